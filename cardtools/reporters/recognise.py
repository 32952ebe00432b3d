"""Recognising a report cardtools wrote, so that a folder walk does not take a report
saved among the decklists (``--report-file decks/report.json``) for a decklist.

A file is a report only when its whole content has a report's form: a JSON or SARIF
document whose keys are exactly a report's and whose tool is cardtools, a JUnit or HTML
document with cardtools' own opening and end, or text, GitHub or rich lines throughout
(with the summary line at the end for text and GitHub); every row of a CSV report has
the header's columns and a verdict word, and no line of a rich report reads
``<count> <name>`` (but a deck's header, ``  5 Color Good Stuff · 2026 Spring Open ·
...``, the closing note, and a problem of the table a report narrower than 100 columns
draws: ``    6   error    5 copies of Fire Ball``, each going on to further lines). A report
holds no card line naming a real card, wherever it stands, so the checker also reads a
file recognised so (by its lines, or by a JUnit or HTML document's opening and end) as a
decklist and judges it when any line names a real card (the html report, listing each deck
as read, is judged so): no decklist can be taken for a report; a file a walk skips as a
report is listed as skipped in every report, never dropped silently.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from cardtools.patterns import lazy_pattern

_TEXT_LINE_PATTERN = (
    r".+?: (?:(?:error|warning|info) \[[a-z]+(?:-[a-z]+)*\] .*|config .+|command line: .+|"
    r"skipped: .+|verdict: (?:legal|illegal|not judged)(?: \(.+\))?|"
    r"(?:player|event|format|cards): .+)")
_TEXT_LINE = lazy_pattern(_TEXT_LINE_PATTERN)
_SUMMARY = lazy_pattern(
    r"\d+ files?: \d+ legal(?: \(.+?\))?, \d+ illegal, "
    r"\d+ (?:not judged|could not be judged).*")
_GITHUB_LINE = lazy_pattern(r"::(?:error|warning|notice) [^\n]*?::.*|::(?:group::.*|endgroup::)|"
                            + _TEXT_LINE_PATTERN)
#: How a deck's verdict line starts in a rich report.
RICH_VERDICTS = _RICH_FIRST = ("\u2714 LEGAL  ", "\u2718 ILLEGAL  ", "! NOT JUDGED  ")
#: A verdict alone on its line: the path folded onto the lines after it (``rich_report.
#: _verdict_line`` folds a path wider than the report so, its lines' spaces cut).
_RICH_LABELS = tuple(start.rstrip() for start in _RICH_FIRST)
_RICH_FIRST_BYTES = tuple(start.encode() for start in (
    *_RICH_FIRST, *(f"{label}\n" for label in _RICH_LABELS)))


def _verdict_start(line: str) -> bool:
    """Whether a rich report's ``line`` starts a deck's verdict: a verdict, two spaces and
    the path (``\u2714 LEGAL  decks/a.txt``), or a verdict alone, its path folded onto the
    lines after it. Pure."""
    return line.startswith(_RICH_FIRST) or line in _RICH_LABELS
#: The first line of a rich report that shows no deck (``--quiet``, every deck legal):
#: the title of its list of skipped files or of its summary table.
_RICH_TITLE = lazy_pattern(r"Skipped \(\d+\)| +Summary +")
#: Lines of a rich report: verdicts, indented details and tables, table titles.
_RICH_LINE = lazy_pattern(
    "(?:|(?:\u2714 LEGAL|\u2718 ILLEGAL|! NOT JUDGED)  .+|  .*|[\u2500-\u257f].*|"
    r" *(?:Summary|Decks that are not legal|Decks to look at|Skipped)(?: \(\d+\))? *)")
_JSON_KEYS = {"schema_version", "tool", "summary", "results", "skipped"}
_SARIF_KEYS = {"$schema", "version", "runs"}
_GITLAB_KEYS = {"type", "description", "check_name", "fingerprint", "severity",
                "categories", "location"}
#: The keys an issue of a GitLab report may hold besides: ``content``, the dates of a
#: judged deck's issue (a report of an older cardtools has none).
_GITLAB_OPTIONAL = frozenset({"content"})
#: How a GitLab report with issues starts (one over a megabyte was read as a decklist
#: too large, a file-error).
_GITLAB_HEAD = b'[\n  {\n    "type": "issue",'
#: A GitLab report without issues, whole: an empty JSON array, which a user's file may
#: hold too (``run`` replaces it only with a GitLab report).
EMPTY_GITLAB = b"[]\n"
_JUNIT_HEAD = b'<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="cardtools"'
_HTML_HEAD = b'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
_CSV_VERDICTS = {"legal", "illegal", "not judged", "skipped"}
#: The verdict of a legal deck judged with rules turned off by a config or by the
#: command line's ``--select`` / ``--ignore`` (``reporters.verdict``).
_WEAKENED_VERDICTS = ("legal (config ", "legal (command line ")
#: An indented ``<count> <name>`` line: a card line, never a line of a rich report...
_CARD_LINE = lazy_pattern(r"\s*\d+\s*[xX]?\s+\S.*")
#: The title of the rich report's list of skipped files.
_SKIPPED_TITLE = lazy_pattern(r"Skipped \(\d+\)")
#: A deck header's zone size wrapped onto a line of its own (``  15 (at most 15)``).
_ZONE_COUNT_GOES_ON = lazy_pattern(r"  \d+ \((?:at least|at most|exactly) [^)]*\).*")
#: Where a deck's header ends: its table of problems (a heading or a box line).
_TABLE_START = lazy_pattern("  (?:Line  |[\u2500-\u257f])")
#: ... but for the first line of a problem in the table a report narrower than 100
#: columns draws: its line number, then its severity over the rule id, then the message
#: (``     6   error    Black Lotus is not in ...``); such a report was judged as a
#: decklist, every problem an unknown card.
_NARROW_ROW = lazy_pattern(r" {2,}\d+ {3}(?:error|warning|info) {2,}(\S.*)")
#: The columns of a CSV report (``csv_report`` writes them; a walk knows its reports by
#: them).
CSV_COLUMNS = ("path", "player", "event", "format", "verdict", "errors", "warnings",
               "fingerprint", "cockatrice_hash", "first_problem", "config", "lists_as_of",
               "card_data")
#: The columns of a CSV report of earlier versions (no day of the lists nor card data).
_EARLIER_CSV_COLUMNS = CSV_COLUMNS[:-2]
#: Written first in a CSV report: Excel reads a CSV file as UTF-8 only with it.
BYTE_ORDER_MARK = "\ufeff"
#: The header of a CSV report: every cell quoted after a byte order mark, or (as
#: reports of earlier versions were written) neither.
_CSV_HEADS = (*(BYTE_ORDER_MARK + ",".join(f'"{name}"' for name in columns) + "\r\n"
                for columns in (CSV_COLUMNS, _EARLIER_CSV_COLUMNS)),
              ",".join(_EARLIER_CSV_COLUMNS) + "\r\n")
_CSV_HEAD_BYTES = tuple(head.encode() for head in _CSV_HEADS)


def report_style(data: bytes) -> str | None:
    """The style of the cardtools report ``data`` holds (``json``, ``sarif``, ``gitlab``,
    ``junit``, ``html``, ``sheet``, ``csv``, ``text``, ``github``, ``rich``), or ``None``
    when it is not one. Quick for
    a decklist: each style is first told by a few bytes at the start or the end."""
    # each style starts with its own byte: a decklist is told by that byte alone
    first = data[:1]
    if first == b"{":
        if data.startswith(b'{"schema_version": 1, "tool": {"name": "cardtools"'):
            return "json" if _json_keys(data, _JSON_KEYS) else None
        if data.startswith(b'{\n  "$schema": "https://json.schemastore.org/sarif'):
            document = _json_keys(data, _SARIF_KEYS)
            return "sarif" if document is not None and _sarif_tool(document) else None
    elif first == b"[":
        if data.startswith(_GITLAB_HEAD):
            return "gitlab" if _gitlab_issues(data) else None
        if data == EMPTY_GITLAB:  # a GitLab report without issues
            return "gitlab"
    elif first == b"<":
        if data.startswith(_JUNIT_HEAD):
            return "junit" if data.rstrip().endswith(b"</testsuites>") else None
        if data.startswith(_HTML_HEAD):
            if not data.rstrip().endswith(b"</body></html>"):
                return None
            if b"<title>cardtools report" in data[:400]:
                return "html"
            return "sheet" if b"<title>Registration sheets" in data[:400] else None
    elif first in (b"p", b"\xef") and data.startswith(_CSV_HEAD_BYTES):
        return "csv" if _csv_rows(data) else None
    return _line_style(data)


def may_be_report(head: bytes) -> bool:
    """Whether a file starting with ``head`` (its first few kilobytes) may be a report:
    it starts as one style does. Tells, before a large file is read whole, whether
    ``report_style`` could recognise it."""
    if head.startswith((b'{"schema_version": 1, "tool": {"name": "cardtools"',
                        b'{\n  "$schema": "https://json.schemastore.org/sarif',
                        _GITLAB_HEAD, _JUNIT_HEAD, _HTML_HEAD, *_CSV_HEAD_BYTES)):
        return True
    first = head.partition(b"\n")[0].decode("utf-8", "replace")
    return _verdict_start(first) or bool(
        _RICH_TITLE().fullmatch(first) or _TEXT_LINE().fullmatch(first)
        or _GITHUB_LINE().fullmatch(first))


def _json_keys(data: bytes, allowed: set[str]) -> dict[str, Any] | None:
    """The JSON document of ``data`` when it is a mapping whose keys are among
    ``allowed``; else ``None``."""
    try:
        document = json.loads(data)
    except ValueError:
        return None
    if not isinstance(document, dict) or not set(document) <= allowed:
        return None
    return document


def _csv_rows(data: bytes) -> bool:
    """Whether every row of ``data`` after the header is a report row: the header's
    column count, a verdict word and counts of errors and warnings."""
    import csv

    try:
        rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))
    except (UnicodeDecodeError, csv.Error):
        return False
    width = len(rows[0])
    return all(len(row) == width and (row[4] in _CSV_VERDICTS
                                      or row[4].startswith(_WEAKENED_VERDICTS))
               and row[5].isdigit() and row[6].isdigit() for row in rows[1:])


def _gitlab_issues(data: bytes) -> bool:
    """Whether ``data`` is a JSON list of Code Quality issues as cardtools writes them."""
    try:
        document = json.loads(data)
    except ValueError:
        return False
    return isinstance(document, list) and all(
        isinstance(issue, dict) and set(issue) - _GITLAB_OPTIONAL == _GITLAB_KEYS
        for issue in document)


def _sarif_tool(document: dict[str, Any]) -> bool:
    try:
        return all(run["tool"]["driver"]["name"] == "cardtools" for run in document["runs"])
    except (KeyError, TypeError):
        return False


#: The verdict line only a deck's own report (``check --per-deck-reports``) writes.
_VERDICT_LINE = lazy_pattern(r"^.+?: verdict: (?:legal|illegal|not judged)(?: \(.+\))?$",
                             re.MULTILINE)


#: What a report a player sent in place of a deck is (``sent_back_report``).
PER_DECK_REPORT = "a deck's own report, which --per-deck-reports writes"
ONE_DECK_REPORT = "a report of one deck, as cardtools check shows it"
#: What such a report found among the decklists is told after what it is: a player sent
#: it in place of a deck, or an earlier run's reports were left in the folder checked.
SENT_BACK_FIX = ": ask its player for the deck, or exclude a folder of earlier reports"
#: What a report of one deck walked in place of a deck (``ONE_DECK_REPORT``) is told: a
#: player saved what cardtools showed them and sent it; no run leaves it there.
PLAYER_FIX = ": ask its player to send the deck itself"
#: The styles a terminal shows a player (``text`` piped or saved, ``rich`` on a screen):
#: those a player saves and sends; the others are written for CI and its tools.
_PLAYERS_STYLES = ("text", "rich")
#: A text report's line of a deck judged (not of a file skipped, nor of the run's config).
_DECK_LINE = lazy_pattern(r".+?: (?:(?:error|warning|info) \[|verdict: |"
                          r"(?:player|event|format|cards): )")
#: The counts of decks judged in a text report's summary line.
_SUMMARY_COUNTS = lazy_pattern(r"\d+ files?: (\d+) legal(?: \(.+?\))?, (\d+) illegal, "
                               r"(\d+) (?:not judged|could not be judged)")


def sent_back_report(data: bytes, style: str | None) -> str | None:
    """What ``data``, a cardtools report of ``style`` (``report_style``), is when it may
    be a player's report sent in place of their deck, else ``None`` (an organizer's or
    CI's saved report): a deck's own report (``PER_DECK_REPORT``: a text report with a
    ``PATH: verdict: illegal`` line, which ``check --per-deck-reports`` mails to a
    player), or a text or rich report of one deck judged (``ONE_DECK_REPORT``: one rich
    verdict header, ``\u2718 ILLEGAL  bob.txt  (Bob)``, or a text summary counting one
    deck, under a line of its problems or alone, ``summary_alone``), what ``cardtools
    check deck.txt`` shows its player; the run tells the latter from CI's report of a
    deck it judges (``names_a_path``; by where a summary alone lies). Reports of no deck
    or of several and the styles written for CI (JSON, SARIF, GitLab, JUnit, HTML, CSV,
    GitHub) are none. Never raises."""
    if style not in _PLAYERS_STYLES:
        return None
    text = data.decode("utf-8", "replace")
    if style == "text" and _VERDICT_LINE().search(text) is not None:
        return PER_DECK_REPORT
    lines = text.rstrip("\n").split("\n")
    if style == "rich":
        decks = sum(_verdict_start(line) for line in lines)
    else:
        decks = _decks_counted(lines[-1])
    return ONE_DECK_REPORT if decks == 1 else None


def summary_alone(text: str) -> bool:
    """Whether the text report ``text`` counts one deck judged in its summary line and
    names no deck above it (a legal deck's with no warning, ``1 file: 1 legal, 0
    illegal, 0 not judged``; lines of files skipped may stand above it): the same bytes
    as a player's report of their legal deck and CI's report of a folder of one legal
    deck, told apart by where the file lies (``run``). Pure."""
    lines = text.rstrip("\n").split("\n")
    return _decks_counted(lines[-1]) == 1 and not any(
        _DECK_LINE().match(line) or _verdict_start(line) for line in lines[:-1])


def _decks_counted(summary: str) -> int:
    """How many decks a text report's ``summary`` line counts judged (0: no summary)."""
    counts = _SUMMARY_COUNTS().match(summary)
    return sum(int(count) for count in counts.groups()) if counts else 0


