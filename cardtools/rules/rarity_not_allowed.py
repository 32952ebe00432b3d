"""rarity-not-allowed (CT403): a card of a rarity the format excludes.

Legal (MageTCG Heroic: Common and Uncommon cards only)::

    4 Umbral Warden       (Common)
    3 Silent Chorus       (Uncommon)

Illegal::

    1 Storm Adept         (Rare)

A card printed at several rarities is allowed when any of its printings is (README,
"Card databases").
Only the zones the format's ``allowed_rarities.zones`` names are checked (Heroic: the
deck, not the Mage, since every Iconic card is Legendary); default every zone.
A card whose rarity the database does not know cannot be confirmed, and is reported.
Source: MageTCG rules, Game Variants (Heroic).
"""

from collections.abc import Iterator

from cardtools.model import Card, Violation
from cardtools.names import normalise
from cardtools.rules._text import listing
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose card has no allowed rarity."""
    allowed = ctx.fmt.allowed_rarities
    if allowed is None:
        return
    names = sorted(allowed)

    def allowed_rarity(card: Card) -> bool:
        return any(normalise(r) in allowed for r in card.rarities)

    for entry, card in ctx.failing("rarity-not-allowed", allowed_rarity,
                                   ctx.fmt.allowed_rarities_zones):
        if card.rarities:
            message = f"{card.name} is {'/'.join(card.rarities)}; {ctx.fmt.name} allows only"
            hint = f"replace {card.name}"
        else:
            message = f"{card.name} has no rarity in the card database; {ctx.fmt.name} allows only"
            hint = "add the card's rarity to your card file (--cards)"
        yield RULE.violation(
            f"{message} {listing([n.title() for n in names]).replace(' and ', ' or ')} cards",
            zone=entry.zone, line=entry.line.line, cards=(card.name,), count=entry.count,
            source=ctx.fmt.allowed_rarities_source.cite(), hint=hint, written=ctx.written(entry),
        )


RULE = Rule(
    "rarity-not-allowed", "CT403", "error", "A card of a rarity the format excludes (Heroic).",
    check, __doc__ or "",
)
