"""The rich terminal report: per deck a verdict, the project config that applied, its
shape and a table of violations; the files skipped; then a summary of the run when
more than one file was checked.

Everything the user wrote (paths, player, deck and event names, card names in messages
and in the shape) is passed through ``visible``: control and bidirectional-formatting
characters are shown as escapes, never sent to the terminal. Text is always given to
Rich as ``Text`` objects, never as markup, so ``[bold]`` in a name is shown as written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TextIO

from cardtools.deckshape import deck_shape
from cardtools.deckshape import prepare as prepare  # the shape, worked out in workers
from cardtools.display import console_width, visible
from cardtools.model import AppliedConfig, DeckResult, Violation
from cardtools.reporters import (
    BATCH_COUNTS,
    BOUND_LABEL,
    STATUS_WORDS,
    Report,
    skipped_by_configs,
    verdict,
    written_parts,
)
from cardtools.wording import capitalised

if TYPE_CHECKING:
    from rich.console import Console, RenderableType
    from rich.text import Text

VERDICT = {
    "legal": ("✔ LEGAL", "bold green"),
    "illegal": ("✘ ILLEGAL", "bold red"),
    "error": ("! NOT JUDGED", "bold yellow"),
}
SEVERITY_STYLE = {"error": "red", "warning": "yellow", "info": "cyan"}


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the report to ``out`` with Rich (colour only when ``color``; bold, dim and
    italic on a terminal, or on standard output when ``FORCE_COLOR`` says so, never
    in a report file: Rich read ``FORCE_COLOR`` for a file too, so its bytes hung on
    the environment)."""
    import sys

    from cardtools.richconsole import console as make_console

    styled = True if color else (None if out is sys.stdout or out.isatty() else False)
    console = make_console(file=out, no_color=not color, highlight=False, emoji=False,
                           force_terminal=styled, width=console_width(out))
    shown = {id(result) for result in report.shown()}
    for result in report.results:
        config = report.config_of(result)
        if id(result) in shown or config is not None:  # a weakening config is always shown
            _deck(console, result, report.violations(result), config)
    if report.skipped:
        _skipped(console, report)
    if len(report.results) > 1 or not shown:
        console.print(_summary(report))
    from rich.padding import Padding
    from rich.text import Text

    for note in report.data_age_notes():  # said once for the run (RUN_NOTES)
        console.print(Padding(Text(f"note: {note}", style="cyan"), (0, 0, 0, 2)))


#: Below this width the violation table folds the severity, fix and source into two
#: columns, so the problem keeps most of the line.
NARROW = 100



def _skipped(console: Console, report: Report) -> None:
    from rich.padding import Padding
    from rich.text import Text

    console.print(Text(f"Skipped ({len(report.skipped)})", style="bold"))
    for skipped in report.skipped:  # indented as a block: a wrapped line too
        console.print(Padding(Text(f"{skipped.path}: {skipped.reason}", style="dim"),
                              (0, 0, 0, 2), expand=False))
    console.print()


def _deck(console: Console, result: DeckResult, violations: list[Violation],
          config: AppliedConfig | None) -> None:
    from rich.padding import Padding
    from rich.text import Text

    console.print(_verdict_line(console, result), soft_wrap=True)  # folded already
    details = [text for text in (result.deck_name, result.event) if text]
    if result.format_name:
        details.append(f"{result.format_name} [{result.format_id}]")
    if result.lists_as_of:
        details.append(f"judged as of {result.lists_as_of}")
    files = f" with {', '.join(result.card_files)}" if result.card_files else ""
    if result.card_data and "(bundled)" not in result.card_data:
        details.append(f"card data: {result.card_data}{files}")
    elif result.card_data_words():
        details.append(f"card data of {result.card_data_words()}")
    if details:  # indented as a block: a wrapped line must not start at column 0
        console.print(Padding(Text(visible(" · ".join(details)), style="dim"), (0, 0, 0, 2),
                              expand=False))
    if config is not None:
        console.print(Padding(Text(visible(config.summary()),  # wrapped lines indented too
                                   style="yellow" if config.weakens() else "dim"),
                              (0, 0, 0, 2), expand=False))
    for line in deck_shape(result):
        console.print(Padding(Text(visible(line)), (0, 0, 0, 2), expand=False))
    if violations:
        narrow = console.width < NARROW
        shown = violations[:MAX_TABLE_ROWS]
        console.print(_narrow_table(shown) if narrow else _table(shown))
    if len(violations) > MAX_TABLE_ROWS:
        _plain_rows(console, violations[MAX_TABLE_ROWS:])
    console.print()


