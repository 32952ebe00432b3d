"""A pattern behind a cheap test reads every text as the pattern alone would.

``patterns.WordGated`` and ``patterns.Gated`` spare a check compiling a long pattern
for lines its cheap test settles. The test must never rule out a text the pattern
matches: each gated pattern's ``match`` (and ``sub``) is compared with its pattern's
own on texts made of the pattern's words (metadata keys, line prefixes, count words,
units of copies), in any case, with the letters outside ASCII that match ASCII ones
ignoring case (a long s, a Kelvin sign, a dotless or dotted i), marks and spaces. A
lookalike test holds the cheap test's premise: no list mark is a letter. Nothing is
timed.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtools.carddb import QUOTED_NAME
from cardtools.decklist import chatmarkup, text
from cardtools.decklist.markers import COUNT_WORDS, ROMAN_COUNTS
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.patterns import ascii_case_key, compiled_yet, lazy_pattern

#: Letters outside ASCII that Python's ``re`` matches with ASCII ones ignoring case.
CASE_TWINS = {"s": "\u017f", "k": "\u212a", "i": "\u0131", "I": "\u0130"}
HEADER_WORDS_SOURCE = {*bundled_zones().headers, *text.SECTION_HEADERS}
WORDS = sorted({*text.WRITTEN_METADATA_KEYS, *bundled_zones().line_prefixes,
                *COUNT_WORDS, *ROMAN_COUNTS, *text._UNIT_WORDS, "stück", "thirteen",
                "twenty", "4x", "x4", "15", "4ofs", "Fire Ball", "cards", "cartes",
                "Sideboard", "Deck", "'Mana Vault'", "\u201cSol Ring\u201d"})
MARKS = [" ", "  ", "\t", "\u00a0", ":", "\uff1a", " : ", "-", " - ", " \u2013 ", ".", "#",
         "->", "=>", "\u2192", "\u2022 ", "4 ", "(15)", "", "'", "*4", "(x4)", "[4x]", "\t4",
         "\n", "(s)", "(es)", "x", "15/15", "_"]


@st.composite
def texts(draw: st.DrawFn) -> str:
    """A text of the gated patterns' words and marks, each letter maybe in another
    case or its case twin outside ASCII."""
    parts = draw(st.lists(st.one_of(st.sampled_from(WORDS), st.sampled_from(MARKS)),
                          min_size=1, max_size=5))
    written = "".join(parts)
    flips = draw(st.lists(st.integers(0, 3), min_size=len(written), max_size=len(written)))
    return "".join(
        CASE_TWINS.get(c, c) if flip == 3 else c.upper() if flip == 2 else c
        for c, flip in zip(written, flips, strict=True))


def same_match(got: re.Match[str] | None, expected: re.Match[str] | None) -> bool:
    """Whether two matches are both none, or have the same groups at the same places."""
    if got is None or expected is None:
        return got is expected
    return got.regs == expected.regs and got.string == expected.string


@settings(max_examples=3000, deadline=None)
@given(texts())
def test_word_gated_patterns_match_as_their_patterns(written: str) -> None:
    for gated in (text._METADATA, text._EMPTY_METADATA, bundled_zones().line_prefix):
        assert same_match(gated.match(written), gated._compiled().match(written)), gated


@settings(max_examples=3000, deadline=None)
@given(texts())
def test_gated_patterns_match_and_replace_as_their_patterns(written: str) -> None:
    for gated in (text._HEADER_COUNT, QUOTED_NAME, text._UNIT_FIRST, chatmarkup._LABEL_BULLET,
                  text._COUNT_LAST, chatmarkup._LABEL):
        pattern = gated._compiled()
        assert same_match(gated.match(written), pattern.match(written))
        assert same_match(gated.search(written), pattern.search(written))
        assert gated.sub("", written) == pattern.sub("", written)
        assert gated.sub("", written, count=1) == pattern.sub("", written, count=1)


@settings(max_examples=3000, deadline=None)
@given(texts())
def test_a_label_is_told_as_its_pattern_reads_it(written: str) -> None:
    if chatmarkup._LABEL._compiled().match(written) is not None:
        assert chatmarkup._may_start_with_label(written)
    for label in ("SB: **2** Duress", "SB - 2 Duress", "SB\uff1a 2 Duress", "SB:: 2 Duress",
                  "mazo -\t4"):
        assert chatmarkup._may_start_with_label(label)
    assert not chatmarkup._may_start_with_label("# Burn: 60 cards")


@settings(max_examples=3000, deadline=None)
@given(texts())
def test_the_counted_summary_gate_reads_a_counted_text_as_the_pattern(written: str) -> None:
    counted = f"12 {written}"
    assert same_match(text._COUNTED_SUMMARY.match(counted), text._SUMMARY().match(counted))


def test_each_gate_passes_the_texts_its_pattern_matches() -> None:
    """The drawn texts above hold matches of each gated pattern: these do."""
    for gated, written in ((text._UNIT_FIRST, "ex. Boule de feu"),
                           (text._UNIT_FIRST, "→ Ancient Tomb"),
                           (chatmarkup._LABEL_BULLET, "SB: - 2 Duress"),
                           (chatmarkup._LABEL_BULLET, "Magi: • Evu"),
                           (text._COUNTED_SUMMARY, "60 cards"),
                           (text._HEADER_COUNT, "15 Sideboard"),
                           (text._HEADER_COUNT, "x15 Sideboard"),
                           (text._HEADER_COUNT, "4ofs Sideboard"),
                           (text._COUNT_LAST, "Ponder x4"),
                           (text._COUNT_LAST, "Ponder (4x)"),
                           (text._COUNT_LAST, "Ponder\t4\n")):
        assert gated.match(written) is not None, written


#: Words of ASCII letters a plain header may be made of: header words, count words,
#: Roman numerals, units of a count and words starting as they do.
PLAIN_WORDS = sorted({*(word for word in HEADER_WORDS_SOURCE if word.isascii()), *(
    word for word in COUNT_WORDS if word.isascii()), *map(str.lower, ROMAN_COUNTS),
                      "thirteen", "twenty", "cards", "card", "pcs", "kaarten", "x", "c", "l",
                      "twocards", "sixty", "deuxieme", "civil", "Deck", "Sideboard", "Tokens"})
#: What follows a plain header's words: nothing, a count in brackets, or a near miss.
PLAIN_ENDS = ["", " (15)", " (4)", " (044)", "(15)", " (15) ", " (x15)", " (four)", " 15"]


@st.composite
def plain_headers(draw: st.DrawFn) -> str:
    """Words of ``PLAIN_WORDS`` one space apart, each letter maybe in capitals, and an
    end of ``PLAIN_ENDS``."""
    words = " ".join(draw(st.lists(st.sampled_from(PLAIN_WORDS), min_size=1, max_size=3)))
    flips = draw(st.lists(st.booleans(), min_size=len(words), max_size=len(words)))
    return "".join(c.upper() if flip else c for c, flip in zip(words, flips, strict=True)
                   ) + draw(st.sampled_from(PLAIN_ENDS))


@settings(max_examples=3000, deadline=None)
@given(plain_headers())
def test_a_plain_header_is_matched_as_the_zone_header_pattern_matches_it(written: str) -> None:
    plain = text._plain_header(written)
    if plain is not None:
        assert same_match(plain, text._ZONE_HEADER().match(written)), written


def test_the_commonest_headers_are_matched_without_the_zone_header_pattern() -> None:
    """The headers of most lists (``Deck (44)``, ``side deck``) are read by the short
    pattern; a last word that may be a count (``Deck ii``) by the zone header's."""
    for written in ("Deck (44)", "Side deck (10)", "side deck", "Sideboard", "Main Deck (60)"):
        assert text._plain_header(written) is not None, written
    for written in ("Deck ii", "Main two cards", "Deck (four)", "Deck: 15", "Commander"):
        assert text._plain_header(written) is None, written


