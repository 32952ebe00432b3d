"""region-unplayable (CT601, warning): a card none of the deck's Magi can play.

Runs only for formats whose ``playability.regions`` is true (Magi-Nation Duel). A card
line of the deck is reported when no Magi of the Magi stack may play it. The deck stays
legal: the rulebook limits what a Magi may *play*, not what a deck may hold.

Not reported, no warning (Naroom Magi; Universal Relic; a Cald Creature and Spell cost one
more energy, the regional penalty, but are playable)::

    Format: magi-nation/standard
    Magi
    Evu                   # Naroom
    Tryn                  # Naroom
    Yaki                  # Naroom
    Deck
    3 Robe of Vines       # Naroom Relic
    2 Ancestral Flute     # Universal Relic
    3 Arbolit             # Cald Creature
    3 Fire Ball           # Cald Spell

Reported (warnings; the deck stays legal)::

    Format: magi-nation/standard
    Magi
    Evu
    Tryn
    Yaki
    Deck
    2 Magma Armor         # Cald Relic: Relics only from the Magi's region or Universal
    2 Darkbreed Hyren     # Core Creature: no Core Magi, and the card names no region
                          # whose Magi may play it; Dark Furok's "Naroom Magi may play
                          # Dark Furok" would let these Magi play it

Reported::

    Format: magi-nation/standard
    Magi
    Korg                  # Core Magi
    Nagsis                # Core Magi
    Evil Evu              # Shadow Magi, once of Naroom
    Deck
    3 Arbolit             # Cald Creature: Core Magi play only Core and Universal cards
    2 Deadfall            # no warning: "Naroom Shadow Magi may play Deadfall"

Who may play a card (Magi-Nation Duel rulebook, 2001: REGIONS -- Regional Penalty,
Regional Restriction, Universal Cards; THE MAGI -- Core and Shadow Magi; Glossary --
Regions, Universal): a Magi may play a card that is Universal, that shares one of the
Magi's own regions (a dual-region card is from both regions), or whose ``alt_play``
("X Magi may play this") names one of the Magi's regions. Beyond those, a Core Magi (a
Magi whose regions include the Core) plays only the cards whose ``shadow_play`` names
its ``original_region`` (a Shadow Magi); any other Magi plays Creatures and Spells of
other regions at a penalty, but neither Relics of other regions (regional restriction)
nor Core cards. A Magi whose regions are the Core and another region (All-High King
Korg: Bograth/Core) is a Core Magi at home in both regions, as its card text says. A
card whose text limits who plays it ("Only Underneath Magi and Underneath Shadow Magi
can play Crushing Fungus", the fact ``only_play``) is played by Magi of those regions
and the Shadow Magi its ``shadow_play`` names, and no other (card text takes precedence
over the rules: "First, Breaking the Rules"). A card whose text names Magi who may play
it ("Korg can play Korg's Poetry", the fact ``magi_play``) is played by a Magi of that
name or counting as it; one that every Shadow Magi may play ("Only Shadow Magi can play
Shadow Ritual": ``any_shadow_play``, with ``only_listed`` for an "Only" that names no
region) by a Shadow Magi, and no other. Printed Magi text that changes this is
read from two optional Magi facts when the card database has them: ``plays_only``
("Aurorea can only play Nar cards": only cards of these regions, nothing else) and
``also_plays`` ("[Evil Evu] may play Naroom cards, ignoring regional restrictions"), and
``also_plays_creatures`` ("Fiend of Furoks ignores regional penalties and restrictions
when playing Furoks": the Creatures whose name holds the word Furok) and
``also_plays_types`` (Jalex: "Choose a region. ... Jalex can play Creatures and Spells
of the chosen region, ignoring regional restrictions and penalties": Creatures and
Spells of every region, the region being chosen each turn; Bria: Relics).
Text that forbids is read too: a Magi's ``plays_not`` ("Korg may not play Universal
cards", "Kesia may not play non-Weave Spells"), a card's ``no_shadow_play`` ("Shadow Magi
cannot play this Spell"), its ``only_play`` from "Non-Weave Magi may not play Harmony";
the warning names the text when it is what bars a Magi that would play the card. A Magi
``from_chosen_region`` (Niffer, League Elder) is of a region it chooses: of the card's.

Game words: region names come from the card database; the rulebook's own terms
``Core`` and ``Universal``, and ``Relic`` as the card type under a regional restriction
(the others pay a regional penalty), are the defaults of ``RegionTerms``.
``RegionTerms.of`` reads ``core_region``, ``universal_region`` and ``restricted_types``
from a format's ``playability`` mapping, so a format names them as data.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache
from typing import Any

from cardtools.carddb import as_tuple
from cardtools.formatspec.model import Format, Source, ZoneSpec
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import Card, DeckEntry, Violation
from cardtools.names import normalise
from cardtools.rules._text import listing, with_article
from cardtools.rules.base import CheckContext, Judging, Question, Rule, uses

#: The rulebook's own terms (REGIONS; THE MAGI, Core and Shadow Magi).
CORE = "Core"
UNIVERSAL = "Universal"
#: Card types under a regional restriction rather than a regional penalty.
RESTRICTED_TYPES: tuple[str, ...] = ("Relic",)
#: Card facts read (cards/magi-nation/README.md).
ALT_PLAY, SHADOW_PLAY, ORIGINAL_REGION = "alt_play", "shadow_play", "original_region"
#: A card's "Only X Magi [and X Shadow Magi] can play this": only Magi of these regions
#: (and the Shadow Magi of its ``shadow_play``) may play it.
ONLY_PLAY = "only_play"
#: Optional Magi facts for printed text that changes what the Magi may play: "X can only
#: play A, B and C cards" (``plays_only``) and "X may play A cards, ignoring regional
#: restrictions and penalties" (``also_plays``), read from the Magi's sentence when the
#: card database is built.
PLAYS_ONLY, ALSO_PLAYS = "plays_only", "also_plays"
#: A card's text naming Magi who may play it ("Korg can play Korg's Poetry":
#: ``magi_play``, a Magi of that name or counting as it), letting every Shadow Magi play
#: it (``any_shadow_play``), and an "Only" sentence naming no region ("Only Shadow Magi
#: can play Shadow Ritual": ``only_listed``, no Magi but those named may play it).
MAGI_PLAY, ANY_SHADOW_PLAY, ONLY_LISTED = "magi_play", "any_shadow_play", "only_listed"
#: A Magi's text letting it play Creatures of a kind from any region ("Fiend of Furoks
#: ignores regional penalties and restrictions when playing Furoks"): the word of their
#: names (``Furok``).
ALSO_PLAYS_CREATURES = "also_plays_creatures"
#: A Magi's text letting it play cards of these types of a region it chooses, ignoring
#: regional restrictions (Jalex: "Creatures and Spells of the chosen region"): such cards
#: of every region.
ALSO_PLAYS_TYPES = "also_plays_types"
#: A card's "Shadow Magi cannot play this Spell" (Crushing Darkness): no Shadow Magi may
#: play it.
NO_SHADOW_PLAY = "no_shadow_play"
#: A Magi's text on what it may not play, a list of ``{types, regions, except_regions}``
#: (Korg: "may not play Universal cards"; Korg & Zet: "may not play Relics"; Kesia: "may
#: not play non-Weave Spells"): a card of one of ``types`` (any type when none), of one of
#: ``regions`` (any region when none) and of none of ``except_regions``.
PLAYS_NOT = "plays_not"
#: A Magi's text making it a Magi of a region chosen during the game (Niffer, League
#: Elder): it may be of any region, so it is of the card's.
FROM_CHOSEN_REGION = "from_chosen_region"
#: The card type whose names ``also_plays_creatures`` reads, where a format names none.
CREATURE = "Creature"
_NAME_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")


class RegionTerms:
    """The words the region rules turn on, as written: the ``core`` region, the
    ``universal`` region, and the card types under a regional restriction rather than a
    regional penalty (``restricted_types``), and the card type whose names a Magi's
    ``also_plays_creatures`` reads (``creature_type``). The ``*_key`` properties are
    normalised for comparison."""

    __slots__ = ("core", "creature_type", "restricted_types", "universal")

    def __init__(self, core: str = CORE, universal: str = UNIVERSAL,
                 restricted_types: tuple[str, ...] = RESTRICTED_TYPES,
                 creature_type: str = CREATURE) -> None:
        self.core = core
        self.universal = universal
        self.restricted_types = restricted_types
        self.creature_type = creature_type

    @classmethod
    def of(cls, playability: Mapping[str, Any] | None) -> RegionTerms:
        """Terms from a format's ``playability`` mapping (keys ``core_region``,
        ``universal_region``, ``restricted_types``, ``creature_type``); the rulebook's
        words where it names none."""
        data = playability or {}
        return cls(
            core=str(data.get("core_region", CORE)),
            universal=str(data.get("universal_region", UNIVERSAL)),
            restricted_types=as_tuple(data.get("restricted_types", RESTRICTED_TYPES)),
            creature_type=str(data.get("creature_type", CREATURE)),
        )

    @property
    def core_key(self) -> str:
        """The Core region, normalised."""
        return normalise(self.core)

    @property
    def universal_key(self) -> str:
        """The Universal region, normalised."""
        return normalise(self.universal)

    @property
    def restricted_keys(self) -> frozenset[str]:
        """The restricted card types, normalised."""
        return frozenset(normalise(t) for t in self.restricted_types)


class Playability:
    """A format that asks for region warnings: the ``terms`` its regions turn on and the
    ``source`` the warnings cite."""

    __slots__ = ("source", "terms")

    def __init__(self, terms: RegionTerms, source: Source | None = None) -> None:
        self.terms = terms
        self.source: Source = Source() if source is None else source


def parse(data: Mapping[str, Any], where: Where) -> Playability | None:
    """The ``Playability`` of a format's schema-valid ``playability`` mapping, or
    ``None`` when it does not ask for region warnings (``regions`` absent or false).
    ``source`` defaults to the format's. Raises nothing."""
    if not data.get("regions"):
        return None
    return Playability(RegionTerms.of(data), Source.of(data.get("source"), where.source))


