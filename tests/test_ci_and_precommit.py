"""README's "Use in CI" jobs and "Use with pre-commit" hook, tried for real."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "cards" / "mage-noir" / "examples"
CARDTOOLS = Path(sys.executable).with_name("cardtools")
GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.invalid"}


def _readme_blocks(title: str) -> list[str]:
    text = (ROOT / "README.md").read_text("utf-8")
    section = text.split(f"## {title}", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```yaml\n(.*?)```", section, re.S)


def _commands(lines: list[str]) -> list[str]:
    return [line.split("#")[0].strip() for line in lines if line.startswith("cardtools")]


def _deck_repo(tmp_path: Path) -> Path:
    """A repository with a legal and an illegal deck in ``decks/``."""
    decks = tmp_path / "decks"
    decks.mkdir(parents=True)
    shutil.copy(EXAMPLES / "legal.txt", decks / "legal.txt")
    shutil.copy(EXAMPLES / "illegal.txt", decks / "illegal.txt")
    (tmp_path / ".git").mkdir()  # the repository root for the reports' paths
    return tmp_path


def _run(command: str, repo: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(CARDTOOLS), *command.split()[1:]], cwd=repo, env=env,
                          capture_output=True, text=True, timeout=120, check=False)


def test_readme_github_job_commands(tmp_path: Path) -> None:
    """The job's cardtools steps, run as GitHub Actions would (GITHUB_ACTIONS=true and a
    step summary file): annotations in a group per file, the job summary, a SARIF file
    with repository-relative URIs, exit codes as the README says."""
    job = yaml.safe_load(_readme_blocks("Use in CI")[0])
    steps = job["jobs"]["check"]["steps"]
    update, *commands = _commands([s["run"] for s in steps if "run" in s])
    # the data update reaches the internet: its own tests serve it from 127.0.0.1
    assert update == "cardtools cards update mtg"
    assert commands == [
        "cardtools check decks/ --ignore no-player",
        "cardtools check decks/ --ignore no-player --report sarif --report-file cardtools.sarif"
        " --exit-zero"]
    upload = next(s for s in steps if "uses" in s and "upload-sarif" in s["uses"])
    assert upload["with"]["sarif_file"] == "cardtools.sarif"
    assert job["permissions"] == {"contents": "read", "security-events": "write",
                                  "actions": "read"}
    repo = _deck_repo(tmp_path / "repo")
    summary = tmp_path / "summary.md"
    env = {**os.environ, "GITHUB_ACTIONS": "true", "CI": "true",
           "GITHUB_STEP_SUMMARY": str(summary)}
    first = _run(commands[0], repo, env)
    assert first.returncode == 1
    lines = first.stdout.splitlines()
    assert lines[0] == "::group::decks/illegal.txt: illegal (3 errors)"
    assert lines[1].startswith("::error file=decks/illegal.txt,line=6,title=cardtools "
                               "copy-limit (CT301)::5 copies of Fire Ball")
    assert lines[4] == "::endgroup::"
    assert "| decks/illegal.txt | 16 | error | unknown-card (CT201) | unknown card " \
           "'Fireballl' (did you mean Fire Ball?) |" in summary.read_text("utf-8")
    second = _run(commands[1], repo, env)
    assert second.returncode == 0
    sarif = json.loads((repo / "cardtools.sarif").read_text("utf-8"))
    location = sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
    assert location == {"artifactLocation": {"uri": "decks/illegal.txt",
                                             "uriBaseId": "%SRCROOT%"},
                        "region": {"startLine": 6}}


def _script(command: str, repo: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``command``, a line of a CI script, run by a shell as GitLab runs it, with the
    ``cardtools`` of this environment first on ``PATH``."""
    path = f"{CARDTOOLS.parent}{os.pathsep}{env.get('PATH', '')}"
    return subprocess.run(["bash", "-c", command], cwd=repo, env={**env, "PATH": path},
                          capture_output=True, text=True, timeout=120, check=False)


