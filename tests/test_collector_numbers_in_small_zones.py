"""A number after a set code on a line with no count, in the command zone (a commander or
a legal pair): the card's collector number, read as one copy with a note, not that many
copies (``Commander: Azusa, Lost but Seeking (A25) 155`` was 155 commanders). A line of
a sideboard or the main deck keeps README's reading (the number at the end is its count:
a line never counts fewer copies than it may mean), and the deck is judged read as one
copy too: legal as a count alone, the line is a ``parse-error``."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult


def _judge(text: str, format_id: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id=format_id, as_of=dt.date(2026, 8, 22),
                                   use_config=False))
    return checker.check_bytes(text.encode("utf-8"), "deck.txt")


def _said(result: DeckResult) -> list[tuple[int | None, str, str, str | None]]:
    return [(v.line, v.rule, v.message, v.hint) for v in result.violations]


@pytest.mark.parametrize("written", ["Commander: Azusa, Lost but Seeking (A25) 155",
                                     "Commander\nAzusa, Lost but Seeking [CHK] 201"])
def test_a_commander_line_counts_one_copy_not_its_collector_number(written: str) -> None:
    """Under a ``Commander:`` prefix or header: one Azusa, the deck legal, the note
    saying how the number was read and how to write it."""
    tail = written.split("\n")[-1].removeprefix("Commander: ")
    line = written.count("\n") + 1
    result = _judge(f"{written}\nDeck\n99 Forest\n", "mtg/commander")
    number = tail.rsplit(" ", 1)[1]
    assert result.status == "legal"
    assert _said(result) == [(
        line, "reading", f"no card is named '{tail}': read as 1 Azusa, Lost but Seeking, "
        f"{number} its collector number (the command zone holds at most 2 cards)",
        f"write 1 {tail} to say so")]
    assert result.zones == {"command": 1, "main": 99}


@pytest.mark.parametrize("written", ["Pyroblast (ICE) 212", "Pyroblast (ICE) 16",
                                     "Pyroblast [ICE] 16"])
def test_a_sideboard_line_over_the_sideboards_size_keeps_its_count(written: str) -> None:
    """Legacy's sideboard holds 15, but ``Pyroblast (ICE) 16`` may mean 16 copies: it
    counts them, and the sideboard is refused as too large; legal as one copy, the line is
    a ``parse-error`` saying so (it was told 16 copies alone)."""
    result = _judge(f"4 Lightning Bolt\n56 Mountain\nSideboard\n{written}\n", "mtg/legacy")
    count = int(written.rsplit(" ", 1)[1])
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": count})
    assert [(line, rule, message) for line, rule, message, _hint in _said(result)] == [
        (3, "zone-size", f"Sideboard: {count} cards; at most 15"),
        (4, "parse-error", f"no card is named '{written}': its {count} may be a collector "
         f"number or a count, and the deck is legal only if it is not the count (read as "
         f"{count} Pyroblast)"),
        (4, "copy-limit", f"{count} copies of Pyroblast; at most 4")]


def test_a_count_the_zone_can_hold_keeps_its_count() -> None:
    """``Pyroblast (ICE) 2`` in the sideboard is 2 copies (README: the number at a line's
    end is read as its count), and the deck is legal either way."""
    result = _judge("4 Lightning Bolt\n56 Mountain (M10)\nSideboard\nPyroblast (ICE) 2\n",
                    "mtg/legacy")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 2})


#: The hint of a line whose number may be a collector number or a count.
_BOTH = "write 1 {0} {1} for one copy, or {1} {0} for {1} copies"


@pytest.mark.parametrize(("written", "shown", "uncounted"), [
    ("Mountain (UNF) 56", "Mountain (UNF) 56", "Mountain (UNF)"),
    ("Mountain UNF 56", "Mountain UNF 56", "Mountain UNF"),
    ("Mountain [UNF] 56", "Mountain [UNF] 56", "Mountain [UNF]"),
    ("Mountain|UNF 56", "Mountain|UNF 56", "Mountain|UNF"),
    ("Mountain UNF 56x", "Mountain UNF 56x", "Mountain UNF"),
    ("UNF Mountain 56", "UNF Mountain 56", "UNF Mountain"),
    ("Mountain\tUNF\t56", "Mountain\tUNF", "Mountain UNF"),
    ("Mountain (UNF) 56 // lands", "Mountain (UNF) 56", "Mountain (UNF)"),
    ("Mountain (UNF) 56 *F*", "Mountain (UNF) 56", "Mountain (UNF)"),
    ("Mountain (UNF) - 56", "Mountain (UNF) - 56", "Mountain (UNF)"),
    ("Mountain (UNF) \u2014 56", "Mountain (UNF) \u2014 56", "Mountain (UNF)"),
    ("Mountain - (UNF) 56", "Mountain - (UNF) 56", "Mountain - (UNF)"),
    ("Mountain | UNF | 56", "Mountain | UNF | 56", "Mountain | UNF"),
    ("Mountain {UNF} 56", "Mountain {UNF} 56", "Mountain {UNF}"),
    ("Mountain (UNF) | 56", "Mountain (UNF) | 56", "Mountain (UNF)"),
    ("Mountain [UNF] | 56", "Mountain [UNF] | 56", "Mountain [UNF]"),
    ("Mountain\t(UNF)\t56", "Mountain (UNF) 56", "Mountain (UNF)"),
    ("Mountain\t[UNF]\t56", "Mountain [UNF] 56", "Mountain [UNF]"),
    ("Mountain (UNF)\t56", "Mountain (UNF) 56", "Mountain (UNF)"),
])
def test_a_deck_legal_only_if_a_number_after_a_set_code_is_its_count_is_refused(
        written: str, shown: str, uncounted: str) -> None:
    """``Mountain (UNF) 56`` with no count: 56 Mountains or one of collector number 56.
    Read as the count alone, the deck was legal (a main deck of 60; of 5 as one copy),
    a note hidden by ``--quiet``: the deck is judged both ways, and a number whose
    reading makes it legal or not is a ``parse-error`` saying how to write each."""
    result = _judge(f"4 Lightning Bolt\n{written}\n", "mtg/modern")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert _said(result) == [(
        2, "parse-error", f"no card is named '{shown}': its 56 may be a collector number "
        "or a count, and the deck is legal only if it is the count (read as 56 Mountain)",
        _BOTH.format(uncounted, 56))]


@pytest.mark.parametrize("written", [
    "Mountain (UNF): 56", "Mountain (UNF) = 56", "Mountain UNF:56", "Mountain [UNF]=56",
    "Mountain {UNF} : 56"])
def test_a_number_after_a_colon_or_equals_sign_after_a_set_code_is_the_count(
        written: str) -> None:
    """``Force of Will (EMA): 4``, ``Name [SET] = 4``: a number after a colon or an equals
    sign is written as a quantity: read as the count with the reader's note, never judged
    both ways (a dash, a pipe, a tab or a space after the set code still are)."""
    result = _judge(f"4 Lightning Bolt\n{written}\n", "mtg/modern")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert _said(result) == [(2, "reading", f"no card is named '{written}': read as 56 "
                              "Mountain", None)]


@pytest.mark.parametrize("written", [
    "4 Force of Will (EMA) - 49", "4 Force of Will (EMA) : 49", "4 Force of Will (EMA) = 49",
    "4 Force of Will [EMA] - 49", "4 Force of Will {EMA} - 49", "4 Force of Will (EMA)|49",
    "4 Force of Will (EMA) \u2014 49"])
def test_after_a_count_a_number_parted_from_a_set_code_is_its_collector_number(
        written: str) -> None:
    """``4 Force of Will (EMA) - 49``: after a count the number after a set code is the
    collector number whatever parts them, as ``4 Force of Will (EMA) 49`` (it was the
    unknown card 'Force of Will (EMA) - 49', a legal deck illegal)."""
    result = _judge(f"56 Mountain\n{written}\n", "mtg/legacy")
    assert (result.status, result.zones, _said(result)) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize("written", [
    "4 Force of Will (EMA) | 49.99", "4 Force of Will (EMA) 49 | 0.25",
    "4 Force of Will [EMA] | 0,25"])
def test_a_price_column_after_a_counted_set_code_is_dropped_with_a_note(
        written: str) -> None:
    """``4 Force of Will (EMA) 49 | 0.25``: a price cell after a pipe, after a printing,
    is dropped with the reader's note, the card read without its printing."""
    result = _judge(f"56 Mountain\n{written}\n", "mtg/legacy")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert _said(result) == [(2, "reading", f"no card is named '{written[2:]}': read as 4 "
                              "Force of Will", None)]


