"""Lines of a text decklist that may be a note, a title, a metadata value or a header's
words: each is read as a person reads it, in every language of the header words, so that
no card line vanishes in one and no note becomes an unknown card.

Each check asserts the status, the rules, the messages and the lines. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

MTG_DAY = dt.date(2026, 8, 22)
#: A legal Legacy deck of 60 cards (Force of Will on its fifth line).
LEGACY_60 = "".join(f"{line}\n" for line in (
    "4 Lightning Bolt", "4 Ponder", "4 Brainstorm", "4 Counterspell", "4 Force of Will",
    "4 Daze", "4 Delver of Secrets", "4 Snapcaster Mage", "4 Mishra's Bauble",
    "4 Preordain", "20 Island"))
LOTUS_BANNED = ("Black Lotus is banned in Legacy (since 2020-01-01 or earlier: the "
                "recorded history starts then)")


def legacy() -> Checker:
    """A checker of Legacy decks as of ``MTG_DAY``, without a project config."""
    return Checker(CheckOptions(format_id="mtg/legacy", use_config=False, as_of=MTG_DAY))


def check(text: str) -> DeckResult:
    return legacy().check_bytes(text.encode(), "deck.txt")


def problems(result: DeckResult) -> list[tuple[str, str, int | None]]:
    """``(rule, message, line)`` of every error and warning."""
    return [(v.rule, v.message, v.line) for v in result.violations
            if v.severity in ("error", "warning")]


def notes(result: DeckResult) -> list[tuple[str, int | None]]:
    """``(message, line)`` of every ``reading`` note."""
    return [(v.message, v.line) for v in result.violations if v.rule == "reading"]


# ------------------------------------------------------- a note's short word is no typo


@pytest.mark.parametrize("first", ["Updated: 3 March", "Author: 2 Guys"])
def test_a_labelled_first_line_of_a_short_word_is_a_note(first: str) -> None:
    """``Guys`` is ``Gus`` and a letter, ``March`` the French name ``Marche`` and a
    letter: a short word a letter longer or shorter than a card's name is another word
    as often as a typo. The first line was an unknown card, a legal deck illegal."""
    result = check(f"{first}\n\n{LEGACY_60}")
    assert result.status == "legal"
    assert problems(result) == []
    assert notes(result) == [(f"'{first}' names no card: read as a note, not a card", 1)]


def test_a_short_word_with_a_letter_swapped_or_a_mark_is_still_a_typo() -> None:
    """A short word of a card's length within a typo of it (``Name: 1 Opt.``: the mark
    is no letter), or a longer one a letter off, stays an unknown card, never a note
    that drops the card."""
    result = check(f"Name: 1 Opt.\nName: 1 Ponderr\n\n{LEGACY_60}")
    assert result.status == "illegal"
    assert problems(result) == [("unknown-card", "unknown card 'Opt.'", 1),
                                ("unknown-card", "unknown card 'Ponderr'", 2)]
    hints = [v.hint or "" for v in result.violations if v.rule == "unknown-card"]
    assert hints[0].startswith("did you mean Opt?")
    assert hints[1].startswith("did you mean Ponder or")
