"""Every bundled data file passes its schema and loads, and a game is data only.

One parametrised test per kind of file (format definitions, game data, card
databases) covers every game, so a new game's files are checked without a test of its
own. The last tests add a game with a zone of its own ("test-hero") through data files and
the command line's extra folders alone.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cardtools.carddb import localised_names
from cardtools.cardfiles import bundled_database
from cardtools.cli import REPORT_STYLES, app
from cardtools.decklist.text import header_then_owner
from cardtools.errors import CardtoolsError
from cardtools.formatspec import FormatRegistry, read_format_file
from cardtools.formatspec.options import format_errors
from cardtools.gamedata import (
    GAME_FILE,
    RESERVED_ZONE_IDS,
    build_table,
    bundled_zones,
    card_data_lists,
    colour_names,
    game_files,
    zone_table,
)
from cardtools.names import normalise
from cardtools.resources import cards_dir, formats_dir
from cardtools.validation import schema_errors
from cardtools.yamlio import load_yaml

FORMAT_FILES = sorted(p for p in formats_dir().glob("*/*.yaml") if p.name != GAME_FILE)
GAME_DATA_FILES = game_files(formats_dir())
CARD_DATABASES = sorted(cards_dir().glob("*/cards.json"))


def _shown(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


@pytest.mark.parametrize("path", FORMAT_FILES, ids=_shown)
def test_every_bundled_format_file_follows_its_schema_and_loads(path: Path) -> None:
    data = read_format_file(path, validate=True)
    assert [str(e) for e in format_errors(data, str(path))] == []
    registry = FormatRegistry()
    file_id = f"{path.parent.name}/{path.stem}"
    kind = registry.kind(file_id)
    if kind == "format":
        fmt = registry.get(file_id)
        assert fmt.zones and set(fmt.zones) <= set(bundled_zones().ids)
    elif kind == "variant":  # with every base it applies to: each has its own zones
        for base in data.get("applies_to") or registry.ids(game=path.parent.name):
            combined = registry.get(f"{base}+{path.stem}", path.parent.name)
            assert combined.game == path.parent.name
    else:
        assert registry.merged(file_id)["game"] == path.parent.name


@pytest.mark.parametrize("path", GAME_DATA_FILES, ids=_shown)
def test_every_bundled_game_data_file_follows_its_schema(path: Path) -> None:
    data = load_yaml(path.read_text("utf-8"), str(path))
    assert [str(e) for e in schema_errors(data, "game", str(path))] == []
    assert build_table([(path, data)]).zones.keys() == (data.get("zones") or {}).keys()


@pytest.mark.parametrize("path", CARD_DATABASES, ids=_shown)
def test_every_bundled_card_database_follows_its_schema_and_loads(path: Path) -> None:
    document: dict[str, Any] = json.loads(path.read_text("utf-8"))
    assert [str(e) for e in schema_errors(document, "cards", str(path))] == []
    assert document["game"] == path.parent.name
    assert (path.parent / "README.md").is_file(), "the data's source, licence and date"
    database = bundled_database(path.parent.name)
    assert len(database) == len(document["cards"])


def test_the_bundled_zones_are_the_games_zones() -> None:
    """Each game's formats name only zones of the game data, which gives each its
    label and the words that open it."""
    zones = bundled_zones()
    assert zones.ids[:2] == ("main", "side")  # the shared file first, then each game's
    assert {z: zones.label(z) for z in zones.ids}.items() >= {
        "main": "deck", "side": "side deck", "mage": "Mage zone", "magi": "Magi stack",
        "command": "Command zone"}.items()
    assert zones.headers["sideboard"] == "side" and zones.headers["magi stack"] == "magi"
    assert zones.sections["commanders"] == "command"
    assert zones.single_kind >= {"magi", "mage"}
    assert {"creatures", "sorceries", "characters", "rituals"} <= zones.type_words
    # French words are kept as normalise() makes them: accents removed
    assert {"ephemeres", "equipements", "sorts"} <= zones.header_words - zones.type_words


@pytest.mark.parametrize("path", CARD_DATABASES, ids=_shown)
def test_every_card_name_read_as_a_header_then_an_owner_is_its_games_data(
        path: Path) -> None:
    """A card's name in any language that reads as a zone's header then its owner
    (``Main du désert``, ``Main de Vecna``) is in its game's ``header_named_cards``, so
    that a line of that name alone is the card: it was the header of its owner's deck
    (a parse-error), or a second deck's."""
    game = path.parent.name
    zones = bundled_zones()
    clashes = {normalise(name) for card in bundled_database(game)
               for name in {card.name, *card.faces, *(n for _, n in localised_names(card.facts))}
               if header_then_owner(name, zones)}
    own = load_yaml((formats_dir() / game / GAME_FILE).read_text("utf-8"), game)
    listed = {normalise(name) for names in (own.get("header_named_cards") or {}).values()
              for name in names}
    assert clashes == listed
    assert listed <= zones.header_named_cards


