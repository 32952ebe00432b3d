"""Two decks pasted or written in one text file are two decks, never one.

A header of the main deck written again with other words that number, name or own it
(``Deck (Ann)`` then ``Deck (Bob)``, ``Deck One`` then ``Deck Two``, ``First deck`` then
``Second deck``, ``1. Deck`` then ``2. Deck``, ``Deck: Ann`` then ``Deck: Bob``) heads a
second deck: the file is a ``file-error``, not judged. Each of these was read as one
deck: two legal halves of 30 cards were one legal deck of 60. The same header written
again with the same words (Cockatrice reopening its deck, ``Deck`` ... ``Deck``), a
part's words or a count that counts the cards under it stay one deck: for each family of
headers, the pair of different qualifiers errs and the pair of equal ones does not
(metamorphic: only the qualifier changes).

The decks are the bundled examples (``cards/*/examples/legal.txt``): a legal Modern deck
of 60 and 15 cards, a legal Mage Noir deck of 44 and 10.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

EXAMPLES = Path(__file__).parent.parent / "cards"


@dataclass(frozen=True)
class Example:
    """A bundled legal deck: its format, the day it is judged on, its main deck's and
    side deck's card lines, and the side deck's header."""

    format_id: str
    day: dt.date
    main: tuple[str, ...]
    side: tuple[str, ...]
    side_header: str

    def halves(self) -> tuple[str, str]:
        """The main deck's card lines in two halves, each of about half the cards."""
        half = len(self.main) // 2
        return "\n".join(self.main[:half]), "\n".join(self.main[half:])


def _example(game: str, format_id: str, day: dt.date, side_header: str) -> Example:
    """The bundled legal example of ``game``, its zones' card lines read by header."""
    text = (EXAMPLES / game / "examples" / "legal.txt").read_text("utf-8")
    zones: dict[str, list[str]] = {"main": [], "side": []}
    zone = ""
    for line in text.splitlines():
        if line.startswith(("Deck", "Side", "Sideboard")):
            zone = "side" if line.startswith("Side") else "main"
        elif zone and line.strip():
            zones[zone].append(line)
    return Example(format_id, day, tuple(zones["main"]), tuple(zones["side"]), side_header)


MTG = _example("mtg", "mtg/modern", dt.date(2026, 8, 22), "Sideboard")
MAGE_NOIR = _example("mage-noir", "mage-noir/tournament", dt.date(2025, 11, 4), "Side deck")


def check(example: Example, text: str) -> DeckResult:
    """``text`` judged in ``example``'s format on its day."""
    checker = Checker(CheckOptions(format_id=example.format_id, use_config=False,
                                   as_of=example.day))
    return checker.check_bytes(text.encode(), "deck.txt")


def file_errors(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.message, v.line) for v in result.violations if v.rule == "file-error"]


#: Each family of headers of the main deck: a header from its qualifier.
FAMILIES: dict[str, Callable[[str], str]] = {
    "owner in brackets": lambda q: f"Deck ({q})",
    "owner in brackets then a colon": lambda q: f"Deck ({q}):",
    "owner in a Markdown heading": lambda q: f"## Deck ({q})",
    "owner in quotes": lambda q: f'Deck "{q}"',
    "owner in square brackets": lambda q: f"Deck [{q}]",
    "owner after a dash": lambda q: f"Main Deck - {q}",
    "owner after a long dash": lambda q: f"Deck \u2014 {q}",
    "owner in Spanish": lambda q: f"Mazo ({q})",
    "owner after von": lambda q: f"Deck von {q}",
    "owner after de": lambda q: f"Mazo de {q}",
    "possessive": lambda q: f"{q}'s Deck",
    "deck's name after a colon": lambda q: f"Deck: {q}",
    "event": lambda q: f"Event: {q}",
    "name with a digit": lambda q: f"Deck ({q} 2)",
}
#: Families of numbered headers: a header from its number.
NUMBERED: dict[str, Callable[[int], str]] = {
    "number word": lambda n: f"Deck {('One', 'Two')[n - 1]}",
    "ordinal before": lambda n: f"{('First', 'Second')[n - 1]} deck",
    "German ordinal": lambda n: f"{('Erstes', 'Zweites')[n - 1]} Deck",
    "ordinal digits": lambda n: f"Deck {('1st', '2nd')[n - 1]}",
    "letter": lambda n: f"Deck {'AB'[n - 1]}",
    "numbered list's item": lambda n: f"{n}. Deck",
    "two spellings of one zone": lambda n: f"{('Maindeck', 'Main Deck')[n - 1]} {n}",
    "number after a dash, no count": lambda n: f"Deck - {11 + n}",
}


