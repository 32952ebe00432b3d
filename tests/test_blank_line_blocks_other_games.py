"""Blocks of cards parted by blank lines in the games other than Magic: when they are the
deck's groups and when the side deck, and the counts declared over them.

A list's blocks after a whole deck are its side deck as MTGO and Arena read them; under
the deck's own header only where the format's side deck says its game's tools write it so
(``under_deck_header``: Magic), and never when a count the list declares says they are the
deck's. A declared count covers the cards that stay in its group. Each test asserts the
status, the zones and every finding.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.asread import read_and_write
from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from cardtools.paths import printable
from tests.test_hostile_tricks import checker

#: A Mage Noir deck of 52 cards grouped by element, 12 / 12 / 16 / 12.
_GROUPS = [["4 Fire Ball", "4 Tornado", "4 Air Blade"],
           ["4 Seed", "4 Flame Projectile", "4 Breath"],
           ["4 Favorable Winds", "4 Bark Armor", "4 Droplet", "4 Water Drop"],
           ["4 Tide", "4 Rock", "4 Earthquake"]]


def _mage_noir(text: str, strict: bool = False) -> DeckResult:
    return checker(strict=strict).check_bytes(text.encode(), "deck.txt")


def _found(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations]


def _blocks(groups: list[list[str]], headings: list[str] | None = None) -> str:
    return "\n\n".join("\n".join([*([headings[at]] if headings else []), *group])
                       for at, group in enumerate(groups))


_KEPT = ("read the 12 cards after the blank line in the deck, as its header above them "
         "says (52 cards in all); Magic's tools would read them as the side deck (12 "
         "cards, more than its 10): if they are your side deck, write a 'Side deck' header "
         "above them")


@pytest.mark.parametrize(("text", "found"), [
    ("Deck\n" + _blocks(_GROUPS), [("reading", _KEPT, 15)]),
    ("Deck (52)\n" + _blocks([[row for group in _GROUPS[:3] for row in group], _GROUPS[3]]),
     []),
    ("Deck principal (52)\n" + _blocks(_GROUPS, ["# Feu", "# Air", "# Eau", "# Minéral"]),
     []),
    # the comments are no headers the reader keeps: the note names both readings still
    ("Deck principal\n" + _blocks(_GROUPS, ["# Feu", "# Air", "# Eau", "# Minéral"]),
     [("reading", _KEPT, 19)]),
    ("Main\n" + _blocks([[row for group in _GROUPS[:3] for row in group], _GROUPS[3]]),
     [("zone-size", _KEPT, 13)]),
])
def test_blocks_under_the_mage_noir_deck_header_are_the_deck(
        text: str, found: list[tuple[str, str, int]]) -> None:
    """Mage Noir has no maximum deck size and no tool writing its side deck after a blank
    line under the deck's header: the blocks under ``Deck`` are the deck's groups. Once the
    first blocks held 40 cards, the rest were read as a side deck of 12, illegal. Never
    silently: blocks after a whole deck get a note naming both readings, a warning when
    one block alone is that deck and the side deck so read would be too big."""
    result = _mage_noir(text)
    assert (result.status, result.zones, _found(result)) == ("legal", {"main": 52}, found)
    assert [v.severity for v in result.violations] == [
        "info" if rule == "reading" else "warning" for rule, _m, _l in found]


_DECK40 = ["4 Fire Ball", "4 Tornado", "4 Air Blade", "4 Seed", "4 Flame Projectile",
           "4 Breath", "4 Favorable Winds", "4 Bark Armor", "4 Droplet", "4 Water Drop"]


def test_a_block_after_a_whole_deck_under_its_header_too_big_for_the_side_deck_warns(
        tmp_path: Path) -> None:
    """``Main`` / 40 / blank / 11 cards: a deck of 51, or a deck of 40 and a side deck of
    11 (illegal) as Magic's tools read it: legal with a warning, so ``--strict`` fails."""
    text = "Main\n" + _blocks([_DECK40, ["4 Rock", "4 Earthquake", "3 Dead Tree"]])
    message = ("read the 11 cards after the blank line in the deck, as its header above "
               "them says (51 cards in all); Magic's tools would read them as the side "
               "deck (11 cards, more than its 10): if they are your side deck, write a 'Side "
               "deck' header above them")
    result = _mage_noir(text)
    assert (result.status, result.zones, _found(result)) == (
        "legal", {"main": 51}, [("zone-size", message, 13)])
    assert result.violations[0].severity == "warning"
    assert _mage_noir(text, strict=True).status == "illegal"
    # read says it as check does: a warning, the list written (exit 0)
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: mage-noir/tournament\n" + text, encoding="utf-8")
    written = read_and_write(str(deck), "cardtools")
    assert (written.notes, written.text.count("\n4 Rock\n")) == (
        [f"{printable(str(deck))}:14: warning [zone-size] {message}"], 1)


