"""The organizer's batch: CSV export, files a walk skips, unjudged decks, per-player
pools, card files from spreadsheets, the HTML page's content (its behaviour in a browser
is tested in test_browser.py), and a folder of 300 mixed submissions."""

from __future__ import annotations

import csv
import io
import json
import re
import tarfile
import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools import datadir
from cardtools.cli import app
from cardtools.reporters.csv_report import safe_cell
from cardtools.resources import cards_dir
from tests.conftest import csv_report_rows

DECK40 = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_text()
HEAD = "Format: mage-noir/tournament\n"


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args), env=env)
    return outcome.exit_code, outcome.stdout, outcome.stderr


#: The bundled Mage Noir card data's date, as its header gives it.
MAGE_NOIR_DATA_DATE = (datadir.read_header(cards_dir() / "mage-noir") or {})["date"]
HIDDEN = "hidden file: not checked; name it on the command line to check it"


@pytest.fixture
def submissions(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / "bob.txt").write_text(HEAD + "Player: =HYPERLINK(\"x\")\n" + DECK40
                                      + "1 Crimson Ritual\n")
    (tmp_path / "carol.txt").write_text("Player: Carol\nEvent: Open\n" + DECK40)
    (tmp_path / "dave.png").write_bytes(b"%PDF-1.4")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "erin.jpg").write_bytes(b"PK")
    (tmp_path / ".hidden.txt").write_text("not looked at")  # listed, not read
    (tmp_path / ".notes.md").write_text("a hidden file not named like a decklist: silent")
    return tmp_path


def test_csv_report_rows_and_safe_cells(submissions: Path) -> None:
    target = submissions.parent / "report.csv"
    code, _out, _err = run("check", str(submissions), "--report", "csv", "--event", "Open",
                           "--report-file", str(target), "--date", "2026-06-01")
    out = target.read_bytes().decode("utf-8")
    assert code == 2
    assert out.count("\r\n") == 7 and out.count("\n") == 7
    # every cell quoted: a spreadsheet splitting at ';' keeps each whole
    assert out.splitlines()[1].startswith(f'"{submissions / "alice.txt"}","Alice","Open",')
    rows = csv_report_rows(out)
    assert rows[0] == ["path", "player", "event", "format", "verdict", "errors", "warnings",
                       "fingerprint", "cockatrice_hash", "first_problem", "config",
                       "lists_as_of", "card_data"]
    alice, bob, carol, hidden, dave, erin = rows[1:]
    # a verdict is no surer than its data: the day judged and the card data's date
    assert alice[11:] == ["'2026-06-01", f"'{MAGE_NOIR_DATA_DATE}"]
    assert carol[11:] == ["", ""]  # not judged: no format, so no day nor data
    assert alice[:8] == [str(submissions / "alice.txt"), "Alice", "Open",
                         "mage-noir/tournament", "legal", "0", "0", alice[7]]
    assert re.fullmatch(r"[0-9a-f]{12}", alice[7])
    assert bob[1] == "'=HYPERLINK(\"x\")" and bob[4] == "illegal"
    assert bob[9] == ("[banned] Crimson Ritual is banned in Mage Noir tournament "
                      "(listed by 2025-11-04, where the recorded lists start)")
    assert carol[1:6] == ["Carol", "Open", "", "not judged", "1"]
    assert carol[9].startswith("[unknown-format] no format given")
    # a skipped file is no list of the event: its event cell is empty
    assert hidden == [str(submissions / ".hidden.txt"), "", "", "", "skipped", "0", "0",
                      "", "", HIDDEN, "", "", ""]
    assert dave == [str(submissions / "dave.png"), "", "", "", "skipped", "0", "0", "",
                    "", "not a decklist (.png)", "", "", ""]
    assert erin[0] == str(submissions / "sub" / "erin.jpg") and erin[4] == "skipped"


def _cells(line: str, separator: str) -> list[str]:
    """A CSV line cut as a spreadsheet cuts it at ``separator``: nowhere between
    double quotes (each ``"`` opens or closes a quoted stretch), the quotes dropped."""
    cells, cell, quoted = [], "", False
    for char in line:
        if char == '"':
            quoted = not quoted
        elif char == separator and not quoted:
            cells, cell = [*cells, cell], ""
        else:
            cell += char
    return [*cells, cell]


@pytest.mark.parametrize("separator", [",", ";"])
def test_no_csv_cell_is_a_formula_whatever_separator_a_spreadsheet_splits_at(
        tmp_path: Path, separator: str) -> None:
    """Excel reads a ``.csv`` with its list separator: ``;`` in much of Europe. A cell
    holding ``;`` was written unquoted and cut there, and the part after it could start
    with ``=``. Every cell is quoted, so cut at ``,`` or ``;`` no cell starts a formula;
    the byte order mark makes Excel read the UTF-8 (``Chloé``, not ``ChloÃ©``)."""
    (tmp_path / "a;=1+1.txt").write_text(HEAD + "Player: Chloé;=WEBSERVICE(\"http://x\")\n"
                                         + DECK40 + "1 x;@SUM\n")
    (tmp_path / "b.txt").write_text(HEAD + "Player: Zoë;-2+3;+1\n" + DECK40)
    code, out, _err = run("check", str(tmp_path), "--report", "csv", "--event", "x;=1")
    data = out.encode("utf-8")
    assert code == 1 and data.startswith(b"\xef\xbb\xbf\"path\",\"player\",")
    assert "Chloé".encode() in data
    lines = out[1:].splitlines()
    assert len(lines) == 3
    cells = [_cells(line, separator) for line in lines]
    assert all(len(row) == (13 if separator == "," else 1) for row in cells), cells
    assert not [cell for row in cells for cell in row if cell.startswith(("=", "+", "-", "@"))]
    rows = csv_report_rows(out)
    assert [row[1] for row in rows[1:]] == ["Chloé;=WEBSERVICE(\"http://x\")", "Zoë;-2+3;+1"]
    assert [row[2] for row in rows[1:]] == ["x;=1", "x;=1"]
    assert rows[1][9] == "[unknown-card] unknown card 'x;@SUM'"


@pytest.mark.parametrize(("text", "safe"), [
    ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"),
    ("\tx", "'\tx"), ("\rx", "'\rx"), ("Alice", "Alice"), ("1 = 1", "1 = 1"), ("", ""),
    # read as numbers, dates, times or truth values by a spreadsheet: kept text
    ("051495085217", "'051495085217"), ("596746164e28", "'596746164e28"),
    ("7730e694", "'7730e694"), ("1,234", "'1,234"), (" 123", "' 123"), ("(12)", "'(12)"),
    ("$12", "'$12"), ("12%", "'12%"), (".5", "'.5"), ("1/2", "'1/2"), ("1 1/2", "'1 1/2"),
    ("2026-08-20", "'2026-08-20"), ("1.2.2026", "'1.2.2026"), ("12:30", "'12:30"),
    ("TRUE", "'TRUE"), ("false", "'false"),
    # hexadecimal or base-32 digits no spreadsheet reads as a number: as written
    ("f5df0f6f55fa", "f5df0f6f55fa"), ("8e04954e0092", "8e04954e0092"),
    ("68812739339e", "68812739339e"), ("0hfr6mj8", "0hfr6mj8"), ("1e5a", "1e5a"),
    ("Alice 2", "Alice 2"), ("May", "May"), ("Jan Smit", "Jan Smit"),
    # times and dates with a month's name a spreadsheet reads too
    ("3 pm", "'3 pm"), ("10 PM", "'10 PM"), ("Jan 5", "'Jan 5"), ("5-Jan", "'5-Jan"),
    ("1 Jan", "'1 Jan"), ("Jan-24", "'Jan-24"), ("March 2024", "'March 2024"),
    ("Sept. 3, 2026", "'Sept. 3, 2026")])
def test_spreadsheet_formula_starts_are_quoted(text: str, safe: str) -> None:
    assert safe_cell(text) == safe


def test_a_fingerprint_of_digits_stays_text_in_a_spreadsheet(tmp_path: Path) -> None:
    """A spreadsheet opening the CSV reads a cell of digits as a number (``519007747742``
    shown as 5.19008E+11, a leading zero lost) and one of digits around an ``e`` as
    scientific notation (``29870556e477``): about one deck in a hundred has such a
    fingerprint, and two of them could seem one deck. Those cells, and a player's number
    or an event's date, get a ``'`` (text, as the formula starts get it); the counts
    stay numbers, and the fingerprint after the ``'`` is the JSON report's."""
    side = "Side deck\n{} Fire Ball\n"
    (tmp_path / "digits.txt").write_text(
        HEAD + "Player: 0012345\nEvent: 2026-08-20\n"
        + DECK40.replace("4 Tornado", "5 Tornado") + side.format(2))
    (tmp_path / "exponent.txt").write_text(
        HEAD + "Player: Zoë\n" + DECK40.replace("4 Tornado", "9 Tornado") + side.format(9))
    code, out, _err = run("check", str(tmp_path), "--report", "csv")
    assert code == 1
    digits, exponent = csv_report_rows(out)[1:]
    assert digits[1:3] == ["'0012345", "'2026-08-20"]
    assert digits[5:8] == ["2", "0", "'519007747742"]
    assert exponent[1] == "Zoë" and exponent[5:8] == ["2", "0", "'29870556e477"]
    _code, report, _err = run("check", str(tmp_path), "--report", "json")
    assert [result["fingerprint"] for result in json.loads(report)["results"]] == [
        "519007747742", "29870556e477"]


def test_a_skipped_files_row_names_no_event(tmp_path: Path) -> None:
    """The row of a file a walk skipped wrote the run's ``--event``: filtered by event,
    the spreadsheet counted a PDF among the event's submissions. A skipped file is no
    list of the event (nor of a player or a format): its cell is empty, while a judged
    list naming no event takes the run's, as text (``=SUM(1)`` runs nothing)."""
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / "bob.txt").write_text(HEAD + "Player: Bob\nEvent: Spring Open\n" + DECK40)
    (tmp_path / "notes.png").write_text("not a decklist")
    _code, out, _err = run("check", str(tmp_path), "--report", "csv", "--event", "=SUM(1)")
    alice, bob, notes = csv_report_rows(out)[1:]
    assert (alice[2], bob[2]) == ("'=SUM(1)", "Spring Open")
    assert notes == [str(tmp_path / "notes.png"), "", "", "", "skipped", "0", "0", "", "",
                     "not a decklist (.png)", "", "", ""]


def test_every_file_is_accounted_for(submissions: Path) -> None:
    code, out, _err = run("check", str(submissions), "--report", "text")
    lines = out.splitlines()
    assert code == 2
    assert lines[-4:] == [
        f"{submissions / '.hidden.txt'}: skipped: {HIDDEN}",
        f"{submissions / 'dave.png'}: skipped: not a decklist (.png)",
        f"{submissions / 'sub' / 'erin.jpg'}: skipped: not a decklist (.jpg)",
        "6 files: 1 legal, 1 illegal, 1 not judged, 3 skipped (card data: mage-noir 2025; "
        "judged as of " + lines[-1].split("judged as of ", 1)[1]]
    # judged today, after the data: the day is said once, by the data-age note
    assert lines[-1].endswith(", but the mage-noir card data is of 2025 and the banned and "
                              "restricted lists of Mage Noir tournament stop on 2025-11-04: "
                              "newer cards and list changes are not known)")
    assert lines[-1].count("judged as of") == 1
    _code, out, _err = run("check", str(submissions), "--report", "json")
    report = json.loads(out)
    assert report["summary"] == {"files": 3, "legal": 1, "illegal": 1, "error": 1,
                                 "skipped": 3}
    assert report["skipped"] == [
        {"path": str(submissions / ".hidden.txt"), "reason": HIDDEN},
        {"path": str(submissions / "dave.png"), "reason": "not a decklist (.png)"},
        {"path": str(submissions / "sub" / "erin.jpg"), "reason": "not a decklist (.jpg)"}]
    carol = report["results"][2]
    assert (carol["status"], carol["player"], carol["event"]) == ("error", "Carol", "Open")
    _code, out, _err = run("check", str(submissions), "--report", "rich")
    assert "Skipped (3)" in out and "not judged" in out and "Carol" in out


