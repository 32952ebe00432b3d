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
    second_line = len(one.splitlines()) + 2
    assert result.status == "error"
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity == "error"] == [
        ("file-error", second_line, f"the headers '{first}' and '{second}' (line "
         f"{second_line}) number two decks: not judged; one deck a file")]


# Labels that name a deck though written as a grouping's words, a split card's half, with
# a continuation's words or with a number (each pair was one legal deck): metamorphic, the
# second label made the first's keeps one legal deck.
RELABELLED = [
    # (first header, second header naming another deck, second header naming the same)
    ("Deck (Burn)", "Deck (Elves)", "Deck (Burn)"),       # an archetype of grouping words
    ("Deck (Elves)", "Deck (Burn)", "Deck (Elves)"),
    ("Deck - Artifacts", "Deck - Elves", "Deck - Artifacts"),
    ("Deck [Fire]", "Deck [Ice]", "Deck [Fire]"),         # Fire // Ice's halves
    ("Mazo \u00abBurn\u00bb", "Mazo \u00abElfos\u00bb", "Mazo \u00abBurn\u00bb"),
    ("Deck (Ann)", "Deck (Bob, cont.)", "Deck (Ann, cont.)"),
    ("Deck (Ann)", "Deck \u2013 Bob (Fortsetzung)", "Deck \u2013 Ann (Fortsetzung)"),
    ("Deck (Ann)", "Deck (Bob, suite)", "Deck (Ann, suite)"),
    ("Deck (Ann, Part 1)", "Deck (Bob, Part 2)", "Deck (Ann, Part 2)"),
    ("Deck (Ann)", "Deck (Ann 2)", "Deck (Ann)"),         # one name, a second number
    ("Deck (Ann)", "Deck (Ann II)", "Deck (Ann 1)"),
    ("Deck (Ann)", "Deck (Ann #2)", "Deck (Ann Lee)"),
    ("Deck (Burn)", "Deck (Burn 2)", "Deck (Burn, cont.)"),
]


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize(("first", "other", "same"), RELABELLED)
@pytest.mark.parametrize("blank", ["\n", "\n\n"], ids=["joined", "blank line"])
def test_a_label_naming_another_deck_however_written_is_two_decks(
        example: Example, first: str, other: str, same: str, blank: str) -> None:
    one, rest = example.halves()
    line = len(one.splitlines()) + 1 + blank.count("\n")
    result = check(example, f"{first}\n{one}{blank}{other}\n{rest}\n")
    assert (result.status, file_errors(result)) == ("error", [(
        f"the headers '{first}' and '{other}' (line {line}) name two decks: not judged; "
        "one deck a file", line)])
    kept = check(example, f"{first}\n{one}{blank}{same}\n{rest}\n")
    assert (file_errors(kept), kept.status) == ([], "legal")
    assert kept.zones["main"] == _counted("\n".join(example.main))


@pytest.mark.parametrize(("first", "second"), [
    ("Deck: Burn", "Deck: Tron"), ("Deck: Fire", "Deck: Ice"),
    ("Deck: Artifacts", "Deck: Elves"), ("Deck: Elves", "Deck: Burn")])
def test_a_decks_names_of_grouping_words_beside_another_are_two_decks(
        first: str, second: str) -> None:
    # Deck: Burn, its cards, Deck: Tron, more: Burn was taken for a grouping's word
    one, other = MTG.halves()
    line = len(one.splitlines()) + 2
    result = check(MTG, f"{first}\n{one}\n{second}\n{other}\n")
    assert file_errors(result) == [(
        f"the decks '{first[6:]}' and '{second[6:]}' (line {line}) named in one file, each "
        "over cards of its own: two decks, not judged; one deck a file", line)]
    kept = check(MTG, f"{first}\n{one}\n{first}\n{other}\n")
    assert (file_errors(kept), kept.status, kept.zones) == ([], "legal", {"main": 60})


@pytest.mark.parametrize(("first", "second"), [("Deck: Creatures", "Deck: Lands"),
                                                ("Deck (Burn)", "Deck (Removal)"),
                                                ("Deck - Red", "Deck - Blue")])
def test_grouping_labels_alone_stay_one_deck(first: str, second: str) -> None:
    one, other = MTG.halves()
    result = check(MTG, f"{first}\n{one}\n{second}\n{other}\n")
    assert (file_errors(result), result.status, result.zones) == ([], "legal", {"main": 60})


