"""A list whose lines part each card's name and count with a mark (``Thoughtseize;4``,
``4;Thoughtseize``: spreadsheet text) is read line by line as before, and the reading
is said once for the lines the same mark parts, on the first of them, naming them (it was
said on each line: 36 notes saying one thing)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

#: A legal Legacy deck of 60 cards, as count and name.
DECK = [(4, "Thoughtseize"), (4, "Lightning Bolt"), (4, "Ponder"), (4, "Brainstorm"),
        (4, "Counterspell"), (4, "Force of Will"), (4, "Daze"), (4, "Preordain"),
        (4, "Delver of Secrets"), (24, "Island")]


def check(text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/legacy", use_config=False,
                                   as_of=dt.date(2026, 8, 22)))
    return checker.check_bytes(text.encode(), "deck.txt")


def notes(result: DeckResult) -> list[tuple[str, int | None]]:
    """``(message, line)`` of every ``reading`` note."""
    return [(v.message, v.line) for v in result.violations if v.rule == "reading"]


@pytest.mark.parametrize(("form", "first", "mark", "side"), [
    ("{name};{count}", "Thoughtseize;4", ";", "name and its count"),
    ("{count};{name}", "4;Thoughtseize", ";", "count and its name"),
    ("{name} ; {count}", "Thoughtseize ; 4", ";", "name and its count"),
    ("{name},{count}", "Thoughtseize,4", ",", "name and its count"),
    ("{name} - {count}", "Thoughtseize - 4", "-", "name and its count")])
def test_a_mark_parting_each_count_is_said_once(form: str, first: str, mark: str,
                                                side: str) -> None:
    text = "".join(form.format(name=name, count=count) + "\n" for count, name in DECK)
    result = check(text)
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert notes(result) == [(
        f"'{mark}' is read as the mark between each card's {side} (no card is named "
        f"'{first}': read as 4 Thoughtseize): 10 lines, 1, 2, 3, 4, 5, 6...", 1)]


def test_each_mark_is_said_once_and_a_line_alone_as_before() -> None:
    text = "Thoughtseize;4\nLightning Bolt,4\n4 Ponder\nIsland;52\n"
    result = check(text)
    assert (result.status, result.zones) == ("legal", {"main": 64})
    assert notes(result) == [
        ("';' is read as the mark between each card's name and its count (no card is "
         "named 'Thoughtseize;4': read as 4 Thoughtseize): 2 lines, 1, 4", 1),
        ("no card is named 'Lightning Bolt,4': read as 4 Lightning Bolt", 2)]


def test_a_banned_card_so_written_is_still_judged_on_its_line() -> None:
    text = "".join(f"{name};{count}\n" for count, name in DECK[:-1]) + \
        "Black Lotus;1\nIsland;23\n"
    result = check(text)
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", 10)]
    assert [line for _, line in notes(result)] == [1]
