"""A tournament sheet's or a template's metadata field left blank (``Player:``,
``Event:``) is a metadata key with no value: nothing read, said by a note. It was read as
a card line naming no card (``unknown card 'Player'``), a legal deck so headed illegal.
Nothing is timed."""

from __future__ import annotations

import pytest

from tests.test_skipped_section_headers import MODERN, _modern


@pytest.mark.parametrize("field", ["Player:", "Event:", "Deck name:", "Name:", "Spieler:",
                                   "Player:  ", "Player: \r"])
def test_a_metadata_key_left_blank_is_no_card(field: str) -> None:
    """Each field alone on the first line: the note, the deck legal."""
    result = _modern(f"{field}\n{MODERN}")
    said = [(v.rule, v.line, v.message) for v in result.violations if v.line == 1]
    assert (result.status, result.zones, said) == (
        "legal", {"main": 60, "side": 15},
        [("reading", 1, f"'{field.strip()}' is a metadata key with no value: nothing read")])


def test_deck_alone_stays_the_decks_header() -> None:
    """``Deck:`` is the deck's header word: the cards after it are the deck's."""
    result = _modern("Deck:\n" + MODERN)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.line for v in result.violations if v.rule == "reading" and v.line == 1] == []
