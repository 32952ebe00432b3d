"""``check --per-deck-reports FOLDER``: one plain-text report per judged file, to send
each player their own (the html report holds every player's decklist).

Each file's report is the text report's lines of that file alone, its verdict and the
summary of a run of it alone (``text.render_deck``), written to FOLDER at the file's path
relative to the folder checked (a file named on the command line: its name; standard
input: ``stdin``), its suffix made ``.txt``: ``decks/sub/alice.dek`` checked as ``decks``
is ``FOLDER/sub/alice.txt`` (``alice.dek`` and ``alice.txt`` in one folder:
``alice-dek.txt`` and ``alice-txt.txt``). Every part of that path is made a safe name
(``safe_name``) and the paths unique however the file system compares names
(``report_paths``), so that no report lands outside FOLDER or on another's. The run
refuses, before judging, a FOLDER that is a file, holds a path checked, lies in a
folder checked (the next check there would meet the reports) or in the tool's own data
(``refuse_folder``), and a report that would land on a file the run reads, outside
FOLDER (a link), below a file or on a file that is no cardtools report
(``refuse_unsafe``), or on, above or below the run's ``--report-file``
(``refuse_report_file``).
"""

from __future__ import annotations

import hashlib
import os
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache, partial
from pathlib import Path

from cardtools.datadir import holds, tools_own_data_holding
from cardtools.errors import CardtoolsError
from cardtools.fileio import landing_path, write_atomically_with
from cardtools.model import DeckResult
from cardtools.paths import STDIN, inside
from cardtools.reporters.text import render_deck
from cardtools.run import holds_no_report

#: The option, as messages name it.
OPTION = "--per-deck-reports"
#: The suffix every report's name ends in (a folder's name never does: ``_dir_name``).
SUFFIX = ".txt"
#: The name standard input's report is given (``stdin.txt``).
STDIN_NAME = "stdin"
#: The most bytes (UTF-8) a part of a report's path keeps before its suffix; a longer one
#: is cut and ends in a hash of the whole (``safe_name``): NAME_MAX is 255 bytes.
MOST_PART_BYTES = 120
#: Characters no report's name holds (Windows forbids them; ``/`` and ``\\`` part paths).
_FORBIDDEN = frozenset('<>:"/\\|?*')
#: Unicode categories no report's name holds: controls (a newline), format characters
#: (bidirectional overrides), surrogates (a name's bytes that are not UTF-8),
#: private-use and unassigned characters, line and paragraph separators.
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: Names Windows keeps for devices, whatever the suffix (``con.txt`` is the console).
_DEVICE_NAMES = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(10)),
                           *(f"lpt{n}" for n in range(10))})


def safe_name(part: str) -> str:
    """``part`` of a path as a name that is safe in any folder of any system: NFC, each
    forbidden or unsafe character (``_FORBIDDEN``, ``_UNSAFE_CATEGORIES``: a newline, a
    bidirectional override, a byte that is not UTF-8) an ``_``, leading dots and
    spaces and trailing ones dropped (``..`` and ``.hidden`` name no parent and hide
    nothing), a device name of Windows (``con``) or an empty result preceded by ``_``,
    and a part longer than ``MOST_PART_BYTES`` cut, ending in ``-`` and 8 hex digits of
    the whole's hash. Pure."""
    name = "".join("_" if char in _FORBIDDEN or unicodedata.category(char)
                   in _UNSAFE_CATEGORIES else char
                   for char in unicodedata.normalize("NFC", part)).strip(" .")
    if not name or name.partition(".")[0].casefold() in _DEVICE_NAMES:
        name = "_" + name
    if len(name.encode("utf-8")) <= MOST_PART_BYTES:
        return name
    digest = hashlib.sha256(part.encode("utf-8", "surrogateescape")).hexdigest()[:8]
    while len(name.encode("utf-8")) > MOST_PART_BYTES - 9:
        name = name[:-1]
    return f"{name}-{digest}"


def _dir_name(part: str) -> str:
    """A folder's safe name (``safe_name``), never ending in ``SUFFIX`` (``a.txt`` is
    ``a.txt_``): no report's name, which ends so, can be a folder's."""
    name = safe_name(part)
    return name + "_" if name.casefold().endswith(SUFFIX) else name


