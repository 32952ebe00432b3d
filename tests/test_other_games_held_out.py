"""Decklists of Mage Noir, Magi-Nation Duel and MageTCG as their players write them, and
variants of the tricks a player may try on them: each legal deck re-expressed stays legal,
each illegal deck disguised stays illegal (metamorphic checks).

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_text
from cardtools.gamedata import bundled_zones
from cardtools.model import DeckResult
from tests.test_hostile_tricks import BANNED, DECK_40, checker, errors
from tests.test_magetcg import CARDS, WITHIN_THE_DATA, ascension_main, check, filler_cards
from tests.test_magi_nation_variants import CARDS as CALD
from tests.test_magi_nation_variants import check as magi_check
from tests.test_magi_nation_variants import problems

__all__ = ["filler_cards"]  # a fixture of tests.test_magetcg this module's tests use

# ---------------------------------------------------------------- a name and its translation


def _translated(deck: str, english: str, written: str) -> str:
    """``deck`` with the line of 4 ``english`` written ``4 {written}``."""
    assert f"4 {english}\n" in deck
    return deck.replace(f"4 {english}\n", f"4 {written}\n")


@pytest.mark.parametrize(("english", "written"), [
    ("Fire Ball", "Boule de feu (Fire Ball)"),  # the form the reports show a French name in
    ("Fire Ball", "Fire Ball (Boule de feu)"),
    ("Fire Ball", "Boule de Feu / Fire Ball"),
    ("Bark Armor", "Armure d'ecorce (Bark Armor)"),  # its accent dropped
    ("Water Drop", "WATER DROP (GOUTTE D\u2019EAU)"),
])
def test_a_card_written_with_its_translation_is_that_card(english: str, written: str) -> None:
    """French players write a card's French name with its English one (and the reports
    show a French name so: ``Rituel pourpre (Crimson Ritual)``); the pair was an unknown
    card, and a legal deck not legal."""
    result = checker().check_bytes(_translated(DECK_40, english, written).encode(), "deck.txt")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"main": 40}


@pytest.mark.parametrize("byline", ["par Jean Dupont", "Deck par Jean", "by Jean",
                                    "Auteur : Jean"])
def test_a_byline_under_a_mage_noir_lists_title_is_a_note(byline: str) -> None:
    """A forum post's title and byline above a Mage Noir list (``Tempo Vent`` / ``par Jean
    Dupont``): notes, the deck legal (the byline was an unknown card, and the title too
    where no blank line parted them)."""
    result = checker().check_bytes(f"Tempo Vent\n{byline}\n\n{DECK_40}".encode(), "deck.txt")
    assert (result.status, errors(result), result.zones) == ("legal", [], {"main": 40})


def test_a_byline_under_a_magi_nation_lists_title_is_a_note() -> None:
    """The same above a Magi-Nation Duel list and its Magi stack: the stack and the deck
    as written (the byline was a 41st card, unknown)."""
    deck = "Burning Rush\nby Some Player\n\nMagi\nAshgar\nGar\nGrega\n\nDeck\n" + "".join(
        f"{count} {name}\n" for count, name in CALD)
    result = magi_check(deck.encode(), "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})


@pytest.mark.parametrize("heading", ["Weapons", "Ring", "Back", "Trinkets (12)", "Tête :",
                                     "Armes", "Anneaux", "Amulette", "Pieds"])
def test_a_heading_of_an_equipment_slot_groups_a_mage_noir_deck(heading: str) -> None:
    """Equipments grouped by the slot each fills (the cards' subtypes: Weapon, Ring,
    Back, Trinket; French Tête, Arme, Anneau, Amulette, Pieds), the heading on line 9:
    each was an unknown card, a legal deck illegal."""
    deck = DECK_40.replace("4 Bark Armor\n", f"{heading}\n4 Bark Armor\n")
    result = checker().check_bytes(deck.encode(), "deck.txt")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"main": 40}
    words = heading.split(" (")[0].rstrip(" :")
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", f"'{words}' names no card: read as a grouping header", 9)]


@pytest.mark.parametrize("written", ["Rituel pourpre (Crimson Ritual)",
                                     "Crimson Ritual (Rituel Pourpre)",
                                     "Crimson Ritual / Rituel pourpre"])
def test_a_banned_card_written_with_its_translation_stays_banned(written: str) -> None:
    result = checker().check_bytes((DECK_40 + f"1 {written}\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]


def test_a_fifth_copy_written_with_its_translation_is_counted() -> None:
    """Four Fire Ball and one more written as ``Boule de feu (Fire Ball)``: five copies."""
    result = checker().check_bytes((DECK_40 + "1 Boule de feu (Fire Ball)\n").encode(),
                                   "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("copy-limit", "5 copies of Fire Ball; at most 4 (written "
                                             "'Boule de feu (Fire Ball)' on line 12)", 2)]


@pytest.mark.parametrize("written", ["Fire Ball (Crimson Ritual)",
                                     "Rituel pourpre (Boule de feu)",
                                     "Fire Ball / Crimson Ritual"])
def test_two_names_of_two_cards_are_no_card(written: str) -> None:
    """A banned card hidden beside another card's name is no guess either way: an
    unknown card, the deck not legal."""
    result = checker().check_bytes((DECK_40 + f"1 {written}\n").encode(), "deck.txt")
    assert result.status == "illegal"
    # a card's name in brackets after the name is also a parse-error naming that card
    assert [(rule, line) for rule, _message, line in errors(result)] == (
        [("parse-error", 12)] if written.endswith(")") else []) + [("unknown-card", 12)]


# ------------------------------------------------------------- MageTCG: holographic words

SPEAKEASY = "magetcg/ascension+speakeasy"
MAGE = "Iconic Lantern Sage"


def _speakeasy_deck(mark: str, last: str | None = None) -> str:
    """An Ascension + Speakeasy deck whose every line is marked ``mark``; the last line
    marked ``last`` instead when it is given."""
    lines = [f"{count} {name} {mark}" for count, name in ascension_main()]
    if last is not None:
        lines[-1] = lines[-1].removesuffix(mark) + last
    return f"Mage\n1 {MAGE} {mark}\nDeck\n" + "\n".join(lines) + "\n"


@pytest.mark.parametrize("mark", ["*F*", "(foil)", "(Holo)", "[holo]", "(holographic)",
                                  "(holofoil)", "(Holo Foil)", "(holo-foil)", "[HOLOFOIL]",
                                  "(holographique)", "[F]", "[f]", "(F)"])
def test_every_word_for_a_holographic_finish_marks_holographic_copies(
        mark: str, filler_cards: Path) -> None:
    """``(holofoil)`` was dropped as a set code, and the copies read as not holographic:
    a legal Speakeasy deck was not legal, told to mark copies it had marked (``[F]``, as
    ``(F)`` is read, too)."""
    result = check(_speakeasy_deck(mark), SPEAKEASY, filler_cards)
    assert (result.status, result.violations) == ("legal", [])


@pytest.mark.parametrize("mark", ["(Foil Promo)", "(Holo Promo)", "(Holographic Promo)",
                                  "(Prerelease Foil)", "[Holo Promo]", "(Promo, Holo)"])
def test_a_finish_sharing_its_brackets_with_printing_words_marks_holographic_copies(
        mark: str, filler_cards: Path) -> None:
    """``(Foil Promo)`` was read as no finish (every copy finish-required) while ``(Promo)
    (Holo)`` was legal; ``(Promo, Holo)`` was an unknown card: a bracket of printing and
    finish words names both, each read as when written apart."""
    result = check(_speakeasy_deck(mark), SPEAKEASY, filler_cards)
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.severity == "error"] == []


@pytest.mark.parametrize(("game", "mark", "zone"), [
    ("magetcg", "(Mage, foil)", "mage"), ("magetcg", "(Mage, holo)", "mage"),
    ("magetcg", "(holo Mage)", "mage"), ("magetcg", "[Mage - Holo]", "mage"),
    ("magetcg", "(Mage zone *F*)", "mage"), ("mtg", "(Sideboard, foil)", "side"),
    ("mtg", "[SB *F*]", "side"), ("mtg", "(foil SB)", "side")])
def test_a_zone_mark_and_a_finish_in_one_bracket_are_both_read(
        game: str, mark: str, zone: str) -> None:
    """``(Mage, foil)`` was an unknown card (the Mage counted in the deck) and ``[Mage -
    Holo]`` lost its finish: a zone's mark and a finish in one bracket are read as the
    two marks written apart, as ``(Foil Promo)`` is."""
    zones = bundled_zones().of_game(game)
    lines = read_text(f"4 Opt\n1 Seraph of Dawn {mark}\n".encode(), zones=zones).lines
    assert [(line.zone, line.count, line.name, line.holographic) for line in lines] == [
        ("main", 4, "Opt", False), (zone, 1, "Seraph of Dawn", True)]


@pytest.mark.parametrize("mark", ["(Non Foil Mage)", "(Mage) (no)", "(Sideboard need foil)"])
def test_a_zone_mark_beside_a_denied_finish_is_never_holographic(mark: str) -> None:
    """A zone's words beside a word denying or lacking the finish mark no holographic copy."""
    zones = bundled_zones().of_game("magetcg")
    lines = read_text(f"1 Seraph of Dawn {mark}\n".encode(), zones=zones).lines
    assert [line.holographic for line in lines] == [False]


