"""The Cockatrice ``.cod`` reader (XML).

A Cockatrice deck file looks like this::

    <?xml version="1.0" encoding="UTF-8"?>
    <cockatrice_deck version="1">
      <deckname>Mono-Red Burn</deckname>
      <comments>Format: modern</comments>
      <zone name="main">
        <card number="4" name="Lightning Bolt"/>
      </zone>
      <zone name="side">
        <card number="2" name="Smash to Smithereens" setShortName="MM2"/>
      </zone>
      <zone name="tokens">
        <card number="1" name="Goblin"/>
      </zone>
    </cockatrice_deck>

Zone ``main`` is the main deck and ``side`` the sideboard (where Cockatrice, which has no
command zone, keeps a Commander deck's commander: the side deck is a ``ZoneGuess`` a
Commander format reads its commanders from); a zone ``Companion`` of one's own holds the
companion, read in the sideboard and declared as an Arena ``Companion`` section is; with
the cards of the zones nested in them (a deck's own groups, ``<zone name="Removal">``
inside ``main``); a zone named by a zone header of the game data is that zone (``Magi``,
``Mage``, a game's ``Hero``: Cockatrice serves other games with their own card databases
and zones, as OCTGN's sections do); a zone named as a grouping header of the game data
(``Creatures``, ``Sorts``, ``Cald``) holds main-deck cards; a zone outside the deck
(``tokens``, ``maybeboard``) is skipped with an info ``ignored-section``, one of any other
name holding cards with a ``parse-error`` (``sections.unread_section``). A
``<card>`` inside another element of a zone is in that zone, as Cockatrice reads it; one
outside every zone is not read by Cockatrice, and an ``ignored-section`` note says so.
``<deckname>`` gives the deck's name; ``Key: value`` lines in ``<comments>`` (``Format:
modern``, ``Player: ...``) are metadata, as in a text decklist. Set and collector number
attributes are ignored; a ``<card>`` without a ``number`` is one copy (as Cockatrice reads
it). The XML is parsed by the guarded parser of ``safexml`` (no DOCTYPE, no entities).
Never raises: malformed XML is a ``fatal`` ``file-error`` with its line, a bad ``number``
or a missing ``name`` a ``parse-error`` on the card's line.
"""

from __future__ import annotations

from dataclasses import replace

from cardtools.decklist.lines import featured_card_note
from cardtools.decklist.safexml import (
    ReadParts,
    XmlElement,
    clash_problem,
    element_card,
    parse_xml,
    root_element,
    stray_text_cards,
    unread_card_elements,
)
from cardtools.decklist.sections import (
    OTHER_PLACE,
    named_zone,
    section_key,
    section_outside,
    unnamed_section_zone,
    unread_place,
    zone_again,
)
from cardtools.decklist.text import (
    cards_in_value,
    declare_companions,
    free_text_cards,
)
from cardtools.gamedata import COMPANION_PREFIX as COMPANION
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import MAIN, SIDE, DeckLine, Decklist, Finding, sideboard_guesses

#: Cockatrice's boards, and a zone of one's own named ``Companion`` (Cockatrice keeps a
#: zone of any name): the companion, in the sideboard and declared, as an Arena
#: ``Companion`` section.
ZONES = {"main": MAIN, "side": SIDE, "companion": COMPANION, "companions": COMPANION}


