"""Marks after a card's name on a line with a count that end an item (``4 Ponder;``) or
mark a note (``4 Aether Vial *``, ``4 Ponder 🔵``), as players type a list in a message:
the card before them, with a note; a mark hides no card. A full stop or a comma stays
part of the name (``Opt.`` is no spelling of Opt: an unknown card)."""

from __future__ import annotations

import pytest

from cardtools.model import DeckResult
from tests.test_hostile_tricks import errors
from tests.test_hostile_variants import mtg


def _legacy(text: str) -> DeckResult:
    return mtg("mtg/legacy").check_bytes(text.encode(), "deck.txt")


@pytest.mark.parametrize(("written", "card"), [
    ("4 Ponder;", "Ponder"), ("4 Ponder ;", "Ponder"),
    ("4 Aether Vial *", "Aether Vial"), ("4 Ponder \U0001f535", "Ponder"),
    ("4x Ponder \u2705", "Ponder"), ("4 Ponder \u2020", "Ponder"),
    ("4 Delver of Secrets *", "Delver of Secrets // Insectile Aberration")])
def test_a_mark_after_a_counted_name_is_no_part_of_it(written: str, card: str) -> None:
    # each was an unknown card ('Ponder;'): a legal deck illegal
    result = _legacy(f"{written}\n56 Island\n")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])
    name = written.split(" ", 1)[1]
    assert [(v.rule, v.message) for v in result.violations if v.line == 1] == [
        ("reading", f"no card is named '{name}': read as 4 {card}")]


@pytest.mark.parametrize("written", ["4 Ponder.", "4 Ponder,"])
def test_a_full_stop_or_a_comma_after_the_name_stays_written(written: str) -> None:
    result = _legacy(f"{written}\n56 Island\n")
    assert [(rule, line) for rule, _, line in errors(result)] == [("unknown-card", 1)]


@pytest.mark.parametrize("written", ["1 Black Lotus;", "1 Black Lotus *",
                                     "1 Black Lotus \U0001f525"])
def test_a_banned_card_with_a_mark_after_it_is_judged(written: str) -> None:
    result = _legacy(f"{written}\n59 Island\n")
    assert [(rule, line) for rule, _, line in errors(result)] == [("banned", 1)]


def test_a_bare_name_keeps_its_marks() -> None:
    # a line without a count is no item of a counted list: as written
    result = _legacy("4 Ponder\n56 Island\nPonder *\n")
    assert [(rule, line) for rule, _, line in errors(result)] == [("unknown-card", 3)]
