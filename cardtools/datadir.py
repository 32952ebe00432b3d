"""Where card data lives: the bundled copy, and the copy ``cards update`` installs.

An update (``cardtools cards update GAME``) installs a game's data into
``<user data folder>/<game>/`` (``cards.json``, ``cards.index``, ``sets.json``,
``lists.json``). A check uses that copy when its ``date`` is later than the bundled
``cards.json``'s, and the bundled copy otherwise. The user data folder is
``$CARDTOOLS_DATA_DIR``, else the platform's: ``$XDG_DATA_HOME/cardtools`` or
``~/.local/share/cardtools`` (Linux and other Unix), ``~/Library/Application
Support/cardtools`` (macOS), ``%LOCALAPPDATA%\\cardtools`` (Windows).
"""

from __future__ import annotations

import datetime as dt
import json
import os
import sys
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from cardtools.errors import CardtoolsError
from cardtools.resources import cards_dir, formats_dir, package_dir

#: Environment variable naming the user data folder.
DATA_DIR_ENV = "CARDTOOLS_DATA_DIR"
#: Suffix of the previous copy kept while an update installs (``mtg.previous``).
BACKUP_SUFFIX = ".previous"
#: At most this much of ``cards.json`` is read to find its header.
HEADER_LIMIT = 1024 * 1024
_CARDS_MARKER = b'\n"cards": ['


def user_data_dir() -> Path:
    """The folder that holds updated card data (not created here).

    ``$CARDTOOLS_DATA_DIR`` when set, else the platform's user data folder followed by
    ``cardtools`` (see the module docstring). Raises nothing.
    """
    chosen = os.environ.get(DATA_DIR_ENV)
    if chosen:
        return Path(chosen).expanduser()
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA")
        return (Path(local) if local else Path.home() / "AppData" / "Local") / "cardtools"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "cardtools"
    xdg = os.environ.get("XDG_DATA_HOME", "")
    base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return base / "cardtools"


def installed_dir(game: str) -> Path:
    """The folder an update of ``game`` installs into: ``<user data folder>/<game>``."""
    return user_data_dir() / game


def backup_dir(game: str) -> Path:
    """The previous copy of ``game``'s data, present only while an update installs."""
    return user_data_dir() / f"{game}{BACKUP_SUFFIX}"


def read_header(folder: Path) -> dict[str, Any] | None:
    """The header of ``folder/cards.json`` (every key but ``cards``), read without
    parsing the cards; ``None`` when the file is missing or not a card database
    written by ``dumps_database``."""
    head = b""
    end = -1
    try:
        with (folder / "cards.json").open("rb") as handle:
            while end < 0 and len(head) < HEADER_LIMIT:
                chunk = handle.read(16384)
                if not chunk:
                    break
                head += chunk
                end = head.find(_CARDS_MARKER)
    except OSError:
        return None
    if end < 0:
        return None
    try:
        header = json.loads(head[:end] + b'\n"cards": []}')
    except ValueError:
        return None
    return header if isinstance(header, dict) else None


class CardData:
    """The card data folder a game's checks use.

    ``path`` is the folder, ``updated`` whether it is a copy installed by ``cards
    update`` (else the bundled one), ``header`` its ``cards.json`` header (``source``,
    ``date``, ``notes``...), ``damaged`` the error of an updated copy that is installed
    but damaged (``installed_copy``), which a check of the game raises, ``None`` when
    there is none.
    """

    __slots__ = ("damaged", "game", "header", "path", "updated")

    def __init__(self, game: str, path: Path, updated: bool,
                 header: Mapping[str, Any] = MappingProxyType({}),
                 damaged: CardtoolsError | None = None) -> None:
        self.game = game
        self.path = path
        self.updated = updated
        self.header = header
        self.damaged = damaged

    @property
    def date(self) -> str:
        """The date of the data (``YYYY-MM-DD``), ``""`` when unknown."""
        return str(self.header.get("date") or "")


def installed_copy(game: str) -> CardData | None:
    """The updated copy of ``game``'s data, whatever its date; ``None`` when none is
    installed. While an update is being installed (or after one was cut off between its
    two renames) the previous copy is used. Raises ``CardtoolsError`` naming its
    ``cards.json`` when that file is no card database of ``game`` (damaged, cut short
    at its start or its end, another game's): checks used the bundled data then without
    a word, verdicts by older lists than the user installed."""
    for folder in (installed_dir(game), backup_dir(game)):
        if (folder / "cards.json").is_file():
            header = read_header(folder)
            if header is None or header.get("game") not in (None, game) or not _closed(
                    folder / "cards.json"):
                raise CardtoolsError(
                    f"damaged: no card database of 'cardtools cards update {game}' (run it "
                    f"again, or 'cardtools cards update {game} --remove' to use the bundled "
                    "data)", str(folder / "cards.json"))
            return CardData(game, folder, True, header)
    return None


