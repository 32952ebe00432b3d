"""A label, tag or printing mark without a count that names another card than its
line's (``1 Island [Black Lotus]``, ``1 Island <Oko, Thief of Crowns>``, ``1 Island
^Black Lotus^``, ``[Ramp,Black Lotus]``) is a ``parse-error`` naming both, the line's
card counted: the reader dropped it as an Archidekt category or a tag, the banned card
unsaid and the deck legal."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from cardtools import resources
from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_hostile_tricks import errors
from tests.test_pasted_lists import check

#: A Legacy main deck of 59 cards, as of the pasted lists' day.
DECK = "4 Ponder\n4 Brainstorm\n4 Force of Will\n4 Daze\n43 Island\n"


def _with(line: str) -> DeckResult:
    return check(DECK + line + "\n")


def _hidden_in_mark(card: str) -> str:
    """The parse-error's message of ``1 Island`` whose dropped mark names ``card``."""
    return (f"the line names 'Island' and, in a mark the reader drops as a category or a "
            f"tag, the card {card}: counted as 1 Island")


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
                "parse-error", _hidden_in_mark(card), 6,
                f"write {card} on a line of its own, with its count, and 1 Island on this one")]


@pytest.mark.parametrize("written", [
    "1 Island [Ramp; Black Lotus]", "1 Island [Land;Black Lotus]",
    "1 Island ^Ramp;Black Lotus,#37d67a^", "1 Island [Ramp / Black Lotus]",
    "1 Island [Ramp & Black Lotus]", "1 Island [Ramp and Black Lotus]",
    "1 Island [Ramp + Black Lotus]", "1 Island [Ramp \u00b7 Black Lotus]",
    "1 Island [Ramp - Black Lotus]", "1 Island [Ramp: Black Lotus]",
    "1 Island <Ramp; Black Lotus>", "1 Island [Sideboard: Black Lotus]",
    "1 Island [proxy; Black Lotus]", "1 Island [English; Black Lotus]",
    "1 Island [LEA Black Lotus]", "1 Island [Black Lotus LEA 232]", "1 Island [Black-Lotus]",
    "1 Island [BlackLotus]", "1 Island [Black Lotus's]", "1 Island [Ramp; Flash]",
    "1x Island (lea) 1 [Land;Black Lotus]", "1x Island (lea) 1 [Land] ^Ramp;Black Lotus^"])
def test_a_card_in_any_part_of_a_dropped_mark_is_a_parse_error(written: str) -> None:
    """A mark parting a category from a card by any joiner (``;``, ``/``, ``&``, ``+``,
    ``and``, ``·``, `` - ``, ``:``), or naming it with a set code, a collector number,
    hyphens, no spaces or a possessive, was dropped whole, the banned card unsaid: each
    part is read as a card line's name is, as a comma's parts were."""
    result = _with(written)
    card = "Flash" if "Flash" in written else "Black Lotus"
    assert result.status == "illegal"
    # "[Sideboard: Black Lotus]": the colon parts categories as a comma does, the Island
    # in the sideboard (its main deck one card short)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
                *[("zone-size", "Main deck: 59 cards; at least 60", 1)] * ("Sideboard" in written),
                ("parse-error", _hidden_in_mark(card), 6)]


@pytest.mark.parametrize(("written", "card"), [
    ("1 Island [Ramp; Oko, Thief of Crowns]", "Oko, Thief of Crowns"),
    ("1 Island [Ramp: Oko, Thief of Crowns]", "Oko, Thief of Crowns"),
    ("1 Island [Ramp / Oko, Thief of Crowns]", "Oko, Thief of Crowns"),
    ("1 Island [Ramp - Oko, Thief of Crowns]", "Oko, Thief of Crowns"),
    ("1 Island [Oko, Thief of Crowns; Ramp]", "Oko, Thief of Crowns"),
    ("1 Island <Ramp; Oko, Thief of Crowns>", "Oko, Thief of Crowns"),
    ("1 Island ^Ramp;Oko, Thief of Crowns^", "Oko, Thief of Crowns"),
    ("1 Island [Ramp & Jace, the Mind Sculptor]", "Jace, the Mind Sculptor"),
    ("1 Island [Ramp; Fire // Ice]", "Fire // Ice"),
    ("1 Island [Ramp,+2 Mace]", "+2 Mace"),
    ("1 Island [Ramp; Oko,_Thief_of_Crowns]", "Oko, Thief of Crowns")])
def test_a_name_holding_a_comma_or_a_joiner_behind_a_joiner_is_a_parse_error(
        written: str, card: str) -> None:
    """Commas were cut first, so no part of ``[Ramp; Oko, Thief of Crowns]`` was the whole
    name: the mark is cut on every separator, each run of pieces rejoined as written."""
    result = _with(written)
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", _hidden_in_mark(card), 6)]


@pytest.mark.parametrize("written", [
    "1 Island [Ramp & Black Lotus (LEA) 232]", "1 Island [Black Lotus (LEA) 232]",
    "1 Island [Black Lotus #232]", "1 Island [Black Lotus *F*]", "1 Island [Ramp > Black Lotus]",
    "1 Island [Ramp -> Black Lotus]", "1 Island [Ramp \u2192 Black Lotus]",
    "1 Island [Ramp\u2014Black Lotus]", "1 Island [Ramp with Black Lotus]",
    "1 Island [Ramp_Black_Lotus]", "1 Island [#Black_Lotus]", "1 Island [Ramp.Black Lotus]",
    "1 Island [Ramp\\Black Lotus]", "1 Island [Ramp ~ Black Lotus]",
    "1 Island [Ramp = Black Lotus]", "1 Island [Ramp; the Black Lotus]",
    "1 Island [Ramp;Black-Lotus's]", "1 Island [Black Lotus's Ramp]",
    "1 Island [Ramp|Black_Lotus (LEA)]", "1 Island (LEA) 288 #Black-Lotus",
    "1 Island (LEA) 288 #BlackLotus", "1 Island (LEA) 288 #Black_Lotus",
    "1 Island (LEA) 288 #Ramp-Black Lotus", "1 Island (LEA) 288 #Ramp #Black Lotus (LEA) 232",
    "1 Island #Ramp #the_Black-Lotus's", "1 Island [BlackLotus's Ramp]",
    "1 Island [Ramp \u21d2 Black Lotus]"])
def test_a_card_behind_any_joiner_or_written_any_way_in_a_mark_or_tag_is_a_parse_error(
        written: str) -> None:
    """A printing after the name, joiners beyond the prose ones (arrows, an em dash, ``~``,
    ``=``, a full stop, a backslash, ``with``), underscores for spaces, an article, a
    possessive after two words, and these together, in a mark or a Moxfield ``#`` tag,
    hid the banned card: each run of pieces is read with all of them taken off."""
    result = _with(written)
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", _hidden_in_mark("Black Lotus"), 6)]


@pytest.mark.parametrize(("written", "card"), [
    ("1 Island [FLASH]", "Flash"), ("1 Island <FLASH>", "Flash"),
    ("1 Island [Ramp, FLASH]", "Flash"), ("1 Island [Ramp/FLASH]", "Flash"),
    ("1 Island [BLACK LOTUS]", "Black Lotus"), ("1 Island [FLASH MH2]", "Flash"),
    ("1 Island [,Black Lotus]", "Black Lotus"), ("1 Island [ , Ramp, Flash]", "Flash"),
    ("1 Island [; Black Lotus]", "Black Lotus"), ("1 Island <,Flash>", "Flash"),
    ("1 Island [;Ramp;Oko, Thief of Crowns]", "Oko, Thief of Crowns"),
    ("1 Island [| Flash]", "Flash"), ("1 Island [/Black Lotus]", "Black Lotus"),
    ("1 Island [Ramp\uff1bFlash]", "Flash"), ("1 Island [Ramp\uff0cFlash]", "Flash"),
    ("1 Island [Ramp\u3001Flash]", "Flash"), ("1 Island [Ramp\u30fbFlash]", "Flash"),
    ("1 Island [Ramp \u2605 Flash]", "Flash"), ("1 Island [Ramp \u00bb Flash]", "Flash"),
    ("1 Island [Ramp*Flash]", "Flash"), ("1 Island [Ramp!Flash]", "Flash"),
    ("1 Island [Ramp\u2026Flash]", "Flash"), ("1 Island [Ramp \u00a6 Flash]", "Flash"),
    ("1 Island [Ramp\u201aFlash]", "Flash"), ("1 Island [Ramp\u204fFlash]", "Flash"),
    ("1 Island [Ramp\u2016Black Lotus]", "Black Lotus"), ("1 Island #Ramp*Flash", "Flash"),
    ("1 Island #!Flash", "Flash"), ("1 Island <Ramp\u2605Flash>", "Flash"),
    ("1 Island [\u201eFlash\u201c]", "Flash"), ("1 Island [\u201aFlash\u2018]", "Flash"),
    ("1 Island [Ramp; \u2039Flash\u203a]", "Flash"),
    ("1 Island [Ramp; \u300cFlash\u300d]", "Flash"),
    ("1 Island [Ramp; \u300aBlack Lotus\u300b]", "Black Lotus"),
    ("1 Island [Ramp; Black Lotus\u2122]", "Black Lotus"),
    ("1 Island [Ramp; Flash\u00b2]", "Flash"), ("1 Island [Ramp; For the Emperor!]", None),
    ("1 Island <Ramp>, <Flash>", "Flash"), ("1 Island [Ramp]; [Black Lotus]", "Black Lotus"),
    ("1 Island [Ramp] | ^Flash^", "Flash")])
