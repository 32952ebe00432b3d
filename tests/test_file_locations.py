"""The reports that locate files for a CI service (SARIF, GitLab Code Quality, GitHub
annotations) name the file as the file system does, even when its name holds a newline,
another control character or a byte that is not UTF-8; the reports a person reads, and
the JSON report's ``path`` and JUnit's test case name, show such a name escaped
(``new\\nline.txt``), the machine reports with each backslash of a name written twice, so
that two files never share one."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app

DECK = "Format: mtg/modern\n4 Ponder\n56 Mountain\n"
#: file name as the file system has it -> (SARIF URI, GitLab path, GitHub file property,
#: the path as the text and JSON reports show it)
NAMES: dict[bytes, tuple[str, str, str, str]] = {
    b"new\nline.txt": ("new%0Aline.txt", "new\nline.txt", "new%0Aline.txt",
                       "new\\nline.txt"),
    b"cr\rname.txt": ("cr%0Dname.txt", "cr\rname.txt", "cr%0Dname.txt", "cr\\rname.txt"),
    b"latin\xe9.txt": ("latin%E9.txt", "latin\\xe9.txt", "latin\\xe9.txt", "latin\\xe9.txt"),
    b"esc\x1b.txt": ("esc%1B.txt", "esc\x1b.txt", "esc\\x1b.txt", "esc\\x1b.txt"),
    b"a,b:c%d.txt": ("a%2Cb%3Ac%25d.txt", "a,b:c%d.txt", "a%2Cb%3Ac%25d.txt", "a,b:c%d.txt"),
}


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A repository whose root holds one banned deck under each name of ``NAMES`` (in
    ``decks/``) and a skipped ``notes\\n.png``; the working folder is its root."""
    (tmp_path / ".git").mkdir()
    decks = tmp_path / "decks"
    decks.mkdir()
    for name in NAMES:
        (Path(os.fsdecode(bytes(decks))) / os.fsdecode(name)).write_text(DECK)
    (decks / "notes\n.png").write_text("%PDF")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(style: str) -> str:
    outcome = CliRunner().invoke(app, ["check", "decks", "--date", "2022-04-24",
                                       "--report", style])
    assert outcome.exit_code == 1, outcome.output
    return outcome.stdout


def test_sarif_uris_percent_encode_the_names_bytes(repo: Path) -> None:
    run = json.loads(check("sarif"))["runs"][0]
    uris = sorted(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                  for r in run["results"])
    assert uris == sorted(f"decks/{sarif}" for sarif, _, _, _ in NAMES.values())
    skipped = run["invocations"][0]["toolExecutionNotifications"]
    assert [n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for n in skipped] == ["decks/notes%0A.png"]


def test_gitlab_paths_are_the_real_names_where_json_can_hold_them(repo: Path) -> None:
    issues = json.loads(check("gitlab"))
    assert sorted(i["location"]["path"] for i in issues if i["check_name"] == "banned") \
        == sorted(f"decks/{gitlab}" for _, gitlab, _, _ in NAMES.values())
    assert [i["location"]["path"] for i in issues
            if i["check_name"] == "cardtools-skipped"] == ["decks/notes\n.png"]


def test_github_file_properties_name_the_real_file(repo: Path) -> None:
    lines = check("github").splitlines()
    files = sorted(line.split("file=", 1)[1].split(",line=", 1)[0]
                   for line in lines if line.startswith("::error "))
    assert files == sorted(f"decks/{github}" for _, _, github, _ in NAMES.values())
    assert "::notice file=decks/notes%0A.png,title=cardtools skipped::not a decklist (.png)" \
        in lines
    assert all(line.isprintable() for line in lines)


def test_text_and_json_reports_show_the_names_escaped(repo: Path) -> None:
    results = json.loads(check("json"))["results"]
    assert sorted(r["path"] for r in results) \
        == sorted(f"decks/{shown}" for _, _, _, shown in NAMES.values())
    text = check("text")
    for *_, shown in NAMES.values():
        assert f"decks/{shown}:2: error [banned] Ponder is banned in Modern" in text


