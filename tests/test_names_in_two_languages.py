"""A name that is one card's own English name and another card's French name
(``Contemplation``: Contemplation, and Ponder in French; ``Désolation``: Desolation, and
Badlands in French): the deck's language decides, said by a note; a deck that does not
tell is an ``ambiguous-card``. Each read the English card silently, whatever language the
list was written in (a French list's four Ponder were four Contemplation).

Rules: README, "Decklists" (names); MTG comprehensive rules beside the project (French
card names)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

_CHECKER: list[Checker] = []


def check(text: str) -> DeckResult:
    if not _CHECKER:
        _CHECKER.append(Checker(CheckOptions(format_id="mtg/legacy",
                                             as_of=dt.date(2024, 2, 3), use_config=False)))
    return _CHECKER[0].check_bytes(text.encode(), "deck.txt")


def _said(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("reading", "ambiguous-card", "copy-limit", "banned")]


def test_a_french_lists_name_is_read_in_french() -> None:
    result = check("Deck\n4 Foudre\n4 Contresort\n4 Contemplation\n24 Île\n24 Montagne\n"
                   "Réserve\n4 Désolation\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert _said(result) == [
        ("reading", "'Contemplation' is the French name of Ponder and the name of "
         "Contemplation: read as Ponder (4 of the deck's other names are in that language)", 4),
        ("reading", "'Désolation' is the French name of Badlands and the name of "
         "Desolation: read as Badlands (written with its accents)", 8)]
    assert [entry for entry in result.violations if entry.cards == ("Contemplation",)] == []


def test_an_english_lists_name_is_the_english_card_without_a_word() -> None:
    result = check("Deck\n4 Lightning Bolt\n4 Counterspell\n4 Contemplation\n24 Island\n"
                   "24 Mountain\n")
    assert (result.status, result.zones, _said(result)) == ("legal", {"main": 60}, [])


def test_a_french_name_past_the_copy_limit_counts_with_the_card_it_names() -> None:
    # 4 Ponder by its English name and 4 by its French one: 8 copies of Ponder, as the
    # French list means (before: 4 Ponder and 4 Contemplation, legal)
    result = check("Deck\n4 Foudre\n4 Ponder\n4 Contemplation\n24 Île\n24 Montagne\n")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 3)]


@pytest.mark.parametrize("text", ["4 Contemplation\n4 Endurance\n",
                                  "4 Lightning Bolt\n4 Foudre\n4 Contemplation\n"])
def test_a_list_that_does_not_tell_its_language_is_ambiguous(text: str) -> None:
    result = check(text)
    assert result.status == "illegal"
    assert next((v.rule, v.message, v.hint) for v in result.violations
                if v.rule == "ambiguous-card") == (
        "ambiguous-card", "'Contemplation' could be Contemplation or Ponder",
        "write the card's full name")
