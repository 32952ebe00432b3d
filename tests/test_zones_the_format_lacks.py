"""A card in a zone the format does not have (a command zone in a Legacy or Modern deck, a
side deck in MageTCG Ascension) is still judged by the banned list: the ban was unsaid
beside the ``zone-not-allowed`` error, so the card moved to the sideboard as that error's
fix was found banned only on a second check, and adding a banned card in such a zone
gave the same verdict as any card there."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

LEGACY_DAY = dt.date(2026, 3, 7)
DECK = "Deck\n4 Brainstorm\n4 Ponder\n52 Island\nSideboard\n4 Force of Will\n"


def _legacy(text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/legacy", use_config=False, as_of=LEGACY_DAY))
    return checker.check_bytes(text.encode(), "deck.txt")


def _errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


def test_the_base_deck_is_legal() -> None:
    result = _legacy(DECK)
    assert result.status == "legal"
    assert result.zones == {"main": 60, "side": 4}


@pytest.mark.parametrize(("extra", "line"), [
    ("Commander\n1 Mana Vault\n", 8),
    ("Commander: Mana Vault\n", 7),
    ("Signature Spell\n1 Mana Vault\n", 8),
])
def test_a_banned_card_in_a_command_zone_of_legacy_is_banned(extra: str, line: int) -> None:
    result = _legacy(DECK + extra)
    assert result.status == "illegal"
    assert _errors(result) == [
        ("banned", "Mana Vault is banned in Legacy (listed by 2020-01-01, "
                   "where the recorded lists start)", line),
        ("zone-not-allowed", "Legacy has no Command zone, but the decklist has one (1 card)",
         line)]
    assert result.zones == {"main": 60, "side": 4, "command": 1}


def test_a_legal_card_in_a_command_zone_of_legacy_is_only_a_zone_not_allowed() -> None:
    result = _legacy(DECK + "Commander\n1 Brainstorm\n")
    assert _errors(result) == [
        ("zone-not-allowed", "Legacy has no Command zone, but the decklist has one (1 card)",
         8)]


def test_the_same_ban_in_the_sideboard_and_in_a_command_zone_is_said_once() -> None:
    result = _legacy(DECK + "1 Mana Vault\nCommander\n1 Mana Vault\n")
    banned = [v for v in result.violations if v.rule == "banned"]
    assert [(v.line, v.count) for v in banned] == [(7, 2)]
