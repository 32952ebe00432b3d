"""A deck copied from a deck site that groups it by its own categories (Archidekt's and
Moxfield's groups, EDHREC's roles: ``Ramp (10)``, ``Card Draw``, ``Board Wipes``, ``Win
Conditions``, ``Game Changers``): each such heading is a grouping header, its count
compared with the cards under it, as ``Creatures (12)`` is (each was an unknown card, a
legal deck judged illegal). A card named by the words is still that card.

Rules: README, "Decklists" (grouping headers) and "Declared counts"."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from tests.test_real_deck_forms import MAIN, SIDE, check, errors

#: The Burn deck's main deck under an Archidekt copy's categories, as (heading, cards).
GROUPS = [("Creatures (12)", MAIN[4:7]), ("Removal (8)", [MAIN[0], MAIN[9]]),
          ("Interaction (12)", [MAIN[1], MAIN[2], MAIN[3]]),
          ("Card Draw (4)", [MAIN[7]]), ("Win Conditions (4)", [MAIN[8]]),
          ("Lands (20)", MAIN[10:])]


def _grouped(groups: list[tuple[str, list[tuple[int, str]]]]) -> str:
    blocks = ["\n".join([heading, *(f"{count} {name}" for count, name in cards)])
              for heading, cards in groups]
    side = "\n".join(["Sideboard (15)", *(f"{count} {name}" for count, name in SIDE)])
    return "\n\n".join([*blocks, side]) + "\n"


def test_a_deck_grouped_by_a_deck_sites_categories_stays_legal() -> None:
    result = check(_grouped(GROUPS))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'Creatures' names no card: read as a grouping header", 1),
        ("'Removal' names no card: read as a grouping header", 6),
        ("'Interaction' names no card: read as a grouping header", 10),
        ("'Card Draw' names no card: read as a grouping header", 15),
        ("'Win Conditions' names no card: read as a grouping header", 18),
        ("'Lands' names no card: read as a grouping header", 21)]
    assert [v.rule for v in result.violations if v.severity == "warning"] == []


@pytest.mark.parametrize("heading", ["Ramp", "Board Wipes:", "Game Changers (1)", "Tutors",
                                     "## Mana Dorks (1)", "Spot Removal - 1", "Magie (1)",
                                     "Zauber", "Hechizos:", "Altre (1)", "Zaubersprüche",
                                     "Sortilèges (1)", "咒语", "주문:", "기타 (1)",
                                     "Прочее", "其他", "Laender", "Instantes", "인스턴트",
                                     "크리처 (1)"])
def test_a_banned_card_under_a_category_heading_is_still_banned(heading: str) -> None:
    groups = [*GROUPS[:-1], ("Lands (19)", [*MAIN[10:12], (11, "Mountain")]),
              (heading, [(1, "Simian Spirit Guide")])]
    result = check(_grouped(groups))
    assert result.status == "illegal"
    assert errors(result) == [("banned", 27)]
    assert result.zones == {"main": 60, "side": 15}


@pytest.mark.parametrize(("mark", "end"), [("--- ", " ---"), ("[", "]"), ("== ", " =="),
                                           ("~~~ ", " ~~~"), ("<", ">")])
def test_a_heading_between_marks_is_a_grouping_header(mark: str, end: str) -> None:
    # "--- Creatures (12) ---", "[Lands (20)]": each was an unknown card
    groups = [(f"{mark}{heading}{end}", cards) for heading, cards in GROUPS]
    result = check(_grouped(groups))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"][:2] == [
        ("'Creatures' names no card: read as a grouping header", 1),
        ("'Removal' names no card: read as a grouping header", 6)]


def test_a_heading_between_marks_under_a_commander_starts_the_deck() -> None:
    text = ("Commander\n1 Ghalta, Primal Hunger\n--- Creatures ---\n1 Llanowar Elves\n"
            "[Lands (2)]\n2 Forest\n")
    result = check(text, format_id="mtg/commander")
    assert result.zones == {"command": 1, "main": 3}
    assert [v.rule for v in result.violations if v.rule in ("commander", "unknown-card")] == []


def test_a_category_headings_count_that_disagrees_is_a_declared_count_warning() -> None:
    groups = [("Removal (9)", [MAIN[0], MAIN[9]]) if heading == "Removal (8)" else (heading, cards)
              for heading, cards in GROUPS]
    result = check(_grouped(groups))
    assert result.status == "legal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "warning"] == [
        ("declared-count", 6)]


def test_a_card_named_by_category_words_is_still_that_card() -> None:
    # the French name of Reanimate is no heading
    result = check("Deck\n4 Lightning Bolt\nRéanimation (5)\nBlink (5)\n",
                   format_id="mtg/legacy")
    assert result.zones == {"main": 14}
    assert [(v.rule, v.message[:33], v.line) for v in result.violations
            if v.rule in ("copy-limit", "reading", "unknown-card")] == [
        ("copy-limit", "5 copies of Reanimate; at most 4", 3),
        ("copy-limit", "5 copies of Blink; at most 4", 4)]


def test_a_heading_that_is_half_of_a_split_card_is_a_heading() -> None:
    # "Burn (8)" over the burn spells was 8 copies of Turn // Burn (a copy-limit error on
    # a legal deck), "Threats (4)" an unknown card, for the Threat of Thrash // Threat
    groups = [("Threats (12)", MAIN[4:7]), ("Burn (8)", [MAIN[0], MAIN[9]]),
              *((heading, cards) for heading, cards in GROUPS[2:])]
    result = check(_grouped(groups))
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.message, v.line) for v in result.violations
            if v.rule in ("reading", "declared-count", "unknown-card", "copy-limit")] == [
        ("'Threats' names no card: read as a grouping header", 1),
        ("'Burn' is one face of Turn // Burn, not the card's name: read as a grouping "
         "header, not as 8 copies of Turn // Burn", 6),
        ("'Interaction' names no card: read as a grouping header", 10),
        ("'Card Draw' names no card: read as a grouping header", 15),
        ("'Win Conditions' names no card: read as a grouping header", 18),
        ("'Lands' names no card: read as a grouping header", 21)]


def test_a_heading_of_a_split_half_is_one_only_when_the_lines_under_it_bear_it_out() -> None:
    # the same heading twice in one deck (the card data's answer remembered) is still a
    # heading when two card lines under it hold its count; with another count under it,
    # or one line, it is the card, as before: a guess must not drop copies
    heading = "Removal (4)\n4 Lightning Bolt\nBurn (8)\n4 Lava Spike\n4 Rift Bolt\n"
    for _ in range(2):
        result = check(heading, format_id="mtg/legacy")
        assert result.zones == {"main": 12}
        assert [(v.rule, v.line) for v in result.violations
                if v.rule in ("declared-count", "reading", "copy-limit") and v.line != 1] == [
            ("reading", 3)]
    for text in ("Removal (4)\n4 Lightning Bolt\nBurn (4)\n4 Lava Spike\n4 Rift Bolt\n",
                 "Removal (4)\n4 Lightning Bolt\nBurn (4)\n4 Lava Spike\n"):
        result = check(text, format_id="mtg/legacy")
        assert result.zones == {"main": 8 + text.count("Rift") * 4 + 4}
        assert [(v.rule, v.line) for v in result.violations
                if v.rule in ("declared-count", "reading") and v.line != 1] == []


@pytest.mark.parametrize("last", ["Fire (4)", "Fire 4", "Fire: 4", "Fire - 4"])
def test_a_split_half_with_its_count_after_and_nothing_under_it_is_the_card(
        last: str) -> None:
    # a front face is the card's name in a deck; a half written name then count with no
    # card line under it is the card too: read as a heading, 4 more Fire // Ice went unsaid
    result = check(f"Deck\n4 Fire // Ice\n4 Lightning Bolt\nBonecrusher Giant (4)\n{last}\n",
                   format_id="mtg/legacy")
    assert result.zones == {"main": 16}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("copy-limit", "reading")] == [
        ("copy-limit", "8 copies of Fire // Ice; at most 4 (written 'Fire' on line 5)", 2)]


def test_a_list_written_name_then_count_keeps_its_split_cards() -> None:
    # every line of a forum post written name then count: "Fire 4" is four Fire // Ice
    result = check("Lightning Bolt 4\nFire 4\nBrainstorm 4\nPonder 4\nIsland 22\n"
                   "Mountain 22\n", format_id="mtg/legacy")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize("heading", ["Burn Spells (8)", "Burn spells:", "## Burn (8)",
                                     "**Burn** (8)", "Burn - 8", "BURN (8)", "Threat (8)"])
def test_a_heading_of_a_split_half_and_header_words_is_a_heading(heading: str) -> None:
    # "Burn Spells (8)" was an unknown card: "Burn" alone is half of Turn // Burn
    groups = [("Creatures (12)", MAIN[4:7]), (heading, [MAIN[0], MAIN[9]]),
              *((name, cards) for name, cards in GROUPS[2:])]
    result = check(_grouped(groups))
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    # said by a note, a Markdown heading's too (it dropped 8 copies without a word)
    assert [v.rule for v in result.violations if v.line == 6] == ["reading"]


def test_a_split_half_heading_over_its_count_is_the_card_when_the_card_is_listed_too() -> None:
    # "Fire 4" over two lines of 4 cards was a heading, with 4 Fire // Ice above it:
    # 8 copies written, 4 counted, legal
    result = check("Deck\n4 Fire // Ice\n4 Lightning Bolt\n44 Island\nFire 4\n2 Island\n"
                   "2 Mountain\n", format_id="mtg/legacy")
    assert result.zones == {"main": 60}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("copy-limit", "reading")] == [
        ("copy-limit", "8 copies of Fire // Ice; at most 4 (written 'Fire' on line 5)", 2)]


#: A Legacy main deck of 59 cards, its lands under a heading line (``{heading}``, line 12).
_HEADED_LANDS = ("Deck\n" + "\n".join(f"{count} {name}" for count, name in MAIN[:10])
                 + "\n{heading}\n4 Inspiring Vantage\n4 Sacred Foundry\n11 Mountain\n")


@pytest.mark.parametrize(("heading", "card"), [
    ("Terre:", "Heaven // Earth"), ("Terre", "Heaven // Earth"), ("TERRE :", "Heaven // Earth"),
    ("**Terre:**", "Heaven // Earth"), ("Combat:", "Prepare // Fight"),
    ("Burn:", "Turn // Burn"), ("Burn", "Turn // Burn"), ("Threat", "Thrash // Threat"),
    ("Conspiracy:", "Conspiracy"), ("Conspiracy", "Conspiracy"),
    ("Terre -", "Heaven // Earth"), ("Terre (lands)", "Heaven // Earth")])
def test_a_heading_that_may_be_a_card_is_never_judged_legal_on_the_guess(
        heading: str, card: str) -> None:
    # "Terre:" (Italian lands, the French face of Heaven // Earth) over the lands of a
    # 59-card main deck was one Heaven // Earth: 60 cards, legal. Each of the game's header
    # words that names a card, written as a heading or alone among counted lines, is
    # counted as written and a parse-error: either guess may be wrong by its copies
    result = check(_HEADED_LANDS.format(heading=heading), format_id="mtg/legacy")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", f"'{heading.strip('*: -').removesuffix(' (lands)')}' may be a "
         "heading over the lines after it "
         f"or 1 copy of {card}: counted as 1 copy of {card}", 12)]


@pytest.mark.parametrize(("text", "main"), [
    ("Conspiracy\nLightning Bolt\nMountain\n", 3),
    ("4 Lightning Bolt\n1 Terre\n4 Conspiracy\n4 Burn\n20 Mountain\n", 33)])
def test_a_header_word_that_is_a_cards_name_in_a_list_without_counts_is_the_card(
        text: str, main: int) -> None:
    # a list of names alone (one copy each) names its cards so, and a count before the
    # name is a card line as a deck writes one: no guess to make
    result = check(text, format_id="mtg/legacy")
    assert result.zones == {"main": main}
    assert [v.rule for v in result.violations if v.rule == "parse-error"] == []


def _assert_heading_or_card(heading: str, name: str, card: str) -> None:
    """``heading`` above the lands of a 59-card Legacy main deck is the parse-error of a
    line that may be a heading or 1 copy of ``card`` (``name`` as the message says it)."""
    result = check(_HEADED_LANDS.format(heading=heading), format_id="mtg/legacy")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", f"'{name}' may be a heading over the lines after it "
         f"or 1 copy of {card}: counted as 1 copy of {card}", 12)]


@pytest.mark.parametrize(("heading", "name", "card"), [
    ("Earth:", "Earth", "Heaven // Earth"), ("Heaven:", "Heaven", "Heaven // Earth"),
    ("Fire:", "Fire", "Fire // Ice"), ("Ice:", "Ice", "Fire // Ice"),
    ("ICE :", "ICE", "Fire // Ice"), ("Fire\uff1a", "Fire", "Fire // Ice"),
    ("Fire -", "Fire", "Fire // Ice"), ("Night:", "Night", "Night // Day"),
    ("Wear:", "Wear", "Wear // Tear"), ("Abundance:", "Abundance", "Abundance"),
    ("Fire // Ice:", "Fire // Ice", "Fire // Ice"), ("Feu:", "Feu", "Fire // Ice"),
    ("## Earth:", "Earth", "Heaven // Earth"), ("**Earth:**", "Earth", "Heaven // Earth"),
    ("- Ice:", "Ice", "Fire // Ice"), ("Fire \u2014", "Fire", "Fire // Ice"),
    ("Fire \u2015", "Fire", "Fire // Ice"), ("Fire \u2212", "Fire", "Fire // Ice"),
    ("Earth --", "Earth --", "Heaven // Earth")])
def test_any_card_written_as_a_heading_over_cards_is_never_judged_legal_on_the_guess(
        heading: str, name: str, card: str) -> None:
    # "Earth:", "Fire:", "Ice:" (halves of split cards, no header words) over the lands of
    # a 59-card main deck were one copy of the card, unsaid: 60 cards, legal. Any line
    # written as a heading (a colon or a dash after it) whose words name a card, by any
    # name of it, over card lines is the same parse-error as "Terre:"
    _assert_heading_or_card(heading, name, card)


@pytest.mark.parametrize(("heading", "name", "card"), [
    ("*Earth*", "Earth", "Heaven // Earth"), ("_Earth_", "Earth", "Heaven // Earth"),
    ("**Earth**", "Earth", "Heaven // Earth"), ("__Fire__", "Fire", "Fire // Ice"),
    ("*Abundance*", "Abundance", "Abundance"), ("Earth", "Earth", "Heaven // Earth"),
    ("Ice", "Ice", "Fire // Ice"), ("Night", "Night", "Night // Day"),
    ("Feu", "Feu", "Fire // Ice")])
def test_a_card_emphasised_or_named_by_a_face_alone_over_cards_is_never_judged_legal(
        heading: str, name: str, card: str) -> None:
    # "*Earth*" (a heading's emphasis, as "Earth:" is one's colon) and "Earth" alone (a
    # split card's face, no way to write the card on a line of its own) above the lands of
    # a 59-card main deck were one copy of the card, unsaid: 60 cards, legal
    _assert_heading_or_card(heading, name, card)


#: Tovolar's Huntmaster read as the card: not yet in Legacy on the day judged.
_TOVOLAR = ("card-pool", 2, "Tovolar's Huntmaster // Tovolar's Packleader is not in the card "
            "pool of Legacy on 2021-06-01: not yet released on 2021-06-01: first printed in "
            "Innistrad: Midnight Hunt (MID), released 2021-09-24")


@pytest.mark.parametrize(("text", "status", "findings"), [
    ("4 Lightning Bolt\nAbundance\n55 Mountain\n", "legal", []),
    ("4 Lightning Bolt\n55 Mountain\n*Earth*\n", "legal", []),
    ("4 Lightning Bolt\nEarth\nIce\nMountain\n53 Mountain\n", "legal",
     [("duplicate-line", 5, "Mountain is on 2 lines of the Main deck (lines 4, 5); counted "
       "as 54 copies")]),
    ("*Earth* x4\n56 Mountain\n", "legal", []),
    # a double-faced card's front face is its name however its apostrophe is written
    ("4 Lightning Bolt\nTovolar\u2019s Huntmaster\n55 Mountain\n", "illegal", [_TOVOLAR]),
    ("4 Lightning Bolt\none Tovolar\u2019s Huntmaster\n55 Mountain\n", "illegal",
     [("reading", 2, "no card is named 'one Tovolar\u2019s Huntmaster': read as 1 Tovolar's "
       "Huntmaster // Tovolar's Packleader"), _TOVOLAR]),
    ("4 Lightning Bolt\nBrazen Borrower\n55 Mountain\n", "legal", [])])
def test_a_card_by_its_own_name_or_over_no_counted_line_stays_the_card(
        text: str, status: str, findings: list[tuple[str, int, str]]) -> None:
    # a whole name without a count among counted lines is one copy (an export's line of
    # one, "Æther Adept"); the list's last line heads nothing; a count after it is copies
    result = check(text, format_id="mtg/legacy")
    assert (result.status, result.zones) == (status, {"main": 60})
    assert [(v.rule, v.line, v.message) for v in result.violations] == findings


@pytest.mark.parametrize("text", [
    # a count written after the name: copies, as a list written name then count means
    "4 Lightning Bolt\nFire: 4\n52 Mountain\n", "4 Lightning Bolt\nFire (4)\n52 Mountain\n",
    "4 Lightning Bolt\nFire // Ice: 4\n52 Mountain\n",
    # the list's last line, over no card line, and a count first: the card
    "4 Lightning Bolt\n52 Mountain\nFire // Ice:\nFire // Ice:\nFire // Ice:\nIce:\n",
    "4 Lightning Bolt\n4 Fire // Ice\n52 Mountain\n",
    # a card's name holding a colon, no heading
    "4 Lightning Bolt\nCircle of Protection: Red\n3 Circle of Protection: Red\n52 Mountain\n"])
def test_a_card_written_with_a_colon_but_over_no_group_stays_the_card(text: str) -> None:
    # and "## Ice (4)", a Markdown heading's count, stays four copies (below)
    result = check(text, format_id="mtg/legacy")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize("header", ["Deck \u2014 Conspiracy", "Deck - Conspiracy",
                                    "Main deck \u2013 Abundance", "Mainboard - Abundance"])
def test_a_card_after_a_headers_mark_over_cards_is_never_judged_legal_on_the_guess(
        header: str) -> None:
    # "Deck — Conspiracy" above a 59-card main deck was the header and one Conspiracy,
    # said by a note only: 60 cards, legal. The name may be the deck's as well
    card = header.rsplit(" ", 1)[-1]
    result = check(header + "\n" + "\n".join(f"{count} {name}" for count, name in MAIN[:10])
                   + "\n4 Inspiring Vantage\n4 Sacred Foundry\n11 Mountain\n",
                   format_id="mtg/legacy")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", f"'{card}' after the header may be the deck's name or 1 copy of "
         f"{card}: counted as 1 copy of {card}", 1)]


def test_a_card_after_a_headers_mark_over_no_card_stays_the_card() -> None:
    # "Sideboard - Abundance" as the list's last line heads nothing: the one copy it names
    result = check("\n".join(f"{count} {name}" for count, name in MAIN)
                   + "\nSideboard - Abundance\n", format_id="mtg/legacy")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 1}, [])


#: A Modern sideboard of 11 cards, then four copies of Fire // Ice (outside Modern's
#: card pool in June 2021) written as a split half over two lines of 2 cards each.
_HIDDEN_SIDE = ("Deck\n" + "\n".join(f"{count} {name}" for count, name in MAIN)
                + "\n\nSideboard\n4 Path to Exile\n3 Deflecting Palm\n4 Rest in Peace\n"
                "{heading}\n2 Smash to Smithereens\n2 Wear // Tear\n")


@pytest.mark.parametrize("heading", ["Fire (4)", "Fire 4", "Fire: 4", "Fire - 4", "FIRE (4)",
                                     "**Fire** (4)", "## Fire (4)", "# Fire 4",
                                     "# Ice four", "## Ice (4)"])
def test_a_split_half_that_names_no_category_is_the_card(heading: str) -> None:
    # "Fire (4)" over two lines adding up to 4 was a grouping header: four Fire // Ice
    # dropped, a sideboard of 19 read as 15 and a card outside the pool hidden (a wrong
    # legal). Deck sites head groups with categories (Burn, Threats), never with Fire;
    # "## Fire (4)" was dropped without a word, Mage Noir's element Fire being a header word
    result = check(_HIDDEN_SIDE.format(heading=heading))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 19})
    assert errors(result) == [("zone-size", 16), ("card-pool", 20)]
    assert [v.cards for v in result.violations if v.rule == "card-pool"] == [("Fire // Ice",)]
    assert [v.rule for v in result.violations if v.rule == "reading"] == []


@pytest.mark.parametrize("heading", ["Burn (4)", "## Burn (4)", "Threats (4)"])
def test_a_split_half_that_is_a_category_over_its_count_stays_a_heading(heading: str) -> None:
    result = check(_HIDDEN_SIDE.format(heading=heading))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("heading", "zones"), [
    ("# Bonecrusher Giant 4", {"main": 12}), ("# Round 4", {"main": 8}),
    ("## Creatures (4)", {"main": 8})])
def test_a_markdown_heading_names_a_card_by_its_front_face_only_when_it_is_one(
        heading: str, zones: dict[str, int]) -> None:
    # "# Bonecrusher Giant 4" was dropped without a word (a front face is the card's name
    # in a deck, as "# Lightning Bolt 4" is four Lightning Bolt); headings stay headings
    result = check(f"Deck\n4 Lightning Bolt\n{heading}\n2 Island\n2 Mountain\n",
                   format_id="mtg/legacy")
    assert result.zones == zones
    assert [v.rule for v in result.violations if v.line == 3] == []


@pytest.mark.parametrize("line", ["SB: Fire 4", "Sideboard: Fire 4", "SB: Burn 4"])
def test_a_split_half_after_a_zone_prefix_is_in_that_zone(line: str) -> None:
    # "SB: Fire 4" put four Fire // Ice in the main deck: 56 cards read as 60, legal
    result = check("Deck\n" + "\n".join(f"{count} {name}" for count, name in MAIN[:-1])
                   + f"\n8 Mountain\n{line}\n", format_id="mtg/legacy")
    assert (result.status, result.zones) == ("illegal", {"main": 56, "side": 4})
    assert errors(result) == [("zone-size", 1)]


#: A Modern main deck of 60, then a sideboard written line by line with a zone's line
#: prefix: 13 cards and the four Turn // Burn of ``{line}`` (line 17), 17 in all.
_PREFIXED_SIDE = ("\n".join(f"{count} {name}" for count, name in MAIN)
                  + "\nSB: 4 Roiling Vortex\nSB: 3 Kor Firewalker\nSB: 2 Path to Exile\n"
                  "{line}\nSB: 2 Smash to Smithereens\nSB: 2 Deflecting Palm\n")


@pytest.mark.parametrize(("line", "written"), [
    ("SB: Burn 4", "Burn 4"), ("Sideboard: Burn 4", "Burn 4"), ("Side: Burn 4", "Burn 4"),
    ("SB: Burn: 4", "Burn: 4"), ("SB: Burn - 4", "Burn - 4"), ("SB: BURN 4", "BURN 4")])
def test_a_split_half_a_zone_prefix_places_is_never_a_grouping_header(
        line: str, written: str) -> None:
    # "SB: Burn 4" over two prefixed lines of 2 cards was read as a grouping header:
    # four Turn // Burn dropped, a sideboard of 17 read as 13, judged legal
    result = check(_PREFIXED_SIDE.format(line=line))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 17})
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [
        ("zone-size", "error", "Sideboard: 17 cards; at most 15", 14),
        ("reading", "info", f"no card is named '{written}': read as 4 Turn // Burn", 17)]


@pytest.mark.parametrize("heading", ["## Burn (4)", "# Burn 4", "### Burn (4)", "Burn (4)",
                                     "Burn: 4", "**Burn** (4)"])
def test_a_split_half_heading_read_as_a_heading_says_the_copies_it_does_not_count(
        heading: str) -> None:
    # "## Burn (4)" over two lines of 2 cards was read as a heading without a word: a
    # line naming four Turn // Burn vanished silently
    result = check("Deck\n" + "\n".join(f"{count} {name}" for count, name in MAIN[:-1])
                   + f"\n8 Mountain\n{heading}\n2 Mountain\n2 Mountain\n",
                   format_id="mtg/legacy")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.line == 15] == [
        ("reading", "info", "'Burn' is one face of Turn // Burn, not the card's name: read "
         "as a grouping header, not as 4 copies of Turn // Burn", 15)]


@pytest.mark.parametrize(("line", "card"), [
    ("SB: Fire // Ice (4)", "Fire // Ice"), ("Sideboard: Fire // Ice (4)", "Fire // Ice"),
    ("SB: Burn (4)", "Turn // Burn"), ("SB: Pyroblast (4)", "Pyroblast"),
    ("Side: Pyroblast [4]", "Pyroblast")])
def test_a_card_after_a_zone_prefix_with_its_count_after_it_counts_its_copies(
        line: str, card: str) -> None:
    # "SB: Fire // Ice (4)" was one copy of Fire // Ice ("// Ice (4)" read as a comment),
    # "SB: Pyroblast (4)" the unknown card 'Pyroblast (4)': a sideboard of 16 read as 13,
    # judged legal; the same line without the prefix was four copies
    text = ("\n".join(f"{count} {name}" for count, name in MAIN)
            + "\nSB: 4 Path to Exile\nSB: 3 Deflecting Palm\nSB: 3 Kor Firewalker\n"
            f"SB: 2 Rest in Peace\n{line}\n")
    result = check(text, format_id="mtg/legacy")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [
        ("zone-size", "error", "Sideboard: 16 cards; at most 15", 14)]
    assert result.deck is not None
    assert [(entry.card.name if entry.card else None, entry.count, entry.zone)
            for entry in result.deck.entries if entry.line.line == 18] == [(card, 4, "side")]


@pytest.mark.parametrize("line", ["Burn 4 [Sideboard]", "Burn (4) [Sideboard]"])
def test_a_split_half_a_zone_marker_places_is_never_a_grouping_header(line: str) -> None:
    # an Archidekt category placing the line in the sideboard is a zone's line prefix
    # written after the name: "Burn 4 [Sideboard]" over two lines of 2 sideboard cards
    # was a grouping header, four Turn // Burn dropped from a sideboard of 17, legal
    side = ["4 Roiling Vortex", "3 Kor Firewalker", "2 Path to Exile", line,
            "2 Smash to Smithereens", "2 Deflecting Palm"]
    result = check("\n".join(f"{count} {name}" for count, name in MAIN) + "\n"
                   + "\n".join(card if card == line else f"{card} [Sideboard]"
                               for card in side) + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 17})
    # the category's note is said once, on its first line, naming line 17 among its own
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.line in (14, 17)] == [
        ("reading", "info", "category [Sideboard] puts the card in the sideboard: 6 lines, "
         "14, 15, 16, 17, 18, 19", 14),
        ("zone-size", "error", "Sideboard: 17 cards; at most 15", 14),
        *([("reading", "info", "no card is named 'Burn 4': read as 4 Turn // Burn", 17)]
          if line == "Burn 4 [Sideboard]" else [])]


def test_a_header_word_of_a_formats_dir_tells_a_split_half_heading(tmp_path: Path) -> None:
    # the game's header words come from the zone table of the run, --formats-dir included:
    # a user's mtg/game.yaml making "fire" a category word reads "Fire (8)" over two lines
    # of 4 as a heading; without it, 8 Fire // Ice
    from cardtools.checker import Checker, CheckOptions

    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / "game.yaml").write_text("header_words:\n  en: [fire]\n", "utf-8")
    text = "Removal (4)\n4 Lightning Bolt\nFire (8)\n4 Lava Spike\n4 Rift Bolt\n"
    found = {}
    for dirs in ([], [tmp_path]):
        checker = Checker(CheckOptions(format_id="mtg/legacy", use_config=False,
                                       formats_dirs=dirs))
        result = checker.check_bytes(text.encode(), "deck.txt")
        found[bool(dirs)] = (result.zones, [(v.message, v.line) for v in result.violations
                                            if v.rule == "reading" and v.line == 3])
    assert found[False] == ({"main": 20}, [])
    assert found[True] == ({"main": 12}, [(
        "'Fire' is one face of Fire // Ice, not the card's name: read as a grouping header, "
        "not as 8 copies of Fire // Ice", 3)])


@pytest.mark.parametrize("named", ["Briser // Braver", "Briser", "BRISER/BRAVER",
                                   '"Briser // Braver"', "Thrash // Threat", "Thrash"])
@pytest.mark.parametrize("heading", ["Threat 3", "## Threat (3)", "Threat: 3"])
def test_a_split_half_heading_is_the_card_when_another_line_names_it_in_any_language(
        named: str, heading: str) -> None:
    # "4 Briser // Braver" (Thrash // Threat in French) above "Threat 3" over two lines of
    # 3 cards: the guard counted only English names, the heading was read as a grouping
    # header and 7 copies judged legal; the line resolves to the card, in any language
    text = "\n".join(["Deck", "4 Lightning Bolt", f"4 {named}", "4 Rift Bolt", heading,
                      "1 Shock", "2 Lava Spike", "Creatures (12)", "4 Monastery Swiftspear",
                      "4 Goblin Guide", "4 Eidolon of the Great Revel", "Lands (30)",
                      "4 Inspiring Vantage", "4 Sacred Foundry", "22 Mountain"]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule in ("copy-limit", "reading", "declared-count")] == [
        ("copy-limit", "error", "7 copies of Thrash // Threat; at most 4 (written 'Threat' on "
         "line 5)", 3),
        ("reading", "info", "'Creatures' names no card: read as a grouping header", 8),
        ("reading", "info", "'Lands' names no card: read as a grouping header", 12)]


def test_a_split_half_heading_no_other_line_names_is_still_a_heading() -> None:
    # the same deck with no other line of Thrash // Threat: "Threat 3" heads its group
    text = "\n".join(["Deck", "4 Lightning Bolt", "4 Skewer the Critics", "4 Rift Bolt",
                      "Threat 3", "1 Shock", "2 Lava Spike", "Creatures (12)",
                      "4 Monastery Swiftspear", "4 Goblin Guide",
                      "4 Eidolon of the Great Revel", "Lands (33)", "4 Inspiring Vantage",
                      "4 Sacred Foundry", "25 Mountain"]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("copy-limit", "reading", "declared-count")] == [
        ("reading", "'Threat' is one face of Thrash // Threat, not the card's name: read as "
         "a grouping header, not as 3 copies of Thrash // Threat", 5),
        ("reading", "'Creatures' names no card: read as a grouping header", 8),
        ("reading", "'Lands' names no card: read as a grouping header", 12)]


@pytest.mark.parametrize("comment", ["// my pick", "# a comment", "//Talrand build"])
def test_a_comment_just_under_the_commander_header_keeps_the_commander(comment: str) -> None:
    # it was read as a category ending the command zone before its commander: no
    # commander, a legal deck illegal
    text = (f"Commander\n{comment}\n1 Ghalta, Primal Hunger\n// Creatures\n"
            "1 Llanowar Elves\n2 Forest\n")
    result = check(text, format_id="mtg/commander")
    assert result.zones == {"command": 1, "main": 3}
    assert [v.rule for v in result.violations if v.rule in ("commander", "unknown-card")] == []
    label = comment.lstrip("/#").strip()
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"'{label}' just after the header of the Command zone is read as a comment: the "
         "cards after it are in the Command zone", 2),
        ("'Creatures' after the Command zone is read as a category of cards: the cards "
         "after it are in the deck", 4)]


@pytest.mark.parametrize("rule", ["-----", "=========", "***", "- - -"])
def test_a_rule_under_the_commander_header_underlines_it(rule: str) -> None:
    # plain text and Markdown underline a heading so: the rule was read as a separator
    # ending the command zone before its commander, no commander, a legal deck illegal
    text = f"Commander\n{rule}\n1 Ghalta, Primal Hunger\n\nDeck\n1 Llanowar Elves\n98 Forest\n"
    result = check(text, format_id="mtg/commander")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"command": 1, "main": 99}
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"'{rule}' underlines the header of the Command zone: the cards after it are in "
         "the Command zone", 2)]


def test_a_rule_under_a_card_of_the_command_zone_still_ends_it() -> None:
    # after the commander, a rule parts it from the deck as before
    text = "Commander\n1 Ghalta, Primal Hunger\n-----\n1 Llanowar Elves\n98 Forest\n"
    result = check(text, format_id="mtg/commander")
    assert (result.status, result.zones) == ("legal", {"command": 1, "main": 99})


PARTNERS = ("1 Ikra Shidiqi, the Usurper", "1 Rograkh, Son of Rohgahh")
#: 98 cards of the partners' colours (black, green, red).
PARTNER_DECK = ("Deck", "33 Swamp", "33 Forest", "32 Mountain")


@pytest.mark.parametrize("comment", ["// my pair", "# c", "//Rograkh next", "---"])
def test_a_comment_between_two_commanders_above_the_deck_header_keeps_both(
        comment: str) -> None:
    # read as a category, it put the second partner in the deck: a commander of one
    # colour short, the red cards outside the identity, a legal deck illegal
    text = "\n".join(["Commander", PARTNERS[0], comment, PARTNERS[1], *PARTNER_DECK]) + "\n"
    result = check(text, format_id="mtg/commander")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"command": 2, "main": 98}
    label = comment.lstrip("/#").strip()
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"'{label or comment}' between the cards of the Command zone ends nothing: the cards "
         "after it, up to the deck header, are in the Command zone", 3)]


def test_a_comment_after_the_commander_with_no_deck_header_still_starts_the_deck() -> None:
    text = "\n".join(["Commander", PARTNERS[0], "// my pair", *PARTNER_DECK[1:]]) + "\n"
    result = check(text, format_id="mtg/commander")
    assert result.zones == {"command": 1, "main": 98}
    assert [(v.rule, v.line) for v in result.violations if v.rule == "colour-identity"] == [
        ("colour-identity", 6)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'my pair' after the Command zone is read as a category of cards: the cards after "
         "it are in the deck", 3)]


@pytest.mark.parametrize("header", ["// Partner", "# Partner", "// Background"])
def test_a_commented_partner_header_between_two_commanders_keeps_both(header: str) -> None:
    """``Partner`` names the command zone (the second commander's header), commented or
    not, as ``// Commander`` does."""
    text = "\n".join(["Commander", PARTNERS[0], header, PARTNERS[1], *PARTNER_DECK]) + "\n"
    result = check(text, format_id="mtg/commander")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"command": 2, "main": 98})


