"""Decklists whose encoding went wrong on the way: UTF-8 converted to UTF-8 again (read as
Windows-1252 or Latin-1 first), and names in other alphabets written in a code page that
is read as Windows-1252. Metamorphic checks: a deck and its garbled form get the same
verdict, player and counts; the warning says what happened and how to fix it."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.checker import Checker, CheckOptions
from cardtools.cli import app
from cardtools.decklist import read_decklist
from cardtools.decklist.decoding import code_page_lines, code_page_readings
from cardtools.model import DeckResult

#: A Modern deck whose names need accents and a curly apostrophe: illegal only for the
#: sideboard's Lim-Dûl's Vault, printed in no set of Modern's pool.
DECK = ("Player: Jöns Müller\nFormat: mtg/modern\nDeck\n4 Séance\n4 Æther Vial\n"
        "4 Jötun Grunt\n48 Plains\nSideboard\n1 Lim-Dûl’s Vault\n")
NOT_IN_POOL = ("card-pool", "Lim-Dûl's Vault is not in the card pool of Modern on "
               "2026-08-22: never printed in a set of the pool (printed in Alliances (ALL), "
               "Masters Edition (ME1) and 3 other sets)", 9)
TWICE_HINT = ("export the list again, or undo the second conversion: open the file as UTF-8 "
              "and save it as Windows-1252, which gives back its UTF-8 bytes")


def _check(data: bytes) -> DeckResult:
    checker = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 22)))
    return checker.check_bytes(data, "deck.txt")


def _converted(text: str, read_as: str, times: int = 1) -> bytes:
    """``text`` in UTF-8, read as ``read_as`` and saved as UTF-8, ``times`` times over."""
    data = text.encode("utf-8")
    for _ in range(times):
        data = data.decode(read_as).encode("utf-8")
    return data


def _said(result: DeckResult) -> list[tuple[str, str, str | None, int | None]]:
    return [(v.rule, v.message, v.hint, v.line) for v in result.violations
            if v.rule in ("encoding", "card-pool", "unknown-card")]


@pytest.mark.parametrize(("read_as", "times"), [("cp1252", 1), ("latin-1", 1), ("cp1252", 2)])
def test_a_deck_converted_twice_gets_the_verdict_of_the_deck(read_as: str, times: int
                                                              ) -> None:
    """Read as written, the player's name kept its garbage (``JÃ¶ns``), every accented
    card was an unknown card, and the Latin-1 form was said to be Windows-1252 read as
    Latin-1 (its U+0080 read as '€')."""
    written = _check(DECK.encode("utf-8"))
    garbled = _check(_converted(DECK, read_as, times))
    assert (written.status, written.zones, written.player) == (
        "illegal", {"main": 60, "side": 1}, "Jöns Müller")
    assert (garbled.status, garbled.zones, garbled.player, garbled.fingerprint) == (
        written.status, written.zones, written.player, written.fingerprint)
    shown = "JÃ¶ns" if times == 1 else "JÃƒÂ¶ns"
    assert _said(garbled) == [
        # the player's line and the four card lines with accents
        ("encoding", "5 lines, from line 1, were converted to UTF-8 twice (UTF-8 text read "
                     f"as Windows-1252 and saved again as UTF-8): '{shown}' is read as 'Jöns'",
         TWICE_HINT, 1),
        (*NOT_IN_POOL[:2], "replace Lim-Dûl's Vault", 9)]
    assert _said(written) == [_said(garbled)[1]]


def test_one_line_converted_twice_among_good_ones_is_repaired_alone() -> None:
    """A card pasted from a page read in the wrong encoding: that line is repaired, the
    others (already right, with their accents) are left as they are."""
    pasted = "4 Jötun Grunt\n".encode().decode("cp1252").encode()
    data = DECK.encode().replace("4 Jötun Grunt\n".encode(), pasted)
    result = _check(data)
    assert (result.status, result.zones, result.player) == (
        "illegal", {"main": 60, "side": 1}, "Jöns Müller")
    assert _said(result)[0] == (
        "encoding", "line 6 was converted to UTF-8 twice (UTF-8 text read as Windows-1252 "
                    "and saved again as UTF-8): 'JÃ¶tun' is read as 'Jötun'", TWICE_HINT, 6)


@pytest.mark.parametrize("text", [
    "4 Séance\n",  # one accent: no UTF-8 sequence read as two characters
    "// Deck \u201cStorm\u201d \u2013 by José\n",
    "# Ãtre, Â 50 ¢ Ø°\n",  # letters that lead UTF-8 sequences, followed by no follower
    "Player: 山田太郎\n",  # characters neither code page has
])
def test_text_that_is_no_double_conversion_is_left_as_written(text: str) -> None:
    decklist = read_decklist(text.encode("utf-8"), "deck.txt")
    assert [f.rule for f in decklist.findings if f.rule == "encoding"] == []


def test_a_structured_decklist_converted_twice_is_repaired_too() -> None:
    yaml = ("format: mtg/modern\nplayer: Jöns Müller\ndeck:\n  Séance: 4\n  Æther Vial: 4\n"
            "  Jötun Grunt: 4\n  Plains: 48\n")
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 22))
                     ).check_bytes(_converted(yaml, "cp1252"), "deck.yaml")
    assert (result.status, result.zones, result.player) == (
        "legal", {"main": 60}, "Jöns Müller")
    assert [(v.rule, v.line) for v in result.violations if v.rule == "encoding"] == [
        ("encoding", 2)]


OTHER_HINT = ("open the file in the program that wrote it and save it as UTF-8: names in "
              "other alphabets then read as written")


@pytest.mark.parametrize(("name", "codec", "garbled"), [
    ("Иван Петров", "cp1251", "Èâàí"),
    ("山田太郎", "shift_jis", "ŽR“c‘¾˜Y"),
    ("Γιώργος", "cp1253", "Ãéþñãïò"),
])
def test_a_name_in_another_alphabets_code_page_is_said_to_be_garbled(
        name: str, codec: str, garbled: str) -> None:
    data = f"Player: {name}\nFormat: mtg/modern\n4 Lightning Bolt\n56 Mountain\n".encode(codec)
    result = _check(data)
    assert result.status == "legal"
    assert _said(result) == [(
        "encoding", "line 1 is not valid UTF-8; read as Windows-1252 (cp1252): "
                    f"'{garbled}' may be a name in another alphabet (Cyrillic, Greek, "
                    "Japanese...) garbled so, written in another code page (Windows-1251, "
                    "Shift-JIS...)", OTHER_HINT, 1)]


@pytest.mark.parametrize(("codec", "bom", "name", "cut"), [
    ("utf-16-le", "\ufeff", "UTF-16 LE", 1),   # cut off in a character's middle
    ("utf-16-be", "\ufeff", "UTF-16 BE", 1),
    ("utf-16-le", "", "UTF-16 LE", 1),          # without its byte order mark
    ("utf-32-le", "\ufeff", "UTF-32 LE", 3),
    ("utf-32-le", "", "UTF-32 LE", 2),
])
def test_a_utf16_or_utf32_file_cut_off_says_where_it_is_damaged(
        codec: str, bom: str, name: str, cut: int) -> None:
    """A damaged UTF-16 or UTF-32 file was read without a word: its last name unknown for
    no reason said (a bad UTF-8 or Windows-1252 file gets an ``encoding`` warning). The
    part of a character it ends in is read as U+FFFD (which character it was is not
    known: ``Island 20`` cut in its 0 is no ``Island 2``)."""
    data = (bom + "Format: mtg/modern\n4 Lightning Bolt\n56 Mountain\n4 Opt").encode(codec)
    result = _check(data[:-cut])
    assert result.status == "illegal"
    assert _said(result)[0] == (
        "encoding", f"line 4 is not valid {name} (a file cut off or damaged?): bytes there read "
        "as '\ufffd'", "submit the decklist again, saved as UTF-8", 4)
    assert [v.message.split(" (")[0] for v in result.violations if v.rule == "unknown-card"
            ] == ["unknown card 'Op\ufffd'"]


@pytest.mark.parametrize("tail", [b"\n", b" "])
def test_a_stray_byte_after_a_utf16_list_is_said_and_not_read(tail: bytes) -> None:
    """``echo >> deck.txt`` after a list saved as UTF-16: the byte after its last
    character was a card of its own (U+FFFD, an unknown card, a legal deck illegal)."""
    data = "Format: mtg/modern\n4 Lightning Bolt\n56 Mountain\n".encode("utf-16-le") + tail
    result = _check(data)
    assert result.status == "legal"
    assert _said(result) == [
        ("encoding", "line 3 is not valid UTF-16 LE (a file cut off or damaged?): it ends in "
         "part of a character (1 byte not read)", "submit the decklist again, saved as "
         "UTF-8", 3)]


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
@pytest.mark.parametrize("line", ["4\u3000Lightning Bolt", "4 Lightning Bolt # \u4e00\u0100",
                                  "\uff14\u3000Lightning Bolt\n\uff11\u3000Opt"])
def test_a_utf16_list_without_its_mark_may_hold_a_character_of_a_zero_byte(
        codec: str, line: str) -> None:
    """A character one of whose bytes is zero (an ideographic space between a count and a
    name, U+3000; U+4E00, U+0100 in a comment; a full-width digit) in a UTF-16 list
    without its byte order mark: the file was "binary, not a decklist", not judged, its
    banned card too."""
    text = f"Format: mtg/modern\n{line}\n56 Mountain\n"
    assert _check(text.encode(codec)).status == "legal"
    banned = _check((text + "1 Hogaak, Arisen Necropolis\n").encode(codec))
    assert (banned.status, [v.rule for v in banned.violations if v.severity == "error"]) == (
        "illegal", ["banned"])


def test_a_utf16_file_of_nul_characters_is_binary() -> None:
    result = _check(b"\x00\x00" * 40 + "4 Opt".encode("utf-16-le"))
    assert result.status == "error"
    assert [v.message for v in result.violations] == [
        "file holds NUL bytes: it is binary, not a decklist"]


def test_bytes_not_valid_in_a_utf16_list_are_said_where_they_are() -> None:
    data = bytearray("\ufeffFormat: mtg/modern\n4 Lightning Bolt\n56 Mountain\n"
                     .encode("utf-16-le"))
    data[-8:-6] = b"\x00\xd8"  # a lone surrogate in "Mountain"
    result = _check(bytes(data))
    assert result.status == "illegal"
    assert _said(result)[0] == (
        "encoding", "line 3 is not valid UTF-16 LE (a file cut off or damaged?): bytes there "
        "read as '\ufffd'", "submit the decklist again, saved as UTF-8", 3)


def test_a_latin_name_in_windows_1252_is_not_said_to_be_garbled() -> None:
    data = "Player: Jöns Žižek\nFormat: mtg/modern\n4 Séance\n56 Plains\n".encode("cp1252")
    result = _check(data)
    assert (result.status, result.player) == ("legal", "Jöns Žižek")
    assert _said(result) == [("encoding", "2 lines, from line 1, are not valid UTF-8; read as "
                              "Windows-1252 (cp1252)", "save the file as UTF-8", 1)]


def test_a_line_partly_converted_twice_is_repaired_where_it_was() -> None:
    """A name typed again after the conversion (``Müller``, a curly apostrophe) kept the
    whole line from being repaired: each garbled run is repaired, the rest kept."""
    garbled = "Player: JÃ¶ns Müller’s\nFormat: mtg/modern\nDeck\n4 SÃ©ance\n56 Plains\n"
    result = _check(garbled.encode("utf-8"))
    assert (result.status, result.zones, result.player) == (
        "legal", {"main": 60}, "Jöns Müller’s")
    assert _said(result) == [(
        "encoding", "2 lines, from line 1, were converted to UTF-8 twice (UTF-8 text read as "
        "Windows-1252 and saved again as UTF-8): 'JÃ¶ns' is read as 'Jöns'", TWICE_HINT, 1)]


def test_a_character_whose_utf8_windows_1252_leaves_unassigned_is_repaired() -> None:
    """``Á`` is C3 81 in UTF-8; Windows converts the byte 0x81, which Windows-1252 leaves
    unassigned, to U+0081: ``Ã\\x81`` is ``Á``."""
    decklist = read_decklist("Player: Ã\x81lvaro\n4 Lightning Bolt\n".encode(), "deck.txt")
    assert decklist.metadata["player"] == "Álvaro"
    assert [f.rule for f in decklist.findings] == ["encoding"]


def test_a_name_of_another_alphabet_converted_twice_is_repaired() -> None:
    garbled = "Player: Иван Петров\n4 Lightning Bolt\n".encode().decode("cp1252").encode()
    decklist = read_decklist(garbled, "deck.txt")
    assert decklist.metadata["player"] == "Иван Петров"
    assert [(f.rule, f.line) for f in decklist.findings] == [("encoding", 1)]


@pytest.mark.parametrize(("name", "text"), [
    ("deck.cod", '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
                 "<deckname>Jötun’s Vial</deckname>\n<zone name=\"main\">\n"
                 '<card number="4" name="Séance"/>\n<card number="4" name="Æther Vial"/>\n'
                 '<card number="4" name="Jötun Grunt"/>\n<card number="48" name="Plains"/>\n'
                 "</zone>\n</cockatrice_deck>\n"),
    ("deck.csv", "Count,Name\n4,Séance\n4,Æther Vial\n4,Jötun Grunt\n48,Plains\n"),
    ("deck.json", '{"format": "mtg/modern", "deck": {"Séance": 4, "Æther Vial": 4,\n'
                  '"Jötun Grunt": 4, "Plains": 48}}\n'),
])
def test_other_tools_files_converted_twice_get_the_verdict_of_the_file(name: str,
                                                                       text: str) -> None:
    checker = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 22),
                                   format_id="mtg/modern"))
    written = checker.check_bytes(text.encode("utf-8"), name)
    garbled = checker.check_bytes(_converted(text, "cp1252"), name)
    assert (written.status, written.zones) == ("legal", {"main": 60})
    assert (garbled.status, garbled.zones, garbled.fingerprint) == (
        written.status, written.zones, written.fingerprint)
    assert [v.rule for v in garbled.violations if v.severity != "info"] == ["encoding"]


def test_a_byte_order_mark_converted_twice_is_no_character() -> None:
    data = _converted("\ufeffFormat: mtg/modern\nPlayer: Jöns\n4 Lightning Bolt\n", "cp1252")
    decklist = read_decklist(data, "deck.txt")
    assert decklist.metadata == {"format": "mtg/modern", "player": "Jöns"}
    assert [(f.message, f.line) for f in decklist.findings] == [(
        "2 lines, from line 1, were converted to UTF-8 twice (UTF-8 text read as Windows-1252 "
        "and saved again as UTF-8): 'ï»¿Format:' is read as 'Format:'", 1)]


@pytest.mark.parametrize("bom", ["", "\ufeff"])
def test_utf8_files_are_searched_in_their_bytes_as_in_their_text(bom: str) -> None:
    """A file read from UTF-8 as written is searched for line breaks, text converted
    twice and Windows-1252 characters in its bytes: every pair of the characters those
    searches look for (and accents beside them) reads as the same text searched as text
    (a byte order mark between two characters is dropped: the text is searched then)."""
    from cardtools.decklist import decoding

    characters = (decoding._as_read(range(0xC2, 0xF5)) + decoding._CONTINUATION
                  + "".join(map(chr, decoding._CP1252_PRINTED))
                  + "\r\u2028\u2029\u0085\u00f6\u00fc\u2019x")
    for first in characters:
        for second in characters:
            data = f"4 A{first}{bom}{second}b\n".encode()
            as_text = data.decode("utf-8").replace("\ufeff", "").encode("utf-16")
            assert decoding.decode(data) == decoding.decode(as_text), (first, second)


@pytest.mark.parametrize(("data", "kind"), [
    (b"{\\rtf1\\ansi\\ansicpg1252\\cocoartf2709\n{\\fonttbl\\f0\\fswiss Helvetica;}\n"
     b"\\f0\\fs24 \\cf0 Format: mtg/modern\\\n4 Lightning Bolt\\\n56 Mountain\\\n}\n",
     "an RTF document (a word processor's: TextEdit, WordPad, Word)"),
    (b"\xef\xbb\xbf\r\n{\\rtf1\\ansi Format: mtg/modern\\par 60 Mountain\\par}",
     "an RTF document (a word processor's: TextEdit, WordPad, Word)"),
    ("{\\rtf1\\ansi Format: mtg/modern\\par 60 Mountain\\par}".encode("utf-16"),
     "an RTF document (a word processor's: TextEdit, WordPad, Word)"),
    (b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n", "a PDF document")])
def test_a_word_processors_document_saved_as_text_is_not_judged(data: bytes, kind: str) -> None:
    # its control words were read as lines: an unknown card each, a deck "illegal" whose
    # cards were never read
    result = _check(data)
    assert result.status == "error"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("file-error", f"file is {kind}, not plain text: open it and save the decklist as "
         "plain text (.txt), then check that file", 1)]


#: One Modern deck as an MTGO ``.dek`` and as a Cockatrice ``.cod``, its declaration's
#: encoding left to fill in: its names need accents and a curly apostrophe.
_DECLARED = {
    "deck.dek": ('<?xml version="1.0" encoding="{}"?>\n<Deck>\n'
                 '<Cards Quantity="4" Sideboard="false" Name="Séance" />\n'
                 '<Cards Quantity="4" Sideboard="false" Name="Jötun Grunt" />\n'
                 '<Cards Quantity="52" Sideboard="false" Name="Plains" />\n'
                 '<Cards Quantity="1" Sideboard="true" Name="Urza’s Saga" />\n</Deck>\n'),
    "deck.cod": ('<?xml version="1.0" encoding="{}"?>\n<cockatrice_deck version="1">\n'
                 '<zone name="main">\n<card number="4" name="Séance"/>\n'
                 '<card number="4" name="Jötun Grunt"/>\n<card number="52" name="Plains"/>\n'
                 '</zone>\n<zone name="side">\n<card number="1" name="Urza’s Saga"/>\n'
                 "</zone>\n</cockatrice_deck>\n"),
}


def _check_modern(data: bytes, name: str) -> DeckResult:
    checker = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 22),
                                   format_id="mtg/modern"))
    return checker.check_bytes(data, name)


@pytest.mark.parametrize("name", sorted(_DECLARED))
@pytest.mark.parametrize(("declared", "codec"), [
    ("windows-1252", "cp1252"), ("Windows-1252", "cp1252"), ("cp1252", "cp1252"),
    ("ISO-8859-1", "latin-1"), ("ISO-8859-15", "iso8859-15"), ("latin1", "latin-1")])
def test_an_xml_deck_file_is_read_in_the_encoding_it_declares(name: str, declared: str,
                                                              codec: str) -> None:
    """A ``.dek`` or ``.cod`` saved by a Windows program in the code page it declares was
    read as cp1252 with an ``encoding`` warning (and Latin-1's bytes where cp1252 differs
    as cp1252's): under ``--strict`` a legal deck was illegal."""
    text = _DECLARED[name].format(declared).replace("’", "'" if codec != "cp1252" else "’")
    result = _check_modern(text.encode(codec), name)
    utf8 = _check_modern(text.encode("utf-8"), name)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})
    assert [v.rule for v in result.violations if v.severity != "info"] == []
    assert result.fingerprint == utf8.fingerprint


