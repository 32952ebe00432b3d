"""A label in bold or italic marks or tags before its colon (``**Player:** Alice``,
``**Format**: Legacy``, ``<b>SB:</b> 1 Duress``, ``[b]Event:[/b] ...``), as a Reddit,
Discord or forum post heads a list, is read as the label written plainly: a metadata
line, a zone's line prefix or a grouping label. Each was an unknown card (a legal deck
illegal). Nothing is timed."""

from __future__ import annotations

import pytest

from tests.test_skipped_section_headers import MODERN, _modern


@pytest.mark.parametrize("marked", ["**Player:** Alice", "**Player**: Alice",
                                    "__Player:__ Alice", "*Player:* Alice",
                                    "***Player:*** Alice", "<b>Player:</b> Alice",
                                    "<strong>Player</strong>: Alice", "[b]Player:[/b] Alice"])
def test_a_marked_metadata_label_is_that_metadata(marked: str) -> None:
    result = _modern(f"{marked}\n{MODERN}")
    assert (result.status, result.zones, result.player) == (
        "legal", {"main": 60, "side": 15}, "Alice")
    assert [v.rule for v in result.violations if v.line == 1] == []


def test_a_marked_format_label_gives_the_format() -> None:
    from cardtools.checker import Checker, CheckOptions
    from tests.test_skipped_section_headers import MTG_DAY

    checker = Checker(CheckOptions(use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(f"**Format:** mtg/modern\n{MODERN}".encode(), "deck.txt")
    assert (result.status, result.format_id) == ("legal", "mtg/modern")


@pytest.mark.parametrize("marked", ["**SB:** 1 Oko, Thief of Crowns",
                                    "<b>Sideboard:</b> 1 Oko, Thief of Crowns",
                                    "__Sideboard__: 1 Oko, Thief of Crowns"])
def test_a_marked_zone_prefix_puts_its_card_in_that_zone(marked: str) -> None:
    result = _modern(f"{MODERN}{marked}\n")
    line = len(MODERN.splitlines()) + 1
    assert result.zones["side"] == 16
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("zone-size", MODERN.splitlines().index("Sideboard") + 1), ("banned", line)]


def test_a_marked_grouping_label_before_counted_cards_lists_them() -> None:
    deck = MODERN.replace("4 Atraxa, Grand Unifier\n", "")
    assert deck != MODERN
    result = _modern(f"**Creatures:** 2x Atraxa, Grand Unifier, 2 Atraxa, Grand "
                     f"Unifier\n{deck}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize("line", ["**Ponder**", "**4** Ponder", "**Note** this: 4 Ponder",
                                  "**Player:**"])
def test_other_marked_lines_read_as_before(line: str) -> None:
    from cardtools.decklist.chatmarkup import unmarked_label

    assert unmarked_label(line) == line
