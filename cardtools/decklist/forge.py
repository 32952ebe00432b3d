"""The Forge ``.dck`` reader (an INI-like text file).

A Forge deck file looks like this::

    [metadata]
    Name=Arcane Maelstrom
    [Commander]
    1 Kalamax, the Stormsire+|C20
    [Main]
    4 Lightning Bolt|M10
    1 Swamp|SCD|3
    Counterspell|TMP|1
    [Sideboard]

Section headers are case-insensitive: ``[Main]`` is the main deck, ``[Sideboard]`` the side
deck and ``[Commander]`` the command zone. Forge's sections of other cards (``[Avatar]``,
``[Planes]``, ``[Schemes]``, ``[Conspiracy]``, ``[Dungeon]``, ``[Attractions]``,
``[Contraptions]``) hold cards that are not part of a tournament deck, but Forge moves
any other card written there to the main deck: their lines are main-deck lines that the
card database decides (``DeckLine.outside``). Other sections (``[quest]``, ``[Foo]``) are
skipped with an info ``ignored-section``, as Forge skips them; one named as a zone header
(``[Deck]``, ``[Side Board]``) is a ``parse-error``, as a person reads its cards there, and
so is one of another name holding a card line (``[Extra]``, ``[Banned]``; not
``[Maybeboard]`` nor ``[Tokens]``), as in the XML dialects. A game's section of one kind
of card of the game data that Forge has not (``[Display Commander]``, ``[Stickers]``)
keeps out only that kind, as under that header in a text decklist. In
``[metadata]``, ``Name=`` names the deck; other ``Key=value`` lines there are metadata of
Forge's own (description, difficulty, AI hints), read and not used, as is a one-word
setting (older files write the deck's type, ``Constructed``, under ``[general]``); a
decklist's metadata line there (``Format: mtg/modern``, ``Player: Alice``) is read as a
text decklist reads it. A card line is an optional count and a card request:
``Name[+][|SET[|art index][|[collector number]]]``, then optional flags after a tab;
``+`` after the name marks a foil (holographic) copy.
Lines starting with ``#``, ``;`` (Forge's own comment mark, which it skips in a section
of cards: ``;4 Black Lotus`` is no card) or ``//`` are comments; but one in a section of
cards that a plain decklist reads as the header of another zone (``// Sideboard`` in
``[Main]``) is a ``parse-error``, as Forge counts the cards after it in the section.
Never raises.
"""

from __future__ import annotations

import re

from cardtools.decklist.decoding import decode
from cardtools.decklist.lines import card_line, content_lines, counted
from cardtools.decklist.plain_metadata import plain_metadata, read_plain_metadata
from cardtools.decklist.sections import (
    OTHER_PLACE,
    lookalike_section,
    section_key,
    section_outside,
    unread_section,
    unread_zone,
    zone_again,
)
from cardtools.decklist.text import (
    bar_part_marks,
    cards_in_value,
    commented_header,
    groups_cards,
    is_set_code,
    zone_named,
)
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import (
    COMMAND,
    FORGE_FORM,
    MAIN,
    SIDE,
    TOKEN,
    DeckLine,
    Decklist,
    Finding,
    Outside,
)

SECTIONS = {"main": MAIN, "sideboard": SIDE, "commander": COMMAND}
#: Forge's sections of cards that are not part of a tournament deck, and the card types
#: (or subtypes) each holds. Forge moves any other card written there to the main deck
#: (``Deck.normalizeDeferredSections``: a card a section does not validate goes to its
#: matching section, the main deck for every ordinary card), so such a card is counted.
OUTSIDE_SECTIONS = {
    "avatar": ("Vanguard",), "planes": ("Plane", "Phenomenon"), "schemes": ("Scheme",),
    "conspiracy": ("Conspiracy",), "dungeon": ("Dungeon",),
    "attractions": ("Attraction",), "contraptions": ("Contraption",),
}
#: What starts a comment line: Forge skips a line of a section of cards that starts with
#: ``;`` or ``#`` (``CardPool.processCardList``); ``//`` as the other readers do.
COMMENTS = ("#", ";", "//")
#: Sections of settings, not cards: their ``Key=value`` lines are read silently.
SETTINGS = frozenset({"metadata", "quest", "general", "shop", "duel"})
_SECTION = re.compile(r"^\[(?P<name>[^\[\]]{1,40})\]$")
_SETTING = re.compile(r"^(?P<key>[^=]{1,80})=(?P<value>.*)$")
#: A setting written as one word (older Forge files: ``Constructed`` under ``[general]``).
_BARE_SETTING = re.compile(r"^[A-Za-z][\w-]{0,40}$")
#: The count of a card line as Forge writes it: digits and a space first (``4 Ponder|M12``).
_FORGE_COUNT = re.compile(r"^\d+\s")


