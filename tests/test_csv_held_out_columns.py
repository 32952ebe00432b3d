"""CSV exports as other tools and other languages' spreadsheets write them: a deck's number
in a column titled as the main deck, counts written with a decimal or a thousands mark,
headers in Spanish and French, a main deck's and a side deck's column of ones and zeros.
Each was misread (seven copies of every card, ``1,000`` one copy, every row an unknown
card, a side deck card a ``parse-error``); now read, or refused with a clear error, never
a wrong legal."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_decklist
from cardtools.model import DeckResult
from tests.test_real_deck_forms import MAIN, SIDE


def _check(text: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2021, 6, 1),
                                use_config=False)).check_bytes(text.encode(), "deck.csv")


def _errors(result: DeckResult) -> list[tuple[str, int | None, str]]:
    return [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"]


def _rows(header: str, row: str, sep: str = ",") -> str:
    """The Lurrus Burn deck (legal in Modern on 2021-06-01), one row per line of it:
    ``row`` formatted with ``count``, ``name`` (quoted), ``main`` and ``side`` (1 or 0)."""
    lines = [header]
    for zone, cards in ((1, MAIN), (0, SIDE)):
        lines += [row.format(count=count, name=f'"{name}"', main=zone, side=1 - zone, sep=sep)
                  for count, name in cards]
    return "\r\n".join(lines) + "\r\n"


def test_a_constant_deck_column_beside_marks_is_an_error_not_copies() -> None:
    result = _check(_rows("Deck,Name,Sideboard", "7,{name},{side}"))
    assert result.status == "illegal"
    assert _errors(result)[0] == (
        "parse-error", 1, "column 'Deck' holds 7 on every row beside columns of 1 and 0: a "
        "deck's number or each row's copies, which the file does not tell; read as a deck's "
        "number (each row one copy, the 1 and 0 marks)")
    assert result.zones == {"main": 13, "side": 5}
    assert not any(v.rule == "copy-limit" for v in result.violations)


def test_a_constant_deck_column_beside_the_main_decks_copies_is_its_number() -> None:
    result = _check(_zone_rows())
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"
            and "Deck" in v.message] == [
        (1, "column 'Deck' holds one number on every row beside another column of the main "
            "deck's copies: a deck's number, no copies")]


def _zone_rows() -> str:
    lines = ["Deck,Name,Main,Side"]
    lines += [f'7,"{name}",{count},0' for count, name in MAIN]
    lines += [f'7,"{name}",0,{count}' for count, name in SIDE]
    return "\r\n".join(lines) + "\r\n"


@pytest.mark.parametrize(("sep", "written"), [
    (",", "{n}.0"),     # pandas, a column holding blanks
    (";", "{n},0"),     # a spreadsheet of decimal commas
    (",", "{n}.00"),
])
def test_a_whole_count_written_as_a_decimal_counts(sep: str, written: str) -> None:
    lines = [sep.join(["Quantity", "Name", "Board"])]
    lines += [sep.join([written.format(n=count), f'"{name}"', board])
              for board, cards in (("main", MAIN), ("sideboard", SIDE))
              for count, name in cards]
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("count", ["1,000", "1.000", "4,000"])
def test_a_count_with_a_thousands_mark_is_an_error(count: str) -> None:
    text = _rows("Quantity,Name,Board", "{count},{name},main").replace(
        '4,"Lightning Bolt"', f'"{count}","Lightning Bolt"', 1)
    result = _check(text)
    mark = "," if "," in count else "."
    assert result.status == "illegal"
    assert _errors(result)[0] == (
        "parse-error", 2, f"quantity {count}: its '{mark}' is a decimal mark or a thousands "
        "separator, which the file does not tell: the row is not counted")


def test_a_thousands_mark_in_a_zones_column_of_copies_is_an_error() -> None:
    lines = ["Name,Main,Side"] + [f'"{name}",{count},' for count, name in MAIN]
    lines += [f'"{name}",,{count}' for count, name in SIDE]
    lines[1] = '"Lightning Bolt","1,000",'
    result = _check("\r\n".join(lines) + "\r\n")
    assert result.status == "illegal"
    assert _errors(result)[0] == (
        "parse-error", 2, "column 'Main' holds '1,000', not a whole number of copies: the "
        "row's copies there were not counted")
    assert result.zones == {"main": 56, "side": 15}


@pytest.mark.parametrize(("header", "row"), [
    ("Nombre,Cantidad,Mazo,Banquillo", "{name},{count},{main},{side}"),  # Spanish
    ("Cantidad;Nombre;Sección", "{count}{sep}{name}{sep}{zone}"),
    ("Nombre,Nom,Réserve", "{count},{name},{side}"),                  # French: Nombre counts
])
def test_spanish_and_french_headers_are_read(header: str, row: str) -> None:
    sep = ";" if ";" in header else ","
    lines = [header]
    for zone, words, cards in ((1, "Mazo", MAIN), (0, "Banquillo", SIDE)):
        lines += [row.format(count=count, name=f'"{name}"', main=zone, side=1 - zone,
                             sep=sep, zone=words) for count, name in cards]
    result = _check("\r\n".join(lines) + "\r\n")
    if header.startswith("Nombre,Nom,"):
        # a Réserve of 1 and 0 alone beside a count: copies or marks, not told (as English)
        assert result.status == "illegal"
        assert {v.line for v in result.violations if v.rule == "parse-error"} == set(
            range(15, 20))
    else:
        assert (result.status, result.zones, _errors(result)) == (
            "legal", {"main": 60, "side": 15}, [])


def test_a_main_and_a_side_column_of_ones_and_zeros_that_split_the_rows_are_marks() -> None:
    result = _check(_rows("Name,Quantity,Main,Sideboard", "{name},{count},{main},{side}"))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"
            and "yes or a no" in v.message] == [
        (1, "column 'Main' is a yes or a no on each row: a row marked yes is in the main "
            "deck (a no: the side deck)"),
        (1, "column 'Sideboard' is a yes or a no on each row: a row marked yes is in the "
            "side deck")]


def test_a_side_column_of_ones_and_zeros_not_splitting_with_main_stays_doubtful() -> None:
    text = _rows("Name,Quantity,Main,Sideboard", "{name},{count},1,{side}")
    result = _check(text)
    assert result.status == "illegal"
    assert {v.line for v in result.violations if v.rule == "parse-error"} == set(
        range(15, 20))


def _export(extra: str) -> str:
    lines = ["Count,Name,Edition,Board"] + [f"{count},{name},mh3,main" for count, name in MAIN]
    lines += [f"{count},{name},mh3,sideboard" for count, name in SIDE]
    lines.insert(1, extra)
    return "\r\n".join(lines) + "\r\n"


def test_a_name_whose_comma_is_not_quoted_is_read_whole() -> None:
    result = _check(_export("1,Kozilek, Butcher of Truth,roe,main"))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 61, "side": 15}, [])
    assert [v.message for v in result.violations if v.rule == "reading" and v.line == 2] == [
        "the row holds 5 cells, the header 4: its name's comma is not quoted, read as one "
        "name 'Kozilek, Butcher of Truth'"]


def test_a_name_run_on_that_names_no_card_is_an_unknown_card_not_its_first_part() -> None:
    result = _check(_export("1,Lightning Bolt, Black Lotus,lea,main"))
    assert result.status == "illegal"
    assert [(rule, line) for rule, line, _ in _errors(result)] == [("unknown-card", 2)]
    assert _errors(result)[0][2].startswith(
        "unknown card 'Lightning Bolt, Black Lotus'")


def test_a_card_name_past_the_headers_columns_is_an_error() -> None:
    lines = ["Count,Name"] + [f"{count},{name}" for count, name in MAIN + SIDE]
    lines[1] = "4,Lightning Bolt,Black Lotus"
    result = _check("\r\n".join(lines) + "\r\n")
    assert result.status == "illegal"
    assert _errors(result) == [(
        "parse-error", 2, "column 3 is past the header's 2 columns: 'Black Lotus' was not "
        "read")]


def _sheet(title: list[str], total: bool) -> str:
    lines = [*title, "Quantity,Name,Board"]
    lines += [f'{count},"{name}",main' for count, name in MAIN]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    if total:
        lines.append("75,Total,")
    return "\r\n".join([*lines, ",,"]) + "\r\n"


def test_a_spreadsheets_title_rows_and_total_row_are_no_cards() -> None:
    result = _check(_sheet(["Lurrus Burn,,", ",,"], total=True))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    notes = [(v.line, v.message) for v in result.violations if v.rule == "reading"]
    assert (1, "'Lurrus Burn' above the header is the sheet's title, not a card") in notes
    assert (3, "read as a card CSV export (a header row naming its columns)") in notes
    assert (len(MAIN) + len(SIDE) + 4, "a row of the count column's total, not a card: "
            "not counted") in notes


def test_a_card_line_in_a_title_row_is_counted() -> None:
    result = _check(_sheet(["1 Black Lotus,,"], total=False))
    assert result.status == "illegal"
    assert [(rule, line) for rule, line, _ in _errors(result)] == [("card-pool", 1)]


def test_a_total_row_that_is_not_the_sum_is_a_declared_total() -> None:
    """A row named ``Total`` whose count is not the sum is the sheet's total all the
    same, compared with the cards read as a text list's ``Total: 74`` is: a warning, where
    it was an unknown card 'Total' of 74 copies, a legal deck illegal."""
    result = _check(_sheet([], total=True).replace("75,Total,", "74,Total,"))
    line = len(MAIN) + len(SIDE) + 2
    assert (result.status, _errors(result)) == ("legal", [])
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule == "declared-count"] == [
        ("declared-count", line, f"'74 Total' (line {line}) declares 74 cards, but 75 cards "
         "were read in the list")]


@pytest.mark.parametrize(("header", "cell", "errors"), [
    ("Quantity,Name,Board", '"1 Oko, Thief of Crowns"', [
        "the board '1 Oko, Thief of Crowns' names no zone of the deck: its rows were counted "
        "in the main deck, where the file may not mean them",
        "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)"]),
    ("Quantity,Name,Category", '"1 Oko, Thief of Crowns"', [
        "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)"]),
    # a cell a role reads on a card's row (its set) is a note on a total's
    ("Quantity,Name,Set Code", '"1 Oko, Thief of Crowns"', [
        "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)"]),
])
def test_a_total_rows_board_or_category_cell_is_read_as_any_rows(
        header: str, cell: str, errors: list[str]) -> None:
    """A row of the count column's total reads its board or category cell as any row
    does, and its other cells as notes: a card line there counts (it was never read, the
    banned card dropped: legal)."""
    rows = [f'{count},"{name}",main' for count, name in MAIN]
    text = "\r\n".join([header, *rows, f"60,Total,{cell}"]) + "\r\n"
    result = _check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(line, message) for _, line, message in _errors(result)] == [
        (len(MAIN) + 2, message) for message in errors]


def test_a_total_row_naming_a_card_in_a_second_name_column_is_no_total() -> None:
    rows = [f'{count},"{name}","{name}"' for count, name in MAIN]
    text = "\r\n".join(["Quantity,Name,Simple Name", *rows, "60,Total,Grief"]) + "\r\n"
    result = _check(text)
    assert _errors(result) == [("parse-error", len(MAIN) + 2, "the name columns disagree: "
                                "Name 'Total' and Simple Name 'Grief'; not read")]


def _sectioned(*rows: str) -> list[str]:
    """The deck as a sheet of ``Quantity,Name`` rows with a ``Sideboard`` row over its
    side deck, and ``rows`` after them."""
    lines = ["Quantity,Name"] + [f'{count},"{name}"' for count, name in MAIN]
    return [*lines, "Sideboard", *(f'{count},"{name}"' for count, name in SIDE), *rows]


@pytest.mark.parametrize("names", [("Main Total", "Sideboard total:", "Grand Total"),
                                   ("Total", "Total", "TOTAL CARDS"),
                                   ("Subtotal", "subtotal", "Overall total")])
def test_total_rows_under_other_names_are_no_cards(names: tuple[str, str, str]) -> None:
    # "Grand Total" and "Main total" were unknown cards, and so was a section's total
    # over one row: a legal deck illegal
    lines = ["Quantity,Name"] + [f'{count},"{name}"' for count, name in MAIN]
    lines.append(f"60,{names[0]}")
    lines += ["Sideboard", *(f'{count},"{name}"' for count, name in SIDE[:1])]
    lines.append(f"{SIDE[0][0]},{names[1]}")
    lines.append(f"{60 + SIDE[0][0]},{names[2]}")
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": SIDE[0][0]}, [])
    assert [v.line for v in result.violations if v.message == "a row of the count "
            "column's total, not a card: not counted"] == [
        len(MAIN) + 2, len(lines) - 1, len(lines)]


def test_a_card_whose_name_holds_total_is_counted() -> None:
    result = _check("\r\n".join(_sectioned('1,"Total War"')) + "\r\n")
    assert (result.status, result.zones["side"]) == ("illegal", 16)
    assert [(rule, line) for rule, line, _ in _errors(result)][1:] == [
        ("card-pool", len(MAIN) + len(SIDE) + 3)]
    assert "Total War" in _errors(result)[1][2]


@pytest.mark.parametrize("row", ["Maybeboard", "3,Maybeboard", "Maybeboard (3)", "Tokens:",
                                 "Considering:"])
def test_a_row_naming_a_section_outside_the_deck_says_its_rows_are_counted(
        row: str) -> None:
    # the rows below stay counted, and the row was "quantity Maybeboard is not between 1
    # and 999" or an unknown card 'Maybeboard'
    lines = _sectioned(row, '1,"Black Lotus"')
    result = _check("\r\n".join(lines) + "\r\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": 16}
    heading = row.replace("3,", "")
    assert sorted(_errors(result), key=lambda error: error[1] or 0)[1:] == [(
        "parse-error", len(lines) - 1, f"the row '{heading}' heads a section outside the "
        "deck, which the rows of a spreadsheet cannot leave out: the rows below it are "
        "counted as the rows above it are"), (
        "card-pool", len(lines), "Black Lotus is not in the card pool of Modern on "
        "2021-06-01: never printed in a set of the pool (printed in Limited Edition Alpha "
        "(LEA), Limited Edition Beta (LEB) and 6 other sets)")]
    assert [rule for rule, _, _ in _errors(result)].count("zone-size") == 1


@pytest.mark.parametrize("written", ["Wear & Tear", "Wear/Tear", "Wear // Tear"])
def test_a_split_cards_name_in_a_name_cell_is_read_as_in_a_text_line(written: str) -> None:
    lines = ["Quantity,Name,Board"] + [f'{count},"{name}",main' for count, name in MAIN]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE[:-1]]
    lines.append(f'4,"{written}",sideboard')   # for the 4 Rest in Peace
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [v.message for v in result.violations if v.line == len(lines)
            and v.rule == "reading"] == (
        [f"no card is named '{written}': read as 4 Wear // Tear"]
        if written == "Wear & Tear" else [])


@pytest.mark.parametrize(("written", "name"), [
    ("{name} (M10) 146", "{name}"), ("{name} [M10]", "{name}"), ("[M10:146] {name}", "{name}"),
    ("{name} (M10) 146 *F*", "{name}"), ("{name} {{M10}}", "{name}")])
def test_a_set_code_in_a_name_cell_is_cut_as_after_a_text_lines_count(
        written: str, name: str) -> None:
    # a spreadsheet of an Arena or Moxfield list pasted into a name column: the legal
    # deck was an unknown card on every row, and a banned card so written no ban
    lines = ["Quantity,Name,Board"] + [
        f'{count},"{written.format(name=card)}",main' for count, card in MAIN]
    lines += [f'{count},"{card}",sideboard' for count, card in SIDE]
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    first = written.format(name=MAIN[0][1])
    assert [v.message for v in result.violations if v.line == 2 and v.rule == "reading"] == [
        f"no card is named '{first}': read as {MAIN[0][0]} {name.format(name=MAIN[0][1])}"]
    uro = written.format(name="Uro, Titan of Nature's Wrath")
    banned = _check(f'Quantity,Name\r\n1,"{uro}"\r\n')
    assert [(rule, line) for rule, line, _ in _errors(banned)] == [
        ("banned", 2), ("zone-size", 2)]


@pytest.mark.parametrize("board", ["SB:", "Sideboard (15)", "Side Board - 15", "Sideboard:",
                                   "**Sideboard**", "__Sideboard__", "Sideboard Cards",
                                   "Side board cards (15)", "// Sideboard"])
def test_a_board_cell_written_as_a_header_is_that_zone(board: str) -> None:
    lines = ["Quantity,Name,Board"] + [f'{count},"{name}",main' for count, name in MAIN]
    lines += [f'{count},"{name}",{board}' for count, name in SIDE]
    lines.append(f'1,"Kor Firewalker",{board}')   # a sixteenth sideboard card
    result = _check("\r\n".join(lines) + "\r\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": 16}
    assert [rule for rule, _, _ in _errors(result)] == ["zone-size"]
    assert "Sideboard: 16 cards; at most 15" in _errors(result)[0][2]


@pytest.mark.parametrize(("board", "meant"), [
    ("Sidebaord", "Sideboard"), ("sidebord", "Sideboard"), ("Side boad", "Side board"),
    ("Maybebaord", "Maybeboard"), ("Comander", "Commander"),
    # two typos in a board's name of eight letters or more
    ("Sidebored", "Sideboard"), ("Maybebored", "Maybeboard")])
def test_a_board_cell_within_a_typo_of_a_zone_is_a_parse_error(board: str, meant: str) -> None:
    # a card under a misspelt board was a category, counted in the main deck: a main
    # deck of 59 cards written so was one of 60, the deck legal
    lines = ["Quantity,Name,Board", '3,"Lightning Bolt",main']
    lines += [f'{count},"{name}",main' for count, name in MAIN[1:]]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    lines.append(f'1,"Lightning Bolt",{board}')
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 15})
    assert _errors(result) == [
        ("parse-error", len(lines), f"the board '{board}' names no zone, but is within a "
         f"typo of '{meant}': its rows were counted in the main deck, where the file may not "
         "mean them")]


@pytest.mark.parametrize(("board", "meant"), [
    ("Sidbord", "Sideboard"), ("Sydebord", "Sideboard"), ("Manbord", "Mainboard")])
def test_a_board_cell_of_a_zones_consonants_is_a_parse_error(board: str, meant: str) -> None:
    # its vowels mistyped, two or more: a category, the side deck counted in the main deck
    lines = ["Quantity,Name,Board"] + [f'{count},"{name}",main' for count, name in MAIN]
    lines += [f'{count},"{name}",{board}' for count, name in SIDE]
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones) == ("illegal", {"main": 75})
    assert _errors(result) == [
        ("parse-error", len(MAIN) + 2, f"the board '{board}' names no zone, but is within a "
         f"typo of '{meant}': its rows were counted in the main deck, where the file may not "
         "mean them")]


@pytest.mark.parametrize("category", ["Pleins", "Sidbord", "Plaines", "Schemas"])
def test_a_category_of_a_zones_consonants_is_a_category(category: str) -> None:
    """Under a ``Category`` column (any name), a cell that writes a zone's or a section's
    consonants with other vowels is no typo of it: ``Plains`` (a card type's grouping)
    was refused as a typo of Planes, a legal deck illegal."""
    lines = ["Quantity,Name,Category"] + [f'{count},"{name}",main' for count, name in MAIN]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    lines[1] = f'{MAIN[0][0]},"{MAIN[0][1]}",{category}'
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _errors(result) == []


@pytest.mark.parametrize("title", ["Board", "Zone", "Section", "board"])
@pytest.mark.parametrize("board", ["Post-board", "Main/Side", "Board 2", "PostBoard",
                                   "Side + Main", "Pre-board"])
def test_a_board_cell_with_a_boards_words_naming_no_zone_is_a_parse_error(
        title: str, board: str) -> None:
    # under a column of boards, a cell that names a board and no zone was a category:
    # the side deck counted in the main deck without a word
    lines = [f"Quantity,Name,{title}"] + [f'{count},"{name}",main' for count, name in MAIN]
    lines += [f'{count},"{name}",{board}' for count, name in SIDE]
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones) == ("illegal", {"main": 75})
    assert _errors(result) == [
        ("parse-error", len(MAIN) + 2, f"the board '{board}' names no zone of the deck: its "
         "rows were counted in the main deck, where the file may not mean them")]


@pytest.mark.parametrize("title", ["Category", "Deck"])
def test_a_boards_words_under_a_category_column_stay_a_category(title: str) -> None:
    # a Category or Deck column holds any name: only a board's column is read so
    lines = [f"Quantity,Name,{title}"] + [f'{count},"{name}",Post-board' for count, name in MAIN]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


_CATEGORY_SEPARATORS = [",", ";", "/", "+", "&", "|", ":", " - ", " and ", ">", " > ", "->",
                        " \u2192 ", "~", "\u00b7", " \u2022 ", " \u2014 ", " _ ", " . ", " = ",
                        "\\", " with ", " * ", "\u2026", "#", "\uff1b", "\uff0f", "\u3001",
                        # joined into one label: Hate_Sideboard, Sideboard_Hate the sideboard
                        # (a deck's name and its side deck's words), as Hate Sideboard is
                        "\u2014", "_", ".", " ", ""]


@pytest.mark.parametrize("title", ["Category", "Deck"])
@pytest.mark.parametrize("sep", _CATEGORY_SEPARATORS)
@pytest.mark.parametrize(("first", "second"), [("Hate", "Sideboard"), ("Sideboard", "Hate")])
def test_a_category_cell_is_parted_as_a_text_marks_categories(
        title: str, sep: str, first: str, second: str) -> None:
    # "Hate;Sideboard", "Hate+Sideboard" in a Category cell was one category of the main
    # deck (a board cell's commas only), unsaid, while the text mark [Hate;Sideboard] put
    # the card in the sideboard: one deck, two verdicts. The same deck written either way
    # gets the same zones and verdict, whatever separator parts the categories
    category = f"{first}{sep}{second}"
    count, moved = MAIN[0]
    lines = [f"Quantity,Name,{title}", f'{count},"{moved}","{category}"']
    lines += [f'{count},"{name}",main' for count, name in MAIN[1:]]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    from_csv = _check("\r\n".join(lines) + "\r\n")
    text = ["Deck", f"{count} {moved} [{category}]", *(f"{c} {n}" for c, n in MAIN[1:]),
            "", "Sideboard", *(f"{c} {n}" for c, n in SIDE)]
    from_text = Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2021, 6, 1),
                                     use_config=False)).check_bytes(
        "\n".join(text).encode() + b"\n", "deck.txt")
    expected = ("illegal", {"main": 60 - count, "side": 15 + count})
    assert (from_csv.status, from_csv.zones) == expected
    assert (from_text.status, from_text.zones) == expected
    assert sorted(message for rule, _, message in _errors(from_csv) if rule == "zone-size") \
        == sorted(message for rule, _, message in _errors(from_text) if rule == "zone-size") \
        == [f"Main deck: {60 - count} cards; at least 60",
            f"Sideboard: {15 + count} cards; at most 15"]


_LABELS = ["Hate_Sideboard", "Hate Sideboard", "Game 2 Sideboard", "Hate SB", "HateSideboard",
           "Hate Sideboard{noPrice}", "Sideboard Hate", "SB Hate",
           "Hate R\u00e9serve", "Banquillo Odio", "Hate Sideboard{noDeck}",
           "Hate_Sideboard{noPrice}", "Sideboard_Plan", "Hate.Sideboard", "Hate~Sideboard",
           "Hate (Sideboard)", "Hate Side Board",
           # tags as Archidekt and Moxfield write them: read as they were
           "Ramp", "Card Draw", "Removal, Sideboard", "Maybeboard{noDeck}{noPrice}",
           "Ramp,Maybeboard", "Ramp,Maybeboard{noDeck}", "Commander Staples",
           "Commander-Staples", "Maybe Cut", "Reserved List", "Sideboarding",
           "Side Hate"]


#: The first labels of ``_LABELS``, each the side deck's.
_SIDE_LABELS = 17


@pytest.mark.parametrize("label", _LABELS)
def test_a_category_cell_and_a_text_mark_are_one_reading(label: str) -> None:
    # "[Hate Sideboard]" was a main deck card unsaid (a sixteenth sideboard card legal)
    # while the CSV cell "Hate Sideboard" was the sideboard's; "Ramp,Maybeboard" was said
    # in a text mark, not in a cell: one reader of a label, the same zones, verdict and
    # notes on the row of the card either way
    count, moved = MAIN[0]
    lines = ["Quantity,Name,Category", f'{count},"{moved}","{label}"']
    lines += [f'{count},"{name}",Main' for count, name in MAIN[1:]]
    lines += [f'{count},"{name}",Sideboard' for count, name in SIDE]
    from_csv = _check("\r\n".join(lines) + "\r\n")
    text = [f"{count}x {moved} [{label}]", *(f"{c}x {n} [Main]" for c, n in MAIN[1:]),
            *(f"{c}x {n} [Sideboard]" for c, n in SIDE)]
    from_text = Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2021, 6, 1),
                                     use_config=False)).check_bytes(
        "\n".join(text).encode() + b"\n", "deck.txt")
    assert (from_csv.status, from_csv.zones) == (from_text.status, from_text.zones)
    assert [v.message for v in from_csv.violations if v.rule == "reading" and v.line == 2
            and not v.message.startswith("category [")] == [
        v.message for v in from_text.violations if v.rule == "reading" and v.line == 1
        and not v.message.startswith("category [")]
    side = label in _LABELS[:_SIDE_LABELS] or label == "Removal, Sideboard"
    out = label.startswith("Maybeboard{")
    assert from_csv.zones == ({"main": 60 - count, "side": 15 + count} if side
                              else {"main": 60 - count, "side": 15} if out
                              else {"main": 60, "side": 15})


_NEAR_NO_ZONE = [
    "Creatures", "Sideboarding", "Burn", "Token", "Reserved List",
    # words of their own two typos or more from a zone's name, and a section's singular
    # (each was a parse-error, a legal deck illegal)
    "Command", "Commandments", "Sidebar", "Attraction", "Contraption", "Sticker"]


@pytest.mark.parametrize("category", _NEAR_NO_ZONE)
def test_a_category_near_no_zones_name_stays_a_category(category: str) -> None:
    lines = ["Quantity,Name,Category"] + [f'{count},"{name}",{category}'
                                          for count, name in MAIN]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, _errors(result)) == ("legal", [])


@pytest.mark.parametrize("board", ["Creatures", "Basic Lands", "Instants/Sorceries",
                                   "Blue Creatures", "Other Spells"])
def test_a_grouping_of_card_types_under_a_board_column_stays_a_category(board: str) -> None:
    lines = ["Quantity,Name,Board"] + [f'{count},"{name}",{board}' for count, name in MAIN]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


_LANDS = {"Inspiring Vantage", "Sacred Foundry", "Mountain"}


@pytest.mark.parametrize(("nonlands", "lands"), [
    ("nonlands", "lands"), ("nonland", "land"), ("Nonland Cards", "Lands"),
    ("non-lands", "lands"), ("Non-Land Cards", "Basic Lands"), ("noncreatures", "lands"),
    ("Noncreature Spells", "lands"), ("NONLANDS", "LANDS")])
def test_scryfalls_lands_and_nonlands_sections_are_the_deck(nonlands: str,
                                                           lands: str) -> None:
    """Scryfall's deck CSV export heads its cards by the section column: commanders,
    lands, nonlands, sideboard. A card type with ``non`` before it (the game data's
    ``type_prefixes``), joined or hyphened, singular or plural, with ``cards`` or
    ``spells`` after it, groups the deck's cards as the type does: the ``nonlands`` board
    was a parse-error, the legal deck illegal."""
    lines = ["section,count,name"] + [
        f'{lands if name in _LANDS else nonlands},{count},"{name}"' for count, name in MAIN]
    lines += [f'sideboard,{count},"{name}"' for count, name in SIDE]
    result = _check("\n".join(lines) + "\n")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("title", ["Board", "Zone", "Section"])
@pytest.mark.parametrize("board", [
    "Sideboarding", "Reserved List", *_NEAR_NO_ZONE[5:], "cut", "outside",
    "none", "extra", "binder", "trade", "hidden", "xyz", "Maybeboard (2)",
    # a role's grouping names no card type: "Burn" passed as a category, unsaid, where
    # "Hate" was a parse-error
    "Burn", "Ramp", "Removal", "Board Wipes", "Threats"])
def test_a_board_cell_of_any_words_naming_no_zone_is_a_parse_error(
        title: str, board: str) -> None:
    # one word naming no zone (wishboard, cut) was a category: a sixteenth sideboard
    # card counted in the main deck without a word, the deck legal
    lines = [f"Quantity,Name,{title}"] + [f'{count},"{name}",main' for count, name in MAIN]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    lines.append(f'1,"Pyroclasm",{board}')
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert _errors(result) == [
        ("parse-error", len(lines), f"the board '{board}' names no zone of the deck: its "
         "rows were counted in the main deck, where the file may not mean them")]


@pytest.mark.parametrize("board", ["wishboard", "Wish board", "Wishboard (1)"])
def test_a_wishboard_cell_is_the_side_deck(board: str) -> None:
    # a Wish's cards come from the sideboard (Magic Tournament Rules 3.13): a sixteenth
    # card there was a category of the main deck, the deck legal
    lines = ["Quantity,Name,Board"] + [f'{count},"{name}",main' for count, name in MAIN]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    lines.append(f'1,"Pyroclasm",{board}')
    result = _check("\r\n".join(lines) + "\r\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(rule, message) for rule, _, message in _errors(result)] == [
        ("zone-size", "Sideboard: 16 cards; at most 15")]


def test_a_maybeboard_cell_with_a_count_stays_in_the_deck() -> None:
    lines = ["Quantity,Name,Board"] + [f'{count},"{name}",main' for count, name in MAIN]
    lines += [f'{count},"{name}",sideboard' for count, name in SIDE]
    lines.append('1,"Black Lotus",Maybeboard (3)')
    result = _check("\r\n".join(lines) + "\r\n")
    # its board names no zone: a parse-error beside the card's own error
    assert result.zones == {"main": 61, "side": 15}
    assert [(rule, line) for rule, line, _ in _errors(result)] == [
        ("parse-error", len(lines)), ("card-pool", len(lines))]


#: A Duel Commander deck of 2025-12-11 (Duel Commander League): its commander and the
#: first cards of its 99, the rest basic lands.
_DUEL = [(1, "Aminatou, the Fateshifter"), (1, "Beseech the Mirror"), (1, "Brainstorm"),
         (1, "Censor"), (1, "Concealed Courtyard")]


def _archidekt(commander: str) -> str:
    """The deck as Archidekt's CSV writes it, the user's categories empty but for the
    commander's row, ``Commander``."""
    rows = ["Quantity,Name,Finish,Edition Code,Categories",
            f'1,"{commander}",Normal,mh3,Commander',
            *(f'{count},"{name}",Normal,xxx,' for count, name in _DUEL[1:]),
            "95,Plains,Normal,xxx,"]
    return "\r\n".join(rows) + "\r\n"


def _duel(text: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mtg/duel-commander", as_of=dt.date(2025, 12, 11),
                                use_config=False)).check_bytes(text.encode(), "deck.csv")


