"""JUnit XML: one test case per deck (DESIGN 7), for CI dashboards (GitLab, Jenkins,
Azure DevOps).

- A deck that is not legal has exactly one ``<failure>`` (most dashboards show only
  one): its message counts the errors, its text lists every problem, one
  ``path:line: severity [rule] message (fix)`` line each: the errors first, then the
  warnings, then the notes, each in line order (the batch step's findings first among
  those of their severity, as in every report), since Jenkins and GitLab show the text
  as a stack trace, its first lines in view: what fails the deck leads. A file that
  could not be judged has one ``<error>`` the same way. Warnings and notes of a legal
  deck go to ``<system-out>``, warnings first.
- ``classname`` is the deck's folder as a dotted name (``decks/modern/a.txt``:
  ``decks.modern``; a deck in the repository's root folder or on standard input:
  ``decklists``), ``name`` its path: dashboards group decks by folder. Both are taken
  from the path relative to the repository root (``repo.repository_path``), as the
  other CI reports name files, so a run from a sub-folder names a deck as a run from
  the root does; a deck outside the repository keeps its path as given.
- ``time``: the run's duration on ``<testsuites>`` and ``<testsuite>``; each test case
  the average time per deck (decks are judged in batches, not one by one). These are
  the only parts of any report that change from one run to the next.
- The project config that applied is in the test case's ``<properties>`` (and its
  ``<system-out>``), and so is the ``data-age`` note (``cardtools.data_age``); a file
  a walk skipped is a test case with ``<skipped>``.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import PurePath
from typing import TextIO

from cardtools.model import AppliedConfig, DeckResult, Violation
from cardtools.paths import unambiguous
from cardtools.reporters import (
    Report,
    deck_part,
    keep_fragment,
    own_errors,
    shown_violations,
    verdict_basis,
)
from cardtools.reporters.repo import repository_path
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


def _named(real: str) -> dict[str, str]:
    """A test case's ``name`` and ``classname`` attributes for the deck at ``real`` (as
    the file system names it), from its path relative to the repository root when it is
    inside, ``unambiguous`` (two files never share a name)."""
    path = unambiguous(repository_path(real) or real)
    return {"name": _xml(path), "classname": _xml(classname(path))}


def _seconds(value: float) -> str:
    return f"{value:.3f}"


def _properties(case: ET.Element, config: AppliedConfig | None, data_age: str | None
                ) -> None:
    """A test case's properties, when it has any: its project config (``cardtools.config``
    per file, ``cardtools.config.change`` per change) and its ``data-age`` note
    (``cardtools.data_age``: kept whatever rules were turned off, quiet or not)."""
    if config is None and data_age is None:
        return
    properties = ET.SubElement(case, "properties")
    for path in config.files if config is not None else ():
        ET.SubElement(properties, "property", name="cardtools.config", value=_xml(path))
    for change in config.changes if config is not None else ():
        ET.SubElement(properties, "property", name="cardtools.config.change",
                      value=_xml(change.message))
    if data_age is not None:
        ET.SubElement(properties, "property", name="cardtools.data_age",
                      value=_xml(data_age))


#: The order of a failure's lines: what fails the deck first.
_SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}


def _severity_rank(pair: tuple[str, str] | list[str]) -> int:
    """Where a ``(severity, line)`` pair goes in a failure: errors, warnings, notes."""
    return _SEVERITY_ORDER.get(pair[0], 0)


def _pairs(result: DeckResult, violations: list[Violation]) -> list[tuple[str, str]]:
    """A ``(severity, line)`` pair per violation, its line
    ``path:line: severity [rule] message (fix)``, in the violations' order."""
    return [(v.severity, _xml(violation_line(result, v))) for v in violations]


def _problems(result: DeckResult, violations: list[Violation]) -> str:
    """Some of a deck's violations as JSON ``[rule, message, lines]``: the rule and
    message of the first error (else of the first violation; ``null`` when there is
    none), and a ``[severity, line]`` pair per violation (``_pairs``)."""
    errors = [v for v in violations if v.severity == "error"]
    first = errors[0] if errors else violations[0] if violations else None
    return json.dumps([first and first.rule, first and first.message,
                       _pairs(result, violations)], ensure_ascii=False)


def prepare(result: DeckResult, quiet: bool) -> None:
    """Write the deck's problem lines and the first problem a failure names
    (``result.fragment``, see ``_problems``), where it was judged, and drop its
    violations (``keep_fragment``)."""
    keep_fragment(result, _problems(result, shown_violations(result, quiet)))


