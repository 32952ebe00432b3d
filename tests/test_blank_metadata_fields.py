"""A tournament sheet's or a template's metadata field left blank (``Player:``,
``Event:``) is a metadata key with no value: nothing read, said by a note. It was read as
a card line naming no card (``unknown card 'Player'``), a legal deck so headed illegal.
Nothing is timed."""

from __future__ import annotations

import pytest

from tests.test_skipped_section_headers import MODERN, _modern


@pytest.mark.parametrize("field", ["Player:", "Event:", "Deck name:", "Name:", "Spieler:",
                                   "Player:  ", "Player: \r"])
def test_a_metadata_key_left_blank_is_no_card(field: str) -> None:
    """Each field alone on the first line: the note, the deck legal."""
    result = _modern(f"{field}\n{MODERN}")
    said = [(v.rule, v.line, v.message) for v in result.violations if v.line == 1]
    assert (result.status, result.zones, said) == (
        "legal", {"main": 60, "side": 15},
        [("reading", 1, f"'{field.strip()}' is a metadata key with no value: nothing read")])


def test_deck_alone_stays_the_decks_header() -> None:
    """``Deck:`` is the deck's header word: the cards after it are the deck's."""
    result = _modern("Deck:\n" + MODERN)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.line for v in result.violations if v.rule == "reading" and v.line == 1] == []


@pytest.mark.parametrize("field", ["Table number: 12", "Table: 7", "Round: 3", "Seat: 4"])
def test_a_sheets_seating_field_is_no_card(field: str) -> None:
    """Where the deck sits at a tournament (``Table number: 12``, ``Round: 3``) is
    metadata: nothing counted, the deck legal (it was 12 copies of the unknown card
    ``Table number``, a legal deck illegal)."""
    result = _modern(f"Player: Alice\n{field}\n{MODERN}")
    assert (result.status, result.zones, [v.rule for v in result.violations if v.line == 2]) == (
        "legal", {"main": 60, "side": 15}, [])


def test_a_card_line_as_a_seating_fields_value_is_counted() -> None:
    """A card line written as such a field's value (``Table: 1 Black Lotus``) is counted,
    as any metadata value's: the card is not hidden."""
    result = _modern(f"Table: 1 Black Lotus\n{MODERN}")
    assert (result.status, [v.rule for v in result.violations if v.severity == "error"]) == (
        "illegal", ["card-pool"])


@pytest.mark.parametrize("field", ["Rank: 1", "Place: 1st", "Placing: 3", "Standing: 12",
                                   "Position: 2", "Points: 12", "Match points: 15",
                                   "Score: 9", "Wins: 5", "Losses: 0", "Draws: 1",
                                   "Record: 5-0", "Result: 4-1", "DCI: 1234567",
                                   "DCI number: 1234567"])
def test_a_standings_sheets_field_is_no_card(field: str) -> None:
    """How the deck did, as a standings sheet heads a list (``Rank: 1``, ``Points: 12``,
    ``Wins: 5``), is metadata: nothing counted, the deck legal (it was copies of the
    unknown card ``Rank``, a legal deck illegal)."""
    result = _modern(f"Player: Alice\n{field}\n{MODERN}")
    assert (result.status, result.zones, [v.rule for v in result.violations if v.line == 2]) == (
        "legal", {"main": 60, "side": 15}, [])


def test_a_card_line_as_a_standings_fields_value_is_counted() -> None:
    """A card line as such a field's value (``Rank: 1 Black Lotus``) is counted."""
    result = _modern(f"Rank: 1 Black Lotus\n{MODERN}")
    assert (result.status, [v.rule for v in result.violations if v.severity == "error"]) == (
        "illegal", ["card-pool"])


@pytest.mark.parametrize(("line", "comment"), [
    ("Format: mtg/modern # FNM", "# FNM"), ("Format: modern   # for Friday", "# for Friday"),
    ("Game: mtg # Magic", "# Magic"), ("Format: mtg/modern // FNM", "// FNM"),
    ("Format: modern -- for Friday", "-- for Friday"), ("Game: mtg // Magic", "// Magic")])
