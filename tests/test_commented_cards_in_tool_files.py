"""A card line commented out in a Forge or XMage ``.dck`` file (``#1 Oko, Thief of
Crowns``, ``// 4 Grief``, Forge's ``;1 Grief``) is said in the info note a text decklist
gives it, not counted: every reader of line-based tool files drops its comments in one
place (``lines.content_lines``), and the card vanished there without a word.

Rules: README, "Decklists" (comments)."""

from __future__ import annotations

import pytest

from tests.test_real_deck_forms import MAIN, check

_FORGE = "\n".join(["[metadata]", "Name=Burn", "[Main]",
                    *(f"{count} {name}|2XM" for count, name in MAIN)]) + "\n"
_XMAGE = "\n".join(["NAME:Burn", *(f"{count} [2XM:1] {name}" for count, name in MAIN)]) + "\n"


def _note(written: str, count: int, name: str) -> str:
    return (f"'{written}' is a card line commented out: not counted (remove its mark to "
            f"count {count} {name})")


@pytest.mark.parametrize(("deck", "written", "count", "name"), [
    (_FORGE, "#1 Oko, Thief of Crowns", 1, "Oko, Thief of Crowns"),
    (_FORGE, "// 4 Grief", 4, "Grief"),
    (_FORGE, ";1 Grief", 1, "Grief"),
    (_FORGE, "# Grief x2", 2, "Grief"),
    (_XMAGE, "# 1 Grief", 1, "Grief"),
    (_XMAGE, "// 4 Oko, Thief of Crowns", 4, "Oko, Thief of Crowns"),
    (_XMAGE, "// SB: 1 [M10:1] Grief", 1, "Grief"),
    (_XMAGE, "#4x Grief", 4, "Grief"),
    (_FORGE, "#SB: 2 Grief|MH2", 2, "Grief|MH2")])
def test_a_commented_card_line_of_a_dck_file_is_noted(deck: str, written: str, count: int,
                                                       name: str) -> None:
    result = check(deck + written + "\n", suffix=".dck")
    line = deck.count("\n") + 1
    assert result.status == "legal"
    assert result.zones == {"main": 60}
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if "commented out" in v.message] == [
                ("reading", "info", _note(written, count, name), line)]


@pytest.mark.parametrize("deck", [_FORGE, _XMAGE])
@pytest.mark.parametrize("written", ["# burn plan", "// Lightning Bolt", "# 2 Creatures",
                                     "// Round 4"])
def test_a_comment_of_no_counted_card_in_a_dck_file_says_nothing(deck: str,
                                                                 written: str) -> None:
    result = check(deck + written + "\n", suffix=".dck")
    assert result.status == "legal"
    assert not [v for v in result.violations if "commented out" in v.message]