def _pair(family: str, different: bool) -> tuple[str, str]:
    """Two headers of ``family``: of two qualifiers, or the first's twice."""
    if family in NUMBERED:
        numbered = NUMBERED[family]
        return numbered(1), numbered(2 if different else 1)
    named = FAMILIES[family]
    return named("Ann"), named("Bob" if different else "Ann")


ALL = [*FAMILIES, *NUMBERED]
#: The families whose header is a title naming an owner's deck, read as a note (above
#: the list) or an unknown card (between card lines), as any title is: no zone header
#: (``Deck von Ann``, ``Mazo de Ana`` are the zone's header of its owner's deck).
TITLES = frozenset({"possessive"})


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize("family", ALL)
def test_two_halves_under_different_qualifiers_are_two_decks(example: Example,
                                                             family: str) -> None:
    # two legal halves of a deck under two owners', names' or numbers' headers were one
    # legal deck
    first, second = _pair(family, True)
    one, other = example.halves()
    text = f"{first}\n{one}\n\n{second}\n{other}\n"
    result = check(example, text)
    assert result.status == "error"
    [(message, line)] = file_errors(result)
    assert line == len(one.splitlines()) + 3
    assert "two decks" in message or "named in one file" in message
    assert message.endswith("not judged; one deck a file")


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize("family", ALL)
def test_two_halves_under_equal_qualifiers_are_one_deck(example: Example,
                                                        family: str) -> None:
    # the same header again reopens the deck (Cockatrice): one legal deck
    first, second = _pair(family, False)
    one, other = example.halves()
    side = "\n".join(example.side)
    text = f"{first}\n{one}\n\n{second}\n{other}\n\n{example.side_header}\n{side}\n"
    result = check(example, text)
    assert file_errors(result) == []
    if family in TITLES:  # the title between the halves: an unknown card, as before
        assert [v.rule for v in result.violations if v.line == len(one.splitlines()) + 3
                and v.severity == "error"] == ["unknown-card"]
        return
    assert result.status == "legal"
    assert result.zones["main"] == sum(int(line.split()[0]) for line in example.main)


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize("family", ALL)
def test_two_full_decks_with_side_decks_between_are_two_decks(example: Example,
                                                              family: str) -> None:
    # each legal deck with its side deck, the second under another owner's header
    first, second = _pair(family, True)
    main, side = "\n".join(example.main), "\n".join(example.side)
    text = (f"{first}\n{main}\n\n{example.side_header}\n{side}\n\n"
            f"{second}\n{main}\n\n{example.side_header}\n{side}\n")
    result = check(example, text)
    assert result.status == "error"
    assert len(file_errors(result)) == 1


@pytest.mark.parametrize(("first", "second"), [
    ("Deck (Ann Lee)", "Deck (Ann)"),        # one owner, in full and in short
    ("Deck (Ann)", "Deck (cont.)"),          # the deck goes on
    ("Deck (Ann)", "Deck"),                  # the deck reopened
    ("Deck (Creatures)", "Deck (Spells)"),   # groupings of one deck
    ("Main Deck - Part 1", "Main Deck - Part 2"),
    ("Deck II", "Deck 2"),                   # one number, written two ways
    ("Deck Two", "Deck \u2461"),
    ("Deck (Ann)", "Deck (Ann)")])
def test_one_decks_headers_with_other_words_stay_one_deck(first: str, second: str) -> None:
    one, other = MTG.halves()
    result = check(MTG, f"{first}\n{one}\n\n{second}\n{other}\n")
    assert (file_errors(result), result.status, result.zones) == ([], "legal", {"main": 60})


@pytest.mark.parametrize(("first", "second"), [("Main Deck (32)", "Main Deck (28)"),
                                                ("Main Deck (31)", "Main Deck (28)")])
def test_counts_that_count_the_cards_under_them_are_one_decks(first: str,
                                                              second: str) -> None:
    # each count is its part's (31 over 32 cards a miscount, a declared-count warning)
    one = "4 Lightning Bolt\n28 Mountain"
    other = "4 Lava Spike\n24 Mountain"
    result = check(MTG, f"{first}\n{one}\n{second}\n{other}\n")
    assert (file_errors(result), result.status, result.zones) == ([], "legal", {"main": 60})


