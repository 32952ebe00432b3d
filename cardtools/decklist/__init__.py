"""Decklist readers, one module per input dialect; ``read_decklist`` picks one.

Readers turn bytes into a ``Decklist`` and never raise on bad input: problems become
findings (``parse-error``, ``encoding``, ``ignored-section``) or a ``fatal`` finding.
"""

from __future__ import annotations

import io
import os
import re
from collections.abc import Callable, Collection, Iterable, Iterator
from itertools import islice, pairwise
from operator import attrgetter

from cardtools.decklist.decoding import MAX_LINE, code_page_lines, decode, empty_file
from cardtools.decklist.markers import (
    JOINED_NAMES,
    articles,
    holds_x_count,
    label_word,
    placing_summary,
)
from cardtools.decklist.text import (
    AFTER_A_BAR,
    AFTER_A_HASH,
    FIELD_WORD,
    IN_A_COLUMN,
    IN_A_MARK,
    IN_A_TAB_CELL,
    NOTE_WORD,
    ROLE_WORD,
    SET_WORD,
    TEXT_PREFIX_KEEPER,
    ZONE_WORD,
    HeldName,
    SquashedRun,
    bar_part_marks,
    bidi_control,
    bidi_problem,
    cards_in_value,
    comment_names,
    held_card_lines,
    held_note_start,
    mark_card_lines,
    marks_as_written,
    match_up_comment,
    names_a_set,
    read_text,
    role_word,
    squashed_runs,
    without_aside_words,
    written_count,
    zone_header_line,
)
from cardtools.gamedata import ZoneTable, bundled_zones, names_a_printing
from cardtools.model import MAIN, DeckLine, Decklist, Finding
from cardtools.names import QUOTE_MARKS, fold_lookalikes, normalise
from cardtools.paths import printable
from cardtools.patterns import any_of, lazy_built
from cardtools.patterns import lazy_pattern as _lazy
from cardtools.suppression import after_directive, is_directive, read_suppressions

#: File name suffixes read as decklists when a folder is walked (``.tsv``: a text file of
#: tab-parted rows, read as ``.txt`` is; ``.dek``: Magic Online,
#: ``.cod``: Cockatrice, ``.o8d``: OCTGN, all XML; ``.dck``: Forge or XMage;
#: ``.dck_info``: XMage's deck format with information; ``.mwdeck``: Magic Workstation
#: and ``.mtga``: an Arena export as XMage names it, both plain text; ``.csv``: a card
#: export, told by its header, ``read_decklist``), compared in lower case.
DECKLIST_SUFFIXES = (".txt", ".tsv", ".deck", ".dec", ".yaml", ".yml", ".json", ".dek",
                     ".cod", ".dck", ".dck_info", ".o8d", ".mwdeck", ".mtga", ".csv")

#: What the files of the documents and spreadsheets people write decklists in are, by
#: their lower-case suffix: a folder walk finds them beside the decklists and each is a
#: ``file-error`` (not judged, never skipped: a player's submission), as it is named.
DOCUMENT_SUFFIXES = {
    ".pdf": "a PDF document", ".doc": "a Word document", ".docx": "a Word document",
    ".docm": "a Word document", ".dotx": "a Word template", ".odt": "an OpenDocument text",
    ".rtf": "an RTF document", ".pages": "a Pages document", ".gdoc": "a Google Docs link",
    ".xls": "an Excel spreadsheet", ".xlsx": "an Excel spreadsheet",
    ".xlsm": "an Excel spreadsheet", ".xlsb": "an Excel spreadsheet",
    ".ods": "an OpenDocument spreadsheet", ".numbers": "a Numbers spreadsheet",
    ".gsheet": "a Google Sheets link", ".ppt": "a PowerPoint presentation",
    ".pptx": "a PowerPoint presentation", ".odp": "an OpenDocument presentation",
    ".key": "a Keynote presentation"}

#: The suffixes of Microsoft Office's own documents (Word, Excel, PowerPoint, their macro
#: and template forms): Office writes a lock file (``~$name.docx``) beside such a document
#: open.
OFFICE_LOCK_SUFFIXES = (".doc", ".docx", ".docm", ".dot", ".dotx", ".dotm",
                        ".xls", ".xlsx", ".xlsm", ".xlsb", ".xlt", ".xltx", ".xltm",
                        ".xla", ".xlam", ".ppt", ".pptx", ".pptm", ".pot", ".potx", ".potm",
                        ".pps", ".ppsx", ".ppsm", ".ppa", ".ppam", ".thmx")
#: The suffixes of the other files Word, Excel and PowerPoint open, and write a lock file
#: beside too (``~$deck.txt``, ``~$sheet.csv``): text, CSV, RTF, web and OpenDocument
#: files. A ``~$`` file so named is a lock file only when it holds a NUL byte (an empty
#: one may be a text decklist left empty: judged); no other suffix is one's (a
#: ``~$bob.pdf`` is no lock file).
OFFICE_OPENED_SUFFIXES = (".txt", ".text", ".tsv", ".tab", ".csv", ".prn", ".dif", ".slk",
                          ".rtf", ".wps", ".wpd", ".odt", ".ods", ".odp", ".fodt", ".fods",
                          ".htm", ".html", ".mht", ".mhtml", ".xml", ".dbf")
#: How Office names a lock file: ``~$`` then the document's name (its first letters).
OFFICE_LOCK_PREFIX = "~$"
#: The most bytes an Office lock file holds: Office writes 162 to 165 (the user's name,
#: padded); a larger ``~$`` file is a document or a decklist, judged as its suffix says.
OFFICE_LOCK_MAX_BYTES = 512


def is_office_lock_file(name: str, data: bytes) -> bool:
    """Whether a regular file named ``name`` holding ``data`` (its first
    ``OFFICE_LOCK_MAX_BYTES`` + 1 bytes at least) is the lock file Microsoft Office writes
    beside a document open: named ``~$`` (``OFFICE_LOCK_PREFIX``) with an Office
    document's suffix (``OFFICE_LOCK_SUFFIXES``, any case), of at most
    ``OFFICE_LOCK_MAX_BYTES`` bytes, and empty or holding a NUL byte (Office writes the
    user's name in UTF-16 after its length: a text decklist, which holds none, so named is
    judged as its suffix says); or with the suffix of another file Office opens
    (``OFFICE_OPENED_SUFFIXES``: ``~$deck.txt``) and holding a NUL byte. Raises nothing."""
    if not name.startswith(OFFICE_LOCK_PREFIX) or len(data) > OFFICE_LOCK_MAX_BYTES:
        return False
    suffix = name.lower()
    if suffix.endswith(OFFICE_LOCK_SUFFIXES):
        return not data or b"\x00" in data
    return suffix.endswith(OFFICE_OPENED_SUFFIXES) and b"\x00" in data


#: What the ``file-error`` of a document or spreadsheet advises.
DOCUMENT_HINT = "export the decklist as text (.txt) or CSV and submit that"


#: The files of deck tools that hold no deck, by their lower-case suffix: what each is
#: and how to export the deck instead (a Decked Builder collection was read as a text
#: decklist, each of its YAML lines an unknown card).
TOOL_FILE_SUFFIXES = {
    ".coll2": ("a Decked Builder collection (cards by multiverse id)",
               "export the deck from Decked Builder as .dec and submit that"),
    ".coll": ("a Decked Builder collection (cards by multiverse id)",
              "export the deck from Decked Builder as .dec and submit that")}


#: What the files of the archives people send a decklist in are, by their lower-case
#: suffix (``bob.tar.gz``'s is ``.gz``): like a document, a folder walk finds each and
#: it is a ``file-error`` (``ARCHIVE_HINT``), never skipped: a player's submission.
ARCHIVE_SUFFIXES = {
    ".zip": "a ZIP archive", ".zipx": "a ZIP archive", ".7z": "a 7-Zip archive",
    ".rar": "a RAR archive", ".tar": "a tar archive", ".tgz": "a compressed tar archive",
    ".tbz2": "a compressed tar archive", ".txz": "a compressed tar archive",
    ".gz": "a gzip-compressed file", ".bz2": "a bzip2-compressed file",
    ".xz": "an xz-compressed file", ".zst": "a Zstandard-compressed file",
    ".lz": "an lzip-compressed file", ".lzma": "an LZMA-compressed file",
    ".cab": "a cabinet archive", ".arj": "an ARJ archive", ".lzh": "an LZH archive",
    ".dmg": "a disk image", ".iso": "a disk image"}

#: What the ``file-error`` of an archive advises.
ARCHIVE_HINT = "extract it and check the decklists inside"

