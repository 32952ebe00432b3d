"""The MTGJSON deck file reader (JSON).

An MTGJSON deck file (``AllDeckFiles``, one file per deck) looks like this::

    {"meta": {"date": "2024-01-01", "version": "5.2.2"},
     "data": {"name": "Arcane Maelstrom", "code": "C20",
              "commander": [{"count": 1, "name": "Kalamax, the Stormsire", ...}],
              "mainBoard": [{"count": 4, "name": "Lightning Bolt", "isFoil": false, ...}],
              "sideBoard": []}}

``mainBoard`` is the main deck, ``sideBoard`` the side deck and ``commander`` the
command zone (a key of another case, ``sideboard``, is read too, with a
``parse-error``); other lists of cards (``displayCommander``, ``planes``, ``schemes``,
``tokens``, a ``maybeBoard``, a list outside ``data``; the first four in any case) are
not part of the deck and are skipped with an info ``ignored-section`` (but for a card of
another kind than ``displayCommander``, ``planes`` and ``schemes`` hold, by the game
data's ``section_kinds``: it is counted in the main deck; one of them that is no list is
a ``parse-error``, as a board is); a section of cardtools' own decklist beside ``data``
(``"deck": {"Grief": 4}``) is a ``parse-error``, not read. A key written twice in one
object is a ``parse-error`` (JSON keeps the last value). Each card is its ``count`` and
``name`` (``isFoil`` or a ``finish`` of foil marks holographic copies); the other fields
(set, the collector ``number`` string, identifiers) are ignored. Never
raises: text that is not JSON is a ``fatal`` ``file-error``, a bad card a ``parse-error``.
"""

from __future__ import annotations

import re
from typing import Any

from cardtools.decklist.csv_export import (
    holographic_cells,
    lacked_finish_cells,
    object_finish_cells,
)
from cardtools.decklist.decoding import MAX_COUNT
from cardtools.decklist.jsontext import (
    JsonLines,
    json_written,
    other_name_marks,
    parse_json,
    repeated_keys,
    second_decklist,
)
from cardtools.decklist.safexml import COUNT_NAMES
from cardtools.decklist.sections import (
    header_zone,
    held_kinds,
    section_key,
    unread_place,
    within_a_typo,
)
from cardtools.decklist.text import cards_in_value
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import COMMAND, MAIN, SIDE, DeckLine, Decklist, Finding, Outside
from cardtools.names import may_be_a_face_of

BOARDS = {"mainBoard": MAIN, "sideBoard": SIDE, "commander": COMMAND}
#: Lists of cards an MTGJSON deck may have that are not part of a tournament deck.
OTHER_BOARDS = ("displayCommander", "planes", "schemes", "tokens")
#: The game data's section (``ZoneTable.section_kinds``) each of them is: it holds only
#: its kind of card, and another card listed there is counted in the main deck.
KIND_OF_BOARD = {"displayCommander": "display commander", "planes": "planar deck",
                 "schemes": "scheme deck", "tokens": "tokens"}
_SIGNATURE = re.compile(rb'"(?:mainBoard|sideBoard)"\s*:')


def looks_like_mtgjson(data: bytes) -> bool:
    """Whether JSON bytes look like an MTGJSON deck file (a ``mainBoard`` or
    ``sideBoard`` key)."""
    return _SIGNATURE.search(data[:1_000_000]) is not None