def test_counts_that_count_none_of_the_cards_under_them_are_two_decks() -> None:
    # Deck - 12 over 32 cards and Deck - 13 over 28: each a deck's number (one legal deck)
    result = check(MTG, "Deck - 12\n4 Lightning Bolt\n28 Mountain\nDeck - 13\n"
                        "4 Lava Spike\n24 Mountain\n")
    assert file_errors(result) == [
        ("the headers 'Deck - 12' and 'Deck - 13' (line 4) number two decks: not judged; "
         "one deck a file", 4)]


@pytest.mark.parametrize(("first", "second", "said"), [
    ("Deck (Ann)", "Deck (Bob)", "the headers 'Deck (Ann)' and 'Deck (Bob)' (line 4) name "
     "two decks"),
    ("Deck One", "Deck Two", "the headers 'Deck One' and 'Deck Two' (line 4) number two "
     "decks"),
    ("Ann's Deck", "Bob's Deck", "the headers 'Ann's Deck' and 'Bob's Deck' (line 4) name "
     "two decks"),
    ("Deck: Ann", "Deck: Bob", "the decks 'Ann' and 'Bob' (line 4) named in one file, each "
     "over cards of its own: two decks"),
    ("Event: FNM 1", "Event: FNM 2", "the events 'FNM 1' and 'FNM 2' (line 4) named in one "
     "file, each over cards of its own: two decks")])
def test_the_two_decks_message_names_both_headers(first: str, second: str,
                                                  said: str) -> None:
    result = check(MTG, f"{first}\n4 Lightning Bolt\n28 Mountain\n{second}\n"
                        "4 Lava Spike\n24 Mountain\n")
    assert file_errors(result) == [(f"{said}{',' if 'named' in said else ':'} not judged; "
                                    "one deck a file", 4)]


def test_a_side_decks_notes_stay_one_side_deck() -> None:
    # the side deck's notes (plans against decks) name no deck
    main = "\n".join(MTG.main)
    result = check(MTG, f"Deck\n{main}\n\nSideboard (vs aggro)\n4 Duress\n\n"
                        "Sideboard (vs control)\n4 Negate\n")
    assert (file_errors(result), result.status, result.zones) == (
        [], "legal", {"main": 60, "side": 8})


@pytest.mark.parametrize("second", ["Deck 2", "Deck Two", "Second deck", "## Deck 2"])
def test_a_second_number_after_an_unnumbered_decks_cards_is_two_decks(second: str) -> None:
    # Deck, its cards, Deck 2, more cards: one legal deck before
    one, other = MTG.halves()
    result = check(MTG, f"Deck\n{one}\n\n{second}\n{other}\n")
    line = len(one.splitlines()) + 3
    assert file_errors(result) == [
        (f"the header '{second}' (line {line}) numbers a second deck after the "
         "cards under an unnumbered one: not judged; one deck a file", line)]


@pytest.mark.parametrize(("first", "second"), [("Deck", "Deck 1"), ("Deck 2", "Deck"),
                                                ("Deck", "Deck (2)")])
def test_a_first_number_or_a_count_after_an_unnumbered_header_is_one_deck(
        first: str, second: str) -> None:
    # Deck 1 after Deck, Deck after Deck 2 (reopened), Deck (2) over its two cards
    result = check(MTG, f"{first}\n4 Lightning Bolt\n54 Mountain\n{second}\n2 Mountain\n")
    assert (file_errors(result), result.status, result.zones) == ([], "legal", {"main": 60})


def _counted(lines: str) -> int:
    return sum(int(line.split()[0]) for line in lines.splitlines() if line.strip())


@pytest.mark.parametrize("shape", ["Main Deck - {} ({})", "Deck - {}: {}", "Deck ({}, {})",
                                   "Deck - {}, {} cards"])
def test_groupings_with_their_counts_after_the_decks_header_stay_one_deck(shape: str) -> None:
    # Main Deck - Creatures (12): a grouping and its count, no deck's name
    one, other = MTG.halves()
    text = (f"{shape.format('Spells', _counted(one))}\n{one}\n\n"
            f"{shape.format('Lands', _counted(other))}\n{other}\n")
    result = check(MTG, text)
    assert (file_errors(result), result.status, result.zones) == ([], "legal", {"main": 60})


