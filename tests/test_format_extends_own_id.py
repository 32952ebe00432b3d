"""A format file of one's own with the id of a bundled format that ``extends`` that id
(``mtg/modern.yaml`` with ``extends: modern``, a December ban added to Modern) extends
the bundled format it replaces: it was "extends cycle: mtg/modern -> mtg/modern". One
with no bundled format of its id is a cycle said with its fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from cardtools.cli import app

DECK40 = Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt"
#: A house Mage Noir tournament: the bundled one, Tornado banned from 2026-01-01.
HOUSE = ('extends: tournament\nname: House tournament\nlists:\n  - date: "2026-01-01"\n'
         "    banned: [Tornado]\n")


def invoke(*args: str) -> Result:
    """Run the CLI in process."""
    return CliRunner().invoke(app, list(args))


def house(root: Path, folder: str, text: str = HOUSE) -> Path:
    """``text`` written as ``mage-noir/tournament.yaml`` of the formats folder ``folder``
    under ``root``; the folder."""
    path = root / folder / "mage-noir" / "tournament.yaml"
    path.parent.mkdir(parents=True)
    path.write_text(text, "utf-8")
    return root / folder


@pytest.fixture
def deck(tmp_path: Path) -> Path:
    """A legal 40-card Mage Noir deck playing 4 Tornado (line 4), judged by the
    tournament format."""
    path = tmp_path / "deck.txt"
    path.write_text("Format: mage-noir/tournament\n" + DECK40.read_text("utf-8"), "utf-8")
    return path


def violations(result: Result) -> list[tuple[str, int | None, str]]:
    """(rule, line, message) of each finding of the report's one deck but ``data-age``."""
    found = json.loads(result.stdout)["results"][0]["violations"]
    return [(v["rule"], v.get("line"), v["message"]) for v in found if v["rule"] != "data-age"]


def test_a_file_extending_its_own_id_keeps_the_bundled_rules_and_adds_its_ban(
        tmp_path: Path, deck: Path) -> None:
    folder = house(tmp_path, "fm")
    result = invoke("check", str(deck), "--formats-dir", str(folder), "--date", "2026-02-01",
                    "--report", "json")
    assert result.exit_code == 1, result.output
    assert [(rule, line) for rule, line, _ in violations(result)] == [("banned", 4)]
    assert violations(result)[0][2].startswith(
        "Tornado is banned in House tournament (since 2026-01-01)")


def test_the_bundled_rules_still_judge_under_a_file_extending_its_own_id(
        tmp_path: Path, deck: Path) -> None:
    """The parent is the bundled format, whole: its 40-card minimum judges a short deck."""
    folder = house(tmp_path, "fm")
    deck.write_text("\n".join(deck.read_text("utf-8").splitlines()[:-1]) + "\n", "utf-8")
    result = invoke("check", str(deck), "--formats-dir", str(folder), "--date", "2025-12-01",
                    "--report", "json")
    assert result.exit_code == 1, result.output
    assert [rule for rule, _, _ in violations(result)] == ["zone-size"]


def test_formats_validate_and_show_read_it_as_check_does(tmp_path: Path) -> None:
    folder = house(tmp_path, "fm")
    linted = invoke("formats", "validate", str(folder))
    assert linted.exit_code == 0
    assert linted.stdout == f"{folder / 'mage-noir' / 'tournament.yaml'}: ok\n"
    shown = invoke("formats", "show", "mage-noir/tournament", "--formats-dir", str(folder),
                   "--date", "2026-02-01")
    assert shown.exit_code == 0, shown.output
    lines = shown.stdout.splitlines()
    assert lines[:2] == ["mage-noir/tournament: House tournament",
                         "Based on Mage Noir tournament (mage-noir/tournament), with the "
                         "rules below."]
    assert "  banned: Crimson Ritual, Tornado" in lines  # the bundled ban kept, its own added


def test_of_two_folders_extending_the_id_the_last_extends_the_bundled_one(
        tmp_path: Path, deck: Path) -> None:
    """The last folder's file is used (as for any id two folders define); its parent is
    the bundled format, never the earlier folder's file, which is not read."""
    first = house(tmp_path, "first", HOUSE.replace("Tornado", "Seed"))
    last = house(tmp_path, "last")
    result = invoke("check", str(deck), "--formats-dir", str(first), "--formats-dir",
                    str(last), "--date", "2026-02-01", "--report", "json")
    assert result.exit_code == 1, result.output
    assert [(rule, line) for rule, line, _ in violations(result)] == [("banned", 4)]
