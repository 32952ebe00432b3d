"""The Magic Online ``.dek`` reader (XML), and the guarded XML parser the XML dialects share.

An MTGO deck file looks like this::

    <?xml version="1.0" encoding="utf-8"?>
    <Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
      <NetDeckID>0</NetDeckID>
      <Cards CatID="53163" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
      <Cards CatID="61025" Quantity="2" Sideboard="true" Name="Fire/Ice" />
    </Deck>

Every ``<Cards>`` element under ``<Deck>`` is one line: ``Quantity`` copies of ``Name`` in
the main deck, or in the sideboard when ``Sideboard="true"``. A ``.dek`` file that is
not XML at all (it does not start with ``<``) is read as a plain-text decklist, as some
tools write text under that suffix.

Safety: the XML is parsed with expat, refusing any document type declaration (so no
entity declarations, internal or external: no "billion laughs", no external entity
fetches) before its content is read; undefined entities are errors. Readers never raise:
a file that is not well-formed XML, or refused, becomes a ``fatal`` ``file-error``
finding naming the line; a bad quantity or a missing name is a ``parse-error`` on the
element's line.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cardtools.decklist.decoding import decode
from cardtools.model import MAIN, SIDE, DeckLine, Decklist, Finding

MAX_COUNT = 999
#: Most XML elements read from one decklist file.
MAX_ELEMENTS = 20_000


@dataclass
class XmlElement:
    """One element of a parsed XML document: ``tag``, ``attrs`` (as written), the 1-based
    ``line`` of its start tag, its ``children`` in order, and its character data ``text``
    (stripped; text of children not included)."""

    tag: str
    attrs: dict[str, str]
    line: int
    children: list[XmlElement] = field(default_factory=list)
    text: str = ""

    def named(self, tag: str) -> list[XmlElement]:
        """The child elements whose tag is ``tag`` (case-insensitive), in document order."""
        wanted = tag.casefold()
        return [child for child in self.children if child.tag.casefold() == wanted]

    def attr(self, name: str) -> str | None:
        """An attribute's value looked up case-insensitively, or ``None``."""
        wanted = name.casefold()
        for key, value in self.attrs.items():
            if key.casefold() == wanted:
                return value
        return None


@dataclass
class XmlDocument:
    """The outcome of ``parse_xml``: the ``root`` element, the ``findings`` of decoding
    (an ``encoding`` warning), or ``fatal`` (a ``file-error`` finding) when the bytes are
    not a well-formed, acceptable XML document."""

    root: XmlElement | None = None
    findings: list[Finding] = field(default_factory=list)
    fatal: Finding | None = None


