"""Decks kept in the card collection apps players export from: the columns those apps
really write. EchoMTG writes a card's copies in two columns, ``Reg Qty`` and ``Foil
Qty``, with no total: each column's copies count, the foil ones holographic (each row was
read as one copy, with a parse-error, a legal deck judged illegal)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_decklist
from cardtools.model import DeckResult
from tests.test_real_deck_forms import MAIN, SIDE

#: The reading note of a card export whose columns, section rows and blank rows give no
#: row's zone.
ZONELESS_NOTE = (
    "read as a card CSV export (a header row naming its columns); it has no Board, Section, "
    "Zone or Sideboarded column (nor a 'Sideboard' row) giving each row's zone: no card is "
    "read into the sideboard (a sideboard exported in it is counted in the main deck)")

#: EchoMTG's header, as its inventory export writes it.
ECHO_HEADER = ("Reg Qty,Foil Qty,Name,Set,Rarity,Acquired,Language,Date Acquired,Set Code,"
               "Collector Number,Condition,Marked as Trade,note,echo_inventory_id,tcgid,echoid")


def _echo_row(regular: str, foil: str, name: str) -> str:
    return (f'{regular},{foil},"{name}",Double Masters,Uncommon,0.25,EN,06/01/2025,2XM,'
            "137,NM,0,,1234567,89012,34567")


def _echo(rows: list[str]) -> str:
    return "\r\n".join([ECHO_HEADER, *rows]) + "\r\n"


def _check(text: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2021, 6, 1),
                                use_config=False)).check_bytes(text.encode(), "deck.csv")


def _burn(foil_of: str) -> list[str]:
    """The Burn deck's main deck, ``foil_of``'s copies all foil, two of every fourth
    card's copies foil and the others regular."""
    rows = []
    for index, (count, name) in enumerate(MAIN):
        regular = 0 if name == foil_of else count - 2 if index % 4 == 0 else count
        rows.append(_echo_row(str(regular), str(count - regular), name))
    return rows


def test_an_echomtg_export_counts_its_regular_and_foil_copies() -> None:
    result = _check(_echo(_burn("Goblin Guide")))
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [(v.rule, v.line) for v in result.violations] == [
        ("reading", 1)]  # read as a card CSV export, no parse-error, no duplicate-line


def test_echomtg_foil_copies_are_holographic_and_regular_ones_are_not() -> None:
    text = _echo([_echo_row("2", "1", "Lightning Bolt"), _echo_row("0", "3", "Rift Bolt"),
                  _echo_row("4", "0", "Lava Spike")])
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.holographic, line.line) for line in read.lines] == [
        ("Lightning Bolt", 2, False, 2), ("Lightning Bolt", 1, True, 2),
        ("Rift Bolt", 3, True, 3), ("Lava Spike", 4, False, 4)]


def test_a_banned_card_counted_only_in_echomtgs_foil_column_is_banned() -> None:
    rows = _burn("Goblin Guide")
    rows[-1] = _echo_row("11", "0", "Mountain")
    rows.append(_echo_row("0", "1", "Simian Spirit Guide"))
    result = _check(_echo(rows))
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", 15)]


def test_a_bad_count_in_either_echomtg_column_leaves_the_row_unread() -> None:
    rows = [_echo_row("x", "1", "Lightning Bolt"), _echo_row("1", "", "Rift Bolt"),
            _echo_row("0", "0", "Lava Spike")]
    result = _check(_echo(rows))
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("parse-error", "reading")] == [
        ("reading", ZONELESS_NOTE, 1),
        ("parse-error", "quantity x is no number: the row is not counted", 2),
        ("reading", "0 copies of 'Lava Spike': not counted", 4)]
    assert result.zones == {"main": 1}


@pytest.mark.parametrize(("cell", "said"), [
    ("one", "quantity one is no number"), ("four", "quantity four is no number"),
    ("1e0", "quantity 1e0 is no whole number"), ("1.5", "quantity 1.5 is no whole number"),
    ("-1", "quantity -1 is not between 1 and 999"),
    ("1000", "quantity 1000 is not between 1 and 999"),
])
def test_a_quantity_cell_that_is_no_number_says_so(cell: str, said: str) -> None:
    """A quantity cell holding a word or a number written otherwise than as a whole
    number was said to be "not between 1 and 999", as if it were one out of range."""
    result = _check(_echo([_echo_row(cell, "1", "Lightning Bolt")]))
    assert [(v.rule, v.message, v.line, v.hint) for v in result.violations
            if v.rule == "parse-error"] == [(
                "parse-error", said if "between" in said
                else f"{said}: the row is not counted", 2,
                None if "between" in said else "write the row's copies as a number from 1 "
                "to 999")]


@pytest.mark.parametrize(("quantity", "counted", "said"), [
    ("+4", 60, []), ("+4.0", 60, []), ("+4x", 60, []),
    ("+0", 56, [("reading", "0 copies of 'Ephemerate': not counted")]),
    ("-4", 56, [("parse-error", "quantity -4 is not between 1 and 999")]),
    ("\u22124", 56, [("parse-error", "quantity \u22124 is not between 1 and 999")]),
    ("0", 56, [("reading", "0 copies of 'Ephemerate': not counted")]),
])
def test_a_quantity_with_a_plus_sign_is_read_as_a_text_lines(
        quantity: str, counted: int, said: list[tuple[str, str]]) -> None:
    """``+4`` was "not between 1 and 999", a false word, the copies not counted, while a
    text line's ``+4 Ephemerate`` is read as 4 Ephemerate: one verdict both ways; a
    minus sign or no copies stays refused, truly said."""
    text = f"Quantity,Name\n{quantity},Ephemerate\n56,Island\n"
    result = _check(text)
    assert [(v.rule, v.message) for v in result.violations
            if v.rule in ("parse-error", "reading") and v.line == 2] == said
    assert result.zones == {"main": counted}
    if quantity in ("+4", "+0"):
        line = Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2021, 6, 1),
                                    use_config=False)).check_bytes(
            f"{quantity} Ephemerate\n56 Island\n".encode(), "deck.txt")
        assert line.zones == {"main": counted}


@pytest.mark.parametrize("cell", ["", " ", '""'])
def test_an_empty_quantity_cell_says_so(cell: str) -> None:
    # ManaBox's row with no copies written: "quantity  is not between 1 and 999" said
    # nothing of the empty cell; the row stays a parse-error, uncounted
    text = ("Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID\n"
            "Lightning Bolt,M10,Magic 2010,146,normal,common,4,1\n"
            f'"Oko, Thief of Crowns",ELD,Throne of Eldraine,197,normal,mythic,{cell},2\n')
    read = read_decklist(text.encode(), "deck.csv")
    assert [(f.rule, f.line, f.message) for f in read.findings if f.rule == "parse-error"] == [
        ("parse-error", 3, "quantity cell is empty: the row is not counted")]
    assert [(line.name, line.count) for line in read.lines] == [("Lightning Bolt", 4)]


