"""A deck posted on one line per kind, as forum posts write it: ``Creatures: 1x Greater
Vaal, 3x Magma Hyren, ...``, ``Side deck: 4 Rock, 4 Earthquake``. Each counted card of
such a line is a card line of its own, on the line's number (the line was one unknown
card: a legal deck so posted illegal); a fourth copy or a banned card among them is
counted. A label that is no zone and no grouping (``Maybeboard``, ``Player``) leaves the
line as it was read before, and so does a part counting copies (``1 copy``).

Rules: Magi-Nation Duel rulebook (2001), Building Your Deck; Mage Noir Detailed Rules
v1.1, 1.1-1.2.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

CALD = """Magi: Ashgar, Gar, Grega
Creatures: 1x Greater Vaal, 3x Magma Hyren, 2x Drakan, 2x Lava Balamant, 1x Quor Pup, \
3x Arbolit, 3x Diobor, 2x Fire Chogo, 2x Kelthet, 2x Quor
Relics: 2x Ancestral Flute, 2x Baloo Root, 2x Magma Armor
Spells: 1x Spirit of the Flame, 2x Flame Geyser, 2x Syphon Vortex, 3x Fire Ball, \
3x Fire Flow, 2x Thermal Blast
"""
MAGE_NOIR = ("Deck\n4 Fire Ball, 4 Tornado, 4 Air Blade, 4 Seed, 4 Flame Projectile\n"
             "4 Breath; 4 Favorable Winds; 4 Bark Armor; 4 Droplet; 4 Water Drop\n")


def check(text: str, format_id: str) -> DeckResult:
    options = CheckOptions(format_id=format_id, use_config=False, as_of=dt.date(2025, 12, 1))
    return Checker(options).check_bytes(text.encode(), "deck.txt")


def errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


@pytest.mark.parametrize("count", ["{n}x ", "{n} ", "{n} x ", "{n}\u00d7 "])
def test_a_starter_deck_posted_by_kind_is_legal(count: str) -> None:
    text = CALD
    for n in "123":
        text = text.replace(f"{n}x ", count.format(n=n))
    result = check(text, "magi-nation/standard")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}


def test_a_fourth_copy_in_a_posted_line_is_counted_on_its_line() -> None:
    result = check(CALD.replace("3x Fire Ball", "4x Fire Ball"), "magi-nation/standard")
    assert result.status == "illegal"
    assert errors(result) == [("copy-limit", "4 copies of Fire Ball; at most 3", 4)]


def test_a_mage_noir_deck_and_side_deck_posted_on_lines() -> None:
    legal = check(MAGE_NOIR + "Side deck: 4 Rock, 4 Earthquake, 2 Dead Tree\n",
                  "mage-noir/tournament")
    assert (legal.status, errors(legal), legal.zones) == (
        "legal", [], {"main": 40, "side": 10})
    fifth = check(MAGE_NOIR + "SB: 1 Boule de feu, 1 Rock\n", "mage-noir/tournament")
    assert fifth.status == "illegal"
    assert [(rule, message) for rule, message, _ in errors(fifth)] == [
        ("copy-limit", "5 copies of Fire Ball (deck 4 + side deck 1); at most 4 (written "
         "'Boule de feu' on line 4)")]
    banned = check(MAGE_NOIR + "Réserve : 2 Roche, 1 Rituel pourpre\n", "mage-noir/tournament")
    assert [(rule, line) for rule, _, line in errors(banned)] == [("banned", 4)]


@pytest.mark.parametrize(("line", "main", "read"), [
    ("Maybeboard: 1x Opt, 1x Seed", 41, []),               # skipped, as a maybeboard line
    ("Player: 2 Seed, 1 Zap", 43, [("unknown-card", 4)]),  # the value's card line: 2 copies
    # an unknown card that reads as prose (a note) counts in no zone's size
    ("Memo: 1 copy, 2 copies", 41, [("unknown-card", 4)]),
])
def test_a_line_of_another_label_is_read_as_before(line: str, main: int,
                                                   read: list[tuple[str, int]]) -> None:
    """Such a line is read as it was before, not as a list of cards, and the line after
    it is still the deck's: a banned card there is found."""
    result = check(f"{MAGE_NOIR}{line}\n1 Crimson Ritual\n", "mage-noir/tournament")
    assert result.status == "illegal"
    assert [(rule, number) for rule, _, number in errors(result)] == [*read, ("banned", 5)]
    assert result.zones == {"main": main}


