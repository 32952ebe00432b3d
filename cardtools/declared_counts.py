"""The counts a decklist declares, compared with the cards read (README, "Declared counts").

Exports write how many cards a part of the list holds: a zone header (``Sideboard (15)``,
``// 15 Sideboard``, ``Deck (60)``, ``Main: 60``), a grouping header (``Creatures
(21)``, ``# Relics (9)``, ``21 Creatures`` before its cards) or a total line (``Total: 75
cards``, ``60 cards``). When the cards read under such a line are not as many, a line
was lost or misread somewhere (or hidden by a disguise): a ``declared-count`` warning on
the declaring line names both numbers.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from itertools import accumulate

from cardtools.gamedata import game_zone_label
from cardtools.model import MAIN, DeckEntry, Decklist, DeclaredCount, Finding
from cardtools.wording import plural

_HINT = ("compare the lines under it with the list it was copied from: a card line may "
         "be misread or missing; or correct the count it declares")
_DECK_HINT = ("compare the list with the one it was copied from: a card line may be "
              "misread or missing; or correct the total")


def declared_count_findings(decklist: Decklist, entries: Sequence[DeckEntry],
                            groupings: Sequence[int] = (),
                            places: Callable[[DeckEntry], int] | None = None,
                            side: str | None = None) -> Iterator[Finding]:
    """A ``declared-count`` finding for each count ``decklist`` declares that the cards
    read (``entries``, resolved) do not hold.

    A zone header's count covers the cards from it to the next zone header; a grouping
    header's, the cards of its zone from it to the next header of any kind (a grouping with no card
    under it is a summary's count by type or rarity, as deck sites write under
    ``TOTAL:``, and is not compared); a total line's, the whole list, or its main
    deck, or the zone it closes (exports write each), or the zone it names (``Total
    number of cards in sideboard: 15``). A zone header counts only its
    zone's cards (``CM: 1 Name`` under ``MainBoard: 60`` is the command zone's). A
    header line that was read as a card (``Ignition (2)``) declares nothing and bounds
    nothing, but a zone header that holds a card line after its mark (``Sideboard (15) -
    3 Duress``: ``Decklist.card_headers``) is a header, its count covering that card.
    Every card line counts its copies, unknown cards too; lines not counted (``0 Name``,
    a skipped section) do not. ``groupings``: the lines of possible card lines that named
    no card and were read as grouping headers (a bare ``Lands`` after ``Creatures (4)``
    and its cards), each a header that ends the group before it, as one the reader knew
    (the group's count covered the cards after it too: a declared-count warning, and with
    ``--strict`` a legal deck illegal). ``places``: the places a line fills in a Magi
    stack (a double Magi, "Korg & Zet", two), when the deck is judged by a format with
    one: a header's count is met by the cards or by the places under it (``Magi (3)``
    above Korg & Zet and Ashgar counts the three Magi, as the rulebook does). ``side``:
    what the deck's game calls its side deck, ``None`` when the deck's format has none (a
    main deck's header over more cards than it declares says the card lines past its
    count may be the side deck only when there is one: not in Magi-Nation; the default,
    no side deck named)."""
    if not decklist.declared:
        return
    firm = decklist.card_headers
    copies_at, zone_copies_at = _copies_by_line(entries, lambda entry: entry.count)
    placed = None
    if places is not None and any(places(entry) != entry.count for entry in entries):
        placed = _copies_by_line(entries, places)
    headers = sorted([(line, zone) for line, zone in decklist.headers
                      if line not in copies_at or line in firm]
                     + [(line, False) for line in groupings])
    main = sum(zone_copies_at.get(MAIN, Counter()).values())
    bounds = _Headers(headers)
    summed: dict[str | None, _Copies] = {None: _Copies(copies_at)}
    for declared in decklist.declared:
        if declared.line in copies_at and declared.line not in firm:
            continue
        if declared.zone not in summed:
            summed[declared.zone] = _Copies(zone_copies_at.get(declared.zone or "", Counter()))
        found = _found(declared, summed[declared.zone], bounds, main, declared.line in firm)
        if found is not None and placed is not None and declared.scope != "deck":
            in_places = _Copies(placed[1].get(declared.zone or "", Counter())
                                if declared.zone else placed[0])
            if _found(declared, in_places, bounds, main, declared.line in firm) is None:
                continue  # "Magi (3)" above Korg & Zet and Ashgar: three Magi
        if found is not None:
            hint = _DECK_HINT if declared.scope == "deck" else _HINT
            yield Finding("declared-count", _message(declared, found, side), line=declared.line,
                          hint=hint)


def _copies_by_line(entries: Sequence[DeckEntry], copies: Callable[[DeckEntry], int]
                    ) -> tuple[Counter[int], dict[str, Counter[int]]]:
    """The ``copies`` of each entry summed by line number, over the list and by zone."""
    copies_at: Counter[int] = Counter()
    zone_copies_at: dict[str, Counter[int]] = {}
    for entry in entries:
        count = copies(entry)
        copies_at[entry.line.line or 0] += count
        zone_copies_at.setdefault(entry.line.zone, Counter())[entry.line.line or 0] += count
    return copies_at, zone_copies_at


class _Copies:
    """The copies of card lines by line number (``copies_at``), summed between two lines
    by bisection: a list of thousands of declared counts (a hostile one) is compared in
    n log n, not n squared."""

    def __init__(self, copies_at: Counter[int]) -> None:
        self.lines = sorted(copies_at)
        self.sums = list(accumulate((copies_at[line] for line in self.lines), initial=0))
        self.total = self.sums[-1]

    def between(self, after: int, before: int | None) -> int:
        """The copies of the card lines after line ``after`` and before line ``before``
        (``None``: to the end)."""
        low = bisect_right(self.lines, after)
        high = len(self.lines) if before is None else bisect_left(self.lines, before)
        return self.sums[high] - self.sums[low] if high > low else 0


class _Headers:
    """The lines of a decklist's headers (sorted ``(line, is a zone header)`` pairs),
    found by bisection: the next header after a line, the last zone header before one."""

    def __init__(self, headers: list[tuple[int, bool]]) -> None:
        self.every = [line for line, _zone in headers]
        self.zones = [line for line, zone in headers if zone]

    def next_after(self, line: int, zones_only: bool) -> int | None:
        """The first header line (a zone header's, when ``zones_only``) after ``line``."""
        lines = self.zones if zones_only else self.every
        found = bisect_right(lines, line)
        return lines[found] if found < len(lines) else None

    def last_zone_before(self, line: int) -> int:
        """The line of the last zone header before ``line`` (0: none)."""
        found = bisect_left(self.zones, line)
        return self.zones[found - 1] if found else 0


def _found(declared: DeclaredCount, copies: _Copies, headers: _Headers, main: int,
           own_line: bool = False) -> int | None:
    """The cards read in ``declared``'s scope when they are not its count, else ``None``;
    ``own_line``: the scope begins with the card line on the declaring line itself."""
    if declared.scope == "deck":
        closed = copies.between(headers.last_zone_before(declared.line), declared.line)
        return None if declared.count in (copies.total, main, closed) else copies.total
    end = headers.next_after(declared.line, zones_only=declared.scope != "group")
    found = copies.between(declared.line - 1 if own_line else declared.line, end)
    if declared.scope == "group" and not found:
        return None  # "TOTAL:" / "21 Creatures" / "6 Rare": a summary, not a group
    return None if found == declared.count else found


def _message(declared: DeclaredCount, found: int, side: str | None) -> str:
    where = ("under it" if declared.scope != "deck"
             else "in the list" if declared.zone is None
             else f"in the {game_zone_label(None, declared.zone).lower()} it totals")
    # "Deck (60)" over 76 card lines: the lines past its count are likely the sideboard
    past = (f"; the card lines past its count may be the {side.lower()}, written without "
            "its header" if side is not None and declared.scope == "zone"
            and declared.zone == MAIN and found > declared.count else "")
    return (f"'{declared.text}' (line {declared.line}) declares "
            f"{plural(declared.count, 'card')}, but {plural(found, 'card')} "
            f"{'was' if found == 1 else 'were'} read {where}{past}")