def read_mtgjson_deck(data: bytes, sections: frozenset[str] = frozenset(),
                      zones: ZoneTable | None = None) -> Decklist:
    """Read an MTGJSON deck file.

    Input: the file's bytes and the section keys of cardtools' own YAML / JSON decklist
    (``gamedata.ZoneTable.sections``: ``deck``, ``side``...), which the file may not
    hold beside ``data``. Output: a ``Decklist`` with one line per card of
    ``mainBoard``, ``sideBoard`` and ``commander`` (``line``: where the card's name is
    written), the deck's name, ``ignored-section`` findings for the other lists and
    ``parse-error`` findings for bad cards (left out), or ``fatal`` when the text is not
    JSON or has no ``data`` object. ``zones``: the zone table of the deck's game once
    known (``ZoneTable.of_game``: in a game without tokens, ``tokens`` holds main deck
    cards, a name of no card there an unknown card), every game's when ``None``. Never
    raises.
    """
    zones = zones or bundled_zones()
    parsed = parse_json(data)
    if isinstance(parsed, Finding):
        return Decklist(fatal=parsed)
    text, document, findings = parsed
    deck = document.get("data") if isinstance(document, dict) else None
    if not isinstance(deck, dict):
        return Decklist(fatal=Finding("file-error", "not an MTGJSON deck file: no 'data' "
                                      "object"))
    lines: list[DeckLine] = []
    lines_of = JsonLines(text)
    findings.extend(repeated_keys(text))
    for key, zone in _boards(deck, findings, lines_of):
        cards = deck[key]
        lines_of.seek(key)
        if not isinstance(cards, list):
            findings.append(Finding("parse-error", f"$.data.{key} is not a list of cards",
                                    line=lines_of.of_key(key)))
            continue
        for position, card in enumerate(cards):
            entry = _card(card, f"$.data.{key}[{position}]", zone, lines_of)
            if isinstance(entry, Finding):
                findings.append(entry)
            else:
                lines.append(entry)
    known = {key.casefold() for key in (*BOARDS, *OTHER_BOARDS)}
    unread = [(key, "") for key, value in deck.items()
              if section_key(key) not in known and _boards_of_cards(value)]
    unread += [(key, " outside 'data'") for key, value in document.items()
               if key != "data" and _boards_of_cards(value)
               and section_key(key) not in sections]
    findings.extend(second_decklist(document, lines_of, sections,
                                    "the 'data' of an MTGJSON deck"))
    findings.extend(_unread_list(key, where, lines_of.of_key(key)) for key, where in unread)
    for key, board in _other_boards(deck):
        held = held_kinds(KIND_OF_BOARD.get(board, ""), bundled_zones())
        no_tokens = board == "tokens" and not zones.token_sections
        if no_tokens and isinstance(deck[key], list):
            # a game without tokens (Mage Noir...): a list of another name, the main
            # deck's, as a CSV export's board of tokens is (a name of no card was hidden)
            findings.append(Finding("reading", f"'{key}': the game has no tokens, so it is "
                                    "no list of tokens; its cards are counted in the main "
                                    "deck", line=lines_of.of_key(key)))
            lines_of.seek(key)
            for position, card in enumerate(deck[key]):
                entry = _card(card, f"$.data.{key}[{position}]", MAIN, lines_of)
                if isinstance(entry, Finding):
                    findings.append(entry)
                else:
                    lines.append(entry)
            continue
        if held and not isinstance(deck[key], list):
            # no list of its kind of card: what it holds is not known to be of that kind
            findings.append(Finding("parse-error", f"$.data.{key} is not a list of cards",
                                    line=lines_of.of_key(key)))
            continue
        if held:
            # only that kind of card is out of the deck: a Grief in 'planes' is counted
            lines_of.seek(key)
            outside = Outside(f"'{key}'", held, "the main deck",
                              bundled_zones().section_zones.get(KIND_OF_BOARD.get(board, "")))
            for position, card in enumerate(deck[key]):
                entry = _card(card, f"$.data.{key}[{position}]", MAIN, lines_of)
                if isinstance(entry, Finding):
                    findings.append(entry)
                else:
                    lines.append(entry._replace(outside=outside))
            continue
        findings.append(Finding("ignored-section", f"'{key}' is not part of the deck; "
                                "its cards were not counted", line=lines_of.of_key(key)))
    metadata = {"deck": deck["name"]} if isinstance(deck.get("name"), str) else {}
    noted: dict[int, tuple[str, str]] = {}
    if metadata:  # "name": "4 Crimson Ritual" is a card line, as Name: 4 Crimson Ritual
        lines.extend(cards_in_value("Name", metadata["deck"], lines_of.of_key("name"),
                                    noted=noted))
    return Decklist(lines, metadata, findings, noted=noted)


def _other_boards(deck: dict[str, Any]) -> list[tuple[str, str]]:
    """``(key as written, its name in OTHER_BOARDS)`` of each list of cards of ``deck``
    outside the tournament deck, in any case (``DisplayCommander``, ``Tokens``: a key of
    another case was neither read nor said), that holds something."""
    names = {board.casefold(): board for board in OTHER_BOARDS}
    return [(key, names[section_key(key)]) for key, value in deck.items()
            if section_key(key) in names and value]


def _boards(deck: dict[str, Any], findings: list[Finding], lines_of: JsonLines
            ) -> list[tuple[str, str]]:
    """``(key, zone)`` of the deck's lists of cards: ``mainBoard``, ``sideBoard`` and
    ``commander`` in any case (``sideboard``), each key of another case also a
    ``parse-error``: a list written twice, both read."""
    found = []
    for key in deck:
        board = next((name for name in BOARDS if name.casefold() == section_key(key)), None)
        if board is None:
            continue
        if key != board:
            findings.append(Finding("parse-error", f"'{key}' is written '{board}' in an "
                                    "MTGJSON deck; its cards were read", line=lines_of.of_key(key),
                                    hint=f"write '{board}'"))
        found.append((key, BOARDS[board]))
    return found


