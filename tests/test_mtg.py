"""Magic: The Gathering formats (formats/mtg/) against the card database (cards/mtg/).

What is checked: every format file validates and resolves through ``extends``; the
abstract parent is not a format; the banned and restricted lists as of 2022-04-25 are
exactly the database's "Banned" / "Restricted" legalities; every listed and excepted name
is a card; name resolution of split, double-faced and adventure cards; the whole folder
of real MTGO decklists is legal in one batch (needs ../shared, else skipped). Rule-level
cases are data in tests/rule_cases/*--mtg.yaml.
"""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from cardtools.carddb import CardDatabase
from cardtools.cardfiles import bundled_database
from cardtools.checker import Checker, CheckOptions, expand_paths
from cardtools.errors import UnknownFormat
from cardtools.formatspec import FormatRegistry, read_format_file
from cardtools.names import normalise
from cardtools.rules.copy_limit import limit_for

ROOT = Path(__file__).resolve().parent.parent
FORMATS = ROOT / "formats" / "mtg"
GAME_FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper")
AS_OF = dt.date(2022, 4, 25)
#: Listed although the database lacks them (see the format files' notes).
NOT_IN_DATABASE = {"Fall from Favor"}


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return bundled_database("mtg")


@pytest.fixture(scope="module")
def registry() -> FormatRegistry:
    return FormatRegistry()


@pytest.fixture(scope="module")
def legalities(db: CardDatabase) -> dict[str, dict[str, set[str]]]:
    """format -> status -> canonical names, from the database."""
    found: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for card in db:
        for fmt, status in (card.facts.get("legalities") or {}).items():
            found[fmt][status].add(card.name)
    return found


# --- the format files ----------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(FORMATS.glob("*.yaml")), ids=lambda p: p.name)
def test_format_file_validates(path: Path) -> None:
    data = read_format_file(path, validate=True)
    assert data["name"]


def test_formats_are_listed_and_parent_is_abstract(registry: FormatRegistry) -> None:
    assert registry.ids(game="mtg") == sorted(f"mtg/{name}" for name in GAME_FORMATS)
    assert registry.kind("mtg/constructed") == "abstract"
    with pytest.raises(UnknownFormat):
        registry.get("mtg/constructed")


@pytest.mark.parametrize("name", GAME_FORMATS)
def test_format_shape(registry: FormatRegistry, name: str) -> None:
    fmt = registry.get(f"mtg/{name}")
    assert fmt.game == "mtg"
    assert (fmt.zones["main"].min, fmt.zones["main"].max) == (60, None)
    assert fmt.zones["side"].max == 15
    assert fmt.copy_limit is not None and fmt.copy_limit.default == 4
    assert fmt.copy_limit.zones == ("main", "side")
    assert fmt.card_pool_legality == name
    assert fmt.source.document and fmt.notes
    for change in fmt.list_changes:
        assert change.source.document and change.source.section, change.date


@pytest.mark.parametrize("name", GAME_FORMATS)
def test_lists_as_of_2022_04_25_match_the_database(
    registry: FormatRegistry, legalities: dict[str, dict[str, set[str]]], name: str
) -> None:
    lists = registry.get(f"mtg/{name}").lists_as_of(AS_OF)
    banned = {entry.name for entry in lists.banned.values()} - NOT_IN_DATABASE
    restricted = {entry.name: entry.limit for entry in lists.restricted.values()}
    assert banned == legalities[name]["Banned"]
    assert set(restricted) == legalities[name]["Restricted"]
    assert set(restricted.values()) <= {1}


def test_list_counts(registry: FormatRegistry) -> None:
    counts = {}
    for name in GAME_FORMATS:
        lists = registry.get(f"mtg/{name}").lists_as_of(AS_OF)
        counts[name] = (len(lists.banned), len(lists.restricted))
    assert counts == {
        "standard": (4, 0), "pioneer": (23, 0), "modern": (47, 0), "legacy": (103, 0),
        "vintage": (44, 50), "pauper": (31, 0),
    }


def test_lists_are_empty_before_the_recorded_history(registry: FormatRegistry) -> None:
    lists = registry.get("mtg/modern").lists_as_of(dt.date(2020, 12, 31))
    assert not lists.banned and not lists.restricted


@pytest.mark.parametrize(
    ("format_id", "card", "before", "after", "day"),
    [
        ("mtg/modern", "Lurrus of the Dream-Den", False, True, "2022-03-07"),
        ("mtg/pioneer", "Lurrus of the Dream-Den", False, True, "2022-03-07"),
        ("mtg/pioneer", "Teferi, Time Raveler", False, True, "2021-02-15"),
        ("mtg/legacy", "Ragavan, Nimble Pilferer", False, True, "2022-01-25"),
        ("mtg/standard", "Divide by Zero", False, True, "2022-01-25"),
        ("mtg/pauper", "Atog", False, True, "2022-01-20"),
        ("mtg/pauper", "Expedition Map", True, False, "2022-03-07"),
        ("mtg/vintage", "Lurrus of the Dream-Den", True, False, "2021-02-15"),
    ],
)
def test_dated_changes(registry: FormatRegistry, format_id: str, card: str, before: bool,
                       after: bool, day: str) -> None:
    fmt = registry.get(format_id)
    date = dt.date.fromisoformat(day)
    assert (normalise(card) in fmt.lists_as_of(date - dt.timedelta(days=1)).banned) is before
    assert (normalise(card) in fmt.lists_as_of(date).banned) is after


