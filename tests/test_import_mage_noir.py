"""The Mage Noir importer (cardtools.importers.mage_noir) and the committed database.

Three groups: the importer on small made-up fixtures (tests/fixtures/mage_noir), the
committed ``cards/mage-noir/cards.json`` (no ../shared needed), and the importer on the
real sources in ../shared/data/mage-noir (skipped when ../shared is absent).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from cardtools.carddb import CardDatabase, CardLayer
from cardtools.errors import CardtoolsError
from cardtools.importers import dumps_database, importer, run_import
from cardtools.importers.mage_noir import (
    build,
    english_title,
    french_sentence,
    import_catalogue,
    main,
)
from cardtools.names import normalise
from cardtools.validation import schema_errors

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "cards" / "mage-noir" / "cards.json"
CATALOGUE_FILE = "tomedumagenoir_cards_catalog_ONLYOFFICIAL.json"
MAPPING_FILE = "magenoirassets_base69_compact.json"

#: Every key a card record of this database may have.
CARD_KEYS = {
    "name", "names", "aliases", "type", "subtypes", "elements", "rarity", "sets", "cost",
    "lifepoints",
}  # fmt: skip
#: Keys that must never appear anywhere in the document (rules text, art, images...).
FORBIDDEN_KEYS = {
    "effect", "effects", "text", "text_fr", "rules_text", "notes_fr", "flavor", "flavor_text",
    "flavour", "illustration", "illustrator", "artist", "image", "image_url", "mn_image_link",
    "slug", "slug_en", "full_name", "transmutables", "components", "competitive_limit",
    "element", "language", "other_languages",
}  # fmt: skip
ELEMENTS = {"Air", "Arcane", "Fire", "Mineral", "Vegetal", "Water"}


def database(document: dict[str, Any]) -> CardDatabase:
    return CardDatabase("mage-noir", [CardLayer(document["cards"], document.get("index"))], {})


def by_name(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {card["name"]: card for card in document["cards"]}


def walk(value: Any) -> Any:
    """Yield every (key, value) pair of a nested JSON value."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield key, item
            yield from walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from walk(item)


def shared_names(document: dict[str, Any]) -> list[str]:
    """Normalised names (name, French name, aliases) that belong to two different cards."""
    owners: dict[str, set[str]] = {}
    for card in document["cards"]:
        written = [card["name"], *card.get("names", {}).values(), *card.get("aliases", [])]
        for name in written:
            owners.setdefault(normalise(name), set()).add(card["name"])
    return sorted(key for key, cards in owners.items() if len(cards) > 1)


def decklist_names(path: Path) -> list[str]:
    """The card names written on the card lines (``4 Name``) of a plain decklist."""
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("cp1252")
    names = []
    for line in text.splitlines():
        match = re.match(r"^(?:SB:\s*)?(\d+)\s*x?\s+(.+?)\s*$", line.strip())
        if match:
            names.append(match.group(2))
    return names


# --------------------------------------------------------------------------- fixtures


@pytest.fixture
def fixture_sources(fixtures: Path) -> list[Path]:
    return [fixtures / "mage_noir" / "catalogue.json", fixtures / "mage_noir" / "base69.json"]


@pytest.fixture
def fixture_doc(fixture_sources: list[Path]) -> dict[str, Any]:
    return build(fixture_sources)


def test_fixture_counts(fixture_sources: list[Path]) -> None:
    document, report = import_catalogue(fixture_sources)
    assert report.records == {"en": 9, "fr": 8}
    assert report.skipped == 1  # the German record
    assert report.cards == len(document["cards"]) == 9
    assert sorted(report.linked_by_mapping) == [
        ("Air Mage's Robe", "Robe du hurleur"),
        ("Crimson Ritual", "Rituel pourpre"),
        ("Fire Ball", "Boule de feu"),
    ]
    assert sorted(report.linked_by_facts) == [
        ("Delayed Fate", "Destin différé"),
        ("Electric Spark", "Étincelle électrique"),
        ("Icy Infiltration", "Infiltration glaciale"),
        ("Static Spark", "Étincelle statique"),
        ("Test Wolf", "Loup d'essai"),
    ]
    assert report.unlinked == ["Lone Kerloc'h's Ring (en)"]
    assert report.collisions == []


