"""Runs every reading case kept as data in ``tests/reading_cases/*.yaml`` (one test each),
and reads the public Forge and XMage deck files of ``tests/fixtures/forge`` and
``tests/fixtures/xmage`` to the counts their tools give; a sample of the card data's names
written in other tools' line forms (``LINE_FORMS``) reads as those cards.

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


#: Line forms of other tools, each a card name with the marks the form writes around it,
#: and the copies the line holds.
LINE_FORMS = {
    "MTGO": ("4 {}", 4),
    "Arena": ("2 {} (ABC) 123", 2),
    "Forge": ("2 {}|ABC|1", 2),
    "Forge with a number": ("2 {}|ABC 12", 2),
    "XMage": ("2 [ABC:12] {}", 2),
    "a set code first": ("[LEA] {} 12", 1),
    "a bare set code first": ("2 ABC {}", 2),
    "a bare set code after": ("2 {} ABC 12", 2),
    "MTGGoldfish": ("2 {} [ABC] (F)", 2),
    "Archidekt": ("2x {} (abc) 12 [Ramp{{top}}]", 2),
    "TappedOut": ("* 2 [{}](http://tappedout.net/x/)", 2),
    "Forge's foil": ("2 {}+", 2),
    "a set code in small letters": ("2 {} lea", 2),
}


def _writable(name: str, form: str) -> bool:
    """Whether ``form`` can hold ``name`` without doubt: a bare set code needs a name with
    small letters beside it, and a set code after a name cannot follow one ending in a
    capitalised word in brackets (``Hazmat Suit (Used)``); nor can a bare set code come
    before one (``2 ABC Imaginary Friends (Plane)`` reads the brackets as the printing's
    set, as after a set code the Arena form does)."""
    if form == "a bare set code first" and name.endswith(")"):
        return False
    if "bare" in form or "small" in form:
        return any(ch.islower() for ch in name)
    return not (name.endswith(")") and form in ("Arena", "MTGGoldfish", "Archidekt",
                                                "a set code first"))


@pytest.mark.parametrize("form", LINE_FORMS)
def test_every_line_form_names_real_cards(form: str) -> None:
    """A sample of the card data's names, each written in one of other tools' line forms,
    reads as that card and count: the marks around a name never take part of it, nor a
    name's own capitals, numbers, brackets or '//' for marks."""
    database = _database("mtg")
    pattern, copies = LINE_FORMS[form]
    names = sorted(card.name for card in database)[::53]
    names = [name for name in names if _writable(name, form)
             and database.resolve(name, False).card is not None]
    text = "\n".join(pattern.format(name) for name in names) + "\n"
    deck, _as_read = _read(text.encode("utf-8"), "deck.txt")
    read = {entry.line.line: (entry.resolution.card.name if entry.resolution.card else None,
                              entry.line.count, entry.line.zone) for entry in deck.entries}
    wrong = [(name, read.get(number)) for number, name in enumerate(names, start=1)
             if read.get(number) != (database.resolve(name, False).card.name, copies, "main")]
    assert len(names) > 400
    assert wrong == []