def test_the_colours_are_the_games_data_in_its_order() -> None:
    """Magic's colour names and WUBRG order come from its game data; a game without
    colours has none; every colour identity letter of the bundled card data is named."""
    assert list(colour_names("mtg").items()) == [
        ("W", "white"), ("U", "blue"), ("B", "black"), ("R", "red"), ("G", "green")]
    assert colour_names("magi-nation") == {} and colour_names("no-such-game") == {}
    for path in CARD_DATABASES:
        letters = {letter for card in json.loads(path.read_text("utf-8"))["cards"]
                   for letter in card.get("colour_identity") or ()}
        assert letters <= colour_names(path.parent.name).keys(), path


@pytest.mark.parametrize("path", GAME_DATA_FILES[1:], ids=_shown)
def test_the_card_data_lists_update_formats_of_their_game(path: Path) -> None:
    """Each list ``cards update`` takes from a game's card data brings a bundled format
    of that game up to date (a misspelt format would leave its lists as bundled)."""
    game = path.parent.name
    registry = FormatRegistry()
    for fmt in card_data_lists(game).values():
        assert registry.kind(f"{game}/{fmt}") == "format", (game, fmt)


def test_magics_card_data_lists_are_mtgjsons_legality_keys() -> None:
    names = card_data_lists("mtg")
    assert len(names) == 12 and names["duel"] == "duel-commander"
    assert names["paupercommander"] == "pauper-commander" and names["modern"] == "modern"
    # MTGJSON's "brawl" is Arena's 100-card Brawl since 2023: Standard Brawl is its own key
    assert names["standardbrawl"] == "brawl" and "brawl" not in names


def test_a_header_that_names_two_zones_is_refused(tmp_path: Path) -> None:
    game = tmp_path / "clash"
    game.mkdir()
    (game / GAME_FILE).write_text("zones:\n  test-hero:\n    label: Test hero zone\n"
                                  "    headers: {en: [sideboard]}\n", "utf-8")
    with pytest.raises(CardtoolsError, match="'sideboard' names zone 'side' elsewhere "
                       "and zone 'test-hero' here") as raised:
        zone_table([tmp_path])
    assert raised.value.path == str(game / GAME_FILE)


def test_an_invalid_game_data_file_names_its_file(tmp_path: Path) -> None:
    game = tmp_path / "odd"
    game.mkdir()
    (game / GAME_FILE).write_text("zones:\n  Hero Zone:\n    label: x\n", "utf-8")
    with pytest.raises(CardtoolsError) as raised:
        zone_table([tmp_path])
    assert raised.value.path == str(game / GAME_FILE)
    assert raised.value.where == "$.zones"


# --- a game with a zone of its own, as data only ---------------------------------------
# Its zone id, label and words are ones no real game will bundle ("test hero"): a zone
# id has one label and a header one zone across every game's data.

HEROES_GAME = """\
zones:
  test-hero:
    label: Test hero zone
    headers:
      en: [test hero, test heroes]
      fr: [héros de test]
    sections: [test-hero]
    line_prefixes: [test hero]
    single_kind: true
type_words:
  en: [ally, allies]
"""
HEROES_FORMAT = """\
name: Heroes Standard
zones:
  main: {min: 4}
  test-hero: {exact: 1, source: {document: Heroes rules, section: "1"}}
"""
HEROES_CARDS = "name,type\nBrave Knight,Hero\nWise Mage,Hero\nSword,Item\nShield,Item\n"


