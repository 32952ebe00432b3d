"""Magi-Nation Duel importer: the Magi-Nation Search card list in, a card database out.

Sources (any mix; records of the same card are merged):

- ``mnsearch-react_cards.json`` from zephyrfalcon/mnsearch-react (2021): a JSON list of
  1,333 records, one per printing and, for the 108 dual-region cards, one per region
  order (1,212 unique cards);
- the per-set YAML files it was built from (``BS.yaml`` ... ``PR.yaml``; the file name
  is the set code; ``reference`` entries repeat a dual-region card in its second
  region's section);
- a folder, meaning the ``.json``, ``.yaml`` and ``.yml`` files directly inside it.

Only facts are kept (DESIGN 4): name, type, subtypes, regions, sets, rarities, cost
(for Magi: the starting energy, also stored as ``starting_energy``), energize,
starting cards, ``counts_as``, the number of Magi a double Magi card counts as, and
the region facts ``alt_play``, ``shadow_play``, ``original_region``,
``starting_magi``, ``starting_magi_regions``, and the facts read from a card's own
sentence (``only_play``, ``magi_play``, ``any_shadow_play``, ``only_listed``,
``plays_only``, ``also_plays``, ``also_plays_creatures``, ``also_plays_types``,
``no_shadow_play``, ``plays_not``, ``from_chosen_region``, ``deck_limit``,
``stack_excludes``, ``fourth_magi_after``; the text itself is not kept).
Rules text (``text``, ``effects``, ``powers`` and the typo keys ``effect``, ``power``),
flavour text, artists, images and the source's own keys are never copied: only the
fields named above are read.

``counts_as`` (rulebook 2001, "Alternate Magi", "Double Magi Cards", "Building Your
Deck") comes from three paths: the data's ``alternate`` field, the title rule (a Magi
whose name holds another Magi's name as whole words is that Magi) and double Magi
cards (``"Korg & Zet"``). Chains are flattened to the original card.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from cardtools.errors import CardtoolsError
from cardtools.names import normalise
from cardtools.yamlio import load_json, load_yaml

GAME = "magi-nation"
DESCRIPTION = (
    "Magi-Nation Duel: mnsearch-react_cards.json (zephyrfalcon/mnsearch-react, 2021) "
    "and/or its per-set YAML sources (BS.yaml ... PR.yaml)"
)

SOURCE: dict[str, str] = {
    "name": "Magi-Nation Search (zephyrfalcon/mnsearch-react): cards.json and its per-set "
    "YAML sources",
    "url": "https://github.com/zephyrfalcon/mnsearch-react",
}
DATE = "2021"

#: Set codes in the order of the data's README (not a release order), with their names.
SETS: dict[str, str] = {
    "BS": "Base Set (Unlimited)",
    "AW": "Awakening",
    "DE": "Dream's End",
    "ND": "Nightmare's Dawn",
    "VS": "Voice of the Storms",
    "TR": "Traitor's Reach",
    "PR": "Promo",
}
SET_ORDER: tuple[str, ...] = tuple(SETS)

TYPES: tuple[str, ...] = ("Magi", "Creature", "Relic", "Spell")

#: Rarity code of the source -> rarity name, in the order rarity lists are written.
RARITIES: dict[str, str] = {"C": "Common", "U": "Uncommon", "R": "Rare", "P": "Promo"}

#: Keys of a source record that are rules text, flavour, art or the source's own ids:
#: never copied. Listed for the tests; the importer reads only the keys it needs.
DROPPED_KEYS: frozenset[str] = frozenset(
    {
        "text",
        "effects",
        "effect",
        "powers",
        "power",
        "flavor",
        "artist",
        "image",
        "key",
        "normalized_name",
    }
)

#: Magi whose name holds another Magi's name as whole words but who are NOT that Magi
#: (title-rule false positives), name -> reason. Every match was checked by hand
#: against the 2021 data (see cards/magi-nation/README.md); none needed excluding.
TITLE_RULE_EXCLUDED: dict[str, str] = {}

#: The output record's keys, in the order they are written.
FIELD_ORDER: tuple[str, ...] = (
    "name",
    "type",
    "subtypes",
    "regions",
    "sets",
    "rarity",
    "cost",
    "starting_energy",
    "energize",
    "starting",
    "counts_as",
    "magi_count",
    "alt_play",
    "only_play",
    "magi_play",
    "only_listed",
    "deck_limit",
    "shadow_play",
    "any_shadow_play",
    "original_region",
    "plays_only",
    "also_plays",
    "also_plays_creatures",
    "also_plays_types",
    "no_shadow_play",
    "plays_not",
    "from_chosen_region",
    "stack_excludes",
    "fourth_magi_after",
    "starting_magi",
    "starting_magi_regions",
    "cost_by_set",
)

NOTES: list[str] = [
    "cost: energy cost to play; for a Magi it is the Magi's starting energy (also in "
    "starting_energy).",
    "counts_as: the identities a card counts as for deck construction (alternates, "
    "title rule, double Magi); absent when the card is only itself.",
    "magi_count: how many Magi a double Magi card counts as (absent means 1).",
    "alt_play: regions whose Magi may play this card; shadow_play: original regions whose "
    "Shadow Magi may play it; original_region: a Shadow Magi's former region.",
    "only_play: the only regions whose Magi may play this card (its text says \"Only X "
    "Magi can play\"), besides the Shadow Magi of its shadow_play.",
    "magi_play: Magi, by name, whose card text lets them play this card (\"Korg can play "
    "Korg's Poetry\"): a Magi of that name or counting as it may play it.",
    "any_shadow_play: true when its text lets every Shadow Magi play it (\"Only Shadow Magi "
    "can play Shadow Ritual\").",
    "only_listed: true when its text's \"Only ... can play\" names no region, only Magi by "
    "name or Shadow Magi: no Magi but those of magi_play, shadow_play and any_shadow_play "
    "may play it.",
    "starting_magi: Magi this card is a starting card of; starting_magi_regions: every "
    "Magi of these regions may start with it.",
    "cost_by_set: only where printings list different costs; cost is then the cost of "
    "the first printing in set order BS, AW, DE, ND, VS, TR, PR.",
    "deck_limit: \"any\" for a card whose text lets a deck hold more than one copy of it "
    "(Rayje, in the Magi stack), or the number of copies its text allows (Ancient's "
    "Puzzlebox: 6).",
    "plays_only: a Magi's \"can only play A and B cards\"; also_plays: a Magi's \"may play A "
    "cards, ignoring regional restrictions and penalties\" (both read from that sentence).",
    "also_plays_creatures: a Magi's \"ignores regional penalties and restrictions when playing "
    "Furoks\": the word of the Creatures' names (Furok) whose Creatures it plays from any "
    "region.",
    "also_plays_types: a Magi's \"can play Creatures and Spells of the chosen region, "
    "ignoring regional restrictions and penalties\" (Jalex): the card types it plays of "
    "any region.",
    "also_plays_types also holds Bria's \"may play Relics from that Region regardless of "
    "regional restrictions\" (the region named when revealed): Relic.",
    "no_shadow_play: true when a card's text says \"Shadow Magi cannot play this Spell\" "
    "(Crushing Darkness); a card's \"Non-Weave Magi may not play Harmony\" is its "
    "only_play.",
    "plays_not: what a Magi's text says it may not play, each {types, regions, "
    "except_regions} (Korg: \"may not play Universal cards\": regions Universal; Korg & "
    "Zet: \"may not play Relics\": types Relic; Kesia: \"may not play non-Weave Spells\": "
    "types Spell, except_regions Weave).",
    "from_chosen_region: true when a Magi's text makes it a Magi of a region chosen during "
    "the game (Niffer: \"Niffer is from the chosen region as well as Arderial\"; League "
    "Elder).",
    "stack_excludes: the regions whose Magi a Magi's text keeps out of its Magi stack "
    "(\"Yaki cannot be in a Magi stack with Core Magi\").",
    "fourth_magi_after: the Magi, in stack order, after whom a Magi's text lets it be a "
    "fourth Magi (Ninibom: Baa, Wiep, Grahnna).",
]

_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
_TWO_MAGI = re.compile(r"\bcounts?\s+as\s+two\s+Magi\b", re.IGNORECASE)
_QUANTIFIER = re.compile(r"^(?:any\s+)?(?:one\s+)?", re.IGNORECASE)
_ANY_REGION_MAGI = re.compile(r"^any\s+(?P<region>.+?)\s+magi$", re.IGNORECASE)
_LIST_SPLIT = re.compile(r"\s*,\s*|\s+and\s+")
#: A card's sentence naming the Magi who may play it ("Naroom Magi may play Dark Furok",
#: "Only d'Resh and d'Resh Shadow Magi may play Mirage", "Core Magi can play Sneaky
#: Weebo"): who, and what (the card's own name, checked by the caller).
_MAY_PLAY = re.compile(
    r"(?:^|(?<=[.!\n]))\s*(?P<only>Only\s+)?(?P<who>[^.!\n]+?)\s+(?:may|can)\s+play\s+"
    r"(?P<what>[^.,!\n]+?)(?=\s+(?:without|for|ignoring)\b|[.,!\n]|$)")
#: What parts the Magi of such a sentence ("Arderial and Orothe Shadow Magi").
_WHO_SPLIT = re.compile(r"\s*,\s*|\s+(?:and|or)\s+")
_REGION_WORDS = re.compile(r"[^\W_]+")
#: A Magi's text on what it plays: "Aurorea can only play Nar cards", "Locke may only
#: play Nar and Universal cards" (``only``); "You may play Naroom cards, ignoring regional
#: restrictions and penalties", "Sorrowing Ogar can play all Core cards ignoring ..."
#: (``also``). Who is checked by the caller.
_MAGI_PLAYS = re.compile(
    r"(?:^|(?<=[.!\n]))\s*(?P<who>[^.!\n]+?)\s+(?:can|may)\s+(?:(?P<only>only)\s+)?play\s+"
    r"(?:all\s+)?(?P<what>[^.!\n]+?)\s+cards\b(?P<rest>[^.!\n]*)")
_IGNORING = re.compile(r"ignor(?:ing|es)\s+regional\s+(?:restrictions\s+and\s+penalties"
                       r"|penalties\s+and\s+restrictions)", re.IGNORECASE)
#: A Magi's text letting it play Creatures of one kind from any region (Fiend of Furoks:
#: "Fiend of Furoks ignores regional penalties and restrictions when playing Furoks";
#: Gorran: "Ignore ... when playing Jiles from your hand"; Yerthe: "You ignore ... when
#: playing hyren"). Who is checked by the caller.
_IGNORES_WHEN_PLAYING = re.compile(
    r"(?:^|(?<=[.!\n]))\s*(?:(?P<who>[^.!\n]+?)\s+)?ignores?\s+regional\s+(?:penalties\s+and\s+"
    r"restrictions|restrictions\s+and\s+penalties)\s+when\s+playing\s+(?P<what>[\w'\u2019-]+)"
    r"(?:\s+from\s+your\s+hand)?\s*(?=[.!\n]|$)", re.IGNORECASE)
#: A Magi's text letting it play cards of some types of a region it chooses (Jalex:
#: "Choose a region. Until the end of your turn, Jalex can play Creatures and Spells of
#: the chosen region, ignoring regional restrictions and penalties"; Bria: "When you
#: reveal Bria, name one Region. Bria may play Relics from that Region regardless of
#: regional restrictions"). Who is checked by the caller.
_CHOSEN_REGION_TYPES = re.compile(
    r"(?:^|(?<=[.!\n]))\s*(?:until\s+the\s+end\s+of\s+(?:your|the)\s+turn,\s*)?"
    r"(?P<who>[^.!\n,]+?)\s+(?:can|may)\s+play\s+(?P<what>[^.!\n]+?)\s+(?:of|from)\s+"
    r"(?:the\s+chosen|that)\s+region,?\s+(?:ignoring|regardless\s+of)\s+regional\s+"
    r"(?:restrictions(?:\s+and\s+penalties)?|penalties\s+and\s+"
    r"restrictions)", re.IGNORECASE)
_LIST_WORDS = re.compile(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
#: A sentence naming who may not play something: a card's "Non-Weave Magi may not play
#: Harmony", "Non-Core, non-Weave Magi cannot play Gia Pet", "Shadow Magi cannot play
#: this Spell" (what: the card itself, checked by the caller), and a Magi's "Korg may not
#: play Universal cards", "Kesia may not play non-Weave Spells", "Korg & Zet may play no
#: more than two cards each turn and may not play Relics" (who: words of its own name,
#: checked by the caller, before an optional clause ending in "and").
_MAY_NOT_PLAY = re.compile(
    r"(?:^|(?<=[.!\n]))\s*(?P<who>[^.!\n]+?)\s+(?:[^.!\n]*?\s+and\s+)?"
    r"(?:cannot|can\s*not|can['\u2019]t|may\s+not)\s+play\s+(?P<what>[^.,!\n]+?)\s*"
    r"(?=[.,!\n]|$)", re.IGNORECASE)
#: A Magi's text making it a Magi of a region chosen during the game (Niffer: "Niffer is
#: from the chosen region as well as Arderial"; League Elder: "League Elder is from that
#: region"). Who is checked by the caller.
_FROM_CHOSEN_REGION = re.compile(
    r"(?:^|(?<=[.!\n]))\s*(?P<who>[^.!\n]+?)\s+is\s+from\s+(?:the\s+chosen|that)\s+region\b",
    re.IGNORECASE)
#: A card's text letting a deck hold several copies of it (Rayje: "You can play with more
#: than one copy of Rayje in yur deck", the source's typo).
_MORE_THAN_ONE_COPY = re.compile(
    r"\bplay\s+with\s+more\s+than\s+one\s+copy\s+of\s+(?P<what>[^.,\n]+?)\s+in\s+\w+\s+deck",
    re.IGNORECASE)
#: A card's text setting how many copies of it a deck may hold (Ancient's Puzzlebox:
#: "Your deck may contain up to six copies of Ancient Puzzlebox", the source's spelling).
_UP_TO_COPIES = re.compile(
    r"\bdeck\s+(?:may|can)\s+(?:contain|hold|have)\s+up\s+to\s+(?P<count>\w+)\s+copies\s+of\s+"
    r"(?P<what>[^.,\n]+?)\s*(?=[.,\n]|$)", re.IGNORECASE)
_NUMBER_WORDS: dict[str, int] = {
    "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
#: A Magi's text letting it share the stack with the Magi its title names (The Real
#: Qwade: 'The Real Qwade can be in a Magi stack with "Qwade".').
_STACK_WITH = re.compile(
    r"(?:^|(?<=[.!\n]))\s*(?P<who>[^.!\n]+?)\s+(?:can|may)\s+be\s+in\s+a\s+Magi\s+stack\s+"
    r"with\s+[\"\u201c]?(?P<other>[^.!\n\"\u201d]+?)[\"\u201d]?\s*(?=[.!\n]|$)", re.IGNORECASE)
#: A Magi's text keeping Magi of a region out of its stack (Yaki, Core Stalker: "Yaki
#: cannot be in a Magi stack with Core Magi"; Sorrowing Ogar: "Sorrowing Ogar may not be
#: played in a deck with any Core Magi").
_STACK_WITHOUT = re.compile(
    r"(?:^|(?<=[.!\n]))\s*(?P<who>[^.!\n]+?)\s+(?:cannot|can\s*not|may\s+not)\s+be\s+"
    r"(?:in\s+a\s+Magi\s+stack|played\s+in\s+a\s+deck)\s+with\s+(?:any\s+)?"
    r"(?P<what>[^.!\n]+?)\s+Magi\b", re.IGNORECASE)
#: A Magi's text letting it be a fourth Magi after three named ones (Ninibom).
_FOURTH_MAGI = re.compile(
    r"\bIf\s+your\s+defeated\s+Magi\s+are\s+(?P<magi>[^.!\n]+?),?\s+in\s+that\s+order,\s+you\s+"
    r"(?:can|may)\s+play\s+(?P<who>[^.!\n]+?)\s+as\s+a\s+fourth\s+Magi\b", re.IGNORECASE)
#: Who a card's sentence names by the region they are not of ("Non-Core Magi").
_NON_REGION = re.compile(r"^\s*non[-\s]", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['\u2019]s\b")


class Said(NamedTuple):
    """One part of a card's sentence naming who may play it ("Korremar and Underneath
    Shadow Magi can play Rabid Bisiwog" has two): ``only`` when the sentence begins with
    "Only"; ``shadow`` for Shadow Magi; ``words`` the region or Magi name written (empty
    for "Shadow Magi" of no region); ``magi_word`` whether the part ended in "Magi" (a
    part without it may be a Magi's name: "Korremar", "Korg"; or a region shared with
    the next part: "Only Nar and Nar Shadow Magi")."""

    only: bool
    shadow: bool
    words: str
    magi_word: bool


@dataclass
class Printing:
    """One source record (a printing of a card, in one region order), facts only."""

    name: str
    type: str
    regions: tuple[str, ...]
    set: str
    rarity: str
    origin: str
    cost: int | str | None = None
    energize: int | None = None
    subtype: str | None = None
    starting: tuple[str, ...] = ()
    alternate: tuple[str, ...] = ()
    alt_play: tuple[str, ...] = ()
    shadow_play: tuple[str, ...] = ()
    original_region: str | None = None
    starting_magi: tuple[str, ...] = ()
    counts_two_magi: bool = False
    plays_said: tuple[Said, ...] = ()
    deck_limit: int | str | None = None
    magi_plays: tuple[tuple[str, str], ...] = ()
    plays_kinds: tuple[str, ...] = ()
    plays_types: tuple[str, ...] = ()
    plays_denied: tuple[Said, ...] = ()
    magi_denied: tuple[str, ...] = ()
    from_chosen_region: bool = False
    stack_with: tuple[str, ...] = ()
    stack_without: tuple[str, ...] = ()
    fourth_after: tuple[str, ...] = ()


@dataclass
class Merged:
    """The merged facts of every printing of one card."""

    name: str
    type: str
    origin: str
    regions: list[str] = field(default_factory=list)
    sets: list[str] = field(default_factory=list)
    rarities: list[str] = field(default_factory=list)
    costs: dict[str, int | str] = field(default_factory=dict)
    energize: int | None = None
    subtypes: list[str] = field(default_factory=list)
    starting: list[str] = field(default_factory=list)
    alternate: list[str] = field(default_factory=list)
    alt_play: list[str] = field(default_factory=list)
    only_play: list[str] = field(default_factory=list)
    shadow_play: list[str] = field(default_factory=list)
    original_region: str | None = None
    starting_magi: list[str] = field(default_factory=list)
    starting_magi_regions: list[str] = field(default_factory=list)
    counts_two_magi: bool = False
    double_parts: int = 1
    plays_said: list[Said] = field(default_factory=list)
    magi_play: list[str] = field(default_factory=list)
    any_shadow_play: bool = False
    only_listed: bool = False
    deck_limit: int | str | None = None
    stack_with: list[str] = field(default_factory=list)
    stack_without: list[str] = field(default_factory=list)
    stack_excludes: list[str] = field(default_factory=list)
    fourth_after: list[str] = field(default_factory=list)
    magi_plays: list[tuple[str, str]] = field(default_factory=list)
    plays_only: list[str] = field(default_factory=list)
    also_plays: list[str] = field(default_factory=list)
    plays_kinds: list[str] = field(default_factory=list)
    also_plays_creatures: list[str] = field(default_factory=list)
    also_plays_types: list[str] = field(default_factory=list)
    plays_denied: list[Said] = field(default_factory=list)
    no_shadow_play: bool = False
    magi_denied: list[str] = field(default_factory=list)
    plays_not: list[dict[str, list[str]]] = field(default_factory=list)
    from_chosen_region: bool = False


@dataclass
class ImportLog:
    """What the importer merged, fixed and derived, for the database's README.

    ``alternates``: ``(card, counts_as, paths)``, paths among ``data field``,
    ``title rule``, ``double Magi``. ``placeholders``: ``(card, field, entry, result)``
    with ``result`` the card name it became or ``None`` when dropped.
    ``renamed``: ``(card, field, written, canonical)`` spelling fixes.
    ``unknown``: ``(card, field, name)`` names kept although no card has them.
    ``title_excluded``: ``(card, other Magi, reason)``. ``cost_conflicts``: ``(card,
    {set: cost})``. ``dual_region``: names merged from two region orders.
    ``reprints``: ``(card, sets)`` for cards printed in several sets.
    ``magi_count``: ``(card, count)`` for cards counting as more than one Magi.
    ``plays_from_text``: ``(card, field, value)`` for the facts read from the card's
    own sentence: the ``alt_play`` and ``shadow_play`` regions ("Naroom Magi may play
    Dark Furok") where the source's field does not give them, and ``only_play``,
    ``magi_play``, ``any_shadow_play``, ``only_listed``, ``plays_only``, ``also_plays``,
    ``also_plays_creatures``, ``also_plays_types`` and ``stack_excludes``.
    """

    records: int = 0
    alternates: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = field(default_factory=list)
    placeholders: list[tuple[str, str, str, str | None]] = field(default_factory=list)
    renamed: list[tuple[str, str, str, str]] = field(default_factory=list)
    unknown: list[tuple[str, str, str]] = field(default_factory=list)
    title_excluded: list[tuple[str, str, str]] = field(default_factory=list)
    cost_conflicts: list[tuple[str, dict[str, int | str]]] = field(default_factory=list)
    dual_region: list[str] = field(default_factory=list)
    reprints: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    magi_count: list[tuple[str, int]] = field(default_factory=list)
    plays_from_text: list[tuple[str, str, str]] = field(default_factory=list)

    def markdown(self) -> str:
        """Return the derived facts as Markdown lists (pasted into the README)."""
        out = ["### Derived alternates (card -> counts_as: path)", ""]
        out += [
            f"- {card} -> {', '.join(targets)}: {' + '.join(paths)}"
            for card, targets, paths in self.alternates
        ]
        out += ["", "### Cards counting as two Magi", ""]
        out += [f"- {card}: {count}" for card, count in self.magi_count]
        out += ["", "### Placeholder starting cards", ""]
        for card, where, entry, result in self.placeholders:
            fate = f"resolved to {result}" if result else "dropped"
            out.append(f"- {card} ({where}): `{entry}` {fate}")
        out += ["", "### Spelling fixes", ""]
        out += [f"- {c} ({w}): `{a}` -> {b}" for c, w, a, b in self.renamed]
        out += ["", "### Reprints merged", ""]
        out += [f"- {card}: {', '.join(sets)}" for card, sets in self.reprints]
        out += ["", "### Differing costs", ""]
        for card, costs in self.cost_conflicts:
            out.append(f"- {card}: " + ", ".join(f"{s} {c}" for s, c in costs.items()))
        out += ["", "### Who may play a card, and what a Magi plays, read from its own "
                "sentence", ""]
        out += [f"- {card}: {where} {region}" for card, where, region in self.plays_from_text]
        if self.unknown:
            out += ["", "### Names kept that name no card", ""]
            out += [f"- {c} ({w}): {n}" for c, w, n in self.unknown]
        return "\n".join(out) + "\n"


def build(sources: list[Path]) -> dict[str, Any]:
    """Build the Magi-Nation Duel card database document from ``sources``.

    Input: paths of ``mnsearch-react_cards.json``, per-set YAML files (named by set
    code) or folders holding them; all records are merged by card name. Output: a
    document of ``cardtools/schemas/cards.schema.json`` with ``schema_version``,
    ``game``, ``source``, ``date``, ``notes`` and ``cards`` (one record per card,
    sorted by normalised name). Raises ``CardtoolsError`` naming the file (and the
    record's JSON path) when no source is given, or a source is missing, unreadable,
    not JSON/YAML or holds no card record, or a record has no name or an unknown type,
    set, rarity or region list, or two records of one card disagree on its type.
    """
    document, _log = build_with_log(sources)
    return document


def build_with_log(sources: Sequence[Path]) -> tuple[dict[str, Any], ImportLog]:
    """Like ``build``, also returning the ``ImportLog`` of what was merged and derived.

    Raises ``CardtoolsError`` as ``build`` does.
    """
    files = list(_expand(sources))
    if not files:
        raise CardtoolsError("no source files given (expected mnsearch-react_cards.json)")
    log = ImportLog()
    printings: list[Printing] = []
    references: list[tuple[str, tuple[str, ...], str]] = []
    for path in files:
        for printing in _read_file(path, references):
            printings.append(printing)
    if not printings:
        raise CardtoolsError("no card records found", ", ".join(map(str, files)))
    log.records = len(printings)
    cards = _merge(printings, references, log)
    _plays_from_text(cards, log)
    records = _finish(cards, log)
    document: dict[str, Any] = {
        "schema_version": 1,
        "game": GAME,
        "source": dict(SOURCE),
        "date": DATE,
        "notes": list(NOTES),
        "cards": records,
    }
    return document, log


# -- reading ---------------------------------------------------------------------------


def _expand(sources: Sequence[Path]) -> Iterator[Path]:
    for source in sources:
        path = Path(source)
        if path.is_dir():
            found = sorted(
                p for p in path.iterdir() if p.suffix.lower() in (".json", ".yaml", ".yml")
            )
            if not found:
                raise CardtoolsError("folder holds no .json or .yaml card files", str(path))
            yield from found
        else:
            yield path


def _read_file(path: Path, references: list[tuple[str, tuple[str, ...], str]]) -> list[Printing]:
    where = str(path)
    suffix = path.suffix.lower()
    if suffix not in (".json", ".yaml", ".yml"):
        raise CardtoolsError(
            "not a Magi-Nation Search source (expected a .json or per-set .yaml file)", where
        )
    set_code = None if suffix == ".json" else path.stem.upper()
    if set_code is not None and set_code not in SETS:
        known = ", ".join(SET_ORDER)
        raise CardtoolsError(f"a per-set YAML file must be named by its set code ({known})", where)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise CardtoolsError("file not found", where) from None
    except (OSError, UnicodeDecodeError) as exc:
        problem = getattr(exc, "strerror", None) or exc
        raise CardtoolsError(f"cannot read: {problem}", where) from None
    data = load_json(text, where) if set_code is None else load_yaml(text, where)
    if not isinstance(data, list):
        raise CardtoolsError("expected a list of card records", where, "$")
    printings = []
    for position, record in enumerate(data):
        at = f"$[{position}]"
        if not isinstance(record, Mapping):
            raise CardtoolsError("a card record must be an object", where, at)
        if "reference" in record and "name" not in record:
            name = _text(record, "reference", where, at)
            references.append((name, _regions(record, where, at), where))
            continue
        printings.append(_printing(record, set_code, where, at))
    return printings


def _printing(record: Mapping[str, Any], set_code: str | None, where: str, at: str) -> Printing:
    name = _text(record, "name", where, at)
    kind = _text(record, "type", where, at)
    if kind not in TYPES:
        raise CardtoolsError(
            f"unknown card type {kind!r} (expected {', '.join(TYPES)})", where, f"{at}.type"
        )
    code = set_code if set_code is not None else _text(record, "set", where, at)
    if code not in SETS:
        raise CardtoolsError(
            f"unknown set {code!r} (expected {', '.join(SET_ORDER)})", where, f"{at}.set"
        )
    rarity = _text(record, "rarity", where, at)
    if rarity not in RARITIES:
        raise CardtoolsError(
            f"unknown rarity {rarity!r} (expected C, U, R or P)", where, f"{at}.rarity"
        )
    cost = record.get("cost")
    if cost is not None and (isinstance(cost, bool) or not isinstance(cost, int | str)):
        raise CardtoolsError("cost must be a number or a text such as 'X+1'", where, f"{at}.cost")
    energize = record.get("energize")
    if energize is not None and (isinstance(energize, bool) or not isinstance(energize, int)):
        raise CardtoolsError("energize must be a number", where, f"{at}.energize")
    starting = record.get("starting")
    if starting is None:
        starting = record.get("startin")  # typo key of the source
    texts = [record.get("text")]
    return Printing(
        name=name,
        type=kind,
        regions=_regions(record, where, at),
        set=code,
        rarity=RARITIES[rarity],
        origin=where,
        cost=cost,
        energize=energize,
        subtype=_optional_text(record, "subtype", where, at),
        starting=_strings(starting, where, f"{at}.starting"),
        alternate=_strings(record.get("alternate"), where, f"{at}.alternate"),
        alt_play=_region_list(record.get("alt_play"), where, f"{at}.alt_play"),
        shadow_play=_region_list(record.get("shadow_play"), where, f"{at}.shadow_play"),
        original_region=_optional_text(record, "original_region", where, at),
        starting_magi=_strings(record.get("starting_magi"), where, f"{at}.starting_magi"),
        counts_two_magi=any(isinstance(t, str) and _TWO_MAGI.search(t) for t in texts),
        plays_said=tuple(_plays_said(name, _all_texts(record))),
        magi_plays=tuple(_magi_plays(name, _all_texts(record))) if kind == "Magi" else (),
        plays_kinds=tuple(_plays_kinds(name, _all_texts(record))) if kind == "Magi" else (),
        plays_types=tuple(_plays_types(name, _all_texts(record))) if kind == "Magi" else (),
        plays_denied=tuple(_plays_denied(name, kind, _all_texts(record))),
        magi_denied=tuple(_magi_denied(name, _all_texts(record))) if kind == "Magi" else (),
        from_chosen_region=kind == "Magi" and _from_chosen_region(name, _all_texts(record)),
        deck_limit=_deck_limit(name, [t for t in texts if isinstance(t, str)]),
        stack_with=tuple(_stack_with(name, [t for t in texts if isinstance(t, str)])),
        stack_without=tuple(_stack_without(name, _all_texts(record))) if kind == "Magi" else (),
        fourth_after=_fourth_after(name, [t for t in texts if isinstance(t, str)])
        if kind == "Magi" else (),
    )


def _fourth_after(name: str, texts: Sequence[str]) -> tuple[str, ...]:
    """The Magi, in order, after whose defeat a Magi's own text lets it be played as a
    fourth Magi (Ninibom: "If your defeated Magi are Baa, Wiep, and Grannah, in that
    order, you can play Ninibom as a fourth Magi"); the names are resolved later."""
    for text in texts:
        for found in _FOURTH_MAGI.finditer(text):
            if _names_itself(found["who"], name):
                return tuple(part for part in _LIST_WORDS.split(found["magi"].strip()) if part)
    return ()


def _names_itself(what: str, name: str) -> bool:
    """Whether a card's sentence names the card itself: its name, or its name without a
    possessive 's (Ancient's Puzzlebox's text writes "Ancient Puzzlebox")."""
    said = normalise(_POSSESSIVE.sub("", what))
    return normalise(what) == normalise(name) or said == normalise(_POSSESSIVE.sub("", name))


def _deck_limit(name: str, texts: Sequence[str]) -> int | str | None:
    """How many copies of itself a card's own text lets a deck hold: ``"any"`` (Rayje:
    "You can play with more than one copy of Rayje in yur deck") or a number (Ancient's
    Puzzlebox: "Your deck may contain up to six copies of Ancient Puzzlebox"); ``None``
    when it says nothing (the rulebook's three, Building Your Deck). Card text takes
    precedence over the rules (A FEW MORE RULES, First, Breaking the Rules)."""
    for text in texts:
        if any(_names_itself(found["what"], name)
               for found in _MORE_THAN_ONE_COPY.finditer(text)):
            return "any"
        for found in _UP_TO_COPIES.finditer(text):
            count = found["count"].casefold()
            number = int(count) if count.isdigit() else _NUMBER_WORDS.get(count)
            if number is not None and _names_itself(found["what"], name):
                return number
    return None


def _stack_without(name: str, texts: Sequence[str]) -> Iterator[str]:
    """The words naming the Magi a Magi's own text keeps out of its Magi stack ("Yaki
    cannot be in a Magi stack with Core Magi": ``Core``); the subject is words of the
    Magi's own name. Matched with the regions later."""
    own = set(_REGION_WORDS.findall(name.casefold()))
    for text in texts:
        for found in _STACK_WITHOUT.finditer(text):
            who = _REGION_WORDS.findall(found["who"].casefold())
            if who and set(who) <= own:
                yield from (part for part in _LIST_WORDS.split(found["what"].strip()) if part)


def _stack_with(name: str, texts: Sequence[str]) -> Iterator[str]:
    """The Magi a Magi's own text lets share its Magi stack ('The Real Qwade can be in a
    Magi stack with "Qwade"'): for the title rule, which would make it that Magi."""
    own = normalise(name)
    for text in texts:
        for found in _STACK_WITH.finditer(text):
            if normalise(found["who"]) == own:
                yield found["other"].strip()


def _all_texts(record: Mapping[str, Any]) -> list[str]:
    """The texts of a record read for facts (never stored): its ``text`` and the text of
    each of its Effects and Powers (also under the source's typo keys)."""
    texts = [record.get("text")]
    for key in ("effects", "effect", "powers", "power"):
        items = record.get(key)
        for item in items if isinstance(items, list) else [items]:
            texts.append(item.get("text") if isinstance(item, Mapping) else item)
    return [text for text in texts if isinstance(text, str)]


def _magi_plays(name: str, texts: Sequence[str]) -> Iterator[tuple[str, str]]:
    """``(kind, region words)`` of a Magi's sentences on what it plays: kind ``only``
    ("Aurorea can only play Nar cards"; "Yaki can only play Core, Naroom, and Universal
    cards, but ignores regional penalties and restrictions") or ``also`` ("You may play
    Naroom cards, ignoring regional restrictions and penalties"). The sentence's subject
    is ``You`` or words of the Magi's own name ("Korg" of All-High King Korg)."""
    own = set(_REGION_WORDS.findall(name.casefold()))
    for text in texts:
        for found in _MAGI_PLAYS.finditer(text):
            who = _REGION_WORDS.findall(found["who"].casefold())
            if not who or not (who == ["you"] or set(who) <= own):
                continue
            kind = "only" if found["only"] else "also"
            if kind == "also" and not _IGNORING.search(found["rest"]):
                continue  # a regional penalty paid is still a penalty
            for part in _LIST_WORDS.split(found["what"].strip()):
                if part:
                    yield kind, part


def _plays_kinds(name: str, texts: Sequence[str]) -> Iterator[str]:
    """The words a Magi's sentence names as the kind of Creature it plays ignoring
    regional penalties and restrictions ("Fiend of Furoks ignores regional penalties and
    restrictions when playing Furoks": ``Furoks``; "Ignore ... when playing Jiles from your
    hand"; "You ignore ... when playing hyren"); the subject is none, ``You`` or words of
    the Magi's own name. Matched with the Creatures' names later."""
    own = set(_REGION_WORDS.findall(name.casefold()))
    for text in texts:
        for found in _IGNORES_WHEN_PLAYING.finditer(text):
            who = _REGION_WORDS.findall((found["who"] or "").casefold())
            if not who or who == ["you"] or set(who) <= own:
                yield found["what"]


def _plays_types(name: str, texts: Sequence[str]) -> Iterator[str]:
    """The card types a Magi's sentence lets it play of a region it chooses, ignoring
    regional restrictions and penalties (Jalex: "Choose a region. Until the end of your
    turn, Jalex can play Creatures and Spells of the chosen region, ignoring regional
    restrictions and penalties": ``Creature``, ``Spell``); a Magi that may choose any
    region each turn plays such cards of every region. The subject is ``You`` or words
    of the Magi's own name; words that are no card type give nothing."""
    own = set(_REGION_WORDS.findall(name.casefold()))
    singular = {f"{kind.casefold()}s": kind for kind in TYPES if kind != "Magi"}
    singular.update({kind.casefold(): kind for kind in TYPES if kind != "Magi"})
    for text in texts:
        for found in _CHOSEN_REGION_TYPES.finditer(text):
            who = _REGION_WORDS.findall(found["who"].casefold())
            if not who or not (who == ["you"] or set(who) <= own):
                continue
            parts = [part.casefold() for part in _LIST_WORDS.split(found["what"].strip())]
            if parts and all(part in singular for part in parts):
                yield from (singular[part] for part in parts)


def _plays_denied(name: str, kind: str, texts: Sequence[str]) -> Iterator[Said]:
    """A ``Said`` for each part of a card's own sentence naming who may not play it:
    "Non-Weave Magi may not play Harmony" (``non-Weave``), "Non-Core, non-Weave Magi
    cannot play Gia Pet" (two parts), "Shadow Magi cannot play this Spell" (``shadow``
    of no region). Only a sentence whose object is the card itself counts ("this", "this
    card", "this Spell" for a Spell); the words are matched with the regions later."""
    itself = (normalise(name), "this", "this card", normalise(f"this {kind}"))
    for text in texts:
        for found in _MAY_NOT_PLAY.finditer(text):
            if normalise(found["what"]) in itself:
                yield from _who_parts(found["who"], only=False)


def _magi_denied(name: str, texts: Sequence[str]) -> Iterator[str]:
    """What a Magi's own sentence says it may not play, as written ("Korg may not play
    Universal cards": ``Universal cards``; "Kesia may not play non-Weave Spells"; "Korg
    & Zet may play no more than two cards each turn and may not play Relics"); the
    subject is ``You`` or words of the Magi's own name. Read as regions and card types
    later."""
    own = set(_REGION_WORDS.findall(name.casefold()))
    for text in texts:
        for found in _MAY_NOT_PLAY.finditer(text):
            who = _REGION_WORDS.findall(found["who"].casefold())
            if who and (who == ["you"] or set(who) <= own):
                yield found["what"].strip()


def _from_chosen_region(name: str, texts: Sequence[str]) -> bool:
    """Whether a Magi's own text makes it a Magi of a region chosen during the game
    (Niffer: "Niffer is from the chosen region as well as Arderial"; League Elder: "League
    Elder is from that region"); the subject is words of the Magi's own name."""
    own = set(_REGION_WORDS.findall(name.casefold()))
    return any(set(_REGION_WORDS.findall(found["who"].casefold())) <= own
               for text in texts for found in _FROM_CHOSEN_REGION.finditer(text)
               if _REGION_WORDS.findall(found["who"]))


def _who_parts(who: str, only: bool) -> Iterator[Said]:
    """A ``Said`` for each part of the Magi a sentence names ("Korremar and Underneath
    Shadow Magi", "Non-Core, non-Weave Magi")."""
    for part in _WHO_SPLIT.split(who):
        words = part.split()
        magi_word = bool(words) and words[-1].casefold() == "magi"
        if magi_word:
            words.pop()
        shadow = bool(words) and words[-1].casefold() == "shadow"
        if shadow:
            words.pop()
        if words or shadow:
            yield Said(only, shadow, " ".join(words), magi_word)


def _plays_said(name: str, texts: Sequence[str]) -> Iterator[Said]:
    """A ``Said`` for each part of a card's own sentence naming who may play it:
    "Naroom Magi may play Dark Furok" (Naroom), "Only Underneath Magi and Underneath
    Shadow Magi can play Crushing Fungus" (two parts, ``only``), "Naroom Shadow Magi may
    play Snag Arboll" (``shadow``), "Only Shadow Magi can play Shadow Ritual" (``shadow``
    of no region), "Korg can play Korg's Poetry" (a name without "Magi"); the words are
    matched with the regions and the Magi later. Only a sentence whose object is the
    card itself counts ("Your Shadow Magi may play cards from their original region" is
    about other cards)."""
    for text in texts:
        for found in _MAY_PLAY.finditer(text):
            if normalise(found["what"]) not in (normalise(name), "this", "this card"):
                continue
            yield from _who_parts(found["who"], bool(found["only"]))


def _text(record: Mapping[str, Any], key: str, where: str, at: str) -> str:
    value = record.get(key)
    if not isinstance(value, str) or not value.strip():
        raise CardtoolsError(f"missing or empty {key!r}", where, f"{at}.{key}")
    return value.strip()


def _optional_text(record: Mapping[str, Any], key: str, where: str, at: str) -> str | None:
    value = record.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise CardtoolsError(f"{key!r} must be a text", where, f"{at}.{key}")
    return value.strip() or None


def _strings(value: Any, where: str, at: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardtoolsError("expected a text or a list of texts", where, at)
    return tuple(v.strip() for v in value if v.strip())


def _region_list(value: Any, where: str, at: str) -> tuple[str, ...]:
    items: list[str] = []
    for item in _strings(value, where, at):
        items.extend(part for part in _LIST_SPLIT.split(item) if part)
    return tuple(dict.fromkeys(items))


def _regions(record: Mapping[str, Any], where: str, at: str) -> tuple[str, ...]:
    if "regions" in record:
        regions = _strings(record["regions"], where, f"{at}.regions")
    else:
        regions = _region_list(record.get("region"), where, f"{at}.region")
    if not regions:
        raise CardtoolsError("missing region", where, f"{at}.regions")
    return regions


# -- merging ---------------------------------------------------------------------------


def _merge(
    printings: Iterable[Printing],
    references: Iterable[tuple[str, tuple[str, ...], str]],
    log: ImportLog,
) -> dict[str, Merged]:
    cards: dict[str, Merged] = {}
    region_orders: dict[str, set[tuple[str, ...]]] = {}
    for p in printings:
        key = normalise(p.name)
        card = cards.get(key)
        if card is None:
            card = cards[key] = Merged(name=p.name, type=p.type, origin=p.origin)
        elif card.type != p.type:
            raise CardtoolsError(
                f"{p.name!r} is a {p.type} here but a {card.type} in {card.origin}", p.origin
            )
        region_orders.setdefault(key, set()).add(p.regions)
        _add(card.regions, p.regions)
        _add(card.sets, [p.set])
        _add(card.rarities, [p.rarity])
        if p.cost is not None:
            card.costs.setdefault(p.set, p.cost)
        if p.energize is not None and card.energize is None:
            card.energize = p.energize
        if p.subtype:
            _add(card.subtypes, [p.subtype])
        _add(card.starting, p.starting)
        _add(card.alternate, p.alternate)
        _add(card.alt_play, p.alt_play)
        _add(card.shadow_play, p.shadow_play)
        if p.original_region and card.original_region is None:
            card.original_region = p.original_region
        _add(card.starting_magi, p.starting_magi)
        card.counts_two_magi = card.counts_two_magi or p.counts_two_magi
        if card.deck_limit is None:
            card.deck_limit = p.deck_limit
        _add(card.stack_with, p.stack_with)
        _add(card.stack_without, p.stack_without)
        _add(card.fourth_after, p.fourth_after)
        card.magi_plays.extend(said for said in p.magi_plays if said not in card.magi_plays)
        _add(card.plays_kinds, p.plays_kinds)
        _add(card.also_plays_types, p.plays_types)
        card.plays_denied.extend(s for s in p.plays_denied if s not in card.plays_denied)
        _add(card.magi_denied, p.magi_denied)
        card.from_chosen_region = card.from_chosen_region or p.from_chosen_region
        card.plays_said.extend(said for said in p.plays_said if said not in card.plays_said)
    for name, regions, origin in references:
        card = cards.get(normalise(name))
        if card is None:
            raise CardtoolsError(f"'reference' entry names no card: {name!r}", origin)
        _add(card.regions, regions)
        region_orders[normalise(name)].add(regions)
    for key, card in cards.items():
        card.regions.sort(key=str.casefold)
        card.sets.sort(key=SET_ORDER.index)
        card.rarities.sort(key=list(RARITIES.values()).index)
        if len(card.regions) > 1 and len(region_orders[key]) > 1:
            log.dual_region.append(card.name)
        if len(card.sets) > 1:
            log.reprints.append((card.name, tuple(card.sets)))
        if len(set(map(str, card.costs.values()))) > 1:
            ordered = {s: card.costs[s] for s in SET_ORDER if s in card.costs}
            log.cost_conflicts.append((card.name, ordered))
    return cards


def _add(target: list[str], values: Iterable[str]) -> None:
    for value in values:
        if value not in target:
            target.append(value)


# -- derived facts ---------------------------------------------------------------------


def _plays_from_text(cards: Mapping[str, Merged], log: ImportLog) -> None:
    """Add to ``alt_play`` and ``shadow_play`` the regions a card's own sentence names
    ("Naroom Magi may play Dark Furok", "Core Magi may play Sneaky Weebo", "Naroom
    Shadow Magi may play Snag Arboll") where the source's fields leave them out (rulebook
    2001, Core and Shadow Magi: such cards are "clearly indicated in the text box"), and
    to ``only_play`` the regions of a sentence that begins with "Only" ("Only Underneath
    Magi and Underneath Shadow Magi can play Crushing Fungus": card text takes
    precedence over the rules, "First, Breaking the Rules"), unless it says what the
    rules say (a Core card only its own regions' Magi play: Gwaeg, Bograth/Core).
    A region the card already has adds nothing to ``alt_play``; a Core card needs no
    ``shadow_play`` (Shadow Magi are Core Magi), and a Universal card neither. Words that
    name no region (a Magi's name: "Korremar and Underneath Shadow Magi") are left
    out."""
    regions = sorted({region for card in cards.values() for region in card.regions})
    magi = {key: card.name for key, card in cards.items() if card.type == "Magi"}
    creature_words = {word.casefold(): word for card in cards.values()
                      if card.type == "Creature" for word in _words_of_name(card.name)}
    for card in cards.values():
        _creature_kinds(card, creature_words, log)
        _magi_plays_facts(card, regions, log)
        _stack_excludes(card, regions, log)
        _only_play(card, regions, log)
        _alt_and_shadow_play(card, regions, log)
        _named_players(card, regions, magi, log)
        _denied_players(card, regions, log)
        _plays_not(card, regions, log)


def _words_of_name(name: str) -> list[str]:
    """The whole words of a card's name as written ("Hyren's Call": ``Hyren's``,
    ``Call``; an apostrophe inside a word keeps it one word)."""
    return _WORD.findall(name)


def _creature_kinds(card: Merged, creature_words: Mapping[str, str], log: ImportLog) -> None:
    """A Magi's ``also_plays_creatures``: each kind its sentence names ("Furoks",
    "Jiles", "hyren") as the word of Creatures' names it is, singular or plural
    ("Furok"); a kind no Creature's name holds gives nothing."""
    for said in card.plays_kinds:
        folded = said.casefold()
        for word in (folded, folded[:-1] if folded.endswith("s") else None,
                     folded[:-2] if folded.endswith("es") else None):
            if word and word in creature_words:
                _add(card.also_plays_creatures, [creature_words[word]])
                log.plays_from_text.append(
                    (card.name, "also_plays_creatures", creature_words[word]))
                break


def _magi_plays_facts(card: Merged, regions: Sequence[str], log: ImportLog) -> None:
    """A Magi's ``plays_only`` and ``also_plays`` from its sentences on what it plays
    (``_magi_plays``), when every word they name is a region (else no fact at all)."""
    for kind, target, fact in (("only", card.plays_only, "plays_only"),
                               ("also", card.also_plays, "also_plays")):
        named = [_region_named(words, regions) for said, words in card.magi_plays
                 if said == kind]
        if not named or None in named:
            continue
        target.extend(r for r in dict.fromkeys(named) if r is not None)
        log.plays_from_text.extend((card.name, fact, region) for region in target)


def _stack_excludes(card: Merged, regions: Sequence[str], log: ImportLog) -> None:
    """A Magi's ``stack_excludes``: the regions whose Magi its text keeps out of its
    stack (``_stack_without``), when every word it names is a region (else no fact)."""
    named = [_region_named(words, regions) for words in card.stack_without]
    if not named or None in named:
        return
    card.stack_excludes.extend(r for r in dict.fromkeys(named) if r is not None)
    log.plays_from_text.extend((card.name, "stack_excludes", r) for r in card.stack_excludes)


def _only_play(card: Merged, regions: Sequence[str], log: ImportLog) -> None:
    """A card's ``only_play`` from its sentence beginning with "Only", unless it says
    what the rules say (a Core card only its own regions' Magi play: Gwaeg)."""
    only = [region for said in card.plays_said if said.only and not said.shadow
            and (region := _region_named(said.words, regions)) is not None]
    if "Core" in card.regions and set(only) <= set(card.regions):
        return
    for region in dict.fromkeys(only):
        card.only_play.append(region)
        log.plays_from_text.append((card.name, "only_play", region))


def _alt_and_shadow_play(card: Merged, regions: Sequence[str], log: ImportLog) -> None:
    """A card's ``alt_play`` and ``shadow_play`` regions its own sentence adds (a region
    it has already adds nothing; a Core card needs no ``shadow_play``, Shadow Magi being
    Core Magi; a Universal card neither)."""
    if "Universal" in card.regions:
        return  # any Magi may play it, unless it says "Only"
    for said in card.plays_said:
        region = _region_named(said.words, regions)
        if region is None:
            continue
        if not said.only and not said.shadow and _NON_REGION.match(said.words):
            # "Non-Core Magi may play Slinking Greal": the Magi of every other region
            others = [r for r in regions if r != region and r not in card.regions
                      and r not in card.alt_play]
            card.alt_play.extend(others)
            log.plays_from_text.extend((card.name, "alt_play", r) for r in others)
        elif not said.shadow and region not in card.regions and region not in card.alt_play:
            card.alt_play.append(region)
            log.plays_from_text.append((card.name, "alt_play", region))
        elif said.shadow and "Core" not in card.regions and region not in card.shadow_play:
            card.shadow_play.append(region)
            log.plays_from_text.append((card.name, "shadow_play", region))


def _named_players(card: Merged, regions: Sequence[str], magi: Mapping[str, str],
                   log: ImportLog) -> None:
    """The players a card's sentence names other than by region: Magi by name
    (``magi_play``: "Korg can play Korg's Poetry", "Korremar and Underneath Shadow Magi
    can play Rabid Bisiwog"; words that name no Magi, "you" or a condition, are left out) and Shadow
    Magi of no region (``any_shadow_play``: "Only Shadow Magi can play Shadow Ritual").
    An "Only" sentence that names no region (only such players) sets ``only_listed``:
    no other Magi may play the card (card text takes precedence over the rules: A FEW
    MORE RULES, First, Breaking the Rules)."""
    only_parts = [said for said in card.plays_said if said.only]
    for said in card.plays_said:
        if said.shadow and not said.words:
            card.any_shadow_play = True
            log.plays_from_text.append((card.name, "any_shadow_play", "Shadow Magi"))
        elif said.words and not said.magi_word and _region_named(said.words, regions) is None:
            name = magi.get(normalise(said.words))
            if name is not None and name not in card.magi_play:
                card.magi_play.append(name)
                log.plays_from_text.append((card.name, "magi_play", name))
    if only_parts and (card.magi_play or card.any_shadow_play) and not any(
            not said.shadow and said.words and _region_named(said.words, regions) is not None
            for said in only_parts):
        card.only_listed = True
        log.plays_from_text.append((card.name, "only_listed", "true"))


def _denied_players(card: Merged, regions: Sequence[str], log: ImportLog) -> None:
    """What a card's sentence naming who may not play it sets: "Shadow Magi cannot play
    this Spell" (Crushing Darkness) ``no_shadow_play``; "Non-Weave Magi may not play
    Harmony", "Non-Core, non-Weave Magi cannot play Gia Pet", when every part names a
    region so, ``only_play`` those regions (card text takes precedence over the rules: A
    FEW MORE RULES, First, Breaking the Rules)."""
    if any(said.shadow and not said.words for said in card.plays_denied):
        card.no_shadow_play = True
        log.plays_from_text.append((card.name, "no_shadow_play", "Shadow Magi"))
    nons = [said for said in card.plays_denied if not said.shadow
            and _NON_REGION.match(said.words)]
    if not nons or len(nons) != len(card.plays_denied):
        return
    named = [_region_named(_NON_REGION.sub("", said.words), regions) for said in nons]
    for region in dict.fromkeys(named):
        if region is not None and None not in named and region not in card.only_play:
            card.only_play.append(region)
            log.plays_from_text.append((card.name, "only_play", region))


def _plays_not(card: Merged, regions: Sequence[str], log: ImportLog) -> None:
    """A Magi's ``plays_not`` from what its sentence says it may not play (``_magi_
    denied``): ``{"regions": ["Universal"]}`` (Korg: "Universal cards"), ``{"types":
    ["Relic"]}`` (Korg & Zet: "Relics"), ``{"types": ["Spell"], "except_regions":
    ["Weave"]}`` (Kesia: "non-Weave Spells"); words that name neither a region nor a card
    type give nothing (Niffer's "cards that are not Arderial, ...")."""
    for what in card.magi_denied:
        entry = _denied_kind(what, regions)
        if entry is not None and entry not in card.plays_not:
            card.plays_not.append(entry)
            log.plays_from_text.append((card.name, "plays_not", what))


def _denied_kind(what: str, regions: Sequence[str]) -> dict[str, list[str]] | None:
    """``{"types", "regions", "except_regions"}`` of "[non-R | R] (Ts | cards)" ("non-Weave
    Spells", "Universal cards", "Relics"), or ``None`` for other words."""
    plurals = {f"{kind.casefold()}s": kind for kind in TYPES if kind != "Magi"}
    words = what.split()
    if not words or (words[-1].casefold() != "cards" and words[-1].casefold() not in plurals):
        return None
    entry: dict[str, list[str]] = {}
    if words[-1].casefold() in plurals:
        entry["types"] = [plurals[words[-1].casefold()]]
    rest = " ".join(words[:-1])
    if rest:
        region = _region_named(_NON_REGION.sub("", rest), regions)
        if region is None or normalise(_NON_REGION.sub("", rest)) != normalise(region):
            return None
        entry["except_regions" if _NON_REGION.match(rest) else "regions"] = [region]
    return entry or None


def _region_named(words: str, regions: Sequence[str]) -> str | None:
    """The region ``words`` name: its whole name, or the end of it or of ``words``
    ("Sands of d'Resh" and the text's "Resh" are d'Resh); ``None`` for no region."""
    said = _REGION_WORDS.findall(words.casefold())
    for region in regions:
        known = _REGION_WORDS.findall(region.casefold())
        shorter = min(len(said), len(known))
        if said and said[-shorter:] == known[-shorter:]:
            return region
    return None


def _finish(cards: dict[str, Merged], log: ImportLog) -> list[dict[str, Any]]:
    canonical = {key: card.name for key, card in cards.items()}
    magi = {key: card.name for key, card in cards.items() if card.type == "Magi"}
    regions = {r.casefold(): r for card in cards.values() for r in card.regions}
    for card in cards.values():
        card.starting = _resolve_starting(card, canonical, log)
        card.starting_magi = _resolve_starting_magi(card, magi, regions, log)
        card.fourth_after = _resolve_magi_names(card, "fourth_magi_after", magi, log)
    direct, paths = _direct_counts_as(cards, magi, log)
    counts_as = _flatten(direct)
    records = []
    for key in sorted(cards, key=lambda k: (k, cards[k].name)):
        card = cards[key]
        targets = counts_as.get(key, ())
        if targets:
            log.alternates.append((card.name, targets, paths[key]))
        records.append(_record(card, targets, log))
    return records


def _resolve_starting(card: Merged, canonical: Mapping[str, str], log: ImportLog) -> list[str]:
    result: list[str] = []
    for entry in card.starting:
        name = _starting_name(entry, canonical)
        if entry.startswith(("[", "?")):
            log.placeholders.append((card.name, "starting", entry, name))
        elif name is None:
            log.unknown.append((card.name, "starting", entry))
            name = entry
        elif name != entry:
            log.renamed.append((card.name, "starting", entry, name))
        if name is not None and name not in result:
            result.append(name)
    return result


def _starting_name(entry: str, canonical: Mapping[str, str]) -> str | None:
    """The card an entry of ``starting`` names, or ``None`` for a placeholder that
    names no card (``[one Jungle Stalker]``) or an unknown name."""
    inner = entry
    if inner.startswith("?"):  # a name the source itself was unsure of
        inner = inner[1:]
    if inner.startswith("[") and inner.endswith("]"):
        inner = _QUANTIFIER.sub("", inner[1:-1].strip())
    return canonical.get(normalise(inner))


def _resolve_starting_magi(
    card: Merged, magi: Mapping[str, str], regions: Mapping[str, str], log: ImportLog
) -> list[str]:
    result: list[str] = []
    for entry in card.starting_magi:
        inner = entry[1:-1].strip() if entry.startswith("[") and entry.endswith("]") else entry
        any_magi = _ANY_REGION_MAGI.match(inner)
        if any_magi and any_magi["region"].casefold() in regions:
            region = regions[any_magi["region"].casefold()]
            log.placeholders.append(
                (card.name, "starting_magi", entry, f"starting_magi_regions: {region}")
            )
            _add(card.starting_magi_regions, [region])
            continue
        name = magi.get(normalise(inner))
        if name is None:
            log.unknown.append((card.name, "starting_magi", entry))
            name = entry
        elif name != entry:
            log.renamed.append((card.name, "starting_magi", entry, name))
        _add(result, [name])
    return result


def _resolve_magi_names(card: Merged, where: str, magi: Mapping[str, str],
                        log: ImportLog) -> list[str]:
    """The Magi names of ``card.fourth_after``, each the Magi it names or, for a
    misspelling, the one Magi name closest to it (the text's "Grannah" is Grahnna);
    none at all when one of them names no Magi."""
    import difflib

    result: list[str] = []
    for entry in card.fourth_after:
        name = magi.get(normalise(entry))
        if name is None:
            close = difflib.get_close_matches(normalise(entry), list(magi), n=1, cutoff=0.8)
            if not close:
                log.unknown.append((card.name, where, entry))
                return []
            name = magi[close[0]]
            log.renamed.append((card.name, where, entry, name))
        result.append(name)
    return result


def _words(name: str) -> tuple[str, ...]:
    return tuple(_WORD.findall(normalise(name)))


def _holds(title: tuple[str, ...], name: tuple[str, ...]) -> bool:
    size = len(name)
    return any(title[i : i + size] == name for i in range(len(title) - size + 1))


def _direct_counts_as(
    cards: Mapping[str, Merged], magi: Mapping[str, str], log: ImportLog
) -> tuple[dict[str, list[str]], dict[str, tuple[str, ...]]]:
    """Each card's identities before flattening, and the paths that gave them."""
    direct: dict[str, list[str]] = {}
    paths: dict[str, tuple[str, ...]] = {}
    magi_words = {key: _words(name) for key, name in magi.items()}
    for key, card in cards.items():
        found: list[str] = []
        how: list[str] = []
        for target in card.alternate:
            if normalise(target) != key:
                _add(found, [_canonical(target, cards)])
                _add(how, ["data field"])
        if card.type == "Magi":
            parts = [p.strip() for p in card.name.split("&")] if "&" in card.name else []
            if len(parts) > 1 and all(normalise(p) in magi for p in parts):
                _add(found, [magi[normalise(p)] for p in parts])
                _add(how, ["double Magi"])
                card.double_parts = len(parts)
            else:
                title = magi_words[key]
                for other, words in magi_words.items():
                    if other == key or not words or not _holds(title, words):
                        continue
                    reason = TITLE_RULE_EXCLUDED.get(card.name)
                    if normalise(magi[other]) in map(normalise, card.stack_with):
                        reason = f'its text: it "can be in a Magi stack with" {magi[other]}'
                    if reason is not None:
                        log.title_excluded.append((card.name, magi[other], reason))
                        continue
                    _add(found, [magi[other]])
                    _add(how, ["title rule"])
        if found:
            direct[key] = found
            paths[key] = tuple(how)
    return direct, paths


def _canonical(name: str, cards: Mapping[str, Merged]) -> str:
    card = cards.get(normalise(name))
    return card.name if card is not None else name


def _flatten(direct: Mapping[str, list[str]]) -> dict[str, tuple[str, ...]]:
    """Replace every identity that is itself an alternate by its originals."""

    def originals(name: str, seen: frozenset[str]) -> list[str]:
        key = normalise(name)
        if key in seen or key not in direct:
            return [name]
        result: list[str] = []
        for target in direct[key]:
            _add(result, originals(target, seen | {key}))
        return result

    flat: dict[str, tuple[str, ...]] = {}
    for key, targets in direct.items():
        result: list[str] = []
        for target in targets:
            _add(result, originals(target, frozenset({key})))
        flat[key] = tuple(result)
    return flat


def _record(card: Merged, counts_as: tuple[str, ...], log: ImportLog) -> dict[str, Any]:
    record: dict[str, Any] = {"name": card.name, "type": card.type}
    if card.subtypes:
        record["subtypes"] = list(card.subtypes)
    record["regions"] = list(card.regions)
    record["sets"] = list(card.sets)
    record["rarity"] = list(card.rarities)
    if card.costs:
        first = next(s for s in SET_ORDER if s in card.costs)
        record["cost"] = card.costs[first]
        if card.type == "Magi":
            record["starting_energy"] = card.costs[first]
    if card.energize is not None:
        record["energize"] = card.energize
    if card.starting:
        record["starting"] = list(card.starting)
    if counts_as:
        record["counts_as"] = list(counts_as)
    count = _magi_count(card)
    if count > 1:
        record["magi_count"] = count
        log.magi_count.append((card.name, count))
    if card.alt_play:
        record["alt_play"] = list(card.alt_play)
    if card.only_play:
        record["only_play"] = list(card.only_play)
    if card.magi_play:
        record["magi_play"] = list(card.magi_play)
    if card.only_listed:
        record["only_listed"] = True
    if card.deck_limit is not None:
        record["deck_limit"] = card.deck_limit
    if card.shadow_play:
        record["shadow_play"] = list(card.shadow_play)
    if card.any_shadow_play:
        record["any_shadow_play"] = True
    if card.original_region:
        record["original_region"] = card.original_region
    if card.plays_only:
        record["plays_only"] = list(card.plays_only)
    if card.also_plays:
        record["also_plays"] = list(card.also_plays)
    if card.also_plays_creatures:
        record["also_plays_creatures"] = list(card.also_plays_creatures)
    if card.also_plays_types:
        record["also_plays_types"] = list(card.also_plays_types)
        log.plays_from_text.extend((card.name, "also_plays_types", kind)
                                   for kind in card.also_plays_types)
    if card.no_shadow_play:
        record["no_shadow_play"] = True
    if card.plays_not:
        record["plays_not"] = [dict(entry) for entry in card.plays_not]
    if card.from_chosen_region:
        record["from_chosen_region"] = True
        log.plays_from_text.append((card.name, "from_chosen_region", "true"))
    if card.stack_excludes:
        record["stack_excludes"] = list(card.stack_excludes)
    if card.fourth_after:
        record["fourth_magi_after"] = list(card.fourth_after)
    if card.starting_magi:
        record["starting_magi"] = list(card.starting_magi)
    if card.starting_magi_regions:
        record["starting_magi_regions"] = list(card.starting_magi_regions)
    if len(set(map(str, card.costs.values()))) > 1:
        record["cost_by_set"] = {s: card.costs[s] for s in SET_ORDER if s in card.costs}
    return record


def _magi_count(card: Merged) -> int:
    """How many Magi a card counts as: 2 for a double Magi card ("Korg & Zet", a
    data ``alternate`` list of two Magi, or text saying it counts as two Magi)."""
    if card.type != "Magi":
        return 1
    return max(card.double_parts, len(card.alternate), 2 if card.counts_two_magi else 1)