def looks_like_forge(head: str) -> int | None:
    """The line (1-based) of the first Forge section header (``[metadata]``, ``[Main]``,
    ``[Commander]``, ``[Sideboard]``) in the text ``head``, else ``None``."""
    for number, line in enumerate(head.splitlines()[:200], start=1):
        match = _SECTION.match(line.strip())
        if match and section_key(match["name"]) in (*SECTIONS, "metadata"):
            return number
    return None


def plain_text_line(data: bytes, zones: ZoneTable | None = None) -> int | None:
    """The number of the first line of the file ``data`` that is a header of a plain text
    decklist Forge never writes, by the game data ``zones``: a section named as a zone
    header Forge has not (``[Deck]``, ``[Side Board]``: ``sections.unread_zone``), a
    line outside the brackets that opens a zone or section (``Deck``, ``=== Main ===``,
    ``// Sideboard``: ``text.zone_named``) or a grouping header of card types
    (``Creatures (20)``: ``text.groups_cards``), or a line of a section of cards that is
    no Forge card line, its count and a space first (``4x Ponder``, ``Ponder x4``, ``1.
    Ponder``: Forge read each as one card of that name, an unknown card), when the file
    has no ``[metadata]`` section (which only Forge writes); else ``None``. Such a file
    is a plain text decklist with a header in brackets (``[Sideboard]``), read by the
    text reader, which reads those headers too. Never raises."""
    decoded = decode(data)
    if decoded.fatal is not None:
        return None
    headers = (zones or bundled_zones()).headers
    found = None
    settings = False  # in a section of Key=value settings ([general], [quest])
    cards = False  # in a section of cards ([Main], [Sideboard], [Commander])
    for number, raw in enumerate(decoded.lines, start=1):
        text = raw.strip()
        section = _SECTION.match(text)
        if section and section_key(section["name"]) == "metadata":
            return None
        if section:
            settings = section_key(section["name"]) in SETTINGS
            cards = section_key(section["name"]) in SECTIONS
        if found is not None or not text:
            continue
        if section:
            key = section_key(section["name"])
            if key not in SECTIONS and key not in SETTINGS and key not in OUTSIDE_SECTIONS \
                    and unread_zone(section["name"].strip(), headers, number, "section",
                                    "Forge", "") is not None:
                found = number
        elif zone_named(text, zones) is not None or (
                not text.startswith(COMMENTS) and groups_cards(text, zones)) or (
                not settings and plain_metadata(text) is not None) or (
                cards and not text.startswith(COMMENTS) and not _FORGE_COUNT.match(text)):
            found = number
    return found


