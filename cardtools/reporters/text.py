"""The plain text report: one grep-friendly line per violation (DESIGN 7).

``path:line: severity [rule] message (hint)``; a violation of the whole deck has no
line: ``path: severity [rule] message (hint)``. A deck's project config is a line
``path: config FILE: changes``, a file a walk skipped ``path: skipped: reason``. A last
line sums the run up.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable
from typing import TextIO

from cardtools.display import visible
from cardtools.model import ORGANIZERS_ONLY, DeckResult, Violation
from cardtools.reporters import (
    BATCH_COUNTS,
    BOUND_LABEL,
    Report,
    deck_part,
    keep_fragment,
    problem_text,
    shown_violations,
    skipped_by_configs,
    verdict,
    weakened_summary,
)
from cardtools.rules.data_age import merged_notes, noted_day
from cardtools.wording import plural


def violation_line(result: DeckResult, violation: Violation) -> str:
    """One violation as ``path:line: severity [rule] message (hint)``; control and
    bidirectional-formatting characters of the path, message and hint are escaped
    (``visible``), so that each violation is one line and shows what it says."""
    path = visible(result.path)
    where = f"{path}:{violation.line}" if violation.line else path
    return (f"{where}: {violation.severity} [{violation.rule}] "
            f"{visible(problem_text(violation))}")


def summary_line(report: Report) -> str:
    """``5 files: 1 legal, 1 illegal, 1 not judged, 2 skipped`` (the count is every file
    found, the parts add up to it; the JSON summary's ``files`` counts the files read,
    without the skipped ones), the legal decks judged under a config that weakened the
    checks and those with warnings said beside them (``2 legal (1 with warnings)``),
    then the lists' and card data's dates and the run's data-age notes, merged into one
    clause per judged day, in brackets."""
    counts = report.summary()
    found = report.found()
    files = "file" if found == 1 else "files"
    warned = sum(1 for result in report.results
                 if result.status == "legal" and result.count("warning"))
    hushed = sum(1 for result in report.results
                 if result.status == "legal" and result.silenced())
    said_of_legal = "; ".join(([weakened] if (weakened := weakened_summary(report)) else [])
                              + ([f"{warned} with warnings"] if warned else [])
                              + ([f"{hushed} with findings their suppression comments "
                                  "silenced"] if hushed else []))
    legal = f"{counts['legal']} legal" + (f" ({said_of_legal})" if said_of_legal else "")
    line = (f"{found} {files}: {legal}, {counts['illegal']} illegal, "
            f"{counts['error']} not judged")
    if report.skipped:
        by_configs = skipped_by_configs(report.skipped)
        line += f", {len(report.skipped)} skipped" + (f" ({by_configs})" if by_configs else "")
    # said once here, not on every deck (RUN_NOTES), one clause for all the games
    notes = merged_notes(report.data_age_notes())
    said = dates_said(report.results, notes) + notes + _hidden_batch_notes(report)
    if bound := report.bound_over_format_lines():
        said.insert(0, f"{bound} {BOUND_LABEL}")
    if said:
        line += f" ({'; '.join(said)})"
    return line


def _hidden_batch_notes(report: Report) -> list[str]:
    """In a quiet run, the clause counting the decks whose batch finding of each rule of
    ``BATCH_COUNTS`` is a note ``--quiet`` hid (``2 decks noted duplicate deck, 1 deck
    noted no player named: notes not shown (--quiet)``): two players registering one
    list, or a deck left out of the duplicate checks, was said nowhere. None otherwise."""
    if not report.quiet:
        return []
    counts = [f"{plural(decks, 'deck')} noted {label}" for rule, label in BATCH_COUNTS.items()
              if (decks := sum(any(v.rule == rule and v.severity == "info"
                                   for v in result.violations)
                               for result in report.decks_with(rule)))]
    return [", ".join(counts) + ": notes not shown (--quiet)"] if counts else []


def dates_said(results: Iterable[DeckResult], notes: Iterable[str] = ()) -> list[str]:
    """The clauses saying the days ``results`` were judged as of and their card data
    (DESIGN 9, "Data age"): ``["judged as of 2024-01-01", "card data: mtg 2026-08-22"]``;
    a day a data-age note of ``notes`` says (``judged as of DAY, but ...``) is left to
    it. Either clause is left out when no result has it."""
    results = list(results)
    dates = sorted({r.lists_as_of for r in results if r.lists_as_of}
                   - {noted_day(note) for note in notes})
    data = _card_data_of(results)
    return ([f"judged as of {', '.join(dates)}"] if dates else []) + ([data] if data else [])


def card_data_dates(report: Report) -> str:
    """The card data the decks were judged with, game by game: ``card data: mage-noir
    2025, mtg 2026-08-22`` (``magetcg 2026-11-29 with mycards.csv`` with card files);
    ``""`` when no deck was judged with card data."""
    return _card_data_of(report.results)


def _card_data_of(results: Iterable[DeckResult]) -> str:
    """``card_data_dates`` of ``results``."""
    data = sorted({(_game(r.format_id), words) for r in results
                   if r.format_id and (words := r.card_data_words())})
    return "card data: " + ", ".join(f"{game} {date}".strip() for game, date in data) \
        if data else ""


def _game(format_id: str | None) -> str:
    """The game of a format id (``mtg/modern`` -> ``mtg``)."""
    return (format_id or "").partition("/")[0]


def prepare(result: DeckResult, quiet: bool) -> None:
    """Write the deck's violation lines (``result.fragment``), where it was judged, and
    drop its violations and zones (``keep_fragment``): a run of any size then holds a
    few lines per deck. The lines are those ``render`` writes for a deck it shows; a
    deck it does not show (quiet, legal, no warning) has none: without info violations
    nothing is left."""
    keep_fragment(result, deck_lines(result, quiet))


def deck_lines(result: DeckResult, quiet: bool) -> str:
    """The deck's violation lines ``prepare`` keeps (``violation_line`` each, without info
    ones when ``quiet`` and without the notes said once for the run), from its
    violations now. Pure."""
    return _lines(result, shown_violations(result, quiet, per_run=True))


def players_lines(result: DeckResult, quiet: bool) -> str:
    """``deck_lines`` of the deck's own report (``render_deck``): its findings' hints
    worded for its player (``for_player``). Pure."""
    return _lines(result, players_findings(shown_violations(result, quiet, per_run=True)))


def players_findings(violations: Iterable[Violation]) -> list[Violation]:
    """``violations`` as a player's own report says them (``for_player``). Pure."""
    return [for_player(violation) for violation in violations]


