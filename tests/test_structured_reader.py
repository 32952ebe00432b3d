"""Structured decklists (DESIGN 3.2): YAML and JSON, validated by their schema."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtools.decklist import read_decklist
from cardtools.model import DeckResult


def test_yaml_decklist_with_every_section() -> None:
    text = ("format: magi-nation/standard\nplayer: Alice\nmagi: [Korg & Zet, Ashgar]\n"
            "deck:\n  Arbolit: 3\n  Quor Pup: 1\nside:\n  - Rock\n  - {name: Tide, count: 2, "
            "finish: holographic}\n")
    decklist = read_decklist(text.encode(), "deck.yaml")
    assert decklist.metadata == {"format": "magi-nation/standard", "player": "Alice"}
    assert [(e.name, e.count, e.zone, e.line, e.holographic) for e in decklist.lines] == [
        ("Arbolit", 3, "main", 5, False), ("Quor Pup", 1, "main", 6, False),
        ("Rock", 1, "side", 8, False), ("Tide", 2, "side", 9, True),
        ("Korg & Zet", 1, "magi", 3, False), ("Ashgar", 1, "magi", 3, False)]
    assert decklist.findings == []


def test_json_decklist_and_a_mage() -> None:
    data = {"format": "magetcg/ascension", "mage": "Iconic Seraph of Dawn",
            "deck": {"Umbral Warden": 4}}
    decklist = read_decklist(json.dumps(data).encode(), "deck.json")
    assert [(e.name, e.zone) for e in decklist.lines] == [
        ("Umbral Warden", "main"), ("Iconic Seraph of Dawn", "mage")]


def test_schema_problems_are_parse_errors_and_valid_entries_are_kept() -> None:
    text = "deck:\n  Arbolit: 0\n  Quor: 2\nsidebaord: {}\n"
    decklist = read_decklist(text.encode(), "deck.yaml")
    assert [(e.name, e.count) for e in decklist.lines] == [("Quor", 2)]
    problems = [(f.rule, f.line) for f in decklist.findings]
    assert ("parse-error", 2) in problems
    assert any("sidebaord" in f.message for f in decklist.findings)


def test_not_yaml_or_not_a_mapping_is_a_file_error() -> None:
    assert read_decklist(b"deck: [unclosed\n", "deck.yaml").fatal is not None
    assert read_decklist(b"- just\n- a list\n", "deck.yaml").fatal is not None
    assert read_decklist(b"{not json", "deck.json").fatal is not None


def test_a_section_written_as_one_name_is_one_card() -> None:
    decklist = read_decklist(b"magi: Korg & Zet\ndeck: {Arbolit: 3}\n", "deck.yaml")
    assert [(e.name, e.zone) for e in decklist.lines] == [("Arbolit", "main"),
                                                        ("Korg & Zet", "magi")]
    assert decklist.findings == []


def test_a_section_of_the_wrong_type_is_one_clear_problem() -> None:
    decklist = read_decklist(b"deck: 4\n", "deck.yaml")
    assert [(f.rule, f.line, f.message) for f in decklist.findings] == [
        ("parse-error", 1, "$.deck: 4 is not of type string or object or array or null")]


def test_counts_names_and_keys_as_people_write_them() -> None:
    text = ("Format: mage-noir/tournament\nDeck:\n  Fire Ball: 4.0\n  Tornado: 2\n  Tornado: 2\n"
            "Side:\n  - 2 Rock\n  - Tide *F*\n  - {name: Seed, finish: Foil}\n")
    decklist = read_decklist(text.encode(), "deck.yaml")
    assert decklist.metadata == {"format": "mage-noir/tournament"}
    assert [(e.name, e.count, e.zone, e.holographic) for e in decklist.lines] == [
        ("Fire Ball", 4, "main", False), ("Tornado", 2, "main", False),
        ("Rock", 2, "side", False), ("Tide", 1, "side", True), ("Seed", 1, "side", True)]
    assert [(f.rule, f.line) for f in decklist.findings] == [("parse-error", 5)]


def test_json_keys_written_twice_and_names_that_are_not_text() -> None:
    decklist = read_decklist(b'{"deck": {"Fire Ball": 4, "Fire Ball": 2}}', "deck.json")
    assert [f.message for f in decklist.findings] == [
        "$.deck: 'Fire Ball' written twice (4, then 2)"]
    decklist = read_decklist(b"deck:\n  2: 1\n", "deck.yaml")
    assert [f.message for f in decklist.findings] == ["$.deck: a card name must be text, not 2"]


JSON_DECK = """{
  "player": "Ana",
  "deck": {
    "Fire Ball": 4,
    "Ignition": 4,
    "Seed": 0
  },
  "side": [
    "2 Tornado",
    {"name": "Bark Armor",
     "count": 1},
    "Droplet"
  ],
  "mage": "Iconic Seraph of Dawn"
}
"""


def test_each_json_entry_is_on_its_own_line() -> None:
    decklist = read_decklist(JSON_DECK.encode(), "deck.json")
    assert [(e.name, e.zone, e.line) for e in decklist.lines] == [
        ("Fire Ball", "main", 4), ("Ignition", "main", 5), ("Tornado", "side", 9),
        ("Bark Armor", "side", 10), ("Droplet", "side", 12),
        ("Iconic Seraph of Dawn", "mage", 14)]
    assert [(f.rule, f.line) for f in decklist.findings] == [("parse-error", 6)]


def test_json_and_yaml_of_one_deck_give_the_same_lines() -> None:
    yaml_deck = ("player: Ana\ndeck:\n  Fire Ball: 4\n  Ignition: 4\nside:\n  - 2 Tornado\n"
                 "  - {name: Bark Armor, count: 1}\n")
    json_deck = ('{"player": "Ana",\n"deck": {\n  "Fire Ball": 4,\n  "Ignition": 4},\n'
                 '"side": [\n  "2 Tornado",\n  {"name": "Bark Armor", "count": 1}]}\n')
    lines = [[(e.name, e.line) for e in read_decklist(text.encode(), name).lines]
             for text, name in ((yaml_deck, "deck.yaml"), (json_deck, "deck.json"))]
    assert lines[0] == lines[1] == [("Fire Ball", 3), ("Ignition", 4), ("Tornado", 6),
                                    ("Bark Armor", 7)]


def test_json_lines_of_a_section_written_twice_and_of_nested_keys() -> None:
    from cardtools.decklist.structured import _json_lines
    from cardtools.gamedata import bundled_zones

    text = ('{"deck": {"A": 1,\n "B": {"deck": 2}},\n"Side": [\n[1, {"x": 2}],\n"C"],\n'
            '"deck": {\n"D": 1}}')
    assert _json_lines(text, bundled_zones()) == ([1, 3, 6], {
        "$.deck": 1, "$.deck.A": 1, "$.deck.B": 2, "$.side": 3, "$.side[0]": 4,
        "$.side[1]": 5, "$.deck~2": 6, "$.deck~2.D": 7})


def test_a_block_of_text_lines_longer_than_one_name_may_be_is_read_line_by_line() -> None:
    """``deck: |`` with a deck's 60 lines was measured as one name (over 500 characters):
    a parse-error and no card read. Each line is measured: only a line too long is one.
    Each line of a literal block is on its own line of the file."""
    long_name = "A" * 501
    block = "".join(f"  1 Island {n}\n" for n in range(56)) + f"  4 Ponder\n  {long_name}\n"
    decklist = read_decklist(f"deck: |\n{block}".encode(), "deck.yaml")
    assert [(e.name, e.count, e.zone, e.line) for e in decklist.lines] == [
        *[(f"Island {n}", 1, "main", n + 2) for n in range(56)], ("Ponder", 4, "main", 58)]
    assert [(f.rule, f.message, f.line) for f in decklist.findings] == [
        ("parse-error", f"$.deck[57]: '{'A' * 38}\u2026 is 501 characters long; at most 500",
         59)]


KEYS = ("a decklist's keys: format, game, player, name, deck_name, event, date, pool, "
        "companion, deck, main, side, sideboard, mage, magi, commander, commanders, "
        "oathbreaker, oathbreakers, signature-spell, signature-spells, signaturespells, "
        "maybeboard, tokens, acquireboard, attractions, considering, contraptions, maybe, "
        "planes, schemes, stickers, wishlist, attraction deck, contraption deck, display "
        "commander, display commanders, planar deck, scheme deck, sticker sheets")


def _said(text: str, name: str) -> list[tuple[str, str, str | None, int | None]]:
    decklist = read_decklist(text.encode(), name)
    return [(f.rule, f.message, f.hint, f.line) for f in decklist.findings]


def test_an_unknown_key_of_a_note_is_a_note_naming_the_keys_not_a_parse_error() -> None:
    """``notes: ...`` made the deck illegal with jsonschema's words ("$: Additional
    properties are not allowed ('notes' was unexpected)") and no list of the keys."""
    note = ("ignored-section", "key 'notes' is no key of a decklist: its value is a note, "
            "not part of the deck (a card line in it is read, as in a deck's name)", KEYS)
    assert _said('{"format": "mtg/modern", "notes": "Bo3, sleeves: black",\n'
                 ' "deck": {"Mountain": 60}}', "deck.json") == [(*note, 1)]
    assert _said("format: mtg/modern\nnotes: 12\ndeck:\n  Mountain: 60\n",
                 "deck.yaml") == [(*note, 2)]
    # a misspelt key of a note says the key it may be
    assert _said("plaeyr: Ann\ndeck:\n  Mountain: 60\n", "deck.yaml") == [(
        "ignored-section", "key 'plaeyr' (did you mean 'player'?) is no key of a decklist: "
        "its value is a note, not part of the deck (a card line in it is read, as in a "
        "deck's name)", KEYS, 1)]


