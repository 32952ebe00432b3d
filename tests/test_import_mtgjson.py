"""The MTGJSON importer and the bundled MTG card database (cards/mtg/)."""

from __future__ import annotations

import collections
import gzip
import json
import re
import zipfile
from pathlib import Path
from typing import Any

import pytest

from cardtools.carddb import KINDS, CardDatabase, CardLayer, SortedIndex, build_index, index_text
from cardtools.cardfiles import bundled_database
from cardtools.errors import CardtoolsError
from cardtools.importers import IMPORTERS, dumps_database, importer, mtgjson, run_import
from cardtools.names import normalise
from cardtools.validation import schema_errors

ROOT = Path(__file__).resolve().parent.parent
MTG = ROOT / "cards" / "mtg"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "mtgjson"
SET_FILE = FIXTURES / "XTST.json"
ATOMIC = FIXTURES / "AtomicCards-excerpt.json"
OLD_BUILD = FIXTURES / "ISD-2021-build.json"
INDEX_NAME = "mtgjson_20220425_name_index.json"

#: Every key a card record of the MTG database may have (facts only).
CARD_KEYS = {"name", "names", "layout", "type", "supertypes", "faces", "sets", "legalities"}
FACE_KEYS = {"name", "names", "type"}
STATUSES = {"Legal", "Banned", "Restricted"}
SUPPLEMENT = {
    "Annoyed Altisaur",
    "Boarding Party",
    "Court of Cunning",
    "Court of Grace",
    "Crimson Fleet Commodore",
    "Hullbreacher",
    "Opposition Agent",
}


def _load(path: Path) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return document


@pytest.fixture(scope="module")
def cards_doc() -> dict[str, Any]:
    return _load(MTG / "cards.json")


@pytest.fixture(scope="module")
def supplement_doc() -> dict[str, Any]:
    return _load(MTG / "cards-supplement.json")


def _by_name(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in document["cards"]}


# --- the importer on hand-written fixtures ------------------------------------------


def test_registered_importer() -> None:
    assert IMPORTERS["mtgjson"] == "mtgjson"
    module = importer("mtgjson")
    assert module.GAME == "mtg"
    assert module.DESCRIPTION


def test_detects_each_kind_by_content(tmp_path: Path) -> None:
    assert mtgjson.detect_kind(_load(SET_FILE)) == mtgjson.SET_FILE
    assert mtgjson.detect_kind(_load(ATOMIC)) == mtgjson.ATOMIC
    index = {"meta": {}, "cards": [{"name": "Black Lotus", "types": ["Artifact"]}]}
    assert mtgjson.detect_kind(index) == mtgjson.NAME_INDEX
    all_printings = {"meta": {}, "data": {"XTST": _load(SET_FILE)["data"]}}
    assert mtgjson.detect_kind(all_printings) == mtgjson.ALL_PRINTINGS
    # The kind does not depend on the file name.
    renamed = tmp_path / "whatever.json"
    renamed.write_bytes(ATOMIC.read_bytes())
    assert [c["name"] for c in run_import("mtgjson", [renamed])["cards"]] == [
        "Black Lotus",
        "Bonecrusher Giant // Stomp",
        "Delver of Secrets // Insectile Aberration",
    ]


def test_set_file_split_card_and_dfc() -> None:
    document = run_import("mtgjson", [SET_FILE])
    assert document["schema_version"] == 1
    assert document["game"] == "mtg"
    assert document["date"] == "2022-04-25"
    assert document["source"]["license"] == "MIT"
    assert document["source"]["files"][0]["kind"] == "set file"
    assert schema_errors(document, "cards", "fixture") == []
    cards = _by_name(document)
    # Tokens and art-series cards are not cards of a deck.
    assert set(cards) == {
        "Fire // Ice",
        "Snow-Covered Island",
        "Valki, God of Lies // Tibalt, Cosmic Impostor",
    }
    assert cards["Fire // Ice"] == {
        "name": "Fire // Ice",
        "names": {"fr": "Feu // Glace"},
        "layout": "split",
        "type": ["Instant"],
        "faces": [
            {"name": "Fire", "names": {"fr": "Feu"}, "type": ["Instant"]},
            {"name": "Ice", "names": {"fr": "Glace"}, "type": ["Instant"]},
        ],
        "sets": ["APC", "CMD", "MH2", "XTST"],
        "legalities": {
            "modern": "Legal",
            "legacy": "Legal",
            "vintage": "Legal",
            "pauper": "Legal",
            "commander": "Legal",
        },
    }
    valki = cards["Valki, God of Lies // Tibalt, Cosmic Impostor"]
    assert valki["layout"] == "modal_dfc"
    assert valki["type"] == ["Creature", "Planeswalker"]  # the union of the faces
    assert valki["supertypes"] == ["Legendary"]
    assert [f["type"] for f in valki["faces"]] == [["Creature"], ["Planeswalker"]]
    island = cards["Snow-Covered Island"]
    assert island["supertypes"] == ["Basic", "Snow"]
    assert island["names"] == {"fr": "Île enneigée"}
    assert "layout" not in island and "faces" not in island


