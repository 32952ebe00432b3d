"""Exit codes of ``cardtools check`` for every combination (DESIGN 7, issue 7).

0 every deck legal; 1 at least one deck illegal; 2 at least one deck could not be judged,
or a usage / configuration error; 2 wins over 1. ``--strict`` counts warnings as errors
(a cp1252 file has an ``encoding`` warning). Bad option values exit 2.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import REPORT_STYLES, app
from tests.conftest import invoke

DECKS = Path(__file__).parent / "fixtures" / "decks"
LEGAL_40 = (DECKS / "mage-noir-40.txt").read_bytes()
MAGE_NOIR = "mage-noir/tournament"

#: One decklist per kind: its bytes, and its status without and with --strict.
KINDS: dict[str, tuple[bytes, str, str]] = {
    "legal": (LEGAL_40, "legal", "legal"),
    "illegal": (LEGAL_40 + b"1 Crimson Ritual\n", "illegal", "illegal"),
    "warning": (LEGAL_40.replace(b"4 Bark Armor", "4 Armure d'\u00e9corce".encode("cp1252")),
                "legal", "illegal"),
    "binary": (b"\x00\x01\x02 not a decklist", "error", "error"),
    "no-format": (b"Format: no-such-game/format\n" + LEGAL_40, "error", "error"),
}


def expected_exit(statuses: list[str]) -> int:
    if "error" in statuses:
        return 2
    return 1 if "illegal" in statuses else 0



@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".git").mkdir()
    for kind, (data, _, _) in KINDS.items():
        (tmp_path / f"{kind}.txt").write_bytes(data)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _combinations() -> list[tuple[str, ...]]:
    kinds = sorted(KINDS)
    return [combo for size in range(1, len(kinds) + 1)
            for combo in itertools.combinations(kinds, size)]


@pytest.mark.parametrize("strict", [False, True], ids=["default", "strict"])
@pytest.mark.parametrize("combo", _combinations(), ids="+".join)
def test_every_combination(decks: Path, combo: tuple[str, ...], strict: bool) -> None:
    """Each non-empty set of deck kinds, plain and --strict: statuses and exit code."""
    args = ["check", *[f"{kind}.txt" for kind in combo], "--format", MAGE_NOIR,
            "--report", "json"]
    if "no-format" in combo:  # the deck's own Format: line must be used for it
        args = ["check", *[f"{kind}.txt" for kind in combo], "--report", "json"]
        for kind in combo:
            if kind != "no-format":
                (decks / f"{kind}.txt").write_bytes(
                    f"Format: {MAGE_NOIR}\n".encode() + KINDS[kind][0])
    if strict:
        args.append("--strict")
    result = invoke(*args)
    statuses = [r["status"] for r in json.loads(result.stdout)["results"]]
    wanted = [KINDS[kind][2 if strict else 1] for kind in combo]
    assert statuses == wanted
    assert result.exit_code == expected_exit(wanted)


@pytest.mark.parametrize("style", REPORT_STYLES)
@pytest.mark.parametrize(("files", "code"), [
    (["legal.txt"], 0), (["legal.txt", "illegal.txt"], 1),
    (["illegal.txt", "binary.txt", "legal.txt"], 2),
])
def test_exit_codes_do_not_depend_on_the_report_style(decks: Path, style: str,
                                                      files: list[str], code: int) -> None:
    assert invoke("check", *files, "--format", MAGE_NOIR, "--report", style).exit_code == code
    assert invoke("check", *files, "--format", MAGE_NOIR, "--report", style,
                  "--quiet").exit_code == code


def test_warnings_alone_exit_0_and_strict_makes_them_1(decks: Path) -> None:
    plain = invoke("check", "warning.txt", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(plain.stdout)["results"][0]
    assert [v["rule"] for v in report["violations"] if v["severity"] == "warning"] == [
        "encoding"]
    assert plain.exit_code == 0
    strict = invoke("check", "warning.txt", "--format", MAGE_NOIR, "--report", "json",
                    "--strict")
    assert [v["severity"] for v in json.loads(strict.stdout)["results"][0]["violations"]
            if v["rule"] == "encoding"] == ["error"]
    assert strict.exit_code == 1
    assert invoke("check", "legal.txt", "--format", MAGE_NOIR, "--strict").exit_code == 0


@pytest.mark.parametrize(("deck", "code"), [("legal", 0), ("illegal", 1), ("binary", 2)])
def test_standard_input(decks: Path, deck: str, code: int) -> None:
    assert invoke("check", "-", "--format", MAGE_NOIR, stdin=KINDS[deck][0]).exit_code == code


def test_a_folder_takes_the_worst_code(decks: Path) -> None:
    (decks / "sub").mkdir()
    for kind in ("legal", "illegal"):
        (decks / "sub" / f"{kind}.txt").write_bytes(KINDS[kind][0])
    assert invoke("check", "sub", "--format", MAGE_NOIR).exit_code == 1
    (decks / "sub" / "binary.txt").write_bytes(KINDS["binary"][0])
    assert invoke("check", "sub", "--format", MAGE_NOIR).exit_code == 2


@pytest.mark.parametrize(("files", "code", "counts"), [
    (["legal.txt"], 0, "1 file: 1 legal, 0 illegal, 0 not judged"),
    (["legal.txt", "illegal.txt"], 1, "2 files: 1 legal, 1 illegal, 0 not judged"),
    (["illegal.txt", "binary.txt"], 2, "2 files: 0 legal, 1 illegal, 1 not judged"),
])
def test_a_report_file_run_says_what_it_wrote_on_standard_error(
        decks: Path, files: list[str], code: int, counts: str) -> None:
    """A report sent to a file left the terminal silent: no word of what was found nor
    where it went. One line on standard error says it (standard output stays empty for
    a script reading it), the exit code unchanged; ``-o -`` is the report on standard
    output, which says it all: no such line."""
    result = invoke("check", *files, "--format", MAGE_NOIR, "--report", "json",
                    "-o", "out/report.json")
    summary = json.loads((decks / "out" / "report.json").read_text())["summary"]
    assert (result.exit_code, result.stdout) == (code, "")
    assert result.stderr.startswith(
        f"cardtools: json report written to out/report.json (folder out made): {counts} "
        "(card data: "
        "mage-noir 2025; judged as of ")
    assert result.stderr.count("\n") == 1 and summary["files"] == len(files)
    to_stdout = invoke("check", *files, "--format", MAGE_NOIR, "--report", "json", "-o", "-")
    assert (to_stdout.exit_code, to_stdout.stderr) == (code, "")
    assert json.loads(to_stdout.stdout)["summary"] == summary


def test_a_report_file_is_text_by_default_even_from_a_terminal(decks: Path) -> None:
    """Without ``--report``, a run on a terminal wrote its rich tables into the report
    file and a piped run plain text: the same command gave two files. A file is no
    terminal: it gets the text report, whatever standard output is."""
    import os
    import pty
    import subprocess
    import sys

    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "cardtools", "check", "illegal.txt", "--format", MAGE_NOIR,
             "-o", "report.txt"], stdout=follower, stderr=subprocess.PIPE, text=True,
            cwd=decks, timeout=120, check=False,
            env={**os.environ, "COLUMNS": "120", "NO_COLOR": "1"})
    finally:
        os.close(follower)
        os.close(leader)
    lines = (decks / "report.txt").read_text().splitlines()
    assert done.returncode == 1
    assert lines[0] == ("illegal.txt:12: error [banned] Crimson Ritual is banned in Mage Noir "
                        "tournament (listed by 2025-11-04, "
                        "where the recorded lists start) (remove it)")
    assert done.stderr == f"cardtools: text report written to report.txt: {lines[-1]}\n"


#: ``cardtools check`` of the legal deck with its format; the cases add one bad option.
CHECK_LEGAL = ["check", "legal.txt", "--format", MAGE_NOIR]


@pytest.mark.parametrize("args", [
    [*CHECK_LEGAL, "--date", "nonsense"],
    [*CHECK_LEGAL, "--date", "2025-02-30"],
    [*CHECK_LEGAL, "--date", ""],
    [*CHECK_LEGAL, "--report", "nonsense"],
    [*CHECK_LEGAL, "--report", "jsonl"],
    ["check", "legal.txt", "--no-such-option"],
    ["check"],
    ["check", "legal.txt", "--format"],
    ["no-such-command"],
], ids=["date-nonsense", "date-impossible", "date-empty", "report-nonsense", "report-near-miss",
        "unknown-option", "no-paths", "option-without-value", "unknown-command"])
def test_usage_errors_exit_2(decks: Path, args: list[str]) -> None:
    result = invoke(*args)
    assert result.exit_code == 2
    assert result.stdout == "" or "Usage" in result.output
    assert result.stderr.strip(), "a usage error says what is wrong"


@pytest.mark.parametrize("args", [
    [*CHECK_LEGAL, "--report-file", "legal.txt/report.json"],
    [*CHECK_LEGAL, "--report-file", "."],
    [*CHECK_LEGAL, "--cards", "missing.csv"],
    [*CHECK_LEGAL, "--formats-dir", "missing"],
    [*CHECK_LEGAL, "--pool", "missing.txt"],
    ["check", "empty-folder"],
], ids=["report-file-under-a-file", "report-file-is-a-folder", "missing-cards",
        "missing-formats-dir", "missing-pool", "no-decklists"])
def test_configuration_errors_exit_2(decks: Path, args: list[str]) -> None:
    (decks / "empty-folder").mkdir()
    result = invoke(*args)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("cardtools: error: "), result.stderr


def test_a_broken_format_file_no_deck_uses_is_not_read(decks: Path) -> None:
    """A format file of ``--formats-dir`` that no deck uses is not read (README, exit
    codes): a broken one stopped every check (exit 2), as the run's look for typos in
    its own lists read every file; a deck that uses it is still a configuration error."""
    (decks / "mine" / "mtg").mkdir(parents=True)
    (decks / "mine" / "mtg" / "bad.yaml").write_text(
        "name: Bad\nextends: mtg/modern\ncopy_limt: 3\n", encoding="utf-8")
    result = invoke(*CHECK_LEGAL, "--formats-dir", "mine", "--report", "text")
    assert (result.exit_code, result.stderr) == (0, "")
    result = invoke("check", "legal.txt", "--format", "mtg/bad", "--formats-dir", "mine")
    assert result.exit_code == 2
    assert result.stderr.startswith(
        "cardtools: error: mine/mtg/bad.yaml:3:1: $.copy_limt: unexpected key 'copy_limt'")


def test_a_missing_decklist_is_a_deck_error_and_the_batch_goes_on(decks: Path) -> None:
    result = invoke("check", "missing.txt", "legal.txt", "--format", MAGE_NOIR, "--report",
                    "json")
    statuses = [r["status"] for r in json.loads(result.stdout)["results"]]
    assert statuses == ["error", "legal"]
    assert result.exit_code == 2


@pytest.mark.parametrize(("day", "said"), [
    ("2026-02-30", "cardtools: error: --date 2026-02-30: no such day (day is out of range "
                   "for month)"),
    ("2026-2-3", "cardtools: error: --date must be a day as YYYY-MM-DD, not '2026-2-3'"),
    ("20260203", "cardtools: error: --date must be a day as YYYY-MM-DD, not '20260203'"),
    # digits of another script are of no date's form (they were 'no such day')
    ("\uff12\uff10\uff12\uff16-\uff10\uff12-\uff10\uff13",
     "cardtools: error: --date must be a day as YYYY-MM-DD, not "
     "'\uff12\uff10\uff12\uff16-\uff10\uff12-\uff10\uff13'"),
])
def test_a_bad_date_is_a_usage_error_that_says_what_is_wrong(day: str, said: str) -> None:
    """A day the calendar has not is told apart from text of another form (the message
    said 'must be a day as YYYY-MM-DD' of '2026-02-30', which is of that form)."""
    deck = Path(__file__).parent.parent / "cards" / "mage-noir" / "examples" / "legal.txt"
    result = CliRunner().invoke(app, ["check", str(deck), "--date", day])
    assert result.exit_code == 2
    assert result.output.strip() == said


MAGIC_LIST = b"4 Lightning Bolt\n4 Counterspell\n4 Daze\n4 Brainstorm\n44 Island\n"


@pytest.mark.parametrize(("added", "code", "status", "rules"), [
    (b"", 2, "error", ["unknown-format"]),
    (b"4 Tornado\n", 2, "error", ["unknown-format"]),  # a card of both games tells nothing
    (b"1 Crimson Ritual\n", 1, "illegal", ["banned", "unknown-card"]),
    (b"40 Fire Ball\n", 1, "illegal", ["copy-limit", "unknown-card"])])
def test_another_games_list_is_one_error_and_exit_2(tmp_path: Path, added: bytes, code: int,
                                                    status: str, rules: list[str]) -> None:
    """A Magic list without a Format: line judged as Mage Noir is one unknown-format
    error (exit 2); one of the format's own cards in six names (a banned one) or forty
    copies make it a deck of the format, judged, and illegal: never legal either way."""
    deck = tmp_path / "deck.txt"
    deck.write_bytes(MAGIC_LIST + added)
    result = invoke("check", str(deck), "--format", MAGE_NOIR, "--report", "json",
                    "--isolated")
    report = json.loads(result.stdout)["results"][0]
    found = sorted({v["rule"] for v in report["violations"] if v["severity"] == "error"})
    assert (result.exit_code, report["status"], found) == (code, status, rules)


def test_another_games_list_judged_by_a_config_format_says_so(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text(f"format: {MAGE_NOIR}\n", "utf-8")
    (tmp_path / "deck.txt").write_bytes(MAGIC_LIST)
    monkeypatch.chdir(tmp_path)
    result = invoke("check", "deck.txt")
    assert result.exit_code == 2
    assert result.stdout.splitlines()[1] == (
        "deck.txt:1: error [unknown-format] the decklist is an mtg list: its names are cards "
        "of mtg (5 of 5), 0 of mage-noir alone; the format of the project config "
        "mage-noir/tournament judges mage-noir decks (check it with an mtg format (cardtools "
        "formats --game mtg), or take it out of this event's folder)")


def _project(tmp_path: Path, config: str, deck: bytes) -> None:
    """A project (``.git``) holding the config ``config`` and the decklist ``deck.txt``."""
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text(config, "utf-8")
    (tmp_path / "deck.txt").write_bytes(deck)


_OTHER_GAME = ("the decklist is {a} list (Game: {game}); the format of the project config "
               "{fmt} judges {own} decks (check it with {a} format (cardtools formats --game "
               "{game}), or take it out of this event's folder)")


@pytest.mark.parametrize(("config", "deck", "line", "game", "fmt"), [
    (f"format: {MAGE_NOIR}\n", b"Game: mtg\n" + MAGIC_LIST, 1, "mtg", MAGE_NOIR),
    (f'formats:\n  "*.txt": {MAGE_NOIR}\n', b"Name: Burn\nGame: Magic\n" + MAGIC_LIST, 2,
     "mtg", MAGE_NOIR),
    # the format's own cards under a Game: line of another game were judged legal
    (f"format: {MAGE_NOIR}\n", b"Game: mtg\n" + LEGAL_40, 1, "mtg", MAGE_NOIR),
    ("format: mtg/legacy\n", b"Game: Mage Noir\n" + MAGIC_LIST, 1, "mage-noir", "mtg/legacy")])
def test_a_game_line_of_another_game_under_a_config_format_is_not_judged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, config: str, deck: bytes,
        line: int, game: str, fmt: str) -> None:
    """A config's format (``format:`` or a ``formats:`` glob) meets a ``Game:`` line of
    another game as ``--format`` does: not judged, exit 2, the error on that line (the
    deck was judged by the config's game: an unknown card on every line, or legal)."""
    _project(tmp_path, config, deck)
    monkeypatch.chdir(tmp_path)
    result = invoke("check", "deck.txt", "--report", "text")
    said = _OTHER_GAME.format(a="an mtg" if game == "mtg" else "a mage-noir", game=game,
                              fmt=fmt, own=fmt.partition("/")[0])
    assert result.exit_code == 2
    assert result.stdout.splitlines()[1:] == [
        f"deck.txt:{line}: error [unknown-format] {said}",
        "1 file: 0 legal, 0 illegal, 1 not judged"]


@pytest.mark.parametrize(("game", "deck"), [("Mage Noir", MAGIC_LIST), ("mtg", MAGIC_LIST),
                                            ("Magi-Nation", LEGAL_40)])
def test_a_config_format_meets_a_game_line_as_format_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, deck: bytes) -> None:
    """The same list under a config's format and under ``--format`` of that format gets
    the same exit code, verdict and errors: a ``Game:`` line of the format's own game over
    another game's cards too (each an unknown card either way)."""
    _project(tmp_path, f"format: {MAGE_NOIR}\n", f"Game: {game}\n".encode() + deck)
    monkeypatch.chdir(tmp_path)
    found = []
    for extra in ((), ("--isolated", "--format", MAGE_NOIR)):
        result = invoke("check", "deck.txt", "--report", "json", *extra)
        report = json.loads(result.stdout)["results"][0]
        found.append((result.exit_code, report["status"], [
            (v["rule"], v["line"], v["message"].replace("--format", "the format of the "
                                                         "project config"))
            for v in report["violations"] if v["severity"] == "error"]))
    assert found[0] == found[1]
    assert found[0][:2] == ((1, "illegal") if game == "Mage Noir" else (2, "error"))


