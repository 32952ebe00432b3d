"""A comment after two hyphens on a card line (``4 Thoughtseize -- discard``): read as a
``// comment`` is, on a line that gives a count; a line without one keeps its hyphens
(a deck's title, ``Reanimator -- by Alice``)."""

from __future__ import annotations

import pytest

from cardtools.model import DeckResult
from tests.test_hostile_tricks import errors
from tests.test_hostile_variants import mtg

_RESTRICTED = ("restricted", "4 copies of Black Lotus; it is restricted to 1 copy ("
               "listed by 2020-01-01, where the recorded lists start)", 1)


def _notes(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.message, v.line) for v in result.violations if v.rule == "reading"]


@pytest.mark.parametrize("written", ["4 Thoughtseize -- discard", "4x Thoughtseize -- discard",
                                     "4 Thoughtseize --- discard",
                                     "4 Thoughtseize (THS) 107 -- discard"])
def test_a_comment_after_two_hyphens_is_dropped_from_a_counted_line(written: str) -> None:
    # It was the unknown card 'Thoughtseize -- discard': a legal deck illegal.
    result = mtg("mtg/modern").check_bytes(f"{written}\n56 Swamp\n".encode(), "deck.txt")
    assert result.status == "legal"
    assert errors(result) == []
    assert [line for _, line in _notes(result)] == [1]
    assert result.zones["main"] == 60


def test_the_note_names_the_comment_as_written() -> None:
    result = mtg("mtg/modern").check_bytes(b"4 Thoughtseize -- discard\n56 Swamp\n",
                                           "deck.txt")
    assert _notes(result) == [
        ("no card is named 'Thoughtseize -- discard': '-- discard' is read as a comment", 1)]


def test_a_count_after_the_name_before_two_hyphens_is_the_count() -> None:
    result = mtg("mtg/vintage").check_bytes(b"Black Lotus x4 -- power\n56 Island\n",
                                            "deck.txt")
    assert errors(result) == [_RESTRICTED]


@pytest.mark.parametrize("comment", ["-- 1 Black Lotus", "-- Black Lotus", "--- Black Lotus"])
def test_a_card_after_two_hyphens_is_no_comment(comment: str) -> None:
    # A second card written after the mark is a parse-error, as after '//': never a comment
    # that hides a banned card.
    result = mtg("mtg/legacy").check_bytes(f"4 Ponder {comment}\n56 Island\n".encode(),
                                           "deck.txt")
    assert result.status == "illegal"
    mark = comment.split()[0][:2]
    assert errors(result) == [(
        "parse-error", f"no card is named 'Ponder {comment}': the line names 'Ponder' and, "
        f"after its '{mark}', the card Black Lotus: counted as 4 Ponder", 1)]


@pytest.mark.parametrize("title", ["Reanimator -- by Alice", "Izzet Murktide -- 5-0"])
def test_a_title_with_two_hyphens_stays_a_note(title: str) -> None:
    result = mtg("mtg/modern").check_bytes(f"{title}\n\n4 Thoughtseize\n56 Swamp\n".encode(),
                                           "deck.txt")
    assert result.status == "legal"
    assert _notes(result) == [(f"'{title}' names no card: read as a note, not a card", 1)]


def test_a_line_without_a_count_keeps_its_hyphens() -> None:
    # No count: the hyphens may be a title's or a note's, never silently cut to a card.
    result = mtg("mtg/vintage").check_bytes(b"4 Island\nBlack Lotus -- power\n55 Island\n",
                                            "deck.txt")
    assert [(rule, line) for rule, _, line in errors(result)] == [("unknown-card", 2)]


@pytest.mark.parametrize("comment", ["// Mox Jet, Black Lotus", "-- Mox Jet; Black Lotus",
                                     "// power: Black Lotus, Mox Jet"])
def test_a_card_among_a_list_in_a_comment_is_no_comment(comment: str) -> None:
    # It was a comment: the banned Black Lotus hidden, the Legacy deck legal.
    result = mtg("mtg/legacy").check_bytes(f"4 Ponder {comment}\n56 Island\n".encode(),
                                           "deck.txt")
    assert [(rule, line) for rule, _, line in errors(result)] == [("parse-error", 1)]


def test_a_list_of_words_in_a_comment_stays_a_comment() -> None:
    result = mtg("mtg/legacy").check_bytes(b"4 Ponder // good vs Burn, Tron; Bo3\n56 Island\n",
                                           "deck.txt")
    assert (result.status, result.zones["main"]) == ("legal", 60)