def test_readme_gitlab_job_commands(tmp_path: Path) -> None:
    """The GitLab job's commands: a Code Quality report whatever the verdict, then the
    JUnit report whose exit code fails the job; a deck that cannot be judged (exit 2)
    does not stop the script before the JUnit report."""
    job = yaml.safe_load(_readme_blocks("Use in CI")[1])["decks"]
    update, *commands = _commands(job["script"])
    assert update == "cardtools cards update mtg"
    assert commands == [
        "cardtools check decks/ --ignore no-player --report gitlab --report-file"
        " gl-code-quality.json || true",
        "cardtools check decks/ --ignore no-player --report junit --report-file cardtools.xml"]
    assert job["artifacts"]["reports"] == {"codequality": "gl-code-quality.json",
                                           "junit": "cardtools.xml"}
    repo = _deck_repo(tmp_path)
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_ACTIONS",)}
    assert _script(commands[0], repo, env).returncode == 0
    issues = json.loads((repo / "gl-code-quality.json").read_text("utf-8"))
    # judged today, after the Mage Noir data: the data-age note (GitLab keeps it per deck)
    assert [(i["check_name"], i["location"]) for i in issues] == [
        ("data-age", {"path": "decks/illegal.txt", "lines": {"begin": 2}}),
        ("copy-limit", {"path": "decks/illegal.txt", "lines": {"begin": 6}}),
        ("unknown-card", {"path": "decks/illegal.txt", "lines": {"begin": 16}}),
        ("banned", {"path": "decks/illegal.txt", "lines": {"begin": 17}}),
        ("data-age", {"path": "decks/legal.txt", "lines": {"begin": 2}})]
    assert _script(commands[1], repo, env).returncode == 1
    assert "<testsuites" in (repo / "cardtools.xml").read_text("utf-8")
    (repo / "decks" / "unnamed.txt").write_text("4 Fire Ball\n", "utf-8")  # no format
    assert [_script(command, repo, env).returncode for command in commands] == [0, 2]


#: The suffixes the hook's `files:` names: every one a folder walk judges (decklists',
#: and documents', each a file-error) but the structured ones.
HOOK_SUFFIXES = ("txt|tsv|deck|dec|dek|cod|dck|dck_info|o8d|mwdeck|mtga|xml|pdf|doc|docx|docm|dotx|"
                 "odt|rtf|pages|gdoc|xls|xlsx|xlsm|xlsb|ods|numbers|gsheet|ppt|pptx|odp|key|"
                 "zip|zipx|7z|rar|tar|tgz|tbz2|txz|gz|bz2|xz|zst|lz|lzma|cab|arj|lzh|dmg|iso")
#: README's `files:` for a deck repository's hook: its folder and the hook's extensions.
README_FILES = rf"(?i)^decks/.*\.({HOOK_SUFFIXES})[ .]*$"
#: The decklist forms a folder walk reads that the hook leaves to a repository's own
#: `files:`: structured files, which repositories hold many of that are no decklists.
STRUCTURED = (".yaml", ".yml", ".json", ".csv")
#: The suffixes a walk judges a file of by its root element (an MTGO or Cockatrice deck
#: saved as ``.xml``), which the hook takes too: ``--force-exclude`` skips the others.
BY_ROOT = (".xml",)


def _walked_suffixes() -> list[str]:
    """Every suffix a folder walk judges a file of: decklists', documents' and
    archives'."""
    from cardtools.decklist import ARCHIVE_SUFFIXES, DECKLIST_SUFFIXES, DOCUMENT_SUFFIXES

    return [*DECKLIST_SUFFIXES, *DOCUMENT_SUFFIXES, *ARCHIVE_SUFFIXES]


def _taken(pattern: str, folder: str) -> list[str]:
    """The walked suffixes ``pattern`` takes a file of in ``folder``, in either case."""
    return [suffix for suffix in (*_walked_suffixes(), *BY_ROOT)
            if re.search(pattern, folder + "deck" + suffix)
            and re.search(pattern, folder + "DECK" + suffix.upper())]


