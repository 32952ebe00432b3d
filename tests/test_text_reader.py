"""The plain-text decklist reader (DESIGN 3.1): zones, headers, metadata, quantities,
decorations, comments, encodings, and the MTGO blank-line convention."""

from __future__ import annotations

import pytest

from cardtools.decklist import read_decklist
from cardtools.decklist import text as text_reader
from cardtools.decklist.text import TOO_MANY, quantity_problem, split_count
from cardtools.model import Decklist


def read(text: str, encoding: str = "utf-8") -> Decklist:
    return read_decklist(text.encode(encoding), "deck.txt")


def cards(decklist: Decklist) -> list[tuple[str, int, str, int | None]]:
    """The lines that are cards for sure (not possible grouping headers)."""
    return [(line.name, line.count, line.zone, line.line) for line in decklist.lines
            if not line.maybe_header]


def test_zones_metadata_and_quantity_forms() -> None:
    decklist = read(
        "Format: mage-noir/tournament\nPlayer: Alice\nEvent: Regionals\n\nMain deck (8):\n"
        "2 Fire Ball\n2x Tornado\nx2 Seed\nBreath x2\n\nSideboard\nSB: 1 Rock\n1 Tide\n"
    )
    assert decklist.metadata == {"format": "mage-noir/tournament", "player": "Alice",
                                 "event": "Regionals"}
    assert cards(decklist) == [
        ("Fire Ball", 2, "main", 6), ("Tornado", 2, "main", 7), ("Seed", 2, "main", 8),
        ("Breath", 2, "main", 9), ("Rock", 1, "side", 12), ("Tide", 1, "side", 13)]
    assert decklist.findings == []


def test_markdown_headings_groupings_and_comments() -> None:
    decklist = read(
        "# My deck (a comment)\n// another comment\n## Magi\nAshgar\nGar\n# Creatures (21)\n"
        "3 Arbolit\nSpells:\n2 Fire Ball\n# Relics\n1 Baloo Root\n"
    )
    assert cards(decklist) == [
        ("Ashgar", 1, "magi", 4), ("Gar", 1, "magi", 5), ("Arbolit", 3, "main", 7),
        ("Fire Ball", 2, "main", 9), ("Baloo Root", 1, "main", 11)]


def test_bare_type_word_after_mage_zone_returns_to_main() -> None:
    decklist = read("Mage\n1 Iconic Seraph of Dawn\nCharacters\n4 Umbral Warden\n")
    assert [(n, z) for n, _, z, _ in cards(decklist)] == [
        ("Iconic Seraph of Dawn", "mage"), ("Umbral Warden", "main")]


def test_set_codes_and_finish_markers() -> None:
    decklist = read("4 Lightning Bolt (M10) 146\n4 [M10] Shock\n1 Seraph *F*\n"
                    "1 Relay (foil)\n1 Gate (holo)\n1 Oath (holographic)\n")
    assert [(line.name, line.holographic) for line in decklist.lines] == [
        ("Lightning Bolt", False), ("Shock", False), ("Seraph", True), ("Relay", True),
        ("Gate", True), ("Oath", True)]


def test_skipped_sections_are_reported_not_counted() -> None:
    decklist = read("4 Fire Ball\nMaybeboard\n2 Tide\nConsidering:\n1 Rock\nSide\n1 Seed\n")
    assert cards(decklist) == [("Fire Ball", 4, "main", 1), ("Seed", 1, "side", 7)]
    assert [(f.rule, f.line) for f in decklist.findings] == [
        ("ignored-section", 2), ("ignored-section", 4)]


def test_mtgo_blank_line_convention_only_without_headers() -> None:
    assert [z for _, _, z, _ in cards(read("4 A\n4 B\n\n2 C\n"))] == ["main", "main", "side"]
    three_blocks = read("4 A\n\n4 B\n\n2 C\n")
    assert {z for _, _, z, _ in cards(three_blocks)} == {"main"}
    with_header = read("Deck\n4 A\n\n2 C\n")
    assert {z for _, _, z, _ in cards(with_header)} == {"main"}