def for_player(violation: Violation) -> Violation:
    """``violation`` as its player's own report says it, as the finding was made to be
    said (``Violation.players``, ``players_hint``): its message and hint worded for the
    player where it has them (a list's ``Format:`` line that gave way to the organizer's
    ``--format``, config or ``force_format`` is said as this event's format; a list of
    another game gets a fix the player can make, ``batch.OWN_EVENT_HINT``), a fix marked
    the organizer's alone (``ORGANIZERS_ONLY``) dropped (a warning's or an error's
    becomes ``tell the organizer``); an ``unknown-card`` hint naming the organizer's
    fixes (``--cards``, newer card data) is worded for the player, who has neither
    (``unknown_card.players_hint``). Never judged by the words of a message: a note
    quoting a player's line (``config``, ``--x``) is the player's. Pure."""
    own = violation if not violation.players else violation._replace(
        message=violation.players)
    if own.players_hint == ORGANIZERS_ONLY:
        return own._replace(hint=None if own.severity == "info" else "tell the organizer")
    if own.players_hint is not None:
        return own._replace(hint=own.players_hint)
    return _players_hint(own)


def _players_hint(violation: Violation) -> Violation:
    """``for_player``'s rewording of an ``unknown-card`` hint naming the organizer's fixes
    (``--cards``, newer card data); a fix its maker did not word for the player that
    still names the command line or a config (``_ORGANIZERS``: a fix is the tool's own
    words, a note's message may quote the player's) is taken as the organizer's: dropped
    from a note, ``tell the organizer`` for a warning or an error."""
    if violation.hint is None:
        return violation
    if violation.rule == "unknown-card":
        from cardtools.rules.unknown_card import players_hint

        violation = violation._replace(hint=players_hint(violation.hint))
    if violation.hint is not None and _ORGANIZERS.search(violation.hint):
        return violation._replace(
            hint=None if violation.severity == "info" else "tell the organizer")
    return violation


