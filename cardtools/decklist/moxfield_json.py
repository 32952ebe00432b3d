"""The Moxfield deck reader (the JSON its API gives for a deck, which players save).

Moxfield writes a deck's cards by board, each card under an id of its own (or, in the
older form, under its name), with its ``quantity`` and the card's ``name``::

    {"name": "Kalamax", "format": "commander",
     "boards": {"mainboard": {"count": 99, "cards": {"x1": {"quantity": 1,
                    "boardType": "mainboard", "finish": "nonFoil",
                    "card": {"name": "Sol Ring", "set": "cmr", "cn": "472"}}}},
                "sideboard": {...}, "maybeboard": {...}, "commanders": {...}}}

    {"name": "Kalamax", "mainboard": {"Sol Ring": {"quantity": 1, "card": {...}}},
     "sideboard": {}, "commanders": {...}}

A board is read as the same board of a Moxfield CSV export is
(``cardtools.decklist.csv_export``): ``mainboard`` the main deck, ``sideboard`` the side
deck, ``commanders`` (and an Oathbreaker deck's ``signatureSpells``) the command zone,
``companions`` the sideboard, the card declared as the companion; ``maybeboard`` and
``tokens`` are not part of the deck (an ``ignored-section`` note), nor are
``attractions``, ``stickers``, ``contraptions``, ``planes`` and ``schemes``, but for a card
of another kind than each holds (the game data's ``section_kinds``), counted in the main
deck with a note. A board of another name is a ``parse-error``, its cards not counted: a
person may read them in the deck. The deck's ``format`` is read as a text list's
``Format:`` line is (Moxfield's names, ``commander``, ``duelCommander``, ``standardbrawl``,
are the game data's ``format_names``), its line the key's. Never raises.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from cardtools.decklist.columns import ENTRY_COUNT_KEYS
from cardtools.decklist.csv_export import (
    SKIP,
    SKIPPED,
    ZONES,
    board_names,
    object_finish_cells,
    object_proxy_flag,
    row_line,
)
from cardtools.decklist.decoding import MAX_COUNT
from cardtools.decklist.jsontext import (
    JsonLines,
    json_written,
    other_name_marks,
    parse_json,
    repeated_keys,
    second_decklist,
    top_level_line,
)
from cardtools.decklist.lines import featured_card_note
from cardtools.decklist.text import (
    FIELD_WORD,
    cards_in_value,
    declare_companions,
    free_text_cards,
)
from cardtools.gamedata import COMPANION_PREFIX as COMPANION
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import MAIN, DeckLine, Decklist, Finding
from cardtools.namecells import may_name_one_card
from cardtools.names import may_be_a_face_of, normalise

#: What tells a Moxfield deck: a ``boards`` object, or a board object of the older form.
_SIGNATURE = re.compile(rb'"(?:boards|mainboard|commanders)"\s*:\s*\{')
#: The columns of a CSV row ``row_line`` reads a Moxfield card as.
_COLUMNS: dict[str, tuple[int, ...]] = {"quantity": (0,), "name": (1,), "zone": (2,),
                                      "finish": (3, 4)}
#: The boards of the older form: keys of the deck object.
_OLD_BOARDS = ("mainboard", "sideboard", "maybeboard", "commanders", "companions",
               "signatureSpells", "attractions", "stickers", "contraptions", "planes",
               "schemes", "tokens")
#: A field name of a card's record (``id``, ``scryfall_id``, ``uniqueCardId``): no card
#: name begins with a small letter.
_FIELD = re.compile(r"[a-z][A-Za-z0-9_]*")
#: The keys of a deck that are Moxfield's boards, casefolded: never a second decklist.
_OWN_KEYS = frozenset(board.casefold() for board in _OLD_BOARDS)


def looks_like_moxfield(data: bytes) -> bool:
    """Whether JSON bytes may be a Moxfield deck (a ``boards``, ``mainboard`` or
    ``commanders`` object)."""
    return _SIGNATURE.search(data[:1_000_000]) is not None


def read_moxfield_json(data: bytes, sections: frozenset[str] = frozenset(),
                       zones: ZoneTable | None = None) -> Decklist:
    """Read a Moxfield deck's JSON.

    Input: the file's bytes and the section keys of cardtools' own YAML / JSON decklist
    (``gamedata.ZoneTable.sections``), which the deck may not hold beside its boards (a
    ``parse-error``: the file holds two decklists). Output: a ``Decklist`` with one line
    per card of each board of the deck (``line``: where the card's name is written), the
    deck's name and format (``metadata``), notes for the boards outside the deck and
    ``parse-error`` findings for bad cards and boards (not counted); ``fatal`` when the
    text is not JSON or holds no Moxfield board (the caller then reads it as another
    JSON form). ``zones``: the zone table the boards' names are read by (a game's own,
    ``ZoneTable.of_game``, once the game is known: a board of tokens in a game without
    tokens is the main deck's), every game's when ``None``. Never raises.
    """
    parsed = parse_json(data)
    if isinstance(parsed, Finding):
        return Decklist(fatal=parsed)
    text, document, findings = parsed
    boards = _boards(document)
    if boards is None:
        return Decklist(fatal=Finding("file-error", "not a Moxfield deck: no boards"))
    findings.extend(repeated_keys(text))
    lines: list[DeckLine] = []
    lines_of = JsonLines(text)
    # the older form keys each board's cards by their names, the newer by ids
    by_name = not (isinstance(document.get("boards"), dict) and boards is not None
                   and all(key in document["boards"] for key in boards))
    for board, cards in _boards_to_read(document, boards):
        lines_of.seek(board)
        _read_board(board, cards, lines_of, lines, findings, zones or bundled_zones(),
                    by_name)
    # a board beside 'boards' is said so by _boards_outside; the featured card is no list
    featured = _featured_card(document)
    own = _OWN_KEYS | {key.casefold() for key in _card_holders(document)}
    findings.extend(second_decklist(
        {key: value for key, value in document.items() if key != featured}, lines_of,
        sections, "the boards of a Moxfield deck", own))
    if isinstance(document.get("boards"), dict):
        findings.extend(_boards_outside(document, text))
        findings.extend(_cards_outside_cards(document["boards"], lines_of))
    metadata: dict[str, str] = {}
    metadata_lines: dict[str, int] = {}
    if isinstance(written := document.get("format"), str) and written.strip():
        # judged as a Format: line is: the format named, or an unknown format's error
        metadata["format"] = written.strip()
        metadata_lines["format"] = top_level_line(text, "format") or 1
    noted: dict[int, tuple[str, str]] = {}
    if isinstance(document.get("name"), str):
        metadata["deck"] = document["name"]
    lines.extend(deck_text_cards(document, lines_of, findings, noted))
    if featured is not None:
        findings.extend(_featured_note(document, featured, lines, lines_of, metadata, noted))
    if any(line.zone == COMPANION for line in lines):
        lines = declare_companions(lines, metadata)
    return Decklist(lines, metadata, findings, metadata_lines=metadata_lines, noted=noted)


def deck_text_cards(document: dict[str, Any], lines_of: JsonLines, findings: list[Finding],
                    noted: dict[int, tuple[str, str]]) -> list[DeckLine]:
    """The card lines written in a deck site's JSON deck's ``name`` (``"name": "4 Crimson
    Ritual"`` is a card line, as ``Name: 4 Crimson Ritual``) and ``description`` (its
    lines read as a Cockatrice deck's comments are, all on the key's line; what is said
    of them added to ``findings``), each on its key's line; ``noted``: the lines' notes,
    filled in."""
    lines: list[DeckLine] = []
    if isinstance(document.get("name"), str):
        lines.extend(cards_in_value("Name", document["name"], lines_of.of_key("name"),
                                    noted=noted))
    if isinstance(document.get("description"), str):
        read, problems = free_text_cards(document["description"], "description",
                                         lines_of.of_key("description"), False, None, noted)
        lines.extend(read)
        findings.extend(problems)
    return lines


def _featured_card(document: dict[str, Any]) -> str | None:
    """The key of the deck's featured card (Moxfield's ``"main": {"id": "OEbkj", "name":
    "Lightning Bolt"}`` beside ``"mainCardId"``): a single card's record, a ``name`` among
    field names (no quantity, no card names as keys: ``_FIELD``), else ``None``."""
    value = document.get("main")
    if isinstance(value, dict) and isinstance(value.get("name"), str) \
            and all(_FIELD.fullmatch(key) for key in value) \
            and not ENTRY_COUNT_KEYS & set(value) and not _holds_cards(value):
        return "main"
    return None


def _featured_note(document: dict[str, Any], key: str, lines: list[DeckLine],
                   lines_of: JsonLines, metadata: dict[str, str],
                   noted: dict[int, tuple[str, str]]) -> list[Finding]:
    """Record the featured card's name (``metadata["featured card"]``), no card line but
    one with a count (``"4 Crimson Ritual"``, added to ``lines`` as the deck's name's
    is: ``cards_in_value``), and, when it names no card of the deck's lines, a
    ``reading`` note saying it was not counted."""
    name = document[key]["name"].strip()
    metadata["featured card"] = name
    line = lines_of.of_key(key)
    read = cards_in_value("Name", name, line, noted=noted)
    note = None if read else featured_card_note(name, f"'{key}'", lines, line)
    lines.extend(read)
    return [] if note is None else [note]


def _boards_outside(document: dict[str, Any], text: str) -> list[Finding]:
    """A ``parse-error`` for each board of the older form (``"mainboard": {...}`` on the
    deck, under any name: ``_card_holders``) that holds cards beside the ``boards`` read:
    a second list, not read."""
    return [Finding("parse-error", f"'{key}' holds cards outside 'boards', which is read: "
                    "the file holds two lists of the deck; its cards were not read",
                    line=top_level_line(text, key), hint="write the cards once, in 'boards'")
            for key in _card_holders(document)]


def _cards_outside_cards(boards: dict[str, Any], lines_of: JsonLines) -> list[Finding]:
    """A ``parse-error`` for each board of ``boards`` (the ``boards`` object) that holds
    card entries outside its ``cards`` (``"sideboard": {"count": 20, "x1": {...}}``):
    they are written in the deck but not read, which would hide them."""
    found: list[Finding] = []
    for name, board in boards.items():
        if not isinstance(board, dict):
            continue
        outside = sum(1 for key, card in board.items() if key != "cards" and _is_card(card))
        if outside:
            found.append(Finding("parse-error", f"the '{name}' board holds {outside} "
                                 "card(s) outside its 'cards'; they were not counted",
                                 line=lines_of.of_key(name),
                                 hint="write each card of the board in its 'cards'"))
    return found


def _boards(document: Any) -> dict[str, Any] | None:
    """The boards of a Moxfield deck by name (each a mapping of cards, or what was written
    there), or ``None`` when ``document`` is no Moxfield deck."""
    if not isinstance(document, dict):
        return None
    boards = document.get("boards")
    if isinstance(boards, dict) and any(isinstance(board, dict) and "cards" in board
                                        for board in boards.values()):
        return {name: board.get("cards") if isinstance(board, dict) else board
                for name, board in boards.items()}
    old = {name: document[name] for name in _OLD_BOARDS if name in document}
    # a board of another name (``"Sideboard"``, ``"extra"``) is judged as in ``boards``
    old.update({name: _cards_of(document[name]) for name in _card_holders(document)})
    if any(isinstance(board, dict) and any(_is_card(card) for card in board.values())
           for board in old.values()):
        return old
    return None


def _boards_to_read(document: dict[str, Any], boards: dict[str, Any]
                    ) -> list[tuple[str, Any]]:
    """The ``boards`` to read, by name, with the lists of tokens beside the newer form's
    ``boards`` (Moxfield's API writes the deck's tokens as a top-level ``"tokens":
    [{"name": ..., "layout": "token"}]`` too), each read as the board of its name is
    (``_read_board``): in that board's place when it holds no card, else after it, its
    entries that no card of the board names (``_not_on_board``: a token in both is one
    token). A card in either is counted and said, never dropped unsaid (the list was
    read only when the board was empty: beside a Treasure there, a Grief in the list
    went unread)."""
    lists = {key: value for key, value in document.items()
             if isinstance(value, list) and boards.get(key) is not value
             and " ".join(key.casefold().split()) in bundled_zones().token_sections}
    read = [(name, lists.pop(name) if name in lists and not cards else cards)
            for name, cards in boards.items()]
    read.extend((key, rest) for key, value in lists.items()
                if (rest := _not_on_board(value, boards.get(key))))
    return read


def _not_on_board(listed: list[Any], board: Any) -> list[Any]:
    """The items of a list of tokens (``listed``) whose ``name`` no card entry of
    ``board`` (its cards by key, or ``None``) names, compared as names are
    (``names.normalise``); an item that is no record with a name is kept, read as the
    list's items are (``_listed_tokens``)."""
    cards = board.items() if isinstance(board, dict) else ()
    named = {normalise(str(key)) for key, _ in cards} | {
        normalise(card["name"]) for _, entry in cards if isinstance(entry, dict)
        and isinstance(card := entry.get("card"), dict) and isinstance(card.get("name"), str)}
    return [item for item in listed if not (isinstance(item, dict) and isinstance(
        item.get("name"), str) and normalise(item["name"]) in named)]


