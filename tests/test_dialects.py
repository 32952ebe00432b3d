"""Decklist dialects of Magic: The Gathering clients: MTGO ``.dek`` and Cockatrice ``.cod``
(XML, parsed safely), MTG Arena exports and MTGO ``.txt`` exports (plain text).

Fixtures are in ``tests/fixtures/mtg/``; every test runs from the project alone.
"""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import DECKLIST_SUFFIXES, READERS, read_decklist
from cardtools.decklist.cockatrice import read_cod
from cardtools.decklist.mtgo_dek import read_dek
from cardtools.decklist.safexml import MAX_ELEMENTS, parse_xml
from cardtools.decklist.text import read_text
from cardtools.model import COMMAND, MAIN, SIDE, TOKEN, Decklist, Outside
from cardtools.walking import Skipped, expand_paths

MTG = Path(__file__).resolve().parent / "fixtures" / "mtg"


def _read(name: str) -> Decklist:
    path = MTG / name
    return read_decklist(path.read_bytes(), str(path))


def _zones(decklist: Decklist) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for line in decklist.lines:
        sizes[line.zone] = sizes.get(line.zone, 0) + line.count
    return sizes


def _check(name: str, format_id: str, day: str = "2022-04-25") -> tuple[str, list[str]]:
    """Judge a fixture deck (decks of 2022) as of ``day``."""
    options = CheckOptions(format_id=format_id, as_of=dt.date.fromisoformat(day))
    result = Checker(options).check_path(str(MTG / name))
    return result.status, [v.rule for v in result.violations if v.severity == "error"]


# --- registration --------------------------------------------------------------------


def test_xml_dialects_are_registered() -> None:
    assert ".dek" in READERS and ".cod" in READERS
    assert ".dek" in DECKLIST_SUFFIXES and ".cod" in DECKLIST_SUFFIXES


def test_folder_walk_finds_xml_decks() -> None:
    found = {Path(p).name for p in expand_paths([str(MTG)])}
    assert {"burn.dek", "burn.cod", "arena-export.txt", "mtgo-export.txt"} <= found


def test_a_folder_walk_judges_xmages_dck_info_files(tmp_path: Path) -> None:
    """XMage saves its deck format with information as ``.dck_info``: a walk skipped
    those files as no decklists (a banned card there passed as one more skipped file)."""
    (tmp_path / "burn.dck_info").write_text(
        "NAME:Burn\n4 [M10:146] Lightning Bolt ;; Red ;; [INSTANT] ;; 1\n"
        "56 [ZNR:381] Mountain ;; Colorless ;; [LAND] ;; 0\n"
        "SB: 1 [LEA:232] Black Lotus ;;  ;; [ARTIFACT] ;; 0\n", "utf-8")
    assert [Path(p).name for p in expand_paths([str(tmp_path)])] == ["burn.dck_info"]
    options = CheckOptions(format_id="mtg/legacy", as_of=dt.date(2026, 8, 22))
    result = Checker(options).check_path(str(tmp_path / "burn.dck_info"))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 1})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", 4)]


def test_a_named_xml_file_is_skipped_with_force_exclude_as_a_walk_skips_it(
        tmp_path: Path) -> None:
    """The pre-commit hook hands every staged ``.xml`` over with ``--force-exclude``: one
    whose root is no XML deck file's (a ``pom.xml``) is skipped as CI's walk skips it
    (judged, it failed the commit as an illegal deck); an MTGO deck saved as ``.xml`` is
    judged (the hook left it out while CI's walk judged it)."""
    (tmp_path / "pom.xml").write_text('<?xml version="1.0"?>\n<project/>\n', "utf-8")
    (tmp_path / "burn.xml").write_bytes((MTG / "burn.dek").read_bytes())
    named = [str(tmp_path / "pom.xml"), str(tmp_path / "burn.xml")]
    skipped: list[Skipped] = []
    found = list(expand_paths(named, skipped=skipped, force_exclude=True))
    assert [Path(path).name for path in found] == ["burn.xml"]
    assert [(Path(entry.path).name, entry.reason) for entry in skipped] == [
        ("pom.xml", "not a decklist (.xml)")]
    walked = [Path(path).name for path in expand_paths([str(tmp_path)])]
    assert walked == ["burn.xml"]
    assert [Path(path).name for path in expand_paths(named)] == ["pom.xml", "burn.xml"]


