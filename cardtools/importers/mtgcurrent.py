"""Current Magic importer: the MTG card database with printings, rarities and set dates.

``build(sources)`` reads these files (told apart by content, not by name):

- an XMage set list, ``{"source", "sets": [{"name", "code", "date", "type", "cards":
  [{"name", "number", "rarity"}]}]}``: every set with its release date and type, and every
  printing with its rarity;
- an oracle corpus built from MTGJSON, ``[{"name", "types", "supertypes", "subtypes",
  "layout", "colorIdentity", "manaCost", "keywords", "text", ...}]``: one record per card
  (multi-face cards as ``A // B``), the source of card facts (the text is only read for
  the deck-building facts of ``mtgfacts.text_facts`` and then dropped);
- optionally MTGJSON's derived name index (French names, and printings of cards the set
  list lacks), as read by the ``mtgjson`` importer;
- optionally Forge edition name lists (``# Card names of <Set> (<CODE>, Date=YYYY-MM-DD,
  Type=...)`` then ``<number> <rarity letter> <name>`` lines): sets whose cards carry
  other names, such as Magic Online's Through the Omenpaths (OM1).

Beside them it reads ``cards/mtg/source-fixes.json`` (its corrections of these sources) and
the bundled Magic format files' banned and restricted lists: a card they name was played
in tournaments, so the build places it in the set the corpus lists it with though the set
lists lack it (Unfinity's stickers and Attraction cards, ``_place_in_mixed_sets``).

Output: a card database document (cards schema) whose ``sets`` key holds the set table
(code -> name, date, type), written beside the cards as ``sets.json`` by
``write_database``. Every set dated after the data's date (a preview) is left out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from cardtools.errors import CardtoolsError
from cardtools.gamedata import colour_names
from cardtools.importers import mtgjson
from cardtools.importers.mtgfacts import (
    add_types_in_deck,
    body_facts,
    cost_facts,
    text_facts,
    token_names,
)
from cardtools.names import normalise
from cardtools.resources import cards_dir, formats_dir

GAME = "mtg"
DESCRIPTION = (
    "an XMage set list (xmage_sets.json), an MTGJSON oracle corpus, optionally the MTGJSON "
    "name index (French names) and Forge edition name lists"
)

#: XMage set types -> the set types of ``sets.json``.
SET_TYPES = {
    "EXPANSION": "expansion", "CORE": "core", "SUPPLEMENTAL": "supplemental",
    "SUPPLEMENTAL_MODERN_LEGAL": "supplemental", "SUPPLEMENTAL_STANDARD_LEGAL": "supplemental",
    "MAGIC_ONLINE": "online", "MAGIC_ARENA": "arena", "PROMOTIONAL": "promo",
    "REMIX": "remix", "JOKE_SET": "joke", "CUSTOM_SET": "custom",
}
#: XMage rarities -> ours, lowest first (a card's rarity in a set is its lowest there).
RARITIES = {"LAND": "common", "COMMON": "common", "UNCOMMON": "uncommon", "RARE": "rare",
            "MYTHIC": "mythic", "SPECIAL": "special", "BONUS": "bonus"}
RARITY_ORDER = ("common", "uncommon", "rare", "mythic", "special", "bonus")
_FORGE_RARITIES = {"C": "common", "U": "uncommon", "R": "rare", "M": "mythic",
                   "S": "special", "L": "common"}
#: The set type whose printings a card the set list printed elsewhere does not take from the
#: name index: a promotional printing counts for a card printed in no other set, and the
#: index may know one the list has not dated for the card.
_PROMO = "promo"
#: MTGJSON names the Arena-only rebalanced version of a card "A-<name>" (Alchemy); the
#: set lists print it beside the card in the card's own set.
ALCHEMY_PREFIX = "A-"
#: Layouts of two or more faces that make one card named ``A // B`` (rule 708, 712).
_MELD = "meld"
_SYMBOL = re.compile(r"\{([^}]*)\}")
_FORGE_HEADER = re.compile(r"^# Card names of (.+?) \((\w+), Date=(\d{4}-\d{2}-\d{2}), "
                           r"Type=(\w+)\)")


def build(sources: list[Path]) -> dict[str, Any]:
    """Build the MTG database document from the files described in the module docstring.

    Input: paths, in any order. Output: a cards-schema document (``schema_version``,
    ``game``, ``source``, ``date``, ``names_date`` (the name index's date: the cards
    printed by then are those it gives names in other languages of; left out without an
    index), ``notes``, ``cards`` sorted by name) plus ``sets``
    (code -> ``{"name", "date", "type"}``) and ``token_names`` (``mtgfacts.token_names``:
    the tokens the cards' rules text creates). Raises ``CardtoolsError`` naming the file when
    a file cannot be read or is of no known kind, or when the set list or the oracle
    corpus is missing.
    """
    kinds: dict[str, list[tuple[Path, Any]]] = {}
    for path in sources:
        document = _load(path)
        kinds.setdefault(_kind(document, path), []).append((path, document))
    if "sets" not in kinds or "oracle" not in kinds:
        raise CardtoolsError("the mtg-current importer needs an XMage set list and an oracle "
                             "corpus")
    set_list = kinds["sets"][0][1]
    data_date = _data_date(kinds)
    sets, printings, previews = _read_sets(set_list["sets"], data_date)
    for path, text in kinds.get("forge", []):
        _read_forge(text, sets, printings, str(path))
    _move_online_printings(printings)
    indexed, index_date = _indexed(kinds.get("index", []))
    cards = _cards(_with_tournament_facts(kinds["oracle"][0][1], indexed, printings, sets),
                   printings, sets)
    covered = {code for found in indexed.values() for code in found.get("sets", ())}
    for record in cards.values():
        _add_indexed(record, indexed, sets, index_date)
        if index_date:
            _date_by_the_index(record, indexed, sets, index_date, covered)
    _infer_recent_sets(kinds["oracle"][0][1], cards, sets)
    _place_in_mixed_sets(kinds["oracle"][0][1], cards, sets)
    _add_printed_names(cards)
    _add_printed_since(cards)
    _mark_placeholders(cards)
    _add_localised_names(cards)
    _add_aliases(cards, _fixes_document().get("online_names", {}))
    _add_previews(cards, previews)
    records = sorted(cards.values(), key=lambda r: (normalise(r["name"]), r["name"]))
    return {
        "schema_version": 1,
        "game": GAME,
        "source": _source(kinds),
        "date": data_date,
        **({"names_date": index_date} if index_date else {}),
        "notes": NOTES,
        "update": "cardtools cards update mtg",
        "cards": records,
        "sets": dict(sorted(sets.items())),
        "token_names": token_names(item.get("text") for item in kinds["oracle"][0][1]),
    }


NOTES = [
    "Facts only: names, French names, layout, types, faces, colour identity, mana value, "
    "sets, rarities per set and deck-building facts read from the rules text (deck_limit, "
    "commander, partner, companion); no rules text, flavour, artists or images.",
    "Split, adventure, flip, double-faced and other multi-face cards are one card named "
    "'Front // Back'; a meld card's two front halves are cards of their own, and the "
    "melded back half is a record with meld_back_of (not a card a deck can hold).",
    "printings: the lowest rarity of the card in each set; sets: every set it was printed "
    "in, oldest first. Sets dated after the data's date (previews) are left out; "
    "previewed: those of them that print the card, each with its name, date, type and "
    "the card's rarity there (known from its previews only: no printing).",
    "A split or aftermath card's mana_value and type are both halves' (rule 709.4), the "
    "second half's cost and type from source-fixes.json (second_halves); for a split card "
    "it lacks, mana_value is left out (the corpus gives one half's cost) and "
    "half_mana_value is that first half's.",
]


def _load(path: Path) -> Any:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CardtoolsError(f"cannot read: {exc.strerror or exc}", str(path)) from None
    text = raw.decode("utf-8-sig", errors="strict")
    if text.startswith("# Card names of"):
        return text
    try:
        return json.loads(text)
    except ValueError:
        return mtgjson.load_source(path)


def _kind(document: Any, path: Path) -> str:
    if isinstance(document, str):
        return "forge"
    if isinstance(document, dict) and isinstance(document.get("sets"), list):
        return "sets"
    if isinstance(document, dict) and isinstance(document.get("formats"), dict):
        return "lists"
    if isinstance(document, list) and document and isinstance(document[0], dict) \
            and "colorIdentity" in document[0]:
        return "oracle"
    if isinstance(document, dict) and mtgjson.detect_kind(document, str(path)) \
            == mtgjson.NAME_INDEX:
        return "index"
    raise CardtoolsError("not an XMage set list, an oracle corpus, an MTGJSON name index or "
                         "a Forge edition name list", str(path))


def _data_date(kinds: Mapping[str, list[tuple[Path, Any]]]) -> str:
    """The snapshot date: a ``date`` key or a ``(YYYY-MM-DD)`` in the ``source`` of the set
    list or of XMage's format lists of the same snapshot."""
    for kind in ("sets", "lists"):
        for _, document in kinds.get(kind, []):
            for text in (document.get("date"), document.get("source")):
                found = re.search(r"\d{4}-\d{2}-\d{2}", str(text or ""))
                if found:
                    return found.group(0)
    raise CardtoolsError("the snapshot date is unknown: give XMage's format lists of the same "
                         "snapshot (their source says the date), or a set list with a date")


@cache
def _fixes_document() -> dict[str, Any]:
    """``cards/mtg/source-fixes.json``, read once. Raises ``OSError`` or ``ValueError``
    when the file is missing or not JSON."""
    document: dict[str, Any] = json.loads(
        (cards_dir() / GAME / "source-fixes.json").read_text(encoding="utf-8"))
    return document


@cache
def _source_fixes() -> tuple[dict[str, str], dict[str, frozenset[str]]]:
    """The corrections the build makes to its sources, from ``cards/mtg/source-fixes.json``:
    set code -> the real release date of a set the set list dates wrongly, and set code ->
    the cards of a tournament set that no format plays, silver-bordered (a series') or
    acorn-stamped (Unfinity's): their printings there are left out (no pool takes them).
    Raises ``OSError`` or ``ValueError`` when the file is missing or not JSON."""
    document = _fixes_document()
    left_out: dict[str, frozenset[str]] = {}
    for kind in ("silver_bordered", "acorn"):
        for code, names in document.get(kind, {}).items():
            left_out[code] = left_out.get(code, frozenset()) | frozenset(names)
    return ({code: fix["date"] for code, fix in document["set_dates"].items()}, left_out)


def _add_printed_names(cards: dict[str, dict[str, Any]]) -> None:
    """The names a card was printed under before the name it has now (``printed_names`` of
    ``source-fixes.json``: Secret Lair x The Walking Dead's Rick, Steadfast Leader is
    Greymond, Avacyn's Stalwart) become aliases of the card: a decklist written from the
    printed card names it so, and its copies count with the card's. A printed name that is
    a card of its own stays that card's; an oracle name the corpus lacks adds nothing."""
    _add_aliases(cards, _fixes_document().get("printed_names", {}))


def _mark_placeholders(cards: dict[str, dict[str, Any]]) -> None:
    """The records of the corpus that name no printed card (``placeholders`` of
    ``source-fixes.json``: its generic ``Sticker sheet``) get ``placeholder``: a
    misspelt name is never told it may mean one. A name the corpus lacks marks nothing."""
    for name in _fixes_document().get("placeholders", {}):
        record = cards.get(normalise(name))
        if record is not None:
            record["placeholder"] = True


def _move_online_printings(printings: Printings) -> None:
    """The printings under a name Magic Online and Arena give a card (``online_names`` of
    ``source-fixes.json``: Through the Omenpaths' Goben, Gene-Splice Savant is Marvel's
    Spider-Man's Norman Osborn) become the card's: one card with both printings, never a
    second card of the same game piece, whose copies a deck could add to the first."""
    for oracle, online in _fixes_document().get("online_names", {}).items():
        for name in online:
            for code, rarity in printings.pop(normalise(name), {}).items():
                _add_printing(printings, oracle, code, rarity)


def _add_aliases(cards: dict[str, dict[str, Any]], names: Mapping[str, list[str]]) -> None:
    """``names`` (oracle name -> other names) become aliases of their cards, but for a name
    that is a card of its own; an oracle name the corpus lacks adds nothing."""
    for oracle, others in names.items():
        record = cards.get(normalise(oracle))
        if record is None:
            continue
        kept = [name for name in others if normalise(name) not in cards]
        if kept:
            record["aliases"] = sorted({*record.get("aliases", ()), *kept})


def _add_localised_names(cards: dict[str, dict[str, Any]]) -> None:
    """The names printed on a card in the languages the name index lacks
    (``localised_names`` of ``source-fixes.json``: the basic lands' German, Spanish,
    Italian, Portuguese and Japanese names, ``Insel``, ``Montagna``) join the card's
    ``names`` beside its French one, as a list in that language names the card; a name
    the card's language gives already is kept. An oracle name the corpus lacks adds
    nothing. Raises nothing."""
    for oracle, by_language in _fixes_document().get("localised_names", {}).items():
        record = cards.get(normalise(oracle))
        if record is not None:
            known = record.get("names", {})
            record["names"] = {**known, **{language: name for language, name
                                           in by_language.items() if language not in known}}


def _add_printed_since(cards: dict[str, dict[str, Any]]) -> None:
    """The first day of a card first printed in a promotional series and reprinted later
    in a set (``printed_since`` of ``source-fixes.json``: Secret Lair x The Walking Dead,
    on sale from 2020-10-04, reprinted in Universes Within, 2022) becomes the card's
    ``printed_since``: its promotional printing counts in the pools from that day, where
    the series' one date (2020-03-12) would put it months early and the reprint's a year
    and more late. An oracle name the corpus lacks adds nothing."""
    for oracle, fix in _fixes_document().get("printed_since", {}).items():
        record = cards.get(normalise(oracle))
        if record is not None:
            record["printed_since"] = fix["date"]


def _set_date(item: Mapping[str, Any]) -> str:
    return _source_fixes()[0].get(item["code"], str(item["date"]))


#: Per normalised printed name, the sets after the data's date that preview it: set code
#: -> ``{"name", "date", "type", "rarity"}``.
Previews = dict[str, dict[str, dict[str, str]]]


def _read_sets(items: Iterable[Mapping[str, Any]], data_date: str
               ) -> tuple[dict[str, dict[str, str]], Printings, Previews]:
    """The set table, per normalised printed name ``{set code: lowest rarity}``, and the
    previews of sets dated after ``data_date`` (``Previews``)."""
    sets: dict[str, dict[str, str]] = {}
    printings = Printings()
    previews: Previews = {}
    for item in items:
        date = _set_date(item)
        if item["type"] == "CUSTOM_SET":  # fan-made sets
            continue
        if date > data_date:  # previews of sets after the snapshot
            _add_previews_of(previews, item, date)
            continue
        code = item["code"]
        sets[code] = {"name": item["name"], "date": date,
                      "type": SET_TYPES.get(item["type"], "supplemental")}
        if code in _fixes_document().get("paper_only", {}):
            sets[code]["online"] = "never"  # never on Magic Online (source-fixes.json)
        silver = _source_fixes()[1].get(code, frozenset())
        for printing in item["cards"]:
            if printing["name"] not in silver:
                _add_printing(printings, printing["name"], code,
                              RARITIES.get(printing["rarity"], "special"))
    _leave_out_promos_of_previews(printings, set(previews), sets)
    return sets, printings, previews


def _add_previews_of(previews: Previews, item: Mapping[str, Any], date: str) -> None:
    """Add the printings of the set ``item``, dated ``date`` after the data's date, to
    ``previews``, each name at its lowest rarity there."""
    for printing in item["cards"]:
        rarity = RARITIES.get(printing["rarity"], "special")
        found = previews.setdefault(normalise(printing["name"]), {})
        known = found.get(item["code"])
        if known is None or RARITY_ORDER.index(rarity) < RARITY_ORDER.index(known["rarity"]):
            found[item["code"]] = {"name": item["name"], "date": date,
                                   "type": SET_TYPES.get(item["type"], "supplemental"),
                                   "rarity": rarity}


def _add_previews(cards: dict[str, dict[str, Any]], previews: Previews) -> None:
    """Give each card a set after the data's date previews (by its name or a face's, as
    the set lists write a double-faced card by its front) a ``previewed`` fact: those
    sets by date, so a deck judged after their release is told the card is known from
    previews only, not that no tournament set prints it."""
    for key, record in cards.items():
        if "meld_back_of" in record:
            continue
        found: dict[str, dict[str, str]] = {}
        for name in (key, *(normalise(face) for face in face_names(record["name"]))):
            found.update(previews.get(name, {}))
        if found:
            record["previewed"] = dict(sorted(found.items(),
                                              key=lambda item: (item[1]["date"], item[0])))


def _leave_out_promos_of_previews(printings: Printings, previewed: set[str],
                                  sets: Mapping[str, Mapping[str, str]]) -> None:
    """A card of a set after the snapshot printed before it only as a promotion (Star
    Trek's Highly Illogical, a store promo of 2026 whose series is dated 2026-01-01) is left
    out with its set: its promotional printing alone would make it a Legacy card from the
    series' date on."""
    for key in previewed & printings.keys():
        if all(sets[code]["type"] == "promo" for code in printings[key]):
            del printings[key]


class Printings(dict[str, dict[str, str]]):
    """Per normalised printed name, ``{set code: lowest rarity}``; ``names`` keeps each
    name as printed."""

    def __init__(self) -> None:
        super().__init__()
        self.names: dict[str, str] = {}


def _add_printing(printings: Printings, name: str, code: str, rarity: str) -> None:
    key = normalise(name)
    printings.names.setdefault(key, name)
    found = printings.setdefault(key, {})
    known = found.get(code)
    if known is None or RARITY_ORDER.index(rarity) < RARITY_ORDER.index(known):
        found[code] = rarity


def _read_forge(text: str, sets: dict[str, dict[str, str]],
                printings: Printings, path: str) -> None:
    header = _FORGE_HEADER.match(text)
    if header is None:
        raise CardtoolsError("no '# Card names of <Set> (<CODE>, Date=..., Type=...)' line",
                             path)
    name, code, date, kind = header.groups()
    sets[code] = {"name": name, "date": _source_fixes()[0].get(code, date),
                  "type": "expansion" if kind.lower() == "online" else kind.lower()}
    for line in text.splitlines():
        parts = line.split(" ", 2)
        if len(parts) == 3 and parts[0].isdigit():
            _add_printing(printings, parts[2].strip(), code,
                          _FORGE_RARITIES.get(parts[1], "special"))


#: The sets a card the set lists lack may be placed in from the corpus's order: the sets
#: of the year and a half before the snapshot, which the set lists have not finished.
INFERRED_SINCE = "2025-01-01"
_INFERRED_TYPES = frozenset({"expansion", "core", "supplemental"})
#: How far (corpus records) to look for a neighbour with printings on either side.
_NEIGHBOURHOOD = 3


def _infer_recent_sets(corpus: list[Mapping[str, Any]], cards: dict[str, dict[str, Any]],
                       sets: Mapping[str, Mapping[str, str]]) -> None:
    """A card of a recent set the set lists lack (XMage had not written it: Night Nurse,
    Healer of Heroes of Marvel Super Heroes) gets that set when the corpus places it
    there: the corpus lists each set's new cards together, in alphabetical order, so a
    card whose nearest neighbours on both sides (within ``_NEIGHBOURHOOD`` records) share
    one expansion, core or supplemental set released since ``INFERRED_SINCE``, and whose
    name sorts between theirs, is that set's. Its rarity stays unknown (no printing):
    rarity rules refuse it. Tried on the cards the lists do print, hiding their
    printings: 96 in 100 answers right, the others reprints, which a card the lists
    lack altogether is not."""
    order = [normalise(" // ".join(face_names(item["name"]))) for item in corpus]
    found = [_recent_sets(cards.get(key), sets) for key in order]
    for at, key in enumerate(order):
        record = cards.get(key)
        if (record is None or "sets" in record or record.get("meld_back_of")
                or record["name"].startswith(ALCHEMY_PREFIX) or "type" not in record):
            continue
        before = next((i for i in range(at - 1, max(at - 1 - _NEIGHBOURHOOD, -1), -1)
                       if found[i] is not None), None)
        after = next((i for i in range(at + 1, min(at + 1 + _NEIGHBOURHOOD, len(order)))
                      if found[i] is not None), None)
        if before is None or after is None:
            continue
        left, right = found[before], found[after]
        shared = left & right if left is not None and right is not None else frozenset()
        if len(shared) == 1 and order[before] <= key <= order[after]:
            record["sets"] = sorted(shared)


def _recent_sets(record: Mapping[str, Any] | None, sets: Mapping[str, Mapping[str, str]]
                 ) -> frozenset[str] | None:
    """The recent sets (see ``_infer_recent_sets``) a record was printed in; ``None`` for
    a record the set lists do not print (or no record)."""
    if record is None or "printings" not in record:
        return None
    return frozenset(code for code in record["printings"]
                     if sets[code]["type"] in _INFERRED_TYPES
                     and sets[code]["date"] >= INFERRED_SINCE)


def _place_in_mixed_sets(corpus: list[Mapping[str, Any]], cards: dict[str, dict[str, Any]],
                         sets: Mapping[str, Mapping[str, str]]) -> None:
    """The cards of a set mixing tournament cards and acorn cards (``acorn`` of
    ``source-fixes.json``: Unfinity, whose acorn-stamped cards no format plays) that the
    set lists lack (XMage wrote 42 of its cards) get that set when the corpus places them
    in it (``_corpus_block``) and its acorn list does not name them, or a format's list
    names them (a card banned in Legacy was played there: Unfinity's sticker and
    Attraction cards, banned on 2024-05-13, were Legacy cards from 2022-10-07). A card
    the list of a format of commons names (Pauper's) was printed at common there; the
    others' rarities stay unknown (no printing). An acorn card there gets ``acorn`` (the
    set's code): a check says why it is in no pool. Raises nothing."""
    order = [normalise(" // ".join(face_names(item["name"]))) for item in corpus]
    listed, common = _names_in_format_lists()
    for code, acorn in _fixes_document().get("acorn", {}).items():
        if code not in sets:
            continue
        refused = {normalise(name) for name in acorn}
        for key in _corpus_block(order, cards, code):
            record = cards[key]
            front = normalise(face_names(record["name"])[0])
            if key not in listed and (key in refused or front in refused):
                record["acorn"] = code
                continue
            record["sets"] = [code]
            if key in common:
                record["printings"] = {code: "common"}
                record["rarity"] = ["common"]


def _corpus_block(order: Sequence[str], cards: Mapping[str, Mapping[str, Any]],
                  code: str) -> list[str]:
    """The cards without a printing that the corpus places in set ``code``: it lists a
    set's new cards together, so each stretch of records holding two or more cards printed
    in that set alone and no card printed elsewhere, stretched on either side up to the
    nearest card with a printing (Unfinity's first white cards; its Attractions, after
    its last card the set lists print). A lone card of the set elsewhere (a reprint the
    corpus lists with an older set) places nothing. Keys of real cards (with a type; no
    melded back half, no Alchemy card)."""
    placed: list[str] = []
    at = 0
    while at < len(order):
        if set(cards.get(order[at], {}).get("printings", ())) != {code}:
            at += 1
            continue
        low, high = at, at
        while low > 0 and _in_stretch(cards.get(order[low - 1], {}), code):
            low -= 1
        while high + 1 < len(order) and _in_stretch(cards.get(order[high + 1], {}), code):
            high += 1
        stretch = order[low:high + 1]
        if sum(set(cards.get(key, {}).get("printings", ())) == {code} for key in stretch) > 1:
            placed.extend(key for key in stretch if _placeable(cards.get(key)))
        at = high + 1
    return list(dict.fromkeys(placed))


def _in_stretch(record: Mapping[str, Any], code: str) -> bool:
    """Whether a corpus record continues a stretch of set ``code``'s cards: no printing,
    or printed in that set alone."""
    return "sets" not in record or set(record.get("printings", ())) == {code}


def _placeable(record: Mapping[str, Any] | None) -> bool:
    """Whether a record is a card without a printing that a set may be given."""
    return (record is not None and "sets" not in record and "type" in record
            and not record.get("meld_back_of")
            and not record["name"].startswith(ALCHEMY_PREFIX))


@cache
def _names_in_format_lists() -> tuple[frozenset[str], frozenset[str]]:
    """The normalised names the bundled Magic formats' banned and restricted lists name
    (each was printed for tournament play), and those named by a format whose pool takes
    commons only (printed at common). Raises ``OSError`` or ``CardtoolsError`` when a
    format file cannot be read."""
    from cardtools.bundledyaml import load_data_yaml

    listed: set[str] = set()
    common: set[str] = set()
    for path in sorted((formats_dir() / GAME).glob("*.yaml")):
        data = load_data_yaml(path.read_text(encoding="utf-8"), path)
        names = {normalise(name) for change in data.get("lists") or ()
                 for key in ("banned", "restricted", "unbanned", "unrestricted")
                 for name in change.get(key) or ()}
        listed |= names
        if (data.get("card_pool") or {}).get("rarity") == "common":
            common |= names
    return frozenset(listed), frozenset(common)


#: The layout of a card printed with a face on each side, each face a whole card.
_REVERSIBLE = "reversible_card"


def _cards(corpus: list[Mapping[str, Any]], printings: Printings,
           sets: Mapping[str, Mapping[str, str]]) -> dict[str, dict[str, Any]]:
    """One record per card, keyed by normalised name, with its printings."""
    cards: dict[str, dict[str, Any]] = {}
    melds: dict[str, list[str]] = {}
    whole_names = {normalise(item["name"]) for item in corpus}
    for item in corpus:
        record = _record(item)
        if record is None:
            continue
        names = face_names(item["name"])
        if item.get("layout") == _MELD and len(names) == 2:
            melds.setdefault(normalise(names[1]), []).append(names[0])
        found: dict[str, str] = {}
        for written in (item["name"], " // ".join(names), *_front_printed_as(names, record,
                                                                              whole_names)):
            for code, rarity in printings.get(normalise(written), {}).items():
                if code not in found or RARITY_ORDER.index(rarity) < RARITY_ORDER.index(
                        found[code]):
                    found[code] = rarity
        if record["name"].startswith(ALCHEMY_PREFIX):  # rebalanced on Arena only
            found = {code: rarity for code, rarity in found.items()
                     if sets[code]["type"] == "arena"}
        _set_printings(record, found, sets)
        kept = cards.setdefault(normalise(record["name"]), record)
        if item.get("layout") == _REVERSIBLE and len(names) == 1 and " // " in item["name"]:
            # a reversible card, one face printed on both sides (Sol Ring // Sol Ring): a
            # decklist written from its printing names it so
            kept["aliases"] = sorted({*kept.get("aliases", ()), item["name"]})
    _absorb_back_faces(cards)
    for back, fronts in melds.items():
        record = cards.get(back)
        if record is not None:
            record["meld_back_of"] = sorted(fronts)
            for key in ("sets", "printings", "rarity"):
                record.pop(key, None)
    _add_unmatched_printings(cards, printings, sets)
    return cards


def _front_printed_as(names: list[str], record: Mapping[str, Any],
                      whole_names: set[str]) -> list[str]:
    """The set lists name a double-faced or adventurer card by its front face: the
    front's name, unless a card of its own bears it (Smelt, a real card, and the playtest
    card Smelt // Herd // Saw): those printings are that card's, not the multi-face one's."""
    front = names[0]
    if normalise(front) != normalise(record["name"]) and normalise(front) in whole_names:
        return []
    return [front]


def _absorb_back_faces(cards: dict[str, dict[str, Any]]) -> None:
    """The corpus also lists a double-faced card's back face as a record of its own (same
    layout): its types go to that face of the card, and the record goes (rule 712: one
    card with two faces; a deck names it by either face)."""
    for record in list(cards.values()):
        layout = record.get("layout")
        for face in record.get("faces", [])[1:]:
            back = cards.get(normalise(face["name"]))
            if back is None or back is record or back.get("layout") != layout:
                continue
            for key in ("type", "supertypes", "subtypes"):
                if back.get(key):
                    face[key] = back[key]
                    record[key] = list(dict.fromkeys([*record.get(key, ()), *back[key]]))
            del cards[normalise(face["name"])]


def _add_unmatched_printings(cards: dict[str, dict[str, Any]],
                             printings: Printings,
                             sets: Mapping[str, Mapping[str, str]]) -> None:
    """Printed names no corpus card answers to (names of their own, such as Magic
    Online's Through the Omenpaths names) become cards with only their printings; not
    those printed only in promotional sets: the corpus holds every card to June 2026, so
    such a name is a token the set lists print (Secret Lair's Mechtitan) or a later card,
    and its promotional printing alone would make it a Legacy card."""
    faces = {normalise(face) for record in cards.values()
             for face in (f["name"] for f in record.get("faces", ()))}
    by_letters: dict[str, list[str]] = {}
    for key in cards:
        by_letters.setdefault(_letters(key), []).append(key)
    for key, found in printings.items():
        if key in cards or key in faces:
            continue
        same = by_letters.get(_letters(key), [])
        if len(same) == 1:  # the set list's spelling of a corpus card
            _add_spelling(cards[same[0]], printings.names[key], found, sets)
            continue
        if all(sets[code]["type"] == _PROMO for code in found):
            continue  # no card of the corpus, only promotional: a token (Mechtitan)
        record: dict[str, Any] = {"name": printings.names[key]}
        _set_printings(record, found, sets)
        cards[key] = record


def _letters(key: str) -> str:
    """A name's letters and digits only: the set list writes some names with other
    punctuation than the oracle corpus ('With Great Power...' for 'With Great Power . . .',
    'Ratonhnhaketon' for Ratonhnhaké-colon-ton, written with a modifier letter colon)."""
    return "".join(ch for ch in key if ch.isalnum())


def _add_spelling(record: dict[str, Any], spelling: str, found: Mapping[str, str],
                  sets: Mapping[str, Mapping[str, str]]) -> None:
    """The printings the set list gives under another spelling of ``record``'s name go to
    the card, and the spelling becomes an alias (a decklist may write it so)."""
    merged = dict(record.get("printings", {}))
    for code, rarity in found.items():
        if code not in merged or RARITY_ORDER.index(rarity) < RARITY_ORDER.index(merged[code]):
            merged[code] = rarity
    _set_printings(record, merged, sets)
    if normalise(spelling) != normalise(record["name"]):
        record["aliases"] = sorted({*record.get("aliases", ()), spelling})


def _set_printings(record: dict[str, Any], found: Mapping[str, str],
                   sets: Mapping[str, Mapping[str, str]]) -> None:
    if not found:
        return
    codes = sorted(found, key=lambda code: (sets[code]["date"], code))
    record["sets"] = codes
    record["printings"] = {code: found[code] for code in codes}
    record["rarity"] = [r for r in RARITY_ORDER if r in found.values()]


def face_names(name: str) -> list[str]:
    """The face names of ``A // B``, each once: the corpus and some decklists repeat them
    (``A // B // A // B``, ``A // B // A``).

    >>> face_names("Scavenger Regent // Exude Toxin // Scavenger Regent // Exude Toxin")
    ['Scavenger Regent', 'Exude Toxin']
    """
    return list(dict.fromkeys(part.strip() for part in name.split(" // ")))


def _record(item: Mapping[str, Any]) -> dict[str, Any] | None:
    """A database record for one corpus card (facts only), or ``None`` for a nameless one."""
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        return None
    layout = item.get("layout") or "normal"
    names = face_names(name)
    name = " // ".join(names)
    record: dict[str, Any] = {"name": names[0] if layout == _MELD else name}
    if layout != "normal":
        record["layout"] = layout
    for key, field in (("types", "type"), ("supertypes", "supertypes"),
                       ("subtypes", "subtypes")):
        values = [v for v in item.get(key) or () if isinstance(v, str) and v]
        if values:
            record[field] = values
    if len(names) > 1 and layout != _MELD:
        record["faces"] = [{"name": face} for face in names]
        record["faces"][0].update({k: record[k] for k in ("type", "supertypes", "subtypes")
                                   if k in record})
    if layout == _MELD and len(names) > 1:
        record["aliases"] = [name]
    record["colour_identity"] = [c for c in colour_names(GAME)
                                 if c in (item.get("colorIdentity") or ())]
    # The corpus gives the first face's cost only. That is the card's mana value for a
    # double-faced, adventure or flip card (rules 712.8a, 715.4, 710), not for a split or
    # aftermath card (rule 709.4: both halves' costs together): source-fixes.json gives
    # the other half's. For a split card it lacks, the mana value is left out rather than
    # wrong and the first half's kept apart (half_mana_value): the whole card's is more; a
    # symbol the first half repeats is repeated in the card's cost too.
    mana_value = _mana_value(item.get("manaCost"))
    halves = _other_halves(name) if layout in ("split", "aftermath") else None
    if halves is not None:
        _add_other_halves(record, item.get("manaCost"), halves)
    elif mana_value is not None and layout in ("split", "aftermath"):
        record["half_mana_value"] = mana_value
    elif mana_value is not None:
        record["mana_value"] = mana_value
    if halves is None and mana_value is not None and _repeats_symbol(item.get("manaCost")):
        record["repeated_mana_symbol"] = True
    record.update(text_facts(item.get("text"), name, item.get("keywords")))
    record.update(item.get("facts") or {})  # a reused name's, from source-fixes.json
    record.update(body_facts(item.get("subtypes"), item.get("power")))
    add_types_in_deck(record, item.get("text"))
    return record


def reused_names(indexed: Mapping[str, Mapping[str, Any]], printings: Mapping[str, Any],
                 sets: Mapping[str, Mapping[str, str]]) -> set[str]:
    """The names of a playtest or joke card that a tournament card was given later.

    Input: the 2022 name index's records per normalised name, the set lists' printings per
    normalised name, the set table. Output: the names the index gives only printings in
    sets of type ``joke`` (the un-sets; Mystery Booster's playtest cards, CMB1) or sets the
    table lacks (CMB2), one of them a ``joke`` set, that the set lists print in a
    tournament set (Pick Your Poison, a 2019 playtest card and a Murders at Karlov Manor
    common of 2024). The oracle corpus keeps one record per name, and for these it may be
    the older card's, so ``reused_names`` of ``source-fixes.json`` must say which facts the
    tournament card has.
    """
    found: set[str] = set()
    for key, entry in indexed.items():
        kinds = {sets.get(code, {}).get("type") for code in entry.get("sets") or ()}
        if kinds <= {"joke", None} and "joke" in kinds \
                and any(sets[code]["type"] != "joke" for code in printings.get(key, {})):
            found.add(str(entry["name"]))
    return found


def _with_tournament_facts(corpus: list[Mapping[str, Any]],
                           indexed: Mapping[str, Mapping[str, Any]],
                           printings: Mapping[str, Any],
                           sets: Mapping[str, Mapping[str, str]]) -> list[Mapping[str, Any]]:
    """The corpus with the tournament card's facts for a name a playtest or joke card had
    first (``reused_names``): ``source-fixes.json``'s ``reused_names`` gives, for each, the
    tournament card's ``corpus`` fields (mana cost, types, colour identity, keywords, the
    deck-building facts of its text), each with its source, or ``null`` when the tournament
    printing is the same card (Blacker Lotus). Raises ``CardtoolsError`` naming a card of
    the class the file does not decide, rather than keep facts that may be the wrong card's.
    """
    fixes = _fixes_document().get("reused_names", {})
    missing = sorted(reused_names(indexed, printings, sets) - set(fixes))
    if missing:
        raise CardtoolsError("source-fixes.json's reused_names does not say which card these "
                             "playtest or joke names are in tournaments: " + ", ".join(missing))
    return [{**item, "text": None, **fixes[item["name"]]["corpus"]}
            if (fixes.get(item.get("name")) or {}).get("corpus") else item
            for item in corpus]


def _other_halves(name: str) -> list[Mapping[str, Any]] | None:
    """The halves after the first of a split or aftermath card, each with its ``cost`` and
    ``type``, from ``source-fixes.json``'s ``second_halves`` (the corpus gives the first
    half's only), or ``None`` for a card it does not list."""
    half = _fixes_document().get("second_halves", {}).get(name)
    return None if half is None else [half]


def _add_other_halves(record: dict[str, Any], first_cost: Any,
                      halves: Sequence[Mapping[str, Any]]) -> None:
    """Give a split or aftermath card the characteristics of all its halves together (MTG
    comprehensive rules 709.4): ``mana_value`` is the sum of the halves' (Commit // Memory:
    4 + 6), ``type`` the union of theirs (Instant and Sorcery), each face its own ``type``,
    and ``repeated_mana_symbol`` read over both costs (``cost_facts``). A half's cost that
    is not a mana cost leaves the mana value out and ``half_mana_value`` the first half's."""
    costs = [first_cost, *(half.get("cost") for half in halves)]
    values = [_mana_value(cost) for cost in costs]
    if all(value is not None for value in values):
        record["mana_value"] = sum(value for value in values if value is not None)
    elif values[0] is not None:
        record["half_mana_value"] = values[0]
    types = list(record.get("type", ()))
    for face, half in zip(record.get("faces", ())[1:], halves, strict=False):
        face["type"] = list(half.get("type", ()))
        types.extend(t for t in face["type"] if t not in types)
    if types:
        record["type"] = types
    record.update(cost_facts(costs))


def _repeats_symbol(cost: Any) -> bool:
    """Whether a mana cost holds one mana symbol more than once (``{R}{R}``, ``{X}{X}``,
    ``{R/G}{R/G}``): Jegantha, the Wellspring's companion condition."""
    if not isinstance(cost, str):
        return False
    symbols = _SYMBOL.findall(cost)
    return len(symbols) != len(set(symbols))


def _mana_value(cost: Any) -> int | float | None:
    """The mana value of a mana cost such as ``{2}{W/U}{W/P}`` (rule 202.3), or ``None``."""
    if not isinstance(cost, str):
        return 0 if cost is None else None
    total: float = 0
    for symbol in _SYMBOL.findall(cost):
        first = symbol.split("/")[0]
        if first.isdigit():
            total += int(first)
        elif first in ("X", "Y", "Z"):
            continue
        elif first.startswith("H"):
            total += 0.5
        else:
            total += 1
    return int(total) if total == int(total) else total


def _indexed(indexes: list[tuple[Path, Any]]) -> tuple[dict[str, dict[str, Any]], str]:
    """The MTGJSON name index's records (French names, set codes) per normalised English
    name and face name (a meld card's front half by its own name), and the index's date
    (``""`` without an index)."""
    found: dict[str, dict[str, Any]] = {}
    if not indexes:
        return found, ""
    document = mtgjson.build([path for path, _ in indexes])
    for record in document["cards"]:
        key = normalise(record["name"])
        if record.get("layout") == _MELD and " // " in record["name"]:
            key = normalise(record["name"].split(" // ")[0])
        found.setdefault(key, record)
        for face in record.get("faces") or ():
            if isinstance(face, dict) and face.get("names"):
                found.setdefault(normalise(face["name"]), {"names": face["names"]})
    return found, str(document.get("date") or "")


def _date_by_the_index(record: dict[str, Any], indexed: Mapping[str, Mapping[str, Any]],
                       sets: Mapping[str, Mapping[str, str]], index_date: str,
                       covered: set[str]) -> None:
    """A card printed only in promotional series, which carry one date for the whole
    series (Secret Lair Drop: 2020-03-12, for cards of 2025), that the name index of
    ``index_date`` does not know though it knows cards of those series (``covered``: the
    set codes its cards were printed in), had not been printed by that day:
    ``printed_after`` says so, and the card pools refuse it until the day after (it was
    a Legacy card from 2020 by its series' date). A series the index knows no card of
    (Magic Online Promos) tells nothing."""
    printed = record.get("sets") or []
    if not printed or any(sets[code]["type"] != _PROMO or code not in covered
                          for code in printed):
        return
    if record.get("meld_back_of") or min(sets[code]["date"] for code in printed) > index_date:
        return
    names = [record["name"], *(face["name"] if isinstance(face, dict) else str(face)
                               for face in record.get("faces") or ())]
    if not any(normalise(name) in indexed for name in names):
        record["printed_after"] = index_date


def _add_indexed(record: dict[str, Any], indexed: Mapping[str, Mapping[str, Any]],
                 sets: Mapping[str, Mapping[str, str]], index_date: str | None) -> None:
    """French names from the name index; and the index's sets that the set table knows
    but the set list never printed the card in (their rarities are not known there): the
    set list leaves out printings of cards XMage has not written for that set (Mind Bend
    of Eighth Edition, a Modern card; Unhinged's Booster Tutor, listed only as a promo,
    which made it a Legacy card)."""
    found = indexed.get(normalise(record["name"]), {})
    if found.get("names") and not record.get("meld_back_of"):
        record["names"] = dict(found["names"])
    for face in record.get("faces", ()):
        face_found = indexed.get(normalise(face["name"]), {})
        if face_found.get("names"):
            face["names"] = dict(face_found["names"])
    if record.get("meld_back_of") or record["name"].startswith(ALCHEMY_PREFIX):
        return
    printed = record.get("sets", [])
    known = {s for s in found.get("sets", ()) if s in sets
             and (not printed or sets[s]["type"] != _PROMO)}
    if known - set(printed):
        record["sets"] = sorted(known | set(printed),
                                key=lambda code: (sets[code]["date"], code))
        _common_by_pauper(record, found, known - set(printed), sets, index_date)


def _common_by_pauper(record: dict[str, Any], found: Mapping[str, Any], added: set[str],
                      sets: Mapping[str, Mapping[str, str]], index_date: str | None) -> None:
    """The name index's Pauper legality (legal or banned) says the card was printed at
    common by the index's day; when no printing the set list gives is a common one of
    that day (in a set then released, not a promotional series: World Championship
    Decks, gold-bordered, are no Pauper printing) and the index adds exactly one set,
    whose rarity the set list does not know, that printing was the common one (Balduvian
    Shaman of Ice Age, Regicide of Conspiracy: Take the Crown: cards XMage has not
    written, which Pauper refused for want of a common printing; Suq'Ata Lancer of
    Visions, common in 1997's World Championship Decks and in Dominaria Remastered of
    2023 only, was refused before 2023)."""
    printings = dict(record.get("printings") or {})
    common_then = [code for code, rarity in printings.items() if rarity == "common"
                   and sets[code]["type"] != _PROMO
                   and (index_date is None or sets[code]["date"] <= index_date)]
    if (len(added) != 1 or common_then
            or (found.get("legalities") or {}).get("pauper") not in ("Legal", "Banned")):
        return
    printings[next(iter(added))] = "common"
    ordered: dict[str, Any] = {}
    for key, value in record.items():
        if key not in ("printings", "rarity"):
            ordered[key] = value
        if key == "sets":
            ordered["printings"] = {code: printings[code] for code in value
                                    if code in printings}
            ordered["rarity"] = [r for r in RARITY_ORDER if r in printings.values()]
    record.clear()
    record.update(ordered)


def _source(kinds: Mapping[str, list[tuple[Path, Any]]]) -> dict[str, Any]:
    files = []
    for kind, found in kinds.items():
        for path, document in found:
            described: dict[str, Any] = {"file": path.name, "kind": kind}
            if isinstance(document, dict) and document.get("source"):
                described["source"] = str(document["source"])
            files.append(described)
    return {"name": "XMage set lists and MTGJSON card facts", "url": "https://mtgjson.com/",
            "license": "MIT", "files": files}
