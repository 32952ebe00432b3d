"""Organizers' sheets and deck files that read one legal deck as refused, or two decks as
one: a zone column of ``Main Deck`` and ``Sideboard Deck``, a main deck and a side deck
side by side under their zones' titles, a Cockatrice file whose ``main`` zone comes again
after its ``side``. Each is read as the deck it is, or refused, never judged as one deck
of two decks' cards."""

from __future__ import annotations

import pytest

from cardtools.model import DeckResult
from tests.test_real_deck_forms import MAIN, SIDE, check

#: A second legal Modern deck of 2021-06-01 (60 cards), another player's.
OTHER = [(4, "Opt"), (4, "Spell Pierce"), (4, "Mana Leak"), (4, "Remand"),
         (4, "Serum Visions"), (4, "Snapcaster Mage"), (36, "Island")]


def _errors(result: DeckResult) -> list[tuple[str, int | None, str]]:
    return [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"]


def _two_decks_error(line: int, title: str, first: str, second: str
                     ) -> tuple[str, int | None, str]:
    """The ``file-error`` of a sheet whose column ``title`` parts two decks, ``first`` and
    ``second`` as written, on ``line`` (as ``_errors`` gives it)."""
    return ("file-error", line, f"2 decks in one sheet (column '{title}': '{first}', "
            f"'{second}'): not judged; one deck a file (split it by deck, or leave the "
            "column out if the sheet holds one deck)")


def _zoned(header: str, row: str, main: str, side: str) -> str:
    """The legal deck as sheet rows: ``row`` formatted with ``count``, ``name`` and
    ``zone`` (``main`` or ``side``'s words)."""
    lines = [header]
    for zone, cards in ((main, MAIN), (side, SIDE)):
        lines += [row.format(count=count, name=f'"{name}"', zone=zone) for count, name in cards]
    return "\r\n".join(lines) + "\r\n"


@pytest.mark.parametrize("title", ["Folder", "Zone", "Board", "Section", "Role"])
@pytest.mark.parametrize(("main", "side"), [
    ("Main Deck", "Sideboard Deck"), ("Main Deck", "Deck Sideboard"),
    ("Mazo principal", "Mazo banquillo"), ("Deck", "Reserve Deck"), ("Main", "SB Deck")])
def test_a_side_deck_named_with_the_decks_word_is_the_side_deck(
        title: str, main: str, side: str) -> None:
    result = check(_zoned(f"Quantity,Name,{title}", "{count},{name},{zone}", main, side),
                   ".csv")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("header", ["Sideboard Deck", "Deck Sideboard", "Reserve deck"])
def test_a_text_header_of_the_side_deck_and_the_decks_word_opens_the_side_deck(
        header: str) -> None:
    text = "\n".join(["Main Deck", *(f"{c} {n}" for c, n in MAIN), "", header,
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"
    result = check(text)
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def _cod(*zones: tuple[str, list[tuple[int, str]]]) -> str:
    body = "".join(f'  <zone name="{name}">\n' + "".join(
        f'    <card number="{count}" name="{card}"/>\n' for count, card in cards)
        + "  </zone>\n" for name, cards in zones)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            + body + "</cockatrice_deck>\n")


def test_a_cockatrice_main_zone_again_after_the_side_is_two_decks() -> None:
    result = check(_cod(("main", MAIN), ("side", SIDE), ("main", OTHER)), ".cod")
    assert result.status == "error"
    assert _errors(result) == [(
        "file-error", 25, "the main deck's zone again on line 25 after another zone "
        "(its first on line 3): two decklists in one file, not judged; one deck a file")]


def test_a_cockatrice_main_zone_in_two_parts_before_the_side_is_one_deck() -> None:
    result = check(_cod(("main", MAIN[:6]), ("main", MAIN[6:]), ("side", SIDE)), ".cod")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


def _beside(titles: list[str], name_first: bool = False, sep: str = ",",
            side: list[tuple[int, str]] = SIDE) -> str:
    """The legal deck's main deck beside its side deck, a pair of columns each, under
    the title rows ``titles``."""
    rows = list(titles)
    for at in range(len(MAIN)):
        pairs = [[str(cards[at][0]), f'"{cards[at][1]}"'] if at < len(cards) else ["", ""]
                 for cards in (MAIN, side)]
        rows.append(sep.join(cell for pair in pairs
                             for cell in (pair[::-1] if name_first else pair)))
    return "\r\n".join(rows) + "\r\n"


@pytest.mark.parametrize(("titles", "name_first", "sep", "shown"), [
    (["Main Deck,,Sideboard,"], False, ",", "'Main Deck', columns 3-4 'Sideboard'"),
    (["Main Deck,,Sideboard,", "Qty,Card,Qty,Card"], False, ",",
     "'Main Deck', columns 3-4 'Sideboard'"),
    (["Main Deck,Qty,Sideboard Deck,Qty"], False, ",",
     "'Main Deck', columns 3-4 'Sideboard Deck'"),
    ([",Main Deck,,Sideboard"], True, ",", "'Main Deck', columns 3-4 'Sideboard'"),
    (["Mazo principal;;Banquillo;"], False, ";", "'Mazo principal', columns 3-4 'Banquillo'")])
def test_a_main_deck_beside_its_side_deck_under_their_zones_is_one_deck(
        titles: list[str], name_first: bool, sep: str, shown: str) -> None:
    # each was refused as decks side by side, the legal deck not judged
    result = check(_beside(titles, name_first, sep), ".csv")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"
            and "side by side" in v.message] == [
        (1, f"read as one deck's zones side by side (columns 1-2 {shown})")]


def test_a_banned_card_in_a_side_deck_beside_the_main_deck_is_on_its_line() -> None:
    result = check(_beside(["Main Deck,,Sideboard,"],
                           side=[*SIDE, (1, "Oko, Thief of Crowns")]), ".csv")
    assert result.status == "illegal"
    assert [(rule, line) for rule, line, _ in _errors(result)] == [
        ("zone-size", 2), ("banned", 7)]


@pytest.mark.parametrize("titles", [
    ["Ann,,Bob,"], ["Deck 1,,Deck 2,"], ["Main Deck,,Main Deck,"], ["Count,Card,Count,Card"],
    ["Ann,,Bob,", "Main Deck,,Sideboard,"], ["# in deck,Card Name,# in deck,Card Name"],
    ["Player Name,Ann,Player Name,Bob", "Main Deck,,Sideboard,"], []])
def test_pairs_not_titled_as_one_decks_zones_stay_refused(titles: list[str]) -> None:
    result = check(_beside(titles), ".csv")
    assert (result.status, [(rule, line) for rule, line, _ in _errors(result)]) == (
        "error", [("file-error", 1)])
    assert "side by side in several pairs of columns" in _errors(result)[0][2]


def test_a_card_beside_the_titled_pairs_keeps_the_sheet_refused() -> None:
    text = _beside(["Main Deck,,Sideboard,"]).replace(
        '"Lurrus of the Dream-Den"', '"Lurrus of the Dream-Den","Black Lotus"', 1)
    assert check(text, ".csv").status == "error"


@pytest.mark.parametrize(("titles", "shown"), [
    (["Deck,,Sideboard,", "Qty,Card,Qty,Card"], "'Deck', columns 3-4 'Sideboard'"),
    (["Main Deck Qty,Main Deck Card,Sideboard Qty,Sideboard Card"],
     "'Main Deck Qty', columns 3-4 'Sideboard Qty'"),
    (["Main Deck,,Sideboard,", "# in deck,Card Name,# in deck,Card Name"],
     "'Main Deck', columns 3-4 'Sideboard'"),
    (["Qty Main,Card,Qty Sideboard,Card Name"], "'Qty Main', columns 3-4 'Qty Sideboard'")])
def test_a_registration_sheets_column_titles_name_its_zones(titles: list[str],
                                                           shown: str) -> None:
    # each was refused as decks side by side ("Deck,,Sideboard," above "Qty,Card" was
    # read as a deck's name, "Sideboard", over a header of no zone)
    result = check(_beside(titles), ".csv")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [v.message for v in result.violations if v.rule == "reading"] == [
        f"read as one deck's zones side by side (columns 1-2 {shown})"]


#: A registration sheet's fields above its zones' titles.
_FIELDS = ["Player Name,John Smith,,", "Event,Store Championship,,", ",,,",
           "Date,2021-05-29,DCI,12345"]


@pytest.mark.parametrize("sep", [",", "\t"])
def test_a_registration_sheets_fields_above_the_zones_are_the_decks_keys(sep: str) -> None:
    # refused as decks side by side (as text, the main deck was read as the sideboard)
    titles = [row.replace(",", sep) for row in [*_FIELDS, "Main Deck,,Sideboard,"]]
    result = check(_beside(titles, sep=sep).replace('"', ""),
                   ".csv" if sep == "," else ".txt")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert (result.player, result.player_line, result.event) == (
        "John Smith", 1, "Store Championship")
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"] == [
        (5, "read as one deck's zones side by side (columns 1-2 'Main Deck', columns 3-4 "
            "'Sideboard')")]


