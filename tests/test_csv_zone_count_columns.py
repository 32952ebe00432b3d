"""CSV files that give each zone's copies in a column of its own, with no count column
(``Name,Main,Side``, ``Card,Deck,Sideboard``), as a spreadsheet keeping a deck and its
sideboard side by side writes them: each was read as one copy a row, every copy a
``parse-error``, a legal deck illegal. Each zone's copies now count, a row's copies in two
zones both, and a cell that is no whole number of copies is never dropped unsaid."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_decklist
from cardtools.model import DeckResult
from tests.test_real_deck_forms import MAIN, SIDE

_NOTE = ("no count column: each zone's copies are read from its own column ('{main}' in the "
         "main deck, '{side}' in the side deck)")


def _check(text: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2021, 6, 1),
                                use_config=False)).check_bytes(text.encode(), "deck.csv")


def _rows(main: str, side: str, sep: str = ",",
          write: Callable[[int], str] = str) -> str:
    """The Lurrus Burn deck under ``Name``, ``main`` and ``side``, a card of both zones
    on one row (Lurrus's companion is only in the sideboard: Path to Exile gets a main
    deck copy here too, Mountain a sideboard one, so the deck is changed by those)."""
    copies: dict[str, list[int]] = {}
    for count, name in MAIN:
        copies.setdefault(name, [0, 0])[0] += count
    for count, name in SIDE:
        copies.setdefault(name, [0, 0])[1] += count
    lines = [sep.join(["Name", main, side])]
    lines += [sep.join([f'"{name}"', write(m) if m else "", write(s) if s else ""])
              for name, (m, s) in copies.items()]
    return "\r\n".join(lines) + "\r\n"


@pytest.mark.parametrize(("main", "side", "sep", "write"), [
    ("Main", "Side", ",", str),
    ("Deck", "Sideboard", ",", str),          # Deck was taken for a column of deck names
    ("Mainboard", "Sideboard?", ",", str),
    ("Deck", "Sideboard", ",", lambda n: f"{n}.0"),  # pandas, a column holding blanks
    ("Main", "Side", ";", lambda n: f"{n},0"),       # a spreadsheet of decimal commas
])
def test_each_zones_column_gives_its_copies(main: str, side: str, sep: str,
                                            write: Callable[[int], str]) -> None:
    result = _check(_rows(main, side, sep, write))
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule == "reading" and "count column" in v.message] == [
        ("reading", 1, _NOTE.format(main=main, side=side))]


def test_a_rows_copies_in_both_zones_both_count() -> None:
    # Lightning Bolt 4 in the deck and 1 in the sideboard: a fifth copy
    text = _rows("Main", "Side").replace('"Lightning Bolt",4,', '"Lightning Bolt",4,1')
    result = _check(text)
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 2, "5 copies of Lightning Bolt (main deck 4 + sideboard 1); at most 4"),
        ("zone-size", 2, "Sideboard: 16 cards; at most 15")]
    read = read_decklist(b"Name,Main,Side\nBlack Lotus,1,1\n", "deck.csv")
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
        ("Black Lotus", 1, "main", 2), ("Black Lotus", 1, "side", 2)]


def test_a_cell_of_no_whole_number_of_copies_is_a_parse_error() -> None:
    text = ("Name,Main,Side\nLightning Bolt,4,\nPonder,4,\nOpt,4,\nBrainstorm,4,\n"
            "Preordain,1.5,2\nPyroblast,,x\nDuress,,2\nHydroblast,,2\nMystical Dispute,,2\n")
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
        ("Lightning Bolt", 4, "main", 2), ("Ponder", 4, "main", 3), ("Opt", 4, "main", 4),
        ("Brainstorm", 4, "main", 5), ("Preordain", 2, "side", 6), ("Duress", 2, "side", 8),
        ("Hydroblast", 2, "side", 9), ("Mystical Dispute", 2, "side", 10)]
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule != "reading"] == [
        ("parse-error", 6, "column 'Main' holds '1.5', not a whole number of copies: the "
         "row's copies there were not counted"),
        ("parse-error", 7, "column 'Side' holds 'x', not a whole number of copies: the "
         "row's copies there were not counted")]


def test_a_row_of_no_copies_and_the_maybeboards_copies_are_said() -> None:
    text = ("Name,Main,Side,Maybeboard\nLightning Bolt,4,-,\nBlack Lotus,0,,\n"
            "Pyroblast,,3,2\nMox Jet,,,\n")
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
        ("Lightning Bolt", 4, "main", 2), ("Pyroblast", 3, "side", 4)]
    assert [(f.rule, f.line, f.message) for f in read.findings
            if not f.message.startswith("read as a card CSV")] == [
        ("reading", 1, "no count column: each zone's copies are read from its own column "
         "('Main' in the main deck, 'Side' in the side deck, 'Maybeboard' in the maybeboard, "
         "not counted)"),
        ("reading", 3, "no copies of 'Black Lotus' in any zone's column: not counted"),
        ("ignored-section", 4, "2 copies of 'Pyroblast' in column 'Maybeboard' are not part "
         "of the deck; they were not counted"),
        # every cell blank: it may mean one copy, as a row without a count was
        ("parse-error", 5, "no copies of 'Mox Jet' are written in any zone's column: not "
         "counted")]


def test_a_fraction_under_a_zones_column_no_role_reads_is_a_parse_error() -> None:
    # no column of the side deck's copies: each row one copy, as before, but the 1.5
    # was dropped without a word
    read = read_decklist(b"Name,Main\nLightning Bolt,1.5\n", "deck.csv")
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule != "reading"] == [
        ("parse-error", 2, "column 'Main' holds '1.5', not a whole number of copies: not "
         "counted")]


def test_a_deck_names_column_beside_a_sideboard_column_is_read_as_before() -> None:
    read = read_decklist(b"Name,Deck,Sideboard\nLightning Bolt,Burn,0\nPyroblast,Burn,3\n",
                         "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [
        ("Lightning Bolt", 1, "main"), ("Pyroblast", 1, "main")]
    assert sorted((f.rule, f.line) for f in read.findings if f.rule == "parse-error") == [
        ("parse-error", 1), ("parse-error", 3)]


def test_pandas_untitled_index_column_is_no_copies() -> None:
    # df.to_csv() writes the row index first, untitled: rows 1, 2... were parse-errors
    for text in (",Name,Quantity\n0,Lightning Bolt,4\n1,Ponder,4\n2,Opt,2\n",
                 ",Card,Deck,Sideboard\n0,Lightning Bolt,4.0,\n1,Ponder,4.0,\n2,Opt,,2.0\n"):
        read = read_decklist(text.encode(), "deck.csv")
        assert [(line.name, line.count, line.line) for line in read.lines] == [
            ("Lightning Bolt", 4, 2), ("Ponder", 4, 3), ("Opt", 2, 4)]
        assert [(f.rule, f.line, f.message) for f in read.findings
                if "index" in f.message or f.rule == "parse-error"] == [
            ("reading", 1, "the untitled first column holds each row's place from 0 (a "
             "table's index, as pandas writes it): no copies")]
    # from 1, or without a column of copies, the numbers may be copies: as before
    for text in (",Name,Quantity\n1,Lightning Bolt,4\n2,Ponder,4\n",
                 ",Name\n0,Lightning Bolt\n1,Ponder\n2,Opt\n"):
        read = read_decklist(text.encode(), "deck.csv")
        assert not any("index" in f.message for f in read.findings)
        assert any(f.rule == "parse-error" for f in read.findings)


def test_a_maybeboard_mark_beside_a_zones_copies_is_a_parse_error() -> None:
    text = "Name,Main,Side,Maybe\nLightning Bolt,4,,\nBlack Lotus,1,,x\nPyroblast,,2,\n"
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [
        ("Lightning Bolt", 4, "main"), ("Pyroblast", 2, "side")]
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule != "reading"] == [
        ("parse-error", 3, "a row marked as outside the deck gives copies in column 'Main': "
         "they were not counted (mark one)")]


def test_a_zones_size_in_its_columns_title_still_names_the_zone() -> None:
    # 'Sideboard (15)' named no zone: its copies were dropped without a word, 'Lightning
    # Bolt,4,1' one copy (a fifth one unsaid)
    read = read_decklist(b"Name,Main (60),Sideboard (15)\nLightning Bolt,4,1\nPyroblast,,3\n",
                         "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [
        ("Lightning Bolt", 4, "main"), ("Lightning Bolt", 1, "side"), ("Pyroblast", 3, "side")]
    read = read_decklist(b"Quantity,Name,Sideboard (15)\n4,Lightning Bolt,1\n", "deck.csv")
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule == "parse-error"] == [
        ("parse-error", 2, "column 'Sideboard (15)' gives 1 copies, but is neither the count "
         "column nor a board column: they were not counted")]


@pytest.mark.parametrize("title", ["Tokens", "Attractions", "Stickers"])
def test_a_card_in_a_column_of_a_section_for_one_kind_of_card_is_counted(title: str) -> None:
    # a column of Tokens (Attractions, Stickers) keeps out only its kind of card, as a
    # board of that name does: the banned Oko there was left out, the deck legal
    lines = _rows("Main", "Side").splitlines()
    text = "\r\n".join([f"{lines[0]},{title}", *(f"{line}," for line in lines[1:]),
                        '"Oko, Thief of Crowns",,,1']) + "\r\n"
    result = _check(text)
    oko = len(lines) + 1
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"] == [
        ("banned", oko, "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)")]
    kind = {"Tokens": "a card, not a token", "Attractions": "not an Attraction card",
            "Stickers": "not a Sticker card"}[title]
    assert [(v.rule, v.line, v.message) for v in result.violations if v.line == oko
            and v.rule == "reading"] == [
        ("reading", oko, f"'Oko, Thief of Crowns' in column '{title}' is {kind}: counted in "
         "the main deck")]
    # a token's name there stays out (the checker's note), as does every card of a
    # maybeboard's column
    read = read_decklist(b"Name,Main,Side,Tokens\nLightning Bolt,4,,\n"
                         b"Treasure,,,2\nPyroblast,,2,\n", "deck.csv")
    assert [(line.name, line.count, line.zone, line.outside is not None)
            for line in read.lines] == [("Lightning Bolt", 4, "main", False),
                                        ("Treasure", 2, "main", True),
                                        ("Pyroblast", 2, "side", False)]
    read = read_decklist(b"Name,Main,Side,Maybeboard\nLightning Bolt,4,,\nOpt,,,1\n",
                         "deck.csv")
    assert [(line.name, line.outside) for line in read.lines] == [("Lightning Bolt", None)]
    assert [(f.rule, f.line, f.message) for f in read.findings if f.line == 3] == [
        ("ignored-section", 3, "1 copies of 'Opt' in column 'Maybeboard' are not part of the "
         "deck; they were not counted")]


def test_a_card_in_a_tokens_copies_column_beside_a_count_column_is_counted() -> None:
    text = 'Quantity,Name,Tokens Qty\r\n60,Island,\r\n0,"Oko, Thief of Crowns",1\r\n'
    result = _check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule in ("banned", "reading") and v.line == 3] == [
        ("reading", 3, "0 copies of 'Oko, Thief of Crowns': not counted"),
        ("reading", 3, "'Oko, Thief of Crowns' in column 'Tokens Qty' is a card, not a token: "
         "counted in the main deck"),
        ("banned", 3, "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)")]


def test_a_number_in_a_zone_column_without_a_count_column_is_a_parse_error() -> None:
    # Name,Deck / Sol Ring,2: the Deck column was read as the row's zone, a number naming
    # the main deck, and the row as one copy: a singleton deck's second copy dropped
    # without a word, the deck legal
    text = ("Name,Deck,Commander\r\nAzusa, Lost but Seeking,1,True\r\nSol Ring,2,\r\n"
            "Forest,1,\r\nOpt,2.0,\r\nPonder,1.0,\r\n").replace("Azusa, Lost but Seeking",
                                                               '"Azusa, Lost but Seeking"')
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
        ("Azusa, Lost but Seeking", 1, "command", 2), ("Forest", 1, "main", 4),
        ("Ponder", 1, "main", 6)]
    assert [(f.rule, f.line, f.message, f.hint) for f in read.findings
            if f.rule == "parse-error"] == [
        ("parse-error", line, f"column 'Deck' holds '{cell}', a number, not a zone: it may be "
         "the row's copies, but no column is the count column; the row was not counted",
         "name the column of the copies Count") for line, cell in ((3, "2"), (5, "2.0"))]
    # so is a commander column's number other than its yes and no, 1 and 0 (it was no:
    # one copy in the main deck, a singleton deck's second copy dropped unsaid)
    read = read_decklist(b"Name,Commander\r\nGhalta, Primal Hunger,1\r\nSol Ring,2\r\n"
                         b"Forest,0\r\nOpt,1.5\r\n".replace(b"Ghalta, Primal Hunger",
                                                             b'"Ghalta, Primal Hunger"'),
                         "deck.csv")
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
        ("Ghalta, Primal Hunger", 1, "command", 2), ("Forest", 1, "main", 4)]
    assert [(f.line, f.message) for f in read.findings if f.rule == "parse-error"] == [
        (line, f"column 'Commander' holds '{cell}', a number, not a zone: it may be the "
         "row's copies, but no column is the count column; the row was not counted")
        for line, cell in ((3, "2"), (5, "1.5"))]
    # beside a count column the count gives the copies, and a deck's name is no number
    for text in ("Count,Name,Deck\r\n2,Sol Ring,2\r\n", "Name,Deck\r\nSol Ring,Burn 2\r\n"):
        read = read_decklist(text.encode(), "deck.csv")
        assert not [f for f in read.findings if f.rule == "parse-error"]


def test_two_columns_of_sections_outside_the_deck_are_each_read() -> None:
    # the Tokens column after a Maybeboard one was no column: the fifth Bolt there was
    # dropped without a word
    result = _check(_rows("Main", "Side").replace("Name,Main,Side", "Name,Main,Side,Maybeboard,"
                                                  "Tokens")
                    .replace('"Lightning Bolt",4,', '"Lightning Bolt",4,,,1') + '"Opt",,,1,\r\n')
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 2, "5 copies of Lightning Bolt; at most 4")]
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule == "reading" and v.line == 1 and "count column" in v.message] == [
        ("reading", 1, "no count column: each zone's copies are read from its own column "
         "('Main' in the main deck, 'Side' in the side deck, 'Maybeboard' in the maybeboard, "
         "not counted, 'Tokens' in a section outside the deck for its kind of card only: a "
         "card of another kind counted in the main deck)")]


def test_copies_in_a_tokens_column_beside_a_count_column_are_a_parse_error() -> None:
    # Count,Name,Tokens / 0,Oko,1: the column named no zone, its copies dropped unsaid
    read = read_decklist(b'Quantity,Name,Tokens\n4,Lightning Bolt,\n0,"Oko, Thief of Crowns",1\n',
                         "deck.csv")
    assert [(line.name, line.count) for line in read.lines] == [("Lightning Bolt", 4)]
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule == "parse-error"] == [
        ("parse-error", 3, "column 'Tokens' gives 1 copies, but is neither the count column nor "
         "a board column: they were not counted")]


@pytest.mark.parametrize("cell", ["-4", "\u22124", "1e1", "1.5"])
def test_a_signed_or_odd_number_under_a_zones_column_no_role_reads_is_a_parse_error(
        cell: str) -> None:
    # each was dropped without a word, as a fraction was (the row one copy)
    read = read_decklist(f"Name,Main\nBlack Lotus,{cell}\n".encode(), "deck.csv")
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule != "reading"] == [
        ("parse-error", 2, f"column 'Main' holds '{cell}', not a whole number of copies: not "
         "counted")]
    read = read_decklist(f"Name,Deck\nBlack Lotus,{cell}\n".encode(), "deck.csv")
    assert [(f.rule, f.line) for f in read.findings if f.rule != "reading"] == [
        ("parse-error", 2)]
    assert read.lines == []


def test_a_plus_signed_number_under_a_zones_column_is_read_as_the_number() -> None:
    # "+4" is four copies, as in a quantity column and a text line: said as "4" is
    read = read_decklist(b"Name,Main\nBlack Lotus,+4\n", "deck.csv")
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule != "reading"][:1] == [
        ("parse-error", 2, "column 'Main' gives 4 copies, but is neither the count column nor "
         "a board column: they were not counted")]
    read = read_decklist(b"Name,Main,Side\nBlack Lotus,+4,\nDuress,,+2\n", "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [
        ("Black Lotus", 4, "main"), ("Duress", 2, "side")]


@pytest.mark.parametrize("title", ["Category", "Deck"])
def test_a_column_of_categories_beside_each_zones_copies_stays_a_category(title: str) -> None:
    # Name,Category,Main,Side: the category column was taken to place the rows, so the
    # columns of copies were not read and every row was a parse-error, a legal deck illegal
    lines = _rows("Main", "Side").splitlines()
    text = "\r\n".join([f"{lines[0]},{title}", *(f"{line},Burn" for line in lines[1:])]) + "\r\n"
    result = _check(text)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule == "reading" and "count column" in v.message] == [
        ("reading", 1, _NOTE.format(main="Main", side="Side"))]
    # a category holding a card line counts it; one naming a zone still places the rows,
    # and the columns of copies are read as before
    read = read_decklist(f"Name,{title},Main,Side\nLightning Bolt,1 Black Lotus,4,\n"
                         f"Pyroblast,Hate,,2\n".encode(), "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [
        ("Lightning Bolt", 4, "main"), ("Black Lotus", 1, "main"), ("Pyroblast", 2, "side")]
    read = read_decklist(f"Name,{title},Main,Side\nLightning Bolt,Burn,4,\n"
                         f"Pyroblast,Sideboard,,2\n".encode(), "deck.csv")
    assert [(f.rule, f.line) for f in read.findings if f.rule == "parse-error"] == [
        ("parse-error", 2), ("parse-error", 3)]


def test_mb_is_the_main_decks_column_beside_sb() -> None:
    # MB named no zone: Name,MB,SB was read a copy a row, MB's copies dropped unsaid
    result = _check(_rows("MB", "SB"))
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule == "reading" and "count column" in v.message] == [
        ("reading", 1, _NOTE.format(main="MB", side="SB"))]


_UNREAD = "column '{}' gives {} copies, but is neither the count column nor a board column: " \
          "they were not counted"


@pytest.mark.parametrize(("title", "cell"), [("Main (60)", "\uff11"), ("MB", "1")])
def test_a_second_main_deck_column_beside_each_zones_copies_is_never_dropped(
        title: str, cell: str) -> None:
    # Name,Mainboard,Sideboard,MB: the MB column's 1 (a full-width one under a second
    # Main) was dropped without a word, a restricted card's second copy legal
    text = (f"Name,Mainboard,Sideboard,{title}\nLightning Bolt,4,,\nPyroblast,,2,\n"
            f"Black Lotus,1,,{cell}\n")
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [
        ("Lightning Bolt", 4, "main"), ("Pyroblast", 2, "side"), ("Black Lotus", 1, "main")]
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule == "parse-error"] == [
        ("parse-error", 4, _UNREAD.format(title, 1))]


def test_a_deck_column_of_a_number_beside_each_zones_copies_is_read_as_before() -> None:
    # the Deck column, a zone column, kept as the row's category: its 1 was dropped
    text = "Name,Mainboard,Sideboard,Deck\nLightning Bolt,4,,\nPyroblast,,2,\nBlack Lotus,1,,1\n"
    read = read_decklist(text.encode(), "deck.csv")
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule == "parse-error"] == [
        ("parse-error", 2, _UNREAD.format("Mainboard", 4)),
        ("parse-error", 3, _UNREAD.format("Sideboard", 2)),
        ("parse-error", 4, _UNREAD.format("Mainboard", 1))]


@pytest.mark.parametrize("titles", [("Unnamed: 0",), ("index",), ("", "Unnamed: 0")])
def test_pandas_index_under_its_own_titles_is_no_copies(titles: tuple[str, ...]) -> None:
    # Unnamed: 0 (an index read back and written again) and index (reset_index) were
    # taken for an unknown count column beside each zone's copies: a legal deck illegal
    lines = _rows("Main", "Side").splitlines()
    text = "\r\n".join([",".join([*titles, lines[0]]),
                        *(",".join([*[str(place)] * len(titles), line])
                          for place, line in enumerate(lines[1:]))]) + "\r\n"
    result = _check(text)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    words = {"": "the untitled first column", "Unnamed: 0": "column 'Unnamed: 0'",
             "index": "column 'index'"}
    assert [(v.rule, v.line, v.message) for v in result.violations if "index" in v.message] == [
        ("reading", 1, f"{words[title]} holds each row's place from 0 (a table's index, as "
         "pandas writes it): no copies") for title in titles]


def test_a_later_untitled_column_of_places_is_not_an_index() -> None:
    read = read_decklist(b"Name,Quantity,\nLightning Bolt,4,0\nPonder,4,1\n", "deck.csv")
    assert not any("index" in f.message for f in read.findings)
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule == "parse-error"] == [
        ("parse-error", 3, "column 3 gives 1 copies, but is neither the count column nor a "
         "board column: they were not counted")]


@pytest.mark.parametrize("name", ["Total", "", "SUM"])
def test_a_row_of_each_columns_total_is_no_card(name: str) -> None:
    # a spreadsheet's sum under each zone's column was an unknown card 'Total' of 60 and
    # 15 copies: a legal deck illegal
    text = _rows("Main", "Side") + f"{name},60,15\r\n"
    result = _check(text)
    total = text.count("\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.line, v.message) for v in result.violations if v.line == total] == [
        ("reading", total, "a row of each zone's column's total, not a card: not counted")]
    # other numbers under a total's name are a declared total, compared (a row of no
    # name stays an error); a card line in its other cells counts
    result = _check(text.replace(f"{name},60,15", f"{name},61,15"))
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity != "info"] == ([("declared-count", total, f"'61 {name}' (line "
                                           f"{total}) declares 61 cards, but 60 cards were "
                                           "read in the deck it totals")] if name else
                                         [("parse-error", total, "a row without a card name")] * 2)
    read = read_decklist(b"Name,Main,Side,Notes\nLightning Bolt,4,,\nPyroblast,,2,\n"
                         b"Total,4,2,1 Black Lotus\n", "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [
        ("Lightning Bolt", 4, "main"), ("Pyroblast", 2, "side"), ("Black Lotus", 1, "main")]


def test_another_column_of_numbers_beside_each_zones_copies_is_no_unread_count() -> None:
    # Owned (a collection's count) was said to be the copies each row was read as one
    # of, a parse-error: the zones' columns gave the copies, a legal deck illegal
    lines = _rows("Main", "Side").splitlines()
    text = "\r\n".join([f"{lines[0]},Owned", *(f"{line},{place % 5}"
                                               for place, line in enumerate(lines[1:]))])
    result = _check(text + "\r\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert not [v for v in result.violations if v.rule == "parse-error"]
