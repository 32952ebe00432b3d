"""Decked Builder's ``.dec`` files: each card line follows a line of Decked Builder's own,
``///mvid:409574 qty:4 name:Lightning Bolt loc:Deck``, which names the printing, the
copies, the card and its zone (``Deck``, ``SideBoard``) for Decked Builder, while other
tools read that line as a comment and the card line below it. The two must agree: a
``///mvid`` line naming other copies, another card or zone than the line below it, or no
card line at all (``///mvid:0 qty:1 name:Black Lotus loc:Deck`` alone), is a card one tool
counts and the other does not, so it is a ``parse-error`` on its line; the deck is read
from the card lines, as written.
"""

from __future__ import annotations

import re

from cardtools.model import MAIN, SIDE, DeckLine, Finding
from cardtools.names import normalise

#: A Decked Builder line: its printing's id, the copies, the card's name and its zone.
_PRINTING_LINE = re.compile(
    r"^\s*///\s*mvid:\s*\S*\s+qty:\s*(\d{1,4})\s+name:\s*(.+?)\s+loc:\s*(\S+)\s*$",
    re.IGNORECASE)
#: Where such a line may be, searched for in the whole text at once.
_ANY_PRINTING_LINE = re.compile(r"^\s*///\s*mvid:", re.IGNORECASE | re.MULTILINE)
#: The zone a ``loc:`` names, by its words in lower case.
_LOCATIONS = {"deck": MAIN, "main": MAIN, "maindeck": MAIN, "sideboard": SIDE, "sb": SIDE,
              "side": SIDE}


def printing_line_problems(lines: list[str], read: list[DeckLine]) -> list[Finding]:
    """The ``parse-error`` of each Decked Builder line of ``lines`` (the text's lines,
    numbered from 1) that the card line below it does not repeat: its copies, its card's
    name (compared as names are) and its zone (``loc:``) against the ``read`` line of the
    next line. A text without such lines has none. Never raises."""
    if _ANY_PRINTING_LINE.search("\n".join(lines)) is None:
        return []
    by_line = {line.line: line for line in read if line.line is not None}
    problems = []
    for number, text in enumerate(lines, start=1):
        match = _PRINTING_LINE.match(text)
        if match is None:
            continue
        copies, name, where = int(match[1]), match[2], match[3]
        zone = _LOCATIONS.get(where.casefold())
        below = _card_line_below(lines, number, by_line)
        if below is not None and below.zone == zone and (normalise(name), copies) in {
                (normalise(written), count)
                for written, count in ((below.name, below.count), *below.readings)}:
            continue  # (a reading of the line: "Fire // Ice" is a name or a comment)
        said = f"{copies} {name} in the {'side deck' if zone == SIDE else 'deck'}"
        problems.append(Finding(
            "parse-error", f"Decked Builder's line says {said} (loc:{where}), but the card "
            "line below it does not: Decked Builder reads this line and other tools the "
            "card lines, so one of them counts a card the other does not", line=number,
            hint="export the decklist again, or write each card line below its ///mvid "
                 "line with the same copies, name and zone"))
    return problems


def _card_line_below(lines: list[str], number: int, by_line: dict[int, DeckLine]
                     ) -> DeckLine | None:
    """The card line read on the line after line ``number``, where Decked Builder writes
    it; ``None`` when there is none or it was read as no card line."""
    return by_line.get(number + 1) if number < len(lines) else None