def read_cod(data: bytes, zones: ZoneTable | None = None) -> Decklist:
    """Read a Cockatrice ``.cod`` deck file.

    Input: the file's bytes and the zones of the game data (default: the bundled games',
    as OCTGN's reader takes them). Output: a ``Decklist`` with one line per ``<card>`` of the
    ``main`` and ``side`` zones and of a zone a zone header of ``zones`` names
    (``line`` is the element's line), metadata from
    ``<deckname>`` and ``<comments>``, ``ignored-section`` findings for other zones,
    ``parse-error`` findings for bad cards (left out), or ``fatal`` when the file is not
    well-formed XML, declares a DOCTYPE / entities, or its root is not
    ``<cockatrice_deck>``. Never raises.
    """
    document = parse_xml(data)
    root = root_element(document, "cockatrice_deck", "a Cockatrice deck")
    if isinstance(root, Finding):
        return Decklist(fatal=root)
    findings = list(document.findings)
    zones = zones or bundled_zones()
    lines: list[DeckLine] = []
    held: list[tuple[str, int | None]] = []  # each zone holding cards, as read
    for zone in root.named("zone"):
        clash = clash_problem(zone)
        if clash is not None:
            findings.append(clash)
            continue
        name = (zone.attr("name") or "").strip()
        zone_id = named_zone(name, ZONES, zones.headers, zone.line, "zone", findings)
        by_name = zone_id  # a zone of the deck by its name (not tokens, not a grouping)
        outside = section_outside(name, "zone", zones) if zone_id is None else None
        if outside is not None:
            # "Attractions", "Display Commander": only their kind of card is out of the
            # deck, as under such a header in a text decklist (a banned Oko was skipped)
            zone_id = MAIN
        if zone_id is None:
            zone_id = unnamed_section_zone(name, "zone", zones, zone.line, findings,
                                           bool(_cards_within(zone, [])))
        if zone_id is None:
            # a zone of Cockatrice's own nested in a skipped one (<zone name="side"> in
            # "maybe") is the same parse-error as one nested in main, never dropped unsaid
            _cards_within(zone, findings)  # (its cards said, never counted)
            held.append((OTHER_PLACE, zone.line))  # a skipped zone between two main decks
            continue
        within = _cards_within(zone, findings)
        # a grouping (lands), tokens or an empty side zone between two main decks' zones
        # are two decks'
        held.append((OTHER_PLACE if by_name is None else by_name, zone.line))
        for card in within:
            entry = _card_line(card, zone_id)
            if isinstance(entry, Finding):
                findings.append(entry)
            else:
                lines.append(entry if outside is None else entry._replace(outside=outside))
    again = zone_again(held, "zone")
    if again is not None:
        return Decklist(fatal=again)
    findings.extend(_cards_outside_zones(root, zones))
    findings.extend(unread_card_elements(root, "card", "name", "Cockatrice",
                                         frozenset({"zone"})))
    named: list[DeckLine] = []
    noted: dict[int, tuple[str, str]] = {}
    metadata_lines: dict[str, int] = {}
    metadata = _metadata(root, findings, named, zones, noted, metadata_lines)
    stray_text_cards(root, READ, findings, named, zones, noted)
    findings.extend(_banner_notes(root, lines, named, metadata, zones, noted))
    if any(line.zone == COMPANION for line in lines):
        lines = declare_companions(lines, metadata)
    return Decklist([*lines, *named], metadata, findings, metadata_lines=metadata_lines,
                    guesses=sideboard_guesses(lines, "Cockatrice"), noted=noted)


def _cards_outside_zones(root: XmlElement, zones: ZoneTable) -> list[Finding]:
    """A ``parse-error`` for each ``<card>`` directly under ``<cockatrice_deck>``, and
    ``unread_place``'s finding for each other element there but ``<zone>`` that holds
    one (a ``parse-error``, but for a section outside the deck of ``zones``:
    ``<maybeboard>``): Cockatrice reads cards only inside zones, so these are not in the
    deck, and none vanishes unsaid (a banned card so placed was a note, the deck legal)."""
    found = []
    for child in root.children:
        tag = child.tag.casefold()
        if tag == "card":
            found.append(Finding("parse-error", "a <card> outside every <zone> is not "
                                 "part of a Cockatrice deck; it was not counted",
                                 line=child.line, hint="put the card inside <zone name=\"main\">"))
        elif tag != "zone" and child.holds("card"):
            found.append(unread_place(child.tag, "element", "Cockatrice",
                                      '<zone name="main"> or <zone name="side">', zones,
                                      child.line))
    return found


#: Cockatrice's own zone names, which a deck's own group (a zone nested in a board)
#: may not take: such a nested zone is no group of the board.
BUILT_IN_ZONES = frozenset({"main", "side", "maybeboard", "tokens"})


def _cards_within(zone: XmlElement, findings: list[Finding]) -> list[XmlElement]:
    """The ``<card>`` elements of a zone, of the zones nested in it and of any other
    element inside it, in document order: Cockatrice keeps a deck's own groups
    (``Removal``) as zones inside ``main`` or ``side``, and their cards belong to that
    board; a ``<card>`` inside another element of a zone is in that zone, as Cockatrice
    reads every ``<card>`` before the zone's end tag. A nested zone named as one of
    Cockatrice's own (``maybeboard`` inside ``main``), which Cockatrice refuses as a
    group, is a ``parse-error`` in ``findings``: its cards are not counted."""
    cards = []
    # a stack of the zones being walked, not recursion: a hostile file may nest deeply
    walking = [iter(zone.children)]
    while walking:
        child = next(walking[-1], None)
        if child is None:
            walking.pop()
        elif child.tag.casefold() == "card":
            cards.append(child)
            # a <card> inside a card's own is in the zone too, as inside any element
            walking.append(iter(child.children))
        elif child.tag.casefold() == "zone" and (
                section_key(child.attr("name") or "") in BUILT_IN_ZONES):
            findings.append(Finding(
                "parse-error", f"a zone named '{(child.attr('name') or '').strip()}' inside "
                "another: Cockatrice's own zones are not a deck's groups; its cards were not "
                "counted", line=child.line, hint="write each zone at the top of the file"))
        else:
            walking.append(iter(child.children))
    return cards


