"""A plain text decklist's metadata line (``Format: mtg/legacy``) in another tool's text
form (Forge's and XMage's ``.dck``), which writes its own metadata otherwise.

A player who is told to give the format with a ``Format:`` line writes it into the file
whatever its form; the readers of those forms read it as the text reader does (DESIGN
3.1, metadata lines), where it was a card line: an unknown card 'Format: mtg/legacy', the
format it names not read.
"""

from __future__ import annotations

import re

from cardtools.decklist.text import (
    METADATA_KEYS,
    cards_in_value,
    keep_metadata,
    metadata_conflict,
)
from cardtools.model import DeckLine, Finding
from cardtools.names import normalise

_LINE = re.compile(r"^(?P<key>[^:=\[\]]{1,40}?)\s*:\s*(?P<value>\S.*?)\s*$")


def plain_metadata(text: str) -> tuple[str, str, str] | None:
    """The key as written, the metadata it sets (``text.METADATA_KEYS``: ``format``,
    ``game``, ``player``, ``deck``...) and the value of the metadata line ``text``
    (``Format: mtg/legacy``, ``Joueur : Alice``), else ``None``."""
    match = _LINE.match(text)
    if match is None:
        return None
    field = METADATA_KEYS.get(normalise(match["key"]))
    return None if field is None else (match["key"], field, match["value"])


def read_plain_metadata(text: str, number: int, metadata: dict[str, str],
                        metadata_lines: dict[str, int], findings: list[Finding],
                        noted: dict[int, tuple[str, str]]) -> list[DeckLine] | None:
    """Read the line ``text`` (line ``number``) into ``metadata`` and ``metadata_lines``
    when it is a metadata line (``plain_metadata``); the first of a key wins, a second
    that says otherwise is a ``parse-error`` added to ``findings``. Output: the card
    lines its value may hold (``text.cards_in_value``: no card hides there), or ``None``
    when the line is no metadata line. Never raises."""
    found = plain_metadata(text)
    if found is None:
        return None
    written, field, value = found
    conflict = metadata_conflict(metadata, field, value, metadata_lines.get(field), number)
    if conflict is not None:
        findings.append(conflict)
    keep_metadata(metadata, metadata_lines, field, value, number)
    return cards_in_value(written, value, number, noted=noted)
