"""A number after a set code on a line with no count, in a zone that holds at most a few
cards (the command zone: a commander or a legal pair; a sideboard of 15): the card's
collector number, read as one copy with a note, not that many copies (``Commander:
Azusa, Lost but Seeking (A25) 155`` was 155 commanders). A main-deck line keeps README's
reading (the number at the end is its count)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult


def _judge(text: str, format_id: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id=format_id, as_of=dt.date(2026, 8, 22),
                                   use_config=False))
    return checker.check_bytes(text.encode("utf-8"), "deck.txt")


def _said(result: DeckResult) -> list[tuple[int | None, str, str, str | None]]:
    return [(v.line, v.rule, v.message, v.hint) for v in result.violations]


@pytest.mark.parametrize("written", ["Commander: Azusa, Lost but Seeking (A25) 155",
                                     "Commander\nAzusa, Lost but Seeking [CHK] 201"])
def test_a_commander_line_counts_one_copy_not_its_collector_number(written: str) -> None:
    """Under a ``Commander:`` prefix or header: one Azusa, the deck legal, the note
    saying how the number was read and how to write it."""
    tail = written.split("\n")[-1].removeprefix("Commander: ")
    line = written.count("\n") + 1
    result = _judge(f"{written}\nDeck\n99 Forest\n", "mtg/commander")
    number = tail.rsplit(" ", 1)[1]
    assert result.status == "legal"
    assert _said(result) == [(
        line, "reading", f"no card is named '{tail}': read as 1 Azusa, Lost but Seeking, "
        f"{number} its collector number (the command zone holds at most 2 cards)",
        f"write 1 {tail} to say so")]
    assert result.zones == {"command": 1, "main": 99}


def test_a_sideboard_line_over_the_sideboards_size_counts_one_copy() -> None:
    """Legacy's sideboard holds 15: ``Pyroblast (ICE) 212`` is one Pyroblast."""
    result = _judge("4 Lightning Bolt\n56 Mountain\nSideboard\nPyroblast (ICE) 212\n",
                    "mtg/legacy")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})
    assert _said(result) == [(
        4, "reading", "no card is named 'Pyroblast (ICE) 212': read as 1 Pyroblast, 212 "
        "its collector number (the sideboard holds at most 15 cards)",
        "write 1 Pyroblast (ICE) 212 to say so")]


def test_a_count_the_zone_can_hold_and_a_main_deck_line_keep_their_count() -> None:
    """``Pyroblast (ICE) 2`` in the sideboard is 2 copies, and ``Mountain (M10) 56`` in
    the deck 56 Mountains (README: the number at a line's end is its count)."""
    result = _judge("4 Lightning Bolt\nMountain (M10) 56\nSideboard\nPyroblast (ICE) 2\n",
                    "mtg/legacy")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 2})