def _problem(case: ET.Element, tag: str, result: DeckResult, first: tuple[str, str],
             lines: list[str]) -> None:
    """One ``<failure>`` or ``<error>`` listing every problem of the deck, named after
    the ``(rule, message)`` of its first error (and counting its errors)."""
    count = result.count("error")
    rule, message = first
    element = ET.SubElement(case, tag, message=_xml(f"{count} errors: {message}"
                                                    if count > 1 else message), type=rule)
    element.text = "\n".join(lines)


def _first_problem(result: DeckResult, findings: list[Violation],
                   own_first: tuple[str, str]) -> tuple[str, str]:
    """The ``(rule, message)`` of the first error among the batch step's findings (which
    come first) and the deck's own violations (whose first problem is ``own_first``),
    else of the first of them all."""
    errors = [v for v in findings if v.severity == "error"]
    if not errors and own_errors(result):
        return own_first
    first = errors[0] if errors else findings[0] if findings else None
    return (first.rule, first.message) if first is not None else own_first


def _case(report: Report, result: DeckResult, time: str) -> ET.Element:
    """A deck's test case: its project config, then one failure (or error) listing
    every problem of a deck that is not legal, else its problems in ``<system-out>``."""
    case = ET.Element("testcase", _named(result.file_path), time=time)
    config = report.config_of(result)
    _properties(case, config, result.data_age)
    other = [_xml(config.summary())] if config is not None else []
    findings, fragment = deck_part(result, report.quiet, _problems)
    rule, message, own = json.loads(fragment)
    # a stable sort: the batch step's findings stay first among those of their severity
    lines = [line for _severity, line in sorted(
        [*_pairs(result, findings), *map(tuple, own)], key=_severity_rank)]
    if result.status != "legal" and lines:
        _problem(case, "error" if result.status == "error" else "failure", result,
                 _first_problem(result, findings, (rule, message)), lines)
    else:
        other.extend(lines)
    if other:
        ET.SubElement(case, "system-out").text = "\n".join(other)
    return case


#: The place of the test cases in the document's frame, where ``render`` writes them one
#: by one (not a JUnit element).
_CASES = "cardtools-testcases"
#: How deep a test case stands: ``testsuites/testsuite/testcase``.
_CASE_LEVEL = 2


def _written(case: ET.Element) -> str:
    """A test case as ``ET.indent`` and ``ET.tostring`` write it within the document."""
    ET.indent(case, level=_CASE_LEVEL)
    return ET.tostring(case, encoding="unicode")


def _basis(suite: ET.Element, report: Report) -> None:
    """The test suite's ``<properties>``: what its verdicts stand on (``verdict_basis``),
    ``cardtools.lists_as_of`` (the days judged) and ``cardtools.card_data_date.GAME``
    (that game's card data), each a comma-separated value; none when no deck was judged."""
    basis = verdict_basis(report)
    days = basis["lists_as_of"]
    values = ([("cardtools.lists_as_of", days)] if days else []) + [
        (f"cardtools.card_data_date.{game}", dates)
        for game, dates in basis["card_data_date"].items()]
    if values:
        properties = ET.SubElement(suite, "properties")
        for name, value in values:
            ET.SubElement(properties, "property", name=name, value=_xml(", ".join(value)))


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the report as a JUnit ``<testsuites>`` document, a test case at a time."""
    counts = report.summary()
    total = report.elapsed or 0.0
    each = _seconds(total / counts["files"] if counts["files"] else 0.0)
    failures, errors = str(counts["illegal"]), str(counts["error"])
    tests = str(counts["files"] + len(report.skipped))
    suites = ET.Element("testsuites", name="cardtools", tests=tests, failures=failures,
                        errors=errors, time=_seconds(total))
    suite = ET.SubElement(suites, "testsuite", name="cardtools check", tests=tests,
                          failures=failures, errors=errors, skipped=str(len(report.skipped)),
                          time=_seconds(total))
    _basis(suite, report)
    if report.results or report.skipped:
        ET.SubElement(suite, _CASES)
    ET.indent(suites)
    head, _, tail = ET.tostring(suites, encoding="unicode").partition(f"<{_CASES} />")
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write(head)
    separator = ""
    for result in report.results:
        out.write(separator + _written(_case(report, result, each)))
        separator = "\n" + "  " * _CASE_LEVEL
    for skipped in report.skipped:
        case = ET.Element("testcase", _named(skipped.file_path), time=_seconds(0))
        ET.SubElement(case, "skipped", message=_xml(skipped.reason))
        out.write(separator + _written(case))
        separator = "\n" + "  " * _CASE_LEVEL
    out.write(tail + "\n")
