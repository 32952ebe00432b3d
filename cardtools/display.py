"""Text from decklists and files made safe to show on a terminal.

A decklist, a card file or a file name can hold characters that a terminal acts on
rather than shows: control characters (ESC starts the sequences that move the cursor,
recolour or retitle the window, clear the screen; BEL rings; CR and LF start lines that
look like the tool's own) and the bidirectional-formatting characters that reorder what
follows them ("Trojan Source": U+202E shows ``txt.exe`` as ``exe.txt``). Every report a
person reads on a terminal (``rich``, ``text``, ``github``), the HTML page and the error
messages that echo a key or a name pass what the user wrote through ``visible``.
"""

from __future__ import annotations

import re

#: C0 controls (TAB, LF and CR included: a name or a path never holds them on purpose),
#: DEL, C1 controls, the line and paragraph separators, and the bidirectional marks,
#: embeddings, overrides and isolates (Unicode Bidirectional Algorithm, UAX #9).
_UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]"
)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: str) -> str:
    """``text`` with every control or bidirectional-formatting character written as a
    Python-style escape (ESC -> ``\\x1b``, BEL -> ``\\x07``, U+202E -> ``\\u202e``);
    anything else, accents and other scripts included, unchanged. Idempotent. Input and
    output: ``str``; never raises."""
    if _UNSAFE.search(text) is None:  # nearly every string: no copy
        return text
    return _UNSAFE.sub(_escape, text)


def visible_or_none(text: str | None) -> str | None:
    """``visible(text)``, keeping ``None`` as ``None``."""
    return None if text is None else visible(text)
