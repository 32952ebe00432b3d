"""The XMage ``.dck`` reader (text).

An XMage deck file looks like this::

    //Created with Mage - www.magefree.com
    NAME:Blood and Fire
    AUTHOR:WotC
    2 [M12:83] Bloodrage Vampire
    # Land
    4 [M12:242] Mountain
    SB: 4 [DST:62] Furnace Dragon
    LAYOUT MAIN:(1,8)(CARD_TYPE,false,93)|([DST:100],...)
    LAYOUT SIDEBOARD:(1,1)(NONE,false,50)|(...)

``NAME:`` names the deck and ``AUTHOR:`` its author; a card line is a count, the printing
in brackets (``[SET:collector number]``) and the name (XMage's deck format with
information, ``.dck_info``, writes `` ;; Red ;; [INSTANT] ;; 1`` after it: colour, types
and mana value, no part of the name); ``SB:`` puts the line in the side deck. ``LAYOUT``
lines say how XMage lays the cards out on screen (not cards; a card line written in one,
``LAYOUT MAIN:1 Black Lotus``, counts, as one in ``NAME:`` does); lines starting with ``#``
or ``//`` are comments, as XMage skips them, but one that a plain decklist reads as the
header of another zone than the main deck (``// Sideboard``) is a ``parse-error``: XMage
counts the cards after it in its main deck. XMage has no command zone in its files (a
Commander deck keeps its commander in the sideboard): a commander written ``SB:`` is read
in the side deck, and the side deck is a ``ZoneGuess`` a Commander format reads its
commanders from. Never raises.
"""

from __future__ import annotations

import re

from cardtools.decklist.decoding import decode
from cardtools.decklist.lines import card_line, content_lines, counted
from cardtools.decklist.plain_metadata import plain_metadata, read_plain_metadata
from cardtools.decklist.text import (
    FULL_CONSTRUCTED_DECK,
    cards_in_value,
    commented_header,
    full_runs_finding,
    zone_named,
)
from cardtools.gamedata import ZoneTable
from cardtools.model import MAIN, SIDE, DeckLine, Decklist, Finding, sideboard_guesses

_SIDEBOARD = re.compile(r"^SB:\s*", re.I)
_PRINTING = re.compile(r"^\[[^\[\]]{0,20}\]\s*")
#: What XMage's deck format with information (``.dck_info``) writes after a card's name:
#: `` ;; Red ;; [INSTANT] ;; 1`` (colour, types, mana value), no part of the name. Only
#: those three fields: other text after ``;;`` (``;; 4 [LEA:232] Black Lotus``) stays in
#: the name, an unknown card, never dropped unread.
_INFO = re.compile(r"\s*;;[^;\[\]]{0,60};;\s*\[[^\[\]]{0,120}\]\s*;;\s*\d{1,3}(?:\.\d{1,2})?\s*$")
_METADATA = re.compile(r"^(?P<key>NAME|AUTHOR):(?P<value>.*)$")
#: The starts of the lines only XMage writes: the deck's name and author, its layout.
_XMAGE_ONLY = ("NAME:", "AUTHOR:", "LAYOUT MAIN:", "LAYOUT SIDEBOARD:")
#: The layout lines, which XMage alone writes, whatever the card lines beside them.
_XMAGE_LAYOUT = ("LAYOUT MAIN:", "LAYOUT SIDEBOARD:")
#: XMage's name and author lines as a text decklist writes its metadata, a space after
#: the colon (``NAME: Burn``), where XMage writes none (``NAME:Burn``).
_SPACED_NAMING = re.compile(r"^(?:NAME|AUTHOR):\s")
#: A card line as XMage writes it: ``4 [M12:83] Name`` (``SB:`` first for the side deck).
XMAGE_CARD = re.compile(r"^(?:SB:\s*)?\d+\s+\[[A-Za-z0-9_]*:[^\]]*\]\s+\S")


def looks_like_xmage(head: str) -> int | None:
    """The line (1-based) of the first line only XMage writes (``NAME:``, ``LAYOUT``,
    ``4 [SET:NUM] Name``) in the text ``head``, else ``None``."""
    for number, line in enumerate(head.splitlines()[:200], start=1):
        text = line.strip()
        if text.startswith(("NAME:", "LAYOUT MAIN:", "LAYOUT SIDEBOARD:")) or \
                XMAGE_CARD.match(text):
            return number
    return None


