"""How the Magi stack's header and the lines under it are read (Magi-Nation Duel): the
deck's cards written under the stack's header with no ``Deck`` header, numbers beside
a Magi, other names of the header and the ``Tokens`` heading.

Rules: Magi-Nation Duel rulebook (2001), Building Your Deck, Glossary "Deck" (it
"specifically excludes your Magi") and "Magi Stack"."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_magi_nation_card_text import _STARTER_DECK
from tests.test_magi_nation_variants import check, problems

#: The 40 cards of the starter deck, with no ``Deck`` header.
_CARDS = _STARTER_DECK.removeprefix("\nDeck\n")


def _notes(result: Any) -> list[tuple[str, str, int | None]]:
    """``(rule, message, line)`` of every info."""
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "info"]


def _under_note(header_lines: int) -> tuple[str, str, int | None]:
    return ("reading", "'Greater Vaal' is not a Magi: it and the card lines after it under "
            "the Magi stack's header (40 cards) are read in the Deck, as the Magi stack "
            "takes Magi only; write a Deck header before them", header_lines + 4)


@pytest.mark.parametrize("header", ["Magi", "3 Magi", "Magi (3)", "MAGI", "Magi:"])
def test_the_deck_under_the_stack_s_header_is_the_deck(header: str) -> None:
    """``Magi`` / Ashgar / Gar / Grega then the 40 cards, no ``Deck`` header: every card
    was read in the stack (``Deck: 0 cards``, a zone-card-type error per card line): a
    legal deck illegal. The mirror of Magi written under ``Deck`` read in the stack: the
    cards after the Magi that the stack refuses and the deck takes are the deck's, when
    the header declares no count or its count (``3 Magi``) is reached; one note."""
    result = check(f"{header}\nAshgar\nGar\nGrega\n{_CARDS}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 3, "main": 40}
    assert problems(result) == []
    assert _under_note(1) in _notes(result)
    assert [v for v in result.violations if v.rule == "declared-count"] == []


def test_a_declared_count_not_reached_keeps_the_cards_in_the_stack() -> None:
    """``3 Magi`` above two Magi then the cards: the header's count is not reached, so
    which lines are the stack's is not certain: the cards stay where the header puts
    them (zone-card-type errors), never guessed into the deck."""
    result = check(f"3 Magi\nAshgar\nGar\n{_CARDS}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"magi": 42}
    assert {rule for rule, _message, _line in problems(result)} >= {"zone-card-type"}


def test_a_magi_after_the_deck_s_cards_stays_in_the_stack() -> None:
    """A Magi written among the deck's cards under the stack's header stays in the
    stack (its kind); an unknown card after the deck began is the deck's."""
    result = check(f"Magi\nAshgar\nGar\n{_CARDS}Grega\nFire Balll\n".encode(), "deck.txt")
    assert result.zones == {"magi": 3, "main": 41}
    assert [rule for rule, _message, _line in problems(result)] == ["unknown-card"]


def test_a_deck_header_later_keeps_the_reading() -> None:
    """With a ``Deck`` header the decklist names its deck: a card under the stack's
    header is not moved (a zone-card-type error, as before)."""
    result = check(f"Magi\nAshgar\nGar\nGrega\n1 Quor\n{_STARTER_DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _message, line in problems(result)] == [
        ("zone-card-type", 5)]


def test_a_universal_relic_under_a_two_card_stack_stays_its_filler() -> None:
    """Korg & Zet and Ashgar fill three places in two cards; the one Universal Relic
    after them is the filler under the stack (THE MAGI, Double Magi Cards), the cards
    after it the deck's."""
    result = check(f"Magi\nKorg & Zet\nAshgar\nAncestral Flute\n{_CARDS}".encode(),
                   "deck.txt")
    assert result.zones == {"magi": 2, "main": 40}
    assert ("magi-stack", "Ancestral Flute under the Magi stack only hides its size; it is "
            "not part of the deck", 4) in _notes(result)


_MAGE_NOIR = Path(__file__).resolve().parents[1] / "cards" / "mage-noir" / "examples" / "legal.txt"


def _mage_noir(data: bytes) -> DeckResult:
    return Checker(CheckOptions(format_id="mage-noir/tournament", use_config=False,
                                as_of=dt.date(2025, 12, 1))).check_bytes(data, "deck.txt")


@pytest.mark.parametrize(("written", "said"), [
    ("Tokens", "Tokens"), ("TOKENS", "TOKENS"), ("Tokens:", "Tokens"), ("Token", "Token")])
