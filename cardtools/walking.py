"""Folder walking: the decklist files under the folders given, and the files left out.

A walk never follows a symbolic link to a folder or to anything outside the folder given,
reads regular files only, and lists what it skips (hidden decklists, files that are not
decklists, links, pipes) with the reason.
"""

from __future__ import annotations

import os
import re
import stat
from array import array
from collections.abc import Callable, Iterator, Sequence
from operator import attrgetter
from typing import overload

from cardtools.decklist import (
    ARCHIVE_SUFFIXES,
    DECKLIST_SUFFIXES,
    DOCUMENT_SUFFIXES,
    OFFICE_LOCK_MAX_BYTES,
    OFFICE_LOCK_PREFIX,
    is_office_lock_file,
    plain_suffix,
)
from cardtools.fileio import FileIdentity, NotARegularFile, file_kind, read_regular_file
from cardtools.model import Finding, Skipped
from cardtools.paths import STDIN, hidden_within, inside, printable
from cardtools.patterns import lazy_pattern


class WalkedPath(str):
    """A file path a folder walk found, with the file the walk saw there (``seen``):
    ``read_input`` reads it only if it is still that file, so a file swapped for a link
    to a private key between the walk and the read is never read. Compares, hashes and
    prints as the plain path; survives pickling (to worker processes)."""

    seen: FileIdentity

    def __new__(cls, path: str, seen: FileIdentity) -> WalkedPath:
        made = super().__new__(cls, path)
        made.seen = seen
        return made

    def __reduce__(self) -> tuple[type[WalkedPath], tuple[str, FileIdentity]]:
        return (WalkedPath, (str(self), self.seen))


class RefusedLink(str):
    """A decklist's path that is a symbolic link not followed (``link_not_followed``: to a
    file outside the folder checked, or to a hidden one), with the ``file-error`` message
    saying why (``reason``): ``read_input`` never opens it, so its file is never read nor
    shown, and the submission is not judged rather than skipped (a run passing with a
    player's list lost). Compares, hashes and prints as the plain path; survives pickling."""

    reason: str

    def __new__(cls, path: str, reason: str) -> RefusedLink:
        made = super().__new__(cls, path)
        made.reason = reason
        return made

    def __reduce__(self) -> tuple[type[RefusedLink], tuple[str, str]]:
        return (RefusedLink, (str(self), self.reason))


class WalkedFiles(Sequence[str]):
    """A run's files in order, each with what its walk saw of it, held compactly: a
    ``WalkedPath`` costs about 600 bytes (its own string and attribute dictionary), and a
    large run holds every file until the end. Here the paths are plain strings
    (``paths``) and what the walk saw is three numbers per file in arrays; an item or a
    slice is the file as the walk found it again (a ``WalkedPath`` where a walk found
    it), to read or to send to a worker process."""

    #: ``_kinds`` values: a path not found by a walk, a file seen, a link seen, a
    #: file or link gone while the walk looked (``FileIdentity(-1, -1, linked)``), and a
    #: link not followed (``RefusedLink``, its reason in ``_reasons``).
    _PLAIN, _FILE, _LINK, _GONE_FILE, _GONE_LINK, _REFUSED = range(6)

    def __init__(self, files: Sequence[str]) -> None:
        self.paths = [str(path) for path in files]
        self._devices, self._inodes, self._kinds = array("Q"), array("Q"), array("B")
        self._reasons: dict[int, str] = {}
        for path in files:
            seen = path.seen if isinstance(path, WalkedPath) else None
            if isinstance(path, RefusedLink):
                self._reasons[len(self._kinds)] = path.reason
                self._add(0, 0, self._REFUSED)
            elif seen is None:
                self._add(0, 0, self._PLAIN)
            elif seen.device < 0:
                self._add(0, 0, self._GONE_LINK if seen.linked else self._GONE_FILE)
            else:
                self._add(seen.device, seen.inode, self._LINK if seen.linked else self._FILE)

    def _add(self, device: int, inode: int, kind: int) -> None:
        self._devices.append(device)
        self._inodes.append(inode)
        self._kinds.append(kind)

    def __len__(self) -> int:
        return len(self.paths)

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self._walked(i) for i in range(*index.indices(len(self.paths)))]
        return self._walked(range(len(self.paths))[index])

    def _walked(self, position: int) -> str:
        path, kind = self.paths[position], self._kinds[position]
        if kind == self._PLAIN:
            return path
        if kind == self._REFUSED:
            return RefusedLink(path, self._reasons[position])
        if kind in (self._GONE_FILE, self._GONE_LINK):
            return WalkedPath(path, FileIdentity(-1, -1, kind == self._GONE_LINK))
        return WalkedPath(path, FileIdentity(self._devices[position], self._inodes[position],
                                             kind == self._LINK))


