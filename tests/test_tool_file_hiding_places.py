"""Places of other tools' deck files where a card was written but read by no one: card
elements of an MTGO ``.dek`` or a Cockatrice ``.cod`` file that the tool reads no card
from (an element of another tag naming a card, ``<Card Name=...>`` beside MTGO's
``<Cards>``, ``<cards name=...>`` in a Cockatrice zone; a card element inside a card's
own) and an XMage ``LAYOUT`` line holding a card line. Each vanished without a word (a
banned card hidden, the deck legal)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_decklist

_DEK = ('<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/'
        'XMLSchema">\n  <NetDeckID>0</NetDeckID>\n'
        '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Ponder" Annotation="0" />\n'
        '{extra}</Deck>\n')
_COD = ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
        '    <deckname>Tempo</deckname>\n    <zone name="main">\n'
        '        <card number="4" name="Ponder"/>\n{extra}    </zone>\n</cockatrice_deck>\n')


def _read(text: str, file_name: str) -> list[tuple[str, str | None, int | None]]:
    read = read_decklist(text.encode(), file_name)
    assert [(line.name, line.line) for line in read.lines] == [("Ponder", 4 if
                                                                 file_name.endswith(".dek")
                                                                 else 5)]
    return [(f.rule, f.message, f.line) for f in read.findings]


def test_an_mtgo_element_of_another_tag_naming_a_card_is_a_parse_error() -> None:
    for tag in ("Card", "Sideboard", "cardz"):
        extra = f'  <{tag} CatID="2" Quantity="1" Sideboard="false" Name="Black Lotus" />\n'
        assert _read(_DEK.format(extra=extra), "deck.dek") == [
            ("parse-error", f"<{tag}> names the card 'Black Lotus', but MTGO reads cards "
             "from <Cards> elements only: its copies were not counted", 5)], tag


def test_an_mtgo_cards_element_inside_another_is_a_parse_error() -> None:
    extra = ('  <Cards CatID="2" Quantity="1" Sideboard="false" Name="Black Lotus">\n'
             '    <Cards CatID="3" Quantity="1" Sideboard="false" Name="Sol Ring" />\n'
             '  </Cards>\n')
    read = read_decklist(_DEK.format(extra=extra).encode(), "deck.dek")
    assert [(line.name, line.line) for line in read.lines] == [("Ponder", 4),
                                                               ("Black Lotus", 5)]
    assert [(f.rule, f.message, f.line) for f in read.findings] == [
        ("parse-error", "a <Cards> inside another: MTGO reads the <Cards> directly under "
         "<Deck> only; its copies were not counted", 6)]


def test_a_cockatrice_element_of_another_tag_naming_a_card_is_a_parse_error() -> None:
    extra = '        <cards number="1" name="Sol Ring"/>\n'
    assert _read(_COD.format(extra=extra), "deck.cod") == [
        ("parse-error", "<cards> names the card 'Sol Ring', but Cockatrice reads cards from "
         "<card> elements only: its copies were not counted", 6)]


def test_a_cockatrice_card_inside_a_card_is_in_its_zone() -> None:
    # as a card inside any other element of a zone: Cockatrice reads every <card> there
    extra = ('        <card number="1" name="Brainstorm">\n'
             '            <card number="1" name="Sol Ring"/>\n        </card>\n')
    read = read_decklist(_COD.format(extra=extra).encode(), "deck.cod")
    assert [(line.name, line.zone, line.line) for line in read.lines] == [
        ("Ponder", "main", 5), ("Brainstorm", "main", 6), ("Sol Ring", "main", 7)]
    assert read.findings == []


def test_real_zone_and_card_attributes_are_no_unread_card() -> None:
    # Cockatrice's zones are named, and its cards carry set and collector numbers
    extra = ('        <card number="1" name="Brainstorm" setShortName="MH2" '
             'collectorNumber="41" providerId="x"/>\n    </zone>\n    <zone name="side">\n'
             '        <card number="2" name="Daze"/>\n')
    read = read_decklist(_COD.format(extra=extra).encode(), "deck.cod")
    assert [(line.name, line.zone) for line in read.lines] == [
        ("Ponder", "main"), ("Brainstorm", "main"), ("Daze", "side")]
    assert read.findings == []


_XMAGE = ("NAME:Tempo\n4 [MH2:1] Ponder\nSB: 2 [MH2:2] Daze\n"
          "LAYOUT MAIN:(1,5)(CMC,false,50)|([MH2:1],[MH2:1])|()\n"
          "LAYOUT SIDEBOARD:{side}\n")


def test_an_xmage_layout_line_holding_a_card_line_counts_it() -> None:
    read = read_decklist(_XMAGE.format(side="1 Black Lotus").encode(), "deck.dck")
    # a quiet line (the layout of line 4) counts only if it names a card
    assert [(line.name, line.count, line.zone, line.line) for line in read.lines
            if not line.quiet] == [
        ("Ponder", 4, "main", 2), ("Daze", 2, "side", 3), ("Black Lotus", 1, "main", 5)]


def test_a_card_in_an_xmage_layout_line_is_judged() -> None:
    text = _XMAGE.format(side="1 Black Lotus")
    result = Checker(CheckOptions(format_id="mtg/legacy", as_of=dt.date(2024, 8, 25),
                                  use_config=False)).check_bytes(text.encode(), "deck.dck")
    assert result.zones == {"main": 5, "side": 2}
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("zone-size", 2), ("banned", 5)]


def test_xmage_layout_lines_as_xmage_writes_them_hold_no_card() -> None:
    text = _XMAGE.format(side="(1,1)(NONE,false,50)|([MH2:2])")
    result = Checker(CheckOptions(format_id="mtg/legacy", as_of=dt.date(2024, 8, 25),
                                  use_config=False)).check_bytes(text.encode(), "deck.dck")
    assert result.zones == {"main": 4, "side": 2}
    assert [(v.rule, v.line) for v in result.violations] == [
        ("reading", 1), ("zone-size", 2)]


def test_an_xmage_layout_line_of_another_shape_counts_its_card_line() -> None:
    for layout in ("SIDEBOARD 1 Black Lotus", "MAIN=1 Black Lotus", "SIDEBOARD - 1 Black Lotus"):
        text = _XMAGE.format(side="(1,1)(NONE,false,50)|([MH2:2])") + f"LAYOUT {layout}\n"
        result = Checker(CheckOptions(format_id="mtg/legacy", as_of=dt.date(2024, 8, 25),
                                      use_config=False)).check_bytes(text.encode(), "deck.dck")
        assert result.status == "illegal", layout
        assert result.zones == {"main": 5, "side": 2}, layout
        assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
            ("zone-size", 2), ("banned", 6)], layout


def test_an_xmage_layout_line_of_another_shape_without_a_count_is_a_parse_error() -> None:
    text = _XMAGE.format(side="(1,1)(NONE,false,50)|([MH2:2])") + "LAYOUT SIDEBOARD Black Lotus\n"
    read = read_decklist(text.encode(), "deck.dck")
    assert [(line.name, line.count) for line in read.lines if not line.quiet] == [
        ("Ponder", 4), ("Daze", 2)]
    assert [(f.rule, f.message, f.line) for f in read.findings if f.rule == "parse-error"] == [
        ("parse-error", "'LAYOUT SIDEBOARD Black Lotus' is no LAYOUT line as XMage writes it "
         "(LAYOUT MAIN:(...) or LAYOUT SIDEBOARD:(...)) and no card line with its count: "
         "not read", 6)]


def test_xmage_layout_lines_of_the_real_shapes_give_no_finding() -> None:
    for side in ("(1,1)(NONE,false,50)|([MH2:2])", "(1,1)(NONE,false,50)",
                 "(1,8)(CARD_TYPE,false,93)|([MH2:2],[MH2:2])|()"):
        read = read_decklist(_XMAGE.format(side=side).encode(), "deck.dck")
        assert [f.rule for f in read.findings] == ["reading"], side
        assert [(line.name, line.count) for line in read.lines if not line.quiet] == [
            ("Ponder", 4), ("Daze", 2)], side


def test_a_cockatrice_zone_of_its_own_inside_a_skipped_zone_is_a_parse_error() -> None:
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            '    <zone name="main"><card number="4" name="Ponder"/></zone>\n'
            '    <zone name="maybe">\n'
            '        <zone name="side"><card number="1" name="Black Lotus"/></zone>\n'
            '    </zone>\n</cockatrice_deck>\n')
    read = read_decklist(text.encode(), "deck.cod")
    assert [(line.name, line.count) for line in read.lines] == [("Ponder", 4)]
    assert [(f.rule, f.message, f.line) for f in read.findings] == [
        ("parse-error", "a zone named 'side' inside another: Cockatrice's own zones are not "
         "a deck's groups; its cards were not counted", 5)]
    result = Checker(CheckOptions(format_id="mtg/legacy", as_of=dt.date(2024, 8, 25),
                                  use_config=False)).check_bytes(text.encode(), "deck.cod")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("zone-size", 3), ("parse-error", 5)]


_MODERN = CheckOptions(format_id="mtg/modern", use_config=False, as_of=dt.date(2026, 8, 22))
_LACKEY = ('<deck version="0.8">\n<superzone name="Deck">\n'
           + '<card><name>Mountain</name><set>ZEN</set></card>' * 55 + '\n{extra}\n'
           '</superzone>\n</deck>\n')
_O8D = ('<?xml version="1.0" encoding="utf-8"?>\n<deck game="a6c8d2e8-7cd8-11dd-8f94-'
        'e62b56d89593">\n<section name="Main" shared="False">\n'
        '<card qty="56" id="a">Mountain</card>\n{extra}</section>\n</deck>\n')


@pytest.mark.parametrize(("text", "file_name", "where", "line"), [
    (_DEK.format(extra='  <Cards CatID="2" Quantity="56" Sideboard="false" Name="Mountain">'
                       'Oko, Thief of Crowns</Cards>\n'), "deck.dek", "in the text of its "
     "<Cards>", 5),
    (_DEK.format(extra='  <Cards CatID="2" Quantity="56" Sideboard="false" Name="Mountain" '
                       'CardName="Oko, Thief of Crowns" />\n'), "deck.dek", "in the "
     "attribute CardName of its <Cards>", 5),
    (_COD.format(extra='        <card number="56" name="Mountain">Oko, Thief of Crowns'
                       '</card>\n'), "deck.cod", "in the text of its <card>", 6),
    (_COD.format(extra='        <card number="56" name="Mountain" title="Oko, Thief of '
                       'Crowns"/>\n'), "deck.cod", "in the attribute title of its <card>", 6),
    (_O8D.format(extra='<card qty="4" id="b" name="Oko, Thief of Crowns">Ponder</card>\n'),
     "deck.o8d", "in the attribute name of its <card>", 5),
    (_COD.format(extra='        <card number="56" name="Mountain"><note>Oko, Thief of Crowns'
                       '</note></card>\n'), "deck.cod", "in the text of its <note>", 6),
    (_LACKEY.format(extra='<card title="Oko, Thief of Crowns"><name>Mountain</name></card>'),
     "deck.dek", "in the attribute title of its <card>", 3),
    (_LACKEY.format(extra='<card><name>Mountain</name><note>Oko, Thief of Crowns</note>'
                          '</card>'), "deck.dek", "in the text of its <note>", 3),
    (_LACKEY.format(extra='<card><name id="Oko, Thief of Crowns">Mountain</name></card>'),
     "deck.dek", "in the attribute id of its <name>", 3),
])
def test_a_card_element_naming_another_card_in_another_field_is_a_parse_error(
        text: str, file_name: str, where: str, line: int) -> None:
    """A card element names its card in one field (MTGO's ``Name``, Cockatrice's ``name``,
    OCTGN's text); another field naming another card (its text, an attribute no tool
    reads, OCTGN's ``name``) is read by a person or another tool as that card: the
    banned Oko vanished without a word, the deck legal. Now a ``parse-error`` naming
    both, the element's own card counted."""
    result = Checker(_MODERN).check_bytes(text.encode(), file_name)
    assert result.status == "illegal"
    own = "Ponder" if file_name.endswith(".o8d") else "Mountain"
    copies = 4 if own == "Ponder" else 56
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "parse-error"] == [
        ("parse-error", f"the line names '{own}' and, {where}, the card Oko, Thief of Crowns: "
         f"counted as {copies} {own}", line)]


