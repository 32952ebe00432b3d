"""A card file never hides a fact that changes the verdict (an Animal type, a rarity, a
copy limit, a Magi's places, an alternate of a banned card) in a column or key the rules do
not read: such a column is read as the fact or refused, naming the file, the line and the
column. Each family below fooled the reader in some spelling: a ``Tags`` cell listing a
type among other words, a limit's, places' or alternate's title in other words, a
subtype run into a word of a script no list named, a Magi's title in the possessive
without its apostrophe.

Rules: Mage Noir Detailed Rules v1.1, 1.1 (at most 1 Animal; card text over the rules,
0.1); MageTCG rules, Formats: Ascension (rarity limits); Magi-Nation Duel rulebook 2001,
THE MAGI (Double Magi Cards, Alternate Magi).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtools import resources
from cardtools.cardfiles import database_for, read_card_file
from cardtools.errors import CardtoolsError
from cardtools.names import parted_by_script, script_pieces
from tests.test_hostile_tricks import BANNED, DECK_40, checker, errors
from tests.test_magi_nation_card_files import _check, _stack_errors

#: The ban of Spark, an alternate of Crimson Ritual, on its line: named as written.
SPARK_BANNED = "Spark (counted as Crimson Ritual)" + BANNED.removeprefix("Crimson Ritual")


def _two_animals(tmp_path: Path, header: str, cell: str) -> tuple[str, list[str]]:
    """Tornado and Seed of the 40-card deck typed by ``cell`` under ``header``'s last
    column: the deck's status and error rules."""
    cards = tmp_path / "cards.csv"
    cards.write_text(f"{header}\nTornado,Permanent,{cell}\nSeed,Permanent,{cell}\n",
                     encoding="utf-8")
    result = checker(card_files=[cards]).check_bytes(DECK_40.encode(), "deck.txt")
    return result.status, [rule for rule, _, _ in errors(result)]