def _card_line(card: XmlElement, zone: str) -> DeckLine | Finding:
    if card.attr("number") is None:
        card = replace(card, attrs={**card.attrs, "number": "1"})
    return element_card(card, "number", "name", zone, "Cockatrice", READ)


def _banner_notes(root: XmlElement, lines: list[DeckLine], named: list[DeckLine],
                  metadata: dict[str, str], zones: ZoneTable,
                  noted: dict[int, tuple[str, str]]) -> list[Finding]:
    """Read the deck's banner card (``<bannerCard>``, Cockatrice's featured card, one of
    the deck's ``lines``: never counted) into ``metadata["banner card"]``, but a card
    line with a count there (``4 Crimson Ritual``, to ``named`` as the deck's name's is:
    ``cards_in_value``); a ``reading`` note for each that names no card of ``lines``
    (``lines.featured_card_note``)."""
    notes = []
    for element in root.named("bannercard"):
        if element.text:
            metadata.setdefault("banner card", element.text)
            read = cards_in_value("Name", element.text, element.line, zones, noted)
            note = None if read else featured_card_note(element.text, "<bannerCard>",
                                                        lines, element.line)
            named.extend(read)
            notes.extend([] if note is None else [note])
    return notes


def _metadata(root: XmlElement, findings: list[Finding], cards: list[DeckLine],
              zones: ZoneTable, noted: dict[int, tuple[str, str]],
              metadata_lines: dict[str, int]) -> dict[str, str]:
    """The deck's name and the ``Key: value`` lines of its comments (their lines to
    ``metadata_lines``); a second format or
    game of another value goes to ``findings`` (a ``parse-error``), and a deck's name or
    a comment's value that reads as a card line to ``cards`` (``text.cards_in_value``),
    numbered by the comment's line; a value's text that may hold a card line to
    ``noted`` (``Decklist.noted``)."""
    metadata: dict[str, str] = {}
    for element in root.named("deckname"):
        if element.text:
            metadata.setdefault("deck", element.text)
            # "<deckname>4 Crimson Ritual</deckname>" is a card line, as Name: 4 ... is
            cards.extend(cards_in_value("Name", element.text, element.line, zones, noted))
    notes_metadata(root.named("comments"), metadata, findings, cards, zones, noted,
                   metadata_lines)
    return metadata


#: What a Cockatrice deck's reader reads of the file besides its cards' count and name
#: attributes: the text of the deck's name, of its banner card and of its comments; any
#: other element's text or attribute is no part of the deck (``stray_text_cards``).
READ = ReadParts(texts=frozenset({"deckname", "comments", "bannercard"}),
                 attributes=frozenset({"number", "name", "version"}),
                 cards=frozenset({"card"}), shapes=(("version", "version"),))


def notes_metadata(elements: list[XmlElement], metadata: dict[str, str],
                   findings: list[Finding], cards: list[DeckLine], zones: ZoneTable,
                   noted: dict[int, tuple[str, str]],
                   metadata_lines: dict[str, int] | None = None) -> None:
    """Read the ``Key: value`` lines (``Format: modern``, ``Player: ...``) of a deck file's
    free text (Cockatrice's ``<comments>``, OCTGN's ``<notes>``: ``elements``) into
    ``metadata`` (the first value of a key kept) and their lines into
    ``metadata_lines`` (when given); a second format or game of another
    value goes to ``findings`` (a ``parse-error``). Every line of the text is read for
    card lines as a metadata value is, on its own line of the file
    (``XmlElement.lined_text``) (``text.free_text_cards``): a labelled line's value (``Notes: 1
    Black Lotus and 4 Opt``, ``Sideboard: 1 Black Lotus``), any other line whole (``2nd
    plan: 1 Black Lotus``), its card lines to ``cards`` and its text that may hold one to
    ``noted`` (``Decklist.noted``); past ``text.MAX_HELD_LINES`` lines a ``parse-error``
    says what was not read. Never dropped; never raises."""
    for element in elements:
        first, text, lines = element.lined_text()
        read, problems = free_text_cards(text, f"<{element.tag}>", first, True, zones, noted,
                                         metadata, metadata_lines, lines)
        cards.extend(read)
        findings.extend(problems)