HEADER_WORDS = sorted({*bundled_zones().headers, *text.SECTION_HEADERS, "Sideboard", "Deck",
                       "Attraction", "Magi", "A legal deck", "15", "XV", "cards"})


@st.composite
def header_texts(draw: st.DrawFn) -> str:
    """A text of header words, counts and marks, each letter maybe in capitals."""
    parts = draw(st.lists(st.one_of(st.sampled_from(HEADER_WORDS), st.sampled_from(MARKS)),
                          min_size=1, max_size=4))
    written = "".join(parts)
    flips = draw(st.lists(st.booleans(), min_size=len(written), max_size=len(written)))
    return "".join(c.upper() if flip else c for c, flip in zip(written, flips, strict=True))


def read_without_start_test(read: Callable[[str, ZoneTable], object], written: str,
                            zones: ZoneTable) -> object:
    """``read(written, zones)`` with ``text._starts_a_spelling`` telling nothing (the
    letter search and the header patterns read every text), and ``text._zone_of``'s
    readings not remembered (those remembered were read with the test)."""
    tested, zone_of = text._starts_a_spelling, text._zone_of
    text._starts_a_spelling = lambda *_: None
    text._zone_of = zone_of.__wrapped__  # type: ignore[attr-defined]
    try:
        return read(written, zones)
    finally:
        text._starts_a_spelling, text._zone_of = tested, zone_of


