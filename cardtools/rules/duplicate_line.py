"""duplicate-line (CT103, info): the same card on several lines of a zone; summed.

Legal::

    Format: mage-noir/tournament
    4 Fire Ball

Reported (info; the copies are added up)::

    Format: mage-noir/tournament
    2 Fire Ball
    2 Boule de feu        (the French name of the same card: 4 copies in all)

Source: README, "Decklists".
"""

from __future__ import annotations

from collections.abc import Iterator

from cardtools.model import DeckEntry, Violation
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One info per card written on several lines of the same zone (at its second line)."""
    pairs = ctx.cards()
    keys = [(entry.zone, card.name) for entry, card in pairs]
    if len(set(keys)) == len(keys):
        return
    seen: dict[tuple[str, str], list[DeckEntry]] = {}
    for (entry, _), key in zip(ctx.cards(), keys, strict=True):
        seen.setdefault(key, []).append(entry)
    for (zone, name), entries in seen.items():
        if len(entries) > 1 and not _one_row_of_two_finishes(entries):
            numbers = [str(e.line.line) for e in entries if e.line.line]
            lines = ", ".join(numbers[:5]) + (f" and {len(numbers) - 5} more"
                                              if len(numbers) > 5 else "")
            total = sum(e.count for e in entries)
            where = f" (lines {lines})" if lines else ""
            yield RULE.violation(
                f"{name} is on {len(entries)} lines of the {ctx.fmt.zone_label(zone)}{where}; "
                f"counted as {plural(total, 'copy')}",
                zone=zone, line=entries[1].line.line, cards=(name,), count=total,
                hint="write each card on one line",
            )


def _one_row_of_two_finishes(entries: list[DeckEntry]) -> bool:
    """Whether ``entries`` are the regular and the holographic copies of one line (a CSV
    row of EchoMTG's ``Reg Qty`` and ``Foil Qty``): one line written once, not twice."""
    return (len(entries) == 2 and entries[0].line.line is not None
            and entries[0].line.line == entries[1].line.line
            and entries[0].line.holographic != entries[1].line.holographic)


RULE = Rule(
    "duplicate-line", "CT103", "info",
    "The same card on several lines of a zone; the copies are summed.",
    check, __doc__ or "", needs="repeated",
)