def test_the_hook_takes_every_file_a_walk_judges() -> None:
    """The hook's `files:` matches every suffix a folder walk judges but the structured
    ones, in any case (Magic Workstation writes .mwDeck): a staged Forge .dck, OCTGN .o8d
    or tab table .tsv is judged as CI's walk judges it, and so is a staged .pdf or .docx
    (a file-error in the walk: the hook passed the commit CI failed). Its types take links
    as well as files: a broken link is a file-error in the walk (pre-commit passes no link
    by default)."""
    hook = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text("utf-8"))[0]
    assert _taken(hook["files"], "any/") == [
        *(suffix for suffix in _walked_suffixes() if suffix not in STRUCTURED), *BY_ROOT]
    assert [name for name in ("README.md", "deck.yaml", "notes.txt.bak", "cards.csv",
                              "photo.png", "deck.text")
            if re.search(hook["files"], "any/" + name)] == []
    assert (hook["types"], hook["types_or"]) == ([], ["file", "symlink"])
    # the text files of other tools a repository holds are left out, in any folder and
    # case, and so are hidden files; decklists of any name but theirs are not; a site's
    # root files (robots, humans, ...) only at the root: a deck in a folder may be named
    # after its archetype, Humans (it was left out while CI's walk judged it)
    taken = [name for name in ("requirements.txt", "docs/requirements-dev.txt",
                               "CMakeLists.txt", "src/cmakelists.txt", "LICENSE.txt",
                               "README.TXT", "robots.txt", "HUMANS.txt", ".hidden/deck.txt",
                               "decks/alice.txt", "decks/license-to-kill.txt",
                               "decks/readme-deck.txt", "requirements.dek", "decks/~$bob.docx",
                               "decks/modern/Humans.txt", "decks/Robots.v2.txt",
                               "decks/security.txt")
             if re.search(hook["files"], name) and not re.search(hook["exclude"], name)]
    assert taken == ["decks/alice.txt", "decks/license-to-kill.txt",
                     "decks/readme-deck.txt", "requirements.dek", "decks/~$bob.docx",
                     "decks/modern/Humans.txt", "decks/Robots.v2.txt", "decks/security.txt"]


def test_readmes_hook_files_take_every_file_a_walk_judges() -> None:
    """README's `files:` for a deck repository keeps the hook's extensions: every one a
    walk judges but the structured ones, in its folder only."""
    assert _taken(README_FILES, "decks/") == [
        *(suffix for suffix in _walked_suffixes() if suffix not in STRUCTURED), *BY_ROOT]
    assert not re.search(README_FILES, "other/deck.txt")
    assert f"files: {README_FILES}" in (ROOT / "README.md").read_text("utf-8")


#: Names a walk reads or not by their suffix: trailing spaces and dots left out
#: (``bob.txt ``, ``carl.txt.``, as Windows names them), any other ending kept.
ENDINGS = ("", " ", ".", "  ", "..", " .", ". ", ".bak", " x", "~", ".txt.bak")


def _judged_alike(pattern: str, folder: str) -> list[str]:
    """The names of ``folder`` whose suffix (a walked one but the structured ones, in
    either case, with each of ``ENDINGS``) ``pattern`` takes where the walk does not read
    it, or leaves where it does; ``[]`` when the two agree."""
    from cardtools.walking import _walked_name

    names = [folder + stem + suffix + ending
             for suffix in _walked_suffixes() if suffix not in STRUCTURED
             for stem in ("bob", "BOB") for ending in ENDINGS]
    return [name for name in names
            if bool(re.search(pattern, name)) != _walked_name(name.rsplit("/", 1)[1])]


def test_the_hooks_files_read_a_trailing_space_or_dot_as_the_walk_does() -> None:
    """``decks/bob.txt `` and ``decks/carl.txt.`` are ``.txt`` files to CI's walk; the
    hook's `files:` (and README's, for a deck repository) ended in ``)$`` and never got
    them, so a commit CI failed passed the hook."""
    hook = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text("utf-8"))[0]
    assert _judged_alike(hook["files"], "any/") == []
    assert _judged_alike(README_FILES, "decks/") == []
    assert re.search(hook["files"], "decks/carl.txt.") and re.search(hook["files"],
                                                                      "decks/bob.txt ")


def _precommit() -> Path:
    precommit = Path(sys.executable).with_name("pre-commit")
    if shutil.which("git") is None or not precommit.exists() or not (ROOT / ".git").exists():
        pytest.skip("git, pre-commit or this repository's git metadata is missing")
    return precommit


