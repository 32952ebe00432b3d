"""A decklist kept in a spreadsheet and saved as CSV (or as Excel's UTF-16 "Unicode text",
tabs between the cells) heads its side deck with a row of one cell, ``Sideboard``, as a
text decklist heads it with a line. That row was a ``parse-error`` ("a row without a card
name", or "quantity  is not between 1 and 999" when the word stood in the name column)
and the side deck's cards were counted in the main deck: a legal deck judged illegal.
It is now the section it names, said by a ``reading`` note; a section outside the deck
(``Maybeboard``) stays an error, its rows counted, so no row hides a card."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_commander_companion_blocks import _duel_decks
from tests.test_real_deck_forms import DAY, MAIN, SIDE, check, errors


def _sheet(header: str, row: str, heading_row: str, sep: str = ",") -> str:
    """The Lurrus Burn deck (legal in Modern on 2021-06-01) as a sheet: ``header``, a row
    per main deck card (``row`` formatted with ``count`` and ``name``), ``heading_row``,
    then a row per side deck card."""
    rows = [header] + [row.format(count=count, name=name, sep=sep) for count, name in MAIN]
    rows += [heading_row] + [row.format(count=count, name=name, sep=sep)
                             for count, name in SIDE]
    return "\r\n".join(rows) + "\r\n"


def _notes(result: DeckResult) -> list[tuple[int | None, str]]:
    return [(v.line, v.message) for v in result.violations
            if v.rule == "reading" and "heads a section" in v.message]


@pytest.mark.parametrize(("header", "row", "heading_row"), [
    ("Qty,Card,Set", "{count},{name},M10", "Sideboard,,"),
    ("Qty,Card,Set", "{count},{name},M10", ",Sideboard,"),
    ("Card,Qty", "{name},{count}", "Sideboard,"),
    ("Card,Qty", "{name},{count}", "Sideboard (15),"),
    ("Card,Qty", "{name},{count}", "SB:,"),
    ("Quantity,Name,Board", "{count},{name},", "Sideboard,,"),
])
def test_a_row_naming_the_side_deck_heads_it(header: str, row: str, heading_row: str) -> None:
    result = check(_sheet(header, row, heading_row), ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    heading = heading_row.strip(",")
    assert _notes(result) == [(15, f"the row '{heading}' heads a section, not a card: the "
                                   "rows below it that name no zone are in the side deck")]


def test_excel_unicode_text_with_a_sideboard_row() -> None:
    text = _sheet("Qty\tCard", "{count}\t{name}", "Sideboard\t")
    result = check_bytes_utf16(text)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.rule for v in result.violations if v.severity == "error"] == []


def check_bytes_utf16(text: str) -> DeckResult:
    """``text`` saved as Excel saves "Unicode text": UTF-16 with a byte order mark, judged
    in Modern on the deck's day."""
    checker = Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date.fromisoformat(DAY),
                                   use_config=False))
    return checker.check_bytes(text.encode("utf-16"), "deck.txt")


def test_a_board_cell_beats_the_section_above_it() -> None:
    text = _sheet("Quantity,Name,Board", "{count},{name},", "Sideboard,,")
    text += "1,Black Lotus,Maybeboard\r\n2,Lava Spike,Main\r\n"
    result = check(text, ".csv")
    assert result.zones == {"main": 62, "side": 15}
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 3)]


def test_a_main_deck_row_heads_the_rows_after_it_again() -> None:
    rows = ["Name,Quantity", "Sideboard,"] + [f"{name},{count}" for count, name in SIDE]
    rows += ["Main deck,"] + [f"{name},{count}" for count, name in MAIN]
    result = check("\n".join(rows) + "\n", ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [line for line, _ in _notes(result)] == [2, 8]


def test_a_maybeboard_row_hides_no_card() -> None:
    text = _sheet("Card,Qty", "{name},{count}", "Sideboard,") + "Maybeboard,\r\nBlack Lotus,1\r\n"
    result = check(text, ".csv")
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": 16}
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("zone-size", 16), ("parse-error", 21), ("card-pool", 22)]
    assert [v.message for v in result.violations if v.rule == "parse-error"] == [
        "the row 'Maybeboard' heads a section outside the deck, which the rows of a "
        "spreadsheet cannot leave out: the rows below it are counted as the rows above it "
        "are"]


@pytest.mark.parametrize("last_rows", ["Maybeboard,\r\n", "Maybeboard,\r\n,\r\n\r\n",
                                       "Tokens:,\r\n"])
