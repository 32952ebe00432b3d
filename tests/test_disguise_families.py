"""More variants of the tricks of a player who wants an illegal deck judged legal, found by
playing such a player: card lines hidden after a control character in a comment or a
setting of any length, in every line-based reader.

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist.text import plan_counts
from cardtools.model import DeckResult
from tests.test_hostile_tricks import BANNED, DECK_40, checker, errors

CONTROL = "line holds control characters; is this a text file?"
_CARDS = DECK_40.splitlines()[1:]  # the 40 card lines under the "Deck" header
FORGE = "[Main]\n" + "".join(f"{row}\n" for row in _CARDS)
XMAGE = "".join(f"{row.replace(' ', ' [MN1:1] ', 1)}\n" for row in _CARDS)


#: The characters ``str.splitlines`` ends a line at besides CR and LF, which end none in
#: an editor: the line and paragraph separators, the page and record breaks (a vertical
#: tab and a form feed, Word's line and page breaks, the information separators).
SEPARATORS = ["\u2028", "\u2029"]
PAGE_BREAKS = ["\x0b", "\x0c", "\x1c", "\x1d", "\x1e"]


@pytest.mark.parametrize("control", ["\x1b[2K", "\x08" * 8, "\x1f", "\x7f", "\x85",
                                     *SEPARATORS, *PAGE_BREAKS])
@pytest.mark.parametrize("comment", ["# a note ", "// a note ", "# " + "x" * 600])
def test_a_comment_holding_a_control_character_is_a_parse_error(control: str,
                                                                comment: str) -> None:
    """A control character that ends no line (ESC, a backspace, U+2028, U+0085 written
    in UTF-8: Unicode's next line, once read as a Windows-1252 ellipsis) hides what
    follows it on a terminal: a comment longer than a line may be was taken as a comment
    whole, the card after it unread, and the deck legal; a line separator made a line of
    its own of it, every later line numbered one too far."""
    text = DECK_40 + f"{comment}{control}4 Crimson Ritual\n4 Crimson Ritual\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", CONTROL, 12), ("banned", BANNED, 13)]


@pytest.mark.parametrize("comment", ["# a note ", "// a note ", "# " + "x" * 600])
def test_a_windows_1252_ellipsis_in_a_comment_ends_no_line(comment: str) -> None:
    """Byte 0x85 of a Windows-1252 file (not UTF-8) is its ``\u2026``: no line end (it made a
    line of its own of the text after it, every later line numbered one too far), no
    control character, said by the ``encoding`` warning of a file not in UTF-8."""
    text = DECK_40 + f"{comment}\u2026 vs Burn\n4 Crimson Ritual\n"
    result = checker().check_bytes(text.encode("cp1252"), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 13)]
    assert [(v.rule, v.line) for v in result.violations if v.rule == "encoding"] == [
        ("encoding", 12)]
    assert result.zones == {"main": 44}


@pytest.mark.parametrize("control", ["\x85", *SEPARATORS, *PAGE_BREAKS])
def test_a_list_whose_lines_no_line_end_parts_is_one_line(control: str) -> None:
    """A list whose lines only characters an editor shows on one line part (U+0085,
    U+2028, a vertical tab) is one line, as editors, git and CI annotations number it:
    never a legal deck, and every finding on line 1 (they were read as line ends, the
    findings on lines past the file's)."""
    text = DECK_40.replace("\n", control) + "\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status != "legal"
    assert {v.line for v in result.violations} == {1}


@pytest.mark.parametrize(("text", "line"), [
    (FORGE.replace("[Main]\n", "[Main]\n# a note\x0b4 Crimson Ritual\n"), 2),
    (FORGE.replace("[Main]\n", "[Main]\n# a note\u20284 Crimson Ritual\n"), 2),
    ("// a note\u20294 [MN1:1] Crimson Ritual\n" + XMAGE, 1),
    ("NAME:Mine\u20284 [MN1:1] Crimson Ritual\n" + XMAGE, 1),
    (XMAGE + "LAYOUT MAIN:(1,1)\x0c4 [MN1:1] Crimson Ritual\n", 11),
    (FORGE.replace("[Main]\n", "[Main]\n# a note\x1b4 Crimson Ritual\n"), 2),
    (FORGE.replace("[Main]\n", "[Main]\n; a note\x854 Crimson Ritual\n"), 2),
    (XMAGE + "LAYOUT MAIN:(1,1)\x854 [MN1:1] Crimson Ritual\n", 11),
    (FORGE.replace("[Main]\n", "[metadata]\nName=Mine\x084 Crimson Ritual\n[Main]\n"), 2),
    ("// a note\x1b4 [MN1:1] Crimson Ritual\n" + XMAGE, 1),
    (XMAGE + "LAYOUT MAIN:(1,1)\x1b4 [MN1:1] Crimson Ritual\n", 11),
])
def test_a_dck_line_holding_a_control_character_is_a_parse_error(text: str,
                                                                 line: int) -> None:
    """A control character that ends no line in a Forge or XMage comment, setting or
    layout line: a ``parse-error``, where the line was skipped whole."""
    result = checker().check_bytes(text.encode(), "deck.dck")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", CONTROL, line)]
    assert result.zones == {"main": 40}


def _bidi(code: str) -> str:
    return (f"line holds a bidirectional control character (U+{code}), which may show it "
            "as another line (a card line); remove it")


@pytest.mark.parametrize(("line", "code"), [
    ("\u202e# lautiR nosmirC 4", "202E"),       # shows as "4 Crimson Ritual #"
    ("\u202e// lautiR nosmirC 4", "202E"),      # shows as "4 Crimson Ritual //"
    ("\u2067# lautiR nosmirC 4\u2069", "2067"),  # a right-to-left isolate
    ("# \u202b4 Crimson Ritual", "202B"),         # a right-to-left embedding
    ("Player: \u202elautiR nosmirC 4", "202E"),  # a metadata value
    ("Sideboard \u2067(15)\u2069", "2067"),      # a header
    # a right-to-left mark before any letter makes the line a right-to-left paragraph:
    # "# 4 Crimson Ritual" shows as "Crimson Ritual 4 #", a card line by its count
    ("\u200f# 4 Crimson Ritual", "200F"),
    ("\u061c// 4 Crimson Ritual", "061C"),        # the Arabic letter mark
    ("# \u200f4 Crimson Ritual", "200F"),
    ("# \u200f\u200f4 Crimson Ritual \u05e9", "200F"),  # a Latin letter first after it
    ("\u200fSide deck (1)", "200F"),             # a header
])
def test_a_line_that_is_no_card_line_holding_a_bidi_control_is_a_parse_error(
        line: str, code: str) -> None:
    """A right-to-left override reorders how the rest of a line shows: a comment showed as
    the card line ``4 Crimson Ritual #``, was read as a comment, and the deck was legal."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", _bidi(code), 12)]
    assert result.zones == {"main": 40}


def test_a_line_holding_a_bidi_control_under_a_maybeboard_is_a_parse_error() -> None:
    """Under a section outside the deck, ``\u202ekced ediS`` shows as the header ``Side
    deck`` but was a skipped card line, and the cards after it were skipped with the
    section: the deck was legal."""
    text = DECK_40 + "Maybeboard\n1 Seed\n\u202ekced ediS\n1 Crimson Ritual\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", _bidi("202E"), 14)]
    assert result.zones == {"main": 40}


@pytest.mark.parametrize("line", [
    "\u200e# 4 Crimson Ritual", "# a note\u200e", "\u200eSide deck\u200e\n1 Healer's Breath",
    "Player: \u200f\u0645\u062d\u0645\u062f", "# a note \u200f4 copies",
    "Side deck \u061c\n1 Healer's Breath",
    # before a Hebrew or Arabic letter, the mark leaves the line as that letter makes it
    "// \u200f\u05e9\u05dc\u05d5\u05dd", "\u200f\u200f# \u05e9\u05dc\u05d5\u05dd",
    "# \u061c\u0645\u062d\u0645\u062f",
])
def test_a_left_to_right_mark_leaves_a_line_as_it_shows(line: str) -> None:
    """The left-to-right mark makes a line a left-to-right paragraph, as a line of Latin
    letters shows anyway (pages in right-to-left languages put it around the Latin text
    a list is copied from), and a right-to-left mark after a letter (a player's name in
    Arabic) leaves the paragraph as its first letter makes it: a comment holding one
    stays a comment, a header a header, a metadata line a metadata line."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == ({"main": 40, "side": 1} if "Side" in line else {"main": 40})
    assert [v for v in result.violations if v.severity != "info"] == []


def test_a_right_to_left_mark_in_a_comment_leaves_its_card_line_as_without_it() -> None:
    """``# a note \u200f4 Crimson Ritual``: the mark after a Latin letter leaves the line
    as it shows, a comment holding the card line ``4 Crimson Ritual`` after words, which
    is counted as without the mark (``# a note 4 Crimson Ritual``: the banned card is
    never dropped unsaid)."""
    verdicts = [checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
                for line in ("# a note \u200f4 Crimson Ritual", "# a note 4 Crimson Ritual")]
    marked, plain = ([(v.line, v.rule) for v in result.violations] for result in verdicts)
    assert [result.status for result in verdicts] == ["illegal", "illegal"]
    assert marked == plain and "banned" in {rule for _line, rule in marked}


@pytest.mark.parametrize("control", ["\x9d", "\x9d0;x", "\x90", "\x81", "\x8d", "\x8f"])
@pytest.mark.parametrize("comment", ["# a note ", "// a note "])
def test_a_comment_holding_a_c1_control_is_a_parse_error(control: str, comment: str) -> None:
    """A C1 control is the 8-bit form of an escape (U+009D starts an operating system
    command, as ESC ] does): a terminal obeys it as it obeys ESC, which may rewrite what a
    line shows; a comment holding one was read as a comment (ESC made it a parse-error).
    These five are no Windows-1252 character, so no file converted twice holds them."""
    text = DECK_40 + f"{comment}{control}4 Crimson Ritual\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", CONTROL, 12)]


def _twice_converted(code: str, char: str, line: int = 12) -> tuple[str, str, int]:
    return ("encoding", f"line {line} holds U+{code}, a Windows-1252 character read as "
            f"Latin-1 (the file was converted twice); read as '{char}'", line)


@pytest.mark.parametrize(("comment", "code", "char"), [
    ("// Deck \x93Storm\x94 \x96 by Jos\xe9", "0093", "\u201c"),  # quotes, a dash
    ("# Lion\x92s Eye Diamond is not played", "0092", "\u2019"),
    ("# a note \x9b2K", "009B", "\u203a"),  # ESC [ in C1 is the angle quote in cp1252
    ("# a note \x80 \x9f", "0080", "\u20ac"),
])
def test_a_comment_converted_twice_from_windows_1252_is_a_comment(comment: str, code: str,
                                                                  char: str) -> None:
    """A Windows-1252 file read as Latin-1 and saved as UTF-8 holds its quotes and
    dashes as C1 code points (U+0092 for the apostrophe): each comment so written was a
    parse-error, a legal deck illegal. They are read as the Windows-1252 characters they
    are, with an encoding warning; no control character is left to reach a terminal."""
    result = checker().check_bytes((DECK_40 + comment + "\n").encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity != "info"] == [_twice_converted(code, char)]


def test_a_card_line_converted_twice_from_windows_1252_is_its_card() -> None:
    """``1 Healer\u0092s Breath`` is ``1 Healer’s Breath`` (it was a parse-error, the
    card unread), and a banned card so written is found."""
    text = DECK_40 + "Side deck\n1 Healer\x92s Breath\n1 Crimson\x96Ritual\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"main": 40, "side": 2}
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == [
        ("encoding", 13), ("banned", 14)]
    assert [(v.message, v.line) for v in result.violations if v.severity != "info"] == [
        _twice_converted("0092", "\u2019", 13)[1:], (BANNED, 14)]


def test_a_card_line_holding_a_bidi_control_is_still_read() -> None:
    """A card line holding a control is a ``parse-error`` (it may show as another line)
    but is still read (the control dropped from its name as an invisible character):
    what it names is checked as any card is."""
    result = checker().check_bytes((DECK_40 + "1 \u202eCrimson Ritual\u202c\n").encode(),
                                   "deck.txt")
    assert errors(result) == [("parse-error", _bidi("202E"), 12), ("banned", BANNED, 12)]


