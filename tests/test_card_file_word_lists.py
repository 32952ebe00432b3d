"""A spreadsheet card file's list cells of words (type, subtypes, rarity, finishes...)
parted by commas, a slash, a bar or a spaced dash, as a printed type line writes them
(``Permanent - Animal``, ``Animal, Wolf``, ``Fox/Animal``): each value is read, so an
Animal so typed counts toward Mage Noir's limit of one Animal (it was one subtype
"Animal, Wolf", no Animal: two Animals were legal), and so is a subtype of words parted by
spaces, as a type line parts subtypes (``Wolf Animal``: an Animal by its whole word, where
it was no Animal); a subtype written as a list's heading writes it, ``Animals`` or
French ``Animaux``, is an Animal too. Names keep their commas (``aliases`` are parted by
``;`` only).

Rules: Mage Noir Detailed Rules v1.1, 1.1 (deck and side deck together hold at most 1
Animal); MageTCG rules, Game Variants: Speakeasy (holographic cards only).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.cardfiles import database_for
from cardtools.checker import Checker, CheckOptions
from cardtools.errors import CardtoolsError
from cardtools.model import DeckResult

DECK_40 = "".join(f"4 {name}\n" for name in (
    "Fire Ball", "Tornado", "Air Blade", "Seed", "Flame Projectile", "Breath",
    "Favorable Winds", "Bark Armor", "Droplet", "Water Drop"))


def _mage_noir(deck: str, cards: Path) -> DeckResult:
    options = CheckOptions(format_id="mage-noir/tournament", card_files=[cards],
                           use_config=False, as_of=dt.date(2025, 12, 1))
    return Checker(options).check_bytes(deck.encode(), "deck.txt")


#: The errors of the deck with Wild Boar and Grey Wolf when both are Animals.
TWO_ANIMALS = [("category-limit",
                "2 Animals in deck and side deck (Wild Boar and Grey Wolf); at most 1", 14)]


def _boar_and_wolf_errors(cards: Path) -> list[tuple[str, str, int | None]]:
    """The errors of the 40-card deck with Wild Boar in it and Grey Wolf in its side deck,
    judged with the card file ``cards`` (two Animals: ``TWO_ANIMALS``)."""
    result = _mage_noir(f"Deck\n{DECK_40}1 Wild Boar\nSide deck\n1 Grey Wolf\n", cards)
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


@pytest.fixture
def animals(tmp_path: Path) -> Path:
    path = tmp_path / "animals.csv"
    path.write_text('name,type,subtypes,aliases\n'
                    'Test Hound,Animal,,\n'
                    'Grey Wolf,Permanent,"Animal, Wolf",\n'
                    'Wild Cat,Permanent - Animal,,\n'
                    'Brown Bear,"Permanent, Animal",,"Bear, the Brown;Ours brun"\n'
                    'Golden Eagle,Permanent,Bird \u2013 Animal,\n'
                    'Red Fox,Permanent,Fox/Animal,\n'
                    'Grey Owl,Permanent,Bird | Animal,\n'
                    'Wild Boar,Permanent,Animaux,\n'
                    'Brown Hare,Permanent,Animals,\n'
                    'Grey Hound,Permanent,Wolf Animal,\n'
                    'Snow Fox,Permanent,Animaux Renard,\n'
                    'Grey Lynx,Permanent,Animal (Lynx),\n'
                    'Black Lynx,Permanent,Animal.,\n'
                    'Stone Totem,Permanent,Totem,\n'
                    'Animist Totem,Permanent,Animalistic Totem,\n', encoding="utf-8")
    return path


@pytest.mark.parametrize("second", ["Grey Wolf", "Wild Cat", "Brown Bear", "Golden Eagle",
                                    "Red Fox", "Grey Owl", "Wild Boar", "Brown Hare",
                                    "Grey Hound", "Snow Fox", "Grey Lynx", "Black Lynx"])
def test_an_animal_typed_in_a_list_cell_counts_toward_the_limit(animals: Path,
                                                                second: str) -> None:
    result = _mage_noir(f"Deck\n{DECK_40}1 Test Hound\nSide deck\n1 {second}\n", animals)
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("category-limit",
         f"2 Animals in deck and side deck (Test Hound and {second}); at most 1", 14)]


@pytest.mark.parametrize("one", ["Grey Wolf", "Wild Cat", "Stone Totem", "Grey Hound"])
def test_one_animal_or_none_stays_legal(animals: Path, one: str) -> None:
    # a subtype of words parted by spaces (a printed type line's: Wolf Animal) holds an
    # Animal by a whole word only: Animalistic Totem is none
    result = _mage_noir(f"Deck\n{DECK_40}1 {one}\n1 Stone Totem\n1 Animist Totem\n",
                        animals)
    assert (result.status, [v for v in result.violations if v.severity == "error"]) == (
        "legal", [])


def test_values_and_names_of_a_list_cell(animals: Path) -> None:
    """Word lists part at commas and spaced dashes; a name list only at ``;``."""
    database = database_for("mage-noir", [animals])
    wolf = database.resolve("Grey Wolf").card
    cat = database.resolve("Wild Cat").card
    bear = database.resolve("Bear, the Brown").card
    assert wolf is not None and cat is not None and bear is not None
    assert wolf.facts["subtypes"] == ["Animal", "Wolf"]
    fox, owl = database.resolve("Red Fox").card, database.resolve("Grey Owl").card
    assert fox is not None and owl is not None
    assert (fox.facts["subtypes"], owl.facts["subtypes"]) == (["Fox", "Animal"],
                                                              ["Bird", "Animal"])
    assert cat.facts["type"] == ["Permanent", "Animal"]
    assert bear.name == "Brown Bear"
    assert bear.facts["aliases"] == ["Bear, the Brown", "Ours brun"]


@pytest.mark.parametrize("typed", ["Animaux", "Animals"])
def test_an_animal_typed_as_a_headings_plural_in_a_file_of_other_games_counts(
        tmp_path: Path, typed: str) -> None:
    # a file typing most cards in another game's words is not checked as Mage Noir's:
    # its type Animaux was no Animal, two Animals legal
    cards = tmp_path / "mixed.csv"
    cards.write_text(f"name,type\nWild Boar,{typed}\nGrey Wolf,Animal\nBolt A,Instant\n"
                     "Bolt B,Instant\nBolt C,Creature\n", encoding="utf-8")
    assert _boar_and_wolf_errors(cards) == TWO_ANIMALS


@pytest.mark.parametrize("header", ["name,type,Subtype,Subtype 2",
                                    "name,type,Subtype 2,Subtype 1",
                                    "name,type,Subtypes,Subtypes (2)",
                                    "name,type,Sous-type #1,Sous-type #2",
                                    "name,Type 1,Type 2"])
def test_a_numbered_column_of_a_list_fact_adds_to_it(tmp_path: Path, header: str) -> None:
    """A sheet's second subtype (or type) column was a column no rule read: an Animal
    typed there uncounted, two Animals legal."""
    cards = tmp_path / "animals.csv"
    first = "Beast" if "Type 1" not in header else "Permanent"
    cells = f"Animal,{first}" if "Subtype 2,Subtype 1" in header else f"{first},Animal"
    row = f"Wild Boar,{cells}" if "Type 1" in header else f"Wild Boar,Permanent,{cells}"
    blanks = "," * (header.count(",") - 1)
    cards.write_text(f"{header}\n{row}\nGrey Wolf,Animal{blanks}\n", encoding="utf-8")
    assert _boar_and_wolf_errors(cards) == TWO_ANIMALS
    card = database_for("mage-noir", [cards]).resolve("Wild Boar").card
    assert card is not None and sorted(card.subtypes + card.types) == sorted(
        ["Permanent", "Beast", "Animal"] if "Type 1" not in header else ["Permanent", "Animal"])


@pytest.mark.parametrize("second", ["Second Subtype", "2nd Subtype", "Subtype II",
                                    "Subtype B", "Subtype 100", "Other Subtypes",
                                    "Deuxi\u00e8me sous-type"])
def test_a_second_subtype_column_beside_the_subtypes_adds_to_them(tmp_path: Path,
                                                                   second: str) -> None:
    # a second column of subtypes titled other than by a number was read by no rule
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,type,Subtype,{second}\nWild Boar,Permanent,Beast,Animal\n"
                     "Grey Wolf,Animal,,\n", encoding="utf-8")
    assert _boar_and_wolf_errors(cards) == TWO_ANIMALS
    card = database_for("mage-noir", [cards]).resolve("Wild Boar").card
    assert card is not None and card.subtypes == ("Beast", "Animal")


@pytest.mark.parametrize("second", ["Second Type", "2nd Type", "Type II", "Other Types",
                                    "Type (ii)"])
def test_a_second_type_column_adds_to_the_types(tmp_path: Path, second: str) -> None:
    # a second type column titled other than by a number was read by no rule
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,Type,{second}\nWild Boar,Permanent,Animal\n"
                     "Grey Wolf,Animal,\n", encoding="utf-8")
    assert _boar_and_wolf_errors(cards) == TWO_ANIMALS


def test_a_type_column_of_a_letter_is_no_second_type(tmp_path: Path) -> None:
    # Type A may be a tier: its values are no card type, and the file is read
    cards = tmp_path / "cards.csv"
    cards.write_text("name,Type,Type A\nWild Boar,Permanent,Top\n", encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Wild Boar").card
    assert card is not None and (card.types, card.facts["type a"]) == (("Permanent",), "Top")


def test_one_part_numbered_twice_is_refused(tmp_path: Path) -> None:
    cards = tmp_path / "animals.csv"
    cards.write_text("name,type,Subtype 2,Subtype (2)\nWild Boar,Permanent,Beast,Animal\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.where) == (
        "the columns 'Subtype 2' and 'Subtype (2)' both give a card's subtypes; keep one",
        "1")


@pytest.mark.parametrize("subtype", ["Wolf\u200bAnimal", "Wolf\u2060Animal", "Ani\u200bmal",
                                     "Wolf\u00adAnimal"])
def test_an_animal_parted_by_an_invisible_character_counts(tmp_path: Path,
                                                           subtype: str) -> None:
    # the invisible character was dropped, Wolf and Animal run together: no Animal
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,type,subtypes\nWild Boar,Permanent,{subtype}\n"
                     "Grey Wolf,Animal,\n", encoding="utf-8")
    assert _boar_and_wolf_errors(cards) == TWO_ANIMALS


@pytest.mark.parametrize("subtype", ["Wolf\u2014Animal", "Wolf\u2013Animal", "Wolf-Animal",
                                     "Animal_Wolf", "Wild_Animal_Wolf", "Wolf'Animal",
                                     "Wolf\u2019Animal",
                                     # words parted by spaces are each a subtype, and a
                                     # word of another sense no negation (each hid the
                                     # Animal, two Animals legal)
                                     "Not Animal", "Counter Animal", "Un Animal",
                                     "Sin Animal", "Ex-Animal", "Semi-Animal", "Un-Animal",
                                     "Wolf's-Animal", "Animal_Wolf's", "Animals'"])
def test_an_animal_joined_to_another_word_counts(tmp_path: Path, subtype: str) -> None:
    # a hyphen, an unspaced dash or an underscore made one word of both: no Animal
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,type,subtypes\nWild Boar,Permanent,{subtype}\n"
                     "Grey Wolf,Animal,\n", encoding="utf-8")
    assert _boar_and_wolf_errors(cards) == TWO_ANIMALS


@pytest.mark.parametrize("subtype", ["Non-Animal", "Anti_Animal", "Animal's Bane",
                                     "Animal\u2019s Bane", "Non_Animal Wolf", "Not-Animal",
                                     "Wolf Non-Animal"])
def test_an_animal_after_a_negation_or_as_a_possessive_is_none(tmp_path: Path,
                                                               subtype: str) -> None:
    # each was parted at its mark and counted as an Animal: two Animals, a legal deck refused
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,type,subtypes\nWild Boar,Permanent,{subtype}\n"
                     "Grey Wolf,Animal,\n", encoding="utf-8")
    assert _boar_and_wolf_errors(cards) == []


@pytest.mark.parametrize(("fact", "cell"), [
    ("rarity", "Legendary Rare"), ("rarity", "Rare Legendary"), ("rarity", "rare common"),
    ("finishes", "standard holographic")])
def test_a_rarity_or_finish_of_values_parted_by_spaces_is_refused(tmp_path: Path, fact: str,
                                                                   cell: str) -> None:
    """A rarity or a finish is one value a list item: ``Legendary Rare`` was read as two
    printings, the card held to the Rare's limit (a second copy legal, at most 1)."""
    cards = tmp_path / "cards.csv"
    row = {"rarity": f"{cell},standard", "finishes": f"Rare,{cell}"}[fact]
    cards.write_text(f"name,type,rarity,finishes\nStorm Adept,Character,Rare,standard\n"
                     f"Verdant Chorus,Relic,{row}\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    allowed = {"rarity": "Common, Uncommon, Rare, Legendary",
               "finishes": "standard, holographic"}[fact]
    assert (raised.value.path, raised.value.where, raised.value.message) == (
        str(cards), "3", f"card 'Verdant Chorus': {fact} {cell!r} is not one of {allowed}; "
        f"it holds 2 of them: write the card's one {fact} (a card of several printings lists "
        "each, parted by ';')")


def test_a_rarity_list_and_a_type_of_words_parted_by_spaces_are_read(tmp_path: Path) -> None:
    """The list of a card of several printings (``Legendary;Common``) stays several, and
    a type line's words parted by spaces are each a type."""
    cards = tmp_path / "cards.csv"
    cards.write_text('name,type,rarity\nVerdant Chorus,Relic,"Legendary;Common"\n'
                     "Ember Spire,Relic Location,Rare\n", encoding="utf-8")
    database = database_for("magetcg", [cards])
    chorus, spire = (database.resolve(name).card for name in ("Verdant Chorus", "Ember Spire"))
    assert chorus is not None and chorus.facts["rarity"] == ["Legendary", "Common"]
    assert spire is not None and spire.types == ("Relic", "Location")
