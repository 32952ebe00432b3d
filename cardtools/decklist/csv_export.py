"""The reader of card CSV exports (Moxfield, Archidekt, Deckbox, ManaBox and the like).

A CSV export has a header row naming its columns, then one row per card::

    Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Collector Number
    4,0,Lightning Bolt,m10,Near Mint,English,,,146
    1,0,Sol Ring,cmr,Near Mint,English,foil,,472

The separator is sniffed (comma, semicolon, tab or bar); a first line ``sep=,`` (the hint
for spreadsheets some exporters write, Dragon Shield's among them) is skipped. Columns are
found by their names, case-insensitively, an underscore or a hyphen read as a space
(``is_sideboard``): the quantity in ``Count``, ``Quantity``, ``Qty``,
``Amount``, ``Copies``, ``Total Qty`` or Delver Lens's ``QuantityX`` (``4x``), else EchoMTG's
``Reg Qty`` and ``Foil Qty``, each a line of its copies (``row_lines``) (without one, each
row is one copy); the name in ``Name``, ``Card Name``, ``Card``, ``Card_Name``,
Cardmarket's ``English Name`` or TCGplayer's ``Simple Name`` (Card Kingdom's ``title``
beside a quantity column and no other name column); without an English column of the
role, in the same words of other languages (``LOCAL_COLUMNS``: ``Anzahl``, ``Quantité``,
``Cantidad``, ``Nom``, ``Kartenname``...); the zone in ``Board``, ``Section``, ``Zone``,
``Deck``, ``Category`` or ``Categories`` (``main``, ``mainboard`` and empty: the main
deck; ``side``, ``sideboard``: the side deck; ``commander``, Moxfield's
``signatureSpells``: the command zone; ``companion`` (Moxfield's ``companions`` board):
the sideboard, the card declared as the companion; ``maybeboard``, ``considering``,
``tokens``, ``wishlist``, TappedOut's ``acquire``, Moxfield's ``planes`` and ``schemes``
and a game's sections outside the deck
(``ZoneTable.skipped_sections``: ``Stickers``, ``Display Commander``): not part of the
deck, skipped with an info ``ignored-section``; an Archidekt category list such as
``Commander{top},Ramp`` is read as the text reader reads it); a ``Commander`` column
holding ``True`` (TappedOut's) puts the row in the command zone, and so does MTGO's
``Annotation`` ``16777728``; MTGO's ``Sideboarded`` ``Yes`` puts it in the side deck; Cube
Cobra's ``maybeboard`` ``true`` leaves it out (``ignored-section``); Cardmarket's
``Playset?`` counts the quantity in playsets of four cards; the finish in ``Foil``,
``Finish``, ``Printing``, ``Premium``, ``is_foil``, ``Foil?``, Helvault's ``extras``, a
``Holo`` or ``Holographic`` column or, without those, French ``Finition`` (Spanish
``Acabado``, Italian ``Finitura``, Portuguese ``Acabamento``) (``foil``, ``true``,
``yes``, ``x``, ``oui``, or words naming a foil such as ``Rainbow Foil`` or
``Holographique``: holographic copies; ``etched``, ``foil_etched``: an etched finish, no
holographic copy, as the text reader's ``*E*``); a zone in French ``Catégorie`` (German
``Kategorie``...) without an English zone column. Other columns (set, condition,
language, prices, notes) give no fact of the card; each of their cells is read for a card
line with its count, as a deck's notes are, and copies under a column named as a count
or a zone are a ``parse-error`` (``_unread_cell_cards``). With no count column, columns
titled as the main deck and another zone holding whole numbers (``Name,Main,Side``) give
each zone's copies (``zone_count_layout``).
Never raises: a row without a name or with a bad quantity is a ``parse-error`` on its
line.
"""

from __future__ import annotations

import io
import re
from bisect import bisect
from collections.abc import Collection, Iterator, Mapping, Sequence
from typing import TypeVar

from cardtools.decklist.columns import (
    FINISH_TITLE_WORDS,
    LOCAL_COLUMNS,
    NAME_COLUMNS,
    QUANTITY_COLUMNS,
    SHORT_QUANTITY_TITLES,
    ZONE_COLUMNS,
)
from cardtools.decklist.decoding import MAX_COUNT, decode
from cardtools.decklist.jsontext import json_written
from cardtools.decklist.markers import (
    COMMANDER_ANNOTATION,
    COUNT_WORDS,
    HOLOGRAPHIC_WORDS,
    NOT_IN_DECK,
    TOKEN_CATEGORIES,
    denies_finish,
    lacked_finish,
    placing_note,
    read_category,
)
from cardtools.decklist.sections import SKIPPED_SECTIONS, header_words_of, within_a_typo
from cardtools.decklist.text import (
    FULL_CONSTRUCTED_DECK,
    LAST_OF_MANY,
    LISTED_AGAIN,
    METADATA_KEYS,
    SECOND_UNSAID,
    SIDE_FIRST,
    ZONE_DETERMINERS,
    after_a_header,
    blank_line_ends_section,
    block_export,
    cards_in_value,
    continues,
    deck_after_blank_note,
    declare_companions,
    field_marks,
    field_name_without_marks,
    field_readings,
    free_text_cards,
    header_number,
    is_header_text,
    main_deck_label,
    may_write_a_count,
    names_one_of_several,
    one_owner,
    other_name_marks,
    place_blocks,
    printing_kind,
    proxy_finding,
    read_text,
    several_players,
    unnumbered,
    untitled_cell_marks,
    zone_named,
    zone_owner,
    zone_word_mark,
)
from cardtools.gamedata import COMPANION_PREFIX as COMPANION
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import (
    COMMAND,
    MAIN,
    SIDE,
    DeckLine,
    Decklist,
    DeclaredCount,
    Finding,
    Outside,
    ZoneGuess,
    sideboard_guesses,
)
from cardtools.namecells import may_name_one_card
from cardtools.names import most_faces, name_words, normalise
from cardtools.patterns import lazy_pattern
from cardtools.wording import plural

#: Card Kingdom names the card's column ``title`` (``title,edition,foil,quantity``), and
#: TCGplayer's seller inventory ``Product Name`` (``Island (381)``, its ``Title`` blank or
#: the name again) beside ``Total Quantity``: a name column only beside a quantity column
#: and no other name column, as a list of decks may title each row and a sheet's
#: ``Product Name`` beside ``Name`` may give the set (each row was a row without a card
#: name, then ``Island (381)`` counted as 381 copies).
TITLE_COLUMNS = ("title", "product name")
FINISH_COLUMNS = ("foil", "finish", "printing", "premium", "is_foil", "isfoil", "is foil",
                  "foil?", "extras", "holo", "holo?", "holographic", "holofoil")
#: A column that marks a row's quantity as playsets of four cards (Cardmarket's ``Playset?``).
PLAYSET_COLUMNS = ("playset?", "playset", "isplayset", "is playset")
#: Cards in one playset.
PLAYSET = 4
#: The copies of a row in two columns, its regular and its foil copies, with no column of
#: their total (EchoMTG's ``Reg Qty,Foil Qty,Name,Set,...``): each column's copies are a
#: line of their own, the foil ones holographic. Under a total column (Decked Builder's
#: ``Total Qty,Reg Qty,Foil Qty``) the total counts.
SPLIT_QUANTITY_COLUMNS = {"regular": ("reg qty", "regular qty", "nonfoil qty"),
                          "foil_quantity": ("foil qty",),
                          # Urza's Gatherer's etched and other special foils' copies,
                          # beside Count and Foil count: copies, not said holographic
                          "special_quantity": ("special foil count", "special foil qty",
                                               "special foil quantity")}
#: A column that marks a row's card as a commander (TappedOut's ``Commander``: ``True``).
COMMANDER_COLUMNS = ("commander", "is commander", "iscommander")
#: A column that marks a row's card as a sideboard card (MTGO's CSV ``Sideboarded``: ``Yes``).
SIDE_COLUMNS = ("sideboarded", "is sideboard", "issideboard", "in sideboard")
#: A column that marks a row's card as outside the deck (Cube Cobra's ``maybeboard``: ``true``).
MAYBE_COLUMNS = ("maybeboard", "maybe", "is maybeboard")
#: MTGO's ``Annotation`` column, which holds ``COMMANDER_ANNOTATION`` on the commander.
ANNOTATION_COLUMNS = ("annotation",)
ZONES = {"": MAIN, "main": MAIN, "mainboard": MAIN, "main deck": MAIN, "deck": MAIN,
         # the main deck's short title beside SB (a game's header): MB's copies were dropped
         "mb": MAIN, "md": MAIN,
         "side": SIDE, "sideboard": SIDE, "side deck": SIDE, "commander": COMMAND,
         "commanders": COMMAND, "command zone": COMMAND,
         # Moxfield's board of an Oathbreaker deck's signature spell
         "signaturespells": COMMAND, "signature spells": COMMAND,
         # Moxfield's companions board: the sideboard, the card declared as the companion
         "companion": COMPANION, "companions": COMPANION}
#: What ``_named_zone`` gives a board naming a game's section outside the deck.
SKIP = "skip"
SKIPPED = frozenset({"maybeboard", "maybe", "considering", "tokens", "wishlist", "wish list",
                     "acquire", "acquireboard",
                     # Moxfield's boards of a planar and a scheme deck, as MTGJSON's lists
                     "planes", "schemes"})
#: The names of a section outside the deck that a cell under a ``Category`` or
#: ``Categories`` column counts (``Considering``, ``Maybe``, ``Wishlist``): Archidekt, which
#: writes such a column, keeps a category out of the deck only by a ``{noDeck}`` flag or by
#: its own ``Maybeboard`` name (``markers.NOT_IN_DECK``), so the row is counted in the main
#: deck with a ``parse-error``, as a text line's ``[Considering]`` is (a banned card there
#: was dropped, the deck legal). A board's or a deck's folder of such a name stays out.
_COUNTED_CATEGORIES = SKIPPED_SECTIONS - NOT_IN_DECK
#: The titles of a column of Archidekt's categories, and the role its positions are kept
#: under among a sheet's columns (``categories_titled``).
_CATEGORY_TITLES = frozenset({"category", "categories"})
CATEGORY_CELLS = "category cells"
#: Words of a finish cell that name a holographic finish among others (Dragon Shield's
#: ``Rainbow Foil``, ``Surge Foil``); an etched foil (MTGGoldfish's ``foil_etched``) names
#: a finish of another kind (``other_finish_words``), which denies it (``_denies``).
_HOLOGRAPHIC_WORDS = HOLOGRAPHIC_WORDS
#: The cells that say yes in a yes-or-no column and in a finish column alike (a card
#: file's ``iconic`` and a Magi's place column too: one list of yes words for every
#: yes-or-no cell; French ``vrai``, German ``wahr`` were refused in a card file's
#: ``iconic`` though the Magi place column took them).
_AFFIRMATIVE = frozenset({"true", "yes", "1", "x", "y", "oui", "ja", "si", "sí", "sim",
                          "vrai", "wahr", "verdadero", "vero", "verdadeiro",
                          "\u2713", "\u2714", "\u2611", "\u2705"})
HOLOGRAPHIC = _HOLOGRAPHIC_WORDS | _AFFIRMATIVE
#: The values of a ``Commander`` column that mark the row's card as a commander.
MARKED = frozenset({"true", "yes", "1", "x", "commander"})
#: The values of a yes-or-no column (``Playset?``, ``Sideboarded``, ``maybeboard``) that
#: say yes, beside ``MARKED``, and those that say no; any other value is a ``parse-error``,
#: as reading it as no may count fewer copies (``Playset?`` ``Y``) or move a card.
YES = MARKED | _AFFIRMATIVE | frozenset({"on", "checked"})
NO = frozenset({"", "false", "no", "n", "0", "non", "nein", "off", "unchecked", "-",
                "faux", "falsch", "falso", "\u2717", "\u2718", "\u2610"})
#: The values of a proxy flag that say no: ``NO``, and a one-letter false and the words
#: of nothing (``F``, ``none``: each marked every row a proxy, a legal deck failing
#: ``--strict``); a number of no copies (``0.0``) too.
PROXY_NO = NO | frozenset({"f", "none", "null", "n/a", "na", "nil", "0.0"})
_NUMBER_WORD = lazy_pattern(r"^\d+(?:\.\d+)?$")


def proxy_flag_no(flag: str) -> bool:
    """Whether a proxy flag (a CSV cell, a JSON value as text, case-folded and stripped)
    says no: ``PROXY_NO``, or a number equal to zero (``0.00``, ``00``, ``0,0``), as a
    CSV's cell and a JSON's ``isProxy`` are one reading. Pure; never raises."""
    number = flag.replace(",", ".")
    return flag in PROXY_NO or (bool(_NUMBER_WORD().fullmatch(number)) and float(number) == 0)


_DELIMITERS = ",;\t|"
#: A cell of a Markdown table's rule row (``| --- | :--: |``), a CSV of ``|`` pasted from
#: a page: the row is no card.
_TABLE_RULE_CELL = lazy_pattern(r"^\s*(?::?-+:?)?\s*$")
_DIGITS = lazy_pattern(r"^\d{1,7}$")
_X_COUNT = lazy_pattern(r"^(?:\d{1,7}[xX]|[xX]\d{1,7})$")
_SEPARATOR_HINT = lazy_pattern(r'^\ufeff?"?sep=[,;\t|]"?\s*$', re.I)


def board_names(table: ZoneTable) -> tuple[dict[str, str], dict[str, tuple[str, ...]]]:
    """What the name of a board (a CSV export's board column, a Moxfield deck's board)
    says, by the game data ``table``: the zone of each normalised header, ``SKIP`` for a
    game's section outside the deck (Stickers, Display Commander); and the card types
    each such section holds (``ZoneTable.section_kinds``: a Lightning Bolt on the
    Attractions board is the deck's; a board of tokens keeps out only a token's name:
    ``sections.held_kinds``), Moxfield's ``planes`` and ``schemes`` boards being a
    planar and a scheme deck."""
    # a board of tokens is told by its kinds (a token's name left out), not as skipped
    headers = _optional_plurals({**table.headers, **dict.fromkeys(
        table.skipped_sections - table.token_sections, SKIP)})
    kinds = _optional_plurals({**table.section_kinds,
                               "planes": table.section_kinds.get("planar deck", ()),
                               "schemes": table.section_kinds.get("scheme deck", ())})
    return headers, kinds


_Value = TypeVar("_Value")


def _optional_plurals(names: dict[str, _Value]) -> dict[str, _Value]:
    """``names`` (normalised board names) with, for each plural, its plural written as an
    option (``attractions`` -> ``attraction(s)``, as a header may write it), unless that
    is a name of its own."""
    more = {f"{name[:-1]}(s)": value for name, value in names.items() if name.endswith("s")}
    return {**more, **names}


def delimiter_of(header: str) -> str:
    """The delimiter a CSV file's header line uses: of comma, semicolon, tab and bar, the
    one it holds most of (a comma when it holds none)."""
    return max(_DELIMITERS, key=header.count)


def header_columns(first_line: str) -> dict[str, tuple[int, ...]] | None:
    """The columns a CSV header line names for each role (``name``, and ``quantity``,
    ``zone``, ``finish``, ``commander`` when present): the positions of every column of that role
    (``Name`` and ``Card Name`` are two name columns), or ``None`` when the line is not
    the header of a card export (no name column; a single column other than a name
    column's own header)."""
    delimiter = delimiter_of(first_line)
    if first_line.count(delimiter) == 0:
        # a single column is a card list only under a name column's own header ("Name",
        # in the exporters' languages too: "Carte", "Kartenname"; not "Nombre", a count's)
        alone = first_line.strip().strip('"').strip().casefold()
        return ({"name": (0,)} if alone in NAME_COLUMNS or alone in LOCAL_COLUMNS["name"]
                else None)
    import csv  # here, not at the top: most decklists are told apart without it

    try:
        cells = [cell.strip().strip('"').strip().casefold()
                 for cell in next(csv.reader([first_line], delimiter=delimiter), [])]
    except csv.Error:  # a stray line break or NUL: not a header
        return None
    columns: dict[str, tuple[int, ...]] = {}
    for role, names in (("name", NAME_COLUMNS), ("quantity", QUANTITY_COLUMNS),
                        ("zone", ZONE_COLUMNS), ("finish", FINISH_COLUMNS),
                        ("commander", COMMANDER_COLUMNS), ("side", SIDE_COLUMNS),
                        ("maybe", MAYBE_COLUMNS), ("annotation", ANNOTATION_COLUMNS),
                        ("playset", PLAYSET_COLUMNS), *SPLIT_QUANTITY_COLUMNS.items()):
        positions = tuple(position for position, cell in enumerate(cells)
                          if cell in names or _spaced(cell) in names)
        if not positions or role == "quantity":
            # a count in other words beside the English one (``Quantity,Anzahl``) is a
            # second count column, of a tool of that language: read when they agree
            # (``_disagreement``; its copies went unread, ``0,3,Grow`` hid three)
            local = tuple(position for position, cell in enumerate(cells)
                          if cell in LOCAL_COLUMNS.get(role, ()))
            # Nb, Ex. beside another count title: collector numbers, extensions
            longer = tuple(at for at in local if cells[at] not in SHORT_QUANTITY_TITLES)
            positions += longer if positions or longer else local
        if positions:
            columns[role] = positions
    _read_nombre(cells, columns)
    _qualified_columns(cells, columns)
    _proxy_columns(cells, columns)
    if "name" not in columns and "quantity" in columns:
        titles = tuple(position for position, cell in enumerate(cells) if cell in TITLE_COLUMNS)
        if titles:
            columns["name"] = titles
    return columns if "name" in columns else None


#: The words of a quantity column's title (``Qty``, ``Count``, ``Quantité``...), which a
#: finish's word qualifies in a column of the copies of that finish (``Foil Qty``).
_QUANTITY_WORDS = frozenset(
    word for title in (*QUANTITY_COLUMNS, *LOCAL_COLUMNS["quantity"])
    for word in title.split()) - {"total"}
#: The words of a finish column's title (``Holo Foil``, ``Finish Type``, ``Finitions``).
_FINISH_TITLE = FINISH_TITLE_WORDS | HOLOGRAPHIC_WORDS


def _no_foil_words() -> frozenset[str]:
    """The words that, beside a quantity's word in a column's title, say its copies are of
    no foil (``Reg Qty``, ``Non-Holo Qty``, ``Sans Holo Qty``, ``Quantité normale``): the
    game data's ``regular_finish_words`` and ``finish_denying_words``, the words the text
    reader denies a finish mark with too, and those naming a finish of another kind
    (``other_finish_words``: ``Etched Qty``, no holographic copies). Pure."""
    zones = bundled_zones()
    return zones.regular_finish_words | zones.finish_denying_words | zones.other_finish_words


def _finish_role(title: str) -> str | None:
    """The role of a column titled ``title`` (lower case) by a finish's words: the copies
    of no foil (``regular``: ``Reg Qty``, ``Non-Holo Qty``, ``Quantité normale``) or of
    the holographic finish (``foil_quantity``: ``Foil Qty``, ``Holo Count``, ``Quantité
    holo``) for a quantity's word qualified by them; ``finish`` for finish words alone
    (``Finishes``, ``Holo Foil``, ``Foil Type``, ``Holographique``); ``None`` for any
    other title. Pure."""
    words = _spaced(title).replace("?", " ? ").split()
    rest = [word for word in words if word not in _QUANTITY_WORDS]
    if not rest:
        return None
    if len(rest) < len(words):
        if any(word in _no_foil_words() or word.startswith("non") for word in rest):
            return "regular"
        return "foil_quantity" if _FINISH_TITLE.issuperset(rest) else None
    named = _FINISH_TITLE - {"type", "kind", "is", "?"}
    return "finish" if _FINISH_TITLE.issuperset(words) and named.intersection(words) else None


def _qualified_columns(cells: list[str], columns: dict[str, tuple[int, ...]]) -> None:
    """Give ``columns`` the columns of ``cells`` no role reads whose titles name a finish
    (``_finish_role``). A quantity column beside a holographic copies' column and no
    regular copies' one (``Qty,Foil Qty``, ``Count,Holo Count``) gives the regular copies
    (its copies and the foil ones are added: the foil ones were dropped unsaid); under a
    total's title (``Total Qty,Foil Qty``) it stays the total. Without a quantity column,
    a column titled by a regular finish alone beside one titled by a holographic finish
    alone (``Normal,Holo``) give each finish's copies (each row was read as one copy)."""
    known = _read_positions(columns)
    for position, cell in enumerate(cells):
        if position not in known and (role := _finish_role(cell)) is not None:
            columns[role] = (*columns.get(role, ()), position)
    quantity = columns.get("quantity", ())
    if quantity and "foil_quantity" in columns and "regular" not in columns and not any(
            cells[at].startswith("total") for at in quantity):
        columns["regular"] = columns.pop("quantity")
    regular = tuple(at for at, cell in enumerate(cells)
                    if cell.split()
                    and bundled_zones().regular_finish_words.issuperset(_spaced(cell).split()))
    holo = tuple(at for at in columns.get("finish", ())
                 if HOLOGRAPHIC_WORDS.issuperset(_spaced(cells[at]).split()))
    if not quantity and "regular" not in columns and regular and holo:
        columns["regular"] = regular
        columns["foil_quantity"] = holo
        remaining = tuple(at for at in columns["finish"] if at not in holo)
        if remaining:
            columns["finish"] = remaining
        else:
            del columns["finish"]


#: ``Nombre``: the card's name in Spanish, the number of copies in French.
_NOMBRE = "nombre"


def _read_nombre(cells: list[str], columns: dict[str, tuple[int, ...]]) -> None:
    """Give ``columns`` a ``Nombre`` column of ``cells`` by the other columns: the name
    beside a quantity column and no name column (Spanish ``Nombre,Cantidad``), the
    quantity beside a name column and no quantity column (French ``Nombre,Nom``); with
    neither, or both, it stays unread (a header of a Spanish export was no header: every
    row an unknown card)."""
    positions = tuple(position for position, cell in enumerate(cells) if cell == _NOMBRE)
    if not positions:
        return
    if "quantity" in columns and "name" not in columns:
        columns["name"] = positions
    elif "name" in columns and "quantity" not in columns:
        columns["quantity"] = positions


def _title_cards(titles: list[str], hint: int, zones: ZoneTable,
                 noted: dict[int, tuple[str, str]], findings: list[Finding],
                 title_notes: dict[int, str]) -> list[DeckLine]:
    """The card lines of a spreadsheet's title rows above the header (``title_rows``),
    the first on line ``hint`` + 1: each row's words read as a deck's notes are (a card
    line with its count counted, with a note: ``4 Black Lotus,,`` is no title to drop),
    else an info ``reading`` note naming the decklist's key a ``Player,Bob`` row gives
    (``_title_metadata``), else a ``titled`` line: one copy of the card its words name
    by its whole name (``Mox Opal`` above the header, a banned card, was dropped as the
    sheet's title, the deck legal), else the note naming the title its line gives in
    ``title_notes`` (``checker.resolve_deck``), so no row goes unsaid. Problems go to
    ``findings``."""
    cards: list[DeckLine] = []
    placed = _title_zones(titles, hint, zones)
    for number, line in enumerate(titles, start=hint + 1):
        words = _title_row_words(line)
        if not words:
            continue
        found, problems = free_text_cards(words, "the title above the header", number,
                                          False, zones, noted)
        found = [card._replace(zone=placed.get(number, card.zone))
                 for card in found if not card.quiet]
        cards.extend(found)
        findings.extend(problems + _counted_note("the title above the header", found, number))
        if found or problems:
            continue
        if _title_metadata([line], number - 1):
            findings.append(Finding("reading", _title_note(line, words, number), line=number))
        else:
            cards.append(DeckLine(words, 1, placed.get(number, MAIN), number, bare=True,
                                  titled=True,
                                  readings=_counted_readings(words, zones)))
            title_notes[number] = _title_note(line, words, number)
    return cards


def _title_zones(titles: list[str], hint: int, zones: ZoneTable | None) -> dict[int, str]:
    """The zone of each card line the title rows above a sheet's header hold, by line
    number (the first row's is ``hint`` + 1), read together as a text decklist is: a zone
    a row's label or a header row above it names (``SB: 1 Negate``, ``Sideboard`` over
    ``1 Negate``) is that card's (each was counted in the main deck, a sideboard of 16
    legal)."""
    text = "\n".join(_title_row_words(line) for line in titles)
    read = read_text(text.encode("utf-8"), zones=zones).lines
    return {hint + card.line: card.zone for card in read if card.line is not None}


def _title_row_words(line: str) -> str:
    """The words of a title row above a sheet's header: its cells' text without quotes,
    the cell separators around it (``,;`` a tab, a Markdown table's ``|``) and runs of
    spaces (``| Ephemerate 2 |``, ``Mono Red Burn,,`` -> ``Mono Red Burn``)."""
    return " ".join(line.replace('"', " ").strip(",;\t| ").split())


def _counted_readings(words: str, zones: ZoneTable) -> tuple[tuple[str, int], ...]:
    """The readings (``DeckLine.readings``) of a title row's ``words`` as a card line
    with a count, read as a text decklist reads that line whatever the count's form
    (``Ephemerate 2``, ``Ephemerate - 1``, ``Ephemerate: 1``: two, one, one Ephemerate;
    such a title was dropped as the sheet's, with 4 more in the table): ``checker``
    counts the first naming a card, else the row is the sheet's title. None for words
    read as no counted card line (``Mono Red Burn``, a grouping header ``Burn 2``)."""
    read = read_text(words.encode("utf-8"), zones=zones).lines
    if len(read) != 1 or read[0].bare or read[0].maybe_header:
        return ()
    found = read[0]
    return tuple(dict.fromkeys((*found.readings, (found.name, found.count))))


def _spaced(title: str) -> str:
    """A column's title with its underscores and hyphens as spaces, as a database's or a
    script's export names a column (``is_sideboard``, ``is-commander``, ``card_name`` are
    ``is sideboard``, ``is commander``, ``card name``: each was no column, a sideboard
    card counted in the main deck without a word)."""
    return " ".join(title.replace("_", " ").replace("-", " ").split())


def separator_hint(lines: list[str]) -> int:
    """How many lines come before the header of a CSV export: 1 when the first line is
    ``sep=,`` (Excel's hint, which Dragon Shield and others write, quoted or not), and
    the title rows of a spreadsheet above its header (``title_rows``), else 0."""
    hint = 1 if lines and _SEPARATOR_HINT().match(lines[0]) else 0
    return hint + title_rows(lines[hint:])


#: The most rows of a spreadsheet's title above the header of its card columns.
_TITLE_ROWS = 4


def title_rows(lines: list[str]) -> int:
    """How many rows of a spreadsheet's title stand above the header of its card
    columns: up to ``_TITLE_ROWS`` rows of one filled cell at most (``Mono Red Burn,,``,
    ``,,``: a sheet saved as CSV with its deck's name above the table) or of a
    decklist's key and its value (``Player,Bob``, ``Event,Store Champs``, ``Name,Burn``:
    ``column_key``; such a sheet was skipped in a walk as one with no card columns),
    when the line after them is a header of two columns at least (``header_columns``)
    and the first line is none, or is such a key's row and the header has a count
    column (``Name,Burn`` over ``Qty,Card``: a name column of one row of no card
    before); 0 otherwise (the file was read as plain text, its header and every row an
    unknown card)."""
    first = header_columns(lines[0]) if lines else None
    if not lines or (first is not None and ("quantity" in first
                                            or _title_row(lines[0]) is not True)):
        return 0
    for count, line in enumerate(lines[:_TITLE_ROWS + 1]):
        # a header of columns: a single "Name" under a title is a text's line
        columns = (header_columns(line) if delimiter_of(line) in line and (count or not first)
                   else None)
        if columns is not None:
            return count if first is None or "quantity" in columns else 0
        if not _title_row(line):
            return 0  # a row of data, not a title or a "Player,Bob" row of the deck's
    return 0


def _title_row(line: str) -> bool | None:
    """Whether a row may stand above a sheet's header: ``True`` for a decklist's key
    and its value (``Player,Bob``), truthy for a row of one filled cell at most, else
    false (``None`` for a row CSV cannot read)."""
    filled = _filled_cells(line)
    if filled is None:
        return None
    if len(filled) == 2 and column_key(filled[0]):
        return True
    return len(filled) <= 1


def _filled_cells(line: str) -> list[str] | None:
    """The filled cells of a row, stripped, by the delimiter it shows; ``None`` when CSV
    cannot read it."""
    import csv

    try:
        cells = next(csv.reader([line], delimiter=delimiter_of(line)), [])
    except csv.Error:
        return None
    return [cell.strip() for cell in cells if cell.strip()]


def _numbered_rows(lines: list[str], first: int, delimiter: str, width: int,
                   names: tuple[int, ...]
                   ) -> tuple[list[tuple[int, list[str]]], list[Finding], Finding | None]:
    """The CSV rows of ``lines`` from index ``first`` (the line after the header), each
    with the 1-based line it starts on, the ``parse-error`` findings of cells run over
    line breaks that no deck writes, and the ``parse-error`` of a row not readable as CSV
    (or ``None``). A quote never closed swallowed the rest of the file into one cell,
    every card below lost unsaid: a row whose quoted cell runs over a line that is a
    row of the header's ``width`` cells is a ``parse-error`` on its line, and the rows
    are read again from the next line; a card name (a cell of ``names``) run over
    several lines (``"Oko, Thief`` / ``of Crowns"``) is a ``parse-error`` too, not read.
    Never raises."""
    import csv

    numbered: list[tuple[int, list[str]]] = []
    findings: list[Finding] = []
    start = first
    while True:
        rows = csv.reader(io.StringIO("\n".join(lines[start:])), delimiter=delimiter)
        next_start = start + 1
        try:
            for row in rows:
                # a row's line is where it starts: a quoted cell may run over several lines
                number, next_start = next_start, rows.line_num + start + 1
                split = _split_cell(row, lines[number - 1:next_start - 1], number,
                                    delimiter, width, names)
                if split is not None:
                    findings.append(split)
                    if split.message.startswith(f"line {number} opens"):
                        break
                    continue
                numbered.append((number, row))
            else:
                return numbered, findings, None
        except csv.Error as exc:
            return numbered, findings, Finding("parse-error", f"not readable as CSV: {exc}",
                                               line=rows.line_num + start)
        start = number  # the opening line's index is number - 1: read again below it


def _split_cell(row: list[str], written: list[str], number: int, delimiter: str,
                width: int, names: tuple[int, ...]) -> Finding | None:
    """A ``parse-error`` on line ``number`` when its row, ``written`` on that line and
    the lines below it, runs over several lines: a quote never closed (the row reads to
    the file's end, ``_quote_left_open``), a quote closed below over a line whose text
    in the cell is a row of ``width`` cells and no text card line (``4,Opt,main``: a
    stray quote's second took the rows between; ``1 Oko, Thief of Crowns`` in a cell of
    a decklist's lines is the cell's, as CSV reads it), or a card name (a cell of
    ``names``) written over several lines; else ``None``."""
    if len(written) < 2:
        return None
    import csv

    last = number + len(written) - 1
    hint = "close the quote on its line; the rows below it are read again from the next line"
    if _quote_left_open(written, delimiter):
        return Finding("parse-error", f"line {number} opens a quote that is never closed: "
                       f"lines {number}-{last} were read as one cell", line=number, hint=hint)
    if width > 1 and any(len(next(csv.reader([part], delimiter=delimiter), [])) >= width
                         and not _CARD_LINE_CELL().match(part.strip())
                         for cell in row for part in cell.split("\n")[1:]):
        return Finding("parse-error", f"line {number} opens a quote closed on line {last} "
                       f"over rows of the sheet: lines {number}-{last} were read as one "
                       "cell", line=number, hint=hint)
    split = next((row[at] for at in names if at < len(row) and "\n" in row[at]), None)
    if split is None:
        return None
    shown = " / ".join(part.strip() for part in split.splitlines())
    return Finding("parse-error", f"the card name '{shown}' runs over lines {number}-{last}: "
                   "its row is not read", line=number,
                   hint="write the card's name on one line")


#: What follows a row's lines to tell whether a quote of theirs is left open: a cell of
#: its own when every quote is closed, else the open cell's text.
_AFTER_ROW = "\ue000"


def _quote_left_open(written: list[str], delimiter: str) -> bool:
    """Whether a CSV row ``written`` on these lines ends inside a quoted cell, as CSV
    reads it: the quote opened is never closed (one closed on a later line closes it).
    Never raises."""
    import csv

    try:
        rows = list(csv.reader(io.StringIO("\n".join([*written, _AFTER_ROW])),
                               delimiter=delimiter))
    except csv.Error:
        return True
    return rows[-1:] != [[_AFTER_ROW]]


