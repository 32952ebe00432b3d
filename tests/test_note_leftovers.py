"""Lines of a text decklist that may be a note, a title, a metadata value or a header's
words: each is read as a person reads it, in every language of the header words, so that
no card line vanishes in one and no note becomes an unknown card.

Each check asserts the status, the rules, the messages and the lines. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist.safexml import LinedText, parse_xml
from cardtools.decklist.text import read_text
from cardtools.gamedata import bundled_zones, zone_table
from cardtools.model import DeckResult

MTG_DAY = dt.date(2026, 8, 22)
#: A legal Legacy deck of 60 cards (Force of Will on its fifth line).
LEGACY_60 = "".join(f"{line}\n" for line in (
    "4 Lightning Bolt", "4 Ponder", "4 Brainstorm", "4 Counterspell", "4 Force of Will",
    "4 Daze", "4 Delver of Secrets", "4 Snapcaster Mage", "4 Mishra's Bauble",
    "4 Preordain", "20 Island"))
LOTUS_BANNED = ("Black Lotus is banned in Legacy (listed by 2020-01-01, "
                "where the recorded lists start)")


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


@pytest.mark.parametrize(("first", "said"), [("Updated: 3 March", "March"),
                                             ("Author: 2 Guys", "Guys"),
                                             ("Storm: 3 March", "Storm: 3 March")])
def test_a_labelled_first_line_of_a_short_word_is_a_note(first: str, said: str) -> None:
    """``Guys`` is ``Gus`` and a letter, ``March`` the French name ``Marche`` and a
    letter: a short word a letter longer or shorter than a card's name is another word
    as often as a typo. The first line was an unknown card, a legal deck illegal."""
    result = check(f"{first}\n\n{LEGACY_60}")
    assert result.status == "legal"
    assert problems(result) == []
    assert notes(result) == [(f"'{said}' names no card: read as a note, not a card", 1)]


@pytest.mark.parametrize("about", [
    "Author: Alice\nSource: mtgo\nArchetype: Boros Energy",
    "Deck author: Alice\nTags: aggro, budget\nDescription: fast deck",
    "Built by: Alice\nUpdated: 2026-05-12\nURL: https://example.org/decks/1",
    "Auteur : Alice\nArchétype : Burn",
])
def test_lines_about_the_list_under_its_name_are_no_cards(about: str) -> None:
    """What deck sites and players write about a list under its name (its author,
    source, archetype, tags, description, dates, link) is kept, never a card: after a
    ``Format:`` or ``Name:`` line each was an unknown card, a legal deck illegal."""
    result = check(f"Format: Legacy\nName: Tempo\n{about}\n\n{LEGACY_60}")
    assert (result.status, problems(result), notes(result)) == ("legal", [], [])
    assert result.zones == {"main": 60}


def test_a_card_line_after_such_a_label_is_counted() -> None:
    """A value that is a card line by its count stays one, as after ``Player:``: the
    banned card is counted and said on its line."""
    result = check(f"Name: Tempo\nAuthor: 1 Black Lotus\n\n{LEGACY_60}")
    assert result.status == "illegal"
    assert problems(result) == [("banned", LOTUS_BANNED, 2)]
    assert result.zones == {"main": 61}


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


# ----------------------------------------------- a card line held in a note is counted


def held(text: str, cards: str) -> str:
    return (f"'{text}' holds the card line {cards}: counted (a card with a count in a "
            "note, a title or a metadata value is never dropped)")


_HELD = [
    # a card line then the author's words in a deck's name
    ("Name: 1 Black Lotus - by me", "1 Black Lotus - by me", "1 Black Lotus"),
    ("Player: Alice / 1 Black Lotus", "Alice / 1 Black Lotus", "1 Black Lotus"),
    # a value of a key and a card line in quote marks
    ('Deck: "Deck: 1 Black Lotus"', '"Deck: 1 Black Lotus"', "1 Black Lotus"),
    # a count of one in a word after the name, in brackets, in any language of the words
    ("Deck: Black Lotus (one)", "Black Lotus (one)", "1 Black Lotus"),
    ("Name: Black Lotus [one]", "Black Lotus [one]", "1 Black Lotus"),
    ("Nom : Black Lotus (un)", "Black Lotus (un)", "1 Black Lotus"),
    # a card line in brackets among the words of a value
    ("Name: Burn by Alice (1 Black Lotus)", "Burn by Alice (1 Black Lotus)", "1 Black Lotus"),
]
#: Card lines in a title's note: the first line only (a later line is a card line).
_HELD_IN_TITLE = [
    ("Memo: 1 Black Lotus and 4 Opt", "Memo: 1 Black Lotus and 4 Opt",
     "1 Black Lotus and 4 Opt"),
    ("Memo: 1 Black Lotus & one Opt", "Memo: 1 Black Lotus & one Opt",
     "1 Black Lotus and 1 Opt"),
    ("Burn by Alice (1 Black Lotus)", "Burn by Alice (1 Black Lotus)", "1 Black Lotus"),
]


@pytest.mark.parametrize(("line", "text", "cards", "where"), [
    *((*case, where) for case in _HELD for where in ("first", "last")),
    *((*case, "first") for case in _HELD_IN_TITLE)])
def test_a_card_line_held_in_a_note_or_a_value_is_counted(line: str, text: str, cards: str,
                                                         where: str) -> None:
    """A note, a title or a metadata value holding a card's full name with a count
    counts that card, with a note naming it: each was a note or a value dropped without
    a word, the banned card unsaid and the deck legal."""
    deck = f"{line}\n\n{LEGACY_60}" if where == "first" else f"{LEGACY_60}{line}\n"
    number = 1 if where == "first" else 12
    result = check(deck)
    assert result.status == "illegal"
    assert problems(result) == [("banned", LOTUS_BANNED, number)]
    assert (held(text, cards), number) in notes(result)
    lotus = [entry for entry in result.deck.entries if entry.card is not None
             and entry.card.name == "Black Lotus"]
    assert [(entry.count, entry.zone, entry.line.line) for entry in lotus] == [
        (1, "main", number)]


@pytest.mark.parametrize(("line", "read"), [
    ("Deck: 1 Fell the Profane", [(1, "Fell the Profane // Fell Mire")]),
    ("Name: 1 Fell the Profane", [(1, "Fell the Profane // Fell Mire")]),
    ("Name: Burn (1 Fell the Profane)", [])])
def test_a_face_held_in_a_value_holds_no_shorter_card_in_its_words(
        line: str, read: list[tuple[int, str]]) -> None:
    """A face held in a value counts nothing more (a face counts nothing there), nor the
    card its first word names: ``1 Fell the Profane`` was also read as 1 Fell, a card
    counted twice over (a legal Commander deck of 100 cards illegal)."""
    result = check(f"{line}\n\n{LEGACY_60}")
    assert sorted((entry.count, entry.card.name) for entry in result.deck.entries
                  if entry.card is not None and entry.line.line == 1) == read
    assert problems(result) == []
    assert result.zones == {"main": 60 + len(read)}


#: A card line among a value's other words, whatever marks or words stand round it:
#: each was a note or a value dropped without a word, the banned card unsaid.
_HELD_ANYWHERE = [
    # quote marks, brackets of other scripts, emphasis marks round the card line
    'Name: Burn "1 Black Lotus"', "Name: Burn \u201c1 Black Lotus\u201d",
    "Name: Burn \u00ab1 Black Lotus\u00bb Edition", "Name: Burn \u300c1 Black Lotus\u300d",
    "Name: Burn\uff081 Black Lotus\uff09", "Name: Burn **1 Black Lotus**",
    "Name: Burn `1 Black Lotus`",
    # other separators before it, spaced or glued
    "Name: Burn -- 1 Black Lotus", "Name: Burn = 1 Black Lotus", "Name: Burn ~ 1 Black Lotus",
    "Name: Burn \u2192 1 Black Lotus", "Name: Burn \u2022 1 Black Lotus",
    "Name: Burn \u00b7 1 Black Lotus", "Name: Burn:one Black Lotus", "Name: Burn-1 Black Lotus",
    # words before or after it
    "Name: Burn (with 1 Black Lotus)", "Name: 1 Black Lotus by me",
    "Name: Burn (1 Black Lotus Edition)", "Name: Alice - 1 Black Lotus Rocks",
    "Name: Burn \u2192 one Black Lotus.",
    # a count in full-width digits or a Unicode numeral in a value not in ASCII
    "Name: Burn with \uff11 Black Lotus", "Name: Burn with \u2160 Black Lotus",
]


@pytest.mark.parametrize("line", _HELD_ANYWHERE)
def test_a_card_line_anywhere_in_a_value_is_counted(line: str) -> None:
    """A count then a card's full name anywhere among a value's words is that card,
    whatever mark or word stands before or after it (a quote mark, a bracket of another
    script, an arrow, a bullet, a double dash, a colon glued to a word): only the marks
    of a short list parted the card line from the rest of the value."""
    result = check(f"{line}\n\n{LEGACY_60}")
    assert result.status == "illegal"
    assert problems(result) == [("banned", LOTUS_BANNED, 1)]
    text = line.split(": ", 1)[1]
    assert (held(text, "1 Black Lotus"), 1) in notes(result)


@pytest.mark.parametrize(("line", "cards"), [
    ("Name: 1 Oko, Thief of Crowns - by me", "1 Oko, Thief of Crowns"),
    ("Name: Burn (4 Opt, 1 Oko, Thief of Crowns)", "4 Opt and 1 Oko, Thief of Crowns"),
    ("Name: Burn - 1 Fire // Ice and 1 Oko, Thief of Crowns",
     "1 Fire // Ice and 1 Oko, Thief of Crowns"),
])
def test_a_held_card_whose_name_has_a_comma_or_a_slash_is_counted_whole(
        line: str, cards: str) -> None:
    """A card's name holding a comma or a slash (``Oko, Thief of Crowns``, ``Fire //
    Ice``) is read whole in a value: cut at the comma, neither part named a card, and the
    banned Oko went unsaid."""
    result = check(f"{line}\n\n{LEGACY_60}")
    assert result.status == "illegal"
    assert problems(result) == [
        ("banned", "Oko, Thief of Crowns is banned in Legacy (since 2021-02-15)", 1)]
    assert (held(line.split(": ", 1)[1], cards), 1) in notes(result)


@pytest.mark.parametrize("line", [
    "Name: 4 Horsemen", "Name: 5 Color Control", "Deck: 12 Post", "Player: Player 1",
    "Event: Top 8 - Legacy Challenge", "Name: Burn (2024)",
    "Date: 2026-08-01", "Name: Death's Shadow - by Alice",
    # a count first then a card's name that a word in capitals goes on from: a title
    "Event: 8 Island Cup 3", "Deck: 8 Rack",
    "Deck: 5c Niv to Light", "Name: 4 Color Omnath", "Name: B/R 8-Whack",
])
def test_a_value_of_words_and_numbers_naming_no_card_stays_a_value(line: str) -> None:
    """A deck's name, a player's or an event's with a number in it, and a card's name
    without a count after a mark (an archetype's title), hold no card line: the deck
    stays legal."""
    result = check(f"{line}\n\n{LEGACY_60}")
    assert result.status == "legal"
    assert problems(result) == []
    assert not any("holds the card line" in message for message, _ in notes(result))


# ---------------------------------------- a zone's count then a label of words in brackets


SIDEBOARD_15 = "".join(f"{line}\n" for line in (
    "3 Pyroblast", "3 Red Elemental Blast", "3 Submerge", "3 Flusterstorm", "3 Hydroblast"))


@pytest.mark.parametrize("header", [
    "Sideboard: 15 (post-board)", "SB: 15 (post-board)", "Sideboard: 15 [cont.]",
    "Reserve: 15 (post-board)", "Side deck: 15 (ideas)",
])
def test_a_zone_count_then_a_label_in_brackets_is_the_header(header: str) -> None:
    """A sideboard's prefix, its count then words in brackets is the zone's header with
    its count and a label, as ``Sideboard: 15 (vs aggro)`` is: it was 15 copies of an
    unknown card '(post-board)' in the sideboard, the cards after it in the deck."""
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}")
    assert result.status == "legal"
    assert problems(result) == []
    assert result.zones == {"main": 60, "side": 15}
    name = header.split(":")[0]
    assert (f"'{header}' is read as the header '{name}': the cards after it are in the "
            "side deck", 13) in notes(result)


@pytest.mark.parametrize("header", [
    "Sideboard: Mono Red", "Sideboard: Mono-Red Burn", "SB: Mono Red", "Reserve: Mono Red",
    "Side deck: Post board"])
def test_a_side_header_then_a_colon_and_a_label_opening_a_block_is_the_header(
        header: str) -> None:
    """After the deck's cards and a blank line, the side deck's header, a colon and words
    of no count label the side deck (``Sideboard: Mono Red``), as ``Sideboard - Mono Red``
    does: it was one unknown card 'Mono Red' in the sideboard, the 15 cards after it in
    the main deck."""
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert problems(result) == []
    name = header.split(":")[0]
    assert (f"'{header}' is read as the header '{name}': the cards after it are in the "
            "side deck", 13) in notes(result)


@pytest.mark.parametrize("header", [
    "Sideboard (optional)", "Sideboard (Arena)", "Sideboard (MTG Arena)",
    "Sideboard (tournament)", "Sideboard - optional", "Sideboard (Paper & MTGO)",
    "Sideboard: (optional)", "Sideboard (Paper)", "Sideboard (vs Burn)",
    "Sideboard (versus Living End)", "Sideboard: (vs Burn)", "Sideboard - vs Burn",
    "Sideboard (vs. Burn)", "Sideboard (Vs. Living End)"])
def test_a_note_on_the_side_decks_use_after_its_header_is_no_card(header: str) -> None:
    """A note's words after the side deck's header (``(optional)``, ``(Arena)``), or a
    match-up's word and one opponent (``(vs Burn)``) label it: each was read as a
    possible card, an unknown card within a typo of one (``Option``, Turn // Burn's face)
    or the card Arena, and the legal side deck of 15 one card too big."""
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("header", [
    "Sideboard (vs 1 Black Lotus)", "Sideboard (Black Lotus)", "Sideboard - Black Lotus",
    "Sideboard (vs aggro and one Black Lotus)", "Sideboard (vs one Black Lotus)",
    "Sideboard (vs \u2460 Black Lotus)"])
def test_a_card_after_the_side_decks_header_is_still_counted(header: str) -> None:
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}")
    assert result.zones == {"main": 60, "side": 16}
    assert ("banned", 13) in [(rule, line) for rule, _, line in problems(result)]


@pytest.mark.parametrize("header", [
    "Sideboard (vs Burn - Black Lotus)",
    "Sideboard (vs Burn: Black Lotus)", "Sideboard (vs a Black Lotus)",
    "Sideboard (Burn with Black Lotus)",
    "Sideboard (vs some Black Lotuses)", "Deck (Storm with Black Lotus)",
    "Sideboard (vs Burn \u2192 Black Lotus)", "Sideboard (vs Burn = Black Lotus)",
    "Sideboard (vs Burn. Black Lotus)", "Sideboard (vs Burn [Black Lotus])",
    # more marks that bring a card in, and a definite article before one
    "Sideboard (vs Burn > Black Lotus)", "Sideboard (vs Burn \u00bb Black Lotus)",
    "Sideboard (vs Burn \u226b Black Lotus)", "Sideboard (vs Burn ~ Black Lotus)",
    "Sideboard (vs Burn | Black Lotus)", "Sideboard (vs Burn {Black Lotus})",
    "Sideboard (vs the Black Lotus)", "Sideboard (contre la Black Lotus)"])
def test_a_card_among_a_headers_other_words_is_an_unknown_card(header: str) -> None:
    """A card named by its whole name among other words after a zone's header, which
    name no card together (a match-up's opponent and a card brought in with it, an
    article before it), is an unknown card, as such a title is: the label was a note,
    the banned card dropped and the deck legal."""
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}")
    # the label as read: a bracket's words dropped as a mark are still asked
    label = header.partition(" ")[2].strip("()").partition(" [")[0]
    assert result.status == "illegal"
    assert ("unknown-card", 13) in [(rule, line) for rule, _, line in problems(result)]
    assert any(message.startswith(f"unknown card '{label}'")
               for _, message, _ in problems(result))


@pytest.mark.parametrize("header", [
    "Sideboard (vs Show and Tell)", "Sideboard (vs Death & Taxes)",
    "Sideboard (vs. Death and Taxes)", "Sideboard (vs Black Lotus)",
    "Sideboard (vs Show and Tell decks)", "Sideboard (vs the Show and Tell mirror)",
    "Sideboard (vs a Doomsday deck)", "Sideboard (vs an Urza's Saga deck)",
    "Sideboard (vs some Doomsday lists)", "Sideboard (vs Painter's Servant combo and Burn)",
    "Sideboard (vs Blood Moon decks, Storm)", "Sideboard - vs Doomsday and Storm",
    # what an opponent plays, said with a word, describes its deck
    "Sideboard (vs Scam with Grief)", "Sideboard (vs Anoint with Affliction decks)",
    "Sideboard (vs Elves via Natural Order)", "Sideboard (vs Burn with Black Lotus)",
    # a card the deck plays after an article: no card hidden
    "Sideboard (vs a Lightning Bolt)", "Sideboard (vs Burn bring Lightning Bolt)",
    # an opponent's name with words in small letters, or after a definite article
    "Sideboard (vs Lord of Atlantis)", "Sideboard (vs Burn matchup)",
    "Sideboard (vs Show and Tell on the draw)", "Sideboard (vs Izzet Murktide in game 2)",
    "Sideboard (vs Karn, the Great Creator decks)", "Sideboard (vs the Rock)",
    "Sideboard (vs the Doomsday deck)", "Sideboard (vs Burn or Show and Tell)",
    # archetypes named after a card among other words
    "Sideboard (vs Dimir Doomsday on the draw)", "Sideboard (vs Dredge in Bo3)",
    "Sideboard (vs the Dimir Doomsday matchup)", "Sideboard (vs Scapeshift etc)",
    "Sideboard (vs Dimir Doomsday and Oops All Spells)", "Sideboard (vs The One Ring decks)",
    "Sideboard (vs Dimir Doomsday w/ Thassa's Oracle)", "Sideboard (vs Living End game 2)"])
def test_a_match_up_against_a_deck_named_after_a_card_is_a_note(header: str) -> None:
    """A match-up's word then one opponent's deck named after a card by its whole name
    labels the side deck, as ``(vs Living End)`` does: the ``and`` was read as a list's,
    and the legal side deck refused one unknown card too big."""
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"main": 60, "side": 15}, [])


#: Remarks on what the side deck's cards are for, written after its header: each ends
#: with a remark's word (the game data's ``remark_words``), a card's name before it or not.
REMARK_HEADERS = [
    "Sideboard (Wish targets)", "Sideboard (graveyard hate)", "Sideboard (Karn targets)",
    "Sideboard (Blood Moon hate)", "Sideboard (Death's Shadow matchup)",
    "Sideboard (mainly hate cards)", "Sideboard (Blood Moon decks)",
    "Sideboard - Wish targets", "Sideboard [Wish targets]", "Sideboard (Wish Targets)",
    "Sideboard: Wish targets", "Sideboard (Blood Moon Hate)", "Sideboard - Tron hate",
    "Sideboard (Force of Will targets)", "Sideboard \u2013 Lotus Petal package"]


@pytest.mark.parametrize("header", REMARK_HEADERS)
def test_a_remark_after_the_side_decks_header_is_no_card(header: str) -> None:
    """A remark on what the side deck's cards are for is no card line: each was an
    unknown card within a typo of a word of it (``Wish``), or a card among its words,
    and the legal side deck of 15 one card too big."""
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert notes(result) == [(f"'{header}' is read as the header 'Sideboard': the cards "
                              "after it are in the side deck", 13)]


@pytest.mark.parametrize("header", REMARK_HEADERS)
def test_a_remark_after_the_side_decks_header_hides_no_banned_card(header: str) -> None:
    # the same deck with a banned card in its side deck stays illegal, on that card's line
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}1 Black Lotus\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(rule, line) for rule, _, line in problems(result)] == [
        ("zone-size", 13), ("banned", 19)]


def test_a_remark_after_the_decks_header_is_no_card() -> None:
    result = check(f"Deck (Karn targets)\n{LEGACY_60}\nSideboard\n{SIDEBOARD_15}")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("header", "name"), [
    ("Sideboard (Black Lotus twee)", "Black Lotus twee"),
    ("Sideboard (Storm Black Lotus)", "Storm Black Lotus"),
    ("Sideboard (Wish targets: Black Lotus)", "Wish targets: Black Lotus"),
    ("Sideboard (Wish targets, Black Lotus)", "Wish targets, Black Lotus")])
def test_a_card_before_other_words_than_a_remarks_is_still_an_unknown_card(
        header: str, name: str) -> None:
    # no remark's word last, or a card brought in after it: the label may hide a card
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}")
    assert (result.status, problems(result)) == ("illegal", [
        ("unknown-card", f"unknown card '{name}'", 13),
        ("zone-size", "Sideboard: 16 cards; at most 15", 13)])


@pytest.mark.parametrize(("header", "side", "said"), [
    ("Sideboard (1 Black Lotus targets)", 16, [
        ("unknown-card", "unknown card 'Black Lotus targets'", 13)]),
    ("Sideboard (Black Lotus)", 16, [
        ("banned", "Black Lotus is banned in Legacy (listed by 2020-01-01, where the recorded "
                   "lists start)", 13)]),
    ("Sideboard (15 cards)", 15, [])])
def test_a_count_or_a_whole_name_after_the_side_decks_header_is_no_remark(
        header: str, side: int, said: list[tuple[str, str, int]]) -> None:
    """A count makes the words a card line (or the zone's declared count); a card's
    whole name alone is still one copy."""
    result = check(f"{LEGACY_60}\n{header}\n{SIDEBOARD_15}")
    assert result.zones == {"main": 60, "side": side}
    assert problems(result) == said + (
        [("zone-size", "Sideboard: 16 cards; at most 15", 13)] if side == 16 else [])


def test_a_card_named_as_a_purpose_after_the_side_decks_header_is_counted() -> None:
    result = check(f"{LEGACY_60}\nSideboard (For the Emperor!)\n{SIDEBOARD_15}")
    assert result.zones == {"main": 60, "side": 16}


@pytest.mark.parametrize(("header", "side"), [
    ("Sideboard: none", 4),  # says the side deck holds nothing: the cards after it guessed
    ("Sideboard: 1 Black Lotus", 5), ("Sideboard: Black Lotus x1", 5),
    ("Sideboard: one Black Lotus", 5)])
def test_a_side_prefix_with_a_count_or_none_opening_a_block_stays_a_line(
        header: str, side: int) -> None:
    """A count, or ``none``, after the colon keeps the line a card line of the side deck
    (or its empty note), no header: the block's cards after it are the side deck's by
    the blank line's convention alone, said so."""
    result = check(f"{LEGACY_60}\n{header}\n4 Lightning Bolt\n")
    assert result.zones == {"main": 60, "side": side}
    assert not any(message.startswith(f"'{header}' is read as the header")
                   for message, _ in notes(result))


def test_a_zone_count_then_a_card_in_brackets_is_still_that_card() -> None:
    """A count then a card's whole name in brackets after a prefix (``SB: 1 (Black
    Lotus)``) stays that card, in the side deck."""
    result = check(f"{LEGACY_60}\nSB: 1 (Black Lotus)\n")
    assert result.status == "illegal"
    assert problems(result) == [("banned", LOTUS_BANNED, 13)]


# ------------------------------------------ header words of every language read alike


@pytest.mark.parametrize(("prefix", "zone"), [
    ("Main", "main"), ("Hauptdeck", "main"), ("Decklist", "main"), ("Mazo", "main"),
    ("Mazzo principale", "main"), ("Main board", "main"), ("Main-board", "main"),
    ("Sideboard", "side"), ("Réserve", "side"), ("Reserve", "side"), ("Banquillo", "side"),
    ("Side-deck", "side"), ("Side board", "side"),
])
def test_every_header_then_a_colon_and_a_name_is_one_card_line_of_its_zone(
        prefix: str, zone: str) -> None:
    """``Hauptdeck: Force of Will`` on the first line was the list's title (a fifth copy
    unsaid, the deck legal) where ``Main: Force of Will`` is a copy, and ``Réserve: Force
    of Will`` opened the side deck (the whole deck in it) where ``Sideboard:`` puts one
    line there: every header of a zone, in every language, is its line prefix."""
    result = check(f"{prefix}: Force of Will\n\n{LEGACY_60}")
    assert result.status == "illegal"
    where = "" if zone == "main" else " (sideboard 1 + main deck 4)"
    assert problems(result) == [
        ("copy-limit", f"5 copies of Force of Will{where}; at most 4", 1)]
    assert result.zones == ({"main": 61} if zone == "main" else {"main": 60, "side": 1})


def test_a_plural_commander_header_then_a_colon_is_a_line_of_the_command_zone() -> None:
    """``Commanders: Name`` is read as ``Commander: Name`` is."""
    checker = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                   as_of=MTG_DAY))
    for prefix in ("Commander", "Commanders", "Command zone"):
        result = checker.check_bytes(f"{prefix}: Sol Ring\n1 Island\n".encode(), "deck.txt")
        assert result.zones == {"command": 1, "main": 1}, prefix


# --------------------------------- the command zone's headers in other languages, dashes


def commander() -> Checker:
    return Checker(CheckOptions(format_id="mtg/commander", use_config=False, as_of=MTG_DAY))


@pytest.mark.parametrize("header", ["Commandant", "Commandants", "Kommandeur", "Comandante"])
def test_the_command_zones_header_in_other_languages_opens_it(header: str) -> None:
    """``Commandant`` (French), ``Kommandeur`` (German): the command zone's header, as
    ``Commander`` is (each was an unknown card, its commander counted in the deck)."""
    result = commander().check_bytes(
        f"{header}\nSol Ring\n\nDeck\n1 Island\n".encode(), "deck.txt")
    assert result.zones == {"command": 1, "main": 1}
    assert [(v.rule, v.line) for v in result.violations if v.rule in (
        "unknown-card", "commander")] == [("commander", 2)]


@pytest.mark.parametrize("line", [
    "Commander - Sol Ring", "Commander – Sol Ring", "Kommandeur - Sol Ring",
    "Commandant: Sol Ring", "CM - Sol Ring",
])
def test_a_command_zone_prefix_with_a_dash_is_read_as_with_a_colon(line: str) -> None:
    """``Commander - Name`` is ``Commander: Name`` (it was the unknown card 'Commander -
    Sol Ring' in the deck)."""
    result = commander().check_bytes(f"{line}\n1 Island\n".encode(), "deck.txt")
    assert result.zones == {"command": 1, "main": 1}
    assert [(v.rule, v.line) for v in result.violations if v.rule in (
        "unknown-card", "commander")] == [("commander", 1)]


@pytest.mark.parametrize("line", ["Maybeboard - 1 Black Lotus", "Maybe \u2014 1 Black Lotus"])
def test_a_skipped_sections_word_with_a_dash_leaves_the_line_out(line: str) -> None:
    """``Maybeboard - 1 Name`` is ``Maybeboard: 1 Name``: the line is not counted, said
    by a note (it was the unknown card 'Maybeboard - 1 Black Lotus', a legal deck
    illegal)."""
    result = check(f"{LEGACY_60}{line}\n")
    assert result.status == "legal"
    assert problems(result) == []
    word, mark = line.split(" ")[0], line.split(" ")[1]
    assert notes(result) == [(f"'{line}': '{word} {mark}' puts the line in a section that "
                              "is not part of the deck; not counted", 12)]


# ------------------------------- a right-to-left line shows its Latin card line apart


RTL_SHOWN = ("line shows right to left, with '1 Black Lotus' apart from its other words as "
             "a card line, but reads as no card line; not counted: write the card line on a "
             "line of its own")


@pytest.mark.parametrize("line", [
    "# \u05e9\u05dc\u05d5\u05dd 1 Black Lotus",           # a comment in Hebrew
    "// \u05d4\u05e2\u05e8\u05d4: 1 Black Lotus",         # after a colon
    "# \u0645\u0631\u062d\u0628\u0627 1 Black Lotus",      # in Arabic
    "\u05e9\u05dc\u05d5\u05dd 1 Black Lotus",             # a title or note
])
@pytest.mark.parametrize("where", ["first", "last"])
def test_a_right_to_left_line_showing_a_card_line_is_a_parse_error(line: str,
                                                                   where: str) -> None:
    """``# <Hebrew> 1 Black Lotus`` shows as ``1 Black Lotus <Hebrew> #``: a card line
    with a note, as a person reads it, where the tool read a comment (or a title's
    note): the banned card unsaid, the deck legal. It is a ``parse-error``."""
    deck = f"{line}\n\n{LEGACY_60}" if where == "first" else f"{LEGACY_60}{line}\n"
    number = 1 if where == "first" else 12
    result = check(deck)
    assert result.status == "illegal"
    assert problems(result) == [("parse-error", RTL_SHOWN, number)]


def test_a_right_to_left_comment_showing_a_card_line_counted_last_is_a_parse_error() -> None:
    result = check(f"{LEGACY_60}# \u05e9\u05dc\u05d5\u05dd Black Lotus x1\n")
    assert problems(result) == [("parse-error", RTL_SHOWN.replace(
        "'1 Black Lotus'", "'Black Lotus x1'"), 12)]


@pytest.mark.parametrize(("line", "shown"), [
    ("# \u05e9\u05dc\u05d5\u05dd 1 \u0392lack Lotus", "1 Black Lotus"),     # Greek capital beta
    ("# \u05e9\u05dc\u05d5\u05dd 1 \uff22lack Lotus", "1 Black Lotus"),     # full-width B
    ("# \u05e9\u05dc\u05d5\u05dd 1 \U0001d401lack Lotus", "1 Black Lotus"),  # mathematical bold B
    ("# \u05e9\u05dc\u05d5\u05dd \u00b9 Black Lotus", "1 Black Lotus"),     # superscript one
    ("# \u05e9\u05dc\u05d5\u05dd four Black Lotus", "four Black Lotus"),   # a count word
    ("# \u05e9\u05dc\u05d5\u05dd 1 \u00c6ther Vial", "1 \u00c6ther Vial"),  # accented
])
def test_a_right_to_left_line_showing_a_disguised_card_line_is_a_parse_error(
        line: str, shown: str) -> None:
    """The card line a right-to-left line shows apart is told with its look-alike
    letters folded, its count in any digits or a word, its name in any Latin letters:
    ``# <Hebrew> 1 \u0392lack Lotus`` (a Greek capital) shows as ``1 \u0392lack Lotus
    <Hebrew> #`` too, and was a comment, the banned card unsaid, the deck legal."""
    result = check(f"{LEGACY_60}{line}\n")
    assert result.status == "illegal"
    assert problems(result) == [("parse-error", RTL_SHOWN.replace("'1 Black Lotus'",
                                                                  f"'{shown}'"), 12)]


@pytest.mark.parametrize("line", [
    "# \u05e9\u05dc\u05d5\u05dd one of my notes",              # a count word, no name
    "# \u05e9\u05dc\u05d5\u05dd",                          # a comment in Hebrew alone
    "// \u05e9\u05dc\u05d5\u05dd 2024",                    # a number, no card line
    "Player: \u05e9\u05dc\u05d5\u05dd",                   # a left-to-right line
    "4 \u05e9\u05dc\u05d5\u05dd",                          # a card line starting with its count
    "# \u05e0\u05d2\u05d3 The One Ring",                 # a count word inside Latin words
    "# \u05e0\u05d2\u05d3 I have ten Wizards",
])
def test_a_right_to_left_line_without_a_latin_card_line_reads_as_before(line: str) -> None:
    result = check(f"{LEGACY_60}{line}\n")
    assert not any(rule == "parse-error" for rule, _, _ in problems(result))


# ---------------------------------------------- the same in the values of other forms


@pytest.mark.parametrize(("path", "text", "number"), [
    ("deck.yaml", "name: 1 Black Lotus - by me\ndeck:\n  Island: 60\n", 1),
    ("deck.json", '{"name": "1 Black Lotus - by me", "deck": {"Island": 60}}', 1),
    ("deck.dck", "[metadata]\nName=1 Black Lotus - by me\n[Main]\n60 Island\n", 2),
    ("deck.dck", "NAME:1 Black Lotus - by me\n60 [M10:1] Island\n", 1),
    ("deck.cod", '<?xml version="1.0"?><cockatrice_deck version="1"><deckname>1 Black '
                 'Lotus - by me</deckname><zone name="main"><card number="60" '
                 'name="Island"/></zone></cockatrice_deck>', 1),
    ("deck.txt", "About\nName 1 Black Lotus - by me\n\nDeck\n60 Island\n", 2),
])
def test_a_card_line_held_in_another_forms_value_is_counted(path: str, text: str,
                                                           number: int) -> None:
    """The deck's name of a YAML, JSON, Forge, XMage or Cockatrice file, or of an Arena
    ``About`` section, holding a card line is read as the text line ``Name: ...`` is:
    the card counted, with the note (each was a note, the banned card unsaid)."""
    result = legacy().check_bytes(text.encode(), path)
    assert result.status == "illegal"
    assert problems(result) == [("banned", LOTUS_BANNED, number)]
    assert (held("1 Black Lotus - by me", "1 Black Lotus"), number) in notes(result)


# ------------------------------------------- the readers' words are game data


def test_a_word_for_no_card_is_added_by_game_data_only(tmp_path: Path) -> None:
    """A folder's ``game.yaml`` adding a word for no card (Dutch ``geen``) makes
    ``Sideboard: geen`` and ``geen`` under a header say the zone holds nothing, with no
    change of code; without it ``geen`` is a card line."""
    game = tmp_path / "dutch"
    game.mkdir()
    (game / "game.yaml").write_text("no_card_words:\n  nl: [geen]\n", "utf-8")
    table = zone_table([tmp_path])
    text = b"4 Ponder\nSideboard: geen\nCompanion\ngeen\n"
    read = read_text(text, zones=table)
    assert [(line.name, line.zone) for line in read.lines] == [("Ponder", "main")]
    assert [(f.message, f.line) for f in read.findings if f.rule == "reading"] == [
        ("'Sideboard: geen': 'geen' names no card; nothing is counted", 2),
        ("'geen' names no card; nothing is counted", 4)]
    bundled = read_text(text)
    assert ("geen", "side") in [(line.name, line.zone) for line in bundled.lines]


@pytest.mark.parametrize("word", sorted(bundled_zones().match_up_words))
def test_every_match_up_word_of_the_game_data_labels_a_zones_count(word: str) -> None:
    """Each ``match_up_words`` word of the bundled game data, after a zone's count, is the
    label of the header with its count (``Sideboard (15) vs aggro``), read from the data:
    the sideboard's cards after it stay there."""
    result = check(f"{LEGACY_60}\nSideboard - 15 {word} aggro\n{SIDEBOARD_15}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert problems(result) == []


@pytest.mark.parametrize("word", sorted(bundled_zones().no_card_words))
def test_every_no_card_word_of_the_game_data_says_a_zone_is_empty(word: str) -> None:
    result = check(f"{LEGACY_60}Sideboard: {word}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert notes(result) == [
        (f"'Sideboard: {word}': '{word}' names no card; nothing is counted", 12)]


def test_a_note_of_more_counts_than_a_deck_may_hold_is_a_parse_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each count in a note is read for the runs of words after it: a file of thousands
    of counts in its notes took minutes. Past the deck's budget of names the note is a
    ``parse-error`` (never a hang, never a card dropped unsaid); within it, read."""
    import cardtools.checker as checker_module

    monkeypatch.setattr(checker_module, "MAX_HELD_NAMES", 100)
    counts = " ".join(["1"] * 60)
    result = check(f"Name: {counts} 1 Black Lotus\nEvent: Alice (1 Opt)\n\n{LEGACY_60}")
    assert result.status == "illegal"
    assert problems(result) == [(
        "parse-error", f"'{(counts + ' 1 Black Lotus')[:80]}' holds more counts than the "
        "notes of a deck may (100 possible card names in all): not read", 1), (
        "parse-error", "'Alice (1 Opt)' holds more counts than the notes of a deck may (100 "
        "possible card names in all): not read", 2)]
    within = check(f"Name: Burn 1 1 1 1 Black Lotus\n\n{LEGACY_60}")
    assert problems(within) == [("banned", LOTUS_BANNED, 1)]


@pytest.mark.parametrize(("name", "card", "copies"), [
    ("Burn (1 Black Lotus, 1 Black Lotus)", "Black Lotus", 2),
    ("Burn: 1 Mox Jet, 1 Mox Jet, 1 Mox Jet", "Mox Jet", 3),
])
def test_each_card_line_a_note_repeats_is_counted(name: str, card: str, copies: int) -> None:
    """Card lines with the same card and count in one note were counted once (a set of
    card and count): two copies of a restricted card read as one, the deck legal."""
    vintage = Checker(CheckOptions(format_id="mtg/vintage", use_config=False, as_of=MTG_DAY))
    result = vintage.check_bytes(f"Name: {name}\n60 Island\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 60 + copies})
    lines = " and ".join([f"1 {card}"] * copies)
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("duplicate-line", f"{card} is on {copies} lines of the Main deck (lines "
         f"{', '.join(['1'] * copies)}); counted as {copies} copies", 1),
        ("reading", f"'{name}' holds the card line {lines}: counted (a card with a count in "
         "a note, a title or a metadata value is never dropped)", 1),
        ("restricted", f"{copies} copies of {card}; it is restricted to 1 copy ("
         "listed by 2020-01-01, where the recorded lists start)", 1)]


def test_the_same_words_after_one_count_and_before_another_are_one_card_line() -> None:
    """``1 Black Lotus x1``: the words read after the first count and before the second
    stand in the same place, one card line (one copy), as written or trimmed."""
    from cardtools.decklist.text import held_card_lines

    held = [(count, [name for name in names if name.name == "Black Lotus"])
            for names, count in held_card_lines("Burn\n1 Black Lotus x1,")]
    assert held == [(1, [("Black Lotus", (1, 2, 13))]), (1, [("Black Lotus", (1, 2, 13))])]


@pytest.mark.parametrize("name", [
    "Top 8 Death's Shadow - SCG Con", "Top 16 Death's Shadow", "Burn, Top 32 Death's Shadow",
    "4-1 Death's Shadow", "Death's Shadow 3-1-1", "Death's Shadow (5-0)"])
def test_a_ranking_or_a_match_record_in_a_decks_name_counts_no_card(name: str) -> None:
    """A place in a ranking (the game data's ranking_words: Top 8) and a match record
    (4-1) are no counts: the deck's name was read as 8 or 1 more Death's Shadow, beside
    its own 4, a legal deck illegal (12 and 5 copies)."""
    result = check(f"Name: {name}\n4 Death's Shadow\n56 Island\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert problems(result) == []
    assert [message for message, _ in notes(result) if "holds" in message] == []


@pytest.mark.parametrize(("name", "count"), [
    ("Burn 1 Lightning Bolt", 1), ("Burn top 1 Lightning Bolt", 1),
    ("Top 8 Burn, 2 Lightning Bolt", 2)])
def test_a_card_line_beside_no_ranking_in_a_decks_name_is_still_counted(
        name: str, count: int) -> None:
    result = check(f"Name: {name}\n4 Lightning Bolt\n56 Island\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60 + count})
    assert problems(result) == [(
        "copy-limit", f"{4 + count} copies of Lightning Bolt; at most 4", 1)]
    assert notes(result) == [(
        f"'{name}' holds the card line {count} Lightning Bolt: counted (a card with a count "
        "in a note, a title or a metadata value is never dropped)", 1)]


# ------------------------------------------------ a deck file's free text, every line


def cockatrice(comments: str) -> bytes:
    """A Cockatrice deck of 60 Island whose ``<comments>`` (on line 3) are ``comments``."""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            f'<comments>{comments}</comments>\n<zone name="main">\n'
            '<card number="60" name="Island"/>\n</zone>\n</cockatrice_deck>\n').encode()


def octgn(notes: str) -> bytes:
    """An OCTGN deck of 60 Island whose ``<notes>`` (on line 4) are ``notes``."""
    return ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
            '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n<section name="Main" '
            'shared="False"><card qty="60" id="x">Island</card></section>\n'
            f"<notes><![CDATA[{notes}]]></notes>\n</deck>\n").encode()


def moxfield(description: str) -> bytes:
    """A Moxfield deck of 60 Island, written on one line, whose description is
    ``description``."""
    import json

    return json.dumps({"name": "Burn", "description": description, "boards": {
        "mainboard": {"cards": {"a": {"quantity": 60, "card": {"name": "Island"}}}}}}).encode()


#: Each form of free text: how to write a deck with it, the file's name, its first line.
FREE_TEXTS = [(cockatrice, "deck.cod", 3), (octgn, "deck.o8d", 4), (moxfield, "deck.json", 1)]
LONG_NOTE = "Notes: " + "long " * 104 + "1 Black Lotus"


@pytest.mark.parametrize(("write", "name", "first"), FREE_TEXTS)
@pytest.mark.parametrize(("line", "zones", "held"), [
    ("2nd plan: 1 Black Lotus", {"main": 61}, "2nd plan: 1 Black Lotus"),
    ("- Sideboard: 1 Black Lotus", {"main": 60, "side": 1}, None),
    (LONG_NOTE, {"main": 61}, LONG_NOTE[7:]),
    ("Bo3 with 1 Black Lotus", {"main": 61}, "Bo3 with 1 Black Lotus"),
    ("1 Black Lotus", {"main": 61}, None),
])
def test_every_line_of_a_deck_files_free_text_is_read_for_card_lines(
        write: Callable[[str], bytes], name: str, first: int, line: str,
        zones: dict[str, int], held: str | None) -> None:
    """Only a labelled line of a narrow pattern was read in Cockatrice's comments, OCTGN's
    notes and a Moxfield description: a label starting with a digit, a bullet before
    it, a value over 500 characters or no label at all dropped the line unsaid, the
    banned card hidden, the deck legal. Every line is read as a metadata value is."""
    assert len(LONG_NOTE) > 520
    result = legacy().check_bytes(write(f"Bo1\n{line}"), name)
    number = first + 1 if first > 1 else first
    assert (result.status, result.zones) == ("illegal", zones)
    assert problems(result) == [("banned", LOTUS_BANNED, number)]
    # a description's lines are all on its line: the note shows the text it keeps there
    shown = None if held is None else (f"Bo1 / {held}" if first == 1 else held)[:80]
    assert [message for message, _ in notes(result) if "holds the card line" in message] == (
        [] if shown is None else [f"'{shown}' holds the card line 1 Black Lotus: counted (a "
                                 "card with a count in a note, a title or a metadata value "
                                 "is never dropped)"])


@pytest.mark.parametrize(("write", "name", "first"), FREE_TEXTS)
def test_a_free_text_past_the_lines_read_is_a_parse_error(
        write: Callable[[str], bytes], name: str, first: int) -> None:
    """Rows of a Moxfield description after its 1,000th were never read (nor, in the
    comments, any limit said): past the limit a ``parse-error`` says how many lines were
    not read, on the first of them; within it, the card line is counted."""
    where = {"deck.cod": "<comments>", "deck.o8d": "<notes>", "deck.json": "description"}[name]
    filler = "\n".join(["filler"] * 1000)
    result = legacy().check_bytes(write(f"{filler}\nNotes: 1 Black Lotus"), name)
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert problems(result) == [(
        "parse-error", f"{where} holds 1,001 lines; at most 1,000 are read for card lines: "
        "its last 1 were not read", first + 1000 if first > 1 else first)]
    within = legacy().check_bytes(write(f"{filler[7:]}\nNotes: 1 Black Lotus"), name)
    assert problems(within) == [("banned", LOTUS_BANNED, first + 999 if first > 1 else first)]


def test_a_noted_text_of_more_lines_than_are_read_is_a_parse_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The lines a file written on one line notes there (a Moxfield description's) were
    read up to a limit, the rest dropped unsaid: past it, a ``parse-error``."""
    import cardtools.checker as checker_module

    monkeypatch.setattr(checker_module, "MAX_HELD_LINES", 2)
    description = "Bo3 with 1 Opt\nBo1 with 2 Opt\nBo5 with 1 Black Lotus"
    result = legacy().check_bytes(moxfield(description), "deck.json")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert problems(result) == [(
        "parse-error", "'Bo3 with 1 Opt / Bo1 with 2 Opt / Bo5 with 1 Black Lotus' holds more "
        "than 2 lines of notes on one line: not read for card lines", 1)]


@pytest.mark.parametrize(("description", "zones"), [
    ("Notes: 1 Opt\nBo3 with 1 Black Lotus", {"main": 62}),
    ("Bo3 with 1 Black Lotus\nNotes: 1 Opt", {"main": 62}),
    ("Notes: 1 Opt\nBo3 with 1 Black Lotus, better than Opt", {"main": 62}),
    ("Name: 1 Black Lotus - by me", {"main": 61}),
])
def test_a_card_line_among_a_descriptions_rows_is_counted_beside_another_rows_card(
        description: str, zones: dict[str, int]) -> None:
    """A Moxfield description's rows all share its line: a text on a line that gave an
    entry (``Notes: 1 Opt``) was passed over whole when the entry's name was in it, so
    another row's card line was dropped, the deck legal. A card line the line gave is
    still counted once (``1 Black Lotus - by me``: 61 cards, not 62)."""
    result = legacy().check_bytes(moxfield(description), "deck.json")
    assert (result.status, result.zones) == ("illegal", zones)
    assert problems(result) == [("banned", LOTUS_BANNED, 1)]


def test_a_description_row_listing_cards_is_read_once() -> None:
    """A row whose words list cards each named, the later with its count before it, is
    those cards (``_listed_cards``), said there; its words are not counted again as held
    card lines (1 Black Lotus and 4 Opt, not twice)."""
    result = legacy().check_bytes(moxfield("Notes: 1 Black Lotus and 4 Opt"), "deck.json")
    assert (result.status, result.zones) == ("illegal", {"main": 65})
    assert problems(result) == [("banned", LOTUS_BANNED, 1)]


def test_a_value_longer_than_a_line_is_read_for_its_card_lines() -> None:
    """A value's line longer than 500 characters (no card line) was skipped without a
    word: a card line among its words (a Cockatrice deck's name) is counted."""
    name = "long " * 110 + "1 Black Lotus"
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            f'<deckname>{name}</deckname>\n<zone name="main">\n'
            '<card number="60" name="Island"/>\n</zone>\n</cockatrice_deck>\n')
    result = legacy().check_bytes(text.encode(), "deck.cod")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert problems(result) == [("banned", LOTUS_BANNED, 3)]


@pytest.mark.parametrize(("write", "name", "first"), FREE_TEXTS)
def test_free_text_without_a_card_line_stays_a_note(
        write: Callable[[str], bytes], name: str, first: int) -> None:
    """Every line of a free text is read, but prose naming no card with a count adds
    nothing: the deck of 60 Island stays legal, without a note."""
    result = legacy().check_bytes(
        write("Deck tech\n\nGreat vs aggro, 4 copies are key.\n- Sideboard: none\nThanks!"),
        name)
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert notes(result) == ([("read as a Moxfield deck (its boards of cards)", 1)]
                             if name == "deck.json" else [])


def test_a_count_glued_after_a_long_run_of_marks_is_found_by_its_last_characters(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A count glued to a note's word after a mark is read from the word's end alone: a
    word of 60,000 characters of marks and letters (``*F**F*...``, as a fuzzed Cockatrice
    zone held) was tried from every mark on, each try reading the rest of the word, and
    took 24 s of CPU; the count after the marks is still found."""
    from cardtools.decklist import text as reader

    tried: list[str] = []
    real = reader._held_count
    monkeypatch.setattr(reader, "_held_count", lambda word: tried.append(word) or real(word))
    assert reader._held_count_in("Burn" + "*F*" * 20_000 + ":one") == 1
    assert reader._held_count_in("*F*" * 20_000) is None
    assert len(tried) <= 2 * (reader._LONGEST_COUNT_TEXT + 1)


@pytest.mark.parametrize(("name", "deck"), [
    ("deck.o8d", '<?xml version="1.0"?>\n<deck game="x">\n<section name="Main">\n'
                 '<card qty="59" id="a">Island</card>\n'
                 '<card qty="1" id="b">Island</card>1 Black Lotus\n</section>\n</deck>\n'),
    ("deck.o8d", '<?xml version="1.0"?>\n<deck game="x">\n<section name="Main">\n'
                 '<card qty="60" id="a">Island</card>\n'
                 '1 Black Lotus</section>\n</deck>\n'),
    ("deck.dek", '<?xml version="1.0"?>\n<Deck>\n'
                 '<Cards CatID="1" Quantity="58" Sideboard="false" Name="Island"/>\n'
                 '<Cards CatID="2" Quantity="1" Sideboard="false" Name="Mountain"/>\n'
                 '<Cards CatID="1" Quantity="1" Sideboard="false" Name="Island"/>1 Black Lotus\n'
                 '</Deck>\n'),
    ("deck.cod", '<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">\n'
                 '<card number="59" name="Island"/>\n'
                 '<card number="1" name="Island"/> 1 Black Lotus\n</zone>\n</cockatrice_deck>\n'),
    ("deck.cod", '<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<comments>\nBo1\n'
                 '1 Black Lotus</comments>\n<zone name="main">\n'
                 '<card number="60" name="Island"/>\n</zone>\n</cockatrice_deck>\n'),
])
def test_text_after_an_element_of_a_deck_file_is_read_on_its_own_line(name: str,
                                                                       deck: str) -> None:
    """Text after ``</card>`` in OCTGN, between the elements of an MTGO .dek or a Cockatrice
    zone, or below the start tag of a Cockatrice ``<comments>``, was reported on its
    element's start line (the section's, the root's, the comments'): it is on line 5."""
    result = legacy().check_bytes(deck.encode(), name)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert problems(result) == [("banned", LOTUS_BANNED, 5)]


#: A line break written each way XML lets it be (typed, character references, NEL, U+2028).
BREAKS = ["\n", "&#10;", "&#xA;", "&#13;", "&#x85;", "&#x2028;"]


@pytest.mark.parametrize("brk", BREAKS)
@pytest.mark.parametrize(("name", "deck"), [
    ("deck.cod", '<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<comments>Plan B{brk}'
                 '1 Black Lotus</comments>\n<zone name="main">\n'
                 '<card number="60" name="Island"/>\n</zone>\n</cockatrice_deck>\n'),
    ("deck.o8d", '<?xml version="1.0"?>\n<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n'
                 '<notes>Plan B{brk}1 Black Lotus</notes>\n<section name="Main" shared="False">'
                 '<card qty="60" id="a">Island</card></section>\n</deck>\n'),
    ("deck.cod", '<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">'
                 'Plan B{brk}1 Black Lotus\n<card number="60" name="Island"/>\n</zone>\n'
                 '</cockatrice_deck>\n'),
])
def test_a_line_break_however_written_breaks_a_deck_files_free_text(
        brk: str, name: str, deck: str) -> None:
    """``Plan B&#10;1 Black Lotus`` in a Cockatrice ``<comments>``, an OCTGN ``<notes>`` or a
    zone's text glued the card line to ``Plan B`` (legal): a line break written as a
    character reference, NEL or U+2028 breaks the line as a typed one does, the card on
    the file line it stands on (3; the line after, with a typed newline)."""
    result = legacy().check_bytes(deck.replace("{brk}", brk).encode(), name)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert problems(result) == [("banned", LOTUS_BANNED, 4 if brk == "\n" else 3)]


@pytest.mark.parametrize("brk", BREAKS[1:])
def test_a_character_reference_line_break_ends_a_metadata_value(brk: str) -> None:
    """``Player: Ent&#10;1 Black Lotus`` made the player ``Ent1 Black Lotus`` and
    ``Format: Modern&#10;Player: Legit`` an unknown format: each is two lines of one."""
    result = Checker(CheckOptions(use_config=False, as_of=MTG_DAY)).check_bytes(cockatrice(
        f"Format: Modern{brk}Player: Ent{brk}1 Black Lotus"), "deck.cod")
    assert (result.format_id, result.player, result.zones) == ("mtg/modern", "Ent",
                                                               {"main": 61})
    assert [(rule, line) for rule, _, line in problems(result)] == [("card-pool", 3)]


def test_lined_text_keeps_each_row_on_its_file_line() -> None:
    """``XmlElement.lined_text``: rows cut at a character reference share the file line,
    a typed newline moves on, a child element breaks the row."""
    document = parse_xml(b"<a>\n x&#10;y\n z<b/>w&#x2028;v\n\n</a>")
    assert document.root is not None
    assert document.root.lined_text() == LinedText(2, "x\ny\nz\nw\nv", (2, 2, 3, 3, 3))
    empty = parse_xml(b"<a>\n <b/> \n</a>").root
    assert empty is not None and empty.lined_text() == LinedText(1, "", ())