def test_a_list_in_a_comment_is_no_list() -> None:
    """``4 Seed # 4 Fire Ball, 1 Rock`` is 4 Seed and its comment: split at its commas it
    took 1 Rock out of the comment and the Seed line into it. The card the comment names
    is a parse-error, as after ``//``: never a comment that hides a card."""
    result = check(MAGE_NOIR + "4 Seed # 4 Fire Ball, 1 Rock\n", "mage-noir/tournament")
    assert result.zones == {"main": 44}
    assert errors(result) == [
        ("copy-limit", "8 copies of Seed; at most 4", 2),
        ("parse-error", "the line names 'Seed' and, after its '#', the card Fire Ball: "
         "counted as 4 Seed", 4)]


PARTNERS = ("Commanders: 1 Thrasios, Triton Hero, 1 {other}\n"
            "Deck\n1 Sol Ring\n1 Arcane Signet\n1 Command Tower\n"
            "24 Plains\n24 Island\n24 Swamp\n23 Forest\n")


def test_a_posted_line_of_cards_whose_names_hold_a_comma() -> None:
    """A legendary card's name holds a comma (``Thrasios, Triton Hero``): a comma before
    no count is the name's own, so ``Commanders: 1 Thrasios, Triton Hero, 1 Tymna the
    Weaver`` is the two commanders (it was one unknown card, the command zone short of a
    commander: a legal deck so posted illegal). MTG comprehensive rules 903.3, 702.124."""
    legal = check(PARTNERS.format(other="Tymna the Weaver"), "mtg/commander")
    assert (legal.status, errors(legal), legal.zones) == (
        "legal", [], {"command": 2, "main": 98})
    pair = check(PARTNERS.format(other="Atraxa, Praetors' Voice"), "mtg/commander")
    assert [(rule, line) for rule, _, line in errors(pair)] == [("commander", 1)]
    assert errors(pair)[0][1].startswith(
        "Thrasios, Triton Hero and Atraxa, Praetors' Voice cannot be commanders together")
    side = check("Deck\n4 Opt\n56 Island\n"
                 "Sideboard: 4 Lightning Bolt; 1 Jace, the Mind Sculptor, 5 Duress\n",
                 "mtg/legacy")
    assert side.zones == {"main": 60, "side": 10}
    assert errors(side) == [("copy-limit", "5 copies of Duress; at most 4", 4)]


#: A legal Commander deck (Talrand, Sky Summoner, 99 cards) for the line of a card whose
#: name holds a comma before a number.
COMMANDER = (Path(__file__).parent / "fuzz" / "corpus" / "mtg-commander.txt").read_text(
    "utf-8")


@pytest.mark.parametrize("line", ["1 Big Apple, 3 a.m.", "1x Big Apple, 3 a.m.",
                                  "1 big apple, 3 A.M."])
def test_a_card_named_with_a_comma_before_a_number_is_one_card(line: str) -> None:
    """``Big Apple, 3 a.m.`` (a land of the TMNT Commander set) looks like a list of two
    counted cards, ``1 Big Apple`` and ``3 a.m.``: the two unknown names it was parted
    into name that card together, so it is one card line, with a note (it was two
    unknown cards and a deck of 102, a legal deck illegal)."""
    checker = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                   as_of=dt.date(2026, 7, 27)))
    result = checker.check_bytes(COMMANDER.replace("1 Opt\n", f"{line}\n").encode(), "d.txt")
    notes = [v.message for v in result.violations if v.rule == "reading"]
    assert (result.status, result.zones, len(notes), notes[0].split(": ")[0]) == (
        "legal", {"main": 99, "command": 1}, 1,
        f"'{line.split(', ')[0].split(' ', 1)[1]}' and '3 {line.split(' ')[-1]}' are one "
        "card's name, Big Apple, 3 a.m.")


def test_two_unknown_names_of_no_card_together_stay_two() -> None:
    """Two names on one line that name no card joined either are two unknown cards,
    each counted (``1 Foo Bar, 3 a.m.``: four cards)."""
    checker = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                   as_of=dt.date(2026, 7, 27)))
    result = checker.check_bytes(COMMANDER.replace("1 Opt\n", "1 Foo Bar, 3 a.m.\n").encode(),
                                 "d.txt")
    unknown = [v.message for v in result.violations if v.rule == "unknown-card"]
    assert (result.status, result.zones, unknown) == (
        "illegal", {"main": 102, "command": 1},
        ["unknown card 'Foo Bar'", "unknown card 'a.m.'"])


def _counts_after(text: str, written: str) -> str:
    """``text`` with each ``{n}x Name`` part written ``Name {written}``."""
    for n in "123":
        text = re.sub(rf"(?<![\w]){n}x ([^,\n]+)", lambda found, n=n: (
            f"{found[1]} {written.format(n=n)}"), text)
    return text