@pytest.mark.parametrize(("copies", "lone", "side", "companion", "case"), [
    # two blocks: the second, said; MTGO's side deck first; a sideboard after a
    # constructed deck, the MTGO / Arena form read unsaid
    ((24, 36), False, {1}, False, text_reader.SECOND_SAID),
    ((10, 60), False, {0}, False, text_reader.SIDE_FIRST),
    ((1, 60), True, {0}, False, text_reader.SIDE_FIRST),
    ((60, 15), False, {1}, False, text_reader.SECOND_UNSAID),
    # three with Arena's lone companion first: it and the third
    ((1, 60, 15), True, {0, 2}, True, text_reader.COMPANION_FIRST),
    # a deck grouped in two blocks and its sideboard; four blocks: the last
    ((30, 30, 15), False, {2}, False, text_reader.LAST_OF_MANY),
    ((20, 20, 20, 15), False, {3}, False, text_reader.LAST_OF_MANY),
    ((1, 20, 40, 15), True, {3}, False, text_reader.LAST_OF_MANY)])
def test_place_blocks_decides_the_side_blocks_for_the_text_and_csv_readers(
        copies: tuple[int, ...], lone: bool, side: set[int], companion: bool,
        case: str) -> None:
    placement = text_reader.place_blocks(copies, lone)
    assert placement == (frozenset(side), companion, case)


def test_line_endings_bom_and_utf16() -> None:
    text = "Deck\r\n4 Fire Ball\r4 Tornado\n"
    assert cards(read(text)) == [("Fire Ball", 4, "main", 2), ("Tornado", 4, "main", 3)]
    bom = read_decklist(b"\xef\xbb\xbf4 Fire Ball\n", "deck.txt")
    assert cards(bom) == [("Fire Ball", 4, "main", 1)]
    utf16 = read_decklist("4 Boule de feu\n".encode("utf-16"), "deck.txt")
    assert cards(utf16) == [("Boule de feu", 4, "main", 1)]
    assert utf16.findings == []


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-be"])
def test_a_byte_order_mark_inside_the_text_is_no_character(encoding: str) -> None:
    """Two files joined: the second's byte order mark before ``Format:`` hid the format
    line in UTF-16 (read as a note; with no other format, the deck was not judged)."""
    data = "Player: Alice\n\ufeffFormat: mage-noir/tournament\n\ufeff4 Fire Ball\n"
    decklist = read_decklist(data.encode(encoding), "deck.txt")
    assert decklist.metadata == {"player": "Alice", "format": "mage-noir/tournament"}
    assert cards(decklist) == [("Fire Ball", 4, "main", 3)]


def test_cp1252_fallback_warns_with_the_line() -> None:
    decklist = read("4 Fire Ball\n4 Armure d'écorce\n", encoding="cp1252")
    assert cards(decklist)[1] == ("Armure d'écorce", 4, "main", 2)
    assert [(f.rule, f.line) for f in decklist.findings] == [("encoding", 2)]


def test_parse_errors_keep_reading() -> None:
    decklist = read("0 Fire Ball\n4 Tornado\n1000 Seed\n4\n")
    # "1000 Seed" waits for the card database: a card named so would be that card
    assert cards(decklist) == [("Tornado", 4, "main", 2), ("Seed", 1, "main", 3)]
    assert decklist.lines[1].readings == (("1000 Seed", 1),)
    assert decklist.lines[1].problem == "quantity 1000 is not between 1 and 999"
    assert [(f.rule, f.line) for f in decklist.findings] == [
        ("reading", 1), ("parse-error", 4)]


def test_not_a_decklist() -> None:
    assert read_decklist(b"\x00\x01", "deck.txt").fatal is not None
    assert read_decklist(b"x" * (1024 * 1024 + 1), "deck.txt").fatal is not None
    assert read_decklist(b"1 A\n" * 10_001, "deck.txt").fatal is not None


