"""A sideboard written after the deck's blank line, with no ``Sideboard`` header, beside
an MTG Arena ``Companion`` section (before the deck or after it) or a section outside the
deck (``Maybeboard``, ``Tokens``, Arena's ``About``) before or after it.

Without such a section the last block after the deck's blank line is the sideboard (the
MTGO and Arena convention; under the one ``Deck`` header too, once the format's deck is
whole without it). The section's header counted as a header of the deck, so neither
reading held: the sideboard was counted in the main deck (a sideboard of 16 legal, a deck
of 76; a sideboard card over the companion's condition made the companion illegal, and
Yorion's 80 cards were made up of the sideboard's). Such a section standing before or
after every card line is now no header of the deck's blocks, and the companion's card no
block; a companion the moved sideboard lists again is counted there once.

Metamorphic over the real dated decks of ``../shared/data/mtg`` that keep a companion in
their sideboard: each written in every such layout stays legal, with its own zone counts,
and one card more in its sideboard is a ``zone-size`` error.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.real_decklists import DATA, manifest
from tests.test_real_deck_forms import MAIN, SIDE, check, errors, lines

COMPANION = "Lurrus of the Dream-Den"
#: The Lurrus Burn deck's side deck with its companion first, as ``Companion`` lists it.
SIDE_REST = [(count, name) for count, name in SIDE if name != COMPANION]
#: Each layout: the lines above the deck, between the deck and the side deck, after it.
LAYOUTS = {
    "companion first, no header": (["Companion", f"1 {COMPANION}", ""], [""], []),
    "companion first, Deck header": (["Companion", f"1 {COMPANION}", "", "Deck"], [""], []),
    "companion last, Deck header": (["Deck"], [""], ["", "Companion", f"1 {COMPANION}"]),
    "companion last, no header": ([], [""], ["", "Companion", f"1 {COMPANION}"]),
    "maybeboard last, Deck header": (["Deck"], [""], ["", "Maybeboard", "1 Opt"]),
    "maybeboard first, Deck header": (["Maybeboard", "1 Opt", "", "Deck"], [""], []),
    "about first, companion, Deck header": (
        ["About", "Name Burn", "", "Companion", f"1 {COMPANION}", "", "Deck"], [""], []),
    "about last, Deck header": (["Deck"], [""], ["", "About", "Name Burn"]),
    "tokens last, Deck header": (["Deck"], [""], ["", "Tokens", "1 Goblin"]),
    "tokens first, Deck header": (["Tokens", "1 Treasure", "", "Deck"], [""], []),
    "tokens first, companion, no header": (
        ["Tokens", "1 Treasure", "", "Companion", f"1 {COMPANION}", ""], [""], []),
    "token line last, no header": ([], [""], ["", "Tokens: 1 Treasure"]),
}


def _written(layout: str, main: list[str], side: list[str]) -> str:
    before, between, after = LAYOUTS[layout]
    return "\n".join([*before, *main, *between, *side, *after]) + "\n"


def _side(extra: list[tuple[int, str]]) -> list[str]:
    """The Lurrus Burn side deck (Lurrus in it, as Arena lists it again) and ``extra``."""
    return lines([(1, COMPANION), *SIDE_REST, *extra])


@pytest.mark.parametrize("layout", LAYOUTS)
def test_the_side_deck_after_the_decks_blank_line_is_read_so(layout: str) -> None:
    result = check(_written(layout, lines(MAIN), _side([])))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("layout", LAYOUTS)
def test_a_side_deck_of_sixteen_after_the_decks_blank_line_is_too_big(layout: str) -> None:
    # it was counted in the main deck: a deck of 76, legal
    result = check(_written(layout, lines(MAIN), _side([(1, "Blood Moon")])))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    # a declared companion is said apart: it is one of the sideboard's cards (702.139a)
    parts = " (15 + companion 1)" if "companion" in layout else ""
    assert [v.message for v in result.violations if v.rule == "zone-size"] == [
        f"Sideboard: 16 cards{parts}; at most 15"]


@pytest.mark.parametrize("layout", [name for name in LAYOUTS if "companion" in name])
def test_a_side_deck_card_over_the_companions_condition_leaves_it_legal(layout: str) -> None:
    """Lurrus asks only the starting deck's permanents for mana value 2 or less: a
    sideboard's Ensnaring Bridge (3) is no matter (read in the deck, it made the
    companion illegal)."""
    side = _side([(1, "Ensnaring Bridge")])
    side.remove("4 Rest in Peace")
    side.append("3 Rest in Peace")
    result = check(_written(layout, lines(MAIN), side))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def test_yorions_deck_of_65_cards_is_no_deck_of_80_with_its_side_deck() -> None:
    """``Companion`` / Yorion / ``Deck`` / 65 cards / a blank line / 15 cards: Yorion asks
    for at least 80 cards in the starting deck (the side deck was counted there: legal)."""
    main = lines([*MAIN, (4, "Path to Exile"), (1, "Plains")])
    side = lines([(1, "Yorion, Sky Nomad"), (3, "Deflecting Palm"), (3, "Kor Firewalker"),
                  (4, "Rest in Peace"), (4, "Searing Blaze")])
    text = "\n".join(["Companion", "1 Yorion, Sky Nomad", "", "Deck", *main, "", *side]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 65, "side": 15})
    assert [rule for rule, _ in errors(result)] == ["companion"]


def test_a_companion_listed_twice_stays_one_card_of_the_side_deck() -> None:
    """Arena lists its companion in its section and again in the side deck: counted
    once there, the section's extra copies kept (``Companion`` / ``2 Lurrus``: one more)."""
    text = _written("companion first, Deck header", lines(MAIN), _side([]))
    result = check(text.replace(f"1 {COMPANION}\n", f"2 {COMPANION}\n", 1))
    assert result.zones == {"main": 60, "side": 16}