SCHEMA: dict[str, Any] = {"anyOf": [{"type": "null"}, {
    "type": "object",
    "description": "Warnings about cards the deck can hardly play (Magi-Nation regions).",
    "properties": {
        "regions": {"type": "boolean"},
        "core_region": {"type": "string", "description": "The region whose Magi play only "
                        "their own and Universal cards (Core)."},
        "universal_region": {"type": "string",
                             "description": "The region every Magi may play (Universal)."},
        "restricted_types": {"type": "array", "items": {"type": "string"}, "minItems": 1,
                             "description": "Card types that cannot be played from another "
                                            "region (Relic); the others pay a penalty."},
        "creature_type": {"type": "string", "description": "The card type whose names a "
                          "Magi's text may name a kind of (Creature: Furoks)."},
        "source": {"$ref": "#/$defs/source"},
    },
    "additionalProperties": False,
}]}

#: The format file's ``playability``: whether (and in which words) to warn about cards
#: no Magi of the deck may play.
OPTIONS: RuleOptions[Playability] = RuleOptions("playability", SCHEMA, parse)


def _fact(card: Card, key: str) -> frozenset[str]:
    """A list fact of ``card`` as normalised words (a CSV cell ``A;B`` is two)."""
    return _words(as_tuple(card.facts.get(key)))


