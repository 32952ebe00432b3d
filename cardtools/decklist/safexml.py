"""The guarded XML parser the XML decklist dialects share (MTGO ``.dek``, Cockatrice ``.cod``).

The XML is parsed with expat, refusing any document type declaration (so no entity
declarations, internal or external: no "billion laughs", no external entity fetches)
before its content is read; undefined entities are errors; at most ``MAX_ELEMENTS``
elements. Nothing here raises on bad input: problems become findings.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from typing import NamedTuple

from cardtools.decklist.decoding import MAX_COUNT, decode
from cardtools.decklist.text import (
    FIELD_WORD,
    MAX_HELD_LINES,
    commented_card_note,
    free_text_cards,
    role_word,
)
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import MAIN, DeckLine, Finding

#: Most XML elements read from one decklist file.
MAX_ELEMENTS = 20_000


#: The shapes of a value a reader reads as no card's name nor free text
#: (``ReadParts.shapes``): a whole number (MTGO's ``CatID``), a yes or no (its
#: ``Sideboard``), an id of one word (OCTGN's GUID), a version (``1``, ``2.0``).
VALUE_SHAPES = {"number": re.compile(r"\d{1,20}"),
                "yes-or-no": re.compile(r"(?i:true|false)"),
                "id": re.compile(r"[\w.:{}-]{1,64}"),
                "version": re.compile(r"\d{1,9}(?:\.\d{1,9})*")}


class ReadParts(NamedTuple):
    """What a deck file's reader reads of its elements beside their cards: the tags
    whose text it reads (``texts``) and the attributes it reads (``attributes``), in
    lower case (``stray_text_cards`` reads the rest for card lines)."""

    texts: frozenset[str]
    attributes: frozenset[str]
    #: The tags of the card elements, whose other fields ``other_fields`` reads.
    cards: frozenset[str] = frozenset()
    #: The shape (``VALUE_SHAPES``) of each tag's text or attribute read as a number, a
    #: yes or no, an id or a version, by its lower-case name.
    shapes: tuple[tuple[str, str], ...] = ()

    def reads(self, name: str, value: str, parts: frozenset[str]) -> bool:
        """Whether the reader reads the text or attribute ``name`` (among ``parts``,
        ``texts`` or ``attributes``) holding ``value``: one of a declared shape
        (``shapes``) only when the value has it; else (``CatID="1 Oko, Thief of
        Crowns"``, ``<NetDeckID>1 Grief</NetDeckID>``) it is read for cards as any part
        no reader reads (``stray_text_cards``, ``other_fields``): such a card vanished
        unsaid where the same text in another attribute was read."""
        key = name.casefold()
        if key not in parts:
            return False
        shape = next((shape for part, shape in self.shapes if part == key), None)
        return shape is None or VALUE_SHAPES[shape].fullmatch(value.strip()) is not None


#: A line break as ``str.splitlines`` reads one (``\\r\\n`` being one).
_LINE_BREAK = re.compile("\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")


class LinedText(NamedTuple):
    """An XML element's text laid on the file's lines (``XmlElement.lined_text``): the
    line of its first row (``first``), its rows joined by ``\\n`` (``text``) and each
    row's line (``lines``; two rows share one when a character reference broke it)."""

    first: int
    text: str
    lines: tuple[int, ...]


@dataclass(eq=False)  # elements are told apart by identity: two may read alike
class XmlElement:
    """One element of a parsed XML document: ``tag``, ``attrs`` (as written), the 1-based
    ``line`` of its start tag, its ``children`` in order, its character data ``text``
    (stripped; text of children not included), and the attribute names written more than
    once in different cases (``clashes``: XML tells ``Name`` from ``name``, the tools that
    write these files each read one of them, and ``attr`` would take either)."""

    tag: str
    attrs: dict[str, str]
    line: int
    children: list[XmlElement] = field(default_factory=list)
    text: str = ""
    #: Attribute names written more than once in different cases (``Name`` and ``name``).
    clashes: tuple[str, ...] = ()
    #: The character data as written, each piece with the line it starts on; an empty
    #: piece where a child element stands (``lined_text`` breaks the row there).
    pieces: tuple[tuple[int, str], ...] = ()

    def lined_text(self) -> LinedText:
        """The element's text cut into rows at every line break, however written (typed,
        a character reference ``&#10;``, ``&#xA;`` or ``&#13;``, NEL, U+2028: each that
        ``str.splitlines`` breaks at) and at every child element (``<card>Island</card>1
        Oko``), each row keeping the file line its text starts on: a ``LinedText`` from
        its first non-blank row to its last (``first`` the element's line when all is
        blank). So ``Plan B&#10;4 Oko`` is two rows of one file line, never one. Pure."""
        lines: list[int] = []
        rows: list[str] = []
        open_row = False  # whether the last row goes on (no break, no child since)
        for line, piece in self.pieces:
            at, start = line, 0
            for brk in [*_LINE_BREAK.finditer(piece), None]:
                part = piece[start:len(piece) if brk is None else brk.start()]
                if start == 0 and open_row:
                    lines[-1] = lines[-1] if rows[-1].strip() else at
                    rows[-1] += part
                else:
                    lines.append(at)
                    rows.append(part)
                if brk is not None:  # a typed newline moves on a line, a reference not
                    at, start = at + brk[0].count("\n"), brk.end()
            open_row = bool(piece)  # an empty piece stands for a child element
        kept = [index for index, row in enumerate(rows) if row.strip()]
        if not kept:
            return LinedText(self.line, "", ())
        chosen = slice(kept[0], kept[-1] + 1)
        return LinedText(lines[chosen][0], "\n".join(row.strip() for row in rows[chosen]),
                         tuple(lines[chosen]))

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

    def holds(self, tag: str) -> bool:
        """Whether an element below this one, at any depth, has the tag ``tag``
        (case-insensitive). A stack, not recursion: a hostile file may nest deeply."""
        wanted = tag.casefold()
        walking = list(self.children)
        while walking:
            child = walking.pop()
            if child.tag.casefold() == wanted:
                return True
            walking.extend(child.children)
        return False


def stray_text_cards(root: XmlElement, read: ReadParts, findings: list[Finding],
                     cards: list[DeckLine], zones: ZoneTable,
                     noted: dict[int, tuple[str, str]]) -> None:
    """Read the text and the attributes of every element of a deck file (``root`` and all
    below it) that its reader does not read (``read``: the tags whose text it reads and
    the attributes it reads, in lower case), as a deck's free text is read
    (``text.free_text_cards``): ``<card name="Lava Spike">4 Ponder</card>``, ``4
    Ponder`` written inside a ``<zone>`` or ``<card name="Lava Spike" note="4
    Ponder"/>`` is a card line the tool that wrote the file shows nowhere, and it counts,
    as one in the deck's comments does, never dropped unsaid (an attribute without a
    letter, a number or a version, holds none and is not read). Card lines go to
    ``cards``, text that may hold one to ``noted``, problems to ``findings``. A stack,
    not recursion: a hostile file may nest deeply. A line naming no count (``Oko, Thief
    of Crowns`` written inside a ``<zone>``) is a quiet card line (``_bare_names``),
    outside the card elements (``read.cards``: ``other_fields`` reads theirs). Never
    raises."""
    walking = [(root, False)]
    while walking:
        element, card = walking.pop()
        # a card's fields and its children's are its marks (other_fields)
        card = card or element.tag.casefold() in read.cards
        walking.extend((child, card) for child in reversed(element.children))
        lined = element.lined_text()
        texts = [(f"text inside <{element.tag}>", lined, not card)
                 if lined.text and not read.reads(element.tag, lined.text, read.texts)
                 else None,
                 *((f"attribute {name} of <{element.tag}>", LinedText(element.line, value, ()),
                    not card and _may_name_a_card(name))
                   for name, value in element.attrs.items()
                   if not read.reads(name, value, read.attributes)
                   and any(character.isalpha() for character in value))]
        for where, (line, text, lines), bare in filter(None, texts):
            found, problems = free_text_cards(text, where, line, True, zones, noted,
                                              lines=lines)
            cards.extend(found)
            findings.extend(problems)
            if bare:
                cards.extend(_bare_names(text, line, lines, {read.line for read in found}))


def _may_name_a_card(attribute: str) -> bool:
    """Whether an attribute no reader reads may name a card bare: not XML's own
    (``xmlns:xsd``, ``xsi:schemaLocation``: ``_KNOWN_PREFIXES``), whose values are
    addresses."""
    prefix = attribute.partition(":")[0].casefold()
    return prefix not in _KNOWN_PREFIXES and prefix != "xmlns"


def _bare_names(text: str, line: int, lines: tuple[int, ...], read: set[int | None]
                ) -> list[DeckLine]:
    """The rows of an element's text or attribute no reader reads (``stray_text_cards``)
    that gave no card line (``read``: the lines that did), each a quiet possible card
    line of one copy in the main deck (``DeckLine.quiet``: a card only when it names one
    by its whole name, else nothing said): ``Oko, Thief of Crowns`` written bare in a
    Cockatrice ``<zone>`` or an OCTGN ``<section>`` was dropped unsaid. Rows shaped as an
    id, a code, a number or a yes-or-no (``_NO_NAME``), of fewer than three letters (``x``:
    no tournament's card), longer than any name, or a role word (``role_word``:
    ``<tag>Counterspell</tag>``, a category as in a mark) are none. ``lines``: each row's line
    when given (``LinedText.lines``), else the rows follow ``line``. Pure."""
    found = []
    for offset, row in enumerate(text.splitlines()[:MAX_HELD_LINES]):
        name = " ".join(row.split())
        at = lines[offset] if offset < len(lines) else line + offset
        if at in read or sum(char.isalpha() for char in name) < 3 \
                or len(name) > _LONGEST_NAME or _NO_NAME.match(name) \
                or name.casefold() in ("true", "false") or role_word(name):
            continue  # a role word is a tag's category (Counterspell), as in a mark
        found.append(DeckLine(name, 1, MAIN, at, bare=True, quiet=True))
    return found


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

    Input: the file's bytes (UTF-8 with or without BOM, UTF-16 with BOM; bytes not UTF-8
    in the encoding the document's declaration names, when valid there; other bytes are
    read as cp1252 with an ``encoding`` warning, as for text decklists: ``decode``; the
    declaration is then dropped, the text being decoded already). Output: an
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
    texts: list[list[tuple[int, str]]] = []
    roots: list[XmlElement] = []
    namespaced: list[Finding] = []
    comments: list[Finding] = []
    count = 0

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal count
        count += 1
        if count > MAX_ELEMENTS:
            raise _Refused(f"more than {MAX_ELEMENTS:,} XML elements; not a decklist",
                           parser.CurrentLineNumber)
        element = XmlElement(tag, dict(attrs), parser.CurrentLineNumber,
                             clashes=_clashes(attrs))
        problem = namespace_problem(element, root=not stack)
        if problem is not None and len(namespaced) < MAX_NAMESPACE_FINDINGS:
            namespaced.append(problem)
        (stack[-1].children if stack else roots).append(element)
        if texts:  # the parent's text breaks here: an empty piece marks it
            texts[-1].append((parser.CurrentLineNumber, ""))
        stack.append(element)
        texts.append([])

    def end(tag: str) -> None:
        element = stack.pop()
        element.pieces = tuple(texts.pop())
        element.text = "".join(piece for _, piece in element.pieces).strip()

    def characters(data: str) -> None:
        if texts:
            texts[-1].append((parser.CurrentLineNumber, data))

    def comment(data: str) -> None:
        if len(comments) < MAX_COMMENT_NOTES:
            comments.extend(commented_cards(data, parser.CurrentLineNumber))

    def refuse_doctype(*args: object) -> None:
        raise _Refused("XML document type declarations (<!DOCTYPE ...>, entity declarations) "
                       "are not accepted in a decklist", parser.CurrentLineNumber)

    def refuse_entity(*args: object) -> None:
        raise _Refused("XML entity declarations are not accepted in a decklist",
                       parser.CurrentLineNumber)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    parser.CommentHandler = comment
    parser.StartDoctypeDeclHandler = refuse_doctype
    parser.EntityDeclHandler = refuse_entity
    parser.UnparsedEntityDeclHandler = refuse_entity
    parser.ExternalEntityRefHandler = refuse_entity  # type: ignore[assignment]
    try:
        parser.Parse(_without_declaration("\n".join(decoded.lines)).encode("utf-8"), True)
    except _Refused as exc:
        return XmlDocument(fatal=file_error(f"{exc.message} (line {exc.line})", exc.line))
    except expat.ExpatError as exc:
        reason = expat.ErrorString(exc.code) if exc.code is not None else str(exc)
        return XmlDocument(fatal=file_error(
            f"not well-formed XML: {reason} (line {exc.lineno}, column {exc.offset + 1})",
            exc.lineno,
        ))
    except (ValueError, RecursionError) as exc:  # pragma: no cover - defensive
        return XmlDocument(fatal=file_error(f"cannot read the XML: {exc}", None))
    if not roots:  # pragma: no cover - expat reports "no element found" first
        return XmlDocument(fatal=file_error("no XML element in the file", None))
    return XmlDocument(roots[0], list(decoded.findings) + namespaced + comments)


