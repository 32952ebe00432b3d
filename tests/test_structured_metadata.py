"""Structured (YAML, JSON) and text decklists' metadata values as a new user and a
hostile one write them: a player's name is a name, never a card line's note."""

from __future__ import annotations

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
