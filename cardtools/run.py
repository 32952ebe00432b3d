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
    if show_progress(len(files)):
        results = _with_progress(checker, files)
    else:
        results = [checker.check_path(path) for path in files]
    report = Report(results, quiet=settings.quiet)
    write_report(report, settings)
    return exit_code(results)


#: Runs with at least this many files show a progress bar on a terminal.
PROGRESS_FROM = 50


def show_progress(files: int) -> bool:
    """Whether to draw a progress bar: a long run, on a terminal, not in CI."""
    return (files >= PROGRESS_FROM and sys.stderr.isatty() and not os.environ.get("CI")
            and not os.environ.get("GITHUB_ACTIONS"))


def _with_progress(checker: Checker, files: list[str]) -> list[DeckResult]:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    results = []
    columns = ("{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, transient=True, console=Console(stderr=True)) as progress:
        task = progress.add_task("checking decklists", total=len(files))
        for path in files:
            results.append(checker.check_path(path))
            progress.advance(task)
    return results


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
