"""The OCTGN ``.o8d`` reader (XML, through the guarded parser of ``safexml``).

An OCTGN deck file looks like this::

    <?xml version="1.0" encoding="utf-8" standalone="yes"?>
    <deck game="a6c8d2e8-7cd8-11dd-8f94-00134fb0a0ff">
      <section name="Main" shared="False">
        <card qty="4" id="7d0b5d7b-...">Lightning Bolt</card>
      </section>
      <section name="Sideboard" shared="False" />
      <section name="Command Zone" shared="False">
        <card qty="1" id="...">Kalamax, the Stormsire</card>
      </section>
      <notes><![CDATA[]]></notes>
    </deck>

Section ``Main`` (or ``Main Deck``, ``Deck``) is the main deck, ``Sideboard`` the side
deck and ``Command Zone`` (or ``Commander``) the command zone; a section named as a
zone's header in the game data is that zone (``Magi`` or ``Magi Stack``, the Magi stack of
a Magi-Nation deck; ``Mage``, a MageTCG Mage zone); a section outside the deck
(``Tokens``, ``Maybeboard``) is skipped with an info ``ignored-section``, one of any other
name holding cards with a ``parse-error`` (``sections.unread_section``),
but for a section named as a game's section of one kind of card (Magic's shared
``Planes/Schemes``, ``Attractions``, ``Display Commander``:
``sections.section_outside``), which keeps out only that kind, and for one named as a
grouping header of the game data (``Creatures``, ``Sorts``, ``Cald``:
``sections.grouping_section``), whose cards are the main deck's. A ``<deck>`` of
``<superzone>``s is LackeyCCG's (``lackey``). A card's name is the element's text, its
count ``qty`` (without one: one copy); a ``<card>`` anywhere but directly in a
``<section>`` is not read by OCTGN, and is a ``parse-error`` (its copies not counted).
Never raises: malformed or refused XML is a ``fatal`` ``file-error``, a bad card a
``parse-error`` on its line.
"""

from __future__ import annotations

from cardtools.decklist.cockatrice import notes_metadata
from cardtools.decklist.safexml import (
    ReadParts,
    XmlElement,
    clash_problem,
    misplaced_cards,
    other_fields,
    parse_xml,
    read_count,
    root_element,
    stray_text_cards,
    unread_count,
)
from cardtools.decklist.sections import (
    OTHER_PLACE,
    header_zone,
    named_zone,
    section_key,
    section_outside,
    unnamed_section_zone,
    zone_again,
)
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import COMMAND, MAIN, SIDE, DeckLine, Decklist, Finding

SECTIONS = {"main": MAIN, "main deck": MAIN, "deck": MAIN, "maindeck": MAIN,
            "sideboard": SIDE, "side": SIDE, "command zone": COMMAND, "commander": COMMAND}


def section_zone(section: XmlElement, findings: list[Finding],
                 zones: ZoneTable | None = None) -> str | None:
    """The zone id of a deck file's section element (OCTGN's ``<section>``, LackeyCCG's
    ``<superzone>``) by its ``name`` (``SECTIONS``, else a zone header of the game data
    ``zones``, default the bundled games': ``Magi``), or ``None`` when its cards are not
    read: its attribute names clash (a ``parse-error``) or it is no part of the deck (an
    ``ignored-section`` note when it holds cards), said in ``findings``."""
    clash = clash_problem(section)
    if clash is not None:
        findings.append(clash)
        return None
    name = (section.attr("name") or "").strip()
    table = zones or bundled_zones()
    zone = named_zone(name, SECTIONS, table.headers, section.line, section.tag.casefold(),
                      findings)
    if zone is not None:
        return zone
    return unnamed_section_zone(name, section.tag.casefold(), table, section.line, findings,
                                bool(section.named("card")))


