"""Reading card databases: the bundled JSON files and users' JSON, YAML or CSV files."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Container, Iterable, Iterator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, overload

from cardtools.carddb import (
    CARDS_MARKER,
    CardDatabase,
    CardLayer,
    SortedIndex,
    as_tuple,
    card_line_starts,
)
from cardtools.errors import CardtoolsError
from cardtools.fileio import NotARegularFile, TooLarge, read_regular_file
from cardtools.model import Card
from cardtools.names import (
    BLANKS_LIKE_SPACES,
    WORD_HUMP,
    invisible_as_spaces,
    letter_script,
    normalise,
    script_pieces,
)
from cardtools.patterns import WORD, lazy_pattern
from cardtools.resources import cards_dir, schema
from cardtools.validation import check_schema
from cardtools.yamlio import load_json, load_yaml

if TYPE_CHECKING:  # csv is imported by the functions reading users' CSV files
    import csv

class ColumnKinds(NamedTuple):
    """The CSV columns of a card file read as other than text, by the kind of value
    ``cards.schema.json`` gives the card fact: ``lists`` (an array, or a string or an
    array: cells parted by ``;``), ``numbers`` (a whole number: a cell of digits is that
    number, any other cell refused by the schema) and ``yes_or_no`` (a boolean,
    ``_yes_or_no``). Taken from the schema so that a fact it adds is read as its kind:
    a Yaki's ``stack_excludes`` kept as text went unread by the Magi stack rule, a double
    Magi's ``magi_count`` of "2" filled one place of the stack, ``false`` was a true text."""

    lists: frozenset[str]
    numbers: frozenset[str]
    yes_or_no: frozenset[str]


@cache
def column_kinds() -> ColumnKinds:
    """The ``ColumnKinds`` of ``cards.schema.json``'s card facts, read once per process.

    Output: a ``ColumnKinds``; facts of other kinds (a name, a cost, ``deck_limit``: a
    number or ``any``) are none of them. Never raises (the schema is bundled)."""
    cards = schema("cards")
    defs = cards["$defs"]
    kinds: dict[str, set[str]] = {"array": set(), "integer": set(), "boolean": set()}
    for fact, spec in defs["card"]["properties"].items():
        kind = _value_kind(spec, defs)
        if kind in kinds:
            kinds[kind].add(fact)
    return ColumnKinds(frozenset(kinds["array"]), frozenset(kinds["integer"]),
                       frozenset(kinds["boolean"]))


def _value_kind(spec: dict[str, Any], defs: dict[str, Any]) -> str | None:
    """The kind of value a card fact's schema ``spec`` takes (``$ref`` to ``defs``
    followed): ``array`` when it may be an array (``strings``, ``stringOrStrings``), else
    its one ``type`` (``integer``, ``boolean``, ``string``), else ``None``."""
    if "$ref" in spec:
        spec = defs[spec["$ref"].rsplit("/", 1)[-1]]
    choices = [_value_kind(choice, defs) for choice in spec.get("anyOf", ())]
    if "array" in choices or spec.get("type") == "array":
        return "array"
    kind = spec.get("type")
    return kind if isinstance(kind, str) else None


#: List columns of words that never hold a comma: a spreadsheet's cell may part their
#: values with commas, slashes, bars or a spaced dash too, as a printed type line does
#: (``Permanent - Animal``, ``Animal, Wolf``, ``Animal/Wolf``: the Animal was one subtype
#: "Animal, Wolf" and went uncounted by the Animal limit). Names (``aliases``,
#: ``counts_as``...) may hold commas: only ``;``.
WORD_LIST_FIELDS = frozenset({"type", "subtypes", "supertypes", "rarity", "regions",
                              "finishes"})
_WORD_LIST_SEPARATOR = lazy_pattern(r"\s*[;,/|]\s*|\s+[-\u2013\u2014]\s+")
#: The card facts the rules read, by the other spellings a spreadsheet's header or a
#: hand-written file gives them (compared in any case, without spaces, hyphens, dashes or
#: underscores, accents left out): a ``Subtype`` column, or a ``subtype:`` key, was kept
#: as a fact no rule reads, and the Animal it typed went uncounted (two Animals legal in
#: Mage Noir); a ``Rarities`` column left every card at the highest copy limit. French
#: too, as a sheet of the French game Mage Noir heads them (``Sous-type``, ``Rareté``,
#: ``Type de carte``: its Animals were typed by no column, two of them only a warning),
#: and the other languages of the decklists' headers (``Typ``, ``Tipo``, ``Seltenheit``).
#: Magic's colour identity as MTGJSON (``colorIdentity``) or American English spells it
#: (``color_identity``): the card was read with none, allowed beside any commander.
_FIELD_SPELLINGS = {
    "type": "type", "types": "type", "cardtype": "type", "cardtypes": "type",
    "typedecarte": "type", "typesdecarte": "type", "typedelacarte": "type",
    "typ": "type", "kartentyp": "type", "tipo": "type", "tipodecarta": "type",
    "typen": "type", "kartentypen": "type", "tipos": "type", "tiposdecarta": "type",
    "tipi": "type", "tipodicarta": "type",
    "subtype": "subtypes", "subtypes": "subtypes",
    "soustype": "subtypes", "soustypes": "subtypes", "soustypedecarte": "subtypes",
    "soustypesdecarte": "subtypes", "untertyp": "subtypes", "untertypen": "subtypes",
    "subtipo": "subtypes", "subtipos": "subtypes", "sottotipo": "subtypes",
    "sottotipi": "subtypes",
    "supertype": "supertypes", "supertypes": "supertypes",
    "rarity": "rarity", "rarities": "rarity", "rarete": "rarity", "raretes": "rarity",
    "seltenheit": "rarity", "rareza": "rarity", "rarita": "rarity", "raridade": "rarity",
    "finish": "finishes", "finishes": "finishes",
    "finition": "finishes", "finitions": "finishes",
    "region": "regions", "regions": "regions",
    "alias": "aliases", "aliases": "aliases",
    # an alias in other words (an Aka column naming the banned Crimson Ritual: its card
    # was read apart from it, legal)
    "aka": "aliases", "alsoknownas": "aliases", "alsocalled": "aliases",
    "othername": "aliases", "othernames": "aliases", "nickname": "aliases",
    "nicknames": "aliases", "surnom": "aliases", "surnoms": "aliases",
    "autrenom": "aliases", "autresnoms": "aliases", "spitzname": "aliases",
    "akas": "aliases",
    "countas": "counts_as", "countsas": "counts_as",
    # the Magi-Nation rulebook's word ("Alternate Magi", "Alternate Furok") and the other
    # languages' (a Pale Furok of an Alternate Of column was judged apart from Furok: two
    # of each legal)
    "alternate": "counts_as", "alternates": "counts_as", "alternateof": "counts_as",
    "alternatefor": "counts_as", "altof": "counts_as", "comptecomme": "counts_as",
    "zahltals": "counts_as", "zaehltals": "counts_as", "cuentacomo": "counts_as",
    "contacome": "counts_as", "contacomo": "counts_as", "teltals": "counts_as",
    "decklimit": "deck_limit", "decklimits": "deck_limit",
    # a limit of copies in other words and languages (a Twin Flame of a Max Copies column
    # of 2 was held to 4)
    "copylimit": "deck_limit", "copylimits": "deck_limit", "limit": "deck_limit",
    "maxcopies": "deck_limit", "maximumcopies": "deck_limit", "limite": "deck_limit",
    "limitedecopies": "deck_limit", "limitedexemplaires": "deck_limit",
    "exemplairesmax": "deck_limit", "maxexemplaires": "deck_limit",
    "kopienlimit": "deck_limit", "maxkopien": "deck_limit", "limitedecopias": "deck_limit",
    "maxcopias": "deck_limit", "limitedicopie": "deck_limit", "maxcopie": "deck_limit",
    "copiesallowed": "deck_limit", "allowedcopies": "deck_limit",
    # a limit said per deck (a Twin Flame of a Max per deck column of 2 was held to 4)
    "maxperdeck": "deck_limit", "limitperdeck": "deck_limit", "copiesperdeck": "deck_limit",
    "perdecklimit": "deck_limit", "deckmax": "deck_limit", "maxindeck": "deck_limit",
    "maxpardeck": "deck_limit", "limitepardeck": "deck_limit",
    "exemplairespardeck": "deck_limit", "maxcopiesperdeck": "deck_limit",
    "magicount": "magi_count", "stackexcludes": "stack_excludes",
    # the places a double Magi fills, as a sheet titles them (its 2 of a Magi Places
    # column filled one place: a stack of four places legal)
    "magicounts": "magi_count", "magiplaces": "magi_count", "stackplaces": "magi_count",
    "places": "magi_count", "numberofmagi": "magi_count", "nbmagi": "magi_count",
    "nombredemagi": "magi_count",
    "iconic": "iconic",
    # the iconic flag in other languages (a French sheet's Iconique of oui was read by no
    # rule, its Mage no Iconic card)
    "iconique": "iconic", "iconiques": "iconic", "ikonisch": "iconic", "ikonische": "iconic",
    "iconico": "iconic", "iconica": "iconic", "iconicos": "iconic", "iconicas": "iconic",
    "iconici": "iconic", "iconiche": "iconic", "isiconic": "iconic", "esticonique": "iconic",
    "colouridentity": "colour_identity", "coloridentity": "colour_identity",
    "colouridentities": "colour_identity", "coloridentities": "colour_identity",
    "partner": "partner", "partners": "partner",
    # Dutch, as the decklists' CSV headers are read (Japanese: ``_JAPANESE_SPELLINGS``)
    "kaarttype": "type", "soort": "type", "ondertype": "subtypes", "ondertypen": "subtypes",
    "zeldzaamheid": "rarity",
    # the short titles of a sheet's narrow columns (a Legendary card of a Rar column was
    # held to 4 copies, a second copy a warning only), and misspellings of rarity
    "rar": "rarity", "rty": "rarity", "rarety": "rarity", "rareties": "rarity",
    "subtyp": "subtypes", "subtypen": "subtypes",
    # a subtype as sheets title it by what it names: a creature's kind, tribe, race or
    # family (Famille: Animal, Race: Animal; each Animal was uncounted, two legal)
    "creaturetype": "subtypes", "creaturetypes": "subtypes", "tribe": "subtypes",
    "tribes": "subtypes", "tribu": "subtypes", "tribus": "subtypes", "race": "subtypes",
    "races": "subtypes", "famille": "subtypes", "familles": "subtypes",
    "family": "subtypes", "families": "subtypes", "typedecreature": "subtypes",
    "typesdecreature": "subtypes",
    "regione": "regions", "regioni": "regions", "regiao": "regions", "regioes": "regions",
    "regionen": "regions",
    # Polish, as the decklists' headers are read (Rzadkość, Podtyp, Typ karty)
    "rzadkosc": "rarity", "podtyp": "subtypes", "podtypy": "subtypes", "typkarty": "type",
    # and a card's alternate, its regions, its kind and its limit in Polish and Dutch
    # (Liczy się jako: two Furok and two such Pale Furok were legal)
    "liczysiejako": "counts_as", "liczonajako": "counts_as", "regiony": "regions",
    "rasa": "subtypes", "plemie": "subtypes", "limitkopii": "deck_limit",
    "regio": "regions", "regios": "regions", "limiet": "deck_limit",
    "podtypkarty": "subtypes",
    # a limit abbreviated, in French and German, or said per deck alone (a Twin Flame of
    # a Lim. column of 2 was held to 4)
    "lim": "deck_limit", "limitation": "deck_limit", "limitations": "deck_limit",
    "begrenzung": "deck_limit", "kopienbegrenzung": "deck_limit", "perdeck": "deck_limit",
    "pardeck": "deck_limit", "prodeck": "deck_limit",
}
_FIELDS_SPELLED = frozenset(_FIELD_SPELLINGS.values())
#: The fields a CSV card file may give in one column only: two (``game`` and ``Game``)
#: leave which one is the card's unknown (the last one was read without a word).
_ONE_COLUMN_FIELDS = _FIELDS_SPELLED | {"game"}
_FIELD_MARKS = lazy_pattern(r"[\s_\-\u2010-\u2015().]+")
#: Largest card file read (bytes).
MAX_CARD_FILE = 64 * 1024 * 1024


def bundled_games() -> list[str]:
    """Ids of the games with a bundled card database, sorted."""
    return sorted(p.parent.name for p in cards_dir().glob("*/cards.json"))


def game_given(text: str | None, card_files: Sequence[Path] = (),
               given_as: str = "--game") -> str | None:
    """The game a ``--game`` option names: a bundled game's id or one of its names
    (``game_names`` of its game data: ``Magic``, ``Mage Noir``), in any case, the words
    parted by spaces, hyphens or underscores; ``None`` when none is given. With
    ``card_files`` (a game of the user's own cards) any other id is taken as written.
    Raises ``UsageError`` for a game with no card data, naming the games and how it was
    given (``given_as``: the option, or the argument's name) (a game that
    is no game's was read with no card known: ``legality --game magix`` said "legal in
    0 of 0 formats", exit 0)."""
    from cardtools.errors import UsageError
    from cardtools.gamedata import game_called

    if text is None:
        return None
    games = bundled_games()
    found = game_called(text, games)
    if found is not None:
        return found
    if card_files:
        return text
    raise UsageError(f"{given_as}: no game {text!r}; {games_hint(text, games)}"
                     f"games: {', '.join(games)}")


def games_hint(text: str, games: Sequence[str]) -> str:
    """``did you mean magi-nation? `` for a game name ``text`` that names none of
    ``games`` but starts one of their names or is close to one (``closest_games``, every
    game it may mean: ``did you mean magetcg, magi-nation, mtg or mage-noir? `` for
    ``ma``), else ``""``. Pure."""
    from cardtools.gamedata import closest_games

    close = closest_games(text, games)
    if not close:
        return ""
    listed = " or ".join(close) if len(close) < 3 else (
        f"{', '.join(close[:-1])} or {close[-1]}")
    return f"did you mean {listed}? "


@cache
def bundled_database(game: str) -> CardDatabase:
    """Load the database of ``game``, once per process: the bundled one
    (``cards/<game>/cards*.json``), or the copy installed by ``cards update`` when its
    data is newer (``cardtools.datadir.card_data``).

    ``cards-*.json`` files (supplements) are layered over ``cards.json``; ``sets.json``
    beside them, when present, is the set table (``CardDatabase.sets``). Bundled and
    installed files are trusted (the tests and the updater validate them). ``meta``
    holds ``source``, ``date``, ``notes``, ``update``, ``updated`` (bool) and
    ``folder``. Raises
    ``CardtoolsError`` when the game has no database, or when an updated copy of it is
    installed but damaged (checks would use the bundled data without a word).
    ``names_date``: the day the cards' names in other languages stop (``None``: the
    data's ``date``).
    """
    from cardtools.datadir import card_data

    data = card_data(game)
    if data.damaged is not None:
        raise data.damaged
    folder = data.path
    main = folder / "cards.json"
    if not main.is_file():
        raise CardtoolsError(f"no card database for game {game!r}")
    layers = []
    meta: dict[str, Any] = {}
    path = sets_path = folder / "sets.json"
    try:
        for path in [*sorted(folder.glob("cards-*.json"), reverse=True), main]:
            layer, header = _bundled_layer(path)
            layers.append(layer)
            if path == main:
                meta = {k: header.get(k) for k in ("source", "date", "names_date", "notes",
                                                    "update")}
        path = sets_path
        sets = json.loads(sets_path.read_bytes())["sets"] if sets_path.is_file() else {}
    except (OSError, ValueError, LookupError, TypeError, AttributeError) as exc:
        reason = _reason(exc) if isinstance(exc, OSError) else "damaged or not card data"
        raise CardtoolsError(f"cannot read the card data ({reason}); reinstall it "
                             f"(cardtools cards update {game}) or remove the damaged copy "
                             f"('cardtools cards update {game} --remove' to use the bundled "
                             "data)", str(path)) from None
    meta.update(updated=data.updated, folder=str(folder))
    return CardDatabase(game, layers, meta, sets)


class LazyRecords(Sequence[Mapping[str, Any]]):
    """Card records kept as JSON lines of a database file and parsed one by one when
    first read.

    Record ``i`` is the line ``data[starts[i]:starts[i + 1] - 1]`` (the last start is
    one past the last line's end); it may end with the ``,`` that separates it from the
    next, dropped when it is parsed. ``data``: the file's bytes, or a ``FileSlices``
    reading them when asked; ``origin`` names the file. Reading a record raises
    ``CardtoolsError`` naming the file when its line is no card record (the file was
    edited after its index was built, or the offsets are another file's).
    """

    def __init__(self, data: bytes | FileSlices, starts: Sequence[int],
                 origin: str = "") -> None:
        self.data = data
        self.starts = starts
        self.origin = origin
        self._parsed: dict[int, Mapping[str, Any]] = {}

    def __len__(self) -> int:
        return len(self.starts) - 1

    @overload
    def __getitem__(self, position: int) -> Mapping[str, Any]: ...

    @overload
    def __getitem__(self, position: slice) -> Sequence[Mapping[str, Any]]: ...

    def __getitem__(self, position: int | slice) -> Any:
        if isinstance(position, slice):
            return [self[i] for i in range(*position.indices(len(self)))]
        record = self._parsed.get(position)
        if record is None:
            record = self._parsed[position] = self._read(position)
        return record

    def _read(self, position: int) -> Mapping[str, Any]:
        try:
            start, stop = self.starts[position], self.starts[position + 1]
            record = json.loads(self.data[start:max(start, stop - 1)].rstrip(b","))
        except (ValueError, OSError):
            record = None
        if not isinstance(record, dict) or not isinstance(record.get("name"), str):
            raise CardtoolsError(
                f"the card data's card line {position + 1} is not a card record; was the file "
                "edited after its index (cards.index) was built? Reinstall it (cardtools "
                "cards update) or remove the edited copy", self.origin)
        return record


class FileSlices:
    """The bytes of a file, read slice by slice when asked (a check reads a few card
    lines of a bundled database of megabytes); after ``READS_BEFORE_LOADING`` reads, the
    whole file is read once and sliced in memory (a batch, a search).

    ``file[start:stop]`` (both given) -> the bytes between those offsets. Raises
    ``OSError`` when the file cannot be read."""

    READS_BEFORE_LOADING = 256

    def __init__(self, path: Path) -> None:
        self.path = path
        self.reads = 0
        self.loaded: bytes | None = None

    def __getitem__(self, where: slice) -> bytes:
        if self.loaded is None and self.reads < self.READS_BEFORE_LOADING:
            self.reads += 1
            with self.path.open("rb") as handle:
                handle.seek(where.start)
                return handle.read(where.stop - where.start)
        if self.loaded is None:
            self.loaded = self.path.read_bytes()
        return self.loaded[where]


