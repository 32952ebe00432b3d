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
import unicodedata

from cardtools.names import IGNORABLE_CLASS
from cardtools.patterns import lazy_pattern

#: C0 controls (TAB, LF and CR included: a name or a path never holds them on purpose),
#: DEL, C1 controls, the line and paragraph separators, every default-ignorable code
#: point (``names.IGNORABLE_CLASS``: the bidirectional marks, embeddings, overrides and
#: isolates of UAX #9, zero-width characters, the combining grapheme joiner, variation
#: selectors, Mongolian and Khmer invisible characters, Hangul fillers, tag characters),
#: and the noncharacters (U+FDD0-U+FDEF, U+FFFE and U+FFFF of each plane: no text
#: interchanged holds one, and an HTML parser refuses them, html5lib's
#: invalid-codepoint). Of ASCII text, exactly the characters ``str.isprintable`` refuses.
_UNSAFE = lazy_pattern(
    "[\x00-\x1f\x7f-\x9f\u2028\u2029" + IGNORABLE_CLASS + "\ufdd0-\ufdef\ufffe\uffff"
    + "".join(f"{chr(plane << 16 | 0xFFFE)}{chr(plane << 16 | 0xFFFF)}"
              for plane in range(1, 17))
    + "]"
)


def _escape_code(code: int) -> str:
    """``\\x1b``, ``\\u200b`` or ``\\U000e0001``: the character ``code`` as a Python
    string literal escapes it."""
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def visible(text: str) -> str:
    """``text`` with every control, bidirectional-formatting or other invisible format
    character (Unicode category Cf: U+200B, U+2060, U+FEFF) and every other
    default-ignorable code point (U+034F, U+FE0F, U+180B, U+17B4, the Hangul fillers
    U+3164, U+115F, U+FFA0) written as a Python-style escape (ESC -> ``\\x1b``, BEL ->
    ``\\x07``, U+202E -> ``\\u202e``, U+200B -> ``\\u200b``): two file names told apart
    by one only showed as one name. Anything else, accents and other scripts included,
    unchanged. Idempotent. Input and output: ``str``; never raises."""
    if text.isascii() and text.isprintable():  # nearly every string: no pattern, no copy
        return text
    unsafe = _UNSAFE()
    if unsafe.search(text) is not None:
        text = unsafe.sub(_escape, text)
    if text.isascii() or text.isprintable():  # a format character is never printable
        return text
    return "".join(_escape_code(ord(char)) if unicodedata.category(char) == "Cf" else char
                   for char in text)


def _escape(match: re.Match[str]) -> str:
    """The escape ``visible`` writes for the one character ``match`` found."""
    return _escape_code(ord(match.group()))


#: Width of rich output written to a file or a pipe when ``COLUMNS`` is not set.
PIPED_WIDTH = 120
#: The widest a rich output is drawn: Rich pads each line to the width, so a ``COLUMNS``
#: of 99,999,999 wrote a gigabyte for one deck, in 34 seconds and 3.5 GB of memory; no
#: terminal is wider.
MAX_WIDTH = 1000
#: The narrowest a rich output is drawn: below it Rich drops the columns of a table that
#: do not fit (at ``COLUMNS=12`` a problem's message, cutting its severity to ``err``),
#: so the report kept a deck's verdict but not what failed it. A terminal narrower
#: than this wraps the lines instead.
MIN_WIDTH = 40


def colour_wanted(out: object) -> bool:
    """Whether the rich report written to ``out`` (standard output) is coloured: never
    with ``NO_COLOR`` set and not empty (no-color.org); with ``FORCE_COLOR`` set, when
    it is not empty, as Rich reads it (force-color.org: CI logs that show colour are
    no terminal); else when ``out`` is a terminal. ``FORCE_COLOR`` drew the report's
    bold without its colours, as only Rich heeded it."""
    import os

    if os.environ.get("NO_COLOR"):
        return False
    forced = os.environ.get("FORCE_COLOR")
    if forced is not None:
        return forced != ""
    isatty = getattr(out, "isatty", None)
    try:
        return bool(isatty is not None and isatty())
    except (OSError, ValueError):
        return False


def console_width(out: object) -> int | None:
    """The width every rich output is drawn at on ``out`` (a text stream): ``COLUMNS``
    when set to a positive number, else the terminal's own width when ``out`` is a
    terminal (``None``: Rich asks the terminal; colour or ``NO_COLOR`` changes nothing),
    else ``PIPED_WIDTH``; a width it gives is never less than ``MIN_WIDTH`` nor more
    than ``MAX_WIDTH`` (a terminal's own is Rich's to read). Raises nothing."""
    import os

    columns = os.environ.get("COLUMNS", "").strip()
    if columns.isascii() and columns.isdigit() and int(columns) > 0:
        return max(min(int(columns), MAX_WIDTH), MIN_WIDTH)
    isatty = getattr(out, "isatty", None)
    try:
        if isatty is not None and isatty():
            width = _terminal_columns(out)
            return width if width is None else max(width, MIN_WIDTH)
    except (OSError, ValueError):
        pass
    return PIPED_WIDTH


def _terminal_columns(out: object) -> int | None:
    """The terminal's columns asked of ``out``'s own descriptor (Rich would ask standard
    input first, which may be another terminal or none); ``PIPED_WIDTH`` for a terminal
    that says 0 columns (``script``, some containers' terminals: a width of 0 drew
    nothing at all)."""
    import os

    fileno = getattr(out, "fileno", None)
    try:
        columns = os.get_terminal_size(fileno()).columns if fileno is not None else None
    except (OSError, ValueError):
        return None
    return PIPED_WIDTH if columns == 0 else columns
