"""A folder walk reads a ``.csv`` file by its content: a card export (a header with a
quantity and a name column, after an optional ``sep=`` line) is a decklist and is judged,
with a ``reading`` note; a spreadsheet, a card list and a cardtools CSV report are listed
as skipped, saying what they are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app

MOXFIELD = ("Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Last Modified,"
            "Collector Number,Alter,Proxy,Purchase Price\n"
            "4,0,Lightning Bolt,m10,Near Mint,English,,,2024-01-01,146,False,False,\n"
            "56,0,Mountain,m10,Near Mint,English,,,2024-01-01,242,False,False,\n")
DRAGON_SHIELD = "sep=;\nQuantity;Card Name;Set Code\n5;Lightning Bolt;M10\n55;Mountain;M10\n"


#: The reading note of a card export whose columns give no row's zone.
ZONELESS = ("read as a card CSV export (a header row naming its columns); it has no Board, "
            "Section, Zone or Sideboarded column (nor a 'Sideboard' row) giving each row's "
            "zone: no card is read into the sideboard (a sideboard exported in it is counted "
            "in the main deck)")


def _check(*args: str) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, ["check", *args, "--isolated"])
    assert outcome.exception is None or isinstance(outcome.exception, SystemExit)
    return outcome.exit_code, outcome.stdout, outcome.stderr


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "alice.csv").write_text(MOXFIELD, "utf-8")
    (folder / "bob.csv").write_text(DRAGON_SHIELD, "utf-8")
    (folder / "players.csv").write_text("Player,Email,Table\nAlice,a@example.org,3\n",
                                        "utf-8")
    (folder / "cards.csv").write_text("name,type\nFire Ball,Spell\n", "utf-8")
    (folder / "notes.csv").write_text("4 Lightning Bolt\n", "utf-8")
    return folder


def test_card_exports_are_judged_and_other_csv_files_skipped(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--report", "json")
    report = json.loads(out)
    assert code == 1
    assert [(r["path"], r["status"], sorted({v["rule"] for v in r["violations"]
                                             if v["severity"] == "error"}))
            for r in report["results"]] == [
        (f"{folder}/alice.csv", "legal", []),
        (f"{folder}/bob.csv", "illegal", ["copy-limit"]),
        (f"{folder}/notes.csv", "illegal", ["zone-size"])]
    notes = [(v["line"], v["message"]) for r in report["results"] for v in r["violations"]
             if v["rule"] == "reading"]
    assert notes == [(1, ZONELESS), (2, ZONELESS),
                     (1, "read as plain text: the first line is not the header of a card "
                         "CSV export")]
    assert report["skipped"] == [
        {"path": f"{folder}/cards.csv", "reason": "not a decklist: a CSV file with a card "
         "name column but no quantity column (a card list)"},
        {"path": f"{folder}/players.csv",
         "reason": "not a decklist: a CSV file with no card columns"}]


def test_a_csv_report_saved_among_the_decks_is_skipped_as_a_report(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    code, _, _ = _check(str(folder), "--format", "mtg/modern", "--report", "csv",
                        "--report-file", str(folder / "report.csv"))
    assert code == 1
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--report", "text")
    assert f"{folder}/report.csv: skipped: a cardtools report (csv)" in out.splitlines()
    assert out.splitlines()[-1].startswith("6 files: 1 legal, 2 illegal, 0 not judged, "
                                           "3 skipped")


def test_a_text_decklist_saved_as_csv_is_judged_in_a_folder_walk(tmp_path: Path) -> None:
    """A submission written as a text decklist and saved as ``.csv`` (its first line no
    card export's header) is judged as text when its card lines name cards, with a note:
    it was skipped as "a CSV file with no card columns", its banned card unjudged and the
    run passing. A spreadsheet of players or results, whose lines name no card, and a
    table whose rows start with a number in a cell of their own, are still skipped."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text("Player: Eve\nDeck\n4 Oko, Thief of Crowns\n"
                                    "56 Forest\n\nSideboard\n2 Duress\n", "utf-8")
    (folder / "standings.csv").write_text("1,Alice,9 points\n2,Bob,6 points\n"
                                          "3,Carol,3 points\n", "utf-8")
    # a ranking of archetypes, some named as cards: a table's rows, no text card lines
    (folder / "metagame.csv").write_text("Rank,Deck\n1,Living End\n2,Scapeshift\n"
                                         "3,Hardened Scales\n", "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "text")
    assert (code, out.splitlines()) == (1, [
        f"{folder}/eve.csv:1: info [reading] read as plain text: the first line is not the "
        "header of a card CSV export",
        f"{folder}/eve.csv:3: error [banned] Oko, Thief of Crowns is banned in Modern "
        "(since 2020-01-14) (remove 4 copies)",
        f"{folder}/metagame.csv: skipped: not a decklist: a CSV file with no card columns",
        f"{folder}/standings.csv: skipped: not a decklist: a CSV file with no card columns",
        "3 files: 0 legal, 1 illegal, 0 not judged, 2 skipped (judged as of 2026-03-30; "
        "card data: mtg 2026-08-22)"])


def test_a_deck_of_count_and_name_rows_without_a_header_is_judged_in_a_folder_walk(
        tmp_path: Path) -> None:
    """A deck saved as ``count,name`` rows with no header row (``4,Lightning Bolt``) is
    judged as text, with a note: it was skipped as "a CSV file with no card columns", its
    banned card unjudged and the run passing. A ranking of archetypes named as cards,
    ties included, is still skipped."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text("4,Oko, Thief of Crowns\n56,Forest\n", "utf-8")
    (folder / "sol.csv").write_text("1;Sol Ring\n1;Island\n58;Forest\n", "utf-8")
    (folder / "top8.csv").write_text("1,Living End\n2,Scapeshift\n3,Hardened Scales\n"
                                     "3,Living End\n5,Scapeshift\n", "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "text")
    lines = out.splitlines()
    assert code == 1
    assert [line for line in lines if "error" in line or "skipped" in line] == [
        f"{folder}/eve.csv:1: error [banned] Oko, Thief of Crowns is banned in Modern "
        "(since 2020-01-14) (remove 4 copies)",
        f"{folder}/sol.csv:1: error [card-pool] Sol Ring is not in the card pool of Modern "
        "on 2026-03-30: never printed in a set of the pool (printed in Limited Edition "
        "Alpha (LEA), Limited Edition Beta (LEB) and 66 other sets) (replace Sol Ring)",
        f"{folder}/top8.csv: skipped: not a decklist: a CSV file with no card columns",
        "3 files: 0 legal, 2 illegal, 0 not judged, 1 skipped (judged as of 2026-03-30; "
        "card data: mtg 2026-08-22)"]
    assert (f"{folder}/eve.csv:1: info [reading] read as plain text: the first line is not "
            "the header of a card CSV export") in lines


#: Headerless rows naming the printing's set by its full name: Card Kingdom's
#: ``Name,Set name,foil,quantity``, and count, name and set name in other orders, with a
#: collector number, condition and language after them.
_SET_NAME_ROWS = {
    "ck": 'Lightning Bolt,Magic 2010,0,4\nMountain,Magic 2010,0,52\n"Oko, Thief of Crowns",'
          "Throne of Eldraine,0,4\n",
    "count-first": "4,Lightning Bolt,Magic 2010\n52,Mountain,Magic 2010\n"
                   '4,"Oko, Thief of Crowns",Throne of Eldraine\n',
    "count-last": 'Lightning Bolt,Magic 2010,4\nMountain,Magic 2010,52\n"Oko, Thief of Crowns",'
                  "Throne of Eldraine,4\n",
    "copy-facts": "4,Lightning Bolt,Magic 2010,146,Near Mint,English\n52,Mountain,Magic 2010,"
                  '230,Near Mint,English\n4,"Oko, Thief of Crowns",Throne of Eldraine,197,'
                  "Near Mint,English\n"}


@pytest.mark.parametrize("form", sorted(_SET_NAME_ROWS))
@pytest.mark.parametrize("how", ["walk", "named", "txt", "stdin"])
def test_headerless_rows_naming_the_set_by_its_name_are_read(tmp_path: Path, form: str,
                                                             how: str) -> None:
    # a set's full name is the set's cell, as its code is: a walk skipped the file (a CSV
    # file with no card columns, the banned Oko unjudged); named, each row was an
    # unknown card, "Modern Horizons 2"'s 2 a count
    suffix = ".txt" if how == "txt" else ".csv"
    (tmp_path / f"deck{suffix}").write_text(_SET_NAME_ROWS[form], "utf-8")
    target = {"walk": str(tmp_path), "stdin": "-"}.get(how, str(tmp_path / f"deck{suffix}"))
    outcome = CliRunner().invoke(app, ["check", target, "--isolated", "--format", "mtg/modern",
                                       "--date", "2026-03-30", "--report", "text"],
                                 input=_SET_NAME_ROWS[form] if how == "stdin" else None)
    lines = outcome.stdout.splitlines()
    assert outcome.exit_code == 1
    assert [line.split(": ", 1)[1] for line in lines if "error" in line] == [
        "error [banned] Oko, Thief of Crowns is banned in Modern (since 2020-01-14) "
        "(remove 4 copies)"]
    assert [line.split(": ", 1)[1] for line in lines if "info" in line] == [
        "info [reading] read as rows of a count and a name with no header row, each as the "
        "text line of its count then its name"]


@pytest.mark.parametrize("form", sorted(_SET_NAME_ROWS))
@pytest.mark.parametrize("how", ["txt", "stdin"])
@pytest.mark.parametrize(("deck", "side"), [("Deck", "Sideboard"), ("Main deck:", "Sideboard:"),
                                            ("// Deck", "// Sideboard"), ("", "SIDEBOARD")])
def test_headerless_rows_under_zone_headers_are_read_as_rows(
        tmp_path: Path, form: str, how: str, deck: str, side: str) -> None:
    """A ``.txt`` or stdin of rows under ``Deck`` and ``Sideboard`` lines: one heading
    line turned the rows back to text, each an unknown card (with a set's full name,
    "read as 2 4,Archmage's Charm,Modern Horizons"); they are read as the same rows
    without the headings are, the headings the zones' (the side deck's row counted
    there)."""
    rows = _SET_NAME_ROWS[form].splitlines()
    text = "\n".join([deck, *rows[:2], side, rows[2]] if deck else [*rows[:2], side, rows[2]])
    (tmp_path / "deck.txt").write_text(text + "\n", "utf-8")
    target = "-" if how == "stdin" else str(tmp_path / "deck.txt")
    outcome = CliRunner().invoke(app, ["check", target, "--isolated", "--format", "mtg/modern",
                                       "--date", "2026-03-30", "--report", "json"],
                                 input=text if how == "stdin" else None)
    result = json.loads(outcome.stdout)["results"][0]
    assert outcome.exit_code == 1
    assert (result["zones"], [(v["rule"], v["zone"]) for v in result["violations"]
                              if v["severity"] == "error"]) == (
        {"main": 56, "side": 4}, [("zone-size", "main"), ("banned", "side")])


@pytest.mark.parametrize("rows", [
    "Sol Ring,{set},0,1\nCommand Tower,{set},0,1\nArcane Signet,Commander Legends,0,1\n",
    "1,Sol Ring,{set}\n3,Command Tower,{set}\n1,Arcane Signet,Commander Legends\n"])
def test_a_set_name_holding_a_comma_unquoted_is_one_cell(tmp_path: Path, rows: str) -> None:
    """``Sol Ring,Warhammer 40,000 Commander,0,1``: the set's name holds the delimiter
    within a number's thousands, unquoted; the file was read as plain text, each row an
    unknown card. It is read as the same rows with the name quoted are."""
    read = []
    for name, written in (("quoted", '"Warhammer 40,000 Commander"'),
                          ("bare", "Warhammer 40,000 Commander")):
        path = tmp_path / f"{name}.csv"
        path.write_text(rows.format(set=written), "utf-8")
        outcome = CliRunner().invoke(app, ["read", str(path)])
        read.append((outcome.exit_code, outcome.stdout.replace(str(path), "FILE")))
    assert read[0] == read[1]
    assert read[1][0] == 0 and "1 Sol Ring\n" in read[1][1] and "Warhammer" not in read[1][1]


def test_a_folder_of_spreadsheets_only_has_no_decklists(tmp_path: Path) -> None:
    folder = tmp_path / "sheets"
    folder.mkdir()
    (folder / "players.csv").write_text("Player,Email\nAlice,a@example.org\n", "utf-8")
    code, _, err = _check(str(folder), "--format", "mtg/modern")
    assert code == 2
    assert "no decklists found in" in err and "(1 other file skipped)" in err


def test_named_csv_files_are_read_as_before(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    code, out, _ = _check(str(folder / "cards.csv"), str(folder / "notes.csv"),
                          "--format", "mtg/modern", "--report", "json")
    results = json.loads(out)["results"]
    assert code == 1
    assert [r["zones"] for r in results] == [{"main": 1}, {"main": 4}]


NAMES_NO_CARDS = ("not a decklist: a CSV file with no card columns (the names of its name "
                  "column are no cards)")
CARD_LIST = ("not a decklist: a CSV file with a card name column but no quantity column "
             "(a card list)")
COLLECTION = ("not a decklist: a CSV file of card names beside a collection's or a wish "
              "list's column, with no quantity column")


def test_a_name_column_of_no_cards_is_said_to_have_no_card_columns(tmp_path: Path) -> None:
    """``name,email`` of players was called a card list: a name column whose names are
    no cards of any game, beside no card fact, is said as a spreadsheet is; card names
    beside a wish list's column are a collection; a card file's facts (cards new to
    every game) a card list."""
    folder = tmp_path / "event"
    folder.mkdir()
    files = {
        "players.csv": ("name,email\nAlice Smith,alice@example.org\n"
                        "Bob Jones,bob@example.org\n", NAMES_NO_CARDS),
        "roster.csv": ("sep=;\nName;Table\nCarol;1\nLightning Bolt;2\nDan;3\n",
                       NAMES_NO_CARDS),
        "wanted.csv": ("name,wanted\nLightning Bolt,1\nFire Ball,2\nnot a card,1\n",
                       COLLECTION),
        "custom.csv": ("name,type,rarity\nEmber Squire,Character,Common\n", CARD_LIST),
        "empty.csv": ("name,email\n", CARD_LIST),
    }
    for name, (text, _) in files.items():
        (folder / name).write_text(text, "utf-8")
    (folder / "deck.txt").write_text("4 Lightning Bolt\n56 Mountain\n", "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--report", "json")
    assert code == 0
    assert json.loads(out)["skipped"] == [
        {"path": f"{folder}/{name}", "reason": reason}
        for name, (_, reason) in sorted(files.items())]


def test_a_card_export_saved_as_utf16_is_judged_in_a_folder_walk(tmp_path: Path) -> None:
    """A spreadsheet saves a CSV as UTF-16 (Excel's "Unicode" text): a walk told it by
    its text in UTF-8 only and skipped the submission as "a CSV file with no card
    columns", where the file named on the command line was judged. Its verdict and its
    note's line (after a ``sep=`` line) are those of the same file in UTF-8."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "alice.csv").write_bytes(MOXFIELD.replace("\n", "\r\n").encode("utf-16"))
    (folder / "bob.csv").write_bytes(DRAGON_SHIELD.encode("utf-16-le"))
    (folder / "players.csv").write_bytes("Player,Table\nAlice,3\n".encode("utf-16"))
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--report", "json",
                          "--date", "2024-06-01")
    report = json.loads(out)
    assert code == 1
    assert [(r["path"], r["status"], r["zones"], [
        (v["rule"], v["line"]) for v in r["violations"]])
        for r in report["results"]] == [
        (f"{folder}/alice.csv", "legal", {"main": 60}, [("reading", 1)]),
        (f"{folder}/bob.csv", "illegal", {"main": 60}, [("reading", 2), ("copy-limit", 3)])]
    assert report["skipped"] == [{"path": f"{folder}/players.csv",
                                  "reason": "not a decklist: a CSV file with no card columns"}]