def test_a_grouping_counting_its_cards_beside_an_owners_label_stays_one_deck() -> None:
    one, other = MTG.halves()
    result = check(MTG, f"Deck (Ann)\n{one}\n\nMain Deck - Lands ({_counted(other)})\n{other}\n")
    assert (file_errors(result), result.status, result.zones) == ([], "legal", {"main": 60})


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize(("second", "kept"), [
    ("Deck (Bob)", "Deck"), ("Main Deck - Bob", "Main Deck (cont.)"),
    ("Deck [Bob]", "Deck (continued)"),
    # an owner after a word for "of" labels it too (each joined the first deck's cards,
    # and so did a spare deck's header: a side deck of 11 legal)
    ("Deck von Bob", "Deck"), ("Deck de Bob", "Deck"), ("Deck of Bob", "Deck"),
    ("Deck di Bob", "Deck"), ("Mazo del Bob", "Mazo"), ("Deck van Bob", "Deck"),
    ("Deck de rechange", "Deck")])
def test_a_label_after_an_unlabelled_decks_cards_and_side_deck_is_two_decks(
        example: Example, second: str, kept: str) -> None:
    # Deck, cards, Sideboard, a few cards, Deck (Bob), his cards: one legal deck before
    one, other = example.halves()
    side = "\n".join(example.side[:2])
    text = f"Deck\n{one}\n\n{example.side_header}\n{side}\n\n{{}}\n{other}\n"
    line = len(one.splitlines()) + len(example.side[:2]) + 5
    result = check(example, text.format(second))
    assert file_errors(result) == [(
        f"the header '{second}' (line {line}) names a deck after the cards under 'Deck', "
        "which names none: two decks, not judged; one deck a file", line)]
    reopened = check(example, text.format(kept))  # Cockatrice's Deck reopening the deck
    assert (file_errors(reopened), reopened.status) == ([], "legal")


#: Lines heading a second list above its main deck's header, and (metamorphic) lines in
#: their place that head none: one legal deck.
HEADS = ["Format: {format}", "Player: Bob", "# Bob", "// Bob", "## Bob's list",
         "Event: FNM", "Date: 2024-05-01", "Game: {game}"]
NO_HEADS = ["Player: Ann", "Player: Ann Lee", "# Creatures", "// continued", "# Part 2",
            "Notes: more", "// Main deck", "Author: Bob", "Archetype: Burn", "Round: 2",
            "Source: mtgtop8"]


def _headed(example: Example, head: str, side: bool) -> tuple[str, int]:
    """Ann's list, maybe with a side deck, then ``head`` over the main deck's header and
    the second half of the deck; the line of that header."""
    one, other = example.halves()
    head = head.format(format=example.format_id, game=example.format_id.split("/")[0])
    middle = f"\n{example.side_header}\n" + "\n".join(example.side[:2]) + "\n" if side else ""
    text = f"Player: Ann\nDeck\n{one}\n{middle}\n{head}\nDeck\n{other}\n"
    return text, text.splitlines().index(head) + 2


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize("head", HEADS)
@pytest.mark.parametrize("side", [False, True], ids=["no side deck", "side deck"])
def test_a_lists_head_again_above_the_decks_header_is_two_decks(
        example: Example, head: str, side: bool) -> None:
    # a second Format:, Player: or title line above a second Deck: one legal deck before
    text, line = _headed(example, head, side)
    result = check(example, text)
    assert result.status == "error"
    [(message, at)] = file_errors(result)
    assert at == line if "Player" not in head else at == line - 1
    assert message.endswith("not judged; one deck a file (split it by player)"
                            if "Player" in head else "not judged; one deck a file")


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize("note", NO_HEADS)
@pytest.mark.parametrize("side", [False, True], ids=["no side deck", "side deck"])
def test_a_line_heading_no_list_above_the_decks_header_is_one_deck(
        example: Example, note: str, side: bool) -> None:
    text, _ = _headed(example, note, side)
    result = check(example, text)
    assert (file_errors(result), result.status) == ([], "legal")


def test_the_second_lists_head_is_named() -> None:
    text, line = _headed(MTG, "Format: mtg/modern", True)
    assert file_errors(check(MTG, text)) == [(
        f"the header 'Deck' (line {line}) under 'Format: mtg/modern' (line {line - 1}) heads "
        "a second list after the first's cards: two decks, not judged; one deck a file",
        line)]


