"""Card names written without an apostrophe at a word's edge, as lists typed by hand
write them: ``Good Ol Ashgar`` (Good Ol' Ashgar), ``Kalius Ring`` (Kalius' Ring),
``Nagsis Sigil`` (Nagsis' Sigil). Each is that card (it was an unknown card: a legal
deck judged illegal), and counts with the copies written with the apostrophe.

Rules: Magi-Nation Duel rulebook (2001), Building Your Deck (three copies of a card;
exactly three different Magi) and THE MAGI, Alternate Magi (Good Ol' Ashgar is Ashgar).
"""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.carddb import CardDatabase
from cardtools.cardfiles import bundled_database
from cardtools.checker import Checker, CheckOptions
from cardtools.model import Card, DeckResult

#: The Base Set Cald starter deck's 40 cards.
CARDS = """1 Greater Vaal
3 Magma Hyren
2 Drakan
2 Lava Balamant
1 Quor Pup
3 Arbolit
3 Diobor
2 Fire Chogo
2 Kelthet
2 Quor
2 Ancestral Flute
2 Baloo Root
2 Magma Armor
1 Spirit of the Flame
2 Flame Geyser
2 Syphon Vortex
3 Fire Ball
3 Fire Flow
2 Thermal Blast
"""


def check(text: str) -> DeckResult:
    """Judged within the card data (of 2021): no data-age note among the findings."""
    return Checker(CheckOptions(format_id="magi-nation/standard", use_config=False,
                                as_of=dt.date(2021, 6, 1))).check_bytes(text.encode(),
                                                                        "deck.txt")


def errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


@pytest.mark.parametrize(("written", "card"), [
    ("Good Ol Ashgar", "Good Ol' Ashgar"), ("good ol ashgar", "Good Ol' Ashgar"),
    ("Kalius Ring", "Kalius' Ring"), ("Kalius's Ring", "Kalius' Ring"),
    ("Nagsis Sigil", "Nagsis' Sigil"), ("Nagsis\u2019 Sigil", "Nagsis' Sigil")])
def test_a_name_without_its_apostrophe_is_the_card(written: str, card: str) -> None:
    database: CardDatabase = bundled_database("magi-nation")
    found = database.resolve(written).card
    assert isinstance(found, Card)
    assert found.name == card


@pytest.mark.parametrize("written", ["Good Ol' Ashgar", "Good Ol Ashgar", "GOOD OL ASHGAR",
                                     "Good Ol\u2019 Ashgar"])
def test_the_starter_deck_with_good_ol_ashgar_stays_legal(written: str) -> None:
    """Good Ol' Ashgar for Ashgar in the Cald starter deck: legal however written."""
    result = check(f"Magi\n{written}\nGar\nGrega\nDeck\n{CARDS}")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}


def test_ashgar_twice_in_the_stack_when_one_lacks_its_apostrophe() -> None:
    """Good Ol Ashgar is Ashgar's alternate: with Ashgar the stack holds Ashgar twice."""
    result = check(f"Magi\nAshgar\nGood Ol Ashgar\nGrega\nDeck\n{CARDS}")
    assert result.status == "illegal"
    assert [rule for rule, _, _ in errors(result)] == ["magi-stack"]


def test_a_fourth_copy_written_without_the_apostrophe_is_counted() -> None:
    """Two Nagsis' Sigil and two Nagsis Sigil are four copies of one card."""
    cards = CARDS.replace("2 Baloo Root\n", "").replace("2 Thermal Blast\n", "")
    result = check(f"Magi\nAshgar\nGar\nGrega\nDeck\n{cards}2 Nagsis' Sigil\n"
                   "2 Nagsis Sigil\n")
    assert result.status == "illegal"
    assert [(rule, message) for rule, message, _ in errors(result)] == [
        ("copy-limit", "4 copies of Nagsis' Sigil; at most 3 (written 'Nagsis Sigil' on line "
         "24)")]