def test_an_unknown_key_holding_cards_stays_a_parse_error_naming_the_closest() -> None:
    assert _said("deck:\n  Mountain: 60\nSidebord:\n  Duress: 2\n", "deck.yaml") == [(
        "parse-error", "unknown key 'Sidebord' (did you mean 'sideboard'?); its cards were "
        "not read", KEYS, 3)]
    assert _said('{"deck": {"Mountain": 60}, "extras": ["Duress"]}', "deck.json") == [(
        "parse-error", "unknown key 'extras'; its cards were not read", KEYS, 1)]


def _judged_with_note(note: str) -> DeckResult:
    """The legal 44-card Mage Noir deck as a YAML mapping, ``note`` (YAML lines) written
    after its format, judged with the lists of 2025-11-04."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    fixture = Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt"
    entries = "".join(f'  "{row.split(" ", 1)[1]}": {row.split(" ", 1)[0]}\n'
                      for row in fixture.read_text("utf-8").splitlines()[1:])
    text = f"format: mage-noir/tournament\n{note}deck:\n{entries}"
    return Checker(CheckOptions(use_config=False, as_of=dt.date(2025, 11, 4))
                   ).check_bytes(text.encode(), "deck.yaml")


@pytest.mark.parametrize("note", [
    "notes: 4 Crimson Ritual\n",
    "notes: >\n  Burn deck\n  4 Crimson Ritual\n",  # folded into one line by YAML
    "Notes: |\n  Burn deck\n  4 Crimson Ritual\n"])
def test_a_card_line_in_an_unknown_keys_text_is_read(note: str) -> None:
    """A note is no part of the deck, but a card line written in it is read, as one in a
    deck's name is: no card hides under a key the reader does not know."""
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("illegal", {"main": 44})
    assert [(v.rule, v.line) for v in result.violations] == [
        ("ignored-section", 2), ("banned", 2)]


@pytest.mark.parametrize(("note", "held"), [
    # a card line among a note's words, after a note on the same line
    ('notes: Burn "4 Crimson Ritual"\n', 'Burn "4 Crimson Ritual"'),
    ("notes: Bo3, bring 4 Crimson Ritual!\n", "Bo3, bring 4 Crimson Ritual!"),
    ('notes: "Burn (4 Crimson Ritual)"\n', "Burn (4 Crimson Ritual)"),
    # the unknown key is the card line
    ('"4 Crimson Ritual": note\n', None), ("4 Crimson Ritual: yes\n", None),
    # on the second line of a note, the first holding a number (its text alone was kept)
    ('notes: |\n  Top 8 finish\n  Burn "4 Crimson Ritual"\n',
     'Top 8 finish / Burn "4 Crimson Ritual"'),
])
def test_a_card_line_held_in_an_unknown_key_or_its_note_is_counted(
        note: str, held: str | None) -> None:
    """An unknown key's ``ignored-section`` note on the line made the reader pass over
    the card line its text holds among other words, and the key's own text was never
    read: the banned card unsaid, the deck legal."""
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("illegal", {"main": 44})
    reading = [] if held is None else [("reading", 2)]
    assert [(v.rule, v.line) for v in result.violations] == [
        ("ignored-section", 2), *reading, ("banned", 2)]
    if held is not None:
        assert [v.message for v in result.violations if v.rule == "reading"] == [
            f"'{held}' holds the card line 4 Crimson Ritual: counted (a card with a count "
            "in a note, a title or a metadata value is never dropped)"]


