"""The brackets Japanese and Chinese lists write round a card's name as quote marks
(``4 《Lightning Bolt》``, ``【】``, ``「」``, ``『』``, ``〈〉``), and Hareruya's Japanese name, a
slash and the English name in them (``《稲妻/Lightning Bolt》``): each was an unknown card
(``「」`` a look-alike warning), a legal deck illegal, and ``《Fire // Ice》`` was cut at its
``//`` as a comment."""

from __future__ import annotations

import pytest

from cardtools.model import DeckResult
from tests.test_real_deck_forms import MAIN, SIDE, check, errors, lines

BRACKETS = ["\u300a{}\u300b", "\u3010{}\u3011", "\u300c{}\u300d", "\u300e{}\u300f",
            "\u3008{}\u3009"]


def _deck(first: str) -> str:
    """The legal Modern list with its first line (4 Lightning Bolt) written ``first``."""
    return "\n".join([first, *lines(MAIN[1:]), "", "Sideboard", *lines(SIDE)])


def _not_info(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.rule, v.line) for v in result.violations if v.severity != "info"]


@pytest.mark.parametrize("brackets", BRACKETS)
def test_a_name_in_these_brackets_is_that_card(brackets: str) -> None:
    result = check(_deck("4 " + brackets.format("Lightning Bolt")))
    assert (result.status, result.zones, _not_info(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("brackets", BRACKETS)
def test_a_banned_card_in_these_brackets_stays_banned(brackets: str) -> None:
    result = check(_deck("4 Lightning Bolt") + "\n1 " + brackets.format("Ponder"))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert errors(result) == [("zone-size", 15), ("banned", 21)]


@pytest.mark.parametrize("brackets", ["\u300a{}\u300b", "\u3010{}\u3011"])
def test_a_split_cards_slashes_in_these_brackets_are_its_name(brackets: str) -> None:
    result = check(_deck("4 Lightning Bolt") + "\n1 " + brackets.format("Fire // Ice"))
    # the whole name is the card (not yet in Modern's pool that day), not "Fire" and a comment
    assert [(v.rule, v.message[:40]) for v in result.violations if v.line == 21] == [
        ("card-pool", "Fire // Ice is not in the card pool of M")]
    assert result.zones == {"main": 60, "side": 16}


@pytest.mark.parametrize(("written", "read"), [
    ("\u300a\u7a32\u59bb/Lightning Bolt\u300b", "Lightning Bolt"),
    ("\u7a32\u59bb/Lightning Bolt", "Lightning Bolt"),
    ("\u300c\u7a32\u59bb / Lightning Bolt\u300d", "Lightning Bolt")])
def test_a_japanese_name_then_the_english_one_is_the_english_one(written: str, read: str
                                                                  ) -> None:
    result = check(_deck(f"4 {written}"))
    assert (result.status, result.zones, _not_info(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [v.message for v in result.violations if v.line == 1] == [
        f"no card is named '{written}': read as 4 {read}"]


def test_a_japanese_name_never_hides_the_english_card_after_it() -> None:
    # the English name is read: the banned card so written is found
    result = check(_deck("4 Lightning Bolt") + "\n1 \u300a\u7a32\u59bb/Ponder\u300b")
    assert errors(result) == [("zone-size", 15), ("banned", 21)]


@pytest.mark.parametrize("brackets", BRACKETS)
@pytest.mark.parametrize("inside", ["Island // Ponder", "Island -- Ponder", "島/Island // Ponder"])
def test_a_card_after_a_comment_mark_in_these_brackets_is_said(brackets: str,
                                                               inside: str) -> None:
    """A comment mark inside the brackets hides no card: the bracket closing the name
    was read as part of the comment's card (``Ponder》``), which then named none."""
    result = check(_deck("4 Lightning Bolt") + "\n1 " + brackets.format(inside))
    assert result.status == "illegal"
    assert ("parse-error", 21) in errors(result)
