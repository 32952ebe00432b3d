"""A comment after a card saying what it is for, in brackets or after one dash, its
first word a match-up's or a purpose's (``2 Pyroblast (vs aggro)``, ``1 Duress - for
Murktide Regent``): read as a ``--`` comment is, the card before it counted; a card line
with a count in it (``(vs 1 Black Lotus)``) or a card's whole name (``(For the
Emperor!)``) is a parse-error, never hidden."""

from __future__ import annotations

import pytest

from cardtools.model import DeckResult
from tests.test_hostile_tricks import errors
from tests.test_hostile_variants import mtg


def _legacy(text: str) -> DeckResult:
    return mtg("mtg/legacy").check_bytes(text.encode(), "deck.txt")


def _notes(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.message, v.line) for v in result.violations if v.rule == "reading"]


@pytest.mark.parametrize(("written", "card", "count"), [
    ("2 Pyroblast (vs aggro)", "Pyroblast", 2), ("2 Pyroblast (VS Burn)", "Pyroblast", 2),
    ("2x Pyroblast (versus Delver)", "Pyroblast", 2),
    ("1 Duress - for Murktide Regent", "Duress", 1),
    ("1 Duress \u2013 against combo", "Duress", 1), ("1 Duress (against combo)", "Duress", 1),
    ("2 Pyroblast (contre Delver)", "Pyroblast", 2), ("1 Duress - vs Reanimator", "Duress", 1),
])
def test_a_match_up_comment_after_a_counted_card_is_dropped(written: str, card: str,
                                                            count: int) -> None:
    # each was the unknown card 'Pyroblast (vs aggro)' (a legal deck illegal)
    result = _legacy(f"4 Ponder\n{written}\n{60 - 4 - count} Island\n")
    assert result.status == "legal"
    assert errors(result) == []
    assert result.zones == {"main": 60}
    name = written.split(" ", 1)[1]
    assert _notes(result) == [(f"no card is named '{name}': read as {count} {card}", 2)]


@pytest.mark.parametrize("written", [
    "2 Pyroblast (vs 1 Black Lotus)", "2 Pyroblast (for Black Lotus x1)",
    "2 Pyroblast - vs 4 Black Lotus", "2 Pyroblast -- against 1 Black Lotus",
    "2 Pyroblast (For the Emperor!)", "2 Pyroblast - for aggro 1 Black Lotus",
    "2 Pyroblast (vs aggro and one Black Lotus)", "2 Pyroblast (vs aggro Black Lotus x1)",
    "2 Pyroblast (against IV Black Lotus)", "2 Pyroblast -- vs aggro 1 Black Lotus"])
def test_a_card_line_in_a_match_up_comment_is_a_parse_error(written: str) -> None:
    result = _legacy(f"4 Ponder\n{written}\n54 Island\n")
    assert result.status == "illegal"
    [(rule, message, line)] = errors(result)
    assert (rule, line) == ("parse-error", 2)
    where = "after its '--'" if " -- " in written else "in its comment"
    card = "For the Emperor!" if "Emperor" in written else "Black Lotus"
    # quoted as written ('Pyroblast -- vs 1 Black Lotus' was quoted for the brackets)
    assert message == (f"no card is named '{written.split(' ', 1)[1]}': the line names "
                       f"'Pyroblast' and, {where}, the card {card}: counted as 2 Pyroblast")


def test_a_line_without_a_count_keeps_its_comment() -> None:
    # a title or a bare name is not read so: "Pyroblast (vs aggro)" alone is no line
    # with a count whose card a comment follows
    result = _legacy("4 Ponder\n56 Island\nPyroblast (vs aggro)\n")
    assert [(rule, line) for rule, _, line in errors(result)] == [("unknown-card", 3)]


@pytest.mark.parametrize("written", [
    "2 Pyroblast (vs aggro/1 Black Lotus)", "2 Pyroblast (vs aggro+1 Black Lotus)",
    "2 Pyroblast (vs aggro=1 Black Lotus)", "2 Pyroblast (vs aggro.1 Black Lotus)",
    "2 Pyroblast (vs aggro -1 Black Lotus)", "2 Pyroblast (vs 1Black Lotus)",
    "2 Pyroblast - for aggro (1 Black Lotus)", "2 Pyroblast (vs 1 Black Lotus in sb)",
    "2 Pyroblast (vs aggro 1 Black Lotus and more)", "2 Pyroblast (vs aggro 1 Black Lotus!)",
    "2 Pyroblast (vs aggro 1 Black Lotus.)", "2 Pyroblast (vs aggro 1 Black_Lotus)",
    "2 Pyroblast (vs aggro 1 Black-Lotus)", "2 Pyroblast (for Black Lotus x1 too)",
    "2 Pyroblast (vs aggro 1 copy of Black Lotus)", "2 Pyroblast (vs aggro 1 more Black Lotus)",
    "2 Pyroblast (vs aggro 1-Black Lotus)", "2 Pyroblast (vs aggro 1 Black\u2011Lotus)",
    "2 Pyroblast (vs 2 aggro decks and 1 Black Lotus)"])
def test_a_counted_card_marks_or_words_part_from_the_comment_is_a_parse_error(
        written: str) -> None:
    # each was read as 2 Pyroblast and its comment dropped (a banned card hidden, legal)
    result = _legacy(f"4 Ponder\n{written}\n54 Island\n")
    assert result.status == "illegal"
    [(rule, message, line)] = errors(result)
    assert (rule, line) == ("parse-error", 2)
    assert message == (f"no card is named '{written.split(' ', 1)[1]}': the line names "
                       "'Pyroblast' and, in its comment, the card Black Lotus: counted as "
                       "2 Pyroblast")


@pytest.mark.parametrize("written", [
    "2 Pyroblast (vs 4c Omnath)", "2 Pyroblast (vs aggro, game 2 only)",
    "2 Pyroblast - for turn 1 kills", "2 Pyroblast (vs UR/2 colour decks)"])
def test_a_count_in_a_comment_naming_no_card_keeps_the_comment(written: str) -> None:
    result = _legacy(f"4 Ponder\n{written}\n54 Island\n")
    assert result.status == "legal"
    assert errors(result) == []
    assert _notes(result) == [
        (f"no card is named '{written.split(' ', 1)[1]}': read as 2 Pyroblast", 2)]