def test_a_card_behind_any_mark_or_in_capitals_in_a_mark_is_a_parse_error(
        written: str, card: str | None) -> None:
    """A card's name in capitals of a set code's shape that is no set code of the card
    data (``[FLASH]``), a mark opened by a separator (``[,Black Lotus]``), and any mark
    that is no letter, digit, space or apostrophe between or round the names (full-width
    and CJK marks, ``*``, ``!``, ``★``, every quotation mark, ``™``, ``²``) hid
    the banned card: the mark is cut on each such mark, each run of pieces rejoined as
    written (``For the Emperor!`` keeps its own mark). Marks parted by a comma name the
    line's card without it (``Island``, not ``Island ,``)."""
    result = _with(written)
    card = card or "For the Emperor!"
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", _hidden_in_mark(card), 6)]


@pytest.mark.parametrize("written", [
    "1 Island [Ramp; Card Draw]", "1 Island [Land / Removal]", "1 Island ^Ramp;Have,#37d67a^",
    "1 Island [Ramp - Mana Rocks]", "1 Island [Removal: Burn]", "1 Island [Land & Island]",
    "1 Island [Lands LEA 232]", "1 Island [Land - Fetch]", "1 Island [Removal/Burn]",
    "1 Island ^Card Draw,#37d67a^", "1 Island [Ramp: Mana Rocks]", "1 Island [Card-Draw]",
    "1 Island [Mana_Rocks]", "1 Island [Urza's Saga]", "1 Island [Win-Con's Ramp]",
    "1 Island (LEA) 288 #Ramp #Card-Draw", "1 Island (LEA) 288 #Mana_Rocks",
    "1 Island [Ramp\uff1bCard Draw]", "1 Island [Ramp \u2605 Removal]", "1 Island [MH2]",
    "1 Island [LEA]", "1 Island [RAMP]", "1 Island [Ramp*Mana Rocks!]",
    "1 Island [\u201eRamp\u201c]", "1 Island [Ramp; Burn\u2122]", "1 Island [,Ramp]",
    "1 Island <Ramp>, <Card Draw>", "1 Island [Ramp]; [Removal]"])
def test_a_mark_of_joined_tags_naming_no_other_card_is_dropped(written: str) -> None:
    result = _with(written)
    assert [(rule, line) for rule, _, line in errors(result)] == []


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


def _names_holding_a_count_word() -> list[str]:
    """Every Magic card's name of two words or more that holds what may write a count
    (a digit, ``One``, ``Four``, ``III``), from the bundled card data."""
    from cardtools.cardfiles import bundled_database
    from cardtools.decklist.text import may_write_a_count
    return sorted({card.name for card in bundled_database("mtg")
                   if len(card.name.split()) > 1 and "//" not in card.name
                   and may_write_a_count(card.name)})


def test_names_holding_a_count_word_are_many() -> None:
    # the family the next test reads: The One Ring, Four Knocks, One with Nothing...
    names = _names_holding_a_count_word()
    assert len(names) > 200
    assert {"The One Ring", "Four Knocks", "One with Nothing",
            "Isshin, Two Heavens as One"} <= set(names)


#: Every way a mark may hold a card's name (a tag, a label, a printing mark, a sentence's
#: end after it, a category list before it).
_MARKS = ("[{}]", "<{}>", "^{}^", "[{}.]", "[Ramp,{}]", "[Ramp, {}]")


def test_a_name_holding_a_count_word_in_a_dropped_mark_is_a_parse_error() -> None:
    """``4 Mountain [The One Ring]`` was legal in Modern: the mark "may hold a count"
    (``One``), held ``1 Ring`` (no card) and was skipped as counted, but nothing counted
    it; so for every such name in every mark."""
    missed = []
    for name in _names_holding_a_count_word():
        if ", 3 a.m." in name:
            continue  # Big Apple, 3 a.m.: the line is parted at its comma (unknown cards)
        for mark in _MARKS:
            written = f"1 Island {mark.format(name)}"
            result = _with(written)
            # the card named: this one, or a card whose name starts it (Spider-Man 2099)
            said = [v.message.split("the card ", 1)[1].split(":")[0]
                    for v in result.violations
                    if v.rule == "parse-error" and "the card " in v.message]
            if result.status != "illegal" or not any(name.startswith(card) for card in said):
                missed.append(written)
    assert missed == []


@pytest.mark.parametrize(("written", "card"), [
    ("4 Mountain [The One Ring]", "The One Ring"), ("60 Island <The One Ring>", "The One Ring"),
    ("4 Mountain ^The One Ring^", "The One Ring"), ("4 Mountain [The One Ring.]", "The One Ring"),
    ("4 Mountain [Ramp,The One Ring]", "The One Ring"),
    ("4 Mountain [Ramp, Oko, Thief of Crowns]", "Oko, Thief of Crowns"),
    ("4 Mountain [Oko, Thief of Crowns, Ramp]", "Oko, Thief of Crowns"),
    ("4 Mountain [Agents of S.H.I.E.L.D..]", "Agents of S.H.I.E.L.D.")])
def test_the_one_ring_in_a_dropped_mark_is_a_parse_error_in_modern(written: str,
                                                                   card: str) -> None:
    count, name = written.split(" ", 1)[0], written.split(" ", 1)[1].split(" [")[0]
    name = name.split(" <")[0].split(" ^")[0]
    result = check(f"56 Island\n{written}\n" if count == "4" else f"{written}\n",
                   format_id="mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
        "parse-error", f"the line names '{name}' and, in a mark the reader drops as a "
        f"category or a tag, the card {card}: counted as {count} {name}")]


def test_a_card_in_a_dropped_mark_under_tokens_is_a_parse_error() -> None:
    result = check("56 Island\n4 Mountain\nTokens\n1 Treasure [The One Ring]\n",
                   format_id="mtg/modern")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", "the line names 'Treasure' and, in a mark the reader drops as "
                "a category or a tag, the card The One Ring: counted as 1 Treasure", 4)]


@pytest.mark.parametrize(("written", "read", "count"), [
    ("4 Mountain [The One Ring x 1]", "The One Ring x1", 1),
    ("4 Mountain [1 x The One Ring]", "1x The One Ring", 1),
    ("4 Mountain [The One Ring X 2]", "The One Ring x2", 2),
    ("4 Mountain [2 \u00d7 The One Ring]", "2x The One Ring", 2),
    ("4 Mountain [Ramp, The One Ring x 1]", "Ramp, The One Ring x1", 1),
    ("4 Mountain <Ramp; x 2 The One Ring>", "Ramp; x2 The One Ring", 2),
    ("4 Mountain [Ramp; 2x The One Ring]", "Ramp; 2x The One Ring", 2),
    ("4 Mountain <Ramp, 1 The One Ring>", "Ramp, 1 The One Ring", 1),
    ("4 Mountain [The One Ring x two]", "The One Ring x2", 2),
    ("4 Mountain [The One Ring x one]", "The One Ring x1", 1),
    ("4 Mountain [The One Ring times two]", "The One Ring x2", 2),
    ("4 Mountain [The One Ring x IV]", "The One Ring x4", 4),
    # a lone Roman numeral's letter beside the x: dropped unsaid, Fury x I legal
    ("4 Mountain [The One Ring x I]", "The One Ring x1", 1),
    ("4 Mountain [The One Ring x V]", "The One Ring x5", 5),
    ("4 Mountain [The One Ring x X]", "The One Ring x10", 10),
    ("4 Mountain [The One Ring times v]", "The One Ring x5", 5),
    ("4 Mountain [The One Ring x \u2461]", "The One Ring x2", 2),
    ("4 Mountain [The One Ring x deux]", "The One Ring x2", 2),
    ("4 Mountain [two x The One Ring]", "2x The One Ring", 2),
    ("4 Mountain [Ramp, The One Ring x two]", "Ramp, The One Ring x2", 2),
    ("4 Mountain <The One Ring x two>", "The One Ring x2", 2)])