def expand_paths(paths: Sequence[str], skip: Callable[[str], str | None] | None = None,
                 skipped: list[Skipped] | None = None, force_exclude: bool = False,
                 empty: list[tuple[str, int]] | None = None,
                 walks: list[tuple[str, list[str], int]] | None = None) -> Iterator[str]:
    """Yield decklist paths: files as given; folders walked recursively in sorted order
    for the decklist suffixes, skipping hidden files and folders and the files ``skip``
    says are not decklists (it gives the reason, ``None`` for a decklist).

    A walk never follows a symbolic link to a folder (so link loops cannot hang it) nor
    one to anything outside the folder given (a link to a private key is never read),
    and reads regular files only (the files it yields are ``WalkedPath``: read only
    while they are the file the walk saw); such entries with a decklist suffix, every link
    not followed (to a folder, or out of the folder given: a folder of decklists linked
    in from elsewhere), the files whose suffix is not a decklist's and the files ``skip``
    excludes are added to ``skipped`` with the reason, but a decklist that is a link to a
    file out of the folder is yielded as a ``RefusedLink`` (a ``file-error``, never read:
    a player's submission must not be lost with the run passing). A folder that cannot be listed is
    yielded with a separator at its end: its result is a ``file-error`` naming it.

    A file met again (named twice, ``deck.txt ./deck.txt`` or standard input's ``- -``,
    or named beside a folder holding it, ``decks/ decks/alice.txt``) is yielded once,
    where it is first met: it is one decklist, not a player's second one; a file skipped
    is listed once. A file a walk skipped and named on the command line (a hidden file)
    is still judged, and not listed as skipped: ``skipped`` is filled when the paths are all
    yielded. With ``force_exclude`` (``--force-exclude``, as ruff's) a file named on the
    command line that ``skip`` excludes is skipped with its reason too, as a walk skips it:
    a pre-commit hook naming the staged files judges what CI's folder walk judges.
    Each folder given whose walk found no file to judge (empty, or only files skipped) is
    added to ``empty`` with the number of files it skipped; each other folder given to
    ``walks``, with the files its walk found to judge and the number it skipped (a
    folder whose files all hold no deck is told once they are read, ``run``).
    """
    met = _FilesMet()  # the files yielded
    passed_by = _FilesMet()  # the files skipped
    listed: list[Skipped] = []
    stdin_met = False
    for path in paths:
        if path != STDIN and os.path.isdir(path) \
                and (reason := named_folder_skipped(path, force_exclude)) is not None:
            entry = Skipped.found(path, reason)
            if passed_by.first_time(entry.real_path or entry.path):
                listed.append(entry)
        elif path != STDIN and os.path.isdir(path):
            passed: list[Skipped] = []
            judged: list[str] = []
            for found in _walk(path, passed):
                reason = skip(found) if skip is not None else None
                if reason is not None:
                    passed.append(Skipped.found(found, reason))
                    continue
                judged.append(found)
                if met.first_time(found):
                    yield found
            if not judged and empty is not None:
                empty.append((path, len(passed)))
            elif judged and walks is not None:
                walks.append((path, judged, len(passed)))
            listed.extend(entry for entry in passed
                          if passed_by.first_time(entry.real_path or entry.path))
        elif path != STDIN and force_exclude \
                and (reason := _named_skip(path, skip)) is not None:
            entry = Skipped.found(path, reason)
            if passed_by.first_time(entry.real_path or entry.path):
                listed.append(entry)
        elif path == STDIN:
            if not stdin_met:  # named twice, it is still one list, read once
                stdin_met = True
                yield path
        elif met.first_time(path):
            yield path
    if skipped is not None:  # a skipped file also named on the command line was judged
        skipped.extend(entry for entry in listed if not met.holds(entry.path))


