"""deck-date (CT110, info): the decklist gives its day (``Date:``) and is judged as of another.

Legal, no note (judged with ``--date 2024-04-01``, the decklist's day)::

    Format: mtg/modern
    Date: 2024-04-01
    4 Lightning Bolt
    56 Mountain

Reported (an info note on the ``Date:`` line; the verdict is the judged day's), judged
with ``--date 2026-08-01``::

    Format: mtg/modern
    Date: 2024-04-01
    # the card below was banned in Modern that day; since 2026-05-18 it is not
    4 Violent Outburst
    56 Mountain

A registered deck says the day of its event; ``--date`` (default today) says the day it
is judged as of. Where the format's banned and restricted lists or its card pool depend
on the day, a deck judged as of another day than its own may get another verdict than
it had (a card banned then and unbanned since is legal today), so the report says so and
gives the ``--date`` that judges it as of its day. The day may be written as event sites
and exports write it: with a time (``2024-04-01T18:00:00Z``, ``2024-04-01 18:00``), year
first with slashes or dots (``2024/04/01``), day first with dots (``01.04.2024``), with
the month's name, English or in another language of the card data's (``April 1, 2024``,
``Mon, 01 Apr 2024``, ``1st April 2024``, ``9 November 2025 10:00``, ``9 novembre
2025``, ``9 de noviembre de 2025``, ``9. März 2025``), or with slashes when only one
order makes a day (``13/04/2024``, ``04/13/2024``); each was no day, the note left out.
A ``Date:`` that gives no single day gets no such note (``April 2024``, ``2024-02-30``,
``04/01/2024``: the first of April or the fourth of January), but an info ``reading``
note of the reader's that it is read as a note, not the deck's day; a format whose
verdict does not depend on the day (no list history, no card pool) gets no note.
Source: README, "Magic: The Gathering as of a day".
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

from cardtools.formatspec.model import Format
from cardtools.model import Violation
from cardtools.patterns import lazy_pattern as _lazy
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One info note when the decklist's ``Date:`` is a day other than the judged day."""
    day = deck_day(ctx.deck.metadata.get("date", ""))
    judged = ctx.judging.lists.as_of
    if day is None or day == judged:
        return
    what = " and ".join(_of_the_day(ctx.fmt))
    yield RULE.violation(
        f"the decklist is dated {day} but judged as of {judged}: the {ctx.fmt.name} "
        f"{what} of {day} may give another verdict",
        line=ctx.deck.metadata_lines.get("date"), hint=f"--date {day}")


#: Month names, January first, in the languages of the card data's printed names that
#: write them in Latin letters (players date a list in theirs: ``9 novembre 2025``,
#: ``9 de noviembre de 2025``); English's abbreviations are read too.
_MONTH_NAMES = {
    "en": ("january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
    "de": ("januar", "februar", "märz", "april", "mai", "juni", "juli", "august",
           "september", "oktober", "november", "dezember"),
    "pt": ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro"),
}
#: Month names and English abbreviations -> the month's number.
_MONTHS = {name: number for language, names in _MONTH_NAMES.items()
           for number, full in enumerate(names, start=1)
           for name in (full, *((full[:3], *(["sept"] if number == 9 else []))
                                if language == "en" else ()))}
#: A time of day after a day, as exports write it (``T18:00:00Z``, `` 18:00 UTC``),
#: matched in lower case as the whole value is.
_TIME = r"(?:[t ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:z|utc|gmt|[+-]\d{2}:?\d{2})?)?"
_YEAR_FIRST = _lazy(r"(\d{4})([-/.])(\d{1,2})\2(\d{1,2})" + _TIME)
_DAY_FIRST_DOTS = _lazy(r"(\d{1,2})\.(\d{1,2})\.(\d{4})" + _TIME)
_SLASHES = _lazy(r"(\d{1,2})/(\d{1,2})/(\d{4})" + _TIME)
_ORDINAL = r"(\d{1,2})(?:st|nd|rd|th)?"
_MONTH_FIRST = _lazy(r"([^\W\d_]+)\.? " + _ORDINAL + r",? (\d{4})" + _TIME)
#: ``9 November 2025``, ``9. März 2025``, ``9 de noviembre de 2025``, with a time or not.
_DAY_THEN_MONTH = _lazy(_ORDINAL + r"\.? (?:de )?([^\W\d_]+)\.?,? (?:de )?(\d{4})" + _TIME)
#: A weekday before a day written with its month's name (``Mon, 01 Apr 2024``).
_WEEKDAY = _lazy(r"(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,? ")


def deck_day(text: str) -> str | None:
    """The day a ``Date:`` value gives, as ``YYYY-MM-DD`` (see the module docstring for
    the forms read), or ``None`` when it gives no single day (``March 2024``,
    ``2024-02-30``, ``04/01/2024``)."""
    text = " ".join(text.split()).lower()
    if any(not char.isascii() and not char.isalpha() for char in text):
        return None  # a digit of another script, a look-alike mark: no day
    if (match := _YEAR_FIRST().fullmatch(text)) is not None:
        return _day(match.group(1), match.group(3), match.group(4))
    if (match := _DAY_FIRST_DOTS().fullmatch(text)) is not None:
        return _day(match.group(3), match.group(2), match.group(1))
    if (match := _SLASHES().fullmatch(text)) is not None:
        return _slashed_day(match.group(1), match.group(2), match.group(3))
    text = _WEEKDAY().sub("", text, count=1) if _WEEKDAY().match(text) else text
    if (match := _MONTH_FIRST().fullmatch(text)) is not None:
        return _named_month_day(match.group(3), match.group(1), match.group(2))
    if (match := _DAY_THEN_MONTH().fullmatch(text)) is not None:
        return _named_month_day(match.group(3), match.group(2), match.group(1))
    return None


def _day(year: str, month: str, day: str) -> str | None:
    """``YYYY-MM-DD`` of the numbers written, or ``None`` when they make no day."""
    try:
        return dt.date(int(year), int(month), int(day)).isoformat()
    except ValueError:
        return None


def _slashed_day(first: str, second: str, year: str) -> str | None:
    """The day of ``first/second/year`` when only one order (day first, as most of the
    world writes it, or month first, as the United States does) makes a day, or both
    give the same one; ``None`` otherwise: ``04/01/2024`` may be either."""
    days = {_day(year, second, first), _day(year, first, second)} - {None}
    return days.pop() if len(days) == 1 else None


def _named_month_day(year: str, month: str, day: str) -> str | None:
    """The day of a date written with its month's name (``_MONTH_NAMES``) or English
    abbreviation."""
    number = _MONTHS.get(month)
    return None if number is None else _day(year, str(number), day)


def _of_the_day(fmt: Format) -> list[str]:
    """What of the format depends on the day, and so its verdict: its banned and
    restricted lists when they have a history, its card pool when it has one (``[]``:
    neither)."""
    return [*(["banned and restricted lists"] if fmt.list_changes else []),
            *(["card pool"] if "card_pool" in fmt.options else [])]


RULE = Rule("deck-date", "CT110", "info",
            "The decklist gives its day (Date:) and is judged as of another day: the lists "
            "and card pool of its day may give another verdict.", check, __doc__ or "",
            applies=lambda judging: bool(_of_the_day(judging.fmt)))