def _bundled_layer(path: Path) -> tuple[CardLayer, dict[str, Any]]:
    """A bundled database file as a layer, and its header (source, date, ...).

    With a ``cards.index`` beside it and the one-card-per-line layout of
    ``dumps_database``, nothing but the header is parsed now; when the index records
    where each card line starts and the file has the size it was built for, nothing
    but the header is even read. Otherwise the whole file is parsed.
    """
    index_path = path.with_suffix(".index")
    try:
        count, index = (SortedIndex.from_bytes(index_path.read_bytes())
                        if index_path.is_file() else (-1, None))
    except ValueError:  # a damaged index: the file itself is read instead
        count, index = -1, None
    offsets = index.offsets if index is not None else None
    if (offsets is not None and index is not None
            and path.stat().st_size == index.database_size):
        with path.open("rb") as handle:
            head = handle.read(offsets[0])
        if head.endswith(CARDS_MARKER):
            header = json.loads(head[:-len(CARDS_MARKER)] + b'\n"cards": []}')
            return CardLayer(LazyRecords(FileSlices(path), offsets, str(path)), index,
                             origin=str(path)), header
    raw = path.read_bytes()
    starts = card_line_starts(raw)
    if index is not None and starts is not None and count == len(starts) - 1:
        header = json.loads(raw[:starts[0] - len(CARDS_MARKER)] + b'\n"cards": []}')
        return CardLayer(LazyRecords(raw, starts, str(path)), index, origin=str(path)), header
    document = json.loads(raw)
    return CardLayer(document["cards"], origin=str(path)), document


def _reject_undated(date: object, shown: str) -> None:
    """Raise ``CardtoolsError`` at ``$.date`` when a card document's ``date`` is given
    but dates nothing (``data_age.is_data_date``: ``2026-13-45``, ``n/a``, ``March
    2026``): it would be the run's card data date, compared as text."""
    from cardtools.rules.data_age import is_data_date

    if date is not None and not is_data_date(str(date)):
        raise CardtoolsError(f"date {str(date)!r} is not a date: write the day the cards "
                             "are of as YYYY-MM-DD (or a month, YYYY-MM, or a year, YYYY)",
                             shown, "$.date")


def read_card_file(path: Path) -> tuple[str | None, list[dict[str, Any]]]:
    """Read a user's card file (``.csv``, ``.yaml``/``.yml`` or ``.json``).

    Output: ``(game or None, records)``; a JSON or YAML file may be a whole database
    document (``{game, cards: [...]}``) or a bare list of cards. Every record is
    validated against the cards schema. Raises ``CardtoolsError`` naming the file and
    the line or JSON path of the first problem, or saying the file holds NUL bytes
    (binary: none of its text is shown).
    """
    game, records, _date = _read_card_document(path)
    return game, records


def _read_card_document(path: Path) -> tuple[str | None, list[dict[str, Any]], str | None]:
    """``read_card_file``, and the date the file's document gives its cards (``date:``
    of a YAML or JSON database document; ``None`` for a CSV file or a bare list)."""
    shown = str(path)
    try:  # a regular file only: a named pipe given as --cards must not block
        text = read_regular_file(path, MAX_CARD_FILE).decode("utf-8-sig")
    except TooLarge:
        raise CardtoolsError("card file larger than 64 MB", shown) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CardtoolsError(f"cannot read card file: {_reason(exc)}", shown) from None
    if "\x00" in text:
        # binary, as a decklist with NUL bytes is; its text is never shown (a link named
        # cards.csv to /proc/self/environ had the run's environment in the message)
        raise CardtoolsError("card file holds NUL bytes: it is binary, not a card file",
                             shown)
    suffix = path.suffix.lower()
    if suffix == ".csv":
        document: Any = {"cards": _csv_records(text, shown)}
    elif suffix in (".yaml", ".yml"):
        document = load_yaml(text, shown)
    elif suffix == ".json":
        document = load_json(text, shown)
    else:
        raise CardtoolsError("card files must be .csv, .yaml, .yml or .json", shown)
    if isinstance(document, list):
        document = {"cards": document}
    if isinstance(document, dict) and isinstance(document.get("game"), str):
        # a game's name (game: Mage Noir, MTG Arena) is its id, as a game cell's is
        from cardtools.gamedata import game_called

        document["game"] = game_called(document["game"], bundled_games()) or document["game"]
    try:
        if suffix != ".csv":
            _reject_misspelt_keys(document.get("cards"), shown)
        check_schema(document, "cards", shown)
        _reject_undated(document.get("date"), shown)
        _reject_duplicates(document["cards"], shown)
        if suffix != ".csv" and "&" in text:  # a CSV file's cells are read in _csv_record
            _read_entities(document["cards"])
        if not text.isascii() or "\\" in text or "&" in text:
            # an ASCII file holds no look-alike letter, but by an escape ("\\u0410",
            # "&#1040;")
            _undisguise_words(document["cards"])
        if suffix != ".csv":  # a CSV file's columns are judged as its header writes them
            _refuse_unread_values(document["cards"], shown)
            _refuse_unread_limits(document["cards"], shown)
    except CardtoolsError as error:
        raise _on_its_line(error, document.get("cards"), text) from None
    date = document.get("date")
    return document.get("game"), document["cards"], str(date) if date else None


#: The facts of a card record that are the card's own names, or a face's: a look-alike
#: letter in them is a decklist line's business (the ``look-alike`` rule), not a word's.
_OWN_NAMES = frozenset({"name", "names", "aliases", "faces"})


def _read_entities(records: list[dict[str, Any]]) -> None:
    """Write, in place, each fact of a YAML or JSON card file's records other than the
    card's own names (``_OWN_NAMES``) with its HTML character references read
    (``_entities_read``), in a face's facts too. Raises nothing."""
    for record in records:
        faces = record.get("faces")
        for holder in (record, *(face for face in faces or () if isinstance(face, dict))):
            for fact, value in holder.items():
                if fact in _OWN_NAMES:
                    continue
                if value.__class__ is str:
                    holder[fact] = _entities_read(value)
                elif value.__class__ is list:
                    holder[fact] = [_entities_read(item) if item.__class__ is str else item
                                    for item in value]


def _entities_read(text: str) -> str:
    """``text`` with its HTML character references (``&#1040;``, ``&#x41;``, ``&Alpha;``,
    ``&amp;``: ``_ENTITY``) read, as a sheet copied from a page's source holds them: a
    subtype ``&#1040;nimal`` (a Cyrillic A) or ``&#65;nimal`` was no Animal, and a CSV
    cell's ``;`` parted it in two, two Animals legal. A reference by number is read
    with or without its ``;`` (as browsers read ``&#1040nimal``), one by name only
    closed by ``;`` (``Salt&notes`` stays); a reference escaped again
    (``&amp;#1040;nimal``) is read through, up to ``_ENTITY_ROUNDS`` times. Pure."""
    if "&" not in text:
        return text
    import html

    for _ in range(_ENTITY_ROUNDS):
        read = _ENTITY().sub(lambda found: html.unescape(found[0]), text)
        if read == text or "&" not in read:
            return read
        text = read
    return text


#: An HTML character reference: by number, in decimal or hexadecimal (its ``;`` may be
#: left out), or by name.
_ENTITY = lazy_pattern(
    r"&(?:#\d{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)")
#: How many times a reference escaped again (``&amp;#1040;``) is read through.
_ENTITY_ROUNDS = 3


def _undisguise_words(records: list[dict[str, Any]]) -> None:
    """Write, in place, each word of a card file's facts other than the card's own names
    (``_OWN_NAMES``) that is a Latin word disguised by look-alike letters of another
    script (``lookalike_letters``: a Cyrillic A, U+0410, in ``Animal``, a full-width
    R in ``Rare``) as the Latin word it shows (``fold_lookalikes``), in a face's facts too. A
    rule compares a fact's words by their letters (the type and subtype Animal, the rarity
    Legendary, the region Core of a Magi's ``stack_excludes``): so disguised, an Animal was
    no Animal and the limit of 1 escaped, as a name so written is the card it disguises.
    A word written in another script throughout is kept. Raises nothing."""
    for record in records:
        faces = record.get("faces")
        for holder in (record, *(face for face in faces or () if isinstance(face, dict))):
            for fact, value in holder.items():
                if value.__class__ is str:
                    if not value.isascii() and fact not in _OWN_NAMES:
                        holder[fact] = _undisguised(value)
                elif value.__class__ is list and fact not in _OWN_NAMES:
                    for position, item in enumerate(value):
                        if item.__class__ is str and not item.isascii():
                            value[position] = _undisguised(item)


def _refuse_unread_values(records: list[dict[str, Any]], path: str,
                          header: Mapping[str, str] | None = None) -> None:
    """Raise ``CardtoolsError`` when a column (of a CSV file: ``header`` gives each
    field's title as written) or key of no card fact gives a card a value a game lists
    for a fact the rules read (``type``, ``rarity`` or ``finishes``: ``_listed_values``;
    ``Common``, ``Legendary``, ``Animal``, ``Holo``) that the card's own fact does not give (for
    ``type``, nor its subtypes or supertypes; no column of the fact in a CSV file gives
    none): whatever its title (``R.``, ``Seltenh.``, ``Kind``), it is that fact unread (a
    Legendary card held to 4 copies, a second copy a warning only; an Animal untyped).
    So it is when the column holds only such values, or when one of its cells lists one
    among other words (parted as a list of words is, ``_WORD_LIST_SEPARATOR``: a
    ``Tags`` cell of ``Animal; Forest`` or ``Rare, promo`` hid the Animal and the Rare,
    read as something else); a column holding, on another row, a value of no such word
    alone (a ``Print`` of ``Legendary`` and ``Foil``) is something else. Beside the
    fact's own column or key (a ``Catégorie`` of ``Animal`` beside the type
    ``Permanent``, a ``Print`` of ``Legendary`` beside the rarity ``Common``: which of
    the two is the card's is not known), an alternate printing's (``Alt Type``) is no
    second value. A CSV file's is said on line 1, a YAML or JSON file's at the first card
    holding it. Names (a localised ``names.fr`` column) are no such column. A type's
    word is that fact whatever the column's other rows hold (``_NEVER_OTHER_WORDS``)."""
    for fact, known in _listed_values().items():
        given = header is not None and fact in header
        # by key: where first found, the values no card's own fact gives, and whether
        # some card of them gives the fact (its own column or key)
        found: dict[str, tuple[int, set[str], bool]] = {}
        listing: set[str] = set()  # keys of a cell listing a value among other words
        other: set[str] = set()  # keys of a cell of no such value, of a card of no fact
        mixed: set[str] = set()  # keys of a cell of no such value, beside the fact
        for position, record, key, value, title in _unread_cells(records, header):
            own = _own_words(record, fact) if given or fact in record else None
            words = _cell_words(value)
            listed = [value for word in words if (value := _as_listed(word, known)
                                                  or _spaced_value(word, known))]
            if len(listed) < len(words):
                (listing if listed else other if own is None else mixed).add(key)
            unread = {word for word in listed if own is None or word not in own}
            if unread and (own is None or not _ALTERNATE_PRINTING().match(title)):
                first, held, beside = found.setdefault(key, (position, set(), False))
                held.update(unread)
                found[key] = (first, held, beside or own is not None)
        for key, (first, held, beside) in found.items():
            if key not in listing and fact not in _NEVER_OTHER_WORDS and (
                    key in other or (beside and key in mixed)):
                continue
            shown = ", ".join(known[word] for word in sorted(held))
            holds = (f"gives a card a {fact} ({shown}) its {fact} does not hold" if beside
                     else f"holds a card's {fact} ({shown})")
            fix = (f"give the card's {fact} in one {{kind}}" if beside
                   else f"name the {{kind}} {fact}")
            raise _column_refused(header, key, first, path, holds, "under that name", fix)


#: The facts whose listed words mean the fact in any column, whatever its other rows
#: hold: a ``Tags`` column of ``Animal`` on one card and ``Forest`` on another hid the
#: Animal (a rarity's word may be a printing's, a ``Print`` of ``Legendary`` and ``Foil``).
_NEVER_OTHER_WORDS = frozenset({"type"})


def _cell_words(value: object) -> list[str]:
    """The items of a card file's ``value`` (a text, or a list of texts), folded as
    ``_folded_word`` folds them: parted by any mark but an apostrophe, a hyphen or a full
    stop, by an underscore or by a line's end (``Animal; Forest``, ``Animal · Forest``,
    ``#Animal #Forest``, ``[Rare] + promo``, ``animal_forest``: ``_CELL_ITEM``; a list's
    separators alone left the others one item, the Animal hidden); an item of words
    parted by spaces is one (a card's name, ``Crimson Ritual``, holds no type ``Ritual``);
    ``[""]`` for a value of no text (no listed value, nor none). Pure."""
    items = value if isinstance(value, list) else [value]
    # a sentence's full stop ends no word's spelling ("Animal." is Animal)
    words = [_folded_word(part.strip().rstrip(".")) for item in items if isinstance(item, str)
             for part in _CELL_ITEM().split(item) if part.strip().rstrip(".")]
    return words if words and len(words) >= len(items) else [""]


def _spaced_value(item: str, known: Mapping[str, str]) -> str | None:
    """The one value of ``known`` that an item of words parted by spaces (``_cell_words``)
    says, its other words saying nothing of a card but a card, a kind or an article
    (``_VALUE_FILLERS``), or by hyphens: ``Animal Animal``, ``animal card``, ``an Animal``,
    ``ANIMAL TYPE``, ``Animal-card`` (each hid the Animal, two Animals legal); ``None``
    for an item of any other word (a card's text, ``Search your deck for an Animal
    card``; a name, ``Crimson Ritual``), of two values (``Animal Wolf``), or of one word. Pure."""
    if " " not in item and "-" not in item:
        return None
    said = {_as_listed(word, known) for word in re.split(r"[\s-]+", item)
            if word and word not in _VALUE_FILLERS}
    return next(iter(said)) if len(said) == 1 and None not in said else None


#: The words an item of a cell may hold beside a listed value saying nothing else
#: (``animal card``, ``an Animal``, ``carte Animal``, ``type animal``), in small letters.
_VALUE_FILLERS = frozenset({
    "card", "cards", "carte", "cartes", "karte", "karten", "carta", "cartas", "kaart",
    "type", "types", "typ", "tipo", "kind", "tag", "a", "an", "the", "un", "une", "ein",
    "eine", "una", "uno", "is", "est", "ist", "es", "e", "de", "du", "la", "le", "der",
    "die", "das", "el"})


#: What parts the items of a cell of no card fact (``_cell_words``).
_CELL_ITEM = lazy_pattern(r"[^\w\s'\u2019.-]+|_+|\s+[-\u2013\u2014]\s+|[\r\n\t]+")


def _as_listed(word: str, known: Mapping[str, str]) -> str | None:
    """The value of ``known`` (folded) that a folded ``word`` is, in the singular too
    (``animals``, ``animaux``, ``rarities``: a plural tag or title hid its value), else
    ``None``. Pure."""
    if word in known:
        return word
    singular = (word[:-3] + "al" if word.endswith("aux") else word[:-3] + "y"
                if word.endswith("ies") else word[:-1] if word.endswith("s") else word)
    return singular if singular in known else None


def _refuse_unread_limits(records: list[dict[str, Any]], path: str,
                          header: Mapping[str, str] | None = None) -> None:
    """Raise ``CardtoolsError`` when no column (of a CSV file: ``header`` gives each
    field's title as written) or key gives a fact of ``_titled_numbers`` but one of no
    card fact, titled in that fact's words only (at least one of its marks), holds only
    values it may take and one that matters: it is that fact unread. ``deck_limit``
    (``Max``, ``Maximum``, ``Copies max``, ``Deck max copies``, ``Max. Exemplare``,
    ``Höchstzahl``: whole numbers or words of no limit; a Twin Flame of a ``Max`` column
    of 2 was held to 4, three copies legal) and ``magi_count`` (``Slots``, ``Stack
    size``, ``Double Magi``, ``Emplacements``: a number of 2 or more, or a yes under a
    title saying double; a double Magi of a ``Slots`` column of 2 filled one place of the
    Magi stack, a stack of four legal). A title of other words (``Max Energy``, ``Set
    Limit``), or of copies alone (``Copies``, which a collection's sheet may count), is no
    such column. A CSV file's is said on line 1, a YAML or JSON file's at the first card
    holding it. A cell saying none (``-``, ``N/A``) is that card's none; ``magi_count``
    is asked only of a file holding a card of its game data's types (a MageTCG
    sheet's ``Slots`` of 2 is no Magi's), and ``Limited`` or ``Restricted``
    (a legality's flag) is no limit's title."""
    for fact, spec in _titled_numbers().items():
        if (header is not None and fact in header) or any(fact in record
                                                           for record in records):
            continue
        if spec.of_types and not any(_type_words(record) & spec.of_types
                                     for record in records):
            continue  # a MageTCG sheet's Slots or Stack column holds no Magi's places
        first: dict[str, int] = {}
        matters: set[str] = set()
        other: set[str] = set()
        for position, _record, key, value, title in _unread_cells(records, header, other):
            if key not in first and not _titled(title, spec):
                other.add(key)
                continue
            read = _limit_value(value, title, spec)
            if read is None:
                continue  # this card's none (-, N/A): the column still holds others'
            if read == "other":
                other.add(key)
                first.pop(key, None)
                continue
            if read:
                matters.add(key)
            first.setdefault(key, position)
        for key, position in first.items():
            if key not in matters:
                continue
            raise _column_refused(header, key, position, path, f"holds {spec.what}",
                                  f"as {fact}", f"name the {{kind}} {fact}")


def refuse_value_flags(records: list[dict[str, Any]], path: str, game: str) -> None:
    """Raise ``CardtoolsError`` (said on its line: ``_on_its_line``) when a column or key
    of the card file at ``path`` whose ``records`` ``game`` takes marks its cards by a
    value of ``game``'s own words that their own facts do not give
    (``_refuse_value_flags``: a Mage Noir sheet's ``Red`` column was refused as Magic's
    colour identity)."""
    titles = getattr(records[0], "titles", None) if records else None
    try:
        _refuse_value_flags(records, path, titles, (game,))
    except CardtoolsError as error:
        raise _on_its_line(error, records, None) from None


def _refuse_value_flags(records: list[dict[str, Any]], path: str,
                        header: Mapping[str, str] | None, games: tuple[str, ...]) -> None:
    """Raise ``CardtoolsError`` when a column (of a CSV file: ``header`` gives each
    field's title as written) or key of no card fact, titled by a value a game lists
    (or a synonym of one: ``_flag_values``) for ``type``, ``rarity`` or ``finishes``
    (``Animal``, ``Is Animal``, ``Legendary?``, ``Animal (Y/N)``, ``Holo``, ``Foil``,
    ``Has holo``, ``Version holo``), holds only yes-or-no words, one saying what the
    card's own fact does not give: a yes of a value it does not hold, or a no of a fact
    whose game data names the value a denial gives (``negations``: a finish's no is
    ``standard``) when the card's own fact is not that value alone. It marks the card
    so, unread (a Mage Noir card file's ``Animal`` column of ``x`` left two Animals
    legal; a ``Legendary`` one held its card to 4 copies; a MageTCG sheet's ``Holo``
    column of ``No`` left a Speakeasy deck of holographic copies legal). A CSV file's is
    said on line 1, a YAML or JSON file's at the first card marked."""
    from cardtools.decklist.csv_export import NO, YES

    listed, denied = _flag_values(games), _denied_values(games)
    negating = _negating_words(games)
    marked: dict[str, int] = {}
    other: set[str] = set()
    for position, record, key, value, title in _unread_cells(records, header, other):
        flagged = _flagged_value(title, listed, negating)
        if flagged is None:
            other.add(key)
            continue
        text = ("yes" if value else "no") if isinstance(value, bool) else (
            str(value).strip().casefold())
        fact, shown, negated = flagged
        own = _flag_own(record, fact, listed[fact])
        if text in YES or text in NO:
            said = _flag_said((text in YES) != negated, _folded_word(shown), own,
                              _folded_word(denied[fact]) if fact in denied else None)
            if not said:
                marked.setdefault(key, position)  # a mark its own fact does not give
        else:
            other.add(key)
            marked.pop(key, None)
    for key, position in marked.items():
        title = (header or {}).get(key, key)
        fact, shown, negated = _flagged_value(title, listed, negating) or ("", "", False)
        marks, yes, no = shown, shown, denied.get(fact, shown)
        if negated and fact in denied:  # Sans holo: a yes is standard, a no holographic
            marks, yes, no = f"not {shown}", denied[fact], shown
        fix = f" ({no} for a no)" if no != yes else ""
        raise _column_refused(header, key, position, path, f"marks a card's {fact} ({marks})",
                              "under that name", f"give the card's {fact} as {yes}{fix}",
                              "the {kind}")


