"""MTGJSON importer: Magic: The Gathering card facts from MTGJSON v5 files (DESIGN 4).

``build(sources)`` reads any mix of these files (told apart by content, not by name):

- MTGJSON v5 set files, ``{"meta", "data": {"code", "cards": [...]}}`` (e.g. ``APC.json``);
- ``AllPrintings.json``, ``{"meta", "data": {set code: <set file data>}}``;
- ``AtomicCards.json``, ``{"meta", "data": {card name: [face objects]}}``;
- the derived name index of ``../shared/data/mtg`` (one record per card name:
  ``{"meta", "cards": [{name, layout, types, faces, french, french_faces, legalities,
  sets}]}``), from which the bundled ``cards/mtg/cards.json`` is built.

Each file may also be compressed (``.gz``, ``.bz2``, ``.xz``) or be a ``.zip`` holding
one JSON file, as MTGJSON offers its downloads.

Cards are merged per name (normalised). A card with several faces (layouts split,
aftermath, flip, adventure, transform, modal_dfc, meld, reversible_card) is one record
named ``Front // Back`` with its ``faces`` and its layout. Sets are the union of every
printing's set codes; types, supertypes, faces and French names are unions; the layout and the
legalities come from the newest source (the MTGJSON build date in ``meta``, then the
set's release date, then the order of the files). Only facts are kept: name, French
names (``foreignData`` in French), layout, card types, supertypes, faces, sets and the
legalities of seven constructed formats. Rules text, flavour, artists, images, prices
and identifiers are dropped.
"""

from __future__ import annotations

import bz2
import gzip
import lzma
import re
import zipfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardtools.errors import CardtoolsError
from cardtools.names import normalise
from cardtools.yamlio import load_json

GAME = "mtg"
DESCRIPTION = (
    "MTGJSON v5 set files (e.g. APC.json), AllPrintings.json, AtomicCards.json "
    "or the derived MTGJSON name index (mtgjson_*_name_index.json)"
)

#: The formats whose legality is kept, in this order.
FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper", "commander")
#: MTGJSON legality values kept (lower case -> as stored); others mean "not legal".
STATUSES = {"legal": "Legal", "banned": "Banned", "restricted": "Restricted"}
#: Layouts of objects that are not cards of a deck; set-file entries with them are skipped.
SKIPPED_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series"})
#: Basic lands: the name index has no supertypes, so these are marked by name.
BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes")
#: French names missing from MTGJSON, from the French comprehensive rules 708 (examples
#: of 708.5 and 708.6c): card name -> French name. Used only when MTGJSON has none.
FRENCH_ADDITIONS: dict[str, str] = {"Assault // Battery": "Assaillement // Barrissement"}

_SEPARATOR = re.compile(r"\s+//\s+")
_DATE = re.compile(r"(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)")
_FRENCH = "French"

#: Source kinds returned by ``detect_kind``.
SET_FILE, ALL_PRINTINGS = "set file", "AllPrintings"
ATOMIC, NAME_INDEX = "AtomicCards", "name index"

Rank = tuple[str, str, int]


@dataclass
class _Face:
    name: str
    side: str
    types: list[str] = field(default_factory=list)
    french: list[str] = field(default_factory=list)


@dataclass
class _Card:
    name: str
    layout: str = "normal"
    rank: Rank = ("", "", -1)
    legalities: dict[str, str] = field(default_factory=dict)
    types: list[str] = field(default_factory=list)
    supertypes: list[str] = field(default_factory=list)
    faces: dict[str, _Face] = field(default_factory=dict)
    french: list[str] = field(default_factory=list)
    sets: set[str] = field(default_factory=set)


@dataclass
class _Printing:
    """One MTGJSON card object (a whole card or one face), reduced to the kept facts."""

    name: str
    layout: str
    types: list[str]
    supertypes: list[str]
    legalities: dict[str, str]
    sets: list[str]
    face: str | None = None
    side: str = ""
    face_types: list[str] = field(default_factory=list)
    french: list[str] = field(default_factory=list)
    french_face: list[str] = field(default_factory=list)


