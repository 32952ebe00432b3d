"""The pipeline for one run: files -> decklists -> decks -> rules -> results (DESIGN 2, 7).

A ``Checker`` loads each format and card database once and judges any number of
decklists. A problem with one decklist becomes that deck's result; a problem with a
format, card, pool or config file stops the run with a ``CardtoolsError`` (exit 2).
"""

from __future__ import annotations

import datetime as dt
import os
import re
import stat
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, NamedTuple

from cardtools.carddb import CardDatabase
from cardtools.cardfiles import database_for
from cardtools.config import NO_SETTINGS, ConfigFinder, DeckSettings
from cardtools.decklist import DECKLIST_SUFFIXES, read_decklist
from cardtools.decklist.decoding import MAX_BYTES
from cardtools.engine import status_of, validate_all
from cardtools.errors import CardtoolsError, UnknownFormat
from cardtools.formatspec import Format, FormatRegistry
from cardtools.model import Deck, DeckEntry, Decklist, DeckResult, Finding, Violation
from cardtools.placing import placed
from cardtools.rules import RULES, CheckContext

STDIN = "-"


@dataclass
class CheckOptions:
    """What ``cardtools check`` was asked: a forced format id, extra card files and
    formats folders, a drafted pool, the day lists are judged as of, strictness, rule
    severity overrides (rule id -> error / warning / info / off), and whether to look
    for ``.cardtools.yaml`` project configs."""

    format_id: str | None = None
    card_files: list[Path] = field(default_factory=list)
    formats_dirs: list[Path] = field(default_factory=list)
    pool_file: Path | None = None
    as_of: dt.date = field(default_factory=dt.date.today)
    strict: bool = False
    severities: dict[str, str] = field(default_factory=dict)
    use_config: bool = True