@pytest.mark.parametrize("written", ["x{n}", "{n}x", "({n})", "[x{n}]"])
def test_a_deck_posted_by_kind_with_counts_after_the_names_is_legal(written: str) -> None:
    """``Creatures: Greater Vaal x1, Magma Hyren x3, ...``, the counts after the names
    (each line was one unknown card, and the Magi line a stack of one: a legal deck
    illegal)."""
    text = _counts_after(CALD, written).replace(
        "Magi: Ashgar, Gar, Grega", "Magi: " + ", ".join(
            f"{name} {written.format(n=1)}" for name in ("Ashgar", "Gar", "Grega")))
    result = check(text, "magi-nation/standard")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    fourth = check(text.replace(f"Fire Ball {written.format(n=3)}",
                                f"Fire Ball {written.format(n=4)}"), "magi-nation/standard")
    assert errors(fourth) == [("copy-limit", "4 copies of Fire Ball; at most 3", 4)]


def test_a_side_deck_posted_with_counts_after_keeps_a_banned_card() -> None:
    banned = check(MAGE_NOIR + "Side deck: Rock x4, Crimson Ritual x1\n", "mage-noir/tournament")
    assert [(rule, line) for rule, _, line in errors(banned)] == [("banned", 4)]


@pytest.mark.parametrize("line", [
    "Sideboard: 2 Circle of Protection: Red, 2 Disenchant, 2 Aura of Silence",
    "2 Disenchant, 2 Circle of Protection: Red; 2 Aura of Silence",
    "2 Aura of Silence, 2 Disenchant, 2x Circle of Protection: Red"])
def test_a_posted_line_holding_a_card_named_with_a_colon(line: str) -> None:
    """A colon before a word is a card's own (``Circle of Protection: Red``): the line
    is still a list of counted cards (it was one unknown card, ``Disenchant, 2 Circle of
    Protection: Red; ...``, a legal deck so posted illegal), while a colon before a
    number still makes no list (``1 file: 0 legal, 1 illegal``: one unknown card)."""
    deck = "Deck\n4 Swords to Plowshares, 4 Mishra's Factory, 52 Plains\n"
    side = line if line.startswith("Sideboard") else f"Sideboard\n{line}"
    legal = check(f"{deck}{side}\n", "mtg/premodern")
    assert (legal.status, errors(legal), legal.zones) == ("legal", [], {"main": 60, "side": 6})
    summary = check(f"{deck}1 file: 0 legal, 1 illegal\n", "mtg/premodern")
    assert errors(summary) == [("unknown-card", "unknown card 'file: 0 legal, 1 illegal'", 3)]


@pytest.mark.parametrize("line", [
    "Circle of Protection: Red x2, Disenchant x2, Aura of Silence x2",
    "Sideboard: Circle of Protection: Red x2, Disenchant x2, Aura of Silence x2",
    "2 Fire // Ice, 2 Disenchant, 2 Aura of Silence",
    "2 Disenchant; 2 Fire//Ice; 2 Aura of Silence",
    "Fire // Ice x2, Disenchant x2, Aura of Silence x2"])
def test_a_posted_line_holding_a_split_card_or_a_colon_first_is_a_list(line: str) -> None:
    """``4 Fire // Ice, 4 Disenchant``: the ``//`` of a split card's name is no comment (the
    line was Fire // Ice, the other cards taken as its comment, a parse-error); ``Circle of
    Protection: Red x4, Disenchant x4``: the colon is the card's, no label (one unknown
    card)."""
    deck = "Deck\n4 Swords to Plowshares, 4 Mishra's Factory, 52 Plains\n"
    side = line if line.startswith("Sideboard") else f"Sideboard\n{line}"
    legal = check(f"{deck}{side}\n", "mtg/premodern")
    assert (legal.status, errors(legal), legal.zones) == ("legal", [], {"main": 60, "side": 6})


@pytest.mark.parametrize(("line", "read"), [
    ("4 Opt // 4 Ponder, 1 Island", "the card Ponder"),   # a card line after "//"
    ("4 Opt // burn, 4 Disenchant", "the card Disenchant")])  # a comment's word after "//"
def test_a_comment_after_slashes_on_a_posted_line_is_still_a_comment(line: str,
                                                                      read: str) -> None:
    result = check(f"{line}\n", "mtg/legacy")
    assert result.zones == {"main": 4}
    assert [message for rule, message, _ in errors(result) if rule == "parse-error"] == [
        f"no card is named '{line[2:]}': the line names 'Opt' and, after its '//', {read}: "
        "counted as 4 Opt"]


