"""Wrong verdicts of sections outside the deck that hid a card of the deck: a section of
tokens (``Tokens``, ``Token:`` before one line, untap's ``//token-1``) kept out every
line under it, so ``Tokens`` then ``1 Oko, Thief of Crowns`` made a deck holding a banned
card legal.

A token is no card (the card data holds none): under a section of tokens a name of no
card, a half of a split card or a back face alone (``Blood``), or a card's own subtypes
(``Shapeshifter``) is a token's name, kept out as before; any other card's name is that
card, counted in the main deck with a note, as a card of another kind under
``Attractions`` is. Metamorphic: the banned card, however its section is written, stays
``banned`` on its line; a list of tokens leaves a legal deck legal. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from html import escape

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.gamedata import bundled_zones
from cardtools.model import DeckResult

MTG_DAY = dt.date(2026, 7, 27)
#: A legal Modern deck (a real list of 2026-07-27, Modern Challenge 64), 60 and 15 cards.
MODERN = """Deck
4 Atraxa, Grand Unifier
1 Consign to Memory
4 Ephemerate
3 Faithful Mending
2 Fallaji Archaeologist
4 Flooded Strand
2 Force of Negation
1 Godless Shrine
4 Goryo's Vengeance
2 Griselbrand
1 Hallowed Fountain
1 Hedge Maze
1 Island
4 Marsh Flats
1 Meticulous Archive
1 Pest Control
1 Plains
4 Polluted Delta
2 Prismatic Ending
4 Psychic Frog
2 Quantum Riddler
1 Shadowy Backstreet
3 Solitude
1 Swamp
4 Thoughtseize
1 Undercity Sewers
1 Watery Grave

Sideboard
1 Celestial Purge
3 Consign to Memory
2 End of the Hunt
1 Fatal Push
2 Mystical Dispute
1 Quantum Riddler
2 Teferi, Time Raveler
3 Wrath of the Skies
"""
#: The first line after the deck above.
AFTER = len(MODERN.splitlines()) + 2
TOKENS_NOTE = ("section '{}' is not part of the deck; its tokens were not counted (a card "
               "of the card data there is counted in the main deck)")
COUNTED = "'{}' in section '{}' is a card, not a token: counted in the main deck"
BANNED = "Oko, Thief of Crowns is banned in Modern"


def _modern(text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    return checker.check_bytes(text.encode(), "deck.txt")


def _said(result: DeckResult) -> list[tuple[str, str, str, int | None]]:
    return [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule not in ("data-age",)]


@pytest.mark.parametrize(("header", "section", "oko"), [
    ("Tokens:", "Tokens", "1 Oko, Thief of Crowns"),
    ("Tokens", "Tokens", "Oko, Thief of Crowns x1"),
    ("## Tokens (3)", "Tokens", "1 Oko, Thief of Crowns"),
    ("//token-1", "token", "1 Oko, Thief of Crowns"),
    ("TOKENS", "TOKENS", "1x Oko, Thief of Crowns"),
    ("Tokens", "Tokens", "1 Oko, voleur de couronnes"),        # its French name
])
def test_a_card_under_a_tokens_header_is_counted(header: str, section: str,
                                                 oko: str) -> None:
    """The banned card under a header of tokens is counted in the main deck, said by a
    note on its line: it was kept out with the tokens, the deck legal."""
    result = _modern(f"{MODERN}\n{header}\n3 Treasure\n{oko}\n")
    banned = [(v.message[:len(BANNED)], v.line) for v in result.violations
              if v.rule == "banned"]
    assert (result.status, result.zones, banned) == (
        "illegal", {"main": 61, "side": 15}, [(BANNED, AFTER + 2)])
    notes = [(v.rule, v.message, v.line) for v in result.violations
             if v.severity == "info" and v.rule != "data-age"]
    name = oko.removeprefix("1 ").removeprefix("1x ").removesuffix(" x1")
    assert notes == [("ignored-section", TOKENS_NOTE.format(section), AFTER),
                     ("reading", COUNTED.format(name, section), AFTER + 2)]


@pytest.mark.parametrize("line", ["Tokens: 1 Oko, Thief of Crowns",
                                  "Token - Oko, Thief of Crowns"])
def test_a_card_after_a_tokens_word_is_counted(line: str) -> None:
    """``Tokens: 1 Name`` puts one line in the section of tokens: a card there is
    counted in the main deck too (the line was left out with a note, the deck legal)."""
    result = _modern(f"{MODERN}\n{line}\n")
    section = line.split()[0].rstrip(":")
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", AFTER)]
    assert ("reading", "info", COUNTED.format("Oko, Thief of Crowns", section),
            AFTER) in _said(result)


def test_tokens_stay_out_of_a_legal_deck() -> None:
    """The tokens a deck makes, by their names (of no card, a split card's half alone,
    a card's own subtypes, a helper card written in another order than the card of the
    same halves), leave the legal deck legal with only the header's note: none is a card
    of the deck."""
    tokens = ("Tokens (9)\n3 Treasure\n1 Blood\n1 Shapeshifter\n1 Bat\n1 Day // Night\n"
              "1 Elf Warrior\n1 Marit Lage\n1 Human Soldier (TMH2) 2\n")
    result = _modern(f"{MODERN}\n{tokens}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


def test_a_token_after_a_tokens_word_is_left_out_and_said() -> None:
    """``Tokens: 3 Treasure`` names a token: left out, said on its line."""
    result = _modern(f"{MODERN}\nTokens: 3 Treasure\n")
    assert (result.status, _said(result)) == ("legal", [
        ("ignored-section", "info", "'Treasure' in section 'Tokens' names a token, no "
         "card: not part of the deck; not counted", AFTER)])


def test_a_maybeboard_still_holds_any_card() -> None:
    """A maybeboard is the cards a player considers, not plays: its cards stay out,
    whatever they are (DESIGN 3.1)."""
    result = _modern(f"{MODERN}\nMaybeboard\n1 Oko, Thief of Crowns\n")
    assert (result.status, _said(result)) == ("legal", [
        ("ignored-section", "info", "section 'Maybeboard' is not part of the deck; its "
         "cards were not counted", AFTER)])


def _rows(text: str) -> list[tuple[int, str]]:
    return [(int(row.split(" ", 1)[0]), row.split(" ", 1)[1])
            for row in text.splitlines() if row[:1].isdigit()]


_DECK, _SIDE = _rows(MODERN)[:27], _rows(MODERN)[27:]
_TOKENS = [(1, "Oko, Thief of Crowns"), (2, "Treasure")]


def _cockatrice(tokens: list[tuple[int, str]]) -> str:
    def zone(name: str, rows: list[tuple[int, str]]) -> str:
        cards = "".join(f'<card number="{count}" name="{escape(card)}"/>\n'
                        for count, card in rows)
        return f'<zone name="{name}">\n{cards}</zone>\n'
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            + zone("main", _DECK) + zone("side", _SIDE) + zone("tokens", tokens)
            + "</cockatrice_deck>\n")


def _csv(tokens: list[tuple[int, str]]) -> str:
    boards = [("main", _DECK), ("sideboard", _SIDE), ("tokens", tokens)]
    return "Count,Name,Board\n" + "".join(f'{count},"{card}",{board}\n'
                                          for board, rows in boards for count, card in rows)


def _moxfield(tokens: list[tuple[int, str]]) -> str:
    def board(rows: list[tuple[int, str]]) -> dict[str, object]:
        return {"cards": {f"c{at}": {"quantity": count, "card": {"name": card}}
                          for at, (count, card) in enumerate(rows)}}
    return json.dumps({"boards": {"mainboard": board(_DECK), "sideboard": board(_SIDE),
                                  "tokens": board(tokens)}})


def _mtgjson(tokens: list[tuple[int, str]]) -> str:
    def board(rows: list[tuple[int, str]]) -> list[dict[str, object]]:
        return [{"count": count, "name": card} for count, card in rows]
    return json.dumps({"data": {"mainBoard": board(_DECK), "sideBoard": board(_SIDE),
                                "tokens": board(tokens)}})


def _forge(tokens: list[tuple[int, str]]) -> str:
    def section(name: str, rows: list[tuple[int, str]]) -> str:
        return f"[{name}]\n" + "".join(f"{count} {card}\n" for count, card in rows)
    return ("[metadata]\nName=Goryo\n" + section("Main", _DECK)
            + section("Sideboard", _SIDE) + section("Tokens", tokens))


def _yaml_mapping(tokens: list[tuple[int, str]]) -> str:
    def block(rows: list[tuple[int, str]]) -> str:
        return "".join(f"  {json.dumps(card)}: {count}\n" for count, card in rows)
    return "deck:\n" + block(_DECK) + "sideboard:\n" + block(_SIDE) + "tokens:\n" + block(tokens)


def _json_items(tokens: list[tuple[int, str]]) -> str:
    def items(rows: list[tuple[int, str]]) -> list[dict[str, object]]:
        return [{"name": card, "count": count} for count, card in rows]
    return json.dumps({"deck": items(_DECK), "sideboard": items(_SIDE), "tokens": items(tokens)})


#: Each other tool's zone or board of tokens: its writer, its file's name and how it is said.
TOKEN_BOARDS = [
    (_forge, "deck.dck", "Forge's [Tokens]"),
    (_cockatrice, "deck.cod", "zone 'tokens'"),
    (_csv, "deck.csv", "the 'tokens' board"),
    (_moxfield, "deck.json", "the 'tokens' board"),
    (_mtgjson, "deck.json", "'tokens'"),
]


@pytest.mark.parametrize(("write", "file_name", "section"), TOKEN_BOARDS)
def test_a_card_on_another_tools_board_of_tokens_is_counted(
        write: Callable[[list[tuple[int, str]]], str], file_name: str, section: str) -> None:
    """Another tool's zone or board of tokens (Forge's, Cockatrice's, a CSV export's,
    Moxfield's, MTGJSON's) keeps out its tokens only: the banned card there is counted (it was
    skipped with the board, the deck legal); the board's tokens alone leave it legal."""
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    hidden = checker.check_bytes(write(_TOKENS).encode(), file_name)
    assert (hidden.status, hidden.zones["main"]) == ("illegal", 61)
    assert [v.rule for v in hidden.violations if v.severity == "error"] == ["banned"]
    assert (f"'Oko, Thief of Crowns' in {section} is a card, not a token: counted in the "
            "main deck") in [v.message for v in hidden.violations if v.rule == "reading"]
    legal = checker.check_bytes(write(_TOKENS[1:]).encode(), file_name)
    assert (legal.status, legal.zones) == ("legal", {"main": 60, "side": 15})


#: Tokens as real exports list them (Cockatrice, Forge, Moxfield, Archidekt, MTGJSON).
REAL_TOKENS = [(1, "Treasure"), (2, "Goblin"), (1, "Soldier 1/1"), (1, "Clue"), (1, "Food"),
               (1, "Blood"), (1, "Human"), (1, "Spirit"), (1, "Zombie Army"),
               (1, "Emblem - Jace"), (1, "Treasure Token"), (1, "White Soldier 1/1 Creature Token"),
               (1, "Goblin (TMH2) 7"), (1, "Colorless Eldrazi Spawn 0/1"),
               (1, "Teferi, Time Raveler Emblem"), (1, "Phyrexian // Incubator")]
#: A card on the day's banned list, or a fifth copy, disguised so that it names no card.
DISGUISES = [(1, "<The One Ring>"), (4, "<Ephemerate>"), (1, "<Grief>"), (1, "%3CGrief%3E"),
             (1, "\uff1cGrief\uff1e"), (1, "G r i e f"), (1, "T.h.e O.n.e R.i.n.g"),
             (1, "One Ring, The"), (1, "Thief of Crowns, Oko")]


def _text_tokens(tokens: list[tuple[int, str]]) -> str:
    return MODERN + "\nTokens\n" + "".join(f"{count} {card}\n" for count, card in tokens)