def read_csv_export(data: bytes, zones: ZoneTable | None = None) -> Decklist:
    """Read a card CSV export.

    Input: the file's bytes and the zones of the game data (default: the bundled games'),
    whose headers name zones in a board column too (``Magi``, ``Réserve``). Output: a
    ``Decklist`` with one line per row naming a card (``line`` is the row's line),
    ``ignored-section`` findings for rows outside the deck and ``parse-error`` findings
    for bad rows, or ``fatal`` when the first line is not a header naming a card name
    column. Never raises.
    """
    decoded = decode(data)
    if decoded.fatal is not None:
        return Decklist(fatal=decoded.fatal)
    skip = separator_hint(decoded.lines)
    if len(decoded.lines) <= skip or (columns := header_columns(decoded.lines[skip])) is None:
        headless = Decklist(fatal=Finding(
            "file-error", "not a card CSV export: the first line names no card name column "
            "(Name, Card Name)", line=1 + skip))
        headless.sheet_facts = frozenset({NO_HEADER})
        return headless
    import csv

    hint = 1 if _SEPARATOR_HINT().match(decoded.lines[0]) else 0
    delimiter = delimiter_of(decoded.lines[skip])
    header = next(csv.reader([decoded.lines[skip]], delimiter=delimiter))
    table = zones or bundled_zones()
    headers, kinds = board_names(table)
    findings = list(decoded.findings)
    lines: list[DeckLine] = []
    read_rows: list[list[str]] = []
    noted: dict[int, tuple[str, str]] = {}
    categories: set[str] = set()
    seen: set[str] = set()  # the sheet's facts (SHEET_FACTS)
    unread = _UnreadCells()  # what cells of no column role told already
    title_notes: dict[int, str] = {}
    lines.extend(_title_cards(decoded.lines[hint:skip], hint, table, noted, findings,
                              title_notes))
    numbered, split, unreadable = _numbered_rows(decoded.lines, skip + 1, delimiter,
                                                 len(header), columns.get("name", ()))
    findings.extend(split)
    columns, laid_out = zone_count_layout(header, columns, [row for _, row in numbered],
                                          headers, 1 + skip, kinds)
    findings.extend(laid_out)
    by_zone = ZONE_COPIES + MAIN in columns
    if by_zone:
        seen.add(ZONES_COPIES)
    unfoldered = numbered  # a folder's cells as written: whose deck a row's is
    if not by_zone:
        numbered, columns, found = folder_zone_rows(header, columns, numbered, headers,
                                                    1 + skip)
        findings.extend(found)
    if not by_zone:
        numbered, found = zone_initials_rows(header, columns, numbered, headers, 1 + skip)
        findings.extend(found)
    for find in (() if by_zone else (mark_columns, zone_words_column)):
        columns, found = find(header, columns, [row for _, row in numbered], headers, 1 + skip)
        findings.extend(found)
    if not by_zone:
        columns, found = zone_count_columns(header, columns, [row for _, row in numbered],
                                            headers, 1 + skip, kinds)
        findings.extend(found)
    columns, indexed = index_column(header, columns, [row for _, row in numbered], 1 + skip)
    findings.extend(indexed)
    totals = total_rows(numbered, columns, headers)
    stated = declared_total_rows(numbered, columns, totals)
    headings = {} if by_zone else {
        number: heading for number, row in numbered
        if (heading := section_heading(row, columns, headers)) is not None}
    deck_heading = any(_named_zone(heading, headers) == MAIN for heading in headings.values())
    section = ""  # the zone a section row gives the rows below it ("Sideboard" alone)
    taken = 0  # the rows read under it since its row or the last blank row
    ended = ""  # the section a blank row ended, noted on the first row it would have taken
    again = False  # the header row written again: its own second table, told so
    declared: list[DeclaredCount] = []  # the counts section rows give ("Sideboard (15)")
    filled = [number for number, row in numbered if any(cell.strip() for cell in row)]
    # a column naming each row's player, owner or deck tells whose a second table is
    owned = any(column_key(title) == "player" or names_owner(title) or names_deck(title)
                for title in header)
    last_filled = max(filled, default=0)
    decks_named = _group_names(header, numbered)
    boards = frozenset(position for position in columns.get("zone", ())
                       if position < len(header)
                       and _spaced(header[position]).casefold() in BOARD_TITLES)
    columns = categories_titled(header, columns)
    for number, row in numbered:
        if not any(cell.strip() for cell in row):
            if taken and blank_line_ends_section(
                    _named_zone(section, headers) or MAIN, table, deck_heading):
                section, ended = "", section
            taken = 0
            continue
        if (heading := headings.get(number)) is not None:
            section, taken, ended = heading, 0, ""
            findings.append(_section_note(heading, number, headers, table))
            declared.extend(_section_count(row, columns, heading, number, headers))
            continue
        if (skipped := skipped_section_row(row, columns, headers, number)) is not None:
            # the sheet's last row: no row below it is counted against its word
            findings.append(skipped if number != last_filled else Finding(
                "reading", f"the row '{_lone_cell(row, columns)}' heads a section outside "
                "the deck with no row below it: not a card", line=number))
            continue
        if _header_again(row, header):
            again = True
            findings.append(Finding("reading", "the header row written again (a sheet's "
                                    "second table), not a card", line=number))
            if not owned and _named_zone(section, headers) in (None, MAIN) and headings.get(
                    next((later for later in filled if later > number), 0)) is None:
                # no zone named over its table, no column of its owner: a second deck's,
                # or a zone unsaid
                findings.append(Finding(
                    "parse-error", "the header row written again with no zone named over "
                    "its table, which may be another deck's or a zone the sheet does not "
                    "name: its rows are counted in the main deck", line=number,
                    hint="save each deck alone, and head a side deck's table with a "
                    "'Sideboard' row"))
            continue
        # before a section's name joins the row as its zone cell
        if delimiter == "|" and all(_TABLE_RULE_CELL().match(cell) for cell in row):
            findings.append(Finding("reading", "a Markdown table's rule, not a card",
                                    line=number))
            continue
        unzoned = not _zone_cell(row, columns, headers)
        if ended and unzoned:
            findings.append(Finding("reading", deck_after_blank_note(
                table.label(_named_zone(ended, headers) or MAIN), "row", "section row"),
                line=number))
            ended = ""
        written = row
        row, columns_here = with_section(row, columns, section, headers)
        if number in totals or number in stated:
            findings.append(Finding("reading", "a row of each zone's column's total, not a "
                                    "card: not counted" if by_zone else "a row of the count "
                                    "column's total, not a card: not counted", line=number))
            if number in stated:
                declared.extend(declared_totals(written, columns, number, headers))
            # its other cells are read as any row's notes, its category as any row's: a
            # card line there counts
            lines.extend(_unread_cell_cards(row, header, _total_row_roles(columns_here),
                                            number, table, noted, headers, findings, seen,
                                            unread))
            lines.extend(_row_category_cards(row, columns_here, number, headers, table, noted,
                                             categories, findings, boards))
            continue
        row, rejoined = rejoin_name(row, header, columns_here, delimiter, number)
        findings.extend(rejoined)
        as_zone = _number_as_zone(row, columns, header, number)
        if as_zone is not None:
            seen.add(UNREAD_COPIES)  # the copies, it may be: the sheet gives copies
        disagreement = (_disagreement(row, columns_here, header, number, headers) or as_zone
                        or layout_total_error(row, columns_here, number))
        entries = ([disagreement] if disagreement is not None else
                   layout_lines(row, columns, number, header, headers, kinds,
                                table.section_zones) if by_zone else
                   row_lines(row, columns_here, number, headers, kinds, table.section_zones,
                             boards))
        findings.extend(entry for entry in entries if isinstance(entry, Finding))
        read = [entry for entry in entries if isinstance(entry, DeckLine)]
        # a cell of words under a column the header leaves untitled (a Markdown table's
        # outer bars, a trailing separator; one past the header's is a parse-error of its
        # own: _unread_cell_cards) may name a card no column reads
        if untitled := untitled_cell_marks(
                cell for title, cell in zip(header, row, strict=False)
                if not title.strip() and any(char.isalpha() for char in cell)):
            read = [entry._replace(marked=(*entry.marked, *untitled)) for entry in read]
        named = other_name_marks(_unread_name_cells(row, header, columns_here, headers,
                                                    decks_named))
        if read and named:
            read = [entry._replace(marked=(*entry.marked, *named)) for entry in read]
        taken += bool(read and section and unzoned)
        if read:
            findings.extend(proxy_rows(row, header, columns_here, number))
            lines.extend(read)
            read_rows.append(row)
            lines.extend(_row_category_cards(row, columns_here, number, headers, table, noted,
                                             categories, findings, boards))
        if read or not any(entry.rule == "ignored-section" for entry in entries
                           if isinstance(entry, Finding)):
            # a row of no copies ("0,Ponder,4" under a Sideboard column) too: its
            # other cells may give the copies
            lines.extend(_unread_cell_cards(row, header, columns_here, number, table, noted,
                                            headers, findings, seen, unread))
        if disagreement is None and not by_zone:
            more = zone_copies(row, columns, number, header, kinds, table.section_zones)
            if not read and any(isinstance(entry, DeckLine) for entry in more):
                findings.extend(proxy_rows(row, header, columns_here, number))
            lines.extend(entry for entry in more if isinstance(entry, DeckLine))
            findings.extend(entry for entry in more if isinstance(entry, Finding))
    if unreadable is not None:
        findings.append(unreadable)
    if "quantity" not in columns and not by_zone:
        # (each zone's columns give the copies: another column of numbers, Owned, Need,
        # is no count left unread)
        findings.extend(_unread_counts(header, columns, read_rows, 1 + skip, seen))
    findings.extend(_unread_finishes(header, columns, read_rows, 1 + skip))
    # MTGO's CSV keeps a commander with its sideboard, marked by its Annotation, which
    # other tools writing the form may leave out: a Commander format looks there
    guesses = (sideboard_guesses(lines, "an MTGO CSV without MTGO's commander annotation")
               if ("side" in columns or MARK + SIDE in columns)
               and not any(line.zone == COMMAND for line in lines)
               else [])
    counted = {line.line for line in lines}
    players = players_named(header, [(number, row) for number, row in numbered
                                     if number in counted])
    several = several_players(players) if len(players) > 1 else several_decks(
        header, [(number, row) for number, row in unfoldered if number in counted], columns,
        headers, table.header_words, _by_row(lines), table) or _zones_again(lines, headings,
                                                                     headers)
    if several is not None:
        sheet = Decklist(fatal=several)
        sheet.sheet_facts = frozenset({*seen, SEVERAL_DECKS})
        return sheet
    if not by_zone and not headings and not again and not any(
            role in ("zone", "side") or role.startswith((MARK, ZONE_COPIES)) for role in columns):
        lines, found, blocks = blank_row_blocks(lines, [number for number, row in numbered
                                                        if not any(cell.strip() for cell in row)],
                                                skip + 2, table)
        findings.extend(found)
        guesses.extend(blocks)
        if _zoneless(lines, blocks, header, headers):
            seen.add(ZONELESS)
    metadata = {"player": players[0][0]} if players else {}
    titled = _title_metadata(decoded.lines[hint:skip], hint)
    for key, (value, _) in titled.items():
        metadata.setdefault(key, value)
    if any(line.zone == COMPANION for line in lines):
        lines = declare_companions(lines, metadata)
    decklist = Decklist(lines, metadata, findings, guesses=guesses, noted=noted,
                        declared=declared, headers=[(count.line, True) for count in declared])
    decklist.form = "csv"
    decklist.sheet_facts = frozenset(seen)
    decklist.title_notes = title_notes
    if players:  # duplicate-player points at the row naming the player
        decklist.metadata_lines["player"] = players[0][1]
    for key, (_, number) in titled.items():
        decklist.metadata_lines.setdefault(key, number)
    return decklist


def _zoneless(lines: Sequence[DeckLine], blocks: Sequence[ZoneGuess], header: Sequence[str],
              headers: Mapping[str, str]) -> bool:
    """Whether a sheet naming no zone (no zone column, section row or zone's copies) has
    every card read into the main deck: its blank rows part it into no blocks
    (``blocks``, said of their own), no card is another zone's (a title row's) and no
    column of ``header`` is titled as another zone (a ``Sideboard`` column of 1 and 0
    not read as one is said of its own). Such a sheet's reading note says so
    (``ZONELESS``). Pure."""
    return bool(lines) and not blocks and all(line.zone == MAIN for line in lines) and all(
        titled_zone(title, headers)[0] in (None, MAIN, SKIP) for title in header)


def blank_row_blocks(lines: list[DeckLine], blanks: Sequence[int], first_row: int,
                     table: ZoneTable) -> tuple[list[DeckLine], list[Finding], list[ZoneGuess]]:
    """The card ``lines`` of a sheet naming no zone (no zone column, section row or zone's
    copies) whose rows (from line ``first_row``) the blank rows ``blanks`` part into
    blocks, read as a text decklist's blocks after blank lines are (``block_export``, the
    text reader's own decision): the MTGO / Arena export form puts its side deck block
    in the side deck (``_export_blocks``); any other layout (three blocks of a grouped
    deck, two blank rows in a row) is all read as the deck, the blocks after the first
    kept as a guess the format decides (``guessed_zones.read_guessed_sideboard``: never
    a side deck in a format with none). Blank rows above or below every card row part
    none. Output: the lines, the findings (the ``reading`` note) and the zone guesses."""
    numbers = sorted({line.line for line in lines if line.line and line.line >= first_row})
    cuts = [blank for blank in blanks if numbers and numbers[0] < blank < numbers[-1]]
    if not cuts or any(line.zone != MAIN or line.outside is not None for line in lines):
        return lines, [], []
    block = {number: bisect(cuts, number) for number in numbers}
    starts = sorted(set(block.values()))
    block = {number: starts.index(index) for number, index in block.items()}
    copies = [sum(line.count for line in lines if block.get(line.line or 0) == index)
              for index in range(len(starts))]
    first = [min(number for number in numbers if block[number] == index)
             for index in range(len(starts))]
    gaps = [sum(1 for blank in cuts if earlier < blank < later)
            for earlier, later in zip([max(n for n in numbers if n < start) for start in
                                       first[1:]], first[1:], strict=True)]
    lone = [line.count for line in lines if block.get(line.line or 0) == 0] == [1]
    later = frozenset(number for number in numbers if block[number] > 0)
    if not block_export(copies, gaps, lone):
        note = Finding("reading", f"{len(starts)} blocks of rows parted by blank rows and no "
                       "zone column: all read as the deck, the blank rows as spacing; write a "
                       f"zone column (Board: Main, Sideboard) to say which is the "
                       f"{table.label(SIDE)}", line=first[1])
        return lines, [note], [ZoneGuess(SIDE, later, note, kept_in_deck=True,
                                         blocks=tuple(first[1:]))]
    return _export_blocks(lines, block, copies, first, lone, table)


def _export_blocks(lines: list[DeckLine], block: Mapping[int, int], copies: Sequence[int],
                   first: Sequence[int], lone: bool, table: ZoneTable
                   ) -> tuple[list[DeckLine], list[Finding], list[ZoneGuess]]:
    """The card ``lines`` of a sheet's blocks of rows (``block``: each row's block; the
    blocks' ``copies`` and ``first`` rows; ``lone``: the first is a lone copy of one
    card) in the MTGO / Arena export form (``block_export``), placed as the text reader
    places them (``place_blocks``): Arena's lone companion first counted once when the
    third block lists it again; of more than two blocks, those after the first kept as a
    guess. Output: the lines, the findings and the zone guesses."""
    label, count = table.label(SIDE), len(copies)
    side, companion, case = place_blocks(copies, lone)
    if companion:
        said = ("three blocks of rows parted by blank rows and no zone column: the lone card "
                f"of the first is read in the {label} (Arena writes a companion so), the "
                f"second as the deck, the third as the {label}")
    elif case == LAST_OF_MANY:
        said = (f"{count} blocks of rows parted by blank rows and no zone column: the last "
                f"({plural(copies[-1], 'card')}, after a deck of {sum(copies[:-1])}) is "
                f"read as the {label}, the others as the deck")
    elif case == SIDE_FIRST:
        said = (f"two blocks of rows parted by a blank row and no zone column: the first "
                f"({plural(copies[0], 'card')}) is read as the {label} and the second "
                f"({copies[1]} cards) as the deck, as MTGO writes a list with a companion")
    else:
        said = ("" if case == SECOND_UNSAID else "a second block of rows after a blank row "
                f"and no zone column: read as the {label} (the MTGO and Arena export "
                "convention for a list's blocks)")
    third = {normalise(line.name) for line in lines if block.get(line.line or 0) == 2}
    moved = [_to_block_zone(line, block.get(line.line or -1), side, companion, third)
             for line in lines]
    note = Finding("reading", f"{said}; write a zone column (Board: Main, Sideboard) to say "
                   "otherwise", line=first[max(side)]) if said else None
    guesses = [ZoneGuess(SIDE, frozenset(line.line for line in moved if line.zone == SIDE
                                         and line.line is not None), note)]
    if count > 2:
        guesses.append(ZoneGuess(SIDE, frozenset(
            line.line for line in moved if line.zone == MAIN and line.line is not None
            and block.get(line.line, 0) > 0), note, kept_in_deck=True, blocks=tuple(first[1:])))
    return moved, [note] if note else [], guesses


def _to_block_zone(line: DeckLine, index: int | None, side: Collection[int],
                   companion: bool, third: Collection[str]) -> DeckLine:
    """``line`` of a sheet's block ``index`` (``None``: a line of no block row), moved to
    the side deck when its block is one of ``side``; the lone ``companion`` card of the
    first block, listed again among the ``third`` block's names, counted there once."""
    if index is None or index not in side:
        return line
    if companion and index == 0 and normalise(line.name) in third:
        return line._replace(zone=SIDE, outside=Outside(
            "the first block", ("companion",), "the sideboard", None, LISTED_AGAIN))
    return line._replace(zone=SIDE)


def _title_note(line: str, words: str, number: int) -> str:
    """What a ``reading`` note says of the title row ``line`` (line ``number``, its
    ``words``) that gives no card: the decklist's key and value a ``Player,Bob`` row
    gives, else the sheet's title."""
    for field, (value, _) in _title_metadata([line], number - 1).items():
        shown = value if len(value) <= 40 else f"{value[:40]}..."
        said = "name" if field == "deck" else field
        return f"the row above the header gives the deck's {said}, '{shown}', not a card"
    shown = words if len(words) <= 40 else f"{words[:40]}..."
    return f"'{shown}' above the header is the sheet's title, not a card"


def _title_metadata(titles: list[str], hint: int) -> dict[str, tuple[str, int]]:
    """The decklist's keys the title rows above a sheet's header set (``Player,Bob``:
    a key's cell and its value's, ``title_rows``), each with its value and its line (the
    first on line ``hint`` + 1); the first row of a key wins."""
    found: dict[str, tuple[str, int]] = {}
    for number, line in enumerate(titles, start=hint + 1):
        filled = _filled_cells(line) or []
        key = column_key(filled[0]) if len(filled) == 2 else None
        if key is not None:
            found.setdefault(key, (filled[1], number))
        elif len(filled) == 1:
            for read_key, value in _text_metadata(_title_row_words(line)).items():
                found.setdefault(read_key, (value, number))
    return found


def _text_metadata(words: str) -> dict[str, str]:
    """The decklist's keys a title row's ``words`` set when read as a text decklist's
    line (``Format: mtg/modern``, ``Player: Bob``, ``| Event: Store Champs |``: the
    line was the sheet's title, the format unknown and the player lost); none when the
    line also reads as a card line."""
    read = read_text(words.encode("utf-8"))
    return {} if read.lines or read.fatal is not None else dict(read.metadata)


#: The words of a proxy column's title beside the game data's ``proxy_words``
#: (``Is Proxy``, ``Proxy?``, ``is_proxy``, ``Is a proxy``).
_PROXY_TITLE_WORDS = frozenset({"is", "?", "card", "cards", "a", "an"})
#: The words of a yes-or-no column's title after its proxy word, telling the cells' yes
#: and no (``Proxy (Y/N)``, ``Proxy Y/N``, ``Proxy yes/no``, ``Proxy J/N``).
_YES_NO_TITLE_WORDS = frozenset({"y", "n", "yes", "no", "j", "ja", "nein", "oui", "non",
                                 "si", "sí", "s", "true", "false", "t", "f", "1", "0", "x"})
#: The punctuation of a proxy column's title, read as spaces (``Proxy (Y/N)``).
_PROXY_TITLE_MARKS = str.maketrans({mark: " " for mark in "()[]/\\|:.,"})


def _proxy_columns(cells: list[str], columns: dict[str, tuple[int, ...]]) -> None:
    """Give ``columns`` the ``proxy`` role: the columns of ``cells`` (lower case) no role
    reads titled by the game data's ``proxy_words`` (Moxfield's and TappedOut's
    ``Proxy``, ``Proxies``, ``Is Proxy``, ``isProxy``, ``Proxy?``), whose yes marks the
    row's copies as proxies as a text line's ``(proxy)`` does (``proxy_rows``): it was
    read as no column, a deck of proxies legal under ``--strict``."""
    known = _read_positions(columns)
    words = bundled_zones().proxy_words
    found = tuple(position for position, cell in enumerate(cells)
                  if position not in known and _proxy_title(cell, words))
    if found:
        columns["proxy"] = found


def _proxy_title(title: str, words: frozenset[str]) -> bool:
    """Whether a column's ``title`` (lower case) is a proxy's word of ``words`` with
    ``_PROXY_TITLE_WORDS`` alone (``is proxy``, ``isproxy``, ``proxy?``, ``is a proxy``),
    the words of its cells' yes and no after it (``_YES_NO_TITLE_WORDS``: ``proxy
    (y/n)``, ``proxy y n``), punctuation aside. Pure."""
    spelled = _spaced(title.translate(_PROXY_TITLE_MARKS)).replace("?", " ? ").split()
    if len(spelled) == 1 and spelled[0].startswith("is"):
        spelled = ["is", spelled[0][2:]]
    first = next((at for at, word in enumerate(spelled) if word in words), None)
    if first is None:
        return False
    after = set(spelled[first + 1:]) - _YES_NO_TITLE_WORDS
    return (words | _PROXY_TITLE_WORDS).issuperset({*spelled[:first], *after})


def proxy_rows(row: list[str], header: list[str], columns: Mapping[str, tuple[int, ...]],
               number: int) -> list[Finding]:
    """The ``proxy`` warning of a CSV row read as cards (line ``number``) whose cell under
    a proxy column (``_proxy_columns``) says anything but no (``NO``: ``False``, ``0``,
    blank): ``True``, ``yes``, ``proxy`` mark its copies as proxies, stand-ins for the
    printed card, as a text line's ``(proxy)`` does (``text.proxy_finding``; a cell of
    other words too: the safe side, a warning). Pure."""
    for position in columns.get("proxy", ()):
        cell = row[position].strip() if position < len(row) else ""
        if not proxy_flag_no(cell.casefold()):
            shown = cell if len(cell) <= 20 else f"{cell[:20]}..."
            return [proxy_finding(f"'{shown}' in the column '{header[position].strip()[:40]}'",
                                  number, "row")]
    return []


#: A cell holding a card line with its count (``4 Lightning Bolt``, ``4x Ponder``): no
#: player's name (``2Fast``, a player's number ``2``, are).
_CARD_LINE_CELL = lazy_pattern(r"\d+\s*[xX\u00d7]?\s+\S")


def column_key(title: str) -> str | None:
    """The decklist's key a sheet's column ``title`` names (``text.METADATA_KEYS``:
    ``Player``, ``Player name``, ``Player_name:`` -> ``player``; ``Format``), ``None`` for
    none. Pure; never raises."""
    return METADATA_KEYS.get(normalise(title.replace("_", " ").rstrip(" :")))


def players_named(header: list[str], numbered: Sequence[tuple[int, list[str]]],
                  also: tuple[int, ...] = ()) -> list[tuple[str, int]]:
    """The players a sheet's player columns name (a column titled as a decklist's
    player key, ``text.METADATA_KEYS``: ``Player``, ``Player name``, ``Joueur``,
    ``Spieler``; written with ``_`` or a colon too, ``Player_name:``; and the columns
    ``also``, a form's ``Name`` of players) in the rows
    ``numbered`` (each row with its line: those giving a card, not a section's or a
    total's row), each once as first written (compared as names are, ``normalise``)
    with the line of its first row; a blank cell or a card line with its count (``4
    Lightning Bolt``) names no player (``2Fast``, a number, and a cell written as a
    comment on a row giving a card, ``# Bob``, ``#1 Ann``, do: the row's card is counted).
    An organizer's sheet of several players' decks was read as one deck, the player
    named by none."""
    positions = [at for at, title in enumerate(header)
                 if column_key(title) == "player" or at in also]
    players: dict[str, tuple[str, int]] = {}
    for number, row in numbered:
        for at in positions:
            cell = row[at].strip() if at < len(row) else ""
            if cell and not _CARD_LINE_CELL().match(cell):
                players.setdefault(_value_key(cell), (cell, number))
    return list(players.values())


#: Titles of a sheet's column naming whose deck a row's is besides a player column
#: (``column_key``'s ``player``): an owner's, a team's, a form's submitter's, and the
#: fields by which event software's registration exports name a player (a first or
#: last name, a user name, a DCI or Arena id). Two of them on a sheet's rows are two
#: decks (two teams' decks, two owners').
_OWNER_TITLES = frozenset(normalise(title) for title in (
    "owner", "deck owner", "propriétaire", "besitzer", "propietario", "proprietario",
    "team", "team name", "équipe", "nom d'équipe", "equipo", "squadra", "mannschaft",
    "submitted by", "submitter", "email", "e-mail", "email address", "e-mail address",
    "courriel", "first name", "last name", "given name", "surname", "family name",
    "prénom", "nom de famille", "vorname", "nachname", "nickname", "username", "user name",
    "pseudo", "discord", "dci", "dci number", "arena id", "player id", "member id"))


#: Words of a column's title that say it names whose deck a row's is, in whatever
#: spelling or order (``Full Name``, ``Player Email``, ``Discord Username``, ``Table #``,
#: ``Seat Number``, ``Joueur(se)``, ``E-Mail-Adresse``): a player, an owner, a team, a
#: seat, a table or a pod, an account or an address of a player, in the languages of the
#: exporters' users.
_OWNER_WORDS = frozenset((
    "player", "players", "joueur", "joueuse", "joueurs", "spieler", "spielerin",
    "jugador", "jugadora", "giocatore", "giocatrice", "jogador", "jogadora",
    "participant", "participante", "teilnehmer", "competitor", "entrant", "contestant",
    "owner", "owners", "propriétaire", "besitzer", "besitzerin", "propietario",
    "proprietario", "dono", "team", "teams", "équipe", "equipe", "equipo", "squadra",
    "mannschaft", "seat", "siège", "sitz", "sitzplatz", "asiento", "posto", "table",
    "tisch", "mesa", "tavolo", "pod", "pairing", "email", "mail", "courriel", "correo",
    "discord", "username", "usernames", "nickname", "pseudo", "gamertag", "account",
    "compte", "konto", "cuenta", "dci", "melee", "mtgo", "submitter", "submitted",
    "surname", "firstname", "lastname", "prénom", "prenom", "vorname", "nachname",
    "apellido", "apellidos", "cognome", "sobrenome", "member", "utilisateur", "usuario",
    "utente", "utilizador", "benutzer", "benutzername", "nutzername", "spielername",
    "teamname", "tischnummer", "sitznummer", "besitzername", "spielers", "teilnehmername",
    "eigentümer", "eigentuemer", "speler", "spelers", "spelernaam", "eigenaar",
    "emailadresse", "emailadres", "pilot", "pilots", "pilote", "piloto", "pilota",
    "registrant", "teammate", "author", "auteur", "autor", "autore", "user", "users",
    "arena", "игрок", "игрока", "игроки", "участник", "владелец", "команда", "стол",
    "место", "玩家", "选手", "プレイヤー", "플레이어",
    # Polish, Dutch, Russian, Korean, Chinese and Japanese sheets' players, owners, teams,
    # tables, seats, names and addresses (Gracz, Właściciel, Deelnemer, Tafel, Фамилия,
    # 참가자, 参赛者, 参加者: each was no owner's column, two players one legal deck)
    "gracz", "gracza", "gracze", "zawodnik", "zawodnika", "uczestnik", "uczestnika",
    "właściciel", "właściciela", "drużyna", "drużyny", "zespół", "stół", "stolik",
    "miejsce", "nazwisko", "imię", "użytkownik", "użytkownika", "pseudonim",
    "deelnemer", "deelnemers", "tafel", "stoel", "ploeg", "voornaam", "achternaam",
    "gebruiker", "gebruikersnaam", "участника", "участники", "владельца", "команды",
    "стола", "места", "фамилия", "почта", "ник", "никнейм", "пилот", "선수", "참가자",
    "소유자", "팀", "테이블", "좌석", "이메일", "닉네임", "選手", "参赛者", "參賽者",
    "牌手", "队伍", "隊伍", "桌号", "桌號", "座位", "邮箱", "姓名", "参加者", "氏名",
    "チーム", "テーブル", "座席", "メール"))
#: Words that make a title's ``name`` a person's (``Full Name``, ``Your name``,
#: ``Nombre completo``, ``Nom complet``, ``User name``).
_PERSON_WORDS = frozenset(("full", "first", "last", "given", "family", "real", "your",
                           "user", "completo", "complet", "complète", "vollständiger",
                           "display"))
_NAME_WORDS = frozenset(("name", "names", "nom", "nombre", "nome", "noms"))
#: Words of a title naming a deck (``Decklist Name``, ``Deck Title``, ``Archetype
#: Name``, ``Arquetipo``); ``Deck`` alone is a zone's column.
_DECK_WORDS = frozenset(("deck", "decks", "decklist", "deckname", "mazo", "mazzo", "baraja",
                         "talia", "talii", "колода", "колоды", "덱", "卡组", "卡組",
                         "牌组", "牌組", "套牌", "デッキ"))
#: A deck's name in one word (German ``Deckname``, Dutch ``Decknaam``): a deck's word
#: and a name's.
_DECK_NAME_WORDS = frozenset(("deckname", "decknaam", "decktitel"))
_ARCHETYPE_WORDS = frozenset(("archetype", "archétype", "arquetipo", "archetipo",
                              "archetyp", "arquétipo"))
_TITLE_WORDS = frozenset(("title", "titre", "titel", "titulo", "título", "titolo",
                          "tytuł", "nazwa", "naam", "название", "имя", "이름", "名称",
                          "名稱", "名", "名前", *_NAME_WORDS))
#: The words above written in scripts that glue words without a space (``选手姓名``,
#: ``プレイヤー名``, ``デッキ名``): found inside a title's word.
_GLUED_WORDS = tuple(sorted(word for word in (_OWNER_WORDS | _DECK_WORDS | _TITLE_WORDS)
                            if word[0] >= "\u3040"))
#: Words of a title that say its deck's column names a deck by an id, a number or a kind
#: (``Deck ID``, ``Deck Type``, ``Deck No``, ``Numéro de deck``), as a title's words do.
_DECK_ID_WORDS = frozenset(("id", "ids", "uuid", "type", "types", "typ", "tipo", "number",
                            "num", "no", "nr", "nummer", "numéro", "numero", "número",
                            "code", "key", "ref", "index", "slot", "label", "version",
                            "variant", "build", "link", "links", "url", "urls"))
#: A title's word that names a deck by an id, a number or a kind alone (``Decknummer``,
#: ``DeckID``).
_DECK_ID_COMPOUNDS = frozenset(("deckid", "decknummer", "decknr", "decknumber", "deckno",
                                "decktype", "decktyp", "deckcode", "deckkey"))
#: A title's marks of a number (``Deck #``, ``Deck №``).
_NUMBER_MARKS = ("#", "\u2116")
#: Words of a title naming an entry of an event, a deck's registration (``Entry``,
#: ``Registration``, ``Submission``, ``Inscription``, ``Anmeldung``): each value a deck.
_ENTRY_WORDS = frozenset(("entry", "entries", "registration", "registrations",
                          "submission", "submissions", "inscription", "inscriptions",
                          "inscripción", "inscripcion", "inscrição", "inscricao",
                          "anmeldung", "anmelde", "registrierung", "iscrizione", "registro",
                          "startnummer", "dossard", "bib", "ticket", "tickets"))
#: Words of a title naming a service whose ids are each a card's own too (an Arena or an
#: MTGO export's ``Arena ID``, ``MTGO ID``): a number there may be a card's.
_CARD_ID_SERVICES = frozenset(("arena", "mtgo"))
#: Words of a title that say it counts or prices (``Players Count``): no one's name.
_NOT_NAMING_WORDS = frozenset(("count", "counts", "qty", "quantity", "copies", "total",
                               "price", "prix", "preis", "precio", "size", "cards"))
