"""Turning a decklist file's bytes into text (DESIGN 3.1: encodings, BOM, NUL bytes, size)."""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

import codecs
from typing import NamedTuple

from cardtools.model import Finding
from cardtools.patterns import lazy_pattern as _lazy

#: Largest decklist read, in bytes; anything bigger is not a decklist.
MAX_BYTES = 1024 * 1024
#: Most lines a decklist may have.
MAX_LINES = 10_000
#: Largest quantity on one line.
MAX_COUNT = 999

_LINE_BREAK = _lazy("\r\n|\r|\n|\u2028|\u2029|\u0085")
_OTHER_BREAKS = _lazy("[\r\u2028\u2029\u0085]")


class DecodedText(NamedTuple):
    """Decoded decklist text: ``lines`` without line breaks (line 1 first), the
    ``findings`` of decoding (an ``encoding`` warning), or ``fatal`` when the bytes are
    not a decklist (NUL bytes, too large, too many lines)."""

    lines: list[str]
    findings: list[Finding]
    fatal: Finding | None = None


def decode(data: bytes) -> DecodedText:
    """Decode decklist bytes.

    UTF-8 with or without BOM, UTF-16 with BOM; bytes that are not UTF-8 fall back to
    cp1252 with an ``encoding`` warning; NUL bytes (outside UTF-16) mean the file is not
    a decklist. Output: a ``DecodedText``. Never raises.
    """
    if len(data) > MAX_BYTES:
        return _fatal(f"file is {len(data):,} bytes; a decklist is at most {MAX_BYTES:,} bytes")
    text, findings = _text(data)
    if text is None:
        return _fatal("file holds NUL bytes: it is binary, not a decklist")
    # ASCII text (the usual file) can hold no line break but "\r" and "\n"
    other_breaks = "\r" in text if text.isascii() else _OTHER_BREAKS().search(text)
    lines = _LINE_BREAK().split(text) if other_breaks else text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the break that ends the last line starts no new one
    if len(lines) > MAX_LINES:
        return _fatal(f"file has {len(lines):,} lines; a decklist has at most {MAX_LINES:,}")
    if not text.isascii() and _CP1252_AS_LATIN1().search(text):
        findings = [*findings, _read_as_cp1252(lines)]
    return DecodedText(lines, findings)


#: The C1 code points (U+0080-U+009F) that Windows-1252 prints as a character (0x92 is
#: the apostrophe U+2019, 0x93 and 0x94 the quotes U+201C and U+201D): in UTF-8 text they are a
#: Windows-1252 file read as Latin-1 and saved again. Not U+0085, a line break, nor the
#: five bytes Windows-1252 leaves unassigned (U+009D is an escape's start): those stay
#: control characters.
_CP1252_PRINTED = {
    code: bytes([code]).decode("cp1252")
    for code in range(0x80, 0xA0)
    if code not in (0x81, 0x85, 0x8D, 0x8F, 0x90, 0x9D)
}
_CP1252_AS_LATIN1 = _lazy("[" + "".join(map(chr, _CP1252_PRINTED)) + "]")
_CP1252_TABLE = str.maketrans({chr(code): char for code, char in _CP1252_PRINTED.items()})


def _read_as_cp1252(lines: list[str]) -> Finding:
    """Read in place, in ``lines``, each C1 code point that Windows-1252 prints as a
    character as that character (``Lion\u0092s`` is ``Lion\u2019s``: no control character,
    never a ``parse-error`` on a comment or a card's name); the ``encoding`` warning
    naming the first line and the first character so read."""
    first = None
    for index, line in enumerate(lines):
        found = _CP1252_AS_LATIN1().search(line)
        if found is not None:
            if first is None:
                first = (index + 1, found[0])
            lines[index] = line.translate(_CP1252_TABLE)
    assert first is not None  # the text holds one
    number, code = first
    return Finding(
        "encoding",
        f"line {number} holds U+{ord(code):04X}, a Windows-1252 character read as Latin-1 "
        f"(the file was converted twice); read as '{_CP1252_PRINTED[ord(code)]}'",
        line=number,
        hint="save the file as UTF-8 from its Windows-1252 text",
    )


