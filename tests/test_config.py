"""The project config .cardtools.yaml: found upward, per-glob formats, cards, formats
folders and severities; command-line options win; bad configs are clear errors."""

from __future__ import annotations

import fnmatch
import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools import paths
from cardtools.cli import app

ROOT = Path(__file__).resolve().parent.parent
DECK40 = ROOT / "tests" / "fixtures" / "decks" / "mage-noir-40.txt"


def check(*args: str) -> tuple[int, dict]:  # type: ignore[type-arg]
    outcome = CliRunner().invoke(app, ["check", *args, "--report", "json"])
    return outcome.exit_code, json.loads(outcome.stdout) if outcome.stdout.startswith("{") else {}


def verdicts(report: dict) -> list[dict]:  # type: ignore[type-arg]
    """The first result's violations but the data-age note (a Mage Noir deck judged
    today is judged after its data: the note is no verdict)."""
    return [v for v in report["results"][0]["violations"] if v["rule"] != "data-age"]


def repo(tmp_path: Path, config: str) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text(config, "utf-8")
    decks = tmp_path / "decks" / "noir"
    decks.mkdir(parents=True)
    shutil.copy(DECK40, decks / "a.txt")
    return decks / "a.txt"


def test_format_from_config_found_upward(tmp_path: Path) -> None:
    deck = repo(tmp_path, "format: mage-noir/tournament\n")
    code, report = check(str(deck))
    assert code == 0
    assert report["results"][0]["format"] == "mage-noir/tournament"


def test_per_glob_formats_and_first_match_wins(tmp_path: Path) -> None:
    deck = repo(tmp_path, "formats:\n  'decks/noir/**': mage-noir/tournament\n"
                          "  'decks/**': no-such/format\n")
    code, report = check(str(deck))
    assert (code, report["results"][0]["status"]) == (0, "legal")


@pytest.mark.parametrize(("glob", "taken"), [
    ("decks/*.txt", False),   # a * never crosses a folder: decks/noir/a.txt is not taken
    ("decks/*", True),        # the folder decks/noir matched takes what it holds
    ("noir", True),           # a name without a / matches at any depth
    ("*.txt", True), ("a.txt", True), ("/a.txt", False), ("dec*", True),
])
def test_per_glob_formats_read_globs_as_exclude_does(tmp_path: Path, glob: str,
                                                     taken: bool) -> None:
    """A ``formats`` glob matches as an ``exclude`` glob (gitignore's way); its ``*``
    crossed folders (``decks/*.txt`` judged ``decks/noir/a.txt`` by its format)."""
    deck = repo(tmp_path, f"format: mage-noir/tournament\nformats:\n  '{glob}': "
                          "mtg/legacy\n")
    code, report = check(str(deck))
    result = report["results"][0]
    # a Mage Noir deck given Legacy by the glob is not judged, its game said
    assert (code, result["format"], result["status"], [
        v["message"] for v in result["violations"] if v["rule"] == "unknown-format"]) == ((
            2, None, "error", ["the decklist is a mage-noir list: its names are cards of "
                               "mage-noir (10 of 10), 0 of mtg alone; the format of the "
                               "project config mtg/legacy judges mtg decks"]) if taken else
        (0, "mage-noir/tournament", "legal", []))


def test_command_line_format_wins(tmp_path: Path) -> None:
    deck = repo(tmp_path, "format: no-such/format\n")
    assert check(str(deck), "--format", "mage-noir/tournament")[0] == 0
    assert check(str(deck))[0] == 2


def test_decklist_format_line_wins_over_config(tmp_path: Path) -> None:
    deck = repo(tmp_path, "format: no-such/format\n")
    deck.write_text("Format: mage-noir/tournament\n" + DECK40.read_text("utf-8"), "utf-8")
    assert check(str(deck))[0] == 0


def test_config_cards_are_read_beside_the_config(tmp_path: Path) -> None:
    """The config's ``cards`` file, relative to the config, adds cards (what its ``rules``
    severities do to a verdict is a rule case: unknown-card--mage-noir.yaml)."""
    deck = repo(tmp_path, "format: mage-noir/tournament\ncards: extra.csv\n")
    (tmp_path / "extra.csv").write_text("name,type\nTest Hound,Animal\n", "utf-8")
    deck.write_text(DECK40.read_text("utf-8") + "1 Test Hound\n", "utf-8")
    code, report = check(str(deck))
    assert verdicts(report) == []
    assert code == 0


def test_config_formats_dir(tmp_path: Path) -> None:
    deck = repo(tmp_path, "format: mage-noir/small\nformats_dir: myformats\n")
    folder = tmp_path / "myformats" / "mage-noir"
    folder.mkdir(parents=True)
    (folder / "small.yaml").write_text("name: Small\nextends: tournament\n"
                                       "zones: {main: {min: 50}}\n", "utf-8")
    code, report = check(str(deck))
    assert code == 1
    assert verdicts(report)[0]["limit"] == 50


@pytest.mark.parametrize(("organizer", "limit"), [(True, None), (False, 50)])
def test_a_formats_parent_is_never_taken_from_a_folder_ranking_below_it(
        tmp_path: Path, organizer: bool, limit: int | None) -> None:
    """The organizer's ``--formats-dir`` house format (extends tournament) won over a
    player's config folder's house, but its parent was the player's folder's own
    ``tournament`` (there: loosened; here made stricter, main of 50, to see it): a
    format's parent is resolved with the format's own precedence, the player's
    folder's parent only for the player's own format."""
    deck = repo(tmp_path, "format: mage-noir/house\nformats_dir: mine\n")
    for folder, text in (("mine", "name: Mine\nextends: tournament\n"),
                         ("org", "name: House\nextends: tournament\n")):
        (tmp_path / folder / "mage-noir").mkdir(parents=True)
        (tmp_path / folder / "mage-noir" / "house.yaml").write_text(text, "utf-8")
    bundled = (ROOT / "formats" / "mage-noir" / "tournament.yaml").read_text("utf-8")
    (tmp_path / "mine" / "mage-noir" / "tournament.yaml").write_text(
        bundled.replace("    min: 40\n", "    min: 50\n"), "utf-8")
    _code, report = check(str(deck), *(["--formats-dir", str(tmp_path / "org")]
                                       if organizer else []))
    assert [v.get("limit") for v in verdicts(report)] == ([limit] if limit else [])


