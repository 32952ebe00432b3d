"""Folders, files and writes an attacker or an accident can set up (issue 13): folders
that cannot be read, named pipes, links leaving the folder checked, the outer error
layer (closed or full standard output, memory running out, over-long paths), the
report file (devices, SIGTERM, long names, reports among the decklists), ``cards
import`` over its sources, and the pre-commit entry's ``--pre-commit``."""

from __future__ import annotations

import json
import os
import pickle
import re
import resource
import signal
import socket
import stat
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
import yaml

from cardtools import fileio
from cardtools.checker import Checker, CheckOptions
from cardtools.cli import REPORT_STYLES, hook_arguments
from cardtools.errors import CardtoolsError
from cardtools.reporters.recognise import may_be_report, report_style
from cardtools.walking import WalkedFiles, expand_paths
from tests.conftest import invoke

ROOT = Path(__file__).resolve().parent.parent
LEGAL_40 = (ROOT / "tests" / "fixtures" / "decks" / "mage-noir-40.txt").read_bytes()
MAGE_NOIR = "mage-noir/tournament"
PIPE_MESSAGE = "is a named pipe (FIFO), not a regular file; only regular files are read"
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")



def run(*args: str, cwd: Path, shell_redirect: str = "", stdin: Any = None,
        limit_memory: int | None = None) -> subprocess.CompletedProcess[str]:
    """``cardtools ARGS`` in a subprocess (a timeout means a hang)."""
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_ACTIONS", "CI")}
    env["NO_COLOR"] = "1"

    def limit() -> None:  # pragma: no cover - runs in the child
        if limit_memory is not None:
            resource.setrlimit(resource.RLIMIT_AS, (limit_memory, limit_memory))

    command = [sys.executable, "-m", "cardtools", *args]
    if shell_redirect:
        quoted = " ".join(f"'{part}'" for part in command)
        return subprocess.run(f"{quoted} {shell_redirect}", shell=True, cwd=cwd, env=env,
                              stdin=stdin, stderr=subprocess.PIPE, text=True, timeout=60,
                              check=False)
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=60, stdin=stdin, preexec_fn=limit, check=False)


def by_path(report: dict[str, Any]) -> dict[str, tuple[str, list[str]]]:
    # the data-age note (a Mage Noir deck judged today, after its data) is no verdict
    return {r["path"]: (r["status"], [v["message"] for v in r["violations"]
                                      if v["rule"] != "data-age"])
            for r in report["results"]}


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "a.txt").write_bytes(LEGAL_40)
    monkeypatch.chdir(tmp_path)
    return folder


# ----------------------------------------------------------------------------- walks


def test_a_folder_that_cannot_be_read_is_a_file_error(decks: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    (decks / "locked").mkdir()
    (decks / "locked" / "b.txt").write_bytes(LEGAL_40 + b"1 Crimson Ritual\n")
    (decks / "z.txt").write_bytes(LEGAL_40)
    real_scandir = os.scandir

    def scandir(path: Any = ".") -> Any:
        if str(path).rstrip(os.sep).endswith("locked"):
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    assert result.exit_code == 2
    assert by_path(json.loads(result.stdout)) == {
        "decks/a.txt": ("legal", []),
        "decks/locked/": ("error", ["cannot read the folder: Permission denied; its "
                                    "decklists were not checked"]),
        "decks/z.txt": ("legal", []),
    }


def test_a_folder_past_the_path_length_limit_is_a_file_error(decks: Path) -> None:
    """Folders nested until their path passes PATH_MAX (made through folder handles):
    the one the walk cannot list is named, with why."""
    name = "d" * 200
    handle = os.open(decks, os.O_RDONLY)
    depth = 0
    try:
        while len(str(decks)) + depth * (len(name) + 1) < 4200:
            os.mkdir(name, dir_fd=handle)
            inner = os.open(name, os.O_RDONLY, dir_fd=handle)
            os.close(handle)
            handle, depth = inner, depth + 1
        with open(os.open("deep.txt", os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=handle),
                  "wb") as deep:
            deep.write(LEGAL_40 + b"1 Crimson Ritual\n")
    finally:
        os.close(handle)
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    assert result.exit_code == 2
    found = by_path(json.loads(result.stdout))
    assert found.pop("decks/a.txt") == ("legal", [])
    [(path, (status, messages))] = found.items()
    assert path.startswith("decks/" + name) and path.endswith(os.sep)
    assert status == "error"
    assert messages == ["cannot read the folder: File name too long; its decklists were "
                        "not checked"]


HIDDEN = "hidden file: not checked; name it on the command line to check it"


def test_a_hidden_decklist_in_a_walk_is_listed_as_skipped(decks: Path) -> None:
    (decks / ".alice.txt").write_bytes(LEGAL_40)
    (decks / "round2").mkdir()
    (decks / "round2" / ".Bob.DEK").write_bytes(LEGAL_40)
    (decks / ".cardtools.yaml").write_text("rules:\n  duplicate-deck: off\n")
    (decks / ".notes.pdf").write_bytes(b"%PDF-1.7\n")  # not named like a decklist
    for folder in (".git", ".venv"):  # hidden folders stay silent
        (decks / folder).mkdir()
        (decks / folder / "config.txt").write_text("[core]\n")
    (decks / ".old.txt").mkdir()  # a hidden folder named like a decklist too
    text = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "text")
    assert [line for line in text.stdout.splitlines() if ": skipped: " in line] == [
        f"decks/.alice.txt: skipped: {HIDDEN}", f"decks/round2/.Bob.DEK: skipped: {HIDDEN}"]
    report = json.loads(invoke("check", "decks", "--format", MAGE_NOIR, "--report",
                               "json").stdout)
    assert report["skipped"] == [{"path": "decks/.alice.txt", "reason": HIDDEN},
                                 {"path": "decks/round2/.Bob.DEK", "reason": HIDDEN}]
    assert by_path(report) == {"decks/a.txt": ("legal", [])}
    assert (report["summary"]["files"], report["summary"]["skipped"]) == (1, 2)
    named = invoke("check", "decks/.alice.txt", "--format", MAGE_NOIR, "--report", "json")
    assert by_path(json.loads(named.stdout)) == {"decks/.alice.txt": ("legal", [])}


def test_a_hidden_structured_decklist_is_listed_as_skipped(decks: Path) -> None:
    """A hidden YAML or JSON file is a tool's config and left out silently, unless it
    holds a deck's section: ``.bob.yaml`` with a ``deck:`` of 40 banned cards vanished
    from the report (1 file: 1 legal)."""
    (decks / ".bob.yaml").write_text("format: mage-noir/tournament\ndeck:\n"
                                     "  Crimson Ritual: 40\n")
    (decks / ".carol.json").write_text('{"Sideboard": {"Crimson Ritual": 4}}')
    (decks / ".dave.json").write_text('{"data": {"mainBoard": []}}')
    (decks / ".pre-commit-config.yaml").write_text("repos:\n  - repo: local\n")
    (decks / ".cardtools.yaml").write_text("rules:\n  duplicate-line: off\n")
    (decks / ".link.yaml").symlink_to(".bob.yaml")  # a link is never read to tell
    report = json.loads(invoke("check", "decks", "--format", MAGE_NOIR, "--report",
                               "json").stdout)
    assert report["skipped"] == [{"path": f"decks/{name}", "reason": HIDDEN}
                                 for name in (".bob.yaml", ".carol.json", ".dave.json")]
    assert by_path(report) == {"decks/a.txt": ("legal", [])}


#: A 40-card Mage Noir list with a banned card, as text lines with no header.
BANNED_LINES = "".join(line + "\n" for line in LEGAL_40.decode().splitlines()
                       if line[:1].isdigit()) + "1 Crimson Ritual\n"
PLAIN_NOTE = "read as plain text: not a YAML or JSON mapping, but lines of cards"
BANNED = ("Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, "
          "where the recorded lists start)")


def _judged(report: dict[str, Any]) -> dict[str, tuple[str, list[str]]]:
    """Each result's status and its messages but the notes any list gets (data age, no
    player, copies on two lines)."""
    notes = ("data-age", "no-player", "duplicate-line")
    return {r["path"]: (r["status"], [v["message"] for v in r["violations"]
                                      if v["rule"] not in notes])
            for r in report["results"]}


def test_a_text_decklist_saved_as_yaml_or_json_is_judged_as_text(decks: Path) -> None:
    """A text decklist saved as ``.yml`` (a YAML string), ``.yaml`` (a sequence of its
    lines, or lines YAML cannot read) or ``.json`` was skipped by a walk as a config
    ("expected a mapping with a 'deck' section"), exit 0, its banned card with it: it is
    read as text, with a note, in a walk and named alike; configs are still skipped."""
    (decks / "bob.yml").write_text(BANNED_LINES, encoding="utf-8")
    (decks / "carol.yaml").write_text("".join(f"- {line}\n"
                                              for line in BANNED_LINES.splitlines()))
    (decks / "dan.yaml").write_text("Player: Dan\n" + BANNED_LINES)  # not YAML
    (decks / "eve.json").write_text(BANNED_LINES)
    (decks / "fay.yml").write_text(BANNED_LINES.replace("\n", "\n  ", 3))  # one string
    (decks / "playbook.yml").write_text("- hosts: all\n  tasks: []\n")  # no string
    (decks / "mkdocs.yml").write_text("site_name: Decks\nnav:\n  - Home: index.md\n")
    (decks / "package.json").write_text('{"name": "decks", "version": "1.0.0"}')
    (decks / "docker-compose.yml").write_text("services:\n  web:\n    image: x\n")
    (decks / "versions.yml").write_text("- 3.10\n- 3.11\n")  # no card lines
    (decks / "notes.yaml").write_text("- 2 weeks to go\n- a note\n- more words\n")
    (decks / ".pre-commit-config.yaml").write_text("repos:\n  - repo: local\n")
    (decks / ".github" / "workflows").mkdir(parents=True)
    (decks / ".github" / "workflows" / "ci.yml").write_text("on: push\njobs: {}\n")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    wanted = ("illegal", [PLAIN_NOTE, BANNED])
    assert _judged(report) == {"decks/a.txt": ("legal", []), "decks/bob.yml": wanted,
                               "decks/carol.yaml": wanted, "decks/dan.yaml": wanted,
                               "decks/eve.json": wanted, "decks/fay.yml": wanted}
    no_mapping = "not a decklist: expected a mapping with a 'deck' section"
    no_section = "not a decklist: no deck, main, side, sideboard, magi or mage section"
    assert report["skipped"] == [
        {"path": "decks/docker-compose.yml", "reason": no_section},
        {"path": "decks/mkdocs.yml", "reason": no_section},
        {"path": "decks/notes.yaml", "reason": no_mapping},
        {"path": "decks/package.json", "reason": no_section},
        {"path": "decks/playbook.yml", "reason": no_mapping},
        {"path": "decks/versions.yml", "reason": no_mapping}]
    assert (report["summary"]["files"], report["summary"]["skipped"]) == (6, 6)
    for name in ("bob.yml", "carol.yaml", "dan.yaml", "eve.json", "fay.yml"):
        named = invoke("check", f"decks/{name}", "--format", MAGE_NOIR, "--report", "json")
        assert named.exit_code == 1
        assert _judged(json.loads(named.stdout)) == {f"decks/{name}": wanted}


@pytest.mark.parametrize(("name", "message"), [
    ("mine.coll2", "mine.coll2 is a Decked Builder collection (cards by multiverse id), not "
     "a decklist in text"),
    ("mine.yaml", "not a decklist: a Decked Builder collection (cards by multiverse id)")])
def test_a_decked_builder_collection_is_not_judged_with_a_fix(
        decks: Path, name: str, message: str) -> None:
    """A Decked Builder ``.coll2`` given by name was read as a text decklist (``doc`` an
    unknown card, illegal); it holds no deck: not judged (exit 2), with the fix."""
    (decks / name).write_text("doc:\n- version: 1\n- items:\n  - - id: 409574\n"
                              "    - r: 4\n")
    result = invoke("check", f"decks/{name}", "--format", "mtg/modern", "--report", "json")
    assert result.exit_code == 2
    [found] = json.loads(result.stdout)["results"]
    assert [(v["rule"], v["message"], v.get("hint")) for v in found["violations"]] == [
        ("file-error", message, "export the deck from Decked Builder as .dec and submit that")]