def test_a_whole_deck_after_a_whole_deck_under_one_header_is_two_decks() -> None:
    """``Deck`` / 40 / blank / 40 other cards: two decks in one file, not judged (it was
    one legal deck of 80, silently)."""
    other = ["4 Tide", "4 Rock", "4 Earthquake", "4 Dead Tree", "4 Zenith Ritual",
             "4 Desert Fangs", "4 Millisecond", "4 Sirocco", "4 Druid Wand", "4 Desert Hand"]
    result = _mage_noir("Deck\n" + _blocks([_DECK40, other]), strict=True)
    assert (result.status, _found(result)) == ("error", [(
        "file-error", "the 40 cards from line 13 on, after a blank line, are a whole deck "
        "(at least 40) after the 40 cards under 'Deck': two decks, not judged; one deck a "
        "file", 13)])


@pytest.mark.parametrize("header", ["", "Deck (40)\n"])
def test_blocks_after_a_whole_mage_noir_deck_are_its_side_deck_when_nothing_says_otherwise(
        header: str) -> None:
    """With no header the blank line after a whole deck still starts the side deck, and
    so it does under the deck's header when the count it declares holds only the cards
    before it (as the same list without the blank line is read)."""
    text = header + _blocks([[row for group in _GROUPS[:3] for row in group], _GROUPS[3]])
    result = _mage_noir(text)
    assert (result.status, result.zones) == ("illegal", {"main": 40, "side": 12})
    assert [rule for rule, _, _ in _found(result)] == ["reading", "zone-size"]


def _modern(text: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                as_of=dt.date(2026, 8, 22))).check_bytes(text.encode(), "d.txt")


_MODERN = ("56 Mountain\n4 Lightning Bolt\n\n4 Skullcrack\n4 Roast\n4 Searing Blood\n"
           "3 Anger of the Gods\n")


@pytest.mark.parametrize(("header", "zones"), [
    ("Deck (75)", {"main": 75}), ("Main: 75", {"main": 75}),
    ("Deck (60)", {"main": 60, "side": 15}), ("Deck", {"main": 60, "side": 15})])
def test_a_main_decks_declared_count_says_whether_the_block_after_is_its_side(
        header: str, zones: dict[str, int]) -> None:
    """Magic reads the block after a whole deck's blank line under its header as the
    sideboard, but not when the header's count holds the block too: ``Deck (75)`` over
    60, a blank line and 15 was read as a sideboard of 15 and a warning that 60 cards
    were under a header declaring 75."""
    result = _modern(header + "\n" + _MODERN)
    assert (result.status, result.zones) == ("legal", zones)
    assert [(rule, line) for rule, _, line in _found(result)] == (
        [("reading", 5)] if "side" in zones else [])


@pytest.mark.parametrize("strict", [False, True])
def test_a_grouping_count_covers_the_cards_left_in_its_group(strict: bool) -> None:
    """``# Sorts (36)`` over 36 cards, a blank line and 7 read as the side deck: the count
    covers the 36 (it counted 43, a declared-count warning, with --strict illegal)."""
    text = ("Deck\n# Permanents (4)\n4 Dead Tree\n# Sorts (36)\n"
            + "\n".join(row for group in _GROUPS[:3] for row in group if row != "4 Bark Armor")
            + "\n\n4 Rock\n3 Earthquake\n")
    result = _mage_noir(text, strict)
    assert (result.status, result.zones) == ("legal", {"main": 40, "side": 7})
    assert [(rule, line) for rule, _, line in _found(result)] == [("reading", 15)]


def test_a_magi_nation_grouping_count_leaves_out_the_magi_read_in_the_stack(
        shared: Path, tmp_path: Path) -> None:
    """The Arderial starter deck with its three Magi moved to the end after a blank line:
    they are read in the Magi stack, and ``# Spells (12)`` counts the 12 cards left under
    it (it counted 15, with --strict a legal deck illegal)."""
    source = shared / "data" / "magi-nation" / "decklists" / "bs1e_starter_arderial.txt"
    rows = source.read_text(encoding="utf-8").splitlines()
    magi = ["Nimbulo", "Shimmer", "Stradus"]
    stack = [row for row in rows if row.strip() in magi or row == "# Magi"]
    assert len(stack) == 4
    path = tmp_path / "arderial.txt"
    path.write_text("\n".join([*(row for row in rows if row not in stack), "", *magi]) + "\n",
                    encoding="utf-8")
    result = Checker(CheckOptions(format_id="magi-nation/standard", use_config=False,
                                  strict=True, as_of=dt.date(2021, 6, 1))).check_path(str(path))
    assert (result.status, result.zones) == ("legal", {"magi": 3, "main": 40})
    assert [rule for rule, _, _ in _found(result)] == ["reading"] * 3