def test_a_comment_after_a_format_or_game_is_no_part_of_it(line: str, comment: str) -> None:
    """``Format: mtg/modern # FNM`` names Modern, said by a note: the deck was not judged
    (no format 'mtg/modern # FNM')."""
    from cardtools.checker import Checker, CheckOptions
    from tests.test_skipped_section_headers import MTG_DAY

    checker = Checker(CheckOptions(use_config=False, as_of=MTG_DAY))
    head = line if line.startswith("Format") else f"{line}\nFormat: modern"
    result = checker.check_bytes(f"{head}\n{MODERN}".encode(), "deck.txt")
    assert (result.status, result.format_id) == ("legal", "mtg/modern")
    value = line.split(":", 1)[1].split(comment)[0].strip()
    assert [v.message for v in result.violations if v.line == 1] == [
        f"'{comment}' after the {line.split(':')[0].lower()} '{value}' is read as a comment"]


@pytest.mark.parametrize("mark", ["#", "//", "--"])
def test_a_card_line_in_a_formats_comment_is_still_counted(mark: str) -> None:
    result = _modern(f"Format: mtg/modern {mark} 1 Black Lotus\n{MODERN}")
    assert (result.status, [v.rule for v in result.violations if v.severity == "error"]) == (
        "illegal", ["card-pool"])


@pytest.mark.parametrize("field", [
    "Notes: great vs control", "Note: sideboard is flexible", "Comment: played at FNM",
    "Comments: none", "Remarks: slow vs Tron", "Title: UR Murktide v2",
    "Deck title: Murktide", "Commentaire : très bon", "Notizen: stark gegen Kontrolle",
    "Kommentar: gut", "Comentarios: bueno", "Titre: Murktide", "Titolo: Murktide"])
def test_a_players_notes_or_a_lists_title_is_no_card(field: str) -> None:
    """A player's notes on a list or its title, as templates head them (``Notes: ...``,
    ``Comment: ...``, ``Title: ...``), is metadata: nothing counted, nothing said, the
    deck legal (it was an unknown card ``Notes: great vs control``, a legal deck
    illegal)."""
    result = _modern(f"Player: Alice\n{field}\n{MODERN}")
    assert (result.status, result.zones, [v.rule for v in result.violations if v.line == 2]) == (
        "legal", {"main": 60, "side": 15}, [])


def test_a_lists_title_names_the_deck() -> None:
    result = _modern(f"Title: UR Murktide v2\n{MODERN}")
    assert result.deck_name == "UR Murktide v2"


@pytest.mark.parametrize("field", ["Notes:", "Comment:", "Title:"])
def test_a_notes_or_title_field_left_blank_is_no_card(field: str) -> None:
    result = _modern(f"{field}\n{MODERN}")
    assert (result.status, [(v.rule, v.message) for v in result.violations if v.line == 1]) == (
        "legal", [("reading", f"'{field}' is a metadata key with no value: nothing read")])


@pytest.mark.parametrize("field", ["Notes: 1 Black Lotus", "Comment: 1 Black Lotus",
                                   "Title: 1 Black Lotus"])
def test_a_card_line_as_a_notes_or_title_value_is_counted(field: str) -> None:
    """A card line written as a note's or a title's value is counted, as any metadata
    value's: the card is not hidden."""
    result = _modern(f"{field}\n{MODERN}")
    assert (result.status, [(v.rule, v.line) for v in result.violations
                            if v.severity == "error"]) == ("illegal", [("card-pool", 1)])


@pytest.mark.parametrize("field", [
    "Colors: UR", "Version: 3", "Last updated: 2024-01-01", "Email: bob@example.org",
    "Budget: $500", "Arena ID: bob#1234", "Sideboard guide: see below", "Owner: Bob"])