@pytest.mark.parametrize("name", sorted(_DECLARED))
@pytest.mark.parametrize(("declared", "data"), [
    # bytes the declared encoding leaves unassigned, or outside it
    ("windows-1252", "Jötun".encode("cp1252").replace(b"\xf6", b"\x81")),
    ("US-ASCII", "Jötun".encode("cp1252")),
    ("UTF-8", "Jötun".encode("cp1252")),
    # encodings Python does not know, or reads no ASCII as ASCII in
    ("x-mac-roman", "Jötun".encode("cp1252")),
    ("UTF-7", "Jötun".encode("cp1252")),
    ("unicode_escape", "Jötun".encode("cp1252")),
    ("rot13", "Jötun".encode("cp1252")),
])
def test_an_xml_deck_file_lying_about_its_encoding_keeps_the_warning(
        name: str, declared: str, data: bytes) -> None:
    text = _DECLARED[name].format(declared).replace("’", "'")
    result = _check_modern(text.encode("cp1252").replace("Jötun".encode("cp1252"), data), name)
    first = 3 if name == "deck.dek" else 4  # Séance's line, then Jötun Grunt's
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "encoding"] == [
        ("encoding", f"2 lines, from line {first}, are not valid UTF-8; read as Windows-1252 "
         "(cp1252)", first)]