def test_fixture_document_is_valid(fixture_doc: dict[str, Any]) -> None:
    assert schema_errors(fixture_doc, "cards", "fixture") == []
    assert fixture_doc["schema_version"] == 1
    assert fixture_doc["game"] == "mage-noir"
    assert fixture_doc["date"] == "2025"
    assert [f["file"] for f in fixture_doc["source"]["files"]] == ["catalogue.json", "base69.json"]


def test_fixture_linked_card(fixture_doc: dict[str, Any]) -> None:
    assert by_name(fixture_doc)["Fire Ball"] == {
        "name": "Fire Ball",
        "names": {"fr": "Boule de feu"},
        "type": "Spell",
        "elements": ["Fire"],
        "rarity": "Common",
        "sets": ["Base Game"],
        "cost": {"Fire": 2, "Air": 1},
    }


def test_fixture_shifted_record_is_repaired(fixture_doc: dict[str, Any]) -> None:
    # element "Banned", type "Fire", cost in "components", no type nor extension
    assert by_name(fixture_doc)["Crimson Ritual"] == {
        "name": "Crimson Ritual",
        "names": {"fr": "Rituel pourpre"},
        "type": "Ritual",
        "elements": ["Fire"],
        "rarity": "Legendary",
        "sets": ["Base Game"],
        "cost": {"Arcane": 2, "Fire": 1},
    }


def test_fixture_animal_type_passes_through(fixture_doc: dict[str, Any]) -> None:
    wolf = by_name(fixture_doc)["Test Wolf"]
    assert wolf["type"] == "Animal"
    assert wolf["lifepoints"] == 3
    assert wolf["sets"] == ["Animaux"]
    card = database(fixture_doc).resolve("Loup d'essai").card
    assert card is not None and card.types == ("Animal",)


def test_fixture_typos_and_former_names(fixture_doc: dict[str, Any]) -> None:
    cards = by_name(fixture_doc)
    assert "Icy Infiltration" in cards and "Delayed Fate" in cards
    assert cards["Delayed Fate"]["sets"] == ["Way of the Time Bender"]
    assert cards["Air Mage's Robe"]["aliases"] == ["Howler's Robe"]
    assert cards["Icy Infiltration"]["aliases"] == ["Icy Inflitration"]
    db = database(fixture_doc)
    misspelt = db.resolve("ICY INFLITRATION")
    assert misspelt.card is not None and misspelt.card.name == "Icy Infiltration"
    resolved = db.resolve("howler's robe")
    assert resolved.card is not None and resolved.card.name == "Air Mage's Robe"


def test_fixture_ties_broken_by_illustrator(fixture_doc: dict[str, Any]) -> None:
    cards = by_name(fixture_doc)
    assert cards["Static Spark"]["names"] == {"fr": "Étincelle statique"}
    assert cards["Electric Spark"]["names"] == {"fr": "Étincelle électrique"}


def test_fixture_unlinked_card_keeps_its_name(fixture_doc: dict[str, Any]) -> None:
    lone = by_name(fixture_doc)["Lone Kerloc'h's Ring"]
    assert "names" not in lone
    assert lone["subtypes"] == ["Ring"]
    assert "Cards without a counterpart in the other language" in " ".join(fixture_doc["notes"])


def test_fixture_no_forbidden_field(fixture_doc: dict[str, Any]) -> None:
    for card in fixture_doc["cards"]:
        assert set(card) <= CARD_KEYS, card["name"]
    for key, value in walk(fixture_doc["cards"]):
        assert key not in FORBIDDEN_KEYS
        if isinstance(value, str):
            assert "made-up" not in value.lower() and "http" not in value and ".png" not in value