def test_a_text_decklist_under_a_line_like_a_header_is_judged_in_a_folder_walk(
        tmp_path: Path) -> None:
    """A text decklist saved as ``.csv`` whose first line reads as a header with a name
    column (``Name,Notes``) was skipped as "a CSV file with no card columns", its banned
    card unjudged and the run passing: its card lines naming cards, it is judged as
    text. A roster under the same header is still skipped."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text("Name,Notes\n4 Oko, Thief of Crowns\n56 Forest\n",
                                    "utf-8")
    (folder / "players.csv").write_text("Name,Notes\nAlice Smith,table 3\n"
                                        "Bob Jones,late\n", "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "json")
    result = json.loads(out)
    assert code == 1
    assert [(r["path"], r["status"]) for r in result["results"]] == [
        (f"{folder}/eve.csv", "illegal")]
    assert "banned" in [v["rule"] for v in result["results"][0]["violations"]]
    assert result["skipped"] == [{"path": f"{folder}/players.csv", "reason": NAMES_NO_CARDS}]


def test_a_roster_of_several_players_above_a_text_list_is_one_verdict_named_or_walked(
        tmp_path: Path) -> None:
    """A sheet naming several owners (``Name,Email`` of two players) above card lines is
    the sheet's file-error when named; walked, it was read as one text, every player's
    lines one deck."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "sheet.csv").write_text("Name,Email\nAnn Lee,ann@example.org\nBob Ray,"
                                      "bob@example.org\n4 Lightning Bolt\n56 Mountain\n",
                                      "utf-8")
    for path in (folder / "sheet.csv", folder):
        code, out, _ = _check(str(path), "--format", "mtg/modern", "--date", "2026-03-30",
                              "--report", "json")
        (result,) = json.loads(out)["results"]
        assert (code, result["status"]) == (2, "error")
        assert [(v["rule"], v["line"], v["message"]) for v in result["violations"]] == [(
            "file-error", 3, "2 decks in one sheet (column 'Email': 'ann@example.org', "
            "'bob@example.org'): not judged; one deck a file (split it by deck, or leave the "
            "column out if the sheet holds one deck)")]


