"""``cardtools cards update GAME``: fetch current card data, check it, install it.

The data comes from an HTTP(S) server (MTGJSON by default, or a mirror) or from a
folder of files already downloaded. Each file is checked against the SHA-256 checksum
published beside it (``<file>.sha256``), decompressed with a size cap, imported, and
the game's data folder (``cardtools.datadir``) is replaced in one rename: the new data
is written into a hidden sibling folder and synced to disk, the installed copy is
renamed to ``<game>.previous``, the new folder takes its place, and only then is the
previous copy removed. Any failure before that leaves the installed data as it was.
Standard library only.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import http.client
import json
import lzma
import os
import shutil
import socket
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from cardtools import __version__
from cardtools.clihelp import say as stderr_line
from cardtools.errors import CardtoolsError, UsageError
from cardtools.wording import every, with_article

#: Where MTGJSON publishes its files.
MTGJSON_URL = "https://mtgjson.com/api/v5/"
#: Seconds a connection or a read may wait.
TIMEOUT = 60.0
#: A download must bring at least ``MIN_PROGRESS`` bytes in every ``SLOW_WINDOW``
#: seconds: a server that trickles a few bytes at a time (each read within ``TIMEOUT``)
#: would otherwise hold the update for days.
SLOW_WINDOW = TIMEOUT
MIN_PROGRESS = 64 * 1024
#: Seconds a server's answer (its status line and headers) may take in all: a server
#: that trickles its headers a byte at a time (each read within ``TIMEOUT``) would
#: otherwise hold the update for ever, before the first byte the window above watches.
ANSWER_DEADLINE = TIMEOUT
#: Largest compressed download, and largest decompressed file (bytes).
MAX_DOWNLOAD = 256 * 1024 * 1024
MAX_DATA = 1024 * 1024 * 1024
#: Largest checksum file.
MAX_CHECKSUM = 4096
_CHUNK = 1024 * 1024
_SUFFIXES = (".xz", ".gz", "")


class Source(Protocol):
    """Where update files come from."""

    #: Shown in messages: the base URL or the folder.
    where: str
    #: Whether a missing ``.sha256`` file is an error (it is over the network).
    checksums_required: bool

    def get(self, name: str, limit: int) -> bytes | None:
        """The bytes of file ``name``, ``None`` when there is no such file. Raises
        ``CardtoolsError`` when it cannot be read or is larger than ``limit``."""
        ...


def refused_redirect(url: str, newurl: str) -> str | None:
    """Why a redirect from ``url`` to ``newurl`` is refused, ``None`` when it is followed:
    only to http and https, and never from https down to http (the download would be
    neither private nor from an authenticated server, and the checksums come from the
    same server, so they could be replaced with the files)."""
    old_scheme = urllib.parse.urlsplit(url).scheme.lower()
    new_scheme = urllib.parse.urlsplit(newurl).scheme.lower()
    if new_scheme not in ("http", "https"):
        return f"refused a redirect to {newurl} (only http and https)"
    if old_scheme == "https" and new_scheme == "http":
        return (f"refused a redirect from {url} to {newurl}: from https to plain http, "
                "the download could be tampered with; nothing was installed")
    return None


class _HttpsOnly(urllib.request.HTTPRedirectHandler):
    """Follow redirects to http and https URLs only, never from https to http."""

    def redirect_request(self, req: urllib.request.Request, fp: Any, code: int, msg: str,
                         headers: Any, newurl: str) -> urllib.request.Request | None:
        refusal = refused_redirect(req.full_url, newurl)
        if refusal is not None:
            raise CardtoolsError(refusal)
        return super().redirect_request(req, fp, code, msg, headers, newurl)


#: The warning for a plain http ``--from`` mirror.
PLAIN_HTTP_WARNING = ("cardtools: warning: {url} is plain http: the checksums come from the "
                      "same server, so they catch a corrupt download, not a tampered one; "
                      "use https where the mirror has it")


class _SlowAnswer(Exception):
    """A server's status line and headers did not all come within ``ANSWER_DEADLINE``."""


