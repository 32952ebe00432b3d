"""A card whose own text sets how many copies a deck may hold (card fact ``deck_limit``,
given by a card file) is held to that number in Mage Noir and Magi-Nation Duel, not to
the format's default: card text comes before the rules there (Mage Noir Detailed Rules
v1.1, 0.1; Magi-Nation Duel rulebook 2001, First, Breaking the Rules). The format names
the fact (``copy_limit.limit_fact``); a card without it keeps the format's limit."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from cardtools.rules.copy_limit import fact_limit

MAGE_NOIR_DECK = ("Deck\n4 Fire Ball\n4 Tornado\n4 Air Blade\n4 Seed\n4 Flame Projectile\n"
                  "4 Breath\n4 Favorable Winds\n4 Bark Armor\n4 Droplet\n4 Water Drop\n")
# lines 2 to 11 hold the 40 cards; the card under test follows on line 12
MAGI_DECK = ("Magi\nAshgar\nGar\nGrega\nDeck\n1 Greater Vaal\n3 Magma Hyren\n2 Drakan\n"
             "2 Lava Balamant\n1 Quor Pup\n3 Arbolit\n3 Diobor\n2 Fire Chogo\n2 Kelthet\n"
             "2 Quor\n2 Ancestral Flute\n2 Baloo Root\n2 Magma Armor\n1 Spirit of the Flame\n"
             "2 Flame Geyser\n2 Syphon Vortex\n3 Fire Ball\n3 Fire Flow\n2 Thermal Blast\n")
MAGI_LINE = MAGI_DECK.count("\n") + 1


def _mage_noir_cards(tmp_path: Path) -> Path:
    path = tmp_path / "new-cards.json"
    path.write_text(json.dumps({"game": "mage-noir", "date": "2025-11-04", "cards": [
        {"name": "Swarm of Sparks", "names": {"fr": "Nuée d'étincelles"}, "type": "Spell",
         "elements": ["Fire"], "deck_limit": "any"},
        {"name": "Twin Flame", "type": "Spell", "elements": ["Fire"], "deck_limit": 2},
    ]}), encoding="utf-8")
    return path


def _mage_noir(tmp_path: Path, text: str) -> DeckResult:
    options = CheckOptions(format_id="mage-noir/tournament", use_config=False,
                           card_files=[_mage_noir_cards(tmp_path)],
                           as_of=dt.date(2025, 11, 4))
    return Checker(options).check_bytes(text.encode(), "deck.txt")


def _magi_nation(tmp_path: Path, text: str) -> DeckResult:
    path = tmp_path / "new-cards.csv"
    path.write_text("name,type,regions,rarity,cost,deck_limit\n"
                    "Ember Swarm,Creature,Cald,Common,2,any\n"
                    "Twin Geyser,Spell,Cald,Common,2,2\n", encoding="utf-8")
    options = CheckOptions(format_id="magi-nation/standard", use_config=False,
                           card_files=[path], as_of=dt.date(2021, 6, 1))
    return Checker(options).check_bytes(text.encode(), "deck.txt")


def _errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


def test_a_mage_noir_card_allowing_any_number_is_not_held_to_four(tmp_path: Path) -> None:
    """Nine copies over deck and side deck, in English and French: legal."""
    result = _mage_noir(tmp_path, MAGE_NOIR_DECK + "7 Swarm of Sparks\nSide deck\n"
                        "2 Nuée d'étincelles\n")
    assert result.status == "legal", _errors(result)
    assert result.zones == {"main": 47, "side": 2}


@pytest.mark.parametrize(("side", "status"), [(1, "legal"), (2, "illegal")])
def test_a_mage_noir_card_allowing_two_is_held_to_two(tmp_path: Path, side: int,
                                                     status: str) -> None:
    """Its own limit counts deck and side deck together, as the 4 copies do."""
    result = _mage_noir(tmp_path, MAGE_NOIR_DECK + f"1 Twin Flame\nSide deck\n{side} Twin Flame\n")
    assert result.status == status
    if status == "illegal":
        assert _errors(result) == [(
            "copy-limit", "3 copies of Twin Flame (deck 1 + side deck 2); at most 2 "
            "(its text allows up to 2)", 12)]
        assert [v.limit for v in result.violations if v.rule == "copy-limit"] == [2]


def test_mage_noir_cards_without_the_fact_keep_four(tmp_path: Path) -> None:
    result = _mage_noir(tmp_path, MAGE_NOIR_DECK + "Side deck\n1 Boule de feu\n")
    assert _errors(result) == [(
        "copy-limit", "5 copies of Fire Ball (deck 4 + side deck 1); at most 4 (written "
        "'Boule de feu' on line 13)", 2)]


@pytest.mark.parametrize(("alternate", "expected"), [
    ({"deck_limit": "any"}, [(
        "copy-limit", "5 copies of Fire Ball (deck 4 + side deck 1); at most 4 (Wild Fire, "
        "counted with it as Fire Ball, does not raise its limit)", 2)]),
    ({"deck_limit": 6}, [(
        "copy-limit", "5 copies of Fire Ball (deck 4 + side deck 1); at most 4 (Wild Fire, "
        "counted with it as Fire Ball, does not raise its limit)", 2)]),
    ({}, [("copy-limit", "6 copies of Fire Ball (Fire Ball 5 + Wild Fire 1); at most 4", 2)]),
])
def test_an_alternates_own_limit_does_not_raise_its_cards(
        tmp_path: Path, alternate: dict[str, object],
        expected: list[tuple[str, str, int]]) -> None:
    """Wild Fire, a card file's card counting as Fire Ball (``counts_as``) whose text
    allows any number (or six): its identity had no limit (or six), and 5 Fire Ball
    beside it were LEGAL. Fire Ball keeps its own 4; without the fact the two count
    together to 4."""
    path = tmp_path / "alternate.json"
    path.write_text(json.dumps({"game": "mage-noir", "date": "2025-11-04", "cards": [
        {"name": "Wild Fire", "type": "Spell", "elements": ["Fire"],
         "counts_as": ["Fire Ball"], **alternate}]}), encoding="utf-8")
    options = CheckOptions(format_id="mage-noir/tournament", use_config=False,
                           card_files=[path], as_of=dt.date(2025, 11, 4))
    text = MAGE_NOIR_DECK + "1 Wild Fire\nSide deck\n1 Fire Ball\n"
    result = Checker(options).check_bytes(text.encode(), "deck.txt")
    assert (result.status, _errors(result)) == ("illegal", expected)


@pytest.mark.parametrize(("line", "status"), [
    ("5 Ember Swarm", "legal"), ("2 Twin Geyser", "legal"), ("3 Twin Geyser", "illegal")])
def test_a_magi_nation_card_file_deck_limit_replaces_three(tmp_path: Path, line: str,
                                                           status: str) -> None:
    """A CSV card file writes the fact as text (``any``, ``2``)."""
    result = _magi_nation(tmp_path, MAGI_DECK + line + "\n")
    assert result.status == status, _errors(result)
    if status == "illegal":
        assert _errors(result) == [(
            "copy-limit", "3 copies of Twin Geyser; at most 2 (its text allows up to 2)",
            MAGI_LINE)]


def test_ancient_puzzlebox_keeps_its_own_reason(tmp_path: Path) -> None:
    """The format's exception for Ancient's Puzzlebox comes first: its words stay."""
    result = _magi_nation(tmp_path, MAGI_DECK + "7 Ancient's Puzzlebox\n")
    assert _errors(result) == [(
        "copy-limit", "7 copies of Ancient's Puzzlebox; at most 6 (its text allows up to six)",
        MAGI_LINE)]


@pytest.mark.parametrize(("value", "expected"), [
    ("any", (None, "its text allows any number")), ("ANY ", (None, "its text allows any number")),
    (2, (2, "its text allows up to 2")), ("7", (7, "its text allows up to 7")),
    (0, (0, "its text allows up to 0")),
    (2.0, (2, "its text allows up to 2")),
    (None, None), (True, None), ("two", None), (-1, None), ("٣", None), (2.5, None)])
def test_fact_limit_reads_numbers_and_any_only(value: object, expected: object) -> None:
    assert fact_limit(value) == expected


@pytest.mark.parametrize(("written", "said"), [
    ('"two"', "'two' is not a whole number of copies (2) or any"),
    ('"up to 2"', "'up to 2' is not a whole number of copies (2) or any"),
    ('"２"', "'２' is not a whole number of copies (2) or any"),
    ('"2.0"', "'2.0' is not a whole number of copies (2) or any"),
    ("-1", "-1 is less than the minimum of 0")])
def test_a_deck_limit_the_copy_limit_cannot_read_is_a_card_file_error(
        tmp_path: Path, written: str, said: str) -> None:
    """A card's own limit that is no whole number nor ``any`` would be no limit at all
    (the format's 4 kept without a word): the card file is refused, on its line."""
    from typer.testing import CliRunner

    from cardtools.cli import app

    (tmp_path / "cards.yaml").write_text(
        "cards:\n  - {name: Twin Flame, type: Spell, elements: [Fire], deck_limit: "
        f"{written}}}\n", encoding="utf-8")
    (tmp_path / "deck.txt").write_text(MAGE_NOIR_DECK + "3 Twin Flame\n", encoding="utf-8")
    result = CliRunner().invoke(app, [
        "check", str(tmp_path / "deck.txt"), "--format", "mage-noir/tournament",
        "--cards", str(tmp_path / "cards.yaml"), "--isolated"])
    assert result.exit_code == 2
    assert f"cards.yaml:2: $.cards[0].deck_limit: {said}" in result.output