def test_a_tokens_line_ending_a_magi_nation_list_is_a_heading(written: str, said: str) -> None:
    """``Tokens`` alone at the end of a Magi-Nation list was an unknown card whose hint
    said to write the header 'Tokens' as it was written: a legal deck illegal. The game
    has no tokens: the line is a heading of another name (game data ``header_words``)."""
    result = check(f"Magi\nAshgar\nGar\nGrega{_STARTER_DECK}{written}\n".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 3, "main": 40}
    assert _notes(result) == [("reading", f"'{said}' names no card: read as a grouping "
                               "header", 25)]


@pytest.mark.parametrize("written", ["Tokens", "TOKENS", "Tokens:", "Token", "Jetons"])
def test_a_tokens_line_ending_a_mage_noir_list_is_a_heading(written: str) -> None:
    """The same in Mage Noir (and its French ``Jetons``): a heading, legal; a card
    under it is counted in the deck, as under any heading."""
    legal = _MAGE_NOIR.read_text("utf-8")
    result = _mage_noir(f"{legal}{written}\n".encode())
    assert result.status == "legal", [(v.rule, v.message) for v in result.violations]
    assert [(v.rule, v.severity, v.line) for v in result.violations
            if v.rule != "data-age"] == [("reading", "info", 22)]
    under = _mage_noir(f"{legal}{written}\n1 Fire Ball\n".encode())
    assert under.zones["side"] == 11


@pytest.mark.parametrize(("game", "written"), [
    ("magi-nation/standard", "Mage zone"), ("mage-noir/tournament", "Magi stack")])
def test_a_hint_never_says_to_write_what_the_line_writes(game: str, written: str) -> None:
    """A bare line that is another game's header (``Oathbreaker`` in Magi-Nation, ``Magi
    stack`` in Mage Noir) is an unknown card whose hint said "did you mean the header
    'Oathbreaker' (written as it is, alone on its line)?": what the player wrote. It says
    the header is another game's instead."""
    text = (f"Magi\nAshgar\nGar\nGrega{_STARTER_DECK}" if game.startswith("magi")
            else _MAGE_NOIR.read_text("utf-8"))
    result = Checker(CheckOptions(format_id=game, use_config=False, as_of=dt.date(2021, 6, 1))
                     ).check_bytes(f"{text}{written}\n".encode(), "deck.txt")
    found = [(v.message, v.hint) for v in result.violations if v.rule == "unknown-card"]
    assert len(found) == 1
    message, hint = found[0]
    assert message == f"unknown card '{written}'"
    assert hint is not None and hint.startswith(
        f"'{written}' heads a section in another game's lists, not in {game.split('/')[0]}'s: "
        "delete the line, or make it a comment with '#'. Else: ")
    assert "did you mean the header" not in hint


@pytest.mark.parametrize("written", ["Oathbreaker", "Commanders", "Commander"])
def test_a_command_zone_header_in_a_game_without_one_is_a_grouping_header(
        written: str) -> None:
    """A command zone's header (``Oathbreaker``, ``Commanders``) in a Magi-Nation list,
    a game with no command zone, is read as ``Commander`` is there: a grouping header,
    said by a note (``Commanders`` was an unknown card, a legal deck illegal)."""
    text = f"Magi\nAshgar\nGar\nGrega{_STARTER_DECK}{written}\n"
    result = Checker(CheckOptions(format_id="magi-nation/standard", use_config=False,
                                  as_of=dt.date(2021, 6, 1))).check_bytes(text.encode(),
                                                                          "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.message) for v in result.violations] == [
        ("reading", f"'{written}' names no card: read as a grouping header")]