def _card_holders(document: dict[str, Any]) -> list[str]:
    """The keys of the deck object, beside ``boards``, whose value holds Moxfield card
    entries (``_holds_cards``): the boards of the older form, whatever their names."""
    return [key for key, value in document.items()
            if key != "boards" and _holds_cards(value)]


def _holds_cards(value: Any) -> bool:
    """Whether ``value`` holds a Moxfield card entry (``_is_card``): a mapping or list of
    them, or a board object with its ``cards``."""
    value = _cards_of(value)
    entries = list(value.values()) if isinstance(value, dict) else value
    return isinstance(entries, list) and any(_is_card(entry) for entry in entries)


def _cards_of(board: Any) -> Any:
    """A board's cards: its ``cards`` when it is a board object holding them
    (``{"count": 1, "cards": {...}}``), else the board itself."""
    if isinstance(board, dict) and isinstance(board.get("cards"), (dict, list)):
        return board["cards"]
    return board


def _listed_tokens(cards: list[Any]) -> dict[str, Any] | None:
    """The entries of the older form's list of tokens (``"tokens": [{"name":
    "Treasure"}]``, a card's record each, one copy), as a board's ``cards``: a card
    there that is no token is counted (``sections.held_kinds``); ``None`` when an item
    is no record with a name."""
    if not all(isinstance(card, dict) and isinstance(card.get("name"), str)
               for card in cards):
        return None
    return {str(at): {"quantity": 1, "card": card} for at, card in enumerate(cards)}