def test_files_whose_escaped_names_are_one_never_share_a_fingerprint(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``new\\nline.txt`` is how a name holding a newline is shown, and the name of a
    file holding a backslash and an ``n``; ``latin\\xe9.txt`` a Latin-1 byte's and four
    characters'. The fingerprints were made from the name as shown, so each twin's
    problems had the other's: GitLab keeps one issue of a fingerprint (the other file's
    problem vanished from the widget). They are made from the name the file system gives,
    as the locations are; every issue and every skipped file has its own."""
    (tmp_path / ".git").mkdir()
    folder = Path(os.fsdecode(bytes(tmp_path)))
    for name in (b"new\nline.txt", b"new\\nline.txt", b"latin\xe9.txt", b"latin\\xe9.txt"):
        (folder / os.fsdecode(name)).write_text(DECK)
    for name in (b"notes\xe9.png", b"notes\\xe9.png"):
        (folder / os.fsdecode(name)).write_text("%PDF")
    monkeypatch.chdir(tmp_path)
    outcome = CliRunner().invoke(app, ["check", ".", "--date", "2022-04-24",
                                       "--report", "gitlab"])
    issues = json.loads(outcome.stdout)
    # each twin also gets a look-alike warning: reports show the two names alike
    assert sorted((i["check_name"], i["location"]["path"]) for i in issues) == [
        ("banned", "latin\\xe9.txt"), ("banned", "latin\\xe9.txt"),
        ("banned", "new\nline.txt"), ("banned", "new\\nline.txt"),
        ("cardtools-skipped", "notes\\xe9.png"), ("cardtools-skipped", "notes\\xe9.png"),
        ("look-alike", "latin\\xe9.txt"), ("look-alike", "latin\\xe9.txt"),
        ("look-alike", "new\nline.txt"), ("look-alike", "new\\nline.txt")]
    assert len({i["fingerprint"] for i in issues}) == 10
    outcome = CliRunner().invoke(app, ["check", ".", "--date", "2022-04-24",
                                       "--report", "sarif"])
    results = json.loads(outcome.stdout)["runs"][0]["results"]
    # four banned cards and four look-alike warnings, each its own
    assert len({r["partialFingerprints"]["primaryLocationLineHash"] for r in results}) == 8


def test_json_and_junit_paths_of_escaped_twins_differ(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file named ``new<LF>line.txt`` and one named ``new\\nline.txt`` (a backslash
    and an ``n``) had one JSON ``path`` and one JUnit test case name: each backslash of
    a name is written twice there, so every backslash starts an escape."""
    folder = Path(os.fsdecode(bytes(tmp_path)))
    for name in (b"new\nline.txt", b"new\\nline.txt", b"latin\xe9.txt", b"latin\\xe9.txt",
                 b"notes\xe9.png", b"notes\\xe9.png"):
        (folder / os.fsdecode(name)).write_text(DECK if name.endswith(b".txt") else "%PDF")
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    report = json.loads(runner.invoke(app, ["check", ".", "--date", "2022-04-24",
                                            "--report", "json"]).stdout)
    assert sorted(r["path"] for r in report["results"]) == sorted([
        "./latin\\xe9.txt", "./latin\\\\xe9.txt", "./new\\nline.txt", "./new\\\\nline.txt"])
    assert sorted(s["path"] for s in report["skipped"]) == sorted([
        "./notes\\xe9.png", "./notes\\\\xe9.png"])
    junit = runner.invoke(app, ["check", ".", "--date", "2022-04-24", "--report",
                                "junit"]).stdout
    names = sorted(part.split('"', 1)[0] for part in junit.split('<testcase name="')[1:])
    assert names == sorted(["latin\\xe9.txt", "latin\\\\xe9.txt", "new\\nline.txt",
                            "new\\\\nline.txt", "notes\\xe9.png", "notes\\\\xe9.png"])