def test_a_board_column_naming_the_command_zone_alone_is_no_yes_or_no_column() -> None:
    """A board column whose one filled cell is ``Commander`` names the command zone: it
    was read as a yes-or-no column, the commander a sideboard card (``commander``,
    ``zone-card-type`` and ``zone-size`` errors where the text list has ``commander``
    and ``colour-identity``); the legal deck stays legal with the commander in its zone."""
    legal = _duel(_archidekt("Aminatou, the Fateshifter"))
    assert (legal.status, legal.zones, _errors(legal)) == (
        "legal", {"command": 1, "main": 99}, [])
    assert not any("yes or a no" in v.message for v in legal.violations)
    bolt = _duel(_archidekt("Lightning Bolt"))
    assert (bolt.status, bolt.zones) == ("illegal", {"command": 1, "main": 99})
    assert [(rule, line) for rule, line, _ in _errors(bolt)] == [("commander", 2)] + [
        ("colour-identity", line) for line in (3, 4, 5, 6, 7)]
    assert _errors(bolt)[0][2].startswith("Lightning Bolt (Instant) cannot be your commander")


def _players_rows(players: list[str], sep: str = ",", title: str = "Player") -> str:
    """The Lurrus Burn deck once per player of ``players``, each row naming its player."""
    lines = [sep.join((title, "Count", "Card", "Board"))]
    for player in players:
        lines += [sep.join((player, str(count), f'"{name}"', zone))
                  for zone, cards in (("main", MAIN), ("side", SIDE)) for count, name in cards]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("players", "sep", "title"), [
    (["Ann", "Bob"], ",", "Player"), (["Ann", "Bob", "Cy"], ";", "Player name"),
    (["Ann", "Bob", "Cy", "Dee", "Eve"], "\t", "Joueur"), (["Ann", "Bob"], ",", "Spieler")])