def _answer_in_time(connection: http.client.HTTPConnection,
                    answer: Callable[[], http.client.HTTPResponse]) -> http.client.HTTPResponse:
    """``answer()`` (the connection's ``getresponse``), its socket shut once
    ``ANSWER_DEADLINE`` seconds have passed without it. Raises ``_SlowAnswer`` when
    the deadline cut it off (headers cut short read as complete too), else what
    ``answer`` raises."""
    lock = threading.Lock()
    state = {"answered": False, "cut": False}

    def cut_off() -> None:
        with lock:
            if state["answered"]:
                return
            state["cut"] = True
        sock = connection.sock
        if sock is not None:
            with contextlib.suppress(OSError):  # the plain socket's: an SSL one's
                socket.socket.shutdown(sock, socket.SHUT_RDWR)  # would drop its state

    timer = threading.Timer(ANSWER_DEADLINE, cut_off)
    timer.daemon = True
    timer.start()
    try:
        response = answer()
    except (OSError, http.client.HTTPException):
        if state["cut"]:
            raise _SlowAnswer from None
        raise
    finally:
        timer.cancel()
    with lock:
        state["answered"] = True
        if state["cut"]:
            raise _SlowAnswer
    return response


class _HttpConnection(http.client.HTTPConnection):
    """An http connection whose answer must come within ``ANSWER_DEADLINE``."""

    def getresponse(self) -> http.client.HTTPResponse:
        """See ``_answer_in_time``."""
        return _answer_in_time(self, super().getresponse)


class _HttpsConnection(http.client.HTTPSConnection):
    """An https connection whose answer must come within ``ANSWER_DEADLINE``."""

    def getresponse(self) -> http.client.HTTPResponse:
        """See ``_answer_in_time``."""
        return _answer_in_time(self, super().getresponse)


class _TimedHttp(urllib.request.HTTPHandler):
    """Opens http URLs over ``_HttpConnection``."""

    def do_open(self, http_class: Any, req: urllib.request.Request,
                **http_conn_args: Any) -> http.client.HTTPResponse:
        """See ``urllib.request.AbstractHTTPHandler.do_open``."""
        return super().do_open(_HttpConnection, req, **http_conn_args)


class _TimedHttps(urllib.request.HTTPSHandler):
    """Opens https URLs over ``_HttpsConnection``."""

    def do_open(self, http_class: Any, req: urllib.request.Request,
                **http_conn_args: Any) -> http.client.HTTPResponse:
        """See ``urllib.request.AbstractHTTPHandler.do_open``."""
        return super().do_open(_HttpsConnection, req, **http_conn_args)


#: The way forward when a server fails, which an update names its files after.
_DOWNLOAD_YOURSELF = "download the files yourself and use --from FOLDER"


@dataclass
class HttpSource:
    """Files under an http(s) base URL ending in ``/``."""

    where: str
    checksums_required: bool = True

    def get(self, name: str, limit: int) -> bytes | None:
        """See ``Source.get``; a 404 or 410 answer is ``None``, any other error status,
        a network failure, a timeout or a cut-off transfer raises ``CardtoolsError``."""
        url = urllib.parse.urljoin(self.where, urllib.parse.quote(name))
        request = urllib.request.Request(url, headers={"User-Agent": f"cardtools/{__version__}"})
        opener = urllib.request.build_opener(_HttpsOnly(), _TimedHttp(), _TimedHttps())
        try:
            with opener.open(request, timeout=TIMEOUT) as response:
                return _read_capped(response, limit, url)
        except _SlowAnswer:
            raise CardtoolsError(
                f"the server's answer for {url} did not come within {ANSWER_DEADLINE:g} "
                "seconds (its headers were still coming): stopped; try again later or "
                f"another mirror, or {_DOWNLOAD_YOURSELF}") from None
        except urllib.error.HTTPError as exc:
            if exc.code in (404, 410):
                return None
            raise CardtoolsError(f"the server answered {exc.code} {exc.reason} for {url}"
                                 ) from None
        except (OSError, http.client.HTTPException) as exc:
            reason = getattr(exc, "reason", None) or exc.__class__.__name__
            if str(exc) and not getattr(exc, "reason", None):
                reason = f"{reason}: {exc}"
            raise CardtoolsError(
                f"cannot download {url} ({reason}); check the network connection, or "
                f"{_DOWNLOAD_YOURSELF}") from None