@pytest.mark.parametrize(("limit", "kept", "said"), [
    (5, [("1.txt", "warning"), ("2.txt", "warning"), ("2.txt", "error"), ("3.txt", "note"),
         ("3.txt", "error")], None),
    (4, [("1.txt", "warning"), ("2.txt", "warning"), ("2.txt", "error"), ("3.txt", "error")],
     "1 note left out: GitHub code scanning rejects a run of more than 4 results, so 4 of 5 "
     "are kept"),
    (3, [("1.txt", "warning"), ("2.txt", "error"), ("3.txt", "error")],
     "1 warning and 1 note left out: GitHub code scanning rejects a run of more than 3 "
     "results, so 3 of 5 are kept"),
    (1, [("2.txt", "error")],
     "1 error, 2 warnings and 1 note left out: GitHub code scanning rejects a run of more "
     "than 1 results, so 1 of 5 are kept"),
])
def test_sarif_keeps_the_most_severe_results_within_githubs_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, limit: int,
        kept: list[tuple[str, str]], said: str | None) -> None:
    """GitHub rejects a whole upload of a run over 25,000 results (its hard limit): the
    errors are kept first, then the warnings, then the notes, each in file order (a deck's
    note dropped before its error), and a notification says what was left out. (The
    limit is lowered for the test.)"""
    from cardtools.reporters import sarif

    monkeypatch.setattr(sarif, "RESULT_LIMIT", limit)
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    (tmp_path / "1.txt").write_text("Format: mtg/modern\nPlayer: Ann\n4 Lightning Bolt\n"
                                    "56 Mountain\n")
    (tmp_path / "2.txt").write_text("Format: mtg/modern\nPlayer: Ann\n4 Ponder\n56 Mountain\n")
    # each names its player: no no-player note among the results
    (tmp_path / "3.txt").write_text("Format: mtg/modern\nPlayer: Bo\n0 Ponder\n"
                                    "4 Lightning Bolt\n4 Ponder\n52 Mountain\n")
    outcome = CliRunner().invoke(app, ["check", ".", "--date", "2022-04-24",
                                       "--report", "sarif"])
    assert outcome.exit_code == 1
    run = json.loads(outcome.stdout)["runs"][0]
    assert [(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], r["level"])
            for r in run["results"]] == kept
    notes = [n["message"]["text"] for n in run["invocations"][0]["toolExecutionNotifications"]
             if n["level"] == "warning"]
    assert notes == ([] if said is None else [
        said + ": the errors first, then the warnings, then the notes, each in file order "
        "(--report json or text lists every problem)"])


@pytest.mark.parametrize("name", ["::notice title=pwned::hello.txt", " ::stop-commands::x.txt",
                                  "##[warning]hello.txt", "##vso[task.complete]x.txt",
                                  "##teamcity[buildStatus status='SUCCESS' text='ok'].txt",
                                  " ##teamcity[setParameter name='x' value='1'].txt"])