@pytest.mark.parametrize("comment", ["# my stack", "// Cald Magi"])
def test_a_comment_just_under_the_magi_heading_keeps_the_magi_stack(comment: str) -> None:
    starter = (Path(__file__).parent / "fuzz" / "corpus" / "magi-nation-cald.txt").read_text(
        "utf-8").splitlines()
    at = starter.index("# Magi") + 1
    text = "\n".join([*starter[:at], comment, *starter[at:]]) + "\n"
    result = check(text, format_id="magi-nation/standard")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    assert [v.line for v in result.violations if v.rule == "reading"
            and "just after the header of the Magi stack" in v.message] == [at + 1]


@pytest.mark.parametrize("heading", ["Cald Magi", "Cald Magi (3)", "Cald Magi:",
                                     "# Cald Magi (3)", "// Cald Magi"])
def test_a_heading_of_the_stacks_own_kind_keeps_the_magi_stack(heading: str) -> None:
    """Magi, a card type, is a type word: ``Cald Magi (3)`` under the Magi stack's header
    groups the stack's own cards and ends nothing (it was an unknown card; read as a
    grouping it left the stack, the Magi read in the deck)."""
    starter = (Path(__file__).parent / "fuzz" / "corpus" / "magi-nation-cald.txt").read_text(
        "utf-8").splitlines()
    at = starter.index("# Magi") + 1
    text = "\n".join([*starter[:at], heading, *starter[at:]]) + "\n"
    result = check(text, format_id="magi-nation/standard")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}