@pytest.mark.parametrize("name", sorted(_DECLARED))
@pytest.mark.parametrize("declared", ["windows-1251", "koi8-r", "cp437", "mac-roman",
                                      "iso-8859-2", "windows-1252", "ISO-8859-1"])
def test_an_xml_deck_file_of_utf8_names_and_one_other_byte_keeps_its_utf8(
        name: str, declared: str) -> None:
    """Names written in UTF-8 and one line pasted from another program (a Latin-1 byte):
    read by the declared encoding as a whole, the UTF-8 names were garbled (Séance as
    an unknown 'SГ©ance' under windows-1251); the UTF-8 lines stay UTF-8, the other line
    read as cp1252 with the warning, as a file declaring nothing is."""
    text = _DECLARED[name].format(declared)
    data = text.encode("utf-8").replace(b"\n", b"\n<!-- Joueur: Ren\xe9 -->\n", 1)
    result = _check_modern(data, name)
    plain = _check_modern(data.replace(f'encoding="{declared}"'.encode(), b""), name)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})
    assert result.fingerprint == plain.fingerprint == _check_modern(
        text.encode("utf-8"), name).fingerprint
    assert [(v.rule, v.line) for v in result.violations if v.rule == "encoding"] == [
        ("encoding", 2)]


@pytest.mark.parametrize("name", sorted(_DECLARED))
@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_an_xml_deck_file_declaring_utf16_is_read_by_its_bytes(name: str, codec: str) -> None:
    """A declaration of UTF-16 is read only once the bytes are (with or without a byte
    order mark); a UTF-8 file declaring UTF-16 is read as UTF-8, as its declaration
    reads."""
    declared = "UTF-32" if codec == "utf-32" else "UTF-16"
    text = _DECLARED[name].format(declared)
    for data in (text.encode(codec), text.encode("utf-8")):
        result = _check_modern(data, name)
        assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})
        assert [v.rule for v in result.violations if v.severity != "info"] == []


