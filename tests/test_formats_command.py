"""``cardtools formats`` and ``formats show``: the key numbers, and the project config's
formats folders."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app


def invoke(*args: str) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args), env={"COLUMNS": None})
    return outcome.exit_code, outcome.stdout, outcome.stderr


@pytest.mark.parametrize(("format_id", "rules"), [
    ("mtg/commander", "Deck (main deck and command zone) 100, Sideboard (companion) <=1; "
                      "singleton"),
    ("mtg/brawl", "Deck (main deck and command zone) 60, Sideboard (companion) <=1; "
                  "singleton"),
    ("mtg/modern", "Main deck >=60, Sideboard <=15; 4 copies"),
])
def test_formats_gives_the_deck_size_of_the_commander_formats(
        format_id: str, rules: str) -> None:
    code, out, _ = invoke("formats", "--game", "mtg")
    line = next(line for line in out.splitlines() if line.startswith(format_id + " "))
    assert code == 0 and line.split(None, 1)[1].endswith("  " + rules)
