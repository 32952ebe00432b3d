"""A card file (a player's config's ``cards``, or ``--cards``) adding a card of its own
named near a card the format's banned or restricted list holds, or near a card the deck
plays: a typo of it (``Crimson Ritul``), its name among a printing's words (``Crimson
Ritual Foil``, ``A-Crimson Ritual``, ``Playtest Crimson Ritual``) or cut short (``Oko``).
Without the file the line is an unknown card near the banned card; with it the line
was the file's new card, and the deck legal. The line is ambiguous between the two.

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_card_file_claims import _judged_with_config, _magetcg_cards, _organizer_cards
from tests.test_hostile_tricks import DECK_40, checker, errors

#: How the message ends: the rule a card file's card keeps to.
NEVER = "a card file's card never takes another card's name, in any spelling"
LISTED = "which the format's banned or restricted list holds"


def _ambiguous(result: DeckResult, line: int) -> str:
    """The message of the one error, an ``ambiguous-card`` on ``line``."""
    assert result.status == "illegal"
    assert [(rule, at) for rule, _, at in errors(result)] == [("ambiguous-card", line)]
    assert [v.hint for v in result.violations if v.rule == "ambiguous-card"] == [
        "give the card file's card a name of its own"]
    return errors(result)[0][1]


@pytest.mark.parametrize(("named", "how"), [
    ("Crimson Ritul", "is within a typo of"),
    ("Crimson Rtiual", "is within a typo of"),
    ("Crimson Ritual Foil", "holds the name of"),
    ("Crimson Ritual Borderless", "holds the name of"),
    ("A-Crimson Ritual", "is within a typo of"),
    ("Playtest Crimson Ritual", "holds the name of"),
    ("Crimson Ritual 2", "is within a typo of"),
    ("Rituel pourpre foil", "holds the name of"),
    ("Crimson-Ritual-Foil", "holds the name of"),
    ("Ritual Crimson", "has the words of the name of"),
])
def test_a_card_files_new_card_named_near_a_banned_card_is_ambiguous(
        tmp_path: Path, named: str, how: str) -> None:
    """A player's config adding ``Crimson Ritul`` (a Spell of its own) took the line ``1
    Crimson Ritul``: the deck was legal, only "adds card Crimson Ritul" said, where
    without the file the line is an unknown card near the banned Crimson Ritual."""
    result = _judged_with_config(tmp_path, f'name,type\n"{named}",Spell\n',
                                 DECK_40 + f"1 {named}\n")
    assert _ambiguous(result, 12) == (
        f"'{named}' could be {named} or Crimson Ritual ({named} of the card file mine.csv; "
        f"the name {how} Crimson Ritual of the bundled data, {LISTED}: {NEVER})")


def test_a_card_files_new_card_within_a_typo_of_a_played_card_is_ambiguous(
        tmp_path: Path) -> None:
    """A fifth copy of Fire Ball written ``Fire Bal``, a card the player's file adds, was
    no copy of Fire Ball: the deck legal, one copy over the limit of 4."""
    result = _judged_with_config(tmp_path, 'name,type\n"Fire Bal",Spell\n',
                                 DECK_40 + "1 Fire Bal\n")
    assert _ambiguous(result, 12) == (
        "'Fire Bal' could be Fire Bal or Fire Ball (Fire Bal of the card file mine.csv; the "
        f"name is within a typo of Fire Ball of the bundled data, which the deck plays: {NEVER})")


@pytest.mark.parametrize("written", ["Wild Bor", "Quiet Ember", "Fire Ball Deluxe"])
def test_a_card_files_new_card_near_no_listed_or_played_card_is_its_card(
        tmp_path: Path, written: str) -> None:
    """What a card file may do stays: a new card within a typo of a card the deck does
    not play and no list holds (Wild Boar), or holding the name of a played card that
    is on no list (Fire Ball), is the file's card; the banned card written plain beside
    it is still banned."""
    cards = f'name,type\n"{written}",Spell\n'
    added = _judged_with_config(tmp_path, cards, DECK_40 + f"1 {written}\n")
    assert (added.status, added.zones, errors(added)) == ("legal", {"main": 41}, [])
    banned = _judged_with_config(tmp_path, cards, DECK_40 + "1 Crimson Ritual\n")
    assert [(rule, line) for rule, _, line in errors(banned)] == [("banned", 12)]


@pytest.mark.parametrize(("card", "said"), [
    ({"name": "Quiet Ember", "type": "Spell"}, "Quiet Ember"),   # a card it adds
    ({"name": "Tornado", "type": "Spell"}, "Tornado"),           # a card it replaces
])
def test_a_card_files_alias_near_a_banned_card_is_ambiguous(
        tmp_path: Path, card: dict[str, object], said: str) -> None:
    """The same by an alias the file gives its card, one it adds or one it replaces:
    ``1 Crimson Ritul`` was the file's card, the banned card it comes near unsaid (a
    basic land so replaced, the deck legal). The card's own name stays its card."""
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"game": "mage-noir", "cards": [
        {**card, "elements": ["Air"], "aliases": ["Crimson Ritul"]}]}), "utf-8")
    one = checker(card_files=[path])
    result = one.check_bytes((DECK_40 + "1 Crimson Ritul\n").encode(), "deck.txt")
    assert _ambiguous(result, 12) == (
        f"'Crimson Ritul' could be {said} or Crimson Ritual ({said} of the card file "
        f"cards.json; the name is within a typo of Crimson Ritual of the bundled data, "
        f"{LISTED}: {NEVER})")
    own = one.check_bytes((DECK_40 + f"1 {said}\n").encode(), "deck.txt")
    assert [rule for rule, _, _ in errors(own)] == (["copy-limit"] if said == "Tornado" else [])