@pytest.mark.parametrize("rule", ["-----", "====="])
def test_a_rule_under_the_magi_header_underlines_it(rule: str) -> None:
    # "Magi" underlined: the rule was read as a separator ending the stack before its
    # Magi, the three Magi read in the deck, a legal deck illegal
    starter = (Path(__file__).parent / "fuzz" / "corpus" / "magi-nation-cald.txt").read_text(
        "utf-8").splitlines()
    at = starter.index("# Magi")
    text = "\n".join([*starter[:at], "Magi", rule, *starter[at + 1:]]) + "\n"
    result = check(text, format_id="magi-nation/standard")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    assert [(v.message, v.line) for v in result.violations if v.line == at + 2] == [
        (f"'{rule}' underlines the header of the Magi stack: the cards after it are in "
         "the Magi stack", at + 2)]


@pytest.mark.parametrize("between", ["# my pick", "// Gar next", "", "---", "# Creatures"])
def test_a_line_between_the_magi_keeps_the_magi_after_it_in_the_stack(between: str) -> None:
    """A comment, a blank line, a separator or a category between two Magi of the stack
    ended it: the Magi after it were read in the deck, which takes none (a legal deck
    illegal for a stack of one and two Magi in the deck). They are the stack's, each
    said by a note; a Magi beyond the stack's three places stays in the deck."""
    starter = (Path(__file__).parent / "fuzz" / "corpus" / "magi-nation-cald.txt").read_text(
        "utf-8").splitlines()
    at = starter.index("# Magi") + 2
    text = "\n".join([*starter[:at], between, *starter[at:]]) + "\n"
    result = check(text, format_id="magi-nation/standard")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"
            and "just after" in v.message] == [
        (f"'{name}' is a Magi just after the Magi stack's cards: read in the Magi stack, as "
         "the Deck takes non-Magi cards only", at + offset)
        for offset, name in ((2, starter[at]), (3, starter[at + 1]))]
    over = "\n".join([*starter[:at + 2], between, "Nimbulo", *starter[at + 2:]]) + "\n"
    result = check(over, format_id="magi-nation/standard")
    assert result.zones["magi"] == 3
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("zone-card-type", at + 4)]