def test_a_yaml_or_json_file_of_card_lines_it_cannot_judge_is_a_file_error(
        decks: Path) -> None:
    """Card lines naming no known card in a ``.yml`` string, and the strings of a JSON
    list (whose lines are not the file's), are not judged (exit 2), never skipped; a
    broken structured decklist (indented) stays a YAML error, not read as text."""
    (decks / "unknown.yml").write_text("4 Fireballl\n2 Zorg the Great\n")
    (decks / "list.json").write_text(json.dumps(BANNED_LINES.splitlines()))
    (decks / "broken.yml").write_text("deck:\n  Fire Ball: 4\n bad\n")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    assert result.exit_code == 2
    report = json.loads(result.stdout)
    hint = ("save a text decklist as .txt, or a structured one as a mapping with a 'deck' "
            "section")
    assert {r["path"]: [(v["line"], v["message"], v.get("hint")) for v in r["violations"]]
            for r in report["results"] if r["status"] == "error"} == {
        "decks/unknown.yml": [(1, "not a decklist: not a YAML or JSON mapping, and its card "
                               "lines name no known card; not judged", hint)],
        "decks/list.json": [(1, "not a decklist: not a YAML or JSON mapping, and its "
                             "strings are card lines; not judged", hint)],
        "decks/broken.yml": [(3, "not valid YAML: did not find expected key (line 3)",
                              None)]}
    assert "skipped" not in report
    assert report["summary"]["files"] == 4


def test_a_hidden_text_decklist_saved_as_yaml_is_listed_as_skipped(decks: Path) -> None:
    """A hidden ``.eve.yml`` of text card lines (no section key: a text decklist, read
    as text when named) is listed as a hidden file, not left out as a config."""
    (decks / ".eve.yml").write_text(BANNED_LINES)
    (decks / ".fay.yaml").write_text("".join(f"- {line}\n"
                                             for line in BANNED_LINES.splitlines()))
    (decks / ".gitlab-ci.yml").write_text("stages:\n  - test\ntest:\n  script: make 2 x\n")
    report = json.loads(invoke("check", "decks", "--format", MAGE_NOIR, "--report",
                               "json").stdout)
    assert report["skipped"] == [{"path": f"decks/{name}", "reason": HIDDEN}
                                 for name in (".eve.yml", ".fay.yaml")]
    named = invoke("check", "decks/.eve.yml", "--format", MAGE_NOIR, "--report", "json")
    assert named.exit_code == 1
    assert _judged(json.loads(named.stdout)) == {
        "decks/.eve.yml": ("illegal", [PLAIN_NOTE, BANNED])}


#: Section keys as the structured reader reads them (any case, words parted by a space,
#: ``_`` or nothing, a zone's header), each of a zone of the bundled games' data.
SECTION_SPELLINGS = ("main deck", "Main Deck", "maindeck", "main_deck", "side deck",
                     "side_deck", "magi stack", "mage_zone", "Réserve", "SIDEBOARD")


@pytest.mark.parametrize("key", SECTION_SPELLINGS)
def test_a_hidden_decklist_with_any_section_key_is_listed_as_skipped(
        decks: Path, key: str) -> None:
    """The hidden-file check reads a key as the structured reader does: ``.bob.yml`` with
    ``main deck:`` of 40 banned cards was dropped from the walk unlisted (1 file, exit
    0), while ``.dan.yml`` with ``deck:`` was listed."""
    from cardtools.decklist.structured import read_structured

    text = f"{key}:\n  Crimson Ritual: 40\n"
    assert read_structured(text.encode(), "x.yml", is_json=False).lines  # a section
    (decks / ".bob.yml").write_text(text, encoding="utf-8")
    (decks / ".carol.json").write_text(json.dumps({key: {"Crimson Ritual": 4}}),
                                       encoding="utf-8")
    (decks / ".tool.yml").write_text(f"settings:\n  {key} colour: red\n",
                                     encoding="utf-8")  # a config: no section key
    report = json.loads(invoke("check", "decks", "--format", MAGE_NOIR, "--report",
                               "json").stdout)
    assert report["skipped"] == [{"path": f"decks/{name}", "reason": HIDDEN}
                                 for name in (".bob.yml", ".carol.json")]
    assert (report["summary"]["files"], report["summary"]["skipped"]) == (1, 2)


#: The file error of a decklist that is a link out of the folder checked, and its hint.
LINK_OUT = ("a symbolic link to outside the folder checked; not followed: the file it leads "
            "to was not read, nor judged (put the decklist itself where the link is)")
#: The same of a decklist named on the command line, a link out of its own folder.
NAMED_LINK_OUT = LINK_OUT.replace("the folder checked", "the folder holding it")


def test_a_link_leaving_the_folder_is_never_read_nor_echoed(decks: Path) -> None:
    """A decklist that is a link out of the folder checked is never read, and is a file
    error (exit 2): it was skipped with a notice, the run passing with the submission
    lost (and the pre-commit hook, naming it, judged it)."""
    secret = decks.parent / "home" / ".ssh"
    secret.mkdir(parents=True)
    (secret / "id_rsa").write_text("-----BEGIN OPENSSH PRIVATE KEY-----\nc2VjcmV0a2V5\n")
    (decks / "key.txt").symlink_to(secret / "id_rsa")
    (decks / "inside.txt").symlink_to("a.txt")  # a link inside the folder is read
    # judged within the Mage Noir data: no data-age notice
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "github",
                    "--date", "2025-11-04")
    assert "c2VjcmV0a2V5" not in result.stdout
    assert result.stdout.splitlines() == [
        "::group::decks/key.txt: not judged (1 error)",
        "::error file=decks/key.txt,line=1,title=cardtools file-error (CT001)::"
        + LINK_OUT,
        "::endgroup::",
        "3 files: 2 legal, 0 illegal, 1 not judged (judged as of "
        "2025-11-04; card data: mage-noir 2025)",
    ]
    assert result.exit_code == 2


@pytest.mark.parametrize("target", ["notes/bob.txt", "home/.ssh/id_rsa", ".env",
                                    "repo/.git/config"])
@pytest.mark.parametrize("where", ["walk", "named", "hook"])
def test_a_decklist_linked_out_of_its_folder_is_a_file_error_never_read(
        decks: Path, target: str, where: str) -> None:
    """A decklist that is a working link out of the folder (another file of the
    repository, a private key, ``.env``, ``.git/config``; relative or absolute) is a file
    error (exit 2) whether a walk finds it or it is named (plain, or as the pre-commit
    hook names it, ``--force-exclude``): its lines are never shown. The hook judged it
    and echoed a key's lines as unknown cards, while CI's walk skipped it, exit 0."""
    secret = decks.parent / target
    secret.parent.mkdir(parents=True, exist_ok=True)
    secret.write_text("4 Fire Ball\nTOKEN=c2VjcmV0\n", "utf-8")
    link = decks / "bob.txt"
    link.symlink_to(secret if target.startswith("home") else Path("..") / target)
    paths = {"walk": ["decks"], "named": ["decks/a.txt", "decks/bob.txt"],
             "hook": ["--quiet", "--force-exclude", "--", "decks/a.txt", "decks/bob.txt"]}
    result = invoke("check", "--format", MAGE_NOIR, "--report", "text", "--date",
                    "2025-11-04", *paths[where])
    assert "c2VjcmV0" not in result.stdout + result.stderr
    assert "Fire Ball" not in result.stdout + result.stderr
    said = LINK_OUT if where == "walk" else NAMED_LINK_OUT
    if where != "walk" and target == "notes/bob.txt":  # a hidden file is never offered
        said = said.replace("(put", f"(name the file the link leads to, {target}, or put")
    assert (result.exit_code, result.stdout.splitlines()) == (2, [
        f"decks/bob.txt:1: error [file-error] {said}",
        "2 files: 1 legal, 0 illegal, 1 not judged (judged as of 2025-11-04; card data: "
        "mage-noir 2025)"])


@pytest.mark.parametrize("hook", [False, True])
def test_a_named_link_to_a_hidden_file_of_its_folder_is_never_read(
        decks: Path, hook: bool) -> None:
    """A decklist named on the command line that is a link to a hidden file of its own
    folder (``env.txt -> .env``) is never read: a file error, named plainly or by the
    pre-commit hook (``--force-exclude``), as a walk's is (``bob.txt -> .bob-real.txt``
    was skipped in the hook, "no decklists found", and in CI's walk, bob's deck judged
    nowhere)."""
    (decks / ".env").write_text("API_TOKEN=c2VjcmV0ZW52\n", "utf-8")
    (decks / "env.txt").symlink_to(".env")
    result = invoke("check", "--format", MAGE_NOIR, "--report", "text", "--date",
                    "2025-11-04", *(["--force-exclude"] if hook else []), "decks/a.txt",
                    "decks/env.txt")
    assert "c2VjcmV0" not in result.stdout + result.stderr
    reason = "a symbolic link to a hidden file or folder; not followed"
    assert (result.exit_code, result.stdout.splitlines()) == (2, [
        f"decks/env.txt:1: error [file-error] {reason}: the file it leads to was not read, "
        "nor judged (put the decklist itself where the link is)",
        "2 files: 1 legal, 0 illegal, 1 not judged (judged as of 2025-11-04; card data: "
        "mage-noir 2025)"])


def test_a_named_link_to_a_hidden_file_alone_is_its_file_error_in_the_hook(
        decks: Path) -> None:
    """The pre-commit hook naming only ``bob.txt -> .bob-real.txt``: the run fails on the
    link's ``file-error``, never "no decklists found in decks/bob.txt"."""
    (decks / ".bob-real.txt").write_bytes(LEGAL_40)
    (decks / "bob.txt").symlink_to(".bob-real.txt")
    result = invoke("check", "--format", MAGE_NOIR, "--report", "text", "--date",
                    "2025-11-04", "--force-exclude", "decks/bob.txt")
    assert result.exit_code == 2
    assert "no decklists found" not in result.stdout + result.stderr
    assert result.stdout.splitlines()[0] == (
        "decks/bob.txt:1: error [file-error] a symbolic link to a hidden file or folder; "
        "not followed: the file it leads to was not read, nor judged (put the decklist "
        "itself where the link is)")


#: Why a named link to a folder out of the folder holding it is not walked.
FOLDER_OUT = "a symbolic link to a folder outside the folder holding it; not followed"


@pytest.mark.parametrize("target", ["../secrets", "../.git"])
@pytest.mark.parametrize("named", [["decks/evil.txt"], ["decks/evil.txt/"],
                                   ["--quiet", "--force-exclude", "--", "decks/evil.txt"]])
def test_a_named_link_to_a_folder_out_of_its_folder_is_never_walked(
        decks: Path, target: str, named: list[str]) -> None:
    """A link to a folder named like a decklist (``decks/evil.txt -> ../../secrets``,
    ``decks/git.txt -> ../.git``), named as the pre-commit hook names a staged file or
    plainly, was walked: the files outside were read and their lines echoed as unknown
    cards. It is skipped with the reason a walk of its folder gives, never walked."""
    folder = decks.parent / target.removeprefix("../")
    folder.mkdir()
    (folder / "notes.txt").write_text("4 Fire Ball\nTOKEN=c2VjcmV0\n", "utf-8")
    (decks / "evil.txt").symlink_to(target)
    result = invoke("check", "--format", MAGE_NOIR, "--report", "text", "--date",
                    "2025-11-04", *named)
    assert "c2VjcmV0" not in result.stdout + result.stderr
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr.splitlines() == [
        f"cardtools: error: no decklists found in {named[-1]} (1 other file skipped)",
        f"cardtools: error: {named[-1]}: skipped: {FOLDER_OUT}"]


def test_a_named_link_to_a_folder_inside_is_skipped_as_the_hook_names_it(decks: Path) -> None:
    """A link to a folder inside the folder holding it, named by the pre-commit hook
    (``--force-exclude``), is skipped as a walk skips it; named plainly it is walked."""
    (decks / "sub").mkdir()
    (decks / "sub" / "c.txt").write_bytes(LEGAL_40)
    (decks / "again").symlink_to("sub")
    result = invoke("check", "--format", MAGE_NOIR, "--report", "text", "--date",
                    "2025-11-04", "--force-exclude", "--", "decks/a.txt", "decks/again")
    assert (result.exit_code, result.stdout.splitlines()) == (0, [
        "decks/again: skipped: a symbolic link to a folder; not followed",
        "2 files: 1 legal, 0 illegal, 0 not judged, 1 skipped (judged as of 2025-11-04; "
        "card data: mage-noir 2025)"])
    result = invoke("check", "--format", MAGE_NOIR, "--report", "json", "decks/again")
    assert by_path(json.loads(result.stdout)) == {"decks/again/c.txt": ("legal", [])}