def test_two_full_mage_noir_decks_under_the_decks_header_are_two_decks() -> None:
    # the format's deck is 40 cards: two of 44 were one legal deck of 88
    main = "\n".join(MAGE_NOIR.main)
    result = check(MAGE_NOIR, f"Deck\n{main}\n\nDeck\n{main}\n")
    line = len(MAGE_NOIR.main) + 3
    assert file_errors(result) == [(
        f"the main deck's headers on lines 1 and {line} each head a full deck (40 cards or "
        "more): two decks, not judged; one deck a file", line)]


@pytest.mark.parametrize("again", ["Deck (cont.)", "Deck (continued)", "Main Deck - suite"])
def test_a_long_deck_going_on_under_a_continued_header_is_one_deck(again: str) -> None:
    # Mage Noir's deck has no largest size: 44 cards, then 44 more under a header saying
    # the deck goes on, is one deck of 88 (its copies over the limit), never two decks
    main = "\n".join(MAGE_NOIR.main)
    result = check(MAGE_NOIR, f"Deck\n{main}\n{again}\n{main}\n")
    assert file_errors(result) == []
    assert (result.status, result.zones["main"]) == ("illegal", 88)
    assert {v.rule for v in result.violations if v.severity == "error"} == {"copy-limit"}


MORE_MAGE_NOIR = "4 Rock\n4 Earthquake\n4 Dead Tree\n"


@pytest.mark.parametrize("again", ["Deck", "Deck (cont.)", "Main Deck (continued)",
                                   "# Deck (cont.)"])
def test_the_decks_header_going_on_after_a_blank_line_keeps_its_cards_in_the_deck(
        again: str) -> None:
    """``Deck`` / 44 cards / blank / ``Deck (cont.)`` / 12 cards: the header says the 12
    are the deck's (they were read as the side deck, 12 of at most 10, a legal deck of
    56 illegal); a block after theirs, of no header, may still be the side deck."""
    main = "\n".join(MAGE_NOIR.main)
    result = check(MAGE_NOIR, f"Deck\n{main}\n\n{again}\n{MORE_MAGE_NOIR}")
    assert file_errors(result) == []
    assert (result.status, result.zones) == ("legal", {"main": 56})
    assert [v.rule for v in result.violations if v.severity != "info"] == []
    later = check(MAGE_NOIR, f"Deck\n{main}\n\n{again}\n{MORE_MAGE_NOIR}\n4 Stone Tree\n")
    assert later.zones == {"main": 56, "side": 4}


@pytest.mark.parametrize("again", ["Deck", "Deck (cont.)"])
def test_two_full_decks_parted_by_a_blank_line_are_still_two_decks(again: str) -> None:
    """The fix above keeps two real decks refused: 44 cards, blank, the header again
    over 44 more."""
    main = "\n".join(MAGE_NOIR.main)
    result = check(MAGE_NOIR, f"Deck\n{main}\n\n{again}\n{main}\n")
    if again == "Deck":
        assert [line for _, line in file_errors(result)] == [len(MAGE_NOIR.main) + 3]
        assert result.status == "error"
    else:  # a header saying the deck goes on: one deck of 88, over the copy limit
        assert (file_errors(result), result.status) == ([], "illegal")


def test_two_full_magi_nation_decks_under_the_decks_header_are_two_decks() -> None:
    text = (EXAMPLES / "magi-nation" / "examples" / "legal.txt").read_text("utf-8")
    magi, deck = text.split("\nMagi\n", 1)[1].split("Deck (40)\n")
    example = Example("magi-nation/standard", dt.date(2026, 1, 1), (), (), "")
    result = check(example, f"Magi\n{magi}Deck\n{deck}\nDeck\n{deck}")
    assert [message.split(" each")[1] for message, _ in file_errors(result)] == [
        " head a full deck (40 cards or more): two decks, not judged; one deck a file"]
    one = check(example, f"Magi\n{magi}Deck\n{deck}")
    assert (file_errors(one), one.status) == ([], "legal")


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
def test_the_decks_header_reopened_short_of_a_full_deck_is_one_deck(example: Example) -> None:
    # a full deck, then Deck again over fewer cards than the format's deck: reopened
    cards = list(example.main)
    first, rest = cards[:-3], cards[-3:]
    result = check(example, "Deck\n" + "\n".join(first) + "\n\nDeck\n" + "\n".join(rest) + "\n")
    assert (file_errors(result), result.status) == ([], "legal")