MODERN = ("Deck\n" + "".join(f"4 {name}\n" for name in (
    "Counterspell", "Fatal Push", "Thoughtseize", "Psychic Frog", "Subtlety",
    "Orcish Bowmasters", "Polluted Delta", "Watery Grave", "Misty Rainforest",
    "Marsh Flats", "Spell Snare", "Sink into Stupor", "Darkslick Shores")) + "7 Island\n")


def _modern_with_config(tmp_path: Path, named: str, written: str) -> DeckResult:
    """A legal Modern deck of 59 cards and ``1 {written}``, judged as of 2026-04-12 under
    a config beside it whose card file adds ``named`` (a creature of Modern Horizons 2)."""
    (tmp_path / "mine.csv").write_text(f'name,type,sets\n"{named}",Creature,MH2\n', "utf-8")
    (tmp_path / ".cardtools.yaml").write_text("cards: [mine.csv]\n", "utf-8")
    (tmp_path / "deck.txt").write_text(MODERN + f"1 {written}\n", "utf-8")
    options = CheckOptions(format_id="mtg/modern", as_of=dt.date(2026, 4, 12))
    return Checker(options).check_paths([str(tmp_path / "deck.txt")])[0]


@pytest.mark.parametrize(("named", "how"), [
    ("Oko", "is the start of the name of"),
    ("Oko Thief", "is the start of the name of"),
    ("Oko, Thief", "is the start of the name of"),
    ("Oko, Thief of Crown", "is within a typo of"),
    ("Oko the Thief of Crowns", "is within a typo of"),
    ("A-Oko, Thief of Crowns", "is within a typo of"),
])
def test_a_card_files_new_card_named_near_a_banned_magic_card_is_ambiguous(
        tmp_path: Path, named: str, how: str) -> None:
    """Under ``--format mtg/modern`` a player's config adding ``Oko`` (players' name for
    the banned Oko, Thief of Crowns) took the line ``1 Oko``, legal."""
    result = _modern_with_config(tmp_path, named, named)
    assert _ambiguous(result, 16) == (
        f"'{named}' could be {named} or Oko, Thief of Crowns ({named} of the card file "
        f"mine.csv; the name {how} Oko, Thief of Crowns of the bundled data, {LISTED}: {NEVER})")


def test_the_same_card_file_leaves_a_legal_magic_deck_legal(tmp_path: Path) -> None:
    """Metamorphic: the deck with a card of the bundled data instead of the file's card
    stays legal, the file beside it."""
    result = _modern_with_config(tmp_path, "Oko", "Island")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"main": 60}