def _read_capped(response: Any, limit: int, url: str) -> bytes:
    declared = response.headers.get("Content-Length")
    expected = int(declared) if declared and declared.isdigit() else None
    if expected is not None and expected > limit:
        raise CardtoolsError(f"{url} is {expected:,} bytes, more than the {limit:,} allowed")
    chunks: list[bytes] = []
    total = 0
    window_start, window_total = time.monotonic(), 0
    while chunk := _read_some(response):
        total += len(chunk)
        if total > limit:
            raise CardtoolsError(f"{url} is more than the {limit:,} bytes allowed")
        chunks.append(chunk)
        if time.monotonic() - window_start >= SLOW_WINDOW:
            if total - window_total < MIN_PROGRESS and total != expected:
                raise CardtoolsError(
                    f"the download of {url} is too slow ({total - window_total:,} bytes in "
                    f"{SLOW_WINDOW:g} seconds, {total:,} bytes in all): stopped; try again "
                    f"later or another mirror, or {_DOWNLOAD_YOURSELF}")
            window_start, window_total = time.monotonic(), total
    if expected is not None and total != expected:
        raise CardtoolsError(f"the download of {url} was cut off ({total:,} of "
                             f"{expected:,} bytes)")
    return b"".join(chunks)


def _read_some(response: Any) -> bytes:
    """The next bytes the server has sent (at most ``_CHUNK``), as soon as some came:
    ``read1`` does not wait for a whole chunk, so a slow server is noticed."""
    reader = getattr(response, "read1", None) or response.read
    data: bytes = reader(_CHUNK)
    return data


@dataclass
class FolderSource:
    """Files already downloaded into a folder; checksums are checked when there."""

    where: str
    checksums_required: bool = False

    def get(self, name: str, limit: int) -> bytes | None:
        """See ``Source.get``."""
        path = Path(self.where) / name
        try:
            if not path.is_file():
                return None
            if path.stat().st_size > limit:
                raise CardtoolsError(f"larger than the {limit:,} bytes allowed", str(path))
            return path.read_bytes()
        except OSError as exc:
            raise CardtoolsError(f"cannot read: {exc.strerror or exc}", str(path)) from None


def open_source(location: str | None) -> Source:
    """The source ``--from`` names: an http(s) URL (a folder of the server), a local
    folder (made absolute) or a ``file:`` URL of one; MTGJSON when ``None``. Raises
    ``UsageError`` for any other URL scheme or a folder that does not exist."""
    if location is None:
        return HttpSource(MTGJSON_URL)
    parts = urllib.parse.urlsplit(location)
    scheme = parts.scheme.lower()
    if scheme in ("http", "https"):
        return HttpSource(location if location.endswith("/") else location + "/")
    if scheme == "file":
        folder = Path(urllib.request.url2pathname(parts.path))
    elif len(scheme) > 1:  # one letter: a Windows drive, a path
        raise UsageError(f"--from takes an http(s) URL, a file: URL or a folder, "
                         f"not {with_article(scheme)}: URL")
    else:
        folder = Path(location).expanduser()
    if not folder.is_dir():
        raise UsageError(f"--from: no such folder: {folder}")
    # absolute: the installed data names its origin, read later from any folder
    return FolderSource(str(folder.absolute()))


@dataclass
class Fetched:
    """One fetched file: the name it had, its content (decompressed), and whether its
    checksum was checked."""

    name: str
    data: bytes
    checked: bool


def fetch(source: Source, stem: str, say: Callable[[str], None]) -> Fetched:
    """Fetch ``stem`` (``AtomicCards.json``) as ``.xz``, else ``.gz``, else plain;
    check its checksum and decompress it. Raises ``CardtoolsError`` when none is
    there, the checksum is missing (over the network) or differs, or it is corrupt."""
    tried = []
    for suffix in _SUFFIXES:
        name = stem + suffix
        tried.append(name)
        raw = source.get(name, MAX_DOWNLOAD)
        if raw is None:
            continue
        checked = _verify(source, name, raw, say)
        return Fetched(name, _decompress(name, raw, source.where), checked)
    raise CardtoolsError(f"{stem} is not in {source.where} (looked for {', '.join(tried)})")


def _verify(source: Source, name: str, raw: bytes, say: Callable[[str], None]) -> bool:
    published = source.get(name + ".sha256", MAX_CHECKSUM)
    if published is None:
        if source.checksums_required:
            raise CardtoolsError(f"{name}.sha256 is missing from {source.where}: the "
                                 f"download of {name} cannot be checked")
        say(f"{name}: no {name}.sha256 beside it, checksum not checked")
        return False
    words = published.decode("ascii", "replace").split()
    expected = words[0].lower() if words else ""
    if len(expected) != 64 or any(c not in "0123456789abcdef" for c in expected):
        raise CardtoolsError(f"{name}.sha256 from {source.where} is not a SHA-256 checksum")
    actual = hashlib.sha256(raw).hexdigest()
    if actual != expected:
        raise CardtoolsError(f"{name} from {source.where} does not match its checksum "
                             f"(SHA-256 {actual}, published {expected}): a corrupt or "
                             "incomplete download")
    say(f"{name}: {len(raw):,} bytes, SHA-256 checksum verified")
    return True