@pytest.mark.parametrize("second", [["Player Name,Bob,,", "Main Deck,,Sideboard,"],
                                    ["Main Deck,,Sideboard,"], ["Player Name,Bob,,"]])
def test_a_second_registration_sheet_under_the_first_is_not_judged_as_one_deck(
        second: list[str]) -> None:
    # two players' main decks, no side deck, were one legal deck of 120 cards
    def sheet(player: str, cards: list[tuple[int, str]]) -> list[str]:
        return [f"Player Name,{player},,", "Main Deck,,Sideboard,",
                *(f'{count},"{name}",,' for count, name in cards[:-1]),
                f'{cards[-1][0]},"{cards[-1][1]}",1,"Lurrus of the Dream-Den"']

    rows = sheet("Ann", MAIN) + second + sheet("Bob", OTHER)[2:]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert result.status != "legal"
    assert [v for v in result.violations if "zones side by side" in v.message] == []


def test_a_card_line_in_a_registration_sheets_field_is_counted() -> None:
    result = check(_beside(["Deck Name,1 Oko Thief of Crowns,,", "Main Deck,,Sideboard,"]),
                   ".csv")
    assert result.status == "illegal"
    assert ("banned", 1) in [(rule, line) for rule, line, _ in _errors(result)]


def test_a_title_above_one_decks_zones_is_the_sheets_title() -> None:
    result = check(_beside(["Ann,,,", "Main Deck,,Sideboard,"]), ".csv")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.line, v.message) for v in result.violations if v.line == 1] == [
        (1, "'Ann' above the header is the sheet's title, not a card")]


def test_a_field_beside_the_titled_pairs_is_read() -> None:
    text = _beside(["Main Deck,,Sideboard,,Player,John Smith"])
    result = check(text, ".csv")
    assert (result.status, result.zones, result.player, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, "John Smith", [])


@pytest.mark.parametrize(("titles", "sep", "suffix"), [
    (["Main Deck,,Sideboard,"], ",", ".csv"), (["Main Deck\t\tSideboard\t"], "\t", ".txt")])
def test_a_side_deck_of_one_row_beside_the_main_deck_is_one_deck(
        titles: list[str], sep: str, suffix: str) -> None:
    # read as plain text: each row an unknown card, or the main deck read as the sideboard
    text = _beside(titles, sep=sep, side=[(4, "Rest in Peace")]).replace('"', "")
    result = check(text, suffix)
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 4}, [])