def test_a_split_card_of_no_card_on_a_posted_line_is_a_parse_error() -> None:
    # "4 Opt // Burn, 4 Disenchant": no split card Opt // Burn, and a comment may hold the
    # cards after it: that part is not counted, never 4 Opt and a guessed comment
    result = check("4 Opt // Burn, 4 Disenchant\n52 Island\n", "mtg/legacy")
    assert result.zones == {"main": 56}
    assert [(rule, line) for rule, _, line in errors(result)] == [("parse-error", 1),
                                                                 ("zone-size", 1)]


def notes(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.rule == "reading"]


@pytest.mark.parametrize(("line", "read"), [
    ("Side deck : 4 Roche, 3 Séisme et 3 Arbre mort", "3 Séisme et 3 Arbre mort"),
    ("Side deck: 4 Rock, 3 Earthquake and 3 Dead Tree", "3 Earthquake and 3 Dead Tree"),
    ("Side deck: 4 Rock, 3 Earthquake & 3 Dead Tree", "3 Earthquake & 3 Dead Tree"),
    ("Side deck: 4 Rock, 3 Earthquake, and 3 Dead Tree", "3 Earthquake, and 3 Dead Tree"),
    ("Side deck: Rock x4, Earthquake x3 and Dead Tree x3", "3 Earthquake x3 and Dead Tree"),
    ("Side deck: Rock (4), Earthquake (3) and Dead Tree (3)",
     "3 Earthquake (3) and Dead Tree"),
])
def test_the_last_card_of_a_posted_line_after_a_join_word_is_its_own(line: str,
                                                                     read: str) -> None:
    """A posted line's last card joined by ``et``, ``and``, ``&`` or ``, and`` has its own
    count (it was one unknown card, ``Séisme et 3 Arbre mort``, the side deck 7)."""
    result = check(MAGE_NOIR + line + "\n", "mage-noir/tournament")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"main": 40, "side": 10})
    assert notes(result) == [("reading", f"'{read}' names no card: read as 6 cards: "
                              "3 Earthquake, 3 Dead Tree", 4)]


# a bar too, spaced or not: its first card was read as a set code before the next card
# line, which was the unknown card '3 Earthquake'
@pytest.mark.parametrize("join", [" + ", " / ", " et ", " and ", " & ", " | ", "|"])
def test_a_line_of_counted_cards_joined_without_commas_is_a_list(join: str) -> None:
    line = join.join(["4 Roche", "3 Séisme", "3 Arbre mort"])
    result = check(MAGE_NOIR + "Side deck: " + line + "\n", "mage-noir/tournament")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"main": 40, "side": 10})
    assert notes(result) == [("reading", f"'{line}' names no card: read as 10 cards: "
                              "4 Rock, 3 Earthquake, 3 Dead Tree", 4)]


def test_a_banned_card_after_a_join_word_is_banned() -> None:
    result = check(MAGE_NOIR + "Side deck : 4 Roche, 3 Séisme et 1 Rituel pourpre\n",
                   "mage-noir/tournament")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [("banned", 4)]
    assert errors(result)[0][1].startswith("Crimson Ritual is banned in Mage Noir tournament")


@pytest.mark.parametrize("line", ["9 Island | 1 Mind Twist", "9 Island|1 Mind Twist"])
def test_a_banned_card_after_a_bar_is_banned(line: str) -> None:
    result = check(f"Format: mtg/premodern\n{line}\n4 Counterspell\n47 Island\n",
                   "mtg/premodern")
    assert [(rule, at) for rule, _, at in errors(result)] == [("banned", 2)]
    assert notes(result) == [("reading", f"'{line}' names no card: read as 10 cards: "
                              "9 Island, 1 Mind Twist", 2)]


def test_a_magi_nation_line_ending_in_and_counts_both_cards() -> None:
    result = check(CALD.replace("2x Kelthet, 2x Quor", "2 Kelthet and 2 Quor"),
                   "magi-nation/standard")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    assert ("reading", "'2 Kelthet and 2 Quor' names no card: read as 4 cards: 2 Kelthet, "
            "2 Quor", 2) in notes(result)


@pytest.mark.parametrize(("line", "errors_read"), [
    # a part without its own count: which count is it? one unknown card, as before
    ("Side deck: 4 Roche et Séisme", [("unknown-card", 4)]),
    # two parts without a count
    ("Side deck: 4 Roche et 3 Séisme et Arbre mort", [("unknown-card", 4)]),
])
def test_a_joined_line_with_a_part_of_no_count_stays_unknown(
        line: str, errors_read: list[tuple[str, int]]) -> None:
    result = check(MAGE_NOIR + line + "\n", "mage-noir/tournament")
    assert result.status == "illegal"
    assert [(rule, at) for rule, _, at in errors(result)] == errors_read


