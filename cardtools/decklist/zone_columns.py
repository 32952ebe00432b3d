"""A sheet of one deck's zones in columns of card lines, each column titled as a zone of
the deck: a form's ``Main Deck`` and ``Sideboard`` answers (``4 Lightning Bolt`` and
``56 Mountain`` in one cell, ``4 Smash to Smithereens`` in the other), as an organizer's
registration form asks for them (README "Folder walks"). Each column's lines are read as
a text decklist's section under the column's title, on the file's lines. Columns of card
lines with no zone's title, or two of one zone, may be two decklists and stay refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtools.decklist.decoding import decode
from cardtools.decklist.text import read_text
from cardtools.gamedata import ZoneTable
from cardtools.model import MAIN, Decklist, Finding
from cardtools.patterns import lazy_pattern

#: One zone's column: its title as written, the line of that title, and its cells, each
#: with the line its text starts on.
ZoneColumn = tuple[str, int, Sequence[tuple[int, str]]]


def titled_zones(titles: Mapping[int, str], zones: ZoneTable) -> dict[int, str] | None:
    """The zone each column of ``titles`` (its title by its position) is titled as
    (``csv_export._named_zone``: ``Main Deck``, ``Decklist``, ``Sideboard``,
    ``Banquillo``, ``Magi``: a zone header of the game data ``zones`` in any language it
    knows, never a section outside the deck),
    when each names another zone of the deck, the main deck's among them; ``None``
    otherwise (a column of no zone's title, two of one zone: two decklists, maybe)."""
    from cardtools.decklist.csv_export import _named_zone

    found = {at: _named_zone(title, zones.headers) for at, title in titles.items()}
    named = [zone for zone in found.values() if zone is not None]
    if len(named) != len(found) or len(set(named)) != len(named) or MAIN not in named:
        return None
    return {at: zone for at, zone in found.items() if zone is not None}


def read_zone_columns(columns: Sequence[ZoneColumn], zones: ZoneTable) -> Decklist | None:
    """The deck of ``columns``, each a zone's title and its cells of card lines, read as
    one text decklist of a section a column, each under the column's title as its
    header (its count or words in brackets left out: the form's, not the player's),
    every line, finding and zone on its line of the file (a title on its
    title's line). ``None`` when a title does not head its zone as a text's header, or
    the text reads what this reading cannot number (declared counts, zone guesses, lines
    under a section outside the deck, suppressions): the caller refuses the sheet as
    before. Never raises."""
    from cardtools.decklist.csv_export import _BOARD_DECORATION

    text: list[str] = []
    origin: dict[int, int] = {}
    heads: list[int] = []
    for title, line, cells in columns:
        # the form's words about the zone (Sideboard (up to 15 cards)) declare no count
        text.append(_BOARD_DECORATION().sub("", " ".join(title.split())) or title)
        heads.append(len(text))
        origin[len(text)] = line
        for start, cell in cells:
            for offset, part in enumerate(cell.splitlines()):
                text.append(part)
                origin[len(text)] = start + offset
    read = read_text("\n".join(text).encode("utf-8"), zones=zones)
    if read.fatal is not None or _unnumbered(read) or sorted(
            read.zone_lines.values()) != heads:
        return None
    return _relined(read, origin)


def _unnumbered(read: Decklist) -> bool:
    """Whether ``read`` holds what ``_relined`` does not move to the file's lines."""
    return bool(read.declared or read.under_skipped or read.guesses or read.skipped_cards
                or read.suppressions)


#: The ``Decklist`` attributes that are sets of lines, and those mapping lines to what
#: stands there, that ``_relined`` moves.
_LINE_SETS = ("card_headers", "remark_headers", "zone_prefixed", "outside_block",
              "counted_first")
_BY_LINE = ("noted", "title_notes", "list_heads", "late_values", "commented_names")


def _relined(read: Decklist, origin: Mapping[int, int]) -> Decklist:
    """``read`` with its lines, findings, zones' and keys' lines, headers and the lines
    of ``_LINE_SETS`` and ``_BY_LINE`` moved by ``origin`` (the text's line to the
    file's)."""
    def moved(line: int | None) -> int | None:
        return origin.get(line, line) if line is not None else None

    read.lines = [each._replace(line=moved(each.line)) for each in read.lines]
    read.findings = [each._replace(line=moved(each.line)) for each in read.findings]
    read.zone_lines = {zone: origin.get(line, line) for zone, line in read.zone_lines.items()}
    read.metadata_lines = {key: origin.get(line, line)
                           for key, line in read.metadata_lines.items()}
    read.headers = [(origin.get(line, line), opens) for line, opens in read.headers]
    read.main_headers = tuple(origin.get(line, line) for line in read.main_headers)
    for name in _LINE_SETS:
        setattr(read, name, frozenset(origin.get(line, line) for line in getattr(read, name)))
    for name in _BY_LINE:
        setattr(read, name, {origin.get(line, line): value
                             for line, value in getattr(read, name).items()})
    return read


#: The most rows above a table's zones' titles (a registration sheet's fields) and the
#: titles' own.
_TITLE_LINES = 8
#: The first bytes of a file in which a table's zones' titles are looked for.
_HEAD_BYTES = 4096
#: A table's cell of a card line with its count (``4 Lightning Bolt``, ``4x Opt``).
_COUNTED_CELL = lazy_pattern(r"\s*\d{1,3}\s*[xX]?\s+\S")


def read_zone_table(data: bytes, zones: ZoneTable) -> Decklist | None:
    """The deck of a table (``.csv``, ``.txt``, ``.tsv``) of one deck's zones in columns
    of card lines, one a cell (``Main Deck<tab><tab><tab>Sideboard`` over rows of ``4
    Lightning Bolt<tab><tab><tab>1 Lurrus of the Dream-Den``): a row of the zones'
    titles (``titled_zones``) among its first, every cell below in a titled column a
    card line with its count, read as the zones' columns are (``read_zone_columns``),
    with a ``reading`` note; a registration sheet's fields above the titles or beside
    the columns read as the deck's keys (``side_by_side.sheet_fields``). ``None`` for
    any other file (the main deck was read as the side deck under a line naming both).
    Never raises."""
    from cardtools.decklist.csv_export import _DELIMITERS
    from cardtools.decklist.side_by_side import rows_of

    decoded = decode(data[:_HEAD_BYTES])
    lines = [] if decoded.fatal is not None else decoded.lines[:_TITLE_LINES]
    for delimiter in (mark for mark in _DELIMITERS if any(mark in line for line in lines)):
        found = next(((index, zoned) for index, row in enumerate(rows_of(lines, delimiter) or [])
                      if (zoned := _zones_titled(row, zones)) is not None), None)
        decoded = decode(data) if found else decoded
        rows = rows_of(decoded.lines, delimiter) if found and decoded.fatal is None else None
        if rows is not None and found is not None:
            return _zone_table(rows, *found, zones)
    return None


def _zones_titled(row: list[str], zones: ZoneTable) -> dict[int, str] | None:
    """The zone of each filled cell of ``row`` when two at least are filled, each
    titling another zone of one deck (``titled_zones``); ``None`` otherwise."""
    cells = {at: cell for at, cell in enumerate(row) if cell.strip()}
    return titled_zones(cells, zones) if len(cells) > 1 else None


def _zone_table(rows: list[list[str]], top: int, zoned: dict[int, str],
                zones: ZoneTable) -> Decklist | None:
    """The deck of a table's ``rows`` whose row ``top`` titles the columns ``zoned``
    (``read_zone_table``); ``None`` when a cell below in a titled column is no card line
    with its count, or a cell outside is no field (``side_by_side.sheet_fields``)."""
    from cardtools.decklist.side_by_side import sheet_fields, with_fields

    fields = sheet_fields(rows, top, [(at, at) for at in zoned])
    cells = {at: [(index, row[at]) for index, row in enumerate(rows[top + 1:], top + 2)
                  if at < len(row) and row[at].strip()] for at in zoned}
    if fields is None or not any(cells.values()) or not all(
            _COUNTED_CELL().match(cell) for column in cells.values() for _, cell in column):
        return None
    places = sorted(zoned, key=lambda at: (zoned[at] != MAIN, at))
    read = read_zone_columns([(rows[top][at], top + 1, cells[at]) for at in places], zones)
    if read is None:
        return None
    titles = ", ".join(f"column {at + 1} '{rows[top][at].strip()[:40]}'" for at in places)
    read.findings.insert(0, Finding("reading", "read as one deck's zones in columns of card "
                                    f"lines ({titles})", line=top + 1))
    return with_fields(read, fields, 0, zones)
