"""Turning a decklist file's bytes into text (DESIGN 3.1: encodings, BOM, NUL bytes, size)."""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

import codecs
import re
from collections.abc import Callable
from functools import cache
from typing import NamedTuple

from cardtools.model import Finding
from cardtools.patterns import lazy_pattern as _lazy
from cardtools.wording import plural

#: Largest decklist read, in bytes; anything bigger is not a decklist.
MAX_BYTES = 1024 * 1024
#: Most lines a decklist may have.
MAX_LINES = 10_000
#: Largest quantity on one line.
MAX_COUNT = 999
#: Longest line read as a card line, in characters (a longer one is a ``parse-error``).
MAX_LINE = 500

#: The line ends of a decklist: CRLF, CR and LF, as editors, git and CI annotations count
#: lines. Unicode's other breaks (U+0085, U+2028, U+2029) and the page and record breaks
#: (a vertical tab, a form feed, U+001C-U+001E), which ``str.splitlines`` also splits
#: at, end no line: read as line ends they moved every later line's number past the one
#: those give (an annotation pointing past the file) and made a card line of the text
#: after them. They are characters of their line, control characters (a ``parse-error``),
#: but a Latin-1 byte 0x85, a Windows-1252 ``…`` converted twice (``_CP1252_PRINTED``).
_LINE_BREAK = _lazy("\r\n|[\r\n]")
#: A vertical tab, a form feed and the information separators U+001C-U+001E. One at a
#: line's ends is blank (the form feed ``pdftotext`` puts before each page's first
#: line), one inside a line a control character (a ``parse-error``: ``# note\v4 Black
#: Lotus``, which ``cat`` shows as two lines, must not hide its card).
_PAGE_BREAK = _lazy("[\v\f\x1c-\x1e]")
#: Page and record breaks at a line's ends, with the blanks around them.
_EDGE_PAGE_BREAKS = _lazy("^[ \t\v\f\x1c-\x1e]*[\v\f\x1c-\x1e]|[\v\f\x1c-\x1e][ \t\v\f\x1c-\x1e]*$")
#: The characters but LF that make a text's lines more than its parts between LFs
#: (``_lines``), each looked for alone (a substring search runs over a whole text far
#: faster than a pattern of them all).
_OTHER_BREAKS = ("\r", "\v", "\f", "\x1c", "\x1d", "\x1e")


def _lines(text: str) -> list[str]:
    """``text`` split at its line ends (``_LINE_BREAK``: CRLF, CR, LF), a page or record
    break at a line's ends left out (``_PAGE_BREAK``)."""
    lines = _LINE_BREAK().split(text) if "\r" in text else text.split("\n")
    if _PAGE_BREAK().search(text) is None:
        return lines
    edges = _EDGE_PAGE_BREAKS()
    return [edges.sub("", line) for line in lines]


def _in_utf8(*groups: str) -> Callable[[], re.Pattern[bytes]]:
    """A function returning the bytes pattern (built and compiled on its first call, then
    kept) finding in UTF-8 text one character of each of ``groups`` in a row. Text read
    from UTF-8 as written is searched so, in its bytes: a pattern of bytes starting with
    a few bytes looks at those bytes alone, where one of text tries a class of characters
    at every character (a clean UTF-8 file with accents paid for each such search)."""

    @cache
    def compiled() -> re.Pattern[bytes]:
        return re.compile(b"".join(
            b"(?:" + b"|".join(re.escape(character.encode("utf-8")) for character in group)
            + b")" for group in groups))

    return compiled


class DecodedText(NamedTuple):
    """Decoded decklist text: ``lines`` without line breaks (line 1 first), the
    ``findings`` of decoding (an ``encoding`` warning), or ``fatal`` when the bytes are
    not a decklist (NUL bytes, too large, too many lines)."""

    lines: list[str]
    findings: list[Finding]
    fatal: Finding | None = None


