"""Lines that look like a zone's header but are none: a title naming the deck after a
determiner (``# my deck``), a card whose name starts with a header's word (``Main du
désert``), a header with a version after it (``Deck v2``). Each moved cards to another
zone or numbered a second deck: a wrong verdict, or a legal deck not judged."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

#: A legal Mage Noir tournament deck of 40 cards.
MAGE_NOIR_40 = ("4 Fire Ball\n4 Tornado\n4 Air Blade\n4 Seed\n4 Flame Projectile\n4 Breath\n"
                "4 Favorable Winds\n4 Bark Armor\n4 Droplet\n4 Water Drop\n")
#: A side deck of 11 cards: one more than Mage Noir's side deck may hold.
SIDE_11 = "4 Rock\n4 Earthquake\n3 Dead Tree\n"
#: The Naroom starter's cards after its Magi (a legal Magi-Nation deck of 40).
NAROOM_BODY = ("# Creatures (21)\n1 Bhatar\n1 Timber Hyren\n1 Twee\n3 Balamant Pup\n"
               "2 Rudwot\n2 Arboll\n3 Carillion\n2 Furok\n2 Leaf Hyren\n2 Plith\n2 Weebo\n"
               "# Relics (8)\n1 Energy Band\n1 Ancestral Flute\n3 Hood of Hiding\n"
               "3 Robe of Vines\n# Spells (11)\n1 Hyren's Call\n2 Orwin's Gaze\n"
               "2 Vortex of Knowledge\n3 Grow\n3 Tap Roots\n")
#: A MageTCG card file of an Iconic Mage and 15 Common spells, and a legal Ascension
#: deck of them (the Mage, then 59 cards).
MAGETCG_CARDS = "name,type,rarity,finishes\nIconic Test Seer,Character,Legendary,standard\n" \
    + "".join(f"Filler Spell {letter},Spell,Common,standard\n" for letter in "ABCDEFGHIJKLMNO")
ASCENSION_59 = "Mage\n1 Iconic Test Seer\nDeck\n" + "".join(
    f"4 Filler Spell {letter}\n" for letter in "ABCDEFGHIJKLMN") + "3 Filler Spell O\n"
DAY = "2026-01-10"

_CHECKERS: dict[tuple[str, tuple[str, ...]], Checker] = {}


def check(text: str, format_id: str = "mage-noir/tournament",
          cards: tuple[str, ...] = ()) -> DeckResult:
    """Judge ``text`` as a ``.txt`` file in ``format_id`` as of ``DAY``, with the extra
    card files ``cards``."""
    checker = _CHECKERS.get((format_id, cards))
    if checker is None:
        checker = _CHECKERS[(format_id, cards)] = Checker(CheckOptions(
            format_id=format_id, as_of=dt.date.fromisoformat(DAY), use_config=False,
            card_files=[Path(card) for card in cards]))
    return checker.check_bytes(text.encode(), "deck.txt")


def problems(result: DeckResult) -> list[tuple[str, int | None]]:
    """The rule and line of each error and warning of ``result``."""
    return [(v.rule, v.line) for v in result.violations
            if v.severity in ("error", "warning")]


def notes(result: DeckResult) -> list[tuple[int | None, str]]:
    """The line and message of each reading note of ``result``."""
    return [(v.line, v.message) for v in result.violations if v.rule == "reading"]


@pytest.mark.parametrize("title", [
    "# my deck", "# mon deck", "// my deck", "# Mon deck :", "# le deck", "# the deck",
    "# our deck", "# notre deck", "# mein Deck", "Mon deck", "My Deck:", "# my deck (v2)",
    "My Deck (v2)", "# Mon deck v2"])
def test_a_title_naming_the_deck_under_the_side_decks_header_moves_nothing(
        title: str) -> None:
    # it was the main deck's header: the side deck of 11 read into the deck, legal
    result = check(f"Deck\n{MAGE_NOIR_40}\nSide\n{title}\n{SIDE_11}")
    assert (result.status, result.zones, problems(result)) == (
        "illegal", {"main": 40, "side": 11}, [("zone-size", 13)])
    assert [line for line, message in notes(result)
            if "names the deck after a determiner" in message] == [14]


@pytest.mark.parametrize("comment", ["# this deck", "# my side", "# deck tech"])
def test_other_comments_under_the_side_decks_header_move_nothing_either(
        comment: str) -> None:
    result = check(f"Deck\n{MAGE_NOIR_40}\nSide\n{comment}\n{SIDE_11}")
    assert (result.status, result.zones) == ("illegal", {"main": 40, "side": 11})


def test_a_determiner_after_the_side_decks_cards_still_heads_the_deck() -> None:
    # only right under a zone's header is it a title: the side deck first, then "My
    # Deck" and the deck, was read as a side deck of 50 and an empty deck
    result = check(f"Side\n4 Rock\nMy Deck\n{MAGE_NOIR_40}")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"main": 40, "side": 4}, [])


def test_a_determiner_over_each_of_two_full_decks_names_two_decks() -> None:
    result = check(f"Deck\n{MAGE_NOIR_40}\nMy Deck\n{MAGE_NOIR_40}")
    assert result.status == "error"
    assert [v.rule for v in result.violations if v.severity == "error"] == ["file-error"]


def test_a_title_naming_the_deck_still_ends_a_section_outside_the_deck() -> None:
    # under "Maybeboard" no card after it is hidden
    result = check(f"Maybeboard\n4 Rock\n# my deck\n{MAGE_NOIR_40}")
    assert (result.status, result.zones, problems(result)) == ("legal", {"main": 40}, [])


def test_a_determiner_over_the_list_still_heads_the_deck() -> None:
    result = check(f"Mon deck\n{MAGE_NOIR_40}")
    assert (result.status, result.zones, problems(result)) == ("legal", {"main": 40}, [])


def test_two_determiners_each_over_a_deck_still_name_two_decks() -> None:
    result = check(f"My Deck\n{MAGE_NOIR_40}\n# Your Deck\n{MAGE_NOIR_40}")
    assert result.status == "error"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("file-error", 13)]


def test_a_title_naming_the_deck_under_the_magi_header_leaves_the_stack_whole() -> None:
    # it was the deck's header: the Magi read into the deck, the stack left empty
    result = check(f"Magi\n# my deck\nEvu\nTryn\nYaki\n{NAROOM_BODY}", "magi-nation/standard")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"magi": 3, "main": 40}, [])


def test_the_decks_header_after_the_magi_still_heads_the_deck() -> None:
    result = check(f"Magi\nEvu\nTryn\nYaki\nMy Deck\n{NAROOM_BODY}", "magi-nation/standard")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"magi": 3, "main": 40}, [])


def _magetcg_cards(tmp_path: Path) -> str:
    """The path of ``MAGETCG_CARDS`` written in ``tmp_path``."""
    cards = tmp_path / "magetcg.csv"
    cards.write_text(MAGETCG_CARDS, encoding="utf-8")
    return str(cards)


def test_the_magetcg_deck_of_these_tests_is_legal(tmp_path: Path) -> None:
    result = check(ASCENSION_59, "magetcg/ascension", (_magetcg_cards(tmp_path),))
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"mage": 1, "main": 59}, [])


def test_a_title_naming_the_deck_under_the_mage_header_leaves_the_mage_there(
        tmp_path: Path) -> None:
    titled = ASCENSION_59.replace("Mage\n", "Mage\n# my deck\n", 1)
    result = check(titled, "magetcg/ascension", (_magetcg_cards(tmp_path),))
    assert (result.status, problems(result)) == ("legal", [])


@pytest.mark.parametrize("line", [
    "Main du d\u00e9sert x1", "Main du d\u00e9sert", "Main du desert", "Main du d\u00e9sert (1)",
    "Main du d\u00e9sert x 1", "Main du d\u00e9sert\t1"])
def test_a_card_named_as_a_header_then_an_owner_under_the_side_deck_stays_there(
        line: str) -> None:
    # Desert Hand's French name ("main", "du", an owner) was the header of its owner's
    # deck: the side deck of 11 read into the main deck, legal
    result = check(f"Deck\n{MAGE_NOIR_40}\nSide\n{line}\n4 Rock\n3 Earthquake\n3 Dead Tree\n")
    assert (result.status, result.zones, problems(result)) == (
        "illegal", {"main": 40, "side": 11}, [("zone-size", 13)])
    assert not [message for _, message in notes(result) if "owner" in message]


def test_a_card_named_as_a_header_then_an_owner_in_a_short_deck_stays_there() -> None:
    # under "Réserve", "Main du désert x2" moved the side deck into a deck of 38: legal
    lines = MAGE_NOIR_40.splitlines()
    result = check("Deck principal\n" + "\n".join([*lines[:-1], "2 Water Drop"])
                   + "\n\nR\u00e9serve\nMain du d\u00e9sert x2\n4 Rock\n")
    assert (result.status, result.zones, problems(result)) == (
        "illegal", {"main": 38, "side": 6}, [("zone-size", 1)])


def test_a_card_named_as_a_header_then_an_owner_right_under_the_header_is_the_card() -> None:
    # it was the deck's name or the card: a parse-error on a legal deck
    lines = MAGE_NOIR_40.splitlines()
    result = check("Deck\nMain du d\u00e9sert\n" + "\n".join([*lines[:-1], "3 Water Drop"]) + "\n")
    assert (result.status, result.zones, problems(result)) == ("legal", {"main": 40}, [])


def test_a_zones_header_then_its_owner_and_a_headers_count_still_heads_the_zone() -> None:
    result = check(f"Mazo de Ana (40)\n{MAGE_NOIR_40}Banquillo de Ana\n4 Rock\n")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"main": 40, "side": 4}, [])


@pytest.mark.parametrize("card", ["Sideboard of Doom", "Deck of Many Things"])
def test_a_user_card_named_as_a_header_then_an_owner_stays_in_the_deck(
        card: str, tmp_path: Path) -> None:
    # "Sideboard of Doom x4" moved the rest of the deck to a side deck Ascension has not
    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,rarity,finishes\n{card},Spell,Common,standard\n",
                     encoding="utf-8")
    text = ASCENSION_59.replace("4 Filler Spell A\n", f"{card} x4\n", 1)
    result = check(text, "magetcg/ascension", (_magetcg_cards(tmp_path), str(cards)))
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"mage": 1, "main": 59}, [])


@pytest.mark.parametrize("header", [
    "Deck v2", "Deck V2", "Deck v1", "Decklist v2", "Deck principal V3", "Main deck v3",
    "Mon deck v2", "# My Deck (v2)", "# Mon deck (v2)", "My Deck (v2)", "# my deck [v2]",
    "# my deck - v2", "Deck (40) v2", "Deck (v2)", "Deck - v2", "Deck version 2",
    "# Deck v2", "// Deck v2", "Deck v1.2"])
def test_a_version_after_the_decks_header_numbers_no_second_deck(header: str) -> None:
    # "Deck v2" was read as the headers 'Deck v' (Deck V, a Roman five) and 'Deck v2'
    # on one line: two decks, a legal deck not judged
    result = check(f"{header}\n{MAGE_NOIR_40}")
    assert (result.status, result.zones, problems(result)) == ("legal", {"main": 40}, [])


def test_a_version_after_the_decks_header_under_a_skipped_section_is_dropped_too() -> None:
    # under "Maybeboard", "Deck V2" was the header 'Deck V' declaring 5 cards (a warning)
    result = check(f"Maybeboard\n4 Rock\n\nDeck V2\n{MAGE_NOIR_40}")
    assert (result.status, result.zones, problems(result)) == ("legal", {"main": 40}, [])


def test_a_version_after_an_owners_header_declares_no_count() -> None:
    # "Deck de Jean v2" was said to declare 2 cards (a declared-count warning)
    result = check(f"Deck de Jean v2\n{MAGE_NOIR_40}")
    assert (result.status, result.zones, problems(result)) == ("legal", {"main": 40}, [])
    assert (1, "'v2' after 'Deck de Jean' is read as the list's version: no deck's number "
            "nor count") in notes(result)


@pytest.mark.parametrize("header", ["Side v2", "Side deck v2", "R\u00e9serve v2",
                                    "Sideboard V1", "// Sideboard v2", "# Side v2"])
def test_a_version_after_the_side_decks_header_numbers_no_second_deck(header: str) -> None:
    result = check(f"Deck\n{MAGE_NOIR_40}{header}\n4 Rock\n")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"main": 40, "side": 4}, [])


@pytest.mark.parametrize("magi", ["Magi", "Magi v2"])
def test_a_version_after_the_headers_in_magi_nation_numbers_no_second_deck(magi: str) -> None:
    result = check(f"{magi}\nEvu\nTryn\nYaki\nDeck v2\n{NAROOM_BODY}", "magi-nation/standard")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"magi": 3, "main": 40}, [])


def test_a_version_after_the_headers_in_magetcg_numbers_no_second_deck(
        tmp_path: Path) -> None:
    result = check(ASCENSION_59.replace("\nDeck\n", "\nDeck v2\n"), "magetcg/ascension",
                   (_magetcg_cards(tmp_path),))
    assert (result.status, problems(result)) == ("legal", [])


def test_a_card_line_after_the_headers_count_is_no_second_full_deck() -> None:
    # "Deck (40) beta": the header and a card line after it on one line were two runs
    # of a full deck, "headers on lines 1 and 1": never a line compared with itself
    result = check(f"Deck (40) beta\n{MAGE_NOIR_40}")
    assert result.status == "illegal"
    assert problems(result) == [("unknown-card", 1)]


@pytest.mark.parametrize("blank", ["", "\n"])
def test_a_cards_exact_name_read_as_a_header_then_an_owner_among_cards_is_the_card(
        blank: str) -> None:
    # a card's exact name wins over a header's word and an owner: among the side deck's
    # cards it was a parse-error ("the header of its owner's deck or 1 copy")
    result = check(f"Deck\n{MAGE_NOIR_40}\nSide\n4 Rock\n{blank}Main du d\u00e9sert\n"
                   "3 Earthquake\n3 Dead Tree\n")
    assert (result.status, result.zones, problems(result)) == (
        "illegal", {"main": 40, "side": 11}, [("zone-size", 13)])
    assert not [message for _, message in notes(result) if "owner" in message]


@pytest.mark.parametrize("at", [5, 11])
def test_a_cards_exact_name_read_as_a_header_then_an_owner_in_the_deck_is_one_copy(
        at: int) -> None:
    # last in the deck or among its cards: a parse-error, or two decks, on a legal deck
    lines = MAGE_NOIR_40.splitlines()
    result = check("Deck\n" + "\n".join([*lines[:at], "Main du d\u00e9sert", *lines[at:]])
                   + "\n")
    assert (result.status, result.zones, problems(result)) == ("legal", {"main": 41}, [])


@pytest.mark.parametrize("mark", [" (AFR)", " [AFR]", " *F*"])
def test_a_cards_exact_name_with_a_set_code_or_a_finish_is_the_card(mark: str) -> None:
    # "Main de Vecna (AFR)" among a Modern deck's cards was read as a second owner's
    # deck's header: the file not judged (file-error)
    lines = [f"4 {name}" for name in ("Ponder", "Preordain", "Counterspell", "Opt")]
    text = "Deck\n" + "\n".join([*lines[:2], f"Main de Vecna{mark}", *lines[2:]]) \
        + "\n44 Island\n"
    result = check(text, "mtg/modern")
    assert (result.status, result.zones, problems(result)) == ("illegal", {"main": 61}, [
        ("banned", 2)])


def test_a_user_cards_name_read_as_a_header_then_an_owner_is_never_judged_on_the_guess(
        tmp_path: Path) -> None:
    # a card of a --cards file is no game data's: among the deck's cards it may be the
    # header of a second owner's deck, so the file is not judged
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,finishes\nDeck of Doom,Spell,Common,standard\n",
                     encoding="utf-8")
    text = ASCENSION_59.replace("4 Filler Spell A\n", "3 Filler Spell A\nDeck of Doom\n", 1)
    result = check(text, "magetcg/ascension", (_magetcg_cards(tmp_path), str(cards)))
    assert (result.status, [(v.rule, v.line, v.message) for v in result.violations]) == (
        "error", [("file-error", 5, "the header 'Deck of Doom' (line 5) names a deck after "
                   "the cards under 'Deck', which names none: two decks, not judged; one "
                   "deck a file")])