def names_a_path(text: str, paths: Iterable[str]) -> bool:
    """Whether the report ``text`` names one of ``paths`` (as reports show them) as a
    whole, not the end of another (``a.txt`` is not ``old/a.txt``): after a space or at
    a line's start, before a space, a colon or a line's end; a rich report folds a path
    wider than the report onto further lines, so white space may stand anywhere within
    it. Pure."""
    squashed = _squashed(text)
    return any(_squashed(path) in squashed and re.search(
        r"(?<!\S)" + r"\s*".join(re.escape(char) for char in _squashed(path))
        + r"(?=\s|:|$)", text, re.MULTILINE) for path in paths if path.strip())


def reported_paths(text: str) -> list[str]:
    """The paths a text or rich report ``text`` names on its lines: before a text line's
    ``: `` (its line number left out), after a rich verdict (up to the player's ``
    (``); a path folded onto further lines is none of them. Pure."""
    found = []
    for line in text.split("\n"):
        verdict = next((start for start in _RICH_FIRST if line.startswith(start)), None)
        if verdict is not None:
            found.append(line[len(verdict):].split("  (", 1)[0].rstrip())
        elif _TEXT_LINE().fullmatch(line):
            found.append(re.sub(r":\d+$", "", line.split(": ", 1)[0]))
    return [path for path in found if path]