_SIDE = "4 Rock\n3 Earthquake\n3 Dead Tree\n"
_DECK = "".join(f"{row}\n" for group in _GROUPS[:3] for row in group)


@pytest.mark.parametrize(("text", "zones", "found"), [
    # a side deck written first, then the deck after a blank line
    (f"Side deck\n{_SIDE}\n{_DECK}", {"main": 40, "side": 10}, [("reading", 6)]),
    (f"Side deck (10)\n{_SIDE}\n{_DECK}", {"main": 40, "side": 10}, [("reading", 6)]),
    (f"Side-deck\n4 Rock\n\n3 Earthquake\n3 Dead Tree\n\n{_DECK}", {"main": 40, "side": 10},
     [("reading", 7)]),
    # the deck grouped by a blank line too: it starts after the first blank line
    (f"Side deck\n{_SIDE}\n{_blocks(_GROUPS[:3])}\n", {"main": 40, "side": 10},
     [("reading", 6)]),
    # 10 / 4 / 40: the 4 may be the side deck's, a side deck of 14, never a deck of 44
    (f"Side deck\n{_SIDE}\n4 Tide\n\n{_DECK}", {"main": 40, "side": 14},
     [("zone-size", 1), ("reading", 8)]),
    # a first block too big for the side deck moves nothing
    (f"Side deck\n{_SIDE}4 Tide\n\n{_DECK}", {"side": 54},
     [("zone-size", 1), ("zone-size", 1)]),
    # a Deck header below: the block after the blank line stays the side deck's
    (f"Side deck\n{_SIDE}\n4 Tide\nDeck\n{_DECK}", {"main": 40, "side": 14},
     [("zone-size", 1)]),
])
def test_cards_after_a_blank_line_under_a_side_deck_written_first_are_the_deck(
        text: str, zones: dict[str, int], found: list[tuple[str, int]]) -> None:
    """A side deck written first, a blank line, then the deck with no header: every card
    was read in the side deck (``Deck: 0 cards``, ``Side deck: 50``), a legal deck
    illegal. Written last, the side deck was read so already."""
    result = _mage_noir(text)
    assert result.zones == zones
    assert result.status == ("legal" if not any(rule == "zone-size" for rule, _ in found)
                             else "illegal")
    assert [(rule, line) for rule, _, line in _found(result)] == found


def test_the_note_on_a_deck_after_the_side_deck_says_how_it_was_read() -> None:
    result = _mage_noir(f"Side deck\n{_SIDE}\n{_DECK}")
    assert [message for _, message, _ in _found(result)] == [
        "the side deck's header heads 10 cards, then a blank line and 40 cards with no "
        "header of their own, and no header names the deck: the cards after the blank line "
        "are read as the deck, the side deck (at most 10) holding those before it; write a "
        "Deck header before them to say so"]


def test_a_magic_sideboard_written_first_then_the_deck_is_read_so() -> None:
    result = _modern("Sideboard\n4 Skullcrack\n4 Roast\n4 Searing Blood\n3 Anger of the Gods"
                     "\n\n56 Mountain\n4 Lightning Bolt\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(rule, line) for rule, _, line in _found(result)] == [("reading", 7)]


@pytest.mark.parametrize("after", ["4 Skullcrack\n", "4 Skullcrack\n4 Roast\n4 Searing Blood\n"
                                   "3 Anger of the Gods\n"])
def test_a_block_after_the_deck_after_a_sideboard_written_first_moves_nothing(
        after: str) -> None:
    # Sideboard / 15 / blank / 60 / blank / 4: the 4 were read in a main deck of 64, the
    # sideboard of 19 unseen, legal
    result = _modern("Sideboard\n4 Skullcrack\n4 Roast\n4 Searing Blood\n3 Anger of the Gods"
                     f"\n\n56 Mountain\n4 Lightning Bolt\n\n{after}")
    assert result.status == "illegal"
    assert "main" not in result.zones


def test_a_block_after_the_deck_after_a_side_deck_written_first_moves_nothing() -> None:
    result = _mage_noir(f"Side deck\n{_SIDE}\n{_DECK}\n4 Tide\n")
    assert (result.status, result.zones) == ("illegal", {"side": 54})


def test_a_count_met_by_the_lines_written_under_it_stays_met() -> None:
    """``Sideboard (1)`` above the commander a Commander format reads in the command
    zone: the count held the line written under it, no ``declared-count`` warning."""
    result = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                  as_of=dt.date(2026, 8, 22))).check_bytes(
        b"Deck (99)\n99 Forest\n\nSideboard (1)\n1 Azusa, Lost but Seeking\n", "d.txt")
    assert (result.status, result.zones) == ("legal", {"main": 99, "command": 1})
    assert [(rule, line) for rule, _, line in _found(result)] == [("reading", 5)]