class Checker:
    """Judges decklists for one run.

    Input: ``CheckOptions``. Raises ``CardtoolsError`` at construction when a
    ``--formats-dir`` does not exist. ``check_path``, ``check_paths`` and ``check_bytes``
    never raise for a bad decklist; they raise ``CardtoolsError`` for a bad format, card,
    pool or config file, which no deck can be judged without.
    """

    def __init__(self, options: CheckOptions) -> None:
        self.options = options
        self.configs = ConfigFinder()
        self._registries: dict[tuple[Path, ...], FormatRegistry] = {}
        self.registry = self.registry_for(())
        self._databases: dict[tuple[str, tuple[Path, ...]], CardDatabase] = {}
        self._pools: dict[str, dict[str, int]] = {}
        #: The rules' memos per format and card database (both kept for the whole run).
        self._memos: dict[tuple[int, int], dict[str, dict[str, Any]]] = {}

    def registry_for(self, config_dirs: tuple[Path, ...]) -> FormatRegistry:
        """The formats visible with a config's folders (the command line's win)."""
        dirs = (*config_dirs, *self.options.formats_dirs)
        if dirs not in self._registries:
            self._registries[dirs] = FormatRegistry(dirs)
        return self._registries[dirs]

    def check_path(self, path: str) -> DeckResult:
        """Read and judge one decklist file (``-`` reads standard input), with the
        project config that applies to it. Raises ``CardtoolsError`` for a bad config."""
        return self.check_paths([path])[0]

    def check_paths(self, paths: Sequence[str]) -> list[DeckResult]:
        """Read and judge decklist files as ``check_path`` does, the results in order.

        The files go through each step together (reading, resolving, then each rule over
        every deck): a batch runs much faster so, each step's code staying hot. Raises
        ``CardtoolsError`` for a bad config.
        """
        settings = [self.configs.settings_for(path) if self.options.use_config else None
                    for path in paths]
        contents = [read_input(path) for path in paths]
        reads = [error_result(path, data) if isinstance(data, Finding)
                 else self._read(data, path, setting or NO_SETTINGS)
                 for path, data, setting in zip(paths, contents, settings, strict=True)]
        judged = iter(self._judge([read for read in reads if isinstance(read, _Judging)]))
        results = [read if isinstance(read, DeckResult) else next(judged) for read in reads]
        for path, result in zip(paths, results, strict=True):
            result.path = printable(path)
        return results

    def check_bytes(self, data: bytes, path: str, settings: DeckSettings | None = None
                    ) -> DeckResult:
        """Judge a decklist given as bytes; ``path`` names it in the result."""
        read = self._read(data, path, settings or NO_SETTINGS)
        return read if isinstance(read, DeckResult) else self._judge([read])[0]

    def _read(self, data: bytes, path: str, settings: DeckSettings) -> DeckResult | _Judging:
        """Read a decklist and find its format: what judging it needs, or the result of
        a file that cannot be judged."""
        decklist = read_decklist(data, path)
        if decklist.fatal is not None:
            result = error_result(path, decklist.fatal)
            result.not_a_deck = decklist.no_deck
            return result
        wanted = (self.options.format_id or decklist.metadata.get("format")
                  or settings.format_id)
        if not wanted:
            return error_result(path, Finding(
                "unknown-format",
                "no format given; available formats: " + self.registry.available(),
                hint="use --format ID, a 'Format: ID' line in the decklist, or .cardtools.yaml",
            ), decklist)
        try:
            fmt = self.registry_for(settings.formats_dirs).get(
                wanted, decklist.metadata.get("game"))
        except UnknownFormat as exc:
            return error_result(path, Finding("unknown-format", exc.message,
                                              hint=_format_hint(wanted)), decklist)
        return _Judging(decklist, fmt, path, settings)

    def _judge(self, batch: list[_Judging]) -> list[DeckResult]:
        """Resolve the decklists' cards and run the rules of their formats on them."""
        databases = [self.database(item.fmt.game, item.settings.card_files) for item in batch]
        decks = [resolve_deck(item.decklist, database, item.path)
                 for item, database in zip(batch, databases, strict=True)]
        contexts = [self._context(item, deck, database)
                    for item, deck, database in zip(batch, decks, databases, strict=True)]
        found = validate_all(
            contexts, [{**item.settings.severities, **self.options.severities}
                       for item in batch], self.options.strict)
        return [_result(item, ctx, violations)
                for item, ctx, violations in zip(batch, contexts, found, strict=True)]

    def _context(self, item: _Judging, deck: Deck, database: CardDatabase) -> CheckContext:
        lists = item.fmt.lists_as_of(self.options.as_of)
        pool = self.pool(database) if self.options.pool_file else None
        memos = self._memos.setdefault((id(item.fmt), id(database)), {})
        return CheckContext(deck, item.fmt, lists, pool, memos, database.sets, database.meta)

    def database(self, game: str, config_files: Sequence[Path] = ()) -> CardDatabase:
        """The card database of ``game`` with a config's card files and then the
        ``--cards`` files on top, built once per combination."""
        files = tuple(config_files) + tuple(self.options.card_files)
        key = (game, files)
        if key not in self._databases:
            self._databases[key] = database_for(game, list(files))
        return self._databases[key]

    def pool(self, database: CardDatabase) -> dict[str, int]:
        """The drafted pool (``--pool``) as card identity -> copies.

        Raises ``CardtoolsError`` when the pool file cannot be read or names a card the
        database does not know.
        """
        if database.game not in self._pools:
            self._pools[database.game] = read_pool(self.options.pool_file, database)  # type: ignore[arg-type]
        return self._pools[database.game]


class _Judging(NamedTuple):
    """A decklist read, with its format, waiting to be judged."""

    decklist: Decklist
    fmt: Format
    path: str
    settings: DeckSettings


def _format_hint(wanted: str) -> str:
    """The fix of an unknown format id: a report style named by mistake (``--format
    json``, the linters' habit) gets a pointer to ``--report``."""
    from cardtools.reporters import REPORTERS

    if wanted.strip().lower() in REPORTERS:
        return (f"--format names the game format (mtg/modern); for a {wanted.strip().lower()} "
                f"report use --report {wanted.strip().lower()}")
    return "cardtools formats lists them"