def _tokens_without_tokens(key: str, zones: ZoneTable) -> bool:
    """Whether the board ``key`` (casefolded) is a board of tokens of some game
    (Magic's ``tokens``) while the game of ``zones`` has no sections of tokens."""
    return key in bundled_zones().token_sections and key not in zones.token_sections


def _is_card(card: Any) -> bool:
    """Whether ``card`` is a Moxfield card entry (a ``quantity`` and a ``card``)."""
    return isinstance(card, dict) and "quantity" in card and "card" in card


def _read_board(board: str, cards: Any, lines_of: JsonLines, lines: list[DeckLine],
                findings: list[Finding], zones: ZoneTable, by_name: bool = False,
                site: str = "a Moxfield deck") -> None:
    """Add the cards of one board to ``lines`` (or what is said of them to ``findings``),
    its name read by ``zones``; ``by_name``: the board's cards are keyed by their names
    (the older form), each key compared with its card's name; ``site``: whose deck it
    is, as a board of no zone's name is said."""
    if not cards:
        return
    key = " ".join(board.casefold().split())
    headers, kinds = board_names(zones)
    named = ZONES.get(key) or headers.get(normalise(board))
    line = lines_of.of_key(board)
    board_cards = cards
    if _tokens_without_tokens(key, zones):
        # Mage Noir, Magi-Nation Duel, MageTCG: no tokens, so a board of another name
        # whose cards are the main deck's (a name of no card there was left out as a
        # token's, a card the data lacks hidden), as a CSV export's board of tokens is
        findings.append(Finding("reading", f"the '{board}' board: the game has no tokens, "
                                "so it is no board of tokens; its cards are counted in "
                                "the main deck", line=line))
        named = MAIN
    if named is None and key not in SKIPPED:
        findings.append(Finding("parse-error", f"the '{board}' board is not one of {site}'s; "
                                "its cards were not counted", line=line,
                                hint="move its cards to the mainboard or the sideboard"))
        return
    if (named == SKIP or (key in SKIPPED and named != MAIN)) \
            and not kinds.get(normalise(board)):
        findings.append(Finding("ignored-section", f"the '{board}' board is not part of the "
                                "deck; its cards were not counted", line=line))
        # a card there whose boardType names a board of the deck is in the deck for the
        # tools that read it: not dropped unsaid
        findings.extend(found for entry in (cards.values() if isinstance(cards, dict) else ())
                        if (found := _disagreeing_names(
                            None, entry, board, _entry_line(entry, lines_of, line),
                            headers)) is not None)
        return
    if isinstance(cards, list) and key in bundled_zones().token_sections:
        cards = _listed_tokens(cards)
        if cards is None:  # the older form's list of tokens, not of cards: as before
            findings.append(Finding("ignored-section", f"the '{board}' board is not part "
                                    "of the deck; its cards were not counted", line=line))
            return
    if not isinstance(cards, dict):
        findings.append(Finding("parse-error", f"the '{board}' board is not a set of cards; "
                                "its cards were not counted", line=line))
        return
    keyed = by_name and not isinstance(board_cards, list)
    for entry_key, entry in cards.items():
        entry = _keyed_name(str(entry_key), entry) if keyed else _key_marked(entry_key, entry)
        at = _entry_line(entry, lines_of, line)
        read = _disagreeing_names(entry_key if keyed else None, entry, board, at,
                                  headers) or _card(entry, board, at, headers, kinds)
        if isinstance(read, Finding):
            findings.append(read)
        else:
            lines.append(read)
            findings.extend(object_proxy_flag(entry, read.line))