_TITLE_WORD = lazy_pattern(r"[^\W\d_]+")


#: Where a title's words run together in camel case (``PlayerName``, ``DecklistId``).
_CAMEL_PARTING = lazy_pattern(r"(?<=[a-z])(?=[A-Z])")


def _title_words(title: str) -> set[str]:
    """The words of a column's title, case-folded, ``e-mail`` as ``email``, words run
    together in camel case parted (``DecklistId``, ``ArchetypeName``, as event software's
    exports title them: each was no deck's column); a word of a script that glues words
    (``选手姓名``) adds the known words inside it (``_GLUED_WORDS``: ``选手``, ``姓名``)."""
    folded = _CAMEL_PARTING().sub(" ", title).casefold()
    folded = folded.replace("e-mail", "email").replace("e mail", "email")
    words = set(_TITLE_WORD().findall(folded))
    for word in [word for word in words if word[0] >= "\u3040"]:
        words.update(glued for glued in _GLUED_WORDS if glued in word)
    return words


def names_owner(title: str) -> bool:
    """Whether a column's ``title`` names whose deck a row's is by its words
    (``_OWNER_WORDS``, or a person's name: ``Full Name``), in any spelling or order,
    and says no count (``Players Count``). Pure; never raises."""
    words = _title_words(title)
    if not words or words & _NOT_NAMING_WORDS:
        return False
    return bool(words & (_OWNER_WORDS | _ENTRY_WORDS)) or bool(
        words & _NAME_WORDS and words & _PERSON_WORDS)


#: Words of ``_PERSON_WORDS`` that make a title's ``name`` a person's whole name (``Full
#: Name``, ``Your name``, ``Nom complet``), not a part of it (``First name``) nor an account's.
_WHOLE_NAME_WORDS = _PERSON_WORDS - {"first", "last", "given", "family", "user", "display"}


def names_person(title: str) -> bool:
    """Whether a column's ``title`` names a person by their whole name (``Full Name``,
    ``Your name``, ``Nombre completo``: a name's word and one of ``_WHOLE_NAME_WORDS``),
    saying no count. Pure; never raises."""
    words = _title_words(title)
    return not words & _NOT_NAMING_WORDS and bool(
        words & _NAME_WORDS and words & _WHOLE_NAME_WORDS)


def names_deck(title: str) -> bool:
    """Whether a column's ``title`` names a deck by its words: an archetype's word
    (``Archetype Name``, ``Arquetipo``) or a deck's with a name's or a title's
    (``Decklist Name``, ``Deck Title``; ``Deck`` alone is a zone's column), an id's, a
    number's or a kind's (``Deck ID``, ``Deck #``, ``Deck Type``, ``Decknummer``,
    ``_DECK_ID_WORDS``), saying no count. Pure; never raises."""
    words = _title_words(title)
    if words & _NOT_NAMING_WORDS:
        return False
    numbered = any(mark in title for mark in _NUMBER_MARKS)
    return bool(words & (_ARCHETYPE_WORDS | _DECK_ID_COMPOUNDS | _DECK_NAME_WORDS)) or bool(
        words & _DECK_WORDS and (words & (_TITLE_WORDS | _DECK_ID_WORDS) or numbered))


#: Words of a title naming a card's artist as a deck's author (Urza's Gatherer's
#: ``Author``): an owner's word on a sheet of decks.
_AUTHOR_WORDS = frozenset(("author", "authors", "auteur", "autor", "autore"))


def _artists_column(title: str, at: int, numbered: Sequence[tuple[int, list[str]]]) -> bool:
    """Whether the column at ``at`` titled by an author's word (``_AUTHOR_WORDS``) gives
    each card's artist, not each deck's author: its filled cells change on more than half
    of its rows (a deck's author is written on each of its many rows, one run of rows a
    deck; Urza's Gatherer's ``Author`` of ``Douglas Shuler``, ``Dan Frazier`` was four
    decks in one sheet, a collection refused). Pure; never raises."""
    if not _title_words(title) & _AUTHOR_WORDS:
        return False
    cells = [row[at].strip() for _, row in numbered if at < len(row) and row[at].strip()]
    runs = sum(1 for index, cell in enumerate(cells) if not index or cell != cells[index - 1])
    return len(cells) > 1 and 2 * runs > len(cells)


#: A decklist's keys (``column_key``) whose column names whose deck a row's is: the
#: player's, and the seat and the table a team's or an event's sheet gives each player.
_OWNER_KEYS = frozenset({"player", "seat", "table", "dci"})


def several_decks(header: list[str], numbered: Sequence[tuple[int, list[str]]],
                  columns: Mapping[str, tuple[int, ...]], headers: Mapping[str, str],
                  grouping: frozenset[str] = frozenset(),
                  cards_by_row: Mapping[int, Sequence[DeckLine]] | None = None,
                  zones: ZoneTable | None = None) -> Finding | None:
    """The ``file-error`` of a sheet whose rows ``numbered`` (those giving a card, their
    cells as written) are the cards of several decks by a column naming a deck's owner
    (``_OWNER_TITLES``: ``Owner``, ``Team``, ``Email``; ``_OWNER_KEYS``: a team's
    ``Seat``, a ``Table``; by its words, ``names_owner``: ``Full Name``, ``Table #``)
    or its name (titled as a decklist's deck or archetype key, ``Deck name``,
    ``Title``, ``Archetype``, or by its words, ``names_deck``: ``Decklist Name``, and no
    column a role of the reader reads, ``columns``; a folder's, a binder's or a list's,
    ``_CONTAINER_TITLE``, read as the zone column or not; or a ``Deck`` zone column,
    beside a column naming players or owners, whose cells name no zone: an organizer's
    ``Player,Deck,Count,Card``) holding two values or more (compared as names are,
    ``normalise``, an id's digits as a number, ``_value_key``; a blank cell is the row
    above's deck; a cell written as a comment, ``#12``, is a value; in a deck's name
    column a zone's or a section's words alone, ``Sideboard (15)``, name no deck, and a
    deck's folder and its zone's, ``Burn`` and ``Burn Sideboard``, ``Burn Commander``,
    ``Burn Maybeboard``, are one): on the first row of the second, naming the column
    and its first three values; failing those, a column of a title naming nothing known
    whose values stand in runs (``_blocks_of_decks``; not one of small whole numbers
    beside no count column, ``_unread_count_column``: copies, it may be). A ``Deck``
    zone column with no player's beside it names decks when its names are not all
    groupings (``grouping``, the game data's grouping words: ``_names_decks``) or a
    zone's words come under two
    numbers (``Deck 1``, ``Deck 2``: ``_numbered_zones``) or its names part the card
    lines ``cards_by_row`` as decks (``_parts_are_decks``: ``Red`` and ``Blue``, ``Burn``
    and ``Counterspells``, grouping words, each of a full deck). ``None`` for a sheet of
    one deck. One deck a file: two decks read as one were judged together (two short decks
    one legal deck)."""
    keys = [column_key(title) for title in header]
    cards_read, read = cards_by_row or {}, _read_positions(columns)
    titled = {at for at, title in enumerate(header) if keys[at] in _OWNER_KEYS
              or keys[at] in ("deck", "archetype")
              or normalise(_spaced(title).rstrip(" :")) in _OWNER_TITLES}
    owners = [at for at, title in enumerate(header) if (at in titled and keys[at] not in (
        "deck", "archetype")) or (at not in read and names_owner(title)
                                  and not _artists_column(title, at, numbered))]
    zoned = columns.get("zone", ())
    named = [at for at, key in enumerate(keys) if (key in ("deck", "archetype") or (
        names_deck(header[at]) and at not in owners)) and at not in read]
    # a folder's, a binder's, a list's name (Dragon Shield's Folder Name, ManaBox's Binder
    # Name, Delver Lens's List name), read as the zone column or not
    containers = {at for at, title in enumerate(header) if at not in named
                  and _CONTAINER_TITLE().match(" ".join(_spaced(title).casefold().split()))}
    named += sorted(containers)
    # Player,Deck: the Deck column names the player's deck, no category; read as the
    # zone column, its cells' zones are what the reader reads (_decks_zone)
    players_decks = [at for at in zoned if at < len(keys) and keys[at] == "deck"
                     and (owners or _names_decks(at, numbered, headers, grouping)
                          or _numbered_zones(at, numbered, headers)
                          or _parts_are_decks(
                              _deck_parts(at, numbered, headers, "quantity" in columns),
                              cards_read, repeats=True, full=FULL_CONSTRUCTED_DECK,
                              apart=FULL_CONSTRUCTED_DECK, shared_cards=1))]
    named += players_decks
    said: dict[str, str | None] = {}
    names = columns.get("name", ())
    for at in [at for at in owners if keys[at] != "player"] + named:
        values: dict[str, tuple[str, int]] = {}
        cards: dict[str, set[str]] = {}  # each value's cards
        blank = False
        # Deck 1, Deck 2: a zone's words numbered otherwise on its rows name decks
        counted = (at in zoned or at in named) and _numbered_zones(at, numbered, headers)
        # a folder named as a zone beside a deck's folder (Burn and Main, Burn and
        # Commander) is a folder of its own, unless the zone column reads it as that
        # deck's side deck or a section outside it (Burn and Sideboard)
        folders = at in containers and _folder_of_a_zone(at, numbered, headers, zoned)
        kept: list[tuple[int, list[str], str, tuple[str, str, str] | None]] = []
        for number, row in numbered:
            cell = row[at].strip() if at < len(row) else ""
            blank = blank or not cell
            # a row giving a card is no comment: # Bob, #12, // A are values
            if not cell or ((at in zoned or at in named) and _said_a_zone(cell, headers)
                            and not (counted and header_number(cell) is not None)
                            and not (folders and _own_folder(cell, at in zoned, headers))):
                continue  # a deck's zone alone (Sideboard, Sideboard (15)) is no deck's name
            # a deck's folder and its zones' (Burn, Burn Sideboard, Burn Commander, Burn
            # Maybeboard) are one deck; in the zone column, only those it reads as that
            # deck's zone (_zone: Burn Sideboard), else Burn Maybeboard's cards were the
            # main deck's, a short deck legal
            kept.append((number, row, cell, None if at not in named
                         else _decks_zone(cell, headers) if at in players_decks
                         else _folder_zone(cell, headers, said, any_zone=True)))
        # a deck's name ending in a zone's words is that deck's own folder beside its
        # zones' (My Deck beside My Deck Sideboard: it was the deck "My", two decks); a
        # deck's name is read as its zone's is (From the Ashes beside From the Ashes
        # Sideboard, Del Burn beside Sideboard Del Burn: one deck)
        stems = {folder[0] for _, _, _, folder in kept if folder and folder[2] != MAIN}
        for number, row, cell, folder in kept:
            stem = _deck_stem(cell) if at in named else cell
            if folder and stem in stems:
                folder = None
            key = _value_key(folder[0] if folder else stem)
            values.setdefault(key, (cell, number))
            cards.setdefault(key, set()).update(
                normalise(row[name]) for name in names if name < len(row))
        if (at not in titled or _card_ids(header[at], values)) and _cards_own(
                values, cards, blank):
            continue  # a card's own id or name, one a card (MTGO ID, Display Name): no deck's
        if len(values) > 1:
            return _decks_in_one_sheet(header[at], at, list(values.values()))
    for at in zoned:
        labelled = _labelled_main_decks(at, numbered, headers, zones or bundled_zones()) \
            or _owners_of_zones(at, numbered, headers, zones or bundled_zones())
        if labelled:
            return _decks_in_one_sheet(header[at], at, labelled)
        # Category of Ann and Bob, or of Deck (Ramp) and Deck (Stax), each a full deck:
        # two decks' labels, no groups of one deck (Creatures and Lands)
        parts = _deck_parts(at, numbered, headers, "quantity" in columns)
        if all(_grouping(value, grouping) for value in parts):
            parts = {}
        parts.update(_labelled_main_parts(at, numbered, headers, zones or bundled_zones()))
        if at not in players_decks and _parts_are_decks(
                parts, cards_read, repeats=False, full=FULL_CONSTRUCTED_DECK,
                apart=FULL_CONSTRUCTED_DECK, shared_cards=1):
            return _decks_in_one_sheet(header[at], at, _first_rows(at, numbered, parts))
    # a column of small whole numbers beside no count column gives copies, it may be:
    # _unread_counts' parse-error tells it, no deck's number
    copies = {at for at, title in enumerate(header) if not (
        "quantity" in columns or ZONE_COPIES + MAIN in columns) and _unread_count_column(
            title, [row[at].strip() if at < len(row) else "" for _, row in numbered])}
    return _blocks_of_decks(header, numbered, read | set(owners) | set(named) | copies,
                            headers, grouping, names, cards_read)


def _labelled_main_parts(at: int, numbered: Sequence[tuple[int, list[str]]],
                         headers: Mapping[str, str], zones: ZoneTable) -> dict[str, list[int]]:
    """The rows' lines of each label a zone column at ``at`` gives the main deck on the
    rows ``numbered`` (``Deck (Ramp)``, ``Deck - Burn``: ``main_deck_label``, a
    grouping's words too), keyed by label; a blank cell is the row above's, a cell of
    no such label none's."""
    parts: dict[str, list[int]] = {}
    labels: dict[str, str] = {}  # each cell's label, read once
    last = ""
    for number, row in numbered:
        cell = row[at].strip() if at < len(row) else ""
        if cell:
            if cell not in labels:
                labels[cell] = (main_deck_label(cell, zones, groupings=True) or ""
                                if not cell.isalpha() and _named_zone(cell, headers) == MAIN
                                else "")
            last = labels[cell]
        if last:
            parts.setdefault(f"\0{last}", []).append(number)  # apart from unzoned values
    return parts


def _owners_of_zones(at: int, numbered: Sequence[tuple[int, list[str]]],
                     headers: Mapping[str, str], zones: ZoneTable) -> list[tuple[str, int]]:
    """The main deck's and the side deck's cells of a zone column at ``at`` on the rows
    ``numbered`` that name two owners (``Deck (Ann)`` and ``Sideboard (Bob)``, as a text
    decklist's headers: ``zone_owner``), each as written with its first line; empty
    when they name one (``Ann`` and ``Ann Lee``: ``one_owner``) or none. Each such sheet
    was read as one legal deck of Ann's main deck and Bob's side deck."""
    owners: dict[str, tuple[str, str, int]] = {}
    for number, cell in _labelled_cells(at, numbered):
        zone = _named_zone(cell, headers)
        if zone in (MAIN, SIDE) and zone not in owners and (
                owner := zone_owner(cell, zones)) is not None:
            owners[zone] = (owner, cell, number)
    if len(owners) < 2 or one_owner(owners[MAIN][0], owners[SIDE][0]):
        return []
    return sorted(((cell, number) for _, cell, number in owners.values()),
                  key=lambda written: written[1])


def _labelled_cells(at: int, numbered: Sequence[tuple[int, list[str]]]
                    ) -> Iterator[tuple[int, str]]:
    """Each distinct cell of the column at ``at`` on the rows ``numbered`` that may hold a
    label or an owner after a zone's words, with its line: not a zone's word alone
    (``Main``, ``SB``: the common row), nor a blank one."""
    seen: set[str] = set()
    for number, row in numbered:
        cell = row[at].strip() if at < len(row) else ""
        if cell and not cell.isalpha() and cell not in seen:
            seen.add(cell)
            yield number, cell


def _first_rows(at: int, numbered: Sequence[tuple[int, list[str]]],
                parts: Mapping[str, list[int]]) -> list[tuple[str, int]]:
    """Each of ``parts``' values (``_deck_parts``) as the column at ``at`` first writes
    it on the rows ``numbered``, with that row's line."""
    cells = dict(numbered)
    return [(cells[lines[0]][at].strip(), lines[0]) for lines in parts.values() if lines]


def _labelled_main_decks(at: int, numbered: Sequence[tuple[int, list[str]]],
                         headers: Mapping[str, str],
                         zones: ZoneTable) -> list[tuple[str, int]]:
    """The decks a zone column at ``at`` (any title: ``Board``, ``Zone``, ``Deck``)
    names by the main deck's words under two labels or numbers on the rows ``numbered``
    (``Deck 1`` and ``Deck 2``, ``Deck (Ann)`` and ``Deck (Bob)``, as a text decklist's
    headers: ``main_deck_label``, ``header_number``), each as written with its first
    line; empty when it names none or one (``Deck (Ann)`` and ``Deck (Ann Lee)`` are one
    owner's: ``one_owner``). Each such sheet was read as one legal deck of both."""
    found: dict[str, tuple[str, int]] = {}
    for number, cell in _labelled_cells(at, numbered):
        numbered_as = header_number(cell)
        label = (numbered_as[1] if numbered_as is not None
                 and (words := unnumbered(numbered_as[0]))
                 and _named_zone(words, headers) == MAIN
                 else main_deck_label(cell, zones)
                 if _named_zone(cell, headers) == MAIN else None)
        if label and not any(key == label or (not key.isdecimal() and not label.isdecimal()
                                              and one_owner(key, label)) for key in found):
            found[label] = (cell, number)
    return list(found.values()) if len(found) > 1 else []


#: Words of a price's column or key (``Price``, ``USD``, ``prices:``).
PRICE_WORDS = frozenset(("price", "prices", "usd", "eur", "tix"))


#: Words of a column's title that name a fact of a card or of a copy (its set, type,
#: rarity, colour, cost, condition, language, finish, price, tags, notes, a time), in the
#: languages of the exporters' users: such a column's runs of one value are no decks.
_CARD_FACT_WORDS = frozenset((
    "set", "sets", "edition", "editions", "expansion", "extension", "code", "type",
    "types", "supertype", "subtype", "subtypes", "rarity", "color", "colors", "colour",
    "colours", "identity", "cmc", "mv", "mana", "cost", "value", "condition", "cond",
    "language", "lang", "foil", "finish", "printing", "tag", "tags", "label", "labels",
    *PRICE_WORDS, "date", "added", "time", "created",
    "modified", "updated", "collector", "number", "artist", "power", "toughness",
    # the artist in other words (Urza's Gatherer's Author) and languages
    "artists", "author", "authors", "illustrator", "illustrators", "illustration",
    "illustrated", "artiste", "artistes", "illustrateur", "künstler", "kunstler",
    "illustrator", "zeichner", "artista", "ilustrador", "ilustración", "ilustracion",
    "illustratore", "autore", "autor", "auteur",
    "loyalty", "text", "oracle", "note", "notes", "comment", "comments", "category",
    "categories", "group", "sort", "uuid", "scryfall", "multiverse", "tcgplayer",
    "cardmarket", "status", "owned", "have", "want", "wanted", "trade", "tradelist",
    "stock", "layout", "frame", "border", "legal", "legality", "legalities", "reserved",
    "promo", "variant", "version", "style", "art", "misprint", "altered", "signed",
    "currency", "purchase", "release", "released", "cardtype", "element", "class",
    "faction", "kind", "edición", "edicion", "erweiterung", "seltenheit", "zustand",
    "sprache", "farbe", "typ", "tipo", "rareza", "estado", "idioma", "couleur",
    "rareté", "rarete", "état", "etat", "langue", "kartentyp", "prix", "preis",
    "precio", "coût", "kosten", "coste", "rarità", "lingua", "condizione", "colore",
    "cn", "no", "nr", "num", "pos", "position", "row", "index", "line", "year", "page",
    # a collector number in the clients' languages (Numéro, Sammlernummer, 番号); its
    # number signs alone (N°, Nº, N.º, No., #) are _NUMBER_SIGN_TITLE's
    "numéro", "numero", "número", "nummer", "sammlernummer", "kartennummer", "numer",
    "numaro", "номер", "番号", "カード番号", "编号", "編號", "卡号", "번호",
    "cost", "mana", "rank", "rating", "sorting", "scanned", "timestamp", "imported",
    "import", "bought", "acquired", "sku", "url", "image", "link", "proxy", "alter",
    "textless", "proof", "datum", "fecha", "zeit", "hora",
    # where a copy is kept and how it is printed or sleeved (Location of Binder and Box,
    # Print of Foil and Nonfoil, Sleeve): one deck's copies of a card may part so
    "location", "locations", "place", "storage", "stored", "box", "shelf", "drawer",
    "container", "sleeve", "sleeves", "sleeved", "print", "printed", "prints", "treatment",
    "source", "ort", "lagerort", "standort", "lieu", "emplacement", "ubicación",
    "ubicacion", "posizione", "localização", "localizacao", "pochette", "hülle", "funda",
    # colour, rarity and type in more of the clients' languages (a sheet sorted by one
    # was refused as several decks)
    "colores", "colors", "cor", "cores", "colori", "couleurs", "farben", "kolor", "kolory",
    "kleur", "kleuren", "цвет", "цвета", "色", "颜色", "顏色", "색", "색상", "rar",
    "raridade", "rzadkość", "rzadkosc", "zeldzaamheid", "редкость", "レアリティ", "稀有度",
    "희귀도", "soort", "тип", "タイプ", "类型", "類型", "유형", "kategoria", "категория"))
#: Words of a column's title naming a fact each card holds once, whatever its printing
#: or its copy (its colour, its type, its mana value): one deck's card is under one such
#: value (a rarity, a set, a price, a language, a place or a deck's own group of it,
#: ``Core`` and ``Flex``, may differ between its copies).
_ONE_VALUE_WORDS = frozenset((
    "color", "colors", "colour", "colours", "identity", "couleur", "couleurs", "farbe",
    "farben", "colores", "colore", "colori", "cor", "cores", "kleur", "type", "types",
    "cardtype", "kartentyp", "typ", "tipo", "supertype", "subtype", "subtypes", "cmc",
    "mv", "mana"))
#: Words of a column's title naming a deck's own group of a card (``Group`` of ``Core``
#: and ``Flex``): one card's copies may part between two, but not piles of it.
_GROUP_WORDS = frozenset(("group", "groups", "sort", "category", "categories"))
#: A whole number or a decimal (``2``, ``2.0``): copies, it may be, in a ``Deck`` column.
_NUMBER_CELL = lazy_pattern(r"^\d+(?:[.,]\d+)?$")
#: A number with a decimal mark (a price, ``1.99``, ``2,50``): no deck's.
_DECIMAL = lazy_pattern(r"^\d*[.,]\d+$")
#: A day or a time (``2024-05-01``, ``01/05/2024``, ``10:00``; a month in words, ``1 mai
#: 2021``, ``1. Mai 2021``, ``May 1, 2021``): no deck's.
_WHEN = lazy_pattern(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|\d:\d\d"
                     r"|\b\d{1,2}\.?\s+[^\W\d_]{3,12}\.?,?\s+\d{4}\b"
                     r"|\b[^\W\d_]{3,12}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b")
#: Fewest rows of each value of a column told as decks by its runs (``_blocks_of_decks``).
_BLOCK_ROWS = 2


def _blocks_of_decks(header: list[str], numbered: Sequence[tuple[int, list[str]]],
                     told: set[int], headers: Mapping[str, str], grouping: frozenset[str],
                     names: tuple[int, ...],
                     read: Mapping[int, Sequence[DeckLine]]) -> Finding | None:
    """The ``file-error`` of a sheet whose rows ``numbered`` are parted into decks by a
    column cardtools does not read (not ``told``: read by a role or told as an owner's or
    a deck's already): of a title of no fact of a card (``Attendee``, ``Handle``,
    ``Kunde``; ``_CARD_FACT_WORDS``), two values or more, each on one run of rows (a blank
    cell is the row above's), each written on ``_BLOCK_ROWS`` rows at least (a sparse
    column's notes are none), none a zone's name, not all the game data's groupings
    (``grouping``: a card type, a rarity), nor all a yes or a no (``is_pinned``), nor all
    a decimal (a price) or a time, none a mana cost, nor each one card's
    (``_runs_name_decks``; ``names``: the name columns); or, of any title (``Group``,
    ``Version``), its values however they come, row by row too (Ann, Bob, Ann, Bob),
    parting the card lines ``read`` (by row) as decks (``_parts_are_decks``: two parts of
    a full deck each, or a card in two parts in one zone under a title of no card's
    fact); a column of times or days alone (``_WHEN``) under another title
    (``Horodateur``, ``Marca temporal``) parts decks as any title's column does, but
    never by cards shared (a deck's copies added at two times); under a title of a fact
    a card holds once (``_ONE_VALUE_WORDS``: ``Colour``, ``Type``), a card
    in two parts parts decks too. The rows of two decks so parted were one legal deck.
    ``None`` otherwise."""
    # a fact's column parts decks only by two full decks: too few cards tell none
    facts = sum(line.count for lines in read.values() for line in lines
                if line.zone == MAIN) >= 2 * _FULL_DECK
    for at, title in enumerate(header):
        if at in told:
            continue
        words = _title_words(title)
        fact = _card_fact_title(title, words)
        # a fact a card holds once (its colour, its type, a deck's group of it): one
        # card's copies under two of its values are two decks' (Ann's and Bob's Mountain)
        once = fact and words <= _ONE_VALUE_WORDS
        grouped = bool(words & _GROUP_WORDS)
        if fact and not facts and not (once or grouped):
            continue
        scanned = _column_runs(at, numbered, names)
        if scanned is None:
            continue
        runs, cards, parts, alternating = scanned
        # a time of any other title (Horodateur, Marca temporal) is a row's fact, as a
        # Timestamp's: a form's submissions in turn part two full decks (40 cards each)
        timed = not fact and all(_WHEN().search(key) for key in runs)
        if ((not fact and not timed and not alternating
             and _runs_name_decks(runs, cards, grouping)) or (
                len(runs) > 1 and _parts_are_decks(
                    # values row by row: a 100-card deck's Sleeve of Black and White
                    parts, read, repeats=once or grouped or not (fact or timed),
                    full=FULL_CONSTRUCTED_DECK if fact or alternating else _FULL_DECK,
                    apart=FULL_CONSTRUCTED_DECK if alternating else _FULL_DECK,
                    shared_cards=1 if once else 2)
                and not _marks_or_costs(runs, times=not (fact or timed))
                and not _cards_own(runs, cards, blank=False))) and not any(
                    _said_a_zone(written, headers) for written, _, _ in runs.values()):
            # (a zone's name, Sideboard, makes the column a zone's: asked last, of each
            # value once, as it costs a text header's reading)
            return _decks_in_one_sheet(
                title, at, [(written, line) for written, line, _ in runs.values()])
    return None


#: What ``_column_runs`` gives of a column: each value (as written, its first line, its
#: rows), each value's cards, each value's rows' lines, and whether a value comes again
#: after another's rows.
_Runs = tuple[dict[str, tuple[str, int, int]], dict[str, set[str]], dict[str, list[int]], bool]


def _column_runs(at: int, numbered: Sequence[tuple[int, list[str]]],
                 names: tuple[int, ...]) -> _Runs | None:
    """The values of the column at ``at`` on the rows ``numbered`` (``_Runs``; a blank
    cell the row above's, ``names`` the name columns); ``None`` when a cell holds a card
    line, or the first filled row comes after a blank one."""
    runs: dict[str, tuple[str, int, int]] = {}
    cards: dict[str, set[str]] = {}
    parts: dict[str, list[int]] = {}
    last, alternating = "", False
    for number, row in numbered:
        cell = row[at].strip() if at < len(row) else ""
        if not cell:
            if not last:
                return None  # no deck above a blank cell
            key = last  # the row above's (a sparse column's writes too few rows)
        else:
            if _CARD_LINE_CELL().match(cell) and not _WHEN().search(cell):
                return None  # (a day, 1 mai 2021, is no card line)
            key = _value_key(cell)
            alternating = alternating or (key != last and key in runs)
            written, line, rows = runs.get(key, (cell, number, 0))
            runs[key] = (written, line, rows + 1)
            cards.setdefault(key, set()).update(
                normalise(row[name]) for name in names if name < len(row))
        parts.setdefault(key, []).append(number)
        last = key
    return runs, cards, parts, alternating


def _marks_or_costs(runs: Mapping[str, tuple[str, int, int]], times: bool) -> bool:
    """Whether a column's ``runs`` are all a yes or a no, all a decimal (a price) or a
    time (when ``times``: a registration's day may part decks), or one a mana cost
    (``{2}{R}``): a card's or a copy's, no deck's; or one is written on fewer than
    ``_BLOCK_ROWS`` rows (a sparse column's note)."""
    keys = list(runs)
    return (any(rows < _BLOCK_ROWS for _, _, rows in runs.values())
            or {key.casefold() for key in keys} <= YES | NO
            or (times and all(_DECIMAL().match(key) or _WHEN().search(key) for key in keys))
            or any("{" in written for written, _, _ in runs.values()))


#: The fewest cards of a full main deck in the bundled games' formats (Limited's, Mage
#: Noir's and Magi-Nation Duel's 40): a one-deck sheet's groups of cards under a title
#: of no card's fact are seldom two of that many each.
_FULL_DECK = 40


def _parts_are_decks(parts: Mapping[str, list[int]], read: Mapping[int, Sequence[DeckLine]],
                     repeats: bool, full: int, apart: int, shared_cards: int) -> bool:
    """Whether the rows of a column's values (``parts``: each value's rows' lines) part
    the card lines ``read`` (by row) as decks: two parts or more each holding a full main
    deck (``full`` cards: a deck sorted by colour has no two such groups), or ``apart``
    cards each with no card in two of them and fewer than ``_SINGLETON_MAIN`` in all (two
    Mage Noir decks of 40 under a ``Box`` of ``Ann's box`` and ``Bob's box``: one deck's
    copies kept in two places share a card, a Commander deck's halves none),
    or, with ``repeats`` (a column of no card's or copy's fact), ``shared_cards`` cards
    or more each in one zone under two values, those values' main decks
    ``_A_DECKS_PART`` cards each at least (a deck's groups, ``Red`` and ``Blue``, hold
    each card once; two players' decks may share some; a deck's ``Core`` and ``Flex``
    may part one card's copies, so one card so parted is a deck's only under a fact a
    card holds once, ``Colour``; a few foils beside the rest are one deck's, and one
    card's copies in a ``Location``'s ``Binder`` and ``Box`` are a copy's fact, no
    repeats). A sheet of two decks so parted was read as one legal deck."""
    main: dict[str, int] = {}
    copies: dict[tuple[str, str], dict[str, int]] = {}  # each card's copies by value
    for value, lines in parts.items():
        for number in lines:
            for line in read.get(number, ()):
                if line.zone == MAIN:
                    main[value] = main.get(value, 0) + line.count
                by_value = copies.setdefault((normalise(line.name), line.zone), {})
                by_value[value] = by_value.get(value, 0) + line.count
    if sum(count >= full for count in main.values()) > 1:
        return True
    shared = [by_value for by_value in copies.values() if len(by_value) > 1]
    if not shared and sum(main.values()) < _SINGLETON_MAIN \
            and sum(count >= apart for count in main.values()) > 1:
        return True
    # a pile of one card under each of two values (22 Mountains each) is two decks'
    # lands, never one card's copies parted into a deck's Core and Flex
    piles = any(min(by_value.values()) > _MOST_COPIES for by_value in shared)
    return repeats and (len(shared) >= shared_cards or piles) and all(
        main.get(value, 0) >= _A_DECKS_PART for by_value in shared for value in by_value)


#: The fewest main deck cards of a singleton deck of 100 (Commander's 99 or 98 beside
#: its commanders, a few more in a sheet's other zone): its halves under a ``Sleeve`` or a
#: ``Box`` share no card, so two parts sharing none are two decks only below it (two
#: decks of 40, Mage Noir's, Limited's, hold 80 to 95).
_SINGLETON_MAIN = 96
#: The most copies of a card a deck's list parts between two groups of it (a copy limit
#: of four, ``2 Fire Ball`` in ``Core`` and ``2`` in ``Flex``): more under each of two
#: values are two decks' piles of a card a deck may hold any number of (a basic land).
_MOST_COPIES = 4


#: The fewest main deck cards of a value's rows that may be a deck of their own when
#: cards repeat under two values (half the fewest cards of a full deck, ``_FULL_DECK``).
_A_DECKS_PART = _FULL_DECK // 2


def _deck_parts(at: int, numbered: Sequence[tuple[int, list[str]]],
                headers: Mapping[str, str], counted: bool) -> dict[str, list[int]]:
    """The rows' lines of each deck a ``Deck`` zone column at ``at`` names on the rows
    ``numbered`` (compared as names; a deck's side deck, ``Burn Sideboard``, is its
    deck's, a blank cell the row above's; a cell naming a zone alone, a card line or,
    with no count column beside it, ``counted`` false, a number names none: copies, it
    may be; beside one, ``1`` and ``2`` are decks' numbers)."""
    parts: dict[str, list[int]] = {}
    last = ""
    for number, row in numbered:
        cell = row[at].strip() if at < len(row) else ""
        if cell:
            if _said_a_zone(cell, headers) or _CARD_LINE_CELL().match(cell) \
                    or (not counted and _NUMBER_CELL().match(cell)):
                last = ""
                continue
            folder = _decks_zone(cell, headers)
            last = _value_key(folder[0] if folder else cell)
        if last:
            parts.setdefault(last, []).append(number)
    return parts


