"""Structured (YAML, JSON) and text decklists' metadata values as a new user and a
hostile one write them: a player's name is a name, never a card line's note."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from tests.test_hostile_tricks import BANNED, DECK_40, checker


def _json_deck(player: str, name: str | None = None) -> bytes:
    """A legal 40-card Mage Noir deck as a one-line JSON document with ``player``."""
    cards: dict[str, int] = {}
    for line in DECK_40.splitlines():
        count, _, card = line.partition(" ")
        if count.isdigit():
            cards[card] = cards.get(card, 0) + int(count)
    document = {"player": player, **({"name": name} if name else {}), "deck": cards}
    return json.dumps(document).encode()


@pytest.mark.parametrize("player", ["<script>alert(1)</script>", "alert(1)", "Bob (2)",
                                    "2 Bob", "console.log(1)"])
def test_a_players_name_with_a_count_is_the_name_without_a_note(player: str) -> None:
    """It was "'alert' names no card: read as a note, not a card" on the player's line:
    the value is read as the player's name, as it is meant."""
    for data, name in ((_json_deck(player), "deck.json"),
                       (f"Player: {player}\n{DECK_40}".encode(), "deck.txt")):
        result = checker().check_bytes(data, name)
        assert (result.status, result.violations, result.zones) == ("legal", [], {"main": 40})
        assert result.player == player


def test_a_card_line_in_a_players_name_is_still_read() -> None:
    """A name holding a card (a hidden copy) or near one stays a card line; the deck's
    name on the same line of a one-line JSON document keeps its note."""
    result = checker().check_bytes(_json_deck("1 Crimson Ritual"), "deck.json")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("banned", BANNED, 1)]
    result = checker().check_bytes(_json_deck("alert(1)", name="4 Horsemen"), "deck.json")
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", "'Horsemen' names no card: read as a note, not a card", 1)]


def _mtg(yaml_text: str) -> list[tuple[str, str, int | None]]:
    from cardtools.checker import Checker, CheckOptions

    judge = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                 as_of=dt.date(2026, 8, 22)))
    result = judge.check_bytes(yaml_text.encode(), "deck.yaml")
    assert result.status == "illegal"
    return [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("reading", "unknown-card")]


def test_a_card_name_parted_at_its_comma_by_a_yaml_flow_list_is_said() -> None:
    """``[Atraxa, Praetors' Voice]`` is two names to YAML: each stays an unknown card
    (never a legal deck on a reading of our own), and a note names the card they make
    and how to write it; a run is tried longest first, at most four items, and a name
    that is a card alone is never joined (``Sol Ring``)."""
    found = _mtg("commander: [Thrasios, Triton Hero, Tymna the Weaver]\n"
                 "deck: [Sol Ring, Kenrith, the Returned King]\n")
    assert [(rule, line) for rule, _, line in found] == [
        ("reading", 1), ("unknown-card", 1), ("unknown-card", 1),
        ("reading", 2), ("unknown-card", 2), ("unknown-card", 2)]
    assert found[0][1] == ("'Thrasios' and 'Triton Hero' are one card's name, Thrasios, "
                           "Triton Hero, parted at its comma by YAML's flow list [a, b]: "
                           "each is read as a name of its own")
    assert found[3][1].startswith("'Kenrith' and 'the Returned King' are one card's name, "
                                  "Kenrith, the Returned King, parted")


def test_quoted_or_one_a_line_names_get_no_such_note() -> None:
    """Names on lines of their own, or in a zone each, are not one name parted."""
    found = _mtg("commander:\n  - Atraxa\n  - Praetors' Voice\ndeck: [Sol Ring]\n")
    assert [rule for rule, _, _ in found] == ["unknown-card", "unknown-card"]


def _dated(date: str, key: str = "date") -> tuple[bytes, bytes]:
    """The legal 40-card Mage Noir deck dated ``date`` as a JSON document (on one line)
    and as YAML (the date on line 2, quoted)."""
    document = json.loads(_json_deck("Bob"))
    as_json = json.dumps({key: date, **document}).encode()
    cards = "".join(f"  {json.dumps(name)}: {count}\n"
                    for name, count in document["deck"].items())
    as_yaml = f"player: Bob\n{key}: {json.dumps(date)}\ndeck:\n{cards}".encode()
    return as_json, as_yaml


@pytest.mark.parametrize(("date", "key"), [("2022-13-45", "date"), ("soon", "date"),
                                           ("April 2022", "Date"), ("Oko, Thief of Crowns",
                                                                    "date")])
def test_a_structured_date_giving_no_day_gets_the_text_lists_note(date: str,
                                                                    key: str) -> None:
    """A text list's ``Date: 2022-13-45`` is said to give no single day; the same date of
    a JSON or YAML decklist was ignored without a word."""
    as_json, as_yaml = _dated(date, key)
    for data, name, line in ((as_json, "deck.json", 1), (as_yaml, "deck.yaml", 2)):
        result = checker().check_bytes(data, name)
        assert (result.status, result.zones) == ("legal", {"main": 40})
        assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [(
            "reading", "info", f"'{date}' after {key}: gives no single day (as 2024-04-01 "
            "or April 1, 2024 do): read as a note, not the deck's day", line)]


@pytest.mark.parametrize("date", ["2022-03-20", "March 20, 2022"])
def test_a_structured_date_giving_a_day_gets_no_such_note(date: str) -> None:
    for data, name in zip(_dated(date), ("deck.json", "deck.yaml"), strict=True):
        result = checker().check_bytes(data, name)
        assert "gives no single day" not in " ".join(v.message for v in result.violations)
        assert result.status == "legal"


def test_a_date_that_is_no_text_is_a_parse_error_without_the_note() -> None:
    result = checker().check_bytes(b"date: 12\n" + _dated("x")[1].split(b"\n", 2)[2],
                                   "deck.yaml")
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("parse-error", "$.date: 12 is not of type 'string'", 1)]
