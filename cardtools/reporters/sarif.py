"""SARIF 2.1.0: the rules with their ids and help, a result per violation (DESIGN 7).

For GitHub code scanning and other SARIF viewers. ``ruleId`` is the stable kebab rule
id; the ``CT`` code is in the rule's properties. The project configs that applied are
the invocation's configuration notifications (and each result's ``config`` property);
files skipped are its execution notifications.
"""

from __future__ import annotations

import json
from pathlib import PurePath
from typing import Any, TextIO
from urllib.parse import quote

from cardtools import __version__
from cardtools.reporters import Report
from cardtools.rules import RULES

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def _uri(path: str) -> str:
    return quote(PurePath(path).as_posix()) if path != "-" else "stdin"


def _rules() -> list[dict[str, Any]]:
    return [
        {
            "id": rule.id,
            "name": rule.id,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.doc.strip().split("\n\n")[0]},
            "help": {"text": rule.doc.strip()},
            "defaultConfiguration": {"level": LEVEL[rule.severity]},
            "properties": {"code": rule.code},
        }
        for rule in RULES.values()
    ]


def _notification(path: str, text: str, level: str) -> dict[str, Any]:
    return {"level": level, "message": {"text": text},
            "locations": [{"physicalLocation": {"artifactLocation": {"uri": _uri(path)}}}]}


def _invocation(report: Report) -> dict[str, Any]:
    """The run's invocation: a configuration notification per deck a project config
    applied to (a warning when it turned a rule off or down, or replaced formats or
    cards) and an execution notification per file skipped."""
    configs = [_notification(result.path, result.config.summary(),
                             "warning" if result.config.weakens() else "note")
               for result in report.results if result.config is not None]
    skipped = [_notification(s.path, f"skipped: {s.reason}", "note") for s in report.skipped]
    return {"executionSuccessful": True, "toolConfigurationNotifications": configs,
            "toolExecutionNotifications": skipped}


def sarif_document(report: Report) -> dict[str, Any]:
    """The SARIF log of a report: one run with the rule table and a result per violation."""
    index = {rule_id: position for position, rule_id in enumerate(RULES)}
    results = []
    for result in report.results:
        for violation in report.violations(result):
            location: dict[str, Any] = {"artifactLocation": {"uri": _uri(result.path)}}
            if violation.line:
                location["region"] = {"startLine": violation.line}
            text = violation.message + (f" ({violation.hint})" if violation.hint else "")
            properties: dict[str, Any] = {"code": violation.code,
                                          "deckStatus": result.status,
                                          "format": result.format_id or ""}
            if result.config is not None:
                properties["config"] = result.config.to_json()
            results.append({
                "ruleId": violation.rule,
                "ruleIndex": index[violation.rule],
                "level": LEVEL[violation.severity],
                "message": {"text": text},
                "locations": [{"physicalLocation": location}],
                "properties": properties,
            })
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "cardtools", "version": __version__,
                                "semanticVersion": __version__, "rules": _rules()}},
            "invocations": [_invocation(report)],
            "results": results,
            "columnKind": "unicodeCodePoints",
        }],
    }


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the SARIF log as indented JSON (deterministic)."""
    json.dump(sarif_document(report), out, ensure_ascii=False, indent=2)
    out.write("\n")