def _squashed(text: str) -> str:
    """``text`` without its white space."""
    return "".join(text.split())


def _line_style(data: bytes) -> str | None:
    """``text``, ``github`` or ``rich`` when every line of ``data`` has that style's
    form; ``None`` otherwise."""
    # the last line, however long (a summary naming many card files runs past 400 bytes)
    end = len(data)
    while end and data[end - 1] == 10:  # b"\n"
        end -= 1
    tail = data[data.rfind(b"\n", 0, end) + 1:end]
    first = data[:40]
    # the summary holds " legal": a last line without it (a decklist's) needs no pattern
    if b" legal" in tail and _SUMMARY().fullmatch(tail.decode("utf-8", "replace")):
        kind, pattern = ("github", _GITHUB_LINE()) if first.startswith(b"::") else (
            "text", _TEXT_LINE())
    elif first.startswith(_RICH_FIRST_BYTES) or (  # a file not in UTF-8 is none (below)
            first[:1] in (b"S", b" ") and _RICH_TITLE().fullmatch(
                data.split(b"\n", 1)[0].decode("utf-8", "replace"))):
        kind, pattern = "rich", _RICH_LINE()
    else:
        return None
    try:
        lines = data.decode("utf-8").rstrip("\n").split("\n")
    except UnicodeDecodeError:
        return None
    body = lines if kind == "rich" else lines[:-1]
    if kind == "rich":
        if any(_card_lines(body)):
            return None
        return kind if _rich_lines(body) else None
    return kind if all(pattern.fullmatch(line) for line in body) else None