def test_a_sheet_of_several_players_decks_is_not_judged_as_one(
        players: list[str], sep: str, title: str) -> None:
    # the decks were read as one: two legal 60-card decks were one legal 120-card deck,
    # and a player's short deck beside another's was legal
    result = _check(_players_rows(players, sep, title))
    shown = ", ".join(f"'{name}'" for name in players[:3])
    more = f" and {len(players) - 3} more" if len(players) > 3 else ""
    assert (result.status, [(v.rule, v.line, v.message) for v in result.violations]) == (
        "error", [("file-error", 2 + len(MAIN) + len(SIDE),
                   f"the decks of {len(players)} players in one sheet ({shown}{more}): not "
                   "judged; one deck a file (split it by player)")])


def test_a_sheet_of_one_players_deck_names_its_player() -> None:
    rows = _players_rows(["Ann Lee"]).splitlines()
    rows[2] = rows[2].replace("Ann Lee,", " ann  lee ,")  # one player written two ways
    rows[3] = rows[3].replace("Ann Lee", "")  # and left out
    result = _check("\n".join(rows) + "\n")
    assert (result.status, result.player, result.zones, result.player_line) == (
        "legal", "Ann Lee", {"main": 60, "side": 15}, 2)


@pytest.mark.parametrize("extra", ["Sideboard,,,", "Total,75,,", "Player,Count,Card,Board"])
def test_a_section_total_or_header_row_names_no_player(extra: str) -> None:
    # a section's, a total's or a repeated header's row was counted as a second player,
    # a real legal deck not judged ("the decks of 2 players ... ('Ann', 'Sideboard')")
    rows = _players_rows(["Ann"]).splitlines()
    rows.insert(len(rows) if extra.startswith("Total") else 3, extra)
    result = _check("\n".join(rows) + "\n")
    assert (result.player, [v.rule for v in result.violations if v.severity == "error"]) \
        == ("Ann", [])



