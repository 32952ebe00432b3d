"""The deck JSON of two deck sites: Scryfall's deck object and Archidekt's API deck.

Scryfall writes a deck's entries by section, each with its ``count`` and the card's
``card_digest``::

    {"object": "deck", "name": "Izzet", "format": "modern",
     "entries": {"mainboard": [{"count": 4, "card_digest": {"name": "Fire // Ice"}}],
                 "sideboard": [...], "maybeboard": [...], "commanders": [...]}}

Archidekt writes a list of cards, each with its ``quantity``, its categories (the first
decides where the card is, as Archidekt counts it) and the card's ``oracleCard``::

    {"name": "Izzet", "categories": [{"name": "Sideboard", "includedInDeck": false}],
     "cards": [{"quantity": 4, "categories": ["Sideboard"],
                "card": {"oracleCard": {"name": "Fire // Ice"}}}]}

Each card is read as a Moxfield deck's card of the same board is
(``moxfield_json``): a section or category naming a zone by the game data's zone words
(``commanders`` / ``Commander`` the command zone, ``sideboard`` the side deck), a
``maybeboard`` or a category kept out of the deck (``includedInDeck: false``, no zone
word: ``Maybeboard``, ``Considering``) skipped with an ``ignored-section`` note;
Scryfall's ``lands`` and ``nonlands`` are the main deck's. Never raises.
"""

from __future__ import annotations

from typing import Any

from cardtools.decklist.card_values import card_holding_key
from cardtools.decklist.csv_export import SKIPPED
from cardtools.decklist.jsontext import (
    JsonLines,
    parse_json,
    repeated_keys,
    second_decklist,
    top_level_line,
)
from cardtools.decklist.markers import NOT_IN_DECK, TOKEN_CATEGORIES, Marked, read_category
from cardtools.decklist.moxfield_json import ENTRY_MARKS, _read_board, deck_text_cards
from cardtools.decklist.sections import section_key
from cardtools.decklist.text import FIELD_WORD, read_text
from cardtools.gamedata import COMPANION_PREFIX as COMPANION
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import COMMAND, MAIN, SIDE, DeckLine, Decklist, Finding

#: Scryfall's sections that part the main deck by its cards' kinds, as Moxfield's board.
_MAIN_PARTS = frozenset({"lands", "nonlands"})
#: The Moxfield board of each zone a first Archidekt category gives.
_ZONE_BOARDS = {MAIN: "mainboard", SIDE: "sideboard", COMMAND: "commanders",
                COMPANION: "companions"}


def site_deck_form(document: Any) -> str | None:
    """The site whose deck JSON ``document`` is: ``"scryfall"`` (an ``entries`` object
    of lists, one entry with a ``card_digest``), ``"archidekt"`` (a ``cards`` list, one
    card with a ``card.oracleCard``), else ``None``. Pure."""
    if not isinstance(document, dict):
        return None
    entries = document.get("entries")
    if isinstance(entries, dict) and any(
            isinstance(entry, dict) and "card_digest" in entry
            for section in entries.values() if isinstance(section, list) for entry in section):
        return "scryfall"
    cards = document.get("cards")
    if isinstance(cards, list) and any(
            isinstance(card, dict) and isinstance(card.get("card"), dict)
            and "oracleCard" in card["card"] for card in cards):
        return "archidekt"
    return None


def read_site_json(data: bytes, sections: frozenset[str] = frozenset(),
                   zones: ZoneTable | None = None) -> Decklist:
    """Read a Scryfall or Archidekt deck's JSON (``site_deck_form``).

    Input: the file's bytes; ``sections``, the section keys of cardtools' own decklist
    (``ZoneTable.sections``), and any other key holding cards
    (``card_values.card_holding_key``), which the deck may not hold beside its cards (a
    ``parse-error``: not read); ``zones``, the zone table the sections are read by (a
    game's own once known), every game's when ``None``. Output: a ``Decklist`` with one
    line per card (``line``: where its name is written), the deck's name and Scryfall's
    ``format`` (``metadata``), ``ignored-section`` notes for the cards outside the deck,
    ``reading`` notes for empty entries and ``parse-error`` findings for bad cards (not
    counted, and the cards of the deck's ``name`` and ``description``, as a Moxfield
    deck's: ``moxfield_json.deck_text_cards``); ``fatal`` when the text is not JSON or
    no such deck. Never raises."""
    parsed = parse_json(data)
    if isinstance(parsed, Finding):
        return Decklist(fatal=parsed)
    text, document, findings = parsed
    form = site_deck_form(document)
    if form is None:
        return Decklist(fatal=Finding("file-error", "not a Scryfall or Archidekt deck"))
    findings.extend(repeated_keys(text))
    lines_of = JsonLines(text)
    boards = _scryfall_boards(document["entries"], lines_of, findings) \
        if form == "scryfall" else _archidekt_boards(document)
    lines: list[DeckLine] = []
    for board, cards in boards.items():
        lines_of.seek(board)
        _read_board(board, cards, lines_of, lines, findings, zones or bundled_zones(),
                    site=_SITES[form])
    findings.extend(_cards_beside(document, form, lines_of, sections))
    noted: dict[int, tuple[str, str]] = {}
    lines.extend(deck_text_cards(document, lines_of, findings, noted))
    metadata: dict[str, str] = {}
    metadata_lines: dict[str, int] = {}
    if isinstance(document.get("name"), str) and document["name"].strip():
        metadata["deck"] = document["name"].strip()
    if form == "scryfall" and isinstance(written := document.get("format"), str) \
            and written.strip():
        metadata["format"] = written.strip()
        metadata_lines["format"] = top_level_line(text, "format") or 1
    return Decklist(lines, metadata, findings, metadata_lines=metadata_lines, noted=noted)


