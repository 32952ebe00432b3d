"""The command line's outer layer, alike for every command: a standard output whose
reader has gone, and usage errors told in one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import _command_line, app

ROOT = Path(__file__).resolve().parent.parent
DECK = str(ROOT / "cards" / "mage-noir" / "examples" / "legal.txt")
MTG = ROOT / "tests" / "fixtures" / "mtg"


def closed_reader(*args: str) -> subprocess.CompletedProcess[str]:
    """Run cardtools with a standard output whose reader is already gone."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run([sys.executable, "-m", "cardtools", *args], stdout=write_end,
                              stderr=subprocess.PIPE, text=True, cwd=ROOT, check=False,
                              timeout=120)
    finally:
        os.close(write_end)


@pytest.mark.parametrize("args", [
    ("formats",), ("formats", "show", "magetcg/ascension+heroic"), ("cards", "installed"),
    ("rules",), ("diff", str(MTG / "burn.cod"), str(MTG / "burn.dek")),
    ("legality", DECK), ("cards", "search", "bolt", "--game", "mtg"),
    ("read", str(MTG / "burn.dek")), ("--version",), ("--help",), ("rules", "--help"),
])
def test_a_gone_reader_ends_every_command_quietly(args: tuple[str, ...]) -> None:
    """As Unix tools end on a closed pipe (``| head``): no word on standard error, and
    141 (a process ended by SIGPIPE), no verdict: the output was not all written."""
    result = closed_reader(*args)
    assert (result.returncode, result.stderr) == (141, "")


@pytest.mark.parametrize("report", ["text", "json", "rich", "sarif"])
def test_check_ends_quietly_when_its_reader_is_gone(report: str) -> None:
    result = closed_reader("check", DECK, "--report", report)
    assert (result.returncode, result.stderr) == (141, "")


def test_a_reader_that_reads_some_then_goes_ends_check_quietly(tmp_path: Path) -> None:
    """``cardtools check ... | head -1``: the reader takes the first line of a report
    larger than the pipe holds, then goes (400 decks: a file named twice is judged once)."""
    text = Path(DECK).read_bytes()
    decks = []
    for number in range(400):
        deck = tmp_path / f"deck{number}.txt"
        deck.write_bytes(text)
        decks.append(str(deck))
    with subprocess.Popen([sys.executable, "-m", "cardtools", "check", *decks, "--report",
                           "json", "--jobs", "1"], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, cwd=ROOT) as run:
        assert run.stdout is not None and run.stderr is not None
        assert run.stdout.readline().startswith(b"{")
        run.stdout.close()
        err = run.stderr.read()
        assert (run.wait(timeout=120), err) == (141, b"")


def test_a_full_standard_output_is_still_an_error() -> None:
    """Only a gone reader ends quietly: a full device loses the output unsaid otherwise."""
    with open(os.devnull if not os.path.exists("/dev/full") else "/dev/full", "w") as full:
        result = subprocess.run([sys.executable, "-m", "cardtools", "check", DECK],
                                stdout=full, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                                check=False, timeout=120)
    if os.path.exists("/dev/full"):
        assert (result.returncode, result.stderr) == (
            2, "cardtools: error: cannot write the report to standard output: No space "
               "left on device\n")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("args", [("formats",), ("rules",), ("formats", "show", "mtg/legacy")])
def test_a_full_standard_output_is_a_clear_error_for_every_command(
        args: tuple[str, ...]) -> None:
    """``>/dev/full``: an output longer than the stream's buffer failed in a write that
    left nothing to flush, and was called an internal error ("please report this")."""
    with open("/dev/full", "w") as full:
        result = subprocess.run([sys.executable, "-m", "cardtools", *args], stdout=full,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT, check=False,
                                timeout=120)
    assert (result.returncode, result.stderr) == (
        2, "cardtools: error: cannot write to standard output: No space left on device\n")


def invoke(*args: str) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args))
    return outcome.exit_code, outcome.stdout, outcome.stderr