def _decompress(name: str, raw: bytes, where: str) -> bytes:
    """Decompress ``.xz`` and ``.gz`` data, at most ``MAX_DATA`` bytes."""
    if name.endswith(".xz"):
        unpack: Any = lzma.LZMADecompressor()
    elif name.endswith(".gz"):
        unpack = zlib.decompressobj(16 + zlib.MAX_WBITS)
    else:
        return raw
    try:
        data: bytes = unpack.decompress(raw, MAX_DATA + 1)
    except (lzma.LZMAError, zlib.error) as exc:
        raise CardtoolsError(f"{name} from {where} is corrupt: {exc}") from None
    if len(data) > MAX_DATA:
        raise CardtoolsError(f"{name} from {where} holds more than {MAX_DATA:,} bytes")
    if not unpack.eof:
        raise CardtoolsError(f"{name} from {where} is cut short (the compressed data ends "
                             "too early)")
    return data


def parse_json(fetched: Fetched, where: str) -> dict[str, Any]:
    """The JSON object a fetched file holds. Raises ``CardtoolsError`` otherwise."""
    try:
        document = json.loads(fetched.data)
    except (ValueError, RecursionError) as exc:
        raise CardtoolsError(f"{fetched.name} from {where} is not JSON: {exc}") from None
    if not isinstance(document, dict):
        raise CardtoolsError(f"{fetched.name} from {where} is not a JSON object")
    return document


def install(game: str, files: Mapping[str, str]) -> Path:
    """Install ``files`` (name -> text) as ``game``'s data folder, atomically.

    The files are written and synced in a hidden sibling folder, then renamed into
    place; the previous copy is kept as ``<game>.previous`` until the new one is in
    place. Output: the installed folder. Raises ``CardtoolsError`` when the user data
    folder cannot be written; the installed data is then unchanged.
    """
    from cardtools.datadir import backup_dir, installed_dir, user_data_dir

    root, target, backup = user_data_dir(), installed_dir(game), backup_dir(game)
    temp: Path | None = None
    try:
        root.mkdir(parents=True, exist_ok=True)
        _recover(target, backup)
        temp = Path(tempfile.mkdtemp(dir=root, prefix=f".{game}.new-"))
        temp.chmod(0o777 & ~_umask())  # mkdtemp's folder is private; data is not
        for name, text in files.items():
            _write_synced(temp / name, text)
        _sync_folder(temp)
        if target.exists():
            os.replace(target, backup)
        try:
            os.replace(temp, target)
        except OSError:
            if backup.exists() and not target.exists():
                os.replace(backup, target)
            raise
        temp = None
        _sync_folder(root)
        shutil.rmtree(backup, ignore_errors=True)
    except OSError as exc:
        raise CardtoolsError(f"cannot install the card data: {exc.strerror or exc}",
                             str(root)) from None
    finally:
        if temp is not None:
            shutil.rmtree(temp, ignore_errors=True)
    return target


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _recover(target: Path, backup: Path) -> None:
    """Tidy up after an install that was cut off: a backup without an installed copy
    is the installed copy; a backup beside one is stale."""
    if backup.exists():
        if target.exists():
            shutil.rmtree(backup)
        else:
            os.replace(backup, target)


def _write_synced(path: Path, text: str) -> None:
    with path.open("w", encoding="utf-8", newline="\n") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())


def _sync_folder(folder: Path) -> None:
    """Make a folder's entries durable (POSIX; Windows cannot open folders)."""
    if os.name != "posix":
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


#: The MTGJSON files an update reads, in the order they are fetched.
_MTGJSON_FILES = ("Meta.json", "SetList.json", "AtomicCards.json")


def _all_there(source: Source, stems: Sequence[str]) -> None:
    """Raise ``CardtoolsError`` naming every file of ``stems`` a folder ``source`` lacks
    (each looked for as ``.xz``, ``.gz`` or plain), before any is read: a folder of other
    data is told at once, not one missing file a run. A server is not asked (each file
    is fetched in turn; ``fetch`` names a missing one)."""
    if not isinstance(source, FolderSource):
        return
    folder = Path(source.where)
    missing = [stem for stem in stems
               if not any((folder / (stem + suffix)).is_file() for suffix in _SUFFIXES)]
    if missing:
        raise CardtoolsError(
            f"{every(missing)} {'is' if len(missing) == 1 else 'are'} not in "
            f"{source.where} (each looked for as .xz, .gz or plain): an update reads "
            f"MTGJSON's {every(stems)}")