def _keyed_name(key: str, entry: Any) -> Any:
    """The older form's card ``entry`` keyed by its card's name (``"Oko, Thief of
    Crowns": {"quantity": 1}``) with that name as its card's when it gives none (no
    ``card`` object, or one without a ``name``: it was "a card without a name"), else
    ``entry`` as written."""
    if not isinstance(entry, dict) or not key.strip():
        return entry
    card = entry.get("card")
    if card is None or (isinstance(card, dict) and not isinstance(card.get("name"), str)):
        return {**entry, "card": {**(card or {}), "name": key}}
    return entry


def _key_marked(key: Any, entry: Any) -> Any:
    """The newer form's card ``entry`` with its ``key`` as a field naming the card
    (``ENTRY_MARKS``): keyed by an id, the key names no card and says nothing, but keyed by
    another card's name (``"Oko, Thief of Crowns": {"card": {"name": "Mountain"}}``) it
    is a ``parse-error`` naming both (``settle_reading``), as the older form's is (a tool
    reading the key shows the banned card; it was read silently). ``entry`` as written
    when it is no object or its key no text."""
    if not isinstance(entry, dict) or not isinstance(key, str) or not key.strip():
        return entry
    return {**entry, ENTRY_MARKS: (*entry.get(ENTRY_MARKS, ()),
                                   f"{FIELD_WORD}in its key\t{' '.join(key.split())}")}


