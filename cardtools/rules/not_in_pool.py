"""not-in-pool (CT304): a draft deck uses more copies of a card than the pool holds.

Legal (MageTCG Foundry with ``--pool pool.txt`` holding 1 Storm Lantern)::

    1 Storm Lantern

Illegal::

    1 Ashen Adept         (not in the drafted pool)
    2 Storm Lantern       (the pool holds 1)

Without ``--pool``, a draft format is checked for size only, and this rule says so
(info). Source: MageTCG rules, Formats (Foundry: a 40-card deck from the cards drafted).
"""

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per card identity used more often than the pool holds it."""
    if not ctx.fmt.draft_pool:
        return
    source = ctx.fmt.draft_pool_source.cite()
    if ctx.pool is None:
        yield RULE.violation(
            "no drafted pool given: only the deck's size was checked",
            severity="info", source=source, hint="give the pool with --pool FILE",
        )
        return
    for identity, tally in ctx.tallies(ctx.fmt.zones).items():
        held = ctx.pool.get(identity, 0)
        if tally.count <= held:
            continue
        pool_text = f"the pool holds {held}" if held else "it is not in the pool"
        yield RULE.violation(
            f"{plural(tally.count, 'copy')} of {identity}; {pool_text}",
            zone=tally.first.zone, line=tally.first.line.line, cards=tally.cards,
            count=tally.count, limit=held, source=source,
            hint=f"remove {plural(tally.count - held, 'copy')}",
            written=ctx.written(*tally.entries),
        )


RULE = Rule(
    "not-in-pool", "CT304", "error",
    "A draft deck uses more copies of a card than the player's pool holds.",
    check, __doc__ or "",
)