def _zones_again(lines: Sequence[DeckLine], headings: Mapping[int, str],
                 headers: Mapping[str, str]) -> Finding | None:
    """The ``file-error`` of a sheet whose card ``lines`` (in file order) give the main
    deck's rows again after the side deck's as two decks' lists do: by section rows
    (``headings``, by line) heading the main deck and the side deck both again, each over
    cards, after the other's rows (``Deck``, ``Sideboard``, ``Deck``, ``Sideboard``, as a
    text decklist's headers of two lists pasted in one file; ``Deck``, ``Sideboard``,
    ``Deck`` alone opens the main deck again), or, by any column, in two runs or more
    each of a full main deck (``_FULL_DECK`` cards) then its side deck's rows (a
    ``Board`` column of Deck, Sideboard, Deck, Sideboard; a total row after the side
    deck is no second deck): each was one legal deck of two decks' cards. ``None``
    otherwise."""
    zoned = [line for line in sorted(lines, key=lambda each: each.line or 0)
             if line.zone in (MAIN, SIDE) and line.line is not None]
    # each deck's run: its first line, its main deck's cards, its side deck's rows' lines
    runs: list[tuple[int, int, set[int]]] = []
    for line in zoned:
        if not runs or (line.zone == MAIN and runs[-1][2]):
            runs.append((line.line or 0, 0, set()))
        first, main, side = runs[-1]
        if line.zone == SIDE:
            side.add(line.line or 0)
        runs[-1] = (first, main + line.count * (line.zone == MAIN), side)
    again = _headings_again(zoned, headings, headers)
    full = _full_decks_under_headings(zoned, headings, headers)
    if again is None and full is not None:
        return Finding("file-error", f"the main deck's section rows on lines {full[0]} and "
                       f"{full[1]} each head a full deck ({FULL_CONSTRUCTED_DECK} cards or more): "
                       "two decklists in one sheet, not judged; one deck a file", line=full[1])
    if again is None and sum(main >= _FULL_DECK and len(side | {first}) > 1
                             for first, main, side in runs) > 1:
        again = runs[1][0]
    if again is None:
        return None
    return Finding("file-error", f"the main deck's and the side deck's rows again from "
                   f"line {again} (the first deck's from line {runs[0][0]}): two "
                   "decklists in one sheet, not judged; one deck a file", line=again)


def _headings_again(zoned: Sequence[DeckLine], headings: Mapping[int, str],
                    headers: Mapping[str, str]) -> int | None:
    """The line of the first section row heading the main or the side deck again after
    the other's rows, over cards (``zoned``: the main and side deck's lines in file
    order), when both so come again; ``None`` otherwise (nor for a heading saying its
    part goes on: ``Main Deck (cont.)``, one deck sorted by type)."""
    read = sorted((number, zone) for number, heading in headings.items()
                  if (zone := _named_zone(heading, headers)) in (MAIN, SIDE)
                  and not continues(heading))
    used: list[tuple[int, str]] = []
    for at, (number, zone) in enumerate(read):
        end = read[at + 1][0] if at + 1 < len(read) else None
        if any(line.zone == zone and number < (line.line or 0) and (
                end is None or (line.line or 0) < end) for line in zoned):
            used.append((number, zone))
    seen: set[str] = set()
    again: dict[str, int] = {}
    last = ""
    for number, zone in used:
        if zone in seen and zone != last:
            again.setdefault(zone, number)
        seen.add(zone)
        last = zone
    return min(again.values()) if len(again) > 1 else None


def _full_decks_under_headings(zoned: Sequence[DeckLine], headings: Mapping[int, str],
                               headers: Mapping[str, str]) -> tuple[int, int] | None:
    """The lines of the first two section rows naming the main deck (``Deck 1``, ``Deck 2``;
    ``Main Deck`` twice) over a full constructed deck (``FULL_CONSTRUCTED_DECK`` main deck
    cards up to the next section row) when two so stand, as in a text decklist
    (``_Reader._full_decks_again``): two decks' lists, which were one legal deck of both
    decks' cards; ``None`` otherwise."""
    rows = sorted(headings)
    full = []
    for at, number in enumerate(rows):
        if _named_zone(headings[number], headers) != MAIN:
            continue
        end = rows[at + 1] if at + 1 < len(rows) else None
        under = sum(line.count for line in zoned if line.zone == MAIN
                    and number < (line.line or 0) and (end is None or (line.line or 0) < end))
        if under >= FULL_CONSTRUCTED_DECK:
            full.append(number)
    return (full[0], full[1]) if len(full) > 1 else None


def _by_row(lines: Sequence[DeckLine]) -> dict[int, list[DeckLine]]:
    """The card ``lines`` by their row's line (those of no line left out)."""
    rows: dict[int, list[DeckLine]] = {}
    for line in lines:
        if line.line is not None:
            rows.setdefault(line.line, []).append(line)
    return rows


def _runs_name_decks(runs: Mapping[str, tuple[str, int, int]],
                     cards: Mapping[str, set[str]], grouping: frozenset[str]) -> bool:
    """Whether a column's ``runs`` (each value compared, ``_value_key``: as written, its
    first line, its rows) name decks (``_blocks_of_decks``): two or more, each on
    ``_BLOCK_ROWS`` rows at least, not all groupings (``grouping``: a card type, a
    rarity), marks, prices or times, none a mana cost (``{2}{R}``), and not each of one
    card's rows, ``_OWN_VALUES`` of them at least (``_cards_own``; ``cards``: each
    value's cards; a row a copy's link or id per card)."""
    keys = list(runs)
    return (len(keys) > 1 and all(rows >= _BLOCK_ROWS for _, _, rows in runs.values())
            and not all(_grouping(key, grouping) for key in keys)
            and not {key.casefold() for key in keys} <= YES | NO
            and not all(_DECIMAL().match(key) or _WHEN().search(key) for key in keys)
            and not any("{" in written for written, _, _ in runs.values())
            and not _cards_own(runs, cards, blank=False))


def _decks_in_one_sheet(title: str, at: int, found: Sequence[tuple[str, int]]) -> Finding:
    """The ``file-error`` of a sheet whose column ``title`` (at ``at``) names the decks
    ``found`` (each as written, its first line), on the second's first line."""
    shown = ", ".join(f"'{name[:40]}'" for name, _ in found[:3])
    more = f" and {len(found) - 3} more" if len(found) > 3 else ""
    title_shown = title.strip()[:40] or f"column {at + 1}"
    return Finding("file-error", f"{len(found)} decks in one sheet (column '{title_shown}': "
                   f"{shown}{more}): not judged; one deck a file (split it by deck,"
                   " or leave the column out if the sheet holds one deck)",
                   line=found[1][1])


def _own_folder(cell: str, read: bool, headers: Mapping[str, str]) -> bool:
    """Whether a folder's cell naming a zone alone (``_said_a_zone``) is a folder of its
    own beside a deck's: any such cell of a column the reader does not ``read`` as the
    zone column, else one naming the main deck or the command zone (``Main``,
    ``Commander``: the deck's own folder holds its main deck)."""
    return not read or _named_zone(_HEADING_MARKS().sub("", cell) or cell,
                                   headers) in (MAIN, COMMAND)


def _folder_of_a_zone(at: int, numbered: Sequence[tuple[int, list[str]]],
                      headers: Mapping[str, str], zoned: tuple[int, ...]) -> bool:
    """Whether the folder column at ``at`` (``_CONTAINER_TITLE``) holds a deck's folder,
    a name of no zone, beside a folder named as a zone alone that is a folder of its own
    (``_own_folder``: Dragon Shield's ``Burn`` beside ``Main`` or ``Commander``). Such a
    folder's cards were counted in Burn's main deck: a 75-card main deck legal."""
    own = named = False
    for _, row in numbered:
        cell = row[at].strip() if at < len(row) else ""
        if not cell:
            continue
        if not _said_a_zone(cell, headers):
            named = True
        elif _own_folder(cell, at in zoned, headers):
            own = True
        if own and named:
            return True
    return False


def _numbered_zones(at: int, numbered: Sequence[tuple[int, list[str]]],
                    headers: Mapping[str, str]) -> bool:
    """Whether the cells of the column at ``at`` naming one zone write two numbers or
    more with its words (``Deck 1`` and ``Deck 2``, ``Main 1`` and ``Main 2``, ``Deck I``
    and ``Deck II``, ``Deck 2024`` and ``Deck 2025``), as a text decklist's headers of two
    decks are read (``text.header_number``: not a part's, ``Deck (2 of 2)``, nor a count
    of five or more in brackets, ``Sideboard (15)``): each a deck's name. Both were read
    as the main deck with a count, or as one deck's folder: two decks' halves one legal
    deck."""
    found: dict[str, set[str]] = {}
    for _, row in numbered:
        cell = row[at].strip() if at < len(row) else ""
        if cell and (read := header_number(cell)) is not None and (
                words := unnumbered(read[0])) and _named_zone(words, headers) is not None:
            written = found.setdefault(read[0], set())
            written.add(read[1].lstrip("0") or "0")
            if len(written) > 1:
                return True
    return False



def _names_decks(at: int, numbered: Sequence[tuple[int, list[str]]],
                 headers: Mapping[str, str], grouping: frozenset[str]) -> bool:
    """Whether a ``Deck`` zone column at ``at`` with no player's column beside it names
    decks: two of its cells or more (compared as names, ``normalise``; a deck's side
    deck, ``_decks_zone``'s ``Burn Sideboard``, is its deck's) name no zone, one of them
    no grouping of cards (a grouping's words are all the game data's grouping words,
    ``grouping``: ``Creatures``, ``Other Spells``, ``Burn``). ``Burn`` and ``Control``
    there were one legal deck of two decks' halves."""
    names: set[str] = set()
    for _, row in numbered:
        cell = row[at].strip() if at < len(row) else ""
        if not cell or _said_a_zone(cell, headers) or _CARD_LINE_CELL().match(cell) \
                or _NUMBER_CELL().match(cell):
            continue  # a card line there (1 Black Lotus) is a card, counted; a number
            # copies, it may be (Sol Ring,2: a parse-error)
        folder = _decks_zone(cell, headers)
        names.add(normalise(folder[0] if folder else cell))
    return len(names) > 1 and any(not _grouping(name, grouping) for name in names)


def _grouping(name: str, grouping: frozenset[str]) -> bool:
    """Whether ``name`` is a grouping of cards: words, all of them the game data's
    grouping words (``grouping``: ``Creatures``, ``Other Spells``); a number is none."""
    words = set(_TITLE_WORD().findall(name))
    return bool(words) and words <= grouping


#: A column's title naming the folder, the binder or the list a row's card is kept in
#: (Dragon Shield's ``Folder Name``, ManaBox's ``Binder Name``, Delver Lens's ``List
#: name``; German ``Ordner``, French ``Dossier``, ``Classeur``, Spanish ``Carpeta``,
#: Italian ``Cartella``, Portuguese ``Pasta``): its cells name a deck each, one deck's
#: folders (``Burn``, ``Burn Sideboard``) one.
_CONTAINER_TITLE = lazy_pattern(
    r"^(?:(?:folder|binder|list|ordner|mappe|dossier|classeur|liste|carpeta|lista|"
    r"cartella|pasta)(?:[\s_\-]*(?:name|nom|nombre|nome|titel|title))?|"
    r"(?:nom|nombre|nome)\s+(?:du|de la|del|de|della|do|da)\s+"
    r"(?:dossier|classeur|liste|carpeta|lista|cartella|pasta))[\s:]*$")
#: What a number is written with besides its digits in an id's cell (``#12``, ``0012345``;
#: not a dot or a hyphen, which part two numbers: ``1-2`` is no ``12``).
_ID_MARKS = str.maketrans("", "", "#\u2116 ")


def _said_a_zone(cell: str, headers: Mapping[str, str]) -> bool:
    """Whether a cell names one of a deck's zones or sections alone (``Sideboard``,
    ``Sideboard (15)``, ``Maybeboard``, ``Commander``, a zone header of the game data in
    any of its languages: ``Réserve``), no deck's name."""
    return (_named_zone(cell, headers) is not None
            or _section_outside(_HEADING_MARKS().sub("", cell)) is not None)


def _value_key(cell: str) -> str:
    """A cell naming a deck or its owner as compared (``normalise``), an id or a number
    written otherwise one value (``0012345`` and ``12345``, ``#12`` and ``12``). Names
    written otherwise (``Lee, Ann``, ``Ann``) stay other values: two players may be so
    named, and two decks read as one were one legal deck."""
    digits = cell.translate(_ID_MARKS)
    if digits.isascii() and digits.isdecimal() and len(digits) <= 20:
        return str(int(digits))
    return normalise(cell)


def _card_ids(title: str, values: Mapping[str, tuple[str, int]]) -> bool:
    """Whether a column titled as an owner's (``Arena ID``) may hold each card's own id:
    its ``title`` names a service whose cards have ids (``_CARD_ID_SERVICES``: Arena's,
    MTGO's) and every value is a number (a player's Arena ID is a name and a number,
    ``Ann#12345``; a card export's is the card's number, ``70123``)."""
    return bool(_title_words(title) & _CARD_ID_SERVICES) and all(
        written.strip().isdecimal() for written, _ in values.values())


#: Fewest values of a column whose value is each card's own (``_cards_own``): a deck has
#: more different cards than that, a sheet of few decks of one card line each fewer decks.
_OWN_VALUES = 8


def _cards_own(values: Mapping[str, object], cards: Mapping[str, set[str]],
               blank: bool) -> bool:
    """Whether a column's ``values`` are each card's own (a card export's ``MTGO ID``,
    ``Display Name``; asked of a column told as an owner's by its title's words only, not
    of one titled as an owner's or a deck's, ``Owner``, ``Deck name``): a value on every
    row (no ``blank`` cell, which is the row above's deck's), ``_OWN_VALUES`` of them at
    least, each of one card and each card of one value (``cards``: each value's cards).
    A sheet of decks, each of several cards, or written on its first row only, is none.
    Never raises."""
    return (not blank and len(values) >= _OWN_VALUES
            and all(len(named) == 1 for named in cards.values())
            and len(set().union(*cards.values())) == len(cards))


def section_heading(row: list[str], columns: Mapping[str, tuple[int, ...]],
                    headers: Mapping[str, str]) -> str | None:
    """The heading of a section row: a row whose one filled cell names a zone of the deck
    as a text decklist's header does (``Sideboard``, ``SB:``, ``Sideboard (15)``,
    ``Main``, ``Magi``), maybe beside the zone's count in the count column (``15,
    Sideboard``), which a spreadsheet of a decklist writes above the rows of that zone;
    ``None`` for any other row. No zone header names a card (the game data refuses one
    that does), so such a row is no card's; a Markdown heading's marks round it (``##
    Sideboard``, ``**Sideboard**``: a post's tables) are no part of it. A section outside
    the deck (``Maybeboard``)
    is none: the rows below it stay counted, as it would take them out of the deck unseen
    in a spreadsheet's rows."""
    heading = _lone_cell(row, columns)
    if heading:
        # a post's Markdown heading between its tables ("## Sideboard", "**Sideboard**")
        heading = _HEADING_MARKS().sub("", heading) or heading
    return heading if heading and _named_zone(heading, headers) not in (None, SKIP) else None


#: A Markdown heading's marks round a lone cell: ``#`` marks before a space, bold or
#: italic marks on both sides.
_HEADING_MARKS = lazy_pattern(r"^#{1,6}\s+|^[*_]{1,3}(?=\S)|(?<=\S)[*_]{1,3}$")


def _lone_cell(row: list[str], columns: Mapping[str, tuple[int, ...]]) -> str | None:
    """The one filled cell of ``row``, maybe beside a count in the count column (``15,
    Sideboard``, ``Sideboard,15``: the count left out); ``None`` for a row of more."""
    filled = [(position, cell.strip()) for position, cell in enumerate(row) if cell.strip()]
    count = columns.get("quantity", ())
    if len(filled) == 2 and count and filled[0][0] in count[:1] and (
            _DIGITS().match(filled[0][1]) and filled[1][0] in columns.get("name", ())):
        filled = filled[1:]  # "15,Sideboard": the zone's count beside its name
    elif len(filled) == 2 and count and filled[1][0] in count[:1] and (
            _DIGITS().match(filled[1][1]) and filled[0][0] in columns.get("name", ())):
        filled = filled[:1]  # "Sideboard,15"
    return filled[0][1] if len(filled) == 1 else None


def skipped_section_row(row: list[str], columns: Mapping[str, tuple[int, ...]],
                        headers: Mapping[str, str], number: int) -> Finding | None:
    """A ``parse-error`` for a row of line ``number`` whose one filled cell names a section
    outside the deck (``Maybeboard``, ``Tokens``), as ``section_heading`` reads a zone's:
    the rows below it stay counted (``section_heading``), and the row said so only as a
    quantity that was no number (``quantity Maybeboard is not between 1 and 999``);
    ``None`` for any other row."""
    heading = _lone_cell(row, columns)
    if heading is None or not any(
            " ".join(words.casefold().split()) in SKIPPED or _named_zone(words, headers) == SKIP
            for words in (heading, _BOARD_DECORATION().sub("", heading))):
        return None
    return Finding("parse-error", f"the row '{heading[:40]}' heads a section outside the "
                   "deck, which the rows of a spreadsheet cannot leave out: the rows below "
                   "it are counted as the rows above it are", line=number,
                   hint="delete the rows of cards outside the deck, or put the section's "
                   "name in a Board column of each of its rows")


def _section_count(row: list[str], columns: Mapping[str, tuple[int, ...]], heading: str,
                   number: int, headers: Mapping[str, str]) -> list[DeclaredCount]:
    """The count a section row of line ``number`` declares for its zone, as a zone header
    does (``Sideboard (15)``, ``15,Sideboard``), to be compared with the cards read
    below it (``declared_counts``); none when it gives no number."""
    count = _cell(row, columns, "quantity") if _cell(row, columns, "name") == heading else ""
    written = f"{count} {heading}" if _DIGITS().match(count) else heading
    if not _DIGITS().match(count):
        found = _SECTION_SIZE().search(heading)
        count = found[1] if found else ""
    if not count or not 0 < int(count) <= MAX_COUNT:
        return []
    return [DeclaredCount(number, int(count), written, "zone", _named_zone(heading, headers))]


#: A zone's size written in a section row's heading (``Sideboard (15)``, ``Side - 15``).
_SECTION_SIZE = lazy_pattern(r"(?<![\w.])(\d{1,3})(?![\w.])")


def _header_again(row: list[str], header: list[str]) -> bool:
    """Whether ``row`` is the header row written again, as a sheet heading its side deck
    with a table of its own writes it (every cell the header's, in any case)."""
    cells = [" ".join(cell.casefold().split()) for cell in row]
    titles = [" ".join(title.casefold().split()) for title in header]
    while cells and not cells[-1]:
        cells.pop()
    while titles and not titles[-1]:
        titles.pop()
    return bool(cells) and cells == titles


def _section_note(heading: str, number: int, headers: Mapping[str, str],
                  table: ZoneTable) -> Finding:
    """The ``reading`` note on a section row (``section_heading``) of line ``number``,
    naming the zone by ``_SECTION_WORDS`` or its label in the game data (``Magi stack``)."""
    zone = _named_zone(heading, headers) or MAIN
    return Finding("reading", f"the row '{heading[:40]}' heads a section, not a card: the "
                   f"rows below it that name no zone are in the "
                   f"{_SECTION_WORDS.get(zone) or table.label(zone)}", line=number)


#: A zone's words in the note on a section row.
_SECTION_WORDS = {MAIN: "main deck", SIDE: "side deck", COMMAND: "command zone",
                  COMPANION: "side deck, declared the companion"}


def with_section(row: list[str], columns: dict[str, tuple[int, ...]], section: str,
                 headers: Mapping[str, str]) -> tuple[list[str], dict[str, tuple[int, ...]]]:
    """The row and columns to read a row under a section row's ``section`` (a zone of the
    deck, ``section_heading``) with: a row whose zone cells are empty (or with no zone
    column) takes the section's heading as its zone cell, so it is read as a row of that
    zone (``Sideboard``: the side deck; ``Commander``: the command zone); any other row
    as it is. ``section`` empty: the row as it is."""
    if not section or _zone_cell(row, columns, headers):
        return row, columns
    positions = columns.get("zone", ())
    if positions:
        filled = list(row) + [""] * (positions[0] + 1 - len(row))
        filled[positions[0]] = section
        return filled, columns
    return [*row, section], {**columns, "zone": (len(row),)}


#: The role of a yes-or-no column that marks a row's card as in a zone (``mark side``):
#: a ``Sideboard`` column of ``true``/``false``, found by ``mark_columns``.
MARK = "mark "
#: A zone's words in the note on a yes-or-no column of that zone.
_ZONE_WORDS = {MAIN: "the main deck (a no: the side deck)", SIDE: "the side deck",
               COMMAND: "the command zone", COMPANION: "the side deck, declared the companion",
               SKIP: "outside the deck, not counted"}
#: Words before a zone's name in a yes-or-no column's title (``Is Sideboard``,
#: ``In the sideboard?``).
_MARK_TITLE = lazy_pattern(r"^(?:(?:is|in|on)\s+)?(?:the\s+)?(.+?)[\s?:]*$")


def mark_columns(header: list[str], columns: dict[str, tuple[int, ...]],
                 rows: list[list[str]], headers: Mapping[str, str], line: int
                 ) -> tuple[dict[str, tuple[int, ...]], list[Finding]]:
    """The columns of a CSV export with its yes-or-no columns of a zone found: a column
    no role reads whose title names a zone (``Sideboard``, ``SB``, ``Sideboard?``,
    ``Companion``, ``Mainboard``, ``Maybeboard``; a game's zone header), a ``Board`` or
    ``Section`` column, or a ``Commander`` column, when each of its cells is a yes or a no
    (``YES``, ``NO``: ``true``/``false``, ``yes``/``no``, ``1``/``0``, ``x``) and one is a
    yes, becomes the role ``MARK`` + its zone (a board column's: the side deck): a row
    marked yes is in that zone (a sideboard card was a ``parse-error``, or counted in the
    main deck without a word). Input: the header's cells, the columns of each role
    (``header_columns``), the rows, the game data's zone ``headers``, the header's
    ``line``. A column saying yes on a row of 0 copies gives copies (``_marks_no_copies``)
    and is read as before; so is a column of ``1`` and ``0`` that may give copies
    (``_may_be_copies``, a ``Maybeboard`` column's too), with a ``reading`` note. Output:
    the columns and a ``reading`` note for each column so read."""
    found = [_doubtful_column(header[p], columns, header, line)
             for p in columns.get("maybe", ()) if _may_be_copies(header[p], p, rows, columns)]
    if found:  # a Maybeboard of ones and zeros: a mark would leave a copy out unsaid
        columns = {role: places for role, places in columns.items() if role != "maybe"}
    known = _read_positions(columns)
    main_marks = _main_mark_positions(header, known, rows, headers)
    marked: dict[str, tuple[int, ...]] = {}
    for position, title in enumerate(header):
        role = None
        if position in known:
            role = next(role for role, places in columns.items() if position in places)
            zone = {"zone": _board_mark(title, headers), "commander": COMMAND}.get(role)
        else:
            words = _MARK_TITLE().match(_spaced(title.casefold()))
            zone = _named_zone(words.group(1), headers) if words else None
        cells = {row[position].strip().casefold() for row in rows if position < len(row)}
        if zone is None or not cells <= YES | NO or not cells & YES or _marks_no_copies(
                rows, columns, position) or _names_zones(cells, role, headers):
            continue
        if zone != MAIN and position not in known and _may_be_copies(
                title, position, rows, columns) and not _complements(rows, position,
                                                                     main_marks):
            found.append(_doubtful_column(title, columns, header, line))
            continue
        marked.setdefault(MARK + zone, (position,))
        if position in columns.get("commander", ()):
            continue  # TappedOut's True, read as before: no note
        found.append(Finding("reading", f"column '{title.strip()[:40]}' is a yes or a no on "
                             f"each row: a row marked yes is in {_ZONE_WORDS.get(zone, zone)}",
                             line=line))
    doubtful = [finding for finding in found if finding.message.endswith(_DOUBT)]
    found = [finding for finding in found if not finding.message.endswith(_DOUBT)]
    if not marked or not _one_yes_a_row(rows, marked, columns):
        return columns, doubtful
    moved = {position for positions in marked.values() for position in positions}
    kept = {role: kept_positions for role, positions in columns.items()
            if (kept_positions := tuple(p for p in positions if p not in moved))}
    return {**kept, **marked}, doubtful + found


def _names_zones(cells: set[str], role: str | None, headers: Mapping[str, str]) -> bool:
    """Whether a board column's ``cells`` (its ``role`` ``zone``) name zones rather than
    say yes or no: Archidekt's ``Categories`` of ``Commander`` on the commander's row
    alone is the command zone's name, not a yes putting the row in the side deck (the
    commander was a sideboard card, judged by the side deck's rules)."""
    return role == "zone" and any(_named_zone(cell, headers) is not None for cell in cells)


#: The end of the note on a column of ones and zeros that may be copies or marks.
_DOUBT = ", which the file does not tell: read as copies, not counted"
#: The roles of columns that give a row's copies (EchoMTG's split ones too).
_COUNT_ROLES = frozenset({"quantity", *SPLIT_QUANTITY_COLUMNS})
#: A column's title that says it holds a mark, not copies (``Is Sideboard``, ``In the
#: sideboard``, ``Sideboard?``).
_SAYS_A_MARK = lazy_pattern(r"^(?:(?:is|in|on)\s+.*|.*\?)$")


#: The share of a column's filled cells that must name a zone for it to be read as the
#: zone column (``zone_words_column``), when they name two zones at least.
_ZONE_WORDS_SHARE = 0.8
#: The most words naming no zone that a column naming one zone outside the main deck may
#: hold to be read as the zone column (``Played`` and ``Side``, ``Principal`` and
#: ``Réserve``): more are a column of another kind (a set's, a note's).
_OTHER_WORDS = 2


#: A zone's initial as a zone column's cell writes it, when the column holds no other
#: letter: ``M`` and ``S``.
_ZONE_INITIALS = {"m": "Main", "s": "Sideboard"}


def zone_initials_rows(header: list[str], columns: dict[str, tuple[int, ...]],
                       numbered: list[tuple[int, list[str]]], headers: Mapping[str, str],
                       line: int) -> tuple[list[tuple[int, list[str]]], list[Finding]]:
    """The rows of a CSV export with the cells of its zone column, or when it has none of
    the first column no role reads, rewritten as zones' words when that column's filled
    cells are only the initials ``M`` and ``S`` (``_ZONE_INITIALS``), ``S`` among them,
    and, for a column of another title, ``M`` or an empty cell beside them (``S`` on
    every row says nothing): ``Location`` or ``Board`` of ``M`` and ``S`` counted the side
    deck in the main deck without a word, an 11-card Mage Noir side deck legal. A column
    of another title is not so read when a column names the zones in words
    (``_zone_words``: ``Size`` of M and S beside ``Location`` of Main and Side). A
    Markdown table's rule row (``---``) is no cell. Input: the header's cells, the
    columns of each role, the numbered rows, the game data's zone ``headers``, the
    header's ``line``. Output: the rows and an info ``reading`` note on the header for a
    column so read."""
    if "side" in columns or any(role.startswith(MARK) for role in columns):
        return numbered, []
    known = _read_positions(columns)
    positions = columns.get("zone", ()) or tuple(
        position for position in range(len(header)) if position not in known)
    cells = {position: [_cell_of(row, position) for _, row in numbered]
             for position in positions}
    if "zone" not in columns and any(isinstance(_zone_words(filled, headers), int)
                                     for filled in cells.values()):
        return numbered, []  # a column of the zones' words is the zone column
    for position in positions[:1] if "zone" in columns else positions:
        filled = [cell.casefold() for cell in cells[position]]
        letters = set(filled) - {""}
        if "s" not in letters or not letters <= _ZONE_INITIALS.keys() or (
                "zone" not in columns and letters == {"s"} and "" not in filled):
            continue
        rows = [(number, [_ZONE_INITIALS.get(cell.strip().casefold(), cell)
                          if index == position else cell for index, cell in enumerate(row)])
                for number, row in numbered]
        return rows, [Finding("reading", f"column '{header[position].strip()[:40]}' holds "
                              "only the initials M and S: read as the main deck's and the "
                              "side deck's", line=line)]
    return numbered, []


def _cell_of(row: list[str], position: int) -> str:
    """A row's cell at ``position``, stripped; ``""`` past the row's end and for a
    Markdown table's rule (``---``, ``:---:``), which is no cell."""
    cell = row[position].strip() if position < len(row) else ""
    return "" if cell and not cell.strip("-:= ") else cell


def zone_words_column(header: list[str], columns: dict[str, tuple[int, ...]],
                      rows: list[list[str]], headers: Mapping[str, str], line: int
                      ) -> tuple[dict[str, tuple[int, ...]], list[Finding]]:
    """The columns of a CSV export with, when no column gives the zone (no ``zone``
    role, no yes-or-no column of a zone), the first column no role reads whose cells name
    zones or sections outside the deck (``Main``, ``Sideboard``, ``Maybeboard``, a zone
    header of the game data ``headers``) as its ``zone`` column (``_zone_words``): a
    column titled in words cardtools does not know (German ``Bereich``, Dragon Shield's
    ``Folder Name``, ``Location``) counted a sideboard card in the main deck without a
    word (a 16-card sideboard legal). Input: the header's cells, the columns of each
    role, the rows, the header's ``line``. Output: the columns and an info ``reading``
    note on the header for a column so read."""
    if "zone" in columns or "side" in columns or any(
            role.startswith(MARK) for role in columns):
        return columns, []
    known = _read_positions(columns)
    for position, title in enumerate(header):
        if position in known:
            continue
        filled = [_cell_of(row, position) for row in rows]
        named = _zone_words(filled, headers)
        if named is None:
            continue
        if isinstance(named, str):
            return columns, [_unsure_zone_column(title, named, line)]
        rows_said = ("each row" if named == len(filled) else
                     f"{named} of its {len(filled)} rows (the others in the main deck)")
        return {**columns, "zone": (position,)}, [Finding(
            "reading", f"column '{title.strip()[:40]}' names a zone on {rows_said}: read as "
            "the zone column", line=line)]
    return columns, []


def _unsure_zone_column(title: str, others: str, line: int) -> Finding:
    """The ``parse-error`` on the header's ``line`` of a column ``title`` naming the side
    deck on some rows, beside ``others``, words naming no zone that may be notes
    (``_zone_words``): cardtools cannot tell whether it gives the rows' zones."""
    return Finding("parse-error", f"column '{title.strip()[:40]}' names the side deck on some "
                   f"rows, beside other words ({others[:60]}): cardtools cannot tell whether "
                   "it is the zone column; every row was read in the main deck", line=line,
                   hint="title the column 'Board' and write Main or Sideboard on each row")


def _zone_words(filled: list[str], headers: Mapping[str, str]) -> int | str | None:
    """How many of a column's cells ``filled`` (one a row, maybe empty) name a zone when
    they make it a zone column; the words naming no zone when the column names the side
    deck among words that may be notes, which cardtools cannot tell; else ``None``. A
    zone column's filled cells name two zones at least on 80% of them at least
    (``_ZONE_WORDS_SHARE``; a row of another word, ``Token``, ``Vielleicht``, is in the
    main deck), or the side deck (or the companion) on some rows only, the others empty or
    of a few words naming no zone, each on two rows at least (``_OTHER_WORDS``:
    ``Played`` and ``Side``, empty and ``Réserve``; a column so marking the side deck's
    rows was dropped, the side deck counted in the main deck, an 11-card side deck
    legal). One zone on every row is no zone column (a set's name, ``Commander``)."""
    cells = [cell for cell in filled if cell]
    said = {cell: SKIP if " ".join(cell.casefold().split()) in SKIPPED
            else _named_zone(cell, headers) for cell in set(cells)}
    zones = set(said.values()) - {None}
    named = sum(said[cell] is not None for cell in cells)
    if len(zones) >= 2:
        return named if named >= _ZONE_WORDS_SHARE * len(cells) else None
    if not zones & {SIDE, COMPANION} or named == len(filled):
        return None  # a set's name (Commander), a folder (Maybeboard) beside a deck's
    others = [cell for cell in cells if said[cell] is None]
    if len(set(others)) <= _OTHER_WORDS and all(others.count(cell) > 1 for cell in others):
        return named
    # a notes column saying Sideboard on a row: the side deck's, or a note? (never the
    # side deck counted in the main deck unsaid)
    return ", ".join(sorted(set(others))[:3])