def test_deck_site_printing_markers_and_french_metadata() -> None:
    decklist = read("Joueur: Camille\nÉvénement: Open\n1 Force of Will (ALL) 28 *E*\n"
                    "1 Brainstorm <borderless>\n")
    assert decklist.metadata == {"player": "Camille", "event": "Open"}
    assert [line.name for line in decklist.lines] == ["Force of Will", "Brainstorm"]


def test_french_deck_name_and_event_keys() -> None:
    """``Nom du deck :`` (French typography: a space before the colon) names the deck and
    ``Tournoi :`` the event; the line was an unknown card."""
    decklist = read("Nom du deck : Feu Air\nTournoi : Open de Lyon\nDeck principal\n"
                    "4 Boule de feu\n")
    assert decklist.metadata == {"deck": "Feu Air", "event": "Open de Lyon"}
    assert cards(decklist) == [("Boule de feu", 4, "main", 4)]
    assert decklist.findings == []


def test_grouping_headers_that_may_be_cards() -> None:
    """"Spells (12)" may group cards (the card database decides); "Ignition (2)" is not
    made of header words, so it is a card line."""
    decklist = read("Spells (12)\nIgnition (2)\nBasic Lands\n4 Fire Ball\n")
    maybe = [(line.name, line.count) for line in decklist.lines if line.maybe_header]
    assert maybe == [("Spells", 12), ("Basic Lands", 1)]
    assert cards(decklist) == [("Ignition", 2, "main", 2), ("Fire Ball", 4, "main", 4)]


def test_a_header_guess_never_swallows_a_card_name() -> None:
    """Only lines made of header words may be grouping headers; any other line with a
    count in brackets, a colon or a type word at its end is a card line."""
    decklist = read("\u0421rimson Ritual (4)\nCrimson Rituals (4)\nF\u0456re Ball (1)\n"
                    "P\u043ender (4)\nCrimsen Ritual:\nMystery Spell\nOther Spells:\n"
                    "Noncreature Spells (9)\n"
                    "Creatures\n")
    assert cards(decklist) == [
        ("\u0421rimson Ritual", 4, "main", 1), ("Crimson Rituals", 4, "main", 2),
        ("F\u0456re Ball", 1, "main", 3), ("P\u043ender", 4, "main", 4),
        ("Crimsen Ritual", 1, "main", 5),
        ("Mystery Spell", 1, "main", 6)]
    maybe = [(line.name, line.count, line.line) for line in decklist.lines if line.maybe_header]
    assert maybe == [("Other Spells", 1, 7), ("Noncreature Spells", 9, 8), ("Creatures", 1, 9)]
    assert decklist.findings == []


def test_a_huge_quantity_is_a_parse_error_not_a_crash() -> None:
    decklist = read("4" * 450 + " Fire Ball\n1000000 Tornado\n")
    assert decklist.lines == []
    assert [(f.rule, f.message, f.line) for f in decklist.findings] == [
        ("parse-error", f"quantity {'4' * 450} is not between 1 and 999", 1),
        ("parse-error", "quantity 1000000 is not between 1 and 999", 2)]
    assert split_count("4" * 5000 + " Fire Ball") == (TOO_MANY, "Fire Ball")
    assert quantity_problem(TOO_MANY) == (
        "quantity of more than 500 digits is not between 1 and 999")



def test_more_ways_people_write_counts_and_headers() -> None:
    decklist = read("- 4 Fire Ball\n* 4 Tornado\nIgnition (x2)\n(3) Seed\n4, Breath\n"
                    "Droplet\t2\n4 Bark Armor # my note\n**Sideboard (3 cards)**\n"
                    "Mage: Iconic Seraph\n1 Rock\n")
    assert cards(decklist) == [
        ("Fire Ball", 4, "main", 1), ("Tornado", 4, "main", 2), ("Ignition", 2, "main", 3),
        ("Seed", 3, "main", 4), ("Breath", 4, "main", 5), ("Droplet", 2, "main", 6),
        ("Bark Armor", 4, "main", 7), ("Iconic Seraph", 1, "mage", 9), ("Rock", 1, "side", 10)]


