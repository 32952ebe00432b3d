"""Magi-Nation Duel decklists written the ways players and their tools write them: the
real starter decks of ``../shared/data/magi-nation/decklists`` changed in ways that keep
the deck (its verdict must not move) or break one rule (exactly that rule, on its line),
and the deck tools' XML files (OCTGN ``.o8d``, LackeyCCG ``.dek``) with a Magi section.

Rules: ``../shared/rules/magi-nation-duel-rulebook-2001.txt``, Building Your Deck (at
least 40 non-Magi cards, three different Magi, three copies of a card) and THE MAGI
(Alternate Magi, Double Magi Cards). Tests that read ``../shared`` skip without it.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

FORMAT = "magi-nation/standard"
#: The Base Set Cald starter deck (3 Magi + 40 cards), as printed.
MAGI = ("Ashgar", "Gar", "Grega")
CARDS = ((1, "Greater Vaal"), (3, "Magma Hyren"), (2, "Drakan"), (2, "Lava Balamant"),
         (1, "Quor Pup"), (3, "Arbolit"), (3, "Diobor"), (2, "Fire Chogo"), (2, "Kelthet"),
         (2, "Quor"), (2, "Ancestral Flute"), (2, "Baloo Root"), (2, "Magma Armor"),
         (1, "Spirit of the Flame"), (2, "Flame Geyser"), (2, "Syphon Vortex"),
         (3, "Fire Ball"), (3, "Fire Flow"), (2, "Thermal Blast"))


def check(data: bytes, name: str) -> DeckResult:
    """Judged within the card data (of 2021): no data-age note among the findings."""
    return Checker(CheckOptions(format_id=FORMAT, use_config=False,
                                as_of=dt.date(2021, 6, 1))).check_bytes(data, name)


def problems(result: DeckResult) -> list[tuple[str, str, int | None]]:
    """``(rule, message, line)`` of every error and warning."""
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity != "info"]


# ---------------------------------------------------------------- deck tools' XML files


def _o8d(magi_section: str) -> bytes:
    magi = "".join(f'<card qty="1" id="m{n}">{name}</card>\n' for n, name in enumerate(MAGI))
    deck = "".join(f'<card qty="{count}" id="c{n}">{name}</card>\n'
                   for n, (count, name) in enumerate(CARDS))
    return ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<deck game="mnd">\n'
            f'<section name="{magi_section}" shared="False">\n{magi}</section>\n'
            f'<section name="Deck" shared="False">\n{deck}</section>\n</deck>\n').encode()


def _lackey(magi_superzone: str) -> bytes:
    magi = "".join(f"<card><name>{name}</name><set>BS</set></card>\n" for name in MAGI)
    deck = "".join(f"<card><name>{name}</name><set>BS</set></card>\n" * count
                   for count, name in CARDS)
    return ('<deck version="0.8">\n<meta><game>magination</game></meta>\n'
            f'<superzone name="{magi_superzone}">\n{magi}</superzone>\n'
            f'<superzone name="Deck">\n{deck}</superzone>\n</deck>\n').encode()


@pytest.mark.parametrize("section", ["Magi", "Magi Stack", "MAGI"])
@pytest.mark.parametrize(("make", "name"), [(_o8d, "deck.o8d"), (_lackey, "deck.dek")])
def test_a_magi_section_of_a_deck_tool_is_the_magi_stack(make: object, name: str,
                                                          section: str) -> None:
    """A section or superzone named as the Magi stack's header holds the stack (it was
    skipped as "not part of the deck": an empty stack, illegal)."""
    assert callable(make)
    result = check(make(section), name)
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 3, "main": 40}
    assert not [v for v in result.violations if v.rule == "ignored-section"]


def test_a_magi_section_in_a_magic_deck_is_a_section_of_another_name() -> None:
    """Magic has no Magi stack (its game data names none): a ``Magi`` section of a Magic
    deck opens no zone; Magi, a card type of Magi-Nation, groups cards by kind as
    ``Relics`` does (a type word of every game's lists), so its cards are counted in the
    deck with a note, never skipped (it was a parse-error, its cards not counted)."""
    data = (b'<deck game="mtg">\n<section name="Main">\n<card qty="60" id="1">Mountain</card>\n'
            b'</section>\n<section name="Magi">\n<card qty="1" id="2">Grief</card>\n'
            b'</section>\n</deck>\n')
    result = Checker(CheckOptions(format_id="mtg/legacy", use_config=False,
                                  as_of=dt.date(2025, 1, 1))).check_bytes(data, "deck.o8d")
    assert result.status == "illegal" and result.zones == {"main": 61}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Grief is banned in Legacy (since 2024-08-26)", 6)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("section 'Magi' groups cards by kind, as a deck's grouping header does: its cards "
         "are counted in the deck", 5)]


# ------------------------------------------------------- the real starter decks, varied


def _starters(shared: Path) -> list[Path]:
    paths = sorted((shared / "data" / "magi-nation" / "decklists").glob("*.txt"))
    assert len(paths) == 5
    return paths


_COUNTED = re.compile(r"^(\d) (.+)$")


def _parts(text: str) -> tuple[list[str], list[tuple[int, str]]]:
    """The Magi (the bare lines under ``# Magi``) and the counted card lines."""
    magi, cards, in_magi = [], [], False
    for line in text.splitlines():
        if line.startswith("#"):
            in_magi = line.strip() == "# Magi"
        elif (counted := _COUNTED.match(line)) is not None:
            cards.append((int(counted[1]), counted[2]))
        elif line.strip() and in_magi:
            magi.append(line.strip())
    return magi, cards


def _variants(magi: list[str], cards: list[tuple[int, str]]) -> dict[str, str]:
    """Ways of writing the same deck."""
    lines = [f"{count} {name}" for count, name in cards]
    split = [f"1 {name}\n{count - 1} {name}" if count > 1 else f"1 {name}"
             for count, name in cards]
    return {
        # the stack's order is read (Ninibom's order note), so part of the deck
        "deck reversed, Magi last": "Deck\n" + "\n".join(reversed(lines)) + "\nMagi\n"
                                    + "\n".join(magi),
        "Magi: prefix": "\n".join(f"Magi: {name}" for name in magi) + "\nDeck\n"
                        + "\n".join(lines),
        "Magi listed on one line": "Magi: " + ", ".join(magi) + "\nDeck\n" + "\n".join(lines),
        "Magi listed under the header": "Magi\n" + " / ".join(magi) + "\nDeck\n"
                                        + "\n".join(lines),
        "a deck site's list copied whole": "Naroom\n" + "\n".join(magi) + "\n\n"
                                            + "\n".join(f"{name} \u00d7{count}"
                                                        for count, name in cards)
                                            + "\n\nTOTAL:\n21 Creatures\n6 Relics\n13 Spells"
                                              "\n6 Rare\n13 Uncommon\n24 Common",
        "Magi stack header, counts": "Magi stack (3)\n" + "\n".join(f"1 {m}" for m in magi)
                                     + "\nDeck (40)\n" + "\n".join(lines),
        "no Magi header, a blank line": "\n".join(magi) + "\n\n" + "\n".join(lines),
        "x counts after": "Magi\n" + "\n".join(magi) + "\nDeck\n"
                          + "\n".join(f"{name} x{count}" for count, name in cards),
        "counts split over two lines": "Magi\n" + "\n".join(magi) + "\nDeck\n"
                                       + "\n".join(split),
        "curly apostrophes, capitals": ("Magi\n" + "\n".join(magi) + "\nDeck\n"
                                        + "\n".join(lines)).replace("'", "\u2019").upper(),
    }


def test_starter_decks_keep_their_verdict_however_written(shared: Path) -> None:
    """Every rewriting of each starter deck is legal, 3 Magi and 40 cards, and has the
    fingerprint of the deck as printed."""
    for path in _starters(shared):
        original = check(path.read_bytes(), path.name)
        magi, cards = _parts(path.read_text("utf-8"))
        assert len(magi) == 3 and sum(count for count, _ in cards) == 40, path.name
        for how, text in _variants(magi, cards).items():
            result = check(text.encode(), path.name)
            assert (result.status, problems(result)) == ("legal", []), (path.name, how)
            assert result.zones == {"magi": 3, "main": 40}, (path.name, how)
            assert result.fingerprint == original.fingerprint, (path.name, how)


def test_starter_decks_with_a_fourth_copy_are_illegal_on_the_cards_line(shared: Path) -> None:
    """A fourth copy, on a line of its own at the end, of a card the deck has three of:
    copy-limit on the card's first line (Building Your Deck: no more than three copies);
    and the last group's header (``# Spells (12)``) counts one card less than its lines."""
    for path in _starters(shared):
        text = path.read_text("utf-8")
        lines = text.splitlines()
        three = next(name for count, name in _parts(text)[1] if count == 3)
        first = next(n for n, line in enumerate(lines, 1) if line == f"3 {three}")
        last = max(n for n, line in enumerate(lines, 1) if line.startswith("# "))
        declared = int(lines[last - 1].rsplit("(", 1)[1].rstrip(")"))
        result = check(f"{text.rstrip()}\n1 {three}\n".encode(), path.name)
        assert result.status == "illegal"
        assert problems(result) == [
            ("copy-limit", f"4 copies of {three}; at most 3", first),
            ("declared-count", f"'{lines[last - 1]}' (line {last}) declares {declared} "
             f"cards, but {declared + 1} cards were read under it", last)], path.name


def test_starter_decks_with_a_fourth_magi_or_a_magi_twice(shared: Path) -> None:
    """Four Magi: magi-stack on the stack's header line; one Magi twice: magi-stack on
    the line that holds it the second time, as category-limit names the line that went
    over (Building Your Deck: exactly three different Magi, no more than one copy of any
    Magi)."""
    for path in _starters(shared):
        text = path.read_text("utf-8")
        header = text.splitlines().index("# Magi") + 1
        magi, _cards = _parts(text)
        other = "Korg" if "Korg" not in magi else "Evu"
        four = check(text.replace(f"\n{magi[-1]}\n", f"\n{magi[-1]}\n{other}\n").encode(),
                     path.name)
        assert problems(four) == [
            ("magi-stack", "the Magi stack fills 4 places; it needs exactly 3 different Magi",
             header)], path.name
        twice = check(text.replace(f"\n{magi[-1]}\n", f"\n{magi[0]}\n").encode(), path.name)
        assert [(rule, line) for rule, _message, line in problems(twice)] == [
            ("magi-stack", header + 3)], path.name


# ------------------------------------------------------------- a list of cards on a line

DECK = "".join(f"{count} {name}\n" for count, name in CARDS)


@pytest.mark.parametrize("listed", ["Ashgar, Gar, Grega", "Ashgar, Gar and Grega",
                                    "Ashgar; Gar & Grega", "Ashgar / Gar / Grega",
                                    "Ashgar/Gar/Grega", "Ashgar > Gar > Grega",
                                    "Ashgar -> Gar -> Grega", "Ashgar >> Gar >> Grega",
                                    "Ashgar => Gar => Grega", "Ashgar \u2192 Gar \u2192 Grega",
                                    "Ashgar | Gar | Grega", "Ashgar - Gar - Grega",
                                    "Ashgar \u2013 Gar \u2013 Grega", "Ashgar, Gar, and Grega",
                                    "Ashgar, Gar, & Grega"])
def test_magi_listed_on_one_line_are_three_magi_with_a_note(listed: str) -> None:
    """``Magi: Ashgar, Gar, Grega`` (it was one unknown card and a short stack); the
    stack's order written with arrows, bars or dashes too (``Ashgar > Gar > Grega``,
    ``Ashgar/Gar/Grega``: each was one unknown card and a stack of one place)."""
    result = check(f"Magi: {listed}\nDeck\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", f"'{listed}' names no card: read as 3 cards, one copy each: "
                    "Ashgar, Gar, Grega", 1)]


@pytest.mark.parametrize("head", ["Magi\n", "Magi: ", "Magi:\t", "Magi (3)\n"])
@pytest.mark.parametrize("tabs", ["\t"])
def test_magi_parted_by_tabs_are_three_magi_with_a_note(head: str, tabs: str) -> None:
    """A spreadsheet's row of the stack (``Ashgar<tab>Gar<tab>Grega``): parted as by a
    comma (it was one unknown card and a short stack, a legal deck illegal)."""
    listed = tabs.join(("Ashgar", "Gar", "Grega"))
    result = check(f"{head}{listed}\nDeck\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    assert [(v.rule, v.message.split(": read as ")[1]) for v in result.violations] == [
        ("reading", "3 cards, one copy each: Ashgar, Gar, Grega")]


@pytest.mark.parametrize("listed", ["Ashgar, Gar, Grega", "Ashgar / Gar / Grega",
                                    "Ashgar > Gar > Grega"])
@pytest.mark.parametrize("below", ["\n", ""])
def test_magi_listed_on_the_first_line_are_the_stack(listed: str, below: str) -> None:
    """The stack written on the list's first line with no header (``Ashgar, Gar, Grega``,
    a blank line or none, the 40 cards): it was the list's title, a note or an unknown
    card, and the stack empty: a legal deck illegal."""
    result = check(f"{listed}\n{below}{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    assert [(v.rule, v.message) for v in result.violations if v.line == 1][:1] == [
        ("reading", f"'{listed}' names no card: read as 3 cards, one copy each: "
                    "Ashgar, Gar, Grega")]


@pytest.mark.parametrize(("head", "tail"), [
    ("Magi: Ashgar, Gar, Grega\n\n", ""), ("# Magi: Ashgar, Gar, Grega\n\n", ""),
    ("Starting Magi: Ashgar\n\n", ""), ("", "\nMagi: Ashgar, Gar, Grega\n")])
def test_the_magi_named_beside_their_section_are_a_summary(head: str, tail: str) -> None:
    """A list's head (or foot) naming the Magi by the stack's line prefix beside the
    ``Magi`` section that lists them: a summary, no more Magi (the stack was read with
    six, or four, places: a legal deck illegal)."""
    result = check(f"{head}Magi\nAshgar\nGar\nGrega\n\nDeck\n{DECK}{tail}".encode(),
                   "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    assert [v.message for v in result.violations if v.rule == "reading"][-1].endswith(
        "names cards its zone's section lists too: read as a summary of them, not as more "
        "copies")


def test_a_magi_the_section_does_not_list_is_counted() -> None:
    """``Magi: Yaki`` beside a section of three other Magi is a fourth Magi, no summary."""
    result = check(f"Magi: Yaki\n\nMagi\nAshgar\nGar\nGrega\n\nDeck\n{DECK}".encode(),
                   "deck.txt")
    assert [rule for rule, _message, _line in problems(result)][:1] == ["magi-stack"]
    assert result.zones == {"magi": 4, "main": 40}


@pytest.mark.parametrize("listed", ["Korg & Zet and Grega", "Korg & Zet > Grega"])
def test_a_double_magi_in_a_list_is_one_card(listed: str) -> None:
    """``Korg & Zet and Grega``: the ``&`` of the double Magi's name is joined back."""
    result = check(f"Magi: {listed}\nDeck\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"magi": 2, "main": 40}


@pytest.mark.parametrize(("listed", "found"), [
    ("Ashgar, Garr, Grega", [
        ("unknown-card", "unknown card 'Ashgar, Garr, Grega'", 1),
        ("magi-stack", "the Magi stack fills 1 place (1 by unknown cards); it needs exactly 3 "
                       "different Magi", 1)]),
    # a count after the list may be the whole list's: as written, one unknown card
    ("Ashgar, Gar x2", [
        ("unknown-card", "unknown card 'Ashgar, Gar'", 1),
        ("magi-stack", "the Magi stack fills 2 places (2 by unknown cards); it needs exactly 3 "
                       "different Magi", 1)]),
])
def test_a_list_with_an_unknown_part_stays_one_unknown_card(
        listed: str, found: list[tuple[str, str, int]]) -> None:
    result = check(f"Magi: {listed}\nDeck\n{DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert problems(result) == found


@pytest.mark.parametrize("listed", ["Ashgar, Ashgar, Gar", "Ashgar, Gar, Ashgar",
                                    "Ashgar x2, Gar", "Gar, 2x Ashgar",
                                    "Ashgar | Gar | Ashgar"])
def test_a_list_naming_a_magi_twice_is_the_magi_twice(listed: str) -> None:
    """``Magi: Ashgar, Ashgar, Gar`` is read as one Magi a line is: Ashgar twice (it was one
    unknown card and a stack of one place, the wrong rule and message); a count before a
    part, or after one with its mark, is that part's."""
    result = check(f"Magi: {listed}\nDeck\n{DECK}".encode(), "deck.txt")
    assert problems(result) == [
        ("magi-stack", "Ashgar is in the Magi stack 2 times; the Magi stack holds each Magi "
                       "once", 1)]
    assert result.zones == {"magi": 3, "main": 40}


@pytest.mark.parametrize(("listed", "said"), [
    ("Rayje, Rayje, Ashgar", "read as 3 cards: 2 Rayje, 1 Ashgar"),
    ("Ashgar, 2 Rayje", "read as 3 cards: 1 Ashgar, 2 Rayje"),
    ("1 Rayje, Rayje, Ashgar", "read as 3 cards: 2 Rayje, 1 Ashgar"),
])
def test_a_list_naming_rayje_twice_is_legal(listed: str, said: str) -> None:
    """Rayje may be in a Magi stack more than once (card fact ``deck_limit: any``): listed
    on one line twice, or with a count before it, the stack is legal, as one Magi a line
    is (each was one unknown card, a legal deck illegal)."""
    result = check(f"Magi: {listed}\nDeck\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    notes = [v.message for v in result.violations if v.rule == "reading"]
    assert any(note.endswith(said) for note in notes), notes


def test_a_count_of_more_than_one_before_a_list_is_not_guessed() -> None:
    """``2 Rayje, Ashgar``: two of the first, or two of each? A line never counts fewer
    copies than it may mean: it stays one unknown card (``4 Fire Ball, Tornado`` beside
    three Tornado was a legal deck of four Fire Ball and one Tornado)."""
    result = check(f"Magi: 2 Rayje, Ashgar\nDeck\n{DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert "unknown-card" in {rule for rule, _, _ in problems(result)}


def test_a_listed_name_with_a_comma_of_its_own_is_one_card() -> None:
    """``Thrasios, Triton Hero`` is one card: the parts are joined back where only together
    they name a card; ``Fire, Ice`` names two faces of one card, no list."""
    text = "Commander\nTymna the Weaver, Thrasios, Triton Hero\nDeck\n98 Island\n"
    result = Checker(CheckOptions(format_id="mtg/commander", use_config=False)).check_bytes(
        text.encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"command": 2, "main": 98}
    faces = Checker(CheckOptions(format_id="mtg/legacy", use_config=False)).check_bytes(
        b"Deck\n59 Island\nFire, Ice\n", "deck.txt")
    assert [(rule, line) for rule, _message, line in problems(faces)] == [("unknown-card", 3)]


@pytest.mark.parametrize("pair", ["Thrasios, Triton Hero + Tymna the Weaver",
                                  "Tymna the Weaver + Thrasios, Triton Hero"])
def test_a_partner_pair_written_with_a_plus_is_two_commanders(pair: str) -> None:
    """Players write a partner pair ``Thrasios + Tymna``: a spaced ``+`` parts a list as
    ``&`` does (it was one unknown card, a legal deck illegal with no commander)."""
    text = f"Commander: {pair}\nDeck\n98 Island\n"
    result = Checker(CheckOptions(format_id="mtg/commander", use_config=False)).check_bytes(
        text.encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"command": 2, "main": 98}
    notes = [(v.rule, v.line, v.message) for v in result.violations if v.rule == "reading"]
    names = ", ".join(sorted(pair.split(" + "), key=pair.index))
    assert notes == [("reading", 1, f"'{pair}' names no card: read as 2 cards, one copy "
                                    f"each: {names}")]


@pytest.mark.parametrize(("header", "word"), [
    ("Commandants :", "et"), ("Kommandeure:", "und"), ("Comandantes:", "y"),
    ("Comandanti:", "e"), ("Comandantes:", "e")])
def test_a_partner_pair_joined_by_and_in_another_language_is_two_commanders(
        header: str, word: str) -> None:
    # French, German, Spanish, Italian and Portuguese players' "and" between the partners
    # was part of one unknown card's name: a legal deck illegal with no commander
    pair = f"Thrasios, Triton Hero {word} Tymna the Weaver"
    text = f"{header} {pair}\nDeck\n98 Island\n"
    result = Checker(CheckOptions(format_id="mtg/commander", use_config=False)).check_bytes(
        text.encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"command": 2, "main": 98}
    banned = Checker(CheckOptions(format_id="mtg/legacy", use_config=False)).check_bytes(
        f"Deck\n59 Island\nIsland {word} Black Lotus\n".encode(), "deck.txt")
    assert [rule for rule, _message, _line in problems(banned)] == ["banned"]


def test_a_plus_inside_a_name_or_unspaced_parts_no_list() -> None:
    """Only a spaced ``+`` parts a list: ``+2 Mace`` stays one card; ``Mox Jet+Black
    Lotus`` one unknown card."""
    legacy = Checker(CheckOptions(format_id="mtg/legacy", use_config=False))
    result = legacy.check_bytes(b"Deck\n59 Island\n+2 Mace\nMox Jet+Black Lotus\n",
                                "deck.txt")
    assert [(rule, line) for rule, _message, line in problems(result)] == [
        ("unknown-card", 4)]


# --------------------------------------------- cards other regions' Magi may play by text

#: The Base Set Naroom starter deck (3 Magi + 40 cards), as printed.
NAROOM_MAGI = ("Evu", "Tryn", "Yaki")
NAROOM = ((1, "Bhatar"), (1, "Timber Hyren"), (1, "Twee"), (3, "Balamant Pup"), (2, "Rudwot"),
          (2, "Arboll"), (3, "Carillion"), (2, "Furok"), (2, "Leaf Hyren"), (2, "Plith"),
          (2, "Weebo"), (1, "Energy Band"), (1, "Ancestral Flute"), (3, "Hood of Hiding"),
          (3, "Robe of Vines"), (1, "Hyren's Call"), (2, "Orwin's Gaze"),
          (2, "Vortex of Knowledge"), (3, "Grow"), (3, "Tap Roots"))


def _listed(magi: tuple[str, ...], cards: tuple[tuple[int, str], ...]) -> bytes:
    return ("Magi\n" + "".join(f"{name}\n" for name in magi) + "Deck\n"
            + "".join(f"{count} {name}\n" for count, name in cards)).encode()


def test_dark_furok_in_a_naroom_deck_is_playable_and_shares_furoks_limit() -> None:
    """Dark Furok (Core) says "Naroom Magi may play Dark Furok" (the data gave no field
    for it: every Naroom deck playing it was warned region-unplayable, and illegal with
    --strict). It is Furok's alternate: Furok 2 + Dark Furok 1 is legal, 2 + 2 is a
    copy-limit on Furok's line and nothing else (Building Your Deck; Core and Shadow
    Magi)."""
    swapped = (*((1, "Dark Furok") if name == "Weebo" else (count, name)
                 for count, name in NAROOM), (1, "Weebo"))
    result = check(_listed(NAROOM_MAGI, swapped), "naroom.txt")
    assert result.status == "legal" and problems(result) == []
    over = tuple((2, "Dark Furok") if name == "Dark Furok" else (count, name)
                 for count, name in swapped if name != "Weebo")
    result = check(_listed(NAROOM_MAGI, over), "naroom.txt")
    assert problems(result) == [("copy-limit", "4 copies of Furok (Furok 2 + Dark Furok 2); "
                                 "at most 3", 13)]


def test_a_card_its_text_lets_core_magi_play_is_not_warned() -> None:
    """Sneaky Weebo (Naroom): "Core Magi may play Sneaky Weebo"; Snag Arboll (Naroom):
    "Naroom Shadow Magi may play Snag Arboll". A stack of Core Magi (Warrada, a Naroom
    Shadow Magi) plays both; a Core Magi of no Naroom past (Korg) still plays Sneaky
    Weebo, not Snag Arboll."""
    core = ((3, "Sneaky Weebo"), (3, "Snag Arboll"), (3, "Vortex of Knowledge"),
            (3, "Chaos Plith"), (3, "Dream Rift"), (3, "Shadow Cloak"), (3, "Baloo Root"),
            (3, "Book of Ages"), (3, "Orok"), (3, "Garadan"), (3, "Gumph"), (3, "Dagok"),
            (3, "Agram's Staff"), (1, "Ancestral Flute"))
    assert sum(count for count, _name in core) == 40
    result = check(_listed(("Warrada", "Korg", "Zet"), core), "core.txt")
    assert problems(result) == [
        ("region-unplayable", "no Magi of the stack may play Vortex of Knowledge (Naroom "
         "Spell); the stack's regions: Core (Naroom Shadow Magi); Core Magi play only Core "
         "and Universal cards", 8)]
    result = check(_listed(("Agram", "Korg", "Zet"), core), "core.txt")
    assert [(rule, line) for rule, _message, line in problems(result)] == [
        ("region-unplayable", 7), ("region-unplayable", 8)]


def test_a_card_only_some_magi_may_play_by_its_text_is_warned() -> None:
    """Crushing Roots: "Only Naroom Magi and Naroom Shadow Magi can play Crushing Roots";
    Crushing Fungus the same for Underneath. A Naroom stack plays Crushing Roots; Crushing
    Fungus, an Underneath Spell it could otherwise play at a regional penalty, is warned
    (card text over the rules). A Naroom stack with Ogar, an Underneath Shadow Magi,
    plays both."""
    cards = (*NAROOM[:-2], (2, "Tap Roots"), (2, "Grow"), (1, "Crushing Roots"),
             (1, "Crushing Fungus"))
    assert sum(count for count, _name in cards) == 40
    result = check(_listed(NAROOM_MAGI, cards), "naroom.txt")
    assert result.status == "legal"
    assert problems(result) == [
        ("region-unplayable", "no Magi of the stack may play Crushing Fungus (Underneath "
         "Spell); the stack's regions: Naroom; by its card text only Underneath Magi and "
         "Underneath Shadow Magi may play Crushing Fungus", 27)]
    warned = next(v for v in result.violations if v.rule == "region-unplayable")
    assert warned.hint == "add an Underneath Magi to the Magi stack, or remove Crushing Fungus"
    assert problems(check(_listed(("Evu", "Tryn", "Ogar"), cards), "naroom.txt")) == []


def test_what_a_magi_plays_by_its_text() -> None:
    """Evil Evu: "You may play Naroom cards, ignoring regional restrictions and
    penalties": with Korg and Zet it plays the Naroom starter deck, Relics included (every
    Naroom card was warned). Shivara: "Shivara can only play Arderial and Universal cards":
    with two other Magi of that text, a Cald Creature is warned though its regional
    penalty could be paid."""
    assert problems(check(_listed(("Evil Evu", "Korg", "Zet"), NAROOM), "naroom.txt")) == []
    cards = (*NAROOM[:-1], (2, "Tap Roots"), (1, "Arbolit"))
    result = check(_listed(("Shivara", "Aurorea", "Locke"), cards), "naroom.txt")
    assert ("region-unplayable", 25) in [(rule, line) for rule, _m, line in problems(result)]
    arbolit = next(v for v in result.violations if v.cards == ("Arbolit",))
    assert arbolit.message == (
        "no Magi of the stack may play Arbolit (Cald Creature); the stack's regions: "
        "Arderial, Nar; by their card text the stack's Magi play only Arderial, Universal "
        "and Nar cards")


#: Core and Universal cards any Core Magi plays (33 cards), to fill a Core stack's deck.
CORE_FILL = ((3, "Sneaky Weebo"), (3, "Dream Rift"), (3, "Shadow Cloak"), (3, "Baloo Root"),
             (3, "Book of Ages"), (3, "Orok"), (3, "Garadan"), (3, "Gumph"), (3, "Dagok"),
             (3, "Agram's Staff"), (3, "Ancestral Flute"))


@pytest.mark.parametrize(("magi", "card"), [
    (("Korg", "Nagsis", "Agram"), "Korg's Poetry"),
    (("Korg", "Nagsis", "Agram"), "Korg's Sceptre"),
    (("All-High King Korg", "Nagsis", "Agram"), "Korg's Sceptre"),
    (("Korremar", "Nagsis", "Agram"), "Rabid Bisiwog"),
    (("Korremar", "Nagsis", "Agram"), "Trygar's Will"),
    (("Korremar, Avatar", "Nagsis", "Agram"), "Trygar's Will"),
    (("Korremar", "Nagsis", "Agram"), "Shadow Ritual"),
    (("Evil Evu", "Nagsis", "Agram"), "Shadow Ritual"),
    (("Korg", "Nagsis", "Agram"), "Wandering Balamant"),
])
def test_a_card_whose_text_names_the_magi_who_play_it_is_not_warned(
        magi: tuple[str, ...], card: str) -> None:
    """"Korg can play Korg's Poetry" (a Bograth Relic: a Core Magi was warned, regional
    restriction), "Korremar can play Trygar's Will", "Korremar and Underneath Shadow Magi
    can play Rabid Bisiwog": the Magi named, or one counting as it (All-High King Korg,
    Korremar, Avatar), plays it. "Only Shadow Magi can play Shadow Ritual": a Shadow Magi
    (Korremar, Evil Evu) plays it. "Non-Naroom Magi may play Wandering Balamant": a Core
    Magi too (THE MAGI, Core and Shadow Magi; First, Breaking the Rules)."""
    deck = (*CORE_FILL, (3, card), (3, "Vortex of Knowledge"), (1, "Weebo"))
    assert sum(count for count, _name in deck) == 40
    warned = [line for _rule, _message, line in problems(check(_listed(magi, deck), "core.txt"))]
    assert 17 not in warned
    # a stack of Core Magi that are neither the Magi named nor Shadow Magi is warned
    others = check(_listed(("Nagsis", "Agram", "Zet"), deck), "core.txt")
    warned = [line for _rule, _message, line in problems(others)]
    assert (17 in warned) is (card != "Wandering Balamant") and {18, 19} <= set(warned)


def test_a_card_only_shadow_magi_or_named_magi_play_is_warned_with_who_may() -> None:
    """Shadow Ritual ("Only Shadow Magi can play Shadow Ritual", a Core Spell) in a stack
    of Core Magi none of whom is a Shadow Magi (Korg, Nagsis, Agram) was judged playable;
    it is warned, with the reason and who may play it. Yaki, Core Stalker, whose text lets
    it play Core cards, is no Shadow Magi either. Korg's Poetry and Trygar's Will,
    without their named Magi, are warned as before, the hint naming the Magi."""
    deck = (*CORE_FILL, (3, "Shadow Ritual"), (3, "Korg's Poetry"), (1, "Trygar's Will"))
    result = check(_listed(("Korg", "Nagsis", "Agram"), deck), "core.txt")
    assert result.status == "legal"
    assert problems(result) == [
        ("region-unplayable", "no Magi of the stack may play Shadow Ritual (Core Spell); the "
         "stack's regions: Core; by its card text only Shadow Magi may play Shadow Ritual",
         17),
        ("region-unplayable", "no Magi of the stack may play Trygar's Will (Underneath "
         "Relic); the stack's regions: Core; Core Magi play only Core and Universal cards",
         19)]
    warned = {v.line: v.hint for v in result.violations if v.rule == "region-unplayable"}
    assert warned == {
        17: "add a Shadow Magi to the Magi stack, or remove Shadow Ritual",
        19: "add an Underneath Magi or Korremar to the Magi stack, or remove Trygar's Will"}
    result = check(_listed(("Yaki, Core Stalker", "Tryn", "Evu"),
                           (*NAROOM[:-1], (3, "Shadow Ritual"))), "naroom.txt")
    assert problems(result) == [
        ("region-unplayable", "no Magi of the stack may play Shadow Ritual (Core Spell); the "
         "stack's regions: Naroom; by its card text only Shadow Magi may play Shadow Ritual",
         25)]


def test_a_magi_that_plays_a_kind_of_creature_from_any_region_is_not_warned() -> None:
    """Fiend of Furoks, a Naroom Shadow Magi, "ignores regional penalties and restrictions
    when playing Furoks": its own starting card Furok, and Furok Guardian (Naroom) and
    Hunter Furok (Nar), were warned region-unplayable; they are not. Weebo (Naroom), no
    Furok, still is; without Fiend of Furoks the Furoks are warned again."""
    cards = (*CORE_FILL[:-2], (3, "Furok"), (3, "Furok Guardian"), (3, "Hunter Furok"),
             (1, "Weebo"))
    assert sum(count for count, _name in cards) == 37
    cards = (*cards, (3, "Ancestral Flute"))
    result = check(_listed(("Fiend of Furoks", "Korg", "Nagsis"), cards), "furoks.txt")
    assert problems(result) == [
        ("region-unplayable", "no Magi of the stack may play Weebo (Naroom Creature); the "
         "stack's regions: Core (Naroom Shadow Magi); Core Magi play only Core and Universal "
         "cards", 18)]
    result = check(_listed(("Agram", "Korg", "Nagsis"), cards), "furoks.txt")
    assert [line for _rule, _message, line in problems(result)] == [15, 16, 17, 18]


def test_a_magi_that_plays_creatures_and_spells_of_a_chosen_region_is_not_warned() -> None:
    """Jalex (Core) may each turn "play Creatures and Spells of the chosen region, ignoring
    regional restrictions and penalties": Arbolit (Cald Creature) and Vortex of Knowledge
    (Naroom Spell) were warned in a stack of Core Magi; with Jalex they are not, while
    Magma Armor, a Cald Relic, still is."""
    cards = (*CORE_FILL[:-1], (3, "Arbolit"), (3, "Vortex of Knowledge"), (1, "Magma Armor"),
             (3, "Ancestral Flute"))
    assert sum(count for count, _name in cards) == 40
    result = check(_listed(("Jalex", "Korg", "Nagsis"), cards), "jalex.txt")
    assert result.status == "legal"
    assert problems(result) == [
        ("region-unplayable", "no Magi of the stack may play Magma Armor (Cald Relic); the "
         "stack's regions: Core; Core Magi play only Core and Universal cards", 18)]
    result = check(_listed(("Agram", "Korg", "Nagsis"), cards), "jalex.txt")
    assert [line for _rule, _message, line in problems(result)] == [16, 17, 18]


# ------------------------------------------------ the stack's count, a place alone

def _text_deck(stack: str) -> bytes:
    deck = "".join(f"{count} {name}\n" for count, name in CARDS)
    return f"{stack}Deck\n{deck}".encode()


@pytest.mark.parametrize("header", ["3 Magi", "3x Magi", "3 MAGI"])
def test_a_count_then_the_magi_header_is_the_stack(header: str) -> None:
    """``3 Magi`` is the Magi stack's header with its count, as ``Magi (3)`` is (it was
    the unknown card 'Magi', the legal starter deck illegal)."""
    result = check(_text_deck(f"{header}\n" + "".join(f"{m}\n" for m in MAGI)), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"magi": 3, "main": 40})
    assert problems(result) == []
    assert [(v.rule, v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("reading", f"'{header}' is read as the header '{header.split()[1]}': the cards after "
         "it are in the Magi stack", 1)]


@pytest.mark.parametrize("place", ["Magi #1", "First Magi", "Magi #1:"])
def test_a_place_of_the_stack_alone_is_a_parse_error(place: str) -> None:
    """A place of the stack alone on a line (``Magi #1``) names no card: a parse-error
    saying where the card goes (it was the unknown card 'Magi', its number a count)."""
    result = check(_text_deck("Magi\n" + f"{place}\n" + "".join(f"{m}\n" for m in MAGI)),
                   "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"magi": 3, "main": 40})
    written = place.rstrip(":")
    assert problems(result) == [
        ("parse-error", f"'{place}' names place 1 of the Magi stack but no card: not read; "
         f"write the card after it on its line ({written}: Name)", 2)]


def test_a_count_then_the_magi_header_in_a_magic_deck_names_no_zone() -> None:
    """Magic has no Magi stack: ``3 Magi`` in a Magic list is never the header of a zone
    Magic lacks; Magi, a card type of Magi-Nation, is a grouping heading there as ``3
    Relics`` is (it was an unknown card), said by a note; the cards after it stay in the
    deck."""
    result = Checker(CheckOptions(format_id="mtg/legacy", use_config=False)).check_bytes(
        b"Deck\n60 Mountain\n3 Magi\n1 Grief\n", "deck.txt")
    assert result.zones == {"main": 61}
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Grief is banned in Legacy (since 2024-08-26)", 4)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'Magi' names no card: read as a grouping header", 3)]


@pytest.mark.parametrize(("format_id", "text", "name"), [
    ("mage-noir/tournament", "magi #4\n4 Fire Ball\n", "deck.txt"),
    ("mtg/modern", "Magi 4\n4 Lightning Bolt\n", "deck.txt"),
    ("mage-noir/tournament", '"magi #4": Korg\ndeck:\n  Fire Ball: 4\n', "deck.yaml"),
])
def test_a_place_of_the_magi_stack_in_another_game_s_list_is_read(
        format_id: str, text: str, name: str) -> None:
    """A line (or a key) that only a Magi-Nation list reads as a place of its stack, in
    a list of another game: reading it failed (``KeyError: 'magi #4'``, an
    ``internal-error``, the deck not judged). It is read as that game reads it: no place
    of a stack there."""
    result = Checker(CheckOptions(format_id=format_id, use_config=False,
                                  as_of=dt.date(2025, 11, 4))).check_bytes(
        f"Format: {format_id}\n{text}".encode() if name == "deck.txt"
        else f"format: {format_id}\n{text}".encode(), name)
    assert result.status == "illegal"
    assert "internal-error" not in {v.rule for v in result.violations}
    assert "zone-size" in {v.rule for v in result.violations}


#: A legal Mage Noir deck of 40 cards (its main deck header last, above the cards).
_MAGE_NOIR_DECK = "Deck\n" + "".join(f"4 {name}\n" for name in (
    "Fire Ball", "Tornado", "Air Blade", "Seed", "Flame Projectile", "Breath",
    "Favorable Winds", "Bark Armor", "Droplet", "Water Drop"))
#: A legal Modern deck of 60 cards.
_MODERN_DECK = "4 Ancient Stirrings\n56 Island\n"


def _other_game(format_id: str, text: str) -> DeckResult:
    """``text`` judged in ``format_id`` (a game with no Magi stack), within its data."""
    return Checker(CheckOptions(format_id=format_id, use_config=False,
                                as_of=dt.date(2025, 11, 4))).check_bytes(
        f"Format: {format_id}\n{text}".encode(), "deck.txt")


@pytest.mark.parametrize(("format_id", "line", "deck"), [
    ("mtg/modern", "Second: Esper", _MODERN_DECK),
    ("mtg/modern", "Top: Esper", _MODERN_DECK),
    ("mtg/modern", "Second: Jund", _MODERN_DECK),
    ("mtg/modern", "Bottom: Naya", _MODERN_DECK),
    ("mtg/modern", "Première : Grixis", _MODERN_DECK),
    ("mtg/modern", "Oben: Bant", _MODERN_DECK),
    ("mage-noir/tournament", "Deuxième: Fire Bal", _MAGE_NOIR_DECK),
    ("mage-noir/tournament", "Haut - Bob", _MAGE_NOIR_DECK)])
def test_a_place_s_word_of_the_stack_is_a_note_s_word_in_another_game(
        format_id: str, line: str, deck: str) -> None:
    """The words that say a Magi's place before its name (``Top: Ashgar``, ``Second:``,
    ``Première:``, ``Oben:``) are ordinary words in another game's list: ``Second:
    Esper`` in a Modern list (Esper, Jund, Naya, Grixis, Bant: Planes' names and the
    shards' archetypes) was an unknown card, a legal deck illegal, and ``Première :
    Grixis`` (its accent) a Magi stack in Modern. The line is the note it was before
    Magi-Nation read those words as places."""
    result = _other_game(format_id, f"{line}\n{deck}")
    assert (result.status, problems(result)) == ("legal", [])
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"'{line}' names no card: read as a note, not a card", 2)]


@pytest.mark.parametrize("line", ["Magi: Black Lotis", "First Magi: Esper",
                                  "Second: Black Lotus"])
def test_a_card_after_another_game_s_zone_word_stays_near_a_card(line: str) -> None:
    """The mirror: a card (or a typo of one) after another game's zone word (``Magi:``,
    ``First Magi:``) is still read as near a card in a Modern list, an unknown card, as
    a card hidden after a place's word is: never a note that drops it."""
    result = _other_game("mtg/modern", f"{line}\n{_MODERN_DECK}")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", f"unknown card '{line}'", 2)]


@pytest.mark.parametrize(("stack", "said"), [
    ("Ashgar (10)\nGar (14)\nGrega (10)",
     "10 beside Ashgar is no count: the Magi stack may hold at most 4 cards; Ashgar's "
     "starting energy is 10: read as 1 Ashgar"),
    ("Ashgar - 10\nGar - 14\nGrega - 10",
     "14 beside Gar is no count: the Magi stack may hold at most 4 cards; Gar's starting "
     "energy is 14: read as 1 Gar"),
    ("Magi: Ashgar (10), Gar (14), Grega (10)",
     "10 beside Ashgar is no count: the Magi stack may hold at most 4 cards"),
    ("Ashgar (12 energy)\nGar (10 energy)\nGrega (11 energy)",
     "'(12 energy)' after Ashgar in the Magi stack is no part of its name"),
    ("Ashgar (1st)\nGar (2nd)\nGrega (3rd)",
     "'(2nd)' after Gar in the Magi stack is no part of its name"),
    ("Ashgar*\nGar\nGrega", "'*' after Ashgar in the Magi stack is no part of its name"),
    ("Ashgar* (10)\nGar\nGrega", "'*' after Ashgar in the Magi stack is no part of its name"),
    ("Magi: Ashgar \u2022 Gar \u2022 Grega", "read as 3 cards, one copy each"),
])
def test_magi_annotated_as_players_write_them_are_the_magi(stack: str, said: str) -> None:
    """A number beside a Magi above the places a Magi stack may ever have (three, a
    fourth by a Magi's text) is no count (a Magi's printed starting energy: it was a
    stack of 33 places); an ordinal, a number with words or a star after a Magi's name
    is no part of it (each was an unknown card); a bullet parts a list as ``|`` does."""
    header = "" if stack.startswith("Magi:") else "Magi\n"
    result = check(f"{header}{stack}\nDeck\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    notes = [v.message for v in result.violations if v.rule == "reading"]
    assert any(said in note for note in notes), notes


def _assert_places_read(stack: str) -> None:
    """The starter deck under the Magi ``stack`` (its places after the names) is legal,
    three Magi one copy each, the places said by one note on line 2."""
    result = check(f"Magi\n{stack}\nDeck\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    last = 3 if stack.endswith("Grega") else 4
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"] == [
        (2, f"lines 2 to {last} say their places after the names: each a place, "
            "not a count, each card one copy")]


@pytest.mark.parametrize("stack", [
    "Ashgar (1)\nGar (2)\nGrega (3)", "Ashgar [1]\nGar [2]\nGrega [3]",
    "Ashgar #1\nGar #2\nGrega #3", "Ashgar - 1\nGar - 2\nGrega - 3",
    "Ashgar 1\nGar 2\nGrega 3", "Ashgar // 1\nGar // 2\nGrega // 3",
    "Ashgar (top)\nGar (middle)\nGrega (bottom)", "Ashgar - First\nGar - Second\nGrega - Third",
    "Ashgar (1)\nGar (2)\nGrega", "Ashgar (#1)\nGar (#2)\nGrega (#3)",
    "Ashgar 1.\nGar 2.\nGrega 3.", "Ashgar [top]\nGar [middle]\nGrega [bottom]",
    "Ashgar (1)\r\nGar (2)\r\nGrega (3)"])
def test_a_stack_numbered_after_the_names_in_order_gives_places(stack: str) -> None:
    """A stack's lines numbered 1, 2, 3 after the names, or each with its place's word
    (the game data's place_words), number its places, no counts: "the Magi stack fills 6
    places" and "Gar is in the Magi stack 2 times" (or unknown cards 'Ashgar (top)')."""
    _assert_places_read(stack)


@pytest.mark.parametrize(("stack", "order"), [
    ("Ashgar (bottom)\nGar (middle)\nGrega (top)", ["Grega", "Gar", "Ashgar"]),
    ("Ashgar (1)\nGar (3)\nGrega (2)", ["Ashgar", "Grega", "Gar"]),
    ("Ashgar (1)\nGar (2)\nGrega (3)", ["Ashgar", "Gar", "Grega"])])
def test_places_after_the_names_order_the_stack_not_the_lines(stack: str,
                                                               order: list[str]) -> None:
    """The places written after the names order the stack as ``First Magi:`` prefixes do
    (Glossary: Magi Stack, revealed in order from the top), not the lines."""
    result = check(f"Magi\n{stack}\nDeck\n{DECK}".encode(), "deck.txt")
    assert result.status == "legal"
    assert [entry.line.name for entry in result.deck.entries
            if entry.line.zone == "magi"] == order


@pytest.mark.parametrize("stack", [
    "Ashgar (bottom)\nGar (middle)\nGrega (top)", "Ashgar (top)\nGrega (bottom)\nGar (middle)",
    "Ashgar (third)\nGar (second)\nGrega (first)", "Ashgar (1)\nGar (3)\nGrega (2)",
    "Ashgar 3\nGar 2\nGrega 1", "Ashgar - 2\nGar - 3\nGrega - 1", "Ashgar [2]\nGar [1]"
    "\nGrega [3]", "Ashgar (2)\nGar (1)\nGrega", "Ashgar (bas)\nGar (milieu)\nGrega (haut)",
    "Ashgar (unten)\nGar (oben)\nGrega (Mitte)"])
def test_a_stack_with_its_places_after_the_names_in_any_order_gives_places(stack: str) -> None:
    """Each player chooses the stack's order (rulebook, Selecting Magi): places after the
    names in any order of 1, 2, 3 (numbers or place words) are places, never counts nor a
    part of the name (three unknown cards 'Ashgar (bottom)'; Gar 3 times, the stack
    filling 6 places)."""
    _assert_places_read(stack)


#: The starter deck under its starter list's headings, each with its count (``# Creatures
#: (21)``), written by ``heading`` (a format of the kind's word and the count).
def _grouped_deck(heading: str) -> str:
    groups = (("Creatures", CARDS[:10]), ("Relics", CARDS[10:13]), ("Spells", CARDS[13:]))
    return "".join(heading.format(kind=kind, count=sum(count for count, _ in cards)) + "\n"
                   + "".join(f"{count} {name}\n" for count, name in cards)
                   for kind, cards in groups)


_PLACES_NOTE = ("lines 2 to 4 say their places after the names: each a place, not a count, "
                "each card one copy")
_NUMBERED_NOTE = ("lines 2 to 4 are a numbered list: each item's number is no count, each "
                  "item one copy")


@pytest.mark.parametrize(("stack", "note"), [
    ("Ashgar (top)\nGar (middle)\nGrega (bottom)", _PLACES_NOTE),
    ("Ashgar (haut)\nGar (milieu)\nGrega (bas)", _PLACES_NOTE),
    ("Ashgar - first\nGar - second\nGrega - third", _PLACES_NOTE),
    ("Ashgar (1)\nGar (2)\nGrega (3)", _PLACES_NOTE), ("Ashgar 1\nGar 2\nGrega 3", _PLACES_NOTE),
    ("1: Ashgar\n2: Gar\n3: Grega", _NUMBERED_NOTE),
    ("(1) Ashgar\n(2) Gar\n(3) Grega", _NUMBERED_NOTE)])
@pytest.mark.parametrize("heading", [
    "# {kind} ({count})", "{kind} ({count})", "{kind}: {count}", "{kind} - {count}",
    "## {kind}: {count}", "// {kind} ({count})", "{count} - {kind}", "({count}) {kind}",
    "#{count} {kind}", "**{kind} ({count})**"])
def test_places_above_a_heading_with_its_count_give_places(stack: str, note: str,
                                                           heading: str) -> None:
    """A starter list's heading with its count right under the stack (``# Creatures
    (21)``, ``Creatures: 21``, ``21 - Creatures``) names no card and no place: the stack's
    places stand (the heading was taken for a fourth place, and the places for counts:
    unknown cards 'Ashgar (top)', or "the Magi stack fills 6 places")."""
    result = check(f"Magi\n{stack}\n{_grouped_deck(heading)}".encode(), "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    assert [v.message for v in result.violations if v.line == 2] == [note]


@pytest.mark.parametrize("header", ["Deck (40)", "Deck: 40", "Deck - 40", "Main Deck (40)",
                                    "Deck #1", "Main Deck #1"])
@pytest.mark.parametrize("stack", ["Ashgar (top)\nGar (middle)\nGrega (bottom)",
                                   "Ashgar (1)\nGar (2)\nGrega (3)",
                                   "Ashgar (dessus)\nGar (deuxième)\nGrega (dessous)"])
def test_places_above_the_deck_header_with_its_count_give_places(stack: str,
                                                                 header: str) -> None:
    """``Deck (40)`` (or ``Deck #1``) under the stack is the deck's header, no fourth place."""
    result = check(f"Magi\n{stack}\n{header}\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})
    assert [v.message for v in result.violations if v.line == 2] == [_PLACES_NOTE]


@pytest.mark.parametrize("stack", ["(1) Ashgar\n(2) Gar\n(3) Grega",
                                   "[1] Ashgar\n[2] Gar\n[3] Grega"])
def test_a_stack_numbered_in_brackets_before_the_names_gives_places(stack: str) -> None:
    """``(1) Ashgar``, ``(2) Gar``: places, as ``1) Ashgar`` and ``#1 Ashgar`` were (Gar was
    in the stack twice)."""
    result = check(f"Magi\n{stack}\nDeck\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result), result.zones) == (
        "legal", [], {"magi": 3, "main": 40})


@pytest.mark.parametrize(("stack", "gar", "grega"), [
    ("Ashgar 1\nGar 2\nGrega 2", 2, 2), ("Ashgar (1)\nGar (1)\nGrega (2)", 1, 2),
    ("Ashgar 2\nGar 3\nGrega 2", 3, 2), ("Ashgar (2)\nGar (2)\nGrega (1)", 2, 1)])
def test_a_stack_numbered_out_of_order_keeps_its_counts(stack: str, gar: int,
                                                        grega: int) -> None:
    """Numbers after the names that are no order of the places 1, 2, 3 stay counts (today's
    reading): the stack is illegal, each Magi counted as its number says."""
    result = check(f"Magi\n{stack}\nDeck\n{DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert "magi-stack" in {v.rule for v in result.violations if v.severity == "error"}
    assert not any("say their places" in v.message for v in result.violations)
    over = {v.cards[0]: v.count for v in result.violations
            if v.rule == "magi-stack" and v.cards and v.count and v.count > 1}
    assert over.get("Gar", 1) == gar and over.get("Grega", 1) == grega


@pytest.mark.parametrize(("line", "number"), [
    ("5 Ashgar", 5), ("Ashgar x5", 5), ("15 Ashgar", 15), ("Ashgar (5)", 5),
    ("Ashgar (12)", 12)])
def test_a_number_beside_a_magi_other_than_its_energy_is_a_parse_error(
        line: str, number: int) -> None:
    """Only the Magi's own starting energy (10 for Ashgar) is read as no count, with a
    note. Any other number above the places the stack may ever have (4) is no count the
    stack may hold nor the Magi's energy: what it says is not certain, a parse-error at
    its line, the Magi read once (it was the count, "Ashgar is in the Magi stack 15
    times", "the Magi stack fills 17 places": errors saying what the player did not
    write; read as one Ashgar without a word, the stack was legal)."""
    result = check(f"Magi\n{line}\nGar\nGrega\nDeck\n{DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"magi": 3, "main": 40}
    assert problems(result) == [(
        "parse-error", f"{number} beside Ashgar is no count the Magi stack may hold (at most "
        "4 cards, one copy a place) nor Ashgar's starting energy (10): what it says is not "
        "certain; read as 1 Ashgar", 2)]


def test_a_count_the_magi_stack_may_hold_still_counts() -> None:
    """``Ashgar (2)``: two copies, the stack may hold them (Ashgar twice, not one)."""
    result = check(f"Magi\nAshgar (2)\nGar\nDeck\n{DECK}".encode(), "deck.txt")
    assert problems(result) == [
        ("magi-stack", "Ashgar is in the Magi stack 2 times; the Magi stack holds each Magi "
                       "once", 2)]


# ------------------------------------------------- command-zone marks in a game without one

_MAGI_LINES = "".join(f"1 {magi}\n" for magi in MAGI)


@pytest.mark.parametrize(("written", "mark"), [
    ("".join(f"1 {magi} *CMDR*\n" for magi in MAGI) + "\n", "*CMDR*"),
    ("".join(f"1 {magi} # !Commander\n" for magi in MAGI) + "\n", "# !Commander"),
    ("".join(f"1 {magi} [Commander{{top}}]\n" for magi in MAGI) + "\n", "[Commander"),
])
def test_a_commander_mark_on_a_magi_reads_it_in_the_magi_stack(written: str,
                                                               mark: str) -> None:
    """A Magi marked as a commander was read in a command zone the game has none of:
    'has no Command zone' and 'add 3 Magi', though the Magi were in the list."""
    result = check(f"{written}Deck\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    assert [(v.message, v.line) for v in result.violations if "marked as a commander" in
            v.message] == [(f"'{magi}' is marked as a commander, but Magi-Nation Duel standard "
                            "has no command zone: read in the Magi stack, as it is a Magi", line)
                           for line, magi in enumerate(MAGI, 1)]
    # the reader's note, said before the game was known, is taken back
    assert not [v for v in result.violations if "in the command zone" in v.message]


@pytest.mark.parametrize("header", ["Commander", "Commanders", "Command zone", "CMDR",
                                    "Commanders:"])
def test_a_command_zone_header_is_a_grouping_header_in_a_game_without_one(header: str) -> None:
    """``Commander`` read as a grouping header where ``Commanders`` was an unknown card."""
    result = check(f"{header}\n{_MAGI_LINES}\nDeck\n{DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}


_SIDE_MOVE = "move Ashgar, Gar and Grega from the side deck under the Magi header"


@pytest.mark.parametrize(("written", "name", "others", "sided"), [
    (f"Deck\n{DECK}\nSideboard\n{_MAGI_LINES}2 Fire Ball\n", "deck.txt", "Fire Ball", 5),
    (f"{DECK}\nSideboard\n2 Quor\n{_MAGI_LINES}1 Arbolit\n", "deck.txt",
     "Quor and Arbolit", 6),
    ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">'
     + "".join(f'<card number="{count}" name="{card}"/>' for count, card in CARDS)
     + '</zone>\n<zone name="side">'
     + "".join(f'<card number="1" name="{magi}"/>' for magi in MAGI)
     + '<card number="2" name="Fire Ball"/></zone>\n</cockatrice_deck>\n', "deck.cod",
     "Fire Ball", 5)])
def test_magi_in_a_side_zone_beside_other_cards_are_named_in_the_fix(
        written: str, name: str, others: str, sided: int) -> None:
    """The Magi in a side zone beside other cards stay there (the verdict stays illegal:
    they are not moved unsaid), but the fixes said "add 3 Magi" and "remove the side deck
    section", which contradict: the stack's fix names the Magi to move under the Magi
    header, the side deck's the other cards to remove or move to the deck."""
    result = check(written.encode(), name)
    assert result.status == "illegal"
    assert [(v.rule, v.hint) for v in result.violations if v.severity == "error"] == [
        ("magi-stack", f"add 3 Magi; {_SIDE_MOVE}"),
        ("zone-not-allowed", f"{_SIDE_MOVE}; remove {others} or move "
                             f"{'it' if ' and ' not in others else 'them'} to the deck")]
    assert result.zones == {"main": 40, "side": sided}


@pytest.mark.parametrize(("magi", "head"), [
    ("Ashgar (Starting: Arbolit, Quor Pup, Fire Flow)", "Starting"),
    ("Ashgar (Starting cards: Arbolit)", "Starting cards"),
    ("Ashgar (Cartes de départ : Arbolit, Fire Flow)", "Cartes de départ")])
def test_a_magis_starting_cards_in_its_brackets_say_where_they_go(magi: str,
                                                                 head: str) -> None:
    """``Ashgar (Starting: Arbolit, Quor Pup, Fire Flow)``: a Magi and its starting cards
    (rulebook 2001, THE MAGI (7) Starting Cards) on one line was an unknown card "did you
    mean Quor?": the error says the cards under the heading are not counted and go in
    the deck list."""
    result = check(f"Magi\n{magi}\nGar\nGrega\nDeck\n{DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.message, v.hint, v.line) for v in result.violations
            if v.rule == "unknown-card"] == [(
                f"unknown card '{magi}': Ashgar and, in brackets, the cards under '{head}', "
                "which are not counted",
                f"write Ashgar alone on its line, and the cards under '{head}' in the deck "
                "list, each on a line of its own with its count", 2)]


def test_magi_in_a_cockatrice_side_zone_are_read_as_a_text_lists_block() -> None:
    """Cockatrice's zones are main and side: the Magi saved in ``side`` were 'no side
    deck' and 'add 3 Magi'; they are the Magi stack, as a block above a text list's deck
    is, and as the same Magi under a ``Sideboard`` header."""
    side = "".join(f'<card number="1" name="{magi}"/>' for magi in MAGI)
    main = "".join(f'<card number="{count}" name="{name}"/>' for count, name in CARDS)
    cod = (f'<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">{main}'
           f'</zone>\n<zone name="side">\n{side}</zone>\n</cockatrice_deck>\n').encode()
    for data, name in ((cod, "deck.cod"),
                       (f"Deck\n{DECK}\nSideboard\n{_MAGI_LINES}".encode(), "deck.txt"),
                       (f"{_MAGI_LINES}\n{DECK}".encode(), "deck.txt")):
        result = check(data, name)
        assert (result.status, problems(result)) == ("legal", []), name
        assert result.zones == {"magi": 3, "main": 40}