#: What parts a deck's name from a zone's words in a folder's name (``Burn Sideboard``,
#: ``Burn - Sideboard``, ``Burn (Sideboard)``, ``Decks/Burn/Sideboard``).
_FOLDER_SEPARATORS = " \t-_:/|()[].\u2013\u2014"
_FOLDER_SPLIT = lazy_pattern(f"[\\s{re.escape(_FOLDER_SEPARATORS)}]+")


#: The most folders a column of a deck's folders holds (a deck, its side deck, a few
#: decks of one export): a column of more distinct cells is read for none.
_MOST_FOLDERS = 32
#: How many partings from a folder's name's end may start a zone's words.
_FOLDER_ZONE_WORDS = 4


def _folder_zone(cell: str, headers: Mapping[str, str], said: dict[str, str | None],
                 any_zone: bool = False) -> tuple[str, str, str] | None:
    """A folder's name ``cell`` read as a deck's name and the words of one of its zones
    after it (``Burn Sideboard`` -> ``burn``, ``Sideboard``, the side deck; ``Burn
    Main``), the deck's name case-folded; ``None`` when no words at its end name the
    main deck or the side deck. Never the command zone, a set's name is so written too
    (``Kaldheim Commander`` beside ``Kaldheim``), nor a section outside the deck: a tag
    so written (``Ramp``, ``Ramp Maybe``) would drop cards. ``said``: the zones words
    already read name, filled as they are read. With ``any_zone`` (to tell whose deck a
    row's is, no zone to read) the command zone's words and a section's outside the deck
    count too (``Burn Commander``, ``Burn Maybeboard``: Burn's)."""
    kept = (None,) if any_zone else (None, COMMAND, SKIP)
    main: tuple[str, str, str] | None = None
    # a zone's words are a few at the end (Side Board - 15): the last partings alone
    for parted in list(_FOLDER_SPLIT().finditer(cell))[-_FOLDER_ZONE_WORDS:]:
        stem, words = cell[:parted.start()], cell[parted.end():].strip(_FOLDER_SEPARATORS)
        if not stem.strip() or not words:
            continue
        if words not in said:  # a column's cells share their last words: read once
            said[words] = _named_zone(words, headers)
        zone = said[words] or (_section_outside(words) if any_zone else None)
        if zone == MAIN:
            # the deck's own words at the end may be its name's (Sideboard Deck 2024:
            # Deck 2024's side deck; it was the main deck of a deck "Sideboard")
            main = main or (_deck_stem(stem), words, zone)
        elif zone is not None and zone not in kept:
            return _deck_stem(stem), words, zone
    # "Sideboard Burn", "SB - Burn": the zone's words first, the deck's name after them
    for parted in list(_FOLDER_SPLIT().finditer(cell))[:_FOLDER_ZONE_WORDS]:
        words, stem = cell[:parted.start()].strip(_FOLDER_SEPARATORS), cell[parted.end():]
        if not stem.strip() or not words:
            continue
        if words not in said:
            said[words] = _named_zone(words, headers)
        zone = said[words] or (_section_outside(words) if any_zone else None)
        if zone is not None and zone not in kept and zone != MAIN:
            return _deck_stem(stem), words, zone
    return main


#: A possessive's end of a deck's name before its zone's words (``Burn's Sideboard``).
_POSSESSIVE = lazy_pattern(r"(?:['\u2019]s|s['\u2019])$")
#: The words that join a zone's words to the deck's name after them (``Sideboard of
#: Burn``, ``Réserve de Burn``, ``Sideboard von Burn``).
_JOINING = lazy_pattern(r"^(?:of|for|from|de|du|des|del|della|di|da|do|von|vom|für)\s+")


def _deck_stem(stem: str) -> str:
    """A deck's name parted from its zone's words in a folder's name, case-folded, its
    possessive's end and a joining word before it left out (``Burn's`` and ``of Burn``
    are ``burn``: each folder was another deck's, the deck refused). Pure."""
    folded = " ".join(stem.casefold().split())
    return _JOINING().sub("", _POSSESSIVE().sub("", folded)) or folded


def _decks_zone(cell: str, headers: Mapping[str, str]) -> tuple[str, str, str] | None:
    """A zone column's cell read as a deck's name then its side deck's words (``Burn
    Sideboard``, ``Burn - SB``: ``_folder_zone``'s reading), when the words end the cell
    and the name is no zone's (``Main/Side``, ``Side boad`` stay what the board column
    makes of them); ``None`` otherwise."""
    folder = _folder_zone(cell, headers, {})
    if folder is None or not cell.rstrip(_FOLDER_SEPARATORS + " ").endswith(folder[1]) \
            or _named_zone(folder[0], headers) is not None:
        return None
    return folder


def _section_outside(words: str) -> str | None:
    """``SKIP`` when ``words`` name a section outside the deck (``SKIPPED``:
    ``Maybeboard``, ``Tokens``; also as a header writes it, ``Maybeboard (3)``,
    ``Tokens:``), else ``None``."""
    # a folder's parting leaves "Maybeboard (3": its count's bracket cut
    bare = words.rstrip(_FOLDER_SEPARATORS + "0123456789") or words
    return SKIP if " ".join(bare.casefold().split()) in SKIPPED else None


def _folder_cells(cells: set[str], headers: Mapping[str, str]) -> dict[str, str]:
    """The folders' names of ``cells`` that are a deck's folders, each with the words of
    the zone it holds (``Main`` for the deck's own folder): a deck's name that stands
    alone or before the main deck's words (``Burn``, ``Burn Main``) and before the side
    deck's (``Burn Sideboard``); empty for none."""
    said: dict[str, str | None] = {}
    split = {cell: read for cell in cells
             if (read := _folder_zone(cell, headers, said)) is not None}
    bare = {" ".join(cell.casefold().split()): cell for cell in cells}
    decks = {stem for stem, _, zone in split.values() if zone not in (MAIN,)} & (
        {stem for stem, _, zone in split.values() if zone == MAIN} | set(bare))
    found = {cell: words for cell, (stem, words, _) in split.items() if stem in decks}
    own = {bare[stem]: "Main" for stem in decks if stem in bare}
    return {**own, **found, **_outside_folders(cells - set(found) - set(own), decks,
                                               headers)}


def _outside_folders(cells: set[str], decks: set[str],
                     headers: Mapping[str, str]) -> dict[str, str]:
    """The folders of ``cells`` named as a section outside the deck after the name of one
    of ``decks`` (case-folded, a deck whose side deck's folder is among the cells:
    ``Burn Maybeboard``, ``Burn Considering`` beside ``Burn Sideboard``), each with that
    section's words: its cards are not counted, as a ``Maybeboard`` category's (they
    were counted in the main deck, a fifth copy refused). A tag so written beside no
    deck's side deck (``Ramp Maybe``) is none of them."""
    said: dict[str, str | None] = {}
    return {cell: words for cell in cells
            if (read := _folder_zone(cell, headers, said, any_zone=True)) is not None
            and read[0] in decks and (words := read[1]) and read[2] == SKIP}


#: A column's title that names the printing's set: its names are no folders, and a set
#: and a supplement of it are named as a deck's folders are (``Archenemy``, ``Archenemy
#: Schemes``).
_SET_TITLE = lazy_pattern(r"(?:^|[\s_\-])(?:set|sets|edition|expansion|extension|edición|"
                        r"edicion|edizione|edição|edicao|erweiterung)(?=$|[\s_\-])")


#: A column's title that names the folder a row's card is kept in (Dragon Shield's
#: ``Folder Name``; German ``Ordner``, French ``Dossier``, Spanish ``Carpeta``, Italian
#: ``Cartella``, Portuguese ``Pasta``).
_FOLDER_TITLE = lazy_pattern(r"(?:^|[\s_\-])(?:folder|ordner|dossier|carpeta|cartella|pasta)"
                           r"(?=$|[\s_\-])")


def _subfolders(title: str, cells: set[str], headers: Mapping[str, str]) -> dict[str, str]:
    """Under a column titled as a folder (``_FOLDER_TITLE``) whose cells are a deck's
    folder and a folder named as the side deck alone (``Burn`` and ``Sideboard``: a
    column of one zone's name is no zone column otherwise), each cell with its zone's
    words: the side deck's folder as written, every other folder ``Main``; empty for
    none. Never the command zone's nor a section's outside the deck, as
    ``_folder_zone``."""
    if not _FOLDER_TITLE().search(title.casefold()) and not _CONTAINER_TITLE().match(
            " ".join(_spaced(title).casefold().split())):
        return {}  # ManaBox's Binder Name, Delver Lens's List name too
    zoned = {cell for cell in cells if _named_zone(cell, headers) in (SIDE, COMPANION)}
    if not zoned or all(_named_zone(cell, headers) is not None for cell in cells):
        return {}  # zones' names alone: the zone words' column (zone_words_column)
    return {cell: cell if cell in zoned else "Main" for cell in cells
            if cell in zoned or _named_zone(cell, headers) in (None, MAIN)}


def folder_zone_rows(header: list[str], columns: dict[str, tuple[int, ...]],
                     numbered: list[tuple[int, list[str]]], headers: Mapping[str, str],
                     line: int) -> tuple[list[tuple[int, list[str]]],
                                         dict[str, tuple[int, ...]], list[Finding]]:
    """The rows of a CSV export with, when no column gives the zone, the first column no
    role reads whose cells are a deck's folders (``_folder_cells``: Dragon Shield's
    ``Folder Name`` of ``Burn`` and ``Burn Sideboard``; also ``Burn Main`` and ``Burn -
    SB``), on 80% of its filled cells at least, rewritten as a
    zone column's cells: each folder's as its zone's words, the deck's own as the main
    deck (the sideboard folder's cards were counted in the main deck without a word: a
    16-card sideboard legal, and a card in both a fifth copy). Input: the header's
    cells, the columns of each role, the numbered rows, the zone headers, the header's
    ``line``. Output: the rows and the columns (those given when no column is so read)
    and an info ``reading`` note on the header for a column so read."""
    if "zone" in columns or "side" in columns or any(
            role.startswith(MARK) for role in columns):
        return numbered, columns, []
    known = _read_positions(columns)
    for position, title in enumerate(header):
        if position in known or _SET_TITLE().search(title.casefold()):
            continue
        cells = [cell for _, row in numbered
                 if position < len(row) and (cell := row[position].strip())]
        titled = bool(_FOLDER_TITLE().search(title.casefold()))
        if len(set(cells)) > _MOST_FOLDERS and not titled:
            continue  # ids, dates, notes: a deck's folders are a few
        folders = _folder_cells(set(cells), headers) or _subfolders(title, set(cells),
                                                                    headers)
        # a side deck's folder among others (binders, other decks): its cards are the side
        # deck's whatever the others hold (they were all counted in the main deck unsaid)
        sided = any(_named_zone(words, headers) in (SIDE, COMPANION)
                    for words in folders.values())
        if not folders or (not sided and sum(cell in folders for cell in cells)
                           < _ZONE_WORDS_SHARE * len(cells)):
            continue
        # a folder of no zone's name (a binder, another deck) is counted in the main deck
        others = sorted({cell for cell in cells if cell not in folders
                         and _named_zone(cell, headers) is None})
        zones = {**folders, **dict.fromkeys(others, "Main")}
        rows = [(number, [zones.get(cell.strip(), cell) if index == position else cell
                          for index, cell in enumerate(row)]) for number, row in numbered]
        shown = ", ".join(f"'{cell[:40]}'" for cell in sorted(
            folders, key=lambda cell: (folders[cell] != "Main", cell))[:4])
        rest = "" if not others else (
            f"; the cards of its {len(others)} other folder{'s' if len(others) > 1 else ''} ("
            + ", ".join(f"'{cell[:40]}'" for cell in others[:3])
            + (", ..." if len(others) > 3 else "") + ") in the main deck too")
        return rows, {**columns, "zone": (position,)}, [Finding(
            "reading", f"column '{title.strip()[:40]}' names a deck's folder and its zones' "
            f"folders ({shown}): read as the zone column, the folder's own cards in the main "
            f"deck{rest}", line=line)]
    return numbered, columns, []


#: The count words of a column's title that gives a zone's copies (``Sideboard Qty``,
#: ``SB Count``, ``Maybeboard Quantity``, ``# Sideboard``).
#: The words of a title that say copies: the English ones and those of the exporters'
#: users (``LOCAL_COLUMNS``: ``Quantité side``, ``Qté réserve``, ``Cantidad banquillo``
#: were no zone's copies, the side deck's cards left out without a word), and French
#: ``Nombre`` (``Nombre side`` beside ``Nom,Nombre``).
_COPIES_WORDS = "|".join(re.escape(word.rstrip(".")) for word in dict.fromkeys(
    ("qty", "quantity", "count", "copies", "amount", *(
        title for title in LOCAL_COLUMNS["quantity"] if title not in SHORT_QUANTITY_TITLES),
     _NOMBRE)))
_COUNT_TITLE_WORDS = lazy_pattern(
    rf"(?:^|\s)(?:{_COPIES_WORDS}|number|nb|#)(?=\s|$)|#")
#: The count words of ``_COUNT_TITLE_WORDS`` that say copies, not a number of a list.
_COPIES_WORD = lazy_pattern(rf"(?:^|\s)(?:{_COPIES_WORDS})(?=\s|$)")
#: The role of a column of whole numbers whose title names a zone and a count
#: (``Sideboard Qty``): that zone's copies of the row's card, found by
#: ``zone_count_columns``.
ZONE_COPIES = "copies "
#: What keys the role of a column of copies in a section outside the deck by that
#: section's name (``copies skip|tokens``): a Maybeboard and a Tokens column are two.
_SECTION_MARK = "|"


def _copies_role(zone: str, title: str) -> str:
    """The role of a column of ``zone``'s copies titled ``title``: ``ZONE_COPIES`` + the
    zone, and for a section outside the deck its name too, as two such sections keep
    out different cards (a second one was no column: ``Lightning Bolt,4,,,1`` under
    ``Name,Main,Side,Maybeboard,Tokens`` dropped the fifth Bolt without a word)."""
    if zone != SKIP:
        return ZONE_COPIES + zone
    return f"{ZONE_COPIES}{SKIP}{_SECTION_MARK}{normalise(_title_key(title)[1])}"


def _copies_zone(role: str) -> str:
    """The zone of a role of a column of a zone's copies (``_copies_role``)."""
    return role[len(ZONE_COPIES):].partition(_SECTION_MARK)[0]


#: A zone's words in the note on a column of that zone's copies.
_COPIES_ZONE_WORDS = {SIDE: "the side deck", COMMAND: "the command zone",
                      COMPANION: "the side deck, declared the companion"}


#: A number in brackets in a column's title: the zone's size (``Sideboard (15)``).
_BRACKETED_SIZE = lazy_pattern(r"[(\[{]\s*\d{1,3}\s*[)\]}]")


def _title_key(title: str) -> tuple[str, str, bool]:
    """A column's ``title`` as ``titled_zone`` reads it: its words without a zone's size
    in brackets, its count words kept; the zone's or section's name they leave
    (``Tokens Qty`` -> ``tokens``; empty for none); and whether it holds a count word."""
    # a zone's size in brackets (Sideboard (15)) is no word of its name
    sized = _BRACKETED_SIZE().sub(" ", title.strip().casefold())
    spaced = _spaced(re.sub(r"[()\[\]{}:.,/]", " ", sized))
    bare = " ".join(_COUNT_TITLE_WORDS().sub(" ", spaced).split())
    words = _MARK_TITLE().match(bare) if bare else None
    return spaced, words.group(1) if words else bare, bare != spaced


def titled_zone(title: str, headers: Mapping[str, str]) -> tuple[str | None, bool]:
    """The zone a column's ``title`` names, its count words (``Qty``, ``Count``, ``#``)
    and a mark's words (``Is``, ``In the``) aside, ``SKIP`` for a section outside the
    deck (``Maybeboard``), ``None`` for none; and whether it holds a count word."""
    spaced, key, counted = _title_key(title)
    if not key:  # a count word alone ("Anzahl", "#") names no zone
        return None, counted
    if key in SKIPPED:
        return SKIP, counted
    zone = _named_zone(key, headers)
    if zone == MAIN and counted and not _COPIES_WORD().search(spaced):
        return None, counted  # "Deck #", "Deck Number": a deck's number, no copies
    return zone, counted


def zone_count_columns(header: list[str], columns: dict[str, tuple[int, ...]],
                       rows: list[list[str]], headers: Mapping[str, str], line: int,
                       kinds: Mapping[str, tuple[str, ...]] | None = None
                       ) -> tuple[dict[str, tuple[int, ...]], list[Finding]]:
    """The columns of a CSV export with each column no role reads whose title names a
    zone and a count (``Sideboard Quantity``, ``SB Qty``, ``Maybeboard Qty``:
    ``titled_zone``) and whose filled cells are whole numbers read as that zone's copies
    (the role ``ZONE_COPIES`` + its zone), when the file tells it: a count column gives
    the row's other copies and no column gives the row's zone (a board column, a
    yes-or-no one), so the copies add up (``4,Lightning Bolt,4`` under ``Quantity,Name,
    Sideboard Quantity``: four in the main deck and four in the side deck; read as no
    column, the eight Bolts were legal). Otherwise each row's copies there are a
    ``parse-error`` (``_unread_copies``). Output: the columns and a ``reading`` note on
    the header's ``line`` for each column so read (``kinds``: the card types each
    section outside the deck holds, ``board_names``: a ``Tokens Qty`` column keeps out
    only tokens, ``_column_outside``)."""
    if "quantity" not in columns or "zone" in columns or "side" in columns or any(
            role.startswith(MARK) for role in columns):
        return columns, []
    known = _read_positions(columns)
    if any("total" in header[p].casefold() for p in columns["quantity"]) or any(
            titled_zone(title, headers) == (MAIN, True) for position, title
            in enumerate(header) if position not in known):
        # "Total Qty" or a "Mainboard Qty" beside it: the count column may hold each
        # zone's copies together, which adding the side deck's would count twice
        return columns, []
    found: dict[str, tuple[int, ...]] = {}
    notes = []
    for position, title in enumerate(header):
        zone, counted = titled_zone(title, headers)
        cells = [cell for row in rows if position < len(row) and (cell := row[position].strip())]
        if (position in known or zone in (None, MAIN) or not counted
                or _copies_role(zone, title) in found
                or not all(_DIGITS().match(cell) for cell in cells)):
            continue
        found[_copies_role(zone, title)] = (position,)
        where = (_skipped_words(title, kinds, "the maybeboard: not part of the deck, not "
                                "counted") if zone == SKIP
                 else f"{_COPIES_ZONE_WORDS.get(zone, zone)}: counted beside the copies of "
                 f"the count column")
        notes.append(Finding("reading", f"column '{title.strip()[:40]}' gives each row's "
                             f"copies in {where}", line=line))
    return {**columns, **found}, notes


#: A cell of a column of copies read as a whole number of copies: digits, or a whole
#: number a spreadsheet or a script wrote as a decimal (``4.0``, ``2,0``: pandas writes a
#: column holding blanks so); its digits are the group. Not three zeros after the mark
#: (``1,000``, ``1.000``): a thousands separator as well (a thousand, not one copy).
_WHOLE_COPIES = lazy_pattern(r"^(\d{1,7})(?:[.,](?:0{1,2}|0{4,}))?$")
#: A number whose mark may be a decimal or a thousands separator (``1,000``, ``4.000``):
#: a count of one copy or of a thousand, which the file does not tell.
_THOUSANDS = lazy_pattern(r"^\d{1,3}(?:[.,]\d{3})+$")
#: A number that is no whole number of copies: a fraction, a sign (``+4``, ``-1``, a
#: minus sign), an exponent (``1e1``); read as none of them, it was
#: dropped without a word.
_NOT_WHOLE_NUMBER = lazy_pattern(r"^[+\-\u2212]?\d[\d.,]*(?:e[+\-]?\d+)?$", re.I)
#: A quantity cell that is a whole number, signed or not (``-1``): one out of range is
#: told so; any other (``one``, ``1e0``, ``1.5``) is no whole number.
_SIGNED_WHOLE = lazy_pattern(r"^[+\-\u2212]?\d+$")


def _bad_quantity(written: str, number: int) -> Finding:
    """The ``parse-error`` of line ``number`` whose quantity cell ``written`` (not blank)
    is no count of copies: a whole number out of 1..``MAX_COUNT``, or no number at all
    (``one``) or no whole number (``1e0``, ``1.5``), which was said to be out of range."""
    shown = written if len(written) <= 20 else f"of {len(written)} characters"
    if _SIGNED_WHOLE().match(written):
        return Finding("parse-error", f"quantity {shown} is not between 1 and {MAX_COUNT}",
                       line=number)
    what = "no whole number" if any(char.isdigit() for char in written) else "no number"
    return Finding("parse-error", f"quantity {shown} is {what}: the row is not counted",
                   line=number, hint=f"write the row's copies as a number from 1 to {MAX_COUNT}")


#: A cell of such a column that says none: a blank, or a spreadsheet's dash for zero.
_NO_COPIES = frozenset({"", "-"})


def _column_outside(title: str, kinds: Mapping[str, tuple[str, ...]] | None,
                    section_zones: Mapping[str, str] | None) -> Outside | None:
    """Where the copies stand that a column of a section outside the deck gives, by its
    ``title`` (``Tokens``, ``Attractions Qty``, ``Display Commander``): a section that
    holds some kinds of card only (``kinds``, ``board_names``; a deck's zone it is one
    only beside, ``section_zones``) keeps out those, and a card of another kind there is
    counted in the main deck, as on a board of that name (``Oko, Thief of Crowns`` under
    ``Tokens`` was left out, a banned card hidden); ``None`` for a section of any card
    (``Maybeboard``), whose copies are not counted."""
    key = normalise(_title_key(title)[1])
    held = (kinds or {}).get(key, ())
    if not held:
        return None
    return Outside(f"column '{title.strip()[:40]}'", held, "the main deck",
                   (section_zones or {}).get(key))


def _skipped_words(title: str, kinds: Mapping[str, tuple[str, ...]] | None,
                   maybeboard: str) -> str:
    """What the note on a header says of a column of copies in a section outside the
    deck: ``maybeboard`` for one of any card, else that a card of another kind than its
    own is counted (``_column_outside``)."""
    if _column_outside(title, kinds, None) is None:
        return maybeboard
    return ("a section outside the deck for its kind of card only: a card of another "
            "kind counted in the main deck")


def zone_copies_header(line: str, zones: ZoneTable) -> tuple[str, str] | None:
    """Whether a line is the header row of a table giving each zone's copies in a column
    of its own (``zone_count_layout``): a card export's header (``header_columns``) with
    a delimiter and no count column, titling a column of the main deck and one of another
    zone or section (``titled_zone``, by the game data ``zones``: ``Nom<tab>Deck<tab>
    Side``, ``| Card | Main | Side |``, ``Name;Deck;Magi``). Output: its delimiter and
    those columns' titles as a note names them (``'Deck', 'Side'``); else ``None``."""
    delimiter = delimiter_of(line)
    if delimiter not in line or line[:1].isdigit():
        return None
    columns = header_columns(line)
    if columns is None or _COUNT_ROLES & columns.keys():
        return None
    import csv

    try:
        titles = next(csv.reader([line], delimiter=delimiter), [])
    except csv.Error:
        return None
    headers, _ = board_names(zones)
    named = [(title.strip(), zone) for title in titles if title.strip()
             and (zone := titled_zone(title, headers)[0]) is not None]
    if MAIN not in {zone for _, zone in named} or len({zone for _, zone in named}) < 2:
        return None
    return delimiter, ", ".join(f"'{title[:40]}'" for title, _ in named)


#: The role of a count column beside columns of each zone's copies (Urza's Gatherer's
#: ``Count`` beside ``Deck count,Sideboard count,Maybeboard count``): their total.
LAYOUT_TOTAL = "layout total"


def layout_total_error(row: list[str], columns: Mapping[str, tuple[int, ...]],
                       number: int) -> Finding | None:
    """A ``parse-error`` when a row's total (``LAYOUT_TOTAL``, its columns' sum: ``Count``
    and ``Foil count``) is not the sum of its
    zones' copies (``zone_count_layout``: ``Count`` 4 beside ``Deck count`` 4 and
    ``Sideboard count`` 4: which copies the deck holds the file does not tell); ``None``
    when it is, when it is blank, or when the columns have no total."""
    cells = [row[at].strip() if at < len(row) else "" for at in columns.get(LAYOUT_TOTAL, ())]
    if all(cell in _NO_COPIES for cell in cells):
        return None
    totals = [_split_copies(cell) for cell in cells]
    parts = [_split_copies(_cell(row, columns, role)) for role in columns
             if role.startswith(ZONE_COPIES)]
    if None not in (*parts, *totals) and sum(n or 0 for n in totals) == sum(
            n or 0 for n in parts):
        return None
    total = "+".join(cell[:20] or "0" for cell in cells)
    return Finding("parse-error", f"the total {total} is not the sum of the zones' "
                   "copies: the row is not counted", line=number,
                   hint="make each zone's copies add up to the total")


def zone_count_layout(header: list[str], columns: dict[str, tuple[int, ...]],
                      rows: list[list[str]], headers: Mapping[str, str], line: int,
                      kinds: Mapping[str, tuple[str, ...]] | None = None
                      ) -> tuple[dict[str, tuple[int, ...]], list[Finding]]:
    """The columns of a CSV export that gives each zone's copies in a column of its own,
    with no count column (``Name,Main,Side``, ``Card,Deck,Sideboard``,
    ``Name,Mainboard,Sideboard,Maybeboard``, as a spreadsheet keeping a deck and its
    sideboard side by side writes it): a column titled as the main deck (``Main``,
    ``Deck``, also when it was taken for a zone column of deck names) and at least one
    titled as another zone or a section outside the deck (``titled_zone``), no role
    reading them otherwise, each holding copies (``_WHOLE_COPIES``: a whole number, maybe
    written ``4.0``) on 80% of its filled cells at least and on one at least. Each such
    column becomes the role ``ZONE_COPIES`` + its zone, read by ``layout_lines``; each row
    was one copy in the main deck, the columns' copies a ``parse-error``, a legal deck
    illegal. Not read so beside a count column, a zone or a yes-or-no column of a zone
    (``zone_count_columns`` and ``mark_columns`` read those), nor when a second zone
    column would place the rows (one of categories or a deck's name, naming no zone on
    any row, stays the row's category). Output: the columns and a ``reading`` note on the
    header's ``line`` naming the columns and their zones (``kinds``: as
    ``zone_count_columns``)."""
    if _COUNT_ROLES & columns.keys() and "side" not in columns:
        # Urza's Gatherer's Count (and Foil count) beside Deck count, Sideboard count:
        # each zone's copies and their total, checked against their sum
        # (``layout_total_error``; which zone's copies are foil it does not tell)
        alone = {role: places for role, places in columns.items() if role not in _COUNT_ROLES}
        laid, noted = zone_count_layout(header, alone, rows, headers, line, kinds)
        totalled = {**laid, LAYOUT_TOTAL: tuple(sorted(
            at for role in _COUNT_ROLES for at in columns.get(role, ())))}
        filled = [row for row in rows if _cell(row, columns, "name")]
        # the total the zones' sum on most rows, or the zones' titles counts (Deck
        # count: a row whose total is not their sum is that row's parse-error): else the
        # zones' columns are marks (Count,Name,Main,Side of 4,Opt,1,0) or other numbers
        if ZONE_COPIES + MAIN in laid and (_titled_counts(header, laid) or sum(
                layout_total_error(row, totalled, 0) is None for row in filled
        ) >= _ZONE_WORDS_SHARE * len(filled)):
            totals = ", ".join(f"'{header[at].strip()[:40]}'" for at in totalled[LAYOUT_TOTAL])
            return totalled, [Finding(
                "reading", f"{totals}: the total of each zone's copies, read from its own "
                f"column ({_layout_said(header, laid, kinds)}); a row whose total is not "
                "their sum is not counted", line=line) if note.message.startswith(
                    _NO_COUNT_COLUMN) else note for note in noted]
    if _COUNT_ROLES & columns.keys() or "side" in columns:
        return columns, []
    zone_columns = columns.get("zone", ())
    # a column titled as a zone that another role took (Deck as a zone column,
    # Commander and Maybeboard as yes-or-no ones) may hold that zone's copies
    known = _read_positions(columns) - {position for role in ("zone", "commander", "maybe")
                                        for position in columns.get(role, ())}
    found: dict[str, tuple[int, ...]] = {}
    for position, title in enumerate(header):
        zone, _ = titled_zone(title, headers)
        # a Markdown table's rule (``---``) is no cell: it kept a side deck's column of
        # four rows from being read, its copies each a parse-error, a legal deck illegal
        cells = [cell for row in rows if (cell := _cell_of(row, position)) not in _NO_COPIES]
        copies = sum(1 for cell in cells if _WHOLE_COPIES().match(_copies(cell)))
        if (position in known or zone is None or _copies_role(zone, title) in found
                or not copies or copies < _ZONE_WORDS_SHARE * len(cells)):
            continue
        found[_copies_role(zone, title)] = (position,)
    taken = {places[0] for places in found.values()}
    # a zone column of categories or a deck's name (Burn, Creatures) places no row: it
    # is read as before, where every row was a parse-error; one holding a number may
    # give copies too (a second column of the main deck's: Mainboard and Deck)
    placing = [position for position in zone_columns if position not in taken and any(
        _said("zone", cell := row[position] if position < len(row) else "", headers)
        not in (None, MAIN) or _NOT_WHOLE_NUMBER().match(cell.strip()) for row in rows)]
    if ZONE_COPIES + MAIN not in found or len(found) < 2 or placing:
        return columns, []
    main = found[ZONE_COPIES + MAIN][0]
    if (whole := _one_number(rows, main)) is not None:
        kept = {role: kept_places for role, places in columns.items()
                if (kept_places := tuple(p for p in places if p != main))}
        kept[DECK_NUMBER] = (main,)
        # another column of the main deck's copies (Deck,Name,Main,Side): the deck's number
        other, noted = zone_count_layout(header, kept, rows, headers, line, kinds)
        if ZONE_COPIES + MAIN in other:
            return other, [*noted, Finding(
                "reading", f"column '{header[main].strip()[:40]}' holds one number on "
                "every row beside another column of the main deck's copies: a deck's "
                "number, no copies", line=line)]
        constant = _constant_main_column(found, rows, header, line, whole)
        if constant is not None:
            return kept, [constant]
    kept = {role: kept_places for role, places in columns.items()
            if (kept_places := tuple(p for p in places if p not in taken))}
    return {**kept, **found}, [Finding(
        "reading", f"{_NO_COUNT_COLUMN}: each zone's copies are read from its own column "
        f"({_layout_said(header, found, kinds)})", line=line)]


#: The opening of the note on columns of each zone's copies without a count column.
_NO_COUNT_COLUMN = "no count column"


def _layout_said(header: list[str], columns: Mapping[str, tuple[int, ...]],
                 kinds: Mapping[str, tuple[str, ...]] | None) -> str:
    """The columns of each zone's copies among ``columns`` (``ZONE_COPIES`` roles), each
    with its zone's words (``_layout_words``), as ``zone_count_layout``'s note names
    them."""
    return ", ".join(f"'{header[places[0]].strip()[:40]}' in "
                     f"{_layout_words(header[places[0]], zone, kinds)}"
                     for role, places in columns.items()
                     if role.startswith(ZONE_COPIES) and (zone := _copies_zone(role)))


def _titled_counts(header: list[str], columns: Mapping[str, tuple[int, ...]]) -> bool:
    """Whether every column of a zone's copies among ``columns`` is titled as a count
    (a quantity's word beside the zone's: Urza's Gatherer's ``Deck count``,
    ``Sideboard count``): copies, whatever the rows hold."""
    titles = [header[places[0]].casefold().split() for role, places in columns.items()
              if role.startswith(ZONE_COPIES)]
    return bool(titles) and all(_QUANTITY_WORDS & set(title) for title in titles)



#: What a sheet's reader records of it in ``Decklist.sheet_facts`` (``SHEET_FACTS``),
#: told to a folder walk as values, never by its findings' wording: each zone's copies
#: in a column of its own (``zone_count_layout``), copies in a column titled as a count
#: or a zone that no role reads (``_unread_copies``), whole numbers like counts under a
#: title of no known count and no collection's (``_unread_counts``), the decks of
#: several players or decks (``several_players``, ``several_decks``), a first line
#: naming no card name column (the file is no card export: read as text), no zone given
#: to any row (``ZONELESS``).
ZONES_COPIES = "each zone's copies in its own column"
UNREAD_COPIES = "copies in a column no role reads"
UNREAD_COUNTS = "counts under a title of no known count"
SEVERAL_DECKS = "several decks"
NO_HEADER = "no card export's header"
ZONELESS = "no row's zone given: every card read into the main deck"
SHEET_FACTS = frozenset({ZONES_COPIES, UNREAD_COPIES, UNREAD_COUNTS, SEVERAL_DECKS,
                         NO_HEADER, ZONELESS})