#: The readings the start test settles texts for, as they are called (``_zone_of``
#: without the memory of its readings).
READINGS = (text._zone_of.__wrapped__, text._loose_header,  # type: ignore[attr-defined]
            lambda written, zones: text._metadata_entry(f"Deck: {written}", zones),
            lambda written, zones: text._metadata_entry(f"{written}: 15", zones))


@settings(max_examples=3000, deadline=None)
@given(header_texts())
def test_a_header_is_read_as_without_the_start_test(written: str) -> None:
    for zones in (bundled_zones(), bundled_zones().of_game("mtg")):
        for read in READINGS:
            assert read(written, zones) == read_without_start_test(read, written, zones), (
                written)


@pytest.mark.parametrize("written, zone", [
    ("Sideboard (15)", "side"), ("Deckx4", "main"), ("SIDEBOARDX15", "side"),
    ("Attraction(s)", "skip"), ("-- Side deck: 15/15 cards --", "side"),
    ("Side-deck", "side"), ("XV Sideboard", None), ("A legal deck: 60 cards", None),
    ("# Sideboard", None), ("Fire Ball", None)])
def test_the_start_test_passes_headers(written: str, zone: str | None) -> None:
    zones = bundled_zones().of_game("mtg")
    read = text._zone_of.__wrapped__  # type: ignore[attr-defined]
    assert read(written, zones) == read_without_start_test(read, written, zones) == zone


@pytest.mark.parametrize("written, header", [
    ("15 Sideboard", "Sideboard"), ("XV Sideboard", "Sideboard"), ("x15 Side deck", "Side deck"),
    ("Sideboard (vs aggro)", "Sideboard"), ("Main deck (cont.)", "Main deck"),
    ("4 Fire Ball", None), ("A legal deck: 60 cards", None)])
def test_the_start_test_passes_loose_headers(written: str, header: str | None) -> None:
    zones = bundled_zones().of_game("mtg")
    assert text._loose_header(written, zones) == read_without_start_test(
        text._loose_header, written, zones) == header