def _regions(card: Card) -> frozenset[str]:
    return _words(card.regions)


@lru_cache(maxsize=4096)
def _words(values: tuple[str, ...]) -> frozenset[str]:
    return frozenset(normalise(part) for value in values for part in value.split(";")
                     if part.strip())


#: One entry of a Magi's ``plays_not``: its types, regions and except_regions, normalised.
Denied = tuple[frozenset[str], frozenset[str], frozenset[str]]

#: What ``may_play`` reads of a Magi, as normalised words: its regions, ``plays_only``,
#: ``also_plays``, ``original_region``, its names (its own and those it counts as),
#: ``also_plays_creatures`` and ``also_plays_types``, its ``plays_not`` entries and
#: whether it is ``from_chosen_region``. Two Magi with the same facts may play the same
#: cards.
MagiFacts = tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str],
                  frozenset[str], frozenset[str], frozenset[str], frozenset[Denied], bool]

#: What ``may_play`` reads of a deck card: its regions, ``alt_play`` and
#: ``shadow_play`` as normalised words, whether one of its types is restricted, its
#: ``only_play``, its ``magi_play`` (normalised names), whether every Shadow Magi may
#: play it (``any_shadow_play``) and whether its text limits who plays it (``only_play``
#: or ``only_listed``), for a Creature the words of its name, its types (normalised) and
#: whether no Shadow Magi may play it (``no_shadow_play``).
CardFacts = tuple[frozenset[str], frozenset[str], frozenset[str], bool, frozenset[str],
                  frozenset[str], bool, bool, frozenset[str], frozenset[str], bool]


def magi_facts(magi: Card) -> MagiFacts:
    """What ``may_play`` reads of ``magi`` (``MagiFacts``)."""
    return (_regions(magi), _fact(magi, PLAYS_ONLY), _fact(magi, ALSO_PLAYS),
            _fact(magi, ORIGINAL_REGION), _words((magi.name, *magi.identities)),
            _fact(magi, ALSO_PLAYS_CREATURES), _fact(magi, ALSO_PLAYS_TYPES),
            frozenset(denied for denied, _what in _plays_not(magi)),
            _flag(magi, FROM_CHOSEN_REGION))


def _plays_not(magi: Card) -> list[tuple[Denied, str]]:
    """The entries of a Magi's ``plays_not`` (mappings; anything else is left out), each
    as its normalised ``Denied`` and the words a warning says of it ("Universal cards",
    "Relics", "non-Weave Spells")."""
    value = magi.facts.get(PLAYS_NOT)
    entries = value if isinstance(value, list) else [value]
    found: list[tuple[Denied, str]] = []
    for entry in entries:
        if not isinstance(entry, Mapping):
            continue
        types, regions, outside = (as_tuple(entry.get(key))
                                   for key in ("types", "regions", "except_regions"))
        if not (types or regions or outside):
            continue
        what = " ".join([*([f"non-{'/'.join(outside)}"] if outside else []),
                         *(["/".join(regions)] if regions else []),
                         "/".join(f"{kind}s" for kind in types) or "cards"])
        found.append(((_words(types), _words(regions), _words(outside)), what))
    return found


