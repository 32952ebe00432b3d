"""A metadata line after the list's first card line (DESIGN 3.1: metadata comes before
the cards) whose value names, by its whole name, a card that no other line of the deck
names is a ``parse-error`` naming the line (``Notes: Oko, Thief of Crowns`` under the
sideboard): it was read as metadata, the banned card dropped unsaid and the deck legal.
A value naming a card the deck plays (``Deck: Griselbrand``), a title word alone
(``Deck: Jund``), an event's or a player's name holding a card among other words
(``Event: Legacy Last Chance``) or a player's prose (``Notes: tweaked for better
balance``) stays metadata. A ``Date:`` giving no single day gets an info note."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_pasted_lists import check

EXAMPLES = Path(__file__).resolve().parent.parent / "cards"
MTG = (EXAMPLES / "mtg" / "examples" / "legal.txt").read_text(encoding="utf-8")
MAGE_NOIR = (EXAMPLES / "mage-noir" / "examples" / "legal.txt").read_text(encoding="utf-8")
#: The line a line appended to ``MTG`` stands on (after the sideboard).
LAST = MTG.count("\n") + 1
MTG_DAY, MAGE_NOIR_DAY = "2026-08-20", "2025-11-04"


def _mtg(*lines: str) -> list[tuple[str, str, int | None]]:
    result = check(MTG + "".join(f"{line}\n" for line in lines), MTG_DAY, "mtg/modern")
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


def _hidden(value: str, card: str, line: int) -> tuple[str, str, int]:
    return ("parse-error", f"the metadata value '{value}' after the list's first card line "
            f"names the card {card}, which no other line of the deck names: a card line "
            "or a note?", line)


@pytest.mark.parametrize(("written", "card"), [
    ("Notes: Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("Comment: Mind Twist", "Mind Twist"), ("Deck: Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("Title: Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("Author: Oko, Thief of Crowns", "Oko, Thief of Crowns"),
    ("Event: Mind Twist", "Mind Twist"), ("Remarque: Mind Twist", "Mind Twist"),
    ("Built by: Mind Twist", "Mind Twist"), ("Notiz: Mind Twist!", "Mind Twist"),
    ("Notes: oko, thief of crowns", "Oko, Thief of Crowns"),
    # what a card line writes beside a card: a code, a zone's tag, a condition
    ("Notes: Mind Twist [4ED]", "Mind Twist"), ("Notes: Mind Twist (SB)", "Mind Twist"),
    ("Notes: Mind Twist *F*", "Mind Twist"),
    ("Description: https://example.com Mind Twist", "Mind Twist"),
    ("// Deck: Mind Twist", "Mind Twist")])
def test_a_card_as_a_metadata_value_after_the_cards_is_a_parse_error(
        written: str, card: str) -> None:
    value = written.split(": ", 1)[1]
    assert _mtg(written) == [_hidden(value, card, LAST)]


def test_a_card_as_a_date_after_the_cards_is_a_parse_error_and_no_day() -> None:
    result = check(MTG + "Date: Oko, Thief of Crowns\n", MTG_DAY, "mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.severity, v.line) for v in result.violations] == [
        ("parse-error", "error", LAST), ("reading", "info", LAST)]


@pytest.mark.parametrize("written", [
    "Deck: Griselbrand", "Deck: Goryo's Vengeance", "Archetype: Goryo's", "Deck: Jund",
    "Event: Pro Tour Aetherdrift", "Notes: sideboard plan vs Burn", "Author: Alice",
    "Event: Legacy Last Chance (https://www.mtgo.com/decklist/legacy-last-chance-2026)",
    "Notes: tweaked for better balance", "Notes: good vs Living End",
    "Description: Reanimate Atraxa with Goryo's Vengeance, then win.",
    "URL: https://www.mtggoldfish.com/archetype/modern-goryo-s-vengeance",
    "Player: Example Player", "Date: 2026-07-27",
    # a card among a note's or a title's other words, or a value of one word: archetypes
    # are named after cards (Dimir Terror over Tolarian Terror, Dredge without it)
    "Notes: bring in Mind Twist vs Burn", "Deck: Dimir Terror", "Archetype: Dredge",
    "Notes: vs Scam with Grief", "Notes: Beat Burn and Tron, lost to Living End",
    "Notes: Thanks to Brainstorm Brewery podcast", "Deck: Vintage Dredge",
    "Notes: pas de Mind Twist", "Notes: no Mind Twist", "Deck: BR Dredge",
    "Notes: 2-0 vs Living End", "Notes: GG to Mind Twist", "Deck: UR Living End",
    "Notes: 2-1 v Mind Twist"])
def test_metadata_naming_no_card_hidden_after_the_cards_stays_metadata(written: str) -> None:
    result = check(MTG + written + "\n", MTG_DAY, "mtg/modern")
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.line == LAST] in ([], ["deck-date"])


def test_a_card_as_a_metadata_value_before_the_cards_is_metadata() -> None:
    text = MTG.replace("Player: Example Player\n",
                       "Player: Example Player\nNotes: Oko, Thief of Crowns\n")
    result = check(text, MTG_DAY, "mtg/modern")
    assert (result.status, result.violations) == ("legal", [])


def test_the_examples_own_metadata_after_the_cards_stays_legal() -> None:
    head = "Player: Example Player\n"
    result = check(MTG.replace(head, "") + head, MTG_DAY, "mtg/modern")
    assert (result.status, result.violations) == ("legal", [])
    result = check(MAGE_NOIR.replace(head, "") + head, MAGE_NOIR_DAY, "mage-noir/tournament")
    assert (result.status, result.violations) == ("legal", [])


@pytest.mark.parametrize("at_the_end", [True, False])
def test_the_banned_mage_noir_card_as_a_deck_value_is_a_parse_error(at_the_end: bool) -> None:
    lines = MAGE_NOIR.splitlines()
    at = len(lines) if at_the_end else lines.index("4 Tornado") + 1
    lines.insert(at, "Deck: Crimson Ritual")
    result = check("\n".join(lines) + "\n", MAGE_NOIR_DAY, "mage-noir/tournament")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [_hidden("Crimson Ritual", "Crimson Ritual", at + 1)]


@pytest.mark.parametrize(("written", "zone"), [("Deck: Burn", "deck"),
                                               ("Deck: Aggro", "side deck")])
def test_a_deck_key_among_the_cards_gets_a_reading_note(written: str, zone: str) -> None:
    # "Deck: Burn" between card lines, a header's word too, named the deck unsaid
    lines = MAGE_NOIR.splitlines()
    at = lines.index("4 Tornado" if zone == "deck" else "4 Rock") + 1
    lines.insert(at, written)
    result = check("\n".join(lines) + "\n", MAGE_NOIR_DAY, "mage-noir/tournament")
    assert result.status == "legal"
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [(
        "reading", "info", f"'{written}' after the list's first card line (line 6) is read "
        f"as metadata (deck), not a header: the cards after it stay in the {zone}", at + 1)]


@pytest.mark.parametrize("value", ["April 2024", "next Friday", "Oko, Thief of Crowns"])
def test_a_date_giving_no_day_gets_a_reading_note(value: str) -> None:
    text = MTG.replace("Player: Example Player\n", f"Player: Example Player\nDate: {value}\n")
    result = check(text, MTG_DAY, "mtg/modern")
    assert result.status == "legal"
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [(
        "reading", "info", f"'{value}' after Date: gives no single day (as 2024-04-01 or "
        "April 1, 2024 do): read as a note, not the deck's day", 5)]


@pytest.mark.parametrize(("key", "value", "card"), [
    ("Date", "1 Opt", "Opt"), ("Date", "Opt x1", "Opt"), ("Event Date", "1 Opt", "Opt"),
    ("Date", "1 Opt and 4 Zzqx", "Opt and 4 Zzqx")])
def test_a_date_read_as_a_card_line_says_so_once(key: str, value: str, card: str) -> None:
    """A date value that is a card line (``Date: 1 Island``) is counted as one: its note
    said it was "read as a note, not the deck's day", of a card the deck counts (one
    reading, said once); one naming no card is an unknown card, read so too."""
    text = MTG.replace("Player: Example Player\n", f"Player: Example Player\n{key}: {value}\n")
    result = check(text, MTG_DAY, "mtg/modern")
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule == "reading"] == [(
        "reading", "info", f"'{value}' after {key}: gives no single day (as 2024-04-01 or "
        "April 1, 2024 do): read as a card line, not the deck's day", 5)]
    assert [entry.line.name for entry in result.deck.entries
            if entry.line.line == 5] == [card]


@pytest.mark.parametrize("value", [
    "2025-11-09 | 4 Black Lotus", "9 November 2025 # 4 Black Lotus",
    "2025-11-09 # 4 Black Lotus", "9 novembre 2025 | 4 Black Lotus"])
def test_a_date_holding_a_card_after_a_mark_is_read_as_a_card_line(value: str) -> None:
    """A date value holding a card line after ``|`` or ``#`` counts it, said "read as a
    card line" whichever mark (``2025-11-09 | 4 Black Lotus`` was said "read as a note":
    the date's note was written before the cards a value holds were read)."""
    text = MTG.replace("Player: Example Player\n",
                       f"Player: Example Player\nDate: {value}\n")
    result = check(text, MTG_DAY, "mtg/modern")
    assert [(v.rule, v.message, v.line) for v in result.violations if v.rule in (
        "reading", "card-pool")] == [
        ("reading", f"'{value}' after Date: gives no single day (as 2024-04-01 or April 1, "
         "2024 do): read as a card line, not the deck's day", 5),
        ("reading", f"'{value}' holds the card line 4 Black Lotus: counted (a card with a "
         "count in a note, a title or a metadata value is never dropped)", 5),
        ("card-pool", "Black Lotus is not in the card pool of Modern on 2026-08-20: never "
         "printed in a set of the pool (printed in Limited Edition Alpha (LEA), Limited "
         "Edition Beta (LEB) and 6 other sets)", 5)]


