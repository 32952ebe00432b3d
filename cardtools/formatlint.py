"""``cardtools formats validate``: lint format files, printing every problem of each."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtools.errors import CardtoolsError
from cardtools.paths import printable
from cardtools.rules._text import plural

if TYPE_CHECKING:
    from cardtools.carddb import CardDatabase
    from cardtools.formatspec.model import Format
    from cardtools.gamedata import ZoneTable
    from cardtools.model import Card

def validate_format_files(files: Sequence[Path]) -> int:
    """Lint format files: print every problem of each file (schema errors with their JSON
    paths, YAML errors, ``extends`` problems, list entries that name no card of the
    game's bundled card data), or ``ok``; a game data file (``game.yaml``) is checked
    against the game data schema. Every file ends with a line of its own: ``ok`` or how
    many problems it has; a format file whose formats tree's game data is broken is not
    checked, and says so, the game data file's problems listed once for the run, its
    path shown as every path is (relative to the working folder below it). Output: 0
    when all are valid, 2 otherwise."""
    from cardtools.formatspec import read_format_file
    from cardtools.gamedata import GAME_FILE, zone_table

    problems = 0
    said: set[str] = set()
    for path in format_files_of(files):
        if isinstance(path, CardtoolsError):  # a folder of no format file
            print(path)
            print(f"{printable(path.path or '')}: 1 problem")
            problems += 1
            continue
        try:
            data = read_format_file(path, validate=False)
        except CardtoolsError as exc:  # unreadable, or not YAML: read no further
            print(exc)
            print(f"{printable(str(path))}: 1 problem")
            problems += 1
            continue
        try:  # the zones of the file's own formats tree: it may add a game
            zones = zone_table([path.resolve().parent.parent])
        except CardtoolsError as exc:
            problems += _say_game_data_problems(path, exc, said)
            continue
        if path.name == GAME_FILE:  # game data, checked against its schema just above
            print(f"{printable(str(path))}: ok")
            continue
        errors = every_problem(path, path.read_text("utf-8-sig"), data, zones)
        _say_problems(path, errors, localised_list_names(path, data))
        shown = printable(str(path))
        print(f"{shown}: ok" if not errors else f"{shown}: {plural(len(errors), 'problem')}")
        problems += len(errors)
    return 2 if problems else 0


def _say_problems(path: Path, errors: Sequence[CardtoolsError],
                  notes: list[tuple[int, str]]) -> None:
    """Print the problems ``errors`` of the format file ``path`` (in line order) and the
    ``notes`` (line, text: ``localised_list_names``) among them, each on its line."""
    lines = [(_line_number(error),
              str(error) if error.path else f"{printable(str(path))}: {error.message}")
             for error in errors] + notes
    for _line, text in sorted(lines, key=lambda pair: pair[0]):  # stable: errors first
        print(text)


def every_problem(path: Path, text: str, data: dict[str, Any], zones: ZoneTable,
                  found: Sequence[CardtoolsError] | None = None) -> list[CardtoolsError]:
    """Every problem of the format file at ``path`` (its ``text`` and mapping ``data``,
    its formats tree's ``zones``), in line order: its own (``format_file_problems``, or
    ``found`` when the caller has them already), a broken ``extends`` chain (with no
    problem of its own, whatever building the format finds) and the list entries that
    name no card. What ``formats validate`` lists, and what a format file's first
    problem counts elsewhere ("and 3 more problems"): the two counts are one."""
    from cardtools.formatspec.loader import format_file_problems

    errors = list(format_file_problems(text, data, str(path), zones)
                  if found is None else found)
    errors += _resolution_errors(path, data, resolve=not errors)
    errors += _unknown_list_names(path, data if errors else None)
    return sorted(errors, key=_line_number)


def format_files_of(paths: Iterable[Path]) -> Iterator[Path | CardtoolsError]:
    """The files ``formats validate`` lints for the ``paths`` given, as yamllint takes
    them: a file as it is (whatever its name: it is read and said to be no format if it
    is none), a folder searched recursively for ``.yaml`` and ``.yml`` files in sorted
    order, hidden files and folders left out (a ``.cardtools.yaml`` is a config). A
    folder holding no such file gives a ``CardtoolsError`` in its place, the problem to
    say: a run that lints nothing must not pass. Never raises."""
    for path in paths:
        if not path.is_dir():
            yield path
            continue
        found = sorted(
            found for found in path.rglob("*")
            if found.suffix.lower() in (".yaml", ".yml") and found.is_file()
            and not any(part.startswith(".") for part in found.relative_to(path).parts))
        if not found:
            yield CardtoolsError("no format files (.yaml, .yml) found in this folder",
                                 str(path))
        yield from found


def _line_number(error: CardtoolsError) -> int:
    """The line a problem of a file is on (its ``where``: ``13`` or ``6:5``), to list
    a file's problems in line order; 0 for one with no line (the whole file's, as a
    broken ``extends`` chain: said first). Pure."""
    line = (error.where or "").split(":", 1)[0]
    return int(line) if line.isdigit() else 0


def _say_game_data_problems(path: Path, exc: CardtoolsError, said: set[str]) -> int:
    """Print the problems of the game data that ``exc`` (raised reading the formats tree
    of ``path``) names, unless ``said`` holds its file already, then ``path``'s own line:
    its problem count when it is that file, else that it was not checked. Output: the
    number of problems printed (at least 1 for ``path``)."""
    from cardtools.paths import shown_path

    broken = shown_path(Path(exc.path)) if exc.path else None
    errors = _game_data_errors(exc, broken)
    if broken is None or broken not in said:
        for error in errors:
            print(error)
    if broken is not None:
        said.add(broken)
    if broken == shown_path(path):
        print(f"{broken}: {plural(len(errors), 'problem')}")
        return len(errors)
    where = f" {broken}" if broken else ""
    print(f"{printable(str(path))}: not checked: the game data file{where} of its formats "
          f"folder has {plural(len(errors), 'problem')}")
    return 1


def _game_data_errors(exc: CardtoolsError, shown: str | None) -> list[CardtoolsError]:
    """Every problem of the game data file ``exc`` names (``shown``: its path as shown):
    for a schema problem (a JSON path), all the schema's problems, not the first alone
    (``zone_table`` stops at the first); else ``exc``, its path as shown."""
    from cardtools.gamedata import GAME_FILE, read_game_document
    from cardtools.validation import schema_errors

    errors = [exc]
    schema_problem = (exc.where or "")[:1] == "$"
    if exc.path and shown and Path(exc.path).name == GAME_FILE and schema_problem:
        with contextlib.suppress(CardtoolsError):  # unreadable now: the first problem
            errors = schema_errors(read_game_document(Path(exc.path)), "game", shown) or errors
    return [CardtoolsError(error.message, shown, error.where) if error is exc else error
            for error in errors]


def _resolution_errors(path: Path, data: dict[str, Any], resolve: bool) -> list[CardtoolsError]:
    """Problems of a format file inside its formats tree (the folder above its game
    folder): a broken ``extends`` chain always; with ``resolve``, whatever building the
    whole format finds."""
    from cardtools.formatspec import FormatRegistry

    if "extends" not in data and not resolve:
        return []
    file_id = _file_id(path)
    try:
        registry = FormatRegistry([path.resolve().parent.parent])
        if not resolve:  # the file's own problems are listed: check what it extends
            parent_id = registry.parent_of(file_id, data)
            if parent_id is not None:
                registry.parent_merged(file_id, parent_id)
            return []
        registry.merged(file_id)
        if registry.kind(file_id) == "format":
            registry.get(file_id)
        elif registry.kind(file_id) == "variant":
            return registry.applies_problems(file_id)
    except CardtoolsError as exc:
        return [exc]
    return []


def _file_id(path: Path) -> str:
    """The id of the format file at ``path`` in its formats tree, ``game/name``, read
    from the file's real place, as the tree is (a path of the file's name alone, given
    in its game folder, has no folder name: its id was ``/name``, an internal error)."""
    real = path.resolve()
    return f"{real.parent.name}/{real.stem}"


def _unknown_list_names(path: Path, unbuilt: dict[str, Any] | None
                        ) -> list[CardtoolsError]:
    """The names of a format file's lists that name no card of its game's bundled card
    data (``unknown_list_names``), each on the first line writing it; none for a
    variant, or a game without bundled cards. ``unbuilt``: the file's mapping when it
    has problems that keep its format from being built (schema, ``extends``): its own
    lists' names are checked as written (``written_list_names``), so that every problem
    of the file is listed at once, not the name problems only once the others are
    fixed."""
    from cardtools.cardfiles import database_for
    from cardtools.formatspec import FormatRegistry

    file_id = _file_id(path)
    game = file_id.split("/", 1)[0]
    if unbuilt is not None and (unbuilt.get("variant") or unbuilt.get("abstract")):
        return []
    try:
        database = database_for(game, [])
        if unbuilt is not None:
            return _located(path, list(unmatched_names(written_list_names(unbuilt), game,
                                                       database)))
        registry = FormatRegistry([path.resolve().parent.parent])
        if registry.kind(file_id) != "format":
            return []
        return _located(path, list(unknown_list_names(registry.get(file_id), database)))
    except CardtoolsError:
        return []


def written_list_names(data: Any) -> Iterator[tuple[str, str]]:
    """``(list, name)`` for each card name a format file's mapping ``data`` writes in
    its ``lists`` (each change's ``ListChange.NAMED`` fields: a list of names, or for
    ``restricted`` a mapping of names), read as written: entries of the wrong type are
    left to the schema's problems. Pure."""
    from cardtools.formatspec.model import ListChange

    changes = data.get("lists") if isinstance(data, dict) else None
    for change in changes if isinstance(changes, list) else ():
        if not isinstance(change, dict):
            continue
        for key in ListChange.NAMED:
            named = change.get(key)
            if isinstance(named, (list, dict)):
                yield from ((key, name) for name in named if isinstance(name, str))


