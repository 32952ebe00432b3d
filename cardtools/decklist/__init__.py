"""Decklist readers, one module per input dialect; ``read_decklist`` picks one.

Readers turn bytes into a ``Decklist`` and never raise on bad input: problems become
findings (``parse-error``, ``encoding``, ``ignored-section``) or a ``fatal`` finding.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import replace

from cardtools.decklist.text import MAX_LINE, read_text
from cardtools.model import DeckLine, Decklist, Finding
from cardtools.suppression import read_suppressions

#: File name suffixes read as decklists when a folder is walked (``.dek``: Magic Online,
#: ``.cod``: Cockatrice; both XML).
DECKLIST_SUFFIXES = (".txt", ".deck", ".dec", ".yaml", ".yml", ".json", ".dek", ".cod")


def _text(data: bytes, path: str) -> Decklist:
    return read_text(data)


def _yaml(data: bytes, path: str) -> Decklist:
    from cardtools.decklist.structured import read_structured

    return read_structured(data, path, is_json=False)


def _json(data: bytes, path: str) -> Decklist:
    from cardtools.decklist.structured import read_structured

    return read_structured(data, path, is_json=True)


def _dek(data: bytes, path: str) -> Decklist:
    from cardtools.decklist.mtgo_dek import read_dek

    return read_dek(data)


def _cod(data: bytes, path: str) -> Decklist:
    from cardtools.decklist.cockatrice import read_cod

    return read_cod(data)


#: Readers by lower-case file suffix; anything else (and stdin) is plain text.
READERS: dict[str, Callable[[bytes, str], Decklist]] = {
    ".yaml": _yaml,
    ".yml": _yaml,
    ".json": _json,
    ".dek": _dek,
    ".cod": _cod,
}


def read_decklist(data: bytes, path: str) -> Decklist:
    """Read a decklist's bytes with the reader its file suffix calls for.

    Input: the bytes and the path as the user gave it (``-`` for stdin, read as text).
    Output: a ``Decklist`` whose card names all obey the same limits whatever the
    dialect (``within_limits``). Never raises.
    """
    reader = READERS.get(os.path.splitext(path)[1].lower(), _text)
    decklist = within_limits(reader(data, path))
    if decklist.fatal is None:
        decklist.suppressions = read_suppressions(data)
    return decklist


#: Longest card name, from any reader (README "Limits": a line is at most 500 characters).
MAX_NAME = MAX_LINE

#: C0 controls (but tab), DEL and C1 controls: never part of a card name, and able to
#: drive the terminal a report is read on.
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")
#: Lone surrogates (a JSON ``"\ud800"``): not text; no report could write them.
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def within_limits(decklist: Decklist) -> Decklist:
    """Whatever the dialect: a card name longer than ``MAX_NAME``, holding control
    characters or lone surrogates is a ``parse-error`` (its copies are not counted);
    control characters are dropped from metadata and lone surrogates there, and in the
    findings' messages, written as escapes (``\\ud800``)."""
    names = [line.name for line in decklist.lines]
    if names and (max(map(len, names)) > MAX_NAME or _unusual(" ".join(names))):
        decklist.lines = _lines_within_limits(decklist)
    if _unusual(" ".join(decklist.metadata.values())):
        decklist.metadata = {key: _escaped(_CONTROL.sub("", value))
                             for key, value in decklist.metadata.items()}
    if any(_SURROGATE.search(finding.message) for finding in decklist.findings):
        decklist.findings = [replace(finding, message=_escaped(finding.message))
                             for finding in decklist.findings]
    if decklist.fatal is not None and _SURROGATE.search(decklist.fatal.message):
        decklist.fatal = replace(decklist.fatal, message=_escaped(decklist.fatal.message))
    return decklist


def _unusual(text: str) -> bool:
    # printable text (the usual) holds no control character and no surrogate, and is
    # told fastest so
    return not text.isprintable() and (_CONTROL.search(text) is not None
                                       or _SURROGATE.search(text) is not None)


def _escaped(text: str) -> str:
    """``text`` with lone surrogates written as escapes (``\\ud800``)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _lines_within_limits(decklist: Decklist) -> list[DeckLine]:
    kept = []
    for line in decklist.lines:
        problem = _name_problem(line.name)
        if problem is None:
            kept.append(line)
        else:
            decklist.findings.append(Finding("parse-error", problem, line=line.line,
                                             zone=line.zone))
    return kept


def _name_problem(name: str) -> str | None:
    """What makes ``name`` unusable as a card name, or ``None``."""
    if len(name) > MAX_NAME:
        return (f"card name '{_escaped(name[:40])}\u2026' is {len(name):,} characters long; "
                f"at most {MAX_NAME}")
    if _CONTROL.search(name):
        return "card name holds control characters; is this a text file?"
    if _SURROGATE.search(name):
        return f"card name '{_escaped(name)}' holds a lone surrogate; it is not text"
    return None