def _flag_said(yes: bool, value: str, own: set[str], denied: str | None) -> bool:
    """Whether a yes-or-no cell's answer (``yes``, a negated title's flipped: ``Non-foil``
    yes is a holographic no) about ``value`` agrees with a card's ``own`` values (all
    folded): a yes when it holds ``value``; a no of the value a denial gives (``denied``:
    a ``Standard`` or ``Regular`` column's no) when it does not hold it; a no of another
    value when its fact has no such value (``None``: a no of Animal) or is that value
    alone. Pure."""
    if yes:
        return value in own
    if denied is None:
        return True
    return value not in own if value == denied else own == {denied}


@cache
def _flag_values(games: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """The values a yes-or-no column's title may name (``_refuse_value_flags``) in the
    words of ``games``: those of ``_games_listed_values`` (``finishes`` with their
    synonyms: ``Holo``, ``Foil``, ``Holographique`` are ``holographic``) and each of
    those games' colours' names for its colour
    identity's letters (``colour_names``: ``Green``, G; a Green column's yes left a card
    of no identity, allowed beside any commander), by fact, folded as ``_folded_word``
    folds them. Read once per process."""
    from cardtools.gamedata import colour_names

    flags = {fact: dict(known) for fact, known in _games_listed_values(games).items()}
    for game in games:
        for letter, name in colour_names(game).items():
            flags.setdefault("colour_identity", {})[_folded_word(name)] = letter
        # a yes-or-no fact's words (MageTCG's Iconic: an Iconic? column of oui left its
        # Mage no Iconic card), said yes
        for word, fact in _words_by_fact(game, "flags").get("type", {}).items():
            flags.setdefault(fact, {})[_folded_word(word)] = "yes"
    return flags


def _flag_own(record: Mapping[str, Any], fact: str, known: Mapping[str, str]) -> set[str]:
    """The values ``record``'s own ``fact`` gives, folded, each word read as the value
    ``known`` (``_flag_values``) gives it (``foil``: holographic; ``Green``: G), a word
    of values of one letter run together read as each (``WU``, ``{W}{U}``: W and U), any
    other as it is; a yes-or-no fact's yes as ``yes`` (``iconic``). Pure."""
    if isinstance(record.get(fact), bool):  # a yes-or-no fact (iconic): yes, or nothing
        return {"yes"} if record[fact] else set()
    values = {_folded_word(value) for value in known.values()}
    own: set[str] = set()
    for word in _own_words(record, fact):
        letters = [char for char in word if char.isalnum()]
        if word not in known and word not in values and letters and set(letters) <= values:
            own.update(letters)
        else:
            own.add(_folded_word(known.get(word, word)))
    return own


@cache
def _denied_values(games: tuple[str, ...]) -> dict[str, str]:
    """The value a no of a yes-or-no column gives a fact, by fact, as ``games``' data
    names it for a word denying a value (``value_negations``: a finish's is
    ``standard``); a fact of none (``type``: a no of Animal says no type) is not here."""
    return {fact: suggest for game in games
            for fact, (_words, suggest) in value_negations(game).items()}


def _unread_cells(records: list[dict[str, Any]], header: Mapping[str, str] | None,
                  skipped: Container[str] = ()) -> Iterator[
                      tuple[int, dict[str, Any], str, Any, str]]:
    """Each cell of a card file's ``records`` in a column or key of no card fact (nor a
    localised name's, ``names.fr``), as ``(position, record, key, value, title)``: the
    title as ``header`` writes it for a CSV file (the key itself for a YAML or JSON
    file). A key of ``skipped`` (which the caller may fill as it goes: a column found to
    hold something else) is passed over. The walk the refusals of unread facts share
    (``_refuse_unread_values``, ``_refuse_unread_limits``, ``_refuse_value_flags``,
    ``_refuse_unread_alternates``)."""
    facts = schema_facts()
    for position, record in enumerate(records):
        for key, value in record.items():
            if key in facts or key in skipped or key.startswith(("names.", "name_")):
                continue
            yield position, record, key, value, (header or {}).get(key, key)


def _column_refused(header: Mapping[str, str] | None, key: str, position: int, path: str,
                    holds: str, read_as: str, fix: str, renamed: str = "it") -> CardtoolsError:
    """The error refusing a card file's column (of a CSV file: ``header`` gives each
    field's title as written) or key (``header`` ``None``: of a YAML or JSON file)
    ``key`` of no card fact that ``holds`` one the rules read ``read_as`` only
    (``_no_fact_message``; ``{kind}`` in ``fix`` and ``renamed`` is ``column`` or
    ``key``): on line 1 of a CSV file, at the JSON path of the key of card ``position``
    (``$.cards[1]['Copy of']``, which ``_on_its_line`` finds on its line: a key of
    spaces was said on the document's first line). Pure."""
    from cardtools.validation import json_path

    kind = "key" if header is None else "column"
    return CardtoolsError(_no_fact_message(
        kind, (header or {}).get(key, key), holds, read_as, fix.format(kind=kind),
        renamed.format(kind=kind)), path,
        "1" if header is not None else json_path(("cards", position, key)))


def _flagged_value(title: str, listed: Mapping[str, Mapping[str, str]],
                   negating: Mapping[str, frozenset[str]]) -> tuple[str, str, bool] | None:
    """The fact and the value a column's or key's ``title`` names as a flag would (its
    words a value ``listed`` gives, and the words a yes-or-no question adds:
    ``_FLAG_WORDS``), and whether the title negates it (a word of the fact's game data
    ``negations`` right before it, no yes-word before that: ``Non-foil``, ``Not foil``,
    ``Sans holo``; each column was kept unread, or its consistent answer refused), else
    ``None``. Pure."""
    every = _title_words(title)
    words = [word for word in every
             if word not in _FLAG_WORDS and not any(word in w for w in negating.values())]
    if len(words) != 1:
        return None
    folded = _folded_word(words[0])
    at = every.index(words[0])
    for fact, known in listed.items():
        if (found := _as_listed(folded, known)) is not None:
            negated = (at > 0 and every[at - 1] in negating.get(fact, ())
                       and (at < 2 or every[at - 2] not in _YES_WORDS))
            return fact, known[found], negated
    return None


#: The words of a yes-or-no question's answers that say yes (``Yes/No Foil``: its ``No``
#: negates nothing).
_YES_WORDS = frozenset({"y", "yes", "oui", "ja", "si", "j", "s"})


@cache
def _negating_words(games: tuple[str, ...]) -> dict[str, frozenset[str]]:
    """The words denying a value of each fact, as ``games``' data names them
    (``value_negations``: a finish's ``non``, ``not``, ``sans``), folded as title words
    are (``_title_words``). Read once per process."""
    found: dict[str, frozenset[str]] = {}
    for game in games:
        for fact, (words, _suggest) in value_negations(game).items():
            found[fact] = found.get(fact, frozenset()) | {_bare(word) for word in words}
    return found


#: The words a yes-or-no column's title adds to what it marks (``Is Animal``,
#: ``Animal (Y/N)``, ``Est Légendaire``).
_FLAG_WORDS = frozenset({"is", "est", "ist", "es", "y", "n", "yn", "yes", "no", "oui",
                         "non", "ja", "nein", "si", "card", "carte", "an", "a", "un", "une",
                         "flag", "o", "on", "j", "jn", "s", "sn", "type", "kind", "typ",
                         "tipo", "has", "hat", "e", "karte", "carta", "it", "this",
                         # a printing's question (Version holo, Existe en holo, Printed foil)
                         "version", "existe", "exists", "en", "in", "printed", "imprime",
                         "available", "disponible", "gibt", "als", "as", "only", "seulement",
                         "uniquement", "nur", "solo"})


def _limit_value(value: object, title: str, spec: _TitledNumber) -> bool | str | None:
    """What a cell (or a key's ``value``) of a column titled ``title`` in ``spec``'s
    words says of its fact (``_refuse_unread_limits``): ``True`` when it gives a number
    that matters (a whole number of ``spec.matters`` or more, a count's word, ``two``,
    a Roman numeral, or ``spec``'s words of a value, accents aside, ``sí``, under a
    title of one of its ``yes_marks``: ``Double``, ``Doble``),
    or may give one (a number among words, ``2 copies``, ``x2``: which number is not
    known); ``False`` for a number that does not matter; ``None`` for a card's none
    (``-``, ``N/A``); ``"other"`` for a value of no number (the column is something
    else). Under a legality's flag alone (``Limited``, ``Restricted``) 0 and 1 are a
    flag's no and yes: only a number of 2 or more is a limit. Pure."""
    text = "yes" if value is True else str(value).strip().casefold()
    if text in _NO_VALUE_WORDS:
        return None
    words = _title_words(title)
    if {text, _bare(text)} & spec.words_of_value and (
            not spec.yes_marks
            or not spec.yes_marks.isdisjoint(_title_stems(title, spec.marks | spec.words))):
        return True
    try:
        number = _loose_number(text)
    except ValueError:
        return True  # 2 copies, x2: it may give the number
    if not isinstance(number, int) or isinstance(number, bool):
        return "other"
    least = max(spec.matters, 2) if set(words) <= _FLAG_TITLES else spec.matters
    return number >= least


class _TitledNumber(NamedTuple):
    """How a number fact's column may be titled and filled (``_refuse_unread_limits``):
    its ``marks`` (one needed), the other ``words`` its title may hold, the smallest
    number that ``matters`` (1 is a Magi's places without the fact), the words of a
    value that give it (no limit; a yes), under a title holding one of ``yes_marks``
    when given (their stems), ``what`` it holds, for the message, the types of the
    cards it is asked of (``of_types``; any card when empty) and the ``pairs`` of words
    one of each of which marks a title too (a count's word and a Magi's: ``Number of
    Magi``). Marks, words and pairs are kept as their stems (``_stem``); build one with
    ``_titled_number``."""

    marks: frozenset[str]
    words: frozenset[str]
    matters: int
    words_of_value: frozenset[str]
    yes_marks: frozenset[str]
    what: str
    of_types: frozenset[str] = frozenset()
    pairs: tuple[tuple[frozenset[str], frozenset[str]], ...] = ()


def _titled_number(marks: Iterable[str], words: Iterable[str], matters: int,
                   words_of_value: Iterable[str], yes_marks: Iterable[str], what: str,
                   of_types: Iterable[str] = (),
                   pairs: Iterable[tuple[Iterable[str], Iterable[str]]] = ()
                   ) -> _TitledNumber:
    """A ``_TitledNumber`` of these words as written, kept as their stems; every word of
    ``pairs`` and the filler words (``_FILLER_WORDS``) among its ``words``. Pure."""
    stemmed = tuple((_stems(first), _stems(second)) for first, second in pairs)
    paired = frozenset().union(*(first | second for first, second in stemmed))
    return _TitledNumber(_stems(marks), _stems(words) | _stems(_FILLER_WORDS) | paired,
                         matters, frozenset(words_of_value), _stems(yes_marks), what,
                         frozenset(of_types), stemmed)


#: A title that may be a legality's flag alone (``Limited``, ``Restricted``, ``Allowed``):
#: its 0 and 1 are a flag's no and yes, no limit (``_limit_value``).
_FLAG_TITLES = frozenset({"limited", "restricted", "restriction", "allowed", "autorise",
                          "erlaubt", "permitted"})
#: A cell of a number fact's column saying this card gives none (``-``, ``N/A``, ``no``):
#: the column is still that fact's for the other cards (a ``Max`` column of 2 and ``-``
#: was dropped whole, the 2 unread).
_NO_VALUE_WORDS = frozenset({"", "-", "\u2013", "\u2014", "n/a", "na", "none", "no",
                             "non", "nein", "null", "nil"})


def _type_words(record: Mapping[str, Any]) -> set[str]:
    """Each word of ``record``'s type, subtypes and supertypes, however parted (``Magi
    Naroom``, ``Magi (Naroom)``: ``magi`` and ``naroom``), as ``_own_words`` reads them."""
    return {_folded_word(word) for words in _own_words(record, "type")
            for word in re.split(r"[\W_]+", words) if word}


def _bare(key: str) -> str:
    """``key`` in small letters, its accents (and a Japanese kana's voiced marks) left
    out."""
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFKD", key)
                   if not unicodedata.combining(c)).casefold()


def _title_words(title: str) -> list[str]:
    """The words of a column's or key's ``title``, in small letters without accents,
    a camel-cased title parted (``maxInDeck``), a multiplier by two read as ``double``
    (``Magi x2``, ``2x``: a double Magi's column, its digit left out, was ``Magi``
    alone). Pure."""
    spaced = _TWICE().sub(" double ", re.sub(r"(?<=[a-z])(?=[A-Z])", " ", title))
    return [word for word in re.split(r"[\W_\d]+", _bare(spaced)) if word]


#: A multiplier by two in a title (``x2``, a multiplication sign's, ``2x``), no part of
#: a word.
_TWICE = lazy_pattern(r"(?i)(?<![^\W\d_])(?:[x\u00d7]\s?2|2\s?[x\u00d7])(?![^\W_])")


def _stem(word: str) -> str:
    """A title's ``word`` without the endings of a plural and a gender (``copies``,
    ``copy``, ``copias``, ``copie``: ``copi``; ``maximas``, ``massime``, ``massimo``), as
    titles are compared (``_titled``): a title's word in another number or gender than
    the lists' was no word of theirs, the column unread (``Copias máximas``, ``Copie
    massime``, ``Number of Magis``). Pure."""
    if len(word) > 3 and word.endswith("s"):
        word = word[:-1]
    if len(word) > 4 and word[-1] in "aeio":
        word = word[:-1]
    return word[:-1] + "i" if len(word) > 3 and word.endswith("y") else word


def _stems(words: Iterable[str]) -> frozenset[str]:
    """``_stem`` of each of ``words``, bare as a title's words are (``_bare``: a Korean
    ``최대``, a kana's ``ダブル``, as ``_title_words`` reads them)."""
    return frozenset(_stem(_bare(word)) for word in words)


def _title_stems(title: str, vocabulary: frozenset[str]) -> list[str]:
    """The stems of ``title``'s words (``_title_words``, ``_stem``), a word of none of
    ``vocabulary``'s stems read as the two of them it runs together (``Doppelmagi``,
    ``Kopienmax``: each was a word of no list, the column unread). Pure."""
    stems: list[str] = []
    for word in _title_words(title):
        stem = _stem(word)
        if stem not in vocabulary:
            stem = next((f"{_stem(word[:at])} {_stem(word[at:])}"
                         for at in range(2, len(word) - 1)
                         if _stem(word[:at]) in vocabulary
                         and _stem(word[at:]) in vocabulary), stem)
        stems.extend(stem.split())
    return stems


def _titled(title: str, spec: _TitledNumber) -> bool:
    """Whether ``title`` is in ``spec``'s words only (compared by stem: ``_title_stems``),
    one of them its marks, or a word of each of one of its ``pairs`` (``Copies per
    deck``, ``Number of Magi``). A legality's flag alone (``Restricted``) is such a
    title, whose 0 and 1 ``_limit_value`` reads as a flag's. Pure."""
    words = _title_stems(title, spec.marks | spec.words)
    if not words or not set(words) <= spec.marks | spec.words:
        return False
    return not spec.marks.isdisjoint(words) or any(
        not first.isdisjoint(words) and not second.isdisjoint(words)
        for first, second in spec.pairs)


#: A ``deck_limit`` cell of a CSV card file saying the card's copies are not limited: the
#: card's limit is ``any``. A cell of no card (``-``, ``N/A``: ``_no_card_named``) gives
#: the card no limit of its own.
_NO_LIMIT_WORDS = frozenset({
    "unlimited", "no limit", "nolimit", "infinite", "\u221e", "*",
    "illimite", "illimit\u00e9", "sans limite", "unbegrenzt", "ilimitado", "illimitato",
    "onbeperkt"})
#: The words a title of ``_titled_numbers`` may hold whatever its fact, an elided
#: article among them (``Nb max d'ex.``, ``Nombre d'emplacements``: each was a column
#: of no limit's words, read by no rule).
_FILLER_WORDS = frozenset({
    "in", "a", "the", "de", "du", "par", "pro", "por", "of", "im", "per", "card", "cards",
    "carte", "cartes", "nb", "number", "nombre", "anzahl", "zahl", "no", "num", "numero",
    "nel", "x", "d", "l", "to", "at", "di", "del", "des", "le", "la", "les"})
#: The words that count a thing (``Number of``, ``Nb``, ``Anzahl``): with a word of the
#: cards a fact is asked of, they mark its title (``Number of Magi``, ``Nb Magis``).
_COUNT_WORDS = frozenset({"number", "nb", "count", "anzahl", "nombre", "numero", "zahl",
                          "num", "cantidad", "quantite", "aantal", "liczba", "qty",
                          "quantity"})
#: The words of a card's copies (``Copies``, ``Exemplaires``, ``Ex.``); a limit's title
#: with a word of ``_PER_WORDS`` (``Copies per deck``, ``Exemplaires autorisés``).
_COPY_WORDS = frozenset({"copies", "copy", "kopien", "exemplare", "exemplaires", "copias",
                         "copie", "exemplaren", "kopie", "ex", "exx", "expl", "exempl",
                         "exemplaire", "pc", "pcs", "qty"})
_PER_WORDS = frozenset({"per", "par", "pro", "por", "each", "chaque", "allowed",
                        "autorise", "autorisee", "autorises", "erlaubt", "permitted",
                        "permitido", "permitida", "consentito", "consentita",
                        "toegestaan", "dozwolone"})