def _naming_files(error: CardtoolsError, stems: Sequence[str]) -> CardtoolsError:
    """``error`` with the files to download named when its way forward is to download
    them yourself (``_DOWNLOAD_YOURSELF``: a server failed): which files, each as .xz,
    .gz or plain with its ``.sha256``; any other error as it is."""
    if not error.message.endswith(_DOWNLOAD_YOURSELF):
        return error
    return CardtoolsError(
        f"{error.message} (the files: {every(stems)}, each as .xz, .gz or plain, with its "
        ".sha256 beside it)", error.path, error.where)


def update_mtg(source: Source, say: Callable[[str], None],
               check_date: Callable[[str], None]) -> dict[str, str]:
    """Fetch, check and import MTGJSON ``AtomicCards``, ``SetList`` and ``Meta``;
    ``check_date`` gets the build date ``Meta`` gives before the large files are
    fetched (and raises to refuse it: no download for data that will be refused).

    Output: the files of the data folder (name -> text). Raises ``CardtoolsError``.
    """
    from cardtools.carddb import index_text
    from cardtools.importers import dumps_database
    from cardtools.importers.mtgjson_current import card_data, meta_date

    _all_there(source, _MTGJSON_FILES)
    try:
        documents = {"Meta.json": parse_json(fetch(source, "Meta.json", say), source.where)}
        check_date(meta_date(documents["Meta.json"])[0])
        documents.update((stem, parse_json(fetch(source, stem, say), source.where))
                         for stem in _MTGJSON_FILES[1:])
    except CardtoolsError as error:
        raise _naming_files(error, _MTGJSON_FILES) from None
    say("importing the cards")
    built = card_data(documents["AtomicCards.json"], documents["SetList.json"],
                      documents["Meta.json"], _bundled_records("mtg"), _bundled_sets("mtg"),
                      _bundled_date("mtg"))
    undated = built["sets"].pop("undated", [])
    if undated:
        say(f"SetList.json: left out {len(undated)} set{'s' if len(undated) > 1 else ''} "
            f"without a release date ({', '.join(undated)}): their printings count in no "
            "card pool")
    built["cards"]["source"].update(retrieved=dt.date.today().isoformat(), origin=source.where)
    text = dumps_database(built["cards"])
    return {
        "cards.json": text,
        "cards.index": index_text(built["cards"]["cards"], text),
        "sets.json": _dumps(built["sets"]),
        "lists.json": _dumps(built["lists"]),
    }


