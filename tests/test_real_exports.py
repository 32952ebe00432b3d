"""Decklists as other tools really export them: the fields, numbers and orders their
files hold (MTGJSON's collector numbers, the numbers of promos and World Championship
decks, deck sites' alphabetical orders), each read as the tool means it."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from cardtools.asread import read_and_write
from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

_CHECKERS: dict[tuple[str, str], Checker] = {}


def check(text: str, suffix: str, format_id: str, day: str = "2025-06-01") -> DeckResult:
    """Judge ``text`` as a file of ``suffix`` in ``format_id`` as of ``day``."""
    checker = _CHECKERS.get((format_id, day))
    if checker is None:
        checker = _CHECKERS[format_id, day] = Checker(CheckOptions(
            format_id=format_id, as_of=dt.date.fromisoformat(day), use_config=False))
    return checker.check_bytes(text.encode(), f"deck{suffix}")


def errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


def notes(result: DeckResult, rule: str = "reading") -> list[tuple[str, int | None]]:
    return [(v.message, v.line) for v in result.violations if v.rule == rule]


# --- MTGJSON deck files: "number" is the collector number --------------------------------


def _mtgjson_card(name: str, count: int, number: object) -> dict[str, object]:
    """A card as MTGJSON writes it in a deck file (a few of its many fields)."""
    return {"count": count, "isFoil": False, "name": name, "number": number,
            "setCode": "LEA", "uuid": "00000000-0000-0000-0000-000000000000"}


def test_an_mtgjson_decks_collector_numbers_are_no_counts() -> None:
    """Every card of an MTGJSON deck file writes its collector number as ``number`` (a
    string): each was a ``parse-error`` (a count under a name MTGJSON does not read),
    so no card of a real file was read."""
    deck = {"meta": {"date": "2025-01-01", "version": "5.2.2"},
            "data": {"name": "Lotus", "code": "XXX", "type": "Deck",
                     "mainBoard": [_mtgjson_card("Island", 59, "288"),
                                   _mtgjson_card("Black Lotus", 1, "233")],
                     "sideBoard": [_mtgjson_card("Mox Jet", 1, "262")]}}
    result = check(json.dumps(deck, indent=2), ".json", "mtg/vintage")
    assert result.status == "legal"
    assert result.zones == {"main": 60, "side": 1}
    assert errors(result) == []


def test_an_mtgjson_card_with_a_number_that_is_a_json_number_is_still_a_parse_error() -> None:
    # a count under another name (MTGJSON writes the collector number as a string):
    # one Black Lotus read where a person reads four
    deck = {"data": {"mainBoard": [_mtgjson_card("Island", 60, "288"),
                                   {"name": "Black Lotus", "number": 4}]}}
    result = check(json.dumps(deck, indent=1), ".json", "mtg/vintage")
    assert errors(result) == [
        ("parse-error", "$.data.mainBoard[1]: a card gives a count as number (4), which "
         "MTGJSON does not read (it reads count): not read", 13)]
    assert result.zones == {"main": 60}


# --- collector numbers of promos and World Championship decks ----------------------------


@pytest.mark.parametrize("line", [
    "1 City of Traitors (OLGC) 2019NA", "1 Miscalculation (WC00) jf36sb",
    "1 Price of Progress (SLD) 1521*", "1 Lord of Change (40K) 24*",
    "1x City of Traitors (olgc) 2019NA [Lands]", "1 Orcish Bowmasters (PLTR) 103s*",
    "1 Brainstorm (PRM) 103404", "1 Ponder (PLST) 265s+a",
    # a Japanese promo's capital between digits, a Secret Lair's capitals alone
    "1 Elvish Champion (PJAS) 2U08", "1 Counterspell (SLD) SCTLR *F*",
    "1x Counterspell (sld) SCTLR [Counters]",
])
def test_a_collector_number_of_letters_and_marks_is_no_part_of_the_name(line: str) -> None:
    """Moxfield, Archidekt and XMage write the collector numbers of their card data:
    promos and World Championship decks have letters and stars after the digits; the
    line was an unknown card named with its number."""
    result = check(f"Deck\n{line}\n59 Island\n", ".txt", "mtg/legacy")
    assert errors(result) == []
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("printing", ["(PLST) CMR-162", "(PSNC) 116p", "(plst) 265s",
                                      "(PLST)", "(PW21) 5", "(40K) 280\u2605"])
def test_a_set_code_the_data_lacks_beside_a_finish_mark_is_read_as_without_it(
        printing: str) -> None:
    """Moxfield writes Scryfall's codes (The List's ``PLST``, promos' ``PSNC``) that the
    card data may lack: beside ``*F*`` such a code was said to be 'no set code, printing
    or finish word', where the same line without ``*F*`` said nothing. Read alike: the
    same notes (none), the copies holographic."""
    said = []
    for finish in ("", " *F*"):
        result = check(f"Deck\n4 Lightning Bolt {printing}{finish}\n56 Island\n", ".txt",
                       "mtg/legacy")
        assert (result.status, result.zones) == ("legal", {"main": 60})
        said.append([(v.rule, v.message) for v in result.violations])
    assert said[0] == said[1] == []


@pytest.mark.parametrize("written", ["(LEA) TWELVE", "(LEA) XXVII", "(LEA) MMXX",
                                     "(LEA) 4X4", "(LEA) DOZEN", "(LEA) COPIES"])
def test_capitals_that_may_be_a_count_are_no_collector_number(written: str) -> None:
    # capitals alone are a collector number only without a vowel and as no Roman numeral,
    # a capital between digits never an X: the count stays in the name, an unknown card
    result = check(f"1 Black Lotus {written}\n59 Island\n", ".txt", "mtg/vintage")
    assert errors(result) == [("unknown-card", f"unknown card 'Black Lotus {written}'", 1)]


@pytest.mark.parametrize(("written", "copies"), [
    ("(LEA) 2of", 2), ("(LEA) 4pcs", 4), ("(LEA) 4st", 4), ("LEA 4ea", None),
    ("(LEA) 4er", 4), ("(LEA) 4stk", 4), ("(LEA) 4ks", None), ("(LEA) 4off", None),
    ("(LEA) 2019NA", None)])
def test_a_count_run_into_its_word_after_a_set_code_is_still_no_collector_number(
        written: str, copies: int | None) -> None:
    # dropped as a collector number, the line would be one Black Lotus: on a line with no
    # count, letters after the number may be a count's word of some language (Czech
    # "4ks", "4 off"), so only a count before the name makes them a collector number; a
    # count run into a unit of copies it knows ("2of", "4pcs", German "4er") is the count
    result = check(f"Black Lotus {written}\n59 Island\n", ".txt", "mtg/vintage")
    assert errors(result) == ([(
        "restricted", f"{copies} copies of Black Lotus; it is restricted to 1 copy ("
        "listed by 2020-01-01, where the recorded lists start)", 1)] if copies else [
        ("unknown-card", f"unknown card 'Black Lotus {written}'", 1)])


# --- Moxfield's commander before its alphabetical order ------------------------------------


def test_moxfields_order_may_sort_an_accented_letter_after_the_plain_ones() -> None:
    """Moxfield writes the commander, then the other cards in alphabetical order; an
    order that puts ``Lórien`` after ``Lose`` (as code points sort) was no order, the
    commander read in the main deck."""
    text = ("1 Satya, Aetherflux Genius (M3C) 31\n1 Arid Mesa (ZEN) 211\n"
            "1 Lose Focus (STX) 49\n1 Lórien Revealed (LTR) 60\n1 Mountain (M21) 272\n")
    result = check(text, ".txt", "mtg/duel-commander")
    assert result.zones == {"command": 1, "main": 4}
    assert ("'Satya, Aetherflux Genius' comes first, before the alphabetical order of the "
            "cards after it, and can be your commander: read in the command zone (Moxfield "
            "writes a Duel Commander deck so); write a Commander header to say otherwise",
            1) in notes(result)


def test_an_order_that_sorts_capitals_before_small_letters_is_an_order() -> None:
    """Magic Online sorts a list by code points, a capital before every small letter
    (``Force Spike`` before ``Force of Negation``): a Duel Commander deck so sorted with
    its commander first had the commander read in the main deck (no commander, a legal
    deck illegal)."""
    text = ("1 Galazeth Prismari (SOC) 12\n1 Arcane Signet (HOC) 12\n"
            "1 Force Spike (7ED) 12\n1 Force of Negation (MH1) 12\n1 Island (M21) 264\n")
    result = check(text, ".txt", "mtg/duel-commander", "2024-10-25")
    assert result.zones == {"command": 1, "main": 4}
    assert ("'Galazeth Prismari' comes first, before the alphabetical order of the cards "
            "after it, and can be your commander: read in the command zone (Moxfield "
            "writes a Duel Commander deck so); write a Commander header to say otherwise",
            1) in notes(result)


def test_a_list_out_of_every_alphabetical_order_keeps_its_first_card_in_the_deck() -> None:
    text = ("1 Satya, Aetherflux Genius (M3C) 31\n1 Mountain (M21) 272\n"
            "1 Arid Mesa (ZEN) 211\n1 Lose Focus (STX) 49\n")
    result = check(text, ".txt", "mtg/duel-commander")
    assert result.zones == {"main": 4}


# --- Moxfield's deck JSON ------------------------------------------------------------------


def _moxfield_board(cards: dict[str, int], board: str) -> dict[str, object]:
    """A board of Moxfield's deck JSON: its count and its cards by an id of their own."""
    return {"count": sum(cards.values()),
            "cards": {f"id{position}": {"quantity": copies, "boardType": board,
                                        "finish": "nonFoil", "isFoil": False,
                                        "card": {"name": name, "set": "lea", "cn": "1"}}
                      for position, (name, copies) in enumerate(cards.items())}}


