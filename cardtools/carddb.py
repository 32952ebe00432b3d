"""Card databases: an index of names to cards, and name resolution (DESIGN 3.3, 4).

A ``CardDatabase`` is a stack of layers: the game's bundled database at the bottom and
any ``--cards`` files on top. A card in a higher layer replaces the card of the same
name below it. Records become ``Card`` objects only when first looked up, so a large
database (MTG: 23,000 cards) costs little more than reading its file.
"""

from __future__ import annotations

import difflib
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, overload

from cardtools.errors import CardtoolsError
from cardtools.model import Card, Resolution
from cardtools.names import (
    ampersand_spelling,
    decode_escapes,
    fold_lookalikes,
    invisible_as_spaces,
    letter_readings,
    normalise,
)
from cardtools.namewords import WordFinder, holds_whole
from cardtools.patterns import Gated
from cardtools.patterns import lazy_pattern as _lazy

if TYPE_CHECKING:
    import re

#: Databases with more names than this look for suggestions by first letter only.
SMALL_DATABASE = 5000
#: More names than this holding a word (``of``, ``the``) and it suggests no card.
MAX_WORD_NAMES = 400

#: How a name matched, best first (DESIGN 3.3 resolution order).
KINDS = ("name", "localised", "alias", "face")
#: The difflib ratio from which a name is within a typo of a card's (``Crimsen Ritual``
#: is 0.93 from Crimson Ritual; deck names such as ``4 Horsemen`` stay below 0.75).
NEARLY = 0.85
#: Names shorter than this are within a typo of a name of their own length only
#: (``CardDatabase.nearly_names_a_card``).
SHORT_WORD = 6
#: How many names within a typo ``nearly_names_a_card`` looks at (the closest first).
MAX_TYPO_CANDIDATES = 5
NAME, LOCALISED, ALIAS, FACE = range(4)

Index = dict[str, list[int]]

#: Set types whose cards are never tournament cards (the un-sets and playtest cards of
#: Magic: ``joke`` in ``cards/mtg/sets.json``). A name shared by one card printed elsewhere
#: and cards printed only in such sets names the first (README, "Decisions").
NOT_TOURNAMENT_SET_TYPES = frozenset({"joke"})


