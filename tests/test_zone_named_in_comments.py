"""A comment after a card line that names a zone or a section as its header does (``1
Ponder // Sideboard``, ``2 Duress # SB``, ``4 Opt -- Maybeboard``) opens nothing: it is a
``parse-error`` on that line. It was read as a comment, the cards after it counted in
the zone above, so a side deck of sixteen so written passed as a longer main deck."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_hostile_tricks import DECK_40, checker, errors
from tests.test_real_deck_forms import DAY, MAIN, SIDE


def _modern(text: str) -> DeckResult:
    """``text`` judged in Modern on the Burn deck's day."""
    return Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                as_of=dt.date.fromisoformat(DAY))).check_bytes(
        text.encode(), "deck.txt")


def _burn(side_opened_by: str, side: list[tuple[int, str]] = SIDE) -> DeckResult:
    """The Burn deck in Modern, its last main deck line followed by ``side_opened_by``
    and its sixteen sideboard cards after it, no header."""
    lines = [f"{count} {name}" for count, name in MAIN]
    lines[-1] += side_opened_by
    lines += [f"{count} {name}" for count, name in side]
    return _modern("\n".join(lines) + "\n")


SIXTEEN = [*SIDE, (1, "Smash to Smithereens")]
LAST = len(MAIN)


def _parse_errors(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(message, line) for rule, message, line in errors(result) if rule == "parse-error"]


@pytest.mark.parametrize(("comment", "written"), [
    (" // Sideboard", "// Sideboard"), (" # Sideboard", "# Sideboard"),
    (" -- Sideboard", "-- Sideboard"), ("// Sideboard:", "// Sideboard:"),
    (" // SB", "// SB"), (" #SB", "# SB"), (" // Sideboard (16)", "// Sideboard (16)"),
    (" // side deck", "// side deck"), (" // Sideboard // games 2 and 3", "// Sideboard")])
def test_a_side_deck_header_in_a_comment_after_a_card_is_a_parse_error(
        comment: str, written: str) -> None:
    # the sixteen cards after it were counted in the main deck: a legal 76-card deck
    result = _burn(comment, SIXTEEN)
    assert result.status == "illegal"
    assert result.zones == {"main": 76}
    assert _parse_errors(result) == [(
        f"the comment '{written}' after the card names the side deck, as its header does, "
        "but opens nothing: the line and the cards after it are read in the deck (write "
        "the header on a line of its own, or the line's zone prefix before its count: SB: "
        "1 Name)", LAST)]


def test_a_section_outside_the_deck_named_in_a_comment_is_a_parse_error() -> None:
    result = _burn(" // Maybeboard")
    assert result.status == "illegal"
    assert [line for _, line in _parse_errors(result)] == [LAST]
    # the card is counted, said so, and the fix leaves out that line, not the cards after it
    assert _parse_errors(result)[0][0] == (
        "the comment '// Maybeboard' after the card names a section outside the deck, as its "
        "header does, but leaves nothing out: the line's card is counted in the deck, as are "
        "the cards after it (to leave the card out, remove the line or write the section's "
        "word before its count: Maybeboard: 1 Name)")


def test_a_header_in_a_comment_under_a_skipped_section_is_a_parse_error() -> None:
    # under Maybeboard the sideboard's cards were skipped with it, unjudged
    text = "\n".join([*(f"{c} {n}" for c, n in MAIN), "Maybeboard", "1 Opt // Sideboard",
                      *(f"{c} {n}" for c, n in SIXTEEN)]) + "\n"
    result = _modern(text)
    assert result.status == "illegal"
    assert [line for _, line in _parse_errors(result)] == [LAST + 2]
    assert "are read in the section outside the deck" in _parse_errors(result)[0][0]


def test_a_side_deck_header_in_french_after_a_mage_noir_card_is_a_parse_error() -> None:
    result = checker().check_bytes((DECK_40.rstrip() + "\n1 Seed // Réserve\n").encode(),
                                   "deck.txt")
    assert result.status == "illegal"
    assert [(message[:40], line) for message, line in _parse_errors(result)] == [
        ("the comment '// Réserve' after the card ", DECK_40.rstrip().count("\n") + 2)]