def _denies(denied: frozenset[Denied], regions: frozenset[str],
            card_types: frozenset[str]) -> bool:
    """Whether one of a Magi's ``plays_not`` entries covers a card of ``regions`` and
    ``card_types``."""
    return any((not types or bool(types & card_types)) and (not named or bool(named & regions))
               and not outside & regions for types, named, outside in denied)


def card_facts(card: Card, terms: RegionTerms) -> CardFacts:
    """What ``may_play`` reads of a deck ``card`` under ``terms`` (``CardFacts``)."""
    restricted = terms.restricted_keys
    limited = _fact(card, ONLY_PLAY)
    return (_regions(card), _fact(card, ALT_PLAY), _fact(card, SHADOW_PLAY),
            any(normalise(t) in restricted for t in card.types), limited,
            _fact(card, MAGI_PLAY), _flag(card, ANY_SHADOW_PLAY),
            bool(limited) or _flag(card, ONLY_LISTED),
            _creature_words(card, terms.creature_type),
            _words(card.types), _flag(card, NO_SHADOW_PLAY))


def _creature_words(card: Card, creature_type: str) -> frozenset[str]:
    """The normalised words of a creature's name ("Dark Furok": dark, furok), a card of
    ``creature_type``; none for another card."""
    if creature_type not in card.types:
        return frozenset()
    return frozenset(normalise(word) for word in _NAME_WORD.findall(card.name))


def _flag(card: Card, key: str) -> bool:
    """A true-or-false fact of ``card`` (``true``, or the text ``true`` of a CSV cell)."""
    value = card.facts.get(key)
    return value is True or (isinstance(value, str) and value.strip().casefold() == "true")


def may_play(magi: Card, card: Card, terms: RegionTerms) -> bool:
    """Whether ``magi`` may play ``card`` under the region rules.

    Input: a Magi card and a deck card (their ``regions`` and the facts ``alt_play``,
    ``only_play``, ``shadow_play``, ``original_region``, ``plays_only``, ``also_plays``),
    and ``magi_play``, ``any_shadow_play``, ``only_listed``), and the format's
    ``terms``. Output, in this order: ``False`` for a Magi with ``plays_only`` (its text
    says "can only play A, B and C cards") when none of the card's regions is listed;
    ``True`` when the card's ``magi_play`` names the Magi or a Magi it counts as ("Korg
    can play Korg's Poetry"), or the Magi is a Shadow Magi (a Core Magi with an
    ``original_region``) and the card's ``any_shadow_play`` is true or its
    ``shadow_play`` names that region; ``False`` for a Shadow Magi and a card whose
    ``no_shadow_play`` is true ("Shadow Magi cannot play this Spell") and for a card one
    of the Magi's ``plays_not`` entries covers ("Korg may not play Universal cards");
    for a Magi ``from_chosen_region`` (Niffer, League Elder), the card's regions count as
    the Magi's own from here on; for a card whose text limits who plays it
    (``only_play``: "Only A Magi [and A Shadow Magi] can play"; ``only_listed``: an
    "Only" naming no region), whether the Magi is of one of the ``only_play`` regions;
    ``True`` for a Magi with ``plays_only``; ``True`` when one of the card's regions is
    in the Magi's ``also_plays`` ("may play A cards, ignoring regional restrictions"),
    the card is a Creature whose name holds a word of the Magi's
    ``also_plays_creatures`` ("ignores regional penalties and restrictions when playing
    Furoks": Dark Furok) or of a type in its ``also_plays_types`` (Jalex: "Creatures
    and Spells of the chosen region"), the card is Universal, shares a region with the Magi, or its
    ``alt_play`` names one of the Magi's regions; for a Core Magi,
    whether the card's ``shadow_play`` names the Magi's ``original_region`` (Shadow
    Magi); for any other Magi, whether the card is neither a Core card nor of a
    restricted type (a Creature or Spell of another region is playable at a regional
    penalty). Never raises. (``facts_may_play`` answers the same from the facts of
    each, read once.)

    Magi-Nation Duel rulebook (2001): REGIONS (Regional Penalty, Regional Restriction,
    Universal Cards); THE MAGI (Core and Shadow Magi).
    """
    return facts_may_play(magi_facts(magi), card_facts(card, terms), terms.core_key,
                          terms.universal_key)


def facts_may_play(magi: MagiFacts, card: CardFacts, core_key: str, universal_key: str
                   ) -> bool:
    """``may_play`` from what it reads of the Magi and of the card, with the Core and
    Universal regions normalised (``core_key``, ``universal_key``)."""
    own, only, also, original, names, kinds, types, denied, chosen = magi
    (regions, alt, shadow, restricted, limited, named, any_shadow, listed, words,
     card_types, no_shadow) = card
    if only and not regions & only:
        return False
    shadow_magi = core_key in own and bool(original)
    if names & named or (shadow_magi and (any_shadow or bool(original & shadow))):
        return True
    if (shadow_magi and no_shadow) or _denies(denied, regions, card_types):
        return False
    if chosen:
        own = own | regions | limited  # the region chosen is the card's
    if listed:
        return bool(own & limited)
    if only or regions & also or kinds & words or types & card_types:
        return True
    if universal_key in regions or regions & own or alt & own:
        return True
    if core_key in own:
        return bool(original & shadow)
    if core_key in regions:
        return False
    return not restricted


