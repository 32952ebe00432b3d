"""The MTGJSON importer (``cardtools cards import mtgjson``) on MTGJSON files."""

from __future__ import annotations

import gzip
import json
import zipfile
from pathlib import Path
from typing import Any

import pytest

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

#: Every key a card record of the MTG database may have (facts only).
CARD_KEYS = {"name", "names", "layout", "type", "supertypes", "faces", "sets", "legalities"}
FACE_KEYS = {"name", "names", "type"}


def _load(path: Path) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return document


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


# --- against ../shared -----------------------------------------------------------------


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