def decode(data: bytes) -> DecodedText:
    """Decode decklist bytes.

    UTF-8 with or without BOM, UTF-16 and UTF-32 with BOM (or without, when their NUL
    bytes stand as Latin text puts them); bytes that are not UTF-8 are read in the
    encoding an XML declaration at the start names when valid there (``_by_declaration``),
    else read line by line, the lines that are not UTF-8 in cp1252, with an ``encoding``
    warning; NUL bytes (outside UTF-16 and
    UTF-32) mean the file is not a decklist. Output: a ``DecodedText``. Never raises.
    """
    if len(data) > MAX_BYTES:
        return _fatal(f"file is {len(data):,} bytes; a decklist is at most {MAX_BYTES:,} bytes")
    if (document := _document_kind(data)) is not None:
        return _fatal(_document_message(document))
    text, findings, as_utf8 = _text(data)
    if text is None:
        return _fatal("file holds NUL bytes: it is binary, not a decklist")
    if not as_utf8 and (document := _document_kind(
            text[:32].encode("utf-8", "replace"))) is not None:
        return _fatal(_document_message(document))  # an RTF saved as UTF-16
    ascii_text = text.isascii()
    lines = _lines(text) if any(mark in text for mark in _OTHER_BREAKS) \
        else text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the break that ends the last line starts no new one
    if len(lines) > MAX_LINES:
        return _fatal(f"file has {len(lines):,} lines; a decklist has at most {MAX_LINES:,}")
    if not ascii_text:
        read_twice = _UTF8_AS_READ_IN_UTF8().search(data) if as_utf8 \
            else _UTF8_AS_READ().search(text)
        twice = _undo_double_conversion(lines) if read_twice else None
        if twice is not None:
            findings = [*findings, twice]
            text, as_utf8 = "\n".join(lines), False
        unicode = as_utf8 or _in_unicode(data)
        if _CP1252_AS_LATIN1_IN_UTF8().search(data) if as_utf8 \
                else _cp1252_as_latin1(unicode).search(text):
            findings = [*findings, _read_as_cp1252(lines, unicode)]
    return DecodedText(lines, findings)


#: Each byte 0x80-0xFF as Windows-1252 or Latin-1 reads it: the table that gives back
#: the bytes of UTF-8 text read as either (Latin-1 keeps every byte; Windows-1252 prints
#: 27 of 0x80-0x9F as other characters, '€' for 0x80).
_AS_READ_TO_BYTE = str.maketrans({
    bytes([code]).decode("cp1252"): chr(code) for code in range(0x80, 0x100)
    if code not in (0x81, 0x8D, 0x8F, 0x90, 0x9D)})


def _as_read(codes: range) -> str:
    """The characters the bytes ``codes`` are read as, by Latin-1 or Windows-1252."""
    read = {chr(code) for code in codes}
    read |= {bytes([code]).decode("cp1252", "ignore") for code in codes} - {""}
    return "".join(sorted(read))


#: A UTF-8 sequence's first byte read as one character, then a following byte of it: how
#: UTF-8 text read as Latin-1 or Windows-1252 looks ('Ã¶' for 'ö', 'â€™' for U+2019).
#: What a UTF-8 sequence's first byte (0xC2-0xF4) is read as: U+00C2-U+00F4.
_UTF8_FIRST_AS_READ = _as_read(range(0xC2, 0xF5))
_UTF8_AS_READ = _lazy(f"[{_UTF8_FIRST_AS_READ}][{_as_read(range(0x80, 0xC0))}]")
#: Most times a text is taken to have been converted over again (UTF-8 read as
#: Windows-1252 and saved as UTF-8, twice: 'Ã\x83Â¶').
_MOST_CONVERSIONS = 3


_CONTINUATION = _as_read(range(0x80, 0xC0))
#: ``_UTF8_AS_READ`` in UTF-8 bytes (its first characters, U+00C2-U+00F4, are the byte
#: 0xC3 then one byte: a search looks at each 0xC3 alone).
_UTF8_AS_READ_IN_UTF8 = _in_utf8(_UTF8_FIRST_AS_READ, _CONTINUATION)
#: A UTF-8 sequence of two, three or four bytes as Windows-1252 or Latin-1 reads it
#: (``Ã¶``, ``â€™``), found wherever it stands in a line.
_SEQUENCE_AS_READ = _lazy(
    f"[{_as_read(range(0xC2, 0xE0))}][{_CONTINUATION}]"
    f"|[{_as_read(range(0xE0, 0xF0))}][{_CONTINUATION}]{{2}}"
    f"|[{_as_read(range(0xF0, 0xF5))}][{_CONTINUATION}]{{3}}")