@pytest.mark.parametrize("written", ["Goryo s Vengeance", "Goryo 's Vengeance",
                                     "Goryo' s Vengeance", "Goryo ' s Vengeance",
                                     "Goryos Vengeance"])
def test_a_possessive_written_with_spaces_is_the_card_quoted_as_written(written: str) -> None:
    """``Goryo 's Vengeance`` was an unknown card while ``Goryo s Vengeance`` was read,
    quoted in the copy limit's "written" note as 'Goryos Vengeance', never written: each
    spacing about the apostrophe names the card, the note quoting the line."""
    from tests.test_pasted_lists import check as check_as

    result = check_as(f"55 Island\n4 Goryo's Vengeance\n1 {written}\n", day="2026-08-01",
                      format_id="mtg/modern")
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", f"5 copies of Goryo's Vengeance; at most 4 (written '{written}' on "
         "line 3)")]


@pytest.mark.parametrize(("format_id", "deck", "written", "card"), [
    ("mage-noir/tournament", "4 Air Blade\n", "Lame d air", "Air Blade"),
    ("mage-noir/tournament", "4 Air Blade\n", "LAME D AIR", "Air Blade"),
    ("mage-noir/tournament", "4 Air Blade\n", "lame_d_air", "Air Blade"),
    ("mage-noir/tournament", "4 Air Blade\n", "air_blade", "Air Blade"),
    ("mage-noir/tournament", "4 Air Blade\n", "ex. Lame d air", "Air Blade"),
    ("mtg/modern", "55 Island\n4 Lightning Bolt\n", "lightning_bolt", "Lightning Bolt"),
    ("mtg/modern", "55 Island\n4 Wrenn and Six\n", "Wrenn & Six", "Wrenn and Six")])
def test_a_name_a_reading_rewrote_is_quoted_as_the_line_wrote_it(
        format_id: str, deck: str, written: str, card: str) -> None:
    """A name read by rewriting its letters (an elided article joined to its word, ``Lame
    d air`` as Lame d'air; a card's id, ``lame_d_air``; ``&`` for ``and``) is quoted in the
    copy limit's "written" note as the line wrote it, as its reading note quotes it (it
    quoted the rewrite, 'Lame dair', 'lame dair', a name the list never wrote)."""
    from tests.test_pasted_lists import check as check_as

    result = check_as(f"{deck}1 {written}\n", day="2025-06-01", format_id=format_id)
    last = deck.count("\n") + 1
    assert [(v.rule, v.message) for v in result.violations if v.rule == "copy-limit"] == [
        ("copy-limit", f"5 copies of {card}; at most 4 (written '{written}' on line {last})")]
    assert [v.message for v in result.violations if v.rule == "reading"] == [
        f"no card is named '{written}': read as 1 {card}"]


@pytest.mark.parametrize(("written", "copies", "status", "found"), [
    ("6 Ancient Puzzlebox\n", 6, "legal", []),
    ("3 Ancient Puzzlebox\n3 Ancient's Puzzlebox\n", 6, "legal", []),
    ("4 Ancient Puzzlebox\n3 Ancients Puzzlebox\n", 7, "illegal", [
        ("copy-limit", "7 copies of Ancient's Puzzlebox; at most 6 (its text allows up to "
         "six) (written 'Ancients Puzzlebox' on line 24)", 23)])])
def test_a_possessive_left_out_names_the_card_and_counts_with_it(
        written: str, copies: int, status: str, found: list[tuple[str, str, int]]) -> None:
    """``Ancient Puzzlebox``, as the card's own text writes Ancient's Puzzlebox ("Your
    deck may contain up to six copies of Ancient Puzzlebox"), was an unknown card: it is
    the card, its copies counted with those written with the possessive against the six
    its text allows."""
    cards = CARDS.replace("3 Fire Ball\n", "").replace("3 Fire Flow\n", "")
    result = check(f"Magi\nAshgar\nGar\nGrega\nDeck\n{cards}{written}")
    assert (result.status, errors(result)) == (status, found)
    assert result.zones == {"magi": 3, "main": 34 + copies}