def _dumps(document: Mapping[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, indent=1) + "\n"


def _bundled_sets(game: str) -> dict[str, Any]:
    """The bundled set table of ``game`` (code -> ``{name, date, type}``), ``{}`` when
    there is none. Raises ``CardtoolsError`` when it cannot be read."""
    from cardtools.resources import cards_dir

    path = cards_dir() / game / "sets.json"
    if not path.is_file():
        return {}
    try:
        sets = json.loads(path.read_bytes())["sets"]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise CardtoolsError(f"cannot read the bundled set table: {exc}", str(path)) from None
    return dict(sets) if isinstance(sets, Mapping) else {}


def _bundled_date(game: str) -> str:
    """The date of the bundled card data of ``game`` (``""`` when it says none)."""
    from cardtools.datadir import read_header
    from cardtools.resources import cards_dir

    return str((read_header(cards_dir() / game) or {}).get("date") or "")


def _bundled_records(game: str) -> Callable[[str], Mapping[str, Any] | None]:
    """Look up a card record of the bundled database by name (``None`` if unknown)."""
    from cardtools.cardfiles import _bundled_layer
    from cardtools.names import normalise
    from cardtools.resources import cards_dir

    path = cards_dir() / game / "cards.json"
    if not path.is_file():
        return lambda name: None
    layer, _ = _bundled_layer(path)

    def known(name: str) -> Mapping[str, Any] | None:
        card = layer.by_name(normalise(name))
        return card.facts if card is not None else None

    return known


#: Games that can be updated -> the function fetching their data.
UPDATERS: dict[str, Callable[[Source, Callable[[str], None], Callable[[str], None]],
                              dict[str, str]]] = {
    "mtg": update_mtg,
}


#: An update holding fewer cards than this share of the bundled data's is refused
#: (without ``--force``): a cut-off or wrong ``AtomicCards.json`` would make every other
#: card unknown.
MIN_SHARE_OF_BUNDLED = 0.5


def update_cards(game: str, location: str | None, say: Callable[[str], None] = print,
                 force: bool = False, warn: Callable[[str], None] = stderr_line) -> int:
    """Update ``game``'s card data from ``location`` (see ``open_source``) and install
    it; ``warn`` (standard error) gets one line when the mirror is plain http. Output:
    exit code 0. Raises ``CardtoolsError`` (exit 2) on any failure, the installed data
    then being unchanged; among them an update with fewer cards than
    ``MIN_SHARE_OF_BUNDLED`` of the bundled data's, or dated later than today or
    earlier than the installed copy or not later than the bundled data
    (``_refuse_a_misdated_database``), or with cards
    whose status no format's lists give (``_refuse_cards_of_no_known_status``), or new
    cards left out of a format their sets are in
    (``_refuse_new_cards_left_out_where_their_sets_are``), unless
    ``force``; and a redirect
    from https to http (see ``refused_redirect``)."""
    _check_game(game)
    source = open_source(location)
    if urllib.parse.urlsplit(source.where).scheme.lower() == "http":
        warn(PLAIN_HTTP_WARNING.format(url=source.where))
    say(f"fetching {game} card data from {source.where}")
    files = UPDATERS[game](source, say, lambda date: None if force
                           else _refuse_a_misdated_database(game, date))
    count = _validate(files["cards.json"])
    if not force:
        _refuse_a_shrunken_database(game, count)
        _refuse_cards_of_no_known_status(game, files.get("lists.json"))
        _refuse_new_cards_left_out_where_their_sets_are(game, files.get("lists.json"))
    from cardtools.datadir import card_data, read_header

    was = card_data(game)
    before = was.date if was.updated else ""  # a damaged copy's is no date
    folder = install(game, files)
    from cardtools.resources import cards_dir

    card_data.cache_clear()
    header = read_header(folder) or {}
    bundled = (read_header(cards_dir() / game) or {}).get("date", "")
    used = card_data(game).updated
    again = " again: the installed copy was of that day" if header.get("date") == before \
        else ""
    say(f"installed {game} card data of {header.get('date')} in {folder}{again}")
    say("checks now use it" if used else
        f"checks keep using the bundled data of {bundled}, which is "
        + ("as new" if bundled == header.get("date") else "newer"))
    return 0


def _check_game(game: str) -> None:
    """Refuse a game with no updater, with the games that have one it may mean
    (``mtgg``, ``magic``: did you mean mtg?, as every ``--game``). Raises
    ``UsageError``."""
    from cardtools.cardfiles import games_hint

    if game not in UPDATERS:
        raise UsageError(f"no updater for {game!r}; {games_hint(game, sorted(UPDATERS))}"
                         "games that can be updated: " + ", ".join(sorted(UPDATERS)))


def _validate(text: str) -> int:
    """Check an imported ``cards.json`` against the cards schema; output: its number
    of cards."""
    from cardtools.validation import check_schema

    document = json.loads(text)
    check_schema(document, "cards", "cards.json (imported)")
    return len(document["cards"])


def _refuse_a_shrunken_database(game: str, count: int) -> None:
    """Raise ``CardtoolsError`` when ``count`` cards are far fewer than the bundled
    database of ``game`` holds (``MIN_SHARE_OF_BUNDLED``)."""
    from cardtools.resources import cards_dir

    bundled = _count_cards(cards_dir() / game)
    if count < bundled * MIN_SHARE_OF_BUNDLED:
        raise CardtoolsError(
            f"refused: the new {game} card data holds {count:,} card{'s' if count != 1 else ''}, "
            f"fewer than half the "
            f"{bundled:,} of the bundled data, so every other card would be unknown; is the "
            f"download complete? The installed data is unchanged (--force installs it anyway)")


def _refuse_cards_of_no_known_status(game: str, lists_text: str | None) -> None:
    """Raise ``CardtoolsError`` when the new ``lists.json`` names cards ``unknown`` in
    every format it has lists for: their entries give no legalities (or none that is
    MTGJSON's), so whether they are banned is known nowhere, and a card the bundled
    lists do not know would be legal wherever its sets are (a damaged file)."""
    formats = (json.loads(lists_text).get("formats") or {}) if lists_text else {}
    unknown = [set(lists.get("unknown") or ()) for lists in formats.values()]
    nowhere = sorted(set.intersection(*unknown)) if unknown else []
    if nowhere:
        shown = ", ".join(nowhere[:5]) + (f" and {len(nowhere) - 5:,} more"
                                          if len(nowhere) > 5 else "")
        raise CardtoolsError(
            f"refused: {len(nowhere):,} card{'s' if len(nowhere) != 1 else ''} of the new "
            f"{game} card data give{'s' if len(nowhere) == 1 else ''} no legality in any "
            f"format ({shown}): whether {'it is' if len(nowhere) == 1 else 'they are'} "
            "banned is not known, and a card new to the data would be legal wherever its "
            "sets are; is the download complete? The installed data is unchanged (--force "
            "installs it anyway: such a card keeps the status the bundled lists give it)")


def _refuse_new_cards_left_out_where_their_sets_are(game: str, lists_text: str | None
                                                    ) -> None:
    """Raise ``CardtoolsError`` when the new ``lists.json`` names ``silent`` cards: cards
    new to the data whose legalities leave out a format that plays other cards of their
    sets. MTGJSON leaves out the formats a card is not legal in, so the data says such
    a card is not legal there, while a card pool by sets would take it as legal."""
    formats = (json.loads(lists_text).get("formats") or {}) if lists_text else {}
    silent = {fmt: list(lists.get("silent") or ()) for fmt, lists in formats.items()
              if lists.get("silent")}
    if not silent:
        return
    count = len({name for names in silent.values() for name in names})
    shown = "; ".join(f"{fmt}: {', '.join(names[:3])}"
                      + (f" and {len(names) - 3:,} more" if len(names) > 3 else "")
                      for fmt, names in sorted(silent.items()))
    raise CardtoolsError(
        f"refused: {count:,} card{'s' if count != 1 else ''} new to the {game} card data "
        f"give{'s' if count == 1 else ''} no legality in a format that plays other cards "
        f"of {'its' if count == 1 else 'their'} sets ({shown}): MTGJSON leaves out the "
        "formats a card is not legal in, but the card pool by sets would take "
        f"{'it' if count == 1 else 'them'} as legal there; is the download complete? The "
        "installed data is unchanged (--force installs it anyway: such a card is then "
        "judged by its sets)")


#: Days a build date may be later than today's date on this machine (time zones: a
#: build made just after midnight in one is dated tomorrow in another).
FUTURE_DAYS_ALLOWED = 1


def _refuse_a_misdated_database(game: str, date: str) -> None:
    """Raise ``CardtoolsError`` when the new data's ``date`` would make the data's age
    a lie: later than today (checks would take its lists and cards as known to that
    day, and every later update would look older), or earlier than the installed
    copy's (it would replace newer data, lowering the date every report gives), or not
    later than the bundled data's (checks would not use it: it was fetched, imported
    and installed for nothing)."""
    from cardtools.datadir import installed_copy

    today = dt.date.today()
    try:
        day = dt.date.fromisoformat(date)
    except ValueError:
        return
    if day > today + dt.timedelta(days=FUTURE_DAYS_ALLOWED):
        raise CardtoolsError(
            f"refused: the new {game} card data is dated {date}, later than today "
            f"({today.isoformat()}): its build date is wrong (or this machine's clock "
            "is), and reports would take its cards and lists as known to that day. "
            "The installed data is unchanged (--force installs it anyway)")
    try:
        installed = installed_copy(game)
    except CardtoolsError:
        return  # a damaged copy: the new data replaces it
    if installed is not None and installed.date and date < installed.date:
        raise CardtoolsError(
            f"refused: the new {game} card data is of {date}, older than the installed "
            f"copy's {installed.date} ({installed.path}): installing it would replace "
            "newer data and lower the date of the card data and lists every check uses. "
            "The installed data is unchanged (--force installs it anyway)")
    bundled = _bundled_date(game)
    if bundled and date <= bundled:
        raise CardtoolsError(
            f"refused: the new {game} card data is of {date}, "
            f"{'as old as' if date == bundled else 'older than'} the bundled data of "
            f"{bundled}: checks would keep using the bundled data. Nothing is installed "
            "(--force installs it anyway)")


def remove_installed(game: str, say: Callable[[str], None] = print) -> int:
    """Remove the copy of ``game``'s card data that ``cards update`` installed, so checks
    use the bundled data again. Output: exit code 0 (also when there was none). Raises
    ``CardtoolsError`` when the folder cannot be removed."""
    from cardtools.datadir import backup_dir, card_data, installed_dir

    _check_game(game)
    removed = [folder for folder in (installed_dir(game), backup_dir(game)) if folder.exists()]
    for folder in removed:
        try:
            shutil.rmtree(folder)
        except OSError as exc:
            raise CardtoolsError(f"cannot remove: {exc.strerror or exc}", str(folder)) from None
    card_data.cache_clear()
    bundled = card_data(game).date
    say(f"removed the updated {game} card data in {removed[0]}" if removed
        else f"no updated {game} card data is installed")
    say(f"checks use the bundled data of {bundled}")
    return 0


def show_installed(game: str | None, say: Callable[[str], None] = print) -> int:
    """Print, per game (or for ``game``), the card data installed by ``cards update``
    and the bundled data: which one checks use, the date and source of each, its
    number of cards and sets, and its folder. Output: exit code 0, or 2 when an updated
    copy is damaged (checks of its game stop with an error until it is updated again or
    removed)."""
    from cardtools.datadir import card_data, installed_copy
    from cardtools.resources import cards_dir

    games = sorted({p.parent.name for p in cards_dir().glob("*/cards.json")} | set(UPDATERS))
    code = 0
    for name in [game] if game else games:
        used = card_data(name)
        if used.damaged is not None:
            say(f"{name}: checks stop with an error: the updated copy is {used.damaged}")
            code = 2
            continue
        installed = installed_copy(name)
        copies = [c for c in (installed, _bundled_copy(name)) if c is not None]
        if not copies:
            say(f"{name}: no card data")
            continue
        held = [(copy, _count_cards(copy.path)) for copy in copies]
        if not any(count for _, count in held):
            _say_no_cards(name, held[0][0].path, say)
            continue
        say(f"{name}: checks use the {'updated copy' if used.updated else 'bundled data'}")
        for copy, count in held:
            label = "updated" if copy.updated else "bundled"
            say(f"  {label:8} {_summary(copy.path, copy.header, count)}")
            say(f"  {'':8} {copy.path}")
        if installed is None and name in UPDATERS:
            say(f"  (no updated copy: cardtools cards update {name})")
    return code


def _bundled_copy(game: str) -> Any:
    from cardtools.datadir import CardData, read_header
    from cardtools.resources import cards_dir

    header = read_header(cards_dir() / game)
    return None if header is None else CardData(game, cards_dir() / game, False, header)


def _say_no_cards(game: str, folder: Path, say: Callable[[str], None]) -> None:
    """What ``cards update --list`` says of a game whose card data holds no card
    (MageTCG's, which has no public card database): that none is bundled, how a check
    is given the cards, and the folder whose README shows a card file's columns. It was
    "bundled data of 2026-11-29, 0 cards", a date that read as card data."""
    say(f"{game}: no {game} card data is bundled: give your card file with --cards FILE "
        "(CSV, YAML or JSON) or under 'cards:' in .cardtools.yaml")
    say(f"  {'':8} {folder} (README.md there: the file's columns)")


def _summary(folder: Path, header: Mapping[str, Any], count: int) -> str:
    """``data of 2026-11-20, 31,024 cards, 812 sets, retrieved 2026-12-01 from URL;
    source: MTGJSON``: the date, counts (``count`` cards) and retrieval first, then the
    source's name under its own label (a name may hold commas and end in a word, never
    run into the date)."""
    source = header.get("source")
    name = source.get("name") if isinstance(source, Mapping) else source
    parts = [f"data of {header['date']}" if header.get("date") else "undated data",
             f"{count:,} cards"]
    try:
        sets = json.loads((folder / "sets.json").read_text("utf-8")).get("sets", {})
        parts.append(f"{len(sets):,} sets")
    except (OSError, ValueError, AttributeError):
        pass
    if isinstance(source, Mapping) and source.get("origin"):
        parts.append(f"retrieved {source['retrieved']} from {source.get('origin')}")
    return ", ".join(parts) + (f"; source: {name}" if name else "")


def _count_cards(folder: Path) -> int:
    """The number of cards of ``folder/cards.json`` (from its index's header line when
    there is one; else by reading it)."""
    from cardtools.carddb import INDEX_HEADER

    try:
        with (folder / "cards.index").open("rb") as handle:
            first = handle.readline()
        if first.startswith(INDEX_HEADER):
            return int(first[len(INDEX_HEADER):].split()[0])
    except (OSError, ValueError, IndexError):
        pass
    try:
        return len(json.loads((folder / "cards.json").read_bytes()).get("cards", []))
    except (OSError, ValueError, AttributeError):
        return 0