def _undone(line: str) -> str | None:
    """``line`` with each UTF-8 sequence read as Windows-1252 or Latin-1 characters
    converted back once (those characters' bytes read as UTF-8), the rest as written
    (a name typed again after the conversion, ``Müller``, keeps its letters); ``None``
    when none is. A sequence of two characters that gives a letter of another alphabet
    (``Ø°``, Arabic) is taken only beside another (``Ð`` then U+02DC, ``Ð²``, for Cyrillic
    ``Ив``): alone it is likelier two characters as written."""
    found = [(match.start(), match.end(), text)
             for match in _SEQUENCE_AS_READ().finditer(line)
             if (text := _as_utf8(match[0])) is not None]
    ends = {end for _, end, _ in found}
    starts = {start for start, _, _ in found}
    kept = [(start, end, text) for start, end, text in found
            if end - start > 2 or ord(text) <= _LATIN_END or start in ends or end in starts]
    if not kept:
        return None
    parts, position = [], 0
    for start, end, text in kept:
        parts += [line[position:start], text]
        position = end
    return "".join(parts) + line[position:]


#: The last code point of the Latin letters (Latin-1 Supplement, Latin Extended-A and
#: -B, IPA, spacing modifiers): what a two-byte UTF-8 sequence of a Latin text gives.
_LATIN_END = 0x2FF


def _as_utf8(read: str) -> str | None:
    """The UTF-8 text whose bytes Windows-1252 or Latin-1 reads as ``read``, or
    ``None`` (an overlong form or a surrogate: no text)."""
    try:
        return read.translate(_AS_READ_TO_BYTE).encode("latin-1").decode("utf-8")
    except UnicodeError:
        return None


def _undo_double_conversion(lines: list[str]) -> Finding | None:
    """Give back, in place in ``lines``, the text of each line written in UTF-8, read as
    Windows-1252 (or Latin-1) and saved again as UTF-8 (``JÃ¶ns`` is ``Jöns``, ``â€™``
    is U+2019): each run of characters that, as those bytes, is a UTF-8 sequence, the
    rest of the line as written (``_undone``; undone up to three times). Output: the
    ``encoding``
    warning naming the first line and its first word so repaired, or ``None`` when no
    line was."""
    first: tuple[int, str, str] | None = None
    changed = 0
    for index, line in enumerate(lines):
        repaired = line
        for _ in range(_MOST_CONVERSIONS):
            if not _UTF8_AS_READ().search(repaired):
                break
            undone = _undone(repaired)
            if undone is None:
                break
            # a byte order mark converted twice ("ï»¿") is no character, as in any text
            repaired = undone.replace("\ufeff", "")
        if repaired != line:
            changed += 1
            if first is None:
                first = (index + 1, *_first_word_changed(line, repaired))
            lines[index] = repaired
    if first is None:
        return None
    number, garbled, meant = first
    where = f"line {number} was" if changed == 1 else \
        f"{changed} lines, from line {number}, were"
    return Finding(
        "encoding",
        f"{where} converted to UTF-8 twice (UTF-8 text read as Windows-1252 and "
        f"saved again as UTF-8): '{garbled}' is read as '{meant}'",
        line=number,
        hint="export the list again, or undo the second conversion: open the file as "
             "UTF-8 and save it as Windows-1252, which gives back its UTF-8 bytes",
    )


def _non_ascii(text: str) -> int:
    return sum(not char.isascii() for char in text)


def _first_word_changed(line: str, repaired: str) -> tuple[str, str]:
    """The first word of ``line`` the repair changed, as written and as repaired (the
    same count of words: a repair touches no blank)."""
    for written, meant in zip(line.split(), repaired.split(), strict=False):
        if written != meant:
            return written, meant
    return line.strip(), repaired.strip()