def _moxfield(**boards: dict[str, int]) -> str:
    deck = {"id": "abc", "name": "Lotus", "format": "vintage",
            "boards": {board: _moxfield_board(cards, board) for board, cards in boards.items()}}
    return json.dumps(deck, indent=2)


def test_a_moxfield_deck_json_is_read_by_its_boards() -> None:
    """Moxfield's deck JSON (``boards`` of ``cards``) was 'not a decklist'."""
    text = _moxfield(mainboard={"Island": 59, "Black Lotus": 1}, sideboard={"Mox Jet": 1},
                     maybeboard={"Mox Pearl": 4}, commanders={})
    result = check(text, ".json", "mtg/vintage")
    assert result.status == "legal"
    assert result.zones == {"main": 60, "side": 1}
    assert notes(result) == [("read as a Moxfield deck (its boards of cards)", 1)]
    assert notes(result, "ignored-section") == [
        ("the 'maybeboard' board is not part of the deck; its cards were not counted", 49)]


@pytest.mark.parametrize("boards_tokens", [True, False])
def test_a_card_in_a_moxfield_decks_top_level_tokens_is_counted(boards_tokens: bool) -> None:
    """Moxfield's API writes the deck's tokens beside its boards (``"tokens": [{"name":
    ..., "layout": "token"}]``): a card there (the banned Black Lotus) was dropped unsaid,
    where one in ``boards.tokens`` is counted in the main deck and said."""
    deck = json.loads(_moxfield(mainboard={"Island": 60}, **(
        {"tokens": {}} if boards_tokens else {})))
    deck["tokens"] = [{"name": "Treasure", "layout": "token", "set": "tneo"},
                      {"name": "Black Lotus", "layout": "normal", "set": "lea"}]
    result = check(json.dumps(deck, indent=2), ".json", "mtg/legacy")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.message) for v in result.violations if "'tokens'" in v.message] == [
        ("ignored-section", "'Treasure' in the 'tokens' board names a token, no card: not "
         "part of the deck; not counted"),
        ("reading", "'Black Lotus' in the 'tokens' board is a card, not a token: counted in "
         "the main deck")]
    assert [rule for rule, _, _ in errors(result)] == ["banned"]


@pytest.mark.parametrize("in_board", [["Treasure"], ["Treasure", "Black Lotus"]])
def test_a_moxfield_decks_top_level_tokens_are_read_beside_its_board_of_tokens(
        in_board: list[str]) -> None:
    """A real Moxfield export writes its tokens both in ``boards.tokens`` and in the
    top-level ``tokens`` list: the list was read only when the board was empty, so a card
    there (the banned Black Lotus) beside a Treasure on the board went unread, the deck
    legal. Both are read; a name in both is one entry, counted once."""
    deck = json.loads(_moxfield(mainboard={"Island": 60},
                                tokens=dict.fromkeys(in_board, 1)))
    deck["tokens"] = [{"name": "Treasure", "layout": "token", "set": "tneo"},
                      {"name": "Black Lotus", "layout": "normal", "set": "lea"}]
    result = check(json.dumps(deck, indent=2), ".json", "mtg/legacy")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.message) for v in result.violations if "'tokens'" in v.message] == [
        ("ignored-section", "'Treasure' in the 'tokens' board names a token, no card: not "
         "part of the deck; not counted"),
        ("reading", "'Black Lotus' in the 'tokens' board is a card, not a token: counted in "
         "the main deck")]
    assert [rule for rule, _, _ in errors(result)] == ["banned"]


@pytest.mark.parametrize(("written", "judged"), [
    ("modern", "mtg/modern"), ("commander", "mtg/commander"), ("pauper", "mtg/pauper"),
    ("duelCommander", "mtg/duel-commander"), ("duel", "mtg/duel-commander"),
    ("standardbrawl", "mtg/brawl"), ("pauperEdh", "mtg/pauper-commander"),
    ("Legacy", "mtg/legacy")])
def test_a_moxfield_decks_format_is_read_as_a_format_line(written: str, judged: str) -> None:
    """Moxfield's deck JSON names its format (``"format": "modern"``, Moxfield's own
    names by the game data's ``format_names``): it was said to have "no place for a
    format", the deck not judged (exit 2)."""
    deck = json.loads(_moxfield(mainboard={"Island": 60}))
    deck["format"] = written
    result = Checker(CheckOptions(as_of=dt.date(2025, 6, 1), use_config=False)).check_bytes(
        json.dumps(deck, indent=2).encode(), "deck.json")
    assert result.format_id == judged
    assert result.deck is not None and result.deck.metadata_lines == {"format": 4}


def test_a_moxfield_decks_ambiguous_format_is_not_judged() -> None:
    """A Moxfield format naming a format here ambiguously (``brawl``) is refused as a
    ``Format:`` line naming it is: an ``unknown-format`` error on the key's line."""
    deck = json.loads(_moxfield(mainboard={"Island": 60}))
    deck["format"] = "brawl"
    result = Checker(CheckOptions(as_of=dt.date(2025, 6, 1), use_config=False)).check_bytes(
        json.dumps(deck, indent=2).encode(), "deck.json")
    assert result.status == "error"
    assert [(v.rule, v.line) for v in result.violations] == [("unknown-format", 4)]
    assert result.violations[0].message.startswith("format 'brawl' is ambiguous")


@pytest.mark.parametrize("written", ["predh", "none", "casual", "gladiator", "oldschool",
                                     "penny", "timeless", "historic"])
def test_a_moxfield_decks_format_naming_no_format_here_is_not_read(written: str) -> None:
    """Moxfield writes its format key itself: a value naming no format here was an
    unknown-format error even with --format or a config giving the format. It is not
    read, with a note on its line; the format is found as for a deck naming none."""
    deck = json.loads(_moxfield(mainboard={"Island": 56, "Black Lotus": 4}))
    deck["format"] = written
    data = json.dumps(deck, indent=2).encode()
    unread = [("reading", f"Moxfield's format '{written}' names no format here: not read",
               4)]
    alone = Checker(CheckOptions(as_of=dt.date(2025, 6, 1), use_config=False)
                    ).check_bytes(data, "deck.json")
    assert [(v.rule, v.message) for v in alone.violations] == [
        ("unknown-format", "no format given")]
    given = Checker(CheckOptions(as_of=dt.date(2025, 6, 1), use_config=False,
                                 format_id="mtg/legacy")).check_bytes(data, "deck.json")
    assert given.format_id == "mtg/legacy" and given.status == "illegal"
    assert notes(given, "reading")[-1:] == [unread[0][1:]]


def test_a_banned_card_on_moxfields_attractions_board_is_counted_in_the_main_deck() -> None:
    text = _moxfield(mainboard={"Island": 56}, attractions={"Grief": 4})
    result = check(text, ".json", "mtg/legacy")
    assert errors(result) == [("banned", "Grief is banned in Legacy (since 2024-08-26)", 31)]
    assert result.zones == {"main": 60}


def test_moxfields_commanders_and_companions_boards() -> None:
    text = _moxfield(commanders={"Kalamax, the Stormsire": 1},
                     mainboard={"Island": 49, "Mountain": 50},
                     companions={"Keruga, the Macrosage": 1})
    result = check(text, ".json", "mtg/commander")
    assert result.zones == {"command": 1, "main": 99, "side": 1}
    assert result.status == "legal"