@pytest.mark.parametrize("suffix", [".txt", ".tsv"])
def test_zones_side_by_side_in_a_text_file_of_tabs_are_one_deck(suffix: str) -> None:
    # each row was one unknown card of two cards' names, a legal deck illegal
    text = _beside(["Main Deck\t\tSideboard\t"], sep="\t").replace('"', "")
    result = check(text, suffix)
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def _owned(title: str, first: str, second: str, alternate: bool,
           cards: tuple[list[tuple[int, str]], list[tuple[int, str]]] = (MAIN, OTHER)) -> str:
    """Two decks' rows under ``title``'s column of ``first``'s and ``second``'s, one
    deck's rows then the other's, or row by row (``alternate``)."""
    one = [f'{first},{count},"{name}"' for count, name in cards[0]]
    other = [f'{second},{count},"{name}"' for count, name in cards[1]]
    if alternate:
        rows = [row for pair in zip(one, other, strict=False) for row in pair]
        rows += one[len(other):] + other[len(one):]
    else:
        rows = one + other
    return "\r\n".join([f"{title},Quantity,Name", *rows]) + "\r\n"


@pytest.mark.parametrize(("title", "first", "second", "alternate", "line"), [
    ("Attendee", "Ann", "Bob", True, 3), ("Handle", "Ann", "Bob", True, 3),
    ("Group", "Ann", "Bob", False, 15), ("Group", "Ann", "Bob", True, 3),
    ("Version", "Ann", "Bob", False, 15), ("Player Group", "Ann", "Bob", True, 3),
    ("Deck", "Red", "Blue", False, 15), ("Deck", "Burn", "Counterspells", False, 15),
    ("Group", "Red", "Blue", False, 15)])
def test_two_full_decks_parted_by_a_column_are_not_judged_as_one(
        title: str, first: str, second: str, alternate: bool, line: int) -> None:
    # each was one legal deck of 120 cards
    result = check(_owned(title, first, second, alternate), ".csv")
    assert (result.status, _errors(result)) == (
        "error", [_two_decks_error(line, title, first, second)])


def test_two_short_decks_row_by_row_sharing_cards_are_not_judged_as_one() -> None:
    short = ([(2, "Lightning Bolt"), (28, "Mountain")],
             [(4, "Opt"), (2, "Lightning Bolt"), (4, "Mountain"), (20, "Island")])
    result = check(_owned("Attendee", "Ann", "Bob", True, short), ".csv")
    assert [(rule, line) for rule, line, _ in _errors(result)] == [("file-error", 3)]


@pytest.mark.parametrize(("title", "values"), [("Location", ("Binder", "Box")),
                                               ("Print", ("Foil", "Nonfoil"))])
def test_one_cards_copies_under_two_values_of_a_column_stay_one_deck(
        title: str, values: tuple[str, str]) -> None:
    # one deck's copies kept in two places, or some of them foil: no two decks
    rows = [f'{values[index % 2]},{count},"{name}",Main'
            for index, (count, name) in enumerate(MAIN) if name != "Mountain"]
    mountains = sum(count for count, name in MAIN if name == "Mountain")
    rows += [f'{values[0]},{mountains - 2},"Mountain",Main', f'{values[1]},2,"Mountain",Main']
    rows += [f'{values[0]},{count},"{name}",Sideboard' for count, name in SIDE]
    text = "\r\n".join([f"{title},Quantity,Name,Board", *rows]) + "\r\n"
    result = check(text, ".csv")
    assert (_errors(result), result.status) == ([], "legal")


#: The legal deck's cards by colour, as a sheet sorted by colour groups them.
_COLOURS = {"Boros Charm": "Multicolor", "Lightning Helix": "Multicolor",
            "Lurrus of the Dream-Den": "Multicolor", "Deflecting Palm": "Multicolor",
            "Inspiring Vantage": "Land", "Sacred Foundry": "Land", "Mountain": "Land",
            "Path to Exile": "White", "Kor Firewalker": "White", "Rest in Peace": "White"}


@pytest.mark.parametrize("title", ["Deck", "Group", "Colour", "Attendee", "Version"])
@pytest.mark.parametrize("grouped", [True, False])
def test_one_deck_sorted_by_colour_stays_one_deck(title: str, grouped: bool) -> None:
    rows = [(_COLOURS.get(name, "Red"), count, name, zone)
            for zone, cards in (("Main", MAIN), ("Sideboard", SIDE)) for count, name in cards]
    if grouped:
        rows.sort(key=lambda row: (row[0], row[3]))
    text = "\r\n".join([f"{title},Quantity,Name,Board", *(
        f'{colour},{count},"{name}",{zone}' for colour, count, name, zone in rows)]) + "\r\n"
    result = check(text, ".csv")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("title", ["Version", "Set", "Edition"])
def test_one_deck_with_a_card_in_two_printings_stays_one_deck(title: str) -> None:
    rows = [f"Quantity,Name,{title}"]
    for count, name in MAIN:
        if name == "Mountain":
            rows += ['6,"Mountain",M21', '6,"Mountain",ZNR']
        else:
            rows.append(f'{count},"{name}",{"M21" if len(name) % 2 else "ZNR"}')
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60})


def _rows(cards: list[tuple[int, str]], board: str = "") -> list[str]:
    return [f'{count},"{name}"' + (f",{board}" if board else "") for count, name in cards]


#: A second player's side deck, legal beside ``SIDE[:2]`` as one deck's 12 cards.
_OTHER_SIDE = [(3, "Duress"), (4, "Negate")]