def test_config_excluded_files_are_listed_as_skipped(submissions: Path) -> None:
    """The reason names the config and what in it left the file out: a player's own
    config that excludes their decklist is seen as theirs."""
    (submissions / ".cardtools.yaml").write_text('exclude: ["bob.txt"]\n')
    _code, out, _err = run("check", str(submissions), "--report", "json")
    skipped = json.loads(out)["skipped"]
    config = submissions / ".cardtools.yaml"
    assert {"path": str(submissions / "bob.txt"),
            "reason": f"excluded by the project config {config} (exclude 'bob.txt')"} in skipped


def test_a_skip_by_a_nested_config_is_said_in_the_summary_as_weakening(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player's config in their own folder (``exclude: ["alice.txt"]``) left their list
    unjudged, the organizer's run passing with "1 skipped" alone: the summary says which
    config skipped how many files, one below the folder checked marked as weakening the
    checks; the event folder's own config is named without the mark."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    alice = tmp_path / "subs" / "alice"
    alice.mkdir(parents=True)
    (alice / "alice.txt").write_text(DECK40, "utf-8")
    (alice / ".cardtools.yaml").write_text('exclude: ["alice.txt"]\n', "utf-8")
    (tmp_path / "subs" / "bob.txt").write_text(DECK40, "utf-8")
    (tmp_path / "subs" / "notes.txt").write_text("not a deck\n", "utf-8")
    (tmp_path / "subs" / ".cardtools.yaml").write_text('exclude: ["notes.txt"]\n', "utf-8")
    code, out, _err = run("check", "subs", "--format", "mage-noir/tournament",
                          "--report", "text", "--date", "2025-11-04")
    assert (code, out.splitlines()[-1]) == (0, (
        "3 files: 1 legal, 0 illegal, 0 not judged, 2 skipped (1 by config "
        "subs/.cardtools.yaml; 1 by config subs/alice/.cardtools.yaml below the folder "
        "checked, which weakened the checks) (judged as of 2025-11-04; card data: "
        f"mage-noir {MAGE_NOIR_DATA_DATE})"))
    _code, out, _err = run("check", "subs", "--format", "mage-noir/tournament",
                           "--report", "html", "--date", "2025-11-04")
    assert ('<div class="box" id="count-skipped-by-configs"><b>2</b>skipped: 1 by config '
            "subs/.cardtools.yaml; 1 by config subs/alice/.cardtools.yaml below the folder "
            "checked, which weakened the checks</div>") in out
    _code, out, _err = run("check", "subs", "--format", "mage-noir/tournament",
                           "--report", "text", "--isolated", "--date", "2025-11-04")
    assert out.splitlines()[-1].startswith("3 files: 2 legal, 1 illegal, 0 not judged (")


@pytest.mark.parametrize(("setting", "file", "why"), [
    ("cards: [cards.csv]", "cards.csv", "a card file of it"),
    ("formats_dir: .", "mage-noir/house.yaml", "in its formats folder ."),
])
def test_a_file_the_checked_folders_config_reads_is_skipped_naming_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, setting: str, file: str,
        why: str) -> None:
    """The config of the folder checked (the organizer's) keeps its own card file and
    format files out of the walk; its decklists elsewhere are judged."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    (tmp_path / "mage-noir").mkdir()
    (tmp_path / file).write_text("name: House\nextends: tournament\n", "utf-8")
    (tmp_path / ".cardtools.yaml").write_text(setting + "\n", "utf-8")
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "bob.txt").write_text(DECK40, "utf-8")
    _code, out, _err = run("check", ".", "--format", "mage-noir/tournament",
                           "--report", "json")
    report = json.loads(out)
    assert report["skipped"] == [{
        "path": f"./{file}", "reason": f"excluded by the project config .cardtools.yaml ({why})"}]
    assert [result["path"] for result in report["results"]] == ["./decks/bob.txt"]


@pytest.mark.parametrize("setting", [
    "cards: [deck.txt]", "formats_dir: .", "formats_dir: ..", "formats_dir: ../..",
])
def test_a_players_config_naming_its_own_decklist_never_hides_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, setting: str) -> None:
    """A player's config below the folder checked naming their own list as a card file,
    or their own folder (or one above) as its formats folder, made the walk skip the list
    as a file of the config, the run passing: the list is judged (here an error: the
    config's card file is no card file; or illegal)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    alice = tmp_path / "subs" / "alice"
    alice.mkdir(parents=True)
    (alice / "deck.txt").write_text("Deck\n4 Crimson Ritual\n", "utf-8")
    (alice / ".cardtools.yaml").write_text(setting + "\n", "utf-8")
    (tmp_path / "subs" / "bob.txt").write_text(DECK40, "utf-8")
    code, out, _err = run("check", "subs", "--format", "mage-noir/tournament",
                          "--report", "json")
    report = json.loads(out)
    assert "skipped" not in report
    alice_result = report["results"][0]
    assert alice_result["path"] == "subs/alice/deck.txt"
    assert (code, alice_result["status"]) == (
        (2, "error") if setting.startswith("cards") else (1, "illegal"))


@pytest.mark.parametrize("walked", ["subs", "subs/alice"])
def test_a_players_card_file_is_read_in_the_walk_as_any_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, walked: str) -> None:
    """A player's config's own card file is read in the organizer's walk as any file:
    a card list (no quantity column) is skipped, as the config's, for the reason the
    player's own walk gives (it said "not a decklist: a CSV file ..." from ``subs`` and
    "excluded by the project config ... (a card file of it)" from ``subs/alice``, and
    only the second counted the skip as the config's), a file of its formats folder so
    too; a decklist elsewhere in that folder is judged from both. Skipping a file that
    holds no decklist weakens nothing: the summary's note is the same from both; the
    deck under the config is said to be legal by weakened checks."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    alice = tmp_path / "subs" / "alice"
    (alice / "f" / "mage-noir").mkdir(parents=True)
    (alice / "deck.txt").write_text(DECK40, "utf-8")
    (alice / "f" / "deck.txt").write_text(DECK40, "utf-8")
    (alice / "f" / "mage-noir" / "house.yaml").write_text(
        "name: House\nextends: tournament\n", "utf-8")
    (alice / "mine.csv").write_text("name,type\nHouse Card,Creature\n", "utf-8")
    (alice / ".cardtools.yaml").write_text("cards: [mine.csv]\nformats_dir: f\n", "utf-8")
    _code, out, _err = run("check", walked, "--format", "mage-noir/tournament",
                           "--report", "json")
    report = json.loads(out)
    config = "excluded by the project config subs/alice/.cardtools.yaml"
    assert sorted(report["skipped"], key=lambda entry: entry["path"]) == [
        {"path": "subs/alice/f/mage-noir/house.yaml",
         "reason": f"{config} (in its formats folder f)"},
        {"path": "subs/alice/mine.csv", "reason": f"{config} (a card file of it)"}]
    assert [result["path"] for result in report["results"]] == [
        "subs/alice/deck.txt", "subs/alice/f/deck.txt"]
    assert report["summary"] == {"files": 2, "legal": 2, "illegal": 0, "error": 0,
                                 "skipped": 2}
    _code, out, _err = run("check", walked, "--format", "mage-noir/tournament",
                           "--report", "text")
    assert "2 skipped (2 by config subs/alice/.cardtools.yaml) (" in out.splitlines()[-1]


def test_a_root_config_naming_the_root_as_formats_folder_judges_the_decks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An organizer's ``formats_dir: .`` at the repository root, house formats in
    ``./mage-noir``, made ``check decks`` skip every decklist as "in its formats folder",
    exit 2: only the files the formats reader reads are the config's."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    (tmp_path / "mage-noir").mkdir()
    (tmp_path / "mage-noir" / "house.yaml").write_text(
        "name: House\nextends: tournament\ndescription: house.\n", "utf-8")
    (tmp_path / ".cardtools.yaml").write_text(
        "formats_dir: .\nformat: mage-noir/house\n", "utf-8")
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "bad.txt").write_text("Deck\n4 Crimson Ritual\n", "utf-8")
    code, out, _err = run("check", "decks", "--report", "json")
    report = json.loads(out)
    assert (code, "skipped" in report, report["results"][0]["status"],
            report["results"][0]["format"]) == (1, False, "illegal", "mage-noir/house")


@pytest.mark.parametrize(("config", "problem"), [
    ("ignore: [banned]\n", "subs/frank/.cardtools.yaml:1: $.ignore: unknown key 'ignore'; "
     "a config has format, formats, force_format, cards, formats_dir, exclude, rules"),
    ("format: [\n", "subs/frank/.cardtools.yaml:2: not valid YAML: did not find expected node "
     "content"),
])
def test_a_players_bad_config_makes_only_the_decks_below_it_errors(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, config: str, problem: str) -> None:
    """A config a player put beside their list (an unknown key) stopped the organizer's
    whole run, no deck judged: the decks it governs are errors naming it (file and line),
    every other deck is judged, the config's problem is said on standard error too."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    frank = tmp_path / "subs" / "frank"
    frank.mkdir(parents=True)
    (frank / ".cardtools.yaml").write_text(config, "utf-8")
    (frank / "deck.txt").write_text(DECK40, "utf-8")
    (tmp_path / "subs" / "bob.txt").write_text(DECK40, "utf-8")
    code, out, err = run("check", "subs", "--format", "mage-noir/tournament",
                         "--report", "text")
    said = ("subs/frank/deck.txt:1: error [file-error] not judged: its project config "
            f"cannot be used: {problem} (fix that config, or judge without the configs "
            "found beside the decklists: --isolated, or --config FILE (the organizer's "
            "own))")
    assert (code, out.splitlines()[0], err) == (2, said, (
        f"cardtools: error: {problem}\ncardtools: note: the decklists under "
        "subs/frank/.cardtools.yaml are not judged (file-error); the other decklists are\n"))
    assert out.splitlines()[-1].startswith("2 files: 1 legal, 0 illegal, 1 not judged")
    code, out, _err = run("check", "subs", "--format", "mage-noir/tournament", "--isolated")
    assert code == 0, out


@pytest.mark.parametrize(("config", "file", "data", "problem"), [
    ("cards: [mine.csv]\n", "mine.csv", b"\xff\xfe\x00garbage\n",
     "mine.csv: cannot read card file: not UTF-8 text"),
    ("formats_dir: fmt\n", "fmt/mage-noir/house.yaml", b"name: [broken\n",
     "fmt/mage-noir/house.yaml:2: not valid YAML"),
    # a game's data, of the deck's game or another's, stopped the batch, no report
    ("formats_dir: fmt\n", "fmt/mage-noir/game.yaml", b"zones: [\n",
     "fmt/mage-noir/game.yaml:2: not valid YAML"),
    ("formats_dir: fmt\n", "fmt/magi-nation/game.yaml", b"zones: 5\n",
     "fmt/magi-nation/game.yaml:$.zones: 5 is not of type 'object'"),
    ("formats_dir: fmt\n", "fmt/magi-nation/game.yaml", b"#" * 300_000,
     "fmt/magi-nation/game.yaml: game data file larger than 256 KB")])
def test_a_players_config_naming_a_bad_file_makes_only_its_decks_errors(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, config: str, file: str, data: bytes,
        problem: str) -> None:
    """A card file or a format a player's config names that cannot be loaded stopped the
    organizer's whole run (the config itself was fine): the decks below it are errors
    naming the file, every other deck is judged."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    frank = tmp_path / "subs" / "frank"
    (frank / file).parent.mkdir(parents=True)
    (frank / ".cardtools.yaml").write_text(config, "utf-8")
    (frank / file).write_bytes(data)
    (frank / "deck.txt").write_text(DECK40, "utf-8")
    (tmp_path / "subs" / "bob.txt").write_text(DECK40, "utf-8")
    code, out, _err = run("check", "subs", "--format", "mage-noir/tournament", "--report",
                          "text")
    lines = out.splitlines()
    assert code == 2
    assert lines[0].startswith("subs/frank/deck.txt:1: error [file-error] not judged: a file "
                               "its project config names cannot be used: ")
    assert problem in lines[0]
    # the player's own file is judged too, as any file in a submission folder
    assert lines[-1].startswith("3 files: 1 legal, 0 illegal, 2 not judged (")


def test_a_bad_config_given_with_config_still_stops_the_run(tmp_path: Path) -> None:
    """The organizer's own config (``--config FILE``) is a usage error for the run."""
    (tmp_path / "org.yaml").write_text("ignore: [banned]\n", "utf-8")
    (tmp_path / "bob.txt").write_text(DECK40, "utf-8")
    code, out, err = run("check", str(tmp_path / "bob.txt"), "--format",
                         "mage-noir/tournament", "--config", str(tmp_path / "org.yaml"))
    assert (code, out) == (2, "")
    assert err.startswith(f"cardtools: error: {tmp_path / 'org.yaml'}:1: $.ignore: unknown")