class _Refused(Exception):
    """Raised inside expat handlers to stop parsing a document we do not accept."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


def parse_xml(data: bytes) -> XmlDocument:
    """Parse a decklist's bytes as XML, safely.

    Input: the file's bytes (UTF-8 with or without BOM, UTF-16 with BOM; other bytes are
    read as cp1252 with an ``encoding`` warning, as for text decklists; the document's own
    encoding declaration is ignored because the text is already decoded). Output: an
    ``XmlDocument``. A document type declaration (``<!DOCTYPE``, which is where entity
    declarations live) is refused before its content is read, as are undefined entities,
    more than ``MAX_ELEMENTS`` elements, NUL bytes and files over the decklist size limit;
    each becomes ``fatal`` with the line. Never raises.
    """
    decoded = decode(data)
    if decoded.fatal is not None:
        return XmlDocument(fatal=decoded.fatal)
    import xml.parsers.expat as expat

    parser = expat.ParserCreate("utf-8")
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    stack: list[XmlElement] = []
    texts: list[list[str]] = []
    roots: list[XmlElement] = []
    count = 0

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal count
        count += 1
        if count > MAX_ELEMENTS:
            raise _Refused(f"more than {MAX_ELEMENTS:,} XML elements; not a decklist",
                           parser.CurrentLineNumber)
        element = XmlElement(tag, dict(attrs), parser.CurrentLineNumber)
        (stack[-1].children if stack else roots).append(element)
        stack.append(element)
        texts.append([])

    def end(tag: str) -> None:
        element = stack.pop()
        element.text = "".join(texts.pop()).strip()

    def characters(data: str) -> None:
        if texts:
            texts[-1].append(data)

    def refuse_doctype(*args: object) -> None:
        raise _Refused("XML document type declarations (<!DOCTYPE ...>, entity declarations) "
                       "are not accepted in a decklist", parser.CurrentLineNumber)

    def refuse_entity(*args: object) -> None:
        raise _Refused("XML entity declarations are not accepted in a decklist",
                       parser.CurrentLineNumber)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    parser.StartDoctypeDeclHandler = refuse_doctype
    parser.EntityDeclHandler = refuse_entity
    parser.UnparsedEntityDeclHandler = refuse_entity
    parser.ExternalEntityRefHandler = refuse_entity  # type: ignore[assignment]
    try:
        parser.Parse("\n".join(decoded.lines).encode("utf-8"), True)
    except _Refused as exc:
        return XmlDocument(fatal=_file_error(f"{exc.message} (line {exc.line})", exc.line))
    except expat.ExpatError as exc:
        reason = expat.ErrorString(exc.code) if exc.code is not None else str(exc)
        return XmlDocument(fatal=_file_error(
            f"not well-formed XML: {reason} (line {exc.lineno}, column {exc.offset + 1})",
            exc.lineno,
        ))
    except (ValueError, RecursionError) as exc:  # pragma: no cover - defensive
        return XmlDocument(fatal=_file_error(f"cannot read the XML: {exc}", None))
    if not roots:  # pragma: no cover - expat reports "no element found" first
        return XmlDocument(fatal=_file_error("no XML element in the file", None))
    return XmlDocument(roots[0], list(decoded.findings))


def _file_error(message: str, line: int | None) -> Finding:
    return Finding("file-error", message, line=line)


def read_count(text: str | None, what: str, line: int) -> int | Finding:
    """Read an XML quantity attribute (``Quantity``, ``number``).

    Output: the count (1..999), or a ``parse-error`` finding on ``line`` saying what is
    wrong (missing, not a whole number, out of range); ``what`` names the attribute.
    """
    if text is None or not text.strip():
        return Finding("parse-error", f"no {what} given", line=line)
    try:
        count = int(text.strip())
    except ValueError:
        return Finding("parse-error", f"{what} {text.strip()!r} is not a whole number",
                       line=line)
    if not 1 <= count <= MAX_COUNT:
        return Finding("parse-error", f"quantity {count} is not between 1 and {MAX_COUNT}",
                       line=line)
    return count


def read_dek(data: bytes) -> Decklist:
    """Read a Magic Online ``.dek`` deck file.

    Input: the file's bytes. Output: a ``Decklist`` with one line per ``<Cards>`` element
    (zone ``side`` when ``Sideboard="true"``, else ``main``; ``line`` is the element's
    line), ``parse-error`` findings for a bad ``Quantity``, a missing ``Name`` or a
    ``Sideboard`` value other than true / false (those elements are left out), or
    ``fatal`` when the file is not well-formed XML, declares a DOCTYPE / entities, or its
    root element is not ``<Deck>``. Bytes that do not start with ``<`` are read as a
    plain-text decklist. Never raises.
    """
    if not data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<") and not data.startswith(
        (b"\xff\xfe", b"\xfe\xff")
    ):
        from cardtools.decklist.text import read_text

        return read_text(data)
    document = parse_xml(data)
    if document.root is None:
        return Decklist(fatal=document.fatal)
    root = document.root
    if root.tag.casefold() != "deck":
        return Decklist(fatal=_file_error(
            f"not an MTGO .dek deck: the root element is <{root.tag}>, expected <Deck> "
            f"(line {root.line})", root.line))
    lines: list[DeckLine] = []
    findings = list(document.findings)
    for element in root.named("Cards"):
        entry = _dek_line(element)
        if isinstance(entry, Finding):
            findings.append(entry)
        else:
            lines.append(entry)
    return Decklist(lines, {}, findings)


def _dek_line(element: XmlElement) -> DeckLine | Finding:
    count = read_count(element.attr("Quantity"), "Quantity", element.line)
    if isinstance(count, Finding):
        return count
    name = (element.attr("Name") or "").strip()
    if not name:
        return Finding("parse-error", "a <Cards> element without a Name", line=element.line)
    written = (element.attr("Sideboard") or "false").strip()
    side = written.casefold()
    if side not in ("true", "false"):
        return Finding("parse-error", f"Sideboard={written!r} is neither true nor false",
                       line=element.line)
    return DeckLine(name, count, SIDE if side == "true" else MAIN, element.line)