@pytest.mark.parametrize("hook", [False, True])
def test_a_file_named_through_a_folder_link_is_judged_as_a_named_link(
        decks: Path, hook: bool) -> None:
    """A file named through a link to a folder out of the folder holding it
    (``decks/extl/bob.txt``, ``extl -> ../elsewhere``) was read while a named link to a
    file there was refused: it is the same file error, naming the file to check instead;
    one through a link to a hidden folder (``decks/g -> .git``) is never read (skipped by
    the hook)."""
    (decks.parent / "elsewhere").mkdir()
    (decks.parent / "elsewhere" / "bob.txt").write_text("4 Fire Ball\nTOKEN=c2VjcmV0\n")
    (decks / "extl").symlink_to("../elsewhere")
    (decks / ".git").mkdir()
    (decks / ".git" / "config.txt").write_text("url = https://user:c2VjcmV0@example.com\n")
    (decks / "g").symlink_to(".git")
    result = invoke("check", "--format", MAGE_NOIR, "--report", "text", "--date",
                    "2025-11-04", *(["--force-exclude"] if hook else []), "--",
                    "decks/extl/bob.txt", "decks/g/config.txt")
    assert "c2VjcmV0" not in result.stdout + result.stderr
    hidden = "reached through decks/g, a symbolic link to a hidden file or folder; not followed"
    assert (result.exit_code, result.stdout.splitlines()) == (2, [
        "decks/extl/bob.txt:1: error [file-error] reached through decks/extl, " + FOLDER_OUT
        + ": the file it leads to was not read, nor judged (name the file the link leads to, "
        "elsewhere/bob.txt, or put the decklist itself where the link is)", *([
            f"decks/g/config.txt: skipped: {hidden}",
            "2 files: 0 legal, 0 illegal, 1 not judged, 1 skipped"] if hook else [
            f"decks/g/config.txt:1: error [file-error] {hidden}: the file it leads to was not "
            "read, nor judged (put the decklist itself where the link is)",
            "2 files: 0 legal, 0 illegal, 2 not judged"])])


@pytest.mark.parametrize("named", [
    ["decks/shared/ann.txt", "decks/late/bob.txt"], ["./decks/shared/ann.txt"],
    ["decks/late/bob.txt"], ["decks/ann/ann.txt", "decks/late/bob.txt", "decks/shared/ann.txt"]])
@pytest.mark.parametrize("hook", [False, True])
def test_a_named_link_is_followed_as_the_walk_ci_runs_follows_it(
        decks: Path, named: list[str], hook: bool) -> None:
    """CI walks ``decks/``; the pre-commit hook names ``decks/shared/ann.txt ->
    ../ann/ann.txt`` (a link to a sibling folder) or ``decks/late/bob.txt -> ../bob.txt``
    (one level up): both inside ``decks/``, judged by CI's walk, but refused by the hook
    as links out of the folder holding them (exit 2, the commit of a legal deck refused).
    A named link below the working folder is judged as a walk of its path's first folder
    judges it; one out of that folder is still refused, its target never read."""
    (decks / "ann").mkdir()
    (decks / "ann" / "ann.txt").write_bytes(LEGAL_40)
    (decks / "bob.txt").write_bytes(LEGAL_40)
    for link, target in (("shared/ann.txt", "../ann/ann.txt"), ("late/bob.txt", "../bob.txt"),
                         ("late/out.txt", "../../notes/out.txt")):
        (decks / link).parent.mkdir(exist_ok=True)
        (decks / link).symlink_to(target)
    (decks.parent / "notes").mkdir()
    (decks.parent / "notes" / "out.txt").write_text("4 Fire Ball\nTOKEN=c2VjcmV0\n")
    options = ["--force-exclude", "--"] if hook else []
    result = invoke("check", "--format", MAGE_NOIR, "--report", "json", *options, *named)
    assert result.exit_code == 0, result.stdout
    assert {path: status for path, (status, _) in by_path(json.loads(result.stdout)).items()
            } == dict.fromkeys(named, "legal")
    result = invoke("check", "--format", MAGE_NOIR, "--report", "text", "--date",
                    "2025-11-04", *options, "decks/late/out.txt")
    assert "c2VjcmV0" not in result.stdout + result.stderr
    assert (result.exit_code, result.stdout.splitlines()[0]) == (
        2, "decks/late/out.txt:1: error [file-error] a symbolic link to outside decks/; not "
        "followed: the file it leads to was not read, nor judged (name the file the link "
        "leads to, notes/out.txt, or put the decklist itself where the link is)")


def test_a_link_within_its_folder_is_still_judged_walked_or_named(decks: Path) -> None:
    """A link to a decklist inside the folder (beside it, or below) is judged as the
    list it leads to, walked or named."""
    (decks / "sub").mkdir()
    (decks / "sub" / "c.txt").write_bytes(LEGAL_40)
    (decks / "b.txt").symlink_to("sub/c.txt")
    for paths in (["decks"], ["decks/b.txt"], ["--force-exclude", "--", "decks/b.txt"]):
        result = invoke("check", "--format", MAGE_NOIR, "--report", "json", *paths)
        assert by_path(json.loads(result.stdout))["decks/b.txt"] == ("legal", [])


def test_a_link_to_a_hidden_file_of_the_folder_is_never_read_nor_echoed(decks: Path) -> None:
    """A link inside the folder checked to a hidden file or into a hidden folder of it
    (a repository's ``.git/config`` holding the CI's token, a ``.env``) is never read, as
    a walk reads no hidden file: its lines were echoed as unknown cards, in annotations
    of a pull request. Named like a decklist it is a submission not judged (a
    ``file-error``: ``bob.txt -> .bob-real.txt`` was skipped, the run passing); a link to
    a hidden folder is listed as skipped."""
    (decks / ".git").mkdir()
    (decks / ".git" / "config").write_text(
        "[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0dG9rZW4=\n", "utf-8")
    (decks / ".env").write_text("API_TOKEN=c2VjcmV0ZW52\n", "utf-8")
    (decks / "sub").mkdir()
    (decks / "sub" / "config.txt").symlink_to("../.git/config")
    (decks / "env.txt").symlink_to(".env")
    (decks / "git").symlink_to(".git")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "github",
                    "--date", "2025-11-04")
    assert "c2VjcmV0" not in result.stdout
    reason = "a symbolic link to a hidden file or folder; not followed"
    refused = (f"{reason}: the file it leads to was not read, nor judged (put the "
               "decklist itself where the link is)")
    assert (result.exit_code, result.stdout.splitlines()) == (2, [
        "::group::decks/env.txt: not judged (1 error)",
        f"::error file=decks/env.txt,line=1,title=cardtools file-error (CT001)::{refused}",
        "::endgroup::",
        "::group::decks/sub/config.txt: not judged (1 error)",
        f"::error file=decks/sub/config.txt,line=1,title=cardtools file-error (CT001)::{refused}",
        "::endgroup::",
        "::group::1 file skipped",
        f"::notice file=decks/git,title=cardtools skipped::{reason}",
        "::endgroup::",
        "4 files: 1 legal, 0 illegal, 2 not judged, 1 skipped (judged as of "
        "2025-11-04; card data: mage-noir 2025)"])


def test_every_link_a_walk_does_not_follow_is_listed(decks: Path) -> None:
    """A link to a folder outside the one checked (late submissions linked in from
    elsewhere) and a link out of it of any name are listed as skipped, as a link to a
    folder inside is: the folder outside was left out unsaid, its illegal deck unjudged
    and the run passing on the others."""
    late = decks.parent / "elsewhere" / "late"
    late.mkdir(parents=True)
    (late / "bob.txt").write_bytes(LEGAL_40 + b"5 Fire Ball\n")
    (decks / "late").symlink_to(late)
    (decks / "rules.png").symlink_to(decks.parent / "elsewhere")
    (decks / "notes").symlink_to(late / "bob.txt")
    (decks / "sub").mkdir()
    (decks / "again").symlink_to("sub")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "text",
                    "--date", "2025-11-04")
    assert (result.exit_code, result.stdout.splitlines()) == (0, [
        "decks/again: skipped: a symbolic link to a folder; not followed",
        "decks/late: skipped: a symbolic link to a folder outside the folder checked; not "
        "followed",
        "decks/notes: skipped: a symbolic link to outside the folder checked; not followed",
        "decks/rules.png: skipped: a symbolic link to a folder outside the folder checked; "
        "not followed",
        "5 files: 1 legal, 0 illegal, 0 not judged, 4 skipped (judged as of 2025-11-04; "
        "card data: mage-noir 2025)"])


def test_a_broken_link_is_a_file_error_wherever_it_pointed(decks: Path) -> None:
    """A submission that is a broken link is a file error (exit 2), whether it pointed
    inside the folder or out of it: one pointing out (``/gone/bob.txt``) was skipped as
    a link outside, the run passing (exit 0) with that player's deck lost."""
    (decks / "bob.txt").symlink_to(decks.parent / "gone" / "bob.txt")
    (decks / "eve.txt").symlink_to("missing.txt")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "text",
                    "--date", "2025-11-04")
    gone = decks.parent / "gone" / "bob.txt"
    assert (result.exit_code, result.stdout.splitlines()) == (2, [
        f"decks/bob.txt:1: error [file-error] a symbolic link to {gone}, which leads to "
        "no file",
        "decks/eve.txt:1: error [file-error] a symbolic link to missing.txt, which leads "
        "to no file",
        "3 files: 1 legal, 0 illegal, 2 not judged (judged as of 2025-11-04; "
        "card data: mage-noir 2025)"])



def test_a_broken_link_of_any_name_is_a_file_error(decks: Path) -> None:
    """A broken link with no decklist suffix (a linked-in folder of late submissions that
    moved: ``late``, absolute or relative), or of another suffix, or a link loop, was
    skipped as "not a decklist (no suffix)", the run passing (exit 0)."""
    (decks / "late").symlink_to(decks.parent / "moved-away")
    (decks / "late2").symlink_to("../nowhere")
    (decks / "notes.pdf").symlink_to("gone.pdf")
    (decks / "loop").symlink_to("loop")
    (decks / "sub").mkdir()
    (decks / "sub" / "later").symlink_to("../../moved")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "text",
                    "--date", "2025-11-04")
    lines = result.stdout.splitlines()
    assert result.exit_code == 2
    assert lines[:3] == [
        f"decks/late:1: error [file-error] a symbolic link to {decks.parent / 'moved-away'}, "
        "which leads to no file",
        "decks/late2:1: error [file-error] a symbolic link to ../nowhere, which leads to no "
        "file",
        "decks/loop:1: error [file-error] cannot read the file: Too many levels of symbolic "
        "links"]
    assert "decks/notes.pdf:1: error [file-error] a symbolic link to gone.pdf, which leads to " \
        "no file" in lines
    assert "decks/sub/later:1: error [file-error] a symbolic link to ../../moved, which leads " \
        "to no file" in lines
    assert lines[-1] == ("6 files: 1 legal, 0 illegal, 5 not judged (judged as of 2025-11-04; "
                         "card data: mage-noir 2025)")
    assert "skipped" not in result.stdout


@needs_fifo
@pytest.mark.parametrize("how", ["PATH", "--cards", "--pool"])
def test_a_named_pipe_given_by_name_is_a_clear_error(decks: Path, how: str) -> None:
    pipe = decks.parent / "pipe.txt"
    os.mkfifo(pipe)
    if how == "PATH":
        done = run("check", "pipe.txt", "decks/a.txt", "--format", MAGE_NOIR, "--report",
                   "text", cwd=decks.parent)
        assert done.stdout.splitlines()[0] == f"pipe.txt:1: error [file-error] {PIPE_MESSAGE}"
    elif how == "--cards":
        pipe.rename(pipe.with_suffix(".csv"))
        done = run("check", "decks/a.txt", "--format", MAGE_NOIR, "--cards", "pipe.csv",
                   cwd=decks.parent)
        assert done.stderr == ("cardtools: error: pipe.csv: cannot read card file: a named "
                               "pipe (FIFO), not a regular file\n")
    else:
        done = run("check", "decks/a.txt", "--format", MAGE_NOIR, "--pool", "pipe.txt",
                   cwd=decks.parent)
        assert done.stderr == f"cardtools: error: pipe.txt: cannot read the pool: {PIPE_MESSAGE}\n"
    assert done.returncode == 2
    assert "Traceback" not in done.stderr