@pytest.mark.parametrize("comment", [" // side plan", " // sideboard tech vs burn",
                                     " # main", " // Deck", " -- burn"])
def test_a_comment_of_other_words_or_of_the_lines_own_zone_stays_a_comment(
        comment: str) -> None:
    result = _burn(comment)
    assert (result.status, result.zones) == ("legal", {"main": 75})
    assert _parse_errors(result) == []


def test_the_same_zone_named_in_a_comment_under_its_header_stays_a_comment() -> None:
    text = "\n".join([*(f"{c} {n}" for c, n in MAIN), "Sideboard",
                      *(f"{c} {n} // Sideboard" for c, n in SIDE)]) + "\n"
    result = _modern(text)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize(("heading", "part"), [
    ("## Spells // Sideboard", "Sideboard"), ("// Spells // Sideboard", "Sideboard"),
    ("# Lands # Sideboard", "Sideboard"), ("## Burn - Sideboard", "Sideboard"),
    ("## Burn (Sideboard)", "Sideboard"), ("# Burn: Sideboard", "Sideboard"),
    ("// Maybeboard // Side deck", "Side deck"), ("## Maybeboard - SB", "SB")])
def test_a_heading_naming_the_side_deck_after_other_words_is_a_parse_error(
        heading: str, part: str) -> None:
    # it was a comment: the sixteen cards under it counted in the main deck, legal
    lines = [*(f"{c} {n}" for c, n in MAIN), heading, *(f"{c} {n}" for c, n in SIXTEEN)]
    result = _modern("\n".join(lines) + "\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 76}
    assert _parse_errors(result) == [(
        f"'{part}' after the heading's or comment's other words names the side deck, as its "
        "header does, but opens nothing: the cards after it are read in the deck (write the "
        "header alone on a line of its own)", LAST + 1)]


@pytest.mark.parametrize("heading", ["// Sideboard (post-board)", "## Sideboard // Maybeboard",
                                     "## Creatures (21)", "// Sideboard plan: vs Burn",
                                     "## Notes - Main"])
def test_a_heading_that_opens_its_zone_or_names_none_after_its_words_is_no_error(
        heading: str) -> None:
    lines = [*(f"{c} {n}" for c, n in MAIN), heading, *(f"{c} {n}" for c, n in SIDE)]
    result = _modern("\n".join(lines) + "\n")
    assert _parse_errors(result) == []
    assert result.status == "legal"


@pytest.mark.parametrize("mark", ["<Sideboard>", "^SB^"])
def test_a_mark_naming_the_side_deck_after_a_card_is_a_parse_error(mark: str) -> None:
    # dropped as a set code or a tag, the sixteenth sideboard card was counted in the
    # main deck, unsaid
    lines = [*(f"{c} {n}" for c, n in MAIN), "Sideboard",
             *(f"{c} {n}" for c, n in SIDE[1:]), f"1 Smash to Smithereens {mark}"]
    lines.insert(LAST, lines.pop())  # the marked card among the main deck's
    result = _modern("\n".join(lines) + "\n")
    assert result.status == "illegal"
    assert [line for _, line in _parse_errors(result)] == [LAST + 1]
    assert _parse_errors(result)[0][0].startswith(
        f"the mark '{mark}' after the card names the side deck, as its header does, but "
        "opens nothing")


def _marked_side_card(written: str, among_main: bool) -> DeckResult:
    """The Burn deck with its sideboard's Path to Exile written as ``written`` (``{}``:
    the name) among the main deck's lines (``among_main``) or under the Sideboard header."""
    card = written.format(f"{SIDE[1][0]} {SIDE[1][1]}")
    main = [f"{c} {n}" for c, n in MAIN]
    side = [f"{c} {n}" for c, n in SIDE if n != SIDE[1][1]]
    lines = ([*main[:3], card, *main[3:], "Sideboard", *side] if among_main
             else [*main, "Sideboard", *side[:2], card, *side[2:]])
    return _modern("\n".join(lines) + "\n")


@pytest.mark.parametrize("written", [
    "{} (Sideboard)", "{} (SB)", "{} (side)", "{} [SB]", "{} [Side]", "{} *SB*", "{} * SB *",
    "{} (Réserve)", "{} (Banquillo)", "{} (Side deck)", "{} (sideboard)", "{} (SB.)",
    "[SB] {}", "(Side) {}", "SB: {}", "Sideboard: {}"])
@pytest.mark.parametrize("among_main", [True, False])
def test_a_side_deck_mark_before_or_after_the_card_places_it_as_the_header_does(
        written: str, among_main: bool) -> None:
    # "1 Duress (Sideboard)", "1 Duress *SB*" among the main deck's lines were a
    # parse-error and an unknown card 'Duress (Sideboard)' (a legal deck refused); the
    # marks before the count ("[SB] 1 Duress", "SB: 1 Duress") placed the line already.
    # The same deck written each way gets the same verdict
    plain = _marked_side_card("{}", among_main=False)
    result = _marked_side_card(written, among_main)
    assert (plain.status, plain.zones, errors(plain)) == ("legal", {"main": 60, "side": 15}, [])
    assert (result.status, result.zones, errors(result)) == (
        plain.status, plain.zones, errors(plain))
    assert [v for v in result.violations if v.rule == "unknown-card"] == []


@pytest.mark.parametrize("written", ["4 Lightning Bolt (Main)", "4 Lightning Bolt [Deck]",
                                     "4 Lightning Bolt *Main*", "[Main] 4 Lightning Bolt"])
def test_a_main_deck_mark_after_the_card_under_the_side_header_places_it_in_the_deck(
        written: str) -> None:
    main = [f"{c} {n}" for c, n in MAIN if n != "Lightning Bolt"]
    lines = [*main, "Sideboard", *(f"{c} {n}" for c, n in SIDE), written]
    result = _modern("\n".join(lines) + "\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def test_a_card_named_with_brackets_still_resolves_beside_the_marks() -> None:
    # no card's name ends in a zone's word in brackets: "Hazmat Suit (Used)" and "B.F.M.
    # (Big Furry Monster)" stay the cards
    result = Checker(CheckOptions(format_id="mtg/vintage", use_config=False)).check_bytes(
        b"4 Hazmat Suit (Used)\n1 B.F.M. (Big Furry Monster)\n55 Mountain\n", "deck.txt")
    assert [v.rule for v in result.violations if v.rule == "unknown-card"] == []
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("mark", ["[Sideboard]", "(CMD)", "(MH2)", "[Ramp]"])
def test_a_category_placing_the_card_or_a_set_code_is_no_error(mark: str) -> None:
    lines = [*(f"{c} {n}" for c, n in MAIN[:-1]), f"11 Mountain {mark}", "1 Mountain",
             "Sideboard", *(f"{c} {n}" for c, n in SIDE)]
    result = _modern("\n".join(lines) + "\n")
    assert _parse_errors(result) == []


def _jegantha(side_line: str, header: str = "Sideboard") -> DeckResult:
    """A Legacy deck of four Cryptic Command ({1}{U}{U}{U}: Jegantha's condition fails)
    with ``side_line`` under ``header``."""
    text = (f"Deck\n4 Cryptic Command\n56 Island\n\n{header}\n2 Pyroblast\n{side_line}\n")
    return Checker(CheckOptions(format_id="mtg/legacy", use_config=False,
                                as_of=dt.date(2024, 1, 1))).check_bytes(
        text.encode(), "deck.txt")


@pytest.mark.parametrize("mark", ["<Companion>", "<companion>", "^Companion^",
                                  "<Companions>", "<Compagnon>", "<CMPN>", "{cmpn}"])
def test_a_tag_naming_the_companion_after_a_sideboard_card_is_a_parse_error(
        mark: str) -> None:
    # dropped as a tag, a category or a set code, Jegantha was an undeclared sideboard
    # card: its broken condition a warning, the deck legal, as "// Companion" there is
    # a parse-error (CMPN: TappedOut's mark, *CMPN*, as a word)
    result = _jegantha(f"1 Jegantha, the Wellspring {mark}")
    assert result.status == "illegal"
    assert _parse_errors(result) == [(
        f"the mark '{mark}' after the card names the companion, as its header does, but "
        "opens nothing: the line and the cards after it are read in the side deck (write "
        "the header on a line of its own, or the line's zone prefix before its count: SB: "
        "1 Name)", 7)]


def test_a_tag_naming_the_command_zone_after_a_main_deck_card_is_a_parse_error() -> None:
    text = "Deck\n1 Krenko, Mob Boss <Commander>\n99 Mountain\n"
    result = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                  as_of=dt.date(2024, 1, 1))).check_bytes(
        text.encode(), "deck.txt")
    assert [line for _, line in _parse_errors(result)] == [2]
    assert _parse_errors(result)[0][0].startswith(
        "the mark '<Commander>' after the card names the Command zone, as its header "
        "does, but opens nothing")