def unknown_list_names(fmt: Format, database: CardDatabase) -> Iterator[tuple[str, str]]:
    """``(name as written, message)`` for each name of the format's banned and restricted
    lists (every list change, ``ListChange.NAMED``) that no card of ``database`` goes by as those
    lists match cards (its name, or a face ``listed_faces`` gives): such an entry bans or
    restricts nothing (``Lightning Blot``). The message names the list and the closest
    card. Nothing for a database without cards (a game whose cards come only from
    ``--cards`` files)."""
    return unmatched_names(((key, written) for change in fmt.list_changes
                            for key in change.NAMED for written in getattr(change, key)),
                           fmt.game, database)


def unmatched_names(named: Iterable[tuple[str, str]], game: str, database: CardDatabase
                    ) -> Iterator[tuple[str, str]]:
    """``(name as written, message)`` for each ``(list, name)`` of ``named`` whose name
    no card of ``database`` (the card data of ``game``) goes by as the banned and
    restricted lists match cards, each name once (``unknown_list_names``)."""
    from cardtools.names import normalise
    from cardtools.rules.base import listed

    if not len(database):
        return
    seen: set[str] = set()
    for key, written in named:
        if written in seen:
            continue
        seen.add(written)
        resolution = database.resolve(written, False)
        card = resolution.card
        if resolution.how == "localised" and card is not None:
            continue  # the card's name in another language: read as its own (in_english)
        if resolution.how == "localised" and resolution.candidates:
            yield written, _several_cards(key, written, resolution.candidates)
            continue
        entries = {normalise(written): written}
        if card is not None and any(listed(entries, [card], identity)
                                    for identity in card.identities):
            continue
        close = [card.name] if card is not None else database.suggest(written, 1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        yield written, (f"{key}: '{written}' is not a card's name in the "
                        f"{game} card data{hint}: the entry matches no card")


def _several_cards(key: str, written: str, cards: Sequence[Card]) -> str:
    """The problem of a list entry that is the name of several cards in another language
    (``Retour à la nature``: French for Return to Nature and for Back to Nature): it is
    ambiguous, which cards it names, and to write the one meant by its English name."""
    from cardtools.carddb import languages_naming
    from cardtools.names import LANGUAGE_NAMES

    names = sorted(card.name for card in cards)
    languages = [LANGUAGE_NAMES.get(code, code) for code in languages_naming(written, cards)]
    said = f"the {'/'.join(languages)} name" if languages else "a name in another language"
    return (f"{key}: '{written}' is ambiguous: {said} of {len(names)} cards, "
            f"{', '.join(names[:-1])} and {names[-1]}: write the one meant by its English "
            "name")


def localised_list_names(path: Path, data: Any) -> list[tuple[int, str]]:
    """The notes ``formats validate`` gives a format file whose own lists (``data``, its
    mapping) write a card's name in another language that its game's bundled card data
    knows (``CardDatabase.in_english``), each name once, on the first line writing it:
    ``(7, "club.yaml:7: info: banned: 'Tornade' is the French name of Tornado: read as
    Tornado")``; they are no problems. None for a game without bundled cards. Raises
    nothing but ``OSError`` reading the file."""
    from cardtools.cardfiles import database_for
    from cardtools.names import LANGUAGE_NAMES

    named: dict[str, str] = {}  # name -> the first list writing it
    for key, name in written_list_names(data):
        named.setdefault(name, key)
    try:
        database = database_for(_file_id(path).split("/", 1)[0], [])
        english, also = database.in_english(named), database.also_localised(named)
    except CardtoolsError:
        return []
    found = [(written, f"info: {named[written]}: '{written}' is "
              + (f"the {LANGUAGE_NAMES.get(language, language)} name" if language
                 else "a name in another language") + f" of {name}: read as {name}")
             for written, (name, language) in english.items()]
    found += [(written, f"info: {named[written]}: '{written}' is the card {own}; it is "
               f"also the {LANGUAGE_NAMES.get(language, language)} name of {other}: write "
               f"{other} to list that card")
              for written, (own, other, language) in also.items()]
    shown = printable(str(path))
    return [(int(line or 0), f"{shown}:{line}: {message}" if line else f"{shown}: {message}")
            for line, message in _placed(path, found)]


def located_list_names(fmt: Format, database: CardDatabase, path: Path
                       ) -> list[tuple[str | None, str]]:
    """``(line, message)`` of each entry ``unknown_list_names`` finds in the format
    ``fmt`` read from the file ``path``: ``line`` (as text) is the first line of the file
    writing the entry, ``None`` when none does. The file is read only when an entry names
    no card; ``OSError`` when it cannot be read then."""
    return _placed(path, list(unknown_list_names(fmt, database)))


def _placed(path: Path, found: list[tuple[str, str]]) -> list[tuple[str | None, str]]:
    """``(line, message)`` of each ``(name as written, message)`` of ``found``, ``line``
    the first line of the file ``path`` writing the name (``line_of``); the file is read
    only when ``found`` holds one. ``OSError`` when it cannot be read then."""
    text = path.read_text("utf-8-sig", "replace") if found else ""
    return [(line_of(text, written), message) for written, message in found]


def _located(path: Path, found: list[tuple[str, str]]) -> list[CardtoolsError]:
    """``_placed`` as problems of the file ``path``."""
    return [CardtoolsError(message, str(path), line) for line, message in _placed(path, found)]


def line_of(text: str, written: str) -> str | None:
    """The number (as text) of the first line of ``text`` writing ``written`` as a whole
    value (a list item, an item of a list or a key of a mapping in brackets, maybe in
    quotes: not the face in ``Brazen Borrower // Petty Theft`` of an entry ``Petty
    Theft``), else of the first line holding it, else ``None``.

    >>> line_of("banned:\\n  - Lightning Blot\\n", "Lightning Blot")
    '2'
    >>> line_of("banned:\\n  - A // Petty Theft\\n  - Petty Theft\\n", "Petty Theft")
    '3'
    """
    whole = re.compile(r"(?:^|[\[{,]|-\s|:\s)\s*[\"']?" + re.escape(written)
                       + r"[\"']?\s*(?:$|[\]},:#])")
    lines = text.splitlines()
    for held in (whole.search, lambda line: written in line):
        for number, line in enumerate(lines, 1):
            if held(line):
                return str(number)
    return None
