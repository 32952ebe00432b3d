"""The deck's shape in words, for the human-readable reports: zone sizes and the like."""

from __future__ import annotations

from cardtools.model import ZONE_LABELS, DeckResult


def deck_shape(result: DeckResult) -> list[str]:
    """Lines describing the deck: ``"Deck 41 · Side deck 10"``. Empty for a file that was
    not judged."""
    if result.deck is None:
        return []
    sizes = " · ".join(
        f"{result.zone_labels.get(zone, ZONE_LABELS.get(zone, zone))} {count}"
        for zone, count in result.zones.items()
    )
    return [sizes] if sizes else []