@pytest.mark.parametrize("document", [
    '{"data": {"name": "Burn \\"1 Grief\\"", "mainBoard": [{"count": 56, "name": "Mountain"},'
    ' {"count": 4, "name": "Lightning Bolt"}], "sideBoard": []}}',
    '{"format": "mtg/modern", "notes": "Bo3 (1 Grief)", "deck": {"Mountain": 56,'
    ' "Lightning Bolt": 4}}',
])
def test_a_card_line_held_in_a_value_of_a_file_on_one_line_is_counted(document: str) -> None:
    """A JSON file written on one line: the card entries on the value's line were taken
    for cards the value gave, and the card line it holds was passed over, the banned card
    unsaid, the deck legal."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    result = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                  as_of=dt.date(2026, 8, 22))
                     ).check_bytes(document.encode(), "deck.json")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 1)]
    written = "Burn \"1 Grief\"" if "data" in document else "Bo3 (1 Grief)"
    assert (f"'{written}' holds the card line 1 Grief: counted (a card with a count in a "
            "note, a title or a metadata value is never dropped)") in [
        v.message for v in result.violations if v.rule == "reading"]


def test_a_key_written_twice_in_two_spellings_names_both() -> None:
    """``player`` and ``Player`` on one line of JSON was "'player' is written more than
    once (also at line 1)": neither the second spelling nor that it is one line."""
    twice = ("parse-error", "'player' is written more than once (as 'player' and 'Player', "
             "one key in any case, also on this line); the last one was read",
             "write each key once")
    assert _said('{"player": "Ann", "Player": "Bob", "deck": {"Mountain": 60}}',
                 "deck.json") == [(*twice, 1)]
    assert _said("player: Ann\nPlayer: Bob\ndeck:\n  Mountain: 60\n", "deck.yaml") == [(
        "parse-error", "'player' is written more than once (as 'player' and 'Player', one "
        "key in any case, also at line 1); the last one was read", "write each key once", 2)]
    assert _said("player: Ann\nplayer: Bob\ndeck:\n  Mountain: 60\n", "deck.yaml") == [(
        "parse-error", "'player' is written more than once (also at line 1); the last one "
        "was read", "write each key once", 2)]


@pytest.mark.parametrize(("document", "side"), [
    (b'{"companion": "Lurrus of the Dream-Den",\n "deck": {"Mountain": 56}}', 1),
    (b'{"companion": "Lurrus of the Dream-Den",\n "deck": {"Mountain": 56},\n'
     b' "side": {"Lurrus of the Dream-Den": 1}}', 1),
    (b'companion: Lurrus of the Dream-Den; Yorion, Sky Nomad\ndeck: {Mountain: 56}\n', 2),
    # a list of entries as a section's, a count before the name, an entry, a plural key
    (b'companion:\n  - 1 Lurrus of the Dream-Den\n  - Yorion, Sky Nomad\n'
     b'deck: {Mountain: 56}\n', 2),
    (b'companion: 1 Lurrus of the Dream-Den\ndeck: {Mountain: 56}\n', 1),
    (b'{"companion": {"name": "Lurrus of the Dream-Den", "count": 1},\n'
     b' "deck": {"Mountain": 56}}', 1),
    (b'Companions: ["Lurrus of the Dream-Den", "Yorion, Sky Nomad"]\n'
     b'deck: {Mountain: 56}\n', 2),
    # an entry's keys in any case, as a section's (they were parse-errors, the companion
    # undeclared)
    (b'{"Companion": {"Name": "Lurrus of the Dream-Den", "COUNT": 1},\n'
     b' "deck": {"Mountain": 56}}', 1),
    (b'companion:\n  - {Name: Lurrus of the Dream-Den}\n  - {NAME: "Yorion, Sky Nomad", '
     b'Count: 1}\ndeck: {Mountain: 56}\n', 2)])
def test_the_companion_key_declares_a_sideboard_card(document: bytes, side: int) -> None:
    """A ``companion`` key declares the deck's companion as an Arena ``Companion``
    section does: the ``companion`` metadata, its card one copy of the sideboard (counted
    once with a sideboard copy), on the key's line; never a declaration of a card the
    deck does not hold."""
    decklist = read_decklist(document, "deck.json" if document[:1] == b"{" else "deck.yaml")
    assert decklist.findings == []
    companions = [(line.name, line.count, line.zone, line.line) for line in decklist.lines
                  if line.zone == "side"]
    assert companions == [("Lurrus of the Dream-Den", 1, "side", 3 if side == 1 and b"side"
                           in document else 1), ("Yorion, Sky Nomad", 1, "side", 1)][:side]
    assert decklist.metadata["companion"] == ("Lurrus of the Dream-Den" if side == 1 else
                                              "Lurrus of the Dream-Den; Yorion, Sky Nomad")