def test_a_maybeboard_row_with_no_row_below_it_is_no_card(last_rows: str) -> None:
    # a sheet's empty section at its end: no row is counted against its word
    text = _sheet("Card,Qty", "{name},{count}", "Sideboard,") + last_rows
    result = check(text, ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    heading = last_rows.split(",")[0]
    assert [(v.line, v.message) for v in result.violations if v.line == 21] == [
        (21, f"the row '{heading}' heads a section outside the deck with no row below it: "
             "not a card")]


def test_a_row_of_a_card_and_nothing_else_stays_a_card() -> None:
    # a lone cell naming a card (no count column) is one copy of it, no heading
    rows = ["Name"] + [name for count, name in MAIN for _ in range(count)] + ["Black Lotus"]
    result = check("\n".join(rows) + "\n", ".csv")
    assert result.zones == {"main": 61}
    assert _notes(result) == []
    assert ("card-pool", 62) in [(v.rule, v.line) for v in result.violations]


@pytest.mark.parametrize("heading_row", ["15,Sideboard", "Sideboard,15"])
def test_a_zone_with_its_count_heads_it(heading_row: str) -> None:
    header, row = (("Qty,Card", "{count},{name}") if heading_row[0].isdigit()
                   else ("Card,Qty", "{name},{count}"))
    result = check(_sheet(header, row, heading_row), ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _notes(result) == [(15, "the row 'Sideboard' heads a section, not a card: the rows "
                                   "below it that name no zone are in the side deck")]


def test_the_header_written_again_under_the_heading_is_no_card() -> None:
    text = _sheet("Qty,Card", "{count},{name}", "Sideboard,\r\nQty,Card")
    result = check(text, ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.line, v.message) for v in result.violations if "written again" in v.message] == [
        (16, "the header row written again (a sheet's second table), not a card")]


@pytest.mark.parametrize("between", ["Qty,Card", ",\r\nQty,Card", "Qty,Card\r\n,"])
def test_the_header_written_again_with_no_zone_over_its_table_is_an_error(
        between: str) -> None:
    # a second table of no zone's name (another deck's, or a side deck unsaid) was
    # counted in the main deck without a word: two decks' halves one legal deck
    half = [(count, name) for count, name in MAIN[:6]]
    rows = ["Qty,Card", *(f"{count},{name}" for count, name in half), between,
            *(f"{count},{name}" for count, name in MAIN[6:])]
    text = "\r\n".join(rows) + "\r\n"
    result = check(text, ".csv")
    line = 8 + between.startswith(",")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", line)]


def test_a_count_beside_a_word_that_names_no_zone_stays_a_row() -> None:
    text = _sheet("Qty,Card", "{count},{name}", "4,Sideburn")
    result = check(text, ".csv")
    assert result.zones == {"main": 79}
    assert ("unknown-card", 15) in [(v.rule, v.line) for v in result.violations]


def test_each_sections_total_row_is_no_card() -> None:
    rows = ["Qty,Card,Notes"] + [f"{count},{name}," for count, name in MAIN] + ["60,Total,"]
    rows += [",Sideboard,"] + [f"{count},{name}," for count, name in SIDE] + ["15,Total,"]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.line, v.message) for v in result.violations if "total" in v.message] == [
        (15, "a row of the count column's total, not a card: not counted"),
        (22, "a row of the count column's total, not a card: not counted")]


def test_a_nameless_row_of_one_rows_copies_is_no_total() -> None:
    # the copies of the row above it, a card line that may have lost its name
    rows = ["Qty,Card"] + [f"{count},{name}" for count, name in MAIN] + ["Sideboard,"]
    rows += ["4,Path to Exile", "4,"]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule == "parse-error"] == [("parse-error", 17, "a row without a card name")]


def test_a_magi_nation_sheet_heads_its_magi_stack() -> None:
    # the Cald starter deck of Magi-Nation Duel's Base Set: 3 Magi and 40 cards
    deck = [(1, "Greater Vaal"), (3, "Magma Hyren"), (2, "Drakan"), (2, "Lava Balamant"),
            (1, "Quor Pup"), (3, "Arbolit"), (3, "Diobor"), (2, "Fire Chogo"),
            (2, "Kelthet"), (2, "Quor"), (2, "Ancestral Flute"), (2, "Baloo Root"),
            (2, "Magma Armor"), (1, "Spirit of the Flame"), (2, "Flame Geyser"),
            (2, "Syphon Vortex"), (3, "Fire Ball"), (3, "Fire Flow"), (2, "Thermal Blast")]
    rows = ["Qty,Card", "Magi (3),", "1,Ashgar", "1,Gar", "1,Grega", "Deck (40),"]
    rows += [f"{count},{name}" for count, name in deck]
    result = check("\n".join(rows) + "\n", ".csv", "magi-nation/standard")
    assert (result.status, result.zones) == ("legal", {"magi": 3, "main": 40})
    assert _notes(result) == [
        (2, "the row 'Magi (3)' heads a section, not a card: the rows below it that name no "
            "zone are in the Magi stack"),
        (6, "the row 'Deck (40)' heads a section, not a card: the rows below it that name no "
            "zone are in the main deck")]


