"""Wrong verdicts found by re-writing illegal decks as a player hiding a card would, and
legal ones as real players send them: a card named alone in the chat around a list in a
code fence, a name broken at a line's end after a soft hyphen, a file of prose sent
instead of a list, a card line in a deck site's label, a quote mark escaped by a
backslash.

Each check asserts the status, the rule, the message and the line (metamorphic: the
illegal deck, however written, stays illegal by the same rule). Nothing is timed.
"""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_hostile_tricks import BANNED, DECK_40, checker, errors

_CARDS = DECK_40.splitlines()[1:]  # the 40 card lines under the "Deck" header
FENCED = "```\n" + "".join(f"{row}\n" for row in _CARDS) + "```\n"
OUTSIDE = "'{name}' stands outside the code block that holds the list: counted as 1 {card}"


def _notes(result: DeckResult) -> list[tuple[str, str, int | None, str | None]]:
    return [(v.rule, v.message, v.line, v.hint) for v in result.violations
            if v.severity == "info"]


@pytest.mark.parametrize(("text", "line"), [
    ("Crimson Ritual\n" + FENCED, 1),                      # above the block, as a title
    (FENCED + "Crimson Ritual\n", 13),                     # below it
    ("my list:\n" + FENCED + "crimson ritual\n", 14),      # in other letters
    ("my list:\n" + FENCED + "Rituel pourpre\n", 14),      # in the other language
])
def test_a_card_named_alone_outside_a_code_block_is_counted_and_said(text: str,
                                                                      line: int) -> None:
    """A line of chat around a fenced list that names a card is counted (a banned card
    is never dropped), and now says so: it went into the deck without a word."""
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, line)]
    name = text.splitlines()[line - 1]
    assert (
        "reading", OUTSIDE.format(name=name, card="Crimson Ritual"), line,
        "move it into the block, or delete it if it is no card of the deck",
    ) in _notes(result)
    assert result.zones == {"main": 41}