def zoneless_said(decklist: Decklist) -> str:
    """What the reading note of a card export says after its form when no column, section
    row or blank row gave any row's zone (``ZONELESS`` among its ``sheet_facts``): no
    card was read into the sideboard, a sideboard's cards counted in the main deck (a
    ManaBox or Moxfield card CSV of a 60-card deck and its 15-card sideboard was "Main
    deck 75 · Sideboard 0", legal, unsaid), and the column titles that would give the
    zone; ``""`` for any other sheet. The count is
    never changed. Pure."""
    if ZONELESS not in decklist.sheet_facts:
        return ""
    titles = [title.title() for title in (*ZONE_COLUMNS[:3], SIDE_COLUMNS[0])]
    return (f"; it has no {', '.join(titles[:-1])} or {titles[-1]} column (nor a "
            "'Sideboard' row) giving each row's zone: no card is read into the sideboard (a "
            "sideboard exported in it is counted in the main deck)")
#: What the finding of a zone column's number says (``_number_as_zone``: ``Name,Deck`` /
#: ``Oko,4``): the copies, it may be (``UNREAD_COPIES`` among the sheet's facts).
ZONE_NUMBER = "a number, not a zone: it may be the row's copies"


def gives_copies(decklist: Decklist, counts: bool = False) -> bool:
    """Whether a CSV file ``read_csv_export`` read with no quantity column gives copies
    all the same, by its ``sheet_facts``: each zone's copies in a column of its own
    (``ZONES_COPIES``), or copies in a column titled as a count or a zone that no role
    reads (``UNREAD_COPIES``: a mark among them, ``Oko,0,X``, kept the columns from
    being read so), or, with ``counts`` (the caller knows the names are cards), whole
    numbers like counts under a title of no known count (``UNREAD_COUNTS``: ``#``,
    ``Stück``; not a collection's, ``Owned``). Such a file is a deck, judged when a
    folder walk finds it as when it is named; a card list gives none, nor does a
    spreadsheet's column of other numbers beside names of no card (``Table``). Pure."""
    facts = decklist.sheet_facts
    return ZONES_COPIES in facts or UNREAD_COPIES in facts or (
        counts and UNREAD_COUNTS in facts)


#: A column of a collection's or a list's numbers, not a deck's copies (``Owned``,
#: ``Have``, ``Wanted``, ``Need``, ``Trade``, ``Stock``, ``Top 8s``, ``Votes``, ``Picks``,
#: ``Inclusion``, ``Decks``: how many decks play it), by its title: a walked collection or wish
#: list of real cards is no deck (it was judged, a run failing). A title a deck's sheet
#: may give its copies (``Total``, ``Sum``, ``Deck``, ``Played``) is none of them: such a
#: sheet is judged, never skipped unjudged.
_COLLECTION_TITLE = lazy_pattern(
    r"\b(?:own\w*|ha(?:ve|s)|want\w*|wish\w*|need\w*|trade\w*|binder|stock|"
    r"inventory|collection|votes?|polls?|picks?|inclusion|top|seen|usage|decks)\b", re.I)

#: The whole words of a YAML or JSON key of a collection's or a list's cards, the words
#: ``_COLLECTION_TITLE`` tells a CSV column by, each written out (a key is matched word by
#: word, so that a deck's name opening with one, ``Needle``, ``Tradewind``, is none), and
#: a checklist's or a catalogue's.
_COLLECTION_KEY_WORDS = frozenset((
    "own", "owned", "owner", "owns", "have", "has", "want", "wants", "wanted", "wish",
    "wishes", "wishlist", "need", "needs", "needed", "trade", "trades", "traded",
    "tradelist", "binder", "stock", "inventory", "collection", "vote", "votes", "poll",
    "polls", "pick", "picks", "inclusion", "top", "seen", "usage", "checklist", "checklists",
    "catalog", "catalogs", "catalogue", "catalogues"))
#: Words of a YAML or JSON key of statistics (``most_played``, ``ranking``, ``stats``) or
#: ratings (``grades``), no CSV column's: a deck's sheet may give each card's ``EDHREC Rank``.
_STATS_WORDS = frozenset(("most", "rank", "ranks", "ranking", "rankings", "stat", "stats",
                          "statistics", "meta", "played", "plays", "used", "popular",
                          "rating", "ratings", "grade", "grades", "score", "scores"))
#: Words of a card entry's key of statistics beside its count (``{name: Lightning Bolt,
#: count: 57, share: 0.23}``: how many decks play it, and which part of them).
_SHARE_WORDS = frozenset(("share", "shares", "percent", "percentage", "pct", "ratio",
                          "rate", "win", "winrate", "frequency", "average", "avg", "mean"))


def no_deck_titles(header: str) -> bool:
    """Whether a CSV ``header`` line of a sheet of card names with no quantity column
    titles a column as a collection's or a list's numbers (``_COLLECTION_TITLE``:
    ``Owned``, ``Have``, ``Wanted``, ``Trade``, ``Decks``): a collection or a wish list,
    no deck, named or walked (README, Folder walks). A column of prices (``Price``,
    ``USD``, ``TIX``) is none: a deck is exported with its prices as often as a price
    list is, and such a sheet is judged, one copy a row. Never raises."""
    from cardtools.decklist import _cells

    return any(collection_title(title) for title in _cells(header, delimiter_of(header)) or [])


def collection_title(title: str) -> bool:
    """Whether a CSV column's ``title`` names a collection's or a list's numbers
    (``_COLLECTION_TITLE``: ``Owned``, ``Has Foil``, ``Picks``), words shared with the
    keys of YAML and JSON files no deck is (``card_values``). Never raises."""
    return _COLLECTION_TITLE().search(title.strip()[:40]) is not None


#: The words a YAML or JSON key of no deck is made of (``no_deck_key``).
_NO_DECK_KEY_WORDS = _COLLECTION_KEY_WORDS | PRICE_WORDS | _STATS_WORDS | _SHARE_WORDS


def no_deck_key(key: str) -> bool:
    """Whether a YAML or JSON ``key`` names a collection's, a list's, a price list's or
    statistics' cards (``_NO_DECK_KEY_WORDS``:
    ``collection``, ``poll``, ``most_played``, ``prices``; not ``decks``, several decks'
    key): no deck's, whatever its values, when each of its words (digits aside) is such a
    word: a deck's name holding one (``Pithing Needle Tron``, ``Wishclaw Combo``, ``Top 8
    list``) is no such key; digits are no words (``top10``). Never raises."""
    words = [word for word in _key_words(key) if word != "decks"]
    return bool(words) and all(word in _NO_DECK_KEY_WORDS for word in words)


def statistics_key(key: str) -> bool:
    """Whether a card entry's ``key`` beside its count holds a part of a whole
    (``_SHARE_WORDS``: ``share``, ``percent``, ``win_rate``): an entry of a metagame's
    statistics, no deck's card (README, Folder walks); a price, a rank or a collection's
    key (``price``, ``edhrec_rank``, ``owned``) is none, a deck being exported with them.
    Never raises."""
    words = _key_words(key)
    return bool(words) and all(word in _SHARE_WORDS for word in words)


def _key_words(key: str) -> list[str]:
    """The words of a YAML or JSON ``key``, in lower case, its digits and marks aside
    (``most_played`` and ``top10``: ``most``, ``played``; ``top``). Pure."""
    return re.findall(r"[^\W\d_]+", key.casefold())


#: The role of a column titled as the main deck that holds one number on every row beside
#: columns of ones and zeros (``_constant_main_column``): a deck's number, read nowhere.
DECK_NUMBER = "deck number"


def _constant_main_column(found: Mapping[str, tuple[int, ...]], rows: list[list[str]],
                          header: list[str], line: int, whole: int) -> Finding | None:
    """A ``parse-error`` on the header's ``line`` when the column of the main deck's
    copies of ``found`` (``zone_count_layout``) holds one number above 1 on every row,
    two rows at least (``whole``, ``_one_number``), and each other zone's column only
    ``1`` and ``0``
    (``Deck,Name,Sideboard`` / ``7,Lightning Bolt,0`` / ``7,Black Lotus,1``): a deck's
    number (an id) beside marks, or each row's copies, which the file does not tell
    (read as copies, every card was seven copies, a legal deck illegal; read as an id,
    five copies on every row would be one, an illegal deck legal). The rows are then
    read with that column as no count (each row one copy, the ones and zeros marks), the
    error keeping the deck from being judged legal. ``None`` otherwise."""
    main = found[ZONE_COPIES + MAIN][0]
    filled = [row for row in rows if any(cell.strip() for cell in row)]
    others = {row[places[0]].strip() if places[0] < len(row) else ""
              for role, places in found.items() if role != ZONE_COPIES + MAIN
              for row in filled}
    if not others <= {"0", "1", ""}:
        return None
    title = header[main].strip()[:40]
    return Finding("parse-error", f"column '{title}' holds {whole} on every row beside "
                   "columns of 1 and 0: a deck's number or each row's copies, which the "
                   "file does not tell; read as a deck's number (each row one copy, the 1 "
                   "and 0 marks)", line=line,
                   hint=f"title the column '{title} ID' if it numbers the deck, or give "
                   "the copies in a Count column")


def _one_number(rows: list[list[str]], position: int) -> int | None:
    """The whole number above 1 the column at ``position`` holds on every filled row, two
    of them at least (a deck's number, ``7``), else ``None``."""
    filled = [row for row in rows if any(cell.strip() for cell in row)]
    values = {row[position].strip() if position < len(row) else "" for row in filled}
    if len(filled) < 2 or len(values) != 1:
        return None
    whole = _whole_copies(next(iter(values)))
    return whole if whole is not None and whole > 1 else None


#: A zone's words in the note on the columns of each zone's copies (``zone_count_layout``).
_LAYOUT_ZONE_WORDS = {MAIN: "the main deck", SIDE: "the side deck",
                      COMMAND: "the command zone",
                      COMPANION: "the side deck, declared the companion",
                      SKIP: "the maybeboard, not counted"}


def _layout_words(title: str, zone: str, kinds: Mapping[str, tuple[str, ...]] | None
                  ) -> str:
    """Where the note on the columns of each zone's copies says the copies of the column
    of ``title`` and ``zone`` stand."""
    if zone == SKIP:
        return _skipped_words(title, kinds, _LAYOUT_ZONE_WORDS[SKIP])
    return _LAYOUT_ZONE_WORDS.get(zone, zone)


#: The role of an untitled column of each row's place (``index_column``).
ROW_INDEX = "row index"


#: The title pandas gives a table's index: none (``to_csv``), ``index``
#: (``reset_index``), ``Unnamed: 0`` (an index read back and written again).
_INDEX_TITLE = lazy_pattern(r"^(?:|index|unnamed: \d+)$")


def index_column(header: list[str], columns: dict[str, tuple[int, ...]],
                 rows: list[list[str]], line: int
                 ) -> tuple[dict[str, tuple[int, ...]], list[Finding]]:
    """The columns of a CSV export with each column no role reads that is titled as
    pandas titles a table's index (``_INDEX_TITLE``: untitled, the first one only,
    ``index``, ``Unnamed: 0``) and holds each row's place from 0 (``0``, ``1``,
    ``2``...: the index pandas writes before the columns of a table saved with
    ``to_csv``) beside a column of copies, as the role ``ROW_INDEX``, read as no copies:
    each row's number there from 1 was a ``parse-error`` (beside each zone's column of
    copies, ``Unnamed: 0`` was taken for an unknown count column), a legal deck illegal.
    Without a column of copies (each row one copy) or from 1, such numbers may be copies,
    and stay as before. Output: the columns and a ``reading`` note on the header's
    ``line`` for each such column."""
    filled = [row for row in rows if any(cell.strip() for cell in row)]
    if not filled or not (_COUNT_ROLES & columns.keys() or ZONE_COPIES + MAIN in columns):
        return columns, []
    places = [str(place) for place in range(len(filled))]
    known = _read_positions(columns)
    found = tuple(position for position, title in enumerate(header)
                  if position not in known and _INDEX_TITLE().match(title.strip().casefold())
                  and (position == 0 or title.strip())  # an untitled one first only
                  and [row[position].strip() if position < len(row) else ""
                       for row in filled] == places)
    if not found:
        return columns, []
    return {**columns, ROW_INDEX: found}, [Finding(
        "reading", f"{_index_words(header, position)} holds each row's place from 0 (a "
        "table's index, as pandas writes it): no copies", line=line) for position in found]


def _index_words(header: list[str], position: int) -> str:
    """The words naming the column of a table's index at ``position`` in a note."""
    title = header[position].strip()
    return f"column '{title[:40]}'" if title else "the untitled first column"


#: The name cells of a row of each column's total under a spreadsheet's columns of each
#: zone's copies (``total_rows``).
_TOTAL_NAMES = frozenset({"", "total", "totals", "subtotal", "sum", "gesamt", "summe",
                          "totaal"})
#: The words a total's name may write beside one of ``_TOTAL_NAMES`` (``Grand Total``,
#: ``Main total``, ``Total cards``, ``Sideboard total:``); no card's name is only these.
_TOTAL_WORDS = frozenset({"grand", "overall", "main", "mainboard", "deck", "side",
                          "sideboard", "board", "card", "cards", "copies"})


def _total_name(cell: str) -> bool:
    """Whether a name cell names a row of a total (``_TOTAL_NAMES``, maybe with
    ``_TOTAL_WORDS`` and a colon: ``Grand Total``), not a card (``Total War``)."""
    words = cell.casefold().replace(":", " ").split()
    return not words or (bool(_TOTAL_NAMES.intersection(words)) and all(
        word in _TOTAL_NAMES or word in _TOTAL_WORDS for word in words))


def total_rows(numbered: list[tuple[int, list[str]]], columns: Mapping[str, tuple[int, ...]],
               headers: Mapping[str, str] | None = None) -> set[int]:
    """The lines of the rows of a CSV export giving each zone's copies in a column of
    its own (``zone_count_layout``) that hold each column's total, as a spreadsheet sums
    them: named ``Total`` (``Sum``...) or nothing, each zone's cell the sum of that
    column's copies on every row naming a card, one of them above 0 (``Total,60,15``
    under ``Name,Main,Side`` was an unknown card of 75 copies, a legal deck illegal);
    likewise a row whose one count column's cell is the sum of every other row's
    (``61,Total,`` under ``Quantity,Name,Board``, a spreadsheet's sum under the column
    of copies), or of the rows since the last such row or section row (``section_heading``
    of the zone ``headers``: ``60,Total`` under the main deck's rows, ``15,Total`` under
    the side deck's, as a sheet sums each section). A row of other numbers is read as
    any row."""
    roles = _total_roles(columns)
    headings = {number for number, row in numbered
                if headers is not None and section_heading(row, columns, headers) is not None}
    named = [row for number, row in numbered if number not in headings
             and not _names_a_total(row, columns)]
    sums = [sum(_whole_copies(_cell(row, columns, role)) or 0 for row in named)
            for role in roles]
    totals = {number for number, row in numbered
              if _names_a_total(row, columns) and any(sums)
              and [_whole_copies(_cell(row, columns, role)) for role in roles] == sums}
    return totals | _subtotal_rows(numbered, columns, roles, headings)