@pytest.mark.parametrize(("args", "err"), [
    (("check",), "cardtools: error: missing argument 'PATH...': name decklist files or "
                 "folders, or - to read one from standard input\n"
                 "try 'cardtools check --help'\n"),
    (("check", DECK, "--jobs", "-1"),
     "cardtools: error: invalid value for '--jobs' / '-j': -1 is below 0; use 0 for one "
     "worker per CPU, or 1 or more\ntry 'cardtools check --help'\n"),
    (("check", "--jobs", "abc", DECK),
     "cardtools: error: invalid value for '--jobs' / '-j': 'abc' is not a whole number; "
     "use 0 for one worker per CPU, or 1 or more\ntry 'cardtools check --help'\n"),
    (("check", DECK, "-j", "1.5"),
     "cardtools: error: invalid value for '--jobs' / '-j': '1.5' is not a whole number; "
     "use 0 for one worker per CPU, or 1 or more\ntry 'cardtools check --help'\n"),
    (("cards", "search"), "cardtools: error: missing argument 'TEXT'\n"
                          "try 'cardtools cards search --help'\n"),
    (("cards", "show", "Lightning", "Bolt", "--game", "mtg"),
     "cardtools: error: got unexpected extra argument(s) (Bolt) (put a name that has "
     "spaces in quotes)\ntry 'cardtools cards show --help'\n"),
    (("nope",), "cardtools: error: no such command 'nope'\ntry 'cardtools --help'\n"),
    # a decklist named where the command goes: how to check it
    (("deck.txt",), "cardtools: error: no such command 'deck.txt'; to check a decklist: "
                    "cardtools check deck.txt\ntry 'cardtools --help'\n"),
    (("my deck.txt",), "cardtools: error: no such command 'my deck.txt'; to check a "
                       "decklist: cardtools check 'my deck.txt'\ntry 'cardtools --help'\n"),
    ((DECK,), f"cardtools: error: no such command '{DECK}'; to check a decklist: "
              f"cardtools check {DECK}\ntry 'cardtools --help'\n"),
])
def test_a_usage_error_is_one_line_and_a_hint(args: tuple[str, ...], err: str) -> None:
    assert invoke(*args) == (2, "", err)


def test_a_usage_error_from_the_console_script_is_one_line() -> None:
    result = subprocess.run([sys.executable, "-m", "cardtools", "check"], cwd=ROOT,
                            capture_output=True, text=True, check=False, timeout=120)
    assert (result.returncode, result.stdout, result.stderr) == (
        2, "", "cardtools: error: missing argument 'PATH...': name decklist files or folders, "
        "or - to read one from standard input\ntry 'cardtools check --help'\n")


@pytest.mark.parametrize("args", [
    ("check", "--help"), ("check",), ("check", "--bogus"), ("check", DECK),
    ("check", DECK, "--report", "json"), ("check", DECK, "--report", "bogus"),
    ("rules", "copy-limit"), ("read", str(MTG / "burn.dek")),
])
def test_a_command_named_first_runs_alone_as_within_the_whole_command_line(
        args: tuple[str, ...]) -> None:
    """A run whose first argument names a command builds that command alone
    (``_command_line``), with the same output, errors and exit code as the whole
    command line."""
    alone = _command_line([args[0]])
    assert [info.callback for info in alone.registered_commands] == [
        info.callback for info in app.registered_commands
        if info.callback is not None and (info.name or info.callback.__name__) == args[0]]
    assert alone.registered_groups == []
    runner = CliRunner()
    whole, single = (runner.invoke(built, list(args), prog_name="cardtools")
                     for built in (app, alone))
    assert (single.exit_code, single.output) == (whole.exit_code, whole.output)


@pytest.mark.parametrize("first", [[], ["--help"], ["--version"], ["formats"], ["cards"],
                                   ["chek"], ["deck.txt"]])
def test_any_other_run_builds_the_whole_command_line(first: list[str]) -> None:
    assert _command_line(first) is app


@pytest.mark.parametrize("args", [("formats",), ("cards", "installed"), ("rules",),
                                  ("read", str(MTG / "burn.dek"))])
def test_a_closed_standard_output_is_a_clear_error_for_every_command(
        args: tuple[str, ...]) -> None:
    """``>&-``: the command cannot write its output; said as such (it was an internal
    error, "please report this"), exit 2."""
    command = " ".join([sys.executable, "-m", "cardtools", *map(repr, args)])
    result = subprocess.run(["sh", "-c", f"exec {command} >&-"], cwd=ROOT,
                            stderr=subprocess.PIPE, text=True, check=False, timeout=120)
    assert (result.returncode, result.stderr) == (
        2, "cardtools: error: cannot write to standard output: it is closed\n")
