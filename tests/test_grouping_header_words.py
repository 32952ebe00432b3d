"""Grouping headers written with French words (``Sorts communs``, ``Sorts d'eau``,
``Peu communs``, ``Permanents végétaux``) and with their words parted by a dash, colon,
comma or brackets (``Creatures - Naroom``, ``Sorts (Feu)``, ``Spells - Common``): each
is a grouping header when every word is one of the game's grouping words (types,
regions, elements, rarities: the formats' game data), an elided ``d'`` read as ``de``
(each was an unknown card, a legal deck illegal, and a false declared-count warning).

Rules: Mage Noir Detailed Rules v1.1; Magi-Nation Duel rulebook (2001), Building Your
Deck; MageTCG rules, Card Types.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist.sections import all_grouping_words, header_words_of
from cardtools.gamedata import bundled_zones
from cardtools.model import DeckResult

ROOT = Path(__file__).resolve().parent.parent
MAGE_NOIR_CARDS = ["Boule de feu", "Projectile de flamme", "Souffle", "Vents favorables",
                   "Gouttelette", "Goutte d'eau", "Marée", "Tornade", "Armure d'écorce",
                   "Graine"]
NAROOM = ("Magi\nEvu\nTryn\nYaki\nDeck\n{header}\n1 Bhatar\n1 Timber Hyren\n1 Twee\n"
          "3 Balamant Pup\n2 Rudwot\n2 Arboll\n2 Carillion\n3 Furok\n2 Leaf Hyren\n2 Plith\n"
          "2 Weebo\n1 Energy Band\n1 Ancestral Flute\n3 Hood of Hiding\n3 Robe of Vines\n"
          "1 Hyren's Call\n2 Orwin's Gaze\n2 Vortex of Knowledge\n3 Grow\n3 Tap Roots\n")


def check(text: str, format_id: str, cards: list[Path] | None = None) -> DeckResult:
    options = CheckOptions(format_id=format_id, use_config=False, as_of=dt.date(2025, 12, 1),
                           card_files=cards or [])
    return Checker(options).check_bytes(text.encode(), "deck.txt")


def read(result: DeckResult) -> list[tuple[str, str, str, int | None]]:
    """Every finding but the card data's age: severity, rule, message, line."""
    return [(v.severity, v.rule, v.message, v.line) for v in result.violations
            if v.rule != "data-age"]


def grouped(header: str, line: int) -> tuple[str, str, str, int]:
    return ("info", "reading", f"'{header}' names no card: read as a grouping header", line)


def test_french_groups_of_a_mage_noir_list_are_headers() -> None:
    """The attack's list: masculine ``communs``, the elided ``d'eau``, counts that bear
    out (a false declared-count warning said 12 cards were under ``Sorts rares (4)``)."""
    text = ("Deck\nSorts communs (16)\n4 Boule de feu\n4 Projectile de flamme\n4 Souffle\n"
            "4 Vents favorables\nSorts d'eau (12)\n4 Gouttelette\n4 Goutte d'eau\n4 Marée\n"
            "Sorts rares (4)\n4 Tornade\nÉquipements communs (4)\n4 Armure d'écorce\n"
            "Autres (8)\n4 Lame d'air\n4 Graine\n")
    result = check(text, "mage-noir/tournament")
    assert result.status == "legal"
    assert read(result) == [grouped("Sorts communs", 2), grouped("Sorts d'eau", 7),
                            grouped("Sorts rares", 11), grouped("Équipements communs", 13),
                            grouped("Autres", 15)]


@pytest.mark.parametrize("header", [
    "Peu communs", "Peu communes", "Permanents végétaux", "Sorts d'air", "Sorts d\u2019arcane",
    "Sorts de feu", "Sorts minéraux", "Commons", "Uncommon Spells", "Rare", "Sorts - Feu",
    "Spells - Fire", "Sorts (Feu)", "Sorts : Feu", "Sorts, Feu", "Feu / Eau"])
def test_a_mage_noir_grouping_header_of_game_words_is_no_card(header: str) -> None:
    text = f"Deck\n{header}\n" + "".join(f"4 {name}\n" for name in MAGE_NOIR_CARDS)
    result = check(text, "mage-noir/tournament")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert read(result) == [grouped(header, 2)]


@pytest.mark.parametrize("header", [
    "Creatures - Naroom", "Creatures \u2013 Naroom", "Naroom - Creatures", "Creatures: Naroom",
    "Creatures (Naroom)", "Creatures, Naroom", "Relics - Universal", "Créatures communes",
    "Créatures d'Orothe", "Naroom Creatures"])
def test_a_magi_nation_grouping_header_parted_by_marks_is_no_card(header: str) -> None:
    result = check(NAROOM.format(header=header), "magi-nation/standard")
    assert (result.status, result.zones) == ("legal", {"magi": 3, "main": 40})
    assert read(result) == [grouped(header, 6)]


def test_a_declared_count_of_a_dashed_header_is_borne_out() -> None:
    text = NAROOM.format(header="Creatures - Naroom (40)")
    result = check(text, "magi-nation/standard")
    assert (result.status, read(result)) == ("legal", [grouped("Creatures - Naroom", 6)])
    wrong = check(NAROOM.format(header="Creatures - Naroom (11)"), "magi-nation/standard")
    assert [(rule, line) for _, rule, _, line in read(wrong)] == [
        ("reading", 6), ("declared-count", 6)]


