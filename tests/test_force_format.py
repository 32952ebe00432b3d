"""A config's ``force_format: true``: the formats an organizer's config maps to folders
bind the decklists there, winning over each list's own ``Format:`` line, in one run of a
mixed-game folder; a player's config beside a deck cannot escape it; ``--format`` and
``--isolated`` still win."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from typer.testing import CliRunner, Result

from cardtools.cli import app

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "cards"
MODERN = (EXAMPLES / "mtg" / "examples" / "legal.txt").read_text("utf-8")
#: The legal Modern list, naming Legacy and playing The One Ring (banned in Modern, not in
#: Legacy on the day) on line 19 for an Island.
LEGACY = (MODERN.replace("Format: mtg/modern", "Format: Legacy")
          .replace("Example Player", "Bob").replace("1 Island\n", "1 The One Ring\n"))
ORGANIZER = ('formats:\n  "submissions/modern/**": mtg/modern\n'
             '  "submissions/magenoir/**": mage-noir/tournament\nforce_format: true\n')
RING = ("banned", 19, "The One Ring is banned in Modern (since 2024-12-16)")
BOUND_NOTE = ("reading", 3, "the decklist names the format 'Legacy'; judged as mtg/modern "
              "(the config organizer.yaml, whose force_format binds it)")
BOUND_CHANGE = {"setting": "force_format", "value": "mtg/modern",
                "message": "force_format: judged as mtg/modern, not as the decklist's Format: "
                           "line 'Legacy'"}


@pytest.fixture
def event(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An event's folder: the organizer's ``organizer.yaml`` (``ORGANIZER``) and the
    submissions of a Modern and a Mage Noir event: Alice's legal Modern list, Bob's list
    naming Legacy, Carol's legal Mage Noir list and Dave's Modern list sent to the Mage
    Noir event."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "organizer.yaml").write_text(ORGANIZER, "utf-8")
    for path, text in (("modern/alice/deck.txt", MODERN), ("modern/bob/deck.txt", LEGACY),
                       ("magenoir/carol.txt", (EXAMPLES / "mage-noir" / "examples"
                                               / "legal.txt").read_text("utf-8")
                        .replace("Example Player", "Carol")),
                       ("magenoir/dave.txt", MODERN.replace("Example Player", "Dave"))):
        deck = tmp_path / "submissions" / path
        deck.parent.mkdir(parents=True, exist_ok=True)
        deck.write_text(text, "utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(*args: str) -> Result:
    """``cardtools check submissions`` as of 2026-07-27 with ``args``, run in process;
    fails the test when it raised anything but its exit."""
    result = CliRunner().invoke(app, ["check", "submissions", "--date", "2026-07-27", *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        repr(result.exception))
    return result


def decks(*args: str) -> dict[str, dict[str, Any]]:
    """Each deck's JSON result of a run (``args``), by its path."""
    report = json.loads(check("--report", "json", *args).stdout)
    return {result["path"]: result for result in report["results"]}


def findings(deck: dict[str, Any]) -> list[tuple[str, int | None, str]]:
    """A deck's findings but the run's data-age notes."""
    return [(v["rule"], v["line"], v["message"]) for v in deck["violations"]
            if v["rule"] != "data-age"]


