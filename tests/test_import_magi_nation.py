"""The Magi-Nation Duel importer and the committed database cards/magi-nation/cards.json.

Rules references are sections of ../shared/rules/magi-nation-duel-rulebook-2001.txt.
Tests on the small fixture (tests/fixtures/magi_nation/) and on the committed database
need nothing else; tests that rebuild from the real data use the ``shared`` fixture.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from cardtools.carddb import CardDatabase, CardLayer
from cardtools.errors import CardtoolsError
from cardtools.importers import IMPORTERS, dumps_database, importer, magi_nation, run_import
from cardtools.names import normalise
from cardtools.validation import schema_errors

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "cards" / "magi-nation" / "cards.json"
README = ROOT / "cards" / "magi-nation" / "README.md"
KIND = "magi-nation-mnsearch"

#: Keys that would carry rules text, flavour, art or the source's own ids.
FORBIDDEN = {
    "text",
    "rules_text",
    "effect",
    "effects",
    "power",
    "powers",
    "flavor",
    "flavour",
    "flavor_text",
    "artist",
    "illustrator",
    "image",
    "image_url",
    "key",
    "normalized_name",
    "startin",
    "subtype",
    "alternate",
    "set",
    "region",
} | magi_nation.DROPPED_KEYS


def by_name(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in document["cards"]}


@pytest.fixture(scope="module")
def committed() -> dict[str, Any]:
    """The committed database document."""
    data: dict[str, Any] = json.loads(COMMITTED.read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def cards(committed: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return by_name(committed)


@pytest.fixture(scope="module")
def small() -> dict[str, dict[str, Any]]:
    """The importer run on the small fixture (real records, placeholder rules text)."""
    path = Path(__file__).resolve().parent / "fixtures" / "magi_nation" / "cards_small.json"
    return by_name(magi_nation.build([path]))


def real_source(shared: Path) -> Path:
    return shared / "data" / "magi-nation" / "mnsearch-react_cards.json"


# -- the importer contract ---------------------------------------------------------------


def test_importer_is_registered() -> None:
    assert IMPORTERS[KIND] == "magi_nation"
    module = importer(KIND)
    assert module.GAME == "magi-nation"
    assert isinstance(module.DESCRIPTION, str) and module.DESCRIPTION


# -- the committed database --------------------------------------------------------------


def test_committed_database_header(committed: dict[str, Any]) -> None:
    assert committed["schema_version"] == 1
    assert committed["game"] == "magi-nation"
    assert committed["source"]["url"] == "https://github.com/zephyrfalcon/mnsearch-react"
    assert committed["date"] == "2021"


def test_exact_card_count(committed: dict[str, Any]) -> None:
    """1,333 source records: 108 dual-region cards twice, 13 reprints: 1,212 cards."""
    assert len(committed["cards"]) == 1212
    types: dict[str, int] = {}
    for card in committed["cards"]:
        types[card["type"]] = types.get(card["type"], 0) + 1
    assert types == {"Creature": 506, "Magi": 242, "Relic": 220, "Spell": 244}


def test_names_are_unique_after_normalisation(committed: dict[str, Any]) -> None:
    keys = [normalise(card["name"]) for card in committed["cards"]]
    assert len(keys) == len(set(keys))


def test_no_forbidden_fields_anywhere(committed: dict[str, Any]) -> None:
    """Facts only (DESIGN 4): no rules text, flavour, artist or image, nor source keys."""
    allowed = set(magi_nation.FIELD_ORDER)
    for card in committed["cards"]:
        assert set(card) <= allowed, card["name"]
        assert not set(card) & FORBIDDEN, card["name"]
    text = COMMITTED.read_text(encoding="utf-8")
    assert "cardimages" not in text
    assert '"effects"' not in text and '"flavor"' not in text


def test_field_values_are_facts(committed: dict[str, Any]) -> None:
    rarities = {"Common", "Uncommon", "Rare", "Promo"}
    for card in committed["cards"]:
        assert card["type"] in {"Magi", "Creature", "Relic", "Spell"}
        assert card["regions"] and card["sets"]
        assert set(card["sets"]) <= set(magi_nation.SET_ORDER)
        assert set(card["rarity"]) <= rarities
        for name in card.get("starting", ()):
            assert not name.startswith(("[", "?")), card["name"]


def test_starter_deck_magi(cards: dict[str, dict[str, Any]]) -> None:
    """Base Set starter Magi; for a Magi, cost is the starting energy (THE MAGI)."""
    ashgar = cards["Ashgar"]
    assert ashgar["type"] == "Magi" and ashgar["regions"] == ["Cald"]
    assert ashgar["cost"] == ashgar["starting_energy"] == 10
    assert ashgar["energize"] == 6
    assert ashgar["starting"] == ["Arbolit", "Quor", "Flame Geyser"]
    assert cards["Gar"]["starting"] == ["Lava Balamant", "Fire Ball", "Magma Armor"]
    assert cards["Grega"]["cost"] == 10
    assert cards["Evu"]["regions"] == ["Naroom"]
    assert cards["Evu"]["starting"] == ["Plith", "Furok", "Vortex of Knowledge"]
    assert (cards["Tryn"]["cost"], cards["Tryn"]["energize"]) == (14, 5)
    assert cards["Yaki"]["rarity"] == ["Uncommon"]
    for name in ("Ashgar", "Gar", "Grega", "Evu", "Tryn", "Yaki", "Blu", "Gruk", "Nimbulo"):
        assert "counts_as" not in cards[name], name
        assert cards[name]["sets"] == ["BS"]


def test_alternate_from_data_field(cards: dict[str, dict[str, Any]]) -> None:
    """Rulebook "Building Your Deck": Dark Furok says "Alternate Furok"; also for Magi
    ("Alternate Magi": the keyword "Alternate" in the Card Type line)."""
    assert cards["Dark Furok"]["counts_as"] == ["Furok"]
    assert cards["Chaos Plith"]["counts_as"] == ["Plith"]
    assert cards["Flameplate Armor"]["counts_as"] == ["Magma Armor"]
    assert cards["Fiend of Furoks"]["counts_as"] == ["Sperri"]
    assert cards["Brothers of Vengeance"]["counts_as"] == ["Blu", "Borse"]
    assert "counts_as" not in cards["Furok"]


def test_alternate_from_title_rule(cards: dict[str, dict[str, Any]]) -> None:
    """Rulebook "Alternate Magi": a Magi with another Magi's name in its card title is
    that Magi ("Evil Evu" is treated as the same card as Evu)."""
    assert cards["Evil Evu"]["counts_as"] == ["Evu"]
    assert cards["Tryn Flame-Saver"]["counts_as"] == ["Tryn"]
    assert cards["All-High King Korg"]["counts_as"] == ["Korg"]
    assert cards["Good Ol' Ashgar"]["counts_as"] == ["Ashgar"]
    assert cards["Sorrowing Ogar"]["counts_as"] == ["Ogar"]


def test_title_rule_matches_whole_words_only(cards: dict[str, dict[str, Any]]) -> None:
    """Rulebook "Alternate Magi": the title must hold the *name*: Gar is not in Ashgar,
    Ogar or Trygar; only Magi titles count (Korg's Sceptre is a Relic)."""
    for name in ("Ashgar", "Ogar", "Trygar", "Korg's Sceptre", "Gogor's Spade"):
        assert "counts_as" not in cards[name], name
    for card in cards.values():
        assert "Gar" not in card.get("counts_as", ()), card["name"]


def test_double_magi(cards: dict[str, dict[str, Any]]) -> None:
    """Rulebook "Double Magi Cards": "Korg & Zet" counts as Korg and as Zet, and as two
    Magi."""
    assert cards["Korg & Zet"]["counts_as"] == ["Korg", "Zet"]
    assert cards["Korg & Zet"]["magi_count"] == 2
    assert cards["Brothers of Vengeance"]["magi_count"] == 2
    assert "counts_as" not in cards["Korg"] and "counts_as" not in cards["Zet"]
    assert "magi_count" not in cards["Evil Evu"]


def test_alternates_name_originals(cards: dict[str, dict[str, Any]]) -> None:
    """Every identity in counts_as is an existing card of the same type that is itself an
    original (no chains)."""
    for card in cards.values():
        for target in card.get("counts_as", ()):
            assert target in cards, (card["name"], target)
            assert cards[target]["type"] == card["type"], (card["name"], target)
            assert "counts_as" not in cards[target], (card["name"], target)


def test_dual_region_cards_merged(cards: dict[str, dict[str, Any]]) -> None:
    """Rulebook "REGIONS": some cards have two regions; treat them as from both."""
    assert cards["Taisa"]["regions"] == ["Paradwyn", "Weave"]
    assert cards["Quido Swarm"]["regions"] == ["Bograth", "Paradwyn"]
    assert cards["Quido Swarm"]["cost"] == "X"
    assert cards["Tryn Flame-Saver"]["regions"] == ["Cald", "Naroom"]
    dual = [card for card in cards.values() if len(card["regions"]) == 2]
    assert len(dual) == 108


def test_reprints_merged(cards: dict[str, dict[str, Any]]) -> None:
    assert cards["Ormagon"]["sets"] == ["BS", "PR"]
    assert cards["Ormagon"]["rarity"] == ["Rare", "Promo"]
    assert cards["Ice Hyren"]["sets"] == ["ND", "VS"]
    assert cards["Liriel's Cape"]["cost_by_set"] == {"ND": 0, "VS": 2}


def test_typo_key_startin(cards: dict[str, dict[str, Any]]) -> None:
    assert cards["Taisa"]["starting"] == ["Speag", "Uwamar", "Yajo"]
    assert cards["Taisa"]["subtypes"] == ["Captain of the Guard"]


def test_placeholder_starting_cards(cards: dict[str, dict[str, Any]]) -> None:
    """Rulebook "THE MAGI": starting cards are cards; "[one Furok]" names Furok."""
    assert cards["Fiend of Furoks"]["starting"] == ["Furok", "Shadow Bones"]
    assert "Wandering Balamant" in cards["Traveling Healer"]["starting"]
    assert cards["Pok"]["starting"] == ["Mydra", "Torpar"]  # [Pok's Circlet]: no such card
    assert cards["T'Dek"]["starting"][0] == "K'teeb Thumper"  # spelling of the card
    assert cards["Urhail"]["starting_magi_regions"] == ["Underneath"]
    assert "starting_magi" not in cards["Urhail"]
    assert cards["Sorreah's Dream"]["starting_magi"] == ["Sorreah"]


def test_shadow_and_alt_play(cards: dict[str, dict[str, Any]]) -> None:
    """Rulebook "Core and Shadow Magi": Deadfall says Naroom Shadow Magi may play it."""
    assert cards["Deadfall"]["shadow_play"] == ["Naroom"]
    assert cards["Curse of the Abaquist"]["shadow_play"] == ["Orothe", "Paradwyn"]
    assert cards["Maelstrom"]["alt_play"] == ["Orothe"]
    assert cards["Evil Evu"]["original_region"] == "Naroom"


def test_who_may_play_read_from_the_cards_own_sentence(
        cards: dict[str, dict[str, Any]]) -> None:
    """Rulebook "Core and Shadow Magi": the cards other Magi may play are "clearly
    indicated in the text box". Where the source gives no field, the card's own sentence
    gives the region: "Naroom Magi may play Dark Furok" (the rulebook's alternate
    example), "Core Magi may play Sneaky Weebo", "Naroom Shadow Magi may play Snag
    Arboll", "Resh Shadow Magi can play Drahkar". Regions the card has, and Core or
    Universal cards' shadow regions, add nothing."""
    assert cards["Dark Furok"]["alt_play"] == ["Naroom"]
    assert cards["Dark Vellup"]["alt_play"] == ["Arderial"]
    assert cards["Sneaky Weebo"]["alt_play"] == ["Core"]
    assert cards["Snag Arboll"]["shadow_play"] == ["Naroom"]
    assert cards["Drahkar"]["shadow_play"] == ["d'Resh"]
    assert cards["Mirage"]["shadow_play"] == ["d'Resh"]
    assert "alt_play" not in cards["Mirage"]  # "Only d'Resh [Magi]": its own region
    assert "shadow_play" not in cards["Dagok"]  # a Core card: Shadow Magi play it anyway
    assert "shadow_play" not in cards["Crushing Will"]  # Universal
    assert cards["Rabid Bisiwog"]["shadow_play"] == ["Underneath"]  # not "Korremar"


def test_only_play_from_a_sentence_that_begins_with_only(
        cards: dict[str, dict[str, Any]]) -> None:
    """Card text over the rules (rulebook, First, Breaking the Rules): "Only Underneath
    Magi and Underneath Shadow Magi can play Crushing Fungus" is ``only_play`` Underneath
    (its Shadow Magi stay in ``shadow_play``). A Core card only its own regions' Magi
    may play (Gwaeg, Bograth/Core) says what the rules say: no ``only_play``."""
    assert cards["Crushing Fungus"]["only_play"] == ["Underneath"]
    assert cards["Crushing Fungus"]["shadow_play"] == ["Underneath"]
    assert cards["Crushing Ice"]["only_play"] == ["Nar"]
    assert cards["Mirage"]["only_play"] == ["d'Resh"]
    assert cards["Crushing Will"]["only_play"] == ["Universal"]
    assert "only_play" not in cards["Gwaeg"] and "only_play" not in cards["Tar Hyren"]
    assert "only_play" not in cards["Shadow Ritual"]  # "Only Shadow Magi": no region
    assert "only_play" not in cards["Dark Furok"]
    # and the three whose "Non-X Magi may not play" sentence says the same (Harmony, Weave
    # Mind, Gia Pet: tests/test_magi_nation_card_text.py)
    assert sum("only_play" in card for card in cards.values()) == 15


def test_a_card_whose_text_allows_several_copies(cards: dict[str, dict[str, Any]]) -> None:
    """Rayje: "You can play with more than one copy of Rayje in yur deck" (the source's
    typo) is ``deck_limit: any``; Ancient's Puzzlebox: "Your deck may contain up to six
    copies of Ancient Puzzlebox" (its name without the possessive) is ``deck_limit: 6``;
    no other card says so."""
    assert cards["Rayje"]["deck_limit"] == "any"
    assert cards["Ancient's Puzzlebox"]["deck_limit"] == 6
    assert sorted(name for name, card in cards.items() if "deck_limit" in card) == [
        "Ancient's Puzzlebox", "Rayje"]


def test_deck_limit_read_only_from_a_sentence_about_the_card_itself() -> None:
    """The sentence must name the card (or the card without its possessive 's) and give a
    number: another card's name, or a count that is no number, gives no limit."""
    assert magi_nation._deck_limit(
        "Ancient's Puzzlebox", ["Your deck may contain up to six copies of Ancient "
                                "Puzzlebox."]) == 6
    assert magi_nation._deck_limit(
        "Puzzle Jar", ["Your deck may contain up to 5 copies of Puzzle Jar."]) == 5
    assert magi_nation._deck_limit(
        "Puzzle Jar", ["Your deck may contain up to six copies of Ancient Puzzlebox."]) is None
    assert magi_nation._deck_limit(
        "Puzzle Jar", ["Your deck may contain up to many copies of Puzzle Jar."]) is None


def test_a_magi_whose_text_keeps_a_region_out_of_its_stack(
        cards: dict[str, dict[str, Any]]) -> None:
    """Yaki, Core Stalker: "Yaki cannot be in a Magi stack with Core Magi" (the subject is
    words of its own name) is ``stack_excludes: ["Core"]``, as is Sorrowing Ogar's "may not
    be played in a deck with any Core Magi"; no other card says so, and a
    sentence about another Magi or naming no region gives nothing."""
    assert cards["Yaki, Core Stalker"]["stack_excludes"] == ["Core"]
    assert [name for name, card in cards.items() if "stack_excludes" in card] == [
        "Sorrowing Ogar", "Yaki, Core Stalker"]
    text = ["Yaki cannot be in a Magi stack with Core Magi."]
    assert list(magi_nation._stack_without("Yaki, Core Stalker", text)) == ["Core"]
    assert list(magi_nation._stack_without("Tryn", text)) == []


def test_non_region_magi_may_play_a_card(cards: dict[str, dict[str, Any]]) -> None:
    """"Non-Core Magi may play Slinking Greal" (Core and Shadow Magi, rulebook 2001):
    the Magi of every region but the Core are its ``alt_play``, not the Core."""
    alt = cards["Slinking Greal"]["alt_play"]
    assert "Core" not in alt and {"Naroom", "Cald", "Universal", "d'Resh"} <= set(alt)
    regions = {region for card in cards.values() for region in card["regions"]}
    assert set(alt) == regions - {"Core"}


def test_a_magi_whose_text_makes_it_a_fourth_magi(cards: dict[str, dict[str, Any]]) -> None:
    """Ninibom: "If your defeated Magi are Baa, Wiep, and Grannah, in that order, you can
    play Ninibom as a fourth Magi" is ``fourth_magi_after``, the text's Grannah read as
    the Magi Grahnna; no other card says so."""
    assert cards["Ninibom"]["fourth_magi_after"] == ["Baa", "Wiep", "Grahnna"]
    assert [name for name, card in cards.items() if "fourth_magi_after" in card] == ["Ninibom"]
    text = ["If your defeated Magi are Baa, Wiep, and Grannah, in that order, you can play "
            "Ninibom as a fourth Magi."]
    assert magi_nation._fourth_after("Ninibom", text) == ("Baa", "Wiep", "Grannah")
    assert magi_nation._fourth_after("Baa", text) == ()


def test_a_magi_whose_text_lets_it_share_the_stack_is_not_that_magi(
        cards: dict[str, dict[str, Any]]) -> None:
    """The Real Qwade's title holds Qwade (the title rule, Alternate Magi), but its text
    says it "can be in a Magi stack with 'Qwade'" (card text over the rules, First,
    Breaking the Rules): no ``counts_as`` Qwade. Other title-rule Magi keep theirs."""
    assert "counts_as" not in cards["The Real Qwade"]
    assert cards["Tryn Flame-Saver"]["counts_as"] == ["Tryn"]
    assert list(magi_nation._stack_with(
        "The Real Qwade", ['The Real Qwade can be in a Magi stack with "Qwade".'])) == ["Qwade"]
    assert list(magi_nation._stack_with(
        "Qwade", ['The Real Qwade can be in a Magi stack with "Qwade".'])) == []


def test_what_a_magi_plays_read_from_its_own_sentence(
        cards: dict[str, dict[str, Any]]) -> None:
    """A Magi's "can only play A and B cards" is ``plays_only``, its "may play A cards,
    ignoring regional restrictions and penalties" ``also_plays`` (in its text or in an
    Effect's); the subject is the Magi ("Korg" of All-High King Korg) or "You". Spells
    only (Amara) or a penalty alone is no such fact."""
    assert cards["Aurorea"]["plays_only"] == ["Nar"]
    assert cards["T'Dek"]["plays_only"] == ["Naroom", "Universal"]
    assert cards["All-High King Korg"]["plays_only"] == ["Core", "Bograth", "Universal"]
    assert cards["Yaki, Core Stalker"]["plays_only"] == ["Core", "Naroom", "Universal"]
    assert cards["Evil Evu"]["also_plays"] == ["Naroom"]
    assert cards["Grej"]["also_plays"] == ["Underneath"]
    assert cards["Sorrowing Ogar"]["also_plays"] == ["Core"]
    assert "also_plays" not in cards["Amara"] and "plays_only" not in cards["Amara"]
    assert "plays_only" not in cards["Niffer"]  # "or of her chosen region": a choice
    assert sum("plays_only" in card for card in cards.values()) == 9
    assert sum("also_plays" in card for card in cards.values()) == 4


def test_who_may_play_only_from_a_sentence_about_the_card(tmp_path: Path) -> None:
    """A sentence about other cards ("Your Shadow Magi may play cards from their
    original region") or another card's name adds nothing; "Sands of d'Resh" is d'Resh,
    and a sentence ending in a condition ("without regional penalty") still counts."""
    records = [
        {"name": "Staff Test", "type": "Relic", "regions": ["Core"], "set": "TR",
         "rarity": "C", "text": "Your Shadow Magi may play cards from their original region."},
        {"name": "Sand Test", "type": "Spell", "regions": ["Core"], "set": "TR",
         "rarity": "C", "text": "Remove one energy.\nSands of d'Resh Magi may play Sand Test."},
        {"name": "Copy Test", "type": "Creature", "regions": ["Cald"], "set": "TR",
         "rarity": "C", "text": "Cald Shadow Magi may play Silth Giant."},
        {"name": "Penalty Test", "type": "Creature", "regions": ["Core"], "set": "TR",
         "rarity": "C", "text": "Naroom Magi may play Penalty Test without regional penalty."},
        {"name": "Field Test", "type": "Creature", "regions": ["Orothe"], "set": "TR",
         "rarity": "C", "alt_play": "Core", "text": "Core Magi can play Field Test."},
        {"name": "Weebo", "type": "Creature", "regions": ["Naroom", "Universal"], "set": "BS",
         "rarity": "C", "text": "Arderial Magi may play Weebo."},
        {"name": "Desert Test", "type": "Creature", "regions": ["d'Resh", "Arderial"],
         "set": "TR", "rarity": "C"},
    ]
    source = tmp_path / "cards.json"
    source.write_text(json.dumps(records), "utf-8")
    document, log = magi_nation.build_with_log([source])
    found = by_name(document)
    assert "alt_play" not in found["Staff Test"] and "shadow_play" not in found["Staff Test"]
    assert found["Sand Test"]["alt_play"] == ["d'Resh"]
    assert "shadow_play" not in found["Copy Test"]
    assert found["Penalty Test"]["alt_play"] == ["Naroom"]
    assert found["Field Test"]["alt_play"] == ["Core"]
    assert "alt_play" not in found["Weebo"]
    assert log.plays_from_text == [("Sand Test", "alt_play", "d'Resh"),
                                   ("Penalty Test", "alt_play", "Naroom")]


def test_resolution_in_card_database(committed: dict[str, Any]) -> None:
    db = CardDatabase("magi-nation", [CardLayer(committed["cards"], committed.get("index"))], {})
    card = db.resolve("korg & zet").card
    assert card is not None and card.identities == ("Korg", "Zet")
    card = db.resolve("Dark Furok").card
    assert card is not None and card.identities == ("Furok",)


def test_readme_lists_every_derived_alternate(committed: dict[str, Any]) -> None:
    readme = README.read_text(encoding="utf-8")
    for card in committed["cards"]:
        if "counts_as" in card:
            line = f"- {card['name']} -> {', '.join(card['counts_as'])}:"
            assert line in readme, line
    assert "cardtools cards import magi-nation-mnsearch" in readme


# -- against the real data (../shared) ----------------------------------------------------


def test_rebuild_matches_committed(shared: Path) -> None:
    document = run_import(KIND, [real_source(shared)])
    assert dumps_database(document) == COMMITTED.read_text(encoding="utf-8")


def test_yaml_sources_give_the_same_database(shared: Path) -> None:
    folder = shared / "data" / "magi-nation" / "mnsearch-react-python"
    assert magi_nation.build([folder]) == magi_nation.build([real_source(shared)])


def test_decklists_resolve(shared: Path, committed: dict[str, Any]) -> None:
    db = CardDatabase("magi-nation", [CardLayer(committed["cards"], committed.get("index"))], {})
    files = sorted((shared / "cases" / "magi-nation").glob("*.txt"))
    files += sorted((shared / "data" / "magi-nation" / "decklists").glob("*.txt"))
    assert len(files) >= 14
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            name = re.sub(r"^\d+\s+", "", line)
            assert db.resolve(name).card is not None, (path.name, name)


def test_log_of_the_real_import(shared: Path) -> None:
    _document, log = magi_nation.build_with_log([real_source(shared)])
    assert log.records == 1333
    assert len(log.dual_region) == 108
    assert len(log.reprints) == 13
    assert ("Fiend of Furoks", "starting", "[one Furok]", "Furok") in log.placeholders
    assert ("Ardonia", "starting", "[one Jungle Stalker]", None) in log.placeholders
    assert log.unknown == []
    paths = {card: how for card, _targets, how in log.alternates}
    assert paths["Evil Evu"] == ("title rule",)
    assert paths["Dark Furok"] == ("data field",)
    assert paths["Korg & Zet"] == ("double Magi",)


# -- the small fixture ----------------------------------------------------------------------


def test_fixture_drops_rules_text(small: dict[str, dict[str, Any]]) -> None:
    for card in small.values():
        assert not set(card) & FORBIDDEN, card["name"]
        assert "rules text" not in json.dumps(card)


def test_fixture_chain_is_flattened(small: dict[str, dict[str, Any]]) -> None:
    """Rulebook "Alternate Magi": "The Dark Avenger" with "Alternate Evu" counts as Evu;
    here it names Evil Evu (itself Evu by its title), and is flattened to Evu."""
    assert small["The Dark Avenger"]["counts_as"] == ["Evu"]
    assert small["Evil Evu"]["counts_as"] == ["Evu"]
    assert "counts_as" not in small["Evu"]


def test_fixture_title_rule_whole_words(small: dict[str, dict[str, Any]]) -> None:
    """Rulebook "Alternate Magi": "Garth" and "Ashgar" are not Gar; Tryn Flame-Saver is
    Tryn (the hyphen separates words)."""
    assert "counts_as" not in small["Garth"]
    assert "counts_as" not in small["Ashgar"]
    assert small["Tryn Flame-Saver"]["counts_as"] == ["Tryn"]


def test_fixture_double_magi_and_merges(small: dict[str, dict[str, Any]]) -> None:
    """Rulebook "Double Magi Cards" and "REGIONS" (dual-region cards)."""
    assert small["Korg & Zet"]["counts_as"] == ["Korg", "Zet"]
    assert small["Korg & Zet"]["magi_count"] == 2
    assert small["Brothers of Vengeance"]["counts_as"] == ["Blu", "Borse"]
    assert small["Taisa"]["regions"] == ["Paradwyn", "Weave"]
    assert small["Taisa"]["starting"] == ["Speag", "Uwamar", "Yajo"]
    assert small["Ormagon"]["rarity"] == ["Rare", "Promo"]
    assert small["Fiend of Furoks"]["starting"] == ["Furok", "Shadow Bones"]
    assert small["Pok"]["starting"] == ["Mydra", "Torpar"]
    assert small["Dark Furok"]["alt_play"] == ["Naroom"]
    assert len(small) == 24


def test_fixture_yaml_source(fixtures: Path) -> None:
    document = magi_nation.build([fixtures / "magi_nation" / "yaml" / "ND.yaml"])
    cards = by_name(document)
    assert cards["Taisa"]["regions"] == ["Paradwyn", "Weave"]
    assert cards["Taisa"]["sets"] == ["ND"]
    assert cards["Taisa"]["starting"] == ["Speag", "Uwamar", "Yajo"]
    assert cards["Quido Swarm"]["regions"] == ["Bograth", "Paradwyn"]
    assert schema_errors(document, "cards", "ND.yaml") == []


# -- bad sources ----------------------------------------------------------------------------


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


RECORD = '{"name": "Furok", "type": "Creature", "set": "BS", "regions": ["Naroom"], "rarity": "C"}'


@pytest.mark.parametrize(
    ("filename", "text", "message"),
    [
        ("cards.json", "{not json", "not valid JSON"),
        ("cards.json", '{"cards": []}', "expected a list"),
        ("cards.json", "[1]", "must be an object"),
        ("cards.json", '[{"type": "Creature"}]', "missing or empty 'name'"),
        ("cards.json", "[" + RECORD.replace("Creature", "Land") + "]", "unknown card type"),
        ("cards.json", "[" + RECORD.replace('"BS"', '"XX"') + "]", "unknown set"),
        ("cards.json", "[" + RECORD.replace('"C"', '"M"') + "]", "unknown rarity"),
        ("cards.json", "[" + RECORD.replace('["Naroom"]', "[]") + "]", "missing region"),
        ("cards.json", "[]", "no card records found"),
        ("cards.txt", "[]", "expected a .json or per-set .yaml"),
        ("cards.yaml", "[]", "named by its set code"),
        ("BS.yaml", "- name: [unclosed", "not valid YAML"),
    ],
)
def test_bad_sources_raise_cardtools_error(
    tmp_path: Path, filename: str, text: str, message: str
) -> None:
    path = write(tmp_path / filename, text)
    with pytest.raises(CardtoolsError) as raised:
        magi_nation.build([path])
    assert message in str(raised.value)
    assert raised.value.path == str(path)


def test_conflicting_types_raise(tmp_path: Path) -> None:
    spell = RECORD.replace("Creature", "Spell")
    path = write(tmp_path / "cards.json", f"[{RECORD}, {spell}]")
    with pytest.raises(CardtoolsError, match="is a Spell here but a Creature"):
        magi_nation.build([path])


def test_missing_file_and_empty_sources(tmp_path: Path) -> None:
    with pytest.raises(CardtoolsError, match="file not found") as raised:
        magi_nation.build([tmp_path / "absent.json"])
    assert raised.value.path == str(tmp_path / "absent.json")
    with pytest.raises(CardtoolsError, match="no source files"):
        magi_nation.build([])
    with pytest.raises(CardtoolsError, match="folder holds no"):
        magi_nation.build([tmp_path])


def test_set_table_names_every_set_of_the_cards(committed: dict[str, Any]) -> None:
    """``sets.json`` beside the cards names each set code the importer knows, in its order,
    and every card's sets are among them: a decklist's ``Lightning Hyren (Base Set)`` is
    read by these names."""
    table = json.loads((COMMITTED.parent / "sets.json").read_text(encoding="utf-8"))
    assert table["game"] == "magi-nation"
    assert list(table["sets"]) == list(magi_nation.SET_ORDER)
    assert [spec["name"] for spec in table["sets"].values()] == [
        "Base Set", "Awakening", "Dream's End", "Nightmare's Dawn", "Voice of the Storms",
        "Traitor's Reach", "Promo"]
    assert table["sets"]["BS"]["aliases"] == [
        "Base Set Unlimited", "Unlimited", "Base Set First Edition", "Base Set 1st Edition",
        "First Edition"]
    printed = {code for card in committed["cards"] for code in card["sets"]}
    assert printed == set(table["sets"])


def test_magi_named_as_players_and_shadow_magi_of_no_region(
        cards: dict[str, dict[str, Any]]) -> None:
    """A card's sentence naming a Magi who may play it is ``magi_play`` (card text over
    the rules, A FEW MORE RULES, First, Breaking the Rules): "Korg can play Korg's
    Poetry" (in an Effect), "Korremar and Underneath Shadow Magi can play Rabid
    Bisiwog", "Korremar can play Trygar's Will". "Only Shadow Magi can play Shadow
    Ritual" lets every Shadow Magi play it and no other Magi (``any_shadow_play``,
    ``only_listed``). "Non-Naroom Magi may play Wandering Balamant" (in an Effect) lets
    every other region's Magi play it, the Core's included."""
    assert cards["Korg's Poetry"]["magi_play"] == ["Korg"]
    assert cards["Korg's Sceptre"]["magi_play"] == ["Korg"]
    assert cards["Trygar's Will"]["magi_play"] == ["Korremar"]
    assert cards["Rabid Bisiwog"]["magi_play"] == ["Korremar"]
    assert "only_listed" not in cards["Rabid Bisiwog"]
    ritual = cards["Shadow Ritual"]
    assert ritual["any_shadow_play"] is True and ritual["only_listed"] is True
    assert "only_play" not in ritual and "shadow_play" not in ritual
    assert "Core" in cards["Wandering Balamant"]["alt_play"]
    assert sorted(name for name, card in cards.items() if "magi_play" in card) == [
        "Korg's Poetry", "Korg's Sceptre", "Rabid Bisiwog", "Trygar's Will"]
    assert [name for name, card in cards.items() if "only_listed" in card] == ["Shadow Ritual"]


@pytest.mark.parametrize(("text", "facts"), [
    ("Korremar can play Test Card.",
     {"magi_play": ["Korremar"]}),
    ("Only Korremar and Underneath Shadow Magi can play Test Card.",
     {"magi_play": ["Korremar"], "only_listed": True, "shadow_play": ["Underneath"]}),
    ("Only Korremar can play Test Card.",
     {"magi_play": ["Korremar"], "only_listed": True}),
    ("Only Shadow Magi can play Test Card.",
     {"any_shadow_play": True, "only_listed": True}),
    ("Only Naroom Magi and Korremar may play Test Card.",
     {"magi_play": ["Korremar"], "only_play": ["Naroom"], "alt_play": ["Naroom"]}),
    ("Only Korremar, Avatar and Weave Shadow Magi can play Test Card.",
     {"magi_play": ["Korremar"], "only_listed": True, "shadow_play": ["Weave"]}),
    ("Immediately after one of your cards is attacked, you may play Test Card.", {}),
    ("Qzxv can play Test Card.", {}),
    ("Korremar can play Other Card.", {}),
])
def test_who_may_play_a_card_by_name_or_as_any_shadow_magi(
        tmp_path: Path, text: str, facts: dict[str, Any]) -> None:
    """Each text form of a card naming its players, in the card's text or an Effect's:
    a Magi's name (a word that is no region and no "Magi") is ``magi_play``, the Magi it
    names (Korremar, Avatar, whose text does not say "Korremar, Avatar", is not one: its
    comma splits it; "Korremar" is); "Shadow Magi" of no region is ``any_shadow_play``; an
    "Only" sentence naming no region is ``only_listed``. Words naming no Magi ("you", a
    condition, an unknown name) or a sentence about another card give nothing."""
    records = [
        {"name": "Korremar", "type": "Magi", "regions": ["Core"], "set": "AW", "rarity": "R",
         "original_region": "d'Resh"},
        {"name": "Naroom Test", "type": "Magi", "regions": ["Naroom"], "set": "AW",
         "rarity": "R"},
        {"name": "Weave Test", "type": "Creature", "regions": ["Weave"], "set": "AW",
         "rarity": "R"},
        {"name": "Test Card", "type": "Relic", "regions": ["Underneath"], "set": "VS",
         "rarity": "U", "effects": [{"name": "Test", "text": text}]},
    ]
    source = tmp_path / "cards.json"
    source.write_text(json.dumps(records), "utf-8")
    card = by_name(magi_nation.build([source]))["Test Card"]
    found = {key: value for key, value in card.items()
             if key in ("magi_play", "only_listed", "any_shadow_play", "only_play",
                        "alt_play", "shadow_play")}
    assert found == facts


def test_a_magi_that_plays_a_kind_of_creature_from_any_region(
        cards: dict[str, dict[str, Any]]) -> None:
    """Fiend of Furoks: "Fiend of Furoks ignores regional penalties and restrictions when
    playing Furoks"; Gorran: "Ignore regional penalties and restrictions when playing
    Jiles from your hand"; Yerthe: "You ignore regional penalties and restrictions when
    playing hyren": ``also_plays_creatures`` is the word of those Creatures' names, in
    its singular as the names write it; no other Magi says so."""
    assert cards["Fiend of Furoks"]["also_plays_creatures"] == ["Furok"]
    assert cards["Gorran"]["also_plays_creatures"] == ["Jile"]
    assert cards["Yerthe"]["also_plays_creatures"] == ["Hyren"]
    assert sorted(name for name, card in cards.items() if "also_plays_creatures" in card) == [
        "Fiend of Furoks", "Gorran", "Yerthe"]
    assert list(magi_nation._plays_kinds(
        "Fiend of Furoks", ["Fiend of Furoks ignores regional penalties and restrictions "
                            "when playing Furoks."])) == ["Furoks"]
    assert list(magi_nation._plays_kinds(
        "Gorran", ["Ignore regional restrictions and penalties when playing Jiles from your "
                   "hand."])) == ["Jiles"]
    assert list(magi_nation._plays_kinds(
        "Yerthe", ["Fiend of Furoks ignores regional penalties and restrictions when "
                   "playing Furoks."])) == []
    assert list(magi_nation._plays_kinds(
        "Yerthe", ["Ignore regional penalties when playing Furoks."])) == []


def test_a_magi_that_plays_some_types_of_a_region_it_chooses(
        cards: dict[str, dict[str, Any]]) -> None:
    """Jalex's Power: "Choose a region. Until the end of your turn, Jalex can play
    Creatures and Spells of the chosen region, ignoring regional restrictions and
    penalties": ``also_plays_types`` Creature and Spell (any region can be chosen); no
    other Magi says so. Words that are no card type, or another Magi as the subject,
    give nothing."""
    assert cards["Jalex"]["also_plays_types"] == ["Creature", "Spell"]
    assert [name for name, card in cards.items() if "also_plays_types" in card] == [
        "Bria", "Jalex"]  # Bria: "Relics from that Region regardless of regional restrictions"
    text = ["Choose a region. Until the end of your turn, Jalex can play Creatures and "
            "Spells of the chosen region, ignoring regional restrictions and penalties."]
    assert list(magi_nation._plays_types("Jalex", text)) == ["Creature", "Spell"]
    assert list(magi_nation._plays_types("Korg", text)) == []
    assert list(magi_nation._plays_types("Jalex", [
        "You may play Relics of the chosen region, ignoring regional penalties and "
        "restrictions."])) == ["Relic"]
    assert list(magi_nation._plays_types("Jalex", [
        "Jalex can play Hyrens of the chosen region, ignoring regional restrictions and "
        "penalties."])) == []