def test_precommit_hook_with_try_repo(tmp_path: Path) -> None:
    """pre-commit try-repo runs the hook of this repository (its working tree) on a deck
    repository: it fails on the illegal deck and passes once that deck is fixed."""
    precommit = _precommit()
    repo = _deck_repo(tmp_path / "repo")
    shutil.rmtree(repo / ".git")
    # other tools' text files, which the hook's default `files:` (any .txt) would take
    (repo / "requirements.txt").write_text("requests>=2.31\n", "utf-8")
    (repo / "src").mkdir()
    (repo / "src" / "CMakeLists.txt").write_text("cmake_minimum_required(VERSION 3.20)\n")
    (repo / "LICENSE.txt").write_text("MIT License\n", "utf-8")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache"), **GIT_ENV}
    env.pop("GITHUB_ACTIONS", None)
    subprocess.run(["git", "init", "-q", str(repo)], check=True, env=env)
    subprocess.run(["git", "add", "."], cwd=repo, check=True, env=env)

    def try_repo() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(precommit), "try-repo", str(ROOT), "cardtools-check", "--all-files"],
            cwd=repo, env=env, capture_output=True, text=True, timeout=600)

    failing = try_repo()
    assert failing.returncode == 1, failing.stdout + failing.stderr
    assert "requirements.txt" not in failing.stdout and "LICENSE" not in failing.stdout
    assert "decks/illegal.txt:16: error [unknown-card]" in failing.stdout
    (repo / "decks" / "illegal.txt").write_text((EXAMPLES / "legal.txt").read_text("utf-8"))
    subprocess.run(["git", "add", "."], cwd=repo, check=True, env=env)
    passing = try_repo()
    assert passing.returncode == 0, passing.stdout + passing.stderr


def test_the_hook_fails_the_commits_ci_fails_and_passes_the_others(tmp_path: Path) -> None:
    """Staged files CI's walk judges as file-errors (a .pdf and a .docx submission, a
    broken link) fail the hook as they fail CI (the hook passed them: its `files:` named
    no document and pre-commit passes no link by default); Office's lock file beside a
    document open is skipped by both, and so is a file of no walked suffix."""
    precommit = _precommit()
    repo = tmp_path / "repo"
    (repo / "decks").mkdir(parents=True)
    shutil.copy(EXAMPLES / "legal.txt", repo / "decks" / "ann.txt")
    (repo / ".cardtools.yaml").write_text('formats:\n  "decks/**": mage-noir/tournament\n')
    (repo / "decks" / "~$notes.docx").write_bytes(b"\x05Alice" + b" " * 48 + b"\x05\x00")
    (repo / "decks" / "photo.png").write_bytes(b"\x89PNG")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache"), **GIT_ENV}
    env.pop("GITHUB_ACTIONS", None)
    subprocess.run(["git", "init", "-q", str(repo)], check=True, env=env)

    def both() -> tuple[tuple[int, int], str]:
        subprocess.run(["git", "add", "-A"], cwd=repo, check=True, env=env)
        hook = subprocess.run(
            [str(precommit), "try-repo", str(ROOT), "cardtools-check", "--all-files"],
            cwd=repo, env=env, capture_output=True, text=True, timeout=600)
        ci = _run("cardtools check decks/", repo, env)
        return (hook.returncode, ci.returncode), hook.stdout + ci.stdout

    assert both()[0] == (0, 0)
    for name, problem in [("bob.pdf", "bob.pdf is a PDF document"),
                          ("cy.DOCX", "cy.DOCX is a Word document"),
                          ("dan.txt", "")]:
        if name == "dan.txt":
            (repo / "decks" / name).symlink_to("../late/dan.txt")
        else:
            (repo / "decks" / name).write_bytes(b"%PDF-1.4 fake\n")
        codes, out = both()
        assert codes == (1, 2), out  # pre-commit fails with 1 whatever the hook's code
        assert "- exit code: 2" in out
        assert f"decks/{name}:1: error [file-error] {problem}" in out
        (repo / "decks" / name).unlink()


