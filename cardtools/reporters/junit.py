"""JUnit XML: one test case per deck, a failure per error violation (DESIGN 7).

Readable by CI dashboards (GitLab, Jenkins, Azure). A deck that could not be judged
has an ``<error>``; warnings and info go to the test case's ``<system-out>``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import TextIO

from cardtools.reporters import Report
from cardtools.reporters.text import violation_line

#: Characters XML 1.0 cannot hold, even escaped.
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the report as a JUnit ``<testsuites>`` document (deterministic)."""
    counts = report.summary()
    failures = str(counts["illegal"])
    errors = str(counts["error"])
    suites = ET.Element("testsuites", name="cardtools", tests=str(counts["files"]),
                        failures=failures, errors=errors)
    suite = ET.SubElement(suites, "testsuite", name="cardtools check",
                          tests=str(counts["files"]), failures=failures, errors=errors,
                          skipped="0")
    for result in report.results:
        case = ET.SubElement(suite, "testcase", name=_xml(result.path),
                             classname=f"cardtools.{result.format_id or 'unknown-format'}")
        other = []
        for violation in report.violations(result):
            text = _xml(violation_line(result, violation))
            if result.status == "error" and violation.severity == "error":
                ET.SubElement(case, "error", message=_xml(violation.message),
                              type=violation.rule).text = text
            elif violation.severity == "error":
                ET.SubElement(case, "failure", message=_xml(violation.message),
                              type=violation.rule).text = text
            else:
                other.append(text)
        if other:
            ET.SubElement(case, "system-out").text = "\n".join(other)
    ET.indent(suites)
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write(ET.tostring(suites, encoding="unicode"))
    out.write("\n")