def test_a_card_whose_name_holds_the_join_is_read_whole() -> None:
    """``Show and Tell``, ``Fire // Ice``: the join is the name's, kept whole."""
    deck = ("Deck\n4 Show and Tell and 4 Lightning Bolt\n4 Fire // Ice\n"
            + "".join(f"4 {name}\n" for name in (
                "Brainstorm", "Preordain", "Counterspell", "Force of Will", "Daze",
                "Island", "Volcanic Island", "Scalding Tarn", "Polluted Delta", "Opt",
                "Mountain", "Ponder")))
    result = check(deck, "mtg/legacy")
    assert (result.status, errors(result)) == ("legal", [])
    assert notes(result) == [("reading", "'4 Show and Tell and 4 Lightning Bolt' names no "
                              "card: read as 8 cards: 4 Show and Tell, 4 Lightning Bolt", 2)]
    assert result.zones == {"main": 60}


KORG_AND_ZET = CALD.replace("Magi: Ashgar, Gar, Grega", "Magi: {magi}")


@pytest.mark.parametrize(("magi", "shown"), [
    ("Korg&Zet, Ashgar", "Korg&Zet, Ashgar"),
    ("Korg & Zet, Ashgar", "Korg & Zet, Ashgar"),
    ("Ashgar, Korg&Zet", "Ashgar, Korg&Zet"),
    ("Korg and Zet, Ashgar", "Korg and Zet, Ashgar"),
])
def test_a_listed_part_is_read_as_the_name_alone_is(magi: str, shown: str) -> None:
    """``Korg&Zet`` alone is the double Magi Korg & Zet; so it is in a list (``Korg&Zet,
    Ashgar`` was one unknown card, the Magi stack one place short)."""
    result = check(KORG_AND_ZET.format(magi=magi), "magi-nation/standard")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"magi": 2, "main": 40})
    cards = ", ".join(sorted(["Korg & Zet", "Ashgar"], key=lambda name: magi.find(
        name.split()[0])))
    assert [note for note in notes(result) if note[2] == 1] == [
        ("reading", f"'{shown}' names no card: read as 2 cards, one copy each: {cards}", 1)]


def test_a_listed_part_naming_no_card_as_any_reading_stays_unknown() -> None:
    result = check(KORG_AND_ZET.format(magi="Korg&Zat, Ashgar"), "magi-nation/standard")
    assert result.status == "illegal"
    assert [(rule, message.split(" (")[0], line) for rule, message, line in errors(result)
            ][:1] == [("unknown-card", "unknown card 'Korg&Zat, Ashgar'", 1)]


@pytest.mark.parametrize(("line", "read"), [
    ("Relics: 2 Ancestral Flute + 2 Baloo Root + 2 Magma Armor",
     "2 Ancestral Flute, 2 Baloo Root, 2 Magma Armor"),
    ("Relics: 2 Ancestral Flute & 2 Baloo Root and 2 Magma Armor",
     "2 Ancestral Flute, 2 Baloo Root, 2 Magma Armor"),
])
def test_cards_joined_after_a_grouping_label_are_counted(line: str, read: str) -> None:
    """A grouping's label, then cards joined without a comma: each was one unknown card
    ('Relics: 2 Ancestral Flute + ...', a legal deck illegal)."""
    text = CALD.replace("Relics: 2x Ancestral Flute, 2x Baloo Root, 2x Magma Armor", line)
    result = check(text, "magi-nation/standard")
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    assert ("reading", f"'{line}' names no card: read as the grouping header 'Relics' and "
            f"{read}", 3) in notes(result)


def test_a_banned_card_after_a_grouping_label_is_banned() -> None:
    result = check(MAGE_NOIR + "Sorts d'eau: 3 Marée et 1 Rituel pourpre\n",
                   "mage-noir/tournament")
    assert [(rule, line) for rule, _, line in errors(result)] == [("banned", 4)]
    assert ("reading", "'Sorts d'eau: 3 Marée et 1 Rituel pourpre' names no card: read as "
            "the grouping header 'Sorts d'eau' and 3 Tide, 1 Crimson Ritual", 4) in notes(result)


def test_a_typo_after_a_grouping_label_stays_an_unknown_card() -> None:
    result = check(MAGE_NOIR + "Sorts: 4 Marea\n", "mage-noir/tournament")
    assert [(rule, line) for rule, _, line in errors(result)] == [("unknown-card", 4)]
