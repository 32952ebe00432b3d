"""Mage Noir importer: the official catalogue scrape, linked French to English.

Sources, told apart by their content (not their file names):

* the catalogue scraped from magenoir.com (``tomedumagenoir_cards_catalog_ONLYOFFICIAL.json``
  of the Espequair/TomeduMageNoir repository): a JSON list of card records, one per
  language, with upper-case names and nothing that links a French record to its English
  one. Required.
* the base-69 mapping (``magenoirassets_base69_compact.json``, built from the assets of the
  digital edition, eloi-duwer/MageNoirAssets): ``{"meta": ..., "cards": [{name_fr, slug_en,
  rarity, type, ...}]}`` for the 69 cards of the base game. Optional; the only source of a
  French-English mapping and of rarities.

``build`` links the two records of each card into one card (``name`` English, ``names.fr``
French): first with the mapping, then by matching the facts of the remaining records
(extension, element, type, subtype, mana cost, life points, components, illustrator, the
numbers of the rules text). Only facts are written out: never the rules text, notes,
flavour text, illustrator or image links, which are read for linking only.
``import_catalogue`` returns the same document with an ``ImportReport`` saying what was
linked how, and every correction made. Run as a module to rebuild ``cards/mage-noir``::

    python -m cardtools.importers.mage_noir CATALOGUE [MAPPING] --output cards/mage-noir/cards.json
"""

from __future__ import annotations

import argparse
import difflib
import re
import sys
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtools.errors import CardtoolsError
from cardtools.names import normalise
from cardtools.yamlio import load_json

GAME = "mage-noir"
DESCRIPTION = (
    "Mage Noir: the magenoir.com catalogue scrape (TomeduMageNoir JSON) and optionally the "
    "base-69 French/English mapping (MageNoirAssets compact JSON)"
)

#: Largest source file read (bytes).
MAX_SOURCE_BYTES = 64 * 1024 * 1024

#: Languages of the catalogue; records in any other language are skipped (and counted).
LANGUAGES = ("en", "fr")

#: Element words of both languages (normalised) -> English element.
ELEMENTS: dict[str, str] = {
    "air": "Air",
    "arcane": "Arcane",
    "fire": "Fire",
    "feu": "Fire",
    "mineral": "Mineral",
    "vegetal": "Vegetal",
    "water": "Water",
    "eau": "Water",
}

#: Card types of both languages (normalised) -> English type. A type not listed here
#: (a new one) is kept as written, in display case.
TYPES: dict[str, str] = {
    "spell": "Spell",
    "sort": "Spell",
    "permanent": "Permanent",
    "equipment": "Equipment",
    "equipement": "Equipment",
    "ritual": "Ritual",
    "rituel": "Ritual",
    "animal": "Animal",
}

#: Equipment slots (subtypes) of both languages (normalised) -> English subtype.
SUBTYPES: dict[str, str] = {
    "weapon": "Weapon",
    "arme": "Weapon",
    "torso": "Torso",
    "torse": "Torso",
    "head": "Head",
    "tete": "Head",
    "ring": "Ring",
    "anneau": "Ring",
    "back": "Back",
    "dos": "Back",
    "feet": "Feet",
    "pieds": "Feet",
    "trinket": "Trinket",
    "amulette": "Trinket",
}

#: French extension names (normalised) -> the English name the English catalogue uses.
#: Extensions with one name in both languages (Phase, Sable, Glace...) need no entry.
EXTENSIONS_FR: dict[str, str] = {
    "jeu de base": "Base Game",
    "voie du guerrier-mage": "Way of the Warrior-Mage",
    "voie du plieur de temps": "Way of the Time Bender",
}

#: Rarity letters of the base-69 mapping.
RARITIES: dict[str, str] = {"C": "Common", "U": "Uncommon", "R": "Rare", "L": "Legendary"}

#: English words kept lower-case in title case (unless first).
SMALL_WORDS = frozenset(
    "a an and as at but by for from in into nor of on or over the to with".split()  # noqa: SIM905
)

#: Proper nouns in French card names (lower-case word -> display), kept capitalised in
#: sentence case.
PROPER_NOUNS_FR: dict[str, str] = {
    "kerloc'h": "Kerloc'h",
    "ina": "Ina",
    "zeus": "Zeus",
    "raijin": "Raijin",
    "nikola": "Nikola",
    "râ": "Râ",
    "yuki-onna": "Yuki-onna",
    "tesla": "Tesla",
    "igneus": "Igneus",
    "guerrier-mage": "Guerrier-Mage",
}

