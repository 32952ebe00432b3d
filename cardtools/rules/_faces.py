"""A multi-face card as it is outside the battlefield and the stack: its front face."""

from __future__ import annotations

from functools import cache

from cardtools.model import Card
from cardtools.names import normalise

#: Layouts whose card has the characteristics of both halves everywhere (MTG
#: comprehensive rules, split cards: 709 in the current rules, 708 in the French edition
#: beside the project; aftermath cards are split cards); every other multi-face layout
#: has its front face's only outside the battlefield and the stack (rules 710.2 flip,
#: 712.8a double-faced, 715.4 adventurer cards).
BOTH_HALVES = frozenset({"split", "aftermath"})


@cache
def front_face(card: Card) -> Card:
    """``card`` as it is in a starting deck or the command zone: a double-faced,
    adventure or flip card with its front face's types, subtypes and supertypes only (the
    card data keeps the union of its faces); any other card unchanged. Its facts,
    colour identity included (rule 903.4 counts both faces), stay the card's. The
    answer is the same object for the same card (cards hash by identity), so format
    tests cached per card stay cached. Raises nothing."""
    faces = card.facts.get("faces")
    if (not faces or card.facts.get("layout") in BOTH_HALVES
            or not isinstance(faces, list) or not isinstance(faces[0], dict)):
        return card
    front = faces[0]
    return Card(card.name, types=tuple(front.get("type", ())),
                subtypes=tuple(front.get("subtypes", ())),
                supertypes=tuple(front.get("supertypes", ())), rarities=card.rarities,
                regions=card.regions, sets=card.sets, faces=card.faces,
                counts_as=card.counts_as, finishes=card.finishes, facts=card.facts)


def type_words(card: Card, subtypes: bool = False) -> str:
    """The type words ``card`` is labelled with where it is outside the battlefield and
    the stack (``front_face``): its front face's supertypes and types, and its subtypes
    when ``subtypes`` (``Legendary Enchantment`` for Search for Azcanta, whose back face
    is a Legendary Land); for a double-faced, adventure or flip card whose data gives
    only the faces' types together, those types alone, as the data cannot tell which
    face a supertype or subtype is of (never one face's Legendary on another's type).
    Empty for a card of no known type. Raises nothing."""
    front = front_face(card)
    together = (front is card and len(card.faces) > 1
                and card.facts.get("layout") not in BOTH_HALVES)
    if together:
        return " ".join(card.types)
    return " ".join((*front.supertypes, *front.types, *(front.subtypes if subtypes else ())))


def listed_faces(card: Card) -> tuple[str, ...]:
    """The face names a banned or restricted list names ``card`` by: both halves of a
    split or aftermath card (it has both names everywhere, rule 709), else the front face
    only: an adventurer or prepared card, a double-faced or flip card is its front face
    outside the stack and the battlefield (rules 715.4, 712.8a, 710.2), so the list's
    Ancestral Recall is not Emeritus of Ideation // Ancestral Recall, a creature whose
    prepared spell bears that name."""
    if card.facts.get("layout") in BOTH_HALVES:
        return card.faces
    return card.faces[:1]


def written_alone(card: Card, face: str) -> bool:
    """Whether a decklist names ``card`` by its face ``face`` alone, as the card's own
    name: the front face of a double-faced, adventure or flip card, which is the card's
    name in a deck (rules 712.8a, 715.4, 710.2: ``Bonecrusher Giant``); not a half of a
    split or aftermath card, which has both names (rule 709: ``Burn`` is half of ``Turn
    // Burn``), nor a back face (``Insectile Aberration``). ``face`` is compared by
    its lookup key (``names.normalise``: ``Tovolar's Huntmaster`` written with a curly
    apostrophe, U+2019, or with decomposed accents, is the card's front face). Raises
    nothing."""
    if not card.faces or card.facts.get("layout") in BOTH_HALVES:
        return False
    return normalise(face) == normalise(card.faces[0])