@pytest.mark.parametrize(("heading_row", "shown"), [("Sideboard (15),", "Sideboard (15)"),
                                                    ("15,Sideboard", "15 Sideboard")])
def test_a_section_rows_count_is_compared_with_the_rows_below_it(heading_row: str,
                                                                 shown: str) -> None:
    # a row lost below the heading shows, as under a text decklist's header
    text = _sheet("Qty,Card", "{count},{name}", heading_row).replace("4,Rest in Peace\r\n", "")
    result = check(text, ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 11})
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule == "declared-count"] == [
        ("declared-count", 15, f"'{shown}' (line 15) declares 15 cards, but 11 cards were "
                               "read under it")]


def _as_text_and_csv(rows: list[str]) -> tuple[DeckResult, DeckResult]:
    """``rows`` (a heading such as ``Commander``, a card line ``1 Name`` or a blank) judged
    in Commander as a text decklist and as a sheet of one row each, whose lines match."""
    sheet = ["Quantity,Name"] + [
        "," if not row else f'{row.split(" ", 1)[0]},"{row.split(" ", 1)[1]}"'
        if row[0].isdigit() else f"{row}," for row in rows]
    return (check("\n".join(["", *rows]) + "\n", ".txt", "mtg/commander"),
            check("\n".join(sheet) + "\n", ".csv", "mtg/commander"))


def _blank_notes(result: DeckResult) -> list[tuple[int | None, str]]:
    return [(v.line, v.message) for v in result.violations
            if v.rule == "reading" and "after a blank" in v.message]


def test_a_blank_row_ends_the_command_zone_as_a_blank_line_does() -> None:
    # the commander, a blank row, then the 99: each row was a commander, 100 of them
    text, sheet = _as_text_and_csv(["Commander", "1 Niv-Mizzet, Parun", "", "99 Island"])
    for result in (text, sheet):
        assert (result.status, result.zones, errors(result)) == (
            "legal", {"command": 1, "main": 99}, [])
    assert _blank_notes(text) == [(5, "a block of cards after a blank line under the "
                                      "Command zone and no header: read as the deck, not "
                                      "the Command zone; write a Deck header to say so, or "
                                      "no blank line to keep them there")]
    assert _blank_notes(sheet) == [(5, "a block of cards after a blank row under the "
                                       "Command zone and no section row: read as the deck, "
                                       "not the Command zone; write a Deck section row to "
                                       "say so, or no blank row to keep them there")]


@pytest.mark.parametrize("rows", [
    # a Deck heading anywhere makes the blank only spacing, below it or above it
    ["Commander", "1 Niv-Mizzet, Parun", "", "Deck", "99 Island"],
    ["Deck", "99 Island", "Commander", "1 Niv-Mizzet, Parun", "", "1 Sol Ring"],
    # a blank before the section's first card ends nothing
    ["Commander", "", "1 Niv-Mizzet, Parun", "Deck", "99 Island"],
    # the side deck runs on past a blank
    ["Commander", "1 Niv-Mizzet, Parun", "Deck", "98 Island", "Sideboard", "1 Island", "",
     "1 Sol Ring"],
])
def test_a_sheet_ends_a_section_at_a_blank_row_where_a_text_decklist_does(
        rows: list[str]) -> None:
    text, sheet = _as_text_and_csv(rows)
    # (a zone's size is reported on its heading's line in a text, its first row in a sheet)
    assert (sheet.status, sheet.zones, [rule for rule, _ in errors(sheet)]) == (
        text.status, text.zones, [rule for rule, _ in errors(text)])
    assert _blank_notes(sheet) == _blank_notes(text) == []


def test_a_blank_row_ends_a_magi_nation_sheets_magi_stack() -> None:
    rows = ["Qty,Card", "Magi,", "1,Ashgar", "1,Gar", "1,Grega", ","]
    rows += ["40,Arbolit"]
    result = check("\n".join(rows) + "\n", ".csv", "magi-nation/standard")
    assert result.zones == {"magi": 3, "main": 40}
    assert _blank_notes(result) == [(7, "a block of cards after a blank row under the Magi "
                                        "stack and no section row: read as the deck, not "
                                        "the Magi stack; write a Deck section row to say so, "
                                        "or no blank row to keep them there")]


