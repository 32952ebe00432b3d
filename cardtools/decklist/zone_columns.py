"""A sheet of one deck's zones in columns of card lines, each column titled as a zone of
the deck: a form's ``Main Deck`` and ``Sideboard`` answers (``4 Lightning Bolt`` and
``56 Mountain`` in one cell, ``4 Smash to Smithereens`` in the other), as an organizer's
registration form asks for them (README "Folder walks"). Each column's lines are read as
a text decklist's section under the column's title, on the file's lines. Columns of card
lines with no zone's title, or two of one zone, may be two decklists and stay refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardtools.decklist.text import read_text
from cardtools.gamedata import ZoneTable
from cardtools.model import COMMAND, MAIN, SIDE, Decklist

#: The zones a column may be titled as.
_ZONES = frozenset({MAIN, SIDE, COMMAND})

#: One zone's column: its title as written, the line of that title, and its cells, each
#: with the line its text starts on.
ZoneColumn = tuple[str, int, Sequence[tuple[int, str]]]


def titled_zones(titles: Mapping[int, str], zones: ZoneTable) -> dict[int, str] | None:
    """The zone each column of ``titles`` (its title by its position) is titled as
    (``csv_export._named_zone``: ``Main Deck``, ``Decklist``, ``Sideboard``,
    ``Banquillo``: a zone header of the game data ``zones`` in any language it knows),
    when each names another zone of the deck, the main deck's among them; ``None``
    otherwise (a column of no zone's title, two of one zone: two decklists, maybe)."""
    from cardtools.decklist.csv_export import _named_zone

    found = {at: _named_zone(title, zones.headers) for at, title in titles.items()}
    named = [zone for zone in found.values() if zone in _ZONES]
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