@pytest.mark.parametrize(("line", "code"), [
    ("1 Healer's Breath \u202e# lautiR nosmirC 4", "202E"),  # "... 4 Crimson Ritual #"
    ("1 Healer's Breath # \u2067lautiR nosmirC 4\u2069", "2067"),
    ("1 Healer's Breath // \u202blautiR nosmirC 4", "202B"),
    ("- 1 Healer's Breath \u202e# lautiR nosmirC 4", "202E"),  # after a list mark
    ("| 1 | Healer's Breath \u202e# lautiR nosmirC 4 |", "202E"),  # a table row
    ("SB: 1 Healer's Breath \u202e# lautiR nosmirC 4", "202E"),  # after a prefix
    ("1 Healer's \u202eBreath", "202E"),  # inside a name
])
def test_a_card_line_with_a_bidi_control_anywhere_is_a_parse_error(line: str,
                                                                   code: str) -> None:
    """A control after a card line's name reorders its trailing comment: ``1 Island
    \u202e# gniR enO ehT 1`` shows as ``1 Island 1 The One Ring #`` and was read as 1
    Island, the deck legal with no word; only a line starting with one was an error."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert [error for error in errors(result) if error[0] == "parse-error"] == [
        ("parse-error", _bidi(code), 12)]


def _moxfield(name: str) -> str:
    """A Moxfield deck of the 40 cards and one more card, ``name`` as JSON writes it."""
    cards = [row.split(" ", 1)[::-1] for row in _CARDS] + [[name, "1"]]
    rows = ", ".join(f'"{card}": {{"quantity": {count}, "card": {{"name": "{card}"}}}}'
                     for card, count in cards)
    return f'{{"mainboard": {{{rows}}}}}'


_ROWS = "".join(f"{row.split(' ', 1)[0]},{row.split(' ', 1)[1]}\n" for row in _CARDS)


@pytest.mark.parametrize(("name", "text", "line"), [
    ("deck.csv", "Count,Name,Note\n" + _ROWS.replace("\n", ",\n")
     + "1,Healer's Breath,\u202elautiR nosmirC 4\n", 2 + len(_CARDS)),  # a note cell
    ("deck.dck", FORGE + "1 Healer's Breath \u202e# lautiR nosmirC 4\n", 2 + len(_CARDS)),
    ("deck.json", _moxfield("Healer\\u202e's Breath"), 1),  # a JSON escape
    ("deck.json", _moxfield("Healer\u202e's Breath"), 1),
])
def test_a_bidi_control_in_any_dialect_is_a_parse_error(name: str, text: str,
                                                        line: int) -> None:
    """Whatever the dialect (a CSV cell, a Forge line, a JSON string), a line or card name
    holding a bidirectional control is a ``parse-error``, said once."""
    result = checker().check_bytes(text.encode(), name)
    assert result.status == "illegal"
    assert [error for error in errors(result) if error[0] == "parse-error"] == [
        ("parse-error", _bidi("202E"), line)]


@pytest.mark.parametrize(("text", "line"), [
    (FORGE.replace("[Main]\n", "[Main]\n\u202e# lautiR nosmirC 4\n"), 2),
    ("\u202e// lautiR nosmirC 4 [MN1:1]\n" + XMAGE, 1),
    (FORGE.replace("[Main]\n", "[Main]\n\u200f# 4 Crimson Ritual\n"), 2),
    ("\u061c// 4 [MN1:1] Crimson Ritual\n" + XMAGE, 1),
])
def test_a_dck_comment_holding_a_bidi_control_is_a_parse_error(text: str, line: int) -> None:
    result = checker().check_bytes(text.encode(), "deck.dck")
    assert result.status == "illegal"
    code = next(f"{ord(char):04X}" for char in text if char in "\u202e\u200f\u061c")
    assert errors(result) == [("parse-error", _bidi(code), line)]
    assert result.zones == {"main": 40}


@pytest.mark.parametrize(("line", "header", "copies"), [
    ("Deck=4 Crimson Ritual", "Deck", 4),
    ("Deck - 4 Crimson Ritual", "Deck", 4),
    ("Deck \u2014 Crimson Ritual x2", "Deck", 2),
    ("Deck (4) Crimson Ritual", "Deck", 4),
    ("Deck (40) - 1 Crimson Ritual", "Deck", 1),
    ("Side deck (1 Crimson Ritual)", "Side deck", 1),
    ("Side deck / 1x Crimson Ritual", "Side deck", 1),
    ("// Side deck - 1 Crimson Ritual", "Side deck", 1),
])
def test_a_card_line_after_a_loose_header_is_read(line: str, header: str,
                                                  copies: int) -> None:
    """A line read as a zone's header then a mark (``Deck (2 of 2)``) dropped what
    followed the mark, a card line a person reads there: the banned card went unread and
    the deck was legal. The header still starts its zone, where the card is."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    held = "remove it" if copies == 1 else f"remove {copies} copies"
    assert [(v.rule, v.message, v.hint, v.line) for v in result.violations
            if v.severity == "error"] == [("banned", BANNED, held, 12)]
    side = header == "Side deck"
    assert result.zones == ({"main": 40, "side": copies} if side else {"main": 40 + copies})
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"'{line.removeprefix('// ')}' is read as the header '{header}': the cards after "
         f"it are in the {'side deck' if side else 'deck'}", 12)]


@pytest.mark.parametrize(("line", "header", "zones"), [
    ("Side deck(s) (1 Crimson Ritual)", "Side deck", {"main": 40, "side": 1}),
    ("Deck(s) (1 Crimson Ritual)", "Deck", {"main": 41}),
    ("Side deck (vs aggro) 1 Crimson Ritual", "Side deck", {"main": 40, "side": 1}),
    ("Side deck (vs aggro) (1 Crimson Ritual)", "Side deck", {"main": 40, "side": 1}),
    ("Side deck - vs aggro - 1 Crimson Ritual", "Side deck", {"main": 40, "side": 1}),
    ("Deck (cont.) 1 Crimson Ritual", "Deck", {"main": 41}),
    ("Deck - x) 1 Crimson Ritual", "Deck", {"main": 41}),
    ("Side deck (1) (1 Crimson Ritual)", "Side deck", {"main": 40, "side": 1}),
])
def test_a_card_line_after_a_loose_headers_label_is_read(
        line: str, header: str, zones: dict[str, int]) -> None:
    """A label, a title or a plural written as an option between a loose header's words
    and a card line (``Sideboard (vs aggro) 1 Black Lotus``, ``Sideboard(s) (1 Black
    Lotus)``) had the card line dropped with it, no word said: the deck was legal."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    assert result.zones == zones
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"'{line}' is read as the header '{header}': the cards after it are in the "
         f"{'side deck' if 'side' in zones else 'deck'}", 12)]


@pytest.mark.parametrize(("line", "notes"), [
    ("Deck - Top 8 list", [("'list' names no card: read as a note, not a card", 12)]),
    ("Deck - Part 2", []),
    ("Deck, part 2 of 3", []),
])
def test_a_number_in_a_loose_headers_title_is_no_card(
        line: str, notes: list[tuple[str, int]]) -> None:
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"][1:] == notes


@pytest.mark.parametrize(("line", "note"), [
    ("Deck (2 of 2)", "'Deck (2 of 2)' is read as the header 'Deck': the cards after it are "
                      "in the deck"),
    ("Side deck (2 de 2)", "'Side deck (2 de 2)' is read as the header 'Side deck': the cards "
                           "after it are in the side deck"),
    ("Deck - Fire aggro", "'Deck - Fire aggro' is read as the header 'Deck': the cards after "
                          "it are in the deck"),
    ("Deck: 2 of 2", None),
])
def test_a_loose_header_naming_no_card_after_it_says_nothing_more(line: str,
                                                                  note: str | None) -> None:
    """A part number, or words without a count (a deck's title, even a card's name: an
    archetype may be named after a card), after a header's words are no card line, and
    no note says they name no card (``Deck: 2 of 2``, a metadata value, said "'of 2'
    names no card")."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40}
    assert [(v.rule, v.message, v.line) for v in result.violations] == (
        [("reading", note, 12)] if note else [])


def test_a_card_named_after_a_count_in_brackets_and_a_mark_is_a_title() -> None:
    """``Deck (40) - Fire Ball`` heading the list: the deck's title, named after a card,
    and its count, which declares the cards under it."""
    text = DECK_40.replace("Deck\n", "Deck (40) - Fire Ball\n", 1)
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", "'Deck (40) - Fire Ball' is read as the header 'Deck': the cards after it "
         "are in the deck", 1)]


def test_a_card_named_after_the_decks_header_below_its_card_lines_is_a_copy() -> None:
    """``Deck (40) - Fire Ball`` after the deck's card lines repeats the header with one
    more copy, no title (it was dropped: a fifth Fire Ball unsaid, the deck legal)."""
    result = checker().check_bytes((DECK_40 + "Deck (40) - Fire Ball\n").encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 41})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 2)]
    assert [v.message for v in result.violations if v.rule == "copy-limit"] == [
        "5 copies of Fire Ball; at most 4"]


@pytest.mark.parametrize(("header", "warnings"), [
    ("Deck (41) - Fire aggro", [("'Deck (41) - Fire aggro' (line 1) declares 41 cards, but "
                                 "40 cards were read under it", 1)]),
    ("Deck (41 cards) = Fire aggro", [("'Deck (41 cards) = Fire aggro' (line 1) declares "
                                       "41 cards, but 40 cards were read under it", 1)]),
    ("Deck (40) - Fire aggro", []),
    ("Deck (2 of 2) - Fire aggro", []),
])
def test_a_count_in_brackets_before_a_title_is_the_zones_declared_count(
        header: str, warnings: list[tuple[str, int]]) -> None:
    """``Main Deck (60) - Burn`` declares its zone's cards as ``Main Deck (60)`` does: a
    line lost under it went unsaid (the count was read as no count at all)."""
    text = DECK_40.replace("Deck\n", f"{header}\n", 1)
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert [(v.message, v.line) for v in result.violations
            if v.rule == "declared-count"] == warnings


_COD_CARDS = "".join(f'<card number="4" name="{row.split(" ", 1)[1]}"/>' for row in _CARDS)


@pytest.mark.parametrize(("value", "zones"), [
    ("Player: 4 Crimson Ritual", {"main": 44}),
    ("Event: 1x Crimson Ritual", {"main": 41}),
    ("date: SB: 1 Crimson Ritual", {"main": 40, "side": 1}),
])
def test_a_card_line_as_a_value_of_cockatrice_comments_is_that_card(
        value: str, zones: dict[str, int]) -> None:
    """The ``Key: value`` lines of Cockatrice's comments are metadata, as in a text
    decklist, where a value that is a card line is that card line: here it was a player's
    or an event's name, the banned card unread and the deck legal."""
    text = ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n'
            f"<comments>Sideboarding notes\n{value}</comments>\n"
            f'<zone name="main">{_COD_CARDS}</zone>\n</cockatrice_deck>\n')
    result = checker().check_bytes(text.encode(), "deck.cod")
    assert result.status == "illegal"
    assert result.zones == zones
    assert errors(result) == [("banned", BANNED, 4)]


_PLANS = ["vs Burn: -2 Fire Ball +2 Crimson Ritual", "Cut 2 Fire Ball for 2 Crimson Ritual",
          "Maybe add 1 Crimson Ritual", "IN: 2 Crimson Ritual, 2 Tornado", "OUT: 4 Fire Ball",
          "vs Control: 2 Crimson Ritual", "Bring in 2 Crimson Ritual", "Raus: 4 Fire Ball",
          "+2 Crimson Ritual -2 Tornado"]


def _in_each_form(note: str) -> dict[str, tuple[str, str]]:
    """A note ``note`` in the notes of each form that has them: a text comment, a text
    ``Notes:`` line, Cockatrice's ``<comments>``, Forge's ``Comment=``, XMage's
    ``NAME:`` (after the deck's name, in brackets), as ``(file, name)`` by form."""
    return {
        "comment": (f"{DECK_40}# {note}\n", "deck.txt"),
        "notes": (f"Notes: {note}\n{DECK_40}", "deck.txt"),
        "cockatrice": ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n'
                       f"<comments>Sideboard guide:\n{note}</comments>\n"
                       f'<zone name="main">{_COD_CARDS}</zone>\n</cockatrice_deck>\n',
                       "deck.cod"),
        "forge": (f"[metadata]\nName=Fire\nComment={note}\n{FORGE}", "deck.dck"),
        "xmage": (f"NAME:Fire ({note})\n{XMAGE}", "deck.dck"),
    }


@pytest.mark.parametrize("plan", _PLANS)
def test_a_sideboard_plan_in_a_decks_notes_counts_no_card_in_any_form(plan: str) -> None:
    """A sideboard plan in a deck's notes (signed counts, or counts after a plan's words:
    ``IN:``, ``vs Burn:``, ``Cut``, ``Maybe add``) counts no card, as the same plan in a
    text comment does (the same verdict in every form): its counts were the deck's
    cards, a legal deck's cards over the copy limit or a card it sides in banned. A
    reading note names the plan's cards, so that no line goes unsaid."""
    for form, (text, name) in _in_each_form(plan).items():
        result = checker().check_bytes(text.encode(), name)
        assert (form, result.status, result.zones) == (form, "legal", {"main": 40})
        said = [v.message for v in result.violations if "sideboard plan" in v.message]
        assert len(said) == 1, form  # a commented plan too (it was unsaid)
        assert all(" not counted (a signed count, or a count after a plan's words: in, "
                   "out, vs, cut, add)" in message for message in said)


def test_a_plans_note_names_its_cards_and_their_counts() -> None:
    text, name = _in_each_form("vs Burn: -2 Fire Ball +2 Crimson Ritual")["cockatrice"]
    result = checker().check_bytes(text.encode(), name)
    assert [(v.rule, v.message, v.line) for v in result.violations] == [(
        "reading", "'vs Burn: -2 Fire Ball +2 Crimson Ritual' reads as a sideboard plan: 2 "
        "Fire Ball and 2 Crimson Ritual not counted (a signed count, or a count after a "
        "plan's words: in, out, vs, cut, add)", 4)]