def _refused(tmp_path: Path, game: str, text: str, suffix: str = ".csv") -> CardtoolsError:
    cards = tmp_path / f"cards{suffix}"
    cards.write_text(text, encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for(game, [cards])
    assert raised.value.path == str(cards)
    return raised.value


# ------------------------------------------------------------- scripts run into a word


@pytest.mark.parametrize("other", [
    "\u0eaa\u0eb1\u0e94",                      # Lao
    "\u179f\u178f\u17d2\u179c",                # Khmer
    "\u0f66\u0f7a\u0f58\u0f66",                # Tibetan
    "\u1010\u102d\u101b\u1005\u1039\u1006\u102c\u1014\u103a",  # Myanmar
    "\u12a5\u1295\u1235\u1233",                # Ethiopic
    "\u05d0\u05e8\u05d9\u05d4",                # Hebrew
    "\u062d\u064a\u0648\u0627\u0646",          # Arabic
    "\u091c\u093e\u0928\u0935\u0930",          # Devanagari
    "\u0e2a\u0e31\u0e15\u0e27\u0e4c",          # Thai
    "\u72fc",                                  # Chinese
])
@pytest.mark.parametrize("before", [False, True])
def test_a_subtype_run_into_a_word_of_any_other_script_holds_the_animal(
        tmp_path: Path, other: str, before: bool) -> None:
    """``Animal`` run into a Lao, Khmer, Tibetan, Myanmar or Ethiopic word (scripts the
    hand list of scripts written without spaces left out) was one word, no Animal: two
    Animals legal. Every script is told from the letters' Unicode names."""
    cell = f"{other}Animal" if before else f"Animal{other}"
    assert _two_animals(tmp_path, "name,type,subtypes", cell) == ("illegal",
                                                                 ["category-limit"])


@pytest.mark.parametrize("cell", ["WolfAnimal", "AnimalWolf", "Animal2", "2Animal",
                                  "Animal\u2122"])
def test_a_subtype_camel_cased_or_numbered_holds_the_animal(tmp_path: Path,
                                                            cell: str) -> None:
    """``WolfAnimal`` (two subtypes run together as a camel-cased word), ``Animal2``: one
    word each, no Animal, two Animals legal."""
    assert _two_animals(tmp_path, "name,type,subtypes", cell) == ("illegal",
                                                                 ["category-limit"])


def test_words_are_parted_where_the_script_changes_only() -> None:
    assert script_pieces("Animal\u0eaa\u0eb1\u0e94") == ["Animal", "\u0eaa\u0eb1\u0e94"]
    # a mark goes with its letter; accents, digits and spaces part nothing by script
    assert script_pieces("Pok\u00e9mon") == ["Pok\u00e9mon"]
    assert script_pieces("\u091c\u093e\u0928\u0935\u0930") == ["\u091c\u093e\u0928\u0935\u0930"]
    assert parted_by_script("wolf animal\u72fc") == "wolf animal \u72fc"
    # full-width letters are Latin's; scripts counted as one stay one word
    assert script_pieces("\uff32are") == ["\uff32are"]
    assert script_pieces("\u0410nimal", frozenset({"LATIN", "CYRILLIC"})) == ["\u0410nimal"]


def test_a_disguised_animal_run_into_another_script_is_still_folded(tmp_path: Path) -> None:
    """A Cyrillic A in ``Animal`` run into a Lao word: the look-alike folded, the Lao
    word its own word."""
    cell = "\u0410nimal\u0eaa\u0eb1\u0e94"
    assert _two_animals(tmp_path, "name,type,subtypes", cell) == ("illegal",
                                                                 ["category-limit"])


# --------------------------------------------------- a cell listing a type among others


@pytest.mark.parametrize("cell", [
    '"Animal; Forest"', '"Forest, Animal"', '"Animal \u00b7 Forest"', '"#Animal #Forest"',
    '"[Animal] Forest"', '"Animal + Forest"', "Forest|Animal", '"Forest - Animal"',
    "animal_forest", '"ANIMALS, Forest"', '"Animaux / For\u00eat"', '"Animal\nForest"'])
def test_a_tags_cell_listing_an_animal_among_other_words_is_refused(
        tmp_path: Path, cell: str) -> None:
    """A ``Tags`` column of no fact mixing the type Animal with other words was read as
    something else: two Animals legal."""
    error = _refused(tmp_path, "mage-noir",
                     f"name,type,Tags\nTornado,Permanent,{cell}\nSeed,Spell,Quick\n")
    assert (error.where, error.message) == ("1", (
        "the column 'Tags' is no card fact the rules read, but gives a card a type "
        "(Animal) its type does not hold, which the rules read under that name only: give "
        "the card's type in one column, or rename it if it holds something else"))


@pytest.mark.parametrize(("header", "rows"), [
    ("name,type,Tags", "Tornado,Permanent,Animal\nSeed,Permanent,Forest"),
    ("name,type,Category", "Tornado,Permanent,ANIMAL\nSeed,Permanent,promo"),
    ("name,Notes", "Tornado,Animal\nSeed,Forest"),
    ("name,type,Tags", "Tornado,Permanent,Animal.\nSeed,Permanent,promo")])
def test_a_lone_type_word_in_a_column_of_other_words_is_refused(
        tmp_path: Path, header: str, rows: str) -> None:
    """A column of no fact giving one card the type Animal alone, another card another
    word, was read as something else: the Animal hidden (four Tornado legal)."""
    error = _refused(tmp_path, "mage-noir", f"{header}\n{rows}\n")
    assert error.where == "1"
    assert "(Animal)" in error.message


@pytest.mark.parametrize(("header", "cell", "said"), [
    ("name,type,rarity,Tags", "Common,\"Rare, promo\"", "gives a card a rarity (Rare) its "
     "rarity does not hold"),
    ("name,type,Tags", "\"Legendary, promo\"", "holds a card's rarity (Legendary)")])
def test_a_tags_cell_listing_a_rarity_among_other_words_is_refused(
        tmp_path: Path, header: str, cell: str, said: str) -> None:
    """MageTCG's ``Rare, promo``: the Rare held a Common card's copies to 4, a
    Legendary's to 4 (a warning only)."""
    error = _refused(tmp_path, "magetcg", f"{header}\nStorm Adept,Character,{cell}\n")
    assert error.where == "1" and said in error.message


def test_a_key_listing_a_type_among_other_words_is_refused_on_its_line(
        tmp_path: Path) -> None:
    error = _refused(tmp_path, "mage-noir", "game: mage-noir\ncards:\n  - name: Tornado\n"
                     "    type: Permanent\n    tags: [Forest, Animal]\n", ".yaml")
    assert (error.where, error.message.split(":", 1)[0]) == ("5", "$.cards[0].tags")


@pytest.mark.parametrize("cell", ["Forest", '"Search your deck for an Animal card"',
                                  "Non-Animal", "Permanent", "Crimson Ritual"])
def test_a_tags_cell_of_other_words_or_the_cards_own_is_kept(tmp_path: Path,
                                                             cell: str) -> None:
    """A card's text, a negation, the card's own type, a name holding a type's word."""
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,Tags\nTornado,Permanent,{cell}\n", encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Tornado").card
    assert card is not None and card.facts["tags"] == cell.strip('"')