class _Merger:
    """Card records merged by normalised name, in a stable order."""

    def __init__(self) -> None:
        self.cards: dict[str, _Card] = {}

    def card(self, name: str) -> _Card:
        key = normalise(name)
        card = self.cards.get(key)
        if card is None:
            card = self.cards[key] = _Card(name)
        return card

    def add(self, printing: _Printing, rank: Rank) -> None:
        card = self.card(printing.name)
        if rank >= card.rank:
            card.rank = rank
            card.layout = printing.layout
            card.legalities = printing.legalities
            card.name = printing.name
        _extend(card.types, printing.types)
        _extend(card.supertypes, printing.supertypes)
        _add_new(card.french, printing.french)
        card.sets.update(printing.sets)
        if printing.face is not None:
            face = card.faces.get(normalise(printing.face))
            if face is None:
                face = card.faces[normalise(printing.face)] = _Face(printing.face, printing.side)
            face.side = face.side or printing.side
            _extend(face.types, printing.face_types)
            _add_new(face.french, printing.french_face)


def build(sources: list[Path]) -> dict[str, Any]:
    """Build the MTG card database document from MTGJSON files.

    Input: paths of MTGJSON v5 set files, ``AllPrintings.json``, ``AtomicCards.json``
    and/or the derived name index, in any mix and order (optionally compressed).
    Output: a card database document of ``cards.schema.json``: ``schema_version``,
    ``game`` ``"mtg"``, ``source`` (MTGJSON, MIT, and each file's kind and version),
    ``date`` (the newest MTGJSON build date), ``notes`` and ``cards`` sorted by name.
    Raises ``CardtoolsError`` naming the file (and the JSON path) when no file is
    given, a file cannot be read, is not JSON, is none of the known kinds, or holds
    a malformed card.
    """
    if not sources:
        raise CardtoolsError("the mtgjson importer needs at least one MTGJSON file")
    merger = _Merger()
    described: list[dict[str, Any]] = []
    dates: list[str] = []
    for order, path in enumerate(sources):
        document = load_source(path)
        kind = detect_kind(document, str(path))
        found_meta = document.get("meta")
        meta: dict[str, Any] = found_meta if isinstance(found_meta, dict) else {}
        date = _meta_date(meta)
        if date:
            dates.append(date)
        described.append(_describe(path, kind, meta, date, document))
        for printing, release in _printings(document, kind, str(path)):
            merger.add(printing, (date, release, order))
    cards = [_record(card) for card in merger.cards.values()]
    cards.sort(key=lambda record: (normalise(record["name"]), record["name"]))
    result: dict[str, Any] = {
        "schema_version": 1,
        "game": GAME,
        "source": {
            "name": "MTGJSON",
            "url": "https://mtgjson.com/",
            "license": "MIT",
            "files": described,
        },
    }
    if dates:
        result["date"] = max(dates)
    result["notes"] = _notes(described)
    result["cards"] = cards
    return result


def load_source(path: Path) -> dict[str, Any]:
    """Read one MTGJSON file (plain, ``.gz``, ``.bz2``, ``.xz`` or a one-file ``.zip``).

    Output: the parsed JSON object. Raises ``CardtoolsError`` naming the file when it
    cannot be read or decompressed, is not UTF-8, is not JSON, or is not a JSON object.
    """
    shown = str(path)
    try:
        raw = _read_bytes(path)
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CardtoolsError("cannot read MTGJSON file: not UTF-8 text", shown) from None
    except (OSError, EOFError, lzma.LZMAError, zipfile.BadZipFile) as exc:
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        raise CardtoolsError(f"cannot read MTGJSON file: {reason}", shown) from None
    document = load_json(text, shown)
    if not isinstance(document, dict):
        raise CardtoolsError("not an MTGJSON file: the top level is not a JSON object", shown)
    return document


