"""A project config's (or the command line's) rule changes are listed for a deck only
where the deck's format runs the rule: ``CT601`` (``region-unplayable``, a Magi-Nation
rule) raised to error is no change to a Magic deck."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app

ROOT = Path(__file__).resolve().parent.parent
DECK40 = ROOT / "tests" / "fixtures" / "decks" / "mage-noir-40.txt"
MODERN = "Format: mtg/modern\n4 Lightning Bolt\n56 Mountain\n"


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A repository holding README's sample config and a Modern and a Mage Noir deck."""
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text(
        "rules: {duplicate-line: off, CT601: error, commander: off}\n", "utf-8")
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "modern.txt").write_text(MODERN, "utf-8")
    (tmp_path / "decks" / "noir.txt").write_text(
        "Format: mage-noir/tournament\n" + DECK40.read_text("utf-8"), "utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    return tmp_path / "decks"


def _changes(*args: str) -> dict[str, list[str]]:
    out = CliRunner().invoke(app, ["check", "decks", "-r", "json", *args]).stdout
    return {r["path"]: [c["message"] for c in r["config"]["changes"]]
            for r in json.loads(out)["results"]}


def test_a_config_rule_the_format_does_not_run_is_not_listed(decks: Path) -> None:
    """Before, each Magic deck's config line said ``rule region-unplayable raised to error
    (default warning)``, and a Mage Noir deck's ``rule commander turned off``, marked
    as weakening the checks of a format without a commander."""
    assert _changes() == {
        "decks/modern.txt": ["rule duplicate-line turned off (default info)"],
        "decks/noir.txt": ["rule duplicate-line turned off (default info)"]}
    outcome = CliRunner().invoke(app, ["check", "decks", "-r", "text"])
    assert outcome.exit_code == 0
    assert outcome.stdout.splitlines()[:2] == [
        "decks/modern.txt: config .cardtools.yaml: rule duplicate-line turned off "
        "(default info)",
        "decks/noir.txt: config .cardtools.yaml: rule duplicate-line turned off "
        "(default info)"]
    assert "under a config" not in outcome.stdout


def test_a_config_rule_the_format_runs_is_still_listed(decks: Path) -> None:
    (decks / "commander.txt").write_text(
        "Format: mtg/commander\nCommander\n1 Atraxa, Praetors' Voice\nDeck\n99 Forest\n",
        "utf-8")
    assert _changes()["decks/commander.txt"] == [
        "rule duplicate-line turned off (default info)",
        "rule commander turned off (default error)"]


def test_the_command_line_turning_off_rules_a_format_does_not_run(decks: Path) -> None:
    """``--ignore commander,copy-limit`` on a Mage Noir deck turned off copy-limit only:
    the format has no commander."""
    assert _changes("--ignore", "commander,copy-limit")["decks/noir.txt"] == [
        "rule duplicate-line turned off (default info)",
        "--select/--ignore turned copy-limit off"]
