"""Runs every rule case kept as data in ``tests/rule_cases/*.yaml`` (one test each).

A case file names a ``rule`` and lists ``cases``; each case has a ``format``, a
``decklist`` (text; ``base`` prepends a deck of ``tests/fixtures/decks/``), optional
``cards`` (extra card records, as a ``--cards`` file), ``pool`` (pool text), ``date``,
``strict`` and ``file_name``, and ``expect``: the deck's ``status``, the exact set of
``errors`` (rule ids of error severity), and ``violations`` that must each match one
reported violation on every field they give.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

CASES_DIR = Path(__file__).parent / "rule_cases"
DECKS_DIR = Path(__file__).parent / "fixtures" / "decks"


def _cases() -> list[Any]:
    params = []
    for path in sorted(CASES_DIR.glob("*.yaml")):
        data = yaml.safe_load(path.read_text("utf-8"))
        for case in data["cases"]:
            params.append(pytest.param(data["rule"], case, id=f"{path.stem}: {case['name']}"))
    return params


def run_case(case: dict[str, Any], tmp_path: Path) -> DeckResult:
    """Judge a case's decklist as ``cardtools check`` would, in process."""
    options = CheckOptions(format_id=case.get("format"), strict=case.get("strict", False))
    if "cards" in case:
        cards = tmp_path / "cards.json"
        cards.write_text(json.dumps({"cards": case["cards"]}), "utf-8")
        options.card_files.append(cards)
    if "pool" in case:
        pool = tmp_path / "pool.txt"
        pool.write_text(case["pool"], "utf-8")
        options.pool_file = pool
    if "date" in case:
        options.as_of = dt.date.fromisoformat(str(case["date"]))
    text = case.get("decklist", "")
    if "base" in case:
        text = (DECKS_DIR / f"{case['base']}.txt").read_text("utf-8") + text
    data = text.encode(case.get("encoding", "utf-8"))
    return Checker(options).check_bytes(data, case.get("file_name", "deck.txt"))


def _matches(wanted: dict[str, Any], violation: dict[str, Any]) -> bool:
    return all(violation.get(key) == value for key, value in wanted.items())


@pytest.mark.parametrize(("rule", "case"), _cases())
def test_rule_case(rule: str, case: dict[str, Any], tmp_path: Path) -> None:
    """The case's decklist gets exactly the expected status, errors and violations."""
    result = run_case(case, tmp_path)
    expect = case["expect"]
    reported = [v.to_json() for v in result.violations]
    assert result.status == expect["status"], reported
    if "errors" in expect:
        errors = sorted({v["rule"] for v in reported if v["severity"] == "error"})
        assert errors == sorted(expect["errors"]), reported
    for wanted in expect.get("violations", []):
        assert any(_matches(wanted, v) for v in reported), (wanted, reported)
    for unwanted in expect.get("absent", []):
        assert not any(_matches(unwanted, v) for v in reported), (unwanted, reported)


def test_every_rule_has_cases() -> None:
    """Each rule has a case file; internal-error is proven in test_engine.py instead,
    since a well-behaved rule set gives no data that crashes a rule, and the batch rules
    (about several decks at once) in test_batch_findings.py."""
    from cardtools.rules import RULES

    covered = {yaml.safe_load(p.read_text("utf-8"))["rule"] for p in CASES_DIR.glob("*.yaml")}
    batch = {"duplicate-deck", "duplicate-player"}
    assert sorted(set(RULES) - covered - {"internal-error"} - batch) == []