def _result(item: _Judging, ctx: CheckContext, violations: list[Violation]) -> DeckResult:
    """The verdict on a judged decklist; every violation placed on a line
    (``placing.placed``)."""
    metadata, fmt = item.decklist.metadata, item.fmt
    violations = placed(violations, ctx.deck)
    return DeckResult(
        path=item.path, status=status_of(violations), violations=violations,
        format_id=fmt.id, format_name=fmt.name, player=metadata.get("player"),
        deck_name=metadata.get("deck"), event=metadata.get("event"),
        lists_as_of=ctx.lists.as_of if fmt.list_changes else None,
        card_data_date=str(ctx.card_data["date"]) if ctx.card_data.get("date") else None,
        zones={z: n for z, n in ctx.zone_sizes.items() if n}, deck=ctx.deck, format=fmt,
    )


def read_pool(path: Path, database: CardDatabase) -> dict[str, int]:
    """Read a drafted pool (decklist syntax) and count copies per card identity.

    Raises ``CardtoolsError`` naming the file and line for an unreadable file, a line
    that is not a card line, or an unknown card.
    """
    data = read_input(str(path))
    if isinstance(data, Finding):
        raise CardtoolsError(f"cannot read the pool: {data.message}", str(path))
    decklist = read_decklist(data, str(path))
    problem = decklist.fatal or next(
        (f for f in decklist.findings if f.rule == "parse-error"), None)
    if problem is not None:
        raise CardtoolsError(f"pool: {problem.message}", str(path), str(problem.line or ""))
    counts: dict[str, int] = {}
    for line in decklist.lines:
        card = database.resolve(line.name).card
        if card is None:
            raise CardtoolsError(f"pool names an unknown card {line.name!r}", str(path),
                                 str(line.line))
        for identity in card.identities:
            counts[identity] = counts.get(identity, 0) + line.count
    return counts


def resolve_deck(decklist: Decklist, database: CardDatabase, path: str) -> Deck:
    """Resolve every line of a decklist against ``database``.

    A line that may be a grouping header (``Creatures``, ``Spells (12)``) and names no
    card is that header, and is dropped (DESIGN 3.1). A name in quotes that names no card
    is tried without them.
    """
    entries, unknown, seen = [], 0, database.seen.get
    for line in decklist.lines:
        resolution = seen(line.name) or database.resolve(line.name, unknown < MAX_SUGGESTED)
        if resolution.card is None:
            unknown += not resolution.candidates
            if line.maybe_header:
                continue
            if _QUOTED.match(line.name):
                unquoted = database.resolve(line.name[1:-1])
                resolution = unquoted if unquoted.card is not None else resolution
        entries.append(DeckEntry(line, resolution))
    return Deck(path, database.game, entries, decklist.metadata, decklist.findings,
                decklist.zone_lines, decklist.metadata_lines, decklist.suppressions)


#: Unknown names of one deck that get "did you mean" suggestions (each is a fuzzy search
#: over the game's names; a file of thousands of unknown names must not take minutes).
MAX_SUGGESTED = 25

_QUOTED = re.compile(r"^[\"'\u2018\u2019\u201c\u201d].+[\"'\u2018\u2019\u201c\u201d]$")


def read_input(path: str) -> bytes | Finding:
    """The bytes of a decklist file (``-``: standard input), or a ``file-error`` finding
    when it cannot be read or is larger than a decklist can be."""
    try:
        if path == STDIN:
            data: bytes = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with open(path, "rb", buffering=0) as handle:
                size = os.fstat(handle.fileno()).st_size
                if size > MAX_BYTES:
                    return Finding("file-error", f"file is {size:,} bytes; a decklist is at "
                                   f"most {MAX_BYTES:,} bytes")
                data = _read_up_to(handle, MAX_BYTES + 1, size)
    except FileNotFoundError:
        return Finding("file-error", "no such file")
    except IsADirectoryError:
        return Finding("file-error", "is a folder, not a decklist")
    except OSError as exc:
        return Finding("file-error", f"cannot read the file: {exc.strerror or exc}")
    if len(data) > MAX_BYTES:
        return Finding("file-error", f"more than {MAX_BYTES:,} bytes; not a decklist")
    return data


