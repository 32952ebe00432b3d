"""A card line giving two counts before its name (``4 4 Grief``, ``1 x 1 Thoughtseize``,
``4x 4 Grief``, ``4 x4 Grief``) is a ``parse-error`` naming the card, not counted: it was
the unknown card ``4 Grief`` whose banned card only a guess named. A card whose name
opens with a number (``1996 World Champion``, ``+2 Mace``) stays that card.

Rules: README, "Decklists" (counts)."""

from __future__ import annotations

import pytest

from tests.test_count_mark_notes import check

_REST = "4 Lightning Bolt\n4 Ponder\n48 Island\n"


@pytest.mark.parametrize(("written", "first", "second", "name"), [
    ("4 4 Grief", 4, 4, "Grief"),
    ("1 x 1 Thoughtseize", 1, 1, "Thoughtseize"),
    ("4x 4 Grief", 4, 4, "Grief"),
    ("4 x4 Grief", 4, 4, "Grief"),
    ("2 3x Force of Will", 2, 3, "Force of Will")])
def test_a_line_of_two_counts_is_a_parse_error_naming_its_card(
        written: str, first: int, second: int, name: str) -> None:
    result = check(_REST + written + "\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 56}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("parse-error", "unknown-card")] == [
        ("parse-error", f"the line gives two counts, {first} and {second}, for '{name}': "
         "not counted", 4)]


@pytest.mark.parametrize(("written", "count", "name"), [
    ("1 1996 World Champion", 1, "1996 World Champion"),
    ("4 +2 Mace", 4, "+2 Mace")])
def test_a_card_whose_name_opens_with_a_number_is_read(written: str, count: int,
                                                        name: str) -> None:
    result = check(_REST + written + "\n")
    assert not [v for v in result.violations if v.rule in ("parse-error", "unknown-card")]
    assert result.zones == {"main": 56 + count}
    assert not [v for v in result.violations if v.rule == "reading" and name in v.message]
