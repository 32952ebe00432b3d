"""Tables pasted in a text file that give each zone's copies in a column of their own
(``Nom<tab>Deck<tab>Side``, ``| Card | Main | Side |``): read by the CSV reader as the
same bytes saved as ``.csv`` are (the side deck's rows were the main deck's cards, a deck
of 36 legal), a row whose zone a line reader cannot tell a ``parse-error``; and Markdown
tables of one column (``| Magi |`` / ``|---|`` / ``| Ashgar |``) read as tables."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

#: Nine Mage Noir cards of four copies (36), a tenth, and a side deck of ten.
DECK = ["Boule de feu", "Tornade", "Lame d'air", "Graine", "Projectile de flamme", "Souffle",
        "Vents favorables", "Armure d'écorce", "Gouttelette"]
TENTH = "Goutte d'eau"
SIDE = [("Roche", 4), ("Séisme", 3), ("Arbre mort", 3)]

_CHECKERS: dict[str, Checker] = {}


def check(text: str, suffix: str = ".txt", format_id: str = "mage-noir/tournament"
          ) -> DeckResult:
    """Judge ``text`` as a file of ``suffix`` in ``format_id`` as of 2026-01-10."""
    checker = _CHECKERS.get(format_id)
    if checker is None:
        checker = _CHECKERS[format_id] = Checker(CheckOptions(
            format_id=format_id, as_of=dt.date(2026, 1, 10), use_config=False))
    return checker.check_bytes(text.encode(), f"deck{suffix}")


def errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


def sheet(delimiter: str, tenth: bool = True, more_side: bool = False,
          titles: str = "Nom,Deck,Side") -> str:
    """A sheet of one column of copies per zone, its cells parted by ``delimiter``."""
    names = [*DECK, TENTH] if tenth else DECK
    side = [*SIDE, ("Marée", 1)] if more_side else SIDE
    rows = [titles.split(","), *([name, "4", ""] for name in names),
            *([name, "", str(copies)] for name, copies in side)]
    return "".join(delimiter.join(row) + "\n" for row in rows)


@pytest.mark.parametrize("suffix", [".txt", ".csv"])
@pytest.mark.parametrize("delimiter", ["\t", ";", ","])
@pytest.mark.parametrize("title", ["", "Deck de Camille\n"])
def test_a_text_file_of_each_zones_copies_columns_is_read_as_the_csv_is(
        delimiter: str, suffix: str, title: str) -> None:
    """``Nom<tab>Deck<tab>Side`` over 36 deck cards and a side deck of 10 in a ``.txt``:
    the header was a note, each side row (``Roche<tab><tab>4``) 4 Rock in the deck, the
    deck legal; with ``;`` or ``,`` every row was an unknown card. It is read as the
    ``.csv`` is: 36 cards are too few, 40 and 10 legal, a side deck of 11 too many."""
    short = check(title + sheet(delimiter, tenth=False), suffix)
    line = 2 + bool(title)
    assert (short.status, errors(short)) == (
        "illegal", [("zone-size", "Deck: 36 cards; at least 40", line)])
    legal = check(title + sheet(delimiter), suffix)
    assert (legal.status, errors(legal), legal.zones) == ("legal", [], {"main": 40, "side": 10})
    assert "read as a card CSV export (a header row naming its columns)" in [
        v.message for v in legal.violations if v.rule == "reading"]
    more = check(title + sheet(delimiter, more_side=True), suffix)
    assert [(rule, message) for rule, message, _ in errors(more)] == [
        ("zone-size", "Side deck: 11 cards; at most 10")]


@pytest.mark.parametrize("suffix", [".txt", ".md", ".csv"])
@pytest.mark.parametrize("titles", ["Carte,Deck,Side", "Card,Main,Side"])
def test_a_markdown_table_of_each_zones_copies_columns_is_read_by_its_columns(
        titles: str, suffix: str) -> None:
    """``| Carte | Deck | Side |`` over 40 deck cards and 10 side cards was read as the
    header 'Deck Side' after the deck's name: a deck of 0 and a side deck of 50; as
    ``.csv`` its rule row's ``---`` kept the side deck's column unread. Legal now."""
    rows = [line.split("\t") for line in sheet("\t", titles=titles).splitlines()]
    text = "\n".join("| " + " | ".join(row) + " |" for row in rows[:1]) + "\n|---|---|---|\n"
    text += "".join("| " + " | ".join(row) + " |\n" for row in rows[1:])
    result = check(text, suffix)
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"main": 40, "side": 10})


def test_a_magi_nation_sheets_magi_column_puts_its_cards_in_the_magi_stack() -> None:
    """``Name<tab>Deck<tab>Magi`` with ``Fire Ball<tab><tab>1``: Fire Ball was counted in
    the deck; it is in the Magi stack, which takes Magi only."""
    text = "Name\tDeck\tMagi\nAshgar\t\t1\nGar\t\t1\nFire Ball\t\t1\n"
    text += "".join(f"{name}\t{copies}\t\n" for copies, name in _cald_deck())
    result = check(text, format_id="magi-nation/standard")
    assert [(rule, line) for rule, _, line in errors(result)] == [
        ("magi-stack", 2), ("zone-card-type", 4)]
    assert result.zones == {"magi": 3, "main": 40}


def _cald_deck() -> list[tuple[int, str]]:
    """The Cald starter deck's 40 cards (not its Magi)."""
    starter = (Path(__file__).parent / "fuzz" / "corpus" / "magi-nation-cald.txt").read_text(
        "utf-8").splitlines()
    cards = [line.split(" ", 1) for line in starter[starter.index("# Creatures (21)"):]
             if line[:1].isdigit()]
    return [(int(count), name) for count, name in cards]


