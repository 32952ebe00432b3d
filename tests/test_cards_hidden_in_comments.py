"""A comment that names another card than its line's is a ``parse-error`` naming both, the
line's card counted, whatever drops it: after a copy's condition, language or finish
(``1 Island (Near Mint) // Black Lotus``, ``1 Island - NM -- Black Lotus``), read as a
printing's word, or after a ``#`` (``1 Island # Black Lotus``), read as a comment or a
count. Each was the line's card alone, the banned card hidden."""

from __future__ import annotations

import pytest

from tests.test_cards_in_dropped_marks import DECK
from tests.test_pasted_lists import check


@pytest.mark.parametrize(("written", "name", "card"), [
    ("1 Island (Near Mint) // Black Lotus", "Island", "Black Lotus"),
    ("Island (Near Mint) // Black Lotus", "Island", "Black Lotus"),
    ("1 Island - Lightly Played // Black Lotus", "Island", "Black Lotus"),
    ("1 Island - foil // 1 Black Lotus", "Island", "Black Lotus"),
    ("1 Island (English) -- Mox Jet, Black Lotus", "Island", "Mox Jet"),
    ("1 Island - NM -- Black Lotus", "Island -", "Black Lotus")])
def test_a_card_in_a_comment_after_a_condition_is_a_parse_error(
        written: str, name: str, card: str) -> None:
    result = check(DECK + written + "\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 60}
    as_written = written.split(" ", 1)[1] if written[0].isdigit() else written
    mark = "--" if " -- " in written else "//"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", f"no card is named '{as_written}': the line names '{name}' "
                f"and, after its '{mark}', the card {card}: counted as 1 {name}", 6)]


@pytest.mark.parametrize("written", [
    "1 Island (Near Mint) // burn", "1 Island - NM -- burn", "1 Island (Near Mint) // Island",
    "1 Island - Lightly Played // foil"])
def test_a_comment_naming_no_other_card_after_a_condition_stays_a_comment(
        written: str) -> None:
    result = check(DECK + written + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.rule for v in result.violations if v.line == 6] == ["duplicate-line", "reading"]


@pytest.mark.parametrize(("written", "card"), [
    ("1 Island # Black Lotus", "Black Lotus"), ("1 Island #Black Lotus", "Black Lotus"),
    ("Island # Black Lotus", "Black Lotus"), ("1 Island # 1 Black Lotus", "Black Lotus"),
    ("1 Island # Mox Jet, Black Lotus", "Mox Jet"),
    ("1 Island (M12) 1 # Black Lotus", "Black Lotus"),
    ("1 Island (Near Mint) # Black Lotus", "Black Lotus"), ("1 Island # Flash", "Flash"),
    # written as a mark's name may be: each was dropped unsaid
    ("1 Island # Black-Lotus", "Black Lotus"), ("1 Island # TheOneRing", "The One Ring"),
    ("1 Island # Black_Lotus", "Black Lotus"),
    ("1 Island # Artifact \u2014 Black Lotus", "Black Lotus"),
    ("1 Island # Creature \u2014 Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("1 Island # w/ The One Ring", "The One Ring"),
    # after "with", or spelt by its letters alone (marks, escapes, run together)
    ("1 Island # with The One Ring", "The One Ring"),
    ("1 Island # good with Black Lotus", "Black Lotus"),
    ("1 Island # w/ The.One.Ring", "The One Ring"), ("1 Island # theonering", "The One Ring"),
    ("1 Island # Black%20Lotus", "Black Lotus"), ("1 Island # with Flash", "Flash"),
    ("1 Island # plus BlackLotus", "Black Lotus")])
def test_a_card_in_a_hash_comment_is_a_parse_error(written: str, card: str) -> None:
    result = check(DECK + written + "\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 60}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", f"the line names 'Island' and, after its '#', the card {card}: "
                "counted as 1 Island", 6)]


@pytest.mark.parametrize("written", ["1 Island # burn", "1 Island # Island", "1 Island # x",
                                     "1 Island // x",
                                     "1 Island # tech vs combo", "1 Island #x1",
                                     "1 Island # Basic Land \u2014 Island",
                                     "1 Island # Land \u2014 Plains Swamp",
                                     "1 Island # vs. Oath of Druids", "1 Island # NM, English",
                                     "1 Island # with friends", "1 Island # vs The One Ring"])
def test_a_hash_comment_naming_no_other_card_stays_a_comment(written: str) -> None:
    result = check(DECK + written + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize(("written", "mark", "card"), [
    ("1 Island // SB: 1 Black Lotus", "//", "Black Lotus"),
    ("1 Island -- SB: 1 Black Lotus", "--", "Black Lotus"),
    ("1 Island // Sideboard: 1 Black Lotus", "//", "Black Lotus"),
    ("1 Island // Maybeboard: Black Lotus", "//", "Black Lotus")])
def test_a_card_line_after_a_prefix_in_a_comment_is_a_parse_error(
        written: str, mark: str, card: str) -> None:
    # the prefix kept the card line from being read: a comment, the banned card hidden
    result = check(DECK + written + "\n")
    assert result.status == "illegal"
    as_written = written.split(" ", 1)[1]
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", f"no card is named '{as_written}': the line names 'Island' and, "
                f"after its '{mark}', the card {card}: counted as 1 Island", 6)]