def test_a_mixed_folder_is_judged_by_the_bound_formats_in_one_run(event: Path) -> None:
    """Bob's ``Format: Legacy`` was judged as Legacy at the Modern event (the list's line
    wins over a config), and Dave's Modern list as Modern in the Mage Noir folder; each
    is now judged by its folder's format, the note naming both formats."""
    result = check("--config", "organizer.yaml", "--report", "json")
    assert result.exit_code == 2  # Dave's list is not judged
    report = json.loads(result.stdout)
    jsonschema.validate(report, json.loads(
        (ROOT / "cardtools" / "schemas" / "report.schema.json").read_text("utf-8")))
    found = {deck["path"]: deck for deck in report["results"]}
    assert {path: (deck["format"], deck["status"]) for path, deck in found.items()} == {
        "submissions/magenoir/carol.txt": ("mage-noir/tournament", "legal"),
        "submissions/magenoir/dave.txt": (None, "error"),
        "submissions/modern/alice/deck.txt": ("mtg/modern", "legal"),
        "submissions/modern/bob/deck.txt": ("mtg/modern", "illegal")}
    bob = found["submissions/modern/bob/deck.txt"]
    assert findings(bob) == [BOUND_NOTE, RING]
    assert bob["config"]["changes"] == [
        {"setting": "format", "value": "mtg/modern",
         "message": "format mtg/modern (force_format: it wins over the decklist's Format: "
                    "line)"}, BOUND_CHANGE]
    assert findings(found["submissions/magenoir/dave.txt"]) == [
        ("unknown-format", 3, "the decklist names the format 'mtg/modern', an mtg format; "
         "the format of the project config mage-noir/tournament judges mage-noir decks")]
    assert findings(found["submissions/modern/alice/deck.txt"]) == []


def test_the_summary_counts_the_lists_the_bound_format_judged(event: Path) -> None:
    """The head judge's summary says how many lists named another format than the one
    that judged them, in the text line and the html page alike."""
    text = check("--config", "organizer.yaml").stdout.splitlines()[-1]
    assert text.startswith("4 files: 2 legal, 1 illegal, 1 not judged (1 judged by the "
                           "format force_format binds, not by their Format: line's; ")
    check("--config", "organizer.yaml", "--report", "html", "--report-file", "r.html")
    assert ('<div class="box" id="count-bound-format"><b>1</b>judged by the format '
            "force_format binds, not by their Format: line&#x27;s</div>"
            in (event / "r.html").read_text("utf-8"))
    rich = CliRunner().invoke(app, ["check", "submissions", "--config", "organizer.yaml",
                                    "--report", "rich"], env={"COLUMNS": "200"}).stdout
    assert "1 judged by the format force_format binds, not by their Format: line's\n" in rich


def test_without_force_format_the_decklists_line_wins(event: Path) -> None:
    """``force_format`` left out (or false): each list's ``Format:`` line wins, as before."""
    (event / "organizer.yaml").write_text(ORGANIZER.replace("true", "false"), "utf-8")
    found = decks("--config", "organizer.yaml")
    assert {path: deck["format"] for path, deck in found.items()} == {
        "submissions/magenoir/carol.txt": "mage-noir/tournament",
        "submissions/magenoir/dave.txt": "mtg/modern",
        "submissions/modern/alice/deck.txt": "mtg/modern",
        "submissions/modern/bob/deck.txt": "mtg/legacy"}
    assert all(change["setting"] != "force_format" for deck in found.values()
               for change in (deck.get("config") or {}).get("changes", []))


def test_a_players_config_cannot_escape_the_bound_format(event: Path) -> None:
    """The organizer's config found upward binds Modern; Bob's own config beside his deck
    names Legacy, binds it too and brings a formats folder whose ``mtg/modern.yaml`` is
    Legacy: his list is still judged by the bundled Modern, The One Ring banned."""
    (event / "organizer.yaml").rename(event / ".cardtools.yaml")
    bob = event / "submissions" / "modern" / "bob"
    (bob / "fm" / "mtg").mkdir(parents=True)
    (bob / "fm" / "mtg" / "modern.yaml").write_text("extends: legacy\nname: Modern\n", "utf-8")
    (bob / ".cardtools.yaml").write_text(
        "format: mtg/legacy\nforce_format: true\nformats_dir: fm\n", "utf-8")
    deck = decks()["submissions/modern/bob/deck.txt"]
    assert (deck["format"], deck["status"]) == ("mtg/modern", "illegal")
    assert findings(deck) == [(BOUND_NOTE[0], BOUND_NOTE[1], BOUND_NOTE[2].replace(
        "organizer.yaml", ".cardtools.yaml")), RING]
    assert deck["config"] == {"files": ["submissions/modern/bob/.cardtools.yaml"], "changes": [
        {"setting": "format", "value": "mtg/modern",
         "message": "format mtg/modern (the format the config .cardtools.yaml binds with "
                    "force_format, over this config and the decklist's Format: line)"},
        {"setting": "formats_dir", "value": "fm",
         "message": "formats_dir fm: holds mtg/modern, unused: force_format judges by the "
                    "run's own formats"},
        BOUND_CHANGE]}