SOCKET_MESSAGE = "is a socket, not a regular file; only regular files are read"
needs_unix_socket = pytest.mark.skipif(not hasattr(socket, "AF_UNIX"),
                                       reason="no Unix sockets here")


def _socket_file(name: str) -> socket.socket:
    """A Unix socket bound at ``name`` in the current folder (a socket file; a relative
    name fits the short limit of a socket's path), open until the caller closes it."""
    server = socket.socket(socket.AF_UNIX)
    server.bind(name)
    return server


@needs_unix_socket
@pytest.mark.parametrize("how", ["PATH", "link", "--cards", "--config", "--pool"])
def test_a_socket_given_by_name_is_said_to_be_one(decks: Path, how: str) -> None:
    """A socket file given by name (itself or through a link) could not be opened: the
    error was the system's "No such device or address", where a walk lists it as "a
    socket" and a named pipe so named is said to be one."""
    name = "sock.csv" if how == "--cards" else "sock.txt"
    with _socket_file(name):  # the current folder is decks.parent
        if how == "link":
            (decks.parent / "link.txt").symlink_to(name)
            name = "link.txt"
        if how in ("PATH", "link"):
            done = run("check", name, "decks/a.txt", "--format", MAGE_NOIR, "--report",
                       "text", cwd=decks.parent)
            assert done.stdout.splitlines()[0] == f"{name}:1: error [file-error] {SOCKET_MESSAGE}"
            assert done.stdout.splitlines()[-1].startswith("2 files: 1 legal, 0 illegal, "
                                                           "1 not judged")
        else:
            done = run("check", "decks/a.txt", "--format", MAGE_NOIR, how, name,
                       cwd=decks.parent)
            assert done.stderr == {
                "--cards": f"cardtools: error: {name}: cannot read card file: a socket, not a "
                           "regular file\n",
                "--config": f"cardtools: error: {name}: cannot read the config: a socket, "
                            "not a regular file\n",
                "--pool": f"cardtools: error: {name}: cannot read the pool: {SOCKET_MESSAGE}\n",
            }[how]
    assert done.returncode == 2


CHANGED = "changed since the folder was walked: not read"
SECRET = "-----BEGIN OPENSSH PRIVATE KEY-----\nc2VjcmV0a2V5\n"


def _secret(decks: Path) -> Path:
    key = decks.parent / "home" / ".ssh" / "id_rsa"
    key.parent.mkdir(parents=True)
    key.write_text(SECRET)
    return key


def _checked(paths: list[str]) -> list[tuple[str, str, list[str]]]:
    results = Checker(CheckOptions(format_id=MAGE_NOIR, use_config=False)).check_paths(paths)
    return [(r.path, r.status, [v.message for v in r.violations if v.rule != "data-age"])
            for r in results]


@pytest.mark.parametrize("swap", ["link outside", "link inside", "other file"])
def test_a_file_swapped_after_the_walk_is_never_read(decks: Path, swap: str) -> None:
    key = _secret(decks)
    (decks / "b.txt").write_bytes(LEGAL_40)
    paths = list(expand_paths([str(decks)]))
    assert paths == [str(decks / "a.txt"), str(decks / "b.txt")]
    if swap == "other file":  # renamed over it (a file made after an unlink may reuse the inode)
        (decks / "new").write_text(SECRET)
        (decks / "new").replace(decks / "a.txt")
    else:
        (decks / "a.txt").unlink()
        # a link the walk did not see is never followed, even to a decklist inside
        (decks / "a.txt").symlink_to(key if swap == "link outside" else decks / "b.txt")
    assert _checked(paths) == [(str(decks / "a.txt"), "error", [CHANGED]),
                               (str(decks / "b.txt"), "legal", [])]


def test_a_walked_link_retargeted_after_the_walk_is_never_read(decks: Path) -> None:
    key = _secret(decks)
    (decks / "inside.txt").symlink_to("a.txt")
    paths = list(expand_paths([str(decks)]))
    (decks / "inside.txt").unlink()
    (decks / "inside.txt").symlink_to(key)
    assert _checked(paths) == [(str(decks / "a.txt"), "legal", []),
                               (str(decks / "inside.txt"), "error", [CHANGED])]


def test_a_walked_path_keeps_what_the_walk_saw_across_processes(decks: Path) -> None:
    [path] = expand_paths([str(decks)])
    copy = pickle.loads(pickle.dumps(path))
    assert (copy, copy.seen) == (path, path.seen)  # type: ignore[attr-defined]
    (decks / "a.txt").unlink()
    (decks / "a.txt").symlink_to(_secret(decks))
    assert _checked([copy]) == [(str(decks / "a.txt"), "error", [CHANGED])]


def test_walked_files_held_compactly_are_read_as_the_walk_saw_them(decks: Path) -> None:
    key = _secret(decks)
    (decks / "inside.txt").symlink_to("a.txt")
    found = [*expand_paths([str(decks)]), "-", "named.txt"]
    walked = WalkedFiles(found)
    assert walked.paths == found and all(type(path) is str for path in walked.paths)
    assert [(path, getattr(path, "seen", None)) for path in walked[:]] == [
        (path, getattr(path, "seen", None)) for path in found]
    assert walked[1] == found[1] and walked[1].seen == found[1].seen  # type: ignore[attr-defined]
    (decks / "inside.txt").unlink()
    (decks / "inside.txt").symlink_to(key)
    assert _checked(walked[0:2]) == [(str(decks / "a.txt"), "legal", []),
                                     (str(decks / "inside.txt"), "error", [CHANGED])]


def test_a_link_named_on_the_command_line_is_still_followed(decks: Path) -> None:
    (decks.parent / "mine.txt").symlink_to(decks / "a.txt")
    assert _checked(["mine.txt"]) == [("mine.txt", "legal", [])]


@needs_fifo
def test_a_pipe_swapped_in_after_the_walk_does_not_block(decks: Path) -> None:
    paths = list(expand_paths([str(decks)]))
    assert paths == [str(decks / "a.txt")]
    (decks / "a.txt").unlink()
    os.mkfifo(decks / "a.txt")
    outcome: list[Any] = []
    worker = threading.Thread(target=lambda: outcome.append(
        Checker(CheckOptions(format_id=MAGE_NOIR, use_config=False)).check_paths(paths)),
        daemon=True)
    worker.start()
    worker.join(10)
    if worker.is_alive():  # unblock the reader before failing
        os.close(os.open(decks / "a.txt", os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("reading a named pipe swapped in after the walk blocked")
    [[result]] = outcome
    assert (result.status, [v.message for v in result.violations]) == ("error", [PIPE_MESSAGE])


# ----------------------------------------------------------------------- outer layer


def test_closed_standard_output(decks: Path) -> None:
    done = run("check", "decks", "--format", MAGE_NOIR, "--report", "text", cwd=decks.parent,
               shell_redirect=">&-")
    assert done.returncode == 2
    assert done.stderr == ("cardtools: error: cannot write the report to standard output: "
                           "it is closed\n")
    written = run("check", "decks", "--format", MAGE_NOIR, "--report-file", "out.txt",
                  "--report", "text", cwd=decks.parent, shell_redirect=">&-")
    saved = (decks.parent / "out.txt").read_text()
    assert saved.startswith("1 file: 1 legal")
    # standard output unused: what was written and where is said on standard error
    assert (written.returncode, written.stderr) == (
        0, f"cardtools: text report written to out.txt: {saved}")


def test_closed_standard_input(decks: Path) -> None:
    done = run("check", "-", "decks/a.txt", "--format", MAGE_NOIR, "--report", "text",
               "--report-file", "out.txt", cwd=decks.parent, shell_redirect="<&-")
    saved = (decks.parent / "out.txt").read_text().splitlines()
    assert (done.returncode, done.stderr) == (
        2, f"cardtools: text report written to out.txt: {saved[-1]}\n")
    assert saved[0] == "-:1: error [file-error] standard input is closed"


def test_a_file_named_dash_is_never_standard_input(decks: Path) -> None:
    # a player's submission named "-", put among the arguments by a shell's *: standard
    # input (a terminal: a wait without end; or another list) was judged in its place
    (decks / "-").write_bytes(LEGAL_40 + b"\n1 Card That Does Not Exist\n")
    names = sorted(os.listdir(decks))
    done = run("check", *names, "--format", MAGE_NOIR, "--report", "json", cwd=decks,
               stdin=subprocess.PIPE)
    verdicts = by_path(json.loads(done.stdout))
    assert done.returncode == 2
    assert verdicts["-"] == ("error", [
        "'-' names standard input, and a file here is named '-' too (a shell's * may have "
        "put it among the paths): neither was read; name the file ./-"])
    assert verdicts["a.txt"][0] == "legal"
    named = run("check", "./-", "--format", MAGE_NOIR, "--report", "json", cwd=decks)
    assert by_path(json.loads(named.stdout))["./-"][0] == "illegal"


def test_a_folder_named_dash_is_never_standard_input(decks: Path) -> None:
    # a folder named "-" (an earlier --per-deck-reports ./-): the finding calls it a folder
    (decks / "-").mkdir()
    done = run("check", "-", "--format", MAGE_NOIR, "--report", "json", cwd=decks,
               stdin=subprocess.PIPE)
    assert done.returncode == 2
    assert by_path(json.loads(done.stdout))["-"] == ("error", [
        "'-' names standard input, and a folder here is named '-' too (a shell's * may have "
        "put it among the paths): neither was read; name the folder ./-"])


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_standard_output_on_a_full_device(decks: Path) -> None:
    done = run("check", "decks", "--format", MAGE_NOIR, "--report", "json", cwd=decks.parent,
               shell_redirect=">/dev/full")
    assert done.returncode == 2
    assert done.stderr == ("cardtools: error: cannot write the report to standard output: "
                           "No space left on device\n")


def test_memory_running_out_is_a_clear_error(decks: Path) -> None:
    """Under an address-space limit that the MTG card database does not fit in: a deck
    naming thousands of cards reads the whole database (a few cards are read line by
    line, see ``cardfiles.FileSlices``). Where the modules are compiled, not loaded from
    bytecode, memory may run out while they load: said the same way (``launch.main``;
    it was a traceback)."""
    index = (ROOT / "cards" / "mtg" / "cards.index").read_text("utf-8").splitlines()
    names = [line.split("\t")[0] for line in index[1:] if line[:1].isalpha()]
    (decks / "a.txt").write_text("Format: mtg/modern\n"
                                 + "".join(f"1 {name}\n" for name in names[:6000]))
    # the interpreter and imports fit; the database and its cards do not
    done = run("check", "decks", "--report", "text", cwd=decks.parent,
               limit_memory=_address_space_now() + 2 * 1024 * 1024)
    assert done.returncode == 2, done.stdout
    assert "Traceback" not in done.stderr
    # the interpreter itself may say "Exception ignored in ..." first when memory runs out
    # inside its own hooks: the tool's message is still the last line
    assert (done.stdout.startswith("decks/a.txt:1: error [internal-error] ran out of memory ")
            or "cardtools: error: out of memory" in done.stderr.splitlines()[-1]), done.stderr


def test_a_deck_of_ten_million_copies_is_judged_in_bounded_memory(decks: Path) -> None:
    """``999 Island`` on 9,990 lines: no string per copy is built (400 MB of address
    space; building one per copy took 1.3 GB)."""
    (decks / "a.txt").write_text("Format: mtg/vintage\n" + "999 Island\n" * 9990)
    done = run("check", "decks", "--report", "json", cwd=decks.parent,
               limit_memory=400 * 1024 * 1024)
    assert (done.returncode, done.stderr) == (0, "")
    [result] = json.loads(done.stdout)["results"]
    assert (result["path"], result["status"]) == ("decks/a.txt", "legal")
    assert {v["severity"] for v in result["violations"]} == {"info"}
    [repeated] = [v for v in result["violations"] if v["rule"] == "duplicate-line"]
    assert (repeated["message"], repeated["line"]) == (
        "Island is on 9990 lines of the Main deck (lines 2, 3, 4, 5, 6 and 9985 more); "
        "counted as 9980010 copies", 3)
    assert result["zones"] == {"main": 9_980_010}
    assert "cockatrice_hash" not in result  # above 100,000 copies: not computed


def _address_space_now() -> int:
    """The most address space a fresh interpreter took to import cardtools, in bytes
    (its peak: compiling a module without bytecode takes more than it keeps)."""
    code = ("import cardtools.cli, cardtools.checker, cardtools.run, rich.console\n"
            "with open('/proc/self/status') as f:\n"
            "    print(next(int(line.split()[1]) * 1024 for line in f\n"
            "               if line.startswith('VmPeak:')))")
    if not os.path.exists("/proc/self/status"):
        pytest.skip("no /proc here")
    return int(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              check=True).stdout)


def test_a_decklist_path_longer_than_path_max(decks: Path) -> None:
    long_path = "decks/" + "x/" * 2100 + "deck.txt"
    result = invoke("check", long_path, "decks/a.txt", "--format", MAGE_NOIR, "--report",
                    "json")
    assert result.exit_code == 2
    assert by_path(json.loads(result.stdout)) == {
        long_path: ("error", ["cannot read the file: File name too long"]),
        "decks/a.txt": ("legal", []),
    }


def test_a_crash_on_one_file_does_not_stop_the_batch(decks: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import cardtools.checker as checker

    real = checker.read_decklist

    def failing(data: bytes, path: str, *zones: Any, **options: Any) -> Any:
        if path.endswith("b.txt"):
            raise MemoryError
        return real(data, path, *zones, **options)

    monkeypatch.setattr(checker, "read_decklist", failing)
    (decks / "b.txt").write_bytes(LEGAL_40)
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "text")
    assert result.exit_code == 2
    assert result.stdout.splitlines()[0] == (
        "decks/b.txt:1: error [internal-error] ran out of memory reading it (please report "
        "this with the decklist)")


def test_any_other_failure_is_a_message_not_a_traceback(decks: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    import cardtools.run as run_module

    def broken(*args: Any) -> None:
        raise RuntimeError("the reporter broke")

    monkeypatch.setattr(run_module, "write_report", broken)
    result = invoke("check", "decks", "--format", MAGE_NOIR)
    assert result.exit_code == 2
    assert result.stderr == ("cardtools: internal error: RuntimeError: the reporter broke "
                             "(please report this with the command and files that caused "
                             "it)\n")


@pytest.mark.parametrize("limited", [True, False])
def test_an_interpreter_failure_under_a_memory_limit_is_memory_running_out(
        decks: Path, monkeypatch: pytest.MonkeyPatch, limited: bool) -> None:
    """Under ``ulimit -v`` the interpreter's C parts may fail an allocation without
    saying so ("SystemError: error return without exception set"): it was an internal
    error asking for a bug report. Without a limit a ``SystemError`` stays one."""
    import cardtools.launch as launch
    import cardtools.run as run_module

    def broken(*args: Any) -> None:
        raise SystemError("error return without exception set")

    monkeypatch.setattr(run_module, "write_report", broken)
    limit = 512 * 1024 * 1024 if limited else resource.RLIM_INFINITY
    monkeypatch.setattr(resource, "getrlimit", lambda kind: (limit, limit))
    result = invoke("check", "decks", "--format", MAGE_NOIR)
    assert result.exit_code == 2
    assert result.stderr == (
        f"cardtools: error: {launch.OUT_OF_MEMORY}\n" if limited else
        "cardtools: internal error: SystemError: error return without exception set "
        "(please report this with the command and files that caused it)\n")


# ----------------------------------------------------------------------- report file


@pytest.mark.parametrize("target", ["null", "full", "fifo"])
def test_the_report_file_is_never_a_device_or_pipe(decks: Path, target: str) -> None:
    """As root a rename would replace a device node: root gets device nodes of its own
    in the test's folder (so a regression cannot replace the system's /dev/null); other
    users, who cannot replace /dev's entries, try /dev/null and /dev/full themselves."""
    if target == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(decks.parent / "fifo")
        kind, path = "a named pipe (FIFO)", "fifo"
    elif os.geteuid() == 0:
        os.mknod(decks.parent / target, 0o666 | stat.S_IFCHR,
                 os.makedev(1, 3 if target == "null" else 7))
        kind, path = "a device", target
    else:
        path = f"/dev/{target}"
        if not os.path.exists(path):
            pytest.skip(f"no {path} here")
        kind = "a device"
    before = os.stat(path).st_mode
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report-file", path)
    assert result.exit_code == 2
    assert result.stderr == (f"cardtools: error: {path}: cannot write: is {kind}, not a "
                             "regular file; only a regular file is written\n")
    assert os.stat(path).st_mode == before
    assert not stat.S_ISREG(os.stat(path).st_mode)


def test_a_report_file_in_a_folder_that_takes_no_new_file_says_so(decks: Path) -> None:
    """/proc takes no new file: the report, written to a new file beside its name and
    renamed, cannot be written, and the message says why instead of the system's bare 'No
    such file or directory'. /proc/version, a regular file there holding no report, is
    refused before any write is tried, as any user's file is."""
    if not os.path.isfile("/proc/version"):
        pytest.skip("no /proc/version here")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report-file", "/proc/report.json")
    assert result.exit_code == 2
    assert result.stderr == ("cardtools: error: /proc/report.json: cannot write: no new file "
                             "can be made in its folder /proc (the report is written to a new "
                             "file there, then renamed): No such file or directory\n")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report-file", "/proc/version")
    assert (result.exit_code, result.stderr) == (2, (
        "cardtools: error: /proc/version: the report file holds no cardtools report; refusing "
        "to overwrite it (name a new file for the report)\n"))


def test_a_report_files_missing_folders_are_made_and_said(decks: Path) -> None:
    """``--report-file out/2026/r.txt`` made the missing folders without a word (as
    pytest's --junitxml and ruff's --output-file make them): the line on standard error
    says the folder was made, and says nothing of it when the folder was there."""
    for made in (" (folder out/2026 made)", ""):
        result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "text",
                        "--report-file", "out/2026/r.txt")
        saved = (decks.parent / "out" / "2026" / "r.txt").read_text()
        assert (result.exit_code, result.stderr) == (
            0, f"cardtools: text report written to out/2026/r.txt{made}: {saved}")


def test_a_250_character_report_file_name(decks: Path) -> None:
    name = "r" * 246 + ".txt"
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "text",
                    "--report-file", name)
    saved = (decks.parent / name).read_text()
    assert (result.exit_code, result.stderr) == (
        0, f"cardtools: text report written to {name}: {saved}")
    assert saved.startswith("1 file: 1 legal, 0 illegal")
    assert sorted(p.name for p in decks.parent.iterdir()) == ["decks", name]