#: How a card database written by ``dumps_database`` ends: its list of cards and the
#: document closed (a copy cut short ends elsewhere).
_CLOSING = b"]\n}"


def _closed(path: Path) -> bool:
    """Whether the card database at ``path`` ends as a whole one does (``_CLOSING``, white
    space after it allowed): a copy cut short (a full disk, a copy stopped) was said to
    be in use by ``cards installed`` while every check of its game failed. False when it
    cannot be read."""
    try:
        with path.open("rb") as handle:
            handle.seek(max(0, path.stat().st_size - 64))
            return handle.read().rstrip().endswith(_CLOSING)
    except OSError:
        return False


@cache
def card_data(game: str) -> CardData:
    """The folder whose card data checks of ``game`` use, once per process.

    The updated copy when its ``date`` is later than the bundled ``cards.json``'s,
    else the bundled folder (which may not exist for a game without a database).
    An updated copy installed but damaged gives the bundled folder with its error
    (``damaged``): an update replaces the copy, a check raises the error.
    """
    bundled = cards_dir() / game
    try:
        updated = installed_copy(game)
    except CardtoolsError as damaged:
        return CardData(game, bundled, False, read_header(bundled) or {}, damaged)
    chosen = CardData(game, bundled, False, read_header(bundled) or {})
    if updated is not None and updated.date > chosen.date:
        return updated
    return chosen


def describe(meta: Mapping[str, Any]) -> str:
    """One line saying which card data a database holds, from its ``meta``:
    ``"MTGJSON 2026-11-20 (updated copy in /home/a/.local/share/cardtools/mtg)"`` or
    ``"MTGJSON 2022-04-25 (bundled)"``."""
    source = meta.get("source")
    name = source.get("name") if isinstance(source, Mapping) else source
    label = " ".join(str(part) for part in (name, meta.get("date")) if part) or "card data"
    if meta.get("files_only"):  # a game with no bundled cards: the user's files alone
        return label
    if meta.get("updated"):
        return f"{label} (updated copy in {meta.get('folder')})"
    return f"{label} (bundled)"


