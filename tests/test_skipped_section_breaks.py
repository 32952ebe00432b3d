"""Wrong verdicts of a side deck hidden after a section outside the deck: under a plain
``Maybeboard`` a heading or comment (``# Beideck``, ``## Beideck``), a sentence
(``Side deck here.``), a header in angle brackets (``<Beideck>``), a separator (``---``,
``* * *``, ``===``, ``___``), a counted header (``15 Beideck``) or a card's name as the
header (``Reinforcements``) carried the counted cards after it out of the deck with the
section: a banned card there was skipped, the deck legal (DESIGN 3.1: no line vanishes).

A section of any card holds its card lines, each with its count: any other line there
followed by a card line with a count before the next known header is a ``parse-error`` on
its line. Metamorphic: for each legal deck D and hiding form H, ``D + Maybeboard + H +
banned card`` is illegal by that error; a legal deck's Maybeboard as deck sites and
players write it (counts, groupings, an underline, prose and notes after its cards) stays
legal. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_integrity_sections import MODERN

MTG_DAY = dt.date(2026, 7, 27)
#: The line's words in the message, the line as written, and what the message says.
NO_CARD = "names no card"
CARD_NO_COUNT = "names a card but gives no count"
PARTS = "parts the section's cards"
MESSAGE = ("'{}' under 'Maybeboard' (not part of the deck) {}: if it heads a part of the "
           "deck, the lines after it were not counted")

#: Each hiding form: the line as written, its words in the message, what the message says.
HIDING = [
    ("## Beideck", "Beideck", NO_CARD),
    ("# Beideck", "Beideck", NO_CARD),
    ("// Beideck", "Beideck", NO_CARD),
    ("Side deck here.", "Side deck here.", NO_CARD),
    ("These are the cards of my side deck for the event", "These are the cards of my side "
     "deck for the event", NO_CARD),
    ("<Beideck>", "Beideck", NO_CARD),
    ("[Beideck]", "Beideck", NO_CARD),
    ("[spoiler=Beideck]", "Beideck", NO_CARD),
    ("___", "___", NO_CARD),
    ("15 Beideck", "15 Beideck", NO_CARD),
    ("# 15 Beideck", "15 Beideck", NO_CARD),
    ("Name: Beideck", "Name: Beideck", PARTS),
    ("15 cards", "15 cards", PARTS),
    ("Reinforcements", "Reinforcements", CARD_NO_COUNT),
    ("Vielleicht", "Vielleicht", NO_CARD),
    ("Peut-être", "Peut-être", NO_CARD),
    ("Quizás", "Quizás", NO_CARD),
]
#: Separators part the Maybeboard's cards from later ones (right under the header, one
#: underlines it: ``test_a_maybeboard_as_written_leaves_a_legal_deck_legal``).
SEPARATORS = [
    ("---", "---", PARTS),
    ("* * *", "* * *", PARTS),
    ("===", "===", PARTS),
    ("~~~", "~~~", PARTS),
    ("```", "```", PARTS),
    ("[/spoiler]", "[/spoiler]", PARTS),
]


def _modern(text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    return checker.check_bytes(text.encode(), "deck.txt")


def _errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


@pytest.mark.parametrize("before", ["", "1 Lightning Bolt\n"])
@pytest.mark.parametrize(("line", "shown", "says"), HIDING)
def test_a_line_parting_a_maybeboard_from_counted_cards_is_an_error(
        line: str, shown: str, says: str, before: str) -> None:
    """Right under the header or after the Maybeboard's cards, the line is a
    ``parse-error`` on its line, and the only error: the cards after it are not
    counted, but the deck is no longer legal."""
    text = f"{MODERN}\nMaybeboard\n{before}{line}\n1 Oko, Thief of Crowns\n"
    at = len(MODERN.splitlines()) + 3 + (1 if before else 0)
    result = _modern(text)
    assert (result.status, result.zones, _errors(result)) == (
        "illegal", {"main": 60, "side": 15}, [("parse-error", MESSAGE.format(shown, says), at)])


@pytest.mark.parametrize(("line", "shown", "says"), SEPARATORS)
def test_a_separator_after_a_maybeboards_cards_is_an_error(line: str, shown: str,
                                                           says: str) -> None:
    """A separator between the Maybeboard's cards and counted cards is a
    ``parse-error`` on its line, with its ``reading`` note as before."""
    text = f"{MODERN}\nMaybeboard\n1 Lightning Bolt\n{line}\n1 Oko, Thief of Crowns\n"
    at = len(MODERN.splitlines()) + 4
    result = _modern(text)
    assert (result.status, result.zones, _errors(result)) == (
        "illegal", {"main": 60, "side": 15}, [("parse-error", MESSAGE.format(shown, says), at)])


@pytest.mark.parametrize("line", ["Beideck: 1 Oko, Thief of Crowns",
                                  "- Ersatzdeck - 1 Oko, Thief of Crowns"])
def test_a_label_over_its_own_card_line_under_a_maybeboard_is_an_error(line: str) -> None:
    """A label of words that are no card nor grouping, then a card line with a count, on
    the Maybeboard's last line: a person reads a part of the deck and its card, which was
    skipped with the section (the deck legal); a ``parse-error`` on the line."""
    text = f"{MODERN}\nMaybeboard\n1 Lightning Bolt\n{line}\n"
    shown = line.lstrip("- ")
    result = _modern(text)
    assert (result.status, _errors(result)) == (
        "illegal", [("parse-error", MESSAGE.format(shown, NO_CARD),
                     len(MODERN.splitlines()) + 4)])


@pytest.mark.parametrize("maybeboard", [
    "MAYBEBOARD:\n1 Ponder\n1 Brainstorm\n",                         # Moxfield
    "Maybeboard:\n1x Ponder\n1x Brainstorm\n\n",                    # TappedOut
    "//Maybeboard\n1 Ponder\n//Creature\n1 Snapcaster Mage\n",      # Deckstats
    "Maybeboard\n1x Ponder (M12) 73\n1x Opt (XLN) 65\n",            # Archidekt
    "Maybeboard\n==========\n1 Ponder\n1 Opt\n",                    # an underlined header
    "Maybeboard\n1 Ponder\n\n1 Opt\n",                              # blank lines
    "Maybeboard\nCreatures (1)\n1 Snapcaster Mage\n\nInstants (2)\n1 Ponder\n1 Opt\n",
    "Maybeboard\n1 Ponder\n// 1 Brainstorm\n1 Opt\n",               # a card commented out
    "Maybeboard\n1 Ponder\nCuts\n1 Opt\n",
    "## Maybeboard\n1 Ponder\n### Ideas\n1 Opt\n",                  # nested by Markdown
    "## Maybeboard\n- 1 Ponder\n- 1 Brainstorm\n\n## Notes\nThis deck plays 4 Bolt.\n",
    "Maybeboard\n1 Ponder\n1 Lightnig Bolt\n1 Opt\n---\nThanks for reading!\n",
    "Considering\n1 Ponder\n1 Opt\nWishlist\n1 Mox Diamond\n",
    "Maybeboard\n1 Ponder\nCreatures: 1 Snapcaster Mage\n",    # a grouping's label
])
def test_a_maybeboard_as_written_leaves_a_legal_deck_legal(maybeboard: str) -> None:
    """A Maybeboard of counted cards, grouped, underlined, with blank lines, a card
    commented out, a heading saying its cards are out of the deck, a lower Markdown
    heading, or notes and prose after its cards raises no error."""
    result = _modern(f"{MODERN}\n{maybeboard}")
    assert (result.status, result.zones, [v.rule for v in result.violations
                                          if v.severity != "info"]) == (
        "legal", {"main": 60, "side": 15}, [])


BLANK = ("a blank line under '{}' (not part of the deck) parts the section's cards: if it "
         "ends the section, the lines after it were not counted")


@pytest.mark.parametrize("section", ["Maybeboard", "Considering", "Wishlist", "Maybe:"])
def test_a_blank_line_parting_a_maybeboard_from_a_banned_card_is_an_error(section: str) -> None:
    """A blank line after the section's cards, then a card line with a count that would
    add an error read as part of the deck: a person may read the blank line as the
    section's end. It was skipped with the section, the banned card hidden, the deck
    legal; now a ``parse-error`` on the blank line, the only error."""
    text = f"{MODERN}\n{section}\n1 Lightning Bolt\n\n1 Oko, Thief of Crowns\n"
    result = _modern(text)
    assert (result.status, result.zones, _errors(result)) == (
        "illegal", {"main": 60, "side": 15},
        [("parse-error", BLANK.format(section.rstrip(":")), len(MODERN.splitlines()) + 4)])


@pytest.mark.parametrize("between", ["#\n", "//\n", "\u200b\n", "\t\n"])
def test_a_blank_line_after_a_mark_alone_under_a_maybeboard_is_an_error(between: str) -> None:
    """A comment's mark alone, or a line that shows as nothing, between the section's card
    line and the blank line parts nothing more: the blank line is the ``parse-error``."""
    text = f"{MODERN}\nMaybeboard\n1 Lightning Bolt\n{between}\n1 Oko, Thief of Crowns\n"
    result = _modern(text)
    blank = len(MODERN.splitlines()) + (4 if between.strip("\t\u200b\n") == "" else 5)
    assert (result.status, _errors(result)) == (
        "illegal", [("parse-error", BLANK.format("Maybeboard"), blank)])


def test_a_blank_line_after_a_grouped_maybeboards_cards_is_an_error() -> None:
    """A blank line then a grouping heading parts nothing, but a later blank line before a
    banned card under no grouping does: the ``parse-error`` is on that one."""
    text = (f"{MODERN}\nMaybeboard\n1 Lightning Bolt\n\nInstants (1)\n1 Opt\n\n"
            "1 Oko, Thief of Crowns\n")
    result = _modern(text)
    assert (result.status, _errors(result)) == (
        "illegal", [("parse-error", BLANK.format("Maybeboard"),
                     len(MODERN.splitlines()) + 7)])


def test_a_side_deck_after_a_maybeboard_and_a_blank_line_is_an_error() -> None:
    """A Maybeboard under the deck's cards, a blank line, then a side deck of 16 cards
    without a header, as the export convention writes one after a blank line: it was
    skipped with the Maybeboard, the deck legal with no side deck. Read as a side deck
    the 16 cards break its size: a ``parse-error`` on the blank line saying so."""
    deck, side = MODERN.split("\nSideboard\n")
    text = f"{deck.rstrip()}\nMaybeboard\n1 Opt\n\n{side}1 Duress\n"
    result = _modern(text)
    blank = len(deck.rstrip().splitlines()) + 3
    assert (result.status, result.zones, _errors(result)) == (
        "illegal", {"main": 60}, [("parse-error", BLANK.format("Maybeboard"), blank)])
    assert "zone-size: Sideboard: 16 cards; at most 15" in (result.violations[-1].hint or "")


def test_a_blank_line_under_a_mage_noir_maybeboard_is_an_error_before_a_banned_card() -> None:
    """Any game: a Mage Noir deck's Maybeboard, a blank line, then the banned Crimson
    Ritual (it was skipped, the deck legal)."""
    legal = (Path(__file__).parents[1] / "cards" / "mage-noir" / "examples"
             / "legal.txt").read_text("utf-8")
    checker = Checker(CheckOptions(format_id="mage-noir/tournament", use_config=False,
                                   as_of=dt.date(2025, 12, 1)))
    text = f"{legal}\nMaybeboard\n1 Tide\n\n1 Crimson Ritual\n"
    result = checker.check_bytes(text.encode(), "deck.txt")
    assert (result.status, _errors(result)) == (
        "illegal", [("parse-error", BLANK.format("Maybeboard"),
                     len(legal.splitlines()) + 4)])


@pytest.mark.parametrize("after", [
    "1 Opt\n",                                   # a card that changes nothing
    "Instants (1)\n1 Ponder\n",                  # a grouping after the blank line
    "// Instants\n1 Ponder\n",
    "\n\nThanks for reading!\n",                 # prose, no card line after it
])
def test_a_blank_line_under_a_maybeboard_stays_in_it_otherwise(after: str) -> None:
    """A blank line stays in the section without a word when the card lines after it
    change no verdict, or when a grouping heading stands after it (the banned Ponder
    there is the Maybeboard's, as grouped)."""
    result = _modern(f"{MODERN}\nMaybeboard\n1 Lightning Bolt\n\n{after}")
    assert (result.status, [v.rule for v in result.violations if v.severity != "info"],
            [v.message for v in result.violations if "blank line" in v.message]) == (
        "legal", [], [])


def _real_decks(shared: Path) -> list[tuple[Path, str, dt.date]]:
    """The first legal-on-its-day deck of each format of the 2024-2026 sample."""
    from tests.real_decklists import DATA, manifest

    firsts: dict[str, tuple[Path, str, dt.date]] = {}
    for row in manifest("decklists-2024-2026"):
        firsts.setdefault(row["format"], (DATA / "decklists-2024-2026" / row["file"],
                                          f"mtg/{row['format']}",
                                          dt.date.fromisoformat(row["date"])))
    return list(firsts.values())


def test_every_hiding_form_after_a_real_decks_maybeboard_is_illegal(shared: Path) -> None:
    """Metamorphic, on real decks: each stays legal with a Maybeboard of cards, and
    ``D + Maybeboard + H + a banned card`` is illegal, a ``parse-error`` on H's line."""
    for path, format_id, day in _real_decks(shared):
        checker = Checker(CheckOptions(format_id=format_id, use_config=False, as_of=day))
        deck = path.read_text("utf-8").rstrip("\n") + "\n\nMaybeboard\n1 Ponder\n"
        assert checker.check_bytes(deck.encode(), "d.txt").status == "legal", path.name
        at = len(deck.splitlines()) + 1
        for line, shown, says in HIDING + SEPARATORS:
            result = checker.check_bytes(f"{deck}{line}\n1 Chaos Orb\n".encode(), "d.txt")
            assert (result.status, ("parse-error", MESSAGE.format(shown, says), at)
                    in _errors(result)) == ("illegal", True), (path.name, line)


#: A legal deck of each game (its file under ``../shared/cases``), its format and day,
#: the card that the main deck may not take (banned; a Magi in Magi-Nation's deck) and the
#: error it brings there.
HIDDEN_BY_GAME = [
    ("mtg/modern_2022-03-20_challenge-12399171_01.txt", "mtg/modern", dt.date(2022, 3, 20),
     "Mox Opal", "banned"),
    ("mage-noir/legal-40.txt", "mage-noir/tournament", dt.date(2025, 12, 1),
     "Crimson Ritual", "banned"),
    ("magi-nation/starter-cald.txt", "magi-nation/standard", dt.date(2021, 6, 1), "Pruitt",
     "zone-card-type"),
]
#: A count the deck reads on a line of no digits before the name (superscript, a number
#: word, a Roman numeral, before or after the name), with a card's name in ``{}``.
WORDED_COUNTS = ["\u00b9 {}", "one {}", "One {}", "{} (I)", "two {}", "II {}",
                 "{} // 2 copies", "escaped", "escaped-decimal"]


def _written(count: str, card: str) -> str:
    """The card line of ``count`` (``WORDED_COUNTS``) for ``card``; ``escaped``: one copy,
    the name's last letter an HTML character reference (``1 Mox Opa&#x6c;``), as an
    export escapes it (each was an unknown card imagined, the banned card unsaid)."""
    if count == "escaped":
        return f"1 {card[:-1]}&#x{ord(card[-1]):x};"
    if count == "escaped-decimal":
        return f"3 {card[:-1]}&#{ord(card[-1])};"
    return count.format(card)


@pytest.mark.parametrize("count", WORDED_COUNTS)
@pytest.mark.parametrize(("deck", "format_id", "day", "card", "rule"), HIDDEN_BY_GAME)
def test_a_card_counted_in_words_after_a_line_under_a_maybeboard_is_an_error(
        shared: Path, deck: str, format_id: str, day: dt.date, card: str, rule: str,
        count: str) -> None:
    """``Maybeboard`` / ``1 card`` / ``Sidebrett`` / ``¹ Mox Opal``: a card line whose
    count is no digits is read, in the deck, as that card (with a note); under the
    section it was a name of no card, so the line over it headed nothing and the banned
    card went unsaid, the deck legal. Now the line is the ``parse-error`` it is over
    ``1 Mox Opal``, saying the error the card would add, in every game. So is a name
    escaped as the deck reads it (``1 Mox Opa&#x6c;``: an unknown card was imagined)."""
    checker = Checker(CheckOptions(format_id=format_id, use_config=False, as_of=day))
    text = (shared / "cases" / deck).read_text("utf-8").rstrip("\n")
    legal = f"{text}\n\nMaybeboard\n1 Quor Pup\nSidebrett\n1 Quor Pup\n"
    assert checker.check_bytes(legal.encode(), "d.txt").status == "legal"
    text = f"{text}\n\nMaybeboard\n1 {card}\nSidebrett\n{_written(count, card)}\n"
    at = len(text.splitlines()) - 1
    result = checker.check_bytes(text.encode(), "d.txt")
    errors = _errors(result)
    assert (result.status, [(rule_id, line) for rule_id, _, line in errors]) == (
        "illegal", [("parse-error", at)])
    assert errors[0][1] == MESSAGE.format("Sidebrett", NO_CARD)
    hint = next(v.hint for v in result.violations if v.rule == "parse-error") or ""
    assert hint.startswith(f"read as part of the deck, they would add an error ({rule}: "), hint
    assert card in hint, hint


def test_a_harmless_card_counted_in_words_under_a_maybeboard_stays_a_note(
        shared: Path) -> None:
    """The same line over a card the deck may take (``one Rock``) changes no verdict:
    the note, the deck legal."""
    checker = Checker(CheckOptions(format_id="mage-noir/tournament", use_config=False))
    text = (shared / "cases" / "mage-noir/legal-40.txt").read_text("utf-8").rstrip("\n")
    text = f"{text}\n\nMaybeboard\n1 Seed\nSidebrett\none Rock\n"
    result = checker.check_bytes(text.encode(), "d.txt")
    said = [(v.rule, v.line) for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, said) == ("legal", [("reading", len(text.splitlines()) - 1)])


@pytest.mark.parametrize("line", ["Opt // 4 copies", "Four Opt", "Opt (IV)", "\u2074 Opt"])
def test_copies_past_the_limit_counted_in_words_under_a_maybeboard_are_an_error(
        shared: Path, line: str) -> None:
    """Four more copies of a card the deck holds four of, counted otherwise than in
    digits after a line under a Maybeboard: read as one copy (or a name of no card),
    they were no fifth copy, the line a note and the deck legal; now the
    ``parse-error`` gives the ``copy-limit`` error they would add."""
    path = shared / "cases/mtg/modern_2022-03-20_challenge-12399171_01.txt"
    assert "\n4 Opt\n" in path.read_text("utf-8")
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                   as_of=dt.date(2022, 3, 20)))
    text = f"{path.read_text('utf-8').rstrip()}\n\nMaybeboard\n1 Ponder\nSidebrett\n{line}\n"
    result = checker.check_bytes(text.encode(), "d.txt")
    hint = next((v.hint for v in result.violations if v.rule == "parse-error"), "") or ""
    assert (result.status, [(rule, at) for rule, _, at in _errors(result)]) == (
        "illegal", [("parse-error", len(text.splitlines()) - 1)])
    assert hint.startswith("read as part of the deck, they would add an error (copy-limit: "
                           "8 copies of Opt; at most 4"), hint
