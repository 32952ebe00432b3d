"""JUnit XML: one test case per deck (DESIGN 7), for CI dashboards (GitLab, Jenkins,
Azure DevOps).

- A deck that is not legal has exactly one ``<failure>`` (most dashboards show only
  one): its message counts the errors, its text lists every problem, one
  ``path:line: severity [rule] message (fix)`` line each. A file that could not be
  judged has one ``<error>`` the same way. Warnings and notes of a legal deck go to
  ``<system-out>``.
- ``classname`` is the deck's folder as a dotted name (``decks/modern/a.txt``:
  ``decks.modern``; a deck in the working folder or on standard input: ``decklists``),
  ``name`` its path: dashboards group decks by folder.
- ``time``: the run's duration on ``<testsuites>`` and ``<testsuite>``; each test case
  the average time per deck (decks are judged in batches, not one by one). These are
  the only parts of any report that change from one run to the next.
- The project config that applied is in the test case's ``<properties>`` (and its
  ``<system-out>``); a file a walk skipped is a test case with ``<skipped>``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import PurePath
from typing import TextIO

from cardtools.model import AppliedConfig, DeckResult, Violation
from cardtools.reporters import Report
from cardtools.reporters.text import violation_line

#: Characters XML 1.0 cannot hold, even escaped.
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
ROOT_CLASS = "decklists"


def _xml(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


def classname(path: str) -> str:
    """The dotted folder of a deck's path (``decks/modern/a.txt`` -> ``decks.modern``),
    without ``.``/``..`` parts and a leading ``/``; ``decklists`` when none is left."""
    if path == "-":
        return ROOT_CLASS
    parts = [p.replace(".", "_") for p in PurePath(path).parent.parts
             if p not in (".", "..", "/", "\\") and not p.endswith((":\\", ":/"))]
    return ".".join(parts) or ROOT_CLASS


def _seconds(value: float) -> str:
    return f"{value:.3f}"


def _config_properties(case: ET.Element, config: AppliedConfig) -> None:
    """A test case's project config as properties: ``cardtools.config`` per file and
    ``cardtools.config.change`` per change."""
    properties = ET.SubElement(case, "properties")
    for path in config.files:
        ET.SubElement(properties, "property", name="cardtools.config", value=_xml(path))
    for change in config.changes:
        ET.SubElement(properties, "property", name="cardtools.config.change",
                      value=_xml(change.message))


def _problem(case: ET.Element, tag: str, result: DeckResult,
             violations: list[Violation]) -> None:
    """One ``<failure>`` or ``<error>`` listing every problem of the deck."""
    errors = [v for v in violations if v.severity == "error"]
    first = errors[0] if errors else violations[0]
    count = len(errors)
    message = (f"{count} errors: {first.message}" if count > 1 else first.message)
    element = ET.SubElement(case, tag, message=_xml(message), type=first.rule)
    element.text = "\n".join(_xml(violation_line(result, v)) for v in violations)


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the report as a JUnit ``<testsuites>`` document."""
    counts = report.summary()
    total = report.elapsed or 0.0
    each = total / counts["files"] if counts["files"] else 0.0
    failures, errors = str(counts["illegal"]), str(counts["error"])
    tests = str(counts["files"] + len(report.skipped))
    suites = ET.Element("testsuites", name="cardtools", tests=tests, failures=failures,
                        errors=errors, time=_seconds(total))
    suite = ET.SubElement(suites, "testsuite", name="cardtools check", tests=tests,
                          failures=failures, errors=errors, skipped=str(len(report.skipped)),
                          time=_seconds(total))
    for result in report.results:
        case = ET.SubElement(suite, "testcase", name=_xml(result.path),
                             classname=_xml(classname(result.path)), time=_seconds(each))
        config = report.config_of(result)
        if config is not None:
            _config_properties(case, config)
        other = [_xml(config.summary())] if config is not None else []
        violations = report.violations(result)
        if result.status != "legal" and violations:
            _problem(case, "error" if result.status == "error" else "failure", result,
                     violations)
        else:
            other.extend(_xml(violation_line(result, v)) for v in violations)
        if other:
            ET.SubElement(case, "system-out").text = "\n".join(other)
    for skipped in report.skipped:
        case = ET.SubElement(suite, "testcase", name=_xml(skipped.path),
                             classname=_xml(classname(skipped.path)), time=_seconds(0))
        ET.SubElement(case, "skipped", message=_xml(skipped.reason))
    ET.indent(suites)
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write(ET.tostring(suites, encoding="unicode"))
    out.write("\n")