def test_one_column_markdown_tables_are_read_as_tables() -> None:
    """``## Magi`` / ``| Magi |`` / ``|---|`` / ``| Ashgar |``...: each row was an unknown
    card '| Ashgar |', the Magi stack filled by four unknown cards."""
    text = "## Magi\n| Magi |\n|---|\n| Ashgar |\n| Gar |\n| Grega |\n\n## Deck\n"
    text += "".join(f"{count} {name}\n" for count, name in _cald_deck())
    result = check(text, format_id="magi-nation/standard")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})


def test_a_one_column_table_under_a_card_columns_title_is_its_cards() -> None:
    """``| Name |`` / ``| --- |`` / ``| Ponder |``: the title was an unknown card."""
    result = check("| Name |\n| --- |\n| Ponder |\n", format_id="mtg/modern")
    assert [rule for rule, _, _ in errors(result)] == ["banned", "zone-size"]
    assert result.zones == {"main": 1}


@pytest.mark.parametrize("markdown", [False, True])
def test_such_a_table_after_other_lines_is_a_parse_error_on_each_row(markdown: bool) -> None:
    """A table of each zone's copies after more lines than a sheet's title rows (four)
    is read as text, which cannot tell a row's zone: each row is a
    ``parse-error``, none counted (the side deck's rows were 4 Rock in the deck)."""
    table = sheet("\t")
    if markdown:
        rows = ["| " + " | ".join(row.split("\t")) + " |\n" for row in table.splitlines()]
        table = "".join([rows[0], "|---|---|---|\n", *rows[1:]])  # a rule row: no row
    result = check("Player: Ann\nEvent: FNM\nDeck\n4 Roche\n1 Séisme\n" + table)
    unplaced = [line for rule, message, line in errors(result) if rule == "parse-error"
                and message.startswith("a row of the table whose header row (line 6) gives "
                                       "each zone's copies in a column of its own ('Deck', "
                                       "'Side')")]
    assert unplaced == list(range(7 + markdown, 20 + markdown))
    # the five cards above it and its header, an unknown card
    assert result.zones == {"main": 6}


def test_every_row_under_many_header_rows_is_accounted_for() -> None:
    """Header rows written again and again after other lines: every one after the first
    is a row that is a ``parse-error`` (one pass over the lines, none left unread)."""
    result = check("Player: Ann\n\n4 Roche\n\n1 Séisme\n\n" + "Nom\tDeck\tSide\n" * 2000)
    assert sum(v.rule == "parse-error" for v in result.violations) == 1999


def test_a_markdown_rows_copies_in_a_sideboard_column_beside_the_count_are_untold() -> None:
    """``| Qty | Carte | Sideboard |`` over 36 deck cards and ``| | Roche | 4 |``...: each
    side row was read as written, 4 Rock in the main deck, a deck of 47 legal. A line
    cannot part a row's copies between zones: each such row is a ``parse-error``."""
    text = "| Qty | Carte | Sideboard |\n|---|---|---|\n"
    text += "".join(f"| 4 | {name} | |\n" for name in DECK)
    text += "".join(f"| | {name} | {copies} |\n" for name, copies in SIDE)
    result = check(text, ".md")
    assert [(rule, line) for rule, _, line in errors(result)] == [
        ("zone-size", 3), ("parse-error", 12), ("parse-error", 13), ("parse-error", 14)]
    assert result.zones == {"main": 36}


_MODERN_ROWS = [("Island", "56", ""), ("Opt", "4", ""), ("Negate", "", "4")]


def _modern_table(markdown: bool, delimiter: str = "\t") -> str:
    """A legal Modern deck as a table of each zone's copies (``Name``, ``Deck``,
    ``Side``), in Markdown or with its cells parted by ``delimiter``."""
    rows = [("Name", "Deck", "Side"), *_MODERN_ROWS]
    if not markdown:
        return "".join(delimiter.join(row) + "\n" for row in rows)
    lines = ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join([lines[0], "|---|---|---|", *lines[1:]]) + "\n"


@pytest.mark.parametrize(("title", "markdown", "suffix"), [
    ("Hypergenesis\n", False, ".txt"), ("Hypergenesis\n" * 4, False, ".txt"),
    ("Hypergenesis\nHypergenesis\n", False, ".csv"), ("| Hypergenesis |\n\n", True, ".txt"),
    ("| Hypergenesis |\n", True, ".md"), ("hypergenesis\n", False, ".txt")])