@pytest.mark.parametrize(("mark", "rule"), [
    ("(Non Foil Promo)", "unknown-card"), ("(No Foil Promo)", "unknown-card"),
    ("(Foil Etched)", "finish-required"), ("(Foil Promo need)", "unknown-card"),
    ("(Holo Promo) (no)", "finish-required")])
def test_a_finish_denied_or_lacked_beside_printing_words_is_never_holographic(
        mark: str, rule: str, filler_cards: Path) -> None:
    """A bracket of printing and finish words with a word denying the finish, naming
    another or saying the copies are lacked is not read as a holographic mark: the last
    line (3 copies, line 18) is never legal."""
    result = check(_speakeasy_deck("*F*", mark), SPEAKEASY, filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        (rule, 18)]


@pytest.mark.parametrize(("last", "rule"), [
    ("", "finish-required"), ("(nonfoil)", "finish-required"),
    ("(standard)", "finish-required"),
    ("(non-holo)", "unknown-card")])  # no set code: it stays in the name
def test_a_copy_not_marked_holographic_stays_an_error(last: str, rule: str,
                                                       filler_cards: Path) -> None:
    """The deck's last line (3 copies, line 18) not marked holographic among lines
    marked ``(holofoil)``: never legal."""
    deck = _speakeasy_deck("(holofoil)", last)
    result = check(deck, SPEAKEASY, filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.count) for v in result.violations
            if v.severity == "error"] == [(rule, 18, 3)]