def test_a_mark_holding_a_count_with_a_spaced_x_is_counted(written: str, read: str,
                                                           count: int) -> None:
    """``[Grief x 2]``, ``[2 x Grief]`` were no card line (the ``x`` read as a word of
    the name), the banned card dropped unsaid: the count is read as ``x2``, ``2x`` are.
    ``[Ramp; 2x Grief]`` was cut at ``;`` as a list of counted cards (``Island [Ramp``,
    ``Grief]``: two unknown cards, the ban unsaid): a mark is never cut so. A count written
    as a word, a Roman numeral or another script's digit beside its ``x`` or ``times``
    (``[Grief x two]``) was no count either: it is read as ``x2`` is."""
    result = check(f"56 Island\n{written}\n", day="2026-08-01", format_id="mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [
        ("banned", "The One Ring is banned in Modern (since 2024-12-16)")]
    assert [v.message.split(": ")[0] for v in result.violations if v.rule == "reading"] == [
        f"'{read}' holds the card line {count} The One Ring"]


@pytest.mark.parametrize("written", [
    "1 Island [Black Lotus two]", "1 Island [Black Lotus IV]", "1 Island [Black Lotus x\u00b2]",
    "1 Island [Black Lotus x 1000]", "1 Island <Black Lotus \u2463>",
    "1 Island [Ramp, Black Lotus deux]"])
def test_a_card_beside_a_count_not_read_in_a_mark_is_a_parse_error(written: str) -> None:
    # a count-like word the card line's reader reads no count in is set aside: the card
    result = _with(written)
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
        "parse-error", _hidden_in_mark("Black Lotus"))]


@pytest.mark.parametrize("written", [
    "4 Mountain [1 The One Ring]", "4 Mountain [The One Ring x1]",
    "4 Mountain [One Black Lotus]"])
def test_a_mark_holding_a_card_line_with_a_count_is_still_counted(written: str) -> None:
    # counted as a note's card line, said by a reading note, no parse-error too
    result = check(f"56 Island\n{written}\n", day="2026-08-01", format_id="mtg/modern")
    card = "Black Lotus" if "Lotus" in written else "The One Ring"
    assert result.status == "illegal"
    assert [v.rule for v in result.violations if v.severity == "error"] == [
        "card-pool" if card == "Black Lotus" else "banned"]
    assert [v.message.split(": ")[0] for v in result.violations if v.rule == "reading"] == [
        f"'{written.split('[')[1][:-1]}' holds the card line 1 {card}"]


@pytest.mark.parametrize(("mark", "read", "disagree"), [
    ("[2 foil]", "'2 Mountain *F*' and '2 Mountain'", 2),
    ("[2 foil, 2 nonfoil]", "'2 Mountain *F*' and '2 Mountain'", 0),
    ("(2 foil, 2 nonfoil)", "'2 Mountain *F*' and '2 Mountain'", 0),
    ("(2 NM, 2 LP)", "'4 Mountain'", 0),
    ("(1 foil, 3 regular)", "'1 Mountain *F*' and '3 Mountain'", 0),
    ("- 2 foil, 2 normal", "'2 Mountain *F*' and '2 Mountain'", 0),
    ("(2 English / 2 Japanese)", "'4 Mountain'", 0),
    ("(3 foil, 3 regular)", "'1 Mountain *F*' and '3 Mountain'", 6)])
def test_counts_of_printing_words_in_a_mark_give_the_copies_no_card(
        mark: str, read: str, disagree: int) -> None:
    """``[2 foil]`` counted the card Foil, ``(2 foil, 2 nonfoil)`` was split at its comma
    into unknown cards: counts of finish, condition and language words in a mark give the
    line's copies by printing, the line's count kept, a count that disagrees said."""
    result = check(f"56 Island\n4 Mountain {mark}\n", day="2026-08-01",
                   format_id="mtg/modern")
    assert result.status == "legal"
    said = f"'{mark}' gives the copies by printing, no card: read as {read}"
    if disagree:
        said += f"; its counts ({disagree}) disagree with the line's count (4)"
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"] == [
        (2, said)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("marks", "plain", "overridden"), [
    ("*F* [2 foil]", 2, "*F*"), ("[2 foil] *F*", 2, "*F*"), ("*F* [0 foil]", 4, "*F*"),
    ("*F* [0 holo]", 4, "*F*"), ("*F* [1 foil]", 3, "*F*"), ("*F* [two foil]", 2, "*F*"),
    ("(foil) [2 foil]", 2, "(foil)"), ("*F* (2 foil)", 2, "*F*"),
    ("*F* (1 foil, 3 regular)", 3, "*F*"), ("*foil* - 2 foil, 2 normal", 2, "*foil*"),
    ("[two foil]", 2, ""), ("*F* [4 foil]", 0, "*F*"), ("*F* (four foil)", 0, "*F*"),
    ("*F* [2 holos, 2 regular]", 2, "*F*"), ("*F* [2 regulars]", 2, "*F*"),
    ("*F* [2 non-foils]", 2, "*F*"), ("*F* [2 foils]", 2, "*F*"), ("*F* [two foils]", 2, "*F*"),
    ("*F* [2 foil copies]", 2, "*F*"), ("*F* [2 in foil]", 2, "*F*"),
    ("*F* (2 holos, 2 nonfoils)", 2, "*F*")])
def test_a_printing_count_beside_a_finish_marker_gives_each_copys_finish(
        tmp_path: Path, marks: str, plain: int, overridden: str) -> None:
    """``4 Filler 01 *F* [2 foil]``: the counted mark was dropped beside the line's ``*F*``,
    all four copies holographic, a Speakeasy deck legal; ``*F* (2 foil)`` an unknown card.
    The mark's counts win over any finish marker on the line (said), a count of 0
    denying the finish, a count word counting as a number."""
    result = _speakeasy_deck(tmp_path, marks)
    assert [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"] \
        == ([("finish-required", 4, f"{plain} copies of Filler 01 not marked holographic; "
              "Ascension + Speakeasy allows holographic cards only")] if plain else [])
    notes = [v.message for v in result.violations if v.rule == "reading" and v.line == 4]
    assert len(notes) == 1 and "gives the copies by printing, no card" in notes[0]
    assert notes[0].endswith(f"; the line's finish marker {overridden} gives way to the "
                             "mark's counts" if overridden else "(4)")
    assert result.status == ("illegal" if plain else "legal")


def _speakeasy_deck(tmp_path: Path, marks: str) -> DeckResult:
    """A Speakeasy deck of holographic fillers judged, its line 4 ``4 Filler 01 MARKS``."""
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,finishes,iconic\n"
                     "Wandering Regent,Character,Legendary,standard;holographic,true\n"
                     + "".join(f"Filler {i:02},Character,Common,standard;holographic,\n"
                               for i in range(1, 16)), "utf-8")
    deck = (f"Mage\n1 Wandering Regent *F*\nDeck\n4 Filler 01 {marks}\n"
            + "".join(f"4 Filler {i:02} *F*\n" for i in range(2, 15)) + "3 Filler 15 *F*\n")
    options = CheckOptions(format_id="magetcg/ascension+speakeasy", card_files=[cards],
                           use_config=False, as_of=dt.date(2026, 11, 29))
    return Checker(options).check_bytes(deck.encode("utf-8"), "deck.txt")


@pytest.mark.parametrize("marks", ["*F* [2 shiny]", "*F* [2 foil, 2 shiny]", "[2 glossy] *F*"])
def test_a_printing_count_read_as_no_printing_beside_a_finish_marker_is_a_parse_error(
        tmp_path: Path, marks: str) -> None:
    """``4 Filler 01 *F* [2 shiny]``: a counted mark read as no printing was dropped, the
    ``*F*`` making every copy holographic, a Speakeasy deck legal and silent."""
    result = _speakeasy_deck(tmp_path, marks)
    mark = marks.replace("*F*", "").strip()
    assert [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"] \
        == [("parse-error", 4, f"'{mark}' counts the copies of Filler 01 in words read as no "
             "printing, beside the finish marker *F*: which copies are holographic is not "
             "known (write each count with foil or regular: [2 foil, 2 regular])")]
    assert result.status != "legal"


