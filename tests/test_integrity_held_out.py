"""Wrong verdicts found by re-writing illegal decks as a player hiding a card would, and
legal ones as real players send them: a card named alone in the chat around a list in a
code fence, a name broken at a line's end after a soft hyphen, a file of prose sent
instead of a list.

Each check asserts the status, the rule, the message and the line (metamorphic: the
illegal deck, however written, stays illegal by the same rule). Nothing is timed.
"""

from __future__ import annotations

import pytest

from cardtools.model import DeckResult
from tests.test_hostile_tricks import BANNED, DECK_40, checker, errors


def _notes(result: DeckResult) -> list[tuple[str, str, int | None, str | None]]:
    return [(v.rule, v.message, v.line, v.hint) for v in result.violations
            if v.severity == "info"]


@pytest.mark.parametrize("hyphen", ["-", "\u00ad", "\u00ad  "])
def test_a_name_broken_after_a_soft_hyphen_at_a_lines_end_is_one_name(hyphen: str) -> None:
    """A word processor shows a soft hyphen only where it breaks a line, and text copied
    from it keeps the break there: ``Crimson Rit\\u00ad`` / ``ual`` was two unknown cards,
    the banned card unsaid as banned."""
    text = DECK_40 + f"4 Crimson Rit{hyphen}\nual\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    assert ("reading", "'ual' goes on with the name of line 12, broken after a hyphen at "
            "the line's end: both read as one line", 13, None) in _notes(result)
    assert result.zones == {"main": 44}