def test_a_blank_line_ends_an_arena_companion_section_as_the_command_zone() -> None:
    """``Companion`` / its card / a blank line / the deck with no header: the block after
    the blank line is the deck, as after the commander (every card was declared a
    companion, the main deck empty: a legal deck judged illegal)."""
    result = check("Companion\n1 Jegantha, the Wellspring\n\n4 Lightning Bolt\n56 Mountain\n",
                   ".txt", "mtg/modern")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"side": 1, "main": 60}, [])
    assert _blank_notes(result) == [(4, "a block of cards after a blank line under the "
                                        "companion and no header: read as the deck, not the "
                                        "companion; write a Deck header to say so, or no "
                                        "blank line to keep them there")]


@pytest.mark.parametrize(("suffix", "rule"), [
    (".md", "|--:|:--|"), (".txt", "| --- | --- |"), (".txt", "|:-:|-|")])
@pytest.mark.parametrize("heading", ["Sideboard", "## Sideboard (15)", "**Sideboard**"])
def test_a_markdown_tables_rule_row_under_a_heading_is_no_card(
        suffix: str, rule: str, heading: str) -> None:
    # a post's two tables, the deck's and the side deck's under a heading line: the file
    # is read as a CSV of bars, the heading's zone joining each row below it
    def table(cards: list[tuple[int, str]]) -> list[str]:
        return ["| Qty | Card |", rule] + [f"| {count} | {name} |" for count, name in cards]

    text = "\n".join([*table(MAIN), "", heading, "", *table(SIDE)]) + "\n"
    result = check(text, suffix)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.line for v in result.violations
            if v.message.endswith("a Markdown table's rule, not a card")] == [2, 20]
    assert errors(result) == []


_SECOND_BLOCK = ("a second block of rows after a blank row and no zone column: read as the side "
                 "deck (the MTGO and Arena export convention for a list's blocks); write a zone "
                 "column (Board: Main, Sideboard) to say otherwise")


@pytest.mark.parametrize(("header", "row", "blank"), [
    ("Qty,Card", "{count},{name}", ","), ("Qty,Card", "{count},{name}", ""),
    ("Quantity,Name,Set", "{count},{name},M10", ",,"),
    ("Anzahl;Kartenname", "{count};{name}", ";;"), ("Anzahl;Kartenname", "{count};{name}", ";")])
def test_rows_after_a_blank_row_are_the_side_deck_as_a_text_lists_second_block(
        header: str, row: str, blank: str) -> None:
    # 60 rows, a blank row, 16 rows and no zone column: read as a 76-card main deck,
    # legal, where the same list as text has a 16-card sideboard
    side = [*SIDE, (1, "Smash to Smithereens")]
    rows = [header, *(row.format(count=count, name=name) for count, name in MAIN), blank,
            *(row.format(count=count, name=name) for count, name in side)]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert errors(result) == [("zone-size", 16)]
    assert [(v.line, v.message) for v in result.violations if v.line == 16] == [
        (16, _SECOND_BLOCK), (16, "Sideboard: 16 cards; at most 15")]
    # at most 15 cards after a deck of 60: the MTGO form, read so unsaid (as text)
    legal = check(_sheet(header, row, blank), ".csv")
    assert (legal.status, legal.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.line for v in legal.violations] == [1]


def test_a_blank_row_within_a_main_deck_parts_it_into_a_deck_and_a_side_deck() -> None:
    # 24 cards, a blank row, 36: as a text list's two blocks, never one deck unsaid
    rows = ["Qty,Card", *(f"{count},{name}" for count, name in MAIN[:6]), ",",
            *(f"{count},{name}" for count, name in MAIN[6:])]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert (result.status, result.zones) == ("illegal", {"main": 24, "side": 36})
    assert [v.message for v in result.violations if v.line == 9][:1] == [_SECOND_BLOCK]


@pytest.mark.parametrize(("above", "under", "below"), [
    ("", ",\r\n", ""), ("", "", ",\r\n\r\n,\r\n"), ('"sep=,"\r\n', "", ",\r\n")])
def test_blank_rows_above_or_below_every_card_row_part_no_block(above: str, under: str,
                                                                 below: str) -> None:
    # a blank row under the header, trailing blank rows (a sheet's saved empty rows),
    # Excel's separator line: one deck, no note
    rows = "".join(f"{count},{name}\r\n" for count, name in MAIN)
    result = check(f"{above}Qty,Card\r\n{under}{rows}{below}", ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.rule for v in result.violations] == ["reading"]