#: Most notes of cards commented out said for one file.
MAX_COMMENT_NOTES = 100
#: A card element written inside an XML comment (``<Cards Quantity="1" Name="Oko" />``,
#: ``<card number="1" name="Oko"/>``) and each of its attributes.
_COMMENTED_ELEMENT = re.compile(r"<\s*[\w:.-]+((?:\s+[\w:.-]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*)"
                                r"\s*(?:/\s*>|>([^<>]*)<\s*/\s*[\w:.-]+\s*>|>)")
_ATTRIBUTE = re.compile(r"([\w:.-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
#: The attributes of a card element naming its card and its copies, in lower case.
_NAME_ATTRIBUTES = ("name",)
#: Those naming its copies, in the order tried (``COUNT_NAMES`` as a set has no fixed order).
_COUNT_ATTRIBUTES = ("quantity", "number", "qty", "count", "amount", "copies", "num", "cnt",
                     "quant")


def commented_cards(comment: str, first: int) -> list[Finding]:
    """The info ``reading`` notes of the card lines an XML comment ``<!-- ... -->``
    (its text ``comment``, opening on line ``first``) holds: a line of text with a count
    first (``1 Oko, Thief of Crowns``) or a card element (``<Cards Quantity="1"
    Name="Oko, Thief of Crowns" />``, Cockatrice's ``<card number="1" name="..."/>``),
    each a card line commented out, not counted, said as a text list's commented card is
    (``text.commented_card_note``; it was dropped without a word). Pure; never raises."""
    notes = []
    for offset, row in enumerate(comment.splitlines()[:MAX_HELD_LINES]):
        pieces = [(row, row)] if "<" not in row else [
            (found.group(0), _element_line(found.group(1), found.group(2) or ""))
            for found in _COMMENTED_ELEMENT.finditer(row)]
        notes += [note for written, text in pieces if text
                  and (note := commented_card_note(text.strip(), written, first + offset,
                                                   bundled_zones())) is not None]
    return notes


def _element_line(attributes: str, text: str) -> str:
    """The card line (``1 Oko, Thief of Crowns``) a commented card element's
    ``attributes`` write by their name and count (``_NAME_ATTRIBUTES``,
    ``_COUNT_ATTRIBUTES``; its ``text`` the name without one: OCTGN's ``<card qty="1"
    id="...">Oko, Thief of Crowns</card>``), or ``""`` when they name no card and
    count."""
    found = {key.casefold(): html.unescape(double or single) for key, double, single
             in _ATTRIBUTE.findall(attributes)}
    name = next((found[key] for key in _NAME_ATTRIBUTES if found.get(key)),
                html.unescape(" ".join(text.split())))
    count = next((found[key] for key in _COUNT_ATTRIBUTES if found.get(key, "").isdigit()),
                 "")
    return f"{count} {name}" if name and count else ""


#: Most namespace ``parse-error`` findings said for one file (each element is one).
MAX_NAMESPACE_FINDINGS = 100
#: Attribute prefixes of XML itself and of XML Schema, which MTGO's files declare.
_KNOWN_PREFIXES = frozenset({"xmlns", "xml", "xsi", "xsd"})


def namespace_problem(element: XmlElement, root: bool = False) -> Finding | None:
    """A ``parse-error`` on the element's line when its tag carries a namespace prefix
    (``<x:card>``, ``<xsi:card>``: XML's and XML Schema's prefixes name attributes, not
    elements), or an attribute name other than a namespace declaration or XML Schema's
    does (``x:number="4"``), else ``None``. No decklist dialect writes one; the
    tools read them differently (Cockatrice reads ``<x:card>`` as a card by its local
    name, MTGO and OCTGN skip it), so the element is a card nobody can tell the count of:
    the readers, which match tags and attributes as written, do not read it (nor such an
    attribute). The ``root`` element so written is read by its local name
    (``local_name``: ``<ns:Deck>`` is an MTGO deck, never text nor a file skipped), the
    error saying so."""
    hint = "write names without a prefix"
    if ":" in element.tag and root:
        return Finding("parse-error", f"<{element.tag}> is a root element with an XML "
                       "namespace prefix, which the decklist tools each read differently; "
                       f"read by its local name <{local_name(element.tag)}>",
                       line=element.line, hint=hint)
    if ":" in element.tag:  # xsi and xsd prefix attributes only: <xsi:card> is a card too
        return Finding("parse-error", f"<{element.tag}> is an element with an XML namespace "
                       "prefix, which the decklist tools each read differently; not read",
                       line=element.line, hint=hint)
    prefixed = [name for name in element.attrs if _prefixed(name)]
    if not prefixed:
        return None
    said = (f"attribute {prefixed[0]} with an XML namespace prefix, which the decklist "
            "tools each read differently; it was" if len(prefixed) == 1 else
            f"attributes {', '.join(prefixed)} with an XML namespace prefix, which the "
            "decklist tools each read differently; they were")
    return Finding("parse-error", f"<{element.tag}> has the {said} not read",
                   line=element.line, hint=hint)


def local_name(tag: str) -> str:
    """An XML tag without its namespace prefix (``ns:Deck`` -> ``Deck``). Pure."""
    return tag.rpartition(":")[2]


def _prefixed(name: str) -> bool:
    """Whether an attribute name carries a namespace prefix other than XML's or XML
    Schema's (``x:number``; not ``xmlns:xsd`` or ``xsi:type``)."""
    prefix, colon, _ = name.partition(":")
    return bool(colon) and prefix.casefold() not in _KNOWN_PREFIXES


def _clashes(attrs: dict[str, str]) -> tuple[str, ...]:
    """The attribute names of ``attrs`` that another name equals but for case."""
    names: dict[str, list[str]] = {}
    for name in attrs:
        names.setdefault(name.casefold(), []).append(name)
    return tuple(name for same in names.values() if len(same) > 1 for name in same)


def clash_problem(element: XmlElement) -> Finding | None:
    """A ``parse-error`` on the element's line when attribute names of it differ only in
    case (``Name="Island" name="Crimson Ritual"``), else ``None``."""
    if not element.clashes:
        return None
    return Finding("parse-error", f"<{element.tag}> has the attributes "
                   f"{', '.join(element.clashes)}, which differ only in case: each tool "
                   "reads one of them; not read", line=element.line,
                   hint="write each attribute once")


def _without_declaration(text: str) -> str:
    """The text without its ``<?xml ...?>`` declaration (the text is already decoded, and
    a declaration after blank lines would be an error); line numbers are kept."""
    return _DECLARATION.sub(lambda match: match[1], text, count=1)


_DECLARATION = re.compile(r"^(\s*)<\?xml[^>]*\?>")


def file_error(message: str, line: int | None) -> Finding:
    """A ``file-error`` finding (the file is not a usable decklist) on ``line``."""
    return Finding("file-error", message, line=line)


def read_count(text: str | None, what: str, line: int) -> int | Finding:
    """Read an XML quantity attribute (``Quantity``, ``number``).

    Output: the count (1..999), or a ``parse-error`` finding on ``line`` saying what is
    wrong (missing, not a whole number, out of range); ``what`` names the attribute.
    """
    if text is None or not text.strip():
        return Finding("parse-error", f"no {what} given", line=line)
    written = text.strip()
    if len(written) > 12:  # no count is that long; converting it would cost time
        return Finding("parse-error", f"{what} of {len(written):,} characters is not a "
                       f"quantity between 1 and {MAX_COUNT}", line=line)
    if not (written.isascii() and written.isdigit()):  # int() takes "1_0", "+4", "٤"
        return Finding("parse-error", f"{what} {written!r} is not a whole number", line=line)
    count = int(written)
    if not 1 <= count <= MAX_COUNT:
        return Finding("parse-error", f"quantity {count} is not between 1 and {MAX_COUNT}",
                       line=line)
    return count


#: Names, in small letters, a count of copies is written under by one tool or another
#: (OCTGN's ``qty``, Cockatrice's ``number``, MTGO's ``Quantity``).
COUNT_NAMES = frozenset(_COUNT_ATTRIBUTES)


def unread_count(element: XmlElement, reads: str | None, tool: str) -> Finding | None:
    """A ``parse-error`` on a card element's line when it writes a count under a name
    ``tool`` does not read (an attribute or a child element of ``COUNT_NAMES`` other
    than ``reads``; LackeyCCG, ``reads=None``, reads none: each ``<card>`` is one copy),
    else ``None``. ``<card quantity="4">`` was one copy, as OCTGN reads it, where a person
    reads four: the line is not read, so it never counts fewer copies than it says."""
    wanted = reads.casefold() if reads else None
    written = [(name, value) for name, value in element.attrs.items()
               if name.casefold() in COUNT_NAMES and name.casefold() != wanted]
    written += [(child.tag, child.text) for child in element.children
                if child.tag.casefold() in COUNT_NAMES]
    if not written:
        return None
    name, value = written[0]
    reading = f"it reads {reads}" if reads else "each <card> is one copy"
    return Finding("parse-error", f"<{element.tag}> gives a count as {name} "
                   f"('{value.strip()[:20]}'), which {tool} does not read ({reading}): not read",
                   line=element.line,
                   hint=f"write the count as {reads}" if reads
                   else "write one <card> element per copy")


def element_card(element: XmlElement, count_attr: str, name_attr: str, zone: str,
                 tool: str, read: ReadParts | None = None) -> DeckLine | Finding:
    """The card line an element names (``<card number="4" name="..."/>``), or a
    ``parse-error`` finding on its line for a bad count, a count written under another
    name than ``count_attr`` (``unread_count``; ``tool`` names the tool that writes the
    file), a missing name, or attribute names that differ only in case
    (``clash_problem``). The element's text and its attributes other than those the
    reader reads (``read``'s attributes of fitting values, ``ReadParts.reads``, beside
    ``count_attr`` and ``name_attr``) are
    the line's ``marked`` fields (``other_fields``): one naming another card makes the
    line a ``parse-error`` naming both."""
    clash = clash_problem(element) or unread_count(element, count_attr, tool)
    if clash is not None:
        return clash
    count = read_count(element.attr(count_attr), count_attr, element.line)
    if isinstance(count, Finding):
        return count
    name = (element.attr(name_attr) or "").strip()
    if not name:
        return Finding("parse-error", f"a <{element.tag}> element without a {name_attr}",
                       line=element.line)
    read = read or ReadParts(frozenset(), frozenset())
    read = read._replace(attributes=read.attributes | {count_attr.casefold(),
                                                       name_attr.casefold()})
    return DeckLine(name, count, zone, element.line, marked=other_fields(element, read, False))


#: Values of a card element's field that name no card: a set's code (``MM2``), an id
#: (``53163``, a GUID), a collector number; not looked up.
_NO_NAME = re.compile(r"^(?:[A-Z0-9]{1,6}|[0-9A-Fa-f-]{8,}|[0-9]+[a-z]?|true|false)$")
#: Longest field value compared with the cards' names (a card's name is shorter).
_LONGEST_NAME = 200
#: Names of a card element's fields (attributes, child elements; case, ``_``, ``-`` and
#: spaces aside) that hold a fact of the printing, never the card: a set's name may be
#: a card's (LackeyCCG's ``<set>Awakening</set>``, Magic's Time Spiral).
_PRINTING_FIELDS = frozenset({
    "set", "sets", "setname", "setcode", "edition", "expansion", "extension", "series",
    "block", "release", "releasedate", "collectornumber", "cardnumber", "number", "num",
    "rarity", "lang", "language", "artist", "finish", "foil", "condition", "price"})


def _printing_field(name: str) -> bool:
    """Whether a field named ``name`` holds a fact of the printing (``_PRINTING_FIELDS``)."""
    return "".join(name.casefold().replace("-", " ").replace("_", " ").split()) in \
        _PRINTING_FIELDS


def other_fields(element: XmlElement, read: ReadParts | frozenset[str], name_in_text: bool,
                 name_tag: str = "") -> tuple[str, ...]:
    """``DeckLine.marked`` entries (``text.FIELD_WORD``) of the fields of a card element
    whose card a reader reads from other fields (``read``: the attributes it reads, in
    lower case, or its ``ReadParts``, whose attributes of a declared shape it reads only
    when the value has it; ``name_in_text``: whether its text is the card's name; ``name_tag``: the
    tag of a child element whose text is, LackeyCCG's ``name``): the element's text, each
    other attribute's value holding a letter, and the text and attributes of its child
    elements of another tag than its own, which another tool or a person may read as the
    card (``<Cards Quantity="4" Name="Island">Oko, Thief of Crowns</Cards>``, ``<card
    qty="1" name="Oko, Thief of Crowns">Island</card>``, a ``<note>`` of the card: the
    banned card was dropped unsaid). ``settle_reading`` makes the line a ``parse-error``
    naming both when one names another card than the line's. Fields of the printing
    (``_PRINTING_FIELDS``: ``<set>``, ``edition``; a set's name may be a card's) and
    values shaped as a set's code, an id or a collector number (``_NO_NAME``) are left
    out, and each text once.
    Pure; never raises."""
    fields = [] if name_in_text or not element.text else [
        (f"in the text of its <{element.tag}>", element.text)]
    parts = read if isinstance(read, ReadParts) else ReadParts(frozenset(), read)
    fields += [(f"in the attribute {name} of its <{element.tag}>", value)
               for name, value in element.attrs.items()
               if not parts.reads(name, value, parts.attributes) and not _printing_field(name)]
    for child in element.children:
        tag = child.tag.casefold()
        if tag == element.tag.casefold() or _printing_field(tag):
            continue  # a card inside a card's own (a card of its own, or an error), a set
        if child.text and tag != name_tag:
            fields.append((f"in the text of its <{child.tag}>", child.text))
        fields += [(f"in the attribute {name} of its <{child.tag}>", value)
                   for name, value in child.attrs.items() if not _printing_field(name)]
    return tuple(dict.fromkeys(
        f"{FIELD_WORD}{where}\t{' '.join(value.split())}" for where, value in fields
        if len(value) <= _LONGEST_NAME and any(char.isalpha() for char in value)
        and not _NO_NAME.match(value.strip())))


def root_element(document: XmlDocument, tag: str, what: str) -> XmlElement | Finding:
    """The document's root element when its tag is ``tag`` (any case), by its local name
    (``<ns:Deck>``: ``namespace_problem`` says the prefix); otherwise the document's fatal
    finding, or a ``file-error`` saying the file is not ``what``."""
    root = document.root
    if root is None:
        return document.fatal or file_error("no XML element in the file", None)
    if local_name(root.tag).casefold() != tag.casefold():
        return file_error(f"not {what}: the root element is <{root.tag}>, expected <{tag}> "
                          f"(line {root.line})", root.line)
    return root


def unread_card_elements(root: XmlElement, card_tag: str, name_attr: str, tool: str,
                         containers: frozenset[str] = frozenset()) -> list[Finding]:
    """A ``parse-error`` for each element below ``root``, at any depth, that names a card
    in the attribute ``name_attr`` (any case) but whose tag is neither ``card_tag`` nor
    one of ``containers`` (the tags whose ``name_attr`` names no card: Cockatrice's
    ``zone``): ``<Card Name="Black Lotus"/>`` in an MTGO file, whose cards are
    ``<Cards>``, or ``<cards name="Sol Ring"/>`` in a Cockatrice zone, whose are
    ``<card>``. ``tool`` reads no card from it, and its name was skipped as a card's
    attribute: the card vanished unsaid. Its copies are not counted. A stack, not
    recursion: a hostile file may nest deeply."""
    found = []
    skipped = {card_tag.casefold(), *containers}
    walking = list(reversed(root.children))
    while walking:
        element = walking.pop()
        walking.extend(reversed(element.children))
        name = (element.attr(name_attr) or "").strip()
        if element.tag.casefold() in skipped or not any(char.isalpha() for char in name) or (
                ":" in element.tag):  # <x:card>: namespace_problem says it
            continue
        shown = name if len(name) <= 40 else f"{name[:40]}..."
        found.append(Finding(
            "parse-error", f"<{element.tag}> names the card '{shown}', but {tool} reads "
            f"cards from <{card_tag}> elements only: its copies were not counted",
            line=element.line, hint=f"write the card as <{card_tag}>"))
    return found


def misplaced_cards(root: XmlElement, container: str, tool: str) -> list[Finding]:
    """A ``parse-error`` for each ``<card>`` under ``root`` that is not a child of a
    ``container`` element directly under the root (LackeyCCG's ``<superzone>``, OCTGN's
    ``<section>``: ``tool`` reads cards there only): under the root, inside another
    element, or in a ``container`` nested in another element. Its copies are not
    counted, and no card hidden elsewhere vanishes without a word."""
    found = []
    wanted = container.casefold()
    # by identity: elements compare by value, and a nested copy of a root's container
    # written on the same line equals it
    of_root = {id(child) for child in root.children}
    # a stack of (element, its parent's tag, whether the parent is a container of the
    # root), not recursion: a hostile file may nest deeply
    walking = [(child, root.tag.casefold(), False) for child in reversed(root.children)]
    while walking:
        element, parent, in_container = walking.pop()
        tag = element.tag.casefold()
        if tag == "card" and not in_container:
            where = (f"a <{parent}> that is not directly under <{root.tag}>" if parent == wanted
                     else f"<{parent}>, not in a {container}")
            found.append(Finding(
                "parse-error", f"a <card> inside {where}: {tool} reads cards in the "
                f"{container}s of <{root.tag}> only; its copies were not counted",
                line=element.line, hint=f"put each <card> directly in its {container}"))
            continue
        is_container = tag == wanted and id(element) in of_root
        walking.extend((child, tag, is_container) for child in reversed(element.children))
    return found