@pytest.mark.parametrize("note", ["4 Crimson Ritual", "Deck: 1 Crimson Ritual and 1 Fire Ball",
                                  "4 Crimson Ritual vs Burn", "Bo3, bring 4 Crimson Ritual"])
def test_a_card_list_in_a_decks_notes_is_still_counted(note: str) -> None:
    """A note that lists cards without a plan's sign or words is read as card lines
    still, in every form with notes (a banned card hidden there, the deck legal)."""
    for form, (text, name) in _in_each_form(note).items():
        if form != "comment":
            result = checker().check_bytes(text.encode(), name)
            assert (form, result.status) == (form, "illegal")
            assert "sideboard plan" not in str(result.violations)


def test_a_name_as_a_value_of_cockatrice_comments_stays_a_name() -> None:
    text = ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n'
            "<comments>Player: Jane Doe\nEvent: Round 4</comments>\n"
            f'<zone name="main">{_COD_CARDS}</zone>\n</cockatrice_deck>\n')
    result = checker().check_bytes(text.encode(), "deck.cod")
    assert result.status == "legal"
    assert (result.player, result.event) == ("Jane Doe", "Round 4")
    assert [(v.rule, v.message) for v in result.violations] == []


@pytest.mark.parametrize("prefix", ["Main", "Main deck", "Maindeck", "Mainboard"])
def test_a_main_deck_prefix_puts_one_line_in_the_deck(prefix: str) -> None:
    """As ``SB: 1 Name`` puts one line in the side deck, ``Main: 4 Name`` puts one in the
    deck (it was an unknown card, a legal deck written so illegal), after a side deck's
    header too; ``Main: 40`` stays the header of the deck with its count."""
    text = DECK_40.replace("4 Fire Ball\n", "") + f"Side deck\n{prefix}: 4 Fire Ball\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40}
    assert [(v.rule, v.message) for v in result.violations] == []
    counted = checker().check_bytes(f"{prefix}: 40\n{DECK_40}".encode(), "deck.txt")
    assert (counted.status, counted.zones) == ("legal", {"main": 40})


_MODERN_MAIN = "56 Mountain\n4 Lightning Bolt\n"
_MODERN_SIDE = ["4 Skullcrack", "4 Roast", "4 Searing Blood", "4 Anger of the Gods",
                "1 Exquisite Firecraft"]


def _modern(text: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                as_of=dt.date(2026, 8, 22))).check_bytes(text.encode(), "d.txt")


def _found(result: DeckResult) -> list[tuple[str, str, str, int | None]]:
    return [(v.rule, v.severity, v.message, v.line) for v in result.violations]


def _after_deck(cards: int, line: int, fmt: str = "main deck of Modern (at least 60)",
                side: str = "sideboard") -> tuple[str, str, str, int]:
    return ("reading", "info", "blocks of cards parted by blank lines and no header: the "
            f"first (60 cards) is a whole {fmt}, so the blocks after it ({cards} cards) are "
            f"read as the {side}, as MTGO and Arena read what follows a deck's blank line; "
            "write a Deck header before them to count them in the deck", line)


@pytest.mark.parametrize(("text", "line"), [
    # a sideboard of 17 parted once more: read as a grouped deck of 66 and a sideboard of 11
    (_MODERN_MAIN + "\n" + "\n".join(_MODERN_SIDE[:2]) + "\n\n"
     + "\n".join(_MODERN_SIDE[2:]) + "\n", 4),
    # two blank lines before a sideboard of 17: read as one deck of 77
    (_MODERN_MAIN + "\n\n" + "\n".join(_MODERN_SIDE) + "\n", 5),
    # three blocks, the last over 15 cards: read as one deck of 77
    (_MODERN_MAIN + "\n" + _MODERN_SIDE[4] + "\n\n" + "\n".join(_MODERN_SIDE[:4]) + "\n", 4),
])
def test_blocks_after_a_whole_deck_are_its_sideboard(text: str, line: int) -> None:
    """A list without headers whose first block alone is a whole deck: the blocks after it
    are the sideboard, as MTGO and Arena read what follows a deck's blank line. A
    sideboard of too many cards parted by one more blank line was read into the deck (a
    deck grouped by blank lines) and judged legal."""
    result = _modern(text)
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": 17}
    assert _found(result) == [_after_deck(17, line),
                              ("zone-size", "error", "Sideboard: 17 cards; at most 15", line)]


def _after_blocks(blocks: int, cards: int, line: int,
                  headed: bool) -> tuple[str, str, str, int]:
    return ("reading", "info", "blocks of cards parted by blank lines "
            + ("under the one deck header" if headed else "and no header") + ": the "
            f"first {blocks} (60 cards) are a whole main deck of Modern (at least 60), so the "
            f"blocks after them ({cards} cards) are read as the sideboard, as MTGO and Arena "
            "read what follows a deck's blank line; "
            + ("remove the blank lines to count them in the deck, or write a Sideboard header "
               "before them" if headed else
               "write a Deck header before them to count them in the deck"), line)


@pytest.mark.parametrize(("text", "blocks", "line"), [
    # a deck grouped by blank lines (4 / 56), then a sideboard of 17: a deck of 77
    ("4 Lightning Bolt\n\n" + _MODERN_MAIN.replace("4 Lightning Bolt\n", "") + "\n"
     + "\n".join(_MODERN_SIDE) + "\n", 2, 5),
    # 4 / 26 / 30 / 17, one sideboard's block parted by two blank lines: a deck of 77
    ("4 Lightning Bolt\n\n26 Mountain\n\n30 Plains\n\n\n" + "\n".join(_MODERN_SIDE)
     + "\n", 3, 8),
    # 4 / 56 / 8 / 9: read as a deck of 68 and a sideboard of 9, the last block alone
    ("4 Lightning Bolt\n\n" + _MODERN_MAIN.replace("4 Lightning Bolt\n", "") + "\n"
     + "\n".join(_MODERN_SIDE[:2]) + "\n\n" + "\n".join(_MODERN_SIDE[2:]) + "\n", 2, 5),
    # under the one deck header, the sideboard parted once more: 4 / 56 / 6 / 11
    ("Deck\n4 Lightning Bolt\n\n56 Mountain\n\n" + "\n".join(_MODERN_SIDE[:2]) + "\n\n"
     + "\n".join(_MODERN_SIDE[2:]) + "\n", 2, 6),
])
def test_blocks_after_the_blocks_of_a_whole_deck_are_its_sideboard(text: str, blocks: int,
                                                                   line: int) -> None:
    """A list without headers whose first blocks together hold a whole deck, the reader
    having read no block as the sideboard: the blocks after them are the sideboard. A
    sideboard of 17 after a deck grouped by blank lines was read into the deck, legal."""
    result = _modern(text)
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 17})
    assert [found for found in _found(result) if found[0] != "reading"
            or found[2].startswith("blocks of cards parted")] == [
        _after_blocks(blocks, 17, line, text.startswith("Deck")),
        ("zone-size", "error", "Sideboard: 17 cards; at most 15", line)]


def test_blocks_after_the_blocks_of_a_whole_mage_noir_deck_are_its_side_deck() -> None:
    """Any game whose deck has a least size: a Mage Noir deck grouped 20 / 20, then a
    side deck of 11 (a deck of 51, legal)."""
    text = ("".join(f"{row}\n" for row in _CARDS[:5]) + "\n"
            + "".join(f"{row}\n" for row in _CARDS[5:]) + "\n4 Rock\n3 Earthquake\n"
            "4 Dead Tree\n")
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 40, "side": 11})
    assert [v.rule for v in result.violations] == ["reading", "zone-size"]
    assert result.violations[0].message.startswith(
        "blocks of cards parted by blank lines and no header: the first 2 (40 cards) are a "
        "whole deck of Mage Noir tournament (at least 40), so the blocks after them (11 "
        "cards) are read as the side deck")


@pytest.mark.parametrize(("deck", "line"), [
    ("Creatures (4)\n4 Lightning Bolt\n\nLands (56)\n56 Mountain\n\n", 7),
    ("Creatures\n4 Lightning Bolt\n\nLands\n56 Mountain\n\n\n", 8),
    ("## Spells (4)\n4 Lightning Bolt\n\n## Lands (56)\n56 Mountain\n\n", 7),
    ("Deck\nSpells\n4 Lightning Bolt\nLands\n56 Mountain\n\n", 7),
])
def test_a_block_after_a_grouped_whole_deck_is_its_sideboard(deck: str, line: int) -> None:
    """A deck written under grouping headers (or headings), then a blank line and a
    block under no grouping of its own: when the grouped cards are a whole deck, the
    block is the sideboard, as after a whole deck's blank line. A sideboard of 17 so
    written was read into the last group, a deck of 77, legal."""
    result = _modern(deck + "\n".join(_MODERN_SIDE) + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 17})
    assert [found for found in _found(result) if found[0] not in ("reading", "declared-count")
            or found[2].startswith("blocks of cards parted")] == [
        ("reading", "info", "blocks of cards parted by blank lines under grouping headers: "
         "the grouped cards (60 cards) are a whole main deck of Modern (at least 60), so the "
         "blocks after them (17 cards, under no grouping of their own) are read as the "
         "sideboard, as MTGO and Arena read what follows a deck's blank line; write a "
         "grouping header over them to count them in the deck, or a Sideboard header", line),
        ("zone-size", "error", "Sideboard: 17 cards; at most 15", line)]


def test_a_grouped_deck_whose_last_block_it_needs_stays_one_deck() -> None:
    """The block after the groups stays in the deck when the groups are no whole deck
    without it (a last group's cards parted by a blank line)."""
    result = _modern("Spells\n4 Lightning Bolt\n\nLands\n36 Mountain\n\n20 Plains\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize("header", ["Deck (60)", "Main: 60", "// 60 Maindeck",
                                    "Main Deck (60)"])
def test_card_lines_past_the_main_decks_declared_count_are_its_sideboard(header: str) -> None:
    """A main deck's header declaring 60 cards over 77 card lines and no blank line:
    the lines past its count are a sideboard written without its header, read so when
    the counted lines are a whole deck. They were counted in the deck (a
    ``declared-count`` warning only: a deck of 77, legal). The count then covers the 60
    cards that stay in the deck: no ``declared-count`` warning."""
    result = _modern(header + "\n" + _MODERN_MAIN + "\n".join(_MODERN_SIDE) + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 17})
    assert _found(result) == [
        ("reading", "info", f"'{header}' declares 60 cards, and the card lines up to them "
         "are a whole main deck of Modern (at least 60), so the card lines after them (17 "
         "cards), which it does not count, are read as the sideboard, written without its "
         "header; write a Sideboard header before them, or correct the count it declares",
         4),
        ("zone-size", "error", "Sideboard: 17 cards; at most 15", 4)]


def test_fifteen_card_lines_past_the_declared_count_are_a_legal_sideboard() -> None:
    """Fifteen cards past ``Deck (60)`` are a sideboard of the right size: legal."""
    side = [*_MODERN_SIDE[:3], "3 Anger of the Gods"]
    result = _modern("Deck (60)\n" + _MODERN_MAIN + "\n".join(side) + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize("text", [
    "Deck (59)\n" + _MODERN_MAIN + "\n".join(_MODERN_SIDE) + "\n",   # no line ends at 59
    "Deck (60)\n" + _MODERN_MAIN + "\n".join(_MODERN_SIDE) + "\nSideboard\n1 Duress\n",
])
def test_lines_past_a_declared_count_not_ending_a_line_or_beside_a_sideboard_stay(
        text: str) -> None:
    """No line ends at the declared count, or the list names its sideboard: the lines
    stay in the deck, and the warning says what they may be."""
    result = _modern(text)
    assert result.status == "legal"
    assert [found[2] for found in _found(result) if found[0] == "declared-count"] == [
        f"'{text.splitlines()[0]}' (line 1) declares {text[6:8]} cards, but 77 cards were "
        "read under it; the card lines past its count may be the side deck, written "
        "without its header"]


@pytest.mark.parametrize(("line", "empty"), [
    ("Sideboard: none", "the sideboard"), ("SB: -", "the sideboard"),
    ("Sideboard: n/a", "the sideboard"), ("Side deck: nothing", "the sideboard"),
    ("Companion: none", "the companion"), ("Companion: (none)", "the companion"),
    ("Maybeboard: none", "section 'Maybeboard'"), ("Maybe: -", "section 'Maybe'"),
    ("Considering: n/a", "section 'Considering'"), ("Tokens: none", "section 'Tokens'"),
    ("Commander: none", "the command zone")])
def test_cards_right_after_any_zone_or_section_saying_it_holds_nothing_are_the_sideboard(
        line: str, empty: str) -> None:
    """One rule for every zone's or section's line saying it holds nothing (``Sideboard:
    none``, ``Companion: none``, ``Maybeboard: none``): the card lines right after it are
    no part of the deck before it, and after a whole deck a person reads them as the
    sideboard, said by a note, its 17 cards an error. They were counted in the deck (a
    deck of 77, legal)."""
    result = _modern(_MODERN_MAIN + line + "\n" + "\n".join(_MODERN_SIDE) + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 17})
    assert [found for found in _found(result) if not found[2].startswith(f"'{line}': ")] == [
        ("reading", "info", f"'{line}' says {empty} holds nothing, but cards follow "
         "it: the cards before it (60 cards) are a whole main deck of Modern (at least 60), "
         "so the cards after it (17 cards) are read as the sideboard, where a person reads "
         "them; write a Deck header before them to count them in the deck", 4),
        ("zone-size", "error", "Sideboard: 17 cards; at most 15", 4)]


