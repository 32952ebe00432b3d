"""Wrong verdicts of a section outside the deck that went on past the header of a part of
the deck the reader does not know: under ``Maybeboard`` (``Considering``, ``Wishlist``) a
sideboard headed ``Beideck``, ``Ersatzdeck``, ``Reservas``, ``S I D E B O A R D`` or
``Out of the deck:`` was skipped with the section, a banned card there hidden, the deck
legal (DESIGN 3.1: no line vanishes).

A line under such a section that starts with a name, no count before it, and names no
card nor a grouping of the game data is a ``parse-error`` on its line: a person reads it as
a header, and the cards after it were not counted. Metamorphic: the illegal deck stays
illegal however the unknown header is written; a legal deck's Maybeboard of cards
(with counts or bare, grouped, a sentence about them) stays legal. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_integrity_sections import AFTER, MODERN

MTG_DAY = dt.date(2026, 7, 27)
DECK, SIDE = MODERN.split("\nSideboard\n")
#: The line of the unknown header in ``_hidden``: after the deck, two blank lines, the
#: skipped section's header, its card and a blank line.
HEADER_LINE = len(DECK.splitlines()) + 6
UNKNOWN = ("'{}' under '{}' (not part of the deck) names no card: if it heads a part of "
           "the deck, the lines after it were not counted")


def _modern(text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    return checker.check_bytes(text.encode(), "deck.txt")


def _hidden(section: str, header: str) -> str:
    """The legal deck with its sideboard (and a banned card there) moved under
    ``header``, after a skipped ``section`` of one card."""
    return (f"{DECK}\n\n{section}\n1 Lightning Bolt\n\n{header}\n{SIDE}"
            "1 Oko, Thief of Crowns\n")


@pytest.mark.parametrize(("section", "header", "name"), [
    ("Maybeboard", "Beideck", "Beideck"),
    ("Maybeboard", "Ersatzdeck", "Ersatzdeck"),            # German
    ("Considering", "Reservas", "Reservas"),               # Spanish, Portuguese plural
    ("Maybeboard", "S I D E B O A R D", "S I D E B O A R D"),
    ("Wishlist", "Out of the deck:", "Out of the deck"),
    ("Maybeboard", "Ersatzdeck (16)", "Ersatzdeck"),
    ("Maybeboard", "Ersatzdeck - 16", "Ersatzdeck"),
    ("Maybeboard", "Beideck!", "Beideck!"),            # a mark, no sentence
    ("Maybeboard", "Beideck unten.", "Beideck unten."),
    ("Considering", "**Beideck**", "Beideck"),
    ("Maybeboard", "- Beideck", "Beideck"),
])
def test_an_unknown_header_under_a_skipped_section_is_an_error(
        section: str, header: str, name: str) -> None:
    """The header naming no zone nor card under the skipped section is a ``parse-error``
    on its line: the deck was legal, its sideboard (and the banned card) unread."""
    result = _modern(_hidden(section, header))
    errors = [(v.rule, v.message, v.line) for v in result.violations
              if v.severity == "error"]
    assert (result.status, result.zones, errors) == (
        "illegal", {"main": 60}, [("parse-error", UNKNOWN.format(name, section),
                                   HEADER_LINE)])


@pytest.mark.parametrize("header", ["Sideboard", "Side-board:", "SB (16)", "Réserve", "Sidedeck"])
def test_a_known_header_under_a_skipped_section_is_read(header: str) -> None:
    """A zone header the reader knows ends the skipped section, as before: the banned
    card is counted and said, no ``parse-error``."""
    result = _modern(_hidden("Maybeboard", header))
    assert (result.status, result.zones, sorted({v.rule for v in result.violations
                                                  if v.severity == "error"})) == (
        "illegal", {"main": 60, "side": 16}, ["banned", "zone-size"])


@pytest.mark.parametrize("maybeboard", [
    "Maybeboard\n1 Lightning Bolt\nCreatures (2)\n2 Ragavan, Nimble Pilferer\nPonder\n",
    "Considering (3)\nLightning Bolt (2)\nOko, Thief of Crowns\n",
    "Maybeboard\n1 Lightning Bolt\nCards I may add after the next event.\n",
    "Wishlist\n1x Lightning Bolt\n1 Lightnig Bolt\n",  # a typo after a count: a card line
])
def test_a_maybeboard_of_cards_leaves_a_legal_deck_legal(maybeboard: str) -> None:
    """Cards under a Maybeboard, bare (after its counted cards), grouped, a sentence
    after them or misspelt after a count, are not counted and raise no error: the legal
    deck stays legal."""
    result = _modern(f"{MODERN}\n{maybeboard}")
    assert (result.status, result.zones, [v.rule for v in result.violations
                                          if v.severity != "info"]) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("section", "header", "name", "expected"), [
    ("## Maybeboard", "## Ersatzdeck", "Ersatzdeck", "parse-error"),
    ("## Maybeboard", "## Beideck (16)", "Beideck", "parse-error"),
    ("// Maybeboard", "// Ersatzdeck", "Ersatzdeck", "parse-error"),
    ("## Maybeboard", "### Ersatzdeck", "", "legal"),      # a part of the Maybeboard
    ("## Maybeboard", "# Ersatzdeck", "Ersatzdeck", "parse-error"),  # a higher level
    ("Maybeboard", "# Ersatzdeck", "Ersatzdeck", "parse-error"),  # no level to nest in
])
def test_a_heading_beside_a_skipped_heading_is_its_own_section(
        section: str, header: str, name: str, expected: str) -> None:
    """A Markdown heading (or a ``//`` comment) of the same mark as the skipped section's
    own (``## Maybeboard`` then ``## Ersatzdeck``) is a section beside it, as Markdown
    shows it: naming no card, a ``parse-error`` on its line (its sideboard was skipped
    with the Maybeboard, the banned card hidden, the deck legal). So is any heading or
    comment under a plain ``Maybeboard`` header, which gives no level to nest in. A
    heading of a lower level than the section's own (``###`` under ``## Maybeboard``)
    stays in the section: the deck reads as the Maybeboard's only."""
    result = _modern(_hidden(section, header))
    errors = [(v.rule, v.message, v.line) for v in result.violations
              if v.severity == "error"]
    if expected == "legal":
        assert (result.status, result.zones, errors) == ("legal", {"main": 60}, [])
    else:
        assert (result.status, errors) == (
            "illegal", [("parse-error", UNKNOWN.format(name, section.lstrip("#/ ")),
                         HEADER_LINE)])


@pytest.mark.parametrize("after", [
    "## Maybeboard\n1 Ponder\n\n## Notes\nBolt the bird.\n",
    "## Maybeboard\n1 Ponder\n\n## Notes\n",
    "Maybeboard\n1 Ponder\nPrimer\n",
    "## Maybeboard\n1 Ponder\n\n## Changelog\n\n## Thanks\nTo my playgroup!\n",
    "// Maybeboard\n1 Ponder\n\n// Cuts\n",
    "Maybeboard\n1 Ponder\n\nPrimer\n// mulligan hands without a land\nBolt the bird.\n",
])
def test_a_heading_over_no_counted_card_stays_out_of_the_deck(after: str) -> None:
    """A heading under a Maybeboard followed by nothing, blank lines, comments or prose
    (``## Notes``, ``Primer`` at the end, ``// Cuts``) heads no cards: no ``parse-error``,
    the legal deck stays legal."""
    result = _modern(f"{MODERN}\n{after}")
    assert (result.status, result.zones, [v.rule for v in result.violations
                                          if v.severity != "info"]) == (
        "legal", {"main": 60, "side": 15}, [])


# (not "// the side deck": a determiner before a zone's words is that zone's header)
@pytest.mark.parametrize("between", ["\n", "// cut for the side deck\n", "Bolt the bird.\n",
                                     "Primer\n"])
def test_an_unknown_header_over_counted_cards_is_an_error_past_prose(between: str) -> None:
    """Blank lines, a comment, prose or another heading between the unknown header and
    its counted cards do not hide them: the same ``parse-error`` on the header's line."""
    hidden = _hidden("Maybeboard", "Ersatzdeck").replace(
        "Ersatzdeck\n", f"Ersatzdeck\n{between}", 1)
    result = _modern(hidden)
    errors = [(v.rule, v.message, v.line) for v in result.violations
              if v.severity == "error" and v.line == HEADER_LINE]
    assert (result.status, errors) == (
        "illegal", [("parse-error", UNKNOWN.format("Ersatzdeck", "Maybeboard"),
                     HEADER_LINE)])


def test_an_unknown_header_ended_by_a_known_header_is_no_error() -> None:
    """A name under a Maybeboard whose next line is a known header (``Sideboard``)
    heads no cards: the sideboard's are counted, the banned one said."""
    result = _modern(_hidden("Maybeboard", "Notes\nSideboard"))
    assert (result.status, result.zones, sorted({v.rule for v in result.violations
                                                  if v.severity == "error"})) == (
        "illegal", {"main": 60, "side": 16}, ["banned", "zone-size"])


@pytest.mark.parametrize("heading", ["Upgrades", "Cuts", "Budget Options:",
                                     "Future Additions (3)", "## Cuts"])
def test_a_heading_saying_not_in_the_deck_stays_in_the_maybeboard(heading: str) -> None:
    """Under a Maybeboard, a heading whose words say its cards are out of the deck
    (``sections.SKIPPED_SUBHEADINGS``) parts the Maybeboard: its counted cards stay
    uncounted, no ``parse-error``, the legal deck legal."""
    result = _modern(f"{MODERN}\n## Maybeboard\n1 Ponder\n{heading}\n"
                     "1 Oko, Thief of Crowns\n2 Force of Will\n")
    assert (result.status, result.zones, [v.rule for v in result.violations
                                          if v.severity != "info"]) == (
        "legal", {"main": 60, "side": 15}, [])


#: The ``reading`` note on a line under a skipped section whose card lines after it
#: would change no verdict by a card rule if read as part of the deck.
HARMLESS = ("'{}' under 'Maybeboard' (not part of the deck) {}: the lines after it were "
            "read as part of the section, not counted; read as part of the deck, they would "
            "change no verdict (the deck judged with them in its main deck, or in a zone it "
            "holds no card in, a sideboard, gets no other error)")
#: The lines of the reviewer's legal Maybeboards that part its cards, as said, and why.
PARTING = [("Considering for later:", "Considering for later", "names no card"),
           ("Ideas", "Ideas", "names no card"),
           ("Test cards", "Test cards", "names no card"),
           ("Possible cuts:", "Possible cuts", "names no card"),
           ("---", "---", "parts the section's cards")]
#: The line of the parting line in ``_parted``: after the deck, a blank line, the
#: Maybeboard's header and its first card.
PARTING_LINE = len(MODERN.splitlines()) + 4


def _parted(line: str, after: str) -> str:
    """The legal deck with a Maybeboard of one card, ``line``, then the card line ``after``."""
    return f"{MODERN}\nMaybeboard\n1 Opt\n{line}\n{after}\n"


@pytest.mark.parametrize(("line", "shown", "problem"), PARTING)
def test_a_line_over_cards_that_change_no_verdict_is_a_note(
        line: str, shown: str, problem: str) -> None:
    """A line parting a Maybeboard's cards (``Ideas``, ``---``) over a card that, read as
    part of the deck, breaks no card rule (Consider: off Modern's lists, in its pool, one
    copy) is a ``reading`` note on its line, no ``parse-error``: the legal deck stays legal
    (it was illegal)."""
    result = _modern(_parted(line, "1 Consider"))
    said = [(v.rule, v.severity, v.message) for v in result.violations
            if (v.line == PARTING_LINE and v.rule != "reading") or "under" in v.message]
    assert (result.status, result.zones, said) == (
        "legal", {"main": 60, "side": 15},
        [("reading", "info", HARMLESS.format(shown, problem))])


#: Why a Black Lotus or Oko, Thief of Crowns read as part of the Modern deck changes its
#: verdict: the rule's own error, after its id.
LOTUS = ("card-pool: Black Lotus is not in the card pool of Modern on 2026-07-27: never "
         "printed in a set of the pool (printed in Limited Edition Alpha (LEA), Limited "
         "Edition Beta (LEB) and 6 other sets)")
OKO = "banned: Oko, Thief of Crowns is banned in Modern (since 2020-01-14)"
FIFTH = "copy-limit: 5 copies of Thoughtseize; at most 4"


@pytest.mark.parametrize(("line", "shown", "problem"), PARTING)
@pytest.mark.parametrize(("card", "why"), [
    ("1 Black Lotus", LOTUS),
    ("1 Oko, Thief of Crowns", OKO),
    ("1 Oko, Thief of Crown", OKO + ", 'Oko, Thief of Crown' (line {}) read as Oko, Thief "
                                    "of Crowns, within a typo of it"),
    ("1 Thoughtseize", FIFTH),  # a fifth copy
    # in quotes, as the deck's own card line so written is read (they were names of no
    # card: the banned card, the fifth copy hidden, the deck legal)
    ("1 'Oko, Thief of Crowns'", OKO),
    ("1 \u2018Oko, Thief of Crowns\u2019", OKO),
    ("1 \u201cThoughtseize\u201d", FIFTH + " (written '\u201cThoughtseize\u201d' on line {})"),
    ("1 'Black Lotus'", LOTUS),
])
def test_a_line_over_a_card_that_changes_the_verdict_stays_an_error(
        line: str, shown: str, problem: str, card: str, why: str) -> None:
    """The same lines over a card that would break a card rule if read as part of the
    deck (outside the card pool, banned, a near miss of a banned card, a fifth copy) stay
    the ``parse-error`` on their line, the hint giving the error the deck judged with the
    card in its main deck gets."""
    result = _modern(_parted(line, card))
    errors = [(v.rule, v.message, v.line, v.hint) for v in result.violations
              if v.severity == "error"]
    assert (result.status, errors) == ("illegal", [(
        "parse-error", f"'{shown}' under 'Maybeboard' (not part of the deck) {problem}: if "
        "it heads a part of the deck, the lines after it were not counted", PARTING_LINE,
        f"read as part of the deck, they would add an error ({why.format(PARTING_LINE + 1)}); "
        "write the header of "
        "the zone its cards are in (Deck, Sideboard) to count them; under the section, "
        "write each card with its count, and notes and separators after its cards")])


@pytest.mark.parametrize("after", ["1 Qzxv Notacard", "1 Blitzschlag\n1 Cosmic Hydra"])
def test_a_line_over_names_of_no_card_alone_is_a_note(after: str) -> None:
    """Names of no card after the line, near no card the format refuses, are cards the
    data does not know yet as much as a hidden part's (a maybeboard of a new set's cards,
    or of names in another language): the note, the deck legal, each such counted line
    noted too when card lines follow it."""
    result = _modern(_parted("Ideas", after))
    said = [(v.rule, v.line) for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, said) == (
        "legal", [("reading", PARTING_LINE + n) for n in range(after.count("\n") + 1)])


def _reasons(result: DeckResult) -> list[tuple[int | None, str]]:
    """The line of each ``parse-error`` of ``result`` and why its hint says the lines
    after it would change the verdict (the words between its parentheses)."""
    prefix = "read as part of the deck, they would add an error ("
    return [(v.line, v.hint.split("); write the header")[0].removeprefix(prefix))
            for v in result.violations if v.rule == "parse-error"]


def test_each_line_is_judged_by_the_cards_after_it() -> None:
    """Of two parting lines, the first over a banned card (and the second's card) is the
    ``parse-error``, the second, over a card that changes nothing, the note."""
    result = _modern(_parted("Ideas", "1 Oko, Thief of Crowns\nTest cards\n1 Consider"))
    said = [(v.rule, v.line) for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, said) == (
        "illegal", [("parse-error", PARTING_LINE), ("reading", PARTING_LINE + 2)])


def test_the_cards_after_the_line_count_beside_the_deck_and_each_other() -> None:
    """Copies after the line add to the deck's own (its side deck's too) and to each
    other's: one Fatal Push in the side deck and 2 + 2 after the line are a fifth copy, the
    ``parse-error``; 1 + 2 after it are four, within the limit, the note."""
    over = _modern(_parted("Ideas", "2 Fatal Push\n2 Fatal Push"))
    within = _modern(_parted("Ideas", "1 Fatal Push\n2 Fatal Push"))
    notes = [v.line for v in within.violations if "under 'Maybeboard'" in v.message]
    assert (over.status, _reasons(over), within.status, notes) == (
        "illegal", [(PARTING_LINE, "copy-limit: 5 copies of Fatal Push (sideboard 1 + main "
                                   "deck 4); at most 4")], "legal", [PARTING_LINE])


#: A legal Commander deck: Talrand, Sky Summoner (blue) and 99 blue or colourless cards.
COMMANDER = (Path(__file__).parent / "fuzz" / "corpus" / "mtg-commander.txt").read_text("utf-8")
#: The line after the deck's last, a Maybeboard's header and its card: ``Ideas`` there.
COMMANDER_PARTING = len(COMMANDER.splitlines()) + 3


def _commander(after: str, deck: str = COMMANDER) -> DeckResult:
    """The Commander ``deck`` with a Maybeboard of one card, ``Ideas``, then ``after``."""
    checker = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                   as_of=MTG_DAY))
    text = f"{deck}Maybeboard\n1 Opt\nIdeas\n{after}\n"
    return checker.check_bytes(text.encode(), "deck.txt")