# --- per-player draft pools --------------------------------------------------------------

CARDS = ("name,type,rarity\nEmber Squire,Character,Common\nWarding Glyph,Spell,Uncommon\n"
         "Gilt Gauntlet,Relic,Rare\n")


def test_pool_folder_gives_each_deck_its_own_pool(tmp_path: Path) -> None:
    (tmp_path / "cards.csv").write_text(CARDS)
    decks, pools = tmp_path / "decks", tmp_path / "pools"
    decks.mkdir()
    pools.mkdir()
    head = "Format: magetcg/foundry\n"
    (decks / "alice.txt").write_text(head + "Player: Alice\n20 Ember Squire\n20 Warding Glyph\n")
    (decks / "bob.txt").write_text(head + "Player: Bob\nPool: bob-pool.txt\n"
                                   "20 Ember Squire\n20 Gilt Gauntlet\n")
    (decks / "carol.txt").write_text(head + "Player: Carol\n40 Ember Squire\n")
    (decks / "dan.txt").write_text(head + "Player: Dan\nPool: ../alice.txt\n40 Ember Squire\n")
    (pools / "alice.txt").write_text("20 Ember Squire\n20 Warding Glyph\n")
    (pools / "bob-pool.txt").write_text("20 Ember Squire\n19 Gilt Gauntlet\n")
    code, out, _err = run("check", str(decks), "--cards", str(tmp_path / "cards.csv"),
                          "--pool", str(pools), "--report", "json",
                          "--date", "2026-11-29")  # within the MageTCG data: no data-age
    results = json.loads(out)["results"]
    assert code == 2
    assert [r["status"] for r in results] == ["legal", "illegal", "error", "error"]
    assert [r.get("pool") for r in results] == [
        str(pools / "alice.txt"), str(pools / "bob-pool.txt"), None, None]
    assert [(v["rule"], v["severity"], v["message"], v.get("line"))
            for v in results[0]["violations"]] == [
        ("not-in-pool", "info", f"judged against the drafted pool {pools / 'alice.txt'}", 1)]
    assert [(v["rule"], v["severity"], v["message"], v.get("line"))
            for v in results[1]["violations"]] == [
        ("not-in-pool", "info", f"judged against the drafted pool {pools / 'bob-pool.txt'}", 3),
        ("not-in-pool", "warning", "'Pool: bob-pool.txt' names a pool file whose name differs "
         "from this decklist's (bob.txt): it may be another player's pool", 3),
        ("not-in-pool", "error", "20 copies of Gilt Gauntlet; the pool holds 19", 5)]
    assert results[2]["violations"][0]["message"] == (
        f"no drafted pool for this deck in {pools} (looked for carol.txt, carol.*)")
    assert results[2]["player"] == "Carol"
    assert results[3]["violations"][0]["message"] == (
        f"'Pool: ../alice.txt' must name a file of the pool folder {pools}, not a path")


def test_pool_messages_escape_the_file_names_they_name(tmp_path: Path) -> None:
    """The pool messages built from a decklist's file name (its name, its stem) escape it
    as the path is escaped (``paths.printable_part``): a newline then a workflow command,
    ESC and a byte that is not UTF-8 reach no report raw."""
    (tmp_path / "cards.csv").write_text(CARDS)
    decks, pools = tmp_path / "decks", tmp_path / "pools"
    decks.mkdir()
    pools.mkdir()
    head = "Format: magetcg/foundry\n"
    (decks / "c\x1bar\n::error::x\udce9.txt").write_text(
        head + "Player: Carol\n40 Ember Squire\n", errors="surrogateescape")
    (decks / "d\x1ban.txt").write_text(head + "Player: Dan\nPool: bob.txt\n"
                                       "40 Ember Squire\n")
    (pools / "bob.txt").write_text("40 Ember Squire\n")
    code, out, _err = run("check", str(decks), "--cards", str(tmp_path / "cards.csv"),
                          "--pool", str(pools), "--report", "json", "--date", "2026-11-29")
    results = json.loads(out)["results"]
    assert code == 2
    assert results[0]["violations"][0]["message"] == (
        f"no drafted pool for this deck in {pools} (looked for c\\x1bar\\n::error::x\\xe9"
        ".txt, c\\x1bar\\n::error::x\\xe9.*)")
    assert [(v["message"], v["hint"]) for v in results[1]["violations"]
            if v["severity"] == "warning"] == [
        ("'Pool: bob.txt' names a pool file whose name differs from this decklist's "
         "(d\\x1ban.txt): it may be another player's pool",
         "name the pool file d\\x1ban and its suffix, or check that bob.txt is this "
         "player's pool")]


def test_a_decklist_is_never_its_own_pool(tmp_path: Path) -> None:
    """A pool folder holding the decklists too (``--pool submissions``), a decklist
    naming itself (``Pool: alice.txt``) and ``--pool`` given the decklist's own file:
    each deck was judged against itself, every card in its "pool", and was LEGAL
    whatever it played. The decklist file is never its own pool: another file of its
    stem is (alice.dec), else no pool was found, a file-error."""
    (tmp_path / "cards.csv").write_text(CARDS)
    subs = tmp_path / "subs"
    subs.mkdir()
    head = "Format: magetcg/foundry\n"
    (subs / "alice.txt").write_text(head + "Player: Alice\n40 Gilt Gauntlet\n")
    (subs / "bob.txt").write_text(head + "Player: Bob\nPool: bob.txt\n40 Gilt Gauntlet\n")
    (subs / "carol.txt").write_text(head + "Player: Carol\n40 Gilt Gauntlet\n")
    (subs / "carol.dec").write_text("40 Ember Squire\n")
    cards = ["--cards", str(tmp_path / "cards.csv"), "--report", "json",
             "--date", "2026-11-29"]  # within the MageTCG data: no data-age
    code, out, _err = run("check", *(str(subs / f"{n}.txt") for n in ("alice", "bob", "carol")),
                          "--pool", str(subs), *cards)
    results = json.loads(out)["results"]
    assert code == 2
    assert [(r["status"], r.get("pool"), [(v["rule"], v["severity"], v["message"])
                                          for v in r["violations"]]) for r in results] == [
        ("error", None, [("file-error", "error", f"no drafted pool for this deck in {subs} "
                          "(looked for alice.txt, alice.*; alice.txt is this decklist itself, "
                          "not its pool)")]),
        ("error", None, [("file-error", "error", "the drafted pool is this decklist itself "
                          "(bob.txt): a deck is not its own pool")]),
        ("illegal", str(subs / "carol.dec"), [
            ("not-in-pool", "info", f"judged against the drafted pool {subs / 'carol.dec'}"),
            ("not-in-pool", "error", "40 copies of Gilt Gauntlet; it is not in the pool")])]
    code, out, _err = run("check", str(subs / "alice.txt"), "--pool", str(subs / "alice.txt"),
                          *cards)
    assert code == 2
    assert [(v["rule"], v["message"]) for v in json.loads(out)["results"][0]["violations"]] == [
        ("file-error", "the drafted pool is this decklist itself (alice.txt): a deck is not "
         "its own pool")]


def test_a_deck_naming_another_players_pool_is_warned_about(tmp_path: Path) -> None:
    (tmp_path / "cards.csv").write_text(CARDS)
    decks, pools = tmp_path / "decks", tmp_path / "pools"
    decks.mkdir()
    pools.mkdir()
    head = "Format: magetcg/foundry\n"
    (decks / "bob.txt").write_text(head + "Player: Bob\n40 Ember Squire\n")
    (decks / "eve.txt").write_text(head + "Player: Eve\nPool: bob.txt\n39 Ember Squire\n"
                                   "1 Warding Glyph\n")
    (pools / "bob.txt").write_text("40 Ember Squire\n1 Warding Glyph\n")
    code, out, _err = run("check", str(decks), "--cards", str(tmp_path / "cards.csv"),
                          "--pool", str(pools), "--report", "json",
                          "--date", "2026-11-29")  # within the MageTCG data: no data-age
    results = json.loads(out)["results"]
    assert code == 0
    assert [(r["status"], r["pool"]) for r in results] == [
        ("legal", str(pools / "bob.txt")), ("legal", str(pools / "bob.txt"))]
    shared = "judged against the same drafted pool {} as {} ({})"
    assert [(v["rule"], v["severity"], v["message"], v.get("line"))
            for v in results[0]["violations"]] == [
        ("not-in-pool", "warning", shared.format(pools / "bob.txt", decks / "eve.txt", "Eve"),
         1),
        ("not-in-pool", "info", f"judged against the drafted pool {pools / 'bob.txt'}", 1)]
    assert [(v["rule"], v["severity"], v["message"], v.get("line"))
            for v in results[1]["violations"]] == [
        ("not-in-pool", "warning", shared.format(pools / "bob.txt", decks / "bob.txt", "Bob"),
         1),
        ("not-in-pool", "info", f"judged against the drafted pool {pools / 'bob.txt'}", 3),
        ("not-in-pool", "warning", "'Pool: bob.txt' names a pool file whose name differs from "
         "this decklist's (eve.txt): it may be another player's pool", 3)]


@pytest.mark.parametrize("own", ["eve.txt", "eve.dec"])
def test_a_deck_naming_another_players_pool_beside_its_own_is_not_judged(
        tmp_path: Path, own: str) -> None:
    """Eve's ``Pool: bob.txt`` beside her own pool (``eve.txt``) in the ``--pool``
    folder: judged against Bob's pool, with a warning, her deck was legal with a card her
    own pool lacks. Which is hers is not known: not judged, both files named."""
    (tmp_path / "cards.csv").write_text(CARDS)
    decks, pools = tmp_path / "decks", tmp_path / "pools"
    decks.mkdir()
    pools.mkdir()
    (decks / "eve.txt").write_text("Format: magetcg/foundry\nPlayer: Eve\nPool: bob.txt\n"
                                   "40 Ember Squire\n")
    (pools / "bob.txt").write_text("40 Ember Squire\n")
    (pools / own).write_text("1 Warding Glyph\n")
    code, out, _err = run("check", str(decks / "eve.txt"), "--cards",
                          str(tmp_path / "cards.csv"), "--pool", str(pools), "--report",
                          "json", "--date", "2026-11-29")
    [result] = json.loads(out)["results"]
    assert (code, result["status"], result.get("pool")) == (2, "error", None)
    assert [(v["rule"], v["message"], v["hint"]) for v in result["violations"]] == [
        ("file-error", f"'Pool: bob.txt' names another pool file than this decklist's own, "
         f"{own}, which {pools} holds: not judged, as which is this player's pool is not "
         f"known", f"remove the 'Pool:' line to judge the deck against {own}, or give each "
         "player's pool the name of the player's decklist")]


@pytest.mark.parametrize("comment", ["# cardtools: disable-file=not-in-pool",
                                     "# cardtools: disable-file=all",
                                     "// cardtools: disable-file=CT304"])
def test_a_decklist_cannot_silence_the_warning_that_its_pool_is_another_players(
        tmp_path: Path, comment: str) -> None:
    """``Pool: bob.txt`` judges Eve's deck against Bob's pool, which only the warning
    tells; a comment in Eve's list naming the rule (an error rule: "an error cannot be
    suppressed", it said) or ``all`` silenced that warning and the note naming the pool,
    under the organizer's ``--config``, and Eve's deck read legal without a word."""
    (tmp_path / "cards.csv").write_text(CARDS)
    (tmp_path / "org.yaml").write_text("format: magetcg/foundry\n")
    decks, pools = tmp_path / "decks", tmp_path / "pools"
    decks.mkdir()
    pools.mkdir()
    (decks / "eve.txt").write_text(f"Player: Eve\nPool: bob.txt\n{comment}\n"
                                   "39 Ember Squire\n1 Warding Glyph\n")
    (pools / "bob.txt").write_text("40 Ember Squire\n1 Warding Glyph\n")
    code, out, _err = run("check", str(decks), "--cards", str(tmp_path / "cards.csv"),
                          "--pool", str(pools), "--report", "json", "--config",
                          str(tmp_path / "org.yaml"), "--date", "2026-11-29")
    [result] = json.loads(out)["results"]
    assert code == 0
    assert (result["status"], result["pool"]) == ("legal", str(pools / "bob.txt"))
    pool_findings = [(v["severity"], v["message"], v.get("line"))
                     for v in result["violations"] if v["rule"] == "not-in-pool"]
    assert pool_findings == [
        ("info", f"judged against the drafted pool {pools / 'bob.txt'}", 2),
        ("warning", "'Pool: bob.txt' names a pool file whose name differs from this "
         "decklist's (eve.txt): it may be another player's pool", 2)]