@pytest.mark.parametrize(("marks", "regular"), [
    ("*F* [3 foil 1 regular]", 1), ("*F* [2 foil|2 regular]", 2), ("*F* [regular: 1]", 1),
    ("*F* [foil: 3, regular = 1]", 1), ("*F* [1x regular]", 1), ("*F* [1 not holo]", 1),
    ("*F* [2 Holo 2 Normal]", 2), ("[1 regular] *F*", 1)])
def test_counts_of_finishes_written_without_commas_or_after_words_are_read(
        tmp_path: Path, marks: str, regular: int) -> None:
    """``*F* [3 foil 1 regular]``, ``[2 foil|2 regular]``, ``[regular: 1]`` were dropped
    (every copy holographic, a Speakeasy deck legal); ``*F* [1x regular]`` and ``[1 not
    holo]`` read all four copies regular: the copies a mark of regular counts leaves
    uncounted take the line's finish marker's finish."""
    result = _speakeasy_deck(tmp_path, marks)
    copies = "1 copy" if regular == 1 else f"{regular} copies"
    assert [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"] \
        == [("finish-required", 4, f"{copies} of Filler 01 not marked holographic; "
             "Ascension + Speakeasy allows holographic cards only")]
    notes = [v.message for v in result.violations if v.rule == "reading" and v.line == 4]
    assert len(notes) == 1 and notes[0].startswith(
        f"'{marks.replace('*F*', '').strip()}' gives the copies by printing, no card: read as "
        f"'{4 - regular} Filler 01 *F*' and '{regular} Filler 01'")


@pytest.mark.parametrize("mark", [
    "[1 regular (NM)]", "[1 regular, NM]", "[1 regular!]", "[3F 1R]", "[only 2 foil]",
    "[1 regular; rest foil]", "[a pair of foils]", "[50% foil]", "[half foil]"])
def test_a_count_and_a_finish_in_a_mark_not_read_beside_a_finish_marker_is_a_parse_error(
        tmp_path: Path, mark: str) -> None:
    """``4 Filler 01 *F* [1 regular (NM)]``: a mark holding a count and a finish's or
    printing's word that no reading reads whole was dropped, the ``*F*`` making every copy
    holographic (a Speakeasy deck legal, silent): which copies are holographic is not
    known."""
    result = _speakeasy_deck(tmp_path, f"*F* {mark}")
    assert [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"] \
        == [("parse-error", 4, f"'{mark}' counts copies with a finish's or printing's word in "
             "a way not read, beside the finish marker *F*: which copies are holographic is "
             "not known (write each count with foil or regular: [2 foil, 2 regular])")]
    assert result.status != "legal"


@pytest.mark.parametrize("marks", ["*F* [Ramp]", "*F* [foil]", "*F* [MH3:123]", "*F* [Ramp 2]"])
def test_a_mark_of_no_count_and_finish_beside_a_finish_marker_leaves_it_holographic(
        tmp_path: Path, marks: str) -> None:
    """A category, a finish's word alone, a set's number or a count without a finish's word
    beside ``*F*`` leave the copies holographic: the deck is legal."""
    assert _speakeasy_deck(tmp_path, marks).status == "legal"


SET_NOT_THE_CARD = ("the mark '{0}' beside Ponder is read as the set {0}, not the card {0}, "
                    "though Ponder was not printed in it: read as 1 Ponder")


@pytest.mark.parametrize(("written", "errors_said", "noted"), [
    ("1 Island [Time Spiral]", [], None), ("1 Island [Urza's Saga]", [], None),
    ("1 Ponder [Time Spiral]", [], "Time Spiral"), ("1 Ponder (Time Spiral)", [], "Time Spiral"),
    ("1 Ponder [Urza's Saga]", [], "Urza's Saga"), ("1 Ponder <Time Spiral>", [], "Time Spiral"),
    ("1 Ponder [Ramp,Time Spiral]", ["Time Spiral"], None),
    ("1 Ponder [Black Lotus]", ["Black Lotus"], None)])
def test_a_mark_wholly_a_sets_name_is_the_set_even_when_it_names_a_card(
        written: str, errors_said: list[str], noted: str | None) -> None:
    """``[Time Spiral]`` names a set and a card: the set's printing, of a card printed in
    that set (Island) quietly, of another (Ponder, never printed there) with a note naming
    the card; a set's name among a list's categories (``[Ramp,Time Spiral]``) and a card's
    name that is no set's (``[Black Lotus]``) still name the card hidden."""
    result = check(DECK.replace("43 Island", "42 Island") + written + "\n")
    assert [v.message.split("the card ")[1].split(":")[0] for v in result.violations
            if v.rule == "parse-error"] == errors_said
    said = [v.message for v in result.violations if "read as the set" in v.message]
    assert said == ([SET_NOT_THE_CARD.format(noted)] if noted else [])


@pytest.mark.parametrize("mark", ["(Awakening)", "[Awakening]", "(Voice of the Storms)",
                                  "(Nightmare's Dawn)"])
def test_a_magi_nation_set_named_like_a_card_is_the_set(mark: str) -> None:
    # Magi-Nation's Awakening, Voice of the Storms and Nightmare's Dawn are sets and cards:
    # after Furok (printed in none of them) the mark is the set, said; after Allio (printed
    # in Awakening) quiet
    from cardtools.cardfiles import bundled_database
    from cardtools.decklist import read_decklist, settle_reading
    database = bundled_database("magi-nation")
    def card_named(name: str) -> str | None:
        found = database.resolve(name, False).card
        return None if found is None else found.name

    said = {}
    text = f"Deck\n2 Furok {mark}\n" + ("2 Allio [Awakening]\n" if "Awak" in mark else "")
    for line in read_decklist(text.encode(), "deck.txt").lines:
        settled, finding = settle_reading(line, card_named, database.never_printed,
                                          database.printed_in)
        assert settled is not None
        said[settled.name] = None if finding is None else (finding.rule, finding.message)
    set_name = mark[1:-1]
    assert said.pop("Furok") == (
        "reading", f"the mark '{set_name}' beside Furok is read as the set {set_name}, not "
        f"the card {set_name}, though Furok was not printed in it: read as 2 Furok")
    assert said == ({"Allio": None} if "Awak" in mark else {})


@pytest.mark.parametrize(("written", "card"), [
    ("1 Island [Ramp, Grief]", "Grief"), ("1 Island <Removal, Entomb>", "Entomb"),
    ("1 Island ^Have, Grief^", "Grief"), ("1 Island [Grief, Ramp]", "Grief"),
    ("1 Island [Ramp, Card Draw, Entomb]", "Entomb"),
    ("1 Island {Grief}", "Grief"), ("1 Island {Entomb}", "Entomb"),
    ("1 Island (Entomb)", "Entomb"), ("1 Island (Grief)", "Grief"),
    ("1 Island (M21) {Grief}", "Grief"), ("1 Island [Grief (MH2)]", "Grief"),
    ("1 Island [Grief {TMP}]", "Grief"), ("1 Island [#Grief]", "Grief"),
    ("1 Island [Ramp,#Ponder]", "Ponder")])
def test_a_one_word_card_in_a_list_or_a_printing_mark_is_a_parse_error(written: str,
                                                                        card: str) -> None:
    # a part after ", " was asked only by two words or more, and a mark in brackets or
    # braces was dropped as a set code: the banned Grief or Entomb went unsaid, LEGAL
    result = _with(written)
    assert result.status == "illegal"
    assert result.zones == {"main": 60}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", _hidden_in_mark(card), 6)]


@pytest.mark.parametrize(("written", "card"), [
    ("4 Mountain [Ramp, Ponder]", "Ponder"), ("4 Mountain [Ponder, Ramp]", "Ponder"),
    ("4 Mountain {Ponder}", "Ponder"), ("4 Mountain {Opt}", "Opt"),
    ("4 Mountain {Fog}", "Fog"), ("4 Mountain (Fog)", "Fog")])
def test_a_one_word_card_in_a_dropped_mark_is_a_parse_error_in_modern(written: str,
                                                                      card: str) -> None:
    result = check(f"56 Mountain\n{written}\n", format_id="mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
        "parse-error", "the line names 'Mountain' and, in a mark the reader drops as a "
        f"category or a tag, the card {card}: counted as 4 Mountain")]