def _read_up_to(handle: BinaryIO, limit: int, expected: int) -> bytes:
    """At most ``limit`` bytes of an unbuffered file. A regular file of ``expected``
    bytes is read with one small read (fewer bytes than asked for means its end); a
    pipe or device reports size 0 and is read in chunks until its end."""
    chunks, total = [], 0
    want = expected + 1 if expected else 65536
    while total < limit:
        chunk = handle.read(min(want, limit - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        if expected and total <= expected:
            break
        want = 65536
    return b"".join(chunks)


def error_result(path: str, finding: Finding, decklist: Decklist | None = None) -> DeckResult:
    """The result of a file that could not be judged: status ``error`` and one
    violation explaining why (``file-error`` or ``unknown-format``), on the line of the
    finding, else of the decklist's ``Format:`` line (a format problem), else line 1."""
    violation = RULES[finding.rule].violation(finding.message, line=finding.line,
                                              hint=finding.hint)
    lines = decklist.metadata_lines if decklist is not None else {}
    return DeckResult(path=path, status="error",
                      violations=placed([violation], metadata_lines=lines, zone_lines={}))


def expand_paths(paths: Sequence[str], skip: Callable[[str], bool] | None = None
                 ) -> Iterator[str]:
    """Yield decklist paths: files as given; folders walked recursively in sorted order
    for the decklist suffixes, skipping hidden files and folders, the files ``skip``
    says are not decklists, and never following symbolic links to folders (so link
    loops cannot hang the walk)."""
    for path in paths:
        if path != STDIN and os.path.isdir(path):
            yield from (found for found in _walk(path) if skip is None or not skip(found))
        else:
            yield path


_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\ufffe\uffff]")


def printable(path: str) -> str:
    """A path as reports show it: bytes that are not UTF-8 (surrogate escapes from the
    file system) and control characters written as escapes (``\\xff``, ``\\x1b``)."""
    if path.isprintable():  # nothing to escape (the usual case)
        return path
    text = path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return _UNPRINTABLE.sub(lambda m: ascii(m[0])[1:-1], text)


def _kind(entry: os.DirEntry[str]) -> str:
    """What a folder entry is to a walk: ``folder`` (walked), ``file`` (read when its
    suffix says decklist), or ``other``. A link is never walked (so link loops cannot
    hang the walk); a link that cannot be followed is a ``file``, reported as a file
    error. A named pipe, socket or device is ``other``: reading one could block forever."""
    try:
        if entry.is_symlink():
            try:
                return "file" if stat.S_ISREG(os.stat(entry.path).st_mode) else "other"
            except OSError:
                return "file"
        if entry.is_dir():
            return "folder"
        return "file" if entry.is_file() else "other"
    except OSError:
        return "other"  # gone while we looked


def _walk(folder: str) -> Iterator[str]:
    """The decklist files under ``folder``, in the order of their paths' parts: each
    folder's entries by name, a sub-folder's files where its name falls (depth first,
    without recursion: a deep tree cannot exhaust the stack)."""
    pending = [_listing(folder)]
    while pending:
        entry = next(pending[-1], None)
        if entry is None:
            pending.pop()
        elif not entry.name.startswith("."):
            kind = _kind(entry)
            if kind == "folder":
                pending.append(_listing(entry.path))
            elif kind == "file" and entry.name.lower().endswith(DECKLIST_SUFFIXES):
                yield entry.path


def _listing(folder: str) -> Iterator[os.DirEntry[str]]:
    """A folder's entries sorted by name; none when it cannot be read."""
    try:
        with os.scandir(folder) as listing:
            return iter(sorted(listing, key=lambda entry: entry.name))
    except OSError:
        return iter(())  # an unreadable sub-folder holds nothing we can read