#: The C1 code points (U+0080-U+009F) that Windows-1252 prints as a character (0x92 is
#: the apostrophe U+2019, 0x93 and 0x94 the quotes U+201C and U+201D, 0x85 the ellipsis): in
#: UTF-8 text they are a Windows-1252 file read as Latin-1 and saved again (U+0085 is no
#: line end: ``_LINE_BREAK``). Not the five bytes Windows-1252 leaves unassigned (U+009D
#: is an escape's start): those stay control characters.
_CP1252_PRINTED = {
    code: bytes([code]).decode("cp1252")
    for code in range(0x80, 0xA0)
    if code not in (0x81, 0x8D, 0x8F, 0x90, 0x9D)
}
_CP1252_AS_LATIN1 = _lazy("[" + "".join(map(chr, _CP1252_PRINTED)) + "]")
_CP1252_TABLE = str.maketrans({chr(code): char for code, char in _CP1252_PRINTED.items()})
#: Those of text in a Unicode encoding: all but U+0085, which UTF-8 and UTF-16 write as
#: Unicode's next line (NEL), a line end to a terminal and an editor, so a control
#: character (a ``parse-error``: ``# plan<NEL>1 Grief`` shows its card on a line of its
#: own, which was dropped with the comment); only a byte read as Latin-1 is
#: Windows-1252's ellipsis so converted.
_PRINTED_IN_UNICODE = "".join(chr(code) for code in _CP1252_PRINTED if code != 0x85)
_CP1252_IN_UNICODE = _lazy("[" + _PRINTED_IN_UNICODE + "]")
_CP1252_AS_LATIN1_IN_UTF8 = _in_utf8(_PRINTED_IN_UNICODE)
_CP1252_IN_UNICODE_TABLE = str.maketrans({char: _CP1252_PRINTED[ord(char)]
                                          for char in _PRINTED_IN_UNICODE})


def _in_unicode(data: bytes) -> bool:
    """Whether ``data`` is text in a Unicode encoding (UTF-8, or UTF-16 or UTF-32 by its
    byte order mark or its NUL bytes), not in a code page of one byte a character."""
    if _marked_encoding(data) is not None or b"\x00" in data:
        return True
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _cp1252_as_latin1(unicode: bool) -> re.Pattern[str]:
    """The C1 code points read as Windows-1252's characters in text of a Unicode encoding
    (``unicode``: ``_PRINTED_IN_UNICODE``) or of a code page."""
    return _CP1252_IN_UNICODE() if unicode else _CP1252_AS_LATIN1()


def _read_as_cp1252(lines: list[str], unicode: bool = False) -> Finding:
    """Read in place, in ``lines``, each C1 code point that Windows-1252 prints as a
    character as that character (``Lion\u0092s`` is ``Lion\u2019s``: no control character,
    never a ``parse-error`` on a comment or a card's name), but U+0085 of text in a Unicode
    encoding (``unicode``: ``_PRINTED_IN_UNICODE``); the ``encoding`` warning naming the
    first line and the first character so read."""
    first = None
    pattern = _cp1252_as_latin1(unicode)
    table = _CP1252_IN_UNICODE_TABLE if unicode else _CP1252_TABLE
    for index, line in enumerate(lines):
        found = pattern.search(line)
        if found is not None:
            if first is None:
                first = (index + 1, found[0])
            lines[index] = line.translate(table)
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
#: The UTF-32 byte order marks and their encodings (UTF-32-LE's starts as UTF-16-LE's).
_UTF32_BOMS = {codecs.BOM_UTF32_LE: "utf-32-le", codecs.BOM_UTF32_BE: "utf-32-be"}


def _marked_encoding(data: bytes) -> tuple[str, int] | None:
    """The encoding a byte order mark at the start of ``data`` names (UTF-32 or UTF-16)
    and the mark's length, or ``None`` when ``data`` starts with none."""
    for marks in (_UTF32_BOMS, _UTF16_BOMS):
        for mark, encoding in marks.items():
            if data.startswith(mark):
                return encoding, len(mark)
    return None