#: Known misspellings of the catalogue: (language, name as scraped) -> corrected name.
#: Applied only to a name exactly as scraped, so a corrected re-scrape is left alone. A
#: misspelling of letters (not only of accents, which names are compared without) stays
#: an alias of the card: the official catalogue, and deck builders built on it, write
#: the card so.
NAME_FIXES: dict[tuple[str, str], str] = {
    ("en", "ICY INFLITRATION"): "ICY INFILTRATION",
    ("en", "STUNNNG THUNDER"): "STUNNING THUNDER",
    ("fr", "GRAINE GERMEE"): "GRAINE GERMÉE",
    ("fr", "BRULÛRE DE MAGMA"): "BRÛLURE DE MAGMA",
    ("fr", "BRULURE SOLAIRE"): "BRÛLURE SOLAIRE",
}

#: English names the catalogue's records also answer to (scraped English name -> aliases):
#: the catalogue's own slug calls "Materialized Blade" Forged-blade, the literal English of
#: its French name "Lame forgée" (and "Materialized Sword" is "Épée matérialisée").
EXTRA_ALIASES: dict[str, tuple[str, ...]] = {
    "MATERIALIZED BLADE": ("Forged Blade",),
}

#: Values a shifted "deck limit" row leaves in the element field (a ban, a copy limit).
_LIMIT_WORDS = frozenset({"banned", "banni", "restricted", "limited", "interdit"})
_SPACES = re.compile(r"\s+")
_DIGITS = re.compile(r"\d+")
_IMAGE_ELEMENT = re.compile(r"/cards/[A-Za-z]{2}/([^/]+)/")


# --------------------------------------------------------------------------- reports


@dataclass
class ImportReport:
    """What an import did: counts, the links made, and every correction.

    ``records`` counts the catalogue records per language; ``linked_by_mapping`` and
    ``linked_by_facts`` list ``(English name, French name)`` pairs; ``unlinked`` the
    display names of cards with no counterpart, ``"name (language)"``; ``fixes`` the
    corrections made to names and fields; ``oddities`` data problems noticed but left as
    they are; ``collisions`` normalised names shared by two different cards.
    """

    records: dict[str, int] = field(default_factory=dict)
    skipped: int = 0
    cards: int = 0
    linked_by_mapping: list[tuple[str, str]] = field(default_factory=list)
    linked_by_facts: list[tuple[str, str]] = field(default_factory=list)
    unlinked: list[str] = field(default_factory=list)
    fixes: list[str] = field(default_factory=list)
    oddities: list[str] = field(default_factory=list)
    collisions: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """One paragraph of plain text: the counts of the import."""
        records = ", ".join(f"{n} {lang}" for lang, n in sorted(self.records.items()))
        return (
            f"records in: {sum(self.records.values())} ({records}); cards out: {self.cards}; "
            f"linked by mapping: {len(self.linked_by_mapping)}; "
            f"linked by facts: {len(self.linked_by_facts)}; unlinked: {len(self.unlinked)}"
        )


# --------------------------------------------------------------------------- records


@dataclass
class _Record:
    """One catalogue record, parsed into facts (language-neutral where possible)."""

    position: int
    language: str
    scraped: str
    name: str
    slug_keys: frozenset[str]
    element: str | None
    type: str | None
    subtypes: tuple[str, ...]
    lifepoints: int | str | None
    cost: dict[str, int | str]
    sets: tuple[str, ...] | None
    components: tuple[str, ...]
    transmutables: int
    illustrator: str
    numbers: tuple[str, ...]
    keywords: frozenset[str]
    rarity: str | None = None
    former_names: list[str] = field(default_factory=list)
    misspellings: list[str] = field(default_factory=list)
    mapped: _MappingEntry | None = None


@dataclass
class _MappingEntry:
    position: int
    name_fr: str
    slug_en: str
    rarity: str | None
    type: str | None
    element: str | None
    cost: dict[str, int | str] | None


# --------------------------------------------------------------------------- public API


def build(sources: list[Path]) -> dict[str, Any]:
    """Build the Mage Noir card database document from the source files.

    Input: the catalogue JSON and, optionally, the base-69 mapping JSON, in any order
    (recognised by content). Output: a document of ``cardtools/schemas/cards.schema.json``
    (``schema_version``, ``game``, ``source``, ``date``, ``notes``, ``cards``), one card
    per card of the catalogue, sorted by name. Raises ``CardtoolsError`` naming the file
    (and the JSON path where it helps) when a source cannot be read, is not one of the two
    kinds, or holds a record it cannot use; and when no catalogue is given.
    """
    document, _ = import_catalogue(sources)
    return document