def named_as(section: XmlElement, zones: ZoneTable | None,
             held: list[tuple[str, int | None]]) -> None:
    """Add to ``held`` the zone a deck file's section element holding cards is named as
    (``SECTIONS``, else a zone header of the game data ``zones``, default the bundled
    games'), with its line, whether it holds cards or not (an empty ``Sideboard``
    between two ``Main`` sections parts two decks): what ``sections.zone_again``
    compares; a section of another name (a grouping, ``Lands``, or one outside the deck,
    ``Tokens``) adds ``OTHER_PLACE``: another's cards between two of the main deck's are
    two decks'."""
    name = (section.attr("name") or "").strip()
    zone = SECTIONS.get(section_key(name)) or header_zone(name, (zones or bundled_zones()
                                                                 ).headers)
    held.append((OTHER_PLACE if zone is None else zone, section.line))


def read_o8d(data: bytes, zones: ZoneTable | None = None) -> Decklist:
    """Read an OCTGN ``.o8d`` deck file.

    Input: the file's bytes and the zones of the game data (``gamedata.zone_table``;
    default: the bundled games'), whose headers name sections too. Output: a
    ``Decklist`` with one line per ``<card>`` of the known sections (``line`` is the
    element's line), the ``Key: value`` lines of its ``<notes>`` as metadata
    (``Format: modern``, as a Cockatrice deck's comments: ``cockatrice.notes_metadata``),
    ``ignored-section`` findings for other sections, ``parse-error``
    findings for bad cards (left out), or ``fatal`` when the file is not well-formed XML,
    declares a DOCTYPE / entities, or its root is not ``<deck>``, or when the main deck's
    or the side deck's section comes again after another's cards
    (``sections.zone_again``: two decks' sections). Never raises.
    """
    document = parse_xml(data)
    root = root_element(document, "deck", "an OCTGN deck")
    if isinstance(root, Finding):
        return Decklist(fatal=root)
    if root.named("superzone"):  # LackeyCCG's <deck>, pasted under another name
        from cardtools.decklist.lackey import read_lackey

        return read_lackey(root, document.findings, zones)
    findings = list(document.findings)
    findings.extend(misplaced_cards(root, "section", "OCTGN"))
    lines: list[DeckLine] = []
    held: list[tuple[str, int | None]] = []  # each section of the deck by its name
    for section in root.named("section"):
        # "Attractions", "Display Commander": only their kind of card is out of the deck
        outside = section_outside((section.attr("name") or "").strip(), "section",
                                  zones or bundled_zones())
        zone = MAIN if outside is not None else section_zone(section, findings, zones)
        named_as(section, zones, held)
        if zone is None:
            continue
        for card in section.named("card"):
            entry = _card(card, zone)
            if isinstance(entry, Finding):
                findings.append(entry)
            else:
                lines.append(entry if outside is None else entry._replace(outside=outside))
    again = zone_again(held, "section")
    if again is not None:
        return Decklist(fatal=again)
    # "Format: modern" in the deck's notes, as in a Cockatrice deck's comments
    metadata: dict[str, str] = {}
    metadata_lines: dict[str, int] = {}
    noted: dict[int, tuple[str, str]] = {}
    notes_metadata(root.named("notes"), metadata, findings, lines, zones or bundled_zones(),
                   noted, metadata_lines)
    stray_text_cards(root, READ, findings, lines, zones or bundled_zones(), noted)
    return Decklist(lines, metadata, findings, metadata_lines=metadata_lines, noted=noted)


#: What an OCTGN deck's reader reads: a card's name (its text), the notes, and the
#: attributes of copies, ids and names.
READ = ReadParts(texts=frozenset({"card", "notes"}),
                 attributes=frozenset({"qty", "id", "name"}), cards=frozenset({"card"}),
                 shapes=(("id", "id"),))


def _card(card: XmlElement, zone: str) -> DeckLine | Finding:
    clash = clash_problem(card) or unread_count(card, "qty", "OCTGN")
    if clash is not None:
        return clash
    # a card without a qty is one copy, as OCTGN and XMage read it
    written = card.attr("qty")
    count = read_count("1" if written is None else written, "qty", card.line)
    if isinstance(count, Finding):
        return count
    if not card.text:
        return Finding("parse-error", "a <card> element without a name", line=card.line)
    # <card qty="1" name="Oko, Thief of Crowns">Island</card>: OCTGN reads the text
    return DeckLine(card.text, count, zone, card.line,
                    marked=other_fields(card, READ._replace(
                        attributes=frozenset({"qty", "id"})), True))
