"""GitLab Code Quality: a JSON array with an issue per violation, for merge request
widgets (GitLab Docs, "Code Quality", the CodeClimate-based report format).

Each issue has ``description`` (the message and its fix), ``check_name`` (the rule id),
``fingerprint`` (stable while the problem stays: ``cardtools.reporters.repo``),
``severity`` (error -> ``major``, warning -> ``minor``, info -> ``info``) and
``location.path`` (relative to the repository root) with ``location.lines.begin``;
also ``type`` (``issue``) and ``categories`` (``Bug Risk`` for errors, ``Style``
otherwise). A deck's project config and the files a walk skipped are issues too
(``cardtools-config``, ``cardtools-skipped``), as every report shows them. Use it as
a job artifact: ``artifacts: reports: codequality: gl-code-quality.json``.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, TextIO

from cardtools.reporters import Report
from cardtools.reporters.repo import fingerprints, report_path

SEVERITY = {"error": "major", "warning": "minor", "info": "info"}


def _issue(description: str, check_name: str, severity: str, path: str, line: int,
           fingerprint: str) -> dict[str, Any]:
    return {
        "type": "issue",
        "description": description,
        "check_name": check_name,
        "fingerprint": hashlib.md5(fingerprint.encode("utf-8", "surrogatepass"),
                                   usedforsecurity=False).hexdigest(),
        "severity": severity,
        "categories": ["Bug Risk" if severity == "major" else "Style"],
        "location": {"path": path, "lines": {"begin": line}},
    }


def issues(report: Report) -> list[dict[str, Any]]:
    """The Code Quality issues of a report, in file and line order: each deck's project
    config first (``cardtools-config``: ``minor`` when it turned a rule off or down,
    else ``info``), then its violations; the files a walk skipped last
    (``cardtools-skipped``, ``info``)."""
    found = []
    for result in report.results:
        config = report.config_of(result)
        if config is not None:
            found.append(_issue(config.summary(), "cardtools-config",
                                "minor" if config.weakens() else "info",
                                report_path(result.path), 1,
                                f"config\x00{report_path(result.path)}\x00{config.summary()}"))
        violations = report.violations(result)
        path = report_path(result.path)
        for violation, fingerprint in zip(violations, fingerprints(result, violations),
                                          strict=True):
            text = violation.message + (f" ({violation.hint})" if violation.hint else "")
            found.append(_issue(f"{text} [{violation.code}]", violation.rule,
                                SEVERITY[violation.severity], path, violation.line or 1,
                                fingerprint))
    for skipped in report.skipped:
        path = report_path(skipped.path)
        found.append(_issue(f"skipped: {skipped.reason}", "cardtools-skipped", "info", path,
                            1, f"skipped\x00{path}"))
    return found


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the issues as indented JSON (deterministic)."""
    json.dump(issues(report), out, ensure_ascii=False, indent=2)
    out.write("\n")