def test_decked_builders_total_column_counts_beside_its_regular_and_foil_ones() -> None:
    # the total's copies split by finish: the foil copy holographic (it was read as none)
    text = ("Total Qty,Reg Qty,Foil Qty,Card,Set,Mana Cost,Card Type,Color,Rarity,Mvid,"
            "Single Price,Single Foil Price,Total Price,Price Source,Notes\n"
            "4,3,1,Lightning Bolt,Magic 2010,R,Instant,Red,Common,191089,,,,,\n"
            "4,0,4,Opt,XLN,U,Instant,Blue,Common,1,,,,,\n")
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.holographic, line.line) for line in read.lines] == [
        ("Lightning Bolt", 3, False, 2), ("Lightning Bolt", 1, True, 2), ("Opt", 4, True, 3)]


@pytest.mark.parametrize(("header", "row", "read"), [
    ("Total Qty,Foil Qty,Card", "4,1,Opt", [(3, False), (1, True)]),
    ("Total Qty,Foil Qty,Card", "4,4,Opt", [(4, True)]),
    ("Total Qty,Reg Qty,Foil Qty,Card", "4,,1,Opt", [(3, False), (1, True)]),
    ("Total Qty,Reg Qty,Foil Qty,Card", "4,,,Opt", [(4, False)]),
    ("Qty,Reg Qty,Foil Qty,Card", "4,2,2,Opt", [(2, False), (2, True)])])
def test_a_total_column_is_split_by_its_regular_and_foil_columns(
        header: str, row: str, read: list[tuple[int, bool]]) -> None:
    deck = read_decklist(f"{header}\n{row}\n".encode(), "deck.csv")
    assert [(line.count, line.holographic) for line in deck.lines] == read
    assert [f.rule for f in deck.findings] == ["reading"]


@pytest.mark.parametrize(("header", "row", "shown"), [
    ("Total Qty,Reg Qty,Foil Qty,Card", "4,0,8,Opt", "4 and the copies by finish (regular '0', "
     "foil '8')"),
    ("Qty,Reg Qty,Foil Qty,Card", "4,8,8,Opt", "4 and the copies by finish (regular '8', "
     "foil '8')"),
    ("Total Qty,Foil Qty,Card", "4,5,Opt", "4 and the copies by finish (foil '5')"),
    ("Total Qty,Reg Qty,Foil Qty,Card", "4,1,,Opt", "4 and the copies by finish (regular '1', "
     "foil '')")])
def test_a_total_disagreeing_with_its_regular_and_foil_columns_is_a_parse_error(
        header: str, row: str, shown: str) -> None:
    # read as the total alone, 4,0,8 was four copies, the eight foil ones unsaid
    island = ",".join(["1", *[""] * (header.count(",") - 1), "Island"])
    deck = read_decklist(f"{header}\n{row}\n{island}\n".encode(), "deck.csv")
    assert [(line.name, line.count) for line in deck.lines] == [("Island", 1)]
    assert [(f.rule, f.message, f.line) for f in deck.findings if f.rule == "parse-error"] == [
        ("parse-error", f"the total {shown} disagree: the row is not counted", 2)]


@pytest.mark.parametrize(("header", "row", "said"), [
    ("Total Qty,Reg Qty,Foil Qty,Card", "4,x,4,Opt", "the regular copies 'x' are no count"),
    ("Total Qty,Reg Qty,Foil Qty,Card", "1,1,x,Opt", "the foil copies 'x' are no count"),
    ("Total Qty,Foil Qty,Card", ",one,Opt", "the foil copies 'one' are no count")])
def test_a_split_count_that_is_no_number_is_said_so(header: str, row: str, said: str) -> None:
    # "the total 1 and the copies by finish (regular '1', foil 'x') disagree" named no fault
    island = ",".join(["1", *[""] * (header.count(",") - 1), "Island"])
    deck = read_decklist(f"{header}\n{row}\n{island}\n".encode(), "deck.csv")
    assert [(line.name, line.count) for line in deck.lines] == [("Island", 1)]
    assert [(f.rule, f.message, f.line) for f in deck.findings if f.rule == "parse-error"] == [
        ("parse-error", f"{said}: the row is not counted", 2)]


@pytest.mark.parametrize(("header", "row", "read"), [
    ("Total Qty,Reg Qty,Foil Qty,Card", ",1,0,Opt", [(1, False)]),
    ("Total Qty,Reg Qty,Foil Qty,Card", "-,2,1,Opt", [(2, False), (1, True)]),
    ("Qty,Reg Qty,Foil Qty,Card", ",,3,Opt", [(3, True)])])
def test_a_blank_total_is_none_the_copies_by_finish_read(
        header: str, row: str, read: list[tuple[int, bool]]) -> None:
    # ",1,0,Island" was "the total 0 and the copies by finish ... disagree"
    deck = read_decklist(f"{header}\n{row}\n".encode(), "deck.csv")
    assert [(line.count, line.holographic) for line in deck.lines] == read
    assert [f.rule for f in deck.findings] == ["reading"]


def test_columns_named_with_underscores_or_hyphens_are_read_by_their_role() -> None:
    # a database's or a script's export: is_sideboard was no column, the sideboard counted
    # in the main deck without a word, and is_commander left the deck without a commander
    text = ("quantity,card_name,is_sideboard,is-commander,is_maybeboard\n"
            "1,\"Atraxa, Praetors' Voice\",0,1,0\n1,Sol Ring,0,0,0\n"
            "2,Swords to Plowshares,1,0,0\n1,Black Lotus,0,0,1\n")
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
        ("Atraxa, Praetors' Voice", 1, "command", 2), ("Sol Ring", 1, "main", 3),
        ("Swords to Plowshares", 2, "side", 4)]
    assert [(f.rule, f.line) for f in read.findings] == [("reading", 1), ("ignored-section", 5)]


def test_columns_of_two_zones_saying_yes_on_one_row_give_copies_not_marks() -> None:
    # a singleton export's copies by zone: read as marks, Black Lotus went to the side
    # deck alone (one copy, a restricted card's second unsaid); each zone's copies count
    text = "Name,Mainboard,Sideboard\nBlack Lotus,1,1\nIsland,1,0\nPyroblast,0,1\n"
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
        ("Black Lotus", 1, "main", 2), ("Black Lotus", 1, "side", 2), ("Island", 1, "main", 3),
        ("Pyroblast", 1, "side", 4)]
    assert [(f.rule, f.line) for f in read.findings if f.rule != "reading"] == []
    assert not any("is a yes or a no" in f.message for f in read.findings)


def test_a_row_in_the_maybeboard_and_in_a_zone_of_the_deck_is_refused() -> None:
    # "Sideboard: yes, Maybeboard: yes" was left out of the deck with a note: a second
    # Black Lotus unsaid; MTGO's Sideboarded beside Cube Cobra's maybeboard the same
    for text in ("Quantity,Name,Sideboard,Maybeboard\n1,Black Lotus,no,no\n"
                 "1,Black Lotus,yes,yes\n",
                 "Count,Name,Sideboarded,maybeboard\n1,Black Lotus,No,false\n"
                 "1,Black Lotus,Yes,true\n"):
        read = read_decklist(text.encode(), "deck.csv")
        assert [(line.name, line.zone, line.line) for line in read.lines] == [
            ("Black Lotus", "main", 2)]
        assert [(f.rule, f.message, f.line) for f in read.findings
                if f.rule != "reading"] == [
            ("parse-error", "a row marked as in the maybeboard and in a zone of the deck: its "
             "cards were not counted (mark one)", 3)]