def test_the_older_moxfield_json_keeps_its_boards_on_the_deck() -> None:
    deck = {"name": "Lotus", "mainboard": {
        "Island": {"quantity": 59, "boardType": "mainboard", "card": {"name": "Island"}},
        "Black Lotus": {"quantity": 4, "boardType": "mainboard",
                        "card": {"name": "Black Lotus"}}},
        "sideboard": {}, "tokens": [{"name": "Treasure"}]}
    result = check(json.dumps(deck, indent=1), ".json", "mtg/vintage")
    assert result.zones == {"main": 63}
    assert errors(result) == [("restricted", "4 copies of Black Lotus; it is restricted to 1 "
                               "copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 11)]


@pytest.mark.parametrize(("board", "message"), [
    ("wishes", "the 'wishes' board is not one of a Moxfield deck's; its cards were not "
     "counted"),
])
def test_a_moxfield_board_of_another_name_is_a_parse_error(board: str, message: str) -> None:
    result = check(_moxfield(mainboard={"Island": 60}, **{board: {"Black Lotus": 4}}),
                   ".json", "mtg/vintage")
    assert errors(result) == [("parse-error", message, 22)]
    assert result.zones == {"main": 60}


def _older_moxfield(**boards: dict[str, int]) -> str:
    """An older-form Moxfield deck: each board on the deck object, its cards keyed by name."""
    deck: dict[str, object] = {"name": "Burn"}
    for board, cards in boards.items():
        deck[board] = {name: {"quantity": count, "card": {"name": name}}
                       for name, count in cards.items()}
    return json.dumps(deck, indent=1)


@pytest.mark.parametrize(("board", "found"), [
    # a board of another name was dropped unsaid in the older form: the deck legal
    ("extra", [("parse-error", "the 'extra' board is not one of a Moxfield deck's; its cards "
                "were not counted", 11)]),
    ("customBoard", [("parse-error", "the 'customBoard' board is not one of a Moxfield "
                      "deck's; its cards were not counted", 11)]),
    ("Sideboard", [("banned", "Oko, Thief of Crowns is banned in Legacy (since 2021-02-15)",
                    12)]),
    ("sideBoard", [("banned", "Oko, Thief of Crowns is banned in Legacy (since 2021-02-15)",
                    12)]),
])
def test_an_older_moxfield_board_of_another_name_is_judged_as_in_boards(
        board: str, found: list[tuple[str, str, int]]) -> None:
    text = _older_moxfield(mainboard={"Island": 60}, **{board: {"Oko, Thief of Crowns": 1}})
    result = check(text, ".json", "mtg/legacy")
    assert errors(result) == found


@pytest.mark.parametrize("board", ["considering", "wishlist", "acquireboard"])
def test_an_older_moxfield_board_outside_the_deck_is_said_so(board: str) -> None:
    text = _older_moxfield(mainboard={"Island": 60}, **{board: {"Oko, Thief of Crowns": 1}})
    result = check(text, ".json", "mtg/legacy")
    assert result.status == "legal"
    assert notes(result, "ignored-section") == [
        (f"the '{board}' board is not part of the deck; its cards were not counted", 11)]


def test_moxfields_featured_card_is_no_second_decklist() -> None:
    # Moxfield's API writes the deck's featured card under "main", its id in "mainCardId"
    deck = json.loads(_moxfield(mainboard={"Island": 56, "Lightning Bolt": 4}))
    deck.update({"main": {"id": "OEbkj", "name": "Lightning Bolt", "set": "m10"},
                 "mainCardId": "OEbkj"})
    result = check(json.dumps(deck, indent=2), ".json", "mtg/modern")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])
    assert not [note for note in notes(result) if "featured" in note[0]]


def test_a_featured_card_outside_the_deck_is_said_and_not_counted() -> None:
    deck = json.loads(_moxfield(mainboard={"Island": 60}))
    deck.update({"main": {"id": "x", "name": "Oko, Thief of Crowns"}, "mainCardId": "x"})
    result = check(json.dumps(deck, indent=2), ".json", "mtg/modern")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert ("the deck's featured card 'Oko, Thief of Crowns' ('main') is not among its cards; "
            "it was not counted", 23) in notes(result)


@pytest.mark.parametrize("main", [{"name": "Oko, Thief of Crowns", "quantity": 1},
                                  {"name": "Island", "Oko, Thief of Crowns": 1}])
def test_a_main_section_that_is_no_featured_card_is_a_second_decklist(
        main: dict[str, object]) -> None:
    deck = json.loads(_moxfield(mainboard={"Island": 60}))
    deck["main"] = main
    result = check(json.dumps(deck, indent=2), ".json", "mtg/modern")
    assert [e[:2] for e in errors(result)] == [
        ("parse-error", "'main' is a section of a cardtools decklist, beside the boards of a "
         "Moxfield deck: the file holds two decklists; its cards were not read")]


@pytest.mark.parametrize(("quantity", "shown", "line"), [
    ("4", '"4"', 26), (True, "true", 26), (None, "null", 26), ({"n": 4}, '{"n": 4}', 28),
    ([4], "[4]", 28), ("x" * 30, "a value of 32 characters", 26)])
def test_a_moxfield_card_with_a_quantity_that_is_no_number_is_a_parse_error(
        quantity: object, shown: str, line: int) -> None:
    """The quantity is quoted as the JSON file writes it (it said ``'4'``, ``True``,
    ``None``, ``{'n': 4}``: Python's spelling, which no JSON file holds)."""
    deck = json.loads(_moxfield(mainboard={"Island": 60, "Black Lotus": 1}))
    deck["boards"]["mainboard"]["cards"]["id1"]["quantity"] = quantity
    result = check(json.dumps(deck, indent=2), ".json", "mtg/vintage")
    assert errors(result) == [("parse-error", f"Black Lotus: quantity {shown} is not a whole "
                               "number between 1 and 999; not counted", line)]


def test_a_moxfield_deck_of_bad_quantities_alone_is_said_to_hold_bad_values() -> None:
    """Every card refused for its quantity: the note on a deck of no card says to write
    those values, not that the submission was broken or unsaved."""
    deck = json.loads(_moxfield(mainboard={"Island": 60, "Black Lotus": 1}))
    for entry, quantity in zip(deck["boards"]["mainboard"]["cards"].values(), [True, None],
                               strict=True):
        entry["quantity"] = quantity
    result = check(json.dumps(deck, indent=2), ".json", "mtg/vintage")
    assert [(v.message, v.hint) for v in result.violations
            if v.rule == "reading" and "no card" in v.message] == [
        ("no card was read, so the deck has no fingerprint and is compared with no other",
         "each card written was refused for a value cardtools cannot read: write those "
         "values as the errors say")]


@pytest.mark.parametrize(("written", "status", "problems"), [
    (1.0, "legal", []),
    (1.5, "illegal", [("parse-error", "Black Lotus: quantity 1.5 is not a whole number between "
                       "1 and 999; not counted", 26)]),
])
def test_a_moxfield_quantity_with_a_decimal_point_counts_when_whole(
        written: float, status: str, problems: list[tuple[str, str, int]]) -> None:
    """``"quantity": 1.0`` was 'not a whole number': a whole number written with a decimal
    point counts, as a cardtools JSON decklist's count does; 1.5 is no quantity."""
    deck = json.loads(_moxfield(mainboard={"Island": 60, "Black Lotus": 1}))
    deck["boards"]["mainboard"]["cards"]["id1"]["quantity"] = written
    result = check(json.dumps(deck, indent=2), ".json", "mtg/vintage")
    assert [e for e in errors(result) if e[0] == "parse-error"] == problems
    assert (result.status, result.zones) == (status, {"main": 61 if not problems else 60})


def test_a_cardtools_section_beside_moxfields_boards_is_a_parse_error() -> None:
    deck = json.loads(_moxfield(mainboard={"Island": 60}))
    deck["deck"] = {"Grief": 4}
    result = check(json.dumps(deck, indent=2), ".json", "mtg/legacy")
    assert errors(result) == [
        ("parse-error", "'deck' is a section of a cardtools decklist, beside the boards of a "
         "Moxfield deck: the file holds two decklists; its cards were not read", 23)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("board", "cards", "message", "line"), [
    ("sideboard", {"Mox Jet": 16}, "the 'sideboard' board holds 1 card(s) outside its "
     "'cards'; they were not counted", 22),
    ("commanders", {"Black Lotus": 1, "Grief": 1}, "the 'commanders' board holds 2 card(s) "
     "outside its 'cards'; they were not counted", 22),
])
def test_moxfield_cards_written_outside_a_boards_cards_are_a_parse_error(
        board: str, cards: dict[str, int], message: str, line: int) -> None:
    """A board whose card entries are written beside its ``cards`` (or without one) had
    them skipped without a word: a sideboard of 16, a banned card on the commanders board
    of a Legacy deck, each legal."""
    deck = json.loads(_moxfield(mainboard={"Island": 60}))
    deck["boards"][board] = {"count": sum(cards.values())}
    deck["boards"][board].update(_moxfield_board(cards, board)["cards"])
    result = check(json.dumps(deck, indent=2), ".json", "mtg/legacy")
    assert errors(result) == [("parse-error", message, line)]
    assert result.status == "illegal"
    assert result.zones == {"main": 60}


def test_a_moxfield_card_beside_its_boards_cards_is_a_parse_error() -> None:
    deck = json.loads(_moxfield(mainboard={"Island": 60}))
    deck["boards"]["mainboard"]["x9"] = {"quantity": 1, "card": {"name": "Black Lotus"}}
    result = check(json.dumps(deck, indent=2), ".json", "mtg/legacy")
    assert errors(result) == [("parse-error", "the 'mainboard' board holds 1 card(s) outside "
                               "its 'cards'; they were not counted", 6)]
    assert result.zones == {"main": 60}


# --- Archidekt's categories: the first zone places the card -------------------------------


@pytest.mark.parametrize(("categories", "zones", "note"), [
    ("[Commander{top},Sideboard]", {"command": 1, "main": 99},
     "category [Commander{top},Sideboard] puts the card in the command zone"),
    # without {noDeck}: Archidekt's flagged sideboard is out of a Commander deck
    # (test_archidekts_nodeck_sideboard_is_out_of_a_commander_deck)
    ("[Sideboard,Commander]", {"side": 1, "main": 99},
     "category [Sideboard,Commander] puts the card in the sideboard"),
])
def test_archidekts_first_zone_category_places_the_card(
        categories: str, zones: dict[str, int], note: str) -> None:
    """Archidekt places a card by its first category; a later zone category won (the
    card read in the sideboard). The card cannot lead, so that a commander format does
    not read it from the sideboard into its empty command zone, as MTGTop8's export asks."""
    text = (f"1x Counterspell (cmr) 395 {categories}\n"
            "50x Island (m21) 264\n49x Mountain (m21) 272\n")
    result = check(text, ".txt", "mtg/commander")
    assert result.zones == zones
    assert (note, 1) in notes(result)