@pytest.mark.parametrize("finish", ["holofoil", "Holo Foil", "holographique"])
def test_a_structured_decklists_holographic_finish_words(finish: str,
                                                          filler_cards: Path) -> None:
    """A YAML decklist's ``finish`` takes the same words as a text line's marker."""
    rows = "".join(f"    - {{name: {name}, count: {count}, finish: {finish}}}\n"
                   for count, name in ascension_main())
    text = (f"format: {SPEAKEASY}\nmage:\n  - {{name: {MAGE}, finish: {finish}}}\n"
            f"main:\n{rows}")
    options = CheckOptions(format_id=SPEAKEASY, card_files=[CARDS, filler_cards],
                           as_of=WITHIN_THE_DATA, use_config=False)
    result = Checker(options).check_bytes(text.encode(), "deck.yaml")
    assert (result.status, result.violations) == ("legal", [])


# ------------------------------------------- spreadsheet columns saved without a header row


@pytest.mark.parametrize("row", ["{n};{name}", "{n},{name}", "{name};{n}", "{name},{n}"])
def test_a_spreadsheets_rows_without_a_header_keep_their_counts(row: str) -> None:
    """``4;Boule de feu``, as Excel saves a quantity and a name column in much of Europe,
    was an unknown card of one copy: a legal deck not legal. Each line is its count of the
    card, with a note of how it was read."""
    lines = [row.format(n=count, name=name) for count, name in
             (line.split(" ", 1) for line in DECK_40.splitlines()[1:])]
    result = checker().check_bytes(("\n".join(lines) + "\n").encode(), "deck.csv")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"main": 40}