@pytest.mark.parametrize("text", [
    'Cards\r\n"4 Oko, Thief of Crowns"\r\n"56 Forest"\r\n',
    'Deck\n"1 Uro, Titan of Nature\'s Wrath"\n"4 Oko, Thief of Crowns"\n"55 Forest"\n',
    '"4 Oko, Thief of Crowns"\n"56 Forest"\n'])
def test_a_list_typed_one_line_a_cell_is_judged_in_a_folder_walk(tmp_path: Path,
                                                                   text: str) -> None:
    """A list typed in a spreadsheet, one line a cell, saved as CSV: the cells holding a
    comma are quoted (``"4 Oko, Thief of Crowns"``), so the lines were not taken for
    text card lines, and the file was skipped as "a CSV file with no card columns", its
    banned cards unjudged and the run passing."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text(text, "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "json")
    result = json.loads(out)
    assert code == 1 and "skipped" not in result
    [eve] = result["results"]
    line = 1 + text.splitlines().index(next(row for row in text.splitlines() if "Oko" in row))
    assert (eve["status"], [(v["line"], v["message"]) for v in eve["violations"]
                            if v["rule"] == "banned"][-1]) == (
        "illegal", (line, "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)"))
    assert {"rule": "reading", "line": 1, "message": "read as plain text: the first line is "
            "not the header of a card CSV export"}.items() <= next(
        v for v in eve["violations"] if v["message"].startswith("read as")).items()


@pytest.mark.parametrize(("text", "line"), [
    ('"4 Oko, Thief of Crowns",\n"56 Forest",\n', 1),          # a trailing empty cell
    ('"56 Forest",,\n"4 Oko, Thief of Crowns",,\n', 2),          # two of them
    ('"4 Oko, Thief of Crowns";\n"56 Forest";\n', 1),           # Excel's semicolons
    ('"Oko, Thief of Crowns x4",\n"Forest x56",\n', 1),        # the count after the name
])
def test_a_list_padded_with_empty_cells_is_judged_in_a_folder_walk(tmp_path: Path, text: str,
                                                                  line: int) -> None:
    """A list typed one line a cell, saved with empty cells beside it: skipped as "a CSV
    file with no card columns", its banned card unjudged and the run passing; each row's
    one filled cell is now read as a text line."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text(text, "utf-8")
    (folder / "roster.csv").write_text("Name,Owner\nAlice,Bob\nCarl,Dan\n", "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "json")
    result = json.loads(out)
    assert code == 1
    [eve] = result["results"]
    assert [(v["rule"], v["line"], v["message"]) for v in eve["violations"]
            if v["severity"] == "error"] == [
        ("banned", line, "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)")]
    assert [v["message"] for v in eve["violations"] if v["message"].startswith("read as")] == [
        "read as rows of one filled cell, each as a text line"]
    assert result["skipped"] == [{"path": f"{folder}/roster.csv", "reason": NAMES_NO_CARDS}]


@pytest.mark.parametrize("rows", [
    '"4","Oko, Thief of Crowns"\n"56","Forest"\n',     # each cell quoted
    "Oko, Thief of Crowns;4\nForest;56\n",              # the count after the name
    "Forest,56\n\"Oko, Thief of Crowns\",4\n",
    "4x,Oko, Thief of Crowns\n56x,Forest\n",            # a count written 4x
    "4 ,Oko, Thief of Crowns\n56 ,Forest\n",
    "4,Oko, Thief of Crowns,ELD,197\n56,Forest,ELD,266\n",  # a printing's cells after
    "Oko, Thief of Crowns;ELD;4\nForest;ELD;56\n",
    # the count after a collector number, a finish's cell between them
    "Oko, Thief of Crowns;ELD;197;4\nForest;ELD;266;56\n",
    "Oko, Thief of Crowns;ELD;197;foil;4\nForest;ELD;266;nonfoil;56\n",
    "4|Oko, Thief of Crowns\n56|Forest\n"])
def test_count_and_name_rows_in_any_order_or_quoting_are_judged_in_a_folder_walk(
        tmp_path: Path, rows: str) -> None:
    """A deck's rows of a count and a name with no header, the count after the name, the
    cells quoted or the count written 4x, were skipped as "a CSV file with no card
    columns": the banned card unjudged, the run passing."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text(rows, "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "text")
    line = 1 + rows.split("\n").index(next(row for row in rows.split("\n") if "Oko" in row))
    assert (code, [row for row in out.splitlines() if "error" in row or "skipped" in row]) == (
        1, [f"{folder}/eve.csv:{line}: error [banned] Oko, Thief of Crowns is banned in "
            "Modern (since 2020-01-14) (remove 4 copies)"])
    assert (f"{folder}/eve.csv:1: info [reading] read as rows of a count and a name with no "
            "header row, each as the text line of its count then its name") in out.splitlines()


@pytest.mark.parametrize("rows", [
    '"4 Oko, Thief of Crowns",\n"56 Forest",\n',
    'Format: mtg/modern,\nDeck,\n"4 Oko, Thief of Crowns",\n1 Arbor Elf,\n55 Forest,\n',
    '"4 Oko, Thief of Crowns";\n"56 Forest";\n',
    '"4","Oko, Thief of Crowns"\n"56","Forest"\n',
    "Oko, Thief of Crowns;4\nForest;56\n"])
def test_a_csv_of_a_lists_rows_is_read_alike_named_and_walked(tmp_path: Path,
                                                               rows: str) -> None:
    """Rows of one filled cell, or of a count and a name, with no header row: a walk
    read them as a list's, but the file named was read as text lines, each holding the
    cells' commas ('Arbor Elf,': unknown cards), so a deck checked alone had another
    verdict than in its folder."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text(rows, "utf-8")
    args = ("--format", "mtg/modern", "--date", "2026-03-30", "--report", "json")
    walked = json.loads(_check(str(folder), *args)[1])["results"]
    named = json.loads(_check(f"{folder}/eve.csv", *args)[1])["results"]
    assert named == walked
    assert [v["rule"] for v in named[0]["violations"] if v["severity"] == "error"] == ["banned"]


def test_a_ranking_of_quoted_rows_is_still_skipped(tmp_path: Path) -> None:
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "top8.csv").write_text('"Living End","1"\n"Scapeshift","2"\n"Burn","3"\n'
                                     '"Living End","3"\n', "utf-8")
    code, _, err = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "text")
    assert (code, err) == (2, f"cardtools: error: no decklists found in {folder} (1 other "
                              "file skipped)\n")