def test_a_card_elements_other_fields_naming_its_own_card_or_a_printing_say_nothing() -> None:
    # the card's own name again, a set code, an id and a collector number name no other card
    text = _COD.format(extra='        <card number="4" name="Lightning Bolt" '
                             'setShortName="M10" collectorNumber="146" uuid="9a8b7c6d-1e2f"'
                             '>Lightning Bolt</card>\n')
    read = read_decklist(text.encode(), "deck.cod")
    assert read.findings == []
    result = Checker(_MODERN).check_bytes(text.encode(), "deck.cod")
    assert [v.rule for v in result.violations if v.severity == "error"] == [
        "banned", "zone-size"]


@pytest.mark.parametrize("printing", [
    "<set>Time Spiral</set>", "<setname>Apocalypse</setname>", "<Edition>Weatherlight</Edition>",
    '<set name="Time Spiral">TSP</set>'])
def test_a_printing_field_naming_a_set_that_is_also_a_card_says_nothing(printing: str) -> None:
    """A field of the printing (a LackeyCCG ``<set>``, an edition) holds a set's name,
    which may be a card's (Time Spiral, Apocalypse, Weatherlight; Magi-Nation's
    Awakening and Voice of the Storms): no other card (a legal deck so written got a
    parse-error per line, illegal)."""
    text = _LACKEY.format(extra=f"<card><name>Mountain</name>{printing}</card>\n"
                          + "<card><name>Lightning Bolt</name><set>M10</set></card>\n" * 4)
    result = Checker(_MODERN).check_bytes(text.encode(), "deck.dek")
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == []
    assert result.status == "legal"


