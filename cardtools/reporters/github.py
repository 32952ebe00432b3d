"""GitHub Actions workflow commands: one annotation per violation (DESIGN 7).

``::error file=decks/a.txt,line=7,title=cardtools copy-limit::5 copies of ...``;
warnings become ``::warning``, info ``::notice``. The default under GitHub Actions.
"""

from __future__ import annotations

from typing import TextIO

from cardtools.display import visible
from cardtools.model import DeckResult, Violation
from cardtools.reporters import Report
from cardtools.reporters.text import summary_line

LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


def _data(text: str) -> str:
    # controls (CR and LF included: one annotation per violation) and bidi marks are
    # shown as \x.. escapes first; then GitHub's own escaping of what is left
    return visible(text).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(result: DeckResult, violation: Violation) -> str:
    """One workflow command for a violation, escaped as GitHub requires."""
    props = [f"file={_property(result.path)}"]
    if violation.line:
        props.append(f"line={violation.line}")
    props.append(f"title={_property(f'cardtools {violation.rule} ({violation.code})')}")
    message = violation.message + (f" ({violation.hint})" if violation.hint else "")
    return f"::{LEVEL[violation.severity]} {','.join(props)}::{_data(message)}"


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write an annotation per violation (no info when quiet), one per deck's project
    config (a warning when it turned a rule off or down, or replaced formats or cards)
    and one per file skipped, then the summary line."""
    shown = {id(result) for result in report.shown()}
    for result in report.results:
        config = report.config_of(result)
        if config is not None:
            level = "warning" if config.weakens() else "notice"
            out.write(f"::{level} file={_property(result.path)},"
                      f"title={_property('cardtools config')}::{_data(config.summary())}\n")
        if id(result) in shown:
            for violation in report.violations(result):
                out.write(annotation(result, violation) + "\n")
    for skipped in report.skipped:
        out.write(f"::notice file={_property(skipped.path)},"
                  f"title={_property('cardtools skipped')}::{_data(skipped.reason)}\n")
    out.write(summary_line(report) + "\n")