def import_catalogue(sources: Sequence[Path]) -> tuple[dict[str, Any], ImportReport]:
    """Like ``build``, also returning the ``ImportReport`` of what was linked and fixed.

    Raises ``CardtoolsError`` as ``build`` does.
    """
    (catalogue_path, catalogue), mapping = _classify(sources)
    report = ImportReport()
    records = _parse_catalogue(catalogue, catalogue_path, report)
    entries = _parse_mapping(mapping[1], mapping[0]) if mapping is not None else []
    mapping_path = mapping[0] if mapping is not None else None
    pairs = _link(records, entries, report)
    cards = _cards(pairs, report)
    report.cards = len(cards)
    report.collisions = _collisions(cards)
    document: dict[str, Any] = {
        "schema_version": 1,
        "game": GAME,
        "source": _source(catalogue_path, mapping_path),
        "date": "2025",
        "notes": _notes(report),
        "cards": cards,
    }
    return document, report


def english_title(text: str) -> str:
    """Return an English card name in title case: ``"FIRE BALL"`` -> ``"Fire Ball"``.

    Small words (of, the, in...) stay lower-case except the first; each part of a
    hyphenated word is capitalised (``Warrior-Mage``); letters after an apostrophe stay
    lower-case (``Kerloc'h's``). Whitespace is collapsed. Never raises.
    """
    words = _SPACES.sub(" ", text).strip().lower().split(" ")
    out = []
    for index, word in enumerate(words):
        if index and word in SMALL_WORDS:
            out.append(word)
        else:
            out.append("-".join(part[:1].upper() + part[1:] for part in word.split("-")))
    return " ".join(out)


def french_sentence(text: str) -> str:
    """Return a French card name in sentence case: ``"ARMURE D'ÉCORCE"`` -> ``"Armure d'écorce"``.

    Only the first letter and the proper nouns of ``PROPER_NOUNS_FR`` (``Kerloc'h``,
    ``Zeus``...) are capitals; elisions stay lower-case. Whitespace is collapsed.
    Never raises.
    """
    words = _SPACES.sub(" ", text).strip().lower().split(" ")
    out = []
    for word in words:
        head, _, tail = word.partition("'")
        if word in PROPER_NOUNS_FR:
            word = PROPER_NOUNS_FR[word]
        elif tail and tail in PROPER_NOUNS_FR:
            word = f"{head}'{PROPER_NOUNS_FR[tail]}"
        out.append(word)
    result = " ".join(out)
    return result[:1].upper() + result[1:]


# --------------------------------------------------------------------------- sources


def _read(path: Path) -> Any:
    shown = str(path)
    try:
        if path.stat().st_size > MAX_SOURCE_BYTES:
            raise CardtoolsError("source file larger than 64 MB", shown)
        text = path.read_text("utf-8-sig")
    except OSError as exc:
        raise CardtoolsError(f"cannot read source file: {exc.strerror or exc}", shown) from None
    except UnicodeDecodeError:
        raise CardtoolsError("cannot read source file: not UTF-8 text", shown) from None
    return load_json(text, shown)


def _classify(
    sources: Sequence[Path],
) -> tuple[tuple[Path, list[Any]], tuple[Path, dict[str, Any]] | None]:
    """Read the sources; return ``(catalogue path, data)`` and ``(mapping path, data)``."""
    catalogue: tuple[Path, list[Any]] | None = None
    mapping: tuple[Path, dict[str, Any]] | None = None
    for path in sources:
        data = _read(path)
        kind = _kind(data)
        if kind == "catalogue":
            if catalogue is not None:
                raise CardtoolsError(
                    f"a second Mage Noir catalogue (the first is {catalogue[0]})", str(path)
                )
            catalogue = (path, data)
        elif kind == "mapping":
            if mapping is not None:
                raise CardtoolsError(
                    f"a second base-69 mapping (the first is {mapping[0]})", str(path)
                )
            mapping = (path, data)
        elif kind == "raw-assets":
            raise CardtoolsError(
                "this is the raw MageNoirAssets dump; give the compact mapping "
                "(magenoirassets_base69_compact.json) instead",
                str(path),
            )
        else:
            raise CardtoolsError(
                "not a Mage Noir source: expected the catalogue (a JSON list of card records "
                "with 'language' and 'name') or the base-69 mapping (an object whose 'cards' "
                "have 'name_fr' and 'slug_en')",
                str(path),
            )
    if catalogue is None:
        shown = ", ".join(str(p) for p in sources) or None
        raise CardtoolsError("no Mage Noir catalogue among the source files", shown)
    return catalogue, mapping


def _kind(data: Any) -> str:
    if isinstance(data, list) and data and isinstance(data[0], dict):
        first = data[0]
        if "language" in first and "name" in first:
            return "catalogue"
        if "cardTypeId" in first and "properties" in first:
            return "raw-assets"
    if isinstance(data, dict) and isinstance(data.get("cards"), list) and data["cards"]:
        first = data["cards"][0]
        if isinstance(first, dict) and "name_fr" in first and "slug_en" in first:
            return "mapping"
    return "unknown"


# --------------------------------------------------------------------------- parsing