@pytest.fixture()
def heroes(tmp_path: Path) -> Path:
    """A folder holding ``formats/heroes/`` (game data and one format) and ``cards.csv``:
    a game unknown to cardtools, with a ``test-hero`` zone."""
    folder = tmp_path / "formats" / "heroes"
    folder.mkdir(parents=True)
    (folder / GAME_FILE).write_text(HEROES_GAME, "utf-8")
    (folder / "standard.yaml").write_text(HEROES_FORMAT, "utf-8")
    (tmp_path / "cards.csv").write_text(HEROES_CARDS, "utf-8")
    return tmp_path


def _check(root: Path, name: str, text: str) -> dict[str, Any]:
    deck = root / name
    deck.write_text(text, "utf-8")
    outcome = CliRunner().invoke(app, [
        "check", "--isolated", "--formats-dir", str(root / "formats"),
        "--cards", str(root / "cards.csv"), "-f", "heroes/standard", "--report", "json",
        str(deck)])
    report: dict[str, Any] = json.loads(outcome.stdout)
    result: dict[str, Any] = report["results"][0]
    return result


@pytest.mark.parametrize(("name", "text", "notes"), [
    ("english.txt", "Test hero (1)\n1 Brave Knight\n\nDeck\n2 Sword\n2 Shield\n", []),
    ("french.txt", "Héros de test :\n1 Brave Knight\nDeck\n2 Sword\n2 Shield\n", []),
    ("prefix.txt", "2 Sword\n2 Shield\nTest hero: Brave Knight\n", []),
    # a type word of the game after a one-kind zone returns to the deck
    ("grouped.txt", "Test heroes\nBrave Knight\nAllies (4)\n2 Sword\n2 Shield\n",
     ["'Allies' names no card: read as a grouping header"]),
    ("structured.yaml", "test-hero: Brave Knight\ndeck: {Sword: 2, Shield: 2}\n", []),
    ("structured.json", '{"test-hero": ["Brave Knight"], "deck": {"Sword": 2, "Shield": 2}}',
     []),
    # the exports of other tools: a zone named by one of the zone's headers
    ("export.csv", "Count,Name,Board\n1,Brave Knight,Test hero\n2,Sword,main\n"
     "2,Shield,main\n", ["read as a card CSV export (a header row naming its columns)"]),
    ("cockatrice.cod", '<cockatrice_deck version="1"><zone name="main">'
     '<card number="2" name="Sword"/><card number="2" name="Shield"/></zone>'
     '<zone name="Test hero"><card number="1" name="Brave Knight"/></zone>'
     "</cockatrice_deck>", []),
    ("octgn.o8d", '<deck><section name="Main"><card qty="2">Sword</card>'
     '<card qty="2">Shield</card></section><section name="Héros de test">'
     '<card qty="1">Brave Knight</card></section></deck>', []),
    ("lackey.dek", '<deck version="0.8"><superzone name="Deck"><card><name>Sword</name>'
     "</card><card><name>Sword</name></card><card><name>Shield</name></card><card>"
     "<name>Shield</name></card></superzone><superzone name=\"Test heroes\"><card><name>"
     "Brave Knight</name></card></superzone></deck>", []),
])
def test_a_new_game_with_its_own_zone_needs_data_only(heroes: Path, name: str, text: str,
                                                      notes: list[str]) -> None:
    result = _check(heroes, name, text)
    assert result["status"] == "legal", result
    assert result["zones"] == {"test-hero": 1, "main": 4}
    assert [(v["rule"], v["message"]) for v in result["violations"]] == [
        ("reading", note) for note in notes]


def test_the_new_zone_is_judged_and_named_by_its_data(heroes: Path) -> None:
    result = _check(heroes, "two.txt",
                    "Test hero\n1 Brave Knight\n1 Wise Mage\nDeck\n4 Sword\n")
    assert result["status"] == "illegal"
    assert result["zones"] == {"test-hero": 2, "main": 4}
    [violation] = result["violations"]
    assert violation["rule"] == "zone-size" and violation["zone"] == "test-hero"
    assert "test hero zone" in violation["message"].lower()