def test_a_yes_or_no_column_named_as_a_zone_marks_its_rows_as_that_zone() -> None:
    # a boolean sideboard flag (true/false, yes/no, 1/0, x) was a parse-error, its cards
    # counted in the main deck; "Sideboard?" and a Board column of them were no word at all
    for title, yes, no in (("Sideboard", "true", "false"), ("Is SB", "1", "0"),
                           ("Sideboard?", "x", ""), ("Board", "Yes", "No"),
                           ("In the sideboard", "Y", "N")):
        text = f"Count,Name,{title}\n4,Ponder,{no}\n2,Daze,{yes}\n3,Opt,{no}\n"
        read = read_decklist(text.encode(), "deck.csv")
        assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
            ("Ponder", 4, "main", 2), ("Daze", 2, "side", 3), ("Opt", 3, "main", 4)], title
        assert [(f.rule, f.message, f.line) for f in read.findings] == [
            ("reading", "read as a card CSV export (a header row naming its columns)", 1),
            ("reading", f"column '{title}' is a yes or a no on each row: a row marked yes is "
             "in the side deck", 1)], title


@pytest.mark.parametrize(("count", "zero"), [("Quantity", "0"), ("Quantity", "-"),
                                             ("Quantity", "no"), ("Quantity", ""),
                                             ("Reg Qty", "0")])
def test_a_sideboard_column_of_ones_and_zeros_beside_a_count_is_not_read_as_marks(
        count: str, zero: str) -> None:
    # "Lightning Bolt,4,1": four copies in the side deck, or four in the main deck and a
    # fifth in the side deck; read as a mark, the fifth copy went unsaid (a wrong legal);
    # a "-" or "no" for none, or EchoMTG's Reg Qty for the count, made it a mark again
    for title in ("Sideboard", "SB", "Side"):
        text = (f"Name,{count},{title}\nLightning Bolt,4,1\nRift Bolt,4,{zero}\n"
                "Skullcrack,3,1\n")
        read = read_decklist(text.encode(), "deck.csv")
        assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
            ("Lightning Bolt", 4, "main", 2), ("Rift Bolt", 4, "main", 3),
            ("Skullcrack", 3, "main", 4)], title
        assert [(f.rule, f.message, f.line) for f in read.findings] == [
            ("reading", "read as a card CSV export (a header row naming its columns)", 1),
            ("reading", f"column '{title}' holds only 1 and 0 beside the count column "
             f"'{count}': the copies of that zone or a yes-or-no mark of the row's, which the "
             "file does not tell: read as copies, not counted", 1)] + [
            ("parse-error", f"column '{title}' gives 1 copies, but is neither the count "
             "column nor a board column: they were not counted", line) for line in (2, 4)]


def test_a_fifth_copy_in_a_sideboard_column_of_ones_and_zeros_is_never_legal() -> None:
    # 64 cards in the main deck, four Lightning Bolt there and a fifth in the side deck:
    # read as a mark, the main deck was 60 and the side deck 4 Lightning Bolt, legal
    rows = "".join(f"{name},{count + 4 if name == 'Mountain' else count},"
                   f"{1 if name == 'Lightning Bolt' else 0}\n" for count, name in MAIN)
    result = _check("Name,Quantity,Sideboard\n" + rows)
    assert (result.status, result.zones) == ("illegal", {"main": 64})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 2)]


def test_ones_and_zeros_are_marks_where_the_file_shows_it() -> None:
    # a card's copies split over a row marked 1 and one marked 0, a title that says it
    # holds a mark, or no count column (each row one copy): marks, as before
    for text, daze in (("Quantity,Name,SB\n4,Ponder,0\n1,Ponder,1\n2,Daze,1\n", 2),
                       ("Quantity,Name,Sideboard?\n4,Ponder,0\n2,Daze,1\n", 2),
                       ("Quantity,Name,In Sideboard\n4,Ponder,0\n2,Daze,1\n", 2),
                       ("Name,Sideboard\nPonder,0\nDaze,1\n", 1)):
        read = read_decklist(text.encode(), "deck.csv")
        assert ("Daze", daze, "side") in [(line.name, line.count, line.zone)
                                          for line in read.lines], text
        assert [f.rule for f in read.findings] == ["reading"] * len(read.findings), text


def test_a_maybeboard_column_of_ones_and_zeros_beside_a_count_keeps_the_row() -> None:
    # "1,Black Lotus,1" under Quantity,Name,Maybeboard: one copy in the deck and one
    # considered, or one considered; read as a mark, Black Lotus left the deck unsaid
    text = "Quantity,Name,Maybeboard\n4,Ponder,0\n1,Black Lotus,1\n"
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [
        ("Ponder", 4, "main"), ("Black Lotus", 1, "main")]
    assert [(f.rule, f.line) for f in read.findings] == [("reading", 1), ("reading", 1)]
    assert read.findings[1].message.startswith("column 'Maybeboard' holds only 1 and 0")
    # in words (Cube Cobra's true and false), the mark is read
    text = "Quantity,Name,Maybeboard\n4,Ponder,false\n1,Black Lotus,true\n"
    read = read_decklist(text.encode(), "deck.csv")
    assert [line.name for line in read.lines] == ["Ponder"]


def test_a_yes_or_no_column_of_other_zones_marks_its_rows_as_that_zone() -> None:
    text = ("Count,Name,Mainboard,Maybeboard,Commander\n4,Ponder,true,,\n2,Daze,false,,\n"
            "1,Black Lotus,,Y,\n1,Kenrith,,,Y\n")
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
        ("Ponder", 4, "main", 2), ("Daze", 2, "side", 3), ("Kenrith", 1, "command", 5)]
    assert [(f.rule, f.line) for f in read.findings] == [
        ("reading", 1), ("reading", 1), ("ignored-section", 4)]
    assert read.findings[1].message == ("column 'Mainboard' is a yes or a no on each row: a "
                                        "row marked yes is in the main deck (a no: the side "
                                        "deck)")


def test_a_column_named_as_a_zone_holding_copies_too_is_a_parse_error() -> None:
    # not every cell a yes or a no: the column may give copies, and is read as before
    text = "Count,Name,Sideboard\n4,Ponder,false\n2,Daze,true\n1,Brainstorm,x\n0,Opt,3\n"
    read = read_decklist(text.encode(), "deck.csv")
    assert [(f.rule, f.message, f.line) for f in read.findings if f.rule == "parse-error"] == [
        ("parse-error", f"column 'Sideboard' marks the row's card as in that zone ('{mark}'), "
         "but is no column of a zone: it was counted in the main deck", line)
        for mark, line in (("true", 3), ("x", 4))] + [
        ("parse-error", "column 'Sideboard' gives 3 copies, but is neither the count column "
         "nor a board column: they were not counted", 5)]


