"""The rule engine: a crashing rule becomes internal-error for that deck only; severity
overrides and --strict; the rule registry's contract."""

from __future__ import annotations

import datetime as dt
import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from cardtools import rules as rules_module
from cardtools.checker import Checker, CheckOptions, resolve_deck
from cardtools.decklist import read_decklist
from cardtools.engine import validate, validate_all
from cardtools.rules import RULES, CheckContext
from cardtools.rules.base import Judging

DECK40 = Path(__file__).resolve().parent / "fixtures" / "decks" / "mage-noir-40.txt"


def test_a_crashing_rule_is_an_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(ctx: CheckContext) -> Iterator[None]:
        raise ZeroDivisionError("boom")

    monkeypatch.setitem(RULES, "copy-limit", replace(RULES["copy-limit"], check=crash))
    checker = Checker(CheckOptions(format_id="mage-noir/tournament"))
    first = checker.check_bytes(DECK40.read_bytes(), "a.txt")
    assert first.status == "error"
    assert [(v.rule, v.code) for v in first.violations] == [("internal-error", "CT003")]
    assert "copy-limit crashed: ZeroDivisionError: boom" in first.violations[0].message
    monkeypatch.setitem(RULES, "copy-limit", rules_module.copy_limit.RULE)
    assert checker.check_bytes(DECK40.read_bytes(), "b.txt").status == "legal"


def test_rule_ids_and_codes_are_unique_and_stable() -> None:
    assert len({r.code for r in RULES.values()}) == len(RULES)
    assert RULES["copy-limit"].code == "CT301"
    assert list(RULES) == sorted(RULES, key=lambda rule_id: RULES[rule_id].code)


def test_a_batch_gives_each_deck_its_own_severities() -> None:
    """``validate_all`` runs each rule over every deck: one deck's severity overrides stay
    that deck's, and each deck gets what ``validate`` gives it alone."""
    checker = Checker(CheckOptions())
    fmt = checker.registry.get("mage-noir/tournament")
    contexts = []
    for path in ("a.txt", "b.txt"):
        decklist = read_decklist(b"Deck\n4 Fire Ball\n", path)  # 4 cards: at least 40
        deck = resolve_deck(decklist, checker.database(fmt.game), path)
        contexts.append(CheckContext(deck, Judging(fmt, fmt.lists_as_of(dt.date(2026, 1, 1)))))
    found = validate_all(contexts, [{"zone-size": "off"}, {}])
    assert [v.rule for v in found[0]] == []
    assert [v.rule for v in found[1]] == ["zone-size"]
    assert found[1] == validate(contexts[1])


def _gating_cases() -> list[object]:
    from tests.test_rule_cases import _cases

    return [param for param in _cases() if "args" not in param.values[1]]


@pytest.mark.parametrize(("rule", "case"), _gating_cases())
def test_skipping_a_rule_by_what_it_needs_changes_no_verdict(
        rule: str, case: dict[str, object], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine skips a rule on a deck that lacks what the rule ``needs`` (findings,
    unresolved lines, lines failing a card question): every rule case, judged again
    with every rule run on every deck, gets the same violations. A rule that declares
    ``needs="flagged"`` but reports a card its ``card_questions`` do not flag fails
    here."""
    from tests.test_rule_cases import run_case

    gated = run_case(case, tmp_path)
    for written in tmp_path.iterdir():  # the case's files are written again, in place
        shutil.rmtree(written) if written.is_dir() else written.unlink()
    for rule_id, each in RULES.items():
        monkeypatch.setitem(RULES, rule_id, replace(each, needs=None))
    assert run_case(case, tmp_path) == gated


def test_placing_a_violation_on_a_line_keeps_every_other_field() -> None:
    from dataclasses import fields

    from cardtools.model import Violation
    from cardtools.placing import placed

    values = {f.name: f"{f.name} value" for f in fields(Violation)}
    values.update(severity="warning", zone="main", line=None, cards=("A", "B"), count=3,
                  limit=2)
    violation = Violation(**values)  # type: ignore[arg-type]
    [on_line] = placed([violation], zone_lines={"main": 7}, metadata_lines={})
    assert on_line == replace(violation, line=7)


def test_the_status_is_error_before_illegal_before_legal() -> None:
    from cardtools.engine import status_of
    from cardtools.model import Violation

    error = Violation("copy-limit", "CT301", "error", "m")
    warning = Violation("look-alike", "CT106", "warning", "m")
    not_judged = Violation("internal-error", "CT003", "warning", "m")
    assert status_of([]) == "legal"
    assert status_of([warning]) == "legal"
    assert status_of([warning, error]) == "illegal"
    assert status_of([error, not_judged]) == "error"
    assert status_of([not_judged, error]) == "error"