def test_a_grouping_count_met_before_a_block_of_the_deck_under_no_grouping() -> None:
    """``Deck (52)`` over groups by element and, after a blank line, 12 cards under no
    grouping: the header's count keeps them in the deck, and ``Eau (16)`` counts its own
    16 (it counted 28, a warning, with --strict illegal)."""
    groups = _blocks(_GROUPS[:3], ["Feu (12)", "Air (12)", "Eau (16)"])
    result = _mage_noir(f"Deck (52)\n{groups}\n\n" + "\n".join(_GROUPS[3]) + "\n",
                        strict=True)
    assert (result.status, result.zones) == ("legal", {"main": 52})
    assert [(rule, line) for rule, _, line in _found(result)] == [
        ("reading", 2), ("reading", 7), ("reading", 12)]


def test_a_zone_count_unmet_as_read_stays_a_warning() -> None:
    """``Deck (40)`` / ``# Sorts (47)`` / 40 cards / blank / 7: the grouping's count keeps
    the 7 in the deck, a deck of 47 its header's count does not hold (the warning was
    dropped as the 7 read in the side deck would meet it: legal with --strict)."""
    text = ("Deck (40)\n# Sorts (47)\n" + "\n".join(row for group in _GROUPS[:3]
                                                   for row in group)
            + "\n\n4 Rock\n3 Earthquake\n")
    result = _mage_noir(text, strict=True)
    assert (result.status, result.zones, _found(result)) == ("illegal", {"main": 47}, [(
        "declared-count", "'Deck (40)' (line 1) declares 40 cards, but 47 cards were read "
        "under it; the card lines past its count may be the side deck, written without its "
        "header", 1)])


def test_an_unmet_count_says_the_cards_under_it_as_read() -> None:
    """``Deck (60)`` / ``# Spells (19)`` / 60 cards / blank / 15 read as the sideboard:
    the warning says the 60 under the grouping as read, not the 75 of the reader's."""
    result = _modern("Deck (60)\n# Spells (19)\n4 Lightning Bolt\n56 Mountain\n\n"
                     "4 Skullcrack\n4 Roast\n4 Searing Blood\n3 Anger of the Gods\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(rule, message, line) for rule, message, line in _found(result)
            if rule == "declared-count"] == [(
        "declared-count", "'# Spells (19)' (line 2) declares 19 cards, but 60 cards were "
        "read under it", 2)]


@pytest.mark.parametrize(("text", "zones", "found"), [
    (f"Side deck (47)\n4 Rock\n3 Earthquake\n\n{_DECK}", {"side": 47}, [
        ("zone-size", "Deck: 0 cards; at least 40", 1),
        ("zone-size", "Side deck: 47 cards; at most 10", 1)]),
])
def test_a_side_deck_written_first_keeps_the_cards_its_count_declares(
        text: str, zones: dict[str, int], found: list[tuple[str, str, int]]) -> None:
    """``Side deck (47)`` over 7 / blank / 40: the count the header declares holds the 47
    as read (they were split into a side deck of 7 and a deck of 40, legal, the 47
    forgotten): as ``Deck (52)`` keeps its blocks, the cards stay where the count says."""
    result = _mage_noir(text, strict=True)
    assert (result.status, result.zones, _found(result)) == ("illegal", zones, found)


def test_a_magic_sideboard_written_first_keeps_the_cards_its_count_declares() -> None:
    """``Sideboard (75)`` over 15 / blank / 60: the same in Magic."""
    result = _modern("Sideboard (75)\n4 Skullcrack\n4 Roast\n4 Searing Blood\n"
                     "3 Anger of the Gods\n\n56 Mountain\n4 Lightning Bolt\n")
    assert (result.status, result.zones, _found(result)) == ("illegal", {"side": 75}, [
        ("zone-size", "Main deck: 0 cards; at least 60", 1),
        ("zone-size", "Sideboard: 75 cards; at most 15", 1)])


def test_a_small_block_after_a_whole_deck_under_its_header_says_how_to_choose() -> None:
    """The note said both readings in one long sentence ("the deck's header heads 40
    cards, a whole deck, then a blank line and 2 cards: read in the deck ...; read as
    the side deck, as Magic's tools read such a block, they would make..."), which a
    user did not follow: it says what was read, the other reading, and what to write."""
    result = _mage_noir("Deck\n" + _blocks([_DECK40, ["2 Rock"]]))
    assert (result.status, result.zones, _found(result)) == ("legal", {"main": 42}, [(
        "reading", "read the 2 cards after the blank line in the deck, as its header above "
        "them says (42 cards in all); Magic's tools would read them as the side deck: if "
        "they are your side deck, write a 'Side deck' header above them", 13)])