#: The UTF-16 byte order marks and their encodings.
_UTF16_BOMS = {codecs.BOM_UTF16_LE: "utf-16-le", codecs.BOM_UTF16_BE: "utf-16-be"}


def _text(data: bytes) -> tuple[str | None, list[Finding]]:
    encoding = _UTF16_BOMS.get(data[:2])
    if encoding is not None and not data.startswith(codecs.BOM_UTF32_LE):
        # a byte order mark inside the text (two files joined) is no character of it,
        # as in UTF-8: "\ufeffFormat: modern" is the format line
        text = data[2:].decode(encoding, errors="replace").replace("\ufeff", "")
        return (None if "\x00" in text else text), []
    if b"\x00" in data:
        return _utf16_without_bom(data), []
    try:
        return data.decode("utf-8").replace("\ufeff", ""), []
    except UnicodeDecodeError:
        return _mixed(data)


def _mixed(data: bytes) -> tuple[str, list[Finding]]:
    """Decode line by line: UTF-8 where a line is UTF-8, cp1252 where it is not (a file
    written in UTF-8 with one line pasted from a Windows program). One ``encoding``
    warning names the first such line."""
    lines = data.split(b"\n")
    texts = []
    bad: list[int] = []
    for number, raw in enumerate(lines, start=1):
        try:
            texts.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            texts.append(raw.decode("cp1252", errors="replace"))
            bad.append(number)
    where = "line" if len(bad) == 1 else f"{len(bad)} lines, from line"
    warning = Finding(
        "encoding",
        f"{where} {bad[0]} not valid UTF-8; read as Windows-1252 (cp1252)",
        line=bad[0],
        hint="save the file as UTF-8",
    )
    return "\n".join(texts).replace("\ufeff", ""), [warning]


def _utf16_without_bom(data: bytes) -> str | None:
    """Text that is UTF-16 without a byte order mark (every other byte NUL, as Windows
    tools write ASCII in UTF-16), or ``None`` for binary data."""
    if len(data) % 2 or len(data) < 4:
        return None
    odd, even = data[1::2], data[0::2]
    for encoding, zeros, others in (("utf-16-le", odd, even), ("utf-16-be", even, odd)):
        # mostly Latin text: most high bytes are zero, and no low byte is
        if zeros.count(0) * 10 >= len(zeros) * 9 and others.count(0) == 0:
            text = data.decode(encoding, errors="replace").replace("\ufeff", "")
            return None if "\x00" in text else text
    return None


#: Bytes that write no character: blanks, line breaks and byte order marks (UTF-8's;
#: UTF-16's are told apart, as their text holds NUL bytes).
_BLANK_BYTES = _lazy(rb"(?:[ \t\r\n\f\v]|\xef\xbb\xbf|\xc2\xa0)*")


def empty_file(data: bytes) -> str | None:
    """Why a decklist file holds nothing to read, or ``None`` when it holds a character.

    Input: the file's bytes. Output: "the file is empty" (no bytes, or only a byte
    order mark), "the file holds only blank lines" (only blanks and line breaks, in
    UTF-8 or in UTF-16 with a byte order mark), else ``None``: a submission with nothing
    in it is a broken file, not a deck of no cards. Never raises.
    """
    encoding = _UTF16_BOMS.get(data[:2])
    if encoding is not None:
        if len(data) > 4096:  # more than a page of blanks: text, told by its reader
            return None
        text = data[2:].decode(encoding, errors="replace").replace("\ufeff", "")
    elif _BLANK_BYTES().fullmatch(data) is not None:
        text = data.decode("utf-8").replace("\ufeff", "")
    else:
        return None
    if text.strip():
        return None
    return "the file holds only blank lines" if text else "the file is empty"


def _fatal(message: str) -> DecodedText:
    return DecodedText([], [], Finding("file-error", message))