# --- MTGO .dek -----------------------------------------------------------------------


def test_dek_reads_main_and_sideboard_with_lines() -> None:
    deck = _read("burn.dek")
    assert deck.fatal is None and deck.findings == []
    assert _zones(deck) == {MAIN: 60, SIDE: 15}
    first = deck.lines[0]
    assert (first.name, first.count, first.zone, first.line) == ("Goblin Guide", 4, MAIN, 5)
    split = [line for line in deck.lines if line.name == "Wear/Tear"]
    assert split and split[0].zone == SIDE and split[0].line == 25


def test_dek_deck_is_legal_in_modern() -> None:
    assert _check("burn.dek", "mtg/modern") == ("legal", [])


def test_dek_bad_quantities_are_parse_errors_on_their_lines() -> None:
    deck = _read("bad-quantities.dek")
    assert deck.fatal is None
    assert [(line.name, line.count) for line in deck.lines] == [("Lightning Bolt", 4)]
    errors = {f.line: f.message for f in deck.findings if f.rule == "parse-error"}
    assert errors == {
        4: "Quantity 'four' is not a whole number",
        5: "quantity 0 is not between 1 and 999",
        6: "a <Cards> element without a Name",
        7: "Sideboard='maybe' is neither true nor false",
        8: "quantity 1000 is not between 1 and 999",
    }


def test_malformed_xml_is_a_fatal_file_error_with_its_line() -> None:
    deck = _read("malformed.dek")
    assert deck.fatal is not None and deck.fatal.rule == "file-error"
    assert deck.fatal.line == 6
    assert "not well-formed XML" in deck.fatal.message and "line 6" in deck.fatal.message
    status, errors = _check("malformed.dek", "mtg/modern")
    assert (status, errors) == ("error", ["file-error"])


def test_entity_bomb_is_refused_quickly() -> None:
    started = time.perf_counter()
    deck = _read("entity-bomb.dek")
    assert time.perf_counter() - started < 1.0
    assert deck.fatal is not None and deck.fatal.rule == "file-error"
    assert deck.fatal.line == 2 and "DOCTYPE" in deck.fatal.message
    assert deck.lines == []


def test_external_entity_is_refused() -> None:
    deck = _read("external-entity.cod")
    assert deck.fatal is not None and deck.fatal.rule == "file-error"
    assert "DOCTYPE" in deck.fatal.message
    assert deck.metadata == {} and deck.lines == []


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "no element found"),
        (b"<Deck><Cards Quantity='1' Name='&undefined;'/></Deck>", "undefined entity"),
        (b"<Deck>\x00</Deck>", "NUL"),
        (b"<?xml version='1.0'?>\n<Deck>\n<Cards", "unclosed token"),
    ],
)
def test_broken_xml_never_raises(data: bytes, reason: str) -> None:
    deck = read_dek(data) if data else read_cod(data)
    assert deck.fatal is not None and deck.fatal.rule == "file-error"
    assert reason in deck.fatal.message


def test_too_many_elements_is_refused() -> None:
    body = b"<x/>" * (MAX_ELEMENTS + 1)
    document = parse_xml(b"<Deck>" + body + b"</Deck>")
    assert document.fatal is not None and "elements" in document.fatal.message


def test_dek_root_must_be_deck() -> None:
    deck = read_dek(b'<?xml version="1.0"?>\n<cockatrice_deck/>\n')
    assert deck.fatal is not None and deck.fatal.line == 2
    assert "expected <Deck>" in deck.fatal.message


def test_dek_in_utf16_and_with_bom() -> None:
    xml = '<?xml version="1.0" encoding="utf-16"?>\n<Deck>\n' \
          '<Cards Quantity="4" Sideboard="false" Name="Æther Vial" />\n</Deck>\n'
    for data in (xml.encode("utf-16"), b"\xef\xbb\xbf" + xml.encode("utf-8")):
        deck = read_dek(data)
        assert deck.fatal is None, deck.fatal
        assert [(line.name, line.line) for line in deck.lines] == [("Æther Vial", 3)]