@pytest.mark.parametrize(("document", "path", "line"), [
    ("format: mtg/legacy\nBlack Lotus: 1\ndeck: [{name: Island, count: 60}]\n", "d.yaml", 2),
    ("format: mtg/legacy\nBlack Lotus: x1\ndeck: [{name: Island, count: 60}]\n", "d.yaml", 2),
    ("format: mtg/legacy\n1: Black Lotus\ndeck: [{name: Island, count: 60}]\n", "d.yaml", 2),
    ("format: mtg/legacy\nBlack Lotus:\ndeck: [{name: Island, count: 60}]\n", "d.yaml", 2),
    ('{"format": "mtg/legacy", "Black Lotus": 1, "deck": [{"name": "Island", "count": 60}]}',
     "d.json", 1),
])
def test_an_unknown_key_naming_a_card_with_its_count_as_value_is_a_card_line(
        document: str, path: str, line: int) -> None:
    """A key no decklist has and its value make one card line, as the text line ``Black
    Lotus: 1`` is: the key alone (a card's name, no count) was read as a deck's name is,
    the value as a note, the banned card unsaid, the deck legal."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    options = CheckOptions(use_config=False, as_of=dt.date(2026, 8, 1))
    result = Checker(options).check_bytes(document.encode(), path)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.line) for v in result.violations] == [
        ("ignored-section", line), ("banned", line)]
    assert [v.message for v in result.violations if v.rule == "banned"] == [
        "Black Lotus is banned in Legacy (listed by 2020-01-01, "
        "where the recorded lists start)"]


@pytest.mark.parametrize("note", ["notes: Bo3", "notes: 12", "archetype: Black Lotus Storm",
                                  "views: 1500"])
def test_an_unknown_key_whose_value_makes_no_card_line_with_it_stays_a_note(
        note: str) -> None:
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    document = f"format: mtg/legacy\n{note}\ndeck: [{{name: Island, count: 60}}]\n"
    options = CheckOptions(use_config=False, as_of=dt.date(2026, 8, 1))
    result = Checker(options).check_bytes(document.encode(), "d.yaml")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize(("document", "path"), [
    ('{"data":{"name":"Black Lotus (one), optimized","mainBoard":[{"count":4,"name":"Opt"},'
     '{"count":56,"name":"Island"}],"sideBoard":[]}}', "deck.json"),
    ('{format: mtg/legacy, name: "Black Lotus (one), optimized", deck: [{name: Opt, count: 4},'
     ' {name: Island, count: 56}]}\n', "deck.yaml"),
])
def test_a_card_line_in_a_value_beside_a_card_whose_name_it_holds_is_counted(
        document: str, path: str) -> None:
    """A file written on one line: the value's card line was taken as read already, as
    another entry of the line (Opt) has a name inside the value's text (optimized); only
    a card the value itself gave is one it read."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    options = CheckOptions(format_id="mtg/legacy", use_config=False, as_of=dt.date(2026, 8, 1))
    result = Checker(options).check_bytes(document.encode(), path)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule != "reading" or "holds" in v.message] == [
        ("reading", "'Black Lotus (one), optimized' holds the card line 1 Black Lotus: "
         "counted (a card with a count in a note, a title or a metadata value is never "
         "dropped)", 1),
        ("banned", "Black Lotus is banned in Legacy (listed by 2020-01-01, "
         "where the recorded lists start)", 1)]


BAD_ENTRIES = {"format": "mtg/modern", "player": ["x"], "bogus": 1,
               "deck": [{"name": "Opt", "count": 0}, {"name": ""}, {"nam": "Opt"}, 5,
                        {"name": "Opt", "count": "4"}, {"name": "Opt", "finish": "shiny"}],
               "side": {"Opt": -1, "": 2}, "commander": 3}


def test_a_schema_validates_alike_with_its_references_inlined() -> None:
    """The validator of a schema is built with its local references inlined (jsonschema
    looked each up again for every card entry of a structured decklist, half the cost of
    reading one): the same errors at the same paths, and a definition that refers to
    itself stays a reference, still followed."""
    import jsonschema

    from cardtools.gamedata import bundled_zones, zoned_schema
    from cardtools.resources import schema
    from cardtools.validation import inlined, make_validator

    document = zoned_schema("decklist", schema("decklist"), bundled_zones())
    assert '"$ref"' in json.dumps(document) and '"$ref"' not in json.dumps(
        {key: value for key, value in inlined(document).items() if key != "$defs"})
    plain = jsonschema.Draft202012Validator(document)
    fast = make_validator(document)
    assert [(list(e.absolute_path), e.message) for e in fast.iter_errors(BAD_ENTRIES)] == [
        (list(e.absolute_path), e.message) for e in plain.iter_errors(BAD_ENTRIES)]
    assert len(list(fast.iter_errors(BAD_ENTRIES))) == 5  # player, deck, side, commander, bogus
    tree = {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "$ref": "#/$defs/node", "$defs": {"node": {
                "type": "object", "properties": {"kids": {"type": "array", "items": {
                    "$ref": "#/$defs/node"}}}, "additionalProperties": False}}}
    kept = inlined(tree)
    assert kept["$defs"]["node"]["properties"]["kids"]["items"]["properties"]["kids"][
        "items"] == {"$ref": "#/$defs/node"}  # unrolled once, then followed
    assert [e.message for e in make_validator(tree).iter_errors(
        {"kids": [{"kids": [{"x": 1}]}]})] == [
        "Additional properties are not allowed ('x' was unexpected)"]


@pytest.mark.parametrize(("written", "zone"), [
    ("Signature Spell", "command"), ("signature_spell", "command"),
    ("signatureSpell", "command"), ("SIGNATURE-SPELLS", "command"),
    ("Command Zone", "command"), ("command_zone", "command"), ("commandZone", "command"),
    ("Side Board", "side"), ("side_board", "side"), ("sideBoard", "side"),
    ("Main Deck", "main"), ("mainBoard", "main"), ("Commanders", "command"),
    ("Commander(s)", "command"), ("Sideboards", "side")])
def test_a_zone_key_is_read_in_any_case_and_word_separation(written: str, zone: str) -> None:
    """A zone's key written with spaces, ``_``, ``-`` or camelCase, or as the zone's
    header, was only lowered: a note with a "did you mean" hint, its card not judged
    (an Oathbreaker's signature spell unread: "0 signature spells")."""
    other = "sb" if zone == "main" else "deck"
    for text, name in ((f"{other}:\n  - Forest\n{written}:\n  - Beast Within\n",
                        "deck.yaml"),
                       (json.dumps({other: ["Forest"], written: ["Beast Within"]}),
                        "deck.json")):
        decklist = read_decklist(text.encode(), name)
        assert [(e.name, e.zone) for e in decklist.lines if e.name != "Forest"] == [
            ("Beast Within", zone)], name
        assert decklist.findings == [], name
        assert decklist.zone_lines[zone] == (3 if name == "deck.yaml" else 1)


def test_an_oathbreaker_deck_with_spelled_out_keys_is_judged_as_written() -> None:
    from cardtools.checker import Checker, CheckOptions

    text = ("format: mtg/oathbreaker\nOathbreaker: Wrenn and Seven\n"
            "Signature Spell: Beast Within\nMain Deck:\n  - 57 Forest\n  - Black Lotus\n")
    result = Checker(CheckOptions(use_config=False)).check_bytes(text.encode(), "deck.yaml")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", 6)]