def detect_kind(document: Mapping[str, Any], path: str = "") -> str:
    """Tell which kind of MTGJSON file a parsed document is, from its content.

    Output: ``SET_FILE``, ``ALL_PRINTINGS``, ``ATOMIC`` or ``NAME_INDEX``. Raises
    ``CardtoolsError`` naming ``path`` when the document is none of them (for example
    an MTGJSON file without cards, such as ``Meta.json`` or ``SetList.json``).
    """
    data = document.get("data")
    cards = document.get("cards")
    if isinstance(cards, list) and data is None and "game" not in document:
        sample = [record for record in cards[:20] if isinstance(record, dict)]
        if not cards or any("types" in r or "french_faces" in r for r in sample):
            return NAME_INDEX
    if "game" in document and "cards" in document:
        raise CardtoolsError(
            "this is a cardtools card database, not an MTGJSON file "
            "(give it to cardtools with --cards instead)",
            path,
        )
    if isinstance(data, dict):
        if isinstance(data.get("cards"), list) and isinstance(data.get("code"), str):
            return SET_FILE
        values = list(data.values())
        if values and all(isinstance(v, dict) and isinstance(v.get("cards"), list) for v in values):
            return ALL_PRINTINGS
        if values and all(isinstance(v, list) for v in values):
            return ATOMIC
    raise CardtoolsError(
        "not a known MTGJSON file: expected a set file, AllPrintings.json, "
        "AtomicCards.json or the derived name index",
        path,
    )


def _read_bytes(path: Path) -> bytes:
    suffix = path.suffix.lower()
    if suffix == ".gz":
        with gzip.open(path, "rb") as handle:
            return handle.read()
    if suffix == ".bz2":
        with bz2.open(path, "rb") as handle:
            return handle.read()
    if suffix == ".xz":
        with lzma.open(path, "rb") as handle:
            return handle.read()
    if suffix == ".zip":
        with zipfile.ZipFile(path) as archive:
            members = [m for m in archive.namelist() if m.lower().endswith(".json")]
            if len(members) != 1:
                raise OSError("a .zip must hold exactly one .json file")
            return archive.read(members[0])
    return path.read_bytes()


def _meta_date(meta: Mapping[str, Any]) -> str:
    """The MTGJSON build date of a file (``YYYY-MM-DD``), from ``meta``; ``""`` if none."""
    candidates = [meta.get("date"), meta.get("version"), meta.get("source")]
    for value in candidates:
        if isinstance(value, str):
            found = _DATE.search(value)
            if found:
                return "-".join(found.groups())
    return ""


def _describe(
    path: Path, kind: str, meta: Mapping[str, Any], date: str, document: Mapping[str, Any]
) -> dict[str, Any]:
    described: dict[str, Any] = {"file": path.name, "kind": kind}
    if kind == SET_FILE:
        described["set"] = document["data"]["code"]
    for key in ("version", "source", "note"):
        if isinstance(meta.get(key), str):
            described[key] = meta[key]
    if date:
        described["date"] = date
    return described


def _notes(described: list[dict[str, Any]]) -> list[str]:
    notes = [
        "Facts only: names, French names, layout, card types, supertypes, faces, sets "
        "and legalities; no rules text, flavour, artists, images, prices or identifiers.",
        "legalities: only " + ", ".join(FORMATS) + "; a format left out means the card "
        "is not legal there (not in the card pool).",
        "Split, adventure, flip, double-faced and meld cards are one card named "
        "'Front // Back'; their face names are in faces.",
        "French names: "
        + "; ".join(
            f"{name} = {french} (comprehensive rules 708, French)"
            for name, french in FRENCH_ADDITIONS.items()
        )
        + " was added by the importer; all others come from MTGJSON foreignData.",
    ]
    if any(d["kind"] == NAME_INDEX for d in described):
        notes += [
            "Built from the derived name index: supertypes are known only for basic "
            "lands (Basic, Snow), types only for the card as a whole (the index keeps "
            "the front face's types) and there is no rarity.",
            "The name index lacks the set CMR (Commander Legends): see cards-supplement.json.",
        ]
    return notes


def _printings(
    document: Mapping[str, Any], kind: str, path: str
) -> Iterator[tuple[_Printing, str]]:
    """Yield ``(printing, release date)`` for every card object of a document."""
    if kind == NAME_INDEX:
        for position, record in enumerate(document["cards"]):
            yield from ((p, "") for p in _index_printings(record, path, f"$.cards[{position}]"))
    elif kind == SET_FILE:
        yield from _set_printings(document["data"], path, "$.data")
    elif kind == ALL_PRINTINGS:
        for code, data in document["data"].items():
            yield from _set_printings(data, path, f"$.data[{_quote(code)}]")
    else:
        for name, faces in document["data"].items():
            where = f"$.data[{_quote(name)}]"
            for position, entry in enumerate(faces):
                printing = _card_object(entry, path, f"{where}[{position}]", None)
                if printing is not None:
                    yield printing, ""