#: The tester's Mage Noir list of French names, two with accents (Marée, Armure
#: d'écorce): legal in UTF-8.
FRENCH = ("Format: mage-noir/tournament\nDeck\n4 Boule de feu\n4 Tornade\n4 Lame d air\n"
          "4 Graine\n4 Projectile de flamme\n4 Souffle\n4 Vents favorables\n4 Gouttelette\n"
          "4 Marée\n4 Armure d'écorce\n")
#: The encoding warning of ``FRENCH`` in any single-byte code page: read as Windows-1252.
IN_CP1252 = "2 lines, from line 11, are not valid UTF-8; read as Windows-1252 (cp1252)"
#: Where a code page's hint says the file was likely saved, and the two names as cp1252
#: reads them in that code page.
_SAVED = {"mac_roman": ("Mac OS Roman", "saved on a Mac", "MarŽe", "Armure d'Žcorce"),
          "cp850": ("DOS code page 850", "saved in a Windows console (DOS code page 850)",
                    "Mar\u201ae", "Armure d'\u201acorce")}


def _code_page_said(result: DeckResult) -> list[tuple[str, str, str | None, int | None]]:
    return [(v.rule, v.message, v.hint, v.line) for v in result.violations
            if v.rule in ("encoding", "unknown-card", "look-alike")]