def test_a_file_name_never_begins_a_line_a_ci_runner_takes_for_a_command(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """A CI log line that begins with ``::`` (after spaces) is a GitHub Actions command:
    a decklist named ``::stop-commands::x.txt`` would stop every annotation after it, one
    named ``::notice title=pwned::...`` would add its own; Azure's ``##vso[`` and
    TeamCity's ``##teamcity[`` service messages likewise. Reports write such a relative
    path with ``./`` in front (the same file), in the text report and on the GitHub
    report's plain lines (over its caps); the annotations' ``file=`` stays the name."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    for number in range(10, 21):  # eleven errors: the last is over GitHub's cap of ten
        (tmp_path / f"{number}.txt").write_text(DECK)
    (tmp_path / name).write_text(DECK)
    files = [f"{number}.txt" for number in range(10, 21)]
    for style in ("text", "github"):
        outcome = CliRunner().invoke(app, ["check", "--date", "2022-04-24", "--report", style,
                                           "--", *files, name])
        assert outcome.exit_code == 1
        lines = outcome.stdout.splitlines()
        assert f"./{name}:2: error [banned] Ponder is banned in Modern (listed by 2020-01-01, " \
            "where the recorded lists start) (remove 4 copies)" in lines
        commands = [line for line in lines if line.lstrip().startswith(("::", "##"))]
        assert all(line.startswith(("::group::", "::endgroup::", "::error file=",
                                    "::notice title=cardtools")) for line in commands)


def test_read_legality_and_diff_write_such_a_path_with_dot_slash(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    name = "::warning::r.txt"
    (tmp_path / name).write_text("4 Lightning Bolt\n\n2 Duress\n")
    read = CliRunner().invoke(app, ["read", "--to", "arena", "--", name])
    assert read.exit_code == 0
    assert read.stderr.startswith(f"./{name}:3: info [reading] a second block of cards")
    legality = CliRunner().invoke(app, ["legality", "--date", "2022-04-24", "--", name])
    assert legality.stdout.splitlines()[0] == f"./{name}"
    diff = CliRunner().invoke(app, ["diff", "--", name, name])
    assert diff.stdout.startswith(f"./{name} -> ./{name}: the same deck")


@pytest.mark.parametrize("option", ["--exit-zero", "--date=2019-01-01", "--format=vintage",
                                    "--ignore=CT4", "-q"])
def test_an_option_that_is_a_file_of_the_working_folder_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, option: str) -> None:
    """``cardtools check * --format mtg/modern`` in a folder of submissions: a file a
    player named ``--exit-zero`` (or ``--date=2019-01-01``, before Oko's ban) was one
    of the run's options, a banned deck passing with exit 0. An argument written as an
    option that names a file here is a usage error, exit 2; after ``--`` it is a path,
    judged as any other."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "alice.txt").write_text("4 Oko, Thief of Crowns\n56 Mountain\n")
    (tmp_path / option).write_text("")
    args = ["--format", "mtg/modern", "--date", "2026-01-01"]
    outcome = CliRunner().invoke(app, ["check", *sorted([option, "alice.txt"]), *args])
    assert (outcome.exit_code, outcome.stdout) == (2, "")
    assert outcome.stderr.splitlines() == [
        f"cardtools: error: {option!r} is written as an option and is also the name of a "
        "file here: a shell's * may have put it among the arguments; put the paths after "
        f"-- (cardtools check --format ID -- *), or name the file ./{option}",
        # as check's other usage errors (it said try 'cardtools --help')
        "try 'cardtools check --help'"]
    outcome = CliRunner().invoke(app, ["cards", "show", *sorted([option, "alice.txt"])])
    assert outcome.stderr.splitlines()[1:] == ["try 'cardtools cards show --help'"]
    assert "(cardtools cards show -- *)" in outcome.stderr
    outcome = CliRunner().invoke(app, ["check", *args, "--report", "json", "--",
                                       *sorted([option, "alice.txt"])])
    assert outcome.exit_code == 1
    assert [result["status"] for result in json.loads(outcome.stdout)["results"]] == [
        "illegal", "illegal"]


@pytest.mark.parametrize(("files", "typed", "before_paths"), [
    (["--", "--strict"], ["--strict"], False),
    (["--", "--isolated"], ["--isolated"], False),
    (["--"], ["--format", "mtg/modern", "--date", "2026-01-01"], True),
])
def test_a_file_named_double_dash_in_the_working_folder_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, files: list[str],
        typed: list[str], before_paths: bool) -> None:
    """A player's file named ``--`` among the submissions: the shell's ``*`` put it
    among the arguments, where it ended the options: ``cardtools check * --strict`` (a
    second file named ``--strict``) judged without --strict, Alice's two lists passing
    with exit 0, and ``cardtools check --format mtg/modern *`` left the file ``--``
    (a banned deck) unjudged, exit 0. A ``--`` written once while a file of that name
    is here is a usage error, exit 2; a -- of one's own before ``*`` judges the file."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "alice.txt").write_text("Player: Alice\nFormat: mtg/modern\n4 Ponder\n"
                                        "56 Island\n")
    (tmp_path / "--").write_text("Player: Bob\nFormat: mtg/modern\n"
                                 "4 Oko, Thief of Crowns\n56 Forest\n")
    for name in files[1:]:
        (tmp_path / name).write_text("Player: Alice\nFormat: mtg/modern\n56 Island\n"
                                     "4 Opt\n")
    shell = sorted([*files, "alice.txt"])
    args = [*typed, *shell] if before_paths else [*shell, *typed]
    outcome = CliRunner().invoke(app, ["check", *args])
    assert (outcome.exit_code, outcome.stdout) == (2, "")
    assert outcome.stderr.splitlines()[0] == (
        "cardtools: error: '--' is also the name of a file here: a shell's * may have put "
        "it among the arguments, where it ends the options (the options after it taken "
        "for paths, the file not judged); put the paths after a -- of your own (cardtools "
        "check --format ID -- *), or name the file ./--")
    outcome = CliRunner().invoke(app, ["check", "--format", "mtg/modern", "--date",
                                       "2026-01-01", "--report", "json", "--", *shell])
    assert outcome.exit_code == 1
    assert {result["path"]: result["status"]
            for result in json.loads(outcome.stdout)["results"]}["--"] == "illegal"