def _verdict_line(console: Console, result: DeckResult) -> Text:
    """A deck's verdict line (``✘ ILLEGAL  path  (player)``) folded to ``console``'s width,
    each folded line indented by two spaces, so that a long path or player name never
    brings a line back to column 0 where it would read as the tool's own verdict."""
    from rich.text import Text

    label, style = VERDICT[result.status]
    head = Text.assemble((label, style), "  ", (visible(result.path), "bold"))
    if result.player:
        head.append(f"  ({visible(result.player)})", style="dim")
    lines = head.wrap(console, max(console.width - 2, 1))
    for line in lines:
        line.rstrip()
    return Text("\n  ").join(lines)


#: Most violations of one deck shown in its table. Rich lays a table out cell by cell
#: (a deck of 60,000 unknown names took over a minute); the others follow as plain
#: lines, so none is left out.
MAX_TABLE_ROWS = 500


def _plain_rows(console: Console, violations: list[Violation]) -> None:
    """The violations past the table, one plain line each, as the text report writes
    them: ``  line 12: error [banned] message (hint)``."""
    from rich.text import Text

    # worded so that no line of a rich report reads as a card line ("12 more")
    console.print(Text(f"  and {len(violations)} more, past the first {MAX_TABLE_ROWS}:",
                       style="bold"))
    rows = (f"  line {v.line or '-'}: {v.severity} [{v.rule}] {visible(v.message)}"
            + (f" ({visible(v.hint)})" if v.hint else "") for v in violations)
    console.print(Text("\n".join(rows)), soft_wrap=True)


def _table(violations: list[Violation]) -> RenderableType:
    from rich import box
    from rich.padding import Padding
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.ROUNDED, header_style="bold", expand=False)
    table.add_column("Line", justify="right", no_wrap=True)
    table.add_column("Severity", no_wrap=True)
    table.add_column("Rule", no_wrap=True, overflow="fold")
    table.add_column("Problem", ratio=3, overflow="fold")
    table.add_column("Fix", ratio=2, overflow="fold")
    said: dict[str, int | None] = {}
    for violation in violations:
        problem = _problem(violation, with_fix=False, said=said)
        table.add_row(
            str(violation.line or ""),
            Text(violation.severity, style=SEVERITY_STYLE[violation.severity]),
            Text(violation.rule, style="dim"),
            problem,
            Text(visible(violation.hint or "")),
        )
    return Padding(table, (0, 0, 0, 2))


def _problem(violation: Violation, with_fix: bool, said: dict[str, int | None]) -> Text:
    """A violation's problem cell: the message, the name as written when it differs, the
    fix (when the table has no column for it) and the source, given once a deck: a
    source in ``said`` (a deck's three banned cards, each citing one long announcement)
    is ``source as on line 4``, the line of the row that gave it; a source given is
    added to ``said`` with its line."""
    from rich.text import Text

    message, written = written_parts(violation)
    problem = Text(visible(message))
    problem.append(visible(written), style="italic")
    if with_fix and violation.hint:
        problem.append(f"\nfix: {visible(violation.hint)}", style="bold")
    if violation.source:
        problem.append(f"\n{_source_words(violation, said)}", style="dim")
    return problem


def _source_words(violation: Violation, said: dict[str, int | None]) -> str:
    """``violation``'s source as its row says it: in full the first time a deck's table
    gives it (kept in ``said`` with the row's line), then ``source as on line 4`` (``as
    above`` when that row has no line)."""
    source = violation.source or ""
    if source not in said:
        said[source] = violation.line
        return visible(source)
    line = said[source]
    return f"source as on line {line}" if line else "source as above"