def test_lines_of_numbers_after_set_codes_judged_both_ways_are_each_refused() -> None:
    """30 lines ``Mountain UNF 239`` / ``Lightning Bolt M10 1``: 6,218 cards as counts,
    30 as collector numbers; the deck was legal. Each line whose count is unsure is a
    ``parse-error``; ``Lightning Bolt M10 1`` is one copy either way."""
    lines = ["Lightning Bolt M10 1"] * 4 + ["Mountain UNF 239"] * 26
    result = _judge("\n".join(lines) + "\n", "mtg/modern")
    assert result.status == "illegal"
    assert [(v.line, v.rule) for v in result.violations if v.severity == "error"] == [
        (number, "parse-error") for number in range(5, 31)]


@pytest.mark.parametrize("deck", [
    "4 Lightning Bolt\nMountain (M10) 56\nSideboard\nPyroblast (ICE) 16\n",  # too large
    "Lightning Bolt (M10) 146\n56 Mountain\n",    # a copy limit broken as a count alone
])
def test_a_deck_illegal_as_read_is_judged_so_without_a_parse_error(deck: str) -> None:
    """The number read as the count already refuses the deck (a sideboard of 16, 146
    copies of Lightning Bolt): no ``parse-error`` is added."""
    result = _judge(deck, "mtg/legacy")
    assert result.status == "illegal"
    assert "parse-error" not in {v.rule for v in result.violations}


