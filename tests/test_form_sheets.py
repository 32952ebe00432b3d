"""A sheet of decklists one a cell, as a form's answers are saved (``Timestamp,Player
name,Email,Decklist``, each list a quoted cell over several lines): one answer is read as
its list, its player and format from their columns; several are not judged (read as one
text, they were one deck of every answer's lines and the header's)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app

HEADER = "Timestamp,Player name,Email,Format,Decklist\n"
LIST = '"Deck\n4 Lightning Bolt\n56 Mountain\nSideboard\n1 Oko, Thief of Crowns"'


def _answer(player: str, fmt: str = "mtg/modern", decklist: str = LIST) -> str:
    return f"2026/12/01 10:00,{player},{player.split()[0].lower()}@example.org,{fmt},{decklist}\n"


def _json(*args: str) -> tuple[int, list[dict[str, object]]]:
    outcome = CliRunner().invoke(app, ["check", *args, "--isolated", "--report", "json",
                                       "--date", "2026-08-22"])
    assert outcome.exception is None or isinstance(outcome.exception, SystemExit)
    return outcome.exit_code, json.loads(outcome.stdout)["results"]


def _found(result: dict[str, object]) -> list[tuple[object, object, object]]:
    return [(v["rule"], v["line"], v["message"]) for v in result["violations"]  # type: ignore[attr-defined]
            if v["rule"] not in ("data-age", "reading")]


@pytest.mark.parametrize("fmt", ["mtg/modern", "mtg/legacy"])
def test_one_answer_is_its_list_with_the_player_and_format_of_its_columns(
        tmp_path: Path, fmt: str) -> None:
    (tmp_path / "form.csv").write_text(HEADER + _answer("Ann Lee", fmt), "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"))
    assert (result["status"], result["format"], result["player"], result["zones"]) == (
        "illegal", fmt, "Ann Lee", {"main": 60, "side": 1})
    # Oko on the answer's sixth line, the file's: the row starts on line 2
    banned = {"mtg/modern": "banned in Modern (since 2020-01-14)",
              "mtg/legacy": "banned in Legacy (since 2021-02-15)"}[fmt]
    assert (code, _found(result)) == (1, [
        ("banned", 6, f"Oko, Thief of Crowns is {banned}")])


@pytest.mark.parametrize(("header", "answers", "message"), [
    (HEADER, [_answer("Ann Lee"), _answer("Bob Ray")],
     "the decks of 2 players in one sheet ('Ann Lee', 'Bob Ray'): not judged; one deck a "
     "file (split it by player)"),
    ("Timestamp,Email,Decklist\n", ['1,a@example.org,' + LIST + "\n",
                                    '2,b@example.org,' + LIST + "\n"],
     "2 decklists in one sheet (column 'Decklist'): not judged; one deck a file (split it "
     "by row)")])
def test_several_answers_are_not_judged_as_one_deck(
        tmp_path: Path, header: str, answers: list[str], message: str) -> None:
    folder = tmp_path / "subs"
    folder.mkdir()
    (folder / "form.csv").write_text(header + "".join(answers), "utf-8")
    for args in ([str(folder / "form.csv")], [str(folder)]):  # named, and in a walk
        code, (result,) = _json(*args)
        assert (code, result["status"], _found(result)) == (
            2, "error", [("file-error", 7, message)])


def test_a_card_line_in_another_column_of_the_answer_is_not_left_out(tmp_path: Path) -> None:
    (tmp_path / "form.csv").write_text(
        "Timestamp,Player name,Comments,Decklist\n"
        '2026/12/01 10:00,Ann Lee,"SB: 4 Lightning Helix",' + LIST + "\n", "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"))
    assert (code, result["status"], _found(result)) == (2, "error", [(
        "file-error", 2, "not judged: the column 'Comments' holds card lines beside the "
        "decklist's column 'Decklist' (give the whole decklist in one cell)")])


def test_a_comment_on_a_card_the_deck_plays_leaves_it_judged_unchanged(tmp_path: Path) -> None:
    """``SB: 1 Oko, Thief of Crowns`` in the comments of a list playing it is a remark on
    that card: the deck is judged as listed, the one banned Oko said once."""
    (tmp_path / "form.csv").write_text(
        "Timestamp,Player name,Comments,Decklist\n"
        '2026/12/01 10:00,Ann Lee,"SB: 1 Oko, Thief of Crowns",' + LIST + "\n", "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/modern")
    assert (code, result["status"], result["zones"], _found(result)) == (
        1, "illegal", {"main": 60, "side": 1},
        [("banned", 6, "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)")])


#: A legal Modern list of 60 cards and a sideboard of 4, as a form's answer's cell.
_LEGAL_LIST = '"4 Lightning Bolt\n56 Mountain\n\nSideboard\n4 Path to Exile"'


@pytest.mark.parametrize("cell", ["Forgot: 1 Grief", "Also 1 Grief", "PS 1 Grief",
                                  "Add 1 Grief", "playing 1 Grief main", "Rakdos w/ 1 Grief"])
@pytest.mark.parametrize("column", [1, 2, 4])
def test_a_card_line_among_words_of_another_cell_of_the_answer_is_not_left_out(
        tmp_path: Path, cell: str, column: int) -> None:
    """A card line with a count after words (``Forgot: 1 Grief``) in the player's, the
    deck's or the comments' cell is found as a text list's note finds it: the list read
    alone hid the banned card (legal)."""
    header = ["Timestamp", "Full Name", "Deck Name", "Decklist", "Comments"]
    row = ["2026/12/01 10:00", "Ann Lee", "Burn", _LEGAL_LIST, ""]
    row[column] = f'"{cell}"'
    (tmp_path / "form.csv").write_text(",".join(header) + "\n" + ",".join(row) + "\n",
                                       "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/modern")
    assert (code, result["status"], _found(result)) == (2, "error", [(
        "file-error", 2, f"not judged: the column '{header[column]}' holds card lines beside "
        "the decklist's column 'Decklist' (give the whole decklist in one cell)")])


@pytest.mark.parametrize("comment", [
    "Running 4 Lightning Bolt main", "Went 3-1, lost to 2 Path to Exile",
    "Swapped 1 Lightning Bolt for 1 Mountain", "Went 3-1, Top 8", "x", "Mountain"])
def test_a_comment_naming_only_the_decks_own_cards_is_a_remark(tmp_path: Path,
                                                                comment: str) -> None:
    """A form's comment whose card lines name only cards the decklist plays (``lost to 2
    Path to Exile``), or none (``Top 8``, ``x``: X is a card's name), is a remark on the
    deck: the legal deck is judged, unchanged (the whole file was refused)."""
    header = "Timestamp,Email Address,Player Name,DCI,Decklist,Comments\n"
    (tmp_path / "form.csv").write_text(
        header + f'2026/12/01 10:00,a@example.org,Ann Lee,123,{_LEGAL_LIST},"{comment}"\n',
        "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/modern")
    assert (code, result["status"], result["zones"], _found(result)) == (
        0, "legal", {"main": 60, "side": 4}, [])


@pytest.mark.parametrize("comment", ["Forgot: 1 Grief", "SB: 1 Okko", "Grief",
                                     "Went 3-1, lost to 2 Solitude"])
def test_a_comment_naming_a_card_the_deck_does_not_play_is_not_judged(
        tmp_path: Path, comment: str) -> None:
    """A comment's card line or card's name of a card the decklist does not play (or a
    count before a name of no card, ``SB: 1 Okko``) leaves the sheet not judged."""
    header = "Timestamp,Email Address,Player Name,DCI,Decklist,Comments\n"
    (tmp_path / "form.csv").write_text(
        header + f'2026/12/01 10:00,a@example.org,Ann Lee,123,{_LEGAL_LIST},"{comment}"\n',
        "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/modern")
    assert (code, result["status"], _found(result)) == (2, "error", [(
        "file-error", 2, "not judged: the column 'Comments' holds card lines beside the "
        "decklist's column 'Decklist' (give the whole decklist in one cell)")])


def test_a_comment_of_words_and_numbers_naming_no_card_is_no_card_line(tmp_path: Path) -> None:
    (tmp_path / "form.csv").write_text(
        "Timestamp,Full Name,Deck Name,Decklist,Comments\n2026/12/01 10:00,Ann Lee,Burn,"
        + _LEGAL_LIST + ',"Thanks, 2 rounds late"\n', "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/modern")
    assert (code, result["status"], result["zones"]) == (0, "legal", {"main": 60, "side": 4})


def test_a_form_column_titled_with_an_underscore_and_a_colon_names_the_player(
        tmp_path: Path) -> None:
    # the card exports' reading took Player_name: for the player, the form's did not
    (tmp_path / "form.csv").write_text(
        "Timestamp,Player_name:,Decklist\n2026/12/01 10:00,Ann Lee," + LIST + "\n", "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/modern")
    assert (code, result["status"], result["player"]) == (1, "illegal", "Ann Lee")



@pytest.mark.parametrize(("main", "side"), [("Main deck", "Sideboard"), ("Decklist", "Side deck"),
                                            ("Mazo principal", "Banquillo")])
def test_a_forms_main_deck_and_sideboard_answers_are_the_decks_zones(
        tmp_path: Path, main: str, side: str) -> None:
    # refused as card lines in several columns (a walk skipped it, its banned sideboard
    # unjudged); the sideboard's one line was card lines beside the decklist's column
    folder = tmp_path / "subs"
    folder.mkdir()
    (folder / "form.csv").write_text(
        f"Timestamp,Full Name,{main},{side}\n2026/12/01 10:00,Ann Lee,"
        '"4 Lightning Bolt\n56 Mountain","4 Oko, Thief of Crowns\n1 Pyroblast"\n', "utf-8")
    for args in ([str(folder / "form.csv")], [str(folder)]):  # named, and in a walk
        code, (result,) = _json(*args, "--format", "mtg/modern")
        assert (code, result["status"], result["zones"], result["player"]) == (
            1, "illegal", {"main": 60, "side": 5}, "Ann Lee")
        assert [(rule, line) for rule, line, _ in _found(result)] == [
            ("banned", 3), ("card-pool", 4)]  # Pyroblast is no Modern card
        assert [v["message"] for v in result["violations"]  # type: ignore[attr-defined]
                if v["rule"] == "reading" and v["line"] == 1] == [
            f"read as a sheet of one decklist in columns of its zones ('{main}' and '{side}'), "
            "read as text, each column under its title; its other columns titled as a "
            "decklist's keys give its player, format, event or date"]


@pytest.mark.parametrize("side", ["Sideboard", "Sideboard (up to 15 cards)"])
def test_a_forms_sideboard_of_one_line_is_its_zone(tmp_path: Path, side: str) -> None:
    # the title's count is the form's question, no count the player declares
    (tmp_path / "form.csv").write_text(
        f'Timestamp,Full Name,Main Deck,{side}\n2026-12-05,John Smith,"4 Lightning Bolt\n'
        '56 Mountain","4 Smash to Smithereens"\n', "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/modern")
    assert (code, result["status"], result["zones"], _found(result)) == (
        0, "legal", {"main": 60, "side": 4}, [])


@pytest.mark.parametrize(("main", "side"), [("Deck 1", "Deck 2"), ("Decklist", "Decklist 2"),
                                            ("Your list", "Sideboard")])
def test_a_forms_two_list_columns_not_titled_as_one_decks_zones_are_not_judged(
        tmp_path: Path, main: str, side: str) -> None:
    (tmp_path / "form.csv").write_text(
        f"Timestamp,Player name,{main},{side}\n2026/12/01 10:00,Ann Lee,"
        '"4 Lightning Bolt\n56 Mountain","4 Oko, Thief of Crowns\n1 Pyroblast"\n', "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/modern")
    assert (code, result["status"], _found(result)) == (2, "error", [(
        "file-error", 1, f"not judged: card lines in several columns of one sheet ('{main}' "
        f"and '{side}') (give the whole decklist in one cell, its sideboard under a "
        "Sideboard line)")])


def test_a_card_line_in_a_field_of_the_answer_is_not_left_out(tmp_path: Path) -> None:
    (tmp_path / "form.csv").write_text(
        "Timestamp,Player name,Deck,Decklist\n"
        '2026/12/01 10:00,Ann Lee,"SB: 4 Lightning Helix",' + LIST + "\n", "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/modern")
    assert (code, _found(result)) == (2, [(
        "file-error", 2, "not judged: the column 'Deck' holds card lines beside the "
        "decklist's column 'Decklist' (give the whole decklist in one cell)")])
    # a deck named as a card is no card line: Burn, a face of Turn // Burn
    (tmp_path / "form.csv").write_text(
        "Timestamp,Player name,Deck,Format,Decklist\n2026/12/01 10:00,Ann Lee,Burn,"
        "mtg/modern," + LIST + "\n", "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"))
    assert (code, result["deck_name"], result["status"]) == (1, "Burn", "illegal")


def _write(path: Path, rows: list[list[str]], delimiter: str = ",") -> None:
    import csv

    with path.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, delimiter=delimiter).writerows(rows)


#: LIST's lines as a form's cell holds them, unquoted (the csv module quotes the cell).
CELL = LIST.strip('"')


@pytest.mark.parametrize(("name", "rows", "oko"), [
    ("form.csv", [["Decklist", "Name"], [CELL, "Ann Lee"]], 6),
    ("form.csv", [["Deck list", "Name"], [CELL, "Ann Lee"]], 6),
    ("form.csv", [["Decklist", "Name", "Notes"], [CELL, "Ann Lee", "see you there"]], 6),
    ("form.csv", [["Name", "Decklist"], ["Ann Lee", CELL]], 6),
    ("form.csv", [["Name", "Deck"], ["Ann Lee", CELL]], 6),
    ("form.csv", [["Nom", "Liste"], ["Ann Lee", CELL]], 6),
    ("form.csv", [["Timestamp", "Name", "Email", "Decklist"],
                  ["2026/12/01 10:00", "Ann Lee", "ann@example.org", CELL]], 6),
    ("form.tsv", [["Decklist", "Name"], [CELL, "Ann Lee"]], 6),
    # a person's whole name: Google Forms' "Full name", Typeform's "Your name"
    ("form.csv", [["Timestamp", "Email Address", "Full name", "Deck"],
                  ["2026/12/01 10:00", "ann@example.org", "Ann Lee", CELL]], 6),
    ("form.csv", [["#", "Your name", "Your decklist", "Submitted At"],
                  ["x1", "Ann Lee", CELL, "2026-12-01 10:00:00"]], 6),
    ("form.txt", [["Timestamp", "Name", "Decklist"], ["2026/12/01 10:00", "Ann Lee", CELL]], 6),
    # counts after the names: Lightning Bolt x4
    ("form.csv", [["Timestamp", "Name", "Decklist"], [
        "2026/12/01 10:00", "Ann Lee",
        "Lightning Bolt x4\nMountain x56\nSideboard\nOko, Thief of Crowns x1"]], 5)])
def test_a_forms_name_column_is_its_player_named_or_walked(
        tmp_path: Path, name: str, rows: list[list[str]], oko: int) -> None:
    """A form's player titled as a card's name column (``Name``, ``Nom``): the sheet was
    read as a card export, its list one unknown card a line, or skipped in a walk as a
    card list, the banned card unjudged and the run passing; a ``.tsv`` of it was one
    text of the header's and the answer's lines."""
    folder = tmp_path / "subs"
    folder.mkdir()
    _write(folder / name, rows, "\t" if name.endswith(".tsv") else ",")
    for args in ([str(folder / name)], [str(folder)]):
        code, (result,) = _json(*args, "--format", "mtg/modern")
        assert (code, result["status"], result["player"], result["zones"]) == (
            1, "illegal", "Ann Lee", {"main": 60, "side": 1})
        assert _found(result) == [
            ("banned", oko, "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)")]


def test_a_legal_answer_under_a_name_column_is_legal(tmp_path: Path) -> None:
    _write(tmp_path / "form.csv", [["Decklist", "Name"], [
        "Deck\n4 Lightning Bolt\n56 Mountain\nSideboard\n1 Magma Spray", "Ann Lee"]])
    code, (result,) = _json(str(tmp_path), "--format", "mtg/modern")
    assert (code, result["status"], result["player"], _found(result)) == (
        0, "legal", "Ann Lee", [])


@pytest.mark.parametrize(("name", "player"), [
    ("form.csv", "Name"), ("form.tsv", "Name"), ("form.csv", "Full name")])
def test_answers_of_players_under_a_name_column_are_not_one_deck(tmp_path: Path, name: str,
                                                                  player: str) -> None:
    """Two answers under ``Timestamp,Name,Email,Decklist``: named, the sheet was one of 2
    decks told by the 'Email' column; walked, one text of both lists, judged as one deck;
    under ``Full name``, 2 decklists of no player named."""
    folder = tmp_path / "subs"
    folder.mkdir()
    _write(folder / name, [["Timestamp", player, "Email", "Decklist"],
                           ["2026/12/01 10:00", "Ann Lee", "ann@example.org", CELL],
                           ["2026/12/01 11:00", "Bob Ray", "bob@example.org", CELL]],
           "\t" if name.endswith(".tsv") else ",")
    for args in ([str(folder / name)], [str(folder)]):
        code, (result,) = _json(*args, "--format", "mtg/modern")
        assert (code, result["status"], _found(result)) == (2, "error", [(
            "file-error", 7, "the decks of 2 players in one sheet ('Ann Lee', 'Bob Ray'): not "
            "judged; one deck a file (split it by player)")])


def test_a_card_export_beside_a_cell_of_many_lines_stays_a_card_export(tmp_path: Path
                                                                       ) -> None:
    # its Name cells name cards: each row a copy, the cell's card lines counted too
    _write(tmp_path / "deck.csv", [["Name", "Decklist"], ["Lightning Bolt", "1 Opt\n1 Ponder"],
                                   ["Mountain", ""]])
    code, (result,) = _json(str(tmp_path / "deck.csv"), "--format", "mtg/modern")
    assert (code, result["status"], result["zones"]) == (1, "illegal", {"main": 4})
    assert [rule for rule, _, _ in _found(result)] == ["banned", "zone-size"]  # Ponder


def test_rows_of_unknown_names_beside_one_list_stay_a_card_exports(tmp_path: Path) -> None:
    # read as a form, its one list was the deck and the rows of names were dropped
    _write(tmp_path / "deck.csv", [["Name", "Notes"], ["Ann Lee", "4 Lightning Bolt\n56 Mountain"],
                                   ["Lightnig Bolt", ""], ["Goblin Guid", ""]])
    code, (result,) = _json(str(tmp_path / "deck.csv"), "--format", "mtg/modern")
    assert (code, result["status"], result["zones"]) == (1, "illegal", {"main": 63})
    assert [(rule, line) for rule, line, _ in _found(result)] == [
        ("unknown-card", 2), ("unknown-card", 4), ("unknown-card", 5)]


def test_answers_of_xmage_card_lines_in_a_tsv_are_not_one_deck(tmp_path: Path) -> None:
    # an XMage card line in a list made the whole .tsv an XMage-like text, one deck
    cell = "4 [M10:146] Lightning Bolt\n56 [M10:242] Mountain"
    _write(tmp_path / "form.tsv", [["Timestamp", "Name", "Decklist"], ["1", "Ann Lee", cell],
                                   ["2", "Bob Ray", cell]], "\t")
    for args in ([str(tmp_path / "form.tsv")], [str(tmp_path)]):
        code, (result,) = _json(*args, "--format", "mtg/modern")
        assert (code, _found(result)) == (2, [(
            "file-error", 4, "the decks of 2 players in one sheet ('Ann Lee', 'Bob Ray'): not "
            "judged; one deck a file (split it by player)")])


SPELLS = ("Lightning Bolt", "Opt", "Ponder", "Preordain", "Brainstorm", "Counterspell",
          "Negate", "Duress")


@pytest.mark.parametrize("player", ["Doomsday", "Jund", "Amy Pond", "Rose Tyler"])
@pytest.mark.parametrize(("cell", "oko"), [
    # a zone's header in the cell
    ("Deck\n4 Lightning Bolt\n56 Mountain\nSideboard\n1 Oko, Thief of Crowns", 6),
    # no header: eight card lines with a count
    ("\n".join(f"1 {spell}" for spell in SPELLS) + "\n52 Island\nSB: 1 Oko, Thief of Crowns", 11)])
def test_a_whole_list_makes_a_form_whatever_its_name_cell_names(
        tmp_path: Path, player: str, cell: str, oko: int) -> None:
    """A player named as a card (``Doomsday``, ``Jund``, ``Amy Pond``) beside a whole
    decklist: the sheet was read as a card export, the list's sideboard counted in the
    main deck and the banned card in it judged there."""
    _write(tmp_path / "form.csv", [["Timestamp", "Name", "Decklist"],
                                   ["2026/12/01 10:00", player, cell]])
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "mtg/legacy")
    assert (code, result["status"], result["player"], result["zones"]) == (
        1, "illegal", player, {"main": 60, "side": 1})
    assert _found(result) == [
        ("banned", oko, "Oko, Thief of Crowns is banned in Legacy (since 2021-02-15)")]


def test_a_forms_magi_and_deck_answers_are_the_magi_stack_and_the_deck(
        tmp_path: Path, shared: Path) -> None:
    # the game data's zone words, any game's: the Magi column was card lines beside
    starter = shared / "data" / "magi-nation" / "decklists" / "bs1e_starter_arderial.txt"
    lines = [line for line in starter.read_text("utf-8").splitlines()
             if line and not line.startswith("#")]
    (tmp_path / "form.csv").write_text(
        'Timestamp,Player,Magi,Deck\n2026/12/01 10:00,Ann Lee,"' + "\n".join(
            f"1 {magi}" for magi in lines[:3]) + '","' + "\n".join(lines[3:]) + '"\n', "utf-8")
    code, (result,) = _json(str(tmp_path / "form.csv"), "--format", "magi-nation/standard")
    assert (code, result["status"], result["zones"], _found(result)) == (
        0, "legal", {"main": 40, "magi": 3}, [])
