"""The supplementary decks a deck has written beside it (Magic's Attraction deck,
comprehensive rules 717.2a; a Contraption deck), grouped by kind with what each must
hold (``gamedata.supplementary_decks``), for ``zone-size`` and ``copy-limit``."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple

from cardtools.gamedata import supplementary_decks
from cardtools.model import SUPPLEMENTARY, Card, DeckEntry
from cardtools.rules.base import CheckContext


class Supplementary(NamedTuple):
    """One supplementary deck: ``label`` (``Attraction deck``), ``least`` cards it must
    hold, ``copies`` of one English name it may hold at most, ``source`` to cite, and
    its resolved ``lines`` in file order."""

    label: str
    least: int
    copies: int
    source: str
    lines: list[tuple[DeckEntry, Card]]


def written_decks(ctx: CheckContext) -> Iterator[Supplementary]:
    """Each supplementary deck of ``ctx``'s deck that holds a card, of a kind its game
    data sets bounds for (none written: none, nothing required). A card is the deck of
    the first such kind among its types and subtypes."""
    if not ctx.supplementary:
        return
    needs: Mapping[str, Mapping[str, Any]] = supplementary_decks(ctx.fmt.game)
    held: dict[str, list[tuple[DeckEntry, Card]]] = {}
    for entry, card in ctx.cards((SUPPLEMENTARY,)):
        kind = next((k for k in needs if k in card.types or k in card.subtypes), None)
        if kind is not None:
            held.setdefault(kind, []).append((entry, card))
    for kind, lines in held.items():
        need = needs[kind]
        yield Supplementary(need["label"], need["min"], need["copies"], need["source"],
                            lines)
