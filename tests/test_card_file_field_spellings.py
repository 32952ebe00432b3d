"""A card file's column or key naming a card fact in another spelling (``Subtype``,
``Sub-Type``, ``Card Type``, ``Rarities``, ``Deck Limit``): a spreadsheet's column is read
as that fact, a YAML or JSON key is refused with the fact's name. Each was kept as a fact
no rule reads: an Animal typed by a ``Subtype`` column went uncounted (two Animals legal
in Mage Noir), a card whose ``Deck Limit`` allows two held to four.

Rules: Mage Noir Detailed Rules v1.1, 0.1 (Card Text before the Detailed Rules) and 1.1
(at most 4 copies of a card and 1 Animal over deck and side deck).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.cardfiles import database_for
from cardtools.checker import Checker, CheckOptions
from cardtools.errors import CardtoolsError
from cardtools.model import DeckResult
from tests.conftest import invoke
from tests.test_card_file_word_lists import DECK_40, _mage_noir
from tests.test_card_text_deck_limits import MAGI_DECK, MAGI_LINE


def _errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


@pytest.mark.parametrize("column", ["Subtype", "subtype", "Sub-Type", "Sub Type",
                                    "sub_types", "SUBTYPES", "Sous-type", "Sous-types",
                                    "Sous\u2011type", "Famille", "Race", "Tribe",
                                    "Creature Type", "Type de créature",
                                    # Korean, Chinese, Russian and Polish words of a
                                    # subtype and a race (each was a column no rule read)
                                    "하위 유형", "서브타입", "종족", "种族",
                                    "\u0420\u0430\u0441\u0430", "Rasa",
                                    "\u041f\u043e\u0434\u0442\u0438\u043f "
                                    "\u043a\u0430\u0440\u0442\u044b",
                                    "Podtyp karty"])
def test_a_subtype_column_of_another_spelling_types_the_animal(tmp_path: Path,
                                                               column: str) -> None:
    cards = tmp_path / "animals.csv"
    cards.write_text(f"Name,Card Type,{column}\nTest Hound,Permanent,Animal\n"
                     "Test Raven,Permanent,Animal\n", encoding="utf-8")
    result = _mage_noir(f"Deck\n{DECK_40}1 Test Hound\nSide deck\n1 Test Raven\n", cards)
    assert result.status == "illegal"
    assert _errors(result) == [
        ("category-limit",
         "2 Animals in deck and side deck (Test Hound and Test Raven); at most 1", 14)]


#: A type column in another language or number, and a subtype column beside a type one.
_ANIMAL_COLUMNS = [
    *(("Name", column) for column in (
        "Type de carte", "Types de carte", "Type de la carte", "Typ", "Kartentyp", "Tipo",
        "Tipo de carta", "Typen", "Kartentypen", "Tipos", "Tipi", "Type(s)")),
    *(("Name", "Type", column) for column in (
        "Untertypen", "Subtipos", "Sottotipi", "Sous-types de carte", "Subtype(s)"))]


@pytest.mark.parametrize("columns", _ANIMAL_COLUMNS, ids=lambda columns: columns[-1])
def test_a_type_column_in_another_language_types_the_animal(tmp_path: Path,
                                                            columns: tuple[str, ...]) -> None:
    """A French sheet's ``Type de carte`` (or German ``Typ``, Spanish ``Tipo``, a plural
    ``Untertypen``, ``Subtype(s)``) was kept as a fact no rule reads: the cards had no
    type, two Animals a warning only, or legal without a word."""
    cards = tmp_path / "animals.csv"
    kind = "Permanent," if len(columns) == 3 else ""
    cards.write_text(f"{','.join(columns)}\nTest Hound,{kind}Animal\nTest Raven,{kind}Animal\n",
                     encoding="utf-8")
    result = _mage_noir(f"Deck\n{DECK_40}1 Test Hound\nSide deck\n1 Test Raven\n", cards)
    assert result.status == "illegal"
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.severity != "info"] == [
        ("category-limit", "error",
         "2 Animals in deck and side deck (Test Hound and Test Raven); at most 1", 14)]


def test_one_animal_so_typed_stays_legal(tmp_path: Path) -> None:
    cards = tmp_path / "animals.csv"
    cards.write_text("name,types,subtype\nTest Hound,Permanent,Animal\n"
                     "Stone Totem,Permanent,Totem\n", encoding="utf-8")
    result = _mage_noir(f"Deck\n{DECK_40}1 Test Hound\n1 Stone Totem\n", cards)
    assert (result.status, _errors(result)) == ("legal", [])


@pytest.mark.parametrize("column", ["Deck Limit", "deck-limit", "DeckLimit"])
def test_a_deck_limit_column_of_another_spelling_sets_the_limit(tmp_path: Path,
                                                                column: str) -> None:
    cards = tmp_path / "limits.csv"
    cards.write_text(f"name,type,{column}\nTwin Flame,Spell,2\n", encoding="utf-8")
    result = _mage_noir(f"Deck\n{DECK_40}1 Twin Flame\nSide deck\n2 Twin Flame\n", cards)
    assert _errors(result) == [
        ("copy-limit", "3 copies of Twin Flame (deck 1 + side deck 2); at most 2 "
                       "(its text allows up to 2)", 12)]


def test_facts_read_from_columns_of_other_spellings(tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("Name,Types,Rare\u0301te\u0301,Finition,Alias\n"
                     "Umbral Warden,Character,Rare,holographic,Warden of Umbra\n",
                     encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Warden of Umbra").card
    assert card is not None and card.name == "Umbral Warden"
    assert (card.facts["type"], card.facts["rarity"], card.facts["finishes"]) == (
        ["Character"], ["Rare"], ["holographic"])


@pytest.mark.parametrize(("kind", "rarity"), [
    ("Type de carte", "Raretés"), ("Typ", "Seltenheit"), ("Tipo", "Rareza"),
    ("Tipo", "Rarità"), ("Tipo", "Raridade")])
def test_type_and_rarity_columns_in_other_languages(tmp_path: Path, kind: str,
                                                    rarity: str) -> None:
    """Each was a fact no rule reads: a card of no type (no Mage, no Animal) and no
    rarity (held to 4 copies, a warning where its Rare limit of 2 was an error)."""
    cards = tmp_path / "cards.csv"
    cards.write_text(f"Name,{kind},{rarity}\nUmbral Warden,Character,Rare\n",
                     encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Umbral Warden").card
    assert card is not None
    assert (card.facts["type"], card.facts["rarity"]) == (["Character"], ["Rare"])


def test_two_columns_of_one_fact_are_refused(tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("name,Type,Types\nTest Hound,Animal,Permanent\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.path, raised.value.where) == (
        "the columns 'Type' and 'Types' both give a card's type; keep one", str(cards), "1")


@pytest.mark.parametrize(("key", "field", "where"), [
    ("subtype", "subtypes", "$.cards[1].subtype"), ("Type", "type", "$.cards[1].Type"),
    ("rarities", "rarity", "$.cards[1].rarities"),
    ("deck-limit", "deck_limit", "$.cards[1]['deck-limit']")])
def test_a_yaml_key_of_another_spelling_is_refused_on_its_line(tmp_path: Path, key: str,
                                                               field: str, where: str) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text(f"game: mage-noir\ncards:\n  - name: Test Hound\n    type: Permanent\n"
                     f"  - name: Test Raven\n    {key}: Animal\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.path, raised.value.where) == (
        f"{where}: unexpected key '{key}' (did you mean {field}?): the rules "
        f"read a card's {field} under that name only", str(cards), "6")


def test_the_cli_says_the_refused_key_and_judges_nothing(tmp_path: Path) -> None:
    cards = tmp_path / "cards.json"
    cards.write_text('{"game": "mage-noir", "cards": [{"name": "Test Hound", '
                     '"type": "Permanent", "subtype": ["Animal"]}]}', encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text(f"Deck\n{DECK_40}1 Test Hound\n", encoding="utf-8")
    result = invoke("check", str(deck), "--format", "mage-noir/tournament",
                    "--cards", str(cards), "--date", "2025-12-01", "--isolated")
    assert result.exit_code == 2
    assert (f"{cards}:1: $.cards[0].subtype: unexpected key 'subtype' (did you mean "
            "subtypes?)") in result.output


@pytest.mark.parametrize("column", ["Card Rarity", "Rarity (R/U/C)", "rarity level",
                                    "cardRarity", "CardRarity", "cardrarity", "Rareté imprimée"])
def test_a_column_naming_a_fact_among_other_words_is_refused(tmp_path: Path,
                                                             column: str) -> None:
    """``Card Rarity`` (``Rarity (R/U/C)``, ``cardRarity``) was no column the rules read:
    a Legendary card held to 4 copies, two of them a warning only (legal). With no
    column of the fact the card file is refused, naming it; beside a ``Rarity`` column
    it is another fact, kept as such."""
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,{column}\nUmbral Warden,Character,Legendary\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert (raised.value.message, raised.value.path, raised.value.where) == (
        f"the column {column!r} is no card fact the rules read, but may give a card's "
        "rarity, which the rules read under that name only: name the column rarity, or "
        "rename it if it holds something else", str(cards), "1")
    cards.write_text(f"name,type,rarity,{column}\nUmbral Warden,Character,Legendary,x\n",
                     encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Umbral Warden").card
    assert card is not None and card.facts["rarity"] == ["Legendary"]


@pytest.mark.parametrize(("key", "field"), [("cardRarity", "rarity"),
                                            ("card_subtypes", "subtypes"),
                                            ("Animal subtype", "subtypes")])
def test_a_key_naming_a_fact_among_other_words_is_refused(tmp_path: Path, key: str,
                                                          field: str) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text(f"game: mage-noir\ncards:\n  - name: Test Hound\n    type: Permanent\n"
                     f"    {key}: Animal\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert raised.value.message.endswith(
        f"the key {key!r} is no card fact the rules read, but may give a card's {field}, "
        f"which the rules read under that name only: name the key {field}, or rename it "
        "if it holds something else")


@pytest.mark.parametrize(("kind", "rarity"), [("Kaarttype", "Zeldzaamheid"),
                                              ("カードタイプ", "レアリティ"), ("種類", "希少度")])
def test_type_and_rarity_columns_in_dutch_and_japanese(tmp_path: Path, kind: str,
                                                       rarity: str) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text(f"Name,{kind},{rarity}\nUmbral Warden,Character,Rare\n",
                     encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Umbral Warden").card
    assert card is not None
    assert (card.facts["type"], card.facts["rarity"]) == (["Character"], ["Rare"])


@pytest.mark.parametrize("column", ["Alternate", "Alternate Of", "Alt of", "Compte comme",
                                    "Zählt als", "Cuenta como", "Conta come", "Telt als",
                                    "Liczy się jako", "Считается как", "视为", "算作"])
def test_an_alternate_column_counts_the_card_with_its_original(tmp_path: Path,
                                                               column: str) -> None:
    """Magi-Nation's word for a card counting as another ("Alternate Furok"), and the
    other languages' ``counts as``: such a column was no column, Pale Furok judged apart
    from Furok, two of each legal (Building Your Deck: "no more than three total")."""
    cards = tmp_path / "alternates.csv"
    cards.write_text(f"name,type,regions,{column}\nPale Furok,Creature,Cald,Furok\n",
                     encoding="utf-8")
    deck = (MAGI_DECK.replace("3 Fire Ball\n", "1 Fire Ball\n")
            + "2 Furok\n2 Pale Furok\n")
    result = Checker(CheckOptions(format_id="magi-nation/standard", use_config=False,
                                  card_files=[cards], as_of=dt.date(2021, 6, 1))
                     ).check_bytes(deck.encode(), "deck.txt")
    assert result.status == "illegal"
    assert _errors(result) == [
        ("copy-limit", "4 copies of Furok (Furok 2 + Pale Furok 2); at most 3", MAGI_LINE)]


@pytest.mark.parametrize("column", ["Same as", "Reprint of", "Treated as", "Identical to",
                                    "Gilt als", "Compte pour", "Équivalent", "Original card",
                                    "Variant of", "sameAs"])
def test_an_alternate_column_read_by_no_spelling_is_refused(tmp_path: Path,
                                                            column: str) -> None:
    """A column titled in an alternate's words only, naming another card, where no column
    gives counts_as: each was a column no rule reads, Pale Furok judged apart from Furok,
    two of each legal (Building Your Deck: "no more than three total")."""
    cards = tmp_path / "alternates.csv"
    cards.write_text(f"name,type,regions,{column}\nPale Furok,Creature,Cald,Furok\n"
                     "Pale Grub,Creature,Cald,none\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magi-nation", [cards])
    assert (raised.value.message, raised.value.where) == (
        f"the column {column!r} is no card fact the rules read, but names the card each "
        "card counts as, which the rules read as counts_as only: name the column "
        "counts_as, or rename it if it holds something else", "1")


def test_an_alternate_key_read_by_no_spelling_is_refused_on_its_line(tmp_path: Path) -> None:
    cards = tmp_path / "alternates.yaml"
    cards.write_text("- {name: Pale Furok, type: Creature, regions: [Cald]}\n"
                     "- {name: Pale Grub, type: Creature, regions: [Cald], "
                     "sameAs: [Pale Furok]}\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magi-nation", [cards])
    assert (raised.value.message, raised.value.where) == (
        "$.cards[1].sameAs: the key 'sameAs' is no card fact the rules read, but names the "
        "card each card counts as, which the rules read as counts_as only: name the key "
        "counts_as, or rename it if it holds something else", "2")


@pytest.mark.parametrize(("header", "row", "counts_as"), [
    ("name,type,regions,Synergy", "Pale Furok,Creature,Cald,Furok", ()),  # no alternate's word
    ("name,type,regions,Same as", "Pale Furok,Creature,Cald,Pale Furok", ()),  # itself
    ("name,type,regions,Original", "Pale Furok,Creature,Cald,yes", ()),    # no card
    ("name,type,regions,Same as,counts_as", "Pale Furok,Creature,Cald,Furok,Furok",
     ("Furok",))])
def test_other_columns_of_an_alternates_words_are_kept(
        tmp_path: Path, header: str, row: str, counts_as: tuple[str, ...]) -> None:
    # kept, not refused: only counts_as makes the card an alternate
    cards = tmp_path / "alternates.csv"
    cards.write_text(f"{header}\n{row}\n", encoding="utf-8")
    card = database_for("magi-nation", [cards]).resolve("Pale Furok").card
    assert card is not None and (card.name, card.counts_as) == ("Pale Furok", counts_as)


@pytest.mark.parametrize("column", ["Copy Limit", "Max Copies", "Max. Kopien", "Limit",
                                    "Limite", "Exemplaires max", "Copies allowed",
                                    "Max per deck", "Deck Max", "Max. par deck",
                                    "Copies per deck"])
def test_a_limit_column_of_other_words_sets_the_limit(tmp_path: Path, column: str) -> None:
    """A card's own limit in a ``Max Copies`` (``Limite``...) column was a fact no rule
    reads: a Twin Flame allowing two held to four, three of them legal."""
    cards = tmp_path / "limits.csv"
    cards.write_text(f"name,type,{column}\nTwin Flame,Spell,2\n", encoding="utf-8")
    result = _mage_noir(f"Deck\n{DECK_40}1 Twin Flame\nSide deck\n2 Twin Flame\n", cards)
    assert _errors(result) == [
        ("copy-limit", "3 copies of Twin Flame (deck 1 + side deck 2); at most 2 "
                       "(its text allows up to 2)", 12)]


@pytest.mark.parametrize(("column", "cell"), [
    ("Max", "2"), ("Maximum", "2"), ("Copies max", "2"), ("Deck max copies", "2"),
    ("Max. Exemplare", "2"), ("Höchstzahl", "2"), ("Nombre max", "2"), ("maxInDeck2", "2"),
    ("Max", "Unlimited"), ("Limited copies", "2"), ("Restricted (max)", "2")])
@pytest.mark.parametrize("other", ["", "-", "N/A", "none", "\u2014"])
def test_a_limit_column_of_words_read_by_no_spelling_is_refused(
        tmp_path: Path, column: str, cell: str, other: str) -> None:
    """A column titled in a limit's words only, of whole numbers (or no limit), where no
    column gives deck_limit: each was a fact no rule reads, a Twin Flame allowing two
    held to four, three of them legal; another card's ``-`` or ``N/A`` there dropped the
    whole column."""
    cards = tmp_path / "limits.csv"
    cards.write_text(f"name,type,{column}\nTwin Flame,Spell,{cell}\nTide,Spell,{other}\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.where) == (
        f"the column {column!r} is no card fact the rules read, but holds a card's limit of "
        "copies, which the rules read as deck_limit only: name the column deck_limit, or "
        "rename it if it holds something else", "1")


@pytest.mark.parametrize("column", ["Limited", "Restricted", "Restriction"])
def test_a_legality_flag_column_is_no_limit(tmp_path: Path, column: str) -> None:
    # a Limited edition's or a restricted list's flag: the file was refused as a limit's
    cards = tmp_path / "limits.csv"
    cards.write_text(f"name,type,{column}\nTwin Flame,Spell,1\nTide,Spell,0\n",
                     encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Twin Flame").card
    assert card is not None and "deck_limit" not in card.facts


def test_a_limit_key_read_by_no_spelling_is_refused_on_its_line(tmp_path: Path) -> None:
    cards = tmp_path / "limits.yaml"
    cards.write_text("- name: Tide\n  type: Spell\n- name: Twin Flame\n  type: Spell\n"
                     "  max: 2\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.where) == (
        "$.cards[1].max: the key 'max' is no card fact the rules read, but holds a card's "
        "limit of copies, which the rules read as deck_limit only: name the key deck_limit, "
        "or rename it if it holds something else", "5")


@pytest.mark.parametrize(("header", "row", "limit"), [
    ("name,type,Copies", "Twin Flame,Spell,2", None),          # a collection's copies
    ("name,type,Max Energy", "Twin Flame,Spell,2", None),      # a limit of another thing
    ("name,type,Max", "Twin Flame,Spell,high", None),          # no number
    ("name,type,deck_limit,Max", "Twin Flame,Spell,2,3", "2")])  # the limit given
def test_other_columns_of_a_limits_words_are_kept(tmp_path: Path, header: str,
                                                  row: str, limit: str | None) -> None:
    # kept, not refused; only deck_limit gives the card a limit (never Max's 3)
    cards = tmp_path / "limits.csv"
    cards.write_text(f"{header}\n{row}\n", encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Twin Flame").card
    assert card is not None and card.facts.get("deck_limit") == limit


@pytest.mark.parametrize("column", ["Alternate Art", "Foil Alternate", "Is Alternate",
                                    "Limited Edition", "Set Limit", "Unlimited",
                                    "Type Line", "type_line", "Partner Set"])
def test_a_column_of_other_things_naming_no_rarity_or_subtype_is_kept(tmp_path: Path,
                                                                     column: str) -> None:
    # each was refused as a misspelt fact (counts_as, deck_limit, type), an ordinary
    # card file not read
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,{column}\nUmbral Warden,Character,x\n", encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Umbral Warden").card
    assert card is not None and card.types == ("Character",)
    assert card.counts_as == () and "deck_limit" not in card.facts


@pytest.mark.parametrize("none", ["-", "None", "N/A", "no", "0", "x", "—"])
def test_an_alternate_columns_placeholder_names_no_card(tmp_path: Path, none: str) -> None:
    # each was read as a card so named, the column's cards counted together under it
    # ("4 copies of - (Blue Glimmer 2 + Red Glimmer 2); at most 3"): a legal deck illegal
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,regions,Alternate\nBlue Glimmer,Creature,Naroom,{none}\n"
                     f"Red Glimmer,Creature,Naroom,{none}\n", encoding="utf-8")
    card = database_for("magi-nation", [cards]).resolve("Blue Glimmer").card
    assert card is not None and card.counts_as == ()


@pytest.mark.parametrize(("kind", "rarity"), [
    ("Type", "Rar"), ("Type", "Rar."), ("Type", "RTY"), ("Type", "Rarety"),
    ("Typ karty", "Rzadkość"), ("Тип", "Редкость"), ("类型", "稀有度"), ("유형", "희귀도")])
def test_short_and_other_language_columns_are_read(tmp_path: Path, kind: str,
                                                   rarity: str) -> None:
    """A sheet's narrow ``Rar`` column, and Polish, Russian, Chinese and Korean titles,
    were columns no rule reads: a Legendary card held to 4 copies, a warning only."""
    cards = tmp_path / "cards.csv"
    cards.write_text(f"Name,{kind},{rarity}\nUmbral Warden,Character,Legendary\n",
                     encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Umbral Warden").card
    assert card is not None
    assert (card.facts["type"], card.facts["rarity"]) == (["Character"], ["Legendary"])


@pytest.mark.parametrize(("column", "cells", "fact", "shown"), [
    ("R.", ("Legendary", "Common"), "rarity", "Common, Legendary"),
    ("Seltenh.", ("Rare", "rare"), "rarity", "Rare"),
    ("Print", ("L\u0435gendary", "Uncommon; Rare"), "rarity", "Legendary, Rare, Uncommon"),
    ("Kind", ("Character", "Spell"), "type", "Character, Spell")])
def test_a_column_of_a_facts_values_is_refused(tmp_path: Path, column: str,
                                               cells: tuple[str, str], fact: str,
                                               shown: str) -> None:
    """Whatever its title, a column of no card fact holding only a game's rarities (or
    types) where no column gives them is that fact unread: two Legendary cards of such a
    column were each held to 4 copies, a warning only."""
    cards = tmp_path / "cards.csv"
    other = "rarity" if fact == "type" else "type"
    value = "Common" if fact == "type" else "Character"
    cards.write_text(f"name,{other},{column}\nUmbral Warden,{value},\"{cells[0]}\"\n"
                     f"Ember Squire,{value},\"{cells[1]}\"\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert (raised.value.message, raised.value.path, raised.value.where) == (
        f"the column {column!r} is no card fact the rules read, but holds a card's {fact} "
        f"({shown}), which the rules read under that name only: name the column {fact}, "
        "or rename it if it holds something else", str(cards), "1")


def test_a_key_of_a_facts_values_is_refused_on_its_line(tmp_path: Path) -> None:
    cards = tmp_path / "cards.yaml"
    # the first card gives its rarity: the second's is still unread
    cards.write_text("game: mage-noir\ncards:\n  - name: Test Hound\n    type: Permanent\n"
                     "    rarity: Common\n    print: Foil\n"
                     "  - name: Test Raven\n    type: Permanent\n    print: Legendary\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.where) == (
        "$.cards[1].print: the key 'print' is no card fact the rules read, but holds a "
        "card's rarity (Legendary), which the rules read under that name only: name the "
        "key rarity, or rename it if it holds something else", "9")


def test_a_set_column_of_promos_is_no_rarity(tmp_path: Path) -> None:
    # Magi-Nation's Promo is a rarity and a set's name: the file was refused
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,Set\nShiny Glimmer,Creature,Promo\n", encoding="utf-8")
    card = database_for("magi-nation", [cards]).resolve("Shiny Glimmer").card
    assert card is not None and card.facts["set"] == "Promo"


@pytest.mark.parametrize("cells", [("Legendary", "Foil"), ("Legendary", "3")])
def test_a_column_of_other_values_is_kept(tmp_path: Path, cells: tuple[str, str]) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,Print\nUmbral Warden,Character,{cells[0]}\n"
                     f"Ember Squire,Character,{cells[1]}\n", encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Umbral Warden").card
    assert card is not None and card.facts["print"] == cells[0]


@pytest.mark.parametrize("cells", [("Holo", "Standard"), ("Foil", "Non-foil"),
                                   ("holographique", "normal")])
def test_a_column_of_finishes_is_refused(tmp_path: Path, cells: tuple[str, str]) -> None:
    # a Print column of holographic and standard printings: a Speakeasy deck's copies
    # were of cards whose finishes were not known, a warning only
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,Print\nUmbral Warden,Character,{cells[0]}\n"
                     f"Ember Squire,Character,{cells[1]}\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert (raised.value.message, raised.value.where) == (
        "the column 'Print' is no card fact the rules read, but holds a card's finishes "
        "(holographic, standard), which the rules read under that name only: name the "
        "column finishes, or rename it if it holds something else", "1")


@pytest.mark.parametrize(("game", "header", "rows", "fact", "value"), [
    # a flag of an Animal beside the type Permanent: two Animals legal
    ("mage-noir", "name,type,Animal", ("Test Hound,Permanent,x", "Test Raven,Permanent,"),
     "type", "Animal"),
    ("mage-noir", "name,type,Is Animal", ("Test Hound,Permanent,no",
                                          "Test Raven,Permanent,yes"), "type", "Animal"),
    ("mage-noir", "name,type,Animal (Y/N)", ("Test Hound,Permanent,oui",), "type", "Animal"),
    # a flag of a Legendary card beside its rarity Common: held to 4 copies
    ("magetcg", "name,type,rarity,Legendary?", ("Umbral Warden,Character,Common,TRUE",),
     "rarity", "Legendary"),
    # a flag of a colour beside no colour identity: allowed beside any commander
    ("mtg", "name,type,Green", ("Test Elf,Creature,yes",), "colour_identity", "G"),
    ("mtg", "name,type,colour_identity,Is White", ("Test Elf,Creature,UB,x",),
     "colour_identity", "W")])
def test_a_column_titled_by_a_listed_value_marking_cards_is_refused(
        tmp_path: Path, game: str, header: str, rows: tuple[str, ...], fact: str,
        value: str) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("\n".join((header, *rows)) + "\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for(game, [cards])
    column = header.rsplit(",", 1)[1]
    assert (raised.value.message, raised.value.where) == (
        f"the column {column!r} is no card fact the rules read, but marks a card's {fact} "
        f"({value}), which the rules read under that name only: give the card's {fact} as "
        f"{value}, or rename the column if it holds something else", "1")


@pytest.mark.parametrize(("column", "cells"), [
    # a sheet's yes-or-no holographic column: a Speakeasy deck of holographic copies of
    # cards printed standard only was legal, with "not known" warnings
    ("Holo", ("No", "No")), ("Holographic", ("no", "yes")), ("Foil", ("Non", "Non")),
    ("Holo?", ("N", "N")), ("Has holo", ("no", "no")), ("Version holo", ("x", "")),
    ("Holographique", ("non", "oui")), ("Existe en holo", ("Non", "Non"))])
def test_a_yes_or_no_finish_column_is_refused(tmp_path: Path, column: str,
                                              cells: tuple[str, str]) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,rarity,{column}\nUmbral Warden,Character,Common,{cells[0]}\n"
                     f"Ember Squire,Character,Rare,{cells[1]}\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert (raised.value.message, raised.value.where) == (
        f"the column {column!r} is no card fact the rules read, but marks a card's finishes "
        "(holographic), which the rules read under that name only: give the card's "
        "finishes as holographic (standard for a no), or rename the column if it holds "
        "something else", "1")


@pytest.mark.parametrize("column", ["Sans holo", "Not foil", "Non-foil", "Non-holo"])
def test_a_negated_finish_column_saying_what_the_finishes_do_not_is_refused(
        tmp_path: Path, column: str) -> None:
    """``Sans holo`` / ``Not foil`` of yes beside no finishes (kept unread: a Speakeasy
    deck of holographic copies legal), ``Non-foil`` of no beside standard: the title's
    negation flips the answer."""
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,rarity,finishes,{column}\n"
                     "Umbral Warden,Character,Common,,yes\n"
                     "Ember Squire,Character,Rare,standard,no\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert (raised.value.message, raised.value.where) == (
        f"the column {column!r} is no card fact the rules read, but marks a card's finishes "
        "(not holographic), which the rules read under that name only: give the card's "
        "finishes as standard (holographic for a no), or rename the column if it holds "
        "something else", "1")


def test_a_standard_only_column_of_cards_of_no_finishes_is_refused(tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,Standard only\nUmbral Warden,Character,Common,yes\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert raised.value.message.startswith(
        "the column 'Standard only' is no card fact the rules read, but marks a card's "
        "finishes (standard), which the rules read under that name only: give the card's "
        "finishes as standard, or rename")


@pytest.mark.parametrize(("column", "finishes", "cell"), [
    ("Non-foil", "standard", "yes"), ("Non-holo", "holographic", "no"),
    ("Nonfoil", "holographic", "no"), ("Standard", "holographic", "no"),
    ("Regular", "holographic", "no"), ("Regular", "standard;holographic", "yes"),
    ("Not foil", "standard", "yes"), ("Yes/No Foil", "holographic", "yes")])
def test_a_negated_or_standard_finish_column_saying_what_the_finishes_do_is_kept(
        tmp_path: Path, column: str, finishes: str, cell: str) -> None:
    """``Non-foil`` yes of a standard card, ``Standard`` no of a holographic one: each
    was refused, its answer compared as a holographic (or denied) one."""
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,rarity,finishes,{column}\n"
                     f"Umbral Warden,Character,Common,{finishes},{cell}\n", encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Umbral Warden").card
    assert card is not None and card.facts[column.lower()] == cell


@pytest.mark.parametrize("flag", ["holo: false", 'holographic: "no"', "foil: true"])
def test_a_yes_or_no_finish_key_is_refused_on_its_line(tmp_path: Path, flag: str) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text(f"game: magetcg\ncards:\n  - {{name: Umbral Warden, type: Character, "
                     f"{flag}}}\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    key = flag.split(":", 1)[0]
    assert raised.value.where == "3" and raised.value.message.startswith(
        f"$.cards[0].{key}: the key {key!r} is no card fact the rules read, but marks a "
        "card's finishes (holographic)")


@pytest.mark.parametrize(("column", "rows"), [
    # the card's own finishes say what the flag does
    ("Holo", ("Umbral Warden,Character,standard,No", "Ember Squire,Character,holographic,Yes")),
    ("Foil", ("Umbral Warden,Character,standard;foil,yes", "Ember Squire,Character,normal,no")),
    # no yes-or-no words: something else
    ("Holo", ("Umbral Warden,Character,,Gold", "Ember Squire,Character,,no"))])
def test_a_finish_flag_saying_what_the_finishes_do_is_kept(tmp_path: Path, column: str,
                                                          rows: tuple[str, ...]) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("\n".join((f"name,type,finishes,{column}", *rows)) + "\n",
                     encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Umbral Warden").card
    assert card is not None and card.facts[column.lower()] in ("No", "yes", "Gold")


def test_a_flag_key_is_refused_on_its_line(tmp_path: Path) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text("- {name: Test Hound, type: Animal, animal: true}\n"
                     "- {name: Test Raven, type: Permanent, animal: true}\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.where) == (
        "$.cards[1].animal: the key 'animal' is no card fact the rules read, but marks a "
        "card's type (Animal), which the rules read under that name only: give the card's "
        "type as Animal, or rename the key if it holds something else", "2")


@pytest.mark.parametrize(("game", "header", "row"), [
    ("mage-noir", "name,type,Red", "Test Bear,Spell,yes"),
    ("magetcg", "name,type,rarity,Green", "Test Bear,Character,Common,yes"),
    ("mtg", "name,type,Foil", "Test Bear,Creature,no")])
def test_a_flag_of_another_games_words_is_no_flag(tmp_path: Path, game: str, header: str,
                                                  row: str) -> None:
    """A Mage Noir sheet's ``Red`` column was refused as Magic's colour identity, a Magic
    sheet's ``Foil`` told to give MageTCG's finishes: only the file's game's words flag."""
    cards = tmp_path / "cards.csv"
    cards.write_text(f"{header}\n{row}\n", encoding="utf-8")
    card = database_for(game, [cards]).resolve("Test Bear").card
    column = header.rsplit(",", 1)[1]
    assert card is not None and card.facts[column.lower()] == row.rsplit(",", 1)[1]


@pytest.mark.parametrize("cell", ["WG", "{W}{G}", "W;G", "White, Green"])
def test_a_colour_flag_the_identity_gives_is_kept(tmp_path: Path, cell: str) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text(f'name,type,colour_identity,White\nTest Elf,Creature,"{cell}",yes\n',
                     encoding="utf-8")
    card = database_for("mtg", [cards]).resolve("Test Elf").card
    assert card is not None and card.facts["white"] == "yes"


@pytest.mark.parametrize("rows", [("Test Hound,Animal,x",), ("Test Hound,Permanent,no",),
                                  ("Test Hound,Permanent,wolf", "Test Raven,Permanent,x")])
def test_a_flag_column_marking_nothing_hidden_is_kept(tmp_path: Path,
                                                      rows: tuple[str, ...]) -> None:
    # the card's own type gives it; no yes; other words in the column
    cards = tmp_path / "cards.csv"
    cards.write_text("\n".join(("name,type,Animal", *rows)) + "\n", encoding="utf-8")
    assert database_for("mage-noir", [cards]).resolve("Test Hound").card is not None


def test_a_column_beside_the_fact_repeating_it_is_kept(tmp_path: Path) -> None:
    # a type line's words repeated (Permanent - Animal, then Animal) hide nothing
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,Print,Catégorie\n"
                     "Test Hound,Permanent - Animal,Rare,Rare,Animal\n"
                     "Test Raven,Permanent,Common,,Permanent\n", encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Test Hound").card
    assert card is not None and (card.facts["print"], card.facts["catégorie"]) == (
        "Rare", "Animal")


@pytest.mark.parametrize(("game", "header", "rows", "fact", "shown"), [
    # a French sheet's category of an Animal beside its type: two Animals legal
    ("mage-noir", "name,type,Catégorie", ("Test Hound,Permanent,Animal",
                                          "Test Raven,Permanent,Animal"), "type", "Animal"),
    ("mage-noir", "name,type,subtypes,Tags", ("Test Hound,Permanent,Wolf,Animal",
                                              "Test Raven,Spell,,Spell"), "type", "Animal"),
    # a Print of Legendary beside a rarity of Common: two copies legal in Ascension
    ("magetcg", "name,type,rarity,Print", ("Umbral Warden,Character,Common,Legendary",
                                           "Ember Squire,Character,Rare,Common"),
     "rarity", "Common, Legendary"),
    # a Kind of Magi beside a Creature's type: the Magi's place in the stack unread
    ("magi-nation", "name,type,Kind", ("Test Evu,Creature,Magi",), "type", "Magi")])
def test_a_column_beside_the_fact_giving_another_value_is_refused(
        tmp_path: Path, game: str, header: str, rows: tuple[str, ...], fact: str,
        shown: str) -> None:
    """A column of no card fact giving a card a value the game lists for its ``type`` or
    ``rarity`` that the card's own column does not hold: which of the two is the card's is
    not known (each was a column no rule reads, the Animal uncounted, the Legendary held
    to 4 copies)."""
    cards = tmp_path / "cards.csv"
    cards.write_text("\n".join((header, *rows)) + "\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for(game, [cards])
    column = header.rsplit(",", 1)[1]
    assert (raised.value.message, raised.value.where) == (
        f"the column {column!r} is no card fact the rules read, but gives a card a {fact} "
        f"({shown}) its {fact} does not hold, which the rules read under that name only: "
        f"give the card's {fact} in one column, or rename it if it holds something else",
        "1")


def test_a_key_beside_the_fact_giving_another_value_is_refused_on_its_line(
        tmp_path: Path) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text("game: mage-noir\ncards:\n  - name: Test Hound\n    type: Permanent\n"
                     "    kategorie: Permanent\n"
                     "  - name: Test Raven\n    type: Permanent\n    kategorie: Animal\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.where) == (
        "$.cards[1].kategorie: the key 'kategorie' is no card fact the rules read, but "
        "gives a card a type (Animal) its type does not hold, which the rules read under "
        "that name only: give the card's type in one key, or rename it if it holds "
        "something else", "8")


# a subtype's title by what it names beside the subtypes' own column, either first
@pytest.mark.parametrize("header", ["name,type,subtypes,Race", "name,type,Subtype,Creature Type",
                                    "name,type,Subtype,Tribe", "name,type,Famille,Subtype"])
def test_a_loose_subtype_column_beside_the_subtypes_adds_to_them(tmp_path: Path,
                                                                 header: str) -> None:
    # each was refused: "the columns 'subtypes' and 'Race' both give a card's subtypes"
    cards = tmp_path / "animals.csv"
    cells = "Animal,Beast" if header.endswith("Subtype") else "Beast,Animal"
    cards.write_text(f"{header}\nTest Hound,Permanent,{cells}\nTest Raven,Animal,,\n",
                     encoding="utf-8")
    result = _mage_noir(f"Deck\n{DECK_40}1 Test Hound\nSide deck\n1 Test Raven\n", cards)
    assert _errors(result) == [
        ("category-limit",
         "2 Animals in deck and side deck (Test Hound and Test Raven); at most 1", 14)]


def test_a_short_rarity_column_beside_the_rarity_is_read_as_before(tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,Rar\nTest Hound,Permanent,Legendary,L\n",
                     encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Test Hound").card
    assert card is not None and (card.rarities, card.facts["rar"]) == (("Legendary",), "L")


@pytest.mark.parametrize(("cell", "limit"), [
    ("-", None), ("N/A", None), ("None", None), ("Unlimited", "any"), ("unlimited", "any"),
    ("no limit", "any"), ("\u221e", "any"), ("*", "any"), ("Illimit\u00e9", "any")])
def test_a_limit_column_saying_no_limit_of_its_own_is_read(tmp_path: Path, cell: str,
                                                           limit: str | None) -> None:
    # each was refused: "not a whole number of copies (2) or any"
    cards = tmp_path / "limits.csv"
    cards.write_text(f"name,type,Max per deck\nTwin Flame,Spell,{cell}\n", encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Twin Flame").card
    assert card is not None and card.facts.get("deck_limit") == limit


def test_a_places_column_of_no_number_is_read_as_before(tmp_path: Path) -> None:
    # a town's places were read as a Magi's: "Paris" refused as no whole number
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,Places\nTest Hound,Animal,Paris\nTest Raven,Animal,-\n",
                     encoding="utf-8")
    database = database_for("mage-noir", [cards])
    hound, raven = (database.resolve(name).card for name in ("Test Hound", "Test Raven"))
    assert hound is not None and raven is not None
    assert (hound.facts["places"], "magi_count" in hound.facts) == ("Paris", False)
    assert "magi_count" not in raven.facts and "places" not in raven.facts
    # beside a number, a town is refused: the column gives places (a double Magi's 2
    # beside a row of other text was unread)
    cards.write_text("name,type,Places\nTest Hound,Animal,Paris\nTest Raven,Animal,2\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.where) == (
        "Places 'Paris' may give the card's magi_count but is no whole number: write the "
        "number alone (or a placeholder, -, for none)", "2")


@pytest.mark.parametrize("key", ["race", "family", "tribe", "Race"])
def test_a_loose_subtype_key_of_a_yaml_file_adds_to_the_subtypes(tmp_path: Path,
                                                                 key: str) -> None:
    # each was refused as a misspelt key
    cards = tmp_path / "cards.yaml"
    cards.write_text(f"cards:\n  - name: Test Hound\n    type: Permanent\n"
                     f"    subtypes: [Beast]\n    {key}: Animal\n"
                     "  - name: Test Raven\n    type: Animal\n    places: Paris\n",
                     encoding="utf-8")
    result = _mage_noir(f"Deck\n{DECK_40}1 Test Hound\nSide deck\n1 Test Raven\n", cards)
    assert _errors(result) == [
        ("category-limit",
         "2 Animals in deck and side deck (Test Hound and Test Raven); at most 1", 14)]
    raven = database_for("mage-noir", [cards]).resolve("Test Raven").card
    assert raven is not None and raven.facts["places"] == "Paris"


# a second rarity column beside the rarity added a rarity: a Legendary card with an Alt
# Rarity of Common took Common's limit, four copies legal in MageTCG Ascension
@pytest.mark.parametrize("column", ["Other Rarity", "2nd Rarity", "Rarity II", "Rarity 2",
                                    "Second Rarity", "secondRarity"])
def test_a_second_rarity_column_beside_the_rarity_is_refused(tmp_path: Path,
                                                            column: str) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,rarity,{column}\nTidal Crown,Relic,Legendary,Common\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert (raised.value.message, raised.value.where) == (
        f"the columns 'rarity' and {column!r} both give a card's rarity, and a card of two "
        f"takes the more permissive one's limit: give a card's rarity in one column "
        f"(rarity of Legendary;Common), or rename {column!r} if it holds something else",
        "1")


# a YAML or JSON key of a second subtype or type was neither read nor refused (the CSV
# column of that title is read): its Animal uncounted, two Animals legal
@pytest.mark.parametrize(("key", "value"), [
    ("second_subtype", "Animal"), ("Subtype 2", "Animal"), ("subtype2", "[Animal]"),
    ("other_types", "Animal"), ("secondSubtype", "Beast Animal"), ("subtypes_2", "Animal")])
def test_a_second_subtype_key_adds_to_the_subtypes(tmp_path: Path, key: str,
                                                   value: str) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text(f"cards:\n  - name: Test Hound\n    type: Permanent\n"
                     f"    subtypes: [Spirit]\n    {key}: {value}\n"
                     "  - name: Test Raven\n    type: Permanent\n    subtypes: [Animal]\n",
                     encoding="utf-8")
    result = _mage_noir(f"Deck\n{DECK_40}1 Test Hound\nSide deck\n1 Test Raven\n", cards)
    assert _errors(result) == [
        ("category-limit",
         "2 Animals in deck and side deck (Test Hound and Test Raven); at most 1", 14)]


@pytest.mark.parametrize("first", ['"rarity": "Legendary"', '"rar": "Legendary"', ""])
def test_a_second_rarity_key_is_refused(tmp_path: Path, first: str) -> None:
    # beside the rarity, or beside an unread "rar" (it made the card's rarity Common, the
    # Legendary unread: four copies legal), or alone
    cards = tmp_path / "cards.json"
    cards.write_text('{"cards": [{"name": "Tidal Crown", "type": "Relic", '
                     f'{first + ", " if first else ""}"rarity2": "Common"}}]}}',
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magetcg", [cards])
    assert (raised.value.message, raised.value.where) == (
        "$.cards[0].rarity2: the key 'rarity2' gives more of a card's rarity, and a card of "
        "two takes the more permissive one's limit: give a card's rarity under rarity only "
        "([Legendary, Common]), or rename 'rarity2' if it holds something else", "1")


# a column whose title holds a subtype's word but gives no more of the card's subtypes
# added its words to them: Not an Animal (errata) made the card an Animal, refused
@pytest.mark.parametrize("column", ["Subtype Notes", "Subtype Art", "Old Subtypes",
                                    "Previous Subtype", "Target Subtype", "Synergy Subtype",
                                    "Subtypes Affected", "Subtype Link"])
def test_a_column_about_subtypes_adds_none(tmp_path: Path, column: str) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,Subtypes,{column}\nTest Hound,Permanent,Beast,"
                     "Not an Animal (errata)\nTest Raven,Permanent,Animal,\n",
                     encoding="utf-8")
    result = _mage_noir(f"Deck\n{DECK_40}1 Test Hound\nSide deck\n1 Test Raven\n", cards)
    assert _errors(result) == []
    hound = database_for("mage-noir", [cards]).resolve("Test Hound").card
    assert hound is not None and hound.subtypes == ("Beast",)


@pytest.mark.parametrize(("column", "cell"), [("Alt Type", "Animal"),
                                              ("Alt Rarity", "Common")])
def test_an_alt_column_adds_nothing(tmp_path: Path, column: str, cell: str) -> None:
    # Alt Type's Animal typed the card; Alt Rarity's Common lifted a Legendary's limit
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,rarity,{column}\nTest Hound,Permanent,Legendary,{cell}\n",
                     encoding="utf-8")
    hound = database_for("mage-noir", [cards]).resolve("Test Hound").card
    assert hound is not None and (hound.types, hound.rarities) == (
        ("Permanent",), ("Legendary",))


@pytest.mark.parametrize(("header", "named"), [
    ("Card Name,Card Type,Rarity,Finishes", "Card Name"),
    ("Nom,Type,Rareté,Finitions", "Nom"),
    ("Kartenname;Typ;Seltenheit", "Kartenname"),
    ("Type,card name,Rarity", "card name"), ("Nombre,Tipo,Rareza", "Nombre"),
    # beside a column naming the card, Nombre is a number's (French) column of its own
    ("Nom,Type,Rareté,Nombre", "Nom")])
def test_a_card_file_names_its_cards_as_a_decklist_does(tmp_path: Path, header: str,
                                                        named: str) -> None:
    """A card file titled as a decklist's CSV titles its name column (``Card Name``,
    ``Nom``) was refused ("need a header row with a 'name' column")."""
    from cardtools.cardfiles import read_card_file

    delimiter = ";" if ";" in header else ","
    columns = header.split(delimiter)
    row = {"Card Type": "Character", "Type": "Character", "Typ": "Character",
           "Tipo": "Character", "Rareza": "Common", "Nombre": "3",
           "Rarity": "Common", "Rareté": "Common", "Seltenheit": "Common",
           "Finishes": "standard;holographic", "Finitions": "standard;holographic",
           named: "Umbral Warden"}
    cells = [f'"{row[column]}"' if ";" in row[column] else row[column] for column in columns]
    path = tmp_path / "cards.csv"
    path.write_text(f"{header}\n{delimiter.join(cells)}\n", encoding="utf-8")
    _game, records = read_card_file(path)
    assert [(record["name"], record["type"], record["rarity"]) for record in records] == [
        ("Umbral Warden", ["Character"], ["Common"])]
    if "Fini" in header:
        assert records[0]["finishes"] == ["standard", "holographic"]


def test_a_card_file_with_two_name_titles_and_no_name_column_is_refused(
        tmp_path: Path) -> None:
    """``Card Name`` beside ``Nom``: which one names the card is not known."""
    from cardtools.cardfiles import read_card_file

    path = tmp_path / "cards.csv"
    path.write_text("Card Name,Nom,Type\nUmbral Warden,Gardien,Character\n", encoding="utf-8")
    with pytest.raises(CardtoolsError, match="need a header row with a 'name' column"):
        read_card_file(path)


@pytest.mark.parametrize("column", [
    "names.fr", "name_fr", "French", "fr", "French name", "Nom FR", "Nom français",
    "Nom (FR)", "Name (FR)", "name.fr", "names_fr", "nom_fr", "Français", "FR name",
    "Name in French", "nameFr", "VF"])
def test_a_column_titled_by_a_language_gives_the_cards_names_in_it(
        tmp_path: Path, column: str) -> None:
    # each was a column no rule read: a legal deck naming the French name an unknown card
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,{column}\nWild Boar,Animal,Sanglier sauvage\n",
                     encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Sanglier sauvage").card
    assert card is not None and (card.name, card.facts["names"]) == (
        "Wild Boar", {"fr": "Sanglier sauvage"})


@pytest.mark.parametrize("column", ["Nom de carte", "Nombre de carta", "Nom DE LA CARTE",
                                    "Name of card"])
def test_an_article_between_a_titles_words_names_no_language(
        tmp_path: Path, column: str) -> None:
    """``Nom de carte``: its ``de`` was read as German's code, the French names German."""
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,{column}\nWild Boar,Animal,Sanglier sauvage\n",
                     encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Wild Boar").card
    assert card is not None and "names" not in card.facts


