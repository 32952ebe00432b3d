"""Each rule owns the format options it reads (``cardtools.formatspec.options``)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from cardtools.errors import CardtoolsError
from cardtools.formatspec.build import build_format
from cardtools.formatspec.model import Source
from cardtools.formatspec.options import Where, all_options, format_errors, format_schema
from cardtools.gamedata import GAME_FILE
from cardtools.resources import formats_dir, schema
from cardtools.rules import RULES, commander, companion, copy_limit, region_unplayable, zone_size
from cardtools.yamlio import load_yaml

SKELETON = schema("format")
WHERE = Where("mtg/test", ("main", "side", "command"), Source("Rules", "1"))


def owners() -> Counter[str]:
    """How many owners each format key has: the skeleton and every rule's options."""
    found = Counter(list(SKELETON["properties"]))
    found.update(rule.options.key for rule in RULES.values() if rule.options is not None)
    return found


def test_every_key_has_exactly_one_owner() -> None:
    counted = owners()
    assert [key for key, n in counted.items() if n > 1] == []
    assert set(format_schema()["properties"]) == set(counted)
    assert [o.key for o in all_options()] == [
        r.options.key for r in RULES.values() if r.options is not None]


def test_every_key_of_every_bundled_format_file_is_owned() -> None:
    counted = owners()
    keys = {key for path in formats_dir().glob("*/*.yaml") if path.name != GAME_FILE
            for key in load_yaml(path.read_text("utf-8"), str(path))}
    assert keys, "the bundled formats are found"
    assert sorted(key for key in keys if counted[key] != 1) == []


def test_the_rules_that_read_options_declare_them() -> None:
    """These rules declare the keys they read (a new rule with options needs no edit
    here: the tests above check every key has one owner)."""
    reading = {rule.id: rule.options.key for rule in RULES.values() if rule.options is not None}
    assert reading.items() >= {
        "copy-limit": "copy_limit", "category-limit": "category_limits",
        "not-in-pool": "draft_pool", "card-pool": "card_pool",
        "rarity-not-allowed": "allowed_rarities", "finish-required": "required_finish",
        "zone-size": "deck_size", "region-unplayable": "playability",
        "commander": "commander", "companion": "companions",
    }.items()


def test_the_skeleton_alone_knows_no_rule_option() -> None:
    """The packaged file is the skeleton: a rule's key comes from the rule only."""
    assert "copy_limit" not in SKELETON["properties"]
    options = RULES["copy-limit"].options
    assert options is not None
    assert format_schema()["properties"]["copy_limit"] == dict(options.schema)


@pytest.mark.parametrize(("data", "path", "expected"), [
    ({"name": "X", "banned": ["Seed"]}, "$", "'banned' was unexpected"),
    ({"commander": {"zone": "hand"}}, "$.commander.zone", "is not one of"),
    ({"deck_size": [{"zones": ["main"]}]}, "$.deck_size[0]", "`label:` is missing"),
    ({"playability": {"regions": "yes"}}, "$.playability.regions",
     "'yes' is text, not true or false: write true without quotes"),
])
def test_the_composed_schema_refuses_what_the_old_one_did(
        data: dict[str, Any], path: str, expected: str) -> None:
    errors = format_errors(data, "x.yaml")
    assert [(e.where, expected in e.message) for e in errors] == [(path, True)], errors


def test_a_commander_without_eligible_is_refused() -> None:
    with pytest.raises(CardtoolsError) as caught:
        commander.parse({"zone": "command"}, WHERE)
    assert caught.value.where == "$.commander"
    assert "format mtg/test: commander needs 'eligible'" in caught.value.message


def test_commander_defaults_come_from_the_format() -> None:
    spec = commander.parse({"eligible": {"type": "Creature"}}, WHERE)
    assert spec is not None
    assert (spec.zone, spec.identity_zones, spec.label) == (
        "command", ("main", "side", "command"), "commander")
    assert spec.source.cite() == spec.identity_source.cite() == "Rules, 1"