def read_forge(data: bytes, zones: ZoneTable | None = None) -> Decklist:
    """Read a Forge ``.dck`` deck file.

    Input: the file's bytes and the zones of the game data (``gamedata.zone_table``;
    default: the bundled games'). Output: a ``Decklist`` with one line per card line of
    the ``[Main]``, ``[Sideboard]`` and ``[Commander]`` sections, the deck's name from
    ``[metadata]`` ``Name=``, ``ignored-section`` findings for other sections (a
    ``parse-error`` for one named as a zone header of the game data, ``[Deck]``, ``[Side
    Board]``, which Forge does not read either) and ``parse-error`` findings for lines
    that are not card lines; ``fatal`` when ``[Main]`` or ``[Sideboard]`` comes again,
    holding cards, after another section's (``[Tokens]`` too: ``sections.zone_again``:
    two decks' sections, which were one legal deck). Never raises.
    """
    decoded = decode(data)
    if decoded.fatal is not None:
        return Decklist(fatal=decoded.fatal)
    lines: list[DeckLine] = []
    findings = list(decoded.findings)
    findings.extend(_commented_headers(decoded.lines, zones))
    metadata: dict[str, str] = {}
    metadata_lines: dict[str, int] = {}
    noted: dict[int, tuple[str, str]] = {}
    late: dict[int, tuple[str, str]] = {}  # the metadata lines after a card line
    carded = False  # whether a card line was read
    section: str | None = None
    outside: Outside | None = None
    unread: Finding | None = None  # said when the section holds a card line
    noted_at: int | None = None  # where the note that the section is skipped stands
    held: list[tuple[str, int | None]] = []  # each section holding lines, in file order
    place: tuple[str, int | None] = (MAIN, None)  # the section's zone (cards before any
    # header are [Main]'s) and its header's line
    for number, text in content_lines(decoded.lines, COMMENTS, findings, zones):
        header = _SECTION.match(text)
        if header:
            section = section_key(header["name"])
            place = (SECTIONS.get(section, OTHER_PLACE), number)
            _hold(held, place, number)  # an empty [Sideboard] or [metadata] parts too
            lookalike = lookalike_section(header["name"].strip(), number)
            if lookalike is not None:
                findings.append(lookalike)
            outside = _outside(header["name"].strip(), section, zones or bundled_zones())
            noted_at = None
            unread = unread_zone(header["name"].strip(), (zones or bundled_zones()).headers,
                                 number, "section", "Forge",
                                 "[Main], [Sideboard] or [Commander]")
            if section in SECTIONS or section in SETTINGS or outside is not None:
                unread = None
            elif unread is None:
                noted_at = len(findings)
                findings.append(Finding(
                    "ignored-section", f"section '{header['name'].strip()}' is not part of "
                    "a tournament deck; its cards were not counted", line=number))
                # a card line there is a player's card that Forge skips
                unread = _unknown_section(header["name"].strip(), zones, number)
            continue
        if section in SETTINGS:
            setting = _SETTING.match(text)
            if setting is None and _BARE_SETTING.match(text):
                continue  # "[general]" / "Constructed": the deck's type, in old files
            if setting is None:
                # "Format: mtg/modern" under [metadata]: a decklist's metadata line, read
                # as the text form reads it (it was a parse-error, the format unread)
                given = read_plain_metadata(text, number, metadata, metadata_lines,
                                            findings, noted)
                if given is not None:
                    lines.extend(given)
                    continue
                findings.append(Finding("parse-error", f"'{text[:60]}' is not a Key=value "
                                        f"line of section [{section}]", line=number))
            elif section == "metadata":
                if setting["key"].strip().casefold() == "name":
                    metadata.setdefault("deck", setting["value"].strip())
                    metadata_lines.setdefault("deck", number)
                # "NAME:4 [M12:3] Ponder": a card line, as the text line "Name: 4 Ponder" is
                lines.extend(cards_in_value("Name", setting["value"], number, noted=noted))
            continue
        if section is not None and section not in SECTIONS and outside is None:
            if unread is not None and _SETTING.match(text) is None:
                # "[Deck]", "[Side Board]", "[Extra]" of cards: a person reads them in the
                # deck, Forge does not (the error says what the note on "[Extra]" said)
                if noted_at is not None:
                    findings[noted_at] = unread
                else:
                    findings.append(unread)
                unread = None
            _hold(held, place, number)
            continue  # a skipped section's line
        # a decklist's "Format: mtg/legacy", which Forge never writes: read as its text
        # form reads it (it was an unknown card 'Format: mtg/legacy', the format unread)
        given = read_plain_metadata(text, number, metadata, metadata_lines, findings, noted)
        if given is not None:
            if carded and (found := plain_metadata(text)) is not None:
                late[number] = found[1:]  # "Notes: Mind Twist" under the cards
            lines.extend(given)
            continue
        entry = _card(text, SECTIONS.get(section or "main", MAIN), number)
        if isinstance(entry, Finding):
            findings.append(entry)
        else:
            carded = True
            lines.append(entry._replace(outside=outside))
            _hold(held, place if outside is None else (OTHER_PLACE, place[1]), number)
    again = zone_again(held, "section")
    if again is not None:
        return Decklist(fatal=again)
    decklist = Decklist(lines, metadata, findings, metadata_lines=metadata_lines, noted=noted)
    decklist.form = FORGE_FORM
    # a metadata line after a card line, as the text form keeps it (a card hidden there)
    decklist.late_values = late
    return decklist


