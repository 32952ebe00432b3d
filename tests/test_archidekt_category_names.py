"""An Archidekt category keeps its cards out of the deck only when flagged ``{noDeck}`` or
named as Archidekt's own excluded default, ``Maybeboard``: a category the user named
``Maybe`` or ``Considering`` counts in the deck, as Archidekt counts it. Such a name was
dropped from a text line's mark and a CSV category cell, a banned card or a fifth copy
there unsaid and the deck legal; the text mark, the CSV cell and the deck's JSON agree."""

from __future__ import annotations

import json

import pytest

from cardtools.model import DeckResult
from tests.test_real_exports import check, errors, notes

#: A legal Modern deck of 60 cards, as of the day judged.
DECK = "56 Mountain\n4 Mana Leak\n"
DAY = "2026-07-27"
#: The banned card's error.
BANNED = ("banned", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)", 3)


def _text(line: str) -> DeckResult:
    return check(DECK + line + "\n", ".txt", "mtg/modern", DAY)


def _mark_error(mark: str) -> tuple[str, str, int]:
    """The parse-error of a card line whose mark names a section outside the deck."""
    return ("parse-error", f"the mark '{mark}' after the card names a section outside the "
            "deck, as its header does, but leaves nothing out: the line's card is counted in "
            "the deck, as are the cards after it (to leave the card out, remove the line or "
            f"write the section's word before its count: {mark[1:-1]}: 1 Name)", 3)


@pytest.mark.parametrize("category", ["Considering", "Maybe", "maybe", "CONSIDERING",
                                      "M\u0430ybe", "Wishlist", "Pool", "Acquireboard"])
def test_a_category_named_as_a_section_outside_the_deck_is_counted(category: str) -> None:
    """``[Considering]`` was 'not part of the deck', the banned card dropped, the deck legal
    (``[Wishlist]``, ``[Pool]`` were parse-errors, counted): each is counted, said."""
    mark = f"[{category}]"
    result = _text(f"1x Oko, Thief of Crowns (eld) 197 {mark}")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert errors(result) == [_mark_error(mark), BANNED]


@pytest.mark.parametrize("categories", ["Maybe,Sideboard", "Considering,Sideboard",
                                        "Sideboard,Maybe"])
def test_a_first_category_named_maybe_leaves_the_card_to_its_zone(categories: str) -> None:
    """``[Maybe,Sideboard]``: Archidekt counts the card, its Sideboard category placing it
    (the first category, Maybe, took it out of the deck)."""
    result = _text(f"1x Oko, Thief of Crowns (eld) 197 [{categories}]")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 1})
    assert errors(result) == [BANNED]
    assert notes(result) == [(f"category [{categories}] puts the card in the sideboard", 3)]


def test_a_fifth_copy_in_a_considering_category_is_counted() -> None:
    result = _text("1 Mana Leak [Considering]")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(rule, line) for rule, _, line in errors(result)] == [
        ("copy-limit", 2), ("parse-error", 3)]
    assert errors(result)[0][1] == "5 copies of Mana Leak; at most 4"


@pytest.mark.parametrize(("mark", "said"), [
    ("[Maybeboard]", "category 'Maybeboard' is not part of the deck"),
    ("[Considering{noDeck}]", "category 'Considering' is marked {noDeck}: not part of the deck"),
    ("[Maybe{noDeck}{noPrice}]", "category 'Maybe' is marked {noDeck}: not part of the deck")])
def test_a_nodeck_flag_or_the_maybeboard_keeps_the_card_out(mark: str, said: str) -> None:
    result = _text(f"1x Oko, Thief of Crowns (eld) 197 {mark}")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])
    assert notes(result) == [(said, 3)]


def _csv(category: str) -> DeckResult:
    """The deck as Archidekt's CSV writes it, the banned card in ``category``."""
    rows = ["Quantity,Name,Finish,Edition Code,Categories", "56,Mountain,Normal,m21,Land",
            "4,Mana Leak,Normal,mm3,", f'1,"Oko, Thief of Crowns",Normal,eld,"{category}"']
    return check("\r\n".join(rows) + "\r\n", ".csv", "mtg/modern", DAY)


@pytest.mark.parametrize("category", ["Considering", "Maybe", "Wishlist", "Maybe Board"])
def test_a_csv_category_cell_named_as_a_section_outside_the_deck_is_counted(
        category: str) -> None:
    """The cell was an ``ignored-section``, the banned card dropped, the deck legal."""
    result = _csv(category)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert errors(result) == [
        ("parse-error", f"category '{category}' names a section outside the deck, but only a "
         "{noDeck} flag or the Maybeboard category keeps cards out of an Archidekt deck: "
         "counted in the main deck", 4), ("banned", BANNED[1], 4)]


@pytest.mark.parametrize(("category", "rule", "said"), [
    ("Maybeboard", "ignored-section",
     "a 'Maybeboard' row is not part of the deck; its cards were not counted"),
    ("Considering{noDeck}", "reading",
     "category 'Considering' is marked {noDeck}: not part of the deck")])
def test_a_csv_category_cell_out_of_the_deck_by_archidekt_stays_out(category: str, rule: str,
                                                                    said: str) -> None:
    result = _csv(category)
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])
    assert [note for note in notes(result, rule) if note[1] != 1] == [(said, 4)]


def test_an_archidekt_json_category_named_considering_counts_its_cards() -> None:
    """A card whose first category is ``Considering``, which the deck's categories do not
    flag out of it, is counted as the text mark and the CSV cell count it."""
    cards = [(56, "Mountain", ["Land"]), (4, "Mana Leak", ["Counter"]),
             (1, "Oko, Thief of Crowns", ["Considering"]), (1, "Black Lotus", ["Maybeboard"])]
    deck = {"id": 1, "name": "Mono Red", "deckFormat": 3,
            "categories": [{"name": "Maybeboard", "includedInDeck": False}],
            "cards": [{"quantity": copies, "modifier": "Normal", "categories": named,
                       "card": {"oracleCard": {"name": name}}} for copies, name, named in cards]}
    result = check(json.dumps(deck), ".json", "mtg/modern", DAY)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(rule, message) for rule, message, _ in errors(result)] == [BANNED[:2]]
