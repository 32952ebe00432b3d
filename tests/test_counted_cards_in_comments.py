"""A comment after a card that counts copies of a card is a ``parse-error``, never a
comment dropped: another card by a name of any length or language after words between
it and the count (``1 Island // 1 more Ponder``, ``// a Ponder``, ``# 1 foil Ponder``,
``// 1 more Fureur``), or the line's own card counted again (``4 Psychic Frog // 2
Psychic Frog``). Each was read as a comment, the banned card or the extra copies hidden,
the deck legal. A comment of no counted card stays a comment."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

EXAMPLES = Path(__file__).resolve().parent.parent / "cards"
MTG = (EXAMPLES / "mtg" / "examples" / "legal.txt").read_text("utf-8")
MAGE_NOIR = (EXAMPLES / "mage-noir" / "examples" / "legal.txt").read_text("utf-8")


def _checked(deck: str, line: str, written: str) -> DeckResult:
    """``deck`` with its ``line`` written as ``written``, judged as of 2026-08-01."""
    assert f"\n{line}\n" in deck
    text = deck.replace(f"\n{line}\n", f"\n{written}\n", 1)
    return Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 1))
                   ).check_bytes(text.encode(), "d.txt")


def _errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


def _line_of(deck: str, line: str) -> int:
    return deck.splitlines().index(line) + 1


@pytest.mark.parametrize(("comment", "card"), [
    ("// 1 more Ponder", "Ponder"), ("# 1 foil Ponder", "Ponder"), ("// a Ponder", "Ponder"),
    ("// an extra Ponder", "Ponder"), ("// one more Ponder", "Ponder"),
    ("// 1 copy of Ponder", "Ponder"), ("-- 1 more Ponder", "Ponder"),
    ("# a Ponder", "Ponder"), ("// two extra Ponder", "Ponder"),
    ("// Skullclamp x2", "Skullclamp"), ("// +2 Fury", "Fury"), ("// 1 more Grief", "Grief"),
    ("// 1 more Skullclamp", "Skullclamp"), ("// 1 more Fureur", "Fury"),
    ("// 1 Fureur", "Fury"), ("// 1 more Black Lotus", "Black Lotus"),
    ("// 1 more foil Ponder", "Ponder"), ("// 2 more Ponders", "Ponder"),
    ("// 2 Black Lotuses", "Black Lotus"), ("// 1 more PONDER.", "Ponder"),
    ("// another Ponder", "Ponder"), ("// some Ponders", "Ponder"),
    ("// and another Black Lotus", "Black Lotus"), ("// plus Black Lotus", "Black Lotus"),
    ("// also Black Lotus", "Black Lotus"), ("// and Black Lotus", "Black Lotus"),
    ("// + Black Lotus", "Black Lotus"), ("// et Black Lotus", "Black Lotus"),
    ("// Black Lotus too", "Black Lotus"), ("// Black Lotus as well.", "Black Lotus"),
    ("// Black Lotus.", "Black Lotus"), ("// Ponder!", "Ponder"),
    ("-- plus Black Lotus", "Black Lotus"), ("// Black Lotus too!!", "Black Lotus"),
    ("// Black Lotus too :)", "Black Lotus"), ("// 'Black Lotus.'", "Black Lotus"),
    ("// (and Black Lotus)", "Black Lotus"), ("// and then Black Lotus", "Black Lotus"),
    ("// as well as Black Lotus", "Black Lotus"), ("// Ponder and Black Lotus.", "Ponder"),
    ("// and Mox Jet and Black Lotus", "Mox Jet"), ("// + Mox Jet + Black Lotus", "Mox Jet"),
    ("// a balance", "Balance"), ("// another Ponder!", "Ponder"),
    ("// *Black Lotus*", "Black Lotus"), ("// ~Black Lotus~", "Black Lotus"),
    ("// **and Black Lotus**", "Black Lotus"), ("// ...and Black Lotus", "Black Lotus"),
    ("// - and Black Lotus", "Black Lotus"), ("// y Black Lotus", "Black Lotus"),
    ("// *Ponder* and *Black Lotus*", "Ponder"), ("// `Black Lotus`", "Black Lotus"),
    ("// e Black Lotus", "Black Lotus"), ("// \u2022 Black Lotus", "Black Lotus"),
    ("// or Black Lotus", "Black Lotus"), ("// *and* Black Lotus", "Black Lotus"),
    ("// _or_ Black Lotus", "Black Lotus"), ("// Black Lotus *too*", "Black Lotus"),
    ("// ou Black Lotus", "Black Lotus"), ("// Black Lotus. Great card", "Black Lotus"),
    ("// Black Lotus!!! lol", "Black Lotus"), ("// Black Lotus - great", "Black Lotus"),
    ("// or Black Lotus? not sure", "Black Lotus"), ("# Black Lotus. Great", "Black Lotus"),
    ("// Black Lotus\u2026 maybe", "Black Lotus"), ("// with Black Lotus", "Black Lotus"),
    ("# with Black Lotus", "Black Lotus"), ("// w/ Black Lotus", "Black Lotus"),
    ("// avec Black Lotus", "Black Lotus"), ("// Black-Lotus", "Black Lotus"),
    ("// BlackLotus", "Black Lotus"), ("// note -- w/ Black_Lotus", "Black Lotus"),
    ("// Ramp,Black-Lotus", "Black Lotus")])
def test_a_card_counted_after_words_in_a_comment_is_a_parse_error(comment: str,
                                                                   card: str) -> None:
    result = _checked(MTG, "1 Island", f"1 Island {comment}")
    mark = comment.split()[0]
    written = "" if mark == "#" else f"no card is named 'Island {comment}': "
    assert result.status == "illegal"
    assert _errors(result) == [(
        "parse-error", f"{written}the line names 'Island' and, after its '{mark}', the card "
        f"{card}: counted as 1 Island", _line_of(MTG, "1 Island"))]


@pytest.mark.parametrize(("line", "comment"), [
    ("4 Psychic Frog", "// 2 Psychic Frog"), ("4 Psychic Frog", "# 1 Psychic Frog"),
    ("4 Psychic Frog", "// +2 Psychic Frog"), ("4 Psychic Frog", "// Psychic Frog x2"),
    ("4 Psychic Frog", "-- 2 Psychic Frog"), ("4 Thoughtseize", "// 2 more Thoughtseize"),
    ("4 Thoughtseize", "// a Thoughtseize")])
def test_a_count_of_the_lines_own_card_in_its_comment_is_a_parse_error(
        line: str, comment: str) -> None:
    result = _checked(MTG, line, f"{line} {comment}")
    name = line.split(" ", 1)[1]
    assert result.status == "illegal"
    assert _errors(result) == [(
        "parse-error", f"the line counts {line} and its comment '{comment}' gives a count "
        f"of {name} too: counted as {line}", _line_of(MTG, line))]


def test_mage_noir_cards_counted_in_comments_are_parse_errors() -> None:
    other = _checked(MAGE_NOIR, "4 Seed", "4 Seed // 1 more Ignition")
    assert _errors(other) == [(
        "parse-error", "no card is named 'Seed // 1 more Ignition': the line names 'Seed' "
        "and, after its '//', the card Ignition: counted as 4 Seed",
        _line_of(MAGE_NOIR, "4 Seed"))]
    own = _checked(MAGE_NOIR, "4 Tide", "1 Ignition // 1 Ignition\n3 Tide")
    assert [(rule, line) for rule, _, line in _errors(own)] == [
        ("parse-error", _line_of(MAGE_NOIR, "4 Tide"))]
    assert _errors(own)[0][1] == ("the line counts 1 Ignition and its comment '// 1 "
                                  "Ignition' gives a count of Ignition too: counted as "
                                  "1 Ignition")


@pytest.mark.parametrize("written", [
    "4 Psychic Frog // 1 in side", "4 Psychic Frog // best card", "4 Psychic Frog // 4 of",
    "4 Psychic Frog // from MH2", "4 Psychic Frog // cut 1 for the next event",
    "4 Psychic Frog // a 1/1 Spirit flashback", "4 Psychic Frog // 1 more turn",
    "4 Psychic Frog # a must", "4 Psychic Frog // frog", "4 Psychic Frog // 2 more turns",
    "4 Psychic Frog // cut 1 for the next event, maybe a second copy of the best card",
    "4 Psychic Frog // or more", "4 Psychic Frog // great card. Better than Ponder",
    "4 Psychic Frog // blue. Card draw", "4 Psychic Frog // best - or maybe not",
    "4 Psychic Frog // good with Ponder. Cut?", "4 Psychic Frog // good vs. Doomsday",
    "4 Psychic Frog // vs. Doomsday", "4 Psychic Frog // e.g. Preordain",
    "4 Psychic Frog # vs. Oath of Druids", "4 Psychic Frog -- vs. Doomsday",
    "4 Psychic Frog // Sorry. Typo", "4 Psychic Frog // Duress? Maybe later",
    # a sentence's words, not a name's capitals: Think Twice, Game Plan are cards
    "4 Psychic Frog // Think twice. Probably a Bolt instead",
    "4 Psychic Frog // Game plan. Race them early", "4 Psychic Frog # Think twice. maybe cut"])
def test_a_comment_counting_no_card_stays_a_comment(written: str) -> None:
    result = _checked(MTG, "4 Psychic Frog", written)
    assert (result.status, _errors(result)) == ("legal", [])


@pytest.mark.parametrize(("line", "comment"), [
    ("4 Psychic Frog", "// a fog effect"), ("4 Psychic Frog", "// a shock land"),
    ("4 Psychic Frog", "// a flash threat"), ("4 Psychic Frog", "// an opt would be worse"),
    ("4 Psychic Frog", "// a duress effect"), ("4 Psychic Frog", "// a threat without fear"),
    ("1 Island", "// a basic Island for Blood Moon"),
    ("4 Psychic Frog", "// a must vs Murktide Regent"),
    ("4 Psychic Frog", "// an answer to Living End"),
    ("1 Island", "// an island for the splash"),
    ("4 Psychic Frog", "// another great threat"), ("4 Psychic Frog", "// plus one in the side"),
    ("4 Psychic Frog", "// good with Ponder"), ("4 Psychic Frog", "// also good vs Burn"),
    ("4 Psychic Frog", "// great vs Burn."), ("4 Psychic Frog", "// some Burn"),
    # a one-word name after an article is written with a capital: these are prose
    ("4 Psychic Frog", "// some graveyard hate"), ("4 Psychic Frog", "// another menace"),
    ("4 Psychic Frog", "// some resilience"), ("4 Psychic Frog", "// some counterspells"),
    ("4 Psychic Frog", "// another blink"), ("4 Psychic Frog", "// some exile")])
def test_prose_with_an_article_before_a_cards_word_stays_a_comment(line: str,
                                                                   comment: str) -> None:
    """A comment of prose naming a card's word after an article or a few words (``a fog
    effect``: Fog; ``a must vs Murktide Regent``) refused the legal deck: an article
    counts a one-word name only when it ends the comment (``// a Ponder``), and one word
    at most stands between it and a name."""
    result = _checked(MTG, line, f"{line} {comment}")
    assert (result.status, _errors(result)) == ("legal", [])


@pytest.mark.parametrize(("written", "error"), [
    ("Magi #3: Grega # +3 Fire Ball", True), ("Magi #3: Grega # and 3 Fire Ball", True),
    ("Magi #3: Grega", False), ("Magi #3: Grega # starter", False)])
def test_a_comment_after_a_magi_places_card_is_read(written: str, error: bool) -> None:
    """A Magi's place (``Magi #3:``) is no comment after the card read after it, but the
    ``#`` comment after the card still is: ``# +3 Fire Ball`` there was dropped without a
    word, the deck legal with six Fire Ball."""
    deck = ("Magi\nMagi #1: Ashgar\nMagi #2: Gar\nGrega\nDeck\n3 Fire Ball\n3 Arboll\n"
            "3 Ayebaw\n3 Balamant\n3 Bhatar\n3 Cave Hyren\n3 Furok\n3 Giant Parmalag\n"
            "3 Hyren's Call\n3 Kuxalan\n3 Lava Balamant\n3 Magma Armor\n3 Ormagon\n"
            "3 Raxis\n3 Tryn\n")
    text = deck.replace("\nGrega\n", f"\n{written}\n")
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 1),
                                  format_id="magi-nation/standard")
                     ).check_bytes(text.encode(), "d.txt")
    parse_errors = [(v.line, v.message) for v in result.violations if v.rule == "parse-error"]
    assert parse_errors == ([(4, "the line names 'Grega' and, after its '#', the card Fire "
                                 "Ball: counted as 1 Grega")] if error else [])


@pytest.mark.parametrize("mark", ["\u2026", "\u200b"])
def test_a_count_run_into_an_ellipsis_or_a_zero_width_space_is_read(mark: str) -> None:
    """``// note…2 Thoughtseize``: the count after an ellipsis or a zero-width space was
    read as the word's, the banned card hidden in a comment."""
    result = _checked(MTG, "4 Psychic Frog", f"4 Psychic Frog // note{mark}2 Thoughtseize")
    assert result.status == "illegal"
    assert [rule for rule, _message, _line in _errors(result)] == ["parse-error"]


def test_a_next_line_character_in_a_comment_is_a_control_character() -> None:
    """U+0085 (Unicode's next line) in UTF-8 shows the rest as a line of its own: the
    line is a ``parse-error``, not counted (it was read as an ellipsis)."""
    written = "4 Psychic Frog // note\u00852 Thoughtseize"
    result = _checked(MTG, "4 Psychic Frog", written)
    assert result.status == "illegal"
    assert [(rule, message, line) for rule, message, line in _errors(result)
            if rule == "parse-error"] == [
        ("parse-error", "line holds control characters; is this a text file?",
         _line_of(MTG, "4 Psychic Frog"))]


@pytest.mark.parametrize("comment", ["#1 Rituel pourpre", "# 1 Rituel pourpre",
                                     "// 1 Crimson Ritual", "//1x Crimson Ritual"])
def test_a_card_line_commented_out_is_said_never_counted(comment: str) -> None:
    # a comment line of a count and a card (the banned Crimson Ritual) was dropped
    # without a word; it stays uncounted, as a card line commented out
    deck = MAGE_NOIR.rstrip("\n") + f"\n{comment}\n"
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 1))
                     ).check_bytes(deck.encode(), "d.txt")
    line = len(deck.splitlines())
    count, _, name = comment.lstrip("#/ ").partition(" ")
    assert result.status == "legal"
    assert [(v.rule, v.message) for v in result.violations if v.line == line] == [
        ("reading", f"'{comment}' is a card line commented out: not counted (remove its "
         f"mark to count {count.rstrip('x')} {name})")]