@pytest.mark.parametrize("categories", ["[Sideboard{noDeck}{noPrice},Companion]",
                                        "[Companion,Sideboard{noDeck}{noPrice}]"])
def test_a_companion_category_beside_the_sideboard_declares_the_companion(
        categories: str) -> None:
    text = ("1x Kalamax, the Stormsire (c20) 8 [Commander{top}]\n"
            f"1x Keruga, the Macrosage (iko) 225 {categories}\n"
            "50x Island (m21) 264\n49x Mountain (m21) 272\n")
    result = check(text, ".txt", "mtg/commander")
    assert result.status == "legal"
    assert result.zones == {"command": 1, "main": 99, "side": 1}
    assert (f"category {categories} puts the card in the sideboard, declared as the "
            "companion", 2) in notes(result)


#: A legal Modern deck of 60 cards, as Archidekt exports it with a category on each line.
_ARCHIDEKT_60 = "".join(f"{count}x {name} (m21) 1 [{category}]\n" for count, name, category in [
    (4, "Lightning Bolt", "Burn"), (4, "Lava Spike", "Burn"), (4, "Rift Bolt", "Burn"),
    (4, "Monastery Swiftspear", "Creature"), (4, "Goblin Guide", "Creature"),
    (4, "Boros Charm", "Burn"), (4, "Lightning Helix", "Burn"), (4, "Skewer the Critics", "Burn"),
    (4, "Sacred Foundry", "Land"), (4, "Inspiring Vantage", "Land"), (20, "Mountain", "Land")])


@pytest.mark.parametrize("category", ["SB{noDeck}", "Side{noDeck}{noPrice}", "Side Board",
                                      "Réserve{noDeck}", "Banquillo{noDeck}"])
def test_a_category_named_as_the_side_decks_header_is_the_side_deck(category: str) -> None:
    """A category of another name of the side deck (a text decklist's headers: ``SB``,
    ``Side``, ``Réserve``) is the side deck, as ``Sideboard`` is, with a ``{noDeck}`` flag
    too: its cards were out of the deck (a banned card and a fifth copy hidden, the deck
    legal) or counted in the main deck, in the text export and in a CSV's category."""
    lines = (f"1x Oko, Thief of Crowns (eld) 197 [{category}]\n"
             f"1x Lightning Bolt (m21) 1 [{category}]\n")
    rows = "".join(f'1,"{name}",{category}\n' for name in ("Oko, Thief of Crowns",
                                                             "Lightning Bolt"))
    table = "Quantity,Name,Categories\n" + "".join(
        f'{line.split("x ", 1)[0]},"{line.split("x ", 1)[1].split(" (")[0]}",Main\n'
        for line in _ARCHIDEKT_60.splitlines()) + rows
    # (the data, its name, the line of the deck's Lightning Bolt, the line of Oko)
    for data, suffix, bolt, oko in ((_ARCHIDEKT_60 + lines, ".txt", 1, 12),
                                    (table, ".csv", 2, 13)):
        result = check(data, suffix, "mtg/modern", "2024-06-01")
        assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 2})
        assert [(rule, line) for rule, _, line in errors(result)] == [
            ("copy-limit", bolt), ("banned", oko)]


def test_a_category_named_stack_in_a_magic_deck_is_no_magi_stack() -> None:
    # another game's zone header names no zone of a Magic deck's category
    result = check(_ARCHIDEKT_60.replace("[Burn]", "[Stack]"), ".txt", "mtg/modern",
                   "2024-06-01")
    assert (result.status, result.zones) == ("legal", {"main": 60})


# --- a header with its plural written as an option -----------------------------------------


@pytest.mark.parametrize("header", ["Commander(s) (2)", "Commander(s):", "Commander(s)",
                                    "// Commander(s)", "COMMANDER(S) (2)"])
def test_a_commander_header_with_an_optional_plural_opens_the_command_zone(
        header: str) -> None:
    """``Commander(s) (2)`` was two copies of Destined // Lead (whose French name of
    Lead is Commander), the commanders read in the main deck."""
    text = f"{header}\n1 Tymna the Weaver\n1 Thrasios, Triton Hero\n\nDeck\n98 Island\n"
    result = check(text, ".txt", "mtg/commander")
    assert result.zones == {"command": 2, "main": 98}
    assert [rule for rule, _message, _line in errors(result)] == []


def test_an_optional_plural_headers_count_is_compared_with_the_cards_under_it() -> None:
    text = "Commander(s) (3)\n1 Tymna the Weaver\n1 Thrasios, Triton Hero\n\nDeck\n98 Island\n"
    result = check(text, ".txt", "mtg/commander")
    assert notes(result, "declared-count") == [
        ("'Commander(s) (3)' (line 1) declares 3 cards, but 2 cards were read under it", 1)]


def test_an_optional_plural_opens_a_skipped_section_too() -> None:
    text = "Deck\n60 Island\nMaybeboard(s)\n4 Black Lotus\n"
    result = check(text, ".txt", "mtg/vintage")
    assert result.status == "legal"
    assert notes(result, "ignored-section") == [
        ("section 'Maybeboard(s)' is not part of the deck; its cards were not counted", 3)]


# --- a display commander is a commander deck's -----------------------------------------------


def test_a_display_commander_section_in_a_format_without_a_command_zone_hides_no_card() -> None:
    """A precon list's ``Display Commander`` (the oversized copy of its commander) is a
    commander deck's: in Legacy a legendary card there (a banned Oko) was skipped."""
    text = "Deck\n56 Island\nDisplay Commander\n4 Oko, Thief of Crowns\n"
    result = check(text, ".txt", "mtg/legacy")
    assert errors(result) == [
        ("banned", "Oko, Thief of Crowns is banned in Legacy (since 2021-02-15)", 4)]
    assert ("'Oko, Thief of Crowns' in section 'Display Commander' is counted in the main "
            "deck: the format has no command zone, so that section is none", 4) in notes(result)
    assert result.zones == {"main": 60}


def test_a_display_commander_in_a_commander_format_is_still_no_part_of_the_deck() -> None:
    text = ("Commander\n1 Kalamax, the Stormsire\nDeck\n99 Island\n"
            "Display Commander\n1 Kalamax, the Stormsire\n1 Mana Crypt\n")
    result = check(text, ".txt", "mtg/commander")
    assert [(rule, line) for rule, _message, line in errors(result)] == [
        ("zone-size", 3), ("banned", 7)]
    assert ("Kalamax, the Stormsire is a Legendary card in section 'Display Commander': "
            "not part of the deck; not counted", 6) in notes(result, "ignored-section")


@pytest.mark.parametrize(("format_id", "zones", "found"), [
    ("mtg/modern", {"main": 62}, [
        ("card-pool", 13, "Atraxa, Praetors' Voice is not in the card pool of Modern on "
         "2025-06-01: never printed in a set of the pool (printed in Magic Online Promos "
         "(PRM), Commander 2016 (C16) and 6 other sets)"),
        ("banned", 17, "Grief is banned in Modern (since 2024-08-26)")]),
    ("mtg/commander", {"command": 1, "main": 100}, [
        ("zone-size", 12, "Deck (main deck and command zone): 101 cards (main deck 100 + "
         "command zone 1); exactly 100"),
        ("banned", 22, "Mana Crypt is banned in Commander (since 2024-09-23)")]),
])
def test_an_mtgjson_display_commander_is_the_main_decks_without_a_command_zone(
        format_id: str, zones: dict[str, int], found: list[tuple[str, int, str]]) -> None:
    deck = {"data": {"commander": [{"count": 1, "name": "Atraxa, Praetors' Voice"}]
                     if "commander" in format_id else [],
                     "mainBoard": [{"count": 60 if "modern" in format_id else 99,
                                    "name": "Island"}],
                     "displayCommander": [{"count": 1, "name": "Atraxa, Praetors' Voice"},
                                          {"count": 1, "name": "Mana Crypt"
                                           if "commander" in format_id else "Grief"}]}}
    result = check(json.dumps(deck, indent=1), ".json", format_id)
    assert result.zones == zones
    assert errors(result) == [(rule, message, line) for rule, line, message in found]


def test_a_board_of_the_older_form_beside_moxfields_boards_is_a_parse_error() -> None:
    deck = json.loads(_moxfield(mainboard={"Island": 60}))
    deck["mainboard"] = {"Grief": {"quantity": 4, "card": {"name": "Grief"}}}
    result = check(json.dumps(deck, indent=2), ".json", "mtg/legacy")
    assert errors(result) == [
        ("parse-error", "'mainboard' holds cards outside 'boards', which is read: the file "
         "holds two lists of the deck; its cards were not read", 23)]
    assert result.zones == {"main": 60}


# --- Arena's companion alone before the deck -----------------------------------------------


