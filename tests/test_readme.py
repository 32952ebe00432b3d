"""README.md tells the truth about what the code holds: its rule table is the rule registry
(ids, codes, default severities), and its first two commands are the install-and-run and
install-and-test commands."""

from __future__ import annotations

import re
from pathlib import Path

from cardtools.rules import RULES

README = (Path(__file__).resolve().parent.parent / "README.md").read_text("utf-8")
_ROW = re.compile(r"^\| (CT\d{3}) \| `([a-z-]+)` \| (error|warning|info) \|", re.M)


def test_the_rule_table_is_the_rule_registry() -> None:
    rows = [(code, rule_id, severity) for code, rule_id, severity in _ROW.findall(README)]
    registry = [(rule.code, rule.id, rule.severity) for rule in RULES.values()]
    assert rows == registry


def test_rule_codes_and_ids_are_unique() -> None:
    codes = [rule.code for rule in RULES.values()]
    assert len(codes) == len(set(codes))
    assert list(RULES) == [rule.id for rule in RULES.values()]


def test_the_first_two_commands_install_and_run() -> None:
    blocks = re.findall(r"```sh\n(.*?)\n```", README, re.S)
    assert blocks[0].startswith("python3 -m venv .venv && .venv/bin/pip install . && "
                                ".venv/bin/cardtools check ")
    assert blocks[1] == ('python3 -m venv .venv && .venv/bin/pip install ".[test]" && '
                         ".venv/bin/python -m pytest")


def test_the_legality_example_is_the_tools_output(tmp_path: Path) -> None:
    """README's ``cardtools legality`` example is what the tool writes for the deck it
    describes (4 Brainstorm, 56 Island), at the example's width: its wording was not the
    tool's ("since 2020-01-01" for "since 2020-01-01 or earlier: ...")."""
    import os
    import subprocess
    import sys

    block = re.search(r"```\n\$ cardtools legality deck\.txt --date 2024-01-01\n(.*?)```",
                      README, re.S)
    assert block is not None
    (tmp_path / "deck.txt").write_text("4 Brainstorm\n56 Island\n", "utf-8")
    env = {**os.environ, "COLUMNS": "96"}
    env.pop("NO_COLOR", None)
    # the example is a terminal's, where the table is boxed (rich): captured, it is
    # plain lines unless --report rich asks for the box
    result = subprocess.run([sys.executable, "-m", "cardtools", "legality", "deck.txt",
                             "--date", "2024-01-01", "--report", "rich"],
                            capture_output=True, text=True,
                            cwd=tmp_path, env=env, check=False, timeout=120)
    assert (result.returncode, result.stdout) == (0, block[1])
    assert result.stderr == ("deck.txt: game guessed: mtg (its card data knows all 2 of "
                             "the deck's card names)\n")


def test_the_usage_summary_names_every_option_of_check() -> None:
    """README's summary of ``cardtools check`` names each option ``check --help`` lists
    (``--include-deck`` was left out)."""
    from tests.conftest import invoke

    options = re.findall(r"^ {2}(?:-\w, )?(--[a-z-]+)", invoke("check", "--help").stdout,
                         re.M)
    summary = re.search(r"^cardtools check PATH\.\.\.(.*?)^cardtools diff", README,
                        re.S | re.M)
    assert summary is not None and "--include-deck" in options
    assert [option for option in options
            if option != "--help" and option not in summary[1]] == []


def test_the_organizer_commands_judge_in_isolation() -> None:
    """Every command README gives for a folder of submissions has ``--isolated``, as the
    organizer's section says to judge them (the Quick start's left it out), and the
    sections after the Quick start say how a bare ``cardtools`` is run."""
    commands = re.findall(r"^(?:\.venv/bin/)?cardtools check submissions/.*$", README, re.M)
    assert len(commands) >= 5
    assert [command for command in commands if "--isolated" not in command] == []
    usage = README.split("## Usage", 1)[1]
    assert usage.split("```", 1)[0].strip() == (
        "From here on a command is written `cardtools ...`: activate the virtual environment "
        "first\n(`. .venv/bin/activate`), or write its path, `.venv/bin/cardtools ...`, as "
        "above.")