@pytest.mark.parametrize("title", ["Type Animal", "Animal (O/N)", "Animals", "IsAnimal"])
def test_a_flag_column_titled_by_a_value_in_other_words_is_refused(
        tmp_path: Path, title: str) -> None:
    error = _refused(tmp_path, "mage-noir", f"name,type,{title}\nTornado,Permanent,x\n")
    assert error.where == "1" and "marks a card's type (Animal)" in error.message


# ---------------------------------------------------------- a limit's title in other words


@pytest.mark.parametrize("title", [
    "Nb max d'ex.", "Nb max d'exemplaires", "Nombre max d'exemplaires", "Exemplaire max",
    "Ex. max", "Limite d'exemplaires", "Copias m\u00e1ximas", "Copie massime", "Cap",
    "Copy cap", "Up to", "At most", "Limited to", "Hoechstzahl", "Copies par deck",
    "Exemplaires autoris\u00e9s", "Kopien pro Deck", "Kopienmax"])
@pytest.mark.parametrize("suffix", [".csv", ".yaml"])
def test_a_limit_titled_in_other_words_is_refused(tmp_path: Path, title: str,
                                                  suffix: str) -> None:
    """A Twin Flame whose text allows 2 copies, its limit under each title, was held to
    the format's 4: three copies legal."""
    text = (f'name,type,"{title}"\nTide,Spell,\nTwin Flame,Spell,2\n' if suffix == ".csv"
            else f'- name: Tide\n  type: Spell\n- name: Twin Flame\n  type: Spell\n'
                 f'  "{title}": 2\n')
    error = _refused(tmp_path, "mage-noir", text, suffix)
    assert "holds a card's limit of copies, which the rules read as deck_limit only" in (
        error.message)


@pytest.mark.parametrize(("title", "cells"), [
    ("Max", ("2 copies", "4")), ("Limit", ("x2", "4")), ("Max", ("two", "4")),
    ("Restricted", ("2", "1")), ("Allowed", ("2", "0"))])
def test_a_limits_cells_giving_a_number_in_words_are_refused(
        tmp_path: Path, title: str, cells: tuple[str, str]) -> None:
    """``2 copies`` may give the limit (which number is not known): the column was
    dropped as text, the 2 unread. A legality flag's column holding 2 is no flag."""
    text = f"name,type,{title}\nTwin Flame,Spell,{cells[0]}\nTide,Spell,{cells[1]}\n"
    if title == "Limit":  # a fact's own spelling: its value is the schema's business
        with pytest.raises(CardtoolsError):
            database_for("mage-noir", [_write(tmp_path, text)])
        return
    error = _refused(tmp_path, "mage-noir", text)
    assert error.where == "1" and "limit of copies" in error.message