def plain_text_line(data: bytes, zones: ZoneTable | None = None) -> int | None:
    """The number of the first line of the file ``data`` that XMage never writes, when
    the file holds none of the lines only XMage writes (``LAYOUT``, or ``NAME:Burn`` and
    ``AUTHOR:`` beside an XMage card line; ``NAME: Burn``, a space after the colon, is a
    text decklist's metadata line and tells nothing, and so is ``NAME:Burn`` in a file of
    no ``[SET:NUM]`` card line): a line that is no XMage card line (``4 [SET:NUM] Name``,
    ``SB:`` before it), no comment, or a comment that opens a zone or section of a plain
    text decklist (``// Sideboard``: ``text.zone_named``, by the game data ``zones``):
    its ``[SET:NUM]`` card lines are then a plain text decklist's (``Sideboard``,
    ``Creatures (20)``, ``4 Lightning Bolt`` beside them), read by the text reader,
    which reads them too; else ``None``. Never raises."""
    decoded = decode(data)
    if decoded.fatal is not None:
        return None
    found = None
    named = xmage_cards = False
    for number, raw in enumerate(decoded.lines, start=1):
        text = raw.strip()
        if _SPACED_NAMING.match(text):
            # a text decklist's metadata line ("NAME: Burn"), where XMage writes none
            # after the colon: it tells no form (such a list's Deck and Sideboard headers
            # were parse-errors, its sideboard counted in the main deck)
            continue
        if text.startswith(_XMAGE_LAYOUT):
            return None
        if text.startswith(_XMAGE_ONLY):
            named = True  # XMage's only beside its card lines: "Name:Burn" names a deck
            continue
        xmage_cards = xmage_cards or XMAGE_CARD.match(text) is not None
        if found is None and text and not XMAGE_CARD.match(text) and (
                not text.startswith(("#", "//")) or zone_named(text, zones) is not None):
            found = number
    return None if named and xmage_cards else found