def _text(value: Any) -> str:
    """A scraped text field as a string: None and "None"/"Aucun" placeholders -> ""."""
    if value is None:
        return ""
    text = str(value).strip()
    return "" if text in ("None", "Aucun") else text


def _parse_catalogue(data: list[Any], path: Path, report: ImportReport) -> list[_Record]:
    shown = str(path)
    records: list[_Record] = []
    seen: dict[tuple[str, str], _Record] = {}
    for position, raw in enumerate(data):
        if not isinstance(raw, dict):
            raise CardtoolsError("a catalogue record is not an object", shown, f"$[{position}]")
        language = raw.get("language")
        if not isinstance(language, str):
            raise CardtoolsError("record without a language", shown, f"$[{position}].language")
        language = language.strip().lower()
        if language not in LANGUAGES:
            report.skipped += 1
            continue
        report.records[language] = report.records.get(language, 0) + 1
        try:
            record = _parse_record(position, language, raw, report)
        except (TypeError, ValueError, AttributeError) as exc:
            raise CardtoolsError(f"unusable card record: {exc}", shown, f"$[{position}]") from None
        key = (language, normalise(record.name))
        if key in seen:
            _merge_duplicate(seen[key], record, report)
            continue
        seen[key] = record
        records.append(record)
    if not records:
        raise CardtoolsError("the catalogue holds no English or French card record", shown)
    return records


def _parse_record(
    position: int, language: str, raw: Mapping[str, Any], report: ImportReport
) -> _Record:
    scraped = raw.get("name")
    if not isinstance(scraped, str) or not scraped.strip():
        raise ValueError("no name")
    fixed = NAME_FIXES.get((language, scraped), scraped)
    collapsed = _SPACES.sub(" ", fixed).strip()
    if fixed != scraped:
        report.fixes.append(f"{language}: name {scraped!r} -> {collapsed!r} (misspelt)")
    elif collapsed != scraped:
        report.fixes.append(f"{language}: name {scraped!r} -> {collapsed!r} (extra spaces)")
    if any(ch.islower() for ch in collapsed) and sum(ch.isupper() for ch in collapsed) > 1:
        report.fixes.append(f"{language}: name {scraped!r} has mixed case; written in display case")
    display = english_title if language == "en" else french_sentence
    name = display(collapsed)
    misspelt = _SPACES.sub(" ", scraped).strip()
    misspellings = [display(misspelt)] if _letters(misspelt) != _letters(collapsed) else []

    slug = _text(raw.get("slug"))
    image = _text(raw.get("mn_image_link"))
    slug_keys = {k for k in (_letters(slug), _letters(_image_stem(image))) if k}

    element_raw = _text(raw.get("element"))
    type_raw = _text(raw.get("type"))
    subtype_raw = _text(raw.get("subtype"))
    cost_raw = raw.get("mana_cost")
    components_raw = raw.get("components")
    effect = _text(raw.get("effect"))
    illustrator = _text(raw.get("illustration"))
    extension_raw = _text(raw.get("extension"))
    element = ELEMENTS.get(normalise(element_raw))
    if element is None and (
        normalise(type_raw) in ELEMENTS
        or normalise(element_raw) in _LIMIT_WORDS
        or element_raw.isdigit()
    ):
        # A "deck limit" row pushed every field one place on: the element field holds
        # the limit, type the element, components the mana cost, illustration the rules
        # text and flavour text the illustrator; type and extension are lost.
        element = ELEMENTS.get(normalise(type_raw)) or _image_element(image)
        type_raw = subtype_raw if normalise(subtype_raw) in TYPES else ""
        subtype_raw = ""
        if not _cost_items(cost_raw):
            cost_raw, components_raw = components_raw, {}
        effect, illustrator = illustrator, _text(raw.get("flavor_text"))
        report.fixes.append(
            f"{language}: {name}: fields shifted by a deck-limit row (element field "
            f"{element_raw!r}); element {element or 'unknown'} recovered from the "
            "shifted type field / image path, mana cost from the components field, "
            "type and extension from the other language"
        )
    elif element is None:
        element = _image_element(image) or (_display(element_raw) if element_raw else None)

    card_type = TYPES.get(normalise(type_raw)) or (_display(type_raw) if type_raw else None)
    subtypes = tuple(
        SUBTYPES.get(normalise(part)) or _display(part)
        for part in re.split(r"[,/;]", subtype_raw)
        if part.strip()
    )
    components = _cost_items(components_raw)
    return _Record(
        position=position,
        language=language,
        scraped=scraped,
        name=name,
        slug_keys=frozenset(slug_keys),
        element=element,
        type=card_type,
        subtypes=subtypes,
        lifepoints=_lifepoints(raw.get("lifepoints")),
        cost=_cost(cost_raw),
        sets=_sets(extension_raw, language) if extension_raw else None,
        components=tuple(sorted(str(v) for _, v in components)),
        transmutables=len(_text(raw.get("transmutables")).split()),
        illustrator=normalise(illustrator),
        numbers=tuple(sorted(_DIGITS.findall(effect))),
        keywords=_keywords(effect),
        misspellings=misspellings,
    )


