"""JUnit XML: one test case per deck, a failure per error violation (DESIGN 7).

Readable by CI dashboards (GitLab, Jenkins, Azure). A deck that could not be judged
has an ``<error>``; warnings and info go to the test case's ``<system-out>``. The
project config that applied is in the test case's ``<properties>`` (and its
``<system-out>``); a file a walk skipped is a test case with ``<skipped>``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import TextIO

from cardtools.model import AppliedConfig
from cardtools.reporters import Report
from cardtools.reporters.text import violation_line

#: Characters XML 1.0 cannot hold, even escaped.
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml(text: str) -> str:
    return _NOT_XML.sub("\ufffd", text)


def _config_properties(case: ET.Element, config: AppliedConfig) -> None:
    """A test case's project config as properties: ``cardtools.config`` per file and
    ``cardtools.config.change`` per change."""
    properties = ET.SubElement(case, "properties")
    for path in config.files:
        ET.SubElement(properties, "property", name="cardtools.config", value=_xml(path))
    for change in config.changes:
        ET.SubElement(properties, "property", name="cardtools.config.change",
                      value=_xml(change.message))


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the report as a JUnit ``<testsuites>`` document (deterministic)."""
    counts = report.summary()
    failures = str(counts["illegal"])
    errors = str(counts["error"])
    tests = str(counts["files"] + len(report.skipped))
    suites = ET.Element("testsuites", name="cardtools", tests=tests,
                        failures=failures, errors=errors)
    suite = ET.SubElement(suites, "testsuite", name="cardtools check", tests=tests,
                          failures=failures, errors=errors, skipped=str(len(report.skipped)))
    for result in report.results:
        case = ET.SubElement(suite, "testcase", name=_xml(result.path),
                             classname=f"cardtools.{result.format_id or 'unknown-format'}")
        config = report.config_of(result)
        if config is not None:
            _config_properties(case, config)
        other = [_xml(config.summary())] if config is not None else []
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
    for skipped in report.skipped:
        case = ET.SubElement(suite, "testcase", name=_xml(skipped.path),
                             classname="cardtools.skipped")
        ET.SubElement(case, "skipped", message=_xml(skipped.reason))
    ET.indent(suites)
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write(ET.tostring(suites, encoding="unicode"))
    out.write("\n")
