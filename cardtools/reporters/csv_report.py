"""The CSV report (``--report csv``): a row per file for spreadsheets. Columns: ``path,
player, event, format, verdict, errors, warnings, fingerprint, cockatrice_hash,
first_problem, config`` (the project config that applied and what it changed),
``lists_as_of`` (the day the deck was judged as of) and ``card_data`` (the card data's
date, with the user's card files: a verdict is no surer than its data); then a row per
file a folder walk skipped (verdict ``skipped``, the reason as its problem, no player,
event nor format: it is no list of the event, whatever ``--event`` says). Verdicts are
``legal``, ``illegal``, ``not judged`` and ``skipped``. Every cell in double quotes (RFC
4180), CRLF line ends, UTF-8 with a byte order mark: as Excel's own "CSV UTF-8" files
are, so that Excel reads ``Chloé`` as written (without the mark it reads the file in the
system's code page: ``ChloÃ©``).

No cell can run in a spreadsheet (CSV injection, OWASP): a cell that starts with
``=``, ``+``, ``-``, ``@``, a tab or a carriage return gets a ``'`` in front, so a
player named ``=HYPERLINK(...)`` is shown as text; and every cell is quoted, so a
spreadsheet whose list separator is ``;`` (Excel in much of Europe) does not split a
cell at a ``;`` it holds (a player ``x;=WEBSERVICE(...)`` would give a cell that
starts with ``=``).

Nor is a text cell turned into a number, a date, a time or a truth value: a spreadsheet
opening the file reads ``051495085217`` as 51495085217, ``596746164e28`` as
5.96746164E+36, ``1/2`` as a date and ``TRUE`` as a truth value, so a fingerprint or a
Cockatrice hash (``7730e694``) of digits would lose its value and two decks would seem
to share one. Such a cell (a number, a date, a time or a truth value, as
``_NUMBER_LIKE`` and ``_TRUTH_VALUES`` say) gets the same ``'`` (Gnumeric, and Excel where it reads
it, then show the text as written). The counts of errors and warnings stay numbers.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Sequence
from typing import TextIO

from cardtools.model import DeckResult, Violation
from cardtools.reporters import (
    Report,
    deck_part,
    keep_fragment,
    message_written,
    own_errors,
    verdict,
)
from cardtools.reporters.recognise import BYTE_ORDER_MARK
from cardtools.reporters.recognise import CSV_COLUMNS as HEADER

#: First characters that make a spreadsheet read a cell as a formula (OWASP).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


#: A text a spreadsheet reads as a number (``051495085217``, ``596746164e28``,
#: ``1,234``, ``(12)``, ``$12``, ``5%``) or as a date or a time (``1/2``, ``2026-08-20``,
#: ``1.2.2026``, ``12:30``, ``1 1/2``, ``3 pm``, ``Jan 5``, ``5-Jan``, ``March 2024``),
#: spaces around it left out.
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
          r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?")
_NUMBER_LIKE = re.compile(
    r"\(?[+-]?[$€£¥]?(\d[\d,]*\.?\d*|\.\d+)(e[+-]?\d+)?%?\)?"
    r"|\d+([/:.-]\d+)+( \d+([/:.-]\d+)*)?( ?[ap]m)?|\d+ \d+/\d+|\d{1,2} ?[ap]\.?m\.?"
    rf"|\d{{1,2}}[ /-]{_MONTH}([ /,-]+\d{{2,4}})?|{_MONTH}[ /-]\d{{1,4}}(,? \d{{2,4}})?",
    re.IGNORECASE)
#: The truth values a spreadsheet reads in a cell (any case).
_TRUTH_VALUES = frozenset({"true", "false"})


def safe_cell(text: str) -> str:
    """``text`` as a cell no spreadsheet executes nor reads as anything but that text: a
    ``'`` before a formula start, and before a text it would read as a number, a date, a
    time or a truth value."""
    if text.startswith(FORMULA_STARTS) or _NUMBER_LIKE.fullmatch(text.strip()) \
            or text.lower() in _TRUTH_VALUES:
        return "'" + text
    return text


def first_problem(violations: Sequence[Violation]) -> str:
    """``[rule] message`` of the first error of ``violations``, else of the first
    warning, else ``""``."""
    for severity in ("error", "warning"):
        for violation in violations:
            if violation.severity == severity:
                return f"[{violation.rule}] {message_written(violation)}"
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
    texts = [result.path, result.player or "", result.event or report.event or "",
             result.format_id or "", verdict(result)]
    counts = [str(result.count("error")), str(result.count("warning"))]
    more = [result.fingerprint or "", result.cockatrice_hash or "",
            _deck_first_problem(result, report.quiet),
            config.summary() if config is not None else "",
            result.lists_as_of or "", result.card_data_words() or ""]
    return [*map(safe_cell, texts), *counts, *map(safe_cell, more)]


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
        # a file not read is no list of the event: its event cell is empty, as its
        # player's and format's are (a spreadsheet filtered by event counts submissions)
        writer.writerow([safe_cell(skipped.path), "", "", "", "skipped", "0", "0", "", "",
                         safe_cell(skipped.reason), "", "", ""])