def _write(tmp_path: Path, text: str) -> Path:
    cards = tmp_path / "cards.csv"
    cards.write_text(text, encoding="utf-8")
    return cards


@pytest.mark.parametrize(("title", "cell"), [("Restricted", "1"), ("Limited", "0"),
                                             ("Allowed", "yes"), ("Allowed", "1"),
                                             ("Copies", "2")])
def test_a_flag_or_a_count_of_copies_is_kept(tmp_path: Path, title: str, cell: str) -> None:
    cards = _write(tmp_path, f"name,type,{title}\nTwin Flame,Spell,{cell}\n")
    card = database_for("mage-noir", [cards]).resolve("Twin Flame").card
    assert card is not None and "deck_limit" not in card.facts


# -------------------------------------------------------- a Magi's places in other words


@pytest.mark.parametrize("title", [
    "Number of Magis", "Nb of Magi", "Nb Magis", "Nombre de Magis", "Magi Number",
    "Anzahl Magi", "Numero di Magi", "Places occupied", "Emplacements occup\u00e9s",
    "Nombre d'emplacements", "Occupies", "Doppelmagi", "Plazas", "Posti",
    "Places prises"])
def test_a_magis_places_titled_in_other_words_are_refused(tmp_path: Path,
                                                           title: str) -> None:
    """A double Magi's 2 under each title filled one place: a stack of four legal."""
    cell = "2"
    error = _refused(tmp_path, "magi-nation",
                     f'name,type,regions,"{title}"\nTwin Sisters,Magi,Naroom,{cell}\n')
    assert error.where == "1" and "holds the places a Magi fills" in error.message


def test_a_counts_as_of_a_number_is_refused_on_its_line(tmp_path: Path) -> None:
    """``Counts as: 2`` (two places) was a card named "2": the Magi filled one place."""
    error = _refused(tmp_path, "magi-nation",
                     "name,type,regions,Counts as\nTwin Sisters,Magi,Naroom,2\n")
    assert (error.where, error.message) == ("2", (
        "card 'Twin Sisters': counts_as: '2' is a number, no card's name: write the name "
        "of the card it counts as, or give the number as the card's own fact (magi_count: "
        "the places a Magi fills; deck_limit: its copies)"))


# ----------------------------------------------------- an alternate's title in other words


@pytest.mark.parametrize("title", ["Copy of", "Copie de", "Kopie von", "Clone of",
                                   "Copy", "Reskin of", "Based on", "Alias of", "a/k/a",
                                   "Aussi appel\u00e9", "Conocido como", "Old name",
                                   "copyOf"])
def test_an_alternate_titled_in_other_words_is_refused(tmp_path: Path, title: str) -> None:
    error = _refused(tmp_path, "mage-noir", f"name,type,{title}\nSpark,Spell,Crimson Ritual\n")
    assert error.where == "1" and "names the card each card counts as" in error.message


@pytest.mark.parametrize("title", ["Alias", "Aka", "Also known as", "Other names"])
def test_an_alias_naming_a_banned_card_makes_the_card_its_alternate(
        tmp_path: Path, title: str) -> None:
    """``Spark, Alias: Crimson Ritual``: the line ``1 Spark`` was a card apart from the
    banned card, legal; the line ``1 Crimson Ritual`` stays the banned card itself."""
    cards = _write(tmp_path, f"name,type,{title}\nSpark,Spell,Crimson Ritual\n")
    one = checker(card_files=[cards])
    for line in ("1 Spark", "1 Crimson Ritual"):
        result = one.check_bytes((DECK_40 + f"{line}\n").encode(), "deck.txt")
        said = BANNED if line == "1 Crimson Ritual" else SPARK_BANNED
        assert (line, errors(result)) == (line, [("banned", said, 12)])