@pytest.mark.parametrize(("line", "header"), [
    ("1 Jegantha, the Wellspring <Companion>", "Companion"),
    ("1 Jegantha, the Wellspring [Companion]", "Sideboard"),
    ("1 Jegantha, the Wellspring *CMPN*", "Sideboard"),
    ("1 Jegantha, the Wellspring <borderless>", "Sideboard"),
])
def test_a_tag_of_the_lines_own_zone_a_category_or_a_printing_is_no_error(
        line: str, header: str) -> None:
    assert _parse_errors(_jegantha(line, header)) == []


@pytest.mark.parametrize("mark", ["(Companion)", "(CMPN)", "(Compagnon)", "( companion )",
                                  "[CMPN]"])
def test_a_role_in_round_brackets_after_a_sideboard_card_declares_the_companion(
        mark: str) -> None:
    # '(CMPN)' was a parse-error and '(Companion)' an undeclared sideboard card: the card
    # is declared, as *CMPN* declares it, so its broken condition is an error
    result = _jegantha(f"1 Jegantha, the Wellspring {mark}")
    assert [(v.rule, v.severity, v.line) for v in result.violations
            if v.severity != "info"] == [("companion", "error", 7)]
    assert [v.message for v in result.violations if v.rule == "reading"] == [
        f"'{mark}' marks the companion: read in the sideboard, declared as the companion"]