def test_a_deck_column_of_yes_and_no_cells_moves_no_card_to_the_side_deck() -> None:
    # "Deck" names the main deck: a 1 there says the card is in the deck, as before
    text = "Count,Name,Deck\n4,Ponder,0\n2,Daze,1\n"
    read = read_decklist(text.encode(), "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [
        ("Ponder", 4, "main"), ("Daze", 2, "main")]
    assert [f.rule for f in read.findings] == ["reading"]


def test_a_column_naming_a_zone_on_each_row_is_the_zone_column() -> None:
    # a column titled in words no reader knows (German Ablage, Dragon Shield's Folder
    # Name) counted a 16-card sideboard in the main deck without a word: legal
    side = [(4, "Path to Exile"), (4, "Rest in Peace"), (4, "Kor Firewalker"),
            (4, "Deflecting Palm")]
    for title, main_word, side_word in (("Ablage", "Maindeck", "Sideboard"),
                                        ("Folder Name", "Deck", "Sideboard"),
                                        ("Pile", "Main", "SB")):
        rows = [f"{count};{name};{main_word}" for count, name in MAIN]
        rows += [f"{count};{name};{side_word}" for count, name in side]
        result = _check(f"Anzahl;Kartenname;{title}\n" + "\n".join(rows) + "\n")
        assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16}), title
        assert [(v.rule, v.message, v.line) for v in result.violations
                if v.line == 1 and v.rule == "reading"] == [
            ("reading", "read as a card CSV export (a header row naming its columns)", 1),
            ("reading", f"column '{title}' names a zone on each row: read as the zone column",
             1)], title
        assert [v.rule for v in result.violations if v.severity == "error"] == [
            "zone-size"], title


def test_a_zone_words_column_with_a_row_of_another_word_is_still_the_zone_column() -> None:
    # one row of a word naming no zone (Vielleicht, Token) dropped the whole column, the
    # 16-card sideboard counted in the main deck unsaid: legal
    side = [(4, "Path to Exile"), (4, "Rest in Peace"), (4, "Kor Firewalker"),
            (4, "Deflecting Palm")]
    rows = [f"{count};{name};Maindeck" for count, name in MAIN]
    rows += [f"{count};{name};Sideboard" for count, name in side] + [
        "1;Soldier;Token", "1;Soldaat;Vielleicht"]
    result = _check("Anzahl;Kartenname;Ablage\n" + "\n".join(rows) + "\n")
    # the token is left out (a category of tokens), the other word's row in the main deck
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 16})
    assert ("reading", f"column 'Ablage' names a zone on {len(rows) - 2} of its {len(rows)} "
            "rows (the others in the main deck): read as the zone column", 1) in [
        (v.rule, v.message, v.line) for v in result.violations]
    assert sorted({v.rule for v in result.violations if v.severity == "error"}) == [
        "unknown-card", "zone-size"]


def test_a_column_of_one_zone_word_or_of_other_words_is_no_zone_column() -> None:
    # a set's name on every row ("Commander") or words that name no zone say nothing
    for title, cells in (("Edition", ("Commander", "Commander")),
                         ("Notes", ("Main", "vs. Burn"))):
        text = f"Count,Name,{title}\n4,Ponder,{cells[0]}\n2,Daze,{cells[1]}\n"
        read = read_decklist(text.encode(), "deck.csv")
        assert [(line.name, line.zone) for line in read.lines] == [
            ("Ponder", "main"), ("Daze", "main")], title
        assert [f.rule for f in read.findings] == ["reading"], title


#: The Burn deck's sideboard of 16 cards.
_SIDE_16 = [(4, "Path to Exile"), (4, "Rest in Peace"), (4, "Kor Firewalker"),
            (4, "Deflecting Palm")]


@pytest.mark.parametrize(("title", "main_word", "side_word"), [
    ("Location", "", "Side"), ("Location", "Binder", "Side"),
    ("Emplacement", "", "Sideboard"), ("Status", "Played", "Side"), ("Foo", "", "SB")])
def test_a_column_naming_the_side_deck_on_its_rows_alone_is_the_zone_column(
        title: str, main_word: str, side_word: str) -> None:
    # a column naming one zone (the others empty, or one repeated word) was dropped: the
    # 16-card sideboard counted in the main deck without a word, legal
    rows = [f"{count},{name},{main_word}" for count, name in MAIN]
    rows += [f"{count},{name},{side_word}" for count, name in _SIDE_16]
    result = _check(f"Qty,Card,{title}\n" + "\n".join(rows) + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.line == 1] == [
        ("reading", "read as a card CSV export (a header row naming its columns)", 1),
        ("reading", f"column '{title}' names a zone on 4 of its {len(rows)} rows (the "
         "others in the main deck): read as the zone column", 1)]
    assert [v.rule for v in result.violations if v.severity == "error"] == ["zone-size"]


@pytest.mark.parametrize(("title", "main_word", "said"), [
    ("Board", "M", []), ("Location", "M", [
        "column 'Location' names a zone on each row: read as the zone column"]),
    ("Location", "", [
        "column 'Location' names a zone on 4 of its 17 rows (the others in the main deck): "
        "read as the zone column"])])
def test_a_column_of_the_initials_m_and_s_gives_the_zones(
        title: str, main_word: str, said: list[str]) -> None:
    # M and S in a Board or Location column counted the side deck in the main deck unsaid
    rows = [f"{count},{name},{main_word}" for count, name in MAIN]
    rows += [f"{count},{name},S" for count, name in _SIDE_16]
    result = _check(f"Qty,Card,{title}\n" + "\n".join(rows) + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [v.message for v in result.violations if v.line == 1] == [
        "read as a card CSV export (a header row naming its columns)",
        f"column '{title}' holds only the initials M and S: read as the main deck's and "
        "the side deck's", *said]


def test_a_column_of_s_on_every_row_places_nothing() -> None:
    result = _check("Qty,Card,Grade\n" + "\n".join(
        f"{count},{name},S" for count, name in MAIN) + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


def test_a_notes_column_naming_the_side_deck_beside_notes_is_a_parse_error() -> None:
    # Sideboard on a row beside a note on another: the side deck's, or a note? Never the
    # side deck counted in the main deck unsaid
    rows = [f"{count},{name}," for count, name in MAIN[:-1]]
    rows += [f"{MAIN[-1][0]},{MAIN[-1][1]},vs. Tron", "4,Path to Exile,Sideboard"]
    result = _check("Qty,Card,Notes\n" + "\n".join(rows) + "\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 64}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "parse-error"] == [
        ("parse-error", "column 'Notes' names the side deck on some rows, beside other words "
         "(vs. Tron): cardtools cannot tell whether it is the zone column; every row was "
         "read in the main deck", 1)]


@pytest.mark.parametrize("title", ["Sideboard Quantity", "SB Qty", "Sideboard Count",
                                   "Side Qty", "# Sideboard", "sideboard_copies",
                                   "Sideboard (Qty)", "Qty. Sideboard"])
def test_a_zone_count_column_gives_that_zones_copies_beside_the_count(title: str) -> None:
    result = _check(f"Quantity,Name,{title}\n4,Lightning Bolt,4\n56,Mountain,0\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": 4}
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity != "info"] == [
        ("copy-limit", 2, "8 copies of Lightning Bolt (main deck 4 + sideboard 4); at most 4")]
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule == "reading"][1:] == [
        ("reading", 1, f"column '{title}' gives each row's copies in the side deck: counted "
         "beside the copies of the count column")]