def test_a_legal_deck_of_count_name_and_printing_rows_is_legal(tmp_path: Path) -> None:
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text("4,Lightning Bolt,M10,146\n56,Mountain,M10,242\n",
                                    "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "text")
    assert (code, out.splitlines()[-1]) == (
        0, "1 file: 1 legal, 0 illegal, 0 not judged (judged as of 2026-03-30; card data: "
           "mtg 2026-08-22)")


@pytest.mark.parametrize("table", [
    'Name,Main,Side\n"Oko, Thief of Crowns",4,0\nForest,56,0\nIsland,0,15\n',
    "Card;Deck;Sideboard\nOko, Thief of Crowns;4;\nForest;56;\nIsland;;15\n",
    "Card Name\tMainboard\tSB\nOko, Thief of Crowns\t4\t0\nForest\t56\t0\nIsland\t0\t15\n"])
def test_a_table_of_each_zones_copies_is_judged_in_a_folder_walk(
        tmp_path: Path, table: str) -> None:
    """A spreadsheet keeping the deck and its sideboard side by side, each zone's copies
    in a column of its own and no count column (``Name,Main,Side``), is read as a deck
    when named, but a folder walk skipped it as "a card list": its banned card unjudged,
    the run passing. It is judged in a walk as when named; a card file (a ``Type``
    column) is still skipped."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text(table, "utf-8")
    (folder / "cards.csv").write_text("Name,Main,Side,Type\nForest,land,basic,Land\n",
                                      "utf-8")
    walked = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                    "--report", "json")
    named = _check(str(folder / "eve.csv"), "--format", "mtg/modern", "--date",
                   "2026-03-30", "--report", "json")
    report = json.loads(walked[1])
    assert walked[0] == 1
    assert report["results"] == json.loads(named[1])["results"]
    assert [(r["status"], r["zones"], [(v["rule"], v["line"]) for v in r["violations"]
                                       if v["severity"] == "error"])
            for r in report["results"]] == [
        ("illegal", {"main": 60, "side": 15}, [("banned", 2)])]
    assert report["skipped"] == [{"path": f"{folder}/cards.csv", "reason": "not a decklist: "
                                  "a CSV file with a card name column but no quantity "
                                  "column (a card list)"}]


#: A side deck's cells blank in the first 4,096 bytes: rows enough to fill them.
_LONG_MAIN = "".join(f"Island,{n % 3 + 1},\n" for n in range(400))


@pytest.mark.parametrize("table", [
    f"Name,Main,Side\nForest,20,\n{_LONG_MAIN}\"Oko, Thief of Crowns\",0,1\n",
    f"Card;Deck;Sideboard\nForest;20;\n{_LONG_MAIN.replace(',', ';')}"
    "Oko, Thief of Crowns;;2\n",
    'Name,Main,Side\nForest,56,0\n"Oko, Thief of Crowns",0,X\nIsland,4,\n',
    "Card;Mainboard;SB\nForest;56;0\nOko, Thief of Crowns;4;x\n",
    # card names beside counts under a title of no known count
    'Name,#\n"Oko, Thief of Crowns",4\nForest,56\n',
    "Card;Wieviel\nOko, Thief of Crowns;4\nForest;56\n"])
def test_a_csv_read_as_a_deck_when_named_is_judged_in_a_folder_walk(
        tmp_path: Path, table: str) -> None:
    """The walk tells a ``.csv`` file's kind as the named file's reader does: a
    ``Name,Main,Side`` sheet whose side deck's cells are blank in its first 4,096
    bytes, or with a mark in a cell of copies (``0,X``), and card names beside a column of counts
    under a title of no known count (``#``, ``Wieviel``), were judged when named and
    skipped in a walk, their banned card unjudged and the run passing. Walked, each is
    judged as when named; a roster with a column of tables is still skipped."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text(table, "utf-8")
    (folder / "roster.csv").write_text("Name,Table\nAlice Smith,3\nBob Jones,12\n", "utf-8")
    walked = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                    "--report", "json")
    named = _check(str(folder / "eve.csv"), "--format", "mtg/modern", "--date",
                   "2026-03-30", "--report", "json")
    report = json.loads(walked[1])
    assert (walked[0], named[0]) == (1, 1)
    assert report["results"] == json.loads(named[1])["results"]
    [eve] = report["results"]
    assert eve["status"] == "illegal"
    assert "banned" in {v["rule"] for v in eve["violations"]}
    assert report["skipped"] == [{"path": f"{folder}/roster.csv", "reason": NAMES_NO_CARDS}]


def test_a_main_decks_and_a_sideboards_columns_of_card_lines_are_judged(tmp_path: Path
                                                                         ) -> None:
    # one line a cell under their zones' titles: refused (skipped in a walk before)
    folder = tmp_path / "subs"
    folder.mkdir()
    (folder / "decks.csv").write_text("Main deck,Sideboard\n4 Lightning Bolt,\"4 Oko, Thief "
                                      "of Crowns\"\n56 Mountain,1 Pyroblast\n", "utf-8")
    for path in (folder / "decks.csv", folder):
        code, out, _ = _check(str(path), "--format", "mtg/modern", "--date", "2026-03-30",
                              "--report", "json")
        [result] = json.loads(out)["results"]
        assert (code, result["status"], result["zones"]) == (
            1, "illegal", {"main": 60, "side": 5})
        assert [(v["rule"], v["line"]) for v in result["violations"]
                if v["severity"] == "error"] == [("banned", 2), ("card-pool", 3)]


@pytest.mark.parametrize(("text", "column"), [
    ('Player,Deck\nEve,"4 Oko, Thief of Crowns"\n,"56 Forest"\n', 2),
    ('Deck,Notes\n"4 Oko, Thief of Crowns",new\n"56 Forest",\n"Sideboard",\n"2 Duress",maybe\n',
     1),
    ('Table;List;Player\n3;4 Oko, Thief of Crowns;Eve\n;56 Forest;\n', 2),
    ('Title,Commander,Deck\nBurn,"Kalamax, the Stormsire",4 Lightning Bolt\n', 3),
    # two players' lists, one line a cell: never one deck of both
    ('Player,Deck\nEve,4 Lightning Bolt\n,26 Mountain\nBob,4 Lightning Bolt\n,26 Mountain\n',
     2),
    ('Deck;Event\n4 Lightning Bolt;Spring Open\n26 Mountain;\n4 Lightning Bolt;Fall Open\n'
     '26 Mountain;\n', 1),
    # a card beside the list, not written as a bare name; notes naming other players
    ('Deck,Sideboard\n4 Lightning Bolt,\n56 Mountain,"SB: 1 Oko, Thief of Crowns"\n', 1),
    ("Notes,Deck\nAnn's list,4 Lightning Bolt\n,26 Mountain\nBob's list,4 Lava Spike\n"
     ",26 Mountain\n", 2),
    # no header: the first row is a row of the list
    ("Ann,2 Lightning Bolt\n,28 Mountain\nBob,2 Lightning Bolt\n,28 Mountain\n", 2),
    # two lists' columns, one line a cell, titled as no one deck's zones
    ("Main deck,Main deck\n4 Lightning Bolt,\"4 Oko, Thief of Crowns\"\n56 Mountain,"
     "1 Pyroblast\n", (1, 2))])
def test_a_column_of_card_lines_beside_other_columns_is_not_judged(
        tmp_path: Path, text: str, column: int | tuple[int, int]) -> None:
    """A list typed one line a cell beside other filled columns is not judged, named or
    walked: read alone, the other columns hid cards (a commander, ``SB: 1 Oko``) and
    other players' lists (``Ann's list`` notes, two players' halves one legal deck);
    read as text, its rows were unknown cards (named) or it was skipped (walked, the
    run passing)."""
    where = (f"a column of card lines (column {column})" if isinstance(column, int)
             else "columns of card lines (columns 1 and 2)")
    folder = tmp_path / "subs"
    folder.mkdir()
    (folder / "decks.csv").write_text(text, "utf-8")
    for path in (folder / "decks.csv", folder):
        code, out, _ = _check(str(path), "--format", "mtg/modern", "--date", "2026-03-30",
                              "--report", "json")
        [result] = json.loads(out)["results"]
        assert (code, result["status"], [(v["rule"], v["line"], v["message"])
                                         for v in result["violations"]]) == (
            2, "error", [("file-error", 1, f"not judged: {where} beside other columns, "
                          "which may hold more cards or other players' lists (save the "
                          "decklist alone, one card line a row)")])


@pytest.mark.parametrize("title", ["Owned", "Have", "Wanted", "Need", "Copies owned",
                                   "Trade", "Stock", "Top 8s", "Votes", "Decks"])
def test_a_walked_collection_of_real_cards_is_no_deck(tmp_path: Path, title: str) -> None:
    # a collection's or a wish list's numbers beside real cards were judged as a deck's
    # copies in a walk, a deck repository's run failing on its binder list
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "binder.csv").write_text(f"Card,{title}\nLightning Bolt,7\nMountain,12\n"
                                       "Ponder,2\n", "utf-8")
    (folder / "a.txt").write_text("4 Lightning Bolt\n56 Mountain\n", "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "json")
    report = json.loads(out)
    assert (code, [r["path"] for r in report["results"]]) == (0, [f"{folder}/a.txt"])
    assert report["skipped"] == [{"path": f"{folder}/binder.csv", "reason": COLLECTION}]
    # named, it is no deck either (it was judged a deck of one copy a row)
    code, out, _ = _check(str(folder / "binder.csv"), "--format", "mtg/modern", "--report",
                          "json")
    [named] = json.loads(out)["results"]
    assert (code, [(v["rule"], v["message"]) for v in named["violations"]]) == (
        2, [("file-error", COLLECTION)])



def _duel_commander_rows() -> list[str]:
    """The 100 cards of a real Duel Commander deck (registered on 2024-07-25, kept in the
    tests' fixtures), one row a copy (its commander first)."""
    path = Path(__file__).parent / "fixtures" / "duel-commander" / "2024-07-25_league.txt"
    rows = []
    for line in path.read_text("utf-8").splitlines():
        count, _, name = line.partition(" ")
        if count.isdigit():
            rows += [name] * int(count)
    return rows


_PRICED_DECK = ("Black Lotus,20000\n" + "Lightning Bolt,1.50\n" * 4
                + "Mountain,0.10\n" * 55)


@pytest.mark.parametrize(("header", "rows", "fmt", "expected"), [
    (title, _PRICED_DECK.replace(",", sep), "mtg/legacy",
     ("illegal", ["banned"])) for title, sep in (
         ("Name,Price", ","), ("Name,USD", ","), ("Card,TIX", ","),
         ("Card Name;Prix", ";"), ("Name,TCG Market Price", ","), ("Name,$", ","))] + [
    (title, "".join(f'"{name}",1.00\n' for name in _duel_commander_rows()[:cut] + lotus),
     "mtg/duel-commander", expected)
    for title in ("Name,Price", "Card,USD")
    for cut, lotus, expected in ((100, [], ("legal", [])),
                                 # out of the cards' order, the first row is no
                                 # commander read in the command zone
                                 (99, ["Black Lotus"], ("illegal", ["banned", "commander"])))])
def test_a_sheet_of_card_names_and_prices_is_a_deck_judged_walked_as_named(
        tmp_path: Path, header: str, rows: str, fmt: str,
        expected: tuple[str, list[str]]) -> None:
    """A deck exported with its prices (``Name,Price`` / ``Black Lotus,20000``, no
    quantity column) is judged one copy a row, walked as named: it was skipped in a walk
    as a price list, its banned card unreported, and named a file-error."""
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "deck.csv").write_text(f"{header}\n{rows}", "utf-8")
    for path in (folder, folder / "deck.csv"):
        code, out, _ = _check(str(path), "--format", fmt, "--date", "2026-03-30",
                              "--report", "json")
        report = json.loads(out)
        [result] = report["results"]
        assert (code, result["status"], sorted({v["rule"] for v in result["violations"]
                                                if v["severity"] == "error"})) == (
            int(expected[0] != "legal"), *expected)
        assert report.get("skipped", []) == []