def _narrow_table(violations: list[Violation]) -> RenderableType:
    """The violations for a narrow terminal: line, severity and rule in two short
    columns; the problem, the name as written, the fix and the source in the third."""
    from rich import box
    from rich.padding import Padding
    from rich.table import Table
    from rich.text import Text

    table = Table(box=box.SIMPLE_HEAD, header_style="bold", expand=True, pad_edge=False,
                  show_edge=False)
    table.add_column("Line", justify="right", no_wrap=True)
    table.add_column("Rule", no_wrap=True, overflow="fold")
    table.add_column("Problem and fix", ratio=1, overflow="fold")
    said: dict[str, int | None] = {}
    for violation in violations:
        problem = _problem(violation, with_fix=True, said=said)
        rule = Text.assemble((violation.severity, SEVERITY_STYLE[violation.severity]), "\n",
                             (violation.rule, "dim"))
        table.add_row(str(violation.line or ""), rule, problem)
    return Padding(table, (0, 0, 0, 2))


def _summary(report: Report) -> RenderableType:
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    counts = report.summary()
    totals = Table(title="Summary", show_edge=True, header_style="bold")
    weakened = report.legal_by_weakening_config()
    batch = {capitalised(label): len(report.decks_with(rule))
             for rule, label in BATCH_COUNTS.items()}
    batch = {label: decks for label, decks in batch.items() if decks}
    columns = ["Files", "Legal", *(["Legal by weakened checks"] if weakened else []),
               "Illegal", "Not judged"] + (["Skipped"] if report.skipped else []) + [*batch]
    for column in columns:
        totals.add_column(column, justify="right")
    # every file found, as the text summary line: the other columns add up to it
    cells: list[str | Text] = [str(report.found()), Text(str(counts["legal"]), style="green"),
             *([Text(str(weakened), style="yellow")] if weakened else []),
             Text(str(counts["illegal"]), style="red"),
             Text(str(counts["error"]), style="yellow")]
    totals.add_row(*cells, *([str(len(report.skipped))] if report.skipped else []),
                   *(Text(str(decks), style="yellow") for decks in batch.values()))
    parts: list[RenderableType] = [totals]
    if weakened:  # what weakened them, named: a config (which) or the command line
        parts.append(Text(f"{weakened} legal under {report.weakened_by()} that weakened the "
                          "checks", style="yellow"))
    if bound := report.bound_over_format_lines():
        parts.append(Text(f"{bound} {BOUND_LABEL}", style="yellow"))
    if by_configs := skipped_by_configs(report.skipped):
        parts.append(Text(f"Skipped: {by_configs}", style="yellow"))
    failing = sorted((r for r in report.results if r.status != "legal"
                      or verdict(r) != STATUS_WORDS["legal"]
                      or any(v.severity != "info" for v in r.batch_violations)),
                     key=lambda r: r.path)
    if failing:
        # a legal deck is listed when a config weakened its checks or the batch found it
        # twice (a player who sent two decks): what an organizer must look at; a note
        # (no-player) is counted in the totals, not listed deck by deck
        legal_too = any(r.status == "legal" for r in failing)
        problems = Table(title="Decks to look at" if legal_too else "Decks that are not legal",
                         header_style="bold")
        # the batch's findings whatever the first problem is (a second list of a player
        # that is also illegal): a column when a listed deck has one
        rules = {id(result): " ".join(dict.fromkeys(v.rule for v in report.batch_findings(
            result))) for result in failing}
        columns = ["Deck", "Player", "Status", *(["Batch findings"] if any(rules.values())
                                                 else []), "First problem"]
        for column in columns:
            problems.add_column(column, overflow="fold")  # a path or a name is never cut
        for result in failing:
            first = next((v for v in result.violations if v.severity == "error"), None) or \
                next((v for v in result.batch_violations if v.severity != "info"), None)
            found = [Text(rules[id(result)], style="yellow")] if any(rules.values()) else []
            problems.add_row(Text(visible(result.path)), Text(visible(result.player or "")),
                             Text(visible(verdict(result)),
                                  style=VERDICT[result.status][1]), *found,
                             Text(f"[{first.rule}] {visible(first.message)}" if first else ""))
        parts.append(problems)
    return parts[0] if len(parts) == 1 else Group(*parts)
