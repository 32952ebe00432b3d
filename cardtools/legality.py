"""``cardtools legality FILE...``: where a decklist can be played.

Each deck is judged, as ``check`` judges it, against every format of its game (bases,
not variants: ``mtg/standard`` ... ``mtg/vintage``), and the table says ``legal`` or
the first reason it is not (its first error); a deck judged as of a day later than its
card data or a format's lists gets that ``data-age`` note under the table, and a deck
judged under a project config (``.cardtools.yaml``; ``--isolated``, ``--config`` as
``check`` takes them) that changed its checks gets the config's changes there, a legal
verdict the config weakened saying so (``legal (config turned banned off)``). A deck judged
in no format (its game has no card loaded: MageTCG without ``--cards``) gets no table but
the one line ``check`` writes for it, with its fix. Exit code: 0 when every deck is legal
in at least one format, 1 when a deck is legal in none, 2 when a file could not be read
(or its game not told) or a deck could not be judged.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from cardtools.checker import Checker, CheckOptions
from cardtools.display import console_width, visible
from cardtools.engine import NOT_JUDGED_RULES
from cardtools.inputs import read_input
from cardtools.model import DeckResult, Finding
from cardtools.paths import printable
from cardtools.reading import ReadDeck, read_deck, unread_line


def first_reason(result: DeckResult) -> str:
    """``legal``, or ``[rule] message`` of the result's first error, with how many more
    errors and warnings the deck has in that format (``(+3 more)``: ``check --format`` lists
    them). A legal deck with
    warnings (bans not checked before a format's recorded lists, a card of a set Magic
    Online had but stores had not yet) says so with its first: ``legal (1 warning:
    [banned] ...)``, as a bare ``legal`` would claim more than was judged."""
    if result.status == "legal":
        warnings = [v for v in result.violations if v.severity == "warning"]
        if not warnings:
            return "legal"
        counted = f"{len(warnings)} warning" + ("" if len(warnings) == 1 else "s")
        return f"legal ({counted}: [{warnings[0].rule}] {warnings[0].message})"
    first = next((v for v in result.violations if v.severity == "error"), None)
    if first is None:
        return result.status
    more = sum(v.severity in ("error", "warning") for v in result.violations) - 1
    return f"[{first.rule}] {first.message}" + (f" (+{more} more)" if more else "")


def verdict_cell(result: DeckResult) -> str:
    """A format's cell of the table: ``first_reason``, and for a legal deck judged under
    a project config (or ``--select``/``--ignore``) that weakened the checks what it did,
    as ``check``'s reports mark such a verdict (``reporters.verdict``): ``legal (config
    turned banned off)``; a bare ``legal`` hid a ban the player's config turned off."""
    from cardtools.reporters import weakened

    reason = first_reason(result)
    config = result.config
    if result.status != "legal" or config is None or not config.weakens():
        return reason
    return f"{reason} ({weakened(config)})"


def config_notes(results: Sequence[tuple[str, DeckResult]]) -> list[str]:
    """The project configs that changed a deck's checks, each distinct one once in
    table order, as ``check``'s text report says them (``AppliedConfig.summary``):
    ``config subs/bob/.cardtools.yaml: rule banned turned off (default error)``; a
    config that changed nothing is not said."""
    return list(dict.fromkeys(result.config.summary() for _format_id, result in results
                              if result.config is not None and result.config.changes))


def legal_summary(results: Sequence[tuple[str, DeckResult]]) -> str:
    """The line under a deck's table: the formats (ids, in table order) it is legal in,
    ``legal in 2 of 12 formats: mtg/legacy, mtg/vintage``, or ``legal in 0 of 12
    formats``; the formats legal only as a project config (or ``--select``/``--ignore``)
    weakened the checks are counted and what weakened them named, in the words of
    ``check``'s summary (``reporters.weakened_words``): ``legal in 4 of 12 formats (4
    under config .cardtools.yaml that weakened the checks): ...``."""
    from cardtools.reporters import weakened_words

    legal = [format_id for format_id, result in results if result.status == "legal"]
    weakened = weakened_words([result for _format_id, result in results])
    counted = f"legal in {len(legal)} of {len(results)} format" + (
        "" if len(results) == 1 else "s") + (f" ({weakened})" if weakened else "")
    return f"{counted}: {', '.join(legal)}" if legal else counted