CONTAINERS = [(_text_tokens, "deck.txt"), (_forge, "deck.dck"), (_cockatrice, "deck.cod"),
              (_csv, "deck.csv"), (_moxfield, "deck.json"), (_mtgjson, "deck.json"),
              (_yaml_mapping, "deck.yaml"), (_json_items, "deck.json")]


@pytest.mark.parametrize(("write", "file_name"), CONTAINERS)
def test_real_tokens_of_every_zone_of_tokens_stay_out(
        write: Callable[[list[tuple[int, str]]], str], file_name: str) -> None:
    """Tokens the token data knows, as exports write them (a power and toughness, colour
    and type words, ``Token``, a set code, an emblem of a planeswalker, a double-faced
    token's faces), stay out of every zone of tokens: the legal deck stays legal."""
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(write(REAL_TOKENS).encode(), file_name)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize(("count", "disguise"), DISGUISES)
@pytest.mark.parametrize(("write", "file_name"), CONTAINERS)
def test_a_zone_of_tokens_is_never_more_lenient_than_the_main_deck(
        write: Callable[[list[tuple[int, str]]], str], file_name: str, count: int,
        disguise: str) -> None:
    """A line of a zone of tokens whose name no token data knows is read as the same line
    in the main deck: a banned card or fifth copy so disguised (angle brackets, letters
    spaced or dotted, a name inverted at its comma) makes the deck illegal there as it
    does in the main deck (it was left out as a token, the deck legal)."""
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    in_main = _modern(MODERN.replace("Deck\n", f"Deck\n{count} {disguise}\n", 1))
    among_tokens = checker.check_bytes(write([(2, "Treasure"), (count, disguise)]).encode(),
                                       file_name)
    assert (in_main.status, among_tokens.status) == ("illegal", "illegal")
    assert {v.rule for v in among_tokens.violations if v.severity == "error"} & {
        "banned", "copy-limit", "unknown-card"}