class _FilesMet:
    """The files met so far, each known by its real folder and its name, normalised.
    The folder is resolved as the file system resolves it: ``link/../deck.txt`` through
    a linked folder is the ``deck.txt`` beside the link's target, another file than
    ``deck.txt`` here (resolving ``..`` by the text alone judged one of them only). A
    file's own link keeps its name: a player's link to another's list is a decklist of
    its own (``duplicate-deck``). Each folder is resolved once (a walk meets thousands
    of files in a few folders)."""

    __slots__ = ("_keys", "_real_folders")

    def __init__(self) -> None:
        self._keys: set[str] = set()
        self._real_folders: dict[str, str] = {}

    def first_time(self, path: str) -> bool:
        """Whether ``path`` names a file not met yet, noting it met. An empty path
        names none, and is always new."""
        if not path:
            return True
        key = self._key(path)
        if key in self._keys:
            return False
        self._keys.add(key)
        return True

    def holds(self, path: str) -> bool:
        """Whether the file ``path`` names was met."""
        return bool(path) and self._key(path) in self._keys

    def _key(self, path: str) -> str:
        folder, name = os.path.split(path)
        # the folder's real path, normalised, with a separator at its end: joined to a
        # name (which holds no separator) by adding the name
        real = self._real_folders.get(folder)
        if real is None:
            real = self._real_folders[folder] = os.path.normcase(
                os.path.join(os.path.realpath(folder or os.curdir), ""))
        return real + os.path.normcase(name)


def _kind(entry: os.DirEntry[str], root: str) -> tuple[str, str]:
    """What a folder entry is to a walk of the folder whose real path is ``root``:
    ``folder`` (walked), ``file`` (read when its suffix says decklist), ``broken`` (read
    whatever its name, a file error), ``skip`` (listed as skipped, with the reason) or
    ``other`` (left alone: gone while we looked). A link that leads to nothing at all
    (broken, also when it pointed out of ``root``) or cannot be followed (a loop) is
    ``broken``: a moved folder of late submissions, ``subs/late``, was skipped as a file
    of no suffix, and the run passed."""
    try:
        if entry.is_symlink():
            target = os.path.realpath(entry.path)
            if not os.path.lexists(target):
                return "broken", ""  # wherever it pointed: a submission lost
            reason = link_not_followed(target, root, _CHECKED)
            if reason is not None:
                # a decklist's link out of the folder, or to a hidden file, is a
                # submission: not judged
                return ("refused" if _link_to_file_refused(reason, target) else "skip"), reason
            try:
                mode = os.stat(entry.path).st_mode
            except OSError:
                return "broken", ""
            if stat.S_ISDIR(mode):
                return "skip", _FOLDER_LINK
            if not stat.S_ISREG(mode):
                return "skip", f"a link to {file_kind(mode)}; only regular files are read"
            return "file", ""
        if entry.is_dir():
            return "folder", ""
        if entry.is_file():
            return "file", ""
        return "skip", f"{file_kind(entry.stat().st_mode)}; only regular files are read"
    except OSError:
        return "other", ""  # gone while we looked


#: The parts of the reason a link is not followed (``link_not_followed``).
_LINK_OUT, _CHECKED, _NOT_FOLLOWED = ("a symbolic link to outside ", "the folder checked",
                                      "; not followed")
#: Why a walk does not follow a link to a hidden file or folder.
LINK_TO_HIDDEN = "a symbolic link to a hidden file or folder; not followed"
#: What the ``file-error`` of a link not followed adds to its reason, and its hint.
_NOT_READ = ": the file it leads to was not read, nor judged"
_COPY_IT = "put the decklist itself where the link is"