def _names(values: Iterable[str], joiner: str = "or") -> str:
    """``"Cald or Weave"``: distinct values in order, joined."""
    distinct = list(dict.fromkeys(values))
    if len(distinct) <= 1:
        return "".join(distinct)
    return ", ".join(distinct[:-1]) + f" {joiner} " + distinct[-1]


def _stack_regions(magi: list[Card]) -> str:
    """``"Naroom"``, ``"Core, Cald"``, ``"Core (Naroom Shadow Magi)"``."""
    parts: list[str] = []
    for card in magi:
        parts.extend(card.regions)
    text = ", ".join(dict.fromkeys(parts)) or "no region"
    shadows = [str(r) for card in magi for r in as_tuple(card.facts.get(ORIGINAL_REGION))]
    if shadows:
        text += f" ({listing(list(dict.fromkeys(shadows)))} Shadow Magi)"
    return text


def _undenied(magi: Card) -> MagiFacts:
    """The ``magi_facts`` of ``magi`` without its ``plays_not``: what it would play but for
    what its text says it may not."""
    facts = magi_facts(magi)
    return (*facts[:7], frozenset(), facts[8])


class StackWords:
    """What a warning says of one deck's Magi stack, worked out once per deck: its
    regions (``_stack_regions``), and the reason when every Magi plays only the cards its
    text names (``only``), else whether some or every Magi is a Core Magi and what the
    Core Magi play (``core_homes``); the names of its Magi (``names``), its Shadow Magi
    (``shadows``), its Core Magi (``cores``) and what each Magi's text says it may not play
    or plays only (``denials``: name, ``plays_not`` entries, ``plays_only`` normalised and
    as written, and the Magi's facts without its ``plays_not``)."""

    __slots__ = ("any_core", "core_homes", "cores", "denials", "every_core", "names", "only",
                 "regions", "shadows")

    def __init__(self, magi: list[Card], terms: RegionTerms) -> None:
        self.regions = _stack_regions(magi)
        self.names = list(dict.fromkeys(m.name for m in magi))
        self.cores = {m.name for m in magi if terms.core_key in _regions(m)}
        self.shadows = list(dict.fromkeys(
            m.name for m in magi if terms.core_key in _regions(m) and _fact(m, ORIGINAL_REGION)))
        self.denials = [(m.name, _plays_not(m), _fact(m, PLAYS_ONLY),
                         list(as_tuple(m.facts.get(PLAYS_ONLY))), _undenied(m)) for m in magi]
        self.only: str | None = None
        if all(magi_card.facts.get(PLAYS_ONLY) for magi_card in magi):
            allowed = [str(r) for m in magi for r in as_tuple(m.facts.get(PLAYS_ONLY))]
            self.only = (f"by their card text the stack's Magi play only "
                         f"{_names(allowed, 'and')} cards")
        core_key = terms.core_key
        self.any_core = any(core_key in _regions(m) for m in magi)
        self.every_core = all(core_key in _regions(m) for m in magi)
        homes = [r for m in magi for r in m.regions]
        self.core_homes = (f"{terms.core} Magi play only "
                           f"{_names([*homes, terms.universal], 'and')} cards")