def test_the_table_of_line_readings_stays_bounded_and_reads_alike() -> None:
    lines = [f"{n % 9 + 1} Card Number {n}" for n in range(text_reader.MAX_REMEMBERED_LINES + 50)]
    first = text_reader.read_text("\n".join(lines[:9_000]).encode())
    text_reader.read_text("\n".join(lines[9_000:]).encode())
    assert len(text_reader._LINE_READINGS) <= text_reader.MAX_REMEMBERED_LINES
    again = text_reader.read_text("\n".join(lines[:9_000]).encode())  # read again, after
    assert again.lines == first.lines
    assert (again.lines[4].name, again.lines[4].count, again.lines[4].line) == (
        "Card Number 4", 5, 5)


def test_an_exports_summary_is_a_note_however_it_is_written() -> None:
    """``60 cards`` reads as ``Total: 60 cards`` does: a summary, not 60 copies of a card
    named 'cards'; a card whose name starts with 'Card' is still a card."""
    for summary in ("60 cards", "60 Cards total", "1 card", "Total: 60 cards"):
        decklist = read(f"4 Fire Ball\n{summary}\n2 Cardboard Carapace\n")
        assert cards(decklist) == [("Fire Ball", 4, "main", 1),
                                   ("Cardboard Carapace", 2, "main", 3)], summary
        assert [(f.line, f.message) for f in decklist.findings] == [
            (2, f"'{summary}' is a summary line of the export, not a card")], summary


@pytest.mark.parametrize("line", ["considering: 1 Mana Crypt", "Maybeboard: 1 Mana Crypt",
                                  "MAYBE:1 Mana Crypt", "Wishlist : Mana Crypt"])
def test_a_skipped_sections_word_before_a_line_leaves_it_uncounted(line: str) -> None:
    """Moxfield reads ``considering:`` before a line as that board's: the line was an
    unknown card (a legal deck judged illegal), its card never the deck's."""
    decklist = read_decklist(f"4 Ponder\n{line}\n".encode(), "deck.txt")
    assert [(each.name, each.count) for each in decklist.lines] == [("Ponder", 4)]
    word = line.split(":")[0].strip()
    assert [(f.rule, f.line, f.message) for f in decklist.findings] == [
        ("reading", 2, f"'{line}': '{word}:' puts the line in a section that is not part "
         "of the deck; not counted")]


def test_a_line_of_marks_only_is_a_separator_said_by_a_note() -> None:
    """``-----`` (a Markdown rule, a forum post's separator) was an unknown card: a legal
    deck judged illegal. It parts two blocks of cards as one blank line does (a deck, a
    rule, 16 cards more: the sideboard, not a 76-card deck). ``_____`` is left a card
    line: Unhinged has a card so named."""
    decklist = read_decklist(b"4 Ponder\n-----\n4 Opt\n_____\n", "deck.txt")
    assert [(line.name, line.count, line.zone) for line in decklist.lines] == [
        ("Ponder", 4, "main"), ("Opt", 4, "side"), ("_____", 1, "side")]
    assert [(f.rule, f.line, f.message) for f in decklist.findings] == [
        ("reading", 2, "'-----' is a separator line, not a card"),
        ("reading", 3, "a second block of cards after one blank line and no header: read as "
         "the side deck (the MTGO and Arena export convention); write a Deck or Side deck "
         "header to say otherwise")]
    blank = read_decklist(b"4 Ponder\n\n-----\n\n4 Opt\n_____\n", "deck.txt")
    assert [(line.name, line.zone) for line in blank.lines] == [
        ("Ponder", "main"), ("Opt", "side"), ("_____", "side")]


@pytest.mark.parametrize("line", ["= = =", "===", "~~~~~", "\u2014\u2014\u2014",
                                  "\u2500\u2500\u2500\u2500", "*****", "-=-=-=-",
                                  "- - -", "* * *", "+ + +", "\u2022 \u2022 \u2022"])
