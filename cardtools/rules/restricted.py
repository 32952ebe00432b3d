"""restricted (CT303): a restricted card over its per-card maximum.

Legal (Mage Noir: Ignition limited to 1)::

    Format: mage-noir/tournament
    1 Ignition

Illegal::

    Format: mage-noir/tournament
    2 Ignition            (restricted to 1 copy; remove 1 copy)

Counted over the zones of the copy limit (deck and side deck together in Mage Noir);
the list is the format's dated ``lists`` as of ``--date``.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.rules import copy_limit as copy_limit_rule
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule, listed, lists_questions


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per restricted card over its maximum, at its first line."""
    restricted = ctx.lists.restricted
    if not restricted or not ctx.on_lists():
        return
    copy_limit = ctx.fmt.option(copy_limit_rule.OPTIONS)
    zones = copy_limit.zones if copy_limit else tuple(ctx.fmt.zones)
    for identity, tally in ctx.tallies(zones, ctx.listed_identities()).items():
        entry = listed(restricted, [e.card for e in tally.entries if e.card is not None],
                       identity)
        if entry is None or tally.count <= entry.limit:
            continue
        yield RULE.violation(
            f"{plural(tally.count, 'copy')} of {identity}"
            f"{copy_limit_rule.breakdown(tally, ctx)}; it is restricted to "
            f"{plural(entry.limit, 'copy')} ({ctx.fmt.listed_since(entry)})",
            zone=tally.first.zone, line=tally.first.line.line, cards=tally.cards,
            count=tally.count, limit=entry.limit, source=entry.source.cite(),
            hint=f"remove {plural(tally.count - entry.limit, 'copy')}",
            written=ctx.written(*tally.entries),
        )


RULE = Rule(
    "restricted", "CT303", "error", "A restricted card is over its per-card maximum.",
    check, __doc__ or "", card_questions=lists_questions, needs="flagged",
)