@pytest.mark.parametrize("written", ["Event Date: 9 November 2025",
                                     "Date: 9 November 2025", "Event date: 9 Nov 2025",
                                     "Date : 9 novembre 2025", "Fecha: 9 de noviembre de 2025",
                                     "Date: 9 novembre 2025", "Date: 9 November 2025 10:00",
                                     "Date: 9. November 2025"])
def test_a_date_giving_a_day_is_no_card_line(written: str) -> None:
    """A date value giving a day with a number before a month's name (``Event Date: 9
    November 2025``) is the deck's day, no card line: it also got "'November 2025' names
    no card: read as a note, not a card"; a month named in another language of the card
    data's (``9 novembre 2025``) or a time after the day still did."""
    text = MTG.replace("Player: Example Player\n", f"Player: Example Player\n{written}\n")
    result = check(text, MTG_DAY, "mtg/modern")
    assert result.status == "legal"
    assert [(v.rule, v.line) for v in result.violations] == [("deck-date", 5)]
    assert [entry for entry in result.deck.entries if entry.line.line == 5] == []


@pytest.mark.parametrize(("written", "card"), [
    ("Event: Oko, Thief of Crowns; Mind Twist", "Oko, Thief of Crowns"),
    ("Player: Mind Twist / Black Lotus", "Mind Twist"),
    ("Author: Mind Twist and Oko, Thief of Crowns", "Mind Twist")])
