"""Decklist readers, one module per input dialect; ``read_decklist`` picks one.

Readers turn bytes into a ``Decklist`` and never raise on bad input: problems become
findings (``parse-error``, ``encoding``, ``ignored-section``) or a ``fatal`` finding.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

from cardtools.decklist.text import read_text
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
    Output: a ``Decklist``. Never raises.
    """
    reader = READERS.get(os.path.splitext(path)[1].lower(), _text)
    decklist = _without_control_characters(reader(data, path))
    if decklist.fatal is None:
        decklist.suppressions = read_suppressions(data)
    return decklist


#: C0 controls (but tab), DEL and C1 controls: never part of a card name, and able to
#: drive the terminal a report is read on.
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f]")


def _without_control_characters(decklist: Decklist) -> Decklist:
    """Whatever the dialect: a card name holding control characters is a ``parse-error``
    (its copies are not counted), and control characters are dropped from metadata."""
    if _has_control(" ".join([line.name for line in decklist.lines])):
        decklist.lines = _lines_without_control_characters(decklist)
    if _has_control(" ".join(decklist.metadata.values())):
        decklist.metadata = {key: _CONTROL.sub("", value)
                             for key, value in decklist.metadata.items()}
    return decklist


def _has_control(text: str) -> bool:
    # printable text (the usual) holds no control character, and is told fastest so
    return not text.isprintable() and _CONTROL.search(text) is not None


def _lines_without_control_characters(decklist: Decklist) -> list[DeckLine]:
    kept = []
    for line in decklist.lines:
        if _CONTROL.search(line.name):
            decklist.findings.append(Finding(
                "parse-error", "card name holds control characters; is this a text file?",
                line=line.line, zone=line.zone))
        else:
            kept.append(line)
    return kept