@pytest.mark.parametrize("heading", ["// Creatures (2)", "// Creatures", "# Lands: 1"])
def test_a_category_just_under_the_commander_header_still_starts_the_deck(heading: str) -> None:
    # the game's header words or a count make a category even before any commander
    text = f"Commander\n{heading}\n1 Llanowar Elves\n1 Forest\n"
    result = check(text, format_id="mtg/commander")
    assert result.zones == {"main": 2}
    assert [v.line for v in result.violations if v.rule == "commander"] == [1]
    assert [v.line for v in result.violations if v.rule == "reading"
            and "is read as a category of cards" in v.message] == [2]


@pytest.mark.parametrize(("heading", "words"), [
    ("Instants/Sorceries (12)", "Instants/Sorceries"), ("Instant/Sorcery", "Instant/Sorcery"),
    ("Basics (12)", "Basics"), ("12 Creatures:", "Creatures")])
def test_a_heading_of_types_parted_by_a_slash_basics_or_a_count_first_is_a_grouping(
        heading: str, words: str) -> None:
    # each was an unknown card, with as many copies as its count: a legal deck illegal;
    # its count holds for the 12 cards under it (no declared-count warning)
    groups = [(heading, MAIN[:3]), ("Lands (48)", MAIN[3:])]
    result = check(_grouped(groups))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.rule, v.message) for v in result.violations if v.line == 1] == [
        ("reading", f"'{words}' names no card: read as a grouping header")]


