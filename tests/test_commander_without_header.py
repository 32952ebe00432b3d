"""A commander deck written with no command zone: the commander error's hint names the
one card or legal pair that could lead it, found among the deck's cards without trying
every two of them (a list of thousands of legends took minutes to judge)."""

from __future__ import annotations

import datetime as dt
import json
from time import process_time

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.conftest import ROOT


def _judge(text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/commander", as_of=dt.date(2026, 6, 1),
                                   use_config=False))
    return checker.check_bytes(text.encode("utf-8"), "deck.txt")


def _commander_errors(result: DeckResult) -> list[tuple[int | None, str, str | None]]:
    return [(v.line, v.message, v.hint) for v in result.violations if v.rule == "commander"]


def test_the_hint_names_the_one_pair_whose_identity_holds_the_deck() -> None:
    """Thrasios and Tymna (Partner) hold Tatyova's blue and green and the Islands; no
    card alone holds the others, so the pair is named."""
    text = ("Deck\n1 Tatyova, Benthic Druid\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\n"
            "97 Island\n")
    assert _commander_errors(_judge(text)) == [(
        1, "no commander: the command zone must hold a legendary creature, a legendary "
           "Vehicle, a legendary Spacecraft with power and toughness or a card whose text "
           "says it can be your commander",
        "if Thrasios, Triton Hero and Tymna the Weaver are your commanders, move them to "
        "the command zone: write them under a 'Commander' header")]


def test_a_background_pair_is_found_from_either_side() -> None:
    """The black Background written before its green commander, the Swamps beside the
    Forests: only the pair (Choose a Background with a Background) holds the deck."""
    text = "Deck\n1 Criminal Past\n1 Wilson, Refined Grizzly\n49 Forest\n49 Swamp\n"
    assert [hint for _, _, hint in _commander_errors(_judge(text))] == [
        "if Criminal Past and Wilson, Refined Grizzly are your commanders, move them to the "
        "command zone: write them under a 'Commander' header"]


def test_a_list_of_every_legend_is_judged_in_seconds() -> None:
    """Every legendary creature and partner card of the card data, no header: about three
    thousand cards that could lead, millions of pairs when every two were tried."""
    cards = json.loads((ROOT / "cards" / "mtg" / "cards.json").read_text("utf-8"))["cards"]
    names = [card["name"] for card in cards
             if card.get("partner") or ("Legendary" in card.get("supertypes", ())
                                        and "Creature" in card.get("type", ()))]
    assert len(names) > 2000
    started = process_time()
    result = _judge("Deck\n" + "".join(f"1 {name}\n" for name in names))
    assert process_time() - started < 15
    assert result.status == "illegal"
    assert [(line, hint) for line, _, hint in _commander_errors(result)] == [
        (1, "write your commander under a 'Commander' header")]


@pytest.mark.parametrize(("text", "hint"), [
    # two legends of one identity, the first on line 1 under no header: named by its line
    ("1 Glissa Sunslayer\n1 Meren of Clan Nel Toth\n1 Sol Ring\n96 Swamp\n1 Llanowar Elves\n",
     "if Glissa Sunslayer on line 1 is your commander, move it to the command zone: write "
     "it under a 'Commander' header"),
    ("# golgari graveyard\n1 Meren of Clan Nel Toth\n1 Glissa Sunslayer\n97 Swamp\n"
     "1 Llanowar Elves\n",
     "if Meren of Clan Nel Toth on line 2 is your commander, move it to the command zone: "
     "write it under a 'Commander' header"),
    # the first line leads no deck (Sol Ring), or a header stands above it: none guessed
    ("1 Sol Ring\n1 Glissa Sunslayer\n1 Meren of Clan Nel Toth\n96 Swamp\n1 Llanowar Elves\n",
     "write your commander under a 'Commander' header"),
    ("Deck\n1 Glissa Sunslayer\n1 Meren of Clan Nel Toth\n97 Swamp\n1 Llanowar Elves\n",
     "write your commander under a 'Commander' header"),
])
def test_of_several_that_could_lead_the_first_card_line_under_no_header_is_named(
        text: str, hint: str) -> None:
    """A list with its commander on line 1 and no header, several of its cards able to
    lead it: the hint named none ("write your commander under a 'Commander' header"), as
    if the player had to guess which of the deck's words the tool wanted."""
    assert [found_hint for _, _, found_hint in _commander_errors(_judge(text))] == [hint]