@pytest.mark.parametrize(("codec", "bom"), [
    ("utf-16-be", ""), ("utf-16-le", ""), ("utf-32-be", "\ufeff"), ("utf-32-le", "\ufeff"),
    ("utf-16-be", "\ufeff")])
def test_dek_in_utf16_or_utf32_of_either_byte_order(codec: str, bom: str) -> None:
    # big-endian UTF-16 without a byte order mark and UTF-32 big-endian were read as a
    # plain decklist: each XML line an unknown card, the legal deck illegal
    xml = '<?xml version="1.0" encoding="utf-16"?>\r\n<Deck>\r\n' \
          '<Cards Quantity="4" Sideboard="false" Name="Æther Vial" />\r\n' \
          '<Cards Quantity="2" Sideboard="true" Name="Duress" />\r\n</Deck>\r\n'
    deck = read_dek((bom + xml).encode(codec))
    assert deck.fatal is None, deck.fatal
    assert [(line.name, line.count, line.zone, line.line) for line in deck.lines] == [
        ("Æther Vial", 4, MAIN, 3), ("Duress", 2, SIDE, 4)]
    text = read_dek((bom + "4 Lightning Bolt\r\n56 Mountain\r\n").encode(codec))
    assert text.fatal is None and _zones(text) == {MAIN: 60}


def test_text_under_dek_suffix_is_read_as_text() -> None:
    deck = read_dek(b"4 Lightning Bolt\n56 Mountain\n")
    assert deck.fatal is None and _zones(deck) == {MAIN: 60}


# --- Cockatrice .cod -----------------------------------------------------------------


def test_cod_reads_zones_metadata_and_skips_tokens() -> None:
    deck = _read("burn.cod")
    assert deck.fatal is None
    # the tokens zone's line is kept out when its name is a token's, once resolved
    tokens = [(line.name, line.line, line.outside) for line in deck.lines if line.outside]
    assert tokens == [("Goblin", 34, Outside("zone 'tokens'", (TOKEN,), "the main deck"))]
    assert _zones(deck) == {MAIN: 61, SIDE: 15}
    assert deck.metadata == {"deck": "Boros Burn", "format": "modern", "player": "Jane Doe"}
    assert deck.findings == []
    assert deck.lines[0].line == 8
    result = Checker(CheckOptions(format_id="mtg/modern")).check_path(str(MTG / "burn.cod"))
    assert (result.status, result.zones) == ("legal", {MAIN: 60, SIDE: 15})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "ignored-section"] == [
        ("ignored-section", "'Goblin' in zone 'tokens' names a token, no card: not part of "
         "the deck; not counted", 34)]


def test_cod_format_comes_from_its_comments() -> None:
    result = Checker(CheckOptions()).check_path(str(MTG / "burn.cod"))
    assert result.format_id == "mtg/modern"
    assert result.status == "legal", [v.to_json() for v in result.violations]


def test_cod_bad_number() -> None:
    deck = read_cod(b'<cockatrice_deck>\n<zone name="main">\n<card number="x" name="A"/>\n'
                    b"</zone>\n</cockatrice_deck>")
    assert deck.lines == []
    assert [(f.rule, f.line) for f in deck.findings] == [("parse-error", 3)]


# --- MTG Arena export ----------------------------------------------------------------


def test_arena_export_sections() -> None:
    deck = _read("arena-export.txt")
    assert deck.fatal is None and deck.findings == []
    assert deck.metadata == {"deck": "Mono-Red Pioneer", "companion": "Jegantha, the Wellspring"}
    assert _zones(deck) == {MAIN: 60, SIDE: 15}
    companions = [line for line in deck.lines if line.name == "Jegantha, the Wellspring"]
    assert [(line.zone, line.count) for line in companions] == [(SIDE, 1)]
    assert all("(" not in line.name for line in deck.lines)