@pytest.mark.parametrize("style", REPORT_STYLES)
def test_every_report_style_names_the_new_zone_by_its_data(heroes: Path, style: str) -> None:
    deck = heroes / "two.txt"
    deck.write_text("Test hero\n1 Brave Knight\n1 Wise Mage\nDeck\n4 Sword\n", "utf-8")
    report = heroes / "report.out"
    outcome = CliRunner().invoke(app, [
        "check", "--isolated", "--formats-dir", str(heroes / "formats"),
        "--cards", str(heroes / "cards.csv"), "-f", "heroes/standard", "--report", style,
        "--report-file", str(report), str(deck)], env={"COLUMNS": "200"})
    assert outcome.exit_code == 1, outcome.output
    assert "test hero zone" in report.read_text("utf-8").lower()


def test_a_format_naming_a_zone_no_game_data_gives_is_refused(heroes: Path) -> None:
    (heroes / "formats" / "heroes" / "villains.yaml").write_text(
        "name: Villains\nzones:\n  main: {min: 1}\n  villain: {exact: 1}\n", "utf-8")
    outcome = CliRunner().invoke(app, [
        "formats", "show", "--formats-dir", str(heroes / "formats"), "heroes/villains"])
    assert outcome.exit_code == 2
    assert "villain" in outcome.output and "$.zones" in outcome.output


def test_formats_validate_knows_the_zones_of_the_files_own_tree(heroes: Path) -> None:
    path = heroes / "formats" / "heroes" / "standard.yaml"
    outcome = CliRunner().invoke(app, ["formats", "validate", str(path)])
    assert outcome.exit_code == 0, outcome.output
    assert outcome.output.strip() == f"{path}: ok"


@pytest.mark.parametrize("zone_id", ["skip", "about", "companion"])
def test_a_zone_id_the_readers_reserve_is_refused(tmp_path: Path, zone_id: str) -> None:
    """A zone ``skip`` with a header ``Lands`` would make the lines below it an ignored
    section: a deck of banned cards under it judged legal."""
    from cardtools.decklist.text import ABOUT, COMPANION

    assert {ABOUT, COMPANION, "skip"} <= RESERVED_ZONE_IDS
    game = tmp_path / "mtg"
    game.mkdir()
    (game / GAME_FILE).write_text(f"zones:\n  {zone_id}:\n    label: x\n"
                                  "    headers: {en: [lands]}\n", "utf-8")
    with pytest.raises(CardtoolsError, match=f"zone id '{zone_id}' is reserved") as raised:
        zone_table([tmp_path])
    assert raised.value.path == str(game / GAME_FILE)
    assert raised.value.where == f"$.zones.{zone_id}"


ZONE_HEADER_OKO = ("zones:\n  side:\n    label: side deck\n"
                   "    headers: {en: [extras, 'Oko, Thief of Crowns']}\n")
SKIPPED_SECTION_OKO = "skipped_sections: {en: [extras, 'Oko, Thief of Crowns']}\n"
COMPANION_HEADER_OKO = "companion_headers: {en: [extras, 'Oko, Thief of Crowns']}\n"


@pytest.mark.parametrize(("folder", "document"), [
    ("mtg", ZONE_HEADER_OKO), (".", ZONE_HEADER_OKO), ("mtg", SKIPPED_SECTION_OKO),
    ("mtg", COMPANION_HEADER_OKO)])
def test_a_users_zone_header_that_names_a_card_is_refused(tmp_path: Path, folder: str,
                                                         document: str) -> None:
    """A header ``Oko, Thief of Crowns`` would read that line of a decklist as a header:
    the banned card uncounted, the deck legal; a skipped section so named would leave
    that line and the lines after it uncounted, and a companion header that line (a
    config's ``companion_headers: [crimson ritual]`` made a deck of the banned card
    legal). A game's file is checked against its
    game's cards, the shared file against every game's."""
    path = tmp_path / folder / GAME_FILE
    path.parent.mkdir(exist_ok=True)
    path.write_text(document, "utf-8")
    with pytest.raises(CardtoolsError) as raised:
        zone_table([tmp_path])
    assert raised.value.path == str(path)
    assert raised.value.message == (
        "header 'oko, thief of crowns' names the mtg card 'Oko, Thief of Crowns': a "
        "decklist line of that card alone would open the zone and the card go uncounted")