@pytest.mark.parametrize("second_side", [True, False], ids=["side lines", "no side lines"])
def test_two_prefixed_lists_are_two_decks(second_side: bool) -> None:
    # Magic Workstation's lists, the side deck's lines prefixed SB:, pasted one after the
    # other: one legal deck of 120 cards before
    main = "\n".join(MTG.main)
    side = "\n".join(f"SB: {line}" for line in MTG.side[:3])
    other = "20 Mountain\n20 Island\n20 Plains"
    text = f"{main}\n{side}\n{other}\n" + ("SB: 4 Duress\n" if second_side else "")
    line = len(MTG.main) + 4
    assert file_errors(check(MTG, text)) == [(
        f"the main deck's cards from lines 1 and {line} each make a full deck (60 cards or "
        "more), parted by another zone's: two decks, not judged; one deck a file", line)]


def test_a_prefixed_side_line_among_one_decks_lines_is_one_deck() -> None:
    # metamorphic: the second list cut below a full deck, the deck's own lines after SB:
    main = list(MTG.main)
    side = "\n".join(f"SB: {line}" for line in MTG.side)
    result = check(MTG, "\n".join(main[:-3]) + f"\n{side}\n" + "\n".join(main[-3:]) + "\n")
    assert (file_errors(result), result.status, result.zones) == (
        [], "legal", {"main": 60, "side": 15})


@pytest.mark.parametrize("twice", [True, False], ids=["both ranges twice", "first range twice"])
def test_a_decks_range_given_again_is_two_decks(twice: bool) -> None:
    # two decks each written in ranged parts (Main 1 - 30, Main 31 - 60, then again) were
    # one legal deck of 120 cards; the second range dropped as a number seen before
    one, other = MTG.halves()
    first = f"Main 1 - 30\n{one}\nMain 31 - 60\n{other}\n" if twice else f"Main 1 - 30\n{one}\n"
    text = f"{first}\nMain 1 - 30\n{one}\n" + (f"Main 31 - 60\n{other}\n" if twice else "")
    line = text.splitlines().index("Main 1 - 30", 1) + 1
    assert file_errors(check(MTG, text)) == [(
        f"the header 'Main 1 - 30' gives its range again on line {line}: two decks' parts, "
        "not judged; one deck a file", line)]


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize("head", ["# Bob", "Format: {format}", "## Bob's list"])
def test_a_lists_head_written_again_the_same_is_one_list_going_on(
        example: Example, head: str) -> None:
    # the same title or format above each half of one deck: one list (it was refused as
    # a second list's head)
    head = head.format(format=example.format_id)
    one, other = example.halves()
    result = check(example, f"{head}\nDeck\n{one}\n\n{head}\nDeck\n{other}\n")
    assert (file_errors(result), result.status) == ([], "legal")


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize(("main", "side"), [
    ("Deck (Ann)", "{} (Bob)"), ("Deck - Ann", "{} - Bob"),
    ("Main Deck \u2013 Ann", "{} \u2013 Bob"),
    ("## Deck (Ann)", "## {} (Bob)"), ("Deck [Ann]", "{} [Bob]:"), ("Ann's Deck", "Bob's {}"),
    ("Ann's Deck", "{} (Bob)"), ("Deck von Ann", "{} (Bob)")])
def test_owners_in_brackets_or_after_a_dash_differing_across_zones_are_two_decks(
        example: Example, main: str, side: str) -> None:
    # Ann's deck and Bob's side deck were one legal deck ("Deck von Ann" was refused)
    side = side.format(example.side_header)
    cards, spare = "\n".join(example.main), "\n".join(example.side)
    line = len(example.main) + 3
    result = check(example, f"{main}\n{cards}\n\n{side}\n{spare}\n")
    assert file_errors(result) == [(
        f"the headers '{main.lstrip('# ')}' and '{side.lstrip('# ')}' (line {line}) name two "
        "owners' decks: not judged; one deck a file", line)]


@pytest.mark.parametrize("side", ["Sideboard (Ann)", "Sideboard (Ann's)", "Sideboard - Ann",
                                  "Ann's Sideboard",
                                  "Sideboard (vs aggro)", "Sideboard (post-board)",
                                  "Sideboard (Game 2)", "Sideboard (15)", "Sideboard (Companion)",
                                  "Sideboard (Creatures)", "Sideboard",
                                  # notes written as no person's name is
                                  "Sideboard (MTGO)", "Sideboard (final)", "Sideboard (v2)",
                                  "Sideboard (Version 2)", "Sideboard (EN)", "Sideboard (TBD)",
                                  "Sideboard (Top 8)", "Sideboard (Modern)", "Sideboard (Tron)",
                                  "Sideboard (Jeskai)", "Sideboard - MTGO",
                                  "Sideboard (current meta)"])