@pytest.mark.parametrize(("after", "card"), [
    ("1 Lightning Bolt", "Lightning Bolt has colour identity red: red"),  # off blue
    ("1 Mountain", "Mountain has colour identity red: red"),  # a basic Mountain is red
    ("1 Swords to Plowshares", "Swords to Plowshares has colour identity white: white"),
])
def test_a_line_over_a_card_off_the_commanders_colours_stays_an_error(
        after: str, card: str) -> None:
    """A card outside the commander's colour identity after the line would make the deck
    illegal if read as part of it: the ``parse-error`` (it was the note, "would change no
    verdict": a red card hidden so in a blue deck, the deck legal)."""
    result = _commander(after)
    assert (result.status, _reasons(result)) == ("illegal", [(
        COMMANDER_PARTING, f"colour-identity: {card} is outside Talrand, Sky Summoner's "
                           "colour identity (blue)")])


@pytest.mark.parametrize("after", ["1 Fact or Fiction", "1 Island", "1 Worn Powerstone"])
def test_a_line_over_a_card_within_the_commanders_colours_is_a_note(after: str) -> None:
    """A blue or colourless card there changes nothing by the colour identity: beside a
    deck of 99 cards, one card short (so the card is within its size), the note, the
    deck illegal by its size alone."""
    result = _commander(after, COMMANDER.replace("1 Counterspell\n", ""))
    said = [(v.rule, v.line) for v in result.violations if "under 'Maybeboard'" in v.message]
    errors = sorted({v.rule for v in result.violations if v.severity == "error"})
    assert (result.status, errors, said) == (
        "illegal", ["zone-size"], [("reading", COMMANDER_PARTING - 1)])