@pytest.mark.parametrize("players", [["Ann", "2Fast"], ["1", "2"], ["#1 Ann", "#2 Bob"],
                                     ["Ann", "# Bob"]])
def test_a_player_named_by_digits_is_a_player(players: list[str]) -> None:
    # a name starting with a digit was no player, nor one starting with # (the row's
    # cards counted all the same): two players' decks one legal deck
    result = _check(_players_rows(players))
    assert (result.status, [v.rule for v in result.violations]) == ("error", ["file-error"])


def _two_decks_rows(header: str, first: str, second: str) -> str:
    """The Lurrus Burn main deck split in two halves, each a deck of its own (too short
    alone), its rows' cells before the count ``first`` then ``second``: read as one,
    they were one legal deck."""
    half = len(MAIN) // 2
    lines = [header]
    for cells, cards in ((first, MAIN[:half]), (second, MAIN[half:])):
        lines += [f'{cells}{count},"{name}"' for count, name in cards]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("header", "first", "second", "said"), [
    # one player's two decks, a player named on the first row only
    ("Player,Deck,Count,Card", "Ann,Burn,", "Ann,Boros,", "column 'Deck': 'Burn', 'Boros'"),
    ("Player,Deck,Count,Card", ",Burn,", ",Boros,", "column 'Deck': 'Burn', 'Boros'"),
    ("Spieler;Deck;Anzahl;Kartenname", "Ann;Burn;", ";Boros;",
     "column 'Deck': 'Burn', 'Boros'"),
    # a column naming the deck's owner, its team or its sender besides a player's
    ("Owner,Count,Card", "Ann,", "Bob,", "column 'Owner': 'Ann', 'Bob'"),
    ("Team name,Player,Count,Card", "Red,Ann,", "Blue,,", "column 'Team name': 'Red', 'Blue'"),
    ("Email Address,Count,Card", "a@example.org,", "b@example.org,",
     "column 'Email Address': 'a@example.org', 'b@example.org'"),
    # a registration export's fields naming players
    ("First Name,Last Name,Count,Card", "Ann,Lee,", "Bob,Lee,",
     "column 'First Name': 'Ann', 'Bob'"),
    ("Last Name,Count,Card", "Lee,", "Ray,", "column 'Last Name': 'Lee', 'Ray'"),
    ("DCI,Quantity,Name", "123,", "456,", "column 'DCI': '123', '456'"),
    # a team's sheet of its players' decks by seat, an event's by table
    ("Team,Seat,Count,Card", "Red,A,", "Red,B,", "column 'Seat': 'A', 'B'"),
    ("Table,Count,Card", "12,", "13,", "column 'Table': '12', '13'"),
    # a column naming the deck, with no player's beside it
    ("Deck name,Count,Card", "Burn,", "Boros,", "column 'Deck name': 'Burn', 'Boros'"),
    ("Archetype,Quantity,Name", "Burn,", "Boros,", "column 'Archetype': 'Burn', 'Boros'")])
def test_a_sheet_of_two_decks_is_not_judged_as_one(header: str, first: str, second: str,
                                                   said: str) -> None:
    # each was read as one deck: two short decks one legal 60-card deck
    text = _two_decks_rows(header, first, second)
    if ";" in header:
        text = text.replace(',"', ";").replace('"\n', "\n").replace('"', "")
    result = _check(text)
    assert (result.status, [(v.rule, v.line, v.message) for v in result.violations]) == (
        "error", [("file-error", 2 + len(MAIN) // 2, f"2 decks in one sheet ({said}): not "
                   "judged; one deck a file (split it by deck,"
                   " or leave the column out if the sheet holds one deck)")])


@pytest.mark.parametrize(("header", "first", "second"), [
    ("Player,Deck,Count,Card", "Ann,Main,", "Ann,Mainboard,"),  # a Deck column of zones
    ("Player,Deck,Count,Card", "Ann,Burn,", "Ann,Burn Main,"),  # a deck's folders
    ("Deck,Count,Card", "Burn,", "Creatures,"),  # categories: no player's column
    ("Team,Deck name,Count,Card", "Red,Burn,", "red,burn,")])  # one written two ways
def test_a_sheet_of_one_deck_beside_its_names_is_judged(header: str, first: str,
                                                        second: str) -> None:
    result = _check(_two_decks_rows(header, first, second))
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize(("header", "first", "second", "said"), [
    ("Player,Count,Card", "CSV,", "Bob,",
     "the decks of 2 players in one sheet ('CSV', 'Bob'): not judged; one deck a file "
     "(split it by player)"),
    ("Deck name,Count,Card", "My CSV deck,", "Blue,",
     "2 decks in one sheet (column 'Deck name': 'My CSV deck', 'Blue'): not judged; one "
     "deck a file (split it by deck, or leave the column out if the sheet holds one "
     "deck)")])
def test_a_sheet_of_two_decks_named_csv_is_not_read_as_text(
        header: str, first: str, second: str, said: str) -> None:
    # the reader told its own "not a card CSV export" from other errors by the word CSV
    # in the message: a player or deck so named made the sheet plain text, each row an
    # unknown card, not the sheet of two decks it is
    from cardtools.decklist import read_decklist

    decklist = read_decklist(_two_decks_rows(header, first, second).encode(), "deck.csv")
    assert decklist.fatal is not None
    assert (decklist.fatal.rule, decklist.fatal.message) == ("file-error", said)


def _named_deck_rows(header: str, main: str, side: str) -> str:
    """The Lurrus Burn deck, its main deck's rows after the cells ``main``, its side
    deck's after ``side``, each row ending ``count,"name"``."""
    lines = [header] + [f'{main}{count},"{name}"' for count, name in MAIN]
    lines += [f'{side}{count},"{name}"' for count, name in SIDE]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("header", "main", "side"), [
    ("Player,Deck name,Count,Card", "Ann,Burn,", "Ann,Sideboard,"),
    ("Player,Deck name,Count,Card", "Ann,Burn,", "Ann,Sideboard (15),"),
    ("Player,Deck name,Count,Card", "Ann,Burn,", "Ann,Burn Maybeboard,"),
    ("Player,Archetype,Count,Card", "Ann,Burn,", "Ann,Burn Commander,"),
    ("Player,Deck name,Count,Card", "Ann,Burn,", "Ann,Réserve,"),
    ("Player,Deck name,Count,Card", "Ann,Burn,", "Ann,Tokens:,"),
    ("Board,Deck name,Count,Card", "Main,Burn,", "Sideboard,Sideboard,"),
    ("Board,Deck name,Count,Card", "Main,Burn,", "Sideboard,Burn Maybeboard,"),
    ("Folder Name,Count,Card", "From the Ashes,", "From the Ashes Sideboard,"),
    ("Folder Name,Count,Card", "Del Burn,", "Sideboard Del Burn,"),
    ("Folder Name,Count,Card", "For Mirrodin,", "For Mirrodin SB,"),
    ("DCI,Count,Card", "0012345,", "12345,"),
    ("Table,Count,Card", "#12,", "12,")])