@pytest.mark.parametrize("written", [
    "1 Island (M21)", "1 Island (m21) 263", "1 Island {TMP}", "1 Island {tmp}",
    "1 Island (PLST) ABC-123", "1 Island (TMP) 307", "1 Island [Ramp, Removal]",
    "1 Island [Ramp, Card Draw]", "1 Island [Griefs]", "1 Island (Foil)", "1 Island {Foil}",
    "1 Island (Borderless)", "1 Island [Ramp, Lands]", "1x Island (tmp) 307 [Land]"])
def test_a_set_code_or_a_category_in_a_mark_names_no_card(written: str) -> None:
    # a set code of the sets data stays a printing; a category, a plural, a printing's word
    result = _with(written)
    assert errors(result) == []
    assert result.status == "legal"
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("written", "card"), [
    ("1 Island (Ramp, Grief)", "Grief"), ("1 Island {Black Lotus}", "Black Lotus"),
    ("1 Island [Ramp, #Entomb]", "Entomb")])
def test_a_mark_read_into_an_unknown_name_still_names_its_card(written: str,
                                                              card: str) -> None:
    # the reader kept the mark in the line's (unknown) name, as for "1 Island <Erase (Not
    # the Urza's Legacy One)>": the card in the mark is said too
    result = _with(written)
    name = written[2:].split(" #")[0]
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", f"the line names '{name}' and, in a mark the reader drops as a "
         f"category or a tag, the card {card}: counted as 1 {name}", 6),
        ("unknown-card", next(m for r, m, _ in errors(result) if r == "unknown-card"), 6)]
    assert f"unknown card '{name}'" in errors(result)[1][1]


@pytest.mark.parametrize(("written", "role"), [
    ("4 Mountain [Counterspell]", "Counterspell"), ("4 Mountain [Blink]", "Blink"),
    ("4 Mountain [#Sacrifice]", "Sacrifice"), ("4 Mountain [Ramp, Fog]", "Fog"),
    ("4 Mountain <Threaten>", "Threaten"), ("4 Mountain (ALL) 22 [Counterspell]",
                                           "Counterspell"),
    ("4 Mountain #Counterspell", "Counterspell"), ("4 Mountain #Blink", "Blink"),
    ("4 Mountain #Removal #Counterspell", "Counterspell"), ("4 Mountain [Ramp] #Fog", "Fog"),
    ("4 Mountain #Sacrifice", "Sacrifice"), ("4 Mountain (ALL) 22 #Threaten", "Threaten")])
def test_a_role_category_in_a_mark_is_read_as_the_category(written: str, role: str) -> None:
    """``4 Mana Leak [Counterspell]``: Archidekt's role category, a card's name too (the
    game data's ``role_words``), refused a real deck; it is read as the category, with a
    note, the card of that name not counted."""
    result = check(f"56 Mountain\n{written}\n", format_id="mtg/modern")
    assert result.status == "legal"
    assert [(v.rule, v.message) for v in result.violations if "category" in v.message] == [
        ("reading", f"'{role}' read as a category; a card of that name is not counted")]


@pytest.mark.parametrize("tags", ["#Ramp", "#Removal", "#Card-Draw", "#Ramp #Removal",
                                  "[Ramp]", "#removal #ramp"])
def test_a_role_tag_that_names_no_card_says_nothing(tags: str) -> None:
    """A TappedOut or Moxfield ``#Ramp`` tag naming no card is read as the category
    without a word, as Archidekt's ``[Ramp]`` is: it said of every line that 'a card of
    that name is not counted' (90 notes in one tagged export), where no card has it."""
    lines = "".join(f"4 {name} {tags}\n" for name in ("Mountain", "Lightning Bolt"))
    result = check(f"52 Mountain\n{lines}", format_id="mtg/modern")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.message for v in result.violations if "category" in v.message] == []


@pytest.mark.parametrize(("mark", "zones"), [
    ("[Counterspell,Sideboard]", {"main": 60, "side": 1}),
    ("[Counterspell, Sideboard]", {"main": 60, "side": 1}),
    ("[Counterspell , Sideboard]", {"main": 60, "side": 1}),
    ("[Counterspell ,Sideboard]", {"main": 60, "side": 1}),
    ("[Sideboard , Counterspell]", {"main": 60, "side": 1}),
    ("[Removal , Counterspell,  SB]", {"main": 60, "side": 1}),
    ("[Counterspell,  Maybeboard]", {"main": 61}),
    ("[Counterspell,Maybeboard]", {"main": 61})])
def test_a_role_category_beside_a_zone_category_is_read_however_spaced(
        mark: str, zones: dict[str, int]) -> None:
    # "[Counterspell, Sideboard]": the zone's word dropped left "Counterspell," (its
    # comma) a card's name, a parse-error, where "[Counterspell,Sideboard]" was read
    result = check(f"60 Mountain\n1x Mana Leak {mark}\n", format_id="mtg/modern")
    assert (result.status, result.zones) == ("legal", zones)
    assert [(v.rule, v.message) for v in result.violations if "'Counterspell'" in v.message
            and v.message.startswith("'")] == [
        ("reading", "'Counterspell' read as a category; a card of that name is not counted")]
    assert [v.rule for v in result.violations] == ["reading", "reading"]


@pytest.mark.parametrize("sep", [",", ";", "; ", "/", " / ", "+", "|", " and ", ":", " - ",
                                 " & ", " \u2013 ", ">", " > ", "->", " \u2192 ", "\u203a",
                                 "\u00bb", "~", "\u00b7", " \u2022 ", " \u2014 ", " _ ",
                                 " . ", " = ", "\\", " with ", " * ", "\u2026", "#", "\uff1b",
                                 "\uff0f", "\uff5c", "\uff0c", "\u3001", " -"])
@pytest.mark.parametrize(("first", "second"), [("Discard", "Sideboard"),
                                               ("Sideboard", "Discard"), ("Ramp", "SB")])
def test_a_zone_category_joined_by_any_separator_places_the_card(
        sep: str, first: str, second: str) -> None:
    # "[Discard;Sideboard]", "[Discard / Sideboard]", "[Discard and Sideboard]": the list
    # was split at commas only, the card counted in the main deck unsaid (a 16-card side
    # deck legal); every mark or word joining names parts the categories as the comma does,
    # and so does every other separator of a mark's names (">", "\u2192", "\u00b7", "_", "\u3001")
    mark = f"[{first}{sep}{second}]"
    _assert_sixteen_sideboard_cards(mark)


def _assert_sixteen_sideboard_cards(mark: str) -> None:
    """``16 Mana Leak MARK`` under 60 Mountains is read as 16 sideboard cards, said."""
    result = check(f"60 Mountain\n16 Mana Leak {mark}\n", format_id="mtg/modern")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(v.rule, v.message) for v in result.violations] == [
        ("reading", f"category {mark} puts the card in the sideboard"),
        ("copy-limit", "16 copies of Mana Leak; at most 4"),
        ("zone-size", "Sideboard: 16 cards; at most 15")]


@pytest.mark.parametrize("mark", ["[Considering.Cuts]", "[Maybe-Cut]", "[Maybe_Swap]",
                                  "[Commander-Staples]", "[Non-Commander]", "[Anti-Commander]",
                                  # spaced or camel-cased, the same label
                                  "[Commander Staples]", "[Maybe Cut]", "[CommanderStaples]",
                                  "[Kaldheim Commander]", "[Cuts Considering]"])
