"""deck-date (CT110, info): the decklist gives its day (``Date:``) and is judged as of another.

Legal, no note (judged with ``--date 2024-04-01``, the decklist's day)::

    Format: mtg/modern
    Date: 2024-04-01
    4 Lightning Bolt
    56 Mountain

Reported (an info note on the ``Date:`` line; the verdict is the judged day's), judged
with ``--date 2026-08-01``::

    Format: mtg/modern
    Date: 2024-04-01      (Violent Outburst was banned in Modern that day; since
                          2026-05-18 it is not)
    4 Violent Outburst
    56 Mountain

A registered deck says the day of its event; ``--date`` (default today) says the day it
is judged as of. Where the format's banned and restricted lists or its card pool depend
on the day, a deck judged as of another day than its own may get another verdict than
it had (a card banned then and unbanned since is legal today), so the report says so and
gives the ``--date`` that judges it as of its day. A ``Date:`` that is no day
(``YYYY-MM-DD``) says nothing; a format whose verdict does not depend on the day (no
list history, no card pool) gets no note. Source: README, "Magic: The Gathering as of a
day".
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

from cardtools.formatspec.model import Format
from cardtools.model import Violation
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


def deck_day(text: str) -> str | None:
    """The day a ``Date:`` value gives (``YYYY-MM-DD``, surrounding spaces allowed), or
    ``None`` when it is no such day (``March 2024``, ``2024-02-30``)."""
    text = text.strip()
    if len(text) != 10 or not text.isascii():
        return None
    try:
        return dt.date.fromisoformat(text).isoformat()
    except ValueError:
        return None


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