def _commander(text: str) -> DeckResult:
    return Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                as_of=dt.date(2024, 1, 1))).check_bytes(
        text.encode(), "deck.txt")


@pytest.mark.parametrize("mark", ["(Commander)", "(CMDR)", "(cmdr)", "(Commandant)",
                                  "(Kommandeur)", "[CMDR]", "(Cmdr.)", "(General)",
                                  "(Général)", "- Commander", "\u2013 CMDR", "- General",
                                  "*Commander*", "*General*"])
def test_a_role_in_round_brackets_after_the_deck_places_the_commander(mark: str) -> None:
    # '1 Gut, True-Soul Zealot (Commander)' after the deck's lines kept the role in the
    # name (read as the card, in the deck: no commander) or was a parse-error
    result = _commander(f"Deck\n99 Mountain\n1 Krenko, Mob Boss {mark}\n")
    assert result.status == "legal"
    assert result.zones == {"main": 99, "command": 1}
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"] == [
        (3, f"'{mark}' marks the commander: read in the command zone")]


@pytest.mark.parametrize("line", ["1 Sol Ring (Commander)", "1 Black Lotus (CMDR)",
                                  "1 Black Lotus - Commander", "1 Sol Ring (General)"])
def test_a_role_in_round_brackets_never_hides_a_card(line: str) -> None:
    # the card so marked is judged as the commander: a card that cannot be one, or a
    # banned one, makes the deck illegal
    result = _commander(f"Deck\n99 Mountain\n{line}\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 99, "command": 1}
    assert "commander" in {v.rule for v in result.violations if v.severity == "error"}


def test_another_zone_after_a_dash_is_no_role() -> None:
    # '- Sideboard' names no role: the line stays an unknown card, never the card moved
    result = _commander("Deck\n99 Mountain\n1 Krenko, Mob Boss - Sideboard\n")
    assert result.status == "illegal"
    assert "unknown-card" in {v.rule for v in result.violations}


def test_a_set_named_after_the_role_is_a_printing() -> None:
    # '(Commander 2011)' names a set: the card stays in the deck
    result = _commander("Commander\n1 Krenko, Mob Boss\nDeck\n98 Mountain\n"
                        "1 Sol Ring (Commander 2011)\n")
    assert (result.status, result.zones) == ("legal", {"main": 99, "command": 1})


def test_cmpn_as_a_header_or_a_line_prefix_declares_the_companion() -> None:
    for text in ("CMPN: 1 Jegantha, the Wellspring\nDeck\n4 Cryptic Command\n56 Island\n",
                 "Deck\n4 Cryptic Command\n56 Island\n\nCMPN\n1 Jegantha, the Wellspring\n"):
        result = Checker(CheckOptions(format_id="mtg/legacy", use_config=False,
                                      as_of=dt.date(2024, 1, 1))).check_bytes(
            text.encode(), "deck.txt")
        assert [(v.rule, v.severity) for v in result.violations] == [("companion", "error")]


@pytest.mark.parametrize(("line", "word", "where"), [
    ("4 Duress SB", "SB", "the side deck"), ("4 Duress SIDE", "SIDE", "the side deck"),
    ("4 SB Duress", "SB", "the side deck"), ("Duress SB x4", "SB", "the side deck"),
    ("4 Duress CMPN", "CMPN", "the companion"), ("4 Duress CMDR", "CMDR", "the Command zone")])
def test_a_zone_word_dropped_beside_a_main_deck_card_is_a_parse_error(
        line: str, word: str, where: str) -> None:
    # "4 Duress SB" was read as 4 Duress, the word dropped as a bare set code: the four
    # sideboard cards counted in the main deck, a 56-card main deck legal
    lines = [*(f"{c} {n}" for c, n in MAIN[:-1]), f"{MAIN[-1][0] - 4} {MAIN[-1][1]}",
             line, "Sideboard", *(f"{c} {n}" for c, n in SIDE[4:])]
    result = _modern("\n".join(lines) + "\n")
    assert result.status == "illegal"
    assert _parse_errors(result) == [(
        f"the word '{word}' beside the card names {where}, as its header does, but opens "
        "nothing: the line and the cards after it are read in the deck (write the header "
        "on a line of its own, or the line's zone prefix before its count: SB: 1 Name)",
        LAST + 1)]


@pytest.mark.parametrize("line", ["1 Seer of the Bright Side", "4 Breeding Pool",
                                  "1 Side to Side", "4 Duress DMU", "4 DMU Duress",
                                  "4 Duress MAIN"])
def test_a_card_named_so_a_set_code_or_the_lines_own_zone_is_no_error(line: str) -> None:
    assert _parse_errors(_modern(f"Deck\n{line}\n56 Mountain\n")) == []


def test_a_zone_word_dropped_from_a_csv_name_cell_is_a_parse_error() -> None:
    # "Duress SB" in a name cell was read as Duress on the main deck's row, unsaid
    text = "Count,Name\n4,Lightning Bolt\n52,Mountain\n4,Duress SB\n"
    result = Checker(CheckOptions(format_id="mtg/legacy", use_config=False,
                                  as_of=dt.date(2024, 1, 1))).check_bytes(
        text.encode(), "deck.csv")
    assert _parse_errors(result) == [(
        "the word 'SB' beside the card names the side deck, as its header does, but opens "
        "nothing: the row is read in the deck (give the row's zone in its board column)", 4)]


def _magi(magi: list[str], extra: str = "") -> DeckResult:
    """The Arderial starter (3 Magi, 40 cards) with its Magi written as ``magi``."""
    text = "\n".join([*magi, "Deck", "1 Lovian", "2 Thunder Hyren", "2 Alaban", "3 Epik",
                      "3 Cloud Narth", "3 Lightning Hyren", "3 Pharan", "2 Thunder Vashp",
                      "1 Storm Ring", "1 Channeler's Gloves", "1 Mask of Abwyn",
                      "1 Robe of the Ages", "2 Relic Stalker", "3 Staff of Hyren",
                      "1 Eclipse", "2 Fog Bank", "3 Shockwave", "3 Lightning",
                      "3 Shooting Star", extra]) + "\n"
    return Checker(CheckOptions(format_id="magi-nation/standard", use_config=False,
                                as_of=dt.date(2024, 1, 1))).check_bytes(
        text.encode(), "deck.txt")


def test_a_magis_role_in_round_brackets_puts_it_in_the_magi_stack() -> None:
    # 'Nimbulo (Magi)' was an unknown card: a zone of one kind of card, as the command zone
    result = _magi(["Nimbulo (Magi)", "Shimmer (Magi)", "Stradus (Magi)"])
    assert (result.status, result.zones) == ("legal", {"magi": 3, "main": 40})
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"] == [
        (line, "'(Magi)' marks the card of the Magi stack: read there") for line in (1, 2, 3)]