@pytest.mark.parametrize(("extra", "rule", "message"), [
    ("1;Rituel pourpre", "banned", BANNED),
    ("1;Boule de feu", "copy-limit",
     "5 copies of Fire Ball; at most 4 (written 'Boule de feu' on line 11)"),
    ("Crimson Ritual;1", "banned", BANNED),
])
def test_a_spreadsheet_row_without_a_header_is_judged(extra: str, rule: str,
                                                      message: str) -> None:
    lines = [f"{count};{name}" for count, name in
             (line.split(" ", 1) for line in DECK_40.splitlines()[1:])]
    result = checker().check_bytes(("\n".join([*lines, extra]) + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    line = 1 if rule == "copy-limit" else 11
    assert errors(result) == [(rule, message, line)]


# ----------------------------------------------- MageTCG: the Iconic prefix of a Mage's name


def _iconic_file(tmp_path: Path) -> Path:
    """A card file writing its Iconic card without the prefix, marked ``iconic``."""
    path = tmp_path / "iconic.csv"
    path.write_text("name,type,rarity,finishes,iconic\n"
                    "Dawn Seraph,Character,Legendary,standard;holographic,yes\n"
                    "Plain Squire,Character,Common,standard;holographic,no\n"
                    "Bright Banner,Relic,Legendary,standard;holographic,yes\n", "utf-8")
    return path


def _judge_mage(mage: str, tmp_path: Path, filler_cards: Path) -> DeckResult:
    deck = "Mage\n1 " + mage + "\nDeck\n" + "".join(
        f"{count} {name}\n" for count, name in ascension_main())
    options = CheckOptions(format_id="magetcg/ascension",
                           card_files=[filler_cards, _iconic_file(tmp_path)],
                           as_of=WITHIN_THE_DATA, use_config=False)
    return Checker(options).check_bytes(deck.encode(), "deck.txt")


@pytest.mark.parametrize("mage", ["Dawn Seraph", "Iconic Dawn Seraph", "ICONIC dawn seraph"])
def test_a_mage_written_with_its_printed_iconic_prefix_is_the_files_card(
        mage: str, tmp_path: Path, filler_cards: Path) -> None:
    """A card file may write an Iconic card's name without the prefix (``iconic: yes``);
    the player writes the name as printed, ``Iconic Dawn Seraph``: it was an unknown
    card, and a legal deck not legal."""
    result = _judge_mage(mage, tmp_path, filler_cards)
    assert (result.status, result.violations) == ("legal", [])
    assert result.zones == {"mage": 1, "main": 59}


@pytest.mark.parametrize(("mage", "rule", "message"), [
    ("Iconic Plain Squire", "unknown-card", "unknown card 'Iconic Plain Squire'"),
    ("Plain Squire", "zone-card-type",
     "Plain Squire (Character) cannot be in the Mage zone: it takes an Iconic Character only"),
    ("Iconic Bright Banner", "zone-card-type",
     "Bright Banner (Relic) cannot be in the Mage zone: it takes an Iconic Character only"),
])
def test_a_non_iconic_mage_written_with_the_prefix_is_no_mage(
        mage: str, rule: str, message: str, tmp_path: Path, filler_cards: Path) -> None:
    """The prefix names only a card the file marks Iconic: a card that is not stays
    unknown, and an Iconic Relic is still no Mage."""
    result = _judge_mage(mage, tmp_path, filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(rule, message, 2)]


@pytest.mark.parametrize("mage", ["Iconic Dawn Seraph (Borderless)", "Iconic Dawn Seraph - Promo",
                                  "Iconic Dawn Seraph (Near Mint)", "Dawn Seraph (alt art)"])
def test_a_mage_written_with_the_prefix_and_a_printings_words_is_the_files_card(
        mage: str, tmp_path: Path, filler_cards: Path) -> None:
    """The prefix the file leaves out and a printing's words after the name, together: one
    reading (each alone was read; both were an unknown card, a legal deck illegal)."""
    result = _judge_mage(mage, tmp_path, filler_cards)
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", f"no card is named '{mage}': read as 1 Dawn Seraph", 2)]


def test_a_non_iconic_card_with_the_prefix_and_a_printings_words_stays_unknown(
        tmp_path: Path, filler_cards: Path) -> None:
    """The printing's words cut, the prefix still names only a card marked Iconic."""
    result = _judge_mage("Iconic Plain Squire (Borderless)", tmp_path, filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", 2)]


@pytest.mark.parametrize("mage", ["Lantern Sage (Borderless)", "Lantern Sage (alt art)",
                                  "Lantern Sage (Full Art)", "Lantern Sage (Near Mint)",
                                  "Lantern Sage - Promo"])
def test_a_mage_written_without_the_iconic_and_with_a_printings_words_is_the_card(
        mage: str, filler_cards: Path) -> None:
    """The card file names the Mage ``Iconic Lantern Sage``; ``Lantern Sage (Borderless)``
    leaves the prefix out and adds a printing's words: it was an unknown card, a legal deck
    not legal."""
    result = check(f"Mage\n1 {mage}\nDeck\n" + "".join(
        f"{count} {name}\n" for count, name in ascension_main()), "magetcg/ascension",
        filler_cards)
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", f"no card is named '{mage}': read as 1 Iconic Lantern Sage", 2)]


@pytest.mark.parametrize("mage", ["Lantern Sage", "lantern sage", "Iconic Lantern Sage"])
def test_a_mage_written_without_the_iconic_its_name_starts_with_is_the_card(
        mage: str, filler_cards: Path) -> None:
    """The card file names the Mage ``Iconic Lantern Sage``; the player writes ``Lantern
    Sage``: it was an unknown card, a legal deck not legal."""
    result = check(f"Mage\n1 {mage}\nDeck\n" + "".join(
        f"{count} {name}\n" for count, name in ascension_main()), "magetcg/ascension",
        filler_cards)
    assert (result.status, result.violations) == ("legal", [])
    assert result.zones == {"mage": 1, "main": 59}


def test_a_copy_of_the_mage_written_without_the_prefix_counts_with_it(
        filler_cards: Path) -> None:
    """The Legendary Mage and one more copy written ``Lantern Sage`` in the deck: two
    copies of a Legendary card (at most 1)."""
    deck = "Mage\n1 Iconic Lantern Sage\nDeck\n1 Lantern Sage\n" + "".join(
        f"{count} {name}\n" for count, name in ascension_main(size=58))
    result = check(deck, "magetcg/ascension", filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("copy-limit", "2 copies of Iconic Lantern Sage (mage zone 1 + deck 1); at most 1 "
                       "(Legendary) (written 'Lantern Sage' on line 4)", 2)]


def _mage_under(header: str, mage: str = "1 Iconic Lantern Sage") -> str:
    """A legal Ascension deck whose Mage zone is headed ``header`` (no header when empty)."""
    return (f"{header}\n" if header else "") + f"{mage}\nDeck\n" + "".join(
        f"{count} {name}\n" for count, name in ascension_main())


@pytest.mark.parametrize("header", ["Iconic", "Iconic:", "ICONIC (1)", "Iconic Character",
                                    "Iconic Character:", "iconic character (1)",
                                    "Iconic Characters (1)", "Mages"])
def test_a_mage_zone_headed_by_the_rules_word_iconic_is_the_mage_zone(
        header: str, filler_cards: Path) -> None:
    """The rules call the Mage "your personal Iconic Character" (Card Types: Mage; Zones:
    Mage Zone): players head the zone so. ``Iconic:`` was an unknown card 'Iconic', the
    Mage counted in the deck (an empty Mage zone, 60 cards in the deck: a legal deck
    illegal)."""
    result = check(_mage_under(header), "magetcg/ascension", filler_cards)
    assert (result.status, result.violations) == ("legal", [])
    assert result.zones == {"mage": 1, "main": 59}


@pytest.mark.parametrize("line", ["Iconic: Iconic Lantern Sage", "Iconic: Lantern Sage",
                                  "Iconic Character - Iconic Lantern Sage"])
def test_iconic_before_a_colon_puts_one_line_in_the_mage_zone(
        line: str, filler_cards: Path) -> None:
    """``Iconic: Name`` puts its card in the Mage zone, as ``Mage: Name`` does."""
    result = check(_mage_under("", line), "magetcg/ascension", filler_cards)
    assert (result.status, result.violations) == ("legal", [])
    assert result.zones == {"mage": 1, "main": 59}


def test_a_structured_decklists_iconic_key_is_its_mage_zone(filler_cards: Path) -> None:
    """A YAML decklist's ``iconic:`` key holds the Mage as ``mage:`` does: it was a note
    outside the deck (an empty Mage zone: a legal deck illegal)."""
    text = "iconic: Iconic Lantern Sage\ndeck:\n" + "".join(
        f"  - {count} {name}\n" for count, name in ascension_main())
    result = check(text, "magetcg/ascension", filler_cards)
    assert (result.status, result.violations) == ("legal", [])
    assert result.zones == {"mage": 1, "main": 59}


def test_a_card_under_an_iconic_header_is_still_judged_as_the_mage(
        filler_cards: Path) -> None:
    """The header names the zone, not the card: a Common Character under ``Iconic:``
    (Brass Familiar) is no Mage (line 2)."""
    result = check(_mage_under("Iconic:", "1 Brass Familiar"), "magetcg/ascension", filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("zone-card-type",
         "Brass Familiar (Character) cannot be in the Mage zone: it takes an Iconic Character "
         "only", 2)]


def _grouped_under(heading: str) -> str:
    """A legal Ascension deck whose deck lines (from line 5) are under ``heading``."""
    return "Mage\n1 Iconic Lantern Sage\nDeck\n" + f"{heading}\n" + "".join(
        f"{count} {name}\n" for count, name in ascension_main())


@pytest.mark.parametrize(("heading", "words"), [
    ("Mage Relics", "Mage Relics"), ("Item Relics:", "Item Relics"), ("Items", "Items"),
    ("Mage Body", "Mage Body"), ("Head", "Head"), ("Weapons:", "Weapons"),
    ("Left Arm", "Left Arm"), ("Inventory", "Inventory"), ("Equipment Slots", "Equipment Slots")])
def test_a_heading_of_the_rules_kinds_of_relic_groups_the_deck(
        heading: str, words: str, filler_cards: Path) -> None:
    """The rules' words for the kinds of Relic and the slots they fill (Relics Rules:
    "Item Relics", "Mage Relics"; Zones: Mage Body, Head, Left Arm, Equipment Slots,
    Inventory) head a group of the deck: each was an unknown card, a legal deck illegal."""
    result = check(_grouped_under(heading), "magetcg/ascension", filler_cards)
    assert result.status == "legal"
    assert result.zones == {"mage": 1, "main": 59}
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [
        ("reading", "info", f"'{words}' names no card: read as a grouping header", 4)]


def test_a_card_named_as_a_relic_heading_is_that_card(tmp_path: Path,
                                                      filler_cards: Path) -> None:
    """A card file's card named with those words (a Relic ``Shield``) is that card, not a
    heading: its three copies on line 4 count (59 cards, one copy over its Rare 2)."""
    cards = tmp_path / "shield.csv"
    cards.write_text("name,type,rarity\nShield,Relic,Rare\n", "utf-8")
    deck = "Mage\n1 Iconic Lantern Sage\nDeck\n3 Shield\n" + "".join(
        f"{count} {name}\n" for count, name in ascension_main(size=56))
    options = CheckOptions(format_id="magetcg/ascension",
                           card_files=[CARDS, filler_cards, cards],
                           as_of=WITHIN_THE_DATA, use_config=False)
    result = Checker(options).check_bytes(deck.encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"mage": 1, "main": 59}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("copy-limit", "3 copies of Shield; at most 2 (Rare)", 4)]


@pytest.mark.parametrize("mark", ["*foil*", "*HOLO*", "- holo", "- Foil", "\u2013 holographic",
                                  "- holo foil"])
def test_a_finish_between_stars_or_after_a_dash_marks_holographic_copies(
        mark: str, filler_cards: Path) -> None:
    """Speakeasy: ``*foil*`` or ``- holo`` after every line marks every copy holographic
    (after a dash it was read as a printing's words and dropped, every line a
    finish-required error; between stars, an unknown card)."""
    result = check(_speakeasy_deck(mark), SPEAKEASY, filler_cards)
    assert (result.status, result.violations) == ("legal", [])


@pytest.mark.parametrize(("last", "rule"), [("- promo", "finish-required"),
                                             ("", "finish-required"),
                                             ("- holo (nonfoil)", "finish-required"),
                                             ("- non-holo", "unknown-card")])
def test_a_dash_before_other_words_marks_no_finish(last: str, rule: str,
                                                   filler_cards: Path) -> None:
    """Only a finish's word after a spaced dash that ends the line marks the copies: the
    last line (3 copies, line 18) so written among lines marked ``- holo`` is an error."""
    result = check(_speakeasy_deck("- holo", last), SPEAKEASY, filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.count) for v in result.violations
            if v.severity == "error"] == [(rule, 18, 3)]


@pytest.mark.parametrize("written", ["{name} - holo x{n}", "{name} - foil x{n}",
                                     "{name} - holo ({n})", "{name} - Holographique x{n}",
                                     "{name} \u2013 holo \u00d7{n}", "{name} - holo [x{n}]",
                                     "{name} - holo *{n}", "{name} - HOLO (x{n})"])
def test_a_dashed_finish_before_a_count_after_the_name_marks_holographic_copies(
        written: str, filler_cards: Path) -> None:
    """Speakeasy: ``Name - holo x4`` (any count after the name) marks the copies as
    ``- holo`` ending the line does: the mark was dropped with the count read, every
    line a finish-required error. (``4x`` and a bare ``4`` after a name are in
    ``test_shared_speakeasy_dash_holo_before_a_count``: these filler names end in digits.)"""
    lines = [written.format(name=name, n=count) for count, name in ascension_main()]
    deck = f"Mage\n1 {MAGE} *F*\nDeck\n" + "\n".join(lines) + "\n"
    result = check(deck, SPEAKEASY, filler_cards)
    assert result.status == "legal"
    assert result.zones == {"mage": 1, "main": 59}
    assert [v for v in result.violations if v.severity == "error"] == []


@pytest.mark.parametrize(("last", "rule"), [("- nonfoil x3", "finish-required"),
                                             ("- holo-free x3", "unknown-card"),
                                             ("- no holo x3", "unknown-card"),
                                             ("[Non-foil] - foil x3", "finish-required"),
                                             ("(non-foil) - holo x3", "finish-required")])
def test_a_denied_dashed_finish_before_a_count_marks_no_finish(
        last: str, rule: str, filler_cards: Path) -> None:
    """A denied finish after the dash (``- nonfoil x3``), or before it (``[Non-foil] -
    foil x3``: the denial, no longer ending the line, was not read, the copies
    holographic), stays not holographic: the last line (3 copies, line 18) among lines
    marked ``- holo`` is an error."""
    lines = [f"{name} - holo x{count}" for count, name in ascension_main()]
    _, name = ascension_main()[-1]
    lines[-1] = f"{name} {last}"
    deck = f"Mage\n1 {MAGE} *F*\nDeck\n" + "\n".join(lines) + "\n"
    result = check(deck, SPEAKEASY, filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        (rule, 18)]


@pytest.mark.parametrize("last", ["*F* (banana)", "(banana) *F*", "(foil) (banana)"])
def test_an_unknown_word_beside_a_finish_mark_is_said(last: str, filler_cards: Path) -> None:
    """Speakeasy: a word in brackets no reader knows beside a finish's mark, dropped as a
    set code, is said in a note (it was dropped unsaid: a word denying the finish in
    another language read as holographic without a word)."""
    lines = [f"{count} {name} *F*" for count, name in ascension_main()]
    count, name = ascension_main()[-1]
    lines[-1] = f"{count} {name} {last}"
    deck = f"Mage\n1 {MAGE} *F*\nDeck\n" + "\n".join(lines) + "\n"
    result = check(deck, SPEAKEASY, filler_cards)
    assert result.status == "legal"
    assert [(v.line, v.message) for v in result.violations if "beside" in v.message] == [
        (18, "'(banana)' beside the finish's mark is no set code, printing or finish word: "
             "dropped, the copies read as holographic")]


#: The message of a finish's mark beside a word of lacking or of held copies (line 18).
_LACKED = ("'{word}' beside the finish's mark says this line's copies are not all held "
           "(lacked, wanted, ordered or counted as owned): which copies are holographic is "
           "not known (mark only the held holographic copies, with *F*)")


@pytest.mark.parametrize(("last", "word"), [
    ("*F* (need)", "need"), ("*F* (want)", "want"), ("*F* (missing)", "missing"),
    ("*F* (ordered)", "ordered"), ("*F* [want]", "want"), ("*F* (need 3)", "need"),
    ("*F* (have 0)", "have"), ("*F* - need 2", "need"), ("(foil) (wanted)", "wanted"),
("(holo) (manque)", "manque")])
def test_a_finish_mark_beside_a_word_of_lacking_is_not_known(
        last: str, word: str, filler_cards: Path) -> None:
    """Speakeasy: a finish's mark beside words saying the copies are lacked, wanted,
    ordered or counting those held (the game data's ``finish_lacking_words``,
    ``held_count_words``) says not which copies are holographic: a ``parse-error`` (each
    was dropped, the copies read holographic, legal)."""
    result = check(_speakeasy_deck("*F*", last), SPEAKEASY, filler_cards)
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity == "error"] == [("parse-error", 18, _LACKED.format(word=word))]