def test_sigterm_during_the_write_leaves_no_temporary_file(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    target = tmp_path / "report.txt"
    target.write_text("an earlier report\n")

    def terminated(source: Any, destination: Any) -> None:
        os.kill(os.getpid(), signal.SIGTERM)

    def before(signum: int, frame: Any) -> None:  # what SIGTERM did before the write
        raise RuntimeError("SIGTERM reached the handler in place before the write")

    monkeypatch.setattr(os, "replace", terminated)
    previous = signal.signal(signal.SIGTERM, before)
    try:
        with pytest.raises(KeyboardInterrupt):
            fileio.write_atomically(target, "the new report\n")
        assert signal.getsignal(signal.SIGTERM) is before  # put back after the write
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.txt"]
    assert target.read_text() == "an earlier report\n"


#: The report styles naming no card of the decks they report (the html report lists each
#: deck as read, its cards as ``<li>`` items: a later walk judges it as a decklist).
CARDLESS_STYLES = [style for style in REPORT_STYLES if style != "html"]


@pytest.mark.parametrize("style", CARDLESS_STYLES)
def test_a_report_in_the_checked_folder_is_skipped_by_later_runs(decks: Path,
                                                                 style: str) -> None:
    name = "report.json" if style in ("json", "sarif", "gitlab") else "report.txt"
    # judged within the Mage Noir data: a GitHub report with no data-age notice
    first = invoke("check", "decks", "--format", MAGE_NOIR, "--report", style,
                   "--report-file", f"decks/{name}", "--date", "2025-11-04")
    assert first.exit_code == 0
    again = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(again.stdout)
    assert again.exit_code == 0
    assert [r["path"] for r in report["results"]] == ["decks/a.txt"]
    # a GitHub report without annotations is a summary line: the same as a text report
    seen = "text" if style == "github" else style
    assert report["skipped"] == [{"path": f"decks/{name}",
                                  "reason": f"a cardtools report ({seen})"}]
    rewritten = invoke("check", "decks", "--format", MAGE_NOIR, "--report", style,
                       "--report-file", f"decks/{name}")
    assert rewritten.exit_code == 0, rewritten.stderr


def test_a_decklist_ending_like_a_report_is_still_judged(decks: Path) -> None:
    (decks / "a.txt").write_bytes(LEGAL_40 + b"1 Crimson Ritual\n"
                                  b"1 file: 1 legal, 0 illegal, 0 could not be judged\n")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1
    assert "skipped" not in report
    assert "banned" in {v["rule"] for v in report["results"][0]["violations"]}


ILLEGAL_DECK = (ROOT / "cards" / "mage-noir" / "examples" / "illegal.txt").read_text("utf-8")
CARD_LINES = [line for line in ILLEGAL_DECK.splitlines() if line[:1].isdigit()]
REPORT_SUMMARY = "1 file: 0 legal, 1 illegal, 0 not judged\n"
#: An illegal deck dressed as each report style recognised by its lines.
DRESSED = {
    "csv": ("path,player,event,format,verdict,errors,warnings,fingerprint,cockatrice_hash,"
            "first_problem,config\r\n" + ILLEGAL_DECK),
    "rich": "\u2718 ILLEGAL  x\n" + "".join(f"  {line}\n" if line else "\n"
                                         for line in ILLEGAL_DECK.splitlines()),
    "text": "".join(f"{line} // a: info [x] y\n" for line in CARD_LINES) + REPORT_SUMMARY,
    "github": ("::group::x\n" + "".join(f"{line} // a: info [x] y\n" for line in CARD_LINES)
               + "::endgroup::\n" + REPORT_SUMMARY),
    # the documents told by their opening and end: the lines between were skipped unread
    "junit": ('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="cardtools">\n'
              '  <testsuite name="x"><testcase name="x"><system-out>\n' + ILLEGAL_DECK
              + "</system-out></testcase></testsuite>\n</testsuites>\n"),
    "html": ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
             "<title>cardtools report</title></head><body>\n<p>\n" + ILLEGAL_DECK
             + "</p>\n</body></html>\n"),
    # a GitLab report's issue, each card line a string of its own between lines of commas
    "gitlab": ('[\n  {\n    "type": "issue",\n    "description": "x", "check_name": "x", '
               '"fingerprint": "x", "severity": "info", "location": {}, "categories": [\n'
               + "\n,\n".join(json.dumps(line) for line in CARD_LINES) + "\n]}]\n"),
    "sheet": ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
              "<title>Registration sheets</title></head><body>\n" + ILLEGAL_DECK
              + "</body></html>\n"),
}


@pytest.mark.parametrize("style", sorted(DRESSED))
def test_an_illegal_deck_dressed_as_a_report_is_judged(decks: Path, style: str) -> None:
    data = DRESSED[style]
    (decks / "b.txt").write_text(data, "utf-8")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1
    assert "skipped" not in report
    [judged] = [r for r in report["results"] if r["path"] == "decks/b.txt"]
    assert judged["status"] == "illegal"
    line = next(number for number, text in enumerate(data.splitlines(), 1)
                if "1 Crimson Ritual" in text)
    assert [(v["rule"], v["message"], v["line"]) for v in judged["violations"]
            if v["rule"] == "banned"] == [
        ("banned", "Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, "
         "where the recorded lists start)", line)]


_HTML_HEAD = ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n'
              "<title>cardtools report</title></head><body>\n")
_SECTION = ('<section id="deck-1">\n<h2>decks/x.txt <span class="legal">legal</span></h2>\n'
            '<div class="list">\n<h4>Deck (40)</h4><ul>\n')