@pytest.mark.parametrize("deck", [
    "4 Lightning Bolt (M10) 146\n56 Mountain (M10) 242\n",   # a count first
    "4 Lightning Bolt\n55 Mountain\nForest (M10) 1\n",  # 1 copy either way
    "4 Lightning Bolt\n56 Mountain\nSideboard\nPyroblast (ICE) 2\n",  # 2 or 1: legal
])
def test_a_deck_legal_both_ways_stays_legal(deck: str) -> None:
    """A line with a count keeps its number as the collector number, and a number whose
    readings change no verdict is a note: legal decks stay legal."""
    result = _judge(deck, "mtg/legacy")
    assert (result.status, result.zones["main"]) == ("legal", 60)
    assert [v.rule for v in result.violations if v.severity == "error"] == []


@pytest.mark.parametrize(("deck", "format_id", "line", "read"), [
    ("Commander\n1 Atraxa, Praetors' Voice\nDeck\nSol Ring (C21) 263\n98 Forest\n",
     "mtg/commander", "Sol Ring (C21) 263", "Sol Ring"),
    ("4 Lightning Bolt\n3 Snapcaster Mage\nSnapcaster Mage (SLD) 5\n52 Island\n",
     "mtg/modern", "Snapcaster Mage (SLD) 5", "Snapcaster Mage"),
    ("3 Lightning Bolt\nLightning Bolt [M10] 146\n56 Mountain\n", "mtg/modern",
     "Lightning Bolt [M10] 146", "Lightning Bolt"),
])
def test_a_deck_legal_only_if_a_number_after_a_set_code_is_no_count_is_told_so(
        deck: str, format_id: str, line: str, read: str) -> None:
    """``Sol Ring (C21) 263`` in a singleton deck: 263 copies refused it, one copy is
    legal; the line is a ``parse-error`` saying how to write either (it was told only
    of the copies, which the player did not mean)."""
    result = _judge(deck, format_id)
    number = int(line.rsplit(" ", 1)[1])
    at = deck.split("\n").index(line) + 1
    uncounted = line.rsplit(" ", 1)[0]
    assert result.status == "illegal"
    assert (at, "parse-error", f"no card is named '{line}': its {number} may be a "
            "collector number or a count, and the deck is legal only if it is not the count "
            f"(read as {number} {read})", _BOTH.format(uncounted, number)) in _said(result)


@pytest.mark.parametrize("companion", ["Companion\nJegantha, the Wellspring (IKO) 222\n",
                                       "Companion\nJegantha, the Wellspring [IKO] 222\n"])
def test_a_companion_sections_line_counts_one_copy_not_its_collector_number(
        companion: str) -> None:
    """An Arena ``Companion`` section holds one card, as the command zone: the number
    after its set code is its collector number (222 copies were refused)."""
    result = _judge(f"{companion}Deck\n4 Lightning Bolt\n56 Mountain\n", "mtg/legacy")
    line = companion.split("\n")[1]
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})
    assert _said(result) == [(
        2, "reading", f"no card is named '{line}': read as 1 Jegantha, the Wellspring, 222 "
        "its collector number (the companion section holds at most 1 card)",
        f"write 1 {line} to say so")]


