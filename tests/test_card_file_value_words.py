"""A card file's type and subtypes written in other words: the words of other languages a
game's ``values.json`` gives for a type are that type (Mage Noir's ``Tier``, ``Tiere``,
``Animale``), and a type of no word of the game, in a file layered on its cards unchecked,
leaves the category rule unsure, an error (Detailed Rules v1.1, 1.1: at most 1 Animal)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtools.cardfiles import database_for
from tests.test_hostile_tricks import DECK_40, checker, errors

#: The 40-card deck and two new cards, Test Hound on line 12 and Test Raven on line 13.
TWO_NEW = DECK_40 + "1 Test Hound\n1 Test Raven\n"
TWO_ANIMALS = ("category-limit", "2 Animals in deck and side deck (Test Hound and Test Raven); "
               "at most 1", 13)


def _judged(tmp_path: Path, text: str, suffix: str = ".csv") -> tuple[str, list[
        tuple[str, str, int | None]]]:
    """The status and errors of ``TWO_NEW`` with the card file ``text``."""
    cards = tmp_path / f"cards{suffix}"
    cards.write_text(text, encoding="utf-8")
    result = checker(card_files=[cards]).check_bytes(TWO_NEW.encode(), "deck.txt")
    return result.status, errors(result)


@pytest.mark.parametrize("word", ["Tier", "Tiere", "Dier", "Dieren", "Animale", "Animales",
                                  "\u0416\u0438\u0432\u043e\u0442\u043d\u043e\u0435",
                                  "\u52d5\u7269", "Zwierz\u0119", "Permanent Tier"])
def test_a_type_in_the_games_other_words_is_that_type(tmp_path: Path, word: str) -> None:
    """A file naming no game typing its two Animals ``Tier`` was read as no Mage Noir
    file, layered unchecked, no Animal: the deck legal."""
    assert _judged(tmp_path, f"name,type\nTest Hound,{word}\nTest Raven,{word}\n") == (
        "illegal", [TWO_ANIMALS])


def test_a_type_word_beside_a_real_type_is_that_type(tmp_path: Path) -> None:
    assert _judged(tmp_path, "name,type\nTest Hound,Tier\nTest Raven,Tier\nFire Ball,Spell\n"
                   ) == ("illegal", [TWO_ANIMALS])


def test_a_yaml_type_and_subtype_in_other_words_are_that_type(tmp_path: Path) -> None:
    text = ("cards:\n  - {name: Test Hound, type: Tier}\n"
            "  - {name: Test Raven, type: Permanent, subtypes: [Tiere]}\n")
    assert _judged(tmp_path, text, ".yaml") == ("illegal", [TWO_ANIMALS])


@pytest.mark.parametrize("word", ["Tier", "Tiere", "Dier", "Animali", "Animales", "Tier Wolf",
                                  "Tier-Karte", "Wolf - Tier"])
def test_a_subtype_in_the_games_other_words_is_that_type(tmp_path: Path, word: str) -> None:
    """``Permanent`` of the subtype ``Tiere`` was no Animal, two Animals legal."""
    text = f"name,type,subtypes\nTest Hound,Permanent,{word}\nTest Raven,Permanent,Animale\n"
    assert _judged(tmp_path, text) == ("illegal", [TWO_ANIMALS])


def test_a_subtype_of_other_words_stays_as_written(tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,subtypes\nTest Hound,Permanent,Tier-1\n", encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Test Hound").card
    assert card is not None and card.subtypes == ("Tier-1",)


@pytest.mark.parametrize("word", ["Monster", "Wesen", "Tierkarte"])
def test_a_type_of_no_word_of_the_game_leaves_the_category_unsure(tmp_path: Path,
                                                                  word: str) -> None:
    """A file of types of no game is layered on Mage Noir's cards unchecked: its
    ``Monster`` Animals counted as none, two legal. Now an error names them."""
    status, found = _judged(tmp_path, f"name,type\nTest Hound,{word}\nTest Raven,{word}\n")
    assert status == "illegal" and found == [(
        "category-limit", f"2 cards in deck and side deck of no mage-noir type in the card "
        f"data (Test Hound ({word}) and Test Raven ({word})): whether each is an Animal is "
        "not known, and with them the deck may hold 2 Animals; at most 1", 12)]


def test_one_card_of_no_word_of_the_game_beside_an_animal_is_an_error(tmp_path: Path) -> None:
    status, found = _judged(tmp_path, "name,type\nTest Hound,Monster\nTest Raven,Animal\n")
    assert status == "illegal" and found == [(
        "category-limit", "1 card in deck and side deck of no mage-noir type in the card "
        "data (Test Hound (Monster)): whether each is an Animal is not known, and with them "
        "the deck may hold 2 Animals; at most 1", 12)]


def test_one_card_of_no_word_of_the_game_alone_is_legal(tmp_path: Path) -> None:
    """One unknown card and no Animal: at most 1 Animal either way."""
    assert _judged(tmp_path, "name,type\nTest Hound,Monster\nTest Raven,Spell\n") == (
        "legal", [])