def link_not_followed(target: str, root: str, folder: str) -> str | None:
    """Why a symbolic link whose real target ``target`` exists is not followed by a walk
    of the folder whose real path is ``root`` (called ``folder`` in the reason): it leads
    outside ``root`` (a private key, a folder of decklists linked in from elsewhere,
    which must show as not walked), or to a hidden file or folder in it
    (``LINK_TO_HIDDEN``: a walk reads no ``.git/config`` nor ``.env``, nor through a link);
    ``None`` when it is followed. Raises nothing."""
    if not inside(target, root):
        what = "a symbolic link to a folder outside " if os.path.isdir(target) else _LINK_OUT
        return f"{what}{folder}{_NOT_FOLLOWED}"
    return LINK_TO_HIDDEN if hidden_within(target, root) else None


def _link_to_file_refused(reason: str, target: str) -> bool:
    """Whether a link not followed for ``reason`` (``link_not_followed``) to ``target``
    is, when named like a decklist, a submission not judged (a ``file-error``) rather
    than skipped: a link out of the folder, or to a hidden file (``bob.txt`` linking to
    ``.bob-real.txt`` beside it was skipped, the run passing with bob's deck judged
    nowhere); a link to a hidden folder is skipped, as links to folders are."""
    return reason.startswith(_LINK_OUT) or (
        reason == LINK_TO_HIDDEN and not os.path.isdir(target))


def named_link_not_followed(path: str) -> str | None:
    """Why the path ``path`` named on the command line is not followed: it is a symbolic
    link a walk of the folder holding it would not follow (``link_not_followed``: to
    outside that folder, or to a hidden file or folder), so that a pre-commit hook naming a
    link to ``../.git/config`` or ``~/.ssh/id_rsa`` never reads it, as CI's walk never
    does; or a folder of its path is such a link (``reached through round1/extl, a symbolic
    link to a folder outside the folder holding it; not followed``: the file is judged
    only as its link would be; checked for a path inside the working folder's tree, not
    an absolute one or one starting with ``..``). ``None`` when no part of ``path`` is a link
    not followed, or the link is broken (``read_input`` says so). Raises nothing."""
    path = path.rstrip(os.sep) or path  # ``latest/`` names the link ``latest`` too
    parts = path.split(os.sep)
    top = _walk_top(parts)
    reason = _link_reason(path, top)
    if reason is not None:
        return reason
    if os.path.isabs(path) or parts[0] == os.pardir:
        # a way out of the working folder's tree (a home folder linked elsewhere, a
        # shared folder linked beside the project) is the user's own, not a repository's
        return None
    for end in range(1, len(parts)):
        if parts[end - 1] in ("", os.curdir, os.pardir):
            continue
        folder = os.sep.join(parts[:end])
        reason = _link_reason(folder, top)
        if reason is not None:
            return f"reached through {printable(folder)}, {reason}"
    return None


def _walk_top(parts: Sequence[str]) -> str | None:
    """The folder that CI's walk reaching the named path (split into ``parts``) starts
    from: the first folder of a path inside the working folder's tree (``decks`` of
    ``decks/shared/ann.txt``, as the pre-commit hook names the files of ``cardtools check
    decks/``); ``None`` for a path with no folder there, an absolute one, or one with a
    ``..`` (each link then judged by the folder holding it). Raises nothing."""
    named = [part for part in parts if part not in ("", os.curdir)]
    if parts[0] == "" or os.pardir in named or len(named) < 2:
        return None
    return named[0]