def test_sources_told_apart_by_content(fixture_sources: list[Path], tmp_path: Path) -> None:
    # renamed copies, given in the other order, give the same document
    first = tmp_path / "a.json"
    second = tmp_path / "b.json"
    first.write_bytes(fixture_sources[1].read_bytes())
    second.write_bytes(fixture_sources[0].read_bytes())
    swapped = build([first, second])
    original = build(fixture_sources)
    assert swapped["cards"] == original["cards"]


def test_without_mapping(fixture_sources: list[Path]) -> None:
    document, report = import_catalogue(fixture_sources[:1])
    assert report.linked_by_mapping == []
    assert len(report.linked_by_facts) == 8
    assert all("rarity" not in card for card in document["cards"])
    assert len(document["source"]["files"]) == 1


def test_registered_importer(fixture_sources: list[Path]) -> None:
    module = importer("mage-noir-catalog")
    assert module.GAME == "mage-noir"
    assert module.DESCRIPTION
    imported = run_import("mage-noir-catalog", fixture_sources)
    assert imported["cards"] == build(fixture_sources)["cards"]


def test_duplicate_record_is_one_card(tmp_path: Path, fixtures: Path) -> None:
    records = json.loads((fixtures / "mage_noir" / "catalogue.json").read_text("utf-8"))
    again = dict(records[0], extension="Phase")  # Fire Ball reprinted
    path = tmp_path / "catalogue.json"
    path.write_text(json.dumps([*records, again]), "utf-8")
    document, report = import_catalogue([path])
    fire_balls = [c for c in document["cards"] if c["name"] == "Fire Ball"]
    assert len(fire_balls) == 1
    assert fire_balls[0]["sets"] == ["Base Game", "Phase"]
    assert any("appears twice" in line for line in report.oddities)


def test_main_writes_the_database(fixture_sources: list[Path], tmp_path: Path) -> None:
    output = tmp_path / "out" / "cards.json"
    assert main([*map(str, fixture_sources), "--output", str(output)]) == 0
    assert output.read_text("utf-8") == dumps_database(build(fixture_sources))


def test_main_reports_a_bad_source(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", "utf-8")
    assert main([str(bad), "--output", str(tmp_path / "cards.json")]) == 2
    assert "bad.json" in capsys.readouterr().err
    assert not (tmp_path / "cards.json").exists()


# --------------------------------------------------------------------------- bad sources


def write(tmp_path: Path, name: str, data: Any) -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), "utf-8")
    return path


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[{", "not valid JSON"),
        ({"hello": "world"}, "not a Mage Noir source"),
        ([], "not a Mage Noir source"),
        ([{"cardTypeId": 1, "properties": []}], "raw MageNoirAssets dump"),
        ([{"language": "en", "name": "A"}, "oops"], "not an object"),
        ([{"language": "en", "name": ""}], "no name"),
        ([{"language": "en", "name": "A", "mana_cost": [1]}], "not an object"),
        ([{"language": 3, "name": "A"}], "without a language"),
        ([{"language": "de", "name": "A"}], "no English or French card record"),
    ],
)
def test_bad_catalogue(tmp_path: Path, content: Any, message: str) -> None:
    path = write(tmp_path, "broken-catalogue.json", content)
    with pytest.raises(CardtoolsError) as caught:
        build([path])
    assert message in str(caught.value)
    assert "broken-catalogue.json" in str(caught.value)


def test_bad_mapping(tmp_path: Path, fixture_sources: list[Path]) -> None:
    mapping = {"cards": [{"name_fr": "Boule de feu", "slug_en": "fire_ball", "rarity": "Z"}]}
    path = write(tmp_path, "broken-mapping.json", mapping)
    with pytest.raises(CardtoolsError, match="unknown rarity") as caught:
        build([fixture_sources[0], path])
    assert caught.value.path == str(path)
    assert caught.value.where == "$.cards[0].rarity"


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(CardtoolsError, match="cannot read source file") as caught:
        build([tmp_path / "absent.json"])
    assert "absent.json" in str(caught.value)


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes('[{"language": "fr", "name": "ÉTÉ"}]'.encode("latin-1"))
    with pytest.raises(CardtoolsError, match="not UTF-8"):
        build([path])