def test_a_templates_field_of_its_own_above_the_list_is_a_note(field: str) -> None:
    """A field a template or a deck site writes above a list, a label and a colon the
    reader does not know (``Colors: UR``, ``Owner: Bob``), under other metadata: a note,
    as the list's title is (each was an unknown card, a legal deck illegal)."""
    result = _modern(f"Player: Alice\n{field}\n{MODERN}")
    assert (result.status, result.zones, [v.rule for v in result.violations
                                          if v.line == 2]) == (
        "legal", {"main": 60, "side": 15}, ["reading"])
    assert next(v.message for v in result.violations if v.line == 2).endswith(
        "names no card: read as a note, not a card")


@pytest.mark.parametrize(("field", "rule"), [
    ("Memo: 1 Black Lotus", "card-pool"),           # a card line in it: counted
    ("Owner: Black Lotus", "unknown-card"),         # a card's name after the label
    ("Circle of Protection: Rde", "unknown-card"),  # a typo of a card named with a colon
])
def test_a_labelled_line_above_the_list_that_names_a_card_is_judged(field: str,
                                                                     rule: str) -> None:
    result = _modern(f"Player: Alice\n{field}\n{MODERN}")
    assert (result.status, [(v.rule, v.line) for v in result.violations
                            if v.severity == "error"]) == ("illegal", [(rule, 2)])


def test_a_labelled_line_among_bare_card_names_stays_a_card_line() -> None:
    """A list of bare names (no counts) keeps such a line a card line: an unknown card."""
    result = _modern("Player: Alice\nOwner: Bob\nLightning Bolt\nMountain\n")
    assert [(v.rule, v.line) for v in result.violations if v.rule == "unknown-card"] == [
        ("unknown-card", 2)]


@pytest.mark.parametrize("title", ["Deck Registration Sheet", "Deck by Bob",
                                   "Played by Bob", "UR Murktide"])
def test_a_title_under_the_metadata_is_a_note(title: str) -> None:
    """A title written under the metadata lines, above the list's header, is read as a
    title on the first line is: a note (it was an unknown card, a legal deck illegal)."""
    result = _modern(f"Player: Alice\n{title}\n{MODERN}")
    assert (result.status, [(v.rule, v.message) for v in result.violations if v.line == 2]) == (
        "legal", [("reading", f"'{title}' names no card: read as a note, not a card")])


@pytest.mark.parametrize(("title", "rule"), [("Black Lotus", "card-pool"),
                                             ("Oko, Thief of Crown", "unknown-card")])
def test_a_card_as_the_title_under_the_metadata_is_judged(title: str, rule: str) -> None:
    result = _modern(f"Player: Alice\n{title}\n{MODERN}")
    assert (result.status, [(v.rule, v.line) for v in result.violations
                            if v.severity == "error"]) == ("illegal", [(rule, 2)])


@pytest.mark.parametrize("field", ["Tournament: FNM", "Tournament name: Spring Open",
                                   "Event name: FNM"])
def test_a_tournaments_name_is_the_event(field: str) -> None:
    """``Tournament: FNM`` was the unknown card ``Tournament:`` (``FNM`` dropped as a set
    code), a legal deck illegal: it names the event, as ``Event:`` does."""
    result = _modern(f"Player: Alice\n{field}\n{MODERN}")
    assert (result.status, result.event, [v.rule for v in result.violations
                                          if v.line == 2]) == (
        "legal", field.split(": ", 1)[1], [])


@pytest.mark.parametrize(("above", "line", "copies"), [
    ("Player: Alice\n", 2, 5), ("", 1, 5)])
@pytest.mark.parametrize("written", ["Thoughtseize (THS)", "Thoughtseize [THS]",
                                     "Thoughtseize (THS) 1"])
def test_a_played_card_with_a_printing_above_the_list_is_a_card_line(
        above: str, line: int, copies: int, written: str) -> None:
    """A name with a set code or a count after it above a list playing the card is a card
    line, not the deck's title: it was dropped as the archetype's title, a fifth copy
    unsaid (a wrong legal)."""
    result = _modern(f"{above}{written}\n{MODERN}")
    assert (result.status, result.zones["main"], [
        (v.rule, v.line, v.message) for v in result.violations if v.severity == "error"]) == (
        "illegal", 61, [("copy-limit", line, f"{copies} copies of Thoughtseize; at most 4")])


