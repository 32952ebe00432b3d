"""A card named in a CSV export's finish or board cell beside the cell's own word
(TCGplayer's ``Printing`` of ``Foil (Simian Spirit Guide)``, ``Foil, Oko, Thief of
Crowns``; a ``Board`` of ``main; 1 Oko, Thief of Crowns``): the words beyond the role's
value are read for a card as the cell's whole text is, on a row of any count. Each was
dropped without a word (a banned card hidden: a wrong legal)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

HEADER = ("Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,"
          "Language,Rarity,Product ID,SKU,Board\n")


def _row(count: int, name: str, printing: str = "Normal", board: str = "main") -> str:
    return (f'{count},"{name}","{name}",Some Set,1,SET,"{printing}",Near Mint,English,Rare,'
            f'1,1,"{board}"\n')


def _check(last: str, mountains: int = 55) -> DeckResult:
    text = HEADER + _row(4, "Lightning Bolt") + _row(mountains, "Mountain") + last
    return Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2021, 6, 1),
                                use_config=False)).check_bytes(text.encode(), "deck.csv")


def _errors(result: DeckResult) -> list[tuple[str, int | None, str]]:
    return [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"]


def _two_cards(column: str, card: str) -> str:
    return (f"the line names 'Island' and, in its column '{column}', the card {card}: "
            "counted as 1 Island")


@pytest.mark.parametrize(("printing", "card"), [
    ("Foil (Simian Spirit Guide)", "Simian Spirit Guide"),
    ("Foil, Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("Foil / Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("Etched Foil [Oko, Thief of Crowns]", "Oko, Thief of Crowns"),
    # a banned legend's short name, alone or beside the finish
    ("Foil (Oko)", "Oko, Thief of Crowns"), ("Foil / Oko", "Oko, Thief of Crowns"),
    ("Oko", "Oko, Thief of Crowns"),
])
def test_a_card_beside_a_finish_word_is_named_as_the_cell_alone(printing: str,
                                                                 card: str) -> None:
    result = _check(_row(1, "Island", printing))
    assert result.status == "illegal"
    assert _errors(result) == [("parse-error", 4, _two_cards("Printing", card))]


@pytest.mark.parametrize("printing", ["Foil, Etched", "Foil (Snapcaster)"])
def test_a_finish_cell_calling_no_refused_card_names_none(printing: str) -> None:
    """Finish words alone, or a word of the name of a card Modern allows (Snapcaster Mage),
    leave the row its card's."""
    result = _check(_row(1, "Island", printing))
    assert (result.status, _errors(result)) == ("legal", [])


@pytest.mark.parametrize("board", ["main; 1 Oko, Thief of Crowns",
                                   "sideboard; 1 Oko, Thief of Crowns"])
@pytest.mark.parametrize("count", [0, 1])
def test_a_card_line_after_a_zone_and_a_semicolon_counts_on_a_row_of_any_count(
        board: str, count: int) -> None:
    result = _check(_row(count, "Island", board=board), mountains=56 - count)
    assert _errors(result) == [
        ("banned", 4, "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)")]
    assert ("reading", "column 'Board' holds a card line: counted (a card with a count in "
            "a category, a note or a title is never dropped)") in [
        (v.rule, v.message) for v in result.violations if v.line == 4]


def test_a_board_of_two_zones_parted_by_a_semicolon_names_no_zone() -> None:
    result = _check(_row(1, "Island", board="main; sideboard"))
    assert result.status == "illegal"
    assert ("parse-error", 4, "the board 'main; sideboard' names no zone of the deck: its rows "
            "were counted in the main deck, where the file may not mean them") in _errors(result)