def test_search_stops_at_the_repository_root(tmp_path: Path) -> None:
    (tmp_path / ".cardtools.yaml").write_text("format: mage-noir/tournament\n", "utf-8")
    inner = tmp_path / "repo"
    (inner / ".git").mkdir(parents=True)
    shutil.copy(DECK40, inner / "a.txt")
    code, report = check(str(inner / "a.txt"))
    assert code == 2
    assert report["results"][0]["violations"][0]["rule"] == "unknown-format"


def test_a_config_hiding_the_config_above_it_weakens_the_checks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The nearest config applies alone: a player's config beside a list (naming only
    the format) hid the organizer's config above it, its raised rule and its house
    format, the deck legal with no word of it. Now the hidden config is said, and the
    legal deck is one judged under a config that weakened the checks."""
    monkeypatch.chdir(tmp_path)
    house = tmp_path / "subs" / "house" / "mage-noir"
    house.mkdir(parents=True)
    (house / "small.yaml").write_text("name: Small\nextends: tournament\n"
                                      "zones: {main: {min: 50}}\n", "utf-8")
    (tmp_path / "subs" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\nformats_dir: house\n"
        "rules: {duplicate-player: error, ignored-section: warning}\n", "utf-8")
    for player_folder in ("alice", "bob"):
        (tmp_path / "subs" / player_folder).mkdir()
        (tmp_path / "subs" / player_folder / "deck.txt").write_text(
            "Player: Bob\n" + DECK40.read_text("utf-8"), "utf-8")
    (tmp_path / "subs" / "bob" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\n", "utf-8")
    code, report = check("subs")
    assert code == 1
    bob = report["results"][1]
    assert (bob["status"], bob["config"]["files"]) == ("legal", ["subs/bob/.cardtools.yaml"])
    assert bob["config"]["changes"][1:] == [{
        "setting": "hides", "value": "subs/.cardtools.yaml",
        "message": "hides the config subs/.cardtools.yaml above it: its rule "
                   "duplicate-player (error), formats_dir house not applied (the nearest "
                   "config applies alone)"}]
    outcome = CliRunner().invoke(app, ["check", "subs", "--report", "csv"])
    assert '"subs/bob/deck.txt","Bob","","mage-noir/tournament","legal (config hides ' \
        'subs/.cardtools.yaml)"' in outcome.stdout
    # a second config of the player's between the two hides nothing more
    (tmp_path / "subs" / "bob" / "deck").mkdir()
    (tmp_path / "subs" / "bob" / "deck.txt").rename(tmp_path / "subs" / "bob" / "deck" / "a.txt")
    (tmp_path / "subs" / "bob" / "deck" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\n", "utf-8")
    code, report = check("subs")
    assert report["results"][1]["config"]["changes"][1:] == [{
        "setting": "hides", "value": "subs/.cardtools.yaml",
        "message": "hides the config subs/.cardtools.yaml above it: its rule "
                   "duplicate-player (error), formats_dir house not applied (the nearest "
                   "config applies alone)"}]
    (tmp_path / "subs" / "bob" / "deck" / "a.txt").rename(tmp_path / "subs" / "bob" / "deck.txt")
    # --strict fails a deck on a warning: a hidden warning rule is lost then too, and
    # a config that keeps every rule of the one above hides nothing that fails a deck
    (tmp_path / "subs" / "bob" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\nformats_dir: ../house\n"
        "rules: {CT702: error}\n", "utf-8")
    code, report = check("subs")
    assert [change["setting"] for change in report["results"][1]["config"]["changes"]] == [
        "format", "rules.duplicate-player", "formats_dir"]
    code, report = check("subs", "--strict")
    assert report["results"][1]["config"]["changes"][-1]["message"] == (
        "hides the config subs/.cardtools.yaml above it: its rule ignored-section "
        "(warning) not applied (the nearest config applies alone)")
    # another format is said (and weakens the checks, as a Format: line naming another
    # format does); the same format by another name is none
    (tmp_path / "subs" / "bob" / ".cardtools.yaml").write_text(
        "format: mage-noir/small\nformats_dir: ../house\nrules: {CT702: error}\n", "utf-8")
    code, report = check("subs")
    assert report["results"][1]["config"]["changes"][-1]["message"] == (
        "hides the config subs/.cardtools.yaml above it: its format mage-noir/tournament "
        "not applied (the nearest config applies alone)")
    (tmp_path / "subs" / "bob" / ".cardtools.yaml").write_text(
        "format: Mage Noir\nformats_dir: ../house\nrules: {CT702: error}\n", "utf-8")
    code, report = check("subs")
    assert [change["setting"] for change in report["results"][1]["config"]["changes"]] == [
        "format", "rules.duplicate-player", "formats_dir"]


MTG_LEGAL = ROOT / "cards" / "mtg" / "examples" / "legal.txt"
NOIR_LEGAL = ROOT / "cards" / "mage-noir" / "examples" / "legal.txt"


def _without_format_line(example: Path, *replaced: tuple[str, str]) -> str:
    """An example decklist without its ``Format:`` line, lines ``replaced`` whole."""
    lines = [line for line in example.read_text("utf-8").splitlines()
             if not line.startswith("Format:")]
    swaps = dict(replaced)
    return "".join(swaps.get(line, line) + "\n" for line in lines)


def _text(*args: str) -> tuple[int, str]:
    outcome = CliRunner().invoke(app, ["check", *args, "--report", "text"])
    return outcome.exit_code, outcome.stdout


def test_a_config_hiding_the_card_files_above_it_weakens_the_checks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player's config (any content) hid the organizer's config above it and its
    ``cards`` files, errata lowering a copy limit: the deck of four Fire Ball legal, with
    no word of it. The hidden card files are said and weaken the checks, through
    ``--quiet``; a player's config naming the same card file hides none of it."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "subs" / "alice").mkdir(parents=True)
    (tmp_path / "errata.csv").write_text(
        "game,name,type,rarity,deck_limit\nmage-noir,Fire Ball,Spell,Common,2\n", "utf-8")
    (tmp_path / "subs" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\ncards: [../errata.csv]\n", "utf-8")
    (tmp_path / "subs" / "alice" / "deck.txt").write_text(
        _without_format_line(NOIR_LEGAL), "utf-8")
    code, report = check("subs", "--format", "mage-noir/tournament")
    assert (code, [(v["rule"], v["message"]) for v in verdicts(report)]) == (1, [(
        "copy-limit", "4 copies of Fire Ball; at most 2 (its text allows up to 2)")])
    hides = {"setting": "hides", "value": "subs/.cardtools.yaml",
             "message": "hides the config subs/.cardtools.yaml above it: its cards "
                        "../errata.csv not applied (the nearest config applies alone)"}
    for player_config in ("format: mage-noir/tournament\n", "exclude: ['nothing/**']\n"):
        (tmp_path / "subs" / "alice" / ".cardtools.yaml").write_text(player_config, "utf-8")
        code, report = check("subs", "--format", "mage-noir/tournament")
        alice = report["results"][0]
        assert (code, alice["status"], alice["config"]) == (0, "legal", {
            "files": ["subs/alice/.cardtools.yaml"], "changes": [hides]})
        code, out = _text("subs", "--format", "mage-noir/tournament", "--quiet")
        assert out.splitlines()[0] == (
            "subs/alice/deck.txt: config subs/alice/.cardtools.yaml: " + hides["message"])
        assert out.splitlines()[1].startswith(
            "1 file: 1 legal (1 under config subs/alice/.cardtools.yaml that weakened the "
            "checks), 0 illegal")
    # hidden card files and formats folders are said in the config's order of keys
    (tmp_path / "subs" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\ncards: [../errata.csv, ../more.csv]\n"
        "rules: {duplicate-player: error}\n", "utf-8")
    (tmp_path / "more.csv").write_text("name,type\nTest Hound,Animal\n", "utf-8")
    code, report = check("subs", "--format", "mage-noir/tournament")
    assert report["results"][0]["config"]["changes"][0]["message"] == (
        "hides the config subs/.cardtools.yaml above it: its rule duplicate-player (error), "
        "cards ../errata.csv, cards ../more.csv not applied (the nearest config applies "
        "alone)")
    # the player's config naming the organizer's card files hides none of them
    (tmp_path / "subs" / "alice" / ".cardtools.yaml").write_text(
        "cards: [../../errata.csv, ../../more.csv]\nrules: {duplicate-player: error}\n",
        "utf-8")
    code, report = check("subs", "--format", "mage-noir/tournament")
    assert (code, [c["setting"] for c in report["results"][0]["config"]["changes"]]) == (
        1, ["rules.duplicate-player", "cards", "cards"])


def test_a_hidden_exclude_weakens_nothing(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A hidden config's ``exclude`` globs only leave files out of a walk: hiding them
    judges more files, never fewer, so it is not said."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "subs" / "alice").mkdir(parents=True)
    (tmp_path / "subs" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\nexclude: ['*.md']\n", "utf-8")
    (tmp_path / "subs" / "alice" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\n", "utf-8")
    shutil.copy(DECK40, tmp_path / "subs" / "alice" / "deck.txt")
    code, report = check("subs")
    assert (code, report["results"][0]["config"]["changes"]) == (0, [{
        "setting": "format", "value": "mage-noir/tournament",
        "message": "format mage-noir/tournament (the decklist and the command line name "
                   "none)"}])


@pytest.mark.parametrize(("organizer", "player"), [
    ("format: mtg/modern\n", "format: mtg/vintage\n"),
    ('formats: {"**": mtg/modern}\n', 'formats: {"*.txt": mtg/vintage}\n'),
    ('format: mtg/legacy\nformats: {"alice/**": mtg/modern}\n', "format: vintage\n"),
])
def test_a_config_hiding_the_format_above_it_weakens_the_checks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, organizer: str,
        player: str) -> None:
    """A player's config naming another format hid the organizer's format: The One
    Ring, banned in Modern, legal in Vintage, said by an info line only, not under
    ``--quiet`` nor counted as weakened, while the same swap by the deck's own
    ``Format:`` line was. Now it is marked as that one is: in the summary, under
    ``--quiet``, in the verdict and in the HTML report."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "subs" / "alice").mkdir(parents=True)
    (tmp_path / "subs" / ".cardtools.yaml").write_text(organizer, "utf-8")
    (tmp_path / "subs" / "alice" / ".cardtools.yaml").write_text(player, "utf-8")
    (tmp_path / "subs" / "alice" / "deck.txt").write_text(_without_format_line(
        MTG_LEGAL, ("1 Pest Control", "1 The One Ring")), "utf-8")
    code, report = check("subs")
    alice = report["results"][0]
    assert (code, alice["status"], alice["config"]["changes"][-1]) == (0, "legal", {
        "setting": "hides", "value": "subs/.cardtools.yaml",
        "message": "hides the config subs/.cardtools.yaml above it: its format mtg/modern "
                   "not applied (the nearest config applies alone)"})
    code, out = _text("subs", "--quiet")
    assert out.splitlines()[0].endswith(
        "hides the config subs/.cardtools.yaml above it: its format mtg/modern not "
        "applied (the nearest config applies alone)")
    assert out.splitlines()[1].startswith(
        "1 file: 1 legal (1 under config subs/alice/.cardtools.yaml that weakened the "
        "checks), 0 illegal")
    html = CliRunner().invoke(app, ["check", "subs", "--report", "html"]).stdout
    assert '<p class="config-weakens">config subs/alice/.cardtools.yaml:' in html
    # the event's format on the command line judges it: banned, nothing hidden said
    code, report = check("subs", "--format", "mtg/modern")
    assert (code, [v["rule"] for v in verdicts(report) if v["severity"] == "error"],
            report["results"][0]["config"]["changes"]) == (1, ["banned"], [])