def test_a_card_line_after_a_prefix_in_a_hash_comment_is_a_parse_error() -> None:
    result = check(DECK + "1 Island # SB: 1 Black Lotus\n")
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 6)]


def test_a_labelled_note_of_no_card_in_a_comment_stays_a_comment() -> None:
    result = check(DECK + "1 Island // note: cantrip\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize("written", ["Tokens\n1 Treasure # Black Lotus",
                                     "Tokens\n1 Treasure [Black Lotus]",
                                     "Tokens: 1 Treasure # Black Lotus",
                                     "Tokens\n1 Treasure <Oko, Thief of Crowns>"])
def test_a_card_dropped_from_a_tokens_line_is_a_parse_error(written: str) -> None:
    # the token was left out and the card with its comment or mark: the banned card hidden
    result = check(DECK + "1 Island\n" + written + "\n")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 7 if written.startswith("Tokens:") else 8)]


def test_a_token_without_a_card_in_its_comment_stays_out_of_the_deck() -> None:
    result = check(DECK + "1 Island\nTokens\n1 Treasure # from Dockside\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize(("written", "card"), [
    ("1 Island # a # Black Lotus", "Black Lotus"), ("1 Island # Black Lotus # x", "Black Lotus"),
    ("1 Island #a #Black Lotus", "Black Lotus"), ("1 Island # a ## 1 Black Lotus", "Black Lotus"),
    ("Island x1 # a # b # Black Lotus", "Black Lotus"),
    ("1 Island (M12) 1 # a # Oko, Thief of Crowns", "Oko, Thief of Crowns")])
def test_a_card_after_a_second_hash_in_a_comment_is_a_parse_error(written: str,
                                                                   card: str) -> None:
    """A card after another ``#`` in the comment was read as part of the comment's first
    words, which name no card: the banned card hidden, the deck legal."""
    result = check(DECK + written + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", f"the line names 'Island' and, after its '#', the card {card}: "
                "counted as 1 Island", 6)]


@pytest.mark.parametrize(("written", "mark"), [
    ("1 Island // a -- Black Lotus", "//"), ("1 Island -- a -- Black Lotus", "--"),
    ("1 Island // a # Black Lotus", "//")])
def test_a_card_after_another_comment_mark_in_a_comment_is_a_parse_error(written: str,
                                                                         mark: str) -> None:
    result = check(DECK + written + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 6)]
    assert "the card Black Lotus: counted as 1 Island" in next(
        v.message for v in result.violations if v.severity == "error")


@pytest.mark.parametrize("written", ["1 Island # nice # card", "1 Island // tech -- vs combo",
                                     "1 Island # x # y"])
def test_a_comment_of_several_marks_naming_no_card_stays_a_comment(written: str) -> None:
    result = check(DECK + written + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize(("written", "mark"), [
    ("1 Island // Black Lotus (have 2)", "//"), ("Island x1 // Black Lotus (have 2)", "//"),
    ("Island (x1) // Black Lotus [missing: 2]", "//"),
    ("1 Island // Black Lotus - need 1", "//"), ("Island x1 -- Black Lotus: need 1", "--"),
    ("1 Island // Black Lotus \u2014 have 2", "//")])
def test_a_card_in_a_comment_before_a_held_copies_note_is_a_parse_error(
        written: str, mark: str) -> None:
    """The note of copies held after a comment's card (``(have 2)``) hid the card: the
    comment named no card as a whole, and was read as a comment, the banned card unsaid."""
    result = check(DECK + written + "\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 60}
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 6)]
    [error] = [v.message for v in result.violations if v.severity == "error"]
    assert error.endswith(f"the line names 'Island' and, after its '{mark}', the card Black "
                          "Lotus: counted as 1 Island")


@pytest.mark.parametrize("written", ["1 Island［Black Lotus］", "1 Island ［Black Lotus］",
                                     "Island［Black Lotus］ x1"])
def test_a_card_in_full_width_square_brackets_is_a_parse_error(written: str) -> None:
    """Full-width square brackets are read as ASCII ones for the line and for what its
    reading drops alike: their card was dropped unseen as a category (the banned card
    hidden, the deck legal)."""
    result = check(DECK + written + "\n")
    assert result.status == "illegal"
    assert [v.rule for v in result.violations if v.severity == "error"] == ["parse-error"]


@pytest.mark.parametrize("written", ["1 Island［XLN］", "1 Island［foil］", "Island［M12］ x1"])
def test_a_printing_in_full_width_square_brackets_is_read_as_in_ascii_ones(
        written: str) -> None:
    result = check(DECK + written + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
