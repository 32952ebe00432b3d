"""A card named with grouping words only (``Trinket Mage``: ``trinket`` a Mage Noir
category word, ``mage`` a type's), written with a count in the block after the
commanders' blank line (``Commander`` / ``1 Name`` / blank / the 99): the reader takes
``1 Trinket Mage`` for a counted grouping that may be a card, and the card data says it
is one; its line is placed as its block's other cards, in the deck (it stayed in the
command zone, a second commander: a legal deck illegal). A real grouping there
(``Creatures (2)``, ``2 Creatures``) still begins the deck.

Rules: Magic Comprehensive Rules 903.3 (the commander), 903.5a (100 cards); Duel
Commander's rules (one commander, 100 cards).
"""

from __future__ import annotations

import datetime as dt
import json

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_decklist
from cardtools.decklist.text import is_header_text
from cardtools.gamedata import bundled_zones
from cardtools.model import DeckResult
from tests.conftest import ROOT

#: The blank-line note of the block after the commanders (``deck_after_blank_note``).
BLANK_NOTE = ("a block of cards after a blank line under the Command zone and no header: "
              "read as the deck, not the Command zone; write a Deck header to say so, or "
              "no blank line to keep them there")


def _judge(text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/duel-commander", as_of=dt.date(2026, 8, 22),
                                   use_config=False))
    return checker.check_bytes(text.encode("utf-8"), "deck.txt")


def _findings(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.rule != "data-age"]


def _header_worded_names() -> list[str]:
    """Every Magic card name and face name of the bundled card data (names in every
    language too) that ``is_header_text`` reads as a grouping header's words."""
    data = json.loads((ROOT / "cards" / "mtg" / "cards.json").read_text("utf-8"))
    zones = bundled_zones()
    found = []
    for card in data["cards"]:
        faces = [face["name"] if isinstance(face, dict) else face
                 for face in card.get("faces", [])]
        others = card.get("names", {})
        for name in (card["name"], *faces,
                     *(others.values() if isinstance(others, dict) else others)):
            if isinstance(name, str) and is_header_text(name, zones):
                found.append(name)
    return sorted(set(found))


HEADER_WORDED = _header_worded_names()


def test_the_bundled_data_has_header_worded_cards() -> None:
    """The cards the layout below is tried with (none would make it pass by itself)."""
    assert {"Trinket Mage", "Conspiracy", "Burn", "Fire", "Threat"} <= set(HEADER_WORDED)


def test_trinket_mage_in_the_block_after_the_commander_is_in_the_deck() -> None:
    """The reported list: Trinket Mage was a second commander beside Druneth (Jackal,
    Genius Geneticist), illegal; it is one of the 99."""
    result = _judge("Commander\n1 Druneth, Reviver of the Hive\n\n1 Brainstorm\n"
                    "1 Trinket Mage\n97 Island\n")
    assert (result.status, _findings(result)) == ("legal", [("reading", BLANK_NOTE, 4)])


@pytest.mark.parametrize("name", HEADER_WORDED)
@pytest.mark.parametrize("first", [False, True], ids=["after-a-card", "first"])
def test_a_header_worded_card_after_the_blank_line_is_read_into_the_deck(
        name: str, first: bool) -> None:
    """Each such card, with a count, first in the block after the blank line or after
    another card of it: read in the main deck, never the command zone."""
    block = f"1 {name}\n1 Brainstorm\n" if first else f"1 Brainstorm\n1 {name}\n"
    text = f"Commander\n1 Kenrith, the Returned King\n\n{block}97 Island\n"
    decklist = read_decklist(text.encode("utf-8"), "deck.txt")
    assert [(line.name, line.zone) for line in decklist.lines if line.line == 2] == [
        ("Kenrith, the Returned King", "command")]
    assert [line.zone for line in decklist.lines if line.name == name] == ["main"]
    assert not any(v.rule == "commander" for v in _judge(text).violations)


def test_the_reported_card_stays_with_its_commander_block_without_a_blank_line() -> None:
    """No blank line: ``1 Trinket Mage`` is a line of the command zone's block, as any
    card line there is (two commanders that are no pair: illegal, as before)."""
    result = _judge("Commander\n1 Druneth, Reviver of the Hive\n1 Trinket Mage\n"
                    "1 Brainstorm\n97 Island\n")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("commander", 2)]


GROUPED = ("Commander\n1 Kenrith, the Returned King\n{gap}{creatures}\n1 Snapcaster Mage\n"
           "1 Trinket Mage\n{instants}\n1 Brainstorm\n{lands}\n96 Island\n")


@pytest.mark.parametrize("gap", ["\n", ""], ids=["blank-line", "no-blank-line"])
@pytest.mark.parametrize(("creatures", "instants", "lands"), [
    ("Creatures (2)", "Instants (1)", "Lands (96)"), ("2 Creatures", "1 Instant", "96 Lands"),
])
def test_real_groupings_after_the_commander_still_begin_the_deck(
        gap: str, creatures: str, instants: str, lands: str) -> None:
    """``Creatures (2)`` or ``2 Creatures`` after the commander, with a blank line or
    not: groupings that begin the deck, their counts borne out, and no blank-line note
    (the grouping, not the blank line, places the cards)."""
    text = GROUPED.format(gap=gap, creatures=creatures, instants=instants, lands=lands)
    result = _judge(text)
    first = 3 + len(gap)
    headers = [(creatures, first), (instants, first + 3), (lands, first + 5)]
    assert (result.status, _findings(result)) == ("legal", [
        ("reading", f"'{_words(header)}' names no card: read as a grouping header", line)
        for header, line in headers])


def _words(header: str) -> str:
    """The words of a grouping header written with its count (``Creatures (2)``, ``2
    Creatures``: ``Creatures``)."""
    return " ".join(word for word in header.split() if not word.strip("()").isdigit())