_DEK_MOUNTAINS = _DEK.format(extra="").replace('Name="Ponder"', 'Name="Mountain"').replace(
    'Quantity="4"', 'Quantity="56"')


@pytest.mark.parametrize(("text", "file_name", "line"), [
    (_DEK_MOUNTAINS.replace("<NetDeckID>0<", "<NetDeckID>4 Grief<"), "deck.dek", 3),
    (_DEK_MOUNTAINS.replace('CatID="1"', 'CatID="4 Grief"'), "deck.dek", 4),
    (_DEK_MOUNTAINS.replace('Annotation="0"', 'Annotation="4 Grief"'), "deck.dek", 4),
    (_COD.replace('name="Ponder"', 'name="Mountain"').replace(
        'number="4"', 'number="56" version="4 Grief"'), "deck.cod", 5),
    (_O8D.replace('id="a"', 'id="4 Grief"'), "deck.o8d", 4)])
def test_a_card_line_in_a_read_value_not_of_its_shape_is_read(text: str, file_name: str,
                                                               line: int) -> None:
    """A value the reader reads as a number, a yes or no, an id or a version (MTGO's
    ``NetDeckID``, ``CatID``, ``Annotation``, ``Sideboard``; Cockatrice's ``version``;
    OCTGN's ``id``) that is not of that shape is read for cards as any attribute no
    reader reads: the card line there counts (it vanished, the deck legal)."""
    result = Checker(_MODERN).check_bytes(text.encode(), file_name)
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", line)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("text", "file_name", "where"), [
    (_DEK_MOUNTAINS.replace('Annotation="0"', 'Annotation="Grief"'), "deck.dek",
     "in the attribute Annotation of its <Cards>"),
    (_DEK_MOUNTAINS.replace('CatID="1"', 'CatID="Grief"'), "deck.dek",
     "in the attribute CatID of its <Cards>")])
def test_a_card_named_in_a_read_value_not_of_its_shape_is_a_parse_error(
        text: str, file_name: str, where: str) -> None:
    result = Checker(_MODERN).check_bytes(text.encode(), file_name)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", f"the line names 'Mountain' and, {where}, the card Grief: counted "
         "as 56 Mountain", 4),
        ("zone-size", "Main deck: 56 cards; at least 60", 4)]


def test_read_values_of_their_shapes_are_no_card() -> None:
    text = _DEK_MOUNTAINS.replace('Annotation="0"', 'Annotation="16777728"').replace(
        "<NetDeckID>0<", "<NetDeckID>123456<")
    read = read_decklist(text.encode(), "deck.dek")
    assert ([(line.name, line.count) for line in read.lines], read.findings) == (
        [("Mountain", 56)], [])


def test_a_card_line_in_a_sideboard_value_is_read_beside_its_parse_error() -> None:
    text = _DEK_MOUNTAINS.replace('Sideboard="false"', 'Sideboard="4 Grief"')
    result = Checker(_MODERN).check_bytes(text.encode(), "deck.dek")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"][:2] == [
        ("parse-error", "Sideboard='4 Grief' is neither true nor false", 4),
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 4)]
