"""GitHub Actions: workflow commands that annotate pull requests, a group per file in
the log, and a job summary (DESIGN 7). The default under GitHub Actions.

GitHub shows at most 10 error and 10 warning annotations per step and 50 per job (GitHub
Docs, "Checks" REST API: "GitHub Actions are limited to 10 warning annotations and 10
error annotations per step"); the rest would be lost without a word. So:

- what is true of the whole run is said once, as a run-wide notice, not on every deck:
  a project config that changed no check (one notice per distinct config line, naming
  how many decks it applied to) and a ``data-age`` note (one per distinct note);
- the annotations go to errors first (those of files not judged first), then warnings,
  then notes (info: the run-wide notices first), at most ``CAPS`` of each, in file and
  line order;
- every problem is still printed in the log, in a ``::group::`` per file, titled with the
  file's verdict as every human report names it (``not judged``): an annotation
  command, or a plain ``path:line: severity [rule] message`` line when over the caps;
- one last ``::notice`` says how many problems (and skipped files) were not annotated,
  which of GitHub's limits was reached, and where to see them;
- when ``GITHUB_STEP_SUMMARY`` names a file, a Markdown table of every problem is
  appended to it (the job summary), cut to stay under GitHub's 1 MiB per step.
"""

from __future__ import annotations

import os
import re
import stat
import sys
from collections.abc import Iterator
from itertools import islice
from typing import NamedTuple, TextIO

from cardtools.display import visible
from cardtools.fileio import NotARegularFile, file_kind
from cardtools.model import SEVERITIES, AppliedConfig, DeckResult, Severity, Violation
from cardtools.paths import printable
from cardtools.patterns import lazy_pattern
from cardtools.reporters import (
    RUN_NOTES,
    STATUS_WORDS,
    Report,
    deck_part,
    keep_fragment,
    problem_text,
    shown_violations,
)
from cardtools.reporters.repo import repository_path
from cardtools.reporters.text import summary_line, violation_line
from cardtools.rules import RULES
from cardtools.wording import plural

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
    return _escaped(visible(text))


def _property(text: str) -> str:
    return _escaped_property(visible(text))


def _file(real: str, shown: str) -> str:
    """The ``file`` property of an annotation, escaped: the path GitHub annotates,
    relative to the repository root (as the workflow's checkout has it), like the SARIF
    and GitLab reports; as given outside it. It is the path as the file system names it
    (``real``: a newline in a name is ``%0A``, as GitHub reads it), unless that has
    characters GitHub's escaping leaves as they are and a log should not show (other
    controls, bidi marks, bytes that are not UTF-8): then the path as reports show it."""
    escaped = _escaped_property(_annotated_path(real))
    return escaped if escaped.isprintable() else _property(_annotated_path(shown))


def _annotated_path(path: str) -> str:
    """A path as GitHub annotates it: relative to the repository root, else as given."""
    return repository_path(path) or path