def test_what_a_decklists_comment_silenced_is_said_under_the_organizers_config(
        tmp_path: Path) -> None:
    """A list's ``disable-file=all`` silenced its warnings (an encoding problem, as a
    proxy mark or a look-alike name) under the organizer's ``--config event.yaml`` with
    no trace in any report: each warning silenced is an info naming it, and the summary
    counts the legal decks so judged; under ``--strict`` a warning is an error, which no
    list's comment silences (it was said silenced, as an error, the deck legal)."""
    (tmp_path / "event.yaml").write_text("format: mage-noir/tournament\n")
    decks = tmp_path / "subs"
    decks.mkdir()
    (decks / "mallory.txt").write_bytes(b"# cardtools: disable-file=all\n# caf\xe9\n"
                                        + DECK40.encode())
    code, out, _err = run("check", str(decks), "--config", str(tmp_path / "event.yaml"),
                          "--report", "text", "--date", "2025-11-04")
    lines = out.splitlines()
    assert (code, lines[1]) == (0, (
        f"{decks / 'mallory.txt'}:2: info [suppression] silenced by the decklist's "
        "suppression comment: warning [encoding] line 2 is not valid UTF-8; read as "
        "Windows-1252 (cp1252) (judged without the decklist's suppression comments with "
        "--isolated)"))
    assert lines[-1].startswith("1 file: 1 legal (1 with findings their suppression comments "
                                "silenced), 0 illegal, 0 not judged")
    code, out, _err = run("check", str(decks), "--config", str(tmp_path / "event.yaml"),
                          "--strict", "--report", "json", "--date", "2025-11-04")
    assert (code, [(v["rule"], v["severity"], v["line"]) for v in json.loads(out)["results"][0][
        "violations"] if v["rule"] in ("suppression", "encoding")]) == (
            1, [("encoding", "error", 2)])
    code, out, _err = run("check", str(decks), "--isolated", "--format",
                          "mage-noir/tournament", "--strict", "--report", "text",
                          "--date", "2025-11-04")
    assert (code, "[suppression]" in out, "error [encoding]" in out) == (1, False, True)


# --- card files from spreadsheets --------------------------------------------------------

MAGETCG_DECK = "Format: magetcg/foundry\n40 Ember Squire\n"


@pytest.mark.parametrize("text", [
    "Name;Type;Rarity\nEmber Squire;Character;Common\n",
    "\ufeffNAME\tTYPE\tRARITY\nEmber Squire\tCharacter\tCommon\n",
    "name,type,rarity\nEmber Squire,Character,\"Common;Rare\"\n",
    "Name;Type;Rarity\nEmber Squire;Character;\"Common;Rare\"\n"])
def test_spreadsheet_card_files_are_read(tmp_path: Path, text: str) -> None:
    (tmp_path / "cards.csv").write_text(text, "utf-8")
    (tmp_path / "deck.txt").write_text(MAGETCG_DECK)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert (code, err) == (0, "")


def test_card_file_without_name_says_what_it_found(tmp_path: Path) -> None:
    (tmp_path / "cards.csv").write_text("Card;Type\nEmber Squire;Character\n")
    (tmp_path / "deck.txt").write_text(MAGETCG_DECK)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert code == 2
    assert err == (f"cardtools: error: {tmp_path / 'cards.csv'}:1: CSV card files need a "
                   "header row with a 'name' column (any case; separated by ',', ';' or "
                   "tabs); found: 'Card', 'Type'\n")


@pytest.mark.parametrize(("row", "message"), [
    ("Ember Squire,Charakter,Common", "card 'Ember Squire': type 'Charakter' is not one of "
     "Character, Spell, Relic, Location; did you mean Character?"),
    ("Ember Squire,Character,Legendery", "card 'Ember Squire': rarity 'Legendery' is not one "
     "of Common, Uncommon, Rare, Legendary; did you mean Legendary?"),
    ("Ember Squire,Character,Mythic", "card 'Ember Squire': rarity 'Mythic' is not one of "
     "Common, Uncommon, Rare, Legendary"),
    # a rarity's initial is refused, the one rarity starting with it suggested
    *((f"Ember Squire,Character,{letter}", f"card 'Ember Squire': rarity '{letter}' is not "
       f"one of Common, Uncommon, Rare, Legendary; did you mean {meant}?")
      for letter, meant in (("R", "Rare"), ("U", "Uncommon"), ("C", "Common"),
                            ("L", "Legendary"))),
    ("Ember Squire,Character,M", "card 'Ember Squire': rarity 'M' is not one of "
     "Common, Uncommon, Rare, Legendary")])
def test_card_file_values_are_the_games(tmp_path: Path, row: str, message: str) -> None:
    (tmp_path / "cards.csv").write_text("name,type,rarity\nWarding Glyph,spell,common\n"
                                        + row + "\n")
    (tmp_path / "deck.txt").write_text(MAGETCG_DECK)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / 'cards.csv'}:3: {message}\n")


@pytest.mark.parametrize("cell", ["Rare - Foil", "Rare \u2013 Foil", "Rare; Foil"])
def test_a_card_files_refused_item_of_a_cell_quotes_the_cell(tmp_path: Path, cell: str) -> None:
    """A rarity cell parted into items (``Rare - Foil``) is quoted whole beside the item
    refused: ``rarity 'Foil'`` alone hid what the file wrote."""
    (tmp_path / "cards.csv").write_text("name,type,rarity\nWarding Glyph,spell,common\n"
                                        f"Storm Adept,Character,{cell}\n", "utf-8")
    (tmp_path / "deck.txt").write_text(MAGETCG_DECK)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / 'cards.csv'}:3: card 'Storm "
                           f"Adept': rarity 'Foil' (in the cell '{cell}') is not one of Common, "
                           "Uncommon, Rare, Legendary\n")


ASCENSION_OF_A_WANDERER = "Format: magetcg/ascension\nMage\n1 Wanderer\nDeck\n59 Ember Squire\n"


@pytest.mark.parametrize(("cell", "mage_is"), [
    ("yes", "accepted"), ("TRUE", "accepted"), ("x", "accepted"), ("oui", "accepted"),
    ("1", "accepted"), ("vrai", "accepted"), ("Wahr", "accepted"), ("✅", "accepted"),
    ("no", "refused"), ("false", "refused"), ("0", "refused"), ("non", "refused"),
    ("faux", "refused"), ("falsch", "refused")])
def test_a_card_files_iconic_cell_reads_yes_and_no_as_deck_exports_do(
        tmp_path: Path, cell: str, mage_is: str) -> None:
    """The ``iconic`` column of a card file (MageTCG Mage zone: "only cards with the prefix
    'Iconic' qualify", Zones: Mage Zone) takes the yes-or-no words of a deck export's
    columns: ``x`` and ``oui`` were read as no, the organizer's Iconic card refused as the
    Mage."""
    (tmp_path / "cards.csv").write_text(
        "name,type,rarity,iconic\nWanderer,Character,Legendary," + cell
        + "\nEmber Squire,Character,Common,\n")
    (tmp_path / "deck.txt").write_text(ASCENSION_OF_A_WANDERER)
    code, out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                         str(tmp_path / "cards.csv"), "--report", "json")
    (result,) = json.loads(out)["results"]
    assert (code, err) == (1, "")  # 59 copies of a Common: the copy limit, whatever the Mage
    errors = [(v["rule"], v["line"]) for v in result["violations"] if v["severity"] == "error"]
    mage = [] if mage_is == "accepted" else [("zone-card-type", 3)]  # the Mage refused
    assert errors == [*mage, ("copy-limit", 5)]


def test_a_card_files_iconic_cell_of_another_word_is_refused_on_its_line(
        tmp_path: Path) -> None:
    """A value that says neither yes nor no is never read as no unsaid."""
    (tmp_path / "cards.csv").write_text(
        "name,type,rarity,iconic\nEmber Squire,Character,Common,\n"
        "Wanderer,Character,Legendary,maybe\n")
    (tmp_path / "deck.txt").write_text(ASCENSION_OF_A_WANDERER)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / 'cards.csv'}:3: iconic 'maybe' "
                              f"is neither yes nor no ({YES_OR_NO_WORDS})\n")


@pytest.mark.parametrize("side", ["Sideboard\n1 Wanderer\n1 Ember Squire\n",
                                  "Sideboard\n1 Ember Squire\n1 Wanderer\n"])
def test_the_iconic_mage_in_a_side_deck_beside_other_cards_is_named_in_the_fix(
        tmp_path: Path, side: str) -> None:
    """Ascension's Iconic Character written in a side deck beside another card: "add 1
    card to the mage zone" and "remove the side deck section" contradicted each other;
    the fixes name the Mage to move under the Mage header and the card to remove. Still
    illegal: the Mage is not moved unsaid."""
    (tmp_path / "cards.csv").write_text(
        "name,type,rarity,iconic\nEmber Squire,Character,Common,\n"
        "Wanderer,Character,Legendary,yes\n")
    (tmp_path / "deck.txt").write_text(
        "Format: magetcg/ascension\nDeck\n59 Ember Squire\n" + side)
    code, out, _err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"), "--report", "json")
    (result,) = json.loads(out)["results"]
    move = "move Wanderer from the side deck under the Mage header"
    assert code == 1
    assert [(v["rule"], v.get("hint")) for v in result["violations"]
            if v["rule"] in ("zone-size", "zone-not-allowed")] == [
        ("zone-size", f"add 1 card to the mage zone; {move}"),
        ("zone-not-allowed", f"{move}; remove Ember Squire or move it to the deck")]


#: The words every card file's yes-or-no cell takes, as its error names them (one list:
#: ``vrai``, ``wahr`` were refused in ``iconic`` though a Magi's place column took them).
YES_OR_NO_WORDS = ("yes: 1, checked, commander, ja, on, oui, si, sim, sí, true, verdadeiro, "
                   "verdadero, vero, vrai, wahr, x, y, yes; no: 0, falsch, false, falso, faux, "
                   "n, nein, no, non, off, unchecked")


SPEAKEASY_DECK = ("Format: magetcg/ascension+speakeasy\nMage\n1 Iconic Seer *F*\nDeck\n"
                  + "".join(f"4 Squire {n} *F*\n" for n in range(14)) + "3 Squire 14 *F*\n")


def _speakeasy_cards(finishes: str) -> str:
    rows = [f"Iconic Seer,Character,Legendary,{finishes}"]
    rows += [f"Squire {n},Character,Common,{finishes}" for n in range(15)]
    return "name,type,rarity,finishes\n" + "\n".join(rows) + "\n"


def test_a_card_files_finishes_are_read_without_case(tmp_path: Path) -> None:
    """Speakeasy (MageTCG rules, Game Variants: every card holographic) reads a card
    file's finishes without case, as its types and rarities: ``Standard;Holographic``
    made every card of a legal deck 'has no holographic printing'."""
    (tmp_path / "cards.csv").write_text(_speakeasy_cards("Standard;Holographic"))
    (tmp_path / "deck.txt").write_text(SPEAKEASY_DECK)
    code, out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                         str(tmp_path / "cards.csv"), "--report", "json")
    (result,) = json.loads(out)["results"]
    assert (code, err, result["status"], result["violations"]) == (0, "", "legal", [])
    (tmp_path / "cards.csv").write_text(_speakeasy_cards("Standard"))
    code, out, _ = run("check", str(tmp_path / "deck.txt"), "--cards",
                       str(tmp_path / "cards.csv"), "--report", "json")
    (result,) = json.loads(out)["results"]
    assert code == 1
    assert [(v["rule"], v["line"]) for v in result["violations"]] == [
        ("finish-required", line) for line in [3, *range(5, 20)]]
    assert result["violations"][0]["message"] == (
        "Iconic Seer has no holographic printing; Ascension + Speakeasy allows holographic only")