@pytest.mark.parametrize("mark", ["(Arderial Magi)", "(Arderial, Magi)", "(Magi, Arderial)",
                                  "- Arderial Magi", "(Universal Rare Magi)"])
def test_a_magi_annotated_with_its_region_and_type_is_a_magi(mark: str) -> None:
    # 'Nimbulo (Arderial Magi)' was an unknown card, while '(Magi)' and 'Arbolit (Cald
    # Creature)' were each read: the region (or rarity) beside the Magi stack's word
    result = _magi(["Magi", f"Nimbulo {mark}", "Shimmer", "Stradus"])
    assert (result.status, result.zones) == ("legal", {"magi": 3, "main": 40})
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"] == [
        (2, f"'{mark}' marks the card of the Magi stack: read there")]
    # with no header, each line so marked is read in the stack
    unheaded = _magi([f"{name} {mark}" for name in ("Nimbulo", "Shimmer", "Stradus")])
    assert (unheaded.status, unheaded.zones) == ("legal", {"magi": 3, "main": 40})


def test_a_card_marked_as_a_magi_is_judged_there() -> None:
    # a spell so marked is no Magi: the deck stays illegal
    result = _magi(["Nimbulo (Magi)", "Shimmer (Magi)", "Stradus (Magi)"],
                   "1 Eclipse (Magi)")
    assert result.status == "illegal"
    assert "zone-card-type" in {v.rule for v in result.violations if v.severity == "error"}