@pytest.mark.parametrize(("header", "written"), [
    ("Maybeboard\nnone", "Maybeboard / none"), ("Maybeboard (0)", "Maybeboard (0)"),
    ("Tokens:\nNone.", "Tokens / None.")])
def test_cards_after_a_section_header_saying_it_holds_nothing_are_not_its_own(
        header: str, written: str) -> None:
    """A section outside the deck whose header says it holds nothing (a count of 0, a
    word for no card right under it) ends there: the card lines after it are read where
    they stand, the sideboard after a whole deck. They were kept out with the section,
    a sideboard of 17 hidden: legal."""
    result = _modern(_MODERN_MAIN + header + "\n" + "\n".join(_MODERN_SIDE) + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 17})
    first = 4 + header.count("\n")
    section = header.split("\n")[0].rstrip(":").removesuffix(" (0)")
    assert [found for found in _found(result) if found[0] == "ignored-section"] == []
    assert [found for found in _found(result) if found[0] == "reading"
            and "holds nothing" in found[2]] == [
        ("reading", "info", f"'{written}' says section '{section}' holds nothing: the card "
         "lines after it are not that section's, but read where they stand", first - 1),
        ("reading", "info", f"'{written}' says section '{section}' holds nothing, but cards "
         "follow it: the cards before it (60 cards) are a whole main deck of Modern (at "
         "least 60), so the cards after it (17 cards) are read as the sideboard, where a "
         "person reads them; write a Deck header before them to count them in the deck",
         first)]


def test_a_section_header_saying_it_holds_nothing_after_its_cards_ends_nothing() -> None:
    """A word for no card after a section's own cards says nothing of the section: its
    cards stay out of the deck."""
    result = _modern(_MODERN_MAIN + "Maybeboard\n1 Opt\nnone\n2 Opt\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize("text", [
    "Sideboard: none\n56 Mountain\n4 Lightning Bolt\n",     # at the top, over the deck
    "56 Mountain\nSideboard: none\n4 Lightning Bolt\n",     # the deck not whole before it
    _MODERN_MAIN + "Sideboard: none\n",
])
def test_a_line_saying_the_sideboard_holds_nothing_over_the_deck_stays_so(text: str) -> None:
    result = _modern(text)
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize("after", [
    "Maybeboard\nInstants (1)\n1 Opt\n",          # a grouping of the Maybeboard's cards
    "## Maybeboard\n### Instants\n1 Opt\n",
    "About\nName Burn\n",                          # Arena's About, below the lists
    "Creatures\n", "Lands (20)\n", "Deck\n",       # a header heading nothing, at the end
    "Companion\n",
])
def test_a_section_outside_the_deck_below_the_lists_keeps_the_blank_line_convention(
        after: str) -> None:
    """A deck, a blank line and a sideboard of 17, then a Maybeboard whose cards are
    grouped, Arena's About section, or a header left at the end, above no card: none is
    a header of the deck's cards, and the block after the deck's blank line is still the
    sideboard. It was read into a deck of 77, legal."""
    result = _modern(_MODERN_MAIN + "\n" + "\n".join(_MODERN_SIDE) + f"\n\n{after}")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 17})
    assert [found for found in _found(result) if found[1] == "error"] == [
        ("zone-size", "error", "Sideboard: 17 cards; at most 15", 4)]


_SMASH = "1 Smash to Smithereens"


@pytest.mark.parametrize(("block", "line"), [
    ([*_MODERN_SIDE[:4], f"SB: {_SMASH}"], 4),
    ([*_MODERN_SIDE[:4], f"SB:{_SMASH.replace('1 ', '1x ')}"], 4),
    ([f"SB: {_SMASH}", *_MODERN_SIDE[:4]], 4),
    ([*_MODERN_SIDE[:4], f"SB {_SMASH}"], 8),
    ([*_MODERN_SIDE[:4], "Sideboard", _SMASH], 8),
    ([*_MODERN_SIDE[:2], "Sideboard (3)", *_MODERN_SIDE[2:4], _SMASH], 6),
])
def test_what_names_the_sideboard_after_a_whole_deck_leaves_its_block_the_sideboard(
        block: list[str], line: int) -> None:
    """Lines that name their own zone (``SB: 1 Name``) or a side deck's header below the
    blocks do not say the block after a blank line is the deck: 60 / blank / 16 with one
    of them ``SB: 1 Name`` (or ``SB 1 Name``, a header over its card) was read as a deck
    of 75 and a sideboard of 1, legal."""
    result = _modern(_MODERN_MAIN + "\n" + "\n".join(block) + "\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": 17}
    assert _after_deck(17, 4) in _found(result)
    assert [found for found in _found(result) if found[1] != "info"
            and found[0] != "declared-count"] == [
        ("zone-size", "error", "Sideboard: 17 cards; at most 15", line)]


def test_a_block_after_a_whole_deck_beside_a_whole_named_sideboard_stays_in_the_deck(
        ) -> None:
    """Fifteen ``SB:`` lines are a whole sideboard: the block after the deck's blank line
    is the deck's (60 / blank / 4 / 15 SB: lines was read as a sideboard of 19)."""
    side = "".join(f"SB: {line}\n" for line in _MODERN_SIDE[:3]) + "SB: 3 Anger of the Gods\n"
    result = _modern(_MODERN_MAIN + "\n4 Lightning Helix\n" + side)
    assert (result.status, result.zones) == ("legal", {"main": 64, "side": 15})
    assert [v.rule for v in result.violations] == []


def test_a_grouped_deck_with_lines_naming_the_sideboard_stays_one_deck() -> None:
    """The blocks after the first stay in the deck when the first is no whole deck."""
    result = _modern("36 Mountain\n\n4 Lightning Bolt\n20 Mountain\nSB: 4 Skullcrack\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert [v.rule for v in result.violations] == ["duplicate-line"]


def test_a_whole_deck_and_a_sideboard_parted_by_two_blank_lines_are_legal() -> None:
    """They were read as one deck of 73 cards, legal too, but not as written."""
    result = _modern(_MODERN_MAIN + "\n\n" + "\n".join([*_MODERN_SIDE[:3], _MODERN_SIDE[4]])
                     + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 13})
    assert _found(result) == [_after_deck(13, 5)]


@pytest.mark.parametrize("text", [
    "20 Mountain\n\n4 Lightning Bolt\n\n36 Mountain\n",  # a deck grouped by blank lines
    "24 Mountain\n\n12 Mountain\n\n24 Mountain\n",
])
def test_a_deck_grouped_by_blank_lines_stays_one_deck(text: str) -> None:
    result = _modern(text)
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule != "duplicate-line"] == [
        ("reading", "3 blocks of cards parted by blank lines and no header: all read as the "
         "deck, the blank lines as spacing; write a Sideboard header before a block that is "
         "the sideboard", 3)]


def test_a_mage_noir_side_deck_parted_by_a_blank_line_is_still_the_side_deck() -> None:
    text = "".join(f"{row}\n" for row in _CARDS) + "\n4 Rock\n3 Earthquake\n\n4 Dead Tree\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"main": 40, "side": 11}
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", "blocks of cards parted by blank lines and no header: the first (40 "
         "cards) is a whole deck of Mage Noir tournament (at least 40), so the blocks after "
         "it (11 cards) are read as the side deck, as MTGO and Arena read what follows a "
         "deck's blank line; write a Deck header before them to count them in the deck", 12),
        ("zone-size", "Side deck: 11 cards; at most 10", 12)]


_YAML_ROWS = "".join(f"  {row.split(' ', 1)[1]}: 4\n" for row in _CARDS)


@pytest.mark.parametrize(("text", "name", "line"), [
    ("name: |\n  Burn\n  4 Crimson Ritual\ndeck:\n" + _YAML_ROWS, "deck.yaml", 1),
    ('{"player": "Alice\\r4 Crimson Ritual", "deck": {'
     + ", ".join(f'"{row.split(" ", 1)[1]}": 4' for row in _CARDS) + "}}", "deck.json", 1),
    ('{"event": "Spring Open\\u000b4 Crimson Ritual", "deck": {'
     + ", ".join(f'"{row.split(" ", 1)[1]}": 4' for row in _CARDS) + "}}", "deck.json", 1),
    ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n'
     "<deckname>Burn\n4 Crimson Ritual</deckname>\n"
     f'<zone name="main">{_COD_CARDS}</zone>\n</cockatrice_deck>\n', "deck.cod", 3),
])
def test_a_card_line_on_a_line_of_its_own_in_a_name_is_that_card(text: str, name: str,
                                                                 line: int) -> None:
    """A deck's name, player or event of several lines (a YAML block, a JSON ``\\r`` or
    vertical tab, a Cockatrice deck name over two lines) was no card at all, where a card
    line on a line of its own shows; each of its lines is read as such a value is."""
    result = checker().check_bytes(text.encode(), name)
    assert result.status == "illegal"
    assert result.zones == {"main": 44}
    assert errors(result) == [("banned", BANNED, line)]


@pytest.mark.parametrize("value", [
    "name: >\n  Burn\n  4 Crimson Ritual\n",         # a folded block
    "name: Burn\n  4 Crimson Ritual\n",               # a plain scalar's next line
    "player: 'Alice\n  4 Crimson Ritual'\n",         # quoted over two lines
    'event: "Spring Open\n  4 Crimson Ritual"\n',
])
def test_a_card_line_in_a_yaml_value_folded_into_one_line_is_that_card(value: str) -> None:
    """YAML folds a plain, quoted or ``>`` value written over several lines into one
    (``Burn 4 Crimson Ritual``): the card line written on a line of its own was no card,
    the deck legal. Such a value is read line by line as written."""
    result = checker().check_bytes((value + "deck:\n" + _YAML_ROWS).encode(), "deck.yaml")
    assert result.status == "illegal"
    assert result.zones == {"main": 44}
    assert errors(result) == [("banned", BANNED, 1)]


@pytest.mark.parametrize("value", ["name: Fire\n  aggro\n", "name: >\n  Fire\n  aggro\n"])
def test_a_yaml_name_over_several_lines_that_names_no_card_stays_a_name(value: str) -> None:
    result = checker().check_bytes((value + "deck:\n" + _YAML_ROWS).encode(), "deck.yaml")
    assert (result.status, result.zones, result.deck_name) == ("legal", {"main": 40},
                                                              "Fire aggro")
    assert [v.rule for v in result.violations if v.severity == "error"] == []


def test_a_loose_header_ends_an_arena_about_section() -> None:
    """Inside Arena's ``About`` notes, ``Deck \u2013 1 Name`` was a note naming no card (found
    by the verdict oracle's ``after-header`` relation after ``about``): it ends the notes
    as a header does, and its card line is read."""
    text = ("About\nName Burn\nDeck \u2013 1 Crimson Ritual\n"
            + "".join(f"{row}\n" for row in _CARDS))
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"main": 41}
    assert errors(result) == [("banned", BANNED, 3)]
    assert result.deck_name == "Burn"


@pytest.mark.parametrize("line", [
    "Deck - 1 Qzxv Notacard", "Deck=1 Qzxv Notacard", "Deck 1 Qzxv Notacard",
    "Deck (1) Qzxv Notacard", "Side deck (1 Qzxv Notacard)",
    "Side deck (vs aggro) 1 Qzxv Notacard", "Deck (40) - 1 Qzxv Notacard",
])
def test_a_card_line_with_a_count_after_a_loose_header_is_a_card_even_unknown(
        line: str) -> None:
    """A count first, right after the header or after a mark or bracket, makes a card line
    whatever it names, as anywhere in the list: an unknown card there was read as a note,
    and a deck one card over its size written so was legal (the verdict oracle's
    after-header relation found it)."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("unknown-card", "unknown card 'Qzxv Notacard'", 12)]


def test_a_count_word_line_in_an_arena_about_section_within_a_typo_is_an_unknown_card(
        ) -> None:
    """``one Fireballl`` in an About section: a possible card line whose name after its
    count word is within a typo of a card is that misspelt card (it was a note, the
    unknown card unsaid)."""
    result = checker().check_bytes(
        (DECK_40 + "About\nName Oracle deck\none Fireballl\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("unknown-card", "unknown card 'one Fireballl'", 14)]


@pytest.mark.parametrize(("line", "message"), [
    ("Deck - x1 Qzxv Notacard", "unknown card 'Qzxv Notacard'"),
    ("Deck - 1. Qzxv Notacard", "unknown card 'Qzxv Notacard'"),
    ("Deck - \u2460 Qzxv Notacard", "unknown card '\u2460 Qzxv Notacard'"),
    ("Deck - Qzxv Notacard x1", "unknown card 'Qzxv Notacard'"),
    ("Deck [x1] Qzxv Notacard", "unknown card 'Qzxv Notacard'"),
    ("Side deck (vs aggro) Qzxv Notacard x1", "unknown card 'Qzxv Notacard'"),
])
def test_a_card_line_after_a_loose_header_with_a_count_written_otherwise_is_a_card(
        line: str, message: str) -> None:
    """A count written as ``x1``, ``1.``, ``①``, ``[x1]`` right after a header's mark, or
    ``x1`` after the name, makes a card line as ``1`` does, read as the same line alone
    is: each was dropped or a note, and the deck one card over its size was legal."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", message, 12)]
    assert result.zones == ({"main": 40, "side": 1} if line.startswith("Side")
                            else {"main": 41})