def test_a_deck_name_column_of_one_decks_zones_or_one_id_is_one_deck(
        header: str, main: str, side: str) -> None:
    # each was "2 decks in one sheet ('Burn', 'Sideboard')", a legal deck not judged: a
    # zone's words alone or after the deck's name, and an id written two ways, name one deck
    result = _check(_named_deck_rows(header, main, side))
    assert (result.status, _errors(result)) == ("legal", [])
    assert sum(result.zones.values()) == 75


@pytest.mark.parametrize("title", [
    "Full Name", "Player Email", "Players", "Name of player", "Discord Username",
    "MTGO Username", "Arena Username", "Wizards Account", "Melee ID", "Owner Name",
    "Deck Owner:", "Seat Number", "Table #", "Pod", "Joueur(se)", "E-Mail-Adresse",
    "Adresse e-mail", "Correo electrónico", "Nombre completo", "Cognome", "Nickname",
    "Decklist Name", "Deck Title", "Archetype Name", "Arquetipo", "Archétype",
    "Spielername", "Nombre de usuario", "Nom du joueur", "Número de mesa"])
def test_a_column_naming_owners_or_decks_in_other_words_is_two_decks(title: str) -> None:
    # each title, not in the list of known ones, was no column of whose deck a row is:
    # two decks' halves one legal deck
    result = _check(_two_decks_rows(f"{title},Count,Card", "Ann,", "Bob,"))
    assert (result.status, [(v.rule, v.line) for v in result.violations]) == (
        "error", [("file-error", 2 + len(MAIN) // 2)])
    assert result.violations[0].message.startswith(
        f"2 decks in one sheet (column '{title}': 'Ann', 'Bob')") or (
        result.violations[0].message.startswith("the decks of 2 players"))


@pytest.mark.parametrize(("title", "first", "second"), [
    ("Table", "#12,", "#13,"), ("Team", "#1,", "#2,"), ("Seat", "// A,", "// B,")])
def test_an_owner_cell_written_as_a_comment_on_a_card_row_is_a_value(
        title: str, first: str, second: str) -> None:
    # a cell starting with # or // was a comment, yet its row's card was counted: two
    # tables' decks one legal deck
    result = _check(_two_decks_rows(f"{title},Count,Card", first, second))
    assert (result.status, [v.rule for v in result.violations]) == ("error", ["file-error"])


@pytest.mark.parametrize("title", ["Players Count", "Table Size", "Card Name"])
def test_a_column_counting_or_naming_cards_names_no_owner(title: str) -> None:
    from cardtools.decklist.csv_export import names_deck, names_owner

    assert not names_owner(title) and not names_deck(title)


@pytest.mark.parametrize(("side", "expected"), [
    # the side deck's rows were counted in the main deck: a 45-card main deck legal
    ("Burn Sideboard", [("zone-size", 2, "Main deck: 45 cards; at least 60")]),
    ("Burn - SB", [("zone-size", 2, "Main deck: 45 cards; at least 60")]),
    # a section outside the deck under the deck's name is no zone the reader reads: two
    # decks' names, not judged
    ("Burn Maybeboard", [("file-error", 4, "2 decks in one sheet (column 'Deck': 'Burn', "
                          "'Burn Maybeboard'): not judged; one deck a file (split it by deck,"
                          " or leave the column out if the sheet holds one deck)")]),
])
def test_a_players_deck_column_reads_the_side_deck_under_the_decks_name(
        side: str, expected: list[tuple[str, int, str]]) -> None:
    sheet = ("Player,Deck,Count,Card\nAnn,Burn,4,Lightning Bolt\nAnn,Burn,41,Mountain\n"
             f"Ann,{side},15,Swamp\n")
    assert _errors(_check(sheet)) == expected


def _owned(title: str, first: str, second: str) -> str:
    """The Lurrus Burn deck as a sheet of an owner's column: its first 10 rows under
    ``first``, the others under ``second``."""
    rows = [*((count, name, "Main") for count, name in MAIN),
            *((count, name, "Sideboard") for count, name in SIDE)]
    return f"{title},Quantity,Name,Board\n" + "".join(
        f'"{first if at < 10 else second}",{count},"{name}",{board}\n'
        for at, (count, name, board) in enumerate(rows))


@pytest.mark.parametrize(("title", "first", "second"), [
    ("DCI", "0012345", "12345"), ("Table #", "#5", "5"), ("Team", "Team Rocket", "team rocket")])
def test_one_owner_written_otherwise_is_one_deck(title: str, first: str, second: str) -> None:
    # an id's digits are one number, a name in any case one name
    result = _check(_owned(title, first, second))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("title", "first", "second"), [
    ("Full Name", "Ann Lee", "Bob"), ("Player", "Ann", "Ann Lee"), ("Team", "Lee", "Bob Lee"),
    ("Email", "lee@x.com", "ann.lee@x.com"), ("Email", "ann.lee@x.com", "lee.ann@x.com"),
    ("Owner", "Kim Lee", "Lee Kim"), ("Table", "Table 1", "Table 12"), ("Table", "1-2", "12"),
    ("Seat (A/B)", "A", "B"), ("Discord Username", "annlee#1234", "annlee")])
def test_two_owners_are_still_two_decks(title: str, first: str, second: str) -> None:
    # names or ids written otherwise may be two players (swapped words, a name within
    # another's, an id's parts): not judged, never one legal deck (each was read as one)
    result = _check(_owned(title, first, second))
    assert [(rule, line) for rule, line, _message in _errors(result)] == [("file-error", 12)]


@pytest.mark.parametrize("sheet", [
    # each deck's owner on its first row only, the rows below blank (the deck above's)
    "Email,Quantity,Name\nann@x.com,4,Lightning Bolt\n,16,Mountain\nbob@x.com,4,Counterspell\n"
    ",16,Island\ncat@x.com,4,Path to Exile\n,16,Plains\n",
    # each deck one card line
    "Owner,Quantity,Name\nAnn,20,Mountain\nBob,20,Island\nCat,20,Plains\n",
    # nine decks of one card line each under an owner's or a deck's title
    "Deck name,Quantity,Name\n" + "".join(
        f"{owner},{4 if at else 28},{name}\n" for at, (owner, name) in enumerate(zip(
            ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"), (
            "Mountain", "Lightning Bolt", "Lava Spike", "Rift Bolt", "Skewer the Critics",
            "Monastery Swiftspear", "Goblin Guide", "Light Up the Stage", "Searing Blaze"),
            strict=True)))])
def test_decks_of_one_value_a_card_are_still_several_decks(sheet: str) -> None:
    # read as a column of each card's own values (an id's), the decks were one legal deck
    result = _check(sheet)
    assert [(rule, message.split(" decks in one sheet")[0])
            for rule, _line, message in _errors(result)] == [
        ("file-error", "3" if sheet.count("\n") == 7 or "Owner" in sheet else "9")]


@pytest.mark.parametrize("title", ["MTGO ID", "Display Name", "Scryfall ID", "Arena ID"])
def test_a_cards_own_id_or_name_column_names_no_deck(title: str) -> None:
    # a value of the card's own on each row (CubeCobra's MTGO ID, a card export's Arena
    # ID or display name) was read as each row's deck: "15 decks in one sheet"
    rows = [*((count, name, "Main") for count, name in MAIN),
            *((count, name, "Sideboard") for count, name in SIDE)]
    sheet = f"Quantity,Name,Board,{title}\n" + "".join(
        f'{count},"{name}",{board},"{name.upper() if "Name" in title else 5000 + at}"\n'
        for at, (count, name, board) in enumerate(rows))
    result = _check(sheet)
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("title", ["Name des Spielers", "Teilnehmername", "Имя игрока",
                                   "Piloto", "Pilot Name", "Eigentümer", "Spelernaam",
                                   "Emailadresse", "MTG Arena ID", "Registrant", "Teammate",
                                   "Author", "User"])
def test_an_owners_column_in_more_words_names_two_decks(title: str) -> None:
    # each title was no owner's column: two players' halves were one legal deck
    result = _check(_owned(title, "Ann", "Bob"))
    assert [(rule, line) for rule, line, _message in _errors(result)] == [("file-error", 12)]


@pytest.mark.parametrize(("title", "first", "second"), [
    ("Deck Type", "Burn", "Control"), ("Deck ID", "1", "2"), ("Deck #", "1", "2"),
    ("Deck No.", "A", "B"), ("Decknummer", "1", "2"), ("Numéro de deck", "1", "2"),
    ("Entry", "1", "2"), ("Entry ID", "E1", "E2"), ("Registration", "R-1", "R-2"),
    ("Registration #", "1", "2"), ("Anmeldung", "1", "2"), ("Inscription", "1", "2"),
    ("Submission", "1", "2"), ("Deck", "Burn", "Control"),
    # event software's titles in camel case (Melee's DecklistId, DeckName)
    ("DecklistId", "d8c2", "e9f3"), ("ArchetypeName", "Burn", "Control"),
    ("EntryId", "1", "2"), ("DeckTitle", "Burn", "Control"),
    ("Typ des Decks", "Burn", "Control"), ("Anmelde-Nr.", "1", "2"), ("Order #", "1", "2"),
    ("Deck Version", "v1", "v2"), ("Startnummer", "1", "2"),
    ("Deck Link", "https://example.org/decks/ann", "https://example.org/decks/bob"),
    ("Decklist URL", "https://example.org/a", "https://example.org/b")])
def test_a_decks_id_entry_or_a_deck_column_alone_names_two_decks(
        title: str, first: str, second: str) -> None:
    # each column was no deck's (a Deck column alone a category): two decks' halves were
    # one legal deck
    result = _check(_owned(title, first, second))
    assert [(rule, line, message) for rule, line, message in _errors(result)] == [
        ("file-error", 12, f"2 decks in one sheet (column '{title}': '{first}', '{second}'): "
         "not judged; one deck a file (split it by deck,"
         " or leave the column out if the sheet holds one deck)")]


@pytest.mark.parametrize(("first", "second"), [("Creatures", "Lands"),
                                                ("Other Spells", "Burn")])
def test_a_deck_column_alone_of_groupings_stays_a_category(first: str, second: str) -> None:
    # the game data's grouping words name no deck: the rows are one deck's
    result = _check(_owned("Deck", first, second))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("owner", ["Ann#12345", "Ann"])
def test_an_arena_id_of_players_still_names_decks(owner: str) -> None:
    # only numbers, each a card's own, are a card export's ids
    rows = [*((count, name, "Main") for count, name in MAIN),
            *((count, name, "Sideboard") for count, name in SIDE)]
    sheet = "Quantity,Name,Board,Arena ID\n" + "".join(
        f'{count},"{name}",{board},"{owner}{at}"\n'
        for at, (count, name, board) in enumerate(rows))
    result = _check(sheet)
    assert [(rule, line) for rule, line, _message in _errors(result)] == [("file-error", 3)]


@pytest.mark.parametrize("title", ["Deck", "Deck name", "Player,Deck"])
def test_decks_named_as_a_numbered_zone_are_two_decks(title: str) -> None:
    # Deck 1 and Deck 2 were each read as the main deck with a count: one legal deck
    player = "Ann," if "," in title else ""
    rows = [*((count, name, "Deck 1") for count, name in MAIN[:10]),
            *((count, name, "Deck 2") for count, name in MAIN[10:])]
    result = _check(f"{title},Quantity,Name\n" + "".join(
        f'{player}{deck},{count},"{name}"\n' for count, name, deck in rows))
    column = title.split(",")[-1]
    assert _errors(result) == [
        ("file-error", 12, f"2 decks in one sheet (column '{column}': 'Deck 1', 'Deck 2'): "
         "not judged; one deck a file (split it by deck,"
         " or leave the column out if the sheet holds one deck)")]


@pytest.mark.parametrize("title", ["Attendee", "Handle", "Kunde", "Screen Name", "Wizards ID",
                                   "Twitch", "Bracket"])
def test_runs_of_two_values_under_a_title_of_no_card_fact_are_two_decks(title: str) -> None:
    # a title no word list knows parted the rows into two decks: one legal deck
    result = _check(_owned(title, "Ann", "Bob"))
    assert _errors(result) == [
        ("file-error", 12, f"2 decks in one sheet (column '{title}': 'Ann', 'Bob'): not "
         "judged; one deck a file (split it by deck,"
         " or leave the column out if the sheet holds one deck)")]


@pytest.mark.parametrize(("title", "first", "second"), [
    ("Set", "MH2", "M10"), ("Type", "Creature", "Land"), ("Rarity", "Common", "Rare"),
    ("Condition", "NM", "LP"), ("Group", "Ramp", "Removal")])
def test_runs_under_a_title_of_a_card_fact_are_one_deck(title: str, first: str,
                                                        second: str) -> None:
    result = _check(_owned(title, first, second))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("title", "first", "second"), [
    ("Raridade", "Comum", "Rara"), ("レアリティ", "コモン", "レア"),
    ("Редкость", "Обычная", "Редкая"),
    ("Manakosten", "{R}", "{2}{R}"), ("Colores", "Rojo", "Blanco"), ("Cor", "Vermelho", "Branco"),
    ("Цвет", "Красный", "Белый"), ("色", "赤", "白"), ("Kleur", "Rood", "Wit"),
    ("Rzadkość", "Rzadka", "Pospolita"), ("Soort", "Wezen", "Land"), ("Rar.", "R", "C")])