def test_a_card_alone_first_that_is_no_companion_is_a_sideboard_card_of_its_own() -> None:
    """Arena writes its companion alone before the deck and again in the sideboard, where
    it is counted once; a card that is no companion so written (a fifth Brainstorm) was
    counted once too, the deck legal."""
    text = "1 Brainstorm\n\n3 Brainstorm\n57 Island\n\n1 Brainstorm\n14 Island\n"
    result = check(text, ".txt", "mtg/legacy")
    assert errors(result) == [
        ("copy-limit", "5 copies of Brainstorm (sideboard 2 + main deck 3); at most 4", 1),
        ("zone-size", "Sideboard: 16 cards; at most 15", 1)]
    # the blocks' note says how Arena writes a companion, never that this card is one
    assert notes(result) == [
        ("three blocks of cards and no header: 'Brainstorm' alone in the first is read in "
         "the sideboard (Arena writes a companion so and lists it again in the sideboard, "
         "where a companion card is counted once), the second as the deck, the third as "
         "the sideboard", 1),
        ("'Brainstorm' in the first block is not a companion card: counted in the "
         "sideboard", 1)]


def test_arenas_companion_alone_first_is_counted_once() -> None:
    text = "1 Yorion, Sky Nomad\n\n80 Island\n\n1 Yorion, Sky Nomad\n14 Island\n"
    result = check(text, ".txt", "mtg/legacy")
    assert result.status == "legal"
    assert result.zones == {"main": 80, "side": 15}
    assert notes(result, "ignored-section") == [
        ("Yorion, Sky Nomad is a companion card in the first block: Arena lists the "
         "companion again in the sideboard, counted there once; not counted", 1)]


# --- a JSON deck on standard input, or saved under another suffix ---------------------------


@pytest.mark.parametrize("path", ["-", "deck.txt"])
def test_a_json_deck_under_another_name_is_read_by_its_own_reader(path: str) -> None:
    """A Moxfield or MTGJSON deck piped in (``curl ... | cardtools check -``) was read as
    plain text: each line of JSON an unknown card."""
    text = _moxfield(mainboard={"Island": 59, "Black Lotus": 1}, sideboard={"Mox Jet": 1})
    checker = Checker(CheckOptions(format_id="mtg/vintage", as_of=dt.date(2025, 6, 1),
                                   use_config=False))
    result = checker.check_bytes(text.encode(), path)
    assert result.status == "legal"
    assert result.zones == {"main": 60, "side": 1}
    assert notes(result) == [("read as a Moxfield deck (its boards of cards)", 1)]


def test_a_cardtools_json_decklist_on_standard_input_is_read_as_one() -> None:
    checker = Checker(CheckOptions(as_of=dt.date(2025, 6, 1), use_config=False))
    result = checker.check_bytes(b'{"format": "mtg/vintage", "deck": {"Island": 56, '
                                 b'"Black Lotus": 4}}', "-")
    assert [(rule, line) for rule, _message, line in errors(result)] == [("restricted", 1)]
    assert notes(result) == [("read as a JSON decklist (one JSON object)", 1)]


@pytest.mark.parametrize("text", ["{TMP} Power Sink\n59 Island\n", "{4} Black Lotus\n56 Island\n"])
def test_a_text_list_starting_with_a_brace_stays_text(text: str) -> None:
    result = check(text, ".txt", "mtg/vintage")
    assert result.zones == {"main": 60}


# --- a card's face names written beside its name --------------------------------------


def _mtgjson_faced(name: str, key: str, face: object) -> str:
    card = {**_mtgjson_card(name, 1, "1"), key: face}
    deck = {"data": {"name": "Burn", "mainBoard": [_mtgjson_card("Mountain", 59, "288"), card],
                     "sideBoard": []}}
    return json.dumps(deck, indent=2)


@pytest.mark.parametrize(("name", "key", "face"), [
    ("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki", "faceName",
     "Reflection of Kiki-Jiki"),
    ("Bonecrusher Giant // Stomp", "faceName", "Bonecrusher Giant"),
    ("Fire // Ice", "faceName", "Ice"),
    ("Lim-Dûl's Vault", "asciiName", "Lim-Dul's Vault"),
    ("Goblin Guide", "faceName", "goblin guide")])
def test_an_mtgjson_cards_face_name_of_its_own_is_read_as_written(
        name: str, key: str, face: str) -> None:
    result = check(_mtgjson_faced(name, key, face), ".json", "mtg/legacy", "2024-06-01")
    assert result.zones == {"main": 60}
    assert [rule for rule, _, _ in errors(result)] == []


@pytest.mark.parametrize("key", ["faceName", "asciiName"])
def test_an_mtgjson_card_whose_face_name_names_another_card_is_a_parse_error(key: str) -> None:
    # MTGJSON's readers show the face's name: the card was counted as the Mountain it
    # names, the banned card its face names unsaid, the deck legal
    result = check(_mtgjson_faced("Island", key, "Oko, Thief of Crowns"), ".json",
                   "mtg/legacy", "2021-06-01")
    assert errors(result) == [
        ("zone-size", "Main deck: 59 cards; at least 60", 8),
        ("parse-error", f"$.data.mainBoard[1]: a card named 'Island' with the {key} 'Oko, "
         "Thief of Crowns', which names another card: each tool reads one of them; not read",
         16)]
    assert result.zones == {"main": 59}


def _moxfield_faced(name: str, faces: list[str]) -> str:
    deck = json.loads(_moxfield(mainboard={"Island": 59, name: 1}))
    deck["boards"]["mainboard"]["cards"]["id1"]["card"]["card_faces"] = [
        {"name": face, "mana_cost": ""} for face in faces]
    return json.dumps(deck, indent=2)


def test_a_moxfield_cards_own_faces_are_read_as_written() -> None:
    text = _moxfield_faced("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki",
                           ["Fable of the Mirror-Breaker", "Reflection of Kiki-Jiki"])
    result = check(text, ".json", "mtg/modern", "2024-06-01")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize("faces", [["Oko, Thief of Crowns"], ["Mountain", "Oko, Thief of Crowns"]])
def test_a_moxfield_card_with_a_face_naming_another_card_is_a_parse_error(
        faces: list[str]) -> None:
    # a tool showing the faces showed the banned card, counted as the Mountain: legal
    result = check(_moxfield_faced("Mountain", faces), ".json", "mtg/legacy", "2021-06-01")
    assert errors(result) == [
        ("zone-size", "Main deck: 59 cards; at least 60", 15),
        ("parse-error", "a card of the 'mainboard' board named 'Mountain' with a face named "
         "'Oko, Thief of Crowns', another card: each tool reads one of them; not counted", 26)]
    assert result.zones == {"main": 59}


def test_an_older_moxfield_card_keyed_by_another_cards_name_is_a_parse_error() -> None:
    # the older form keys each card by its name: a tool reading the keys read the banned
    # card, cardtools the Mountain, the deck legal
    deck = {"name": "Burn", "mainboard": {
        "Mountain": {"quantity": 59, "boardType": "mainboard", "card": {"name": "Mountain"}},
        "Oko, Thief of Crowns": {"quantity": 1, "boardType": "mainboard",
                                 "card": {"name": "Island"}}}}
    result = check(json.dumps(deck, indent=1), ".json", "mtg/legacy", "2021-06-01")
    assert errors(result) == [
        ("zone-size", "Main deck: 59 cards; at least 60", 4),
        ("parse-error", "a card of the 'mainboard' board keyed 'Oko, Thief of Crowns' is named "
         "'Island': each tool reads one of them; not counted", 15)]


@pytest.mark.parametrize("key", ["Oko, Thief of Crowns", "Grief"])
def test_a_newer_moxfield_card_keyed_by_another_cards_name_is_a_parse_error(key: str) -> None:
    # the newer form keys each card by an id; a key that is another card's name was read
    # silently, where the older form's is a parse-error
    deck = {"name": "Burn", "boards": {"mainboard": {"count": 60, "cards": {
        "x1Ab": {"quantity": 59, "boardType": "mainboard", "card": {"name": "Mountain"}},
        key: {"quantity": 1, "boardType": "mainboard", "card": {"name": "Island"}}}}}}
    result = check(json.dumps(deck, indent=1), ".json", "mtg/legacy", "2021-06-01")
    assert errors(result) == [
        ("parse-error", f"the line names 'Island' and, in its key, the card {key}: counted as "
         "1 Island", 18)]
    assert result.zones == {"main": 60}


def test_a_newer_moxfield_card_keyed_by_an_id_or_its_own_name_is_read() -> None:
    deck = {"name": "Burn", "boards": {"mainboard": {"count": 60, "cards": {
        "Mountain": {"quantity": 30, "boardType": "mainboard", "card": {"name": "Mountain"}},
        "Isl4nd": {"quantity": 30, "boardType": "mainboard", "card": {"name": "Island"}}}}}}
    result = check(json.dumps(deck, indent=1), ".json", "mtg/legacy", "2021-06-01")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])