def test_a_label_in_brackets_after_a_loose_header_is_no_part_of_the_card() -> None:
    """``Side deck (vs aggro) Fire Ball x1``: the card after the label, not an unknown
    card '(vs aggro) Fire Ball'."""
    result = checker().check_bytes((DECK_40 + "Side deck (vs aggro) Fire Ball x1\n").encode(),
                                   "deck.txt")
    assert result.zones == {"main": 40, "side": 1}
    assert errors(result) == [
        ("copy-limit", "5 copies of Fire Ball (deck 4 + side deck 1); at most 4", 2)]


@pytest.mark.parametrize("line", [
    "Deck - one Fire Ball", "Deck - \u2460 Fire Ball", "Deck (one Fire Ball)",
    "Side deck - one Fire Ball",
])
def test_a_card_after_a_loose_header_counted_by_a_word_or_sign_of_one_is_counted(
        line: str) -> None:
    """``one`` or ``①`` before a card's name after a header's mark is one copy, as on a
    line alone: a fifth Fire Ball written so was dropped without a note, the deck legal."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("copy-limit", "5 copies of Fire Ball"
                               + (" (deck 4 + side deck 1)" if "Side" in line else "")
                               + "; at most 4", 2)]
    written = line.split("(" if "(" in line else "- ", 1)[1].rstrip(")")
    assert f"no card is named '{written}': read as 1 Fire Ball" in [
        v.message for v in result.violations if v.line == 12]


@pytest.mark.parametrize(("line", "note"), [
    ("Deck - 12 Lands", "'Lands' names no card: read as a note, not a card"),
    ("Side deck - 2 Spells", "'Spells' names no card: read as a note, not a card"),
    ("Deck - one of the best", "'one of the best' names no card: read as a note, not a card"),
    ("Deck - 40 for the win", "'for the win' names no card: read as a note, not a card"),
])
def test_a_grouping_or_a_title_after_a_loose_header_stays_a_note(line: str,
                                                                  note: str) -> None:
    """A count then a grouping word (``12 Lands`` groups cards on a line alone), a
    number word then a title, and a count then a purpose (``for``, which a card's name
    may start with: For the Emperor!) name no card: notes, the deck legal (but for the
    number word, each was an unknown card of that many copies, the side deck over its
    size)."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40}
    assert [v.message for v in result.violations if v.line == 12][1:] == [note]


@pytest.mark.parametrize("line", [
    "Side deck (10) vs aggro", "Side deck - 10 contre aggro", "Side deck: 10 (vs aggro)",
    "Side deck: 10 vs. aggro", "Side deck [10] (contre aggro)", "Side deck 10 versus aggro",
    "Side deck: 10 \u2014 vs aggro", "Side deck: (10) vs aggro", "Side deck - (10) - vs aggro",
])
def test_a_zones_count_then_a_match_up_declares_the_zone(line: str) -> None:
    """A zone's count then the label of a match-up is the zone's header with its count,
    the label its own (as ``Side deck (vs aggro)``): ``Side deck: 10 (vs aggro)`` was an
    unknown card of 10 copies in the side deck, the count after the other marks
    declared nothing."""
    result = checker().check_bytes((DECK_40 + line + "\n1 Healer's Breath\n").encode(),
                                   "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40, "side": 1}
    assert [(v.rule, v.message) for v in result.violations if v.line == 12] == [
        ("reading", f"'{line}' is read as the header 'Side deck': the cards after it are in "
         "the side deck"),
        ("declared-count", f"'{line}' (line 12) declares 10 cards, but 1 card was read "
         "under it")]


@pytest.mark.parametrize("value", ["Deck: one Fire Ball", "Deck: \u2460 Fire Ball",
                                   "Name: one Fire Ball"])
def test_a_metadata_value_counting_one_copy_by_a_word_or_sign_is_that_card(value: str) -> None:
    """``Deck: one Fire Ball`` was dropped without a note (a count word of one was no
    count for a metadata value), a fifth copy unsaid and the deck legal; a value
    starting with such a word that names no card stays the value, without a word."""
    result = checker().check_bytes(f"{value}\n{DECK_40}".encode(), "deck.txt")
    assert result.zones == {"main": 41}
    assert errors(result) == [("copy-limit", "5 copies of Fire Ball; at most 4", 1)]
    written = value.split(": ", 1)[1]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"no card is named '{written}': read as 1 Fire Ball", 1)]
    quiet = checker().check_bytes(f"Event: Un tournoi\n{DECK_40}".encode(), "deck.txt")
    assert (quiet.status, quiet.violations) == ("legal", [])


def test_a_card_line_counted_in_a_word_ends_an_arena_about_section() -> None:
    """``one Qzxv Notacard`` in an About section is a card line with its count in a word,
    as ``1 Qzxv Notacard`` is: it ends the section and is an unknown card counted in the
    deck (it was a note: a deck one card over its size was legal); prose (``One of my
    favourite decks``) that does not follow such a line stays a note."""
    result = checker().check_bytes(
        (DECK_40 + "About\nName Oracle deck\nOne of my favourite decks\none Qzxv Notacard\n"
         ).encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("unknown-card", "unknown card 'one Qzxv Notacard'", 15)]
    assert result.zones == {"main": 41}


_ZERO_READ = ("no card is named '{written}': the count it gives is read, not the 0 "
              "before it: read as 1 Crimson Ritual")


@pytest.mark.parametrize(("line", "written"), [
    ("one Crimson Ritual x0", "one Crimson Ritual"),
    ("\u2460 Crimson Ritual (0)", "\u2460 Crimson Ritual"),
    ("0 one Crimson Ritual", "one Crimson Ritual"),
    ("Crimson Ritual (one) x0", "Crimson Ritual (one)"),
    ("Memo: 1 Crimson Ritual x0", "Memo: 1 Crimson Ritual"),
    ("X 1x Crimson Ritual (0)", "X 1x Crimson Ritual"),
    ("0 \u2610 1 Crimson Ritual", "\u2610 1 Crimson Ritual"),
    ("Memo: one Crimson Ritual (0)", "Memo: one Crimson Ritual"),
    ('"1 Crimson Ritual x0', '"1 Crimson Ritual'),
])
def test_a_zero_beside_a_line_that_counts_one_copy_does_not_cut_it(line: str,
                                                                   written: str) -> None:
    """A 0 before or after a card line that gives a count of its own is no cut (``IV
    Crimson Ritual x0`` was four copies), but a count of one in a word or a sign, or a
    count after a mark or a label, was no count: the line was 0 copies, not counted, and
    the banned card's deck legal."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    assert result.zones == {"main": 41}
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (_ZERO_READ.format(written=written), 12)]


@pytest.mark.parametrize(("line", "written"), [
    ("1 Crimson Ritual x0", "Crimson Ritual x0"), ("1x Crimson Ritual (0)", "Crimson Ritual (0)"),
    ("\u00b7 1 Crimson Ritual (0)", "Crimson Ritual (0)"),
])
def test_a_zero_after_a_counted_card_line_does_not_cut_it(line: str, written: str) -> None:
    """``1 Crimson Ritual x0`` was the unknown card 'Crimson Ritual x0': a 0 after a line
    with a count of its own cuts none of its copies, as one before it does."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert errors(result) == [("banned", BANNED, 12)]
    assert result.zones == {"main": 41}
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"no card is named '{written}': read as 1 Crimson Ritual", 12)]


@pytest.mark.parametrize("line", ["Crimson Ritual x0", "0 Crimson Ritual", "Qzxv (0)",
                                  "Memo: Qzxv (0)"])
def test_a_zero_beside_a_name_alone_still_cuts_the_line(line: str) -> None:
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40}
    name = line.removeprefix("0 ").removesuffix(" x0").removesuffix(" (0)")
    assert [(v.message, v.line) for v in result.violations] == [
        (f"0 copies of '{name}': not counted", 12)]


