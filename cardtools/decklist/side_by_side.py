"""A sheet of one deck's zones side by side: pairs of a count's and a card's name column,
each pair titled as a zone of the deck (``Main Deck,,Sideboard,`` over ``4,Lightning
Bolt,1,Lurrus of the Dream-Den``), as an organizer's decklist sheet lays out the main deck
beside the sideboard (README "Folder walks"), maybe under a registration sheet's fields
(``Player Name,John Smith``), read as the deck's keys. Pairs titled otherwise, by players'
names or not at all, may be several decks and stay refused
(``decklist._decks_side_by_side``).
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable

from cardtools.decklist.decoding import decode
from cardtools.gamedata import ZoneTable
from cardtools.model import COMMAND, MAIN, SIDE, Decklist, Finding
from cardtools.names import normalise

#: Most rows holding text above the first pair of a count and a name that title the
#: pairs (a row of the zones' titles, maybe a row of ``Qty,Card`` under it); the rows
#: above them are a registration sheet's fields.
_TITLE_ROWS = 2
#: The zones a pair may be titled as, each with the board word its rows are read under.
_BOARDS = {MAIN: "main", SIDE: "sideboard", COMMAND: "commander"}


def read_zones_side_by_side(data: bytes, delimiter: str, name_first: int,
                            counts: list[int], zones: ZoneTable) -> Decklist | None:
    """The deck of a ``.csv`` file whose pairs of columns (``delimiter``; the counts in
    ``counts``, numbered from 1, each name after its count, or before it when
    ``name_first`` is 1) are each titled as another zone of the deck on the row or two
    above the first pair that hold text (``Main Deck`` and ``Sideboard``, ``Mazo
    principal`` and ``Banquillo``, ``Sideboard Deck``: a zone header of the game data
    ``zones`` in any language, beside a count's or a name's column title or none, or in
    one cell with it: ``Main Deck Qty``), one of them the main deck: each pair's rows
    read as a card export's rows of that zone, on their lines, with a ``reading`` note.
    The rows above the titles are a registration sheet's fields (``Player Name,John
    Smith``, ``Event,Store Champs``: ``sheet_fields``), read as a text decklist reads its
    ``Name:`` lines, a card line in a value counted; a title of one cell a row among
    them is read as a sheet's title above its header (``csv_export._title_cards``: a
    card it names counted). ``None`` for any other file (decks side by side, maybe: two
    cells above the titles that are no field, a cell beside the pairs that is none).
    Never raises."""
    from cardtools.decklist.csv_export import separator_hint

    decoded = decode(data)
    if decoded.fatal is not None:
        return None
    # Excel's "sep=" line alone: the rows above the titles are this reader's to read
    start = separator_hint(decoded.lines[:1])
    rows = rows_of(decoded.lines[start:], delimiter)
    if rows is None:
        return None
    pairs = [(at - 1, at - 2 if name_first else at) for at in counts]
    first = next((index for index, row in enumerate(rows) if any(
        _cell(row, count).isdigit() for count, _ in pairs)), None)
    found = _titles(rows[:first], pairs, zones) if first else None
    if first is None or found is None:
        return None
    top, titled = found
    fields = sheet_fields(rows, top, pairs)
    if fields is None or _second_deck(rows[first:], pairs, zones):
        return None
    lines = [("Quantity,Name,Board", start + top + 1)]
    # a pair's rows after the pair before's, so a zone's total row sums its own rows
    for (count, name), (zone, _) in zip(pairs, titled, strict=True):
        lines += [(_joined((*_total_first(_cell(row, count), _cell(row, name)),
                            _BOARDS[zone])), index)
                  for index, row in enumerate(rows[first:], start + first + 1)
                  if _cell(row, count) or _cell(row, name)]
    read = _renumbered(lines, titled, pairs, zones)
    return None if read is None else with_fields(read, fields, start, zones)


#: A sheet's total written in one cell, its label then its number (``Main Deck Total:
#: 60``).
_LABELLED_TOTAL = re.compile(r"^(?P<label>\D*?)[\s:=-]*(?P<count>\d{1,3})$")
#: The words a sheet's total label may hold beside a total's (``Total Cards in Main
#: Deck``), left out before ``csv_export._total_name`` reads it.
_TOTAL_FILLERS = frozenset({"in", "of", "the", "#"})


def _total_first(count: str, name: str) -> tuple[str, str]:
    """A pair's count and name cells, but for a total written label first (``Total,60``,
    ``Total Cards in Main Deck,60``, ``Main Deck Total: 60`` in one cell): its number
    and its label's total words, as the card export's reader tells a total's row
    (``60,Total``: not counted when it sums the zone's rows; it was a row of no count, a
    legal deck illegal)."""
    from cardtools.decklist.csv_export import _total_name

    found = _LABELLED_TOTAL.match(count) if not name else None
    label, number = (found["label"], found["count"]) if found else (count, name)
    words = " ".join(word for word in label.split() if word.casefold() not in _TOTAL_FILLERS)
    return (number, words) if number.isdigit() and words and _total_name(words) else (
        count, name)


def rows_of(lines: list[str], delimiter: str) -> list[list[str]] | None:
    """The cells of ``lines``, a row a line; ``None`` when a quoted cell runs over a line
    or the rows cannot be parted."""
    reader = csv.reader(lines, delimiter=delimiter)
    rows: list[list[str]] = []
    try:
        for row in reader:
            if reader.line_num != len(rows) + 1:
                return None
            rows.append(row)
    except csv.Error:
        return None
    return rows


def _cell(row: list[str], at: int) -> str:
    return row[at].strip() if 0 <= at < len(row) else ""


def _titles(head: list[list[str]], pairs: list[tuple[int, int]],
            zones: ZoneTable) -> tuple[int, list[tuple[str, str]]] | None:
    """The first of the rows of ``head`` (the rows above the first pair) that title the
    ``pairs`` as zones (the last row holding text, else the last two: ``Main Deck,,
    Sideboard,`` over ``Qty,Card,Qty,Card``), with each pair's zone and title as written
    (``_pair_zones``); ``None`` when no such rows title them."""
    filled = [index for index, row in enumerate(head) if any(cell.strip() for cell in row)]
    for size in range(1, _TITLE_ROWS + 1):
        titled = _pair_zones([head[index] for index in filled[-size:]], pairs, zones) \
            if len(filled) >= size else None
        if titled is not None:
            return filled[-size], titled
    return None


def _pair_zones(titles: list[list[str]], pairs: list[tuple[int, int]],
                zones: ZoneTable) -> list[tuple[str, str]] | None:
    """Each pair's zone and title as written, from the title rows ``titles``: the cells
    of each pair naming one zone of ``_BOARDS`` (``_title_zone``), its other cells a
    count's or a name's column title or blank, each pair another zone, the main deck's
    among them; ``None`` otherwise."""
    found = []
    for places in pairs:
        cells = [_cell(row, at) for row in titles for at in places if _cell(row, at)]
        named = [(zone, cell) for cell in cells
                 if (zone := _title_zone(cell, zones)) is not None]
        zone_cells = {cell for _, cell in named}
        if len({zone for zone, _ in named}) != 1 or named[0][0] not in _BOARDS or any(
                not _column_title(cell) for cell in cells if cell not in zone_cells):
            return None
        found.append(named[0])
    ids = [zone for zone, _ in found]
    return found if MAIN in ids and len(set(ids)) == len(ids) else None


def _second_deck(rows: list[list[str]], pairs: list[tuple[int, int]],
                 zones: ZoneTable) -> bool:
    """Whether one of the ``rows`` under the first pair titles the ``pairs`` as zones
    again (``_pair_zones``) or names a player (``Player Name,Bob``): a second deck's
    sheet under the first (read as one deck of both decks' cards)."""
    from cardtools.decklist.csv_export import column_key

    return any(_pair_zones([row], pairs, zones) is not None
               or any(column_key(cell) == "player" for cell in row) for row in rows)


def _title_zone(cell: str, zones: ZoneTable) -> str | None:
    """The zone a pair's title cell names (``csv_export._named_zone``), alone or beside
    a count's or a name's column title in the cell (``Main Deck Qty``, ``Sideboard Card
    Name``, ``Qty Sideboard``); ``None`` for a column's title alone (``# in deck`` names
    the count, not the main deck) or any other cell."""
    from cardtools.decklist.csv_export import _named_zone

    if _column_title(cell):
        return None
    words = cell.split()
    cuts = [(words[:at], words[at:]) for at in range(1, len(words))]
    return _named_zone(cell, zones.headers) or next(
        (zone for zone_words, title in [*cuts, *((after, before) for before, after in cuts)]
         if _column_title(" ".join(title))
         and (zone := _named_zone(" ".join(zone_words), zones.headers)) is not None), None)


def _column_title(cell: str) -> bool:
    """Whether ``cell`` titles a count's or a name's column (``Qty``, ``Card``; a count
    sign and what it counts, ``#``, ``# in deck``)."""
    from cardtools.decklist.columns import LOCAL_COLUMNS, NAME_COLUMNS, QUANTITY_COLUMNS

    key = " ".join(cell.casefold().split())
    return key.startswith("#") or key in NAME_COLUMNS or key in QUANTITY_COLUMNS or any(
        key in LOCAL_COLUMNS.get(role, ()) for role in ("name", "quantity"))


#: A registration sheet's field read (``sheet_fields``): the row's index, the key's cell
#: (``None`` for a title of one cell) and the value.
SheetField = tuple[int, str | None, str]


def sheet_fields(rows: list[list[str]], top: int, pairs: list[tuple[int, int]]
                 ) -> list[SheetField] | None:
    """The fields of a registration sheet ``rows`` whose zones' titles begin on row
    ``top``: on the rows above, every cell; on the others, the cells outside the
    ``pairs``. Each a decklist's key and its value (``Player Name,John Smith``:
    ``csv_export.column_key``; a key left blank gives none), or above the titles one
    title of one cell a row; ``None`` when a row holds a cell of neither (two names
    above the pairs, a card beside them) or two players are named: decks side by side,
    maybe."""
    from cardtools.decklist.csv_export import column_key

    used = {at for pair in pairs for at in pair}
    found: list[SheetField] = []
    for index, row in enumerate(rows):
        cells = [cell.strip() for at, cell in enumerate(row)
                 if cell.strip() and (index < top or at not in used)]
        lone = 0
        while cells:
            key = cells.pop(0)
            if column_key(key) is None:
                lone += 1
                found.append((index, None, key))
            elif cells and column_key(cells[0]) is None:
                found.append((index, key, cells.pop(0)))
        if lone > (index < top):
            return None
    players = {normalise(value) for _, key, value in found
               if key is not None and column_key(key) == "player"}
    return found if len(players) < 2 else None


def with_fields(read: Decklist, fields: list[SheetField], start: int,
                zones: ZoneTable) -> Decklist:
    """``read`` with the registration sheet's ``fields`` (their rows' lines after
    ``start``) read in: a key and its value as the text reader reads the line ``Key:
    value`` (``plain_metadata.read_plain_metadata``: the player, the event; a card line
    in the value counted), a title of one cell as a sheet's title above its header
    (``csv_export._title_cards``: a card it names counted, else a note)."""
    from cardtools.decklist.csv_export import _title_cards
    from cardtools.decklist.plain_metadata import read_plain_metadata

    for index, key, value in fields:
        line = start + index + 1
        if key is None:
            read.lines += _title_cards([_joined((value,))], line - 1, zones, read.noted,
                                       read.findings, read.title_notes)
            continue
        said = " ".join(key.replace("_", " ").rstrip(" :").split())
        read.lines += read_plain_metadata(f"{said}: {value}", line, read.metadata,
                                          read.metadata_lines, read.findings,
                                          read.noted) or []
    read.lines.sort(key=lambda each: each.line or 0)
    return read


def _joined(cells: Iterable[str]) -> str:
    """One CSV row of ``cells``, each quoted."""
    return ",".join('"' + cell.replace('"', '""') + '"' for cell in cells)


def _renumbered(lines: list[tuple[str, int]], titled: list[tuple[str, str]],
                pairs: list[tuple[int, int]], zones: ZoneTable) -> Decklist | None:
    """The card export of ``lines`` (each a row and the file's line it comes from) read
    by ``csv_export.read_csv_export``, each card line and finding on the file's line
    (a finding two pairs' rows of one line both give, said once: each pair's total),
    with a ``reading`` note naming the pairs' titles; ``None`` when the export is no
    deck or holds what this reading cannot number (declared counts but a zone's total,
    which is compared with its zone's cards wherever they stand; headers)."""
    from cardtools.decklist.csv_export import read_csv_export

    read = read_csv_export("\r\n".join(row for row, _ in lines).encode(), zones)
    totals = all(count.scope == "deck" and count.zone is not None for count in read.declared)
    if read.fatal is not None or not totals or read.noted \
            or read.under_skipped or read.zone_prefixed or read.card_headers:
        return None
    origin = {at: line for at, (_, line) in enumerate(lines, 1)}

    def moved(line: int | None) -> int | None:
        return origin.get(line, line) if line is not None else None

    for count in read.declared:
        count.line = moved(count.line) or 1
    read.headers = [(moved(line) or 1, zone) for line, zone in read.headers]

    read.lines = sorted((each._replace(line=moved(each.line)) for each in read.lines),
                        key=lambda each: each.line or 0)
    read.findings = list(dict.fromkeys(each._replace(line=moved(each.line))
                                       for each in read.findings))
    read.zone_lines = {zone: moved(line) or 1 for zone, line in read.zone_lines.items()}
    read.metadata_lines = {key: moved(line) or 1 for key, line in read.metadata_lines.items()}
    shown = ", ".join(f"columns {min(pair) + 1}-{max(pair) + 1} '{title[:40]}'"
                      for pair, (_, title) in zip(pairs, titled, strict=True))
    read.findings.insert(0, Finding("reading", "read as one deck's zones side by side "
                                    f"({shown})", line=lines[0][1]))
    return read
