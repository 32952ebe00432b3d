"""GitHub Actions: workflow commands that annotate pull requests, a group per file in
the log, and a job summary (DESIGN 7). The default under GitHub Actions.

GitHub shows at most 10 error and 10 warning annotations per step and 50 per job (GitHub
Docs, "Checks" REST API: "GitHub Actions are limited to 10 warning annotations and 10
error annotations per step"); the rest would be lost without a word. So:

- the annotations go to errors first, then warnings, then notes (info), at most
  ``CAPS`` of each, in file and line order;
- every problem is still printed in the log, in a ``::group::`` per file: an annotation
  command, or a plain ``path:line: severity [rule] message`` line when over the caps;
- one last ``::notice`` says how many problems were not annotated and where to see
  them;
- when ``GITHUB_STEP_SUMMARY`` names a file, a Markdown table of every problem is
  appended to it (the job summary), cut to stay under GitHub's 1 MiB per step.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

from cardtools.display import visible
from cardtools.model import DeckResult, Violation
from cardtools.reporters import Report
from cardtools.reporters.text import summary_line, violation_line

LEVEL = {"error": "error", "warning": "warning", "info": "notice"}
#: Annotations of each severity one step may show (one notice is kept for the count of
#: the problems left out).
CAPS = {"error": 10, "warning": 10, "info": 9}
#: GitHub's limit on one step's job summary, in bytes.
SUMMARY_LIMIT = 1024 * 1024
_RANK = {"error": 0, "warning": 1, "info": 2}


def _data(text: str) -> str:
    # controls (CR and LF included: one annotation per violation) and bidi marks are
    # shown as \x.. escapes first; then GitHub's own escaping of what is left
    return visible(text).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(result: DeckResult, violation: Violation) -> str:
    """One workflow command for a violation, escaped as GitHub requires."""
    props = [f"file={_property(result.path)}", f"line={violation.line or 1}",
             f"title={_property(f'cardtools {violation.rule} ({violation.code})')}"]
    message = violation.message + (f" ({violation.hint})" if violation.hint else "")
    return f"::{LEVEL[violation.severity]} {','.join(props)}::{_data(message)}"


def _in_order(violations: list[Violation]) -> list[Violation]:
    """A file's violations, errors first, each severity in line order."""
    return sorted(violations, key=lambda v: _RANK[v.severity])


def annotated(report: Report) -> set[int]:
    """``id()`` of the violations that get an annotation: for each severity, the first
    ``CAPS[severity]`` in file and line order."""
    room = dict(CAPS)
    chosen: set[int] = set()
    for severity in ("error", "warning", "info"):
        for result in report.shown():
            for violation in report.violations(result):
                if violation.severity == severity and room[severity] > 0:
                    room[severity] -= 1
                    chosen.add(id(violation))
    return chosen


def _group_title(result: DeckResult, violations: list[Violation]) -> str:
    counts = [f"{n} {word}{'s' if n != 1 else ''}" for word, n in (
        ("error", sum(v.severity == "error" for v in violations)),
        ("warning", sum(v.severity == "warning" for v in violations)),
        ("note", sum(v.severity == "info" for v in violations))) if n]
    return _data(f"{result.path}: {result.status} ({', '.join(counts)})")


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write a group per file with its annotations (or plain lines over the caps), the
    notice of what was not annotated, the summary line; then the job summary."""
    chosen = annotated(report)
    left_out = 0
    for result in report.shown():
        violations = _in_order(report.violations(result))
        if not violations:
            continue
        out.write(f"::group::{_group_title(result, violations)}\n")
        for violation in violations:
            if id(violation) in chosen:
                out.write(annotation(result, violation) + "\n")
            else:
                left_out += 1
                out.write(visible(violation_line(result, violation)) + "\n")
        out.write("::endgroup::\n")
    summary_file = os.environ.get("GITHUB_STEP_SUMMARY")
    if left_out:
        where = "the job summary and " if summary_file else ""
        out.write(f"::notice title=cardtools::{left_out} more problem"
                  f"{'s were' if left_out != 1 else ' was'} not annotated (GitHub shows at "
                  f"most 10 errors and 10 warnings per step); see {where}the groups of this "
                  "step's log for every problem\n")
    out.write(summary_line(report) + "\n")
    if summary_file:
        write_job_summary(report, summary_file)


def _cell(text: str) -> str:
    """Text for a Markdown table cell: no line breaks, ``|`` and HTML escaped."""
    return (visible(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("|", "\\|").replace("`", "\\`"))


def job_summary(report: Report, budget: int = SUMMARY_LIMIT) -> str:
    """The Markdown job summary: the run's summary line, then a table with a row per
    problem (file, line, severity, rule, problem and fix), errors first in each file.
    Rows that would take the text past ``budget`` bytes (UTF-8) are left out and a last
    line says how many. Empty when not even the heading fits."""
    heading = f"### cardtools\n\n{_cell(summary_line(report))}\n\n"
    table = "| File | Line | Severity | Rule | Problem |\n|---|---:|---|---|---|\n"
    rows = [
        f"| {_cell(result.path)} | {v.line or 1} | {v.severity} | {v.rule} ({v.code}) | "
        f"{_cell(v.message + (f' ({v.hint})' if v.hint else ''))} |\n"
        for result in report.shown() for v in _in_order(report.violations(result))
    ]
    tail_room = 200  # for the line that counts the rows left out
    used = len((heading + table).encode()) + tail_room
    if used > budget:
        return ""
    text = [heading, table] if rows else [heading]
    for index, row in enumerate(rows):
        size = len(row.encode())
        if used + size > budget:
            text.append(f"\n{len(rows) - index} more problems are not shown here (GitHub's "
                        "job summary holds 1 MiB per step); the step's log lists them all.\n")
            break
        text.append(row)
        used += size
    return "".join(text)


def write_job_summary(report: Report, path: str) -> None:
    """Append the job summary to ``path`` (``GITHUB_STEP_SUMMARY``), within what is left
    of the step's 1 MiB. A file that cannot be written gets a warning on standard
    error; the report itself is not affected."""
    try:
        used = os.path.getsize(path) if os.path.exists(path) else 0
        text = job_summary(report, SUMMARY_LIMIT - used)
        if text:
            with open(path, "a", encoding="utf-8") as handle:
                handle.write(text)
    except OSError as exc:
        print(f"cardtools: warning: cannot write the job summary to {path}: "
              f"{exc.strerror or exc}", file=sys.stderr)