def test_numbers_beside_the_magi_above_the_stack_s_places() -> None:
    """``Evu (15)`` / ``Tryn (15)`` / ``Yaki (16)``: Evu's starting energy is 15, Tryn's
    and Yaki's 14. Tryn was read 15 times ("Tryn is in the Magi stack 15 times", "the
    Magi stack fills 32 places"): messages on what the player did not write. A number
    above the places the stack may ever have (4) is no count: Evu's, its energy, a
    note; Tryn's and Yaki's, neither a count nor a fact of the card, a parse-error each,
    the Magi read once."""
    result = check(f"Magi\nAshgar (10)\nGar (15)\nGrega (16){_STARTER_DECK}".encode(),
                   "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"magi": 3, "main": 40}
    assert problems(result) == [
        ("parse-error", "15 beside Gar is no count the Magi stack may hold (at most 4 cards, "
         "one copy a place) nor Gar's starting energy (14): what it says is not certain; "
         "read as 1 Gar", 3),
        ("parse-error", "16 beside Grega is no count the Magi stack may hold (at most 4 "
         "cards, one copy a place) nor Grega's starting energy (10): what it says is not "
         "certain; read as 1 Grega", 4)]
    assert ("reading", "10 beside Ashgar is no count: the Magi stack may hold at most 4 "
            "cards; Ashgar's starting energy is 10: read as 1 Ashgar", 2) in _notes(result)


def test_a_doubled_magi_stays_an_error() -> None:
    """``2 Ashgar``: a count the stack may hold, Ashgar twice (magi-stack)."""
    result = check(f"Magi\n2 Ashgar\nGar{_STARTER_DECK}".encode(), "deck.txt")
    assert problems(result) == [
        ("magi-stack", "Ashgar is in the Magi stack 2 times; the Magi stack holds each Magi "
         "once", 2)]


@pytest.mark.parametrize("header", ["Pile de Magi", "PILE DE MAGI:", "Pile des Magi",
                                    "Magi-Stapel", "Magistapel", "Pile de Magi (3)"])
def test_the_stack_headed_in_french_or_german(header: str) -> None:
    """``Pile de Magi`` and ``Magi-Stapel`` above the Magi were unknown cards, the Magi
    read in the deck (game data: the zone's ``headers``)."""
    result = check(f"{header}\nAshgar\nGar\nGrega{_STARTER_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 3, "main": 40}
    assert problems(result) == []


def test_cards_under_the_stack_s_header_before_any_magi_stay_there() -> None:
    """No Magi under the header before the first card the stack refuses: that card is
    the stack's card of the wrong type (zone-card-type), not the deck's start."""
    result = check(f"Magi\n1 Quor\nAshgar\nGar\nGrega{_STARTER_DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _message, line in problems(result)] == [
        ("zone-card-type", 2)]


@pytest.mark.parametrize("form", ["{}: {}", "{} - {}", "{} \u2013 {}", "{}- {}", "{} | {}",
                                  "#{} {}", "# {} {}", "#{}: {}", "#{}. {}"])
def test_the_stack_s_places_numbered_with_a_mark_are_one_magi_each(form: str) -> None:
    """``Magi`` then ``1: Ashgar``, ``2 - Gar``, ``3 - Grega``: the stack's places, as
    ``1. Ashgar`` is (Gar was in the stack twice, Grega three times: a legal stack
    illegal); so are ``#1 Ashgar``, ``#2 Gar``, ``#3 Grega`` (comments: an empty stack)."""
    stack = "".join(form.format(place, magi) + "\n" for place, magi in
                    enumerate(("Ashgar", "Gar", "Grega"), 1))
    result = check(f"Magi\n{stack}{_STARTER_DECK.lstrip()}".encode(), "deck.txt")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"magi": 3, "main": 40}, [])
    assert ("reading", "lines 2 to 4 are a numbered list: each item's number is no count, "
            "each item one copy", 2) in _notes(result)


def test_numbers_with_a_mark_out_of_the_stack_s_places_stay_counts() -> None:
    """``2 - Gar`` with no run from 1 right under the header is two Gar, and a run
    longer than the stack's four places is counts (a line never counts fewer copies than
    it may mean)."""
    result = check(f"Magi\n2 - Gar\nAshgar\n{_STARTER_DECK.lstrip()}".encode(), "deck.txt")
    assert [(rule, line) for rule, _message, line in problems(result)] == [("magi-stack", 2)]
    stack = "".join(f"{place}: {magi}\n" for place, magi in
                    enumerate(("Ashgar", "Gar", "Grega", "Evu", "Tryn"), 1))
    result = check(f"Magi\n{stack}{_STARTER_DECK.lstrip()}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones["magi"] == 1 + 2 + 3 + 4 + 1  # "5: Tryn": more than the stack holds


@pytest.mark.parametrize("mark", ["#", "//", "# ", "// "])
def test_a_magi_commented_out_after_the_stack_is_a_card_line_commented_out(mark: str) -> None:
    """``# Orwin`` after the Magi stack (its Magi written bare, no count): a Magi's line
    commented out, as ``# 1 Orwin`` is, never counted; it was read as a category of cards
    named Orwin."""
    data = f"Magi\nAshgar\nGar\nGrega\n{mark}Orwin{_STARTER_DECK}".encode()
    result = check(data, "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert [note for note in _notes(result) if note[2] == 5] == [(
        "reading", f"'{mark}Orwin' is a card line commented out: not counted (remove its mark "
        "to count 1 Orwin)", 5)]


def test_a_category_after_the_stack_naming_no_card_is_still_a_category() -> None:
    result = check(f"Magi\nAshgar\nGar\nGrega\n# Ramp{_STARTER_DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert [note for note in _notes(result) if note[2] == 5] == [(
        "reading", "'Ramp' after the Magi stack is read as a category of cards: the cards "
        "after it are in the deck", 5)]


