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
    changes = ctx.fmt.list_changes
    if changes and ctx.lists.as_of < changes[0].date:
        yield RULE.violation(
            f"lists as of {ctx.lists.as_of}: {ctx.fmt.name}'s banned and restricted history "
            f"starts on {changes[0].date}, so no card counts as banned or restricted",
            severity="info", source=changes[0].source.cite(),
            hint=f"judge with --date {changes[0].date} or later",
        )
    banned = ctx.lists.banned
    if not banned or not ctx.on_lists():
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