def test_a_card_of_another_game_written_as_a_heading_over_cards_is_never_judged_legal() -> None:
    # Mage Noir's "Roche :" (Rock, by its French name, as French writes the colon) over a
    # 39-card deck was one Rock, unsaid: 40 cards, legal
    cards = ["4 Fire Ball", "4 Tornado", "4 Air Blade", "4 Seed", "4 Flame Projectile",
             "4 Breath", "4 Favorable Winds", "4 Bark Armor", "4 Droplet", "3 Water Drop"]
    text = "Deck\n" + "\n".join([*cards[:8], "Roche :", *cards[8:]]) + "\n"
    result = check(text, format_id="mage-noir/tournament")
    assert (result.status, result.zones) == ("illegal", {"main": 40})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", "'Roche' may be a heading over the lines after it or 1 copy of "
         "Rock: counted as 1 copy of Rock", 10)]
    legal = check(text.replace("Roche :", "1 Roche"), format_id="mage-noir/tournament")
    assert (legal.status, legal.zones) == ("legal", {"main": 40})


@pytest.mark.parametrize("first", ["Fire -", "Fire \u2014", "Earth:"])
def test_a_heading_as_the_lists_first_line_is_never_judged_legal_on_the_guess(first: str) -> None:
    # "Fire \u2014" right above the list, as its first line, was read as its title and
    # dropped without a word (it was one Fire // Ice before: either way a guess)
    result = check(f"{first}\n4 Lightning Bolt\n55 Mountain\n", format_id="mtg/legacy")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [v.rule for v in result.violations if v.severity == "error"] == ["parse-error"]