def _verdict(result: DeckResult) -> tuple[str, list[tuple[str, int | None]]]:
    """A result's status and the rule ids and lines of its warnings and errors."""
    return result.status, [(v.rule, v.line) for v in result.violations
                           if v.severity != "info"]


@pytest.mark.parametrize("mark", ["(need)", "missing", "have 0", "want foil",
                                  "2 foil 2 regular", "(proxy)", "proxy", "[want]",
                                  "(have 0)", "*F*", "(foil)", "regular", "(owned)"])
@pytest.mark.parametrize("before", ["*F*", ""])
def test_a_tab_cell_after_a_card_line_reads_as_the_words_after_a_space(
        mark: str, before: str, filler_cards: Path) -> None:
    """Metamorphic: a mark in a tab cell after a card line (``4 Name *F*<tab>(need)``,
    ``4 Name<tab>*F*``) gives the verdict and rule ids the same words after a space give
    (it was dropped unsaid: ``(need)``, ``missing``, ``(proxy)`` legal, ``<tab>*F*`` a
    legal deck refused)."""
    spaced, tabbed = (check(_speakeasy_deck("*F*", f"{before}{gap}{mark}"), SPEAKEASY,
                            filler_cards) for gap in (" ", "\t"))
    assert _verdict(tabbed) == _verdict(spaced)
    assert [v.message for v in tabbed.violations] == [v.message for v in spaced.violations]


