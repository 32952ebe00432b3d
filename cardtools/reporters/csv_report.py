"""The CSV report (``--report csv``): a row per file for spreadsheets.

Columns: ``path, player, event, format, verdict, errors, warnings, fingerprint,
cockatrice_hash, first_problem, config`` (the project config that applied and what it
changed); then a row per file a folder walk skipped (verdict
``skipped``, the reason as its problem). Verdicts are ``legal``, ``illegal``, ``not
judged`` and ``skipped``. Every cell in double quotes (RFC 4180), CRLF line ends,
UTF-8 with a byte order mark: as Excel's own "CSV UTF-8" files are, so that Excel reads
``Chloé`` as written (without the mark it reads the file in the system's code page:
``ChloÃ©``).

No cell can run in a spreadsheet (CSV injection, OWASP): a cell that starts with
``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a ``'`` in front, so a
player named ``=HYPERLINK(...)`` is shown as text; and every cell is quoted, so a
spreadsheet whose list separator is ``;`` (Excel in much of Europe) does not split a
cell at a ``;`` it holds (a player ``x;=WEBSERVICE(...)`` would give a cell that
starts with ``=``).
"""

from __future__ import annotations

import csv
from collections.abc import Sequence
from typing import TextIO

from cardtools.model import DeckResult, Violation
from cardtools.reporters import Report, deck_part, keep_fragment, own_errors, verdict
from cardtools.reporters.recognise import BYTE_ORDER_MARK
from cardtools.reporters.recognise import CSV_COLUMNS as HEADER

#: First characters that make a spreadsheet read a cell as a formula (OWASP).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(text: str) -> str:
    """``text`` as a cell no spreadsheet executes: a ``'`` before a formula start."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def first_problem(violations: Sequence[Violation]) -> str:
    """``[rule] message`` of the first error of ``violations``, else of the first
    warning, else ``""``."""
    for severity in ("error", "warning"):
        for violation in violations:
            if violation.severity == severity:
                return f"[{violation.rule}] {violation.message}"
    return ""


def prepare(result: DeckResult, quiet: bool) -> None:
    """Write the deck's ``first_problem`` cell from its own violations (the row's only
    cell they give: the counts stay in ``result.dropped``), where it was judged, and drop
    them (``keep_fragment``)."""
    keep_fragment(result, _first_problem(result, result.violations))


def _first_problem(_result: DeckResult, violations: Sequence[Violation]) -> str:
    return first_problem(violations)


def _deck_first_problem(result: DeckResult, quiet: bool) -> str:
    """The first problem of the deck: among the batch step's findings (which come first)
    and its own violations, whose first problem the fragment holds."""
    findings, own_first = deck_part(result, quiet, _first_problem)
    if own_errors(result):  # an error of the deck's own beats the findings' warnings
        findings = [v for v in findings if v.severity == "error"]
    return first_problem(findings) or own_first


def row(result: DeckResult, report: Report) -> list[str]:
    """One file's row, every cell made safe."""
    config = report.config_of(result)
    cells = [result.path, result.player or "", result.event or report.event or "",
             result.format_id or "", verdict(result),
             str(result.count("error")), str(result.count("warning")),
             result.fingerprint or "", result.cockatrice_hash or "",
             _deck_first_problem(result, report.quiet),
             config.summary() if config is not None else ""]
    return [safe_cell(cell) for cell in cells]


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the header and a row per file (the quiet flag leaves out legal decks,
    except those whose config weakened a rule)."""
    out.write(BYTE_ORDER_MARK)
    writer = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_ALL)
    writer.writerow(HEADER)
    shown = {id(result) for result in report.shown()}
    for result in report.results:
        if id(result) in shown or report.config_of(result) is not None:
            writer.writerow(row(result, report))
    for skipped in report.skipped:
        writer.writerow([safe_cell(skipped.path), "", report.event or "", "", "skipped",
                         "0", "0", "", "", safe_cell(skipped.reason), ""])
