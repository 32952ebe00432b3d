"""The notes and hints that say which header to write name the zones in the judged
game's words, from its game data: a reader that knows no game wrote Mage Noir's "Side
deck" into a Magic list's note, and a commander read from a list's first block was told
to write a "Sideboard" header to say otherwise.

Rules: README, "How it was read"; the game data's ``written_headers`` and
``zone_labels`` (formats/*/game.yaml)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult


def _notes(text: str, format_id: str) -> list[tuple[int | None, str]]:
    checker = Checker(CheckOptions(format_id=format_id, as_of=dt.date(2026, 6, 1),
                                   use_config=False))
    result: DeckResult = checker.check_bytes(text.encode("utf-8"), "deck.txt")
    return [(v.line, v.message) for v in result.violations if v.rule == "reading"]


@pytest.mark.parametrize(("format_id", "deck", "side", "label"), [
    ("mtg/pioneer", "4 Opt\n" * 14, "Sideboard", "sideboard"),
    ("mage-noir/tournament", "4 Fire Ball\n4 Tornado\n4 Air Blade\n", "Side deck",
     "side deck")])
def test_a_second_block_note_names_the_games_headers(format_id: str, deck: str, side: str,
                                                     label: str) -> None:
    lines = deck.count("\n")
    assert _notes(deck + "\n1 Duress\n", format_id) == [(
        lines + 2, "a second block of cards after one blank line and no header: read as the "
        f"{label} (the MTGO and Arena export convention); write a Deck or {side} header to "
        "say otherwise")]


def test_a_companion_block_note_names_magics_sideboard() -> None:
    text = "1 Lurrus of the Dream-Den\n\n" + "4 Opt\n" * 15
    assert _notes(text, "mtg/pioneer") == [(
        1, "two blocks of cards and no header: the first (1 card) is read as the sideboard "
        "and the second (60 cards) as the main deck, as MTGO writes a list with a "
        "companion; write a Sideboard header to say otherwise")]


@pytest.mark.parametrize(("first", "other"), [(True, "Deck"), (False, "Sideboard")])
def test_a_commander_read_from_a_block_names_the_blocks_other_header(first: bool,
                                                                      other: str) -> None:
    """The commander first, then a blank line: the block's other reading is the deck's
    first cards (a Deck header), not the sideboard; written last (MTGO), the sideboard."""
    deck = "".join(f"1 {name}\n" for name in ("Goblin Matron", "Goblin Recruiter")) \
        + "98 Mountain\n"
    text = f"1 Krenko, Mob Boss\n\n{deck}" if first else f"{deck}\n1 Krenko, Mob Boss\n"
    where = ("first block of cards, before a blank line", "deck sites write a Commander "
             "deck's commander first") if first else (
             "last block of cards, after a blank line", "MTGO writes a Commander deck so")
    assert _notes(text, "mtg/commander") == [(
        1 if first else 5, f"'Krenko, Mob Boss' in the {where[0]} and no header, can be your "
        f"commander: read in the command zone ({where[1]}); write a Commander or {other} "
        "header to say otherwise")]