def test_a_users_word_for_no_card_that_names_a_card_is_refused(tmp_path: Path) -> None:
    """A config's game data giving ``Crimson Ritual`` (or its French name) as a word for
    no card read ``Side deck: Crimson Ritual`` and the line ``Crimson Ritual`` under a
    header as a zone holding nothing: the banned card uncounted, the deck legal."""
    path = tmp_path / "mage-noir" / GAME_FILE
    path.parent.mkdir()
    for word, name in (("Crimson Ritual", "crimson ritual"), ("Rituel pourpre", "rituel pourpre")):
        path.write_text(f"no_card_words: {{en: [zilch, {word}]}}\n", "utf-8")
        with pytest.raises(CardtoolsError) as raised:  # a refusal is never cached
            zone_table([tmp_path])
        assert raised.value.path == str(path)
        assert raised.value.message == (
            f"word for no card {name!r} names the mage-noir card 'Crimson Ritual': a "
            "decklist line of that card alone would be read as no card and the card go "
            "uncounted")


@pytest.mark.parametrize("section", ["Rituals", "Creatures", "Sorts"])
def test_a_users_skipped_section_that_groups_cards_is_refused(tmp_path: Path,
                                                              section: str) -> None:
    """A config's game data making ``Rituals`` (a grouping header of Mage Noir's type
    words) a skipped section left the cards a list groups under it uncounted: a banned
    Crimson Ritual under ``Rituals`` and the deck legal. A section of its own stays."""
    path = tmp_path / GAME_FILE
    path.write_text(f"skipped_sections: {{en: [{section}]}}\n", "utf-8")
    with pytest.raises(CardtoolsError) as raised:
        zone_table([tmp_path])
    assert raised.value.path == str(path)
    assert raised.value.message == (
        f"skipped section {section.lower()!r} is a grouping header of the bundled game "
        "data (a decklist groups its cards so): the cards under it would go uncounted")
    path.write_text("skipped_sections: {en: [Wishlist]}\n", "utf-8")
    assert "wishlist" in zone_table([tmp_path]).skipped_sections


def test_a_users_zone_header_of_another_games_card_name_is_kept(tmp_path: Path) -> None:
    game = tmp_path / "magi-nation"
    game.mkdir()
    (game / GAME_FILE).write_text("zones:\n  side:\n    label: side deck\n"
                                  "    headers: {en: [extras, 'Lightning Bolt']}\n", "utf-8")
    zones = zone_table([tmp_path])
    assert zones.headers["lightning bolt"] == zones.headers["extras"] == "side"


def test_a_games_skipped_sections_are_data_and_their_cards_not_counted() -> None:
    """Magic's planar deck, stickers and display commander, as deck sites and precon
    lists write them, are no part of the deck: their cards were the main deck's (and
    each header an unknown card), a legal deck judged illegal."""
    from cardtools.decklist.text import read_text

    assert {"planar deck", "stickers", "display commander"} <= bundled_zones().skipped_sections
    decklist = read_text(b"Deck\n4 Lightning Bolt\n\nStickers\n1 Ancestral Hot Dog Minotaur\n"
                         b"\nPlanar Deck\n1 TARDIS Bay\n")
    # a section's line is left to the card data: a card of the section's kind is not
    # counted, another is the main deck's (no header hides a banned card)
    assert [(line.name, line.count, line.zone, line.outside and line.outside.types)
            for line in decklist.lines] == [
        ("Lightning Bolt", 4, "main", None),
        ("Ancestral Hot Dog Minotaur", 1, "main", ("Stickers",)),
        ("TARDIS Bay", 1, "main", ("Plane", "Phenomenon"))]
    assert bundled_zones().section_kinds["display commander"] == ("Legendary",)
    assert [(f.rule, f.line, f.message) for f in decklist.findings] == [
        ("ignored-section", 4,
         "section 'Stickers' is not part of the deck; its Sticker cards were not counted "
         "(a card of another kind there is counted in the main deck)"),
        ("ignored-section", 7,
         "section 'Planar Deck' is not part of the deck; its Plane or Phenomenon cards "
         "were not counted (a card of another kind there is counted in the main deck)")]