@pytest.mark.parametrize(("after", "size"), [
    ("1 Island", 101),
    ("30 Island", 130),
    ("1 Fact or Fiction\n1 Mystic Remora", 102),
    ("1 Qzxv Notacard", 101),  # a card the data does not know counts too
])
def test_a_line_over_cards_past_the_decks_size_stays_an_error(after: str, size: int) -> None:
    """Cards after the line that, read as part of a Commander deck of 100 cards, would
    make it more than 100 (Magic rule 903.5a) change the verdict: the ``parse-error``,
    the hint saying the size (it was the note, "would change no verdict": 30 Islands
    hidden so, the deck legal)."""
    result = _commander(after)
    assert (result.status, _reasons(result)) == ("illegal", [(
        COMMANDER_PARTING, f"zone-size: Deck (main deck and command zone): {size} cards "
                           f"(main deck {size - 1} + command zone 1); exactly 100")])


@pytest.mark.parametrize("after", ["2 Island", "3 Island"])
def test_a_line_over_cards_beside_a_short_deck_is_a_note(after: str) -> None:
    """A deck two cards short of 100 is illegal by its size: two cards after the line
    would make it legal by it, a third illegal by that same rule (101 cards), no other
    error either way: the note, the deck's own size error alone."""
    result = _commander(after, COMMANDER.replace("1 Counterspell\n1 Opt\n", ""))
    said = [(v.rule, v.line) for v in result.violations if "under 'Maybeboard'" in v.message]
    errors = [(v.rule, v.message) for v in result.violations if v.severity == "error"]
    assert (result.status, said, errors) == (
        "illegal", [("reading", COMMANDER_PARTING - 2)],
        [("zone-size", "Deck (main deck and command zone): 98 cards (main deck 97 + "
                       "command zone 1); exactly 100")])