@pytest.mark.parametrize(("head", "name", "title"), [
    ("Quantité", "Nom", "Quantité side"), ("Qté", "Nom", "Qté réserve"),
    ("Cantidad", "Nombre", "Cantidad banquillo"), ("Quantità", "Nome", "Quantità riserva"),
    ("Aantal", "Naam", "Aantal side"), ("Quantité", "Nom", "Side Qté"),
    ("Nombre", "Nom", "Nombre side"), ("Exemplaires", "Nom", "Exemplaires réserve")])
def test_a_zone_count_column_in_the_exporters_language_gives_that_zones_copies(
        head: str, name: str, title: str) -> None:
    """A zone's count column titled with the count word of another language (the
    quantity words read as the count column: ``Quantité``, ``Qté``, ``Cantidad``, French
    ``Nombre``, ``Exemplaires``) was no column: its copies were left out without a word,
    a fifth copy in the side deck unsaid."""
    result = _check(f"{head},{name},{title}\n4,Lightning Bolt,1\n56,Mountain,0\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 1})
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity != "info"] == [
        ("copy-limit", 2, "5 copies of Lightning Bolt (main deck 4 + sideboard 1); at most 4")]


@pytest.mark.parametrize("title", ["Quantity 2", "Count2", "Qty #2", "Qté 2", "Quantity (2)",
                                   "Quantity II", "Quantity B"])
def test_a_second_count_column_by_its_number_is_a_parse_error(title: str) -> None:
    """A count column and a number (``Quantity 2``, ``Count2``) beside the count
    column: its copies were left out without a word (``0,Black Lotus,1``). A title of
    another number (``Number 2``, ``Collector Number``) stays another column."""
    result = _check(f"Quantity,Name,{title}\n0,Lightning Bolt,1\n60,Mountain,0\n")
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", 2, f"column '{title}' " + _UNREAD.format(1))]
    result = _check("Quantity,Name,Number 2\n4,Lightning Bolt,1\n56,Mountain,0\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


def test_a_row_of_no_main_copies_counts_its_zone_count_columns_copies() -> None:
    read = read_decklist(b"Qty,Name,SB Qty\n0,Daze,2\n4,Ponder,\n", "deck.csv")
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines] == [
        ("Daze", 2, "side", 2), ("Ponder", 4, "main", 3)]


def test_a_maybeboard_count_column_is_not_counted_with_a_note_on_each_row() -> None:
    result = _check("Quantity,Name,Maybeboard Qty\n4,Lightning Bolt,2\n56,Mountain,0\n")
    assert result.status == "legal"
    assert result.zones == {"main": 60}
    assert [(v.rule, v.line, v.message) for v in result.violations][1:] == [
        ("reading", 1, "column 'Maybeboard Qty' gives each row's copies in the maybeboard: "
         "not part of the deck, not counted"),
        ("ignored-section", 2, "2 copies of 'Lightning Bolt' in the maybeboard are not part "
         "of the deck; they were not counted")]


_UNREAD = ("gives {} copies, but is neither the count column nor a board column: they were "
           "not counted")


@pytest.mark.parametrize(("text", "errors"), [
    ("Quantity,Name,In the Sideboard\n4,Lightning Bolt,2\n56,Mountain,0\n",
     [(2, "column 'In the Sideboard' " + _UNREAD.format(2))]),
    ("Total Qty,Name,Sideboard Qty\n4,Lightning Bolt,2\n56,Mountain,0\n",
     [(2, "column 'Sideboard Qty' " + _UNREAD.format(2))]),
    # a count's word qualified by words of no other number: a kind's copies, not read
    ("Quantity,Name,Promo Qty\n4,Lightning Bolt,2\n56,Mountain,0\n",
     [(2, "column 'Promo Qty' " + _UNREAD.format(2))]),
    ("Count,Name,Alt Art Count\n4,Lightning Bolt,2\n56,Mountain,0\n",
     [(2, "column 'Alt Art Count' " + _UNREAD.format(2))]),
])
def test_copies_in_a_zone_column_the_file_does_not_explain_are_a_parse_error(
        text: str, errors: list[tuple[int, str]]) -> None:
    result = _check(text)
    assert result.status == "illegal"
    assert [(v.line, v.message) for v in result.violations if v.severity == "error"] == errors
    assert {v.rule for v in result.violations if v.severity == "error"} == {"parse-error"}


@pytest.mark.parametrize("text", [
    "Quantity,Name,Mainboard Qty,Sideboard Qty\n4,Lightning Bolt,4,2\n56,Mountain,56,0\n",
    # Urza's Gatherer's columns, with and without its Type column
    "Name,Set code,Count,Foil count,Deck count,Sideboard count,Maybeboard count\n"
    "Lightning Bolt,M10,4,0,4,2,0\nMountain,MH3,56,0,56,0,0\n",
    "Name,Type,Set code,Count,Foil count,Deck count,Sideboard count,Maybeboard count\n"
    "Lightning Bolt,Instant,M10,4,0,4,2,0\nMountain,Land,MH3,56,0,56,0,0\n",
])
def test_a_count_beside_columns_titled_as_zones_counts_is_their_total(text: str) -> None:
    """A count column beside columns titled as counts of zones (Urza's Gatherer's ``Count``
    beside ``Deck count``) is their total: a row whose total is not their sum is that
    row's ``parse-error`` (the whole sheet was read another way, every zone's copies an
    error, or the count said to be missing)."""
    result = _check(text)
    total = "4+0" if "Foil" in text else "4"
    assert [(v.line, v.message) for v in result.violations if v.severity == "error"] == [
        (2, f"the total {total} is not the sum of the zones' copies: the row is not counted"),
        (3, "Main deck: 56 cards; at least 60")]
    totals = "'Count', 'Foil count'" if "Foil" in text else "'Quantity'"
    zones = ("'Deck count' in the main deck, 'Sideboard count' in the side deck, "
             "'Maybeboard count' in the maybeboard, not counted" if "Foil" in text else
             "'Mainboard Qty' in the main deck, 'Sideboard Qty' in the side deck")
    assert (f"{totals}: the total of each zone's copies, read from its own column ({zones}); "
            "a row whose total is not their sum is not counted") in [
        v.message for v in result.violations if v.rule == "reading"]


def test_a_deck_number_column_is_no_count_of_the_main_deck() -> None:
    read = read_decklist(b"Quantity,Name,Deck #\n4,Ponder,3\n", "deck.csv")
    assert [(line.name, line.count, line.zone) for line in read.lines] == [("Ponder", 4, "main")]
    assert [(f.rule, f.line) for f in read.findings] == [("reading", 1)]


#: Dragon Shield's header, as its folder export writes it after Excel's separator hint.
DRAGON_HEADER = ('"sep=,"\nFolder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,'
                 "Card Number,Condition,Printing,Language")