@pytest.mark.parametrize("last", ["*F* ^Have,#37d67a^", "*F* (owned)", "*F* // strong",
                                  "*F* // need 2 more", "*F* // Burning Wish target",
                                  "*F* # play order: first", "*F* [Burn, Wishlist]"])
def test_a_finish_mark_beside_held_copies_uncounted_stays_holographic(
        last: str, filler_cards: Path) -> None:
    """An Archidekt tag of owned copies (``^Have^``), a word of held copies with no
    number, a comment (of lacking words too: ``// need 2 more``, ``// Burning Wish
    target`` was refused), a list of categories: the copies stay holographic, the deck
    legal."""
    result = check(_speakeasy_deck("*F*", last), SPEAKEASY, filler_cards)
    assert result.status == "legal"
    assert [v for v in result.violations if v.severity == "error"] == []


def _speakeasy_csv(cell: str, last: str) -> str:
    """``_speakeasy_deck`` as a CSV export (``Board,Quantity,Name,Foil``), every row's
    finish cell ``cell``, the last row's (line 17) ``last``."""
    rows = [f"Main,{count},{name},{cell}" for count, name in ascension_main()]
    rows[-1] = rows[-1].removesuffix(cell) + f'"{last}"'
    return "\n".join(["Board,Quantity,Name,Foil", f"Mage,1,{MAGE},{cell}", *rows]) + "\n"