def data_age_notes(results: Sequence[tuple[str, DeckResult]]) -> list[str]:
    """The ``data-age`` notes of a deck's results (``note: judged as of ...``), each
    distinct text once in table order: the day judged is later than the card data or a
    format's lists, so the table cannot be read as the verdicts of that day."""
    notes = dict.fromkeys(result.data_age for _format_id, result in results
                          if result.data_age)
    return [f"note: {note}" for note in notes]


def not_judged(results: Sequence[tuple[str, DeckResult]]) -> Finding | None:
    """The reason a deck was judged in none of its formats (every result's status
    ``error``: its game has no card loaded), as the finding of its first result's first
    not-judged violation (rule, message, line and fix); ``None`` when a format judged it.
    A deck so told was "legal in 0 of 6 formats", exit 1, as if judged and illegal."""
    if not results or any(result.status != "error" for _format_id, result in results):
        return None
    _format_id, first = results[0]
    reason = next((v for v in first.violations if v.rule in NOT_JUDGED_RULES),
                  first.violations[0] if first.violations else None)
    if reason is None:
        return Finding("internal-error", "the deck was judged in none of its formats")
    return Finding(reason.rule, reason.message, reason.line, reason.zone, reason.hint)


def verdicts(options: CheckOptions, path: str, game: str | None,
             checkers: dict[str | None, Checker] | None = None
             ) -> tuple[list[tuple[str, DeckResult]], ReadDeck] | Finding:
    """The deck at ``path`` judged in every format of its game: ``[(format id,
    result)]`` in id order and the deck as read, or the finding that stopped it.
    ``checkers`` keeps a checker per format id from one deck to the next."""
    checkers = {} if checkers is None else checkers

    def checker_for(format_id: str | None) -> Checker:
        if format_id not in checkers:
            checkers[format_id] = Checker(options.for_format(format_id))
        return checkers[format_id]

    base = checker_for(None)
    read = read_deck(base, path, game, same_game=True)
    if isinstance(read, Finding):
        return read
    data = read_input(path, options.stdin)
    assert isinstance(data, bytes)  # read_deck has just read it
    found = []
    for format_id in base.registry.ids(("format",), read.deck.game):
        checker = checker_for(format_id)
        settings = checker.configs.settings_for(path) if options.use_config else None
        found.append((format_id, checker.check_bytes(data, path, settings)))
    return found, read


def run_legality(options: CheckOptions, paths: Sequence[str], game: str | None,
                 echo: Callable[[str], None], warn: Callable[[str], None]) -> int:
    """Write a table per deck: each format of its game, and ``legal`` or the first
    reason (``verdict_cell``), then the line of ``legal_summary`` and the
    ``config_notes``; after the last deck the ``data_age_notes`` of the run, each once
    (they are about the data every deck was judged with: said under each deck, they
    repeated one note as many times as there were decks). Output: the exit code (see
    the module)."""
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from cardtools.richconsole import console as make_console

    code = 0
    ages: dict[str, None] = {}  # the run's data-age notes, in the order first said
    checkers: dict[str | None, Checker] = {}
    console = make_console(highlight=False, emoji=False, width=console_width(sys.stdout),
                           no_color=True)
    for path in paths:
        outcome = verdicts(options, path, game, checkers)
        if isinstance(outcome, Finding):
            warn(unread_line(path, outcome))
            code = 2
            continue
        results, read = outcome
        unjudged = not_judged(results)
        if unjudged is not None:
            warn(unread_line(path, unjudged))
            code = 2
            continue
        player = read.deck.metadata.get("player")
        title = visible(printable(path)) + (f" ({visible(player)})" if player else "")
        table = Table(header_style="bold", box=box.SQUARE)
        table.add_column("Format", overflow="fold")
        table.add_column("Verdict", overflow="fold")
        for format_id, result in results:
            table.add_row(format_id, Text(visible(verdict_cell(result))))
        with console.capture() as captured:
            console.print(table)
        echo(title)
        echo("\n".join(line.rstrip() for line in captured.get().rstrip("\n").split("\n")))
        echo(legal_summary(results))
        for note in config_notes(results):
            echo(visible(note))
        ages.update(dict.fromkeys(data_age_notes(results)))
        if read.guessed:
            warn(f"{visible(printable(path))}: {read.guessed}")
        if code == 0 and not any(r.status == "legal" for _f, r in results):
            code = 1
    for note in ages:
        echo(visible(note))
    return code