#: The words that say a limit of copies (``Max``, ``Höchstzahl``, ``Cap``, ``At most``,
#: ``Up to``; copies alone, ``Copies``, ``Kopien``, may be those a collection holds), in
#: every game.
_LIMIT_TITLE = _titled_number(
    {"max", "maxi", "maximum", "maximal", "maximale", "maximo", "massimo", "limit",
     "limits", "limite", "limites", "limited", "restricted", "restriction", "hochst",
     "hochstzahl", "hochstens", "hoechst", "hoechstzahl", "hoechstens", "cap", "most",
     "up", "plafond", "tope", "allowed", "autorise", "erlaubt", "permitted",
     # Japanese, Chinese, Korean and Russian sheets' limit (上限, 最大, 制限, 최대,
     # Макс): each was a column no rule read, a Twin Flame allowing 2 held to 4
     "上限", "最大", "制限", "限制", "最多", "上限枚数", "최대", "제한", "максимум",
     "макс", "лимит", "limiet", "limitu", "lim", "limitation", "begrenzung"},
    # a count's words (Max count, Count max: a limit's column unread)
    _COPY_WORDS | _COUNT_WORDS | {"deck", "decks", "allowed", "mazo", "mazzo", "枚数",
                                  "枚", "张数", "張數", "매수", "копий", "копии"},
    0, _NO_LIMIT_WORDS, (), "a card's limit of copies",
    pairs=((_COPY_WORDS, _PER_WORDS), (_PER_WORDS, {"deck", "mazo", "mazzo"})))


@cache
def _titled_numbers() -> dict[str, _TitledNumber]:
    """The number facts a column of other words may hide, with its words: a limit of
    copies (``_LIMIT_TITLE``) and each bundled game's ``number_columns`` (Magi-Nation's
    places of a Magi in the stack: ``Slots``, ``Double``; a cell says yes with the yes
    words of every yes-or-no cell, ``csv_export.YES``, and its own ``yes_values``), asked
    only of a file holding a card of its types. Read once per process."""
    from cardtools.decklist.csv_export import YES
    from cardtools.gamedata import number_columns

    titled = {"deck_limit": _LIMIT_TITLE}
    for game in bundled_games():
        for fact, spec in number_columns(game).items():
            titled[fact] = _titled_number(
                spec["marks"], spec["words"], spec["matters"],
                YES | frozenset(spec.get("yes_values", ())),
                as_tuple(spec.get("yes_mark")), spec["what"],
                (_folded_word(kind) for kind in spec["types"]),
                ((_COUNT_WORDS, (_bare(kind) for kind in spec["types"])),))
    return titled


#: A column's or key's title naming an alternate printing's fact (``Alt Type``,
#: ``Alternate Rarity``), not the card's: beside the card's own, it is no second value.
_ALTERNATE_PRINTING = lazy_pattern(r"(?i:alt(?:ernat(?:e|ive))?)(?:[\s_\-.]|(?=[A-Z]))")
#: The facts whose words a card's ``type`` column or key may also give (a type line's
#: ``Permanent - Animal``): a column of no fact repeating them hides nothing.
_TYPE_LINE_FACTS = ("type", "subtypes", "supertypes")


def _own_words(record: Mapping[str, Any], fact: str) -> set[str]:
    """The words ``record`` gives for ``fact`` (for ``type``, its subtypes and supertypes
    too), as ``_folded_word`` reads them. Pure."""
    words: set[str] = set()
    for name in _TYPE_LINE_FACTS if fact == "type" else (fact,):
        value = record.get(name)
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str):
                words.update(_folded_word(word) for word in _WORD_LIST_SEPARATOR().split(item)
                             if word.strip())
    return words


def _folded_word(word: str) -> str:
    """``word`` as ``_listed_values`` keys its values (``names.normalise``, look-alike
    letters of another script read as the Latin ones they show)."""
    from cardtools.names import normalise

    return normalise(_undisguised(word))


@cache
def _listed_values() -> dict[str, dict[str, str]]:
    """The values every game lists for ``type``, ``rarity`` and ``finishes``
    (``game_values``), by fact, each normalised to its spelling in the game's list, and
    the words of other languages and synonyms its ``values.json`` gives them
    (``_value_words``, ``value_synonyms``: ``Holo``, ``Foil``, ``Non-foil``; a ``Print``
    column of them left a Speakeasy deck's finishes unknown, a warning only), but for a
    set's name, alias or code of that game (``sets.json``: Magi-Nation's Promo is a
    rarity and a set, and a sheet's ``Set`` column of promos was refused as an unread
    rarity). Read once per
    process."""
    return _games_listed_values(tuple(sorted(folder.name for folder in cards_dir().iterdir())))


def rarity_words() -> frozenset[str]:
    """The rarities every game's card data lists (``_listed_values``), normalised
    (``common``, ``rare``): a mark's words that may say a copy's rarity beside its finish
    (``(Holo Rare)``). Read once per process."""
    return frozenset(_listed_values()["rarity"])