@pytest.mark.parametrize("gap", ["\t", "\t\t", "\t\t\t", " \t ", "\t \t"])
@pytest.mark.parametrize("header", ["Magi\n", "Magi: "])
def test_magi_parted_by_any_run_of_tabs_on_one_line_are_each_a_magi(gap: str,
                                                                      header: str) -> None:
    """``Ashgar<TAB><TAB>Gar<TAB><TAB>Grega``: an empty cell between Magi; the run of
    tabs was read as one space, the one unknown card ``Ashgar Gar Grega``."""
    data = f"{header}Ashgar{gap}Gar{gap}Grega{_STARTER_DECK}".encode()
    result = check(data, "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert ("reading", "'Ashgar\tGar\tGrega' names no card: read as 3 cards, one copy "
            "each: Ashgar, Gar, Grega", 1 if header == "Magi: " else 2) in _notes(result)


@pytest.mark.parametrize(("header", "read"), [
    ("Magi x3", "Magi (3)"), ("Magi 3x", "Magi (3)"), ("Magi \u00d73", "Magi (3)"),
    ("3 Magi", "Magi (3)"), ("3x Magi", "Magi (3)"), ("three Magi", "Magi (three)"),
    ("Magi (3 cards)", "Magi (3)"), ("Magi Stack x3", "Magi Stack (3)")])
def test_a_stack_header_with_its_count_in_any_spelling_then_its_magi(header: str,
                                                                     read: str) -> None:
    """The stack's header with its count in any spelling the header alone on its line is
    read in, then its Magi on the same line (``Magi x3: Ashgar, Gar, Grega``): the
    stack's three Magi, as ``Magi (3): ...`` is read (the line was an unknown card, the
    stack filling 0 places: a legal deck illegal)."""
    line = f"{header}: Ashgar, Gar, Grega"
    result = check(f"{line}\n{_STARTER_DECK}".encode(), "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    assert ("reading", f"'{line}' is read as '{read}: Ashgar, Gar, Grega': a header and the "
            "cards after it", 1) in _notes(result)


@pytest.mark.parametrize("line", ["Magi = Ashgar, Gar, Grega", "Magi: 3 - Ashgar, Gar, Grega",
                                  "Magi: 3 \u2013 Ashgar, Gar, Grega"])
def test_a_stack_header_then_an_equals_sign_or_its_count_after_the_colon(line: str) -> None:
    """``Magi = ...`` reads as ``Magi: ...``, and ``Magi: 3 - ...`` as ``Magi (3): ...``
    when its count counts the names after it (each was an unknown card)."""
    result = check(f"{line}\n{_STARTER_DECK}".encode(), "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})


def test_a_count_after_a_zone_prefix_s_colon_and_a_dash_counts_its_card() -> None:
    """``Magi: 2 - Ashgar, Gar, Grega`` counts no names after it (three): not read as the
    header's count, the line as before (two copies of a name not known)."""
    result = check(f"Magi: 2 - Ashgar, Gar, Grega\n{_STARTER_DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert not any("a header and the cards after it" in v.message for v in result.violations)


def test_a_place_prefix_before_names_stays_a_place_prefix() -> None:
    """``Magi 3: Baa`` names the third place (the game data's place_prefixes), no header
    count: it is not read as ``Magi (3): Baa``."""
    result = check(f"Magi 3: Grega\nMagi 2: Gar\nMagi 1: Ashgar\n{_STARTER_DECK}".encode(),
                   "deck.txt")
    assert result.status == "legal"
    assert not any("a header and the cards after it" in v.message for v in result.violations)


@pytest.mark.parametrize("header", ["Side deck x3", "Side-deck x3", "Sideboard x3",
                                    "Side-deck 3x", "3 Side-deck", "3x Sideboard"])
def test_a_side_deck_header_with_its_count_then_its_cards_on_one_line(header: str) -> None:
    """Mage Noir: ``Side deck x3: Rock, Earthquake, Dead Tree`` is the side deck's header
    and its three cards (it was two decks, the headers 'Side deck x' and the line cut,
    not judged; or one unknown card 'Rock, Earthquake, Dead Tree')."""
    legal = _MAGE_NOIR.read_text("utf-8").split("\nSide", 1)[0]
    result = _mage_noir(f"{legal}\n{header}: Rock, Earthquake, Dead Tree\n".encode())
    assert result.status == "legal", [(v.rule, v.message) for v in result.violations]
    assert result.zones["side"] == 3
    one = _mage_noir(f"{legal}\n{header.replace('3', '1')}: Rock\n".encode())
    assert (one.status, one.zones["side"]) == ("legal", 1)