def test_a_key_that_names_no_zone_in_any_spelling_still_says_so() -> None:
    assert _said("deck:\n  Mountain: 60\nSide_Bord:\n  Duress: 2\n", "deck.yaml") == [(
        "parse-error", "unknown key 'Side_Bord' (did you mean 'sideboard'?); its cards "
        "were not read", KEYS, 3)]
    # the same zone under two spellings is one zone written twice, both read
    decklist = read_decklist(b"Side Board: [Duress]\nsideboard: [Shock]\ndeck: [Forest]\n",
                             "deck.yaml")
    assert sorted((e.name, e.zone) for e in decklist.lines) == [
        ("Duress", "side"), ("Forest", "main"), ("Shock", "side")]
    assert [(f.rule, f.line) for f in decklist.findings] == [("parse-error", 2)]


def test_a_card_entry_s_keys_are_read_in_any_case() -> None:
    decklist = read_decklist(b"deck:\n  - {Name: Sol Ring, Count: 2, FINISH: foil}\n",
                             "deck.yaml")
    assert [(e.name, e.count, e.line) for e in decklist.lines] == [("Sol Ring", 2, 2)]
    assert decklist.findings == []


def test_a_card_entry_s_key_written_twice_in_two_spellings_is_a_parse_error() -> None:
    """Neither spelling silently wins: 9 and 4 copies, or two names, are not one entry."""
    decklist = read_decklist(
        b'{"main": [{"name": "Lightning Bolt", "Count": 9, "COUNT": 4},\n'
        b' {"Name": "Black Lotus", "NAME": "Mountain", "count": 56}]}', "deck.json")
    assert [(f.rule, f.message, f.line) for f in decklist.findings] == [
        ("parse-error", "$.main[0]: a card entry holds name, count and finish: unknown key "
         "'COUNT' (did you mean count?); write \"4 NAME\" or {\"name\": \"NAME\", "
         "\"count\": 4}", 1),
        ("parse-error", "$.main[1]: a card entry holds name, count and finish: unknown key "
         "'NAME' (did you mean name?); write \"4 NAME\" or {\"name\": \"NAME\", "
         "\"count\": 4}", 2)]


def test_one_zone_under_two_spellings_names_both() -> None:
    assert _said('{"commander": ["Azusa, Lost but Seeking"],\n "Command_Zone": ["Sol Ring"],'
                 '\n "deck": ["98 Forest"]}', "deck.json") == [(
        "parse-error", "section 'commander' is written more than once (as 'commander' and "
        "'Command_Zone', one key however its words are written, also at line 1); the cards "
        "of every 'commander' section were read", "write each section once", 2)]


def test_a_long_name_under_a_capitalised_entry_key_is_cut_as_any() -> None:
    decklist = read_decklist(f"deck:\n  - {{Name: {'A' * 600}, Count: 1}}\n  - Forest\n"
                             .encode(), "deck.yaml")
    assert [e.name for e in decklist.lines] == ["Forest"]
    assert [(f.rule, f.message, f.line) for f in decklist.findings] == [
        ("parse-error", f"$.deck[0]: '{'A' * 38}\u2026 is 600 characters long; at most 500", 2)]


TOKENS_KEY_NOTE = ("section 'tokens' is not part of the deck; its tokens were not counted "
                   "(a card of the card data there is counted in the main deck)")


def _magic_with_note(note: str) -> DeckResult:
    """A legal 60-card Modern deck as a YAML mapping, ``note`` (YAML lines) written after
    its format, judged as of 2026-04-12 (Magic has tokens; Mage Noir has none)."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    text = f"format: mtg/modern\n{note}deck:\n  Island: 60\n"
    return Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 4, 12))
                   ).check_bytes(text.encode(), "deck.yaml")


PONDER = ("Ponder is banned in Modern (listed by 2020-01-01, "
          "where the recorded lists start)")


@pytest.mark.parametrize(("note", "line"), [
    ("tokens:\n  - 2 Spirit\n  - 1 Ponder\n", 4),
    ("Tokens: |\n  2 Spirit\n  1 Ponder\n", 4),
    ("tokens:\n  Spirit: 2\n  Ponder: 1\n", 4),
    ("TOKENS: [{name: Spirit, count: 2}, {name: Ponder}]\n", 2),
    ("tokens:\n  - {Name: Spirit, COUNT: 2}\n  - {Name: Ponder, Count: 1}\n", 4),
])
def test_a_card_under_the_tokens_key_is_counted(note: str, line: int) -> None:
    """The ``tokens`` key keeps out a token's name only, as every other tool's board of
    tokens: the banned Ponder there is counted in the main deck, with a note (the key was
    skipped whole, the deck legal)."""
    result = _magic_with_note(note)
    said = [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule != "data-age"]
    assert (result.status, result.zones["main"]) == ("illegal", 61)
    assert said == [
        ("ignored-section", "info", TOKENS_KEY_NOTE, 2),
        ("reading", "info", "'Ponder' in section 'tokens' is a card, not a token: "
         "counted in the main deck", line),
        ("banned", "error", PONDER, line)]


def test_tokens_under_the_tokens_key_leave_a_legal_deck_legal() -> None:
    """Tokens' names under ``tokens`` stay out: the legal deck stays legal, with the
    key's note only."""
    result = _magic_with_note("tokens:\n  - 2 Spirit\n  - 1 Treasure Token\n")
    assert (result.status, result.zones["main"]) == ("legal", 60)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule != "data-age"] == [("ignored-section", TOKENS_KEY_NOTE, 2)]


def test_a_disguised_card_under_the_tokens_key_is_an_unknown_card() -> None:
    """A name neither the card data nor the token data knows that puts a card's name in
    collection order (``Thief of Crowns, Oko``), under ``tokens``, is read as in the main
    deck, its part ``Oko`` calling the card by its short name: an unknown card, never left
    out as a token; ``Nothing Real``, no card's name in any order, stays out as a token."""
    result = _magic_with_note("tokens:\n  - 2 Spirit\n  - 1 Nothing Real\n"
                              "  - 1 Thief of Crowns, Oko\n")
    assert [(v.rule, v.message) for v in result.violations
            if v.rule in ("reading", "unknown-card")] == [
        ("reading", "'Thief of Crowns, Oko' in section 'tokens' names no card but lists the "
         "card Oko, Thief of Crowns: read as a card line of the main deck, not left out as a "
         "token"),
        ("unknown-card", "unknown card 'Thief of Crowns, Oko'")]
    assert result.status == "illegal"