def test_arena_export_is_legal_in_pioneer() -> None:
    assert _check("arena-export.txt", "mtg/pioneer") == ("legal", [])
    # Its companion, Jegantha, was banned in Pioneer on 2024-12-16.
    assert _check("arena-export.txt", "mtg/pioneer", "2024-12-16") == ("illegal", ["banned"])


def test_arena_companion_only_in_companion_section_moves_to_sideboard() -> None:
    deck = read_text(b"Companion\n1 Lurrus of the Dream-Den (IKO) 226\n\n"
                     b"Deck\n60 Plains (NEO) 293\n")
    assert [(line.name, line.zone) for line in deck.lines] == [
        ("Lurrus of the Dream-Den", SIDE), ("Plains", MAIN)]


def test_arena_commander_section_is_the_command_zone() -> None:
    deck = read_text(b"Commander\n1 Goldspan Dragon (KHM) 139\n\nDeck\n59 Mountain (KHM) 398\n")
    assert _zones(deck) == {COMMAND: 1, MAIN: 59}
    assert next((line.name, line.zone, line.line) for line in deck.lines) == (
        "Goldspan Dragon", COMMAND, 2)


@pytest.mark.parametrize("header", ["Commander", "Commanders", "COMMANDER:", "Command zone",
                                    "# Commanders (2)"])
def test_commander_headers_open_the_command_zone(header: str) -> None:
    deck = read_text(f"{header}\n1 Thrasios, Triton Hero\nDeck\n1 Sol Ring\n".encode())
    assert [(line.name, line.zone) for line in deck.lines] == [
        ("Thrasios, Triton Hero", COMMAND), ("Sol Ring", MAIN)]
    assert deck.findings == []


def test_commander_line_prefix_is_the_command_zone() -> None:
    deck = read_text(b"Commander: 1 Thrasios, Triton Hero\n1 Sol Ring\n")
    assert [(line.name, line.zone) for line in deck.lines] == [
        ("Thrasios, Triton Hero", COMMAND), ("Sol Ring", MAIN)]


def test_about_section_lines_are_cards_only_when_they_name_one() -> None:
    """Notes of an ``About`` section (and its ``Name``) are possible card lines only: the
    card database decides, so a card hidden there is counted and a note is not. A name
    opening with a count of colours (``4 Color Control``) is the name alone."""
    deck = read_text(b"About\nName 4 Color Control\nSome note\n\nDeck\n60 Island\n")
    assert deck.metadata == {"deck": "4 Color Control"}
    assert [(line.name, line.count, line.maybe_header) for line in deck.lines] == [
        ("Some note", 1, True), ("Island", 60, False)]
    named = read_text(b"About\nName 4 Burn Control\n\nDeck\n60 Island\n")
    assert (named.lines[0].name, named.lines[0].count) == ("Burn Control", 4)
    assert deck.findings == []


def test_a_line_other_than_name_ends_the_about_section() -> None:
    deck = read_text(b"About\nName Oko Pile\n4 Oko, Thief of Crowns\nSome note\n\n"
                     b"Deck\n56 Island\n")
    assert deck.metadata == {"deck": "Oko Pile"}
    assert [(line.name, line.count, line.zone, line.line) for line in deck.lines] == [
        ("Oko, Thief of Crowns", 4, MAIN, 3), ("Some note", 1, MAIN, 4),
        ("Island", 56, MAIN, 7)]