def read_xmage(data: bytes, zones: ZoneTable | None = None) -> Decklist:
    """Read an XMage ``.dck`` deck file.

    Input: the file's bytes and the game data's zones (``gamedata.zone_table``; default:
    the bundled games'). Output: a ``Decklist`` with one line per card line (zone
    ``side`` for ``SB:`` lines), the deck's name from ``NAME:`` and ``parse-error``
    findings for lines that are not card lines and for a comment line that a plain text
    decklist reads as a header of another zone than the main deck (``// Sideboard``:
    XMage reads the cards after it in the main deck, where a person reads them in the
    side deck); ``fatal`` when the main deck's cards make two full decks
    (``FULL_CONSTRUCTED_DECK`` cards each) parted by ``SB:`` lines (60 cards, the side
    deck, 60 more: two decks' files pasted, which were one legal deck of 120; a few main
    deck cards after the side deck stay the deck's: ``text.full_runs_finding``), or by a
    ``NAME:`` or metadata line after cards (two files pasted, the first with no side
    deck). Never raises.
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
    heads: dict[int, str] = {}  # NAME: or a list's metadata after cards: a second file's
    late: dict[int, tuple[str, str]] = {}  # the metadata lines after a card line
    carded = False  # whether a card line was read
    for number, text in content_lines(decoded.lines, ("#", "//"), findings, zones):
        if text.startswith("LAYOUT"):
            entries = _layout_cards(text, number, noted)
            lines.extend(entry for entry in entries if isinstance(entry, DeckLine))
            findings.extend(entry for entry in entries if isinstance(entry, Finding))
            continue
        setting = _METADATA.match(text)
        if setting:
            if setting["key"] == "NAME" and lines:
                heads[number] = text.strip()[:40]
            if setting["key"] == "NAME" and setting["value"].strip():
                metadata.setdefault("deck", setting["value"].strip())
                metadata_lines.setdefault("deck", number)
            # "NAME:4 [M12:3] Ponder": a card line, as the text line "Name: 4 Ponder" is
            lines.extend(cards_in_value("Name", setting["value"], number, noted=noted))
            continue
        # a decklist's "Format: mtg/modern", which XMage never writes: read as its text
        # form reads it (it was a parse-error, the format it names unread)
        given = read_plain_metadata(text, number, metadata, metadata_lines, findings, noted)
        if given is not None:
            if lines:
                heads[number] = text.strip()[:40]
            if carded and (found := plain_metadata(text)) is not None:
                late[number] = found[1:]  # "Notes: Mind Twist" under the cards
            lines.extend(given)
            continue
        entry = _card(text, number)
        if isinstance(entry, Finding):
            findings.append(entry)
        else:
            carded = True
            lines.append(entry)
    two_decks = full_runs_finding(lines, (), FULL_CONSTRUCTED_DECK, heads)
    if two_decks is not None:
        return Decklist(fatal=two_decks)
    decklist = Decklist(lines, metadata, findings, metadata_lines=metadata_lines,
                        guesses=sideboard_guesses(lines, "XMage"), noted=noted)
    # a metadata line after a card line, as the text form keeps it (a card hidden there)
    decklist.late_values = late
    return decklist


#: A ``LAYOUT`` line as XMage writes it: ``LAYOUT MAIN:(1,8)(CARD_TYPE,false,93)|(...)``.
#: (Its grid, ``(1,8)``, first; what follows is read for a card line as before.)
_REAL_LAYOUT = re.compile(r"^LAYOUT (?:MAIN|SIDEBOARD):\(\d+,\d+\)")
#: The start of any other ``LAYOUT`` line: the word, a zone's word maybe, separators.
_LAYOUT_START = re.compile(r"^LAYOUT(?:\s*(?:MAIN|SIDEBOARD)\b)?[\s:=\-]*", re.I)


def _layout_cards(text: str, number: int, noted: dict[int, tuple[str, str]]
                  ) -> list[DeckLine | Finding]:
    """The card lines of a ``LAYOUT`` line on line ``number``: one as XMage writes it
    (``_REAL_LAYOUT``) holds none but a card line written into it (``LAYOUT MAIN:1 Black
    Lotus`` counts, as one in ``NAME:`` does); any other (``LAYOUT SIDEBOARD 1 Black
    Lotus``, ``LAYOUT MAIN=1 Black Lotus``) is read for a card line with its count, and
    without one is a ``parse-error``: XMage reads no card from it, and no line vanishes
    unsaid."""
    if _REAL_LAYOUT.match(text):
        return list(cards_in_value("Event", text.partition(":")[2], number, noted=noted))
    rest = text[_LAYOUT_START.match(text).end():]  # type: ignore[union-attr]
    found = [line for line in cards_in_value("Event", rest, number, noted=noted)
             if not line.quiet]
    if found:
        return list(found)
    return [Finding("parse-error", f"'{text[:60]}' is no LAYOUT line as XMage writes it "
                    "(LAYOUT MAIN:(...) or LAYOUT SIDEBOARD:(...)) and no card line with "
                    "its count: not read", line=number,
                    hint="write the card as '1 [SET:NUM] Name' (SB: first for the sideboard)")]


def _commented_headers(lines: list[str], zones: ZoneTable | None) -> list[Finding]:
    """A ``parse-error`` for each comment line (``#``, ``//``) that opens another zone or
    section than the main deck in a plain text decklist (``text.commented_header``)."""
    found = (commented_header(raw.strip(), number, MAIN, "XMage", "the main deck",
                              "write 'SB: ' before each card of the sideboard, as XMage "
                              "does, and remove the line", zones)
             for number, raw in enumerate(lines, start=1))
    return [finding for finding in found if finding is not None]


def _card(text: str, number: int) -> DeckLine | Finding:
    side = _SIDEBOARD.match(text)
    if side:
        text = text[side.end():]
    read = counted(text, number)
    if isinstance(read, Finding):
        return read
    if read.rest == text and not side:
        return Finding("parse-error", f"'{text[:60]}' is not an XMage card line "
                       "(count [SET:NUMBER] Name)", line=number)
    name = _INFO.sub("", _PRINTING.sub("", read.rest)).strip()
    cut = _INFO.sub("", _PRINTING.sub("", read.cut)).strip() if read.cut else None
    return card_line(name, read.count, SIDE if side else MAIN, number, cut=cut)