def _hold(held: list[tuple[str, int | None]], place: tuple[str, int | None],
          number: int) -> None:
    """Add to ``held`` the section ``place`` (its zone, ``OTHER_PLACE`` for a section
    of other cards, and its header's line; a line of cards before any header, ``number``,
    stands for it) a line of ``number`` holds, unless it is the last added: what
    ``sections.zone_again`` compares."""
    entry = (place[0], number if place[1] is None else place[1])
    if not held or held[-1] != entry:
        held.append(entry)


def _unknown_section(written: str, zones: ZoneTable | None, line: int) -> Finding | None:
    """What a card line in a section Forge does not know (``[Extra]``, ``[Banned]``) is
    said as, on the section's ``line``: ``sections.unread_section``'s ``parse-error``, its
    cards not counted (Forge skips them; a banned card there went with an info note),
    ``None`` for a section outside the deck in every game (``[Maybeboard]``, ``[Tokens]``),
    whose info note says it all."""
    finding = unread_section(written, "section", zones or bundled_zones(), line)
    return finding if finding.rule == "parse-error" else None


def _commented_headers(lines: list[str], zones: ZoneTable | None) -> list[Finding]:
    """A ``parse-error`` for each comment line (``#``, ``//``) of a section of cards
    (``[Main]``, ``[Sideboard]``, ``[Commander]``) that a plain text decklist reads as
    opening another zone or section (``// Sideboard`` in ``[Main]``:
    ``text.commented_header``): Forge counts the cards after it in the section."""
    found: list[Finding] = []
    section, written = "main", "Main"  # Forge reads cards before any header as [Main]'s
    for number, raw in enumerate(lines, start=1):
        text = raw.strip()
        header = _SECTION.match(text)
        if header:
            section, written = section_key(header["name"]), header["name"].strip()
            continue
        finding = commented_header(text, number, SECTIONS.get(section), "Forge",
                                   f"[{written}]", "write the cards under their own "
                                   "section, [Main], [Sideboard] or [Commander], and "
                                   "remove the line", zones)
        if finding is not None:
            found.append(finding)
    return found


def _outside(written: str, section: str, zones: ZoneTable) -> Outside | None:
    """What a line of one of Forge's sections of other cards (``[Planes]``) is, else
    ``None``. ``[Tokens]``, which Forge does not read, keeps out a token's name only, as
    a text decklist's ``Tokens`` (``sections.held_kinds``): a card there is the deck's;
    so does a game's section of one kind of card of the game data ``zones`` that Forge
    has not (``[Display Commander]``, ``[Stickers]``: ``sections.section_outside``),
    another card there counted in the main deck, as under that header in a text
    decklist (it was skipped with the section, a banned card hidden)."""
    if section in zones.token_sections:
        return Outside(f"Forge's [{written}]", (TOKEN,), "the main deck")
    types = OUTSIDE_SECTIONS.get(section)
    if types is not None:
        return Outside(f"Forge's [{written}]", types, "the main deck, where Forge moves it")
    held = section_outside(written, "section", zones)
    return None if held is None else held._replace(section=f"Forge's [{written}]")


def _card(text: str, zone: str, number: int) -> DeckLine | Finding:
    """One card line: ``4 Name+|SET|1`` and its flags after a tab."""
    read = counted(text, number)
    if isinstance(read, Finding):
        return read
    name, foil = _requested(read.rest)
    line = card_line(name, read.count, zone, number, foil,
                     cut=_requested(read.cut)[0] if read.cut else None)
    # the set code's place read as a set's only when the name was cut there
    flags = (*_flags(read.rest), *(_set_slot_marks(read.rest) if "|" not in name else ()))
    return line._replace(marked=flags) if flags and isinstance(line, DeckLine) else line