@pytest.mark.parametrize("heading", ["Creatures (Sideboard)", "Creatures [SB]", "Spells *SB*",
                                     "Cards (Réserve)"])
def test_a_grouping_heading_marked_with_the_side_decks_word_opens_no_side_deck(
        heading: str) -> None:
    # the mark names the side deck after no counted card: the cards under it are not
    # placed by it, and the line is no card; the deck is never legal so (it was legal, the
    # side deck's 16 cards counted in a 76-card main deck)
    main = "\n".join(f"{count} {name}" for count, name in MAIN)
    side = "\n".join(f"{count} {name}" for count, name in [*SIDE, (1, "Duress")])
    result = Checker(CheckOptions(format_id="mtg/modern", as_of=dt.date.fromisoformat(DAY),
                                  use_config=False)
                     ).check_bytes(f"Deck\n{main}\n\n{heading}\n{side}\n".encode(), "d.txt")
    assert result.status == "illegal", [(v.rule, v.message) for v in result.violations]
    # the 16 side deck cards are the sideboard's, one too many (the heading line too)
    assert "zone-size" in {v.rule for v in result.violations if v.severity == "error"}
    assert result.zones["main"] == 60


@pytest.mark.parametrize(("heading", "words"), [
    ("Creatures [Sideboard]", "Creatures"), ("[Sideboard] Creatures", "Creatures"),
    ("Lands [Sideboard]", "Lands"), ("Other Spells [Sideboard]", "Other Spells"),
    ("[SB] Instants", "Instants")])
