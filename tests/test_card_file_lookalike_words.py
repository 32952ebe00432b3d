"""A card file's fact words written with look-alike letters of another script (a
Cyrillic ``А`` in ``Аnimal``, a Greek ``Α``, a full-width ``Ｃ``) are read as the Latin
words they show, as a decklist line so written is the card it disguises: a subtype so
written was no Animal (two Animals legal), a Magi's ``stack_excludes`` so written kept
no Core Magi out, a rarity so written was refused instead of read. A card's own name
is not so folded (the ``look-alike`` rule judges a line), nor a word of another script
throughout.

Rules: Mage Noir Detailed Rules v1.1, 1.1 (at most 1 Animal); Magi-Nation Duel rulebook
(2001), THE MAGI (a Magi's text keeping Magi out of its stack); MageTCG rules, Game
Variants: Heroic (Common and Uncommon cards only).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.cardfiles import read_card_file
from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

DECK_40 = "".join(f"4 {name}\n" for name in (
    "Fire Ball", "Tornado", "Air Blade", "Seed", "Flame Projectile", "Breath",
    "Favorable Winds", "Bark Armor", "Droplet", "Water Drop"))


def _check(deck: str, fmt: str, cards: Path) -> DeckResult:
    options = CheckOptions(format_id=fmt, card_files=[cards], use_config=False,
                           as_of=dt.date(2025, 12, 1))
    return Checker(options).check_bytes(deck.encode(), "deck.txt")


def _errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


# a Cyrillic A, a Greek Alpha, a full-width A, a Cyrillic a inside the word
@pytest.mark.parametrize("animal", ["\u0410nimal", "\u0391nimal", "\uff21nimal",
                                    "Anim\u0430l"])
@pytest.mark.parametrize("column", ["type", "subtypes"])
def test_an_animal_written_with_look_alike_letters_counts(tmp_path: Path, animal: str,
                                                          column: str) -> None:
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,{column}\nWild Boar,{animal}\nGrey Wolf,Animal\n",
                     encoding="utf-8")
    result = _check(f"Deck\n{DECK_40}1 Wild Boar\nSide deck\n1 Grey Wolf\n",
                    "mage-noir/tournament", cards)
    assert (result.status, _errors(result)) == ("illegal", [
        ("category-limit",
         "2 Animals in deck and side deck (Wild Boar and Grey Wolf); at most 1", 14)])


# Animal run into a word of a script written without spaces (Chinese, Japanese, Korean,
# Thai), look-alike letters in it or not: each was one word, no Animal, two Animals legal
@pytest.mark.parametrize("animal", ["\u0410nimal\u72fc", "Animal\u72fc", "\u72fcAnim\u0430l",
                                    "\u30aa\u30aa\u30ab\u30dfAnimal", "\ub291\ub300Animal",
                                    "Animal\u0e2b\u0e21\u0e32\u0e1b\u0e48\u0e32"])
def test_an_animal_run_into_an_unspaced_scripts_word_counts(tmp_path: Path,
                                                            animal: str) -> None:
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,type,subtypes\nWild Boar,Permanent,{animal}\n"
                     "Grey Wolf,Animal,\nTest Owl,Permanent,Wolf\u72fc\n", encoding="utf-8")
    result = _check(f"Deck\n{DECK_40}1 Wild Boar\n1 Test Owl\nSide deck\n1 Grey Wolf\n",
                    "mage-noir/tournament", cards)
    assert (result.status, _errors(result)) == ("illegal", [
        ("category-limit",
         "2 Animals in deck and side deck (Wild Boar and Grey Wolf); at most 1", 15)])


# a subtype copied from a page's source, its letter an HTML character reference: a CSV
# list cell's ; parted it in two, no Animal, two Animals legal
@pytest.mark.parametrize("animal", ["&#1040;nimal", "&#65;nimal", "&#x410;nimal",
                                    "&Alpha;nimal", "Wolf&#59;Animal", "&#1040nimal",
                                    "&#x410nimal", "&amp;#1040;nimal", "&amp;amp;#65;nimal"])
def test_an_animal_written_with_html_references_counts(tmp_path: Path, animal: str) -> None:
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,type,subtypes\nWild Boar,Permanent,{animal}\n"
                     "Grey Wolf,Animal,\nTest Owl,Permanent,Salt&notes\n", encoding="utf-8")
    result = _check(f"Deck\n{DECK_40}1 Wild Boar\n1 Test Owl\nSide deck\n1 Grey Wolf\n",
                    "mage-noir/tournament", cards)
    assert (result.status, _errors(result)) == ("illegal", [
        ("category-limit",
         "2 Animals in deck and side deck (Wild Boar and Grey Wolf); at most 1", 15)])


def test_a_yaml_card_files_html_references_are_read_but_in_names(tmp_path: Path) -> None:
    cards = tmp_path / "animals.yaml"
    cards.write_text("cards:\n- {name: Wild &#66;oar, type: Permanent, subtypes: [Wolf, "
                     "\"&#1040;nimal\"]}\n- {name: Grey Wolf, type: \"&#65;nimal\"}\n",
                     encoding="utf-8")
    _game, records = read_card_file(cards)
    assert [(r["name"], r.get("type"), r.get("subtypes")) for r in records] == [
        ("Wild &#66;oar", "Permanent", ["Wolf", "Animal"]), ("Grey Wolf", "Animal", None)]


def test_a_yaml_card_files_words_are_read_so_too(tmp_path: Path) -> None:
    cards = tmp_path / "animals.yaml"
    cards.write_text("cards:\n- {name: Wild Boar, type: Permanent, subtypes: [Wolf, "
                     "\"\u0410nimal\"]}\n- {name: Grey Wolf, type: \"\u0410nimal\"}\n",
                     encoding="utf-8")
    _game, records = read_card_file(cards)
    assert [(r.get("type"), r.get("subtypes")) for r in records] == [
        ("Permanent", ["Wolf", "Animal"]), ("Animal", None)]


def test_a_name_and_a_word_of_another_script_are_kept(tmp_path: Path) -> None:
    cards = tmp_path / "animals.csv"
    cards.write_text("name,type,subtypes\n\u0421ave Bear,Permanent,\u0416ивотное\n",
                     encoding="utf-8")
    _game, records = read_card_file(cards)
    assert [(r["name"], r["subtypes"]) for r in records] == [
        ("\u0421ave Bear", ["\u0416ивотное"])]


MAGI_DECK = ("Magi\nAgram\nCore Hunter\nTryn\nDeck\n"
             + "".join(f"3 {name}\n" for name in (
                 "Balamant Pup", "Carillion", "Hood of Hiding", "Robe of Vines", "Grow",
                 "Tap Roots", "Furok", "Arboll", "Rudwot", "Leaf Hyren", "Plith", "Weebo",
                 "Orwin's Gaze", "Vortex of Knowledge")))


def test_a_magis_stack_excludes_so_written_keeps_core_magi_out(tmp_path: Path) -> None:
    cards = tmp_path / "magi.csv"
    # a Cyrillic Es: Core Hunter "cannot be in a Magi stack with Core Magi"
    cards.write_text("name,type,regions,stack_excludes\nCore Hunter,Magi,Naroom,\u0421ore\n",
                     encoding="utf-8")
    result = _check(MAGI_DECK, "magi-nation/standard", cards)
    assert (result.status, _errors(result)) == ("illegal", [
        ("magi-stack", "Core Hunter cannot be in the Magi stack with Core Magi (Agram); its "
         "own text says so", 3)])


def test_a_rarity_so_written_is_read_and_judged(tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    # a Cyrillic ie in Legendary: refused as no rarity of the game, now Legendary
    cards.write_text("name,type,rarity,iconic\nIconic Test Mage,Character,Legendary,true\n"
                     "Test Keep,Location,L\u0435gendary,\nTest Squire,Character,Common,\n",
                     encoding="utf-8")
    result = _check("Mage\n1 Iconic Test Mage\nDeck\n1 Test Keep\n4 Test Squire\n",
                    "magetcg/ascension+heroic", cards)
    assert [error for error in _errors(result) if error[0] != "zone-size"] == [
        ("rarity-not-allowed", "Test Keep is Legendary; Ascension + Heroic allows only "
         "Common or Uncommon cards", 4)]


# a Cyrillic u (U+0443) for the y of Subtypes; a zero-width space, a soft hyphen or a
# zero-width non-joiner inside the title
@pytest.mark.parametrize("column", ["Subt\u0443pes", "Sous-t\u0443pe", "SUBTYPES",
                                    "Sub\u200btypes", "Sub\u00adtypes", "Sub\u200ctype"])
def test_a_column_titled_with_look_alike_letters_names_its_fact(tmp_path: Path,
                                                                column: str) -> None:
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,type,{column}\nWild Boar,Permanent,Animal\nGrey Wolf,Animal,\n",
                     encoding="utf-8")
    result = _check(f"Deck\n{DECK_40}1 Wild Boar\nSide deck\n1 Grey Wolf\n",
                    "mage-noir/tournament", cards)
    assert (result.status, _errors(result)) == ("illegal", [
        ("category-limit",
         "2 Animals in deck and side deck (Wild Boar and Grey Wolf); at most 1", 14)])


# a JSON or YAML escape of a Cyrillic A in a file that is ASCII text throughout
@pytest.mark.parametrize(("name", "text"), [
    ("animals.json", '{"cards":[{"name":"Wild Boar","type":"Permanent","subtypes":'
                     '["\\u0410nimal"]},{"name":"Grey Wolf","type":"Animal"}]}'),
    ("animals.yaml", 'cards:\n- {name: Wild Boar, type: Permanent, subtypes: [Wolf, '
                     '"\\u0410nimal"]}\n- {name: Grey Wolf, type: Animal}\n'),
    ("animals.yaml", 'cards:\n- {name: Wild Boar, type: Permanent, subtypes: [Wolf, '
                     '"Anim\\x61l"]}\n- {name: Grey Wolf, type: "\\U00000391nimal"}\n')])
def test_a_look_alike_letter_given_by_an_escape_is_read_so_too(tmp_path: Path, name: str,
                                                                text: str) -> None:
    cards = tmp_path / name
    cards.write_text(text, encoding="ascii")
    result = _check(f"Deck\n{DECK_40}1 Wild Boar\nSide deck\n1 Grey Wolf\n",
                    "mage-noir/tournament", cards)
    assert (result.status, _errors(result)) == ("illegal", [
        ("category-limit",
         "2 Animals in deck and side deck (Wild Boar and Grey Wolf); at most 1", 14)])


def test_a_magis_escaped_stack_excludes_keeps_core_magi_out(tmp_path: Path) -> None:
    cards = tmp_path / "core.json"
    cards.write_text('[{"name":"Core Hunter","type":"Magi","regions":["Naroom"],'
                     '"stack_excludes":["\\u0421ore"]}]', encoding="ascii")
    result = _check(MAGI_DECK, "magi-nation/standard", cards)
    assert (result.status, _errors(result)) == ("illegal", [
        ("magi-stack", "Core Hunter cannot be in the Magi stack with Core Magi (Agram); its "
         "own text says so", 3)])


# each word is folded alone: beside a word of another script, or in brackets
@pytest.mark.parametrize("cell", ["\u0410nimal \u0412\u043e\u043b\u043a",
                                  "Wolf \u0410nimal \u72fc",
                                  "\u0410nimal (\u0416\u0438\u0432\u043e\u0442\u043d\u043e\u0435)"])
def test_a_look_alike_word_beside_a_word_of_another_script_counts(
        tmp_path: Path, cell: str) -> None:
    cards = tmp_path / "animals.csv"
    cards.write_text(f"name,type,subtypes\nWild Boar,Permanent,{cell}\nGrey Wolf,Animal,\n",
                     encoding="utf-8")
    result = _check(f"Deck\n{DECK_40}1 Wild Boar\nSide deck\n1 Grey Wolf\n",
                    "mage-noir/tournament", cards)
    assert (result.status, _errors(result)) == ("illegal", [
        ("category-limit",
         "2 Animals in deck and side deck (Wild Boar and Grey Wolf); at most 1", 14)])


def test_russian_words_of_letters_that_look_latin_are_kept(tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,subtypes\nWild Boar,Permanent,"
                     "\u0412\u043e\u0440;\u041e\u0440\u043a;\u041c\u0430\u0433\n",
                     encoding="utf-8")
    _game, records = read_card_file(cards)
    assert [r["subtypes"] for r in records] == [
        ["\u0412\u043e\u0440", "\u041e\u0440\u043a", "\u041c\u0430\u0433"]]
