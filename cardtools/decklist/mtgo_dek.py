"""The Magic Online ``.dek`` reader (XML, through the guarded parser of ``safexml``).

An MTGO deck file looks like this::

    <?xml version="1.0" encoding="utf-8"?>
    <Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
      <NetDeckID>0</NetDeckID>
      <Cards CatID="53163" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
      <Cards CatID="61025" Quantity="2" Sideboard="true" Name="Fire/Ice" />
    </Deck>

Every ``<Cards>`` element under ``<Deck>`` is one line: ``Quantity`` copies of ``Name`` in
the main deck, or in the sideboard when ``Sideboard="true"``; MTGO marks the commander
of a Commander deck with ``Annotation="16777728"`` (written with ``Sideboard="true"``): it
is read in the command zone. Without that annotation (files other tools write, and
older ones) the sideboard is a ``ZoneGuess`` a Commander format reads its commanders
from. A ``.dek`` file that is
not XML at all (it does not start with ``<``) is read as a plain-text decklist, as some
tools write text under that suffix; one whose ``<deck>`` holds ``<superzone>``s is
LackeyCCG's (``lackey``).

Safety: the XML is parsed with expat, refusing any document type declaration (so no
entity declarations, internal or external: no "billion laughs", no external entity
fetches) before its content is read; undefined entities are errors. Readers never raise:
a file that is not well-formed XML, or refused, becomes a ``fatal`` ``file-error``
finding naming the line; a bad quantity or a missing name is a ``parse-error`` on the
element's line.
"""

from __future__ import annotations

from cardtools.decklist.decoding import decode
from cardtools.decklist.lackey import is_lackey, read_lackey
from cardtools.decklist.markers import COMMANDER_ANNOTATION
from cardtools.decklist.safexml import (
    ReadParts,
    XmlElement,
    element_card,
    parse_xml,
    root_element,
    stray_text_cards,
    unread_card_elements,
)
from cardtools.decklist.sections import unread_place
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import COMMAND, MAIN, SIDE, DeckLine, Decklist, Finding, sideboard_guesses


def _markup(data: bytes) -> bool:
    """Whether a ``.dek`` file's text starts with ``<`` (XML), past a byte order mark and
    blanks, in any encoding its readers decode: a file in UTF-16 or UTF-32 (its NUL bytes
    tell it) is decoded first (one saved as big-endian UTF-16 without a byte order mark,
    or as UTF-32 big-endian, was read as a plain decklist: its XML lines unknown cards)."""
    if b"\x00" not in data[:4096]:
        return data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<")
    decoded = decode(data[:16384])
    if decoded.fatal is not None:
        return True  # the XML reader says why it reads none
    return next((line for line in decoded.lines if line.strip()), "").lstrip(
        "\ufeff \t").startswith("<")


