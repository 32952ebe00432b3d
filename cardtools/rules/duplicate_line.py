"""duplicate-line (CT103, info): the same card on several lines of a zone; summed.

Legal::

    Format: mage-noir/tournament
    4 Fire Ball

Reported (info; the copies are added up)::

    Format: mage-noir/tournament
    2 Fire Ball
    2 Boule de feu        (the French name of the same card: 4 copies in all)

Not reported in a zone of one kind of card (a Magi stack, a command zone, a Mage:
``single_kind`` in the game data): each of its lines is one card of the zone, a Magi
stack's lines its places in order (Rayje, whose text lets a stack hold it more than
once, is written once a place), so "write each card on one line" fits no such zone;
the zone's own rules (``magi-stack``, ``copy-limit``, ``commander``, ``zone-size``)
judge a card written there twice::

    Format: magi-nation/standard
    Magi
    1 Rayje
    1 Rayje
    1 Rayje

Source: README, "Decklists".
"""

from __future__ import annotations

from collections.abc import Iterator

from cardtools.gamedata import bundled_zones
from cardtools.model import DeckEntry, Violation
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One info per card written on several lines of the same zone (at its second line),
    but in a zone of one kind of card, whose lines are each one card (module docstring)."""
    one_a_line = bundled_zones().single_kind
    pairs = [pair for pair in ctx.cards() if pair[0].zone not in one_a_line]
    keys = [(entry.zone, card.name) for entry, card in pairs]
    if len(set(keys)) == len(keys):
        return
    seen: dict[tuple[str, str], list[DeckEntry]] = {}
    for (entry, _), key in zip(pairs, keys, strict=True):
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