def test_a_zone_word_joined_into_one_label_places_no_card(mark: str) -> None:
    # "[Considering.Cuts]": parted at its full stop, the label's first word took the
    # banned card out of the deck (legal); "[Commander-Staples]" made Sol Ring a second
    # commander: words joined with no space are one label, its zone's word said
    result = check(f"56 Mountain\n4 Oko, Thief of Crowns {mark}\n", format_id="mtg/modern")
    label = mark[1:-1]
    piece = next(word for word in ("Considering", "Maybe", "Commander", "Side", "Sideboard")
                 if re.search(rf"(?<![A-Za-z]){word}(?![a-z])", label))
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message) for v in result.violations] == [
        ("reading", f"category '{label}' is one label, its words joined: its '{piece}' places "
                    "no card (part the zone's word by a comma to place the card there)"),
        ("banned", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)")]


@pytest.mark.parametrize("joiner", ["_", ".", "-", "\u2014"])
def test_a_label_ending_in_the_side_decks_word_is_a_sideboard_card(joiner: str) -> None:
    # "[Hate_Sideboard]": a deck's name then its side deck's words, as a CSV cell reads it
    mark = f"[Hate{joiner}Sideboard]"
    _assert_sixteen_sideboard_cards(mark)


@pytest.mark.parametrize("mark", ["[Flip Side]", "[Dark Side]", "[Side Hate]", "[Side-Effects]",
                                  "[B-Side]", "[Cantrips, Dark Side]"])
def test_side_alone_among_a_labels_words_places_no_card(mark: str) -> None:
    # "Side" alone beside other words is English's side of a card or a thing: "[Flip
    # Side]" (an MDFC category) moved main deck cards to the sideboard, a legal deck
    # illegal; the card stays in the deck, said by a note
    result = check(DECK + f"1 Opt {mark}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.message for v in result.violations if "places no card" in v.message] == [
        f"category '{mark.strip('[]').split(', ')[-1]}' is one label, its words joined: its "
        "'Side' places no card (part the zone's word by a comma to place the card there)"]


@pytest.mark.parametrize("mark", [
    "[Hate Sideboard]", "[Game 2 Sideboard]", "[Hate SB]", "[HateSideboard]",
    "[Hate Sideboard{noPrice}]", "[Sideboard Hate]", "[SB Hate]",
    "[Sideboard_Plan]", "[SBHate]", "[Hate Side Board]",
    "[Hate R\u00e9serve]", "[Banquillo Odio]", "[Hass Nebendeck]", "[Hate Sideboard{noDeck}]"])
def test_a_label_beginning_or_ending_in_the_side_decks_words_is_a_sideboard_card(
        mark: str) -> None:
    # "[Hate Sideboard]", "[Sideboard Hate]", "[HateSideboard]" were main deck cards,
    # unsaid (a sixteenth sideboard card legal), while "[Hate_Sideboard]" and the CSV
    # cell "Hate Sideboard" were the sideboard's: one reading of a label's words, spaced,
    # joined or camel-cased, the side deck's first or last, in the game data's languages
    _assert_sixteen_sideboard_cards(mark)


@pytest.mark.parametrize("mark", ["[Ramp]", "[Card Draw]", "[Board Wipes]", "[Sideboarding]",
                                  "[Reserved List]", "[Deck Tech]"])
def test_a_label_naming_no_zone_is_a_main_deck_card_unsaid(mark: str) -> None:
    result = check(f"56 Mountain\n4 Mana Leak {mark}\n", format_id="mtg/modern")
    assert (result.status, result.zones, result.violations) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize("mark", ["[Maybeboard>Keep]", "[Maybeboard;Ramp]", "[Maybeboard / Cut]"])
def test_a_first_category_out_of_the_deck_parted_by_no_comma_is_counted(mark: str) -> None:
    # Archidekt parts its categories by commas: another separator may part one label's
    # words, and a line never counts fewer copies than it may mean
    result = check(f"56 Mountain\n4 Oko, Thief of Crowns {mark}\n", format_id="mtg/modern")
    first = re.split(r"\s*[>;/]\s*", mark[1:-1])[0]
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message) for v in result.violations] == [
        ("reading", f"category '{first}' is not part of the deck, but the mark {mark} is not "
                    "parted by commas, as Archidekt parts its categories: counted"),
        ("banned", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)")]


@pytest.mark.parametrize("written", ["4 Mountain [Brainstorm (2)]", "4 Mountain [Brainstorm x 2]",
                                     "4 Mountain [Ramp, Counterspell x2]"])
def test_a_role_card_with_a_count_in_a_mark_is_counted_with_one_note(written: str) -> None:
    # it got two notes, one saying the card was not counted, the other that it was
    result = check(f"56 Mountain\n{written}\n", day="2026-08-01", format_id="mtg/legacy")
    card = "Counterspell" if "Counter" in written else "Brainstorm"
    assert [v.message.split(": ")[0] for v in result.violations if v.rule == "reading"] == [
        f"'{_unspaced(written)}' holds the card line 2 {card}"]
    assert result.zones == {"main": 62}


def _unspaced(written: str) -> str:
    """A mark's text as the reading note quotes it: its count's x run into the number."""
    return written.split("[", 1)[1][:-1].replace(" x 2", " x2")


@pytest.mark.parametrize(("written", "mark"), [
    ("1 Island [Card Draw x 3]", "Card Draw x 3"), ("1 Island [Mana Rock x V]", "Mana Rock x V"),
    ("1 Island [Ramp, Land x 2]", "Ramp, Land x 2"),
    ("1 Island <Big Spells times two>", "Big Spells times two")])
def test_a_count_of_no_card_in_a_dropped_mark_is_a_parse_error(written: str, mark: str) -> None:
    # the mark's count may be the line's: one copy was counted, the others unsaid
    result = _with(written)
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
        "parse-error", "the line names 'Island' and, in a mark the reader drops as a category "
        f"or a tag, a count of no card ('{mark}'): counted as 1 Island")]


@pytest.mark.parametrize("written", ["1 Island [Card Draw x 1]", "1 Island [Card Draw x I]",
                                     "1 Island #2-drop"])
def test_a_count_of_the_lines_own_copies_in_a_mark_says_nothing(written: str) -> None:
    assert errors(_with(written)) == []


@pytest.mark.parametrize("written", ["4 Mountain [Blink, Ponder]", "4 Mountain [Ponder; Fog]"])
def test_a_card_beside_a_role_category_in_a_mark_is_a_parse_error(written: str) -> None:
    """A role category beside a card's name in one mark: the card is still said."""
    result = check(f"56 Mountain\n{written}\n", format_id="mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
        "parse-error", "the line names 'Mountain' and, in a mark the reader drops as a "
        "category or a tag, the card Ponder: counted as 4 Mountain")]


@pytest.mark.parametrize("written", [
    "1 Griselbrand [x3]", "1 Griselbrand <x 3>", "1 Griselbrand <x3>", "1 Griselbrand <3x>",
    "1 Griselbrand ^x 3^", "1 Griselbrand [Ramp x 3]", "1 Griselbrand <Ramp x3>",
    "1 Griselbrand <x two>", "1 Griselbrand | x 3", "1 Griselbrand | X 3"])
def test_a_count_with_its_x_in_any_mark_of_a_counted_line_is_never_dropped(written: str) -> None:
    """``1 Griselbrand <x 3>`` was one copy, the mark dropped as a printing's or a tag's,
    where ``[x3]`` kept it: every mark holding a count with its ``x`` (and a category at
    most) stays in the name, an unknown card, never fewer copies than the line may mean."""
    result = check(f"55 Island\n4 Opt\n{written}\n", format_id="mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [
        ("unknown-card", f"unknown card '{written[2:]}'")]


@pytest.mark.parametrize("written", ["1 Griselbrand <254>", "1 Griselbrand [Ramp]",
                                     "1 Griselbrand <Ramp>"])
def test_a_mark_with_no_x_count_on_a_counted_line_is_still_dropped(written: str) -> None:
    result = check(f"55 Island\n4 Opt\n{written}\n", format_id="mtg/modern")
    assert [v.rule for v in result.violations if v.severity == "error"] == []


@pytest.mark.parametrize("written", [
    "1 Island [Ramp\u02d0Black Lotus]", "1 Island [\u30e9\u30f3\u30d7\u30fcBlack Lotus]",
    "1 Island [Ramp\uff70Black Lotus]", "1 Island [Ramp\u02bbBlack Lotus]",
    "1 Island #Ramp\u02d0Black Lotus"])
def test_a_modifier_letter_parts_the_names_in_a_mark(written: str) -> None:
    # a modifier letter (Unicode Lm) is no letter of a name: it cuts as a mark does
    result = _with(written)
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
        "parse-error", _hidden_in_mark("Black Lotus"))]