@pytest.mark.parametrize("body", [
    # the page's list items under its head, in no deck's section
    "<li>1 Crimson Ritual</li>\n<li>39 Fire Ball</li>\n",
    '<div class="list">\n<h4>Deck (40)</h4><ul>\n<li>1 Crimson Ritual</li>\n</ul>\n</div>\n',
    # in a deck's section, but the items do not add up to the zone's count
    _SECTION + "<li>1 Crimson Ritual</li>\n<li>3 Fire Ball</li>\n</ul>\n</div>\n</section>\n",
    # a second list in one section (the first short of a full deck: two full decks are
    # two decks, not judged), or items outside a zone's heading
    _SECTION.replace("(40)", "(20)") + "<li>20 Fire Ball</li>\n</ul>\n</div>\n"
    + _SECTION.split("\n", 2)[2]
    + "<li>1 Crimson Ritual</li>\n<li>39 Fire Ball</li>\n</ul>\n</div>\n</section>\n",
    _SECTION + "<li>40 Fire Ball</li>\n</ul>\n<li>1 Crimson Ritual</li>\n</div>\n</section>\n",
])
def test_a_deck_dressed_as_the_html_reports_list_as_read_is_judged(decks: Path,
                                                                   body: str) -> None:
    """The html report lists each deck as read (``<li>4 Fire Ball</li>``), lines a later
    walk leaves unread; they are a report's only in a deck's section, under a zone's
    heading whose count they add up to. A decklist written as such items under the
    page's head was skipped as a report, its banned card unjudged (exit 0)."""
    (decks / "b.txt").write_text(_HTML_HEAD + body + "</body></html>\n", "utf-8")
    assert report_style((decks / "b.txt").read_bytes()) == "html"
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1
    assert "skipped" not in report
    [judged] = [r for r in report["results"] if r["path"] == "decks/b.txt"]
    line = next(number for number, text in enumerate(
        (decks / "b.txt").read_text("utf-8").splitlines(), 1) if "1 Crimson Ritual" in text)
    assert [(v["rule"], v["line"]) for v in judged["violations"]
            if v["rule"] == "banned"] == [("banned", line)]


@pytest.mark.parametrize(("fmt", "deck"), [
    (MAGE_NOIR, "1 Crimson Ritual\n39 Fire Ball\n"),
    ("mtg/commander", "Commander\n1 Esika, God of the Tree\nDeck\n99 Forest\n"),
    ("mtg/modern", "4 Oko, Thief of Crowns\n56 Forest\nSideboard\n2 Duress\n")])
def test_an_html_report_of_decks_is_judged_by_later_runs(decks: Path, fmt: str,
                                                         deck: str) -> None:
    """The html report lists each deck's cards as ``<li>`` items: card lines, which no
    report's place makes a report's (an html report whose ``<li>4 Psychic Frog</li>``
    was edited to ``<li>4 Oko, Thief of Crowns</li>`` was skipped, exit 0), so a later
    walk judges it as a decklist: illegal, the page's other lines unknown cards."""
    (decks / "b.txt").write_text(deck, "utf-8")
    invoke("check", "decks/b.txt", "--format", fmt, "--report", "html",
           "--report-file", "decks/report.txt")
    assert "<li>" in (decks / "report.txt").read_text("utf-8")
    again = invoke("check", "decks", "--format", fmt, "--report", "json")
    report = json.loads(again.stdout)
    # decks/a.txt, a Mage Noir deck, is not judged by an mtg format (exit 2)
    assert again.exit_code == (1 if fmt == MAGE_NOIR else 2)
    assert "skipped" not in report
    statuses = {r["path"]: r["status"] for r in report["results"]}
    assert statuses["decks/report.txt"] == "illegal"
    assert sorted(statuses) == ["decks/a.txt", "decks/b.txt", "decks/report.txt"]


def test_an_html_report_edited_to_list_a_banned_card_is_judged(decks: Path) -> None:
    """A legal deck's html report whose list item of a legal card names a banned one
    (the zone's count unchanged) is a decklist dressed as a report: judged, the banned
    card found on its line (it was skipped as a report, exit 0)."""
    (decks / "a.txt").write_text("4 Lightning Bolt\n56 Mountain\n", "utf-8")
    invoke("check", "decks/a.txt", "--format", "mtg/modern", "--report", "html",
           "--report-file", "page.html")
    page = (decks.parent / "page.html").read_text("utf-8")
    assert "<li>4 Lightning Bolt</li>" in page
    (decks / "b.txt").write_text(page.replace("<li>4 Lightning Bolt</li>",
                                              "<li>4 Oko, Thief of Crowns</li>"), "utf-8")
    result = invoke("check", "decks/b.txt", "--format", "mtg/modern", "--report", "json")
    [judged] = json.loads(result.stdout)["results"]
    line = next(number for number, text in enumerate(
        (decks / "b.txt").read_text("utf-8").splitlines(), 1) if "Oko" in text)
    assert (result.exit_code, judged["status"]) == (1, "illegal")
    assert [(v["rule"], v["line"]) for v in judged["violations"]
            if v["rule"] == "banned"] == [("banned", line)]


def test_a_deck_of_the_runs_own_cards_dressed_as_a_report_is_judged(decks: Path) -> None:
    """A card only a ``--cards`` file holds named no card of a bundled game: the deck,
    dressed as a text report, was skipped as one (exit 0)."""
    (decks.parent / "extra.csv").write_text("name,type\nHouse Card,Spell\n", "utf-8")
    (decks / "b.txt").write_text(
        "House Card // a: info [x] y\n" * 2 + REPORT_SUMMARY, "utf-8")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--cards",
                    str(decks.parent / "extra.csv"), "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1
    assert "skipped" not in report
    [judged] = [r for r in report["results"] if r["path"] == "decks/b.txt"]
    # the two House Cards, and the summary line read as one copy of an unknown card
    assert (judged["status"], judged["zones"]) == ("illegal", {"main": 3})
    assert [(v["rule"], v["line"]) for v in judged["violations"]
            if v["severity"] == "error"] == [("zone-size", 1), ("unknown-card", 3)]


@pytest.mark.parametrize("style", ["csv", "github", "rich", "text"])
def test_a_report_of_an_illegal_deck_is_still_skipped(decks: Path, style: str) -> None:
    (decks / "b.txt").write_text(ILLEGAL_DECK, "utf-8")
    invoke("check", "decks", "--format", MAGE_NOIR, "--report", style,
           "--report-file", "decks/report.txt")
    (decks / "b.txt").unlink()
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 0
    assert report["skipped"] == [{"path": "decks/report.txt",
                                  "reason": f"a cardtools report ({style})"}]


@pytest.mark.parametrize("name", ["a-long-player-name", "l" * 150])
def test_a_rich_report_whose_verdict_line_is_folded_is_skipped_by_later_runs(
        decks: Path, name: str) -> None:
    """A rich report whose path and player are wider than the report (a deep folder, a
    long name) has its verdict line folded onto further lines (indented, so that none
    reads as the tool's own verdict): it was read as a decklist by later walks (an
    illegal deck of unknown cards, or a file-error over a megabyte), a legal batch made
    illegal."""
    folder = decks / "Spring Open 2026 - Registered Decklists" / "Round one submissions"
    folder.mkdir(parents=True)
    (decks / "a.txt").rename(folder / f"{name}.txt")
    (folder / f"{name}.txt").write_bytes(
        b"Player: Jean-Baptiste Emmanuel Zorg de la Montagne-Sainte-Genevieve\n" + LEGAL_40)
    first = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "rich",
                   "--report-file", "decks/report.txt", "--date", "2025-11-04")
    assert first.exit_code == 0
    lines = (decks / "report.txt").read_text("utf-8").splitlines()
    assert lines[0].startswith("\u2714 LEGAL  ") and lines[1].startswith("  ")
    again = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json",
                   "--date", "2025-11-04")
    report = json.loads(again.stdout)
    assert again.exit_code == 0
    assert [r["status"] for r in report["results"]] == ["legal"]
    assert report["skipped"] == [{"path": "decks/report.txt",
                                  "reason": "a cardtools report (rich)"}]


def test_a_rich_report_whose_verdict_stands_alone_on_its_line_is_skipped_by_later_runs(
        decks: Path) -> None:
    """A path of no spaces wider than the report folds whole after its verdict, which
    stands alone on the first line (``\u2714 LEGAL``, its spaces cut): a later walk
    judged that report as a decklist of two decks, not judged."""
    folder = decks / ("registered-decklists-of-the-spring-open-" * 3)
    folder.mkdir()
    (decks / "a.txt").rename(folder / "a.txt")
    first = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "rich",
                   "--report-file", "decks/report.txt", "--date", "2025-11-04")
    assert first.exit_code == 0
    lines = (decks / "report.txt").read_text("utf-8").splitlines()
    assert lines[0] == "\u2714 LEGAL" and lines[1].startswith("  decks/registered-")
    again = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json",
                   "--date", "2025-11-04")
    report = json.loads(again.stdout)
    assert (again.exit_code, [r["status"] for r in report["results"]]) == (0, ["legal"])
    assert report["skipped"] == [{"path": "decks/report.txt",
                                  "reason": "a cardtools report (rich)"}]


@pytest.mark.parametrize("width", ["50", "80", "99"])
def test_a_rich_report_narrower_than_100_columns_is_skipped_by_later_runs(
        decks: Path, monkeypatch: pytest.MonkeyPatch, width: str) -> None:
    """Below 100 columns the rich report's problems are a table whose rows begin with
    the line number, the severity and the message (``    6   error    5 copies of Fire
    Ball``): a later walk judged such a report (an 80-column terminal's) as an illegal
    decklist of unknown cards."""
    monkeypatch.setenv("COLUMNS", width)
    (decks / "b.txt").write_text(ILLEGAL_DECK, "utf-8")
    first = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "rich",
                   "--report-file", "decks/report.txt", "--date", "2025-11-04")
    assert first.exit_code == 1
    lines = (decks / "report.txt").read_text("utf-8").splitlines()
    rows = [line.split()[0] for line in lines
            if re.fullmatch(r" +\d+   error +\S.*", line)]
    assert rows == ["6", "16", "17"]  # the first "6   error   5 copies of Fire Ball ..."
    again = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json",
                   "--date", "2025-11-04")
    report = json.loads(again.stdout)
    assert again.exit_code == 1
    assert [(r["path"], r["status"]) for r in report["results"]] == [
        ("decks/a.txt", "legal"), ("decks/b.txt", "illegal")]
    assert report["skipped"] == [{"path": "decks/report.txt",
                                  "reason": "a cardtools report (rich)"}]


@pytest.mark.parametrize("width", ["120", "53", "68"])
def test_a_rich_report_of_a_deck_named_with_a_number_is_skipped_by_later_runs(
        decks: Path, monkeypatch: pytest.MonkeyPatch, width: str) -> None:
    """A deck's header in the rich report starts with its name and event (``  5 Color
    Good Stuff · 2026 Spring Open · Mage Noir tournament ...``), and its lines and the
    closing note, wrapped, may start with a number: a later walk judged such a report
    as an illegal decklist (a legal batch made illegal)."""
    monkeypatch.setenv("COLUMNS", width)
    (decks / "a.txt").write_bytes(b"Player: Ann\nDeck name: 5 Color Good Stuff\n"
                                  b"Event: 2026 Spring Open\n" + LEGAL_40)
    first = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "rich",
                   "--report-file", "decks/report.txt")
    assert first.exit_code == 0
    lines = (decks / "report.txt").read_text("utf-8").splitlines()
    assert lines[1].startswith("  5 Color Good Stuff \u00b7 2026 Spring Open")
    again = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(again.stdout)
    assert again.exit_code == 0
    assert [(r["path"], r["status"]) for r in report["results"]] == [("decks/a.txt", "legal")]
    assert report["skipped"] == [{"path": "decks/report.txt",
                                  "reason": "a cardtools report (rich)"}]