def test_section_rows_of_both_zones_again_are_two_decks() -> None:
    # Deck, Sideboard, Deck, Sideboard rows: two lists pasted in one sheet, as in text
    rows = ["Qty,Card", "Deck,", *_rows(MAIN), "Sideboard,", *_rows(SIDE[:2]), "Deck,",
            *_rows(OTHER), "Sideboard,", *_rows(_OTHER_SIDE)]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert _errors(result) == [(
        "file-error", 19, "the main deck's and the side deck's rows again from line 19 (the "
        "first deck's from line 3): two decklists in one sheet, not judged; one deck a file")]


@pytest.mark.parametrize(("first", "second"), [("Deck 1", "Deck 2"), ("Main Deck", "Main Deck")])
def test_section_rows_of_the_main_deck_over_two_full_decks_are_two_decks(
        first: str, second: str) -> None:
    # each section row over a full deck: two decks' lists, one legal deck of 120 cards
    rows = ["Qty,Card", f"{first},", *_rows(MAIN), f"{second},", *_rows(OTHER)]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    second_line = 3 + len(MAIN)
    assert _errors(result) == [(
        "file-error", second_line, f"the main deck's section rows on lines 2 and "
        f"{second_line} each head a full deck (60 cards or more): two decklists in one "
        "sheet, not judged; one deck a file")]


def test_section_rows_going_on_are_one_decks() -> None:
    # one deck sorted by type: Main Deck, Sideboard, Main Deck (cont.), Sideboard (cont.)
    rows = ["Qty,Card", "Main Deck,", *_rows(MAIN[:6]), "Sideboard,", *_rows(SIDE[:2]),
            "Main Deck (cont.),", *_rows(MAIN[6:]), "Sideboard (cont.),", *_rows(SIDE[2:])]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert (_errors(result), result.status, result.zones) == (
        [], "legal", {"main": 60, "side": 15})


def test_a_board_column_giving_two_full_decks_in_turn_is_two_decks() -> None:
    rows = ["Quantity,Name,Board", *_rows(MAIN, "Deck"), *_rows(SIDE[:2], "Sideboard"),
            *_rows(OTHER, "Deck"), *_rows(_OTHER_SIDE, "Sideboard")]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert [(rule, line) for rule, line, _ in _errors(result)] == [("file-error", 17)]


def test_a_board_column_of_one_deck_sorted_by_name_stays_one_deck() -> None:
    cards = sorted([(count, name, "Main") for count, name in MAIN]
                   + [(count, name, "Sideboard") for count, name in SIDE],
                   key=lambda card: card[1])
    rows = ["Quantity,Name,Board", *(f'{c},"{n}",{b}' for c, n, b in cards)]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize(("title", "first", "second"), [
    ("Deck", "1", "2"), ("Date", "2021-05-01", "2021-05-02")])
def test_two_full_decks_numbered_or_dated_are_not_judged_as_one(
        title: str, first: str, second: str) -> None:
    result = check(_owned(title, first, second, False), ".csv")
    assert [(rule, line) for rule, line, _ in _errors(result)] == [("file-error", 15)]


@pytest.mark.parametrize("title", ["Condition", "Language", "Deck", "Group"])
def test_a_hundred_card_deck_in_two_halves_of_a_cards_fact_stays_one_deck(
        title: str) -> None:
    # two groups of 40 cards each are no two decks of a column of a card's or a copy's
    # fact, nor of a Deck column of groupings: a Commander deck's 100 cards may so part
    cards = [*MAIN[:-1], (52, "Mountain")]
    rows = [f"{title},Quantity,Name"]
    rows += [f'{"Lands" if name == "Mountain" else "Spells"},{count},"{name}"'
             for count, name in cards]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 100})


def _o8d(*sections: tuple[str, list[tuple[int, str]]]) -> str:
    body = "".join(f'  <section name="{name}" shared="False">\n' + "".join(
        f'    <card qty="{count}" id="0">{card}</card>\n' for count, card in cards)
        + "  </section>\n" for name, cards in sections)
    return '<?xml version="1.0" encoding="utf-8"?>\n<deck game="x">\n' + body + "</deck>\n"


def _lackey(*zones: tuple[str, list[tuple[int, str]]]) -> str:
    body = "".join(f'  <superzone name="{name}">\n' + "".join(
        f"    <card><name>{card}</name></card>\n" * count for count, card in cards)
        + "  </superzone>\n" for name, cards in zones)
    return '<deck version="0.8">\n' + body + "</deck>\n"


@pytest.mark.parametrize(("text", "what", "line", "first"), [
    (_o8d(("Main", MAIN), ("Sideboard", SIDE), ("Main", OTHER)), "section", 25, 3),
    (_lackey(("Deck", MAIN[:2]), ("Sideboard", SIDE[:1]), ("Deck", OTHER)), "superzone",
     15, 2)])
def test_an_octgn_or_lackey_main_section_again_after_the_side_is_two_decks(
        text: str, what: str, line: int, first: int) -> None:
    # each was one legal deck of both main decks
    result = check(text, ".o8d")
    assert _errors(result) == [(
        "file-error", line, f"the main deck's {what} again on line {line} after another "
        f"{what} (its first on line {first}): two decklists in one file, not "
        "judged; one deck a file")]


def test_an_octgn_deck_with_tokens_after_its_side_stays_one_deck() -> None:
    result = check(_o8d(("Main", MAIN), ("Sideboard", SIDE), ("Tokens", [(1, "Goblin")])),
                   ".o8d")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize(("totals", "warned"), [
    ("61,Total,15,Total", "'61 Total' (line 15) declares 61 cards, but 60 cards were read in "
     "the deck it totals"),
    ("60,Total,16,Total", "'16 Total' (line 15) declares 16 cards, but 15 cards were read in "
     "the side deck it totals")])
