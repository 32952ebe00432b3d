"""More variants of the tricks of a player who wants an illegal deck judged legal, found by
playing such a player: card lines hidden after a control character in a comment or a
setting of any length, in every line-based reader.

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import pytest

from tests.test_hostile_tricks import DECK_40, checker, errors

CONTROL = "line holds control characters; is this a text file?"
_CARDS = DECK_40.splitlines()[1:]  # the 40 card lines under the "Deck" header
FORGE = "[Main]\n" + "".join(f"{row}\n" for row in _CARDS)
XMAGE = "".join(f"{row.replace(' ', ' [MN1:1] ', 1)}\n" for row in _CARDS)


@pytest.mark.parametrize("control", ["\x0b", "\x0c", "\x1c", "\x1b[2K", "\x08" * 8])
@pytest.mark.parametrize("comment", ["# a note ", "// a note ", "# " + "x" * 600])
def test_a_comment_holding_a_control_character_is_a_parse_error(control: str,
                                                                comment: str) -> None:
    """``cat`` shows what follows a vertical tab or a form feed in a comment as a line of
    its own: a comment longer than a line may be was taken as a comment whole, the card
    after it unread, and the deck legal."""
    text = DECK_40 + f"{comment}{control}4 Crimson Ritual\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", CONTROL, 12)]


@pytest.mark.parametrize(("text", "line"), [
    (FORGE.replace("[Main]\n", "[Main]\n# a note\x0b4 Crimson Ritual\n"), 2),
    (FORGE.replace("[Main]\n", "[metadata]\nName=Mine\x0c4 Crimson Ritual\n[Main]\n"), 2),
    (FORGE.replace("[Main]\n", "[Main]\n; a note\x1c4 Crimson Ritual\n"), 2),
    ("// a note\x0b4 [MN1:1] Crimson Ritual\n" + XMAGE, 1),
    ("NAME:Mine\x0b4 [MN1:1] Crimson Ritual\n" + XMAGE, 1),
    (XMAGE + "LAYOUT MAIN:(1,1)\x0c4 [MN1:1] Crimson Ritual\n", 11),
])
def test_a_dck_line_holding_a_control_character_is_a_parse_error(text: str,
                                                                 line: int) -> None:
    """Forge's and XMage's comments, settings and layout lines were skipped whole, and
    with them a card after a vertical tab or a form feed: the deck was legal."""
    result = checker().check_bytes(text.encode(), "deck.dck")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", CONTROL, line)]
    assert result.zones == {"main": 40}