@pytest.mark.parametrize("written", ["Thoughtseize", "**Thoughtseize**"])
def test_a_played_cards_name_alone_above_the_list_stays_its_title(written: str) -> None:
    result = _modern(f"Player: Alice\n{written}\n{MODERN}")
    assert (result.status, [(v.rule, v.message) for v in result.violations if v.line == 2]) == (
        "legal", [("reading", "'Thoughtseize' above the list is read as the deck's title, "
                   "not a card line: a card line of the list names the card")])


@pytest.mark.parametrize("header", ["Deck - Thoughtseize (THS)", "Deck - Thoughtseize *F*",
                                    "Deck - Thoughtseize (foil)"])
def test_a_played_card_with_a_printing_after_the_decks_header_is_a_card_line(
        header: str) -> None:
    """After the main deck's header's mark, a card's name with a set code or a finish is
    a card line, not the archetype's title (it was dropped as one, a fifth copy unsaid)."""
    result = _modern(header + "\n" + MODERN.split("\n", 1)[1])
    assert (result.status, result.zones["main"], [
        (v.rule, v.line) for v in result.violations if v.severity == "error"]) == (
        "illegal", 61, [("copy-limit", 1)])


def test_a_played_cards_name_after_the_decks_header_stays_its_title() -> None:
    result = _modern("Deck - Thoughtseize\n" + MODERN.split("\n", 1)[1])
    assert (result.status, result.zones["main"]) == ("legal", 60)


#: The list with no header: its first counted card right under the field.
HEADLESS = MODERN.removeprefix("Deck\n")


@pytest.mark.parametrize("above", ["", "Player: Alice\n"])
@pytest.mark.parametrize("field", ["Location: Lille", "Designer: Bob", "Colors: UB",
                                   "Price: $1200", "Owner: Bob"])
def test_a_templates_field_right_above_the_cards_is_a_note(above: str, field: str) -> None:
    """Such a field with no blank line nor header before the first counted card (the first
    line, or under ``Player:``): a note, as when a header parts it (each was an unknown
    card, a legal deck illegal)."""
    result = _modern(f"{above}{field}\n{HEADLESS}")
    line = above.count("\n") + 1
    assert (result.status, result.zones, [v.rule for v in result.violations
                                          if v.line == line]) == (
        "legal", {"main": 60, "side": 15}, ["reading"])
    # a price is said to be one (a price summary line)
    assert next(v.message for v in result.violations if v.line == line).endswith(
        "is a price summary line, not a card" if field.startswith("Price")
        else "names no card: read as a note, not a card")


@pytest.mark.parametrize(("field", "rule", "main"), [
    ("Designer: 1 Black Lotus", "card-pool", 61),      # a card line in it: counted
    ("Price: 4 Thoughtseize", "copy-limit", 64),       # an extra set of copies
    ("Owner: Black Lotus", "unknown-card", 61),        # a card's name after the label
    ("Circle of Protection: Rde", "unknown-card", 61),  # a typo of a card with a colon
])
def test_a_labelled_line_right_above_the_cards_that_names_a_card_is_judged(
        field: str, rule: str, main: int) -> None:
    result = _modern(f"{field}\n{HEADLESS}")
    assert (result.status, result.zones["main"], [(v.rule, v.line) for v in result.violations
                                                  if v.severity == "error"]) == (
        "illegal", main, [(rule, 1)])


def test_a_card_named_with_a_colon_right_above_the_cards_is_counted() -> None:
    """``Circle of Protection: Red`` on the first line is the card: one copy counted."""
    result = _modern(f"Circle of Protection: Red\n{HEADLESS}")
    assert (result.zones["main"], [v.rule for v in result.violations if v.line == 1]) == (
        61, [])