def test_a_players_card_within_a_typo_of_the_organizers_played_card_is_ambiguous(
        tmp_path: Path) -> None:
    """MageTCG's cards are all card files: a player's ``Storm Adpet, Common`` beside the
    organizer's ``Storm Adept, Rare`` (at most 2 in Ascension) made a third copy a new
    card, the deck legal. Neither file is the game's own data: each line is ambiguous."""
    organizer = _organizer_cards(tmp_path, "Storm Adept,Character,Rare")
    player = _magetcg_cards(tmp_path / "mine.csv",
                            "Storm Adpet,Character,Common,standard;holographic\n")
    one = Checker(CheckOptions(format_id="magetcg/ascension", card_files=[organizer, player],
                               use_config=False, as_of=dt.date(2026, 11, 29)))
    deck = ("Mage\n1 Iconic Seraph\nDeck\n" + "".join(f"4 Filler {n}\n" for n in range(14))
            + "2 Storm Adept\n")
    result = one.check_bytes((deck + "1 Storm Adpet\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [
        ("ambiguous-card", 18), ("ambiguous-card", 19)]
    assert errors(result)[1][1] == (
        "'Storm Adpet' could be Storm Adpet or Storm Adept (Storm Adpet of the card file "
        "mine.csv; the name is within a typo of Storm Adept of the card file organizer.csv, "
        f"which the deck plays: {NEVER})")
    alone = one.check_bytes((deck + "1 Filler 14\n").encode(), "deck.txt")
    assert (alone.status, errors(alone)) == ("legal", [])


def _modern_with_organizers_cards(tmp_path: Path, named: str, how: str) -> DeckResult:
    """``_modern_with_config``'s deck (``1 {named}``), the card file given by the one
    running the check: ``--cards`` (``how`` ``cards``) or the ``--config`` naming it."""
    (tmp_path / "mine.csv").write_text(f'name,type,sets\n"{named}",Creature,MH2\n', "utf-8")
    (tmp_path / "event.yaml").write_text("cards: [mine.csv]\n", "utf-8")
    (tmp_path / "deck.txt").write_text(MODERN + f"1 {named}\n", "utf-8")
    given = ({"card_files": [tmp_path / "mine.csv"], "use_config": False} if how == "cards"
             else {"config_file": tmp_path / "event.yaml"})
    options = CheckOptions(format_id="mtg/modern", as_of=dt.date(2026, 4, 12), **given)
    return Checker(options).check_paths([str(tmp_path / "deck.txt")])[0]


@pytest.mark.parametrize("how", ["cards", "config"])
@pytest.mark.parametrize("named", ["Ponder the Depths", "Preordain of Ages"])
def test_an_organizers_new_card_holding_a_one_word_banned_name_among_its_own_is_its_card(
        tmp_path: Path, named: str, how: str) -> None:
    """A new card's own name holds a banned card's one word as often (Balance of Power,
    Flash Photography, beside the banned Balance and Flash): an organizer's file adding
    the cards of a set newer than the card data made the legal deck illegal."""
    result = _modern_with_organizers_cards(tmp_path, named, how)
    assert (result.status, errors(result), result.zones) == ("legal", [], {"main": 60})


@pytest.mark.parametrize("named", ["Ponder the Depths", "Ponder Proxy", "Proxy Ponder",
                                   "Ponder Altered", "Ponder Signed"])
def test_a_players_new_card_holding_a_one_word_banned_name_is_ambiguous(
        tmp_path: Path, named: str) -> None:
    """The same card in a config found beside the decklist, which may be the player's:
    any word of its own may disguise the banned card (it was legal, Ponder hidden)."""
    result = _modern_with_config(tmp_path, named, named)
    assert _ambiguous(result, 16) == (
        f"'{named}' could be {named} or Ponder ({named} of the card file mine.csv; the "
        f"name holds the name of Ponder of the bundled data, {LISTED}: {NEVER})")


@pytest.mark.parametrize(("named", "how"), [
    ("Ponder Foil", "holds the name of"), ("Playtest Ponder", "holds the name of"),
    ("Ponder 2", "is within a typo of"), ("Ponder Borderless Promo", "holds the name of")])
def test_a_card_files_new_card_holding_a_one_word_banned_name_among_a_printings_words_is_ambiguous(
        tmp_path: Path, named: str, how: str) -> None:
    result = _modern_with_config(tmp_path, named, named)
    assert _ambiguous(result, 16) == (
        f"'{named}' could be {named} or Ponder ({named} of the card file mine.csv; the "
        f"name {how} Ponder of the bundled data, {LISTED}: {NEVER})")