def _text(data: bytes) -> tuple[str | None, list[Finding], bool]:
    """The text of ``data`` (``None``: binary), the findings of decoding it, and whether
    the text is ``data`` in UTF-8 as written (no byte order mark dropped)."""
    marked = _marked_encoding(data)
    if marked is not None:
        encoding, length = marked
        # a byte order mark inside the text (two files joined) is no character of it,
        # as in UTF-8: "\ufeffFormat: modern" is the format line
        text, findings = _decoded(data[length:], encoding)
        return (None if "\x00" in text else text), findings, False
    if b"\x00" in data:
        unmarked = _utf32_without_bom(data) or _utf16_without_bom(data)
        return (None, [], False) if unmarked is None else (*unmarked, False)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        declared = _by_declaration(data)
        return (*(_mixed(data) if declared is None else (declared, [])), False)
    if "\ufeff" in text:
        return text.replace("\ufeff", ""), [], False
    return text, [], True


#: The encoding an XML declaration at a file's start names (``<?xml version="1.0"
#: encoding="windows-1252"?>``), in its bytes: blanks only before it, as ``safexml``
#: reads the declaration.
_DECLARED_ENCODING = _lazy(
    rb"[ \t\r\n]*<\?xml[ \t\r\n][^>]*?\bencoding[ \t\r\n]*=[ \t\r\n]*"
    rb"([\"'])([A-Za-z][A-Za-z0-9._-]{0,39})\1")
#: Codecs Python decodes by that are not a table of characters (escapes, compressions
#: of Unicode): a declaration naming one names no encoding a deck file is written in.
#: The UTF-16 and UTF-32 ones are told by their bytes (``_text``), never by a
#: declaration that reads as ASCII; UTF-8 was tried first.
_NOT_DECLARABLE = frozenset({
    "unicode-escape", "raw-unicode-escape", "idna", "punycode", "utf-7", "undefined",
    "utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le",
    "utf-32-be"})
#: Printable ASCII with the escapes of Python's escaping codecs: what a declarable
#: encoding reads as itself (the declaration is read as ASCII).
_ASCII_PROBE = bytes(range(0x20, 0x7F)) + rb"\x41\u0041+AEE-~{~}"


def _by_declaration(data: bytes) -> str | None:
    """``data`` (not UTF-8) decoded by the encoding its XML declaration names (an MTGO
    ``.dek`` or a Cockatrice ``.cod`` saved by a Windows program as ``windows-1252`` or
    ``ISO-8859-1``), or ``None`` when it declares none, names an encoding Python does not
    know or one that does not read ASCII as ASCII (``_declarable``), or holds bytes not
    valid in it (a lying declaration: read as today, with the ``encoding`` warning), or
    holds a line of non-ASCII UTF-8 (a file written in UTF-8 whatever it declares, one
    line pasted from elsewhere: ``_mixed`` reads it, the UTF-8 lines as UTF-8; read by a
    declared ``windows-1251`` its card names were garbled, Lórien Revealed unknown)."""
    declared = _DECLARED_ENCODING().match(data, 0, 512)
    if declared is None or not _declarable(declared[2].decode("ascii")) \
            or any(map(_holds_utf8, data.split(b"\n"))):
        return None
    try:
        return data.decode(declared[2].decode("ascii"))
    except UnicodeDecodeError:
        return None


def _holds_utf8(line: bytes) -> bool:
    """Whether ``line`` holds a byte outside ASCII and is UTF-8 (a non-ASCII character
    written in UTF-8)."""
    if line.isascii():
        return False
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@cache
def _declarable(encoding: str) -> bool:
    """Whether ``encoding`` names a text encoding Python knows that reads ASCII as
    ASCII, so that the declaration naming it reads as written (not UTF-8, UTF-16 or
    UTF-32, nor an escaping codec: ``_NOT_DECLARABLE``)."""
    try:
        name = codecs.lookup(encoding).name
        return name not in _NOT_DECLARABLE and \
            _ASCII_PROBE.decode(encoding) == _ASCII_PROBE.decode("ascii")
    except (LookupError, UnicodeDecodeError):
        return False


