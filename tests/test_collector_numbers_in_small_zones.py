"""A number after a set code on a line with no count, in the command zone (a commander or
a legal pair): the card's collector number, read as one copy with a note, not that many
copies (``Commander: Azusa, Lost but Seeking (A25) 155`` was 155 commanders). A line of
a sideboard or the main deck keeps README's reading (the number at the end is its count:
a line never counts fewer copies than it may mean)."""

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


@pytest.mark.parametrize("written", ["Pyroblast (ICE) 212", "Pyroblast (ICE) 16",
                                     "Pyroblast [ICE] 16"])
def test_a_sideboard_line_over_the_sideboards_size_keeps_its_count(written: str) -> None:
    """Legacy's sideboard holds 15, but ``Pyroblast (ICE) 16`` may mean 16 copies: it
    counts them, and the sideboard is refused as too large (never legal as one copy)."""
    result = _judge(f"4 Lightning Bolt\n56 Mountain\nSideboard\n{written}\n", "mtg/legacy")
    count = int(written.rsplit(" ", 1)[1])
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": count})
    assert [(line, rule, message) for line, rule, message, _hint in _said(result)] == [
        (3, "zone-size", f"Sideboard: {count} cards; at most 15"),
        (4, "reading", f"no card is named '{written}': read as {count} Pyroblast"),
        (4, "copy-limit", f"{count} copies of Pyroblast; at most 4")]


def test_a_count_the_zone_can_hold_and_a_main_deck_line_keep_their_count() -> None:
    """``Pyroblast (ICE) 2`` in the sideboard is 2 copies, and ``Mountain (M10) 56`` in
    the deck 56 Mountains (README: the number at a line's end is its count)."""
    result = _judge("4 Lightning Bolt\nMountain (M10) 56\nSideboard\nPyroblast (ICE) 2\n",
                    "mtg/legacy")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 2})
