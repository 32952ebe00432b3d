"""A sheet of one deck's zones side by side: pairs of a count's and a card's name column,
each pair titled as a zone of the deck (``Main Deck,,Sideboard,`` over ``4,Lightning
Bolt,1,Lurrus of the Dream-Den``), as an organizer's decklist sheet lays out the main deck
beside the sideboard (README "Folder walks"). Pairs titled otherwise, by players' names or
not at all, may be several decks and stay refused (``decklist._decks_side_by_side``).
"""

from __future__ import annotations

import csv
from collections.abc import Iterable

from cardtools.decklist.decoding import decode
from cardtools.gamedata import ZoneTable
from cardtools.model import COMMAND, MAIN, SIDE, Decklist, Finding

#: Most rows above the first pair of a count and a name that title the pairs (a row of
#: the zones' titles, maybe a row of ``Qty,Card`` under it).
_TITLE_ROWS = 2
#: The zones a pair may be titled as, each with the board word its rows are read under.
_BOARDS = {MAIN: "main", SIDE: "sideboard", COMMAND: "commander"}


def read_zones_side_by_side(data: bytes, delimiter: str, name_first: int,
                            counts: list[int], zones: ZoneTable) -> Decklist | None:
    """The deck of a ``.csv`` file whose pairs of columns (``delimiter``; the counts in
    ``counts``, numbered from 1, each name after its count, or before it when
    ``name_first`` is 1) are each titled as another zone of the deck on the rows above
    the first pair (``Main Deck`` and ``Sideboard``, ``Mazo principal`` and
    ``Banquillo``, ``Sideboard Deck``: a zone header of the game data ``zones`` in any
    language, beside a count's or a name's column title or none), one of them the main
    deck, every other cell blank: each pair's rows read as a card export's rows of that
    zone, on their lines, with a ``reading`` note (refused as decks side by side, the
    legal deck not judged). ``None`` for any other file (decks side by side, maybe).
    Never raises."""
    from cardtools.decklist.csv_export import separator_hint

    decoded = decode(data)
    if decoded.fatal is not None:
        return None
    start = separator_hint(decoded.lines)
    rows = _rows(decoded.lines[start:], delimiter)
    if rows is None:
        return None
    pairs = [(at - 1, at - 2 if name_first else at) for at in counts]
    first = next((index for index, row in enumerate(rows) if any(
        _cell(row, count).isdigit() for count, _ in pairs)), None)
    if first is None or not 0 < first <= _TITLE_ROWS:
        return None
    titled = _pair_zones(rows[:first], pairs, zones)
    if titled is None or any(_other_cells(row, pairs) for row in rows[first:]):
        return None
    lines = [("Quantity,Name,Board", start + 1)]
    # a pair's rows after the pair before's, so a zone's total row sums its own rows
    for (count, name), (zone, _) in zip(pairs, titled, strict=True):
        lines += [(_joined((_cell(row, count), _cell(row, name), _BOARDS[zone])), index)
                  for index, row in enumerate(rows[first:], start + first + 1)
                  if _cell(row, count) or _cell(row, name)]
    return _renumbered(lines, titled, pairs, zones)


def _rows(lines: list[str], delimiter: str) -> list[list[str]] | None:
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


def _pair_zones(titles: list[list[str]], pairs: list[tuple[int, int]],
                zones: ZoneTable) -> list[tuple[str, str]] | None:
    """Each pair's zone and title as written, from the title rows ``titles``: one cell
    of each pair's naming a zone of ``_BOARDS`` (``csv_export._named_zone``), its other
    cells a count's or a name's column title or blank, each pair another zone, the main
    deck's among them, and no cell filled outside the pairs; ``None`` otherwise."""
    from cardtools.decklist.csv_export import _named_zone

    if any(_other_cells(row, pairs) for row in titles):
        return None
    found = []
    for places in pairs:
        cells = [_cell(row, at) for row in titles for at in places if _cell(row, at)]
        named = [(zone, cell) for cell in cells
                 if (zone := _named_zone(cell, zones.headers)) is not None]
        if len(named) != 1 or named[0][0] not in _BOARDS or any(
                not _column_title(cell) for cell in cells if cell != named[0][1]):
            return None
        found.append(named[0])
    ids = [zone for zone, _ in found]
    return found if MAIN in ids and len(set(ids)) == len(ids) else None


def _column_title(cell: str) -> bool:
    """Whether ``cell`` titles a count's or a name's column (``Qty``, ``Card``)."""
    from cardtools.decklist.columns import LOCAL_COLUMNS, NAME_COLUMNS, QUANTITY_COLUMNS

    key = " ".join(cell.casefold().split())
    return key in NAME_COLUMNS or key in QUANTITY_COLUMNS or any(
        key in LOCAL_COLUMNS.get(role, ()) for role in ("name", "quantity"))


def _other_cells(row: list[str], pairs: list[tuple[int, int]]) -> bool:
    """Whether ``row`` fills a cell outside the ``pairs``' columns."""
    used = {at for pair in pairs for at in pair}
    return any(cell.strip() for at, cell in enumerate(row) if at not in used)


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
