"""An empty submission (no byte, white space only, or only comments and metadata) is a
``file-error`` "the file is empty", not a deck of 0 cards: in every report, with or
without ``--format``, named or found by a folder walk."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app

FORMAT = "mage-noir/tournament"


def _check(*args: str) -> tuple[int, str]:
    outcome = CliRunner().invoke(app, ["check", *args, "--isolated"])
    assert outcome.exception is None or isinstance(outcome.exception, SystemExit)
    return outcome.exit_code, outcome.stdout


@pytest.mark.parametrize("forced", [(), ("--format", FORMAT)])
def test_empty_files_are_file_errors_in_a_walk(tmp_path: Path,
                                               forced: tuple[str, ...]) -> None:
    folder = tmp_path / "submissions"
    folder.mkdir()
    (folder / "a.txt").write_bytes(b"")
    (folder / "b.dek").write_bytes(b"  \r\n")
    (folder / "c.txt").write_text("Player: Cleo\n// my deck\n", "utf-8")
    (folder / "d.yaml").write_bytes(b"\xef\xbb\xbf\n")
    code, out = _check(str(folder), "--report", "json", *forced)
    assert code == 2
    results = json.loads(out)["results"]
    assert [(r["path"].rsplit("/", 1)[1], r["status"], r.get("player"),
             [(v["rule"], v["line"], v["message"]) for v in r["violations"]])
            for r in results] == [
        ("a.txt", "error", None, [("file-error", 1, "the file is empty")]),
        ("b.dek", "error", None, [("file-error", 1, "the file is empty")]),
        ("c.txt", "error", "Cleo", [("file-error", 1, "the file is empty: only metadata "
                                     "and comments, no card line")]),
        ("d.yaml", "error", None, [("file-error", 1, "the file is empty")])]
    assert all("fingerprint" not in r for r in results)


@pytest.mark.parametrize("style", ["text", "github", "csv", "junit", "sarif", "html",
                                   "sheet", "gitlab"])
def test_every_report_says_the_file_is_empty(tmp_path: Path, style: str) -> None:
    deck = tmp_path / "alice.txt"
    deck.write_bytes(b"\n\n")
    code, out = _check(str(deck), "--format", FORMAT, "--report", style)
    assert code == 2
    assert "the file is empty" in out
    if style == "csv":
        row = list(csv.reader(io.StringIO(out)))[1]
        assert (row[4], row[7], row[9]) == ("not judged", "", "[file-error] the file is empty")


def test_standard_input_empty_and_a_header_only_file_judged(tmp_path: Path) -> None:
    outcome = CliRunner().invoke(app, ["check", "-", "--report", "text", "--isolated"],
                                 input=b"# nothing yet\n")
    assert outcome.exit_code == 2
    assert outcome.stdout.splitlines()[0] == (
        "-:1: error [file-error] the file is empty: only comments, no card line (write the "
        "decklist into the file: a card per line (4 Lightning Bolt))")
    deck = tmp_path / "template.txt"
    deck.write_text("# Alice\nDeck\n\nSide deck\n", "utf-8")
    code, out = _check(str(deck), "--format", FORMAT, "--report", "text")
    assert code == 1
    assert out.splitlines()[0] == (f"{deck}:2: error [zone-size] Deck: 0 cards; at least 40 "
                                   "(add 40 cards to the deck)")
