"""The acceptance cases of ../shared/cases/manifest.yaml, run in process (one test each).

The verdicts are read from the manifest, never copied here. Skipped when ../shared is
not beside the project.

The MTG cases are real decks of dated Magic Online events (the date is in each file's
name): they were legal on that day, and some hold cards banned or restricted since, so a
case without a ``--date`` of its own is judged as of its event day.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from cardtools.cli import app
from tests.conftest import SHARED

MANIFEST = SHARED / "cases" / "manifest.yaml"
_EVENT_DAY = re.compile(r"mtg/[a-z]+_(\d{4}-\d{2}-\d{2})_")
EXIT = {"legal": 0, "illegal": 1, "error": 2}


def _cases() -> list[Any]:
    if not MANIFEST.is_file():
        return [pytest.param(None, id="no-shared", marks=pytest.mark.skip("../shared absent"))]
    cases = yaml.safe_load(MANIFEST.read_text("utf-8"))["cases"]
    return [pytest.param(case, id=case["file"]) for case in cases]


@pytest.mark.parametrize("case", _cases())
def test_case(case: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """The deck gets the manifest's status, exact error rule ids, the listed warnings and
    the matching exit code."""
    monkeypatch.chdir(MANIFEST.parent)
    args = ["check", case["file"], "--report", "json"]
    if case.get("format"):
        args += ["--format", case["format"]]
    args += [str(a) for a in case.get("args", [])]
    event_day = _EVENT_DAY.match(case["file"])
    if event_day and "--date" not in args:
        args += ["--date", event_day.group(1)]
    outcome = CliRunner().invoke(app, args)
    report = json.loads(outcome.stdout)
    result = report["results"][0]
    violations = result["violations"]
    assert result["status"] == case["status"], violations
    if case["status"] != "error":
        errors = sorted({v["rule"] for v in violations if v["severity"] == "error"})
        assert errors == sorted(case["errors"]), violations
    warnings = {v["rule"] for v in violations if v["severity"] == "warning"}
    assert set(case.get("warnings", [])) <= warnings, violations
    assert outcome.exit_code == EXIT[case["status"]]


def test_manifest_is_complete(shared: Path) -> None:
    """Every decklist of the cases folder is in the manifest (none forgotten)."""
    listed = {c["file"] for c in yaml.safe_load(MANIFEST.read_text("utf-8"))["cases"]}
    helpers = {"mage-noir/test-animals.csv", "magetcg/cards.csv", "magetcg/pool-1.txt"}
    on_disk = {str(p.relative_to(MANIFEST.parent)) for p in MANIFEST.parent.glob("*/*.*")}
    assert on_disk - listed - helpers == set()
