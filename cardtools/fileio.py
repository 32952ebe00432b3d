"""Reading and writing files safely.

Reading: only regular files are read (a named pipe, device or socket could block for
ever or never end), never more than a limit. Writing: reports and databases are written
whole or not at all, through a temporary file and a rename, and only over a regular file.
"""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

import contextlib
import errno
import io
import os
import signal
import stat
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from types import FrameType
from typing import Any, NamedTuple, TextIO

from cardtools.errors import CardtoolsError
from cardtools.paths import printable

#: Longest file name most file systems allow (bytes); a temporary name must fit in it.
NAME_MAX = 255


class NotARegularFile(OSError):
    """A path that names a folder, named pipe, device or socket rather than a file.

    ``kind`` says what it is, in words (``a named pipe (FIFO)``)."""

    def __init__(self, path: str, kind: str) -> None:
        super().__init__(f"{kind}, not a regular file")
        self.kind = kind
        self.filename = path

    def __str__(self) -> str:
        return f"{self.kind}, not a regular file"


class TooLarge(OSError):
    """A file larger than its limit; ``size`` is its size in bytes (a lower bound for a
    file whose size is not known ahead), ``limit`` the most allowed."""

    def __init__(self, path: str, size: int, limit: int) -> None:
        super().__init__(f"{size:,} bytes; at most {limit:,}")
        self.size, self.limit, self.filename = size, limit, path

    def __str__(self) -> str:
        return f"{self.size:,} bytes; at most {self.limit:,}"


class ChangedSinceWalk(OSError):
    """A file a folder walk found that is no longer the file the walk saw when it is
    opened (swapped for a symbolic link or another file in between): it is not read."""

    def __init__(self, path: str) -> None:
        super().__init__("changed since the folder was walked")
        self.filename = path


class FileIdentity(NamedTuple):
    """Which file a folder walk saw: its device and inode (``st_dev``, ``st_ino``), and
    whether the walk met it through a symbolic link (``linked``: the open follows the
    link) or as the file itself (the open refuses to follow a link put in its place)."""

    device: int
    inode: int
    linked: bool