def test_no_catalogue(fixture_sources: list[Path]) -> None:
    with pytest.raises(CardtoolsError, match="no Mage Noir catalogue"):
        build(fixture_sources[1:])
    with pytest.raises(CardtoolsError, match="no Mage Noir catalogue"):
        build([])


def test_two_catalogues(fixture_sources: list[Path]) -> None:
    with pytest.raises(CardtoolsError, match="a second Mage Noir catalogue"):
        build([fixture_sources[0], fixture_sources[0]])


# --------------------------------------------------------------------------- display case


@pytest.mark.parametrize(
    ("scraped", "display"),
    [
        ("FIRE BALL", "Fire Ball"),
        ("ALTERATION OF THE PAST", "Alteration of the Past"),
        ("THE SYLVAN HEALER", "The Sylvan Healer"),
        ("AIR MAGE'S ROBE", "Air Mage's Robe"),
        ("KERLOC'H'S ROBE", "Kerloc'h's Robe"),
        ("WARRIOR-MAGE RITUAL", "Warrior-Mage Ritual"),
        ("MAELSTRöM", "Maelström"),
        ("DELAYED  FATE", "Delayed Fate"),
        ("Way of the time bender", "Way of the Time Bender"),
    ],
)
def test_english_title(scraped: str, display: str) -> None:
    assert english_title(scraped) == display


@pytest.mark.parametrize(
    ("scraped", "display"),
    [
        ("BOULE DE FEU", "Boule de feu"),
        ("ARMURE D'ÉCORCE", "Armure d'écorce"),
        ("LAME D'AIR", "Lame d'air"),
        ("ÉCHARDE DE GLACE", "Écharde de glace"),
        ("MÉTÉORE D'INA", "Météore d'Ina"),
        ("ROBE DE KERLOC'H", "Robe de Kerloc'h"),
        ("COLÈRE DE RÂ", "Colère de Râ"),
        ("RITUEL DU GUERRIER-MAGE", "Rituel du Guerrier-Mage"),
    ],
)
def test_french_sentence(scraped: str, display: str) -> None:
    assert french_sentence(scraped) == display


# --------------------------------------------------------------------------- committed


@pytest.fixture(scope="module")
def committed() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(COMMITTED.read_text("utf-8"))
    return document


def test_committed_header(committed: dict[str, Any]) -> None:
    assert schema_errors(committed, "cards", str(COMMITTED)) == []
    assert committed["schema_version"] == 1
    assert committed["game"] == "mage-noir"
    assert committed["date"] == "2025"
    urls = [f["url"] for f in committed["source"]["files"]]
    assert urls == [
        "https://github.com/Espequair/TomeduMageNoir",
        "https://github.com/eloi-duwer/MageNoirAssets",
    ]
    assert "index" not in committed  # small database: the index is built at load


def test_committed_counts(committed: dict[str, Any]) -> None:
    cards = committed["cards"]
    assert len(cards) == 205
    assert all("fr" in card["names"] for card in cards)  # every card linked
    types: dict[str, int] = {}
    for card in cards:
        types[card["type"]] = types.get(card["type"], 0) + 1
    assert types == {"Spell": 135, "Permanent": 29, "Equipment": 28, "Ritual": 13}
    assert sum(1 for card in cards if "rarity" in card) == 69
    assert sum(1 for card in cards if "Base Game" in card["sets"]) == 69
    assert sum(1 for card in cards if "lifepoints" in card) == 17


def test_committed_no_shared_name(committed: dict[str, Any]) -> None:
    assert shared_names(committed) == []
    names = [normalise(card["name"]) for card in committed["cards"]]
    assert names == sorted(names)  # sorted by name, each once


