"""data-age (CT105): the deck is judged as of a day later than the data it is judged with.

Legal, no note (Modern, ``--date 2026-08-01``, card data and lists of 2026-08-22)::

    Format: mtg/modern
    4 Lightning Bolt

Reported (an info note; the verdict is unchanged), with ``--date 2026-12-01``::

    Format: mtg/modern
    4 Lightning Bolt      (card data and lists stop on 2026-08-22)

A verdict is never more confident than its data: cards printed and list changes
announced after the card data's ``date`` (or the format's ``lists_checked`` day) are
not known, so the report says so instead of claiming "as of today". Only formats that
say when their lists were last checked (``lists_checked``) get the note.
"""

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.rules.base import CheckContext, Judging, Question, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One info note per deck when the judged day is later than the card data or lists
    of a format that says when its lists were last checked (``lists_checked``: a format
    that follows a living game): the judging's ``NOTE``."""
    note = ctx.judging.of_format(NOTE)
    if note is not None:
        yield note


def _note(judging: Judging, _: None) -> Violation | None:
    """The note every deck of ``judging`` gets, or ``None`` (see ``check``)."""
    fmt = judging.fmt
    lists = fmt.lists_checked
    if not lists:
        return None
    day = judging.lists.as_of
    cards = _day(judging.card_data.get("date"))
    stale_cards, stale_lists = bool(cards and cards < day), lists < day
    if stale_cards and stale_lists and cards == lists:
        # the same words for every format of the game: a run says the note once
        stale = [f"the {fmt.game} card data and the banned and restricted lists stop on "
                 f"{cards}"]
    else:
        stale = ([f"the {fmt.game} card data stops on {cards}"] if stale_cards else []) + (
            [f"the banned and restricted lists of {fmt.name} on {lists}"] if stale_lists
            else [])
    if not stale:
        return None
    return RULE.violation(
        f"judged as of {day}, but {' and '.join(stale)}: newer cards and list changes "
        "are not known", hint=f"cardtools cards update {fmt.game}, or --date")


#: The data-age note of a judging (the same for each of its decks), or ``None``.
NOTE: Question[None, Violation | None] = Question("data-age", _note)


def _day(value: object) -> str | None:
    """A ``YYYY-MM-DD`` date, or ``None`` (for a database dated by its year only, such as
    a yearly catalogue: the reports show that year, with no note)."""
    text = str(value)[:10] if value else ""
    return text if len(text) == 10 else None


RULE = Rule("data-age", "CT105", "info",
            "The judged day is later than the card data or the format's lists: newer cards "
            "and list changes are not known.", check, __doc__ or "",
            applies=lambda judging: judging.of_format(NOTE) is not None)