def test_a_zones_wrong_total_row_beside_the_other_is_a_declared_total(
        totals: str, warned: str) -> None:
    """A total row whose count is not its zone's sum is a total the sheet declares,
    compared with that zone's cards: a ``declared-count`` warning, as a text list's
    total gets, where both were unknown cards 'Total' (a sideboard of 15 plus 16 copies
    of Total: a legal deck illegal)."""
    result = check(_beside(["Main Deck,,Sideboard,"]) + totals + "\r\n", ".csv")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.rule, v.line, v.message) for v in result.violations if v.line == 15] == [
        ("reading", 15, "a row of the count column's total, not a card: not counted"),
        ("declared-count", 15, warned)]


@pytest.mark.parametrize("totals", [
    "60,Total,15,Total", "Total,60,Total,15", "Main Deck Total: 60,,Sideboard Total: 15,",
    "Total Cards in Main Deck,60,Total Cards in Sideboard,15"])
def test_each_zones_total_row_beside_the_other_is_no_card(totals: str) -> None:
    # a total written label first was a row of no count: two parse-errors, a legal deck
    # illegal
    text = _beside(["Main Deck,,Sideboard,"]) + totals + "\r\n"
    result = check(text, ".csv")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.line, v.message) for v in result.violations if v.line == 15] == [
        (15, "a row of the count column's total, not a card: not counted")]


@pytest.mark.parametrize(("text", "suffix", "line", "what"), [
    (_o8d(("Main", MAIN), ("Tokens", [(1, "Goblin")]), ("Main", OTHER)), ".o8d", 21,
     "section"),
    (_o8d(("Main", MAIN[:-1]), ("Lands", MAIN[-1:]), ("Main", OTHER[:-1]),
          ("Lands", OTHER[-1:])), ".o8d", 20, "section"),
    (_cod(("main", MAIN), ("tokens", [(1, "Goblin")]), ("main", OTHER)), ".cod", 21, "zone"),
    (_cod(("main", MAIN[:-1]), ("lands", MAIN[-1:]), ("main", OTHER[:-1]),
          ("lands", OTHER[-1:])), ".cod", 20, "zone"),
    (_lackey(("Deck", MAIN[:2]), ("Tokens", [(1, "Goblin")]), ("Deck", OTHER[:1])), ".dek",
     15, "superzone")])
def test_a_tokens_or_lands_place_between_two_main_decks_is_two_decks(
        text: str, suffix: str, line: int, what: str) -> None:
    # each was one legal deck of both main decks: a place of tokens or of a grouping
    # between them was no break
    result = check(text, suffix)
    assert (result.status, [(rule, at) for rule, at, _ in _errors(result)]) == (
        "error", [("file-error", line)])
    assert f"the main deck's {what} again on line {line}" in _errors(result)[0][2]


def test_a_cockatrice_deck_with_tokens_after_its_side_stays_one_deck() -> None:
    result = check(_cod(("main", MAIN), ("side", SIDE), ("tokens", [(1, "Goblin")])), ".cod")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize("title", ["Board", "Zone", "Deck"])
@pytest.mark.parametrize(("first", "second"), [
    ("Deck 1", "Deck 2"), ("Deck (Ann)", "Deck (Bob)"), ("Main Deck [Ann]", "Main Deck [Bob]"),
    ("Deck II", "Deck III")])
@pytest.mark.parametrize(("alternate", "line"), [(False, 15), (True, 3)])
def test_a_zone_column_naming_the_main_deck_under_two_labels_is_two_decks(
        title: str, first: str, second: str, alternate: bool, line: int) -> None:
    # each was one legal deck of 120 cards: a zone column's labels, as two text headers'
    result = check(_owned(title, first, second, alternate), ".csv")
    assert (result.status, _errors(result)) == (
        "error", [_two_decks_error(line, title, first, second)])


@pytest.mark.parametrize(("main", "side", "again"), [
    ("Main Deck (Ann)", "Sideboard (Ann)", None), ("Deck (Ann)", "Sideboard", "Deck (Ann Lee)"),
    ("Deck (Creatures)", "Sideboard", "Deck (Lands)"), ("Deck 1", "Sideboard 1", None),
    ("Main (60)", "Side (15)", None), ("Deck (cont.)", "Sideboard", None)])
def test_a_zone_column_of_one_decks_labels_stays_one_deck(
        main: str, side: str, again: str | None) -> None:
    rows = ["Quantity,Name,Board"]
    rows += [f'{count},"{name}",{again if again and index % 2 else main}'
             for index, (count, name) in enumerate(MAIN)]
    rows += [f'{count},"{name}",{side}' for count, name in SIDE]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("title", "first", "second"), [
    ("Horodateur", "2021/05/01 10:00:01", "2021/05/02 11:03:22"),
    ("Marca temporal", "01/05/2021 10:00:01", "02/05/2021 11:03:22"),
    ("Zeitstempel", "01.05.2021 10:00", "01.05.2021 11:03"),
    ("Informazioni cronologiche", "10:00:01", "11:03:22"),
    ("Horodateur", "1 mai 2021 10:00:01", "2 mai 2021 11:03:22"),
    ("Zeitstempel", "1. Mai 2021", "2. Mai 2021")])
@pytest.mark.parametrize(("alternate", "line"), [(False, 15), (True, 3)])
def test_two_submissions_parted_by_a_time_of_any_title_are_not_judged_as_one(
        title: str, first: str, second: str, alternate: bool, line: int) -> None:
    # a form's responses' time column under its language's title: one legal deck of 120
    result = check(_owned(title, first, second, alternate), ".csv")
    assert [(rule, at) for rule, at, _ in _errors(result)] == [("file-error", line)]
    assert f"(column '{title}': '{first}', '{second}')" in _errors(result)[0][2]