def _link_reason(path: str, top: str | None = None) -> str | None:
    """Why the symbolic link ``path`` is not followed as a walk would not follow it
    (``link_not_followed``): a walk of ``top`` (``_walk_top``) when ``path`` is below
    it, else of the folder holding it; ``None`` when it is no link, a broken one, or one
    followed. Raises nothing."""
    try:
        if not os.path.islink(path):
            return None
        target = os.path.realpath(path)
        if not os.path.lexists(target):
            return None
        holder = os.path.realpath(os.path.dirname(path) or os.curdir)
        root = holder if top is None or os.sep not in path.strip(os.sep) else (
            os.path.realpath(top))
    except (OSError, ValueError):
        return None
    folder = "the folder holding it" if root == holder else f"{printable(top or '')}/"
    return link_not_followed(target, root, folder)


def link_refused(path: str, reason: str) -> RefusedLink:
    """The decklist ``path``, a link not followed for ``reason`` (``link_not_followed``),
    as a ``RefusedLink``: a ``file-error`` saying so, its file never read."""
    return RefusedLink(path, reason + _NOT_READ)


def refused_finding(reason: str, named: str | None = None) -> Finding:
    """The ``file-error`` of a decklist that is a link not followed (``RefusedLink``'s
    ``reason``), with the hint to copy the decklist itself in; for the path ``named`` on
    the command line (``named_link_not_followed``), to name the file its link leads to
    (``printable``: relative to the working folder when below it), or copy it in, unless
    that file is hidden (``.env``, ``~/.ssh/id_rsa``: never to be named)."""
    target = _shown_target(named) if named is not None else None
    hint = (_COPY_IT if target is None
            else f"name the file the link leads to, {target}, or {_COPY_IT}")
    return Finding("file-error", reason, line=1, hint=hint)


def _shown_target(path: str) -> str | None:
    """The file the named ``path`` leads to through its links, as a message shows it
    (``printable``; relative to the working folder when below it), ``None`` when it or a
    folder of its path is hidden, or it cannot be told. Raises nothing."""
    try:
        target = os.path.realpath(path)
        here = os.path.realpath(os.curdir)
        shown = os.path.relpath(target, here) if inside(target, here) else target
    except (OSError, ValueError):
        return None
    return None if hidden_within(target, os.sep) else printable(shown)


def named_folder_skipped(path: str, force_exclude: bool) -> str | None:
    """Why the folder ``path`` named on the command line is not walked, as a walk of the
    folder holding it would not walk it: a link not followed (``named_link_not_followed``:
    ``decks/evil.txt -> ../../secrets`` was walked and its files' lines echoed), or with
    ``force_exclude`` (the pre-commit hook's form) any symbolic link to a folder, as a
    walk never follows one; ``None`` when it is walked. Raises nothing."""
    reason = named_link_not_followed(path)
    if reason is None and force_exclude and os.path.islink(path.rstrip(os.sep) or path):
        reason = _FOLDER_LINK
    return reason


#: Why a walk does not follow a link to a folder inside the folder checked.
_FOLDER_LINK = "a symbolic link to a folder; not followed"


def _walked(entry: os.DirEntry[str], root: str) -> WalkedPath:
    """The path of a decklist file a walk found, as a ``WalkedPath`` holding the file it
    saw: the entry itself, or for a link the file it leads to, which must still be inside
    ``root``. A file gone (or a link broken) while we looked is held as no file at all:
    whatever stands there when it is read is refused."""
    linked = False
    try:
        linked = entry.is_symlink()
        if not linked:
            info = entry.stat(follow_symlinks=False)
            return WalkedPath(entry.path, FileIdentity(info.st_dev, info.st_ino, False))
        info = os.stat(entry.path)
        target = os.path.realpath(entry.path)
        if inside(target, root) and os.path.samestat(info, os.stat(target)):
            return WalkedPath(entry.path, FileIdentity(info.st_dev, info.st_ino, True))
    except OSError:
        pass
    return WalkedPath(entry.path, FileIdentity(-1, -1, linked))