def _card_lines(lines: list[str]) -> Iterator[bool]:
    """For each line of a rich report ``lines``, whether it reads ``<count> <name>``
    where a rich report never does (``rich_line_kinds``)."""
    return (kind == "card" for kind in rich_line_kinds(lines))


def rich_line_kinds(lines: list[str]) -> Iterator[str]:
    """For each line of a rich report ``lines``, whether it reads ``<count> <name>``
    where a rich report never does (``card``), else whether its place in the report
    tells what it is (``told``: a line of the closing note or of the list of skipped
    files, a problem of the narrow table and the lines it goes on to, padded to its
    width, a deck header's line folded onto the next, padded to the first's width), else
    ``other``. Two places do read so: a deck's header
    under its verdict line, whose details start with the deck's name or event (``  5 Color Good
    Stuff · 2026 Spring Open · Modern [mtg/modern]``) and whose lines, wrapped, may start
    with a number (``  9 · Artifact 8``, ``  15 (at most 15)``), up to its table; and a
    problem of the narrow table (its line number, severity and message) with the lines
    its message goes on to, at the message's column or further (the table ends at a
    blank or unindented line). The run's closing ``  note: ...`` goes on to lines of
    its own too (``  2025 and the banned and restricted lists ...``), and the list of
    skipped files names each by its path (``  2026 Spring Open/rules.pdf: not a
    decklist (.pdf)``)."""
    message_column: int | None = None
    in_header = in_note = in_skipped = False
    previous = ""
    row_width = 0
    for line in lines:
        # a line of a wrapped block of the header: Rich pads every line of the block to
        # its width (``  By rarity: ... (at most`` then ``  1 each)`` and spaces)
        folded, previous = folded_onto(previous, line), line
        in_note = line.startswith("  note: ") or (in_note and line.startswith("  "))
        in_skipped = (_SKIPPED_TITLE().fullmatch(line) is not None
                      or (in_skipped and line.startswith("  ")))
        if in_note or (in_skipped and (": " in line or folded)):
            yield "told"
            continue
        if _verdict_start(line):
            in_header, message_column = True, None
            yield "other"
            continue
        row = _NARROW_ROW().fullmatch(line)
        if row is not None:
            in_header, message_column, row_width = False, row.start(1), len(line)
            yield "told"
            continue
        if not line.startswith("  "):
            in_header, message_column = in_header and bool(line), None
        elif _TABLE_START().match(line):
            in_header = False
        indent = len(line) - len(line.lstrip(" "))
        goes_on = message_column is not None and indent >= message_column
        header = in_header and bool(folded or " \u00b7 " in line
                                    or _ZONE_COUNT_GOES_ON().fullmatch(line))
        # the table pads each line of a problem to its width, as Rich pads a folded block
        if (goes_on and len(line) == row_width) or (in_header and folded):
            yield "told"
        else:
            yield "card" if not (goes_on or header) and _CARD_LINE().fullmatch(line) \
                else "other"


def folded_onto(previous: str, line: str) -> bool:
    """Whether a rich report's indented line ``line`` may be ``previous`` folded onto a
    line of its own: Rich pads every line of a folded block to the block's width, so
    both are as long, and one of them ends with the padding's spaces."""
    return (len(line) == len(previous) and previous.startswith("  ")
            and (line.endswith(" ") or previous.endswith(" ")))


def _rich_lines(lines: list[str]) -> bool:
    """Whether every line of ``lines`` is a rich report's: a line of its form, or a
    line of a deck's verdict line folded onto further lines (a path and player wider
    than the report, which Rich folds without an indent: such a report was taken for
    a decklist, its lines unknown cards)."""
    pattern = _RICH_LINE()
    in_verdict = False
    for line in lines:
        if _verdict_start(line) or pattern.fullmatch(line):
            in_verdict = _verdict_start(line)  # the path or player may fold after it
        elif not (in_verdict and line):
            return False
    return True