def test_companions_without_conditions_ask_for_nothing() -> None:
    assert companion.parse({"zone": "side", "conditions": {}}, WHERE) is None
    spec = companion.parse({"conditions": {"Lurrus": {"condition": "c"}, "Gyruda": None}},
                           WHERE)
    assert spec is not None and list(spec.conditions) == ["lurrus"]
    assert (spec.zone, spec.deck_zones) == ("side", ("main",))


def test_playability_without_regions_asks_for_nothing() -> None:
    assert region_unplayable.parse({"regions": False, "core_region": "Core"}, WHERE) is None
    spec = region_unplayable.parse({"regions": True, "core_region": "Kernel"}, WHERE)
    assert spec is not None and spec.terms.core == "Kernel"
    assert spec.terms.universal == "Universal" and spec.source.cite() == "Rules, 1"


def test_a_format_holds_only_the_options_it_gives() -> None:
    fmt = build_format("mtg/test", {
        "game": "mtg", "zones": {"main": {"min": 60}},
        "deck_size": [{"zones": ["main"], "label": "Deck", "exact": 60}],
        "copy_limit": {}, "companions": {"conditions": {}}})
    assert list(fmt.options) == ["deck_size"]
    groups = fmt.option(zone_size.OPTIONS)
    assert groups is not None and [(g.label, g.exact) for g in groups] == [("Deck", 60)]
    assert fmt.option(commander.OPTIONS) is None