def _walk(folder: str, skipped: list[Skipped]) -> Iterator[str]:
    """The decklist files under ``folder``, in the order of their paths' parts: each
    folder's entries by name, a sub-folder's files where its name falls (depth first,
    without recursion: a deep tree cannot exhaust the stack). A folder that cannot be
    listed is yielded with a separator at its end; entries not read go to ``skipped``
    (files that are not decklists by their suffix among them, but an XML deck file saved
    as ``.xml``: ``_xml_deck_file``). Documents, spreadsheets
    and archives (``DOCUMENT_SUFFIXES``, ``ARCHIVE_SUFFIXES``) are yielded, to be
    file-errors; Office's lock files
    (``~$name.docx`` of a lock file's size, ``is_office_lock_file``) are skipped."""
    root = os.path.realpath(folder)
    first = _listing(folder)
    if first is None:
        yield folder.rstrip(os.sep) + os.sep
        return
    pending = [first]
    while pending:
        entry = next(pending[-1], None)
        if entry is None:
            pending.pop()
        elif entry.name.startswith("."):
            if _hidden_decklist(entry):
                skipped.append(Skipped.found(entry.path, HIDDEN_FILE))
        else:
            kind, reason = _kind(entry, root)
            if kind == "folder":
                listing = _listing(entry.path)
                if listing is None:
                    yield entry.path + os.sep
                else:
                    pending.append(listing)
            elif kind == "file" and _office_lock(entry.path, entry.name):
                skipped.append(Skipped.found(entry.path, OFFICE_LOCK_FILE))
            elif kind == "broken" or (kind == "file" and (
                    _walked_name(entry.name) or _xml_deck_file(entry.path, entry.name))):
                yield _walked(entry, root)
            elif kind == "refused" and _walked_name(entry.name):
                yield link_refused(entry.path, reason)
            elif kind in ("skip", "refused") and (
                    reason.startswith("a symbolic link to ")
                    or _walked_name(entry.name)):
                skipped.append(Skipped.found(entry.path, reason))
            elif kind == "file":
                skipped.append(Skipped.found(entry.path, _why_skipped(entry.name)))


#: The suffixes of the files a walk reads: decklists', and documents', spreadsheets' and
#: archives' (each a ``file-error`` saying to export the decklist as text or to extract
#: it: a player's submission must not be skipped silently).
_WALKED_SUFFIXES = DECKLIST_SUFFIXES + tuple(DOCUMENT_SUFFIXES) + tuple(ARCHIVE_SUFFIXES)


def _walked_name(name: str) -> bool:
    """Whether a walk reads the file named ``name`` by its suffix (``_WALKED_SUFFIXES``,
    any case), trailing spaces and dots left out (``plain_suffix``: ``bob.txt `` is a
    ``.txt``, as Windows names it)."""
    return name.lower().rstrip(" .").endswith(_WALKED_SUFFIXES)



def judged_when_walked(path: str) -> bool:
    """Whether a folder walk judges the regular file ``path`` as a decklist: by its
    suffix (``_walked_name``: a decklist's, a document's, an archive's) or, an ``.xml``
    file, by its root (``_xml_deck_file``). Never raises."""
    name = os.path.basename(path)
    return _walked_name(name) or _xml_deck_file(path, name)


def unwalked_reason(path: str) -> str | None:
    """Why a folder walk leaves the regular file ``path`` out by its name or root (``not
    a decklist (.md)``), ``None`` when it judges it (``judged_when_walked``)."""
    return None if judged_when_walked(path) else _why_skipped(os.path.basename(path))


def _xml_deck_file(path: str, name: str) -> bool:
    """Whether the file ``path`` named ``name`` is an ``.xml`` file (any case) whose start
    is an XML deck file's root element (``xml_deck_root``: a Cockatrice ``.cod``, an
    MTGO ``.dek`` or an OCTGN ``.o8d`` saved as ``.xml``), read by that root named or
    walked: such a file was skipped as "not a decklist (.xml)", the run passing with
    the deck judged nowhere. Another ``.xml`` file, or one that cannot be read, is
    not (skipped, said)."""
    from cardtools.decklist import XML_PEEK, xml_deck_root

    if not name.lower().rstrip(" .").endswith(".xml"):
        return False
    try:
        return xml_deck_root(read_regular_file(path, XML_PEEK, cut=True)) is not None
    except OSError:  # a named pipe, a device too (NotARegularFile)
        return False