class CardWords:
    """What a warning says of one deck card under a judging, worked out once and
    shared by every deck: the message's ``head`` (the card, its regions and kind), the
    reasons that depend on the card alone (``core``: only Core Magi play it, ``None``
    for a card of no Core region; ``shadow``: the Shadow Magi that may play it, added
    to the Core Magi's reason; ``restriction``: the regional restriction) and the hint
    of each reason (``hint_only`` after a stack that plays only what its text names,
    ``hint_core`` after the Core Magi's reason, ``hint`` otherwise)."""

    __slots__ = ("card_types", "core", "head", "hint", "hint_core", "hint_limited", "hint_only",
                 "keys", "limited", "name", "no_shadow", "region_keys", "restriction", "shadow",
                 "unbarred")

    def __init__(self, card: Card, terms: RegionTerms) -> None:
        regions = _regions(card)
        self.name = card.name
        self.region_keys = regions
        self.card_types = _words(card.types)
        self.no_shadow = _flag(card, NO_SHADOW_PLAY)
        facts = card_facts(card, terms)
        self.unbarred = (*facts[:10], False)  # but for "Shadow Magi cannot play this"
        self.keys = (terms.core_key, terms.universal_key, terms.core)
        alt = list(as_tuple(card.facts.get(ALT_PLAY)))
        shadow = list(as_tuple(card.facts.get(SHADOW_PLAY)))
        kind = "/".join(card.types) or "card"
        self.head = (f"no Magi of the stack may play {card.name} "
                     f"({'/'.join(card.regions)} {kind}); the stack's regions: ")
        named = list(as_tuple(card.facts.get(MAGI_PLAY)))
        any_shadow = _flag(card, ANY_SHADOW_PLAY)
        who = _names([*card.regions, *alt]) + " Magi" + "".join(f" or {n}" for n in named)
        self.core: str | None = None
        if terms.core_key in regions:
            self.core = f"only {terms.core} Magi may play {terms.core} cards"
            if alt:
                self.core += f" (this one also lets {_names(alt)} Magi play it)"
        self.shadow = f" (and {_names(shadow)} Shadow Magi may play this one)" if shadow else ""
        who_core = f"{who} or {with_article(_names(shadow))} Shadow Magi" if shadow else who
        if any_shadow:
            who_core = f"{who} or a Shadow Magi"
        self.restriction = (f"{with_article(kind)} is played only by Magi of its "
                            f"region{'s' if len(regions) > 1 else ''} (regional restriction)")
        self.hint_only = _hint(_names(card.regions) + " Magi", card)
        self.hint_core = _hint(who_core, card)
        self.hint = _hint(who, card)
        limited = list(as_tuple(card.facts.get(ONLY_PLAY)))
        self.limited: str | None = None
        self.hint_limited = self.hint
        if limited or _flag(card, ONLY_LISTED):
            self.limited, self.hint_limited = _limited_words(card, limited, shadow, named,
                                                             any_shadow)

    def reason(self, stack: StackWords) -> tuple[str, str]:
        """The reason none of the Magi of ``stack`` may play the card, and the hint
        naming who could (Magi-Nation Duel rulebook, 2001: REGIONS, Regional
        Restriction; THE MAGI, Core and Shadow Magi), with what the Magi's or the card's
        own text forbids ("by card text Korg may not play Universal cards"); when that text
        is why none of the Magi may play it, it alone is the reason."""
        reason, hint = self._rules_reason(stack)
        said, barred = self._forbidden(stack)
        if not said:
            return reason, hint
        text = "by card text " + "; ".join(said)
        if self.core is not None and stack.cores <= barred:
            reason, hint = self.core, self.hint  # the Core Magi its text bars are no help
            if self.no_shadow and stack.shadows:
                hint = (f"add {with_article(self.keys[2])} Magi that is no Shadow Magi to the "
                        f"Magi stack, or remove {self.name}")
        if barred >= set(stack.names):
            return text, (f"replace {_names(stack.names, 'and')} in the Magi stack, or "
                          f"remove {self.name}")
        return f"{reason}; {text}", hint

    def _forbidden(self, stack: StackWords) -> tuple[list[str], set[str]]:
        """What the text of the stack's Magi or of the card forbids, as said ("Korg may not
        play Universal cards", "Shadow Magi may not play Crushing Darkness"), and the
        Magi so barred: only a Magi that would play the card but for that text (a Naroom
        Relic All-High King Korg may not play by its regions is no Relic it is barred
        from). Beside such a text, what the other Magi's "can only play" says."""
        said: list[str] = []
        barred: set[str] = set()
        denied = False  # said only beside a "may not play": the rules' reason says the rest
        core_key, universal_key, _core = self.keys
        for name, entries, only, only_words, undenied in stack.denials:
            for entry, what in entries:
                if _denies(frozenset([entry]), self.region_keys, self.card_types) and \
                        facts_may_play(undenied, self.unbarred, core_key, universal_key):
                    said.append(f"{name} may not play {what}")
                    barred.add(name)
                    denied = True
            if only and not only & self.region_keys and stack.only is None:
                said.append(f"{name} plays only {_names(only_words, 'and')} cards")
                barred.add(name)
        if self.no_shadow and stack.shadows and any(
                facts_may_play(undenied, self.unbarred, core_key, universal_key)
                for name, *_rest, undenied in stack.denials if name in stack.shadows):
            said.append(f"Shadow Magi ({_names(stack.shadows, 'and')}) may not play "
                        f"{self.name}")
            barred.update(stack.shadows)
            denied = True
        if not denied:
            return [], set()
        return list(dict.fromkeys(said)), barred

    def _rules_reason(self, stack: StackWords) -> tuple[str, str]:
        """The reason and hint the rules and the card's own "Only" give."""
        if stack.only is not None:
            return stack.only, self.hint_only
        if self.limited is not None:
            return self.limited, self.hint_limited
        if self.core is not None and not stack.any_core:
            return self.core, self.hint
        if stack.every_core:
            return stack.core_homes + self.shadow, self.hint_core
        return self.restriction, self.hint


def _hint(who: str, card: Card) -> str:
    return f"add {with_article(who)} to the Magi stack, or remove {card.name}"