def test_a_fifth_copy_named_outside_the_block_is_counted_and_said() -> None:
    result = checker().check_bytes((FENCED + "Tornado\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [("copy-limit", 3)]
    assert ("reading", OUTSIDE.format(name="Tornado", card="Tornado"), 13,
            "move it into the block, or delete it if it is no card of the deck"
            ) in _notes(result)


def test_chat_naming_no_card_around_a_block_has_no_such_note() -> None:
    result = checker().check_bytes(("my list for tonight:\n" + FENCED + "thoughts?\n")
                                   .encode(), "deck.txt")
    assert result.status == "legal"
    assert not [note for note in _notes(result) if "outside the code block" in note[1]]


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


@pytest.mark.parametrize("after", ["Crimson Ritual", "one Crimson Ritual", "One Crimson Ritual"])
def test_a_card_line_ending_in_a_soft_hyphen_keeps_the_next_card_line(after: str) -> None:
    """A soft hyphen shows as nothing: ``4 Tornado\\u00ad`` is a whole card line, and one
    joined only with the rest of a word (small letters, no count word). The next card line
    was taken into its name: ``TornadoCrimson Ritual``, an unknown card, the banned card
    unsaid and the copies of both lost (a fuzzer's metamorphic check)."""
    lines = DECK_40.splitlines()
    lines[-1] += "\u00ad"
    text = "\n".join(lines) + f"\n{after}\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, len(lines) + 1)]
    assert result.zones == {"main": 41}
    assert not [note for note in _notes(result) if "goes on with the name" in note[1]]


PROSE_HINT = "submit the decklist itself: one card a line, its count first (4 Name)"


@pytest.mark.parametrize(("text", "lines"), [
    ("Hi, here is my deck for saturday.\nI will bring it on paper.\nThanks!\n", "3 lines"),
    ("Sorry, I could not finish my list in time.\n", "1 line"),
    ("Hello!\n\nI was thinking about cutting Tornado for more removal?\n\nCheers,\nEmil\n",
     "4 lines"),
])
def test_a_file_of_prose_only_is_not_a_decklist(text: str, lines: str) -> None:
    """An e-mail's body sent instead of the list was judged an illegal deck of unknown
    cards: it is no decklist, not judged (status error, exit 2)."""
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "error"
    assert [(v.rule, v.message, v.line, v.hint) for v in result.violations] == [
        ("file-error", f"not a decklist: prose only ({lines}), no card line", 1,
         PROSE_HINT)]


@pytest.mark.parametrize("text", [
    "Hi, here is my deck for saturday.\n4 Tornado\nThanks!\n",       # a card line
    "Hi, here is my deck.\nCrimson Ritual\n",                        # a card named alone
    "Hi, here is my deck.\nCrimsen Ritual\n",                        # a misspelt card
    "Deck\nHi, here is my deck.\n",                                  # a zone header
    "Player: Emil\nHi, here is my deck.\n",                          # metadata
    "Thanks!\n4 Crimson Ritual\n",                                   # banned, with a count
])
def test_prose_beside_anything_of_a_decklist_is_judged(text: str) -> None:
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert "file-error" not in [v.rule for v in result.violations]


def _held(shown: str, card: str) -> tuple[str, str, int | None, str | None]:
    return ("reading", f"'{shown}' holds the card line 1 {card}: counted (a card with a "
            "count in a note, a title or a metadata value is never dropped)", 11,
            "write each card on a line of its own")


@pytest.mark.parametrize(("line", "shown"), [
    ("4 Water Drop [1 Crimson Ritual]", "1 Crimson Ritual"),            # a category
    ("4 Water Drop <1 Crimson Ritual>", "1 Crimson Ritual"),            # a printing mark
    ("4 Water Drop ^1 Crimson Ritual^", "1 Crimson Ritual"),            # a tag
    ("4 Water Drop [SB: 1 Crimson Ritual]", "SB: 1 Crimson Ritual"),
    ("4 Water Drop [Removal,1 Crimson Ritual]", "Removal,1 Crimson Ritual"),
    ("4 Water Drop [Crimson Ritual x1]", "Crimson Ritual x1"),
    ("4x Water Drop [one Crimson Ritual]", "one Crimson Ritual"),
])
def test_a_card_line_in_a_label_after_a_counted_name_is_counted(line: str,
                                                               shown: str) -> None:
    """A deck site's label, tag or printing mark after a counted name was dropped as an
    Archidekt category whatever it held: the banned card in it went unsaid, the deck
    legal. A card line with a count there is counted, as in a note, and said."""
    text = DECK_40.replace("4 Water Drop\n", line + "\n")
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    # [SB: ...]: a colon parts a mark's categories, so SB moves the Water Drops to the side
    # deck, the deck four cards short
    short = [("zone-size", "Deck: 36 cards; at least 40", 1)] if "[SB:" in line else []
    assert errors(result) == [*short, ("banned", BANNED, 11)]
    assert _held(shown, "Crimson Ritual") in _notes(result)
    assert result.zones == ({"main": 36, "side": 5} if short else {"main": 41})


@pytest.mark.parametrize("label", ["[Removal]", "[2 Drops]", "<254>", "[MH3:123]",
                                   "^Have,#37d67a^", "[4 Water Drop]"])
def test_labels_holding_no_other_card_line_stay_dropped(label: str) -> None:
    text = DECK_40.replace("4 Water Drop\n", f"4 Water Drop {label}\n")
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40}
    assert [v.rule for v in result.violations if v.line == 11] == []


MODERN_TOP = ("Sensei's Divining Top is banned in Modern (listed by 2020-01-01, "
              "where the recorded lists start)")


@pytest.mark.parametrize("name", [
    "Sensei\\'s Divining Top",             # PHP's addslashes, an SQL dump
    "Sensei\\\\'s Divining Top",           # escaped twice
    "'Sensei\\'s Divining Top'",           # a program's single-quoted string
    "Sensei\\\u2019s Divining Top",
])
def test_a_quote_mark_escaped_by_a_backslash_is_the_quote_mark(name: str) -> None:
    """``Sensei\\'s Divining Top`` was an unknown card: the banned card never said as
    banned (no card's name holds a backslash)."""
    options = CheckOptions(format_id="mtg/modern", as_of=dt.date(2026, 7, 27),
                           use_config=False)
    text = f"Deck\n56 Island\n4 {name}\n"
    result = Checker(options).check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", MODERN_TOP, 3)]
    assert result.zones == {"main": 60}