@pytest.mark.parametrize("comment", ["# 2 Creatures", "// 12 Spells", "# Rituel pourpre",
                                     "// 3 of them"])
def test_a_comment_of_no_card_line_stays_a_comment(comment: str) -> None:
    deck = MAGE_NOIR.rstrip("\n") + f"\n{comment}\n"
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 1))
                     ).check_bytes(deck.encode(), "d.txt")
    line = len(deck.splitlines())
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.line == line] == []


#: A Legacy deck of 60 cards, its last line ``{line}``.
_LEGACY = "Deck\n4 Force of Will\n56 Island\n{line}\nSideboard\n4 Pyroblast\n"
#: Words a player writes before a card line in a comment: labels, tags, prose.
_WORDS_BEFORE = ["combo", "Notes:", "wincon:", "ramp", "combo piece", "Comment -",
                 "tag: combo", "#combo"]
#: The marks the reader reads as a comment's or a heading's (``#``, ``##``, ``//``).
_COMMENT_MARKS = ["#", "# ", "## ", "//", "// "]


def _legacy(line: str) -> DeckResult:
    return Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 1),
                                format_id="mtg/legacy")
                   ).check_bytes(_LEGACY.format(line=line).encode(), "d.txt")


@pytest.mark.parametrize("mark", _COMMENT_MARKS)
@pytest.mark.parametrize("words", _WORDS_BEFORE)
@pytest.mark.parametrize("card", ["4 Black Lotus", "1x Black Lotus", "1 Sol Ring"])
def test_a_comment_holding_a_card_line_after_words_is_never_more_lenient_than_the_line(
        mark: str, words: str, card: str) -> None:
    """``#combo 4 Black Lotus``, ``# Notes: 1 Black Lotus``, ``// ramp 1 Sol Ring``: each
    was dropped without a word, the banned card unsaid, the deck legal, though the line
    without its mark is refused (an unknown card, or the card counted as ``Notes: 1 Black
    Lotus`` is). The card line it holds is counted, said by a note, as a note's is."""
    unmarked = _legacy(f"{words} {card}")
    result = _legacy(f"{mark}{words} {card}")
    name = card.split(" ", 1)[1]
    assert unmarked.status == "illegal"
    assert result.status == "illegal"
    assert [(v.line, v.rule) for v in result.violations if v.severity == "error"] == [
        (4, "banned")]
    if mark.startswith("//") and words in ("Notes:", "Comment -"):
        return  # "// Notes: 1 Black Lotus": a metadata line, its value counted as one
    assert any(v.rule == "reading" and v.line == 4 and f"holds the card line "
               f"{card.split()[0].rstrip('x')} {name}: counted" in v.message
               for v in result.violations)