def test_a_card_files_finish_of_another_word_is_refused_on_its_line(tmp_path: Path) -> None:
    """A finish that is none of the game's nor a word its data reads as one (``shiny``)
    refuses the file, as a type or rarity does: it was read as no holographic
    printing."""
    (tmp_path / "cards.csv").write_text(_speakeasy_cards("standard;shiny"))
    (tmp_path / "deck.txt").write_text(SPEAKEASY_DECK)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / 'cards.csv'}:2: card 'Iconic "
                              "Seer': finishes 'shiny' (in the cell "
                              "'standard;shiny') is not one of standard, holographic\n")


@pytest.mark.parametrize("finishes", [
    "Foil: No", "non holo foil", "holo no", "not holographic foil", "nonholographie",
    "sans-holographique", "without holo", "Holo: non"])
def test_a_card_files_finish_denying_a_finish_suggests_the_games_word_for_it(
        tmp_path: Path, finishes: str) -> None:
    """A finish cell denying a finish (``Foil: No``, ``non holo foil``) was refused "did
    you mean holographic?", the finish it denies: a value holding a word of the game's
    ``negations`` (``values.json``) suggests the value named there, ``standard``."""
    (tmp_path / "cards.csv").write_text(_speakeasy_cards(finishes))
    (tmp_path / "deck.txt").write_text(SPEAKEASY_DECK)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / 'cards.csv'}:2: card 'Iconic "
                              f"Seer': finishes {finishes!r} is not one of standard, "
                              "holographic; did you mean standard?\n")


@pytest.mark.parametrize(("finishes", "status"), [
    ("foil", "legal"), ("Holo", "legal"), ("standard;holofoil", "legal"),
    ("Non-Foil;Holographique", "legal"), ("nonfoil", "illegal"), ("normal", "illegal"),
    ("non-holographic", "illegal"), ("Non-Holographique", "illegal"), ("NONHOLO", "illegal"),
    ("sans holo", "illegal"), ("no holo", "illegal"), ("standard;non holo", "illegal")])
def test_a_card_files_finish_takes_the_games_finish_words(
        tmp_path: Path, finishes: str, status: str) -> None:
    """``finishes: foil`` was refused: a card file's finish takes the game's finishes and
    the words its data gives for them (``synonyms`` of ``values.json``: ``foil``,
    ``holo``, ``holofoil``, ``holographique`` are holographic; ``nonfoil``, ``normal``
    standard), as a decklist's marks do; Speakeasy judges them so."""
    (tmp_path / "cards.csv").write_text(_speakeasy_cards(finishes))
    (tmp_path / "deck.txt").write_text(SPEAKEASY_DECK)
    code, out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                         str(tmp_path / "cards.csv"), "--report", "json")
    (result,) = json.loads(out)["results"]
    assert (err, result["status"]) == ("", status)
    assert {v["rule"] for v in result["violations"]} == (
        set() if status == "legal" else {"finish-required"})
    assert code == (0 if status == "legal" else 1)


def test_a_card_files_rarity_is_said_as_the_game_spells_it(tmp_path: Path) -> None:
    """A card file's ``rare`` was echoed so, "at most 2 (rare)": its values are read as
    the game's data spells them, ``Rare``."""
    (tmp_path / "cards.csv").write_text("name,game,type,rarity\n"
                                        "Boar Thing,magetcg,character,rare\n")
    (tmp_path / "deck.txt").write_text("Deck\n4 Boar Thing\n")
    code, out, _err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"), "--format", "magetcg/ascension",
                          "--report", "json")
    messages = [v["message"] for v in json.loads(out)["results"][0]["violations"]
                if v["rule"] == "copy-limit"]
    assert (code, messages) == (1, ["4 copies of Boar Thing; at most 2 (Rare)"])


MAGE_NOIR_TWO_ANIMALS = "Format: mage-noir/tournament\nDeck\n" + "".join(
    f"4 {name}\n" for name in ("Fire Ball", "Tornado", "Air Blade", "Seed", "Flame Projectile",
                                "Breath", "Favorable Winds", "Bark Armor", "Droplet",
                                "Water Drop")) + "1 Test Hound\n1 Test Raven\n"


@pytest.mark.parametrize(("rows", "message"), [
    ("Test Hound,Animal\nTest Raven,Animaux\n", "3: card 'Test Raven': type 'Animaux' is "
     "not one of Spell, Equipment, Ritual, Permanent, Animal; did you mean Animal?"),
    ("Test Hound,Animaux\nTest Raven,Animaux\n", "2: card 'Test Hound': type 'Animaux' is "
     "not one of Spell, Equipment, Ritual, Permanent, Animal; did you mean Animal?"),
    ("Test Hound,Animal\nTest Raven,Aminal\nTest Owl,Animal\n", "3: card 'Test Raven': type "
     "'Aminal' is not one of Spell, Equipment, Ritual, Permanent, Animal; did you mean "
     "Animal?")])
def test_a_card_file_naming_no_game_uses_the_types_of_the_game_it_is_written_for(
        tmp_path: Path, rows: str, message: str) -> None:
    """A CSV names no game, so it is layered on every game's cards; one written for Mage
    Noir (most of its types Mage Noir's, or close to one) must use Mage Noir's types. A
    second Animal typed ``Animaux`` was no Animal, and a deck of two Animals legal
    (Detailed Rules v1.1, 1.1: at most 1 Animal in deck and side deck)."""
    (tmp_path / "cards.csv").write_text("name,type\n" + rows)
    (tmp_path / "deck.txt").write_text(MAGE_NOIR_TWO_ANIMALS)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / 'cards.csv'}:{message}\n")


@pytest.mark.parametrize("kind", ["Permanent Animal", "Animal Permanent", "permanent  animal",
                                  "Permanent - Animal"])
def test_a_card_files_type_of_two_values_parted_by_a_space_is_both(
        tmp_path: Path, kind: str) -> None:
    """``Permanent Animal`` names two of Mage Noir's types: both, as ``Permanent -
    Animal`` is. It was refused with "did you mean Permanent?", and following that the two
    Animals were no Animals, the deck legal (Detailed Rules v1.1, 1.1: at most 1)."""
    (tmp_path / "cards.csv").write_text(f"name,type\nTest Hound,{kind}\nTest Raven,{kind}\n")
    (tmp_path / "deck.txt").write_text(MAGE_NOIR_TWO_ANIMALS)
    code, out, _err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"), "--report", "text")
    assert code == 1
    assert out.splitlines()[0] == (
        f"{tmp_path / 'deck.txt'}:14: error [category-limit] 2 Animals in deck and side deck "
        "(Test Hound and Test Raven); at most 1 (remove 1 Animal)")


@pytest.mark.parametrize(("game", "row", "message"), [
    ("mage-noir", "Test Hound,Permanent Animl", "type 'Permanent Animl' is not one of Spell, "
     "Equipment, Ritual, Permanent, Animal; did you mean Permanent - Animal?"),
    ("mage-noir", "Test Hound,Animal or Permanent", "type 'Animal or Permanent' is not one of "
     "Spell, Equipment, Ritual, Permanent, Animal"),
    ("magetcg", "Test Hound,Character,Rare or Common", "rarity 'Rare or Common' is not one of "
     "Common, Uncommon, Rare, Legendary"),
    ("magetcg", "Test Hound,Character,Common and Rare", "rarity 'Common and Rare' is not one "
     "of Common, Uncommon, Rare, Legendary")])
def test_a_card_files_value_naming_two_values_is_never_suggested_as_one(
        tmp_path: Path, game: str, row: str, message: str) -> None:
    """A value of two values' words and another word (``Rare or Common``) is refused with
    no guess: the one guessed may drop the stricter limit (Common suggested, the copy
    limit of a Rare card lost); two values near ones are suggested both, not the first."""
    header = "name,type" + (",rarity" if game == "magetcg" else "")
    (tmp_path / "cards.csv").write_text(f"game,{header}\n{game},{row}\n")
    (tmp_path / "deck.txt").write_text(MAGE_NOIR_TWO_ANIMALS if game == "mage-noir" else
                                       "Format: magetcg/ascension\nDeck\n1 Test Hound\n")
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert (code, err) == (
        2, f"cardtools: error: {tmp_path / 'cards.csv'}:2: card 'Test Hound': {message}\n")


def test_a_card_file_of_another_games_types_is_not_held_to_mage_noirs(tmp_path: Path) -> None:
    """A file naming no game whose types are mostly not Mage Noir's, nor close to one (an
    MTG file's, a MageTCG file's), is no Mage Noir file: it is layered unchecked, as
    before, and a Mage Noir
    deck naming none of its cards is judged as ever; with the file typed right, the two
    Animals are an error."""
    (tmp_path / "mtg.csv").write_text("name,type\nTest Golem,Artifact\nTest Bolt,Instant\n")
    # a MageTCG file shares Spell with Mage Noir and Spell and Relic with Magi-Nation
    (tmp_path / "magetcg.csv").write_text("name,type\nTest Squire,Character\nTest Glyph,Spell\n"
                                          "Test Gauntlet,Relic\nTest Keep,Location\n")
    (tmp_path / "animals.csv").write_text("name,type\nTest Hound,Animal\nTest Raven,animal\n")
    (tmp_path / "deck.txt").write_text(MAGE_NOIR_TWO_ANIMALS)
    code, out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                         str(tmp_path / "mtg.csv"), "--cards", str(tmp_path / "magetcg.csv"),
                         "--cards", str(tmp_path / "animals.csv"), "--report", "text")
    # the files named mtg.csv and magetcg.csv are those games' by their names: said
    assert (code, err) == (1, "".join(
        f"cardtools: warning: {tmp_path / name}: card file adds no mage-noir card: its name "
        "or its types were read as another game's; give the file a 'game' column or key "
        "naming mage-noir to use its cards\n" for name in ("mtg.csv", "magetcg.csv")))
    assert out.splitlines()[0] == (
        f"{tmp_path / 'deck.txt'}:14: error [category-limit] 2 Animals in deck and side deck "
        "(Test Hound and Test Raven); at most 1 (remove 1 Animal)")


@pytest.mark.parametrize(("rows", "line", "message"), [
    # a blank line and a quoted cell over two lines: the line is the row's own
    ('Warding Glyph,spell,common\n\n"Ember\nSquire",Charakter,Common\n', 4,
     "card 'Ember\\nSquire': type 'Charakter' is not one of Character, Spell, Relic, "
     "Location; did you mean Character?"),
    ("Warding Glyph,spell,common\nWarding Glyph,spell,rare\n", 3,
     "duplicate card name 'Warding Glyph' (also on line 2)"),
    ("Warding Glyph,spell,common,Spells text\n", 2,
     "card 'Warding Glyph': not allowed here: 'text'")])
def test_card_file_problems_are_said_at_file_colon_line(tmp_path: Path, rows: str, line: int,
                                                        message: str) -> None:
    """Editors jump to ``path:line:``: a CSV card file's problems were ``cards.csv:line
    3:`` or a JSON path (``$.cards[1]``) the user never wrote."""
    header = "name,type,rarity,text\n" if "text" in message else "name,type,rarity\n"
    (tmp_path / "cards.csv").write_text(header + rows)
    (tmp_path / "deck.txt").write_text(MAGETCG_DECK)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / 'cards.csv'}:{line}: "
                              f"{message}\n")


@pytest.mark.parametrize(("name", "text", "said"), [
    ("cards.yaml", "game: magetcg\ncards:\n  - name: Ember Squire\n    rarity: Common\n"
     "    type: Charakter\n", "5: $.cards[0].type: card 'Ember Squire': type 'Charakter' "
     "is not one of Character, Spell, Relic, Location; did you mean Character?"),
    ("cards.yaml", "- name: A\n  type: Character\n- name: A\n  type: Spell\n",
     "3: $.cards[1].name: duplicate card name 'A' (also card 1)"),
    ("cards.json", '{"game": "magetcg", "cards": [\n  {"name": "A", "type": "Spell"},\n'
     '  {"name": "B", "text": "Deal 2"}\n]}\n', "3: $.cards[1]: not allowed here: 'text'")])