def _scryfall_boards(entries: dict[str, Any], lines_of: JsonLines,
                     findings: list[Finding]) -> dict[str, Any]:
    """Scryfall's sections as Moxfield boards (``lands`` and ``nonlands`` the
    ``mainboard``), each entry ``{quantity, card}``; an entry with no card (no
    ``card_digest``, or ``null``: an empty slot) is a ``reading`` note, a section that is
    no list left as written (a ``parse-error`` of ``_read_board``)."""
    boards: dict[str, Any] = {}
    typed = _raw_text_names(entries)
    for section, listed in entries.items():
        board = _board_of(section)
        if not isinstance(listed, list):
            boards[section] = listed
            continue
        held = boards.setdefault(board, {})
        for position, entry in enumerate(listed):
            digest = entry.get("card_digest") if isinstance(entry, dict) else None
            if not isinstance(digest, dict):
                findings.append(_empty_slot(section, position, entry, lines_of))
                continue
            held[f"{section}[{position}]"] = _held_entry(entry, digest,
                                                         typed.get((section, position)))
    return boards


def _held_entry(entry: dict[str, Any], digest: dict[str, Any],
                typed: str | None) -> dict[Any, Any]:
    """A Scryfall entry as a Moxfield card entry: its ``count``, ``card_digest``,
    ``foil``, its ``section`` as a ``boardType`` is read (``_disagreeing_names``) and the
    card its ``raw_text`` names (``typed``) as a field naming the card
    (``moxfield_json.ENTRY_MARKS``)."""
    held: dict[Any, Any] = {"quantity": entry.get("count"), "card": digest}
    if isinstance(entry.get("foil"), bool):
        held["isFoil"] = entry["foil"]
    if isinstance(said := entry.get("section"), str):
        held["section"] = _board_of(said)
    if typed:
        held[ENTRY_MARKS] = (f"{FIELD_WORD}in its raw_text\t{typed}",)
    return held


def _board_of(section: str) -> str:
    """The Moxfield board of a Scryfall section (``lands`` and ``nonlands``: the
    ``mainboard``; any other as written)."""
    return "mainboard" if section.casefold() in _MAIN_PARTS else section


def _raw_text_names(entries: dict[str, Any]) -> dict[tuple[str, int], str]:
    """The card's name each Scryfall entry's ``raw_text`` (what the player typed:
    ``4x Lightning Bolt (M10) 146``) writes, read as a text decklist's line is, by its
    section and position: a name resolving to another card than the entry's
    ``card_digest`` makes its line a ``parse-error`` (``settle_reading``); one naming no
    card, or the same card in other words (a misspelling Scryfall matched, a card's name
    in another language), says nothing. Each read alone: one entry's text read as a
    header (``Maybeboard``) would place the lines after it elsewhere, unread. Pure."""
    names: dict[tuple[str, int], str] = {}
    for section, listed in entries.items():
        for position, entry in enumerate(listed if isinstance(listed, list) else ()):
            raw = entry.get("raw_text") if isinstance(entry, dict) else None
            if isinstance(raw, str) and (name := next(
                    (line.name for line in read_text(" ".join(raw.split()).encode()).lines
                     if line.line == 1), None)):
                names[(section, position)] = name
    return names


def _empty_slot(section: str, position: int, entry: Any, lines_of: JsonLines) -> Finding:
    """What an entry of no card says: a ``parse-error`` when it writes a text Scryfall
    found no card for (``raw_text``: the card the player meant, not counted), else a
    ``reading`` note of an empty slot."""
    raw = entry.get("raw_text") if isinstance(entry, dict) else None
    line = lines_of.of_key(section)
    if isinstance(raw, str) and raw.strip():
        return Finding("parse-error", f"entry {position + 1} of '{section}' ('{raw.strip()}') "
                       "names no card (no card_digest); not counted", line=line,
                       hint="choose the card on Scryfall and export the deck again")
    return Finding("reading", f"entry {position + 1} of '{section}' holds no card (an "
                   "empty slot); nothing counted", line=line)


