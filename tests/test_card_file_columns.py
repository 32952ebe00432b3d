"""A CSV card file's columns are read as the kind of value ``cards.schema.json`` gives each
card fact (``cardfiles.column_kinds``): lists parted by ``;``, whole numbers, yes or no.
A fact the schema adds is read as its kind with no code to change: a list fact kept as
text (a Yaki's ``stack_excludes``, a commander's ``colour_identity``) went unread by its
rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtools.cardfiles import column_kinds, database_for

KINDS = column_kinds()


def _read(tmp_path: Path, game: str, column: str, cell: str) -> object:
    path = tmp_path / "cards.csv"
    header = "name,type" if column == "type" else f"name,type,{column}"
    row = f"Test Card,{cell}" if column == "type" else f"Test Card,Spell,{cell}"
    path.write_text(f"{header}\n{row}\n", encoding="utf-8")
    card = database_for(game, [path]).resolve("Test Card").card
    assert card is not None
    return card.facts[column]


def test_the_kinds_are_those_of_the_schema() -> None:
    assert {"stack_excludes", "alt_play", "only_play", "magi_play", "colour_identity",
            "partner", "regions", "aliases", "finishes"} <= KINDS.lists
    assert KINDS.numbers == {"magi_count"}
    assert {"iconic", "no_shadow_play", "commander", "companion"} <= KINDS.yes_or_no
    assert not KINDS.lists & (KINDS.numbers | KINDS.yes_or_no)
    assert {"name", "cost", "deck_limit", "original_region"}.isdisjoint(
        KINDS.lists | KINDS.numbers | KINDS.yes_or_no)


#: List facts whose values the card data checks further, read with values they take:
#: a rarity of the game's, the card's type, the cards it counts as (a name near a card's
#: but no card's is refused); a meld card's back face is no card to resolve.
OWN_VALUES = {"rarity": "Common; Rare", "type": "Magi; Spell", "counts_as": "Furok; Evu"}


@pytest.mark.parametrize("column", sorted(KINDS.lists - {"faces", "meld_back_of"}))
def test_a_list_fact_of_the_schema_is_read_as_a_list(tmp_path: Path, column: str) -> None:
    cell = OWN_VALUES.get(column, "Arderial; Core")
    assert _read(tmp_path, "magi-nation", column, cell) == cell.split("; ")


@pytest.mark.parametrize("column", sorted(KINDS.yes_or_no))
def test_a_yes_or_no_fact_of_the_schema_is_read_as_yes_or_no(tmp_path: Path,
                                                             column: str) -> None:
    assert _read(tmp_path, "magi-nation", column, "no") is False
    assert _read(tmp_path, "magi-nation", column, "oui") is True


def test_a_commanders_colour_identity_of_a_csv_file_judges_the_deck(tmp_path: Path) -> None:
    """``colour_identity`` of ``W;U`` was the text ``"W;U"``: the commander's identity went
    unknown (a warning), the deck's red card unjudged."""
    from cardtools.checker import Checker, CheckOptions

    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,colour_identity,commander\n"
                     "Test Dragon Lord,Legendary Creature,W;U,yes\n", encoding="utf-8")
    options = CheckOptions(format_id="mtg/commander", card_files=[cards], use_config=False)
    result = Checker(options).check_bytes(
        b"Commander\n1 Test Dragon Lord\n\nDeck\n1 Lightning Bolt\n98 Plains\n", "deck.txt")
    identity = [(v.severity, v.line, v.message) for v in result.violations
                if v.rule == "colour-identity"]
    assert identity == [("error", 5, "Lightning Bolt has colour identity red: red is outside "
                                     "Test Dragon Lord's colour identity (white, blue)")]


@pytest.mark.parametrize(("cell", "letters"), [
    ("W;U", ["W", "U"]), ("WU", ["W", "U"]), ("{U}{W}", ["W", "U"]), ("white, Blue", ["W", "U"]),
    ("g", ["G"]), ("", None), ("C", []), ("Colorless", []), ("{C}", [])])
