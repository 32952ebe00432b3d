"""Reading a decklist's bytes: a file, a file a walk found, or standard input.

Nothing is read that is not a regular file, that a walk did not see there, or that is
larger than a decklist can be (a cardtools report, which may be larger, is read whole so
that a walk can skip it); what cannot be read is a ``file-error`` finding, never an
exception.
"""

from __future__ import annotations

import difflib
import os
import sys
from typing import TextIO

from cardtools.decklist import document_problem
from cardtools.decklist.decoding import MAX_BYTES
from cardtools.fileio import (
    ChangedSinceWalk,
    FileIdentity,
    NotARegularFile,
    TooLarge,
    read_regular_file,
)
from cardtools.model import Finding
from cardtools.paths import STDIN, address_problem, printable
from cardtools.reporters.recognise import may_be_report, report_style
from cardtools.walking import (
    RefusedLink,
    WalkedPath,
    link_refused,
    named_link_not_followed,
    refused_finding,
)


def read_input(path: str, stdin: bytes | Finding | None = None) -> bytes | Finding:
    """The bytes of a decklist file, or a ``file-error`` finding when it cannot be read,
    is not a regular file (a named pipe, device or socket is never opened for reading in
    a way that could block), or is larger than a decklist can be. A path ending in a
    separator is a folder a walk could not read. A document or spreadsheet
    (``document_problem``: ``sam.pdf``, ``ravi.docx``) is a ``file-error`` saying to
    export the decklist as text. A symbolic link a walk did not follow (``RefusedLink``),
    or one named that a walk of its folder would not follow (``named_link_not_followed``:
    to outside that folder, or to a hidden file) is a ``file-error``, never read.
    ``-`` is standard input: ``stdin``, as
    the command read it once (``read_stdin``) and passed it down, else the stream read
    now (a command that reads ``-`` once only)."""
    if path == STDIN:
        return read_stdin() if stdin is None else stdin
    url = _url_problem(path)
    if url is not None:
        return url
    if path.endswith(os.sep) and len(path) > 1:
        return _folder_problem(path)
    if isinstance(path, RefusedLink):
        return refused_finding(path.reason)
    if not isinstance(path, WalkedPath) and (reason := named_link_not_followed(path)):
        return refused_finding(link_refused(path, reason).reason, named=path)
    seen = path.seen if isinstance(path, WalkedPath) else None
    try:
        data = read_regular_file(path, MAX_BYTES, seen=seen)
    except ChangedSinceWalk:
        return Finding("file-error", "changed since the folder was walked: not read")
    except TooLarge as exc:
        report = _large_report(path, seen)
        if report is not None:
            return report
        document = document_problem(path)
        if document is not None:
            return document
        return Finding("file-error", f"file is {exc.size:,} bytes; a decklist is at most "
                       f"{MAX_BYTES:,} bytes")
    except NotARegularFile as exc:
        if exc.kind == "a folder":
            return Finding("file-error", "is a folder, not a decklist")
        return Finding("file-error", f"is {exc.kind}, not a regular file; only regular "
                       "files are read")
    except FileNotFoundError:
        if not path:  # "cardtools check "$DECK"" with the variable unset
            return Finding("file-error", "the path is empty: an empty argument names no file")
        target = _broken_link_target(path)
        if target is not None:
            return Finding("file-error", f"a symbolic link to {printable(target)}, which "
                           "leads to no file")
        return Finding("file-error", "no such file", hint=_nearest_file(path))
    except OSError as exc:
        return Finding("file-error", f"cannot read the file: {exc.strerror or exc}")
    return document_problem(path, data) or data


#: What to do with a web address given for a decklist.
_SAVE_THE_DECK = ("save the deck from the site as a file (its text or deck-file export) and "
                  "check that file")


def _url_problem(path: str) -> Finding | None:
    """The ``file-error`` of a path naming no file that is a web address or a ``file:``
    address (``paths.address_problem``): cardtools fetches nothing, so it says how to get
    the list as a file (the site's text export or deck file); a ``file:`` address says
    which path to give. ``None`` for any other path, and for a file so named."""
    problem = address_problem(path, _SAVE_THE_DECK)
    return None if problem is None else Finding("file-error", problem[0], hint=problem[1])


def _broken_link_target(path: str) -> str | None:
    """What ``path`` points to when it is a symbolic link (its target as the link
    holds it), ``None`` when it is none or cannot be read: a link whose target is
    missing was said to be no such file, and offered itself as the nearest name."""
    try:
        return os.readlink(path)
    except (OSError, ValueError):
        return None