def test_a_skipped_section_that_is_a_zones_header_is_refused(tmp_path: Path) -> None:
    """``Sideboard`` as a skipped section would drop the side deck it opens."""
    path = tmp_path / "mtg" / GAME_FILE
    path.parent.mkdir()
    path.write_text("skipped_sections: {en: [Sideboard]}\n", "utf-8")
    with pytest.raises(CardtoolsError) as raised:
        zone_table([tmp_path])
    assert raised.value.path == str(path)
    assert raised.value.message == "skipped section 'sideboard' is the header of zone 'side'"


def test_every_bundled_formats_lists_say_where_they_start_and_when_checked() -> None:
    """A verdict is never more confident than its data: each bundled format with lists
    starts its history with the lists in force on a day (``in_force``: before it, the
    banned rule warns that bans were not checked; only ``partial`` bans known earlier, the
    cards banned in every format, may come before it) and says the day its lists were
    last checked (``lists_checked``: after it, the data-age note), whatever its game."""
    registry = FormatRegistry()
    with_lists = []
    for format_id in registry.ids():
        fmt = registry.get(format_id)
        if not fmt.list_changes:
            continue
        with_lists.append(format_id)
        start = fmt.history_start
        assert start is not None and start.in_force, format_id
        assert all(change.partial for change in fmt.list_changes
                   if change.date < start.date), format_id
        assert fmt.lists_checked and fmt.lists_checked >= fmt.list_changes[-1].date, format_id
    assert "mage-noir/tournament" in with_lists and "mtg/modern" in with_lists


@pytest.mark.parametrize("path", CARD_DATABASES, ids=_shown)
def test_every_bundled_card_database_says_its_date(path: Path) -> None:
    """The data-age note compares the judged day with this date, for every game."""
    date = str(json.loads(path.read_text("utf-8"))["date"])
    assert len(date) in (4, 10) and date[:4].isdigit(), date


def test_a_games_header_words_are_the_shared_ones_and_its_own() -> None:
    """One source, the zone table: Magic's grouping header words are the shared file's
    and Magic's own, never Mage Noir's elements, and the other way round."""
    from cardtools.gamedata import bundled_zones

    table = bundled_zones()
    mtg, mage_noir = table.header_words_of("mtg"), table.header_words_of("mage-noir")
    assert {"removal", "creatures", "other"} <= mtg
    assert "fire" not in mtg and "burn" in mtg
    assert {"fire", "other"} <= mage_noir
    assert "removal" not in mage_noir
    assert mtg | mage_noir <= table.header_words
    assert table.header_words_of("no-such-game") == table.own_header_words[""]


def _card_types(game_cards: Path) -> set[str]:
    """The card types of a game's card data: the types a card file may give
    (``values.json``) and those its cards give, or for Magic, whose data also holds cards
    of no deck (Plane, Scheme: skipped sections), the types a deck's cards are counted
    under (``type-order.json``)."""
    types: set[str] = set()
    values = game_cards / "values.json"
    if values.is_file():
        types.update(json.loads(values.read_text("utf-8")).get("type", []))
        cards = json.loads((game_cards / "cards.json").read_text("utf-8"))["cards"]
        types.update(str(card["type"]) for card in cards if isinstance(card.get("type"), str))
    order = game_cards / "type-order.json"
    if order.is_file():
        types.update(json.loads(order.read_text("utf-8"))["type_order"])
    return types


@pytest.mark.parametrize("game_cards", sorted(p.parent for p in CARD_DATABASES),
                         ids=lambda path: path.name)
def test_every_card_type_of_a_games_card_data_is_one_of_its_type_words(
        game_cards: Path) -> None:
    """A card's type written after its name groups it (``Arbolit (Cald Creature)``), so
    each card type of the game's card data is one of the game's own type words: Magi was
    missing from Magi-Nation's (``Ashgar (Cald Magi)`` was an unknown card)."""
    types = _card_types(game_cards)
    assert types, game_cards.name
    game_file = formats_dir() / game_cards.name / GAME_FILE
    data = load_yaml(game_file.read_text("utf-8"), str(game_file))
    own = {normalise(word) for words in (data.get("type_words") or {}).values()
           for word in words}
    assert {normalise(kind) for kind in types} - own == set(), game_cards.name