#: The single-byte code pages a player's system writes a list in (Windows in Western and
#: Central Europe, the Mac's, the DOS consoles' of those lands, Linux's Latin-9 and
#: Latin-2), by Python's codec name, with the name a warning gives. The lines of a file
#: that are not UTF-8 are always read in Windows-1252 (the contract); another of these is
#: only a hint, named when it reads more of those lines as cards
#: (``checker.code_page_hint``). Windows-1252 first.
CODE_PAGES = {
    "cp1252": "Windows-1252", "mac_roman": "Mac OS Roman", "cp850": "DOS code page 850",
    "cp437": "DOS code page 437", "iso8859_15": "ISO-8859-15", "cp1250": "Windows-1250",
    "iso8859_2": "ISO-8859-2", "cp852": "DOS code page 852",
}
#: Where a file in each code page other than Windows-1252 was likely saved, as the
#: ``encoding`` warning's hint says it.
CODE_PAGE_ORIGINS = {
    "mac_roman": "saved on a Mac", "cp850": "saved in a Windows console (DOS code page 850)",
    "cp437": "saved in a Windows console (DOS code page 437)",
    "iso8859_15": "saved on Linux in Latin-9", "cp1250": "saved on a Central European Windows",
    "iso8859_2": "saved on Linux in Latin-2",
    "cp852": "saved in a Central European Windows console (DOS code page 852)",
}
#: The code page a file's lines that are not UTF-8 are read in (README, "Decklists").
DEFAULT_CODE_PAGE = "cp1252"


def _by_lines(data: bytes, code_page: str) -> tuple[list[str], list[int]]:
    """The text of each line of ``data`` (its line end kept: CRLF, CR or LF, as
    ``_lines`` numbers lines), UTF-8 where it is, read in ``code_page`` where it is not
    (a byte it leaves unassigned as U+FFFD), and the numbers of those lines."""
    texts: list[str] = []
    bad: list[int] = []
    for number, raw in enumerate(data.splitlines(keepends=True), start=1):
        try:
            texts.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            texts.append(raw.decode(code_page, errors="replace"))
            bad.append(number)
    return texts, bad


def code_page_lines(data: bytes) -> frozenset[int]:
    """The numbers of the lines ``decode`` reads in Windows-1252: those that are not
    UTF-8 in a file that is not UTF-8 (nor UTF-16 or UTF-32, nor in the encoding its XML
    declaration names); empty for any other file. Never raises."""
    if data.isascii() or _marked_encoding(data) is not None or b"\x00" in data:
        return frozenset()
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        if _by_declaration(data) is None:
            return frozenset(_by_lines(data, DEFAULT_CODE_PAGE)[1])
    return frozenset()


def lines_in_code_page(data: bytes, code_page: str) -> list[str]:
    """The lines of ``data`` (line 1 first, with their line ends), those that are not
    UTF-8 read in ``code_page``: one character a byte there, so that a piece of such a
    line read in one code page stands where it stands in it read in another. Pure."""
    return _by_lines(data, code_page)[0]


def code_page_readings(data: bytes) -> list[str]:
    """The code pages (``CODE_PAGES``, in order) that read the lines of ``data`` that
    are not UTF-8 each otherwise than every one before it, Windows-1252 first; those
    leaving a byte unassigned left out (Windows-1252 reads it as U+FFFD). Pure."""
    seen: set[str] = set()
    found = []
    for code_page in CODE_PAGES:
        try:
            text = "".join(line.decode(code_page) for line in data.splitlines()
                           if not _holds_utf8(line) and not line.isascii())
        except UnicodeDecodeError:
            if code_page != DEFAULT_CODE_PAGE:
                continue
            text = ""
        if text not in seen:
            seen.add(text)
            found.append(code_page)
    return found


def with_code_page_hint(warning: Finding, code_page: str, names: list[str]) -> Finding:
    """The ``encoding`` ``warning`` with the hint that ``code_page`` (not Windows-1252)
    reads its lines as the card names ``names`` (as written there): where the file was
    likely saved (``CODE_PAGE_ORIGINS``) and how to fix it. The reading stays
    Windows-1252. Pure."""
    shown = ", ".join(f"'{name}'" for name in names[:2]) + (", ..." if len(names) > 2 else "")
    they = "they read" if warning.message[0].isdigit() else "it reads"
    named = "card names" if len(names) > 1 else "a card name"
    return warning._replace(
        message=f"{warning.message}; in {CODE_PAGES[code_page]} ({code_page}) {they} as "
        f"{named} ({shown}): the file was likely {CODE_PAGE_ORIGINS[code_page]}",
        hint=f"open the file in the program that wrote it and save it as UTF-8 (not "
        f"{CODE_PAGES[code_page]}): its names then read as written")


