"""duplicate-line (CT103) and a card's finishes: a card's holographic (foil) copies on a
line of their own beside its other copies are no duplicate line. The advice "write each
card on one line" asked a player to merge them, losing the finish: under MageTCG
Speakeasy the merged line is the holographic-only deck's error, and a deck site's
export (Moxfield's ``*F*``) writes the two finishes apart by design; so are its lines
of different printings (a set code, a collector number)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

#: A day within the bundled MTG data and lists.
DATE = dt.date(2026, 8, 1)


def modern(text: str) -> DeckResult:
    """``text`` judged as Modern on ``DATE``, in process."""
    options = CheckOptions(format_id="mtg/modern", use_config=False, as_of=DATE)
    return Checker(options).check_bytes(text.encode("utf-8"), "deck.txt")


def repeated(result: DeckResult) -> list[tuple[int | None, str, int | None, str | None]]:
    """The deck's duplicate-line infos: line, message, count and hint."""
    return [(v.line, v.message, v.count, v.hint) for v in result.violations
            if v.rule == "duplicate-line"]


def test_a_foil_line_beside_a_plain_line_of_the_card_is_no_duplicate() -> None:
    result = modern("2 Lightning Bolt\n2 Lightning Bolt *F*\n56 Mountain\n")
    assert result.status == "legal"
    assert repeated(result) == []


def test_two_foil_lines_of_a_card_are_reported_as_its_holographic_copies() -> None:
    result = modern("1 Lightning Bolt\n2 Lightning Bolt (foil)\n1 Lightning Bolt *F*\n"
                    "56 Mountain\n")
    assert result.status == "legal"
    assert repeated(result) == [(
        3, "Lightning Bolt (holographic) is on 2 lines of the Main deck (lines 2, 3); "
           "counted as 3 holographic copies", 3,
        "write these copies on one line, the card's other copies on a line of their own")]


@pytest.mark.parametrize("denied", ["*F* (nonholo)", "*F* (unfoiled)", "*F* (non-foil)",
                                    "(non-foil) *F*", "(foil)(non-foil)", "*foil* [Regular]"])
def test_a_foil_mark_beside_a_word_denying_it_marks_a_plain_line(denied: str) -> None:
    """Magic: a line both marking and denying a finish has no holographic copy (each was
    read as foil copies, apart from the plain line): it repeats the plain line."""
    result = modern(f"2 Lightning Bolt\n2 Lightning Bolt {denied}\n56 Mountain\n")
    assert result.status == "legal"
    assert [(v.line, v.message) for v in result.violations if v.rule == "duplicate-line"] == [
        (2, "Lightning Bolt is on 2 lines of the Main deck (lines 1, 2); counted as 4 copies")]


def test_two_plain_lines_beside_a_foil_line_keep_the_foil_line_apart() -> None:
    result = modern("2 Lightning Bolt\n1 Lightning Bolt *F*\n1 Lightning Bolt\n56 Mountain\n")
    assert repeated(result) == [(
        3, "Lightning Bolt is on 2 lines of the Main deck (lines 1, 3); counted as 3 copies",
        3, "write these copies on one line, the card's holographic copies on a line of "
           "their own")]


def test_plain_lines_alone_keep_their_advice() -> None:
    result = modern("2 Lightning Bolt\n2 Lightning Bolt\n56 Mountain\n")
    assert repeated(result) == [(
        2, "Lightning Bolt is on 2 lines of the Main deck (lines 1, 2); counted as 4 copies",
        4, "write each card on one line")]


def test_the_copy_limit_still_sums_both_finishes() -> None:
    result = modern("4 Lightning Bolt\n2 Lightning Bolt *F*\n54 Mountain\n")
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity == "error"] == [
        ("copy-limit", 1, "6 copies of Lightning Bolt; at most 4")]
    assert repeated(result) == []


def test_speakeasy_is_not_told_to_merge_an_unmarked_line_into_a_holographic_one(
        tmp_path: Path) -> None:
    """A Speakeasy deck with a card's copies on a holographic line and an unmarked line:
    the unmarked line is the error, and no advice merges the two."""
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,finishes,iconic\n"
                     "Wandering Regent,Character,Legendary,standard;holographic,true\n"
                     + "".join(f"Filler {i:02},Character,Common,standard;holographic,\n"
                               for i in range(1, 16)), "utf-8")
    deck = ("Mage\n1 Wandering Regent *F*\nDeck\n2 Filler 01 *F*\n2 Filler 01\n"
            + "".join(f"4 Filler {i:02} *F*\n" for i in range(2, 15)) + "3 Filler 15 *F*\n")
    options = CheckOptions(format_id="magetcg/ascension+speakeasy", card_files=[cards],
                           use_config=False, as_of=dt.date(2026, 11, 29))
    result = Checker(options).check_bytes(deck.encode("utf-8"), "deck.txt")
    assert [(v.rule, v.line, v.message) for v in result.violations] == [
        ("finish-required", 5, "2 copies of Filler 01 not marked holographic; Ascension + "
         "Speakeasy allows holographic cards only")]


MOXFIELD_BASICS = ("4 Thoughtseize (THS) 107\n2 Swamp (UNF) 239\n1 Swamp (UNF) 238\n"
                   "1 Swamp (ONE) 268\n2 Swamp (BRO) 280\n4 Mountain (ONE) 269\n"
                   "4 Mountain (BRO) 281\n42 Island (BRO) 279\n")


@pytest.mark.parametrize("text", [
    MOXFIELD_BASICS,
    MOXFIELD_BASICS.replace(" (UNF) 238", " [UNF:238]"),
    "4 Swamp (ONE) 268 // basics\n4 Swamp (BRO) 280\n52 Island\n",
    "4 Swamp (ONE) 268 *F*\n4 Swamp (BRO) 280 *F*\n52 Island\n",
])
def test_lines_of_a_card_in_different_printings_are_no_duplicate(text: str) -> None:
    """A deck site's export writes a card's printings on lines of their own (Moxfield's
    basics of several sets): "write each card on one line" asked to edit an export
    README says needs none. Each printing's line is another line's worth."""
    result = modern(text)
    assert repeated(result) == []


@pytest.mark.parametrize("csv", [False, True])
def test_lines_of_one_printing_keep_their_advice(csv: bool) -> None:
    text = ("Count,Name,Edition,Collector Number\n2,Swamp,ONE,268\n2,Swamp,BRO,280\n"
            "1,Swamp,ONE,268\n55,Island,BRO,279\n" if csv else
            "2 Swamp (ONE) 268\n2 Swamp (BRO) 280\n1 Swamp (ONE) 268\n55 Island (BRO) 279\n")
    first = 2 if csv else 1
    assert repeated(modern(text)) == [(
        first + 2, f"Swamp is on 2 lines of the Main deck (lines {first}, {first + 2}); "
        "counted as 3 copies", 3, "write each card on one line")]


def test_a_line_naming_no_printing_and_a_printed_line_are_two_printings() -> None:
    assert repeated(modern("4 Swamp\n2 Swamp (ONE) 268\n54 Island\n")) == []