@pytest.mark.parametrize("heading", ["Creatures -", "Creatures --", "Creatures \u2014",
                                     "Lands \u00bb", "Other Spells >>"])
def test_a_grouping_written_as_a_heading_with_a_dash_is_a_grouping_header(heading: str) -> None:
    # "Creatures -" over the creatures was an unknown card 'Creatures -': a legal deck
    # illegal, as "Creatures:" never was
    result = check(_HEADED_LANDS.format(heading=heading).replace("11 Mountain", "12 Mountain"),
                   format_id="mtg/legacy")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize("heading", ["Burn", "Burn:", "BURN", "*Burn*", "Threat"])
def test_a_split_half_category_without_a_count_among_categories_is_a_heading(
        heading: str) -> None:
    """``Burn`` (half of Turn // Burn) over two counted card lines, in a list headed by
    categories (``Creatures``, ``Lands``), is a category, said by a note: it was one copy
    of Turn // Burn and a parse-error, the legal deck illegal."""
    groups = [("Creatures", MAIN[4:7]), (heading, [MAIN[0], MAIN[9]]),
              *((name.split(" (")[0], cards) for name, cards in GROUPS[2:])]
    result = check(_grouped(groups))
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    card = "Thrash // Threat" if heading == "Threat" else "Turn // Burn"
    assert [(v.rule, v.message) for v in result.violations if v.line == 6] == [
        ("reading", f"'{heading.strip('*:')}' is one face of {card}, not the card's name: "
         f"read as a grouping header, not as 1 copy of {card}")]


