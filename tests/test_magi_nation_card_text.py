"""Magi-Nation Duel card texts that forbid or choose: what a Magi's or a card's own
sentence keeps out of a deck or a Magi stack, and the regions chosen during the game.

Card text takes precedence over the rules (``../shared/rules/magi-nation-duel-rulebook-
2001.txt``, A FEW MORE RULES, First, Breaking the Rules); region warnings follow REGIONS
and THE MAGI, Core and Shadow Magi. The decks are the real starter decks of the
variants' tests, with the Magi or cards changed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtools.importers import magi_nation
from tests.test_magi_nation_variants import NAROOM, _listed, check, problems


@pytest.fixture(scope="module")
def cards() -> dict[str, dict[str, Any]]:
    """The committed database, by card name."""
    path = Path(__file__).resolve().parent.parent / "cards" / "magi-nation" / "cards.json"
    return {card["name"]: card for card in json.loads(path.read_text("utf-8"))["cards"]}


def test_sorrowing_ogar_keeps_core_magi_out_of_its_deck(
        cards: dict[str, dict[str, Any]]) -> None:
    """Sorrowing Ogar: "Sorrowing Ogar may not be played in a deck with any Core Magi"
    (``stack_excludes: ["Core"]``, as Yaki's "cannot be in a Magi stack with Core
    Magi"): with Korg (Core) or Evil Evu (a Shadow Magi, a Core Magi) the stack was
    legal; it is a magi-stack error on the second Magi's line."""
    assert cards["Sorrowing Ogar"]["stack_excludes"] == ["Core"]
    said = ["Sorrowing Ogar may not be played in a deck with any Core Magi."]
    assert list(magi_nation._stack_without("Sorrowing Ogar", said)) == ["Core"]
    assert list(magi_nation._stack_without("Ogar", ["Ogar may be played."])) == []
    for other in ("Korg", "Evil Evu"):
        result = check(_listed(("Sorrowing Ogar", other, "Tryn"), NAROOM), "ogar.txt")
        assert result.status == "illegal"
        assert [p for p in problems(result) if p[0] == "magi-stack"] == [
            ("magi-stack", f"Sorrowing Ogar cannot be in the Magi stack with Core Magi "
             f"({other}); its own text says so", 3)]
    result = check(_listed(("Sorrowing Ogar", "Evu", "Tryn"), NAROOM), "ogar.txt")
    assert not [p for p in problems(result) if p[0] == "magi-stack"]
