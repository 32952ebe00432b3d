"""The hostile decklists of ``tests/bad_input/`` (issue 7), judged as ``expected.yaml`` says.

For each file: the verdict of ``cardtools check FILE --report json`` (the result names the
file; status, exact error rule ids, listed warnings, exit code, and each error and warning
violation's line, rule and message, in order; nothing on stderr but a clean report), and clean
reports in every style (each renders, JUnit is well-formed XML, JSON and SARIF parse, and
terminal styles hold no control characters that would drive the reader's terminal).
Entries with ``bug`` / ``report_bug`` are known bugs, marked strict xfail.

Also here: file *names* that are hostile (bytes that are not UTF-8, control characters),
which cannot be kept in git and are made in a temporary folder.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from cardtools.checker import Checker, CheckOptions
from cardtools.cli import app
from cardtools.reporters import REPORTERS, Report, reporter

BAD = Path(__file__).parent / "bad_input"
EXPECTED = BAD / "expected.yaml"
EXIT = {"legal": 0, "illegal": 1, "error": 2}
LEGAL_40 = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_bytes()
#: Characters that must not reach a report read on a terminal: C0 controls but tab and
#: line feed, DEL, and C1 controls (U+009B is CSI, an escape sequence by itself).
TERMINAL_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
TERMINAL_STYLES = ("text", "github", "rich")


def _cases() -> list[dict[str, Any]]:
    return list(yaml.safe_load(EXPECTED.read_text("utf-8"))["cases"])


def _params(bug_key: str) -> list[Any]:
    params = []
    for case in _cases():
        marks = []
        if case.get(bug_key):
            marks.append(pytest.mark.xfail(strict=True, reason="bug: " + case[bug_key]))
        params.append(pytest.param(case, id=case["file"], marks=marks))
    return params


def test_every_file_has_an_expected_verdict() -> None:
    listed = [case["file"] for case in _cases()]
    on_disk = {p.name for p in BAD.iterdir() if p.suffix not in (".py", ".pyc")
               and p.name != EXPECTED.name and p.is_file()}
    assert len(listed) == len(set(listed)), "a file is listed twice"
    assert set(listed) == on_disk


#: Time a file marked ``hangs`` gets in its subprocess (it takes well under a second
#: once fixed).
HANG_TIMEOUT = 8


def _verdict(case: dict[str, Any]) -> tuple[int, str]:
    """``cardtools check FILE --report json``: exit code and standard output; in process,
    or in a subprocess with a time bound for a file marked ``hangs``."""
    args = ["check", case["file"], "--report", "json"]
    if case.get("format"):
        args += ["--format", case["format"]]
    if case.get("hangs"):
        env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_ACTIONS", "CI")}
        try:
            done = subprocess.run([sys.executable, "-m", "cardtools", *args], cwd=BAD, env=env,
                                  capture_output=True, text=True, timeout=HANG_TIMEOUT,
                                  check=False)
        except subprocess.TimeoutExpired:
            pytest.fail(f"no verdict after {HANG_TIMEOUT} s")
        assert "Traceback" not in done.stderr, done.stderr
        return done.returncode, done.stdout
    outcome = CliRunner().invoke(app, args)
    assert outcome.exception is None or isinstance(outcome.exception, SystemExit), (
        repr(outcome.exception))
    return outcome.exit_code, outcome.stdout


@pytest.mark.parametrize("case", _params("bug"))
def test_verdict(case: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(BAD)
    exit_code, stdout = _verdict(case)
    result = json.loads(stdout)["results"][0]
    violations = result["violations"]
    assert result["status"] == case["status"], violations
    errors = sorted({v["rule"] for v in violations if v["severity"] == "error"})
    assert errors == sorted(case["errors"]), violations
    warnings = {v["rule"] for v in violations if v["severity"] == "warning"}
    assert set(case["warnings"]) <= warnings, violations
    assert exit_code == EXIT[case["status"]]
    assert result["path"] == case["file"]
    assert_violations(case, violations)


def assert_violations(case: dict[str, Any], violations: list[dict[str, Any]]) -> None:
    """The error and warning violations are those ``expected.yaml`` lists: their number,
    then line, rule and message (or its start) of the first ones, in report order."""
    problems = [v for v in violations if v["severity"] in ("error", "warning")]
    wanted = case["violations"]
    assert len(problems) == case.get("problems", len(wanted)), problems
    for want, got in zip(wanted, problems, strict=False):
        assert (got.get("line"), got["rule"]) == (want["line"], want["rule"]), (want, got)
        if "message" in want:
            assert got["message"] == want["message"]
        else:
            assert got["message"].startswith(want["starts"]), (want, got)
        assert got["message"].strip(), got


@cache
def _checker(format_id: str | None) -> Checker:
    return Checker(CheckOptions(format_id=format_id, use_config=False))


def assert_clean_reports(report: Report) -> None:
    """Every style renders; its text is strict UTF-8; JUnit is well-formed XML; JSON and
    SARIF parse; terminal styles hold no control characters."""
    for style in REPORTERS:
        out = io.StringIO()
        reporter(style).render(report, out, False)
        text = out.getvalue()
        text.encode("utf-8")
        if style == "junit":
            ET.fromstring(text)
        elif style in ("json", "sarif"):
            json.loads(text)
        elif style in TERMINAL_STYLES:
            found = TERMINAL_CONTROL.search(text)
            assert found is None, f"{style} report holds U+{ord(found[0]):04X}"


@pytest.mark.parametrize("case", _params("report_bug"))
def test_reports_are_clean(case: dict[str, Any]) -> None:
    if case.get("hangs"):
        pytest.skip("judging this file hangs today (see test_verdict)")
    result = _checker(case.get("format")).check_path(str(BAD / case["file"]))
    assert_clean_reports(Report([result]))


# ------------------------------------------------------------------- hostile file names


def _make(folder: Path, name: bytes, data: bytes) -> None:
    try:
        with open(os.path.join(os.fsencode(folder), name), "wb") as handle:
            handle.write(data)
    except (OSError, UnicodeError):
        pytest.skip("the file system refuses this file name")


def test_a_file_name_that_is_not_utf8(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    _make(decks, b"caf\xe9-latin1.txt", LEGAL_40 + b"1 Crimson Ritual\n")
    monkeypatch.chdir(tmp_path)
    failures = []
    for style in REPORTERS:
        outcome = CliRunner().invoke(app, ["check", "decks", "--format", "mage-noir/tournament",
                                           "--report", style, "--report-file", f"out.{style}"])
        if outcome.exit_code != 1 or not (tmp_path / f"out.{style}").is_file():
            failures.append(f"{style}: exit {outcome.exit_code} {outcome.exception!r}")
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert not failures and not leftovers, (failures, leftovers)


def test_a_file_name_with_control_characters(tmp_path: Path) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    _make(decks, b"evil\x1b[2J\x07.txt", LEGAL_40 + b"1 Crimson Ritual\n")
    results = [_checker("mage-noir/tournament").check_path(str(path))
               for path in sorted(decks.iterdir())]
    assert [r.status for r in results] == ["illegal"]
    assert_clean_reports(Report(results))