def test_a_split_half_category_over_a_group_with_its_card_listed_stays_a_guess() -> None:
    """``Burn`` among categories, but the deck plays Turn // Burn on another line: the
    line may be a second copy, so it stays counted and a parse-error."""
    groups = [("Creatures", MAIN[4:7]), ("Burn", [MAIN[0], MAIN[9]]),
              ("Spells", [(1, "Turn // Burn")]),
              *((name.split(" (")[0], cards) for name, cards in GROUPS[2:])]
    result = check(_grouped(groups))
    assert "parse-error" in [v.rule for v in result.violations if v.line == 6]


DUEL_DECK = (Path(__file__).parent.parent.parent / "shared" / "data" / "mtg"
             / "decklists-duel-commander" / "2024-07-26_dcleague_8348_d10.txt")


@pytest.mark.skipif(not DUEL_DECK.is_file(), reason="the shared real decklists are absent")
def test_a_commander_lists_category_burn_is_no_card() -> None:
    """A real Duel Commander deck of 100 cards written under categories, ``Burn`` over
    its burn spells: it was a 101st card, Turn // Burn, the legal deck illegal."""
    lines = DUEL_DECK.read_text("utf-8").splitlines()
    text = "\n".join(line for each in lines for line in (
        ["Burn"] if each == "1 Lightning Bolt" else []) + [each]
        + (["Spells"] if each == "Deck" else []))
    checker = Checker(CheckOptions(format_id="mtg/duel-commander", use_config=False,
                                   as_of=dt.date(2024, 8, 1)))
    result = checker.check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize("comment", ["// Sol Ring", "# Llanowar Elves", "//Sol Ring"])
def test_a_card_commented_out_after_the_commander_is_said_as_such(comment: str) -> None:
    """A comment after the commander that is a card's name alone is that card's line
    commented out, as ``// 1 Sol Ring`` is (it was read as a category of cards named
    so); its place in the list still parts the command zone from the deck."""
    text = "\n".join(["Commander", PARTNERS[0], comment, *PARTNER_DECK[1:]]) + "\n"
    result = check(text, format_id="mtg/commander")
    assert result.zones == {"command": 1, "main": 98}
    card = comment.lstrip("/# ")
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"'{comment}' is a card line commented out: not counted (remove its mark to count "
         f"1 {card})", 3)]