def test_the_tokens_key_of_a_game_without_tokens_is_part_of_the_main_deck() -> None:
    """Mage Noir has no tokens (its game data names no section of tokens), so its
    ``tokens`` key is no section of tokens, as a text list's ``Tokens`` heading is none:
    its cards are counted in the main deck and a name of no card is an unknown card (it
    was left out as a token's name: a card the data lacks hidden, the deck legal)."""
    result = _judged_with_note("tokens:\n  - 2 Spirit\n  - 1 Crimson Ritual\n")
    assert (result.status, result.zones["main"]) == ("illegal", 43)
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule != "data-age"] == [
        ("reading", "info", "section 'tokens': the game has no tokens, so it is no section "
         "of tokens; its cards are counted in the main deck", 2),
        ("unknown-card", "error", "unknown card 'Spirit'", 3),
        ("banned", "error", "Crimson Ritual is banned in Mage Noir tournament ("
         "listed by 2025-11-04, where the recorded lists start)", 4)]


@pytest.mark.parametrize(("note", "suffix"), [
    ("tokens:\n  - 2 Spirit\n  - [1 Ponder]\n", "[1]"),
    ("tokens:\n  - 2 Spirit\n  - {name: Ponder, count: 0}\n", "[1]"),
    ("tokens:\n  Spirit: 2\n  deck: [1 Ponder]\n", ".deck"),
])
def test_an_item_under_the_tokens_key_read_as_no_entry_is_a_parse_error(
        note: str, suffix: str) -> None:
    """An item of ``tokens`` that is no card entry (a list in the list, a count of 0, a
    key holding a list) may hold a card: a ``parse-error`` on its line, not dropped without
    a word (the banned card there left the deck legal)."""
    result = _magic_with_note(note)
    assert (result.status, result.zones["main"]) == ("illegal", 60)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", f"$.tokens{suffix}: not read as a card entry; its cards were not "
         "counted", 4)]


@pytest.mark.parametrize(("note", "keys"), [
    ("tokens:\n  - 2 Spirit\n  - {name: Oko, Thief of Crowns, count: 1}\n",
     "unknown key 'Thief of Crowns'"),
    ("tokens:\n  - 2 Spirit\n  - {name: Treasure, card: 1 Ponder}\n", "unknown key 'card'"),
    ("tokens:\n  - 2 Spirit\n  - {count: 1, Grief: 1}\n", "no name; unknown key 'Grief'"),
])
def test_an_entry_under_the_tokens_key_with_a_key_no_entry_has_is_a_parse_error(
        note: str, keys: str) -> None:
    """YAML's flow mapping parts ``{name: Oko, Thief of Crowns, count: 1}`` at its comma:
    the token ``Oko`` and a key ``Thief of Crowns``. In a section that is the schema's
    ``parse-error``; under ``tokens`` the key was dropped without a word and the banned
    card left out as the token ``Oko``, the deck legal. Now the entry is that
    ``parse-error`` there too, not read."""
    result = _magic_with_note(note)
    assert (result.status, result.zones["main"]) == ("illegal", 60)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", f"$.tokens[1]: a card entry holds name, count and finish: {keys}; "
         "write '4 NAME' or {name: NAME, count: 4}", 4)]


@pytest.mark.parametrize(("written", "said", "in_json"), [
    (b"[5]", "$.companion[0]: 5 is not of type string or object", "5"),
    (b"[[Lurrus]]", "$.companion[0]: [Lurrus] is not of type string or object", '["Lurrus"]'),
    (b"5", "$.companion: 5 is not of type string or object or array", "5"),
    (b"true", "$.companion: true is not of type string or object or array", "true")])
def test_a_companion_of_the_wrong_type_is_said_once(written: bytes, said: str,
                                                    in_json: str) -> None:
    """A companion list of entries of the wrong type is one problem, at the entry (it
    was two: the schema's "[5] is not of type string or object", as if no list were
    allowed, then the entry's); a value of no allowed type names them all (the list
    was left out). Each file's value is quoted as it writes it."""
    for name, data, shown in (
            ("deck.yaml", b"companion: " + written + b"\ndeck: {Sol Ring: 1}\n",
             said.split(": ")[1].split(" is ")[0]),
            ("deck.json", b'{"companion": ' + written.replace(b"Lurrus", b'"Lurrus"')
             + b', "deck": {"Sol Ring": 1}}', in_json)):
        decklist = read_decklist(data, name)
        assert [(f.rule, f.line, f.message) for f in decklist.findings] == [
            ("parse-error", 1, said.replace(said.split(": ")[1].split(" is ")[0], shown, 1))]


@pytest.mark.parametrize(("count", "shown"), [
    ('"4"', '"4"'), ("true", "true"), ("null", "null"), ('{"n": 4}', '{"n": 4}'),
    ('"\\u0007"', '"\\u0007"')])
def test_a_json_decklists_bad_count_is_quoted_as_json_writes_it(count: str, shown: str) -> None:
    """It said ``'4'``, Python's and YAML's spelling, which no JSON file holds; a YAML
    decklist keeps YAML's (``'4'``)."""
    decklist = read_decklist(('{"deck": {"Opt": ' + count + "}}").encode(), "deck.json")
    assert [(f.rule, f.message) for f in decklist.findings] == [
        ("parse-error", f"$.deck.Opt: {shown} is not of type 'integer'")]
    yaml_read = read_decklist(b"deck: {Opt: '4'}\n", "deck.yaml")
    assert [f.message for f in yaml_read.findings] == ["$.deck.Opt: '4' is not of type 'integer'"]


def _checked(tmp_path: Path, name: str, text: str) -> tuple[str, list[tuple[str, str]]]:
    from typer.testing import CliRunner

    from cardtools.cli import app

    deck = tmp_path / name
    deck.write_text(text, "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(deck), "--report", "json", "--isolated",
                                       "--date", "2026-08-01"])
    result = json.loads(outcome.stdout)["results"][0]
    return result["status"], [(v["rule"], v["message"]) for v in result["violations"]
                              if v["severity"] == "error"]


PLANE = ("No Way Out (Playtest) is not in the card pool of Vintage on 2026-08-01: Plane "
         "cards are not played in constructed")