@pytest.mark.parametrize("comment", [
    "// Black Lotus and Mox Jet", "// Mox Jet,Black Lotus", "// Mox Jet & Black Lotus",
    "// Mox Jet + Black Lotus", "// Mox Jet / Black Lotus", "// Black Lotus x1, Mox Jet x1",
    "-- Mox Jet | Black Lotus"])
def test_a_card_among_a_list_however_parted_is_no_comment(comment: str) -> None:
    # Each was a comment: the banned Black Lotus hidden, the Legacy deck legal.
    result = mtg("mtg/legacy").check_bytes(f"4 Ponder {comment}\n56 Island\n".encode(),
                                           "deck.txt")
    [(rule, message, line)] = errors(result)
    assert (rule, line) == ("parse-error", 1)
    assert message.startswith(f"no card is named 'Ponder {comment}': the line names "
                              "'Ponder' and, after its ")


@pytest.mark.parametrize("written", [
    "Ponder x4 // Black Lotus", "Ponder x4 -- Black Lotus", "Ponder (M12) 73 x4 // Black Lotus",
    "4 Ponder (M12) 73 -- Black Lotus", "Ponder 4x // 1 Black Lotus"])
def test_a_card_in_the_comment_of_any_counted_line_is_no_comment(written: str) -> None:
    # A count after the name, or a set code and number before the mark, dropped the
    # comment with it: the banned card hidden without a word, the deck legal.
    result = mtg("mtg/legacy").check_bytes(f"{written}\n56 Island\n".encode(), "deck.txt")
    [(rule, message, line)] = errors(result)
    assert (rule, line) == ("parse-error", 1)
    assert message.endswith("the card Black Lotus: counted as 4 Ponder")
    assert result.zones["main"] == 60


@pytest.mark.parametrize("written", [
    "Ponder x4 // cantrip", "Ponder x4 -- draw / filter", "4 Lightning Bolt // burn and reach",
    # prose joining a card's name to words of no card: no list of cards
    "4 Counterspell // Flash and hold up mana", "4 Lingering Souls // 1/1 Spirit + flashback",
    "4 Ponder // dig and Opt"])
def test_a_comment_naming_no_card_after_a_counted_line_stays_a_comment(written: str) -> None:
    result = mtg("mtg/legacy").check_bytes(f"{written}\n56 Mountain\n".encode(), "deck.txt")
    assert (result.status, errors(result), result.zones["main"]) == ("legal", [], 60)


@pytest.mark.parametrize("comment", [
    "// 1 Black Lotus in sb", "-- 1 Black Lotus!", "// (1 Black Lotus)", "// 1Black Lotus",
    "// cut 1 Black Lotus later", "-- sb: 1 Black Lotus later", "// aggro/1 Black Lotus",
    "// 1 Black-Lotus"])
def test_a_counted_card_among_other_words_of_a_comment_is_no_comment(comment: str) -> None:
    # Each was a comment, the card's name among other words or marks: the banned Black
    # Lotus hidden, the Legacy deck legal.
    result = mtg("mtg/legacy").check_bytes(f"4 Ponder {comment}\n56 Island\n".encode(),
                                           "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [(
        "parse-error", f"no card is named 'Ponder {comment}': the line names 'Ponder' and, "
        f"after its '{comment[:2]}', the card Black Lotus: counted as 4 Ponder", 1)]
    assert result.zones["main"] == 60


@pytest.mark.parametrize("comment", [
    "// 2 in sb vs aggro", "-- turn 1 wins", "// 4 of them, 2 more later", "// 1/1 flyer"])
def test_a_count_among_words_naming_no_card_stays_a_comment(comment: str) -> None:
    result = mtg("mtg/legacy").check_bytes(f"4 Ponder {comment}\n56 Island\n".encode(),
                                           "deck.txt")
    assert (result.status, errors(result), result.zones["main"]) == ("legal", [], 60)


def test_a_counted_card_among_other_words_after_a_hash_is_no_comment() -> None:
    result = mtg("mtg/legacy").check_bytes(b"4 Ponder # 1 Black Lotus too\n56 Island\n",
                                           "deck.txt")
    assert errors(result) == [(
        "parse-error", "the line names 'Ponder' and, after its '#', the card Black Lotus: "
        "counted as 4 Ponder", 1)]
