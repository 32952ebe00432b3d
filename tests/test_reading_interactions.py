"""The plain-text reader's guesses together: a deck's title, a metadata value read as a
possible card, the blank-line blocks of an MTGO / Arena export and its companion. Each
guess alone is tested elsewhere; here one must not undo another. Each check asserts the
status, the rules, the messages and the lines. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_decklist
from cardtools.model import DeckResult, Finding

MODERN = "mtg/modern"
#: 59 cards of a Modern deck: one short of a deck without a companion.
DECK_59 = ("4 Lightning Bolt\n4 Opt\n4 Counterspell\n4 Consider\n4 Spell Pierce\n"
           "4 Lightning Helix\n4 Bonecrusher Giant\n4 Snapcaster Mage\n4 Expressive Iteration\n"
           "12 Island\n11 Mountain\n")
SIDEBOARD = "3 Mystical Dispute\n2 Pyroclasm\n"
COMPANION = "1 Kaheera, the Orphanguard\n"


def check(text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id=MODERN, use_config=False,
                                   as_of=dt.date(2026, 8, 1)))
    return checker.check_bytes(text.encode(), "deck.txt")


def said(result: DeckResult) -> list[tuple[str, int | None, str]]:
    """``(rule, line, message)`` of every violation and note, but the companion's
    condition (its wording is the rules', not the reader's)."""
    return [(v.rule, v.line, v.message) for v in result.violations if v.rule != "companion"]


COMPANION_NOTE = ("three blocks of cards and no header: 'Kaheera, the Orphanguard' alone in "
                  "the first is read in the sideboard (Arena writes a companion so and lists "
                  "it again in the sideboard, where a companion card is counted once), the "
                  "second as the deck, the third as the sideboard")


@pytest.mark.parametrize(("first", "note"), [
    ("UW Kaheera by Alice\n\n", "'UW Kaheera by Alice' names no card: read as a note, not a card"),
    ("UW Kaheera by Alice\n// an MTGO export\n",
     "'UW Kaheera by Alice' names no card: read as a note, not a card"),
    ("Name: 4 Horsemen Kaheera\n\n",
     "'Horsemen Kaheera' names no card: read as a note, not a card"),
    ("Name: 4 Color Kaheera\n\n", None),  # a count of colours: the name's own words
])
def test_a_title_or_metadata_value_before_a_companion_block_keeps_it_the_companion(
        first: str, note: str | None) -> None:
    """A title (or a metadata value read as a possible card) before an MTGO export with a
    companion is no card of the export's first block: the companion alone there stays the
    companion, and the deck of 59 cards after it is one short (the title made the
    companion a deck card and the deck legal, 'a deck of 61' counting the title)."""
    result = check(f"{first}{COMPANION}\n{DECK_59}\n{SIDEBOARD}")
    start = first.count("\n") + 1
    assert result.status == "illegal"
    assert said(result) == [
        *([("reading", 1, note)] if note else []),
        ("reading", start, COMPANION_NOTE),
        ("zone-size", start + 2, "Main deck: 59 cards; at least 60"),
    ]


def test_a_metadata_value_naming_no_card_leaves_an_export_its_sideboard() -> None:
    """A metadata value read as a possible card line that names no card ('Name: 4
    Horsemen Omnath') is no grouping header: the export's second block is still its
    sideboard (it was read into the deck without a word); so is a title of a count of
    colours ('Name: 4 Color Omnath'), the name's own words, said of nothing."""
    result = check(f"Name: 4 Horsemen Omnath\n{DECK_59}1 Plains\n\n{SIDEBOARD}")
    assert result.status == "legal"
    assert said(result) == [
        ("reading", 1, "'Horsemen Omnath' names no card: read as a note, not a card"),
    ]
    assert result.zones == {"main": 60, "side": 5}
    result = check(f"Name: 4 Color Omnath\n{DECK_59}1 Plains\n\n{SIDEBOARD}")
    assert (result.status, said(result), result.zones) == (
        "legal", [], {"main": 60, "side": 5})


DECK_60 = DECK_59 + "1 Plains\n"
PONDER_BANNED = ("Ponder is banned in Modern (listed by 2020-01-01, "
                 "where the recorded lists start)")


@pytest.mark.parametrize(("line", "zone", "notes"), [
    ("Deck: Ponder #4", "main", []),
    ("Deck: 4 Ponder # the best", "main", []),
    ("Deck: 4 Ponder // the best", "main",
     ["no card is named 'Ponder // the best': '// the best' is read as a comment"]),
    ("Deck: Ponder x4 // the best", "main", []),
    ("Deck: - 4 Ponder", "main", []),
    ("Deck: 4 [Ponder](https://example.org/ponder)", "main", []),
    ("Deck: SB: Ponder #4", "side", []),
    ("// NAME: Ponder #4", "main", []),
])
def test_a_metadata_value_is_read_as_any_card_line(line: str, zone: str,
                                                    notes: list[str]) -> None:
    """A metadata value is read as a possible card line the way any card line is read:
    a count in a '#' comment, a '// comment', a bullet, a Markdown link, a zone prefix
    (each hid 4 banned Ponder: legal, or a note that named the comment as the card)."""
    result = check(f"{line}\n{DECK_60}")
    assert result.status == "illegal"
    assert said(result) == [*(("reading", 1, note) for note in notes),
                            ("banned", 1, PONDER_BANNED)]
    assert result.zones == {"main": 60 + 4 * (zone == "main"),
                            **({"side": 4} if zone == "side" else {})}


_NO_COMMAND_ZONE = ("zone-not-allowed", 3,
                    "Modern has no Command zone, but the decklist has one (1 card)")


@pytest.mark.parametrize(("line", "found"), [
    ("SB: Ponder", [("banned", 3, PONDER_BANNED)]),
    ("Ponder [Sideboard]", [("banned", 3, PONDER_BANNED)]),
    # in a zone the format lacks, the card is still judged: its ban is said too
    ("Ponder *CMDR*", [("banned", 3, PONDER_BANNED), _NO_COMMAND_ZONE]),
    ("Commander: Ponder", [("banned", 3, PONDER_BANNED), _NO_COMMAND_ZONE]),
])
def test_a_line_of_an_about_section_that_names_its_zone_is_a_possible_card(
        line: str, found: list[tuple[str, int, str]]) -> None:
    """An Arena About line that puts its card in a zone (a prefix, a marker, a
    category) is a possible card line in that zone; it was dropped without a word."""
    result = check(f"About\nName Burn\n{line}\n\nDeck\n{DECK_60}")
    assert result.status == "illegal"
    assert said(result) == found


def test_a_metadata_value_read_as_a_note_gets_one_note() -> None:
    """A metadata value that names no card, with a '// comment', is one note: it was
    also said to be read as the card before the comment, which it was not."""
    result = check(f"Name: 4 Horsemen // v2\n{DECK_60}")
    assert result.status == "legal"
    assert said(result) == [("reading", 1, "'Horsemen' names no card: read as a note, not a card")]


@pytest.mark.parametrize("blank", ["\u200b", "\ufeff \u200d", "\u2800", "\u3164\t"])
def test_a_line_of_invisible_characters_is_a_blank_line(blank: str) -> None:
    """A line that shows nothing (zero-width characters, a byte order mark, a Braille or
    Hangul blank) is a blank line: it parts an export's deck from its sideboard (it was
    an unknown card named by what cannot be seen: a legal deck illegal)."""
    result = check(f"{DECK_60}{blank}\n{SIDEBOARD}")
    assert result.status == "legal"
    assert said(result) == []  # the MTGO and Arena export form: no note
    assert result.zones == {"main": 60, "side": 5}


@pytest.mark.parametrize("line", ["Player: Player 1", "Event: Week 3", "Name: Burn 2",
                                  "# Round 4", "# Top 8"])
def test_a_bare_number_after_a_value_or_heading_naming_no_card_is_no_count(line: str) -> None:
    """A bare number after a metadata value or a Markdown heading is part of it unless
    the words before it are a card's full name (``Burn``, a face of Turn // Burn, is not):
    no note, no card."""
    result = check(f"{line}\n{DECK_60}")
    assert result.status == "legal"
    assert said(result) == []


@pytest.mark.parametrize("line", ["# burn deck 2", "# Fire deck 2", "# Grixis Shadow 2",
                                  "## Burn deck 2", "# burn plan 3", "# Ponder (M12) 73",
                                  "# Mountain (THB) 254", "# Ponder [M12] 4"])
def test_a_heading_whose_words_hold_a_card_before_a_number_is_no_card(line: str) -> None:
    """A heading's bare number after words of which only one is a card or a face
    (``burn``, half of Turn // Burn; ``Grixis``, a plane), a deck's title, or after a
    set code, a printing's collector number (``Ponder (M12) 73``), counts no card: each
    was that many copies of an unknown card ``burn deck``, ``Ponder (M12)``, a legal
    deck illegal."""
    result = check(f"{line}\n{DECK_60}")
    assert (result.status, said(result)) == ("legal", [])


@pytest.mark.parametrize(("line", "name"), [("# Ponderr 4", "Ponderr"),
                                            ("# Ponders 4", "Ponders")])
def test_a_heading_within_a_typo_of_a_card_before_a_number_stays_an_unknown_card(
        line: str, name: str) -> None:
    result = check(f"{line}\n{DECK_60}")
    assert result.status == "illegal"
    assert [(rule, number, message.split(" (")[0]) for rule, number, message
            in said(result) if rule == "unknown-card"] == [
        ("unknown-card", 1, f"unknown card '{name}'")]


@pytest.mark.parametrize("line", ["Deck: Ponder 4", "# Ponder 4"])
def test_a_bare_number_after_a_card_name_in_a_value_or_heading_counts(line: str) -> None:
    """``Deck: Ponder 4`` and ``# Ponder 4`` hid four banned Ponder (legal)."""
    result = check(f"{line}\n{DECK_60}")
    assert result.status == "illegal"
    assert [(rule, message) for rule, _line, message in said(result)
            if rule != "reading"] == [("banned", PONDER_BANNED)]
    assert result.zones == {"main": 64}


@pytest.mark.parametrize("line", ["Deck: Sonde gitaxienne 4", "# Sonde gitaxienne 4"])
def test_a_bare_number_after_a_localised_card_name_in_a_value_or_heading_counts(
        line: str) -> None:
    """A card's French name is its full name too: ``# Sonde gitaxienne 4`` hid four
    banned Gitaxian Probe (legal), where ``4 Sonde gitaxienne`` is read as them."""
    result = check(f"{line}\n{DECK_60}")
    assert result.status == "illegal"
    assert [(rule, message) for rule, _line, message in said(result)
            if rule != "reading"] == [("banned", "Gitaxian Probe is banned in Modern ("
                                       "listed by 2020-01-01, where the recorded lists start)")]
    assert result.zones == {"main": 64}


def test_a_line_of_invisible_characters_beyond_the_limit_is_too_long() -> None:
    """Only a line within the length limit is tried as blank: a longer one is too long,
    as any is (the blank test, run on a line of 37,500 characters, took seconds)."""
    decklist = read_decklist(("4 Fire Ball\n" + "\u2800" * 600 + "\n").encode(), "deck.txt")
    assert decklist.findings == [
        Finding("parse-error", "line is 600 characters long; at most 500", line=2)]
    assert [(line.name, line.line) for line in decklist.lines] == [("Fire Ball", 1)]
