"""An organizer's night before the event: 500 mixed decklists, some unreadable, in one
run; exit 2, a summary that accounts for every file, identical machine reports twice."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app
from tests.benchmarks.bench_batch import generate


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("submissions")
    generate(root, 490, seed=7)
    bad = root / "unreadable"
    bad.mkdir()
    rng = random.Random(7)
    for number in range(10):
        (bad / f"broken{number}.txt").write_bytes(bytes(rng.randrange(256) for _ in range(64))
                                                   + b"\x00")
    return root


def run(*args: str) -> tuple[int, str]:
    outcome = CliRunner().invoke(app, ["check", *args, "--jobs", "1"])
    return outcome.exit_code, outcome.stdout


def test_every_file_is_accounted_for(folder: Path) -> None:
    code, out = run(str(folder), "--report", "json")
    report = json.loads(out)
    summary = report["summary"]
    assert code == 2
    assert summary["files"] == 500 == len(report["results"])
    assert summary["legal"] + summary["illegal"] + summary["error"] == 500
    assert summary["error"] == 10 and summary["legal"] > 0 and summary["illegal"] > 0
    paths = [r["path"] for r in report["results"]]
    assert paths == sorted(paths, key=lambda p: Path(p).parts)


@pytest.mark.parametrize("style", ["json", "sarif", "junit"])
def test_machine_reports_are_identical_on_two_runs(folder: Path, style: str) -> None:
    assert run(str(folder), "--report", style) == run(str(folder), "--report", style)


def test_rich_summary_lists_the_decks_that_are_not_legal(folder: Path) -> None:
    _code, out = run(str(folder), "--report", "rich", "--quiet")
    assert "Summary" in out and "Decks that are not legal" in out
    assert "500" in out


@pytest.mark.parametrize("options", [
    ("--report", "json"), ("--report", "json", "--quiet"), ("--report", "html"),
    ("--report", "rich"), ("--report", "sarif"), ("--report", "sheet"), ("--report", "csv"),
])
def test_worker_processes_give_the_same_report(folder: Path, options: tuple[str, ...],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The reports prepared in worker processes (a JSON entry, a deck's shape and list)
    are the ones a single process writes (the html page's generation time pinned)."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    serial = run(str(folder), *options)
    parallel = CliRunner().invoke(app, ["check", str(folder), *options, "--jobs", "2"])
    assert (parallel.exit_code, parallel.stdout) == serial