def test_an_alias_of_no_other_card_is_a_name_only(tmp_path: Path) -> None:
    cards = _write(tmp_path, "name,type,Aka\nSpark,Spell,Ember of Quiet\n")
    card = database_for("mage-noir", [cards]).resolve("Ember of Quiet").card
    assert card is not None and card.name == "Spark" and "counts_as" not in card.facts


# ------------------------------------------------------------ a Magi's title, possessive


@pytest.mark.parametrize("name", [
    "Evus Return", "EVUS RETURN", "Evus' Return", "Evus R\u00fcckkehr", "Retour d'Evu",
    "Le Retour d\u2019Evu", "Dell'Evu Ritorno", "EvuReborn", "Evu2"])
def test_a_magis_title_holding_evu_in_other_forms_is_evu(tmp_path: Path, name: str) -> None:
    """Alternate Magi "have the Magi's name in their card title" (THE MAGI): each title
    was kept apart from Evu, both in one stack legal."""
    cards = _write(tmp_path, f'name,type,regions\n"{name}",Magi,Naroom\n')
    result = _check((name, "Evu", "Tryn"), cards)
    assert (result.status, _stack_errors(result)) == ("illegal", [(
        f"Evu is in the Magi stack 2 times ({name} and Evu); a Magi and its alternates "
        "are the same Magi", 3)])


@pytest.mark.parametrize("name", ["Evuline", "Evusa Return", "Evues Return", "Evus"])
def test_a_magis_title_of_another_word_is_no_evu(tmp_path: Path, name: str) -> None:
    cards = _write(tmp_path, f'name,type,regions\n"{name}",Magi,Naroom\n')
    card = database_for("magi-nation", [cards]).resolve(name).card
    assert card is not None and "Evu" not in card.counts_as


# ---------------------------------------------------- ordinary card files read as before


def test_the_bundled_template_and_fixtures_read_as_before() -> None:
    """MageTCG's template, and the test fixtures' card files, are read without a
    refusal, each card's facts as written."""
    _game, records = read_card_file(resources.cards_dir() / "magetcg" / "template.csv")
    assert [record["rarity"] for record in records] == [
        ["Common"], ["Uncommon"], ["Rare", "Common"], ["Legendary"], ["Legendary"],
        ["Legendary"]]
    fixtures = Path(__file__).parent / "fixtures"
    for path in (fixtures / "magetcg" / "cards.csv", fixtures / "mage_noir" / "animals.csv"):
        assert read_card_file(path)[1], path


@pytest.mark.parametrize("named", ["Rituel pourpre", "Crimson-Ritual", "CRIMSON RITUAL",
                                   "Crimson Ritual."])
def test_an_alternates_column_naming_a_card_by_another_of_its_names_is_refused(
        tmp_path: Path, named: str) -> None:
    """``Alias of`` naming the banned Crimson Ritual by its French name or another
    spelling was read as naming no card: a card of the file apart from it, legal."""
    error = _refused(tmp_path, "mage-noir", f"name,type,Alias of\nSpark,Spell,{named}\n")
    assert (error.where, error.message.split(",")[0]) == (
        "1", "the column 'Alias of' is no card fact the rules read")


# ------------------------------------------- a value in a phrase, an alias with a note


@pytest.mark.parametrize("cell", ["Animal Animal", "animal card", "an Animal", "ANIMAL TYPE",
                                  "carte animal"])
def test_a_tags_cell_saying_a_type_among_words_of_no_other_fact_is_refused(
        tmp_path: Path, cell: str) -> None:
    """``Animal Animal``, ``animal card``: words parted by spaces were one item, read as
    a card's text holding no type; two Animals legal."""
    error = _refused(tmp_path, "mage-noir",
                     f"name,type,Tags\nTornado,Permanent,{cell}\nSeed,Permanent,{cell}\n")
    assert error.where == "1" and "(Animal)" in error.message