def _total_row_roles(columns: dict[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
    """The ``columns`` a row of a total reads as such: its names, its copies' and its
    zone's (read as its category); each other cell (a set's, a finish's) is read as a
    note is, for card lines with a count: a total row has no card its cells describe."""
    return {role: positions for role, positions in columns.items()
            if role in _CARD_ROLES or role.startswith(ZONE_COPIES) or role == "zone"}


def _total_roles(columns: Mapping[str, tuple[int, ...]]) -> list[str]:
    """The roles of the count columns a row of a total sums (``total_rows``): each
    zone's copies' columns, else the one count column (none when another counts too)."""
    roles = [role for role in columns if role.startswith(ZONE_COPIES)]
    if not roles and len(columns.get("quantity", ())) == 1 and not (
            _COUNT_ROLES - {"quantity"}) & columns.keys():
        roles = ["quantity"]
    return roles


def _names_a_total(row: list[str], columns: Mapping[str, tuple[int, ...]]) -> bool:
    """Whether every filled name cell of ``row`` names a total (``_total_name``), none
    filled too: ``Total`` beside a second name column's ``Grief`` names a card there."""
    return all(_total_name(cell) for cell in _name_cells(row, columns))


def declared_total_rows(numbered: list[tuple[int, list[str]]],
                        columns: Mapping[str, tuple[int, ...]], totals: set[int]) -> set[int]:
    """The lines of the rows not in ``totals`` (``total_rows``) written as a total all the
    same: a total's words in every filled name cell (``Total``, ``Grand Total``; one
    filled at least) and a whole number in each count column ``total_rows`` sums, one
    above 0, that is not the sum: a total the sheet declares, read as a text list's
    ``Total: 75`` is (``declared_totals``), no card (``76,Total`` was an unknown card
    'Total' of 76 copies, a legal deck illegal)."""
    roles = _total_roles(columns)
    return {number for number, row in numbered
            if roles and number not in totals and _name_cells(row, columns)
            and _names_a_total(row, columns)
            and None not in (copies := [_whole_copies(_cell(row, columns, role))
                                        for role in roles]) and any(copies)}


def declared_totals(row: list[str], columns: dict[str, tuple[int, ...]], number: int,
                    headers: Mapping[str, str]) -> list[DeclaredCount]:
    """The totals a row of ``declared_total_rows`` declares: one a count column, of the
    zone of its column of a zone's copies, else of the zone its zone cell names (a
    side deck's ``8,Total,Sideboard``; ``row`` as written, no section row's zone added),
    else of the list; a ``declared-count`` warning
    then says a total that is not the cards read (``declared_counts``)."""
    cell = _zone_cell(row, columns, headers)
    zone = _named_zone(cell, headers) if cell else None
    name = _name_cells(row, columns)[0]
    found = []
    for role in _total_roles(columns):
        count = _whole_copies(_cell(row, columns, role)) or 0
        where = _copies_zone(role) if role.startswith(ZONE_COPIES) else zone
        if 0 < count <= MAX_COUNT and where != SKIP:
            found.append(DeclaredCount(number, count, f"{count} {name}", "deck", where))
    return found


def _subtotal_rows(numbered: list[tuple[int, list[str]]],
                   columns: Mapping[str, tuple[int, ...]], roles: list[str],
                   headings: set[int]) -> set[int]:
    """The lines of the rows of ``total_rows``'s names whose one count column (``roles``:
    ``quantity``) holds the sum of the rows since the last section row (``headings``)
    or such row, above 0: a section's total; two or more rows for a row of no name (a
    row of one card's copies and no name may be a card line that lost its name: it
    stays an error)."""
    if roles != ["quantity"]:
        return set()
    found: set[int] = set()
    running, rows = 0, 0
    for number, row in numbered:
        if number in headings:
            running, rows = 0, 0
        elif not _names_a_total(row, columns):
            running += _whole_copies(_cell(row, columns, "quantity")) or 0
            rows += 1
        elif (rows > 1 or _name_cells(row, columns)) and running and \
                _whole_copies(_cell(row, columns, "quantity")) == running:
            found.add(number)
            running, rows = 0, 0
    return found


def _whole_copies(cell: str) -> int | None:
    """The copies a cell of a column of a zone's copies gives (``_WHOLE_COPIES``; none
    for a blank or a dash), ``None`` for a cell of no whole number."""
    if cell in _NO_COPIES:
        return 0
    whole = _WHOLE_COPIES().match(_copies(cell))
    return int(whole.group(1)) if whole else None


def layout_lines(row: list[str], columns: dict[str, tuple[int, ...]], number: int,
                 header: list[str], headers: Mapping[str, str],
                 kinds: Mapping[str, tuple[str, ...]] | None = None,
                 section_zones: Mapping[str, str] | None = None) -> list[DeckLine | Finding]:
    """The card lines of a row of a CSV export giving each zone's copies in a column of
    its own (``zone_count_layout``): a line in each zone whose column holds copies, read
    by ``row_line`` with that column as the count (so a row's copies in two zones are
    both counted); an ``ignored-section`` note for copies in the maybeboard's (a column
    of a section holding some kinds of card only, ``Tokens``, ``Attractions``: a line in
    the main deck whose card the card data decides, ``_column_outside``); a
    ``parse-error`` for a cell that is no whole number of copies (``1.5``, ``x``,
    ``four``), its copies not counted; a ``reading`` note for a row of no copies in any
    column. Never raises."""
    plain = {role: places for role, places in columns.items()
             if not role.startswith(ZONE_COPIES)}
    name = _cell(row, columns, "name")
    entries: list[DeckLine | Finding] = []
    blank = []
    for role, places in columns.items():
        if not role.startswith(ZONE_COPIES):
            continue
        zone = _copies_zone(role)
        cell = row[places[0]].strip() if places[0] < len(row) else ""
        if not cell:
            blank.append(header[places[0]].strip()[:40])
        whole = _WHOLE_COPIES().match(_copies(cell))
        title = header[places[0]].strip()[:40]
        if cell in _NO_COPIES or (whole and not int(whole.group(1))):
            continue
        if whole is None or not name:
            shown = cell if len(cell) <= 20 else f"{cell[:20]}..."
            entries.append(Finding(
                "parse-error", f"column '{title}' holds '{shown}', not a whole number of "
                f"copies: the row's copies there were not counted" if name else
                "a row without a card name", line=number,
                hint=f"write the copies in {_LAYOUT_ZONE_WORDS.get(zone, zone)} as a whole "
                "number"))
            continue
        outside = _column_outside(title, kinds, section_zones) if zone == SKIP else None
        if zone == SKIP and outside is None:
            entries.append(Finding("ignored-section", f"{whole.group(1)} copies of '{name}' "
                                   f"in column '{title}' are not part of the deck; they were "
                                   "not counted", line=number))
            continue
        read = list(row)
        read[places[0]] = whole.group(1)
        entry = row_line(read, {**plain, "quantity": places}, number, headers, kinds,
                         section_zones)
        if isinstance(entry, DeckLine) and outside is not None:
            # Tokens, Attractions: only their kind of card is kept out (the checker's)
            entry = entry._replace(outside=outside._replace(
                where=_MARKED_ZONE_WORDS.get(entry.zone, outside.where)))
        elif isinstance(entry, DeckLine) and zone != MAIN and entry.zone == MAIN:
            entry = entry._replace(zone=zone)
        elif isinstance(entry, Finding) and entry.rule == "ignored-section":
            # a maybeboard's yes beside copies a zone's column gives: either may be wrong
            entry = Finding("parse-error", f"a row marked as outside the deck gives copies in "
                            f"column '{title}': they were not counted (mark one)", line=number)
        entries.append(entry)
    if entries:
        return entries
    if not name:
        return [Finding("parse-error", "a row without a card name", line=number)]
    if len(blank) == sum(role.startswith(ZONE_COPIES) for role in columns):
        # every cell blank: the file does not say none, and a row without a count column
        # was one copy, so it may mean one
        return [Finding("parse-error", f"no copies of '{name}' are written in any zone's "
                        "column: not counted", line=number,
                        hint="write its copies, or 0 for none")]
    return [Finding("reading", f"no copies of '{name}' in any zone's column: not counted",
                    line=number)]


def zone_copies(row: list[str], columns: Mapping[str, tuple[int, ...]], number: int,
                header: list[str] | None = None,
                kinds: Mapping[str, tuple[str, ...]] | None = None,
                section_zones: Mapping[str, str] | None = None) -> list[DeckLine | Finding]:
    """The card lines of a row's copies in the columns of a zone's copies
    (``zone_count_columns``): a line in that zone for each such column holding copies,
    an ``ignored-section`` note for copies in the maybeboard's (not counted; a column of
    a section holding some kinds of card only, of the ``header``'s title ``Tokens Qty``:
    a line in the main deck whose card the card data decides, ``_column_outside``), a
    ``parse-error`` for copies above ``MAX_COUNT``. None for a row without a name."""
    name = _cell(row, columns, "name")
    entries: list[DeckLine | Finding] = []
    for role in columns:
        if not role.startswith(ZONE_COPIES) or not name:
            continue
        written = _cell(row, columns, role).lstrip("0")
        zone = _copies_zone(role)
        if not written:
            continue
        if int(written) > MAX_COUNT:
            entries.append(Finding("parse-error", f"quantity {written} is not between 1 "
                                   f"and {MAX_COUNT}", line=number))
        elif zone == SKIP and (outside := _column_outside(
                header[columns[role][0]] if header else "", kinds, section_zones)) is not None:
            entries.append(DeckLine(name, int(written), MAIN, number, outside=outside))
        elif zone == SKIP:
            entries.append(Finding("ignored-section", f"{written} copies of '{name}' in the "
                                   "maybeboard are not part of the deck; they were not "
                                   "counted", line=number))
        else:
            entries.append(DeckLine(name, int(written), zone, number))
    return entries


def _may_be_copies(title: str, position: int, rows: list[list[str]],
                   columns: Mapping[str, tuple[int, ...]]) -> bool:
    """Whether a column titled as a zone (``Sideboard``, ``SB``) holding only ``1`` and
    ``0`` beside a count column may give that zone's copies rather than mark the row's
    (``Lightning Bolt,4,1`` under ``Name,Quantity,Sideboard``: four copies in the side
    deck, or four in the main deck and a fifth in the side deck). The whole file decides:
    a mark when the title says so (``Is Sideboard``, ``Sideboard?``), when its cells hold
    a word (``true``, ``x``), when no count column is there (each row one copy), or when
    the column splits one card's copies over two rows (a row of it marked ``1`` and one
    marked ``0``), as only marks do; else the file does not tell, and the column is read
    as before (its copies a ``parse-error``), as a mark would lose a copy unsaid."""
    if not _COUNT_ROLES & columns.keys() or _SAYS_A_MARK().match(
            _spaced(title.strip().casefold())):
        return False
    cells = [(row[position].strip() if position < len(row) else "", _cell(row, columns, "name"))
             for row in rows]
    # its yes is the digit 1 alone, whatever its no (0, a blank, "-", "no"): a count of
    # one written beside counts of none (Lightning Bolt,4,1 / Mountain,60,-)
    if {cell.casefold() for cell, _ in cells if cell.casefold() not in NO} != {"1"}:
        return False
    marked = {normalise(name) for cell, name in cells if cell == "1"}
    unmarked = {normalise(name) for cell, name in cells if cell != "1" and name}
    return marked.isdisjoint(unmarked)


def _main_mark_positions(header: list[str], known: set[int], rows: list[list[str]],
                         headers: Mapping[str, str]) -> list[int]:
    """The positions of the columns no role reads titled as the main deck (``Main``,
    Spanish ``Mazo``) whose every cell is a yes or a no."""
    found = []
    for position, title in enumerate(header):
        words = _MARK_TITLE().match(_spaced(title.casefold()))
        if (position not in known and words is not None
                and _named_zone(words.group(1), headers) == MAIN
                and {row[position].strip().casefold() for row in rows
                     if position < len(row)} <= YES | NO):
            found.append(position)
    return found


def _complements(rows: list[list[str]], position: int, main_marks: list[int]) -> bool:
    """Whether a column of ones and zeros titled as a zone says yes on exactly the rows
    where a yes-or-no column of the main deck says no (``Name,Quantity,Main,Sideboard`` /
    ``Lightning Bolt,4,1,0`` / ``Black Lotus,1,0,1``): marks, as copies would contradict
    the count (four in the row, one in the main deck); each row is in one zone. (Read as
    copies, each side deck card was a ``parse-error``, a legal deck illegal.)"""
    return any(all(_says_yes(row, position) != _says_yes(row, main) for row in rows)
               for main in main_marks) and bool(rows)


def _doubtful_column(title: str, columns: Mapping[str, tuple[int, ...]], header: list[str],
                     line: int) -> Finding:
    """The ``reading`` note on the header's ``line`` of a column of ones and zeros titled
    as a zone that may give copies or marks (``_may_be_copies``): each row's copies there
    are then a ``parse-error`` of its own (``_unread_copies``)."""
    count = header[next(columns[role][0] for role in columns if role in _COUNT_ROLES)
                   ].strip()[:40]
    shown = title.strip()[:40]
    return Finding("reading", f"column '{shown}' holds only 1 and 0 beside the count "
                   f"column '{count}': the copies of that zone or a yes-or-no mark of the "
                   f"row's{_DOUBT}", line=line,
                   hint=f"write the mark as true or false (or title the column 'Is {shown}'), "
                   "or give each zone's copies on rows of their own with a board column")


def _one_yes_a_row(rows: list[list[str]], marked: Mapping[str, tuple[int, ...]],
                   columns: Mapping[str, tuple[int, ...]]) -> bool:
    """Whether no row says yes in two columns of a zone: these ``marked`` ones, or one
    of them and a column the reader takes for the side deck's yes or no already (MTGO's
    ``Sideboarded``). ``Black Lotus,1,1`` under ``Name,Mainboard,Sideboard`` gives each
    zone's copies, as a singleton or cube export writes them (read as marks, the second
    Black Lotus went to one zone unsaid, a restricted card's second copy legal); such
    columns are read as before. (A yes beside a ``maybeboard`` yes is the row's
    ``parse-error``.)"""
    positions = {places[0] for places in marked.values()}
    positions |= set(columns.get("side", ()))
    return len(positions) < 2 or all(
        sum(_says_yes(row, position) for position in positions) < 2 for row in rows)


def _board_mark(title: str, headers: Mapping[str, str]) -> str | None:
    """The zone a board column of yes and no cells marks: the side deck (``Board``,
    ``Section``: true for a sideboard card), none for one titled as the main deck
    (``Deck``: a yes says the card is in the deck, read as before)."""
    return None if _named_zone(title, headers) == MAIN else SIDE


def _marks_no_copies(rows: list[list[str]], columns: Mapping[str, tuple[int, ...]],
                     position: int) -> bool:
    """Whether a row of 0 copies says yes in the column at ``position``: ``0,Grief,1``
    under ``Count,Name,Sideboard`` gives the sideboard's copies, the column no yes-or-no
    one (read as one, the banned card was not counted)."""
    return any(_copies(_cell(row, columns, "quantity")) == "0" and _says_yes(row, position)
               for row in rows)


def _marked_zone(row: list[str], columns: Mapping[str, tuple[int, ...]],
                 zone: str) -> str:
    """The zone the yes-or-no columns of a zone (``mark_columns``) put a row in: the zone
    of a column saying yes, the side deck for a ``Mainboard`` column saying no (a row
    with an empty cell is where its other columns put it), else ``zone``."""
    for role, positions in columns.items():
        if not role.startswith(MARK) or positions[0] >= len(row):
            continue
        cell = row[positions[0]].strip().casefold()
        marked = role[len(MARK):]
        if cell in YES:
            zone = marked
        elif cell and marked == MAIN:
            zone = SIDE
    return zone


def _says_yes_to_a_zone(row: list[str], columns: Mapping[str, tuple[int, ...]]) -> bool:
    """Whether a yes-or-no column of a zone of the deck (``mark_columns``: ``Sideboard``,
    ``Commander``, not ``Maybeboard``) says yes on ``row``."""
    return any(role.startswith(MARK) and role[len(MARK):] != SKIP
               and _says_yes(row, positions[0]) for role, positions in columns.items())


def _says_yes(row: list[str], position: int) -> bool:
    """Whether the cell of ``row`` at ``position`` is a yes (``YES``); a row too short to
    have it says nothing."""
    return position < len(row) and row[position].strip().casefold() in YES


def _row_category_cards(row: list[str], columns: dict[str, tuple[int, ...]], number: int,
                        headers: Mapping[str, str], zones: ZoneTable,
                        noted: dict[int, tuple[str, str]], seen: set[str],
                        findings: list[Finding], boards: Collection[int]) -> list[DeckLine]:
    """The card lines the zone cell of ``row`` (``_zone_cell``) holds as its category
    (``_category_cards``), a ``reading`` note in ``findings`` saying they are counted."""
    category = _zone_cell(row, columns, headers)
    held = _category_cards(category, number, headers, zones, noted, seen, findings,
                           under_a_board(row, category, boards))
    findings.extend(_counted_note(f"the category '{category}'", held, number))
    return held


def _category_cards(cell: str, number: int, headers: Mapping[str, str], zones: ZoneTable,
                    noted: dict[int, tuple[str, str]], seen: set[str],
                    findings: list[Finding], board: bool = False) -> list[DeckLine]:
    """The card lines a row's own category holds (a board or category cell naming no
    zone: ``4 Ponder`` beside the card Lava Spike), read as a metadata value is
    (``text.cards_in_value``): a deck site shows the cell as a category's name, and a
    card line hidden there counts, as one in a deck's notes does; its text that may
    hold one goes to ``noted``. A category is read once, on the first row naming it
    (``seen``: the categories read so far, as written without case and spacing, and
    this one added): a deck site shows it as one heading over all its rows, so
    ``1 Fog`` over 12 rows is one copy, not 12. A category within a typo of a zone's or
    a skipped section's name (``misspelt_zone``) is a ``parse-error`` in ``findings`` on
    that first row, and so is one written under a column titled as a board (``board``:
    ``Board``, ``Zone``, ``Section``) whose words name a board, yet no zone
    (``unnamed_board``)."""
    category = " ".join(cell.casefold().split())
    if not category or category in seen or _named_zone(cell, headers) is not None or (
            category in SKIPPED):
        return []
    seen.add(category)
    misspelt = misspelt_zone(cell, headers, zones, number, board)
    if misspelt is None and board:
        misspelt = unnamed_board(cell, zones, number)
    if misspelt is not None:
        findings.append(misspelt)
    return cards_in_value("Event", cell, number, zones, noted)


def misspelt_zone(cell: str, headers: Mapping[str, str], zones: ZoneTable,
                  number: int, board: bool = False) -> Finding | None:
    """A ``parse-error`` on row ``number`` when a board or category cell that names no
    zone (read as a category of the main deck) is within a typo of the name of a zone
    (``ZONES``, the game data's ``headers``) or, under a column of boards (``board``),
    of a section outside the deck (``SKIPPED``, a game's own of ``zones`` and of the
    bundled games', ``Token``, which is none): ``sidebaord``, ``Comander``, a board's
    ``maybebaord`` (``sections.within_a_typo``),
    or, under a column of boards (``board``), writing a zone's consonants with other
    vowels (``_same_consonants``: ``Sidbord``; under a ``Category`` column, ``Plains``
    is a grouping, not Planes).
    Its rows were counted in the main deck without a word, a side deck so written
    making a short main deck legal: which zone the file means is not known. Else
    ``None``. Run once per category."""
    sections = [*zones.skipped_sections, *bundled_zones().skipped_sections]
    if normalise(cell) in sections:
        return None
    # a category of any name: a typo of a zone's only (a section outside the deck
    # misspelt counts its cards in the main deck, which hides none: Plaines, Schemas)
    outside = [*SKIPPED, *sections] if board else []
    zoned = [header for header, zone in headers.items() if board or zone != SKIP]
    close = within_a_typo(cell, [*ZONES, *zoned, *outside], [*ZONES, *SKIPPED])
    if close is None and board:
        close = _same_consonants(cell, [*ZONES, *SKIPPED])
    if close is None:
        return None
    meant = close.capitalize()
    return Finding("parse-error", f"the board '{cell.strip()[:40]}' names no zone, but is "
                   f"within a typo of '{meant}': its rows were counted in the main deck, "
                   "where the file may not mean them", line=number,
                   hint=f"write the zone's name as it is ({meant}), or name the category "
                        "otherwise")


def _same_consonants(cell: str, words: Sequence[str]) -> str | None:
    """The board's name of ``words`` of five letters or more whose consonants, in order,
    a one-word board cell of as many letters at least writes with other vowels or none
    (``Sidbord``, ``Sydeboard``, ``Mainbord``: typos of the vowels, two or more, which
    ``within_a_typo`` leaves to a short word), else ``None``; never the name itself.
    Pure."""
    key = cell.strip().casefold()
    if len(key) < 5 or not key.isascii() or not key.isalpha():
        return None
    bare = key.translate(_NO_VOWELS)
    return next((word for word in words if len(word) >= 5 and word.isalpha()
                 and word != key and word.translate(_NO_VOWELS) == bare), None)


#: Drops the vowels of a word in small letters (``y`` is kept: ``Maybeboard``).
_NO_VOWELS = str.maketrans("", "", "aeiou")
#: The titles of a column that holds boards (``Board``, TappedOut's; ``Zone``, ``Section``):
#: each of its cells names a zone or a section outside the deck, unlike a ``Category``
#: or a ``Deck`` column, which may hold any name.
BOARD_TITLES = frozenset({"board", "boards", "zone", "section", "sections"})


def under_a_board(row: list[str], cell: str, boards: Collection[int]) -> bool:
    """Whether ``cell``, a row's zone cell (``_zone_cell``), stands in one of the columns
    titled as boards (``boards``: their positions, ``BOARD_TITLES``) of ``row``. Pure."""
    return any(row[position].strip() == cell for position in boards if position < len(row))


def unnamed_board(cell: str, zones: ZoneTable, number: int) -> Finding | None:
    """A ``parse-error`` on row ``number`` when a cell under a column of boards
    (``BOARD_TITLES``) names no zone (read as a category of the main deck), in any words:
    a board's (``Post-board``, ``Main/Side``, ``Board 2``, ``PostBoard``), a section's with
    a count (``Maybeboard (2)``) or others (``wishboard``, ``cut``, ``binder``, ``xyz``; each
    one word was counted in the main deck without a word, a sixteenth sideboard card
    legal): which zone, if any, the file means is not known. Only a grouping of card
    types of the game data (``text.is_header_text`` holding a word of ``type_words``:
    ``Creatures``, ``Basic Lands``, ``Blue Creatures``) stays a category of the main deck:
    ``None``; a role's grouping (``Burn``, ``Ramp``, ``Board Wipes``) names no card type
    and is a parse-error, as ``Hate`` is; a board of tokens (``TOKEN_CATEGORIES``) is
    read as such. Pure."""
    if cell.strip().casefold() in TOKEN_CATEGORIES:
        return None
    if is_header_text(cell, zones) and not zones.type_words.isdisjoint(header_words_of(cell)):
        return None
    return Finding("parse-error", f"the board '{cell.strip()[:40]}' names no zone of the "
                   "deck: its rows were counted in the main deck, where the file may not "
                   "mean them", line=number,
                   hint="write the zone's name (Main, Sideboard...) in the board column, "
                        "or the category in a Category column")


class _UnreadCells:
    """What a sheet's cells of no column role told already, kept while the sheet is read
    (a sheet of 240 such columns repeats them on every row): the cells whose text held
    no card line (``empty``) and, by a column's title, whether its numbers are copies
    (``copies_by_title``: ``_title_of_copies``)."""

    __slots__ = ("copies_by_title", "empty")

    def __init__(self) -> None:
        self.empty: set[str] = set()
        self.copies_by_title: dict[str, bool] = {}

    def of_copies(self, title: str, headers: Mapping[str, str]) -> bool:
        """``_title_of_copies`` of ``title``, asked once a sheet."""
        found = self.copies_by_title.get(title)
        if found is None:
            found = self.copies_by_title[title] = _title_of_copies(title, headers)
        return found


def _unread_cell_cards(row: list[str], header: list[str], columns: dict[str, tuple[int, ...]],
                       number: int, zones: ZoneTable, noted: dict[int, tuple[str, str]],
                       headers: Mapping[str, str], findings: list[Finding],
                       seen: set[str], unread: _UnreadCells) -> list[DeckLine]:
    """The card lines the cells of a row that no column role reads hold (``Notes``,
    ``Comment``, ``Tags``, a column past the header's: ``1 Crimson Ritual`` beside the
    card Fire Ball), read as a deck file's free text is (``text.free_text_cards``) but
    only with a count (a name alone in another column is the row's card written again):
    a spreadsheet shows the cell, and a card line hidden there counts, as one in a
    deck's comments does, with a ``reading`` note on the row. A cell without a letter (a
    price, a number, a date) holds none and is not read, but for copies in a column
    named as a count or a zone (a second ``Quantity``, ``Sideboard``: ``_unread_copies``).
    Problems go to ``findings``; ``UNREAD_COPIES`` to ``seen`` when a cell gives copies
    so. A cell of letters and spaces without a count's word (``_countless_words``), or
    whose text an earlier cell of the sheet held to no avail (``unread``, kept there),
    is not read again: a sheet of 240 columns of ``a`` took seconds a row."""
    known = _read_positions(columns)
    cards: list[DeckLine] = []
    for position, written in enumerate(row):
        cell = _role_cell_rest(position, written, columns, headers) if position in known \
            else written
        title = header[position].strip()[:40] if position < len(header) else ""
        where = f"column '{title}'" if title else f"column {position + 1}"
        copies = [] if position in known else _unread_copies(
            title, where, cell, number, headers, seen, unread)
        findings.extend(copies)
        if copies or not any(char.isalpha() for char in cell):
            continue
        found: list[DeckLine] = []
        problems: list[Finding] = []
        if cell not in unread.empty and not _countless_words(cell):
            held = noted.get(number)
            found, problems = free_text_cards(cell, where, number, False, zones, noted)
            # only a line with its count: a name alone is the row's card written again (a
            # printed name in another column), and "Modern Horizons 3" a set's name
            found = [line for line in found if not line.quiet
                     and not _a_value_of_its_column(line.name, title, headers)]
            if not found and not problems and noted.get(number) == held:
                # a text kept to be read for cards later ("one Black Lotus": noted) is
                # read on each row, each row's copies counted
                unread.empty.add(cell)
        cards.extend(found)
        findings.extend(problems + _counted_note(where, found, number))
        if not found and not problems and position >= len(header) and position not in known:
            # no column's cell: a card's name there ("4,Mountain,Mox Jet") went unread
            shown = cell.strip() if len(cell.strip()) <= 30 else f"{cell.strip()[:30]}..."
            findings.append(Finding(
                "parse-error", f"{where} is past the header's {len(header)} columns: "
                f"'{shown}' was not read", line=number,
                hint="give each card a row of its own, and quote a name holding the "
                     "separator"))
    return cards


def _countless_words(cell: str) -> bool:
    """Whether ``cell`` is ASCII letters and spaces only, one word or words none of which
    may write a count (``text.may_write_a_count``): no card line with its count stands there
    (``Notes``, ``Sleeved``, ``a``)."""
    words = cell.split()
    return cell.isascii() and all(word.isalpha() for word in words) and (
        len(words) < 2 or not may_write_a_count(cell))


#: A cell that goes on a card's name after its comma (``Kozilek, Butcher of Truth``
#: unquoted: `` Butcher of Truth``): a space, then a word that is no count.
_NAME_PART = lazy_pattern(r"^ [^\s\d]")


def rejoin_name(row: list[str], header: list[str], columns: Mapping[str, tuple[int, ...]],
                delimiter: str, number: int) -> tuple[list[str], list[Finding]]:
    """A comma-separated ``row`` holding more cells than the ``header`` with its name
    cell joined again to the cells after it that go on the name (``_NAME_PART``: a
    space, then a word), as many as the row holds too many: ``4,Ragavan, Nimble
    Pilferer,MH2`` under ``Count,Name,Edition`` is four Ragavan, Nimble Pilferer of MH2
    (a writer that does not quote a name holding a comma; it was an unknown card
    'Ragavan', and a Board column after it read the next cell). The joined name is
    the row's card, a ``reading`` note on the row says so; one that names no card is
    an unknown card, never the first part alone (``4,Lightning Bolt, Black Lotus``).
    Any other row as it is, with no note. Never raises."""
    extra = len(row) - len(header)
    names = columns.get("name", ())
    if delimiter != "," or extra < 1 or len(names) != 1 or not row[names[0]].strip():
        return row, []
    start = names[0] + 1
    parts = row[start:start + extra]
    if len(parts) < extra or not all(_NAME_PART().match(part) for part in parts):
        return row, []
    name = ",".join([row[names[0]], *parts])
    joined = [*row[:names[0]], name, *row[start + extra:]]
    return joined, [Finding("reading", f"the row holds {len(row)} cells, the header "
                            f"{len(header)}: its name's comma is not quoted, read as one "
                            f"name '{name.strip()[:60]}'", line=number,
                            hint='quote a name holding a comma ("Kozilek, Butcher of '
                                 'Truth")')]


#: A number run into the word before it (``Count2``).
_GLUED_NUMBER = lazy_pattern(r"(?<=[^\W\d_])(?=\d)")


#: Brackets round a column's number, read as the spaces around it (``Quantity (2)``).
_BRACKETS_AS_SPACES = str.maketrans("()[]", "    ")
#: What numbers a second column of copies after its word, besides digits (``Quantity II``,
#: ``Quantity B``).
_COLUMN_NUMBERS = frozenset({"i", "ii", "iii", "iv", "v", *"abcdefgh"})


def _numbered_count(title: str) -> bool:
    """Whether a column's ``title`` is a word of copies and a number (``Quantity 2``,
    ``Count2``, ``Qté 2``, ``Quantity (2)``, ``Quantity II``, ``Quantity B``; not
    ``Number 2``): a second column of copies, as a second ``Quantity`` is (its copies
    were left out without a word)."""
    unbracketed = title.translate(_BRACKETS_AS_SPACES)
    spaced, key, counted = _title_key(_GLUED_NUMBER().sub(" ", unbracketed))
    return (counted and (key.isdigit() or key in _COLUMN_NUMBERS)
            and _COPIES_WORD().search(spaced) is not None)



def _unread_copies(title: str, where: str, cell: str, number: int,
                   headers: Mapping[str, str], seen: set[str],
                   unread: _UnreadCells) -> list[Finding]:
    """A ``parse-error`` on line ``number`` when a cell of a column no role reads gives
    copies (a whole number above 0) and the column's ``title`` names a count or a zone (a
    second ``Quantity``, ``Sideboard``, ``Side``): ``0,Ponder,4`` under ``Count,Name,
    Sideboard`` holds four copies this reading would not count, the banned card hidden;
    and when it says yes (``true``, ``x``) under a title naming a zone other than the
    main deck (``2,Daze,true`` under ``Count,Name,Sideboard``): the row is counted in
    the main deck, not where the column puts it. None otherwise (a price, a collector
    number, a tradelist count). A column of ``Tokens`` gives copies as a zone's does: a
    card there counts (``Count,Name,Tokens`` / ``0,Oko,1`` hid a banned card).
    Whether the title names a count or a zone is asked of ``unread`` (once a sheet).
    ``UNREAD_COPIES`` goes to ``seen`` with the first."""
    copies = _copies(cell.strip())
    copies = str(COUNT_WORDS.get(copies.casefold(), copies))  # "four", "vier"
    if (whole := _WHOLE_COPIES().match(copies)) is not None:
        # "4.0", "4,0": a spreadsheet's or a script's whole number; a full-width digit too
        copies = str(int(whole.group(1)))
    if copies.casefold() in YES and not copies.isdigit() and (
            _named_zone(title, headers) not in (None, MAIN, SKIP)):
        # "Count,Name,Sideboard" / "2,Daze,true": the row marked as that zone's, by a
        # column no role reads (it was counted in the main deck without a word)
        return [Finding("parse-error", f"{where} marks the row's card as in that zone "
                        f"('{cell.strip()[:20]}'), but is no column of a zone: it was "
                        "counted in the main deck", line=number,
                        hint="give the zone in a Board column (main, sideboard, commander)")]
    if not (copies.isdigit() or _NOT_WHOLE_NUMBER().match(copies)) \
            or not unread.of_copies(title, headers):
        return []  # no number, or a column of no copies (a price, a collector number)
    if _NOT_WHOLE_NUMBER().match(copies) and not copies.isdigit():
        # "1.5", "+4", "1e1" under "Main" or "Qty": no whole number of copies, and no
        # other reading
        return [Finding("parse-error", f"{where} holds '{copies}', not a whole number of "
                        "copies: not counted", line=number,
                        hint="write the copies as a whole number")]
    if not (copies.isascii() and copies.isdigit() and copies.lstrip("0")):
        return []
    seen.add(UNREAD_COPIES)
    return [Finding("parse-error", f"{where} gives {copies} copies, but is neither the "
                    "count column nor a board column: they "
                    "were not counted", line=number,
                    hint="give each zone's copies on rows of their own, with a board column")]


def _title_of_copies(title: str, headers: Mapping[str, str]) -> bool:
    """Whether a column no role reads is titled as one of copies (``_unread_copies``): a
    count's title (a second ``Quantity``; not ``Nb`` beside one, collector numbers as
    often: ``SHORT_QUANTITY_TITLES``), a zone's (``Sideboard``, ``Side``) or that of
    a section whose cards count, ``Tokens``, or a count's word that other words qualify
    (``_qualified_count``: ``Promo Qty``)."""
    key = " ".join(title.casefold().split())
    return (key in QUANTITY_COLUMNS or key == _NOMBRE
            or (key in LOCAL_COLUMNS["quantity"] and key not in SHORT_QUANTITY_TITLES)
            or _named_zone(title, headers) is not None
            or titled_zone(title, headers) not in ((None, False), (None, True),
                                                    (SKIP, False))
            or _numbered_count(title) or _qualified_count(key)
            # a Tokens column's copies: a card there is counted, as on a tokens board
            or _title_key(title)[1] in bundled_zones().token_sections)


def _qualified_count(key: str) -> bool:
    """Whether a column's title (``key``, lower case) is a count's word (``Qty``,
    ``Quantité``) and words of no other number, a collection's or a list's
    (``_NOT_A_COUNT``, ``_COLLECTION_TITLE``: not Deckbox's ``Tradelist Count``, not
    ``Price Qty``): the copies of a kind (``Promo Qty``, ``Alt Art Count``), which no
    role reads, counted by no row."""
    words = _spaced(key).split()
    return (len(words) > 1 and not _QUANTITY_WORDS.isdisjoint(words)
            and not _NOT_A_COUNT().search(key) and not _COLLECTION_TITLE().search(key))


def _counted_note(where: str, found: list[DeckLine], number: int) -> list[Finding]:
    """The ``reading`` note of a row's cell (``where``: ``the category 'Ramp'``, ``column
    'Notes'``) in which ``found`` card lines were read, on line ``number``; none when
    ``found`` is empty."""
    if not found:
        return []
    return [Finding("reading", f"{where} holds a card line: counted (a card with a count "
                    "in a category, a note or a title is never dropped)", line=number)]


#: The roles of the columns whose cells give the row's card or its copies: another
#: card's name is looked for in every other column (``_unread_name_cells``).
_CARD_ROLES = frozenset({"name", "quantity", *SPLIT_QUANTITY_COLUMNS})
#: A column's title of words a card's name may be one of without naming a card: a
#: card's keywords, types, text or rules (``Flash``, ``Fear``, a card's name too).
_WORDS_TITLE = lazy_pattern(
    r"(?:^|[\s_\-.(])(?:types?|texts?|oracle text|keywords?|abilit\w*|rules?|subtypes?|"
    r"supertypes?)(?:$|[\s_\-.):])", re.I)


def _unread_name_cells(row: list[str], header: list[str],
                       columns: Mapping[str, tuple[int, ...]], headers: Mapping[str, str],
                       groups: frozenset[tuple[int, str]]) -> Iterator[tuple[str, str]]:
    """``(title, cell)`` of each cell of ``row`` with letters under a title, in any
    column but the row's card's and its copies' (``_CARD_ROLES``), whatever its title or
    the role that reads it (``Printed``, ``Alias``, ``Board``, ``Commander``, ``Foil``,
    ``Category``, ``Language``, ``Notes``), but a value its column holds as such
    (``_a_value_of_its_column``) or a deck's, a folder's or a player's name written on
    more rows than one (``groups``: ``_group_names``; a deck ``From the Ashes``); none
    for an untitled cell (``untitled_cell_marks``).
    ``other_name_marks`` makes a cell that is another card's whole name a
    ``parse-error`` naming both (``1,Island,main,The One Ring``: the banned card was
    dropped unsaid under ``Board``, ``Commander``, ``Foil``, ``Category``...); a set's
    name or code names no card there (``text.names_a_set``)."""
    cards = {position for role in _CARD_ROLES for position in columns.get(role, ())}
    for position, title in enumerate(header[:len(row)]):
        cell = row[position]
        if position in columns.get("zone", ()) or position in columns.get("finish", ()):
            # "sideboard (Grief)", "Foil (Grief)": the words after the zone's or the
            # finish's are the cell's own
            cell = _name_in_rest(_role_cell_rest(position, cell, columns, headers)) or cell
        if position not in cards and title.strip() and any(
                char.isalpha() for char in cell) and not _a_value_of_its_column(
                cell, title, headers) and (position, cell.strip().casefold()) not in groups:
            yield title, cell


#: A column's title of a group of rows, beside ``names_deck`` and ``names_owner``: a
#: folder's, a binder's, a collection's or a list's.
_GROUP_TITLE = lazy_pattern(r"(?:^|[\s_\-.(])(?:folders?|binders?|collections?|lists?)"
                            r"(?:$|[\s_\-.):])", re.I)


def _group_names(header: list[str], numbered: Sequence[tuple[int, list[str]]]
                 ) -> frozenset[tuple[int, str]]:
    """``(position, casefolded cell)`` of each value written on two rows or more of
    ``numbered`` under a column of ``header`` naming a deck, a player or a folder
    (``names_deck``, ``names_owner``, ``column_key``, ``_GROUP_TITLE``): a deck's name
    that is a card's too (``From the Ashes``, ``Living End``) names the deck there."""
    positions = [at for at, title in enumerate(header)
                 if names_deck(title) or names_owner(title) or _GROUP_TITLE().search(title)
                 or column_key(title) in ("deck", "archetype", "player")]
    seen: set[tuple[int, str]] = set()
    again: set[tuple[int, str]] = set()
    for _, row in numbered:
        for at in positions:
            if at < len(row) and (key := (at, row[at].strip().casefold())) in seen:
                again.add(key)
            elif at < len(row):
                seen.add(key)
    return frozenset(again)


def _a_value_of_its_column(cell: str, title: str, headers: Mapping[str, str]) -> bool:
    """Whether ``cell`` is a value a sheet's column titled ``title`` holds as such, not
    a card's name: a zone's word (``_named_zone``: ``main``, ``Sideboard``), a yes or a
    no (``YES``, ``NO``), a finish (``_holographic``, ``_denies``: ``foil``,
    ``normal``), or one word under a title of a card's keywords, types or text
    (``_WORDS_TITLE``: ``Flash``)."""
    key = cell.strip().casefold()
    return (key in YES or key in NO or _named_zone(cell, headers) is not None
            or _holographic(cell) or _denies(cell, ())
            or (len(key.split()) == 1 and _WORDS_TITLE().search(title) is not None))


#: A number's sign (``#``, ``№``, ``N°``, ``Nº``, ``N.º``, ``No.``, ``Nr.``, ``N.``).
_NUMBER_SIGN = r"#|№|n\s*[.°º]+\s*[°º]?|n[or]\.?"
#: A title that is a number's sign alone (``_NUMBER_SIGN``): a collector number's
#: column, a fact of a card's printing.
_NUMBER_SIGN_TITLE = lazy_pattern(rf"^\s*(?:{_NUMBER_SIGN})\s*$", re.I)


def _card_fact_title(title: str, words: set[str]) -> bool:
    """Whether a column's ``title`` (its ``words``, ``_title_words``) names a fact of a
    card or of a copy (``_CARD_FACT_WORDS``), or is a number's sign alone, a collector
    number's (``_NUMBER_SIGN_TITLE``). Pure; never raises."""
    return bool(words & _CARD_FACT_WORDS) or bool(_NUMBER_SIGN_TITLE().match(title))


def _role_cell_rest(position: int, cell: str, columns: Mapping[str, tuple[int, ...]],
                    headers: Mapping[str, str]) -> str:
    """What a cell a column's role reads (``_read_positions``) holds beyond the role's
    value, to be read for a card line as any other cell is (``_unread_cell_cards``): a
    finish cell's words but its finish's (``1 Grief``, ``Foil - 1 Grief``; ``Foil (2)`` holds
    none, though a card is named Foil), a board cell naming a zone with more words, those words
    (``after_a_header``: ``sideboard (1 Grief)``); ``""`` for the cells of any other role
    (a board's category is read as one: ``_row_category_cards``). Pure."""
    if position in columns.get("finish", ()):
        # "Foil (2)": the finish's own words aside, no card Foil counted twice
        # ("Foil, Oko": the finish's word with its comma is the finish's too)
        return " ".join(word for word in cell.split()
                        if not (any(char.isalpha() for char in word)
                                and (_holographic(bare := word.strip(_AROUND_A_NAME))
                                     or _denies(bare, ()))))
    if position in columns.get("zone", ()) and _named_zone(cell, headers) is not None:
        after = after_a_header(cell)
        return "" if continues(after) else after  # "Main Deck (cont.)": the zone goes on
    return ""


#: What stands round a name in a role cell's rest (``Foil (Oko)``, ``Foil, Oko``,
#: ``Foil / Oko``): brackets, separators and spaces.
_AROUND_A_NAME = "()[]{},;:/|-\u2013\u2014 "


def _name_in_rest(rest: str) -> str:
    """``rest`` (``_role_cell_rest``) without the brackets and separators round it
    (``_AROUND_A_NAME``): ``(Oko)`` and ``, Oko, Thief of Crowns`` name the card as the
    cell ``Oko, Thief of Crowns`` alone does. Pure."""
    return rest.strip(_AROUND_A_NAME)


def _read_positions(columns: Mapping[str, tuple[int, ...]]) -> set[int]:
    """The positions of the columns a role of ``columns`` reads (``header_columns``)."""
    return {position for positions in columns.values() for position in positions}


#: Header words of columns that hold numbers other than a count (collector numbers,
#: ids, prices, mana values, power and toughness, ratings, scores).
_NOT_A_COUNT = lazy_pattern(
    r"(?:^|[\s_\-.(])(?:n[or]|num(?:ber)?|n[uú]mero|numéro|\w*nummer|numer|номер|"
    r"n\s*[.\u00b0\u00ba]+\s*[\u00b0\u00ba]?|\u2116|\w*番号|编号|編號|번호|lfd|#|ids?|cn|collector|multiverse\w*|\w*price|cost|"
    r"cmc|mv|mana\w*|value|usd|eur|tix|rank\w*|rating|year|page|pos(?:ition)?|set|"
    r"power|toughness|loyalty|defen[cs]e|level|age|score|points?|wins?|losses|elo)"
    r"(?:$|[\s_\-.)])|#|id$|€|\$", re.I)


def _unread_counts(header: list[str], columns: dict[str, tuple[int, ...]],
                   rows: list[list[str]], line: int, seen: set[str]) -> list[Finding]:
    """A ``parse-error`` on the header's ``line`` for each column of a header that names
    no quantity column when every row read holds a whole number in it, some above 1, and
    its name is none of a column of other numbers (``Collector Number``, ``Price``): the
    count of a language or tool cardtools does not know (``Stück``, ``Nombre``), which
    reading each row as one copy would drop without a word; and for a column named only
    "number" (``#``, ``No.``, ``Num``, ``Number``) when its numbers read as copies
    (``_like_counts``). ``UNREAD_COUNTS`` goes to ``seen`` for such a column whose title
    is none of a collection's or a list's numbers (``_COLLECTION_TITLE``: ``Owned``,
    ``Votes``)."""
    known = _read_positions(columns)
    found = []
    for position, title in enumerate(header):
        if position in known:
            continue
        cells = [row[position].strip() if position < len(row) else "" for row in rows]
        if not _whole_counts(cells):
            continue
        counts = not _COLLECTION_TITLE().search(title.strip()[:40])
        if not _NOT_A_COUNT().search(title.strip()):
            if counts:
                seen.add(UNREAD_COUNTS)
            found.append(Finding(
                "parse-error", f"column '{title.strip()[:40]}' holds whole numbers, some "
                "above 1, but is no quantity column (Count, Quantity, Qty, Amount, Copies): "
                "each row was read as one copy", line=line,
                hint="name the column of the copies Count"))
        elif _NUMBER_TITLE().match(title) and _like_counts(cells):
            if counts:
                seen.add(UNREAD_COUNTS)
            found.append(Finding(
                "parse-error", f"column '{title.strip()[:40]}' holds whole numbers, most "
                "of them 1 to 4 and some above 1: it may give the copies, not collector "
                "numbers; each row was read as one copy", line=line,
                hint="name the column of the copies Count (or of the collector numbers "
                "Collector Number)"))
    return found


def _unread_finishes(header: list[str], columns: dict[str, tuple[int, ...]],
                     rows: list[list[str]], line: int) -> list[Finding]:
    """A ``parse-error`` on the header's ``line`` for each column no role reads whose
    filled cells all say yes or name a holographic finish (``HOLOGRAPHIC``: ``holo``,
    ``Holographique``, ``oui``), one at least naming the finish: a finish column under a
    title cardtools does not know, whose copies were read as not holographic (a legal
    Speakeasy deck refused without a word on why); an info ``reading`` note for such a
    column of yeses alone whose title may be a finish's (``_may_title_a_finish``: not
    ``Alter``, ``Signed``, whose retitling as Finish made altered copies holographic).
    Never raises."""
    known = _read_positions(columns)
    found = []
    for position, title in enumerate(header):
        cells = {row[position].strip().casefold() for row in rows if position < len(row)}
        cells.discard("")
        if position in known or not cells or not cells <= HOLOGRAPHIC | NO:
            continue
        named = title.strip()[:40]
        if cells & _HOLOGRAPHIC_WORDS:
            found.append(Finding(
                "parse-error", f"column '{named}' names a holographic finish, but is no "
                "finish column (Finish, Foil, Holo): its copies were read as not holographic",
                line=line, hint="title the column of the finish Finish"))
        elif cells & (_AFFIRMATIVE - {"1"}) and _may_title_a_finish(named):
            found.append(Finding(
                "reading", f"column '{named}' says yes on some rows, but is no column "
                "cardtools reads: if it marks holographic copies, title it Finish",
                line=line))
    return found


#: The words of ``_CARD_FACT_WORDS`` that may title a finish (``Print``, ``Treatment``,
#: ``Style``): a column of yeses under any other (``Alter``, ``Signed``, ``Misprint``,
#: ``Textless``, ``Artist Proof``) marks another fact of its copies.
_FINISH_FACT_WORDS = frozenset({"foil", "finish", "printing", "print", "printed", "prints",
                                "treatment", "style", "variant", "version", "premium"})


def _may_title_a_finish(title: str) -> bool:
    """Whether a column's ``title`` may name a finish under a word cardtools does not
    read (``Shiny``, ``Glitter``): none of its words names another fact of a card or a
    copy (``_CARD_FACT_WORDS`` but ``_FINISH_FACT_WORDS``: ``Alter``, ``Altered Art``,
    ``Signed``, ``Misprint``), nor a proxy (the game data's ``proxy_words``). Pure."""
    words = set(_spaced(title.casefold()).replace("?", " ").split())
    return not words & ((_CARD_FACT_WORDS - _FINISH_FACT_WORDS) | _OTHER_COPY_WORDS
                        | bundled_zones().proxy_words)


#: Words of a column's title naming a fact of a copy that is no finish, beside
#: ``_CARD_FACT_WORDS`` (``Signature``, ``Autographed``, ``Playtest``).
_OTHER_COPY_WORDS = frozenset({"alters", "altered", "signature", "autograph", "autographed",
                               "playtest", "misprinted", "graded", "first", "edition"})


def _whole_counts(cells: list[str]) -> bool:
    """Whether a column's ``cells`` (one a row) are whole numbers, some above 1, as copies
    are, and do not number the rows one by one (``Zeile``, ``Pos.``: 1, 2, 3...,
    ``numbers_rows``, on ``_NUMBERED_ROWS`` rows at least)."""
    return bool(cells and all(_DIGITS().match(cell) for cell in cells)
                and any(int(cell) > 1 for cell in cells)
                and not (len(cells) >= _NUMBERED_ROWS and numbers_rows(cells)))


def _unread_count_column(title: str, cells: list[str]) -> bool:
    """Whether a column titled ``title`` that no role reads, beside no column giving
    copies, holds on every row (``cells``) a small whole number, 1 to 99, some above 1,
    under a title of no other numbers (``_NOT_A_COUNT``): the copies under a count's
    title cardtools does not know, told by ``_unread_counts``' ``parse-error``, never
    a deck's number (a side deck's rows of 4 and 3 under ``Stück`` were refused as two
    decks in one sheet)."""
    return (_whole_counts(cells) and all(int(cell) < 100 for cell in cells)
            and not _NOT_A_COUNT().search(title.strip()))


def numbers_rows(cells: list[str]) -> bool:
    """Whether a column's ``cells`` number its rows, whatever its title (``Pos.``, ``Card
    #``, ``Número``, ``Lfd. Nr.``): whole numbers, a full stop after each allowed, each one
    more than the one above. Pure; never raises."""
    numbers = [cell.rstrip(".") for cell in cells]
    if not all(number.isascii() and number.isdecimal() and len(number) < 8
               for number in numbers):
        return False
    from itertools import pairwise

    return all(int(later) == int(earlier) + 1 for earlier, later in pairwise(numbers))


#: Fewest rows a column numbers (``numbers_rows``) for it to be no copies: 1 to 4 on four
#: rows may be a deck's copies.
_NUMBERED_ROWS = 8


#: A column's title that says only "number" (``#``, ``No.``, ``Nr``, ``N°``, ``Num``,
#: ``Number``, ``Nb``): the copies or the collector numbers.
_NUMBER_TITLE = lazy_pattern(rf"^\s*(?:{_NUMBER_SIGN}|nb\.?|num(?:ber)?\.?)\s*$", re.I)


def _like_counts(cells: list[str]) -> bool:
    """Whether a column of whole numbers reads as copies (at least half of them 1 to 4,
    as a deck's counts are) rather than collector numbers, spread over a set's
    hundreds (``#`` of 1, 1, 2 beside a price was one copy each: one Black Lotus)."""
    small = sum(1 for cell in cells if int(cell) <= 4)
    return 2 * small >= len(cells)


def _cell(row: list[str], columns: Mapping[str, tuple[int, ...]], role: str) -> str:
    """The cell of ``row`` under the first column of ``role``; for the name, what its
    filled name columns name (``name_of_columns``: TCGplayer's ``Name`` ``Island (381)``
    beside its ``Simple Name`` ``Island`` is ``Island``), ``""`` when none is filled."""
    positions = columns.get(role, ())
    if role == "name" and len(positions) > 1:
        return _name_of_columns(_name_cells(row, columns))
    return row[positions[0]].strip() if positions and positions[0] < len(row) else ""


def _name_cells(row: list[str], columns: Mapping[str, tuple[int, ...]]) -> list[str]:
    """The filled cells of ``row`` under its name columns (``Name``, ``Simple Name``)."""
    return [cell for at in columns.get("name", ()) if at < len(row) if (cell := row[at].strip())]


def _name_of_columns(cells: list[str]) -> str:
    """The card's name given by a row's filled name cells (``cells``, the first column's
    first) that agree (``_disagreement``): the first cell, without the printing's kind
    and collector number after it (``text.printing_kind``) when another cell is the
    name without them, as TCGplayer's ``Simple Name`` is (``Island (381)`` beside
    ``Island`` -> ``Island``; ``Urza's Saga (Borderless)`` beside ``Urzas Saga`` ->
    ``Urza's Saga``, its apostrophe kept). Any other tail is read as written (``Island
    (Grief)``: a card in a mark); a split or double card's whole name beside its first
    face is read whole (``most_faces``); ``""`` for no cells."""
    if not cells:
        return ""
    if (whole := most_faces(cells)) is not cells[0]:
        return whole
    bare = printing_kind(cells[0])
    if bare is not None and name_words(bare) in map(name_words, cells[1:]):
        return bare
    return cells[0]


def _zone_cell(row: list[str], columns: dict[str, tuple[int, ...]],
               headers: Mapping[str, str]) -> str:
    """The cell of the first zone column that names a zone or a section outside the deck
    (a deck's name in a ``Deck`` column says nothing of it), else of the first one."""
    cells = [row[p].strip() for p in columns.get("zone", ()) if p < len(row)]
    return next((cell for cell in cells if _said("zone", cell, headers) is not None),
                cells[0] if cells else "")


def _disagreement(row: list[str], columns: dict[str, tuple[int, ...]], header: list[str],
                  number: int, headers: Mapping[str, str]) -> Finding | None:
    """A ``parse-error`` when two columns of one role (``Name`` and ``Card Name``,
    ``Count`` and ``Quantity``, ``Board`` and ``Section``) give a row different values:
    each tool reads the column it knows, so the card, its count or its zone is a guess.
    ``None`` when they agree (an export may write a value twice); a total's columns
    (``LAYOUT_TOTAL``) add up."""
    for role, positions in columns.items():
        if role == LAYOUT_TOTAL:
            continue
        values = {_said(role, row[p] if p < len(row) else "", headers)
                  for p in positions if p == positions[0] or not _blank_local(row, header, p)
                  } - {None}
        if len(values) > 1 and not (role == "name" and may_name_one_card(values)):
            shown = " and ".join(f"{header[p].strip()} '{(row[p] if p < len(row) else '').strip()}'"
                                 for p in positions)
            return Finding("parse-error", f"the {role} columns disagree: {shown}; not read",
                           line=number, hint=f"keep one {role} column")
    return None


def _blank_local(row: list[str], header: list[str], position: int) -> bool:
    """Whether the cell of ``row`` at ``position`` is blank under a count title in another
    language (``Anzahl`` beside ``Quantity``, ``header_columns``): it says nothing, where a
    blank English count column beside another is a disagreement."""
    title = header[position].strip().strip('"').strip().casefold() if position < len(header) else ""
    return title in LOCAL_COLUMNS["quantity"] and not (
        row[position].strip() if position < len(row) else "")


def _number_as_zone(row: list[str], columns: Mapping[str, tuple[int, ...]],
                    header: list[str], number: int) -> Finding | None:
    """A ``parse-error`` when, with no count column, a zone column's cell of ``row`` is
    a number other than 1 (``Name,Deck`` / ``Sol Ring,2``; ``2.0``, ``1.5``), or a
    commander column's one other than 1 and 0, its yes and no (``Name,Commander`` /
    ``Sol Ring,2``: it was no, one copy in the main deck): the copies, it may be, which
    the row's one copy would drop without a word (a second copy of a singleton deck's
    card legal); a deck's number (all 1) reads the same either way. ``None``
    otherwise."""
    if _COUNT_ROLES & columns.keys():
        return None
    for position in (*columns.get("zone", ()), *columns.get("commander", ())):
        cell = row[position].strip() if position < len(row) else ""
        whole = _WHOLE_COPIES().match(_copies(cell))
        if (whole is not None and int(whole.group(1)) not in (
                (0, 1) if position in columns.get("commander", ()) else (1,))) or (
                whole is None and _NOT_WHOLE_NUMBER().match(cell)):
            title = header[position].strip()[:40] if position < len(header) else ""
            shown = cell if len(cell) <= 20 else f"{cell[:20]}..."
            return Finding("parse-error", f"column '{title}' holds '{shown}', {ZONE_NUMBER}, "
                           "but no column is the count column; the row was not counted",
                           line=number,
                           hint="name the column of the copies Count")
    return None


def _said(role: str, cell: str, headers: Mapping[str, str]) -> str | None:
    """What a cell says for its role, to compare columns: its words (any case); for a
    zone column only a zone (``_named_zone``) or a section outside the deck (``sideboard``,
    ``maybeboard``, ``Ramp{noDeck}``), as a free category or a deck's name
    (``Burn``) says nothing of the zone; ``None`` for a cell that says nothing."""
    key = " ".join(cell.casefold().split())
    if role == "finish":
        return None
    if role == "quantity":
        return _copies(key)
    if role != "zone":
        return key
    if key in SKIPPED:
        return SKIP
    if (zone := _named_zone(cell, headers)) is not None:
        return zone
    category = read_category(cell)
    return "skip" if category.excluded else category.zone


def row_lines(row: list[str], columns: dict[str, tuple[int, ...]], number: int,
              headers: Mapping[str, str], kinds: Mapping[str, tuple[str, ...]] | None = None,
              section_zones: Mapping[str, str] | None = None,
              boards: frozenset[int] | None = None) -> list[DeckLine | Finding]:
    """The card lines of a CSV row (``row_line``, which the arguments are passed to): one,
    or with its copies in a regular and a foil column and no total
    (``SPLIT_QUANTITY_COLUMNS``), one for each column holding copies, the foil copies
    holographic; each the ``Finding`` that it is none. A row of no copies in either is
    the ``reading`` note of a row of 0 copies; a bad count in either (``x``) makes the
    row that ``parse-error`` alone, not read. A row read carries its category cell's notes
    (``category_notes``). Never raises."""
    entries = _row_entries(row, columns, number, headers, kinds, section_zones, boards)
    if not any(isinstance(entry, DeckLine) for entry in entries):
        return entries
    board = _zone_cell(row, columns, headers)
    if _counted_category(row, board, columns):
        return [Finding("parse-error", f"category '{board}' names a section outside the "
                        "deck, but only a {noDeck} flag or the Maybeboard category keeps "
                        "cards out of an Archidekt deck: counted in the main deck",
                        line=number, hint="flag the category {noDeck} to leave its cards out"),
                *entries]
    return [*category_notes(board, number, headers,
                            boards is None or under_a_board(row, board, boards)), *entries]


def categories_titled(header: list[str], columns: dict[str, tuple[int, ...]]
                      ) -> dict[str, tuple[int, ...]]:
    """``columns`` with the positions of its zone columns titled ``Category`` or
    ``Categories`` (Archidekt's) under ``CATEGORY_CELLS``, when it has some. Pure."""
    titled = tuple(position for position in columns.get("zone", ()) if position < len(header)
                   and _spaced(header[position]).casefold() in _CATEGORY_TITLES)
    return {**columns, CATEGORY_CELLS: titled} if titled else columns


def _counted_category(row: list[str], cell: str, columns: Mapping[str, tuple[int, ...]]
                      ) -> bool:
    """Whether a row's zone ``cell`` stands under a column of Archidekt's categories
    (``CATEGORY_CELLS``) and names a section outside the deck that Archidekt counts
    (``_COUNTED_CATEGORIES``). Pure."""
    return " ".join(cell.casefold().split()) in _COUNTED_CATEGORIES and under_a_board(
        row, cell, columns.get(CATEGORY_CELLS, ()))


def category_notes(cell: str, number: int, headers: Mapping[str, str],
                   board: bool) -> list[Finding]:
    """The ``reading`` notes, on line ``number``, of a zone cell read as categories
    (``_zone``: a cell that names no zone nor a section outside the deck itself), as a
    text mark's categories are said (``read_category``: ``Ramp,Maybeboard`` counted,
    said; ``Commander Staples`` places no card, said), ``board`` a board cell (parted by
    commas alone); but those of a category placing the card, which the row's zone says,
    and of one out of the deck, which ``_zone`` says. Pure."""
    key = " ".join(cell.casefold().split())
    if not key or key in SKIPPED or _named_zone(cell, headers) is not None:
        return []
    category = read_category(cell, commas_only=board)
    if category.excluded:
        return []
    return [Finding("reading", note, line=number) for note in category.notes
            if not placing_note(note)]


def _row_entries(row: list[str], columns: dict[str, tuple[int, ...]], number: int,
                 headers: Mapping[str, str], kinds: Mapping[str, tuple[str, ...]] | None,
                 section_zones: Mapping[str, str] | None,
                 boards: frozenset[int] | None) -> list[DeckLine | Finding]:
    """``row_lines``'s card lines of a row, without its category's notes."""
    split = [role for role in SPLIT_QUANTITY_COLUMNS if role in columns]
    if "quantity" in columns and split:
        parts = _total_split(row, columns, split, number)
        if isinstance(parts, Finding):
            return [parts]
        row, columns, split = parts
    if "quantity" in columns or not split:
        return [row_line(row, columns, number, headers, kinds, section_zones, boards)]
    entries: list[DeckLine | Finding] = []
    for role in split:
        if _cell(row, columns, role) in ("", "0") and (entries or role != split[-1]):
            continue  # no copies of this finish (and another column to read)
        entry = row_line(row, {**columns, "quantity": columns[role]}, number, headers, kinds,
                         section_zones, boards)
        if isinstance(entry, DeckLine) and role == "foil_quantity":
            entry = entry._replace(holographic=True)
        if isinstance(entry, Finding) and entry.rule == "parse-error":
            return [entry]  # a bad count in either column: the row is not read
        entries.append(entry)
    return entries


def _split_copies(cell: str) -> int | None:
    """The copies a cell of a count column gives (``_copies``, ``_WHOLE_COPIES``: ``4``,
    ``4x``, ``4.0``; 0 for a blank or a dash), ``None`` for a cell that is no whole
    number."""
    if cell in _NO_COPIES:
        return 0
    whole = _WHOLE_COPIES().match(_copies(cell))
    return int(whole.group(1)) if whole is not None else None


def _total_split(row: list[str], columns: dict[str, tuple[int, ...]], split: list[str],
                 number: int) -> tuple[list[str], dict[str, tuple[int, ...]], list[str]] | Finding:
    """A row whose copies a total column gives (``Total Qty``, or ``Qty`` beside ``Reg
    Qty`` and ``Foil Qty``) with their finishes in the columns of ``split``
    (``SPLIT_QUANTITY_COLUMNS``: Decked Builder's ``Total Qty,Reg Qty,Foil Qty``, ``4,0,4``:
    the four foil copies were read as no foil) as ``row_lines`` reads it without the total:
    the row (the regular copies, the total less the others, in a cell of its own when no
    column or a blank cell gives them: the safe side, not holographic), its columns and
    the split roles. The split cells all blank: the row as it is, read by the total. A
    ``parse-error`` when they disagree with the total (``4,0,8``: read as 4, eight foil
    copies went unsaid) or one is no whole number (``1,1,x``: said so); a blank total
    (``,1,0``) is none, the row read by its split cells; a total that is no number is
    ``row_line``'s to report."""
    written = _cell(row, columns, "quantity")
    total = _split_copies(_copies(written))
    cells = {role: _cell(row, columns, role) for role in split}
    if total is None or all(cell in _NO_COPIES for cell in cells.values()):
        return row, columns, []
    parts = {role: _split_copies(cell) for role, cell in cells.items()
             if role != "regular" or cell not in _NO_COPIES}
    if (wrong := next((role for role, part in parts.items() if part is None), None)):
        return Finding("parse-error", f"the {wrong.replace('_quantity', '')} copies "
                       f"'{cells[wrong][:20]}' are no count: the row is not counted",
                       line=number, hint="write a whole number of copies, or none, in each "
                       "finish's column")
    if written.strip() in _NO_COPIES:
        # ",1,0,Island": no total, the copies by finish alone give the row's
        return row, *_without_total(columns)
    given = sum(part or 0 for part in parts.values())
    if "regular" not in parts and None not in parts.values() and given <= total:
        row, columns = [*row, str(total - given)], {**columns, "regular": (len(row),)}
        given = total
    if None in parts.values() or given != total:
        shown = ", ".join(f"{role.replace('_quantity', '')} '{cell[:20]}'"
                          for role, cell in cells.items())
        return Finding("parse-error", f"the total {total} and the copies by finish "
                       f"({shown}) disagree: the row is not counted", line=number,
                       hint="make the regular and foil copies add up to the total")
    return row, *_without_total(columns)


def _without_total(columns: dict[str, tuple[int, ...]]
                   ) -> tuple[dict[str, tuple[int, ...]], list[str]]:
    """A split row's ``columns`` without its total's (``_total_split``), and the split
    roles among them (``SPLIT_QUANTITY_COLUMNS``)."""
    kept = {role: at for role, at in columns.items() if role != "quantity"}
    return kept, [role for role in SPLIT_QUANTITY_COLUMNS if role in kept]


#: A count and a name in a name's cell (``2 Water Drop``, ``2x Water Drop``).
_CELL_COUNT = lazy_pattern(r"^(?P<n>\d{1,3})\s*[x\u00d7]?\s+(?P<name>\S.*)$", re.I)


def row_line(row: list[str], columns: dict[str, tuple[int, ...]], number: int,
             headers: Mapping[str, str], kinds: Mapping[str, tuple[str, ...]] | None = None,
             section_zones: Mapping[str, str] | None = None,
             boards: frozenset[int] | None = None) -> DeckLine | Finding:
    """The card line of a CSV row, or the ``Finding`` that it is none.

    Input: the row's cells, the columns of each role (``header_columns``: ``quantity``,
    ``name``, ``zone``, ``finish``...), the row's line ``number``, the zone headers
    (normalised name -> zone, ``SKIP`` for a section outside the deck). Output: a
    ``DeckLine`` (a ``parse-error``, ``reading`` or ``ignored-section`` ``Finding`` for a
    row without a name, a bad quantity or mark, a row outside the deck); never raises.
    A row on a board
    outside the deck that holds cards of some kinds only (``kinds``: normalised board
    name -> card types, ``Attractions``) is a line whose card the card data decides
    (``DeckLine.outside``): a card of another kind is counted in the main deck, or where
    a column of the row moves it (``Sideboarded``, ``Commander``); so is every card of a
    board that is a section only in a deck with a zone (``section_zones``: ``Display
    Commander`` -> ``command``) when the format has no such zone. ``boards``: the
    positions of the zone columns titled as boards (``BOARD_TITLES``), ``None`` when each
    is: a category cell (``Category``, ``Deck``) is parted on every separator of a mark's
    categories (``Hate;Sideboard``, ``Hate > Sideboard``), a board cell on commas alone
    (``under_a_board``)."""
    name = _cell(row, columns, "name")
    if not name:
        return Finding("parse-error", "a row without a card name", line=number)
    written = _copies(_cell(row, columns, "quantity")) if "quantity" in columns else "1"
    if (whole := _WHOLE_COPIES().match(written)) is not None:
        written = str(int(whole.group(1)))  # "4.0", "4,0": a whole number as a decimal
    cut = None
    if written == "0" and name[:1].isdigit() and (
            inner := _CELL_COUNT().match(name)) is not None and int(inner["n"]):
        # "0,2 Water Drop", "0,2x Water Drop": the name cell's own count, as a text line's
        # "0 2 Water Drop" is read (a card named "2 Water Drop" cut first): it was
        # dropped, a banned card so written unsaid
        cut, name, written = name, inner["name"], str(int(inner["n"]))
    if not _DIGITS().match(written) or not 1 <= int(written) <= MAX_COUNT:
        if written == "0":
            return Finding("reading", f"0 copies of '{name}': not counted", line=number)
        if _THOUSANDS().match(written):
            mark = "," if "," in written else "."
            return Finding("parse-error", f"quantity {written}: its '{mark}' is a decimal "
                           "mark or a thousands separator, which the file does not tell: "
                           "the row is not counted", line=number,
                           hint="write the copies as a whole number without separators")
        if not written.strip():
            return Finding("parse-error", "quantity cell is empty: the row is not counted",
                           line=number, hint="write the row's copies in its quantity cell")
        return _bad_quantity(written, number)
    marks = _marks(row, columns, number)
    if isinstance(marks, Finding):
        return marks
    if "maybe" in marks and ("side" in marks or _says_yes_to_a_zone(row, columns)):
        # "Sideboard: yes, Maybeboard: yes": out of the deck, a second copy went unsaid
        return Finding("parse-error", "a row marked as in the maybeboard and in a zone of "
                       "the deck: its cards were not counted (mark one)", line=number)
    if "maybe" in marks:
        return Finding("ignored-section", "a row marked as in the maybeboard is not part of "
                       "the deck; its cards were not counted", line=number)
    board = _zone_cell(row, columns, headers)
    zone = MAIN if _counted_category(row, board, columns) else _zone(
        board, number, headers, boards is None or under_a_board(row, board, boards))
    outside = None
    held = (kinds or {}).get(normalise(board), ()) if isinstance(zone, Finding) else ()
    if isinstance(zone, Finding) and not held and (
            section := read_category(board).section) is not None:
        # Archidekt's "Tokens{noDeck}", "Attractions{noDeck}": a category of a section of
        # some kinds of card keeps out those only (a token's name, an Attraction); in a
        # game of no such section it is a board of another name, the main deck's
        zone, outside = MAIN, section if kinds is None or section.types in kinds.values() \
            else None
    elif isinstance(zone, Finding):
        # a board the game data names a section of one kind of card keeps out only that
        # kind, whatever read it ("Token", a category of tokens, hid a banned card)
        if not held:
            return zone
        zone, outside = MAIN, Outside(f"the '{board}' board", held, "the main deck",
                                      (section_zones or {}).get(normalise(board)))
    # any finish column: TappedOut's Printing holds a set code, its Foil the finish
    finishes = [row[p] for p in columns.get("finish", ()) if p < len(row)]
    holographic = holographic_cells(finishes)
    if (lacked := lacked_finish_cells(finishes, number)) is not None:
        return lacked
    if "side" in marks:
        zone = SIDE
    zone = _marked_zone(row, columns, zone)
    if zone == SKIP:
        return Finding("ignored-section", "a row marked as outside the deck is not part of "
                       "the deck; its cards were not counted", line=number)
    if ("commander" in marks
            or _cell(row, columns, "annotation") == COMMANDER_ANNOTATION):
        zone = COMMAND
    if outside is not None and zone in _MARKED_ZONE_WORDS:
        # a column of the row moved it: its note says where it is counted
        outside = outside._replace(where=_MARKED_ZONE_WORDS[zone])
    copies = int(written) * (PLAYSET if "playset" in marks else 1)
    if copies > MAX_COUNT:
        return Finding("parse-error", f"quantity {written} playsets is {copies} cards, not "
                       f"between 1 and {MAX_COUNT}", line=number)
    # TCGplayer writes a printing's kind after the name ("Orcish Bowmasters (Borderless)"):
    # the whole name is tried first, then the name alone, and a name that is neither
    # stays as written; only printing words, as the text reader reads them
    # and other tools' marks in a name ("Wear & Tear", "Incinerate|ICE") as a text line's
    fallback, readings = field_readings(name, copies)
    # "Duress SB" on a main deck row: read as Duress, the zone's word dropped unsaid
    marked = (*(zone_word_mark(name, zone) if readings else ()),
              *field_marks(_name_cells(row, columns), fallback))
    if not readings and (dropped := field_name_without_marks(fallback, marked)) != fallback:
        # "Island [Black Lotus]": the card before the mark, as "1 Island [Black Lotus]"
        fallback, readings = dropped, ((name, copies),)
    if cut is not None:
        readings = ((cut, 0), *readings)
    named = set(columns.get("name", ()))
    return DeckLine(fallback, copies, zone, number, holographic, readings=readings,
                    outside=outside, marked=marked, printing="\t".join(
                        cell.strip() for at, cell in enumerate(row) if at not in named))


#: Where a row a yes-or-no column moves is counted, in a note's words.
_MARKED_ZONE_WORDS = {SIDE: "the side deck", COMMAND: "the command zone"}

#: The yes-or-no columns ``_marks`` reads: one rule for each (a Commander column's
#: ``The One Ring`` was read as no, the card's row counted, the other card unsaid).
_MARK_ROLES = ("maybe", "side", "playset", "commander")


def _marks(row: list[str], columns: dict[str, tuple[int, ...]], number: int
           ) -> set[str] | Finding:
    """The roles of ``_MARK_ROLES`` whose cell in ``row`` says yes (``YES``), or a
    ``parse-error`` for a cell that says neither yes nor no (``NO``)."""
    said = set()
    for role in _MARK_ROLES:
        cell = _cell(row, columns, role)
        key = cell.casefold()
        if key in YES:
            said.add(role)
        elif key not in NO:
            shown = cell if len(cell) <= 20 else f"{cell[:20]}..."
            return Finding("parse-error", f"'{shown}' in a {role} column is neither yes nor "
                           "no: the row is not counted", line=number,
                           hint="write yes or no (true or false)")
    return said


def _copies(cell: str) -> str:
    """A quantity cell without the ``x`` Delver Lens's ``QuantityX`` writes (``4x``,
    ``x4``: ``4``) or a leading plus sign (``+4``: ``4``, as a text line's ``+4
    Ephemerate`` is read; it was refused as out of range, the card not counted); any
    other cell as it is (``-4`` a count out of range)."""
    if cell[:1] == "+" and cell[1:2].isdigit():
        cell = cell[1:]
    return cell.strip("xX") if _X_COUNT().match(cell) else cell


def holographic_cells(cells: Sequence[str]) -> bool:
    """Whether the finish cells of one card (a row's finish columns, a card object's
    ``isFoil`` and ``finish``) mark holographic copies: one of them does (``_holographic``)
    and none denies it (``_denies``). Cells that contradict each other (``Foil`` true
    beside ``Finish`` nonfoil) mark no holographic copy: a format requiring the finish
    then says so, where the copies were read holographic (a wrong legal)."""
    marking = [cell for cell in cells if _holographic(cell)]
    return bool(marking) and not any(_denies(cell, marking) for cell in cells)


def lacked_finish_cells(cells: Sequence[str], line: int | None) -> Finding | None:
    """A ``parse-error`` on ``line`` when a finish cell of one card (a row's finish
    columns, a card object's ``finish``) names a holographic finish beside words saying
    its copies are lacked, wanted or ordered, or counting those held (``markers.lacked_finish``:
    ``want foil``, ``foil (need)``, ``holo (have 0)``): which copies are held holographic
    is not known, as the text reader says of ``*F* (need)`` (both were read holographic,
    a Speakeasy deck legal); ``None`` otherwise (``need`` alone marks no holographic
    copy). The row is not read."""
    for cell in cells:
        if _holographic(cell) and (word := lacked_finish(cell)):
            return Finding("parse-error", f"finish '{cell.strip()[:40]}' says its copies are "
                           f"not all held ('{word}'): which copies are holographic is not "
                           "known (give the held holographic copies' finish alone, foil)",
                           line=line)
    return None


def object_finish_cells(is_foil: object, finish: object) -> list[str]:
    """The finish cells of a card object of a deck site's JSON (Moxfield's, MTGJSON's):
    its ``finish`` and its ``isFoil`` (``true``, ``false``, nothing when not a yes or
    no), for ``holographic_cells``. An ``isFoil`` written as text or a number is read as
    a yes-or-no column's cell (``"false"``, ``"no"``, ``0``: it was ignored, the copies
    of a ``finish`` foil holographic, a Speakeasy deck legal)."""
    if isinstance(is_foil, bool):
        return [str(finish or ""), str(is_foil).casefold()]
    flag = str(is_foil).strip().casefold() if isinstance(is_foil, str | int) else ""
    return [str(finish or ""), flag if flag in YES or flag in NO else ""]


#: The keys of a deck site's JSON card object that flag its copies as proxies
#: (Moxfield's ``isProxy``), casefolded and without ``_``.
_PROXY_KEYS = frozenset({"isproxy", "proxy"})


def object_proxy_flag(entry: object, line: int | None) -> list[Finding]:
    """The ``proxy`` warning of a card object of a deck site's JSON (Moxfield's) on
    ``line`` whose proxy flag (``_PROXY_KEYS``: ``"isProxy": true``) says anything
    but no (``false``, ``null``, ``0``, ``"no"``: ``NO``), as a text
    line's ``(proxy)`` gives it (``text.proxy_finding``): the flag was read as nothing,
    a deck of proxies legal under ``--strict``. Pure."""
    for key, value in entry.items() if isinstance(entry, dict) else ():
        if str(key).replace("_", "").casefold() not in _PROXY_KEYS or value is None:
            continue
        if isinstance(value, dict | list) and not value:
            continue  # an empty object or list flags nothing
        flag = str(value).strip().casefold() if not isinstance(value, dict | list) else "?"
        if not proxy_flag_no(flag):
            return [proxy_finding(f"{json_written(str(key))}: {json_written(value)}", line,
                                  "entry")]
    return []


def _denies(cell: str, marking: Sequence[str]) -> bool:
    """Whether a finish cell says the copies the ``marking`` cells mark are not
    holographic: a negated finish (``nonFoil``, ``Non-foil``, ``not foil``) or a finish of
    no foil (``normal``, ``standard``, ``regular``) always; a no of a yes-or-no column
    (``false``, ``0``: ``NO``, the empty cell aside) only beside a plain yes or foil,
    ``isFoil`` false beside ``foil``: beside a finish of its own kind (``Rainbow Foil``)
    it says only that the copy is no plain foil. An etched finish (``etched``,
    ``foil_etched``: ``other_finish_words``) is no holographic one: it always denies."""
    key = cell.strip().casefold()
    # "normal finish", "Finish: standard", "foil - no": a plain finish's or a negation's
    # word among others too (it was no denial, the copies holographic: a wrong legal)
    if key.startswith(_NEGATED) or denies_finish(key, frozenset() if key in NO else _NO_WORDS):
        # "Foil - Nein", "holo = 0": a no of a yes-or-no column among the cell's words
        return True
    return bool(key) and key in NO and all(
        other.strip().casefold() in _PLAIN_FOIL for other in marking)


#: The cells that mark a plain foil: a yes, or a word naming only the finish (``foil``).
_PLAIN_FOIL = _AFFIRMATIVE | HOLOGRAPHIC_WORDS


#: The nos of a yes-or-no column that deny a finish among a cell's words (``holo = 0``).
_NO_WORDS = NO - {""}
#: The starts of a negated finish (``nonfoil``, ``Non-foil``, ``not foil``).
_NEGATED = ("non", "no ", "not ", "no-", "no_")


def _holographic(cell: str) -> bool:
    """Whether a finish cell marks holographic copies: ``foil``, ``true``,
    ``yes`` (``oui``, a check mark...), ``1``, or words naming a foil (``foil_etched``,
    which ``_denies`` then denies as an etched finish,
    ``Rainbow Foil``), but not a negated one (``Non-foil``, ``nonfoil``, ``not foil``)."""
    key = cell.strip().casefold()
    if key in HOLOGRAPHIC:
        return True
    if key.startswith(_NEGATED):
        return False
    return not _HOLOGRAPHIC_WORDS.isdisjoint(re.split(r"[\s_\-/]+", key))


def _named_zone(written: str, headers: Mapping[str, str]) -> str | None:
    """The zone a board cell names: one of ``ZONES``, else a zone header of the game
    data's ``headers`` (``Magi``, ``Réserve``), maybe with a header's count or colon
    (``SB:``, ``Sideboard (15)``), else the zone of the deck a text decklist's header
    line so written opens (``text.zone_named``: ``**Sideboard**``, ``Sideboard Cards``;
    never a section outside the deck, nor the main deck's words after a determiner,
    ``My Deck``, a deck's name; ``My Sideboard`` is the side deck), or a zone's name
    then a semicolon and a card line (``main; 1 Oko``: the line is read as the words
    after a header are); ``None`` for any other cell."""
    key = " ".join(written.casefold().split())
    zone = ZONES[key] if key in ZONES else headers.get(normalise(written))
    if zone is not None or not key:
        return zone
    # "SB:", "Sideboard (15)", "Side Board - 15": the words of a zone of the deck as a
    # header writes them (each was a category, the card counted in the main deck, a
    # sixteenth sideboard card legal); never a section outside the deck, which drops cards
    if (bare := _BOARD_DECORATION().sub("", written)) and bare != written:
        decorated = _named_zone(bare, headers)
        if decorated not in (None, SKIP):
            return decorated
    head, semicolon, tail = written.partition(";")
    if semicolon and tail.strip()[:1].isdigit() and (before := _named_zone(head, headers)):
        # "main; 1 Oko": a zone then a card line, as "main (1 Oko)" (the row's zone was
        # named by no cell, the card line after it never read); "main; sideboard" names
        # no zone
        return before
    # "**Sideboard**", "Sideboard Cards": the zone a text decklist's header line so
    # written opens (each was a category, counted in the main deck), never a section
    # outside the deck
    read = zone_named(written.strip())
    if (read == MAIN and key.startswith(ZONE_DETERMINERS)) or names_one_of_several(written):
        # My Deck, Your Deck, Bob's Sideboard, Deck One: decks' names (two folders so
        # named one deck)
        return None
    return read if read not in (None, SKIP) else None


#: What a board cell may write after a zone's name, as a header does: a colon, a count
#: or words in brackets, a dash and a count (``SB:``, ``Sideboard (15)``, ``Side - 15``).
_BOARD_DECORATION = lazy_pattern(
    r"(?:\s*[:\-\u2013\u2014]?\s*(?:[(\[][^()\[\]]*[)\]]|\d{1,3}))*\s*:?\s*$")


def _zone(written: str, number: int, headers: Mapping[str, str],
          board: bool = True) -> str | Finding:
    """The zone a board or category cell names (``MAIN`` for a category of its own; a
    deck's name then its side deck's words, ``Burn Sideboard``, the side deck, as
    ``_folder_zone`` reads a folder's: an organizer's ``Player,Deck`` sheet's side deck
    was counted in the main deck). A category cell (not ``board``) is parted as a text
    mark's categories are (``read_category``: ``Hate;Sideboard``, ``Hate+Sideboard``, the
    side deck, as ``[Hate;Sideboard]``); a board cell on commas alone (``Side + Main``
    names no zone: ``unnamed_board``)."""
    key = " ".join(written.casefold().split())
    zone = _named_zone(written, headers)
    if zone is not None and zone != SKIP:
        return zone
    if key in SKIPPED or zone == SKIP:
        return Finding("ignored-section", f"a '{written}' row is not part of the deck; "
                       "its cards were not counted", line=number)
    category = read_category(written, commas_only=board)
    if category.excluded:
        return Finding("reading", category.excluded, line=number)
    if category.zone is None and (folder := _decks_zone(written, headers)) is not None:
        return folder[2]
    return category.zone or MAIN