def test_a_banned_card_under_about_is_judged() -> None:
    result = Checker(CheckOptions(as_of=dt.date(2026, 8, 22))).check_bytes(
        b"Format: mtg/modern\nAbout\nName Oko Pile\n4 Oko, Thief of Crowns\n\n"
        b"Deck\n56 Island\n", "oko.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [
        ("banned", "error", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)", 4)]


# --- MTGO .txt export and the blank-line convention (DESIGN 3.1) ---------------------


def test_mtgo_text_export_second_block_is_sideboard() -> None:
    deck = _read("mtgo-export.txt")
    assert _zones(deck) == {MAIN: 60, SIDE: 15}
    assert _check("mtgo-export.txt", "mtg/legacy") == ("legal", [])


@pytest.mark.parametrize(
    ("text", "zones"),
    [
        ("4 A\n\n2 B\n", {MAIN: 4, SIDE: 2}),
        ("\n\n4 A\n\n2 B\n\n\n", {MAIN: 4, SIDE: 2}),
        ("Format: modern\n\n4 A\n\n2 B\n", {MAIN: 4, SIDE: 2}),
        ("4 A\n\n\n2 B\n", {MAIN: 6}),
        ("4 A\n\n2 B\n\n1 C\n", {MAIN: 7}),
        ("Creatures\n4 A\n\nLands\n2 B\n", {MAIN: 6}),
        ("Deck\n4 A\n\n2 B\n", {MAIN: 6}),
        ("4 A\r\n\r\n2 B\r\n", {MAIN: 4, SIDE: 2}),
    ],
)
def test_blank_line_convention(text: str, zones: dict[str, int]) -> None:
    deck = read_text(text.encode())
    sizes = {zone: n for zone, n in _zones(deck).items()}
    bare_words = {"Creatures", "Lands"}
    for line in deck.lines:
        if line.name in bare_words:
            sizes[line.zone] -= line.count
    assert sizes == zones


def test_split_card_written_with_one_slash() -> None:
    result = Checker(CheckOptions(format_id="mtg/modern")).check_bytes(
        b"4 Fire/Ice\n56 Island\n", "deck.txt")
    assert result.status == "legal"
    assert result.deck is not None and result.deck.entries[0].card is not None
    assert result.deck.entries[0].card.name == "Fire // Ice"


@pytest.mark.parametrize(("fixture", "said"), [
    ("burn.dek", "read as an MTGO deck file (<Deck>)"),
    ("burn.cod", "read as a Cockatrice deck file (<cockatrice_deck>)"),
])
def test_an_xml_deck_file_on_standard_input_is_read_by_its_own_reader(fixture: str,
                                                                     said: str) -> None:
    from cardtools.decklist import read_decklist

    data = (MTG / fixture).read_bytes()
    as_stdin, as_file = read_decklist(data, "-"), read_decklist(data, fixture)
    assert [(line.name, line.count, line.zone) for line in as_stdin.lines] == [
        (line.name, line.count, line.zone) for line in as_file.lines]
    assert as_stdin.lines
    assert [(f.rule, f.message, f.line) for f in as_stdin.findings if f.rule == "reading"] == [
        ("reading", said, 1)]


def test_cockatrice_and_octgn_read_a_game_zone_without_being_given_the_zones() -> None:
    """Called without the game data's zones, the Cockatrice reader read only ``main`` and
    ``side`` where OCTGN's takes the bundled games' zones: a Magi stack was skipped by
    one and read by the other."""
    from cardtools.decklist.octgn import read_o8d

    cod = read_cod(b'<cockatrice_deck version="1"><zone name="Magi"><card number="1" '
                   b'name="Korg"/></zone><zone name="main"><card number="3" '
                   b'name="Arbolit"/></zone></cockatrice_deck>')
    o8d = read_o8d(b'<deck><section name="Magi"><card qty="1">Korg</card></section>'
                   b'<section name="Main"><card qty="3">Arbolit</card></section></deck>')
    for decklist in (cod, o8d):
        assert [(line.zone, line.name, line.count) for line in decklist.lines] == [
            ("magi", "Korg", 1), ("main", "Arbolit", 3)]
        assert not [f for f in decklist.findings if f.rule == "ignored-section"]


@pytest.mark.parametrize("written", ['Sideboard=""', 'Sideboard=" "'])
def test_a_dek_card_with_a_blank_sideboard_value_is_a_parse_error(written: str) -> None:
    # MTGO reads true or false alone: a sixteenth sideboard card written blank was counted
    # in the main deck, both zones of legal sizes
    text = ('<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
            '  <Cards CatID="1" Quantity="60" Sideboard="false" Name="Island" />\n'
            f'  <Cards CatID="2" Quantity="1" {written} Name="Duress" />\n'
            '  <Cards CatID="3" Quantity="1" Name="Opt" />\n</Deck>\n')
    deck = read_decklist(text.encode(), "deck.dek")
    assert [(line.name, line.count, line.zone) for line in deck.lines] == [
        ("Island", 60, MAIN), ("Opt", 1, MAIN)]
    shown = written.split("=")[1].strip('"')
    assert [(f.rule, f.message, f.line) for f in deck.findings if f.rule == "parse-error"] == [
        ("parse-error", f"Sideboard={shown.strip()!r} is neither true nor false", 4)]


@pytest.mark.parametrize(("request_text", "name"), [
    ("Mountain|THB\t1 Oko, Thief of Crowns", "Mountain|THB 1 Oko, Thief of Crowns"),
    ("Mountain\t1 Oko, Thief of Crowns", "Mountain 1 Oko, Thief of Crowns"),
    ("Mountain|THB|1\t#foil\tOko, Thief of Crowns", "Mountain|THB|1 #foil Oko, Thief of Crowns"),
    ("Mountain|THB\t#foil", "Mountain"), ("Mountain|THB|1\t#foil\t#MarkedColors:R", "Mountain"),
])
def test_a_forge_requests_text_after_a_tab_is_its_flags_alone(request_text: str,
                                                                name: str) -> None:
    # Forge's flags after a tab start with #: other words there (a card line) were
    # dropped with the flags, the banned card unsaid, the deck legal
    text = f"[metadata]\nName=Burn\n[Main]\n59 Mountain|THB\n1 {request_text}\n"
    deck = read_decklist(text.encode(), "deck.dck")
    assert [(line.name, line.count, line.line) for line in deck.lines] == [
        ("Mountain", 59, 4), (name, 1, 5)]


def test_a_forge_flag_naming_another_card_is_a_parse_error() -> None:
    # "#Oko, Thief of Crowns" as a flag: dropped with the flags, as a text line's
    # "# Oko, Thief of Crowns" comment naming a card is not
    text = ("[metadata]\nName=Burn\n[Main]\n56 Mountain|THB\t#foil\n"
            "4 Lightning Bolt|M10\t#Oko, Thief of Crowns\n")
    result = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                  as_of=dt.date(2026, 8, 22))).check_bytes(text.encode(),
                                                                           "deck.dck")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", "the line names 'Lightning Bolt' and, after its '#', the card Oko, "
         "Thief of Crowns: counted as 4 Lightning Bolt", 5)]