def _quote(key: str) -> str:
    return '"' + key.replace('"', '\\"') + '"'


def _set_printings(data: Any, path: str, where: str) -> Iterator[tuple[_Printing, str]]:
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise CardtoolsError("a set without a 'cards' list", path, where)
    code = data.get("code")
    if not isinstance(code, str) or not code:
        raise CardtoolsError("a set without a 'code'", path, f"{where}.code")
    release = data.get("releaseDate") if isinstance(data.get("releaseDate"), str) else ""
    for position, entry in enumerate(data["cards"]):
        printing = _card_object(entry, path, f"{where}.cards[{position}]", code)
        if printing is not None:
            yield printing, str(release)


def _card_object(entry: Any, path: str, where: str, code: str | None) -> _Printing | None:
    """Reduce one MTGJSON card (set file or atomic) to a ``_Printing``; tokens give None."""
    if not isinstance(entry, dict):
        raise CardtoolsError("a card that is not a JSON object", path, where)
    name = _text(entry, "name", path, where, required=True)
    layout = _text(entry, "layout", path, where) or "normal"
    if layout in SKIPPED_LAYOUTS:
        return None
    sets = _strings(entry, "printings", path, where)
    if code is not None:
        sets = [code, *sets]
    face = _text(entry, "faceName", path, where) or None
    types = _strings(entry, "types", path, where)
    french: list[str] = []
    french_face: list[str] = []
    foreign = entry.get("foreignData") or []
    if not isinstance(foreign, list):
        raise CardtoolsError("'foreignData' is not a list", path, f"{where}.foreignData")
    for index, item in enumerate(foreign):
        item_where = f"{where}.foreignData[{index}]"
        if not isinstance(item, dict) or item.get("language") != _FRENCH:
            continue
        _add_new(french, [_text(item, "name", path, item_where)])
        _add_new(french_face, [_text(item, "faceName", path, item_where)])
    return _Printing(
        name=name,
        layout=layout,
        types=types,
        supertypes=_strings(entry, "supertypes", path, where),
        legalities=_legalities(entry.get("legalities"), path, f"{where}.legalities"),
        sets=sets,
        face=face,
        side=_text(entry, "side", path, where),
        face_types=types if face is not None else [],
        french=french,
        french_face=french_face,
    )


def _index_printings(record: Any, path: str, where: str) -> Iterator[_Printing]:
    """Turn one name-index record into printings: one per face, or one for the card."""
    if not isinstance(record, dict):
        raise CardtoolsError("a card that is not a JSON object", path, where)
    name = _text(record, "name", path, where, required=True)
    layout = _text(record, "layout", path, where) or "normal"
    types = _strings(record, "types", path, where)
    supertypes = _basic_supertypes(name)
    legalities = _legalities(record.get("legalities"), path, f"{where}.legalities")
    sets = _strings(record, "sets", path, where)
    faces = _strings(record, "faces", path, where)
    french_faces = record.get("french_faces") or {}
    if not isinstance(french_faces, dict):
        raise CardtoolsError("'french_faces' is not an object", path, f"{where}.french_faces")
    full_french = _strings(record, "french", path, where)
    per_face: dict[str, list[str]] = {face: [] for face in faces}
    for face, values in french_faces.items():
        face_where = f"{where}.french_faces[{_quote(str(face))}]"
        if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
            raise CardtoolsError("French names must be a list of strings", path, face_where)
        for value in values:
            parts = _SEPARATOR.split(value.strip())
            if len(faces) > 1 and len(parts) == len(faces):
                _add_new(full_french, [value.strip()])
                for face_name, part in zip(faces, parts, strict=True):
                    _add_new(per_face[face_name], [part])
            elif face in per_face and len(parts) == 1:
                _add_new(per_face[face], [value.strip()])
            else:
                _add_new(full_french, [value.strip()])
    base = _Printing(name, layout, types, supertypes, legalities, sets, french=full_french)
    if not faces:
        yield base
        return
    for position, face_name in enumerate(faces):
        yield _Printing(
            name,
            layout,
            types,
            supertypes,
            legalities,
            sets,
            face=face_name,
            side=chr(ord("a") + position),
            french=full_french,
            french_face=per_face[face_name],
        )