@pytest.mark.parametrize("title", ["Total Copies", "Cards in deck", "Deck Total", "Sum",
                                   "Played", "Total"])
def test_a_walked_sheet_of_a_decks_copies_under_a_total_is_judged(tmp_path: Path,
                                                                 title: str) -> None:
    # read as a collection's numbers, such a sheet was skipped, its banned card unjudged
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "deck.csv").write_text(f'Card,{title}\n"Oko, Thief of Crowns",4\n'
                                     "Lightning Bolt,4\nMountain,52\n", "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "json")
    [result] = json.loads(out)["results"]
    assert (code, result["status"]) == (1, "illegal")
    assert "banned" in {v["rule"] for v in result["violations"]}


@pytest.mark.parametrize("table", [
    'Name,Set\n' + '"Oko, Thief of Crowns",ELD\n' * 4 + "Forest,ELD\n" * 3,
    "Card\nForest\nForest\n\"Oko, Thief of Crowns\"\n",
    "sep=;\nCard Name;Rarity\nOko, Thief of Crowns;Mythic\noko,  thief of crowns;mythic\n",
    # each row its own time: no row written again whole
    "Name,Set,Date Added\n" + "".join(f'"Oko, Thief of Crowns",ELD,2024-05-01 10:00:0{n}\n'
                                      for n in range(4)),
    # each row its number
    "#,Name,Set\n" + "".join(f'{n},"Oko, Thief of Crowns",ELD\n' for n in range(1, 5)),
    # under any title, from any number, a full stop after it (each was skipped)
    *(f"{title},Name,Set\n" + "".join(f'{n}{dot},"Oko, Thief of Crowns",ELD\n'
                                     for n in range(first, first + 4))
      for title, first, dot in (("Pos.", 1, ""), ("Card #", 1, ""), ("Número", 1, "."),
                                ("Lfd. Nr.", 1, "."), ("Zeile", 5, ""))),
    # a singleton deck's rows, its basic lands' repeated past its first 20 rows
    "Name\n" + "".join(f'"{name}"\n' for name in (
        "Oko, Thief of Crowns", "Lightning Bolt", "Opt", "Ponder", "Preordain", "Duress",
        "Brainstorm", "Counterspell", "Negate", "Shock", "Lava Spike", "Rift Bolt",
        "Skewer the Critics", "Goblin Guide", "Monastery Swiftspear", "Searing Blaze",
        "Light Up the Stage", "Skullcrack", "Eidolon of the Great Revel", "Boros Charm",
        "Lightning Helix", "Mountain", "Mountain", "Mountain"))])
def test_a_sheet_of_a_row_a_copy_is_judged_in_a_folder_walk(tmp_path: Path,
                                                             table: str) -> None:
    """A sheet of card names and no count column writing a row again (a row a copy) is
    a deck: it was skipped as a card list in a walk, its banned card unjudged and the
    run passing; walked, it is judged as when named. A wish list of real cards (a
    ``Wanted`` column), and a roster of players beside their teams or their emails, stay
    skipped."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text(table, "utf-8")
    (folder / "wanted.csv").write_text("Name,Set,Wanted\nLightning Bolt,M10,1\n"
                                       "Lightning Bolt,M11,2\n", "utf-8")
    (folder / "roster.csv").write_text("Name,Team,Email\nAlice Smith,Red,a@example.org\n"
                                       "Bob Jones,Blue,b@example.org\n", "utf-8")
    walked = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                    "--report", "json")
    named = _check(str(folder / "eve.csv"), "--format", "mtg/modern", "--date",
                   "2026-03-30", "--report", "json")
    report = json.loads(walked[1])
    assert (walked[0], named[0]) == (1, 1)
    assert report["results"] == json.loads(named[1])["results"]
    assert "banned" in {v["rule"] for v in report["results"][0]["violations"]}
    assert report["skipped"] == [
        {"path": f"{folder}/roster.csv", "reason": NAMES_NO_CARDS},
        {"path": f"{folder}/wanted.csv", "reason": COLLECTION}]


def test_the_walk_tells_a_sheets_copies_by_the_readers_facts_not_its_wording() -> None:
    """``gives_copies`` decides on the facts the reader returns (``sheet_facts``), never
    on its findings' messages: a finding worded as one of them gives no copies, and a
    fact gives them whatever the findings say."""
    from cardtools.decklist.csv_export import (
        SHEET_FACTS,
        UNREAD_COPIES,
        UNREAD_COUNTS,
        ZONELESS,
        ZONES_COPIES,
        gives_copies,
        read_csv_export,
    )
    from cardtools.model import Decklist, Finding

    worded = Decklist(findings=[
        Finding("reading", "no count column: each zone's copies are read from its own "
                "column ('Main' in the main deck)", line=1),
        Finding("parse-error", "column 'Side' gives 4 copies, but is neither the count "
                "column nor a board column: they were not counted", line=2)])
    assert not gives_copies(worded) and not gives_copies(worded, counts=True)
    for fact in (ZONES_COPIES, UNREAD_COPIES):
        told = Decklist()
        told.sheet_facts = frozenset({fact})
        assert gives_copies(told) and gives_copies(told, counts=True)
    counted = Decklist()
    counted.sheet_facts = frozenset({UNREAD_COUNTS})
    assert (gives_copies(counted), gives_copies(counted, counts=True)) == (False, True)
    facts = {text: read_csv_export(text.encode()).sheet_facts for text in (
        "Name,Main,Side\nForest,56,\nIsland,4,1\n", "Name,#\nForest,56\nIsland,4\n",
        "Name,Owned\nForest,56\nIsland,4\n", "Count,Name,Sideboard\n0,Forest,4\n",
        "Count,Name\n4,Forest\n")}
    assert list(facts.values()) == [{ZONES_COPIES}, {UNREAD_COUNTS, ZONELESS}, {ZONELESS},
                                    {UNREAD_COPIES}, {ZONELESS}]
    assert all(fact in SHEET_FACTS for found in facts.values() for fact in found)


_SHORT_SIDE = ('4,Lightning Bolt,4,"Oko, Thief of Crowns"\n4,Rift Bolt,4,Opt\n'
               "4,Lava Spike,,\n4,Skewer the Critics,,\n44,Mountain,,\n")


@pytest.mark.parametrize(("table", "counts"), [
    ("4,Lightning Bolt,4,Opt\n26,Mountain,26,Island\n", "1 and 3"),
    ("Ann,,Bob,\nCount,Card,Count,Card\n4,Lightning Bolt,4,Opt\n26,Mountain,26,Island\n",
     "1 and 3"),
    ("4;Ponder;;2;Duress\n56;Island;;13;Swamp\n", "1 and 4"),
    # the second deck shorter than the first: most rows hold one pair
    (_SHORT_SIDE, "1 and 3"), ("Count,Card,Count,Card\n" + _SHORT_SIDE, "1 and 3"),
    # the name before its count, bare or under the players' names
    ("Lightning Bolt,4,Opt,4\nMountain,26,Island,26\n", "2 and 4"),
    ("Card (Ann),Qty,Card (Bob),Qty\nLightning Bolt,4,Opt,4\nMountain,26,Island,26\n",
     "2 and 4"),
    ("Ann,,Bob,\nLightning Bolt,4,Opt,4\nMountain,26,Island,26\nRift Bolt,4,,\n", "2 and 4")])
def test_decks_side_by_side_are_not_judged_named_or_walked(tmp_path: Path,
                                                           table: str, counts: str) -> None:
    # walked, each was skipped as a CSV file with no card columns, the run passing;
    # named, each row was one unknown card (or the rows read as text)
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "two.csv").write_text(table, "utf-8")
    (folder / "ranks.csv").write_text("1,Living End,9,Ann\n2,Burn,6,Bob\n", "utf-8")
    (folder / "ok.txt").write_text("4 Opt\n56 Island\n", "utf-8")
    for path in (str(folder), str(folder / "two.csv")):
        code, out, _ = _check(path, "--format", "mtg/modern", "--report", "json")
        report = json.loads(out)
        [two] = [r for r in report["results"] if r["path"].endswith("two.csv")]
        assert (code, two["status"], [(v["rule"], v["line"], v["message"])
                                      for v in two["violations"]]) == (
            2, "error", [("file-error", 1, "not judged: counts and card names side by side "
                          f"in several pairs of columns (counts in columns {counts}), which "
                          "may be several decks (save each decklist alone, one card a row)")])
    assert report is not None
    walked = json.loads(_check(str(folder), "--format", "mtg/modern", "--report", "json")[1])
    assert walked["skipped"] == [{"path": f"{folder}/ranks.csv",
                                  "reason": "not a decklist: a CSV file with no card columns"}]


@pytest.mark.parametrize("title", ["Deck", "Commander"])
def test_a_walked_sheet_of_copies_under_a_zones_title_is_judged_as_named(
        tmp_path: Path, title: str) -> None:
    # named, each row's number there was a parse-error (copies it may be); walked, the
    # sheet was skipped as a card list, the run passing
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "deck.csv").write_text(f'Card,{title}\n"Oko, Thief of Crowns",4\n'
                                     "Lightning Bolt,4\nMountain,52\n", "utf-8")
    walked = json.loads(_check(str(folder), "--format", "mtg/modern", "--date",
                               "2026-03-30", "--report", "json")[1])
    named = json.loads(_check(str(folder / "deck.csv"), "--format", "mtg/modern", "--date",
                              "2026-03-30", "--report", "json")[1])
    [result] = walked["results"]
    assert (result["status"], walked.get("skipped", [])) == ("illegal", [])
    assert [(v["rule"], v["line"]) for v in result["violations"] if v["rule"] == "parse-error"
            ] == [("parse-error", 2), ("parse-error", 3), ("parse-error", 4)]
    assert result["violations"] == named["results"][0]["violations"]


@pytest.mark.parametrize(("title", "first", "others"), [("Deck", "1", "1"),
                                                       ("Commander", "true", "false"),
                                                       ("Commander", "1", "0")])
def test_a_walked_singleton_list_marked_by_zone_is_judged_as_named(
        tmp_path: Path, title: str, first: str, others: str) -> None:
    # "Name,Deck" / "Sol Ring,1", a Commander list's marks: judged named (Sol Ring banned)
    # but skipped in a walk as a card list, the run passing
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "deck.csv").write_text(
        f'Card,{title}\n"Azusa, Lost but Seeking",{first}\nSol Ring,{others}\n'
        f"Forest,{others}\n", "utf-8")
    args = ("--format", "mtg/duel-commander", "--date", "2026-03-30", "--report", "json")
    walked = json.loads(_check(str(folder), *args)[1])
    named = json.loads(_check(str(folder / "deck.csv"), *args)[1])
    [result] = walked["results"]
    assert (result["status"], walked.get("skipped", [])) == ("illegal", [])
    assert ("banned", 3) in {(v["rule"], v["line"]) for v in result["violations"]}
    assert result["violations"] == named["results"][0]["violations"]


def test_an_echomtg_export_is_judged_in_a_folder_walk(tmp_path: Path) -> None:
    # its Reg Qty and Foil Qty were no quantity column to the walk: skipped as a card
    # list, its banned card unjudged and the run passing; named, it was judged
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "echo.csv").write_text(
        "Reg Qty,Foil Qty,Name,Set,Rarity,Acquired,Language,Date Acquired,Set Code\n"
        '4,0,"Oko, Thief of Crowns",Throne of Eldraine,mythic,1,EN,2024-01-01,ELD\n'
        "52,4,Forest,Throne of Eldraine,common,0.1,EN,2024-01-01,ELD\n", "utf-8")
    walked = _check(str(folder), "--format", "mtg/modern", "--date", "2026-03-30",
                    "--report", "json")
    named = _check(str(folder / "echo.csv"), "--format", "mtg/modern", "--date",
                   "2026-03-30", "--report", "json")
    report = json.loads(walked[1])
    assert (walked[0], named[0], report.get("skipped", [])) == (1, 1, [])
    assert report["results"] == json.loads(named[1])["results"]
    assert [(v["rule"], v["line"]) for v in report["results"][0]["violations"]
            if v["severity"] == "error"] == [("banned", 2)]


@pytest.mark.parametrize("title", ["Zeile", "Riga", "Pos.", "Número"])
def test_a_column_numbering_the_rows_is_no_copies(tmp_path: Path, title: str) -> None:
    # a row a copy of a legal deck numbered 1 to 60 was a parse-error ("holds whole
    # numbers ... but is no quantity column"): the legal deck illegal
    cards = ["Lightning Bolt"] * 4 + ["Mountain"] * 56
    deck = tmp_path / "deck.csv"
    deck.write_text(f"{title},Name,Set\n" + "".join(
        f"{n},{name},M10\n" for n, name in enumerate(cards, start=1)), "utf-8")
    code, out, _ = _check(str(deck), "--format", "mtg/modern", "--date", "2026-03-30",
                          "--report", "json")
    [result] = json.loads(out)["results"]
    assert (code, result["status"], [v["rule"] for v in result["violations"]
                                     if v["severity"] == "error"]) == (0, "legal", [])


@pytest.mark.parametrize(("above", "said"), [
    ("Player,Bob\n", "player, 'Bob'"), ("player, Bob,\n", "player, 'Bob'"),
    ("Event,Store Champs\nPlayer,Bob\n", "player, 'Bob'"),
    ('"Player","Bob",,\n', "player, 'Bob'"), ("sep=,\nPlayer,Bob\n", "player, 'Bob'"),
    ("Joueur;Bob\n".replace(";", ","), "player, 'Bob'"),
    ("Name,Burn\n", "name, 'Burn'"), ("Deck,Burn\n", "name, 'Burn'"),
    ('Player,"Bob, Jr"\n', "player, 'Bob, Jr'")])
def test_a_card_export_under_rows_of_the_decks_keys_is_judged_as_named(
        tmp_path: Path, above: str, said: str) -> None:
    """A sheet whose header stands under ``Player,Bob`` rows (two cells: a decklist's key
    and its value; ``Name,Burn`` too, though ``Name`` may title a name column) was
    skipped in a walk as "a CSV file with no card columns", exit 0, and judged named as
    text or as a sheet of unknown cards: it is read as a card export under its title
    rows, named and walked alike, the rows giving the deck's player or name."""
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "bob.csv").write_text(above + "Qty,Card\n1,Crimson Ritual\n", "utf-8")
    rows = above.count("\n")
    for path in (folder, folder / "bob.csv"):
        code, out, _ = _check(str(path), "--format", "mage-noir/tournament", "--report",
                              "json")
        report = json.loads(out)
        assert code == 1
        assert "skipped" not in report
        [result] = report["results"]
        assert result["status"] == "illegal"
        assert result.get("player") == (said.split("'")[1] if "player" in said else None)
        assert [(v["line"], v["rule"], v["message"]) for v in result["violations"]
                if v["rule"] in ("reading", "banned")][-3:] == [
            (rows, "reading", f"the row above the header gives the deck's {said}, not a "
                              "card"),
            (rows + 1, "reading", ZONELESS),
            (rows + 2, "banned", "Crimson Ritual is banned in Mage Noir tournament ("
                                 "listed by 2025-11-04, where the recorded lists start)")]