@pytest.mark.parametrize("mark", ["//", "// "])
@pytest.mark.parametrize("line", ["Black Lotus x1", "x1 Black Lotus", "Black Lotus 1x",
                                  "Black Lotus (x1)", "Black Lotus *1", "1x Black Lotus"])
def test_a_commented_card_line_with_its_count_anywhere_is_said(mark: str, line: str) -> None:
    """``// Black Lotus x1`` and ``// x1 Black Lotus`` got no word, where ``// 1x Black
    Lotus`` was said commented out: a count in any place a card line's is read gets the
    same note; the card is not counted."""
    result = _legacy(f"{mark}{line}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert [(v.line, v.rule, v.message) for v in result.violations if v.line == 4] == [
        (4, "reading", f"'{mark}{line}' is a card line commented out: not counted (remove "
         "its mark to count 1 Black Lotus)")]


@pytest.mark.parametrize("comment", ["// Black Lotus", "# Black Lotus", "// Round 4",
                                     "// Game 1 (2)", "// Lands x4"])
def test_a_comment_of_a_name_without_a_marked_count_says_nothing(comment: str) -> None:
    # a bare name is a category's comment in some exports; a bare number after words is
    # prose's (a round, a game); a grouping's words are a header's
    result = _legacy(comment)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert [v.rule for v in result.violations if v.line == 4] == []