@pytest.mark.parametrize(("head", "written", "line"), [
    (b"Game: magi-nation\nFormat: tournament\n", "tournament", 1),
    (b"Format: tournament\nGame: Magi-Nation Duel\n", "tournament", 2),
    (b"Game: magi-nation\nFormat: mage-noir/tournament\n", "mage-noir/tournament", 1)])
def test_a_game_line_of_another_game_than_the_lists_own_format_is_not_judged(
        head: bytes, written: str, line: int) -> None:
    """``Game: magi-nation`` over ``Format: tournament`` and a Mage Noir list was judged
    as Mage Noir's tournament, legal, the Game: line unsaid (Magi-Nation has no format of
    that name: the bare name was taken from another game). The two lines contradict each
    other as a ``--format`` of another game does: not judged, exit 2, the error on the
    Game: line."""
    result = invoke("check", "-", "--isolated", "--report", "text",
                    stdin=head + LEGAL_40)
    assert result.exit_code == 2
    assert result.stdout.splitlines() == [
        f"-:{line}: error [unknown-format] the decklist is a magi-nation list (Game: "
        f"magi-nation), but the 'Format:' line '{written}' names mage-noir/tournament, a "
        "mage-noir format (correct the Game: line or the 'Format:' line (cardtools formats "
        "--game magi-nation lists magi-nation's formats))",
        "1 file: 0 legal, 0 illegal, 1 not judged"]


@pytest.mark.parametrize("head", [b"Game: mage-noir\nFormat: tournament\n",
                                  b"Game: Mage Noir\nFormat: mage-noir/tournament\n"])
def test_a_game_line_of_the_lists_own_formats_game_changes_nothing(head: bytes) -> None:
    """The mirror: a Game: line of the format's own game is judged as before, legal."""
    result = invoke("check", "-", "--isolated", "--report", "text",
                    stdin=head + LEGAL_40)
    assert (result.exit_code, result.stdout.splitlines()[-1][:31]) == (
        0, "1 file: 1 legal, 0 illegal, 0 n")