@pytest.mark.parametrize("header", ["Spells - Common", "Sorts communs", "Relics (Rare)"])
def test_a_magetcg_grouping_header_of_rarity_words_is_no_card(header: str,
                                                               tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,finishes\n" + "".join(
        f"Filler Common {n:03},Spell,Common,standard\n" for n in range(1, 16)), "utf-8")
    text = f"Deck\n{header}\n" + "".join(f"4 Filler Common {n:03}\n" for n in range(1, 11))
    result = check(text, "magetcg/foundry", [cards])
    # no pool given: only the deck's size is checked (a warning), the header no card
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert [(rule, line) for severity, rule, _, line in read(result)
            if severity != "info"] == [("not-in-pool", 1)]
    assert grouped(header, 2) in read(result)


@pytest.mark.parametrize(("text", "words"), [
    ("Creatures - Naroom", ["creatures", "naroom"]),
    ("Sorts (Feu)", ["sorts", "feu"]),
    ("Instants/Sorceries", ["instants", "sorceries"]),
    ("Side-deck", ["side-deck"]),
    ("Sorts d'eau", ["sorts", "d'eau"]),
    ("Sorts : Feu", ["sorts", "feu"]),
    # a mark before no word is no gap: a title's emoticon, a count after a comma
    ("Burn ;)", ["burn", ";"]),
    (":) Burn", [":", "burn"]),
    ("Trinket Mage,", ["trinket", "mage,"]),
])
def test_header_words_are_parted_at_marks(text: str, words: list[str]) -> None:
    assert header_words_of(text) == words


def test_an_elided_article_is_read_as_its_word_only_before_a_grouping_word() -> None:
    known = frozenset({"sorts", "de", "eau", "d'resh"})
    assert all_grouping_words(["sorts", "d'eau"], known)
    assert all_grouping_words(["d'resh"], known)  # Magi-Nation's region, as written
    assert not all_grouping_words(["sorts", "d'ecorce"], known)
    assert not all_grouping_words(["sorts", "d'eau"], known - {"de"})


def test_no_card_name_of_a_game_is_all_its_grouping_words() -> None:
    """A card named with grouping words only would be read as a header; none of the
    bundled card data's games (names in every language) is, but Magic's known few."""
    import json
    zones = bundled_zones()
    found = []
    for game in ("mage-noir", "magi-nation"):
        data = json.loads((ROOT / "cards" / game / "cards.json").read_text("utf-8"))
        known = zones.header_words_of(game)
        for card in data["cards"]:
            for name in (card["name"], *card.get("names", {}).values()):
                words = header_words_of(name)
                if words and all_grouping_words(words, known):
                    found.append(name)
    assert found == []


#: A legal Modern deck of 60 and 15 cards, its spells above ``{header}`` and its lands
#: under ``Lands``.
NONLANDS = ("{header}\n4 Lightning Bolt\n4 Lava Spike\n4 Rift Bolt\n4 Skewer the Critics\n"
            "4 Monastery Swiftspear\n4 Goblin Guide\n4 Eidolon of the Great Revel\n"
            "4 Light Up the Stage\n4 Boros Charm\n4 Lightning Helix\nLands\n"
            "4 Inspiring Vantage\n4 Sacred Foundry\n12 Mountain\n\nSideboard\n"
            "1 Smash to Smithereens\n4 Path to Exile\n3 Deflecting Palm\n"
            "3 Kor Firewalker\n4 Rest in Peace\n")


@pytest.mark.parametrize(("header", "said"), [
    ("Nonlands", "Nonlands"), ("Nonlands (40)", "Nonlands"), ("Nonland", "Nonland"),
    ("Noncreatures", "Noncreatures"), ("Non-Lands", "Non-Lands"),
    ("Nonland Cards (40)", "Nonland Cards"), ("Noncreature Spells:", "Noncreature Spells"),
    ("Non-creature spells", "Non-creature spells"), ("NONLANDS", "NONLANDS")])
def test_a_card_type_with_non_before_it_is_a_grouping_header(header: str, said: str) -> None:
    """A card type with ``non`` before it (the game data's ``type_prefixes``), joined or
    hyphened, singular or plural, with ``cards`` or ``spells`` after it, groups the
    deck's cards as the type does, as Scryfall heads a deck's nonlands: ``Nonlands`` and
    ``Noncreatures`` were unknown cards, the legal deck illegal, beside ``Nonland``."""
    result = check(NONLANDS.format(header=header), "mtg/modern")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert grouped(said, 1) in read(result)


def test_the_non_forms_of_every_type_word_are_type_words() -> None:
    """Each type word of the game data with a ``type_prefixes`` word before it is a type
    word too, from the data (not listed by hand): Magic's and the shared files' alike."""
    words = bundled_zones().type_words
    assert {"nonland", "nonlands", "non-land", "non-lands", "noncreatures",
            "non-artifacts", "nonspells"} <= words
    assert {"non", "nonmana"}.isdisjoint(words)