def test_a_colour_identity_is_read_as_the_games_letters(tmp_path: Path, cell: str,
                                                        letters: list[str] | None) -> None:
    path = tmp_path / "cards.csv"
    path.write_text(f'name,type,colour_identity\nTest Card,Creature,"{cell}"\n',
                    encoding="utf-8")
    card = database_for("mtg", [path]).resolve("Test Card").card
    assert card is not None and card.facts.get("colour_identity") == letters


@pytest.mark.parametrize(("form", "where"), [
    ("csv", "2"), ("yaml", "5")])
def test_a_colour_identity_naming_no_colour_is_refused_on_its_line(
        tmp_path: Path, form: str, where: str) -> None:
    """A value of no colour of the game (``Q``, ``Weiß``) was kept as written, and the
    rules, reading the game's letters only, judged the card colourless: allowed beside
    any commander."""
    from cardtools.errors import CardtoolsError

    path = tmp_path / f"cards.{form}"
    path.write_text("name,type,colour_identity\nTest Card,Creature,WQ\n" if form == "csv" else
                    "game: mtg\ncards:\n  - name: Test Card\n    type: Creature\n"
                    "    colour_identity: [W, Q]\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mtg", [path])
    said = ("card 'Test Card': colour_identity: 'WQ'" if form == "csv"
            else "$.cards[0].colour_identity: 'W, Q'")
    assert (raised.value.message, raised.value.where) == (
        f"{said} names no colour of mtg (W, U, B, R, G, or their names)", where)


def test_a_yaml_colour_identity_may_be_one_text(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text("game: mtg\ncards:\n  - {name: Test Card, type: Creature, "
                    "colour_identity: WU}\n  - {name: Test Relic, type: Artifact, "
                    "colour_identity: W}\n", encoding="utf-8")
    database = database_for("mtg", [path])
    card, relic = database.resolve("Test Card").card, database.resolve("Test Relic").card
    assert card is not None and relic is not None
    assert (card.facts["colour_identity"], relic.facts["colour_identity"]) == (["W", "U"],
                                                                                ["W"])


@pytest.mark.parametrize("column", ["color_identity", "Color Identity", "colorIdentity",
                                    "ColourIdentity", "colour identity"])
def test_a_colour_identity_column_of_another_spelling_judges_the_card(
        tmp_path: Path, column: str) -> None:
    """A ``color_identity`` column (American English, MTGJSON's ``colorIdentity``) was a
    fact no rule reads: the blue card had no colour identity, a warning only, the deck of a
    red commander legal."""
    from cardtools.checker import Checker, CheckOptions

    cards = tmp_path / "cards.csv"
    cards.write_text(f"name,type,{column}\nTest Tide,Instant,U\n", encoding="utf-8")
    options = CheckOptions(format_id="mtg/commander", card_files=[cards], use_config=False)
    result = Checker(options).check_bytes(
        b"Commander\n1 Krenko, Mob Boss\n\nDeck\n1 Test Tide\n98 Mountain\n", "deck.txt")
    assert result.status == "illegal"
    assert [(v.severity, v.line, v.message) for v in result.violations
            if v.rule == "colour-identity"] == [
        ("error", 5, "Test Tide has colour identity blue: blue is outside Krenko, Mob Boss's "
                     "colour identity (red)")]


@pytest.mark.parametrize(("key", "where"), [
    ("color_identity", "$.cards[0].color_identity"), ("colorIdentity", "$.cards[0].colorIdentity"),
    ("partners", "$.cards[0].partners")])
def test_a_colour_identity_key_of_another_spelling_is_refused(tmp_path: Path, key: str,
                                                              where: str) -> None:
    import json

    from cardtools.errors import CardtoolsError

    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps({"game": "mtg", "cards": [
        {"name": "Test Tide", "type": ["Instant"], key: ["U"]}]}), encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("mtg", [cards])
    field = "partner" if key == "partners" else "colour_identity"
    assert (raised.value.message, raised.value.path) == (
        f"{where}: unexpected key '{key}' (did you mean {field}?): the rules read a "
        f"card's {field} under that name only", str(cards))