@pytest.mark.parametrize("comment", ["<!-- 1 Black Lotus -->", "<!-- Black Lotus x1 -->",
                                     "<!-- x1 Black Lotus -->"])
def test_an_html_comments_card_line_is_quoted_as_the_file_holds_it(comment: str) -> None:
    """``<!-- 1 Black Lotus -->`` was said as "'# 1 Black Lotus' is a card line commented
    out", a text the file does not hold; ``<!-- Black Lotus x1 -->``, read as the Markdown
    heading ``# Black Lotus x1``, counted the card a page hides."""
    result = _legacy(comment)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert [(v.line, v.rule, v.message) for v in result.violations if v.line == 4] == [
        (4, "reading", f"'{comment}' is a card line commented out: not counted (remove its "
         "mark to count 1 Black Lotus)")]


@pytest.mark.parametrize("mark", _COMMENT_MARKS)
@pytest.mark.parametrize(("plan", "named"), [
    ("IN 4 Black Lotus", "4 Black Lotus"), ("IN: 4 Black Lotus", "4 Black Lotus"),
    ("+2 Black Lotus -2 Force of Will", "2 Black Lotus and 2 Force of Will"),
    ("vs Burn: -2 Force of Will +2 Pyroblast", "2 Force of Will and 2 Pyroblast"),
    ("OUT: 4 Force of Will", "4 Force of Will")])