def relative_parts(path: str, roots: Sequence[str]) -> list[str]:
    """The parts of ``path``'s path relative to the first folder of ``roots`` (the paths
    checked) that holds it, as written; a file no folder holds (named on the command
    line): its name alone; standard input: ``STDIN_NAME``. Pure but for telling which
    roots are folders."""
    if path == STDIN:
        return [STDIN_NAME]
    absolute = os.path.abspath(path)
    for root in roots:
        if root != STDIN and _is_folder(root):
            relative = os.path.relpath(absolute, os.path.abspath(root))
            if relative != os.curdir and relative.split(os.sep, 1)[0] != os.pardir:
                return [part for part in relative.split(os.sep) if part]
    return [os.path.basename(absolute) or STDIN_NAME]


@lru_cache(maxsize=64)
def _is_folder(path: str) -> bool:
    return os.path.isdir(path)


def report_paths(files: Iterable[str], roots: Sequence[str]) -> dict[str, str]:
    """Each of ``files`` (the run's, in order) mapped to its report's path inside the
    reports folder, ``/`` between its parts: its path relative to the folder checked
    (``relative_parts``), each folder a safe name (``_dir_name``; a folder met again
    under another case or Unicode form is spelt as first met), the last part its stem
    (``_stem``: the name without its suffix) as a safe name with ``SUFFIX`` added
    (``alice.txt`` and ``alice.dek``: ``alice.txt``). Files of one folder whose stems
    are the same however the file system compares names (case, Unicode form) keep their
    suffix after a ``-`` (``gabriel.dek`` and ``gabriel.txt``: ``gabriel-dek.txt`` and
    ``gabriel-txt.txt``, whatever their order); a name still taken gets ``~2``, ``~3``...
    before ``SUFFIX``. Pure but for ``relative_parts``."""
    folders: dict[str, str] = {}
    placed: list[tuple[str, str, str]] = []
    for path in files:
        parts = relative_parts(path, roots)
        folder = ""
        for part in parts[:-1]:
            name = _dir_name(part)
            key = f"{folder}/{name}".casefold()
            folder = folders.setdefault(key, f"{folder}/{name}")
        placed.append((path, folder, parts[-1]))
    stems = Counter(_name_key(folder, safe_name(_stem(name))) for _, folder, name in placed)
    taken: set[str] = set()
    mapped: dict[str, str] = {}
    for path, folder, name in placed:
        bare = _stem(name)
        stem = safe_name(bare)
        if stems[_name_key(folder, stem)] > 1 and bare != name:
            stem = safe_name(f"{bare}-{name[len(bare) + 1:]}")
        stem, count = f"{folder}/{stem}".lstrip("/"), 1
        target = stem + SUFFIX
        while _name_key(target) in taken:
            count += 1
            target = f"{stem}~{count}{SUFFIX}"
        taken.add(_name_key(target))
        mapped[path] = target
    return mapped


def _stem(name: str) -> str:
    """``name`` without its last suffix (``gabriel.dek``: ``gabriel``; ``deck.v2.txt``:
    ``deck.v2``); a name without one, or only a suffix (``.dek``), whole."""
    stem, dot, suffix = name.rpartition(".")
    return stem if dot and stem.strip(" .") and suffix else name


def _name_key(*parts: str) -> str:
    """How a file system may compare the path of ``parts``: case-folded, NFC."""
    return unicodedata.normalize("NFC", "/".join(parts).casefold())


def refuse_folder(folder: Path, roots: Sequence[str]) -> None:
    """Raise ``CardtoolsError`` (exit 2), before anything is read or written, when the
    reports ``folder`` cannot be used: it is something other than a folder (a file), it
    lies in the tool's own data (``datadir.tools_own_data_holding``), it is or holds a path
    checked (every file there would be skipped as a report, or overwritten), or it lies in
    a folder checked (``roots``), at any depth, links resolved, made or not: the next check
    of that folder would meet each player's report there, a ``file-error`` (a report sent
    back in place of a deck)."""
    if os.path.lexists(folder) and not os.path.isdir(folder):
        raise CardtoolsError(f"{OPTION}: is a file, not a folder; name a folder (made if "
                             "missing)", str(folder))
    what = tools_own_data_holding(folder)
    if what is not None:
        raise CardtoolsError(f"{OPTION}: the folder is in {what}; refusing to write there",
                             str(folder))
    for root in (root for root in roots if root != STDIN):
        if holds(folder, root):
            raise CardtoolsError(f"{OPTION}: the folder is or holds the path checked "
                                 f"{root}; name a folder of its own", str(folder))
        if _is_folder(root) and holds(root, folder):
            raise CardtoolsError(f"{OPTION}: the folder is in the folder checked {root}, "
                                 "where the next check would find its reports among the "
                                 "decklists; name a folder outside the folders checked",
                                 str(folder))


