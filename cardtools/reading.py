"""Reading a decklist into a resolved deck without judging it (``diff``, ``legality``).

The same reading as ``cardtools check``: the same readers, project config, card files
and name resolution, so a deck compared or listed here is the deck a check judges. The
game comes from ``--game``, else the format (``--format``, the ``Format:`` line, the
project config), else the ``Game:`` line, else the game whose card data knows the most
of the deck's names (said in ``guessed``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cardtools.checker import Checker, read_for_game, read_game_line, resolve_deck
from cardtools.config import NO_SETTINGS, DeckSettings
from cardtools.decklist import EMPTY_HINT, empty_reason, read_decklist
from cardtools.display import visible
from cardtools.errors import UnknownFormat, UsageError
from cardtools.formatspec import Format
from cardtools.guessed_zones import read_guessed
from cardtools.inputs import read_input
from cardtools.model import AppliedConfig, Deck, Decklist, Finding
from cardtools.paths import printable
from cardtools.wording import plural, with_article


@dataclass
class ReadDeck:
    """A decklist read and resolved: ``deck``; its ``format`` when one is known;
    ``guessed`` says how the game was guessed (empty when it was given); ``config``
    what the project config that applied changed in how it was read (``reading_config``;
    empty when nothing)."""

    deck: Deck
    format: Format | None
    guessed: str = ""
    config: str = ""


def unread_line(path: str, finding: Finding) -> str:
    """The one line that tells why a file could not be read as a deck:
    ``PATH:LINE: error [RULE] MESSAGE (HINT)``, on the finding's line, else 1, as the
    text report of ``check`` says it (every violation has a line); what the user
    wrote, the hint too (a file's name it offers), made ``visible``, as ``check`` does."""
    hint = f" ({visible(finding.hint)})" if finding.hint else ""
    return (f"{visible(printable(path))}:{finding.line or 1}: error [{finding.rule}] "
            f"{visible(finding.message)}{hint}")


def read_deck(checker: Checker, path: str, game: str | None = None,
              format_id: str | None = None, default_format: str | None = None,
              same_game: bool = False) -> ReadDeck | Finding:
    """Read, and resolve against its game's cards, the decklist at ``path``, by the
    format ``format_id`` when given, else by the one its ``Format:`` line names, else
    ``default_format``, else the config's. With ``same_game`` (``legality --game``), a
    format of another game than ``game`` is not read (``_another_game``); else ``game``
    reads the names whatever the format (``diff --game`` reads both lists in one game).

    Output: the deck, or a ``file-error`` (unreadable, not a decklist, or empty with no
    game given to read it by) or ``unknown-format`` finding (no game could be told).
    Raises ``CardtoolsError`` for a bad config or card file.
    """
    data = read_input(path, checker.options.stdin)
    if isinstance(data, Finding):
        return data
    settings = checker.configs.settings_for(path) if checker.options.use_config else None
    zones = checker.registry_for(settings.formats_dirs if settings else ()).zones
    decklist = read_decklist(data, path, zones)
    if decklist.fatal is not None:
        return decklist.fatal
    unread_game = read_game_line(decklist, checker.registry_for(
        settings.formats_dirs if settings else ()))
    wanted = format_id or checker.named_format(decklist) or default_format or (
        settings.format_id if settings else None)
    fmt = None
    if wanted:
        try:
            registry = checker.registry_for(settings.formats_dirs if settings else ())
            if game is None:
                fmt, picked = checker.format_of(registry, wanted, decklist,
                                                settings.card_files if settings else ())
                if picked is not None:
                    decklist.findings.append(picked)
            else:
                fmt = registry.get(wanted, game)
                if same_game and fmt.game != game:
                    return _another_game(decklist, fmt, game, format_id)
        except UnknownFormat as exc:
            if game is None and not decklist.metadata.get("game"):
                return _unknown_format(checker, decklist, settings, exc.message,
                                       own=not format_id and wanted == checker.named_format(
                                           decklist))
    written_game = decklist.metadata.get("game")
    if same_game and game is not None and written_game:
        named_game = checker.registry.game_named(written_game)
        if named_game is not None and named_game != game:
            return Finding("unknown-format", f"the decklist is {with_article(named_game)} "
                           f"list (Game: {written_game}); --game {game} reads {game} decks",
                           line=decklist.metadata_lines.get("game"),
                           hint=f"read it with --game {named_game}, or leave --game out")
    chosen = game or (fmt.game if fmt else None) or decklist.metadata.get("game")
    files = settings.card_files if settings else ()
    guessed = ""
    if chosen is None:
        empty = None if decklist.lines else empty_reason(data, path)
        if empty is not None:  # nothing to tell a game by: the file is what is wrong
            return Finding("file-error", empty, line=1, hint=EMPTY_HINT)
        guess = guessed_game(checker, decklist, files, unread_game)
        if isinstance(guess, Finding):
            return guess
        chosen, guessed = guess
    database = checker.database(chosen, files)
    decklist = read_for_game(decklist, data, path, checker.registry_for(
        settings.formats_dirs if settings else ()), chosen, lambda: database)
    deck = resolve_deck(decklist, database, path,
                        fmt.zones if fmt is not None and fmt.game == chosen else None,
                        checker.registry.zones)
    if fmt is not None and fmt.game == chosen:
        read_guessed(deck, fmt)
    config_format = None if format_id or checker.named_format(decklist) or default_format \
        else wanted
    return ReadDeck(deck, fmt, guessed, reading_config(checker, settings, config_format))


#: The settings of a project config that change how a decklist is read (its format's
#: zones, its game data's sections, its cards), as ``ConfigChange.setting`` names them;
#: rule severities judge, and reading judges nothing.
READING_SETTINGS = frozenset({"format", "formats_dir", "cards"})


def reading_config(checker: Checker, settings: DeckSettings | None,
                   config_format: str | None) -> str:
    """What the project config of ``settings`` changed in how a decklist is read, as
    ``check``'s reports say it (``config FILE: format mtg/modern (...); cards
    extra.csv: ...``), its changes of ``READING_SETTINGS`` only; ``config_format`` is the
    config's format when the list is read by it. Empty when no config applied or it
    changed none of those: ``diff`` said nothing of a config that read a list's cards
    as others."""
    if settings is None or settings.source is None:
        return ""
    applied = checker.applied_config(settings, config_format)
    if applied is None:
        return ""
    changes = [change for change in applied.changes if change.setting in READING_SETTINGS]
    return AppliedConfig(applied.files, tuple(changes)).summary() if changes else ""


def refuse_another_game(format_id: str, format_game: str, game: str | None) -> None:
    """Refuse ``--format`` and ``--game`` that disagree: ``format_game`` is the game of
    the format ``--format format_id`` names, ``game`` what ``--game`` gives (``None``:
    not given, nothing to refuse). Raises ``UsageError`` saying to give one of them."""
    if game is not None and format_game != game:
        raise UsageError(f"--format {format_id} is {with_article(format_game)} format, and "
                         f"--game names {game}: give one of them")


def _another_game(decklist: Decklist, fmt: Format, game: str, format_id: str | None
                  ) -> Finding:
    """The deck is not read when ``--game`` names another game than its format's: a
    usage error when ``--format`` names that format (the two options disagree), else an
    ``unknown-format`` finding on the decklist's ``Format:`` line (a Mage Noir list read
    as Magic cards was legal in no format, every card unknown). Raises ``UsageError``."""
    if format_id:
        refuse_another_game(format_id, fmt.game, game)
    written = decklist.metadata.get("format", fmt.id)
    return Finding("unknown-format", f"the decklist names the format '{written}', "
                   f"{with_article(fmt.game)} format; --game {game} reads {game} decks",
                   line=decklist.metadata_lines.get("format"),
                   hint=f"read it with --game {fmt.game}, or leave --game out")


def _unknown_format(checker: Checker, decklist: Decklist, settings: DeckSettings | None,
                    message: str, own: bool) -> Finding:
    """The ``unknown-format`` finding of a decklist whose format names none and that
    says no game, with the fix where the name was written: the decklist's ``Format:``
    line (``own``; the finding on that line), else the config that gave it, else
    ``--format``; or ``--game``."""
    if own:
        where = checker.format_source(decklist, NO_SETTINGS)
    elif settings is not None and settings.source is not None:
        where = f"the format of {checker.format_source(decklist, settings)}"
    else:
        where = "--format"
    return Finding("unknown-format", message,
                   line=decklist.metadata_lines.get("format") if own else None,
                   hint=f"fix {where}, or give --game GAME")


def guessed_game(checker: Checker, decklist: Decklist, files: Sequence[Path] = (),
                 unread_game: Finding | None = None) -> tuple[str, str] | Finding:
    """The game whose card data resolves the most of the decklist's names
    (``Checker.guess_game``, with a config's card ``files``), and a note saying so
    (``game guessed: magetcg (...)``), as ``legality``, ``diff`` and ``read`` tell it; a
    finding when no game, or more than one equally, knows them, naming the ``Game:``
    line that names no game (``unread_game``: ``Game: MageNoir``) when there is one,
    with its suggestion."""
    guess = checker.guess_game(decklist, files)
    if guess is None and unread_game is not None:
        return Finding("unknown-format", f"cannot tell the deck's game: {unread_game.message}"
                       ", and no game's cards tell it", line=unread_game.line,
                       hint=f"{unread_game.hint}, or give --game GAME")
    if guess is None:
        return Finding("unknown-format", "cannot tell the deck's game: no Format: or Game: "
                       "line, and no game's cards tell it", hint="give --game GAME")
    return guess.game, f"game guessed: {guess.game} ({_known_names(guess.known, guess.names)})"


def _known_names(known: int, names: int) -> str:
    """How many of a deck's card names a game's card data knows, as the note of a game
    guessed says it: ``its card data knows 14 of the deck's 15 card names``, ``all 15 of
    the deck's card names``, ``the deck's one card name``."""
    if known == names:
        return ("its card data knows the deck's one card name" if names == 1
                else f"its card data knows all {names} of the deck's card names")
    return f"its card data knows {known} of the deck's {plural(names, 'card name')}"