@pytest.mark.parametrize("main", ["Deck (Ann Lee)", "Deck - Ann", "Ann's Deck",
                                  "Deck (Izzet Phoenix)"])
def test_one_owner_or_a_note_across_zones_stays_one_deck(main: str, side: str) -> None:
    cards, spare = "\n".join(MTG.main), "\n".join(MTG.side)
    result = check(MTG, f"{main}\n{cards}\n\n{side}\n{spare}\n")
    assert (file_errors(result), result.status, result.zones) == (
        [], "legal", {"main": 60, "side": 15})


#: A second legal Modern deck of 60 cards (basic lands), sharing no card with MTG's.
BASICS = "20 Mountain\n20 Island\n20 Plains"
#: A second legal Mage Noir deck of 40 cards or more: the example's again.
SECOND = {"mtg": BASICS, "mage-noir": "\n".join(MAGE_NOIR.main)}


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize(("first", "head"), [
    ("Deck: Burn", "Deck: Burn"), ("Deck", "Deck: Burn"), ("Deck: Burn", "Deck: Tron Burn"),
    ("Format: {format}", "Format: {format}"), ("", "Format: {format}"), ("# Bob", "# Bob"),
    ("", "# Bob"), ("Player: Ann", "Player: Ann"), ("Event: FNM", "Event: FNM"),
    ("Name: Burn", "Name: Burn"), ("", "// Bob"), ("", "Date: 2024-05-01")])
def test_a_lists_head_over_each_of_two_full_decks_is_two_decks(
        example: Example, first: str, head: str) -> None:
    # two header-less lists pasted, the same (or no) head over each: one legal deck of
    # both decks' cards before
    first, head = (each.format(format=example.format_id) for each in (first, head))
    main = "\n".join(example.main)
    other = SECOND[example.format_id.split("/")[0]]
    text = f"{first}\n{main}\n{head}\n{other}\n"
    line = len(example.main) + 2
    size = 60 if example is MTG else 40
    assert file_errors(check(example, text)) == [(
        f"the line '{head}' (line {line}) heads a second full deck ({size} cards or more) "
        f"after the one from line {1 if first == 'Deck' else 2}: two decks, not judged; one "
        "deck a file", line)]


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize("head", ["Deck: Burn", "Format: {format}", "# Bob", "# Creatures",
                                  "Player: Ann", "// continued"])
def test_a_lists_head_within_one_full_deck_is_one_deck(example: Example, head: str) -> None:
    # metamorphic: the head between the halves of one deck, or after the deck's cards
    head = head.format(format=example.format_id)
    one, other = example.halves()
    for text in (f"{head}\n{one}\n{head}\n{other}\n",
                 "\n".join(example.main) + f"\n{head}\n"):
        result = check(example, text)
        assert (file_errors(result), result.status) == ([], "legal")


#: A deck's name, player or event ending in a count of a full deck or more: the value's
#: words (a possible card line naming none, a note), never a deck's cards.
COUNTED_VALUES = ["Name: Mono Red (60)", "Player: Ann (60)", "Name: Jund Zoo (75)",
                  "Name: Burn (60 cards)", "Name: Burn - 60 cards", "Event: Modern 1k (60)",
                  "Deck name: Burn (60)", "Title: Burn (60)", "Player: Bob x60"]


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
@pytest.mark.parametrize("value", COUNTED_VALUES)
def test_a_metadata_value_counting_a_full_deck_is_no_deck(example: Example,
                                                          value: str) -> None:
    # "Name: Mono Red (60)" over "Deck" and 60 cards was read as a deck of 60 before the
    # list's, parted from it by the header: two decks, a legal deck refused
    count = 60 if example is MTG else 44
    written = value.replace("60", str(count))
    main, side = "\n".join(example.main), "\n".join(example.side)
    for text in (f"{written}\nDeck\n{main}\n{example.side_header}\n{side}\n",
                 f"Deck\n{main}\n{written}\n{example.side_header}\n{side}\n",
                 f"Deck\n{main}\n{example.side_header}\n{side}\n{written}\n"):
        result = check(example, "Player: Ann\n" + text if "Player" not in value else text)
        assert file_errors(result) == []
        assert result.status == "legal", [v.message for v in result.violations]
        if value.startswith("Player"):
            assert result.player == written.split(": ", 1)[1]