def test_a_comment_of_other_words_compiles_no_header_pattern() -> None:
    """A deck's comment line of other words with a colon and counts (the bundled
    examples' first line) is read without the zone header's and declared count's
    patterns, which compiling cost more than the rest of a one-deck check's reading."""
    script = (
        "from cardtools.decklist import text\n"
        "text.read_text(b'# A legal Modern deck: Burn as registered for the Challenge 64 of\\n'\n"
        "               b'# 2026-07-27 on MTGO (26th place): 60 cards in the main deck.\\n'\n"
        "               b'# A legal deck: 44 cards in the deck, 10 in the side deck.\\n'\n"
        "               b'4 Ponder\\n')\n"
        "from cardtools.patterns import compiled_yet\n"
        "print(*map(compiled_yet, (text._ZONE_HEADER, text._DECLARED_THEN_MORE,"
        " text._HEADER_COUNT._compiled, text._COUNT_LAST._compiled,"
        " chatmarkup._LABEL_BULLET._compiled)))\n")
    run = subprocess.run([sys.executable, "-c", "from cardtools.decklist import chatmarkup\n"
                          + script], capture_output=True, text=True, timeout=120, check=True)
    assert run.stdout.split() == ["False"] * 5


def test_a_word_s_ascii_key_is_what_an_ascii_text_matching_it_lowers_to() -> None:
    assert ascii_case_key("Sideboard") == "sideboard"
    assert ascii_case_key("\u017ftack") == "stack"
    assert ascii_case_key("\u212aommandeur") == "kommandeur"
    assert ascii_case_key("\u0130conic") == "iconic"
    assert ascii_case_key("réserve") is None
    assert ascii_case_key("デッキ") is None


def test_no_list_mark_is_a_letter() -> None:
    assert not any(mark.isalpha() for mark in chatmarkup.BULLET_MARKS)


def test_a_metadata_line_is_read_through_the_gate() -> None:
    match = text._METADATA.match("Player : Alice")
    assert match is not None and match[1] == "Player" and match[2] == "Alice"
    assert text._METADATA.match("4 Fire Ball") is None
    assert text._METADATA.match("Tide: 4") is None
    assert text._METADATA.match("Jou\u0435ur: Alice") is None  # a Cyrillic ie: no key
    match = text._METADATA.match("Événement\uff1aGP")
    assert match is not None and match[1] == "Événement" and match[2] == "GP"


def test_every_roman_count_is_a_header_count() -> None:
    """The header patterns read a count in Roman numerals by ``[ivxlc]{1,7}``, without
    ``COUNT_WORD``'s list of numerals (``markers.COUNT_WORD_BUT_ROMAN``)."""
    zones = bundled_zones().of_game("mtg")
    for numeral in (*ROMAN_COUNTS, *map(str.lower, ROMAN_COUNTS)):
        assert text._zone_of(f"Sideboard ({numeral})", zones) == "side", numeral
        match = text._ZONE_HEADER().match(f"-- Sideboard {numeral} --")
        assert match is not None and match["text"] == "Sideboard", numeral
        assert text._HEADER_COUNT.sub("", f"{numeral} Sideboard") == "Sideboard", numeral


def test_a_lazy_pattern_tells_whether_it_was_compiled() -> None:
    lazy = lazy_pattern(r"\d+")
    assert not compiled_yet(lazy)
    assert lazy().match("12") is not None
    assert compiled_yet(lazy)
    assert lazy() is lazy()
    with pytest.raises(ValueError, match="is not a lazy pattern"):
        compiled_yet(lambda: re.compile("x"))


@settings(max_examples=3000, deadline=None)
@given(st.one_of(st.sampled_from(sorted({*text._NUMBERING_WORDS, *map(str.lower, ROMAN_COUNTS),
                                         *map(str.lower, HEADER_WORDS), "part", "pt", "teil",
                                         "deckii", "xiv", "a", "h", "b"})),
                 st.text("abcdefghiklmnoprstuvx", min_size=1, max_size=8)))
def test_a_header_of_one_plain_word_has_the_number_its_patterns_find(word: str) -> None:
    for counted in (False, True):
        if text._no_number_alone(word):
            assert text._numbered_header(word, counted) is None, word
    assert text.header_number("Sideboard") is None
    assert text.header_number("Deck II") == ("deck #", "2")