#: Why a walk skips the lock file of an Office document open (``~$ravi.docx``,
#: ``is_office_lock_file``): it is no submission.
OFFICE_LOCK_FILE = "the lock file of an Office document open; not checked"


def _office_lock(path: str, name: str) -> bool:
    """Whether the file ``path`` (named ``name``) is a regular file (not a link) that is
    an Office lock file by its name, size and bytes (``is_office_lock_file``); a file
    that cannot be read is none (it is read again, and its error said)."""
    if not name.startswith(OFFICE_LOCK_PREFIX) or os.path.islink(path):
        return False
    try:
        data = read_regular_file(path, OFFICE_LOCK_MAX_BYTES + 1, cut=True)
    except OSError:
        return False
    return is_office_lock_file(name, data)


def _named_skip(path: str, skip: Callable[[str], str | None] | None) -> str | None:
    """Why a walk would skip the file ``path`` named on the command line with
    ``--force-exclude``: an Office lock file (``OFFICE_LOCK_FILE``; the pre-commit hook
    hands a staged ``~$name.docx`` over as CI's walk meets it), a link to a hidden file
    not named like a decklist (one so named is a ``file-error``, as in a walk), or a file
    reached through a link to a hidden folder (``LINK_TO_HIDDEN``, never read,
    ``named_link_not_followed``), an ``.xml`` file that is no XML deck file
    (``_xml_deck_file``: a ``pom.xml`` the hook hands over as CI's walk leaves it), or
    what ``skip`` says (the project config excludes it); ``None`` when it is judged."""
    name = os.path.basename(path)
    if _office_lock(path, name):
        return OFFICE_LOCK_FILE
    if name.lower().rstrip(" .").endswith(".xml") and not _xml_deck_file(path, name):
        return _why_skipped(name)
    reason = named_link_not_followed(path)
    if reason is not None and reason.endswith(LINK_TO_HIDDEN) and not (
            _walked_name(os.path.basename(path))
            and _link_to_file_refused(reason, os.path.realpath(path))):
        return reason  # skipped, as a walk skips it
    return skip(path) if skip is not None else None


#: Why a walk skipped a hidden file named like a decklist.
HIDDEN_FILE = "hidden file: not checked; name it on the command line to check it"


#: Suffixes of hidden files a walk leaves out without a word (tools' configs).
_CONFIG_SUFFIXES = (".yaml", ".yml", ".json")


def _hidden_decklist(entry: os.DirEntry[str]) -> bool:
    """Whether a hidden entry (``.name``) is a file a walk lists as skipped: named like a
    decklist, not a folder (hidden folders such as ``.git`` or ``.venv`` are left alone,
    silently), and not YAML or JSON (hidden ones are tools' configs: ``.cardtools.yaml``,
    ``.pre-commit-config.yaml``, ``.gitlab-ci.yml``) unless it holds a deck's section
    (``_holds_a_deck``: ``.alice.yaml`` with a ``deck:`` key is a decklist, not a config)."""
    name = entry.name.lower()
    if not name.endswith(DECKLIST_SUFFIXES):
        return False
    try:
        if name.endswith(_CONFIG_SUFFIXES):
            return entry.is_file(follow_symlinks=False) and _holds_a_deck(entry.path)
        return not entry.is_dir()
    except OSError:
        return True  # cannot tell: listed rather than lost


#: How much of a hidden YAML or JSON file is read to tell a decklist from a config.
_PEEK = 64 * 1024