@pytest.mark.parametrize(("written", "card"), [
    ("1 Island [The.One.Ring]", "The One Ring"), ("1 Island [The%20One%20Ring]", "The One Ring"),
    ("1 Island [The\u2010One\u2010Ring]", "The One Ring"),
    ("1 Island [The\u2212One\u2212Ring]", "The One Ring"),
    ("1 Island [The\uff0dOne\uff0dRing]", "The One Ring"),
    ("1 Island [theonering]", "The One Ring"), ("1 Island [THE_ONE.RING]", "The One Ring"),
    ("1 Island [Ramp The One Ring]", "The One Ring"),
    ("1 Island [Card Draw the one ring]", "The One Ring"),
    ("1 Island [\u30e9\u30f3\u30d7The One Ring]", "The One Ring"),
    ("1 Island [Ramp\u0420\u0430\u043c\u043fThe One Ring]", "The One Ring"),
    ("1 Island [Black%2DLotus]", "Black Lotus"), ("1 Island [Ramp/Fury]", "Fury"),
    ("1 Island [fury.ramp]", "Fury"),
    ("1 Island <Sideboard Fury>", "Fury"), ("1 Island [T h e O n e R i n g]", "The One Ring"),
    ("1 Island [G.R.I.E.F]", "Grief"), ("1 Island [Ramp G.R.I.E.F]", "Grief"),
    ("1 Island [Ramp\u200bThe One Ring]", "The One Ring")])
def test_a_card_spelt_by_its_letters_alone_in_a_mark_is_a_parse_error(written: str,
                                                                      card: str) -> None:
    # a run of a mark's pieces names a card by its letters and digits alone, whatever
    # marks, escapes, scripts or case changes part them: those decks were legal
    result = check(f"56 Island\n3 Mountain\n{written}\n", format_id="mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
        "parse-error", _hidden_in_mark(card))]


@pytest.mark.parametrize("written", [
    "1 Island [Fog Effects]", "1 Island [Flash Creatures]", "1 Island [Card Draw]",
    "1 Island [Mana Rock]", "1 Island [Board Wipe]", "1 Island [Sac Outlet]",
    "1 Island [Big Spells]", "1 Island [Land]", "1 Island [Ramp]", "1 Island [Near Mint]",
    "1 Island [Rebecca Guay]", "1 Island [Time Spiral]", "1 Island [Balance Effects]",
    "1 Island [Lifelink Creatures]", "1 Island [The Island]", "1 Island [TheIsland]",
    "1 Island [Fury Effects]", "1 Island [Card-Draw]", "1 Island [Ramp, foil]",
    "1 Island [W U B R]", "1 Island [RampFury]", "1 Island [ramp fury]",
    "1 Island [Ramp's Fury]", "1 Island [Removal Fury]", "1 Island [Aggro Fury]",
    "1 Island [Value Fury]"])
def test_a_category_of_words_holding_a_one_word_card_names_no_card(written: str) -> None:
    # a one-word card among a category's words parted by spaces alone (Fog, Flash,
    # Balance, Lifelink) names none: real exports' categories, legal decks
    result = _with(written)
    assert errors(result) == []
    assert result.status == "legal"


#: A real Legacy list of 2026-03-07 (a Legacy Challenge's fourth place, kept among the
#: fixtures), its fifth line ``4 Ancient Tomb``.
_LEGACY = Path(__file__).parent / "fixtures" / "mtg" / "legacy-challenge-2026-03-07.txt"


def _legacy_with(written: str) -> DeckResult:
    """The real Legacy list, its line ``4 Ancient Tomb`` written ``4 Ancient Tomb``
    then ``written``, checked in Legacy on its day."""
    lines = _LEGACY.read_text(encoding="utf-8").splitlines()
    at = lines.index("4 Ancient Tomb")
    lines[at] = f"4 Ancient Tomb{written}"
    return check("\n".join(lines) + "\n", format_id="mtg/legacy", day="2026-03-07")


def _tomb_hides(card: str, where: str = "in a mark the reader drops as a category or a "
                "tag") -> list[tuple[str, str]]:
    return [("parse-error", f"the line names 'Ancient Tomb' and, {where}, the card {card}: "
             "counted as 4 Ancient Tomb")]


@pytest.mark.parametrize("written", [
    " [Tapper]", " [Creature Tapper]", " [Bat]", " #Bat", " [Monkey]", " [Rhino]",
    " [Robo]", " [Camp]", " [Bingo]", " [Vats]", "\tBat", " [Bats]", " [Impulse Draw]",
    " [impulse draw]", " #Impulse_Draw", " #ImpulseDraw", " ^Impulse Draw^",
    "\tImpulse Draw", " [Flash Removal]", " [Cheap Flash]", " [Instant Speed Flash]",
    " [Mana Flood]", " #FlashCreatures", " [ramp fury]", " [RampFury]", " [Fury Effects]",
    " [Flash Spells]", " [Fog Zone]", " [Fury List]"])
def test_a_category_of_plain_words_in_a_real_deck_names_no_card(written: str) -> None:
    # an ordinary word names a card by its name alone, never by squashing away the
    # card's own marks (T.A.P.P.E.R., Bat-); a one-word card beside a role word or
    # another word is a category's word (Impulse Draw): the real deck stays legal
    result = _legacy_with(written)
    assert errors(result) == []
    assert result.status == "legal"


@pytest.mark.parametrize("written", [
    " [Grief SB]", " [Grief Side]", " [Grief Main]", " [Grief Mainboard]", " [Grief Deck]",
    " [Grief Side Deck]", " [Grief Sideboard]", " [Grief MB]", " [Grief Main Board]",
    " [Grief Command Zone]", " [Grief 4 copies]",
    " [Grief 4 cards]", " [Grief Singleton]", " [Grief once]", " [Grief 4]", " [Grief4]",
    " [4xGrief]", " [Griefx4]", " #4xGrief", " [Ramp/Grief]", " [Grief.Draw]",
    " [G.R.I.E.F]", " [Grief]", " #GriefSB", " [Ramp, 4xGrief]",
    " [Ramp%20Grief]", " [Ramp+Grief]", " [Ramp;Grief]", " [\u30e9\u30f3\u30d7Grief]"])
def test_a_one_word_card_beside_zone_or_count_words_in_a_mark_is_a_parse_error(
        written: str) -> None:
    # a one-word card beside zone words (the game data's zone headers) or a count, or
    # cut from the other words by a mark, is named: Grief is banned in Legacy (a label
    # ending in the side deck's words also puts the line in the sideboard, its sizes said)
    result = _legacy_with(written)
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations
            if v.severity == "error" and v.rule != "zone-size"] == _tomb_hides("Grief")


@pytest.mark.parametrize("written", ["\tGrief SB", "\t4xGrief", "\tGrief 4 copies"])
def test_a_one_word_card_beside_zone_or_count_words_in_a_tab_cell_is_a_parse_error(
        written: str) -> None:
    result = _legacy_with(written)
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations
            if v.severity == "error"] == _tomb_hides("Grief", "in a cell after a tab")


@pytest.mark.parametrize("written", [" [BlackLotusx4]", " [Black Lotus4]", " [4BlackLotus]"])
def test_a_card_glued_to_a_count_in_a_mark_is_a_parse_error(written: str) -> None:
    result = _legacy_with(written)
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations
            if v.severity == "error"] == _tomb_hides("Black Lotus")


def _example_with(game: str, line: str, written: str) -> DeckResult:
    """A game's example of a legal deck (``cards/<game>/examples/legal.txt``), its card
    line ``line`` followed by ``written``, checked in its own format."""
    text = (resources.cards_dir() / game / "examples/legal.txt").read_text("utf-8")
    assert f"\n{line}\n" in text
    format_id = next(row.split(":", 1)[1].strip() for row in text.splitlines()
                     if row.startswith("Format:"))
    return check(text.replace(f"\n{line}\n", f"\n{line} {written}\n"), format_id=format_id)


@pytest.mark.parametrize(("game", "line", "written"), [
    ("magi-nation", "3 Grow", "[Mass Heal]"), ("magi-nation", "3 Grow", "[Quick Heal]"),
    ("magi-nation", "3 Grow", "[Energy Focus]"), ("magi-nation", "3 Grow", "[Early Bloom]"),
    ("magi-nation", "3 Grow", "[Mana Drought]"), ("magi-nation", "3 Grow", "#EnergyFocus"),
    ("mage-noir", "4 Tornado", "[Mana Acceleration]"), ("mage-noir", "4 Tornado", "[Pure Chaos]"),
    ("mage-noir", "4 Tornado", "[Earth Rock]"), ("mage-noir", "4 Tornado", "[Big Flame]"),
    ("mage-noir", "4 Tornado", "[Water Tide]")])
def test_a_category_holding_a_one_word_card_of_any_game_names_no_card(
        game: str, line: str, written: str) -> None:
    # Heal, Focus, Bloom, Drought, Acceleration, Chaos, Rock, Flame, Tide are cards: a
    # category's words beside them (Mass, Energy, Pure) kept the example decks illegal
    result = _example_with(game, line, written)
    assert errors(result) == []
    assert result.status == "legal"