@cache
def updated_lists(game: str) -> Mapping[str, Any] | None:
    """The ``lists.json`` of the updated copy checks use (``{"date", "formats":
    {name: {"banned": [...], "restricted": [...], "unknown": [...]}}}``, keyed by cardtools format
    name: ``lists.json`` names formats as the card data does, and the game data's
    ``card_data_lists`` gives the format of each name, a name it lacks naming the
    format of that name), or ``None`` when checks use the bundled data or the copy has no lists.
    Raises ``CardtoolsError`` naming the file when it is not such a document."""
    from cardtools.gamedata import card_data_lists

    data = card_data(game)
    path = data.path / "lists.json"
    if not data.updated or not path.is_file():
        return None
    try:
        document = json.loads(path.read_text("utf-8"))
        names = card_data_lists(game)
        formats = {names.get(name, name): {
            status: [str(card) for card in lists.get(status, [])]
            for status in ("banned", "restricted", "unknown")}
            for name, lists in document["formats"].items()}
        date = str(document["date"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        raise CardtoolsError("not a lists file of cardtools cards update "
                             f"(run 'cardtools cards update {game}' again)", str(path)) from None
    return {"date": date, "formats": formats, "folder": str(data.path)}


def updated_list_changes(game: str, format_name: str, history: Sequence[Mapping[str, Any]],
                         checked: str | None = None) -> list[dict[str, Any]]:
    """The list changes to append to a format's bundled list ``history`` so that its
    lists as of the updated data's date are those of the update's ``lists.json``.

    Input: the game, the format's name (``modern`` of ``mtg/modern``) and its list
    history (the ``lists`` of a format file, oldest first). Output: ``[]`` when checks
    use the bundled data, the update has no lists for the format or they agree with
    the history; else one change ``{date, day_unknown, source, banned, unbanned,
    restricted, unrestricted}`` (only the non-empty keys) dated by the data's date, with
    the source ``MTGJSON legalities of <date>``. MTGJSON gives the lists of its day, not
    the day each change took effect: the change has no known day (``day_unknown``), so a
    deck judged between the history's end and the update's date is told a card may be
    banned, or may no longer be. ``checked``, the day the history was last checked
    against its sources (the format's ``lists_checked``), bounds that doubt: a change
    with nothing in it stands on the day after it, before the update's, so the lists of
    the days the history knows stay certain. A card the update's ``unknown`` names (its
    status there not given) keeps the history's. Names are compared after normalisation, by front
    face (``Bonecrusher Giant`` is ``Bonecrusher Giant // Stomp``). Restricted cards of
    the update are restricted to 1 copy. Raises ``CardtoolsError`` for a bad
    ``lists.json``.
    """
    lists = updated_lists(game)
    target = (lists or {}).get("formats", {}).get(format_name)
    if lists is None or target is None:
        return []
    date = lists["date"]
    # a card whose status the update does not give keeps the history's
    unknown = {_front_key(name) for name in target.get("unknown", ())}
    banned, restricted = _lists_as_of(history, date)
    banned = {k: n for k, n in banned.items() if k not in unknown}
    restricted = {k: n for k, n in restricted.items() if k not in unknown}
    want_banned = {_front_key(name): name for name in target["banned"]
                   if _front_key(name) not in unknown}
    want_restricted = {_front_key(name): name for name in target["restricted"]
                       if _front_key(name) not in unknown}
    change: dict[str, Any] = {
        "banned": [n for k, n in want_banned.items() if k not in banned],
        "unbanned": [n for k, n in banned.items()
                     if k not in want_banned and k not in want_restricted],
        "restricted": {n: 1 for k, n in want_restricted.items() if k not in restricted},
        "unrestricted": [n for k, n in restricted.items()
                         if k not in want_restricted and k not in want_banned],
    }
    change = {key: value for key, value in change.items() if value}
    if not change:
        return []
    source = {"document": f"MTGJSON legalities of {date}", "url": "https://mtgjson.com/",
              "section": f"updated card data in {lists['folder']}", "date": date}
    update = {"date": date, "day_unknown": True, "source": source, **change}
    after = _day_after(str(checked)) if checked else None
    if after is None or after >= date:
        return [update]
    # the lists are known to the day they were checked: the update's change came later
    known = {"date": after, "source": {
        "document": f"the bundled lists, checked against their sources on {checked}",
        "date": str(checked)}}
    return [known, update]


def _day_after(day: str) -> str | None:
    """The ISO day after ``day`` (``None`` for a day that is not ``YYYY-MM-DD``, or the
    calendar's last day, 9999-12-31, which has none after it)."""
    try:
        return (dt.date.fromisoformat(day) + dt.timedelta(days=1)).isoformat()
    except (ValueError, OverflowError):
        return None


def _front_key(name: str) -> str:
    from cardtools.names import normalise

    return normalise(name.split("//")[0])


def _lists_as_of(history: Sequence[Mapping[str, Any]], day: str
                 ) -> tuple[dict[str, str], dict[str, str]]:
    """The banned and restricted cards (front-face key -> name) after the changes of
    ``history`` dated on or before ``day`` (as ``Format.lists_as_of`` applies them)."""
    banned: dict[str, str] = {}
    restricted: dict[str, str] = {}
    for change in sorted(history, key=lambda c: str(c.get("date", ""))):
        if str(change.get("date", "")) > day:
            break
        for name in change.get("banned", ()):
            banned[_front_key(name)] = name
            restricted.pop(_front_key(name), None)
        for name in change.get("unbanned", ()):
            banned.pop(_front_key(name), None)
        for name in change.get("restricted", {}):
            restricted[_front_key(name)] = name
            banned.pop(_front_key(name), None)
        for name in change.get("unrestricted", ()):
            restricted.pop(_front_key(name), None)
    return banned, restricted


def refuse_the_tools_own_data(path: Path, what: str) -> None:
    """Raise ``CardtoolsError`` when ``path``, a file the command writes (``what``: "the
    report file", "the --output file"), is in the tool's own data, which every run
    reads (``tools_own_data_holding``); a new file there too (a new ``.yaml`` is a
    format, a new ``.json`` a card database)."""
    from cardtools.fileio import lands_on_a_file

    name = tools_own_data_holding(path)
    if name is not None:
        verb = "overwrite" if lands_on_a_file(path) else "write"
        raise CardtoolsError(f"{what} is a file of {name}; refusing to {verb} it", str(path))


def tools_own_data_holding(path: Path) -> str | None:
    """Which of the tool's own data, which every run reads, holds ``path`` (at any depth,
    links resolved): ``the bundled formats`` (``formats/``: format files,
    ``compiled.json``, ``game.yaml``), ``the bundled card data`` (``cards/``), ``the
    updated card data`` (``user_data_dir``) or the tool's own code and data (the
    installed package's folder: its code and ``schemas/``); ``None`` for none. Never
    raises."""
    return next((name for name, folder in (
        ("the bundled formats", formats_dir()), ("the bundled card data", cards_dir()),
        ("the updated card data", user_data_dir()),
        ("the tool's own code and data, which every run reads", package_dir()))
        if holds(folder, path)), None)


def holds(folder: str | Path, path: str | Path) -> bool:
    """Whether ``path`` is inside ``folder`` (at any depth), links resolved. Never raises."""
    try:
        return Path(os.path.realpath(path)).is_relative_to(os.path.realpath(folder))
    except (OSError, ValueError):
        return False