def _keywords(effect: str) -> frozenset[str]:
    """Words of the rules text that are the same in both languages once translated.

    Elements named, and the game terms "Mage Noir" and "Transmutable"; used only to
    tell apart records whose other facts are all equal.
    """
    text = normalise(effect)
    found = {ELEMENTS[word] for word in re.findall(r"[a-z]+", text) if word in ELEMENTS}
    found.update(term for term in ("mage noir", "transmutable") if term in text)
    return frozenset(found)


def _merge_duplicate(first: _Record, again: _Record, report: ImportReport) -> None:
    """A second record of the same name and language: a reprint; keep one, add its sets."""
    if again.sets:
        extra = tuple(s for s in again.sets if s not in (first.sets or ()))
        first.sets = (first.sets or ()) + extra
    report.oddities.append(
        f"{again.language}: {again.name!r} appears twice in the catalogue "
        f"(records {first.position} and {again.position}); kept as one card"
    )


def _display(text: str) -> str:
    return english_title(text) if text.isupper() or text.islower() else _SPACES.sub(" ", text)


def _letters(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if ch.isalnum() and ch.isascii())


def _image_stem(link: str) -> str:
    return link.rsplit("/", 1)[-1].rsplit(".", 1)[0] if link else ""


def _image_element(link: str) -> str | None:
    match = _IMAGE_ELEMENT.search(link)
    return ELEMENTS.get(normalise(match.group(1))) if match else None


def _cost_items(value: Any) -> list[tuple[str, Any]]:
    if value is None or value == "" or value == "None":
        return []
    if not isinstance(value, dict):
        raise TypeError(f"a cost or components field is {type(value).__name__}, not an object")
    return [(str(k), v) for k, v in value.items() if _text(k) and v is not None and _text(v)]


def _cost(value: Any) -> dict[str, int | str]:
    cost: dict[str, int | str] = {}
    for key, amount in _cost_items(value):
        element = ELEMENTS.get(normalise(key)) or _display(key)
        text = str(amount).strip()
        cost[element] = int(text) if text.isdigit() else text.upper() if len(text) == 1 else text
    return cost


def _lifepoints(value: Any) -> int | str | None:
    text = _text(value)
    if not text:
        return None
    return int(text) if text.isdigit() else text.upper()


def _sets(extension: str, language: str) -> tuple[str, ...]:
    names = []
    for part in extension.split("&"):
        part = _SPACES.sub(" ", part).strip()
        if not part:
            continue
        english = EXTENSIONS_FR.get(normalise(part)) if language == "fr" else None
        names.append(english or _set_title(part))
    return tuple(sorted(dict.fromkeys(names)))


def _set_title(text: str) -> str:
    """English set names in title case; one-word names (Phase, Électrique) as written."""
    return english_title(text) if " " in text else text[:1].upper() + text[1:]


def _parse_mapping(data: dict[str, Any], path: Path) -> list[_MappingEntry]:
    entries = []
    for position, raw in enumerate(data["cards"]):
        where = f"$.cards[{position}]"
        if not isinstance(raw, dict):
            raise CardtoolsError("a mapping entry is not an object", str(path), where)
        name_fr, slug_en = raw.get("name_fr"), raw.get("slug_en")
        if not isinstance(name_fr, str) or not name_fr.strip():
            raise CardtoolsError("mapping entry without name_fr", str(path), where + ".name_fr")
        if not isinstance(slug_en, str) or not slug_en.strip():
            raise CardtoolsError("mapping entry without slug_en", str(path), where + ".slug_en")
        letter = raw.get("rarity")
        rarity = RARITIES.get(letter.strip().upper()) if isinstance(letter, str) else None
        if letter not in (None, "") and rarity is None:
            raise CardtoolsError(
                f"unknown rarity {letter!r} (expected C, U, R or L)", str(path), where + ".rarity"
            )
        kind = raw.get("type")
        card_type = None
        if isinstance(kind, str):
            for part in kind.split("/"):
                card_type = card_type or TYPES.get(normalise(part))
        element = raw.get("element")
        try:
            cost = _cost(raw["mana_cost"]) if "mana_cost" in raw else None
        except (TypeError, ValueError):
            raise CardtoolsError("mana_cost is not an object", str(path), where) from None
        entries.append(
            _MappingEntry(
                position,
                name_fr.strip(),
                slug_en.strip(),
                rarity,
                card_type,
                ELEMENTS.get(normalise(element)) if isinstance(element, str) else None,
                cost,
            )
        )
    return entries