@pytest.mark.parametrize(("word", "rules"), [
    ("need", ["parse-error"]), ("want", ["parse-error"]), ("missing", ["parse-error"]),
    ("ordered", ["parse-error"]), ("wishlist", ["parse-error"]), ("have 0", ["parse-error"]),
    ("etched", ["finish-required"]), ("", [])])
def test_a_finish_beside_a_word_reads_alike_in_text_and_csv(
        word: str, rules: list[str], filler_cards: Path) -> None:
    """Metamorphic: one deck, its last line's finish beside ``word``, as a text line
    (``*F* (word)``) and as a CSV finish cell (``foil (word)``), gets one verdict; the
    word alone (``(need)``, a cell ``need``) marks no holographic copy in both."""
    options = CheckOptions(format_id=SPEAKEASY, card_files=[CARDS, filler_cards],
                           as_of=WITHIN_THE_DATA, use_config=False)
    beside = f" ({word})" if word else ""
    text = check(_speakeasy_deck("*F*", f"*F*{beside}"), SPEAKEASY, filler_cards)
    sheet = Checker(options).check_bytes(
        _speakeasy_csv("foil", f"foil{beside}").encode(), "deck.csv")
    # one verdict (the text's "(wishlist)" is also a section's mark misplaced: said twice)
    assert {(v.rule, v.line) for v in text.violations if v.severity == "error"} == {
        (rule, 18) for rule in rules}
    assert {(v.rule, v.line) for v in sheet.violations
            if v.severity == "error" and v.rule != "zone-size"} == {(rule, 17) for rule in rules}
    assert text.status == sheet.status == ("illegal" if rules else "legal")
    if word:
        alone_text = check(_speakeasy_deck("*F*", f"({word})"), SPEAKEASY, filler_cards)
        alone_sheet = Checker(options).check_bytes(
            _speakeasy_csv("foil", word).encode(), "deck.csv")
        for alone, line in ((alone_text, 18), (alone_sheet, 17)):
            assert alone.status == "illegal"
            assert ("finish-required", line) in {(v.rule, v.line) for v in alone.violations}


@pytest.mark.parametrize("last", ["*E*", "(etched)", "*f-etch*", "*F-etched*", "*F* (etched)",
                                  "(foil etched)"])