@pytest.mark.parametrize(("written", "uncounted"), [
    ("mountain (UNF) 56", "mountain (UNF)"), ("MOUNTAIN [unf] 56", "MOUNTAIN [unf]"),
    ("mountain UNF 56", "mountain UNF"), ("UNF mountain 56", "UNF mountain"),
    ("\u039countain (UNF) 56", "\u039countain (UNF)"),  # a Greek capital Mu for the M
    ("Montagne (UNF) 56", "Montagne (UNF)"), ("Gebirge (UNF) 56", "Gebirge (UNF)"),
    ("mountain (UNF) 56 *F*", "mountain (UNF)"),
])
def test_a_number_after_a_set_code_is_judged_both_ways_however_the_name_is_spelt(
        written: str, uncounted: str) -> None:
    """``island (UNF) 36``: the name spelt otherwise than the card data (case, look-alike
    letters, another language) was never judged both ways, 36 Island legal; the line's
    spelling is what the number follows, the card's name what it is read as."""
    result = _judge(f"4 Lightning Bolt\n{written}\n", "mtg/modern")
    shown = written.removesuffix(" *F*")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(line, rule, message, hint) for line, rule, message, hint in _said(result)
            if rule != "look-alike"] == [(
                2, "parse-error", f"no card is named '{shown}': its 56 may be a collector "
                "number or a count, and the deck is legal only if it is the count (read as 56 "
                "Mountain)", _BOTH.format(uncounted, 56))]


def test_a_commander_line_spelt_in_small_letters_counts_one_copy() -> None:
    """``Commander: azusa, lost but seeking (A25) 155`` was 155 commanders."""
    result = _judge("Commander: azusa, lost but seeking (A25) 155\nDeck\n99 Forest\n",
                    "mtg/commander")
    assert (result.status, result.zones) == ("legal", {"command": 1, "main": 99})
    assert _said(result) == [(
        1, "reading", "no card is named 'azusa, lost but seeking (A25) 155': read as 1 Azusa, "
        "Lost but Seeking, 155 its collector number (the command zone holds at most 2 cards)",
        "write 1 azusa, lost but seeking (A25) 155 to say so")]


def _mtg_codes_with_digits() -> list[str]:
    """Every mtg set code of the card data holding a digit and a letter (``A25``, ``MH2``,
    ``2X2``, ``10E``), sorted: the codes a bare code's number was read after as one copy."""
    import json

    from cardtools.datadir import card_data

    sets = json.loads((card_data("mtg").path / "sets.json").read_bytes())["sets"]
    return sorted(code for code in sets if any(c.isdigit() for c in code)
                  and any(c.isalpha() for c in code) and len(code) <= 6)


def _verdict(result: DeckResult, code: str) -> tuple[str, dict[str, int], list[tuple[
        int | None, str, str]]]:
    """The status, zones and findings of ``result`` with ``code`` written as ``EMA``."""
    return result.status, result.zones, [
        (line, rule, message.replace(code, "EMA")) for line, rule, message, _hint
        in _said(result) if rule != "data-age"]


@pytest.mark.parametrize("suffix", ["", "x"])
@pytest.mark.parametrize("prefix", ["", "SB: "])
def test_a_number_after_a_bare_set_code_holding_a_digit_is_judged_as_after_letters(
        prefix: str, suffix: str) -> None:
    """``Brainstorm A25 4`` (no count first; ``MH2``, ``2X2``, ``10E``, ``a25``) read as one
    Brainstorm, a restricted card legal in Vintage, while ``Brainstorm EMA 4`` was judged
    both ways: for every mtg code of the card data holding a digit, in capitals and in
    small letters, and numbers in turn, the verdict is the letters-only code's (README:
    ``Black Lotus LEA 4``). A code in small letters of 5 letters is no set code read (an
    unknown card, refused)."""
    codes = _mtg_codes_with_digits()
    assert {"A25", "MH2", "2X2", "10E", "M21", "C21", "J22"} <= set(codes)
    deck = ("60 Island\n" if prefix else "59 Island\n") + prefix + "Brainstorm {} {}" + suffix
    expected = {number: _verdict(_judge(deck.format("EMA", number), "mtg/vintage"), "EMA")
                for number in (2, 4, 17)}
    assert all(verdict[0] == "illegal" and "parse-error" in {rule for _l, rule, _m in verdict[2]}
               for verdict in expected.values())
    # in small letters, a code of a small letters' code's length (``_LOWER_CODE``)
    written = codes + [code.lower() for code in codes[::5] if len(code) in (3, 4)]
    for at, code in enumerate(written):
        number = (2, 4, 17)[at % 3]
        assert _verdict(_judge(deck.format(code, number), "mtg/vintage"), code) == expected[
            number], code