def test_readme_precommit_config(tmp_path: Path) -> None:
    """README's .pre-commit-config.yaml, pointed at this repository's last commit: the
    narrowed `files:` keeps the extension filter (a README in decks/ is not a decklist),
    a legal deck's warning is shown without failing the commit, and the YAML pattern the
    README gives makes the hook check a YAML decklist."""
    precommit = _precommit()
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout.strip()
    config = yaml.safe_load(_readme_blocks("Use with pre-commit")[0])
    hook = config["repos"][0]["hooks"][0]
    assert hook == {"id": "cardtools-check", "files": README_FILES}
    config["repos"][0].update(repo=str(ROOT), rev=head)
    repo = tmp_path / "repo"
    (repo / "decks").mkdir(parents=True)
    warned = (EXAMPLES / "legal.txt").read_text("utf-8") + "# cardtools: disable=no-such-rule\n"
    (repo / "decks" / "legal.txt").write_text(warned, "utf-8")
    (repo / "decks" / "README.md").write_text("# Our decks\n\nNot a decklist.\n", "utf-8")
    (repo / "decks" / "deck.yaml").write_text(
        "format: mage-noir/tournament\ndeck: {Fire Ball: 9}\n", "utf-8")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache"), **GIT_ENV}
    env.pop("GITHUB_ACTIONS", None)

    def run_hooks(files: str) -> subprocess.CompletedProcess[str]:
        hook["files"] = files
        (repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), "utf-8")
        subprocess.run(["git", "add", "."], cwd=repo, check=True, env=env)
        return subprocess.run([str(precommit), "run", "--all-files"], cwd=repo, env=env,
                              capture_output=True, text=True, timeout=600)

    subprocess.run(["git", "init", "-q", str(repo)], check=True, env=env)
    default = run_hooks(README_FILES)
    assert default.returncode == 0, default.stdout + default.stderr
    assert "decks/legal.txt:" in default.stdout and "warning [suppression]" in default.stdout
    assert "README.md" not in default.stdout and "deck.yaml" not in default.stdout
    yaml_files = rf"(?i)^decks/.*\.({HOOK_SUFFIXES}|ya?ml|json)[ .]*$"
    assert f"files: {yaml_files}" in (ROOT / "README.md").read_text("utf-8")
    structured = run_hooks(yaml_files)
    assert structured.returncode == 1, structured.stdout + structured.stderr
    assert "decks/deck.yaml:2: error [copy-limit]" in structured.stdout


def test_the_hooks_args_are_options_and_a_readme_beside_the_decks_is_skipped(
        tmp_path: Path) -> None:
    """pre-commit runs the entry, the hook's ``args:``, then the staged files: ``args:
    [--strict]`` was read as a file ("--strict: no such file"), and ``files: ^decks/``
    handed over ``decks/README.md``, "unknown-format: no format given"; a staged file
    named like an option (``--exit-zero``) stays a file."""
    precommit = _precommit()
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout.strip()
    repo = tmp_path / "repo"
    (repo / "decks").mkdir(parents=True)
    warned = (EXAMPLES / "legal.txt").read_text("utf-8") + "# cardtools: disable=no-such-rule\n"
    (repo / "decks" / "legal.txt").write_text(warned, "utf-8")
    (repo / "decks" / "README.md").write_text("# Our decks\n\nNot a decklist.\n", "utf-8")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache"), **GIT_ENV}
    env.pop("GITHUB_ACTIONS", None)
    subprocess.run(["git", "init", "-q", str(repo)], check=True, env=env)

    def run_hooks(args: list[str], files: str = "^decks/") -> subprocess.CompletedProcess[str]:
        hook = {"id": "cardtools-check", "files": files, "args": args}
        config = {"repos": [{"repo": str(ROOT), "rev": head, "hooks": [hook]}]}
        (repo / ".pre-commit-config.yaml").write_text(yaml.safe_dump(config), "utf-8")
        subprocess.run(["git", "add", "-A"], cwd=repo, check=True, env=env)
        return subprocess.run([str(precommit), "run", "--all-files"], cwd=repo, env=env,
                              capture_output=True, text=True, timeout=600)

    plain = run_hooks([])
    assert plain.returncode == 0, plain.stdout + plain.stderr
    assert "decks/README.md: skipped: not a decklist (.md): no line names a card" in plain.stdout
    assert "decks/legal.txt:" in plain.stdout and "warning [suppression]" in plain.stdout
    strict = run_hooks(["--strict"])
    assert strict.returncode == 1, strict.stdout + strict.stderr
    assert "error [suppression]" in strict.stdout and "file-error" not in strict.stdout
    # pre-commit names a file at the root as it is: "--exit-zero", an option's spelling
    (repo / "--exit-zero").write_text(
        (EXAMPLES / "legal.txt").read_text("utf-8") + "1 Crimson Ritual\n", "utf-8")
    staged = run_hooks([], "^(decks/|--exit-zero$)")
    assert staged.returncode == 1, staged.stdout + staged.stderr
    assert "\n--exit-zero:" in staged.stdout and "error [banned]" in staged.stdout