def _entry_line(entry: Any, lines_of: JsonLines, board_line: int | None) -> int | None:
    """The line where a card entry's card's ``name`` is written (``lines_of``: the next
    one), else its board's (``board_line``); asked once for each entry, as the search
    goes on past each name found."""
    card = entry.get("card") if isinstance(entry, dict) else None
    name = card.get("name") if isinstance(card, dict) else None
    return (lines_of.of_name(name) if isinstance(name, str) and name.strip()
            else None) or board_line


def _disagreeing_names(key: str | None, entry: Any, board: str, line: int | None,
                       headers: Mapping[str, str]) -> Finding | None:
    """A ``parse-error`` on ``line`` when a card entry names two cards or two boards,
    each read by some tool: the older form's key (``"Oko, Thief of Crowns": {"card":
    {"name": "Mountain"}}``; ``key`` ``None`` in the newer form, whose key ``_key_marked``
    compares) another card than its card's ``name``, or its ``boardType`` (a Scryfall
    entry's ``section``) another zone than its board's (``"boardType": "sideboard"`` on
    the maybeboard: a sixteenth sideboard card skipped); else ``None``. The entry is then
    not counted."""
    card = entry.get("card") if isinstance(entry, dict) else None
    name = card.get("name") if isinstance(card, dict) else None
    if not isinstance(name, str):
        return None
    if key is not None and not may_name_one_card([key, name]):
        return Finding("parse-error", f"a card of the '{board}' board keyed '{key}' is named "
                       f"'{name}': each tool reads one of them; not counted", line=line,
                       hint="key each card by its own name")
    field = next((field for field in _BOARD_FIELDS if isinstance(entry.get(field), str)), None)
    said = entry.get(field) if field is not None else None
    if isinstance(said, str) and _board_zone(said, headers) not in (
            None, _board_zone(board, headers)):
        return Finding("parse-error", f"{name}: its {field} '{said}' is another board than "
                       f"'{board}', which holds it: each tool reads one of them; not counted",
                       line=line, hint="move the card to the board it names")
    return None