def _limited_words(card: Card, limited: list[str], shadow: list[str], named: list[str],
                   any_shadow: bool) -> tuple[str, str]:
    """The reason and hint for a card whose text says only some Magi may play it: the
    Magi of its ``only_play`` regions, the Shadow Magi of its ``shadow_play`` (or every
    Shadow Magi), and the Magi its ``magi_play`` names ("Only Korremar and Underneath
    Shadow Magi can play ...")."""
    players: list[str] = [*named]
    options: list[str] = [*named]
    if limited:
        players.insert(0, f"{_names(limited)} Magi")
        options.insert(0, with_article(f"{_names(limited)} Magi"))
    if any_shadow:
        players.append("Shadow Magi")
        options.append("a Shadow Magi")
    elif shadow:
        players.append(f"{_names(shadow, 'and')} Shadow Magi")
        if not limited:
            options.append(with_article(f"{_names(shadow)} Shadow Magi"))
    reason = f"by its card text only {_names(players, 'and')} may play {card.name}"
    return reason, f"add {_names(options)} to the Magi stack, or remove {card.name}"


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One warning per deck line whose card no Magi of the stack may play.

    Input: the deck and its format (its ``playability`` option must ask for regions,
    else nothing is reported; the option's source is cited). The Magi are the cards of
    the stack zones that the zone accepts (a Universal Relic hiding a two-card stack is
    not a Magi); the cards judged are those of the other zones that no stack zone
    accepts (a Magi in the deck is ``zone-card-type``'s business). A stack without Magi
    or a card without regions gives no warning. Output: warnings with the card, its
    regions, the stack's regions, the reason, a hint and the source. Never raises for a
    deck.

    Legal: Evu, Tryn and Yaki (Naroom) with ``3 Arbolit`` (a Cald Creature: regional
    penalty, no warning) and ``2 Ancestral Flute`` (Universal). Reported: the same stack
    with ``2 Magma Armor`` (a Cald Relic: regional restriction) or ``2 Darkbreed
    Hyren`` (a Core Creature and no Core Magi).

    Magi-Nation Duel rulebook (2001): REGIONS (Regional Penalty, Regional Restriction,
    Universal Cards); THE MAGI (Core and Shadow Magi).
    """
    playability = ctx.fmt.option(OPTIONS)
    if playability is None:
        return
    stacks, others, terms = ctx.judging.of_format(PLAN)
    if any(e.zone in stacks for e in ctx.unresolved):
        return  # an unknown or ambiguous Magi: who may play what cannot be judged
    magi = [card for zid, spec in stacks.items() for entry, card in ctx.cards([zid])
            if spec.accepts is None or spec.accepts(card)]
    if not magi:
        return
    # each Magi profile met under the judging is a bit, each card keeps the bits of the
    # profiles that may play it: a line costs one look-up and a test of the stack's bits
    judging = ctx.judging
    bit_of = judging.table(MAGI_BIT)
    stack = 0
    for card in magi:
        bit = bit_of.get(card)
        stack |= bit if bit is not None else judging.answer(MAGI_BIT, card)
    players_of = judging.table(PLAYERS)
    stack_words: StackWords | None = None
    for entry, card in ctx.cards():  # every line, listed once for the deck's rules
        if entry.zone not in others:
            continue  # the stack, or a zone the format has not
        players = players_of.get(card, _UNASKED)
        if players is _UNASKED:
            players = judging.answer(PLAYERS, card)
        if players is None:
            continue  # no region, or a Magi: never reported
        if stack & ~players.known:
            players.learn(stack, judging)
        if not stack & players.playable:
            stack_words = stack_words or StackWords(magi, terms)
            yield _violation(ctx, entry, card, stack_words)


def _plan(fmt: Format, playability: Playability
          ) -> tuple[dict[str, ZoneSpec], list[str], RegionTerms]:
    """What the rule reads of a format: its stack zones, its other zones, its terms."""
    stacks = {zid: spec for zid, spec in fmt.zones.items() if spec.stack is not None}
    others = [zid for zid in fmt.zones if zid not in stacks]
    return stacks, others, playability.terms


#: What the rule reads of the format (``_plan``).
def _judging_plan(judging: Judging, _: None
                  ) -> tuple[dict[str, ZoneSpec], list[str], RegionTerms]:
    playability = judging.fmt.option(OPTIONS)
    assert playability is not None  # asked only of formats that ask for regions
    return _plan(judging.fmt, playability)


PLAN: Question[None, tuple[dict[str, ZoneSpec], list[str], RegionTerms]] = Question(
    "region-unplayable plan", _judging_plan)

class Profiles:
    """The Magi profiles (``magi_facts``) met under a judging: Magi of the same facts may
    play the same cards, and share one bit. ``bits``: profile -> its bit; ``met``: the
    profiles in the order of their bits (bit ``1 << i`` is ``met[i]``'s)."""

    __slots__ = ("bits", "met")

    def __init__(self) -> None:
        self.bits: dict[MagiFacts, int] = {}
        self.met: list[MagiFacts] = []

    def bit(self, profile: MagiFacts) -> int:
        """The bit of ``profile``, given when first met."""
        bit = self.bits.get(profile)
        if bit is None:
            bit = self.bits[profile] = 1 << len(self.met)
            self.met.append(profile)
        return bit


#: The Magi profiles met under a judging (``Profiles``).
PROFILES: Question[None, Profiles] = Question("region profiles",
                                              lambda _judging, _: Profiles())


def _magi_bit(judging: Judging, magi: Card) -> int:
    """The bit of the profile of ``magi`` (``Profiles.bit``)."""
    return judging.of_format(PROFILES).bit(magi_facts(magi))


#: The bit of each Magi's profile (``_magi_bit``): a deck's stack is the union of its
#: Magi's bits.
MAGI_BIT: Question[Card, int] = Question("region-profile", _magi_bit)


def _card_facts(judging: Judging, card: Card) -> CardFacts | None:
    """What ``may_play`` reads of a deck card (``card_facts``), or ``None`` for a card
    no Magi is warned about: without a region, or a Magi itself (not judged as a deck
    card)."""
    stacks, _others, terms = judging.of_format(PLAN)
    if not card.regions or any(spec.accepts is not None and spec.accepts(card)
                               for spec in stacks.values()):
        return None
    return card_facts(card, terms)


class Players:
    """Which of the Magi profiles met so far (``PROFILES``) may play a deck card of
    ``facts`` (``CardFacts``): ``known``, the bits of the profiles asked, and
    ``playable``, those of them that may play it (``facts_may_play``)."""

    __slots__ = ("facts", "known", "playable")

    def __init__(self, facts: CardFacts) -> None:
        self.facts = facts
        self.known = 0
        self.playable = 0

    def learn(self, bits: int, judging: Judging) -> None:
        """Ask ``facts_may_play`` of each profile of ``bits`` not yet asked."""
        missing = bits & ~self.known
        met = judging.of_format(PROFILES).met
        core_key, universal_key = judging.of_format(KEYS)
        self.known |= missing
        while missing:
            bit = missing & -missing  # the lowest bit left
            if facts_may_play(met[bit.bit_length() - 1], self.facts, core_key, universal_key):
                self.playable |= bit
            missing ^= bit


#: The ``Players`` of each set of card facts met under a judging: cards of the same
#: regions and facts share one.
SHARED: Question[None, dict[CardFacts, Players]] = Question("region players",
                                                           lambda _judging, _: {})


def _players(judging: Judging, card: Card) -> Players | None:
    """The ``Players`` of a deck card (shared by the cards of its facts), or ``None``
    for a card no Magi is warned about (``_card_facts``)."""
    facts = _card_facts(judging, card)
    if facts is None:
        return None
    shared = judging.of_format(SHARED)
    found = shared.get(facts)
    if found is None:
        found = shared[facts] = Players(facts)
    return found


#: Which Magi profiles may play each deck card (``Players``), filled as decks ask.
PLAYERS: Question[Card, Players | None] = Question("region-card", _players)

#: The format's Core and Universal regions, normalised.
KEYS: Question[None, tuple[str, str]] = Question(
    "region keys", lambda judging, _: (judging.of_format(PLAN)[2].core_key,
                                       judging.of_format(PLAN)[2].universal_key))


#: A card not yet asked ``PLAYERS`` (whose answer may be ``None``).
_UNASKED: Any = object()


def _violation(ctx: CheckContext, entry: DeckEntry, card: Card, stack: StackWords
                ) -> Violation:
    """The warning for a card none of the Magi of ``stack`` may play, with the reason
    and a fix."""
    judging = ctx.judging
    words = judging.table(WORDS).get(card) or judging.answer(WORDS, card)
    reason, hint = words.reason(stack)
    return RULE.violation(
        f"{words.head}{stack.regions}; {reason}",
        zone=entry.zone, line=entry.line.line, cards=(card.name,), count=entry.count,
        source=judging.of_format(CITED), hint=hint, written=ctx.written(entry),
    )


#: What a warning says of each deck card (``CardWords``), under the format's terms.
WORDS: Question[Card, CardWords] = Question(
    "region-unplayable words", lambda judging, card: CardWords(card, judging.of_format(PLAN)[2]))


def _cited(judging: Judging, _: None) -> str | None:
    playability = judging.fmt.option(OPTIONS)
    return playability.source.cite() if playability is not None else None


#: The source the warnings cite: the format's ``playability`` source.
CITED: Question[None, str | None] = Question("region-unplayable source", _cited)


RULE = Rule(
    "region-unplayable", "CT601", "warning", "A card none of the deck's Magi can play.",
    check, __doc__ or "", OPTIONS, applies=uses(OPTIONS),
)
