"""Which game a user's card file, and each of its rows, is for.

A card file says its game by a ``game`` key (a YAML or JSON database document), a
``game`` column or key per card (rows of several games in one spreadsheet), or its name:
a folder named as a game (``cards/magetcg/mine.csv``, as the bundled ``cards/<game>/``)
or a game's id or name among the words of the file's name (``magetcg-cards.csv``,
``mage_noir_animals.yaml``). Rows of another game never enter a game's database. A file
that says no game is layered on every game's cards, except where its types say it is
another game's (``cards/<game>/values.json``: most of its types are that one game's and
not the judged game's) and the judged game cannot use it: its own values do not fit
it, or it gives one of the game's bundled cards other facts. A file that says no game and
gives a bundled card other facts is said (``FILE:LINE: warning``): it once turned the
Magic card Lightning Bolt into a MageTCG Spell without a word, a legal Modern deck
illegal. Game knowledge is the games' data (ids, ``game_names``, ``values.json``), never a
game named here.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from cardtools.carddb import CardDatabase
from cardtools.cardfiles import (
    CHECKED_FACTS,
    CsvRecord,
    bundled_games,
    colours_as_letters,
    copied,
    game_values,
    written_for,
)
from cardtools.errors import CardtoolsError
from cardtools.model import Card
from cardtools.patterns import lazy_pattern

#: What parts the words of a file's name or a game's name (``magetcg-cards``,
#: ``Magic: The Gathering``).
_NAME_GAPS = lazy_pattern(r"[^0-9a-z]+")

#: The warnings said (file, game, message), each once: a run's set (``Checker``), or a
#: database build's (``database_for``), so a second run in one process says them again.
Said = set[tuple[str, str, str]]


class GameRows(NamedTuple):
    """The rows of a card file that are a game's (without their ``game`` cell): ``rows``
    all of them, in file order; ``unsaid`` those of them of a file naming no game that
    have no ``game`` cell (or a blank one), layered on every game's cards unless their
    types say they are another game's; ``others`` how many rows of no ``game`` cell (or a
    blank one) the file (its ``game`` key or name) gave another game; ``unknown`` the rows
    whose ``game`` cell, or the file's ``game`` key, names no bundled game nor ``game``
    (``UnknownGame``)."""

    rows: list[dict[str, Any]]
    unsaid: list[dict[str, Any]]
    others: int
    unknown: list[UnknownGame]


class UnknownGame(NamedTuple):
    """A card file's row whose ``game`` cell names no bundled game nor the judged one
    (``MTG Arena`` before it was Magic's name, ``Magi``): ``where`` its line (a CSV
    row's) or JSON path, ``card`` its name, ``cell`` the cell as written. Said by
    ``warn_foreign_files`` unless the run knows a game of that name (a user's formats):
    such rows were dropped without a word, the deck's cards then unknown."""

    path: str
    where: str
    card: str
    cell: str


@cache
def game_of_text(text: str) -> str:
    """The game a card file's ``game`` key or cell names: a bundled game's id or one of
    its names (``game_called``: ``MTG``, ``Magic``, ``Mage TCG``), else the text as
    written, lower case and stripped (a game of the user's own formats). Pure but for the
    games' data, read once."""
    from cardtools.gamedata import game_called

    return game_called(text, bundled_games()) or text.strip().lower()


def game_named_by(path: Path) -> str | None:
    """The one bundled game a card file's name names, else ``None``: its folder named as
    a game (``cards/magetcg/mine.csv``), else a game's id or one of its names of more
    than one word, whole, among the words of the file's name, its stem parted at every
    character that is no letter or digit (``magetcg-cards.csv``, ``Mage Noir
    animals.csv``); a name naming two games (``mtg-to-magetcg.csv``) names none. A
    name of one word is a common word (``magic``): a Mage Noir player's
    ``black-magic-cards.csv`` was read as Magic's and left out of the deck's cards."""
    from cardtools.gamedata import game_called, game_names

    games = bundled_games()
    folder = game_called(path.absolute().parent.name, games)
    if folder is not None:
        return folder
    words = _NAME_GAPS().split(path.stem.lower())
    named = {game for game in games for name in (game, *game_names(game))
             if (run := _NAME_GAPS().split(name.lower()))
             and (name == game or len([word for word in run if word]) > 1)
             and _holds_run(words, run)}
    return named.pop() if len(named) == 1 else None


def _holds_run(words: Sequence[str], run: Sequence[str]) -> bool:
    """Whether ``run`` (a name's words, none empty) stands in ``words`` word for word."""
    run = [word for word in run if word]
    return bool(run) and any(list(words[start:start + len(run)]) == run
                             for start in range(len(words) - len(run) + 1))


def rows_of_game(records: Sequence[dict[str, Any]], game: str, stated: str | None,
                 path: Path) -> GameRows:
    """The rows of a card file (``records``) that ``game`` takes (``GameRows``): those
    whose ``game`` cell names it, and those without one (or with a blank one) when the
    file (``stated``: its ``game`` key or its name, ``game_named_by``) names it or names
    no game. Raises ``CardtoolsError`` on the row's line for a ``game`` cell that names no
    game but is close to one (``magetc``: its rows would have left every game unsaid)."""
    rows: list[dict[str, Any]] = []
    unsaid: list[dict[str, Any]] = []
    unknown: list[UnknownGame] = []
    others = 0
    games = bundled_games()
    for position, record in enumerate(records):
        cell = record.get("game")
        blank = cell is None or not str(cell).strip()
        own = stated if blank else _cell_game(cell, position, record, path)
        if own is not None and own != game:
            others += blank
            if own not in games:  # a cell's, or the file's game key's
                unknown.append(UnknownGame(
                    str(path), "$.game" if blank else _row_place(record, position),
                    str(record.get("name")), own if blank else str(cell)))
            continue
        if "game" in record:
            record = copied(record)
            del record["game"]
        rows.append(record)
        if own is None:
            unsaid.append(record)
    return GameRows(rows, unsaid, others, unknown)


def _row_place(record: Mapping[str, Any], position: int) -> str:
    """Where a card file's row is: a CSV row's line, else its ``game`` key's JSON path."""
    return (str(record.line) if isinstance(record, CsvRecord)
            else f"$.cards[{position}].game")


def _cell_game(cell: object, position: int, record: Mapping[str, Any], path: Path) -> str:
    """The game a row's ``game`` cell names (``game_of_text``); a cell close to a
    bundled game's name but naming none refuses the file on its line, and so does a
    YAML or JSON mapping or list (``game: {id: mage-noir}``, ``game: [mtg]``): which
    game it means is not known (such rows were dropped without a word)."""
    from cardtools.cardfiles import games_hint

    games = bundled_games()
    if isinstance(cell, (Mapping, list, tuple)):
        raise CardtoolsError(f"card {record.get('name')!r}: game {cell!r} is no game's "
                             f"name; write one game's id or name ({', '.join(games)})",
                             str(path), _row_place(record, position))
    text = str(cell)
    read = game_of_text(text)
    if read not in games and (hint := games_hint(text, games)):
        raise CardtoolsError(f"card {record.get('name')!r}: game {text!r} is no game; "
                             f"{hint.strip()}", str(path), _row_place(record, position))
    return read


def another_games(rows: Sequence[Mapping[str, Any]], game: str, bundled: CardDatabase,
                  path: Path, said: Said | None = None) -> bool:
    """Whether a card file that says no game is another game's and not layered on
    ``game``'s cards (``bundled``): its types are written for one other game
    (``written_for``) and not for ``game``, and ``game`` lists its types (its values do
    not fit the file) or the file gives one of its bundled cards other facts (a MageTCG
    file's Spell ``Lightning Bolt``: Magic lists no types, and a file of Magic tokens
    typed Creature is written for Magi-Nation too). Such a file naming a bundled card of
    ``game`` is said, on its line, on standard error, once in ``said``; nothing is said
    when ``said`` is ``None``."""
    values = game_values(game)
    if values.get("type") and written_for(rows, game):
        return False
    others = [other for other in bundled_games()
              if other != game and written_for(rows, other)]
    if len(others) != 1:
        return False
    clashes = _other_facts(rows, bundled)
    if not values.get("type") and not clashes:
        return False
    if clashes and said is not None:
        record, card, fact = clashes[0]
        _warn(said, path, record, game, f"card file names no game and its types are "
              f"{others[0]}'s: not used for {game} cards, so its {record['name']!r} "
              f"({_fact(fact, record.get(fact))}) leaves the {game} card {card.name} "
              f"as it is ({_fact(fact, card.facts.get(fact))}){_more(clashes)}; give "
              f"the file a 'game' column or key to say so")
    return True


def warn_replaced(rows: Sequence[Mapping[str, Any]], game: str, bundled: CardDatabase,
                  path: Path, said: Said) -> None:
    """Say on standard error, on its line, the first bundled card of ``game`` a card file
    that says no game replaces with other facts (``_other_facts``): a replaced card keeps
    its name but not its facts, and a file written for another game so turned a legal
    deck illegal, or an illegal one legal, without a word. Each warning once in
    ``said``."""
    clashes = _other_facts(rows, bundled)
    if not clashes:
        return
    record, card, fact = clashes[0]
    _warn(said, path, record, game, f"card file names no game and replaces the bundled {game} "
          f"card {card.name} ({_fact(fact, card.facts.get(fact))}) with its "
          f"{record['name']!r} ({_fact(fact, record.get(fact))}){_more(clashes)}; if "
          f"its cards are another game's, give the file a 'game' column or key")


def warn_unread_columns(records: Sequence[dict[str, Any]], game: str, path: Path,
                        said: Said) -> None:
    """Say on standard error, on the first card so marked, each column or key of a card
    file read by no rule that a user may take for one (``cardfiles.unread_columns``): a
    ban's yes-or-no column (``Banned``, ``Interdite``: bans are a format's banned list,
    and a banned card so marked was legal without a word) and a translation's naming no
    language (``Traduction``: its names named no card). Each warning once in ``said``."""
    from cardtools.cardfiles import CsvRecord, unread_columns

    for record, title, what in unread_columns(list(records)):
        kind = "column" if isinstance(record, CsvRecord) else "key"
        if what == "ban":
            message = (f"the {kind} {title!r} marks card {record.get('name')!r} banned, but "
                       "a card file's facts hold no ban: it is not read; ban a card in a "
                       "format's banned list (a format file of --formats-dir)")
        else:
            message = (f"the {kind} {title!r} names no language: it is not read as the "
                       f"cards' names (card {record.get('name')!r}); title it by the "
                       "names' language (French, names.fr) to name the cards so")
        _warn(said, path, record, game, message)


def _other_facts(rows: Sequence[Mapping[str, Any]], bundled: CardDatabase
                 ) -> list[tuple[Mapping[str, Any], Card, str]]:
    """The rows naming a card of ``bundled`` by its own name and giving one of the facts
    a verdict reads (``judged_facts``) a value that card does not have (in any case; a
    colour identity as the game's letters): ``(row, the card, the fact)``, in file order.
    A file may give fewer of a card's types, rarities, finishes or sets
    (``_FEWER_VALUES_FACTS``: one of its printings); any other fact it gives differs
    when its values are not the card's, one it leaves out or gives none of (no, an
    empty list) being none (a colour identity, a deck limit, a ``commander`` so changed
    was said nothing of: a Modern deck's Lightning Bolt of a file's ``W`` identity)."""
    from cardtools.names import normalise

    if not bundled.has_cards():
        return []
    found = []
    for record in rows:
        card = bundled.get(str(record.get("name")))
        if card is None:
            continue
        read = _as_letters(record, bundled.game)
        for fact in judged_facts():
            if fact not in read:
                continue
            given = {normalise(str(value)) for value in _values(read.get(fact))}
            known = {normalise(str(value)) for value in _values(card.facts.get(fact))}
            fewer = fact in _FEWER_VALUES_FACTS
            if (given and known and not given <= known) if fewer else given != known:
                found.append((record, card, fact))
                break
    return found


#: The card facts a card file may give fewer values of than a bundled card has (one
#: printing's rarity, a type line's main type) without changing it for a warning.
_FEWER_VALUES_FACTS = frozenset({*CHECKED_FACTS, "sets"})
#: The card facts no verdict reads: the card's own names and costs.
_NOT_JUDGED_FACTS = frozenset({"name", "names", "aliases", "faces", "cost", "energize"})


@cache
def judged_facts() -> tuple[str, ...]:
    """The card facts of the card schema a verdict may read (all but the card's own
    names and costs: ``_NOT_JUDGED_FACTS``), ``CHECKED_FACTS`` first."""
    from cardtools.cardfiles import schema_facts

    return (*CHECKED_FACTS, *sorted(schema_facts() - _NOT_JUDGED_FACTS - {*CHECKED_FACTS}))


def _as_letters(record: Mapping[str, Any], game: str) -> Mapping[str, Any]:
    """``record`` with its colour identity as ``game``'s letters (``colours_as_letters``),
    as written when it names no colour (its file is refused for that where it is used)."""
    if "colour_identity" not in record:
        return record
    try:
        return colours_as_letters([dict(record)], game, Path())[0]
    except CardtoolsError:
        return record


def _more(clashes: Sequence[tuple[Mapping[str, Any], Card, str]]) -> str:
    """`` (and Lightning Bolt, Tornado)``: the names of the bundled cards given other
    facts after the first, at most three and then how many more; ``""`` for none."""
    names = [card.name for _record, card, _fact in clashes[1:]]
    if not names:
        return ""
    more = len(names) - 3
    return f" (and {', '.join(names[:3])}" + (f" and {more} more)" if more > 0 else ")")


def _values(value: object) -> list[object]:
    """A fact's values: a list as it is, one value as a list of it, nothing as none."""
    return list(value) if isinstance(value, (list, tuple)) else [value] if value else []


def _fact(fact: str, value: object) -> str:
    """A fact and its values as a message says them (``type Spell``, ``type Character,
    Relic``, ``commander yes``), the first five and how many more of a longer list
    (``sets LEA, LEB, 2ED, 3ED, SUM and 57 more``), or ``no deck_limit`` for none."""
    values = ["yes" if item is True else str(item) for item in _values(value)]
    if not values:
        return f"no {fact}"
    more = len(values) - _SHOWN_VALUES
    return f"{fact} " + (", ".join(values) if more <= 0 else
                         f"{', '.join(values[:_SHOWN_VALUES])} and {more} more")


#: The values of a fact a warning shows before saying how many more.
_SHOWN_VALUES = 5


def warn_foreign_files(database: CardDatabase, said: Said,
                       games: Callable[[], Collection[str]] = tuple) -> None:
    """Say on standard error, once in ``said``, each card file given for a run that adds
    no card to the judged game's ``database``: its rows were all read as another game's
    by its name or its types (``meta[FOREIGN_CARD_FILES]``; a file whose ``game`` key or
    cells name another game says so itself). A Mage Noir player's ``black-magic-cards.csv`` so
    left the deck's cards without a word. Say too, on the first row's line, each ``game``
    cell of a file that names none of the bundled games nor of ``games()`` (the run's, a
    user's formats among them, asked only then; ``meta[UNKNOWN_GAME_ROWS]``): its rows are no game's
    cards (``MTG Arena``, ``Magi``: they were dropped without a word)."""
    from cardtools.cardfiles import FOREIGN_CARD_FILES

    game = database.game
    for path in database.meta.get(FOREIGN_CARD_FILES, ()):
        _warn(said, Path(path), {}, game, f"card file adds no {game} card: its name or "
              "its types were read as another game's; give the file a 'game' column or "
              f"key naming {game} to use its cards")
    _warn_unknown_games(database, said, games)


def _warn_unknown_games(database: CardDatabase, said: Said,
                        games: Callable[[], Collection[str]]) -> None:
    """``warn_foreign_files``' word on the rows whose ``game`` cell names no game the run
    knows: one warning a file and cell, on its first row, with how many more rows."""
    from cardtools.cardfiles import UNKNOWN_GAME_ROWS

    unknown = database.meta.get(UNKNOWN_GAME_ROWS, ())
    if not unknown:
        return  # the common run: no bundled games listed (a folder's glob) for each deck
    known = sorted({*bundled_games(), *games()})
    rows: list[UnknownGame] = [row for row in unknown if game_of_text(row.cell) not in known]
    by_cell: dict[tuple[str, str], list[UnknownGame]] = {}
    for row in rows:
        by_cell.setdefault((row.path, game_of_text(row.cell)), []).append(row)
    for (path, _cell), found in by_cell.items():
        first, more = found[0], len(found) - 1
        left = (f"its row and {more} more of that game are left out, no game's cards"
                if more else "its row is left out, no game's card")
        written = "the file's 'game' key" if first.where == "$.game" else "its 'game' cell"
        _warn(said, Path(path), {}, database.game,
              f"card {first.card!r}: game {first.cell!r} names no game known here "
              f"({', '.join(known)}): {left}; write one of those games in {written}",
              where=first.where)


def _warn(said: Said, path: Path, record: Mapping[str, Any], game: str,
          message: str, where: str = "") -> None:
    """``cardtools: warning: FILE:LINE: MESSAGE`` on standard error, once in ``said``
    for a file, a game and a message (the file relative to the working folder when
    below it; the line is a CSV row's, else ``where``; a YAML or
    JSON file's card is named in the message)."""
    from cardtools.display import visible
    from cardtools.paths import shown_path

    where = str(record.line) if isinstance(record, CsvRecord) else where
    key = (str(path), game, message)
    if key in said:
        return
    said.add(key)
    shown = shown_path(path)  # a config's card file, found absolute, as a --cards one
    place = f"{shown}:{where}: " if where else f"{shown}: "
    print(f"cardtools: warning: {visible(place + message)}", file=sys.stderr)


def read_as_another_games(name: str, game: str, meta: Mapping[str, Any]) -> str | None:
    """The hint for a deck's unknown card ``name`` that a card file given for the run
    (``meta[GIVEN_CARD_FILES]`` of the judged ``game``'s database) holds by its name or
    an alias, its row read as another game's (else the card would be known): which
    file, and why (its ``game`` cell, its ``game`` key, its name, or its types);
    ``None`` when no given file holds such a row. The hint said "add the card with
    --cards" of a card the user had given so."""
    from cardtools.cardfiles import GIVEN_CARD_FILES
    from cardtools.paths import printable

    for shown in meta.get(GIVEN_CARD_FILES, ()):
        path = Path(shown)
        try:
            file_game, record = _row_named(path, name)
        except CardtoolsError:
            continue
        if record is not None:
            return (f"'{name}' is in the card file {printable(shown)}, read as another "
                    f"game's card ({_why_another(record, file_game, path)}); give it a "
                    f"'game' column or key naming {game} to use it")
    return _in_unread_cell(name, meta.get(GIVEN_CARD_FILES, ()))


def _in_unread_cell(name: str, files: Sequence[str]) -> str | None:
    """The hint for a deck's unknown card ``name`` that a given card file holds in a
    column or key read by no rule (``Traduction``, a name in a language it does not
    name): which file, column and card, and how to name the card so; ``None`` when none
    holds it. The hint said "add the card with --cards" of a card the file held."""
    from cardtools.cardfiles import CsvRecord, read_once, schema_facts
    from cardtools.names import normalise
    from cardtools.paths import printable

    wanted, facts = normalise(name), schema_facts()
    for shown in files:
        try:
            records = read_once(Path(shown))[1]
        except CardtoolsError:
            continue
        for record in records:
            key = next((key for key, value in record.items() if key not in facts
                        and isinstance(value, str) and normalise(value) == wanted), None)
            if key is not None:
                kind = "column" if isinstance(record, CsvRecord) else "key"
                title = getattr(record, "titles", {}).get(key, key)
                return (f"'{name}' is in the card file {printable(shown)}, in the {kind} "
                        f"{title!r} of card {record.get('name')!r}, which no rule reads: "
                        f"title it by the name's language (French, names.fr), or give "
                        f"the name as an alias, to name the card so")
    return None


def _why_another(record: Mapping[str, Any], file_game: str | None, path: Path) -> str:
    """Why a card file's row was read as another game's: its ``game`` cell, the file's
    ``game`` key, its name, else its types."""
    cell = record.get("game")
    if cell is not None and str(cell).strip():
        return f"its 'game' cell is {str(cell)!r}"
    if file_game:
        return f"the file's 'game' key is {file_game!r}"
    named = game_named_by(path)
    return (f"the file's name names {named}" if named
            else "the file's types are another game's")


#: Each card file's rows by their names and aliases, normalised (``_row_named``), keyed
#: by the id of the rows as read once (kept beside it, so the id stays theirs).
_ROWS_BY_NAME: dict[int, tuple[object, dict[str, Mapping[str, Any]]]] = {}


def _row_named(path: Path, name: str) -> tuple[str | None, Mapping[str, Any] | None]:
    """The card file's ``game`` key and its first row whose name, an alias or a
    localised name is ``name`` (normalised), else ``None``: the file read once, its
    names indexed once. Raises ``CardtoolsError`` for a file that cannot be read."""
    from cardtools.cardfiles import read_once
    from cardtools.names import normalise

    file_game, records, _date = read_once(path)
    if id(records) not in _ROWS_BY_NAME:
        names: dict[str, Mapping[str, Any]] = {}
        for record in records:
            for written in _row_names(record):
                names.setdefault(normalise(written), record)
        _ROWS_BY_NAME[id(records)] = (records, names)
    return file_game, _ROWS_BY_NAME[id(records)][1].get(normalise(name))


def _row_names(record: Mapping[str, Any]) -> list[str]:
    """A card file row's names: its own, its aliases and its localised names."""
    aliases, localised = record.get("aliases") or [], record.get("names")
    return [str(written) for written in (
        record.get("name"), *(aliases if isinstance(aliases, list) else [aliases]),
        *(localised.values() if isinstance(localised, Mapping) else ()))
        if isinstance(written, str)]