def _archidekt_boards(document: dict[str, Any]) -> dict[str, Any]:
    """Archidekt's cards as Moxfield boards by their first category (``read_category``,
    a category the deck's ``categories`` keep out of it, ``includedInDeck: false``,
    flagged ``{noDeck}``; one they keep in it, ``includedInDeck: true``, counts the card
    even when named ``Maybeboard`` or ``Considering``): a card out of the deck on a board
    outside it (its category's, ``Considering``, else ``maybeboard``; the category's for
    one naming a section of some kinds of card, ``Tokens``, ``Attractions``, whose other
    cards are counted), one with no category the ``mainboard``'s, each
    ``{quantity, card: {name}}``. A card's ``categories`` written as one string are its
    names parted by commas."""
    excluded, included = _categories_by_inclusion(document.get("categories"))
    boards: dict[str, dict[str, Any]] = {}
    for position, card in enumerate(document["cards"]):
        if not isinstance(card, dict):
            continue
        # a category the deck keeps in it (includedInDeck: true) counts the card, whatever
        # its name says: Archidekt counts a "Maybeboard" so set as part of the deck
        names = [name for name in _categories(card.get("categories"))
                 if name.casefold() not in included or name.casefold() not in _NAMED_OUT]
        marked = read_category(",".join(
            name + ("{noDeck}" if name.casefold() in excluded else "") for name in names))
        board = _archidekt_board(names, marked)
        oracle = (card.get("card") or {}).get("oracleCard") if isinstance(
            card.get("card"), dict) else None
        name = oracle.get("name") if isinstance(oracle, dict) else None
        modifier = card.get("modifier")
        boards.setdefault(board, {})[str(position)] = {
            "quantity": card.get("quantity"), "card": {"name": name},
            **({"finish": modifier} if isinstance(modifier, str) else {})}
    return boards


def _categories_by_inclusion(categories: Any) -> tuple[set[str], set[str]]:
    """The casefolded names of an Archidekt deck's ``categories`` (a list of
    ``{name, includedInDeck}``) kept out of the deck (``includedInDeck: false``) and kept
    in it (``true``); a category of no such flag is in neither. Pure."""
    flagged = [(str(category.get("name")).casefold(), category.get("includedInDeck"))
               for category in _listed(categories, dict)]
    return ({name for name, flag in flagged if flag is False},
            {name for name, flag in flagged if flag is True})


def _listed(value: Any, kind: type) -> list[Any]:
    """The items of kind ``kind`` of a JSON list ``value``; none for anything else."""
    return [item for item in value if isinstance(item, kind)] if isinstance(value, list) else []


def _categories(value: Any) -> list[str]:
    """A card's categories: its list's names, or the names of one string parted by commas
    (``"Sideboard"``, ``"Maybeboard,Burn"``: as Archidekt's text export writes them)."""
    if isinstance(value, str):
        return [name.strip() for name in value.split(",") if name.strip()]
    return _listed(value, str)


#: Categories kept out of the deck by their names (``NOT_IN_DECK``) that the deck's
#: ``includedInDeck: true`` brings back in: not those of tokens, whose tokens stay out
#: (a card there is counted by the tokens check).
_NAMED_OUT = NOT_IN_DECK - TOKEN_CATEGORIES


def _archidekt_board(names: list[str], marked: Marked) -> str:
    """The Moxfield board of an Archidekt card of the categories ``names``, read
    (``marked``): the first category's name when it names a section of some kinds of card
    (``Marked.section``: ``Tokens``, ``Attractions``; it was the maybeboard's, a banned
    card there hidden) or a board outside the deck (``Considering``), else ``maybeboard``
    for a card out of the deck, else its zone's board (a zone of no board: the zone, said
    by ``_read_board`` as a board of no Moxfield deck, not counted)."""
    if marked.section is not None:
        return names[0]
    if marked.excluded:
        return names[0] if names[0].casefold() in SKIPPED else "maybeboard"
    zone = marked.zone or MAIN
    return _ZONE_BOARDS.get(zone, zone)


#: What each site's deck is called in a finding.
_SITES = {"scryfall": "a Scryfall deck", "archidekt": "an Archidekt deck"}
#: The keys whose text ``deck_text_cards`` reads cards in.
_READ_TEXTS = ("name", "description")
#: The key holding the cards of each site's deck.
_CARDS_KEY = {"scryfall": "entries", "archidekt": "cards"}


def _cards_beside(document: dict[str, Any], form: str, lines_of: JsonLines,
                  sections: frozenset[str]) -> list[Finding]:
    """A ``parse-error`` for a section of cardtools' own decklist beside the site's
    cards (``jsontext.second_decklist``), else for the first other key holding cards
    (``card_holding_key``: ``"extras": [{"count": 4, "card_digest": ...}]``): a second
    list, its cards not read (a banned card there was hidden)."""
    own = _CARDS_KEY[form]
    found = second_decklist(document, lines_of, sections, f"the '{own}' of a deck site",
                            frozenset({own}))
    rest = {key: value for key, value in document.items()
            if key not in (own, *_READ_TEXTS) and section_key(key) not in sections}
    key = card_holding_key(rest, least=1)
    if not found and key is not None:
        found.append(Finding("parse-error", f"'{key}' holds cards beside the '{own}' of the "
                             "deck, which are read: its cards were not read",
                             line=lines_of.of_key(key), hint=f"write every card in '{own}'"))
    return found
