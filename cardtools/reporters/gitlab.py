"""GitLab Code Quality: a JSON array with an issue per violation, for merge request
widgets (GitLab Docs, "Code Quality", the CodeClimate-based report format).

Each issue has ``description`` (the message and its fix), ``check_name`` (the rule id),
``fingerprint`` (stable while the problem stays: ``cardtools.reporters.repo``),
``severity`` (error -> ``major``, warning -> ``minor``, info -> ``info``) and
``location.path`` (relative to the repository root) with ``location.lines.begin``;
also ``type`` (``issue``) and ``categories`` (``Bug Risk`` for errors, ``Style``
otherwise). Use it as a job artifact: ``artifacts: reports: codequality:
gl-code-quality-report.json``.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, TextIO

from cardtools.reporters import Report
from cardtools.reporters.repo import fingerprints, report_path

SEVERITY = {"error": "major", "warning": "minor", "info": "info"}


def issues(report: Report) -> list[dict[str, Any]]:
    """The Code Quality issues of a report, in file and line order."""
    found = []
    for result in report.results:
        violations = report.violations(result)
        path = report_path(result.path)
        for violation, fingerprint in zip(violations, fingerprints(result, violations),
                                          strict=True):
            text = violation.message + (f" ({violation.hint})" if violation.hint else "")
            found.append({
                "type": "issue",
                "description": f"{text} [{violation.code}]",
                "check_name": violation.rule,
                "fingerprint": hashlib.md5(fingerprint.encode(), usedforsecurity=False
                                           ).hexdigest(),
                "severity": SEVERITY[violation.severity],
                "categories": ["Bug Risk" if violation.severity == "error" else "Style"],
                "location": {"path": path, "lines": {"begin": violation.line or 1}},
            })
    return found


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the issues as indented JSON (deterministic)."""
    json.dump(issues(report), out, ensure_ascii=False, indent=2)
    out.write("\n")
