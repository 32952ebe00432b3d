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
from collections.abc import Iterator
from typing import TextIO

from cardtools.display import visible
from cardtools.model import AppliedConfig, DeckResult, Severity, Violation
from cardtools.reporters import Report
from cardtools.reporters.repo import repository_path
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


def _file(path: str) -> str:
    """The path GitHub annotates: relative to the repository root (as the workflow's
    checkout has it), like the SARIF and GitLab reports; as given outside it."""
    return repository_path(path) or path


def annotation(result: DeckResult, violation: Violation) -> str:
    """One workflow command for a violation, escaped as GitHub requires."""
    props = [f"file={_property(_file(result.path))}", f"line={violation.line or 1}",
             f"title={_property(f'cardtools {violation.rule} ({violation.code})')}"]
    message = violation.message + (f" ({violation.hint})" if violation.hint else "")
    return f"::{LEVEL[violation.severity]} {','.join(props)}::{_data(message)}"


def _in_order(violations: list[Violation]) -> list[Violation]:
    """A file's violations, errors first, each severity in line order."""
    return sorted(violations, key=lambda v: _RANK[v.severity])


#: An annotation to make: its key (the result's index and the violation's, ``config`` for
#: the deck's project config; ``("skipped", n)`` for a skipped file) and its severity.
Key = tuple[object, object]


def _config_severity(config: AppliedConfig) -> Severity:
    """A project config is worth a warning when it turned a rule off or down (or replaced
    formats or cards), else a note."""
    return "warning" if config.weakens() else "info"


def _candidates(report: Report) -> Iterator[tuple[Key, Severity]]:
    """Everything that could be annotated, errors first, then warnings, then notes; in
    file and line order within each severity."""
    shown = {id(result) for result in report.shown()}
    for severity in ("error", "warning", "info"):
        for index, result in enumerate(report.results):
            config = report.config_of(result)
            if config is not None and _config_severity(config) == severity:
                yield (index, "config"), severity
            if id(result) in shown:
                for number, violation in enumerate(report.violations(result)):
                    if violation.severity == severity:
                        yield (index, number), severity
        if severity == "info":
            for number in range(len(report.skipped)):
                yield ("skipped", number), "info"


def annotated(report: Report) -> set[Key]:
    """The keys (see ``Key``) of what gets an annotation: for each severity, the first
    ``CAPS[severity]`` in the order of ``_candidates``."""
    room = dict(CAPS)
    chosen: set[Key] = set()
    for key, severity in _candidates(report):
        if room[severity] > 0:
            room[severity] -= 1
            chosen.add(key)
    return chosen


def _group_title(result: DeckResult, violations: list[Violation]) -> str:
    counts = [f"{n} {word}{'s' if n != 1 else ''}" for word, n in (
        ("error", sum(v.severity == "error" for v in violations)),
        ("warning", sum(v.severity == "warning" for v in violations)),
        ("note", sum(v.severity == "info" for v in violations))) if n]
    return _data(f"{result.path}: {result.status}"
                 + (f" ({', '.join(counts)})" if counts else ""))


def _config_lines(result: DeckResult, config: AppliedConfig, annotate: bool) -> str:
    """The deck's project config: an annotation, or a plain line over the caps."""
    if not annotate:
        return visible(f"{result.path}: config {config.summary()}")
    level = LEVEL[_config_severity(config)]
    return (f"::{level} file={_property(_file(result.path))},line=1,"
            f"title={_property('cardtools config')}::{_data(config.summary())}")


def _file_group(report: Report, index: int, result: DeckResult, shown: bool,
                chosen: set[Key], out: TextIO) -> int:
    """Write one file's group (its violations only when ``shown``); return how many of
    its lines were not annotations."""
    config = report.config_of(result)
    numbered = list(enumerate(report.violations(result))) if shown else []
    if config is None and not numbered:
        return 0
    numbered.sort(key=lambda pair: _RANK[pair[1].severity])
    left_out = 0
    out.write(f"::group::{_group_title(result, [v for _n, v in numbered])}\n")
    if config is not None:
        annotate = (index, "config") in chosen
        left_out += not annotate
        out.write(_config_lines(result, config, annotate) + "\n")
    for number, violation in numbered:
        if (index, number) in chosen:
            out.write(annotation(result, violation) + "\n")
        else:
            left_out += 1
            out.write(visible(violation_line(result, violation)) + "\n")
    out.write("::endgroup::\n")
    return left_out


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write a group per file with its annotations (its project config, its
    violations; plain lines once over the caps), a group of the files skipped, the
    notice of what was not annotated, the summary line; then the job summary."""
    chosen = annotated(report)
    shown = {id(result) for result in report.shown()}
    left_out = sum(_file_group(report, index, result, id(result) in shown, chosen, out)
                   for index, result in enumerate(report.results))
    if report.skipped:
        out.write(f"::group::{len(report.skipped)} file{'s' if len(report.skipped) != 1 else ''}"
                  " skipped\n")
        for number, skipped in enumerate(report.skipped):
            if ("skipped", number) in chosen:
                out.write(f"::notice file={_property(_file(skipped.path))},"
                          f"title={_property('cardtools skipped')}::{_data(skipped.reason)}\n")
            else:
                left_out += 1
                out.write(visible(f"{skipped.path}: skipped: {skipped.reason}") + "\n")
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
