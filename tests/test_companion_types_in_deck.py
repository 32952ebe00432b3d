"""A card is judged by a companion's condition as it is in the deck, not on the
battlefield: Grist, the Hunger Tide is "a 1/1 Insect creature in addition to its other
types" while it is not on the battlefield (its text), a creature card in a starting deck
(MTG comprehensive rules 702.139a). Typed a planeswalker only, it broke no Kaheera deck
(legal with a creature neither Cat nor Beast among its cards) and broke Umori's shared
card type beside creatures (a legal deck illegal)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult


def _check(text: str, format_id: str) -> DeckResult:
    return Checker(CheckOptions(format_id=format_id, use_config=False,
                                as_of=dt.date(2026, 8, 1))).check_bytes(text.encode(), "d.txt")


def _errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


KAHEERA = ("Kaheera, the Orphanguard cannot be your companion (each creature card in your "
           "starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card): 1 card "
           "breaks it: Grist, the Hunger Tide")


def test_grist_is_a_creature_card_that_breaks_kaheeras_condition() -> None:
    result = _check("Companion\n1 Kaheera, the Orphanguard\nDeck\n1 Grist, the Hunger Tide\n"
                    "4 Savannah Lions\n55 Forest\n", "mtg/vintage")
    assert _errors(result) == [("companion", KAHEERA, 2)]


@pytest.mark.parametrize("format_id", ["mtg/commander", "mtg/duel-commander"])
def test_grist_as_commander_shares_the_creature_type_with_umoris_creatures(
        format_id: str) -> None:
    result = _check("Commander\n1 Grist, the Hunger Tide\nDeck\n1 Llanowar Elves\n"
                    "1 Birds of Paradise\n49 Swamp\n48 Forest\nSideboard\n"
                    "1 Umori, the Collector\n", format_id)
    assert (result.status, _errors(result)) == ("legal", [])


def test_grist_in_a_sixty_card_deck_shares_the_creature_type_with_umoris_creatures() -> None:
    result = _check("Companion\n1 Umori, the Collector\nDeck\n1 Grist, the Hunger Tide\n"
                    "4 Llanowar Elves\n55 Forest\n", "mtg/legacy")
    assert (result.status, _errors(result)) == ("legal", [])