def test_a_json_decklist_names_the_lines_of_escaped_and_repeated_names() -> None:
    # json.dumps writes "Lim-D\u00fbl's Vault"; a name written twice was said on one line
    # twice ("lines 10, 10"), the search starting again where the first was found
    deck = {"data": {"name": "Burn", "mainBoard": [
        {"name": "Mountain", "count": 26}, {"name": "Lim-D\u00fbl's Vault", "count": 4},
        {"name": "Lightning Bolt", "count": 4}, {"name": "Mountain", "count": 26}],
        "sideBoard": [{"name": "Lim-D\u00fbl's Vault", "count": 1}]}}
    result = check(json.dumps(deck, indent=1), ".json", "mtg/legacy", "2021-06-01")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("copy-limit", "duplicate-line")] == [
        ("copy-limit", "5 copies of Lim-D\u00fbl's Vault (main deck 4 + sideboard 1); at most 4",
         10),
        ("duplicate-line", "Mountain is on 2 lines of the Main deck (lines 6, 18); counted as "
         "52 copies", 18)]


def test_an_older_moxfield_card_keyed_by_its_own_name_is_read() -> None:
    deck = {"name": "Burn", "mainboard": {
        "Mountain": {"quantity": 59, "boardType": "mainboard", "card": {"name": "Mountain"}},
        "Fable of the Mirror-Breaker": {"quantity": 1, "boardType": "mainboard", "card": {
            "name": "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"}}}}
    result = check(json.dumps(deck, indent=1), ".json", "mtg/modern", "2024-06-01")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize("entry", [{"quantity": 1}, {"quantity": 1, "card": {}},
                                   {"quantity": 1, "card": {"set": "eld"}}])
def test_an_older_moxfield_card_keyed_by_its_name_without_a_card_is_that_card(
        entry: dict[str, object]) -> None:
    # its key is its name in the older form: it was "a card ... without a name", never
    # naming the card its key names
    deck = {"name": "Burn", "mainboard": {
        "Mountain": {"quantity": 59, "boardType": "mainboard", "card": {"name": "Mountain"}},
        "Oko, Thief of Crowns": entry}}
    result = check(json.dumps(deck, indent=1), ".json", "mtg/legacy", "2021-06-01")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(rule, message) for rule, message, _ in errors(result)] == [
        ("banned", "Oko, Thief of Crowns is banned in Legacy (since 2021-02-15)")]


def test_a_moxfield_card_whose_board_type_names_a_board_of_the_deck_is_a_parse_error() -> None:
    # a sixteenth sideboard card on the maybeboard, its boardType the sideboard's: a tool
    # placing cards by boardType counted it, cardtools skipped it with the maybeboard
    deck = json.loads(_moxfield(mainboard={"Island": 60}, sideboard={"Island": 15},
                                maybeboard={"Black Lotus": 1}))
    deck["boards"]["maybeboard"]["cards"]["id0"]["boardType"] = "sideboard"
    result = check(json.dumps(deck, indent=2), ".json", "mtg/vintage")
    assert errors(result) == [
        ("parse-error", "Black Lotus: its boardType 'sideboard' is another board than "
         "'maybeboard', which holds it: each tool reads one of them; not counted", 47)]
    assert result.zones == {"main": 60, "side": 15}


@pytest.mark.parametrize("said", ["sideboard", "SideBoard", "sideboard "])
def test_a_moxfield_cards_board_type_of_its_own_board_is_read(said: str) -> None:
    deck = json.loads(_moxfield(mainboard={"Island": 60}, sideboard={"Mox Jet": 1}))
    deck["boards"]["sideboard"]["cards"]["id0"]["boardType"] = said
    result = check(json.dumps(deck, indent=2), ".json", "mtg/vintage")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})


@pytest.mark.parametrize("key", ["flavorName", "printedName", "faceFlavorName"])
def test_an_mtgjson_cards_other_name_naming_another_card_is_a_parse_error(key: str) -> None:
    # a tool showing the flavour or printed name showed the banned card, counted as the
    # Mountain: legal
    result = check(_mtgjson_faced("Plains", key, "Oko, Thief of Crowns"), ".json",
                   "mtg/legacy", "2021-06-01")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert errors(result) == [
        ("parse-error", f"the line names 'Plains' and, in its {key}, the card Oko, Thief "
         "of Crowns: counted as 1 Plains", 16)]


@pytest.mark.parametrize("key", ["name", "faceName"])
def test_an_mtgjson_cards_foreign_data_naming_another_card_is_a_parse_error(key: str) -> None:
    # foreignData's names are the card's in other languages: one naming the banned card,
    # shown by a tool as the card's, was read silently, the deck legal
    foreign = [{"language": "French", "name": "Plaine"}, {"language": "German", key: "Oko, "
               "Thief of Crowns"}]
    result = check(_mtgjson_faced("Plains", "foreignData", foreign),
                   ".json", "mtg/legacy", "2021-06-01")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert errors(result) == [
        ("parse-error", f"the line names 'Plains' and, in its foreignData {key}, the card "
         "Oko, Thief of Crowns: counted as 1 Plains", 16)]


def test_an_mtgjson_cards_own_foreign_data_says_nothing() -> None:
    # MTGJSON's own foreignData of Fire // Ice (Apocalypse): each face in each language
    foreign = [{"language": "Spanish", "name": "Fuego // Hielo", "faceName": "Fuego"},
               {"language": "Japanese", "name": "火 // 氷", "faceName": "火"},
               {"language": "Portuguese (Brazil)", "name": "Fogo // Gelo", "faceName": "Fogo"}]
    result = check(_mtgjson_faced("Fire // Ice", "foreignData", foreign),
                   ".json", "mtg/legacy", "2024-06-01")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize("key", ["printed_name", "flavor_name"])
def test_a_moxfield_cards_face_naming_another_card_is_a_parse_error(key: str) -> None:
    # Scryfall's card_faces name each face again, as the card's printed_name does
    deck = json.loads(_moxfield(mainboard={"Island": 59, "Mountain": 1}))
    deck["boards"]["mainboard"]["cards"]["id1"]["card"]["card_faces"] = [
        {"name": "Mountain", key: "Oko, Thief of Crowns"}]
    result = check(json.dumps(deck, indent=2), ".json", "mtg/legacy", "2021-06-01")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(rule, message) for rule, message, _ in errors(result)] == [
        ("parse-error", f"the line names 'Mountain' and, in its card_faces {key}, the card "
         "Oko, Thief of Crowns: counted as 1 Mountain")]


@pytest.mark.parametrize("key", ["flavor_name", "printed_name"])
def test_a_moxfield_cards_other_name_naming_another_card_is_a_parse_error(key: str) -> None:
    deck = json.loads(_moxfield(mainboard={"Island": 59, "Mountain": 1}))
    deck["boards"]["mainboard"]["cards"]["id1"]["card"][key] = "Oko, Thief of Crowns"
    result = check(json.dumps(deck, indent=2), ".json", "mtg/legacy", "2021-06-01")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert errors(result) == [
        ("parse-error", f"the line names 'Mountain' and, in its {key}, the card Oko, Thief "
         "of Crowns: counted as 1 Mountain", 26)]


@pytest.mark.parametrize(("name", "key", "other"), [
    ("Lightning Bolt", "printed_name", "Foudre"),
    ("Lightning Bolt", "printed_name", "Lightning Bolt"),
    # Ponder printed in French is Contemplation, an English card's name too
    ("Ponder", "printed_name", "Contemplation"),
    ("Zilortha, Strength Incarnate", "flavor_name", "Godzilla, King of the Monsters")])
def test_a_cards_other_name_naming_no_other_card_says_nothing(name: str, key: str,
                                                               other: str) -> None:
    deck = json.loads(_moxfield(mainboard={"Island": 56, name: 4}))
    deck["boards"]["mainboard"]["cards"]["id1"]["card"][key] = other
    result = check(json.dumps(deck, indent=2), ".json", "mtg/legacy", "2021-06-01")
    assert (result.status, errors(result)) == ("legal", [])


def test_a_zone_category_on_every_line_is_said_once() -> None:
    """An Archidekt export with ``[Main]`` on every line said ``category [Main] puts the
    card in the deck`` on every line (97 notes); once now, naming its lines. A category
    moving a card out of the section it stands in is still said on its line."""
    lines = _ARCHIDEKT_60.replace("[Burn]", "[Main]").replace("[Creature]", "[Main]")
    lines = lines.replace("[Land]", "[Main]")
    result = check(lines + "1x Duress (m21) 1 [Sideboard]\n", ".txt", "mtg/modern")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})
    assert notes(result) == [
        ("category [Main] puts the card in the deck: 11 lines, 1, 2, 3, 4, 5, 6...", 1),
        # Magic says sideboard (it said side deck, the reader's word for any game)
        ("category [Sideboard] puts the card in the sideboard", 12)]
    moved = check("Deck\n" + lines + "Sideboard\n1x Duress (m21) 1 [Main]\n", ".txt",
                  "mtg/modern")
    assert moved.zones == {"main": 61}
    assert notes(moved) == [
        ("category [Main] puts the card in the deck: 11 lines, 2, 3, 4, 5, 6, 7...", 2),
        ("category [Main] puts the card in the deck", 14)]