def file_kind(mode: int) -> str:
    """What a file of ``st_mode`` is, in words (``a folder``, ``a named pipe (FIFO)``...)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file" if not stat.S_ISREG(mode) else "a file"


def read_regular_file(path: str | Path, limit: int, cut: bool = False,
                      seen: FileIdentity | None = None) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them (with ``cut``,
    its first ``limit`` bytes, however large it is).

    The file is opened without blocking (a named pipe swapped in after a folder walk
    cannot hang the open) and checked with ``fstat`` on the open file itself. With
    ``seen`` (what a folder walk saw at ``path``), the open file must be that very file,
    and a file the walk did not meet through a link is opened without following one.
    Raises ``NotARegularFile`` for anything but a regular file, ``ChangedSinceWalk``
    when the file is not the one ``seen``, ``TooLarge`` when the file holds more than
    ``limit`` bytes, and ``OSError`` when it cannot be opened or read.
    """
    try:
        handle = _open_for_reading(path, seen)
    except OSError as exc:
        kind = _unopened_kind(path, exc)
        if kind is None:
            raise
        raise NotARegularFile(str(path), kind) from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(str(path), file_kind(info.st_mode))
        if seen is not None and (info.st_dev, info.st_ino) != (seen.device, seen.inode):
            raise ChangedSinceWalk(str(path))
        if cut:
            return os.read(handle, limit)
        if info.st_size > limit:
            raise TooLarge(str(path), info.st_size, limit)
        chunks, total, want = [], 0, info.st_size + 1
        while total <= limit:  # a file that grows while read is cut at limit + 1
            chunk = os.read(handle, min(want, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if len(chunk) < want:  # a short read of a regular file: its end
                break
            want = 1 << 16
        if total > limit:
            raise TooLarge(str(path), total, limit)
        return b"".join(chunks)
    finally:
        os.close(handle)


def _unopened_kind(path: str | Path, error: OSError) -> str | None:
    """What ``path`` is (``a socket``, ``a device``) when ``open`` refused it for what it
    is, not a regular file (``ENXIO``: a socket, or a device with nothing behind it, is
    never opened); ``None`` for any other failure (its own message says why)."""
    if error.errno != errno.ENXIO:
        return None
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    return None if stat.S_ISREG(mode) else file_kind(mode)


def read_data_text(path: Path, limit: int, what: str, limit_words: str) -> str:
    """The text of a small data file the program reads whole (a format file, a game data
    file): UTF-8, a byte order mark dropped.

    Input: the file's ``path``, its ``limit`` in bytes, ``what`` it is in words
    (``format file``) and the limit in words (``1 MB``). Raises ``CardtoolsError`` naming
    the file when it is larger than ``limit`` (``<what> larger than <limit_words>``) or
    cannot be read, is not a regular file (a named pipe is never waited on), or is not
    UTF-8 (``cannot read <what>: <reason>``).
    """
    try:
        data = read_regular_file(path, limit)  # never blocks on a named pipe
        text = data.decode("utf-8-sig")
    except TooLarge:
        raise CardtoolsError(f"{what} larger than {limit_words}", str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = ("not UTF-8 text" if isinstance(exc, UnicodeDecodeError)
                  else exc.strerror or str(exc))
        raise CardtoolsError(f"cannot read {what}: {reason}", str(path)) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")  # as text mode reads lines


#: How a file is opened for reading: read-only, without blocking, never as the
#: controlling terminal; and not through a symbolic link, where the system can refuse one.
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)


def _open_for_reading(path: str | Path, seen: FileIdentity | None) -> int:
    """A read-only descriptor of ``path``, opened without blocking; not through a
    symbolic link when ``seen`` says the walk met the file itself (``ChangedSinceWalk``
    when a link now stands there)."""
    if seen is None or seen.linked:
        return os.open(path, _READ_FLAGS)
    try:
        return os.open(path, _READ_FLAGS | _NO_FOLLOW)
    except OSError:
        if os.path.islink(path):  # ELOOP (or EMLINK, EFTYPE on the BSDs): a link
            raise ChangedSinceWalk(str(path)) from None
        raise


def refuse_non_regular_target(path: Path) -> None:
    """Raise ``CardtoolsError`` unless ``path`` is missing or a regular file (or a link
    to one): a report must never replace a device such as ``/dev/null``, a pipe, a
    socket or a folder (as root, a rename would replace the device node itself)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise CardtoolsError(f"cannot write: {exc.strerror or exc}", str(path)) from None
    if not stat.S_ISREG(info.st_mode):
        raise CardtoolsError(f"cannot write: is {file_kind(info.st_mode)}, not a regular "
                             "file; only a regular file is written", str(path))


def _temporary_prefix(name: str) -> str:
    """The prefix of a temporary file beside ``name``: ``.NAME.`` shortened so that
    the whole temporary name (prefix, 8 random characters, ``.tmp``) fits NAME_MAX."""
    room = NAME_MAX - len(".") - len(".") - 8 - len(".tmp")
    while len(os.fsencode(name)) > room:
        name = name[:-1]
    return f".{name}."


def _temporary_file(path: Path) -> tuple[int, str]:
    """A new temporary file beside ``path`` (descriptor and name). Raises
    ``CardtoolsError`` saying that the folder takes no new file (``/proc``, a read-only
    mount), where the system's own words (``No such file or directory`` for
    ``/proc/version``) would deny that ``path`` exists."""
    import tempfile

    try:
        return tempfile.mkstemp(dir=path.parent, prefix=_temporary_prefix(path.name),
                                suffix=".tmp")
    except OSError as exc:
        folder = printable(str(path.parent))
        raise CardtoolsError(
            f"cannot write: no new file can be made in its folder {folder} (the report is "
            f"written to a new file there, then renamed): {exc.strerror or exc}",
            str(path)) from None


@contextlib.contextmanager
def _terminated_as_interrupt() -> Iterator[None]:
    """While the block runs, SIGTERM raises ``KeyboardInterrupt`` as Ctrl-C does, so the
    ``finally`` clauses that clean up run for both (only in the main thread)."""
    def interrupt(signum: int, frame: FrameType | None) -> Any:
        raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGTERM, interrupt)
    except ValueError:  # not the main thread: signals cannot be handled here
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename.

    Raises ``CardtoolsError`` when the folder cannot be written, or when ``path`` exists
    and is not a regular file (a device, a pipe, a folder). An interrupt or SIGTERM
    leaves no temporary file behind.
    """
    write_atomically_with(path, lambda out: out.write(text))


def write_atomically_with(path: Path, write: Callable[[TextIO], object]) -> None:
    """Write to ``path`` what ``write`` writes to the text stream it is given, through a
    temporary file and a rename, as ``write_atomically`` (and raising what it raises): a
    long text need not be held whole. Whatever ``write`` raises leaves no temporary file
    and ``path`` as it was; its ``OSError`` is a ``CardtoolsError``."""
    refuse_non_regular_target(path)
    temp = None
    with _terminated_as_interrupt():
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle, temp = _temporary_file(path)
            with os.fdopen(handle, "w", encoding="utf-8", errors="backslashreplace",
                           newline="\n") as out:
                write(out)
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temp, 0o666 & ~umask)
            refuse_non_regular_target(path)  # swapped for a device while we wrote
            os.replace(temp, path)
            temp = None
        except OSError as exc:
            raise CardtoolsError(f"cannot write: {exc.strerror or exc}", str(path)) from None
        finally:  # whatever failed (even an interrupt), no temporary file is left behind
            if temp is not None and os.path.exists(temp):
                os.unlink(temp)