def test_every_listed_name_is_a_card(registry: FormatRegistry, db: CardDatabase) -> None:
    for name in GAME_FORMATS:
        for change in registry.get(f"mtg/{name}").list_changes:
            names = [*change.banned, *change.unbanned, *change.restricted, *change.unrestricted]
            for written in names:
                if written in NOT_IN_DATABASE:
                    continue
                card = db.get(written)
                assert card is not None and card.name == written, (name, written)


# --- copy-limit exceptions -----------------------------------------------------------


def test_exception_cards_exist_as_of_2022_04_25(registry: FormatRegistry,
                                                db: CardDatabase) -> None:
    rules = registry.get("mtg/modern").copy_limit
    assert rules is not None
    named = {name for exception in rules.exceptions for name in exception.cards}
    for key in named:
        assert db.get(key) is not None, key
    assert db.get("Slime Against Humanity") is None  # 2023: rightly not listed


@pytest.mark.parametrize(
    ("card", "limit"),
    [("Island", None), ("Snow-Covered Forest", None), ("Wastes", None),
     ("Relentless Rats", None), ("Rat Colony", None), ("Shadowborn Apostle", None),
     ("Persistent Petitioners", None), ("Dragon's Approach", None), ("Seven Dwarves", 7),
     ("Lightning Bolt", 4), ("Fire // Ice", 4)],
)
def test_copy_limits(registry: FormatRegistry, db: CardDatabase, card: str,
                     limit: int | None) -> None:
    rules = registry.get("mtg/legacy").copy_limit
    found = db.get(card)
    assert rules is not None and found is not None
    assert limit_for(found, rules)[0] == limit


# --- name resolution (DESIGN 3.3, rules 708) -----------------------------------------


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("Fire // Ice", "Fire // Ice"),
        ("Fire/Ice", "Fire // Ice"),
        ("Fire / Ice", "Fire // Ice"),
        ("fire|ice", "Fire // Ice"),
        ("Ice", "Fire // Ice"),
        ("Feu // Glace", "Fire // Ice"),
        ("Assaillement // Barrissement", "Assault // Battery"),
        ("Bonecrusher Giant", "Bonecrusher Giant // Stomp"),
        ("Stomp", "Bonecrusher Giant // Stomp"),
        ("Géant craque-os", "Bonecrusher Giant // Stomp"),
        ("Branchloft Pathway", "Branchloft Pathway // Boulderloft Pathway"),
        ("Boulderloft Pathway", "Branchloft Pathway // Boulderloft Pathway"),
        ("Fable of the Mirror-Breaker", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"),
        ("Reflection of Kiki-Jiki", "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"),
        ("Jace, Telepath Unbound", "Jace, Vryn's Prodigy // Jace, Telepath Unbound"),
        ("Foudre", "Lightning Bolt"),
        ("LIGHTNING BOLT", "Lightning Bolt"),
        ("Æther Vial", "Aether Vial"),
    ],
)
def test_names_resolve(db: CardDatabase, written: str, canonical: str) -> None:
    resolution = db.resolve(written)
    assert resolution.card is not None, (written, resolution)
    assert resolution.card.name == canonical


@pytest.mark.parametrize("layout", ["flip", "transform", "modal_dfc", "adventure", "meld"])
def test_every_face_of_a_double_card_resolves_to_it(db: CardDatabase, layout: str) -> None:
    cards = [card for card in db if card.facts.get("layout") == layout]
    assert cards
    wrong = [(card.name, face) for card in cards for face in card.faces
             if getattr(db.resolve(face).card, "name", None) != card.name]
    assert wrong == []


def test_basic_lands_are_basic(db: CardDatabase) -> None:
    for name in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes",
                 "Snow-Covered Plains", "Snow-Covered Island", "Snow-Covered Swamp",
                 "Snow-Covered Mountain", "Snow-Covered Forest"):
        card = db.get(name)
        assert card is not None and "Basic" in card.supertypes, name


# --- the real decklists (../shared) --------------------------------------------------


def test_every_real_decklist_is_legal_in_one_batch(shared: Path) -> None:
    folder = shared / "data" / "mtg" / "decklists"
    paths = list(expand_paths([str(folder)]))
    assert len(paths) == 44
    checker = Checker(CheckOptions(as_of=AS_OF))
    problems = {}
    for path in paths:
        result = checker.check_path(path)
        expected = "mtg/" + Path(path).name.split("_", 1)[0]
        if result.status != "legal" or result.format_id != expected:
            problems[Path(path).name] = (result.format_id, result.status,
                                         [v.message for v in result.violations])
    assert problems == {}


def test_real_decklists_through_the_cli(shared: Path) -> None:
    folder = shared / "data" / "mtg" / "decklists"
    done = subprocess.run(
        [sys.executable, "-m", "cardtools", "check", str(folder), "--report", "json"],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )
    report = json.loads(done.stdout)
    assert report["summary"] == {"files": 44, "legal": 44, "illegal": 0, "error": 0}
    assert done.returncode == 0