# the real decks, rewritten -------------------------------------------------------------

#: Magic's companions (Ikoria), the first word of each.
_COMPANIONS = re.compile(r"^1 (Gyruda|Jegantha|Kaheera|Keruga|Lurrus|Lutri|Obosh|Umori|"
                         r"Yorion|Zirda)\b.*$", re.M)
_REAL_LAYOUTS = ("companion first, no header", "companion first, Deck header",
                 "companion last, Deck header", "maybeboard last, Deck header",
                 "tokens last, Deck header")


def _zones_of(text: str) -> tuple[list[str], list[str]] | None:
    """The main deck's and the sideboard's card lines of a real deck's file (``Deck`` /
    ... / ``Sideboard`` / ...), or ``None``."""
    main: list[str] = []
    side: list[str] = []
    into = None
    for line in text.splitlines():
        if line in ("Deck", "Sideboard"):
            into = main if line == "Deck" else side
        elif into is not None and line.strip() and not line.startswith(("#", "Format:")):
            into.append(line)
    return (main, side) if main and side else None


def _real_decks() -> list[tuple[str, str, str, list[str], list[str]]]:
    """``(file, format id, date, main lines, side lines)`` of each real deck with one
    companion in its sideboard."""
    found = []
    for sample in ("decklists-2020-2021", "decklists-2024-2026"):
        if not (DATA / sample / "manifest.csv").is_file():
            continue
        for row in manifest(sample):
            text = (DATA / sample / row["file"]).read_text("utf-8")
            zones = _zones_of(text)
            if zones is None or "/" in row["format"]:
                continue
            named = [line for line in zones[1] if _COMPANIONS.match(line)]
            if len(named) == 1:
                found.append((row["file"], f"mtg/{row['format']}", row["date"], *zones))
    return found


def test_real_decks_with_a_companion_stay_legal_in_every_layout(shared: Path) -> None:
    assert shared.is_dir()
    decks = _real_decks()
    if not decks:
        pytest.skip("no real decks with a companion")
    checkers: dict[tuple[str, str], Checker] = {}
    judged, wrong = 0, []
    for file, format_id, day, main, side in decks:
        checker = checkers.setdefault((format_id, day), Checker(CheckOptions(
            format_id=format_id, as_of=dt.date.fromisoformat(day), use_config=False)))
        companion = next(line for line in side if _COMPANIONS.match(line))
        # as Arena exports it, every section under its header
        plain = checker.check_bytes("\n".join(["Companion", companion, "", "Deck", *main, "",
                                               "Sideboard", *side]).encode(), "deck.txt")
        if plain.status != "legal":
            continue  # a published list that really broke a rule (Yorion in 76 cards)
        judged += 1
        for layout in _REAL_LAYOUTS:
            text = _written(layout, main, side).replace(f"1 {COMPANION}", companion)
            result: DeckResult = checker.check_bytes(text.encode(), "deck.txt")
            if (result.status, result.zones) != ("legal", plain.zones):
                wrong.append((file, layout, result.status, result.zones))
        if plain.zones.get("side") != 15:
            continue
        one_more = checker.check_bytes(_written(
            "companion first, no header", main, [*side, "1 Island"]).replace(
            f"1 {COMPANION}", companion).encode(), "deck.txt")
        if "zone-size" not in {v.rule for v in one_more.violations}:
            wrong.append((file, "16 cards", one_more.status, one_more.zones))
    assert judged >= 20
    assert wrong == []


def test_a_card_in_a_later_block_of_a_tokens_section_stays_with_the_side_deck() -> None:
    """Only a section's first block is set apart: a card after a blank line under
    ``Tokens`` stays in the last block, the side deck (set apart with the token, it was
    read in the main deck: a side deck of 16 legal)."""
    text = "\n".join([*lines(MAIN), "", *_side([]), "", "Tokens", "1 Treasure", "",
                      "1 Blood Moon"]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [rule for rule, _ in errors(result)] == ["zone-size"]


@pytest.mark.parametrize("declaring", [["Companion", f"1 {COMPANION}", ""],
                                       [f"Companion: 1 {COMPANION}"]])
def test_a_companion_written_above_the_sideboard_is_said_in_its_size(declaring: list[str]
                                                                     ) -> None:
    # Companion / 1 Lurrus, and 15 cards under Sideboard: 16, said as the header's 15 and
    # the companion (it was "Sideboard: 16 cards" on a header with 15 under it)
    result = check("\n".join([*declaring, "Deck", *lines(MAIN), "", "Sideboard",
                              *lines([*SIDE_REST, (1, "Blood Moon")])]) + "\n")
    header = len(declaring) + 1 + len(MAIN) + 2
    assert [(v.message, v.line, v.count, v.limit) for v in result.violations
            if v.rule == "zone-size"] == [
        ("Sideboard: 16 cards (15 + companion 1); at most 15", header, 16, 15)]


def test_an_undeclared_companion_card_in_the_sideboard_is_no_part_of_its_own() -> None:
    # a companion card under Sideboard and no Companion section: a sideboard card
    result = check("\n".join(["Deck", *lines(MAIN), "", "Sideboard",
                              *lines([*SIDE, (1, "Blood Moon")])]) + "\n")
    assert [v.message for v in result.violations if v.rule == "zone-size"] == [
        "Sideboard: 16 cards; at most 15"]
