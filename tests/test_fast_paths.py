"""The fast paths read every line as the general path would (a metamorphic test).

The text reader reads a plain ``4 Name`` line, a zone header and a metadata line once per
distinct line text (``_read_line``), and remembers its readings of header, metadata and
card text (``_remembered``); the resolver looks up a line read one way only at once. Each
is a shortcut of the general path, never another reading: a deck judged with them turned
off (every line through ``_Reader.feed``, every reading computed afresh, every line
through the resolver's general path) gets the same JSON result, byte for byte, and so
does a deck judged first in a fresh process or after other decks filled the caches. The
corpus is fixed: the project's decklist fixtures, and lines of every kind (counts, set
codes, zone words, headers, metadata keys, comments, odd spacing) in the reader's states
(after a header, under a Maybeboard, in About, after the commanders, after blank lines).
Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtools import cardfiles
from cardtools import checker as checker_module
from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import text
from cardtools.gamedata import bundled_zones
from cardtools.reporters.json_report import result_json

FIXTURES = Path(__file__).resolve().parent / "fixtures"
DATE = dt.date(2026, 8, 1)

#: The reader's readings remembered by ``_remembered``, by their module name.
REMEMBERED = [name for name, value in vars(text).items()
              if getattr(getattr(value, "__code__", None), "co_name", "") == "remembered"]

#: Names a line may hold: cards, zone and grouping words, set codes, a split card.
NAMES = ["Black Lotus", "Power Sink", "Fire // Ice", "Sideboard", "Side deck", "Main deck",
         "Magi", "Commander", "Maybeboard", "Creatures", "Korg and Zet", "Black Lotus lea",
         "Side-board", "About"]
#: Counts as players write them: each form is written with every name and the first
#: two, and with every count once (the names taken in turn).
COUNTS = ["4", "15", "4x", "0", "007", "1000", "x4", "\uff14", "XV", "+4", "four"]
#: Line forms around a count ``{c}`` and a name ``{n}``: spacing, set codes, comments,
#: markers, bullets, headings, metadata keys, a header after the name.
FORMS = ["{c} {n}", "{c}{n}", "{n}", "{n} x{c}", "{c} {n} (LEA) 12", "{c} {n} LEA",
         "{c} LEA {n}", "{c} {n}|LEA", "{c} {n} # note", "{c} {n} // note", "{c} {n} *F*",
         "SB: {c} {n}", "- {c} {n}", "# {c} {n}", "// {c} {n}", "{n}:", "{n} ({c})",
         "{c}  {n}", "{c}\t{n}", "{c} {n}\u200b", "{c}\u00a0{n}", "Name: {c} {n}",
         "Format: {n}", "{c} {n} - Promo", "{c} {n}\u00a0- Promo", "{c} {n}\u00a0tmp",
         "{c} TMP\u00a0{n}", "{c} {n} Sideboard", "{c} {n}:", "{c} {n} (cont.)"]
#: The reader's states a line is read in: ``{line}`` is the line.
CONTEXTS = ["{line}\n",
            "Deck\n4 Lightning Bolt\n{line}\n4 Opt\nSideboard\n2 Pyroblast\n",
            "Maybeboard\n{line}\n4 Opt\n",
            "About\nName Burn\n{line}\n4 Opt\n",
            "Commander\n1 Kalamax, the Stormsire\n{line}\n\n4 Opt\n",
            "4 Lightning Bolt\n4 Opt\n\n{line}\n4 Counterspell\n"]


#: Lines read one after another in each state: each line is read after others of the
#: corpus too (a zone header or a Maybeboard among them changes the state of the next).
BATCH = 12


def lines(names: list[str] = NAMES) -> list[str]:
    """Every form with every name and with every count, once each."""
    every_name = [form.format(c=count, n=name) for form in FORMS for count in COUNTS[:2]
                  for name in names]
    every_count = [form.format(c=count, n=names[turn % len(names)])
                   for turn, (form, count) in enumerate(
                       (form, count) for form in FORMS for count in COUNTS)]
    return list(dict.fromkeys([*every_name, *every_count]))


def in_contexts(every: list[str]) -> list[tuple[str, bytes, str]]:
    """Decks of ``BATCH`` of the lines ``every`` in each context, judged in Vintage."""
    return [("deck.txt", context.format(line="\n".join(every[start:start + BATCH])).encode(),
             "mtg/vintage")
            for start in range(0, len(every), BATCH) for context in CONTEXTS]


def decks() -> list[tuple[str, bytes, str]]:
    """``(file name, bytes, format)`` of each deck of the corpus."""
    fixtures = [(path.name, path.read_bytes(), format_id) for folder, format_id in (
        ("mtg", "mtg/vintage"), ("decks", "mage-noir/tournament"),
        ("magi_nation", "magi-nation/standard"), ("magetcg", "magetcg/foundry"))
        for path in sorted((FIXTURES / folder).glob("*.txt"))]
    return [*fixtures, *in_contexts(lines())]


def judged(decks: list[tuple[str, bytes, str]], formats_dirs: list[Path] | None = None
           ) -> list[str]:
    """Each deck's JSON result (with the deck as read), judged in order by one run (with
    the game data and formats of ``formats_dirs`` too)."""
    checkers: dict[str, Checker] = {}
    results = []
    for name, data, format_id in decks:
        if format_id not in checkers:
            checkers[format_id] = Checker(CheckOptions(
                format_id=format_id, use_config=False, as_of=DATE, include_deck=True,
                formats_dirs=formats_dirs or []))
        result = checkers[format_id].check_bytes(data, name)
        results.append(json.dumps(result_json(result), ensure_ascii=False, sort_keys=True))
    return results


def fresh_caches(monkeypatch: pytest.MonkeyPatch) -> None:
    """Start every reading cache and the card databases afresh, as a new process does."""
    monkeypatch.setattr(text, "_LINE_READINGS", {})
    for name in REMEMBERED:
        monkeypatch.setattr(text, name, text._remembered(getattr(text, name).__wrapped__))
    monkeypatch.setattr(cardfiles, "bundled_database",
                        cache(cardfiles.bundled_database.__wrapped__))


def general_path_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Turn the fast paths off: no line read once per text, no reading remembered, no
    resolver shortcut (no line compares equal to the one-reading marker)."""
    monkeypatch.setattr(text, "_LINE_READINGS", {})
    no_reading: Callable[[str], bool] = lambda raw: True  # noqa: E731
    monkeypatch.setattr(text, "_read_line", no_reading)
    for name in REMEMBERED:
        monkeypatch.setattr(text, name, getattr(text, name).__wrapped__)
    monkeypatch.setattr(checker_module, "_ONE_READING", (object(),))


