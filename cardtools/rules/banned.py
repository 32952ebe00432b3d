"""banned (CT401): a banned card is present.

Legal (Mage Noir tournament, lists as of 2025-11-04)::

    4 Fire Ball

Illegal::

    1 Crimson Ritual      (banned since 2025-11-04)
    1 Rituel pourpre      (the same card, French name)

The banned list is the format's dated ``lists``, evaluated as of ``--date`` (default
today).
"""

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.names import normalise
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per banned card, at its first line."""
    banned = ctx.lists.banned
    if not banned:
        return
    for identity, tally in ctx.tallies(ctx.fmt.zones).items():
        entry = banned.get(normalise(identity))
        if entry is None:
            continue
        yield RULE.violation(
            f"{identity} is banned in {ctx.fmt.name} (since {entry.since})",
            zone=tally.first.zone, line=tally.first.line.line, cards=tally.cards,
            count=tally.count, limit=0, source=entry.source.cite(),
            hint=f"remove {plural(tally.count, 'copy')}" if tally.count > 1 else "remove it",
            written=ctx.written(*tally.entries),
        )


RULE = Rule("banned", "CT401", "error", "A banned card is present.", check, __doc__ or "")
