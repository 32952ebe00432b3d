"""``cardtools legality FILE...``: where a decklist can be played.

Each deck is judged, as ``check`` judges it, against every format of its game (bases,
not variants: ``mtg/standard`` ... ``mtg/vintage``), and the table says ``legal`` or
the first reason it is not (its first error); a deck judged as of a day later than its
card data or a format's lists gets that ``data-age`` note under the table, and a deck
judged under a project config (``.cardtools.yaml``; ``--isolated``, ``--config`` as
``check`` takes them) that changed its checks gets the config's changes there, a legal
verdict the config weakened saying so (``legal (config turned banned off)``). A deck judged
in no format (its game has no card loaded: MageTCG without ``--cards``) gets no table but
the one line ``check`` writes for it, with its fix. The table is boxed on a terminal
and plain lines when piped (``--report rich`` or ``text``); ``--report json`` writes one
JSON document instead (``run_legality``). Exit code: 0 when every deck is legal
in at least one format, 1 when a deck is legal in none, 2 when a file could not be read
(or its game not told) or a deck could not be judged.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import Any

from cardtools import __version__
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
    under config .cardtools.yaml that weakened the checks): ...``; then, as ``check``'s
    summary says them (``reporters.text.dates_said``, DESIGN 9 "Data age"), the judged
    day and the card data's date: ``(judged as of 2024-01-01; card data: mtg
    2026-08-22)``."""
    from cardtools.reporters import weakened_words
    from cardtools.reporters.text import dates_said

    legal = [format_id for format_id, result in results if result.status == "legal"]
    weakened = weakened_words([result for _format_id, result in results])
    counted = f"legal in {len(legal)} of {len(results)} format" + (
        "" if len(results) == 1 else "s") + (f" ({weakened})" if weakened else "")
    said = dates_said(result for _format_id, result in results)
    return (f"{counted}: {', '.join(legal)}" if legal else counted) + (
        f" ({'; '.join(said)})" if said else "")


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
            said = checkers[None].warned_shadowed if None in checkers else None
            checkers[format_id] = Checker(options.for_format(format_id), said)
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


#: The styles of ``legality --report``: the table on a terminal, plain lines when piped.
LEGALITY_STYLES = ("rich", "text", "json")


def legality_style(written: str | None, terminal: bool) -> str:
    """The ``--report`` style of ``legality``: ``written`` whatever its case, else
    ``rich`` on a ``terminal`` and ``text`` when piped, as ``check`` chooses (a boxed
    table piped to ``grep`` or a file was the only form). Raises ``UsageError`` for
    another style, with the closest."""
    from cardtools.errors import UsageError
    from cardtools.nearmiss import did_you_mean, spelt_as

    if written is None:
        return "rich" if terminal else "text"
    style = spelt_as(written, LEGALITY_STYLES)
    if style is None:
        close = did_you_mean(written, LEGALITY_STYLES, aliases={"txt": "text"})
        raise UsageError(f"--report must be one of {', '.join(LEGALITY_STYLES)}, not "
                         f"{written!r}" + (f" ({close})" if close else ""))
    return style


def _table(results: Sequence[tuple[str, DeckResult]], style: str) -> str:
    """A deck's table of formats and verdicts (``verdict_cell``): Rich's boxed table
    for ``rich``, drawn at the output's width, else plain lines (``tables.plain_table``:
    a header, then one row a line, padded to the widest format id)."""
    rows = [(format_id, visible(verdict_cell(result))) for format_id, result in results]
    if style != "rich":
        from cardtools.tables import plain_table

        return plain_table(("Format", "Verdict"), rows).rstrip("\n")
    from rich import box
    from rich.table import Table
    from rich.text import Text

    from cardtools.richconsole import console as make_console

    console = make_console(highlight=False, emoji=False, width=console_width(sys.stdout),
                           no_color=True)
    table = Table(header_style="bold", box=box.SQUARE)
    table.add_column("Format", overflow="fold")
    table.add_column("Verdict", overflow="fold")
    for format_id, verdict in rows:
        table.add_row(format_id, Text(verdict))
    with console.capture() as captured:
        console.print(table)
    return "\n".join(line.rstrip() for line in captured.get().rstrip("\n").split("\n"))