@pytest.mark.parametrize(("value", "unknown"), [
    ("Deck: 1 Seed x 1", "Seed x 1"),
    ("Deck: 2 Seed x 2", "Seed x 2"),
    ("Name: 1 Seed - 1 copy", "Seed - 1 copy"),
    ("Deck: 1 Fire Ball, 1 copy", "Fire Ball, 1 copy"),
    ("Event: 1 Seed [MN1] x 1", "Seed [MN1] x 1"),
    ("Deck: 1 crimson_ritual x1", "crimson_ritual x1"),
])
def test_a_metadata_value_with_a_second_count_after_a_card_is_an_unknown_card(
        value: str, unknown: str) -> None:
    """A value that gives a count, then a card's whole name, then a second count (``Deck:
    1 Seed x 1``) is the unknown card the same text is on a line alone (``1 Seed x 1``):
    it was a note, far from every name by a typo's measure, and a fifth Seed or a banned
    card went unsaid, the deck legal. A value of other words stays a note."""
    result = checker().check_bytes((DECK_40 + value + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{unknown}'", 12)]
    copies = int(value.split(": ", 1)[1].split()[0])
    assert result.zones == {"main": 40 + copies}


def test_a_metadata_value_with_a_card_as_a_set_code_and_a_count_is_an_unknown_card() -> None:
    """``Seed | x1`` reads as a set code before a name, ``x1``: the card before the mark
    makes the value a card line, an unknown card, not a note."""
    result = checker().check_bytes((DECK_40 + "Deck: 1 Seed | x1\n").encode(), "deck.txt")
    assert errors(result) == [("unknown-card", "unknown card 'x1'", 12)]
    assert result.zones == {"main": 41}


@pytest.mark.parametrize("value", ["Name: 4 Horsemen x 2",
                                   "Event: 2 Fire Ball Cup 3", "Name: 2 Seed's Revenge"])
def test_a_metadata_value_of_other_words_with_two_numbers_stays_a_note(value: str) -> None:
    result = checker().check_bytes((DECK_40 + value + "\n").encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40}
    written = value.split(": ", 1)[1].split(" ", 1)[1]
    assert [(v.message, v.line) for v in result.violations] == [
        (f"'{written}' names no card: read as a note, not a card", 12)]


@pytest.mark.parametrize(("value", "unknown"), [
    ("Deck: one Crimson Ritual!", "one Crimson Ritual!"),
    ("Name: one Crimson Ritual,", "one Crimson Ritual,"),
    ("Deck: I Crimson Ritual //", "I Crimson Ritual"),
    ("Deck: 1Crimson Ritual", "1Crimson Ritual"),
    ("Event: \u2460Crimson Ritual", "\u2460Crimson Ritual"),
    ("Deck: one Crimson Ritual (not played)", "one Crimson Ritual (not played)"),
    ("Name: one Crimson Ritual \u2014 cut", "one Crimson Ritual \u2014 cut"),
])
def test_a_metadata_value_within_a_typo_of_a_card_after_a_count_of_one_is_unknown(
        value: str, unknown: str) -> None:
    """A value counting one copy in a word, a sign or a numeral (``Deck: one Crimson
    Ritual!``), or with a count run into the name (``Deck: 1Crimson Ritual``), that names
    no card but is within a typo of one was dropped without a word (a count of one went
    quiet, a count run into a word was no count at all), where ``Deck: 1 Crimson
    Ritual!`` is an unknown card: the banned card unsaid, the deck legal."""
    result = checker().check_bytes((DECK_40 + value + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{unknown}'", 12)]
    assert result.zones == {"main": 41}


@pytest.mark.parametrize("value", ["Event: Un tournoi", "Player: Player 1", "Event: 2ndChance",
                                   "Name: 4Horsemen"])
def test_a_metadata_value_far_from_every_card_stays_the_value_without_a_word(
        value: str) -> None:
    result = checker().check_bytes((DECK_40 + value + "\n").encode(), "deck.txt")
    assert (result.status, result.zones, result.violations) == ("legal", {"main": 40}, [])


@pytest.mark.parametrize(("value", "unknown"), [
    ("Deck: Crimson Ritual *4*", "Crimson Ritual *4*"),
    ("Name: Crimson Ritual <4>", "Crimson Ritual <4>"),
    ("Event: Crimson Ritual ^IV^", "Crimson Ritual ^IV^"),
    ("Deck - Crimson Ritual *1*", "Crimson Ritual *1*"),
])
def test_a_value_naming_a_card_beside_a_count_the_readers_keep_is_an_unknown_card(
        value: str, unknown: str) -> None:
    """``Crimson Ritual *4*`` on a line alone is an unknown card (a number between stars
    may be a count, which the readers keep in the name); as a metadata value, or after a
    header's mark, it was the deck's name, and the banned card unsaid."""
    result = checker().check_bytes((DECK_40 + value + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{unknown}'", 12)]
    assert result.zones == {"main": 41}


@pytest.mark.parametrize(("value", "notes"), [
    # Burn is a header word (Burn (8) heads a list's burn spells): as a value, said
    ("Name: Burn (8)", [("'Burn' names no card: read as a note, not a card", 12)]),
    # a year in brackets is no count: the value as written, a deck's name
    ("Name: Burn (2024)", []),
    ("Event: Spring Open <2>", [])])
def test_a_value_of_other_words_beside_a_number_in_marks_stays_the_value(
        value: str, notes: list[tuple[str, int]]) -> None:
    result = checker().check_bytes((DECK_40 + value + "\n").encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert [(v.rule, v.severity) for v in result.violations] == [("reading", "info")] * len(
        notes)
    assert [(v.message, v.line) for v in result.violations] == notes


@pytest.mark.parametrize(("text", "note"), [
    ("Fire Ball - 5-0 League\n\n" + DECK_40, ("'Fire Ball - 5-0 League' names no card: "
                                             "read as a note, not a card", 1)),
    # a value without a count, the deck's name, as any value is
    (DECK_40 + "Name: Fire Ball - 1st place\n", None),
])
def test_a_title_naming_a_card_then_a_number_that_is_no_count_stays_a_note(
        text: str, note: tuple[str, int] | None) -> None:
    """An archetype named after a card, then a score or a place (``5-0``, ``1st``), is a
    title: only a number alone after a mark (``Fire Ball - 1 copy``) is a count."""
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert [(v.message, v.line) for v in result.violations] == ([note] if note else [])


def test_a_value_counting_a_card_before_a_place_counts_the_card() -> None:
    """A count before the card's name (``Name: 2 Fire Ball - 1st place``) is a card line
    the value holds, whatever follows its mark: counted, with a note (it was a note, two
    more copies unsaid)."""
    result = checker().check_bytes((DECK_40 + "Name: 2 Fire Ball - 1st place\n").encode(),
                                   "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 42})
    assert errors(result) == [
        ("copy-limit", "6 copies of Fire Ball; at most 4 (written 'Fire Ball -' on line 12)", 2)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'2 Fire Ball - 1st place' holds the card line 2 Fire Ball: counted (a card with a "
         "count in a note, a title or a metadata value is never dropped)", 12)]


@pytest.mark.parametrize("header", [
    "Side deck (9) - 3 Healer's Breath", "Side deck (9): 3 Healer's Breath",
    "Side deck (9) 3 Healer's Breath", "Side deck [9] | 3 Healer's Breath",
    "Side deck (9 cards) \u2013 3 Healer's Breath", "Side deck - 9 - 3 Healer's Breath",
    "Side deck 9 - 3 Healer's Breath", "Side deck: 9 - 3 Healer's Breath",
    "Side deck \u2014 9 \u2014 3 Healer's Breath", "Side deck = 9 = 3 Healer's Breath",
])
def test_a_zone_header_holding_a_card_line_declares_its_count(header: str) -> None:
    """A zone's count then a card line on the header's line: the count covers that card
    and the lines after it (a wrong count is a warning), and the card line is read with
    its own count. The count declared nothing (a header line holding a card was taken for
    a card), and after a mark or none (``- 9 - 3 Name``) it was the card's: an unknown
    card '3 Healer's Breath' of 9 copies, the side deck over its size."""
    text = f"{DECK_40}{header}\n1 The Water Healer\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40, "side": 4}
    assert [(v.rule, v.message) for v in result.violations if v.line == 12] == [
        ("reading", f"'{header}' is read as the header 'Side deck': the cards after it are "
         "in the side deck"),
        ("declared-count", f"'{header}' (line 12) declares 9 cards, but 4 cards were read "
         "under it")]
    right = checker().check_bytes(text.replace("9", "4", 1).encode(), "deck.txt")
    assert [v.rule for v in right.violations if v.line == 12] == ["reading"]


def test_a_zone_header_holding_a_card_line_ends_the_group_before_it() -> None:
    """A grouping's count before a zone header that holds a card line covered the side
    deck's cards too (the header line, holding a card, bounded nothing): a false
    ``declared-count`` warning on ``Sorts (40)``."""
    text = (DECK_40.replace("Deck\n", "Deck\nSorts (40)\n")
            + "Side deck - 3 Healer's Breath\n1 The Water Healer\n")
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40, "side": 4}
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize("line", [
    "1 Zeus's Thunder (BS 45)", "1 Zeus' Thunder [BS 45]", "1x Zeus\u2019 Thunder (BS 45a)",
    "1 Zeus's Thunder (MN1 45) *F*"])
def test_a_set_code_and_number_in_one_bracket_after_a_counted_name(line: str) -> None:
    """A set code and its collector number in one pair of brackets, a space between them,
    after a name with a count (``(BS 45)``) is the printing: it was an unknown card."""
    result = checker().check_bytes((DECK_40 + f"Side deck\n{line}\n").encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40, "side": 1}
    assert [v for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize("line", ["Zeus's Thunder (BS 4)", "1 Zeus's Thunder (BS x4)",
                                  "1 Zeus's Thunder (BS four)"])
def test_a_number_in_a_set_codes_bracket_that_may_be_a_count_stays_in_the_name(
        line: str) -> None:
    """On a line without a count the number may be the count, and a count with an ``x``
    or in a word is one: the bracket stays in the name, an unknown card, never fewer
    copies than it may mean."""
    result = checker().check_bytes((DECK_40 + f"Side deck\n{line}\n").encode(), "deck.txt")
    name = line.removeprefix("1 ")
    assert errors(result) == [("unknown-card", f"unknown card '{name}'", 13)]


@pytest.mark.parametrize("line", [
    "Deck - 12-1 Crimson Ritual", "Deck 12 # 1 Crimson Ritual", "Deck - 12,1 Crimson Ritual",
    "Deck - 12::x1 Crimson Ritual", "Deck - 12 . 1 Crimson Ritual",
    "Deck - 12 - Crimson Ritual x1", "Deck 12 # Crimson Ritual x1",
    "Deck: 12 - 1 Crimson Ritual", "Deck: 12 | 1 Crimson Ritual",
])
def test_a_card_line_after_a_zones_count_and_any_mark_is_read(line: str) -> None:
    """A zone's count then a mark without spaces about it (``12-1 Name``), a ``#``, or a
    card line with its count after the name: the card line was dropped with the header's
    words (after ``Deck:``, with the deck's name), the deck legal."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    assert [(v.rule, v.message) for v in result.violations if v.severity == "warning"] == [
        ("declared-count", f"'{line}' (line 12) declares 12 cards, but 1 card was read "
         "under it")]


@pytest.mark.parametrize("line", ["Deck(s) Crimson Ritual x1", "Deck(s)-Crimson Ritual x1"])
def test_a_card_line_after_a_header_with_an_optional_plural_is_read(line: str) -> None:
    """What follows a header's optional plural was joined to its words (``Deck Crimson
    Ritual x``): the card line was dropped, the deck legal."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]


@pytest.mark.parametrize(("line", "said"), [
    ("Side deck - 12-(1) Crimson Ritual", ("banned", BANNED, 12)),
    ("Side deck - 12|Crimson Ritual (MN1) 1", ("banned", BANNED, 12)),
    ("Side deck - 12 \u00b7 [1] Crimson Ritual", ("banned", BANNED, 12)),
    ("Side deck - 12::Crimson Ritual #1", ("banned", BANNED, 12)),
    ("Side deck - 12-one Crimson Ritual",
     ("unknown-card", "unknown card '12-one Crimson Ritual'", 12)),
    ("Side deck: 12 \u00b7 I Crimson Ritual",
     ("unknown-card", "unknown card 'I Crimson Ritual'", 12)),
    ("Deck 12 # one Crimson Ritual",
     ("parse-error", "'12 # one Crimson Ritual' reads as a card line but names no card", 12)),
])
def test_a_card_line_after_a_zones_count_with_its_own_count_is_never_dropped(
        line: str, said: tuple[str, str, int]) -> None:
    """A zone's count, a mark, then a card line with its count in brackets, after a set
    code, in a comment, in a word or a numeral: each was dropped with the header's words
    (the deck legal); it is read, or an error where the reader cannot tell the card."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    expected = [said, ("zone-size", "Side deck: 12 cards; at most 10", 12)] if (
        line.startswith("Side deck:")) else [said]
    assert errors(result) == expected


@pytest.mark.parametrize(("line", "zone"), [
    ("R\u00e9serve: 1 Crimson Ritual", "side"), ("r\u00e9serve : 1 Crimson Ritual", "side"),
    ("Banquillo: 1 Crimson Ritual", "side"), ("Side Board: 1 Crimson Ritual", "side"),
    ("Hauptdeck: 1 Crimson Ritual", "main"), ("Mazo principal: 1 Crimson Ritual", "main"),
    ("Main Board: 1 Crimson Ritual", "main"), ("Deck principal: 1 Crimson Ritual", "main"),
])
def test_a_zone_header_that_is_no_line_prefix_then_a_colon_and_a_card_line(
        line: str, zone: str) -> None:
    """A zone's header in another language or spelling, then a colon and a card line
    (``Réserve: 1 Name``), puts that line in the zone as ``Sideboard: 1 Name`` and
    ``Main: 1 Name`` do: every header is a line prefix (the whole line was the unknown
    card 'Réserve: 1 Crimson Ritual' in the deck; then the header opening the zone, the
    cards after it there, where after ``Sideboard:`` they stayed in the deck)."""
    text = DECK_40 + line + "\n1 Healer's Breath\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert errors(result) == [("banned", BANNED, 12)]
    assert [v.message for v in result.violations if v.rule == "reading"] == []
    assert result.zones == ({"main": 41, "side": 1} if zone == "side" else {"main": 42})


def test_a_heading_after_the_deck_key_and_a_colon_stays_a_heading() -> None:
    """``# Deck: tuned for the meta`` is no zone header (``Deck`` is also the key of the
    deck's name): the side deck's card after it stays in the side deck."""
    text = DECK_40 + "Side deck\n# Deck: tuned for the meta\n1 Healer's Breath\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40, "side": 1}
    assert [v for v in result.violations if v.rule == "reading"] == []


@pytest.mark.parametrize(("text", "line", "zones"), [
    ("'1 Crimson Ritual'\n" + DECK_40, 1, {"main": 41}),  # where a title may stand
    ("\u201c1 Crimson Ritual\u201d\n" + DECK_40, 1, {"main": 41}),
    (DECK_40 + 'Deck: "1 Crimson Ritual"\n', 12, {"main": 41}),
    (DECK_40 + "Name: \u20181 Crimson Ritual\u2019\n", 12, {"main": 41}),
    (DECK_40 + 'Side deck\n"1 Crimson Ritual"\n', 13, {"main": 40, "side": 1}),
    (DECK_40 + "Side deck\n\u00ab 1x Crimson Ritual \u00bb\n", 13, {"main": 40, "side": 1}),
])
def test_a_card_line_wrapped_in_quote_marks_is_that_card_line(
        text: str, line: int, zones: dict[str, int]) -> None:
    """Quote marks around a card line kept its count in the name, which then named no
    card: the line was a title or a metadata value, and the banned card went unsaid, the
    deck legal (under a header, an unknown card). It is the card line inside them."""
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, line)]
    assert result.zones == zones


@pytest.mark.parametrize(("text", "line", "said"), [
    (DECK_40 + 'Deck: "1 Crimson Ritual" // x\n', 12,
     "no card is named 'Crimson Ritual // x': '// x' is read as a comment"),
    (DECK_40 + 'Name: "1 Crimson Ritual"// x\n', 12,
     "no card is named 'Crimson Ritual // x': '// x' is read as a comment"),
    (DECK_40 + 'Deck: "1 Crimson Ritual" # x\n', 12, None),
    ('"1 Crimson Ritual" // x\n' + DECK_40, 1,
     "no card is named 'Crimson Ritual // x': '// x' is read as a comment"),
])
def test_a_card_line_in_quote_marks_before_a_comment_is_that_card_line(
        text: str, line: int, said: str | None) -> None:
    """Quote marks around a card line then a comment (``Deck: "1 Crimson Ritual" //
    x``): the value was dropped without a word, the banned card unsaid and the deck legal
    (alone on a line, an unknown card named with its marks)."""
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, line)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == (
        [(said, line)] if said else [])
    assert result.zones == {"main": 41}


@pytest.mark.parametrize(("text", "line"), [
    (DECK_40 + 'Deck: "1 Crimson Ritual" (note)\n', 12),
    (DECK_40 + 'Name: "1 Crimson Ritual" (note)\n', 12),
    ('Deck: "1 Crimson Ritual" (note)\n' + DECK_40, 1),
    (DECK_40 + 'Deck: "1 Crimson Ritual\n', 12),  # the closing mark left out
    ("Name: \u201c1 Crimson Ritual\n" + DECK_40, 1),
])
def test_a_value_of_a_card_line_in_quote_marks_then_words_is_that_card_line(
        text: str, line: int) -> None:
    """``Deck: "1 Crimson Ritual" (note)`` is read as ``Deck: 1 Crimson Ritual (note)``
    is: the value was dropped without a word, the banned card unsaid, the deck legal."""
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("banned", BANNED, line)]
    assert result.zones == {"main": 41}


@pytest.mark.parametrize(("text", "line"), [
    (DECK_40 + "Deck: Deck: 1 Crimson Ritual\n", 12),
    (DECK_40 + "Name: Name: 1 Crimson Ritual\n", 12),
    ("Name: Deck: 1 Crimson Ritual\n" + DECK_40, 1),
])
def test_a_card_line_after_a_key_written_twice_is_that_card_line(text: str, line: int) -> None:
    """``Deck: Deck: 1 Crimson Ritual``: the value after the second key is read as any
    value is (the line was dropped without a word, the banned card unsaid)."""
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("banned", BANNED, line)]
    assert result.zones == {"main": 41}


def test_a_key_written_twice_before_a_name_stays_the_value() -> None:
    """``Name: Name: Burn`` names no card: the deck's name, without a word."""
    result = checker().check_bytes(("Name: Name: Burn\n" + DECK_40).encode(), "deck.txt")
    assert result.status == "legal"
    assert result.violations == []
    assert result.zones == {"main": 40}


def test_a_value_in_quote_marks_then_words_naming_no_card_stays_the_value() -> None:
    """``Name: "2 Fast 2 Furious" Mono Red`` names no card: the deck's name, as ``Name: 2
    Fast 2 Furious Mono Red`` is, with the same note."""
    result = checker().check_bytes((DECK_40 + 'Name: "2 Fast 2 Furious" Mono Red\n').encode(),
                                   "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", "'Fast 2 Furious Mono Red' names no card: read as a note, not a card", 12)]
    assert result.zones == {"main": 40}


@pytest.mark.parametrize("title", ['"1 Crimson Ritual" (note)', '"1 Crimson Ritual" - note',
                                   "\u201c1x Crimson Ritual\u201d v2"])
def test_a_card_line_in_quote_marks_before_words_where_a_title_stands_is_that_card(
        title: str) -> None:
    """A first line of a card line in quote marks then words was the title, a note: the
    banned card went unsaid and the deck was legal."""
    result = checker().check_bytes((title + "\n" + DECK_40).encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 1)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"no card is named '{title}': read as 1 Crimson Ritual", 1)]
    assert result.zones == {"main": 41}


def test_a_title_in_quote_marks_naming_no_card_before_words_stays_a_note() -> None:
    """``"2 Fast 2 Furious" Mono Red``: the words in the marks name no card."""
    title = '"2 Fast 2 Furious" Mono Red'
    result = checker().check_bytes((title + "\n" + DECK_40).encode(), "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", f"'{title}' names no card: read as a note, not a card", 1)]
    assert result.zones == {"main": 40}


@pytest.mark.parametrize("line", ['"Burn"', "Name: 'Aggro'", '"1"'])
def test_quote_marks_around_a_line_without_a_count_leave_it_as_it_was(line: str) -> None:
    """A title or a value in quotes that gives no count stays a note or the value."""
    result = checker().check_bytes((line + "\n" + DECK_40).encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40}


@pytest.mark.parametrize(("title", "said"), [
    ("Memo: 1 Crimson Ritual", "no card is named 'Memo: 1 Crimson Ritual': read as 1 "
     "Crimson Ritual"),
    ("Memo: 1x Crimson Ritual", "no card is named 'Memo: 1x Crimson Ritual': read as "
     "1 Crimson Ritual"),
    ("Memo: 1 Crimson Ritual // x", "no card is named 'Memo: 1 Crimson Ritual // x': read "
     "as 1 Crimson Ritual"),
    ('Memo: "1 Crimson Ritual"', "no card is named 'Memo: \"1 Crimson Ritual\"': read as 1 "
     "Crimson Ritual"),
    ('Memo: "1 Crimson Ritual" (x)', "no card is named 'Memo: \"1 Crimson Ritual\" (x)': "
     "read as 1 Crimson Ritual"),
    ('Memo: "1 Crimson Ritual', "no card is named 'Memo: \"1 Crimson Ritual': read as 1 "
     "Crimson Ritual"),
    ("Memo: x1 Crimson Ritual", "no card is named 'Memo: x1 Crimson Ritual': read as 1 "
     "Crimson Ritual"),
    ("Notes - 1 Crimson Ritual", "no card is named 'Notes - 1 Crimson Ritual': read as 1 "
     "Crimson Ritual"),
    ("Note 2: 1 Crimson Ritual", "no card is named 'Note 2: 1 Crimson Ritual': read as 1 "
     "Crimson Ritual"),
    ("Notes (old): 1 Crimson Ritual", "no card is named 'Notes (old): 1 Crimson Ritual': "
     "read as 1 Crimson Ritual"),
    ("N.B.: 1 Crimson Ritual", "no card is named 'N.B.: 1 Crimson Ritual': read as 1 "
     "Crimson Ritual"),
])
def test_a_card_line_after_a_label_where_a_title_stands_is_that_card(title: str,
                                                                      said: str) -> None:
    """A first line of a label, a colon and a card line (``Notes: 1 Crimson Ritual``)
    named no card as a whole and was the list's title, a note: the banned card went
    unsaid and the deck was legal (on any other line it is an unknown card); so did one
    after a comment (``// x``), in quote marks (closed or not), counted ``x1``, after a
    label with a number, brackets or dots, or after a dash."""
    result = checker().check_bytes((title + "\n" + DECK_40).encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 1)]
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "reading"] == [("reading", said, 1)]
    assert result.zones == {"main": 41}


@pytest.mark.parametrize("title", ["Storm: 2022 version", "Aggro: 4 colour control",
                                   "Writer: Bob", "Burn - 1st place",
                                   "Mono-Red - 4 Horsemen", "Revised: 12 May"])
def test_a_title_of_a_label_and_words_that_name_no_card_stays_a_note(title: str) -> None:
    """A label then a count and words that name no card is the title it was."""
    result = checker().check_bytes((title + "\n" + DECK_40).encode(), "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", f"'{title}' names no card: read as a note, not a card", 1)]
    assert result.zones == {"main": 40}