def test_cards_alone_with_joining_words_after_the_cards_are_a_parse_error(
        written: str, card: str) -> None:
    value = written.split(": ", 1)[1]
    assert _mtg(written) == [_hidden(value, card, LAST)]


def test_thousands_of_words_of_metadata_after_the_cards_are_not_read_past_a_limit() -> None:
    notes = "".join(f"Notes: note {at} about the plan against the field\n" for at in range(400))
    result = check(MTG + notes + "Notes: Mind Twist\n", MTG_DAY, "mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [(
        "parse-error", "more than 2000 words of metadata after the list's first card line: "
        "not read for a card hidden there from this line", LAST + 250)]


@pytest.mark.parametrize(("note", "errors"), [
    ("Notes: Mind Twist", [_hidden("Mind Twist", "Mind Twist", 5)]), ("Notes: Ponder", [])])
def test_a_card_as_a_metadata_value_under_a_forge_decks_cards(
        note: str, errors: list[tuple[str, str, int]]) -> None:
    text = f"Format: mtg/legacy\n[Main]\n4 Ponder|M12\n56 Island|M12\n{note}\n"
    result = check(text, MTG_DAY, "mtg/legacy", suffix=".dck")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == errors


def test_a_card_as_a_metadata_value_under_an_xmage_decks_cards() -> None:
    text = "NAME:Test\n4 [M12:1] Ponder\n56 [M12:2] Island\nNotes: Mind Twist\n"
    result = check(text, MTG_DAY, "mtg/legacy", suffix=".dck")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [_hidden("Mind Twist", "Mind Twist", 4)]