def test_a_rich_report_listing_a_skipped_file_of_a_numbered_folder_is_skipped_later(
        decks: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rich report lists a skipped file by its path, ``  2026 Spring Open/rules.png:
    not a decklist (.png)``: a later walk judged the report as an illegal decklist."""
    folder = decks / "2026 Spring Open"
    folder.mkdir()
    (decks / "a.txt").rename(folder / "a.txt")
    (folder / "rules.png").write_bytes(b"%PDF-1.4\n")
    monkeypatch.chdir(decks)
    first = invoke("check", "2026 Spring Open", "--format", MAGE_NOIR, "--report", "rich",
                   "--report-file", "2026 Spring Open/report.txt", "--date", "2025-11-04")
    assert first.exit_code == 0
    assert "  2026 Spring Open/rules.png: not a decklist (.png)" in (
        folder / "report.txt").read_text("utf-8").splitlines()
    again = invoke("check", "2026 Spring Open", "--format", MAGE_NOIR, "--report", "json",
                   "--date", "2025-11-04")
    report = json.loads(again.stdout)
    assert again.exit_code == 0
    assert [r["status"] for r in report["results"]] == ["legal"]
    assert report["skipped"] == [
        {"path": "2026 Spring Open/rules.png", "reason": "not a decklist (.png)"},
        {"path": "2026 Spring Open/report.txt", "reason": "a cardtools report (rich)"}]


@pytest.mark.parametrize("style", ["text", "github"])
def test_a_report_whose_summary_runs_past_400_bytes_is_skipped_by_later_runs(
        decks: Path, tmp_path: Path, style: str) -> None:
    """The summary line names the run's card files: past 400 bytes (a card file in a
    deep folder), a later walk read its tail only, took the report for a decklist and
    judged it ("no format given", exit 2)."""
    deep = tmp_path / ("card files of the spring open " * 6) / ("and its cards " * 12)
    deep.mkdir(parents=True)
    (deep / "extra.csv").write_text("name,type\nHouse Card,Spell\n", "utf-8")
    args = ("--format", MAGE_NOIR, "--cards", str(deep / "extra.csv"), "--date", "2025-11-04")
    first = invoke("check", "decks", *args, "--report", style,
                   "--report-file", "decks/report.txt")
    assert first.exit_code == 0
    assert len((decks / "report.txt").read_text("utf-8").splitlines()[-1]) > 400
    again = invoke("check", "decks", *args, "--report", "json")
    report = json.loads(again.stdout)
    assert again.exit_code == 0
    assert [(r["path"], r["status"]) for r in report["results"]] == [("decks/a.txt", "legal")]
    # a GitHub report without annotations is a summary line: the same as a text report
    assert report["skipped"] == [{"path": "decks/report.txt",
                                  "reason": "a cardtools report (text)"}]


@pytest.mark.parametrize("skipped", [False, True])
@pytest.mark.parametrize("width", ["120", "40"])
def test_a_quiet_rich_report_of_legal_decks_is_skipped_by_later_runs(
        decks: Path, monkeypatch: pytest.MonkeyPatch, skipped: bool, width: str) -> None:
    """A quiet rich report of legal decks shows no deck: it starts with the title of its
    list of skipped files or of its summary table, and a later walk judged it as a
    decklist ("no format given", exit 2)."""
    monkeypatch.setenv("COLUMNS", width)
    if skipped:
        (decks / "rules.png").write_bytes(b"%PDF-1.4\n")
    first = invoke("check", "decks", "--format", MAGE_NOIR, "--quiet", "--report", "rich",
                   "--report-file", "decks/report.txt")
    assert first.exit_code == 0
    start = (decks / "report.txt").read_text("utf-8").split("\n", 1)[0]
    assert start.strip() == ("Skipped (1)" if skipped else "Summary")
    again = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(again.stdout)
    assert again.exit_code == 0
    assert [(r["path"], r["status"]) for r in report["results"]] == [("decks/a.txt", "legal")]
    assert report["skipped"][-1] == {"path": "decks/report.txt",
                                     "reason": "a cardtools report (rich)"}


@pytest.mark.parametrize("style", REPORT_STYLES)
def test_every_report_is_told_by_its_start(decks: Path, style: str) -> None:
    """A file over a decklist's megabyte is read whole only when it starts as a report
    does: every style recognised whole, quiet or not, must be told by its start (a GitLab
    report was not, nor a quiet rich one, so one over a megabyte was a file-error, exit
    2)."""
    (decks / "b.txt").write_text(ILLEGAL_DECK, "utf-8")
    for quiet in ((), ("--quiet",)):
        invoke("check", "decks/a.txt", *(() if quiet else ("decks",)), "--format",
               MAGE_NOIR, *quiet, "--report", style, "--report-file", "report.out")
        data = Path("report.out").read_bytes()
        assert report_style(data) is not None
        # a report of one line (a summary line, GitLab's []) is never that large
        assert may_be_report(data[:1 << 16]) or data.count(b"\n") == 1


def test_a_gitlab_report_over_a_megabyte_is_skipped_by_later_runs(decks: Path) -> None:
    (decks / "b.txt").write_text(ILLEGAL_DECK, "utf-8")
    invoke("check", "decks", "--format", MAGE_NOIR, "--report", "gitlab",
           "--report-file", "report.json")
    issues = json.loads(Path("report.json").read_text("utf-8"))
    text = json.dumps(issues * (2_000_000 // len(json.dumps(issues))), indent=2) + "\n"
    (decks / "report.json").write_text(text, "utf-8")
    assert len(text) > 1 << 20
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1
    assert [(r["path"], r["status"]) for r in report["results"]] == [
        ("decks/a.txt", "legal"), ("decks/b.txt", "illegal")]
    assert report["skipped"] == [{"path": "decks/report.json",
                                  "reason": "a cardtools report (gitlab)"}]


@pytest.mark.parametrize("style", ["text", "csv"])
@pytest.mark.parametrize("rules", [("--ignore", "banned"), ("--select", "CT3,CT5")])
def test_a_report_of_rules_the_command_line_turned_off_is_skipped_by_later_runs(
        decks: Path, style: str, rules: tuple[str, str]) -> None:
    """A legal deck judged with rules turned off by ``--ignore`` or ``--select`` has the
    text report's line ``decks/a.txt: command line: --select/--ignore turned banned
    off`` and the CSV verdict ``legal (command line turned banned off)``: a later walk
    took such a report for a decklist ("no format given", exit 2)."""
    first = invoke("check", "decks", "--format", MAGE_NOIR, *rules, "--report", style,
                   "--report-file", "decks/report.txt")
    assert first.exit_code == 0
    assert "command line" in (decks / "report.txt").read_text("utf-8")
    again = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(again.stdout)
    assert again.exit_code == 0
    assert [(r["path"], r["status"]) for r in report["results"]] == [("decks/a.txt", "legal")]
    assert report["skipped"] == [{"path": "decks/report.txt",
                                  "reason": f"a cardtools report ({style})"}]


@pytest.mark.parametrize("width", ["120", "80", "50"])
def test_a_rich_report_of_zones_listed_and_wrapped_lines_is_skipped_by_later_runs(
        shared: Path, decks: Path, monkeypatch: pytest.MonkeyPatch, width: str) -> None:
    """A rich report is skipped by a later walk, and the decks keep their verdicts,
    whatever its lines hold: a Mage zone listed in a deck's header (``  Mage zone:
    Iconic Seraph of Dawn (Character, Legendary)``, read as a card line), a header line
    folded onto a line starting with a number (``  1 each)``), a fix naming a card on a
    line of its own in the narrow table (``  Magma Armor``), a skipped file's reason
    folded onto a line of its own at column 0: each made a later walk judge the report
    as a decklist (exit 2)."""
    monkeypatch.setenv("COLUMNS", width)
    (decks / "a.txt").write_bytes(f"Format: {MAGE_NOIR}\n".encode() + LEGAL_40)
    cases = shared / "cases"
    for case, fmt in [("magetcg/speakeasy-legal.txt", "magetcg/ascension+speakeasy"),
                      ("magetcg/ascension-rare-x3.txt", "magetcg/ascension"),
                      ("magi-nation/region-warning.txt", "magi-nation/standard")]:
        (decks / Path(case).name).write_bytes(
            f"Format: {fmt}\n".encode() + (cases / case).read_bytes())
    (decks / f"{'a long name of a file ' * 4}.png").write_bytes(b"%PDF-1.4\n")
    args = ("decks", "--cards", str(cases / "magetcg" / "cards.csv"), "--date", "2026-09-01")
    before = invoke("check", *args, "--report", "json")
    invoke("check", *args, "--report", "rich", "--report-file", "decks/report.txt")
    assert width != "120" or "  1 each)" in (decks / "report.txt").read_text("utf-8")
    again = invoke("check", *args, "--report", "json")
    assert again.exit_code == before.exit_code == 1
    report = json.loads(again.stdout)
    assert report["results"] == json.loads(before.stdout)["results"]
    assert report["skipped"][-1] == {"path": "decks/report.txt",
                                     "reason": "a cardtools report (rich)"}


@pytest.mark.parametrize(("commander", "land", "status", "judged"), [
    ("Esika, God of the Tree", "Forest", "legal", True),
    ("Fire // Ice", "Mountain", "illegal", False),
    ("Kytheon, Hero of Akros", "Plains", "legal", True)])
@pytest.mark.parametrize("width", ["120", "60"])
def test_a_rich_report_naming_a_commander_is_judged_by_later_runs(
        decks: Path, monkeypatch: pytest.MonkeyPatch, commander: str, land: str,
        status: str, judged: bool, width: str) -> None:
    """The rich report's header names a commander of two faces as ``  Commander: Esika,
    God of the Tree // The Prismatic Bridge · colour identity: ...``, which the decklist
    reader reads as a card line naming the card before its '// comment': no place of a
    report makes a card line a report's (a decklist was dressed as each), so a later walk
    judges it, never legal; ``Commander: Fire`` names no card and is skipped."""
    monkeypatch.setenv("COLUMNS", width)
    (decks / "a.txt").write_text(f"Commander\n1 {commander}\nDeck\n99 {land}\n", "utf-8")
    first = invoke("check", "decks", "--format", "mtg/commander", "--report", "rich",
                   "--report-file", "decks/report.txt")
    assert first.exit_code == (status == "illegal")
    text = (decks / "report.txt").read_text("utf-8")
    assert " // " in text.split("Commander: ")[1].split("\n")[0]
    again = invoke("check", "decks", "--format", "mtg/commander", "--report", "json")
    report = json.loads(again.stdout)
    results = {r["path"]: r["status"] for r in report["results"]}
    assert results.pop("decks/a.txt") == status
    assert results == ({"decks/report.txt": "illegal"} if judged else {})
    assert report.get("skipped") == (None if judged else [
        {"path": "decks/report.txt", "reason": "a cardtools report (rich)"}])


@pytest.mark.parametrize(("indent", "width"), [(24, 80), (24, 0), (15, 100), (4, 60)])
@pytest.mark.parametrize("row", [
    "     1   error          Main deck:", "     3   warning        x is banned",
    "  Modern [mtg/modern] \u00b7 judged as of 2026-07-27"])
def test_a_deck_dressed_as_a_rich_reports_padded_rows_is_judged(
        decks: Path, indent: int, width: int, row: str) -> None:
    """Card lines under a rich verdict line and a problem row (or a header line),
    indented as the narrow table's message goes on and padded to its width as Rich pads
    a folded block, were taken for the report's own lines: the file, skipped as a rich
    report (exit 0), named directly a file-error. Every card line naming a real card
    makes it a decklist: judged, its banned card found."""
    cards = ["4 Oko, Thief of Crowns", "4 Lightning Bolt", "52 Mountain"]
    lines = ["\u2718 ILLEGAL  bob.txt  (Bob)", row.ljust(width),
             *((" " * indent + card).ljust(width) for card in cards)]
    (decks / "b.txt").write_text("\n".join(lines) + "\n", "utf-8")
    for named in ("decks", "decks/b.txt"):
        result = invoke("check", named, "--format", "mtg/modern", "--report", "json")
        report = json.loads(result.stdout)
        assert "skipped" not in report
        [judged] = [r for r in report["results"] if r["path"] == "decks/b.txt"]
        assert judged["status"] == "illegal"
        assert [(v["rule"], v["line"]) for v in judged["violations"]
                if v["rule"] == "banned"] == [("banned", 3)]


def test_a_deck_dressed_as_a_rich_header_of_commanders_is_judged(decks: Path) -> None:
    """A card line of a rich report's form that is no header of commanders (no colour
    identity after it) still makes the file a decklist: judged, the banned card found."""
    (decks / "a.txt").write_bytes("\u2714 LEGAL  decks/b.txt\n  Commander: Oko, Thief of "
                                  "Crowns // burn\n".encode())
    result = invoke("check", "decks", "--format", "mtg/legacy", "--report", "json")
    report = json.loads(result.stdout)
    assert [r["path"] for r in report["results"]] == ["decks/a.txt"]
    assert [(v["rule"], v["line"]) for v in report["results"][0]["violations"]
            if v["rule"] == "banned"] == [("banned", 2)]


@pytest.mark.parametrize(("text", "line"), [
    # a card line at the message column of the narrow table's problem
    ("\u2718 ILLEGAL  x\n     1   error    no\n                  1 Crimson Ritual\n", 3),
    # lines after a verdict line are taken for its folded path only in a report: a card
    # line there (with no count) names a card
    ("\u2718 ILLEGAL  x\nCrimson Ritual\n", 2),
])
def test_a_deck_dressed_as_a_rich_report_is_judged(decks: Path, text: str, line: int) -> None:
    """A file recognised as a rich report (a narrow one, or one with folded lines) that
    holds a line naming a card is judged: the banned card on its line."""
    (decks / "b.txt").write_text(text, "utf-8")
    assert report_style((decks / "b.txt").read_bytes()) == "rich"
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1
    assert "skipped" not in report
    [judged] = [r for r in report["results"] if r["path"] == "decks/b.txt"]
    assert [(v["rule"], v["line"]) for v in judged["violations"]
            if v["rule"] == "banned"] == [("banned", line)]


@pytest.mark.parametrize("lines", [
    # a zone listed twice under one verdict line: a deck's header lists each zone once
    "  Mage zone: Fire Ball\n  Mage zone: Crimson Ritual\n",
    # lines of one length with no padding: no block Rich folded
    "  Deck 40 \u00b7 Side 0\n  1 Crimson Ritual\n"])
def test_a_deck_dressed_as_a_rich_reports_zone_list_is_judged(decks: Path, lines: str) -> None:
    """A rich report's header lists a one-kind zone's cards (``  Mage zone: Iconic
    Seraph of Dawn (Character, Legendary)``), lines a later walk leaves unread; a
    decklist dressed so is still judged, never skipped as a report."""
    (decks / "b.txt").write_text("\u2718 ILLEGAL  x\n" + lines, "utf-8")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 1
    assert "skipped" not in report
    assert [(r["path"], r["status"]) for r in report["results"]] == [
        ("decks/a.txt", "legal"), ("decks/b.txt", "illegal")]


def test_a_csv_report_with_a_row_that_is_not_a_report_row_is_no_report() -> None:
    header = DRESSED["csv"].split("\n")[0] + "\n"
    assert report_style(header.encode()) == "csv"
    assert report_style((header + "a.txt,,,x,legal,0,0,,,,\r\n").encode()) == "csv"
    assert report_style((header + "a.txt,,,x,won,0,0,,,,\r\n").encode()) is None
    assert report_style((header + "4 Unknown Card\r\n").encode()) is None


def test_a_rich_report_holds_no_count_and_name_line() -> None:
    assert report_style("\u2718 ILLEGAL  x\n  Deck 42 (at least 40)\n".encode()) == "rich"
    assert report_style("\u2718 ILLEGAL  x\n  4 Unknown Card\n".encode()) is None


def test_a_report_named_on_the_command_line_is_a_file_error(decks: Path) -> None:
    invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json",
           "--report-file", "decks/old.json")
    result = invoke("check", "decks/old.json", "--format", MAGE_NOIR, "--report", "text")
    assert result.exit_code == 2
    assert result.stdout.splitlines()[0] == (
        "decks/old.json:1: error [file-error] a cardtools report (json), not a decklist")


# --------------------------------------------------------------- import and pre-commit


def test_cards_import_refuses_to_overwrite_its_source(tmp_path: Path) -> None:
    source = tmp_path / "AtomicCards.json"
    source.write_text('{"data": {}}', "utf-8")
    result = invoke("cards", "import", "mtgjson", str(source), "--output", str(source))
    assert result.exit_code == 2
    assert result.stderr == (f"cardtools: error: {source}: is one of the source files "
                             f"({source}); refusing to overwrite it: choose another "
                             "--output\n")
    assert source.read_text("utf-8") == '{"data": {}}'


def _hook(*given: str) -> list[str]:
    """The command pre-commit runs for the bundled hook: its entry, then ``given`` (the
    hook's ``args:`` and the staged files), as the command line reads it."""
    [hook] = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text("utf-8"))
    entry = hook["entry"].split()
    assert entry[-1] == "--pre-commit"
    return hook_arguments([*entry[1:], *given])


