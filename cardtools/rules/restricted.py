"""restricted (CT303): a restricted card over its per-card maximum.

Not reported (Mage Noir: Ignition limited to 1)::

    Format: mage-noir/tournament
    1 Ignition

Illegal::

    Format: mage-noir/tournament
    2 Ignition            # restricted to 1 copy; remove 1 copy

Counted over the zones of the copy limit (deck and side deck together in Mage Noir);
the list is the format's dated ``lists`` as of ``--date``. A restriction a change of no
known day (``day_unknown``) makes is a warning between the change before it and its date
("may be restricted"); one it lifts stays an error that says so.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardtools.formatspec.model import ListEntry
from cardtools.model import Violation
from cardtools.rules import copy_limit as copy_limit_rule
from cardtools.rules._text import plural
from cardtools.rules.base import (
    CheckContext,
    Rule,
    listed,
    listed_as,
    listed_copies,
    lists_questions,
    named_copies,
)


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per restricted card over its maximum, at its first line; a warning for
    a card over the maximum a change of no known day sets (``Lists.maybe``: it may be in
    force on the day already), and an error whose restriction such a change lifts or
    loosens says so (never a verdict more lenient than the day's known list)."""
    restricted, maybe = ctx.lists.restricted, ctx.lists.maybe
    later_lists = ctx.lists.possible.restricted
    if not (restricted or later_lists) or not ctx.on_lists():
        return
    copy_limit = ctx.fmt.option(copy_limit_rule.OPTIONS)
    zones = copy_limit.zones if copy_limit else tuple(ctx.fmt.zones)
    said: set[str] = set()  # a card of two identities listed by its own name: once
    tallies = ctx.tallies(zones, ctx.listed_identities())
    for identity, copies in tallies.items():
        cards = [e.card for e in copies.entries if e.card is not None]
        name = listed_as(cards, identity, restricted, later_lists)
        tally = listed_copies(ctx, tallies, identity, name)
        now = _over(listed(restricted, cards, identity), tally.count)
        later = _over(listed(later_lists, cards, identity), tally.count)
        entry = now or later
        if entry is None or (now is None and listed(ctx.lists.banned, cards, identity)):
            continue  # a card banned on the day: banned's error says so
        if name in said:
            continue
        said.add(name)
        # lifted or loosened by a change of no known day (not banned by it: banned says so)
        lifted = maybe is not None and later is None and listed(maybe.banned, cards,
                                                                identity) is None
        over = (f"{plural(tally.count, 'copy')} of {named_copies(tally, name)}"
                f"{copy_limit_rule.breakdown(tally, ctx)}; it ")
        remove = f"remove {plural(tally.count - entry.limit, 'copy')}"
        if now is None:
            message = (f"{over}may be restricted to {plural(entry.limit, 'copy')} on "
                       f"{ctx.lists.as_of} ({ctx.fmt.listed_since(entry, ctx.lists.as_of)})")
        else:
            message = (f"{over}is restricted to {plural(entry.limit, 'copy')} "
                       f"({ctx.fmt.listed_since(entry)})")
            if lifted and maybe is not None:
                message += (f"; it is not restricted so on the lists of {maybe.as_of}, and "
                            "the day that changed is not in the sources")
        uncertain = now is None or lifted
        yield RULE.violation(
            message + ctx.written_elsewhere(*tally.entries),
            severity="error" if now is not None else "warning",
            zone=tally.first.zone, line=tally.first.line.line, cards=tally.cards,
            count=tally.count, limit=entry.limit, source=entry.source.cite(),
            hint=f"{remove}, or check the format's list of that day" if uncertain else remove,
            written=ctx.written(*tally.entries),
        )


def _over(entry: ListEntry | None, count: int) -> ListEntry | None:
    """``entry`` (a card's entry on a restricted list) when ``count`` copies are over its
    limit, else ``None``."""
    return entry if entry is not None and count > entry.limit else None


RULE = Rule(
    "restricted", "CT303", "error", "A restricted card is over its per-card maximum.",
    check, __doc__ or "", card_questions=lists_questions, needs="flagged",
)
