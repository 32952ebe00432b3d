"""The cards of a short zone written in a zone the format does not have: a Magi-Nation
deck's Magi, a MageTCG deck's Iconic Character in a side deck beside other cards.

When such a side zone holds only the short zone's cards they are read there with a note
(``guessed_zones``); beside other cards they stay where written (the verdict stays
illegal: cardtools does not move them unsaid), and the hints of ``magi-stack``,
``zone-size`` and ``zone-not-allowed`` name them and where they go, from the game data
(the zone's ``accepts`` and the game's ``written_headers``), not from the game."""

from __future__ import annotations

from cardtools.formatspec.model import ZoneSpec
from cardtools.rules._text import listing
from cardtools.rules.base import CheckContext


def strays(ctx: CheckContext, spec: ZoneSpec) -> list[str]:
    """The names, in order, of the cards the zone ``spec`` takes (its ``accepts``: a Magi,
    an Iconic Character) written in zones the format does not have; empty when the zone
    takes any card, or is the deck (``main``), or no such card is there."""
    if spec.accepts is None or spec.id == "main":
        return []
    accepts = spec.accepts
    return list(dict.fromkeys(
        card.name for entry, card in ctx.cards() if entry.zone not in ctx.fmt.zones
        and accepts(card)))


def move_words(ctx: CheckContext, spec: ZoneSpec, names: list[str]) -> str:
    """``move Ashgar, Gar and Grega from the side deck under the Magi header``: where the
    cards ``names`` of the zone ``spec`` go (its ``Format.header``)."""
    outside = dict.fromkeys(ctx.fmt.zone_label(entry.zone) for entry in ctx.deck.entries
                            if entry.zone not in ctx.fmt.zones and entry.card is not None
                            and entry.card.name in names)
    return (f"move {listing(names)} from the {listing(list(outside))} under the "
            f"{ctx.fmt.header(spec.id)} header")


def short_strays(ctx: CheckContext) -> dict[str, list[str]]:
    """The names of ``strays`` of each zone of the format still short of its size (its
    exact size, or its Magi stack's places), by zone id."""
    found = {}
    for zone_id, spec in ctx.fmt.zones.items():
        needed = spec.stack.places if spec.stack is not None else spec.exact or spec.min
        names = strays(ctx, spec)
        if names and needed is not None and ctx.zone_sizes.get(zone_id, 0) < needed:
            found[zone_id] = names
    return found