def _set_slot_marks(request: str) -> tuple[str, ...]:
    """``DeckLine.marked`` entries of a card request's words where its set code goes
    in capitals that no set of the card data has as its code (``Island|GRIEF``:
    ``bar_part_marks``),
    read as a comment is: one naming another card is a ``parse-error`` naming both (the
    card was dropped as a set code, unsaid). A known code (``Island|LEA``) gives none."""
    written = request.partition("\t")[0]
    code = written.partition("|")[2].partition("|")[0].strip()
    if not code or is_set_code(code) or any(char.islower() for char in code):
        return ()  # a known code, or words: the request is read whole (_requested)
    return bar_part_marks(written)


def _flags(request: str) -> tuple[str, ...]:
    """The flags after a card request's tab (``Pyroblast|ICE<tab>#flag``), each as a
    ``DeckLine.marked`` entry of a ``#`` comment (``# flag``): Forge drops them, and one
    naming another card than the request's (``Mountain|ZEN<tab>#Oko, Thief of Crowns``)
    makes the line a ``parse-error`` naming both, as a text line's ``# Black Lotus``
    does (``settle_reading``)."""
    _, tab, flags = request.partition("\t")
    if not tab:
        return ()
    return tuple(f"# {part.strip()[1:].strip()}" for part in flags.split("\t")
                 if part.strip().startswith("#") and part.strip()[1:].strip())


#: What follows the name's ``|`` in a card request: a set code (letters and digits, at
#: least one letter; never a count with an ``x``, ``x4``, ``4x``), then maybe more fields.
_SET_FIELD = re.compile(r"^\s*(?![xX\u00d7]?\d+[xX\u00d7]?\s*(?:\||$))"
                        r"[A-Za-z0-9_]*[A-Za-z_][A-Za-z0-9_]*\s*(?:\||$)")


#: A field of a card request after its set code: the art index (``1``), the collector
#: number (``[117]``, ``117a``, ``S12``, ``\u2605254``: digits, a few letters or marks
#: around them), or nothing; no words (``1 // 1 Oko, Thief of Crowns``, ``Balance``,
#: ``Black_Lotus``, ``Balance1``: the card a word there names was dropped with the
#: printing).
_NUMBER = r"[A-Za-z\-*\u2605\u2020]{0,2}\d{1,5}[A-Za-z\-*\u2605\u2020]{0,2}"
_LATER_FIELD = re.compile(rf"^\s*(?:\d{{1,4}}|\[{_NUMBER}\]|{_NUMBER})?\s*$")


def _requested(request: str) -> tuple[str, bool]:
    """The card name of a Forge card request (``Name+|SET|1`` and flags after a tab) and
    whether it is foil (``+``). When what follows ``|`` is no set code (``Black
    Lotus|4``, ``Black Lotus|x4``, ``Black Lotus|LEA 4``: a number, or words, where Forge
    reads a set; a word with small letters no set's code, ``Island|Grief``,
    ``Island|Banana``: Forge writes its codes in capitals) the request stays whole, an
    unknown card: it may give a count, and was one copy; so does one whose later fields
    are no art index or collector number
    (``Mountain|THB|1 // 1 Oko, Thief of Crowns``, ``_LATER_FIELD``), and one whose
    text after a tab is no flag (Forge's start with ``#``: ``Mountain<tab>1 Oko, Thief
    of Crowns``)."""
    written, tab, flags = request.partition("\t")
    if tab and any(part.strip() and not part.strip().startswith("#")
                   for part in flags.split("\t")):
        # "Mountain|ZEN<tab>1 Oko, Thief of Crowns": no flag of Forge's (each starts
        # with #), but words a person reads: the request stays whole, an unknown card
        # (the banned card was dropped with the flags, the deck legal)
        return " ".join(request.split()), False
    name, bar, rest = written.partition("|")
    code = rest.partition("|")[0].strip()
    printing = not bar or (_SET_FIELD.match(rest) is not None and (
        is_set_code(code) or not any(char.islower() for char in code)) and all(
        _LATER_FIELD.match(field) for field in rest.split("|")[1:]))
    name = (name if printing else written).strip()
    foil = name.endswith("+")
    return (name[:-1].rstrip() if foil else name), foil