@pytest.mark.parametrize("below", ["", "\n"])
@pytest.mark.parametrize("byline", ["by Bob", "By: Bob", "Deck by Bob", "Posted by Bob",
                                    "- by Bob", "by Bob on 2024-05-01", "par Bob", "von Bob",
                                    "Owner: Bob", "Author - Bob", "Player = Bob"])
def test_a_byline_or_field_under_the_title_is_a_note(byline: str, below: str) -> None:
    """A post's byline or a field under its title (``Izzet Tempo`` / ``by Bob``), above
    the list's header, a blank line or none between: a note, as the title is (the byline
    was an unknown card, and the title too where no blank line parted it from the byline:
    a legal deck illegal)."""
    result = _modern(f"Izzet Tempo\n{byline}\n{below}{MODERN}")
    assert (result.status, result.zones, [(v.rule, v.line) for v in result.violations
                                          if v.line in (1, 2)]) == (
        "legal", {"main": 60, "side": 15}, [("reading", 1), ("reading", 2)])
    assert [v.message for v in result.violations if v.line in (1, 2)] == [
        f"'{name}' names no card: read as a note, not a card"
        for name in ("Izzet Tempo", byline.removeprefix("- "))]


@pytest.mark.parametrize(("byline", "rule", "main"), [
    ("by 1 Black Lotus", "card-pool", 61),       # a card line in it: counted
    ("by Black Lotus", "unknown-card", 61),      # a card's name after the byline's word
    ("Bound by Moonsilvr", "unknown-card", 61),  # a typo of a card named with "by"
    ("Author - Black Lotus", "unknown-card", 61),  # a card's name after a key and a dash
])
def test_a_byline_under_the_title_that_names_a_card_is_judged(byline: str, rule: str,
                                                              main: int) -> None:
    result = _modern(f"Izzet Tempo\n{byline}\n\n{MODERN}")
    assert (result.status, result.zones["main"], [(v.rule, v.line) for v in result.violations
                                                  if v.severity == "error"]) == (
        "illegal", main, [(rule, 2)])


def test_a_card_named_with_by_under_the_title_is_counted() -> None:
    """``Bound by Moonsilver`` under the title is the card: one copy counted."""
    result = _modern(f"Izzet Tempo\nBound by Moonsilver\n\n{MODERN}")
    assert (result.zones["main"], [v.rule for v in result.violations if v.line == 2]) == (
        61, [])


@pytest.mark.parametrize("result_line", ["1st place", "5-0", "(5-0)", "Top 8, SCG Open",
                                         "2nd place, Regionals 2024", "Bob - 1st place",
                                         "2024-06-01", "June 1, 2024", "Sat, 1st June 2024",
                                         "FNM 01/06/2024"])
def test_how_the_deck_did_or_its_day_under_the_title_is_a_note(result_line: str) -> None:
    """A line under the title telling how the deck did or the event's day, which no
    card's name tells (it was an unknown card, a legal deck illegal): a note."""
    result = _modern(f"Izzet Tempo\n{result_line}\n\n{MODERN}")
    assert (result.status, result.zones, [(v.rule, v.message) for v in result.violations
                                          if v.line == 2]) == (
        "legal", {"main": 60, "side": 15},
        [("reading", f"'{result_line}' names no card: read as a note, not a card")])


@pytest.mark.parametrize(("result_line", "rule"), [
    ("5-0 with 1 Black Lotus", "card-pool"),    # a card line in it: counted
    ("Black Lotus 5-0", "unknown-card"),        # a card's name beside the record
    ("2024-06-01 Black Lotus", "unknown-card"),
])
def test_a_result_line_under_the_title_naming_a_card_is_judged(result_line: str,
                                                               rule: str) -> None:
    result = _modern(f"Izzet Tempo\n{result_line}\n\n{MODERN}")
    assert (result.status, [(v.rule, v.line) for v in result.violations
                            if v.severity == "error"]) == ("illegal", [(rule, 2)])