def _unknown(name: str, card: str, label: str, code_page: str, line: int
             ) -> tuple[str, str, str, int]:
    return ("unknown-card", f"unknown card '{name}'",
            f"did you mean {card}? the file's bytes read so in {label} ({code_page}): save "
            "the file as UTF-8", line)


# CP437 writes French letters as CP850 does: the hint names the one listed first
@pytest.mark.parametrize(("codec", "hinted"), [
    ("mac_roman", "mac_roman"), ("cp850", "cp850"), ("cp437", "cp850")])
def test_a_list_saved_in_another_code_page_is_read_as_cp1252_with_its_hint(
        codec: str, hinted: str) -> None:
    """The contract reads the lines as Windows-1252: the cards stay unknown, the list
    illegal; the warning names the code page reading them as card names, and each error
    suggests the card that code page reads."""
    label, origin, tide, bark = _SAVED[hinted]
    saved = _check(FRENCH.encode(codec))
    assert (saved.status, saved.zones) == ("illegal", {"main": 40})
    assert _code_page_said(saved) == [
        ("encoding", f"{IN_CP1252}; in {label} ({hinted}) they read as card names ('Marée', "
         f"'Armure d'écorce'): the file was likely {origin}",
         f"open the file in the program that wrote it and save it as UTF-8 (not {label}): "
         "its names then read as written", 11),
        _unknown(tide, "Marée (Tide)", label, hinted, 11),
        _unknown(bark, "Armure d'écorce (Bark Armor)", label, hinted, 12)]


