"""Whether the card lines a skipped section holds after a line that may head a part of the
deck (``Decklist.under_skipped``: ``Ideas``, ``---`` under ``Maybeboard``) would change the
verdict if read as part of the main deck (DESIGN 3.1: no line vanishes, and no header hides
a card). The deck is judged again with those lines counted, by every rule of its format
(``Judge``), and its errors compared with those of the deck as read: nothing of the rules'
logic is repeated here."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Collection, Mapping, Sequence
from copy import copy

from cardtools.carddb import CardDatabase, names_card_in_quotes
from cardtools.formatspec.model import ZoneSpec
from cardtools.model import MAIN, Card, DeckLine, Decklist, SkippedCard, UnderSkipped, Violation

#: Judges a decklist by the format and day of the deck it varies: its violations, and the
#: zones its deck so read holds cards in.
Judge = Callable[[Decklist], tuple[Sequence[Violation], Collection[str]]]
#: How many times one deck may be judged again for its skipped sections: a hostile list
#: of thousands of parted sections must not judge the deck thousands of times. The lines
#: left unjudged keep the ``parse-error`` (``skipped_changes``).
_JUDGINGS = 16


def skipped_changes(decklist: Decklist, asked: Collection[int], judge: Judge,
                    database: CardDatabase, zones: Sequence[str] = ()) -> dict[int, str]:
    """For each line ``asked`` of ``decklist.under_skipped`` in a section holding card
    lines: why reading the card lines of its skipped section after it
    (``Decklist.skipped_cards``, up to the section's end; a label's own card line too)
    as part of the deck would change the verdict, said (``copy-limit: 5 copies of
    ...``: the first error the deck judged so gets that the deck as read does not,
    ``_Variants.why``), or ``""`` when it would not. ``judge`` judges a decklist by the
    deck's format and day, ``database`` is the deck's card database, ``zones`` the zones
    of the format besides the main deck that the line may head too (``open_zones``), each
    the deck as read holds no card in judged when the cards change nothing in the main
    deck (a sideboard the deck as read has not, as ``Nebendeck`` heads one: 16 cards
    there break its size, not the main deck's).

    A line missing from the answer was not judged (past ``_JUDGINGS``): it stays the
    ``parse-error``. An earlier line's cards hold every later line's of its section, so
    the cards of every first line together are judged first (when they change nothing,
    no line's do), and a section of more lines than the judgings left is searched by
    halves for its last line whose cards change the verdict: the lines before it change
    it too."""
    sections: dict[int, list[SkippedCard]] = {}
    for card in decklist.skipped_cards:
        sections.setdefault(card.section, []).append(_as_read(card, database))
    headers = sorted(sections)
    lines: dict[int, list[int]] = {}
    for number in sorted(asked):
        at = bisect_left(headers, number) - 1  # the last section's header before the line
        if at >= 0:
            lines.setdefault(headers[at], []).append(number)
    if not lines:
        return {}
    variants = _Variants(decklist, judge, database, zones)
    # every line's cards together first: most lists' change nothing, judged once
    if variants.why([card for header, numbers in lines.items()
                         for card in _after(sections[header], numbers[0], decklist)]) == "":
        return {number: "" for numbers in lines.values() for number in numbers}
    found: dict[int, str] = {}
    for header, numbers in lines.items():
        found.update(variants.section(sections[header], numbers))
    return found


def heading_lines(decklist: Decklist, database: CardDatabase) -> dict[int, UnderSkipped]:
    """The lines of ``decklist.under_skipped`` that may head card lines of their skipped
    section: each with a card line with a count after it in its section, and each naming
    no card (``Nebendeck``, ``---``) with a line of no count after it that names a card
    or is within a typo of one (``Oko, Thief of Crowns``, ``Oko, Thief of Crown``: one
    copy, as a line of the deck is read; past ``_SEARCHES`` names searched, a name of no
    card is taken for none). A line over bare names of no card alone (``Primer`` over a
    sentence) heads none; nor does a card's name over bare card names alone (a maybeboard
    written without counts)."""
    if not decklist.under_skipped:
        return {}
    headers = sorted({card.section for card in decklist.skipped_cards})
    first: dict[int, int] = {}  # section -> its first line under_skipped holds
    for number in sorted(decklist.under_skipped, reverse=True):
        at = bisect_left(headers, number) - 1
        if at >= 0:
            first[headers[at]] = number
    last: dict[int, tuple[int, int]] = {}  # section -> its last counted and named lines
    near = _NearCards()
    read_as_cards = set()  # the lines of no card as written read as a card's
    for written in decklist.skipped_cards:
        card = _as_read(written, database)
        if (card.name, card.copies) != (written.name, written.copies):
            read_as_cards.add(card.line)
        counted, named = last.get(card.section, (0, 0))
        if not card.bare:
            counted = card.line
        elif card.line > first.get(card.section, card.line) and _may_name_a_card(
                database, card.name, near):
            named = card.line
        last[card.section] = (counted, named)
    sections = sorted(last)
    heading: dict[int, UnderSkipped] = {}
    for number, line in decklist.under_skipped.items():
        if number in read_as_cards:
            continue  # "³ Frantic Search": a card line of the section, as in the deck
        at = bisect_left(sections, number) - 1
        counted, named = last[sections[at]] if at >= 0 else (0, 0)
        if counted >= number or (named > number and (
                line.kind in ("mark", "blank") or _names_no_card(database, line.name))):
            heading[number] = line
    return heading


def _as_read(card: SkippedCard, database: CardDatabase) -> SkippedCard:
    """``card`` as a line of the deck is read: by its first reading that names a card
    of ``database``, with its copies (``¹ Black Lotus``, ``one Black Lotus``, ``Black
    Lotus (I)``: one Black Lotus, ``Black Lotus // 4 copies`` four, ``9 Ponde&#x72;``
    nine Ponder; they were names of no card, or one copy, so a line over them headed
    nothing, or they were imagined as unknown cards, and the banned card or the copy
    past the limit went unsaid), else as written."""
    for name, copies in card.readings:
        if not _names_no_card(database, name):
            if not copies:
                break
            return card._replace(name=name, copies=copies, readings=())
    return card


def _may_name_a_card(database: CardDatabase, name: str, near: _NearCards) -> bool:
    """Whether ``name`` names a card of ``database``, or is within a typo of one (searched
    with ``near``; past its searches, no: a primer of hundreds of sentences is no card)."""
    if not _names_no_card(database, name):
        return True
    try:
        return near.near(database, name) is not None
    except _Unsearched:
        return False


def _after(cards: list[SkippedCard], number: int, decklist: Decklist) -> list[SkippedCard]:
    """The card lines of ``cards`` (a section's) after the line ``number`` of
    ``decklist.under_skipped``: a label's own card line (``Nebendeck: 1 Black Lotus``) is
    on its line (a bare name's own line, ``Ponder``, is not one after it)."""
    own = decklist.under_skipped[number].kind == "name"
    return [card for card in cards
            if card.line > number or (own and card.line == number and not card.bare)]


def open_zones(zones: Mapping[str, ZoneSpec]) -> list[str]:
    """The zones of ``zones`` (a format's) besides the main deck that take any card (no
    stack, Magi-Nation's Magi, nor a zone of one kind, Commander's companion): the parts
    of the deck a line under a skipped section may head besides the main deck
    (``Nebendeck`` over a sideboard of 16 cards), in order. A zone of one kind is left
    out: cards of other kinds there say they are not that zone's, not an error; and so is
    a zone that holds no card (``max: 0``), which no line heads."""
    return [zone for zone, spec in zones.items()
            if zone != MAIN and spec.stack is None and spec.accepts is None
            and 0 not in (spec.max, spec.exact)]


class _Variants:
    """The deck of ``decklist`` judged again with some of its skipped card lines counted
    in the main deck, or in one of ``zones`` its deck as read holds no card in, at most
    ``_JUDGINGS`` times, against its errors as read."""

    def __init__(self, decklist: Decklist, judge: Judge, database: CardDatabase,
                 zones: Sequence[str] = ()) -> None:
        self.decklist, self.judge, self.database = decklist, judge, database
        self.near_cards = _NearCards()
        self.left = _JUDGINGS
        violations, held = judge(_counting(decklist, [])[0])
        self.before = _errors(violations)
        self.zones = (MAIN, *(zone for zone in zones if zone not in held))

    def section(self, cards: list[SkippedCard], numbers: list[int]) -> dict[int, str]:
        """``skipped_changes`` for the lines ``numbers`` (in order) of one section whose
        skipped card lines are ``cards``."""
        def after(number: int) -> list[SkippedCard]:
            return _after(cards, number, self.decklist)

        if len(numbers) * len(self.zones) <= self.left:
            return {number: said for number in numbers
                    if (said := self.why(after(number))) is not None}
        low, high, why = 0, len(numbers), ""  # the lines before low change it, from high not
        while low < high and self.left:
            middle = (low + high) // 2
            said = self.why(after(numbers[middle]))
            if said is None:
                break
            low, high, why = (middle + 1, high, said) if said else (low, middle, why)
        found = dict.fromkeys(numbers[:low], why)
        found.update(dict.fromkeys(numbers[high:], ""))
        return found

    def why(self, cards: list[SkippedCard]) -> str | None:
        """The first error of the deck judged with ``cards`` counted in its main deck, or
        else in each other zone of ``zones`` in turn, that the deck as read does not get,
        said (``_Variants.why_in``), or ``""``; ``None`` when the judgings ran out first,
        or the searches for the cards its names of no card are within a typo of
        (``_SEARCHES``)."""
        for zone in self.zones:
            if not self.left:
                return None
            try:
                said = self.why_in(cards, zone)
            except _Unsearched:
                return None
            if said:
                return said
        return ""

    def why_in(self, cards: list[SkippedCard], zone: str) -> str:
        """The first error of the deck judged with ``cards`` counted in ``zone`` that
        the deck as read does not get (one on their lines first), said after its
        rule id, or ``""``. A card line naming no card is read as the card within a typo
        of its name, when there is one (``1 Oko, Thief of Crown``), and else counts as an
        unknown card toward its zone's size, its ``unknown-card`` error left out: a
        maybeboard's cards may be newer than the card data, or named in another
        language."""
        self.left -= 1
        counted, read_as = _counting(self.decklist, cards, self.database, zone,
                                     self.near_cards)
        hidden = {card.line for card in cards}
        new = [violation for violation in self.judge(counted)[0]
               if violation.severity == "error"
               and _key(violation) not in self.before
               and not (violation.rule == "unknown-card" and violation.line in read_as)]
        if not new:
            return ""
        # a card's own error names it; the deck's (its size) is said when none does
        first = next((violation for violation in new if violation.line in hidden), new[0])
        written = read_as.get(first.line or 0)
        return f"{first.rule}: {first.message}" + (f", {written}" if written else "")


#: What tells an error from another: its rule, zone, line and cards, not its words (a
#: deck of 98 cards, illegal, made 99 gets the same error of its size).
_ErrorKey = tuple[str, str | None, int | None, tuple[str, ...]]


def _key(violation: Violation) -> _ErrorKey:
    """What tells ``violation`` from another error (``_ErrorKey``)."""
    return violation.rule, violation.zone, violation.line, violation.cards


def _errors(violations: Sequence[Violation]) -> frozenset[_ErrorKey]:
    """The key (``_key``) of each error of ``violations``."""
    return frozenset(_key(violation) for violation in violations
                     if violation.severity == "error")


def _counting(decklist: Decklist, cards: list[SkippedCard],
              database: CardDatabase | None = None,
              zone: str = MAIN, near_cards: _NearCards | None = None
              ) -> tuple[Decklist, dict[int, str]]:
    """A copy of ``decklist`` with ``cards`` as card lines of ``zone`` at their lines
    (their copies holographic as marked), and no line under a skipped section left to
    judge; beside it, the lines of those cards naming no card, each with what says how it
    was read: ``"'Oko, Thief of Crown'
    (line 7) read as Oko, Thief of Crowns, within a typo of it"`` when read as that card,
    ``""`` when left naming no card. A bare line naming no card nor within a typo of one
    (a note, a heading) is left out. ``near_cards`` keeps the card each name naming no
    card is read as from one call to the next (``_NearCards``; raises ``_Unsearched``
    past its searches)."""
    counted, read_as, added = copy(decklist), dict[int, str](), []
    near_cards = _NearCards() if near_cards is None else near_cards
    for card in cards:
        name = card.name
        if database is not None and _names_no_card(database, name):
            near = near_cards.near(database, name)
            if card.bare and near is None:
                continue  # "Bolt the bird.", a heading: no card line
            read_as[card.line] = (f"'{name}' (line {card.line}) read as {near.name}, "
                                  "within a typo of it" if near else "")
            name = near.name if near else name
        added.append(DeckLine(name, card.copies, zone, card.line, card.holographic))
    counted.lines = _merged(decklist.lines, added)
    counted.under_skipped, counted.skipped_cards, counted.ascii_names = {}, (), False
    return counted, read_as


#: How many names of no card one deck's skipped card lines may have searched for a card
#: within a typo of each (a few milliseconds each): a hostile list of thousands of them
#: must not take a minute. Lines whose cards hold more are not judged, and keep the
#: ``parse-error`` (``skipped_changes``).
_SEARCHES = 200


class _Unsearched(Exception):
    """More names of no card to search than ``_SEARCHES`` allows."""


class _NearCards:
    """The card within a typo of each name of no card searched so far (``None``: none),
    each name searched once, at most ``_SEARCHES`` names."""

    def __init__(self) -> None:
        self.found: dict[str, Card | None] = {}

    def near(self, database: CardDatabase, name: str) -> Card | None:
        """The card ``name`` is within a typo of, the closest, or ``None``; raises
        ``_Unsearched`` when ``name`` is a new one past ``_SEARCHES``."""
        if name not in self.found:
            if len(self.found) >= _SEARCHES:
                raise _Unsearched(name)
            self.found[name] = next(iter(database.cards_within_a_typo(name)), None)
        return self.found[name]


def _names_no_card(database: CardDatabase, name: str) -> bool:
    """Whether ``name`` names no card of ``database``, nor several, written with or
    without its quotes."""
    resolution = database.resolve(name, False)
    return (resolution.card is None and not resolution.candidates
            and names_card_in_quotes(database, name) is None)


def _merged(lines: list[DeckLine], added: list[DeckLine]) -> list[DeckLine]:
    """``lines`` with ``added`` (in their order) each before the first line of ``lines``
    after it, so the rules read them where they are written."""
    merged: list[DeckLine] = []
    pending = iter(added)
    waiting = next(pending, None)
    for line in lines:
        while waiting is not None and line.line is not None and (waiting.line or 0) < line.line:
            merged.append(waiting)
            waiting = next(pending, None)
        merged.append(line)
    if waiting is not None:
        merged.append(waiting)
    merged.extend(pending)
    return merged
