"""A run that judges no decklist is an error (exit 2), whatever its paths held: files
that are not decklists, saved reports, links out of the folder, hidden decklists, named
pipes. A CI job pointed at a folder of old reports must not pass green."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtools.cli import REPORT_STYLES
from tests.conftest import invoke

ROOT = Path(__file__).resolve().parent.parent
LEGAL_40 = (ROOT / "tests" / "fixtures" / "decks" / "mage-noir-40.txt").read_bytes()
MAGE_NOIR = "mage-noir/tournament"



@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.txt").write_bytes(LEGAL_40)
    (tmp_path / "f2").mkdir()
    return tmp_path


def _report_name(style: str) -> str:
    return "r.json" if style in ("json", "sarif", "gitlab") else (
        "r.csv" if style == "csv" else "r.txt")


@pytest.mark.parametrize("style", [style for style in REPORT_STYLES if style != "html"])
def test_a_folder_of_saved_reports_only_is_no_decklists(here: Path, style: str) -> None:
    name = _report_name(style)
    saved = invoke("check", "deck.txt", "--format", MAGE_NOIR, "--report", style,
                   "--report-file", f"f2/{name}")
    assert saved.exit_code == 0, saved.stderr
    # judged today, after the Mage Noir data: a GitHub report has its data-age notice
    seen = style
    if style in ("rich", "text"):
        # a rich or text report of one deck, deck.txt, which the run does not judge, alone
        # in its folder (the text one a legal deck's summary line alone): what a player
        # sends in place of their deck, not judged (README, Folder walks)
        result = invoke("check", "f2", "--format", MAGE_NOIR, "--report", "text")
        assert (result.exit_code, result.stdout.splitlines()[0]) == (
            2, f"f2/{name}:1: error [file-error] a cardtools report ({style}), not a "
               "decklist: a report of one deck, as cardtools check shows it: ask its player "
               "to send the deck itself")
        return
    for report in ("json", "text", "junit"):
        result = invoke("check", "f2", "--format", MAGE_NOIR, "--report", report)
        assert (result.exit_code, result.stdout, result.stderr) == (
            2, "", "cardtools: error: no decklists found in f2 (1 other file skipped)\n"
                   f"cardtools: error: f2/{name}: skipped: a cardtools report ({seen})\n")


def _check_into(folder: Path, stream: Path, *args: str, both: bool = False
                ) -> subprocess.CompletedProcess[bytes]:
    """``cardtools check ARGS`` run in ``folder`` with its standard output (and with
    ``both`` its standard error too) sent to the file ``stream``, as a shell's ``>``
    (and ``2>&1``) does: the file is made before the run starts."""
    with stream.open("wb") as sent:
        return subprocess.run([sys.executable, "-m", "cardtools", "check", *args],
                              cwd=folder, stdout=sent,
                              stderr=sent if both else subprocess.PIPE, check=False)


@pytest.mark.parametrize("style", ["json", "sarif", "csv"])
def test_a_report_sent_by_the_shell_into_the_folder_checked_is_not_judged(
        here: Path, style: str) -> None:
    """``cardtools check . --report json > report.json``: the shell made report.json,
    empty, before the walk found it; it was judged as an empty decklist, exit 2, the
    report saying so."""
    stream = here / f"report.{'csv' if style == 'csv' else 'json'}"
    done = _check_into(here, stream, ".", "--format", MAGE_NOIR, "--report", style,
                       "--date", "2025-12-01")
    assert (done.returncode, done.stderr) == (0, b"")
    written = stream.read_text(encoding="utf-8")
    if style == "json":
        report = json.loads(written)
        assert report["summary"]["legal"] == 1 and report["summary"]["files"] == 1
        assert report["skipped"] == [{"path": f"./{stream.name}",
                                      "reason": "the standard output of this run"}]
    else:
        assert "the standard output of this run" in written


def test_a_log_of_both_streams_into_the_folder_checked_is_not_judged(here: Path) -> None:
    """``cardtools check . > log.txt 2>&1``: log.txt is skipped, said in the log; a
    file named on the command line is still judged (an empty deck, illegal)."""
    log = here / "log.txt"
    done = _check_into(here, log, ".", "--format", MAGE_NOIR, "--date", "2025-12-01",
                       both=True)
    lines = log.read_text(encoding="utf-8").splitlines()
    assert done.returncode == 0
    assert lines[0] == "./log.txt: skipped: the standard output of this run"
    assert lines[-1].startswith("2 files: 1 legal, 0 illegal, 0 not judged, 1 skipped")
    appended = here / "appended.txt"
    appended.write_bytes(LEGAL_40.replace(b"4 Fire Ball", b"5 Fire Ball"))
    with appended.open("ab") as sent:  # check . >> appended.txt: a deck before the run
        done = subprocess.run([sys.executable, "-m", "cardtools", "check", ".", "--format",
                               MAGE_NOIR, "--date", "2025-12-01", "--report", "text"],
                              cwd=here, stdout=sent, stderr=subprocess.PIPE, check=False)
    assert done.returncode == 1
    assert ("./appended.txt:2: error [copy-limit] 5 copies of Fire Ball; at most 4 (remove 1 "
            "copy)") in appended.read_text(encoding="utf-8").splitlines()
    readwrite = here / "readwrite.txt"
    readwrite.write_bytes(LEGAL_40.replace(b"4 Fire Ball", b"5 Fire Ball"))
    with readwrite.open("r+b") as sent:  # check . 1<> readwrite.txt: not truncated, a deck
        done = subprocess.run([sys.executable, "-m", "cardtools", "check", ".", "--format",
                               MAGE_NOIR, "--date", "2025-12-01", "--report", "text"],
                              cwd=here, stdout=sent, stderr=subprocess.PIPE, check=False)
    assert done.returncode == 1
    assert ("./readwrite.txt:2: error [copy-limit] 5 copies of Fire Ball; at most 4 (remove "
            "1 copy)") in readwrite.read_text(encoding="utf-8").splitlines()
    named = _check_into(here, log, "deck.txt", "log.txt", "--format", MAGE_NOIR,
                        "--date", "2025-12-01")
    assert named.returncode == 1
    assert log.read_text(encoding="utf-8").splitlines()[:2] == [
        "log.txt:1: info [reading] the file is empty: no card was read, so the deck has no "
        "fingerprint and is compared with no other (a broken or unsaved submission? "
        "submit the decklist again)",
        "log.txt:1: error [zone-size] Deck: 0 cards (the file is empty); at least 40 (add 40 "
        "cards to the deck)"]


def test_the_runs_own_report_file_alone_is_no_decklists(here: Path) -> None:
    assert invoke("check", "deck.txt", "--format", MAGE_NOIR, "--report", "json",
                  "--report-file", "f2/r.json").exit_code == 0
    before = (here / "f2" / "r.json").read_bytes()
    result = invoke("check", "f2", "--report", "json", "--report-file", "f2/r.json")
    assert (result.exit_code, result.stderr) == (
        2, "cardtools: error: no decklists found in f2 (1 other file skipped)\n"
           "cardtools: error: f2/r.json: skipped: the report file of this run (json)\n")
    assert (here / "f2" / "r.json").read_bytes() == before  # nothing judged: not rewritten


def test_links_out_and_hidden_decklists_alone_are_no_decklists(here: Path) -> None:
    """A link out of the folder not named as a decklist, a hidden decklist and a file
    that is no decklist: nothing to judge (a decklist's link out is a file error,
    ``test_hostile_files``)."""
    (here / "f2" / "out").symlink_to(here / "deck.txt")
    (here / "f2" / ".alice.txt").write_bytes(LEGAL_40)
    (here / "f2" / "notes.png").write_bytes(b"%PDF")
    result = invoke("check", "f2/", "--format", MAGE_NOIR)
    assert (result.exit_code, result.stdout, result.stderr) == (
        2, "", "cardtools: error: no decklists found in f2/ (3 other files skipped)\n"
               "cardtools: error: f2/.alice.txt: skipped: hidden file: not checked; name it "
               "on the command line to check it\n"
               "cardtools: error: f2/out: skipped: a symbolic link to outside the folder "
               "checked; not followed\n"
               "cardtools: error: and 1 more skipped\n")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_alone_is_no_decklists(here: Path) -> None:
    os.mkfifo(here / "f2" / "a.txt")
    result = invoke("check", "f2", "--format", MAGE_NOIR)
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        "cardtools: error: no decklists found in f2 (1 other file skipped)",
        "cardtools: error: f2/a.txt: skipped: a named pipe (FIFO); only regular files are "
        "read"]


def test_the_error_names_at_most_three_skipped_files(here: Path) -> None:
    assert invoke("check", "deck.txt", "--format", MAGE_NOIR, "--report", "json",
                  "--report-file", "f2/r1.json").exit_code == 0
    for number in range(2, 6):
        (here / "f2" / f"r{number}.json").write_bytes((here / "f2" / "r1.json").read_bytes())
    (here / "f2" / "package.json").write_text('{"name": "x"}', "utf-8")
    result = invoke("check", "f2", "--report", "text")
    assert (result.exit_code, result.stderr.splitlines()) == (2, [
        "cardtools: error: no decklists found in f2 (6 other files skipped)",
        "cardtools: error: f2/r1.json: skipped: a cardtools report (json)",
        "cardtools: error: f2/r2.json: skipped: a cardtools report (json)",
        "cardtools: error: f2/r3.json: skipped: a cardtools report (json)",
        "cardtools: error: and 3 more skipped"])


def test_the_files_named_and_the_more_skipped_add_up_to_the_count(here: Path) -> None:
    """A folder of 12 files, 11 excluded and a PDF, said "(12 other files skipped)", 3
    named and "and 8 more skipped": the PDF, skipped quietly, was in no count but the
    first. Every file not named is in the more."""
    (here / "subs" / "late").mkdir(parents=True)
    for name in ("alice", "bob", "carol", "dave", "erin", "frank", "late/hank"):
        (here / "subs" / f"{name}.txt").write_text("4 Fire Ball\n", "utf-8")
    for name in ("dave2", "empty", "gina.dek", "notes"):
        (here / "subs" / f"{name}.txt").write_text("", "utf-8")
    (here / "subs" / "scan.png").write_bytes(b"%PDF-1.4\n")
    result = invoke("check", "subs", "--format", MAGE_NOIR, "--exclude", "sub*")
    assert (result.exit_code, result.stderr.splitlines()) == (2, [
        "cardtools: error: no decklists found in subs (12 other files skipped)",
        "cardtools: error: --exclude 'sub*' matches the path given subs: every file in it "
        "is left out (match the files below it instead, or leave it out)",
        "cardtools: error: subs/alice.txt: skipped: excluded by --exclude 'sub*'",
        "cardtools: error: subs/bob.txt: skipped: excluded by --exclude 'sub*'",
        "cardtools: error: subs/carol.txt: skipped: excluded by --exclude 'sub*'",
        "cardtools: error: and 9 more skipped"])


def test_folders_of_reports_beside_a_judged_deck_are_listed(here: Path) -> None:
    assert invoke("check", "deck.txt", "--format", MAGE_NOIR, "--report", "json",
                  "--report-file", "f2/r.json").exit_code == 0
    result = invoke("check", "f2", "deck.txt", "--report", "text", "--format", MAGE_NOIR,
                    "--date", "2025-11-04")
    assert (result.exit_code, result.stderr) == (
        0, "cardtools: warning: no decklists found in f2 (1 other file skipped); the other "
           "paths were checked\n")
    assert result.stdout.splitlines()[0] == "f2/r.json: skipped: a cardtools report (json)"
    assert result.stdout.splitlines()[-1].startswith(
        "2 files: 1 legal, 0 illegal, 0 not judged, 1 skipped")



@pytest.mark.parametrize("style", ["text", "json", "html"])
def test_a_folder_of_no_decklist_beside_judged_ones_is_said(here: Path, style: str) -> None:
    """A folder given beside other paths whose walk finds no decklist (empty, or
    holding only files that are not decklists: a folder named by mistake, submissions
    that have not arrived) is said on standard error, the rest judged and the exit code
    theirs; it was said nothing."""
    (here / "late").mkdir()
    (here / "f2" / "notes.png").write_bytes(b"%PDF")
    (here / "f2" / "out").symlink_to(here / "deck.txt")
    result = invoke("check", "late", "deck.txt", "f2/", "late", "--format", MAGE_NOIR,
                    "--date", "2025-11-04", "--report", style)
    assert (result.exit_code, result.stderr) == (
        0, "cardtools: warning: no decklists found in late; the other paths were checked\n"
           "cardtools: warning: no decklists found in f2/ (2 other files skipped); the "
           "other paths were checked\n")


def test_a_folder_whose_files_all_hold_no_deck_is_said_as_an_empty_one(here: Path) -> None:
    """A folder beside other paths whose files were all skipped for what they hold (a
    sheet of standings, a CI config), not for their suffix, found no decklist either: it
    is said, counting those files with the ones skipped by suffix (it was said
    nothing). A folder with one deck among them is not."""
    for name in ("late1", "late2", "late3"):
        (here / name).mkdir()
    (here / "late1" / "standings.csv").write_text("Title,Artist\nx,y\n", "utf-8")
    (here / "late1" / "notes.pdf.x").write_text("x", "utf-8")
    (here / "late2" / "ci.yml").write_text("on: push\njobs:\n  test:\n    runs-on: x\n",
                                           "utf-8")
    (here / "late3" / "ci.yml").write_text("on: push\n", "utf-8")
    (here / "late3" / "deck.txt").write_bytes(LEGAL_40)
    result = invoke("check", "late1", "late2", "late3", "deck.txt", "--format", MAGE_NOIR,
                    "--date", "2025-11-04", "--report", "text")
    assert (result.exit_code, result.stderr) == (
        0, "cardtools: warning: no decklists found in late1 (2 other files skipped); the "
           "other paths were checked\n"
           "cardtools: warning: no decklists found in late2 (1 other file skipped); the "
           "other paths were checked\n")


def test_a_folder_whose_decklists_were_met_before_is_not_said_empty(here: Path) -> None:
    (here / "f2" / "deck.txt").write_bytes(LEGAL_40)
    result = invoke("check", "f2", "f2/deck.txt", "f2", "--format", MAGE_NOIR,
                    "--date", "2025-11-04", "--report", "text")
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout.startswith("1 file: 1 legal")

# -- a file with nothing in it is a broken submission, not a deck of no cards ---------

EMPTY_HINT = "(a broken or unsaved submission? submit the decklist again)"
EMPTY_FILES = [
    (b"", "the file is empty"),
    (b"\xef\xbb\xbf", "the file is empty"),
    (b"\n", "the file holds only blank lines"),
    (b"  \r\n\t\n\n", "the file holds only blank lines"),
    (b"\xef\xbb\xbf\r\n\xc2\xa0\n", "the file holds only blank lines"),
    (b"\xff\xfe\n\x00 \x00", "the file holds only blank lines"),
    ("\u2028\u3000\u0085\f\v".encode(), "the file holds only blank lines"),
    (b"\xff\xfe", "the file is empty")]


@pytest.mark.parametrize(("data", "said"), EMPTY_FILES)
def test_an_empty_file_without_a_format_is_a_file_error(here: Path, data: bytes,
                                                        said: str) -> None:
    """It was "no format given": the file, not its format, is what is wrong."""
    (here / "empty.txt").write_bytes(data)
    result = invoke("check", "empty.txt", "--isolated")
    assert (result.exit_code, result.stdout.splitlines()) == (2, [
        f"empty.txt:1: error [file-error] {said} {EMPTY_HINT}",
        "1 file: 0 legal, 0 illegal, 1 not judged"])


@pytest.mark.parametrize(("data", "said"), EMPTY_FILES)
def test_an_empty_text_file_judged_is_a_deck_of_no_cards_that_says_why(
        here: Path, data: bytes, said: str) -> None:
    """Judged by a format, an empty text decklist is a deck of no cards, illegal (the
    acceptance case bad/empty.txt), with a note saying the file holds nothing."""
    (here / "empty.txt").write_bytes(data)
    result = invoke("check", "empty.txt", "--format", MAGE_NOIR, "--isolated",
                    "--date", "2025-11-04")
    assert (result.exit_code, result.stdout.splitlines()[:2]) == (1, [
        f"empty.txt:1: info [reading] {said}: no card was read, so the deck has no "
        f"fingerprint and is compared with no other {EMPTY_HINT}",
        f"empty.txt:1: error [zone-size] Deck: 0 cards ({said}); at least 40 (add 40 cards "
        "to the deck)"])
    quiet = invoke("check", "empty.txt", "--format", MAGE_NOIR, "--isolated",
                   "--date", "2025-11-04", "--quiet")  # the note hidden, the error says it
    assert quiet.stdout.splitlines()[0] == (
        f"empty.txt:1: error [zone-size] Deck: 0 cards ({said}); at least 40 (add 40 cards "
        "to the deck)")


def test_a_file_of_a_comment_alone_says_no_card_was_read_not_that_it_is_empty(
        here: Path) -> None:
    (here / "empty.txt").write_bytes(b"\n# nothing yet\n")
    result = invoke("check", "empty.txt", "--format", MAGE_NOIR, "--isolated",
                    "--date", "2025-11-04")
    assert (result.exit_code, result.stdout.splitlines()[:2]) == (1, [
        "empty.txt:1: info [reading] no card was read, so the deck has no fingerprint and "
        f"is compared with no other {EMPTY_HINT}",
        "empty.txt:1: error [zone-size] Deck: 0 cards; at least 40 (add 40 cards to the "
        "deck)"])


def test_empty_standard_input_says_so(here: Path) -> None:
    result = invoke("check", "-", "--isolated", stdin=b"\n\n")
    assert (result.exit_code, result.stdout.splitlines()[0]) == (
        2, f"-:1: error [file-error] standard input holds only blank lines {EMPTY_HINT}")


def test_empty_files_in_a_walk_are_said_so_in_every_report(here: Path) -> None:
    """Empty files of the dialects that cannot be empty are file-errors, named or walked
    (an empty .yaml or .csv was skipped, "not a decklist"; an empty .json "not valid
    JSON: Expecting value"); an empty text file is a deck of no cards with its note."""
    for name in ("a.txt", "b.yaml", "c.json", "d.csv", "e.dek"):
        (here / "f2" / name).write_bytes(b"")
    (here / "f2" / "f.cod").write_bytes(b"\n\n")
    (here / "f2" / "ok.txt").write_bytes(LEGAL_40)
    args = ("check", "f2", "--format", MAGE_NOIR, "--isolated", "--date", "2025-11-04")
    text = invoke(*args)
    assert (text.exit_code, text.stdout.splitlines()[:7]) == (2, [
        f"f2/a.txt:1: info [reading] the file is empty: no card was read, so the deck "
        f"has no fingerprint and is compared with no other {EMPTY_HINT}",
        "f2/a.txt:1: error [zone-size] Deck: 0 cards (the file is empty); at least 40 (add 40 "
        "cards to the deck)",
        *[f"f2/{name}:1: error [file-error] the file {said} {EMPTY_HINT}"
          for name, said in [("b.yaml", "is empty"), ("c.json", "is empty"),
                             ("d.csv", "is empty"), ("e.dek", "is empty"),
                             ("f.cod", "holds only blank lines")]]])
    assert text.stdout.splitlines()[7].startswith("7 files: 1 legal, 1 illegal, 5 not judged (")
    report = json.loads(invoke(*args, "--report", "json").stdout)
    assert report["summary"] == {"files": 7, "legal": 1, "illegal": 1, "error": 5}
    second = report["results"][1]
    assert (second["path"], second["status"], second["violations"]) == (
        "f2/b.yaml", "error", [{"rule": "file-error", "code": "CT001", "severity": "error",
                                "message": "the file is empty", "line": 1,
                                "hint": EMPTY_HINT[1:-1], "cards": []}])
    rows = list(csv.DictReader(io.StringIO(invoke(*args, "--report", "csv").stdout[1:])))
    assert [(row["path"], row["verdict"], row["first_problem"]) for row in rows][:2] == [
        ("f2/a.txt", "illegal", "[zone-size] Deck: 0 cards (the file is empty); at least 40"),
        ("f2/b.yaml", "not judged", "[file-error] the file is empty")]
    junit = invoke(*args, "--report", "junit").stdout
    assert ('<error message="the file is empty" type="file-error">f2/b.yaml:1: error '
            f'[file-error] the file is empty {EMPTY_HINT}</error>') in junit
    html = invoke(*args, "--report", "html").stdout
    assert "the file holds only blank lines" in html and "the file is empty" in html


def test_legality_and_diff_of_an_empty_file_say_it_is_empty(here: Path) -> None:
    """Without a game they said "cannot tell the deck's game", of a file with nothing."""
    (here / "empty.txt").write_bytes(b"\n\n")
    said = (f"empty.txt:1: error [file-error] the file holds only blank lines {EMPTY_HINT}")
    legality = invoke("legality", "empty.txt")
    assert (legality.exit_code, legality.stdout, legality.stderr) == (2, "", said + "\n")
    diff = invoke("diff", "empty.txt", "deck.txt")
    assert diff.exit_code == 2
    assert said in diff.stdout.splitlines() + diff.stderr.splitlines()


MTG_FIXTURES = ROOT / "tests" / "fixtures" / "mtg"


@pytest.mark.parametrize(("name", "content", "fix"), [
    ("burn.dek", (MTG_FIXTURES / "burn.dek").read_bytes(),
     "give one with --format mtg/<name> or a formats: mapping in .cardtools.yaml (formats: "
     '{"*.dek": mtg/<name>}), as an MTGO .dek file has no place for a format'),
    ("export.csv", b"Count,Name\n4,Lightning Bolt\n",
     "give one with --format mtg/<name> or a formats: mapping in .cardtools.yaml (formats: "
     '{"*.csv": mtg/<name>}), as a card CSV export has no place for a format'),
    ("mtgjson.json", b'{"data": {"mainBoard": [{"count": 4, "name": "Lightning Bolt"}]}}',
     "give one with --format mtg/<name> or a formats: mapping in .cardtools.yaml (formats: "
     '{"*.json": mtg/<name>}), as an MTGJSON deck file has no place for a format'),
    ("moxfield.json", b'{"boards": {"mainboard": {"cards": {"x": {"quantity": 4, '
     b'"card": {"name": "Lightning Bolt"}}}}}}',
     """give one with --format mtg/<name>, a '"format": "mtg/<name>"' key or a formats: """
     """mapping in .cardtools.yaml (formats: {"<folder>/**": mtg/<name>})"""),
    ("deck.json", b'{"deck": {"Lightning Bolt": 4}}',
     """give one with --format mtg/<name>, a '"format": "mtg/<name>"' key or a formats: """
     """mapping in .cardtools.yaml (formats: {"<folder>/**": mtg/<name>})"""),
    ("deck.yaml", b"deck: {Lightning Bolt: 4}\n",
     "give one with --format mtg/<name>, a 'format: mtg/<name>' key or a formats: mapping in "
     '.cardtools.yaml (formats: {"<folder>/**": mtg/<name>})'),
    ("deck.txt", b"4 Lightning Bolt\n",
     "give one with --format mtg/<name>, a 'Format: mtg/<name>' line or a formats: mapping in "
     '.cardtools.yaml (formats: {"<folder>/**": mtg/<name>})'),
])
def test_no_format_fix_names_a_place_the_file_has(
        tmp_path: Path, name: str, content: bytes, fix: str) -> None:
    """"no format given" for a .dek, CSV or MTGJSON file told to write a 'Format:' line
    such files cannot hold: for those the fix names --format or the config's formats:
    mapping by the file's suffix; a structured decklist's is its format key."""
    path = tmp_path / name
    path.write_bytes(content)
    result = invoke("check", str(path), "--isolated", "--report", "json")
    assert result.exit_code == 2
    violation = json.loads(result.stdout)["results"][0]["violations"][0]
    assert (violation["rule"], violation["message"]) == ("unknown-format", "no format given")
    assert violation["hint"].endswith(f": {fix} (cardtools formats --game mtg lists them)")


def test_no_format_fix_for_standard_input_names_format_only() -> None:
    """Standard input has no suffix for a config's formats: mapping to match: the fix of
    a CSV export piped in names --format alone."""
    result = invoke("check", "-", "--isolated", stdin=b"Count,Name\n4,Lightning Bolt\n")
    assert result.exit_code == 2
    assert result.stdout.splitlines()[0] == (
        "-:1: error [unknown-format] no format given (its names are cards of mtg (1 of 1): "
        "give one with --format mtg/<name>, as a card CSV export has no place for a format "
        "(cardtools formats --game mtg lists them))")