def test_atomic_cards_adventure_and_legalities() -> None:
    cards = _by_name(run_import("mtgjson", [ATOMIC]))
    giant = cards["Bonecrusher Giant // Stomp"]
    assert giant["layout"] == "adventure"
    assert giant["type"] == ["Creature", "Instant"]
    assert giant["faces"] == [
        {"name": "Bonecrusher Giant", "names": {"fr": "Géant craque-os"}, "type": ["Creature"]},
        {"name": "Stomp", "names": {"fr": "Piétineur"}, "type": ["Instant"]},
    ]
    assert giant["names"] == {"fr": "Géant craque-os // Piétineur"}
    assert "standard" not in giant["legalities"]
    # Only the seven formats are kept ("oldschool" and "duel" are dropped).
    assert cards["Black Lotus"]["legalities"] == {
        "legacy": "Banned",
        "vintage": "Restricted",
        "commander": "Banned",
    }
    assert "names" not in cards["Black Lotus"]


@pytest.mark.parametrize("order", [(ATOMIC, OLD_BUILD), (OLD_BUILD, ATOMIC)])
def test_merge_takes_legalities_from_the_newest_build(order: tuple[Path, Path]) -> None:
    document = run_import("mtgjson", list(order))
    assert document["date"] == "2022-04-25"
    delver = _by_name(document)["Delver of Secrets // Insectile Aberration"]
    # The 2021 build predates the MID reprint; the 2022 build has Standard and Pioneer.
    assert delver["legalities"]["standard"] == "Legal"
    assert delver["legalities"]["pioneer"] == "Legal"
    assert delver["sets"] == ["DBL", "ISD", "MID", "V17"]
    assert delver["names"] == {"fr": "Sondeur de secrets // Aberration insectoïde"}
    assert [f["name"] for f in delver["faces"]] == ["Delver of Secrets", "Insectile Aberration"]


def test_merge_of_set_file_and_atomic_is_one_card_per_name() -> None:
    document = run_import("mtgjson", [SET_FILE, ATOMIC, OLD_BUILD])
    names = [normalise(card["name"]) for card in document["cards"]]
    assert len(names) == len(set(names)) == 6
    assert names == sorted(names)
    kinds = [f["kind"] for f in document["source"]["files"]]
    assert kinds == ["set file", "AtomicCards", "set file"]


def test_no_rules_text_or_other_non_facts() -> None:
    document = run_import("mtgjson", [SET_FILE, ATOMIC])
    text = dumps_database(document)
    for forbidden in (
        "Draw a card",
        "not kept",
        "Vohwinkel",
        "mtgjson.com/links",
        "uuid",
        "scryfall",
        "rarity",
        "manaCost",
        "Feuer",
    ):
        assert forbidden not in text
    for card in document["cards"]:
        assert set(card) <= CARD_KEYS
        for face in card.get("faces", ()):
            assert set(face) <= FACE_KEYS