def _deck_json(path: str, results: Sequence[tuple[str, DeckResult]], read: ReadDeck
               ) -> dict[str, Any]:
    """A judged deck's entry of ``legality --report json``: its path (as ``check``'s
    JSON report names it), ``status`` (``legal`` when legal in a format, else
    ``illegal``), player, game, ``lists_as_of`` (the judged day) and
    ``card_data_date`` as ``check``'s JSON report gives them, the formats it is legal
    in, each format's status, ``verdict`` (the table's cell) and violations
    (``check``'s JSON form), and the project configs that changed its checks
    (``config_notes``)."""
    from cardtools.paths import unambiguous

    legal = [format_id for format_id, result in results if result.status == "legal"]
    deck: dict[str, Any] = {"path": unambiguous(path),
                            "status": "legal" if legal else "illegal"}
    player = read.deck.metadata.get("player")
    if player:
        deck["player"] = player
    deck["game"] = read.deck.game
    for key in ("lists_as_of", "card_data_date"):  # as check's JSON report names them
        value = next((getattr(r, key) for _f, r in results if getattr(r, key)), None)
        if value:
            deck[key] = value
    deck["legal_in"] = legal
    deck["formats"] = [{"format": format_id, "status": result.status,
                        "verdict": verdict_cell(result),
                        "violations": [v.to_json() for v in result.violations]}
                       for format_id, result in results]
    deck["configs"] = config_notes(results)
    return deck


def _unjudged_json(path: str, finding: Finding) -> dict[str, Any]:
    """The entry of a deck ``legality --report json`` could not read or judge: its
    path, ``status`` ``error`` and the one violation saying why, as ``check``'s JSON
    report gives it."""
    from cardtools.checker import error_result
    from cardtools.paths import unambiguous

    result = error_result(path, finding)
    return {"path": unambiguous(path), "status": "error",
            "violations": [v.to_json() for v in result.violations]}


def run_legality(options: CheckOptions, paths: Sequence[str], game: str | None,
                 echo: Callable[[str], None], warn: Callable[[str], None],
                 style: str = "rich") -> int:
    """Write a table per deck: each format of its game, and ``legal`` or the first
    reason (``verdict_cell``), then the line of ``legal_summary`` and the
    ``config_notes``; after the last deck the ``data_age_notes`` of the run, each once
    (they are about the data every deck was judged with: said under each deck, they
    repeated one note as many times as there were decks). ``style`` (``legality_style``)
    draws the table boxed (``rich``) or in plain lines (``text``), or writes one JSON
    document instead (``json``: ``schema_version``, ``tool``, ``decks``, each a
    ``_deck_json`` or an ``_unjudged_json``, and the run's ``notes``). A deck not
    judged is said on standard error (in the JSON document for ``json``). Output: the
    exit code (see the module)."""
    code = 0
    ages: dict[str, None] = {}  # the run's data-age notes, in the order first said
    checkers: dict[str | None, Checker] = {}
    decks: list[dict[str, Any]] = []
    for path in paths:
        outcome = verdicts(options, path, game, checkers)
        unjudged = outcome if isinstance(outcome, Finding) else not_judged(outcome[0])
        if unjudged is not None:
            if style == "json":
                decks.append(_unjudged_json(path, unjudged))
            else:
                warn(unread_line(path, unjudged))
            code = 2
            continue
        assert not isinstance(outcome, Finding)
        results, read = outcome
        if style == "json":
            decks.append(_deck_json(path, results, read))
        else:
            player = read.deck.metadata.get("player")
            echo(visible(printable(path)) + (f" ({visible(player)})" if player else ""))
            echo(_table(results, style))
            echo(legal_summary(results))
            for note in config_notes(results):
                echo(visible(note))
        ages.update(dict.fromkeys(data_age_notes(results)))
        if read.guessed:
            warn(f"{visible(printable(path))}: {read.guessed}")
        if code == 0 and not any(r.status == "legal" for _f, r in results):
            code = 1
    if style == "json":
        echo(_legality_json(decks, list(ages)))
        return code
    for note in ages:
        echo(visible(note))
    return code


def _legality_json(decks: list[dict[str, Any]], notes: list[str]) -> str:
    """The JSON document of ``legality --report json``: ``schema_version`` and ``tool``
    as ``check``'s JSON report writes them, the ``decks`` and the run's data-age notes
    (their text, without ``note:``)."""
    import json

    from cardtools.reporters.json_report import SCHEMA_VERSION

    return json.dumps({"schema_version": SCHEMA_VERSION,
                       "tool": {"name": "cardtools", "version": __version__},
                       "decks": decks,
                       "notes": [note.removeprefix("note: ") for note in notes]},
                      ensure_ascii=False, indent=2)