#: The command line (an option, a command of the tool) or a project config, as a fix
#: names them: what an organizer runs or writes, not a player.
_ORGANIZERS = re.compile(r"(?<![\w'-])--[a-z][a-z-]*|\bcardtools [a-z]+|\bconfig\b")


def _lines(result: DeckResult, violations: list[Violation]) -> str:
    return "".join([violation_line(result, violation) + "\n" for violation in violations])


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write for each deck the project config that applied (``path: config FILE:
    changes``) and every violation (without info ones when quiet), then each file
    skipped (``path: skipped: reason``) and the summary line. A prepared deck's lines
    (``prepare``) follow the findings the batch step added after it was prepared."""
    _write_decks(report, out)
    out.write(summary_line(report) + "\n")


def render_deck(result: DeckResult, quiet: bool, event: str | None, out: TextIO) -> None:
    """Write one deck's own report (``check --per-deck-reports``): its head
    (``deck_head``: its player, ``event``, format, day and zones' counts), the lines
    ``render`` writes for ``result`` alone (its config, its violations worded for its
    player, ``for_player``, or its ``text_fragment``, ``players_lines``, once prepared),
    then its verdict (``path: verdict:
    illegal``, ``verdict`` words it) and the summary line of a run of it alone, with
    the day it was judged as of and its card data's date. Nothing of another deck and
    nothing for the organizer alone: of the batch step's findings (``cardtools.batch``),
    those about the deck itself are worded for its player (``batch.own_part``: an
    ``Event:`` line of another event, no player named, another list naming the player),
    those made by comparing it with other decks (a duplicate deck, a shared pool, a
    look-alike path) are left out; so are the project config's line and what a config
    did to the verdict, and the notes and fixes naming the command line or a config are
    worded for the player or left out (``for_player``)."""
    from cardtools.batch import own_part

    result = copy.copy(result)
    result.config = None  # the organizer's: its line, and what it did to the verdict
    if result.text_fragment is not None:
        result.fragment = result.text_fragment
    across = len(result.batch_violations)
    result.batch_violations = [own for finding in result.batch_violations
                               if (own := own_part(finding)) is not None]
    result.violations = [*result.batch_violations,
                         *players_findings(result.violations[across:])]
    report = Report([result], quiet=quiet)
    out.writelines(f"{line}\n" for line in deck_head(result, event))
    _write_decks(report, out)
    out.write(f"{visible(result.path)}: verdict: {verdict(result)}\n")
    out.write(summary_line(report) + "\n")


def deck_head(result: DeckResult, event: str | None) -> list[str]:
    """The head of a deck's own report, lines of the text report's form (``path:
    player: Camille Dubois``): its player (the list's ``Player:`` line), the event
    (``event``, the run's ``--event``, else the list's ``Event:`` line), its format and
    the day it was judged as of (left out for a format with no banned or restricted
    lists, Magi-Nation's, MageTCG's: no day was, as the HTML and rich reports leave it
    out), and its zones' card counts under the game's names for them
    (``gamedata.game_zone_label``: ``cards: deck 44, side deck 10``); each line only
    when known (a file not judged has no format). Pure but for reading the game data."""
    from cardtools.gamedata import game_zone_label

    event = event or result.event
    game = result.format_id.partition("/")[0] if result.format_id else None
    facts = [("player", result.player), ("event", event),
             ("format", result.format_id and f"{result.format_name or result.format_id} "
              f"({result.format_id})" + (f", judged as of {result.lists_as_of}"
                                         if result.lists_as_of else "")),
             ("cards", ", ".join(f"{game_zone_label(game, zone).lower()} {count}"
                                 for zone, count in result.zones.items()))]
    path = visible(result.path)
    return [f"{path}: {name}: {visible(value)}" for name, value in facts if value]


def _write_decks(report: Report, out: TextIO) -> None:
    """``render``'s lines before the summary: each deck's, then each file skipped."""
    shown = {id(result) for result in report.shown()}
    for result in report.results:
        config = report.config_of(result)
        if config is not None:
            out.write(f"{result.path}: {config.summary()}\n")
        if id(result) in shown:
            findings, fragment = deck_part(result, report.quiet, _lines, per_run=True)
            out.write(_lines(result, findings) + fragment)
    for skipped in report.skipped:
        out.write(f"{skipped.path}: skipped: {skipped.reason}\n")
