"""GitLab Code Quality: a JSON array with an issue per violation, for merge request
widgets (GitLab Docs, "Code Quality", the CodeClimate-based report format).

Each issue has ``description`` (the message and its fix), ``check_name`` (the rule id),
``fingerprint`` (stable while the problem stays, whatever the day judged or the
lines above: ``cardtools.reporters.repo``),
``severity`` (error -> ``major``, warning -> ``minor``, info -> ``info``) and
``location.path`` (relative to the repository root) with ``location.lines.begin``;
also ``type`` (``issue``) and ``categories`` (``Bug Risk`` for errors, ``Style``
otherwise). A deck's project config and the files a walk skipped are issues too
(``cardtools-config``, ``cardtools-skipped``), as every report shows them. Each issue of
a judged deck says the day it was judged as of and its card data's date (README "Data
age") in ``content.body``: the Code Climate spec's markdown of an issue, which GitLab's
widget does not show; a run of no issue (``[]``) has no place for them. Use it as
a job artifact: ``artifacts: reports: codequality: gl-code-quality.json``.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from collections.abc import Iterator
from typing import Any, TextIO

from cardtools.model import DeckResult, Violation
from cardtools.reporters import (
    Report,
    deck_part,
    keep_fragment,
    problem_text,
    shown_violations,
    write_json_array,
)
from cardtools.reporters.repo import fingerprints, identity_path, report_path, text_path
from cardtools.reporters.text import dates_said

SEVERITY = {"error": "major", "warning": "minor", "info": "info"}


def _issue(description: str, check_name: str, severity: str, path: str, line: int,
           fingerprint: str, body: str = "") -> dict[str, Any]:
    """One Code Quality issue; ``fingerprint`` is hashed, ``body`` (the dates of a judged
    deck: ``_dates``) the issue's ``content.body`` when given."""
    issue: dict[str, Any] = {
        "type": "issue",
        "description": description,
        "check_name": check_name,
        "fingerprint": hashlib.md5(fingerprint.encode("utf-8", "surrogatepass"),
                                   usedforsecurity=False).hexdigest(),
        "severity": severity,
        "categories": ["Bug Risk" if severity == "major" else "Style"],
        "location": {"path": path, "lines": {"begin": line}},
    }
    if body:
        issue["content"] = {"body": body}
    return issue


def _dates(result: DeckResult) -> str:
    """The day ``result`` was judged as of and its card data's date, as the text report's
    summary says them (``text.dates_said``): ``judged as of 2026-07-27; card data: mtg
    2026-08-22``; ``""`` for a deck judged with neither."""
    return "; ".join(dates_said([result]))


def _config_issue(report: Report, result: DeckResult) -> dict[str, Any] | None:
    """The deck's project config as an issue (``cardtools-config``: ``minor`` when it
    turned a rule off or down, else ``info``), when the report shows it."""
    config = report.config_of(result)
    if config is None:
        return None
    path = report_path(text_path(result.file_path, result.path))
    return _issue(config.summary(), "cardtools-config", "minor" if config.weakens() else "info",
                  path, 1, f"config\x00{identity_path(result.file_path)}\x00{config.summary()}",
                  _dates(result))


def _violation_issues(result: DeckResult, violations: list[Violation]) -> str:
    """The issues of some of a deck's violations, each as it stands in the array, one
    after another (``""`` when there are none)."""
    path = report_path(text_path(result.file_path, result.path))
    dates = _dates(result)
    return ",\n".join(
        _item(_issue(f"{_described(violation)} [{violation.code}]", violation.rule,
                     SEVERITY[violation.severity], path, violation.line or 1, fingerprint,
                     dates))
        for violation, fingerprint in zip(violations, fingerprints(result, violations),
                                          strict=True))


def _described(violation: Violation) -> str:
    return problem_text(violation)


def _item(issue: dict[str, Any]) -> str:
    """An issue as ``json.dump(issues, indent=2)`` writes an item of the array."""
    return "  " + json.dumps(issue, ensure_ascii=False, indent=2).replace("\n", "\n  ")


def prepare(result: DeckResult, quiet: bool) -> None:
    """Write the issues of the deck's violations (``result.fragment``), where it was
    judged, and drop them (``keep_fragment``). Their fingerprints do not depend on the
    duplicates the batch step adds first: those name other files, so no violation of
    the deck's own has the same identity."""
    keep_fragment(result, _violation_issues(result, shown_violations(result, quiet)))


def _deck_items(report: Report, result: DeckResult) -> Iterator[str]:
    """A deck's issues as written: its project config, the batch step's findings, then
    its own violations (a run of items; none may be empty)."""
    config = _config_issue(report, result)
    if config is not None:
        yield _item(config)
    findings, fragment = deck_part(result, report.quiet, _violation_issues)
    yield _violation_issues(result, findings)
    yield fragment


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the Code Quality issues as indented JSON (deterministic), in file and line
    order: each deck's project config first, then its violations; the files a walk
    skipped last (``cardtools-skipped``, ``info``)."""
    decks = (items for result in report.results for items in _deck_items(report, result))
    write_json_array(out, itertools.chain(decks, _skipped_items(report)))
    out.write("\n")


def _skipped_items(report: Report) -> Iterator[str]:
    """The encoded issue of each file the walk skipped."""
    for skipped in report.skipped:
        path = report_path(text_path(skipped.file_path, skipped.path))
        yield _item(_issue(f"skipped: {skipped.reason}", "cardtools-skipped", "info", path,
                           1, f"skipped\x00{identity_path(skipped.file_path)}"))