def _unread_list(key: str, where: str, line: int | None) -> Finding:
    """What is said of a list of cards ``key`` that an MTGJSON deck does not hold
    (``where``: ``""`` in ``data``, else where it is), its cards not counted
    (``unread_place``): an ``ignored-section`` note for a section outside the deck
    (``maybeBoard``), else a ``parse-error``: under a zone header of the game data
    (``"Deck"``, ``"Side Board"``), as a person reads its cards in that zone, in ``data``
    under a name within a typo of a list's or a header's (``"sideBaord"``:
    ``sections.within_a_typo``), or under any other name (``"extras"``: a banned card
    there was a note, the deck legal)."""
    zones = bundled_zones()
    # the names of an MTGJSON deck's lists and the game data's zone headers: a list
    # within a typo of one is no other list
    lists = (*BOARDS, *OTHER_BOARDS, "maybeBoard")
    boards = [board.casefold() for board in lists]
    meant = None if where or header_zone(key, zones.headers) else within_a_typo(
        key, [*boards, *zones.headers], boards)
    if meant is not None:
        # "sideBaord": a person reads its cards as the side deck's (they were skipped
        # with a note, a banned card there unsaid)
        written = next((board for board in lists if board.casefold() == meant), meant)
        return Finding("parse-error", f"list '{key}' is within a typo of '{written}': its "
                       "cards were not counted", line=line, hint=f"write {_BOARD_NAMES}")
    return unread_place(key, "list", "an MTGJSON deck", _BOARD_NAMES, zones, line)


#: The lists of an MTGJSON deck that hold its cards, as a hint names them.
_BOARD_NAMES = "'mainBoard', 'sideBoard' or 'commander'"


def _boards_of_cards(value: Any) -> bool:
    """Whether ``value`` holds cards: a list of cards (objects with a ``name``), or an
    object written for one (``{"name": "Oko, Thief of Crowns", "count": 1}``), for a
    mapping of them (``{"Oko, Thief of Crowns": {"count": 1}}``) or of names to counts
    (``{"Oko, Thief of Crowns": 1}``): the same list of another shape."""
    if isinstance(value, dict):
        return "name" in value or any(
            isinstance(item, dict) or (isinstance(item, int) and not isinstance(item, bool))
            for item in value.values())
    return isinstance(value, list) and any(isinstance(item, dict) and "name" in item
                                           for item in value)


def _card(card: Any, path: str, zone: str, where: JsonLines) -> DeckLine | Finding:
    if not isinstance(card, dict) or not isinstance(card.get("name"), str) \
            or not card["name"].strip():
        return Finding("parse-error", f"{path}: a card without a name", line=None)
    name = card["name"].strip()
    line = where.of_name(card["name"])
    unread = _unread_keys(card, path, line)
    if unread is not None:
        return unread
    count = card.get("count", 1)
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        return Finding("parse-error", f"{path}: count {json_written(count)} is not a quantity "
                       f"between 1 and {MAX_COUNT}", line=line)
    cells = object_finish_cells(card.get("isFoil"), card.get("finish"))
    if (lacked := lacked_finish_cells(cells, line)) is not None:
        return lacked
    foil = holographic_cells(cells)
    # "flavorName": "Oko, Thief of Crowns" on an Island: a tool shows the banned card
    return DeckLine(name, count, zone, line, foil, marked=other_name_marks(card))


def _unread_keys(card: dict[str, Any], path: str, line: int | None) -> Finding | None:
    """A ``parse-error`` for a card object whose keys differ only in case (``Name`` and
    ``name``: each tool reads one of them), whose ``faceName`` or ``asciiName`` names
    another card than its ``name`` (``Island`` beside ``Oko, Thief of Crowns``: a tool
    showing the face's name shows the banned card; ``may_be_a_face_of``) or that writes
    a count under another name than ``count`` (``quantity``, ``qty``, ``"number": 4``:
    MTGJSON's readers take one copy where a person reads more; ``"number": "146"`` is
    MTGJSON's collector number), else ``None``; such a card is not read."""
    folded: dict[str, list[str]] = {}
    for key in card:
        folded.setdefault(str(key).casefold(), []).append(str(key))
    clashing = [key for keys in folded.values() if len(keys) > 1 for key in keys]
    if clashing:
        return Finding("parse-error", f"{path}: a card with the keys {', '.join(clashing)}, "
                       "which differ only in case: each tool reads one of them; not read",
                       line=line, hint="write each key once")
    faces = [key for key in ("faceName", "asciiName") if isinstance(card.get(key), str)
             and not may_be_a_face_of(card[key], str(card.get("name", "")))]
    if faces:
        return Finding("parse-error", f"{path}: a card named '{card.get('name')}' with the "
                       f"{faces[0]} '{card[faces[0]]}', which names another card: each tool "
                       "reads one of them; not read", line=line,
                       hint=f"write the card's name alone, or its {faces[0]} as a face of it")
    other = [key for key in card if str(key).casefold() in COUNT_NAMES - {"count"}
             and not _collector_number(key, card[key])]
    if other:
        shown = json_written(card[other[0]])
        return Finding("parse-error", f"{path}: a card gives a count as {other[0]} ({shown}), "
                       "which MTGJSON does not read (it reads count): not read", line=line,
                       hint="write the copies as count")
    return None


def _collector_number(key: Any, value: Any) -> bool:
    """Whether ``key: value`` of a card is MTGJSON's collector number (``"number":
    "146"``, a string in every card MTGJSON writes), no count: a number written as a
    JSON number (``"number": 4``) may be one."""
    return key == "number" and isinstance(value, str)