@pytest.mark.parametrize("cell", ["Animal Wolf", "Wild Animal Friend"])
def test_a_tags_cell_of_a_type_beside_other_words_is_kept(tmp_path: Path, cell: str) -> None:
    cards = _write(tmp_path, f"name,type,Tags\nTornado,Permanent,{cell}\n")
    card = database_for("mage-noir", [cards]).resolve("Tornado").card
    assert card is not None and card.facts["tags"] == cell


@pytest.mark.parametrize("text", [
    "name,type,Alias\nSpark,Spell,Crimson Ritual (FR)\n",
    "name,type,Alias\nSpark,Spell,Crimson Ritual [EN]\n",
    "name,type,Aka\nSpark,Spell,Rituel pourpre - FR\n",
    'name,type,Alias\nSpark,Spell,"Crimson Ritual, Rituel pourpre"\n',
    'name,type,Alias\nSpark,Spell,"Crimson Ritual / Rituel pourpre"\n',
    "game: mage-noir\ncards:\n  - name: Spark\n    type: Spell\n"
    "    aliases: [\"Crimson Ritual; Rituel pourpre\"]\n",
    "game: mage-noir\ncards:\n  - name: Spark\n    type: Spell\n"
    "    aliases: [\"Crimson Ritual (FR)\"]\n",
    # thousands of blanks inside an alias are one (its note's pattern tried each)
    "name,type,Alias\nSpark,Spell,Crimson" + " " * 20000 + "Ritual (FR)\n"])
def test_an_alias_naming_a_banned_card_with_a_note_or_beside_another_name_is_its_alternate(
        tmp_path: Path, text: str) -> None:
    """``Crimson Ritual (FR)``, ``Crimson Ritual; Rituel pourpre`` as one alias named no
    card: Spark was a card apart from the banned Crimson Ritual, legal."""
    cards = tmp_path / ("cards.yaml" if text.startswith("game") else "cards.csv")
    cards.write_text(text, encoding="utf-8")
    result = checker(card_files=[cards]).check_bytes((DECK_40 + "1 Spark\n").encode(),
                                                     "deck.txt")
    assert errors(result) == [("banned", SPARK_BANNED, 12)]


@pytest.mark.parametrize("alias", ["Sparky (FR)", '"Sparky, the Bright"'])
def test_an_alias_of_no_card_with_a_note_is_a_name_only(tmp_path: Path, alias: str) -> None:
    cards = _write(tmp_path, f"name,type,Alias\nSpark,Spell,{alias}\n")
    card = database_for("mage-noir", [cards]).resolve("Spark").card
    assert card is not None and "counts_as" not in card.facts


@pytest.mark.parametrize("title", ["Max count", "Count max", "Max. Anzahl", "\u4e0a\u9650",
                                   "\u6700\u5927\u679a\u6570", "\u679a\u6570\u4e0a\u9650",
                                   "\ucd5c\ub300", "\u041c\u0430\u043a\u0441",
                                   "\u4e0a\u9650\u679a\u6570"])
def test_a_limit_titled_with_a_count_or_in_other_scripts_is_refused(
        tmp_path: Path, title: str) -> None:
    """A Twin Flame of a ``Max count`` or ``上限`` column of 2 was held to 4."""
    error = _refused(tmp_path, "mage-noir",
                     f'name,type,"{title}"\nTide,Spell,\nTwin Flame,Spell,2\n')
    assert error.where == "1" and "holds a card's limit of copies" in error.message


@pytest.mark.parametrize("title", ["Doble", "Doppio", "Duplo", "Dubbel", "Magi doble",
                                   "\u30c0\u30d6\u30eb"])
