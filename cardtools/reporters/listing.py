"""The deck as read, zone by zone, for the reports that print it (HTML page, sheets).

Built from the same resolved deck the rules judged, so a printed list and the verdict
never disagree: canonical names (a French line shows its English name), copies of one
card in one zone summed, unknown names as written.
"""

from __future__ import annotations

from cardtools.cardfiles import main_type
from cardtools.gamedata import bundled_zones
from cardtools.model import DeckResult

#: ``[(zone id, zone label, [(copies, name, card type or None)])]``
Listing = list[tuple[str, str, list[tuple[int, str, str | None]]]]


def deck_listing(result: DeckResult) -> Listing:
    """The listing of a judged deck (``result.listing`` when prepared already); empty
    for a file that was not judged. Zones in the format's order, cards in file order."""
    if result.listing is not None:
        return result.listing
    deck, fmt = result.deck, result.format
    if deck is None:
        return []
    order = list(dict.fromkeys([*(fmt.zones if fmt else ()), *(e.zone for e in deck.entries)]))
    listing: Listing = []
    for zone in order:
        counts: dict[str, list[int | str | None]] = {}
        for entry in deck.entries:
            if entry.zone != zone:
                continue
            card = entry.card
            name = card.name if card is not None else entry.line.name
            kind = main_type(card, deck.game) if card is not None else None
            counts.setdefault(name, [0, kind])[0] += entry.count  # type: ignore[operator]
        if counts:
            label = fmt.zone_label(zone) if fmt else bundled_zones().label(zone)
            listing.append((zone, label, [(int(c[0] or 0), name, c[1] if isinstance(c[1], str)
                                     else None) for name, c in counts.items()]))
    return listing


def prepare(result: DeckResult, quiet: bool) -> None:
    """Work out the listing where the deck was judged (``result.listing``)."""
    result.listing = deck_listing(result)