def test_committed_facts_only(committed: dict[str, Any]) -> None:
    for card in committed["cards"]:
        assert set(card) <= CARD_KEYS, card["name"]
        assert set(card["names"]) == {"fr"}
        assert len(card["elements"]) == 1 and set(card["elements"]) <= ELEMENTS
        assert set(card["cost"]) <= ELEMENTS
        assert all(isinstance(v, int) or v == "X" for v in card["cost"].values())
        assert card.get("rarity", "Common") in {"Common", "Uncommon", "Rare", "Legendary"}
    for key, value in walk(committed["cards"]):
        assert key not in FORBIDDEN_KEYS
        if isinstance(value, str):
            assert "http" not in value and ".png" not in value and "/" not in value
            assert value not in ("Banned", "1", "None", "Aucun")


def test_committed_display_case(committed: dict[str, Any]) -> None:
    for card in committed["cards"]:
        for name in (card["name"], card["names"]["fr"]):
            assert not name.isupper() or len(name) <= 3, name
            assert "  " not in name and name == name.strip()
            assert name[0].isupper()
        rest = card["names"]["fr"].split(" ")[1:]
        small = [w for w in rest if w in ("De", "Du", "Des", "La", "Le", "Les")]
        assert not small, card["names"]["fr"]


@pytest.mark.parametrize(
    ("english", "french"),
    [
        ("Fire Ball", "Boule de feu"),
        ("Bark Armor", "Armure d'écorce"),
        ("Air Blade", "Lame d'air"),
        ("Air Mage's Robe", "Robe du hurleur"),
        ("Overpressure", "Haute pression"),
        ("Crimson Ritual", "Rituel pourpre"),
        ("Ignition", "Ignition"),
        ("Water Drop", "Goutte d'eau"),
        ("Favorable Winds", "Vents favorables"),
        ("Tide", "Marée"),
        ("Icy Infiltration", "Infiltration glaciale"),
        ("Delayed Fate", "Destin différé"),
        ("Stunning Thunder", "Tonnerre étourdissant"),
        ("Static Spark", "Étincelle statique"),
        ("Electric Spark", "Étincelle électrique"),
        ("Spark Breath", "Souffle étincelle"),
        ("Crumbling Rock", "Roche friable"),
        ("Fine Sand", "Sable fin"),
        ("Materialized Blade", "Lame forgée"),
        ("Materialized Sword", "Épée matérialisée"),
        ("Sprouted Seed", "Graine germée"),
        ("Magma Burn", "Brûlure de magma"),
        ("Solar Burn", "Brûlure solaire"),
        ("Subtle Infiltration", "Infiltration subtile"),
        ("Unleashed Ocean", "Océan déchaîné"),
        ("The Sylvan Healer", "La Guérisseuse sylvestre"),
        ("Kerloc'h's Robe", "Robe de Kerloc'h"),
        ("Maelström", "Maelström"),
        ("Yuki-Onna's Robe", "Robe de Yuki-onna"),
    ],
)
def test_committed_linked_pairs(committed: dict[str, Any], english: str, french: str) -> None:
    assert by_name(committed)[english]["names"] == {"fr": french}
    db = database(committed)
    for written in (english, french, english.upper(), french.upper()):
        resolved = db.resolve(written)
        assert resolved.card is not None and resolved.card.name == english, written


def test_committed_specific_facts(committed: dict[str, Any]) -> None:
    cards = by_name(committed)
    assert cards["Crimson Ritual"]["type"] == "Ritual"
    assert cards["Crimson Ritual"]["elements"] == ["Fire"]
    assert cards["Crimson Ritual"]["rarity"] == "Legendary"
    assert cards["Crimson Ritual"]["cost"] == {"Arcane": 2, "Fire": 1}
    assert cards["Ignition"] == {
        "name": "Ignition",
        "names": {"fr": "Ignition"},
        "type": "Spell",
        "elements": ["Fire"],
        "rarity": "Uncommon",
        "sets": ["Base Game"],
        "cost": {"Fire": 3},
    }
    assert cards["Air Mage's Robe"]["aliases"] == ["Howler's Robe"]
    assert cards["Air Mage's Robe"]["subtypes"] == ["Torso"]
    assert cards["Overpressure"]["aliases"] == ["High Pressure"]
    assert cards["Materialized Blade"]["aliases"] == ["Forged Blade"]
    assert cards["Purifying Wave"]["cost"] == {"Water": 1, "Vegetal": 1}
    assert cards["Rite of Passage"]["sets"] == ["Base Game", "Way of the Time Bender"]
    assert cards["Desert Wall"]["lifepoints"] == "X"
    assert cards["Hostile Forest"]["lifepoints"] == 10
    assert cards["Ina's Meteor"]["cost"] == {"Mineral": "X"}
    assert cards["Flame"]["cost"] == {}
    assert cards["Nikola's Watch"]["subtypes"] == ["Trinket"]
    assert cards["Fire Ball"]["rarity"] == "Common"
    assert "rarity" not in cards["Zenith Ritual"]


