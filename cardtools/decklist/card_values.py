"""Card entries under keys no decklist has: a YAML or JSON file holding no section still
holds a deck when its values name cards (``Cards: [4 The One Ring]``, Archidekt's
``cards`` of ``{quantity, card: {oracleCard: {name}}}``, Scryfall's ``entries``), so that a
folder walk and a named file give such a file one verdict (README, Folder walks: "The
walk and a named file are read by one reader"). Reads the bundled card data to tell
card names (``names_cards``); never raises."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple

from cardtools.decklist.columns import ENTRY_COUNT_KEYS, NAME_COLUMNS
from cardtools.decklist.decoding import MAX_LINE
from cardtools.decklist.text import (
    count_word,
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


class _Candidate(NamedTuple):
    """A possible card of a container: its text as written (a text line, a mapping's key,
    an entry's name), read as the text reader reads a card line, and whether a count stands
    beside it (a mapping's value, an entry's count key); ``None`` for a text line, whose
    own count is read with it."""

    written: str
    counted: bool | None


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
    ``[[Oko, 4]]``, lists of lists), or a key of a mapping among them
    (``card_holding_key``: ``[{deck: {Oko: 4}}]``; a collection's or a price list's keys
    are none). Reads the bundled card data (``cards_among``); never raises."""
    return any(_holds_cards(items, 2) for items in _containers(document, 0)) or any(
        isinstance(item, dict) and card_holding_key(item) is not None
        for item in document[:_ITEMS])


def _holds_cards(items: list[_Candidate], least: int) -> bool:
    """Whether a container's candidates are a deck's entries: ``least`` at least, at least half
    of them naming cards of a bundled game (``_naming``), one of those with a count
    (``_counted``; a locale's ``count: {Island: 1}`` is none)."""
    if len(items) < least or not any(_counted(item) for item in items):
        return False
    named = _naming(items)
    return any(card and _counted(item) for card, item in zip(named, items, strict=True)) \
        and 2 * sum(named) >= len(items)


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
        yield [_Candidate(key.strip(), _is_count(item))
               for key, item in list(value.items())[:_ITEMS]
               if isinstance(key, str) and (item is None or _is_count(item))]
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
    99, not a yes or no; ``312`` plays of a card are statistics), maybe as a text as a
    text list writes a count (``count_word``: a JSON ``"quantity": "4"``, ``Grief: x4``)
    or a whole number written with a fraction (``4.0``)."""
    if isinstance(value, str):
        value = count_word(value.strip())
    elif isinstance(value, float) and value.is_integer():
        value = int(value)
    return isinstance(value, int) and not isinstance(value, bool) and 0 < value < 100


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
    (``_entry_name``) with a count among its keys (``{quantity: 4, card: {oracleCard:
    {name: The One Ring}}}``)."""
    if isinstance(item, str):
        return _text_candidate(item)
    if isinstance(item, list) and len(item) == 2:
        return _pair_candidate(*item)
    if not isinstance(item, dict):
        return None
    name = _entry_name(item, 0)
    if name is None:
        return _pair_candidate(*next(iter(item.items()))) if len(item) == 1 else None
    counted = any(_is_count(item.get(key)) for key in item
                  if isinstance(key, str) and key.casefold() in _COUNT_KEYS)
    return _Candidate(name, counted)


def _pair_candidate(first: object, second: object) -> _Candidate | None:
    """A list item's card written as a name and a count, either way round (``[Grief, 4]``,
    ``[4, Grief]``, ``{Grief: 4}``, ``{4: Grief}``): the name, counted; ``None`` for any
    other pair (``{Island: Île}``)."""
    for name, count in ((first, second), (second, first)):
        if isinstance(name, str) and name.strip() and not _is_count(name) and _is_count(count):
            return _Candidate(name.strip(), True)
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