def test_a_category_moving_cards_on_several_lines_is_said_once() -> None:
    """An Archidekt list of five sideboard cards said ``category
    [Sideboard{noDeck}{noPrice}] puts the card in the sideboard`` five times, once a
    line; once now, on its first line, naming the lines (in the game's words)."""
    side = "".join(f"{count}x {name} [Sideboard{{noDeck}}{{noPrice}}]\n" for count, name in (
        (2, "Path to Exile (con) 15"), (2, "Deflecting Palm (ktk) 173"),
        (3, "Kor Firewalker (wwk) 11"), (4, "Rest in Peace (rtr) 18"),
        (4, "Smash to Smithereens (ala) 114")))
    result = check(_ARCHIDEKT_60 + side, ".txt", "mtg/modern")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert notes(result) == [("category [Sideboard{noDeck}{noPrice}] puts the card in the "
                              "sideboard: 5 lines, 12, 13, 14, 15, 16", 12)]


def test_a_category_note_names_the_side_deck_as_the_game_does(tmp_path: Path) -> None:
    """``category [Sideboard] puts the card in the side deck`` was said of an Archidekt
    Pauper list: the game data's zone label says it (Magic: sideboard; Mage Noir keeps
    side deck), in check and in read alike."""
    noir = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_text(
        "utf-8")
    result = check(noir + "1x Tornado [Sideboard]\n", ".txt", "mage-noir/tournament")
    assert ("category [Sideboard] puts the card in the side deck", 12) in notes(result)
    pauper = check(_ARCHIDEKT_60 + "1x Duress (m21) 1 [Sideboard]\n", ".txt", "mtg/pauper")
    assert ("category [Sideboard] puts the card in the sideboard", 12) in notes(pauper)
    (tmp_path / "pauper.txt").write_text(_ARCHIDEKT_60 + "1x Duress (m21) 1 [Sideboard]\n",
                                         "utf-8")
    read = read_and_write(str(tmp_path / "pauper.txt"), "arena", "mtg")
    assert "category [Sideboard] puts the card in the sideboard" in "\n".join(read.notes)


def test_archidekts_nodeck_sideboard_is_out_of_a_commander_deck() -> None:
    """Archidekt flags its Sideboard category ``{noDeck}`` (out of the deck's count) in
    every format. A Commander deck's sideboard takes a companion only: its other cards
    there were counted in the side deck (banned, zone-card-type and colour-identity
    errors: a legal deck illegal); they are left out now, with a note; a companion stays,
    and a sideboard without the flag is still the side deck."""
    text = ("1x Kalamax, the Stormsire (c20) 8 [Commander{top}]\n"
            "1x Keruga, the Macrosage (iko) 225 [Sideboard{noDeck}{noPrice}]\n"
            "1x Dockside Extortionist (c19) 24 [Sideboard{noDeck}{noPrice}]\n"
            "50x Island (m21) 264\n49x Mountain (m21) 272\n")
    result = check(text, ".txt", "mtg/commander")
    assert (result.status, result.zones) == ("legal", {"command": 1, "side": 1, "main": 99})
    assert notes(result, "ignored-section") == [(
        "Dockside Extortionist in category [Sideboard{noDeck}{noPrice}], which Archidekt "
        "keeps out of the deck's count: a Commander deck's sideboard takes a companion only, "
        "so it is not part of the deck; not counted", 3)]
    assert ("category [Sideboard{noDeck}{noPrice}] puts the card in the sideboard", 3) \
        not in notes(result)
    kept = check(text.replace("[Sideboard{noDeck}{noPrice}]\n50x", "[Sideboard]\n50x"),
                 ".txt", "mtg/commander")
    assert [rule for rule, _, line in errors(kept) if line == 3] == [
        "banned", "zone-card-type"]


def test_archidekts_nodeck_sideboard_is_a_constructed_decks_sideboard() -> None:
    # its default flag: a Modern deck's sideboard of 16 is still too many
    sides = ["Duress", "Pyroblast", "Smash to Smithereens", "Kor Firewalker"]
    text = _ARCHIDEKT_60 + "".join(f"4x {name} (m21) 1 [Sideboard{{noDeck}}{{noPrice}}]\n"
                                   for name in sides)
    result = check(text, ".txt", "mtg/modern")
    assert result.zones == {"main": 60, "side": 16}
    assert [rule for rule, _, _ in errors(result) if rule != "card-pool"] == ["zone-size"]
    assert notes(result, "ignored-section") == []


# --- Scryfall's deck JSON and Archidekt's API deck JSON ------------------------------------

#: A legal Modern deck of split and double-faced cards: main deck and sideboard.
MODERN_MAIN = {"Bonecrusher Giant // Stomp": 4, "Fire // Ice": 4,
               "Delver of Secrets // Insectile Aberration": 4,
               "Brazen Borrower // Petty Theft": 4, "Lightning Bolt": 4, "Opt": 4,
               "Counterspell": 4, "Consider": 4, "Island": 14, "Mountain": 14}
MODERN_SIDE = {"Mystical Dispute": 4, "Abrade": 4, "Spell Pierce": 4, "Blood Moon": 3}


def _scryfall_entries(cards: dict[str, int]) -> list[dict[str, object]]:
    return [{"object": "deck_entry", "count": copies, "raw_text": f"{copies} {name}",
             "found": True, "foil": False,
             "card_digest": {"object": "card_digest", "name": name, "set": "mh2",
                             "collector_number": "1"}}
            for name, copies in cards.items()]


def _scryfall(**sections: dict[str, int]) -> str:
    deck = {"object": "deck", "name": "Izzet", "format": "modern",
            "sections": {"primary": ["mainboard"], "secondary": ["sideboard", "maybeboard"]},
            "entries": {name: _scryfall_entries(cards) for name, cards in sections.items()}}
    return json.dumps(deck, indent=1)


def _archidekt(cards: list[tuple[int, str, list[str]]],
               excluded: tuple[str, ...] = ("Sideboard", "Maybeboard", "Cuts")) -> str:
    categories = [{"name": name, "includedInDeck": name not in excluded, "isPremier": False}
                  for name in ("Commander", "Sideboard", "Maybeboard", "Considering", "Land",
                               "Cuts")]
    return json.dumps({"id": 1, "name": "Izzet", "deckFormat": 3, "categories": categories,
                       "cards": [{"quantity": copies, "modifier": "Normal", "categories": named,
                                  "card": {"edition": {"editioncode": "mh2"},
                                           "oracleCard": {"name": name}}}
                                 for copies, name, named in cards]})


def _by_category(cards: dict[str, int], category: str) -> list[tuple[int, str, list[str]]]:
    return [(copies, name, [category, "Burn"]) for name, copies in cards.items()]


def test_a_scryfall_deck_json_is_read_by_its_sections() -> None:
    """Scryfall's deck JSON (``entries`` by section, ``card_digest`` each) was a
    file-error: a legal deck refused, walked skipped."""
    lands = {"Island": 14, "Mountain": 14}
    nonlands = {name: copies for name, copies in MODERN_MAIN.items() if name not in lands}
    for sections in ({"mainboard": MODERN_MAIN}, {"nonlands": nonlands, "lands": lands}):
        result = check(_scryfall(**sections, sideboard=MODERN_SIDE,
                                 maybeboard={"Oko, Thief of Crowns": 4}),
                       ".json", "mtg/modern", "2026-08-01")
        assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
        assert notes(result)[0] == ("read as a Scryfall deck (its entries)", 1)
        assert [message for message, _ in notes(result, "ignored-section")] == [
            "the 'maybeboard' board is not part of the deck; its cards were not counted"]


def test_a_scryfall_decks_banned_card_and_long_sideboard_are_caught() -> None:
    result = check(_scryfall(mainboard=MODERN_MAIN,
                             sideboard={**MODERN_SIDE, "Oko, Thief of Crowns": 1}),
                   ".json", "mtg/modern", "2026-08-01")
    assert [(rule, message[:26]) for rule, message, _ in errors(result)] == [
        ("zone-size", "Sideboard: 16 cards; at mo"), ("banned", "Oko, Thief of Crowns is ba")]


def test_a_scryfall_entry_of_no_card_is_said_not_crashed_on() -> None:
    deck = json.loads(_scryfall(mainboard=MODERN_MAIN))
    deck["entries"]["mainboard"] += [{"count": 4, "raw_text": "4 Okko", "card_digest": None},
                                     {"count": 1, "raw_text": ""}]
    result = check(json.dumps(deck), ".json", "mtg/modern", "2026-08-01")
    assert errors(result) == [("parse-error", "entry 11 of 'mainboard' ('4 Okko') names no "
                               "card (no card_digest); not counted", 1)]
    assert ("entry 12 of 'mainboard' holds no card (an empty slot); nothing counted",
            1) in notes(result)
    assert result.zones == {"main": 60}


def _scryfall_typed(typed: dict[str, str], **sections: dict[str, int]) -> dict[str, object]:
    """A Scryfall deck whose entries of the cards ``typed`` hold that ``raw_text``."""
    deck = json.loads(_scryfall(**sections))
    for listed in deck["entries"].values():
        for entry in listed:
            name = entry["card_digest"]["name"]
            entry["raw_text"] = typed.get(name, entry["raw_text"])
            entry["section"] = "mainboard" if listed is deck["entries"].get("mainboard") \
                else "sideboard"
    return deck


