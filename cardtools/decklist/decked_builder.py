"""Decked Builder's ``.dec`` files: each card line follows a line of Decked Builder's own,
``///mvid:409574 qty:4 name:Lightning Bolt loc:Deck``, which names the printing, the
copies, the card and its zone (``Deck``, ``SB``) for Decked Builder, while other tools
read that line as a comment and the card line below it. Its fields are ``key:value``
pairs in any order, ``loc:`` left out by some tools. The two must agree: a ``///mvid``
line naming other copies, another card or zone than the line below it, no card line at
all (``///mvid:0 qty:1 name:Black Lotus loc:Deck`` alone), or not giving its copies and
card, is a card one tool counts and the other does not, so it is a ``parse-error`` on
its line; the deck is read from the card lines, as written.
"""

from __future__ import annotations

import re

from cardtools.model import MAIN, SIDE, DeckLine, Finding
from cardtools.names import normalise
from cardtools.patterns import lazy_pattern as _lazy

#: A field of a Decked Builder line: its key, then its value up to the next known key.
_FIELD = _lazy(r"(?:^|\s)(mvid|qty|name|loc):\s*(.*?)\s*(?=\s(?:mvid|qty|name|loc):|$)",
                    re.IGNORECASE)
#: A Decked Builder line's start, the fields after it.
_PRINTING_START = _lazy(r"^\s*///\s*(?=mvid)", re.IGNORECASE)
#: The copies a ``qty:`` gives.
_COPIES = _lazy(r"\d{1,4}")
#: Where such a line may be, searched for in the whole text at once.
_ANY_PRINTING_LINE = re.compile(r"^\s*///\s*mvid", re.IGNORECASE | re.MULTILINE)
#: The zone a ``loc:`` names, by its words in lower case.
_LOCATIONS = {"deck": MAIN, "main": MAIN, "maindeck": MAIN, "sideboard": SIDE, "sb": SIDE,
              "side": SIDE}


def printing_line_problems(lines: list[str], read: list[DeckLine]) -> list[Finding]:
    """The ``parse-error`` of each Decked Builder line of ``lines`` (the text's lines,
    numbered from 1, a line starting ``///mvid``) that gives no copies and card
    (``qty:``, ``name:``) or that the card line below it does not repeat: its copies,
    its card's name (compared as names are) and, when it gives one, its zone (``loc:``)
    against the ``read`` line of the next line. A text without such lines has none.
    Never raises."""
    if _ANY_PRINTING_LINE.search("\n".join(lines)) is None:
        return []
    by_line = {line.line: line for line in read if line.line is not None}
    problems = []
    for number, text in enumerate(lines, start=1):
        start = _PRINTING_START().match(text)
        if start is None:
            continue
        fields = printing_fields(text[start.end():])
        if fields is None:
            problems.append(_unread(number))
            continue
        copies, name, where = fields
        zone = None if where is None else _LOCATIONS.get(where.casefold(), "")
        below = _card_line_below(lines, number, by_line)
        if below is not None and zone in (None, below.zone) and (_front(name), copies) in {
                (_front(written), count)
                for written, count in ((below.name, below.count), *below.readings)}:
            continue  # (a reading of the line: "Fire // Ice" is a name or a comment)
        problems.append(_disagreement(number, copies, name, where, zone))
    return problems


def _front(name: str) -> str:
    """A card's name as compared between the two lines: normalised, its first face or
    half only, as one tool writes a split or double-faced card whole (``Fire // Ice``,
    ``Delver of Secrets/Insectile Aberration``) and another by its front (``Fire``)."""
    return normalise(name).split(" // ", 1)[0]


def printing_fields(fields: str) -> tuple[int, str, str | None] | None:
    """The copies, card name and ``loc:`` (``None`` without one) of a Decked Builder
    line's ``fields`` (``mvid:409574 qty:4 name:Lightning Bolt loc:Deck``, after its
    ``///``): ``key:value`` pairs in any order, each value running to the next known
    key. ``None`` when it gives no whole number of copies or no name, or a key twice."""
    found = [(key.casefold(), value) for key, value in _FIELD().findall(fields)]
    values = dict(found)
    copies, name = values.get("qty", ""), values.get("name", "")
    if len(values) != len(found) or not _COPIES().fullmatch(copies) or not name:
        return None
    return int(copies), name, values.get("loc")


def _unread(number: int) -> Finding:
    """The ``parse-error`` of a Decked Builder line of line ``number`` that gives no
    copies and card."""
    return Finding(
        "parse-error", "Decked Builder's line gives no copies and card (qty:N name:Card): "
        "Decked Builder reads this line and other tools the card line below it, so one of "
        "them may count a card the other does not", line=number,
        hint="export the decklist again, or write it as ///mvid:N qty:N name:Card loc:Deck "
             "above a card line of the same copies and card")


def _disagreement(number: int, copies: int, name: str, where: str | None,
                  zone: str | None) -> Finding:
    """The ``parse-error`` of a Decked Builder line of line ``number`` giving ``copies``
    of ``name`` (in ``zone``, written ``loc:where``) that the card line below does not."""
    place = {MAIN: " in the deck", SIDE: " in the side deck"}.get(zone or "", "")
    said = f"{copies} {name}{place}" + ("" if where is None else f" (loc:{where})")
    return Finding(
        "parse-error", f"Decked Builder's line says {said}, but the card line below it "
        "does not: Decked Builder reads this line and other tools the card lines, so one "
        "of them counts a card the other does not", line=number,
        hint="export the decklist again, or write each card line below its ///mvid line "
             "with the same copies, name and zone")


def _card_line_below(lines: list[str], number: int, by_line: dict[int, DeckLine]
                     ) -> DeckLine | None:
    """The card line read on the line after line ``number``, where Decked Builder writes
    it; ``None`` when there is none or it was read as no card line."""
    return by_line.get(number + 1) if number < len(lines) else None
