"""``cardtools check``: judge every decklist, write the report, pick the exit code."""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cardtools.checker import Checker, CheckOptions, expand_paths
from cardtools.errors import CardtoolsError
from cardtools.fileio import write_atomically
from cardtools.model import DeckResult
from cardtools.reporters import Report, reporter


@dataclass(frozen=True)
class ReportSettings:
    """How to report: the style name, an optional file to write, and quiet mode."""

    style: str
    file: Path | None = None
    quiet: bool = False


def exit_code(results: Sequence[DeckResult]) -> int:
    """0 when every deck is legal, 1 when any is illegal, 2 when any could not be judged
    (2 wins over 1)."""
    statuses = {r.status for r in results}
    if "error" in statuses:
        return 2
    return 1 if "illegal" in statuses else 0


def run_check(paths: Sequence[str], options: CheckOptions, settings: ReportSettings) -> int:
    """Check every decklist under ``paths`` and report.

    Output: the exit code. Raises ``CardtoolsError`` for a configuration problem (a bad
    format, card or pool file, an unwritable report file, no decklists found).
    """
    checker = Checker(options)
    files = list(expand_paths(paths))
    if not files:
        raise CardtoolsError("no decklists found in " + ", ".join(paths))
    results = [checker.check_path(path) for path in files]
    report = Report(results, quiet=settings.quiet)
    write_report(report, settings)
    return exit_code(results)


def write_report(report: Report, settings: ReportSettings) -> None:
    """Render the report to standard output, or atomically to ``settings.file``."""
    render = reporter(settings.style).render
    if settings.file is None:
        color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
        render(report, sys.stdout, color)
        return
    buffer = io.StringIO()
    render(report, buffer, False)
    write_atomically(settings.file, buffer.getvalue())
