"""Reporters: one module per output style behind one small protocol (DESIGN 7).

Each reporter module has ``render(report: Report, out: TextIO, color: bool) -> None``,
and may have ``prepare(result: DeckResult, quiet: bool) -> None``: the work on one
deck's result that can be done where the deck was judged (a worker process of a large
batch), such as describing the deck's shape or writing the deck's part of the report,
so that the deck itself need not travel. ``REPORTERS`` maps the ``--report`` names to
module names, imported only when used.

A report written deck by deck has its ``prepare`` write the deck's part from its own
violations and keep it (``keep_fragment``); the batch step adds its findings after that
(``cardtools.batch``), so ``render`` takes the two pieces from ``deck_part`` and merges
them as the style orders violations.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TextIO

from cardtools import __version__
from cardtools.display import visible

if TYPE_CHECKING:  # for annotations only: --version and --help need no deck model
    from cardtools.model import AppliedConfig, DeckResult, Skipped, Violation

REPORTERS: Mapping[str, str] = {
    "rich": "rich_report",
    "text": "text",
    "json": "json_report",
    "github": "github",
    "junit": "junit",
    "sarif": "sarif",
    "gitlab": "gitlab",
    "html": "html_report",
    "csv": "csv_report",
    "sheet": "sheet",
}

#: The styles that show when the report was made (``Report.generated``): only those
#: read ``SOURCE_DATE_EPOCH``, and only they say when it is no time.
TIMED_STYLES = frozenset({"html"})

#: How every human report (and the CSV) names a deck status; ``error`` is the JSON,
#: JUnit and SARIF value of a file that could not be judged.
STATUS_WORDS: Mapping[str, str] = {"legal": "legal", "illegal": "illegal",
                                   "error": "not judged"}


def verdict(result: DeckResult) -> str:
    """How the human reports' deck tables name a deck's verdict: its status word
    (``STATUS_WORDS``), and for a legal deck judged under a project config that weakened
    the checks (``AppliedConfig.weakens``) what the config did, so that the table does
    not show it plainly as legal: ``legal (config turned banned off)``; rules the
    command line turned off (``--select``, ``--ignore``) likewise: ``legal (command line
    turned banned off)``."""
    words = STATUS_WORDS[result.status]
    config = result.config
    if result.status != "legal" or config is None or not config.weakens():
        return words
    return f"{words} ({weakened(config)})"


def written_apart(violation: Violation) -> str | None:
    """The name of ``violation``'s line as written when it is none of the cards the line
    was read as (``oko thief of crowns`` read as Oko, Thief of Crowns), which every
    report shows beside the card's name (DESIGN 3.3); ``None`` when the line names its
    card as written, names no card, or the message quotes it already (an unknown or
    ambiguous card's)."""
    written = violation.written
    return (written if written and violation.cards and written not in violation.cards
            and f"'{written}'" not in violation.message else None)


def message_written(violation: Violation) -> str:
    """``message (written 'name')``: a violation's message and the name as its line
    wrote it when that differs from the card's (``written_apart``); a message that says
    already how other lines wrote it (``(written 'Æther Vial' on line 2)``) says this
    line's spelling in the same brackets (``(written 'Æther Vial' on line 2, 'aether
    vial' here)``), not in a second pair."""
    return "".join(written_parts(violation))


def written_parts(violation: Violation) -> tuple[str, str]:
    """``message_written`` in two parts: the message, and what says the line's spelling
    after it (``""`` for none), which a report may style apart."""
    message, written = violation.message, written_apart(violation)
    if not written:
        return message, ""
    if message.endswith(")") and _WRITTEN_ELSEWHERE in message:
        return message[:-1], f", '{written}' here)"
    return message, f" (written '{written}')"


#: How a message says other lines' spellings of its card (``CheckContext.written_elsewhere``).
_WRITTEN_ELSEWHERE = " (written '"


def problem_text(violation: Violation) -> str:
    """``message (written 'name') (hint)``: a violation's message, the name as written
    when it differs from the card's (``message_written``) and the fix, as the line-based
    reports write them (text, JUnit, GitHub, GitLab, SARIF)."""
    return message_written(violation) + (f" ({violation.hint})" if violation.hint else "")


def weakened(config: AppliedConfig) -> str:
    """What a config did that weakened the checks, in short: ``config turned banned off,
    turned copy-limit down to warning, formats_dir myformats, cards extra.csv``, then
    what the command line did: ``command line turned 29 rules off``, ``command line
    --cards bolt.csv replaces the bundled card Lightning Bolt``; a decklist's
    ``Format:`` line that replaced the config's format says so first (``the decklist's
    Format: line replaced the config's format mtg/modern with mtg/vintage``)."""
    from cardtools.model import (
        COMMAND_LINE_FILES,
        COMMAND_LINE_SETTINGS,
        DECK_FORMAT,
        rules_in_short,
    )

    parts = []
    command_line = [f"command line {change.message}" if change.setting in COMMAND_LINE_FILES
                    else f"command line turned {rules_in_short(change.value.split(','))} off"
                    for change in config.changes if change.setting in COMMAND_LINE_SETTINGS]
    deck_format = [change.message for change in config.changes
                   if change.setting == DECK_FORMAT]
    for change in config.changes:
        if not change.weakens or change.setting in (*COMMAND_LINE_SETTINGS, DECK_FORMAT):
            continue
        if change.setting.startswith("rules."):
            rule = change.setting.removeprefix("rules.")
            parts.append(f"turned {rule} off" if change.value == "off"
                         else f"turned {rule} down to {change.value}")
        else:
            parts.append(f"{change.setting} {change.value}")
    return "; ".join(deck_format + ([f"config {', '.join(parts)}"] if parts else [])
                     + command_line)


def _configs_named(files: Sequence[str], most: int = 3) -> str:
    """``config a.yaml``, ``configs a.yaml and b.yaml``, ``configs a, b, c and 2 more``:
    the project configs ``files`` (at least one) as a summary names them. Pure."""
    named = [visible(each) for each in files[:most]]
    if len(files) > most:
        named.append(f"{len(files) - most} more")
    words = named[0] if len(named) == 1 else f"{', '.join(named[:-1])} and {named[-1]}"
    return f"{'config' if len(files) == 1 else 'configs'} {words}"


def weakened_summary(report: Report) -> str:
    """``1 under config decks/.cardtools.yaml that weakened the checks`` (what weakened
    them: ``Report.weakened_by``), the summaries' words for the legal decks so judged;
    ``""`` when none."""
    return weakened_words(report.results)


def weakened_words(results: Sequence[DeckResult]) -> str:
    """``1 under config decks/.cardtools.yaml that weakened the checks``: how many of
    ``results`` are legal under checks a config or the command line weakened
    (``legal_by_weakening``) and what weakened them (``weakened_by``), as every summary
    (``check``'s, ``legality``'s) words it; ``""`` when none. Pure."""
    count = legal_by_weakening(results)
    return f"{count} under {weakened_by(results)} that weakened the checks" if count else ""


def skipped_by_configs(skipped: Sequence[Skipped]) -> str:
    """``1 by config subs/alice/.cardtools.yaml below the folder checked, which weakened
    the checks; 2 by config .cardtools.yaml``: how many of the ``skipped`` files each
    project config excluded (``Skipped.config``), a config below a folder the command
    line named (``Skipped.nested``: a player's, in a folder of submissions) marked as
    weakening the checks, as the summaries say it after the skipped count; ``""`` when
    no config skipped a file. Pure."""
    counts: dict[tuple[str, bool], int] = {}
    for entry in skipped:
        if entry.config is not None:
            key = (entry.config, entry.nested)
            counts[key] = counts.get(key, 0) + 1
    return "; ".join(f"{count} by config {visible(config)}"
                     + (" below the folder checked, which weakened the checks" if nested
                        else "")
                     for (config, nested), count in sorted(counts.items()))


def legal_by_weakening(results: Sequence[DeckResult]) -> int:
    """How many of ``results`` are legal under a project config (or ``--select``/
    ``--ignore``) that weakened the checks (each one's verdict says so: ``verdict``).
    Pure."""
    return sum(result.status == "legal" and result.config is not None
               and result.config.weakens() for result in results)


def weakened_by(results: Sequence[DeckResult]) -> str:
    """What weakened the checks of the results ``legal_by_weakening`` counts, as the
    summaries say it: the project configs by name (``config decks/.cardtools.yaml``,
    ``configs a.yaml and b.yaml``, at most three named) and the command line's
    ``--formats-dir``, ``--cards`` (``the command line's --cards``) and
    ``--select``/``--ignore`` (``the command line's --select/--ignore``); ``""`` when no
    legal result's checks were weakened. Rules only the command line turned off were said
    to be a config's. Decklists whose ``Format:`` line replaced their config's format
    are said apart (``decklists' Format: lines replacing the config's format``). Pure."""
    from cardtools.model import COMMAND_LINE, COMMAND_LINE_FILES, DECK_FORMAT

    files: dict[str, None] = {}
    options: set[str] = set()  # --formats-dir, --cards
    command_line = deck_format = False
    for result in results:
        config = result.config
        if result.status != "legal" or config is None or not config.weakens():
            continue
        for change in config.changes:
            if not change.weakens:
                continue
            if change.setting == DECK_FORMAT:
                deck_format = True
            elif change.setting in COMMAND_LINE_FILES:
                options.add(change.setting)
            elif change.setting == COMMAND_LINE or not config.files:
                command_line = True
            else:
                files.update(dict.fromkeys(config.files))
    return " and ".join(
        (["decklists' Format: lines replacing the config's format"] if deck_format else [])
        + ([_configs_named(list(files))] if files else [])
        + [f"the command line's {option}" for setting, option in COMMAND_LINE_FILES.items()
           if setting in options]
        + (["the command line's --select/--ignore"] if command_line else []))


#: How the summaries name the decks a config's ``force_format`` judged by its format, not
#: by the other one their ``Format:`` line names (``Report.bound_over_format_lines``).
BOUND_LABEL = "judged by the format force_format binds, not by their Format: line's"


class Report:
    """Everything a reporter shows: the results in input order, and whether the run was
    quiet (``--quiet``: only decks that are not legal or have a warning, and no info
    violations; the machine reports — JSON, JUnit, SARIF, GitLab — keep every deck and
    drop only info). ``skipped`` lists the files the folder walks left out; ``event`` is
    the event's name (``--event``), ``generated`` when the report was made (ISO 8601,
    UTC; from ``SOURCE_DATE_EPOCH`` when set) for the reports that show it."""

    __slots__ = ("elapsed", "event", "generated", "quiet", "results", "skipped", "tool")

    def __init__(self, results: list[DeckResult], quiet: bool = False,
                 elapsed: float | None = None, tool: dict[str, str] | None = None,
                 skipped: list[Skipped] | None = None, event: str | None = None,
                 generated: str | None = None) -> None:
        self.results = results
        self.quiet = quiet
        #: Seconds the check took (JUnit's ``time``); ``None`` when not measured.
        self.elapsed = elapsed
        self.tool: dict[str, str] = ({"name": "cardtools", "version": __version__}
                                     if tool is None else tool)
        self.skipped: list[Skipped] = [] if skipped is None else skipped
        self.event = event
        self.generated = generated

    def __repr__(self) -> str:
        return f"Report({len(self.results)} results, {len(self.skipped)} skipped)"

    def config_of(self, result: DeckResult) -> AppliedConfig | None:
        """The project config to show for a deck: the one that applied, unless it changed
        nothing (a ``.cardtools.yaml`` that only names what is the default: nothing to
        say on every deck; the JSON report still lists it) or the run is quiet and the
        deck is legal by a config that turned nothing off or down (a config that
        weakened a rule is shown even then). The rules only the command line turned off
        (``--select``, ``--ignore``) are said on a legal deck alone, whose verdict they
        qualify: the user asked for them, and an error found stays one. Quiet, a config
        that only gave the deck its format (``format mtg/modern (the decklist and the
        command line name none)``: every deck of a repository under pre-commit) is not
        shown on any deck: it weakened nothing and explains no finding."""
        from cardtools.model import COMMAND_LINE

        config = result.config
        if config is None or not config.changes or (self.quiet and (
                result.status == "legal" or _format_only(config)) and not config.weakens()):
            return None
        if result.status != "legal" and not config.files and all(
                change.setting == COMMAND_LINE for change in config.changes):
            return None
        return config

    def shown(self) -> list[DeckResult]:
        """The results a human report shows: all, or when quiet only the decks that are
        not legal or have a warning (a legal deck's warnings are still worth a look)."""
        return [r for r in self.results if not (self.quiet and r.status == "legal"
                                                and not r.count("warning"))]

    def violations(self, result: DeckResult) -> list[Violation]:
        """A result's violations a person reads: without info ones when quiet, and
        without the notes the report says once for the run (``RUN_NOTES``)."""
        return shown_violations(result, self.quiet, per_run=True)

    def data_age_notes(self) -> list[str]:
        """The distinct ``data-age`` notes of the run (sorted): what the reports a person
        reads say once for the run (``RUN_NOTES``)."""
        return sorted({r.data_age for r in self.results if r.data_age})

    def legal_by_weakening_config(self) -> int:
        """How many decks are legal under a project config that weakened the checks
        (``legal_by_weakening``; each one's verdict says so: ``verdict``)."""
        return legal_by_weakening(self.results)

    def bound_over_format_lines(self) -> int:
        """How many decks a config's ``force_format`` judged by its format, not by the
        other format their own ``Format:`` line names (a ``BOUND_FORMAT`` change): the
        summaries count them, so a head judge sees the lists sent for another event."""
        from cardtools.model import BOUND_FORMAT

        return sum(result.config is not None and any(
            change.setting == BOUND_FORMAT for change in result.config.changes)
            for result in self.results)

    def weakened_by(self) -> str:
        """What weakened the checks of the decks ``legal_by_weakening_config`` counts, as
        the summaries say it (``weakened_by``); ``""`` when none."""
        return weakened_by(self.results)

    def batch_findings(self, result: DeckResult) -> list[Violation]:
        """The batch step's findings on ``result`` a person reads (without info ones when
        quiet): its ``batch_violations``, and its violations of the rules only the batch
        step reports (``BATCH_COUNTS``), so that a result whose findings were not told
        apart is shown the same."""
        return [v for v in _to_show(result.violations, self.quiet)
                if v.rule in BATCH_COUNTS or v in result.batch_violations]

    def decks_with(self, rule: str) -> list[DeckResult]:
        """The decks with a batch finding of ``rule``, quiet or not (a quiet run shows no
        note, but its summary counts the decks of each: ``--quiet`` hid that two players
        registered one list, or that a deck naming no player was left out of the duplicate
        checks): the summaries' counts of ``BATCH_COUNTS``."""
        return [result for result in self.results
                if any(v.rule == rule for v in result.violations)]

    def found(self) -> int:
        """How many files the run found: those read and those a folder walk skipped, the
        count every human report's summary gives, its parts (legal, illegal, not judged,
        skipped) adding up to it."""
        return len(self.results) + len(self.skipped)

    def summary(self) -> dict[str, int]:
        """``{"files": n, "legal": n, "illegal": n, "error": n}``, and ``"skipped": n``
        when a folder walk skipped files (``files`` counts the files read)."""
        counts = {"files": len(self.results), "legal": 0, "illegal": 0, "error": 0}
        for result in self.results:
            counts[result.status] += 1
        if self.skipped:
            counts["skipped"] = len(self.skipped)
        return counts


def _format_only(config: AppliedConfig) -> bool:
    """Whether the only change ``config`` made is the format it gave the deck (setting
    ``format``, a deck naming none), which ``--quiet`` does not say."""
    return all(change.setting == "format" for change in config.changes)


#: The batch findings the human reports' summaries count, by rule id, with the words
#: that name the decks counted: a player's several lists, one list under several players,
#: the decks the duplicate checks left out.
BATCH_COUNTS: Mapping[str, str] = {"duplicate-player": "duplicate player",
                                   "duplicate-deck": "duplicate deck",
                                   "no-player": "no player named"}


def verdict_basis(report: Report) -> dict[str, Any]:
    """What the run's verdicts stand on, as the JSON report's results say it, for the
    reports that have a place for the run's facts (SARIF's run ``properties``, JUnit's
    test suite ``<properties>``): ``lists_as_of``, the days judged, and
    ``card_data_date``, the card data's dates of each game (``{"mtg": ["2026-08-22"]}``);
    each sorted, empty when no deck was judged with them."""
    games: dict[str, set[str]] = {}
    for result in report.results:
        if result.format_id and result.card_data_date:
            games.setdefault(result.format_id.partition("/")[0], set()).add(
                result.card_data_date)
    return {"lists_as_of": sorted({r.lists_as_of for r in report.results if r.lists_as_of}),
            "card_data_date": {game: sorted(dates) for game, dates in sorted(games.items())}}


def write_json_array(out: TextIO, parts: Iterable[str], indent: str = "") -> None:
    """Write a JSON array whose items come already encoded, a part at a time (a part holds
    one item or several joined by ``,\n``; empty parts are skipped): ``[``, the parts
    joined by ``,\n``, then ``]`` on a line of its own after ``indent``; ``[]`` when no
    part holds an item. A report so writes its items deck by deck, never holding all."""
    separator = "[\n"
    for part in parts:
        if part:
            out.write(separator + part)
            separator = ",\n"
    out.write("[]" if separator == "[\n" else "\n" + indent + "]")


#: Rules whose notes are about the data a whole run was judged with, not about one deck
#: (``data-age``): the reports a person or a code-scanning service reads (text, rich,
#: HTML, SARIF) say each distinct note once for the run (``Report.data_age_notes``)
#: instead of on every deck (``per_run``); the reports read result by result (JSON,
#: JUnit, GitLab) keep it on each deck. Raised above info by a config, it is the deck's.
#: A decklist's suppression comment never hides one (``Suppressions.hides``): one deck's
#: ``disable-file=all`` took the run's data-age clause out of the summary.
RUN_NOTES = frozenset({"data-age"})


def shown_violations(result: DeckResult, quiet: bool, per_run: bool = False
                     ) -> list[Violation]:
    """A result's violations to show: without info ones when ``quiet``, and without the
    notes said once for the run (``RUN_NOTES``) when ``per_run``."""
    return _to_show(result.violations, quiet, per_run)


def _to_show(violations: Sequence[Violation], quiet: bool, per_run: bool = False
             ) -> list[Violation]:
    return [v for v in violations if not (v.severity == "info" and (
        quiet or (per_run and v.rule in RUN_NOTES)))]


def keep_fragment(result: DeckResult, fragment: str) -> None:
    """End a ``prepare`` step: keep ``fragment`` (the deck's part of the report, written
    from its violations) as ``result.fragment`` and drop what it was written from: the
    violations (their numbers by severity stay in ``result.dropped``, so that
    ``result.count`` still counts them), the zones and the deck as read. A run then holds
    its report's parts, not the decks' findings."""
    counts = result.severity_counts()
    result.dropped = _SHARED_COUNTS.setdefault(counts, counts)
    result.silenced_dropped = result.silenced()
    result.fragment = fragment
    result.violations, result.zones, result.read = (), NO_ZONES, None


#: The zones of a prepared result: one empty mapping every result shares (read only:
#: ``DeckResult.zones`` is a ``Mapping``; a plain dict, so that results pickle).
NO_ZONES: Mapping[str, int] = {}
#: One tuple per distinct ``DeckResult.dropped`` value, shared by the results that have it.
_SHARED_COUNTS: dict[tuple[int, int, int], tuple[int, int, int]] = {}


class DeckPart(NamedTuple):
    """A deck's part of a report in two pieces: ``findings``, the batch step's findings
    to show (added after the deck was prepared; every report puts them first among the
    deck's violations of their severity), and ``fragment``, the part the style's
    ``prepare`` step wrote from the deck's own violations."""

    findings: list[Violation]
    fragment: str


def deck_part(result: DeckResult, quiet: bool,
              write: Callable[[DeckResult, list[Violation]], str],
              per_run: bool = False) -> DeckPart:
    """``result``'s part of a report (``DeckPart``). The fragment is the one its
    ``prepare`` step kept, or, for a result no ``prepare`` step saw (a file named on the
    command line that holds no deck, a report made in memory), ``write(result, its own
    violations to show)`` made now: the same text either way. Violations to show:
    without info ones when ``quiet``, without ``RUN_NOTES`` when ``per_run``."""
    fragment = result.fragment_text()
    if fragment is None:
        own = result.violations[len(result.batch_violations):]  # the batch's go first
        fragment = write(result, _to_show(own, quiet, per_run))
    return DeckPart(_to_show(result.batch_violations, quiet, per_run), fragment)


def own_errors(result: DeckResult) -> int:
    """How many of ``result``'s errors are the deck's own (not the batch step's)."""
    return result.count("error") - sum(v.severity == "error" for v in result.batch_violations)


class Reporter(Protocol):
    """What a reporter module provides."""

    def render(self, report: Report, out: TextIO, color: bool) -> None:
        """Write ``report`` to ``out``; ``color`` allows terminal colour."""


def reporter(name: str) -> Reporter:
    """The reporter module for a ``--report`` name (KeyError if unknown)."""
    module: Reporter = importlib.import_module(f"cardtools.reporters.{REPORTERS[name]}")
    return module


def preparer(name: str) -> Callable[[DeckResult, bool], None] | None:
    """The ``prepare`` step of the ``--report`` style ``name`` (called with a result and
    whether the run is quiet), or ``None`` if the style has none (KeyError if the name
    is unknown)."""
    step: Callable[[DeckResult, bool], None] | None = getattr(reporter(name), "prepare", None)
    return step