def test_a_format_row_above_the_header_gives_the_format(tmp_path: Path) -> None:
    """``Format,mage-noir/tournament`` above the header is the deck's format, as a text
    list's ``Format:`` line is; a row of data above a header (three cells) is no title."""
    (tmp_path / "bob.csv").write_text(
        "Format,mage-noir/tournament\nQty,Card\n1,Crimson Ritual\n", "utf-8")
    code, out, _ = _check(str(tmp_path / "bob.csv"), "--report", "json")
    assert code == 1
    [result] = json.loads(out)["results"]
    assert (result["status"], result["format"]) == ("illegal", "mage-noir/tournament")
    (tmp_path / "sheet.csv").write_text("Player,Bob,Table 3\nQty,Card\n1,Fire Ball\n",
                                        "utf-8")
    code, out, _ = _check(str(tmp_path / "sheet.csv"), "--format", "mage-noir/tournament",
                          "--report", "json")
    [result] = json.loads(out)["results"]
    assert next(v["message"] for v in result["violations"] if v["rule"] == "reading") == (
        "read as plain text: the first line is not the header of a card CSV export")


def test_a_header_under_a_row_of_data_is_judged_walked_as_named(tmp_path: Path) -> None:
    """A card export's header under a row that is no title (``Player,Bob,Table 3``) is
    read as text walked as named (both illegal, its banned card said), where the walk
    skipped it as "a CSV file with no card columns"; a sheet with no such header is
    still skipped."""
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "bob.csv").write_text("Player,Bob,Table 3\nQty,Card\n1,Crimson Ritual\n",
                                    "utf-8")
    (folder / "players.csv").write_text("Player,Email,Table\nAlice,a@example.org,3\n",
                                        "utf-8")
    banned = ("Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, "
              "where the recorded lists start)")
    for path, skipped in ((folder, 1), (folder / "bob.csv", 0)):
        code, out, _ = _check(str(path), "--format", "mage-noir/tournament", "--report",
                              "json")
        report = json.loads(out)
        assert code == 1
        [result] = report["results"]
        assert result["status"] == "illegal"
        assert [(v["line"], v["message"]) for v in result["violations"]
                if v["rule"] == "banned"] == [(3, banned)]
        assert len(report.get("skipped", [])) == skipped