def _dragon_shield(main_folder: str, side_folder: str,
                   side: list[tuple[int, str]] = SIDE) -> str:
    rows = [f"{main_folder},{count},0,{name},MH2,Modern Horizons 2,1,NearMint,Normal,English"
            for count, name in MAIN]
    rows += [f"{side_folder},{count},0,{name},MH2,Modern Horizons 2,1,NearMint,Normal,English"
             for count, name in side]
    return "\n".join([DRAGON_HEADER, *rows]) + "\n"


@pytest.mark.parametrize(("main_folder", "side_folder"), [
    ("Burn", "Burn Sideboard"), ("Deck", "Deck Sideboard"), ("Lurrus Burn", "Lurrus Burn - SB"),
    ("Burn", "Burn (Side)"), ("burn", "BURN sideboard"),
    # the zone's words before the deck's name, or parted by a dot: the sideboard folder's
    # cards were counted in the main deck unsaid (a 16-card sideboard legal)
    ("Burn", "Sideboard Burn"), ("Burn", "SB - Burn"), ("Lurrus Burn", "Side: Lurrus Burn"),
    ("Burn", "Burn.Sideboard"),
    # MD for the main deck, a possessive, a joining word (each was refused as two decks)
    ("Burn MD", "Burn SB"), ("Burn", "Burn's Sideboard"), ("Burn", "Sideboard of Burn"),
    ("Burn", "Réserve de Burn")])
def test_a_folder_column_of_a_deck_and_its_sideboard_folder_is_the_zone_column(
        main_folder: str, side_folder: str) -> None:
    # the sideboard folder's cards were counted in the main deck without a word: a real
    # deck of 60 and 15 read as 75 cards of one deck
    result = _check(_dragon_shield(main_folder, side_folder))
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.line) for v in result.violations] == [("reading", 2), ("reading", 2)]
    assert f"column 'Folder Name' names a deck's folder and its zones' folders " \
        f"('{main_folder}', '{side_folder}')" in result.violations[1].message


@pytest.mark.parametrize("side_folder", ["Burn Sideboard", "Sideboard Burn", "SB - Burn"])
def test_a_sixteenth_card_in_a_sideboard_folder_is_a_side_deck_error(side_folder: str) -> None:
    result = _check(_dragon_shield("Burn", side_folder, [*SIDE, (1, "Smash to Smithereens")]))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [v.rule for v in result.violations if v.severity == "error"] == ["zone-size"]


def test_a_fifth_copy_in_a_sideboard_folder_is_a_copy_limit_error() -> None:
    side = [(1, "Lightning Bolt") if name == "Path to Exile" else (count, name)
            for count, name in SIDE] + [(3, "Path to Exile")]
    result = _check(_dragon_shield("Burn", "Burn Sideboard", side))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 15})
    assert [(v.rule, v.cards) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", ("Lightning Bolt",))]


def test_a_maybeboard_folder_beside_a_deck_folder_drops_no_card() -> None:
    # a tag column of Ramp and Ramp Maybe is so written too: no row is left out by it
    result = _check(_dragon_shield("Burn", "Burn Maybeboard", [(1, "Oko, Thief of Crowns")]))
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [v.rule for v in result.violations if v.severity == "error"] == ["banned"]


@pytest.mark.parametrize(("other_folder", "words"), [
    ("Burn Maybeboard", "Maybeboard"), ("Burn Considering", "Considering"),
    ("Burn - Maybeboard", "Maybeboard"), ("Burn (Wishlist)", "Wishlist"),
    ("Maybeboard Burn", "Maybeboard"), ("burn maybeboard", "maybeboard")])
def test_a_folder_of_a_section_outside_the_deck_beside_its_sideboard_folder_is_not_counted(
        other_folder: str, words: str) -> None:
    # Burn, Burn Sideboard and Burn Maybeboard: the maybeboard folder's cards were counted
    # in the main deck (a fifth copy refused, a legal deck illegal); they are out of the
    # deck with the note a Maybeboard category's rows get
    text = _dragon_shield("Burn", "Burn Sideboard")
    text += (f"{other_folder},2,0,Lightning Bolt,MH2,Modern Horizons 2,1,NearMint,Normal,"
             "English\n")
    result = _check(text)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.line, v.message) for v in result.violations][2:] == [
        ("ignored-section", 21, f"a '{words}' row is not part of the deck; its cards were "
         "not counted")]
    assert f"'{other_folder}'" in result.violations[1].message.partition(": read")[0]


@pytest.mark.parametrize(("main_folder", "other_folder", "title"), [
    ("Kaldheim", "Kaldheim Commander", "Folder Name"), ("Burn", "Burnside", "Notes"),
    ("Burn", "Burn Extras", "Notes")])
def test_a_folder_beside_no_zone_folder_of_its_name_is_no_zone_column(
        main_folder: str, other_folder: str, title: str) -> None:
    # a set's name (Kaldheim Commander), a word run into the name, other words: all the
    # rows are the main deck's, as before (under a folder's title, Burn beside Burnside
    # is two decks: test_a_folder_column_of_two_decks_is_not_judged)
    result = _check(_dragon_shield(main_folder, other_folder).replace(
        "Folder Name,", f"{title},"))
    assert result.zones == {"main": 75}
    assert [(v.rule, v.line) for v in result.violations if v.rule == "reading"] == [
        ("reading", 2)]


@pytest.mark.parametrize(("main_folder", "side_folder"), [
    ("Burn Main", "Burn Sideboard"), ("Decks/Burn", "Decks/Burn/Sideboard"),
    ("Burn - Deck", "Burn - SB")])
def test_a_deck_folder_named_with_the_main_decks_words_is_the_main_deck(
        main_folder: str, side_folder: str) -> None:
    result = _check(_dragon_shield(main_folder, side_folder))
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert f"('{main_folder}', '{side_folder}')" in result.violations[1].message


def test_a_set_column_of_a_set_and_its_supplement_is_no_folder_column() -> None:
    # Archenemy and Archenemy Schemes are sets, not a deck's folder and its schemes
    rows = [f"{count},{name},Archenemy" for count, name in MAIN]
    rows += [f"{count},{name},Archenemy Schemes" for count, name in SIDE]
    result = _check("Quantity,Name,Set Name\n" + "\n".join(rows) + "\n")
    assert result.zones == {"main": 75}
    assert [v.rule for v in result.violations] == ["reading"]


@pytest.mark.parametrize("side_folder", ["Sideboard", "SB", "Side"])
def test_a_folder_column_of_a_deck_and_a_sideboard_folder_is_the_zone_column(
        side_folder: str) -> None:
    # a column naming one zone alone is no zone column, but a folder's title says what
    # its cells are: the sideboard folder's cards were counted in the main deck
    result = _check(_dragon_shield("Burn", side_folder, [*SIDE, (1, "Smash to Smithereens")]))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [v.rule for v in result.violations if v.severity == "error"] == ["zone-size"]
    assert f"('Burn', '{side_folder}')" in result.violations[1].message