@pytest.mark.parametrize("header", ["Maybeboard", "Considering", "Maybeboard (3)",
                                    "// Maybeboard"])
@pytest.mark.parametrize("written", ["Notes: 1 Black Lotus", "Comment: 4 Mind Twist",
                                     "Notes: Burn 1 Black Lotus",
                                     "Notes: Oko, Thief of Crowns", "Comment: Mind Twist"])
def test_a_card_line_in_a_value_under_a_skipped_section_is_that_sections(
        header: str, written: str) -> None:
    """A metadata value holding a card line with a count under a section outside the
    deck (``Maybeboard`` then ``Notes: 1 Black Lotus``) is that section's card line, not
    counted as a plain one there is: it was counted in the main deck, a legal deck
    illegal (banned, or a fifth copy)."""
    result = check(MTG + f"{header}\n{written}\n", MTG_DAY, "mtg/modern")
    assert result.status == "legal"
    assert [(v.rule, v.line) for v in result.violations] == [("ignored-section", LAST)]
    assert [entry for entry in result.deck.entries if entry.line.line == LAST + 1] == []


@pytest.mark.parametrize(("header", "errors"), [
    ("Tokens", [("banned", LAST + 1)]),
    ("Sideboard", [("zone-size", 35), ("banned", LAST + 1)])])
def test_a_card_line_in_a_value_under_a_counted_section_still_counts(
        header: str, errors: list[tuple[str, int]]) -> None:
    """Under a section whose cards of the card data count (``Tokens``: a card there is
    the main deck's; ``Sideboard``) a value's card line counts as a plain one there."""
    result = check(MTG + f"{header}\nNotes: 1 Oko, Thief of Crowns\n", MTG_DAY,
                   "mtg/modern")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == errors


_COD = ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
        '<comments>Player: Ann\n{value}</comments>\n<zone name="main">\n'
        '<card number="4" name="Brainstorm"/>\n<card number="56" name="Island"/>\n'
        '</zone>\n</cockatrice_deck>\n')
_O8D = ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
        '<deck game="A6C8D2E8-7CD8-11DD-8F94-E62B56D89593">\n<section name="Main" '
        'shared="False">\n<card qty="4" id="x">Brainstorm</card>\n'
        '<card qty="56" id="y">Island</card>\n</section>\n'
        '<notes><![CDATA[Player: Ann\n{value}]]></notes>\n</deck>\n')


@pytest.mark.parametrize(("template", "suffix", "line"), [(_COD, ".cod", 4),
                                                          (_O8D, ".o8d", 8)])
@pytest.mark.parametrize(("value", "said", "counted"), [
    ("Date: 4 Ponder", "read as a card line", 64),
    ("Event Date: April 2024", "read as a note", 60),
    ("Date: Oko, Thief of Crowns", "read as a note", 60)])
def test_a_date_in_a_deck_files_notes_gets_a_text_lists_note(
        template: str, suffix: str, line: int, value: str, said: str, counted: int) -> None:
    """A ``Date:`` in Cockatrice's ``<comments>`` or OCTGN's ``<notes>`` giving no single
    day gets the note a text list's does (``Date: 4 Ponder`` counted four Ponder with no
    note, ``Event Date: April 2024`` got none)."""
    key, written = value.split(": ", 1)
    result = check(template.format(value=value), "2026-06-01", "mtg/legacy", suffix)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "reading"] == [(
        "reading", f"'{written}' after {key}: gives no single day (as 2024-04-01 or April 1, "
        f"2024 do): {said}, not the deck's day", line)]
    assert sum(entry.count for entry in result.deck.entries) == counted


@pytest.mark.parametrize(("template", "suffix"), [(_COD, ".cod"), (_O8D, ".o8d")])
@pytest.mark.parametrize("value", ["Date: 9 November 2025", "Date: 9 novembre 2025",
                                   "Date: 2025-11-09"])
def test_a_day_in_a_deck_files_notes_is_its_day_and_no_card_line(
        template: str, suffix: str, value: str) -> None:
    """A ``Date:`` giving a day in a deck file's notes is the deck's day (a ``deck-date``
    note), no card line: it was read as one, an unknown card ``November 2025``."""
    result = check(template.format(value=value), "2026-06-01", "mtg/legacy", suffix)
    assert result.status == "legal"
    assert [v.rule for v in result.violations] == ["deck-date"]
    assert sum(entry.count for entry in result.deck.entries) == 60
