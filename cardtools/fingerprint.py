"""Deck fingerprints: a canonical text of a deck as read, and short hashes of it.

The canonical form (version 1) is UTF-8 text, one line per card identity and zone::

    cardtools-deck 1
    game mtg
    main 4 Lightning Bolt
    main 20 Mountain
    side 2 Duress

- identities are canonical card names (a French name and its English name give the
  same line; ``Fire/Ice`` and ``Fire // Ice`` too); a name that resolves to no card is
  written ``?`` followed by its normalised text (``?fireballl``);
- copies of one identity in one zone are summed, whatever the lines and finishes;
- zones come in a fixed order (``magi``, ``mage``, ``main``, ``side``), names in code
  point order within a zone, every line ends with ``\\n``.

The fingerprint is the first 12 hexadecimal digits of the SHA-256 of that text: two
files with the same fingerprint hold the same cards in the same zones.

For formats whose definition asks for it (``deck_hash: {kind: cockatrice}``), the
Cockatrice deck hash is computed as Cockatrice does (``DeckList::updateDeckHash``): one
entry per copy, the card's name in lower case, ``SB:`` before a sideboard card's name;
the entries sorted and joined by ``;``; the first 40 bits of the SHA-1 of that text
written in base 32 (digits ``0-9a-v``), padded to 8 digits with ``0``. A deck of more
than 100,000 main-deck and sideboard copies gets no Cockatrice hash (``None``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from cardtools.model import MAGE, MAGI, MAIN, SIDE, Card, Deck
from cardtools.names import normalise

FORM_VERSION = 1
#: Hexadecimal digits of the SHA-256 kept as the fingerprint (48 bits).
FINGERPRINT_DIGITS = 12
ZONE_ORDER = (MAGI, MAGE, MAIN, SIDE)
_DIGITS32 = "0123456789abcdefghijklmnopqrstuv"
#: Above this many main-deck and sideboard copies no Cockatrice hash is computed (no
#: deck a tournament accepts comes near it; the work would grow with every copy).
MAX_HASHED_COPIES = 100_000
_CHUNK_COPIES = 4096


def identity(card: Card | None, written: str) -> str:
    """The identity a canonical form writes for a line: the card's canonical name, or
    ``?`` and the normalised written name when the line names no single card."""
    return card.name if card is not None else "?" + normalise(written)


def zone_counts(deck: Deck) -> dict[str, dict[str, int]]:
    """``{zone: {identity: copies}}`` of a resolved deck, every line counted (unknown
    names under their ``?`` identity)."""
    zones: dict[str, dict[str, int]] = {}
    for entry in deck.entries:
        counts = zones.get(entry.zone)
        if counts is None:
            counts = zones[entry.zone] = {}
        card = entry.card
        name = card.name if card is not None else identity(None, entry.line.name)
        counts[name] = counts.get(name, 0) + entry.count
    return zones


def zone_key(zone: str) -> tuple[int, str]:
    """The place of a zone in the canonical order (``ZONE_ORDER``, then other zones by
    name): a sort key."""
    return (ZONE_ORDER.index(zone) if zone in ZONE_ORDER else len(ZONE_ORDER), zone)


def canonical_text(game: str, zones: Mapping[str, Mapping[str, int]]) -> str:
    """The canonical form (version 1, see the module) of ``{zone: {identity: copies}}``."""
    lines = [f"cardtools-deck {FORM_VERSION}", f"game {game}"]
    for zone in sorted(zones, key=zone_key):
        for name in sorted(zones[zone]):
            if zones[zone][name]:
                lines.append(f"{zone} {zones[zone][name]} {name}")
    return "\n".join(lines) + "\n"


def fingerprint_of(text: str) -> str:
    """The fingerprint of a canonical text: 12 hex digits of its SHA-256."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:FINGERPRINT_DIGITS]


def deck_fingerprint(deck: Deck) -> str:
    """The fingerprint of a resolved deck (its canonical form's SHA-256, 12 digits)."""
    return fingerprint_of(canonical_text(deck.game, zone_counts(deck)))


def cockatrice_hash(main: Iterable[tuple[str, int]], side: Iterable[tuple[str, int]]
                    ) -> str | None:
    """Cockatrice's deck hash of (name, copies) pairs of the main deck and sideboard;
    ``None`` when the deck holds more than ``MAX_HASHED_COPIES`` copies.

    Follows Cockatrice's ``DeckList::updateDeckHash``: an entry per copy, lower-cased,
    ``SB:`` before sideboard names, sorted (by UTF-16 code units, as Qt sorts), joined
    with ``;``; SHA-1; the first five bytes as a number in base 32, 8 digits. The
    entries are streamed into the hash, each distinct name repeated in chunks: no string
    per copy is built, so memory does not grow with the number of copies.
    """
    copies: dict[str, int] = {}
    for prefix, pairs in (("", main), ("SB:", side)):
        for name, count in pairs:
            entry = prefix + name.lower()
            copies[entry] = copies.get(entry, 0) + count
    if sum(copies.values()) > MAX_HASHED_COPIES:
        return None
    sha1 = hashlib.sha1(usedforsecurity=False)
    separator = b""
    for entry in sorted(copies, key=lambda text: text.encode("utf-16-be")):
        _feed_repeated(sha1, separator, entry.encode("utf-8"), copies[entry])
        separator = b";"
    number = int.from_bytes(sha1.digest()[:5], "big")
    digits = ""
    while number:
        number, remainder = divmod(number, 32)
        digits = _DIGITS32[remainder] + digits
    return digits.rjust(8, "0")


def _feed_repeated(sha1: Any, separator: bytes, entry: bytes, count: int) -> None:
    """Feed ``count`` copies of ``entry`` joined by ``;`` (after ``separator``) into
    ``sha1``, at most ``_CHUNK_COPIES`` copies at a time."""
    if count <= 0:
        return
    sha1.update(separator + entry)
    left = count - 1
    while left:
        step = min(left, _CHUNK_COPIES)
        sha1.update((b";" + entry) * step)
        left -= step


def cockatrice_name(card: Card | None, written: str, full_name_layouts: Collection[str]
                    ) -> str:
    """A card's name as Cockatrice's card database writes it: the full name of the
    layouts given (split cards: ``Fire // Ice``), the front face of other multi-face
    cards, the written name for a line that names no card."""
    if card is None:
        return written
    faces = card.facts.get("faces") or ()
    if not faces or card.facts.get("layout") in full_name_layouts:
        return card.name
    front = faces[0]
    return str(front.get("name", card.name)) if isinstance(front, Mapping) else str(front)


def deck_cockatrice_hash(deck: Deck, settings: Mapping[str, Any]) -> str | None:
    """The Cockatrice hash of a resolved deck: main deck and sideboard only (Cockatrice
    hashes the zones ``main`` and ``side``); ``settings`` is the format's ``deck_hash``
    mapping (``full_name_layouts``: the layouts named by their full name). ``None``
    above ``MAX_HASHED_COPIES`` copies."""
    layouts = frozenset(settings.get("full_name_layouts", ()))
    cards: dict[str, list[tuple[str, int]]] = {MAIN: [], SIDE: []}
    for entry in deck.entries:
        if entry.zone in cards:
            cards[entry.zone].append(
                (cockatrice_name(entry.card, entry.line.name, layouts), entry.count))
    return cockatrice_hash(cards[MAIN], cards[SIDE])