@pytest.mark.parametrize(("name", "text"), [
    ("deck.json", '{"format": "mtg/vintage", "deck": [{"name": "No Way Out (Playtest)", '
                  '"count": 4}, {"name": "Island", "count": 56}]}'),
    ("deck.json", '{"format": "mtg/vintage", "deck": {"No Way Out (Playtest)": 4, '
                  '"Island": 56}}'),
    ("deck.yaml", "format: mtg/vintage\ndeck:\n  - {name: No Way Out (Playtest), count: 4}\n"
                  "  - {name: Island, count: 56}\n"),
])
def test_a_name_whose_brackets_are_part_of_it_is_that_card(
        tmp_path: Path, name: str, text: str) -> None:
    """A card whose name ends in brackets (No Way Out (Playtest), a Plane) is that card in
    a structured decklist, as in text: the brackets were cut as a printing's, the entry
    read as No Way Out, and the deck judged legal."""
    assert _checked(tmp_path, name, text) == ("illegal", [("card-pool", PLANE)])


def test_a_printing_in_brackets_after_a_name_is_still_cut(tmp_path: Path) -> None:
    text = ('{"format": "mtg/modern", "deck": [{"name": "Lightning Bolt (M10) 146", '
            '"count": 4}, {"name": "Mountain", "count": 56}], '
            '"sideboard": {"Pyroblast (ICE)": 2}}')
    assert _checked(tmp_path, "deck.json", text) == ("illegal", [
        ("card-pool", "Pyroblast is not in the card pool of Modern on 2026-08-01: never "
                      "printed in a set of the pool (printed in Ice Age (ICE), Fifth "
                      "Edition (5ED) and 10 other sets)")])


@pytest.mark.parametrize(("note", "zones", "said"), [
    # a section's key misspelt, its text a card's name: that section's card
    ("sidebaord: Crimson Ritual\n", {"main": 40, "side": 1}, "the side deck's"),
    ("Deckk: Crimson Ritual\n", {"main": 41}, "the deck's"),
    ("mian: |\n  Crimson Ritual\n", {"main": 41}, "the deck's"),
    # another game's section (a Magi stack, a command zone): counted in the deck
    ("magi: Crimson Ritual\n", {"main": 41}, "the deck's"),
    ("Commander: Crimson Ritual\n", {"main": 41}, "the deck's"),
])
def test_a_card_named_in_the_text_of_a_section_s_key_misspelt_is_counted(
        note: str, zones: dict[str, int], said: str) -> None:
    """A key within a typo of a section's, or another game's section, whose text names a
    card was a note (a bare name is no card line there): the banned card unsaid, the
    deck legal. Its text is read as the section's: a card it names is counted."""
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("illegal", zones)
    assert [(v.rule, v.line) for v in result.violations] == [
        ("ignored-section", 2), ("banned", 2)]
    assert [v.message for v in result.violations if v.rule == "ignored-section"] == [
        f"key '{note.split(':')[0]}'"
        + {"sidebaord": " (did you mean 'sideboard'?)", "Deckk": " (did you mean 'deck'?)",
           "mian": " (did you mean 'main'?)", "magi": " (did you mean 'main'?)"}.get(
               note.split(':')[0], "")
        + f" is no key of a decklist, but may be a section's: its text is read as {said} "
        "(a card it names is counted there, other text is a note)"]


@pytest.mark.parametrize("note", ["sidebaord: bring in more vs control\n",
                                  "nage: Crimson Ritual\n", "notes: Crimson Ritual\n"])
def test_text_naming_no_card_under_a_section_s_key_misspelt_is_a_note(note: str) -> None:
    """Such a key's text that names no card stays a note, and so does a key as near a
    metadata key (``nage``: ``name``) or of no section (``notes``): the deck legal."""
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert {v.severity for v in result.violations} == {"info"}


@pytest.mark.parametrize("field", ["image: Tide\n", "magic: true\n", "Imagee: Tide\n",
                                   "foil: no\n", 'foil: "no"\n', "promo: yes\n"])
def test_a_field_within_a_typo_of_another_zone_s_key_or_named_as_a_card_is_a_note(
        field: str) -> None:
    """A field of a list within a typo of the section of a zone the document does not
    hold (``image`` of ``mage``, ``magic`` of ``magi``) was read as that zone's section,
    a Mage zone in a deck of another game (an error); a copy's field that is a card's
    name in small letters (``foil: no``, the Magic card Foil) was that card: each stays a
    note. A card's name in small letters otherwise is that card (``tornado: no``)."""
    result = _judged_with_note(field)
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert {v.severity for v in result.violations} == {"info"}


@pytest.mark.parametrize("field", ["tornado: no\n", 'tornado: "no"\n', "tornado: yes\n"])
def test_a_card_named_by_a_key_in_small_letters_is_that_card(field: str) -> None:
    result = _judged_with_note(field)
    assert (result.status, result.zones) == ("illegal", {"main": 41})