def test_yaml_and_json_card_file_problems_are_said_on_their_line(
        tmp_path: Path, name: str, text: str, said: str) -> None:
    (tmp_path / name).write_text(text)
    (tmp_path / "deck.txt").write_text(MAGETCG_DECK)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards", str(tmp_path / name))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / name}:{said}\n")


_NOT_A_DATE = ("is not a date: write the day the cards are of as YYYY-MM-DD (or a month, "
               "YYYY-MM, or a year, YYYY)")


@pytest.mark.parametrize(("name", "text", "said"), [
    ("cards.yaml", 'game: magetcg\ndate: "2026-13-45"\ncards: []\n', "2: $.date: date "
     f"'2026-13-45' {_NOT_A_DATE}"),
    ("cards.yaml", 'game: magetcg\ndate: "n/a"\ncards: []\n', f"2: $.date: date 'n/a' "
     f"{_NOT_A_DATE}"),
    ("cards.yaml", 'game: magetcg\ncards: []\ndate: March 2026\n', "3: $.date: date "
     f"'March 2026' {_NOT_A_DATE}"),
    ("cards.json", '{"game": "magetcg",\n "date": "2026-02-30", "cards": []}\n',
     f"2: $.date: date '2026-02-30' {_NOT_A_DATE}"),
    ("cards.json", '{"game": "magetcg",\n "date": "2026-01-01\\u2028", "cards": []}\n',
     f"2: $.date: date '2026-01-01\\u2028' {_NOT_A_DATE}")])
def test_a_card_file_date_that_is_no_date_is_an_error_on_its_line(
        tmp_path: Path, name: str, text: str, said: str) -> None:
    """A card file's ``date:`` was compared as text: ``2026-13-45`` or ``n/a`` became the
    run's card data date (``n/a`` is later than every day: the data-age note was hidden).
    It is an error on its line, as other card file problems, exit 2."""
    (tmp_path / name).write_text(text)
    (tmp_path / "deck.txt").write_text(MAGETCG_DECK)
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards", str(tmp_path / name))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / name}:{said}\n")


@pytest.mark.parametrize("date", ["2026", "2026-11", "2026-03-01"])
def test_a_card_file_dated_by_a_year_month_or_day_is_read(tmp_path: Path, date: str) -> None:
    """A card file dated by a year, a month or a day gives the run's card data date."""
    (tmp_path / "cards.yaml").write_text(
        f'game: magetcg\ndate: "{date}"\ncards:\n  - {{name: Ember Squire, type: '
        'Character, rarity: Common}\n')
    (tmp_path / "deck.txt").write_text(MAGETCG_DECK)
    _code, out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.yaml"), "--date", "2026-12-01")
    assert err == ""
    assert f"(card data: magetcg {date} with " in out.splitlines()[-1]