@pytest.mark.parametrize(("key", "language"), [
    ("french", "fr"), ("nom_fr", "fr"), ("names.fr", "fr"), ("Nom (FR)", "fr"),
    ("Nom de la carte VF", "fr"), ("DE", "de"), ("Name (DE)", "de"),
    ("german", "de"), ("Name DE", "de")])
def test_a_key_titled_by_a_language_gives_the_cards_names_in_it(
        tmp_path: Path, key: str, language: str) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text(f"game: mage-noir\ncards:\n  - {{name: Wild Boar, type: Animal, "
                     f"'{key}': Sanglier sauvage}}\n", encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Sanglier sauvage").card
    assert card is not None and card.facts["names"] == {language: "Sanglier sauvage"}


@pytest.mark.parametrize("header", ["name,type,French,names.fr", "name,type,fr,Nom FR"])
def test_two_columns_of_one_languages_names_are_refused(tmp_path: Path, header: str) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text(f"{header}\nWild Boar,Animal,Sanglier sauvage,Sanglier\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    first, second = header.split(",")[2:]
    assert (raised.value.message, raised.value.where) == (
        f"the columns {first!r} and {second!r} both give a card's names.fr; keep one", "1")


def test_a_key_and_names_of_one_language_are_refused(tmp_path: Path) -> None:
    cards = tmp_path / "cards.yaml"
    cards.write_text("game: mage-noir\ncards:\n  - name: Wild Boar\n    type: Animal\n"
                     "    names: {fr: Sanglier}\n    french: Sanglier sauvage\n",
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mage-noir", [cards])
    assert (raised.value.message, raised.value.where) == (
        "$.cards[0].french: the key 'french' and 'names' both give a card's names in fr; "
        "keep one", "6")


@pytest.mark.parametrize("column", ["English", "Name (EN)", "Nom de la carte VO",
                                    "Language", "Traduction"])
def test_a_column_naming_no_other_language_is_no_names(tmp_path: Path, column: str) -> None:
    # English is the card data's own names' language; the others name no language
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,{column}\nWild Boar,Animal,Sanglier sauvage\n",
                     encoding="utf-8")
    card = database_for("mage-noir", [cards]).resolve("Wild Boar").card
    assert card is not None and "names" not in card.facts
    assert card.facts[column.lower()] == "Sanglier sauvage"