def test_a_column_of_another_title_naming_the_side_deck_beside_one_word_is_the_zone_column(
        ) -> None:
    # Burn on the main deck's rows, Sideboard on the side deck's: read as a folder column
    # is (the 75 cards were counted in the main deck unsaid)
    text = _dragon_shield("Burn", "Sideboard").replace("Folder Name,", "Notes,")
    result = _check(text)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.message) for v in result.violations][1:] == [
        ("reading", "column 'Notes' names a zone on 5 of its 18 rows (the others in the main "
         "deck): read as the zone column")]


@pytest.mark.parametrize(("main_folder", "side_folder", "others"), [
    ("Burn", "Burn Sideboard", 20), ("Burn", "Burn Sideboard", 40), ("Main", "Sideboard", 40),
    ("Burn", "Sideboard", 5)])
def test_a_sideboard_folder_among_other_folders_is_not_judged(
        main_folder: str, side_folder: str, others: int) -> None:
    # other folders (binders, other decks) beside a deck's own were counted in its main
    # deck: two decks one; they are several decks, as in any sheet of several decks
    text = _dragon_shield(main_folder, side_folder, [*SIDE, (1, "Smash to Smithereens")])
    text += "".join(f"Binder {i},1,0,Mountain,MH2,Modern Horizons 2,1,NearMint,Normal,English\n"
                    for i in range(others))
    result = _check(text)
    # a folder named Main beside the binders is a folder of its own too
    first = f"'{main_folder}', 'Binder 0', 'Binder 1'"
    decks = others + 1
    assert (result.status, [(v.rule, v.message) for v in result.violations]) == (
        "error", [("file-error", f"{decks} decks in one sheet (column 'Folder Name': {first} "
                   f"and {decks - 3} more): not judged; one deck a file (split it by deck,"
                   " or leave the column out if the sheet holds one deck)")])


@pytest.mark.parametrize(("title", "folders", "said"), [
    ("Folder Name", ("Burn", "Boros", "Burn Sideboard"), "'Burn', 'Boros'"),
    ("Folder Name", ("Burn MD", "Boros MD", "Boros SB"), "'Burn MD', 'Boros MD'"),
    ("Folder Name", ("Burn", "Bob's Sideboard", "Bob's Sideboard"), "'Burn', 'Bob's Sideboard'"),
    # a deck's header numbered or owned, as a text decklist's, names a deck, no zone
    ("Folder Name", ("Burn", "Bob's Deck", "Bob's Deck"), "'Burn', 'Bob's Deck'"),
    ("Folder Name", ("Deck One", "Deck Two", "Deck Two"), "'Deck One', 'Deck Two'"),
    ("Folder Name", ("Burn", "Boros", "Boros"), "'Burn', 'Boros'"),
    ("Binder Name", ("Ann Burn", "Bob Burn", "Bob Burn"), "'Ann Burn', 'Bob Burn'"),
    ("List name", ("Ann", "Bob", "Bob"), "'Ann', 'Bob'"),
    ("Ordner", ("Burn", "Burnside", "Burnside"), "'Burn', 'Burnside'")])
def test_a_folder_column_of_two_decks_is_not_judged(title: str, folders: tuple[str, ...],
                                                    said: str) -> None:
    # Dragon Shield's, ManaBox's, Delver Lens's export of two decks: two 30-card halves
    # were one legal 60-card deck (Boros counted in Burn's main deck)
    half = len(MAIN) // 2
    rows = [f"{folders[0]},{count},0,{name},MH2,Modern Horizons 2,1,NearMint,Normal,English"
            for count, name in MAIN[:half]]
    rows += [f"{folders[1]},{count},0,{name},MH2,Modern Horizons 2,1,NearMint,Normal,English"
             for count, name in MAIN[half:]]
    rows += [f"{folders[2]},{count},0,{name},MH2,Modern Horizons 2,1,NearMint,Normal,English"
             for count, name in SIDE]
    result = _check("\n".join([DRAGON_HEADER.replace("Folder Name", title), *rows]) + "\n")
    assert (result.status, [(v.rule, v.line, v.message) for v in result.violations]) == (
        "error", [("file-error", 3 + half, f"2 decks in one sheet (column '{title}': "
                   f"{said}): not judged; one deck a file (split it by deck,"
                   " or leave the column out if the sheet holds one deck)")])


@pytest.mark.parametrize(("title", "zone_folder", "side_folder"), [
    ("Folder Name", "Main", ""), ("Folder Name", "Commander", ""),
    ("Folder Name", "Maybeboard", ""), ("Binder Name", "Main Deck", ""),
    ("Folder Name", "Main", "Sideboard"), ("Ordner", "Commander", "Burn Sideboard")])
def test_a_folder_named_as_a_zone_beside_a_decks_folder_is_not_judged(
        title: str, zone_folder: str, side_folder: str) -> None:
    # the Main, Commander or Maybeboard folder's cards were counted in Burn's main deck
    # (two folders' cards one legal main deck of 75)
    rows = [f"Burn,{count},0,{name},MH2,Modern Horizons 2,1,NearMint,Normal,English"
            for count, name in MAIN]
    rows += [f"{zone_folder},{count},0,{name},MH2,Modern Horizons 2,1,NearMint,Normal,English"
             for count, name in SIDE[:5]]
    rows += [f"{side_folder},{count},0,{name},MH2,Modern Horizons 2,1,NearMint,Normal,English"
             for count, name in SIDE[5:] if side_folder]
    result = _check("\n".join([DRAGON_HEADER.replace("Folder Name", title), *rows]) + "\n")
    assert (result.status, [(v.rule, v.line, v.message) for v in result.violations]) == (
        "error", [("file-error", 3 + len(MAIN), f"2 decks in one sheet (column '{title}': "
                   f"'Burn', '{zone_folder}'): not judged; one deck a file (split it by "
                   "deck, or leave the column out if the sheet holds one deck)")])


@pytest.mark.parametrize(("main_folder", "side_folder"), [
    ("My Deck", "My Deck.Sideboard"), ("My Deck", "My Deck - SB"), ("Red Deck", "Red Deck Side"),
    ("Deck 2024", "Sideboard Deck 2024"), ("Deck 2024", "SB - Deck 2024")])
def test_a_decks_name_ending_or_starting_with_a_zones_words_keeps_its_folders_one_deck(
        main_folder: str, side_folder: str) -> None:
    # My Deck was read as the deck "My" beside My Deck's side deck: two decks, not judged;
    # Sideboard Deck 2024 as the main deck of a deck "Sideboard": a 16-card side deck legal
    result = _check(_dragon_shield(main_folder, side_folder, [*SIDE, (1, "Smash to Smithereens")]))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [v.rule for v in result.violations if v.severity == "error"] == ["zone-size"]


def test_a_folder_of_the_side_deck_with_a_determiner_is_the_side_deck() -> None:
    # My Sideboard beside the deck's folder is its side deck (the main deck's words after
    # a determiner name a deck, My Deck; the side deck's stay the side deck)
    result = _check(_dragon_shield("Deck", "My Sideboard"))
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize(("first", "second"), [("My Deck", "Your Deck"),
                                                ("Mon Deck", "Mein Deck"),
                                                ("Deck I", "Deck II"),
                                                ("Deck 2024", "Deck 2025")])