@pytest.mark.parametrize(("written", "where"), [
    (" # Grief SB", "after its '#'"), (" # Grief Sideboard", "after its '#'"),
    (" # SB Grief", "after its '#'"), (" #Grief SB", "after its '#'"),
    (" // Grief SB", "after its '//'"),
    (" // Grief 4 copies", "after its '//'"), (" -- Grief SB", "after its '--'"),
    (" -- Grief Main", "after its '--'")])
def test_a_card_beside_zone_or_count_words_in_a_comment_is_a_parse_error(
        written: str, where: str) -> None:
    # the comment's zone or count words beside the banned card hid it: the deck was legal
    result = _legacy_with(written)
    assert result.status == "illegal"
    message = _tomb_hides("Grief", where)[0][1]
    if not written.startswith(" #"):
        message = f"no card is named 'Ancient Tomb{written}': {message}"
    assert [(v.rule, v.message) for v in result.violations
            if v.severity == "error"] == [("parse-error", message)]


@pytest.mark.parametrize(("written", "card"), [
    ("4 Mountain #Counterspell #Ponder", "Ponder"), ("4 Mountain #Blink #Grief", "Grief")])
def test_a_card_beside_a_role_hashtag_is_a_parse_error(written: str, card: str) -> None:
    # a role word's hashtag is the category; another card's hashtag beside it is said
    result = check(f"56 Mountain\n{written}\n", format_id="mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
        "parse-error", "the line names 'Mountain' and, in a mark the reader drops as a "
        f"category or a tag, the card {card}: counted as 4 Mountain")]


@pytest.mark.parametrize(("written", "card"), [
    (" # 4xBlackLotus", "Black Lotus"), (" # BlackLotus SB", "Black Lotus"),
    (" # 4xGrief", "Grief"), (" # Griefx4", "Grief")])
def test_a_card_glued_to_zone_or_count_words_in_a_comment_is_a_parse_error(
        written: str, card: str) -> None:
    result = _legacy_with(written)
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations
            if v.severity == "error"] == _tomb_hides(card, "after its '#'")


@pytest.mark.parametrize("written", [" # vs BlackLotus", " # Main", " # good vs Grief SB"])
def test_a_comment_of_other_words_beside_a_card_stays_a_comment(written: str) -> None:
    assert errors(_legacy_with(written)) == []


@pytest.mark.parametrize(("joined", "where"), [("//", "after its '//'"), ("|", "beside its '|'")])
def test_a_partner_joined_by_a_face_mark_is_asked_for_on_its_own_line(joined: str,
                                                                      where: str) -> None:
    """``Commander: Thrasios, Triton Hero // Tymna the Weaver``: two cards, not one card's
    faces; the hint asks for the other card on a line of its own (it said "its copies of
    Tymna the Weaver", as if Thrasios had them)."""
    from tests.test_collector_numbers_in_small_zones import _judge

    line = f"Thrasios, Triton Hero {joined} Tymna the Weaver"
    result = _judge(f"Commander: {line}\nDeck\n49 Island\n49 Forest\n", "mtg/commander")
    assert [(v.line, v.message, v.hint) for v in result.violations
            if v.rule == "parse-error"] == [(
                1, f"no card is named '{line}': the line names 'Thrasios, Triton Hero' and, "
                f"{where}, the card Tymna the Weaver: counted as 1 Thrasios, Triton Hero",
                "write Tymna the Weaver on a line of its own, with its count, and 1 Thrasios, "
                "Triton Hero on this one")]


@pytest.mark.parametrize(("line", "said"), [
    ("1 Azusa, Lost but Seeking *CMPN* *CMDR*",
     "two zone marks, *CMPN* and *CMDR*, on one line: the sideboard, declared as the "
     "companion, or the command zone? Not read (keep the mark meant)"),
    ("1 Azusa, Lost but Seeking *CMDR* (Companion)",
     "two zone marks, *CMDR* and (Companion), on one line: the command zone, or the "
     "sideboard, declared as the companion? Not read (keep the mark meant)")])
def test_two_different_zone_marks_are_a_parse_error_naming_both(line: str, said: str) -> None:
    """Which zone is meant no reader can tell: the line is not read (the second mark
    stayed in the name, an unknown card)."""
    from tests.test_collector_numbers_in_small_zones import _judge

    result = _judge(f"{line}\n99 Forest\n", "mtg/duel-commander")
    assert [(v.line, v.rule, v.message) for v in result.violations
            if v.rule == "parse-error"] == [(1, "parse-error", said)]


def test_a_zone_mark_written_twice_is_read_once() -> None:
    """``*CMDR* *CMDR*``: one commander, one note (the second mark was left in the name,
    an unknown card)."""
    from tests.test_collector_numbers_in_small_zones import _judge

    result = _judge("1 Azusa, Lost but Seeking *CMDR* *CMDR*\n99 Forest\n",
                    "mtg/duel-commander")
    assert result.status == "legal"
    assert result.zones == {"command": 1, "main": 99}
    assert [(v.line, v.rule, v.message) for v in result.violations] == [
        (1, "reading", "*CMDR* marks the commander: read in the command zone")]


def test_a_number_after_a_printings_word_beside_a_finish_marker_is_no_count(
        tmp_path: Path) -> None:
    # "*F* (Promo 7)": a promo's number, no count of copies by finish (it was a
    # parse-error as a counted mark not read)
    result = _speakeasy_deck(tmp_path, "*F* (Promo 7)")
    assert [v for v in result.violations if v.rule == "parse-error"] == []


#: The Legacy main deck of 59 cards as CSV rows under ``Quantity,Name``.
_ROWS = "".join(f"{count},{name}\n" for count, name in (
    (4, "Ponder"), (4, "Brainstorm"), (4, "Force of Will"), (4, "Daze"), (43, "Island")))


@pytest.mark.parametrize(("header", "row"), [
    ("Quantity,Name", "1,Island (Grief)"), ("Quantity,Name", "1,Island [Grief]"),
    ("Quantity,Name", "1,Island {Grief}"), ("Quantity,Product Name", "1,Island (Grief)"),
    # two name columns, the mark in either (TCGplayer's Name and Simple Name)
    ("Quantity,Name,Simple Name", "1,Island (Grief),Island"),
    ("Quantity,Name,Simple Name", "1,Island,Island (Grief)")])
def test_a_card_in_a_dropped_mark_of_a_csv_name_cell_is_a_parse_error(header: str,
                                                                       row: str) -> None:
    """A CSV name cell is read as a text line's name is: a card in a mark it drops is
    said, as on ``1 Island (Grief)`` (it was read as Island, the banned card dropped, and
    the deck legal)."""
    result = check(f"{header}\n{_ROWS}{row}\n", "2025-01-01", suffix=".csv")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("parse-error", _hidden_in_mark("Grief"), 7)]


@pytest.mark.parametrize(("row", "read"), [
    # a mark of two words in round brackets is not cut as a printing's: the cell is read
    # whole, unknown, as the text line "1 Island (Black Lotus)" is
    ("1,Island (Black Lotus)", "Island (Black Lotus)"),
    # in square ones it is dropped, Island read, as on "1 Island [Black Lotus]" (the cell
    # was read whole, its error worded unlike the line's)
    ("1,Island [Black Lotus]", "Island")])
def test_a_card_of_two_words_in_a_csv_name_cells_mark_is_a_parse_error(row: str,
                                                                        read: str) -> None:
    result = check(f"Quantity,Name\n{_ROWS}{row}\n", suffix=".csv")
    errors = [(v.rule, v.message, v.hint) for v in result.violations if v.severity == "error"]
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert errors == [
        ("parse-error", f"the line names '{read}' and, in a mark the reader drops as a "
         f"category or a tag, the card Black Lotus: counted as 1 {read}",
         f"write Black Lotus on a line of its own, with its count, and 1 {read} on this one"),
        *([("unknown-card", f"unknown card '{read}'", errors[-1][2])] if "(" in read else [])]
    text = check(_ROWS.replace(",", " ") + row.replace(",", " ", 1) + "\n")
    assert [(v.rule, v.message, v.hint) for v in text.violations
            if v.severity == "error"] == errors  # the text line's, word for word


def test_a_printing_mark_of_a_csv_name_cell_names_no_card() -> None:
    result = check(f"Quantity,Name\n{_ROWS}1,Island (Borderless)\n", suffix=".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60})
