"""Runs every reading case kept as data in ``tests/reading_cases/*.yaml`` (one test each),
and reads the public Forge and XMage deck files of ``tests/fixtures/forge`` and
``tests/fixtures/xmage`` to the counts their tools give.

A case file names the ``form`` it covers and lists ``cases``; each case has a ``text``
(the file's content), an optional ``file_name`` (default ``deck.txt``; its suffix picks
the reader) and ``game`` (default ``mtg``), and ``expect``: ``zones`` (zone id ->
``[count, canonical name]`` per line in file order, ``foil`` third for holographic
copies; exactly these zones), optional ``notes`` (the exact lines of the ``reading``
notes), ``errors`` (exact ``[rule, line]`` of the other findings) and ``metadata``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from cardtools.asread import deck_as_read
from cardtools.carddb import CardDatabase
from cardtools.checker import Checker, CheckOptions, resolve_deck
from cardtools.decklist import read_decklist

CASES_DIR = Path(__file__).parent / "reading_cases"
FIXTURES = Path(__file__).parent / "fixtures"


@cache
def _database(game: str) -> CardDatabase:
    return Checker(CheckOptions(use_config=False)).database(game)


def _cases() -> list[Any]:
    params = []
    for path in sorted(CASES_DIR.glob("*.yaml")):
        data = yaml.safe_load(path.read_text("utf-8"))
        for case in data["cases"]:
            params.append(pytest.param(case, id=f"{path.stem}: {case['name']}"))
    return params


def _read(data: bytes, file_name: str, game: str = "mtg") -> tuple[Any, dict[str, Any]]:
    decklist = read_decklist(data, file_name)
    assert decklist.fatal is None, decklist.fatal
    deck = resolve_deck(decklist, _database(game), file_name)
    return deck, deck_as_read(deck)


def _shown(as_read: dict[str, Any]) -> dict[str, list[list[Any]]]:
    return {zone: [[item["count"], item.get("name", item["written"]),
                    *(["foil"] if item.get("holographic") else [])] for item in items]
            for zone, items in as_read.items()}


@pytest.mark.parametrize("case", _cases())
def test_reading_case(case: dict[str, Any]) -> None:
    deck, as_read = _read(case["text"].encode("utf-8"), case.get("file_name", "deck.txt"),
                          case.get("game", "mtg"))
    expect = case["expect"]
    assert _shown(as_read) == expect["zones"], deck.findings
    notes = sorted(f.line for f in deck.findings if f.rule == "reading")
    if "notes" in expect:
        assert notes == expect["notes"], deck.findings
    others = [[f.rule, f.line] for f in deck.findings if f.rule != "reading"]
    assert others == expect.get("errors", []), deck.findings
    if "metadata" in expect:
        assert deck.metadata == expect["metadata"]


@pytest.mark.parametrize(("path", "zones"), [
    ("forge/Arcane Maelstrom [C20] [2020].dck", {"command": 1, "main": 99}),
    ("forge/Sorin vs Tibalt.dck", {"main": 60}),
    ("forge/griselbrand.dck", {"main": 61}),
    ("xmage/2004 Affinity World Championship Deck Aeo Paquette.dck", {"main": 60, "side": 15}),
    ("xmage/[M12] Blood and Fire.dck", {"main": 60}),
])
def test_public_forge_and_xmage_decks_read_to_their_tools_counts(
        path: str, zones: dict[str, int]) -> None:
    deck, as_read = _read((FIXTURES / path).read_bytes(), path)
    assert deck.zone_counts() == zones
    unknown = [item["written"] for items in as_read.values() for item in items
               if "name" not in item]
    assert unknown == []
    assert [f.rule for f in deck.findings] == ["reading"]  # the dialect, chosen by content