@pytest.mark.parametrize("codec", ["cp1252", "iso8859_15"])
def test_a_list_in_cp1252_is_read_as_before_without_a_hint(codec: str) -> None:
    saved = _check(FRENCH.encode(codec))
    assert (saved.status, saved.zones) == ("legal", {"main": 40})
    assert _code_page_said(saved) == [("encoding", IN_CP1252, "save the file as UTF-8", 11)]


def test_a_polish_list_in_windows_1250_gets_the_hint(tmp_path: Path) -> None:
    """A card file naming a card in Polish (``Płomień``) and a list saved on a Central
    European Windows: ``P³omieñ`` in cp1252."""
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps({"game": "mage-noir", "date": "2025-11-04", "cards": [
        {"name": "Twin Flame", "names": {"pl": "Płomień"}, "type": "Spell",
         "elements": ["Fire"], "deck_limit": 4}]}), encoding="utf-8")
    options = CheckOptions(format_id="mage-noir/tournament", use_config=False,
                           card_files=[cards], as_of=dt.date(2025, 11, 4))
    deck = FRENCH.replace("4 Marée\n4 Armure d'écorce\n", "4 Marée\n4 Płomień\n")
    saved = Checker(options).check_bytes(deck.encode("cp1250"), "deck.txt")
    assert saved.status == "illegal"
    assert _code_page_said(saved) == [
        ("encoding", f"{IN_CP1252}; in Windows-1250 (cp1250) they read as a card name "
         "('Płomień'): the file was likely saved on a Central European Windows",
         "open the file in the program that wrote it and save it as UTF-8 (not "
         "Windows-1250): its names then read as written", 11),
        _unknown("P³omieñ", "Płomień (Twin Flame)", "Windows-1250", "cp1250", 12)]