# --------------------------------------------------------------------------- linking

#: A card's English record, French record, and how they were linked ("mapping",
#: "facts", or "" for a record without a counterpart).
_Pair = tuple[_Record | None, _Record | None, str]


def _link(
    records: list[_Record], entries: list[_MappingEntry], report: ImportReport
) -> list[_Pair]:
    english = [r for r in records if r.language == "en"]
    french = [r for r in records if r.language == "fr"]
    pairs: list[_Pair] = []
    linked: set[int] = set()

    by_fr_name = {normalise(r.name): r for r in french}
    by_en_slug: dict[str, _Record] = {}
    for record in english:
        for key in record.slug_keys | {_letters(record.name)}:
            by_en_slug.setdefault(key, record)
    for entry in entries:
        fr = by_fr_name.get(normalise(entry.name_fr)) or _close_french(entry, french, linked)
        en = by_en_slug.get(_letters(entry.slug_en))
        if fr is not None and fr.position in linked:
            fr = None
        if en is not None and en.position in linked:
            en = None
        if fr is None and en is None:
            report.oddities.append(
                f"mapping entry {entry.name_fr!r} / {entry.slug_en!r} matches no catalogue record"
            )
            continue
        for found in (fr, en):
            if found is not None:
                found.rarity = entry.rarity
                found.mapped = entry
        if fr is not None and _letters(entry.name_fr) != _letters(fr.name):
            fr.misspellings.append(_SPACES.sub(" ", entry.name_fr).strip())
        if en is not None and _letters(entry.slug_en) != _letters(en.name):
            en.former_names.append(_slug_title(entry.slug_en))
        if fr is not None and en is not None:
            linked.update((fr.position, en.position))
            pairs.append((en, fr, "mapping"))
        else:
            missing = "English" if en is None else "French"
            report.oddities.append(
                f"mapping entry {entry.name_fr!r} / {entry.slug_en!r}: no {missing} record"
            )

    rest_en = [r for r in english if r.position not in linked]
    rest_fr = [r for r in french if r.position not in linked]
    for en, fr in _link_by_facts(rest_en, rest_fr):
        linked.update((fr.position, en.position))
        pairs.append((en, fr, "facts"))
    for record in records:
        if record.position not in linked:
            pairs.append((record, None, "") if record.language == "en" else (None, record, ""))
    return pairs


def _close_french(entry: _MappingEntry, french: list[_Record], linked: set[int]) -> _Record | None:
    """The French record whose name is a near spelling of a mapping name (a typo)."""
    key = normalise(entry.name_fr)
    candidates = {
        normalise(r.name): r
        for r in french
        if r.position not in linked and entry.element in (None, r.element)
    }
    close = difflib.get_close_matches(key, list(candidates), n=2, cutoff=0.85)
    if len(close) == 1 or (len(close) == 2 and _ratio(key, close[0]) > _ratio(key, close[1])):
        return candidates[close[0]]
    return None


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio()


def _slug_title(slug: str) -> str:
    """A mapping slug as an English name: ``howler_s_robe`` -> ``Howler's Robe``."""
    text = re.sub(r"_s(_|$)", r"'s\1", slug.strip().lower()).replace("_", " ")
    return english_title(text)


#: Fact sets used to match French and English records, strictest first. A pair is
#: linked at a level when it is the only English and the only French record of its
#: group there.
_FACTS = (
    "sets",
    "element",
    "type",
    "subtypes",
    "lifepoints",
    "cost",
    "components",
    "transmutables",
    "illustrator",
    "numbers",
    "keywords",
)


def _without(*left_out: str) -> tuple[str, ...]:
    return tuple(name for name in _FACTS if name not in left_out)


_LEVELS: tuple[tuple[str, ...], ...] = (
    _without("keywords"),
    _without("keywords", "numbers"),  # the rules texts give numbers differently
    _without("keywords", "illustrator", "transmutables"),
    _without("transmutables"),  # a transmutable scraped from one rules text only
    _without("cost"),  # a mana cost mis-scraped in one language
    ("element", "type", "lifepoints", "cost", "illustrator", "numbers"),
    ("element", "cost", "illustrator", "numbers"),
)


def _fact_key(record: _Record, level: tuple[str, ...]) -> tuple[Any, ...] | None:
    values = []
    for name in level:
        value = getattr(record, name)
        if name == "cost":
            value = tuple(sorted((k, str(v)) for k, v in value.items()))
        elif value is None and name in ("sets", "type", "element"):
            return None  # a lost fact (a shifted record) cannot be matched at this level
        values.append(value)
    return tuple(values)


