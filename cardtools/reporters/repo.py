"""What the CI reports (SARIF, GitLab Code Quality) share: paths relative to the
repository root and stable fingerprints of violations.

The repository root is the nearest folder at or above the working folder that holds
``.git``; without one, the working folder. A decklist below the root is named by its
path from the root with ``/`` separators (``decks/alice.txt``), as GitHub code scanning
and GitLab expect; a decklist outside it keeps an absolute ``file:`` URI (SARIF) or its
absolute path (GitLab). Standard input is ``stdin``.
"""

from __future__ import annotations

import hashlib
import os
from functools import lru_cache
from pathlib import Path, PurePosixPath
from urllib.parse import quote

from cardtools.model import DeckResult, Violation
from cardtools.patterns import lazy_pattern

STDIN_NAME = "stdin"


@lru_cache(maxsize=4)
def repository_root(cwd: str) -> Path:
    """The repository root seen from ``cwd`` (see the module docstring)."""
    start = Path(cwd).resolve()
    for folder in (start, *start.parents):
        if (folder / ".git").exists():
            return folder
    return start


def _absolute(path: str) -> Path:
    return Path(os.path.abspath(path))


def repository_path(path: str) -> str | None:
    """``path`` relative to the repository root, with ``/`` separators; ``None`` when
    the file is outside the root (or is standard input). A folder of the path that is a
    link is followed to find the root, never the file itself: a link to another file
    (another player's list) is named as itself, and a loop of links is a name as any
    other, not an error."""
    if path == "-":
        return None
    root = repository_root(os.getcwd())
    absolute = _absolute(path)
    try:
        relative = absolute.relative_to(root)
    except ValueError:
        try:  # the root reached through a linked folder; the file itself keeps its name
            relative = (absolute.parent.resolve() / absolute.name).relative_to(root)
        except (ValueError, OSError, RuntimeError):  # RuntimeError: a loop of links
            return None
    return PurePosixPath(*relative.parts).as_posix()


def sarif_location(path: str) -> dict[str, str]:
    """A SARIF ``artifactLocation`` of the file at ``path`` (as the file system names
    it): ``{"uri": "decks/a.txt", "uriBaseId": "%SRCROOT%"}`` inside the repository,
    ``{"uri": "file:///elsewhere/a.txt"}`` outside it, ``{"uri": "stdin"}`` for standard
    input. The URI percent-encodes the name's bytes (RFC 3986): a newline is ``%0A``, a
    Latin-1 byte ``%E9``."""
    if path == "-":
        return {"uri": STDIN_NAME}
    relative = repository_path(path)
    if relative is not None:
        return {"uri": quote(os.fsencode(relative)), "uriBaseId": "%SRCROOT%"}
    return {"uri": _absolute(path).as_uri()}


def report_path(path: str) -> str:
    """The path a GitLab report gives: relative to the repository root, else absolute."""
    if path == "-":
        return STDIN_NAME
    return repository_path(path) or _absolute(path).as_posix()


def identity_path(real: str) -> str:
    """The path a fingerprint holds: ``report_path`` of the name as the file system
    gives it (``real``), never of its escaped form, which two files can share (a name
    holding a newline, ``new\\nline.txt`` as shown, and one holding a backslash and an
    ``n``; a Latin-1 byte ``\\xe9`` and the four characters ``\\xe9``), so two files
    never give one fingerprint."""
    return report_path(real)


def text_path(real: str, shown: str) -> str:
    """The path a JSON location gives: ``real`` (as the file system names it) when it is
    Unicode text, else ``shown`` (a name holding a byte that is not UTF-8 has no text
    form, and a JSON string cannot hold that byte)."""
    try:
        real.encode("utf-8")
    except UnicodeEncodeError:
        return shown
    return real


#: A run of digits in a message: a day, a count, a line number.
_DIGITS = lazy_pattern(r"\d+")


def _identity(result_path: str, violation: Violation) -> str:
    """What stays the same while a problem stays: the file, the rule, the zone, the
    cards concerned or the name as written; for a problem that names neither (a line
    that could not be read, the data-age note, an unknown format) the first clause of
    its message (what follows a ``;``, such as the formats available, changes with a
    release of cardtools, not with the problem) with every number masked. Line
    numbers, counts and days are left out, so adding a line above, or judging the same
    data a day later (``judged as of 2026-12-02, but ...``), does not make a new
    alert."""
    named = violation.cards or ((violation.written,) if violation.written else ())
    if not named and violation.zone is None:
        named = (_DIGITS().sub("#", violation.message.partition("; ")[0]),)
    return "\x00".join((result_path, violation.rule, violation.zone or "", *named))


def fingerprints(result: DeckResult, violations: list[Violation]) -> list[str]:
    """A stable fingerprint per violation of ``result`` (in order): 16 hex digits of a
    SHA-256 of its identity, then ``:`` and the occurrence of that identity in the file
    (``39fa2ee980eb94b0:1``, the form GitHub's ``primaryLocationLineHash`` takes). The
    file is the one the file system names (``identity_path``), not its name as shown."""
    where = identity_path(result.file_path)
    seen: dict[str, int] = {}
    found = []
    for violation in violations:
        digest = hashlib.sha256(_identity(where, violation).encode("utf-8",
                                                                   "surrogatepass"))
        key = digest.hexdigest()[:16]
        seen[key] = seen.get(key, 0) + 1
        found.append(f"{key}:{seen[key]}")
    return found
