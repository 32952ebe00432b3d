"""Decklists of Mage Noir, Magi-Nation Duel and MageTCG as their players write them, and
variants of the tricks a player may try on them: each legal deck re-expressed stays legal,
each illegal deck disguised stays illegal (metamorphic checks).

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import pytest

from tests.test_hostile_tricks import BANNED, DECK_40, checker, errors

# ---------------------------------------------------------------- a name and its translation


def _translated(deck: str, english: str, written: str) -> str:
    """``deck`` with the line of 4 ``english`` written ``4 {written}``."""
    assert f"4 {english}\n" in deck
    return deck.replace(f"4 {english}\n", f"4 {written}\n")


@pytest.mark.parametrize(("english", "written"), [
    ("Fire Ball", "Boule de feu (Fire Ball)"),  # the form the reports show a French name in
    ("Fire Ball", "Fire Ball (Boule de feu)"),
    ("Fire Ball", "Boule de Feu / Fire Ball"),
    ("Bark Armor", "Armure d'ecorce (Bark Armor)"),  # its accent dropped
    ("Water Drop", "WATER DROP (GOUTTE D\u2019EAU)"),
])
def test_a_card_written_with_its_translation_is_that_card(english: str, written: str) -> None:
    """French players write a card's French name with its English one (and the reports
    show a French name so: ``Rituel pourpre (Crimson Ritual)``); the pair was an unknown
    card, and a legal deck not legal."""
    result = checker().check_bytes(_translated(DECK_40, english, written).encode(), "deck.txt")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"main": 40}


@pytest.mark.parametrize("written", ["Rituel pourpre (Crimson Ritual)",
                                     "Crimson Ritual (Rituel Pourpre)",
                                     "Crimson Ritual / Rituel pourpre"])
def test_a_banned_card_written_with_its_translation_stays_banned(written: str) -> None:
    result = checker().check_bytes((DECK_40 + f"1 {written}\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]


def test_a_fifth_copy_written_with_its_translation_is_counted() -> None:
    """Four Fire Ball and one more written as ``Boule de feu (Fire Ball)``: five copies."""
    result = checker().check_bytes((DECK_40 + "1 Boule de feu (Fire Ball)\n").encode(),
                                   "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("copy-limit", "5 copies of Fire Ball; at most 4", 2)]


@pytest.mark.parametrize("written", ["Fire Ball (Crimson Ritual)",
                                     "Rituel pourpre (Boule de feu)",
                                     "Fire Ball / Crimson Ritual"])
def test_two_names_of_two_cards_are_no_card(written: str) -> None:
    """A banned card hidden beside another card's name is no guess either way: an
    unknown card, the deck not legal."""
    result = checker().check_bytes((DECK_40 + f"1 {written}\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _message, line in errors(result)] == [("unknown-card", 12)]