def landing_path(path: str | Path) -> str:
    """The absolute path at which a write to ``path`` lands: its folder's links and
    ``..`` resolved as they will be once the missing folders are made, its last part
    kept (a link there is replaced, not followed). ``out/new/../deck.txt`` is
    ``out/deck.txt`` even while ``out/new`` is missing, where the system finds no file.
    Never raises."""
    folder, name = os.path.split(os.path.abspath(path))
    return os.path.join(os.path.realpath(folder), name)


def lands_on_a_file(path: str | Path) -> bool:
    """Whether a write to ``path`` would replace something that exists (a link to a
    missing file included), ``landing_path`` read. Never raises."""
    return os.path.lexists(path) or os.path.lexists(landing_path(path))


def is_same_file(path: str | Path, other: str | Path) -> bool:
    """Whether ``path`` and ``other`` name one file: the same absolute path, or the same
    once their folders are resolved (``landing_path``: a link to a missing file
    included, and a path through a folder still to be made), or the same file on
    disk. Never raises."""
    if os.path.abspath(path) == os.path.abspath(other):
        return True
    if landing_path(path) == landing_path(other):
        return True
    try:
        return os.path.samefile(landing_path(path), landing_path(other))
    except OSError:
        return False


def same_file_test(target: str | Path) -> Callable[[str | Path], bool]:
    """``is_same_file`` against one ``target``, for many paths: the target's landing
    path and identity on disk are found once, and a path of another last part than the
    target's, with no ``..`` in it (which a folder's link may take elsewhere than its
    text says; any text holding two dots goes the long way), is told by one ``stat``
    (the walk of a large folder resolved every file's folders). Never raises."""
    landing = landing_path(target)
    name = os.path.basename(landing)
    try:
        found = os.stat(landing)
        identity: tuple[int, int] | None = (found.st_dev, found.st_ino)
    except OSError:
        identity = None

    def same(path: str | Path) -> bool:
        text = os.fspath(path)
        if ".." in text or os.path.basename(text) == name:
            return is_same_file(text, target)
        if identity is None:
            return False  # no other last part can be the same path, no file to share
        try:
            other = os.stat(text)
        except OSError:
            return is_same_file(text, target)
        return (other.st_dev, other.st_ino) == identity

    return same


def drop_stdout() -> None:
    """Point standard output at the null device, so that Python's last flush at exit
    fails no more once its reader has gone."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, io.UnsupportedOperation):
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