@pytest.mark.parametrize("cell", ["2", "yes", "s\u00ed", "x"])
def test_a_double_magi_titled_in_other_languages_is_refused(
        tmp_path: Path, title: str, cell: str) -> None:
    """A double Magi under ``Doble`` (Spanish) filled one place: a stack of four legal."""
    error = _refused(tmp_path, "magi-nation",
                     f'name,type,regions,"{title}"\nTwin Sisters,Magi,Naroom,{cell}\n')
    assert error.where == "1" and "holds the places a Magi fills" in error.message


@pytest.mark.parametrize(("title", "cell"), [("Max", "-"), ("Doble", "no"),
                                             ("Count", "3")])
def test_a_limit_or_places_column_of_no_number_that_matters_is_kept(
        tmp_path: Path, title: str, cell: str) -> None:
    cards = _write(tmp_path, f'name,type,regions,"{title}"\nTwin Sisters,Magi,Naroom,{cell}\n')
    assert database_for("magi-nation", [cards]).resolve("Twin Sisters").card is not None


# ------------------------------------- an alias with a bare note, a limit's short title


@pytest.mark.parametrize("alias", [
    "Crimson Ritual FR", "Crimson Ritual VO", "EN: Crimson Ritual", "fr : Rituel pourpre",
    "Crimson Ritual & Rituel pourpre", "Crimson Ritual & Sparky", "Crimson Ritual 2",
    "Crimson Ritual #2", "EN: Crimson Ritual 2, FR: Rituel pourpre",
    "[EN] Crimson Ritual 2 (promo)", "Crimson Ritual 2 FR"])
def test_an_alias_naming_a_banned_card_with_a_bare_note_is_its_alternate(
        tmp_path: Path, alias: str) -> None:
    """``Crimson Ritual FR``, ``EN: Crimson Ritual``, ``Crimson Ritual & Rituel
    pourpre``, ``Crimson Ritual 2`` named no card as written: Spark was a card apart
    from the banned Crimson Ritual, legal."""
    cards = _write(tmp_path, f'name,type,Alias\nSpark,Spell,"{alias}"\n')
    result = checker(card_files=[cards]).check_bytes((DECK_40 + "1 Spark\n").encode(),
                                                     "deck.txt")
    assert errors(result) == [("banned", SPARK_BANNED, 12)]


@pytest.mark.parametrize("alias", ["Sparky FR", "Sparky 2", "EN: Sparky", "Sparky & Co",
                                   "Crimson Ritualist 2", "Crimson Ritual2",
                                   # a Roman numeral ends a sequel's name, no note
                                   "Crimson Ritual II", "Crimson Ritual IV",
                                   "Crimson Ritual XII"])
def test_an_alias_of_no_card_with_a_bare_note_is_a_name_only(tmp_path: Path,
                                                              alias: str) -> None:
    cards = _write(tmp_path, f"name,type,Alias\nSpark,Spell,{alias}\n")
    card = database_for("mage-noir", [cards]).resolve("Spark").card
    assert card is not None and "counts_as" not in card.facts


def test_an_alias_that_is_a_cards_name_holding_an_ampersand_stays_whole(
        tmp_path: Path) -> None:
    """``Korg & Zet`` is a double Magi of Magi-Nation (counting as Korg and as Zet by
    its own data): an alias so written names it whole, as ``counts_as`` does (and
    Magic's ``Pyromancy 101`` is no Pyromancy)."""
    cards = _write(tmp_path, "name,type,regions,Alias\nDual Spirit,Magi,Core,"
                   "Korg & Zet\n")
    card = database_for("magi-nation", [cards]).resolve("Dual Spirit").card
    assert card is not None and card.facts["counts_as"] == ["Korg & Zet", "Korg", "Zet"]
    assert card.facts["magi_count"] == 2
    cards = _write(tmp_path, "name,type,Alias\nSchool Lesson,Instant,Pyromancy 101\n")
    card = database_for("mtg", [cards]).resolve("School Lesson").card
    assert card is not None and card.facts["counts_as"] == ["Pyromancy 101"]