def test_the_summary_names_the_card_files_used(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The card data was given as the bundled data's date alone: the user's card file
    the cards came from is named, in the summary and the deck's details; for MageTCG,
    whose bundled database is empty, with the files' own date (a CSV file has none),
    not the empty database's."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mycards.csv").write_text("name,type,rarity\nEmber Squire,Character,Common\n")
    (tmp_path / "deck.txt").write_text(MAGETCG_DECK)
    _, out, _ = run("check", "deck.txt", "--cards", "mycards.csv")
    assert out.splitlines()[-1].endswith("(card data: magetcg mycards.csv (undated))")
    _, out, _ = run("check", "deck.txt", "--cards", "mycards.csv", "--cards", "mycards.csv",
                    "--report", "rich")
    assert ("Foundry [magetcg/foundry] · card data of mycards.csv, mycards.csv (undated)"
            ) in out
    (tmp_path / "dated.yaml").write_text(
        'game: magetcg\ndate: "2026-03-01"\ncards:\n  - {name: Ember Squire, type: '
        'Character, rarity: Common}\n')
    _, out, _ = run("check", "deck.txt", "--cards", "mycards.csv", "--cards", "dated.yaml",
                    "--date", "2026-03-01")
    assert out.splitlines()[-1].endswith(
        "(card data: magetcg 2026-03-01 with mycards.csv, dated.yaml)")
    (tmp_path / "burn.txt").write_text("Format: mtg/modern\n4 Lightning Bolt\n56 Mountain\n")
    _, out, _ = run("check", "burn.txt")
    assert "card data: mtg 2026-08-22;" in out and " with " not in out.splitlines()[-1]


# --- the HTML page's content --------------------------------------------------------------

def test_html_page_summary_order_and_content(submissions: Path) -> None:
    env = {"SOURCE_DATE_EPOCH": "1767225600"}
    _code, out, _err = run("check", str(submissions), "--report", "html", "--event",
                           "Spring <Open>", env=env)
    assert "<title>cardtools report: Spring &lt;Open&gt;</title>" in out
    assert "generated 2026-01-01T00:00:00Z" in out
    assert "card data: mage-noir 2025" in out
    assert re.findall(r'id="count-(\w+)"><b>(\d+)', out) == [
        ("files", "6"), ("illegal", "1"), ("error", "1"), ("legal", "1"), ("skipped", "3")]
    verdicts = re.findall(r'<tr data-order="\d+" data-verdict="(\w+)"', out)
    assert verdicts == ["illegal", "error", "legal"]
    assert "http://" not in out and "https://" not in out and "<link" not in out
    assert out.count("<script>") == 1 and 'id="controls" hidden' in out
    assert "dave.png</td><td>not a decklist (.png)</td>" in out
    assert f".hidden.txt</td><td>{HIDDEN}</td>" in out.replace("<wbr>", "")
    again = run("check", str(submissions), "--report", "html", "--event", "Spring <Open>",
                env=env)[1]
    assert again == out


DOCUMENT_HINT = "(export the decklist as text (.txt) or CSV and submit that)"


@pytest.mark.parametrize(("name", "kind"), [
    ("ravi_iyer.docx", "a Word document"), ("sam.PDF", "a PDF document"),
    ("kofi.xlsx", "an Excel spreadsheet"), ("lena.odt", "an OpenDocument text"),
    ("omar.rtf", "an RTF document"), ("nina.numbers", "a Numbers spreadsheet"),
    ("ines.xlsm", "an Excel spreadsheet"), ("teo.pptx", "a PowerPoint presentation")])
def test_a_submission_in_a_document_is_not_judged_walked_or_named(
        tmp_path: Path, name: str, kind: str) -> None:
    """It was "skipped: not a decklist (.docx)", exit 0: a player without a judged deck
    and a script seeing success. Walked or named, whatever its bytes (a PDF of 2 MB
    was "file is 2,000,000 bytes"), it says to export the list as text."""
    (tmp_path / "subs").mkdir()
    (tmp_path / "subs" / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / "subs" / name).write_bytes(b"PK\x03\x04\x00" * 500_000)
    (tmp_path / "subs" / "photo.jpg").write_bytes(b"\xff\xd8")
    # Office's lock file (Office writes one for its own documents only: a ~$ PDF is none)
    (tmp_path / "subs" / "~$word.docx").write_bytes(b"\x00lock")
    expected = f"error [file-error] {name} is {kind}, not a decklist in text {DOCUMENT_HINT}"
    code, out, _err = run("check", str(tmp_path / "subs"), "--date", "2025-11-04")
    assert code == 2
    assert f"{tmp_path / 'subs' / name}:1: {expected}" in out.splitlines()
    assert out.splitlines()[-1].startswith(
        "4 files: 1 legal, 0 illegal, 1 not judged, 2 skipped")
    code, out, _err = run("check", str(tmp_path / "subs" / name), "--format",
                          "mage-noir/tournament")
    assert (code, out.splitlines()[0]) == (2, f"{tmp_path / 'subs' / name}:1: {expected}")


ARCHIVE_HINT = "(extract it and check the decklists inside)"


def _tar_of(name: str, text: str) -> bytes:
    """A tar archive (POSIX) holding one file ``name`` of ``text``."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as archive:
        data = text.encode()
        entry = tarfile.TarInfo(name)
        entry.size = len(data)
        archive.addfile(entry, io.BytesIO(data))
    return buffer.getvalue()


_TARRED = _tar_of("bob.txt", "4 Fire Ball\n")


@pytest.mark.parametrize(("name", "data", "kind"), [
    ("bob.zip", b"PK\x03\x04\x14\x00bob.txt" + bytes(64), "a ZIP archive"),
    ("bob.ZIP", b"PK\x03\x04\x14\x00", "a ZIP archive"),
    ("bob.tar.gz", b"\x1f\x8b\x08\x00" + bytes(32), "a gzip-compressed file"),
    ("bob.tgz", b"\x1f\x8b\x08\x00" + bytes(32), "a compressed tar archive"),
    ("bob.7z", b"7z\xbc\xaf\x27\x1c\x00\x04", "a 7-Zip archive"),
    ("bob.rar", b"Rar!\x1a\x07\x01\x00", "a RAR archive"),
    ("bob.tar", _TARRED, "a tar archive"),
    # a decklist's suffix, an archive's bytes: told by its bytes
    ("bob.txt", _TARRED, "a tar archive"),
    ("bob.txt", b"PK\x03\x04\x14\x00bob.txt" + bytes(64), "a ZIP archive"),
    ("bob.dec", b"\x1f\x8b\x08\x00" + bytes(32), "a gzip-compressed file")])
def test_a_submission_in_an_archive_is_not_judged_walked_or_named(
        tmp_path: Path, name: str, data: bytes, kind: str) -> None:
    """A list sent as an archive was "skipped: not a decklist (.zip)", exit 0, where a
    ``.docx`` is a file-error: walked or named, it is one too, saying to extract it."""
    (tmp_path / "subs").mkdir()
    (tmp_path / "subs" / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / "subs" / name).write_bytes(data)
    expected = (f"{tmp_path / 'subs' / name}:1: error [file-error] {name} is {kind}, not a "
                f"decklist in text {ARCHIVE_HINT}")
    for named in ([str(tmp_path / "subs")], ["--format", "mage-noir/tournament",
                                             str(tmp_path / "subs" / name)]):
        code, out, _err = run("check", *named, "--date", "2025-11-04", "--report", "text")
        assert (code, expected in out.splitlines()) == (2, True), out


@pytest.mark.parametrize("after", [b"ria jugar.\n", b"  es jugar\n"])
def test_a_decklist_with_a_tar_archives_mark_in_its_text_is_judged(
        tmp_path: Path, after: bytes) -> None:
    """A text whose bytes 257-261 spell ``ustar`` (``me gustar\u00eda`` in a greeting) was
    refused as a tar archive, exit 2: an archive is told by its whole header (the mark's
    end and its checksum), the list judged."""
    greeting = b"# Hola, me gusta"
    head = HEAD.encode() + b"Player: Pablo\n"
    # a comment line long enough that the "u" of "gusta" is byte 257
    padding = b"#" + b"-" * (257 - greeting.index(b"u") - len(head) - 2) + b"\n"
    data = head + padding + greeting + b"r" + after + DECK40.encode()
    assert data[257:262] == b"ustar"
    (tmp_path / "pablo.txt").write_bytes(data)
    code, out, _err = run("check", str(tmp_path / "pablo.txt"), "--date", "2025-11-04",
                          "--report", "text")
    assert (code, out.splitlines()[-1].split(" (")[0]) == (
        0, "1 file: 1 legal, 0 illegal, 0 not judged"), out


@pytest.mark.parametrize(("name", "data", "said"), [
    ("bob.docx", (HEAD + DECK40).encode(), "holds plain text, though named as a Word "
     "document (.docx): not read (rename it to .txt and check it again)"),
    ("bob.zip", (HEAD + DECK40).encode(), "holds plain text, though named as a ZIP archive "
     "(.zip): not read (rename it to .txt and check it again)"),
    ("bob.docx", b"PK\x03\x04\x14\x00[Content_Types].xml" + bytes(64), "is a Word document, "
     f"not a decklist in text {DOCUMENT_HINT}"),
    ("bob.xlsx", b"PK\x03\x04\x14\x00[Content_Types].xml" + bytes(64), "is an Excel "
     f"spreadsheet, not a decklist in text {DOCUMENT_HINT}"),
    ("bob.txt", b"PK\x03\x04\x14\x00[Content_Types].xml" + bytes(64), "is an Office document "
     f"(a ZIP archive), not a decklist in text {DOCUMENT_HINT}"),
    ("bob.rtf", b"{\\rtf1\\ansi 4 Fire Ball}", "is an RTF document, not a decklist in text "
     f"{DOCUMENT_HINT}")])
def test_a_document_or_archive_is_told_by_its_bytes_too(
        tmp_path: Path, name: str, data: bytes, said: str) -> None:
    """A plain-text list named ``.docx`` was told "is a Word document": a file named as a
    binary document or archive that holds text is told so, with the fix (rename it); a
    ``.txt`` that is an Office file is told by its bytes."""
    (tmp_path / name).write_bytes(data)
    code, out, _err = run("check", str(tmp_path / name), "--format", "mage-noir/tournament",
                          "--date", "2025-11-04", "--report", "text")
    assert (code, out.splitlines()[0]) == (
        2, f"{tmp_path / name}:1: error [file-error] {name} {said}")


def _zipped(*entries: tuple[str, str]) -> bytes:
    """A ZIP holding ``entries`` (name, text), the first stored, as Office writes."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for position, (name, text) in enumerate(entries):
            archive.writestr(name, text, zipfile.ZIP_STORED if position == 0
                             else zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


_TYPES = ("[Content_Types].xml", "<Types/>")


@pytest.mark.parametrize(("name", "data", "kind"), [
    ("deck.csv", _zipped(_TYPES, ("xl/workbook.xml", "<workbook/>")), "an Excel spreadsheet"),
    ("deck.txt", _zipped(_TYPES, ("_rels/.rels", "<r/>"), ("word/document.xml", "<w/>")),
     "a Word document"),
    ("deck.dek", _zipped(_TYPES, ("ppt/presentation.xml", "<p/>")), "a PowerPoint presentation"),
    ("deck.txt", _zipped(("mimetype", "application/vnd.oasis.opendocument.spreadsheet"),
                         ("content.xml", "<x/>")), "an OpenDocument spreadsheet"),
    ("deck.csv", _zipped(("mimetype", "application/vnd.oasis.opendocument.text"),
                         ("content.xml", "<x/>")), "an OpenDocument text"),
    ("deck.txt", _zipped(("mimetype", "application/vnd.oasis.opendocument.presentation"),
                         ("content.xml", "<x/>")), "an OpenDocument presentation"),
    ("deck.txt", _zipped(_TYPES, ("docProps/app.xml", "<a/>")),
     "an Office document (a ZIP archive)")])
def test_an_office_file_renamed_is_told_by_its_entries(
        tmp_path: Path, name: str, data: bytes, kind: str) -> None:
    """An Excel workbook renamed ``.csv`` was called "a Word document", an ``.ods`` renamed
    ``.txt`` "an OpenDocument text": the kind is told from the ZIP's entries (``word/``,
    ``xl/``, ``ppt/``; OpenDocument's ``mimetype``), an Office file they do not tell being
    "an Office document (a ZIP archive)"."""
    (tmp_path / name).write_bytes(data)
    code, out, _err = run("check", str(tmp_path / name), "--format", "mage-noir/tournament",
                          "--date", "2025-11-04", "--report", "text")
    assert (code, out.splitlines()[0]) == (
        2, f"{tmp_path / name}:1: error [file-error] {name} is {kind}, not a decklist in "
        f"text {DOCUMENT_HINT}")


@pytest.mark.parametrize("name", ["bob.txt ", "bob.txt.", "bob.TXT. .", "bob.dec  "])
def test_a_suffix_with_a_trailing_space_or_dot_is_read_as_its_plain_suffix(
        tmp_path: Path, name: str) -> None:
    """``bob.txt `` and ``carl.txt.`` (a stray space or dot, as Windows drops them) were
    "skipped: not a decklist (.txt )", exit 0: they are walked and read as their plain
    suffix says."""
    (tmp_path / "subs").mkdir()
    (tmp_path / "subs" / name).write_text(HEAD + "Player: Bob\n" + DECK40 + "9 Fire Ball\n")
    code, out, _err = run("check", str(tmp_path / "subs"), "--date", "2025-11-04",
                          "--report", "json")
    [result] = json.loads(out)["results"]
    assert (code, result["status"]) == (1, "illegal")


def test_a_document_the_project_config_excludes_is_skipped(tmp_path: Path) -> None:
    """A repository's docs/rules.pdf beside its decklists: excluded by its config, walked
    or named with --force-exclude (the pre-commit hook), it stays skipped."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "rules.pdf").write_bytes(b"%PDF-1.4\n")
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / ".cardtools.yaml").write_text("exclude:\n  - docs/**\n")
    for args in ([str(tmp_path)], ["--force-exclude", "--", str(tmp_path / "alice.txt"),
                                   str(tmp_path / "docs" / "rules.pdf")]):
        code, out, _err = run("check", "--date", "2025-11-04", *args)
        assert (code, out.splitlines()[0]) == (0, f"{tmp_path / 'docs' / 'rules.pdf'}: "
                                               "skipped: excluded by the project config "
                                               f"{tmp_path / '.cardtools.yaml'} (exclude "
                                               "'docs/**')")


def test_html_page_lists_every_problem_and_the_list_as_read(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(HEAD + "Player: Alice\n" + DECK40.replace("4 Fire Ball", "4 Boule de feu")
                    + "1 Crimson Ritual\n1 Fireballl\n")
    _code, out, _err = run("check", str(deck), "--report", "html")
    section = out[out.index('<section id="deck-1">'):]
    assert re.findall(r'<td class="sev-error">error</td><td>([\w-]+)', section) == [
        "banned", "unknown-card"]
    assert "<li>4 Fire Ball</li>" in section and "<li>1 Fireballl</li>" in section
    assert 'data-search="' + str(deck).lower() + ' alice fire ball' in out


# --- 300 mixed submissions ------------------------------------------------------------------

def test_three_hundred_mixed_submissions(tmp_path: Path) -> None:
    """A folder as organizers get it: legal and illegal decks, decks without a format,
    binary files, PDFs and photos, one list under two names, one player twice."""
    (tmp_path / ".git").mkdir()
    kinds = []
    for number in range(300):
        name, kind = f"p{number:03}", number % 6
        kinds.append(kind)
        player = f"Player: Player {number}\n"
        if kind == 0:
            (tmp_path / f"{name}.txt").write_text(HEAD + player + DECK40 + f"Side\n{1} Tide\n"
                                                  * (number % 12 == 0))
        elif kind == 1:
            (tmp_path / f"{name}.txt").write_text(HEAD + player + DECK40 + "1 Crimson Ritual\n")
        elif kind == 2:
            (tmp_path / f"{name}.txt").write_text(player + DECK40)
        elif kind == 3:
            (tmp_path / f"{name}.txt").write_bytes(b"\x00\x01binary")
        elif kind == 4:
            (tmp_path / f"{name}.pdf").write_bytes(b"%PDF")
        else:
            (tmp_path / f"{name}.jpg").write_bytes(b"\xff\xd8")
    (tmp_path / "late-entry.txt").write_text(HEAD + "Player: Player 1\n" + DECK40
                                             + "Side\n1 Seed\n".replace("Seed", "Ignition"))
    # judged within the Mage Noir data (lists of 2025-11-04, card data of 2025): no data-age
    code, out, _err = run("check", str(tmp_path), "--report", "json", "--jobs", "1",
                          "--date", "2025-11-04")
    report = json.loads(out)
    assert code == 2
    # a PDF is a player's list not judged (export it as text), a photo is skipped
    assert report["summary"] == {"files": 251, "legal": 51, "illegal": 50, "error": 150,
                                 "skipped": 50}
    by_path = {Path(r["path"]).name: r for r in report["results"]}
    late = by_path["late-entry.txt"]
    assert [v["rule"] for v in late["violations"]] == ["duplicate-player"]
    assert [v["rule"] for v in by_path["p001.txt"]["violations"]][:3] == [
        "duplicate-deck", "duplicate-player", "banned"]
    legal_same = [r for r in report["results"] if r["status"] == "legal"
                  and r["violations"] and r["violations"][0]["rule"] == "duplicate-deck"]
    assert len(legal_same) == 50  # two lists, each under 25 players
    assert "and 19 more" in legal_same[0]["violations"][0]["message"]
    unjudged = [r for r in report["results"] if r["status"] == "error"]
    assert sorted({(r["violations"][0]["rule"], "player" in r) for r in unjudged}) == [
        ("file-error", False), ("unknown-format", True)]
    _code, csv_out, _err = run("check", str(tmp_path), "--report", "csv", "--jobs", "1")
    assert len(list(csv.reader(io.StringIO(csv_out)))) == 1 + 251 + 50


def test_a_pool_file_may_put_its_cards_under_a_pool_header(tmp_path: Path) -> None:
    (tmp_path / "cards.csv").write_text(CARDS)
    (tmp_path / "deck.txt").write_text("Format: magetcg/foundry\n20 Ember Squire\n"
                                       "20 Warding Glyph\n")
    (tmp_path / "pool.txt").write_text("Pool (41)\n21 Ember Squire\n20 Warding Glyph\n")
    code, out, _err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"), "--pool", str(tmp_path / "pool.txt"),
                          "--report", "json", "--date", "2026-11-29")
    result = json.loads(out)["results"][0]
    assert (code, result["status"]) == (0, "legal")
    assert [(v["rule"], v["severity"], v["message"]) for v in result["violations"]] == [
        ("not-in-pool", "info", f"judged against the drafted pool {tmp_path / 'pool.txt'}")]


def test_a_pool_that_reads_as_empty_says_why(tmp_path: Path) -> None:
    (tmp_path / "cards.csv").write_text(CARDS)
    (tmp_path / "deck.txt").write_text("Format: magetcg/foundry\n40 Ember Squire\n")
    (tmp_path / "pool.txt").write_text("# drafted\nMaybeboard\n40 Ember Squire\n")
    code, _out, err = run("check", str(tmp_path / "deck.txt"), "--cards",
                          str(tmp_path / "cards.csv"), "--pool", str(tmp_path / "pool.txt"))
    assert code == 2
    assert err.strip() == (
        f"cardtools: error: {tmp_path / 'pool.txt'}: the pool holds no card: the cards are "
        "under a section that is not part of a deck (line 2); a pool file is a decklist: card "
        "lines such as '4 Fire Ball', under no header, 'Deck' or 'Pool'")


@pytest.mark.parametrize("encoding", ["utf-32", "utf-32-le", "utf-32-be"])
def test_a_submission_in_utf_32_is_judged_and_its_player_compared(
        tmp_path: Path, encoding: str) -> None:
    """A list saved as UTF-32 was "binary, not a decklist": not judged (exit 2), and the
    player's second list in it was not found. It is judged as its text, its player
    compared with the batch's."""
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Chloé Dupont\n" + DECK40)
    (tmp_path / "alice-again.txt").write_bytes(
        (HEAD + "Player: DUPONT Chloé\n" + DECK40).encode(encoding))
    code, out, _err = run("check", str(tmp_path), "--report", "text")
    again, first = tmp_path / "alice-again.txt", tmp_path / "alice.txt"
    assert code == 0
    assert out.splitlines()[:2] == [
        f"{again}:2: warning [duplicate-player] player DUPONT Chloé also submitted "
        f"{first} (Chloé Dupont, the same deck) (keep one decklist per player)",
        f"{first}:2: warning [duplicate-player] player Chloé Dupont also submitted "
        f"{again} (DUPONT Chloé, the same deck) (keep one decklist per player)"]
    assert out.splitlines()[-1].startswith(
        "2 files: 2 legal (2 with warnings), 0 illegal, 0 not judged")


def test_a_decklist_named_like_an_office_lock_file_is_judged(tmp_path: Path) -> None:
    """Office writes ``~$`` lock files beside its documents only: ``~$bob.txt`` holding
    an illegal deck was skipped as one, the run passing (exit 0); named, it was judged."""
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / "~$bob.txt").write_text(HEAD + "Player: Bob\n" + DECK40 + "1 Fire Ball\n")
    (tmp_path / "~$notes.docx").write_bytes(b"\x00lock")
    code, out, _err = run("check", str(tmp_path), "--date", "2025-11-04")
    assert code == 1
    assert f"{tmp_path / '~$notes.docx'}: skipped: the lock file of an Office document open; " \
        "not checked" in out.splitlines()
    assert out.splitlines()[-1].startswith("3 files: 1 legal, 1 illegal, 0 not judged, 1 skipped")


@pytest.mark.parametrize(("name", "data", "kind"), [
    # no Office suffix: Office writes no lock file for a PDF, a Pages or Google document
    ("~$bob-decklist.pdf", b"%PDF-1.7\n" + b"x" * 3000, "a PDF document"),
    ("~$bob.pdf", b"%PDF-1.7\n", "a PDF document"),
    ("~$bob.pages", b"x", "a Pages document"),
    # an Office suffix, but larger than any lock file (Office's are 162 to 165 bytes)
    ("~$cy.xlsx", bytes(range(256)) * 80, "an Excel spreadsheet"),
    ("~$bob.docx", (HEAD + DECK40).encode(), "a Word document"),
    ("~$BOB.PPTX", b"\x05Bob\x00" * 103, "a PowerPoint presentation"),
    # an Office lock file's size, but text: no lock file (Office writes NUL bytes)
    ("~$bob.xlsx", b"4 Fire Ball\n36 Crimson Ritual\n", "an Excel spreadsheet")])
def test_a_file_named_like_an_office_lock_file_but_none_is_a_file_error(
        tmp_path: Path, name: str, data: bytes, kind: str) -> None:
    """Only a ``~$`` file with an Office document's suffix, of at most 512 bytes and
    empty or holding a NUL byte is skipped as Office's lock file: any ``~$`` name with a
    document suffix was skipped (a 20 KB spreadsheet, a PDF, a player's folder holding
    only ``~$bob.docx``), the run passing (exit 0) with the submission lost. Each is a
    file-error, walked or named; one holding plain text is not said to be the document
    its suffix names (``document_problem``)."""
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / "bob").mkdir()
    (tmp_path / "bob" / name).write_bytes(data)
    said = (f"{name} is {kind}, not a decklist in text (export the decklist as text (.txt) "
            "or CSV and submit that)")
    if b"\x00" not in data and not data.startswith(b"%PDF"):
        said = (f"{name} holds plain text, though named as {kind} ({Path(name).suffix.lower()})"
                ": not read (rename it to .txt and check it again)")
    message = f"{tmp_path / 'bob' / name}:1: error [file-error] {said}"
    for named in (tmp_path, tmp_path / "bob" / name):
        code, out, _err = run("check", str(named), "--date", "2025-11-04")
        assert code == 2
        assert message in out.splitlines()
        assert "skipped" not in out


