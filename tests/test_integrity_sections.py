"""Wrong verdicts of sections outside the deck that hid a card of the deck: a section of
tokens (``Tokens``, ``Token:`` before one line, untap's ``//token-1``) kept out every
line under it, so ``Tokens`` then ``1 Oko, Thief of Crowns`` made a deck holding a banned
card legal.

A token is no card (the card data holds none): under a section of tokens a name of no
card, a half of a split card or a back face alone (``Blood``), or a card's own subtypes
(``Shapeshifter``) is a token's name, kept out as before; any other card's name is that
card, counted in the main deck with a note, as a card of another kind under
``Attractions`` is. Metamorphic: the banned card, however its section is written, stays
``banned`` on its line; a list of tokens leaves a legal deck legal. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

MTG_DAY = dt.date(2026, 7, 27)
#: A legal Modern deck (a real list of 2026-07-27, Modern Challenge 64), 60 and 15 cards.
MODERN = """Deck
4 Atraxa, Grand Unifier
1 Consign to Memory
4 Ephemerate
3 Faithful Mending
2 Fallaji Archaeologist
4 Flooded Strand
2 Force of Negation
1 Godless Shrine
4 Goryo's Vengeance
2 Griselbrand
1 Hallowed Fountain
1 Hedge Maze
1 Island
4 Marsh Flats
1 Meticulous Archive
1 Pest Control
1 Plains
4 Polluted Delta
2 Prismatic Ending
4 Psychic Frog
2 Quantum Riddler
1 Shadowy Backstreet
3 Solitude
1 Swamp
4 Thoughtseize
1 Undercity Sewers
1 Watery Grave

Sideboard
1 Celestial Purge
3 Consign to Memory
2 End of the Hunt
1 Fatal Push
2 Mystical Dispute
1 Quantum Riddler
2 Teferi, Time Raveler
3 Wrath of the Skies
"""
#: The first line after the deck above.
AFTER = len(MODERN.splitlines()) + 2
TOKENS_NOTE = ("section '{}' is not part of the deck; its tokens were not counted (a card "
               "of the card data there is counted in the main deck)")
COUNTED = "'{}' in section '{}' is a card, not a token: counted in the main deck"
BANNED = "Oko, Thief of Crowns is banned in Modern"


def _modern(text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    return checker.check_bytes(text.encode(), "deck.txt")


def _said(result: DeckResult) -> list[tuple[str, str, str, int | None]]:
    return [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule not in ("data-age",)]


@pytest.mark.parametrize(("header", "section", "oko"), [
    ("Tokens:", "Tokens", "1 Oko, Thief of Crowns"),
    ("Tokens", "Tokens", "Oko, Thief of Crowns x1"),
    ("## Tokens (3)", "Tokens", "1 Oko, Thief of Crowns"),
    ("//token-1", "token", "1 Oko, Thief of Crowns"),
    ("TOKENS", "TOKENS", "1x Oko, Thief of Crowns"),
    ("Tokens", "Tokens", "1 Oko, voleur de couronnes"),        # its French name
])
def test_a_card_under_a_tokens_header_is_counted(header: str, section: str,
                                                 oko: str) -> None:
    """The banned card under a header of tokens is counted in the main deck, said by a
    note on its line: it was kept out with the tokens, the deck legal."""
    result = _modern(f"{MODERN}\n{header}\n3 Treasure\n{oko}\n")
    banned = [(v.message[:len(BANNED)], v.line) for v in result.violations
              if v.rule == "banned"]
    assert (result.status, result.zones, banned) == (
        "illegal", {"main": 61, "side": 15}, [(BANNED, AFTER + 2)])
    notes = [(v.rule, v.message, v.line) for v in result.violations
             if v.severity == "info" and v.rule != "data-age"]
    name = oko.removeprefix("1 ").removeprefix("1x ").removesuffix(" x1")
    assert notes == [("ignored-section", TOKENS_NOTE.format(section), AFTER),
                     ("reading", COUNTED.format(name, section), AFTER + 2)]


@pytest.mark.parametrize("line", ["Tokens: 1 Oko, Thief of Crowns",
                                  "Token - Oko, Thief of Crowns"])
def test_a_card_after_a_tokens_word_is_counted(line: str) -> None:
    """``Tokens: 1 Name`` puts one line in the section of tokens: a card there is
    counted in the main deck too (the line was left out with a note, the deck legal)."""
    result = _modern(f"{MODERN}\n{line}\n")
    section = line.split()[0].rstrip(":")
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", AFTER)]
    assert ("reading", "info", COUNTED.format("Oko, Thief of Crowns", section),
            AFTER) in _said(result)


def test_tokens_stay_out_of_a_legal_deck() -> None:
    """The tokens a deck makes, by their names (of no card, a split card's half alone,
    a card's own subtypes, a helper card written in another order than the card of the
    same halves), leave the legal deck legal with only the header's note: none is a card
    of the deck."""
    tokens = ("Tokens (9)\n3 Treasure\n1 Blood\n1 Shapeshifter\n1 Bat\n1 Day // Night\n"
              "1 Elf Warrior\n1 Marit Lage\n1 Human Soldier (TMH2) 2\n")
    result = _modern(f"{MODERN}\n{tokens}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


def test_a_token_after_a_tokens_word_is_left_out_and_said() -> None:
    """``Tokens: 3 Treasure`` names a token: left out, said on its line."""
    result = _modern(f"{MODERN}\nTokens: 3 Treasure\n")
    assert (result.status, _said(result)) == ("legal", [
        ("ignored-section", "info", "'Treasure' in section 'Tokens' names a token, no "
         "card: not part of the deck; not counted", AFTER)])


def test_a_maybeboard_still_holds_any_card() -> None:
    """A maybeboard is the cards a player considers, not plays: its cards stay out,
    whatever they are (DESIGN 3.1)."""
    result = _modern(f"{MODERN}\nMaybeboard\n1 Oko, Thief of Crowns\n")
    assert (result.status, _said(result)) == ("legal", [
        ("ignored-section", "info", "section 'Maybeboard' is not part of the deck; its "
         "cards were not counted", AFTER)])