def test_a_players_unused_format_file_names_the_binding_configs_formats(event: Path) -> None:
    """The organizer's config binding Modern has a formats folder of its own: the bound
    format is looked up there and in the run's, which the note on Bob's unused
    ``mtg/modern.yaml`` says (not "the run's own formats" alone)."""
    (event / "house").mkdir()
    (event / ".cardtools.yaml").write_text(ORGANIZER + "formats_dir: house\n", "utf-8")
    bob = event / "submissions" / "modern" / "bob"
    (bob / "fm" / "mtg").mkdir(parents=True)
    (bob / "fm" / "mtg" / "modern.yaml").write_text("extends: legacy\nname: Modern\n", "utf-8")
    (bob / ".cardtools.yaml").write_text("formats_dir: fm\n", "utf-8")
    deck = decks()["submissions/modern/bob/deck.txt"]
    assert (deck["format"], deck["status"]) == ("mtg/modern", "illegal")
    assert [change["message"] for change in deck["config"]["changes"]
            if change["setting"] == "formats_dir"] == [
        "formats_dir fm: holds mtg/modern, unused: force_format judges by the formats of the "
        "config .cardtools.yaml and the run's"]


@pytest.mark.parametrize(("option", "judged"), [(("--format", "mtg/legacy"), "mtg/legacy"),
                                                (("--isolated",), "mtg/legacy")])
def test_the_command_line_still_wins(event: Path, option: tuple[str, ...],
                                     judged: str) -> None:
    """``--format`` names the run's format over any config; ``--isolated`` reads no
    config, so no format binds and Bob's line names his."""
    (event / "organizer.yaml").rename(event / ".cardtools.yaml")
    deck = decks(*option)["submissions/modern/bob/deck.txt"]
    assert deck["format"] == judged
    assert all(change["setting"] != "force_format"
               for change in (deck.get("config") or {}).get("changes", []))


@pytest.mark.parametrize("value", ["1", '"true"', "[true]"])
def test_force_format_takes_a_boolean(event: Path, value: str) -> None:
    """A value other than true or false is the config's error, the run stopped."""
    (event / "organizer.yaml").write_text(f"format: mtg/modern\nforce_format: {value}\n")
    result = check("--config", "organizer.yaml")
    assert result.exit_code == 2
    assert "organizer.yaml:2: $.force_format: " in result.stderr


def test_a_players_own_report_says_the_bound_format_is_this_events(event: Path) -> None:
    """Bob's own report (``--per-deck-reports``) keeps the note on his ``Format:
    Legacy`` line, worded as this event's format without the organizer's config, so The
    One Ring banned in Modern under a list naming Legacy has its reason; Dave's list of
    another game in the Mage Noir folder is said so too, with a fix he can make."""
    result = check("--config", "organizer.yaml", "--per-deck-reports", "out")
    assert result.exit_code == 2
    bob = (event / "out" / "modern" / "bob" / "deck.txt").read_text("utf-8").splitlines()
    assert [line for line in bob if " info " in line or " error " in line] == [
        "submissions/modern/bob/deck.txt:3: info [reading] the decklist names the format "
        "'Legacy'; judged as mtg/modern, this event's format",
        "submissions/modern/bob/deck.txt:19: error [banned] The One Ring is banned in Modern "
        "(since 2024-12-16) (remove it)"]
    dave = (event / "out" / "magenoir" / "dave.txt").read_text("utf-8").splitlines()
    assert [line for line in dave if " error " in line] == [
        "submissions/magenoir/dave.txt:3: error [unknown-format] the decklist names the "
        "format 'mtg/modern', an mtg format; this event's format, mage-noir/tournament, "
        "judges mage-noir decks (if it is not your list for this event, send the organizer "
        "the right one)"]