def _mixed(data: bytes) -> tuple[str, list[Finding]]:
    """Decode line by line (``_by_lines``): UTF-8 where a line is UTF-8, cp1252 where it
    is not (a file written in UTF-8 with one line pasted from a Windows program). One
    ``encoding`` warning names the first such line."""
    texts, bad = _by_lines(data, DEFAULT_CODE_PAGE)
    where = (f"line {bad[0]} is" if len(bad) == 1
             else f"{len(bad)} lines, from line {bad[0]}, are")
    garbled = next(filter(None, (_other_alphabet(texts[number - 1]) for number in bad)), None)
    warning = Finding(
        "encoding",
        f"{where} not valid UTF-8; read as Windows-1252 (cp1252)" + (
            "" if garbled is None else
            f": '{garbled}' may be a name in another alphabet (Cyrillic, Greek, Japanese...) "
            "garbled so, written in another code page (Windows-1251, Shift-JIS...)"),
        line=bad[0],
        hint="save the file as UTF-8" if garbled is None else
        "open the file in the program that wrote it and save it as UTF-8: names in other "
        "alphabets then read as written",
    )
    return "".join(texts).replace("\ufeff", ""), [warning]


def _other_alphabet(line: str) -> str | None:
    """The first word of ``line`` (read as Windows-1252) mostly of characters outside
    ASCII, two or more: what a name in another alphabet becomes when its code page is
    read as Windows-1252 (``Èâàí`` for Cyrillic ``Иван``; Japanese in Shift-JIS
    alike); ``None`` for Latin text, whose accented letters stand among others
    (``Müller``, ``Žižek``)."""
    for word in line.split():
        outside = _non_ascii(word)
        if outside >= 2 and outside * 2 > len(word):
            return word
    return None


def _decoded(data: bytes, encoding: str) -> tuple[str, list[Finding]]:
    """``data`` decoded by ``encoding`` (a UTF-16 or UTF-32 one), ``\ufeff`` dropped,
    with an ``encoding`` warning on the first line where bytes are not valid in it (a
    damaged file, a file cut off in a character's middle: those bytes read as
    ``\ufffd``, as the character they were part of is not known), or on the last line
    when it ends in part of a character that can only be blank (a stray line end or
    space after the text, as ``echo >>`` leaves: not read). A damaged file read without
    a word hid why a name was unknown."""
    whole = len(data) - len(data) % (4 if "32" in encoding else 2)
    if data[whole:].strip(b"\n\r\t "):
        whole = len(data)  # part of a character of the text: read as "\ufffd"
    try:
        text = data[:whole].decode(encoding).replace("\ufeff", "")
    except UnicodeDecodeError as error:
        text = data[:whole].decode(encoding, errors="replace").replace("\ufeff", "")
        before = data[:error.start].decode(encoding, errors="replace")
        return text, [_damaged(len((before + "x").splitlines()), encoding,
                               "bytes there read as '\ufffd'")]
    if whole == len(data):
        return text, []
    return text, [_damaged(len((text + "x").splitlines()) - text.endswith(("\n", "\r")),
                           encoding, f"it ends in part of a character "
                           f"({plural(len(data) - whole, 'byte')} not read)")]


def _damaged(line: int, encoding: str, what: str) -> Finding:
    """The ``encoding`` warning of a UTF-16 or UTF-32 file not valid on ``line``."""
    name = encoding.upper().replace("-LE", " LE").replace("-BE", " BE")
    return Finding("encoding", f"line {line} is not valid {name} (a file cut off or "
                   f"damaged?): {what}", line=line,
                   hint="submit the decklist again, saved as UTF-8")


