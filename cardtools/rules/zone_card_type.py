"""zone-card-type (CT503): a card in a zone that does not take it.

Not reported (Magi-Nation: Magi in the Magi stack, other cards in the deck)::

    Format: magi-nation/standard
    Magi
    Ashgar
    Deck
    3 Arbolit

Illegal (with no Magi header, a Magi in the deck is read in the Magi stack, with a
``reading`` note; here the list names the stack)::

    Format: magi-nation/standard
    Magi
    Ashgar
    Deck
    1 Pruitt              # a Magi: only the Magi stack takes Magi

Illegal (MageTCG: the Mage zone takes only an Iconic Character, so an Iconic Relic is
refused too; ``--cards template.csv``, the card file template of
made-up cards that comes with cardtools' MageTCG card data)::

    Format: magetcg/ascension
    Mage
    1 Example Hollow Keep  # a Location

Each zone of a format may say which cards it ``accepts`` (Magi-Nation Duel rulebook
2001, Building Your Deck and Glossary, "Deck" and "Magi Stack"; MageTCG rules, Card
Types: Mage, "your personal Iconic Character", and Zones: Mage Zone, "only cards with
the prefix 'Iconic' qualify": the MageTCG formats ask for both).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from cardtools.formatspec.match import reads_types
from cardtools.model import Card, Violation
from cardtools.rules.base import CardQuestion, CheckContext, Judging, Question, Rule


@cache
def accepted_in(zone_id: str) -> Question[Card, bool]:
    """The question whether the zone ``zone_id`` of the format accepts a card (its
    ``accepts`` test; a zone without one accepts every card). One question per zone id,
    made once (a question is its own memo key)."""
    def accepts(judging: Judging, card: Card) -> bool:
        test = judging.fmt.zones[zone_id].accepts
        return test is None or test(card)

    return Question(f"zone-card-type {zone_id}", accepts)


@cache
def decided_in(zone_id: str) -> Question[Card, bool]:
    """The question whether it is known that the zone ``zone_id`` takes a card it
    accepts: its ``accepts`` test reads no type, or the card data gives the card a type
    or a subtype. A card file's card of neither, accepted by a test of types (the
    Magi-Nation deck's "not a Magi"), "fails" it. One question per zone id, made once."""
    def decided(judging: Judging, card: Card) -> bool:
        test = judging.fmt.zones[zone_id].accepts
        return (test is None or bool(card.types or card.subtypes) or not reads_types(test)
                or not test(card))

    return Question(f"zone-card-type {zone_id} typed", decided)


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose card the zone's ``accepts`` test refuses; a warning per
    line whose card it accepts only as the card data gives the card no type (a card of
    no type in a Magi-Nation deck may be a Magi: it was legal without a word)."""
    for zone_id, spec in ctx.fmt.zones.items():
        if spec.accepts is None:
            continue
        for entry, card in ctx.failing(decided_in(zone_id), [zone_id]):
            takes = spec.accepts_label or spec.accepts.describe()
            yield RULE.violation(
                f"{card.name} has no type in the card database: whether the {spec.label} "
                f"takes it ({takes} only) is not known", severity="warning",
                zone=zone_id, line=entry.line.line, cards=(card.name,), count=entry.count,
                source=spec.source.cite(), hint="add the card's type to your card file (--cards)",
                written=ctx.written(entry),
            )
        for entry, card in ctx.failing(accepted_in(zone_id), [zone_id]):
            takes = spec.accepts_label or spec.accepts.describe()
            kinds = "/".join(card.types) or "card"
            better = [z.label for z in ctx.fmt.zones.values()
                      if z.id != zone_id and z.accepts is not None and z.accepts(card)]
            hint = f"move it to the {better[0]}" if better else f"remove {card.name}"
            yield RULE.violation(
                f"{card.name} ({kinds}) cannot be in the {spec.label}: it takes {takes} only",
                zone=zone_id, line=entry.line.line, cards=(card.name,), count=entry.count,
                source=spec.source.cite(), hint=hint, written=ctx.written(entry),
            )


def _questions(judging: Judging) -> list[CardQuestion]:
    return [question for zone_id, spec in judging.fmt.zones.items() if spec.accepts is not None
            for question in ((accepted_in(zone_id), (zone_id,)),
                             (decided_in(zone_id), (zone_id,)))]


RULE = Rule(
    "zone-card-type", "CT503", "error",
    "A card in the wrong zone (a Magi in the deck, a non-Iconic Mage).",
    check, __doc__ or "", card_questions=_questions, needs="flagged",
)
