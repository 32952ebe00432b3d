"""The LackeyCCG deck file reader (XML ``.dek``, through the guarded parser of ``safexml``).

A LackeyCCG deck file looks like this::

    <deck version="0.8">
      <meta><game>magic</game></meta>
      <superzone name="Deck">
        <card><name id="M10-146">Lightning Bolt</name><set>M10</set></card>
        <card><name id="M10-146">Lightning Bolt</name><set>M10</set></card>
      </superzone>
      <superzone name="Sideboard">
        <card><name id="ICE-213">Pyroblast</name><set>ICE</set></card>
      </superzone>
    </deck>

It shares its ``.dek`` suffix with Magic Online's files and its root ``<deck>`` with
OCTGN's; its ``<superzone>`` elements tell it apart (``is_lackey``). Each ``<card>`` is one
copy, named by the text of its ``<name>``; the copies of a name in a superzone make one
card line (on the line of the first). Superzone ``Deck`` (or ``Main``) is the main deck,
``Sideboard`` the side deck and ``Command Zone`` (or ``Commander``) the command zone, as
OCTGN's sections, and a superzone named as a zone's header in the game data is that zone
(``Magi``: the Magi stack); a superzone outside the deck (``Tokens``) is skipped with an
info ``ignored-section``, one of any other name holding cards with a ``parse-error``
(``sections.unread_section``), but for one named as a game's section of one kind of card
(``Display Commander``), which keeps out only that kind, and for one named as a grouping
header (``Creatures``, ``Sorts``), the main deck's, as OCTGN's sections. Never
raises: a ``<card>`` without a name is a ``parse-error`` on its
line.
"""

from __future__ import annotations

from cardtools.decklist.decoding import MAX_COUNT
from cardtools.decklist.octgn import named_as, section_zone
from cardtools.decklist.safexml import (
    ReadParts,
    XmlElement,
    misplaced_cards,
    other_fields,
    stray_text_cards,
    unread_count,
)
from cardtools.decklist.sections import section_outside, zone_again
from cardtools.decklist.text import cards_in_value
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import MAIN, DeckLine, Decklist, Finding


def is_lackey(root: XmlElement) -> bool:
    """Whether a parsed deck file's root element holds LackeyCCG's ``<superzone>``s."""
    return bool(root.named("superzone"))


def read_lackey(root: XmlElement, findings: list[Finding],
                zones: ZoneTable | None = None) -> Decklist:
    """Read a LackeyCCG deck from its parsed root element (``is_lackey``).

    Input: the root, the findings of decoding it and the zones of the game data
    (``gamedata.zone_table``; default: the bundled games'). Output: a ``Decklist`` with one line
    per card name of each known superzone (its count the copies there),
    ``ignored-section`` findings for other superzones, ``parse-error`` findings for cards
    without a name, with several or with a ``name`` attribute that says another, for a
    ``<card>`` anywhere but directly in a superzone
    (where LackeyCCG reads them: a card hidden elsewhere is said, never silently dropped)
    and for attribute names that differ only in case; ``fatal`` when the main deck's or
    the side deck's superzone comes again after another's cards (``sections.zone_again``:
    two decks' superzones). Never raises.
    """
    found = list(findings)
    found.extend(misplaced_cards(root, "superzone", "LackeyCCG"))
    lines: list[DeckLine] = []
    held: list[tuple[str, int | None]] = []  # each superzone of the deck by its name
    for superzone in root.named("superzone"):
        # "Attractions", "Display Commander": only their kind of card is out of the deck
        outside = section_outside((superzone.attr("name") or "").strip(), "superzone",
                                  zones or bundled_zones())
        zone = MAIN if outside is not None else section_zone(superzone, found, zones)
        named_as(superzone, zones, held)
        if zone is not None:
            lines.extend(line if outside is None else line._replace(outside=outside)
                         for line in _copies(superzone, zone, found))
    again = zone_again(held, "superzone")
    if again is not None:
        return Decklist(fatal=again)
    metadata: dict[str, str] = {}
    noted: dict[int, tuple[str, str]] = {}
    for meta in root.named("meta"):
        for name in meta.named("name"):
            # the deck's name, no card line, as Cockatrice's <deckname>: "4 Oko" one
            metadata.setdefault("deck", name.text)
            lines.extend(cards_in_value("Name", name.text, name.line, zones, noted))
    stray_text_cards(root, READ, found, lines, zones or bundled_zones(), noted)
    return Decklist(lines, metadata, found, noted=noted)


#: What a LackeyCCG deck's reader reads beside its cards: the text of names (a card's, the
#: deck's in ``<meta>``), sets and the game; any other element's text or attribute is no
#: part of the deck (``safexml.stray_text_cards``).
READ = ReadParts(texts=frozenset({"name", "set", "game"}),
                 attributes=frozenset({"name", "id", "version"}), cards=frozenset({"card"}))


def _copies(superzone: XmlElement, zone: str, findings: list[Finding]) -> list[DeckLine]:
    """One line per card name of a superzone, counting its ``<card>`` elements."""
    first: dict[str, DeckLine] = {}
    for card in superzone.named("card"):
        unread = unread_count(card, None, "LackeyCCG")
        if unread is not None:
            findings.append(unread)
            continue
        names = card.named("name")
        written = names[0].text.strip() if len(names) == 1 else ""
        attribute = (card.attr("name") or "").strip()
        if written and attribute and attribute != written:
            findings.append(Finding(
                "parse-error", f"a <card> named '{attribute[:80]}' by an attribute and "
                f"'{written[:80]}' by its <name>: each tool reads one of them; not read",
                line=card.line, hint="name each card once"))
            continue
        if not written:
            findings.append(Finding(
                "parse-error", "a <card> element with several <name>s: not read"
                if len(names) > 1 else "a <card> element without a <name>", line=card.line))
            continue
        known = first.get(written)
        if known is not None and known.count >= MAX_COUNT:
            findings.append(Finding("parse-error", f"more than {MAX_COUNT} copies of "
                                    f"'{written[:80]}'; the others were not counted",
                                    line=card.line))
            continue
        # <card title="Oko, Thief of Crowns"><name>Mountain</name>, a <note> of another
        # card: the line's marks (it was the Mountain, the banned card unsaid)
        marks = other_fields(card, frozenset({"name"}), True, "name")
        first[written] = (known._replace(count=known.count + 1, marked=tuple(
                              dict.fromkeys(known.marked + marks))) if known
                          else DeckLine(written, 1, zone, card.line, marked=marks))
    return list(first.values())