@pytest.mark.parametrize(("first", "second"), [
    ("Deck A - 60", "Deck B - 60"), ("Deck 1 - 60", "Deck 2 - 60"),
    ("Deck 1 \u2013 60 cards", "Deck 2 \u2013 60 cards"), ("Main 1 - 60", "Main 2 - 60"),
    ("Deck un", "Deck deux")])
def test_numbered_headers_with_their_counts_after_a_dash_are_two_decks(
        first: str, second: str) -> None:
    # each deck's number, then its count: "1 - 60" was read as a part's range, and
    # "Deck A - 60" as the deck's header twice (one legal deck of both decks' cards)
    one, other = MTG.halves()
    result = check(MTG, f"{first}\n{one}\n{second}\n{other}\n")
    assert [message.split(" (line")[0] for message, _ in file_errors(result)] == [
        f"the headers '{first}' and '{second}'"]
    assert result.status == "error"


@pytest.mark.parametrize(("first", "second"), [("Deck", "Deck"), ("Deck (60)", "Deck (60)"),
                                               ("Deck (1 of 2)", "Deck (2 of 2)")])
def test_the_decks_header_over_two_full_decks_is_two_decks(first: str, second: str) -> None:
    # two Arena exports pasted, the first with no sideboard: each header over a full deck
    # (one legal deck of both decks' 120 cards)
    main = "\n".join(MTG.main)
    result = check(MTG, f"{first}\n{main}\n\n{second}\n{main}\n\n{MTG.side_header}\n"
                        + "\n".join(MTG.side) + "\n")
    assert file_errors(result) == [(
        f"the main deck's headers on lines 1 and {len(MTG.main) + 3} each head a full deck "
        "(60 cards or more): two decks, not judged; one deck a file", len(MTG.main) + 3)]


def test_the_decks_header_reopening_the_deck_for_a_few_cards_is_one_deck() -> None:
    one, other = MTG.halves()
    result = check(MTG, f"Deck\n{one}\n\n{MTG.side_header}\n" + "\n".join(MTG.side)
                   + f"\n\nDeck\n{other}\n")
    assert (file_errors(result), result.status) == ([], "legal")


@pytest.mark.parametrize("word", ["continued", "cont.", "suite", "Fortsetzung"])
def test_the_decks_header_going_on_is_no_card(word: str) -> None:
    # "Main Deck (continued)": the words saying the deck goes on were the unknown card
    # 'continued' (within a typo of Continue)
    one, other = MTG.halves()
    result = check(MTG, f"Main Deck\n{one}\n\nMain Deck ({word})\n{other}\n")
    assert (file_errors(result), result.status, result.zones) == ([], "legal", {"main": 60})


@pytest.mark.parametrize(("first", "second"), [("Main 1 - 30", "Main 31 - 60"),
                                                ("Deck 1 \u2013 30", "Deck 31 \u2013 60"),
                                                ("Main 1-30", "Main 31-60")])
def test_a_decks_parts_numbered_by_ranges_that_run_on_are_one_deck(first: str,
                                                                  second: str) -> None:
    # "Main 1 - 30" and "Main 31 - 60" over 30 cards each were two decks (numbers 1 and
    # 31 with their counts), refused; the ranges run on and each holds its cards
    one, other = MTG.halves()
    assert sum(int(line.split()[0]) for line in one.splitlines()) == 30
    result = check(MTG, f"{first}\n{one}\n{second}\n{other}\n")
    assert (file_errors(result), result.status, result.zones) == ([], "legal", {"main": 60})
    assert "declared-count" not in {v.rule for v in result.violations}


@pytest.mark.parametrize(("first", "second", "extra"), [
    ("Main 1 - 30", "Main 31 - 60", "\n1 Mountain"),  # the second holds 31 cards
    ("Main 1 - 30", "Main 32 - 60", ""),               # the ranges do not run on
    ("Main 2 - 30", "Main 31 - 60", "")])
def test_ranges_with_spaces_that_do_not_hold_their_cards_stay_two_decks(
        first: str, second: str, extra: str) -> None:
    one, other = MTG.halves()
    result = check(MTG, f"{first}\n{one}\n{second}\n{other}{extra}\n")
    assert result.status == "error"
    assert len(file_errors(result)) == 1
