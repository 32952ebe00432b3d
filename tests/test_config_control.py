"""Organizer control over project configs (issue 13): ``--isolated`` and ``--config FILE``,
every report style saying which config applied to each deck and what it changed, and
configs that cannot be read whole (too large) or block (a named pipe)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from typer.testing import CliRunner, Result

from cardtools import datadir
from cardtools.cli import REPORT_STYLES, app
from cardtools.formatspec.model import format_file_ids
from cardtools.model import AppliedConfig, ConfigChange
from cardtools.resources import cards_dir

ROOT = Path(__file__).resolve().parent.parent
LEGAL_40 = (ROOT / "tests" / "fixtures" / "decks" / "mage-noir-40.txt").read_text("utf-8")
#: A deck that is illegal only by its 4 banned Crimson Ritual (line 41).
BANNED = LEGAL_40 + "4 Crimson Ritual\n"
BANNED_LINE = len(LEGAL_40.splitlines()) + 1
BANNED_MESSAGE = ("Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, "
                  "where the recorded lists start)")
OFF = "rule banned turned off (default error)"
PLAYER_CONFIG = "rules: {banned: off}\n"
#: The bundled Magic card data's date, as its header gives it.
MTG_DATA_DATE = (datadir.read_header(cards_dir() / "mtg") or {})["date"]
MAGE_NOIR_DATA_DATE = (datadir.read_header(cards_dir() / "mage-noir") or {})["date"]


def invoke(*args: str) -> Result:
    result = CliRunner().invoke(app, ["check", *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        repr(result.exception))
    return result


@pytest.fixture
def submissions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A repository whose submission folder holds a player's config turning ``banned``
    off beside a deck with 4 Crimson Ritual."""
    (tmp_path / ".git").mkdir()
    player = tmp_path / "decks" / "mallory"
    player.mkdir(parents=True)
    (player / ".cardtools.yaml").write_text(PLAYER_CONFIG, "utf-8")
    (player / "deck.txt").write_text(BANNED, "utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def banned_violations(report: dict) -> list[tuple[str, int, str]]:  # type: ignore[type-arg]
    # the data-age note (judged today, after the Mage Noir data) is no verdict: left out
    return [(v["rule"], v["line"], v["message"]) for v in report["results"][0]["violations"]
            if v["rule"] != "data-age"]


def test_a_players_config_is_shown_and_isolated_ignores_it(submissions: Path) -> None:
    fooled = invoke("decks", "--format", "mage-noir/tournament", "--report", "json")
    report = json.loads(fooled.stdout)
    assert fooled.exit_code == 0  # what the player wanted: but the report says why
    assert report["results"][0]["config"] == {
        "files": ["decks/mallory/.cardtools.yaml"],
        "changes": [{"setting": "rules.banned", "value": "off", "message": OFF}]}

    isolated = invoke("decks", "--format", "mage-noir/tournament", "--report", "json",
                      "--isolated")
    report = json.loads(isolated.stdout)
    assert isolated.exit_code == 1
    assert banned_violations(report) == [("banned", BANNED_LINE, BANNED_MESSAGE)]
    assert "config" not in report["results"][0]


def test_isolated_ignores_a_formats_dir_that_replaces_the_format(submissions: Path) -> None:
    player = submissions / "decks" / "mallory"
    (player / ".cardtools.yaml").write_text("formats_dir: fmt\n", "utf-8")
    (player / "fmt" / "mage-noir").mkdir(parents=True)
    (player / "fmt" / "mage-noir" / "tournament.yaml").write_text(
        "name: Mage Noir tournament\ngame: mage-noir\nzones: {main: {min: 1}}\n", "utf-8")
    fooled = invoke("decks/mallory/deck.txt", "--format", "mage-noir/tournament",
                    "--report", "text")
    assert fooled.stdout.splitlines()[0] == (
        "decks/mallory/deck.txt: config decks/mallory/.cardtools.yaml: "
        "formats_dir fmt: holds mage-noir/tournament, unused: --format judges by the run's "
        "own formats")
    isolated = invoke("decks/mallory/deck.txt", "--format", "mage-noir/tournament",
                      "--report", "text", "--isolated")
    assert isolated.exit_code == 1
    assert isolated.stdout.splitlines()[0] == (
        f"decks/mallory/deck.txt:{BANNED_LINE}: error [banned] {BANNED_MESSAGE} (remove 4 copies)")


def test_a_players_formats_dir_cannot_replace_the_format_format_names(
        submissions: Path) -> None:
    """``--format`` names the event's format, as the bundled formats and ``--formats-dir``
    define it: a player's config beside the list whose formats folder replaces that id
    (a copy with no banned list) no longer judges it (the 4 banned Crimson Ritual were
    legal); without ``--format`` the list's format comes from the config, as before."""
    player = submissions / "decks" / "mallory"
    (player / ".cardtools.yaml").write_text("formats_dir: fmt\n", "utf-8")
    (player / "fmt" / "mage-noir").mkdir(parents=True)
    (player / "fmt" / "mage-noir" / "tournament.yaml").write_text(
        "name: Mage Noir tournament\ngame: mage-noir\nzones: {main: {min: 1}}\n", "utf-8")
    judged = invoke("decks", "--format", "mage-noir/tournament", "--report", "json")
    assert judged.exit_code == 1
    assert banned_violations(json.loads(judged.stdout)) == [
        ("banned", BANNED_LINE, BANNED_MESSAGE)]
    # the report says the folder's format was not used, not that it replaced the event's,
    # and the deck is not marked as judged under a config that weakened the checks
    assert json.loads(judged.stdout)["results"][0]["config"]["changes"] == [
        {"setting": "formats_dir", "value": "fmt", "message": "formats_dir fmt: holds "
         "mage-noir/tournament, unused: --format judges by the run's own formats"}]
    (player / ".cardtools.yaml").write_text("formats_dir: fmt\nformat: mage-noir/tournament\n",
                                            "utf-8")
    assert invoke("decks", "--report", "json").exit_code == 0


def test_a_command_line_formats_dir_replacing_a_bundled_format_is_marked(
        submissions: Path) -> None:
    """``--formats-dir fm`` holding a ``mage-noir/tournament`` of no banned list judged the
    4 banned Crimson Ritual legal, said in no report, while the same folder as a
    config's ``formats_dir`` is marked "replaces" and weakening: the command line's is
    marked the same way, as ``--select``/``--ignore`` are, in every report; a folder
    that only adds a format is said nowhere (as before)."""
    fm = submissions / "fm" / "mage-noir"
    fm.mkdir(parents=True)
    (fm / "tournament.yaml").write_text(
        "name: Mage Noir tournament\ngame: mage-noir\nzones: {main: {min: 1}}\n", "utf-8")
    args = ("decks", "--format", "mage-noir/tournament", "--formats-dir", "fm", "--isolated")
    said = "--formats-dir fm replaces mage-noir/tournament"
    text = invoke(*args, "--report", "text", "--date", "2025-11-04")
    assert (text.exit_code, text.stdout) == (0, (
        f"decks/mallory/deck.txt: command line: {said}\n"
        "1 file: 1 legal (1 under the command line's --formats-dir that weakened the "
        f"checks), 0 illegal, 0 not judged (card data: mage-noir {MAGE_NOIR_DATA_DATE})\n"))
    deck = json.loads(invoke(*args, "--report", "json").stdout)["results"][0]
    assert deck["config"] == {"files": [], "changes": [
        {"setting": "command_line_formats_dir", "value": "fm", "message": said}]}
    assert said in invoke(*args, "--report", "sarif").stdout
    assert f"command line: {said}" in invoke(*args, "--report", "rich").stdout
    (fm / "tournament.yaml").rename(fm / "house.yaml")
    added = invoke(*args[:2], "--report", "text", "--formats-dir", "fm", "--isolated")
    assert "--formats-dir" not in added.stdout


#: A card file that keeps Lightning Bolt's name but gives it no copy limit.
BOLT_ANY = "name,game,type,sets,deck_limit\nLightning Bolt,mtg,Instant,M10,any\n"
BOLT_SAID = "--cards bolt.csv replaces the bundled card Lightning Bolt"


@pytest.fixture
def bolt_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder holding ``bolt.csv`` (``BOLT_ANY``) and ``deck.txt``, 20 Lightning Bolt
    in a Modern deck: illegal by the bundled card (4 copies at most)."""
    (tmp_path / "bolt.csv").write_text(BOLT_ANY, "utf-8")
    (tmp_path / "deck.txt").write_text("Deck\n40 Mountain\n20 Lightning Bolt\n", "utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


BOLT_ARGS = ("deck.txt", "--format", "mtg/modern", "--isolated", "--date", MTG_DATA_DATE)


def test_a_command_line_card_file_replacing_a_bundled_card_is_marked(bolt_run: Path) -> None:
    """``--cards bolt.csv`` giving Lightning Bolt no copy limit judged 20 copies legal in
    Modern, said only as "with bolt.csv", while the same file as a config's ``cards`` is
    marked "replaces" and weakening: the command line's is marked as its
    ``--formats-dir`` is, the summary naming it."""
    text = invoke(*BOLT_ARGS, "--cards", "bolt.csv", "--report", "text")
    assert (text.exit_code, text.stdout) == (0, (
        f"deck.txt: command line: {BOLT_SAID}\n"
        "1 file: 1 legal (1 under the command line's --cards that weakened the checks), "
        f"0 illegal, 0 not judged (judged as of {MTG_DATA_DATE}; card data: mtg {MTG_DATA_DATE} "
        "with bolt.csv)\n"))
    deck = json.loads(invoke(*BOLT_ARGS, "--cards", "bolt.csv", "--report", "json").stdout)
    assert deck["results"][0]["config"] == {"files": [], "changes": [
        {"setting": "command_line_cards", "value": "bolt.csv", "message": BOLT_SAID}]}
    schema = json.loads((ROOT / "cardtools" / "schemas" / "report.schema.json").read_text())
    jsonschema.validate(deck, schema)
    (bolt_run / "fm" / "mtg").mkdir(parents=True)
    (bolt_run / "fm" / "mtg" / "modern.yaml").write_text(
        "name: Modern\ngame: mtg\nzones: {main: {min: 1}}\n", "utf-8")
    both = invoke(*BOLT_ARGS, "--cards", "bolt.csv", "--formats-dir", "fm", "--report", "text")
    assert both.stdout.splitlines() == [
        f"deck.txt: command line: --formats-dir fm replaces mtg/modern; command line: "
        f"{BOLT_SAID}",
        "1 file: 1 legal (1 under the command line's --formats-dir and the command line's "
        "--cards that weakened the checks), 0 illegal, 0 not judged (card data: mtg "
        f"{MTG_DATA_DATE} with bolt.csv)"]


@pytest.mark.parametrize("style", REPORT_STYLES)
def test_every_report_style_says_a_command_line_card_file_that_replaces_a_card(
        bolt_run: Path, style: str) -> None:
    """Every report says what the ``--cards`` file replaced, as it says a config's
    change and ``--formats-dir``'s, even quiet, where the legal deck is not listed."""
    result = invoke(*BOLT_ARGS, "--cards", "bolt.csv", "--report", style, "--quiet")
    assert result.exit_code == 0
    shown = {
        "text": f"deck.txt: command line: {BOLT_SAID}\n",
        "github": ("::warning file=deck.txt,line=1,title=cardtools config::command line: "
                   f"{BOLT_SAID}\n"),
        "gitlab": f'"description": "command line: {BOLT_SAID}",',
        "junit": f'<property name="cardtools.config.change" value="{BOLT_SAID}" />',
        "html": f'<p class="config-weakens">command line: {BOLT_SAID}</p>',
        "rich": f"  command line: {BOLT_SAID}\n",
        "json": f'"changes": [{{"setting": "command_line_cards", "value": "bolt.csv", '
                f'"message": "{BOLT_SAID}"}}]',
        "sarif": f'"text": "command line: {BOLT_SAID}"',
        "csv": f',"legal (command line {BOLT_SAID})","0","0",',
        "sheet": f'<p class="verdict">command line: {BOLT_SAID}</p>',
    }[style]
    assert shown in result.stdout


@pytest.mark.parametrize(("cards", "deck", "format_id", "status"), [
    # a commander column makes a vanilla creature a commander: a legal commander deck
    ("name,game,type,sets,commander\nGrizzly Bears,mtg,Creature,LEA,yes\n",
     "Commander\n1 Grizzly Bears\nDeck\n99 Forest\n", "mtg/commander", "legal"),
    # the bundled card made a land: still marked, whatever the deck
    ("name,game,type,sets\nThoughtseize,mtg,Basic Land,LRW\n",
     "Deck\n60 Mountain\n", "mtg/modern", "legal"),
])
def test_a_command_line_card_file_changing_a_bundled_card_is_marked(
        bolt_run: Path, cards: str, deck: str, format_id: str, status: str) -> None:
    (bolt_run / "mine.csv").write_text(cards, "utf-8")
    (bolt_run / "deck.txt").write_text(deck, "utf-8")
    report = json.loads(invoke("deck.txt", "--format", format_id, "--isolated", "--cards",
                               "mine.csv", "--report", "json").stdout)
    result = report["results"][0]
    assert result["status"] == status
    [change] = result["config"]["changes"]
    assert change["setting"] == "command_line_cards"
    assert change["message"].startswith("--cards mine.csv replaces the bundled card ")


@pytest.mark.parametrize("cards", [
    "name,game,type,sets\nHouse Bolt,mtg,Instant,M10\n",  # a card of its own
    # named as a bundled card is spelt: the deck's line so written is ambiguous, an error
    "name,game,type,sets,deck_limit\nLightning-Bolt,mtg,Instant,M10,any\n",
])
def test_a_command_line_card_file_replacing_no_bundled_card_is_not_marked(
        bolt_run: Path, cards: str) -> None:
    """A ``--cards`` file that only adds cards weakens no check of a bundled card: said
    as before (``with new.csv``), no mark; the 20 Lightning Bolt stay illegal."""
    (bolt_run / "new.csv").write_text(cards, "utf-8")
    (bolt_run / "legal.txt").write_text("Deck\n56 Mountain\n4 Lightning Bolt\n", "utf-8")
    result = invoke("deck.txt", "legal.txt", *BOLT_ARGS[1:], "--cards", "new.csv",
                    "--report", "text")
    assert (result.exit_code, result.stdout.splitlines()) == (1, [
        "deck.txt:3: error [copy-limit] 20 copies of Lightning Bolt; at most 4 (remove 16 "
        "copies)",
        f"2 files: 1 legal, 1 illegal, 0 not judged (judged as of {MTG_DATA_DATE}; card data: mtg "
        f"{MTG_DATA_DATE} with new.csv)"])
    assert "config" not in json.loads(invoke(
        "legal.txt", *BOLT_ARGS[1:], "--cards", "new.csv", "--report", "json"
    ).stdout)["results"][0]


def test_a_formats_dir_of_game_data_alone_says_what_it_changes(submissions: Path) -> None:
    """A player's formats folder holding only a ``game.yaml`` that adds a section outside
    the deck skips the banned card under it: the report said "defines no format", as if
    the folder changed nothing; it names the game data file."""
    player = submissions / "decks" / "mallory"
    (player / ".cardtools.yaml").write_text("formats_dir: fmt\n", "utf-8")
    (player / "fmt" / "mage-noir").mkdir(parents=True)
    (player / "fmt" / "mage-noir" / "game.yaml").write_text(
        "skipped_sections:\n  en: [ritual notes]\n", "utf-8")
    (player / "deck.txt").write_text(LEGAL_40 + "Ritual notes\n4 Crimson Ritual\n", "utf-8")
    fooled = invoke("decks/mallory/deck.txt", "--format", "mage-noir/tournament",
                    "--report", "text", "--date", "2025-11-04")
    assert fooled.exit_code == 0
    assert fooled.stdout.splitlines()[0] == (
        "decks/mallory/deck.txt: config decks/mallory/.cardtools.yaml: formats_dir fmt: "
        "defines no format; game data mage-noir/game.yaml adds decklist zones, headers or "
        "sections")
    assert fooled.stdout.splitlines()[-1].startswith(
        "1 file: 1 legal (1 under config decks/mallory/.cardtools.yaml that weakened the "
        "checks), 0 illegal")
    isolated = invoke("decks/mallory/deck.txt", "--format", "mage-noir/tournament",
                      "--report", "text", "--date", "2025-11-04", "--isolated")
    assert isolated.exit_code == 1
    assert [row for row in isolated.stdout.splitlines() if "error" in row] == [
        f"decks/mallory/deck.txt:{BANNED_LINE}: error [unknown-card] unknown card "
        "'Ritual notes' (check the spelling, or add the card with --cards (mage-noir))",
        f"decks/mallory/deck.txt:{BANNED_LINE + 1}: error [banned] {BANNED_MESSAGE} "
        "(remove 4 copies)"]


@pytest.mark.parametrize(("keys", "weakens"), [
    ("plan_words:\n  en: [one]\n", False),
    ("plan_words:\n  en: [one]\nrole_words:\n  en: [x]\n", False),
    ("plan_words:\n  en: [one]\nskipped_sections:\n  en: [ritual notes]\n", True),
    # read through bundled_game_data alone: "Game: magick" still named no game
    ("game_names: [magick]\nformat_names: {mdn: modern}\nname_prefixes: {'Z-': x}\n", False),
])
def test_a_game_data_key_read_from_the_bundled_data_alone_is_said_ignored(
        submissions: Path, keys: str, weakens: bool) -> None:
    """A ``--formats-dir`` game file holding only keys read from the bundled game data
    alone (``plan_words``) was said to "add decklist zones, headers or sections" and
    counted as weakening the checks while it changed nothing: each such key is said
    ignored, and only the file's other keys weaken the checks."""
    (submissions / "fmt" / "mage-noir").mkdir(parents=True)
    (submissions / "fmt" / "mage-noir" / "game.yaml").write_text(keys, "utf-8")
    (submissions / "legal.txt").write_text(LEGAL_40, "utf-8")
    shown = invoke("legal.txt", "--format", "mage-noir/tournament", "--report", "text",
                   "--date", "2025-11-04", "--formats-dir", "fmt")
    ignored = ", ".join(sorted(key for key in ("plan_words", "role_words", "game_names",
                                               "format_names", "name_prefixes") if key in keys))
    added = "; game data mage-noir/game.yaml adds decklist zones, headers or sections"
    assert shown.stdout.splitlines()[0] == (
        "legal.txt: command line: --formats-dir fmt defines no format"
        f"{added if weakens else ''}; game data mage-noir/game.yaml: {ignored} ignored "
        "(read from the bundled game data only)")
    assert ("weakened the checks" in shown.stdout.splitlines()[-1]) is weakens


def test_config_file_is_the_only_config_used(submissions: Path) -> None:
    (submissions / "organizer.yaml").write_text("format: mage-noir/tournament\n", "utf-8")
    result = invoke("decks", "--config", "organizer.yaml", "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1
    assert banned_violations(report) == [("banned", BANNED_LINE, BANNED_MESSAGE)]
    assert report["results"][0]["config"] == {"files": ["organizer.yaml"], "changes": [
        {"setting": "format", "value": "mage-noir/tournament",
         "message": "format mage-noir/tournament (the decklist and the command line name "
                    "none)"}]}


def _legacy_list_under_a_config(submissions: Path, configured: str
                                ) -> tuple[Path, Result, dict[str, Any]]:
    """Mallory's list naming ``mtg/legacy`` checked under an organizer's ``--config``
    naming ``configured``: her folder, the run's result and her deck's JSON entry."""
    (submissions / "organizer.yaml").write_text(f"format: {configured}\n", "utf-8")
    player = submissions / "decks" / "mallory"
    (player / ".cardtools.yaml").unlink()
    (player / "deck.txt").write_text("Format: mtg/legacy\n56 Island\n4 Brainstorm\n")
    result = invoke("decks", "--config", "organizer.yaml", "--report", "json",
                    "--date", "2026-08-22")
    [deck] = json.loads(result.stdout)["results"]
    return player, result, deck


def test_a_format_line_passing_over_the_configs_format_is_said(submissions: Path) -> None:
    """The organizer's ``--config`` names the event's format; a list's ``Format:`` line
    naming another one wins (DESIGN 7), and the list was judged by it without a word: a
    Legacy list of cards outside Modern's pool read legal at a Modern event. A note on
    the line says so."""
    player, result, deck = _legacy_list_under_a_config(submissions, "mtg/modern")
    assert (result.exit_code, deck["format"], deck["status"]) == (0, "mtg/legacy", "legal")
    assert [(v["severity"], v["line"], v["message"], v.get("hint"))
            for v in deck["violations"] if v["rule"] == "reading"] == [
        ("info", 1, "the decklist names the format 'mtg/legacy'; judged as mtg/legacy, not "
         "as mtg/modern, the format of the config organizer.yaml (a decklist's Format: "
         "line wins over a config)",
         "give --format mtg/modern, or force_format: true in the config, to judge every list "
         "by the config's format")]
    (player / "deck.txt").write_text("Format: Modern\n56 Island\n4 Brainstorm\n")
    same = json.loads(invoke("decks", "--config", "organizer.yaml", "--report", "json",
                             "--date", "2026-08-22").stdout)["results"][0]
    assert same["status"] == "illegal"
    assert [v["rule"] for v in same["violations"]] == ["card-pool"]
    # --format judges it: the note gave the Format: line as the reason, and --format
    # mtg/modern as the fix, naming the config's format
    (player / "deck.txt").write_text("Format: mtg/legacy\n56 Island\n4 Brainstorm\n")
    both = json.loads(invoke("decks", "--config", "organizer.yaml", "--format", "mtg/legacy",
                             "--report", "json", "--date", "2026-08-22").stdout)["results"][0]
    assert (both["format"], both["status"]) == ("mtg/legacy", "legal")
    assert [v for v in both["violations"] if v["rule"] == "reading"] == []


@pytest.mark.parametrize("config", [("--config", "organizer.yaml"), ()])
def test_a_format_line_passing_over_the_config_is_marked_whatever_the_deck_says(
        submissions: Path, config: tuple[str, ...]) -> None:
    """``# cardtools: disable-file=all`` and ``Format: mtg/legacy`` under an organizer's
    Modern config (``--config`` or the event folder's): ``1 legal``, exit 0, nothing
    said (the note suppressed, ``--quiet`` hid it too), and the run's data-age clause
    gone from the summary. The deck's verdict and the summary now say the Format: line
    replaced the config's format, as a config that weakened the checks is marked, even
    quiet; no suppression comment removes the run's notes."""
    (submissions / "organizer.yaml").write_text("format: mtg/modern\n", "utf-8")
    if not config:
        shutil.copy(submissions / "organizer.yaml", submissions / "decks" / ".cardtools.yaml")
    player = submissions / "decks" / "mallory"
    (player / ".cardtools.yaml").unlink()
    (player / "deck.txt").write_text("# cardtools: disable-file=all\nFormat: mtg/legacy\n"
                                     "56 Island\n4 Brainstorm\n")
    shown = "organizer.yaml" if config else "decks/.cardtools.yaml"
    for quiet in ((), ("--quiet",)):
        result = invoke("decks", *config, *quiet, "--report", "text", "--date", "2026-12-01")
        assert (result.exit_code, result.stdout) == (0, (
            f"decks/mallory/deck.txt: config {shown}: the decklist's Format: line replaced "
            "the config's format mtg/modern with mtg/legacy\n"
            "1 file: 1 legal (1 under decklists' Format: lines replacing the config's "
            "format that weakened the checks), 0 illegal, 0 not judged (card data: mtg "
            f"{MTG_DATA_DATE}; judged as of 2026-12-01, but the mtg card data and the "
            f"banned and restricted lists stop on {MTG_DATA_DATE}: newer cards and list "
            "changes are not known)\n"))
    [deck] = json.loads(invoke("decks", *config, "--report", "json").stdout)["results"]
    assert deck["config"]["changes"] == [{
        "setting": "decklist_format", "value": "mtg/legacy",
        "message": "the decklist's Format: line replaced the config's format mtg/modern "
                   "with mtg/legacy"}]


def test_a_config_naming_no_format_gives_no_fix_naming_it(submissions: Path) -> None:
    """A config's misspelt format (``mtg/modrn``) is warned of as the config's own
    error; the note on a list's ``Format:`` line passing over it gave ``--format
    mtg/modrn`` as the fix, a command that fails the same way."""
    _player, _result, deck = _legacy_list_under_a_config(submissions, "mtg/modrn")
    assert (deck["format"], deck["status"]) == ("mtg/legacy", "legal")
    assert [(v["severity"], v["line"], v["message"], v.get("hint"))
            for v in deck["violations"] if v["rule"] == "reading"] == [
        ("info", 1, "the decklist names the format 'mtg/legacy'; judged as mtg/legacy, not "
         "as mtg/modrn, the format of the config organizer.yaml (a decklist's Format: "
         "line wins over a config)", None)]


def test_config_paths_are_relative_to_the_config_file(submissions: Path) -> None:
    organizer = submissions / "org"
    organizer.mkdir()
    (organizer / "cards.csv").write_text("name,type\nHouse Card,Spell\n", "utf-8")
    (organizer / "config.yaml").write_text("format: mage-noir/tournament\ncards: cards.csv\n",
                                           "utf-8")
    (submissions / "decks" / "mallory" / "deck.txt").write_text(LEGAL_40 + "1 House Card\n")
    result = invoke("decks", "--config", "org/config.yaml", "--report", "text")
    assert result.exit_code == 0, result.stdout
    assert "cards cards.csv: adds card House Card" in result.stdout.splitlines()[0]


@pytest.mark.parametrize(("args", "message"), [
    (["--isolated", "--config", "organizer.yaml"], "--config cannot be used with --isolated"),
    (["--config", "missing.yaml"], "missing.yaml: cannot read the config: No such file or "
                                   "directory"),
])
def test_config_option_errors(submissions: Path, args: list[str], message: str) -> None:
    (submissions / "organizer.yaml").write_text("format: mage-noir/tournament\n", "utf-8")
    result = invoke("decks", *args)
    assert result.exit_code == 2
    assert result.stderr == f"cardtools: error: {message}\n"


def test_a_huge_config_is_refused_without_reading_it(submissions: Path) -> None:
    config = submissions / "decks" / "mallory" / ".cardtools.yaml"
    with open(config, "wb") as handle:  # 2 GB, sparse: reading it whole would take 2 GB
        handle.truncate(2 * 1024**3)
    result = invoke("decks", "--report", "json")
    assert result.exit_code == 2
    assert result.stderr == ("cardtools: error: "
                             "decks/mallory/.cardtools.yaml: the config is larger than "
                             "1,048,576 bytes\n" + NOT_JUDGED)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_as_config_is_refused_without_blocking(submissions: Path) -> None:
    config = submissions / "decks" / "mallory" / ".cardtools.yaml"
    config.unlink()
    os.mkfifo(config)
    done = subprocess.run([sys.executable, "-m", "cardtools", "check", "decks", "--report",
                           "text"], cwd=submissions, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr == ("cardtools: error: decks/mallory/.cardtools.yaml: cannot read the "
                           "config: a named "
                           "pipe (FIFO), not a regular file\n" + NOT_JUDGED)


#: What standard error says after the problems of mallory's config: the run goes on.
NOT_JUDGED = ("cardtools: note: the decklists under decks/mallory/.cardtools.yaml are not "
              "judged (file-error); the other decklists are\n")
SECRET_LINE = "root:$6$k3yH4sh:20228:0:99999:7:::\n"
OUTSIDE = "outside the config's folder"
LINK_OUT = ("decks/mallory/.cardtools.yaml: {what} is a symbolic link to {where}; not "
            "read (a config found beside the decklists, and the files it names, stay in "
            "its folder or its repository, out of its hidden files: give another config "
            "with --config FILE, or --isolated)")


def not_judged(problem: str, report: str) -> bool:
    """Whether ``report``, the text report of the submissions whose one deck, mallory's,
    a config of ``problem`` governs, makes that deck an error naming it, the batch not
    stopped (a link the config named, no longer excluded by it, is a skipped file, or a
    file not judged when it is a decklist's link out of the folder: ``cards.csv``)."""
    lines = report.splitlines()
    return ("decks/mallory/deck.txt:1: error [file-error] not judged: its "
            f"project config cannot be used: {problem} (fix that config)" in lines[:2]
            and lines[-1].startswith(("1 file: 0 legal, 0 illegal, 1 not judged",
                                      "2 files: 0 legal, 0 illegal, 1 not judged, 1 skipped",
                                      "2 files: 0 legal, 0 illegal, 2 not judged")))


@pytest.mark.parametrize(("config", "link", "what"), [
    (None, ".cardtools.yaml", "the config"),
    ("cards: cards.csv\n", "cards.csv", "decks/mallory/cards.csv, named by the config,"),
    ("cards: cards.yaml\n", "cards.yaml", "decks/mallory/cards.yaml, named by the config,"),
    ("formats_dir: fmts\n", "fmts", "decks/mallory/fmts, named by the config,"),
])
def test_a_found_config_never_reads_through_a_link_out_of_its_folder(
        submissions: Path, tmp_path_factory: pytest.TempPathFactory, config: str | None,
        link: str, what: str) -> None:
    """A player's ``.cardtools.yaml`` linked to a secret of the machine (out of its
    folder and of the repository), or naming a card file or formats folder so linked,
    is refused unread: the secret's lines were echoed in the config's error messages
    (``unknown key 'root:$6$...'``)."""
    secret = tmp_path_factory.mktemp("home")
    (secret / "shadow").write_text(SECRET_LINE, "utf-8")
    player = submissions / "decks" / "mallory"
    if config is not None:
        (player / ".cardtools.yaml").write_text(config, "utf-8")
    else:
        (player / ".cardtools.yaml").unlink()
    (player / link).symlink_to(secret if link == "fmts" else secret / "shadow")
    result = invoke("decks", "--format", "mage-noir/tournament", "--report", "text")
    problem = LINK_OUT.format(what=what, where=OUTSIDE)
    assert (result.exit_code, result.stderr) == (2, f"cardtools: error: {problem}\n{NOT_JUDGED}")
    assert not_judged(problem, result.stdout), result.stdout


@pytest.mark.parametrize(("config", "link", "target", "what"), [
    (None, ".cardtools.yaml", "../../.git/config", "the config"),
    ("cards: cards.csv\n", "cards.csv", "../../.env",
     "decks/mallory/cards.csv, named by the config,"),
])
def test_a_found_config_never_reads_through_a_link_to_a_hidden_file_of_its_repository(
        submissions: Path, config: str | None, link: str, target: str, what: str) -> None:
    """A link into the repository's hidden files (``.git/config``, where CI keeps its
    token, a ``.env``) is refused unread too: a card file's first line was echoed."""
    (submissions / ".git" / "config").write_text(
        "[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n", "utf-8")
    (submissions / ".env").write_text("API_TOKEN=c2VjcmV0\n", "utf-8")
    player = submissions / "decks" / "mallory"
    if config is not None:
        (player / ".cardtools.yaml").write_text(config, "utf-8")
    else:
        (player / ".cardtools.yaml").unlink()
    (player / link).symlink_to(target)
    result = invoke("decks", "--format", "mage-noir/tournament", "--report", "text")
    problem = LINK_OUT.format(what=what, where='a hidden file or folder')
    assert (result.exit_code, result.stderr) == (2, f"cardtools: error: {problem}\n{NOT_JUDGED}")
    assert not_judged(problem, result.stdout), result.stdout


@pytest.mark.parametrize(("written", "shown", "where"), [
    ("../../.env", ".env", "a hidden file or folder"),
    ("../../.secrets/token.csv", ".secrets/token.csv", "a hidden file or folder"),
    ("../../.git/config", ".git/config", "a hidden file or folder"),
    ("{home}/.ssh/id_rsa", "{home}/.ssh/id_rsa", "a hidden file or folder"),
    ("{home}/tokens.csv", "{home}/tokens.csv", "outside the config's repository")])
def test_a_found_config_never_reads_a_hidden_file_written_out_of_its_folder(
        submissions: Path, tmp_path_factory: pytest.TempPathFactory, written: str,
        shown: str, where: str) -> None:
    """A path written out of the config's folder is its own choice, but never one to a
    hidden file or folder (``cards: ../../.env``): its first line was echoed in the
    card file's error (``found: 'API_TOKEN=...'``), as a link's was."""
    home = tmp_path_factory.mktemp("home")
    (home / ".ssh").mkdir()
    for secret in (home / ".ssh" / "id_rsa", home / "tokens.csv"):
        secret.write_text("API_TOKEN=c2VjcmV0\n", "utf-8")
    (submissions / ".secrets").mkdir()
    for secret in (".env", ".secrets/token.csv", ".git/config"):
        (submissions / secret).write_text("API_TOKEN=c2VjcmV0\n", "utf-8")
    player = submissions / "decks" / "mallory"
    (player / ".cardtools.yaml").write_text(f"cards: {written.format(home=home)}\n",
                                            "utf-8")
    result = invoke("decks", "--format", "mage-noir/tournament", "--report", "text")
    problem = (f"decks/mallory/.cardtools.yaml: {shown.format(home=home)}, named by the "
               f"config, leads to {where}; not read (a config found beside the decklists, "
               "and the files it names, stay in its folder or its repository, out of its "
               "hidden files: give another config with --config FILE, or --isolated)")
    assert result.exit_code == 2
    assert not_judged(problem, result.stdout), result.stdout
    assert result.stderr == f"cardtools: error: {problem}\n{NOT_JUDGED}"
    assert "c2VjcmV0" not in result.stderr + result.stdout


@pytest.mark.parametrize("target", ["conf/rules.yaml", "../../shared/rules.yaml"])
def test_a_found_config_linked_within_its_repository_and_paths_written_out_are_read(
        submissions: Path, target: str) -> None:
    player = submissions / "decks" / "mallory"
    (submissions / "decks" / "cards.csv").write_text("name,type\nHouse Card,Spell\n",
                                                     "utf-8")
    for folder in (player / "conf", submissions / "shared"):
        folder.mkdir()
        (folder / "rules.yaml").write_text("cards: ../cards.csv\n", "utf-8")
    (player / ".cardtools.yaml").unlink()
    (player / ".cardtools.yaml").symlink_to(target)
    (player / "deck.txt").write_text(LEGAL_40 + "1 House Card\n", "utf-8")
    result = invoke("decks/mallory/deck.txt", "--format", "mage-noir/tournament",
                    "--date", "2025-11-04", "--report", "text")
    assert (result.exit_code, result.stderr) == (0, "")
    assert "cards ../cards.csv: adds card House Card" in result.stdout.splitlines()[0]


@pytest.mark.parametrize("style", REPORT_STYLES)
def test_every_report_style_shows_the_config_and_its_changes(submissions: Path,
                                                             style: str) -> None:
    """Even quiet, where the legal deck itself is not listed, a config that turned a
    rule off is shown."""
    result = invoke("decks", "--report", style, "--quiet", "--format", "mage-noir/tournament")
    assert result.exit_code == 0
    shown = {
        "text": f"decks/mallory/deck.txt: config decks/mallory/.cardtools.yaml: {OFF}\n",
        "github": ("::warning file=decks/mallory/deck.txt,line=1,title=cardtools config::config "
                   f"decks/mallory/.cardtools.yaml: {OFF}\n"),
        "gitlab": f'"description": "config decks/mallory/.cardtools.yaml: {OFF}",',
        "junit": f'<property name="cardtools.config.change" value="{OFF}" />',
        "html": f'<p class="config-weakens">config decks/mallory/.cardtools.yaml: {OFF}</p>',
        "rich": f"  config decks/mallory/.cardtools.yaml: {OFF}\n",
        "json": f'"changes": [{{"setting": "rules.banned", "value": "off", "message": '
                f'"{OFF}"}}]',
        "sarif": f'"text": "config decks/mallory/.cardtools.yaml: {OFF}"',
        "csv": f',"config decks/mallory/.cardtools.yaml: {OFF}",',
        "sheet": f'<p class="verdict">config decks/mallory/.cardtools.yaml: {OFF}</p>',
    }[style]
    assert shown in result.stdout


@pytest.mark.parametrize("style", ["text", "csv", "html", "sheet", "rich"])
def test_a_deck_legal_by_a_weakening_config_says_so_in_the_deck_table(submissions: Path,
                                                                       style: str) -> None:
    """The deck tables (and verdict lines) of the human reports do not show a deck
    judged legal under a config that turned a rule off plainly as legal, and the run's
    summary counts it; the status and the exit code stay."""
    (submissions / "decks" / "bob.txt").write_text(LEGAL_40, "utf-8")
    result = invoke("decks", "--report", style, "--format", "mage-noir/tournament",
                    "--date", "2025-11-04")
    assert result.exit_code == 0
    shown = {
        "text": ["2 files: 2 legal (1 under config decks/mallory/.cardtools.yaml that weakened "
                 "the checks), 0 illegal, 0 not judged"],
        "csv": [',"mage-noir/tournament","legal (config turned banned off)","0","0",',
                ',"mage-noir/tournament","legal","0","0",'],
        "html": ['<td class="legal" data-sort="2">legal (config turned banned off)</td>',
                 '<td class="legal" data-sort="2">legal</td>',
                 '<div class="box" id="count-weakened"><b>1</b>legal under config '
                 "decks/mallory/.cardtools.yaml that weakened the checks</div>"],
        "sheet": ['<p class="verdict">cardtools: legal (config turned banned off) as of '
                  '2025-11-04 (card data 2025), 0 errors',
                  '<p class="verdict">cardtools: legal as of 2025-11-04 (card data 2025), '
                  '0 errors'],
        "rich": ["Decks to look at", "legal (config turned banned off)",
                 "Legal by weakened checks",
                 "1 legal under config decks/mallory/.cardtools.yaml that weakened the checks"],
    }[style]
    for text in shown:
        assert text in result.stdout, text
    if style == "csv":
        assert '"decks/bob.txt","","","mage-noir/tournament","legal","0","0",' in result.stdout
    json_report = json.loads(invoke("decks", "--report", "json", "--format",
                                    "mage-noir/tournament").stdout)
    assert [r["status"] for r in json_report["results"]] == ["legal", "legal"]


def test_the_json_report_with_configs_and_skipped_files_follows_its_schema(
        submissions: Path) -> None:
    (submissions / "outside.txt").write_text(LEGAL_40, "utf-8")
    (submissions / "decks" / "link").symlink_to(submissions / "outside.txt")
    result = invoke("decks", "--report", "json")
    report = json.loads(result.stdout)
    schema = json.loads((ROOT / "cardtools" / "schemas" / "report.schema.json").read_text())
    jsonschema.validate(report, schema)
    assert report["skipped"] == [{"path": "decks/link", "reason": "a symbolic link to "
                                  "outside the folder checked; not followed"}]


@pytest.mark.parametrize(("rules", "strict", "weakens"), [
    ("{data-age: off}", False, False), ("{data-age: warning}", False, False),
    ("{data-age: off}", True, False), ("{duplicate-deck: off}", True, False),
    ("{look-alike: off}", False, False), ("{look-alike: info}", False, False),
    ("{look-alike: off}", True, True), ("{look-alike: info}", True, True),
    ("{banned: warning}", False, True), ("{banned: warning}", True, False),
    ("{banned: info}", False, True), ("{banned: info}", True, True),
])
def test_only_turning_down_what_could_fail_a_deck_weakens(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rules: str, strict: bool,
        weakens: bool) -> None:
    """An info rule decides no verdict, even with --strict, and a warning rule only
    with it: turning such a rule off or down hides a note or a warning, so a quiet
    report of a legal deck stays silent. An error lowered to a warning still fails a
    deck under --strict."""
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text(f"rules: {rules}\n", "utf-8")
    (tmp_path / "deck.txt").write_text(LEGAL_40, "utf-8")
    monkeypatch.chdir(tmp_path)
    # judged within the data: no data-age note, which {data-age: warning} would show
    result = invoke("deck.txt", "--report", "text", "--quiet", "--format",
                    "mage-noir/tournament", "--date", "2025-11-04",
                    *(["--strict"] if strict else []))
    assert result.exit_code == 0
    lines = result.stdout.splitlines()[:-1]  # the summary line dropped
    assert [line.startswith("deck.txt: config .cardtools.yaml: rule ") for line in lines] == (
        [True] if weakens else [])


@pytest.mark.parametrize("style", ["text", "csv", "gitlab", "junit", "sarif", "html", "rich"])
def test_a_config_that_changed_nothing_is_not_said_on_every_deck(
        submissions: Path, style: str) -> None:
    """A ``.cardtools.yaml`` that sets nothing but the defaults has nothing to say on each
    deck of a report a person or a CI service reads; the JSON report still lists it."""
    (submissions / "decks" / "mallory" / ".cardtools.yaml").write_text("rules: {}\n", "utf-8")
    (submissions / "decks" / "mallory" / "deck.txt").write_text(LEGAL_40, "utf-8")
    shown = invoke("decks", "--format", "mage-noir/tournament", "--report", style)
    assert shown.exit_code == 0 and "mallory/.cardtools.yaml" not in shown.stdout
    listed = invoke("decks", "--format", "mage-noir/tournament", "--report", "json")
    assert json.loads(listed.stdout)["results"][0]["config"] == {
        "files": ["decks/mallory/.cardtools.yaml"], "changes": []}


def test_a_formats_dir_that_only_adds_a_format_weakens_only_the_decks_judged_by_it(
        submissions: Path) -> None:
    """A project's formats folder adding ``mage-noir/league`` marked every deck, of any
    format, "legal under a config that weakened the checks" (and a CI warning each): it
    changes nothing for a deck of a bundled format; a deck judged by the format it adds
    is marked, the config defining its rules."""
    player = submissions / "decks" / "mallory"
    (player / ".cardtools.yaml").write_text("formats_dir: fmt\n", "utf-8")
    (player / "fmt" / "mage-noir").mkdir(parents=True)
    (player / "fmt" / "mage-noir" / "league.yaml").write_text(
        "name: League\ngame: mage-noir\nextends: mage-noir/tournament\n", "utf-8")
    (player / "deck.txt").write_text("Format: mage-noir/tournament\n" + LEGAL_40, "utf-8")
    (player / "league.txt").write_text("Format: mage-noir/league\n" + LEGAL_40, "utf-8")
    result = invoke("decks/mallory/deck.txt", "decks/mallory/league.txt", "--report", "csv",
                    "--date", "2025-11-04")
    assert result.exit_code == 0
    rows = [line.split('","') for line in result.stdout.splitlines()[1:]]
    assert [(row[0].lstrip('"'), row[3], row[4], row[10].rstrip('"')) for row in rows] == [
        ("decks/mallory/deck.txt", "mage-noir/tournament", "legal",
         "config decks/mallory/.cardtools.yaml: formats_dir fmt: adds mage-noir/league"),
        ("decks/mallory/league.txt", "mage-noir/league", "legal (config formats_dir fmt)",
         "config decks/mallory/.cardtools.yaml: formats_dir fmt: adds mage-noir/league")]


@pytest.mark.parametrize(("style", "said"), [
    ("text", "2 files: 2 legal (2 under the command line's --select/--ignore that weakened "
             "the checks), 0 illegal"),
    ("html", "<b>2</b>legal under the command line&#x27;s --select/--ignore that weakened "
             "the checks</div>"),
    ("rich", "2 legal under the command line's --select/--ignore that weakened the checks"),
    ("github", "2 files: 2 legal (2 under the command line's --select/--ignore that "
               "weakened the checks)"),
])
def test_rules_the_command_line_turned_off_are_not_called_a_config(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, style: str, said: str) -> None:
    """``--ignore banned`` with no config file: the summaries said "under a config that
    weakened the checks"; they name what did (the command line, or the config by its
    path)."""
    (tmp_path / ".git").mkdir()
    for name in ("alice.txt", "bob.txt"):  # the rich report's summary counts two decks
        (tmp_path / name).write_text(BANNED, "utf-8")
    monkeypatch.chdir(tmp_path)
    result = invoke("alice.txt", "bob.txt", "--format", "mage-noir/tournament", "--ignore",
                    "banned", "--report", style)
    assert result.exit_code == 0
    assert said in result.stdout
    assert "under a config" not in result.stdout


def test_the_configs_that_weakened_the_checks_are_named_in_the_summary(
        submissions: Path) -> None:
    """Two players' configs turning rules off: the summary names both configs."""
    other = submissions / "decks" / "trent"
    other.mkdir()
    (other / ".cardtools.yaml").write_text(PLAYER_CONFIG, "utf-8")
    (other / "deck.txt").write_text(BANNED, "utf-8")
    result = invoke("decks", "--format", "mage-noir/tournament", "--report", "text")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1].startswith(
        "2 files: 2 legal (2 under configs decks/mallory/.cardtools.yaml and "
        "decks/trent/.cardtools.yaml that weakened the checks), 0 illegal")


#: The legal Modern example with 4 Ponder (banned in Modern) for four basic lands.
PONDER_MODERN = "\n".join(
    "4 Ponder" if line == "1 Island" else line
    for line in (ROOT / "cards" / "mtg" / "examples" / "legal.txt").read_text("utf-8").splitlines()
    if line not in ("1 Swamp", "1 Plains", "1 Hedge Maze")) + "\n"
#: A variant of Modern a player's formats folder adds, unbanning Ponder.
CASUAL = """name: Casual
variant: true
applies_to: [modern]
lists:
  - date: "2020-01-01"
    unbanned: ["Ponder"]
    source: {document: x}
copy_limit: {default: 10}
"""


@pytest.mark.parametrize(("named_by", "config", "args"), [
    ("Format: mtg/modern+casual", "formats_dir: fmt\n", ()),
    ("Format: mtg/modern+mtg/casual", "formats_dir: fmt\n", ()),
    ("", "formats_dir: fmt\nformat: mtg/modern+casual\n", ()),
    ("", "formats_dir: fmt\n", ("--format", "mtg/modern+casual")),
])
def test_a_variant_a_formats_dir_adds_weakens_the_decks_judged_with_it(
        submissions: Path, named_by: str, config: str, args: tuple[str, ...]) -> None:
    """A player's formats folder adding a variant of a bundled format (``mtg/casual``,
    unbanning Ponder) judged a deck of ``mtg/modern+casual`` plainly legal, unmarked:
    only a whole format the folder added marked the deck. Named by the list's
    ``Format:`` line, the config's ``format:`` or ``--format``, the verdict is the
    config's, in every report."""
    (submissions / ".cardtools.yaml").write_text("format: mtg/modern\n", "utf-8")
    player = submissions / "decks" / "bob"
    (player / "fmt" / "mtg").mkdir(parents=True)
    (player / "fmt" / "mtg" / "casual.yaml").write_text(CASUAL, "utf-8")
    (player / ".cardtools.yaml").write_text(config, "utf-8")
    deck = PONDER_MODERN.replace("Format: mtg/modern\n", f"{named_by}\n" if named_by else "")
    (player / "deck.txt").write_text(deck, "utf-8")
    text = invoke("decks/bob/deck.txt", *args, "--date", "2026-08-22")
    assert text.exit_code == 0, text.stdout
    assert "formats_dir fmt: adds mtg/casual" in text.stdout.splitlines()[0]
    assert text.stdout.splitlines()[-1].startswith(
        "1 file: 1 legal (1 under config decks/bob/.cardtools.yaml that weakened the checks)")
    csv = invoke("decks/bob/deck.txt", *args, "--date", "2026-08-22", "--report", "csv")
    # judged by another format than the organizer's mtg/modern, which the player's
    # config hides, unless --format names it
    assert ('"mtg/modern+casual","legal (config formats_dir fmt' + (
        ')"' if args else ', hides .cardtools.yaml)"')) in csv.stdout
    report = json.loads(invoke("decks/bob/deck.txt", *args, "--date", "2026-08-22",
                               "--report", "json").stdout)
    assert report["results"][0]["status"] == "legal"  # the machine reports' status stays
    assert "formats_dir fmt: adds mtg/casual" in [
        change["message"] for change in report["results"][0]["config"]["changes"]]


def test_without_the_variant_the_same_deck_is_unmarked_or_illegal(submissions: Path) -> None:
    """The folder adding ``mtg/casual`` leaves a deck of plain ``mtg/modern`` unmarked:
    Ponder is banned there, as before."""
    player = submissions / "decks" / "bob"
    (player / "fmt" / "mtg").mkdir(parents=True)
    (player / "fmt" / "mtg" / "casual.yaml").write_text(CASUAL, "utf-8")
    (player / ".cardtools.yaml").write_text("formats_dir: fmt\n", "utf-8")
    (player / "deck.txt").write_text(PONDER_MODERN, "utf-8")
    result = invoke("decks/bob/deck.txt", "--date", "2026-08-22", "--report", "csv")
    assert result.exit_code == 1
    assert '"mtg/modern","illegal"' in result.stdout


#: Made-up MageTCG cards: a Common Mage, a Rare and 15 Commons.
MAGETCG_CARDS = "name,type,rarity\nIconic Hedge Witch,Character,Common\n" + (
    "Moonlit Aegis,Relic,Rare\n") + "".join(
    f"Filler Common {number:03},Spell,Common\n" for number in range(1, 16))
#: An Ascension deck of 59 cards, 2 of them the Rare Moonlit Aegis (line 5).
MAGETCG_DECK = "Mage\n1 Iconic Hedge Witch\nDeck\n2 Moonlit Aegis\n1 Filler Common 015\n" + (
    "".join(f"4 Filler Common {number:03}\n" for number in range(1, 15)))
#: A variant of Ascension allowing Rare cards too.
HEROIC = """name: {name}
variant: true
applies_to: [ascension]
allowed_rarities:
  rarities: [Common, Uncommon, Rare]
  zones: [main]
"""


@pytest.fixture
def magetcg_player(submissions: Path) -> Path:
    """The player's folder of ``submissions`` holding the MageTCG deck and a config
    naming the formats folder ``fmt`` (empty); the cards in ``cards.csv`` above."""
    (submissions / "cards.csv").write_text(MAGETCG_CARDS, "utf-8")
    player = submissions / "decks" / "mallory"
    (player / ".cardtools.yaml").write_text("formats_dir: fmt\n", "utf-8")
    (player / "fmt" / "magetcg").mkdir(parents=True)
    return player


def test_a_magetcg_variant_a_formats_dir_adds_weakens_the_deck(magetcg_player: Path) -> None:
    """``magetcg/ascension+heroic2``, a variant the player's folder adds allowing Rare:
    the deck with 2 Rare was plainly legal; it is legal under the config."""
    (magetcg_player / "fmt" / "magetcg" / "heroic2.yaml").write_text(
        HEROIC.format(name="Heroic2"), "utf-8")
    (magetcg_player / "deck.txt").write_text(
        "Format: magetcg/ascension+heroic2\n" + MAGETCG_DECK, "utf-8")
    result = invoke("decks/mallory/deck.txt", "--cards", "cards.csv", "--report", "csv")
    assert result.exit_code == 0
    assert ('"magetcg/ascension+heroic2","legal (config formats_dir fmt)"'
            in result.stdout)


def test_a_variant_the_run_judges_by_its_own_file_is_held_unused(magetcg_player: Path) -> None:
    """A player's folder holding its own ``magetcg/heroic`` under ``--format
    magetcg/ascension+heroic``, judged by the bundled Heroic: the report said the folder
    "replaces magetcg/heroic" (and marked a legal deck as the config's); it holds it,
    unused, as it says of a format."""
    (magetcg_player / "fmt" / "magetcg" / "heroic.yaml").write_text(
        HEROIC.format(name="Heroic"), "utf-8")
    (magetcg_player / "deck.txt").write_text(MAGETCG_DECK, "utf-8")
    unused = ("decks/mallory/deck.txt: config decks/mallory/.cardtools.yaml: formats_dir "
              "fmt: holds magetcg/heroic, unused: --format judges by the run's own formats")
    rare = invoke("decks/mallory/deck.txt", "--cards", "cards.csv", "--format",
                  "magetcg/ascension+heroic")
    assert rare.exit_code == 1  # the bundled Heroic allows no Rare
    assert rare.stdout.splitlines()[:2] == [unused, (
        "decks/mallory/deck.txt:4: error [rarity-not-allowed] Moonlit Aegis is Rare; "
        "Ascension + Heroic allows only Common or Uncommon cards (replace Moonlit Aegis)")]
    (magetcg_player / "deck.txt").write_text(
        MAGETCG_DECK.replace("2 Moonlit Aegis\n", "2 Filler Common 015\n"), "utf-8")
    common = invoke("decks/mallory/deck.txt", "--cards", "cards.csv", "--format",
                    "magetcg/ascension+heroic")
    assert common.exit_code == 0
    assert common.stdout.splitlines()[0] == unused
    assert common.stdout.splitlines()[-1].startswith("1 file: 1 legal, 0 illegal")


@pytest.mark.parametrize(("format_id", "files"), [
    ("mtg/modern", ("mtg/modern",)),
    ("magetcg/ascension+heroic", ("magetcg/ascension", "magetcg/heroic")),
    ("magetcg/ascension+heroic+speakeasy",
     ("magetcg/ascension", "magetcg/heroic", "magetcg/speakeasy")),
    ("mtg/modern+mtg/casual", ("mtg/modern", "mtg/casual")),
])
def test_the_format_files_a_format_is_built_from(format_id: str,
                                                 files: tuple[str, ...]) -> None:
    assert format_file_ids(format_id) == files


def test_a_config_judging_a_format_built_from_a_file_it_adds_weakens() -> None:
    """``AppliedConfig.judging``: a folder adding ``mtg/casual`` weakens the checks of a
    deck judged by a format built from it (a base or a variant), not of any other."""
    added = ConfigChange("formats_dir", "fmt", "formats_dir fmt: adds mtg/casual",
                         weakens=False, adds=frozenset({"mtg/casual"}))
    config = AppliedConfig(("c.yaml",), (added,))
    assert config.judging(("mtg/modern",)) is config and not config.weakens()
    assert config.judging(("mtg/modern", "mtg/casual")).weakens()
    assert config.judging(("mtg/casual",)).weakens()


@pytest.mark.parametrize("style", ["text", "github", "rich", "csv"])
def test_quiet_leaves_out_a_config_that_only_gave_the_format(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, style: str) -> None:
    """A repository's config naming the format (``format: mage-noir/tournament``) was
    said on every deck shown, even ``--quiet`` (the pre-commit hook): ``config
    .cardtools.yaml: format ... (the decklist and the command line name none)``. Quiet,
    it is left out (it weakened nothing, explains no finding), the deck's errors kept;
    a config that also weakened a check, or raised one, is still said; not quiet, it
    is said."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "deck.txt").write_text(BANNED, "utf-8")
    monkeypatch.chdir(tmp_path)
    said = "config .cardtools.yaml: format mage-noir/tournament"
    for config, shown in (("", False), ("rules: {copy-limit: warning}\n", True),
                          ("rules: {no-player: error}\n", True)):
        Path(".cardtools.yaml").write_text(f"format: mage-noir/tournament\n{config}", "utf-8")
        result = invoke("decks", "--quiet", "--report", style, "--date", "2025-11-04")
        assert result.exit_code == 1
        assert (said in result.stdout, "Crimson Ritual" in result.stdout) == (shown, True)
    Path(".cardtools.yaml").write_text("format: mage-noir/tournament\n", "utf-8")
    result = invoke("decks", "--report", style, "--date", "2025-11-04")
    assert said in result.stdout


def _two_modern_folders(root: Path) -> None:
    """Folders ``a`` and ``b`` of ``root``, each defining ``mtg/modern`` (``a``: 60
    cards at least, ``b``: 80)."""
    for folder, least in (("a", 60), ("b", 80)):
        (root / folder / "mtg").mkdir(parents=True)
        (root / folder / "mtg" / "modern.yaml").write_text(
            f"name: Modern {folder.upper()}\nextends: constructed\n"
            f"zones: {{main: {{min: {least}}}}}\n", "utf-8")


CLASH = ("cardtools: warning: format mtg/modern is defined in more than one formats "
         "folder: a/mtg/modern.yaml and b/mtg/modern.yaml; the last folder given wins: "
         "b/mtg/modern.yaml is used, the other not read (the config's formats_dir folders "
         "come first, then --formats-dir's, each in the order given)")


def test_two_formats_folders_defining_one_format_say_which_wins(
        bolt_run: Path) -> None:
    """Two ``--formats-dir`` folders defining ``mtg/modern`` chose the last unsaid, and
    each was said to replace Modern. The last folder given wins, said once a run naming
    both files, the same in ``check``, ``formats show`` and ``legality``; the earlier
    folder's file is said unused."""
    _two_modern_folders(bolt_run)
    (bolt_run / "deck.txt").write_text("Deck\n60 Mountain\n", "utf-8")
    dirs = ("--formats-dir", "a", "--formats-dir", "b")
    result = invoke("deck.txt", "--format", "mtg/modern", "--isolated", *dirs)
    assert (result.exit_code, result.stderr.splitlines()) == (1, [CLASH])
    assert result.stdout.splitlines()[:2] == [
        "deck.txt: command line: --formats-dir b replaces mtg/modern",
        "deck.txt:1: error [zone-size] Main deck: 60 cards; at least 80 (add 20 cards to "
        "the main deck)"]
    shown = CliRunner().invoke(app, ["formats", "show", "mtg/modern", "--isolated", *dirs])
    assert (shown.stderr.splitlines(), shown.stdout.splitlines()[0]) == (
        [CLASH], "mtg/modern: Modern B")
    (bolt_run / ".cardtools.yaml").write_text("formats_dir: [a, b]\n", "utf-8")
    table = CliRunner().invoke(app, ["legality", "deck.txt", "--game", "mtg"])
    assert table.stderr.splitlines() == [CLASH]
    assert ("config .cardtools.yaml: formats_dir a: holds mtg/modern, unused: "
            "b/mtg/modern.yaml of a later formats folder wins; formats_dir b: replaces "
            "mtg/modern") in table.stdout.splitlines()
