"""data-age (CT105): the deck is judged as of a day later than the data it is judged with.

Not reported, no note (Modern, ``--date 2026-08-01``, card data and lists of 2026-08-22)::

    Format: mtg/modern
    4 Lightning Bolt

Reported (an info note; the verdict is unchanged), with ``--date 2026-12-01``::

    Format: mtg/modern
    4 Lightning Bolt      # card data and lists stop on 2026-08-22

A verdict is never more confident than its data: cards printed and list changes
announced after the card data's ``date`` or the format's lists (``lists_checked``, or the
day of the last recorded change when later: nothing says a history is known past it) are not known,
so the report says so instead of claiming "as of today". Every game and format gets the
note the same way, from its data: a format without lists only for its card data. A date
given by its year (``2025``, a yearly catalogue) or month is compared at that precision:
data of 2025 is older than every day from 2026-01-01 on.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator, Sequence

from cardtools.formatspec.model import Format
from cardtools.model import Violation
from cardtools.rules.base import CheckContext, Judging, Question, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One info note per deck when the judged day is later than the card data or the
    format's lists: the judging's ``NOTE``."""
    note = ctx.judging.of_format(NOTE)
    if note is not None:
        yield note


def _note(judging: Judging, _: None) -> Violation | None:
    """The note every deck of ``judging`` gets, or ``None`` (see ``check``)."""
    fmt, day = judging.fmt, judging.lists.as_of
    dated = _bundled_date(judging)
    lists = lists_known_to(fmt)
    stale_cards = bool(dated) and later(day, dated)
    stale_lists = lists is not None and later(day, lists)
    if stale_cards and stale_lists and dated == lists:
        # the same words for every format of the game: a run says the note once
        stale = [f"the {fmt.game} card data and the banned and restricted lists stop on "
                 f"{lists}"]
    else:
        stale = [_cards_words(fmt.game, dated)] if stale_cards else []
        if stale_lists:
            verb = "" if stale and len(dated) == len(day) else " stop"
            stale.append(f"the banned and restricted lists of {fmt.name}{verb} on {lists}")
    if not stale:
        return None
    unknown = " and ".join([*(["newer cards"] if stale_cards else []),
                            *(["list changes"] if stale_lists else [])])
    update = judging.card_data.get("update")
    return RULE.violation(
        f"judged as of {day}, but {' and '.join(stale)}: {unknown} are not known",
        hint=f"{update}, or --date" if update else "add newer cards with --cards, or --date")


def _bundled_date(judging: Judging) -> str:
    """The date of the game's card data the deck is judged with (the bundled data, or
    the copy ``cards update`` installed), ``""`` when it says none or holds no card
    (MageTCG's bundled data, empty on purpose). Cards that all come from ``--cards``
    files (``files_only``) are of the files' date, the latest a YAML or JSON document
    gives (a MageTCG organizer's cards of 2026-03-01 know no card printed since), or
    of none when no file says one (a CSV file): no day to compare with."""
    database = judging.database
    if database is None:
        return ""
    if not judging.card_data.get("files_only") and (
            not database.layers or not database.layers[-1].records):
        return ""
    return str(judging.card_data.get("date") or "")[:10]


#: A note as ``_note`` words it: the judged day, what is stale, what is not known.
_NOTE_WORDS = re.compile(r"judged as of (\S+), but (.+): (.+) are not known")
_UNKNOWN = ("newer cards", "list changes")


def noted_day(note: str) -> str | None:
    """The judged day a data-age note (``_note``'s or ``merged_notes``' words: ``judged as
    of 2026-12-02, but ...``) names, or ``None`` for a note not worded so."""
    words = _NOTE_WORDS.fullmatch(note)
    return words[1] if words is not None else None


def merged_notes(notes: Sequence[str]) -> list[str]:
    """The run's distinct data-age ``notes`` (several games, several formats) as one
    clause per judged day: ``judged as of 2026-12-02, but the mage-noir card data is of
    2025, the mtg card data and the banned and restricted lists stop on 2026-08-22:
    newer cards and list changes are not known``, the stale data in the notes' order,
    each said once. A note not worded so (none is) is kept as it is."""
    days: dict[str, tuple[list[str], set[str]]] = {}
    kept: list[str] = []
    for note in notes:
        words = _NOTE_WORDS.fullmatch(note)
        if words is None:
            kept.append(note)
            continue
        stale, unknown = days.setdefault(words[1], ([], set()))
        stale.extend(part for part in [words[2]] if part not in stale)
        unknown.update(words[3].split(" and "))
    merged = [f"judged as of {day}, but {', '.join(stale)}: "
              f"{' and '.join(u for u in _UNKNOWN if u in unknown)} are not known"
              for day, (stale, unknown) in days.items()]
    return merged + kept


#: The data-age note of a judging (the same for each of its decks), or ``None``.
NOTE: Question[None, Violation | None] = Question("data-age", _note)


def lists_known_to(fmt: Format) -> str | None:
    """The last day the format's banned and restricted lists are known to: its
    ``lists_checked`` day, or the day of its last recorded change when that is later
    (nothing says the history was checked after it); ``None`` for a format without
    lists."""
    days = [str(fmt.lists_checked)] if fmt.lists_checked else []
    days += [fmt.list_changes[-1].date] if fmt.list_changes else []
    return max(days) if days else None


def later(day: str, dated: str) -> bool:
    """Whether the judged ``day`` (``YYYY-MM-DD``) is later than data dated ``dated``,
    compared at the precision the date gives: a day, a month (``2025-11``) or a year
    (``2025``, a yearly catalogue: a day of 2025 is not later than it, 2026-01-01 is).
    A date of another form is taken as older: nothing says the data knows the day."""
    if not is_data_date(dated):
        return True
    return day[:len(dated)] > dated


def is_data_date(text: str) -> bool:
    """Whether ``text`` dates data: a calendar day ``YYYY-MM-DD``, a month ``YYYY-MM``
    (01 to 12) or a year ``YYYY`` (ASCII digits; ``2026-13-45``, ``March 2026`` are
    not)."""
    if re.fullmatch(r"[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?", text) is None:
        return False
    try:
        dt.date.fromisoformat((text + "-01-01")[:10])
    except ValueError:
        return False
    return True


def _cards_words(game: str, dated: str) -> str:
    """How the note names the card data: ``the mtg card data stops on 2026-08-22``, or
    ``is of 2025`` for a date of a year or month (or of another form)."""
    if len(dated) == 10:
        return f"the {game} card data stops on {dated}"
    return f"the {game} card data is of {dated}"


RULE = Rule("data-age", "CT105", "info",
            "The judged day is later than the card data or the format's lists: newer cards "
            "and list changes are not known.", check, __doc__ or "",
            applies=lambda judging: judging.of_format(NOTE) is not None)