@pytest.mark.parametrize("name", ["~$notes.docx", "~$ravi.XLSX", "~$slides.pptx",
                                  "~$old.doc", "~$budget.xlsb"])
@pytest.mark.parametrize("size", [0, 64, 162, 165, 512])
def test_an_office_lock_file_is_skipped(tmp_path: Path, name: str, size: int) -> None:
    """Office's lock file (``~$`` and an Office suffix, about 162 bytes) is skipped, said."""
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    # the name's length, the name, spaces, then the name in UTF-16 (NUL bytes)
    lock = b"\x05Alice" + b" " * 48 + b"\x05\x00" + "Alice".encode("utf-16-le")
    (tmp_path / name).write_bytes(lock.ljust(size, b" ")[:size])
    code, out, _err = run("check", str(tmp_path), "--date", "2025-11-04")
    assert code == 0
    assert f"{tmp_path / name}: skipped: the lock file of an Office document open; " \
        "not checked" in out.splitlines()
    assert out.splitlines()[-1].startswith("2 files: 1 legal, 0 illegal, 0 not judged, 1 skipped")


@pytest.mark.parametrize("name", ["~$deck.txt", "~$deck.TSV", "~$sheet.csv", "~$notes.rtf",
                                  "~$lena.odt", "~$pairings.ods", "~$slides.odp"])
@pytest.mark.parametrize("size", [64, 162, 512])
def test_the_lock_file_of_a_text_file_open_in_office_is_skipped(
        tmp_path: Path, name: str, size: int) -> None:
    """Word and Excel open text, CSV, RTF and OpenDocument files too and write a ``~$``
    lock file beside each: it was judged (a ``.txt`` one an illegal deck of control
    characters, exit 1; an ``.rtf`` one a file-error). Walked or named with
    --force-exclude it is skipped, said; an empty ``~$`` text file is judged (no NUL)."""
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    lock = b"\x05Alice" + b" " * 48 + b"\x05\x00" + "Alice".encode("utf-16-le")
    (tmp_path / name).write_bytes(lock.ljust(size, b"\x00")[:size])
    skipped = f"{tmp_path / name}: skipped: the lock file of an Office document open; " \
        "not checked"
    code, out, _err = run("check", str(tmp_path), "--date", "2025-11-04")
    assert (code, skipped in out.splitlines()) == (0, True)
    assert out.splitlines()[-1].startswith("2 files: 1 legal, 0 illegal, 0 not judged, 1 skipped")
    code, out, _err = run("check", "--force-exclude", "--", str(tmp_path / name))
    assert (code, out.splitlines()[0]) == (0, skipped)
    (tmp_path / name).write_bytes(b"")
    code, out, _err = run("check", str(tmp_path), "--date", "2025-11-04")
    assert code == 2 and "skipped" not in out


def test_a_lock_file_named_with_force_exclude_is_skipped_as_a_walk_skips_it(
        tmp_path: Path) -> None:
    """The pre-commit hook names a staged ``~$notes.docx`` lock file: skipped as CI's walk
    skips it (it was a Word document's file-error, the commit failing where CI passed);
    a ``~$`` text deck named so is still judged, a file-error."""
    lock = tmp_path / "~$notes.docx"
    lock.write_bytes(b"\x05Alice" + b" " * 48 + b"\x05\x00")
    code, out, err = run("check", "--force-exclude", "--", str(lock))
    assert (code, out) == (0, f"{lock}: skipped: the lock file of an Office document open; "
                              "not checked\n1 file: 0 legal, 0 illegal, 0 not judged, 1 skipped\n")
    assert err == ("cardtools: note: no decklist to check: the file named is an Office "
                   "lock file (--force-exclude)\n")
    (tmp_path / "~$bob.docx").write_text(HEAD + DECK40)
    code, out, _err = run("check", "--force-exclude", "--", str(lock),
                          str(tmp_path / "~$bob.docx"))
    assert code == 2
    assert out.splitlines()[-2:] == [
        f"{lock}: skipped: the lock file of an Office document open; not checked",
        "2 files: 0 legal, 0 illegal, 1 not judged, 1 skipped"]


@pytest.mark.parametrize(("style", "name"), [("text", "report.txt"), ("github", "ci.tsv"),
                                             ("json", "report.json")])
def test_a_report_named_with_force_exclude_is_skipped_as_a_walk_skips_it(
        tmp_path: Path, style: str, name: str) -> None:
    """A cardtools report saved among the decklists: CI's walk skips it, and the
    pre-commit hook (``check --quiet --force-exclude -- files``) made it a file-error
    (exit 2). It is skipped, said on its line; named without the option it is judged."""
    deck, report = tmp_path / "alice.txt", tmp_path / name
    deck.write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / "bob").mkdir()  # a run with findings: a report of each style's own lines
    (tmp_path / "bob" / "bob.txt").write_text(HEAD + DECK40 + "1 Fire Ball\n")
    run("check", str(tmp_path / "bob"), "--date", "2025-11-04", "-r", style, "-o", str(report))
    skipped = f"{report}: skipped: a cardtools report ({style})"
    code, out, _err = run("check", "--force-exclude", "--date", "2025-11-04", "--",
                          str(deck), str(report))
    assert (code, skipped in out.splitlines()) == (0, True)
    assert out.splitlines()[-1].startswith("2 files: 1 legal, 0 illegal, 0 not judged, 1 skipped")
    code, out, err = run("check", "--force-exclude", "--", str(report))
    assert (code, out.splitlines()[0]) == (0, skipped)
    assert err == "cardtools: note: no decklist to check: the file named is no decklist " \
        "(--force-exclude)\n"
    code, out, _err = run("check", str(report), "--format", "mtg/modern")
    assert (code, out.splitlines()[0]) == (
        2, f"{report}:1: error [file-error] a cardtools report ({style}), not a decklist")


@pytest.mark.parametrize("name", ["bob.tsv", "bob.TSV"])
def test_a_walk_judges_a_tab_table_decklist(tmp_path: Path, name: str) -> None:
    """README names ``.tsv`` as a decklist's form (a text file of tabs): a walk skipped it
    (exit 0) though it was judged when named. ``.md`` and ``.text`` stay skipped, said (a
    repository's README.md must not fail its CI)."""
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    illegal = HEAD + "Player: Bob\n" + DECK40.replace("\n", "\n", 1) + "1\tFire Ball\n"
    for other in (name, "README.md", "eve.text"):
        (tmp_path / other).write_text(illegal)
    code, out, _err = run("check", str(tmp_path), "--report", "json", "--date", "2025-11-04")
    report = json.loads(out)
    assert code == 1
    assert {r["path"]: r["status"] for r in report["results"]} == {
        str(tmp_path / "alice.txt"): "legal", str(tmp_path / name): "illegal"}
    assert report["skipped"] == [
        {"path": str(tmp_path / "README.md"), "reason": "not a decklist (.md)"},
        {"path": str(tmp_path / "eve.text"), "reason": "not a decklist (.text)"}]


@pytest.mark.parametrize(("name", "sheet", "why"), [
    ("standings.tsv", "Rank\tPlayer\tPoints\tOMW%\n1\tAlice Martin\t12\t62.5\n2\tBob\t9\t55\n",
     ""),
    ("pairings.TSV", "Table\tPlayer 1\tPlayer 2\n1\tAlice\tBob\n2\tCy\tDee\n", ""),
    ("roster.tsv", "\ufeffName\tEmail\nAlice Martin\talice@example.org\n",
     " (the names of its name column are no cards)")])
def test_a_walk_skips_a_tab_sheet_with_no_card_columns_as_a_csv_one(
        tmp_path: Path, name: str, sheet: str, why: str) -> None:
    """An organizer's standings or pairings saved as ``.tsv`` was judged an illegal deck
    (exit 1; exit 2 with no format) where the same sheet as ``.csv`` is skipped: walked,
    it is skipped as the ``.csv`` one is, said, and so with --force-exclude (the hook);
    named, it is judged."""
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / name).write_text(sheet, encoding="utf-8")
    code, out, _err = run("check", str(tmp_path), "--date", "2025-11-04")
    assert code == 0
    assert f"{tmp_path / name}: skipped: not a decklist: a TSV file with no card " \
        f"columns{why}" in out.splitlines()
    assert out.splitlines()[-1].startswith("2 files: 1 legal, 0 illegal, 0 not judged, 1 skipped")
    code, _out, _err = run("check", str(tmp_path / name), "--format", "mage-noir/tournament")
    assert code == 1
    # the pre-commit hook's command skips it as CI's walk does
    code, out, _err = run("check", "--force-exclude", "--format", "mage-noir/tournament",
                          "--", str(tmp_path / name))
    assert (code, out.splitlines()[0]) == (0, f"{tmp_path / name}: skipped: not a decklist: "
                                              f"a TSV file with no card columns{why}")


@pytest.mark.parametrize("table", [
    "4\tFire Bal\n36\tCrimson Ritul\n", "Fire Bal\t4\nCrimson Ritul\t36\n",
    "Format: mage-noir/tournament\n4 Fire Bal\n", "Deck\n4\tFire Bal\n",
    "Quantity\tName\n4\tFire Bal\n"])
def test_a_walk_judges_a_tab_file_of_counts_and_names_whatever_its_names(
        tmp_path: Path, table: str) -> None:
    """A pasted card table (``4<TAB>name``), a text list or a card export's header in a
    ``.tsv`` file is walked and judged even when no name is a card's (misspelt: judged
    illegal, never skipped as a sheet)."""
    (tmp_path / "alice.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (tmp_path / "bob.tsv").write_text(table, encoding="utf-8")
    code, out, _err = run("check", str(tmp_path), "--date", "2025-11-04", "--format",
                          "mage-noir/tournament")
    assert code == 1
    assert "skipped" not in out
    assert out.splitlines()[-1].startswith("2 files: 1 legal, 1 illegal, 0 not judged")