def test_a_line_over_cards_beside_a_deck_of_no_largest_size_is_a_note() -> None:
    """A Modern deck has no largest main deck (at least 60): 30 Islands after the line
    change no verdict, the note, the deck legal."""
    result = _modern(_parted("Ideas", "30 Island"))
    said = [v.rule for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, said) == ("legal", ["reading"])


@pytest.mark.parametrize("mark", ["#", "# ", "//", "##"])
def test_a_heading_mark_alone_under_a_skipped_section_is_no_section(mark: str) -> None:
    """A heading's or comment's mark with no words under a Maybeboard (``#`` alone) names
    no section: the deck is judged, the Maybeboard's card after it left out (it was an
    internal error: "reading it failed: IndexError")."""
    result = _modern(f"{MODERN}\nMaybeboard\n{mark}\n1 Oko, Thief of Crowns\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.rule for v in result.violations if v.severity == "error"] == []
    assert [v.line for v in result.violations if v.rule == "ignored-section"] == [
        len(MODERN.splitlines()) + 2]


#: A legal Mage Noir tournament deck (44 cards, a side deck of 10).
MAGE_NOIR = (Path(__file__).parent / "fuzz" / "corpus" / "mage-noir-legal.txt").read_text(
    "utf-8")


def _mage_noir(tmp_path: Path, deck: str, after: str) -> DeckResult:
    """``deck`` with a Maybeboard of one card, ``Ideas``, then ``after``, judged with a
    card file making Test Hound and Test Raven Animals (Mage Noir: at most 1, rules 1.1)."""
    animals = tmp_path / "animals.csv"
    animals.write_text("name,type\nTest Hound,Animal\nTest Raven,Animal\n", "utf-8")
    checker = Checker(CheckOptions(format_id="mage-noir/tournament", use_config=False,
                                   as_of=dt.date(2025, 12, 1), card_files=[animals]))
    text = f"{deck}\nMaybeboard\n1 Tide\nIdeas\n{after}\n"
    return checker.check_bytes(text.encode(), "deck.txt")


@pytest.mark.parametrize(("deck", "after", "animals"), [
    (MAGE_NOIR.replace("4 Tide\n", "4 Tide\n1 Test Hound\n"), "1 Test Raven",
     "Test Hound and Test Raven"),
    (MAGE_NOIR.replace("3 Dead Tree\n", "2 Dead Tree\n1 Test Hound\n"), "1 Test Raven",
     "Test Hound and Test Raven"),
    (MAGE_NOIR, "1 Test Raven\n1 Test Hound", "Test Raven and Test Hound"),  # both after
    (MAGE_NOIR, "2 Test Raven", "Test Raven"),
])
def test_a_line_over_a_card_past_a_category_limit_stays_an_error(
        tmp_path: Path, deck: str, after: str, animals: str) -> None:
    """An Animal after the line beside one in the deck or side deck, or a second one
    after it, would break the limit of one Animal if read as part of the deck: the
    ``parse-error`` (it was the note, "would change no verdict": a second Animal hidden,
    the deck legal)."""
    result = _mage_noir(tmp_path, deck, after)
    reasons = [why for _line, why in _reasons(result)]
    assert (result.status, reasons) == ("illegal", [
        f"category-limit: 2 Animals in deck and side deck ({animals}); at most 1"])


def test_a_line_over_a_lone_animal_is_a_note(tmp_path: Path) -> None:
    """One Animal after the line, none in the deck, is within the limit: the note, the
    deck legal."""
    result = _mage_noir(tmp_path, MAGE_NOIR, "1 Test Raven")
    said = [v.rule for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, said) == ("legal", ["reading"])


#: A legal Magi-Nation deck: the Cald starter deck, three Magi and 40 other cards.
MAGI_NATION = (Path(__file__).parent / "fuzz" / "corpus" / "magi-nation-cald.txt").read_text(
    "utf-8")
#: The line of ``Ideas`` in ``_magi_nation``: after the deck, the Maybeboard and its card.
MAGI_NATION_PARTING = len(MAGI_NATION.splitlines()) + 3


def _magi_nation(after: str) -> DeckResult:
    """The Cald deck with a Maybeboard of one card, ``Ideas``, then ``after``."""
    checker = Checker(CheckOptions(format_id="magi-nation/standard", use_config=False))
    text = f"{MAGI_NATION}Maybeboard\n1 Arbolit\nIdeas\n{after}\n"
    return checker.check_bytes(text.encode(), "deck.txt")


@pytest.mark.parametrize("after", ["1 Pruitt", "1 Fire Ball\n1 Pruitt", "1 Evu"])
def test_a_line_over_a_card_the_deck_does_not_take_stays_an_error(after: str) -> None:
    """A Magi after the line would be a Magi in the deck if read as part of it (the
    rulebook's deck takes no Magi): the ``parse-error`` naming it (it was the note,
    "would change no verdict", a Magi hidden so, the deck legal)."""
    result = _magi_nation(after)
    magi = after.splitlines()[-1].removeprefix("1 ")
    assert (result.status, _reasons(result)) == ("illegal", [(
        MAGI_NATION_PARTING, f"zone-card-type: {magi} (Magi) cannot be in the Deck: it "
                             "takes non-Magi cards only")])


def test_a_line_over_a_card_the_deck_takes_is_a_note() -> None:
    """A Spell there (a second Spirit of the Flame, within its copy limit) is taken by
    the deck: the note, the deck legal."""
    result = _magi_nation("1 Spirit of the Flame")
    said = [(v.rule, v.line) for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, said) == ("legal", [("reading", MAGI_NATION_PARTING)])


#: A legal Modern deck whose companion, Gyruda, asks for cards of even mana value alone.
GYRUDA = ("Companion\n1 Gyruda, Doom of Depths\n\nDeck\n60 Island\n\nSideboard\n"
          "1 Gyruda, Doom of Depths\n\nMaybeboard\n1 Opt\nIdeas\n{}\n")
#: The line of ``Ideas`` in ``GYRUDA``.
GYRUDA_PARTING = 12


@pytest.mark.parametrize(("after", "expected"), [
    ("1 Consider", [(GYRUDA_PARTING, "companion: Gyruda, Doom of Depths cannot be your "
                                     "companion (your starting deck contains only cards with "
                                     "even mana values): 1 card breaks it: Consider (mana "
                                     "value 1)")]),
    ("1 Counterspell", []),  # mana value 2
])
def test_a_line_over_a_card_breaking_the_companion_is_an_error(
        after: str, expected: list[tuple[int, str]]) -> None:
    """Every rule of the format judges the cards after the line, the companion's
    deck-building condition too: an odd mana value beside Gyruda is the ``parse-error``
    (it was the note, "would change no verdict", the deck legal); an even one the note."""
    result = _modern(GYRUDA.format(after))
    assert (result.status, _reasons(result)) == ("illegal" if expected else "legal", expected)


def test_many_sections_over_cards_that_change_nothing_are_notes() -> None:
    """Two hundred Maybeboards, each with a line over a card that changes nothing (a
    basic land, of no copy limit): every line the note, the deck legal (their cards are
    judged together once)."""
    maybeboards = "Maybeboard\n1 Opt\nIdeas\n1 Island\n\n" * 200
    result = _modern(f"{MODERN}\n{maybeboards}")
    said = [v.rule for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, said) == ("legal", ["reading"] * 200)


def test_sections_past_the_judgings_keep_the_parse_error() -> None:
    """Two hundred Maybeboards, each with a line over a banned card: the deck is not
    judged two hundred times more; every line is the ``parse-error``, those judged with
    the error they hide in the hint, the others with none."""
    maybeboards = "Maybeboard\n1 Opt\nIdeas\n1 Oko, Thief of Crowns\n\n" * 200
    result = _modern(f"{MODERN}\n{maybeboards}")
    reasons = [why for _line, why in _reasons(result)]
    hinted = [why for why in reasons if why.startswith(OKO)]
    assert (result.status, len(reasons), len(hinted) in range(10, 17)) == (
        "illegal", 200, True)
    assert all(why.startswith("write the header") for why in reasons[len(hinted):])


@pytest.mark.parametrize("banned_after", [0, 7, 24, 39])
def test_many_lines_of_one_section_are_judged_by_the_cards_after_each(
        banned_after: int) -> None:
    """Forty lines parting one Maybeboard, a banned card after the line ``banned_after``
    (counted from 0): the lines up to it are the ``parse-error`` naming the ban, those
    after it the note, however many lines the section holds."""
    parts = ["---\n1 Island\n"] * 40
    parts[banned_after] = "---\n1 Oko, Thief of Crowns\n"
    result = _modern(f"{MODERN}\nMaybeboard\n1 Opt\n{''.join(parts)}")
    first = len(MODERN.splitlines()) + 4  # the first "---"
    said = [(v.rule, v.line) for v in result.violations if "under 'Maybeboard'" in v.message]
    assert said == [("parse-error" if n <= banned_after else "reading", first + 2 * n)
                    for n in range(40)]
    assert {why for _line, why in _reasons(result)} == {OKO}


@pytest.mark.parametrize(("deck", "expected"), [
    ("60 Island\n", []),  # one copy of a restricted card is within Vintage's rules
    ("59 Island\n1 Black Lotus\n", [(5, "restricted: 2 copies of Black Lotus; it is "
                                        "restricted to 1 copy (listed by 2020-01-01, "
                                        "where the recorded lists start)")]),
])
def test_a_restricted_card_after_the_line_counts_beside_the_decks_copy(
        deck: str, expected: list[tuple[int, str]]) -> None:
    """A Black Lotus after the line changes the verdict only beside one in the deck (a
    second copy of a restricted card); alone it is the note, the deck legal."""
    checker = Checker(CheckOptions(format_id="mtg/vintage", use_config=False, as_of=MTG_DAY))
    text = f"{deck}Maybeboard\n1 Opt\nIdeas\n1 Black Lotus\n"
    result = checker.check_bytes(text.encode(), "deck.txt")
    assert (result.status, _reasons(result)) == ("illegal" if expected else "legal",
                                                 expected)


#: The sideboard of the Modern deck above with one card more: 16 cards, one past the
#: side deck's 15 (Magic rule 100.4a), each within its copy limit beside the deck's.
SIDE_OF_16 = SIDE + "1 Opt\n"


@pytest.mark.parametrize("line", ["Beideck", "---", "Ideas", "Ersatzdeck (16)"])
def test_a_line_over_a_sideboard_past_its_size_in_a_deck_of_none_is_an_error(
        line: str) -> None:
    """A deck read with no sideboard whose Maybeboard goes on, past ``line``, over 16 cards
    hides an illegal sideboard the line may head: judged in the main deck (of no largest
    size) they add no error, in the sideboard they break its size, so the line is the
    ``parse-error`` whose hint says so (it was the note, the deck legal)."""
    result = _modern(f"{DECK}\n\nMaybeboard\n1 Lightning Bolt\n\n{line}\n{SIDE_OF_16}")
    assert (result.status, result.zones, _reasons(result)) == (
        "illegal", {"main": 60},
        [(HEADER_LINE, "zone-size: Sideboard: 16 cards; at most 15")])


def test_a_line_over_a_full_sideboard_in_a_deck_of_none_is_a_note() -> None:
    """The same 15 cards of the deck's own sideboard after the line are a legal
    sideboard and a legal main deck either way: the note, the deck legal."""
    result = _modern(f"{DECK}\n\nMaybeboard\n1 Lightning Bolt\n\nBeideck\n{SIDE}")
    said = [(v.rule, v.line) for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, said) == ("legal", [("reading", HEADER_LINE)])


def test_a_line_over_cards_beside_a_sideboard_is_judged_in_the_main_deck_only() -> None:
    """Beside the deck's full sideboard of 15, 16 basic lands after the line are judged in
    the main deck only (a second sideboard is no part a deck has): the note, the deck
    legal."""
    result = _modern(f"{MODERN}\nMaybeboard\n1 Lightning Bolt\n\nIdeas\n8 Island\n8 Plains\n")
    said = [v.rule for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, result.zones, said) == (
        "legal", {"main": 60, "side": 15}, ["reading"])


@pytest.mark.parametrize(("copies", "status", "rules"), [
    (11, "illegal", ["parse-error"]), (10, "legal", ["reading"])])
def test_a_mage_noir_side_deck_hidden_under_a_line_is_judged_as_one(
        tmp_path: Path, copies: int, status: str, rules: list[str]) -> None:
    """A Mage Noir deck of no side deck whose Maybeboard goes on, past ``Ideas``, over
    11 cards: a side deck past its 10 (rules 1.1), the ``parse-error``; over 10 cards, a
    legal side deck, the note."""
    deck = MAGE_NOIR.split("\nSide deck (10)\n")[0] + "\n"
    after = "4 Rock\n3 Earthquake\n" + f"{copies - 7} Dead Tree"
    result = _mage_noir(tmp_path, deck, after)
    said = [v.rule for v in result.violations if "under 'Maybeboard'" in v.message]
    reasons = [why for _line, why in _reasons(result)]
    assert (result.status, said, reasons) == (
        status, rules, ["zone-size: Side deck: 11 cards; at most 10"] if copies > 10 else [])


@pytest.mark.parametrize(("line", "after", "why"), [
    ("Beideck", "Oko, Thief of Crowns", "banned: Oko, Thief of Crowns is banned in Modern "
                                          "(since 2020-01-14)"),
    ("---", "Opt\nOko, Thief of Crowns", "banned: Oko, Thief of Crowns is banned in Modern "
                                         "(since 2020-01-14)"),
    ("Ideas", "Thoughtseize", "copy-limit: 5 copies of Thoughtseize; at most 4"),
    ("Beideck", "Oko, Thief of Crown", "banned: Oko, Thief of Crowns is banned in Modern "
                                         f"(since 2020-01-14), 'Oko, Thief of Crown' (line "
                                         f"{HEADER_LINE + 1}) read as Oko, Thief of Crowns, "
                                         "within a typo of it"),
])
def test_a_line_over_bare_card_names_that_change_the_verdict_is_an_error(
        line: str, after: str, why: str) -> None:
    """Card names with no count after the line are one copy each, as in the deck (a name
    within a typo of a card read as that card): a banned card or a fifth copy there makes
    the line the ``parse-error`` (the names were skipped unsaid with the section, the deck
    legal)."""
    result = _modern(f"{DECK}\n\nMaybeboard\n1 Lightning Bolt\n\n{line}\n{after}\n")
    assert (result.status, _reasons(result)) == ("illegal", [(HEADER_LINE, why)])


@pytest.mark.parametrize("maybeboard", ["Ponder\nOpt\nConsider\n",
                                        "Opt\nIdeas\nConsider\nBolt the bird.\n",
                                        "Opt\nBeideck\nBolt the bird.\nGood vs aggro\n"])
def test_a_maybeboard_of_bare_card_names_leaves_a_legal_deck_legal(maybeboard: str) -> None:
    """A Maybeboard written without counts: a card's name over other names heads nothing
    (no note), a line naming no card over names that change nothing is the note, and over
    sentences naming no card nor near one, nothing."""
    result = _modern(f"{MODERN}\nMaybeboard\n{maybeboard}")
    said = [(v.rule, v.line) for v in result.violations if "under 'Maybeboard'" in v.message]
    ideas = [("reading", AFTER + 2)] if "Ideas" in maybeboard else []
    assert (result.status, result.zones, said) == ("legal", {"main": 60, "side": 15}, ideas)


def _speakeasy(tmp_path: Path, after: str) -> DeckResult:
    """A legal MageTCG Ascension + Speakeasy deck of holographic copies (59 in its deck),
    with a Maybeboard of one card, ``Ideas``, then ``after``."""
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type,rarity,finishes,iconic\n"
                     "Wandering Regent,Character,Legendary,standard;holographic,true\n"
                     + "".join(f"Filler {i:02},Character,Common,standard;holographic,\n"
                               for i in range(1, 18)), "utf-8")
    deck = ("Mage\n1 Wandering Regent *F*\nDeck\n"
            + "".join(f"4 Filler {i:02} *F*\n" for i in range(1, 15)) + "3 Filler 15 *F*\n")
    options = CheckOptions(format_id="magetcg/ascension+speakeasy", card_files=[cards],
                           use_config=False, as_of=dt.date(2026, 11, 29))
    text = f"{deck}\nMaybeboard\n1 Filler 16 *F*\n\nIdeas\n{after}\n"
    return Checker(options).check_bytes(text.encode(), "deck.txt")


