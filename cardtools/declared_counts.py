"""The counts a decklist declares, compared with the cards read (README, "Declared counts").

Exports write how many cards a part of the list holds: a zone header (``Sideboard (15)``,
``// 15 Sideboard``, ``Deck (60)``, ``Main: 60``), a grouping header (``Creatures
(21)``, ``# Relics (9)``, ``21 Creatures`` before its cards) or a total line (``Total: 75
cards``, ``60 cards``). When the cards read under such a line are not as many, a line
was lost or misread somewhere (or hidden by a disguise): a ``declared-count`` warning on
the declaring line names both numbers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence

from cardtools.gamedata import game_zone_label
from cardtools.model import MAIN, DeckEntry, Decklist, DeclaredCount, Finding
from cardtools.wording import plural

_HINT = ("compare the lines under it with the list it was copied from: a card line may "
         "be misread or missing; or correct the count it declares")
_DECK_HINT = ("compare the list with the one it was copied from: a card line may be "
              "misread or missing; or correct the total")


def declared_count_findings(decklist: Decklist, entries: Sequence[DeckEntry],
                            groupings: Sequence[int] = ()) -> Iterator[Finding]:
    """A ``declared-count`` finding for each count ``decklist`` declares that the cards
    read (``entries``, resolved) do not hold.

    A zone header's count covers the cards from it to the next zone header; a grouping
    header's, the cards from it to the next header of any kind (a grouping with no card
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
    ``--strict`` a legal deck illegal)."""
    if not decklist.declared:
        return
    firm = decklist.card_headers
    copies_at: Counter[int] = Counter()
    zone_copies_at: dict[str, Counter[int]] = {}
    for entry in entries:
        copies_at[entry.line.line or 0] += entry.count
        zone_copies_at.setdefault(entry.line.zone, Counter())[entry.line.line or 0] += \
            entry.count
    headers = sorted([(line, zone) for line, zone in decklist.headers
                      if line not in copies_at or line in firm]
                     + [(line, False) for line in groupings])
    main = sum(zone_copies_at.get(MAIN, Counter()).values())
    for declared in decklist.declared:
        if declared.line in copies_at and declared.line not in firm:
            continue
        counted = (copies_at if declared.zone is None
                   else zone_copies_at.get(declared.zone, Counter()))
        found = _found(declared, counted, headers, main, declared.line in firm)
        if found is not None:
            hint = _DECK_HINT if declared.scope == "deck" else _HINT
            yield Finding("declared-count", _message(declared, found), line=declared.line,
                          hint=hint)


def _found(declared: DeclaredCount, copies_at: Counter[int],
           headers: list[tuple[int, bool]], main: int, own_line: bool = False) -> int | None:
    """The cards read in ``declared``'s scope when they are not its count, else ``None``;
    ``own_line``: the scope begins with the card line on the declaring line itself."""
    if declared.scope == "deck":
        total = sum(copies_at.values())
        closed = _between(copies_at, _last_zone_header(headers, declared.line), declared.line)
        return None if declared.count in (total, main, closed) else total
    end = next((line for line, zone in headers
                if line > declared.line and (zone or declared.scope == "group")), None)
    found = _between(copies_at, declared.line - 1 if own_line else declared.line, end)
    if declared.scope == "group" and not found:
        return None  # "TOTAL:" / "21 Creatures" / "6 Rare": a summary, not a group
    return None if found == declared.count else found


def _between(copies_at: Counter[int], after: int, before: int | None) -> int:
    """The copies of the card lines after line ``after`` and before line ``before``
    (``None``: to the end)."""
    return sum(copies for line, copies in copies_at.items()
               if line > after and (before is None or line < before))


def _last_zone_header(headers: list[tuple[int, bool]], line: int) -> int:
    """The line of the last zone header before ``line`` (0: none)."""
    return max((header for header, zone in headers if zone and header < line), default=0)


def _message(declared: DeclaredCount, found: int) -> str:
    where = ("under it" if declared.scope != "deck"
             else "in the list" if declared.zone is None
             else f"in the {game_zone_label(None, declared.zone).lower()} it totals")
    return (f"'{declared.text}' (line {declared.line}) declares "
            f"{plural(declared.count, 'card')}, but {plural(found, 'card')} "
            f"{'was' if found == 1 else 'were'} read {where}")
