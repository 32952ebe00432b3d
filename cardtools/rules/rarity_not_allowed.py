"""rarity-not-allowed (CT403): a card of a rarity the format excludes.

Not reported (MageTCG Heroic: Common and Uncommon cards only;
``--cards template.csv``, the card file template of
made-up cards that comes with cardtools' MageTCG card data)::

    Format: magetcg/ascension+heroic
    4 Example Ember Squire    # Common
    3 Example Warding Glyph   # Uncommon
    2 Example Gilt Gauntlet   # printed Rare and Common

Illegal (``--cards template.csv``)::

    Format: magetcg/ascension+heroic
    1 Example Hollow Keep     # Legendary

A card printed at several rarities is allowed when any of its printings is (README,
"Card databases").
Only the zones the format's ``allowed_rarities.zones`` names are checked (Heroic: the
deck, not the Mage, since every Iconic card is Legendary); default every zone.
A card whose rarity the database does not know cannot be confirmed, and is reported.

Source: MageTCG rules, Game Variants (Heroic).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from cardtools.formatspec.model import Source
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import Card, Violation
from cardtools.names import normalise
from cardtools.rules._text import listing
from cardtools.rules.base import CardQuestion, CheckContext, Judging, Question, Rule, uses


def _allowed(judging: Judging, card: Card) -> bool:
    """Whether one of ``card``'s rarities is one the format allows."""
    spec = judging.fmt.option(OPTIONS)
    allowed = spec.rarities if spec is not None else frozenset()
    return any(normalise(r) in allowed for r in card.rarities)


#: Whether a card has a rarity the format allows.
ALLOWED: Question[Card, bool] = Question("rarity-not-allowed", _allowed)


class AllowedRarities:
    """The rarities a format allows (``rarities``: normalised names) over ``zones``
    (``None``: every zone), with the ``source`` of that rule."""

    __slots__ = ("rarities", "source", "zones")

    def __init__(self, rarities: frozenset[str], zones: tuple[str, ...] | None = None,
                 source: Source | None = None) -> None:
        self.rarities = rarities
        self.zones = zones
        self.source: Source = Source() if source is None else source


def parse(data: Mapping[str, Any], where: Where) -> AllowedRarities:
    """The ``AllowedRarities`` of a format's schema-valid ``allowed_rarities`` mapping
    (``source`` defaults to the format's). Raises nothing."""
    return AllowedRarities(
        rarities=frozenset(normalise(r) for r in data["rarities"]),
        zones=tuple(data["zones"]) if "zones" in data else None,
        source=Source.of(data.get("source"), where.source),
    )


SCHEMA: dict[str, Any] = {"anyOf": [{"type": "null"}, {
    "type": "object",
    "required": ["rarities"],
    "properties": {
        "rarities": {"type": "array", "items": {"type": "string"}, "minItems": 1},
        "zones": {"$ref": "#/$defs/zoneIds",
                  "description": "The zones whose cards must have an allowed rarity; "
                                 "default: every zone."},
        "source": {"$ref": "#/$defs/source"},
    },
    "additionalProperties": False,
}]}

#: The format file's ``allowed_rarities``: the only rarities a deck may hold.
OPTIONS: RuleOptions[AllowedRarities] = RuleOptions("allowed_rarities", SCHEMA, parse)


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose card has no allowed rarity."""
    spec = ctx.fmt.option(OPTIONS)
    if spec is None:
        return
    allowed = spec.rarities
    names = sorted(allowed)
    for entry, card in ctx.failing(ALLOWED, spec.zones):
        if card.rarities:
            message = f"{card.name} is {'/'.join(card.rarities)}; {ctx.fmt.name} allows only"
            hint = f"replace {card.name}"
        else:
            message = f"{card.name} has no rarity in the card database; {ctx.fmt.name} allows only"
            hint = "add the card's rarity to your card file (--cards)"
        yield RULE.violation(
            f"{message} {listing([n.title() for n in names]).replace(' and ', ' or ')} cards",
            zone=entry.zone, line=entry.line.line, cards=(card.name,), count=entry.count,
            source=spec.source.cite(), hint=hint, written=ctx.written(entry),
        )


def _questions(judging: Judging) -> list[CardQuestion]:
    spec = judging.fmt.option(OPTIONS)
    return [] if spec is None else [(ALLOWED, spec.zones)]


RULE = Rule(
    "rarity-not-allowed", "CT403", "error", "A card of a rarity the format excludes (Heroic).",
    check, __doc__ or "", OPTIONS, card_questions=_questions, applies=uses(OPTIONS),
    needs="flagged",
)
