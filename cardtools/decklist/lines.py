"""What the line-based readers of other tools' files share (Forge and XMage ``.dck``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from cardtools.decklist.decoding import MAX_COUNT, MAX_LINE
from cardtools.decklist.text import (
    CONTROL,
    CONTROL_PROBLEM,
    bidi_control,
    bidi_problem,
    commented_card_note,
    commented_zone_card_note,
    quantity_problem,
)
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import DeckLine, Finding
from cardtools.namecells import may_name_one_card
from cardtools.names import strip_blank_edges

_COUNT_NAME = re.compile(r"^(?P<n>[-+]?\d+)\s+(?P<rest>\S.*)$")


class Counted(NamedTuple):
    """What ``counted`` reads of a card line: its ``count`` and the ``rest`` of it; for
    ``0 4 Name`` (a count of 0 before a line with a count of its own), ``cut`` is the
    text after the 0 (``4 Name``), a card cut from the list if a card is so named."""

    count: int  # type: ignore[assignment]  # the field hides tuple.count, unused here
    rest: str
    cut: str | None = None


def counted(text: str, number: int) -> Counted | Finding:
    """The count and rest of a line ``4 Name...`` (a line without a count: one copy), or
    a finding on line ``number``: a ``reading`` note for ``0 Name`` (a card cut from the
    list, not counted), a ``parse-error`` for a line too long, holding control
    characters, or with a count outside 1..``MAX_COUNT``. ``0 4 Name`` is read as ``4
    Name`` with ``cut`` set (``DeckLine.readings`` then try ``4 Name`` as a card cut
    first), so that a line never counts fewer copies than it may mean. Never raises."""
    if len(text) > MAX_LINE:
        return Finding("parse-error", f"line is {len(text)} characters long; at most {MAX_LINE}",
                       line=number)
    if CONTROL.search(text):
        return Finding("parse-error", CONTROL_PROBLEM, line=number)
    match = _COUNT_NAME.match(text)
    if match is None:
        return Counted(1, text)
    digits = match["n"]
    count = int(digits) if len(digits) <= 7 else MAX_COUNT + 1
    if count == 0:
        rest = match["rest"].strip()
        inner = counted(rest, number) if _COUNT_NAME.match(rest) else None
        if isinstance(inner, Counted) and inner.cut is None:
            return inner._replace(cut=rest)
        return Finding("reading", f"0 copies of '{rest[:80]}': not counted", line=number)
    if not 1 <= count <= MAX_COUNT:
        shown = quantity_problem(count) if len(digits) <= 7 else (
            f"quantity of {len(digits)} digits is not between 1 and {MAX_COUNT}")
        return Finding("parse-error", shown, line=number)
    return Counted(count, match["rest"].strip())


def card_line(name: str, count: int, zone: str, number: int, holographic: bool = False,
              cut: str | None = None) -> DeckLine | Finding:
    """A card line, or a ``parse-error`` on line ``number`` when ``name`` is empty;
    ``cut``: the name of the line's reading as a card cut from the list (``0 4 Name``:
    ``4 Name``), tried first."""
    if not name:
        return Finding("parse-error", "no card name on this line", line=number)
    readings = ((cut, 0),) if cut else ()
    return DeckLine(name, count, zone, number, holographic, readings=readings)


def content_lines(lines: Iterable[str], skipped: tuple[str, ...],
                  findings: list[Finding],
                  zones: ZoneTable | None = None) -> Iterator[tuple[int, str]]:
    """``(line number, stripped text)`` of each line that is not blank and does not start
    with one of ``skipped`` (the file's comment marks), numbered from 1; what shows as
    nothing at a line's ends (a zero-width space) is stripped as white space is. A comment
    that is a card line with its count (``#1 Oko, Thief of Crowns``, ``// 4 Grief``) is a
    card line commented out: its info ``reading`` note (``text.commented_card_note``; the
    game data's ``zones`` tell a header's words, default: the bundled ones) is appended to
    ``findings``, as a text decklist says it (the card vanished without a word). A line
    holding a control character is not yielded but appended to ``findings`` as a
    ``parse-error``, whatever it starts with: a comment or a setting with ESC in it
    may hide its rest on a terminal (``# x\x1b[2K4 Black Lotus``), and one with a
    vertical tab or a form feed shows its rest as a line of its own (``cat``), which
    must not go unread (``decoding._PAGE_BREAK``)."""
    for number, raw in enumerate(lines, start=1):
        # what shows as nothing at a line's ends is no part of it, as in a text decklist
        text = strip_blank_edges(raw) if len(raw) <= MAX_LINE else raw.strip()
        if CONTROL.search(text):
            findings.append(Finding("parse-error", CONTROL_PROBLEM, line=number))
        elif text.startswith(skipped) and not raw.isascii() and (
                bidi := bidi_control(raw)):
            # a comment may show as a card line (``\u202e#sutoL kcalB 1``)
            findings.append(Finding("parse-error", bidi_problem(bidi[0]), line=number))
        elif text.startswith(skipped):
            note = _commented_card(text, skipped, number, zones or bundled_zones())
            findings.extend([note] if note is not None else [])
        elif text:
            yield number, text


def _commented_card(text: str, marks: tuple[str, ...], number: int,
                    zones: ZoneTable) -> Finding | None:
    """The note that comment line ``number`` (``text``, opening with one of ``marks``)
    is a card line commented out (``text.commented_card_note``), also after a zone's
    line prefix (``// SB: 1 Grief``: ``text.commented_zone_card_note``), else ``None``."""
    mark = max((each for each in marks if text.startswith(each)), key=len)
    rest = text[len(mark):].strip()
    return commented_card_note(rest, text, number, zones) or commented_zone_card_note(
        rest, text, number, zones)


def featured_card_note(name: str, where: str, lines: Iterable[DeckLine],
                       line: int | None) -> Finding | None:
    """The ``reading`` note that a deck's featured card (Moxfield's ``main``, Cockatrice's
    ``<bannerCard>``: ``where``), read as the deck's metadata and never counted, names no
    card of its ``lines`` (``may_name_one_card``), at ``line``; ``None`` when it names
    one. Pure."""
    if any(may_name_one_card([card.name, name]) for card in lines):
        return None
    return Finding("reading", f"the deck's featured card '{name}' ({where}) is not among its "
                   "cards; it was not counted", line=line)