def test_formats_validate_refuses_a_key_no_rule_owns(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cardtools.cli import app

    path = tmp_path / "x.yaml"
    path.write_text("name: X\nzones: {main: {min: 1}}\nhero_limit: 1\n", "utf-8")
    result = CliRunner().invoke(app, ["formats", "validate", str(path)])
    assert result.exit_code == 2
    assert (f"{path}:3:1: $.hero_limit: unexpected key 'hero_limit'\n"
            in result.output), result.output


@pytest.mark.parametrize(("key", "value", "path", "zone"), [
    ("copy_limit", {"default": 3, "zones": ["main", "magi"]}, "$.copy_limit.zones[1]", "magi"),
    ("category_limits", [{"name": "Animal", "match": {"type": "Animal"}, "max": 1,
                          "zones": ["command"]}], "$.category_limits[0].zones[0]", "command"),
    ("companions", {"zone": "mage", "conditions": {}}, "$.companions.zone", "mage"),
    ("card_pool", {"zone_rarity": {"side": "uncommon"}}, "$.card_pool.zone_rarity.side",
     "side"),
])
def test_a_rule_option_naming_a_zone_the_format_lacks_is_refused(
        key: str, value: Any, path: str, zone: str) -> None:
    """The schema admits every game's zone ids, so ``zones: [magi]`` (for ``main``) in a
    Mage Noir format was valid, and its copy limit counted no zone: any number of copies
    was legal."""
    with pytest.raises(CardtoolsError) as caught:
        build_format("mage-noir/casual", {
            "game": "mage-noir", "zones": {"main": {"min": 30}}, key: value})
    assert caught.value.where == path
    assert caught.value.message == (f"format mage-noir/casual, {path}: {zone!r} is not a "
                                    "zone of the format (its zones: main)")


def test_a_users_format_with_another_games_zone_is_not_judged(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from cardtools.cli import app

    folder = tmp_path / "formats" / "mage-noir"
    folder.mkdir(parents=True)
    path = folder / "casual.yaml"
    path.write_text("name: Casual\nzones: {main: {min: 3}}\n"
                    "copy_limit: {default: 3, zones: [magi]}\n", "utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("9 Air Blade\n", "utf-8")
    message = ("format mage-noir/casual, $.copy_limit.zones[0]: 'magi' is not a zone of the "
               "format (its zones: main)")
    checked = CliRunner().invoke(app, ["check", "--isolated", "--formats-dir",
                                       str(tmp_path / "formats"), "-f", "mage-noir/casual",
                                       "--report", "text", str(deck)])
    assert checked.exit_code == 2 and message in checked.output, checked.output
    validated = CliRunner().invoke(app, ["formats", "validate", str(path)])
    assert validated.exit_code == 2
    assert validated.output.splitlines() == [f"{path}: {message}", f"{path}: 1 problem"]


@pytest.mark.parametrize(("data", "floor", "below"), [
    ({"default": 4}, 4, False),
    ({"default": 4, "exceptions": [{"cards": ["Gleemox"], "limit": 0}]}, 4, True),
    ({"singleton": True, "exceptions": [{"cards": ["Seven Dwarves"], "limit": 7}]}, 1, False),
    ({"exceptions": [{"cards": ["A"], "limit": 2}, {"cards": ["B"], "limit": 3}]}, 2, False),
    ({"default": None}, None, False),
])
def test_copy_limit_floor_leaves_out_the_exceptions_below_it(
        data: dict[str, Any], floor: int | None, below: bool) -> None:
    """An exception of limit 0 (a card whose text bans it) made the floor 0, so every
    card of every deck was tallied; the floor is the usual limits' smallest and such an
    exception is flagged instead (``below_floor``: its cards are checked at any count)."""
    rules = copy_limit.parse(data, Where("mtg/test", ("main", "side"), Source()))
    assert rules is not None
    assert (rules.floor, rules.below_floor) == (floor, below)


@pytest.mark.parametrize(("copy_limit_yaml", "copies", "message"), [
    # an exception below the default: checked at a count within the default (AT_FLOOR)
    ("{default: 4, exceptions: [{cards: [Air Blade], limit: 1}]}", 2,
     "2 copies of Air Blade; at most 1"),
    ("{default: 4, exceptions: [{match: {type: Spell}, limit: 0}]}", 1,
     "1 copy of Air Blade; at most 0|1 copy of Tide; at most 0"),
    # a rarity limit below the default, a singleton's exception, exceptions alone
    ("{default: 4, by_rarity: {common: 1}}", 2, "2 copies of Air Blade; at most 1 (Common)"),
    ("{singleton: true, exceptions: [{cards: [Air Blade], limit: 0}]}", 1,
     "1 copy of Air Blade; at most 0"),
    ("{exceptions: [{cards: [Air Blade], limit: 2}]}", 3, "3 copies of Air Blade; at most 2"),
    ("{by_rarity: {common: 3}, exceptions: [{cards: [Air Blade], limit: 1}]}", 2,
     "2 copies of Air Blade; at most 1"),
])
def test_a_users_copy_limit_below_the_usual_one_is_never_legal_within_it(
        tmp_path: Path, copy_limit_yaml: str, copies: int, message: str) -> None:
    """The floor under which the rule tallies nothing (``CopyLimit.floor``) never hides a
    card whose own limit is lower: each deck is illegal, however few its copies (``|``
    separates the messages of lines 1 and 2)."""
    from typer.testing import CliRunner

    from cardtools.cli import app

    folder = tmp_path / "formats" / "mage-noir"
    folder.mkdir(parents=True)
    (folder / "casual.yaml").write_text(
        f"name: Casual\nzones: {{main: {{min: 1}}}}\ncopy_limit: {copy_limit_yaml}\n", "utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text(f"{copies} Air Blade\n1 Tide\n", "utf-8")
    checked = CliRunner().invoke(app, ["check", "--isolated", "--formats-dir",
                                       str(tmp_path / "formats"), "-f", "mage-noir/casual",
                                       "--report", "json", str(deck), "--date", "2025-11-04"])
    assert checked.exit_code == 1, checked.output
    result = json.loads(checked.stdout)["results"][0]
    assert result["status"] == "illegal"
    assert [(v["rule"], v["line"], v["message"]) for v in result["violations"]
            ] == [("copy-limit", line, text) for line, text in enumerate(message.split("|"), 1)]
