"""Runs every rule case kept as data in ``tests/rule_cases/*.yaml`` (one test each).

A case file names a ``rule``, may give ``configs`` (keys merged into every case, as
sqlfluff's rule-test ``configs``: a case's own keys win, mappings such as ``severities``
are merged key by key) and lists ``cases``. A case has a ``name`` and:

``format``
    The format id (``--format``).
``decklist``
    The decklist text; ``base`` prepends a deck of ``tests/fixtures/decks/`` (its file
    stem), ``encoding`` encodes the text (default UTF-8), ``file_name`` names the file
    (default ``deck.txt``).
``cards``
    Extra card records, given as a ``--cards`` JSON file.
``pool``
    The drafted pool's text (``--pool``).
``date``
    The day judged (``--date``, ``YYYY-MM-DD``).
``strict``
    ``--strict`` (warnings count as errors).
``severities``
    Rule severities as a project config's ``rules`` gives them (rule id or code ->
    ``error``, ``warning``, ``info`` or ``off``): written to a ``.cardtools.yaml`` and
    read by the config loader, so codes and bare ``off`` work as they do for users.
``format_definition``
    A format file's mapping, written to a temporary formats folder under the case's
    ``format`` id (``<game>/<name>.yaml``) and given as ``--formats-dir``. It may
    ``extends`` a bundled format of its game (``extends: tournament``).
``args``
    Extra command-line arguments (``--select CT3``, ``--ignore banned``...). A case with
    ``args`` runs through the real CLI (``cardtools check ... --report json``, in process
    with typer's ``CliRunner``, so the test stays fast and its coverage counted); every
    other case is judged by ``Checker`` in process. Both read the same options above.

``expect`` gives the deck's ``status``, the exact set of ``errors`` (rule ids of error
severity), ``rules`` (the exact list of every reported violation's rule id, in report
order: ``[]`` for no violation at all), ``lines`` (the exact list of their lines, in the
same order, ``null`` for none: with ``rules``, the order of the violations),
``violations`` that must each match one reported violation on every field they give,
``absent`` violations that must match none, the deck's ``zones`` (card count by zone, as
the JSON report gives them) and (CLI cases only) ``exit_code``.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from cardtools.checker import Checker, CheckOptions
from cardtools.cli import app
from cardtools.config import load_config

CASES_DIR = Path(__file__).parent / "rule_cases"
DECKS_DIR = Path(__file__).parent / "fixtures" / "decks"
#: The keys a case may have (a misspelt key would otherwise be silently ignored).
CASE_KEYS = {"name", "format", "decklist", "base", "encoding", "file_name", "cards", "pool",
             "date", "strict", "severities", "format_definition", "args", "expect"}
EXPECT_KEYS = {"status", "errors", "rules", "lines", "violations", "absent", "zones",
               "exit_code"}


def merged(defaults: dict[str, Any], case: dict[str, Any]) -> dict[str, Any]:
    """``case`` over ``defaults``: the case's keys win; mappings present on both sides
    are merged the same way, key by key."""
    out = dict(defaults)
    for key, value in case.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merged(out[key], value)
        else:
            out[key] = value
    return out


def load_cases(path: Path) -> tuple[str, list[dict[str, Any]]]:
    """A case file's rule id and its cases with the file's ``configs`` merged in."""
    data = yaml.safe_load(path.read_text("utf-8"))
    defaults = data.get("configs", {})
    return data["rule"], [merged(defaults, case) for case in data["cases"]]


def _cases() -> list[Any]:
    params = []
    for path in sorted(CASES_DIR.glob("*.yaml")):
        rule, cases = load_cases(path)
        for case in cases:
            params.append(pytest.param(rule, case, id=f"{path.stem}: {case['name']}"))
    return params


def _decklist_bytes(case: dict[str, Any]) -> bytes:
    text = case.get("decklist", "")
    if "base" in case:
        text = (DECKS_DIR / f"{case['base']}.txt").read_text("utf-8") + text
    return str(text).encode(case.get("encoding", "utf-8"))


class _Inputs:
    """The files a case's options name, written under ``tmp_path``."""

    def __init__(self, case: dict[str, Any], tmp_path: Path) -> None:
        self.cards = self.pool = self.formats = self.config = None
        if "cards" in case:
            self.cards = tmp_path / "cards.json"
            self.cards.write_text(json.dumps({"cards": case["cards"]}), "utf-8")
        if "pool" in case:
            self.pool = tmp_path / "pool.txt"
            self.pool.write_text(case["pool"], "utf-8")
        if "format_definition" in case:
            self.formats = tmp_path / "formats"
            target = self.formats / f"{case['format']}.yaml"
            target.parent.mkdir(parents=True)
            target.write_text(yaml.safe_dump(case["format_definition"]), "utf-8")
        if "severities" in case:
            self.config = tmp_path / ".cardtools.yaml"
            self.config.write_text(yaml.safe_dump({"rules": case["severities"]}), "utf-8")


Judged = tuple[str, list[dict[str, Any]], dict[str, int]]