@pytest.mark.parametrize(("request_text", "name"), [
    ("Mountain|THB|1", "Mountain"), ("Mountain|THB|1|[254]", "Mountain"),
    ("Mountain|THB|2|254a", "Mountain"), ("Mountain+|THB|3", "Mountain"),
    ("Mountain|THB|1 // 1 Oko, Thief of Crowns", "Mountain|THB|1 // 1 Oko, Thief of Crowns"),
    ("Mountain|THB|1|[254] 1 Oko, Thief of Crowns",
     "Mountain|THB|1|[254] 1 Oko, Thief of Crowns"),
    ("Mountain|THB|1|Balance", "Mountain|THB|1|Balance"),
    ("Mountain|THB|1|Black_Lotus", "Mountain|THB|1|Black_Lotus"),
    ("Mountain|THB|1|Mox-Jet", "Mountain|THB|1|Mox-Jet"),
    ("Mountain|THB|1|Balance1", "Mountain|THB|1|Balance1"),
    ("Mountain|THB|1|1Fury", "Mountain|THB|1|1Fury"),
    ("Mountain|THB|1|[Fury1]", "Mountain|THB|1|[Fury1]"),
    ("Mountain|THB|1|S12", "Mountain"), ("Mountain|THB|1|\u2605254", "Mountain")])
def test_a_forge_requests_later_fields_are_its_art_index_and_number_alone(
        request_text: str, name: str) -> None:
    # words after the set code's field (a banned card written there) were dropped with
    # the printing: the Mountain counted, the deck legal
    text = f"[metadata]\nName=Burn\n[Main]\n59 Mountain|THB\n1 {request_text}\n"
    deck = read_decklist(text.encode(), "deck.dck")
    assert [(line.name, line.count, line.line) for line in deck.lines] == [
        ("Mountain", 59, 4), (name, 1, 5)]