def test_runs_of_rarities_or_costs_under_an_unknown_title_are_one_deck(
        title: str, first: str, second: str) -> None:
    # a one-deck sheet sorted by rarity in a client's language, or by cost, was refused
    # as "2 decks in one sheet": rarities are the game data's grouping words, a mana
    # symbol a card's fact
    result = _check(_owned(title, first, second))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def test_runs_of_a_value_per_card_in_a_row_per_copy_sheet_are_one_deck() -> None:
    # a row a copy with each card's own link was refused as "N decks in one sheet"; a
    # link per player over several cards still parts two decks
    rows = [name for count, name in MAIN for _ in range(int(count))]
    per_card = "Name,Bild\n" + "".join(
        f'"{name}",https://img.example/{name.replace(" ", "-")}.jpg\n' for name in rows)
    result = _check(per_card)
    assert (result.status, result.zones, _errors(result)) == ("legal", {"main": 60}, [])
    per_player = "Name,Profil\n" + "".join(
        f'"{name}",https://example.org/{"ann" if at < 30 else "bob"}\n'
        for at, name in enumerate(rows))
    assert [(rule, line) for rule, line, _ in _errors(_check(per_player))] == [
        ("file-error", 32)]


def test_a_deck_column_of_players_categories_stays_a_category() -> None:
    # Counterspells and Rares are groupings a player sorts a list by: one deck
    result = _check(_owned("Deck", "Counterspells", "Rares"))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def test_values_written_again_after_another_are_no_runs_of_decks() -> None:
    # a note on some rows, another on others, then the first again: no deck's runs
    rows = [*((count, name, "Main") for count, name in MAIN),
            *((count, name, "Sideboard") for count, name in SIDE)]
    sheet = "Remark,Quantity,Name,Board\n" + "".join(
        f'{"ok" if at % 4 < 2 else "check"},{count},"{name}",{board}\n'
        for at, (count, name, board) in enumerate(rows))
    result = _check(sheet)
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("title", "first", "second"), [
    ("is_pinned", "1", "0"), ("Checked", "yes", "no"), ("Wert", "1.50", "0.25"),
    ("Scanned", "2024-05-01 10:00", "2024-05-01 10:01"), ("Erfasst", "01.05.2024", "02.05.2024")])
def test_runs_of_marks_or_prices_are_one_deck(title: str, first: str, second: str) -> None:
    result = _check(_owned(title, first, second))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def test_a_sparse_column_of_notes_names_no_decks() -> None:
    # a value on one row, blanks under it, another further down: a note, no deck's runs
    rows = [*((count, name, "Main") for count, name in MAIN),
            *((count, name, "Sideboard") for count, name in SIDE)]
    sheet = "Watermark,Quantity,Name,Board\n" + "".join(
        f'{"Izzet" if at == 0 else "Boros" if at == 9 else ""},{count},"{name}",{board}\n'
        for at, (count, name, board) in enumerate(rows))
    result = _check(sheet)
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("title", ["Gracz", "Właściciel", "Imię i nazwisko", "Deelnemer",
                                   "Tafel", "Voornaam", "Фамилия", "참가자", "좌석",
                                   "选手姓名", "プレイヤー名", "桌号", "Nazwa talii",
                                   "Decknaam", "Название колоды", "덱 이름", "卡组名称",
                                   "デッキ名"])
def test_an_owners_or_a_decks_column_in_more_languages_names_two_decks(title: str) -> None:
    # Polish, Dutch, Russian, Korean, Chinese and Japanese titles (glued words too) were
    # no owner's nor deck name's column: two players' halves were one legal deck
    result = _check(_owned(title, "Ann", "Bob"))
    assert [(rule, line) for rule, line, _message in _errors(result)] == [("file-error", 12)]
    assert _check(_owned(title, "Ann", "Ann")).status == "legal"


def test_a_wide_sheets_repeated_cells_are_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A sheet of 240 columns no role reads took seconds a row (487 KB, 14 s): each cell
    was read as a deck's free text and its column's title asked again on every row. A
    cell of letters without a count's word is not read, a text read to no avail is not
    read again, and a title is asked once; a card line in such a cell still counts."""
    from cardtools.decklist import csv_export

    reads: list[str] = []
    titles: list[str] = []
    read_text, title_of = csv_export.free_text_cards, csv_export._title_of_copies

    def counted_read(cell: str, *rest: object) -> object:
        reads.append(cell)
        return read_text(cell, *rest)  # type: ignore[arg-type]

    def counted_title(title: str, *rest: object) -> bool:
        titles.append(title)
        return title_of(title, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(csv_export, "free_text_cards", counted_read)
    monkeypatch.setattr(csv_export, "_title_of_copies", counted_title)
    header = ",".join(["Count", "Name", *(f"C{i}" for i in range(40))])
    rows = [",".join(["4", name, *["a"] * 20, *["i a"] * 19, "1"])
            for name in ("Lightning Bolt", "Ponder", "Preordain", "Brainstorm")]
    rows.append(",".join(["44", "Island", *["a"] * 39, "1 Black Lotus"]))
    result = _check("\n".join([header, *rows]) + "\n")
    assert sorted(set(reads)) == ["1 Black Lotus", "i a"]
    assert len(reads) == 2
    assert sorted(titles) == ["C39"]
    # Black Lotus is in no set of the Modern card pool
    assert ("card-pool", 6) in [(v.rule, v.line) for v in result.violations]


def test_a_card_line_kept_for_later_in_a_notes_cell_counts_on_every_row() -> None:
    """``one Black Lotus`` in a Notes cell is read for its card after the rows: the same
    text on a second row was not read again, its copy dropped (a Vintage deck of two
    Black Lotus legal)."""
    rows = "".join(f"4,{name},{note}\n" for name, note in (
        ("Lightning Bolt", ""), ("Monastery Swiftspear", "one Black Lotus"),
        ("Goblin Guide", ""), ("Lava Spike", "one Black Lotus"), ("Rift Bolt", "")))
    result = Checker(CheckOptions(format_id="mtg/vintage", as_of=dt.date(2026, 8, 1),
                                  use_config=False)).check_bytes(
        f"Count,Name,Notes\n{rows}40,Mountain,\n".encode(), "deck.csv")
    assert result.status == "illegal"
    assert [v.message for v in result.violations if v.rule == "restricted"] == [
        "2 copies of Black Lotus; it is restricted to 1 copy (listed by 2020-01-01, "
        "where the recorded lists start)"]


_MAIN_CARDS = ("Lightning Bolt", "Ponder", "Brainstorm", "Counterspell", "Force of Will",
               "Daze", "Delver of Secrets", "Snapcaster Mage", "Mishra's Bauble",
               "Preordain", "Wasteland", "Volcanic Island", "Polluted Delta",
               "Scalding Tarn", "Island")
_SIDE_CARDS = (("Pyroblast", 4), ("Red Elemental Blast", 4), ("Flusterstorm", 4),
               ("Surgical Extraction", 3))


def _legacy(data: str, name: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mtg/legacy", as_of=dt.date(2026, 8, 1),
                                use_config=False)).check_bytes(data.encode(), name)


def test_a_markdown_tables_rule_row_is_no_cell_of_a_zone_column() -> None:
    """A Markdown table's rule row (``---``) read as a cell was a word beside ``Side``:
    the ``Location`` column refused as maybe notes, every row in the main deck (a real
    Legacy list of 2024-02-03, its sideboard's rows marked ``Side``)."""
    table = (Path(__file__).parent / "fixtures" / "decks" / "legacy-location-side.md")
    result = Checker(CheckOptions(format_id="mtg/legacy", as_of=dt.date(2024, 2, 3),
                                  use_config=False)).check_bytes(table.read_bytes(), "deck.md")
    assert (result.status, result.zones) == ("legal", {"main": 80, "side": 15})


def test_a_column_of_initials_beside_one_of_zones_words_places_nothing() -> None:
    """``Size`` of M and S beside ``Location`` of Main and Side: the zones' words place
    the cards (the initials did, a 16-card sideboard legal)."""
    rows = [f"4,{card},M,Main" for card in _MAIN_CARDS]
    rows += [f"{count},{card},S,Side" for card, count in _SIDE_CARDS]
    rows.append("1,Hydroblast,M,Side")
    result = _legacy("\n".join(["Count,Name,Size,Location", *rows]) + "\n", "deck.csv")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})