def test_a_card_named_above_a_tables_header_is_counted_not_a_title(
        title: str, markdown: bool, suffix: str) -> None:
    """``Hypergenesis`` (banned in Modern) on the lines above a pasted table's header was
    dropped as the sheet's title, the deck legal: a row naming a card by its whole name
    is one copy of it, as the text reader reads it."""
    delimiter = "," if suffix == ".csv" else "\t"
    result = check(title + _modern_table(markdown, delimiter), suffix, "mtg/modern")
    copies = title.lower().count("hypergenesis")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [("banned", 1)]
    assert result.zones == {"main": 60 + copies, "side": 4}


@pytest.mark.parametrize(("title", "copies"), [
    ("Opt 2", 2), ("Opt - 1", 1), ("Opt: 1", 1), ("Opt x1", 1), ("Opt (3)", 3),
    ("1 Opt", 1)])
@pytest.mark.parametrize(("markdown", "suffix"), [(False, ".txt"), (True, ".txt"),
                                                  (False, ".csv")])
def test_a_title_above_a_tables_header_reading_as_a_counted_card_is_counted(
        title: str, copies: int, markdown: bool, suffix: str) -> None:
    """``Opt 2`` (``Opt - 1``, ``Opt: 1``) above a pasted table holding 4 Opt was dropped
    as the sheet's title, the 6 copies legal: a title row a text list reads as a card
    line with a count, whatever the count's form, is that card line, counted."""
    delimiter = "," if suffix == ".csv" else "\t"
    shown = f"| {title} |\n\n" if markdown else f"{title}{delimiter * 2}\n"
    result = check(shown + _modern_table(markdown, delimiter), suffix, "mtg/modern")
    assert result.status == "illegal"
    assert [(rule, message, line) for rule, message, line in errors(result)] == [
        ("copy-limit", f"{4 + copies} copies of Opt; at most 4", 1)]
    assert result.zones == {"main": 60 + copies, "side": 4}


@pytest.mark.parametrize(("title", "suffix"), [
    ("SB: 1 Dispel\n", ".txt"), ("Sideboard: 1 Dispel\n", ".txt"),
    ("Sideboard\n1 Dispel\n", ".txt"), ("SB: 1 Dispel,,\n", ".csv")])
def test_a_title_row_placing_its_card_in_a_zone_is_counted_there(title: str,
                                                                  suffix: str) -> None:
    """``SB: 1 Dispel`` (or ``Sideboard`` over ``1 Dispel``) above a pasted table was
    counted in the main deck (61 cards there, a sideboard of 16 legal): a title row's zone
    is read as a text list reads it."""
    delimiter = "," if suffix == ".csv" else "\t"
    result = check(title + _modern_table(False, delimiter), suffix, "mtg/modern")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 5})


@pytest.mark.parametrize("title", ["Round 2", "Mono Blue 2", "Top 8 - 1"])
def test_a_counted_title_above_a_tables_header_naming_no_card_is_a_note(title: str) -> None:
    """A title a text list reads with a count whose name names no card (``Round 2``)
    stays the sheet's title, said by a note."""
    result = check(f"{title}\n" + _modern_table(False), ".txt", "mtg/modern")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert [(v.line, v.message) for v in result.violations if "title" in v.message] == [
        (1, f"'{title}' above the header is the sheet's title, not a card")]


@pytest.mark.parametrize("markdown", [False, True])
@pytest.mark.parametrize("delimiter", ["\t", ";"])
def test_metadata_lines_above_a_tables_header_are_read_as_a_text_lists(
        markdown: bool, delimiter: str) -> None:
    """``Format: mtg/modern`` and ``Player: Bob``, a blank line, then a pasted table: the
    lines were the sheet's title, the format unknown (exit 2) and the player lost; they
    give the format and the player as a text list's do."""
    lines = ["Format: mtg/modern", "Player: Bob"]
    head = "".join((f"| {line} |" if markdown else line) + "\n" for line in lines)
    result = Checker(CheckOptions(as_of=dt.date(2026, 1, 10), use_config=False)).check_bytes(
        (head + "\n" + _modern_table(markdown, delimiter)).encode(), "deck.txt")
    assert (result.status, result.format_id, result.player) == ("legal", "mtg/modern", "Bob")
    assert [(v.line, v.message) for v in result.violations if "above" in v.message] == [
        (1, "the row above the header gives the deck's format, 'mtg/modern', not a card"),
        (2, "the row above the header gives the deck's player, 'Bob', not a card")]


@pytest.mark.parametrize("title", ["Mono Blue", "Burn", "Jund", "Opt"])
@pytest.mark.parametrize("markdown", [False, True])
def test_a_title_above_a_tables_header_naming_no_card_is_a_note(markdown: bool,
                                                                title: str) -> None:
    """A title above the header naming no card by the card's full name (``Burn``, a face
    of Turn // Burn), only title words (``Jund``, a Plane) or a card a row names too
    (``Opt``, the deck's name, as a text list's title is read): the sheet's title, said
    by a note."""
    result = check(f"{title}\n" + _modern_table(markdown), ".txt", "mtg/modern")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert [(v.line, v.message) for v in result.violations if "title" in v.message] == [
        (1, f"'{title}' above the header is the sheet's title, not a card")]
