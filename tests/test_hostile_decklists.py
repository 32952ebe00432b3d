"""Hostile structured decklists (issue 13): sections written twice, names of any length,
giant quantities, alias-expanded text and lone surrogates give exact findings on their
lines, never a dropped section, a traceback or a hang.

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_decklist
from cardtools.model import DeckResult

MAGE_NOIR = "mage-noir/tournament"
FIXTURES = Path(__file__).parent / "fixtures" / "decks"
#: The 40 cards of the fixture deck, as a YAML section body.
DECK_40 = "".join(f"  {line.split(' ', 1)[1]}: 4\n"
                  for line in (FIXTURES / "mage-noir-40.txt").read_text("utf-8").splitlines()[1:])


def check(text: str, name: str) -> DeckResult:
    return Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(text.encode(), name)


def found(result: DeckResult) -> list[tuple[str, str, int | None]]:
    """``(rule, message, line)`` of every error and warning."""
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity != "info"]


# ------------------------------------------------------------------ sections written twice

BANNED = ("banned", "Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, "
          "where the recorded lists start)")


@pytest.mark.parametrize("second", ["deck", "Deck", "DECK"])
def test_a_yaml_section_written_twice_keeps_the_cards_of_both(second: str) -> None:
    """The first ``deck:`` holds the banned card: it is read and reported, and the second
    key is a parse-error on its line."""
    text = f"deck:\n  Crimson Ritual: 4\n{second}:\n{DECK_40}"
    result = check(text, "deck.yaml")
    assert result.status == "illegal"
    assert result.zones == {"main": 44}
    # two spellings are one key, and the message names both
    spelt = "" if second == "deck" else f"as 'deck' and '{second}', one key in any case, "
    assert sorted(found(result)) == sorted([
        ("parse-error", f"section 'deck' is written more than once ({spelt}also at line 1); "
                        "the cards of every 'deck' section were read", 3),
        (*BANNED, 2)])


def test_a_json_section_written_twice_keeps_the_cards_of_both() -> None:
    text = ('{\n  "deck": {"Crimson Ritual": 4},\n  "side": ["Tide"],\n  "Deck": '
            + json.dumps(dict.fromkeys([line.split(": ")[0].strip()
                                        for line in DECK_40.splitlines()], 4))
            + ',\n  "deck": {"Tornado": 1}\n}\n')
    result = check(text, "deck.json")
    assert result.status == "illegal"
    assert result.zones == {"main": 45, "side": 1}
    repeated = ("section 'deck' is written more than once ({}also at line 2); the cards of "
                "every 'deck' section were read")
    assert sorted(found(result)) == sorted([
        ("parse-error", repeated.format("as 'deck' and 'Deck', one key in any case, "), 4),
        ("parse-error", repeated.format(""), 5), (*BANNED, 2),
        ("copy-limit", "5 copies of Tornado; at most 4", 4)])


def test_a_card_written_twice_in_one_section_is_still_reported() -> None:
    decklist = read_decklist(b'{"deck": {"Fire Ball": 4, "Fire Ball": 2}}', "deck.json")
    assert [(f.rule, f.message) for f in decklist.findings] == [
        ("parse-error", "$.deck: 'Fire Ball' written twice (4, then 2)")]


# ------------------------------------------------------------------ quantities and lengths


@pytest.mark.parametrize("name", ["deck.yaml", "deck.json"])
def test_a_list_item_of_4400_digits_is_a_clean_parse_error(name: str) -> None:
    item = "4" * 4400 + " Fire Ball"
    text = (json.dumps({"deck": [item, "4 Tornado"]}) if name.endswith(".json")
            else f"deck:\n  - {item}\n  - 4 Tornado\n")
    result = check(text, name)
    assert result.status == "illegal"
    assert result.zones == {"main": 4}
    line = 1 if name.endswith(".json") else 2
    assert ("parse-error", "$.deck[0]: '44444444444444444444444444444444444444\u2026 is 4,410 "
            "characters long; at most 500", line) in found(result)


@pytest.mark.parametrize(("item", "message"), [
    ("0 Fire Ball", "$.deck[0]: quantity 0 is not between 1 and 999"),
    ("1000 Fire Ball", "$.deck[0]: quantity 1000 is not between 1 and 999"),
    ("4", "$.deck[0]: a quantity without a card name"),
])
def test_a_list_item_with_a_bad_quantity_is_reported_not_dropped(item: str, message: str
                                                                  ) -> None:
    result = check(f'deck:\n  - "{item}"\n{DECK_40.replace("  ", "  - ").replace(": 4", "")}',
                   "deck.yaml")
    assert result.zones == {"main": 10}
    assert ("parse-error", message, 2) in found(result)
    assert result.status == "illegal"


@pytest.mark.parametrize("shape", ["key", "item", "object", "section", "player"])
def test_a_1_mb_name_is_refused_by_its_length(shape: str) -> None:
    """Nothing reads past the length of a 1 MB name (no quadratic matching); the message
    shows its first characters only."""
    long = "a" + " " * 500_000 + "b" * 499_999
    document: dict[str, object] = {"format": MAGE_NOIR, "deck": {"Fire Ball": 4}}
    if shape == "key":
        document["deck"] = {long: 4, "Fire Ball": 4}
    elif shape == "item":
        document["deck"] = [long, "4 Fire Ball"]
    elif shape == "object":
        document["deck"] = [{"name": long, "count": 2}, "4 Fire Ball"]
    elif shape == "section":
        document["magi"] = long
    else:
        document["player"] = long
    result = check(json.dumps(document), "deck.json")
    where = {"key": "$.deck", "item": "$.deck[0]", "object": "$.deck[0]", "section": "$.magi",
             "player": "$.player"}[shape]
    shown = "'a" + " " * 37 + "\u2026"
    assert ("parse-error", f"{where}: {shown} is 1,000,000 characters long; at most 500",
            1) in found(result)
    assert result.zones == {"main": 4}
    assert result.player is None


def test_aliases_repeating_a_long_name_are_refused() -> None:
    """60,000 aliases of one 3 KB name: 180 MB once expanded, refused before reading."""
    text = ("format: mage-noir/tournament\nname: &a " + "x" * 3000 + "\ndeck: ["
            + ", ".join(["*a"] * 60_000) + "]\n")
    result = check(text, "deck.yaml")
    assert result.status == "error"
    assert found(result) == [(
        "file-error", f"YAML expands to more than {len(text.rstrip()) + 1_000_000:,} characters "
        "(anchors and aliases repeat long text too often); refusing to read it", 1)]


def test_names_from_xml_exports_obey_the_same_length_limit() -> None:
    long = "B" * 501
    dek = (f'<?xml version="1.0"?>\n<Deck>\n<Cards Quantity="4" Sideboard="false" '
           f'Name="{long}"/>\n<Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/>\n'
           "</Deck>\n")
    decklist = read_decklist(dek.encode(), "deck.dek")
    assert [line.name for line in decklist.lines] == ["Lightning Bolt"]
    assert [(f.rule, f.message, f.line) for f in decklist.findings] == [
        ("parse-error", f"card name '{'B' * 40}\u2026' is 501 characters long; at most 500", 3)]


def test_a_giant_xml_quantity_is_reported_by_its_length() -> None:
    dek = ('<?xml version="1.0"?>\n<Deck>\n<Cards Quantity="' + "9" * 5000
           + '" Sideboard="false" Name="Lightning Bolt"/>\n</Deck>\n')
    decklist = read_decklist(dek.encode(), "deck.dek")
    assert decklist.lines == []
    assert [(f.rule, f.message, f.line) for f in decklist.findings] == [
        ("parse-error", "Quantity of 5,000 characters is not a quantity between 1 and 999", 3)]


# ------------------------------------------------------------------ lone surrogates

SURROGATES = ('{"format": "mage-noir/tournament", "player": "P\\ud800", "name": "\\udc00x", '
              '"deck": {"Fire \\ud800": 4, "Fire Ball": 4}, "\\ud801": 1}')


def test_lone_surrogates_are_escaped_in_what_the_reader_returns() -> None:
    decklist = read_decklist(SURROGATES.encode(), "deck.json")
    assert decklist.metadata == {"format": MAGE_NOIR, "player": "P\\ud800", "deck": "\\udc00x"}
    assert [line.name for line in decklist.lines] == ["Fire Ball"]
    messages = [f.message for f in decklist.findings]
    assert "card name 'Fire \\ud800' holds a lone surrogate; it is not text" in messages
    assert all(message.encode("utf-8") for message in messages)


@pytest.mark.parametrize("style", ["json", "text", "rich", "github", "junit", "sarif", "html"])
def test_lone_surrogates_never_break_a_report(tmp_path: Path, style: str) -> None:
    (tmp_path / "deck.json").write_text(SURROGATES, "utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_ACTIONS", "CI")}
    done = subprocess.run(
        [sys.executable, "-m", "cardtools", "check", "deck.json", "--report", style],
        cwd=tmp_path, env=env, capture_output=True, timeout=120, check=False)
    assert b"Traceback" not in done.stderr, done.stderr.decode("utf-8", "replace")
    assert done.returncode == 1
    out = done.stdout.decode("utf-8")  # strict: the report is valid UTF-8
    assert "ud800" in out
    assert "holds a lone surrogate" in out.replace("\n", " ").replace("│", " ") or \
        style == "rich"