def run_case(case: dict[str, Any], tmp_path: Path) -> Judged:
    """Judge a case's decklist as ``cardtools check`` would, in process: the deck's
    status, its violations as the JSON report gives them and its zone counts."""
    inputs = _Inputs(case, tmp_path)
    options = CheckOptions(format_id=case.get("format"), strict=case.get("strict", False))
    if inputs.cards:
        options.card_files.append(inputs.cards)
    if inputs.pool:
        options.pool_file = inputs.pool
    if inputs.formats:
        options.formats_dirs.append(inputs.formats)
    if "date" in case:
        options.as_of = dt.date.fromisoformat(str(case["date"]))
    name = case.get("file_name", "deck.txt")
    settings = (load_config(inputs.config).settings_for(tmp_path / name)
                if inputs.config else None)
    result = Checker(options).check_bytes(_decklist_bytes(case), name, settings)
    return result.status, [v.to_json() for v in result.violations], dict(result.zones)


def run_cli_case(case: dict[str, Any], tmp_path: Path) -> tuple[int, Judged]:
    """Judge a case's decklist through ``cardtools check --report json`` with its
    ``args``: the exit code, and the deck's status, violations and zone counts."""
    inputs = _Inputs(case, tmp_path)
    deck = tmp_path / case.get("file_name", "deck.txt")
    deck.write_bytes(_decklist_bytes(case))
    args = ["check", str(deck), "--report", "json"]
    if "format" in case:
        args += ["--format", case["format"]]
    for option, value in (("--cards", inputs.cards), ("--pool", inputs.pool),
                          ("--formats-dir", inputs.formats), ("--date", case.get("date"))):
        if value is not None:
            args += [option, str(value)]
    args += ["--config", str(inputs.config)] if inputs.config else ["--isolated"]
    if case.get("strict"):
        args.append("--strict")
    outcome = CliRunner().invoke(app, [*args, *map(str, case["args"])])
    assert outcome.exception is None or isinstance(outcome.exception, SystemExit), (
        outcome.exception, outcome.stderr)
    result = json.loads(outcome.stdout)["results"][0]
    return outcome.exit_code, (result["status"], result["violations"], result.get("zones", {}))


def _matches(wanted: dict[str, Any], violation: dict[str, Any]) -> bool:
    return all(violation.get(key) == value for key, value in wanted.items())


@pytest.mark.parametrize(("rule", "case"), _cases())
def test_rule_case(rule: str, case: dict[str, Any], tmp_path: Path) -> None:
    """The case's decklist gets exactly the expected status, errors and violations."""
    assert set(case) <= CASE_KEYS, sorted(set(case) - CASE_KEYS)
    expect = case["expect"]
    assert set(expect) <= EXPECT_KEYS, sorted(set(expect) - EXPECT_KEYS)
    if "args" in case:
        exit_code, (status, reported, zones) = run_cli_case(case, tmp_path)
        if "exit_code" in expect:
            assert exit_code == expect["exit_code"], reported
    else:
        assert "exit_code" not in expect, "exit_code is checked for CLI cases (args) only"
        status, reported, zones = run_case(case, tmp_path)
    assert status == expect["status"], reported
    if "errors" in expect:
        errors = sorted({v["rule"] for v in reported if v["severity"] == "error"})
        assert errors == sorted(expect["errors"]), reported
    if "rules" in expect:
        assert [v["rule"] for v in reported] == expect["rules"], reported
    if "lines" in expect:
        assert [v.get("line") for v in reported] == expect["lines"], reported
    if "zones" in expect:
        assert zones == expect["zones"], zones
    for wanted in expect.get("violations", []):
        assert any(_matches(wanted, v) for v in reported), (wanted, reported)
    for unwanted in expect.get("absent", []):
        assert not any(_matches(unwanted, v) for v in reported), (unwanted, reported)


def test_configs_merge_under_each_case() -> None:
    """A file's ``configs`` are defaults: a case's keys win, mappings merge key by key."""
    defaults = {"format": "mage-noir/tournament", "severities": {"banned": "warning"}}
    case = {"name": "n", "severities": {"CT103": "off"}, "format": "mtg/modern"}
    assert merged(defaults, case) == {
        "name": "n", "format": "mtg/modern",
        "severities": {"banned": "warning", "CT103": "off"}}
    assert merged(defaults, {"name": "m"})["severities"] == {"banned": "warning"}


def test_every_rule_has_cases() -> None:
    """Each rule has a case file; internal-error is proven in test_engine.py instead,
    since a well-behaved rule set gives no data that crashes a rule, and the batch rules
    (about several decks at once) in test_batch_findings.py."""
    from cardtools.rules import RULES

    covered = {yaml.safe_load(p.read_text("utf-8"))["rule"] for p in CASES_DIR.glob("*.yaml")}
    batch = {"duplicate-deck", "duplicate-player", "no-player"}
    assert sorted(set(RULES) - covered - {"internal-error"} - batch) == []


def test_every_case_file_names_a_registered_rule() -> None:
    """A case file is ``<rule-id>--<group>.yaml`` and its ``rule`` is that id of
    ``cardtools.rules.RULES``: a new rule's module left out of ``_MODULES`` is named here,
    not found through its cases' unexplained verdicts."""
    from cardtools.rules import RULES

    wrong = []
    for path in sorted(CASES_DIR.glob("*.yaml")):
        rule = yaml.safe_load(path.read_text("utf-8"))["rule"]
        if rule not in RULES or path.stem.split("--")[0] != rule:
            wrong.append(f"{path.name}: rule {rule!r}")
    assert wrong == [], ("not a registered rule, or not the file's: add the module to "
                         "_MODULES in cardtools/rules/__init__.py, or name the file "
                         "<rule-id>--<game>.yaml")