def test_a_second_mage_under_the_mage_key_misspelt_is_in_the_mage_zone() -> None:
    """``magee: Iconic Y`` beside ``mage: Iconic X`` was a note: two Mages, legal."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    cards = Path(__file__).parent / "fixtures" / "magetcg" / "cards.csv"
    data = {"format": "magetcg/ascension", "mage": "Iconic Lantern Sage",
            "magee": "Iconic Hedge Witch", "deck": {"Brass Familiar": 4}}
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 11, 1),
                                  card_files=[cards])
                     ).check_bytes(json.dumps(data).encode(), "deck.json")
    assert (result.status, result.zones) == ("illegal", {"main": 4, "mage": 2})
    assert [(v.rule, v.message) for v in result.violations if v.zone == "mage"] == [
        ("zone-size", "Mage zone: 2 cards; exactly 1")]


@pytest.mark.parametrize("note", [
    'side: ["1 Rock # Crimson Ritual"]\n',
    "side: |\n  1 Rock # Crimson Ritual\n",
    'side: [{name: "Rock # Crimson Ritual"}]\n',
    'side: ["1 Rock [Crimson Ritual]"]\n',
])
def test_a_card_named_after_a_text_entry_s_mark_is_a_parse_error(note: str) -> None:
    """A section's text entry is read as the same text line is: ``1 Rock # Crimson
    Ritual`` in a .txt file is a parse-error naming both cards, but written as a list's
    item or a block's line its comment was dropped without a word, the banned card
    unsaid, the deck legal."""
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("illegal", {"main": 40, "side": 1})
    where = "in a mark the reader drops as a category or a tag" if "[" in note.split(
        "Rock", 1)[1] else "after its '#'"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("parse-error", f"the line names 'Rock' and, {where}, the card Crimson Ritual: "
         "counted as 1 Rock", 2 if "|" not in note else 3)]


@pytest.mark.parametrize(("note", "line"), [
    ("side: [1 Rock]  # Crimson Ritual\n", 2),
    ("side:\n  - 1 Rock # 1 Crimson Ritual\n", 3),
    ("side:\n  Rock: 1  # Rituel pourpre\n", 3),
    ("side:\n  - {name: Rock, count: 1}  # 'Crimson Ritual'\n", 3),
])
def test_a_card_named_in_a_yaml_comment_after_an_entry_is_a_parse_error(
        note: str, line: int) -> None:
    """YAML drops a comment, where the same text line ``1 Rock # Crimson Ritual`` is a
    parse-error naming both cards: the banned card was unsaid, the deck legal."""
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("illegal", {"main": 40, "side": 1})
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("parse-error", "the line names 'Rock' and, after its '#', the card Crimson "
         "Ritual: counted as 1 Rock", line)]


@pytest.mark.parametrize("note", ["side:\n  - 1 Rock  # burn\n",
                                  "side:\n  - 1 Rock\n  # - 1 Crimson Ritual\n",
                                  "side: ['1 Rock']  # 'Rock'\n"])
def test_a_yaml_comment_naming_no_other_card_stays_a_comment(note: str) -> None:
    """A comment of words, one on a line of its own (a card line commented out, as
    ``# 4 Ponder`` is in a text decklist) and one naming the entry's own card say
    nothing."""
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("legal", {"main": 40, "side": 1})
    assert result.violations == []


@pytest.mark.parametrize("note", ["Crimson Ritual: yes\n", "Crimson Ritual: side\n",
                                  "Rituel pourpre: oui\n", '"Crimson Ritual": 1.0\n',
                                  "Crimson Ritual: qty 1\n"])
def test_an_unknown_key_naming_a_card_whose_value_is_no_count_is_that_card(
        note: str) -> None:
    """The key names a card by its whole name, in any language, and its value no count:
    the text line ``Crimson Ritual: yes`` is an unknown card, but the key was read as a
    note's value is, a card only with a count: the banned card unsaid, the deck legal.
    It is that card, one copy."""
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("illegal", {"main": 41})
    assert [(v.rule, v.line) for v in result.violations] == [
        ("ignored-section", 2), ("banned", 2)]


@pytest.mark.parametrize("note", ["notes: Crimson Ritual\n", "archetype: Crimson Ritual\n",
                                  "Crimson Ritua: yes\n"])
def test_an_unknown_key_naming_no_card_by_its_whole_name_stays_a_note(note: str) -> None:
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert [v.rule for v in result.violations] == ["ignored-section"]


@pytest.mark.parametrize("note", ["pool: 1 Crimson Ritual\n", "date: 1 Crimson Ritual\n",
                                  "Game: x1 Crimson Ritual\n"])
def test_a_card_line_in_the_pool_date_or_game_value_is_read(note: str) -> None:
    """The text line ``Pool: 1 Crimson Ritual`` (``Date:``, ``Game:``) counts its card,
    as a player's or an event's value does; the structured key's value was not read:
    the banned card unsaid, the deck legal."""
    result = _judged_with_note(note)
    assert (result.status, result.zones) == ("illegal", {"main": 41})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", 2)]


@pytest.mark.parametrize("note", ["date: '2025-11-04'\n", "date: 2025-11-04\n",
                                  "game: mage-noir\n"])
def test_a_date_or_game_value_of_no_card_line_says_nothing(note: str) -> None:
    result = _judged_with_note(note)
    assert (result.status, result.zones, result.violations) == ("legal", {"main": 40}, [])


def test_a_pool_value_of_a_format_of_no_drafted_pool_is_said_unused() -> None:
    # Mage Noir has no draft format: the pool key was ignored unsaid
    result = _judged_with_note("pool: alice.txt\n")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert [(v.rule, v.severity, v.message, v.line, v.hint) for v in result.violations] == [
        ("reading", "info", "'Pool: alice.txt' is not used: Mage Noir tournament is no draft "
         "format, so no pool limits its copies", 2,
         "give a drafted pool to the decks of a draft format only")]


@pytest.mark.parametrize(("key", "zones"), [
    ('"4th Magi"', {"main": 40, "magi": 1}), ('"magi #4"', {"main": 40, "magi": 1}),
    ("SB", {"main": 40, "side": 1})])
def test_an_unknown_key_that_is_a_zone_s_line_prefix_puts_its_card_there(
        key: str, zones: dict[str, int]) -> None:
    """The text line ``4th Magi: Crimson Ritual`` puts its card in the Magi stack; the
    key ``4th Magi`` was a note, a fourth Magi (here a card of no Magi stack) unsaid."""
    result = _judged_with_note(f"{key}: Crimson Ritual\n")
    assert (result.status, result.zones) == ("illegal", zones)
    assert ("banned", 2) in [(v.rule, v.line) for v in result.violations]


@pytest.mark.parametrize("key", ["4th Magi", "fourth magi", "magi #4", "Magi (4th)"])
def test_a_fourth_magi_under_a_place_s_key_fills_the_stack(key: str) -> None:
    """``magi: [Evu, Tryn, Yaki]`` and ``"4th Magi": Korg``: a fourth Magi, a note."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    example = Path(__file__).parent.parent / "cards" / "magi-nation" / "examples" / "legal.txt"
    deck = {row.split(" ", 1)[1]: int(row.split(" ", 1)[0])
            for row in example.read_text("utf-8").split("Deck (40)\n")[1].splitlines()}
    data = {"format": "magi-nation/standard", "magi": ["Evu", "Tryn", "Yaki"],
            key: "Korg", "deck": deck}
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2021, 6, 1))
                     ).check_bytes(json.dumps(data).encode(), "deck.json")
    assert (result.status, result.zones) == ("illegal", {"main": 40, "magi": 4})
    assert [v.message for v in result.violations if v.severity == "error"] == [
        "the Magi stack fills 4 places; it needs exactly 3 different Magi"]


@pytest.mark.parametrize("key", ["comander", "commandr"])
def test_a_long_section_s_key_within_a_typo_is_that_section(key: str) -> None:
    """``comander:`` alone is the command zone's key misspelt (a section of six letters
    or more is read within a typo whatever the list holds besides)."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    text = f'format: mtg/commander\n{key}: "Niv-Mizzet, Parun"\ndeck:\n  Island: 99\n'
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 6, 1))
                     ).check_bytes(text.encode(), "deck.yaml")
    assert (result.status, result.zones) == ("legal", {"main": 99, "command": 1})