def test_folders_of_decks_named_with_a_determiner_are_two_decks(first: str,
                                                               second: str) -> None:
    # each was read as the main deck's zone alone (numbered otherwise than by digits, or
    # by a year): two decks' halves one legal deck
    result = _check(_dragon_shield(first, second, SIDE))
    assert [(v.rule, v.message.split(" (")[0]) for v in result.violations
            if v.severity == "error"] == [("file-error", "2 decks in one sheet")]


@pytest.mark.parametrize("title", ["Binder Name", "List name", "Liste"])
def test_a_binders_or_a_lists_column_of_a_deck_and_a_sideboard_is_the_zone_column(
        title: str) -> None:
    # ManaBox's binder and Delver Lens's list named Sideboard beside the deck's own: its
    # cards were counted in the main deck without a word (a 59-card main deck legal)
    text = _dragon_shield("Burn", "Sideboard").replace("Folder Name,", f"{title},")
    result = _check(text.replace("Burn,4,0,Lightning Bolt", "Burn,3,0,Lightning Bolt"))
    assert (result.status, result.zones) == ("illegal", {"main": 59, "side": 15})
    assert [v.rule for v in result.violations if v.severity == "error"] == ["zone-size"]


def test_the_note_counts_the_other_folders_in_the_main_deck() -> None:
    # a column read as folders under a title of none (a folder's title names decks)
    text = _dragon_shield("Burn", "Burn Sideboard") + "".join(
        f"Binder {i},1,0,Mountain,MH2,Modern Horizons 2,1,NearMint,Normal,English\n"
        for i in range(5))
    result = _check(text.replace("Folder Name,", "Location,"))
    assert result.zones == {"main": 65, "side": 15}
    assert result.violations[1].message == (
        "column 'Location' names a deck's folder and its zones' folders ('Burn', 'Burn "
        "Sideboard'): read as the zone column, the folder's own cards in the main deck; the "
        "cards of its 5 other folders ('Binder 0', 'Binder 1', 'Binder 2', ...) in the main "
        "deck too")


@pytest.mark.parametrize("title", ["Author", "Illustrator", "Artist", "Künstler", "Auteur"])
def test_urzas_gatherers_author_column_is_the_artist_not_a_deck(title: str) -> None:
    # Urza's Gatherer's Author (a card's artist): read as a deck's author, its artists
    # made a collection "4 decks in one sheet"
    text = (f"Name,Type,{title},Count\nDemonic Tutor,Sorcery,Douglas Shuler,1\n"
            "Enlightened Tutor,Instant,Dan Frazier,1\nOpt,Instant,Tyler Jacobson,4\n"
            "Island,Land,Douglas Shuler,4\n")
    read = read_decklist(text.encode(), "collection.csv")
    assert [(line.name, line.count) for line in read.lines] == [
        ("Demonic Tutor", 1), ("Enlightened Tutor", 1), ("Opt", 4), ("Island", 4)]
    assert [f.rule for f in read.findings] == ["reading"]


@pytest.mark.parametrize("title", ["Author", "Owner"])
def test_an_author_or_owner_column_in_runs_of_rows_still_parts_decks(title: str) -> None:
    # each deck's rows under its author's or owner's name: two decks, not one
    result = _check(f"Count,Name,{title}\n4,Opt,Ann\n4,Island,Ann\n4,Swamp,Bob\n"
                    "4,Forest,Bob\n")
    assert [(v.rule, v.line, v.message) for v in result.violations] == [
        ("file-error", 4, f"2 decks in one sheet (column '{title}': 'Ann', 'Bob'): not "
         "judged; one deck a file (split it by deck, or leave the column out if the sheet "
         "holds one deck)")]


def test_urzas_gatherers_deck_export_gives_each_zones_copies_beside_their_total() -> None:
    # MTGCompanion's Urza's Gatherer deck export: Count (and Foil count) the total, Deck
    # count, Sideboard count and Maybeboard count each zone's copies (the side deck's
    # copies were each a parse-error, a legal deck illegal)
    header = "Name,Count,Foil count,Deck count,Sideboard count,Maybeboard count"
    rows = [f"{name},{count},0,{count},0,0" for count, name in MAIN]
    rows += [f"{name},{count},0,0,{count},0" for count, name in SIDE]
    rows += ["Black Lotus,1,0,0,0,1", "Opt,4,1,4,0,0"]
    result = _check("\n".join([header, *rows]) + "\n")
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", len(rows) + 1, "the total 4+1 is not the sum of the zones' copies: "
         "the row is not counted")]
    assert result.zones == {"main": 60, "side": 15}


def test_urzas_gatherers_special_foil_count_adds_copies_not_said_holographic() -> None:
    # an etched copy in Special foil count was a parse-error; Count, Foil count and
    # Special foil count are each copies of the card, the special ones no holographic
    text = ("Name,Count,Foil count,Special foil count\nDemonic Tutor,0,0,1\nOpt,2,1,1\n")
    read = read_decklist(text.encode(), "collection.csv")
    assert [(line.name, line.count, line.holographic) for line in read.lines] == [
        ("Demonic Tutor", 1, False), ("Opt", 2, False), ("Opt", 1, True), ("Opt", 1, False)]
    assert [f.rule for f in read.findings] == ["reading"]



@pytest.mark.parametrize(("header", "row"), [
    ("Name,Set code,Quantity,Foil", '"{name}",M21,{count},normal'),  # ManaBox's columns
    ("Count,Tradelist Count,Name,Edition,Foil", '{count},0,"{name}",m21,'),  # Moxfield's
])
def test_a_card_csv_with_no_board_column_says_its_cards_are_all_the_main_decks(
        header: str, row: str) -> None:
    """A 60-card deck and its 15-card sideboard in a card CSV with no board column was
    "Main deck 75 · Sideboard 0", legal, said only "read as a card CSV export": the note
    says every card was counted in the main deck and which columns would give the zone.
    The count is the file's, unchanged."""
    rows = [row.format(count=count, name=name) for count, name in MAIN + SIDE]
    result = _check("\n".join([header, *rows]) + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 75})
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule == "reading"] == [("reading", "info", ZONELESS_NOTE, 1)]


@pytest.mark.parametrize("text", [
    "Count,Name,Board\n" + "".join(f'{count},"{name}",main\n' for count, name in MAIN)
    + "".join(f'{count},"{name}",sideboard\n' for count, name in SIDE),
    "Count,Name\n" + "".join(f'{count},"{name}"\n' for count, name in MAIN) + "Sideboard,\n"
    + "".join(f'{count},"{name}"\n' for count, name in SIDE),
    "Count,Name\n" + "".join(f'{count},"{name}"\n' for count, name in MAIN) + ",\n"
    + "".join(f'{count},"{name}"\n' for count, name in SIDE),
])
def test_a_card_csv_giving_its_zones_is_not_said_to_count_all_in_the_main_deck(
        text: str) -> None:
    """A board column, a ``Sideboard`` row or a blank row (the MTGO form) gives the
    zones: the reading note is the plain one."""
    result = _check(text)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert ("reading", "read as a card CSV export (a header row naming its columns)", 1) in [
        (v.rule, v.message, v.line) for v in result.violations]
    assert not any("no card is read into the sideboard" in v.message
                   for v in result.violations)