def test_a_card_line_after_a_label_where_a_title_stands_within_a_typo_is_unknown() -> None:
    """``Notes: 1 Crimson Ritul``: within a typo of a card, an unknown card, not a note."""
    result = checker().check_bytes(("Notes: 1 Crimson Ritul\n" + DECK_40).encode(),
                                   "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("unknown-card", 1)]


@pytest.mark.parametrize(("lines", "said", "line"), [
    ("Side deck\nAucune", "'Aucune' names no card; nothing is counted", 13),
    ("Side deck: keine", "'Side deck: keine': 'keine' names no card; nothing is counted", 12),
    ("Side deck\n(nada)", "'(nada)' names no card; nothing is counted", 13),
])
def test_a_word_for_no_card_in_another_language_is_a_note(lines: str, said: str,
                                                          line: int) -> None:
    """``Aucune`` (French for none) under the side deck's header was the unknown card
    'Aucune', a legal deck illegal, where ``None`` is a note."""
    result = checker().check_bytes((DECK_40 + lines + "\n").encode(), "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", said, line)]
    assert result.zones == {"main": 40}


@pytest.mark.parametrize("control", PAGE_BREAKS)
def test_a_page_break_at_a_lines_ends_keeps_every_line_number(control: str) -> None:
    """``pdftotext`` puts a form feed before each page's first line: read as a line end,
    it moved every later line's number one past the number editors, git and CI
    annotations give (a banned card's error annotated on the next card). At a line's
    ends it is blank; the banned card is on its own line."""
    text = DECK_40.replace("\n", f"\n{control}", 3) + f"4 Crimson Ritual {control}\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    assert result.zones == {"main": 44}


@pytest.mark.parametrize(("first", "last"), [("\u2066", "\u2069"), ("\u202d", "\u202c"),
                                             ("\u202a", "\u202c"), ("\u2068", "\u2069")])
def test_left_to_right_controls_in_a_left_to_right_list_are_read_as_invisible(
        first: str, last: str) -> None:
    """A left-to-right isolate, embedding or override (and a first-strong isolate) in a
    line with nothing right to left shows the line as it reads, as a chat copies its
    lines: each line so wrapped is read as without them (its ``Format:`` line was not
    read, its header and metadata lines were each a ``parse-error``): the deck is judged
    by its format, the banned card in its side deck found."""
    text = "Format: mage-noir/tournament\nPlayer: Alice\nDeck\n" + DECK_40.split(
        "\n", 1)[1] + "Sideboard (1)\n1 Crimson Ritual\n"
    wrapped = "\n".join(f"{first}{line}{last}" if line else line
                        for line in text.split("\n"))
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 1, 1))).check_bytes(
        wrapped.encode(), "deck.txt")
    assert (result.status, result.format_id, result.player, result.zones) == (
        "illegal", "mage-noir/tournament", "Alice", {"main": 40, "side": 1})
    assert errors(result) == [("banned", BANNED, 15)]


@pytest.mark.parametrize("line", [
    "4 <b>Lightning Bolt</b>", "4 <strong>Lightning Bolt</strong>",
    '4 <span class="card">Lightning Bolt</span>', "4 [b]Lightning Bolt[/b]",
    "4 Lightning <i>Bolt</i>", "4x <b>Lightning Bolt</b> <i>(M10)</i>",
    '4 <a href="https://scryfall.com/card/m10/146/lightning-bolt">Lightning Bolt</a>',
    "4 <a class='card' href=https://example.org/c?id=1&v=2 target=_blank>Lightning Bolt</a>",
    '4x <a class="autocard" data-name="lightning bolt" href="c/1">Lightning Bolt</a>',
    "4 [card=Lightning Bolt]Lightning Bolt[/card]", "4 [color=red]Lightning Bolt[/color]",
    '4 <span class="autocard" data-name="Lightning Bolt" data-set="M10">Lightning Bolt</span>',
    '4 <a data-card-id="0a1b2c3d-1111" href="https://scryfall.com/card/m10/1">Lightning Bolt</a>',
    '4 <a class="card-hover" title="Lightning Bolt (M10)" href="/c/bolt">Lightning Bolt</a>',
    '4 <span tabindex="0" data-toggle="tooltip">Lightning Bolt</span>',
])
def test_a_tag_around_a_name_leaves_the_words_apart(line: str) -> None:
    """An HTML or forum tag before a name or between its words, as a page's source
    copied writes it, is removed with the words around it kept apart: the line was the
    unknown card '4Lightning Bolt' (or 'LightningBolt'), and a link's tag, longer than a
    printing mark, stayed in the name, a legal deck judged illegal."""
    result = _modern(f"Deck\n56 Mountain\n{line}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize("line", [
    "1 <b>Sensei's Divining Top</b>", "1 Sensei's <b>Divining</b> Top",
    "1 [b]Sensei's Divining Top[/b]",
    '1 <a href="https://scryfall.com/search?q=sensei">Sensei\'s Divining Top</a>',
])
def test_a_banned_card_in_tags_is_banned(line: str) -> None:
    """The same tags around a banned card's name leave it banned on its line (it was an
    unknown card: illegal, for another reason)."""
    result = _modern(f"Deck\n59 Mountain\n{line}\n")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Sensei's Divining Top is banned in Modern (listed by 2020-01-01, "
                   "where the recorded lists start)", 3)]


@pytest.mark.parametrize("line", [
    "4 [card=Black Lotus]Ponder[/card]", '4 <card name="Black Lotus">Ponder</card>',
    '4 <a href="c/1" data-name="Black Lotus">Ponder</a>',
    "4 [card:Black Lotus]Ponder[/card]", "4 [card\uff1dBlack Lotus]Ponder[/card]",
    '4 <a data-name:"Black Lotus">Ponder</a>',
])
def test_markup_naming_another_card_than_its_text_is_no_card(line: str) -> None:
    """Markup whose attribute names a card (``[card=Black Lotus]``, a forum's card tag)
    around another card's name is no card line but an unknown card as written: its text
    alone was read (4 Ponder, a legal deck), the card the markup names unsaid."""
    result = _modern(f"Deck\n56 Mountain\n{line}\n")
    assert result.status == "illegal"
    name = line.removeprefix("4 ")
    errors = [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]
    assert [(rule, message[:len(name) + 16], number) for rule, message, number in errors
            if rule == "unknown-card"] == [("unknown-card", f"unknown card '{name}'", 3)]
    # a mark's attribute read as a tag may also be named: the card it names, Black Lotus
    assert all(rule == "parse-error" and "the card Black Lotus" in message
               for rule, message, _ in errors if rule != "unknown-card")