def test_the_precommit_entry_reads_a_staged_file_named_like_an_option_as_a_file(
        decks: Path) -> None:
    (decks.parent / "requirements.txt").write_text("rich\n")
    staged = "--report-file=requirements.txt"
    (decks.parent / staged).write_bytes(LEGAL_40 + b"1 Crimson Ritual\n")
    arguments = _hook("--format", "mage-noir/tournament", staged, "decks/a.txt")
    assert arguments[-3:] == ["decks/a.txt", "--", staged]
    result = invoke(*arguments)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[0] == f"{staged}:12: error [banned] {BANNED} (remove it)"
    assert (decks.parent / "requirements.txt").read_text() == "rich\n"


@pytest.mark.parametrize(("args", "code"), [([], 0), (["--strict"], 1), (["-q", "--strict"], 1)])
def test_the_precommit_hooks_args_are_options(decks: Path, args: list[str], code: int) -> None:
    # args: came after the entry's "--": "--strict: no such file", the commit failed
    (decks / "a.txt").write_bytes(LEGAL_40 + b"# cardtools: disable=no-such-rule\n")
    result = invoke(*_hook(*args, "--format", "mage-noir/tournament", "decks/a.txt"))
    assert result.exit_code == code
    # --strict makes the warning an error
    assert f"decks/a.txt:12: {'error' if code else 'warning'} [suppression]" in result.stdout
    assert "file-error" not in result.stdout


def test_a_staged_markdown_file_without_a_card_line_is_skipped(decks: Path) -> None:
    # "files: ^decks/" hands decks/README.md over: it was "unknown-format: no format
    # given", the commit failed; CI's walk skips it
    (decks / "README.md").write_text("# Our decks\n\nThe store's decks, one a file.\n")
    result = invoke(*_hook("decks/README.md", "decks/a.txt"))
    assert result.exit_code == 2  # a.txt names no format
    assert "decks/README.md: skipped: not a decklist (.md): no line names a card" in (
        result.stdout.splitlines())
    alone = invoke(*_hook("decks/README.md"))
    assert alone.exit_code == 0
    assert alone.stderr == ("cardtools: note: no decklist to check: the file named is no "
                            "decklist (--force-exclude)\n")


@pytest.mark.parametrize("text", [
    "# Burn\n\n1 Crimson Ritual\n", "Format: mage-noir/tournament\nNothing yet\n"])
def test_a_staged_markdown_file_with_a_card_line_or_a_format_is_judged(
        decks: Path, text: str) -> None:
    (decks / "deck.md").write_text(text)
    result = invoke(*_hook("decks/deck.md"))
    assert result.exit_code == 2 if text.startswith("#") else 1
    assert "skipped" not in result.stdout
    assert result.stdout.startswith("decks/deck.md:")
    # without --force-exclude (no hook) a named file is judged whatever it holds
    named = invoke("check", "decks/deck.md")
    assert named.stdout.splitlines()[0] == result.stdout.splitlines()[0]


@pytest.mark.parametrize(("given", "hint"), [
    ("--strict", "a path starting with '-' after '--' is read as a file"),
    ("-q", "a path starting with '-' after '--' is read as a file"),
    ("-a.txt", "did you mean a.txt?")])  # a file's name with a dash typed before it
def test_a_missing_path_after_dashes_is_told_as_an_option_or_a_file(
        decks: Path, monkeypatch: pytest.MonkeyPatch, given: str, hint: str) -> None:
    """After ``--`` an option (``--strict``, ``-q``: a pre-commit hook's ``args:``) is told
    where options go; a file's name with a dash before it is offered the file."""
    monkeypatch.chdir(decks)
    result = invoke("check", "--format", "mage-noir/tournament", "--", given)
    assert result.exit_code == 2
    assert result.stdout.startswith(f"{given}:1: error [file-error] no such file ({hint}")


def test_write_atomically_refuses_a_target_swapped_for_a_folder(tmp_path: Path) -> None:
    (tmp_path / "report.txt").mkdir()
    with pytest.raises(CardtoolsError, match="is a folder, not a regular file"):
        fileio.write_atomically(tmp_path / "report.txt", "x\n")
    assert [p.name for p in tmp_path.iterdir()] == ["report.txt"]


@pytest.mark.parametrize(("target", "said"), [
    ("missing.txt", "missing.txt"), ("gone/x.txt", "gone/x.txt"),
    ("mi\nss.txt", "mi\\nss.txt")])
def test_a_broken_link_named_says_where_it_points(decks: Path, target: str, said: str) -> None:
    # it was "no such file (did you mean decks/b.txt?)", offering the link's own name
    (decks / "b.txt").symlink_to(target)
    result = invoke("check", "decks/b.txt", "--format", "mage-noir/tournament")
    assert result.exit_code == 2
    assert result.stdout.splitlines()[0] == (
        f"decks/b.txt:1: error [file-error] a symbolic link to {said}, which leads to no "
        "file")


def test_yaml_and_json_lists_of_strings_naming_no_card_are_skipped_in_a_walk(
        decks: Path) -> None:
    """A repository's list of versions, players or ingredients (``- python 3.11``,
    ``["2 players"]``) reads as card lines naming no card: skipped as a config is, the
    decklists beside it judged, exit 0 (such a file stopped every walk with exit 2)."""
    (decks / "versions.yml").write_text("- python 3.11\n- node 20\n- 2 workers\n")
    (decks / "modes.json").write_text('["2 players", "4 players"]\n')
    (decks / "shopping.yml").write_text("- 2 eggs\n- 1 milk\n")
    # a card of one word among them is a count of forks or islands as often
    (decks / "stats.yml").write_text("- 1 Fork\n- 2 stars\n- 3 watchers\n- 10 issues\n")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 0
    assert [item["path"] for item in report["skipped"]] == [
        "decks/modes.json", "decks/shopping.yml", "decks/stats.yml", "decks/versions.yml"]
    assert [r["status"] for r in report["results"]] == ["legal"]


def test_a_card_among_a_yaml_lists_other_lines_is_not_skipped(decks: Path) -> None:
    """``- 4 Crimson Ritual`` among ``- 2 players`` and ``- python 3.11``: fewer than half
    the lines name a card, but one does: not judged (exit 2), never skipped (it was
    skipped, exit 0, the banned card with it)."""
    (decks / "sideboard.yml").write_text(
        "- 4 Crimson Ritual\n- 2 players\n- python 3.11\n- 4 eggs\n")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "json")
    report = json.loads(result.stdout)
    assert result.exit_code == 2
    assert "skipped" not in report
    assert [(r["path"], [v["message"] for v in r["violations"]])
            for r in report["results"] if r["status"] == "error"] == [(
        "decks/sideboard.yml", ["not a decklist: not a YAML or JSON mapping, and some of its "
                                "lines are cards; not judged"])]


@pytest.mark.parametrize("failure", [MemoryError(), ValueError("a bug")])
def test_a_finalizer_running_out_of_memory_is_not_a_traceback(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        failure: Exception) -> None:
    """A batch generator dropped while memory ran out failed again as it closed, and
    Python printed that as "Exception ignored in ... Traceback" before the command's
    one line (``launch.quiet_when_out_of_memory``); a finalizer's bug is still printed."""
    import cardtools.launch as launch

    def batches() -> Any:
        """A generator whose finalizer raises ``failure`` when it is closed unfinished."""
        try:
            yield 1
        finally:
            raise failure

    monkeypatch.setattr(sys, "unraisablehook", launch.quiet_when_out_of_memory)
    started = batches()
    next(started)
    del started
    said = capsys.readouterr().err
    if isinstance(failure, MemoryError):
        assert said == ""
    else:
        assert "Exception ignored in" in said and "ValueError: a bug" in said


@pytest.mark.parametrize(("report", "replaced"), [
    ("json", False), ("text", False), ("sarif", False), ("gitlab", True)])
def test_a_file_of_an_empty_json_list_is_replaced_by_a_gitlab_report_only(
        decks: Path, report: str, replaced: bool) -> None:
    """``[]``, a user's empty JSON list (``prices.json``) as well as the GitLab report of
    no issues, is refused as the user's file by any report but a GitLab one, which
    replaces it as its own earlier report (it was replaced by the JSON report)."""
    (decks.parent / "prices.json").write_bytes(b"[]\n")
    result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", report,
                    "-o", "prices.json")
    written = (decks.parent / "prices.json").read_bytes()
    if replaced:
        assert (result.exit_code, written[:len(b'[\n  {\n    "type": "issue",')]) == (
            0, b'[\n  {\n    "type": "issue",')
    else:
        assert (result.exit_code, result.stderr, written) == (2, (
            "cardtools: error: prices.json: the report file holds no cardtools report; "
            "refusing to overwrite it (name a new file for the report)\n"), b"[]\n")