def test_committed_typos_fixed_and_kept_as_aliases(committed: dict[str, Any]) -> None:
    # the official catalogue (and the deck builders built on it) print these spellings:
    # the card keeps its corrected name and answers to the printed one
    db = database(committed)
    for typo, card in (("ICY INFLITRATION", "Icy Infiltration"),
                       ("Stunnng Thunder", "Stunning Thunder"),
                       ("Inflitration subtile", "Subtle Infiltration")):
        resolved = db.resolve(typo)
        assert resolved.card is not None and resolved.card.name == card, typo
    cards = by_name(committed)
    assert cards["Icy Infiltration"]["aliases"] == ["Icy Inflitration"]
    assert cards["Stunning Thunder"]["aliases"] == ["Stunnng Thunder"]
    assert cards["Subtle Infiltration"]["aliases"] == ["Inflitration subtile"]
    assert "aliases" not in cards["Delayed Fate"]  # only spaces were wrong
    assert "aliases" not in cards["Magma Burn"]  # only accents were wrong
    for fixed in ("Icy Infiltration", "Delayed Fate", "DELAYED  FATE", "Stunning Thunder"):
        assert db.resolve(fixed).card is not None, fixed


# --------------------------------------------------------------------------- real sources


@pytest.fixture
def real_sources(shared: Path) -> list[Path]:
    folder = shared / "data" / "mage-noir"
    return [folder / CATALOGUE_FILE, folder / MAPPING_FILE]


def test_real_counts(real_sources: list[Path]) -> None:
    document, report = import_catalogue(real_sources)
    assert report.records == {"en": 205, "fr": 205}
    assert report.cards == len(document["cards"]) == 205
    assert len(report.linked_by_mapping) == 69
    assert len(report.linked_by_facts) == 136
    assert report.unlinked == []
    assert report.collisions == []
    assert ("Air Mage's Robe", "Robe du hurleur") in report.linked_by_mapping
    assert ("Overpressure", "Haute pression") in report.linked_by_mapping
    assert ("Fire Ball", "Boule de feu") in report.linked_by_mapping
    fixes = "\n".join(report.fixes)
    for typo in ("ICY INFLITRATION", "DELAYED  FATE", "STUNNNG THUNDER", "GRAINE GERMEE",
                 "BRULÛRE DE MAGMA", "BRULURE SOLAIRE", "Inflitration subtile", "'Banned'",
                 "'1'", "Purifying Wave"):  # fmt: skip
        assert typo in fixes


def test_real_rebuild_matches_committed(real_sources: list[Path]) -> None:
    rebuilt = dumps_database(run_import("mage-noir-catalog", real_sources))
    assert rebuilt == COMMITTED.read_text("utf-8"), "rebuild it: see cards/mage-noir/README.md"


def test_real_facts_alone_agree_with_mapping(real_sources: list[Path]) -> None:
    """Linking by facts only, without the mapping, finds the same 205 pairs."""
    with_mapping, _ = import_catalogue(real_sources)
    facts_only, report = import_catalogue(real_sources[:1])
    assert len(report.linked_by_facts) == 205 and report.unlinked == []
    pairs = {(c["name"], c["names"]["fr"].casefold()) for c in with_mapping["cards"]}
    assert {(c["name"], c["names"]["fr"].casefold()) for c in facts_only["cards"]} == pairs