def test_a_commented_sideboard_plan_names_its_cards_in_the_plans_note(
        mark: str, plan: str, named: str) -> None:
    """``// IN: 4 Black Lotus`` was dropped without a word, ``# +2 Black Lotus -2 Force of
    Will`` said to be a card line commented out ("remove its mark to count +2 Black Lotus
    -2 Force of Will", no card line): a commented plan gets the plan's note, as in a
    deck's notes, its cards not counted."""
    result = _legacy(f"{mark}{plan}")
    assert result.status == "legal"
    assert [(v.line, v.rule, v.message) for v in result.violations if v.line == 4] == [
        (4, "reading", f"'{plan}' reads as a sideboard plan: {named} not counted (a signed "
         "count, or a count after a plan's words: in, out, vs, cut, add)")]


@pytest.mark.parametrize("mark", _COMMENT_MARKS)
@pytest.mark.parametrize("words", ["sb", "SB", "SB:", "side", "Sideboard:"])
def test_a_commented_side_deck_line_just_under_the_deck_header_is_no_header(
        mark: str, words: str) -> None:
    """``#sb 1 Black Lotus`` just under ``Deck`` was the side deck's header, the whole
    deck moved to the side deck; it is a card line commented out, as ``// SB: 1
    Damnation`` is (README), said by a note, the deck's cards in the deck."""
    comment = f"{mark}{words} 1 Black Lotus"
    text = f"Deck\n{comment}\n4 Force of Will\n56 Island\nSideboard\n4 Pyroblast\n"
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 1),
                                  format_id="mtg/legacy")).check_bytes(text.encode(), "d.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert [(v.line, v.rule, v.message) for v in result.violations if v.line == 2] == [
        (2, "reading", f"'{comment}' is a card line commented out: not counted (remove its "
         "mark to count 1 Black Lotus)")]


