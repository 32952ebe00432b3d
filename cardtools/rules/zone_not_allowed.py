"""zone-not-allowed (CT502): the deck has a zone the format does not have.

Not reported (MageTCG Ascension: a deck and a Mage, no side deck;
``--cards template.csv``, the card file template of
made-up cards that comes with cardtools' MageTCG card data)::

    Format: magetcg/ascension
    Mage
    1 Iconic Example Mage
    Deck
    4 Example Ember Squire

Illegal (``--cards template.csv``)::

    Format: magetcg/ascension
    Deck
    4 Example Ember Squire
    Sideboard
    2 Example Warding Glyph  # Ascension has no side deck
"""

from __future__ import annotations

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.rules._strays import move_words, short_strays
from cardtools.rules._text import listing, plural
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per zone holding cards that the format does not define."""
    if ctx.zone_sizes.keys() <= ctx.fmt.zones.keys():
        return  # the usual case, told at once
    extra = [zone for zone in ctx.zone_sizes if zone not in ctx.fmt.zones]
    first_line: dict[str, int | None] = {}
    for entry in ctx.deck.entries:
        first_line.setdefault(entry.zone, entry.line.line)
    for zone_id in extra:
        size = ctx.zone_sizes[zone_id]
        if size:
            label = ctx.fmt.zone_label(zone_id)
            yield RULE.violation(
                f"{ctx.fmt.name} has no {label}, but the decklist has one "
                f"({plural(size, 'card')})",
                zone=zone_id, line=first_line[zone_id], count=size,
                source=ctx.fmt.source.cite(),
                hint=_hint(ctx, zone_id, label),
            )


def _hint(ctx: CheckContext, zone_id: str, label: str) -> str:
    """The fix: remove the section; when it holds cards a short zone of the format takes
    (a Magi-Nation deck's Magi, a MageTCG deck's Iconic Character: ``_strays``), move
    those under that zone's header and remove the others or move them to the deck."""
    moves = [move_words(ctx, ctx.fmt.zones[zone], names)
             for zone, names in short_strays(ctx).items()]
    if not moves:
        return f"remove the {label} section"
    placed = {name for names in short_strays(ctx).values() for name in names}
    others = list(dict.fromkeys(
        entry.card.name if entry.card is not None else entry.line.name
        for entry in ctx.deck.entries if entry.zone == zone_id
        and (entry.card is None or entry.card.name not in placed)))
    rest = (f"; remove {listing(others)} or move {'it' if len(others) == 1 else 'them'} "
            f"to the {ctx.fmt.zone_label('main').lower()}" if others else "")
    return "; ".join(moves) + rest


RULE = Rule(
    "zone-not-allowed", "CT502", "error",
    "The deck has a zone the format does not have (a side deck in MageTCG).",
    check, __doc__ or "",
)
