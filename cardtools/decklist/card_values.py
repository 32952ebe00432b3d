"""Card entries under keys no decklist has: a YAML or JSON file holding no section still
holds a deck when its values name cards (``Cards: [4 The One Ring]``, Archidekt's
``cards`` of ``{quantity, card: {oracleCard: {name}}}``, Scryfall's ``entries``), so that a
folder walk and a named file give such a file one verdict (README, Folder walks: "The
walk and a named file are read by one reader"). Reads the bundled card data to tell
card names (``names_cards``); never raises."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import Any, NamedTuple

from cardtools.decklist.columns import ENTRY_COUNT_KEYS, NAME_COLUMNS
from cardtools.decklist.decoding import MAX_LINE
from cardtools.decklist.text import (
    may_write_a_count,
    names_read_alone,
    read_card_count,
    split_count,
)

#: How deep a key's value is looked into for a deck (its own container and those one key
#: down: Scryfall's ``entries.mainboard``; a deck is never deeper inside other structures,
#: as XMage's ``pointMap`` of points is), how deep an entry's name, and how many of a
#: container's items are read.
_DEPTH = 1
_NAME_DEPTH = 5
_ITEMS = 200

#: The keys of an entry giving its copies: not ``number``, a collector number.
_COUNT_KEYS = ENTRY_COUNT_KEYS - {"number"}
#: A number as an exporter writes a count in a text (``"4"``, ``x4``, ``56x``), or another
#: number so written (``"138"``, ``"4.5"``), no count (``_no_count``).
_WRITTEN_NUMBER = re.compile(r"[x\u00d7]?\s*(\d{1,6}(?:\.\d+)?)\s*[x\u00d7]?", re.I)
#: The most items of a short list beside a card's name that may give its count and its
#: printing (``Grief: [4, MH2]``).
_PRINTED_COUNT = 3


class _Candidate(NamedTuple):
    """A possible card of a container: its text as written (a text line, a mapping's key,
    an entry's name), read as the text reader reads a card line, and whether a count stands
    beside it (a mapping's value, an entry's count key); ``None`` for a text line, whose
    own count is read with it. ``number`` is the number written where its count stands
    (``_number``), ``first`` whether it is written before the name (``- 1: Grief``)."""

    written: str
    counted: bool | None
    number: float | None = None
    first: bool = False


def card_holding_key(document: dict[Any, Any], least: int = 2) -> str | None:
    """The first top-level key of a YAML or JSON ``document`` (a mapping) under which a
    list, a mapping or a block of text names cards (``_holds_cards``), as written;
    ``None`` when none does (a CI config, ``package.json``, a card file of custom
    cards), a container holding fewer than ``least`` entries none (a deck site's export
    passes 1: one card beside its deck is hidden). Reads the bundled card data
    (``names_cards``); never raises."""
    for key, value in document.items():
        if not _no_deck_key(key) and any(_holds_cards(items, least)
                                         for items in _containers(value, 0)):
            return str(key)
    return None


def entries_hold_cards(document: list[Any]) -> bool:
    """Whether a YAML or JSON ``document`` written as a list, not a mapping, holds a deck's
    card entries: its items or a list's below them (``[{name: Oko, count: 4}]``, pairs
    ``[[Oko, 4]]``, lists of lists, a name a line for each copy), or a key of at least half
    of the mappings among them (``card_holding_key``: ``[{deck: {Oko: 4}}]``; a
    collection's or a price list's keys are none, and so is a catalogue of which one card's
    record lists its components, ``{"components": {"Ocean": 1, "Earthquake": 1}}``). Reads
    the bundled card data (``names_cards``); never raises."""
    if any(_holds_cards(items, 2) for items in _containers(document, 0)):
        return True
    mappings = [item for item in document[:_ITEMS] if isinstance(item, dict)]
    return bool(mappings) and 2 * sum(
        card_holding_key(item) is not None for item in mappings) >= len(mappings)


def _holds_cards(items: list[_Candidate], least: int) -> bool:
    """Whether a container's candidates are a deck's entries: ``least`` at least, at least half
    of them naming cards of a bundled game (``_naming``), one of those with a count
    (``_counts``; a locale's ``count: {Island: 1}`` is none). A number no count can be among
    them (``_no_count``: ratings' ``4.5``, a collector number ``138``) or places of a
    ranking (``_ranking``) make none."""
    if len(items) < least or any(_no_count(item.number) for item in items) \
            or _ranking(items):
        return False
    counted = _counts(items)
    if not any(counted):
        return False
    named = _naming(items)
    return any(card and count for card, count in zip(named, counted, strict=True)) \
        and 2 * sum(named) >= len(items)


def _counts(items: list[_Candidate]) -> list[bool]:
    """Whether a count stands with each candidate (``_counted``), or, for a text line, its
    name is written again in the container: a list of a name a line, one line a copy, as
    the text reader reads it (``- Grief`` four times); a name written once with no count
    (a ban list's) is not counted."""
    seen = Counter(item.written.casefold() for item in items if item.counted is None)
    return [_counted(item) or (item.counted is None and seen[item.written.casefold()] > 1)
            for item in items]


def _ranking(items: list[_Candidate]) -> bool:
    """Whether a container's numbers written before the names run 1, 2, 3... in order, two
    at least: the places of a ranking (``- 1: Ragavan, Nimble Pilferer`` / ``- 2:
    Lightning Bolt``), no counts."""
    places = [item.number for item in items if item.first]
    return len(places) >= 2 and places == list(range(1, len(places) + 1))


def _naming(items: list[_Candidate]) -> list[bool]:
    """Whether each candidate names a card of a bundled game (``names_cards``): its text as
    written, or a name the text reader reads it as (``names_read_alone``: ``4 Grief (MH2)
    92``, ``Grief [MH2]``, ``Grief *F*`` name Grief); all ``False`` when the card data
    cannot be read."""
    from cardtools.decklist import names_cards

    names = [list(dict.fromkeys([item.written, *names_read_alone(item.written)]))
             for item in items]
    known = iter(names_cards([name for each in names for name in each]) or [])
    return [any([next(known, False) for _ in each]) for each in names]


def _counted(item: _Candidate) -> bool:
    """Whether a count stands with a candidate: beside it, or in its text line as the text
    reader reads one (``read_card_count``: ``4 Grief (MH2) 92``, ``Grief x4``), which a
    line writing no digit, count word or Roman numeral (``may_write_a_count``) never
    gives, told without reading it."""
    if item.counted is not None:
        return item.counted
    return may_write_a_count(item.written) and _is_count(read_card_count(item.written)[0])


def _containers(value: Any, depth: int) -> Iterator[list[_Candidate]]:
    """The candidates of ``value`` and of each container below it, one list a
    container: a text's lines (``4 The One Ring``), a list's items (texts, entries of
    a name and a count), a mapping's keys counted by their values (``The One Ring:
    4``; not ``1: The One Ring``, a ranking's: a deck's cards of one count would share a
    key)."""
    if depth > _DEPTH:
        return
    if isinstance(value, str):
        yield [found for line in value.splitlines()[:_ITEMS]
               if (found := _text_candidate(line)) is not None]
    elif isinstance(value, list):
        yield [found for item in value[:_ITEMS] if (found := _item_candidate(item)) is not None]
        for item in value[:_ITEMS]:
            if isinstance(item, dict | list):
                yield from _containers(item, depth + 1)
    elif isinstance(value, dict):
        yield [found for key, item in list(value.items())[:_ITEMS]
               if (found := _key_candidate(key, item)) is not None]
        for key, item in list(value.items())[:_ITEMS]:
            if isinstance(item, dict | list) and not _no_deck_key(key):
                yield from _containers(item, depth + 1)


#: Keys of a format file's card lists (``restricted: {Ignition: 1}``): no deck's cards.
_FORMAT_LISTS = frozenset({"lists", "banned", "unbanned", "restricted", "watchlist", "files"})


def _no_deck_key(key: object) -> bool:
    """Whether a mapping's ``key`` holds a format file's card lists (``_FORMAT_LISTS``,
    ``banned_as_commander``), a bundle of format files (``files``), or a collection's, a
    price list's or statistics' cards (``csv_export.no_deck_key``: ``prices``, ``poll``,
    ``most_played``), the words a CSV sheet's columns are told by."""
    from cardtools.decklist.csv_export import no_deck_key

    return isinstance(key, str) and (key.casefold() in _FORMAT_LISTS or no_deck_key(key)
                                     or key.casefold().startswith(("banned_", "unbanned_")))


def _is_count(value: object) -> bool:
    """Whether a value is a count of copies as a deck writes it (a whole number from 1 to
    99, not a yes or no; ``312`` plays of a card are statistics), maybe in digits as a
    text as exporters write one (``_number``: a JSON ``"quantity": "4"``, ``Grief: x4``;
    not a word, ``"un"``, ``"IV"``) or a whole number written with a fraction (``4.0``)."""
    number = _number(value)
    return number is not None and number.is_integer() and 0 < number < 100


def _number(value: object) -> float | None:
    """The number a value writes where a count may stand: a number (not a yes or no), or
    a text of digits maybe beside an ``x`` (``_WRITTEN_NUMBER``: ``"4"``, ``"56x"``,
    ``"4.5"``); ``None`` for anything else."""
    if isinstance(value, str):
        match = _WRITTEN_NUMBER.fullmatch(value.strip()) if len(value) < 20 else None
        return None if match is None else float(match[1])
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return None


def _no_count(number: float | None) -> bool:
    """Whether a number written where a count stands is none a deck writes: a fraction
    (ratings' ``4.5``, a price's ``12.5``), above 99 (a collector number, plays) or below
    zero; such a container is data, no deck (README, Folder walks)."""
    return number is not None and (not number.is_integer() or not 0 <= number < 100)


def _key_candidate(key: object, value: object) -> _Candidate | None:
    """A mapping's key as a card, counted by its value (``_value_count``): a count
    (``Grief: 4``), nothing (``Grief:``), a card entry's mapping (``Grief: {qty: 4, set:
    MH2}``) or a short list of a count and its printing (``Grief: [4, MH2]``); ``None``
    for any other value (``Island: Île``), and for a key no card line can be (``MAX_LINE``)
    or that is no text (``1: Grief``, a ranking's)."""
    if not isinstance(key, str) or len(key) > MAX_LINE:
        return None
    if value is None:
        return _Candidate(key.strip(), False)
    number = _value_count(value)
    return None if number is None else _Candidate(key.strip(), _is_count(number), number)


def _value_count(value: object) -> float | None:
    """The number a card's value writes as its count (``_number``): the value's own, its
    entry's count key's (``_entry_count``), or the one number of a short list of scalars
    (``[4, MH2]``, ``[MH2, "4"]``); ``None`` when it writes none."""
    if isinstance(value, dict):
        return _entry_count(value, 0)
    if isinstance(value, list):
        if not 0 < len(value) <= _PRINTED_COUNT or any(isinstance(item, dict | list)
                                                       for item in value):
            return None
        numbers = [found for item in value if (found := _number(item)) is not None]
        return numbers[0] if len(numbers) == 1 else None
    return _number(value)


def _entry_count(entry: dict[Any, Any], depth: int) -> float | None:
    """The number an entry's count key writes (``_COUNT_KEYS``: ``quantity``, ``qty``), else
    the one of a mapping below it (``{name: Grief, details: {qty: 4}}``), the first found;
    ``None`` when none."""
    for key, value in entry.items():
        if isinstance(key, str) and key.casefold() in _COUNT_KEYS \
                and (number := _number(value)) is not None:
            return number
    if depth >= _NAME_DEPTH:
        return None
    for value in entry.values():
        if isinstance(value, dict) and (found := _entry_count(value, depth + 1)) is not None:
            return found
    return None


def _text_candidate(line: str) -> _Candidate | None:
    """A text line's card (``4 The One Ring``, ``- 2x Opt``, ``4 Grief (MH2) 92``), its
    count read with it (``_counted``); ``None`` for a blank line, a quantity without a
    name (``split_count``) and a line longer than a card line is read (``MAX_LINE``: a
    note's text of a megabyte on one line, read by the text reader, took seconds)."""
    text = line.strip().lstrip("-*• \t").strip()
    parsed = split_count(text) if text and len(text) <= MAX_LINE else None
    return None if parsed is None or not parsed[1] else _Candidate(text, None)


def _item_candidate(item: object) -> _Candidate | None:
    """A list item's card: a text line's (``_text_candidate``), a name and a count
    (``_pair_candidate``: ``[Grief, 4]``, ``{Grief: 4}``), or an entry's name
    (``_entry_name``) with a count among its keys or below (``_entry_count``: ``{quantity:
    4, card: {oracleCard: {name: The One Ring}}}``); ``None`` for an entry of statistics
    (a key as ``csv_export.statistics_key`` tells: ``{name: Lightning Bolt, count: 57,
    share: 0.23}``, how many decks play it)."""
    from cardtools.decklist.csv_export import statistics_key

    if isinstance(item, str):
        return _text_candidate(item)
    if isinstance(item, list) and len(item) == 2:
        return _pair_candidate(*item)
    if not isinstance(item, dict):
        return None
    name = _entry_name(item, 0)
    if name is None:
        return _pair_candidate(*next(iter(item.items()))) if len(item) == 1 else None
    if len(name) > MAX_LINE or any(statistics_key(key) for key in item if isinstance(key, str)):
        return None
    number = _entry_count(item, 0)
    return _Candidate(name, _is_count(number), number)


def _pair_candidate(first: object, second: object) -> _Candidate | None:
    """A list item's card written as a name and a count, either way round (``[Grief, 4]``,
    ``[4, Grief]``, ``{Grief: 4}``, ``{4: Grief}``): the name, counted, the number kept
    (``_no_count``: a price, ``[Thoughtseize, 12.5]``) and whether it is written first (a
    ranking's place, ``_ranking``); ``None`` for any other pair (``{Island: Île}``)."""
    for name, count, before in ((first, second, False), (second, first, True)):
        number = _number(count)
        if isinstance(name, str) and name.strip() and len(name) <= MAX_LINE \
                and _number(name) is None and number is not None:
            return _Candidate(name.strip(), _is_count(number), number, before)
    return None


def _entry_name(entry: dict[Any, Any], depth: int) -> str | None:
    """The card's name of an entry's mapping: its name key's text, else the name of a
    mapping below it (Archidekt's ``card.oracleCard.name``, Scryfall's
    ``card_digest.name``), the first found; ``None`` when none."""
    for key, value in entry.items():
        if isinstance(key, str) and key.casefold() in NAME_COLUMNS \
                and isinstance(value, str) and value.strip():
            return value.strip()
    if depth >= _NAME_DEPTH:
        return None
    for value in entry.values():
        if isinstance(value, dict) and (found := _entry_name(value, depth + 1)) is not None:
            return found
    return None


def text_holds_cards(text: str, is_json: bool) -> bool:
    """Whether a YAML or JSON file's ``text`` is a mapping with a key holding card
    entries (``card_holding_key``), or a list of them (``entries_hold_cards``): a
    hidden ``.hal.yaml`` of ``Deck (60): {The One Ring: 4}`` is a decklist, listed by a
    walk as a hidden one, not a tool's config left out without a word. ``False`` for
    text that is not YAML or JSON, or a scalar."""
    from cardtools.errors import CardtoolsError
    from cardtools.yamlio import load_json, load_yaml

    try:
        document = load_json(text, "") if is_json else load_yaml(text, "")
    except (CardtoolsError, RecursionError):
        return False
    if isinstance(document, list):
        return entries_hold_cards(document)
    return isinstance(document, dict) and card_holding_key(document) is not None
