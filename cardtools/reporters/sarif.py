"""SARIF 2.1.0 that GitHub code scanning takes as it is (DESIGN 7; GitHub Docs, "SARIF
support for code scanning").

- One run; ``tool.driver`` names cardtools with its ``semanticVersion`` and every rule:
  ``id`` (the stable kebab id), ``name``, ``shortDescription``, ``fullDescription``
  (under GitHub's 1,024 characters), ``help`` (``text`` and ``markdown``, made from the
  rule module's docstring, examples included), ``helpUri`` (the README's rule table on
  the project's repository), ``defaultConfiguration.level`` and the ``CT`` code in
  ``properties``.
- A result per violation: ``ruleId`` and ``ruleIndex``, ``level`` (error -> ``error``,
  warning -> ``warning``, info -> ``note``), ``message.text``, one location whose
  ``region.startLine`` is always set (every violation has a line), and
  ``partialFingerprints.primaryLocationLineHash`` (``cardtools.reporters.repo``): the
  same problem keeps its fingerprint when lines move, so GitHub does not open a new
  alert for it on every upload.
- Artifact URIs are relative to the repository root with ``uriBaseId`` ``%SRCROOT%``;
  a decklist outside the repository keeps an absolute ``file:`` URI without
  ``uriBaseId`` (GitHub keeps an absolute URI of the same scheme as the source root as
  it is).
- The project configs that applied are the invocation's configuration notifications
  (and each result's ``config`` property); files skipped are its execution
  notifications.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, TextIO

from cardtools import __version__
from cardtools.reporters import Report
from cardtools.reporters.repo import fingerprints, sarif_location
from cardtools.rules import RULES

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVEL = {"error": "error", "warning": "warning", "info": "note"}
#: Where the project lives when its package metadata does not say (``pip install -e``
#: of a tree without metadata); ``[project.urls] Repository`` in pyproject.toml wins.
DEFAULT_REPOSITORY = "https://github.com/cardtools/cardtools"
#: The README's rule table (its "## Rules" heading).
RULES_ANCHOR = "/blob/main/README.md#rules"


@lru_cache(maxsize=1)
def repository_url() -> str:
    """The project's repository URL, from its package metadata (``Project-URL:
    Repository, ...``), else ``DEFAULT_REPOSITORY``."""
    from importlib.metadata import PackageNotFoundError, metadata

    try:
        urls = metadata("cardtools").get_all("Project-URL") or []
    except PackageNotFoundError:
        urls = []
    for entry in urls:
        label, _, url = entry.partition(",")
        if label.strip().lower() == "repository" and url.strip():
            return str(url).strip().rstrip("/")
    return DEFAULT_REPOSITORY


def help_uri() -> str:
    """Every rule's ``helpUri``: the README's rule table on the project's repository."""
    return repository_url() + RULES_ANCHOR


def _rules() -> list[dict[str, Any]]:
    from cardtools.ruledocs import description, rule_markdown, rule_text

    uri = help_uri()
    return [
        {
            "id": rule.id,
            "name": rule.id,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": description(rule)},
            "help": {"text": rule_text(rule), "markdown": rule_markdown(rule)},
            "helpUri": uri,
            "defaultConfiguration": {"level": LEVEL[rule.severity]},
            "properties": {"code": rule.code, "tags": ["decklist", rule.code]},
        }
        for rule in RULES.values()
    ]


def _notification(path: str, text: str, level: str) -> dict[str, Any]:
    return {"level": level, "message": {"text": text},
            "locations": [{"physicalLocation": {"artifactLocation": sarif_location(path)}}]}


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


def _results(report: Report) -> list[dict[str, Any]]:
    index = {rule_id: position for position, rule_id in enumerate(RULES)}
    results = []
    for result in report.results:
        violations = report.violations(result)
        for violation, fingerprint in zip(violations, fingerprints(result, violations),
                                          strict=True):
            location = {"artifactLocation": sarif_location(result.path),
                        "region": {"startLine": violation.line or 1}}
            text = violation.message + (f" ({violation.hint})" if violation.hint else "")
            properties: dict[str, Any] = {"code": violation.code, "deckStatus": result.status}
            if result.format_id:
                properties["format"] = result.format_id
            if result.config is not None:
                properties["config"] = result.config.to_json()
            results.append({
                "ruleId": violation.rule,
                "ruleIndex": index[violation.rule],
                "level": LEVEL[violation.severity],
                "message": {"text": text},
                "locations": [{"physicalLocation": location}],
                "partialFingerprints": {"primaryLocationLineHash": fingerprint},
                "properties": properties,
            })
    return results


def sarif_document(report: Report) -> dict[str, Any]:
    """The SARIF log of a report: one run with the rule table and a result per violation."""
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "cardtools", "version": __version__,
                                "semanticVersion": __version__,
                                "informationUri": repository_url(), "rules": _rules()}},
            "invocations": [_invocation(report)],
            "results": _results(report),
            "columnKind": "unicodeCodePoints",
        }],
    }


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the SARIF log as indented JSON (deterministic)."""
    json.dump(sarif_document(report), out, ensure_ascii=False, indent=2)
    out.write("\n")
