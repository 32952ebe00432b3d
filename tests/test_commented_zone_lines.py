"""A Markdown heading or a ``//`` comment whose text is a card line after a zone's line
prefix (``## Commander: Azusa, Lost but Seeking``, ``# Magi: Ashgar, Gar, Grega``; of the
deck or side deck with a count, ``// SB: 1 Name``) is read as that line, with a note: it
was a comment, left out without a word (a commander or a Magi stack lost, a legal deck
illegal; a card hidden)."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_hostile_tricks import DECK_40, checker, errors

DUEL = "decklists-duel-commander/2024-07-25_dcleague_8348_d02.txt"
COMMANDER = "Commander\n1 Azusa, Lost but Seeking\n"


def _duel_deck(shared: Path, commander_lines: str) -> DeckResult:
    """The real Duel Commander deck of ``DUEL`` with its commander written as
    ``commander_lines``, judged on its event day."""
    text = (shared / "data" / "mtg" / DUEL).read_text("utf-8")
    assert COMMANDER in text
    judge = Checker(CheckOptions(format_id="mtg/duel-commander", use_config=False,
                                 as_of=dt.date(2024, 7, 25)))
    return judge.check_bytes(text.replace(COMMANDER, commander_lines).encode(), "deck.txt")


def _notes(result: DeckResult, line: int) -> list[str]:
    return [v.message for v in result.violations if v.rule == "reading" and v.line == line]


@pytest.mark.parametrize("written", [
    "## Commander: Azusa, Lost but Seeking", "# Commander: 1 Azusa, Lost but Seeking",
    "// Commander: Azusa, Lost but Seeking", "### Commander - Azusa, Lost but Seeking",
])
def test_a_commander_named_in_a_heading_or_comment_is_the_commander(
        shared: Path, written: str) -> None:
    as_written = _duel_deck(shared, COMMANDER)
    result = _duel_deck(shared, written + "\n")
    assert result.status == as_written.status == "legal"
    assert result.zones == as_written.zones == {"command": 1, "main": 99}
    inner = re.sub(r"^(#+|//) ", "", written)
    assert _notes(result, 4) == [f"'{written}' is a heading or comment written as the line "
                                 f"'{inner}': read as that line"]


@pytest.mark.parametrize("written", [
    "# Side deck: 1 Crimson Ritual", "// Side deck: 1 Crimson Ritual",
    "## SB: x1 Crimson Ritual", "# Main: 1 Crimson Ritual",
])
def test_a_card_commented_out_with_its_zones_prefix_stays_a_comment(written: str) -> None:
    """A card line of the deck or the side deck after a comment's or heading's mark, with
    its zone's prefix (``// SB: 1 Damnation``), is a card commented out, as the same line
    without the prefix (``// 1 Damnation``) is: not counted, the deck legal (it was
    counted, a legal deck's sideboard made 16), said by a note on its line. Only a zone of
    one kind of card (the commander, the Magi) is read from such a line."""
    result = checker().check_bytes((DECK_40 + written + "\n").encode(), "deck.txt")
    assert (result.status, result.zones, errors(result), _notes(result, 12)) == (
        "legal", {"main": 40}, [], [f"'{written}' is a card line commented out: not counted "
                                    "(remove its mark to count 1 Crimson Ritual)"])


@pytest.mark.parametrize("written", [
    "// 1 [ICE] Crimson Ritual", "//1 [] Crimson Ritual", "// SB: 1 [ICE] Crimson Ritual",
    "//SB:  1 [] Crimson Ritual", "# 1 [ICE] Crimson Ritual", "// 1 (ICE) Crimson Ritual",
])
def test_a_card_commented_out_with_a_set_code_before_its_name_is_said(written: str) -> None:
    # the set code in brackets before the name (MWS's and mtgtop8's) is cut as a card
    # line's: the line vanished without the note (its name began with the bracket)
    result = checker().check_bytes((DECK_40 + written + "\n").encode(), "deck.txt")
    assert (result.status, result.zones, errors(result), _notes(result, 12)) == (
        "legal", {"main": 40}, [], [f"'{written}' is a card line commented out: not counted "
                                    "(remove its mark to count 1 Crimson Ritual)"])


def test_a_magi_stack_named_in_a_heading_is_the_stack(shared: Path) -> None:
    source = shared / "data" / "magi-nation" / "decklists" / "bs1e_starter_cald.txt"
    text = source.read_text("utf-8")
    assert "# Magi\nAshgar\nGar\nGrega\n" in text
    judge = Checker(CheckOptions(format_id="magi-nation/standard", use_config=False,
                                 as_of=dt.date(2021, 6, 1)))
    result = judge.check_bytes(
        text.replace("# Magi\nAshgar\nGar\nGrega\n", "# Magi: Ashgar, Gar, Grega\n").encode(),
        "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"magi": 3, "main": 40}


@pytest.mark.parametrize(("written", "zones"), [
    ("## Sideboard - 1 Tide", {"main": 40, "side": 2}),  # the side deck's header, as before
    ("# Commander: none", {"main": 40}),                  # a zone said empty
    ("# Deck: Burn", {"main": 40}),                      # a deck's name, no card
    ("# 1 Tide", {"main": 40}),                          # a card line commented out
    ("## Sideboard: vs Control", {"main": 40}),          # a title, no count: a comment
    ("## Main: Mono-Red Burn", {"main": 40}),
    ("# Side deck: Tide", {"main": 40}),
])
def test_other_headings_and_comments_read_as_before(written: str,
                                                    zones: dict[str, int]) -> None:
    result = checker().check_bytes((DECK_40 + written + "\n1 Rock\n").encode(), "deck.txt")
    assert result.zones == zones | ({"side": 2} if "side" in zones else {"main": 41})
    assert [v.rule for v in result.violations if v.severity == "error"] == []