#: A legal Mage Noir tournament deck of 40 cards and a side deck of 10, rows of 4 and 3
#: copies, its count column under the title ``{title}``.
_MAGE_NOIR_SHEET = (
    '{title},Carte,Zone\n' + "".join(f'4,"{name}",Deck\n' for name in (
        "Boule de feu", "Tornade", "Lame d'air", "Graine", "Projectile de flamme",
        "Souffle", "Vents favorables", "Armure d'écorce", "Gouttelette", "Goutte d'eau"))
    + "4,Roche,Side\n3,Séisme,Side\n3,Arbre mort,Side\n")


def _mage_noir(text: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mage-noir/tournament", as_of=dt.date(2025, 11, 4),
                                use_config=False)).check_bytes(text.encode(), "stueck.csv")


@pytest.mark.parametrize("title", ["Stück", "Stueck", "Stk.", "Stk", "Anz", "Anz.", "Nb",
                                   "Nb.", "Nbre", "Ex."])
def test_a_short_count_title_of_german_or_french_gives_the_copies(title: str) -> None:
    """``Stück``, ``Stk.``, ``Anz.``, ``Nb``, ``Nbre``, ``Ex.`` are count columns (the
    column words' table): the side deck's rows of 4 and 3 were refused as two decks in
    one sheet, a ``file-error``."""
    result = _mage_noir(_MAGE_NOIR_SHEET.format(title=title))
    assert result.status == "legal"
    assert result.zones == {"main": 40, "side": 10}
    assert _errors(result) == []


@pytest.mark.parametrize("title", ["Nb", "Ex"])
def test_a_short_number_title_beside_a_count_column_is_no_second_count(title: str) -> None:
    """``Nb`` or ``Ex`` beside ``Qty`` titles collector numbers or extensions as often as
    copies: its numbers (101 to 113) are no second count column (every row was refused
    as the count columns disagreeing), as alone they are the count."""
    rows = _MAGE_NOIR_SHEET.format(title="Qty").splitlines()
    sheet = "".join(f"{row},{title if at == 0 else 100 + at}\n" for at, row in enumerate(rows))
    result = _mage_noir(sheet)
    assert result.status == "legal"
    assert result.zones == {"main": 40, "side": 10}


@pytest.mark.parametrize("title", ["Wieviel", "Combien", "X"])
def test_small_whole_numbers_under_an_unknown_title_are_no_decks(title: str) -> None:
    """A column of 1 to 99 on every row beside the name column, under a title of no known
    word, is the documented ``parse-error`` (copies, it may be; each row one copy), never
    two decks in one sheet."""
    result = _mage_noir(_MAGE_NOIR_SHEET.format(title=title))
    assert result.status == "illegal"
    assert _errors(result) == [
        ("parse-error", 1, f"column '{title}' holds whole numbers, some above 1, but is no "
         "quantity column (Count, Quantity, Qty, Amount, Copies): each row was read as one "
         "copy"),
        ("zone-size", 2, "Deck: 10 cards; at least 40")]


def test_a_column_of_owners_numbered_beside_a_count_column_still_parts_decks() -> None:
    """Beside a count column the numbers are no copies: a column of 1 and 2 in runs
    still names two decks."""
    rows = _MAGE_NOIR_SHEET.format(title="Stück").splitlines()
    text = "\n".join([f"{rows[0]},Wer", *(f"{row},{1 + (at > 6)}"
                                         for at, row in enumerate(rows[1:]))]) + "\n"
    result = _mage_noir(text)
    assert result.status == "error"
    assert _errors(result)[0][0] == "file-error"
    assert "2 decks in one sheet (column 'Wer': '1', '2')" in _errors(result)[0][2]


def _modern_today(text: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2026, 8, 1),
                                use_config=False)).check_bytes(text.encode(), "deck.csv")


@pytest.mark.parametrize("title", [
    "Printed Name", "Foreign Name", "Localized Name", "Nom imprimé", "Local Name",
    "Flavor Name",
    # any title no role reads: only titles with a name word and a kind word were asked
    "Printed", "Name (FR)", "Name DE", "Deutscher Name", "Japanese", "Français", "Nom",
    "Nombre", "Nome", "Kartenname", "Name (EN)", "Real Name", "Oracle Name", "Display Name",
    "Alias", "Title", "Card Title", "Name 2"])
def test_a_name_column_no_role_reads_naming_another_card_is_a_parse_error(title: str) -> None:
    """``4,Island,The One Ring`` under ``Count,Name,Printed Name``: each tool reads one
    name column, the banned card was dropped (legal, a duplicate line's note only), as
    ``Name`` beside ``Card Name`` disagreeing is an error; so under any title no role
    reads (``Printed``, ``Alias``, ``Name (FR)``: legal before)."""
    result = _modern_today(f"Count,Name,{title}\n56,Island,\n4,Island,The One Ring\n")
    assert result.status == "illegal"
    assert _errors(result) == [(
        "parse-error", 3, f"the line names 'Island' and, in its column '{title}', the card "
        "The One Ring: counted as 4 Island")]


@pytest.mark.parametrize(("title", "cell", "card"), [
    ("Board", "The One Ring", "The One Ring"), ("Zone", "The One Ring", "The One Ring"),
    ("Section", "The One Ring", "The One Ring"), ("Deck", "The One Ring", "The One Ring"),
    ("Folder", "The One Ring", "The One Ring"), ("Foil", "The One Ring", "The One Ring"),
    ("Language", "The One Ring", "The One Ring"), ("Category", "Grief", "Grief"),
    ("Categories", "the one ring", "The One Ring"), ("Tags", "Grief", "Grief"),
    ("Notes", "Brainstorm", "Brainstorm"), ("Comment", "Brainstorm", "Brainstorm"),
    ("Keywords", "The One Ring", "The One Ring"), ("Set", "The One Ring", "The One Ring"),
    ("Set Name", "The One Ring", "The One Ring"), ("Edition", "Grief", "Grief"),
    ("Rarity", "The One Ring", "The One Ring"), ("Condition", "Grief", "Grief"),
    ("Artist", "The One Ring", "The One Ring"), ("Type", "The One Ring", "The One Ring")])
def test_a_role_read_column_naming_another_card_is_a_parse_error(title: str, cell: str,
                                                                 card: str) -> None:
    """``1,Island,main,The One Ring`` under ``Count,Name,Board,Foil`` (or a zone's, a
    language's, a category's, a set's, an artist's column...): a column some role reads
    dropped the banned card unsaid (legal); its whole name there is the parse-error of
    any other column, as a text line's tag naming a card is."""
    result = _modern_today(f"Count,Name,{title}\n56,Island,\n4,Island,{cell}\n")
    assert result.status == "illegal"
    # a board's column naming a card names no zone of the deck too
    unzoned = [("parse-error", 3, f"the board '{cell}' names no zone of the deck: its rows "
                "were counted in the main deck, where the file may not mean them")]
    assert _errors(result) == [*(unzoned if title in ("Board", "Zone", "Section") else []), (
        "parse-error", 3, f"the line names 'Island' and, in its column '{title}', the card "
        f"{card}: counted as 4 Island")]


@pytest.mark.parametrize(("title", "cell"), [
    ("Tags", '"Ramp, Grief"'), ("Tags", "Ramp;Grief"), ("Category", "Grief/Removal"),
    ("Categories", "Removal & Grief"), ("Tags", '"Ramp,Grief"'), ("Notes", '"sub plan:\nGrief\n"'),
    ("Comment", '"Grief\nvs Burn"'), ("Tags", '"Blink, Grief"'), ("Tags", "GRIEF"),
    ("Tags", "Ramp/GRIEF"), ("Tags", '",Grief"'), ("Tags", "; Grief"), ("Tags", "|Grief"),
    ("Tags", "Ramp\u2605Grief"), ("Tags", "Ramp\uff1bGrief"), ("Category", "Ramp*Grief"),
    ("Tags", "\u201eGrief\u201c"), ("Tags", "\u300cGrief\u300d"), ("Tags", "Ramp; Grief\u00b2")])
def test_a_card_in_a_tag_list_or_a_line_of_a_cell_is_a_parse_error(title: str,
                                                                   cell: str) -> None:
    """A cell of tags or categories parted as a text mark's are (``Ramp, Grief``,
    ``Ramp;Grief``, ``Grief/Removal``; opened by a separator, ``,Grief``; parted or quoted
    by any other mark, ``Ramp★Grief``, ``„Grief“``; the name in capitals, ``GRIEF``) or a
    Notes cell of several lines, ``Grief`` on one: the banned card was dropped unsaid
    (legal), as the cell ``Grief`` alone is not."""
    result = _modern_today(f"Count,Name,{title}\n56,Island,\n4,Island,{cell}\n")
    assert result.status == "illegal"
    assert _errors(result) == [(
        "parse-error", 3, f"the line names 'Island' and, in its column '{title}', the card "
        "Grief: counted as 4 Island")]


@pytest.mark.parametrize(("title", "cell", "role"), [
    ("Category", "Counterspell", "Counterspell"), ("Tags", "Blink", "Blink"),
    ("Tags", '"Counterspell,Interaction"', "Counterspell"), ("Category", "Sacrifice",
                                                             "Sacrifice"),
    ("Categories", "Ramp;Fog", "Fog"), ("Tags", "#Reanimate", "Reanimate")])
def test_a_role_category_naming_a_card_is_read_as_the_category(title: str, cell: str,
                                                              role: str) -> None:
    """Archidekt's and Moxfield's role categories that are cards' names too (the game
    data's ``role_words``: ``Counterspell``, ``Blink``) refused a real deck: read as the
    category, with a note; the card of that name is not counted."""
    result = _modern_today(f"Count,Name,{title}\n56,Island,\n4,Island,{cell}\n")
    assert result.status == "legal"
    assert [(v.rule, v.line, v.message) for v in result.violations
            if "category" in v.message] == [(
                "reading", 3, f"'{role}' read as a category; a card of that name is not "
                "counted")]