def test_the_verdict_of_a_mac_list_is_illegal_with_the_hint(tmp_path: Path) -> None:
    """The hint changes no verdict: the deck is illegal (exit 1) until saved as UTF-8."""
    deck = tmp_path / "mac.txt"
    deck.write_bytes("Format: mage-noir/tournament\nDeck\n4 Marée\n".encode("mac_roman"))
    outcome = CliRunner().invoke(app, ["check", str(deck), "--isolated", "--date", "2025-11-04"])
    assert outcome.exit_code == 1
    assert outcome.stdout.splitlines()[1:3] == [
        f"{deck}:3: warning [encoding] line 3 is not valid UTF-8; read as Windows-1252 (cp1252); "
        "in Mac OS Roman (mac_roman) it reads as a card name ('Marée'): the file was likely "
        "saved on a Mac (open the file in the program that wrote it and save it as UTF-8 (not "
        "Mac OS Roman): its names then read as written)",
        f"{deck}:3: error [unknown-card] unknown card 'MarŽe' (did you mean Marée (Tide)? the "
        "file's bytes read so in Mac OS Roman (mac_roman): save the file as UTF-8)"]
    assert "0 legal, 1 illegal" in outcome.stdout


def test_a_name_no_code_page_reads_as_a_card_gets_no_code_page_hint() -> None:
    """The letter cp1252 made of a byte gets no look-alike warning ('Z\u201abulon' was
    said to be written 'Z,bulon'); a line no code page reads as a card gets the usual
    hint."""
    saved = _check("Format: mage-noir/tournament\nDeck\n4 Marée\n4 Zébulon\n".encode("cp850"))
    said = _code_page_said(saved)
    assert saved.status == "illegal"
    assert [(rule, line) for rule, *_, line in said] == [
        ("encoding", 3), ("unknown-card", 3), ("unknown-card", 4)]
    assert said[1] == _unknown("Mar\u201ae", "Marée (Tide)", "DOS code page 850", "cp850", 3)
    assert said[2][1] == "unknown card 'Z\u201abulon'"
    assert "bytes read so" not in (said[2][2] or "")
    alone = _check("Format: mage-noir/tournament\nDeck\n4 Zébulon\n".encode("cp850"))
    assert [said[:2] for said in _code_page_said(alone)] == [
        ("encoding", "line 3 is not valid UTF-8; read as Windows-1252 (cp1252)"),
        ("unknown-card", "unknown card 'Z\u201abulon'")]


