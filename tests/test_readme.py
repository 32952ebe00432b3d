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