#: How the files of archives and binary documents start, and what each is (a ``.txt``
#: that is a ZIP is no decklist either); ``None``: the suffix says.
_CONTAINER_STARTS = ((b"PK\x03\x04", None), (b"PK\x05\x06", None),
                     (b"7z\xbc\xaf\x27\x1c", ".7z"), (b"Rar!\x1a\x07", ".rar"),
                     (b"\x1f\x8b", ".gz"), (b"\xfd7zXZ\x00", ".xz"),
                     (b"\x28\xb5\x2f\xfd", ".zst"), (b"MSCF\x00", ".cab"),
                     (b"%PDF-", ".pdf"), (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", ".doc"))

#: The suffixes whose files hold text by their nature (RTF, Google's link files): no
#: start of a container is looked for.
_TEXT_DOCUMENTS = (".rtf", ".gdoc", ".gsheet")


def plain_suffix(path: str) -> str:
    """The lower-case suffix of the file name of ``path`` as its type is read: without
    trailing spaces and dots (``bob.txt `` and ``carl.txt.`` are ``.txt``, as Windows
    names them, dropping both); ``""`` for none (``.hidden`` has none). Pure."""
    return os.path.splitext(os.path.basename(path).rstrip(" ."))[1].lower()


def _container_suffix(data: bytes) -> str | None:
    """The suffix of the archive or binary document ``data`` is by how it starts
    (``_CONTAINER_STARTS``; a ZIP holding an Office or OpenDocument file is the suffix of
    its kind, ``_office_suffix``, any other ``.zip``; a tar archive by its header,
    ``_is_tar``), else ``None``."""
    if _is_tar(data):
        return ".tar"
    for start, suffix in _CONTAINER_STARTS:
        if data.startswith(start):
            return suffix if suffix is not None else _office_suffix(data)
    return None


def _is_tar(data: bytes) -> bool:
    """Whether ``data`` starts with a tar archive's header: its ``ustar`` mark then a NUL
    (POSIX) or two spaces and a NUL (GNU), and a header ``tarfile`` reads (its checksum
    right). The five letters alone were a text's (``me gustar\u00eda`` at byte 257: a
    legal decklist refused as an archive). Never raises."""
    if data[257:262] != b"ustar" or data[262:263] not in (b"\x00", b" "):
        return False
    import tarfile  # only for what has a tar's mark: a check of decklists needs none

    try:
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:"):
            return True
    except (tarfile.TarError, OSError, ValueError, EOFError):
        return False


#: What a ZIP holding an Office document is by the folder of its entries (Office Open XML).
_OOXML_FOLDERS = (("word/", ".docx"), ("xl/", ".xlsx"), ("ppt/", ".pptx"))
#: What an OpenDocument is by its ``mimetype`` entry's text.
_OPENDOCUMENT_TYPES = ((b"opendocument.text", ".odt"), (b"opendocument.spreadsheet", ".ods"),
                       (b"opendocument.presentation", ".odp"))
#: ``_container_suffix`` of an Office or OpenDocument file whose kind its entries do not
#: tell (``_OFFICE_ZIP``).
_OFFICE = "office"
#: What such a file is said to be, and its hint.
_OFFICE_ZIP = "an Office document (a ZIP archive)"


def _office_suffix(data: bytes) -> str:
    """The suffix of the ZIP ``data``: ``.docx``, ``.xlsx`` or ``.pptx`` by the folder of
    its entries (``_OOXML_FOLDERS``), ``.odt``, ``.ods`` or ``.odp`` by its ``mimetype``
    entry (``_OPENDOCUMENT_TYPES``: an Excel workbook renamed ``.csv`` was called a Word
    document); ``_OFFICE`` for an Office or OpenDocument file not told apart (its ZIP
    not whole), ``.zip`` for any other ZIP. Never raises."""
    head = data[:200]
    if b"mimetypeapplication/vnd.oasis" in head:
        return next((suffix for mark, suffix in _OPENDOCUMENT_TYPES if mark in head), _OFFICE)
    office = b"[Content_Types].xml" in head
    import zipfile  # only for a file that starts as a ZIP: a check of decklists needs none

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = archive.namelist()
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError):
        return _OFFICE if office else ".zip"
    if not office and "[Content_Types].xml" not in names:
        return ".zip"
    return next((suffix for folder, suffix in _OOXML_FOLDERS
                 if any(name.startswith(folder) for name in names)), _OFFICE)


def _kind_of(suffix: str) -> tuple[str, str] | None:
    """What a file of the lower-case ``suffix`` is and what its ``file-error`` advises: a
    document (``DOCUMENT_HINT``), an archive (``ARCHIVE_HINT``) or a deck tool's file
    holding no deck (``TOOL_FILE_SUFFIXES``); ``None`` for any other suffix."""
    if suffix in TOOL_FILE_SUFFIXES:
        return TOOL_FILE_SUFFIXES[suffix]
    if suffix in ARCHIVE_SUFFIXES:
        return ARCHIVE_SUFFIXES[suffix], ARCHIVE_HINT
    return (DOCUMENT_SUFFIXES[suffix], DOCUMENT_HINT) if suffix in DOCUMENT_SUFFIXES else None


def _container_kind(found: str) -> tuple[str, str] | None:
    """What a file whose bytes say it is of the suffix ``found`` (``_container_suffix``)
    is, and its hint: as ``_kind_of`` says, an Office document not told apart being
    ``_OFFICE_ZIP`` with ``DOCUMENT_HINT``."""
    return (_OFFICE_ZIP, DOCUMENT_HINT) if found == _OFFICE else _kind_of(found)


def document_problem(path: str, data: bytes | None = None) -> Finding | None:
    """The ``file-error`` of a decklist written in a document or spreadsheet or sent in
    an archive, told by the suffix of ``path`` (``plain_suffix``: ``DOCUMENT_SUFFIXES``,
    ``ARCHIVE_SUFFIXES``) or by how its bytes ``data`` start (``_container_suffix``: a
    ``bob.txt`` that is a ZIP): ``sam.pdf is a PDF document, not a decklist in text`` with
    ``DOCUMENT_HINT``, ``bob.zip is a ZIP archive`` with ``ARCHIVE_HINT``; or of a deck
    tool's file holding no deck (``TOOL_FILE_SUFFIXES``: a Decked Builder ``.coll2``)
    with its hint. A file named as a binary document or archive whose ``data`` is plain
    text is not said to be one: its error says it holds text and to rename it. ``None``
    for any other file. Never raises."""
    name = printable(os.path.basename(path))
    suffix = plain_suffix(path)
    found = _container_suffix(data) if data is not None else None
    said = _kind_of(suffix) or (_container_kind(found) if found is not None else None)
    if said is None:
        return None
    if (data and found is None and suffix not in TOOL_FILE_SUFFIXES
            and suffix not in _TEXT_DOCUMENTS and b"\x00" not in data[:8192]):
        return Finding("file-error", f"{name} holds plain text, though named as {said[0]} "
                       f"({suffix}): not read", line=1,
                       hint="rename it to .txt and check it again")
    return Finding("file-error", f"{name} is {said[0]}, not a decklist in text",
                   line=1, hint=said[1])

#: A reader: the bytes, the path as given, and the zones of the game data.
Reader = Callable[[bytes, str, ZoneTable], Decklist]


def _yaml(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    """A YAML decklist (``read_structured``), or a text decklist saved as ``.yaml``
    (``_structured_or_text``)."""
    from cardtools.decklist.structured import read_structured

    return _structured_or_text(read_structured(data, path, is_json=False, zones=zones),
                               data, zones, is_json=False)


#: What a ``reading`` note says of a YAML or JSON file read as plain text.
_PLAIN_STRUCTURED = "plain text: not a YAML or JSON mapping, but lines of cards"


def _structured_or_text(decklist: Decklist, data: bytes, zones: ZoneTable,
                        is_json: bool) -> Decklist:
    """A YAML or JSON file's reading ``decklist`` when it read a mapping (a decklist, or a
    config that holds none: ``no_deck``); else (``NOT_A_MAPPING``: a scalar, a sequence,
    text that is not YAML or JSON) the file read as plain text with a ``reading`` note
    when its card lines name cards (``_names_cards``: a text decklist saved as
    ``.yml``, its banned card with it, was skipped in a walk as a config), a
    ``file-error`` (not judged, never skipped) when such lines are a JSON string's or
    list's (whose lines are not the file's) or name cards but for a typo (``4
    Fireballl``), else ``decklist`` (``- python 3.11``, ``2 players``: no deck; such a
    file stopped a walk with exit 2). A file whose lines show a structure of its own
    (an indented line, JSON's opening brace or bracket: a broken structured decklist)
    is not read as text. Named or walked alike. Never raises."""
    from cardtools.decklist.structured import NOT_A_MAPPING

    if decklist.fatal is None or NOT_A_MAPPING not in decklist.sheet_facts:
        return decklist
    found = _text_lines(data, is_json)
    if found is None:
        return decklist
    lines, own_lines = found
    text = read_text(lines, zones=zones)
    counted = sum(not line.bare for line in text.lines)
    if text.fatal is not None or not counted:
        return decklist
    if own_lines and _names_cards(text.lines):
        return _chosen(text, _PLAIN_STRUCTURED, 1)
    if _names_a_card_of_words(text.lines):
        # a card of a name of two words or more among lines of other things ("- 4 Crimson
        # Ritual", "- 2 players"): not judged, never skipped (it was skipped, exit 0, the
        # banned card with it); "- 1 Fork", "- 3 Islands" among them are a repository's
        said = "its strings are card lines" if not own_lines else "some of its lines are cards"
    elif own_lines and _names_cards(text.lines, nearly=True):
        said = "its card lines name no known card"
    else:
        # a list of versions, players or eggs ("- python 3.11", "2 players"): no deck,
        # skipped as a config is (a walk of a repository holding one stopped with exit 2)
        return decklist
    return Decklist(fatal=Finding(
        "file-error", f"not a decklist: not a YAML or JSON mapping, and {said}; not judged",
        line=1, hint="save a text decklist as .txt, or a structured one as a mapping with "
                     "a 'deck' section"))


def _text_lines(data: bytes, is_json: bool) -> tuple[bytes, bool] | None:
    """The text a YAML or JSON file that holds no mapping gives to read as a text
    decklist, and whether its lines are the file's: the file itself when it is a YAML
    string or list of strings (its lines, indented or not), a JSON string's or list of
    strings' lines (not the file's), and the file itself when it cannot be read as YAML
    or JSON, no line of it is indented and it does not open as JSON does (``{``,
    ``[``); ``None`` when it holds a structure of its own (a list of mappings, a
    broken structured decklist)."""
    decoded = decode(data)
    if decoded.fatal is not None:
        return None
    document = _loaded("\n".join(decoded.lines), is_json)
    if isinstance(document, str) or (isinstance(document, list) and all(
            isinstance(item, str) for item in document)):
        if not is_json:
            return data, True
        lines = document if isinstance(document, list) else [document]
        return "\n".join(lines).encode("utf-8"), False
    if document is not _UNREAD:
        return None
    filled = [line for line in decoded.lines if line.strip()]
    if not filled or filled[0].lstrip()[:1] in ("{", "[") or any(
            line[:1].isspace() for line in filled):
        return None
    return data, True


#: What ``_loaded`` gives for text that is not YAML or JSON.
_UNREAD = object()


def _loaded(text: str, is_json: bool) -> object:
    """The value of the YAML or JSON ``text``, else ``_UNREAD``."""
    from cardtools.errors import CardtoolsError
    from cardtools.yamlio import load_yaml

    if is_json:
        import json

        try:
            return json.loads(text)
        except (ValueError, RecursionError):
            return _UNREAD
    try:
        return load_yaml(text, "")
    except CardtoolsError:
        return _UNREAD


def _json(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    """A JSON deck: MTGJSON's deck file or Moxfield's deck when it looks like one and its
    reader reads it (said by a ``reading`` note), else cardtools' own JSON decklist."""
    from cardtools.decklist.moxfield_json import looks_like_moxfield, read_moxfield_json
    from cardtools.decklist.mtgjson_deck import looks_like_mtgjson, read_mtgjson_deck
    from cardtools.decklist.structured import read_structured

    data = _in_utf8(data)
    if looks_like_mtgjson(data):
        decklist = read_mtgjson_deck(data, frozenset(zones.sections), zones)
        decklist.form = "mtgjson"
        if decklist.fatal is None:
            return _chosen(decklist, "an MTGJSON deck file (mainBoard / sideBoard lists)",
                           None)
    if looks_like_moxfield(data):
        decklist = read_moxfield_json(data, frozenset(zones.sections), zones)
        decklist.form = "moxfield"
        if decklist.fatal is None:
            return _chosen(decklist, "a Moxfield deck (its boards of cards)", None)
    site = _site_deck(data, zones)
    if site is not None:
        return site
    return _structured_or_text(read_structured(data, path, is_json=True, zones=zones),
                               data, zones, is_json=True)


def _site_deck(data: bytes, zones: ZoneTable) -> Decklist | None:
    """A Scryfall or Archidekt deck's JSON (``site_json``: Scryfall's ``entries``,
    Archidekt's ``cards`` of ``oracleCard``s), read and said by a ``reading`` note, else
    ``None`` (not such a deck)."""
    from cardtools.decklist.site_json import read_site_json, site_deck_form

    form = site_deck_form(_loaded(data.decode("utf-8", "replace"), True))
    if form is None:
        return None
    decklist = read_site_json(data, frozenset(zones.sections), zones)
    decklist.form = form
    if decklist.fatal is not None:
        return None
    site = "a Scryfall deck (its entries)" if form == "scryfall" else \
        "an Archidekt deck (its cards by first category)"
    return _chosen(decklist, site, None)


def _dek(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    from cardtools.decklist.mtgo_dek import read_dek

    decklist = read_dek(data, zones)
    decklist.form = "mtgo-dek"  # no place for a format: the fix names --format or a config
    return decklist


def _cod(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    from cardtools.decklist.cockatrice import read_cod

    return read_cod(data, zones)


def _o8d(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    from cardtools.decklist.octgn import read_o8d

    return read_o8d(data, zones)


def _dck(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    """A ``.dck`` file is Forge's or XMage's (a ``.dck_info`` file XMage's with its
    cards' information): told by its content."""
    sniffed = _sniffed(data, zones, csv=False)
    if sniffed is not None:
        return sniffed
    return _chosen(read_text(data, zones=zones),
                   "plain text: neither a Forge nor an XMage deck file", 1)


#: What a ``reading`` note says of a file read as a card CSV export.
_CSV_EXPORT = "a card CSV export (a header row naming its columns)"
#: The bytes of a file's head read to tell its dialect and a walked CSV's kind.
HEAD_BYTES = 4096


def _csv(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    """A ``.csv`` file named on the command line: read as a folder walk reads it
    (``_read_csv``), but a file a walk skips is still judged, as a card export when its
    header names a card name column (each row one copy), else as plain text."""
    return _read_csv(data, zones, walked=False)


def _walked_csv(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    """A ``.csv`` file a folder walk found (``_read_csv``): a file holding no deck (a
    spreadsheet, a card database such as ``--cards`` reads) is a ``fatal`` finding with
    ``no_deck``, which the walk lists as skipped, saying what it is."""
    return _read_csv(data, zones, walked=True)


def _walked_tsv(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    """A ``.tsv`` file a folder walk found: judged, as plain text (``_plain``, as when
    named), when a walk would judge it as a ``.csv`` file (``_read_csv``: a card export's
    header, or rows or lines naming cards, ``4<TAB>Lightning Bolt``); any other (an
    organizer's standings or pairings, ``Rank<TAB>Player<TAB>Points``) holds no deck:
    a ``fatal`` finding with ``no_deck`` saying what it is (``a TSV file with no card
    columns``), which the walk lists as skipped (it was judged an illegal deck), when
    its first line is a row of titles (``_titles_row``): a text decklist, or a pasted
    table of counts and names, is judged whatever its names (misspelt, not skipped)."""
    sniffed = _read_csv(data, zones, walked=True, kind="TSV")
    if sniffed.no_deck and _titles_row(_head(data).decode("utf-8", "replace")):
        return sniffed
    return _plain(data, path, zones)


def _titles_row(head: str) -> bool:
    """Whether the first line holding text of ``head`` (a file's first bytes, decoded)
    is a row of titles of a tab-separated table: two cells or more, neither its first
    nor its last a count (``_COUNT_CELL``): ``Rank<TAB>Player<TAB>Points``, not
    ``4<TAB>Lightning Bolt`` nor ``Lightning Bolt<TAB>4``."""
    first = next((line for line in head.lstrip("\ufeff").splitlines() if line.strip()), "")
    cells = first.split("\t")
    return len(cells) > 1 and not any(_COUNT_CELL().fullmatch(cell) for cell in (
        cells[0], cells[-1]))


def _read_csv(data: bytes, zones: ZoneTable, walked: bool, kind: str = "CSV") -> Decklist:
    """A ``.csv`` file read by its content, named or walked alike, so a file a walk
    skips is one it would not judge when named either (a ``Name,Main,Side`` sheet whose
    side deck's cells were blank in its first bytes, a list typed one line a cell beside
    a column of players, were judged named and skipped walked, the run passing). A
    header with a quantity and a name column is a card export's; a header with a name
    column is one too when the export's reader finds copies there (``gives_copies``:
    each zone's copies in a column of its own, ``Name,Main,Side``, or a column of
    copies it could not count, ``Oko,0,X``: judged, its errors said); a file with no
    such header is read as text when its lines, its rows of a count and a name or its
    rows of one card line a cell (``_headerless``) name cards. Any other holds no deck
    when ``walked`` (a spreadsheet, a card list: ``no_deck``, saying what it is), and
    is read when named as before: a card export when its header names a card name
    column, else plain text. A file in UTF-16 is told by its text, as its reader decodes
    it. ``kind`` names the file in what a skipped one is (``CSV``, ``TSV``). Never
    raises."""
    from cardtools.decklist.csv_export import (
        SEVERAL_DECKS,
        gives_copies,
        header_columns,
        no_deck_titles,
        separator_hint,
    )

    raw = _head(data)
    head = raw.decode("utf-8", "replace").lstrip("\ufeff")
    lines = head.splitlines()
    start = separator_hint(lines)
    first = next(iter(lines[start:]), "").strip()
    export_header = _csv_header(head)
    if not export_header or _pairs_titled(first):
        # decks side by side (4,Lightning Bolt,4,Opt; Lightning Bolt,4,Opt,4), under a
        # header of the players' names, of two counts and two names, or none: one
        # decision, named or walked
        layout = _paired_layout(lines[start:start + _SAMPLED_ROWS])
        zoned = _zones_in_pairs(data, lines[start:start + _SAMPLED_ROWS], zones, layout)
        # a main deck and a side deck side by side under their zones' titles (Main
        # Deck,,Sideboard,) are one deck's zones; any other pairs, decks maybe
        if zoned is not None:
            return zoned
        if layout is not None:
            return Decklist(fatal=_decks_side_by_side(layout[2]))
        from cardtools.decklist.zone_columns import read_zone_table

        if (table := read_zone_table(data, zones)) is not None:
            # Main Deck,,,Sideboard over 4 Lightning Bolt,,,1 Lurrus: card lines a cell
            return table
    form = None if export_header else _form_answers(data, lines, zones)
    if form is not None:
        # "Decklist,Name": a form's answers beside its players' names, no card export
        return form
    columns = header_columns(first) if first and not export_header else None
    if columns is not None or export_header:
        export = _export(data, zones, lines)
        sampled = lines[start + 1:start + 1 + _SAMPLED_ROWS]
        if columns is not None and "quantity" not in columns and no_deck_titles(first) \
                and not gives_copies(export) and _card_list(first, sampled, columns["name"]) \
                and not _row_per_copy(first, data, start, columns["name"]):
            # "Card,Owned" of real cards: a collection or a wish list, no deck, named
            # as walked (named, it was judged a deck of one copy a row); "Name,Price" is
            # judged (a deck exported with its prices)
            return Decklist(fatal=Finding("file-error", "not a decklist: a "
                                          f"{kind} file of card names beside a collection's "
                                          "or a wish list's column, with no quantity column",
                                          line=1), no_deck=True)
        if (not walked or columns is None or gives_copies(export) or (
                export.fatal is not None and SEVERAL_DECKS not in export.sheet_facts)):
            return export
        # a sheet of names and no copies naming several owners (name,email of players)
        # is told as any such sheet: judged only when its names are a deck's
        listed = _card_list(first, sampled, columns["name"])
        if listed is not None and not _card_file_facts(first) and (
                listed == "names" or _rows_name_cards(first, sampled, columns["name"])):
            # "Name,Notes" / "The One Ring,the best", "Name,Set" / "The One Ring,LTR":
            # a row a copy of real cards, judged walked as named (it was skipped as a
            # card list, the banned card with it, the file named judged); "names" is
            # already at least half of them cards, told once
            return export
        if (listed == "names" and (gives_copies(export, counts=True)
                                   or _zone_marks(first, sampled, columns))) or (
                listed is not None and _row_per_copy(first, data, start, columns["name"])):
            # "Name,#" / "Oko, Thief of Crowns,4": card names beside a column of
            # counts under a title no tool's count has; "Name,Deck" / "Sol Ring,1": a
            # singleton deck's copies, or marks, in a zone's column; "Name,Set" of four
            # rows "Oko, Thief of Crowns,ELD": a row a copy; each judged when named
            return export
        if listed is not None:
            why = f"a {kind} file with a card name column but no quantity column (a card list)"
        else:
            text = read_text(data, zones=zones)
            if _text_card_lines(lines) and _names_cards(text.lines):
                # "Name,Notes" above "1 Black Lotus": a title like a header over a text
                # list (it was skipped unjudged, the banned card with it); a sheet of
                # several owners' rows is the export's file-error, as named (read as
                # text, two players' lists in its cells were one deck)
                return export if SEVERAL_DECKS in export.sheet_facts else _chosen(
                    text, _PLAIN_CSV, 1)
            why = (f"a {kind} file with no card columns (the names of its name column are "
                   "no cards)")
    else:
        found = _headerless(data, lines, zones)
        if found is not None:
            return found
        if not walked or _header_below(lines[start:]) \
                or _copies_by_first_cells(first, lines[start + 1:start + 1 + _SAMPLED_ROWS]):
            # a card export's header under rows that are no title (Player,Bob,Table 3),
            # or rows whose first cells name cards under a title of no column ("Cards" /
            # "The One Ring,x"): read as named, never skipped with the cards in it
            return _chosen(read_text(data, zones=zones), _PLAIN_CSV, 1)
        why = f"a {kind} file with no card columns"
    return Decklist(fatal=Finding("file-error", f"not a decklist: {why}", line=1),
                    no_deck=True)


def _header_below(lines: list[str]) -> bool:
    """Whether one of the lines after the first of a ``.csv`` file's ``lines`` (up to
    ``_SAMPLED_ROWS``) is a card export's header with a quantity and a name column."""
    from cardtools.decklist.csv_export import header_columns

    return any((columns := header_columns(line)) is not None and "quantity" in columns
               and "name" in columns for line in lines[1:_SAMPLED_ROWS])


def _paired_layout(lines: list[str], fewest: int = 2) -> tuple[str, int, list[int]] | None:
    """How a ``.csv`` file's first ``lines`` (no card export's header with a count column
    on its first line) give two pairs or more of a count's cell and a card's name after
    it or before it, side by side, on their rows (``4,Lightning Bolt,4,Opt``,
    ``Lightning Bolt,4,Opt,4``, maybe under the players' names, the zones' or a
    ``Count,Card,Count,Card`` header; the second pair maybe shorter, its rows ending
    before the first's): the delimiter, whether the name comes first (1) or not (0) and
    the columns of counts (numbered from 1), by ``_paired_columns`` (on ``fewest`` rows
    at least); ``None`` for any other file. Checked before any other reading, named or
    walked alike. Never raises."""
    import csv

    from cardtools.decklist.csv_export import _DELIMITERS

    for delimiter in _DELIMITERS:
        if not any(delimiter in line for line in lines):
            continue
        try:
            rows = list(csv.reader(lines, delimiter=delimiter))
        except csv.Error:
            continue
        for name_first in (0, 1):
            columns = _paired_columns(rows, name_first, fewest)
            if columns is not None:
                return delimiter, name_first, columns
    return None


def _decks_side_by_side(columns: list[int]) -> Finding:
    """The ``file-error`` of a ``.csv`` file giving counts and card names side by side
    in pairs of columns whose counts are in ``columns`` (numbered from 1;
    ``_paired_layout``) not titled as one deck's zones: decks side by side, which no
    reading tells apart (a walk skipped them as a CSV file with no card columns, the run
    passing; named, each row was one unknown card, or read as text)."""
    return Finding(
        "file-error", "not judged: counts and card names side by side in several pairs "
        f"of columns (counts in columns {', '.join(map(str, columns[:-1]))} and "
        f"{columns[-1]}), which may be several decks (save each decklist alone, one card "
        "a row)", line=1)


def _pairs_titled(first: str) -> bool:
    """Whether a ``.csv`` file's first line titles two count columns and two name
    columns (``Count,Card,Count,Card``): maybe decks side by side."""
    from cardtools.decklist.csv_export import header_columns

    columns = header_columns(first) if first and not first[0].isdigit() else None
    return columns is not None and len(columns.get("name", ())) > 1 and len(
        columns.get("quantity", ())) > 1


def _paired_columns(rows: list[list[str]], name_first: int,
                    fewest: int = 2) -> list[int] | None:
    """The columns of counts (numbered from 1) of ``rows`` holding two pairs or more of
    a count's cell and a card's name beside it, the name after the count (``name_first``
    0: ``4,Lightning Bolt,4,Opt``) or before it (1: ``Lightning Bolt,4,Opt,4``), on
    ``fewest`` rows at least, two unless titled as one deck's zones (a second deck
    shorter than the first ends before it: its rows hold one pair), each column of names
    at least half cards of a bundled game (a ranking's players' names are none);
    ``None`` for fewer than two such columns."""
    paired = [[(at, row[at + 1 - name_first].strip()) for at in range(len(row) - 1)
               if _COUNT_CELL().fullmatch(row[at + name_first]) and any(
                   char.isalpha() for char in row[at + 1 - name_first])] for row in rows]
    several = [pairs for pairs in paired if len(pairs) > 1]
    if len(several) < fewest:
        return None
    by_column: dict[int, list[str]] = {}
    for pairs in several:
        for at, name in pairs:
            by_column.setdefault(at, []).append(name)
    columns = [at + 1 + name_first for at, names in sorted(by_column.items())
               if 2 * len(names) >= len(several)
               and 2 * (cards_among(names) or 0) >= len(names)]
    # a ranking's numbers beside players' names, a card's beside decks'
    return columns if len(columns) > 1 else None


#: The most rows of a ``.csv`` file of card names that ``_row_per_copy`` reads.
_MOST_COPY_ROWS = 1000
#: A cell of a time or an id (``2024-05-01 10:00:01``, a UUID): a digit among six
#: characters or more.
_STAMP_CELL = _lazy(r"(?=.*\d).{6,}")
#: A column's title of a row's number, id or time (``#``, ``No.``, ``Row``, ``Index``,
#: ``ID``, ``Date Added``, ``Timestamp``, ``Scanned at``).
_STAMP_TITLE = _lazy(r"^\W*(?:#|n[or]\.?|n\u00b0|num(?:ber)?|row|index|line|id|uuid|"
                     r".*\b(?:date|time|timestamp|added|scanned|created|modified|id)\b.*)"
                     r"\W*$", re.I)


def _row_per_copy(header: str, data: bytes, start: int, names: tuple[int, ...]) -> bool:
    """Whether the rows of a ``.csv`` file of card names with no count column (``data``,
    its header ``header`` on line ``start`` + 1, its name columns ``names``; its first
    ``_MOST_COPY_ROWS`` rows) write
    a row again, blanks and case aside, leaving out a column that differs on every row
    as a time or an id does (each cell a digit among six characters or more, or under a
    title of a row's number, an id or a time, ``_STAMP_TITLE``: ``Oko, Thief of
    Crowns,ELD,2024-05-01 10:00:01`` and the same at ``10:00:02``; ``#`` of 1, 2, 3; or
    numbering the rows under any title, ``csv_export.numbers_rows``: ``Pos.``, ``Lfd.
    Nr.``), and a column titled as a collection's (``csv_export.collection_title``:
    ``Owned``, ``Has Foil``, ``Picks``: a row a copy whatever such columns say): a row a copy,
    a deck's, a singleton deck's basic lands too (it was skipped as a card list in a walk,
    its banned card unjudged and the run passing; only repeats among the first 20 rows,
    and of whole rows, were seen); a card list names a printing once (``Lightning
    Bolt,M10`` beside ``Lightning Bolt,M11`` repeats none). Never raises."""
    import csv

    from cardtools.decklist.csv_export import collection_title, delimiter_of, numbers_rows

    decoded = decode(data)
    if decoded.fatal:
        return False
    lines = decoded.lines[start + 1:start + 1 + _MOST_COPY_ROWS]
    try:
        rows = [[" ".join(cell.split()).casefold() for cell in row]
                for row in csv.reader(lines, delimiter=delimiter_of(header))]
        titles = next(csv.reader([header], delimiter=delimiter_of(header)), [])
    except csv.Error:
        return False
    rows = [row for row in rows if any(cell.strip('"') for cell in row)]
    width = max((len(row) for row in rows), default=0)
    stamps = set()
    for at in (at for at in range(width) if at not in names):
        cells = [row[at] for row in rows if at < len(row) and row[at]]
        titled = at < len(titles) and _STAMP_TITLE().match(titles[at].strip())
        if at < len(titles) and collection_title(titles[at]):
            stamps.add(at)  # "Name,Owned" / "Bolt,yes" on four rows: a row a copy
        elif len(cells) > 1 and len(set(cells)) == len(cells) and (titled or all(
                _STAMP_CELL().match(cell) for cell in cells) or numbers_rows(cells)):
            stamps.add(at)
    written = [tuple(cell for at, cell in enumerate(row) if at not in stamps)
               for row in rows]
    return len(set(written)) < len(written)


#: What a ``reading`` note says of a ``.csv`` file read as plain text.
_PLAIN_CSV = "plain text: the first line is not the header of a card CSV export"


def _export(data: bytes, zones: ZoneTable, head_lines: list[str]) -> Decklist:
    """A ``.csv`` file read as a card export, with a ``reading`` note after its
    ``sep=`` line (``head_lines``: its first lines); a file whose first line names no
    card name column is read as plain text with a note saying so."""
    from cardtools.decklist.csv_export import (
        NO_HEADER,
        read_csv_export,
        separator_hint,
        zoneless_said,
    )

    decklist = read_csv_export(data, zones)
    if decklist.fatal is None:
        return _chosen(decklist, _CSV_EXPORT + zoneless_said(decklist),
                       1 + separator_hint(head_lines))
    if NO_HEADER not in decklist.sheet_facts:  # a fact, not the message's words: a
        return decklist  # player named 'CSV' in a sheet of two players' decks was text
    return _chosen(read_text(data, zones=zones), _PLAIN_CSV, 1)


def _headerless(data: bytes, lines: list[str], zones: ZoneTable) -> Decklist | None:
    """A ``.csv`` file with no card export's header and no form's sheet
    (``_form_answers``): read as text when what it gives so names cards
    (``_names_cards``), with a note saying how: its lines as they are (a text list saved
    as ``.csv``, a table of ``count,name`` rows: ``lines``, its first lines, tell), else
    its rows of a count and a name (``_rows_as_text``), else its rows of one card line a
    cell (``_one_cell_rows``); a file whose card lines stand in columns beside other
    filled columns (``_card_line_columns``) is a ``file-error``, not judged; else its
    rows of a card's name and no count, a row a copy (``_copy_rows``: ``The One Ring``,
    ``The One Ring,LTR,146,foil``), when at least half of them name cards, bare lines
    counted; ``None`` for none of them. Named or walked alike: one decision."""
    decoded = decode(data)
    text = read_text(data, zones=zones)
    if (_text_card_lines(lines) or _counted_rows(lines)) and _names_cards(text.lines):
        # a text list saved as .csv, or a table of count,name rows with no header
        return _chosen(text, _PLAIN_CSV, 1)
    if decoded.fatal:
        return None
    rows = _count_and_name_rows(decoded.lines, zones)
    if rows is not None:
        # "Oko, Thief of Crowns;4", '"4","Oko, Thief of Crowns"': the same rows
        return rows
    cells = _one_cell_rows(decoded.lines)
    if cells is not None:
        text = read_text(cells.encode("utf-8"), zones=zones)
        if _names_cards(text.lines):
            # '"4 Oko, Thief of Crowns",': a list typed one line a cell, padded
            return _chosen(text, "rows of one filled cell, each as a text line", 1)
    columns = _card_line_columns(decoded.lines)
    if columns is not None and _names_cards(read_text(columns[1].encode("utf-8"),
                                                      zones=zones).lines):
        # 'Player,Deck' / 'Eve,"4 Oko, Thief of Crowns"': read alone, its other columns
        # hid cards ("SB: 1 Oko") and other players' lists ("Ann's list" notes)
        where = (f"a column of card lines (column {columns[0][0] + 1})"
                 if len(columns[0]) == 1 else "columns of card lines (columns "
                 + " and ".join(str(position + 1) for position in columns[0]) + ")")
        return Decklist(fatal=Finding(
            "file-error", f"not judged: {where} beside other columns, which may hold more "
            "cards or other players' lists (save the decklist alone, one card line a row)",
            line=1))
    copies = _copy_rows(decoded.lines, zones)
    if copies is not None:
        text = read_text(copies.encode("utf-8"), zones=zones)
        if _names_cards(text.lines, bare=True):
            # "The One Ring" / "The One Ring,LTR,146,foil": a row a copy, no count
            return _chosen(text, "rows of one card each with no count, each row one copy", 1)
    return None


#: The decklist's facts a form's sheet gives in columns of their own, by metadata key.
_FORM_FIELDS = frozenset({"player", "event", "format", "game", "date", "deck"})


def _form_answers(data: bytes, head: list[str], zones: ZoneTable) -> Decklist | None:
    """A file (``.csv``, ``.tsv``, text; ``head`` its first lines) read as a form's sheet
    of decklists one a cell (``_form_sheet``), whatever its columns' titles, named or
    walked alike; ``None`` when it is none (first, when neither of its first two lines
    holding text holds a quote). Never raises."""
    if not any('"' in line for line in islice(filter(str.strip, head), 2)):
        return None  # no cell over several lines opens on the header or the first row
    decoded = decode(data)
    return None if decoded.fatal else _form_sheet(decoded.lines, zones)


def _form_sheet(lines: list[str], zones: ZoneTable) -> Decklist | None:
    """A ``.csv`` file's decoded ``lines`` as a sheet of decklists one a cell: a form's
    answers (``Timestamp,Player name,Email,Decklist``, each answer's list one quoted cell
    over several lines), the column the only one whose cells hold text card lines over
    several lines. One answer's list is read as text on its lines of the file, the other
    columns titled as a decklist's keys (``Player name``, ``Format``, ``Event``:
    ``text.METADATA_KEYS``) giving its player, format, event, date or name, and a column
    titled as a card's name (``Name``, ``Nom``) whose cells name no card its player
    when no column is the player's (``_form_players``); several answers are a
    ``file-error``, not judged (read as one text, they were one deck of the header's and
    every answer's lines). ``None`` when the file is no such sheet (a card export's,
    ``_form_players``). Never raises."""
    from cardtools.decklist.csv_export import column_key, players_named
    from cardtools.decklist.text import several_players

    rows = _form_rows(lines)
    if rows is None:
        return None
    listed = {at for _, row in rows[1:] for at, cell in enumerate(row)
              if _lists_cards(cell, zones)}
    header = rows[0][1]
    named = _form_players(lines[0], header, rows[1:], listed, zones) if listed else None
    if named is None:
        return None
    zoned = _answer_zones(header, rows[1:], listed, zones)
    if len(listed) > 1 and zoned is None:
        # two columns of lists, not titled as one deck's zones: two decklists, maybe
        titles = " and ".join(f"'{_column_title(header, at)}'" for at in sorted(listed))
        return Decklist(fatal=Finding(
            "file-error", f"not judged: card lines in several columns of one sheet ({titles}) "
            "(give the whole decklist in one cell, its sideboard under a Sideboard line)",
            line=1))
    at = min(listed) if zoned is None else next(
        place for place, zone in zoned.items() if zone == MAIN)
    answers = [(line, row) for line, row in rows[1:] if any(
        place < len(row) and row[place].strip() for place in zoned or (at,))]
    title = _column_title(header, at)
    keys = [("player" if position in named else column_key(heading))
            for position, heading in enumerate(header)]
    if len(answers) > 1:
        players = players_named(header, answers, named)
        return Decklist(fatal=several_players(players) if len(players) > 1 else Finding(
            "file-error", f"{len(answers)} decklists in one sheet (column '{title}'): not "
            "judged; one deck a file (split it by row)", line=answers[1][0]))
    line, row = answers[0]
    before = line - 1 + sum(cell.count("\n") for cell in row[:at])
    decklist = read_text(("\n" * before + row[at]).encode("utf-8"), zones=zones)
    # a comment on a card of any of the answer's lists is a remark, not a hidden card
    played = {normalise(entry.name) for place in (zoned or (at,)) if place < len(row)
              for entry in (decklist if place == at else read_text(
                  row[place].encode("utf-8"), zones=zones)).lines}
    beside = next((_column_title(header, position)
                   for position, cell in enumerate(row) if position not in (zoned or (at,))
                   and _holds_card_lines(cell, zones, position < len(keys)
                                         and keys[position] in _FORM_FIELDS, played)), None)
    if beside is not None:
        # "SB: 1 Oko, Thief of Crowns" in a Comments column: the list read alone hid it
        return Decklist(fatal=Finding(
            "file-error", f"not judged: the column '{beside}' holds card lines beside the "
            f"decklist's column '{title}' (give the whole decklist in one cell)", line=line))
    if zoned is not None and len(zoned) > 1:
        return _zones_answered(header, line, row, keys, zoned, zones)
    _form_fields(decklist, line, row, keys, (at,))
    return _chosen(decklist, f"a sheet of one decklist in a cell (column '{title}'), read "
                   "as text; its other columns titled as a decklist's keys give its "
                   "player, format, event or date", 1)


def _form_fields(decklist: Decklist, line: int, row: list[str], keys: list[str | None],
                 lists: Iterable[int]) -> None:
    """Set ``decklist``'s keys from a form's answer ``row`` (on ``line``): each column
    but the ``lists`` whose title is a decklist's key (``keys``: ``_FORM_FIELDS``)."""
    for position, (cell, key) in enumerate(zip(row, keys, strict=False)):
        if position not in lists and key in _FORM_FIELDS and cell.strip():
            decklist.metadata[key] = cell.strip()
            decklist.metadata_lines[key] = line


def _answer_zones(header: list[str], answers: list[tuple[int, list[str]]], listed: set[int],
                  zones: ZoneTable) -> dict[int, str] | None:
    """The zone of each column of a form's sheet (``header``; its ``answers``) holding
    card lines (the ``listed`` columns of lists over several lines, and those holding a
    card line: ``_holds_card_lines``), when each is titled as another zone of one deck
    (``zone_columns.titled_zones``: ``Main Deck`` and ``Sideboard``); ``None`` otherwise
    (``Decklist`` and ``Comments``, two lists: the sheet's other readings decide)."""
    from cardtools.decklist.zone_columns import titled_zones

    holding = listed | {at for _, row in answers for at, cell in enumerate(row)
                        if at < len(header) and at not in listed
                        and _holds_card_lines(cell, zones)}
    return titled_zones({at: header[at] for at in holding}, zones) if all(
        at < len(header) for at in holding) else None


def _zones_answered(header: list[str], line: int, row: list[str], keys: list[str | None],
                    zoned: dict[int, str], zones: ZoneTable) -> Decklist:
    """A form's one answer ``row`` (on ``line``) whose deck's zones are each in a column
    of its own (``zoned``: ``Main Deck`` and ``Sideboard``), read as one text of a
    section a column under its title (``zone_columns.read_zone_columns``), its other
    columns titled as a decklist's keys giving its player, format, event or date; a
    ``file-error`` when the text cannot be so numbered (as before: the column's card
    lines beside the decklist's)."""
    from cardtools.decklist.zone_columns import read_zone_columns

    places = sorted(zoned, key=lambda place: (zoned[place] != MAIN, place))
    starts = {place: line + sum(cell.count("\n") for cell in row[:place]) for place in places}
    decklist = read_zone_columns([(header[place], 1, [(starts[place], row[place])])
                                  for place in places if place < len(row)], zones)
    titles = " and ".join(f"'{_column_title(header, place)}'" for place in places)
    if decklist is None:
        return Decklist(fatal=Finding(
            "file-error", f"not judged: card lines in several columns of one sheet ({titles}) "
            "that cannot be read as one deck's zones (give the whole decklist in one cell, "
            "its sideboard under a Sideboard line)", line=line))
    _form_fields(decklist, line, row, keys, places)
    return _chosen(decklist, f"a sheet of one decklist in columns of its zones ({titles}), "
                   "read as text, each column under its title; its other columns titled as "
                   "a decklist's keys give its player, format, event or date", 1)


def _lists_cards(cell: str, zones: ZoneTable) -> bool:
    """Whether a sheet's ``cell`` holds a decklist over several lines: a line of a count
    then a name (``4 Lightning Bolt``), or most of its lines, two at least, counted
    after their names (``Lightning Bolt x4``; a form's answers so typed were skipped in
    a walk, or read as one deck of every answer's lines). Never raises."""
    parts = cell.split("\n")
    if len(parts) < 2:
        return False
    if any(_TEXT_COUNT().match(part) for part in parts):
        return True
    counted = sum(not line.bare for line in read_text(cell.encode("utf-8"), zones=zones).lines)
    return counted >= 2 and 2 * counted >= len([part for part in parts if part.strip()])


def _form_rows(lines: list[str]) -> list[tuple[int, list[str]]] | None:
    """The CSV rows of a file's decoded ``lines``, each with the line it starts on (a
    quoted cell may run over several lines), by the delimiter of its first line;
    ``None`` when CSV cannot read it. Never raises."""
    import csv

    from cardtools.decklist.csv_export import delimiter_of

    rows: list[tuple[int, list[str]]] = []
    reader = csv.reader(io.StringIO("\n".join(lines)), delimiter=delimiter_of(lines[0]))
    start = 1
    try:
        for row in reader:
            rows.append((start, row))
            start = reader.line_num + 1
    except csv.Error:
        return None
    return rows


def _form_players(first: str, header: list[str], rows: list[tuple[int, list[str]]],
                  listed: set[int], zones: ZoneTable) -> tuple[int, ...] | None:
    """The columns of a form's sheet (``header``, its line ``first``; ``rows`` its
    answers, ``listed`` the columns of lists over several lines) that name each answer's
    player besides those titled as the player's (``Player name``): the columns titled
    as a card's name (``Name``, ``Nom``: ``csv_export.header_columns``) when no column is
    titled as the player's, the player's name in a form as a card's in an export (a
    sheet of ``Decklist,Name`` was read as a card export, its list one unknown card a
    line, or skipped in a walk as a card list), else those titled as a person's whole
    name (``Full name``, ``Your name``: ``csv_export.names_person``; ``First name`` is a
    part of it). ``None`` when the sheet is a card
    export's (a count column; names at least half of them cards, a list beside them
    each row's note, unless its lists are whole decklists: ``_whole_lists``; more rows
    of a name than of a list: ``_mostly_listless``), read so. Never raises."""
    from cardtools.decklist.csv_export import column_key, header_columns, names_person

    columns = header_columns(first) or {}
    names = tuple(at for at in columns.get("name", ()) if at not in listed)
    cells = [row[at].strip() for _, row in rows for at in names
             if at < len(row) and row[at].strip()]
    cards = cards_among(cells) if cells else 0
    if "quantity" in columns or _mostly_listless(rows, names, listed):
        return None
    if (cards is None or (cells and 2 * cards >= len(cells))) \
            and not _whole_lists(rows, listed, zones):
        return None
    if any(column_key(title) == "player" for title in header):
        return ()
    return names or tuple(at for at, title in enumerate(header)
                          if at not in listed and names_person(title))


#: Card lines with a count that make a sheet's cell a whole decklist though it has no
#: zone's header: more than a note of a few cards beside a card export's row.
_WHOLE_LIST_LINES = 8


def _whole_lists(rows: list[tuple[int, list[str]]], listed: set[int], zones: ZoneTable) -> bool:
    """Whether every filled cell of a sheet's ``listed`` columns in ``rows`` holds a
    whole decklist: read as text, a zone's header (``Deck``, ``Sideboard``) or at least
    ``_WHOLE_LIST_LINES`` card lines with a count. Such a column makes the sheet a form's
    answers whatever its name column holds: a player or a deck named as a card is
    (``Doomsday``, ``Amy Pond``; read as a card export, the list's sideboard was counted
    in the main deck). Never raises."""
    cells = [row[at] for _, row in rows for at in listed if at < len(row) and row[at].strip()]
    return bool(cells) and all(_whole_list(cell, zones) for cell in cells)


def _whole_list(cell: str, zones: ZoneTable) -> bool:
    """Whether one sheet's ``cell`` read as text is a whole decklist (``_whole_lists``).
    Never raises."""
    decklist = read_text(cell.encode("utf-8"), zones=zones)
    return bool(decklist.zone_lines) \
        or sum(not line.bare for line in decklist.lines) >= _WHOLE_LIST_LINES


def _mostly_listless(rows: list[tuple[int, list[str]]], names: tuple[int, ...],
                     listed: set[int]) -> bool:
    """Whether more of a sheet's ``rows`` fill a cell of the ``names`` columns and none
    of the ``listed`` ones than fill a ``listed`` one: a card export's rows of names
    unknown to the bundled games (a misspelt or another game's), a few of them with a
    note of card lines, whose other rows a form's reading would drop. Never raises."""
    def filled(row: list[str], columns: Iterable[int]) -> bool:
        return any(at < len(row) and row[at].strip() for at in columns)

    listing = sum(filled(row, listed) for _, row in rows)
    return sum(filled(row, names) and not filled(row, listed) for _, row in rows) > listing


def _column_title(header: list[str], at: int) -> str:
    """How a message names a sheet's column ``at``: its title in ``header`` (40
    characters at most), else ``column N``."""
    title = header[at].strip()[:40] if at < len(header) else ""
    return title or f"column {at + 1}"


def _holds_card_lines(cell: str, zones: ZoneTable, field: bool = False,
                      played: Collection[str] = ()) -> bool:
    """Whether a sheet's cell gives a card line as a text list's metadata value does
    (``text.cards_in_value``: ``SB: 1 Oko``, ``SB: 1 Okko``; a remark's words before a
    count, ``Went 3-1, Top 8``, only when they name a card), or,
    unless it is a ``field``'s (a player's, a format's, a deck's name, which may be a
    card's: ``Burn``), a card's name of two letters or more (``Oko, Thief of Crowns``; a
    date, an e-mail address, a greeting or a comment's ``x`` gives none), or a card line
    with a count among its words, found as in a text list's note or metadata value
    (``held_card_lines``: ``Forgot: 1 Grief``, ``Rakdos w/ 1 Grief``), of a card of a
    bundled game: each a card the decklist does not play (the normalised names
    ``played``), as a comment's card the deck plays is a remark on it (``Went 3-1, lost to
    2 Solitude`` beside four Solitude; ``Went 3-1, Top 8`` names no card)."""
    if not any(char.isalpha() for char in cell):
        return False
    # a metadata value's card lines (cards_in_value: "SB: 1 Okko" one; "Went 3-1, Top 8"
    # a remark's, quiet, unless it names a card)
    named = [line.name for text in cell.splitlines()
             for line in cards_in_value("Comments", text, None, zones, {})
             if not line.quiet or names_cards([line.name]) == [True]]
    lines = read_text(cell.encode("utf-8"), zones=zones).lines
    named += [] if field else [line.name for line in lines if line.bare
                               and sum(char.isalpha() for char in line.name) > 1
                               and names_cards([line.name]) == [True]]
    for names, _ in held_card_lines(cell):
        written = [name for name, _ in names]
        known = names_cards(written) or []
        named += [name for name, card in zip(written, known, strict=False) if card][:1]
    return any(normalise(name) not in played for name in named)


#: Rows of a walked CSV file whose names are looked up to tell a card list from a
#: spreadsheet of people (a header is read from at most ``HEAD_BYTES`` bytes anyway).
_SAMPLED_ROWS = 20
#: Columns of a card list besides its names: the facts of a card file
#: (``cards.schema.json``) and of a collection export's rows.
CARD_FACT_COLUMNS = frozenset({
    "type", "subtypes", "supertypes", "rarity", "regions", "sets", "cost", "energize",
    "faces", "counts_as", "starting", "finishes", "iconic", "set", "set code", "set name",
    "edition", "collector number", "mana cost", "mana value", "cmc", "type line",
    "color", "colors"})


#: Columns of a card list that a deck's export writes too: a copy's printing.
_PRINTING_COLUMNS = frozenset({"set", "set code", "set name", "edition", "collector number"})


def _card_file_facts(header: str) -> bool:
    """Whether a CSV ``header`` titles a column as a fact of a card file
    (``_header_facts`` but a printing's, ``_PRINTING_COLUMNS``: ``type``, ``rarity``,
    ``mana cost``): a card file such as ``--cards`` reads, no deck, where ``Name,Set``
    rows are a deck's copies. Never raises."""
    return bool(_header_facts(header) - _PRINTING_COLUMNS)


def _header_facts(header: str) -> set[str]:
    """The titles of a CSV ``header`` (lower case) that name a card's fact
    (``CARD_FACT_COLUMNS``). Never raises."""
    from cardtools.decklist.csv_export import delimiter_of

    return {title for cell in _cells(header, delimiter_of(header)) or []
            if (title := cell.strip().strip('"').strip().casefold()) in CARD_FACT_COLUMNS}


def _zone_marks(header: str, rows: list[str], columns: dict[str, tuple[int, ...]]) -> bool:
    """Whether a CSV file with a name column and no quantity column marks its rows'
    zones with numbers or a yes or a no: every filled cell of ``rows`` (its first data
    rows) under a column titled as a zone (``Deck``) holds a whole number, or under a
    commander column (``Commander``) a number, a yes or a no (``Name,Deck`` /
    ``Sol Ring,1``: a singleton deck's list, judged when named; it was skipped in a walk
    as a card list, its banned card unjudged). Never raises."""
    import csv

    from cardtools.decklist.csv_export import NO, YES, delimiter_of

    places = {**dict.fromkeys(columns.get("zone", ()), False),
              **dict.fromkeys(columns.get("commander", ()), True)}
    if not places:
        return False
    try:
        parsed = list(csv.reader(rows, delimiter=delimiter_of(header)))
    except csv.Error:
        return False
    cells = [(row[place].strip().casefold(), marks) for row in parsed
             for place, marks in places.items() if place < len(row) and row[place].strip()]
    return bool(cells) and all(cell.isdigit() or (marks and (cell in YES or cell in NO))
                               for cell, marks in cells)


def _rows_name_cards(header: str, rows: list[str], name_columns: tuple[int, ...],
                     least: int = 1) -> bool:
    """Whether at least half of the names in the first name column of a CSV file's
    ``rows`` (its first data rows, under ``header``) are cards of a bundled game
    (``cards_among``), ``least`` of them at least (2 under a title of no column,
    ``Title,Artist`` / ``x,y``: a card ``X`` alone is none). Never raises."""
    names = _column_names(header, rows, name_columns) or []
    cards = cards_among(names) or 0
    return cards >= least and 2 * cards >= len(names)


def _copies_by_first_cells(header: str, rows: list[str]) -> bool:
    """Whether a ``.csv`` file of no card columns under its first line ``header`` (a
    title, ``Cards``) holds a card a row in its ``rows``' first cells (two cards or
    more, at least half of the names: ``_rows_name_cards``) beside no count
    (``_count_cells``: ``"Living End","1"`` rows are a ranking, a table). Never
    raises."""
    from cardtools.decklist.csv_export import delimiter_of

    parsed = [_cells(row, delimiter_of(header)) for row in rows]
    return all(cells is not None and not _count_cells(cells) for cells in parsed) \
        and _rows_name_cards(header, rows, (0,), 2)


def _column_names(header: str, rows: list[str],
                  name_columns: tuple[int, ...]) -> list[str] | None:
    """The filled cells of the first name column of a CSV file's ``rows`` (under
    ``header``); ``None`` when they cannot be read as a table. Never raises."""
    import csv

    from cardtools.decklist.csv_export import delimiter_of

    try:
        parsed = list(csv.reader(rows, delimiter=delimiter_of(header)))
    except csv.Error:
        return None
    return [row[column].strip() for row in parsed for column in name_columns[:1]
            if column < len(row) and row[column].strip()]


def _card_list(header: str, rows: list[str], name_columns: tuple[int, ...]) -> str | None:
    """Whether a CSV file with a name column and no quantity column lists cards, and
    how: ``facts`` when its header names a card fact (``type``, ``rarity``, ``set``: a
    card file such as ``--cards`` reads, whose cards may be new to every game; also a
    file not read as a table, or of no name), ``names`` when at least half of the names
    of ``rows`` (its first data rows) are cards of a bundled game (a list of card names;
    ``name,email`` of players is none), else ``None``. Never raises."""
    names = _column_names(header, rows, name_columns)
    if names is None:
        return "facts"  # not read as a table: said as the card list its header suggests
    if _header_facts(header) or not names:
        return "facts"
    cards = cards_among(names)
    return "facts" if cards is None else "names" if 2 * cards >= len(names) else None


#: A line of text starting with a count then a name after a space (``4 Oko, Thief of
#: Crowns``, also in the quotes a spreadsheet puts around a cell holding a comma:
#: ``"4 Oko, Thief of Crowns"``, a list typed one line a cell), and a table's row
#: starting with a number in a cell of its own (``1,Living End``, ``3;Burn``: a ranking
#: of archetypes, some named as cards), the number its group.
_TEXT_COUNT = _lazy(r'\s*"?\s*\d+\s*[xX]?[ \u00a0]+[^\s,;]')
_CELL_NUMBER = _lazy(r"\s*(\d+)\s*[xX]?\s*[,;\t]")


def _text_card_lines(lines: list[str]) -> bool:
    """Whether the first lines of a walked ``.csv`` file with no card columns are text
    card lines rather than a table's rows: more lines give a count then a name after a
    space than a number in a cell of its own (a table of archetypes, ``Rank,Deck`` /
    ``1,Living End``, read as text names cards too, and is no deck)."""
    text = sum(_TEXT_COUNT().match(line) is not None for line in lines)
    cells = sum(_CELL_NUMBER().match(line) is not None for line in lines)
    return text > cells




def _counted_rows(lines: list[str]) -> bool:
    """Whether the first lines of a walked ``.csv`` file with no header are a deck's
    ``count,name`` rows (``4,Lightning Bolt``, ``1;Sol Ring``: a spreadsheet of the deck
    with no header row, skipped unjudged as "a CSV file with no card columns"): most
    lines start with a number in a cell of its own, and those numbers are no ranking
    (``1,Living End`` / ``2,Scapeshift``: from 1 up, each at most its row's place, as
    standings and a metagame's table number their rows, ties included)."""
    filled = [line for line in lines if line.strip()]
    numbers = [int(match[1]) for line in filled if (match := _CELL_NUMBER().match(line))]
    if not numbers or 2 * len(numbers) < len(filled):
        return False
    return not _ranked(numbers)


def _ranked(numbers: list[int]) -> bool:
    """Whether the numbers of a table's rows rank them (``1,Living End`` /
    ``2,Scapeshift``: from 1 up, each at most its row's place, as standings and a
    metagame's table number their rows, ties included), no deck's counts."""
    return (bool(numbers) and numbers[0] == 1 and all(a <= b for a, b in pairwise(numbers))
            and all(number <= place for place, number in enumerate(numbers, 1))
            and 2 * len(set(numbers)) >= len(numbers))


#: A table's cell holding a card's count alone (``4``, ``4x``, ``x4``).
_COUNT_CELL = _lazy(r"\s*(?:[xX]\s*)?(\d{1,3})\s*(?:[xX]\s*)?")


def _rows_as_text(lines: list[str]) -> str | None:
    """The rows of a ``.csv`` file with no header as text card lines, one a line (its
    numbers kept): a row with one cell holding a count alone (``_COUNT_CELL``), in any
    column, is that count then its other cells as written (``Oko, Thief of Crowns;4``,
    ``"4","Oko, Thief of Crowns"``, ``4x,Oko, Thief of Crowns``: ``4 Oko, Thief of
    Crowns``); another row is kept as it is (``Sideboard``). The delimiter is the one
    that so counts the most rows. ``None`` when fewer than half of the filled rows are
    so counted, or when their counts rank rows (``_ranked``: a table of standings).
    Never raises."""
    from cardtools.decklist.csv_export import _DELIMITERS

    filled = sum(1 for line in lines if line.strip())
    read, numbers = max((_counted_with(lines, delimiter) for delimiter in _DELIMITERS),
                        key=lambda found: len(found[1]))
    if not filled or 2 * len(numbers) < filled or _ranked(numbers):
        return None
    return "\n".join(read)


def _count_and_name_rows(lines: list[str], zones: ZoneTable) -> Decklist | None:
    """A file's ``lines``, rows with no header, read as text card lines
    (``_rows_as_text``) with a ``reading`` note saying so, when so read they name cards
    (``_names_cards``); ``None`` otherwise."""
    rows = _rows_as_text(lines)
    if rows is None:
        return None
    text = read_text(rows.encode("utf-8"), zones=zones)
    if not _names_cards(text.lines):
        return None
    return _chosen(text, "rows of a count and a name with no header row, each as the "
                   "text line of its count then its name", 1)


def _table_rows(data: bytes, zones: ZoneTable) -> Decklist | None:
    """A text file (``.txt``, stdin) whose every filled line is a CSV row of three filled
    cells or more by the first line's delimiter (``4,Brazen Borrower,Modern Horizons 2``,
    Card Kingdom's ``Brazen Borrower,Modern Horizons 2,0,4``), read as the same rows
    saved as ``.csv`` with no header are (``_count_and_name_rows``), lines of a zone's
    header among comma or semicolon rows (``Deck``, ``Sideboard``: ``zone_header_line``)
    read as headers:
    each row was an unknown card, or a set name's number its count, also when one header
    stood among the rows; ``None`` for any other file (a text
    list's ``4 Oko, Thief of Crowns``, ``Lightning Bolt,4``: the text reader's)."""
    from cardtools.decklist.csv_export import delimiter_of

    decoded = decode(data)
    filled = [line for line in decoded.lines if line.strip()]
    if decoded.fatal is not None or not filled or any(
            line.lstrip().startswith("|") for line in filled):
        return None  # a Markdown table's rows: the text reader reads its columns
    # a zone's header among the rows (Deck, Sideboard) is read as the text reader reads it;
    # not among a table's tabbed cells, which the text reader reads (a site's copied table)
    rows = [line for line in filled if not zone_header_line(line, zones)]
    delimiter = delimiter_of(rows[0]) if rows else ","
    if not rows or (delimiter == "\t" and len(rows) < len(filled)) or not all(
            sum(1 for cell in _cells(line, delimiter) or () if cell.strip()) > 2
            for line in rows):
        return None
    return _count_and_name_rows(decoded.lines, zones)


def _one_cell_rows(lines: list[str]) -> str | None:
    """The rows of a ``.csv`` file whose every row fills one cell at most, each as that
    cell's text, one a line (``"4 Oko, Thief of Crowns",`` is ``4 Oko, Thief of Crowns``:
    a list typed one line a cell, saved with empty cells beside it or quoted, was
    skipped in a walk, its banned card unjudged), by the first delimiter under which one
    row has more than one cell; ``None`` when no delimiter parts a row, or one parts a
    row into two filled cells. Never raises."""
    from cardtools.decklist.csv_export import _DELIMITERS

    for delimiter in _DELIMITERS:
        parsed = [_cells(line, delimiter) for line in lines]
        rows = [row for row in parsed if row is not None]
        if len(rows) < len(parsed) or not any(
                len(row) > 1 or line.lstrip()[:1] == '"'
                for row, line in zip(rows, lines, strict=True)):
            continue
        filled = [[cell.strip() for cell in row if cell.strip()] for row in rows]
        if all(len(cells) <= 1 for cells in filled):
            return "\n".join(cells[0] if cells else "" for cells in filled)
    return None


def _copy_rows(lines: list[str], zones: ZoneTable) -> str | None:
    """The rows of a ``.csv`` file with no header and no count as text lines, a row one
    copy: a row of one filled cell as that cell (``The One Ring``, ``"The One Ring"``,
    a player's name above them, ``Sideboard``), a row of several as one copy of its card's
    name and printing (``_copy_line``: ``The One Ring,LTR,146,foil`` is ``1 The One
    Ring (LTR) 146 (foil)``), parted by the delimiter whose readings of the first
    ``_SAMPLED_ROWS`` rows as text (by ``zones``) name the most cards; a row of one
    count and a name among them (``2,Duress`` under ``Sideboard``) as its text line
    (``_counted_row``). ``None`` when half of the filled rows or more hold a count (a
    table of counts ``_rows_as_text`` reads, or a ranking it refused), when a row holds
    counts no reading takes (``Ann,3,0``: a table of scores), when the csv module cannot
    read a row, or when no reading names a card. Never raises."""
    from cardtools.decklist.csv_export import _DELIMITERS

    best: tuple[int, str] | None = None
    for delimiter in _DELIMITERS:
        parsed = [_cells(line, delimiter) for line in lines]
        counted = [None if row is None else _counted_row(row, delimiter) for row in parsed]
        if any(row is None or (found is None and _count_cells(row))
               for row, found in zip(parsed, counted, strict=True)) or 2 * sum(
                   found is not None for found in counted) >= sum(map(bool, parsed)):
            return None
        read = [found[0] if found is not None else _copy_line(
            [cell for cell in row or () if cell.strip()], delimiter)
            for row, found in zip(parsed, counted, strict=True)]
        sample = read_text("\n".join(read[:_SAMPLED_ROWS]).encode("utf-8"), zones=zones)
        named = cards_among([line.name for line in sample.lines]) or 0
        if best is None or named > best[0]:
            best = named, "\n".join(read)
    return best[1] if best is not None and best[0] else None


def _copy_line(cells: list[str], delimiter: str) -> str:
    """One row's filled ``cells`` as a text line naming one copy (``_copy_rows``): one
    cell as written (a card's name, or a section's header); several as ``1`` then their
    name and printing (``_name_and_printing``; a collector number ends no line, where it
    would be read as a count)."""
    if len(cells) < 2:
        return cells[0].strip() if cells else ""
    return f"1 {_name_and_printing(cells, delimiter)}"


def _card_line_columns(lines: list[str]) -> tuple[tuple[int, ...], str] | None:
    """A ``.csv`` file's columns of text card lines beside other filled columns (a list
    typed one line a cell next to a column of players or notes: ``Player,Deck`` /
    ``Eve,"4 Oko, Thief of Crowns"``; a main deck's and a sideboard's columns): their
    positions and each row's cells there, one a line. The rows are parted by the
    delimiter the first filled line holds most of (``delimiter_of``), and the columns
    are those where cells start with a count then a name after a space
    (``_TEXT_COUNT``). ``None`` when no row has two filled cells, or when no cell is so
    written. Never raises."""
    from cardtools.decklist.csv_export import delimiter_of

    delimiter = delimiter_of(next((line for line in lines if line.strip()), ""))
    parsed = [_cells(line, delimiter) for line in lines]
    rows = [row for row in parsed if row is not None]
    if len(rows) < len(parsed) or not any(
            sum(1 for cell in row if cell.strip()) > 1 for row in rows):
        return None
    counted = {position for row in rows for position, cell in enumerate(row)
               if _TEXT_COUNT().match(cell)}
    if not counted:
        return None
    positions = tuple(sorted(counted))
    return positions, "\n".join(row[position].strip() for position in positions
                                for row in rows if position < len(row))


def _cells(line: str, delimiter: str) -> list[str] | None:
    """The cells of one CSV row ``line`` parted by ``delimiter``; ``None`` when the csv
    module cannot read it (a NUL byte)."""
    import csv

    try:
        cells = next(csv.reader([line], delimiter=delimiter), [])
    except csv.Error:
        return None
    return _set_names_joined(cells, delimiter)


#: Two cells a comma parted within a number's thousands (``Warhammer 40`` and ``000
#: Commander``): maybe one set's name written unquoted (``_set_names_joined``).
_THOUSANDS_PARTED = _lazy(r"\d{3}(?!\d)")


def _set_names_joined(cells: list[str], delimiter: str) -> list[str]:
    """One CSV row's ``cells`` with two cells after each other joined again when the
    delimiter parted a number's thousands and together they are a set's name in the card
    data (``Sol Ring,Warhammer 40,000 Commander,0,1``, unquoted: the row was read as text,
    an unknown card); other cells as they are. Pure."""
    from cardtools.decklist.text import names_a_set

    joined: list[str] = []
    for cell in cells:
        if (joined and joined[-1][-1:].isdigit() and _THOUSANDS_PARTED().match(cell)
                and names_a_set(whole := f"{joined[-1]}{delimiter}{cell}")):
            joined[-1] = whole
        else:
            joined.append(cell)
    return joined


def _counted_with(lines: list[str], delimiter: str) -> tuple[list[str], list[int]]:
    """``lines`` read as a table's rows parted by ``delimiter`` (``_rows_as_text``), and
    the counts of the rows so read. A number in the last cell after a set code's cell
    (``Lightning Bolt;M10;146``) is the row's count even when the file repeats the row
    (a row per copy, its number a collector number): a line never counts fewer copies
    than it may mean (``Lightning Bolt,M10,4`` three times read as one copy each hid
    twelve copies)."""
    read: list[str] = []
    numbers: list[int] = []
    for line in lines:
        found = _counted_row(_cells(line, delimiter) or [], delimiter)
        read.append(line if found is None else found[0])
        numbers.extend(() if found is None else (found[1],))
    return read, numbers


def _counted_row(cells: list[str], delimiter: str) -> tuple[str, int] | None:
    """One CSV row's ``cells`` holding one count (``_count_cells``; the first, when the
    row starts with one: ``4,Oko, Thief of Crowns,ELD,197``) as the text line of that
    count then its other cells (``_name_and_printing``), and the count; ``None`` for a
    row of one cell, or of no count or several."""
    cells = _set_names_coded(cells)
    counts = _count_cells(cells)
    if len(counts) > 1 and counts[0][0] == 0:
        counts = counts[:1]
    if len(counts) != 1 or len(cells) < 2:
        return None
    at, count = counts[0]
    return (f"{count[1]} {_name_and_printing(cells[:at] + cells[at + 1:], delimiter)}",
            int(count[1]))


def _set_names_coded(cells: list[str]) -> list[str]:
    """One CSV row's ``cells`` with each cell after the card's name that is a set's full
    name in the card data (``Modern Horizons 2``, ``Throne of Eldraine``: Card Kingdom's
    ``Name,Set name,foil,quantity``) written as that set's code, as a set code's cell is
    read (``_count_cells``, ``_name_and_printing``): the set name's number is never a
    count (``Modern Horizons 2`` was read as two copies, each row an unknown card). The
    card's name cell, the first filled cell that holds no count, stays as written (the
    card Time Spiral is so named)."""
    from cardtools.decklist.text import set_codes_named

    named = next((at for at, cell in enumerate(cells)
                  if cell.strip() and not _COUNT_CELL().fullmatch(cell)), len(cells))
    return [code if at > named and (code := set_codes_named(cell)) is not None else cell
            for at, cell in enumerate(cells)]


def _count_cells(cells: list[str]) -> list[tuple[int, re.Match[str]]]:
    """The cells of one CSV row that may hold its card's count (``_COUNT_CELL``), with
    their positions: not a collector number, a number after a set code's cell (not the
    row's first) with a cell after it (``Lightning Bolt;M10;146;4``: the count is
    ``4``; ``The One Ring,LTR,146,foil`` holds none)."""
    return [(at, match) for at, cell in enumerate(cells)
            if (match := _COUNT_CELL().fullmatch(cell)) is not None
            and not (1 < at < len(cells) - 1 and _SET_CELL().fullmatch(cells[at - 1]))]


#: A row's last cells that are a printing's set code and collector number (``ELD``,
#: ``197``), after a card's name.
_SET_CELL = _lazy(r"\s*[A-Z0-9]{2,6}\s*")
_NUMBER_CELL = _lazy(r"\s*\d{1,4}[a-z]?\s*")


def _name_and_printing(cells: list[str], delimiter: str) -> str:
    """A row's cells other than its count as a text line's name: the name's cells as
    written, then a set code's and a collector number's cells after them as a text line
    writes a printing (``Oko, Thief of Crowns,ELD,197``: ``Oko, Thief of Crowns (ELD)
    197``), then a last cell naming a finish (``foil``, ``nonfoil``, ``etched``) in
    brackets, as a text line marks it (``Oko, Thief of Crowns,ELD,197,foil``)."""
    from cardtools.decklist.markers import HOLOGRAPHIC_WORDS, denies_finish, finish_words

    if len(cells) > 1 and (denies_finish(cells[-1]) or set(finish_words(cells[-1])) & (
            HOLOGRAPHIC_WORDS | {"etched"})):
        return f"{_name_and_printing(cells[:-1], delimiter)} ({cells[-1].strip()})"
    copy, cells = _copy_cells(cells)
    number = ""
    if len(cells) > 2 and _NUMBER_CELL().fullmatch(cells[-1]):
        number, cells = cells[-1].strip(), cells[:-1]
    if len(cells) > 1 and _SET_CELL().fullmatch(cells[-1]):
        printing = f" ({cells[-1].strip()}) {number}".rstrip()
        return delimiter.join(cells[:-1]).strip() + copy + printing
    return (delimiter.join(cells).strip() + f"{copy} {number}").rstrip() if number else (
        delimiter.join(cells).strip())


def _copy_cells(cells: list[str]) -> tuple[str, list[str]]:
    """A row's last cells after its printing's set code or collector number that hold
    only a printing's or a copy's words (``names_a_printing``: ``Near Mint``,
    ``English``: ``4,Brazen Borrower,MH2,52,Near Mint,English``), each in square
    brackets after the name as a text line writes them (``[Near Mint] [English]``, the
    text reader judging their words), and the other cells; ``""`` and ``cells`` when
    no such cells end a row after a printing (the row was an unknown card)."""
    end = len(cells)
    while end > 2 and names_a_printing(cells[end - 1]):
        end -= 1
    if end == len(cells) or not (_SET_CELL().fullmatch(cells[end - 1]) or (
            _NUMBER_CELL().fullmatch(cells[end - 1]) and end > 2
            and _SET_CELL().fullmatch(cells[end - 2]))):
        return "", cells
    return "".join(f" [{cell.strip()}]" for cell in cells[end:]), cells[:end]


def _names_cards(lines: list[DeckLine], nearly: bool = False, bare: bool = False) -> bool:
    """Whether the card lines a walked ``.csv`` file with no card columns gives when
    read as text name cards: at least half of its first ``_SAMPLED_ROWS`` lines with a
    count are cards of a bundled game (``4 Lightning Bolt``: a text decklist saved as
    ``.csv``, skipped unjudged as "a CSV file with no card columns"; a spreadsheet of
    players or results gives none), or, ``nearly``, within a typo of one (``4
    Fireballl``); ``bare``: its lines with no count too (``The One Ring``, a row a
    copy). Never raises."""
    names = [line.name for line in lines if bare or not line.bare][:_SAMPLED_ROWS]
    cards = cards_among(names, nearly) if names else 0
    return bool(cards) and 2 * (cards or 0) >= len(names)


def _names_a_card_of_words(lines: list[DeckLine]) -> bool:
    """Whether one of the first ``_SAMPLED_ROWS`` card lines with a count names a card
    of a bundled game whose name has two words or more (``4 Crimson Ritual`` among ``2
    players``; ``1 Fork`` is as often a count of forks). Never raises."""
    names = [line.name for line in lines if not line.bare][:_SAMPLED_ROWS]
    return bool(cards_among([name for name in names if " " in name.strip()]))


def cards_among(names: list[str], nearly: bool = False) -> int | None:
    """How many of ``names`` (card names as written) are cards of a bundled game's card
    data (``nearly``: or within a typo of one, ``nearly_names_a_card``); ``None`` when
    the bundled card data cannot be read (``names_cards``). Used by the readers that
    tell a file holding a deck from one holding none."""
    known = names_cards(names, nearly)
    return None if known is None else sum(known)


def names_cards(names: list[str], nearly: bool = False) -> list[bool] | None:
    """Whether each of ``names`` (card names as written) is a card of a bundled game's
    card data, by any name it answers to exactly (``CardDatabase.knows_name``: its own,
    in another language, an alias, a face's; ``Rituel pourpre`` as ``Crimson Ritual``:
    a French list was skipped in a walk where the English one was judged), or
    (``nearly``) within a typo of one (``nearly_names_a_card``), in order; ``None`` when
    the bundled card data cannot be read (a ``CardtoolsError``, caught)."""
    from cardtools.cardfiles import bundled_database, bundled_games
    from cardtools.errors import CardtoolsError

    try:
        databases = [bundled_database(game) for game in bundled_games()]
    except CardtoolsError:
        return None
    return [any(database.knows_name(name)
                or (nearly and database.nearly_names_a_card(name))
                for database in databases) for name in names]


def _plain(data: bytes, path: str, zones: ZoneTable) -> Decklist:
    """Plain text (``.txt``, ``.deck``, ``.dec``, stdin), unless the content is another
    tool's file pasted under that name (an XML deck file, a JSON deck, Forge, XMage,
    CSV)."""
    # the usual file starts with a line of text: neither an XML deck file (its first
    # character "<") nor a JSON deck ("{"), told by one look at its first bytes (a
    # file holding a NUL byte, UTF-16, is decoded first by each reader's look)
    # (an XML deck file was told by read_decklist, whatever the suffix)
    head = data[:HEAD_BYTES]
    if b"\x00" not in head and head.lstrip(_LEADING_BLANKS)[:1] != b"{":
        return _sniffed(data, zones, csv=True) or read_text(data, zones=zones)
    return (_json_sniffed(data, path, zones)
            or _sniffed(data, zones, csv=True) or read_text(data, zones=zones))


#: The bytes before a file's first character that the looks at its start pass over: a
#: UTF-8 byte order mark's and blanks.
_LEADING_BLANKS = b"\xef\xbb\xbf \t\r\n"


def _json_sniffed(data: bytes, path: str, zones: ZoneTable) -> Decklist | None:
    """A JSON deck given under another name (stdin, ``.txt``: an MTGJSON or Moxfield
    deck, a cardtools decklist), told by being one JSON object, read as a ``.json`` file
    is; else ``None`` (a text line may start with a brace: ``{TMP} Power Sink``)."""
    data = _in_utf8(data)
    head = data[:64].lstrip(_LEADING_BLANKS)
    if not head.startswith(b"{"):
        return None
    import json

    try:
        document = json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError):
        return None
    if not isinstance(document, dict):
        return None
    decklist = _json(data, path, zones)
    if decklist.fatal is None and not any(finding.message.startswith("read as ")
                                          for finding in decklist.findings[:1]):
        decklist = _chosen(decklist, "a JSON decklist (one JSON object)", 1)
    return decklist


#: The root elements of the XML deck files, and their readers (by file suffix).
_XML_ROOTS = ((b"Deck", ".dek", "an MTGO deck file (<Deck>)"),
              (b"cockatrice_deck", ".cod", "a Cockatrice deck file (<cockatrice_deck>)"),
              (b"deck", ".o8d", "an OCTGN deck file (<deck>)"))
#: The start of an element of a local name, any namespace prefix before it (``<Deck``,
#: ``<ns:Deck``), and what may follow the name.
_XML_START = rb"<(?:[A-Za-z_][\w.\-]*:)?%s(?=[\s>/])"


def _xml_sniffed(data: bytes, zones: ZoneTable, suffix: str) -> Decklist | None:
    """An XML deck file, told by its root element whatever its suffix, read by its own
    reader: with a ``reading`` note when the suffix is not that reader's (stdin, ``.txt``;
    another tool's suffix, named: "an MTGO deck file (<Deck>) saved as .dck"); ``None``
    when the content is no XML deck file or the suffix is its reader's own (a root no
    reader knows: the suffix's reader says so, a ``.dek`` file's a ``file-error``; a
    JUnit or HTML report is read as text, its card lines counted). Never raises."""
    head = _head(data).lstrip(_LEADING_BLANKS)
    found = xml_deck_root(data)
    if found is None:
        return None
    own, said = found
    if own == suffix:
        return None
    if own == ".o8d" and b"<superzone" in head:
        if suffix == ".dek":  # LackeyCCG's own suffix: its reader tells it
            return None
        said = "a LackeyCCG deck file (<deck> of <superzone>s)"
    if suffix in READERS:
        said += f" saved as {suffix}"
    return _chosen(READERS[own](data, own, zones), said, 1)


#: How much of a file is read to find an XML deck file's root element past its prolog:
#: as much as a decklist may hold (a larger file is refused), however long its comments.
XML_PEEK = 1024 * 1024
#: An XML file's prolog: its declaration, comments, instructions and document type.
_XML_PROLOG = _lazy(rb"(?s)(?:\s|<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>)*")


def xml_deck_root(data: bytes) -> tuple[str, str] | None:
    """The suffix of the reader of the XML deck file whose start is ``data`` (its first
    ``XML_PEEK`` bytes are enough) and the words saying which (``.cod``, "a Cockatrice
    deck file (<cockatrice_deck>)"), told by its root element (``_XML_ROOTS``), the first
    after the prolog (a comment of any length before it), by its local name (``<ns:Deck>``
    is an MTGO deck's, as its reader reads it), whatever the file's name; ``None`` for
    other content. Never raises."""
    head = _head(data).lstrip(_LEADING_BLANKS)
    if not head.startswith(b"<"):
        return None
    # the root element after the prolog: a licence in a comment may fill the first bytes
    body = _in_utf8(data[:XML_PEEK]).lstrip(_LEADING_BLANKS)
    prolog = _XML_PROLOG().match(body)
    head = body[prolog.end() if prolog else 0:][:HEAD_BYTES]
    for root, own, said in _XML_ROOTS:
        if re.search(_XML_START % root, head) is not None:
            return own, said
    return None


def _sniffed(data: bytes, zones: ZoneTable, csv: bool) -> Decklist | None:
    """The decklist read by the dialect its content shows (Forge's section headers,
    XMage's ``[SET:NUM]`` card lines, a CSV header), with a ``reading`` note saying so;
    ``None`` when the content shows none. ``csv``: the file may be a CSV export (plain
    text given by its name, stdin), where XMage's card lines beside a line XMage never
    writes (``Sideboard``, ``// Sideboard``, ``Creatures (20)``) are a plain text
    decklist's, read as plain text with a note, and so are Forge's section headers
    (``[Sideboard]``) beside such a header, a grouping header or a section Forge has
    not (``[Deck]``), and a form's sheet of decklists one a cell is read as a ``.csv``
    file's (``_form_answers``)."""
    # decoding keeps every ASCII byte as its character (a bad byte becomes U+FFFD alone),
    # and a search of text is quicker than one of bytes
    head = _head(data).decode("utf-8", "replace")
    forge = "[" in head
    xmage = "NAME:" in head or "LAYOUT " in head or (forge and ":" in head)
    plain, table = csv, csv and _delimited_head(head)
    csv = table and _may_be_csv_header(head)
    if not (forge or xmage or table):
        return None
    head = head.lstrip("\ufeff")
    if csv and (form := _form_answers(data, head.splitlines(), zones)) is not None:
        # a form's answers saved as .tsv or .txt: read as saved as .csv (the answers of
        # two players were one deck; an XMage card line in a list, the file XMage's)
        return form
    if forge:
        from cardtools.decklist.forge import looks_like_forge, read_forge
        from cardtools.decklist.forge import plain_text_line as forge_plain_line

        if (line := looks_like_forge(head)) is not None:
            header = forge_plain_line(data, zones) if plain else None
            if header is not None:
                return _chosen(read_text(data, zones=zones), "plain text: headers in "
                               "brackets beside a line Forge never writes", header)
            return _chosen(read_forge(data, zones), "a Forge deck file ([section] headers)",
                           line)
    if xmage:
        from cardtools.decklist.xmage import looks_like_xmage, plain_text_line, read_xmage

        if (line := looks_like_xmage(head)) is not None:
            other = plain_text_line(data, zones) if plain else None
            if other is not None:
                return _chosen(read_text(data, zones=zones), "plain text: XMage's card lines "
                               "([SET:NUM]) beside a line XMage never writes", other)
            return _chosen(read_xmage(data, zones), "an XMage deck file (NAME:, 4 [SET:NUM] "
                           "Name, LAYOUT lines)", line)
    if csv and _csv_header(head):
        from cardtools.decklist.csv_export import read_csv_export, zoneless_said

        export = read_csv_export(data)
        return _chosen(export, _CSV_EXPORT + zoneless_said(export), 1)
    if table and (copies := _table_of_copies(data, head, zones)) is not None:
        return copies
    beside = _zones_beside(data, head, zones) if csv else None
    return _table_rows(data, zones) if beside is None and plain and table else beside


def _table_of_copies(data: bytes, head: str, zones: ZoneTable) -> Decklist | None:
    """A table pasted in a text file (``.txt``, stdin; ``head`` its first bytes,
    decoded) whose header row names a card name column and no count column, read as
    the same bytes saved as ``.csv`` are (``read_csv_export``), with a ``reading`` note,
    when its header titles a column of the main deck and one of another zone
    (``csv_export.zone_copies_header``: ``Nom<tab>Deck<tab>Side``, ``| Carte | Deck |
    Side |``, ``Name;Deck;Magi``: each zone's copies in a column of its own, which only
    the CSV reader places: a row it cannot place is its ``parse-error``), or when its
    every line after the header holds the header's delimiter and the CSV reader finds
    copies in its columns (``gives_copies``); ``None`` for any other file (a text list
    under a line like a header stays text). The side deck's rows were read as the main
    deck's cards (``Roche<tab><tab>4`` as ``4 Rock``), a deck of 36 legal, or each row
    was an unknown card."""
    from cardtools.decklist.csv_export import (
        delimiter_of,
        gives_copies,
        header_columns,
        read_csv_export,
        separator_hint,
        zone_copies_header,
    )

    lines = head.splitlines()
    at = separator_hint(lines)
    first = lines[at].strip() if at < len(lines) else ""
    delimiter = delimiter_of(first)
    if delimiter not in first or first[:1].isdigit() or (
            columns := header_columns(first)) is None or "quantity" in columns:
        return None  # no header, or a card export's with a count column (_csv_header)
    zoned = zone_copies_header(first, zones) is not None
    if not zoned and not _rows_delimited(data, at, delimiter):
        return None
    export = read_csv_export(data, zones)
    if not (zoned or gives_copies(export)):
        return None
    return _chosen(export, "a card CSV export (a header row naming its columns)", 1)


def _rows_delimited(data: bytes, at: int, delimiter: str) -> bool:
    """Whether every line after line ``at`` (0-based) of ``data`` that is not blank holds
    ``delimiter``: a table's rows, none a text line. One pass over the decoded lines."""
    decoded = decode(data)
    if decoded.fatal is not None:
        return False
    return all(delimiter in line for line in decoded.lines[at + 1:] if line.strip())


#: The lines a table's header may stand on in a text file: after Excel's ``sep=`` hint
#: and a spreadsheet's title rows (``csv_export.separator_hint``: four at most).
_HEADER_LINES = 6


def _delimited_head(head: str) -> bool:
    """Whether one of the first lines of ``head`` (the file's first bytes, decoded) that
    a table's header may stand on (``_HEADER_LINES``) holds a delimiter of a table's
    cells (``,``, ``;``, a tab or ``|``): the file may be a table (``_may_be_csv_header``,
    ``_table_of_copies``)."""
    first = "\n".join(head.split("\n", _HEADER_LINES)[:_HEADER_LINES])
    if not first.isascii() or "\r" in first:
        first = "\n".join(_OTHER_LINE_END().split(first, _HEADER_LINES)[:_HEADER_LINES])
    return any(mark in first for mark in (",", ";", "\t", "|"))


#: Fewest delimiters on a line among the first of a text file of a deck's zones side by side
#: (``Main Deck<tab><tab>Sideboard<tab>``: two pairs of columns).
_PAIRS_DELIMITERS = 3


def _zones_beside(data: bytes, head: str, zones: ZoneTable) -> Decklist | None:
    """A text file (``.txt``, ``.tsv``, stdin; ``head`` its first bytes, decoded) of a
    deck's zones side by side in pairs of a count's and a name's column, each titled as
    a zone on the rows above (``side_by_side.read_zones_side_by_side``), read as a
    ``.csv`` file so written is (each row was one unknown card of two cards' names, a
    legal deck illegal), or in columns of card lines one a cell, each titled as a zone
    (``zone_columns.read_zone_table``); ``None`` for any other file. Only a file with a
    line of three delimiters or more among its first (a registration sheet's
    ``Player<tab>Bob`` row may stand above the titles) is looked at for pairs."""
    from cardtools.decklist.csv_export import delimiter_of
    from cardtools.decklist.zone_columns import read_zone_table

    lines = head.splitlines()[:_SAMPLED_ROWS]
    paired = _zones_in_pairs(data, lines, zones, _paired_layout(lines)) if any(
        line.count(delimiter_of(line)) >= _PAIRS_DELIMITERS for line in lines) else None
    return paired if paired is not None else read_zone_table(data, zones)


def _zones_in_pairs(data: bytes, lines: list[str], zones: ZoneTable,
                    layout: tuple[str, int, list[int]] | None) -> Decklist | None:
    """The deck of a file whose first ``lines`` give pairs of a count and a card's name
    side by side (``layout``, by ``_paired_layout``), each pair titled as a zone of one
    deck (``side_by_side.read_zones_side_by_side``); pairs side by side on one row only
    (a side deck of one card) too, read only so titled (no other file is refused for
    them). ``None`` for any other file."""
    from cardtools.decklist.side_by_side import read_zones_side_by_side

    layout = layout or _paired_layout(lines, fewest=1)
    return None if layout is None else read_zones_side_by_side(data, *layout, zones)


def _in_utf8(data: bytes) -> bytes:
    """A JSON file's bytes in UTF-8, its lines as they were: a file in UTF-16 (its NUL
    bytes tell it) decoded as its readers decode text (an MTGJSON or Moxfield deck saved
    as UTF-16 was not told by its keys: "not a decklist"); ``data`` itself otherwise, or
    when it does not decode (its reader then says why)."""
    if b"\x00" not in data[:HEAD_BYTES]:
        return data
    decoded = decode(data)
    return data if decoded.fatal is not None else "\n".join(decoded.lines).encode("utf-8")


def _head(data: bytes) -> bytes:
    """The first ``HEAD_BYTES`` bytes of a file, whose content tells its dialect, in UTF-8: a
    file in UTF-16 (its NUL bytes tell it: no decklist in another encoding holds one) is
    decoded first, as its reader decodes it (a Forge or XMage file, a CSV export or an
    XML deck file saved as UTF-16 was read as a plain decklist: its section headers and
    settings unknown cards)."""
    head = data[:HEAD_BYTES]
    if b"\x00" not in head:
        return head
    decoded = decode(data[:16384])
    if decoded.fatal is not None:
        return head
    return "\n".join(decoded.lines).encode("utf-8")[:HEAD_BYTES]


def _may_be_csv_header(head: str) -> bool:
    """Whether the first line of ``head`` (the file's first bytes, decoded) may be a CSV
    header (``_csv_header``): it holds a delimiter. The first line ends at any line
    break the decoder reads as one (``_OTHER_LINE_END``: CR, U+0085, U+2028, U+2029),
    as it ends at ``\\n``: a file of CR line ends was looked at whole, and one whose first
    line holds no delimiter (a ``Sideboard:`` above a Markdown table) was read as a CSV
    export, where the same file with LF line ends was plain text. A header delimited by
    ``|`` alone is looked at only when the file also holds ``[``, ``:``, ``,``, ``;`` or
    a tab."""
    first = head.split("\n", 1)[0]
    if not first.isascii() or "\r" in first:
        first = _OTHER_LINE_END().split(first, 1)[0]
    if "," in first or ";" in first or "\t" in first:
        return True
    return "|" in first and any(mark in head for mark in ("[", ":", ",", ";", "\t"))


#: The line breaks the decoder reads as ``\n`` is (``decoding``), but for ``\n`` itself.
_OTHER_LINE_END = _lazy("[\r\x85\u2028\u2029]")


def _csv_header(head: str) -> bool:
    """Whether the first line of ``head`` is a CSV export's header with a quantity and
    a name column (a count column, or EchoMTG's ``Reg Qty`` and ``Foil Qty``,
    ``SPLIT_QUANTITY_COLUMNS``: such an export was skipped in a walk as a card list)."""
    from cardtools.decklist.csv_export import (
        SPLIT_QUANTITY_COLUMNS,
        header_columns,
        separator_hint,
    )

    lines = head.splitlines()
    first = next(iter(lines[separator_hint(lines):]), "").strip()
    columns = header_columns(first) if first and not first[0].isdigit() else None
    return columns is not None and any(
        role in columns for role in ("quantity", *SPLIT_QUANTITY_COLUMNS))


def _chosen(decklist: Decklist, dialect: str, line: int | None) -> Decklist:
    """``decklist`` with a ``reading`` note naming the dialect chosen by content."""
    if decklist.fatal is None:
        decklist.findings.insert(0, Finding("reading", f"read as {dialect}", line=line))
    return decklist


#: Readers by lower-case file suffix; anything else (and stdin) is plain text, unless
#: its content shows another dialect.
READERS: dict[str, Reader] = {
    ".yaml": _yaml,
    ".yml": _yaml,
    ".json": _json,
    ".dek": _dek,
    ".cod": _cod,
    ".o8d": _o8d,
    ".dck": _dck,
    ".dck_info": _dck,
    ".csv": _csv,
}


def settle_reading(line: DeckLine, card_named: Callable[[str], str | None],
                   unprinted: Callable[[str], bool] = lambda name: False,
                   printed_in: Callable[[str, frozenset[str]], bool] = lambda name, sets: True,
                   translated: Callable[[str, str], bool] = lambda written, name: False,
                   alike: Callable[[str], str | None] = lambda name: None
                   ) -> tuple[DeckLine | None, Finding | None]:
    """``_settled`` (which reading of the line names a card, and what to say of it),
    its copies holographic by a finish marker after ``//`` when the card's name holds
    ``//`` (``DeckLine.holographic_if_whole``); but a line counted as a card whose
    dropped mark names another card (``1 Island [Black Lotus]``, ``1 Opt <Oko, Thief of
    Crowns>``: ``DeckLine.marked``, by a name of two words or more or a card's own
    one-word name, ``_by_its_own_word``) gets a
    ``parse-error`` naming both, the line's card counted: the mark was dropped as an
    Archidekt category or a tag, the banned card with it unsaid; so does a card element
    whose other field names another card (``text.FIELD_WORD``: ``<Cards
    Name="Mountain">Oko, Thief of Crowns</Cards>``). ``unprinted`` tells a card never
    printed for play (``_settled``). A mark that is a set's name (``text.SET_WORD``) is
    the printing when the line's card was printed in that set (``printed_in``: the
    card's name, the set codes; ``4 Island [Time Spiral]``), and the set too, said
    (``_set_not_the_card``), when the mark's whole text is the set's name and a card's
    (``4 Ponder [Time Spiral]``, ``3 Arbolit (Awakening)``). A field naming the line's card
    in another language or one of its type words (``translated``: the text, the card's name;
    ``Lhurgoyf`` in ``Creature \u2014 Lhurgoyf`` beside Tarmogoyf; a sheet's ``Printed
    Name`` of ``Contemplation`` on a row of Ponder) names no other card, nor does a
    set's name or code in a sheet's column (``text.IN_A_COLUMN``: ``Time Spiral``). A
    line read as its first part beside a bar, no card, whose other part names one
    (``card_beside_a_bar``: ``Treasure | Grief``) gets the ``parse-error`` naming it."""
    settled, said = _settled(line, card_named, unprinted)
    if settled is not None and line.holographic_if_whole and not settled.holographic:
        # "1 Fire // Ice *F*": a finish marker after "//" marks a card whose name holds it
        # (a split card's), not one before a "// comment" ("4 Umbral Warden x4 // *F*")
        settled = settled._replace(holographic="//" in (card_named(settled.name) or ""))
    if settled is None or (said is not None and said.rule != "reading"):
        return settled, said
    own = card_named(settled.name)
    written = line.readings[0][0] if line.readings else line.name
    if (barred := _bar_reading(settled, written, own, card_named)) is not None:
        return barred
    if own is None and (beside := card_beside_a_bar(written, card_named, settled.name)):
        # "Treasure | Grief", "Foo | Grief": read as no card (a token left out), the card
        # beside the bar was dropped unsaid
        return settled, _two_cards(settled, AFTER_A_BAR, beside)
    # "1 Island | Fury": read as Island, the other card dropped by a reading
    marked, tags = _without_role_hashtags(line.marked)
    marked = (*marked, *(bar_part_marks(written)
                         if own is not None and card_named(written) is None else ()))
    # "4 Brainstorm #Counterspell" says so; "#Ramp", naming no card, is said of none, as
    # "[Ramp]" is not
    tagged = next((tag for tag in tags if _card_in_mark(tag, card_named, own)), None)
    role = None if tagged is None else _read_as_role(settled, tagged)
    for name in marked:
        if name.startswith(ZONE_WORD):
            # "4 Duress SB", "4 SB Duress": read as 4 Duress, the zone's word dropped as
            # a bare set code
            word, message = name[len(ZONE_WORD):].split("\t", 1)
            if said is not None and not set(word.casefold().split()) <= set(
                    settled.name.casefold().split()):
                return settled, Finding("parse-error", message, line=settled.line,
                                        zone=settled.zone)
            continue
        if name.startswith(FIELD_WORD):
            # <card name="Island">Oko, Thief of Crowns</card>: each tool reads one field
            where, text = name[len(FIELD_WORD):].split("\t", 1)
            card = card_named(text)
            # its own: a name in another language, a type line's word, or in a tab cell a
            # part of the name run across cells ("Phlage,<tab>Titan<tab>of...")
            owned = own is not None and card is not None and (
                translated(text, own) or translated(card, own)
                or (where == IN_A_TAB_CELL and text.casefold() in own.casefold()))
            if card is not None and card != own and (
                    len(text.split()) > 1 or _by_its_own_word(text, card)) and not owned \
                    and not (
                    # a sheet's column of the set: Time Spiral, a card's name too
                    where.startswith(IN_A_COLUMN) and names_a_set(text)):
                return settled, _two_cards(settled, where, card)
            continue
        if name.startswith(("# ", NOTE_WORD)):
            # "1 Island # Black Lotus": a comment naming a card, as after "//"; so is a
            # cell after a tab ("1 Island<tab>Black Lotus"), but a word the name ran on
            # into ("1 Dread<tab>Return")
            where, text = (("after its '#'", name[2:]) if name[0] == "#"
                           else name[len(NOTE_WORD):].split("\t", 1))
            if own is not None and ((line.run_on and text.casefold() in own.casefold()) or (
                    where == AFTER_A_BAR and own.casefold() in text.casefold())):
                continue  # the part of the name read ("Black Lotus // 2|LEA")
            if (noted := _note_card(settled, where, text, card_named, own,
                                    translated)) is not None \
                    and not (name[0] == "@" and _held_card(text, noted, card_named)):
                return settled, noted
            continue
        if name.startswith(SET_WORD):
            # "4 Island [Time Spiral]" is Island's printing of the set; "3 Arbolit
            # (Awakening)", a set's name and a card's, is the set too, said: never a card
            # hidden (it was a parse-error, a legal deck illegal)
            codes, name = name[len(SET_WORD):].split("\t", 1)
            if own is not None and not printed_in(own, frozenset(codes.split())) and (
                    card := card_named(name)) is not None:
                said = _set_not_the_card(settled, name, card)
            continue
        if own is not None and line.run_on and name.casefold() in own.casefold():
            # "1 Gitaxian (Probe)": the mark was read as the card's rest, not dropped
            continue
        if name.startswith(ROLE_WORD):
            # "4 Mana Leak [Counterspell]": Archidekt's category, read as such
            if _card_in_mark(word := name[len(ROLE_WORD):], card_named, own) is not None:
                role = role or _read_as_role(settled, word)
            continue
        card = _card_in_mark(name, card_named, own)
        if card is not None:
            return settled, _two_cards(
                settled, "in a mark the reader drops as a category or a tag", card)
    if (squashed := _squashed_card(line, alike, card_named, own, translated)) is not None:
        return settled, _two_cards(settled, *squashed)
    if (count := _count_of_no_card(line, settled.count, card_named)) is not None:
        return settled, count
    return settled, said if said is not None or role is None else role


#: Where each kind of dropped note stands whose runs of words ``_squashed_card`` reads;
#: a comment's part (``AFTER_A_HASH``) is prose, read whole.
_SQUASHED_WHERE = {"": IN_A_MARK, FIELD_WORD + IN_A_MARK: IN_A_MARK,
                   FIELD_WORD + IN_A_TAB_CELL: IN_A_TAB_CELL,
                   FIELD_WORD + AFTER_A_HASH: AFTER_A_HASH}


def _squashed_card(line: DeckLine, alike: Callable[[str], str | None],
                   card_named: Callable[[str], str | None], own: str | None,
                   translated: Callable[[str, str], bool]) -> tuple[str, str] | None:
    """Where a ``line``'s dropped mark, tab cell or comment part (``DeckLine.marked``)
    stands and the card other than ``own`` it names by the letters and digits alone of a
    run of its pieces (``text.squashed_runs``; ``alike``: the card whose name has those
    letters and digits, ``CardDatabase.named_alike``): ``[The.One.Ring]``,
    ``[theonering]``, ``[Ramp The One Ring]``, ``[RampFury]``, ``[ramp fury]``,
    ``<tab>with The One Ring``; else ``None``. A card of one word is named by a piece
    apart from the others only (``SquashedRun.apart``: not ``[Fog Effects]``), a role
    word's card never (read as a category, ``role_word``); a comment's part only whole,
    but the words adding it (``_bare_words``: ``# plus TheOneRing``; ``# vs The One
    Ring`` is a match-up's note). Quiet: a run naming a set, or the line's
    own card in another language or by its type line (``translated``), a tab cell or a
    mark holding a part of its name run on (``Gitaxian (Probe)``); a card on a card line
    with a count of a mark (``mark_card_lines``, ``card_named``: ``[The One Ring x 1]``,
    counted by the reader)."""
    counted = _marks_counted(line, card_named)
    for entry in line.marked:
        kind, _, text = entry.rpartition("\t") if entry.startswith("@") else ("", "", entry)
        where = None if entry.startswith("# ") else _SQUASHED_WHERE.get(kind)
        if where is None or (own is not None and (where == IN_A_TAB_CELL or line.run_on)
                             and text.casefold() in own.casefold()):
            continue
        runs = list(squashed_runs(_bare_words(text) if where == AFTER_A_HASH else text))
        if where == AFTER_A_HASH:  # the comment's part whole (but "plus"): its longest run,
            # and those beside zone and count words alone ("# 4xBlackLotus")
            runs = [*sorted(runs, key=attrgetter("pieces"))[-1:],
                    *(run for run in runs if run.alone)]
        for run in runs:
            card = alike(run.text) if len(run.text) > 2 else None
            if card is not None and card != own and card not in counted \
                    and _squashed_name(run, card) and not (own is not None and (
                        translated(run.text, own) or translated(card, own))):
                return where, card
    return None


def _marks_counted(line: DeckLine, card_named: Callable[[str], str | None]) -> set[str]:
    """The cards a ``line``'s dropped marks count on card lines of their own
    (``mark_card_lines``: ``[The One Ring x 1]``, ``[Brainstorm (2)]``), which the reader
    counts as a note's (``Decklist.noted``), as written (``marks_as_written``: not
    ``[4xGrief]`` as ``4x Grief``)."""
    return _held_cards([held for entry in marks_as_written(line.marked)
                        for held in mark_card_lines(entry)],
                       card_named)


def _count_of_no_card(line: DeckLine, count: int, card_named: Callable[[str], str | None]
                      ) -> Finding | None:
    """The ``parse-error`` of a ``line`` counted as ``count`` copies whose dropped mark
    holds a count other than ``count`` naming no card (``mark_card_lines``: ``1 Island
    [Card Draw x 3]``, ``[Ramp, Land x 2]``): the mark's count may be the line's, the
    copies it means dropped unsaid, as a mark of a count and one word keeps it in the
    name (``markers.x_count``: ``1 Island [Ramp x 3]``, an unknown card). ``None`` when
    each such mark counts a card (read as a note's card line) or the line's count."""
    marks = [entry for entry in line.marked if not entry.startswith(("@", "# "))]
    for at, entry in enumerate(marks):
        # a part of a mark before it ("The One Ring x": "One Ring x"), a mark kept in the
        # name ("Island [Ramp x 3]", an unknown card), or no count
        if any(entry in mark for mark in (*marks[:at], line.name)) \
                or not holds_x_count(entry) or not (held := mark_card_lines(entry)):
            continue
        if not _held_cards(held, card_named) and any(copies != count for _, copies in held):
            return Finding(
                "parse-error", f"the line names '{line.name}' and, in a mark the reader drops "
                f"as a category or a tag, a count of no card ('{entry}'): counted as {count} "
                f"{line.name}", line=line.line, zone=line.zone,
                hint=f"write the line's count once: {count} {line.name} or the mark's")
    return None


def _squashed_name(run: SquashedRun, card: str) -> bool:
    """Whether a ``run`` of a mark's pieces spelt as ``card``'s name (``_squashed_card``)
    names it: by a name of two words or more, or a run apart from the others
    (``SquashedRun.apart``) that is the card's own one word (``_by_its_own_word``:
    ``Fury``, ``G.R.I.E.F``, not ``foil``); not a role word's card nor a set's name
    (``Time Spiral``). A run of one piece, an ordinary word, names only the card whose
    name it is as names are compared, its spaces alone left out (``theonering``): no
    marks of the card's own name squashed away (``[Tapper]``, ``[Bat]``: not
    T.A.P.P.E.R. nor Bat-)."""
    return (len(card.split()) > 1 or (run.apart and _by_its_own_word(card, card))) \
        and not role_word(card) and not names_a_set(run.text) and (
            run.pieces > 1 or normalise(fold_lookalikes(run.text)) == "".join(
                normalise(card).split()))


def _bar_reading(read: DeckLine, written: str, own: str | None,
                 card_named: Callable[[str], str | None]
                 ) -> tuple[DeckLine | None, Finding] | None:
    """The ``parse-error`` of a line ``read`` as ``own`` (``None``: no card) whose name
    ``written`` holds two cards parted by bars (``_bar_cards``), either of which may be
    meant, with the line as counted; ``None`` for any other line. Read as no card
    (``Island|Grief``, ``Island|Time Walk|1``: a Forge request whole, its set slot
    holding a card's name, whatever follows), the first card is counted, as the line
    writes it first (a line never counts fewer copies than it may mean); read as a set's
    name that is a card's too (``Island | Time Spiral``, the printing's set read as the
    card), the other card is."""
    cards = _bar_cards(written, card_named)
    if cards is None or (own is not None and not (own in cards and names_a_set(read.name))):
        return None
    kept, other = cards[::-1] if own == cards[0] else cards
    counted = read._replace(name=kept)
    return counted, _two_cards(counted, AFTER_A_BAR, other, written)


def _bar_cards(written: str, card_named: Callable[[str], str | None]) -> tuple[str, str] | None:
    """The cards the first two parts of a name ``written`` parted by bars name, when
    each names a card of its own (``Island|Grief``, ``Island|Time Walk|1``: what
    follows them is a Forge request's art index or any words but a card's); else
    ``None`` (``Ashgar | Gar | Grega``: a list of cards, read as one)."""
    written_parts = written.split("|")
    parts = [card_named(part.strip()) for part in written_parts[:2]]
    if len(parts) != 2 or None in parts or parts[0] == parts[1] or any(
            card_named(part.strip()) for part in written_parts[2:]):
        return None
    return parts[0] or "", parts[1] or ""


def column_call_finding(read: DeckLine, marked: Iterable[str],
                        called: Callable[[str], str | None]) -> Finding | None:
    """The ``parse-error`` of a line ``read`` as its card whose sheet's column no role
    reads holds a word that ``called`` finds to call another card (``text.IN_A_COLUMN``
    entries of its line's ``marked``, ``DeckLine.marked``: a legend's short name the day
    refuses, ``Oko`` or ``Foil (Oko)`` under ``Printing``; ``_two_cards``), for a caller
    that knows the day's lists; ``None`` when none calls one."""
    for name in marked:
        if not name.startswith(FIELD_WORD + IN_A_COLUMN):
            continue
        where, text = name[len(FIELD_WORD):].split("\t", 1)
        if (card := called(text)) is not None and card != read.name:
            return _two_cards(read, where, card)
    return None


def beside_a_bar_finding(read: DeckLine, card: str) -> Finding:
    """The ``parse-error`` of a line ``read`` as its card whose part after a bar names
    ``card`` too (``Island | Grief``: ``_two_cards``), for a caller that found the card
    another way (a legend's short name: ``Island | Oko``)."""
    return _two_cards(read, AFTER_A_BAR, card)


def card_beside_a_bar(written: str, card_named: Callable[[str], str | None],
                      read: str | None = None) -> str | None:
    """The card that a part of a name ``written`` with bars names (``_card_after_slashes``)
    when its first part names no card: a token's (``Treasure | Grief``: Grief) or none
    (``Foo | Grief``); a part or card the name the line is ``read`` as holds (its first
    part when ``None``) is not asked, said with that name (``4|Grief``, read whole, an
    unknown card). ``None`` when no other part names a card but a set's name (``Treasure | Time
    Spiral``, a printing's), or when the first part names one (``Island | Grief``,
    ``Ashgar | Gar | Grega``: read by ``settle_reading`` as its card's note, by the
    checker as a list). Pure; never raises."""
    first, bar, _ = written.partition("|")
    if not bar or card_named(first.strip()) is not None or card_named(written) is not None:
        return None
    held = (first if read is None else read).casefold()
    parts = (part.strip() for part in written.split("|"))
    return next((card for part in parts if part and part.casefold() not in held
                 and not names_a_set(part)
                 and (card := _card_after_slashes(part, card_named, None)) is not None
                 and card.casefold() not in held), None)


def _note_card(read: DeckLine, where: str, note: str,
               card_named: Callable[[str], str | None], own: str | None,
               describes: Callable[[str, str], bool]) -> Finding | None:
    """The ``parse-error`` of a line ``read`` as the card ``own`` whose dropped ``note``
    (a ``# comment``'s text, a cell after a tab), standing ``where``, names another card
    (``_card_after_slashes``: ``# Black Lotus``, ``# SB: Black Lotus``) but by a word
    that ``describes`` ``own`` (a type line's ``Karn`` beside Karn Liberated), or counts
    ``own`` again (``_counts_again``: ``# 4x Island``); ``None`` for a note naming no
    card."""
    listed = _card_after_slashes(note, card_named, own)
    if listed is not None and not (own is not None and describes(listed, own)):
        return _two_cards(read, where, listed)
    if _counts_again(note, card_named, own):
        return _counted_again(read, note if where == IN_A_TAB_CELL else f"# {note}")
    return None


def _held_card(note: str, said: Finding, card_named: Callable[[str], str | None]) -> bool:
    """Whether a cell's ``note`` holds a card line with a count (``held_card_lines``:
    ``1 Mind Twist``, ``Mind Twist x1``) of a card ``said``'s message names: the reader
    counts it (``Decklist.noted``), no card dropped."""
    return any(f" {card}" in said.message
               for card in _held_cards(held_card_lines(note), card_named))


def _held_cards(lines: list[tuple[Iterator[HeldName], int]],
                card_named: Callable[[str], str | None]) -> set[str]:
    """The cards of a dropped note's card ``lines`` with a count (``held_card_lines``:
    ``1 Mind Twist``; ``mark_card_lines``: ``The One Ring x 1``), which the reader counts
    (``Decklist.noted``)."""
    return {card for names, _ in lines
            for card in (card_named(name) for name, _ in names) if card is not None}


def _without_role_hashtags(marked: tuple[str, ...]) -> tuple[tuple[str, ...], list[str]]:
    """A line's dropped notes (``DeckLine.marked``) without its hashtags that are role
    words (``role_word``: ``#Counterspell``, ``#Blink``), in each note read from them (the
    comment ``# Counterspell``, a field after its ``#``), and those role words in order
    (empty: none): a hashtag is a mark, its role word the category as ``[Counterspell]``
    is, not the card. A note left with no word is gone."""
    roles = [tag for entry in marked for tag in _HASHTAG().findall(entry) if role_word(tag)]
    if not roles:
        return marked, roles
    kept = []
    for entry in marked:
        kind, tab, text = entry.rpartition("\t") if entry.startswith("@") else ("", "", entry)
        for tag in roles:
            text = re.sub(rf"(?<![^\s#])#?\s?{re.escape(tag)}(?![^\s#])", " ", text)
        if text.strip(" #"):
            kept.append(kind + tab + " ".join(text.split()))
    return tuple(kept), roles


#: A hashtag in a line's dropped note: its word (``#Counterspell``).
_HASHTAG = _lazy(r"(?<!\S)#([^\s#]+)")


def _read_as_role(read: DeckLine, text: str) -> Finding:
    """The ``reading`` note of a line ``read`` whose tag or category ``text`` is a role
    word that names a card too (``role_word``): read as the category, that card not
    counted."""
    return Finding("reading", f"'{text.strip()}' read as a category; a card of that name "
                   "is not counted", line=read.line, zone=read.zone)


def _card_in_mark(name: str, card_named: Callable[[str], str | None],
                  own: str | None) -> str | None:
    """The card other than ``own`` a dropped mark's words ``name`` name (``[Black
    Lotus]``), maybe with what stands round a name in a comment (``_bare_words``:
    ``[and Black Lotus]``, ``<plus Black Lotus>``, ``[a Black Lotus]``, ``[Black Lotus
    too]``, ``[Black Lotus.]``) or among cards joined as a comment joins them (``[Mox Jet
    and Black Lotus]``), by two words or more or a card's own one-word name
    (``_by_its_own_word``); else ``None``. Not by a count's other words nor after a
    label: a link's tag (``<a href=".../lightning-bolt">``), a forum tag's field
    (``[card:Black Lotus]``) are read elsewhere."""
    bare = _bare_words(name)
    # a name's own last mark before a sentence's (Agents of S.H.I.E.L.D.., +2 Mace.) is
    # taken off by the baring with it
    ended = name[:-1] if name[-1:] in _SENTENCE_END else name
    for words in dict.fromkeys((name, ended, bare)):
        card = card_named(words) if words else None
        if card is not None and card != own and (
                len(words.split()) > 1 or _by_its_own_word(words, card)):
            return card
    cards = [_card_named_by(_bare_words(part), card_named)
             for part in JOINED_NAMES().split(bare)]
    if len(cards) > 1 and None not in cards:
        # a role category among them ([Blink, Grief]) is read as such (role_word)
        return next((card for card in cards if card not in (own, None)
                     and not role_word(card)), None)
    return None


def _set_not_the_card(read: DeckLine, mark: str, card: str) -> Finding:
    """The ``reading`` note of a line ``read`` as its card whose ``mark`` is wholly the
    name of a set the card was not printed in and of the card ``card`` too (``3 Arbolit
    (Awakening)``, ``4 Ponder [Time Spiral]``): read as the set's printing, as any set's
    mark is, the card's name said in case it was meant."""
    return Finding(
        "reading", f"the mark '{mark}' beside {read.name} is read as the set {mark}, not the "
        f"card {card}, though {read.name} was not printed in it: read as {read.count} "
        f"{read.name}", line=read.line, zone=read.zone,
        hint=f"to play the card {card}, write it on a line of its own, with its count")


def _two_cards(read: DeckLine, where: str, card: str, written: str | None = None,
               counted: bool = True) -> Finding:
    """The ``parse-error`` of a line ``read`` as a card's name that names the card
    ``card`` too, ``where`` it stands (``after its '//'``, ``in a mark the reader drops
    as a category or a tag``): either card may hide the other; the hint asks for
    ``card``, another card, on a line of its own. ``written``: the line's
    name as written when no card is so named; ``counted``: whether the line's own card
    is counted."""
    named = f"no card is named '{written}': " if written is not None else ""
    kept = f"counted as {read.count} {read.name}" if counted else "not counted"
    return Finding(
        "parse-error", f"{named}the line names '{read.name}' and, {where}, the card "
        f"{card}: {kept}", line=read.line, zone=read.zone,
        hint=f"write {card} on a line of its own, with its count, and {read.count} "
             f"{read.name} on this one")


def _settled(line: DeckLine, card_named: Callable[[str], str | None],
             unprinted: Callable[[str], bool] = lambda name: False
             ) -> tuple[DeckLine | None, Finding | None]:
    """Choose between the readings of a line (``DeckLine.readings``) now that card
    names can be told (``card_named``: the name of the card a name names, else ``None``):
    the first reading that names a card is taken, else the line's own
    name, else (when the line has a ``problem``) no card at all; but a line as written
    naming a card never printed for play (``unprinted``: a playtest card, ``Naturalize
    2``) whose other reading names a printed card (``Naturalize``, 2 copies) is that
    reading, with a note.

    Output: the line as read (``None``: not a card line) and what to say about it (a
    ``reading`` note when a card's name was read over a bad quantity, or when part of
    the line was dropped as a comment or a set code, or run on into a row's next cells
    (``DeckLine.run_on``, tried first); a ``parse-error`` for the
    problem, or when the name run on and the name alone name two cards, ``4 Flash
    {Counter}``: either may hide the other), or ``(line, None)`` when the line as
    written names a card.
    """
    if line.run_on:
        alone = line._replace(readings=line.readings[line.run_on:], run_on=0)
        for name, count in line.readings[:line.run_on]:
            if whole := card_named(name):
                read_alone = _settled(alone, card_named, unprinted)[0]
                if read_alone is not None and card_named(read_alone.name) not in (
                        None, whole):
                    # "4 Flash {Counter}": Flash (banned in Legacy) or Flash Counter?
                    return None, Finding(
                        "parse-error", f"the line names '{read_alone.name}' and, with the "
                        f"words a tab or a mark parts from it, '{name}': not counted",
                        line=line.line, zone=line.zone,
                        hint=f"write the card's name alone: {count} {name} or "
                             f"{read_alone.count} {read_alone.name}")
                return (line._replace(name=name, count=count, readings=(), problem=None,
                                      run_on=0),
                        Finding("reading", f"'{name}' is read as one name: a tab or a "
                                "mark parts its words on the line",
                                line=line.line, zone=line.zone))
        line = alone
    if not line.readings and line.problem is None:
        return line, None
    for position, (name, count) in enumerate(line.readings):
        if card_named(name):
            if count == 0:  # "0 +2 Mace": a card cut from the list
                return None, Finding("reading", f"0 copies of '{name}': not counted",
                                     line=line.line, zone=line.zone)
            taken = line._replace(name=name, count=count, readings=(), problem=None,
                                  bare=False, written_as=_rewritten(line, name))
            if line.problem is None and (hidden := _card_in_comment(
                    taken, (line.name, *(text for text, _ in line.readings)),
                    card_named)) is not None:
                # "Ponder x4 // Black Lotus": the count after the name, the comment
                # dropped with it (the banned card hidden, the deck legal)
                return taken, hidden
            if line.problem is None and position == 0:
                if unprinted(name) and (other := next(
                        ((text, copies) for text, copies in (*line.readings[1:],
                                                             (line.name, line.count))
                         if 0 < copies < 100 and _count_cut(name, text)
                         and card_named(text) and not unprinted(text)),
                        None)) is not None:
                    # "Naturalize 2": the playtest card Naturalize 2, never printed for
                    # play, or 2 Naturalize: the tournament card (it was the playtest
                    # card, a legal deck illegal)
                    return line._replace(name=other[0], count=other[1], readings=(),
                                         bare=False), Finding(
                        "reading", f"'{name}' names a card never printed for tournament "
                        f"play: read as {other[1]} {other[0]}", line=line.line,
                        zone=line.zone)
                return taken, None  # the line as written names a card
            written, written_count = line.readings[0] if line.problem is None else (name, 1)
            return taken, Finding("reading", _read_as(written, name, count, line.problem,
                                                      written_count),
                                  line=line.line, zone=line.zone)
    if line.problem is not None:
        return None, Finding("parse-error", line.problem, line=line.line, zone=line.zone)
    written, written_count = line.readings[0]
    if (written, written_count) == (line.name, line.count):
        return line._replace(readings=()), None  # no reading names a card: as written
    rest = written[len(line.name):].strip()
    # each reading's text: "Ponder (vs 1 Black Lotus)" reads its comment as "--" one
    texts = (written, *(text for text, _ in line.readings[1:]))
    if written_count != 0 and (hidden := _card_in_comment(line, texts,
                                                          card_named)) is not None:
        first = card_named(line.name) is not None
        return line._replace(readings=()) if first else None, hidden
    if written_count != 0 and _COMMENT_MARK().match(rest) and written.startswith(line.name):
        if is_directive(rest):
            return line._replace(readings=()), None  # said by the suppression rule
        note = f"no card is named '{written}': '{rest}' is read as a comment"
    else:
        note = _read_as(written, line.name, line.count, None, written_count)
    return line._replace(readings=()), Finding("reading", note, line=line.line,
                                               zone=line.zone)


def _rewritten(line: DeckLine, name: str) -> str:
    """What ``line`` wrote (its first reading, as the reading note quotes it) when the
    reading ``name`` taken is no part of it but a rewrite of its letters (``Lame d air``
    read as ``Lame dair``, ``air_blade`` as ``air blade``, ``LAME D AIR`` as ``LAME
    DAIR``): the name a message quotes as written (``DeckLine.written_as``; it quoted the
    rewrite, a name the list never wrote). ``""`` when the line wrote ``name`` (or a
    text holding it: ``Ponder (M10)``, ``Naturalize 2``) or has a problem."""
    if line.problem is not None or not line.readings:
        return ""
    written = line.readings[0][0]
    return "" if name.casefold() in written.casefold() else written


def _count_cut(written: str, name: str) -> bool:
    """Whether ``name`` is ``written`` without a count after it (``Naturalize`` of
    ``Naturalize 2``, ``Ponder x4``), not without other words (``No Way Out`` of ``No Way
    Out (Playtest)``)."""
    rest = written[len(name):] if written.startswith(name) else ""
    return rest[:1].isspace() and rest.strip().strip("xX\u00d7").isdigit()


def _card_in_comment(read: DeckLine, texts: tuple[str, ...],
                     card_named: Callable[[str], str | None]) -> Finding | None:
    """The ``parse-error`` of a line ``read`` as a card's name whose comment after it,
    in one of ``texts`` (the line as written, its readings), names another card: as a
    split card's second half (``4 Ponder // Black Lotus``, ``Ponder x4 -- Black Lotus``,
    ``4 Mountain (THB) 254 // 1 Oko, Thief of Crowns``, ``_card_after_slashes``) or with
    the name as its first words (``1 Dread // Return``, the banned Dread Return); else
    ``None``. Either card may hide the other: the name, when a card's, is counted."""
    marked = [(written, mark) for written in texts
              if (mark := _comment_mark(read.name, written)) is not None]
    if not marked:
        return None
    # the first text with a comment, and the comment saying what the card is for read
    # as a "--" one ("(vs aggro and one Black Lotus)", another reading's "//" first)
    said = {match_up_comment(text) for text in texts} - {None}
    # the comment as said quoted first: another reading's "//" for "and" is no mark of it
    tried = [each for each in marked if each[0] in said] + marked[:1]
    for written, mark in dict.fromkeys(tried):
        if (found := _comment_card(read, texts, written, mark, card_named)) is not None:
            return found
    return None


def _comment_mark(name: str, written: str) -> re.Match[str] | None:
    """Where a comment starts after ``name`` in ``written`` (``_COMMENT_START``), if
    ``written`` holds the name and a comment after it."""
    at = written.casefold().find(name.casefold())
    return _COMMENT_START().search(written, at + len(name)) if at >= 0 else None


def _comment_card(read: DeckLine, texts: tuple[str, ...], written: str, mark: re.Match[str],
                  card_named: Callable[[str], str | None]) -> Finding | None:
    """``_card_in_comment``'s finding for one text ``written`` of the line, its comment
    starting at ``mark``."""
    name, count = read.name, read.count
    # "《Island // Grief》": the quote closing the whole name is no part of the comment's card
    comment, own = written[mark.start():].rstrip(QUOTE_MARKS + " "), card_named(name)
    second = (_card_after_slashes(comment, card_named, own)
              or _card_in_name_forms(comment, card_named, own))
    if second is None and _counts_again(comment, card_named, own):
        return _counted_again(read, comment)
    whole = card_named(f"{name} {_COMMENT_MARK().sub('', comment).strip()}")
    if second is None and whole is not None and whole != own:
        counted = f"counted as {count} {name}" if own is not None else "not counted"
        return Finding(
            "parse-error", f"no card is named '{written}': without its '{mark[0][:2]}' the "
            f"line names the card {whole}: {counted}", line=read.line, zone=read.zone,
            hint=f"write the card's name as it is: {count} {whole}"
                 + (f", or {count} {name} alone" if own is not None else ""))
    if second is None and mark[0].startswith("/"):
        # "4 Fire // Tear": a face of another card ("1 Dread // Return" is Dread Return)
        second = _face_after_slashes(name, comment, card_named, own)
    if second is None:
        return None
    # "Pyroblast (vs 1 Black Lotus)", read as its "--" comment: quoted as written
    shown = next((text for text in texts if match_up_comment(text) == written), None)
    return _two_cards(read, "in its comment" if shown else f"after its '{mark[0][:2]}'",
                      second, shown or written, own is not None)


#: Where a comment after a card's name starts: ``//`` (run into the name too), or two
#: hyphens or more after a space (``4 Ponder -- cantrip``).
_COMMENT_START = _lazy(r"//|(?<!\S)--+(?=\s|$)")
#: The mark a comment after a card's name starts with (``//``, ``--``:
#: ``text._DASHES_COMMENT``).
_COMMENT_MARK = _lazy(r"^(?:/{2,}|--+)")
#: The marks that part a comment after a card into comments (``// a // b``, ``# a #
#: b``, ``// a -- b``): each part may name a card.
_COMMENT_PARTS = _lazy(r"/{2,}|#+|(?<!\S)--+(?=\s|$)")
#: What parts the cards of a list in a comment (``// Mox Jet, Black Lotus``, ``Mox
#: Jet,Black Lotus``, ``Mox Jet & Black Lotus``, ``Mox Jet | Black Lotus``).
_LISTED = _lazy(r"\s*[,;&|]\s*")
#: A comment's first sentence or clause of two words or more (``// Black Lotus. Great
#: card``, ``// Black Lotus!! lol``, ``// Black Lotus - great``: ``Black Lotus``), a card
#: may be named in; not a later one (``// good vs. Doomsday``) nor a word alone (``//
#: Sorry. Typo``: an interjection as often as a card's own word).
_FIRST_SENTENCE = _lazy(r"^(\S+(?:[ \t]+\S+)+?)"
                        r"(?:(?<=[^\W\d_])[.!?\u2026]+\s|\s+[-\u2013\u2014]+\s)")
#: A line prefix or a note's label before a card line in a comment (``// SB: 1 Name``).
_COMMENT_LABEL = _lazy(r"^[^\W\d_][\w '\-]{0,30}:+\s*")
#: The words that add a card to the line's in a comment, before its name (``// and Black
#: Lotus``, ``// plus Black Lotus``, ``// + Black Lotus``, ``// also Black Lotus``, ``//
#: et Black Lotus``), or one in its stead (``// or Black Lotus``: either card may be the
#: deck's), or after it (``// Black Lotus too``, ``// Black Lotus as well``), maybe
#: emphasised (``// *and* Black Lotus``): the comment names the card as ``// Black
#: Lotus`` does. The words are the game data's ``adding_words`` and
#: ``added_after_words``.
_ADDING = lazy_built(lambda: (
    r"^(?:[*_~`]*" + any_of(bundled_zones().adding_words) + r"[*_~`]*\s+|[+&\uff0b\uff06]\s*)+"
    r"|\s+[*_~`]*" + any_of(bundled_zones().added_after_words) + r"[*_~`]*$"), re.IGNORECASE)


def _counted_tails(text: str) -> list[str]:
    """The runs of words of ``text`` that a count goes before (``aggro 1 Black Lotus`` ->
    ``Black Lotus``, and its first words: ``1 Black Lotus in sb``) or after (``aggro
    Black Lotus x1`` -> ``Black Lotus``, ``aggro Black Lotus``): the names a card line
    with a count may write there. Marks between words part them and a count run into a
    word is one of its own (``aggro/1 Black Lotus``, ``aggro+1``, ``(1 Black Lotus)``,
    ``1Black Lotus``, ``1 Black_Lotus``); a name's last mark is dropped (``1 Black
    Lotus!``) and its hyphens may part its words (``1 Black-Lotus``)."""
    words = _COUNT_RUN_IN().sub(" ", _COUNT_PARTING().sub(" ", text)).split()
    article = {at for at, word in enumerate(words) if word.casefold() in articles()}
    counts = [at for at, word in enumerate(words) if written_count(word) or at in article]
    if not counts:
        return []
    tails: list[str] = []
    # each count's name lies between it and the counts beside it (a list's next line)
    for previous, at, following in zip([-1, *counts[:-1]], counts,
                                       [*counts[1:], len(words)], strict=True):
        after = words[at + 1:following][:_MOST_NAME_WORDS + _MOST_UNIT_WORDS]
        # "1 x Ponder", "1 copy of Ponder", "1 more Ponder", "a foil Fury": a unit's or
        # prose's words between the count and a name of any length; but after the second
        # number of a pair, a name of two words or more ("1/1 Spirit flashback": a
        # creature's power and toughness, no count of the card Flashback)
        # prose's words ("a fog effect", "1 of the best vs Urza's Saga"): an article
        # takes one word between it and the name, a number a few, and a name of one word
        # after them ends the comment ("1 more Ponder", not "a flash threat")
        paired = 0 < at == previous + 1
        units = _MOST_ARTICLE_UNITS if at in article else _MOST_UNIT_WORDS
        # a name of one word after "another" or "some" is written as a name is, with a
        # capital ("// another Ponder"; "// some graveyard hate", "// another blink" are
        # prose; "// a balance" may name the card)
        capital = at in article and words[at].casefold() in _CAPITAL_ARTICLES
        tails += [" ".join(after[start:end]) for start in range(units + 1)
                  for end in range(start + 1 + (min(start, 1) if paired else 0),
                                   min(len(after), start + _MOST_NAME_WORDS) + 1)
                  if end - start > 1 or (start == 0 and at not in article)
                  or (end == len(after) and (not capital or after[start][:1].isupper()))]
        before = words[max(previous + 1, at - _MOST_NAME_WORDS):at]
        before = before[:-1] if before[-1:] in (["x"], ["X"]) else before
        tails += [" ".join(before[start:]) for start in range(len(before))]
    tails += [trimmed for tail in tails if (trimmed := tail.strip(_NAME_END_MARKS)) != tail]
    # "2 more Ponders", "2 Black Lotuses": a name's plural
    tails += [tail[:-len(end)] for tail in tails for end in _PLURAL_ENDS
              if tail.endswith(end) and len(tail) > len(end) + 2]
    tails += [spaced for tail in tails if (spaced := _NAME_HYPHENS().sub(" ", tail)) != tail]
    return [tail for tail in dict.fromkeys(tails) if tail]


#: The marks that part the words of a comment around a count (``aggro/1 Black Lotus``,
#: ``aggro+1``, ``(1 Black Lotus)``, ``aggro=1``, ``1 Black_Lotus``, ``note…2``, a
#: zero-width space), no card name's.
_COUNT_PARTING = _lazy(r"[/+=;|<>\[\](){}#\"*_\u00d7\u2026\u200b]|(?<=\S)[.:,-](?=\d)"
                       r"|(?<!\S)-(?=\d)|(?<=\d)[-\u2010-\u2015](?=[^\W\d_])")
#: The hyphens that may part a name's words in a comment (``1 Black-Lotus``).
_NAME_HYPHENS = _lazy(r"[-\u2010-\u2015]")
#: Where a count is run into the word after it (``1Black Lotus``), or a word into it.
_COUNT_RUN_IN = _lazy(r"(?<=\d)(?=[^\W\d_xX]|[xX][^\W\d_])"
                      r"|(?<=[^\W\d_])(?<!(?<![^\W\d_])[xX])(?=\d)")
#: The marks a name in a comment may end with that no card's name does (``1 Black
#: Lotus!``, ``1 Black Lotus.``).
_NAME_END_MARKS = ".,;:!?'\"\u2019 "
#: The most words a card's name of a comment is looked for in, after or before a count.
_MOST_NAME_WORDS = 12
#: The most words between a count and a card's name in a comment (``1 copy of``, ``1
#: more foil``); after an article, one (``a foil Fury``): more are prose's (``a must vs
#: Murktide Regent``, ``an answer to Living End`` refused legal decks).
_MOST_UNIT_WORDS = 3
_MOST_ARTICLE_UNITS = 1
#: The endings of a name's plural in a comment (``2 more Ponders``, ``2 Black Lotuses``).
_PLURAL_ENDS = ("s", "es")
#: Those of them a one-word name after counts only when written with a capital
#: (``// some exile``, ``// another blink``: prose as often as a card).
_CAPITAL_ARTICLES = frozenset(("another", "some"))
#: One of them before a name in a dropped mark (``[a Black Lotus]``).
_ARTICLE_FIRST = lazy_built(lambda: r"^" + any_of(articles()) + r"\s+", re.IGNORECASE)


#: A match-up's or a purpose's first word at a comment's start (``vs``, ``for``:
#: ``label_word``), and the spaces after it.
_AFTER_LABEL_WORD = lazy_built(lambda: r"^" + label_word() + r"[\s:]*", re.IGNORECASE)


#: A count before or after a card's name in a ``// comment`` (``// 1 Oko, Thief of
#: Crowns``, ``// Black Lotus x1``).
_COMMENT_COUNT = _lazy(r"^\d{1,3}\s*[xX\u00d7]?\s+(?=\S)"
                       r"|(?<=\S)\s+(?:[xX\u00d7]\s?\d{1,3}|\d{1,3}\s?[xX\u00d7]?)$")




def _card_after_slashes(comment: str, card_named: Callable[[str], str | None],
                        own: str | None) -> str | None:
    """The card other than ``own`` (the card before the comment) that a ``// comment``,
    or a part of it between ``//``, names by a name of its own (``// Black Lotus``, ``//
    1 Oko, Thief of Crowns``, ``// Ice // Oko, Thief of Crowns``, a look-alike or another
    language's name too, a face of two words or more: ``// Reflection of Kiki-Jiki``; one
    word only as a card's own name, ``_by_its_own_word``), as a split card's second half
    is written, or a card of a list there (``// Mox Jet, Black Lotus``); ``None`` for a
    comment naming no card otherwise (``// burn``, a half of Turn // Burn; ``// foil``: a
    comment's words)."""
    halves, parts = _comment_parts(comment)
    for part in parts:
        card = _card_named_by(part, card_named)
        if card is not None and card != own:
            return card
    for card in _counted_cards(parts, card_named):
        if card != own:
            return card
    for half in halves:  # "// Mox Jet and Black Lotus": a list if each part is a card
        cards = [_card_named_by(_bare_words(part), card_named)
                 for part in JOINED_NAMES().split(half)]
        if len(cards) > 1 and None not in cards:
            return next((card for card in cards if card != own), None)
    return None


def _face_after_slashes(name: str, comment: str, card_named: Callable[[str], str | None],
                        own: str | None) -> str | None:
    """The multi-face card other than ``own`` (the card the line's ``name`` names) that a
    ``// comment``, or a part of it between its marks (``// Ice // Tear``:
    ``_comment_split``), after a label too (``// Sideboard: Ice``), names by one face's or
    half's name, as a split card's second half is written (``4 Fire // Tear``, Tear a
    half of Wear // Tear; ``4 Mountain // Stomp``, the adventure of Bonecrusher Giant):
    the line mixes two cards, either may be meant. Only when the line's name is itself
    a face or half of its multi-face card (``own``): after a single-faced card's whole
    name, a face is a comment's word (``4 Lightning Bolt // Burn``, a category, Burn a
    half of Turn // Burn). A word written small after a name with capitals (``4 Fire //
    Ice // burn``) stays a comment's word too, unless the line's name is written small
    (``4 fire // tear``) or its card's other half is not after it (``4 Fire // tear``:
    split-card writing); else ``None``."""
    # each part between "//" as written, after a zone's label too ("// Sideboard: Ice");
    # not prose's words round it ("// some Burn")
    if own is None or not _one_face(name, own):
        return None  # "4 Lightning Bolt // Burn": a comment after a whole card's name
    halves = [half.strip() for half in _comment_split(comment)]
    parts = [*halves, *(_COMMENT_LABEL().sub("", half) for half in halves)]
    # "4 Fire // tear": a half alone before the "//", its card's other half not after it
    split_written = not any(_one_face(part, own) for part in parts)
    small_name = not any(letter.isupper() for letter in name)
    for part in parts:
        card = card_named(part) if len(part.strip()) > 2 else None
        if card is None or card == own or not _one_face(part, card):
            continue
        if split_written or small_name or part[:1].isupper():
            return card
    return None


def _one_face(words: str, card: str) -> bool:
    """Whether ``words`` are the name of one face or half of the multi-face ``card``
    (``Tear`` of Wear // Tear, ``Stomp`` of Bonecrusher Giant // Stomp), not its whole
    name."""
    faces = card.split(_FACES_MARK)
    return len(faces) > 1 and normalise(fold_lookalikes(words)) in {
        normalise(face) for face in faces}


#: What parts the faces of a multi-face card's name (``Fire // Ice``).
_FACES_MARK = " // "


def _counts_again(comment: str, card_named: Callable[[str], str | None],
                  own: str | None) -> bool:
    """Whether a ``comment`` after the card ``own``'s name counts copies of ``own``
    again (``4 Psychic Frog // 2 Psychic Frog``, ``// +2 Psychic Frog``, ``// Psychic
    Frog x2``, ``// 2 more Thoughtseize``: ``_counted_cards``), so that the line may mean
    another count than its own."""
    return own is not None and own in _counted_cards(_comment_parts(comment)[1], card_named)


def _counted_again(read: DeckLine, comment: str) -> Finding:
    """The ``parse-error`` of a line ``read`` as a card's name whose ``comment`` counts
    copies of that card again (``_counts_again``): the copies meant are not known, and a
    line never counts fewer copies than it may mean."""
    said = comment.strip()[:40]
    return Finding(
        "parse-error", f"the line counts {read.count} {read.name} and its comment "
        f"'{said}' gives a count of {read.name} too: counted as {read.count} {read.name}",
        line=read.line, zone=read.zone,
        hint=f"write the copies of {read.name} meant once, on one line, without the "
             "count in the comment")


def _comment_parts(comment: str) -> tuple[tuple[str, ...], list[str]]:
    """The halves of a ``comment`` (its text, and its parts between comment marks) and
    its parts a card may be named in (its halves, a list's items, a card line after a
    label: ``_card_after_slashes``), each once."""
    split = _comment_split(comment)
    # "// and Mox Jet and Black Lotus too!": each without what stands round its words
    halves = tuple(dict.fromkeys((*split, *(_bare_words(half) for half in split))))
    # "// Mox Jet, Black Lotus": each card of a list in the comment too (it was a comment)
    parts = [part.strip() for part in (
        *halves, *(listed for half in halves for listed in _LISTED().split(half)))]
    # "// Black Lotus. Great card": the comment's first sentence too, written as a
    # card's name is ("// Think twice. Maybe" is prose)
    parts += [first[1] for half in halves if (first := _FIRST_SENTENCE().match(half))
              and _capitalised_as_a_name(first[1])]
    # "// SB: 1 Black Lotus": a card line after a zone's or a note's prefix too
    parts += [unlabelled for each in parts
              if (unlabelled := _COMMENT_LABEL().sub("", each)) != each and unlabelled]
    parts += [bare for each in parts if (bare := _bare_words(each))]
    # "// Grief SB", "-- Black Lotus 4 copies": a name beside zone or count words too
    parts += [named for each in parts if (named := without_aside_words(each))]
    return halves, list(dict.fromkeys(parts))


def _comment_split(comment: str) -> tuple[str, ...]:
    """A ``comment``'s text and its parts between comment marks, as written (``# a #
    Black Lotus``, ``// a -- Black Lotus``: ``a``, ``Black Lotus``)."""
    # "// cardtools: disable=all Black Lotus": the words past a directive's own
    text = after_directive(_COMMENT_MARK().sub("", comment))
    return (text, *_COMMENT_PARTS().split(text))


def _card_in_name_forms(comment: str, card_named: Callable[[str], str | None],
                        own: str | None) -> str | None:
    """The card other than ``own`` a ``// comment``'s part (``_comment_parts``) names
    written as a ``#`` comment's name may be (``text.comment_names``: ``// The-One-Ring``,
    ``// w/ TheOneRing``, ``// Ramp,TheOneRing``, a suppression directive's reason or
    rule list: ``// cardtools: disable=all,The-One-Ring``), by a name of its own
    (``_card_named_by``); else ``None``."""
    for part in _comment_parts(comment)[1]:
        for entry in comment_names(part):
            card = _card_named_by(entry.split("\t", 1)[1], card_named)
            if card is not None and card != own:
                return card
    return None


def _capitalised_as_a_name(words: str) -> bool:
    """Whether ``words`` are written as a card's name is, each word of more than three
    letters with a capital (``Black Lotus``, ``Force of Will``; not ``Think twice``,
    ``Game plan``: a sentence's words)."""
    return all(not word[:1].isalpha() or word[:1].isupper() or len(word) <= _SMALL_WORD
               for word in _bare_words(words).split())


#: The longest word a card's name may write small (``of``, ``the``, ``and``, ``to``).
_SMALL_WORD = 3


def _bare_words(text: str) -> str:
    """``text`` without what may stand round a card's name in a comment and is no part
    of it, as often as it stands: the words adding the card (``_ADDING``: ``and Black
    Lotus``, ``Black Lotus too``), the brackets, quote, emphasis and code marks round it
    (``*Black Lotus*``), the marks leading to it (``...and Black Lotus``, ``• Black
    Lotus``), a sentence's end after it (``Black Lotus.``, ``Black Lotus too!!``,
    ``Black Lotus :)``) and an article before a name written with a capital (``a Black
    Lotus``; ``some chaos`` is prose). A name's own end (``For the Emperor!``) is read
    as written too: the text is asked for a card before it is made bare."""
    for _ in range(_MOST_BARINGS):
        bare = _ADDING().sub("", text.strip(_AROUND_WORDS).lstrip(_LEADING_MARKS)
                             .rstrip(_SENTENCE_END)).strip()
        article = _ARTICLE_FIRST().match(bare)
        if article is not None and bare[article.end():article.end() + 1].isupper():
            bare = bare[article.end():]
        if bare == text:
            break
        text = bare
    return text


#: The brackets, quote marks and emphasis marks that may stand round a card's name in a
#: comment (``*Black Lotus*``, ``_Black Lotus_``, ``~Black Lotus~``), and the marks that
#: may lead into it (``...and Black Lotus``, ``- and Black Lotus``).
_AROUND_WORDS = " ()[]{}<>\"'`\u2018\u2019\u201c\u201d\u00ab\u00bb*_~\u00a1\u00bf"
_LEADING_MARKS = " .\u2026-\u2010\u2011\u2012\u2013\u2014\u2015\u2022\u00b7\u2192>=:"
#: The marks of a sentence's end (and a smiley's) after a card's name in a comment.
_SENTENCE_END = " .,;:!?)\u2026\u3002"
#: How many times ``_bare_words`` takes off what stands round a name, at most.
_MOST_BARINGS = 4


def _counted_cards(parts: list[str], card_named: Callable[[str], str | None]
                   ) -> Iterator[str]:
    """The cards a count in one of a comment's ``parts`` (``_comment_parts``) counts
    copies of (``-- vs 1 Black Lotus``, ``(vs aggro, one Black Lotus)``, ``// 1 Black
    Lotus in sb``, ``// 1 more Ponder``, ``// a foil Fury``, ``// Ponder x2``, ``// +2
    Fureur``: ``_counted_tails``), by a name of any length or language, but a face's one
    word (``// 1 more turn``, a half of Turn // Burn, is a comment's word)."""
    tails = (tail for each in parts
             for tail in _counted_tails(_AFTER_LABEL_WORD().sub("", each)))
    for tail in dict.fromkeys(tails):
        card = _card_named_by(tail, card_named)
        if card is None and len(tail.split()) == 1 and len(tail) > 2 and (
                tail.casefold() not in bundled_zones().printing_words):
            # "// 1 more Fureur": one word of another language's name, counted
            card = card_named(tail)
            faces = normalise(card or "").split(" // ")
            card = None if len(faces) > 1 and normalise(tail) in faces else card
        if card is not None:
            yield card


def _card_named_by(part: str, card_named: Callable[[str], str | None]) -> str | None:
    """The card a part of a comment names by a name of its own, maybe after or before a
    count (``1 Black Lotus``, ``Black Lotus x1``) or before a note of the copies held
    (``Black Lotus (have 2)``: ``held_note_start``): two words or more, or one that is a
    card's own name (``_by_its_own_word``); else ``None``."""
    uncounted = _COMMENT_COUNT().sub("", part)
    # the note before its count is cut ("Black Lotus - need 1": the " 1" is no count)
    unheld = [text[:held].strip() for text in (part, uncounted)
              if (held := held_note_start(text))]
    for name in dict.fromkeys((part, uncounted, *unheld)):
        card = card_named(name) if name else None
        if card is not None and (len(name.split()) > 1 or _by_its_own_word(name, card)):
            return card
    return None


def _by_its_own_word(word: str, card: str) -> bool:
    """Whether a comment of one ``word`` is ``card``'s own whole name, look-alike letters
    read (``// Ponder``, a Cyrillic o for its o), and no printing's word (``// foil``, though Foil
    is a card): not a face (``// burn``) nor a name in another language (``// hate``, the
    French Hâte of Expedite), words a comment says; nor a word of one or two letters
    (``// x``, ``# x``: a note's mark, though X is a card)."""
    return (len(word.strip()) > 2 and normalise(fold_lookalikes(word)) == normalise(card)
            and word.casefold() not in bundled_zones().printing_words)


def _read_as(written: str, name: str, count: int, problem: str | None,
             written_count: int = 1) -> str:
    """What a ``reading`` note says of a line read as ``count`` copies of ``name``."""
    if problem is not None:
        return f"'{name}' names a card: read as {count} {name}"
    if written_count == 0:
        return (f"no card is named '{written}': the count it gives is read, not the 0 "
                f"before it: read as {count} {name}")
    return f"no card is named '{written}': read as {count} {name}"


def written_before_reading(note: str, count: int, name: str) -> str | None:
    """The line as written that a ``reading`` note (``_read_as``) says was read as
    ``count`` copies of ``name`` when no card is named by it whole (``Round 2: 11:15``,
    read as 15 ``Round 2: 11``), else ``None``."""
    head, tail = "no card is named '", f"': read as {count} {name}"
    if note.startswith(head) and note.endswith(tail) and len(note) > len(head) + len(tail):
        return note[len(head):-len(tail)]
    return None


#: A ``reading`` note of ``_read_as`` (``no card is named 'Ponder;4': read as 4 Ponder``):
#: the line as written, the count and the name.
_READ_AS = re.compile(r"no card is named '(?P<written>.+)': read as (?P<count>\d+) (?P<name>.+)",
                      re.DOTALL)
#: A mark parting a count from a card's name (``;``, ``,``, `` - ``, ``=``), spaces around.
_COUNT_MARK = r"\s*([^\w\s()\[\]{}<>'\"]{1,2})\s*"


def _count_mark(message: str) -> tuple[str, bool] | None:
    """The mark a ``reading`` note's line parts its card's name and its count with, and
    whether the count comes first (``Ponder;4``: ``(';', False)``, ``4 ; Ponder``:
    ``(';', True)``; the note may name the card otherwise, ``Delver of Secrets;4`` read
    as Delver of Secrets // Insectile Aberration); ``None`` for another note."""
    read = _READ_AS.fullmatch(message)
    if read is None:
        return None
    count = re.escape(read["count"])
    after = re.fullmatch(rf"(?=.*[^\W\d_]).+?{_COUNT_MARK}{count}", read["written"])
    if after is not None:
        return after[1], False
    first = re.fullmatch(rf"{count}{_COUNT_MARK}(?=.*[^\W\d_]).+", read["written"])
    return None if first is None else (first[1], True)


def one_count_mark_note(findings: list[Finding]) -> list[Finding]:
    """``findings`` with the ``reading`` notes of lines read as a card and a count a mark
    parts (``Thoughtseize;4``, ``4;Thoughtseize``, ``Island - 52``: ``_count_mark``) said
    once when the same mark parts them on several lines, the same side first: on the
    first of them, naming the mark and the lines (``markers.placing_summary``). A list
    written ``Name;Count`` said it on each line, 36 notes saying one thing."""
    lines: dict[tuple[str, bool], list[int]] = {}
    for finding in findings:
        if finding.rule == "reading" and finding.line is not None and (
                marked := _count_mark(finding.message)) is not None:
            lines.setdefault(marked, []).append(finding.line)
    repeated = {marked: numbers for marked, numbers in lines.items() if len(numbers) > 1}
    if not repeated:
        return findings
    kept = []
    for finding in findings:
        marked = _count_mark(finding.message) if finding.rule == "reading" else None
        numbers = None if marked is None else repeated.get(marked)
        if marked is None or numbers is None:
            kept.append(finding)
        elif finding.line == numbers[0]:
            mark, first = marked
            said = (f"'{mark}' is read as the mark between each card's "
                    + ("count and its name" if first else "name and its count")
                    + f" ({finding.message})")
            kept.append(finding._replace(message=placing_summary(said, numbers)))
    return kept


def read_decklist(data: bytes, path: str, zones: ZoneTable | None = None,
                  walked: bool = False) -> Decklist:
    """Read a decklist's bytes with the reader its file suffix calls for, or, for the
    suffixes several tools share (``.dck``, ``.txt``, ``.csv``, ``.json``) and stdin, the
    one its content shows (stated by a ``reading`` note).

    Input: the bytes, the path as the user gave it (``-`` for stdin), the zones of
    the game data (``gamedata.zone_table``; default: the bundled games') and whether a
    folder walk found the file (then a ``.csv`` file that is not a card export holds no
    deck: ``no_deck``, skipped by the walk; named, it is read as plain text). Output: a
    ``Decklist`` whose card names all obey the same limits whatever the dialect
    (``within_limits``). A file with nothing in it (no bytes, blanks or a byte order
    mark alone) is an empty text decklist, a deck of no cards, with a ``reading`` note
    saying so (``empty_file``); in a dialect that cannot be empty (YAML, JSON, XML, a
    CSV export), named or walked, it is a ``fatal`` ``file-error``. The numbers of a
    file's lines that are not UTF-8, read in cp1252, are kept
    (``Decklist.code_page_lines``). Never raises.
    """
    # ".txt", the usual suffix, has no reader of its own: told without splitting the path
    suffix = ".txt" if path.endswith(".txt") else plain_suffix(path)
    empty = empty_reason(data, path)
    if empty is not None:
        return _empty(empty, data, text=suffix not in READERS or suffix in _TEXT_SUFFIXES,
                      zones=zones)
    reader = (_WALKED_READERS.get(suffix) if walked else None) or READERS.get(suffix, _plain)
    zones = zones or bundled_zones()
    decklist = within_limits(_xml_sniffed(data, zones, suffix) or reader(data, path, zones))
    if decklist.fatal is None:
        decklist.suppressions = read_suppressions(data)
        _keeper_named(decklist, suffix)
        _bidi_controls(data, decklist)
        decklist.code_page_lines = code_page_lines(data)
    return decklist


#: The forms of plain-text decklist files whose suffix tells them, as the note reading a
#: commander from their ``SB:`` lines names them (``text.TEXT_PREFIX_KEEPER`` for any
#: other: a ``.txt`` file, stdin).
PREFIX_KEEPERS = {".mwdeck": "Magic Workstation's .mwDeck file, with its SB: lines,",
                  ".dec": "an Apprentice or MTGTop8 .dec file, with its SB: lines,"}


def _keeper_named(decklist: Decklist, suffix: str) -> None:
    """Name, in place, the form of the file of ``suffix`` (``PREFIX_KEEPERS``) as the
    keeper of the ``SB:`` lines the text reader read (``text.TEXT_PREFIX_KEEPER``), for
    the note reading a Commander deck's commander there: a ``.mwDeck`` file's was said to
    be Cockatrice's text export."""
    form = PREFIX_KEEPERS.get(suffix, TEXT_PREFIX_KEEPER)
    for guess in decklist.guesses:
        if guess.keeper == TEXT_PREFIX_KEEPER:
            guess.keeper = form


def _bidi_controls(data: bytes, decklist: Decklist) -> None:
    """Make each line of ``data`` and each card name of ``decklist`` holding a
    bidirectional control (``text.bidi_control``) a ``parse-error``, in every dialect
    (a CSV cell, a JSON string, an XML attribute): ``Island \u202e# gniR enO ehT 1``
    shows as ``Island 1 The One Ring #``, and what a person reads is not what is
    counted. A line the reader already said so of is not said twice."""
    said = {finding.line for finding in decklist.findings if finding.rule == "parse-error"
            and finding.message.startswith("line holds a bidirectional")}
    held = [] if data.isascii() else list(enumerate(decode(data).lines, start=1))
    if not decklist.ascii_names:  # a JSON string may write it as an escape
        held += [(line.line or 1, line.name) for line in decklist.lines]
    for number, text in held:
        if number not in said and not text.isascii() and (found := bidi_control(text)):
            said.add(number)
            decklist.findings.append(Finding("parse-error", bidi_problem(found[0]),
                                             line=number))


#: The readers of the suffixes a folder walk reads otherwise than when named: a file
#: holding no deck there is skipped, said (``no_deck``), not judged.
_WALKED_READERS: dict[str, Reader] = {".csv": _walked_csv, ".tsv": _walked_tsv}
#: Suffixes with a reader of their own whose files are lines of text (Forge, XMage).
_TEXT_SUFFIXES = frozenset({".dck", ".dck_info"})
#: What the note on an empty text decklist, and the file-error of an empty file of
#: another dialect, advise.
EMPTY_HINT = "a broken or unsaved submission? submit the decklist again"


def empty_reason(data: bytes, path: str) -> str | None:
    """Why the decklist ``data`` read from ``path`` holds nothing: "the file is empty",
    "the file holds only blank lines" ("standard input ..." for ``-``), or ``None``
    (``decoding.empty_file``). Never raises."""
    why = empty_file(data)
    return why.replace("the file", "standard input") if why and path == "-" else why


def _empty(why: str, data: bytes, text: bool, zones: ZoneTable | None) -> Decklist:
    """The reading of a file ``data`` with nothing in it (``why``, ``empty_reason``): a
    text decklist of no cards with a ``reading`` note on line 1 (judged, a deck of no
    cards is illegal in every format), or a ``file-error`` for a dialect that cannot be
    empty; more blank lines than a decklist may have stay that ``file-error``."""
    too_long = decode(data).fatal
    if too_long is not None:
        return Decklist(fatal=too_long)
    if not text:
        return Decklist(fatal=Finding("file-error", why, line=1, hint=EMPTY_HINT))
    decklist = read_text(b"", zones=zones or bundled_zones())
    decklist.findings.append(Finding("reading", f"{why}: no card was read", line=1,
                                     hint=EMPTY_HINT))
    return decklist


#: Longest card name, from any reader (README "Limits": a line is at most 500 characters).
MAX_NAME = MAX_LINE

#: C0 controls (but tab), DEL and C1 controls, the line and paragraph separators: never
#: part of a card name, and able to drive the terminal a report is read on.
_CONTROL = _lazy("[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]")
#: Lone surrogates (a JSON ``"\ud800"``): not text; no report could write them.
_SURROGATE = _lazy(r"[\ud800-\udfff]")


_NAME = attrgetter("name")


def within_limits(decklist: Decklist) -> Decklist:
    """Whatever the dialect: a card name longer than ``MAX_NAME``, holding control
    characters or lone surrogates is a ``parse-error`` (its copies are not counted);
    control characters are dropped from metadata and lone surrogates there, and in the
    findings' messages, written as escapes (``\\ud800``). Records whether every name is
    ASCII (``Decklist.ascii_names``)."""
    joined = " ".join(map(_NAME, decklist.lines))
    decklist.ascii_names = joined.isascii()
    # no name is longer than all of them written together (the usual deck's are short)
    if (len(joined) > MAX_NAME and max(map(len, map(_NAME, decklist.lines))) > MAX_NAME
            ) or _unusual(joined):
        decklist.lines = _lines_within_limits(decklist)
    if _unusual(" ".join(decklist.metadata.values())):
        decklist.metadata = {key: _escaped(_CONTROL().sub("", value))
                             for key, value in decklist.metadata.items()}
    if decklist.findings and any(_SURROGATE().search(finding.message)
                                 for finding in decklist.findings):
        decklist.findings = [finding._replace(message=_escaped(finding.message))
                             for finding in decklist.findings]
    if decklist.fatal is not None and _SURROGATE().search(decklist.fatal.message):
        decklist.fatal = decklist.fatal._replace(message=_escaped(decklist.fatal.message))
    return decklist


def _unusual(text: str) -> bool:
    # printable text (the usual) holds no control character and no surrogate, and is
    # told fastest so
    return not text.isprintable() and (_CONTROL().search(text) is not None
                                       or _SURROGATE().search(text) is not None)


def _escaped(text: str) -> str:
    """``text`` with lone surrogates written as escapes (``\\ud800``)."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def _lines_within_limits(decklist: Decklist) -> list[DeckLine]:
    kept = []
    for line in decklist.lines:
        problem = _name_problem(line.name)
        if problem is None:
            kept.append(line)
        else:
            decklist.findings.append(Finding("parse-error", problem, line=line.line,
                                             zone=line.zone))
    return kept


def _name_problem(name: str) -> str | None:
    """What makes ``name`` unusable as a card name, or ``None``."""
    if len(name) > MAX_NAME:
        return (f"card name '{_escaped(name[:40])}\u2026' is {len(name):,} characters long; "
                f"at most {MAX_NAME}")
    if _CONTROL().search(name):
        return "card name holds control characters; is this a text file?"
    if _SURROGATE().search(name):
        return f"card name '{_escaped(name)}' holds a lone surrogate; it is not text"
    return None