def refuse_unsafe(folder: Path, targets: Iterable[str],
                  inputs: Iterable[tuple[str, str]]) -> None:
    """Raise ``CardtoolsError`` (exit 2), before anything is written, when a report of
    ``targets`` (paths inside ``folder``) would land outside it (a folder of its path a
    link out), in the tool's own data, on a file the run reads or in a folder whose
    files it reads (``inputs``: what each is, and its path) or on a file that holds no
    cardtools report (a user's file left there): an earlier run's report is rewritten,
    nothing else."""
    real = os.path.realpath(folder)
    targets = list(targets)
    _refuse_files_in_the_way(folder, targets)
    inputs = list(inputs)
    read = _identities((what, path) for what, path in inputs if not os.path.isdir(path))
    folders = [(what, os.path.realpath(path)) for what, path in inputs if os.path.isdir(path)]
    for relative in targets:
        target = folder / relative
        landing = landing_path(target)
        if not inside(landing, real):
            raise CardtoolsError(f"{OPTION}: a report would land outside the folder "
                                 "(a link); refusing to write it", str(target))
        identity = _identity(landing)
        what = read.get(landing) or (read.get(identity) if identity else None) or next(
            (name for name, path in folders if inside(landing, path)), None)
        if what is None and (own := tools_own_data_holding(target)) is not None:
            what = f"a file of {own}"
        if what is not None:
            raise CardtoolsError(f"{OPTION}: the report would be {what}; refusing to "
                                 "write it", str(target))
        if os.path.lexists(target) and holds_no_report(target):
            raise CardtoolsError(f"{OPTION}: the file there is no cardtools report; "
                                 "refusing to overwrite it", str(target))


def _refuse_files_in_the_way(folder: Path, targets: Sequence[str]) -> None:
    """Raise ``CardtoolsError`` (exit 2) when a folder of a report's path (``folder``,
    its parents, or a folder below it in ``targets``) exists and is no folder (a user's
    file ``out/sub`` where ``out/sub/bob.dek.txt`` goes): the write would fail after
    judging."""
    folders = {folder, *folder.parents}
    folders.update(parent for relative in targets
                   for parent in (folder / relative).parents if folder in parent.parents)
    for path in sorted(folders, key=lambda found: len(found.parts)):
        if os.path.lexists(path) and not os.path.isdir(path):
            raise CardtoolsError(f"{OPTION}: a folder of a report's path is a file, not a "
                                 "folder; refusing to write there", str(path))


def refuse_report_file(folder: Path, targets: Iterable[str], report_file: Path) -> None:
    """Raise ``CardtoolsError`` (exit 2), before judging, when the run's report file
    (``--report-file``) and the per-deck reports would take one path: it is the reports
    ``folder`` or a folder holding it, a report of ``targets`` (paths inside ``folder``),
    a folder of a report's path or a path below a report: one write would replace or
    break the other."""
    own = landing_path(report_file)
    if inside(landing_path(folder), own):
        raise CardtoolsError(f"{OPTION}: the folder is or lies in the run's report file "
                             "(--report-file); name another", str(folder))
    for relative in targets:
        landing = landing_path(folder / relative)
        if inside(landing, own) or inside(own, landing):
            raise CardtoolsError(f"{OPTION}: a report would take the path of the run's "
                                 "report file (--report-file); name another",
                                 str(folder / relative))


def _identities(inputs: Iterable[tuple[str, str]]) -> dict[str | tuple[int, int], str]:
    """Each input's landing path and identity on disk (device, inode), mapped to what it
    is: a report's path is told against all of them at once."""
    found: dict[str | tuple[int, int], str] = {}
    for what, path in inputs:
        found.setdefault(landing_path(path), what)
        identity = _identity(path)
        if identity is not None:
            found.setdefault(identity, what)
    return found


def _identity(path: str) -> tuple[int, int] | None:
    """The file at ``path``'s device and inode; ``None`` when there is none. Never raises."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_dev, info.st_ino


def write_reports(folder: Path, results: Sequence[DeckResult],
                  targets: Mapping[str, str], quiet: bool, event: str | None = None) -> int:
    """Write each of ``results`` its own report (``text.render_deck``, headed with the
    run's ``event``, ``--event``), atomically, at its path in ``targets`` (keyed by the
    file's path as walked) inside ``folder``.
    Output: how many were written. Raises ``CardtoolsError`` when one cannot be
    written."""
    for result in results:
        write_atomically_with(folder / targets[result.file_path],
                              partial(render_deck, result, quiet, event))
    return len(results)