_RING_ROWS = ["The One Ring"] * 4 + ["Mountain"] * 56
_RING_BANNED = ("banned", "The One Ring is banned in Modern (since 2024-12-16)")


@pytest.mark.parametrize(("name", "text", "errors"), [
    ("eve.csv", "".join(f"{row}\n" for row in _RING_ROWS), [_RING_BANNED]),
    ("eve.csv", "".join(f'"{row}"\n' for row in _RING_ROWS), [_RING_BANNED]),
    ("eve.csv", "".join(f"{row},LTR\n" for row in _RING_ROWS), [_RING_BANNED]),
    ("eve.tsv", "".join(f"{row}\tLTR\n" for row in _RING_ROWS), [_RING_BANNED]),
    ("eve.csv", "".join(f"{row},LTR,246,foil\n" for row in _RING_ROWS), [_RING_BANNED]),
    ("eve.csv", "The One Ring;LTR;246;4\nMountain;M10;242;56\n", [_RING_BANNED]),
    ("eve.csv", "".join(f"{row}\n" for row in _RING_ROWS) + "Sideboard\n2,Duress\n",
     [_RING_BANNED]),
    ("eve.csv", "Mallory Smith\n" + "".join(f"{row}\n" for row in _RING_ROWS), [
        ("unknown-card", "unknown card 'Mallory Smith'"), _RING_BANNED]),
    ("eve.csv", "Lightning Bolt,M10,146,nonfoil\n" + "Mountain,M10,242,foil\n" * 59, [])])
