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
BANNED = ("Dread Return is banned in Modern (listed by 2020-01-01, "
          "where the recorded lists start)")


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


@pytest.mark.parametrize(("first", "rest", "card", "listed"), [
    ("The One", "Ring", "The One Ring", "since 2024-12-16"),  # 'Ring' no card: a heading
    ("Mental", "Misstep", "Mental Misstep", "listed by 2020-01-01, where the recorded "
     "lists start"),  # 'Mental' no card: an unknown card
    ("Arcum's", "Astrolabe", "Arcum's Astrolabe", "since 2020-07-13"),  # neither a card
    ("Hogaak, Arisen", "Necropolis", "Hogaak, Arisen Necropolis", "listed by 2020-01-01, "
     "where the recorded lists start"),
])
def test_a_banned_name_broken_over_two_lines_whose_halves_name_no_card_is_that_card(
        first: str, rest: str, card: str, listed: str) -> None:
    """A half that names no card (``1 The One`` an unknown card, ``Ring`` read as a
    grouping header) still makes the banned card's name with the other: README's "whose
    names together are a card's name on the format's banned or restricted list" (only
    ``1 Dread`` then ``Return``, each a card, were joined)."""
    result = mtg().check_bytes(f"{_LANDS}3 Opt\n1 {first}\n{rest}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", f"{card} is banned in Modern ({listed})", 3)]
    assert result.zones == {"main": 60}
    assert _notes(result) == [(f"'{first}' and '{rest}' on the line after it are one card's "
                               f"name broken over two lines, {card}, which the format's "
                               "banned or restricted list holds: read as one card line of 1",
                               4)]


@pytest.mark.parametrize("text", [
    "1 Ancient\nTomb\n",  # Ancient Tomb is on no list of Modern: two unknown cards
    "1 Lightning\nBolt\n",
])
def test_halves_of_a_card_on_no_list_stay_unknown_cards(text: str) -> None:
    """Metamorphic: a card broken so that is on no list is not joined (README: other such
    pairs stay the cards they name): each half stays an unknown card."""
    result = mtg().check_bytes(f"{_LANDS}3 Opt\n{text}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [
        ("unknown-card", 3), ("unknown-card", 4)]


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


@pytest.mark.parametrize("written", ["Dread // Return", "Dread //Return"])
def test_a_banned_name_parted_by_a_split_cards_separator_is_a_parse_error(
        written: str) -> None:
    """``1 Dread // Return`` was one Dread, ``// Return`` read as a comment: without
    its separator the line names the banned Dread Return, a parse-error naming it."""
    result = mtg().check_bytes(f"{_LANDS}3 Opt\n1 {written}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [(
        "parse-error", f"no card is named '{written}': without its '//' the line names the "
        "card Dread Return: counted as 1 Dread", 3)]
    hint = next(v.hint for v in result.violations if v.rule == "parse-error")
    assert hint == "write the card's name as it is: 1 Dread Return, or 1 Dread alone"


def test_a_comment_after_a_split_cards_separator_stays_a_comment() -> None:
    """Metamorphic: a comment that makes no card's name with the line's stays a comment,
    and a split card stays that card."""
    result = mtg().check_bytes(f"{_LANDS}3 Opt\n1 Dread // burn\n".encode(), "deck.txt")
    assert (result.status, errors(result)) == ("legal", [])
    assert _notes(result) == [("no card is named 'Dread // burn': '// burn' is read as a "
                               "comment", 3)]
    split = mtg().check_bytes(f"{_LANDS}3 Opt\n1 Fire // Ice\n".encode(), "deck.txt")
    assert (split.status, errors(split)) == ("legal", [])
