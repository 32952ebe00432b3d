"""The deck as read, zone by zone, for the reports that print it (HTML page, sheets).

Built from the same resolved deck the rules judged, so a printed list and the verdict
never disagree: canonical names (a French line shows its English name), copies of one
card in one zone summed, unknown names as written; as the fingerprint tells them apart
(``fingerprint.zone_counts``), copies marked with a finish the format judges are a line
of their own, ``4 Umbral Warden (holographic)``, and the companion a deck declares, where
the format judges that, is listed apart, under ``Companion declared (in the sideboard)``.
A line of prose holding no card (``prose.prose_read``) is not listed, as no count holds it.
"""

from __future__ import annotations

from cardtools.cardfiles import main_type
from cardtools.fingerprint import (
    DECLARED_COMPANION,
    declared_companions,
    finished_name,
    judged_finish,
)
from cardtools.formatspec.model import Format
from cardtools.gamedata import bundled_zones
from cardtools.model import DeckResult
from cardtools.rules import companion, finish_required

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
    finish = judged_finish(fmt)
    listing: Listing = []
    for zone in order:
        counts: dict[str, list[int | str | None]] = {}
        for entry in deck.entries:
            if entry.zone != zone or not entry.count:
                continue  # prose holding no card (its error says it) is no card listed
            card = entry.card
            name = card.name if card is not None else entry.line.name
            if finish is not None and finish_required.has_finish(entry, finish):
                name = finished_name(name, finish)
            kind = main_type(card, deck.game) if card is not None else None
            counts.setdefault(name, [0, kind])[0] += entry.count  # type: ignore[operator]
        if counts:
            label = fmt.zone_label(zone) if fmt else bundled_zones().label(zone)
            listing.append((zone, label, [(int(c[0] or 0), name, c[1] if isinstance(c[1], str)
                                     else None) for name, c in counts.items()]))
    declared = declared_companions(deck, fmt)
    if declared and fmt is not None:
        listing.append((DECLARED_COMPANION, _declared_label(fmt),
                        [(1, name.removeprefix("?"), None) for name in declared]))
    return listing


def _declared_label(fmt: Format) -> str:
    """How a declared companion's zone is named: ``Companion declared (in the
    sideboard)``, as its copy is counted in the format's companion zone."""
    spec = fmt.option(companion.OPTIONS)
    zone = fmt.zone_label(spec.zone).lower() if spec is not None else ""
    return f"Companion declared (in the {zone})" if zone else "Companion declared"


def prepare(result: DeckResult, quiet: bool) -> None:
    """Work out the listing where the deck was judged (``result.listing``)."""
    result.listing = deck_listing(result)