def test_an_etched_copy_is_no_holographic_one_in_text(last: str, filler_cards: Path) -> None:
    """MageTCG's cards have standard and holographic finishes, no etched one: Moxfield's
    ``*E*``, TappedOut's ``*f-etch*`` and the word etched beside a finish's mark mark
    no holographic copy (the game data's ``other_finish_words``), as a CSV cell
    ``etched`` and a Moxfield JSON finish ``etched`` (``test_csv_finish_columns``) do:
    one verdict in every form (``*f-etch*``, a cell and a JSON finish were holographic)."""
    result = check(_speakeasy_deck("*F*", last), SPEAKEASY, filler_cards)
    assert [(v.rule, v.line, v.count) for v in result.violations
            if v.severity == "error"] == [("finish-required", 18, 3)]


@pytest.mark.parametrize("cell", ["etched", "Etched", "foil_etched", "foil etched"])
def test_an_etched_copy_is_no_holographic_one_in_csv(cell: str, filler_cards: Path) -> None:
    """A CSV finish cell naming an etched finish marks no holographic copy, as ``*E*``."""
    options = CheckOptions(format_id=SPEAKEASY, card_files=[CARDS, filler_cards],
                           as_of=WITHIN_THE_DATA, use_config=False)
    result = Checker(options).check_bytes(_speakeasy_csv("foil", cell).encode(), "deck.csv")
    assert [(v.rule, v.line, v.count) for v in result.violations
            if v.severity == "error"] == [("finish-required", 17, 3)]


@pytest.mark.parametrize("note", ["(Feu, Commune)", "(Fire / Common)", "[Feu - Commune]",
                                  "(Feu; Commune)"])
def test_grouping_words_parted_by_marks_after_a_name_are_dropped(note: str) -> None:
    """Mage Noir lists annotated with the element and rarity of each card, parted by a
    comma or a slash, stay legal (each line was an unknown card); a fifth Boule de feu so
    annotated is counted."""
    deck = "".join(f"{line} {note}\n" if line[:1].isdigit() else f"{line}\n"
                   for line in DECK_40.splitlines())
    legal = checker().check_bytes(deck.encode(), "deck.txt")
    assert (legal.status, errors(legal)) == ("legal", [])
    fifth = checker().check_bytes(f"{deck}1 Boule de feu {note}\n".encode(), "deck.txt")
    assert fifth.status == "illegal"
    assert [rule for rule, *_ in errors(fifth)] == ["copy-limit"]


# ------------------------------------------------ a count column in another language


def _magi_csv(header: str, extra: str) -> bytes:
    """The Cald deck of ``CALD`` as a CSV export under ``header`` (count, other count,
    name, section), every row's second count blank, and ``extra`` rows after it."""
    rows = [f"1,,{name},Magi" for name in ("Ashgar", "Gar", "Grega")]
    rows += [f"{count},,{name},Deck" for count, name in CALD]
    return "\n".join([header, *rows, *extra.splitlines()]).encode() + b"\n"


@pytest.mark.parametrize("other", ["Exemplaires", "Anzahl", "Cantidad", "Qté"])
@pytest.mark.parametrize(("row", "written"), [
    ("0,3,Fire Ball,Deck", "'0' and {other} '3'"),
    ("1,4,Drakan,Deck", "'1' and {other} '4'"),
    ("0,2,Arbolit,Magi", "'0' and {other} '2'")])
def test_a_count_column_in_another_language_beside_quantity_is_read(
        other: str, row: str, written: str) -> None:
    """``Quantity`` beside ``Anzahl`` (``Exemplaires``...): the other column was no
    column, its copies unread, a row of 0 (or 1) copies in ``Quantity`` hiding a
    fourth Fire Ball (a fifth Drakan) from a tool of that language: legal. The two
    columns are now one role's, a row they disagree on a ``parse-error``; a blank
    cell there says nothing, and the same count twice is read once."""
    header = f"Quantity,{other},Name,Section"
    result = magi_check(_magi_csv(header, row), "deck.csv")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _message, line in problems(result)] == [
        ("parse-error", 24)]
    assert problems(result)[0][1] == (
        "the quantity columns disagree: Quantity " + written.format(other=other)
        + "; not read")
    agreeing = row.replace("0,3", "3,3").replace("1,4", "0,0").replace("0,2", "0,0")
    result = magi_check(_magi_csv(header, agreeing), "deck.csv")
    assert (result.status, result.zones) == ("illegal" if "Fire Ball" in row else "legal",
                                             {"magi": 3, "main": 43 if "Fire" in row else 40})


def test_nombre_beside_quantity_and_name_gives_copies_it_does_not_count() -> None:
    """French ``Nombre`` beside ``Quantity`` and ``Name`` is no column of a role (Spanish
    for the name, French for the copies): its three Fire Ball on a row of 0 went unread."""
    result = magi_check(_magi_csv("Quantity,Nombre,Name,Section", "0,3,Fire Ball,Deck"),
                        "deck.csv")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _message, line in problems(result)] == [
        ("parse-error", 24)]
    assert problems(result)[0][1] == (
        "column 'Nombre' gives 3 copies, but is neither the count column nor a board "
        "column: they were not counted")
