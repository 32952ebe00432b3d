"""Structured decklists (DESIGN 3.2): YAML and JSON, validated by their schema."""

from __future__ import annotations

import json

from cardtools.decklist import read_decklist


def test_yaml_decklist_with_every_section() -> None:
    text = ("format: magi-nation/standard\nplayer: Alice\nmagi: [Korg & Zet, Ashgar]\n"
            "deck:\n  Arbolit: 3\n  Quor Pup: 1\nside:\n  - Rock\n  - {name: Tide, count: 2, "
            "finish: holographic}\n")
    decklist = read_decklist(text.encode(), "deck.yaml")
    assert decklist.metadata == {"format": "magi-nation/standard", "player": "Alice"}
    assert [(e.name, e.count, e.zone, e.line, e.holographic) for e in decklist.lines] == [
        ("Arbolit", 3, "main", 5, False), ("Quor Pup", 1, "main", 6, False),
        ("Rock", 1, "side", 8, False), ("Tide", 2, "side", 9, True),
        ("Korg & Zet", 1, "magi", 3, False), ("Ashgar", 1, "magi", 3, False)]
    assert decklist.findings == []


def test_json_decklist_and_a_mage() -> None:
    data = {"format": "magetcg/ascension", "mage": "Iconic Seraph of Dawn",
            "deck": {"Umbral Warden": 4}}
    decklist = read_decklist(json.dumps(data).encode(), "deck.json")
    assert [(e.name, e.zone) for e in decklist.lines] == [
        ("Umbral Warden", "main"), ("Iconic Seraph of Dawn", "mage")]


def test_schema_problems_are_parse_errors_and_valid_entries_are_kept() -> None:
    text = "deck:\n  Arbolit: 0\n  Quor: 2\nsidebaord: {}\n"
    decklist = read_decklist(text.encode(), "deck.yaml")
    assert [(e.name, e.count) for e in decklist.lines] == [("Quor", 2)]
    problems = [(f.rule, f.line) for f in decklist.findings]
    assert ("parse-error", 2) in problems
    assert any("sidebaord" in f.message for f in decklist.findings)


def test_not_yaml_or_not_a_mapping_is_a_file_error() -> None:
    assert read_decklist(b"deck: [unclosed\n", "deck.yaml").fatal is not None
    assert read_decklist(b"- just\n- a list\n", "deck.yaml").fatal is not None
    assert read_decklist(b"{not json", "deck.json").fatal is not None


def test_a_section_written_as_one_name_is_one_card() -> None:
    decklist = read_decklist(b"magi: Korg & Zet\ndeck: {Arbolit: 3}\n", "deck.yaml")
    assert [(e.name, e.zone) for e in decklist.lines] == [("Arbolit", "main"),
                                                        ("Korg & Zet", "magi")]
    assert decklist.findings == []


def test_a_section_of_the_wrong_type_is_one_clear_problem() -> None:
    decklist = read_decklist(b"deck: 4\n", "deck.yaml")
    assert [(f.rule, f.line, f.message) for f in decklist.findings] == [
        ("parse-error", 1, "$.deck: 4 is not of type string or object or array or null")]


def test_counts_names_and_keys_as_people_write_them() -> None:
    text = ("Format: mage-noir/tournament\nDeck:\n  Fire Ball: 4.0\n  Tornado: 2\n  Tornado: 2\n"
            "Side:\n  - 2 Rock\n  - Tide *F*\n  - {name: Seed, finish: Foil}\n")
    decklist = read_decklist(text.encode(), "deck.yaml")
    assert decklist.metadata == {"format": "mage-noir/tournament"}
    assert [(e.name, e.count, e.zone, e.holographic) for e in decklist.lines] == [
        ("Fire Ball", 4, "main", False), ("Tornado", 2, "main", False),
        ("Rock", 2, "side", False), ("Tide", 1, "side", True), ("Seed", 1, "side", True)]
    assert [(f.rule, f.line) for f in decklist.findings] == [("parse-error", 5)]


def test_json_keys_written_twice_and_names_that_are_not_text() -> None:
    decklist = read_decklist(b'{"deck": {"Fire Ball": 4, "Fire Ball": 2}}', "deck.json")
    assert [f.message for f in decklist.findings] == [
        "'Fire Ball' is written twice; the second count replaced the first"]
    decklist = read_decklist(b"deck:\n  2: 1\n", "deck.yaml")
    assert [f.message for f in decklist.findings] == ["$.deck: a card name must be text, not 2"]
