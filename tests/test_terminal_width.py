"""Every rich output is drawn at the terminal's width (or ``COLUMNS``), colour or not,
120 columns only when neither is known; a cell holding a path, a name or a message is
folded onto more lines, never cut."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "cards" / "mage-noir" / "examples"
LONG = "examples-with-a-long-folder-name-here"


def invoke(*args: str, columns: str | None) -> tuple[int, str]:
    env = {"COLUMNS": columns}  # None: not set
    outcome = CliRunner().invoke(app, list(args), env=env)
    return outcome.exit_code, outcome.stdout


def widths(text: str) -> set[int]:
    return {len(line) for line in text.splitlines() if line.startswith(("┌", "┏", "╭"))}


@pytest.fixture
def batch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    folder = tmp_path / "cards" / "mage-noir" / LONG
    folder.mkdir(parents=True)
    shutil.copy(EXAMPLES / "illegal.txt", folder / "illegal.txt")
    shutil.copy(EXAMPLES / "legal.txt", folder / "legal.txt")
    monkeypatch.chdir(tmp_path)
    return "cards"


BURN = str(ROOT / "tests" / "fixtures" / "mtg" / "burn.dek")


def test_legality_fits_columns() -> None:
    code, out = invoke("legality", BURN, "--report", "rich", columns="80")
    assert code == 0 and widths(out) == {80}
    assert out.splitlines()[4:9] == [
        "│ mtg/brawl            │ [commander] no commander: the command zone must hold  │",
        "│                      │ a legendary creature, a legendary planeswalker, a     │",
        "│                      │ legendary Vehicle, a legendary Spacecraft with power  │",
        "│                      │ and toughness or a card whose text says it can be     │",
        "│                      │ your commander (+44 more)                             │",
    ]


def test_legality_is_120_wide_when_the_width_is_unknown() -> None:
    code, out = invoke("legality", BURN, "--report", "rich", columns=None)
    assert code == 0 and widths(out) == {120}


def test_rich_report_piped_follows_columns(batch: str) -> None:
    code, out = invoke("check", batch, "--report", "rich", "--format",
                       "mage-noir/tournament", columns="80")
    assert code == 1 and max(len(line) for line in out.splitlines()) == 80


def test_the_summary_folds_the_deck_path_never_cuts_it(batch: str) -> None:
    _code, out = invoke("check", batch, "--report", "rich", "--format",
                        "mage-noir/tournament", columns="80")
    table = out[out.index("Decks that are not legal"):].splitlines()
    assert "…" not in out
    assert table[4:8] == [
        "│ cards/mage-noir/exam │ Another Example      │ illegal │ [copy-limit] 5       │",
        "│ ples-with-a-long-fol │ Player               │         │ copies of Fire Ball  │",
        "│ der-name-here/illega │                      │         │ (deck 4 + side deck  │",
        "│ l.txt                │                      │         │ 1); at most 4        │",
    ]


def test_formats_and_search_at_40_columns_cut_nothing() -> None:
    for args in (("formats",), ("cards", "search", "bolt", "--game", "mtg")):
        code, out = invoke(*args, columns="40")
        assert code == 0 and "…" not in out


@pytest.mark.parametrize("columns", ["1", "12", "39"])
def test_a_very_narrow_width_still_shows_what_fails_the_deck(batch: str, columns: str) -> None:
    """Below 40 columns Rich dropped the table's columns that did not fit: at
    ``COLUMNS=12`` a problem showed as ``err`` and ``cop``, its message gone, and at 5
    the verdict was cut to ``ILLEG``. The report is drawn at 40 columns at least."""
    code, out = invoke("check", batch, "--report", "rich", "--format",
                       "mage-noir/tournament", columns=columns)
    assert code == 1 and max(len(line) for line in out.splitlines()) == 40
    assert "\u2718 ILLEGAL" in out and "…" not in out
    assert "     6   error          5 copies of Fire" in out.splitlines()
    assert "         copy-limit     Ball (deck 4 +  " in out.splitlines()


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
@pytest.mark.parametrize("no_color", ["", "1"])
def test_a_terminal_of_80_columns_gets_80_with_or_without_colour(
        no_color: str, batch: str) -> None:
    text, red = _in_a_terminal(batch, 80, no_color)
    assert max(len(line) for line in text.splitlines()) == 80
    assert (red is None) is bool(no_color)  # NO_COLOR: no colour


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_a_terminal_of_0_columns_gets_the_unknown_width(batch: str) -> None:
    """A terminal that says 0 columns (``script``, some containers' terminals) drew the
    report at width 0: nothing at all. It is drawn at 120 columns, as when the width is
    not known."""
    text, _red = _in_a_terminal(batch, 0, "")
    assert max(len(line) for line in text.splitlines()) == 120
    assert "ILLEGAL" in text and "copy-limit" in text


def _in_a_terminal(batch: str, columns: int, no_color: str
                   ) -> tuple[str, re.Match[str] | None]:
    """The rich report of ``batch`` written to a pseudo-terminal of ``columns`` columns
    (``NO_COLOR`` set to ``no_color`` when given): its text without escape codes, and
    the first red escape code in it."""
    import fcntl
    import pty
    import struct
    import termios

    main, sub = pty.openpty()
    fcntl.ioctl(sub, termios.TIOCSWINSZ, struct.pack("HHHH", 40, columns, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "NO_COLOR")}
    if no_color:
        env["NO_COLOR"] = no_color
    process = subprocess.Popen(
        [sys.executable, "-m", "cardtools", "check", batch, "--format",
         "mage-noir/tournament"], stdout=sub, stderr=subprocess.DEVNULL,
        stdin=subprocess.DEVNULL, env={**env, "PYTHONPATH": str(ROOT)})
    os.close(sub)
    chunks = []
    while True:
        try:
            chunk = os.read(main, 65536)
        except OSError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(main)
    assert process.wait(timeout=120) == 1
    written = b"".join(chunks).decode()
    return (re.sub(r"\x1b\[[0-9;?]*[a-zA-Z]", "", written),
            re.search(r"\x1b\[[0-9;]*31m", written))


@pytest.mark.parametrize("columns", ["99999999", "1001", "١٢٠٠٠٠٠٠"])
def test_a_huge_or_foreign_columns_value_is_not_taken_as_is(
        monkeypatch: pytest.MonkeyPatch, columns: str) -> None:
    """Rich pads each line to the width: COLUMNS=99999999 wrote a gigabyte for one deck.
    The width is at most 1,000 columns; a COLUMNS of other digits than ASCII's is no
    width (the piped 120)."""
    from typer.testing import CliRunner

    from cardtools.cli import app

    monkeypatch.setenv("COLUMNS", columns)
    outcome = CliRunner().invoke(app, ["check", str(ROOT / "cards" / "mage-noir" / "examples"
                                                    / "illegal.txt"), "--report", "rich"])
    assert outcome.exit_code == 1
    width = max(len(line) for line in outcome.stdout.splitlines())
    assert width == (1000 if columns.isascii() else 120)


@pytest.mark.parametrize(("env", "start"), [
    ({"FORCE_COLOR": "1"}, "\x1b[1;31m✘ ILLEGAL\x1b[0m"),
    ({"FORCE_COLOR": "1", "NO_COLOR": "1"}, "\x1b[1m✘ ILLEGAL\x1b[0m"),
    ({"FORCE_COLOR": ""}, "✘ ILLEGAL  "),
    ({}, "✘ ILLEGAL  ")])
def test_force_color_colours_the_rich_report_piped(env: dict[str, str], start: str,
                                                   batch: str) -> None:
    """FORCE_COLOR (force-color.org; CI logs show colour but are no terminal) drew the
    piped report's bold and dim without its colours, as Rich heeded it and cardtools
    did not: it colours the report, NO_COLOR still wins, and an empty one forces
    nothing."""
    outcome = CliRunner().invoke(app, ["check", f"{batch}/mage-noir/{LONG}/illegal.txt",
                                       "--report", "rich", "--format",
                                       "mage-noir/tournament"],
                                 env={"COLUMNS": "120", "NO_COLOR": None,
                                      "FORCE_COLOR": None, **env})
    assert (outcome.exit_code, outcome.stdout[:len(start)]) == (1, start)


def test_a_rich_report_file_holds_no_escape_code_whatever_force_color_says(
        batch: str) -> None:
    """A report file's bytes do not hang on the environment: Rich read FORCE_COLOR for
    the file too and wrote its bold and dim codes in it."""
    outcome = CliRunner().invoke(app, ["check", f"{batch}/mage-noir/{LONG}/illegal.txt",
                                       "--report", "rich", "--format",
                                       "mage-noir/tournament", "-o", "report.txt"],
                                 env={"COLUMNS": "120", "FORCE_COLOR": "1"})
    written = Path("report.txt").read_text("utf-8")
    assert outcome.exit_code == 1 and written.startswith("✘ ILLEGAL  ")
    assert "\x1b" not in written


@pytest.mark.parametrize(("columns", "xs"), [("80", 57), (None, 97)])
def test_a_folded_verdict_line_never_starts_a_line_at_column_0(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, columns: str | None, xs: int) -> None:
    """A player name ending ``✔ LEGAL  ./a.txt  (Mallory`` folded the verdict line so that
    its second line read as the tool's own verdict of a legal deck: the verdict line's
    folded lines are indented by two spaces."""
    player = f"M {'x' * xs} \u2714 LEGAL  ./a.txt  (Mallory"
    (tmp_path / "a.txt").write_text(
        f"Format: Modern\nPlayer: {player}\n4 Oko, Thief of Crowns\n56 Island\n")
    monkeypatch.chdir(tmp_path)
    code, out = invoke("check", ".", "--date", "2026-07-27", "--report", "rich",
                       columns=columns)
    assert code == 1 and out.splitlines()[:4] == [
        "\u2718 ILLEGAL  ./a.txt  (M", f"  {'x' * xs} \u2714 LEGAL  ./a.txt", "  (Mallory)",
        "  Modern [mtg/modern] · judged as of 2026-07-27 · card data of 2026-08-22"]
    assert [line for line in out.splitlines() if "LEGAL" in line[:12]] == [
        "\u2718 ILLEGAL  ./a.txt  (M"]