def _basic_supertypes(name: str) -> list[str]:
    if name in BASIC_LANDS:
        return ["Basic"]
    if name.startswith("Snow-Covered ") and name.removeprefix("Snow-Covered ") in BASIC_LANDS:
        return ["Basic", "Snow"]
    return []


def _text(item: Mapping[str, Any], key: str, path: str, where: str, required: bool = False) -> str:
    value = item.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        expected = "a non-empty string" if required else "a string"
        raise CardtoolsError(f"'{key}' must be {expected}", path, f"{where}.{key}")
    return value.strip()


def _strings(item: Mapping[str, Any], key: str, path: str, where: str) -> list[str]:
    value = item.get(key)
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CardtoolsError(f"'{key}' must be a list of strings", path, f"{where}.{key}")
    return [v.strip() for v in value if v.strip()]


def _legalities(value: Any, path: str, where: str) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise CardtoolsError("legalities must be an object", path, where)
    kept: dict[str, str] = {}
    for fmt in FORMATS:
        status = value.get(fmt)
        if isinstance(status, str) and status.strip().lower() in STATUSES:
            kept[fmt] = STATUSES[status.strip().lower()]
    return kept


def _extend(target: list[str], values: Iterable[str]) -> None:
    """Append the values whose normalised form is new (the first spelling stays)."""
    seen = {normalise(v) for v in target}
    for value in values:
        key = normalise(value)
        if value and key not in seen:
            seen.add(key)
            target.append(value)


def _add_new(target: list[str], values: Iterable[str]) -> None:
    """Append the values not already in ``target`` (every spelling is kept)."""
    for value in values:
        if value and value not in target:
            target.append(value)


def _best_spellings(names: list[str], english: str) -> list[str]:
    """French names without the English one, one spelling per normalised name.

    Among spellings that normalise alike (``Ile``/``Île``, ``plaine``/``Plaine``) the
    one with a capital initial and the most accented letters is kept.
    """
    chosen: dict[str, str] = {}
    for name in names:
        key = normalise(name)
        if not key or key == normalise(english):
            continue
        if key not in chosen or _display_score(name) > _display_score(chosen[key]):
            chosen[key] = name
    return list(chosen.values())


def _display_score(name: str) -> tuple[bool, int]:
    return name[:1].isupper(), sum(not ch.isascii() for ch in name)


def _one_or_many(names: list[str]) -> str | list[str]:
    return names[0] if len(names) == 1 else names


def _record(card: _Card) -> dict[str, Any]:
    """The database record of a merged card (keys in a fixed order)."""
    faces = sorted(card.faces.values(), key=lambda f: f.side or "~")
    record: dict[str, Any] = {"name": card.name}
    french = _best_spellings(card.french, card.name)
    if not french and card.name in FRENCH_ADDITIONS:
        french = [FRENCH_ADDITIONS[card.name]]
    if french:
        record["names"] = {"fr": _one_or_many(french)}
    if card.layout != "normal":
        record["layout"] = card.layout
    if card.types:
        record["type"] = card.types
    if card.supertypes:
        record["supertypes"] = card.supertypes
    if faces:
        derived = _derived_face_names(french, len(faces))
        record["faces"] = [_face_record(f, d) for f, d in zip(faces, derived, strict=True)]
    if card.sets:
        record["sets"] = sorted(card.sets)
    if card.legalities:
        record["legalities"] = card.legalities
    return record


def _face_record(face: _Face, derived: list[str]) -> dict[str, Any]:
    record: dict[str, Any] = {"name": face.name}
    french = _best_spellings(face.french, face.name) or _best_spellings(derived, face.name)
    if french:
        record["names"] = {"fr": _one_or_many(french)}
    if face.types:
        record["type"] = face.types
    return record


def _derived_face_names(card_french: list[str], count: int) -> list[list[str]]:
    """Face French names cut from the card's French names ("Feu // Glace" -> Feu, Glace).

    Used for faces whose MTGJSON data gave no French face name.
    """
    derived: list[list[str]] = [[] for _ in range(count)]
    for name in card_french:
        parts = _SEPARATOR.split(name)
        if count > 1 and len(parts) == count:
            for position, part in enumerate(parts):
                _add_new(derived[position], [part])
    return derived