def test_real_raw_assets_refused(shared: Path) -> None:
    raw = shared / "data" / "mage-noir" / "magenoirassets_base69_raw.json"
    with pytest.raises(CardtoolsError, match="raw MageNoirAssets dump") as caught:
        build([raw])
    assert "magenoirassets_base69_raw.json" in str(caught.value)


def test_acceptance_decklist_names_resolve(shared: Path, committed: dict[str, Any]) -> None:
    files = sorted((shared / "cases" / "mage-noir").glob("*.txt"))
    files.append(shared / "cases" / "bad" / "cp1252.txt")
    db = database(committed)
    written = {name for path in files for name in decklist_names(path)}
    assert {"Boule de feu", "Armure d'écorce", "Crimson Ritual", "Ignition"} <= written
    made_up = {"Fireballl", "Test Hound", "Test Raven"}
    for name in sorted(written - made_up):
        assert db.resolve(name).card is not None, name
    assert db.resolve("Fireballl").card is None
    assert db.resolve("Fireballl").suggestions == ("Fire Ball",)


def test_set_table_names_every_extension_of_the_cards(committed: dict[str, Any]) -> None:
    """``sets.json`` beside the cards holds every extension the cards name, keyed by its
    English name, with the French name the importer translates where the two differ: a
    decklist's ``Boule de feu (Jeu de base)`` is read by these names."""
    from cardtools.importers.mage_noir import EXTENSIONS_FR

    table = json.loads((COMMITTED.parent / "sets.json").read_text(encoding="utf-8"))
    assert table["game"] == "mage-noir"
    printed = {name for card in committed["cards"] for name in card["sets"]}
    assert set(table["sets"]) == printed
    assert all(spec["name"] == key for key, spec in table["sets"].items())
    french = {normalise(spec["names"]["fr"]): key for key, spec in table["sets"].items()
              if "names" in spec}
    assert french == EXTENSIONS_FR


def test_digital_edition_ids_are_read_as_their_cards(
        shared: Path, committed: dict[str, Any], tmp_path: Path) -> None:
    """A decklist naming the 69 base-game cards by the digital edition's ids (``seed``,
    ``healer_s_breath``, ``kerloc_h_s_robe``: every mark and space written ``_``) reads
    each as the card its French name is, with a note; they were unknown cards."""
    from typer.testing import CliRunner

    from cardtools.cli import app

    mapping = json.loads((shared / "data" / "mage-noir" / "magenoirassets_base69_compact.json")
                         .read_text(encoding="utf-8"))["cards"]
    by_french = {normalise(name): card["name"] for card in committed["cards"]
                 for name in [card["names"]["fr"], *card.get("aliases", [])]}
    slugged = [entry for entry in mapping if "_" in entry["slug_en"]]
    assert len(mapping) == 69 and len(slugged) >= 40
    deck = tmp_path / "ids.txt"
    deck.write_text("Format: mage-noir/tournament\nDeck\n" + "".join(
        f"1 {entry['slug_en']}\n" for entry in mapping), encoding="utf-8")
    outcome = CliRunner().invoke(app, ["check", str(deck), "--report", "json"])
    (result,) = json.loads(outcome.stdout)["results"]
    rules = [v["rule"] for v in result["violations"]]
    assert "unknown-card" not in rules and "ambiguous-card" not in rules
    notes = {v["line"]: v["message"] for v in result["violations"] if v["rule"] == "reading"}
    for line, entry in enumerate(mapping, 3):
        wanted = by_french[normalise(entry["name_fr"])]
        if line in notes:
            assert notes[line] == f"no card is named {entry['slug_en']!r}: read as 1 {wanted}"
        else:  # one word: the card's English name in small letters
            assert normalise(entry["slug_en"]) == normalise(wanted), entry
    assert sorted(notes) == [line for line, entry in enumerate(mapping, 3)
                             if normalise(entry["slug_en"]) != normalise(
                                 by_french[normalise(entry["name_fr"])])]