@pytest.fixture(scope="module")
def corpus() -> list[tuple[str, bytes, str]]:
    return decks()


@pytest.fixture(scope="module")
def with_fast_paths(corpus: list[tuple[str, bytes, str]]) -> list[str]:
    return judged(corpus)


@pytest.fixture
def general(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    general_path_only(monkeypatch)
    yield


def test_the_harness_turns_every_fast_path_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """The readings turned off are those the reader remembers, and with them off no
    line is read once per text."""
    assert sorted(REMEMBERED) == ["_card_text", "_line_kind", "_metadata_entry",
                                  "_possible_card_text", "_zone_of"]
    general_path_only(monkeypatch)
    text.read_text(b"4 Black Lotus\nSideboard\nFormat: mtg/vintage\n")
    assert text._LINE_READINGS == {}


def test_the_corpus_holds_every_kind_of_line(corpus: list[tuple[str, bytes, str]]) -> None:
    """The fixtures of each game are there, and the written lines in every state."""
    assert len([deck for deck in corpus if deck[0] != "deck.txt"]) == 12
    assert len(corpus) == 12 + -(-len(lines()) // BATCH) * len(CONTEXTS)
    assert len(lines()) > 1000


def test_the_fast_paths_read_as_the_general_path(
        corpus: list[tuple[str, bytes, str]], with_fast_paths: list[str],
        general: None) -> None:
    """Every deck of the corpus gets the same JSON result with the fast paths off (a
    '15 Sideboard' read as 15 copies of an unknown card where the general path reads the
    side deck's header, or '4 Power Sink' with a no-break space before 'tmp' an unknown
    card where the general path reads four Power Sink, would differ)."""
    differing = [deck[1].decode() for deck, fast, slow in
                 zip(corpus, with_fast_paths, judged(corpus), strict=True) if fast != slow]
    assert differing == []


def test_a_deck_reads_the_same_in_a_fresh_run_as_after_others(
        corpus: list[tuple[str, bytes, str]], with_fast_paths: list[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Order independence: the decks judged in the opposite order, with every cache
    started afresh, each get the result they got after the decks before them."""
    fresh_caches(monkeypatch)
    backwards = judged(corpus[::-1])[::-1]
    differing = [deck[1].decode() for deck, forwards, reverse in
                 zip(corpus, with_fast_paths, backwards, strict=True) if forwards != reverse]
    assert differing == []


def vintage(deck: str) -> tuple[str, dict[str, int], list[tuple[str, int | None, str]]]:
    """The status, zone sizes and ``(rule, line, message)`` of a deck judged in Vintage."""
    result = Checker(CheckOptions(format_id="mtg/vintage", use_config=False,
                                  as_of=DATE)).check_bytes(deck.encode(), "deck.txt")
    return result.status, dict(result.zones), [(v.rule, v.line, v.message)
                                               for v in result.violations]


@pytest.mark.parametrize(("line", "written", "count"), [
    ("1 Black Lotus\u00a0- Promo", "Black Lotus\u00a0- Promo", 1),
    ("4 Power Sink\u00a0tmp", "Power Sink\u00a0tmp", 4),
    ("4 TMP\u00a0Power Sink", "TMP\u00a0Power Sink", 4),
])
def test_a_no_break_space_before_a_printing_or_set_code_is_a_space(
        line: str, written: str, count: int) -> None:
    """A plain line with a no-break space before words naming the printing or a set code
    (or after a set code before the name) is read as with a space: the card, with a note
    (it took the plain path, an unknown card with the no-break space in its name: a legal
    deck judged illegal)."""
    lands = 60 - count
    status, zones, said = vintage(f"{lands - 40} Island\n40 Mountain\n{line}\n")
    card = "Black Lotus" if "Lotus" in line else "Power Sink"
    assert (status, zones, said) == ("legal", {"main": 60}, [
        ("reading", 3, f"no card is named '{written}': read as {count} {card}")])


@pytest.mark.parametrize("line", ["4 Black  Lotus", "4 Black Lotus\u200b", "4\tBlack Lotus"])
def test_a_plain_line_spaced_otherwise_is_read_as_written_with_one_space(line: str) -> None:
    """Two spaces in a name, a tab after the count or a zero-width space at its end:
    the name as the deck shows it is the card's with single spaces (it was the name as
    written, the spaces and the invisible character kept in the report)."""
    result = Checker(CheckOptions(format_id="mtg/vintage", use_config=False, as_of=DATE,
                                  include_deck=True)).check_bytes(
        f"56 Island\n{line}\n".encode(), "deck.txt")
    assert result.read is not None
    assert result.read["main"][1] == {"count": 4, "name": "Black Lotus",
                                      "written": "Black Lotus", "line": 2,
                                      "holographic": False}
    assert [(v.rule, v.line, v.message) for v in result.violations] == [
        ("restricted", 2, "4 copies of Black Lotus; it is restricted to 1 copy ("
         "listed by 2020-01-01, where the recorded lists start)")]


#: A game's data adding a header of its own to the side deck (``--formats-dir``).
BENCH_GAME = "zones:\n  side:\n    label: side deck\n    headers:\n      en: [bench]\n"


def test_the_fast_paths_read_as_the_general_path_with_a_games_own_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a game's words added as data (the plain readings are those of the bundled
    words), every deck of lines naming its header gets the same JSON result with the
    fast paths off ('15 Bench' was 15 copies of an unknown card with them on)."""
    game = tmp_path / "formats" / "bench"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text(BENCH_GAME, "utf-8")
    corpus = in_contexts(lines(["Bench", "Black Lotus", "Creatures"]))
    with_fast_paths = judged(corpus, [tmp_path / "formats"])
    general_path_only(monkeypatch)
    differing = [deck[1].decode() for deck, fast, slow in zip(
        corpus, with_fast_paths, judged(corpus, [tmp_path / "formats"]), strict=True)
        if fast != slow]
    assert differing == []


@pytest.mark.parametrize("header", ["4 Bench", "4x Bench", "IV Bench"])
def test_a_count_then_a_side_header_of_a_game_added_as_data_is_that_header(
        tmp_path: Path, header: str) -> None:
    """With a game's words added as data (a side deck header ``Bench``), a count then
    that header is the side deck's header, as the general path reads it (the plain path,
    which knows the bundled words only, read 4 copies of an unknown card 'Bench' and
    the side deck's cards in the main deck: a legal deck judged illegal); the count it
    declares is the side deck's 4 cards, so no ``declared-count`` warning."""
    game = tmp_path / "formats" / "bench"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text(BENCH_GAME, "utf-8")
    result = Checker(CheckOptions(format_id="mtg/vintage", use_config=False, as_of=DATE,
                                  formats_dirs=[tmp_path / "formats"])).check_bytes(
        f"56 Island\n4 Opt\n{header}\n4 Pyroblast\n".encode(), "deck.txt")
    assert (result.status, dict(result.zones)) == ("legal", {"main": 60, "side": 4})
    assert [(v.rule, v.line, v.message) for v in result.violations] == [
        ("reading", 3, f"'{header}' is read as the header 'Bench': the cards after it are "
         "in the side deck")]


#: Pieces of metadata values: letters (a Roman numeral's among them), marks, count words,
#: header and set code words, pieces of a marker (``*F*``) and of a comment.
VALUE_PIECES = [*"aefilnorstuvwxIVXLC", " ", "  ", "/", "//", "-", "+", "&", "|", ".", ",",
                "'", "_", "!", "*F*", "*", "(", ")", "[", "]", "<", ">", "^", "#", ":",
                "4", "four", "tw", "o", "un", "pair", "playset", "two", "x", "X", "iv",
                "Creatures", "Sideboard", "SB", "Lands", "Promo", "tmp", "LEA", "Total",
                "cards", "Black Lotus", "Fire", "Ice", "Magi", "Commander"]


@settings(max_examples=600, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(VALUE_PIECES), min_size=1, max_size=7).map("".join))
def test_a_metadata_value_told_countless_reads_as_no_count(value: str) -> None:
    """A metadata value ``_countless`` tells gives no count (the fast path keeps it as
    metadata without reading it as a card line) reads as a card line giving none."""
    value = value.strip()
    if value and text._countless(value):
        possible = text._possible_card_text.__wrapped__(value, bundled_zones())
        assert possible is None or (isinstance(possible, text._PossibleCard)
                                    and not possible.gives_count())


@pytest.mark.parametrize(("value", "countless"), [
    ("mtg/legacy", True), ("mage-noir/tournament", True), ("magetcg/ascension+heroic", True),
    ("Alice Smith", True), ("4 Black Lotus", False), ("Black Lotus x4", False),
    ("four Black Lotus", False), ("Black Lotus IV", False), ("Black Lotus xiv", False),
    ("tw*F*o Black Lotus", False), ("Creatures:", False), ("Black Lotus # two", False),
    ("Team I", False), ("Alice Two", False), ("un Black Lotus", False),
    ("Black Lotus\u0007", False), ("a" * 501, False), ("-cards-", False),
    ("*Creatures*", False), ("(Alice)", False), ("-Alice", True),
])
def test_countless_values(value: str, countless: bool) -> None:
    """Values that may give a count are read as card lines: a digit, a count word, a
    Roman numeral's letters, a colon, a marker, a comment, words between marks (a
    grouping header, ``-cards-``, read as one); and control characters and over-long
    values, which the card line reader reports."""
    assert text._countless(value) is countless


@pytest.mark.parametrize("spelling", sorted(bundled_zones().headers))
def test_a_header_spelled_alone_reads_as_the_general_path_reads_it(spelling: str) -> None:
    """Each bundled header spelling in letters and spaces, in small letters, capitals or
    with capital initials, is told at once (``_spelled_header``) as the zone header
    ``_line_kind``, ``_zone_of`` and ``_zone_count`` read, declaring no count; a spelling
    with other characters (``side-deck``) is left to them."""
    zones = bundled_zones()
    for written in (spelling, spelling.upper(), spelling.title()):
        told = text._spelled_header(written, zones)
        if not spelling.replace(" ", "").isalpha():
            assert told is None
            continue
        kind, value = text._line_kind.__wrapped__(written, zones)
        assert (kind, told) == (text.ZONE, zones.headers[spelling])
        assert text._zone_of.__wrapped__(value, zones) == told
        assert text._zone_count(written) is None


def test_a_card_line_after_a_separator_ends_its_gap(monkeypatch: pytest.MonkeyPatch) -> None:
    """A separator parts blocks of cards as a blank line does, with the blank lines next
    to it; a card line after it ends that gap, so a blank line after the card line parts
    another block: three blocks and no header, all read as the deck (a plain line took the
    blank line after it for part of the separator's gap: two blocks, the second read as
    the sideboard, where the general path reads three)."""
    deck = b"4 Black Lotus\n-----\n4 Opt\n\n4 Ponder\n"
    fast = text.read_text(deck)
    general_path_only(monkeypatch)
    slow = text.read_text(deck)
    assert [(line.name, line.zone) for line in fast.lines] == [
        ("Black Lotus", "main"), ("Opt", "main"), ("Ponder", "main")]
    assert fast.findings == slow.findings
    assert fast.findings[-1].message.startswith("3 blocks of cards parted by blank lines")