def test_rules_of_marks_are_separators(line: str) -> None:
    """A rule drawn with dashes, equals signs, tildes, stars or box-drawing lines; one
    with spaces (``- - -``, ``* * *``: Markdown rules too) starts with a bullet's mark,
    but is no bullet before a card line (it was an unknown card ``- -``)."""
    decklist = read_decklist(f"Deck\n4 Ponder\n{line}\n4 Opt\n".encode(), "deck.txt")
    assert [(each.name, each.count, each.zone) for each in decklist.lines] == [
        ("Ponder", 4, "main"), ("Opt", 4, "main")]
    assert [(f.rule, f.line, f.message) for f in decklist.findings] == [
        ("reading", 3, f"'{line}' is a separator line, not a card")]


@pytest.mark.parametrize("line", ["\ufffd", "???", "?!", "--", "\u2605\u2605\u2605", "%%%"])
def test_a_line_without_letters_that_is_no_rule_stays_a_card_line(line: str) -> None:
    """Only a rule of marks is a separator: a replacement character (bytes that did not
    decode, a damaged UTF-16 file's last byte), stars or question marks stay card lines,
    judged as unknown cards, never left unread."""
    decklist = read_decklist(f"4 Ponder\n{line}\n".encode(), "deck.txt")
    assert [(each.name, each.count) for each in decklist.lines] == [("Ponder", 4), (line, 1)]


@pytest.mark.parametrize("line", ["\U0001f1f4\U0001f1f0\U0001f1f4, \U0001f1f9\U0001f1ed"
                                  "\U0001f1ee\U0001f1ea\U0001f1eb",
                                  "\u24de\u24da\u24de", "\U0001f15e\U0001f15a\U0001f15e",
                                  # wide underscores: the card _____ (Unhinged)
                                  "\uff3f" * 5,
                                  # what a decoding lost: a name unread, never a separator
                                  "\ufffd", "-\ufffd-"])
def test_letters_in_disguise_are_no_separator(line: str) -> None:
    """Flag, circled or squared letters are no letters to ``str.isalnum`` but are to
    the look-alike folding, and wide underscores are the card ``_____``: such a line
    stays a card line, never a separator that would leave the card it names unread."""
    decklist = read_decklist(f"4 Ponder\n{line}\n".encode(), "deck.txt")
    assert [(each.name, each.count) for each in decklist.lines] == [("Ponder", 4), (line, 1)]
    assert decklist.findings == []


@pytest.mark.parametrize(("main", "side"), [
    ("Hauptdeck", "Sideboard"), ("Mazo principal", "Banquillo"), ("Mazo", "Banquillo"),
    ("Mazzo principale", "Sideboard"), ("Mazzo", "Side"), ("Mazzo", "Panchina"),
    ("Talia główna", "Talia dodatkowa"), ("Talia", "Talia pomocnicza"),
    ("Основная колода", "Сайдборд"),
])
def test_german_spanish_and_italian_zone_headers(main: str, side: str) -> None:
    """Players of those languages (and Polish and Russian ones) head their lists so: each
    header was an unknown card and the side deck's cards were counted in the deck."""
    decklist = read(f"{main}\n4 Lightning Bolt\n{side}\n2 Shock\n")
    assert cards(decklist) == [("Lightning Bolt", 4, "main", 2), ("Shock", 2, "side", 4)]
    assert [line.name for line in decklist.lines if line.maybe_header] == []
    assert decklist.findings == []


@pytest.mark.parametrize("header", ["Wishboard", "Wish board", "Wishboard (2):", "WISHBOARD"])
def test_a_wishboard_header_opens_the_side_deck(header: str) -> None:
    """A Wish's cards come from the sideboard in a tournament (Magic Tournament Rules
    3.13): ``Wishboard`` was an unknown card counted in the sideboard with its cards (a
    side deck of 15 and 2 wished cards said to be 18)."""
    decklist = read(f"4 Lightning Bolt\nSideboard\n2 Shock\n{header}\n2 Pyroclasm\n")
    assert cards(decklist) == [("Lightning Bolt", 4, "main", 1), ("Shock", 2, "side", 3),
                               ("Pyroclasm", 2, "side", 5)]
    assert decklist.findings == []
