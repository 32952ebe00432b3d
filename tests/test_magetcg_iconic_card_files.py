"""A MageTCG card file saying a card is Iconic in other words: a type ``Iconic Character``
(the rules' words for the Mage, Card Types: Mage) is a Character with ``iconic`` yes (the
game data's ``flags`` of ``values.json``), an ``Iconique`` column is the ``iconic`` column,
and a column titled by the word that no rule reads (``Iconic?``) is refused, not left
unread: the Mage zone takes an Iconic Character only (Zones: Mage Zone)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.cardfiles import database_for
from cardtools.checker import Checker, CheckOptions
from cardtools.errors import CardtoolsError

#: An Ascension deck of Wanderer as its Mage (line 3) and 59 copies of a Common (line 5).
ASCENSION_OF_A_WANDERER = "Format: magetcg/ascension\nMage\n1 Wanderer\nDeck\n59 Ember Squire\n"


def _errors(tmp_path: Path, text: str, suffix: str = ".csv") -> list[tuple[str, int | None]]:
    """The error rules and lines of ``ASCENSION_OF_A_WANDERER`` with the card file
    ``text``."""
    cards = tmp_path / f"cards{suffix}"
    cards.write_text(text, encoding="utf-8")
    options = CheckOptions(format_id=None, card_files=[cards], use_config=False,
                           as_of=dt.date(2026, 11, 29))
    result = Checker(options).check_bytes(ASCENSION_OF_A_WANDERER.encode(), "deck.txt")
    return [(v.rule, v.line) for v in result.violations if v.severity == "error"]


#: 59 copies of a Common: the copy limit's error, whatever the Mage.
COPIES = ("copy-limit", 5)


@pytest.mark.parametrize("kind", ["Iconic Character", "iconic character", "Iconique Character",
                                  "Character - Iconic", "Character (Iconic)", "Iconic-Character"])
def test_a_type_iconic_character_is_an_iconic_character(tmp_path: Path, kind: str) -> None:
    """``Iconic Character`` was refused ("did you mean Character?"), and a Character so
    typed was no Mage."""
    text = f"name,type,rarity\nWanderer,{kind},Legendary\nEmber Squire,Character,Common\n"
    assert _errors(tmp_path, text) == [COPIES]
    cards = tmp_path / "cards.csv"
    card = database_for("magetcg", [cards]).resolve("Wanderer").card
    assert card is not None and (card.types, card.facts["iconic"]) == (("Character",), True)


def test_a_yaml_type_iconic_character_is_an_iconic_character(tmp_path: Path) -> None:
    text = ("cards:\n  - {name: Wanderer, type: Iconic Character, rarity: Legendary}\n"
            "  - {name: Ember Squire, type: Character, rarity: Common}\n")
    assert _errors(tmp_path, text, ".yaml") == [COPIES]


def test_a_character_not_marked_iconic_is_still_no_mage(tmp_path: Path) -> None:
    text = "name,type,rarity\nWanderer,Character,Legendary\nEmber Squire,Character,Common\n"
    assert _errors(tmp_path, text) == [("zone-card-type", 3), COPIES]


def test_a_type_saying_iconic_beside_an_iconic_of_no_is_refused(tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,iconic\nEmber Squire,Character,Common,\n"
                     "Wanderer,Iconic Character,Legendary,no\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert (raised.value.where, raised.value.message) == (
        "3", "card 'Wanderer': type 'Iconic Character' says iconic, and its iconic says no: "
        "give the card one answer")


@pytest.mark.parametrize("title", ["Iconique", "Ikonisch", "Icónico", "Est iconique",
                                   "Is Iconic"])
def test_an_iconic_column_in_other_words_is_the_iconic_column(tmp_path: Path,
                                                              title: str) -> None:
    """A French sheet's ``Iconique`` of ``oui`` was a column no rule read: its Mage was
    no Iconic card."""
    text = (f"name,type,rarity,{title}\nWanderer,Character,Legendary,oui\n"
            "Ember Squire,Character,Common,\n")
    assert _errors(tmp_path, text) == [COPIES]


@pytest.mark.parametrize("title", ["Iconic?", "Iconic (Y/N)", "Iconic card"])
def test_a_column_titled_iconic_that_no_rule_reads_is_refused(tmp_path: Path,
                                                              title: str) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text(f'name,type,rarity,"{title}"\nWanderer,Character,Legendary,oui\n'
                     "Ember Squire,Character,Common,\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert (raised.value.where, raised.value.message) == (
        "1", f"the column {title!r} is no card fact the rules read, but marks a card's iconic "
        "(yes), which the rules read under that name only: give the card's iconic as yes, or "
        "rename the column if it holds something else")
