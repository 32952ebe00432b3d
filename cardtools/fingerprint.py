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
- copies of one identity in one zone are summed, whatever the lines and finishes, but
  for a finish the deck's format judges (``required_finish``: Speakeasy's holographic),
  whose copies are written apart, ``Name (holographic)``: the same list without it is
  another deck, and an illegal one;
- a companion the deck declares (an Arena ``Companion`` section, a ``companion:`` key),
  in a format where declaring one changes the verdict (its companion zone takes other
  cards too: Modern's sideboard), is written as a zone of its own, ``companion 1
  Gyruda, Doom of Depths``: the list that only has it in the sideboard is another deck;
- zones come in a fixed order (``magi``, ``mage``, ``main``, ``side``), names in code
  point order within a zone, but for a zone whose order the deck's format judges (a
  Magi-Nation Magi stack: ``ordered_zones``), whose names come in the order written (by
  first copy): the same Magi in another order is another deck, which the rules may
  report otherwise;
  every line ends with ``\\n``.

The fingerprint is the first 12 hexadecimal digits of the SHA-256 of that text: two
files with the same fingerprint hold the same cards in the same zones.

For formats whose definition asks for it (``deck_hash: {kind: cockatrice}``), the
Cockatrice deck hash is computed as Cockatrice does (``DeckList::updateDeckHash``): one
entry per copy, the card's name in lower case, ``SB:`` before a sideboard card's name
(and a command zone card's: Cockatrice keeps a commander in the sideboard);
the entries sorted and joined by ``;``; the first 40 bits of the SHA-1 of that text
written in base 32 (digits ``0-9a-v``), padded to 8 digits with ``0``. A deck of more
than 100,000 main-deck and sideboard copies gets no Cockatrice hash (``None``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from cardtools.formatspec.model import Format
from cardtools.model import (
    COMMAND,
    MAGE,
    MAGI,
    MAIN,
    SIDE,
    Card,
    Deck,
    DeckEntry,
    declared_companion_names,
)
from cardtools.names import normalise
from cardtools.rules import companion, finish_required
from cardtools.rules.base import Judging, Question

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


#: The zone a fingerprint writes a declared companion in (``declared_companions``).
DECLARED_COMPANION = "companion"


def declared_companions(deck: Deck, fmt: Format | None) -> dict[str, int]:
    """``{identity: 1}`` of the companions ``deck`` declares (its ``companion`` metadata:
    names joined by ``; ``) when ``fmt`` judges a declaration: it has a companion rule
    whose zone takes other cards too (where the zone takes companions only, every
    companion in it is declared, written so or not). A declared name is the identity of
    the deck's line written so (``Lurrus de la Tanière des rêves`` is Lurrus of the
    Dream-Den), else its ``?`` identity. With no ``fmt`` (``diff`` of two lists naming
    none) a declaration is kept apart, as it may change the verdict: two lists that
    differ so were "the same deck". ``{}`` when none is or the format judges none."""
    written = declared_companion_names(deck.metadata.get("companion", ""))
    if not written or (fmt is not None and (fmt.option(companion.OPTIONS) is None
                                           or companion.zone_declares(fmt))):
        return {}
    cards = {normalise(entry.line.name): entry.card for entry in deck.entries}
    return {identity(cards.get(normalise(name)), name): 1 for name in written}


def judged_finish(fmt: Format | None) -> str | None:
    """The finish ``fmt`` requires of every card (``required_finish``:
    ``holographic``), which a fingerprint then tells apart; ``None`` for a format that
    judges no finish (or no format)."""
    spec = fmt.option(finish_required.OPTIONS) if fmt is not None else None
    return spec.finish if spec is not None else None


def zone_counts(deck: Deck, fmt: Format | None = None) -> dict[str, dict[str, int]]:
    """``{zone: {identity: copies}}`` of a resolved deck, every line counted (unknown
    names under their ``?`` identity); with the deck's format ``fmt``, the copies marked
    with a finish it judges (``judged_finish``) are counted apart, under ``Name
    (finish)``, and the companions the deck declares, when it judges that
    (``declared_companions``), are the ``companion`` zone."""
    zones = _counts(deck, judged_finish(fmt))
    declared = declared_companions(deck, fmt)
    if declared:
        zones[DECLARED_COMPANION] = declared
    return zones


def _counts(deck: Deck, finish: str | None) -> dict[str, dict[str, int]]:
    """``zone_counts`` of a deck, the copies with ``finish`` (when given: marked so, or
    of a card printed only so) under their ``finished_name``."""
    zones: dict[str, dict[str, int]] = {}
    for entry in deck.entries:
        name = identity(entry.card, entry.line.name)
        if finish is not None and finish_required.has_finish(entry, finish):
            name = finished_name(name, finish)
        counts = zones.setdefault(entry.zone, {})
        counts[name] = counts.get(name, 0) + entry.count
    return zones


def finished_name(name: str, finish: str) -> str:
    """How a canonical form and a deck's listing name copies with a finish the format
    judges: ``Umbral Warden (holographic)``."""
    return f"{name} ({finish})"


def zone_key(zone: str) -> tuple[int, str]:
    """The place of a zone in the canonical order (``ZONE_ORDER``, then other zones by
    name): a sort key."""
    return (ZONE_ORDER.index(zone) if zone in ZONE_ORDER else len(ZONE_ORDER), zone)


def ordered_zones(fmt: Format | None) -> frozenset[str]:
    """The zones of ``fmt`` whose cards' order its rules judge: a stack's (``ZoneSpec.
    stack``: the Magi stack, whose order decides whether a Universal Relic hides a short
    stack at its bottom and whether Ninibom's order note is said); none without a
    format."""
    if fmt is None:
        return frozenset()
    return frozenset(zone for zone, spec in fmt.zones.items() if spec.stack is not None)


def canonical_text(game: str, zones: Mapping[str, Mapping[str, int]],
                   ordered: Collection[str] = ()) -> str:
    """The canonical form (version 1, see the module) of ``{zone: {identity: copies}}``;
    the names of the ``ordered`` zones in their mapping's order (as written), the
    others' in code point order."""
    lines = [f"cardtools-deck {FORM_VERSION}\ngame {game}\n"]
    order = [zone for zone in ZONE_ORDER if zone in zones]
    if len(order) < len(zones):
        order += sorted(zone for zone in zones if zone not in ZONE_ORDER)
    add = lines.append
    for zone in order:
        counts = zones[zone]
        for name in counts if zone in ordered else sorted(counts):
            copies = counts[name]
            if copies:
                add(f"{zone} {copies} {name}\n")
    return "".join(lines)


def holds_no_card(deck: Deck) -> bool:
    """Whether ``deck`` holds no copy of any card, known or not, in any zone (a file of
    comments, metadata or headers only, or empty): such a deck has no fingerprint and no
    Cockatrice hash, as it is no list to compare (two empty submissions are not the same
    deck)."""
    return all(entry.count <= 0 for entry in deck.entries)


def fingerprint_of(text: str) -> str:
    """The fingerprint of a canonical text: 12 hex digits of its SHA-256."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:FINGERPRINT_DIGITS]


def deck_fingerprint(deck: Deck, fmt: Format | None = None) -> str:
    """The fingerprint of a resolved deck (its canonical form's SHA-256, 12 digits), as
    read by its format ``fmt`` (the finish and declarations it judges: ``zone_counts``)."""
    return fingerprint_of(canonical_text(deck.game, zone_counts(deck, fmt),
                                         ordered_zones(fmt)))


def judged_fingerprint(deck: Deck, fmt: Format, named: Mapping[str, Mapping[str, int]],
                       unresolved: Sequence[DeckEntry]) -> str:
    """The fingerprint of a deck judged by ``fmt``, from its check context's counts
    (``census_fingerprint``), or, when ``fmt`` judges a finish or a companion the deck
    declares, or a zone's order (``ordered_zones``) the deck holds cards in, from its
    lines (``deck_fingerprint``: the counts' order is not the lines')."""
    if judged_finish(fmt) is not None or declared_companions(deck, fmt) or (
            not ordered_zones(fmt).isdisjoint(named)):
        return deck_fingerprint(deck, fmt)
    return census_fingerprint(deck.game, named, unresolved)


def census_fingerprint(game: str, named: Mapping[str, Mapping[str, int]],
                       unresolved: Sequence[DeckEntry]) -> str:
    """The fingerprint of a resolved deck from the counts its check context made
    (``CheckContext.named``: zone -> {card name: copies} over the resolved lines) and
    its ``unresolved`` lines (counted under their ``?`` identity): the same as
    ``deck_fingerprint``, without counting the lines again."""
    if not unresolved:
        return fingerprint_of(canonical_text(game, named))
    zones = {zone: dict(counts) for zone, counts in named.items()}
    for entry in unresolved:
        counts = zones.setdefault(entry.zone, {})
        name = identity(None, entry.line.name)
        counts[name] = counts.get(name, 0) + entry.count
    return fingerprint_of(canonical_text(game, zones))


def cockatrice_hash(main: Iterable[tuple[str, int]], side: Iterable[tuple[str, int]]
                    ) -> str | None:
    """Cockatrice's deck hash of (name, copies) pairs of the main deck and sideboard;
    ``None`` when the deck holds more than ``MAX_HASHED_COPIES`` copies.

    Follows Cockatrice's ``DeckList::updateDeckHash``: an entry per copy, lower-cased,
    ``SB:`` before sideboard names, sorted (by UTF-16 code units, as Qt sorts), joined
    with ``;``; SHA-1; the first five bytes as a number in base 32, 8 digits.
    """
    copies: dict[str, int] = {}
    for prefix, pairs in (("", main), ("SB:", side)):
        for name, count in pairs:
            entry = prefix + name.lower()
            copies[entry] = copies.get(entry, 0) + count
    return _hash_of_copies(copies)


def _hash_of_copies(copies: Mapping[str, int]) -> str | None:
    """Cockatrice's deck hash of its entries (``SB:`` and the lower-cased name) ->
    copies; ``None`` above ``MAX_HASHED_COPIES`` copies. A deck of a few thousand
    copies is hashed as one joined text; a larger one is streamed into the hash, each
    distinct entry repeated in chunks, so that memory does not grow with the copies."""
    total = sum(copies.values())
    if total > MAX_HASHED_COPIES:
        return None
    # UTF-16 code units sort as code points but for characters beyond U+FFFF
    order = (sorted(copies) if "".join(copies).isascii()
             else sorted(copies, key=lambda text: text.encode("utf-16-be")))
    if total <= _CHUNK_COPIES:
        text = ";".join([(entry + ";") * (copies[entry] - 1) + entry
                         for entry in order if copies[entry] > 0])
        if order and copies[order[0]] <= 0 and text:
            text = ";" + text  # as streamed: a separator after an entry of no copies
        digest = hashlib.sha1(text.encode("utf-8"), usedforsecurity=False).digest()
    else:
        sha1 = hashlib.sha1(usedforsecurity=False)
        separator = b""
        for entry in order:
            _feed_repeated(sha1, separator, entry.encode("utf-8"), copies[entry])
            separator = b";"
        digest = sha1.digest()
    # the first 40 bits in 8 base-32 digits, 10 bits (two digits) at a time
    number = int.from_bytes(digest[:5], "big")
    pairs = _digit_pairs()
    return (pairs[number >> 30] + pairs[(number >> 20) & 1023]
            + pairs[(number >> 10) & 1023] + pairs[number & 1023])


@cache
def _digit_pairs() -> tuple[str, ...]:
    """Every number below 1024 in two base-32 digits (``00`` to ``vv``)."""
    return tuple(high + low for high in _DIGITS32 for low in _DIGITS32)


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


def _cockatrice_entry(judging: Judging, card: Card) -> str:
    """A main-deck card's entry in the Cockatrice hash: its Cockatrice name
    (``cockatrice_name``, with the layouts the format's ``deck_hash`` mapping names by
    their full name, ``full_name_layouts``), lower-cased."""
    settings = judging.fmt.deck_hash
    layouts = settings.full_name_layouts if settings is not None else frozenset()
    return cockatrice_name(card, card.name, layouts).lower()


#: A card's entry in the Cockatrice hash (``_cockatrice_entry``), once per judging.
COCKATRICE_ENTRY: Question[Card, str] = Question("cockatrice entry", _cockatrice_entry)


def deck_cockatrice_hash(deck: Deck, judging: Judging) -> str | None:
    """The Cockatrice hash of a resolved deck judged under ``judging`` (whose format's
    ``deck_hash`` mapping asks for it): main deck and sideboard only (Cockatrice hashes
    the zones ``main`` and ``side``), the command zone's cards hashed as sideboard cards
    (Cockatrice has no command zone: a Commander deck keeps its commander in ``side``,
    where the ``.cod`` reader finds it, so the hash is the one Cockatrice shows for the
    deck and a change of commander changes it); a line naming no card is hashed by its
    written name. ``None`` above ``MAX_HASHED_COPIES`` copies."""
    entries = judging.table(COCKATRICE_ENTRY)
    ask = COCKATRICE_ENTRY.ask
    copies: dict[str, int] = {}
    for line in deck.entries:
        zone = line.zone
        if zone != MAIN and zone != SIDE and zone != COMMAND:
            continue
        card = line.card
        if card is None:
            name = line.line.name.lower()
        else:
            found = entries.get(card)
            if found is None:
                found = entries[card] = ask(judging, card)
            name = found
        if zone != MAIN:
            name = "SB:" + name
        copies[name] = copies.get(name, 0) + line.count
    return _hash_of_copies(copies)