def _escaped(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escaped_property(text: str) -> str:
    """GitHub's escaping of a property's value (``_escaped``, and ``:`` and ``,``)."""
    return _escaped(text).replace(":", "%3A").replace(",", "%2C")


def annotation(result: DeckResult, violation: Violation) -> str:
    """One workflow command for a violation, escaped as GitHub requires."""
    props = [f"file={_file(result.file_path, result.path)}", f"line={violation.line or 1}",
             f"title={_property(f'cardtools {violation.rule} ({violation.code})')}"]
    return f"::{LEVEL[violation.severity]} {','.join(props)}::{_data(problem_text(violation))}"


#: An annotation to make: its key (the result's index and ``config`` for the deck's
#: project config, or its index, a severity and n for the n-th violation of that severity
#: in its group that is not said run-wide; ``("skipped", n)`` for a skipped file;
#: ``("run", n)`` for the n-th run-wide notice).
Key = tuple[object, ...]
#: How GitHub's limits are named in the last notice, by the severity that reached one.
_LIMIT_WORDS = {"error": "10 errors", "warning": "10 warnings", "info": "10 notices"}


class RunNote(NamedTuple):
    """A run-wide notice: what is the same for several decks, said once. ``title`` is
    the annotation's title, ``text`` what it says, ``decks`` how many decks it is about,
    ``file`` the file it is annotated on (``""``: none)."""

    title: str
    text: str
    decks: int
    file: str = ""


class Survey(NamedTuple):
    """What the caps are counted on: the run-wide notices (``RunNote``) and, for each
    shown deck (by index) with notes, how many of its notes are its own (not run-wide)."""

    notes: list[RunNote]
    own_notes: dict[int, int]


def _is_run_wide(line: _Line) -> bool:
    """A ``data-age`` note is about the data every deck was judged with: said once."""
    return _run_wide(line.rule, line.severity)


def _run_wide(rule: str, severity: str) -> bool:
    """Whether a violation of ``rule`` at ``severity`` is said once for the run
    (``reporters.RUN_NOTES``, as info)."""
    return rule in RUN_NOTES and severity == "info"


def survey(report: Report, shown: set[int]) -> Survey:
    """The run-wide notices and each shown deck's own notes (``Survey``), in first-seen
    order: a project config that changed no check, one notice per distinct config line
    (annotated on the config file when it is one file), then the ``data-age`` notes,
    one per distinct note. ``shown`` holds the ``id`` of the decks whose groups show
    their violations."""
    configs: dict[str, tuple[AppliedConfig, list[int]]] = {}
    ages: dict[str, int] = {}
    own: dict[int, int] = {}
    for index, result in enumerate(report.results):
        config = report.config_of(result)
        if config is not None and not config.weakens():
            configs.setdefault(config.summary(), (config, []))[1].append(index)
        if id(result) in shown and _shown_count(result, "info", report.quiet):
            notes = [line for line in _group_lines(report, result) if line.severity == "info"]
            for line in filter(_is_run_wide, notes):
                ages[line.problem] = ages.get(line.problem, 0) + 1
            own[index] = sum(not _is_run_wide(line) for line in notes)
    run = [RunNote("cardtools config", text, len(decks),
                   _annotated_path(config.files[0]) if len(config.files) == 1 else "")
           for text, (config, decks) in configs.items()]
    run += [RunNote(f"cardtools data-age ({RULES['data-age'].code})", text, decks)
            for text, decks in ages.items()]
    return Survey(run, own)


def _config_severity(config: AppliedConfig) -> Severity:
    """A project config is worth a warning when it turned a rule off or down (or replaced
    formats or cards), else a note."""
    return "warning" if config.weakens() else "info"


def _shown_count(result: DeckResult, severity: Severity, quiet: bool) -> int:
    """How many violations of ``severity`` a deck's group shows (no notes when quiet)."""
    return 0 if quiet and severity == "info" else result.count(severity)


def _candidates(report: Report, severity: Severity, shown: set[int],
                found: Survey) -> Iterator[Key]:
    """Everything of ``severity`` that could be annotated, in file and line order (for
    errors, those of the files not judged first: the reason a run exits 2); for notes,
    the run-wide notices first; each deck's project config when it weakens a
    check (one that does not is said run-wide), then its violations (of the decks in
    ``shown``, by ``id``; of its notes, those not said run-wide); for notes, the files
    skipped last."""
    if severity == "info":
        yield from (("run", number) for number in range(len(found.notes)))
    results = list(enumerate(report.results))
    if severity == "error":  # a file not judged, the reason for exit 2, first
        results.sort(key=lambda item: item[1].status != "error")
    for index, result in results:
        config = report.config_of(result)
        if config is not None and config.weakens() and severity == "warning":
            yield index, "config"
        if id(result) in shown:
            count = (found.own_notes.get(index, 0) if severity == "info"
                     else _shown_count(result, severity, report.quiet))
            for number in range(count):
                yield index, severity, number
    if severity == "info":
        for number in range(len(report.skipped)):
            yield "skipped", number


def annotated(report: Report, found: Survey | None = None) -> tuple[set[Key], list[Severity]]:
    """The keys (see ``Key``) of what gets an annotation: for each severity, the first
    ``CAPS[severity]`` in the order of ``_candidates``; and the severities whose cap was
    reached with more left (in ``SEVERITIES`` order)."""
    shown = {id(result) for result in report.shown()}
    found = found if found is not None else survey(report, shown)
    chosen: set[Key] = set()
    capped: list[Severity] = []
    for severity in SEVERITIES:
        candidates = _candidates(report, severity, shown, found)
        chosen.update(islice(candidates, CAPS[severity]))
        if next(candidates, None) is not None:
            capped.append(severity)
    return chosen, capped


class _Line(NamedTuple):
    """A violation in its file's group: its severity and rule, the plain line written
    when it is not annotated, its annotation (``""`` past the caps, where none is ever
    made), its row of the job summary (Markdown) and, for a line said run-wide (see
    ``_is_run_wide``), the problem and its fix as the run-wide notice says them (else
    ``""``)."""

    severity: str
    rule: str
    plain: str
    annotation: str
    row: str
    problem: str


def _lines(result: DeckResult, violations: list[Violation]) -> str:
    """``_Line`` records of ``violations`` in the order a group shows them (errors
    first, each severity in line order), one a line, the fields parted by tabs
    (``visible`` leaves neither a tab nor a line break in any of them)."""
    made = dict.fromkeys(SEVERITIES, 0)
    records = []
    for violation in sorted(violations, key=lambda v: _RANK[v.severity]):
        severity = violation.severity
        within_caps = made[severity] < CAPS[severity]
        made[severity] += 1
        run_wide = _run_wide(violation.rule, severity)
        problem = problem_text(violation)
        records.append("\t".join((severity, violation.rule,
                                  visible(violation_line(result, violation)),
                                  annotation(result, violation) if within_caps else "",
                                  _row(result, violation),
                                  visible(problem) if run_wide else "")) + "\n")
    return "".join(records)


def _read_lines(text: str) -> list[_Line]:
    return [_Line(*record.split("\t")) for record in text.split("\n")[:-1]]


def prepare(result: DeckResult, quiet: bool) -> None:
    """Write the deck's lines of its group and of the job summary (``result.fragment``,
    see ``_lines``), where it was judged, and drop its violations (``keep_fragment``):
    which annotations a group makes depends on the groups before it, so each violation
    is written both ways while it is among the first a deck's group could annotate."""
    keep_fragment(result, _lines(result, shown_violations(result, quiet)))


def _group_lines(report: Report, result: DeckResult) -> list[_Line]:
    """A deck's lines in its group: the batch step's findings first in each severity."""
    findings, fragment = deck_part(result, report.quiet, _lines)
    return sorted([*_read_lines(_lines(result, findings)), *_read_lines(fragment)],
                  key=lambda line: _RANK[line.severity])


def _group_title(result: DeckResult, lines: list[_Line]) -> str:
    counts = [f"{n} {word}{'s' if n != 1 else ''}" for word, n in (
        ("error", sum(line.severity == "error" for line in lines)),
        ("warning", sum(line.severity == "warning" for line in lines)),
        ("note", sum(line.severity == "info" for line in lines))) if n]
    return _data(f"{result.path}: {STATUS_WORDS[result.status]}"
                 + (f" ({', '.join(counts)})" if counts else ""))


def _config_lines(result: DeckResult, config: AppliedConfig, annotate: bool) -> str:
    """The deck's project config (``config FILE: changes``): an annotation, or a plain
    line ``path: config FILE: changes`` (over the caps, or said run-wide)."""
    if not annotate:
        return visible(f"{result.path}: {config.summary()}")
    level = LEVEL[_config_severity(config)]
    return (f"::{level} file={_file(result.file_path, result.path)},line=1,"
            f"title={_property('cardtools config')}::{_data(config.summary())}")


def _file_group(report: Report, index: int, result: DeckResult, shown: bool,
                chosen: set[Key], out: TextIO) -> int:
    """Write one file's group (its violations only when ``shown``); return how many of
    its problems were neither annotated nor said run-wide."""
    config = report.config_of(result)
    # a run-wide line is said once for the run: its notice and the summary line
    lines = [line for line in (_group_lines(report, result) if shown else [])
             if not _is_run_wide(line)]
    if config is None and not lines:
        return 0
    left_out = 0
    out.write(f"::group::{_group_title(result, lines)}\n")
    if config is not None:
        annotate = (index, "config") in chosen
        left_out += config.weakens() and not annotate
        out.write(_config_lines(result, config, annotate) + "\n")
    numbers: dict[str, int] = dict.fromkeys(SEVERITIES, 0)
    for line in lines:
        number = numbers[line.severity]
        numbers[line.severity] += 1
        if (index, line.severity, number) in chosen:
            out.write(line.annotation + "\n")
        else:
            left_out += 1
            out.write(line.plain + "\n")
    out.write("::endgroup::\n")
    return left_out


def _run_note(note: RunNote, annotate: bool) -> str:
    """A run-wide notice: ``N decks: what it says``, annotated (on its file, if any) or,
    over the caps, a plain line."""
    text = f"{note.decks} deck{'s' if note.decks != 1 else ''}: {note.text}"
    if not annotate:
        return visible(text)
    where = f"file={_property(note.file)}," if note.file else ""
    return f"::notice {where}title={_property(note.title)}::{_data(text)}"


def _skipped_group(report: Report, chosen: set[Key], out: TextIO) -> int:
    """Write the group of the files skipped; return how many were not annotated."""
    count = len(report.skipped)
    out.write(f"::group::{count} file{'s' if count != 1 else ''} skipped\n")
    left_out = 0
    for number, skipped in enumerate(report.skipped):
        if ("skipped", number) in chosen:
            out.write(f"::notice file={_file(skipped.file_path, skipped.path)},"
                      f"title={_property('cardtools skipped')}::{_data(skipped.reason)}\n")
        else:
            left_out += 1
            out.write(visible(f"{skipped.path}: skipped: {skipped.reason}") + "\n")
    out.write("::endgroup::\n")
    return left_out


def left_out_notice(problems: int, skipped: int, capped: list[Severity],
                    job_summary_too: bool) -> str:
    """The last notice: how many problems and skipped files got no annotation, which
    of GitHub's per-step limits was reached, and where to see them all."""
    said = [f"{problems} more problem{'s' if problems != 1 else ''}"] if problems else []
    said += [f"{skipped} skipped file{'s' if skipped != 1 else ''}"] if skipped else []
    verb = "was" if problems + skipped == 1 else "were"
    limits = " and ".join(_LIMIT_WORDS[severity] for severity in capped)
    where = "the job summary and " if job_summary_too else ""
    return (f"::notice title=cardtools::{' and '.join(said)} {verb} not annotated (GitHub "
            f"shows at most {limits} per step); see {where}the groups of this step's log "
            "for every problem")


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write a group per file with its annotations (its project config when it weakens
    a check, its violations; plain lines once over the caps or for what is said
    run-wide), a group of the files skipped, the run-wide notices, the notice of what
    was not annotated, the summary line; then the job summary."""
    shown = {id(result) for result in report.shown()}
    found = survey(report, shown)
    chosen, capped = annotated(report, found)
    left_out = sum(_file_group(report, index, result, id(result) in shown, chosen, out)
                   for index, result in enumerate(report.results))
    skipped = _skipped_group(report, chosen, out) if report.skipped else 0
    for number, note in enumerate(found.notes):
        annotate = ("run", number) in chosen
        left_out += not annotate
        out.write(_run_note(note, annotate) + "\n")
    summary_file = os.environ.get("GITHUB_STEP_SUMMARY")
    if left_out or skipped:
        out.write(left_out_notice(left_out, skipped, capped, bool(summary_file)) + "\n")
    out.write(summary_line(report) + "\n")
    if summary_file:
        write_job_summary(report, summary_file)


#: What GitHub's Markdown may read as markup in a line of text: the characters of
#: links, images, emphasis, code, HTML, entities and table columns, and what starts a
#: bare link (GFM's autolinks: ``https://``, ``www.``, ``name@host``).
_MARKDOWN_MARKUP = lazy_pattern(r"""([\\`*_\[\]<>|~&]|:(?=//)|(?<=www)\.|@)""", re.I)


def _cell(text: str) -> str:
    """Text for the job summary (a Markdown table cell, the summary line): no line
    breaks (``visible``), and the characters Markdown reads as markup backslash-escaped,
    which GitHub shows as themselves (``\\|`` in a table too): a file or card name makes
    no link (``[x](https://...)``, ``www.example.com``, ``https://...``), no emphasis,
    no HTML and no new column."""
    return _MARKDOWN_MARKUP().sub(r"\\\1", visible(text))


def _row(result: DeckResult, violation: Violation) -> str:
    """A violation's row of the job summary's table (without its line break)."""
    problem = problem_text(violation)
    return (f"| {_cell(result.path)} | {violation.line or 1} | {violation.severity} | "
            f"{violation.rule} ({violation.code}) | {_cell(problem)} |")


def job_summary(report: Report, budget: int = SUMMARY_LIMIT) -> str:
    """The Markdown job summary: the run's summary line (with its data-age notes), then a
    table with a row per problem (file, line, severity, rule, problem and fix): the
    errors first (those of the files not judged, the reason for exit 2, before the
    others), then the warnings, then the notes, each in file and line order, as the
    annotations go.
    Rows that would take the text past ``budget`` bytes (UTF-8) are left out, the least
    important so, and a last line says how many of each severity. Empty when not even
    the heading fits."""
    heading = f"### cardtools\n\n{_cell(summary_line(report))}\n\n"
    table = "| File | Line | Severity | Rule | Problem |\n|---|---:|---|---|---|\n"
    rows = _summary_rows(report)
    tail_room = 200  # for the line that counts the rows left out
    used = len((heading + table).encode()) + tail_room
    if used > budget:
        return ""
    text = [heading, table] if rows else [heading]
    for index, (_severity, row) in enumerate(rows):
        size = len(row.encode())
        if used + size > budget:
            text.append(_rows_left_out([severity for severity, _row in rows[index:]]))
            break
        text.append(row)
        used += size
    return "".join(text)


def _summary_rows(report: Report) -> list[tuple[str, str]]:
    """The job summary's rows (severity, Markdown row with its line break) in the order
    it shows them (see ``job_summary``); the run's data-age notes are in the summary
    line, not a row on every deck (``RUN_NOTES``)."""
    shown = sorted(report.shown(), key=lambda result: result.status != "error")
    return sorted(((line.severity, line.row + "\n") for result in shown
                   for line in _group_lines(report, result) if not _is_run_wide(line)),
                  key=lambda row: _RANK[row[0]])


def _rows_left_out(severities: list[str]) -> str:
    """The job summary's last line: how many rows were left out, by severity."""
    left = len(severities)
    counts = [plural(severities.count(severity), word) for severity, word in
              (("error", "error"), ("warning", "warning"), ("info", "note"))
              if severity in severities]
    said = ", ".join(counts[:-1]) + " and " + counts[-1] if len(counts) > 1 else counts[0]
    return (f"\n{plural(left, 'more problem')} ({said}) {'is' if left == 1 else 'are'} not "
            "shown here (GitHub's job summary holds 1 MiB per step; the errors come "
            "first); the step's log lists them all.\n")


def write_job_summary(report: Report, path: str) -> None:
    """Append the job summary to ``path`` (``GITHUB_STEP_SUMMARY``), within what is left
    of the step's 1 MiB. A file that cannot be written, or is no regular file (a named
    pipe, whose opening would wait for a reader forever; a device; a folder), gets a
    warning on standard error; the report itself is not affected. So does a file the
    run checked or skipped (the tool never writes to a decklist)."""
    if _one_of_the_runs_files(report, path):
        print(f"cardtools: warning: cannot write the job summary to {printable(path)}: it is "
              "one of the decklists checked; refusing to write to it", file=sys.stderr)
        return
    try:
        handle = _open_summary(path)
    except OSError as exc:
        print(f"cardtools: warning: cannot write the job summary to {printable(path)}: "
              f"{exc.strerror or exc}", file=sys.stderr)
        return
    with handle:
        text = job_summary(report, SUMMARY_LIMIT - os.fstat(handle.fileno()).st_size)
        try:
            handle.write(text)
            handle.flush()
        except OSError as exc:
            print(f"cardtools: warning: cannot write the job summary to {printable(path)}: "
                  f"{exc.strerror or exc}", file=sys.stderr)


def _one_of_the_runs_files(report: Report, path: str) -> bool:
    """Whether ``path`` is a file a result or a skipped entry of ``report`` names (the
    same file on disk, through a link too). Never raises."""
    try:
        target = os.stat(path)
    except OSError:
        return False  # no file yet: none of the run's
    paths = [*(result.file_path for result in report.results),
             *(skipped.file_path for skipped in report.skipped)]
    for name in paths:
        try:
            found = os.stat(name)
        except (OSError, ValueError):  # standard input ("-"), a file gone since
            continue
        if (found.st_dev, found.st_ino) == (target.st_dev, target.st_ino):
            return True
    return False


def _open_summary(path: str) -> TextIO:
    """``path`` opened to append text, never waiting (a named pipe without a reader).
    Raises ``OSError`` (``NotARegularFile`` for a pipe, device, socket or folder)."""
    if os.path.exists(path) and not stat.S_ISREG(os.stat(path).st_mode):
        raise NotARegularFile(path, file_kind(os.stat(path).st_mode))
    flags = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_NOCTTY", 0))
    descriptor = os.open(path, flags, 0o666)
    kind = os.fstat(descriptor).st_mode
    if not stat.S_ISREG(kind):  # put there since the check above
        os.close(descriptor)
        raise NotARegularFile(path, file_kind(kind))
    return open(descriptor, "a", encoding="utf-8")
