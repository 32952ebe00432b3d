"""A label, tag or printing mark without a count that names another card than its
line's (``1 Island [Black Lotus]``, ``1 Island <Oko, Thief of Crowns>``, ``1 Island
^Black Lotus^``, ``[Ramp,Black Lotus]``) is a ``parse-error`` naming both, the line's
card counted: the reader dropped it as an Archidekt category or a tag, the banned card
unsaid and the deck legal."""

from __future__ import annotations

import pytest

from cardtools.model import DeckResult
from tests.test_hostile_tricks import errors
from tests.test_pasted_lists import check

#: A Legacy main deck of 59 cards, as of the pasted lists' day.
DECK = "4 Ponder\n4 Brainstorm\n4 Force of Will\n4 Daze\n43 Island\n"


def _with(line: str) -> DeckResult:
    return check(DECK + line + "\n")


@pytest.mark.parametrize(("written", "card"), [
    ("1 Island [Black Lotus]", "Black Lotus"), ("1 Island <Black Lotus>", "Black Lotus"),
    ("1 Island ^Black Lotus^", "Black Lotus"), ("1x Island (lea) 1 [Black Lotus]", "Black Lotus"),
    ("1 Island [Ramp,Black Lotus]", "Black Lotus"), ("1 Island [Ramp, Black Lotus]", "Black Lotus"),
    ("1 Island [Ramp] [Black Lotus{noPrice}]", "Black Lotus"),
    ("1 Island [Oko, Thief of Crowns]", "Oko, Thief of Crowns"),
    ("1 Island [Flash]", "Flash"), ("1 Island [and Black Lotus]", "Black Lotus"),
    ("1 Island <plus Black Lotus>", "Black Lotus"), ("1 Island [a Black Lotus]", "Black Lotus"),
    ("1 Island [Black Lotus too]", "Black Lotus"), ("1 Island [Black Lotus.]", "Black Lotus"),
    ("1 Island [Black Lotus!]", "Black Lotus"), ("1 Island [Mox Jet and Black Lotus]", "Mox Jet")])
def test_a_card_named_in_a_dropped_mark_is_a_parse_error(written: str, card: str) -> None:
    result = _with(written)
    assert result.status == "illegal"
    assert result.zones == {"main": 60}
    assert [(v.rule, v.message, v.line, v.hint) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", "the line names 'Island' and, in a mark the reader drops as a "
                f"category or a tag, the card {card}: counted as 1 Island", 6,
                f"write each card on a line of its own: 1 Island and its copies of {card}")]


@pytest.mark.parametrize("written", [
    "1 Island [Ramp]", "1 Island [Card Draw]", "1 Island <Cantrip>", "1 Island ^Have,#37d67a^",
    "1 Island [Burn]", "1 Island [Time Spiral]", "1 Island [Ramp,Maybeboard{noDeck}]",
    "1 Island [Island]", "1 [Island](https://scryfall.com/search?q=Island)",
    "1 Island [Lands]", "1 Island [Removal,Burn]", "1 Island [Utility Lands]"])
def test_a_mark_naming_no_other_card_is_dropped_as_before(written: str) -> None:
    # a category, a tag, half of Turn // Burn, a set's name, the line's own card, a link
    result = _with(written)
    assert [(rule, line) for rule, _, line in errors(result)] == []


def test_a_link_to_a_legendary_card_is_no_card_of_its_first_name() -> None:
    # Karn, the Great Creator's link text holds Karn, a card of its own: no second card
    result = check(DECK + "1 [Karn, the Great Creator](https://scryfall.com/card/war/1)\n")
    assert errors(result) == []
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("written", ["4 - Foil", "4x - Foil", "4 - foil"])
def test_a_card_named_as_a_mark_alone_after_its_count_is_that_card(written: str) -> None:
    """``4 - Foil``: the card Foil (Premodern), written after a dash, was read as a
    holographic mark with no name before it ("a quantity without a card name")."""
    result = check(DECK.replace("43 Island", "40 Island") + written + "\n")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])