@pytest.mark.parametrize(("line", "meant"), [
    ("1 Crimson Ritual Foil", "Crimson Ritual"),
    ("1 Promo Crimson Ritual", "Crimson Ritual"),
    ("1 Rituel pourpre promo", "Crimson Ritual"),
    ("1 Crimson Ritual Borderless Extended Art", "Crimson Ritual"),
    ("1 Judge Promo Foil Crimson Ritual Borderless", "Crimson Ritual"),
])
def test_a_card_name_with_words_added_around_it_is_an_unknown_card_naming_the_card(
        line: str, meant: str) -> None:
    """A banned card's whole name with a printing's or a site's words before or after it,
    outside brackets (``Crimson Ritual Foil``), is an unknown card whose message names
    the card it holds first: it named none or other cards only (``Oko, Thief of Crowns
    Borderless``: "did you mean Oko, the Trickster ..."), so the card hidden went
    unsaid."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    written = line.split(" ", 1)[1]
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", f"unknown card '{written}'", 12)]
    [unknown] = [v for v in result.violations if v.rule == "unknown-card"]
    assert (unknown.hint or "").startswith(f"did you mean {meant}")


@pytest.mark.parametrize(("written", "meant"), [
    ("Oko, Thief of Crowns Borderless", "Oko, Thief of Crowns"),
    ("Playtest Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("The Psychic Frog", "Psychic Frog"),
])
def test_a_magic_name_with_words_added_around_it_suggests_that_card_first(
        written: str, meant: str) -> None:
    """The first card suggested for a line holding a card's whole name among other
    words is that card, before the cards of the same short name."""
    modern = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                  as_of=dt.date(2026, 4, 12)))
    result = modern.check_bytes(f"Deck\n56 Island\n4 {written}\n".encode(), "deck.txt")
    [unknown] = [v for v in result.violations if v.rule == "unknown-card"]
    assert (unknown.message, unknown.line) == (f"unknown card '{written}'", 3)
    assert (unknown.hint or "").startswith(f"did you mean {meant}")


@pytest.mark.parametrize("written", ["Fire Ball Deluxe", "Fire Deluxe Thing"])
def test_a_face_alone_among_added_words_is_not_suggested(written: str) -> None:
    """A face of a split card held among other words (``Fire`` of Fire // Ice) is no
    card's whole name: not suggested for it."""
    modern = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                  as_of=dt.date(2026, 4, 12)))
    result = modern.check_bytes(f"Deck\n56 Island\n4 {written}\n".encode(), "deck.txt")
    [unknown] = [v for v in result.violations if v.rule == "unknown-card"]
    assert "Fire // Ice" not in (unknown.hint or "")


def _second_card(written: str, first: str, second: str, line: int) -> tuple[str, str, int]:
    """The ``parse-error`` of a line naming the card ``first`` and, after its ``//``, the
    card ``second``: the first counted, one copy."""
    return ("parse-error", f"no card is named '{written}': the line names '{first}' and, "
            f"after its '//', the card {second}: counted as 1 {first}", line)


@pytest.mark.parametrize(("written", "first"), [
    ("Seed // Crimson Ritual", "Seed"),
    ("Seed /// Crimson Ritual", "Seed"),
    ("Seed // 1 Crimson Ritual", "Seed"),
    ("Seed // Rituel pourpre", "Seed"),
    ("Seed // \u0421rimson Ritual", "Seed"),  # a Cyrillic Es
    ("Seed // x // Crimson Ritual", "Seed"),
])
def test_a_banned_card_written_as_the_second_half_of_a_split_card_is_a_parse_error(
        written: str, first: str) -> None:
    """A banned card written after ``//`` as a split card's second half (``Seed //
    Crimson Ritual``: no such split card) was read as a ``// comment``: the first card
    counted, the banned one gone but for an info note, the deck legal. Two cards on one
    line, either may hide the other: a ``parse-error`` naming both, the first card
    counted (the deck's fifth Seed here)."""
    result = checker().check_bytes(f"{DECK_40}1 {written}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 41})
    assert errors(result) == [("copy-limit", "5 copies of Seed; at most 4", 5),
                              _second_card(written, first, "Crimson Ritual", 12)]


@pytest.mark.parametrize("comment", ["burn", "ice", "stomp", "foil", "Foil", "hate",
                                     "cantrip", "vs combo", "4 in side"])
def test_a_comment_naming_no_card_of_its_own_after_a_card_stays_a_comment(
        comment: str) -> None:
    """A ``// comment`` of words that name no card by a name of their own stays a
    comment: a half of a split card written small after a name with capitals (``burn``,
    ``ice``), a printing's word (``foil``, though Foil is a card), another language's
    name of one word (``hate``, the French Hâte)."""
    modern = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                  as_of=dt.date(2026, 4, 12)))
    text = f"Deck\n56 Island\n4 Fatal Push // {comment}\n"
    result = modern.check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [(v.rule, v.message) for v in result.violations if v.line == 3] == [
        ("reading", f"no card is named 'Fatal Push // {comment}': '// {comment}' is read "
                    "as a comment")]


@pytest.mark.parametrize(("written", "second"), [
    ("Fatal Push // Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("Fire // Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("Fatal Push // Ponder", "Ponder"),
    ("Fatal Push // Insectile Aberration", "Delver of Secrets // Insectile Aberration"),
])
def test_a_magic_card_written_after_another_as_a_split_card_is_a_parse_error(
        written: str, second: str) -> None:
    """The same in Magic: a card of its own after ``//`` (a face of two words names its
    card), a card before it read as a face (``Fire``, of Fire // Ice), is no comment."""
    modern = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                  as_of=dt.date(2026, 4, 12)))
    text = f"Deck\n59 Island\n1 {written}\n"
    result = modern.check_bytes(text.encode(), "deck.txt")
    first = written.split(" // ")[0]
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations if v.line == 3] == [
        _second_card(written, first, second, 3)]


@pytest.mark.parametrize(("written", "first", "second"), [
    ("Fire // Tear", "Fire", "Wear // Tear"),
    ("Fire // tear", "Fire", "Wear // Tear"),
    ("fire // tear", "fire", "Wear // Tear"),
    ("Tear // Fire", "Tear", "Fire // Ice"),
    ("Wear // Ice", "Wear", "Fire // Ice"),
    ("Commit // Ice", "Commit", "Fire // Ice"),
    ("Wear // Tear // Ice", "Wear", "Fire // Ice"),
    ("Fire // Ice // Tear", "Fire", "Wear // Tear"),
])
def test_a_face_of_another_card_after_slashes_is_a_parse_error(
        written: str, first: str, second: str) -> None:
    """A face or half of another multi-face card after ``//`` (``4 Fire // Tear``: Tear
    is a half of Wear // Tear, never printed at common) was read as a comment, the line
    one Fire // Ice, the Pauper deck legal: the line mixes two cards, either may be
    meant, a ``parse-error`` naming both. Written with a capital, or after a half alone
    or a name written small, such a word is a name, not a comment's."""
    pauper = Checker(CheckOptions(format_id="mtg/pauper", use_config=False,
                                  as_of=dt.date(2025, 6, 1)))
    result = pauper.check_bytes(f"Deck\n56 Mountain\n4 {written}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "parse-error"] == [(
                "parse-error", f"no card is named '{written}': the line names '{first}' and, "
                f"after its '//', the card {second}: counted as 4 {first}", 3)]


@pytest.mark.parametrize("written", [
    "Lightning Bolt // Burn", "Lightning Bolt /// Ice", "Lightning Bolt // Ice",
    "lightning bolt // ice", "Lightning Bolt // Sideboard: Ice", "Lightning Bolt // burn",
    "Consider // Research", "Lightning Helix // Life", "Mountain // Stomp"])
def test_a_face_after_a_single_faced_cards_name_stays_a_comment(written: str) -> None:
    """After a single-faced card's whole name, a face or half of another card after
    ``//`` (``4 Lightning Bolt // Burn``, Burn a half of Turn // Burn: a category) is a
    comment's word, capitalised or not: the line is that card (it was a parse-error, a
    legal deck refused); only a half before ``//`` makes the line mix two cards."""
    modern = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                  as_of=dt.date(2025, 6, 1)))
    result = modern.check_bytes(f"Deck\n56 Mountain\n4 {written}\n".encode(), "deck.txt")
    assert [v.rule for v in result.violations if v.severity == "error"] == []
    assert result.status == "legal"


@pytest.mark.parametrize("written", ["Fire // Ice", "Ice // Fire", "Fire // Ice // Fire",
                                     "Fire // Ice // burn"])
def test_a_split_cards_own_halves_after_slashes_stay_that_card(written: str) -> None:
    """Metamorphic: a split card's own halves, in either order, and a comment's small
    word after its whole name, stay that card, legal in Pauper."""
    pauper = Checker(CheckOptions(format_id="mtg/pauper", use_config=False,
                                  as_of=dt.date(2025, 6, 1)))
    result = pauper.check_bytes(f"Deck\n56 Mountain\n4 {written}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize(("written", "letters"), [
    ("\u041e\u043a\u043e, Thief of Crowns", "'\u041e' (U+041E CYRILLIC CAPITAL LETTER O), "
     "'\u043a' (U+043A CYRILLIC SMALL LETTER KA), '\u043e' (U+043E CYRILLIC SMALL LETTER O)"),
    ("O\u03ba\u03bf, Thief of Crowns",
     "'\u03ba' (U+03BA GREEK SMALL LETTER KAPPA), '\u03bf' (U+03BF GREEK SMALL LETTER "
     "OMICRON)"),
    ("Oko, T\u043dief of Crowns",
     "'\u043d' (U+043D CYRILLIC SMALL LETTER EN)"),
])
def test_cyrillic_and_greek_small_letters_drawn_as_small_capitals_are_look_alikes(
        written: str, letters: str) -> None:
    """The Cyrillic ka and the Greek kappa show as a small capital K (as do the te, tau,
    en, ve and em as small capitals), which is a look-alike: ``Oko`` so written was an
    unknown card, never said to be the banned Oko, Thief of Crowns."""
    modern = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                  as_of=dt.date(2026, 4, 12)))
    result = modern.check_bytes(f"Deck\n59 Island\n1 {written}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.severity != "info"] == [
        ("look-alike", "warning", f"'{written}' is written with look-alike letters {letters}; "
         "read as 'Oko, Thief of Crowns'", 3),
        ("banned", "error", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)", 3)]


_MARKED_AFTER = ["Notes: 1 Crimson Ritual [in]", "Notes: 1 Crimson Ritual (Out)",
                 "Title: 1 Crimson Ritual (out)", "Notes: 1 Crimson Ritual (foil) [Maybe]",
                 "Notes: 1 Crimson Ritual +1 Tornado", "Name: Turbo 1 Crimson Ritual (in)",
                 "Notes: 1 Crimson Ritual [in] +2 Tornado", "Deck: +1 Crimson Ritual"]


def _inserted(row: str) -> DeckResult:
    """``DECK_40`` with ``row`` after its third line, checked."""
    lines = DECK_40.splitlines(keepends=True)
    return checker().check_bytes("".join([*lines[:3], f"{row}\n", *lines[3:]]).encode(),
                                 "deck.txt")


@pytest.mark.parametrize("row", _MARKED_AFTER)
def test_a_card_line_with_a_plans_mark_after_it_is_refused_as_the_plain_line(row: str) -> None:
    """Metamorphic: a count is a sideboard plan's only by its own prefix (signed, or after
    a plan's or a match-up's words), never by a mark after its card (``(in)``,
    ``[Maybe]``) nor a signed count elsewhere on the line: the deck with such a line is
    refused exactly as the deck with the plain ``1 Crimson Ritual`` (it was legal, the
    banned card "a sideboard plan: not counted")."""
    def refused(result: DeckResult) -> list[tuple[str, str]]:
        return [(rule, message) for rule, message, _ in errors(result)]
    plain = _inserted("1 Crimson Ritual")
    result = _inserted(row)
    assert (result.status, refused(result), result.zones) == (
        plain.status, refused(plain), plain.zones) == ("illegal", [("banned", BANNED)],
                                                        {"main": 41})


@pytest.mark.parametrize("row", ["Notes: 4 Fire Ball (in)", "Comment: 4 Fire Ball [sided in]",
                                 "Notes: 4 Fire Ball +2 Tornado", "Deck: +4 Fire Ball"])
def test_a_copy_with_a_plans_mark_after_it_is_over_the_limit_as_the_plain_line(
        row: str) -> None:
    """Metamorphic, of the copy limit: ``4 Fire Ball`` with a plan's mark after it is
    refused as the plain line is (its copies were "not counted", the deck legal)."""
    def refused(result: DeckResult) -> list[tuple[str, str]]:
        return [(rule, message) for rule, message, _ in errors(result)]
    plain, result = _inserted("4 Fire Ball"), _inserted(row)
    assert (result.status, refused(result)) == (plain.status, refused(plain))
    assert [rule for rule, _ in refused(plain)] == ["copy-limit"]


@pytest.mark.parametrize("row", ["Deck: IN 1 Crimson Ritual", "Deck: Maybe add 1 Crimson Ritual",
                                 "Deck: Swap 1 Tornado for 1 Crimson Ritual"])
def test_a_plan_as_the_value_of_deck_in_the_list_is_a_card_line(row: str) -> None:
    """``Deck`` is a zone's key, as ``Main:`` is: its value in the list is a card line of
    the deck, never a sideboard plan (it was "not counted", the deck legal)."""
    result = _inserted(row)
    assert result.status == "illegal"
    assert "sideboard plan" not in str(result.violations)


@pytest.mark.parametrize("note", ["Cut Down x4", "4 Cut Down"])
def test_a_plan_word_opening_a_cards_name_is_no_plan(note: str) -> None:
    """A plan word that begins a card's name (``Cut Down x4``) makes no plan; a count
    after a plan word, or in brackets one opens, is a plan's, no other count."""
    assert plan_counts(note.split()) == set()
    assert plan_counts(["Cut", "2", "Brainstorm", "for", "2", "Ponder"]) == {1, 4}
    assert plan_counts(["1", "Black", "Lotus", "(OUT:", "4", "Daze)", "1", "Mox", "Pearl"]) == {4}