def _holds_a_deck(path: str) -> bool:
    """Whether the start of the YAML or JSON file ``path`` has a key of a structured
    decklist's section, as the structured reader reads a key (``structured_key``: any
    case, its words parted by spaces, ``_``, ``-`` or nothing, a zone's header: ``deck:``,
    ``Main Deck:``, ``side_deck:``, ``"Réserve":``; MTGJSON's ``"mainBoard":``), at the
    start of a line in YAML, or a text decklist's card line at a line's start (``4 Fire
    Ball``: a text decklist saved as ``.yml``, judged as text when named). Raises
    ``OSError`` when it cannot be read."""
    from cardtools.decklist.card_values import text_holds_cards
    from cardtools.decklist.mtgjson_deck import BOARDS
    from cardtools.decklist.structured import is_section_key
    from cardtools.gamedata import bundled_zones

    try:
        head = read_regular_file(path, _PEEK, cut=True)
    except NotARegularFile:
        return False
    text = head.decode("utf-8", "replace")
    if _CARD_LINE().search(text):
        return True  # a text decklist saved as .yml: read as text when named
    zones = bundled_zones()
    boards = {board.casefold() for board in BOARDS}
    # each key once: a config's 64 KB may write the same keys many times
    keys = {match[1] or _json_text(match[2])
            for match in _KEY().finditer(text)}
    return any(key.strip().casefold() in boards or is_section_key(key.strip(), zones)
               for key in keys) or text_holds_cards(text, path.lower().endswith(".json"))


#: A key of a YAML line (``  Main Deck:``, ``'side deck':``) or of a JSON object
#: (``"mainBoard":``): group 1 or group 2.
_KEY = lazy_pattern(r"""^[ \t]*["']?([^"'\n:#{}\[\],&*!|>%@`-][^"'\n:#{}\[\],]{0,59}?)"""
                    r"""["']?[ \t]*:|"((?:[^"\\\n]|\\.){1,60})"\s*:""", re.MULTILINE)


#: A text decklist's card line at a line's start, maybe as a YAML list's item (``4 Fire
#: Ball``, ``- 2x Tornado``): a config's top-level line never starts so.
_CARD_LINE = lazy_pattern(r"^(?:- )?\d{1,3}[xX]?[ \t]+[^\W\d_]", re.MULTILINE)


def _json_text(written: str) -> str:
    """A JSON string's text from what stands between its quotes (``R\\u00e9serve`` is
    ``Réserve``); as written when it is no JSON string."""
    import json

    try:
        text = json.loads(f'"{written}"')
    except ValueError:
        return written
    return text if isinstance(text, str) else written


def _why_skipped(name: str) -> str:
    """Why a walk left a regular file out: its suffix is not a decklist's, shown as
    ``printable_part`` escapes a part of a path (``not a decklist (.tx\\xe9)``)."""
    from cardtools.paths import printable_part

    suffix = plain_suffix(name)
    return f"not a decklist ({printable_part(suffix)})" if suffix else "not a decklist (no suffix)"


_NAME = attrgetter("name")


def _listing(folder: str) -> Iterator[os.DirEntry[str]] | None:
    """A folder's entries sorted by name; ``None`` when it cannot be read."""
    try:
        with os.scandir(folder) as listing:
            return iter(sorted(listing, key=_NAME))
    except OSError:
        return None


#: The most parts of one path parted at its spaces that ``spaced_paths`` joins back.
_MOST_SPACED_PARTS = 8


def spaced_paths(paths: Sequence[str]) -> list[tuple[list[str], str]]:
    """The runs of ``paths`` (as given on the command line) that name no file but name
    one together, joined by single spaces (``mon``, ``deck.txt`` -> ``mon deck.txt``), each
    with the path they name; the longest run first at each place, of at most
    ``_MOST_SPACED_PARTS`` parts. Raises nothing."""
    runs: list[tuple[list[str], str]] = []
    start = 0
    while start < len(paths):
        stop = min(len(paths), start + _MOST_SPACED_PARTS)
        found = next(((list(paths[start:end]), " ".join(paths[start:end]))
                      for end in range(stop, start + 1, -1)
                      if not any(_exists(part) for part in paths[start:end])
                      and _exists(" ".join(paths[start:end]))), None)
        if found is None:
            start += 1
            continue
        runs.append(found)
        start += len(found[0])
    return runs


def _exists(path: str) -> bool:
    """Whether ``path`` names anything (a link too), without raising."""
    try:
        return os.path.lexists(path)
    except (OSError, ValueError):
        return False