def test_two_forty_card_submissions_in_runs_of_a_time_are_not_judged_as_one() -> None:
    forty = ([(4, "Lightning Bolt"), (36, "Mountain")], [(4, "Opt"), (36, "Island")])
    result = check(_owned("Horodateur", "01/05/2021 10:00", "01/05/2021 11:00", False, forty),
                   ".csv")
    assert [(rule, at) for rule, at, _ in _errors(result)] == [("file-error", 4)]


def test_one_deck_with_a_time_column_stays_one_deck() -> None:
    # a collection's times each card was added: no two decks' worth each
    rows = ["Horodateur,Quantity,Name"] + [
        f'2021-05-0{1 + index % 2} 10:00,{count},"{name}"' for index, (count, name) in
        enumerate(MAIN)]
    result = check("\r\n".join(rows) + "\r\n", ".csv")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize("title", ["Attendee", "Deck", "Group", "Colour", "Type"])
@pytest.mark.parametrize("alternate", [False, True])
def test_two_short_decks_sharing_only_a_basic_land_are_not_judged_as_one(
        title: str, alternate: bool) -> None:
    # 30 and 30 cards, one legal deck of 60 before: two players' short decks
    short = ([(4, "Lightning Bolt"), (4, "Lava Spike"), (22, "Mountain")],
             [(4, "Goblin Guide"), (4, "Rift Bolt"), (22, "Mountain")])
    result = check(_owned(title, "Ann", "Bob", alternate, short), ".csv")
    assert [(rule, at) for rule, at, _ in _errors(result)] == [
        ("file-error", 3 if alternate else 5)]


@pytest.mark.parametrize(("title", "values"), [
    ("Sleeve", ("Black", "White")), ("Storage", ("Binder", "Box")),
    ("Print", ("Foil", "Nonfoil")), ("Location", ("Deck box", "Binder"))])
def test_one_decks_copies_of_a_card_under_two_places_stay_one_deck(
        title: str, values: tuple[str, str]) -> None:
    rows = [f'{values[index % 2]},{count},"{name}"'
            for index, (count, name) in enumerate(MAIN) if name != "Mountain"]
    rows += [f'{values[0]},10,"Mountain"', f'{values[1]},2,"Mountain"']
    result = check("\r\n".join([f"{title},Quantity,Name", *rows]) + "\r\n", ".csv")
    assert (result.status, result.zones, _errors(result)) == ("legal", {"main": 60}, [])


def _forge(*sections: tuple[str, list[tuple[int, str]]]) -> str:
    return "[metadata]\nName=Burn\n" + "".join(
        f"[{name}]\n" + "".join(f"{count} {card}\n" for count, card in cards)
        for name, cards in sections)


@pytest.mark.parametrize(("text", "line"), [
    (_forge(("Main", MAIN), ("Sideboard", SIDE), ("Main", OTHER)), 23),
    (_forge(("Main", MAIN), ("Tokens", [(1, "Goblin")]), ("Main", OTHER)), 19)])
def test_a_forge_main_section_again_after_another_sections_cards_is_two_decks(
        text: str, line: int) -> None:
    # each was one legal deck of both main decks
    result = check(text, ".dck")
    assert _errors(result) == [(
        "file-error", line, f"the main deck's section again on line {line} after another "
        "section (its first on line 3): two decklists in one file, not judged; "
        "one deck a file")]


def test_a_forge_deck_with_tokens_after_its_side_stays_one_deck() -> None:
    result = check(_forge(("Main", MAIN[:6]), ("Main", MAIN[6:]), ("Sideboard", SIDE),
                          ("Tokens", [(1, "Goblin")])), ".dck")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


#: Two 40-card decks (Limited's, Mage Noir's, Magi-Nation's size) sharing no card.
_FORTY = ([(4, "Lightning Bolt"), (36, "Mountain")], [(4, "Opt"), (36, "Island")])


@pytest.mark.parametrize("title", ["Box", "Source", "Location", "Sleeve", "Storage"])
def test_two_forty_card_decks_under_a_copys_place_are_not_judged_as_one(title: str) -> None:
    # a copy's place titles a column one deck's copies may part under; two decks of 40
    # sharing no card there (Ann's box, Bob's box) were one legal deck of 80
    result = check(_owned(title, "Ann's box", "Bob's box", False, _FORTY), ".csv")
    assert [(rule, at) for rule, at, _ in _errors(result)] == [("file-error", 4)]


@pytest.mark.parametrize("title", ["Group", "Sort", "Card group"])
def test_one_decks_card_parted_between_two_groups_stays_one_deck(title: str) -> None:
    # 2 Opt in Core and 2 in Flex: one deck's copies of a card, no two decks' (refused)
    core = [*MAIN[:6], (2, "Opt")]  # 26 cards
    flex = [*MAIN[6:-1], (8, "Mountain"), (2, "Opt")]  # 34 cards
    result = check(_owned(title, "Core", "Flex", False, (core, flex)), ".csv")
    assert [rule for rule, _, _ in _errors(result)] == []
    assert result.zones == {"main": 60}


def test_a_cockatrice_main_zone_again_after_an_empty_side_zone_is_two_decks() -> None:
    # main, an empty side, main: one legal deck of 120 cards before
    result = check(_cod(("main", MAIN), ("side", []), ("main", OTHER)), ".cod")
    line = 7 + len(MAIN)  # the header, main, its cards, its end, side, its end
    assert _errors(result) == [(
        "file-error", line, f"the main deck's zone again on line {line} after another zone "
        "(its first on line 3): two decklists in one file, not judged; one deck a file")]