#: The broken configs a player may leave between their own config and the organizer's:
#: (how to make it at a path, its problem as said).
BROKEN_CONFIGS = {
    "bad-key": (lambda path: path.write_text("fromat: 1\n", "utf-8"),
                ":1: $.fromat: unknown key 'fromat' (did you mean format?); a config has "
                "format, formats, force_format, cards, formats_dir, exclude, rules"),
    "folder": (lambda path: path.mkdir(),
               ": cannot read the config: a folder, not a regular file"),
    "dangling-link": (lambda path: path.symlink_to("nowhere.yaml"),
                      ": cannot read the config: No such file or directory"),
}


def broken_between(event: Path, broken: str, nearest: str) -> Path:
    """Bob's list naming Legacy moved to ``bob/deck/``, beside a config holding
    ``nearest``, under a ``bob/.cardtools.yaml`` broken as ``BROKEN_CONFIGS[broken]``
    says, under the organizer's config binding Modern; Bob's broken config's path."""
    (event / "organizer.yaml").rename(event / ".cardtools.yaml")
    bob = event / "submissions" / "modern" / "bob"
    (bob / "deck").mkdir()
    (bob / "deck.txt").rename(bob / "deck" / "deck.txt")
    (bob / "deck" / ".cardtools.yaml").write_text(nearest, "utf-8")
    BROKEN_CONFIGS[broken][0](bob / ".cardtools.yaml")
    return bob / ".cardtools.yaml"


@pytest.mark.parametrize("nearest", ["", "format: mtg/legacy\n"])
@pytest.mark.parametrize("broken", sorted(BROKEN_CONFIGS))
def test_a_broken_config_between_never_cuts_the_binding_config_off(
        event: Path, broken: str, nearest: str) -> None:
    """A config that cannot be read between Bob's own (empty, or naming Legacy) and the
    organizer's binding Modern ended the search upward: Bob's Legacy list was judged
    legal as Legacy, the binding and the broken config unsaid. His list is not judged,
    naming the broken config; the other lists are judged as ever."""
    broken_between(event, broken, nearest)
    result = check("--report", "json")
    judged = {deck["path"]: deck for deck in json.loads(result.stdout)["results"]}
    bob = judged["submissions/modern/bob/deck/deck.txt"]
    said = "submissions/modern/bob/.cardtools.yaml" + BROKEN_CONFIGS[broken][1]
    assert (result.exit_code, bob["status"], findings(bob)) == (2, "error", [(
        "file-error", 1, "not judged: a project config above its own "
        f"(submissions/modern/bob/deck/.cardtools.yaml) cannot be used: {said}")])
    assert result.stderr.splitlines() == [
        f"cardtools: error: {said}",
        "cardtools: note: the decklists under submissions/modern/bob/.cardtools.yaml are not "
        "judged (file-error); the other decklists are"]
    assert judged["submissions/modern/alice/deck.txt"]["status"] == "legal"


def test_a_config_under_a_broken_one_leaves_out_no_file(event: Path) -> None:
    """Bob's config excluding his own list under a broken config: the list is not
    skipped (it passed the run unjudged) but an error, as under the broken one alone."""
    broken_between(event, "bad-key", 'exclude: ["*.txt"]\n')
    result = check("--report", "json")
    bob = {deck["path"]: deck for deck in json.loads(result.stdout)["results"]}[
        "submissions/modern/bob/deck/deck.txt"]
    assert (result.exit_code, bob["status"], [rule for rule, _, _ in findings(bob)]) == (
        2, "error", ["file-error"])


def test_a_command_about_one_list_under_a_broken_config_stops(event: Path) -> None:
    """``legality`` reads one list's config at once: a broken config above the nearest
    stops it naming that config, as a broken nearest config does."""
    broken_between(event, "folder", "")
    result = CliRunner().invoke(app, ["legality", "submissions/modern/bob/deck/deck.txt"])
    assert (result.exit_code, result.stderr) == (
        2, "cardtools: error: submissions/modern/bob/.cardtools.yaml: cannot read the config: "
           "a folder, not a regular file\n")