@cache
def _games_listed_values(games: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """``_listed_values`` of ``games`` only (a card file's own game's: a Magic sheet's
    ``Foil`` column was told MageTCG's finishes). Read once per process."""
    listed: dict[str, dict[str, str]] = {"type": {}, "rarity": {}, "finishes": {}}
    for folder in (cards_dir() / game for game in games):
        values = game_values(folder.name)
        if not values:
            continue
        sets_file = folder / "sets.json"
        sets = json.loads(sets_file.read_bytes()).get("sets", {}) if sets_file.is_file() else {}
        set_words = {_folded_word(word) for code, spec in sets.items()
                     for word in (code, spec.get("name", ""), *spec.get("aliases", ()))
                     if word}
        for fact, given in values.items():
            if fact in listed:
                listed[fact].update({_folded_word(value): value for value in given
                                     if _folded_word(value) not in set_words})
        for fact, words in [*_value_words(folder.name).items(),
                            *value_synonyms(folder.name).items()]:
            if fact in listed:
                listed[fact].update({_folded_word(word): value for word, value in words.items()
                                     if value in values.get(fact, ())})
    return listed


def _value_words(game: str) -> dict[str, dict[str, str]]:
    """The words of other languages a game's ``values.json`` gives for the values it
    lists, by fact (``words``: ``{"type": {"Tier": "Animal"}}``), read as the value in a
    card's own type and subtypes (``check_values``, ``_subtypes_as_values``: a file typing
    two Animals ``Tier`` was read as no Mage Noir file, its subtype ``Tiere`` no Animal,
    two Animals legal) and where a card file's column of no fact is asked what it holds
    (a ``Tags`` cell ``Tier-Karte`` hid the Animal)."""
    return _words_by_fact(game, "words")


def _words_by_fact(game: str, key: str) -> dict[str, dict[str, str]]:
    """The ``key`` mapping of a game's ``values.json`` (``words``, ``synonyms``): by fact,
    each word and the value it stands for; none for a game without it."""
    words = _values_file(game).get(key, {})
    return {str(fact): {str(word): str(value) for word, value in spelled.items()}
            for fact, spelled in words.items() if isinstance(spelled, dict)}


@cache
def _values_file(game: str) -> dict[str, Any]:
    """The bundled ``cards/<game>/values.json`` as read (``{}`` for a game without one):
    the values its cards may have, their words in other languages, their synonyms and
    the words denying them. Raises ``OSError``/``ValueError`` for an unreadable file."""
    path = cards_dir() / game / "values.json"
    read = json.loads(path.read_bytes()) if path.is_file() else {}
    return read if isinstance(read, dict) else {}


def _undisguised(text: str) -> str:
    """``text`` with each word (parted by spaces, brackets, list separators, dashes or
    underscores) that is a Latin word disguised by look-alike letters written as the
    Latin word it shows, else as it is. Word by word: ``\u0410nimal \u0412\u043e\u043b\u043a``
    (a Cyrillic A, then a Russian word) was kept whole, no Animal. A word of one other
    script throughout (``\u0412\u043e\u0440``, Russian, though each letter looks Latin)
    is kept, unless it shows a value a game lists (``_known_words``). Pure."""
    if text.isascii():
        return text
    return _DISGUISE_WORD().sub(_undisguised_word, text)


#: A word of a card file's value, as ``_undisguised`` folds it (each of its pieces of
#: another script than Latin's and the look-alikes', ``_undisguised_word``).
_DISGUISE_WORD = lazy_pattern(r"[^\s;,/|()\[\]{}\u2010-\u2015_-]+")
#: The scripts a word may be written in throughout (a Russian or a Greek word) whose
#: letters may look Latin (``names.fold_lookalikes``).
_OTHER_SCRIPTS = ("CYRILLIC", "GREEK", "ARMENIAN", "CHEROKEE", "COPTIC", "LISU")
#: The scripts whose letters a disguised Latin word mixes: one piece of a word.
_LOOKALIKE_SCRIPTS = frozenset({"LATIN", *_OTHER_SCRIPTS})


def _undisguised_word(found: re.Match[str]) -> str:
    """A word of ``_undisguised`` folded piece by piece: a run of a script with no
    look-alike letters is a word of its own (``\u0410nimal\u72fc``, a Cyrillic A and the
    Chinese wolf; ``\u0410nimal`` and a Lao word: the Cyrillic word was kept, no Animal)."""
    word = found[0]
    if word.isascii():
        return word
    return "".join(
        _undisguised_piece(piece) if letter_script(
            next((char for char in piece if char.isalpha()), "a")) in _LOOKALIKE_SCRIPTS
        else piece for piece in script_pieces(word, _LOOKALIKE_SCRIPTS))


def _undisguised_piece(word: str) -> str:
    """A piece of a word (``_undisguised_word``) in look-alike letters as the Latin word
    it shows, unless it is a word of one other script throughout that shows no value a
    game lists (``\u0412\u043e\u0440``, Russian); else as it is."""
    from cardtools.names import fold_lookalikes, lookalike_letters, normalise

    if word.isascii() or not lookalike_letters(word):
        return word
    folded = fold_lookalikes(word)
    scripts = {letter_script(char) for char in word if char.isalpha()}
    if (len(scripts) == 1 and scripts <= set(_OTHER_SCRIPTS)
            and normalise(folded) not in _known_words()):
        return word
    return folded


@cache
def _known_words() -> frozenset[str]:
    """The values every game lists (``game_values``), normalised. Read once per process."""
    from cardtools.names import normalise

    return frozenset(normalise(value) for folder in cards_dir().iterdir()
                     for values in game_values(folder.name).values() for value in values)


_CARD_PATH = lazy_pattern(r"^\$\.cards\[(\d+)\]\.?(.*)$")


def _on_its_line(error: CardtoolsError, records: Any, text: str | None) -> CardtoolsError:
    """A problem of a card file said at ``file:line:``, as editors match: a CSV row's
    on the row's line (``cards.csv:3: card 'X': cost: ...``) instead of at a JSON path
    the user never wrote; a YAML or JSON file's on the line of its key, the JSON path
    kept (``cards.yaml:4: $.cards[0].type: ...``; ``text`` is the file's, read again
    when ``None``); as it was where no line is known."""
    found = _CARD_PATH().match(error.where or "")
    if found is not None and isinstance(records, list) and int(found[1]) < len(records):
        record = records[int(found[1])]
        if isinstance(record, CsvRecord):
            column = f"{found[2]}: " if found[2] else ""
            return CardtoolsError(f"card {record.get('name')!r}: {column}{error.message}",
                                  error.path, str(record.line))
    if not (error.where or "").startswith("$") or error.path is None:
        return error
    line = _key_line(error.where or "", error.path, text,
                     bare=text is not None and _bare_list(text))
    if line is None:
        return error
    return CardtoolsError(f"{error.where}: {error.message}", error.path, str(line))


def _bare_list(text: str) -> bool:
    """Whether a YAML or JSON card file is a bare list of cards (no ``cards:`` key)."""
    return text.lstrip("\ufeff \t\r\n").startswith(("[", "-"))


def _key_line(where: str, path: str, text: str | None, bare: bool) -> int | None:
    """The line of the key at JSON path ``where`` (``$.cards[0].type``) in a YAML or
    JSON card file, else of the nearest key above it; ``None`` when none is known (the
    file cannot be read again, or is no YAML)."""
    from cardtools.validation import json_path
    from cardtools.yamlio import key_lines

    if text is None:
        try:
            text = read_regular_file(Path(path), MAX_CARD_FILE).decode("utf-8-sig")
        except (OSError, UnicodeDecodeError, TooLarge):
            return None
        bare = _bare_list(text)
    lines = {json_path(("cards", *parts) if bare else parts): line
             for parts, line in key_lines(text).items()}
    while where and where != "$":
        if where in lines:
            return lines[where]
        where = where[:max(where.rfind("."), where.rfind("["))]
    return None


def _reason(exc: Exception) -> str:
    if isinstance(exc, UnicodeDecodeError):
        return "not UTF-8 text"
    if isinstance(exc, NotARegularFile):
        return str(exc)
    return getattr(exc, "strerror", None) or str(exc)


def field_spelled(key: str) -> str | None:
    """The card fact a card file's column or key ``key`` names in another spelling
    (``Subtype``, ``sub-types``, ``Rarities``, ``Card Type``: ``_FIELD_SPELLINGS``; in
    look-alike letters of another script too, a Cyrillic y in ``Subtypes``, or parted by
    an invisible character, ``Sub\u200btypes``: a column so titled was read by no rule,
    its Animals uncounted), or ``None`` when it is that
    fact's own name or names none. Pure."""
    spelled = _bare(_undisguised(invisible_as_spaces(key)))
    field = _FIELD_SPELLINGS.get(_FIELD_MARKS().sub("", spelled))
    return None if field == key else field


def field_hinted(key: str) -> str | None:
    """The card fact the rules read that a card file's column or key which names no card
    fact (not a fact of the schema, nor another spelling of one: ``field_spelled``) seems
    to give by one of its words (``Card Rarity``, ``Rarity (R/U/C)``, ``rarityLevel``,
    ``Subtype Line``; a rarity's or a subtype's word only, ``_HINTED_FACTS``): ``None``
    for a key of no such word (``Cost``, ``Set``, ``Type Line``, ``Alternate Art``). A word
    that is a fact's spelling of six letters or more run into others counts too
    (``cardrarity``). Pure."""
    facts = schema_facts()
    if (key in facts or re.sub(r"[\s\-]+", "_", key.strip().casefold()) in facts
            or field_spelled(key) is not None):
        return None  # "Original Region": a fact of its own
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", key)
    for word in re.split(r"[\W_]+", _bare(spaced)):
        if word and (field := _FIELD_SPELLINGS.get(word)) in _HINTED_FACTS:
            return field
    bare = _FIELD_MARKS().sub("", _bare(key))
    return next((field for spelling, field in _FIELD_SPELLINGS.items()
                 if field in _HINTED_FACTS and len(spelling) >= 6 and spelling in bare), None)


#: The facts a column's word may hint at (``field_hinted``): a rarity's and a subtype's
#: words name nothing else in a card file, where ``Type Line``, ``Alternate Art``,
#: ``Limited Edition``, ``Set Limit`` or ``Partner Set`` name other things (each was
#: refused as a fact's misspelling, an ordinary card file not read).
_HINTED_FACTS = frozenset({"rarity", "subtypes"})


#: Japanese spellings of ``_FIELD_SPELLINGS``, as written (their kana's voiced marks are
#: left out as accents are when compared: ``_bare``).
_JAPANESE_SPELLINGS = {"タイプ": "type", "カードタイプ": "type", "種類": "type",
                       "サブタイプ": "subtypes", "レアリティ": "rarity", "希少度": "rarity"}
#: Russian, Chinese and Korean spellings, as the decklists' headers of those languages
#: are read (``Редкость``, ``稀有度``, ``희귀도``: each was a column no rule reads).
_OTHER_SCRIPT_SPELLINGS = {"тип": "type", "типкарты": "type", "подтип": "subtypes",
                           "подтипы": "subtypes", "редкость": "rarity", "類型": "type",
                           "类型": "type", "子类型": "subtypes", "稀有度": "rarity",
                           "稀有": "rarity", "유형": "type", "희귀도": "rarity",
                           # a subtype, a type, a rarity, a region, an alternate and a
                           # limit in more of their words (하위 유형, 种族, Считается
                           # как: each was a column no rule reads, an Animal uncounted,
                           # two Animals legal, a Pale Furok no Furok)
                           "하위유형": "subtypes", "서브타입": "subtypes",
                           "세부유형": "subtypes", "종족": "subtypes", "카드유형": "type",
                           "카드타입": "type", "타입": "type", "레어도": "rarity",
                           "지역": "regions", "副类型": "subtypes", "子類型": "subtypes",
                           "种族": "subtypes", "種族": "subtypes", "卡牌类型": "type",
                           "卡牌類型": "type", "卡片类型": "type", "罕贵度": "rarity",
                           "地区": "regions", "地區": "regions", "地域": "regions",
                           "视为": "counts_as", "視為": "counts_as", "算作": "counts_as",
                           "считаетсякак": "counts_as", "считается": "counts_as",
                           "засчитываетсякак": "counts_as", "регион": "regions",
                           "регионы": "regions", "племя": "subtypes",
                           "\u0440\u0430\u0441\u0430": "subtypes",  # a race
                           "лимит": "deck_limit", "лимиткопий": "deck_limit",
                           "подтипкарты": "subtypes", "подтипыкарты": "subtypes"}
_FIELD_SPELLINGS.update({_bare(key): field for key, field in (
    *_JAPANESE_SPELLINGS.items(), *_OTHER_SCRIPT_SPELLINGS.items())})


@cache
def schema_facts() -> frozenset[str]:
    """The card facts ``cards.schema.json`` names (``original_region``, ``starting``)."""
    return frozenset(schema("cards")["$defs"]["card"]["properties"])


def _hinted_message(key: str, field: str, column: bool) -> str:
    """What a card file is refused for when a column (``column``) or key ``key`` names no
    card fact but may give ``field`` (``field_hinted``), which no other one gives."""
    kind = "column" if column else "key"
    return _no_fact_message(kind, key, f"may give a card's {field}", "under that name",
                            f"name the {kind} {field}")


def _no_fact_message(kind: str, title: str, holds: str, read_as: str, fix: str,
                     renamed: str = "it") -> str:
    """What a card file is refused for when its ``kind`` (``column`` or ``key``)
    ``title`` names no card fact but ``holds`` one the rules read ``read_as`` (``under
    that name``, ``as deck_limit``) only: the ``fix``, or renaming ``renamed``. Pure."""
    return (f"the {kind} {title!r} is no card fact the rules read, but {holds}, which the "
            f"rules read {read_as} only: {fix}, or rename {renamed} if it holds something "
            "else")


def _reject_misspelt_keys(records: Any, path: str) -> None:
    """Raise ``CardtoolsError`` at the JSON path of the first key of a YAML or JSON card
    record that names a card fact in another spelling (``subtype:`` for ``subtypes``,
    ``Type:``): the rules would never read it. A key titled loosely (``race:``,
    ``places:``) is read by ``_read_loose_key`` instead. Records that are no mappings are
    left to the schema."""
    from cardtools.validation import json_path

    for position, record in enumerate(records if isinstance(records, list) else ()):
        for key in list(record) if isinstance(record, dict) else ():
            field = field_spelled(key) if isinstance(key, str) else None
            part = (_numbered_part(key) if isinstance(key, str) and field is None
                    and key not in schema_facts() else None)
            language = (_names_language(key) if isinstance(key, str) and field is None
                        and part is None and key not in schema_facts() else None)
            if part is not None:
                _read_part_key(record, key, part, path, position)
            elif language is not None:
                _read_names_key(record, key, language, path, position)
            elif field is not None and _loosely_spelled(key):
                _read_loose_key(record, key, field, path, position)
            elif field is not None:
                raise CardtoolsError(
                    f"unexpected key '{key}' (did you mean {field}?): the rules read a "
                    f"card's {field} under that name only", path,
                    json_path(("cards", position, key)))
            hinted = field_hinted(key) if isinstance(key, str) else None
            if hinted is not None and hinted not in record:
                # a card's rarity under "cardRarity" was no fact the rules read: held to
                # the highest limit, a warning where its Legendary limit was an error
                raise CardtoolsError(_hinted_message(key, hinted, False), path,
                                     json_path(("cards", position, key)))


def _read_names_key(record: dict[str, Any], key: str, language: str, path: str,
                    position: int) -> None:
    """A YAML or JSON card's ``key`` titled by a language (``_names_language``:
    ``french:``, ``nom_fr:``, ``names.fr:``), its name or names read as the card's
    ``names`` in that language, as a CSV column so titled is (each key was kept as a
    fact no rule reads, a deck naming the card so an unknown card). Raises
    ``CardtoolsError`` at the key's JSON path for a value of no text, and when the
    card's ``names`` give that language too (which one is the card's is not known)."""
    from cardtools.validation import json_path

    value, names = record[key], record.get("names")
    items = value if isinstance(value, list) else [value]
    where = json_path(("cards", position, key))
    if not all(isinstance(item, str) for item in items):
        raise CardtoolsError(f"the key {key!r} gives a card's names in {language}: write "
                             "them as text", path, where)
    if names is not None and (not isinstance(names, dict) or language in names):
        raise CardtoolsError(f"the key {key!r} and 'names' both give a card's names in "
                             f"{language}; keep one", path, where)
    del record[key]
    record["names"] = {**(names or {}), language: value}


def _read_part_key(record: dict[str, Any], key: str, part: str, path: str,
                   position: int) -> None:
    """A YAML or JSON card's ``key`` naming a part of a list fact (``part``, as
    ``_numbered_part`` reads a CSV column's title: ``subtype2``, ``Subtype 2``,
    ``second_subtype``, ``other_types``), its text or texts added to the fact, as the
    CSV column's are (each key was neither read nor refused: its Animal uncounted).
    Raises ``CardtoolsError`` at the key's JSON path for a value of no text, and for a
    part of ``_LIFTING_FACTS`` (``rarity2``), beside the fact or without it."""
    from cardtools.validation import json_path

    fact = part.split(PART_MARK, 1)[0]
    value = record[key]
    items = value if isinstance(value, list) else [value]
    have = record.get(fact, [])
    where = json_path(("cards", position, key))
    if not all(isinstance(item, str) for item in items) or not isinstance(have, list | str):
        raise CardtoolsError(f"the key {key!r} gives more of a card's {fact}: write its "
                             f"values as text", path, where)
    if fact in _LIFTING_FACTS:
        # beside the fact, a card of two takes the more permissive one's limit; without
        # it ("rar: Legendary" beside "rarity2: Common") the second made the card's rarity
        # and the first went unread: four copies of a Legendary legal
        raise CardtoolsError(
            f"the key {key!r} gives more of a card's {fact}, and a card of two takes the "
            f"more permissive one's limit: give a card's {fact} under {fact} only "
            f"([Legendary, Common]), or rename {key!r} if it holds something else",
            path, where)
    kept = [word for item in items for word in (
        _list_items(fact, item)[1] if fact in WORD_LIST_FIELDS else [item.strip()]) if word]
    del record[key]
    record[fact] = [*([have] if isinstance(have, str) else have), *kept]


def _read_loose_key(record: dict[str, Any], key: str, field: str, path: str,
                    position: int) -> None:
    """A YAML or JSON card's ``key`` titled loosely (``_LOOSE_SPELLINGS``) for ``field``,
    read in place: a list fact's values the game lists none of are added to it
    (``race: Animal``: the Animal counted), a number fact the card does not give read as
    ``_loose_number`` reads it (``places: 2`` or ``"2"``, ``two``, ``II``, ``double``);
    else the key is kept
    as written, as it was read before (``places: Paris``, ``rar:`` beside ``rarity:``).
    Raises ``CardtoolsError`` at the key's JSON path (card ``position`` of ``path``) for
    a value that may give the number but is none (``"2 places"``)."""
    value = record[key]
    kinds = column_kinds()
    if field in kinds.lists and field not in _listed_values():
        items = value if isinstance(value, list) else [value]
        have = record.get(field, [])
        if all(isinstance(item, str) for item in items) and isinstance(have, list | str):
            record[field] = [*([have] if isinstance(have, str) else have), *items]
            del record[key]
    elif field in kinds.numbers and field not in record:
        try:
            number = _loose_number(value)
        except ValueError:
            from cardtools.validation import json_path

            raise CardtoolsError(_loose_number_message(key, value, field), path,
                                 json_path(("cards", position, key))) from None
        if isinstance(number, int):  # "places": "2" was kept as text, the Magi one place
            del record[key]
            record[field] = number


def _loose_number(value: object) -> int | object:
    """A loosely titled number column's cell or key's value (``Places``) as the fact's
    number: a whole number (``2``, ``"2"``), a count's word (``two``, ``deux``:
    ``COUNT_WORDS``), a Roman numeral (``II``) or a Magi's word (``double``:
    ``_PLACES_WORDS``) is that number; a placeholder (``-``, ``N/A``, ``none``:
    ``_no_card_named``) gives none, and any other value without a digit (a sheet's
    towns, ``Paris``) is something else: each returned as it is. Raises ``ValueError``
    for a value holding a digit that is no whole number (``2 places``, ``1 (single)``,
    ``2.5``): it may give the number, which is not known."""
    from cardtools.decklist.markers import COUNT_WORDS, ROMAN_COUNTS

    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        raise ValueError(value)
    if not isinstance(value, str):
        return value
    folded = " ".join(value.casefold().split())
    if folded.isascii() and folded.isdigit():
        return int(folded)
    if folded in COUNT_WORDS or folded in _PLACES_WORDS:
        return COUNT_WORDS.get(folded) or _PLACES_WORDS[folded]
    if folded.upper() in ROMAN_COUNTS:
        return ROMAN_COUNTS[folded.upper()]
    if any(char.isdigit() for char in folded):
        raise ValueError(value)
    return value


#: How many a Magi-Nation player's words say (``Double`` Magi, THE MAGI, Double Magi
#: Cards): a Places column of ``Double`` was text, the Magi one place.
_PLACES_WORDS = {"single": 1, "simple": 1, "double": 2, "triple": 3, "doppel": 2,
                 "doble": 2, "doppio": 2}


def _loose_number_message(title: str, value: object, field: str) -> str:
    """The message refusing a loosely titled column's or key's ``value`` that may give
    a card's ``field`` but is no whole number (``_loose_number``)."""
    return (f"{title} {value!r} may give the card's {field} but is no whole number: "
            f"write the number alone (or a placeholder, -, for none)")


#: Cell separators a card file's header line may use (Excel writes ``;`` in much of Europe).
CSV_DELIMITERS = ",;\t"


def _csv_dialect(header: str) -> type[csv.Dialect] | csv.Dialect:
    """The CSV dialect of a card file, told from its header line (which holds no list
    cells, so the separator it uses is the file's): ``,``, ``;`` or tab."""
    import csv

    try:
        return csv.Sniffer().sniff(header, delimiters=CSV_DELIMITERS)
    except csv.Error:
        return csv.excel


class CsvRecord(dict[str, Any]):
    """A card record read from a CSV card file, with the ``line`` its row starts on:
    a problem of the card is said at ``file:line:``, as every message is; the
    ``titles`` of its file's columns as written, by field (shared by its rows); and the
    ``cells`` of its list fields as written, by field, that a message about one of their
    items quotes (``Rare - Foil``, read as two rarities)."""

    line: int = 0
    titles: Mapping[str, str] = {}
    cells: Mapping[str, str] = {}


def copied(record: dict[str, Any]) -> dict[str, Any]:
    """A new record of ``record``'s fields, its line and titles too for a ``CsvRecord``
    (a copy that lost them said its problems on line 1). Pure."""
    copy = type(record)(record)
    if isinstance(record, CsvRecord) and isinstance(copy, CsvRecord):
        copy.line, copy.titles, copy.cells = record.line, record.titles, record.cells
    return copy


def _csv_records(text: str, path: str) -> list[dict[str, Any]]:
    import csv

    header = text.split("\n", 1)[0]
    reader = csv.DictReader(io.StringIO(text), dialect=_csv_dialect(header), strict=True)
    records: list[dict[str, Any]] = []
    lines = text.splitlines()
    try:
        found = [(name or "").strip() for name in reader.fieldnames or []]
        reader.fieldnames = _csv_fields(found, path)
        if "name" not in reader.fieldnames:
            reader.fieldnames = _name_column(reader.fieldnames, found)
        if "name" not in reader.fieldnames:
            shown = ", ".join(repr(name) for name in found if name) or "none"
            raise CardtoolsError(
                f"CSV card files need a header row with a 'name' column (any case; "
                f"separated by ',', ';' or tabs); found: {shown}", path, "1")
        ended = reader.line_num
        for row in reader:
            # a row starts after the last one and any blank lines the reader skipped; a
            # quoted cell may take it over several lines
            start = ended + 1
            while start < reader.line_num and not lines[start - 1].strip():
                start += 1
            ended = reader.line_num
            records.append(_csv_record(row, path, start))
    except csv.Error as exc:
        raise CardtoolsError(f"not valid CSV: {exc}", path, str(reader.line_num)) from None
    for field, title in zip(reader.fieldnames, found, strict=True):
        if field in column_kinds().numbers and _loosely_spelled(title):
            _read_loose_cells(records, field, title, path)
    titles = dict(zip(reader.fieldnames, found, strict=True))
    for record in records:
        if isinstance(record, CsvRecord):
            record.titles = titles
    _refuse_unread_values(records, path, titles)
    _refuse_unread_limits(records, path, titles)
    return records


def _read_loose_cells(records: list[dict[str, Any]], field: str, title: str,
                      path: str) -> None:
    """The cells of a CSV card file's number column titled loosely (``Places``) for
    ``field`` (``magi_count``), read in place row by row as ``_loose_number`` reads
    them: a number is the fact's, a placeholder (``-``, ``N/A``) gives none; a column of
    no number is a column of its own title, as it was read before (a sheet's towns,
    ``Paris``). One row's ``-`` or ``one`` made the whole column text, a double Magi's
    ``2`` on another row unread: a stack of four places legal. Raises ``CardtoolsError``
    on the row of a cell that may give the number but is none (``2 places``), and of any
    other text in a column that gives a number on some row (``2`` beside ``Paris``)."""
    read: list[tuple[dict[str, Any], object]] = []
    for record in records:
        if field not in record:
            continue
        value = record[field]
        try:
            read.append((record, _loose_number(value)))
        except ValueError:
            raise CardtoolsError(_loose_number_message(title, value, field), path,
                                 str(getattr(record, "line", 1))) from None
    numbered = any(isinstance(number, int) for _record, number in read)
    for record, number in read:
        value = record.pop(field)
        if isinstance(number, int):
            record[field] = number
        elif numbered and not _no_card_named(str(value)):
            raise CardtoolsError(_loose_number_message(title, value, field), path,
                                 str(getattr(record, "line", 1)))
        elif not _no_card_named(str(value)):
            record[title.lower()] = str(value)


#: The titles ``_FIELD_SPELLINGS`` reads as a card fact that a sheet or a file may give
#: to something else: a subtype by what it names, a short rarity, a Magi's places. Beside
#: the fact's own column, or holding what the fact cannot (``Places`` of ``Paris``), such a
#: column or key is read as before they were read as the fact (``Race``, ``Places`` and
#: ``race:`` were refused).
_LOOSE_SPELLINGS = frozenset({
    "creaturetype", "creaturetypes", "tribe", "tribes", "tribu", "tribus", "race", "races",
    "famille", "familles", "family", "families", "typedecreature", "typesdecreature",
    "rar", "rty", "places"})


def _loosely_spelled(title: str) -> bool:
    """Whether a column's or key's ``title`` is one of ``_LOOSE_SPELLINGS``."""
    return _FIELD_MARKS().sub("", _bare(_undisguised(invisible_as_spaces(title)))) in (
        _LOOSE_SPELLINGS)


#: The word "card" alone in the languages of ``csv_export.LOCAL_COLUMNS``: a decklist's
#: name column, but in a card file, whose every row is a card, the title of no one fact.
_CARD_ALONE = frozenset(("card", "karte", "carte", "carta", "\u043a\u0430\u0440\u0442\u0430"))


def _name_column(fields: list[str], header: list[str]) -> list[str]:
    """``fields``, a CSV card file's fields with none ``name``, with the one column of
    ``header`` that a decklist's CSV reads as the card's name read so (``Card Name``,
    ``Nom``, ``Kartenname``: ``columns.NAME_COLUMNS``, ``csv_export.LOCAL_COLUMNS``; a
    card file so titled was refused for want of a ``name`` column, while a decklist of
    that header was read); unchanged when no column or several are titled so. A column
    titled ``Card`` alone (``_CARD_ALONE``) names no fact of a card file's cards."""
    from cardtools.decklist.columns import LOCAL_COLUMNS, NAME_COLUMNS

    cells = [" ".join(cell.casefold().split()) for cell in header]
    titles = {*NAME_COLUMNS, *LOCAL_COLUMNS["name"]} - _CARD_ALONE
    named = [at for at, cell in enumerate(cells) if cell in titles]
    if not named:
        # a card file counts no copies: "Nombre" there is Spanish for the name (in a
        # decklist's CSV it may be French for the number), when no column names it else
        named = [at for at, cell in enumerate(cells) if cell == "nombre"]
    if len(named) != 1:
        return fields
    return [*fields[:named[0]], "name", *fields[named[0] + 1:]]


def _csv_fields(header: list[str], path: str) -> list[str]:
    """The fields a CSV card file's header cells name: each in small letters, a card
    fact written in another spelling (``Subtype``, ``Card Type``) as the fact's own name.
    A list fact's column numbered as one of its parts (``Subtype 2``, ``Type (1)``,
    ``Region #2``) is that part, ``subtypes#2``: its values are the fact's too
    (``_csv_record``; a sheet's second subtype column was a column no rule read, its
    Animal uncounted). Raises ``CardtoolsError`` on line 1 when two columns name one fact
    (``Type`` and ``Types``, ``game`` and ``Game``, or one part twice): which one holds
    the card's is not known, unless one of them is titled loosely (``_LOOSE_SPELLINGS``:
    ``Race`` beside ``Subtypes``, ``Rar`` beside ``Rarity``): then that one is a part of a
    list fact the game lists no values of, else a column of its own title, as it was read before. A
    column that is no fact and no part but whose title holds a fact's word (``Subtype
    Notes``, ``Target Subtype``, ``Old Subtypes`` beside ``Subtype``) is a column of its
    own, read by no rule (each added its words to the card's subtypes)."""
    fields: list[str] = []
    for cell in header:
        language = _names_language(cell)
        field = field_spelled(cell) or (f"names.{language}" if language else cell.lower())
        part = _numbered_part(cell) if field not in schema_facts() else None
        field = part or field
        if (field in _ONE_COLUMN_FIELDS or part is not None or language) and field in fields:
            at = fields.index(field)
            first = header[at]
            loose = cell if _loosely_spelled(cell) else first if _loosely_spelled(first) else None
            if part is not None or loose is None:
                raise CardtoolsError(f"the columns {first!r} and {cell!r} both give a card's "
                                     f"{field.split(PART_MARK, 1)[0]}; keep one", path, "1")
            # a title that may name something else beside the fact's own (Race beside
            # Subtypes, Rar beside Rarity) was refused: it is a part of a fact the game
            # lists no values of, else read as before, a column of its own title
            kept = (f"{field}{PART_MARK}{loose.lower()}" if field in column_kinds().lists
                    and field not in _listed_values() else loose.lower())
            if loose is first:
                fields[at] = kept
            else:
                field = kept
        fields.append(field)
    for cell, field in zip(header, fields, strict=True):
        hinted = field_hinted(cell) if field == cell.lower() else None
        if hinted is not None and hinted not in fields:
            # "Card Rarity", "Rarity (R/U/C)" were no column: every card held to the
            # highest copy limit, a Legendary's second copy a warning only
            raise CardtoolsError(_hinted_message(cell, hinted, True), path, "1")
    _refuse_second_parts(header, fields, path)
    return fields


def _names_language(title: str) -> str | None:
    """The code of the language whose names a card file's column or key ``title``
    gives: a word naming a language (``language_words`` of the game data; ``French``,
    ``fr``, ``Français``), alone or with a name's words and articles
    (``_NAME_TITLE_WORDS``: ``Nom FR``, ``Name (FR)``, ``FR name``, ``name.fr``,
    ``names_fr``, ``Nom en français``, a translation's words too: ``Traduction FR``;
    an article between two words never: ``Nom de carte`` is no German);
    ``None`` for any other title, and for English,
    the card data's own names' (the ``name`` column). Each was a column read by no rule,
    a deck naming the card so an unknown card. Pure."""
    from cardtools.gamedata import language_words

    translation = _all_words("translation_words")
    every = _title_words(title)
    # an article between two words joins them (Nom de carte, Nombre de carta: read as
    # German names), never a language's code
    words = [word for at, word in enumerate(every)
             if word not in _NAME_TITLE_WORDS and word not in translation
             and (word not in _NAME_TITLE_ARTICLES or at in (0, len(every) - 1))]
    if len(words) > 1:
        words = [word for word in words if word not in _NAME_TITLE_ARTICLES]
    if len(words) != 1:
        return None
    found = [code for code, spelled in language_words().items() if words[0] in spelled]
    return found[0] if len(found) == 1 and found[0] != "en" else None


def _all_words(key: str) -> frozenset[str]:
    """Every language's words of ``key`` of the shared game data (``shared_words``)."""
    from cardtools.gamedata import shared_words

    return frozenset().union(*shared_words(key).values())


def unread_columns(records: list[dict[str, Any]]) -> list[tuple[dict[str, Any], str, str]]:
    """The columns (of a CSV file: ``CsvRecord.titles`` gives each title as written) or
    keys of a card file's ``records`` that hold what a user may take for a fact the
    rules read but is none, each as ``(its first such card, its title, what)``: a
    yes-or-no column titled by a ban (``ban_words`` of the game data; ``Banned``,
    ``Interdite``) marking a card (``what`` ``ban``: a ban is a format's banned list),
    and a column of text titled by a translation naming no language (``Traduction``,
    ``translation_words``; ``what`` ``translation``). Pure."""
    from cardtools.decklist.csv_export import YES

    bans, translation = _all_words("ban_words"), _all_words("translation_words")
    found: dict[str, tuple[dict[str, Any], str, str]] = {}
    header = getattr(records[0], "titles", None) if records else None
    for _position, record, key, value, title in _unread_cells(records, header, found):
        words = set(_title_words(title)) - _FLAG_WORDS
        if words and words <= bans and (value is True or str(value).strip().casefold() in YES):
            found[key] = (record, title, "ban")
        elif words & translation and isinstance(value, str) and value.strip():
            found[key] = (record, title, "translation")
    return list(found.values())


#: The words of a localised name's title beside its language's (``_names_language``).
_NAME_TITLE_WORDS = frozenset({"name", "names", "nom", "noms", "nome", "nomi", "nombre",
                               "nombres", "naam", "namen", "nazwa", "card", "carte",
                               "karte", "carta", "kartenname", "localised", "localized",
                               "translated", "traduit"})
#: The articles a localised name's title may hold (``Nom en français``, ``Name in
#: French``), left out only beside other words (``DE`` alone is German).
_NAME_TITLE_ARTICLES = frozenset({"de", "du", "la", "le", "en", "in", "of", "the", "auf",
                                  "em", "di", "del"})


#: The facts of which a card's second value may lift a limit (a card of several rarities
#: takes the most permissive one's copy limit): a second column of one (``Other Rarity``,
#: ``Rarity 2`` beside ``Rarity``) is refused, not read as more of the card's values.
_LIFTING_FACTS = frozenset({"rarity"})


def _refuse_second_parts(header: list[str], fields: list[str], path: str) -> None:
    """Raise ``CardtoolsError`` on line 1 when two columns of a CSV card file's
    ``header`` (read as ``fields``) give a fact of ``_LIFTING_FACTS``, one of them a part
    (``rarity#other``: ``Other Rarity``, ``2nd Rarity``, ``Rarity II``, ``Rarity 2``):
    its Common beside a Legendary held the card to 4 copies, where it may be an alternate
    printing's, the card's own rarity not known."""
    for fact in _LIFTING_FACTS:
        given = [at for at, field in enumerate(fields)
                 if field.split(PART_MARK, 1)[0] == fact]
        parts = [at for at in given if PART_MARK in fields[at]]
        if len(given) > 1 and parts:
            first = next((at for at in given if at != parts[0]), given[0])
            raise CardtoolsError(
                f"the columns {header[first]!r} and {header[parts[0]]!r} both give a card's "
                f"{fact}, and a card of two takes the more permissive one's limit: give "
                f"a card's {fact} in one column ({fact} of Legendary;Common), or rename "
                f"{header[parts[0]]!r} if it holds something else", path, "1")


#: What parts a list fact's field from the number of its part (``subtypes#2``).
PART_MARK = "#"
#: A column's title ending in a number: the title and the number (``Subtype 2``,
#: ``Type (1)``, ``Region #2``, ``Subtypes_3``).
_NUMBERED = lazy_pattern(r"(.*?\D)[\s_\-]*(?:#\s*|\(\s*)?(\d{1,3})\s*\)?")


def _numbered_part(cell: str) -> str | None:
    """The field of a CSV card file's column ``cell`` that numbers a part of a list
    fact (``Subtype 2``: ``subtypes#2``), or ``None`` for any other column. A list of
    words (``WORD_LIST_FIELDS``) is numbered by an ordinal or a Roman numeral too
    (``Second Type``, ``2nd Type``, ``Type II``: ``type#second``...; a second type
    column's Animal was read by no rule, two Animals legal), and by a letter where the
    game lists no values of the fact (``Subtype B``; ``Type A`` may be a tier). A
    camel-cased title is read as its words (``secondSubtype``); ``Alt`` is no ordinal
    (``Alt Type``, ``Alt Rarity``: an alternate printing's, not the card's second)."""
    if not cell.islower():  # secondSubtype, subtypeII: second Subtype, subtype II
        cell = _CAMEL_HUMP().sub(" ", cell)
    found = _NUMBERED().fullmatch(cell.strip())
    if found is not None:
        title, number = found.group(1).strip(), str(int(found.group(2)))
        words_only = False
    else:
        bare = _bare(cell.strip())
        found = _ORDINAL_FIRST().fullmatch(bare) or _LETTER_LAST().fullmatch(bare)
        if found is None:
            return None
        title, number = found.group("title").strip(), found.group("number")
        words_only = True
    fact = field_spelled(title) or title.lower()
    if fact not in column_kinds().lists or fact not in schema_facts() or (
            words_only and fact not in WORD_LIST_FIELDS):
        return None
    if words_only and len(number) == 1 and number not in "ivx" and fact in _listed_values():
        return None  # Type A, Rarity B: a tier, a grade, no second type
    return f"{fact}{PART_MARK}{number}"


#: Where a camel-cased title starts its next word (``secondSubtype``).
_CAMEL_HUMP = lazy_pattern(r"(?<=[a-z])(?=[A-Z])")
#: A column's title after an ordinal (``Second Subtype``, ``2nd Type``, ``Other Types``,
#: ``Deuxième sous-type``), compared in small letters without accents.
_ORDINAL_FIRST = lazy_pattern(
    r"(?P<number>\d{1,2}(?:st|nd|rd|th|e|er|eme|re)?\.?|first|second|third|fourth|fifth|"
    r"other|additional|extra|more|secondary|deuxieme|troisieme|seconde?|autres?|"
    r"zweiter?|weitere|segund[oa]|otros?|otras?|second[oa]|altr[oi])[\s_\-]+(?P<title>\D+)")
#: A column's title before a Roman numeral or a letter (``Type II``, ``Subtype B``).
_LETTER_LAST = lazy_pattern(
    r"(?P<title>\D*?\S)[\s_\-]+[(#]?\s*(?P<number>[ivx]{1,4}|[a-z])\s*\)?")


def _yes_or_no(value: str, path: str, line: int, column: str = "iconic") -> bool:
    """A yes-or-no cell of a CSV card file (``column``: ``iconic``, ``ColumnKinds.yes_or_no``),
    read with the words a deck
    export's yes-or-no column takes (``true``, ``yes``, ``x``, ``oui``, a check mark;
    ``false``, ``no``, ``0``, ``non``). Raises ``CardtoolsError`` naming the file and line
    for any other value: ``oui`` and ``x`` were read as no, an Iconic card refused as the
    Mage, and a value meant as yes must never pass as no unsaid."""
    from cardtools.decklist.csv_export import NO, YES

    folded = value.strip().lower()
    if folded in YES or folded in NO:
        return folded in YES
    yes, no = (", ".join(sorted(word for word in words if word.isalnum())) for words in (YES, NO))
    raise CardtoolsError(f"{column} {value!r} is neither yes nor no (yes: {yes}; no: {no})",
                         path, str(line))


def _list_items(field: str, cell: str) -> tuple[list[str], list[str]]:
    """A list field's cell (``field``: ``subtypes``, ``counts_as``...) as its items and
    the items kept: words parted as ``WORD_LIST_FIELDS`` are, else at ``;``; blank items
    and a ``counts_as`` item naming no card (``_no_card_named``: ``-``, ``yes``) left out
    of the kept ones. Never raises."""
    items = (_WORD_LIST_SEPARATOR().split(cell) if field in WORD_LIST_FIELDS
             else cell.split(";"))
    return items, [item.strip() for item in items if item.strip()
                   and not (field == "counts_as" and _no_card_named(item))]


def _csv_record(row: dict[str, Any], path: str, line: int) -> dict[str, Any]:
    if None in row:
        raise CardtoolsError("more cells than header columns", path, str(line))
    record = CsvRecord()
    record.line = line
    kinds = column_kinds()
    for column, raw in row.items():
        value = (raw or "").strip()
        if not value:
            continue
        column = column.strip()
        if "&" in value and column not in _OWN_NAMES and not column.startswith(
                ("names.", "name_")):
            value = _entities_read(value)  # &#1040;nimal: a list cell's ; parted it
        part = column.split(PART_MARK, 1)[0] if PART_MARK in column else None
        if part is not None and part in kinds.lists:  # Subtype 2: more of the subtypes
            kept = _list_items(part, value)[1]
            if kept:
                record[part] = [*record.get(part, ()), *kept]
        elif column.startswith(("names.", "name_")) and column != "name":
            record.setdefault("names", {})[column.split(".", 1)[-1].removeprefix("name_")] = value
        elif column in kinds.lists:
            items, kept = _list_items(column, value)
            record.cells = {**record.cells, column: value}
            if kept:  # after a numbered part's values (Subtype 2 before Subtype)
                record[column] = [*record.get(column, ()), *kept]
            elif column == "counts_as" and not any(map(_marked_yes, items)):
                # "-": the card counts as no other, said so; "yes" (an Alternate column
                # used as a flag) names none, and its title is read (_title_alternates)
                record.setdefault(column, [])
        elif column in kinds.yes_or_no:
            record[column] = _yes_or_no(value, path, line, column)
        elif column in kinds.numbers and value.isascii() and value.isdigit():
            record[column] = int(value)
        elif column == "deck_limit" and not (value.isascii() and value.isdigit()):
            # a Max per deck column's "Unlimited" or "-" was refused as no number
            folded = " ".join(value.casefold().split())
            if folded in _NO_LIMIT_WORDS:
                record[column] = "any"
            elif folded == "any" or not _no_card_named(value) or _marked_yes(value):
                record[column] = value  # the schema judges it
        else:
            record[column] = value
    if "name" not in record:
        raise CardtoolsError("a card row without a name", path, str(line))
    return record


def _marked_yes(cell: str) -> bool:
    """Whether a CSV cell is a yes-or-no column's yes (``yes``, ``x``, ``TRUE``, ``1``)."""
    from cardtools.decklist.csv_export import YES

    return cell.strip().casefold() in YES


def _no_card_named(cell: str) -> bool:
    """Whether a ``counts_as`` cell (an ``Alternate`` column's) names no card but says
    there is none or marks the row: a placeholder (``-``, ``None``, ``N/A``: the game
    data's words for no card, ``no_card_words``; a sheet's ``null``) or a yes-or-no word
    (``no``, ``0``, ``x``). Each was read as a card so named, every card of the column
    counted together under it (``4 copies of -``, a legal deck illegal)."""
    from cardtools.decklist.csv_export import NO, YES
    from cardtools.gamedata import bundled_zones

    folded = cell.strip().casefold()
    return (not any(char.isalnum() for char in folded) or folded in YES or folded in NO
            or folded in bundled_zones().no_card_words or folded in _NULLS)


#: How a spreadsheet or a program writes an empty value (no language's word for none).
_NULLS = frozenset({"null", "nil"})


def _reject_duplicates(records: list[dict[str, Any]], path: str) -> None:
    """Raise ``CardtoolsError`` on the second card of one name (in any case or accents)
    that one game would take: rows of two games, by their ``game`` cells, may share a
    name (Tornado is a Mage Noir card and a Magic one), a row naming no game shares it
    with none."""
    from cardtools.cardgames import game_of_text
    from cardtools.names import normalise

    seen: dict[str, dict[str, int]] = {}  # name -> the game of each row so named -> row
    for position, record in enumerate(records):
        cell = record.get("game")
        game = game_of_text(str(cell)) if cell not in (None, "") else ""
        named = seen.setdefault(normalise(record["name"]), {})
        clash = (named.get(game, named.get("")) if game
                 else next(iter(named.values()), None))
        if clash is not None:
            first = records[clash]
            if isinstance(record, CsvRecord) and isinstance(first, CsvRecord):
                raise CardtoolsError(f"duplicate card name {record['name']!r} (also on "
                                     f"line {first.line})", path, str(record.line))
            raise CardtoolsError(
                f"duplicate card name {record['name']!r} (also card {clash + 1})",
                path,
                f"$.cards[{position}].name",
            )
        named[game] = position


#: The key of a database's ``meta`` listing the card files given for it that added none
#: of its game's cards, read as another game's (``database_for``).
FOREIGN_CARD_FILES = "foreign_card_files"
#: The key of a database's ``meta`` listing the rows of its card files whose ``game``
#: cell names no bundled game nor the database's (``cardgames.UnknownGame``).
UNKNOWN_GAME_ROWS = "unknown_game_rows"
#: The key of a database's ``meta`` listing the card files given for it, each as
#: ``str``, whether it took any of their rows or none.
GIVEN_CARD_FILES = "given_card_files"
#: The key of a database's ``meta`` listing the card files naming no game layered on its
#: game's cards though their types are not the game's (``written_for``; a MageTCG sheet
#: on Magic's cards, which list no types): their cards are the game's only because the
#: file names none, so they do not tell a deck's game (``Checker.guess_game``).
UNCHECKED_CARD_FILES = "unchecked_card_files"


def database_for(game: str, extra_files: list[Path],
                 warned: set[tuple[str, str, str]] | None = None) -> CardDatabase:
    """The bundled database of ``game`` with the user's card files layered on top.

    A file, or a row, of another game is skipped for this game (its ``game`` key or
    column, its name, or, for a file naming none, its types: ``_rows_for``; a MageTCG
    CSV gave a Mage Noir deck its cards, and replaced Magic's Lightning Bolt). Later
    files override earlier ones. A file naming this game, any file for a game with no
    bundled cards, and a file naming no game that is written for this game
    (``written_for``: most of its types are the game's, or close to one) must use the
    game's types and rarities (``game_values``): a Mage Noir card file naming no game, typing
    one card ``Animal`` and another ``Animaux`` was layered unchecked, the second no
    Animal, and a deck of both Animals legal (Detailed Rules v1.1, 1.1: at most 1
    Animal). A file that adds no card of ``game``, its rows read as another game's, is
    listed in ``meta[FOREIGN_CARD_FILES]`` (the run says so for the judged game only: a
    run builds every game's cards to guess a deck's game). Raises ``CardtoolsError`` for
    an unreadable or invalid file. Each warning on standard error is said once in
    ``warned`` (the run's; a new set when ``None``).
    """
    database = bundled_database(game) if game in bundled_games() else CardDatabase(game, [], {})
    values = game_values(game)
    # a file that names no game is layered on every game's cards: its types and
    # rarities are the game's only where it must be that game's (it names the game, or
    # the game has no other cards: MageTCG's come from the organizer's spreadsheet)
    own_cards_only = not database.has_cards()
    dates: list[str | None] = []
    layered: list[tuple[list[dict[str, Any]], str]] = []
    warned = set() if warned is None else warned
    foreign: list[str] = []
    unchecked: list[str] = []
    unknown: list[Any] = []
    for path in extra_files:
        records, said, date, others, unknown_rows = _rows_for(game, path, database, warned)
        if others:
            foreign.append(str(path))
        unknown.extend(unknown_rows)
        if not records:
            continue
        refuse_value_flags(records, str(path), game)
        records = _flags_of_types(_words_as_values(records, game), game, path)
        if said or own_cards_only or written_for(records, game):
            records = check_values(records, values, path, game)
        else:
            unchecked.append(str(path))
        records = colours_as_letters(records, game, path)
        layered.append((records, str(path)))
        dates.append(date)
    _refuse_unread_alternates(layered, database)
    layered = _aliases_as_alternates(layered, database)
    layered = _title_alternates(layered, database)
    base = database
    for cards, origin in layered:
        database = database.with_layer(CardLayer(cards, origin=origin))
    if any(card.get("counts_as") for cards, _origin in layered for card in cards):
        from cardtools.gamedata import alternate_facts

        named, database = database, base
        facts = alternate_facts(game)
        for cards, origin in layered:
            read = _counted_as_named(cards, named, origin)
            if facts:
                read = _alternates_facts(read, named, facts)
            database = database.with_layer(CardLayer(read, origin=origin))
    if own_cards_only and dates:
        # the cards judged with are the files' alone: the date of the game's empty
        # database belongs to none of them; the files' own (the latest), else none
        known = [date for date in dates if date]
        database.meta.update(date=max(known) if known else None, source="card files",
                             files_only=True)
    if extra_files:
        given: dict[str, Any] = {GIVEN_CARD_FILES: [str(path) for path in extra_files]}
        given |= {FOREIGN_CARD_FILES: foreign} if foreign else {}
        given |= {UNKNOWN_GAME_ROWS: unknown} if unknown else {}
        given |= {UNCHECKED_CARD_FILES: unchecked} if unchecked else {}
        database = CardDatabase(database.game, database.layers, {**database.meta, **given},
                                database.sets)
    return database


class FileRows(NamedTuple):
    """A card file's rows a game takes (``_rows_for``): ``rows`` in file order, ``said``
    whether the file or each row names the game, ``date`` the file's date, and
    ``foreign`` whether it gives the game no row because its rows were read as another
    game's by the file's name or its types (not by a ``game`` key or cell: the file
    says that itself); ``unknown`` its rows whose ``game`` cell names no bundled game
    nor this one (``cardgames.UnknownGame``)."""

    rows: list[dict[str, Any]]
    said: bool
    date: str | None
    foreign: bool
    unknown: list[Any]


def _rows_for(game: str, path: Path, bundled: CardDatabase,
              warned: set[tuple[str, str, str]] | None = None) -> FileRows:
    """The rows of the card file at ``path`` that ``game`` takes (``cardgames``: by the
    file's ``game`` key, each row's ``game`` cell, or the file's name; the rows naming no
    game, of a file naming none, are ``game``'s unless their types say they are another
    game's, and rows naming ``game`` are always kept) (``FileRows``). Rows naming no game
    that give a card of ``bundled`` other facts are said on standard error, each warning
    once in ``warned``; nothing is said when ``warned`` is ``None``."""
    from cardtools.cardgames import (
        another_games,
        game_named_by,
        game_of_text,
        rows_of_game,
        warn_replaced,
        warn_unread_columns,
    )

    file_game, records, date = _read_once(path)
    if warned is not None:
        warn_unread_columns(records, game, path, warned)
    stated = game_of_text(file_game) if file_game else game_named_by(path)
    rows, unsaid, others, unknown = rows_of_game(records, game, stated, path)
    if unsaid and another_games(unsaid, game, bundled, path, warned):
        dropped = {id(record) for record in unsaid}
        rows = [record for record in rows if id(record) not in dropped]
        others, unsaid = others + len(dropped), []
    elif unsaid and warned is not None:
        warn_replaced(unsaid, game, bundled, path, warned)
    guessed = others if not file_game else 0
    return FileRows(rows, bool(rows) and not unsaid, date, not rows and guessed > 0,
                    unknown)


def _alternates_facts(records: list[dict[str, Any]], database: CardDatabase,
                      facts: Sequence[str]) -> list[dict[str, Any]]:
    """``records`` of a card file (their ``counts_as`` names the cards' own), each card
    counting as cards of ``database`` that give one of ``facts`` (the game data's
    ``alternate_facts``) it gives none of taking theirs, the largest number when they
    give several: a card file's Magi counting as Korg & Zet, a double Magi, filled one
    place of the Magi stack ("Magi and their alternates count as the same person for all
    purposes", Magi-Nation rulebook 2001, THE MAGI, Alternate Magi), a stack of four
    places legal. A card counting as itself gives nothing. Raises nothing."""
    read = []
    for record in records:
        counted = record.get("counts_as") or ()
        missing = [fact for fact in facts if fact not in record] if counted else []
        taken: dict[str, Any] = {}
        for fact in missing:
            given = [value for name in counted if isinstance(name, str)
                     and name != record.get("name")
                     and (card := database.get(name)) is not None
                     and (value := card.facts.get(fact)) is not None]
            numbers = [value for value in given if isinstance(value, int)
                       and not isinstance(value, bool)]
            if numbers:
                taken[fact] = max(numbers)
            elif given:
                taken[fact] = given[0]
        if taken:
            copy = copied(record)
            copy.update(taken)
            record = copy
        read.append(record)
    return read


def _refuse_unread_alternates(layered: list[tuple[list[dict[str, Any]], str]],
                              database: CardDatabase) -> None:
    """Raise ``CardtoolsError`` when a card file's column or key of no card fact, titled
    in words of a card's alternate (``_ALTERNATE_WORDS``, one of ``_ALTERNATE_MARKS``:
    ``Same as``, ``Reprint of``, ``Treated as``, ``Gilt als``, ``Original card``), names
    on a card another card (of ``database``, the game's own, or of the card files),
    where that file gives no ``counts_as``: it is that alternate unread (two
    Furok and two Pale Furok of a ``Same as`` column of Furok were legal: "Furok and Dark
    Furok count as the same card", Magi-Nation rulebook 2001, Building Your Deck). A CSV
    file's is said on line 1, a YAML or JSON file's at the first card holding it."""
    from cardtools.names import normalise as normalise_name

    for records, origin in layered:
        if any("counts_as" in record for record in records):
            continue
        own = {normalise_name(str(record.get("name"))) for record in records}
        titles = records[0].titles if records and isinstance(records[0], CsvRecord) else None
        first: dict[str, int] = {}
        other: set[str] = set()
        for position, record, key, value, title in _unread_cells(records, titles, other):
            if key not in first and not _alternate_title(title):
                other.add(key)
                continue
            named = [item for item in (value if isinstance(value, list) else [value])
                     if isinstance(item, str) and item.strip()]
            # by any of a card's names (Rituel pourpre, Crimson-Ritual: it was read as
            # no card's, Spark legal beside a banned card's alternate)
            if any(normalise_name(item) != normalise_name(str(record.get("name")))
                   and (database.resolve(item.strip().rstrip(".*!"), suggest=False).card
                        is not None
                        or normalise_name(item) in own)
                   for item in named):
                first.setdefault(key, position)
        for key, position in first.items():
            error = _column_refused(titles, key, position, origin,
                                    "names the card each card counts as", "as counts_as",
                                    "name the {kind} counts_as")
            raise error if titles is not None else _on_its_line(error, records, None)


def _aliases_as_alternates(layered: list[tuple[list[dict[str, Any]], str]],
                           database: CardDatabase) -> list[tuple[list[dict[str, Any]], str]]:
    """``layered`` (card files' records, each list with its file), each card whose
    ``aliases`` (an ``Alias``, ``Aka`` or ``Also known as`` column) name another card
    (of ``database``, the game's own, by any of its names, or a card of the files by its
    own name) counting as that card too: an alias is another name of the same card, and
    a card's own name wins over it (a decklist line of it names that card), so a card
    file's ``Spark, Alias: Crimson Ritual`` was a card apart from the banned Crimson
    Ritual, legal, as an alternate of it. An alias naming no card as written names the
    cards its parts name (``_alias_parts``: ``Crimson Ritual (FR)``, ``Crimson Ritual,
    Rituel pourpre``). ``layered`` itself when no alias names another card. Raises
    nothing."""
    from cardtools.names import normalise

    own = {normalise(str(record.get("name"))): str(record.get("name"))
           for records, _origin in layered for record in records}

    def named(alias: str) -> str | None:
        card = database.resolve(alias, suggest=False).card
        return card.name if card is not None else own.get(normalise(alias))

    def cards_named(alias: str) -> list[str]:
        whole = named(alias)
        if whole is not None:
            return [whole]
        # Crimson Ritual (FR); Crimson Ritual, Rituel pourpre written as one alias: each
        # was no card's name, the card apart from the banned one, legal
        return [card for part in _alias_parts(alias) if (card := named(part)) is not None]

    result = []
    for records, origin in layered:
        read = []
        for record in records:
            name = normalise(str(record.get("name")))
            others = [card for alias in as_tuple(record.get("aliases"))
                      if isinstance(alias, str) for card in cards_named(alias)
                      if normalise(card) != name]
            given = [item for item in as_tuple(record.get("counts_as")) if isinstance(item, str)]
            if any(card not in given for card in others):
                copy = copied(record)
                copy["counts_as"] = [*given, *(card for card in dict.fromkeys(others)
                                               if card not in given)]
                record = copy
            read.append(record)
        result.append((read, origin))
    return result


def _alias_parts(alias: str) -> list[str]:
    """The names an ``alias`` naming no card as written may hold: the alias without a
    note in brackets, after a spaced dash, or bare at its end (``Crimson Ritual (FR)``,
    ``Crimson Ritual [EN]``, ``Crimson Ritual - FR``, ``Crimson Ritual FR``, a code of
    two or three capitals, ``Crimson Ritual 2``, a number of up to three digits) or
    before a colon at its start (``EN: Crimson Ritual``), and each of several names
    written as one, parted as a list of words is (``Crimson Ritual, Rituel pourpre``,
    ``Crimson Ritual / Rituel pourpre``: ``_WORD_LIST_SEPARATOR``, or by a spaced ``&``,
    ``Crimson Ritual & Rituel pourpre``), each without its notes. A card's own name
    holding such a mark or a number (``Korg & Zet``, ``Pyromancy 101``) names that card
    whole before any part is asked (``_aliases_as_alternates``). Blanks are read as one
    space (a run of thousands made the note's pattern try each of them). Pure."""
    alias = " ".join(alias.split())
    parts = [piece for part in _WORD_LIST_SEPARATOR().split(alias)
             for piece in part.split(" & ") if piece.strip()]
    return [part for part in dict.fromkeys([_unnoted(alias), *parts, *(
        _unnoted(part) for part in parts)]) if part.strip() and part != alias]


def _unnoted(name: str) -> str:
    """``name`` without its notes at its end and its start (``_ALIAS_NOTE``,
    ``_ALIAS_LABEL``), several of them too (``[EN] Crimson Ritual 2 (promo)``). Pure."""
    for _note in range(_MOST_NOTES):
        unnoted = _ALIAS_LABEL().sub("", _ALIAS_NOTE().sub("", name))
        if unnoted == name:
            break
        name = unnoted
    return name


#: The notes at each end of an alias read off it, at most (each pass may take one).
_MOST_NOTES = 3


#: A Roman numeral of capitals, which a name may end with (``Fire Ball II``, ``Stormfire
#: III``): no note's code (``Fire Ball II`` was read as Fire Ball, a legal deck illegal).
_ROMAN = r"(?:I{2,3}|IV|VI{0,3}|IX|XI{0,3}|XI?V|XX)"
#: A note at the end of an alias (``(FR)``, ``[EN]``, `` - FR``, `` FR``, `` 2``): a
#: language's or a printing's, no part of the name (a bare one only after another word).
_ALIAS_NOTE = lazy_pattern(r"\s*(?:[(\[{][^()\[\]{}]*[)\]}]|\s[-\u2013\u2014]\s*[^\W\d_]{1,3}"
                           r"|(?<=\w)\s(?:(?!" + _ROMAN + r"\s*$)[A-Z]{2,3}|#?\d{1,3}))\s*$")
#: A language's label before an alias (``EN: ``, ``fr : ``, ``[EN] ``).
_ALIAS_LABEL = lazy_pattern(r"^(?:[^\W\d_]{2,3}\s*:|[(\[{][^()\[\]{}]*[)\]}])\s*(?=\S)")


def _alternate_title(title: str) -> bool:
    """Whether a column's or key's ``title`` is in words of a card's alternate only
    (``_ALTERNATE_WORDS``), one of them an alternate's (``_ALTERNATE_MARKS``). Pure."""
    words = _title_stems(title, _ALTERNATE_WORDS)
    if len(words) > 1 and all(len(word) == 1 for word in words):
        words = ["".join(words)]  # A.k.a., a/k/a
    return (bool(words) and set(words) <= _ALTERNATE_WORDS
            and not _ALTERNATE_MARKS.isdisjoint(words))


#: The words that say a card's alternate (``Same as``, ``Reprint of``, ``Gilt als``,
#: ``Copy of``, ``Clone of``), compared by their stems (``_stem``: ``Copie de``,
#: ``Copia de``, ``Kopie von``).
_ALTERNATE_MARKS = _stems({
    "same", "identical", "reprint", "reprints", "treated", "equivalent", "equivalente",
    "equivalence", "original", "originale", "originalkarte", "version", "variant",
    "variante", "parent", "alternative", "alternativa", "alternatif", "alternativ",
    "alternate", "alternates", "remplace", "replaces", "vaut", "gilt", "counts", "count",
    "identity", "identities", "base", "basis", "mismo", "misma", "stesso", "meme", "compte",
    "comptent", "zahlt", "zaehlt", "cuenta", "conta", "telt", "copy", "copie", "kopie",
    "copia", "clone", "duplicate", "twin", "reskin", "proxy", "reprinted", "errata",
    "renamed", "formerly", "previously", "nee", "based", "equals", "equal", "stands",
    "represents", "replacement", "old", "former", "ancien", "alias", "aka", "known",
    "called", "nickname", "surnom", "spitzname", "appele", "connu", "conocido", "noto",
    "llamado", "chiamato", "bekannt", "genannt"})
#: The words a title of a card's alternate may hold beside them (``as``, ``of``, ``card``).
_ALTERNATE_WORDS = _ALTERNATE_MARKS | _stems({
    "as", "of", "to", "for", "card", "cards", "carte", "karte", "carta", "is", "de", "du",
    "la", "le", "als", "wie", "comme", "como", "come", "que", "that", "this",
    "pour", "fur", "von", "in", "a", "the", "une", "un", "d", "l", "di", "del", "from",
    "name", "nom", "named", "on", "also", "aussi", "egalement", "sous", "under", "by",
    "auch", "anche", "tambien"})


#: The blanks that look like a space, removed from a Magi's title read as a name.
_NO_BLANKS = str.maketrans(dict.fromkeys(BLANKS_LIKE_SPACES))


def _title_alternates(layered: list[tuple[list[dict[str, Any]], str]],
                      database: CardDatabase) -> list[tuple[list[dict[str, Any]], str]]:
    """``layered`` (card files' records, each list with its file), each card a file adds
    (no card of ``database``, the game's own, has its name) of a type of the game data's
    ``title_identities`` counting as every card of such a type (of ``database`` or of the
    files) whose name its title holds as whole words, besides any its ``counts_as``
    names (``counts_as: [yes]`` named no card, and kept Evu Reborn apart from Evu):
    Magi-Nation's Alternate Magi "will either have the Magi's name in their card title,
    or [...] the keyword Alternate" (rulebook 2001, THE MAGI, Alternate Magi). A card
    file's Evu Reborn beside Evu in one Magi stack was legal. A ``counts_as`` cell of no
    card (``-``) keeps the card apart (a Magi whose text allows both, as The Real
    Qwade's), a yes-word (an ``Alternate`` flag) none (``_csv_record``). A title is
    compared as the words it shows, look-alike letters read as the Latin ones, and read
    twice: without its invisible characters, as names are compared (``E\u200bvu
    Reborn``), and with each as a space (``Evu\u200bReborn``), whose pieces may run
    together (``E\u200bvu\u200bReborn``); each kept it apart from Evu. A word in the
    possessive holds the name too (``Evu's Return``, which was kept apart from Evu).
    ``layered`` itself when no card so typed is added. Raises nothing."""
    from cardtools.gamedata import title_identities
    from cardtools.names import normalise

    kinds = {normalise(kind) for kind in title_identities(database.game)}

    def titled(given: object) -> bool:
        return any(normalise(kind) in kinds for kind in as_tuple(given))

    added = [record for records, _origin in layered for record in records
             if titled(record.get("type")) and record.get("counts_as") != []
             and database.get(str(record["name"])) is None]
    if not added:
        return layered
    def title(name: str) -> str:  # a Cyrillic E: Evu; E<zero-width space>vu: Evu
        # a blank that looks like a space inside a word (E<Hangul filler>vu) is none there
        return normalise(_undisguised(name).translate(_NO_BLANKS))

    def parted(name: str) -> str:  # Evu<zero-width space>Reborn: Evu Reborn
        return normalise(_undisguised(invisible_as_spaces(name)))

    named = {title(card.name): card.name for card in database if titled(card.types)}
    named.update({title(str(record["name"])): str(record["name"])
                  for records, _origin in layered for record in records
                  if titled(record.get("type"))})
    words = {key: _apostrophes_parted(_TITLE_WORD().findall(key)) for key in named}
    found: dict[int, list[str]] = {}
    for record in added:
        own = title(str(record["name"]))
        pieces = tuple(_TITLE_WORD().findall(parted(str(record["name"]))))
        own_words = tuple(_TITLE_WORD().findall(own))
        readings = _title_readings((own_words, pieces, tuple(
            _TITLE_WORD().findall(title(WORD_HUMP().sub(" ", str(record["name"])))))))
        joined = pieces != own_words  # parted by an invisible character somewhere
        held = [named[key] for key, name in words.items() if key != own and name
                and (any(held_words[at:at + len(name)] == name for held_words in readings
                         for at in range(len(held_words) - len(name) + 1))
                     or (joined and _runs_into(_apostrophes_parted(pieces), "".join(name))))]
        if held:
            found[id(record)] = held
    result = []
    for records, origin in layered:
        read = []
        for record in records:
            if id(record) in found:
                copy = copied(record)
                given = [name for name in record.get("counts_as", ()) if isinstance(name, str)]
                copy["counts_as"] = [*given, *(name for name in found[id(record)]
                                               if name not in given)]
                record = copy
            read.append(record)
        result.append((read, origin))
    return result


def _title_readings(bases: Sequence[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The ways a card's title, read as each of ``bases`` (its words as written, as
    parted by invisible characters, as parted where a camel-cased or numbered title
    starts a word: ``EvuReborn``, ``Evu2``), holds names as whole words, each word parted
    at its apostrophes as names' are (``_apostrophes_parted``: an elided article,
    ``Retour d'Evu``, ``Dell'Evu``; a possessive, ``Evu's Return``): as it is, and a
    word before another without the ``s`` of a possessive written without its
    apostrophe (``Evus Return``, ``Evus' Return``, German ``Evus Rückkehr``): each was
    kept apart from Evu. Pure."""
    readings: list[tuple[str, ...]] = []
    for base in bases:
        parted = _apostrophes_parted(base)
        owner = tuple(word[:-1] if at < len(parted) - 1 and len(word) > 3
                      and word.endswith("s") else word for at, word in enumerate(parted))
        readings += [reading for reading in (parted, owner) if reading not in readings]
    return readings


def _apostrophes_parted(words: Iterable[str]) -> tuple[str, ...]:
    """``words`` each parted at its apostrophes (``t'lok's``: ``t``, ``lok``, ``s``)."""
    return tuple(piece for word in words for piece in word.split("'") if piece)




def _runs_into(pieces: Sequence[str], target: str) -> bool:
    """Whether some pieces of a title one after another, run together, are ``target``
    (``e``, ``vu`` of ``E<zero-width space>vu<zero-width space>Reborn``: ``evu``).
    Linear in the pieces for each start. Pure."""
    for start in range(len(pieces)):
        run = ""
        for piece in pieces[start:]:
            run += piece
            if run == target:
                return True
            if not target.startswith(run):
                break
    return False


#: A whole word of a normalised name (``evil``, ``kybar's``).
_TITLE_WORD = lazy_pattern(r"[^\W_]+(?:'[^\W_]+)*")


def _counted_as_named(records: list[dict[str, Any]], database: CardDatabase,
                      origin: str = "") -> list[dict[str, Any]]:
    """``records`` of a card file, each ``counts_as`` name written as the card it names in
    ``database`` (DESIGN 3.3's resolution: another case, a localised name, an alias):
    ``"counts_as": ["ignition"]`` or ``["Rituel pourpre"]`` named no card's identity, so a
    restricted or banned card's alternate so written was judged apart from it; a name of
    no card stays as written. A card counts as what the cards it names count as too, to
    the end of the chain (A counts as B, which counts as C: A counts as B and C; A was
    judged apart from C, 2 C + 1 B + 1 A passing a limit of 3: an alternate "counts as
    the same card in all ways", Magi-Nation Duel rulebook 2001, "Alternate Magi" and
    deck construction; DESIGN 4's identity); a chain stops at a card met again along it.
    Raises ``CardtoolsError`` (on the record's line of the file ``origin``) for a name
    of no card that is near one or could be several (``Furock``, ``Furok (Base Set)``:
    the alternate was judged apart from Furok, two of each legal); a name far from every
    card stays as written (two alternates of a card no file holds count together)."""

    def originals(name: str, seen: frozenset[str], at: int) -> list[str]:
        card = database.resolve(name, suggest=False).card
        if card is None:
            _refuse_near(name, at)
            return [name]
        found = [card.name]
        if card.name in seen:
            return found
        for target in card.counts_as:
            found.extend(n for n in originals(target, seen | {card.name}, at)
                         if n not in found)
        return found

    def _refuse_near(name: str, at: int) -> None:
        from cardtools.validation import json_path

        if _COUNT_ONLY().fullmatch(name):
            # "Counts as: 2" says how many places or copies, not which card: a double
            # Magi so written filled one place of the stack
            raise _on_its_line(CardtoolsError(
                f"{name!r} is a number, no card's name: write the name of the card it "
                "counts as, or give the number as the card's own fact (magi_count: the "
                "places a Magi fills; deck_limit: its copies)", origin or None,
                json_path(("cards", at, "counts_as"))), records, None)
        found = database.resolve(name)
        close = [card.name for card in found.candidates] or list(found.suggestions)
        if not close:
            return
        said = (f"could be {' or '.join(close)}" if found.candidates
                else f"names no card (did you mean {' or '.join(close[:3])}?)")
        raise _on_its_line(CardtoolsError(
            f"{name!r} {said}: the card would be judged apart from the card it "
            "counts as; write that card's name", origin or None,
            json_path(("cards", at, "counts_as"))), records, None)

    def flattened(record: dict[str, Any], at: int) -> list[str]:
        seen = frozenset({str(record.get("name"))})
        found: list[str] = []
        for name in as_tuple(record["counts_as"]):
            found.extend(n for n in originals(name, seen, at) if n not in found)
        return found

    return [{**record, "counts_as": flattened(record, at)} if record.get("counts_as")
            else record for at, record in enumerate(records)]


#: A ``counts_as`` value of a number alone (``2``, ``x2``, ``2x``): a count, no card.
_COUNT_ONLY = lazy_pattern(r"\s*[x\u00d7]?\s*\d+\s*[x\u00d7]?\s*", re.IGNORECASE)


def replaced_and_added(path: Path) -> tuple[list[str], list[str], list[str]]:
    """What a card file does to the bundled cards: ``(replaced, added, taken)``, the
    names of its cards that are a bundled card's own name (of the game it or the row
    names, or of any game with bundled cards whose cards it may change for a file naming
    none: ``_rows_for``), each as the file writes it; the names of those that name no
    bundled card; and, of the others, each name with the bundled card it also names
    (``Rituel pourpre (Crimson Ritual)``: a localised name, an alias, a face, another
    spelling, the same letters and digits: ``CardDatabase.named_alike``), which a
    decklist's line so written leaves ambiguous. A config's card file
    that turned Thoughtseize into a basic land was said only as "adds or replaces
    cards", and one naming a card ``Rituel pourpre`` as "adds card Rituel pourpre".
    Raises ``CardtoolsError`` for an unreadable or invalid file."""
    _file_game, records, _date = _read_once(path)
    games = {game: {str(row["name"]) for row in _rows_for(game, path, database).rows}
             for game in bundled_games() if (database := bundled_database(game)).has_cards()}
    replaced: list[str] = []
    added: list[str] = []
    taken: list[str] = []
    for record in records:
        name = str(record["name"])
        databases = [bundled_database(game) for game, names in games.items() if name in names]
        if any(database.get(name) is not None for database in databases):
            replaced.append(name)
            continue
        named = next((card.name for database in databases
                      for written in dict.fromkeys((name, invisible_as_spaces(name)))
                      for card in (database.resolve(written, suggest=False).card
                                   or database.named_alike(written),)
                      if card is not None), None)
        if named is None:
            added.append(name)
        else:
            taken.append(f"{name} ({named})")
    read_as = _read_as_bundled(added, [bundled_database(game) for game in games])
    taken.extend(f"{name} ({read_as[name]})" for name in added if name in read_as)
    return replaced, [name for name in added if name not in read_as], taken


def _read_as_bundled(names: Sequence[str], databases: Sequence[CardDatabase]
                     ) -> dict[str, str]:
    """Of ``names``, those a decklist's card line so written reads as a bundled card
    once the words it cuts after a name are cut (``Crimson Ritual (Showcase)``, a
    printing's kind: Crimson Ritual), each with that card's name: a card file's card so
    named leaves the line ambiguous (``CardDatabase.uncontested_reading``). All the
    names are read at once, one card line each."""
    from cardtools.decklist.text import read_text  # the decklist readers read card files

    if not names or not databases:
        return {}
    # a name of several lines (no card file should hold one) is left out: a blank line
    text = "".join(f"1 {name}\n" if name.splitlines() == [name] else "\n" for name in names)
    found: dict[str, str] = {}
    for line in read_text(text.encode("utf-8")).lines:
        if line.line is None or not 1 <= line.line <= len(names):
            continue
        written = names[line.line - 1]
        others = {name for name, _count in line.readings} | {line.name}
        card = next((card.name for other in others if other != written
                     for database in databases
                     if (card := database.resolve(other, suggest=False).card) is not None),
                    None)
        if card is not None:
            found[written] = card
    return found


#: The card facts whose values a game may list (``cards/<game>/values.json``).
CHECKED_FACTS = ("type", "rarity", "finishes")


@cache
def game_values(game: str) -> dict[str, tuple[str, ...]]:
    """The values a game's cards may have for ``type``, ``rarity`` and ``finishes``, from
    ``cards/<game>/values.json`` (none for a game without that file or fact: any value
    goes)."""
    data = _values_file(game)
    return {fact: tuple(data[fact]) for fact in CHECKED_FACTS if fact in data}


#: The file beside a game's card database naming the tokens its cards create.
TOKEN_NAMES_FILE = "token-names.json"
TOKEN_NAMES_DESCRIPTION = (
    "The names of the tokens the cards' rules text creates (a token is named by its "
    "subtypes, comprehensive rules 111.4, or as its card names it), read at import time "
    "(cardtools.importers.mtgfacts.token_names). A token is no card: under a decklist's "
    "Tokens, a half of a split card, an adventure or a back face that is one of these "
    "names is a token, any other face names its card.")


@cache
def token_names(game: str) -> frozenset[str]:
    """The normalised names of the tokens ``game``'s cards create, from
    ``cards/<game>/token-names.json`` (``TOKEN_NAMES_FILE``; empty for a game without
    that file: no face of a card is then a token's name), read once per process."""
    path = cards_dir() / game / TOKEN_NAMES_FILE
    if not path.is_file():
        return frozenset()
    return frozenset(normalise(name) for name in json.loads(path.read_bytes())["token_names"])


@cache
def _listing_order(game: str) -> Mapping[str, Any]:
    """``cards/<game>/type-order.json`` (``{}`` for a game without that file), read once
    per process."""
    path = cards_dir() / game / "type-order.json"
    return json.loads(path.read_bytes()) if path.is_file() else {}


def type_order(game: str) -> tuple[str, ...]:
    """The order in which a card with several types is counted under one of them, from
    ``cards/<game>/type-order.json`` (empty for a game without that file)."""
    return tuple(_listing_order(game).get("type_order", ()))


def main_type(card: Card, game: str) -> str | None:
    """The one type ``card`` is counted and listed under: the first of its game's
    ``type_order`` it has (an Enchantment Creature is a Creature), else its first type;
    ``None`` when the card data knows none. A card of a layout its game lists by the front
    face (``front_face_layouts`` of ``type-order.json``: a double-faced card, comprehensive
    rules 712.8a; an adventurer, 715.4) is counted by its front face's types when the card
    data gives them (Fable of the Mirror-Breaker, whose back face is a creature, is an
    enchantment)."""
    types = card.types
    faces = card.facts.get("faces") or ()
    if card.facts.get("layout") in _listing_order(game).get("front_face_layouts", ()) \
            and faces and isinstance(faces[0], Mapping) and faces[0].get("type"):
        types = as_tuple(faces[0]["type"])
    for kind in type_order(game):
        if kind in types:
            return kind
    return types[0] if types else None


def written_for(records: Sequence[Mapping[str, Any]], game: str) -> bool:
    """Whether a card file naming no game is written for ``game``: more than half of the
    types its cards give are the game's types (``game_values``) or its words for them
    (``_value_words``: Mage Noir's German ``Tier``, a file typing two Animals so was
    read as no Mage Noir file, unchecked, no Animal, and the deck legal) or a flag's word a
    type may hold (``_flags_of_types``: MageTCG's ``Iconic`` of ``Character - Iconic``),
    or close enough
    to one to be suggested for it (difflib, as ``check_values`` suggests: ``Animaux`` for
    ``Animal``). Games share type words (Spell, Relic, Creature), so one shared word alone
    says nothing: a MageTCG file (Character, Spell, Relic, Location) is no Mage Noir file,
    an MTG file (Creature, Artifact, Instant) no Magi-Nation file, and both stay unchecked
    for those games. Rarities decide nothing (Common, Uncommon and Rare are every
    game's)."""
    import difflib

    allowed = [normalise(value) for value in game_values(game).get("type", ())]
    words = {normalise(word) for key in ("words", "flags")
             for word in _words_by_fact(game, key).get("type", {})}
    given = {normalise(str(value)) for record in records
             for value in _listed(record.get("type"))}
    fitting = [value for value in given if value in allowed or value in words
               or difflib.get_close_matches(value, allowed, 1, 0.6)]
    return bool(allowed) and 2 * len(fitting) > len(given)


def _words_as_values(records: list[dict[str, Any]], game: str) -> list[dict[str, Any]]:
    """``records`` (a card file's, layered on ``game``'s cards) with each word of another
    language the game's data gives for a type (``_value_words``: Mage Noir's ``Tier``,
    ``Tiere``, ``Animale``, ``Dieren``) written as that type, in the card's type and in its
    subtypes and supertypes, which a type line's words may give too: a whole item, a word
    of an item of words parted by spaces (``Tier Wolf``), or an item saying it alone
    beside a card's or a kind's words (``Tier-Karte``, ``_spaced_value``). A file typing
    two Animals ``Tier`` was read as no Mage Noir file, unchecked, its subtype ``Tiere``
    no Animal: two Animals legal (Detailed Rules v1.1, 1.1: at most 1). Other items stay
    as written (``Tier-1``). ``records`` as given for a game of no such words. Pure."""
    words = {_folded_word(word): value
             for word, value in _value_words(game).get("type", {}).items()}
    if not words:
        return records
    read = []
    for record in records:
        copy: dict[str, Any] | None = None
        for fact in _TYPE_LINE_FACTS:
            given = record.get(fact)
            if not given or not isinstance(given, (str, list)):
                continue
            items = [_item_as_value(item, words) if isinstance(item, str) else item
                     for item in (given if isinstance(given, list) else [given])]
            written = items if isinstance(given, list) else items[0]
            if written != given:
                copy = copied(record) if copy is None else copy
                copy[fact] = written
        read.append(record if copy is None else copy)
    return read


def _flags_of_types(records: list[dict[str, Any]], game: str, path: Path
                    ) -> list[dict[str, Any]]:
    """``records`` (a card file's) with each word of a card's type that the game's data
    names a yes-or-no fact (``flags`` of ``values.json``: MageTCG's ``Iconic``) left out
    of the type and that fact set: a type ``Iconic Character`` (``Character (Iconic)``
    too: a type holding such a word is read as its words), the rules' words for the Mage
    (MageTCG rules, Card Types: Mage), is a Character with ``iconic`` yes (it was
    refused, and the Character the hint named was no Mage). Raises ``CardtoolsError`` on
    the card's line when the card's own fact says no: which is the card's is not known."""
    flags = {_folded_word(word): fact
             for word, fact in _words_by_fact(game, "flags").get("type", {}).items()}
    if not flags:
        return records
    read = []
    for position, record in enumerate(records):
        given = record.get("type")
        items = given if isinstance(given, list) else [given] if given else []
        said = {flags[_folded_word(word)] for item in items if isinstance(item, str)
                for word in WORD().findall(item) if _folded_word(word) in flags}
        if not said:
            read.append(record)
            continue
        denied = sorted(fact for fact in said if record.get(fact) is False)
        if denied:
            raise _on_its_line(CardtoolsError(
                f"card {record.get('name')!r}: type {'; '.join(map(str, items))!r} says "
                f"{denied[0]}, and its {denied[0]} says no: give the card one answer", str(path),
                str(record.line) if isinstance(record, CsvRecord)
                else f"$.cards[{position}].type"), records, None)
        copy = copied(record)
        kept = [" ".join(word for word in WORD().findall(item)
                         if _folded_word(word) not in flags) if isinstance(item, str) else item
                for item in items]
        written = [item for item in kept if item != ""]
        copy["type"] = written if isinstance(given, list) else written[0] if written else None
        copy.update(dict.fromkeys(said, True))
        read.append(copy)
    return read




def _item_as_value(item: str, words: Mapping[str, str]) -> str:
    """One item of a card's type line ``item`` with the words of ``words`` (folded word:
    the type it is) written as their type (``_words_as_values``). Pure."""
    folded = _folded_word(item.strip())
    if folded in words:
        return words[folded]
    said = _spaced_value(folded, words)
    if said is not None and "-" in folded:
        return words[said]
    return " ".join(words.get(_folded_word(word), word) for word in item.split())


def _listed(value: object) -> list[object]:
    """A fact's values: a list as it is, one value as a list of it, nothing as none."""
    return value if isinstance(value, list) else [value] if value else []


def check_values(records: Sequence[dict[str, Any]], values: Mapping[str, Sequence[str]],
                 path: Path, game: str) -> list[dict[str, Any]]:
    """``records`` with each type, rarity and finish written as the game's ``values``
    spell it (``rare`` is ``Rare``: it was echoed so in messages, "at most 2 (rare)"),
    or as the value a synonym or a word of another language of the game's data names
    (``value_synonyms``, ``_value_words``: a finish ``foil`` is ``holographic``, where it
    was refused; a type ``Tier`` is ``Animal``). Raises ``CardtoolsError`` at the
    first card whose value is neither (compared without case), with the closest value
    as a suggestion (difflib). The place is the CSV line, else the JSON path."""
    read = list(records)
    for fact, allowed in values.items():
        known = {normalise(value): value for value in allowed} | {
            normalise(word): value for words in (value_synonyms(game), _value_words(game))
            for word, value in words.get(fact, {}).items()}
        for position, record in enumerate(read):
            given = record.get(fact)
            written = given if isinstance(given, list) else [given] if given else []
            spelled = [each for value in written
                       for each in _listed_value(value, known, allowed,
                                                 (record, position, fact), path, records, game)]
            if spelled != written:
                read[position] = copied(record)
                read[position][fact] = spelled if isinstance(given, list) or len(
                    spelled) > 1 else spelled[0]
    return read


def _listed_value(value: Any, known: Mapping[str, str], allowed: Sequence[str],
                  where: tuple[Mapping[str, Any], int, str], path: Path,
                  records: Sequence[Mapping[str, Any]], game: str) -> list[str]:
    """The game's spelling of one value of a card's fact (``check_values``), or, for a
    type line's fact (``_TYPE_LINE_FACTS``, whose words parted by spaces are several
    values, MTG comprehensive rules 205.3), of each value a value of words parted by
    spaces names, every word a value (``Permanent Animal``, ``Animal Permanent``: both, as
    ``Permanent - Animal`` is; it was refused with Permanent suggested, the Animal
    dropped); ``where``: the card's record, its position and the fact. A rarity or a
    finish is one value a list item (``Legendary Rare`` was two rarities, the card held
    to the Rare's limit, not the Legendary's 1). Raises ``CardtoolsError`` on the card's
    line for a value the game does not list, suggesting the closest
    (``_value_suggestion``; several values only for a type line's fact)."""
    found = known.get(normalise(str(value)))
    if found is not None:
        return [found]
    record, position, fact = where
    words = normalise(str(value)).split()
    several = fact in _TYPE_LINE_FACTS
    if several and len(words) > 1 and all(word in known for word in words):
        return list(dict.fromkeys(known[word] for word in words))
    suggestion = _value_suggestion(normalise(str(value)), known,
                                   value_negations(game).get(fact), several)
    hint = f"; did you mean {suggestion}?" if suggestion else ""
    if not several and len(words) > 1 and all(word in known for word in words):
        hint = (f"; it holds {len(words)} of them: write the card's one {fact} (a card of "
                "several printings lists each, parted by ';')")
    place = (str(record.line) if isinstance(record, CsvRecord)
             else f"$.cards[{position}].{fact}")
    cell = record.cells.get(fact, value) if isinstance(record, CsvRecord) else value
    # the whole cell its item was read from: "Foil" alone hid that the cell was "Rare - Foil"
    within = f" (in the cell {cell!r})" if cell != value else ""
    raise _on_its_line(CardtoolsError(
        f"card {record.get('name')!r}: {fact} {value!r}{within} is not one of "
        f"{', '.join(allowed)}{hint}", str(path), place), records, None)


def _value_suggestion(word: str, known: Mapping[str, str],
                      negation: tuple[frozenset[str], str] | None,
                      several: bool = True) -> str | None:
    """The value to suggest for a card file's unlisted value ``word`` (normalised):
    for a word denying a value (``negation``: the denying words and the value to
    suggest, ``value_negations``; ``non-holographic``, ``Foil: No``) the value named
    for it, never the denied one; for words of which two or more are values or near one
    (``Permanent Animl``) those values, dash-parted as a cell may list them (``Permanent
    - Animal``), where a value may be ``several`` (a type line's), but nothing when
    another word is none (``Rare or Common``: either may be meant, and the one suggested
    may drop a stricter limit) or for a fact of one value an item (``Legendary Rare``: a
    list of both would take the more permissive limit); else the closest of
    ``known`` (difflib), if any; for a value of one letter (a rarity's initial, ``R``,
    ``U``, ``C``, ``M``) the one value starting with it, if only one does."""
    import difflib

    if negation is not None:
        words, suggest = negation
        tokens = [token for token in re.split(r"[\W_]+", word) if token]
        if any(token in words or any(token.startswith(w) and len(token) > len(w) + 2
                                     for w in words if len(w) > 2) for token in tokens):
            return suggest
    if len(word) == 1 and len(initial := {value for key, value in known.items()
                                            if key[:1] == word}) == 1:
        return initial.pop()  # "R": Rare, the one value of the game starting so
    near = [difflib.get_close_matches(part, list(known), 1, 0.75) for part in word.split()]
    if sum(bool(match) for match in near) > 1:
        return (" - ".join(dict.fromkeys(known[match[0]] for match in near))
                if all(near) and several else None)
    close = difflib.get_close_matches(word, list(known), 1, 0.6)
    return known[close[0]] if close else None


@cache
def value_negations(game: str) -> dict[str, tuple[frozenset[str], str]]:
    """The words denying a value of a fact ``game`` lists, and the value to suggest for
    a card file's value holding one, by fact (``negations`` of
    ``cards/<game>/values.json``: ``{"finishes": {"words": ["non", "sans"], "suggest":
    "standard"}}``); none for a game without them (``_values_file``)."""
    read = _values_file(game).get("negations", {})
    return {str(fact): (frozenset(normalise(str(w)) for w in spec.get("words", ())),
                        str(spec["suggest"]))
            for fact, spec in read.items() if isinstance(spec, dict) and "suggest" in spec}


@cache
def value_synonyms(game: str) -> dict[str, dict[str, str]]:
    """The other words a card's own fact takes for a value ``game`` lists, by fact
    (``synonyms`` of ``cards/<game>/values.json``: ``{"finishes": {"foil":
    "holographic"}}``); none for a game without them."""
    return _words_by_fact(game, "synonyms")


def colours_as_letters(records: list[dict[str, Any]], game: str, path: Path
                       ) -> list[dict[str, Any]]:
    """``records`` (a card file's) with each ``colour_identity`` written as the game's
    colour letters (``colours`` of its game data: ``W``, ``U``...): a letter or a
    colour's name in any case (``w``, ``White``), letters run together or in braces
    (``WU``, ``{W}{U}``); the game's words for no colour (``C``, ``colourless``:
    ``colourless_words``) give none. ``records`` as given for a game with no colours or when every
    value is a letter already. Raises ``CardtoolsError`` on the card's line for a value
    that names no colour: the rules read only the letters, and a card of unknown
    colours was judged colourless (allowed beside any commander)."""
    from cardtools.gamedata import colour_names, colourless_words

    colours, colourless = colour_names(game), colourless_words(game)
    if not colours or all(isinstance(given := record.get("colour_identity", []), list)
                          and set(given) <= set(colours) for record in records):
        return records
    letters = {letter.lower(): letter for letter in colours} | {
        name.lower(): letter for letter, name in colours.items()}
    read = []
    for position, record in enumerate(records):
        given = [str(value) for value in _listed(record.get("colour_identity"))]
        words = [word for value in given for word in _COLOUR_WORDS().findall(value.lower())
                 if word not in colourless]
        runs = [list(word) if word not in letters else [word] for word in words]
        unknown = [char for run in runs for char in run if char not in letters]
        if unknown:
            raise _on_its_line(CardtoolsError(
                f"{', '.join(given)!r} names no colour of {game} ({', '.join(colours)}, or "
                "their names)", str(path), f"$.cards[{position}].colour_identity"),
                records, None)
        copy = copied(record)
        if given:
            copy["colour_identity"] = sorted({letters[char] for run in runs for char in run},
                                             key=list(colours).index)
        read.append(copy)
    return read


#: The words of a colour identity as written (``{W}{U}``, ``White``, ``WU``).
_COLOUR_WORDS = lazy_pattern(r"[^\W\d_]+")


_READ: dict[tuple[Path, int, int], tuple[str | None, list[dict[str, Any]], str | None]] = {}


def read_once(path: Path) -> tuple[str | None, list[dict[str, Any]], str | None]:
    """The card file at ``path`` as ``_read_card_document`` reads it (its ``game`` key,
    its rows, its date), read once per file version: the rows are shared, never to be
    changed. Raises ``CardtoolsError`` as ``read_card_file``."""
    return _read_once(path)


def _read_once(path: Path) -> tuple[str | None, list[dict[str, Any]], str | None]:
    """``_read_card_document``, once per file version (path, modification time, size)."""
    try:
        stat = path.stat()
    except OSError:
        return _read_card_document(path)  # raises the clear error
    key = (path.resolve(), stat.st_mtime_ns, stat.st_size)
    if key not in _READ:
        _READ[key] = _read_card_document(path)
    return _READ[key]