def test_compressed_downloads(tmp_path: Path) -> None:
    packed = tmp_path / "AtomicCards.json.gz"
    packed.write_bytes(gzip.compress(ATOMIC.read_bytes()))
    archive = tmp_path / "AtomicCards.json.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.write(ATOMIC, "AtomicCards.json")
    expected = run_import("mtgjson", [ATOMIC])["cards"]
    assert run_import("mtgjson", [packed])["cards"] == expected
    assert run_import("mtgjson", [archive])["cards"] == expected


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"not json", "not valid JSON"),
        (b"\xff\xfe\x00", "not UTF-8"),
        (b"[1, 2]", "top level is not a JSON object"),
        (b'{"meta": {}, "data": {"version": "5.2.0"}}', "not a known MTGJSON file"),
        (b'{"meta": {}, "data": {"code": "X", "cards": [{"types": []}]}}', "'name'"),
        (b'{"meta": {}, "data": {"code": "X", "cards": ["Fire"]}}', "not a JSON object"),
        (b'{"data": {"Fire // Ice": [{"name": "Fire // Ice", "legalities": []}]}}', "legalities"),
        (b'{"cards": [{"name": "Fire // Ice", "types": [], "faces": "Fire"}]}', "'faces'"),
        (b'{"game": "mtg", "cards": [{"name": "Fire // Ice"}]}', "cardtools card database"),
    ],
)
def test_bad_sources_raise_cardtools_error_naming_the_file(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(CardtoolsError) as caught:
        run_import("mtgjson", [path])
    assert caught.value.path == str(path)
    assert message in str(caught.value)


def test_missing_file_and_no_file(tmp_path: Path) -> None:
    with pytest.raises(CardtoolsError, match="cannot read") as caught:
        run_import("mtgjson", [tmp_path / "AtomicCards.json"])
    assert caught.value.path == str(tmp_path / "AtomicCards.json")
    with pytest.raises(CardtoolsError, match="at least one"):
        run_import("mtgjson", [])


# --- the committed database ----------------------------------------------------------


def test_bundled_database_header(cards_doc: dict[str, Any]) -> None:
    assert cards_doc["schema_version"] == 1
    assert cards_doc["game"] == "mtg"
    assert cards_doc["date"] == "2022-04-25"
    assert cards_doc["source"]["name"] == "MTGJSON"
    assert cards_doc["source"]["license"] == "MIT"
    assert cards_doc["source"]["files"][0]["file"] == INDEX_NAME
    assert len(cards_doc["cards"]) == 23_711
    assert "index" not in cards_doc  # the name index is the file cards.index beside it


def test_bundled_database_is_valid(
    cards_doc: dict[str, Any], supplement_doc: dict[str, Any]
) -> None:
    assert schema_errors(cards_doc, "cards", "cards/mtg/cards.json") == []
    assert schema_errors(supplement_doc, "cards", "cards/mtg/cards-supplement.json") == []


def test_bundled_records_hold_facts_only(cards_doc: dict[str, Any]) -> None:
    for card in cards_doc["cards"]:
        assert set(card) <= CARD_KEYS, card["name"]
        assert set(card.get("legalities", {})) <= set(mtgjson.FORMATS), card["name"]
        assert set(card.get("legalities", {}).values()) <= STATUSES, card["name"]
        assert card.get("layout") != "normal"
        for face in card.get("faces", ()):
            assert set(face) <= FACE_KEYS, card["name"]


def test_bundled_facts(cards_doc: dict[str, Any]) -> None:
    cards = _by_name(cards_doc)
    fire_ice = cards["Fire // Ice"]
    assert fire_ice["layout"] == "split"
    assert fire_ice["type"] == ["Instant"]
    assert fire_ice["names"] == {"fr": "Feu // Glace"}
    assert fire_ice["faces"] == [
        {"name": "Fire", "names": {"fr": "Feu"}},
        {"name": "Ice", "names": {"fr": "Glace"}},
    ]
    assert "APC" in fire_ice["sets"]
    assert fire_ice["legalities"]["pauper"] == "Legal"
    assert cards["Assault // Battery"]["names"] == {"fr": "Assaillement // Barrissement"}
    assert [f["names"]["fr"] for f in cards["Assault // Battery"]["faces"]] == [
        "Assaillement",
        "Barrissement",
    ]
    giant = cards["Bonecrusher Giant // Stomp"]
    assert giant["layout"] == "adventure"
    assert [f["name"] for f in giant["faces"]] == ["Bonecrusher Giant", "Stomp"]
    assert cards["Plains"]["supertypes"] == ["Basic"]
    assert cards["Snow-Covered Island"]["supertypes"] == ["Basic", "Snow"]
    assert cards["Snow-Covered Island"]["names"] == {"fr": "Île enneigée"}
    assert "supertypes" not in cards["Black Lotus"]
    assert cards["Black Lotus"]["legalities"] == {
        "legacy": "Banned",
        "vintage": "Restricted",
        "commander": "Banned",
    }
    assert cards["Lightning Bolt"]["legalities"]["modern"] == "Legal"
    assert "standard" not in cards["Lightning Bolt"]["legalities"]
    assert cards["Brisela, Voice of Nightmares"]["layout"] == "meld"


def test_supplement(cards_doc: dict[str, Any], supplement_doc: dict[str, Any]) -> None:
    assert supplement_doc["game"] == "mtg"
    assert "hand-made" in supplement_doc["source"].lower()
    assert "CMR" in supplement_doc["source"]
    assert supplement_doc["notes"]
    cards = _by_name(supplement_doc)
    assert set(cards) == SUPPLEMENT
    main = {normalise(card["name"]) for card in cards_doc["cards"]}
    for name, card in cards.items():
        assert normalise(name) not in main  # adds cards, replaces none
        assert card["sets"][0] == "CMR"
        assert set(card) <= CARD_KEYS
        for fmt in ("standard", "pioneer", "modern"):
            assert fmt not in card["legalities"]
        assert card["legalities"]["legacy"] == card["legalities"]["vintage"] == "Legal"
    assert cards["Annoyed Altisaur"]["legalities"]["pauper"] == "Legal"
    assert "pauper" not in cards["Hullbreacher"]["legalities"]
    assert cards["Hullbreacher"]["legalities"]["commander"] == "Banned"


def test_bundled_total_count() -> None:
    assert len(bundled_database("mtg")) == 23_711 + len(SUPPLEMENT)


@pytest.mark.parametrize(
    ("written", "canonical", "how"),
    [
        ("Fire // Ice", "Fire // Ice", "name"),
        ("Fire/Ice", "Fire // Ice", "name"),
        ("fire | ice", "Fire // Ice", "name"),
        ("Feu // Glace", "Fire // Ice", "localised"),
        ("Glace", "Fire // Ice", "face"),
        ("Assaillement // Barrissement", "Assault // Battery", "localised"),
        ("Barrissement", "Assault // Battery", "face"),
        ("Bonecrusher Giant", "Bonecrusher Giant // Stomp", "face"),
        ("Stomp", "Bonecrusher Giant // Stomp", "face"),
        ("Géant craque-os", "Bonecrusher Giant // Stomp", "face"),
        ("Branchloft Pathway", "Branchloft Pathway // Boulderloft Pathway", "face"),
        ("Boulderloft Pathway", "Branchloft Pathway // Boulderloft Pathway", "face"),
        (
            "Fable of the Mirror-Breaker",
            "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
            "face",
        ),
        ("Akki Lavarunner", "Akki Lavarunner // Tok-Tok, Volcano Born", "face"),
        ("Plaine", "Plains", "localised"),
        ("ile enneigee", "Snow-Covered Island", "localised"),
        ("Hullbreacher", "Hullbreacher", "name"),
        ("Lim-Dul's Vault", "Lim-Dûl's Vault", "name"),
    ],
)
def test_resolution(written: str, canonical: str, how: str) -> None:
    resolution = bundled_database("mtg").resolve(written)
    assert resolution.card is not None, resolution
    assert resolution.card.name == canonical
    assert resolution.how == how


def test_face_shared_by_two_cards_is_ambiguous() -> None:
    resolution = bundled_database("mtg").resolve("Fire")
    assert resolution.card is None
    assert {card.name for card in resolution.candidates} == {"Fire // Ice", "Start // Fire"}


def test_known_name_collisions(cards_doc: dict[str, Any]) -> None:
    """Keys naming two cards at the same level: French names MTGJSON shares, and one face."""
    cards = cards_doc["cards"]
    index = build_index(cards)
    ambiguous: dict[str, list[str]] = {}
    for key, codes in index.items():
        best = min(code & 3 for code in codes)
        same = [cards[code >> 2]["name"] for code in codes if code & 3 == best]
        if len(same) > 1:
            ambiguous[key] = same
    kinds = collections.Counter(
        KINDS[min(code & 3 for code in index[key])] for key in ambiguous
    )
    assert kinds == {"localised": 28, "face": 2}
    assert ambiguous["pierres mouvantes"] == ["Rolling Stones", "Stalking Stones"]


def test_precomputed_index_matches_records(cards_doc: dict[str, Any]) -> None:
    assert (MTG / "cards.index").read_text("utf-8") == index_text(cards_doc["cards"])
    count, index = SortedIndex.from_bytes((MTG / "cards.index").read_bytes())
    assert count == len(cards_doc["cards"])
    database = CardDatabase("mtg", [CardLayer(cards_doc["cards"], index)], {})
    assert database.resolve("Feu // Glace").card.name == "Fire // Ice"  # type: ignore[union-attr]


# --- against ../shared -----------------------------------------------------------------


def test_bundled_database_is_rebuilt_from_the_index(shared: Path) -> None:
    document = run_import("mtgjson", [shared / "data" / "mtg" / INDEX_NAME])
    assert dumps_database(document) == (MTG / "cards.json").read_text("utf-8")


def test_merge_with_a_real_set_file(shared: Path) -> None:
    apc = shared / "data" / "mtg" / "mtgjson_v5.2.0_APC.json"
    alone = _by_name(run_import("mtgjson", [apc]))
    assert len(alone) == 143
    assert alone["Fire // Ice"]["faces"][0] == {"name": "Fire", "type": ["Instant"]}
    assert "PRM" in alone["Fire // Ice"]["sets"]
    assert alone["Gerrard Capashen"]["supertypes"] == ["Legendary"]
    assert alone["Angelfire Crusader"]["names"] == {"fr": "Chevalier sacré d'Angefeu"}
    assert "text" not in dumps_database(run_import("mtgjson", [apc])).split('"cards"')[1]
    merged = _by_name(run_import("mtgjson", [apc, SET_FILE]))
    assert merged["Fire // Ice"]["names"] == {"fr": "Feu // Glace"}
    assert merged["Fire // Ice"]["faces"][1] == {
        "name": "Ice",
        "names": {"fr": "Glace"},
        "type": ["Instant"],
    }
    assert {"APC", "PRM", "XTST", "WC02"} <= set(merged["Fire // Ice"]["sets"])


def _decklists(shared: Path) -> list[tuple[str, str, list[tuple[int, str]]]]:
    decks = []
    for path in sorted((shared / "data" / "mtg" / "decklists").glob("*.txt")):
        fmt = ""
        lines = []
        for raw in path.read_text("utf-8").splitlines():
            line = raw.strip()
            if not line or line.startswith("#") or line in ("Deck", "Sideboard"):
                continue
            if line.startswith("Format:"):
                fmt = line.split(":", 1)[1].strip()
                continue
            found = re.fullmatch(r"(\d+) (.+)", line)
            assert found, (path.name, line)
            lines.append((int(found.group(1)), found.group(2)))
        decks.append((path.name, fmt, lines))
    return decks


def test_real_decklists_resolve_and_are_legal(shared: Path) -> None:
    database = bundled_database("mtg")
    decks = _decklists(shared)
    assert len(decks) == 44
    problems = []
    for deck, fmt, lines in decks:
        copies: collections.Counter[str] = collections.Counter()
        for count, written in lines:
            resolution = database.resolve(written)
            if resolution.card is None:
                problems.append(f"{deck}: {written!r} does not resolve ({resolution})")
                continue
            copies[resolution.card.name] += count
        for name, count in copies.items():
            card = database.get(name)
            assert card is not None
            status = card.facts.get("legalities", {}).get(fmt)
            if not (status == "Legal" or (status == "Restricted" and count == 1)):
                problems.append(f"{deck}: {count} {name} is {status or 'not legal'} in {fmt}")
    assert problems == []


def test_real_decklists_use_face_names_and_the_supplement(shared: Path) -> None:
    database = bundled_database("mtg")
    written = {name for _, _, lines in _decklists(shared) for _, name in lines}
    hows = collections.Counter(database.resolve(name).how for name in written)
    assert hows["face"] >= 10 and set(hows) <= {"name", "face"}
    assert {"Hullbreacher", "Opposition Agent", "Annoyed Altisaur"} <= written