def _utf16_without_bom(data: bytes) -> tuple[str, list[Finding]] | None:
    """Text that is UTF-16 without a byte order mark (every other byte NUL, as Windows
    tools write ASCII in UTF-16), with the findings of decoding it (``_decoded``), or
    ``None`` for binary data (a NUL character: both bytes of a character zero). A low
    byte may be zero where its high byte is not: an ideographic space (U+3000) between a
    count and a name, a CJK character (U+4E00), a Latin letter (U+0100) are characters of
    a list (such a list was "binary, not a decklist", not judged)."""
    if len(data) < 4:
        return None
    whole = data[:len(data) - len(data) % 2]  # a file cut off may end in half a character
    odd, even = whole[1::2], whole[0::2]
    for encoding, zeros in (("utf-16-le", odd), ("utf-16-be", even)):
        # mostly Latin text: most high bytes are zero (a list with a full-width digit
        # and an ideographic space on every line, '\uff11\u3000Ponder', still has more than half)
        if zeros.count(0) * 2 > len(zeros):
            text, findings = _decoded(data, encoding)
            return None if "\x00" in text else (text, findings)
    return None


def _utf32_without_bom(data: bytes) -> tuple[str, list[Finding]] | None:
    """Text that is UTF-32 without a byte order mark (each character four bytes, the
    two of the plane's side NUL and the next one mostly NUL, as Latin text is written),
    with the findings of decoding it, or ``None`` for other data (UTF-16 without its
    mark, binary data)."""
    if len(data) < 8:
        return None
    whole = data[:len(data) - len(data) % 4]  # a file cut off may end in part of a character
    for encoding, planes, pages in (("utf-32-le", (whole[3::4], whole[2::4]), whole[1::4]),
                                    ("utf-32-be", (whole[0::4], whole[1::4]), whole[2::4])):
        top, plane = planes
        if top.count(0) == len(top) and max(plane) <= 0x10 \
                and pages.count(0) * 10 >= len(pages) * 9:
            text, findings = _decoded(data, encoding)
            return None if "\x00" in text else (text, findings)
    return None


#: Bytes that write no character: blanks (a no-break or ideographic space too), line
#: breaks (U+0085, U+2028, U+2029 too) and byte order marks, in UTF-8 (UTF-16's text is
#: told apart by its byte order mark).
_BLANK_BYTES = _lazy(rb"(?:[ \t\r\n\f\v\x1c-\x1e]|\xef\xbb\xbf|\xc2[\x85\xa0]|\xe2\x80[\xa8\xa9]"
                     rb"|\xe3\x80\x80)*")


def empty_file(data: bytes) -> str | None:
    """Why a decklist file holds nothing to read, or ``None`` when it holds a character.

    Input: the file's bytes. Output: "the file is empty" (no bytes, or only a byte
    order mark), "the file holds only blank lines" (only blanks and line breaks, in
    UTF-8, or in UTF-16 or UTF-32 with a byte order mark), else ``None``: a submission with nothing
    in it is a broken file, not a deck of no cards. Never raises.
    """
    marked = _marked_encoding(data)
    if marked is not None:
        if len(data) > 4096:  # more than a page of blanks: text, told by its reader
            return None
        encoding, length = marked
        text = data[length:].decode(encoding, errors="replace").replace("\ufeff", "")
    elif _BLANK_BYTES().fullmatch(data) is not None:
        text = data.decode("utf-8").replace("\ufeff", "")
    else:
        return None
    if text.strip():
        return None
    return "the file holds only blank lines" if text else "the file is empty"


#: How the documents of word processors that are text (no NUL byte) start, and what each
#: is: such a file's control words are no decklist's lines (each was an unknown card).
_DOCUMENT_STARTS = ((b"{\\rtf", "an RTF document (a word processor's: TextEdit, WordPad, Word)"),
                    (b"%PDF-", "a PDF document"))


def _document_kind(data: bytes) -> str | None:
    """What document of a word processor ``data`` is, by how it starts (after a BOM or
    blank space: ``_DOCUMENT_STARTS``), or ``None`` for any other bytes."""
    start = data[:32].lstrip(b"\xef\xbb\xbf \t\r\n")
    return next((kind for mark, kind in _DOCUMENT_STARTS if start.startswith(mark)), None)


def _document_message(document: str) -> str:
    """The ``file-error`` message of a ``document`` (``_document_kind``) saved as a list."""
    return (f"file is {document}, not plain text: open it and save the decklist as plain "
            "text (.txt), then check that file")


def _fatal(message: str) -> DecodedText:
    return DecodedText([], [], Finding("file-error", message))