@pytest.mark.parametrize("example", [MTG, MAGE_NOIR], ids=["mtg", "mage-noir"])
def test_two_full_decks_under_a_counted_name_stay_two_decks(example: Example) -> None:
    main, side = "\n".join(example.main), "\n".join(example.side)
    result = check(example, f"Name: Burn (60)\nDeck\n{main}\n{example.side_header}\n{side}\n"
                            f"Deck\n{main}\n")
    assert len(file_errors(result)) == 1
    assert "two decks, not judged" in file_errors(result)[0][0]
    assert result.status == "error"


def test_a_colours_name_counting_a_full_deck_names_the_deck() -> None:
    # "Name: Jund (75)": the deck's colours, not 75 copies of the Plane Jund (illegal),
    # while a card line in such a value is still counted
    main, side = "\n".join(MTG.main), "\n".join(MTG.side)
    result = check(MTG, f"Player: Ann\nName: Jund (75)\nDeck\n{main}\nSideboard\n{side}\n")
    assert (result.status, [v.rule for v in result.violations if v.severity != "info"]) \
        == ("legal", [])
    hidden = check(MTG, f"Player: Ann\nName: Jund (1 Black Lotus)\nDeck\n{main}\n")
    assert hidden.status == "illegal"
    assert [v.rule for v in hidden.violations if v.severity == "error"] == ["card-pool"]


def _sheet(labels: tuple[str, str], second_main: tuple[str, ...] | None = None) -> str:
    """The Modern example as a sheet of Quantity, Name and Board, its main deck's rows in
    two parts under ``labels`` (the second part ``second_main`` when given)."""
    half = len(MTG.main) // 2
    parts = [(labels[0], MTG.main[:half]), (labels[1], second_main or MTG.main[half:]),
             ("Sideboard", MTG.side)]
    rows = [f'{line.split(" ", 1)[0]},"{line.split(" ", 1)[1]}",{board}'
            for board, lines in parts for line in lines]
    return "Quantity,Name,Board\n" + "\n".join(rows) + "\n"


@pytest.mark.parametrize("labels", [("Deck (Top)", "Deck (Bottom)"),
                                    ("Main (Left)", "Main (Right)"),
                                    ("Deck (first half)", "Deck (second half)")])
def test_a_sheets_deck_in_two_parts_by_their_place_is_one_deck(
        labels: tuple[str, str]) -> None:
    """A zone column of ``Deck (Top)`` and ``Deck (Bottom)``: one deck written in two
    parts by their place on the sheet (it was refused as two decks)."""
    checker = Checker(CheckOptions(format_id=MTG.format_id, use_config=False, as_of=MTG.day))
    result = checker.check_bytes(_sheet(labels).encode(), "deck.csv")
    assert file_errors(result) == []
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


def test_a_sheets_two_owners_decks_are_still_two_decks() -> None:
    """Two owners' labels in the zone column stay two decks, each a full deck."""
    checker = Checker(CheckOptions(format_id=MTG.format_id, use_config=False, as_of=MTG.day))
    result = checker.check_bytes(_sheet(("Deck (Ann)", "Deck (Bob)"), MTG.main).encode(),
                                 "deck.csv")
    assert [message.split(" (")[0] for message, _ in file_errors(result)] == [
        "2 decks in one sheet"]


@pytest.mark.parametrize("labels", [("Deck (Top)", "Deck (Bottom)")])
def test_two_full_text_decks_under_place_labels_are_still_two_decks(
        labels: tuple[str, str]) -> None:
    """The place words label no deck, but two full decks under them stay two decks."""
    main = "\n".join(MTG.main)
    result = check(MTG, f"{labels[0]}\n{main}\n\n{labels[1]}\n{main}\n")
    assert len(file_errors(result)) == 1


@pytest.mark.parametrize(("first", "second"), [
    ("## //deck-1 (60)", "## //sideboard-1 (15)"), ("## Creatures", "## Lands")])
def test_a_block_right_under_a_heading_after_the_deck_is_the_sideboard(
        first: str, second: str) -> None:
    """Headings that name no zone over each block, the last after a blank line: that
    block is the sideboard by the export convention. Only under the main deck's header
    written again (``Deck (cont.)``) is the block right under it the deck's; under a
    heading it was read into the main deck too (75 cards, a legal deck's sideboard
    hidden)."""
    main, side = "\n".join(MTG.main), "\n".join(MTG.side)
    result = check(MTG, f"{first}\n{main}\n\n{second}\n{side}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