def test_a_disguised_card_under_tokens_is_an_unknown_card() -> None:
    """``G r i e f`` (a card's letters spaced), no card's name nor a token's, under Tokens
    is an unknown card, said so on its line, never left out as a token; ``The Monarch``, a
    designation deck tools list among tokens, the token data does not list and no card's
    letters spell, stays out."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n1 The Monarch\n1 G r i e f\n")
    assert (result.status, result.zones["main"]) == ("illegal", 61)
    assert [(v.rule, v.message, v.line) for v in result.violations if v.rule in (
        "reading", "unknown-card")][:2] == [
        ("reading", "'G r i e f' in section 'Tokens' names no card and no token the card data "
         "knows: read as a card line of the main deck, not left out as a token", AFTER + 3),
        ("unknown-card", "unknown card 'G r i e f'", AFTER + 3)]


def test_a_name_in_angle_brackets_is_that_card() -> None:
    """A whole name in angle brackets after its count (``1 <The One Ring>``, full-width,
    percent-encoded) is that card, not an HTML tag dropped (the line was no card's)."""
    for written in ("<The One Ring>", "%3CThe One Ring%3E"):
        result = _modern(MODERN.replace("Deck\n", f"Deck\n1 {written}\n", 1))
        assert [(v.rule, v.message[:32]) for v in result.violations
                if v.severity == "error"] == [("banned", "The One Ring is banned in Modern")]


@pytest.mark.parametrize("written", ["<Grief>", "< Grief >", "<Grief> (MH2) 92"])
def test_a_structured_name_in_angle_brackets_is_that_card(written: str) -> None:
    """A YAML key in angle brackets (``<Grief>``, before its printing too) is that card,
    as a text line's is, its note naming it: it read as an empty name, ``unknown card
    ''`` in the deck and left out unsaid under ``tokens``."""
    checker = Checker(CheckOptions(format_id="mtg/legacy", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(f'deck:\n  Swamp: 56\n  "{written}": 4\n'.encode(),
                                 "deck.yaml")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule != "data-age"] == [
        ("reading", f"no card is named '{written}': read as 4 Grief", 3),
        ("banned", "Grief is banned in Legacy (since 2024-08-26)", 3)]


NAMED_TOKEN = ("'{}' in {} is read as the token Ajani's Pridemate, which cards make ({}): "
               "not part of the deck; not counted")


@pytest.mark.parametrize(("write", "file_name", "section"), TOKEN_BOARDS)
def test_a_token_named_as_a_card_on_another_tools_board_of_tokens_stays_out(
        write: Callable[[list[tuple[int, str]]], str], file_name: str, section: str) -> None:
    """A token an effect names as a card is named (Ajani, Strength of the Pride makes a
    token named Ajani's Pridemate; the card data's token names) on another tool's zone or
    board of tokens is that token: left out, said on its line (it was counted in the main
    deck, a legal deck illegal)."""
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(write([(1, "Ajani's Pridemate"), (2, "Treasure")]).encode(),
                                 file_name)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert NAMED_TOKEN.format("Ajani's Pridemate", section, "a card is named so too") in [
        v.message for v in result.violations if v.rule == "ignored-section"]


@pytest.mark.parametrize(("written", "said"), [
    ("1 Ajani's Pridemate", True), ("1 Ajanis Pridemate", True),
    ("1x Ajani\u2019s Pridemate", True), ("1 Ajani's Pridemate (WAR) 1", True),
    ("1 Ajani's Pridemate Token", False), ("1 Ajani's Pridemate token", False)])
@pytest.mark.parametrize("header", ["Tokens", "Tokens:", "TOKENS (2)"])
def test_a_token_named_as_a_card_the_deck_plays_is_a_further_copy(written: str, said: bool,
                                                                  header: str) -> None:
    """Ajani's Pridemate under Tokens beside four of the card in the deck (and Ajani,
    Strength of the Pride, which makes a token of that name) is a fifth copy, counted in
    the main deck with a note saying to delete the line if it is the token (left out, a
    deck with five copies was legal); with ``Token`` after it, the token, left out."""
    deck = MODERN.replace("4 Ephemerate", "4 Ajani's Pridemate").replace(
        "4 Thoughtseize", "4 Ajani, Strength of the Pride")
    result = _modern(f"{deck}\n{header}\n{written}\n1 Human\n")
    assert (result.status, result.zones) == (("illegal", {"main": 61, "side": 15}) if said
                                             else ("legal", {"main": 60, "side": 15}))
    assert [v.rule for v in result.violations if v.severity == "error"] == (
        ["copy-limit"] if said else [])
    notes = [(v.message, v.hint) for v in result.violations
             if v.rule == "reading" and v.line == AFTER + 1]
    section = f"section '{header.split()[0].rstrip(':')}'"
    name = written.split(" ", 1)[1].split(" (")[0]
    assert notes == ([(f"'{name}' in {section} names a token and the card Ajani's Pridemate, "
                       "which the deck plays: a further copy, counted in the main deck",
                       "if it is the token a card makes, delete the line from the list; a "
                       "copy of the card goes in the deck")] if said else [])


@pytest.mark.parametrize("text", [
    "Format: Modern\n4 Tarmogoyf\n56 Forest\n\nTokens\n1 Tarmogoyf\n",
    "Format: Modern\n4 Tarmogoyf\n56 Forest\n\nTokens\n1 Tarmogoyf (MH2) 162\n",
    "Format: Modern\n4 Tarmogoyf (MH2) 162\n56 Forest\n\nTokens\n1 Tarmogoyf\n",
    "Format: Modern\n4 Tarmogoyf\n56 Forest\n\nSideboard\n1 Tarmogoyf\n\nTokens\n"
    "1 Tarmogoyf\n",
    "[metadata]\nName=Goyf\n[Main]\n4 Tarmogoyf|MH2\n56 Forest|MH2\n[Tokens]\n"
    "2 Tarmogoyf|MH2\n",
    "Format: Modern\n4x Tarmogoyf (mh2) 162\n56x Forest (mh2) 290\n1x Tarmogoyf (mh2) 162 "
    "[Tokens]\n",
])
def test_a_named_token_the_deck_plays_by_that_name_is_a_further_copy(text: str) -> None:
    """A card's own name the token data lists too (Tarmogoyf: the list comes from all
    cards' rules text) under a zone of tokens of any form (Tokens section, Forge's
    [Tokens], Archidekt's [Tokens] category), by name or printing, is a further copy when
    the deck plays the card in a zone: a copy-limit error, never hidden as a token."""
    name = "deck.dck" if text.startswith("[metadata]") else "deck.txt"
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(text.encode(), name)
    assert result.status == "illegal"
    assert [v.rule for v in result.violations if v.severity == "error"] == ["copy-limit"]


def test_a_named_token_the_deck_does_not_play_stays_a_token() -> None:
    """Mutavault under Tokens in a deck playing none is the token Mutavault makes: left
    out, said on its line."""
    result = _modern("Format: Modern\n4 Lightning Bolt\n56 Mountain\n\nTokens\n"
                     "1 Mutavault\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.rule for v in result.violations if v.line == 6] == ["ignored-section"]


def test_a_second_named_token_in_a_commander_deck_is_a_second_copy() -> None:
    """Wurmcoil Engine under Tokens beside the card in a Commander deck is a second copy:
    a singleton error (left out, the deck was legal)."""
    deck = "Commander\n1 Karn, Silver Golem\n\nDeck\n1 Wurmcoil Engine\n98 Wastes\n"
    result = _legacy(f"{deck}\nTokens\n1 Wurmcoil Engine\n", "mtg/commander")
    assert result.status == "illegal"
    assert "copy-limit" in [v.rule for v in result.violations if v.severity == "error"]


def test_a_token_named_as_a_commander_decks_card_is_no_101st_card() -> None:
    """Kher Keep makes tokens named Kobolds of Kher Keep: under Tokens in a Commander deck
    of 100 cards it is that token (it was a 101st card)."""
    deck = "Commander\n1 Krenko, Mob Boss\n\nDeck\n1 Kher Keep\n98 Mountain\n"
    result = _legacy(f"{deck}\nTokens\n1 Kobolds of Kher Keep\n1 Goblin\n", "mtg/commander")
    assert (result.status, result.zones) == ("legal", {"main": 99, "command": 1})
    assert [v.rule for v in result.violations if v.line == 9] == ["ignored-section"]


@pytest.mark.parametrize(("written", "rule"), [
    ("1 Black Lotus", "banned"), ("1 Black Lotus Token", "unknown-card"),
    ("1 Time Walk", "banned")])
def test_a_token_named_as_a_card_on_the_lists_is_that_card(written: str, rule: str) -> None:
    """A token's name that is a card's the day's banned or restricted list holds (the card
    data knows tokens named Black Lotus and Time Walk) is that card, counted and judged,
    with ``Token`` after it too (read as a card line, an unknown card): a banned card never
    hides as a token."""
    result = _legacy("\n".join(_LEGACY_BURN) + f"\n\nTokens\n{written}\n")
    assert result.status == "illegal"
    assert [v.rule for v in result.violations if v.severity == "error"] == [rule]



@pytest.mark.parametrize(("written", "rule"), [
    ("1 Black Lotus", "card-pool"), ("1 Time Walk", "card-pool"),
    ("1 Black Lotus (Token)", "card-pool"), ("1 Black Lotus Token", "unknown-card")])
def test_a_token_named_as_a_card_out_of_the_pool_is_that_card(written: str, rule: str) -> None:
    """A token's name that is a card's out of the format's card pool that day (Black Lotus
    and Time Walk in Modern, on no Modern list) is that card, counted and judged, with
    ``Token`` after it too (read as a card line, an unknown card): such a card under Tokens
    was left out, the deck legal."""
    result = _modern(f"Format: Modern\n4 Lightning Bolt\n56 Mountain\n\nTokens\n{written}\n")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        (rule, 6)]
    assert result.zones == {"main": 61}


#: A legal Pauper deck (a real list of 2024-08-18, Pauper Challenge 32), 60 and 15 cards.
PAUPER = """Deck
4 Basking Broodscale
3 Bloodrite Invoker
4 Chromatic Star
4 Deadly Dispute
4 Deceptive Landscape
4 Duress
2 Energy Refractor
3 Eviscerator's Insight
4 Forest
4 Ichor Wellspring
2 Khalni Garden
4 Malevolent Rumble
4 Sadistic Glee
8 Swamp
4 Tamiyo's Safekeeping
2 Tree of Tales

Sideboard
1 Cast Down
2 Circle of Protection: Blue
4 Drown in Sorrow
2 Mesmeric Fiend
3 Snuff Out
3 Weather the Storm
"""
ON_LISTS = ("'{}' in section '{}' names a token or the card {}, which the format's banned "
            "or restricted list holds: counted in the main deck")
AS_A_CARD = "'{}' in section 'Tokens' is a card, not a token: counted in the main deck"


@pytest.mark.parametrize("tokens", ["Tokens\n1 Treasure\n1 Atog", "Tokens:\nAtog x1",
                                    "//token-1\n1 Atog"])
def test_a_token_name_of_a_banned_card_is_that_card(tokens: str) -> None:
    """A name that is both a token's and a card's (its card's own subtypes: Atog is a
    Creature - Atog) is kept out as a token unless its card is on the format's banned or
    restricted list of the day: then it is that card, counted and judged (Atog under
    Tokens left a Pauper deck legal)."""
    checker = Checker(CheckOptions(format_id="mtg/pauper", use_config=False,
                                   as_of=dt.date(2024, 8, 18)))
    result = checker.check_bytes(f"{PAUPER}\n{tokens}\n".encode(), "deck.txt")
    line = len(PAUPER.splitlines()) + 1 + len(tokens.splitlines())
    section = tokens.split("\n")[0].strip(":/").removesuffix("-1")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Atog is banned in Pauper (since 2022-01-21)", line)]
    assert ("reading", "info", ON_LISTS.format("Atog", section, "Atog"), line) in _said(
        result)


def test_a_back_face_of_a_card_banned_that_day_is_counted() -> None:
    """Reflection of Kiki-Jiki alone under Tokens, in Standard while Fable of the
    Mirror-Breaker was banned (2023-05-29 to 2024-08-02), is that card: banned (no token
    is named so)."""
    checker = Checker(CheckOptions(format_id="mtg/standard", use_config=False,
                                   as_of=dt.date(2024, 3, 31)))
    result = checker.check_bytes(b"Deck\n60 Island\n\nTokens\n1 Goblin Shaman\n"
                                 b"1 Reflection of Kiki-Jiki\n", "deck.txt")
    fable = "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"
    assert (result.status, result.zones["main"]) == ("illegal", 61)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", f"{fable} is banned in Standard (since 2023-05-29)", 6)]
    assert ("reading", "info", AS_A_CARD.format("Reflection of Kiki-Jiki"), 6) in _said(result)


@pytest.mark.parametrize("slashes", ["\u2afd", "\u27cb", "\u30ce", "\u4e3f\u4e3f",
                                     "\u2f03\u2f03", "\u3033\u3033"])
def test_a_banned_split_name_written_with_look_alike_slashes_under_tokens_is_banned(
        slashes: str) -> None:
    """Fable of the Mirror-Breaker's full name under Tokens, its ``//`` written with a mark
    that only looks like it (the double solidus operator, a rising diagonal, the katakana
    no, the one-stroke ideograph, the Kangxi radical slash), in Standard while it was
    banned: that card, banned, as the line is in the main deck (it named no card, so it
    was left out as a token and the deck legal)."""
    checker = Checker(CheckOptions(format_id="mtg/standard", use_config=False,
                                   as_of=dt.date(2024, 3, 31)))
    written = f"Fable of the Mirror-Breaker {slashes} Reflection of Kiki-Jiki"
    result = checker.check_bytes(f"Deck\n60 Island\n\nTokens\n1 {written}\n".encode(),
                                 "deck.txt")
    fable = "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"
    assert (result.status, result.zones["main"]) == ("illegal", 61)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", f"{fable} is banned in Standard (since 2023-05-29)", 5)]
    [warned] = [v for v in result.violations if v.severity == "warning"]
    assert (warned.rule, warned.line) == ("look-alike", 5)
    assert warned.message.startswith(f"'{written}' is written with look-alike letters")
    assert warned.message.endswith(f"read as '{fable}'")


def test_a_token_name_of_a_card_off_the_lists_stays_out() -> None:
    """The same names, their cards on no list of the day (Atog in Modern), stay tokens:
    the legal deck stays legal with the header's note only."""
    result = _modern(f"{MODERN}\nTokens\n1 Atog\n1 Shapeshifter\n1 Blood\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


@pytest.mark.parametrize("category", ["Tokens", "Tokens{noDeck}", "Tokens{noDeck}{noPrice}"])
def test_a_card_in_an_archidekt_category_of_tokens_is_counted(category: str) -> None:
    """Archidekt's category of tokens, in its text export (``1x Name (set) 1 [Tokens]``)
    and its CSV's category column, keeps out a token's name only: the banned card there is
    counted in the main deck (the line was left out with a note, the deck legal), the
    token left out on its line."""
    text = (f"{MODERN}\n1x Oko, Thief of Crowns (eld) 197 [{category}]\n"
            f"3x Treasure (tafr) 22 [{category}]\n")
    rows = "".join(f'{count},"{card}",Main\n' for count, card in _DECK) + "".join(
        f'{count},"{card}",Sideboard\n' for count, card in _SIDE)
    table = (f"Quantity,Name,Category\n{rows}1,\"Oko, Thief of Crowns\",{category}\n"
             f"3,Treasure,{category}\n")
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    # a CSV board of that name alone is a board of tokens, as before
    board = "the 'Tokens' board" if category == "Tokens" else "category 'Tokens'"
    for data, file_name, line, section in (
            (text, "deck.txt", AFTER, "category 'Tokens'"),
            (table, "deck.csv", 2 + len(_DECK) + len(_SIDE), board)):
        result = checker.check_bytes(data.encode(), file_name)
        assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
        said = [(rule, message, at) for rule, _, message, at in _said(result)
                if "Tokens" in message or rule == "banned"]
        assert said == [
            ("reading", f"'Oko, Thief of Crowns' in {section} is a card, not a token: "
             "counted in the main deck", line),
            ("banned", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)", line),
            ("ignored-section", f"'Treasure' in {section} names a token, no card: not "
             "part of the deck; not counted", line + 1)]


@pytest.mark.parametrize("board", ["Token", "token", "TOKEN"])
@pytest.mark.parametrize("column", ["Board", "Category", "Section", "Zone", "Deck"])
def test_a_card_on_a_csv_board_of_one_token_is_counted(column: str, board: str) -> None:
    """A CSV zone column naming the board of tokens in the singular (``Token``, a name
    the game data gives a section of tokens, as ``Tokens``) keeps out a token's name only:
    the banned card there is counted in the main deck (the row was left out with a
    note, a banned card hidden, the deck legal), the token left out on its line."""
    rows = [("main", _DECK), ("sideboard", _SIDE), (board, _TOKENS)]
    table = f"Count,Name,{column}\n" + "".join(
        f'{count},"{card}",{zone}\n' for zone, cards in rows for count, card in cards)
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(table.encode(), "deck.csv")
    line = 2 + len(_DECK) + len(_SIDE)
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(rule, message, at) for rule, _, message, at in _said(result)
            if at in (line, line + 1)] == [
        ("reading", f"'Oko, Thief of Crowns' in the '{board}' board is a card, not a token: "
         "counted in the main deck", line),
        ("banned", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)", line),
        ("ignored-section", f"'Treasure' in the '{board}' board names a token, no card: not "
         "part of the deck; not counted", line + 1)]
    legal = checker.check_bytes(table.replace('1,"Oko, Thief of Crowns",' + board + "\n",
                                              "").encode(), "deck.csv")
    assert (legal.status, legal.zones) == ("legal", {"main": 60, "side": 15})


#: The legal 40-card Mage Noir deck's rows.
_MAGE_NOIR = [(4, name) for name in ("Fire Ball", "Tornado", "Air Blade", "Seed",
                                     "Flame Projectile", "Breath", "Favorable Winds",
                                     "Bark Armor", "Droplet", "Water Drop")]


@pytest.mark.parametrize("board", ["Tokens", "token"])
def test_a_csv_board_of_tokens_in_a_game_without_tokens_is_the_main_decks(
        board: str) -> None:
    """Mage Noir has no tokens: a CSV export's board of tokens there is a board of another
    name, its rows the main deck's, as a text list's ``Tokens`` heading is: a name of no
    card on it is an unknown card (it was left out as a token's name, a card the data
    lacks hidden, the deck legal) and a card is counted."""
    table = "Count,Name,Board\n" + "".join(f"{count},{card},main\n"
                                           for count, card in _MAGE_NOIR)
    table += f"1,Wild Boar,{board}\n1,Crimson Ritual,{board}\n"
    checker = Checker(CheckOptions(format_id="mage-noir/tournament", use_config=False,
                                   as_of=dt.date(2025, 11, 4)))
    result = checker.check_bytes(table.encode(), "deck.csv")
    assert (result.status, result.zones) == ("illegal", {"main": 42})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("unknown-card", "unknown card 'Wild Boar'", 12),
        ("banned", "Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, "
         "where the recorded lists start)", 13)]


def _mage_noir_moxfield(listed: bool) -> str:
    tokens: object = ([{"name": "Wild Boar"}, {"name": "Crimson Ritual"}] if listed else
                      {"cards": {"a": {"quantity": 1, "card": {"name": "Wild Boar"}},
                                 "b": {"quantity": 1, "card": {"name": "Crimson Ritual"}}}})
    main = {"cards": {card: {"quantity": count, "card": {"name": card}}
                      for count, card in _MAGE_NOIR}}
    if listed:  # the older form: boards at the top, a list of records for tokens
        return json.dumps({"mainboard": main["cards"], "tokens": tokens})
    return json.dumps({"boards": {"mainboard": main, "tokens": tokens}})


def _mage_noir_mtgjson() -> str:
    return json.dumps({"data": {
        "mainBoard": [{"count": count, "name": card} for count, card in _MAGE_NOIR],
        "tokens": [{"count": 1, "name": "Wild Boar"}, {"count": 1, "name": "Crimson Ritual"}]}})


@pytest.mark.parametrize(("text", "note"), [
    (_mage_noir_moxfield(False), "the 'tokens' board: the game has no tokens, so it is no "
     "board of tokens; its cards are counted in the main deck"),
    (_mage_noir_moxfield(True), "the 'tokens' board: the game has no tokens, so it is no "
     "board of tokens; its cards are counted in the main deck"),
    (_mage_noir_mtgjson(), "'tokens': the game has no tokens, so it is no list of tokens; "
     "its cards are counted in the main deck")])
def test_a_json_board_of_tokens_in_a_game_without_tokens_is_the_main_decks(
        text: str, note: str) -> None:
    """A Moxfield deck's board of tokens (both its forms) and an MTGJSON deck's ``tokens``
    in Mage Noir, a game without tokens, hold main deck cards, as a CSV export's board of
    tokens does there: a name of no card on it is an unknown card (it was left out as a
    token's name, a card the data lacks hidden, the deck legal)."""
    checker = Checker(CheckOptions(format_id="mage-noir/tournament", use_config=False,
                                   as_of=dt.date(2025, 11, 4)))
    result = checker.check_bytes(text.encode(), "deck.json")
    assert (result.status, result.zones) == ("illegal", {"main": 42})
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [
        ("unknown-card", "unknown card 'Wild Boar'"),
        ("banned", "Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, "
         "where the recorded lists start)")]
    assert note in [v.message for v in result.violations if v.rule == "reading"]


LISTS = ("'{}' in section 'Tokens' names no card but lists the card {}: read as a card line "
         "of the main deck, not left out as a token")


@pytest.mark.parametrize(("tokens", "written", "errors"), [
    # a card among tokens on one line: one unknown card, never a token's name
    ("Tokens: Treasure, Oko, Thief of Crowns", "Treasure, Oko, Thief of Crowns",
     [("unknown-card", "unknown card 'Treasure, Oko, Thief of Crowns'")]),
    ("Tokens\nTreasure & Oko, Thief of Crowns", "Treasure & Oko, Thief of Crowns",
     [("unknown-card", "unknown card 'Treasure & Oko, Thief of Crowns'")]),
    # a spreadsheet's row: its cells listed (it was left out whole)
    ("Tokens\nTreasure\tOko, Thief of Crowns", "Treasure\x09Oko, Thief of Crowns",
     [("unknown-card", "unknown card 'Treasure\x09Oko, Thief of Crowns'")]),
    # cards alone: each counted, as any line listing cards
    ("Tokens: Oko, Thief of Crowns, Fatal Push", "Oko, Thief of Crowns, Fatal Push",
     [("banned", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)")]),
])
def test_a_card_in_a_list_of_tokens_on_one_line_is_not_left_out(
        tokens: str, written: str, errors: list[tuple[str, str]]) -> None:
    """A line of a section of tokens that names no card but lists one among its parts
    (``Treasure, Oko, Thief of Crowns``) is no token's name: it was left out whole, the
    banned card hidden, the deck legal."""
    result = _modern(f"{MODERN}\n{tokens}\n")
    line = AFTER + len(tokens.splitlines()) - 1
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations
            if v.severity == "error"] == errors
    assert ("reading", "info", LISTS.format(written, "Oko, Thief of Crowns"), line) in _said(
        result)


def test_a_list_of_tokens_on_one_line_stays_out() -> None:
    """A line listing tokens only (``Treasure, Clue and Food``; ``Voja, Friend to Elves``, a
    token's name holding a comma) names tokens: left out, the legal deck legal."""
    result = _modern(f"{MODERN}\nTokens\nTreasure, Clue and Food\nVoja, Friend to Elves\n"
                     "Treasure\tTMH2\t20\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


def test_a_melded_back_half_among_tokens_stays_out() -> None:
    """A melded back half (``Urza, Planeswalker``, which deck sites list with the tokens a
    deck makes) is no card and no list of cards: left out, the legal deck legal (its
    first part, ``Urza``, is a card of its own)."""
    result = _modern(f"{MODERN}\nTokens\n1 Urza, Planeswalker\n1 Brisela, Voice of "
                     "Nightmares\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


PLAYED = ("'Shapeshifter' in section 'Tokens' names a token or the card Shapeshifter, which "
          "the deck plays: counted in the main deck")


@pytest.mark.parametrize(("copies", "status"), [(4, "illegal"), (3, "legal")])
@pytest.mark.parametrize(("tokens", "line"), [
    ("Tokens\n1 Treasure\n1 Shapeshifter\n", AFTER + 2),
    ("Tokens: 1 Treasure\nTokens: 1 Shapeshifter\n", AFTER + 1)])
def test_a_token_name_the_deck_plays_as_a_card_is_that_card(copies: int, status: str,
                                                             tokens: str, line: int) -> None:
    """A card's own subtypes name a token (``Shapeshifter``), but a deck that plays the
    card Shapeshifter by that name holds one more under Tokens: a fifth copy so written
    was left out, the deck legal. It is counted, said on its line; the fourth leaves the
    deck legal."""
    deck = MODERN.replace("4 Ephemerate", f"{copies} Shapeshifter")
    checker = Checker(CheckOptions(format_id="mtg/vintage", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(f"{deck}\n{tokens}".encode(), "deck.txt")
    assert (result.status, result.zones) == (status, {"main": 61 - 4 + copies, "side": 15})
    errors = [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]
    assert errors == ([("copy-limit", "5 copies of Shapeshifter; at most 4", 4)]
                      if copies == 4 else [])
    assert ("reading", "info", PLAYED, line) in _said(result)


@pytest.mark.parametrize(("played", "token", "card"), [
    ("4 Fire // Ice", "Ice", "Fire // Ice"),
    ("4 Fire", "Ice", "Fire // Ice"),
    ("4 Brazen Borrower", "Petty Theft", "Brazen Borrower // Petty Theft"),
])
def test_a_token_line_naming_a_face_of_a_card_the_deck_plays_is_that_card(
        played: str, token: str, card: str) -> None:
    """A half or a back face no token is named after (the card data's token names) is its
    card under Tokens: ``Tokens`` / ``1 Ice`` beside four Fire // Ice was left out, five
    copies legal."""
    deck = MODERN.replace("4 Ephemerate", played)
    checker = Checker(CheckOptions(format_id="mtg/vintage", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(f"{deck}\nTokens\n1 {token}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("copy-limit", f"5 copies of {card}; at most 4 "
                                              f"(written '{token}' on line {AFTER + 1})", 4)]
    assert ("reading", "info", AS_A_CARD.format(token), AFTER + 1) in _said(result)


@pytest.mark.parametrize("written", [
    "1 Phyrexian // Incubator", "1 Incubator // Phyrexian", "2 Phyrexian/Incubator",
    "1 Incubator Token // Phyrexian Token", "1 Treasure // Clue"])
@pytest.mark.parametrize("header", ["Tokens\n", "Tokens:\n", "TOKENS (1)\n"])
def test_a_double_faced_tokens_faces_are_one_token(written: str, header: str) -> None:
    """An Incubator token transforms into a Phyrexian one: ``Phyrexian // Incubator``
    under Tokens is that token, left out as a single token is (it was a parse-error
    naming the card Phyrexian Incubator, the faces joined, the legal deck illegal)."""
    result = _modern(f"{MODERN}\n{header}{written}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [rule for rule, *_ in _said(result)] == ["ignored-section"]


@pytest.mark.parametrize(("written", "error"), [
    ("1 Treasure // Black Lotus", "parse-error"),  # a Black Lotus token, but a card's name
    ("1 Phyrexian // Oko, Thief of Crowns", "parse-error"),
    ("1 Phyrexian // Dread", "parse-error")])  # Dread is a card, no token's name
def test_a_double_faced_token_holds_no_card(written: str, error: str) -> None:
    """A face of a card's own name (``Black Lotus``, though a token is named so too) or
    of no token's name keeps its line a card line: a card is never hidden so."""
    result = _modern(f"{MODERN}\nTokens\n{written}\n")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"][:1] == [
        (error, AFTER + 1)]


def test_a_double_faced_tokens_face_the_deck_plays_by_that_name_is_no_token() -> None:
    """``Blood // Clue`` beside ``4 Blood`` (the card Flesh // Blood written by its
    face): not left out as a token (the fifth Blood is not hidden)."""
    deck = MODERN.replace("4 Ephemerate", "4 Blood")
    result = _modern(f"{deck}\nTokens\n1 Blood // Clue\n")
    assert result.status == "illegal"


BY_ITS_FACE = ("'Blood' in section 'Tokens' names a token, a face of Flesh // Blood too, "
               "which the deck plays by another name: not part of the deck; not counted")


@pytest.mark.parametrize("played", ["4 Flesh // Blood", "4 Flesh", "4 Flesh/Blood"])
@pytest.mark.parametrize("tokens", ["Tokens\n1 Blood\n", "Tokens\n2 Blood\n",
                                    "Tokens:\nBlood x1\n", "Tokens: 1 Blood\n"])
def test_a_face_that_is_a_tokens_name_is_a_token_beside_its_card(played: str,
                                                                  tokens: str) -> None:
    """``Blood``, a half of Flesh // Blood and a Blood token's name, alone under Tokens is
    a Blood token, beside four Flesh // Blood too (a real token the deck's cards may
    make): it was counted as a fifth copy, the legal deck illegal. Said on its line."""
    deck = MODERN.replace("4 Ephemerate", played)
    checker = Checker(CheckOptions(format_id="mtg/vintage", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(f"{deck}\n{tokens}".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    line = AFTER + (0 if tokens.startswith("Tokens: ") else 1)
    assert ("ignored-section", "info", BY_ITS_FACE, line) in _said(result)


def test_a_face_that_is_a_tokens_name_is_the_card_the_deck_plays_by_that_name() -> None:
    """``Blood`` under Tokens beside ``4 Blood`` in the main deck (the card Flesh //
    Blood written by that face): that card, a fifth copy counted, not hidden as a
    token."""
    deck = MODERN.replace("4 Ephemerate", "4 Blood")
    checker = Checker(CheckOptions(format_id="mtg/vintage", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(f"{deck}\nTokens\n1 Blood\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 4)]
    assert ("reading", "info", "'Blood' in section 'Tokens' names a token or the card Flesh "
            "// Blood, which the deck plays: counted in the main deck", AFTER + 1
            ) in _said(result)


@pytest.mark.parametrize(("format_id", "error"), [
    ("mtg/pauper", "card-pool"), ("mtg/standard", "card-pool")])
def test_a_face_no_token_is_named_after_is_its_card_under_tokens(
        format_id: str, error: str) -> None:
    """``Stomp``, Bonecrusher Giant's adventure, under Tokens: no token is named so (the
    card data's token names), so it names Bonecrusher Giant // Stomp, counted and judged
    (never common, rotated out of Standard): the deck was legal with only the section's
    note, the line gone."""
    checker = Checker(CheckOptions(format_id=format_id, use_config=False,
                                   as_of=dt.date(2026, 6, 1)))
    result = checker.check_bytes(b"Deck\n60 Mountain\n\nTokens\n4 Stomp\n", "deck.txt")
    assert (result.status, result.zones["main"]) == ("illegal", 64)
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        (error, 5)]
    assert ("reading", "info", AS_A_CARD.format("Stomp"), 5) in _said(result)


@pytest.mark.parametrize(("written", "status"), [
    ("Stomp // Bonecrusher Giant", "illegal"),
    ("Insectile Aberration // Delver of Secrets", "legal"),  # a common
    ("Petty Theft // Brazen Borrower", "illegal")])
def test_a_cards_faces_in_another_order_under_tokens_are_its_card(
        written: str, status: str) -> None:
    """A double-faced or adventure card's faces written back to front under Tokens name
    the card (only a split card's halves so written may be the day and night helper): the
    line was left out, the deck legal."""
    checker = Checker(CheckOptions(format_id="mtg/pauper", use_config=False,
                                   as_of=dt.date(2025, 1, 1)))
    result = checker.check_bytes(f"60 Island\n\nTokens\n1 {written}\n".encode(), "deck.txt")
    assert (result.status, result.zones["main"]) == (status, 61)
    assert ("reading", "info", AS_A_CARD.format(written), 4) in _said(result)


@pytest.mark.parametrize(("written", "card"), [
    ("1 Tarmogoyf x1", "Tarmogoyf"), ("1 Black Lotus (x1)", "Black Lotus"),
    ("1x Black Lotus x1", "Black Lotus"), ("1 // Stomp", "Bonecrusher Giant // Stomp"),
    ("1 Black Lotus 1", "Black Lotus"), ("1 Tarmogoyf - 1", "Tarmogoyf"),
    ("1 Tarmogoyf 1x", "Tarmogoyf"), ("1 Tarmogoyf (1)", "Tarmogoyf")])
def test_a_card_beside_a_second_count_under_tokens_is_read_as_a_card_line(
        written: str, card: str) -> None:
    """``Tokens`` / ``1 Tarmogoyf x1``: no card's name as written, but a card's beside a
    count (or a split card's mark), no token's: read in the main deck, an unknown card as
    the main deck reads it (it was left out as a token unsaid, the deck legal)."""
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                   as_of=dt.date(2025, 1, 1)))
    result = checker.check_bytes(f"4 Lightning Bolt\n56 Mountain\n\nTokens\n{written}\n"
                                 .encode(), "deck.txt")
    name = written.split(" ", 1)[1]
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("unknown-card", 5)]
    assert ("reading", "info", f"'{name}' in section 'Tokens' names no card but the card "
            f"{card} beside a count or a mark: read as a card line of the main deck, not "
            "left out as a token", 5) in _said(result)


def test_tokens_beside_a_count_stay_tokens() -> None:
    checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                   as_of=dt.date(2025, 1, 1)))
    result = checker.check_bytes(b"4 Lightning Bolt\n56 Mountain\n\nTokens\n3 Treasure x3\n"
                                 b"1 Food (2)\n1 Day // Night\n2 Clue 2\n1 Goblin Token x1\n",
                                 "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60})


def test_adventures_under_tokens_behind_a_commander_are_judged() -> None:
    """``1 Petty Theft`` and ``1 Heart's Desire`` under Tokens behind a blue-red commander:
    the cards Brazen Borrower // Petty Theft and Lovestruck Beast // Heart's Desire,
    counted (the main deck is then 100 with the commander) and the green one outside the
    colour identity; both vanished, the deck legal."""
    checker = Checker(CheckOptions(format_id="mtg/commander", use_config=False,
                                   as_of=dt.date(2026, 6, 1)))
    deck = ("Commander\n1 Niv-Mizzet, Parun\n\nDeck\n97 Island\n\nTokens\n1 Petty Theft\n"
            "1 Heart's Desire\n2 Treasure\n")
    result = checker.check_bytes(deck.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("colour-identity", 9)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (AS_A_CARD.format("Petty Theft"), 8), (AS_A_CARD.format("Heart's Desire"), 9)]


@pytest.mark.parametrize("comment", ["// Stack in order", "# Magi stack", "// Magi",
                                     "// Mаgi (bottom to top)"])  # a Cyrillic a
def test_another_games_zone_named_in_a_magic_comment_opens_no_zone(comment: str) -> None:
    """A Magic list's comment naming the Magi stack is a comment: Magic has no Magi stack
    (its game data names none), so the cards after it stay in the main deck (they were
    moved into a Magi stack, the legal deck judged illegal, zone-not-allowed)."""
    lines = MODERN.splitlines()
    text = "\n".join([*lines[:10], comment, *lines[10:]]) + "\n"
    result = _modern(text)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == []


def test_tokens_in_a_game_without_tokens_is_an_unknown_heading() -> None:
    """Magi-Nation Duel has no tokens (its energy tokens are no cards): ``Tokens`` there
    is a heading of another name (its game data's ``header_words``: a lone ``Tokens``
    was an unknown card, a legal deck illegal), said by a note, and a name of no card
    under it an unknown card (it was left out as a token without a word)."""
    deck = ("Magi\nAshgar\nGar\nGrega\nDeck\n1 Greater Vaal\n" + "".join(
        f"3 {name}\n" for name in ("Magma Hyren", "Arbolit", "Diobor", "Fire Ball", "Fire Flow",
                                   "Quor", "Kelthet", "Drakan", "Lava Balamant", "Fire Chogo",
                                   "Thermal Blast", "Flame Geyser", "Syphon Vortex")))
    checker = Checker(CheckOptions(format_id="magi-nation/standard", use_config=False))
    text = f"{deck}Tokens\n1 Energy Token\n"
    result = checker.check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"
            ] == [("unknown-card", "unknown card 'Energy Token'", 21)]
    assert ("reading", "'Tokens' names no card: read as a grouping header", 20) in [
        (v.rule, v.message, v.line) for v in result.violations]


@pytest.mark.parametrize(("text", "other"), [
    ("// Stack in order\n1 Ponder", True),
    ("Deck\n60 Mountain\n3 Magi\n", True),
    ("[Magi]\n1 Ponder", True),
    ('<section name="Magi">', True),
    ('{"magi": ["Ponder"]}', True),
    ("Mage: 1 Ponder", True),
    ("// St\u0430ck in order", True),  # a Cyrillic a
    ("4 Ponder\r// Stack in order\r1 Opt", True),  # lines ended by carriage returns
    ("4 Snapcaster Mage\n4 Magus of the Moon", False),
    ("4,Snapcaster Mage,MH2", False),
    ("Magic: The Gathering deck", False),
])
def test_another_games_words_are_looked_for_where_a_header_or_cell_starts(
        text: str, other: bool) -> None:
    """A Magic list is read again with Magic's own zones only when another game's zone
    word starts a line or a file's cell: a card's name holding one (``Snapcaster
    Mage``) read the list twice, 13% of real Magic lists."""
    assert bundled_zones().reads_otherwise(text, "mtg") is other


LISTED = "the format's banned or restricted list holds"
NEAR = ("'{}' in section 'Tokens' names no card but is within a typo of {}, which {}: read as "
        "a card line of the main deck, not left out as a token")


@pytest.mark.parametrize(("written", "card", "why"), [
    ("Oko, Thief of Crown", "Oko, Thief of Crowns", LISTED),
    ("Oko, Thief 0f Crowns", "Oko, Thief of Crowns", LISTED),
    ("0ko, Thief of Crowns", "Oko, Thief of Crowns", LISTED),
    ("Oko, Thief of Crowns.", "Oko, Thief of Crowns", LISTED),
    ("Atraxa, Grand Unifer", "Atraxa, Grand Unifier", "the deck plays"),
    ("Oko, voleur de couronne", "Oko, Thief of Crowns", LISTED),  # its French name
    ("Oko, voleur des couronnes", "Oko, Thief of Crowns", LISTED),
])
def test_a_token_line_within_a_typo_of_a_banned_or_played_card_is_an_unknown_card(
        written: str, card: str, why: str) -> None:
    """A name of no card under Tokens that is within a typo of a card the day's lists
    hold or the deck plays is read as a card line of the main deck, an unknown card, as
    the same line is in the deck: it was a token's name, left out, the banned card (or a
    fifth Atraxa) hidden and the deck legal."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n1 {written}\n")
    line = AFTER + 2
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("unknown-card", line)]
    [unknown] = [v for v in result.violations if v.severity == "error"]
    assert unknown.message == f"unknown card '{written}'"
    assert ("reading", "info", NEAR.format(written, card, why), line) in _said(result)


#: 60 Islands: a legal deck of every format, holding no card of the lists.
ISLANDS = "Deck\n60 Island\nTokens\n1 Treasure\n"


@pytest.mark.parametrize(("format_id", "written", "card"), [
    ("mtg/vintage", "4 8lack Lotus", "Black Lotus"),
    ("mtg/vintage", "1 6lack Lotus", "Black Lotus"),
    ("mtg/vintage", "1 |3lack Lotus", "Black Lotus"),
    ("mtg/vintage", "1 B1ack L0tus", "Black Lotus"),
    ("mtg/pauper", "1 4tog", "Atog"),
    ("mtg/pauper", "1 @tog", "Atog"),
])
def test_a_token_line_written_with_digits_for_letters_of_a_listed_card_is_an_unknown_card(
        format_id: str, written: str, card: str) -> None:
    """A name of no card under Tokens written with digits or marks for the letters of
    a card the day's lists hold, whatever its first character, is compared with that
    card's name directly: an unknown card of the main deck (only names of the written
    one's first letter were searched, with three digits read as letters: ``8lack
    Lotus`` in Vintage or ``4tog`` in Pauper was left out as a token, the deck legal)."""
    checker = Checker(CheckOptions(format_id=format_id, use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(f"{ISLANDS}{written}\n".encode(), "deck.txt")
    name = written.split(" ", 1)[1]
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"
            ] == [("unknown-card", f"unknown card '{name}'", 5)]
    assert ("reading", "info", NEAR.format(name, card, LISTED), 5) in _said(result)


def test_real_token_names_within_a_typo_of_other_cards_stay_out() -> None:
    """Tokens' names of the card data's own texts that are within a typo of a card
    neither listed nor played (Lightning Rager and Lightning Reaver, Phyrexian Germ and
    Phyrexian Rager, Carnivore and Cantivore, Devastator and Devastation) stay out: a
    name near any card of the database is no card line, or these real tokens were
    unknown cards (README, sections of tokens)."""
    tokens = "1 Lightning Rager\n1 Phyrexian Germ\n1 Carnivore\n1 Devastator\n"
    result = _modern(f"{MODERN}\nTokens\n{tokens}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


HOLDS = ("'{}' in section 'Tokens' names no card but holds the name of {}, which {}: read as "
         "a card line of the main deck, not left out as a token")


@pytest.mark.parametrize(("written", "card", "why"), [
    ("Oko, Thief of Crowns Borderless", "Oko, Thief of Crowns", LISTED),
    ("Showcase Oko, Thief of Crowns", "Oko, Thief of Crowns", LISTED),
    ("Playtest Oko, Thief of Crowns", "Oko, Thief of Crowns", LISTED),
    ("Oko, Thief of Crowns Extended Art Foil", "Oko, Thief of Crowns", LISTED),
    ("Psychic Frog Borderless", "Psychic Frog", "the deck plays"),
    ("Judge Promo Atraxa, Grand Unifier", "Atraxa, Grand Unifier", "the deck plays"),
    ("Oko, voleur de couronnes Borderless", "Oko, Thief of Crowns", LISTED),
])
def test_a_token_line_holding_a_banned_or_played_cards_name_is_an_unknown_card(
        written: str, card: str, why: str) -> None:
    """A name of no card under Tokens that holds the whole name of a card the day's
    lists hold or the deck plays among other words (a printing's words, Playtest) is
    read as a card line of the main deck, an unknown card, as the same line is in the
    deck: too far from the card's name to be a typo of it, it was a token's name, left
    out, the banned card (or a fifth copy) hidden and the deck legal."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n1 {written}\n")
    line = AFTER + 2
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", f"unknown card '{written}'", line)]
    assert ("reading", "info", HOLDS.format(written, card, why), line) in _said(result)


STARTS = ("'{}' in section 'Tokens' names no card but is the start of the name of {}, which "
          "{}: read as a card line of the main deck, not left out as a token")


@pytest.mark.parametrize(("written", "card", "why"), [
    ("Oko, Thief", "Oko, Thief of Crowns", LISTED),
    ("Oko, Thief of", "Oko, Thief of Crowns", LISTED),
    ("Atraxa,", "Atraxa, Grand Unifier", "the deck plays"),
])
def test_a_token_line_cutting_short_a_banned_or_played_cards_name_is_an_unknown_card(
        written: str, card: str, why: str) -> None:
    """A name of no card under Tokens, written with a comma, that starts the name of a
    card the day's lists hold or the deck plays (a legendary card's name cut short) is
    read as a card line of the main deck, an unknown card: too short to be a typo of
    it, it was left out as a token, the banned card hidden and the deck legal. A name
    without a comma (``Oko``, ``Goblin`` beside Goblin Guide) stays a token's."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n1 {written}\n")
    line = AFTER + 2
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", f"unknown card '{written}'", line)]
    assert ("reading", "info", STARTS.format(written, card, why), line) in _said(result)


@pytest.mark.parametrize("token", [
    "Teferi, Time Raveler Emblem", "Emblem - Teferi, Time Raveler", "Voja, Friend to Elves"])
def test_an_emblem_named_after_its_planeswalker_stays_out(token: str) -> None:
    """An emblem's name written as the name of a planeswalker the deck plays and
    ``Emblem`` (``Kaito, Bane of Nightmares Emblem``, as card sites name an emblem), or a
    token's own name, is left out of a legal deck (the played planeswalker's emblem was
    within a typo of it: an unknown card, the legal deck illegal)."""
    result = _modern(f"{MODERN}\nTokens\n1 {token}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


@pytest.mark.parametrize(("played", "token"), [
    ("Marit Lage's Slumber", "Marit Lage"), ("Marit Lage's Slumber", "Marit Lage Token"),
    ("Goblin Guide", "Goblin")])
def test_a_tokens_own_name_starting_a_played_cards_name_stays_out(
        played: str, token: str) -> None:
    """A token's exact name (the token data's: ``Marit Lage``, Dark Depths's token) stays
    out though it starts the name of a card the deck plays (Marit Lage's Slumber): it was
    read as that card cut short, an unknown card, the legal deck illegal."""
    deck = MODERN.replace("2 Griselbrand\n", f"2 {played}\n")
    result = _modern(f"{deck}\nTokens\n1 {token}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


CALLED_IN_A_LIST = ("'{}' in section 'Tokens' names no card but lists the card {}: read as a "
                    "card line of the main deck, not left out as a token")
CALLED = ("'{}' in section 'Tokens' names no card but is what players call {}, which the "
          "format's banned or restricted list holds: read as a card line of the main deck, not "
          "left out as a token")
BESIDE = ("'Treasure' in section 'Tokens' is written beside '{}', which calls the card {}: read "
          "as a card line of the main deck, not left out as a token")


@pytest.mark.parametrize(("written", "said", "unknown"), [
    ("Food, Oko", CALLED_IN_A_LIST.format("Food, Oko", "Oko, Thief of Crowns"), "Food, Oko"),
    ("Treasure & Hogaak", CALLED_IN_A_LIST.format(
        "Treasure & Hogaak", "Hogaak, Arisen Necropolis"), "Treasure & Hogaak"),
    ("Clue and oko", CALLED_IN_A_LIST.format("Clue and oko", "Oko, Thief of Crowns"),
     "Clue and oko"),
    ("Lurrus", CALLED.format("Lurrus", "Lurrus of the Dream-Den"), "Lurrus"),
    ("Deathrite", CALLED.format("Deathrite", "Deathrite Shaman"), "Deathrite"),
    ("Treasure\tOko", BESIDE.format("Oko", "Oko, Thief of Crowns"), None),
    ("Treasure | Hogaak", BESIDE.format("Hogaak", "Hogaak, Arisen Necropolis"), None),
    ("Treasure # Oko", BESIDE.format("Oko", "Oko, Thief of Crowns"), None),
    ("Treasure <!-- Oko -->", BESIDE.format("Oko", "Oko, Thief of Crowns"), None),
])
def test_a_token_line_calling_a_banned_card_as_players_do_is_a_card_line(
        written: str, said: str, unknown: str | None) -> None:
    """A line under Tokens that calls a banned card as players do (a legend's short name
    in any case, a word one card's name alone holds: ``Lurrus``, ``Deathrite``), alone or
    as a part of a list (between commas, tabs, ``&``, ``and``) or beside a bar, a ``#`` or
    an HTML comment, is read as a card line of the main deck, with a note: each was left
    out as a token, the banned card hidden and the deck legal."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n1 {written}\n")
    line = AFTER + 2
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert ("reading", "info", said, line) in _said(result)
    message = (f"unknown card '{unknown}'" if unknown is not None else "unknown card 'Treasure': "
               "the name of a token, which cards make in play: a token is no card of a deck")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", message, line)]


@pytest.mark.parametrize("written", ["Treasure\tClue", "Treasure, Atraxa", "Food\tAtraxa",
                                     "Treasure | Atraxa", "Food and Clue", "Treasure|ELD|1"])
def test_a_token_line_of_tokens_or_beside_a_played_cards_short_name_stays_out(
        written: str) -> None:
    """Tokens listed on one line (``Treasure<TAB>Clue``, once within a typo of the banned
    Treasure Cruise) and a token beside the short name of a card the deck plays, its maker
    (``Treasure, Atraxa`` beside Atraxa, Grand Unifier; not Atraxa, Praetors' Voice), stay
    out of the legal deck."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n1 {written}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


BESIDE_A_TOKEN = ("'{}' in section 'Tokens' names a token and beside it the card {}: read as a "
                  "card line of the main deck, not left out as a token")


@pytest.mark.parametrize(("written", "card"), [
    ("Food - Oko", "Oko, Thief of Crowns"), ("Food/Oko", "Oko, Thief of Crowns"),
    ("Food from Oko", "Oko, Thief of Crowns"), ("Food x Oko", "Oko, Thief of Crowns"),
    ("Oko - Food", "Oko, Thief of Crowns"), ("Food - Okko", "Oko, Thief of Crowns"),
    ("Food - lurrus", "Lurrus of the Dream-Den"), ("Treasure - Opt", "Opt"),
    ("Food/Lurrus of the Dreamden", "Lurrus of the Dream-Den"),
    ("Food. Oko", "Oko, Thief of Crowns"), ("Food! Oko", "Oko, Thief of Crowns"),
    ("Spirit. Oko", "Oko, Thief of Crowns"), ("Food.Oko", "Oko, Thief of Crowns"),
    ("Food\u2026 Oko", "Oko, Thief of Crowns"), ("Food \u2605 Oko", "Oko, Thief of Crowns"),
    ("Oko. Food", "Oko, Thief of Crowns"), ("Assembly-Worker? Oko", "Oko, Thief of Crowns")])
def test_a_card_joined_to_a_tokens_name_by_any_mark_is_a_card_line(written: str,
                                                                   card: str) -> None:
    """A token's name and words that call a card (its whole name, a short name in any case,
    a typo of either) joined by any mark or word (a spaced dash, a bare slash, ``from``,
    ``x``, a sentence's end, a symbol), before or after it, are a card line of the main
    deck, an unknown card: each was left out as a token, the banned Oko hidden and the deck
    legal (``Food. Oko`` too: a full stop was read as part of the token's word)."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n1 {written}\n")
    line = AFTER + 2
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", f"unknown card '{written}'", line)]
    assert ("reading", "info", BESIDE_A_TOKEN.format(written, card), line) in _said(result)


#: A legal Pioneer deck of basic lands alone.
PIONEER = "Deck\n60 Mountain\n\nTokens\n1 Treasure\n"
CALLED_BESIDE = ("'Treasure' in section 'Tokens' is written beside 'Ragavan', which calls the "
                 "card Ragavan, Nimble Pilferer: read as a card line of the main deck, not left "
                 "out as a token")


@pytest.mark.parametrize(("written", "said", "error"), [
    ("Treasure - Wurmcoil Engine", BESIDE_A_TOKEN.format("Treasure - Wurmcoil Engine",
                                                         "Wurmcoil Engine"), None),
    ("Food/Wurmcoil Engine", BESIDE_A_TOKEN.format("Food/Wurmcoil Engine", "Wurmcoil Engine"),
     None),
    ("Treasure - Tarmogoyf", BESIDE_A_TOKEN.format("Treasure - Tarmogoyf", "Tarmogoyf"), None),
    ("Treasure x Black Lotus", BESIDE_A_TOKEN.format("Treasure x Black Lotus", "Black Lotus"),
     None),
    ("Ragavan Treasure", BESIDE_A_TOKEN.format("Ragavan Treasure", "Ragavan, Nimble Pilferer"),
     None),
    ("Treasure (Ragavan)", CALLED_BESIDE, "unknown card 'Treasure': the name of a token, which "
     "cards make in play: a token is no card of a deck"),
    ("Treasure | Ragavan", CALLED_BESIDE, "unknown card 'Treasure': the name of a token, which "
     "cards make in play: a token is no card of a deck")])
def test_a_card_out_of_the_pool_named_as_a_token_beside_a_token_is_a_card_line(
        written: str, said: str, error: str | None) -> None:
    """A card out of Pioneer's pool whose name is a token's too (Wurmcoil Engine, Tarmogoyf,
    Black Lotus, Ragavan) beside a token's name, however joined and on either side, is a
    card line of the main deck: the card was taken for the token and the line left out,
    the deck legal (the longest token's name there was the card's)."""
    checker = Checker(CheckOptions(format_id="mtg/pioneer", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(f"{PIONEER}1 {written}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("unknown-card", error or f"unknown card '{written}'", 6)]
    assert ("reading", "info", said, 6) in _said(result)


REFUSED_SHORT_NAME = ("'{}' in section 'Tokens' names no card but is what players call "
                      "Ragavan, Nimble Pilferer, which the format's card pool does not hold "
                      "that day: read as a card line of the main deck, not left out as a token")


@pytest.mark.parametrize(("written", "error"), [
    ("Ragavan", "unknown card 'Ragavan': the name of a token, which cards make in play: a "
     "token is no card of a deck"),
    ("Ragavan, Legendary Monkey", "unknown card 'Ragavan, Legendary Monkey'")])
def test_a_refused_cards_short_name_that_is_a_tokens_name_is_a_card_line(
        written: str, error: str) -> None:
    """``Ragavan`` is a token's exact name (Kari Zev's) and Ragavan, Nimble Pilferer's short
    name: in Pioneer, whose pool lacks the card, the line under Tokens is that card's, as
    ``Oko`` is Oko's; it was left out unsaid, the deck legal (and ``Ragavan, Legendary
    Monkey`` named the card ``Monkey-`` beside a token)."""
    checker = Checker(CheckOptions(format_id="mtg/pioneer", use_config=False, as_of=MTG_DAY))
    result = checker.check_bytes(f"{PIONEER}1 {written}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", error, 6)]
    assert ("reading", "info", REFUSED_SHORT_NAME.format(written), 6) in _said(result)


def test_a_tokens_name_calling_a_card_the_format_allows_stays_out() -> None:
    """In Modern, where Ragavan, Nimble Pilferer is legal, ``Ragavan`` under Tokens is Kari
    Zev's token, left out of the legal deck with the header's note only."""
    result = _modern(f"{MODERN}\nTokens\n1 Ragavan\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


@pytest.mark.parametrize("written", ["Treasure - Wurmcoil Engine", "Food - Tarmogoyf",
                                     "Food/Wurmcoil Engine", "Orc Army - Mutavault"])
def test_a_card_the_format_allows_named_as_a_token_beside_a_token_stays_out(
        written: str) -> None:
    """Such lines where the format allows the card (Wurmcoil Engine, Tarmogoyf, Mutavault
    in Modern) are tokens, left out of the legal deck with the header's note only."""
    result = _modern(f"{MODERN}\nTokens\n1 {written}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


@pytest.mark.parametrize(("written", "said"), [
    ("Food, lurrus", CALLED_IN_A_LIST.format("Food, lurrus", "Lurrus of the Dream-Den")),
    ("Food, Winged Wisdom", CALLED_IN_A_LIST.format("Food, Winged Wisdom",
                                                    "Nadu, Winged Wisdom")),
    ("Winged Wisdom", CALLED.format("Winged Wisdom", "Nadu, Winged Wisdom"))])
def test_a_legend_called_in_small_letters_or_by_its_epithet_under_tokens_is_a_card_line(
        written: str, said: str) -> None:
    """A legend called in small letters (``lurrus``) or by its name's part after the comma
    (``Winged Wisdom`` for Nadu, Winged Wisdom), alone or in a list beside a token, is a
    card line of the main deck: each was left out as a token, the deck legal."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n1 {written}\n")
    line = AFTER + 2
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", f"unknown card '{written}'", line)]
    assert ("reading", "info", said, line) in _said(result)


def test_a_card_beside_a_bar_after_a_card_under_tokens_is_a_parse_error() -> None:
    """``Island | Okko`` under Tokens: the Island is counted in the main deck, and the banned
    Oko its bar holds (within a typo of its short name) is said, as in the deck: it was
    dropped unsaid, the deck legal."""
    result = _modern(f"{MODERN}\nTokens\n1 Island | Okko\n")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", "the line names 'Island' and, beside its '|', the card Oko, Thief of "
         "Crowns: counted as 1 Island", AFTER + 1)]


@pytest.mark.parametrize(("played", "token"), [
    ("Orcish Bowmasters", "Orc Army (Orcish Bowmasters)"),
    ("Orcish Bowmasters", "Orc Army - Orcish Bowmasters"), ("Psychic Frog", "Construct (Saga)"),
    ("Psychic Frog", "Treasure (Atraxa)"), ("Psychic Frog", "Food - Atraxa")])
def test_a_token_beside_its_played_maker_or_a_remark_stays_out(played: str, token: str) -> None:
    """A token's name beside its maker, a card the deck plays off the lists (``Orc Army
    (Orcish Bowmasters)``, ``Food - Atraxa`` beside Atraxa, Grand Unifier), or beside a
    remark naming no card (``Construct (Saga)``) stays out of the legal deck: the first was
    an unknown card and a parse-error, the second near Construct a Cosmic Cube."""
    deck = MODERN.replace("4 Psychic Frog\n", f"4 {played}\n")
    result = _modern(f"{deck}\nTokens\n1 {token}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


#: The Modern deck above with four Wrenn and Six for its Psychic Frogs: a planeswalker
#: whose name holds ``and``, as a list of cards does.
W6_MODERN = MODERN.replace("4 Psychic Frog\n", "4 Wrenn and Six\n")


@pytest.mark.parametrize("token", [
    "Emblem - Wrenn and Six", "Emblem: Wrenn and Six", "Emblem Wrenn and Six",
    "Wrenn and Six Emblem", "Emblème - Wrenn and Six"])
def test_the_emblem_of_a_played_planeswalker_whose_name_holds_and_stays_out(
        token: str) -> None:
    """The emblem of a planeswalker the deck plays, its name with an emblem's word
    (``emblem_words``) before or after it, stays out: the ``and`` of ``Wrenn and Six`` made
    ``Emblem - Wrenn and Six`` a list naming the card Six (an unknown card), the legal deck
    illegal."""
    result = _modern(f"{W6_MODERN}\nTokens\n1 {token}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


@pytest.mark.parametrize("header", ["Tokens & Emblems", "Tokens/Emblems", "Tokens and Emblems",
                                    "Emblems", "Emblem", "Jetons", "Emblèmes"])
def test_a_heading_of_tokens_and_emblems_holds_tokens(header: str) -> None:
    """Headings deck sites write over their tokens and emblems (in French too, ``Jetons``:
    the game data's ``token_sections``) head a section of tokens: each was an unknown card
    on its own line, or a grouping heading whose tokens were unknown cards."""
    result = _modern(f"{W6_MODERN}\n{header}\n1 Treasure\n1 Emblem - Teferi, Time Raveler\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format(header), AFTER)]
    banned = _modern(f"{W6_MODERN}\n{header}\n1 Oko, Thief of Crowns\n")
    assert [(v.rule, v.line) for v in banned.violations if v.severity == "error"] == [
        ("banned", AFTER + 1)]


@pytest.mark.parametrize("header", ["Tokens{noDeck}", "Tokens{noDeck}{noPrice}",
                                    "Emblems{noDeck}"])
def test_a_heading_of_tokens_with_archidekts_flags_holds_tokens(header: str) -> None:
    """Archidekt's category of tokens written as a heading line with its flags
    (``Tokens{noDeck}``) heads a section of tokens, its flags aside: it was an unknown
    card, the legal deck illegal; a card under it is still counted."""
    result = _modern(f"{W6_MODERN}\n{header}\n1 Treasure\n")
    assert (result.status, _said(result)) == ("legal", [
        ("ignored-section", "info", TOKENS_NOTE.format(header.split("{")[0]), AFTER)])
    banned = _modern(f"{W6_MODERN}\n{header}\n1 Oko, Thief of Crowns\n")
    assert [(v.rule, v.line) for v in banned.violations if v.severity == "error"] == [
        ("banned", AFTER + 1)]


@pytest.mark.parametrize("header", ["Emblems", "Emblem:", "Tokens & Emblems", "Tokens"])
def test_a_played_planeswalker_under_a_heading_of_emblems_is_a_further_copy(
        header: str) -> None:
    """A planeswalker's name alone under a heading of emblems or tokens is a further copy,
    counted (a fifth Wrenn and Six): the card data does not say which planeswalker makes
    an emblem (Teferi, Time Raveler makes none), so four more copies hid there."""
    result = _modern(f"{W6_MODERN}\n{header}\n1 Wrenn and Six\n")
    assert (result.status, [v.rule for v in result.violations if v.severity == "error"]) == (
        "illegal", ["copy-limit"])


@pytest.mark.parametrize("token", [
    "Emblem - Wrenn and Six // Grief", "Emblem - Treasure // Grief",
    "Emblem - Wrenn and Six | Grief", "Emblem: Wrenn and Six // 1 Grief"])
def test_an_emblems_line_holding_another_card_is_judged(token: str) -> None:
    """An emblem's line holding more than a name (a card after its ``//`` or ``|``) is
    read as a card line is, its other card said: made an emblem's name, the card after
    the mark was left out unsaid (the deck legal)."""
    result = _modern(f"{W6_MODERN}\nTokens\n{token}\n")
    assert result.status == "illegal"
    errors = [(v.rule, v.line) for v in result.violations if v.severity == "error"]
    assert ("parse-error", AFTER + 1) in errors
    assert any("the card Grief" in v.message for v in result.violations
               if v.rule == "parse-error")


@pytest.mark.parametrize("header", ["Tokens{Grief}", "Tokens{noDeck}{Grief}"])
def test_a_card_in_braces_after_tokens_is_no_archidekt_flag(header: str) -> None:
    """Only Archidekt's own flags (``{noDeck}``, ``{noPrice}``, ``{top}``) are set aside
    after a heading of tokens: a card's name in braces there (``Tokens{Grief}``) made the
    line a heading of tokens, the banned card unsaid."""
    result = _modern(f"{W6_MODERN}\n{header}\n1 Treasure\n")
    assert result.status == "illegal"
    assert [(v.rule, v.message.split(":")[0]) for v in result.violations
            if v.line == AFTER and v.rule == "parse-error"] == [
        ("parse-error", f"the line names '{header}' and, in a mark the reader drops as a "
                        "category or a tag, the card Grief")]


@pytest.mark.parametrize(("token", "rule"), [
    ("Wrenn and Six (Token)", "copy-limit"),  # a played card with a mark: a further copy
    ("Wrenn and Six (Emblem)", "copy-limit"),
    ("Wrenn and Six [Emblem]", "copy-limit"),
    ("Wrenn and Six (Emblem) (MH1) 283", "copy-limit"),
    ("Wrenn and Six (Foil)", "copy-limit"),  # a fifth copy, its finish marked
    ("Oko, Thief of Crowns (Emblem)", "banned"),  # not played: the banned card, counted
    ("Treasure, Grief and Six", "unknown-card"),  # a list still holding a card
])
def test_a_bracketed_word_beside_a_played_or_banned_card_hides_no_card(
        token: str, rule: str) -> None:
    """A mark in brackets, a token's or an emblem's word too, leaves the card it follows
    that card, counted: a further copy of a played one, a banned one judged."""
    result = _modern(f"{W6_MODERN}\nTokens\n1 {token}\n")
    assert (result.status, [v.rule for v in result.violations if v.severity == "error"]) == (
        "illegal", [rule])


@pytest.mark.parametrize("written", ["4 Tarmogoyf (Token)", "4 Teferi, Time Raveler (Emblem)",
                                     "4 Teferi, Time Raveler"])
def test_played_cards_marked_as_tokens_or_emblems_are_further_copies(written: str) -> None:
    """Four copies of a played card with a token's or an emblem's word as a mark, or alone
    under a heading of emblems, were left out as its tokens or emblems (eight copies, the
    deck legal): they are further copies, counted."""
    card = written.split(" ", 1)[1].split(" (")[0]
    header = "Emblem" if "(" not in written else "Tokens"
    result = _legacy(f"4 {card}\n56 Island\n\n{header}\n{written}\n")
    assert result.status == "illegal"
    assert [v.rule for v in result.violations if v.severity == "error"] == ["copy-limit"]
    assert result.zones == {"main": 64}


@pytest.mark.parametrize(("token", "rule"), [
    ("Psychic Frog Token", "unknown-card"),  # Psychic Frog makes no token
    ("Oko, Thief of Crowns Token", "unknown-card"),  # banned: no name of it hides
    ("Oko, Thief of Crowns Emblem", "banned"),  # no played planeswalker's: the card
    ("Atraxa, Grand Unifier Emblem", "copy-limit"),  # a creature makes no emblem
    ("Token: Psychic Frog", "copy-limit"),  # the played card by its name: a fifth copy
])
def test_a_token_named_after_a_banned_or_played_card_is_read_as_a_card(
        token: str, rule: str) -> None:
    """The card data holds no card's text, so which card makes which token is not known:
    a token's name made of a banned or played card's name and ``Token``, or ``Emblem``
    for a card that is no played planeswalker, is read as a card line of the main deck
    (it was left out as the token, a banned card or a fifth copy hidden, a wrong LEGAL)."""
    result = _modern(f"{MODERN}\nTokens\n1 {token}\n" if ":" not in token
                     else f"{MODERN}\n{token}\n")
    assert (result.status, [v.rule for v in result.violations if v.severity == "error"]) == (
        "illegal", [rule])


def test_token_names_near_no_banned_or_played_card_stay_out() -> None:
    """Tokens' names within a typo of no card the lists hold or the deck plays stay out
    (Treasure, Goblin Shaman, Germ). ``Oko``, no token's name, is an unknown card there
    (``test_a_name_no_token_data_knows_under_tokens_is_an_unknown_card``)."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n1 Goblin Shaman\n1 Germ\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


_LEGACY_BURN = ["4 Lightning Bolt", "4 Goblin Guide", "4 Monastery Swiftspear", "4 Lava Spike",
                "4 Rift Bolt", "4 Chain Lightning", "4 Fireblast", "4 Price of Progress",
                "4 Eidolon of the Great Revel", "4 Skewer the Critics", "4 Light Up the Stage",
                "12 Mountain", "4 Bloodstained Mire"]
_LEGACY_SIDE = ["4 Pyroblast", "4 Smash to Smithereens", "4 Searing Blood",
                "4 Exquisite Firecraft"]


def _legacy(text: str, fmt: str = "mtg/legacy") -> DeckResult:
    checker = Checker(CheckOptions(format_id=fmt, use_config=False,
                                   as_of=dt.date(2025, 6, 1)))
    return checker.check_bytes(text.encode(), "deck.txt")


@pytest.mark.parametrize("header", ["Tokens", "Tokens:", "## Tokens", "//token-1"])
def test_blocks_after_the_first_under_a_tokens_header_are_the_deck_then_its_sideboard(
        header: str) -> None:
    """``Tokens`` at the top, a token, then a deck and a sideboard parted by blank lines:
    the section keeps out its tokens only, the deck's cards are counted, and the block
    after the whole deck is the sideboard, as after a deck's blank line. The whole list
    was read into the main deck (the sideboard merged in, the Mountains dropped as
    tokens): a deck of 64, legal."""
    result = _legacy(f"{header}\n1 Treasure\n\n" + "\n".join(_LEGACY_BURN) + "\n\n"
                     + "\n".join(_LEGACY_SIDE) + "\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    section = header.lstrip("#/ ").rstrip(":").removesuffix("-1")
    assert [found for found in _said(result) if "is a card, not a token" not in found[2]] == [
        ("ignored-section", "info", TOKENS_NOTE.format(section), 1),
        ("reading", "info", f"blocks of cards parted by blank lines under section "
         f"'{section}', which keeps out only its own kind of card: the cards of the first "
         "2 (60 cards) are a whole main deck of Legacy (at least 60), so the cards of the "
         "blocks after them (16 cards) are read as the sideboard, as MTGO and Arena read "
         "what follows a deck's blank line; write a Deck header before the deck's cards "
         "and a Sideboard header before the sideboard's", 18),
        ("zone-size", "error", "Sideboard: 16 cards; at most 15", 18)]
    assert [found[2] for found in _said(result) if found[3] == 19] == [
        f"'Smash to Smithereens' in section '{section}' is a card, not a token: counted in "
        "the sideboard"]


def test_a_deck_under_a_tokens_header_short_of_a_whole_deck_stays_one_deck() -> None:
    """Blocks under ``Tokens`` that hold no whole deck before the last are all the
    deck's: nothing moves to the sideboard."""
    result = _legacy("Tokens\n1 Treasure\n\n" + "\n".join(_LEGACY_BURN[:6]) + "\n\n"
                     + "\n".join(_LEGACY_BURN[6:]) + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize("basic", ["Mountain", "Island", "Snow-Covered Island", "Wastes"])
def test_a_basic_land_under_a_tokens_header_is_counted(basic: str) -> None:
    """A basic land is named by its own subtypes, as a token may be, but no token is so
    named: under ``Tokens`` it is that card, counted in the main deck. ``4 Island`` there
    was kept out as a token, a Commander deck's off-colour basic land hidden."""
    deck = "Commander\n1 Krenko, Mob Boss\n\nDeck\n99 Mountain\n"
    result = _legacy(f"{deck}\nTokens\n1 Goblin\n4 {basic}\n", "mtg/commander")
    assert (result.status, result.zones) == ("illegal", {"main": 103, "command": 1})
    assert ("reading", "info", COUNTED.format(basic, "Tokens"), 9) in _said(result)


def test_a_creature_named_by_its_own_subtypes_under_tokens_stays_a_token() -> None:
    """``Shapeshifter``, a card of the card data named by its own subtypes and no basic
    land, stays a token's name under ``Tokens``, as before."""
    result = _legacy("\n".join(_LEGACY_BURN) + "\n\nTokens\n1 Shapeshifter\n2 Goblin\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})


@pytest.mark.parametrize(("header", "line", "counted"), [
    ("Tokens", "Emblem - Grief", "'Grief Emblem' in section 'Tokens' is no emblem"),
    ("Tokens", "Emblem: Grief", "'Grief Emblem' in section 'Tokens' is no emblem"),
    ("Tokens", "Emblem - 4 Grief", "'Grief Emblem' in section 'Tokens' is no emblem"),
    ("Tokens", "Jetons - Grief", COUNTED.format("Grief", "Tokens")),
    ("Tokens", "Tokens: Grief", COUNTED.format("Grief", "Tokens")),
    ("Tokens", "Tokens - 4 Grief", COUNTED.format("Grief", "Tokens")),
    ("Tokens", "1 Grief [Token]", COUNTED.format("Grief", "Tokens")),
    ("Tokens", "1 Grief [Tokens]", COUNTED.format("Grief", "Tokens")),
    ("Tokens\n1 Treasure", "Tokens: 1 Grief", COUNTED.format("Grief", "Tokens")),
    ("Emblems", "Emblem - Grief", "'Grief Emblem' in section 'Emblems' is no emblem"),
    ("Tokens{noDeck}", "Emblem - Grief", "'Grief Emblem' in section 'Tokens' is no emblem"),
    ("Attractions", "Emblem - Grief", "'Grief Emblem' in section 'Attractions' is no emblem"),
    ("", "Emblem - Grief", "'Grief Emblem' in section 'Emblem' is no emblem"),
])
def test_a_tokens_word_before_a_card_in_a_tokens_section_hides_no_card(
        header: str, line: str, counted: str) -> None:
    """A line opening with a word of a section of tokens or emblems (``Emblem - Grief``,
    ``Tokens: Grief``, ``1 Grief [Token]``) under such a section passes the tokens check
    as it does outside one: the banned Grief is counted, judged (it vanished, the deck
    legal)."""
    result = _modern(f"{MODERN}\n{header}\n{line}\n")
    at = AFTER + 1 + header.count("\n")
    assert (result.status, result.zones["main"]) == ("illegal", 60 + _copies(line))
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", at)]
    assert next(v.message for v in result.violations if v.rule == "reading"
                and v.line == at).startswith(counted)


def _copies(line: str) -> int:
    return 4 if "4" in line else 1


@pytest.mark.parametrize(("header", "line", "rule"), [
    ("Tokens", "Emblems - Oko, Thief of Crowns", "banned"),
    ("Tokens & Emblems", "Emblem: Black Lotus", "card-pool"),
    ("Tokens", "Black Lotus (Emblem)", "card-pool"),
    ("Tokens", "Black Lotus Emblem", "card-pool"),
    ("Tokens", "Emblem Black Lotus", "card-pool"),
    ("Tokens", "Ancestral Recall Emblem", "card-pool"),
    ("Tokens", "1 Black Lotus [Token]", "card-pool"),
    ("Tokens", "Black Lotus (Token)", "card-pool"),
    ("Tokens", "Black Lotus Token", "unknown-card"),
])
def test_an_emblem_word_beside_no_played_planeswalker_is_the_card(
        header: str, line: str, rule: str) -> None:
    """An emblem's word beside a card that is no planeswalker the deck plays makes no
    emblem (Magic's comprehensive rules 114.1): the line is that card's, judged (a card
    out of the pool or banned stayed out without a word, the deck legal)."""
    result = _modern(f"{MODERN}\n{header}\n{line}\n")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        (rule, AFTER + 1)]


def test_emblems_of_played_planeswalkers_and_tokens_stay_out_under_any_header() -> None:
    """``Emblem - Wrenn and Six`` beside four Wrenn and Six is its emblem and a Treasure a
    token, under a heading of tokens, of emblems or none: the deck stays legal."""
    emblems = "Emblem - Wrenn and Six\nEmblem: Wrenn and Six\n"
    for header in ("Tokens", "Emblems", "Tokens & Emblems", ""):
        lines = emblems + ("1 Treasure\nEmblem - Treasure\n" if header else "")
        result = _modern(f"{W6_MODERN}\n{header}\n{lines}")
        assert (header, result.status, result.zones) == (
            header, "legal", {"main": 60, "side": 15})


BARRED = ("'{}' in section 'Tokens' names no card but, beside its '|', the card {}: read as a "
          "card line of the main deck, not left out as a token")


@pytest.mark.parametrize(("written", "token", "card"), [
    ("Treasure | Opt", "Treasure", "Opt"), ("1 Treasure|Opt", "Treasure", "Opt"),
    ("Treasure | Opt | 1", "Treasure", "Opt"), ("Food|Opt|2", "Food", "Opt"),
    ("Clue | Grief", "Clue", "Grief"), ("Spirit | Opt", "Spirit", "Opt")])
def test_a_card_beside_a_bar_on_a_token_line_is_said_and_read_in_the_deck(
        written: str, token: str, card: str) -> None:
    """``Treasure | Opt`` under Tokens: the reading took the token's part, left the line
    out as the Treasure, and the card beside the bar (a banned Grief, a fifth copy or any
    card) vanished, the deck legal. The card is said by a parse-error, as
    beside ``Island |`` in the deck, and the line is read as a card line of the main deck,
    as other names of no card holding a card under Tokens are."""
    result = _modern(f"{MODERN}\nTokens\n1 Treasure\n{written}\n")
    line = AFTER + 2
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", f"the line names '{token}' and, beside its '|', the card {card}: "
         f"counted as 1 {token}", line),
        ("unknown-card", next(v.message for v in result.violations
                              if v.rule == "unknown-card"), line)]
    assert ("reading", "info", BARRED.format(written.removeprefix("1 "), card),
            line) in _said(result)


@pytest.mark.parametrize("written", ["Treasure", "1 Treasure (TMH2) 20", "Treasure|TMH2|1",
                                     "Treasure | Food", "Treasure | Time Spiral Remastered"])
def test_a_token_line_with_no_card_beside_a_bar_stays_out(written: str) -> None:
    result = _modern(f"{MODERN}\nTokens\n{written}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _said(result) == [("ignored-section", "info", TOKENS_NOTE.format("Tokens"),
                              AFTER)]


def test_a_card_beside_a_bar_in_forges_tokens_is_read_in_the_deck() -> None:
    """Forge's ``[Tokens]`` line ``1 Treasure|Opt`` (a card where the set's code goes),
    read whole as no card, was left out as a token, Opt unsaid."""
    data = b"[metadata]\nName=x\n[Main]\n4 Lightning Bolt|M11\n56 Mountain|LEA\n[Tokens]\n" \
           b"1 Treasure|Opt\n1 Treasure|TMH2|1\n"
    result = Checker(CheckOptions(format_id="mtg/modern", use_config=False, as_of=MTG_DAY)
                     ).check_bytes(data, "deck.dck")
    assert [(v.rule, v.message.split(" (")[0], v.line) for v in result.violations
            if v.severity == "error"] == [("unknown-card", "unknown card 'Treasure|Opt'", 7)]
    assert ("reading", "info", "'Treasure|Opt' in Forge's [Tokens] names no card but, beside "
            "its '|', the card Opt: read as a card line of the main deck, not left out as a "
            "token", 7) in _said(result)


@pytest.mark.parametrize(("written", "card"), [
    ("1 Hogaak", "Hogaak, Arisen Necropolis"), ("Emblem - Hogaak", "Hogaak, Arisen Necropolis"),
    ("Hogaak Arisen", "Hogaak, Arisen Necropolis"), ("Oko Thief", "Oko, Thief of Crowns")])
def test_a_banned_legend_by_its_short_name_under_tokens_is_counted(written: str,
                                                                   card: str) -> None:
    """A banned legend written by its short name or its first words (``Hogaak``, ``Emblem -
    Hogaak``, ``Oko Thief``) under Tokens is an unknown card of the main deck, said so,
    never left out as a token: only a name with a comma (``Hogaak, Arisen``) was, and the
    deck was legal."""
    result = _modern(f"{MODERN}\nTokens\n{written}\n")
    shown = written.removeprefix("1 ").replace("Emblem - Hogaak", "Hogaak Emblem")
    assert (result.status, result.zones["main"]) == ("illegal", 61)
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("unknown-card", AFTER + 1)]
    assert ("reading", "info", f"'{shown}' in section 'Tokens' names no card but is the start "
            f"of the name of {card}, which the format's banned or restricted list holds: read "
            "as a card line of the main deck, not left out as a token", AFTER + 1) in _said(
        result)


def test_an_emblem_by_the_short_name_of_a_planeswalker_the_deck_plays_stays_out() -> None:
    """``Emblem - Oko`` beside a played Oko, the Ringleader is that planeswalker's emblem
    (Magic's comprehensive rules 114.1), no card: the deck stays legal."""
    deck = MODERN.replace("1 Island\n", "1 Oko, the Ringleader\n", 1)
    result = _modern(f"{deck}\nTokens\nEmblem - Oko\n")
    assert (result.status, result.zones["main"]) == ("legal", 60)


@pytest.mark.parametrize(("token", "status", "main"), [("Lutri", "illegal", 100),
                                                       ("Treasure", "legal", 99)])
def test_a_banned_companion_by_its_short_name_under_tokens_in_duel_commander_is_counted(
        token: str, status: str, main: int) -> None:
    """``Lutri`` under Tokens in Duel Commander (Lutri, the Spellchaser, banned) is a card
    line of the main deck, an unknown card, the deck 101 cards; ``Treasure`` stays a token.
    ``Lutri`` was left out, the deck legal."""
    checker = Checker(CheckOptions(format_id="mtg/duel-commander", use_config=False,
                                   as_of=MTG_DAY))
    result = checker.check_bytes(("Commander\n1 Azusa, Lost but Seeking\nDeck\n99 Forest\n\n"
                                  f"Tokens\n{token}\n").encode(), "deck.txt")
    assert (result.status, result.zones) == (status, {"command": 1, "main": main})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == (
        [("zone-size", 3), ("unknown-card", 7)] if token == "Lutri" else [])
