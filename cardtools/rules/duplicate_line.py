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
    """One info per card written on several lines of the same zone (at its second line);
    a card read twice from one line (a CSV row of regular and foil copies) is on one."""
    pairs = ctx.cards()
    keys = [(entry.zone, card.name) for entry, card in pairs]
    if len(set(keys)) == len(keys):
        return
    seen: dict[tuple[str, str], list[DeckEntry]] = {}
    for (entry, _), key in zip(ctx.cards(), keys, strict=True):
        seen.setdefault(key, []).append(entry)
    for (zone, name), entries in seen.items():
        numbers = list(dict.fromkeys(str(e.line.line) for e in entries if e.line.line))
        written = len(numbers) + sum(1 for e in entries if not e.line.line)
        if written > 1:
            lines = ", ".join(numbers[:5]) + (f" and {len(numbers) - 5} more"
                                              if len(numbers) > 5 else "")
            total = sum(e.count for e in entries)
            where = f" (lines {lines})" if lines else ""
            yield RULE.violation(
                f"{name} is on {written} lines of the {ctx.fmt.zone_label(zone)}{where}; "
                f"counted as {plural(total, 'copy')}",
                zone=zone, line=_second_line(entries), cards=(name,), count=total,
                hint="write each card on one line",
            )


def _second_line(entries: list[DeckEntry]) -> int | None:
    """The line of the second of ``entries`` written on a line other than the first's."""
    first = entries[0].line.line
    return next((e.line.line for e in entries[1:] if e.line.line != first or first is None),
                None)


RULE = Rule(
    "duplicate-line", "CT103", "info",
    "The same card on several lines of a zone; the copies are summed.",
    check, __doc__ or "", needs="repeated",
)