def test_a_role_word_in_a_notes_cell_still_names_its_card() -> None:
    """A Notes cell is no category: ``Brainstorm`` there names the card (not in Modern)."""
    result = _modern_today("Count,Name,Notes\n56,Island,\n4,Island,Brainstorm\n")
    assert result.status == "illegal"
    assert [rule for rule, _, _ in _errors(result)] == ["parse-error"]


@pytest.mark.parametrize("title", ["Commander", "Is Commander"])
def test_a_commander_column_neither_yes_nor_no_is_a_parse_error(title: str) -> None:
    """A Commander column is a yes-or-no column as a Maybe column is: ``The One Ring``
    there was read as no, the banned card dropped unsaid."""
    result = _modern_today(f"Count,Name,{title}\n56,Island,no\n4,Island,The One Ring\n")
    assert [error for error in _errors(result) if error[0] == "parse-error"] == [(
        "parse-error", 3, "'The One Ring' in a commander column is neither yes nor no: the "
        "row is not counted")]


def test_a_deck_name_written_on_each_row_may_be_a_cards() -> None:
    """A deck's name on every row (``Living End``) names the deck, not a card."""
    result = _modern_today("Count,Name,Deck Name\n56,Island,Living End\n4,Ponder,Living End\n")
    assert [v.rule for v in result.violations if v.rule == "parse-error"] == []


@pytest.mark.parametrize(("header", "row"), [
    ("Count,Name,Printed Name", "4,Ponder,Contemplation"),  # Ponder's French name
    ("Count,Name,Printed Name", "4,Ponder,Ponder"),
    ("Count,Name,Printed Name", "4,Ponder,"),
    ("Count,Name,Foreign Name", "4,Ponder,Grübeln"),  # no card's English name
    ("Count,Name,Set Name", "4,Ponder,Time Spiral"),  # a set's name, not a card's
    ("Count,Name,Artist Name", "4,Ponder,Dan Scott"),
    ("Count,Name,Deck Name", "4,Ponder,Storm"),
    ("Count,Name,Exp. Name", "4,Ponder,Time Spiral"),  # Cardmarket's set's name
    ("Count,Name,Product Name", "4,Ponder,Time Spiral"),
    ("Count,Name,Printed", "4,Ponder,Time Spiral"),  # a set's name in any column
    ("Count,Name,Printed", "4,Ponder,TSP"),  # a set's code
    ("Count,Name,Name (FR)", "4,Ponder,Contemplation"),
    ("Count,Name,Notes", "4,Ponder,1 foil"),  # a note: read for counted lines only
    ("Count,Name,Categories", "4,Ponder,Draw"),
    ("Count,Name,Category", "4,Ponder,Removal"),
    ("Count,Name,Board", "4,Ponder,Maybeboard"),
    ("Count,Name,Foil", "4,Ponder,etched"),
    ("Count,Name,Finish", "4,Ponder,nonfoil"),
    ("Count,Name,Language", "4,Ponder,French"),
    ("Count,Name,Type", "4,Ponder,Sorcery"),
    ("Count,Name,Keywords", "4,Ponder,Flash"),  # a keyword, Flash a card's name too
    ("Count,Name,Back Face", "4,Delver of Secrets,Insectile Aberration"),  # its own face
    ("Count,Name,Rarity,Condition", "4,Ponder,Common,Near Mint")])
def test_a_name_column_naming_the_rows_card_or_no_card_says_nothing(header: str,
                                                                    row: str) -> None:
    # a board's column holds a zone's name (a card's names no zone: a parse-error)
    own = "main" if header.endswith(",Board") else "Island"
    result = _modern_today(f"{header}\n56,Island,{own}\n{row}\n")
    assert [v.rule for v in result.violations if v.rule == "parse-error"] == []


_ROWS = ["4,Opt,mainboard", "4,Ponder,mainboard", "4,Brainstorm,mainboard"]


@pytest.mark.parametrize(("opening", "at"), [('1,"Counterspell,mainboard', 3),
                                            ('1,"Counterspell,mainboard', 5),
                                            ('1,Counterspell,"mainboard', 4)])
def test_a_quote_never_closed_is_a_parse_error_and_the_rows_below_are_read(
        opening: str, at: int) -> None:
    """A quote opened and never closed swallowed the rest of the file into one cell: the
    cards below were lost unsaid ("card name holds control characters")."""
    rows = [*(_ROWS * 2)]
    rows.insert(at - 2, opening)
    deck = read_decklist(("Count,Name,Board\n" + "\n".join(rows) + "\n").encode(), "d.csv")
    errors = [(f.message, f.line) for f in deck.findings if f.rule == "parse-error"]
    assert errors[0] == (f"line {at} opens a quote that is never closed: lines {at}-8 "
                         "were read as one cell", at)
    assert sum(line.count for line in deck.lines) == 24


@pytest.mark.parametrize("closing", ['4,Brainstorm,main"board', '4,Brainstorm",mainboard'])
def test_a_quote_closed_below_over_rows_of_the_sheet_is_a_parse_error(closing: str) -> None:
    """A stray quote's second, lines below, closes it as CSV reads it: the rows between
    were one cell, lost unsaid; said so, on the opening line, and read again."""
    deck = read_decklist(("Count,Name,Board\n4,Opt,mainboard\n1,Counterspell,\"mainboard\n"
                          f"4,Ponder,mainboard\n{closing}\n4,Opt,mainboard\n").encode(), "d.csv")
    assert next((f.message, f.line) for f in deck.findings if f.rule == "parse-error") == (
        "line 3 opens a quote closed on line 5 over rows of the sheet: lines 3-5 were read "
        "as one cell", 3)
    # the opening row is not read, as under a quote never closed; the rows below are
    assert [line.name for line in deck.lines][:2] == ["Opt", "Ponder"]


@pytest.mark.parametrize("header", ["Name,Notes", "Card,Decklist"])
def test_a_card_line_holding_a_comma_in_a_cell_of_many_lines_is_the_cells(header: str
                                                                         ) -> None:
    """A quote closed on a later line is closed, as CSV reads it: ``1 Oko, Thief of
    Crowns`` inside a cell of a deck's lines, as many cells as the header's, was taken
    for a row under a quote never closed, every line below an unknown card and Oko a
    note beside an unknown 'Thief of Crowns'."""
    result = _check(f'{header}\nLightning Bolt,"Deck\n1 Oko, Thief of Crowns\n2 Opt"\n'
                    "Mountain,x\n")
    assert (result.status, result.zones) == ("illegal", {"main": 5})
    assert _errors(result) == [
        ("banned", 2, "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)"),
        ("zone-size", 2, "Main deck: 5 cards; at least 60")]


def test_a_card_name_written_over_two_lines_is_a_parse_error() -> None:
    deck = read_decklist(b'Count,Name,Board\n4,Opt,mainboard\n1,"Oko, Thief\nof Crowns",'
                         b'mainboard\n4,Ponder,mainboard\n', "d.csv")
    assert [(f.message, f.line) for f in deck.findings if f.rule == "parse-error"] == [
        ("the card name 'Oko, Thief / of Crowns' runs over lines 3-4: its row is not read", 3)]
    assert [(line.name, line.line) for line in deck.lines] == [("Opt", 2), ("Ponder", 5)]


def test_a_notes_cell_over_several_lines_is_read() -> None:
    deck = read_decklist(b'Count,Name,Notes\n4,Opt,"cantrip\nplay early"\n4,Ponder,x\n',
                         "d.csv")
    assert not [f for f in deck.findings if f.rule == "parse-error"]
    assert [(line.name, line.line) for line in deck.lines] == [("Opt", 2), ("Ponder", 4)]


#: TCGplayer's columns: a finish column (``Printing``) and a board column (``Board``).
_TCG_HEADER = ("Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,"
               "Language,Rarity,Product ID,SKU,Board")
_BANNED = "Simian Spirit Guide is banned in Modern (since 2021-02-15)"


def _tcgplayer(printing: str, board: str) -> str:
    """The Lurrus Burn deck as TCGplayer writes it, its side deck one Rest in Peace short,
    then a row of one Island in it whose ``Printing`` and ``Board`` cells are given."""
    side = [*SIDE[:-1], (3, "Rest in Peace")]
    rows = [f'{count},"{name}","{name}",,,,Normal,Near Mint,English,,,,{zone}'
            for zone, cards in (("main", MAIN), ("sideboard", side)) for count, name in cards]
    extra = f'1,Island,Island,,,,"{printing}",,,,,,"{board}"'
    return "\r\n".join([_TCG_HEADER, *rows, extra]) + "\r\n"


@pytest.mark.parametrize(("printing", "board", "title"), [
    ("1 Simian Spirit Guide", "sideboard", "Printing"),
    ("Foil - 1 Simian Spirit Guide", "sideboard", "Printing"),
    ("Foil", "sideboard (1 Simian Spirit Guide)", "Board"),
    ("Normal", "SB: (1 Simian Spirit Guide)", "Board")])
def test_a_card_line_in_a_finish_or_board_cell_counts(printing: str, board: str,
                                                     title: str) -> None:
    """A card line in a finish cell beside or instead of its finish, or after a board
    cell's zone, counts as one in any other cell does: the column's role read only its
    own word, the banned card dropped unsaid and the deck legal."""
    result = _check(_tcgplayer(printing, board))
    line = len(MAIN) + len(SIDE) + 2
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert _errors(result) == [("banned", line, _BANNED)]
    assert ("reading", line, f"column '{title}' holds a card line: counted (a card with a "
            "count in a category, a note or a title is never dropped)") in [
        (v.rule, v.line, v.message) for v in result.violations]


def test_a_cards_name_after_a_board_cells_zone_is_a_parse_error() -> None:
    """A card's name alone after a board cell's zone (``sideboard (Simian Spirit Guide)``)
    is said as one in any other cell is, the row's Island counted."""
    result = _check(_tcgplayer("Normal", "sideboard (Simian Spirit Guide)"))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 15})
    assert _errors(result) == [
        ("parse-error", len(MAIN) + len(SIDE) + 2, "the line names 'Island' and, in its "
         "column 'Board', the card Simian Spirit Guide: counted as 1 Island")]


@pytest.mark.parametrize(("printing", "board"), [
    ("Foil (2)", "sideboard"), ("Rainbow Foil", "Sideboard (15)"), ("Normal", "Sideboard:")])
def test_a_finish_or_board_cell_of_its_own_words_holds_no_card(printing: str,
                                                               board: str) -> None:
    """A finish with a number (``Foil (2)``) or a board cell with its zone's count holds no
    card line: the deck stays legal."""
    result = _check(_tcgplayer(printing, board))
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