def _link_by_facts(english: list[_Record], french: list[_Record]) -> list[tuple[_Record, _Record]]:
    pairs: list[tuple[_Record, _Record]] = []
    en_left = {r.position: r for r in english}
    fr_left = {r.position: r for r in french}
    progress = True
    while progress and en_left and fr_left:
        progress = False
        for level in _LEVELS:
            groups: dict[tuple[Any, ...], tuple[list[_Record], list[_Record]]] = defaultdict(
                lambda: ([], [])
            )
            for record in en_left.values():
                key = _fact_key(record, level)
                if key is not None:
                    groups[key][0].append(record)
            for record in fr_left.values():
                key = _fact_key(record, level)
                if key is not None:
                    groups[key][1].append(record)
            found = [(e[0], f[0]) for e, f in groups.values() if len(e) == 1 and len(f) == 1]
            for en, fr in found:
                del en_left[en.position], fr_left[fr.position]
            pairs.extend(found)
            if found:
                progress = True
                break  # start again from the strictest level
    return pairs


# --------------------------------------------------------------------------- cards


def _cards(pairs: list[_Pair], report: ImportReport) -> list[dict[str, Any]]:
    cards = []
    for en, fr, method in pairs:
        card = _card(en, fr, report)
        cards.append(card)
        if method == "mapping":
            report.linked_by_mapping.append((card["name"], card["names"]["fr"]))
        elif method == "facts":
            report.linked_by_facts.append((card["name"], card["names"]["fr"]))
        else:
            report.unlinked.append(f"{card['name']} ({'en' if en else 'fr'})")
    cards.sort(key=lambda card: (normalise(card["name"]), card["name"]))
    return cards


def _card(en: _Record | None, fr: _Record | None, report: ImportReport) -> dict[str, Any]:
    main = en or fr
    assert main is not None
    mapped = (en and en.mapped) or (fr and fr.mapped)
    card: dict[str, Any] = {"name": main.name}
    if fr is not None:
        card["names"] = {"fr": _french_name(fr, report)}
        if en is None:
            card["name"] = card["names"]["fr"]
    aliases = _aliases(en, fr)
    if aliases:
        card["aliases"] = aliases

    def fact(label: str, get: Callable[[_Record], Any], from_mapping: Any = None) -> Any:
        return _agree(card["name"], label, en and get(en), fr and get(fr), from_mapping, report)

    card_type = fact("type", lambda r: r.type, mapped and mapped.type)
    if card_type:
        card["type"] = card_type
    subtypes = fact("subtypes", lambda r: r.subtypes)
    if subtypes:
        card["subtypes"] = list(subtypes)
    element = fact("element", lambda r: r.element, mapped and mapped.element)
    if element:
        card["elements"] = [element]
    if main.rarity:
        card["rarity"] = main.rarity
    sets = fact("sets", lambda r: r.sets)
    if sets:
        card["sets"] = list(sets)
    card["cost"] = dict(fact("mana cost", lambda r: r.cost, mapped and mapped.cost) or {})
    lifepoints = fact("life points", lambda r: r.lifepoints)
    if lifepoints is not None:
        card["lifepoints"] = lifepoints
    return card


def _aliases(en: _Record | None, fr: _Record | None) -> list[str]:
    """Other names of the card of records ``en`` and ``fr`` (either may be ``None``), in
    this order: former English names (the mapping's slug where its words differ from the
    name, ``howler_s_robe`` for Air Mage's Robe), ``EXTRA_ALIASES``, then the misspellings
    of letters the sources print (``Icy Inflitration``, the catalogue's; ``Inflitration
    subtile``, the mapping's). A name whose letters are the card's name's is left out."""
    names = [*en.former_names, *EXTRA_ALIASES.get(en.scraped, ()), *en.misspellings] \
        if en is not None else []
    names += fr.misspellings if fr is not None else []
    own = [record.name for record in (en, fr) if record is not None]
    aliases: dict[str, str] = {_letters(name): name for name in own}
    for name in names:
        aliases.setdefault(_letters(name), name)
    return list(aliases.values())[len(own):]


def _agree(name: str, label: str, en: Any, fr: Any, mapped: Any, report: ImportReport) -> Any:
    """One fact of a card from its English record, French record and mapping entry.

    The English record wins, except where it lacks the fact (a shifted record) or where
    it disagrees with the French record and the mapping both. Disagreements are reported.
    """
    absent = (None, (), "")
    if en in absent:
        return fr if fr not in absent else mapped
    if fr in absent or en == fr:
        if mapped not in (None, ()) and mapped != en:
            report.oddities.append(
                f"{name}: {label} {_show(en)} in the catalogue, "
                f"{_show(mapped)} in the base-69 mapping"
            )
        return en
    if mapped == fr:
        report.fixes.append(
            f"en: {name}: {label} {_show(en)} corrected to {_show(fr)} "
            "(the French record and the base-69 mapping agree)"
        )
        return fr
    report.oddities.append(
        f"{name}: {label} {_show(en)} in English, {_show(fr)} in French; the English kept"
    )
    return en