def test_two_forge_files_pasted_in_one_are_two_decks() -> None:
    # a second [metadata] and [Main] with an empty [Sideboard] between: one legal deck
    text = _forge(("Main", MAIN), ("Sideboard", [])) + _forge(("Main", OTHER))
    line = text.splitlines().index("[Main]", 5) + 1
    assert _errors(check(text, ".dck")) == [(
        "file-error", line, f"the main deck's section again on line {line} after another "
        "section (its first on line 3): two decklists in one file, not judged; "
        "one deck a file")]


def test_a_cockatrice_main_zone_again_after_an_empty_skipped_zone_is_two_decks() -> None:
    # main, an empty Maybeboard (a zone cardtools skips), main: one legal deck of 120
    result = check(_cod(("main", MAIN), ("Maybeboard", []), ("main", OTHER)), ".cod")
    line = 7 + len(MAIN)
    assert [rule for rule, _, _ in _errors(result)] == ["file-error"]
    assert _errors(result)[0][1] == line


@pytest.mark.parametrize("title", ["Sleeve", "Box", "Location", "Print"])
def test_a_singleton_decks_halves_under_a_copys_place_stay_one_deck(title: str) -> None:
    # a 100-card deck's halves share no card (one copy of each): it was refused as two
    # decks of 40 sharing none
    cards = [(1, f"Card {n}") for n in range(99)]
    rows = [f'{"A" if at < 50 else "B"},{count},"{name}"' for at, (count, name) in
            enumerate(cards)]
    result = check("\r\n".join([f"{title},Quantity,Name", *rows]) + "\r\n", ".csv")
    assert "file-error" not in [rule for rule, _, _ in _errors(result)]
    assert result.zones == {"main": 99}


@pytest.mark.parametrize("title", ["Category", "Board", "Section", "Kategorie"])
@pytest.mark.parametrize(("first", "second"), [("Ann", "Bob"), ("Main Ann", "Main Bob")])
@pytest.mark.parametrize("alternate", [False, True], ids=["in runs", "row by row"])
def test_a_zone_columns_two_owners_each_of_a_full_deck_are_two_decks(
        title: str, first: str, second: str, alternate: bool) -> None:
    # a Category of Ann and Bob (no zone's words, each a full deck) was one legal deck of
    # 120 cards, as Deck 1 and Deck 2 there were refused
    result = check(_owned(title, first, second, alternate), ".csv")
    line = 3 if alternate else 2 + len(MAIN)
    assert _errors(result) == [_two_decks_error(line, title, first, second)]


@pytest.mark.parametrize(("first", "second"), [("Creatures", "Lands"), ("Spells", "Lands")])
def test_a_zone_columns_two_groupings_each_of_a_full_deck_stay_one_deck(
        first: str, second: str) -> None:
    result = check(_owned("Category", first, second, False), ".csv")
    assert (result.status, result.zones, _errors(result)) == ("legal", {"main": 120}, [])


def test_a_category_column_of_one_decks_groups_stays_one_deck() -> None:
    rows = [f'{count},"{name}",{"Burn" if at % 2 else "Ann"}'
            for at, (count, name) in enumerate(MAIN)]
    result = check("\r\n".join(["Quantity,Name,Category", *rows]) + "\r\n", ".csv")
    assert (result.status, result.zones, _errors(result)) == ("legal", {"main": 60}, [])


def _xmage(main: list[tuple[int, str]], side: list[tuple[int, str]],
           more: list[tuple[int, str]]) -> str:
    return "NAME:Burn\n" + "".join(
        f"{'SB: ' if zone else ''}{count} [M21:1] {name}\n"
        for zone, cards in ((False, main), (True, side), (False, more))
        for count, name in cards) + "LAYOUT MAIN:(1,1)(NONE,false,50)|([M21:1])\n"


def test_an_xmage_main_deck_again_after_the_side_deck_is_two_decks() -> None:
    # 60 cards, SB: lines, 60 more: one legal deck of 120 before
    result = check(_xmage(MAIN, SIDE, OTHER), ".dck")
    line = 2 + len(MAIN) + len(SIDE)
    assert _errors(result) == [(
        "file-error", line, f"the main deck's cards from lines 2 and {line} each make a full "
        "deck (60 cards or more), parted by another zone's: two decks, not judged; one deck "
        "a file")]


@pytest.mark.parametrize("head", ["NAME:Tron", "Player: Bob"])
def test_two_xmage_files_pasted_without_a_side_deck_are_two_decks(head: str) -> None:
    # a second file's NAME: (or a list's metadata) after the first's 60 cards: one legal
    # deck of 120 before, as no SB: line parted them
    text = _xmage(MAIN, [], []).split("LAYOUT")[0] + f"{head}\n" + "".join(
        f"{count} [M21:1] {name}\n" for count, name in OTHER)
    line = 2 + len(MAIN)
    assert _errors(check(text, ".dck")) == [(
        "file-error", line, f"the line '{head}' (line {line}) heads a second full deck (60 "
        "cards or more) after the one from line 2: two decks, not judged; one deck a file")]


def test_an_xmage_decks_few_cards_after_its_side_deck_stay_one_deck() -> None:
    result = check(_xmage(MAIN[:-2], SIDE, MAIN[-2:]), ".dck")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize("title", ["Category", "Board", "Deck"])
@pytest.mark.parametrize(("first", "second"), [
    ("Deck (Ramp)", "Deck (Stax)"), ("Deck (Burn)", "Deck (Elves)"),
    ("Deck - Burn (30)", "Deck - Elves (30)")])