@pytest.mark.parametrize(("organizer", "player", "lost"), [
    ("format: mtg/modern\nrules: {duplicate-line: error}\n", "exclude: ['notes/**']\n",
     "format mtg/modern, rule duplicate-line (error)"),
    ('formats: {"subs/**": mtg/modern}\n', "rules: {no-player: info}\n", "format mtg/modern"),
    ("format: mtg/legacy\n", "cards: []\n", "format mtg/legacy"),
])
def test_a_config_hiding_the_only_format_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, organizer: str, player: str,
        lost: str) -> None:
    """A player's config naming no format hid the organizer's format (its ``format`` or
    a ``formats`` glob): the deck, naming none, was not judged, the hiding note naming
    the config's rules but not its format, and the error telling to add the ``formats:``
    mapping the project has. The note names the format; the error names the hiding
    config and the format to add to it."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "subs" / "alice").mkdir(parents=True)
    (tmp_path / ".cardtools.yaml").write_text(organizer, "utf-8")
    (tmp_path / "subs" / "alice" / ".cardtools.yaml").write_text(player, "utf-8")
    (tmp_path / "subs" / "alice" / "deck.txt").write_text(
        "Player: Alice\n2 Island\n2 Island\n56 Mountain\n", "utf-8")
    code, report = check("subs")
    alice = report["results"][0]
    fmt = lost.split(",")[0].split()[1]
    assert (code, alice["status"], alice["config"]["changes"][-1]) == (2, "error", {
        "setting": "hides", "value": ".cardtools.yaml",
        "message": f"hides the config .cardtools.yaml above it: its {lost} not applied "
                   "(the nearest config applies alone)"})
    assert [(v["rule"], v["message"], v["hint"]) for v in alice["violations"]] == [(
        "unknown-format", "no format given",
        "the config subs/alice/.cardtools.yaml hides the config .cardtools.yaml above it "
        f"and its format {fmt}: add format: {fmt} to subs/alice/.cardtools.yaml, or give "
        f"one with --format {fmt}")]
    # the player's config giving the format hides it no more (the rules still)
    (tmp_path / "subs" / "alice" / ".cardtools.yaml").write_text(
        f"format: {fmt}\n", "utf-8")
    code, report = check("subs")
    assert not [c for c in report["results"][0]["config"]["changes"]
                if c["setting"] == "hides" and "format" in c["message"]]
    (tmp_path / "subs" / "alice" / ".cardtools.yaml").write_text(player, "utf-8")
    code, report = check("subs", "--format", "mtg/vintage")
    assert report["results"][0]["status"] in ("legal", "illegal")


def test_a_format_line_agreeing_with_the_players_config_hides_the_format_above(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The deck's ``Format:`` line naming the player's config's format (or the player's
    config naming none) replaces the organizer's format too: marked, as a ``Format:``
    line replacing the applying config's format is."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "subs" / "alice").mkdir(parents=True)
    (tmp_path / "subs" / ".cardtools.yaml").write_text("format: mtg/modern\n", "utf-8")
    (tmp_path / "subs" / "alice" / "deck.txt").write_text("Format: mtg/vintage\n" + (
        _without_format_line(MTG_LEGAL, ("1 Pest Control", "1 The One Ring"))), "utf-8")
    for player in ("format: mtg/vintage\n", "rules: {duplicate-line: off}\n"):
        (tmp_path / "subs" / "alice" / ".cardtools.yaml").write_text(player, "utf-8")
        code, report = check("subs")
        alice = report["results"][0]
        assert (code, alice["status"], alice["config"]["changes"][-1]["message"]) == (
            0, "legal", "hides the config subs/.cardtools.yaml above it: its format "
            "mtg/modern not applied (the nearest config applies alone)")
    # the player's config naming the organizer's format hides none: the Format: line
    # replaced the config's format, marked as that alone
    (tmp_path / "subs" / "alice" / ".cardtools.yaml").write_text("format: modern\n", "utf-8")
    code, report = check("subs")
    alice = report["results"][0]
    assert (code, alice["status"], alice["config"]["changes"]) == (0, "legal", [{
        "setting": "decklist_format", "value": "mtg/vintage",
        "message": "the decklist's Format: line replaced the config's format modern with "
                   "mtg/vintage"}])


def test_a_nested_config_under_no_format_above_is_not_marked(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The ordinary layout, a repository keeping a config per format folder below one
    naming no format, hides no format: the nested config's format is not marked."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "vintage").mkdir()
    (tmp_path / ".cardtools.yaml").write_text("exclude: ['*.md']\n", "utf-8")
    (tmp_path / "vintage" / ".cardtools.yaml").write_text("format: mtg/vintage\n", "utf-8")
    (tmp_path / "vintage" / "deck.txt").write_text(_without_format_line(
        MTG_LEGAL, ("1 Pest Control", "1 The One Ring")), "utf-8")
    code, out = _text("vintage", "--quiet")
    assert (code, out.splitlines()[0][:23]) == (0, "1 file: 1 legal, 0 ille")


@pytest.mark.parametrize("git", ["folder", "file"])
def test_a_git_folder_below_the_working_folder_hides_no_config(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, git: str) -> None:
    """The search for a config ends at a repository root: a ``.git`` a player put
    beside a list (or a submodule's ``.git`` file) ended it there, so the organizer's
    config above applied to none of that player's lists, its raised rule lost and the
    player's second list legal, with no word of it. A ``.git`` below the working folder
    ends no search; a config of the player's there hides the one above as any does."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    (tmp_path / "subs").mkdir()
    (tmp_path / "subs" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\nrules: {duplicate-player: error}\n", "utf-8")
    for player_folder in ("alice", "bob"):
        (tmp_path / "subs" / player_folder).mkdir()
        (tmp_path / "subs" / player_folder / "deck.txt").write_text(
            "Player: Bob\n" + DECK40.read_text("utf-8"), "utf-8")
    marker = tmp_path / "subs" / "bob" / ".git"
    if git == "folder":
        marker.mkdir()
    else:
        marker.write_text("gitdir: ../../.git/modules/bob\n", "utf-8")
    code, report = check("subs")
    assert code == 1
    assert [(r["status"], r["config"]["files"], [v["rule"] for v in r["violations"]
                                                 if v["severity"] == "error"])
            for r in report["results"]] == [
        ("illegal", ["subs/.cardtools.yaml"], ["duplicate-player"])] * 2
    (tmp_path / "subs" / "bob" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\n", "utf-8")
    code, report = check("subs")
    bob = report["results"][1]
    assert (code, bob["status"]) == (1, "legal")
    assert bob["config"]["changes"][-1]["message"] == (
        "hides the config subs/.cardtools.yaml above it: its rule duplicate-player (error) "
        "not applied (the nearest config applies alone)")


@pytest.mark.parametrize("named", ["../event/subs", "../event", "{abs}/event/subs"])
def test_a_git_folder_below_a_folder_named_hides_no_config(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, named: str) -> None:
    """A ``.git`` below a folder the command line names ends no search either, wherever
    the run starts: run from a sibling folder (``cd sibling && cardtools check
    ../event/subs``), a player's empty ``.git`` beside a list hid the organizer's
    config of the event's folder, its raised rule lost and the player's second list
    legal. A ``.git`` at a folder named, the repository checked, still ends it."""
    (tmp_path / "sibling").mkdir()
    monkeypatch.chdir(tmp_path / "sibling")
    subs = tmp_path / "event" / "subs"
    (tmp_path / "event" / ".cardtools.yaml").parent.mkdir()
    (tmp_path / "event" / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\nrules: {duplicate-player: error}\n", "utf-8")
    for player_folder in ("alice", "bob"):
        (subs / player_folder).mkdir(parents=True)
        (subs / player_folder / "deck.txt").write_text(
            "Player: Bob\n" + DECK40.read_text("utf-8"), "utf-8")
    (subs / "bob" / ".git").mkdir()
    code, report = check(named.format(abs=tmp_path))
    assert code == 1
    assert [(r["status"], [v["rule"] for v in r["violations"] if v["severity"] == "error"])
            for r in report["results"]] == [("illegal", ["duplicate-player"])] * 2
    code, report = check(str(subs / "bob"))
    assert (code, report["results"][0]["violations"][0]["rule"]) == (2, "unknown-format")


def test_a_working_folder_removed_under_the_run_is_no_internal_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The config search asks for the working folder (a ``.git`` below it ends no
    search): one removed under the run is no working folder, never an internal error."""
    (tmp_path / "decks").mkdir()
    shutil.copy(DECK40, tmp_path / "decks" / "a.txt")
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    code, report = check(str(tmp_path / "decks" / "a.txt"), "--format", "mage-noir/tournament")
    assert (code, report["results"][0]["status"]) == (0, "legal")


def test_a_bad_config_hidden_by_a_nearer_one_leaves_its_decks_unjudged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bad config above the one that applies is no config the run may pass over: the
    deck under both is not judged, naming it (it was judged by the nearer one alone,
    whatever the bad one said), and the run goes on."""
    monkeypatch.chdir(tmp_path)
    deck = repo(tmp_path, "fromats: {}\n")
    (deck.parent / ".cardtools.yaml").write_text("format: mage-noir/tournament\n", "utf-8")
    code, report = check(str(deck.relative_to(tmp_path)))
    assert (code, report["results"][0]["status"], verdicts(report)[0]["message"]) == (
        2, "error", "not judged: a project config above its own (decks/noir/.cardtools.yaml) "
        "cannot be used: .cardtools.yaml:1: $.fromats: unknown key 'fromats' (did you mean "
        "formats?); a config has format, formats, force_format, cards, formats_dir, exclude, "
        "rules")


def test_a_broken_config_between_keeps_the_rules_of_the_one_above(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The organizer's config makes a proxy an error; a folder named ``.cardtools.yaml``
    in Amy's folder and an empty config beside her list made it a warning, her list of
    proxies legal, the hidden rule unsaid: it is not judged, and said."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text(
        "format: mtg/legacy\nrules: {proxy: error}\n", "utf-8")
    (tmp_path / "subs" / "amy" / ".cardtools.yaml").mkdir(parents=True)
    (tmp_path / "subs" / "amy" / "d").mkdir()
    (tmp_path / "subs" / "amy" / "d" / ".cardtools.yaml").write_text("", "utf-8")
    (tmp_path / "subs" / "amy" / "d" / "amy.txt").write_text(
        "Format: mtg/legacy\n4 Counterspell (proxy)\n56 Island\n", "utf-8")
    code, report = check("subs")
    assert (code, report["results"][0]["status"], verdicts(report)[0]["message"]) == (
        2, "error", "not judged: a project config above its own (subs/amy/d/.cardtools.yaml) "
        "cannot be used: subs/amy/.cardtools.yaml: cannot read the config: a folder, not a "
        "regular file")
    # the broken config gone, the empty one is said to hide the organizer's rule
    (tmp_path / "subs" / "amy" / ".cardtools.yaml").rmdir()
    code, report = check("subs")
    assert (code, report["results"][0]["config"]["changes"][0]["message"]) == (
        0, "hides the config .cardtools.yaml above it: its rule proxy (error) not applied "
        "(the nearest config applies alone)")


def test_bad_config_names_file_and_key(tmp_path: Path) -> None:
    deck = repo(tmp_path, "format: mage-noir/tournament\nfromats: {}\n")
    outcome = CliRunner().invoke(app, ["check", str(deck)])
    assert outcome.exit_code == 2
    assert ".cardtools.yaml" in outcome.stderr
    assert "unknown key 'fromats' (did you mean formats?)" in outcome.stderr


def test_bad_severity_and_unknown_rule(tmp_path: Path) -> None:
    deck = repo(tmp_path, "rules:\n  copy-limit: loud\n")
    outcome = CliRunner().invoke(app, ["check", str(deck)])
    assert outcome.exit_code == 2 and "$.rules['copy-limit']" in outcome.stderr
    (tmp_path / ".cardtools.yaml").write_text("rules:\n  no-such-rule: off\n", "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(deck)])
    assert outcome.exit_code == 2 and "no rule 'no-such-rule'" in outcome.stderr


def test_folder_walks_skip_the_projects_own_data_and_excludes(tmp_path: Path) -> None:
    deck = repo(tmp_path, "format: mage-noir/tournament\ncards: decks/cards.yaml\n"
                          "formats_dir: decks/formats\nexclude: ['decks/notes/*']\n")
    (deck.parent.parent / "cards.yaml").write_text("cards: [{name: Test Hound}]\n", "utf-8")
    fmt = deck.parent.parent / "formats" / "mage-noir"
    fmt.mkdir(parents=True)
    (fmt / "small.yaml").write_text("name: Small\nextends: tournament\n", "utf-8")
    notes = deck.parent.parent / "notes"
    notes.mkdir()
    (notes / "todo.txt").write_text("bring sleeves\n", "utf-8")
    code, report = check(str(tmp_path / "decks"))
    assert [Path(r["path"]).name for r in report["results"]] == ["a.txt"]
    assert code == 0
    assert check(str(notes / "todo.txt"))[0] == 1  # a file named on the command line is read


@pytest.mark.parametrize(("glob", "left_out"), [
    # a * never crosses a folder's boundary: notes*.txt left out notes/deck.txt, and
    # decks/*.txt every file below decks/
    ("notes*.txt", ["notes1.txt"]), ("decks/*.txt", ["decks/a.txt"]),
    # a glob with a / matches from the config's folder, a folder it matches leaving out
    # what it holds; one without any name on the way, as gitignore's
    ("decks/late", ["decks/late/b.txt"]), ("/notes", ["notes/deck.txt"]),
    ("b.*", ["decks/late/b.txt"]), ("late", ["decks/late/b.txt"]),
    ("decks/**/b.txt", ["decks/late/b.txt"]), ("./decks/late", ["decks/late/b.txt"]),
    ("late/", ["decks/late/b.txt"])])
def test_a_configs_exclude_star_stays_within_a_name(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, glob: str, left_out: list[str]
        ) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".cardtools.yaml").write_text(
        f"format: mage-noir/tournament\nexclude: ['{glob}']\n", "utf-8")
    files = ["decks/a.txt", "decks/late/b.txt", "notes/deck.txt", "notes1.txt"]
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(DECK40, tmp_path / name)
    code, report = check(".")
    assert sorted(s["path"].removeprefix("./") for s in report.get("skipped", [])) == sorted(
        left_out)
    assert (code, len(report["results"])) == (0, len(files) - len(left_out))


def test_force_exclude_skips_named_files_the_config_excludes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--force-exclude`` (the pre-commit hook's): a named file the config excludes is
    skipped with its reason, as CI's folder walk skips it, the other named files judged;
    when every named file is excluded the run passes, saying so on standard error, its
    report listing the file skipped."""
    deck = repo(tmp_path, "format: mage-noir/tournament\nexclude: ['decks/notes/*']\n")
    notes = deck.parent.parent / "notes"
    notes.mkdir()
    (notes / "todo.txt").write_text("bring sleeves\n", "utf-8")
    monkeypatch.chdir(tmp_path)
    code, report = check("decks/noir/a.txt", "decks/notes/todo.txt", "--force-exclude")
    assert code == 0
    assert [r["path"] for r in report["results"]] == ["decks/noir/a.txt"]
    assert report["skipped"] == [{"path": "decks/notes/todo.txt", "reason": (
        "excluded by the project config .cardtools.yaml (exclude 'decks/notes/*')")}]
    assert report["summary"] == {"files": 1, "legal": 1, "illegal": 0, "error": 0,
                                 "skipped": 1}
    walked = check("decks", "--force-exclude")
    assert walked == check("decks") and walked[1]["skipped"] == report["skipped"]
    outcome = CliRunner().invoke(app, ["check", "decks/notes/todo.txt", "--force-exclude",
                                       "--report", "text"])
    # the report is still written (an empty one): a JSON consumer or a report file left
    # from an earlier run must not read another run's
    assert (outcome.exit_code, outcome.stdout) == (0, (
        "decks/notes/todo.txt: skipped: excluded by the project config .cardtools.yaml "
        "(exclude 'decks/notes/*')\n1 file: 0 legal, 0 illegal, 0 not judged, 1 skipped (1 by "
        "config .cardtools.yaml)\n"))
    assert outcome.stderr == ("cardtools: note: no decklist to check: the project config "
                              "excludes the file named (--force-exclude)\n")
    assert check("decks/notes/todo.txt")[0] == 1  # without it, a named file is judged
    # --isolated reads no config: nothing excludes the file, which names no format
    isolated = check("decks/notes/todo.txt", "--force-exclude", "--isolated")
    assert isolated[0] == 2 and isolated[1]["results"][0]["status"] == "error"


@pytest.mark.parametrize(("glob", "left_out"), [
    # a name's glob leaves out a file or a folder so named and what it holds, as
    # gitignore's and ruff's do
    ("old*", ["subs/old/bob.txt", "subs/oldest.txt", "subs/oldham/ann.txt"]),
    ("old", ["subs/old/bob.txt"]),
    # a * or a ? never crosses a folder's boundary: notes*.txt left out notes/deck.txt
    ("notes*.txt", ["subs/notes.txt"]), ("o?d/*.txt", ["subs/old/bob.txt"]),
    ("s*.txt", []), ("old*.txt", ["subs/oldest.txt"]),
    # ** crosses any folders, none too
    ("subs/**/ann.txt", ["subs/oldham/ann.txt"]), ("**/notes.txt", ["subs/notes.txt"]),
    # a folder's glob written as gitignore's (late/) or from the working folder (./subs/old)
    # matched nothing: the files were judged
    ("old/", ["subs/old/bob.txt"]), ("./subs/old", ["subs/old/bob.txt"]),
    ("subs/old//", ["subs/old/bob.txt"]), ("ABSOLUTE/subs/old*", [
        "subs/old/bob.txt", "subs/oldest.txt", "subs/oldham/ann.txt"]),
    ("/old", [])])
def test_an_excludes_star_matches_within_a_name_and_a_folders_files(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, glob: str, left_out: list[str]
        ) -> None:
    monkeypatch.chdir(tmp_path)
    files = ["subs/old/bob.txt", "subs/oldest.txt", "subs/oldham/ann.txt", "subs/notes.txt",
             "subs/notes/deck.txt"]
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(DECK40, tmp_path / name)
    glob = glob.replace("ABSOLUTE", str(tmp_path))  # an absolute glob: from the root
    code, report = check("subs", "--isolated", "-f", "mage-noir/tournament", "--exclude", glob)
    assert code == 0
    assert sorted(s["path"] for s in report.get("skipped", [])) == sorted(left_out)
    assert sorted(r["path"] for r in report["results"]) == sorted(
        name for name in files if name not in left_out)


@pytest.mark.parametrize(("given", "glob"), [("subs", "sub*"), ("subs/old", "old"),
                                             ("subs/old", "subs")])
def test_an_exclude_matching_the_folder_given_is_said(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, given: str, glob: str) -> None:
    # each file was listed as excluded, the cause (the folder given matched) unsaid
    monkeypatch.chdir(tmp_path)
    (tmp_path / "subs" / "old").mkdir(parents=True)
    shutil.copy(DECK40, tmp_path / "subs" / "old" / "bob.txt")
    outcome = CliRunner().invoke(app, ["check", given, "--isolated", "--exclude", glob])
    assert (outcome.exit_code, outcome.stderr.splitlines()) == (2, [
        f"cardtools: error: no decklists found in {given} (1 other file skipped)",
        f"cardtools: error: --exclude '{glob}' matches the path given {given}: every file "
        "in it is left out (match the files below it instead, or leave it out)",
        f"cardtools: error: subs/old/bob.txt: skipped: excluded by --exclude '{glob}'"])


def test_exclude_on_the_command_line_leaves_files_out_of_walks_isolated_too(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--exclude GLOB`` (as ruff's): an organizer's notes in the submissions folder, a
    prose file there a file-error, are left out without a config, under ``--isolated``
    too; a named file is judged unless ``--force-exclude``."""
    monkeypatch.chdir(tmp_path)
    subs = tmp_path / "subs"
    (subs / "old").mkdir(parents=True)
    shutil.copy(DECK40, subs / "alice.txt")
    (subs / "notes.txt").write_text("Bring sleeves.\nTables at nine.\n", "utf-8")
    (subs / "old" / "bob.txt").write_text("Format: mage-noir/tournament\n4 Nosuch\n", "utf-8")
    code, report = check("subs", "--isolated", "-f", "mage-noir/tournament", "--exclude",
                         "notes.txt", "--exclude", "old/*")
    assert (code, [r["path"] for r in report["results"]]) == (0, ["subs/alice.txt"])
    assert report["skipped"] == [
        {"path": "subs/notes.txt", "reason": "excluded by --exclude 'notes.txt'"},
        {"path": "subs/old/bob.txt", "reason": "excluded by --exclude 'old/*'"}]
    assert check("subs", "--isolated", "-f", "mage-noir/tournament")[0] == 2  # the prose
    assert check("subs/notes.txt", "--isolated", "--exclude", "*.txt")[0] == 2  # named
    outcome = CliRunner().invoke(app, ["check", "subs/notes.txt", "--isolated", "--exclude",
                                       "*.txt", "--force-exclude", "--report", "text"])
    assert (outcome.exit_code, outcome.stderr) == (0, (
        "cardtools: note: no decklist to check: --exclude excludes the file named "
        "(--force-exclude)\n"))


@pytest.mark.parametrize(("parts", "glob", "anchored", "taken"), [
    (["a", "b.txt"], "**/*.txt", False, True), (["b.txt"], "**/*.txt", True, True),
    (["a", "old", "c.txt"], "**/old/**", False, True), (["a", "b"], "a/*/**/b", True, False),
    (["a", "b"], "a/**/b", True, True), (["x", "a", "b"], "a/b", True, False),
    (["x", "a", "b"], "a", False, True), (["x", "ab"], "a", False, False),
])
def test_a_glob_matches_a_path_or_a_folder_on_its_way(parts: list[str], glob: str,
                                                      anchored: bool, taken: bool) -> None:
    assert paths.path_matches(parts, glob, anchored) is taken


def test_globs_of_several_double_stars_look_at_each_name_a_few_times(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``**/**/**/*.pdf`` over a folder 400 deep ran past a minute: every way the ``**``
    split the path was tried, from every start. Now each glob's name is compared with each
    of the path's names once at most: a bound, not a timing."""
    calls = 0
    compare = fnmatch.fnmatch

    def counted(name: str, pattern: str) -> bool:
        nonlocal calls
        calls += 1
        return compare(name, pattern)

    monkeypatch.setattr(paths.fnmatch, "fnmatch", counted)
    deep = ["sub"] * 400 + ["x.txt"]
    for glob in ("**/**/**/*.pdf", "**/*/*/*/*/*/*/*/x.pdf", "**/old/**/*.txt"):
        assert not paths.path_matches(deep, glob, anchored=False)
    assert paths.path_matches(deep, "**/sub/**/*.txt", anchored=False)
    # each glob name is asked of each of the path's names once at most
    assert calls <= 4 * 8 * len(deep)


@pytest.mark.parametrize(("rules", "severities"), [
    # YAML booleans (yes, no, on, off, true, false in YAML 1.1) and the words on and
    # off, in any case as rule names are: banned: yes was refused ("True is not one
    # of ..."), banned: no turned the rule off
    ("banned: no", {"banned": "off"}), ("banned: yes", {"banned": "error"}),
    ("banned: 'on'", {"banned": "error"}), ("banned: Off", {"banned": "off"}),
    ("duplicate-deck: true", {"duplicate-deck": "info"}),
    ("copy-limit: Warning", {"copy-limit": "warning"}),
    # a code prefix, as --ignore CT4 takes: every CT4xx rule; a rule's own name wins
    # over a prefix, a longer prefix over a shorter one, in any order
    ("CT4: off", {"banned": "off", "card-pool": "off", "rarity-not-allowed": "off",
                  "finish-required": "off"}),
    ("banned: error\n  ct4: warning", {"banned": "error", "card-pool": "warning",
                                       "rarity-not-allowed": "warning",
                                       "finish-required": "warning"}),
    ("CT40: off\n  CT4: info", {"banned": "off", "card-pool": "off",
                                "rarity-not-allowed": "off", "finish-required": "off"}),
])
def test_a_configs_rules_take_booleans_on_off_and_code_prefixes(
        tmp_path: Path, rules: str, severities: dict[str, str]) -> None:
    from cardtools.config import load_config

    config = tmp_path / ".cardtools.yaml"
    config.write_text(f"rules:\n  {rules}\n", "utf-8")
    assert dict(load_config(config).severities) == severities


@pytest.mark.parametrize(("rules", "severities", "said"), [
    ("CT0: off", {}, "the rules of CT0"), ("CT00: error", {}, "the rules of CT00"),
    ("file-error: off", {}, "rule file-error"), ("CT001: off", {}, "rule CT001"),
    ("unknown-format: warning", {}, "rule unknown-format"),
    ("Internal-Error: info", {}, "rule Internal-Error"),
    ("banned: off\n  CT0: off", {"banned": "off"}, "the rules of CT0"),
])
def test_a_configs_rules_naming_only_the_checkers_own_change_nothing_and_say_so(
        tmp_path: Path, rules: str, severities: dict[str, str], said: str) -> None:
    """``rules: {CT0: off}`` (a prefix of only the checker's own rules) was refused "no
    rule 'CT0' (did you mean CT803?)", the config unusable, while ``--ignore CT0`` gives
    a note; ``file-error: off`` was taken and said "turned off" (weakening), the errors
    still reported. Both change nothing and say so, the config usable."""
    from cardtools.config import load_config

    config = tmp_path / ".cardtools.yaml"
    config.write_text(f"rules:\n  {rules}\n", "utf-8")
    loaded = load_config(config)
    line = 1 + len(rules.splitlines())
    name = said.split()[-1]
    assert (dict(loaded.severities), loaded.vain_rules) == (severities, (
        f"{config}:{line}: $.rules.{name}: {said} cannot be turned off or changed (a file "
        "that cannot be judged is never left out of the report); this setting has no "
        "effect",))


def test_a_config_turning_file_error_off_reports_no_change(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A config's ``file-error: off`` (README: cannot be turned off) was reported as
    "rule file-error turned off", a weakening config, while file errors were still
    reported: a warning says it has no effect and no change is reported."""
    monkeypatch.chdir(tmp_path)
    repo(tmp_path, "format: mage-noir/tournament\nrules:\n  file-error: off\n")
    (tmp_path / "decks" / "noir" / "b.txt").write_bytes(b"\x00\x01binary\x00" * 50)
    outcome = CliRunner().invoke(app, ["check", "decks/noir"])
    assert outcome.exit_code == 2
    assert outcome.stderr == (
        "cardtools: warning: .cardtools.yaml:3: $.rules.file-error: rule file-error cannot "
        "be turned off or changed (a file that cannot be judged is never left out of the "
        "report); this setting has no effect\n")
    assert "turned off" not in outcome.stdout and "weaken" not in outcome.stdout
    assert "[file-error]" in outcome.stdout


@pytest.mark.parametrize(("name", "text", "said"), [
    (".cardtools.yml", "rules: {copy-limit: off}\n", "decks/.cardtools.yml: not read"),
    ("cardtools.yaml", "format: mtg/modern\n", "decks/cardtools.yaml: not read"),
    ("cardtools.json", '{"format": "mtg/modern"}\n', "decks/cardtools.json: not read"),
    ("pyproject.toml", "[project]\nname = 'x'\n\n[tool.cardtools.rules]\nbanned = 'off'\n",
     "decks/pyproject.toml: its [tool.cardtools] table is not read"),
    # a [tool.cardtools] table in TOML however written: dotted or quoted keys, inline
    ("pyproject.toml", 'tool.cardtools.rules.banned = "off"\n',
     "decks/pyproject.toml: its [tool.cardtools] table is not read"),
    ("pyproject.toml", '[tool]\ncardtools = {rules = {banned = "off"}}\n',
     "decks/pyproject.toml: its [tool.cardtools] table is not read"),
    ("pyproject.toml", '[tool.ruff]\nline-length = 100\n[tool]\n"cardtools".rules.banned = 1\n',
     "decks/pyproject.toml: its [tool.cardtools] table is not read"),
    ("pyproject.toml", '[ "tool" . \'cardtools\' ]\nformat = "mtg/modern"\n',
     "decks/pyproject.toml: its [tool.cardtools] table is not read"),
])
def test_a_config_of_another_name_is_said_not_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, text: str,
        said: str) -> None:
    """Only ``.cardtools.yaml`` is read: a ``.cardtools.yml``, a ``cardtools.yaml`` or a
    ``[tool.cardtools]`` table where it would be found was ignored unsaid. A warning
    names it, once per run; the verdicts are those of the config read."""
    monkeypatch.chdir(tmp_path)
    deck = repo(tmp_path, "format: mage-noir/tournament\n")
    (tmp_path / "decks" / name).write_text(text, "utf-8")
    shutil.copy(deck, deck.with_name("b.txt"))
    outcome = CliRunner().invoke(app, ["check", "decks/noir"])
    fix = ("write them, as YAML, in a .cardtools.yaml beside it" if name == "pyproject.toml"
           else f"rename it .cardtools.yaml, or pass --config decks/{name}")
    assert (outcome.exit_code, outcome.stderr.splitlines()) == (0, [
        f"cardtools: warning: {said}: a project config is read only from a file named "
        f".cardtools.yaml, so the settings there were not applied ({fix})"])
    assert CliRunner().invoke(app, ["check", "--isolated", "decks/noir", "--format",
                                    "mage-noir/tournament"]).stderr == ""


@pytest.mark.parametrize(("name", "text"), [
    (".cardtools.yaml.example", "rules: {copy-limit: off}\n"),  # a template
    ("pyproject.toml", "[project]\nname = 'x'\n[tool.ruff]\nline-length = 100\n"),
    # a table's name in a string or a comment is no table
    ("pyproject.toml", 'readme = """\nSee the [tool.cardtools] docs.\n[tool.cardtools]\n"""\n'),
    ("pyproject.toml", "# [tool.cardtools] was removed\n[project]\nname = 'x'\n"),
    ("pyproject.toml", "[tool.cardtoolsx]\na = 1\n[tool.other.cardtools]\nb = 2\n"),
    # arrays nested too deep for tomllib's recursion: read as no config, the run goes on
    ("pyproject.toml", "a = " + "[" * 5000 + "]" * 5000 + "\n"),
])
def test_files_that_are_no_config_are_not_said(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, text: str) -> None:
    monkeypatch.chdir(tmp_path)
    repo(tmp_path, "format: mage-noir/tournament\n")
    (tmp_path / name).write_text(text, "utf-8")
    outcome = CliRunner().invoke(app, ["check", "decks/noir"])
    assert (outcome.exit_code, outcome.stderr) == (0, "")