def _show(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items()) or "none"
    if isinstance(value, tuple):
        return " & ".join(str(v) for v in value)
    return str(value)


def _french_name(record: _Record, report: ImportReport) -> str:
    """The French display name: the mapping's spelling when it is the same name."""
    if record.mapped is None:
        return record.name
    mapped = _SPACES.sub(" ", record.mapped.name_fr).strip()
    if normalise(mapped) != normalise(record.name):
        report.fixes.append(
            f"fr: base-69 mapping name {mapped!r} differs from the catalogue's "
            f"{record.name!r}; the catalogue's spelling is kept"
        )
        return record.name
    if _accents(record.name) > _accents(mapped) and len(record.name) == len(mapped):
        # the catalogue has accents the mapping lacks: its letters, the mapping's case
        report.fixes.append(
            f"fr: base-69 mapping name {mapped!r} lacks accents of the catalogue's "
            f"{record.scraped!r}; the catalogue's letters are kept in the mapping's case"
        )
        return "".join(
            c.upper() if m.isupper() else c
            for c, m in zip(record.name.lower(), mapped, strict=True)
        )
    return mapped


def _accents(text: str) -> int:
    return sum(1 for ch in unicodedata.normalize("NFD", text) if unicodedata.combining(ch))


def _collisions(cards: Sequence[Mapping[str, Any]]) -> list[str]:
    owners: dict[str, set[str]] = defaultdict(set)
    for card in cards:
        for written in _all_names(card):
            owners[normalise(written)].add(card["name"])
    shared = [(key, names) for key, names in owners.items() if len(names) > 1]
    return sorted(f"{key}: {', '.join(sorted(names))}" for key, names in shared)


def _all_names(card: Mapping[str, Any]) -> Iterable[str]:
    yield card["name"]
    for value in (card.get("names") or {}).values():
        yield from [value] if isinstance(value, str) else value
    yield from card.get("aliases") or ()


def _source(catalogue: Path, mapping: Path | None) -> dict[str, Any]:
    files = [
        {
            "file": catalogue.name,
            "name": "Mage Noir official card catalogue (magenoir.com/collection), scraped 2025",
            "url": "https://github.com/Espequair/TomeduMageNoir",
            "license": "none stated; card data belongs to the publisher of Mage Noir",
        }
    ]
    if mapping is not None:
        files.append(
            {
                "file": mapping.name,
                "name": "Mage Noir digital edition assets: the 69 base-game cards",
                "url": "https://github.com/eloi-duwer/MageNoirAssets",
                "license": "ISC",
            }
        )
    return {
        "name": "Mage Noir card catalogue, French and English, linked by cardtools",
        "url": "https://magenoir.com/collection/",
        "retrieved": "2025",
        "files": files,
    }


def _notes(report: ImportReport) -> list[str]:
    notes = [
        "Facts only: no rules text, notes, flavour text, illustrators or images.",
        "Rarity is known only for the cards of the base-69 mapping."
        if report.linked_by_mapping
        else "No rarities: the base-69 mapping was not given.",
        "Ban and copy-limit lists belong to the format files, not to this database.",
        report.summary(),
    ]
    if report.unlinked:
        unlinked = ", ".join(report.unlinked)
        notes.append(f"Cards without a counterpart in the other language: {unlinked}")
    return notes


# --------------------------------------------------------------------------- command line


def main(argv: Sequence[str] | None = None) -> int:
    """Rebuild the database: ``python -m cardtools.importers.mage_noir SOURCE... -o FILE``.

    Input: command-line arguments (source files, ``--output``). Output: exit code 0 after
    writing the file and printing the report, 2 with the error on stderr when a source
    is bad (a ``CardtoolsError``).
    """
    from cardtools.importers import dumps_database, run_import, write_atomically

    parser = argparse.ArgumentParser(prog="python -m cardtools.importers.mage_noir")
    parser.add_argument("sources", nargs="+", type=Path, help="catalogue JSON [mapping JSON]")
    parser.add_argument("-o", "--output", type=Path, required=True, help="cards.json to write")
    args = parser.parse_args(argv)
    try:
        document = run_import("mage-noir-catalog", args.sources)  # what the CLI will write
        _, report = import_catalogue(args.sources)
        write_atomically(args.output, dumps_database(document))
    except CardtoolsError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(report.summary())
    for title, lines in (
        ("fixes", report.fixes),
        ("oddities", report.oddities),
        ("unlinked", report.unlinked),
        ("collisions", report.collisions),
    ):
        if lines:
            print(f"{title}:")
            print("\n".join(f"  {line}" for line in lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