def test_the_main_decks_grouping_labels_each_over_a_full_deck_are_two_decks(
        title: str, first: str, second: str) -> None:
    # labels of a grouping's words after the main deck's, each over a full deck, were one
    # legal deck of 120 cards (as a text list's headers they are two decks)
    result = check(_owned(title, first, second, False), ".csv")
    assert [(rule, line) for rule, line, _ in _errors(result)] == [
        ("file-error", 2 + len(MAIN))]
    assert f"'{first}', '{second}'" in _errors(result)[0][2]


@pytest.mark.parametrize(("first", "second"), [("Deck (Ramp)", "Deck (Stax)"),
                                                ("Deck (Burn)", "Deck (Elves)")])
def test_the_main_decks_grouping_labels_over_one_decks_halves_stay_one_deck(
        first: str, second: str) -> None:
    result = check(_owned("Category", first, second, False, (MAIN[:6], MAIN[6:])), ".csv")
    assert (result.status, result.zones, _errors(result)) == ("legal", {"main": 60}, [])


def _dek(*parts: tuple[bool, list[tuple[int, str]]]) -> str:
    body = "".join(f'  <Cards CatID="1" Quantity="{count}" Sideboard="{str(side).lower()}" '
                   f'Name="{name}" Annotation="0"/>\n' for side, cards in parts
                   for count, name in cards)
    return '<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n' + body + "</Deck>\n"


def test_an_mtgo_main_deck_again_after_the_sideboard_is_two_decks() -> None:
    # 60 cards, the sideboard's, 60 more: one legal deck of 120 before
    result = check(_dek((False, MAIN), (True, SIDE), (False, OTHER)), ".dek")
    line = 3 + len(MAIN) + len(SIDE)
    assert _errors(result) == [(
        "file-error", line, f"the main deck's cards from lines 3 and {line} each make a full "
        "deck (60 cards or more), parted by another zone's: two decks, not judged; one deck "
        "a file")]


def test_an_mtgo_decks_few_cards_after_its_sideboard_stay_one_deck() -> None:
    result = check(_dek((False, MAIN[:-2]), (True, SIDE), (False, MAIN[-2:])), ".dek")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize("title", ["Board", "Category", "Section"])
@pytest.mark.parametrize(("main", "side"), [("Deck (Ann)", "Sideboard (Bob)"),
                                            ("Main (Ann)", "Side [Bob]")])
def test_a_zone_columns_owners_differing_across_zones_are_two_decks(
        title: str, main: str, side: str) -> None:
    # Ann's main deck and Bob's side deck were one legal deck, as text headers so written
    result = check(_zoned(f"Quantity,Name,{title}", "{count},{name},{zone}", main, side),
                   ".csv")
    assert _errors(result) == [_two_decks_error(2 + len(MAIN), title, main, side)]


@pytest.mark.parametrize(("main", "side"), [("Deck (Ann)", "Sideboard (Ann)"),
                                            ("Deck (Ann Lee)", "Sideboard (Ann's)"),
                                            ("Main", "Sideboard (vs aggro)"),
                                            ("Deck (Ann)", "Sideboard (post-board)")])
def test_a_zone_columns_one_owner_or_notes_across_zones_stay_one_deck(main: str,
                                                                      side: str) -> None:
    result = check(_zoned("Quantity,Name,Board", "{count},{name},{zone}", main, side), ".csv")
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def _lines_beside(titles: list[str], sep: str, side: list[tuple[int, str]] = SIDE) -> str:
    """The legal deck's main deck beside its side deck, a column of card lines each (``4
    Lightning Bolt``) two blank cells apart, under the title rows ``titles``."""
    rows = list(titles)
    for at in range(len(MAIN)):
        cells = [f"{cards[at][0]} {cards[at][1]}" if at < len(cards) else ""
                 for cards in (MAIN, side)]
        rows.append(sep.join([cells[0], "", "", cells[1]]))
    return "\r\n".join(rows) + "\r\n"


@pytest.mark.parametrize(("sep", "suffix"), [("\t", ".txt"), ("\t", ".tsv"), (",", ".csv")])
@pytest.mark.parametrize("fields", [[], ["Player Name{sep}John Smith"]])
def test_zones_in_columns_of_card_lines_are_one_deck(sep: str, suffix: str,
                                                      fields: list[str]) -> None:
    # as text, the line naming both zones put the main deck in the sideboard; a .csv file
    # was read as text too
    titles = [field.format(sep=sep) for field in fields] + [sep.join(
        ["Main Deck", "", "", "Sideboard"])]
    result = check(_lines_beside(titles, sep).replace('"', ""), suffix)
    assert (result.status, result.zones, _errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert result.player == ("John Smith" if fields else None)
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"] == [
        (len(titles), "read as one deck's zones in columns of card lines (column 1 'Main "
         "Deck', column 4 'Sideboard')")]


def test_a_banned_card_in_a_column_of_card_lines_is_on_its_line() -> None:
    text = _lines_beside(["Main Deck\t\t\tSideboard"], "\t",
                         side=[*SIDE[:4], (1, "Oko, Thief of Crowns")])
    result = check(text, ".tsv")
    assert (result.status, result.zones, _errors(result)) == (
        "illegal", {"main": 60, "side": 12}, [("banned", 6, "Oko, Thief of Crowns is banned "
                                               "in Modern (since 2020-01-14)")])


@pytest.mark.parametrize("titles", ["Deck 1\t\t\tDeck 2", "Main Deck\t\t\tMain Deck",
                                    "Ann\t\t\tSideboard"])
def test_columns_of_card_lines_not_titled_as_one_decks_zones_are_not_read_so(
        titles: str) -> None:
    # the text's own reading decides (two decks' titles are no one deck's zones)
    result = check(_lines_beside([titles], "\t"), ".txt")
    assert [v for v in result.violations if "columns of card lines" in v.message] == []