def test_headerless_rows_of_a_card_each_are_judged_walked_as_named(
        tmp_path: Path, name: str, text: str, errors: list[tuple[str, str]]) -> None:
    """A headerless sheet of one card a row and no count, each row a copy (``The One
    Ring``; quoted; with its set, collector number and finish cells; a player's name
    above it; a side deck's rows of a count and a name below it), and rows of a name, a
    set, a collector number and a count (``The One Ring;LTR;246;4``): a walk skipped
    them as "a CSV file with no card columns", the banned card unjudged and the run
    passing, while naming the file judged it. Walked and named, the verdict is the
    same."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / name).write_text(text, "utf-8")
    verdicts = []
    for path in (folder, folder / name):
        code, out, _ = _check(str(path), "--format", "mtg/modern", "--date", "2026-07-27",
                              "--report", "json")
        report = json.loads(out)
        assert "skipped" not in report
        [result] = report["results"]
        verdicts.append((code, result["status"], [
            (v["rule"], v["message"]) for v in result["violations"]
            if v["severity"] == "error"]))
    assert verdicts[0] == verdicts[1] == (
        (1, "illegal", errors) if errors else (0, "legal", []))


def test_headerless_rows_naming_few_cards_or_counting_are_still_skipped(
        tmp_path: Path) -> None:
    """Headerless rows with no count naming fewer than half cards (archetypes, players'
    emails), and rows with a number of their own (scores), hold no deck: skipped. A name
    counts as a card's by any name the card answers to: ``Burn`` is a face of Turn //
    Burn, three of the seven archetypes cards."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text("The One Ring\n" * 4 + "Mountain\n" * 56, "utf-8")
    (folder / "archetypes.csv").write_text(
        "Living End\nScapeshift\nAmulet Titan\nBurn\nHammer Time\nBoros Energy\n"
        "Rakdos Scam\n", "utf-8")
    (folder / "emails.csv").write_text("Ann Lee,ann@example.org\nBob Ray,bob@example.org\n",
                                       "utf-8")
    (folder / "scores.csv").write_text("Ann,3,0\nBob,2,1\n", "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-07-27",
                          "--report", "json")
    report = json.loads(out)
    assert code == 1
    assert [r["path"] for r in report["results"]] == [f"{folder}/eve.csv"]
    assert report["skipped"] == [
        {"path": f"{folder}/{name}", "reason": "not a decklist: a CSV file with no card "
                                               "columns"}
        for name in ("archetypes.csv", "emails.csv", "scores.csv")]


def test_rows_of_a_name_a_set_code_and_a_number_written_again_keep_their_counts(
        tmp_path: Path) -> None:
    """Rows 'Lightning Bolt,M10,4' written three times with no header: read as one copy
    each (a row per copy, its number a collector number), they hid twelve copies of a
    card of four, a deck legal; the number is each row's count, never fewer copies."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "eve.csv").write_text("Mountain,57\n" + "Lightning Bolt,M10,4\n" * 3, "utf-8")
    code, out, _ = _check(str(folder), "--format", "mtg/modern", "--date", "2026-07-27",
                          "--report", "json")
    [eve] = json.loads(out)["results"]
    assert (code, eve["status"]) == (1, "illegal")
    assert [(v["rule"], v["line"], v["message"]) for v in eve["violations"]
            if v["severity"] == "error"] == [
        ("copy-limit", 2, "12 copies of Lightning Bolt; at most 4")]