#: Where an option named as a file after ``--`` goes.
_OPTION_AFTER_DASHES = ("a path starting with '-' after '--' is read as a file, never as an "
                        "option: give options before '--'; in a pre-commit hook, whose args: "
                        "follow its entry:, end the entry with --pre-commit, as the bundled "
                        "hook's does, not with '--'")


def _nearest_file(path: str) -> str | None:
    """``did you mean NAME?`` for the file beside ``path`` whose name is closest to the
    one it gives (``difflib``: ``deck.tx`` for ``deck.txt``), escaped as the path is
    (``printable``: a newline ``\\n``), else ``None``; hidden
    files are not offered, and a huge folder is looked at in part. An option given as a
    file (``--strict``, ``-q``, after ``--``: a pre-commit hook's ``args:`` after an
    entry of its own ending in ``--``) is told where options go
    (``_OPTION_AFTER_DASHES``); a name with one dash before it (``-base.txt``) is a
    file's."""
    folder, name = os.path.split(path)
    if path.startswith("--") or (len(path) == 2 and path.startswith("-")):
        return _OPTION_AFTER_DASHES
    try:
        with os.scandir(folder or os.curdir) as entries:
            names = [entry.name for _, entry in zip(range(_MOST_LOOKED_AT), entries,
                                                      strict=False)
                     if not entry.name.startswith(".")]
    except OSError:
        return None
    # "nosuch.txt" is close to "arch4.txt" by its ".txt" alone: the stems must be close too
    stem = os.path.splitext(name)[0]
    close = [found for found in difflib.get_close_matches(name, names, n=3)
             if difflib.SequenceMatcher(None, stem, os.path.splitext(found)[0]).ratio()
             >= _CLOSE_STEMS]
    return f"did you mean {printable(os.path.join(folder, close[0]))}?" if close else None


#: How alike (``difflib`` ratio) the names of a missing file and a file offered for it
#: are without their suffixes.
_CLOSE_STEMS = 0.6


#: The entries of a folder ``_nearest_file`` looks at, at most.
_MOST_LOOKED_AT = 2000


#: Largest report recognised as one (a report of thousands of decks is many megabytes).
MAX_REPORT_BYTES = 256 * 1024 * 1024


def _large_report(path: str, seen: FileIdentity | None) -> bytes | None:
    """The bytes of a file too large for a decklist when they are a cardtools report (a
    report of a large batch saved among the decklists must be skipped by later walks,
    not stop them), else ``None``. Only a file that starts as a report is read whole."""
    try:
        if not may_be_report(read_regular_file(path, 1 << 16, cut=True, seen=seen)):
            return None
        data = read_regular_file(path, MAX_REPORT_BYTES, seen=seen)
    except OSError:
        return None
    return data if report_style(data) is not None else None


def read_stdin() -> bytes | Finding:
    """Standard input, read now, at most a decklist's size; a finding when it is closed
    or larger. A stream is read once: a command naming ``-`` reads it so and passes the
    bytes down to every reading of ``-`` (``legality -`` reads its list to tell its
    game, then judges it in every format), where a second read would find it empty.
    When the working folder holds a file or a folder named ``-``, nothing is read and
    the finding says why, naming which it is: a shell's ``*`` put it among the arguments
    (a player's submission named ``-``), and reading the terminal instead would wait
    forever, or judge another list in its place."""
    if os.path.lexists(STDIN):
        kind = "folder" if os.path.isdir(STDIN) else "file"
        return Finding("file-error", f"'{STDIN}' names standard input, and a {kind} here is "
                       f"named '{STDIN}' too (a shell's * may have put it among the paths): "
                       f"neither was read; name the {kind} ./{STDIN}")
    return _read_stream(sys.stdin)


def _read_stream(stream: TextIO | None) -> bytes | Finding:
    """What ``read_stdin`` reads from ``stream`` (``sys.stdin``)."""
    if stream is None or stream.closed:
        return Finding("file-error", "standard input is closed")
    try:
        data: bytes = stream.buffer.read(MAX_BYTES + 1)
    except (OSError, ValueError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "closed"
        return Finding("file-error", f"cannot read standard input: {reason}")
    if len(data) > MAX_BYTES:
        return Finding("file-error", f"more than {MAX_BYTES:,} bytes; not a decklist")
    return data


def _folder_problem(path: str) -> Finding:
    """Why a folder met in a walk could not be listed (asked again: a worker process
    judging it may not share the walk's memory)."""
    try:
        with os.scandir(path):
            pass
    except OSError as exc:
        return Finding("file-error", f"cannot read the folder: {exc.strerror or exc}; "
                       "its decklists were not checked")
    return Finding("file-error", "the folder could not be read when it was walked; "
                   "its decklists were not checked")