#: The fields of a card entry naming its board: Moxfield's ``boardType``, a Scryfall
#: deck entry's ``section``.
_BOARD_FIELDS = ("boardType", "section")
#: The key of a card entry's ``DeckLine.marked`` entries its reader adds (a tuple: no
#: JSON key, which is a string, is it): a Scryfall entry's ``raw_text``'s card.
ENTRY_MARKS = ("marked",)


def _board_zone(board: str, headers: Mapping[str, str]) -> str | None:
    """The zone a board's name reads as (``SKIP`` for a board outside the deck), else
    ``None``."""
    key = " ".join(board.casefold().split())
    return SKIP if key in SKIPPED else ZONES.get(key) or headers.get(normalise(board))


def _other_face(card: Any, name: str) -> str | None:
    """The first name among the card's ``card_faces`` that names no face of ``name``
    (``may_be_a_face_of``: ``Island`` with a face ``Oko, Thief of Crowns``, which a tool
    showing the faces shows), else ``None``."""
    faces = card.get("card_faces")
    for face in faces if isinstance(faces, list) else ():
        written = face.get("name") if isinstance(face, dict) else None
        if isinstance(written, str) and not may_be_a_face_of(written, name):
            return written
    return None


def _card(entry: Any, board: str, line: int | None,
          headers: Mapping[str, str], kinds: Mapping[str, tuple[str, ...]]
          ) -> DeckLine | Finding:
    """One card entry of a board, on ``line``, read as a CSV row of that board is, or the
    ``parse-error`` that it is none (no name, a quantity that is no whole number, a face
    naming another card: ``_other_face``)."""
    card = entry.get("card") if isinstance(entry, dict) else None
    name = card.get("name") if isinstance(card, dict) else None
    if not isinstance(name, str) or not name.strip():
        return Finding("parse-error", f"a card of the '{board}' board without a name; not "
                       "counted", line=line)
    if (other := _other_face(card, name)) is not None:
        return Finding("parse-error", f"a card of the '{board}' board named '{name}' with a "
                       f"face named '{other}', another card: each tool reads one of them; "
                       "not counted", line=line, hint="write the card's faces as its name's")
    quantity = entry.get("quantity")
    if isinstance(quantity, float) and quantity.is_integer():
        # 4.0: a whole number, as a cardtools JSON decklist's count reads it
        quantity = int(quantity)
    if isinstance(quantity, bool) or not isinstance(quantity, int) \
            or not 1 <= quantity <= MAX_COUNT:
        return Finding("parse-error", f"{name}: quantity {json_written(quantity)} is not a "
                       f"whole number between 1 and {MAX_COUNT}; not counted", line=line)
    # isFoil and finish as two finish cells: holographic only when they agree
    finish, said = object_finish_cells(entry.get("isFoil"), entry.get("finish"))
    read = row_line([str(quantity), name.strip(), board, said, finish], _COLUMNS, line or 0,
                    headers, kinds, bundled_zones().section_zones)
    if isinstance(read, DeckLine) and isinstance(card, dict) and (
            others := other_name_marks(card) + tuple(entry.get(ENTRY_MARKS, ()))):
        # "flavor_name": "Oko, Thief of Crowns" on an Island: a tool shows the banned card
        read = read._replace(marked=read.marked + others)
    return read._replace(line=line)