#: A deck posted as two Markdown tables, each under its zone's header, the sideboard's
#: first (a first line holding no CSV delimiter).
_TABLES = ("Sideboard:\n| Qty | Card |\n|---|---|\n| 4 | Pyroblast |\n| 4 | Meltdown |\n\n"
           "Mainboard\n| Qty | Card |\n|---|---|\n| 4 | Ponder |\n| 56 | Island |\n")


@pytest.mark.parametrize("line_end", ["\n", "\r\n", "\r"])
def test_a_text_is_told_from_a_csv_export_alike_with_every_line_end(line_end: str) -> None:
    """The file's first line ends at any line break: with CR line ends the whole text
    was taken for the first line, which holds a ``|``, and the file was read as a CSV
    export under the title ``Sideboard:`` (its sideboard counted in the main deck, 68
    cards, and a parse-error), where with LF it was the text it is."""
    checker = Checker(CheckOptions(format_id="mtg/legacy", use_config=False,
                                   as_of=dt.date(2022, 4, 10)))
    result = checker.check_bytes(_TABLES.replace("\n", line_end).encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"side": 8, "main": 60})
    assert not any("CSV" in v.message for v in result.violations)


_OCTGN_BURN = (b'<?xml version="1.0" encoding="utf-8"?>\n<deck game="x">\n'
               b'  <section name="Main">\n    <card qty="20" id="a">Lightning Bolt</card>\n'
               b'    <card qty="40" id="b">Mountain</card>\n  </section>\n</deck>\n')


@pytest.mark.parametrize(("data", "path", "said"), [
    ((MTG / "burn.dek").read_bytes(), "burn.dck",
     "read as an MTGO deck file (<Deck>) saved as .dck"),
    ((MTG / "burn.dek").read_bytes(), "burn.o8d",
     "read as an MTGO deck file (<Deck>) saved as .o8d"),
    ((MTG / "burn.dek").read_bytes(), "burn.cod",
     "read as an MTGO deck file (<Deck>) saved as .cod"),
    ((MTG / "burn.cod").read_bytes(), "burn.dek",
     "read as a Cockatrice deck file (<cockatrice_deck>) saved as .dek"),
    ((MTG / "burn.cod").read_bytes(), "burn.csv",
     "read as a Cockatrice deck file (<cockatrice_deck>) saved as .csv"),
    (_OCTGN_BURN, "burn.dek", "read as an OCTGN deck file (<deck>) saved as .dek"),
    (_OCTGN_BURN, "burn.dck", "read as an OCTGN deck file (<deck>) saved as .dck"),
])
def test_an_xml_deck_file_under_another_tools_suffix_is_read_by_its_root(
        data: bytes, path: str, said: str) -> None:
    # the suffix chose the reader: an MTGO .dek saved as .dck was read as 42 text lines,
    # as .o8d as no card; a Cockatrice deck as .dek was refused
    own = {".dek": "x.dek", ".cod": "x.cod", ".o8d": "x.o8d"}
    root = next(suffix for suffix, tag in ((".dek", b"<Deck"), (".cod", b"<cockatrice_deck"),
                                            (".o8d", b"<deck")) if tag in data)
    as_own, as_other = read_decklist(data, own[root]), read_decklist(data, path)
    assert as_other.fatal is None and as_other.lines
    assert [(line.name, line.count, line.zone) for line in as_other.lines] == [
        (line.name, line.count, line.zone) for line in as_own.lines]
    assert [(f.message, f.line) for f in as_other.findings if f.rule == "reading"] == [
        (said, 1)]


@pytest.mark.parametrize(("path", "said"), [
    ("deck.dek", "not an MTGO .dek deck: the root element is <Dock>"),
    ("deck.cod", "not a Cockatrice deck: the root element is <Dock>"),
])
def test_an_xml_file_of_no_known_root_under_an_xml_suffix_keeps_its_readers_error(
        path: str, said: str) -> None:
    deck = read_decklist(b'<?xml version="1.0"?>\n<Dock/>\n', path)
    assert deck.fatal is not None
    assert deck.fatal.message.startswith(said)