@pytest.mark.parametrize("title", ["Lim.", "Limitation", "Begrenzung", "Per deck",
                                   "Kopienbegrenzung", "Par deck"])
def test_a_limit_titled_short_or_in_french_or_german_is_read(tmp_path: Path,
                                                            title: str) -> None:
    """A Twin Flame of a ``Lim.``, ``Limitation``, ``Begrenzung`` or ``Per deck``
    column of 2 was held to 4: the column is its ``deck_limit``."""
    cards = _write(tmp_path, f'name,type,"{title}"\nTide,Spell,\nTwin Flame,Spell,2\n')
    card = database_for("mage-noir", [cards]).resolve("Twin Flame").card
    assert card is not None and card.facts["deck_limit"] == "2"


@pytest.mark.parametrize("title", ["Lim. par deck", "Limitation copies", "Cartes par deck",
                                   "Pro Deck max"])
def test_a_limit_titled_in_those_words_among_others_is_refused(tmp_path: Path,
                                                              title: str) -> None:
    error = _refused(tmp_path, "mage-noir",
                     f'name,type,"{title}"\nTide,Spell,\nTwin Flame,Spell,2\n')
    assert error.where == "1" and "holds a card's limit of copies" in error.message


@pytest.mark.parametrize("title", ["Double", "Dual Magi", "Twin", "Magi x2", "2x Magi",
                                   "Twin Magi"])
@pytest.mark.parametrize("cell", ["2", "yes", "\u2713", "1", "\u2714", "vrai", "wahr",
                                  "\u2705", "Doppel"])
def test_a_double_magi_titled_dual_twin_or_x2_is_refused(tmp_path: Path, title: str,
                                                          cell: str) -> None:
    """A double Magi under ``Dual Magi``, ``Twin`` or ``Magi x2``, or marked ``✓`` or
    ``1`` under ``Double``, filled one place: a stack of four places legal."""
    error = _refused(tmp_path, "magi-nation",
                     f'name,type,regions,"{title}"\nTwin Sisters,Magi,Naroom,{cell}\n')
    assert error.where == "1" and "holds the places a Magi fills" in error.message


@pytest.mark.parametrize("title", ["Magi x3", "Slots", "Double"])
def test_a_single_magis_one_under_a_places_title_is_kept(tmp_path: Path, title: str) -> None:
    cards = _write(tmp_path, f'name,type,regions,"{title}"\nTwin Sisters,Magi,Naroom,no\n')
    assert database_for("magi-nation", [cards]).resolve("Twin Sisters").card is not None


@pytest.mark.parametrize("cell", ["Animal-card", "Tier-Karte", "Tier", "carte-animal",
                                  "Tiere", "animale"])
def test_a_tags_cell_of_an_animal_hyphenated_or_in_german_is_refused(
        tmp_path: Path, cell: str) -> None:
    """A ``Tags`` cell ``Animal-card`` or ``Tier-Karte`` (German) was read as a text:
    two Animals legal. The game data's ``words`` of ``values.json`` name the type."""
    error = _refused(tmp_path, "mage-noir",
                     f"name,type,Tags\nTornado,Permanent,{cell}\nSeed,Permanent,{cell}\n")
    assert error.where == "1" and "(Animal)" in error.message


@pytest.mark.parametrize("cell", ["Non-Animal", "Animal-Wolf", "Tier-1", "Tierlist"])
def test_a_tags_cell_of_other_hyphenated_words_is_kept(tmp_path: Path, cell: str) -> None:
    cards = _write(tmp_path, f"name,type,Tags\nTornado,Permanent,{cell}\n")
    card = database_for("mage-noir", [cards]).resolve("Tornado").card
    assert card is not None and card.facts["tags"] == cell