def test_a_mac_list_of_cr_line_ends_is_numbered_by_its_lines() -> None:
    """A classic Mac editor ends lines with CR alone: each line is read on its own, and
    the warning names the first line not UTF-8, not line 1."""
    data = "Format: mage-noir/tournament\r4 Boule de feu\r4 Marée\r".encode("mac_roman")
    saved = _check(data)
    assert [(rule, line) for rule, *_, line in _code_page_said(saved)] == [
        ("encoding", 3), ("unknown-card", 3)]
    assert _code_page_said(saved)[0][1].startswith(
        "line 3 is not valid UTF-8; read as Windows-1252 (cp1252); in Mac OS Roman")
    assert saved.zones == {"main": 8}


def test_code_pages_reading_a_file_alike_are_tried_once() -> None:
    """Windows-1252 first; a code page reading the lines as one before it does is left
    out, and so is one leaving a byte of them unassigned."""
    # é is é in the Latin code pages of Windows and ISO, Ú in CP850 and CP852
    assert code_page_readings("Marée\n".encode("cp1252")) == [
        "cp1252", "mac_roman", "cp850", "cp437"]
    # 0x81 is unassigned in Windows-1252 (read as U+FFFD) and Windows-1250 (left out)
    assert code_page_readings(b"M\x81ller\n") == ["cp1252", "mac_roman", "cp850",
                                                  "iso8859_15"]
    assert code_page_lines("4 Marée\n4 Tornade\r\n4 Marée".encode()) == frozenset()
    assert code_page_lines("a\r4 Mar\xe9e\n4 Marée".encode("cp1252") + "é".encode()) == {2, 3}