def read_dek(data: bytes, zones: ZoneTable | None = None) -> Decklist:
    """Read a Magic Online ``.dek`` deck file.

    Input: the file's bytes and the zones of the game data (``gamedata.zone_table``;
    default: the bundled games'), for a LackeyCCG or plain-text file of that suffix.
    Output: a ``Decklist`` with one line per ``<Cards>`` element
    (zone ``command`` for the commander's ``Annotation``, ``side`` when
    ``Sideboard="true"``, else ``main``; ``line`` is the element's
    line), ``parse-error`` findings for a bad ``Quantity``, a missing ``Name`` or a
    ``Sideboard`` value other than true / false (those elements are left out), or
    ``fatal`` when the file is not well-formed XML, declares a DOCTYPE / entities, or its
    root element is not ``<Deck>``, or when its main deck's elements make two full decks
    (``FULL_CONSTRUCTED_DECK`` cards each) parted by the sideboard's (two files pasted in
    one: one legal deck of 120 before; ``text.full_runs_finding``). Bytes that do not
    start with ``<`` are read as a plain-text decklist. Never raises.
    """
    if not _markup(data):
        from cardtools.decklist.text import read_text

        return read_text(data, zones=zones)
    document = parse_xml(data)
    root = root_element(document, "Deck", "an MTGO .dek deck")
    if isinstance(root, Finding):
        return Decklist(fatal=root)
    if is_lackey(root):  # LackeyCCG writes .dek files too
        return read_lackey(root, document.findings, zones)
    lines: list[DeckLine] = []
    findings = list(document.findings)
    for element in root.named("Cards"):
        entry = _dek_line(element)
        if isinstance(entry, Finding):
            findings.append(entry)
        else:
            lines.append(entry)
    findings.extend(_unread_cards(root, zones or bundled_zones()))
    findings.extend(unread_card_elements(root, "Cards", "Name", "MTGO"))
    noted: dict[int, tuple[str, str]] = {}
    stray_text_cards(root, READ, findings, lines, zones or bundled_zones(), noted)
    from cardtools.decklist.text import FULL_CONSTRUCTED_DECK, full_runs_finding

    two_decks = full_runs_finding(lines, (), FULL_CONSTRUCTED_DECK)
    if two_decks is not None:
        return Decklist(fatal=two_decks)  # 60 main cards, the sideboard's, 60 more
    keeper = "a .dek file without MTGO's commander annotation"
    return Decklist(lines, {}, findings, guesses=sideboard_guesses(lines, keeper),
                    noted=noted)


#: What a .dek file's reader reads: the elements that hold numbers Magic Online keeps,
#: and the attributes of a card's line; any other element's text or attribute is no
#: part of the deck (``stray_text_cards``).
READ = ReadParts(texts=frozenset({"netdeckid", "preconstructeddeckid"}),
                 attributes=frozenset({"catid", "quantity", "sideboard", "name",
                                       "annotation"}),
                 cards=frozenset({"cards"}),
                 shapes=(("netdeckid", "number"), ("preconstructeddeckid", "number"),
                         ("catid", "number"), ("annotation", "number"),
                         ("sideboard", "yes-or-no")))


def _unread_cards(root: XmlElement, zones: ZoneTable) -> list[Finding]:
    """For each element under ``<Deck>`` other than ``<Cards>`` that holds ``<Cards>``
    elements, ``unread_place``'s finding (a ``parse-error``, but for a section outside
    the deck of ``zones``: ``<Maybeboard>``), and a ``parse-error`` for each ``<Cards>``
    inside a ``<Cards>``: Magic Online reads only those directly under ``<Deck>``, so
    these cards are not in the deck, and none vanishes unsaid (``<Main>`` holding a
    banned card was a note, the deck legal)."""
    found = [unread_place(child.tag, "element", "MTGO", "<Deck> directly", zones,
                          child.line)
             for child in root.children
             if child.tag.casefold() != "cards" and child.holds("cards")]
    # a <Cards> inside a card's own: MTGO reads it no more (a banned card vanished unsaid)
    walking = [nested for child in root.named("Cards") for nested in child.children]
    while walking:
        element = walking.pop()
        walking.extend(element.children)
        if element.tag.casefold() == "cards":
            found.append(Finding(
                "parse-error", "a <Cards> inside another: MTGO reads the <Cards> directly "
                "under <Deck> only; its copies were not counted", line=element.line,
                hint="write each <Cards> directly under <Deck>"))
    return sorted(found, key=lambda finding: finding.line or 0)


def _dek_line(element: XmlElement) -> DeckLine | Finding:
    # no Sideboard attribute is the main deck, as MTGO reads it; one written blank says
    # neither (a sixteenth sideboard card so written was counted in the main deck)
    said = element.attr("Sideboard")
    written = "false" if said is None else said.strip()
    side = written.casefold()
    if side not in ("true", "false"):
        return Finding("parse-error", f"Sideboard={written!r} is neither true nor false",
                       line=element.line)
    if (element.attr("Annotation") or "").strip() == COMMANDER_ANNOTATION:
        return element_card(element, "Quantity", "Name", COMMAND, "MTGO", READ)
    return element_card(element, "Quantity", "Name", SIDE if side == "true" else MAIN,
                        "MTGO", READ)
