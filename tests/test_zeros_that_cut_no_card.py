"""A 0 after a card's name that may be no count cuts no card: a number in a ``#``
comment gives the line's copies when it is one or more, but a 0 there is no count
(``Black Lotus #0 mana`` is a tag of the mana value, not a card cut from the list), nor
is a mana cost of zero in Magic's notation (``Mana Crypt {0}``)."""

from __future__ import annotations

import pytest

from cardtools.decklist import read_decklist
from tests.test_hostile_tricks import BANNED, DECK_40, checker, errors


def _copies(text: str) -> list[tuple[str, int, int | None]]:
    """Each card line of ``text`` read as a plain text decklist: (name, copies, line)."""
    decklist = read_decklist(text.encode(), "deck.txt")
    return [(line.name, line.count, line.line) for line in decklist.lines]


@pytest.mark.parametrize("comment", [
    "#0 mana", "#0 cmc", "# 0 MV", "#0: fast mana", "#0 - free spells", "#0", "# 0", "#00",
    "#x0", "#0x", "#0 copies", "#0-of", "#0 [LEA]", "#0 in sb",
])
def test_a_comments_zero_after_a_name_without_a_count_is_one_copy(comment: str) -> None:
    """A 0 taken from a comment made the line a card cut from the list: a banned card
    tagged with its mana value (``#0 mana``) was left out, the deck legal."""
    result = checker().check_bytes((DECK_40 + f"Crimson Ritual {comment}\n").encode(),
                                   "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    notes = [v.message for v in result.violations if v.rule == "reading" and v.line == 12]
    assert len(notes) == 1 and "a comment's 0 cuts no card" in notes[0], notes


def test_a_comments_zero_keeps_a_finish_marker_after_it() -> None:
    assert _copies("Fire Ball #0 *F*\n") == [("Fire Ball", 1, 1)]
    decklist = read_decklist(b"Fire Ball #0 *F*\n", "deck.txt")
    assert decklist.lines[0].holographic


def test_a_comments_count_of_one_or_more_still_gives_the_copies() -> None:
    assert _copies("Fire Ball #4 mana\nTornado #3\nSeed # x2\nBreath #1\n") == [
        ("Fire Ball", 4, 1), ("Tornado", 3, 2), ("Seed", 2, 3), ("Breath", 1, 4)]


@pytest.mark.parametrize(("line", "copies"), [
    ("0 Fire Ball #0", None),       # its own 0 cuts it
    ("0 Fire Ball #4", 4),          # the comment's count, as before
    ("2 Fire Ball #0 mana", 2),     # a count of its own: the comment is a comment
    ("Fire Ball x0 #0", None),
])
def test_a_line_with_a_count_of_its_own_reads_as_before(line: str, copies: int | None) -> None:
    read = _copies(line + "\n")
    assert read == ([] if copies is None else [("Fire Ball", copies, 1)])


def test_a_modern_deck_with_a_banned_card_tagged_by_its_mana_value_is_illegal() -> None:
    from tests.test_hostile_variants import mtg
    deck = ("Format: mtg/modern\nDeck\n4 Ornithopter #0 mana\n56 Island\nChrome Mox #0 mana\n")
    result = mtg().check_bytes(deck.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", 5)]


@pytest.mark.parametrize("written", ["{0}", "{ 0 }", "{00}", "(MN1) {0}", "\t{0}", "{0}:"])
def test_a_mana_cost_of_zero_in_braces_after_a_name_is_one_copy(written: str) -> None:
    """``{0}`` was read as a count of 0: the card cut from the list, a banned card hidden."""
    result = checker().check_bytes((DECK_40 + f"Crimson Ritual {written}\n").encode(),
                                   "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    assert [v.message for v in result.violations if v.rule == "reading"] == [
        f"'{written.removeprefix('(MN1) ').strip()}' after the name is read as the card's "
        "mana cost, not as a count of 0"]


@pytest.mark.parametrize(("line", "copies"), [
    ("Fire Ball {x0}", None),       # an x: a count
    ("Fire Ball (0)", None),        # round brackets: a count, as before
    ("0 Fire Ball {0}", None),      # its own 0 cuts it
    ("2 Fire Ball {0}", 2),
    ("Fire Ball {2}", 2),           # a count of one or more is read as before
])
def test_other_zeros_and_counts_in_brackets_read_as_before(line: str,
                                                           copies: int | None) -> None:
    assert _copies(line + "\n") == ([] if copies is None else [("Fire Ball", copies, 1)])


def test_a_modern_deck_with_a_banned_card_written_with_its_cost_is_illegal() -> None:
    from tests.test_hostile_variants import mtg
    deck = ("Format: mtg/modern\nDeck\n56 Island\n4 Ornithopter\nChrome Mox {0}\n")
    result = mtg().check_bytes(deck.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", 5)]


@pytest.mark.parametrize("heading", ["## Crimson Ritual {0}", "# Crimson Ritual { 0 }"])
def test_a_heading_of_a_card_and_its_mana_cost_of_zero_is_one_copy(heading: str) -> None:
    """A heading read as a card line (``## Ponder (4)``) with ``{0}`` after the name was
    dropped without a word, as a count of 0."""
    result = checker().check_bytes((DECK_40 + heading + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    assert [v.message for v in result.violations if v.rule == "reading"] == [
        f"'{heading.split(' Ritual ')[1]}' after the name is read as the card's mana cost, "
        "not as a count of 0"]


def test_a_grouping_heading_with_braces_stays_a_grouping() -> None:
    result = checker().check_bytes((DECK_40 + "# Sorts {0}\n1 Rock\n").encode(), "deck.txt")
    assert result.zones == {"main": 41}
    assert [v.rule for v in result.violations] == []


@pytest.mark.parametrize("heading", ["## Crimson Ritual (0)", "# Crimson Ritual x0"])
def test_a_heading_of_a_card_cut_from_the_list_is_said(heading: str) -> None:
    """``## Ponder (0)`` is cut as ``Ponder (0)`` is, but it was dropped without a word."""
    result = checker().check_bytes((DECK_40 + heading + "\n").encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40}
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", "0 copies of 'Crimson Ritual': not counted", 12)]


def test_a_comment_longer_than_any_card_name_ending_in_zero_is_no_card_cut() -> None:
    """A comment of a source's words ending in a zero (``# source: ... Decks[0]``, as
    real lists are annotated) is longer than any card's name: no note of a card cut."""
    comment = "# source: " + "Tournaments/mtgo.com/2022/01/01/standard-league " * 3 + "Decks[0]"
    result = checker().check_bytes((comment + "\n" + DECK_40).encode(), "deck.txt")
    assert (result.status, [v.rule for v in result.violations]) == ("legal", [])


@pytest.mark.parametrize("line", ["{0} Crimson Ritual", "{00} - Crimson Ritual",
                                  "SB: {0} Crimson Ritual"])
def test_a_mana_cost_of_zero_before_a_name_is_one_copy(line: str) -> None:
    """A list sorted by mana cost writes it first: ``{0} Name`` was a card cut."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    cost = line.removeprefix("SB: ").split(" ")[0]
    assert [v.message for v in result.violations if v.rule == "reading"] == [
        f"'{cost}' before the name is read as the card's mana cost, not as a count of 0"]


@pytest.mark.parametrize(("line", "copies"), [("(0) Fire Ball", None), ("{2} Fire Ball", 2)])
def test_a_count_first_in_brackets_reads_as_before(line: str, copies: int | None) -> None:
    assert _copies(line + "\n") == ([] if copies is None else [("Fire Ball", copies, 1)])


@pytest.mark.parametrize("written", [
    "Black Lotus\tLEA\t0", "Black Lotus\tLEA\t00", "Black Lotus\tlea\t0",
    "Black Lotus\t(LEA)\t0", "Black Lotus (LEA)\t0", "Black Lotus LEA\t0",
    "SB: Black Lotus\tLEA\t0",
])
def test_a_zero_in_a_cell_after_a_set_code_cuts_no_card(written: str) -> None:
    """A 0 in the last of a row's cells after a set code (a spreadsheet's name, set and
    collector number) may be no count: the banned card is counted once, said by a note
    (it was a card cut from the list, the Legacy deck legal)."""
    from tests.test_hostile_variants import mtg

    result = mtg("mtg/legacy").check_bytes(f"4 Island\n{written}\n".encode(), "deck.txt")
    banned = [(rule, line) for rule, _, line in errors(result) if rule == "banned"]
    assert banned == [("banned", 2)]
    notes = [v.message for v in result.violations if v.rule == "reading" and v.line == 2]
    assert notes[0].startswith("the 0 after '") and notes[0].endswith(
        "may be a collector number, not a count: not read as 0 copies"), notes
    zone = "side" if written.startswith("SB:") else "main"
    assert result.zones[zone] == 1 + 4 * (zone == "main")


def test_a_zero_in_a_cell_after_other_words_is_no_cut_either() -> None:
    """``Black Lotus<TAB>Artifact<TAB>0``: the 0 may be its mana value; the line is read
    as written, an unknown card, never a card cut unread."""
    from tests.test_hostile_variants import mtg

    result = mtg("mtg/legacy").check_bytes(b"Black Lotus\tArtifact\t0\n", "deck.txt")
    assert [(rule, line) for rule, _, line in errors(result) if rule != "zone-size"] == [
        ("unknown-card", 1)]


@pytest.mark.parametrize(("line", "note"), [
    ("Black Lotus\t0", "0 copies of 'Black Lotus': not counted"),
    ("Black Lotus\tLEA\tx0", "0 copies of 'Black Lotus\tLEA': not counted"),
])
def test_a_zero_after_the_name_alone_or_with_an_x_still_cuts_the_card(line: str,
                                                                      note: str) -> None:
    """A name and a quantity column of 0, or a count of 0 written with its ``x``: the card
    is cut from the list, as before."""
    assert _copies(f"{line}\n") == []
    decklist = read_decklist(f"{line}\n".encode(), "deck.txt")
    assert [(f.message, f.line) for f in decklist.findings if f.rule == "reading"] == [
        (note, 1)]


@pytest.mark.parametrize("cell", ["1 Crimson Ritual", "1x Crimson Ritual", '"1 Crimson Ritual"'])
def test_a_csv_rows_zero_before_a_name_with_a_count_of_its_own_gives_that_count(
        cell: str) -> None:
    """``0,1 Crimson Ritual`` under ``Quantity,Name``: the name cell's own count is read,
    as a text line's ``0 1 Crimson Ritual`` is (the row was a card cut, the banned card
    unsaid and the deck legal); ``0,Crimson Ritual`` stays a card cut."""
    rows = "".join(f"{count},{name}\n" for count, name in (
        line.split(" ", 1) for line in DECK_40.splitlines()[1:]))
    result = checker().check_bytes(f"Quantity,Name\n{rows}0,{cell}\n".encode(), "deck.csv")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    cut = checker().check_bytes(f"Quantity,Name\n{rows}0,Crimson Ritual\n".encode(), "deck.csv")
    assert (cut.status, [v.message for v in cut.violations if v.line == 12]) == (
        "legal", ["0 copies of 'Crimson Ritual': not counted"])
