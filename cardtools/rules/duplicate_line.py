"""duplicate-line (CT103, info): the same card on several lines of a zone; summed.

Legal::

    Format: mage-noir/tournament
    4 Fire Ball

Reported (info; the copies are added up)::

    Format: mage-noir/tournament
    2 Fire Ball
    2 Boule de feu        (the French name of the same card: 4 copies in all)

A card's holographic (foil) copies on a line of their own beside its other copies are
not a duplicate: the two lines say what one line cannot (the finish a format such as
MageTCG Speakeasy judges, the copies a player owns in each finish), so the advice never
asks to merge them; two lines of one finish are reported, by that finish::

    Format: mtg/modern
    2 Lightning Bolt
    2 Lightning Bolt *F*    (not reported: 2 copies and 2 holographic copies)
    1 Lightning Bolt *F*    (reported: Lightning Bolt (holographic) on lines 3 and 4)

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
from cardtools.rules import finish_required
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One info per card written on several lines of one finish in the same zone (at its
    second line), but in a zone of one kind of card, whose lines are each one card
    (module docstring). Its holographic copies on lines of their own are another line's
    worth (module docstring)."""
    one_a_line = bundled_zones().single_kind
    pairs = [pair for pair in ctx.cards() if pair[0].zone not in one_a_line]
    required = ctx.fmt.option(finish_required.OPTIONS)
    keys = [(entry.zone, card.name, entry.line.holographic if required is None
             else finish_required.has_finish(entry, required.finish))
            for entry, card in pairs]
    if len(set(keys)) == len(keys):
        return
    seen: dict[tuple[str, str, bool], list[DeckEntry]] = {}
    for (entry, _), key in zip(pairs, keys, strict=True):
        seen.setdefault(key, []).append(entry)
    for (zone, name, holographic), entries in seen.items():
        if len(entries) > 1:
            yield _violation(ctx, zone, name, entries, holographic,
                             both=(zone, name, not holographic) in seen)


def _violation(ctx: CheckContext, zone: str, name: str, entries: list[DeckEntry],
               holographic: bool, both: bool) -> Violation:
    """The info for ``entries``, the lines of one card and one finish in ``zone``
    (``holographic``: marked so, or where the format requires the finish, of a card
    printed only so: ``finish_required.has_finish``); ``both``: the card has lines of
    the other finish there too, left as they are."""
    numbers = [str(e.line.line) for e in entries if e.line.line]
    lines = ", ".join(numbers[:5]) + (f" and {len(numbers) - 5} more"
                                      if len(numbers) > 5 else "")
    total = sum(e.count for e in entries)
    where = f" (lines {lines})" if lines else ""
    shown = f"{name} (holographic)" if holographic else name
    copies = plural(total, "holographic copy" if holographic else "copy")
    hint = "write each card on one line"
    if both:
        hint = ("write these copies on one line, the card's "
                + ("other copies" if holographic else "holographic copies")
                + " on a line of their own")
    return RULE.violation(
        f"{shown} is on {len(entries)} lines of the {ctx.fmt.zone_label(zone)}{where}; "
        f"counted as {copies}",
        zone=zone, line=entries[1].line.line, cards=(name,), count=total, hint=hint,
    )


RULE = Rule(
    "duplicate-line", "CT103", "info",
    "The same card on several lines of a zone; the copies are summed.",
    check, __doc__ or "", needs="repeated",
)
