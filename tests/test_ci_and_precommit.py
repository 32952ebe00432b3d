"""README's "Use in CI" job and "Use with pre-commit" hook, tried for real."""

from __future__ import annotations

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


def _readme_block(title: str) -> str:
    text = (ROOT / "README.md").read_text("utf-8")
    section = text.split(f"## {title}", 1)[1]
    return re.search(r"```yaml\n(.*?)```", section, re.S).group(1)  # type: ignore[union-attr]


def _deck_repo(tmp_path: Path) -> Path:
    decks = tmp_path / "decks"
    decks.mkdir(parents=True)
    shutil.copy(EXAMPLES / "legal.txt", decks / "legal.txt")
    shutil.copy(EXAMPLES / "illegal.txt", decks / "illegal.txt")
    return tmp_path


def test_readme_ci_job_commands(tmp_path: Path) -> None:
    """The job's cardtools steps, run as GitHub Actions would (GITHUB_ACTIONS=true)."""
    job = yaml.safe_load(_readme_block("Use in CI"))
    steps = [s["run"] for s in job["jobs"]["check"]["steps"] if "run" in s]
    commands = [s.split("#")[0].strip() for s in steps if s.startswith("cardtools")]
    assert commands == ["cardtools check decks/",
                        "cardtools check decks/ --report junit --report-file cardtools.xml"]
    repo = _deck_repo(tmp_path)
    env = {**os.environ, "GITHUB_ACTIONS": "true", "CI": "true"}
    first = subprocess.run([str(CARDTOOLS), *commands[0].split()[1:]], cwd=repo, env=env,
                           capture_output=True, text=True, timeout=120)
    assert first.returncode == 1
    assert first.stdout.startswith("::error file=decks/illegal.txt,line=")
    second = subprocess.run([str(CARDTOOLS), *commands[1].split()[1:]], cwd=repo, env=env,
                            capture_output=True, text=True, timeout=120)
    assert second.returncode == 1
    assert "<testsuites" in (repo / "cardtools.xml").read_text("utf-8")


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_precommit_hook_with_try_repo(tmp_path: Path) -> None:
    """pre-commit try-repo runs the hook of this repository on a temp deck repository:
    it fails on the illegal deck and passes once that deck is fixed."""
    precommit = Path(sys.executable).with_name("pre-commit")
    if not precommit.exists() or not (ROOT / ".git").exists():
        pytest.skip("pre-commit or this repository's git metadata is missing")
    repo = _deck_repo(tmp_path / "repo")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache"), "GIT_AUTHOR_NAME": "t",
           "GIT_AUTHOR_EMAIL": "t@example.invalid", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.invalid"}
    subprocess.run(["git", "init", "-q", str(repo)], check=True, env=env)
    subprocess.run(["git", "add", "."], cwd=repo, check=True, env=env)

    def try_repo() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(precommit), "try-repo", str(ROOT), "cardtools-check", "--all-files"],
            cwd=repo, env=env, capture_output=True, text=True, timeout=600)

    failing = try_repo()
    assert failing.returncode == 1, failing.stdout + failing.stderr
    assert "decks/illegal.txt:16: error [unknown-card]" in failing.stdout
    (repo / "decks" / "illegal.txt").write_text((EXAMPLES / "legal.txt").read_text("utf-8"))
    subprocess.run(["git", "add", "."], cwd=repo, check=True, env=env)
    passing = try_repo()
    assert passing.returncode == 0, passing.stdout + passing.stderr