@pytest.mark.parametrize(("after", "why"), [
    ("1 Filler 17 *F*", "zone-size: Deck: 60 cards; exactly 59"),
    ("1 Filler 17 (holo)", "zone-size: Deck: 60 cards; exactly 59"),
    ("1 Filler 17", "finish-required: 1 copy of Filler 17 not marked holographic; "
                    "Ascension + Speakeasy allows holographic cards only"),
])
def test_a_holographic_card_after_the_line_is_judged_holographic(
        tmp_path: Path, after: str, why: str) -> None:
    """A card after the line marked holographic is judged so: in a Speakeasy deck of 59
    it breaks the deck's size, not the finish the format requires (the hint said it was
    not marked holographic); an unmarked one breaks the finish."""
    result = _speakeasy(tmp_path, after)
    assert (result.status, [reason for _line, reason in _reasons(result)]) == (
        "illegal", [why])


def test_a_side_deck_read_from_a_second_block_is_held_against_the_cards_after_the_line(
        ) -> None:
    """A deck of no headers whose side deck is its second block of cards (the MTGO and
    Arena export convention) holds a sideboard: a card after the line is judged in its
    main deck only, the note, the deck legal."""
    block = DECK.removeprefix("Deck\n") + "\n" + SIDE
    result = _modern(f"{block}\nMaybeboard\n1 Consider\n\nIdeas\n1 Spell Pierce\n")
    said = [v.rule for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, result.zones, said) == (
        "legal", {"main": 60, "side": 15}, ["reading"])