def test_a_scryfall_entrys_raw_text_in_other_words_of_its_card_says_nothing() -> None:
    """What the player typed, Scryfall's ``raw_text``: a printing, ``4x``, a misspelling
    Scryfall matched, a name in another language or without its accents, the one card."""
    typed = {"Lightning Bolt": "4x Lightning Bolt (M10) 146", "Opt": "4 opt *F*",
             "Counterspell": "4 Counterspel", "Consider": "4 Consider [MID]",
             "Island": "14 Island", "Fire // Ice": "4 Fire/Ice"}
    result = check(json.dumps(_scryfall_typed(typed, mainboard=MODERN_MAIN,
                                              sideboard=MODERN_SIDE)),
                   ".json", "mtg/modern", "2026-08-01")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def test_a_scryfall_entrys_raw_text_naming_another_card_is_a_parse_error() -> None:
    """A hand-edited entry typed ``1 Grief`` whose card is an Island: one tool reads the
    banned card, cardtools read the Island; the deck was legal, unsaid."""
    deck = _scryfall_typed({"Island": "14 Oko, Thief of Crowns"}, mainboard=MODERN_MAIN)
    result = check(json.dumps(deck), ".json", "mtg/modern", "2026-08-01")
    assert result.status != "legal"
    assert [(rule, message) for rule, message, _ in errors(result)] == [(
        "parse-error", "the line names 'Island' and, in its raw_text, the card Oko, Thief of "
        "Crowns: counted as 14 Island")]


@pytest.mark.parametrize("first", ["Maybeboard", "Sideboard", "Tokens", "// Burn"])
def test_a_scryfall_entrys_raw_text_is_read_alone(first: str) -> None:
    """Each entry's ``raw_text`` is read on its own: an earlier entry's text read as a
    header (``Maybeboard``) placed the later ones out of the deck, their other card unsaid
    (the deck legal)."""
    deck = _scryfall_typed({"Bonecrusher Giant // Stomp": first, "Island": "14 Oko, Thief "
                            "of Crowns"}, mainboard=MODERN_MAIN)
    result = check(json.dumps(deck), ".json", "mtg/modern", "2026-08-01")
    assert [(rule, message) for rule, message, _ in errors(result)] == [(
        "parse-error", "the line names 'Island' and, in its raw_text, the card Oko, Thief of "
        "Crowns: counted as 14 Island")]


def test_a_scryfall_entrys_section_naming_another_board_is_a_parse_error() -> None:
    """A maybeboard entry whose ``section`` is the sideboard, as a Moxfield card's
    ``boardType``: a tool placing cards by it counts a sixteenth sideboard card."""
    deck = _scryfall_typed({}, mainboard=MODERN_MAIN, sideboard=MODERN_SIDE,
                           maybeboard={"Grief": 1})
    result = check(json.dumps(deck), ".json", "mtg/modern", "2026-08-01")
    assert [(rule, message) for rule, message, _ in errors(result)] == [(
        "parse-error", "Grief: its section 'sideboard' is another board than 'maybeboard', "
        "which holds it: each tool reads one of them; not counted")]
    assert result.zones == {"main": 60, "side": 15}


def test_an_archidekt_deck_json_is_read_by_each_cards_first_category() -> None:
    cards = [*_by_category(MODERN_MAIN, "Burn"), *_by_category(MODERN_SIDE, "Sideboard"),
             (4, "Oko, Thief of Crowns", ["Maybeboard"]),
             (4, "Mox Opal", ["Considering", "Sideboard"]), (4, "Grief", ["Cuts", "Burn"])]
    result = check(_archidekt(cards, ("Sideboard", "Maybeboard", "Considering", "Cuts")),
                   ".json", "mtg/modern", "2026-08-01")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert notes(result)[0] == ("read as an Archidekt deck (its cards by first category)", 1)
    assert sorted(message for message, _ in notes(result, "ignored-section")) == [
        "the 'Considering' board is not part of the deck; its cards were not counted",
        "the 'Maybeboard' board is not part of the deck; its cards were not counted",
        "the 'maybeboard' board is not part of the deck; its cards were not counted"]


def test_an_archidekt_category_kept_in_the_deck_counts_its_cards_whatever_its_name() -> None:
    """A ``Maybeboard`` or ``Considering`` category the deck's JSON keeps in the deck
    (``includedInDeck: true``) counts its cards, as Archidekt does: a banned card there was
    left out by the category's name, the deck legal."""
    for category in ("Maybeboard", "Considering"):
        cards = [*_by_category(MODERN_MAIN, "Burn"), (1, "Oko, Thief of Crowns", [category]),
                 (2, "Mox Opal", [category, "Sideboard"])]
        result = check(_archidekt(cards, ("Sideboard", "Cuts")), ".json", "mtg/modern",
                       "2026-08-01")
        assert result.zones == {"main": 61, "side": 2}, category
        assert [rule for rule, _, _ in errors(result)] == ["banned"], category
        assert notes(result, "ignored-section") == [], category


def test_an_archidekt_cards_categories_written_as_one_string_are_its_names() -> None:
    """A card's categories written as one string (not a list) are its names parted by
    commas, as Archidekt's text export writes them (they were read letter by letter)."""
    cards = [*_by_category(MODERN_MAIN, "Burn"), (4, "Mystical Dispute", "Sideboard"),
             (1, "Oko, Thief of Crowns", "Maybeboard"), (2, "Mox Opal", "Maybeboard,Burn"),
             (1, "Grief", "Burn, Maybeboard")]
    result = check(_archidekt(cards), ".json", "mtg/modern", "2026-08-01")  # type: ignore[arg-type]
    assert result.zones == {"main": 61, "side": 4}
    assert [(rule, line) for rule, _, line in errors(result)] == [("banned", 1)]
    assert [message for message, _ in notes(result, "ignored-section")] == [
        "the 'Maybeboard' board is not part of the deck; its cards were not counted"]


def test_an_archidekt_tokens_category_kept_in_the_deck_keeps_its_tokens_out() -> None:
    """A ``Tokens`` category the deck includes (``includedInDeck: true``) still holds
    tokens, left out; a card there is counted by the tokens check."""
    deck = json.loads(_archidekt([*_by_category(MODERN_MAIN, "Burn"),
                                  (1, "Treasure", ["Tokens"]), (1, "Grief", ["Tokens"])]))
    deck["categories"].append({"name": "Tokens", "includedInDeck": True})
    result = check(json.dumps(deck), ".json", "mtg/modern", "2026-08-01")
    assert result.zones == {"main": 61}
    assert [rule for rule, _, _ in errors(result)] == ["banned"]


def test_an_archidekt_decks_banned_card_and_long_sideboard_are_caught() -> None:
    cards = [*_by_category(MODERN_MAIN, "Burn"), *_by_category(MODERN_SIDE, "Sideboard"),
             (1, "Oko, Thief of Crowns", ["Sideboard"])]
    result = check(_archidekt(cards), ".json", "mtg/modern", "2026-08-01")
    assert [(rule, message[:26]) for rule, message, _ in errors(result)] == [
        ("banned", "Oko, Thief of Crowns is ba"), ("zone-size", "Sideboard: 16 cards; at mo")]


def test_a_commander_deck_from_scryfall_and_archidekt() -> None:
    scryfall = _scryfall(commanders={"Kalamax, the Stormsire": 1},
                         lands={"Island": 49, "Mountain": 50})
    archidekt = _archidekt([(1, "Kalamax, the Stormsire", ["Commander"]),
                            (49, "Island", ["Land"]), (50, "Mountain", ["Land"])])
    for text in (scryfall, archidekt):
        result = check(text, ".json", "mtg/commander", "2026-08-01")
        assert (result.status, result.zones) == ("legal", {"command": 1, "main": 99})


@pytest.mark.parametrize("key", ["sideboard", "extras"])
def test_cards_beside_a_scryfall_decks_entries_are_not_read_unsaid(key: str) -> None:
    """A second list beside ``entries`` (a banned card in it was hidden): a
    ``parse-error``, as beside a Moxfield deck's boards."""
    deck = json.loads(_scryfall(mainboard=MODERN_MAIN))
    deck[key] = _scryfall_entries({"Oko, Thief of Crowns": 1})
    result = check(json.dumps(deck), ".json", "mtg/modern", "2026-08-01")
    assert [(rule, message.split(":")[0]) for rule, message, _ in errors(result)] == [
        ("parse-error", f"'{key}' is a section of a cardtools decklist, beside the 'entries' "
         "of a deck site" if key == "sideboard" else
         f"'{key}' holds cards beside the 'entries' of the deck, which are read")]


def test_an_archidekt_decks_name_of_a_counted_card_is_a_card_line() -> None:
    cards = [*_by_category(MODERN_MAIN, "Burn")]
    deck = json.loads(_archidekt(cards))
    deck["name"] = "1 Oko, Thief of Crowns"
    result = check(json.dumps(deck), ".json", "mtg/modern", "2026-08-01")
    assert [rule for rule, _, _ in errors(result)] == ["banned"]


def test_a_scryfall_section_of_no_zone_is_a_parse_error_naming_scryfall() -> None:
    result = check(_scryfall(mainboard=MODERN_MAIN, wishes={"Oko, Thief of Crowns": 1}),
                   ".json", "mtg/modern", "2026-08-01")
    assert [(rule, message) for rule, message, _ in errors(result)] == [
        ("parse-error", "the 'wishes' board is not one of a Scryfall deck's; its cards were "
         "not counted")]