#: Header words that are a card's name, each decided: halves of split cards and a card a
#: list with counts reads as a heading (Burn, Threat, Conspiracy), and Mage Noir's element
#: Fire, a face of Magic's Fire // Ice, which a Mage Noir list never names.
_HEADER_WORDS_NAMING_CARDS = {"mtg": {"burn", "threat", "conspiracy"}, "mage-noir": {"fire"}}


def test_no_header_word_names_a_card_of_any_game_unless_decided() -> None:
    """A grouping header word equal to a card's name (in any bundled game, any language)
    reads that card's line as a heading: Italian ``blu`` hid the Magi-Nation Magi Blu."""
    names: set[str] = set()
    for path in CARD_DATABASES:
        cards = json.loads(path.read_text("utf-8"))["cards"]
        for card in cards.values() if isinstance(cards, dict) else cards:
            names.add(str(card.get("name", "")).casefold())
            names.update(str(face.get("name", "")).casefold() for face in card.get("faces") or ())
            names.update(str(name).casefold() for key, held in card.items()
                         if key.startswith("names") and isinstance(held, dict)
                         for name in held.values())
    table = bundled_zones()
    for game in ("mtg", "mage-noir", "magi-nation", "magetcg"):
        assert table.header_words_of(game) & names == _HEADER_WORDS_NAMING_CARDS.get(
            game, set()), game


def test_a_formats_dir_adds_header_words_to_its_game_alone(tmp_path: Path) -> None:
    """A user's ``<game>/game.yaml`` in ``--formats-dir`` adds grouping header words to
    that game's, not another's; its own shared ``game.yaml`` to every game's."""
    from cardtools.gamedata import bundled_zones, zone_table

    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / "game.yaml").write_text("header_words:\n  en: [sideways]\n", "utf-8")
    (tmp_path / "game.yaml").write_text("header_words:\n  en: [everywhere]\n", "utf-8")
    table = zone_table([tmp_path])
    assert {"sideways", "everywhere", "burn"} <= table.header_words_of("mtg")
    assert "sideways" not in table.header_words_of("mage-noir")
    assert "everywhere" in table.header_words_of("mage-noir")
    assert "sideways" not in bundled_zones().header_words_of("mtg")


def test_the_commander_formats_bans_in_every_format_are_legacys() -> None:
    """The cards the Commander formats hold banned in every sanctioned format before their
    own lists start (``partial`` lists of commander-rules.yaml) are those Legacy's list
    holds on the same days (ante, dexterity and subgame cards from 2020-01-01, the seven
    cards of 2020-06-10): copied by hand, the two must not drift apart."""
    rules = load_yaml((formats_dir() / "mtg" / "commander-rules.yaml").read_bytes(), "rules")
    legacy = load_yaml((formats_dir() / "mtg" / "legacy.yaml").read_bytes(), "legacy")
    legacy_by_day = {entry["date"]: set(entry.get("banned", ())) for entry in legacy["lists"]}
    partial = [entry for entry in rules["lists"] if entry.get("partial")]
    assert [entry["date"] for entry in partial] == ["2020-01-01", "2020-06-10"]
    assert all(set(entry["banned"]) <= legacy_by_day[entry["date"]] for entry in partial)


#: The rules each bundled illegal example breaks, as its first lines say, by game.
EXAMPLE_ERRORS = {"mage-noir": ["copy-limit", "unknown-card", "banned"],
                  "magi-nation": ["magi-stack", "zone-size", "unknown-card", "copy-limit"],
                  "mtg": ["copy-limit", "banned", "unknown-card", "zone-size"]}


@pytest.mark.parametrize("path", sorted(cards_dir().glob("*/examples/*.txt")),
                         ids=lambda path: f"{path.parent.parent.name}/{path.name}")
def test_every_bundled_example_gets_the_verdict_its_name_says(path: Path) -> None:
    # the examples a new user runs first: legal.txt legal, illegal.txt illegal for the
    # rules its comment names
    result = CliRunner().invoke(app, ["check", str(path), "--report", "json", "--isolated"])
    [deck] = json.loads(result.stdout)["results"]
    assert deck["status"] == path.stem
    assert [v["rule"] for v in deck["violations"] if v["severity"] == "error"] == (
        EXAMPLE_ERRORS[path.parent.parent.name] if path.stem == "illegal" else [])