def test_names_of_no_card_past_the_searches_keep_the_parse_error() -> None:
    """A Maybeboard of more names of no card after the line than are searched for a card
    within a typo of each (hundreds: a hostile list would take minutes) is not judged:
    the line keeps the ``parse-error``, its hint giving no error (it was the note, each
    name searched every time the deck was judged again)."""
    names = "".join(f"1 Qzxv Notacard {chr(97 + i // 26)}{chr(97 + i % 26)}\n"
                    for i in range(260))
    result = _modern(_parted("Ideas", names.rstrip("\n")))
    ideas = [(v.rule, v.hint.startswith("write the header")) for v in result.violations
             if v.line == PARTING_LINE and "under 'Maybeboard'" in v.message]
    assert (result.status, ideas) == ("illegal", [("parse-error", True)])


def test_a_sideboard_a_format_forbids_is_no_part_a_line_heads(tmp_path: Path) -> None:
    """A format whose sideboard holds no card (``max: 0``): a card after the line is
    judged in the main deck only, not in a sideboard no line may head (where any card is
    an error): the note, the deck legal."""
    folder = tmp_path / "formats" / "mtg"
    folder.mkdir(parents=True)
    (folder / "nosb.yaml").write_text(
        "name: No Sideboard\nextends: modern\nzones:\n  main:\n    label: Main deck\n"
        "    min: 60\n  side:\n    label: Sideboard\n    max: 0\n", "utf-8")
    checker = Checker(CheckOptions(format_id="mtg/nosb", use_config=False, as_of=MTG_DAY,
                                   formats_dirs=[tmp_path / "formats"]))
    text = f"{DECK}\n\nMaybeboard\n1 Lightning Bolt\n\nIdeas\n1 Spell Pierce\n"
    result = checker.check_bytes(text.encode(), "deck.txt")
    said = [v.rule for v in result.violations if "under 'Maybeboard'" in v.message]
    assert (result.status, said) == ("legal", ["reading"])