class SortedIndex:
    """A name index read from a ``cards.index`` file: sorted lines ``key<TAB>codes``.

    Lookups bisect the file's bytes themselves, so loading costs one file read, however
    many names the database has. Built by ``index_text``. ``offsets``: where each card
    line of the database file starts (``RecordOffsets``), when the file records them
    (``None`` for an index written before it did); ``database_size``: the size in bytes
    of the database file it was built for (``None`` likewise).
    """

    def __init__(self, data: bytes, begin: int = 0, end: int | None = None) -> None:
        self.data = data
        self.begin = begin
        self.end = len(data) if end is None else end
        self.offsets: RecordOffsets | None = None
        self.database_size: int | None = None
        self._length: int | None = None
        self._lookups = 0
        #: Every ``SAMPLE_SPACING`` bytes, a line and where it starts (both sorted),
        #: made once ``get`` was asked ``LOOKUPS_BEFORE_SAMPLE`` times: a bisection
        #: then starts from the two sampled lines around the key, a few lines apart.
        self._sample: tuple[list[bytes], list[int]] | None = None
        #: key -> where its line starts, made once ``get`` was asked
        #: ``LOOKUPS_BEFORE_TABLE`` times (a file of thousands of odd names, each tried
        #: under many readings): a look-up is then one dict access instead of a bisection.
        self._starts: dict[bytes, int] | None = None

    @classmethod
    def from_bytes(cls, data: bytes) -> tuple[int, SortedIndex]:
        """Parse an index file: ``(number of cards it was built for, index)``.

        Raises ``ValueError`` when the header line is missing.
        """
        header, _, _ = data.partition(b"\n")
        if not header.startswith(INDEX_HEADER):
            raise ValueError("not a cardtools name index")
        fields = header[len(INDEX_HEADER):].split()
        count = int(fields[0])
        index = cls(data, len(header) + 1)
        if len(fields) == 4 and fields[3] == b"bytes":
            table = len(data) - (count + 1) * (OFFSET_DIGITS + 1)
            marker = table - len(OFFSETS_MARKER)
            if marker >= index.begin and data.startswith(OFFSETS_MARKER, marker):
                index.end = marker
                index.offsets = RecordOffsets(data, table, count + 1)
                index.database_size = int(fields[2])
        return count, index

    def _first_at_least(self, probe: bytes) -> int:
        """Where the first line not sorting before ``probe`` starts (``end`` if none):
        ``bisect_left`` over the lines, without splitting them (between the two sampled
        lines around ``probe`` once there is a sample)."""
        data, low, high = self.data, self.begin, self.end
        if self._sample is not None:
            lines, starts = self._sample
            after = bisect_left(lines, probe)
            if after:
                low = starts[after - 1]
            if after < len(starts):
                high = starts[after]
        while low < high:
            start = max(low, data.rfind(b"\n", low, (low + high) // 2) + 1)
            stop = data.find(b"\n", start, self.end)
            if stop < 0:
                stop = self.end
            if data[start:stop] < probe:
                low = stop + 1
            else:
                high = start
        return min(low, self.end)

    def _line_from(self, start: int) -> bytes:
        """The line starting at byte ``start`` (without its line break)."""
        stop = self.data.find(b"\n", start, self.end)
        return self.data[start:stop if stop >= 0 else self.end]

    #: Look-ups bisected before the table of line starts is made (a batch of real decks
    #: asks a few thousand; the table costs about 11 MB for the MTG index).
    LOOKUPS_BEFORE_TABLE = 16_384
    #: Look-ups bisected over the whole index before its sample is made (one deck asks
    #: a few dozen; the sample of the MTG index costs about a millisecond).
    LOOKUPS_BEFORE_SAMPLE = 64
    #: Bytes between two sampled lines (about 16 lines of the MTG index).
    SAMPLE_SPACING = 512

    def get(self, key: str, default: Sequence[int] = (), /) -> Sequence[int]:
        """The codes of ``key``, or ``default``."""
        probe = key.encode("utf-8") + b"\t"
        if self._starts is None:
            self._lookups += 1
            if self._lookups > self.LOOKUPS_BEFORE_TABLE:
                self._starts = self._line_starts()
            elif self._lookups > self.LOOKUPS_BEFORE_SAMPLE and self._sample is None:
                self._sample = self._sampled_lines()
        if self._starts is not None:
            found = self._starts.get(probe[:-1])
            start = self.end if found is None else found
        else:
            start = self._first_at_least(probe)
        if start < self.end and self.data.startswith(probe, start):
            return [int(code) for code in self._line_from(start)[len(probe):].split()]
        return default

    def _sampled_lines(self) -> tuple[list[bytes], list[int]]:
        """The first line, then the first line after each ``SAMPLE_SPACING`` bytes, and
        where each starts."""
        lines: list[bytes] = []
        starts: list[int] = []
        data, position, end = self.data, self.begin, self.end
        while position < end:
            stop = data.find(b"\n", position, end)
            stop = end if stop < 0 else stop
            lines.append(data[position:stop])
            starts.append(position)
            position = data.find(b"\n", position + self.SAMPLE_SPACING, end) + 1
            if position <= 0:
                break
        return lines, starts

    def _line_starts(self) -> dict[bytes, int]:
        """Every key -> where its line starts."""
        starts: dict[bytes, int] = {}
        data, position, end = self.data, self.begin, self.end
        while position < end:
            stop = data.find(b"\n", position, end)
            stop = end if stop < 0 else stop
            tab = data.find(b"\t", position, stop)
            if tab >= 0:
                starts.setdefault(data[position:tab], position)
            position = stop + 1
        return starts

    def keys(self, prefix: str = "") -> list[str]:
        """The keys that start with ``prefix`` (all keys for ``""``), in byte order."""
        probe = prefix.encode("utf-8")
        start = self._first_at_least(probe)
        found = []
        while start < self.end:
            line = self._line_from(start)
            if not line.startswith(probe):
                break
            found.append(line.partition(b"\t")[0].decode("utf-8"))
            start += len(line) + 1
        return found

    def __len__(self) -> int:
        if self._length is None:
            self._length = len(self._lines())
        return self._length

    def _lines(self) -> list[bytes]:
        body = self.data[self.begin:self.end]
        return body.split(b"\n")[:-1] if body.endswith(b"\n") else body.split(b"\n")

    def items(self) -> Iterator[tuple[str, Sequence[int]]]:
        """Every entry, decoded (slow: for suggestions and search only)."""
        for line in self._lines():
            key, _, codes = line.partition(b"\t")
            yield key.decode("utf-8"), [int(code) for code in codes.split()]


class RecordOffsets(Sequence[int]):
    """Where each card line of a database file starts, then one past the last line's
    end: the table at the end of its ``cards.index``, lines of ``OFFSET_DIGITS`` digits,
    so offset ``i`` is read without reading the others.

    Input: the index file's bytes, where the table starts, and how many offsets it
    holds (``length``).
    """

    def __init__(self, data: bytes, begin: int, length: int) -> None:
        self.data = data
        self.begin = begin
        self.length = length

    def __len__(self) -> int:
        return self.length

    @overload
    def __getitem__(self, position: int) -> int: ...

    @overload
    def __getitem__(self, position: slice) -> list[int]: ...

    def __getitem__(self, position: int | slice) -> int | list[int]:
        if isinstance(position, slice):
            return [self[i] for i in range(*position.indices(self.length))]
        if position < 0:
            position += self.length
        if not 0 <= position < self.length:
            raise IndexError(position)
        at = self.begin + position * (OFFSET_DIGITS + 1)
        return int(self.data[at:at + OFFSET_DIGITS])


INDEX_HEADER = b"# cardtools name index:"
#: The line that starts the table of card line offsets at the end of an index file.
OFFSETS_MARKER = b"# where each card line starts, in bytes\n"
#: Digits of each offset of that table (zero-padded).
OFFSET_DIGITS = 10
#: What opens the card lines of a database file written by ``dumps_database``.
CARDS_MARKER = b'\n"cards": [\n'

#: A name index: a plain mapping, or a ``SortedIndex`` read from a file.
NameIndex = Mapping[str, Sequence[int]] | SortedIndex


def card_line_starts(data: bytes) -> list[int] | None:
    """Where each card line of a database file in the one-card-per-line layout of
    ``dumps_database`` starts, then one past the last line's end (``None`` for another
    layout). Found by a search for each line break, without copying the lines."""
    opening = data.find(CARDS_MARKER)
    end = data.rfind(b"\n]")
    if not 0 < opening < end:
        return None
    start = opening + len(CARDS_MARKER)
    starts = [start]
    find, add = data.find, starts.append
    position = find(b"\n", start, end)
    while position >= 0:
        add(position + 1)
        position = find(b"\n", position + 1, end)
    add(end + 1)
    return starts


def index_text(records: Sequence[Mapping[str, Any]], database: str) -> str:
    """The ``cards.index`` file for ``records`` as written in ``database`` (the text of
    their database file, ``dumps_database``): a header (the number of cards and the
    file's size in bytes), sorted ``key<TAB>codes`` lines (byte order, as
    ``SortedIndex`` bisects), then the table of where each card line starts
    (``RecordOffsets``; left out when ``database`` is not one card per line)."""
    index = build_index(records)
    lines = sorted(
        f"{key}\t{' '.join(map(str, codes))}".encode() for key, codes in index.items()
    )
    body = b"\n".join(lines).decode("utf-8")
    raw = database.encode("utf-8")
    starts = card_line_starts(raw)
    if starts is None or len(starts) != len(records) + 1:
        return f"{INDEX_HEADER.decode()} {len(records)} cards\n{body}\n"
    table = "".join(f"{start:0{OFFSET_DIGITS}d}\n" for start in starts)
    return (f"{INDEX_HEADER.decode()} {len(records)} cards, {len(raw)} bytes\n{body}\n"
            f"{OFFSETS_MARKER.decode()}{table}")


def as_tuple(value: Any) -> tuple[str, ...]:
    """Return a fact that may be absent, one string, or a list of strings, as a tuple."""
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(map(str, value))


def _localised(names: Mapping[str, Any] | None) -> Iterator[str]:
    for value in (names or {}).values():
        yield from as_tuple(value)


def names_by_language(names: Any) -> Iterator[tuple[str, str]]:
    """``(language, name)`` for each localised name of a card's ``names`` fact (a mapping
    of a language's code to a name or a list of names; anything else gives none). Raises
    nothing."""
    if isinstance(names, Mapping):
        for language, value in names.items():
            for name in as_tuple(value):
                yield str(language), name


def localised_names(record: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    """``(language, name)`` for each name of a card record in another language: the
    card's (``names``), then its faces' (``Révélation``, the French name of the face
    Discovery of Discovery // Dispersal). Raises nothing."""
    yield from names_by_language(record.get("names"))
    for face in record.get("faces") or ():
        if isinstance(face, Mapping):
            yield from names_by_language(face.get("names"))


def languages_naming(written: str, cards: Iterable[Card]) -> list[str]:
    """The codes of the languages in which ``written`` is the name of one of ``cards``
    (or of a face of one), each once, in the order found (``fr``). Raises nothing."""
    key = normalise(written)
    return list(dict.fromkeys(language for card in cards
                              for language, local in localised_names(card.facts)
                              if normalise(local) == key))


def _other_language(key: str, card: Card, found: list[tuple[int, Card]]
                    ) -> tuple[Card, str] | None:
    """The other card of ``found`` (a layer's cards answering to ``key``) whose name in
    another language, or one of its faces' (``Révélation``: Discovery's French name),
    ``key`` is, with that language's code, when ``card`` answers to it by its own
    name or an English face's (``Contemplation``: Ponder's French name; ``Intervention``,
    a face of Integrity // Intervention: Intervene's); ``None`` when none does."""
    for kind, other in found:
        if kind not in (LOCALISED, FACE) or other.name == card.name:
            continue
        language = next((code for code, name in localised_names(other.facts)
                         if normalise(name) == key), None)
        if language is not None:
            return other, language
    return None


def _english_faces(key: str, found: list[tuple[int, Card]]) -> list[Card]:
    """The cards of ``found`` (a layer's cards answering to ``key``) that answer to it
    by the English name of one of their faces (``intervention``: Integrity //
    Intervention), not by a face's name in another language."""
    return [card for kind, card in found
            if kind == FACE and any(normalise(face) == key for face in card.faces)]


def _english_key(key: str, layer: CardLayer) -> bool:
    """Whether the known ``key`` of ``layer`` is a card's English name, alias or face
    name (a face's name in another language is indexed as a face's too)."""
    for code in layer.index.get(key, ()):
        kind = code & 3
        if kind in (NAME, ALIAS) or (kind == FACE and any(
                normalise(face) == key for face in layer.card(code >> 2).faces)):
            return True
    return False


def record_keys(record: Mapping[str, Any]) -> Iterator[tuple[str, int]]:
    """Yield ``(normalised name, kind)`` for every name a card record answers to."""
    yield normalise(record["name"]), NAME
    for name in _localised(record.get("names")):
        yield normalise(name), LOCALISED
    for name in as_tuple(record.get("aliases")):
        yield normalise(name), ALIAS
    for face in record.get("faces") or ():
        if isinstance(face, str):
            yield normalise(face), FACE
        else:
            yield normalise(face["name"]), FACE
            for name in _localised(face.get("names")):
                yield normalise(name), FACE


def build_index(records: Sequence[Mapping[str, Any]]) -> Index:
    """Return ``{normalised name: [position * 4 + kind, ...]}`` for the records.

    Each card appears once per key, with its best kind. Importers store this index in
    large databases so it need not be rebuilt at every start.
    """
    best: dict[str, dict[int, int]] = {}
    for position, record in enumerate(records):
        for key, kind in record_keys(record):
            slot = best.setdefault(key, {})
            if kind < slot.get(position, 4):
                slot[position] = kind
    return {key: sorted(pos * 4 + kind for pos, kind in slot.items()) for key, slot in best.items()}


def card_from_record(record: Mapping[str, Any]) -> Card:
    """Build a ``Card`` from a database record (a dict of the cards schema).

    Types and subtypes of faces are merged into the card's own (708.6a: a positive
    test is true when it is true of either half).
    """
    faces = [face for face in record.get("faces") or () if isinstance(face, dict)]
    types = as_tuple(record.get("type"))
    subtypes = as_tuple(record.get("subtypes"))
    supertypes = as_tuple(record.get("supertypes"))
    rarities = as_tuple(record.get("rarity"))
    for face in faces:
        types += tuple(t for t in as_tuple(face.get("type")) if t not in types)
        subtypes += tuple(t for t in as_tuple(face.get("subtypes")) if t not in subtypes)
        supertypes += tuple(t for t in as_tuple(face.get("supertypes")) if t not in supertypes)
        rarities += tuple(r for r in as_tuple(face.get("rarity")) if r not in rarities)
    face_names = tuple(f if isinstance(f, str) else f["name"] for f in record.get("faces") or ())
    return Card(
        name=record["name"],
        types=types,
        subtypes=subtypes,
        supertypes=supertypes,
        rarities=rarities,
        regions=as_tuple(record.get("regions")),
        sets=as_tuple(record.get("sets")),
        faces=face_names,
        counts_as=as_tuple(record.get("counts_as")),
        finishes=as_tuple(record.get("finishes")),
        facts=record,
    )


class CardLayer:
    """One set of card records with its name index.

    ``records`` are card dicts (cards schema), or a lazy sequence parsing them on
    access; ``index`` is a precomputed index (``build_index`` or a ``SortedIndex``) or
    ``None`` to build it now; ``origin`` names the file for messages.
    """

    def __init__(
        self, records: Sequence[Mapping[str, Any]], index: NameIndex | None = None,
        origin: str = "",
    ) -> None:
        self.records = records
        self.index: NameIndex = index if index is not None else build_index(records)
        self.origin = origin
        self._cards: dict[int, Card] = {}
        #: (key, position) pairs of an index file seen to name their record rightly.
        self._confirmed: set[tuple[str, int]] | None = (
            set() if isinstance(self.index, SortedIndex) else None)

    def card(self, position: int) -> Card:
        """The ``Card`` at a record position (built once, then cached)."""
        card = self._cards.get(position)
        if card is None:
            card = self._cards[position] = card_from_record(self.records[position])
        return card

    def lookup(self, key: str) -> list[tuple[int, Card]]:
        """Return ``[(kind, card)]`` for a normalised name, best kind first. Raises
        ``CardtoolsError`` naming the card file when its name index (a ``cards.index``
        file) points ``key`` at a record that does not answer to it: the file was
        edited, or the index is another file's; no name resolves to the wrong card."""
        codes = self.index.get(key, ())
        if self._confirmed is not None:
            for code in codes:
                self._confirm(key, code >> 2)
        return [(code & 3, self.card(code >> 2)) for code in codes]

    def _confirm(self, key: str, position: int) -> None:
        confirmed = self._confirmed
        if confirmed is None or (key, position) in confirmed:
            return
        card = self.card(position)
        if all(name != key for name, _ in record_keys(card.facts)):
            raise CardtoolsError(
                f"the card data's name index does not match it: {key!r} leads to "
                f"{card.name!r}; was the file edited? Reinstall it (cardtools cards "
                "update) or remove the edited copy", self.origin)
        confirmed.add((key, position))

    def by_name(self, key: str) -> Card | None:
        """The card whose canonical name normalises to ``key``, if any."""
        for kind, card in self.lookup(key):
            if kind == NAME:
                return card
        return None


#: Most names kept in ``CardDatabase._unsuggested`` (a hostile file of unique names must
#: not grow it without end).
MAX_UNSUGGESTED = 65_536


#: Most words a line may add before or after a card's whole name to be suggested that
#: card (``CardDatabase._held_cards``: ``Judge Promo Foil Oko, Thief of Crowns``).
_MOST_ADDED_WORDS = 3


class CardDatabase:
    """The cards of one game, resolved by name (DESIGN 3.3, 4).

    ``game`` is the game id, ``layers`` the record layers with the highest priority
    first, ``meta`` the bundled database's ``source`` and ``date``, ``sets`` its set
    table (code -> ``{"name", "date", "type"}``; empty for a game without one).
    """

    def __init__(self, game: str, layers: Sequence[CardLayer], meta: Mapping[str, Any],
                 sets: Mapping[str, Mapping[str, str]] | None = None):
        self.game = game
        self.layers = list(layers)
        self.meta = dict(meta)
        self.sets: Mapping[str, Mapping[str, str]] = sets or {}
        self._resolved: dict[str, Resolution] = {}
        #: Names that name no card, resolved without suggestions (the readings a line is
        #: tried under): asked again and again, they are answered at once; a later
        #: ``resolve`` with suggestions still looks for them. At most
        #: ``MAX_UNSUGGESTED``, then it starts again.
        self._unsuggested: dict[str, Resolution] = {}
        self._keys_by_prefix: dict[str, list[str]] = {}
        self._lengths: dict[str, dict[int, list[str]]] = {}
        #: Known keys by their words alone (``_words_only``, ``_words_unpunctuated``), per
        #: spelling and first letter.
        self._keys_by_letters: dict[tuple[Callable[[str], str], str],
                                    dict[str, list[str]]] = {}
        #: Per layer (by ``id``), the keys holding a word (``word_matches``).
        self._word_finders: dict[int, WordFinder] = {}
        #: The layer of each card asked for (``_layer_of``; cards hash by identity).
        self._layers_of: dict[Card, int] = {}
        #: ``claimed_by_card_file``'s answers, by card and name as written.
        self._claimed: dict[tuple[Card, str], int | None] = {}

    def with_layer(self, layer: CardLayer) -> CardDatabase:
        """Return a new database where ``layer`` overrides this one's cards; its
        ``meta["card_files"]`` lists the origins of the layers added so (oldest first)."""
        meta = {**self.meta, "card_files": [*self.meta.get("card_files", ()), layer.origin]}
        return CardDatabase(self.game, [layer, *self.layers], meta, self.sets)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def has_cards(self) -> bool:
        """Whether any layer holds a card (a game with no bundled cards and no card file
        given has none)."""
        return any(len(layer.records) for layer in self.layers)

    def __iter__(self) -> Iterator[Card]:
        """Every card once, in database order; an overriding card replaces the original."""
        seen: set[str] = set()
        for layer in self.layers:
            for position, record in enumerate(layer.records):
                key = normalise(record["name"])
                if key not in seen:
                    seen.add(key)
                    yield layer.card(position)

    def get(self, name: str, layers: Sequence[CardLayer] | None = None) -> Card | None:
        """Return the card whose canonical name is ``name`` (normalised), or ``None``;
        searched in ``layers`` (default: all, highest priority first)."""
        key = normalise(name)
        for layer in self.layers if layers is None else layers:
            card = layer.by_name(key)
            if card is not None:
                return card
        return None

    def named_alike(self, name: str) -> Card | None:
        """The card whose name has the letters and digits of ``name``, whatever marks stand
        between them (``Crimson Ritual!``, ``C.rimson_Ritual``: Crimson Ritual), when
        exactly one card is so named; else ``None``. A card file's card so named is
        contested by it (``_spellings``): a decklist line so written is neither."""
        letters = _letters_only(normalise(name))
        named = {found.name: found for key in self._spelt_alike(_letters_only, letters)
                 for found in (self.get(key),) if found is not None} if letters else {}
        return next(iter(named.values())) if len(named) == 1 else None

    def name_alike(self, written: str) -> str | None:
        """The name of the one card ``named_alike`` gives for ``written``, else ``None``:
        ``settle_reading``'s comparison of a dropped mark's words by their letters and
        digits alone (``[The.One.Ring]``, ``[theonering]``). Never raises."""
        card = self.named_alike(written)
        return None if card is None else card.name

    def _override(self, card: Card, above: int | None = None) -> Card:
        """The card of the same name in a layer with higher priority (of the first
        ``above`` layers when given: those above the card's own), else ``card``."""
        layers = self.layers if above is None else self.layers[:above]
        return (self.get(card.name, layers) if layers else None) or card

    @property
    def seen(self) -> Mapping[str, Resolution]:
        """The resolutions of the names resolved so far, by name as written (and
        normalised): what ``resolve`` answers at once."""
        return self._resolved

    def resolve(self, written: str, suggest: bool = True) -> Resolution:
        """Resolve a written card name to one card (DESIGN 3.3).

        Order: exact normalised name, localised name, alias, one face of a split or
        double card; then the same with look-alike letters folded (Crimson Ritual written
        with a Cyrillic Es, U+0421, is Crimson Ritual: ``names.fold_lookalikes``) and HTML
        character references and percent-encoding read (``names.decode_escapes``). Output: a
        ``Resolution`` with the card, or with ``candidates`` when two cards share the
        best match (ambiguous), or with close-name ``suggestions`` when nothing matched.
        When exactly one of the cards sharing the best match has a printing outside joke
        sets (``only_in_joke_sets``), that card is the answer: ``Fire`` is Fire // Ice, not
        the playtest card Start // Fire. Never auto-corrects to a different card.
        """
        cached = self._resolved.get(written)  # the name as written, seen before
        if cached is None and not suggest:
            cached = self._unsuggested.get(written)
        if cached is not None:
            return cached
        key = normalise(written)
        plain = decode_escapes(written)  # "Sensei&#39;s Divining Top", "Sensei%27s ..."
        folded = _folded_key(written, key)
        # Two spellings of one normalised key may fold differently (a Greek iota with
        # and without its accent normalise alike): the key remembers only what the key
        # alone gives, the folded name only what it gives.
        cached = self._remembered(key, suggest and folded == key)
        if folded != key:
            cached = self._undisguised(cached, folded, suggest)
        if cached.card is not None and self.meta.get("card_files"):
            # "Crimson\u200bRitual": the words an invisible character parts, as one reads
            # them, in the line or in the card's own name (a reader drops a byte order mark)
            name = cached.card.name
            spaced = (normalise(invisible_as_spaces(plain)),
                      *([normalise(invisible_as_spaces(name))]
                        if invisible_as_spaces(name) != name else []))
            cached = self._uncontested(cached, tuple(dict.fromkeys((key, folded, *spaced))))
        if suggest or cached.card is not None or cached.candidates:
            self._resolved[written] = cached
        else:
            if len(self._unsuggested) >= MAX_UNSUGGESTED:
                self._unsuggested.clear()
            self._unsuggested[written] = cached
        return cached

    def knows_name(self, written: str) -> bool:
        """Whether ``written`` is exactly a name a card answers to in some layer: its own
        name, its name in another language (``Rituel pourpre``: Crimson Ritual), an alias
        or a face's name, case, accents and blanks as ``normalise`` folds them, as written
        or with look-alike letters folded and HTML or percent escapes read (``resolve``'s
        first readings). A name within a typo of one is not (``nearly_names_a_card``):
        a data file's words are never taken for a deck's cards so. Cheap: one look in
        each layer's name index, no card built. Raises nothing."""
        key = normalise(written)
        return any(layer.index.get(name, ()) for name in dict.fromkeys(
            (key, _folded_key(written, key))) for layer in self.layers)

    def _undisguised(self, as_written: Resolution, folded: str, suggest: bool
                     ) -> Resolution:
        """The resolution of a name written with look-alike letters: ``as_written``
        (its own key's), unless that names no card or the name with those letters
        folded (``folded``) is another card's own name: a card file's card named
        ``P\\u043ender`` (a Cyrillic o) is no way round the banned Ponder, which a deck so
        writing it plays (DESIGN 3.3: a disguised card is that card)."""
        if as_written.card is None and not as_written.candidates:
            return self._remembered(folded, suggest)
        disguised = self._remembered(folded, False)
        if (disguised.card is not None and disguised.how == KINDS[NAME]
                and disguised.card is not as_written.card):
            return disguised
        return as_written

    def _uncontested(self, found: Resolution, keys: Sequence[str]) -> Resolution:
        """``found``, unless a card file takes part in it: its card is a card file's and
        another layer (the bundled cards, another card file) answers to the name as
        written (``keys``: its key, its key with look-alike letters folded and with its
        invisible characters as spaces) with
        another card, or, knowing no card of that name, answers so to another spelling
        of it (``_same_letters``: hyphens, apostrophes, commas) or to a face it writes
        (``Quiet Ember // Crimson Ritual``); or its card is the
        bundled data's, found by another of its names than its own, and a card file
        answers so. Each layer answers by its own best match (``_best_layer``'s kinds:
        a card file replacing Brainstorm is not contested by the bundled face
        Brainstorm of Harmonized Trio, which the bundled Brainstorm outranks). Then the
        name is ambiguous between the two, ``unknown_why`` saying which file holds
        which. A card file's card named ``Rituel pourpre`` (Crimson Ritual's French
        name) or ``Storm-Adept`` (beside an organizer's Storm Adept) took every line so
        written, the banned card or the Rare unsaid; a card of the same name replaces
        the one below it, as ever."""
        card = found.card
        assert card is not None
        own = len(self.meta.get("card_files", ()))
        level = self._layer_of(card)
        if level >= own and found.how == KINDS[NAME]:
            return found  # a bundled card's own name wins (``_best_layer``)
        for position, layer in enumerate(self.layers):
            if position == level or (position >= own and level >= own):
                continue  # the card's own layer, or two layers of the bundled data
            knows = any(layer.lookup(key) for key in keys)
            spellings = keys if knows else dict.fromkeys(self._spellings(keys))
            for key in spellings:
                other = next((named for named in self._answer(layer, key)
                              if named is not card), None)
                if other is not None:
                    return Resolution(None, found.how, candidates=(card, other),
                                      unknown_why=self._whose(key, (card, other)))
            for key in keys:
                other = self._translated_in(layer, key)
                if other is not None and other is not card:
                    return Resolution(None, found.how, candidates=(card, other),
                                      unknown_why=self._whose(key, (card, other)))
        return found

    def _translated_in(self, layer: CardLayer, key: str) -> Card | None:
        """The one-faced card of ``layer`` that ``key`` names written with its
        translation in brackets, both names answering to it (``crimson ritual (rituel
        pourpre)``: Crimson Ritual, as ``_one_card_in_two_names`` reads it), else
        ``None``. A card file's card so named took the line so written, which without
        it is the banned card."""
        bracketed = _TRANSLATED().match(key)
        if bracketed is None:
            return None
        named = [self._answer(layer, part.strip())
                 for part in (bracketed["first"], bracketed["second"])]
        if not all(len(cards) == 1 for cards in named):
            return None
        card = named[0][0]
        return card if named[1][0] is card and not card.faces else None

    def uncontested_reading(self, found: Resolution, others: Iterable[str]) -> Resolution:
        """``found``, the resolution of the reading a decklist line was read by, unless
        its card is a card file's and another reading of the same line (``others``: the
        name with the words a reader cuts after it, a printing's kind, a set's name, a
        group's words, ``Crimson Ritual`` for ``Crimson Ritual (Showcase)``) names
        another layer's card. The line is then ambiguous between the two (``candidates``,
        ``unknown_why`` saying which file holds which), as a card file's card named in
        another spelling of another card's name is (``_uncontested``): a player's card
        file holding ``Crimson Ritual (Showcase)`` took every line so written, which
        without it reads as the banned Crimson Ritual, the banned card unsaid."""
        card = found.card
        own = len(self.meta.get("card_files", ()))
        if card is None or not own:
            return found
        level = self._layer_of(card)
        if level >= own:
            return found  # the bundled data's card: no card file takes part
        for name in others:
            other = self.resolve(name, False).card
            if other is not None and other is not card and self._layer_of(other) != level:
                return Resolution(None, found.how, candidates=(card, other),
                                  unknown_why=self._whose_readings(name, card, other))
        return found

    def _whose_readings(self, name: str, card: Card, other: Card) -> str:
        """Where the card of a line as written (``card``, a card file's) and the card
        ``name``, another reading of it, names (``other``) come from, in words."""
        said = []
        for one in (card, other):
            level = self._layer_of(one)
            origin = (f"the card file {_file_name(self.layers[level].origin)}"
                      if level < len(self.meta.get("card_files", ())) else "the bundled data")
            said.append(f"{one.name} of {origin}")
        return (f"{' and '.join(said)}, as '{name}' reads: a card file's card never "
                "takes another card's name, in any spelling")

    def _answer(self, layer: CardLayer, key: str) -> list[Card]:
        """The cards ``layer`` answers to ``key`` with by its best kind of match, each
        as a higher layer may replace it (``_override``)."""
        found = layer.lookup(key)
        if not found:
            return []
        best = min(kind for kind, _ in found)
        return [self._override(named) for kind, named in found if kind == best]

    def _whose(self, key: str, cards: Sequence[Card]) -> str:
        """Where each of two cards answering to ``key`` comes from, in words: ``Rituel
        pourpre (Crimson Ritual) of the bundled data, Rituel pourpre of the card file
        mine.csv``."""
        own = len(self.meta.get("card_files", ()))
        said = []
        for card in cards:
            level = self._layer_of(card)
            origin = (f"the card file {_file_name(self.layers[level].origin)}"
                      if level < own else "the bundled data")
            said.append(f"{_display_of(key, card)} of {origin}")
        return (f"{' and '.join(said)}: a card file's card never takes another card's "
                "name, in any spelling")

    def claimed_by_card_file(self, card: Card, written: str) -> int | None:
        """The position of the card file's layer whose card ``card`` a line naming it
        ``written`` is by that file alone: a card the file adds (no layer below it holds
        its name), or one it replaces found by a name the layers below do not give it
        (an alias of the file's own). ``None`` for a card of the bundled data, or a card
        the file replaces written by a name the cards it replaces answer to. Never
        raises."""
        asked = (card, written)
        if asked not in self._claimed:
            self._claimed[asked] = self._claimed_by(card, written)
        return self._claimed[asked]

    def _claimed_by(self, card: Card, written: str) -> int | None:
        level = self._layer_of(card)
        if level >= len(self.meta.get("card_files", ())):
            return None
        key, name = normalise(written), normalise(card.name)
        below = [layer for layer in self.layers[level + 1:] if layer.by_name(name) is not None]
        if below and any(normalise(found.name) == name for layer in below
                         for found in self._answer(layer, key)):
            return None
        return level

    def layer_of(self, card: Card) -> int:
        """The position of the layer that holds ``card`` (``len(layers)``: none), the
        card files' first, highest priority first."""
        return self._layer_of(card)

    def origin_of(self, card: Card) -> str:
        """Where ``card`` comes from, in words: ``the card file mine.csv`` or ``the
        bundled data``."""
        level = self._layer_of(card)
        return (f"the card file {_file_name(self.layers[level].origin)}"
                if level < len(self.meta.get("card_files", ())) else "the bundled data")

    def _layer_of(self, card: Card) -> int:
        """The position of the layer that holds ``card`` (``len(layers)``: none)."""
        level = self._layers_of.get(card)
        if level is None:
            key = normalise(card.name)
            level = self._layers_of[card] = next(
                (position for position, layer in enumerate(self.layers)
                 if layer.by_name(key) is card), len(self.layers))
        return level

    def _spellings(self, keys: Iterable[str]) -> Iterator[str]:
        """Each key of ``keys``, each face it writes (``quiet ember // crimson ritual``:
        ``crimson ritual`` too) and the known keys written with the same words
        (``_same_letters``'s spellings: ``storm-adept`` and ``storm adept``, ``ancient
        puzzlebox`` and ``ancient's puzzlebox``) or the same
        letters and digits, whatever marks stand between them (``crimson ritual!``,
        ``c.rimson ritual``, ``crimson_ritual``: ``_letters_only``)."""
        for key in keys:
            yield key
            if " // " in key:
                yield from key.split(" // ")
            for spelling in (_words_only, _words_unpunctuated, _words_unpossessed,
                             _letters_only):
                letters = spelling(key)
                if letters:
                    yield from self._spelt_alike(spelling, letters)

    def _remembered(self, key: str, suggest: bool) -> Resolution:
        """``_resolve_key(key)``, remembered under ``key`` unless it is an unknown name
        resolved without its suggestions."""
        cached = self._resolved.get(key)
        if cached is None:
            cached = self._resolve_key(key, suggest)
            if suggest or cached.card is not None or cached.candidates:
                self._resolved[key] = cached
        return cached

    def _best_layer(self, key: str) -> tuple[int, int, list[tuple[int, Card]]] | None:
        """The layer whose cards answer to ``key`` best, as ``(layer position, best
        kind, found)``, or ``None`` when no layer knows the key. The kind decides before
        the layer: a card's own name in the bundled data wins over a card file's alias,
        localised or face name (a card file's card with the alias ``Ponder`` took every
        ``Ponder`` line, the banned card unsaid); between equal kinds the higher layer
        wins (a card file replaces a card of the same name)."""
        chosen: tuple[int, int, list[tuple[int, Card]]] | None = None
        for position, layer in enumerate(self.layers):
            found = layer.lookup(key)
            if not found:
                continue
            best = min(kind for kind, _ in found)
            if chosen is None or best < chosen[1]:
                chosen = (position, best, found)
            if best == NAME:
                break
        return chosen

    def _resolve_key(self, key: str, suggest: bool = True) -> Resolution:
        chosen = self._best_layer(key)
        if chosen is not None:
            position, best, found = chosen
            cards = list(dict.fromkeys(self._override(card, position)
                                       for kind, card in found if kind == best))
            if best == LOCALISED and (faced := self._face_before_translation(
                    key, found, cards, position)) is not None:
                return faced
            if len(cards) == 1:
                fronts = cards[0].facts.get("meld_back_of")
                if fronts:  # rule 712.4: a melded permanent is two cards, not one
                    return Resolution(None, KINDS[best], not_a_card=(
                        f"{cards[0].name} is the melded back half of "
                        f"{' and '.join(fronts)}, not a card of its own"))
                rival = _other_language(key, cards[0], found) if best == NAME else None
                return Resolution(cards[0], KINDS[best], other_language=rival and (
                    self._override(rival[0], position), rival[1]))
            real = [card for card in cards if not self.only_in_joke_sets(card)]
            if len(real) == 1:
                return Resolution(real[0], KINDS[best])
            return Resolution(None, KINDS[best], candidates=tuple(cards))
        written_faces = list(dict.fromkeys(key.split(" // ")))
        if len(written_faces) == 1 and " // " in key:
            # "Mox Jet // Mox Jet": no card has one face twice; two copies may be meant
            return Resolution(None, suggestions=tuple(self.suggest(key)) if suggest else ())
        faces = " // ".join(written_faces)
        if faces != key:  # "A // B // A", as some paper decklists repeat the front face
            return self._resolve_key(faces, suggest)
        if " // " in key:  # "Ice // Fire": faces in another order, each naming one card
            named = {self._resolve_key(face, False).card for face in written_faces}
            card = named.pop() if len(named) == 1 else None
            if card is not None and len(card.faces) >= len(written_faces):
                return Resolution(card, KINDS[FACE])
        translated = self._one_card_in_two_names(key)
        if translated is not None:
            return translated
        spelt = self._same_letters(key) or self._same_blanks(key)
        if spelt is not None:  # "Gum Gum", "Yuki Onna's Robe", "_____ Goblin"
            return self._resolve_key(spelt, suggest)
        return Resolution(None, suggestions=tuple(self.suggest(key)) if suggest else ())

    def _face_before_translation(self, key: str, found: list[tuple[int, Card]],
                                 translated: list[Card], position: int) -> Resolution | None:
        """The resolution of ``key`` when it is both the name in another language of
        ``translated`` (the layer at ``position``'s cards of that best match in
        ``found``) and the English name of another card's face: that card, with the
        translated one as its ``other_language`` reading, as a card's own English name
        is read (the deck's language decides, ``Contemplation``); ambiguous between
        them all when either side names several cards. ``Intervention``, a face of
        Integrity // Intervention and Intervene's French name, was read as Intervene
        with no word. ``None`` when no card has an English face of that name."""
        faced = list(dict.fromkeys(self._override(card, position)
                                   for card in _english_faces(key, found)))
        if not faced:
            return None
        real = [card for card in faced if not self.only_in_joke_sets(card)]
        if len(faced) > 1 and len(real) == 1:
            faced = real
        if len(faced) > 1 or len(translated) > 1:
            return Resolution(None, KINDS[FACE], candidates=tuple(
                dict.fromkeys((*faced, *translated))))
        rival = _other_language(key, faced[0], found)
        return Resolution(faced[0], KINDS[FACE], other_language=rival and (
            self._override(rival[0], position), rival[1]))

    def _one_card_in_two_names(self, key: str) -> Resolution | None:
        """The card a name written with its translation names: its name and its name in
        another language, the second in brackets or after a slash (``rituel pourpre
        (crimson ritual)``, as the reports show a card written in another language,
        ``boule de feu // fire ball``), each naming the same card, which has one face.
        ``None`` when the key is not so written, when either name is no card, or when
        the two name different cards (``fire ball (crimson ritual)`` is neither: no
        guess between a card and a banned one)."""
        bracketed = _TRANSLATED().match(key)
        if bracketed is not None:
            parts = (bracketed["first"], bracketed["second"])
        elif key.count(" // ") == 1:
            first, second = key.split(" // ")
            parts = (first, second)
        else:
            return None
        found = [self._resolve_key(part.strip(), False) for part in parts]
        card = found[0].card
        if card is None or card.faces or any(other.card is not card for other in found[1:]):
            return None
        return Resolution(card, found[0].how)

    def _same_letters(self, key: str) -> str | None:
        """The one known key written with the same words as ``key``, but for hyphens
        written as spaces (or the other way) and apostrophes or double quotes left out
        (``gum gum`` for ``gum-gum``, ``ras wrath`` for ``ra's wrath``, ``kongming,
        sleeping dragon`` for ``kongming, "sleeping dragon"``), else, when no key is so,
        but for the commas and full stops of a name left out too (``ragavan nimble
        pilferer``, as exports and hand-typed lists write ``ragavan, nimble pilferer``),
        else, when no key is so either, but for the apostrophes that end a word left out
        too (``kalius ring`` for ``kalius' ring``, ``good ol ashgar`` for ``good ol'
        ashgar``), else, for a name written with no ``!``, ``?`` or ``.`` at all, but for
        the exclamation and question marks and the full stops of initials a known name has
        (``hulk smash`` for ``hulk smash!``, ``agents of shield`` for ``agents of
        s.h.i.e.l.d.``, ``modok``: typed by hand, as players call the cards), else but
        for a possessive ``'s`` left out or added (``ancient puzzlebox`` for ``ancient's
        puzzlebox``, as that card's own text writes it: ``_words_unpossessed``); a written
        mark no name has is never dropped (``ponder!`` is no spelling of Ponder);
        ``None`` when there is none or more than one (two names that differ so would be
        a guess between cards, never made). Words run together (``fireball`` for ``fire
        ball``) are other words."""
        # a name whose letters no known name has meets none of the spellings (each
        # spelling of each first letter's names is made once a database; a list of
        # Archidekt categories, [Ramp], [Land], made every one of them)
        if key[:1].isalnum() and not self._spelt_alike(_letters_gate, _letters_gate(key)):
            return None
        spellings = (_words_only, _words_unpunctuated, _words_without_apostrophes,
                     *(() if _MARKED().search(key) else (_words_bare,)), _words_unpossessed)
        for spelling in spellings:
            letters = spelling(key)
            if not letters:
                return None
            found = self._spelt_alike(spelling, letters)
            if found:
                return found[0] if len(found) == 1 and found[0] != key else None
        return None

    def _same_blanks(self, key: str) -> str | None:
        """The one known key that holds words and blanks (runs of underscores: Unfinity's
        ``________ Goblin``, ``_____ _____ Rocketship``) where ``key`` holds the same
        words and blanks of any length (``_____ goblin``, ``_ goblin``: each list writes
        a blank with the underscores it likes), spelt as ``_words_only`` spells it;
        ``None`` when ``key`` holds no blank or no letter (``______`` and ``_____`` are
        two cards, named by their underscores alone) or when no key, or more than one,
        is so written."""
        if "_" not in key or not _LETTER().search(key):
            return None
        found = self._spelt_alike(_blanks_as_one, _blanks_as_one(key))
        return found[0] if len(found) == 1 and found[0] != key else None

    def _spelt_alike(self, spelling: Callable[[str], str], letters: str) -> list[str]:
        """The known keys that ``spelling`` writes as ``letters``; the keys of each first
        letter are spelt once per database."""
        by_letters = self._keys_by_letters.get((spelling, letters[0]))
        if by_letters is None:
            by_letters = self._keys_by_letters[spelling, letters[0]] = {}
            # a name that starts with a double quote ("Ach! Hans, Run!") is met by its letter
            for known in (*self._keys(letters[0]), *self._keys(f'"{letters[0]}')):
                by_letters.setdefault(spelling(known), []).append(known)
        return by_letters.get(letters, [])

    def cards_with_face(self, name: str) -> list[Card]:
        """The cards of every layer with a face whose English name is ``name``
        (``Lightning Bolt``: Emeritus of Conflict // Lightning Bolt), each once, the card
        so named itself left out (its faces' index, ``_english_faces``); empty for
        none."""
        key = normalise(name)
        found = [each for layer in self.layers for each in layer.lookup(key)]
        return list(dict.fromkeys(card for card in _english_faces(key, found)
                                  if normalise(card.name) != key))

    def never_printed(self, name: str) -> bool:
        """Whether ``name`` names (as ``resolve`` without suggestions) a card of no printing
        or of printings only in joke sets (``only_in_joke_sets``): a playtest card such as
        ``Naturalize 2``, never a tournament card. ``False`` for a name of no card; raises
        nothing."""
        card = self.resolve(name, False).card
        return card is not None and (not card.sets or self.only_in_joke_sets(card))

    def named_in_a_language(self, written: str, name: str) -> bool:
        """Whether ``written`` is a name of the card ``name`` (its canonical name) in
        another language, or of a face of it (``localised_names``: ``Contemplation`` of
        Ponder); ``False`` for a name of no card. Raises nothing."""
        card = self.get(name)
        key = normalise(written)
        return card is not None and any(
            key == normalise(localised) for _, localised in localised_names(card.facts))

    def describes(self, written: str, name: str) -> bool:
        """Whether ``written``, a field or note beside the card ``name`` (its canonical
        name), is that card's own: its name in another language (``named_in_a_language``)
        or one of its type words (``Lhurgoyf`` of Tarmogoyf, ``Karn`` of Karn Liberated,
        ``Legendary``: a pasted table's type line, ``Creature \u2014 Lhurgoyf``, names no
        other card though Lhurgoyf is one). ``False`` for a name of no card. Raises
        nothing."""
        if self.named_in_a_language(written, name):
            return True
        card = self.get(name)
        if card is None:
            return False
        key = normalise(written)
        return any(key == normalise(str(word)) for field in ("type", "supertypes", "subtypes")
                   for word in card.facts.get(field) or ())

    def printed_in(self, name: str, codes: frozenset[str]) -> bool:
        """Whether ``name`` names (as ``resolve`` without suggestions) a card printed in
        one of the sets of ``codes`` (set codes, in any case), or a card the data gives no
        printing: nothing says it was not. ``True`` for a name of no card; raises
        nothing."""
        card = self.resolve(name, False).card
        if card is None or not card.sets:
            return True
        return not {code.casefold() for code in codes}.isdisjoint(
            code.casefold() for code in card.sets)

    def only_in_joke_sets(self, card: Card) -> bool:
        """Whether every printing of ``card`` is in a set whose type (``sets`` table) is
        in ``NOT_TOURNAMENT_SET_TYPES``. ``False`` for a card without printings, or with a
        printing in a set the table does not know: nothing says it is not a real card."""
        if not card.sets:
            return False
        return all(self.sets.get(code, {}).get("type") in NOT_TOURNAMENT_SET_TYPES
                   for code in card.sets)

    def in_english(self, written: Iterable[str]) -> dict[str, tuple[str, str]]:
        """Of the card names ``written`` (a format's banned and restricted lists, as its
        file writes them), those that are one card's name in another language, as a
        decklist line resolves them (``resolve``: ``Tornade``, Mage Noir's French name
        of Tornado), mapped to ``(the card's own name, the language's code)``: a list
        entry so written is that card's. A card's own name, an alias, a face, a name of
        several cards or of none is left out. Never raises but as ``resolve`` does."""
        found: dict[str, tuple[str, str]] = {}
        for name in dict.fromkeys(written):
            key = normalise(name)
            if any(code & 3 == NAME for layer in self.layers
                   for code in layer.index.get(key, ())):
                continue  # a card's own name, as most are: no need to resolve it
            resolution = self.resolve(name, False)
            card = resolution.card
            if card is not None and resolution.how == KINDS[LOCALISED]:
                found[name] = (card.name, next(
                    (language for language, local in names_by_language(card.facts.get("names"))
                     if normalise(local) == key), ""))
        return found

    def also_localised(self, written: Iterable[str]) -> dict[str, tuple[str, str, str]]:
        """Of the card names ``written`` (a format's banned and restricted lists), those
        that are one card's own name and also another card's name in another language
        (``Suffocation``: a card, and the French name of Choke), mapped to ``(the card's
        own name, the other card's name, the language's code)``: the entry is the card
        of its own name (``resolve``), the other one is listed only by its English name.
        Never raises but as ``resolve`` does."""
        found: dict[str, tuple[str, str, str]] = {}
        for name in dict.fromkeys(written):
            key = normalise(name)
            codes = [code for layer in self.layers for code in layer.index.get(key, ())]
            if not any(code & 3 == NAME for code in codes) or all(
                    code & 3 == NAME for code in codes):
                continue  # a card's own name only, as most are: no need to resolve it
            resolution = self.resolve(name, False)
            if resolution.card is not None and resolution.other_language is not None:
                other, language = resolution.other_language
                found[name] = (resolution.card.name, other.name, language)
        return found

    def suggest(self, written: str, limit: int = 3) -> list[str]:
        """Return up to ``limit`` known names: first those whose short name (the part
        before the comma, as players call a legendary card: ``Ragavan``) is the written
        one's (``Uro, Titan of Cosmic Rift`` -> ``Uro, Titan of Nature's Wrath``), but
        for a written name with a comma, those within a typo of it before them (difflib
        ratio >= ``NEARLY``: ``Jace, the Mind Sculpter`` -> ``Jace, the Mind Sculptor``
        first); then the others close to ``written`` (difflib ratio >= 0.7); a localised
        name is shown with its canonical name: ``Boule de feu (Fire Ball)``, but a card
        suggested by its canonical name and by a localised one is shown once, by its
        canonical name (``Wrenn & Six``: Wrenn and Six, not Wrenn et Six). A name's ``&``
        and ``and`` are one (``ampersand_spelling``: ``Minsc and Boo`` suggests Minsc & Boo,
        Timeless Heroes). A placeholder of the card data (``_placeholder``) is never
        suggested."""
        close = self._close_keys(written, limit * 3)
        key = normalise(written)
        # the closest come first: those within a typo are a prefix of the list; a name
        # without a comma is a short name itself ("Ral"), met exactly, not by a typo
        typos = 0 if "," not in key else sum(
            difflib.SequenceMatcher(None, key, near).ratio() >= NEARLY for near in close)
        spelt = ampersand_spelling(written)
        # a card's whole name among added words ("Oko, Thief of Crowns Borderless"), when
        # no card is within a typo of the whole ("Rock Wallx" is Rock Wall's, not Rock's)
        held = () if any(difflib.SequenceMatcher(None, key, near).ratio() >= NEARLY
                         for near in close) else self._held_cards(key)
        # a name that is words of card names ("Snapcaster", "Bowmasters") is what a
        # player calls one of them, not a typo: those cards come first
        shown = [*((name, name) for name in (*self._inverted(written),
                                              *self._unbracketed(written))),
                 *((card.name, card.name) for card in held),
                 *((card.name, _in_its_language(near, card))
                   for card, near in self.word_matches(key, limit)),
                 *self._shown_cards(close[:typos]),
                 *((name, name) for each in (written, spelt) if each
                   for name in self.same_short_name(each)),
                 *self._shown_cards(close[typos:])]
        # a placeholder of the data (the generic Sticker sheet) is no card to write
        shown = [(card, name) for card, name in shown if not self._placeholder(card)]
        canonical = {card for card, name in shown if card == name}
        by_card: dict[str, str] = {}
        for card, name in shown:
            by_card.setdefault(card, card if card in canonical else name)
        return list(dict.fromkeys(by_card.values()))[:limit]

    def _inverted(self, written: str) -> list[str]:
        """The names of the cards that ``written``, a name with a comma whose last part a
        collection's sorting moved last, names with that part first again, with or
        without the comma (``Wandering Emperor, The``: The Wandering Emperor; ``Lotus,
        Black``: Black Lotus; ``Thief of Crowns, Oko``: Oko, Thief of Crowns). Pure."""
        found = []
        for at in (at for at, char in enumerate(written) if char == ","):
            head, tail = written[:at].strip(), written[at + 1:].strip()
            for name in (f"{tail} {head}", f"{tail}, {head}"):
                card = self.resolve(name, False).card if head and tail else None
                if card is not None and normalise(card.name) == normalise(name):
                    found.append(card.name)
        return found

    def _unbracketed(self, written: str) -> list[str]:
        """The name of the card that ``written`` names once its HTML character references
        are read (``decode_escapes``) and angle brackets, full-width ones too, are taken
        from around it (``&lt;Grief&gt;``, ``\uff1cGrief\uff1e``: Grief), as a page copies a
        placeholder; else none. Pure."""
        plain = decode_escapes(written).strip()
        if plain[:1] not in "<\uff1c" or plain[-1:] not in ">\uff1e" or len(plain) < 3:
            return []
        name = plain[1:-1].strip()
        card = self.resolve(name, False).card
        return [card.name] if card is not None and normalise(card.name) == normalise(
            name) else []

    def _placeholder(self, name: str) -> bool:
        """Whether the card named ``name`` is a placeholder of the card data (its
        ``placeholder`` fact: a record naming no printed card, the generic Sticker
        sheet), never suggested. Pure."""
        card = self.resolve(name, False).card
        return card is not None and bool(card.facts.get("placeholder"))

    def _shown_cards(self, keys: Sequence[str]) -> Iterator[tuple[str, str]]:
        """``(card's name, how it shows)`` for each known key of ``keys`` (``_shown``); a
        name that is no one card (two cards', a melded back half's) stands for itself."""
        for near in keys:
            card = self.resolve(near, False).card
            for name in self._shown(near):
                yield (card.name if card is not None else name), name

    def language_of_words(self, written: str) -> str | None:
        """The code of a language of the cards' names (``names``: ``fr``) that a word of
        ``written`` (four letters or more) is of: names in that language hold it, no
        English name of a card, face or alias does (``Décharge galvanique``: ``décharge``,
        French only). ``None`` when no word is so. Raises nothing."""
        for word in dict.fromkeys(normalise(written).split()):
            if len(word) < 4 or not word.isalpha():
                continue
            held = [(key, layer) for layer in self.layers
                    for key in self._layer_finder(layer).keys_holding(word)]
            if held and not any(_english_key(key, layer) for key, layer in held):
                key, layer = held[0]
                codes = layer.index.get(key, ())
                languages = languages_naming(key, [layer.card(code >> 2) for code in codes])
                if languages:
                    return languages[0]
        return None

    def _layer_finder(self, layer: CardLayer) -> WordFinder:
        """The ``WordFinder`` of ``layer``'s name index, made once."""
        finder = self._word_finders.get(id(layer))
        if finder is None:
            finder = self._word_finders[id(layer)] = WordFinder(layer.index)
        return finder

    def word_matches(self, key: str, limit: int) -> list[tuple[Card, str]]:
        """The first ``limit`` cards of a name that holds the normalised ``key`` as
        whole words (``snapcaster`` in ``snapcaster mage``, ``bowmasters`` in ``orcish
        bowmasters``), each with the known key it was found by (its best-ranked one),
        ranked as ``search`` ranks them; none when ``key`` is no word
        (a typo) or shorter than three characters, or when more than ``MAX_WORD_NAMES``
        names hold its first word (``of``, ``the``: such a word names no card in
        particular)."""
        words = key.split()
        if len(key) < 3 or not any(character.isalpha() for character in key):
            return []  # "Ur" names no card in particular, as no short name does
        found: dict[str, tuple[tuple[int, int, int, int, str], Card]] = {}
        matched: dict[str, str] = {}
        for layer in self.layers:
            holding = self._layer_finder(layer).keys_holding(words[0])
            if len(holding) > MAX_WORD_NAMES:
                return []
            for name_key in holding:
                rank = search_rank(key, name_key) if key in name_key else SUBSTRING
                if rank not in (LEADING, WHOLE_WORDS, PREFIX):
                    continue
                here: dict[str, tuple[tuple[int, int, int, int, str], Card]] = {}
                self._add_found(here, rank, layer, layer.index.get(name_key, ()))
                for name, (order, card) in here.items():
                    if name not in found or order < found[name][0]:
                        found[name], matched[name] = (order, card), name_key
        ranked = sorted(found.values(), key=lambda pair: pair[0])[:limit]
        return [(card, matched[card.name]) for _, card in ranked]

    def _shown(self, key: str) -> list[str]:
        """How a suggestion of the known key ``key`` shows: its card's name
        (``_display``), or for the melded back half of two cards, which is no card to
        write (rule 712.4), the names of the cards it is made of."""
        if not self.resolve(key, False).not_a_card:
            return [self._display(key)]
        fronts = (card.facts.get("meld_back_of") for layer in self.layers
                  for _, card in layer.lookup(key))
        return [str(name) for names in fronts if names for name in names]

    def _held_cards(self, key: str) -> list[Card]:
        """The card whose whole name the normalised ``key`` holds with words added before
        or after it (``oko, thief of crowns borderless``, ``playtest oko, thief of
        crowns``, ``crimson ritual foil``: a printing's or a site's words, which no
        reading cuts without brackets), the fewest words dropped, up to
        ``_MOST_ADDED_WORDS`` at each end: a disguised line's message names the card it
        hides. A face alone is no such name (``fire ball deluxe`` holds Fire of Fire //
        Ice). None when no such name is a card."""
        words = key.split()
        for dropped in range(1, min(2 * _MOST_ADDED_WORDS, len(words) - 1) + 1):
            for first in range(max(0, dropped - _MOST_ADDED_WORDS),
                               min(dropped, _MOST_ADDED_WORDS) + 1):
                held = " ".join(words[first:len(words) - dropped + first])
                # a name the index holds as it is, then resolved: no spelling's search
                found = (self.resolve(held, False)
                         if len(held) >= 3 and self._best_layer(held) is not None else None)
                if found is not None and found.card is not None and found.how != KINDS[FACE]:
                    return [found.card]
        return []

    def same_short_name(self, written: str) -> list[str]:
        """The canonical names of the cards of a name with a comma whose part before it
        is the part of ``written`` before its first comma (all of it without one), of
        three letters or more: what players call a legend (``Sheoldred``: Sheoldred, the
        Apocalypse and Sheoldred, Whispering One). Never raises."""
        short = normalise(written).split(",", 1)[0].strip()
        if len(short) < 3:
            return []
        cards = (self.resolve(key, False).card for key in self._keys(short + ","))
        return list(dict.fromkeys(card.name for card in cards if card is not None
                                  and normalise(card.name).startswith(short + ",")))

    def short_names_within_a_typo(self, written: str) -> list[str]:
        """The canonical names of the cards whose short name (``same_short_name``) one word
        ``written`` is within a typo of (difflib ratio >= ``NEARLY``), its first letter
        kept, the closest first: ``Okko`` calls Oko, Thief of Crowns and the other Okos,
        not Okk, whose whole name is as close. None for a word of fewer than three letters
        or several words. Never raises."""
        key = normalise(written).strip()
        if len(key) < 3 or not key.isalpha():
            return []
        shorts = {known.split(",", 1)[0] for known in self._keys(key[:1]) if "," in known}
        return list(dict.fromkeys(
            name for short in difflib.get_close_matches(key, sorted(shorts), 3, NEARLY)
            for name in self.same_short_name(short)))

    def nearly_names_a_card(self, written: str) -> bool:
        """Whether ``written`` is within a typo of a known name (difflib ratio >=
        ``NEARLY``, after look-alike folding): ``Crimsen Ritual``, ``Crimson Ritual.``,
        not ``Color Control``. A line that may be a note or a card is a card then. A
        short word (fewer than ``SHORT_WORD`` letters) is within a typo of a name of
        as many letters only (a letter written for another, two swapped: ``Opf`` for
        ``Opt``): a letter more or less is another word as often as a typo (``Guys``
        is ``Gus`` and one letter, ``March`` the French name ``Marche`` but one), and a
        note's word (``Author: 2 Guys``, ``Updated: 3 March``) was an unknown card."""
        return bool(self._keys_within_a_typo(written))

    def cards_within_a_typo(self, written: str) -> list[Card]:
        """The cards whose names ``written`` is within a typo of, as
        ``nearly_names_a_card`` tells one (``Oko, Thief of Crown``: Oko, Thief of
        Crowns), each once, the closest first; none when it is within a typo of none."""
        found = (self.resolve(near, False).card for near in self._keys_within_a_typo(written))
        return list({card.name: card for card in found if card is not None}.values())

    def _keys_within_a_typo(self, written: str) -> list[str]:
        """The known keys ``written`` is within a typo of (``nearly_names_a_card``)."""
        readings = typo_readings(written, leading=True)
        # a large database is searched among the names of a reading's first letter: one
        # that starts with a digit that looks like a letter ("0ko", "4tog") as each
        close = dict.fromkeys(near for reading in readings
                              for near in self._close_keys(reading, MAX_TYPO_CANDIDATES, NEARLY))
        # a mark more or less is no other word ("Opt." is Opt)
        return [near for near in close if _short_word_fits(readings[0], near)]

    def _close_keys(self, written: str, limit: int, cutoff: float = 0.7) -> list[str]:
        """Known keys close to ``written`` (difflib ratio >= ``cutoff``). A large
        database compares only the names that start with the same letter (most typos
        keep it, and comparing with every name costs too much per typo)."""
        key = normalise(written)
        spread = max(2, len(key) // 3)
        large = sum(len(layer.index) for layer in self.layers) > SMALL_DATABASE
        by_length = self._keys_by_length(key[:1] if large else "")
        # the order of the names compared does not matter: the closest come first, and
        # names equally close in the order of their text
        near = _may_be_close(key, [k for length in range(len(key) - spread, len(key) + spread + 1)
                                   for k in by_length.get(length, ())], cutoff)
        # difflib reads the written name before it compares: not for no name at all
        return difflib.get_close_matches(key, near, limit, cutoff) if near else []

    def _keys_by_length(self, prefix: str) -> dict[int, list[str]]:
        """The keys of ``_keys(prefix)`` by their length; made once per prefix."""
        found = self._lengths.get(prefix)
        if found is None:
            found = self._lengths[prefix] = {}
            for key in self._keys(prefix):
                found.setdefault(len(key), []).append(key)
        return found

    def _keys(self, prefix: str) -> list[str]:
        """Every known key (names, localised names, aliases) that starts with ``prefix``,
        each once; remembered per prefix."""
        found = self._keys_by_prefix.get(prefix)
        if found is None:
            keys = (key for layer in self.layers for key in _index_keys(layer.index, prefix))
            found = self._keys_by_prefix[prefix] = list(dict.fromkeys(keys))
        return found

    def shown(self, name: str) -> str:
        """How a suggestion shows the card ``name`` names: its name, or a name in another
        language or an alias with the card's name in brackets (``Marée (Tide)``); ``name``
        itself when it names no card. Raises nothing."""
        return self._display(normalise(name))

    def _display(self, key: str) -> str:
        resolution = self.resolve(key)
        cards = [resolution.card] if resolution.card else list(resolution.candidates)
        if not cards:
            return key
        card = cards[0]
        return card.name if resolution.how == KINDS[NAME] else _display_of(key, card)

    def search(self, text: str, limit: int = 10) -> tuple[list[Card], int]:
        """Cards whose names (any kind: canonical, localised, alias, face) match ``text``,
        best first, and how many matched in all: ``(the first limit cards, total)``.

        Ranks (``search_rank``): an exact name, a name whose part before the comma is
        the text (``Sheoldred, the Apocalypse``), the text
        as whole words (``bolt`` in ``Lightning Bolt``), a name starting with the text
        within a word (``Boltwing``), the text anywhere; a name without its marks holding
        the text without its marks (``_without_marks``: ``Crossing?``) is ranked so too;
        then close matches (difflib, at most ``CLOSE_SEARCHED``) when fewer than
        ``CLOSE_SEARCHED`` cards matched, whatever ``limit`` is, so the total does not
        depend on how many are shown. In a rank, the cards matched by their canonical name
        before those matched by a face's, another language's name or an alias, then the
        cards printed in more sets first (the staples a player most likely means), then
        shorter names, then by name. ``suggest`` ranks a name that is words of card
        names so too (``word_matches``).
        """
        ranked, total = self.search_ranked(text, limit)
        return [card for _, card in ranked], total

    def search_ranked(self, text: str, limit: int = 10
                      ) -> tuple[list[tuple[SearchOrder, Card]], int]:
        """``search`` with each card's place in the ranking: ``(rank, 1 when matched by
        another name than its canonical one, minus its sets, its name's length, its
        name)``, the same key in every game, so that the cards of several games can be
        ranked together (``cards search`` without ``--game``)."""
        key = normalise(text)
        bare = _without_marks(key)
        found: dict[str, tuple[tuple[int, int, int, int, str], Card]] = {}
        if bare:
            for layer in self.layers:
                for name_key, codes in layer.index.items():
                    if key in name_key:
                        self._add_found(found, search_rank(key, name_key), layer, codes)
                    elif bare in (bare_name := _without_marks(name_key)):
                        self._add_found(found, search_rank(bare, bare_name), layer, codes)
        if len(found) < CLOSE_SEARCHED:
            for close in self._close_keys(text, CLOSE_SEARCHED):
                resolved = self.resolve(close).card
                if resolved is not None and resolved.name not in found:
                    found[resolved.name] = ((FUZZY, 0, 0, len(close), resolved.name),
                                            resolved)
        ranked = sorted(found.values(), key=lambda pair: pair[0])
        return ranked[:limit], len(ranked)

    def _add_found(self, found: dict[str, tuple[tuple[int, int, int, int, str], Card]],
                   rank: int, layer: CardLayer, codes: Sequence[int]) -> None:
        """Record every card of an index entry at ``rank``, keeping a card's best rank."""
        for code in codes:
            card = self._override(layer.card(code >> 2))
            other_name = int(code & 3 != NAME)
            order = (rank, other_name, -len(card.sets), len(card.name), card.name)
            if card.name not in found or order < found[card.name][0]:
                found[card.name] = (order, card)


#: A search with fewer matches than this adds as many close names (``search``).
CLOSE_SEARCHED = 10

#: Search ranks, best first: a name that is the text, whose short name (the part before
#: its comma, as players call a legendary card) is the text, that holds it
#: as whole words, starts with it inside a word, holds it anywhere, or is only close to it.
EXACT, LEADING, WHOLE_WORDS, PREFIX, SUBSTRING, FUZZY = range(6)
#: Where a card stands in a search: (rank, matched by another name than its canonical
#: one, minus the sets it was printed in, its name's length, its name).
SearchOrder = tuple[int, int, int, int, str]


def _folded_key(written: str, key: str) -> str:
    """The key of ``written`` (whose own key is ``key``) with its HTML character
    references and percent-encoding read and its look-alike letters folded (``Crimson
    Ritual`` with a Cyrillic Es: ``crimson ritual``); ``key`` itself when there is
    nothing to read or fold."""
    plain = decode_escapes(written)
    return key if plain == written and written.isascii() else normalise(fold_lookalikes(plain))


def typo_readings(written: str, leading: bool = False) -> tuple[str, ...]:
    """The normalised keys a name is compared as when looking for names it is within a
    typo of: look-alike letters folded as the resolver folds them (``fold_lookalikes``),
    then as written and with digits or marks that look like letters read as those
    (``letter_readings``: ``0ko``, ``4tog``, ``|3lack Lotus``; with ``leading``, only the
    one it starts with: a whole database is searched so, where a digit inside a note's
    words, ``Storm: 2022 version``, must stay a digit). Never raises."""
    folded = fold_lookalikes(decode_escapes(written))
    return tuple(dict.fromkeys(normalise(reading)
                               for reading in letter_readings(folded, leading)))


def _short_word_fits(key: str, near: str) -> bool:
    """Whether ``near`` may be a typo of the normalised ``key`` by their lengths: a key of
    fewer than ``SHORT_WORD`` letters is a typo of a name of as many only
    (``CardDatabase.nearly_names_a_card``)."""
    letters = _letter_count(key)
    return letters >= SHORT_WORD or _letter_count(near) == letters


#: The quotes ``QUOTED_NAME`` reads round a name.
_QUOTES = "\"'\u2018\u2019\u201c\u201d"
#: A name written in quotes, straight or curly, single or double (``'Mana Vault'``, in
#: U+2018 and U+2019): the card named inside them when the whole names none.
#: Compiled only for a name that starts with a quote (``_QUOTES``).
QUOTED_NAME = Gated(
    _lazy(r"^[\"'\u2018\u2019\u201c\u201d].+[\"'\u2018\u2019\u201c\u201d]$"),
    lambda name: name[:1] in _QUOTES)


def names_card_in_quotes(database: CardDatabase, written: str) -> Resolution | None:
    """The resolution (no suggestions sought) of ``written`` without its quotes, when it
    is a quoted name (``QUOTED_NAME``) whose whole names no card and whose inside names
    one: what a deck's card line so written is read as; else ``None``."""
    if not QUOTED_NAME.match(written) or database.resolve(written, False).card is not None:
        return None
    inside = database.resolve(written[1:-1], False)
    return inside if inside.card is not None else None


def keys_within_a_typo(written: str, keys: Iterable[str], any_length: bool = False
                       ) -> list[str]:
    """The ``keys`` (normalised names) that ``written`` is within a typo of, as
    ``CardDatabase.nearly_names_a_card`` tells one (difflib ratio >= ``NEARLY`` of a
    reading of ``typo_readings``, the short-word rule unless ``any_length``: a few short
    names, a letter more or less, ``okko`` for ``oko``), each compared directly, whatever
    its first letter: for a few names (the cards a format's lists hold), where searching a
    whole database looks among the names of the written one's first letter only; with
    ``any_length``, a key of ``SHORT_WORD`` letters or more one letter of which it swaps
    for another is one too (``yorian`` for ``yorion``, a ratio of 0.83). The closest
    first. Never raises."""
    readings = typo_readings(written)
    ratios: dict[str, float] = {}
    for near in dict.fromkeys(keys):
        ratio = max((difflib.SequenceMatcher(None, reading, near).ratio()
                     for reading in readings if _may_be_close(reading, [near], NEARLY)
                     and (any_length or _short_word_fits(reading, near))), default=0.0)
        if any_length and any(_one_letter_swapped(reading, near) for reading in readings):
            ratio = max(ratio, NEARLY)
        if ratio >= NEARLY:
            ratios[near] = ratio
    return sorted(ratios, key=lambda near: -ratios[near])


def _one_letter_swapped(reading: str, near: str) -> bool:
    """Whether ``reading`` is the normalised ``near``, of ``SHORT_WORD`` letters or more,
    with one letter swapped for another (``yorian``, ``yorion``). Pure."""
    return len(reading) == len(near) and _letter_count(near) >= SHORT_WORD \
        and sum(mine != theirs for mine, theirs in zip(reading, near, strict=True)) == 1


def _letter_count(key: str) -> int:
    """How many letters and digits ``key`` holds (its marks and spaces aside)."""
    return sum(char.isalnum() for char in key)


def search_rank(key: str, name_key: str) -> int:
    """How a normalised name ``name_key`` holding the normalised search text ``key``
    matches it: ``EXACT``, ``LEADING`` (``sheoldred`` in ``sheoldred, the apocalypse``:
    the name's part before its comma, as players call a legendary card; first words are
    no such name: ``bolt`` is Lightning Bolt before Bolt Bend),
    ``WHOLE_WORDS`` (``bolt`` in ``lightning bolt``, ``sheoldred`` in ``sheoldred's
    headcleaver``), ``PREFIX`` (``bolt`` in ``boltwing marauder``) or ``SUBSTRING``
    (``bolt`` in ``thunderbolt``)."""
    if name_key == key:
        return EXACT
    if name_key.startswith(key) and name_key[len(key)] == ",":
        return LEADING
    if holds_whole(name_key, key):
        return WHOLE_WORDS
    return PREFIX if name_key.startswith(key) else SUBSTRING


#: A name and another name of it in brackets after it (``rituel pourpre (crimson ritual)``).
_TRANSLATED = _lazy(r"^(?P<first>[^()]+?)\s*\((?P<second>[^()]+)\)$")
#: An apostrophe inside a word (normalised names write every apostrophe as ``'``); one
#: around words (```Time Walk```, ``'Black Lotus'``) is a mark, not a spelling.
_INNER_APOSTROPHE = _lazy(r"(?<=\w)'(?=\w)")


#: The apostrophe of a possessive after an ``s`` (``Zeus' Thunder``), which writes the
#: possessive as ``'s`` does (``Zeus's Thunder``): both are read as ``ss``.
_S_POSSESSIVE = _lazy(r"(?<=s)'(?!\w)")
#: A possessive ``'s`` written with a space around its apostrophe or for it (``goryo s
#: vengeance``, ``goryo 's vengeance``, ``goryo ' s vengeance``): spelt as ``goryo's``
#: is by ``_words_only`` (``goryos``).
_SPACED_POSSESSIVE = _lazy(r"(?<=\w)(?:\s+'?\s*|'\s+)s\b(?!')")


#: The marks and spaces a spelling of ``_same_letters`` drops or writes otherwise.
_SPELLING_MARKS = str.maketrans("", "", " '\"-,;:.!?")
#: The ``s`` a spelling of ``_same_letters`` may add or drop (``zeus' thunder`` is spelt
#: ``zeuss thunder``, ``ancient's puzzlebox`` ``ancient puzzlebox``).
_NO_S = str.maketrans("", "", "s")


def _letters_gate(key: str) -> str:
    """``key`` without the marks and spaces any spelling of ``_same_letters`` drops or
    changes and without an ``s`` but its first letter: two names one of those spellings
    writes alike are written alike so too (the test before trying them)."""
    letters = key.translate(_SPELLING_MARKS)
    return letters[:1] + letters[1:].translate(_NO_S)


#: A possessive ``'s`` that ends a word before another word of the name (``ancient's
#: puzzlebox``: the thing it names follows; ``seed's`` alone is no spelling of Seed).
_POSSESSIVE_S = _lazy(r"(?<=\w)'s(?= \w)")


def _words_unpossessed(key: str) -> str:
    """``_words_without_apostrophes`` of ``key`` without its possessives' ``'s``
    (``ancient's puzzlebox`` -> ``ancient puzzlebox``, as the card's own text writes
    it; ``zeus's thunder`` -> ``zeus thunder``): a name written with its possessive left
    out, or with one the card's name lacks, names the one card so written. No two
    names of the bundled data, in any language, differ by a possessive alone."""
    return _words_without_apostrophes(_POSSESSIVE_S().sub("", key) if "'s" in key else key)


def _words_only(key: str) -> str:
    """A normalised name with its hyphens as spaces, without the apostrophes inside its
    words and without double quotes (``Kongming, "Sleeping Dragon"``, ``"Ach! Hans,
    Run!"``, which lists typed by hand and some exports write without them), its words
    parted by one space; a possessive after an ``s`` written with an apostrophe alone is
    the one written ``'s`` (``zeus' thunder`` and ``zeus's thunder``: ``zeuss thunder``),
    and one written with spaces about its apostrophe or for it is too (``goryo s
    vengeance``, ``goryo 's vengeance``: ``goryos vengeance``)."""
    key = _S_POSSESSIVE().sub("s", key) if "s'" in key else key
    key = _SPACED_POSSESSIVE().sub("s", key) if " s" in key or " 's" in key or "' s" in key \
        else key
    return " ".join(_INNER_APOSTROPHE().sub("", key).replace("-", " ").replace('"', "").split())


#: A comma, semicolon, colon or full stop between two words of a name (``ragavan,
#: nimble``, ``mr. orfeo``, after a space as French writes a colon: ``cercle de protection
#: : rouge``), or a comma, semicolon or colon between two words' letters with no space
#: after it (``teferi,time raveler``, ``teferi ,time raveler``, ``teferi;time raveler``,
#: ``circle of protection:red``: never
#: between digits, ``borrowing 100,000 arrows``), not one that ends a name (``burn,`` is
#: no spelling of the face Burn, ``opt.`` none of Opt).
_PARTING_MARK = _lazy(r"(?<=\w)\s?[,;:.](?=\s+\w)|(?<=[^\W\d_])\s?[,;:](?=[^\W\d_])")


def _words_unpunctuated(key: str) -> str:
    """``_words_only`` without the commas, semicolons, colons and full stops that part a
    name's words (``ragavan nimble pilferer``, ``circle of protection red``, ``mr orfeo
    the boulder``, ``teferi time raveler`` for ``teferi,time raveler``, as lists typed by
    hand and some sites write them); a mark that ends a name stays (``opt.``). Two
    cards' names joined by a comma (``teferi,ponder``) are no card's spelling."""
    return " ".join(_PARTING_MARK().sub(" ", _words_only(key)).split())


#: A mark ``_words_bare`` drops from a known name: a written name holding one is not bare.
_MARKED = _lazy(r"[!?.]")
#: The full stops of initials (``s.h.i.e.l.d.``, ``a.i.m.``, ``u.s.agent``): two letters
#: or more, each alone and followed by a full stop; ``word`` is the letter of a word run
#: on after them.
_INITIALS = _lazy(r"\b(?:\w\.){2,}(?P<word>\w)?")
#: An exclamation or question mark that ends a word (``hulk smash!``, ``ach! hans``).
_SHOUT = _lazy(r"[!?]+(?=\s|$)")


def _words_bare(key: str) -> str:
    """``_words_unpunctuated`` without the full stops of initials (a word run on after
    them parted by a space: ``u.s.agent`` is ``us agent``) and without the exclamation and
    question marks that end a word (``agents of shield``, ``hulk smash``, ``ach hans
    run``), as a name typed by hand leaves them out."""
    return _words_unpunctuated(_SHOUT().sub("", _INITIALS().sub(_initials_joined, key)))


def _initials_joined(found: re.Match[str]) -> str:
    """Initials found by ``_INITIALS`` without their full stops, a word run on after them
    parted by a space (``u.s.agent``: ``us agent``)."""
    run_on = found["word"] or ""
    letters = found[0][:len(found[0]) - len(run_on)].replace(".", "")
    return f"{letters} {run_on}" if run_on else letters


#: A blank of a name (Unfinity's ``________ Goblin``): a run of underscores.
_BLANK = _lazy(r"_+")
#: A letter (no digit, no underscore).
_LETTER = _lazy(r"[^\W\d_]")


def _blanks_as_one(key: str) -> str:
    """``_words_only`` of ``key`` with each blank (``_BLANK``) written as one underscore
    (``________ goblin`` and ``_____ goblin``: ``_ goblin``)."""
    return _BLANK().sub("_", _words_only(key))


def _letters_only(key: str) -> str:
    """The letters and digits of ``key`` alone (``crimson ritual!`` and ``c.rimson_ritual``
    give ``crimsonritual``): the spelling under which a card file's card may not take a
    known card's name (``CardDatabase._spellings``), never one a deck's line is read by."""
    return "".join(char for char in key if char.isalnum())


#: An apostrophe that ends a word (``kalius'``, ``ol'``); one before a word (``'gum gum'``)
#: is a mark around words, not a spelling.
_ENDING_APOSTROPHE = _lazy(r"(?<=\w)'(?!\w)")


def _words_without_apostrophes(key: str) -> str:
    """``_words_unpunctuated`` of the name without the apostrophes that end its words too
    (``kalius' ring``, ``good ol' ashgar`` -> ``kalius ring``, ``good ol ashgar``), as
    lists typed by hand leave them out."""
    return _words_unpunctuated(_ENDING_APOSTROPHE().sub("", key) if "'" in key else key)


#: What a search ignores in a name and in the text searched: marks, but for a hyphen or a
#: slash, which part words.
_SEARCH_MARKS = _lazy(r"[^\w\s/-]|_")


def _without_marks(key: str) -> str:
    """A normalised name as a search compares it: without its marks (``crossing?``
    is ``crossing``, ``ach! hans, run!`` ``ach hans run``, ``urza's`` ``urzas``), its hyphens
    and slashes as spaces, its words parted by one space."""
    if key.isalnum():
        return key
    return " ".join(_SEARCH_MARKS().sub("", key).replace("-", " ").replace("/", " ").split())


def _may_be_close(word: str, candidates: list[str], cutoff: float) -> list[str]:
    """The candidates whose difflib ratio with ``word`` may reach ``cutoff``: ``2 * M /
    T`` where ``M``, the matching characters, is at most the number of a candidate's
    characters that occur in ``word``. Counting those (one ``str.translate``) is much
    cheaper than difflib's own first test, and never drops a candidate it would keep."""
    others = str.maketrans(dict.fromkeys(word))
    return [candidate for candidate in candidates
            if 2 * (len(candidate) - len(candidate.translate(others)))
            >= cutoff * (len(candidate) + len(word))]


def _index_keys(index: NameIndex, prefix: str) -> list[str]:
    """The keys of a name index that start with ``prefix``."""
    if isinstance(index, SortedIndex):
        return index.keys(prefix)
    return [key for key in index if key.startswith(prefix)]


def _in_its_language(key: str, card: Card) -> str:
    """A card found by the known ``key``: by a localised name, that name with the card's
    (``Boule de feu (Fire Ball)``); else the card's name (a face or an alias found it:
    the card is what to write)."""
    for written in _localised(card.facts.get("names")):
        if normalise(written) == key:
            return f"{written} ({card.name})"
    return card.name


def _display_of(key: str, card: Card) -> str:
    for written in _all_names(card.facts):
        if normalise(written) == key:
            return f"{written} ({card.name})" if written != card.name else written
    return card.name


def _file_name(origin: str) -> str:
    """A card file's name without its folders (``mine.csv``), as a message shows it
    (``paths.printable_part``: ``caf\\xe9.csv`` of a name not UTF-8)."""
    from cardtools.paths import printable_part

    return printable_part(origin.replace("\\", "/").rsplit("/", 1)[-1] or origin)


def _all_names(record: Mapping[str, Any]) -> Iterable[str]:
    yield record["name"]
    yield from _localised(record.get("names"))
    yield from as_tuple(record.get("aliases"))
    for face in record.get("faces") or ():
        yield face if isinstance(face, str) else face["name"]