_OKO = "Oko, Thief of Crowns"
#: An XML deck file of each dialect, ``{comment}`` on its fourth line: 60 Mountains.
_XML_DECKS = {
    "deck.dek": ('<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n  <Cards CatID="1" '
                 'Quantity="60" Sideboard="false" Name="Mountain" />\n  {comment}\n</Deck>\n'),
    "deck.cod": ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
                 '  <zone name="main"><card number="60" name="Mountain"/>\n  {comment}\n'
                 '  </zone>\n</cockatrice_deck>\n'),
    "deck.o8d": ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<deck game="a6c8d2'
                 'e8-7cd8-11dd-8f94-e62b56d89593">\n  <section name="Main" shared="False"><card '
                 'qty="60" id="a">Mountain</card>\n  {comment}\n  </section>\n</deck>\n')}


@pytest.mark.parametrize("name", list(_XML_DECKS))
@pytest.mark.parametrize(("comment", "written"), [
    (f"<!-- 1 {_OKO} -->", f"1 {_OKO}"),
    (f'<!-- <Cards CatID="2" Quantity="1" Sideboard="false" Name="{_OKO}" /> -->',
     f'<Cards CatID="2" Quantity="1" Sideboard="false" Name="{_OKO}" />'),
    (f'<!-- <card number="1" name="{_OKO}"/> -->', f'<card number="1" name="{_OKO}"/>'),
    (f'<!-- <card qty="1" id="b">{_OKO}</card> -->', f'<card qty="1" id="b">{_OKO}</card>'),
    # a count under any name a reader takes for one (safexml.COUNT_NAMES)
    (f'<!-- <card copies="1" name="{_OKO}"/> -->', f'<card copies="1" name="{_OKO}"/>')])
def test_a_card_commented_out_in_an_xml_deck_is_said_never_counted(
        name: str, comment: str, written: str) -> None:
    # an XML comment's card line or card element was dropped without a word, where a
    # text list's commented card is said
    deck = _XML_DECKS[name].format(comment=comment)
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 1, 8),
                                  format_id="mtg/modern")).check_bytes(deck.encode(), name)
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [(v.rule, v.message) for v in result.violations if v.line == 4] == [
        ("reading", f"'{written[:80]}' is a card line commented out: not counted (remove its "
         f"mark to count 1 {_OKO})")]


@pytest.mark.parametrize("comment", ["<!-- exported by MTGO -->", "<!-- 2 Creatures -->",
                                     '<!-- <Cards Name="Oko" /> -->', "<!-- 3 of them -->"])
def test_an_xml_comment_of_no_card_line_says_nothing(comment: str) -> None:
    deck = _XML_DECKS["deck.dek"].format(comment=comment)
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 1, 8),
                                  format_id="mtg/modern")).check_bytes(deck.encode(), "d.dek")
    assert (result.status, [v.rule for v in result.violations if v.line == 4]) == (
        "legal", [])