def _split(cards: list[str], sizes: tuple[int, ...]) -> list[list[str]]:
    """``cards`` (``N Name`` lines) cut into blocks of ``sizes`` copies each, in order
    (the cards after the last block left out)."""
    blocks: list[list[str]] = [[]]
    for card in cards:
        if sum(int(line.split(" ", 1)[0]) for line in blocks[-1]) >= sizes[len(blocks) - 1]:
            if len(blocks) == len(sizes):
                break
            blocks.append([])
        blocks[-1].append(card)
    return blocks


def _same_as_text(blocks: list[list[str]], format_id: str, day: str, gap: int = 1) -> None:
    """The ``blocks`` as a text list parted by ``gap`` blank lines and as a ``Count,Name``
    sheet parted by as many blank rows: the same verdict, zones and errors."""
    checker = Checker(CheckOptions(format_id=format_id, as_of=dt.date.fromisoformat(day),
                                   use_config=False))
    text = ("\n" * (gap + 1)).join("\n".join(block) for block in blocks) + "\n"
    sheet = "Count,Name\n" + ("\n" + ",\n" * gap).join("\n".join(
        '{},"{}"'.format(*line.split(" ", 1)) for line in block) for block in blocks) + "\n"
    read = [checker.check_bytes(body.encode(), name)
            for body, name in ((text, "deck.txt"), (sheet, "deck.csv"))]
    assert len({(result.status, tuple(sorted(result.zones.items())),
                 tuple(sorted(rule for rule, _ in errors(result)))) for result in read}) == 1, [
        (result.status, result.zones, errors(result)) for result in read]


@pytest.mark.parametrize("sizes", [(60, 15), (60, 16), (16, 24, 20), (60, 8, 8), (20, 40),
                                   (24, 36), (30, 30, 16), (20, 20, 20, 15)])
def test_a_sheets_blank_row_blocks_are_read_as_a_text_lists_blank_line_blocks(
        sizes: tuple[int, ...]) -> None:
    # a grouped 16/24/20 Modern sheet was refused (its last block a 20-card side deck)
    # and 60/8/8 read as 68 + 8 (a 16-card side deck legal), where the text reader reads
    # three blocks or more as the deck unless the last is a sideboard after a deck
    cards = [f"{count} {name}" for count, name in
             [*MAIN, *SIDE, (1, "Smash to Smithereens"), (4, "Mountain")]]
    _same_as_text(_split(cards, sizes), "mtg/modern", DAY)


@pytest.mark.parametrize("sizes", [(1, 99), (1, 39, 60), (1, 60, 39)])
def test_a_commander_sheets_blank_row_blocks_are_read_as_a_text_lists(
        shared: Path, sizes: tuple[int, ...]) -> None:
    # Azusa / blank / 39 rows / blank / 60 rows was a parse-error (legal as text)
    day, commanders, main = next(deck for deck in _duel_decks(shared) if len(deck[1]) == 1)
    _same_as_text(_split([*commanders, *main], sizes), "mtg/duel-commander", day)


@pytest.mark.parametrize("sizes", [(3, 40), (3, 13, 27), (3, 21, 6, 13)])
def test_a_magi_nation_sheets_blank_row_blocks_never_make_a_side_deck(
        shared: Path, sizes: tuple[int, ...]) -> None:
    # the Cald starter grouped by blank rows had its last block read as a side deck
    # Magi-Nation has none (illegal), where the text list is legal
    text = (shared / "cases" / "magi-nation" / "starter-cald.txt").read_text("utf-8")
    cards = [line if line[0].isdigit() else f"1 {line}" for line in text.splitlines()
             if line and not line.startswith("#")]
    _same_as_text(_split(cards, sizes), "magi-nation/standard", "2026-01-01")


@pytest.mark.parametrize(("layout", "gap"), [
    ("companion, deck, side", 1), ("deck, side", 2), ("side, deck", 1), ("deck, side", 3),
    ("two deck blocks, two side blocks", 1)])
def test_a_sheets_export_forms_of_blocks_are_read_as_a_text_lists(layout: str,
                                                                  gap: int) -> None:
    # Arena's lone companion first, blank rows in a row (spacing: all the deck), MTGO's
    # side deck first, four blocks: read as the same list written as text
    deck = [f"{count} {name}" for count, name in MAIN]
    side = [f"{count} {name}" for count, name in SIDE]
    blocks = {"companion, deck, side": [side[:1], deck, side], "deck, side": [deck, side],
              "side, deck": [side, deck],
              "two deck blocks, two side blocks": [deck[:5], deck[5:], side[:2], side[2:]]}
    _same_as_text(blocks[layout], "mtg/modern", DAY, gap)