def test_a_grouping_heading_marked_in_square_brackets_is_a_parse_error(
        heading: str, words: str) -> None:
    # "Creatures [Sideboard]" over the fifteen side deck cards: the category placed no
    # card and the cards under it were counted in the main deck, a 75-card deck legal
    main = "\n".join(f"{count} {name}" for count, name in MAIN)
    side = "\n".join(f"{count} {name}" for count, name in SIDE)
    result = _modern(f"Deck\n{main}\n\n{heading}\n{side}\n")
    assert result.status == "illegal"
    assert _parse_errors(result) == [(
        f"'{heading}' marks the grouping '{words}' as the side deck's, but a mark opens "
        "nothing: the cards after it are read where they were (write the zone's header "
        "alone on a line of its own, or the grouping as a comment)", len(MAIN) + 3)]


@pytest.mark.parametrize("line", ["Ponder [Sideboard]", "[Sideboard] Ponder"])
def test_a_card_line_of_no_count_marked_for_the_side_deck_is_placed_there(line: str) -> None:
    # Arena's About export writes a side deck card so: a card's name, not a grouping
    main = "\n".join(f"{count} {name}" for count, name in MAIN)
    result = _modern(f"{main}\n{line}\n")
    assert result.zones == {"main": 60, "side": 1}
    assert _parse_errors(result) == []


@pytest.mark.parametrize("header", ["Sideboard: Spells", "Sideboard: Creatures",
                                    "Sideboard: Other Spells", "Sideboard - Spells"])
def test_the_side_decks_header_with_a_grouping_after_its_colon_opens_the_side_deck(
        header: str) -> None:
    # "Sideboard: Spells" was one card line of the side deck naming no card, a grouping
    # header: the side deck's cards under it were counted in the main deck
    main = "\n".join(f"{count} {name}" for count, name in MAIN)
    side = "\n".join(f"{count} {name}" for count, name in SIDE)
    result = _modern(f"Deck\n{main}\n\n{header}\n{side}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize("header", ["Sideboard: Conspiracy", "Sideboard - Conspiracy"])
def test_a_grouping_word_naming_a_card_after_the_side_decks_header_is_a_parse_error(
        header: str) -> None:
    # a grouping over the side deck, or one Conspiracy in it: counted, never judged legal
    main = "\n".join(f"{count} {name}" for count, name in MAIN)
    side = "\n".join(f"{count} {name}" for count, name in SIDE)
    result = _modern(f"Deck\n{main}\n\n{header}\n{side}\n")
    assert result.zones == {"main": 60, "side": 16}
    assert _parse_errors(result) == [(
        "'Conspiracy' may be a heading over the lines after it or 1 copy of Conspiracy: "
        "counted as 1 copy of Conspiracy", len(MAIN) + 3)]


def test_a_grouping_marked_with_the_zone_it_stands_in_is_a_grouping_header() -> None:
    # under the side deck's header, "Creatures [Sideboard]" groups the side deck's cards
    main = "\n".join(f"{count} {name}" for count, name in MAIN)
    side = "\n".join(f"{count} {name}" for count, name in SIDE)
    result = _modern(f"Deck\n{main}\n\nSideboard\nCreatures [Sideboard]\n{side}\n")
    assert (result.status, result.zones, _parse_errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
