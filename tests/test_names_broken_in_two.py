"""A banned card's name broken in two where each half is a card of its own: over two lines
(``1 Dread`` then ``Return``: Dread, and Return, a face of Never // Return) or by a
split card's separator put between its words (``1 Dread // Return``). Each was read as
legal cards, a comment or a face, the banned Dread Return a person reads unsaid.

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import pytest

from cardtools.model import DeckResult
from tests.test_hostile_tricks import errors
from tests.test_hostile_variants import mtg

_LANDS = "56 Island\n"
BANNED = ("Dread Return is banned in Modern (since 2020-01-01 or earlier: the recorded "
          "history starts then)")


def _notes(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.message, v.line) for v in result.violations if v.rule == "reading"]


@pytest.mark.parametrize("rest", ["Return", "    Return", "- Return"])
def test_a_banned_name_broken_over_two_lines_is_the_banned_card(rest: str) -> None:
    """``1 Dread`` and, on the next line without a count, ``Return`` were one Dread and
    one Never // Return, the deck legal: they are the banned Dread Return, said."""
    result = mtg().check_bytes(f"{_LANDS}3 Opt\n1 Dread\n{rest}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 3)]
    assert result.zones == {"main": 60}
    assert ("'Dread' and 'Return' on the line after it are one card's name broken over "
            "two lines, Dread Return, which the format's banned or restricted list holds: "
            "read as one card line of 1", 4) in _notes(result)


@pytest.mark.parametrize("text", [
    "1 Dread\n1 Never // Return\n",   # each line with its count: two cards
    "1 Dread\n# note\nReturn\n",       # a comment between them
    "1 Fire // Ice\nIce\n",           # the join names no card
])
def test_two_cards_not_joined_into_a_listed_card_stay_two(text: str) -> None:
    """Metamorphic: lines that do not make a listed card's name, or that each give
    their count, stay the cards they name."""
    result = mtg().check_bytes(f"{_LANDS}2 Opt\n{text}".encode(), "deck.txt")
    assert result.status == "legal"
    assert errors(result) == []
    assert result.zones == {"main": 60}
