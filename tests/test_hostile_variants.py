"""Variants of the known tricks of a player who wants an illegal deck judged legal: other
invisible and look-alike characters, faces of a split card in another order, card lines
hidden where a reader guessed a note or a section outside the deck, headers written with
look-alike letters, and the files of other tools read otherwise than those tools read
them (attributes written twice in other cases, sections Forge moves to the main deck,
cards Cockatrice reads inside other elements, keys written twice, ambiguous columns).

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.cardfiles import bundled_database, bundled_games
from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_hostile_tricks import BANNED, DECK_40, checker, errors

MTG_DAY = dt.date(2026, 8, 22)


def mtg(format_id: str | None = "mtg/modern") -> Checker:
    """A checker of MTG decks as of ``MTG_DAY`` in ``format_id`` (``None``: the format
    each decklist names)."""
    return Checker(CheckOptions(format_id=format_id, use_config=False, as_of=MTG_DAY))


def warnings(result: DeckResult, rule: str) -> list[tuple[str, int | None]]:
    return [(v.message, v.line) for v in result.violations
            if v.rule == rule and v.severity == "warning"]


# ------------------------------------------------------------------------------- names


@pytest.mark.parametrize("disguise", [
    "Crimson\ufe0f Ritual",            # variation selector 16
    "Crimson Ritual\U000e0041",        # tag letter A
    "\u202eCrimson Ritual\u202c",      # right-to-left override ... pop
    "\u2067Crimson Ritual\u2069",      # right-to-left isolate ... pop
    "Crimson\u200e Ritual",            # left-to-right mark
    "Crimson Ritual\u061c",            # Arabic letter mark
    "Crim\u180bson Ritual",            # Mongolian free variation selector
    "Crim\ufff9son Ritual",            # interlinear annotation anchor
    "Crim\U000e0100son Ritual",        # variation selector 17
])
def test_every_invisible_character_is_dropped_from_a_name(disguise: str) -> None:
    """Unicode's default-ignorable characters show as nothing: the name is the banned
    card's (they made it an unknown card, and a line of it in a metadata value vanished);
    a right-to-left override or isolate also makes the line a ``parse-error`` (it may
    show the line as another)."""
    result = checker().check_bytes((DECK_40 + f"1 {disguise}\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert [error for error in errors(result) if error[0] != "parse-error"] == [
        ("banned", BANNED, 12)]
    assert len(errors(result)) == 1 + (disguise[0] in "\u202e\u2067")


@pytest.mark.parametrize(("disguise", "letters"), [
    ("\u1d04rimson Ritual", "'\u1d04' (U+1D04 LATIN LETTER SMALL CAPITAL C)"),
    ("\u249erimson Ritual", "'\u249e' (U+249E PARENTHESIZED LATIN SMALL LETTER C)"),
    ("\U0001f152rimson Ritual", "'\U0001f152' (U+1F152 NEGATIVE CIRCLED LATIN CAPITAL "
                                "LETTER C)"),
    ("\U0001f172rimson Ritual", "'\U0001f172' (U+1F172 NEGATIVE SQUARED LATIN CAPITAL "
                                "LETTER C)"),
    ("\U0001f1e8rimson Ritual", "'\U0001f1e8' (U+1F1E8 REGIONAL INDICATOR SYMBOL LETTER C)"),
])
def test_small_capitals_and_boxed_letters_are_look_alikes(disguise: str, letters: str) -> None:
    result = checker().check_bytes((DECK_40 + f"1 {disguise}\n").encode(), "deck.txt")
    assert errors(result) == [("banned", BANNED, 12)]
    assert warnings(result, "look-alike") == [
        (f"'{disguise}' is written with look-alike letters {letters}; read as "
         "'Crimson Ritual'", 12)]


@pytest.mark.parametrize(("disguise", "letters"), [
    ("\ua4darimson Ritual", "'\ua4da' (U+A4DA LISU LETTER CA)"),
    ("Crims\ua4f3n \ua4e3itual", "'\ua4f3' (U+A4F3 LISU LETTER O), '\ua4e3' (U+A4E3 LISU "
                                 "LETTER ZHA)"),
    ("Crimson \u13a1\u13a5tual", "'\u13a1' (U+13A1 CHEROKEE LETTER E), '\u13a5' (U+13A5 "
                                 "CHEROKEE LETTER V)"),
    ("\u2ca4rims\u2c9fn Ritual", "'\u2ca4' (U+2CA4 COPTIC CAPITAL LETTER SIMA), '\u2c9f' "
                                 "(U+2C9F COPTIC SMALL LETTER O)"),
    ("C\u0433imson Ritua\u01c0", "'\u0433' (U+0433 CYRILLIC SMALL LETTER GHE), '\u01c0' "
                                 "(U+01C0 LATIN LETTER DENTAL CLICK)"),
    ("Crim\u13d5on Ritual", "'\u13d5' (U+13D5 CHEROKEE LETTER DE)"),
    ("Crims\u043en Rit\u028bal", "'\u043e' (U+043E CYRILLIC SMALL LETTER O), '\u028b' "
                                 "(U+028B LATIN SMALL LETTER V WITH HOOK)"),
])
def test_lisu_cherokee_and_coptic_letters_are_look_alikes(disguise: str, letters: str) -> None:
    """These were an unknown card (still illegal, but not said to be the banned card)."""
    result = checker().check_bytes((DECK_40 + f"1 {disguise}\n").encode(), "deck.txt")
    assert errors(result) == [("banned", BANNED, 12)]
    assert warnings(result, "look-alike") == [
        (f"'{disguise}' is written with look-alike letters {letters}; read as "
         "'Crimson Ritual'", 12)]


def test_a_modifier_letter_apostrophe_is_an_apostrophe() -> None:
    result = mtg().check_bytes(b"56 Mountain\n4 Sensei\xca\xbcs Divining Top\n", "deck.txt")
    assert errors(result) == [
        ("banned", "Sensei's Divining Top is banned in Modern (listed by 2020-01-01, "
         "where the recorded lists start)", 2)]


@pytest.mark.parametrize("written", ["Ice // Fire", "Ice/Fire", "Ice | Fire"])
def test_the_faces_of_a_split_card_in_another_order_name_the_card(written: str) -> None:
    result = mtg().check_bytes(f"52 Mountain\n4 Fire // Ice\n4 {written}\n".encode(),
                               "deck.txt")
    assert errors(result) == [
        ("copy-limit", f"8 copies of Fire // Ice; at most 4 (written '{written}' on line 3)", 2)]


# ------------------------------------------------- lines read where a note may stand


def test_a_zone_header_in_look_alike_letters_ends_a_skipped_section() -> None:
    """``Dеck`` (a Cyrillic ``е``) after a ``Maybeboard`` reads as ``Deck``: the banned
    card under it is in the deck (it was skipped with the maybeboard: legal)."""
    text = DECK_40 + "Maybeboard\n1 Fire Ball\nD\u0435ck\n1 Crimson Ritual\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 15)]
    assert warnings(result, "look-alike") == [
        ("header 'D\u0435ck' is written with look-alike letters '\u0435' (U+0435 CYRILLIC "
         "SMALL LETTER IE); read as the header 'Deck'", 14)]


@pytest.mark.parametrize("header", [
    "\u24c9\u24de\u24da\u24d4\u24dd\u24e2",  # circled letters
    "\u24af\u24aa\u24a6\u24a0\u24a9\u24ae",  # letters in brackets
    "\U0001f183\U0001f17e\U0001f17a\U0001f174\U0001f17d\U0001f182",  # negative squared
    "\U0001f1f9\U0001f1f4\U0001f1f0\U0001f1ea\U0001f1f3\U0001f1f8",  # regional indicators
])
def test_a_tokens_header_in_letters_written_as_symbols_hides_no_card(header: str) -> None:
    """``Tokens`` in circled, bracketed or squared letters or regional indicators: its
    last three letters were read as a count word, the header cut to ``Tok``, a section
    of no kind whose every card was dropped (The One Ring not counted, legal). It is the
    section of tokens, the card under it counted in the main deck, as under ``Tokens``."""
    text = "56 Mountain\n4 Lightning Bolt\n\n" + header + "\n1 The One Ring\n"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "The One Ring is banned in Modern (since 2024-12-16)",
                               5)]
    assert f"'The One Ring' in section '{header}' is a card, not a token: counted in the " \
           "main deck" in [v.message for v in result.violations if v.rule == "reading"]


@pytest.mark.parametrize(("line", "zone"), [("SB: 1 Crimson Ritual", "side deck"),
                                            ("1 Crimson Ritual *CMDR*", "Command zone"),
                                            ("1 Crimson Ritual [Sideboard]", "side deck")])
def test_a_line_naming_its_zone_under_a_skipped_section_is_a_parse_error(
        line: str, zone: str) -> None:
    """The line says which zone its card is in, its section says it is not in the deck:
    the contradiction is reported, never settled silently for the section."""
    text = DECK_40 + f"Maybeboard\n{line}\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", f"this line puts its card in the {zone}, but it stands under "
         "'Maybeboard', which is not part of the deck; its copies were not counted", 13)]


def test_a_card_line_with_a_count_ends_an_about_section() -> None:
    """A counted line under ``About`` is a card line however it is spelt: a misspelt or
    disguised banned card there is an unknown card, not a note that vanishes."""
    text = "About\nName Burn\n1 Crimson Ritual.\n\n" + DECK_40
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", "unknown card 'Crimson Ritual.'", 3)]
    assert result.deck_name == "Burn"


@pytest.mark.parametrize("line", ["Deck: 1 Crimsen Ritual", "Name: 1 Crimson Ritual!"])
def test_a_metadata_value_within_a_typo_of_a_card_is_an_unknown_card(line: str) -> None:
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    written = line.split(" ", 2)[2]
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 12)]


def test_a_metadata_value_far_from_every_card_stays_a_deck_name() -> None:
    result = checker().check_bytes(("Name: 4 Horsemen\n" + DECK_40).encode(), "deck.txt")
    assert result.status == "legal"
    assert result.deck_name == "4 Horsemen"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", "'Horsemen' names no card: read as a note, not a card", 1)]


# ------------------------------------------------------------- a format given twice

OKO = "Deck\n56 Mountain\n4 Oko, Thief of Crowns\n"


@pytest.mark.parametrize("formats", [("Format: mtg/vintage", "Format: mtg/modern"),
                                     ("// FORMAT: mtg/vintage", "Format: mtg/modern")])
def test_a_second_format_line_of_another_value_is_a_parse_error(
        formats: tuple[str, str]) -> None:
    """Two ``Format:`` lines (one may hide in a ``//`` comment line, which deck sites use
    for metadata) name two formats; the deck judged in the first was legal, its banned
    card unseen."""
    text = f"{formats[0]}\n{formats[1]}\n{OKO}"
    result = mtg(None).check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", "the format is given twice: 'mtg/modern' here and 'mtg/vintage' "
         "before (line 1); the first was read", 2)]


def test_the_same_format_twice_is_no_problem() -> None:
    text = f"Format: mtg/modern\nFormat: Modern\n{OKO}"
    result = mtg(None).check_bytes(text.encode(), "deck.txt")
    assert [rule for rule, _message, _line in errors(result)] == ["banned"]


@pytest.mark.parametrize(("first", "second", "banned"), [
    ("Format: EDH", "Format: mtg/commander", "Mana Crypt"),
    ("Format: mtg/duel-commander", "// FORMAT: French Commander", "Sol Ring"),
    ("Format: Duel", "Format: duel-commander", "Sol Ring"),
    ("Game: Magic: The Gathering\nFormat: commander", "Game: MTG", "Mana Crypt"),
])
def test_a_format_or_game_given_twice_by_its_other_names_is_read_once(
        first: str, second: str, banned: str) -> None:
    """The game data's other names of a format or game (``EDH``, ``French Commander``,
    ``Magic: The Gathering``) name the one its id names: a second line so written is
    the same value (it was a ``parse-error``, a legal deck illegal), and the deck is
    judged in that format, its banned card found."""
    deck = f"{first}\n{second}\nCommander\n1 Talrand, Sky Summoner\nDeck\n98 Island\n1 {banned}\n"
    result = mtg(None).check_bytes(deck.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _message, line in errors(result)] == [
        ("banned", 7 + first.count("\n"))]


@pytest.mark.parametrize(("first", "second"), [
    ("Format: EDH", "Format: Duel"), ("Format: mtg/duel-commander", "Format: mtg/commander"),
    ("Format: Mage Noir", "Format: mtg/commander"), ("Game: Magic", "Game: Mage Noir")])
def test_two_other_names_of_different_formats_or_games_are_still_a_parse_error(
        first: str, second: str) -> None:
    deck = f"{first}\n{second}\nCommander\n1 Talrand, Sky Summoner\nDeck\n99 Island\n"
    result = mtg("mtg/commander").check_bytes(deck.encode(), "deck.txt")
    key = "game" if first.startswith("Game") else "format"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "parse-error"] == [
        ("parse-error", f"the {key} is given twice: '{second.split(': ', 1)[1]}' here and "
         f"'{first.split(': ', 1)[1]}' before (line 1); the first was read", 2)]


@pytest.mark.parametrize(("second", "key", "value", "before"), [
    ("Player: Bob Two", "player", "Bob Two", "Ann One"),
    ("Joueur: Camille Dupont", "player", "Camille Dupont", "Ann One"),
    ("Event: Summer Open", "event", "Summer Open", "Spring Open"),
])
def test_a_second_player_or_event_of_another_value_is_said(second: str, key: str,
                                                          value: str, before: str) -> None:
    """A list copied from another player with the old name left in went under the first
    name unsaid; the same name again (any case) says nothing."""
    text = f"Player: Ann One\nEvent: Spring Open\nPlayer: ann one\n{second}\n{OKO}"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert result.player == "Ann One"
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule == "reading"] == [
        ("reading", "info", f"the {key} is given twice: '{value}' here and '{before}' before "
         f"(line {1 if key == 'player' else 2}); the first was read", 4)]


ANN = "4 Lightning Bolt\n28 Mountain\n"
BOB = "4 Opt\n11 Island\n"
MORE = "4 Lava Dart\n24 Mountain\n"


@pytest.mark.parametrize(("text", "line"), [
    (f"Player: Ann One\n{ANN}\nPlayer: Bob Two\n{BOB}", 5),   # each name over its list
    (f"{ANN}Player: Ann One\n\n{BOB}Joueur: Bob Two\n", 7),    # each name under it
    (f"Player: Ann One\n{ANN}Pilot: Bob Two\n{ANN}", 4),       # no blank line
])
def test_two_players_each_over_or_under_cards_of_their_own_are_not_one_deck(
        text: str, line: int) -> None:
    """Two players' lists pasted in one file were one deck, the second list read as the
    first's sideboard (a note said the player was given twice): legal. They are a
    file-error, not judged, as a sheet of two players' decks is."""
    result = mtg("mtg/modern").check_bytes(text.encode(), "deck.txt")
    assert result.status == "error"
    assert [(v.rule, v.message, v.line) for v in result.violations if v.rule != "data-age"] == [
        ("file-error", "the decks of 2 players in one file ('Ann One', 'Bob Two'): not "
         "judged; one deck a file (split it by player)", line)]


@pytest.mark.parametrize(("text", "line"), [
    (f"Deck\n{ANN}\nSideboard\n4 Shock\n\nDeck\n{MORE}\nSideboard\n4 Negate\n", 8),
    (f"Main deck\n{ANN}Sideboard:\n4 Shock\nMain deck\n{MORE}SB\n4 Negate\n", 6),
    # the side deck first, as some exports write it
    (f"Sideboard\n4 Shock\n\nDeck\n{ANN}\nSideboard\n4 Negate\n\nDeck\n{MORE}", 8)])
def test_two_lists_of_headers_pasted_in_one_file_are_not_one_deck(text: str,
                                                                   line: int) -> None:
    """Two Arena exports pasted in one file (Deck, Sideboard, Deck, Sideboard) were one
    deck, both main decks one legal deck. Both zones' headers again are a file-error."""
    result = mtg("mtg/modern").check_bytes(text.encode(), "deck.txt")
    assert result.status == "error"
    [(rule, message, at)] = [(v.rule, v.message, v.line) for v in result.violations
                             if v.rule != "data-age"]
    assert (rule, at) == ("file-error", line)
    assert message.startswith(f"the headers of the main deck and the side deck again from "
                              f"line {line}")
    assert message.endswith("two decklists in one file, not judged; one deck a file")


@pytest.mark.parametrize(("text", "said"), [
    (f"Deck 1\n{ANN}\nDeck 2\n{MORE}", "'Deck 1' and 'Deck 2' (line 5) number"),
    (f"//deck-1\n{ANN}//sideboard-1\n4 Shock\n//deck-2\n{MORE}",
     "'//deck-1' and '//deck-2' (line 6) number"),
    (f"Sideboard 1\n4 Shock\nDeck\n{ANN}Sideboard 2\n4 Negate\n",
     "'Sideboard 1' and 'Sideboard 2' (line 6) number"),
    (f"Deck (1)\n{ANN}\nDeck (2)\n{MORE}", "'Deck (1)' and 'Deck (2)' (line 5) number"),
    (f"Deck I\n{ANN}\nDeck II\n{MORE}", "'Deck I' and 'Deck II' (line 5) number"),
    (f"Deck 1 (30)\n{ANN}\nDeck 2 (30)\n{MORE}",
     "'Deck 1 (30)' and 'Deck 2 (30)' (line 5) number"),
    (f"Deck \u2160\n{ANN}\nDeck \u2161\n{MORE}",
     "'Deck \u2160' and 'Deck \u2161' (line 5) number"),
    (f"Deck - 1\n{ANN}\nDeck - 2\n{MORE}", "'Deck - 1' and 'Deck - 2' (line 5) number"),
    (f"Deck 1 (Ann)\n{ANN}\nDeck 2 (Bob)\n{MORE}",
     "'Deck 1 (Ann)' and 'Deck 2 (Bob)' (line 5) number"),
    (f"My Deck\n{ANN}\nYour Deck\n{MORE}", "'My Deck' and 'Your Deck' (line 5) name"),
    (f"## Deck 1 (30)\n{ANN}\n## Deck 2 (30)\n{MORE}",
     "'Deck 1 (30)' and 'Deck 2 (30)' (line 5) number")])
def test_a_zones_header_under_two_numbers_is_two_decks(text: str, said: str) -> None:
    # Deck 1 and Deck 2 (untap's //deck-1 and //deck-2) were one legal deck; Deck (1)
    # and Deck (2), read as declared counts, Deck I and Deck II, Deck 1 (30), Deck 1 (Ann)
    # and My Deck and Your Deck too (which name two decks: owners, not numbers)
    result = mtg("mtg/modern").check_bytes(text.encode(), "deck.txt")
    assert [(v.rule, v.message) for v in result.violations if v.rule != "data-age"] == [
        ("file-error", f"the headers {said} two decks: not judged; one deck a file")]


@pytest.mark.parametrize("text", [
    "Main Deck (34)\n4 Lightning Bolt\n30 Mountain\nMain Deck (26)\n4 Lava Spike\n"
    "22 Mountain\nSideboard (15)\n15 Island\n",
    "Sideboard (7)\n7 Island\nDeck\n4 Lightning Bolt\n56 Mountain\nSideboard (8)\n8 Plains\n"])
def test_a_zones_headers_whose_numbers_count_their_cards_are_one_deck(text: str) -> None:
    # each number is the count of the cards under its header: one deck's counts (it was
    # refused as two decks' numbers)
    result = mtg("mtg/modern").check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize(("first", "second"), [("Deck (1 of 2)", "Deck (2 of 2)"),
                                                ("Deck 1/2", "Deck 2/2"),
                                                ("Main Deck - Part 1", "Main Deck - Part 2"),
                                                ("Mazo (parte 1)", "Mazo (parte 2)"),
                                                ("Mazo (1\u00aa parte)", "Mazo (2\u00aa parte)"),
                                                ("Deck 1-30", "Deck 31-60"),
                                                ("Main Deck (31)", "Main Deck (30)")])
def test_a_decks_parts_numbered_are_one_deck(first: str, second: str) -> None:
    # a long list posted in parts: one deck's, never refused as two decks
    text = f"{first}\n4 Lightning Bolt\n26 Mountain\n{second}\n4 Lava Spike\n26 Mountain\n"
    result = mtg("mtg/modern").check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60})


def test_a_zones_header_under_one_number_is_read_as_before() -> None:
    result = mtg("mtg/modern").check_bytes(
        b"Deck 1\n4 Lightning Bolt\n56 Mountain\nSideboard 1\n4 Shock\n",
        "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})


@pytest.mark.parametrize("key", ["Gracz", "Zawodnik", "Spelersnaam", "Имя игрока",
                                 "플레이어", "선수", "选手", "選手", "参赛者", "プレイヤー名"])
def test_a_player_key_in_more_languages_names_the_player(key: str) -> None:
    """Polish, Dutch, Russian, Korean, Chinese and Japanese lists' player key was read as
    nothing: a second player's list after it was one deck with the first's, its key an
    unknown card."""
    result = mtg("mtg/modern").check_bytes(f"{key}: Ann One\n{ANN}{MORE}".encode(), "deck.txt")
    assert (result.status, result.player) == ("legal", "Ann One")
    text = f"{key}: Ann One\n{ANN}\n{key}: Bob Two\n{BOB}"
    result = mtg("mtg/modern").check_bytes(text.encode(), "deck.txt")
    assert [(v.rule, v.line) for v in result.violations if v.rule != "data-age"] == [
        ("file-error", 5)]


@pytest.mark.parametrize("text", [
    f"Player: Ann One\nPlayer: Bob Two\n{ANN}{MORE}",   # a copied list's old name left in
    f"Player: Ann One\n{ANN}{MORE}Player: Bob Two\n",   # a name over the list, one under it
    f"Player: TBD\n{ANN}Player: Bob Two\n{MORE}",       # the first names nobody
    f"Player: Ann Lee\n{ANN}{MORE}Sideboard\nPlayer: Ann\n{BOB}",  # one named in short
    f"Player: Lee\n{ANN}Player: LEE, Ann\n{MORE}",
    f"Player: Jörg Müller\n{ANN}Player: Joerg\n{MORE}",
])
def test_a_second_player_not_parting_two_lists_is_a_note(text: str) -> None:
    result = mtg("mtg/modern").check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.severity != "info"] == []
    second = next(number for number, line in enumerate(text.splitlines(), 1)
                  if line.startswith("Player") and number > 1)
    first = text.split("\n", 1)[0].split(": ", 1)[1]
    named = "which names nobody; this one was read" if first == "TBD" else "the first was read"
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"
            and "given twice" in v.message] == [
        (second, f"the player is given twice: '{text.splitlines()[second - 1].split(': ')[1]}'"
                 f" here and '{first}' before (line 1), {named}"
                 if first == "TBD" else
                 f"the player is given twice: '{text.splitlines()[second - 1].split(': ')[1]}'"
                 f" here and '{first}' before (line 1); {named}")]


@pytest.mark.parametrize(("text", "name", "also"), [
    ('format: mtg/vintage\nFormat: mtg/modern\ndeck: {Mountain: 56, "Oko, Thief of Crowns": 4}\n',
     "deck.yaml", "as 'format' and 'Format', one key in any case, also at line 1"),
    ('{"format": "mtg/vintage",\n "format": "mtg/modern",\n'
     ' "deck": {"Mountain": 56, "Oko, Thief of Crowns": 4}}', "deck.json", "also at line 1"),
])
def test_a_structured_key_written_twice_is_a_parse_error(text: str, name: str,
                                                         also: str) -> None:
    """YAML and JSON keep the last of two keys silently; a person may read the first."""
    result = mtg(None).check_bytes(text.encode(), name)
    assert result.status == "illegal"
    assert ("parse-error", f"'format' is written more than once ({also}); the last "
            "one was read", 2) in errors(result)


def test_a_second_format_in_cockatrice_comments_is_a_parse_error() -> None:
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            '<comments>Format: vintage\nFormat: modern</comments>\n<zone name="main">\n'
            '<card number="56" name="Mountain"/>\n<card number="4" name="Oko, Thief of '
            'Crowns"/>\n</zone>\n</cockatrice_deck>\n')
    result = mtg(None).check_bytes(text.encode(), "deck.cod")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", "the format is given twice: 'modern' here and 'vintage' before; "
         "the first was read", 3)]


@pytest.mark.parametrize(("comment", "held"), [
    ("Notes: Bo3 with 1 Grief, 4 Opt", "'Bo3 with 1 Grief, 4 Opt' holds the card line 1 Grief "
     "and 4 Opt"),
    ('Name: Burn "1 Grief"', "'Burn \"1 Grief\"' holds the card line 1 Grief"),
    ("Sideboard: 1 Grief", None),
])
def test_a_card_line_in_a_labelled_line_of_cockatrice_comments_is_counted(
        comment: str, held: str | None) -> None:
    """Only the comments' Format, Game, Player, Event and Date lines were read: a card
    line in a note (``Notes: Bo3 with 1 Grief, 4 Opt``), a name or a sideboard's line there
    was dropped, the banned card unsaid, the deck legal. Its text is read as a metadata
    value's is (in a text decklist, ``Notes: 1 Grief and 4 Opt`` counts the cards)."""
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            f'<comments>Format: modern\n{comment}</comments>\n<zone name="main">\n'
            '<card number="56" name="Mountain"/>\n<card number="4" name="Lightning Bolt"/>\n'
            "</zone>\n</cockatrice_deck>\n")
    result = mtg(None).check_bytes(text.encode(), "deck.cod")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 4)]
    assert [v.message for v in result.violations if v.rule == "reading"] == (
        [] if held is None else [f"{held}: counted (a card with a count in a note, a title "
                                 "or a metadata value is never dropped)"])


@pytest.mark.parametrize("description", [
    "Notes: 1 Grief", "Bo3\nSideboard: 1 Grief", "Name: Burn\nNotes: Burn \"1 Grief\""])
def test_a_card_line_in_a_labelled_line_of_a_moxfield_description_is_counted(
        description: str) -> None:
    """A Moxfield deck's description was not read: a card line in its labelled lines
    (read as a Cockatrice deck's comments are) hid the banned card, the deck legal."""
    import json

    cards = {"a": {"quantity": 56, "card": {"name": "Mountain"}},
             "b": {"quantity": 4, "card": {"name": "Lightning Bolt"}}}
    text = json.dumps({"name": "Burn", "description": description,
                       "boards": {"mainboard": {"cards": cards}}})
    result = mtg().check_bytes(text.encode(), "deck.json")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 1)]


@pytest.mark.parametrize(("name", "deck", "line"), [
    # a card's own text, which Cockatrice shows nowhere
    ("deck.cod", '<cockatrice_deck version="1">\n<zone name="main">\n'
     '<card number="56" name="Mountain"/>\n<card number="4" name="Lightning Bolt">1 Grief'
     "</card>\n</zone>\n</cockatrice_deck>\n", 4),
    # text inside a zone, as character data or CDATA
    ("deck.cod", '<cockatrice_deck version="1">\n<zone name="main">\n'
     '<card number="56" name="Mountain"/>\n<card number="4" name="Lightning Bolt"/>\n'
     "<![CDATA[1 Grief]]>\n</zone>\n</cockatrice_deck>\n", 5),
    # a section's text in an OCTGN deck (a card's text is its name there), said on its
    # own line (it was said on the section's)
    ("deck.o8d", '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n<section name="Main">\n'
     '<card qty="56" id="1">Mountain</card>\n<card qty="4" id="2">Lightning Bolt</card>\n'
     "1 Grief\n</section>\n</deck>\n", 5),
    # an attribute no reader reads, of a card or a zone
    ("deck.cod", '<cockatrice_deck version="1">\n<zone name="main">\n'
     '<card number="56" name="Mountain"/>\n<card number="4" name="Lightning Bolt" '
     'note="1 Grief"/>\n</zone>\n</cockatrice_deck>\n', 4),
    ("deck.o8d", '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n'
     '<section name="Main" shared="False" extra="1 Grief">\n'
     '<card qty="56" id="1">Mountain</card>\n<card qty="4" id="2">Lightning Bolt</card>\n'
     "</section>\n</deck>\n", 2),
    ("deck.dek", '<Deck>\n<Cards CatID="1" Quantity="56" Sideboard="false" Name="Mountain"/>\n'
     '<Cards CatID="2" Quantity="4" Sideboard="false" Name="Lightning Bolt" Note="1 Grief"/>\n'
     "</Deck>\n", 3),
    # an MTGO .dek card element's text
    ("deck.dek", "<Deck>\n<NetDeckID>0</NetDeckID>\n"
     '<Cards CatID="1" Quantity="56" Sideboard="false" Name="Mountain"/>\n'
     '<Cards CatID="2" Quantity="4" Sideboard="false" Name="Lightning Bolt">1 Grief</Cards>\n'
     "</Deck>\n", 4),
])
def test_a_card_line_in_the_text_or_an_attribute_of_a_deck_files_element_is_counted(
        name: str, deck: str, line: int) -> None:
    """Only a deck file's name, comments or notes (and an OCTGN card's name) were read
    for text: a card line written as another element's text, which the tool that wrote
    the file shows nowhere, was dropped unsaid, the banned card with it, the deck legal.
    It counts, as one in the deck's comments does."""
    result = mtg().check_bytes(deck.encode(), name)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", line)]


@pytest.mark.parametrize(("name", "deck", "line"), [
    # a bare name inside a zone or a section, which the tool shows nowhere
    ("deck.cod", '<cockatrice_deck version="1">\n<zone name="main">\n'
     '<card number="56" name="Mountain"/>\n<card number="4" name="Lightning Bolt"/>\n'
     "</zone>\n<zone name=\"side\">\n  Grief\n</zone>\n</cockatrice_deck>\n", 7),
    ("deck.cod", '<cockatrice_deck version="1">\n<zone name="main">\n'
     '<card number="56" name="Mountain"/>\n<card number="4" name="Lightning Bolt"/>\n'
     "<![CDATA[grief]]>\n</zone>\n</cockatrice_deck>\n", 5),
    ("deck.cod", '<cockatrice_deck version="1">\n<tags><tag>Grief</tag></tags>\n'
     '<zone name="main">\n<card number="56" name="Mountain"/>\n'
     '<card number="4" name="Lightning Bolt"/>\n</zone>\n</cockatrice_deck>\n', 2),
    ("deck.o8d", '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n<section name="Main">\n'
     '<card qty="56" id="1">Mountain</card>\n<card qty="4" id="2">Lightning Bolt</card>\n'
     "</section>\n<section name=\"Sideboard\">Grief</section>\n</deck>\n", 6),
    ("deck.o8d", '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n'
     '<section name="Main" shared="False" extra="Grief">\n'
     '<card qty="56" id="1">Mountain</card>\n<card qty="4" id="2">Lightning Bolt</card>\n'
     "</section>\n</deck>\n", 2),
    ("deck.dek", '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n'
     '<Cards CatID="1" Quantity="56" Sideboard="false" Name="Mountain"/>\n'
     '<Cards CatID="2" Quantity="4" Sideboard="false" Name="Lightning Bolt"/>\n'
     "Grief\n</Deck>\n", 4),
    ("deck.dek", '<deck version="0.8">\n<meta><game>magic</game><name>Grief</name></meta>\n'
     '<superzone name="Deck">\n'
     + '<card><name>Mountain</name></card>\n' * 56
     + '<card><name>Lightning Bolt</name></card>\n' * 4
     + "</superzone>\n<superzone name=\"Sideboard\">Grief</superzone>\n</deck>\n", 65),
])
def test_a_bare_card_name_in_the_text_of_a_deck_files_element_is_counted(
        name: str, deck: str, line: int) -> None:
    """A card line with a count in an element no reader reads counted, but a bare name
    there (``Grief`` in a ``<zone>``, a ``<tag>``, an OCTGN ``<section>``) was dropped
    unsaid, the deck legal. It is a card when it names one by its whole name."""
    result = mtg().check_bytes(deck.encode(), name)
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", line)]


@pytest.mark.parametrize("text", ["Burn", "Aggro", "Goryo's", "x", "Thief of Crowns",
                                  "Counterspell", "Blink"])
def test_words_naming_no_card_in_a_deck_files_element_are_no_card(text: str) -> None:
    # a role word (Counterspell, a card too) is a tag's category, as in a mark
    deck = ('<cockatrice_deck version="1">\n<tags><tag>' + text + '</tag></tags>\n'
            '<zone name="main">\n<card number="56" name="Mountain"/>\n'
            '<card number="4" name="Lightning Bolt"/>\n</zone>\n</cockatrice_deck>\n')
    result = mtg().check_bytes(deck.encode(), "deck.cod")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize(("banner", "notes"), [
    ("Lightning Bolt", []),
    ("Grief", [("the deck's featured card 'Grief' (<bannerCard>) is not among its cards; it "
                "was not counted", 2)]),
])
def test_a_cockatrice_banner_card_is_the_decks_featured_card_never_counted(
        banner: str, notes: list[tuple[str, int]]) -> None:
    """Cockatrice's ``<bannerCard>`` shows one of the deck's cards: it is no copy more (a
    fifth Lightning Bolt), and one naming a card the deck lacks is said."""
    deck = ('<cockatrice_deck version="1">\n<bannerCard providerId="">' + banner +
            '</bannerCard>\n<zone name="main">\n<card number="56" name="Mountain"/>\n'
            '<card number="4" name="Lightning Bolt"/>\n</zone>\n</cockatrice_deck>\n')
    result = mtg().check_bytes(deck.encode(), "deck.cod")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])
    assert [(v.message, v.line) for v in result.violations
            if "featured" in v.message] == notes


def test_a_card_line_with_a_count_as_a_banner_card_is_counted() -> None:
    # a count makes it a card line, as in the deck's name: no featured card's note
    deck = ('<cockatrice_deck version="1">\n<bannerCard>1 Grief</bannerCard>\n'
            '<zone name="main">\n<card number="56" name="Mountain"/>\n'
            '<card number="4" name="Lightning Bolt"/>\n</zone>\n</cockatrice_deck>\n')
    result = mtg().check_bytes(deck.encode(), "deck.cod")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 2)]
    assert not [v for v in result.violations if "featured" in v.message]


@pytest.mark.parametrize("column", ["Board", "Category", "Section"])
def test_a_card_line_in_a_csv_rows_category_is_counted(column: str) -> None:
    """A board or category cell naming no zone is the row's own category, which a deck
    site shows as a heading: ``1 Grief`` there was filed as a category of Lightning
    Bolt's row, the banned card unsaid, the deck legal. It counts, as in a deck's notes;
    a category naming no card (``Lands``, a card type's grouping) is no card."""
    text = f"Count,Name,{column}\n56,Mountain,Lands\n4,Lightning Bolt,1 Grief\n"
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    # under a board's column, a cell naming no zone is a parse-error of its own
    unzoned = [("parse-error", "the board '1 Grief' names no zone of the deck: its rows "
                "were counted in the main deck, where the file may not mean them", 3)]
    assert errors(result) == [*(unzoned if column != "Category" else []),
                              ("banned", "Grief is banned in Modern (since 2024-08-26)", 3)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"][1:] == [
        ("the category '1 Grief' holds a card line: counted (a card with a count in a "
         "category, a note or a title is never dropped)", 3)]


@pytest.mark.parametrize("column", ["Board", "Category"])
def test_a_card_line_in_a_category_shared_by_many_rows_counts_once(column: str) -> None:
    """A category names one heading over all its rows: ``1 Fog`` over 12 rows (a
    legal deck's category of 1 Fog, any case or spacing) is one copy of Fog on the
    category's first row, not 12 (which broke the copy limit of a legal deck)."""
    rows = "".join(f"4,{name},1 Fog\n" for name in [
        "Lightning Bolt", "Goblin Guide", "Monastery Swiftspear", "Lava Spike", "Rift Bolt",
        "Skewer the Critics", "Boros Charm", "Lightning Helix", "Searing Blaze"])
    text = (f"Count,Name,{column}\n{rows}12,Mountain,1  FOG\n12,Mountain,1 fog\n"
            "4,Shock,Instants\n")
    result = mtg().check_bytes(text.encode(), "deck.csv")
    # under a board's column, a cell naming no zone is a parse-error, once a cell
    # (Instants, a card type's grouping, none)
    assert (result.status, result.zones) == ("legal" if column == "Category" else "illegal",
                                             {"main": 65})
    assert [rule for rule, _, _ in errors(result)] == (
        [] if column == "Category" else ["parse-error"])
    assert result.deck is not None
    assert [(entry.card.name, entry.count, entry.line.line) for entry in result.deck.entries
            if entry.card is not None and entry.card.name == "Fog"] == [("Fog", 1, 2)]


@pytest.mark.parametrize(("text", "where"), [
    ('Count,Name,Comment\n56,Mountain,\n4,Lightning Bolt,1 Grief\n', "column 'Comment'"),
    ('Count,Name,Notes\n56,Mountain,\n4,Lightning Bolt,sideboard plan: 1 Grief\n',
     "column 'Notes'"),
    ('Count,Name,Tags\n56,Mountain,\n4,Lightning Bolt,Grief x1\n', "column 'Tags'"),
    # a column of a card's facts is read too, and a cell past the header's
    ('Count,Name,Set name\n56,Mountain,\n4,Lightning Bolt,1 Grief\n', "column 'Set name'"),
    ('Count,Name\n56,Mountain\n4,Lightning Bolt,1 Grief\n', "column 3"),
    # a registration form's cell of many lines
    ('Timestamp,Name,Count,Decklist\n2026-11-30,Mountain,56,\n'
     '2026-11-30,Lightning Bolt,4,"Deck\n1 Grief"\n', "column 'Decklist'"),
])
def test_a_card_line_in_a_csv_cell_no_column_reads_is_counted(text: str, where: str) -> None:
    """The cells of a card export that no column role reads (a note, a comment, tags, a
    registration form's decklist) were dropped unsaid: ``1 Grief`` there was a banned
    card hidden, the deck legal. A card line with its count there counts, as in a deck's
    notes, with a note on the row."""
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 3)]
    assert (f"{where} holds a card line: counted (a card with a count in a category, a note "
            "or a title is never dropped)", 3) in [
        (v.message, v.line) for v in result.violations if v.rule == "reading"]


def test_a_csv_cell_naming_the_rows_card_again_or_a_set_is_no_card() -> None:
    """A legal export's other columns (TCGplayer's ``Simple Name``, a set's name with a
    number, a price, a note naming cards without counts) add no card: the deck stays
    legal at its size; a note's card line with its count counts on each row that holds
    it (``1 Fog`` on two rows is two copies), each said."""
    rows = "".join(f"4,{name},{name},Modern Horizons 3,12.5,{tag}\n" for name, tag in [
        ("Lightning Bolt", "Burn"), ("Goblin Guide", "1 Fog"), ("Lava Spike", "1 FOG"),
        ("Rift Bolt", "with Lava Spike")])
    text = f"Quantity,Name,Simple Name,Set,Price,Notes\n44,Mountain,Mountain,Unfinity,1,\n{rows}"
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert (result.status, result.zones) == ("legal", {"main": 62})
    note = ("column 'Notes' holds a card line: counted (a card with a count in a category, a "
            "note or a title is never dropped)")
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"][1:] == [
        (note, 4), (note, 5)]


@pytest.mark.parametrize(("text", "message"), [
    ("Count,Name,Sideboard\n56,Mountain,0\n4,Lightning Bolt,\n0,Grief,4\n",
     "column 'Sideboard' gives 4 copies, but is neither the count column nor a board "
     "column: they were not counted"),
    ("Count,Name,Side\n56,Mountain,\n4,Lightning Bolt,\n0,Grief,1\n",
     "column 'Side' gives 1 copies, but is neither the count column nor a board column: "
     "they were not counted"),
    # a count written any way a count column takes it, or in words
    *((f"Count,Name,Sideboard\n56,Mountain,0\n4,Lightning Bolt,\n0,Grief,{cell}\n",
       f"column 'Sideboard' gives {copies} copies, but is neither the count column nor a "
       "board column: they were not counted")
      for cell, copies in [("4x", 4), ("x2", 2), ("four", 4), ("99999999", 99999999)]),
])
def test_copies_in_a_second_count_column_of_a_csv_are_a_parse_error(text: str,
                                                                   message: str) -> None:
    """A column named as a count or a zone beside the count column (``Count,Name,
    Sideboard``) was read as no part of the row: ``0,Grief,4`` held four copies of a banned
    card unsaid, the deck legal. Its copies are a parse-error on the row."""
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert errors(result) == [("parse-error", message, 4)]


def test_a_card_line_in_a_csv_note_counts_on_every_row_that_holds_it() -> None:
    """``3 Opt`` in the notes of two rows (one of them of no copies) is six copies: it was
    read once per column, the deck legal with six Opt."""
    text = "Count,Name,Notes\n53,Mountain,\n4,Lightning Bolt,3 Opt\n0,Opt,3 Opt\n"
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert errors(result) == [("copy-limit", "6 copies of Opt; at most 4", 3)]


def test_a_labelled_line_of_cockatrice_comments_naming_no_card_stays_a_note() -> None:
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            "<comments>Format: modern\nNotes: Bo3, good luck\nUpdated: 2024-01-02"
            '</comments>\n<zone name="main">\n<card number="56" name="Mountain"/>\n'
            '<card number="4" name="Lightning Bolt"/>\n</zone>\n</cockatrice_deck>\n')
    result = mtg(None).check_bytes(text.encode(), "deck.cod")
    assert (result.status, result.zones) == ("legal", {"main": 60})


# -------------------------------------------------------------------------- XML files


def _dek(card: str) -> bytes:
    return ('<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
            '<Cards CatID="1" Quantity="56" Sideboard="false" Name="Mountain" />\n'
            '<Cards CatID="2" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n'
            f'{card}\n</Deck>\n').encode()


def _cod(inside_main: str, after: str = "") -> bytes:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            '<zone name="main">\n<card number="56" name="Mountain"/>\n'
            f'<card number="4" name="Lightning Bolt"/>\n{inside_main}\n</zone>\n{after}'
            '</cockatrice_deck>\n').encode()


@pytest.mark.parametrize(("data", "name", "message", "line"), [
    (_dek('<Cards Quantity="1" Sideboard="false" name="Mountain" Name="Grief" />'), "d.dek",
     "<Cards> has the attributes name, Name, which differ only in case: each tool reads one "
     "of them; not read", 5),
    (_dek('<Cards Quantity="1" quantity="0" Sideboard="false" Name="Grief" />'), "d.dek",
     "<Cards> has the attributes Quantity, quantity, which differ only in case: each tool "
     "reads one of them; not read", 5),
    (_cod('<card number="1" name="Mountain" Name="Grief"/>'), "d.cod",
     "<card> has the attributes name, Name, which differ only in case: each tool reads one "
     "of them; not read", 6),
    (_cod("", '<zone Name="tokens" name="main"><card number="1" name="Grief"/></zone>\n'),
     "d.cod", "<zone> has the attributes Name, name, which differ only in case: each tool "
     "reads one of them; not read", 8),
])
def test_xml_attributes_that_differ_only_in_case_are_a_parse_error(
        data: bytes, name: str, message: str, line: int) -> None:
    """MTGO reads ``Name``, Cockatrice ``name``; the reader took whichever came first, so a
    banned card hid behind a basic land (legal)."""
    result = mtg().check_bytes(data, name)
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", message, line)]


def test_an_mtgo_quantity_is_ascii_digits() -> None:
    result = mtg().check_bytes(
        _dek('<Cards Quantity="1_0" Sideboard="false" Name="Island" />'), "d.dek")
    assert ("parse-error", "Quantity '1_0' is not a whole number", 5) in errors(result)


def test_a_cockatrice_card_inside_another_element_of_a_zone_is_in_that_zone() -> None:
    """Cockatrice reads every ``<card>`` before the zone's end tag into the zone: the
    banned card inside ``<group>`` is in the main deck (it was skipped: legal)."""
    result = mtg().check_bytes(_cod('<group><card number="1" name="Grief"/></group>'),
                               "d.cod")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 6)]


def test_a_cockatrice_zone_inside_a_zone_is_that_boards() -> None:
    """A zone nested in ``main`` is one of Cockatrice's own groups of a deck (custom
    zones): its cards are main-deck cards, the banned one included."""
    result = mtg().check_bytes(_cod('<zone name="Removal"><card number="1" name="Grief"/></zone>'),
                               "d.cod")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 6)]


@pytest.mark.parametrize(("element", "finding"), [
    ("Main", ("parse-error", "element 'Main' names a zone, but MTGO does not read it: its "
              "cards were not counted")),
    ("Extras", ("parse-error", "element 'Extras' names no zone of the deck, nor a section "
                "outside it (Maybeboard, Tokens), and MTGO does not read it: its cards were "
                "not counted")),
    ("Maybeboard", ("ignored-section", "element 'Maybeboard' is not part of the deck; its "
                    "cards were not counted")),
])
def test_mtgo_cards_inside_another_element_are_not_counted(
        element: str, finding: tuple[str, str]) -> None:
    """Magic Online reads only the ``<Cards>`` directly under ``<Deck>``: the others are
    not in the deck. Cards in an element a person reads as part of the deck are a
    parse-error (a banned card in ``<Main>`` was a note, the deck legal); in a section
    outside the deck, a note."""
    result = mtg().check_bytes(_dek(f'<{element}><Cards Quantity="1" Sideboard="false" '
                                    f'Name="Grief" /></{element}>'), "d.dek")
    assert result.status == ("legal" if finding[0] == "ignored-section" else "illegal")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("ignored-section", "parse-error", "banned")] == [(*finding, 5)]


@pytest.mark.parametrize(("after", "finding"), [
    ('<card number="1" name="Grief"/>\n',
     ("parse-error", "a <card> outside every <zone> is not part of a Cockatrice deck; it was "
      "not counted")),
    ('<cards><card number="1" name="Grief"/></cards>\n',
     ("parse-error", "element 'cards' names no zone of the deck, nor a section outside it "
      "(Maybeboard, Tokens), and Cockatrice does not read it: its cards were not counted")),
    ('<side><card number="1" name="Grief"/></side>\n',
     ("parse-error", "element 'side' names a zone, but Cockatrice does not read it: its "
      "cards were not counted")),
    ('<maybeboard><card number="1" name="Grief"/></maybeboard>\n',
     ("ignored-section", "element 'maybeboard' is not part of the deck; its cards were not "
      "counted")),
])
def test_cockatrice_cards_outside_every_zone_are_not_counted(
        after: str, finding: tuple[str, str]) -> None:
    """Cockatrice reads cards only inside a ``<zone>``: one beside the zones is not in the
    deck, a parse-error (a banned one so placed was a note, the deck legal), but in a
    section outside the deck, a note."""
    result = mtg().check_bytes(_cod("", after), "d.cod")
    assert result.status == ("legal" if finding[0] == "ignored-section" else "illegal")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("ignored-section", "parse-error", "banned")] == [(*finding, 8)]


_O8D = ('<?xml version="1.0" encoding="utf-8"?>\n<deck game="x">\n'
        '<section name="Main">\n<card qty="56" id="1">Mountain</card>\n'
        '<card qty="4" id="2">Lightning Bolt</card>\n</section>\n'
        '<section name="S\u0456deboard">\n<card qty="1" id="3">Grief</card>\n</section>\n'
        '</deck>\n')
_SIDEBOARD_I = "'\u0456' (U+0456 CYRILLIC SMALL LETTER BYELORUSSIAN-UKRAINIAN I)"


@pytest.mark.parametrize(("data", "name", "message", "line"), [
    (_cod("", '<zone name="s\u0456de">\n<card number="1" name="Grief"/></zone>\n'), "d.cod",
     f"zone 's\u0456de' is written with look-alike letters {_SIDEBOARD_I}; read as the zone "
     "'side'", 8),
    (_O8D.encode(), "d.o8d", f"section 'S\u0456deboard' is written with look-alike letters "
     f"{_SIDEBOARD_I}; read as the section 'Sideboard'", 7),
    ("[metadata]\nName=Burn\n[Main]\n56 Mountain|M10\n4 Lightning Bolt|M10\n"
     "[S\u0456deboard]\n1 Grief\n".encode(), "d.dck",
     f"section 'S\u0456deboard' is written with look-alike letters {_SIDEBOARD_I}; read as "
     "the section 'Sideboard'", 6),
])
def test_a_section_of_another_tools_file_in_look_alike_letters_is_that_section(
        data: bytes, name: str, message: str, line: int) -> None:
    """``<zone name="sіde">``, ``<section name="Sіdeboard">`` and ``[Sіdeboard]`` with a
    Cyrillic i were sections outside the deck: the banned card in them was not counted
    (legal). They are the sideboard, with a look-alike warning."""
    result = mtg().check_bytes(data, name)
    assert result.status == "illegal"
    assert warnings(result, "look-alike") == [(message, line)]
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)",
                               line + 1)]
    assert result.zones == {"main": 60, "side": 1}


def test_an_mtgjson_board_in_look_alike_letters_is_read() -> None:
    text = ('{"data": {"mainBoard": [{"name": "Mountain", "count": 56}, '
            '{"name": "Lightning Bolt", "count": 4}], '
            '"s\u0456deBoard": [{"name": "Grief", "count": 1}]}}')
    result = mtg().check_bytes(text.encode(), "d.json")
    assert errors(result) == [
        ("parse-error", "'s\u0456deBoard' is written 'sideBoard' in an MTGJSON deck; its "
         "cards were read", 1),
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 1)]


# ----------------------------------------------------------------- Forge's sections

FORGE = "[metadata]\nName=Burn\n[Main]\n56 Mountain|M10\n4 Lightning Bolt|M10\n"


@pytest.mark.parametrize("section", ["Planes", "Schemes", "Avatar", "Conspiracy", "Dungeon",
                                     "Attractions", "Contraptions", "planes"])
def test_an_ordinary_card_in_a_forge_section_of_other_cards_is_in_the_main_deck(
        section: str) -> None:
    """Forge moves a card its ``[Planes]`` (``[Schemes]``...) section does not take to the
    main deck and plays it there: the banned card is judged (it was skipped: legal)."""
    text = FORGE + f"[{section}]\n1 Grief|MH3\n"
    result = mtg().check_bytes(text.encode(), "deck.dck")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 7)]
    types = {"Planes": "a Plane or Phenomenon", "planes": "a Plane or Phenomenon",
             "Schemes": "a Scheme", "Avatar": "a Vanguard", "Conspiracy": "a Conspiracy",
             "Dungeon": "a Dungeon", "Attractions": "an Attraction",
             "Contraptions": "a Contraption"}[section]
    assert [(v.message, v.line) for v in result.violations if v.line == 7
            and v.rule == "reading"] == [
        (f"'Grief' in Forge's [{section}] is not {types} card: counted in the main deck, "
         "where Forge moves it", 7)]


def test_a_card_of_its_own_kind_in_a_forge_section_is_not_part_of_the_deck() -> None:
    """A Plane is skipped; an Attraction is its Attraction deck's, out of the deck's
    count but judged (Legacy plays Unfinity's Attractions: no card-pool error), and one
    Attraction alone is an Attraction deck short of its ten cards (rules 717.2a)."""
    text = FORGE + "[Planes]\n1 Academy at Tolaria West\n[Attractions]\n1 Balloon Stand\n"
    result = mtg("mtg/legacy").check_bytes(text.encode(), "deck.dck")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert errors(result) == [("zone-size", "Attraction deck: 1 card; at least 10", 9)]
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "ignored-section"] == [
        ("ignored-section", "Academy at Tolaria West is a Plane card in Forge's [Planes]: not "
         "part of the deck; not counted", 7),
        ("ignored-section", "Balloon Stand is an Attraction card in Forge's [Attractions]: "
         "not part of the deck, not counted in its size or copies; played in the event "
         "beside it, so judged by the format's card pool and banned list", 9)]


# ---------------------------------------------------------------- MTGJSON deck files

_BOARD = '[{"count": 56, "name": "Mountain"}, {"count": 4, "name": "Lightning Bolt"}]'
_GRIEF = '[{"count": 1, "name": "Grief"}]'


@pytest.mark.parametrize(("text", "message", "line"), [
    ('{"data": {"mainBoard": ' + _GRIEF + ',\n"mainBoard": ' + _BOARD + "}}",
     "'mainBoard' is written more than once in one object; the last one was read", 2),
    ('{"data": {"mainBoard": ' + _GRIEF + '},\n"data": {"mainBoard": ' + _BOARD + "}}",
     "'data' is written more than once in one object; the last one was read", 2),
    ('{"data": {"mainBoard": ' + _BOARD + ', "sideBoard": [\n{"count": 1, "name": '
     '"Grief", "name": "Island"}]}}',
     "'name' is written more than once in one object; the last one was read", 2),
])
def test_an_mtgjson_key_written_twice_is_a_parse_error(text: str, message: str,
                                                      line: int) -> None:
    """JSON keeps the last of two keys: the first ``mainBoard`` (with the banned card)
    was dropped without a word."""
    result = mtg().check_bytes(text.encode(), "deck.json")
    assert result.status == "illegal"
    assert ("parse-error", message, line) in errors(result)


@pytest.mark.parametrize(("board", "own", "its_kind", "kind"), [
    ("planes", "TARDIS Bay", "a Plane", "a Plane or Phenomenon"),
    ("schemes", "A Display of My Dark Power", "a Scheme", "a Scheme")])
def test_an_ordinary_card_in_an_mtgjson_board_outside_the_deck_is_counted(
        board: str, own: str, its_kind: str, kind: str) -> None:
    """``planes`` and ``schemes`` hold their kind of card only: a banned Grief written
    there was skipped with the board (legal). (``displayCommander``, a commander deck's:
    tests/test_real_exports.py.)"""
    text = ('{"data": {"mainBoard": ' + _BOARD + ',\n"' + board + '": [{"count": 1, '
            f'"name": "{own}"}},\n{{"count": 1, "name": "Grief"}}]}}}}')
    result = mtg().check_bytes(text.encode(), "deck.json")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 3)]
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("reading", "ignored-section") and v.line != 1] == [
        ("ignored-section", f"{own} is {its_kind} card in '{board}': not part of the deck; "
         "not counted", 2),
        ("reading", f"'Grief' in '{board}' is not {kind} card: counted in the main deck", 3)]
    assert result.zones["main"] == 61


@pytest.mark.parametrize("board", ["planes", "schemes", "displayCommander"])
def test_an_mtgjson_board_of_one_kind_that_is_no_list_is_a_parse_error(board: str) -> None:
    """A board that holds one kind of card, written as one card object instead of a list
    of them: what it holds was skipped with the board (a banned Grief, legal)."""
    text = ('{"data": {"mainBoard": ' + _BOARD + ',\n"' + board + '": {"count": 1, '
            '"name": "Grief"}}}')
    result = mtg().check_bytes(text.encode(), "deck.json")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", f"$.data.{board} is not a list of cards", 2)]
    assert result.zones["main"] == 60


@pytest.mark.parametrize("board", ["Planes", "SCHEMES", "DisplayCommander"])
def test_an_mtgjson_board_outside_the_deck_in_another_case_is_read_as_that_board(
        board: str) -> None:
    """A board outside the deck written in another case (``DisplayCommander``) was
    neither read nor said: a banned Grief there vanished, the deck legal."""
    text = ('{"data": {"mainBoard": ' + _BOARD + ',\n"' + board + '": [{"count": 1, '
            '"name": "Grief"}]}}')
    result = mtg().check_bytes(text.encode(), "deck.json")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 2)]
    assert result.zones["main"] == 61


@pytest.mark.parametrize("board", ["Tokens", "TOKENS"])
def test_mtgjsons_tokens_in_another_case_keep_out_tokens_only(board: str) -> None:
    """MTGJSON's tokens written in another case are its tokens: a token's name there is
    said and left out, a card of the card data (the banned Grief) counted in the main
    deck, as on every board of tokens."""
    text = ('{"data": {"mainBoard": ' + _BOARD + ',\n"' + board + '": [{"count": 1, '
            '"name": "Grief"}, {"count": 2, "name": "Treasure"}]}}')
    result = mtg().check_bytes(text.encode(), "deck.json")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 2)]
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("ignored-section", "reading") and board in v.message] == [
        ("ignored-section", f"'Treasure' in '{board}' names a token, no card: not part of "
         "the deck; not counted", 2),
        ("reading", f"'Grief' in '{board}' is a card, not a token: counted in the main deck",
         2)]


def _cod_zone(zone: str, card: str) -> str:
    """A Cockatrice deck of 60 Modern cards and a zone ``zone`` holding ``card``."""
    return ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">'
            '<card number="56" name="Mountain"/><card number="4" name="Lightning Bolt"/>'
            f'</zone>\n<zone name="{zone}"><card number="1" name="{card}"/></zone>\n'
            "</cockatrice_deck>\n")


@pytest.mark.parametrize(("zone", "note"), [
    ("Attractions", "'Grief' in zone 'Attractions' is not an Attraction card: counted in "
                    "the main deck"),
    ("Display Commander", "'Grief' in zone 'Display Commander' is counted in the main deck: "
                          "the format has no command zone, so that section is none"),
])
def test_a_banned_card_in_a_cockatrice_zone_of_one_kind_of_card_is_counted(
        zone: str, note: str) -> None:
    """A zone named as a game's section of one kind of card was skipped whole, unlike the
    same section of every other reader: a banned Grief there was not counted (legal)."""
    result = mtg().check_bytes(_cod_zone(zone, "Grief").encode(), "deck.cod")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 4)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (note, 4)]
    assert result.zones == {"main": 61}


def test_a_cockatrice_zone_of_one_kind_of_card_keeps_out_its_kind() -> None:
    """Kept out of the deck's count, the Attraction deck's card is judged: in the pool of
    Legacy, which plays Unfinity's Attractions (Modern: ``test_supplementary_decks``), but
    one Attraction alone is a short Attraction deck (at least ten, rules 717.2a)."""
    result = mtg("mtg/legacy").check_bytes(_cod_zone("Attractions", "Balloon Stand").encode(),
                                           "deck.cod")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("ignored-section", "Balloon Stand is an Attraction card in zone 'Attractions': not "
         "part of the deck, not counted in its size or copies; played in the event beside "
         "it, so judged by the format's card pool and banned list", 4),
        ("zone-size", "Attraction deck: 1 card; at least 10", 4)]


def test_a_banned_card_in_an_octgn_section_of_one_kind_of_card_is_counted() -> None:
    """As Cockatrice's zone: an OCTGN section ``Display Commander`` was skipped whole."""
    text = ('<?xml version="1.0"?>\n<deck game="a6c8d2e8-7cd8-11dd-8f94-00134fb0a0ff">\n'
            '<section name="Main"><card qty="56">Mountain</card>'
            '<card qty="4">Lightning Bolt</card></section>\n'
            '<section name="Display Commander"><card qty="1">Grief</card></section>\n'
            "</deck>\n")
    result = mtg().check_bytes(text.encode(), "deck.o8d")
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 4)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'Grief' in section 'Display Commander' is counted in the main deck: the format "
         "has no command zone, so that section is none", 4)]
    assert result.zones == {"main": 61}


@pytest.mark.parametrize(("card", "verdict", "message"), [
    ("Grief", "illegal", "'Grief' in section 'Planes/Schemes' is not a Plane, Phenomenon or "
     "Scheme card: counted in the main deck"),
    ("Akoum", "legal", "Akoum is a Plane card in section 'Planes/Schemes': not part of the "
     "deck; not counted"),
    ("A Display of My Dark Power", "legal", "A Display of My Dark Power is a Scheme card in "
     "section 'Planes/Schemes': not part of the deck; not counted"),
])
def test_octgns_planes_and_schemes_section_keeps_out_only_planes_and_schemes(
        card: str, verdict: str, message: str) -> None:
    """OCTGN's Magic decks have a shared ``Planes/Schemes`` section; it was skipped whole,
    so a banned Grief written there was not counted and the deck legal."""
    text = ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
            '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n'
            '<section name="Main" shared="False"><card qty="56">Mountain</card>'
            '<card qty="4">Lightning Bolt</card></section>\n'
            '<section name="Planes/Schemes" shared="True">'
            f'<card qty="1">{card}</card></section>\n</deck>\n')
    result = mtg().check_bytes(text.encode(), "deck.o8d")
    assert result.status == verdict
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("reading", "ignored-section", "banned")] == (
        [("reading", message, 4), ("banned", "Grief is banned in Modern (since 2024-08-26)", 4)]
        if verdict == "illegal" else [("ignored-section", message, 4)])
    assert result.zones == ({"main": 61} if verdict == "illegal" else {"main": 60})


@pytest.mark.parametrize(("section", "kinds"), [
    ("Planes", "a Plane or Phenomenon card"), ("Schemes", "a Scheme card")])
def test_a_planes_or_schemes_section_alone_keeps_out_only_its_kind(section: str,
                                                                    kinds: str) -> None:
    """An OCTGN section ``Planes`` or ``Schemes`` (the shared section's halves) was one of
    the other sections, skipped whole: a banned Grief there unsaid, the deck legal."""
    text = ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
            '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n'
            '<section name="Main" shared="False"><card qty="56">Mountain</card>'
            '<card qty="4">Lightning Bolt</card></section>\n'
            f'<section name="{section}" shared="True"><card qty="1">Grief</card></section>\n'
            "</deck>\n")
    result = mtg().check_bytes(text.encode(), "deck.o8d")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("reading", "ignored-section", "banned")] == [
        ("reading", f"'Grief' in section '{section}' is not {kinds}: counted in the main deck",
         4),
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 4)]


def test_a_banned_card_in_a_lackey_superzone_of_one_kind_of_card_is_counted() -> None:
    text = ('<deck version="0.8">\n<superzone name="Deck">'
            + "<card><name>Lightning Bolt</name></card>" * 4
            + "<card><name>Mountain</name></card>" * 56 + "</superzone>\n"
            '<superzone name="Attractions"><card><name>Grief</name></card></superzone>\n'
            "</deck>\n")
    result = mtg().check_bytes(text.encode(), "deck.dek")
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 3)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'Grief' in superzone 'Attractions' is not an Attraction card: counted in the main "
         "deck", 3)]
    assert result.zones == {"main": 61}


def test_a_cockatrice_zone_named_with_an_optional_plural_is_that_zone() -> None:
    """``Commander(s)``, as a text decklist's header may be written, was a zone of another
    name, skipped: the commander of a Modern deck unread (legal)."""
    result = mtg().check_bytes(_cod_zone("Commander(s)", "Grief").encode(), "deck.cod")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 4),
                              ("zone-not-allowed", "Modern has no Command zone, but the "
                               "decklist has one (1 card)", 4)]
    assert result.zones == {"main": 60, "command": 1}


def test_an_mtgjson_board_written_in_another_case_is_read() -> None:
    text = '{"data": {"mainBoard": ' + _BOARD + ',\n"sideboard": ' + _GRIEF + "}}"
    result = mtg().check_bytes(text.encode(), "deck.json")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", "'sideboard' is written 'sideBoard' in an MTGJSON deck; its cards "
         "were read", 2),
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 2)]


@pytest.mark.parametrize(("text", "finding"), [
    ('{"data": {"mainBoard": ' + _BOARD + ',\n"maybeBoard": ' + _GRIEF + "}}",
     ("ignored-section", "list 'maybeBoard' is not part of the deck; its cards were not "
      "counted")),
    ('{"data": {"mainBoard": ' + _BOARD + ',\n"extras": ' + _GRIEF + "}}",
     ("parse-error", "list 'extras' names no zone of the deck, nor a section outside it "
      "(Maybeboard, Tokens), and an MTGJSON deck does not read it: its cards were not "
      "counted")),
    ('{"data": {"mainBoard": ' + _BOARD + '},\n"cards": ' + _GRIEF + "}",
     ("parse-error", "list 'cards' names no zone of the deck, nor a section outside it "
      "(Maybeboard, Tokens), and an MTGJSON deck does not read it: its cards were not "
      "counted")),
    # the same list written as an object: a card, cards by name, names and counts
    *(('{"data": {"mainBoard": ' + _BOARD + ',\n"extras": ' + cards + "}}",
       ("parse-error", "list 'extras' names no zone of the deck, nor a section outside it "
        "(Maybeboard, Tokens), and an MTGJSON deck does not read it: its cards were not "
        "counted"))
      for cards in ('{"name": "Grief", "count": 1}', '{"Grief": {"count": 1}}',
                    '{"Grief": 1}')),
    ('{"data": {"mainBoard": ' + _BOARD + ',\n"maybeBoard": {"name": "Grief"}}}',
     ("ignored-section", "list 'maybeBoard' is not part of the deck; its cards were not "
      "counted")),
])
def test_other_mtgjson_lists_of_cards_are_not_counted(text: str,
                                                      finding: tuple[str, str]) -> None:
    """A list an MTGJSON deck does not hold is not counted: a note for a section outside
    the deck, a parse-error for any other (a banned card in ``extras`` was a note, the
    deck legal)."""
    result = mtg().check_bytes(text.encode(), "deck.json")
    assert result.status == ("legal" if finding[0] == "ignored-section" else "illegal")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("ignored-section", "parse-error", "banned")] == [(*finding, 2)]


@pytest.mark.parametrize(("section", "cards"), [
    ("deck", '{"Grief": 4}'), ("Side", '{"Grief": 4}'), ("commander", '["4 Grief"]'),
    ("sideBoard", _GRIEF)])
def test_a_cardtools_section_beside_mtgjson_data_is_a_parse_error(section: str,
                                                                  cards: str) -> None:
    """A file holding a cardtools decklist and an MTGJSON deck was judged by its
    ``data`` alone: four banned Grief in ``deck`` were dropped without a word (legal;
    ``sideBoard`` outside ``data``, which the cardtools reader reads, was an info note)."""
    text = '{"data": {"mainBoard": ' + _BOARD + '},\n"' + section + '": ' + cards + "}"
    result = mtg().check_bytes(text.encode(), "deck.json")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", f"'{section}' is a section of a cardtools decklist, beside the "
         "'data' of an MTGJSON deck: the file holds two decklists; its cards were not "
         "read", 2)]


# ------------------------------------------------------------------------ CSV exports

_CSV_DECK = "56,Mountain,main\n4,Lightning Bolt,main\n"


@pytest.mark.parametrize(("text", "message"), [
    ("Count,Name,Card Name,Board\n56,Mountain,Mountain,main\n4,Lightning Bolt,Lightning Bolt,"
     "main\n1,Island,Grief,main\n",
     "the name columns disagree: Name 'Island' and Card Name 'Grief'; not read"),
    ("Quantity,Name,Simple Name,Set Code\n56,Mountain,Mountain,UNF\n4,Lightning Bolt,Lightning "
     "Bolt,M10\n1,Island,Grief,MH2\n",
     "the name columns disagree: Name 'Island' and Simple Name 'Grief'; not read"),
    ("Quantity,Name,Simple Name,Set Code\n56,Mountain,Mountain,UNF\n4,Lightning Bolt,Lightning "
     "Bolt,M10\n1,Grief (Borderless),Island,MH2\n",
     "the name columns disagree: Name 'Grief (Borderless)' and Simple Name 'Island'; not read"),
    ("Quantity,Count,Name\n56,56,Mountain\n4,4,Lightning Bolt\n1,0,Grief\n",
     "the quantity columns disagree: Quantity '1' and Count '0'; not read"),
    ("Count,Name,Board,Section\n" + _CSV_DECK.replace("main\n", "main,main\n")
     + "1,Grief,maybeboard,main\n",
     "the zone columns disagree: Board 'maybeboard' and Section 'main'; not read"),
])
def test_csv_columns_of_one_role_that_disagree_are_a_parse_error(text: str,
                                                                 message: str) -> None:
    """Each tool reads the column it knows: with two name (count, zone) columns of
    different values, the reader's pick hid the banned card (legal)."""
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", message, 4)]


def test_a_tcgplayer_export_naming_each_card_twice_is_read_once() -> None:
    """TCGplayer's ``Name`` adds the printing's kind (``(Extended Art)``, ``- Full Art``),
    keeps a name's accents and may give a double-faced or split card whole where
    ``Simple Name`` gives its front face or writes its halves otherwise: the two columns
    agree, the deck is legal at its size, each card counted once."""
    text = ("Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition\n"
            "50,Mountain,Mountain,Unfinity,240,UNF,Normal,Near Mint\n"
            "1,Forest - Full Art,Forest,Zendikar,246,ZEN,Normal,Near Mint\n"
            "1,Lim-D\u00fbl's Vault,Lim-Dul's Vault,Alliances,1,ALL,Normal,Near Mint\n"
            "4,Lightning Bolt (Extended Art),Lightning Bolt,Secret Lair Drop,83,SLD,Foil,"
            "Near Mint\n"
            "2,Fable of the Mirror-Breaker // Reflection of Kiki-Jiki (Showcase),Fable of the "
            "Mirror-Breaker,Kamigawa: Neon Dynasty,356,NEO,Normal,Near Mint\n"
            "2,Wear // Tear (Retro Frame),Wear/Tear,Dominaria Remastered,296,DMR,Normal,"
            "Near Mint\n")
    result = mtg("mtg/vintage").check_bytes(text.encode(), "deck.csv")
    assert (result.status, result.zones) == ("legal", {"main": 60})


#: The header of the TCGplayer app's collection export.
TCGPLAYER_APP = ("Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,"
                 "Language,Rarity,Product ID,SKU\n")


def _tcgplayer_row(count: int, name: str, simple: str) -> str:
    return f'{count},"{name}","{simple}",Some Set,1,SET,Normal,Near Mint,English,Rare,1,1\n'


def test_a_tcgplayer_simple_name_without_punctuation_or_collector_number_agrees() -> None:
    """TCGplayer's ``Simple Name`` drops a name's apostrophes and commas (``Urzas Saga``,
    ``Aragorn the Uniter``) where its ``Name`` adds a collector number before or with the
    printing's kind (``Island (381)``, ``Plains (267) - Full Art``): the columns agree,
    each row is read as its card with no note (every apostrophe card was refused as two
    names, ``Island (381)`` an unknown card), and the legal deck is legal."""
    rows = [(4, "Urza's Saga (Borderless)", "Urzas Saga"),
            (4, "Archmage's Charm", "Archmages Charm"),
            (1, "Lim-D\u00fbl's Vault", "Lim-Duls Vault"),
            (1, "Aragorn, the Uniter", "Aragorn the Uniter"),
            (20, "Plains (267) - Full Art", "Plains"), (20, "Forest (278) - Full Art", "Forest"),
            (10, "Island (381)", "Island")]
    text = TCGPLAYER_APP + "".join(_tcgplayer_row(*row) for row in rows)
    result = mtg("mtg/legacy").check_bytes(text.encode(), "deck.csv")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [(v.rule, v.line) for v in result.violations] == [("reading", 1)]


@pytest.mark.parametrize(("name", "simple"), [
    ("Grief (381)", "Island"), ("Island (381)", "Grief"), ("Griefs", "Grief"),
    ("Urza s Saga", "Urzas Saga"), ("Grief - Full Art", "Island"),
])
def test_tcgplayer_name_columns_naming_two_cards_still_disagree(name: str, simple: str) -> None:
    """Apostrophes and printing tails aside, two names of other words name two cards:
    the row is refused, never read as either (a hidden banned card, a wrong LEGAL)."""
    text = TCGPLAYER_APP + _tcgplayer_row(56, "Island", "Island") + _tcgplayer_row(
        4, "Opt", "Opt") + _tcgplayer_row(1, name, simple)
    result = mtg("mtg/legacy").check_bytes(text.encode(), "deck.csv")
    assert errors(result) == [("parse-error", f"the name columns disagree: Name '{name}' and "
                               f"Simple Name '{simple}'; not read", 4)]


@pytest.mark.parametrize(("header", "card", "dash"), [
    ("Quantity,Simple Name,Name", "Island", "-"), ("Quantity,Simple Name,Name", "Island", "\u2013"),
    ("Quantity,Name,Simple Name", "Island", "-"), ("Quantity,Card,Card Name", "Island", "-"),
    ("Quantity,Simple Name,Name", "Forest", "\u2014"),
])
def test_a_second_card_after_a_spaced_dash_in_a_name_column_disagrees(
        header: str, card: str, dash: str) -> None:
    """Only a printing's words after a spaced dash (``Forest - Full Art``) are cut when
    two name columns are compared: ``Island - Grief`` beside ``Island`` names another card
    (the first cell was read, the banned Grief dropped: legal)."""
    first, second = header.split(",")[1:]
    text = (f"{header}\n4,Lightning Bolt,Lightning Bolt\n56,Mountain,Mountain\n"
            f"1,{card},{card} {dash} Grief\n")
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", f"the name columns disagree: {first} '{card}' "
                               f"and {second} '{card} {dash} Grief'; not read", 4)]


@pytest.mark.parametrize("faces", ["Island // Grief", "Island / Grief"])
def test_a_name_columns_first_face_beside_a_second_card_reads_the_whole_name(
        faces: str) -> None:
    """A name cell that is another cell's first face agrees with it, but the row's card
    is the cell naming every face: ``Island`` beside ``Island // Grief`` was read as
    Island, the banned Grief dropped (legal); now no card is named so."""
    text = (f"Quantity,Simple Name,Name\n4,Lightning Bolt,Lightning Bolt\n"
            f"55,Mountain,Mountain\n1,Island,{faces}\n")
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [("unknown-card", 4)]
    assert errors(result)[0][1].startswith(f"unknown card '{faces}'")


@pytest.mark.parametrize("faces", ["Island | Grief", "Island|Grief"])
def test_a_name_columns_first_face_beside_a_bar_and_a_second_card_reads_the_whole_name(
        faces: str) -> None:
    # a bar is read as the faces' mark: "Island" agreed with it, Grief dropped (legal)
    text = (f"Quantity,Simple Name,Name\n4,Lightning Bolt,Lightning Bolt\n"
            f"55,Mountain,Mountain\n1,Island,{faces}\n")
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert errors(result) == [("parse-error", "the line names 'Island' and, beside its '|', "
                               "the card Grief: counted as 1 Island", 4)]


def test_a_markdown_tables_first_face_beside_a_second_card_reads_the_whole_name() -> None:
    text = ("| Qty | Simple Name | Name |\n|---|---|---|\n| 4 | Lightning Bolt | Lightning Bolt |\n"
            "| 55 | Mountain | Mountain |\n| 1 | Island | Island // Grief |\n")
    result = mtg().check_bytes(text.encode(), "deck.md")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [("parse-error", 5)]
    assert "after its '//', the card Grief" in errors(result)[0][1]


def test_a_split_cards_whole_name_beside_its_first_face_is_read_whole() -> None:
    text = ("| Qty | Simple Name | Name |\n|---|---|---|\n| 4 | Lightning Bolt | Lightning Bolt |\n"
            "| 55 | Mountain | Mountain |\n| 1 | Fable of the Mirror-Breaker | Fable of the "
            "Mirror-Breaker // Reflection of Kiki-Jiki |\n")
    result = mtg().check_bytes(text.encode(), "deck.md")
    assert (result.status, result.zones) == ("legal", {"main": 60})


#: The header of TCGplayer's seller inventory (``TCGplayer Live``).
TCGPLAYER_SELLER = ("TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,"
                    "Condition,TCG Market Price,TCG Direct Low,TCG Low Price With Shipping,"
                    "TCG Low Price,Total Quantity,Add to Quantity,TCG Marketplace Price,"
                    "Photo URL\n")


def test_a_tcgplayer_seller_inventory_reads_product_name_and_total_quantity() -> None:
    """TCGplayer's seller inventory titles the name ``Product Name`` and the copies
    ``Total Quantity``: each row was refused as a row without a card name, then ``Island
    (381)`` counted as 381 copies. A collector number after the name is the printing's,
    never a count; a row of no copies is not counted."""
    text = (TCGPLAYER_SELLER
            + "1,Magic,Zendikar Rising,Island (381),,381,L,Near Mint,0.1,,,0.1,56,0,0.1,\n"
            "2,Magic,Ixalan,Opt,Opt,65,C,Near Mint Foil,0.1,,,0.1,4,0,0.1,\n"
            "3,Magic,Alpha,Black Lotus,,232,R,Near Mint,9999,,,9999,0,0,9999,\n")
    result = mtg("mtg/legacy").check_bytes(text.encode(), "inventory.csv")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.line != 1] == [
        ("reading", "no card is named 'Island (381)': read as 56 Island", 2),
        ("reading", "0 copies of 'Black Lotus': not counted", 4)]


def test_a_tcgplayer_seller_inventorys_title_naming_another_card_disagrees() -> None:
    """The inventory's ``Title`` is its second name column: the name again is read as
    the card (``Island (381)`` beside ``Island``: Island, no note), another card's name
    refuses the row."""
    text = (TCGPLAYER_SELLER
            + "1,Magic,Zendikar Rising,Island (381),Island,381,L,Near Mint,0.1,,,0.1,56,0,0.1,\n"
            "2,Magic,Ixalan,Opt,Opt,65,C,Near Mint Foil,0.1,,,0.1,4,0,0.1,\n"
            "3,Magic,Ixalan,Island (382),Grief,65,C,Near Mint,0.1,,,0.1,1,0,0.1,\n")
    result = mtg("mtg/legacy").check_bytes(text.encode(), "inventory.csv")
    assert [(v.rule, v.message, v.line) for v in result.violations if v.line != 1] == [
        ("parse-error", "the name columns disagree: Product Name 'Island (382)' and Title "
         "'Grief'; not read", 4)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("line", "read"), [
    ("4 Island (381)", "read as 4 Island"), ("4 Plains (267) - Full Art", "read as 4 Plains"),
    ("4 Swamp (Extended Art) (270)", "read as 4 Swamp"),
])
def test_a_counted_line_ends_in_a_collector_number_in_brackets(line: str, read: str) -> None:
    """A name copied from TCGplayer keeps its collector number in brackets, maybe with a
    printing's kind: the line's count counts it, so the number is the printing's (an
    unknown card), read so with a note."""
    result = mtg("mtg/legacy").check_bytes(f"56 Island\n{line}\n".encode(), "deck.txt")
    written = line.split(" ", 1)[1]
    assert (result.status, [(v.rule, v.message, v.line) for v in result.violations]) == (
        "legal", [("reading", f"no card is named '{written}': {read}", 2)])


@pytest.mark.parametrize(("line", "error"), [
    ("1 Opt (4)", ("unknown-card", "unknown card 'Opt (4)'", 3)),
    ("1 Opt (2024)", ("unknown-card", "unknown card 'Opt (2024)'", 3)),
    ("Opt (12)", ("copy-limit", "12 copies of Opt; at most 4", 3)),
])
def test_a_bracketed_number_that_may_be_a_count_is_no_collector_number(
        line: str, error: tuple[str, str, int]) -> None:
    """One digit in brackets after a counted name may be a second count (``1 Opt (4)``),
    and four digits a year (a deck's title, ``Burn (2024)``): an unknown card, never a
    guess. With no count before the name, a number of one or two digits in brackets is
    its count (``Opt (12)``)."""
    deck = f"56 Island\n4 Ponder\n{line}\n"
    assert errors(mtg("mtg/legacy").check_bytes(deck.encode(), "deck.txt")) == [error]


@pytest.mark.parametrize("written", ["Island (381)", "Opt (381)", "Opt (059)", "Opt (100)"])
@pytest.mark.parametrize("suffix", [".txt", ".csv"])
def test_a_collector_number_in_brackets_after_a_name_alone_is_no_count(
        written: str, suffix: str) -> None:
    """``Island (381)`` with no count before it is one Island of collector number 381, as
    ``1 Island (SET) 381`` is (no deck holds a hundred copies; a leading zero is a
    number's): it was 381 copies, a 21-card list legal as a 400-card deck; a CSV cell of
    a column the header leaves untitled, read for card lines, counts none of it."""
    name = written.split(" (")[0]
    if suffix == ".txt":
        deck = f"4 Ponder\n{written}\n"
        result = mtg("mtg/legacy").check_bytes(deck.encode(), "deck.txt")
        assert (result.zones, [(v.rule, v.message, v.line) for v in result.violations]) == (
            {"main": 5}, [("zone-size", "Main deck: 5 cards; at least 60", 1),
                          ("reading", f"no card is named '{written}': read as 1 {name}", 2)])
        return
    deck = f"Qty,Card,\n4,Ponder,{written}\n"
    result = mtg("mtg/legacy").check_bytes(deck.encode(), "deck.csv")
    assert (result.status, result.zones) == ("illegal", {"main": 4})


#: The TCGplayer deck of the test above as a Markdown table (a deck posted on a forum).
TCGPLAYER_TABLE = ("| Quantity | Name | Simple Name |\n|---|---|---|\n"
                   "| 50 | Mountain | Mountain |\n| 1 | Forest - Full Art | Forest |\n"
                   "| 1 | Lim-D\u00fbl's Vault | Lim-Dul's Vault |\n"
                   "| 4 | Lightning Bolt (Extended Art) | Lightning Bolt |\n"
                   "| 2 | Fable of the Mirror-Breaker // Reflection of Kiki-Jiki | Fable of the "
                   "Mirror-Breaker |\n| 2 | Wear // Tear | Wear/Tear |\n")


@pytest.mark.parametrize(("row", "unknown"), [
    ("| 1 | Island | Grief |", "Island Grief"),
    ("| 1 | Grief (Borderless) | Island |", "Grief (Borderless) Island"),
])
def test_a_markdown_tables_name_columns_naming_two_cards_are_read_as_written(
        row: str, unknown: str) -> None:
    """A Markdown table's ``Simple Name`` naming another card than its ``Name`` (each
    tool reads one of them) gives the row read as written, all its cells one unknown
    card: the second name was a note, the row counted as the first card, a banned card
    hidden (a wrong LEGAL). Names of one card there agree: the deck is legal."""
    legal = mtg("mtg/vintage").check_bytes(TCGPLAYER_TABLE.encode(), "deck.md")
    text = TCGPLAYER_TABLE.replace("| 50 | Mountain", "| 49 | Mountain") + row + "\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "deck.md")
    assert (legal.status, legal.zones) == ("legal", {"main": 60})
    assert (result.status, [(v.rule, v.message) for v in result.violations
                            if v.severity == "error"]) == (
        "illegal", [("unknown-card", f"unknown card '{unknown}'")])


def test_a_deck_name_column_says_nothing_of_the_zone() -> None:
    """``Deck`` may hold the deck's name: the ``Board`` column beside it places the card."""
    text = "Count,Name,Deck,Board\n56,Mountain,Burn,main\n4,Lightning Bolt,Burn,\n" \
           "1,Grief,Burn,sideboard\n"
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert result.zones == {"main": 60, "side": 1}
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 4)]


def test_a_key_written_twice_in_a_yaml_list_item_is_a_parse_error() -> None:
    """``{name: Crimson Ritual, name: Tide}``: YAML keeps the last name; the banned card
    written first vanished (legal)."""
    text = "deck:\n" + "".join(f"  {line.split(' ', 1)[1]}: 4\n"
                               for line in DECK_40.splitlines()[1:])
    text += "side:\n  - name: Crimson Ritual\n    name: Tide\n"
    result = checker().check_bytes(text.encode(), "deck.yaml")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", "$.side[0]: 'name' written twice ('Crimson Ritual', then 'Tide')", 14)]


# ------------------------------------------------------ found by the extended oracle


def test_an_acute_accent_written_as_an_apostrophe_is_an_apostrophe() -> None:
    """NFKC writes ``´`` (U+00B4) as a space and a combining accent, so the apostrophe it
    stood for was lost before it could be straightened (an unknown card, also once
    folded with a Greek iota beside it)."""
    for written in ("Sensei\u00b4s Divining Top", "Sensei\u00b4s Div\u03b9ning Top"):
        result = mtg().check_bytes(f"56 Mountain\n1 {written}\n".encode(), "deck.txt")
        assert [rule for rule, _message, _line in errors(result)] == ["zone-size", "banned"]


def test_a_split_card_in_quotes_is_the_card() -> None:
    """``"Fire // Ice"``: the quotes hid the name from the reading that keeps a split
    card whole, so ``// Ice"`` was taken for a comment and ``"Fire`` was unknown."""
    text = "52 Mountain\n4 Fire // Ice\n1 \u2018Fire // Ice\u2019\n1 \"Fire/Ice\"\n"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert errors(result) == [("zone-size", "Main deck: 58 cards; at least 60", 1),
                              ("copy-limit", "6 copies of Fire // Ice; at most 4 (written "
                               "'\u2018Fire // Ice\u2019' on line 3, '\"Fire/Ice\"' on line 4)",
                               2)]


@pytest.mark.parametrize("written", ["Sensei&#39;s Divining Top", "Sensei&apos;s Divining Top",
                                     "Sensei%27s%20Divining%20Top",
                                     "Sensei&#x2019;s Divining Top"])
def test_html_character_references_and_percent_encoding_are_read(written: str) -> None:
    """A name copied from a page's source or a link keeps its escapes: the banned card
    is still banned (it was an unknown card)."""
    result = mtg().check_bytes(f"56 Mountain\n4 {written}\n".encode(), "deck.txt")
    assert errors(result) == [
        ("banned", "Sensei's Divining Top is banned in Modern (listed by 2020-01-01, "
         "where the recorded lists start)", 2)]


@pytest.mark.parametrize("line", [
    # after a bare set code, with no count leading the line: four copies or one of
    # collector number 4, never counted as fewer copies than it may mean
    "Black Lotus LEA 4", "LEA Black Lotus 4", "Black Lotus LEA 4x", "Black Lotus LEA 4 // power",
    "Black Lotus|LEA 4", "Black Lotus LEA 4 //", "LEA Black Lotus 4 // power",
    # after a set code in brackets after the name (was collector number 4: one copy)
    "Black Lotus (LEA) 4", "Black Lotus [LEA] 4", "Black Lotus {LEA} 4",
    "Black Lotus (LEA) 4 // power", "Black Lotus (lea) 4", "Black Lotus (LEA:1) 4",
    # in square or curly brackets (was a set code, or an Archidekt category with an x),
    # or before a // comment (was cut off with the comment)
    "[4] Black Lotus", "{4} Black Lotus", "Black Lotus {4}", "Black Lotus [x4]",
    "Black Lotus [4x]", "Black Lotus {x4}", "Black Lotus x4 // power",
    "Black Lotus [4] // power",
    # with an x in brackets before the name (was a set code [x4])
    "[x4] Black Lotus", "(4x) Black Lotus", "{x4} Black Lotus", "[4X] Black Lotus"])
def test_a_count_written_in_other_ways_is_the_count(line: str) -> None:
    """Each line was read as one copy without a word: legal in Vintage."""
    result = mtg("mtg/vintage").check_bytes(f"Deck\n56 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("restricted", "4 copies of Black Lotus; it is restricted to "
                               "1 copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 3)]


@pytest.mark.parametrize(("line", "written"), [
    ("1 Black Lotus [x4]", "Black Lotus [x4]"), ("1x Black Lotus (4x)", "Black Lotus (4x)"),
    ("[LEA] [4] Black Lotus", "[4] Black Lotus"),
    ("Black Lotus [x4] [LEA]", "Black Lotus [x4]"),
    ("Black Lotus [4] [LEA]", "Black Lotus [4]"), ("1 Black Lotus [4]", "Black Lotus [4]"),
    ("Black Lotus {4} (LEA)", "Black Lotus {4}")])
def test_a_count_in_brackets_is_never_dropped_as_a_set_code(line: str, written: str) -> None:
    """A count in brackets the line did not read as its count (another count leads the
    line, or a set code stands between it and the name) was stripped as a set code: one
    copy without a word. It stays in the name, an unknown card."""
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 3)]


@pytest.mark.parametrize(("line", "count"),
                         [("# Ponder (4)", 4), ("## Ponder:", 1), ("### Ponder [4]", 4),
                          ("# Ponder x4", 4), ("# Ponder (x4)", 4), ("# Ponder (4) // ban", 4)])
def test_a_markdown_heading_that_names_a_card_with_a_count_is_that_card(line: str,
                                                                       count: int) -> None:
    """``# Ponder (4)`` was taken for a grouping heading without a word, as ``Ponder (4)``
    is not: the banned card vanished (legal)."""
    result = mtg().check_bytes(f"56 Mountain\n4 Lightning Bolt\n{line}\n".encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Ponder is banned in Modern (listed by 2020-01-01, "
                               "where the recorded lists start)", 3)]
    assert result.zones == {"main": 60 + count}


@pytest.mark.parametrize(("line", "message", "rule"), [
    ("# Ponderr (4)", "unknown card 'Ponderr'", "unknown-card"),
    ("# Mono Red Burn (60)", "'Mono Red Burn' names no card: read as a note, not a card",
     "reading"),
])
def test_a_markdown_heading_with_a_count_near_a_card_is_an_unknown_card(
        line: str, message: str, rule: str) -> None:
    result = mtg().check_bytes(f"56 Mountain\n4 Lightning Bolt\n{line}\n".encode(), "d.txt")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("unknown-card", "reading")] == [(rule, message, 3)]


def test_a_markdown_heading_of_header_words_stays_a_heading_without_a_note() -> None:
    result = mtg().check_bytes(b"## Creatures (4)\n4 Grizzly Bears\n## Lands (56)\n"
                               b"56 Mountain\n", "d.txt")
    assert result.status == "legal"
    assert result.violations == []


def _lackey(inside_deck: str, after: str = "", superzone: str = '<superzone name="Deck">'
            ) -> bytes:
    mountains = "".join("<card><name>Mountain</name></card>\n" for _ in range(56))
    bolts = "".join("<card><name>Lightning Bolt</name></card>\n" for _ in range(4))
    return (f'<deck version="0.8">\n{superzone}\n{mountains}{bolts}{inside_deck}'
            f"</superzone>\n{after}</deck>\n").encode()


@pytest.mark.parametrize(("data", "message"), [
    (_lackey("<group><card><name>Black Lotus</name></card></group>\n"),
     "a <card> inside <group>, not in a superzone: LackeyCCG reads cards in the "
     "superzones of <deck> only; its copies were not counted"),
    (_lackey("", "<card><name>Black Lotus</name></card>\n"),
     "a <card> inside <deck>, not in a superzone: LackeyCCG reads cards in the superzones "
     "of <deck> only; its copies were not counted"),
    (_lackey('<superzone name="Deck"><card><name>Black Lotus</name></card></superzone>\n'),
     "a <card> inside a <superzone> that is not directly under <deck>: LackeyCCG reads "
     "cards in the superzones of <deck> only; its copies were not counted"),
    (_lackey("<card><name>Mountain</name><name>Black Lotus</name></card>\n"),
     "a <card> element with several <name>s: not read"),
    (_lackey('<card name="Black Lotus"><name>Mountain</name></card>\n'),
     "a <card> named 'Black Lotus' by an attribute and 'Mountain' by its <name>: each tool "
     "reads one of them; not read"),
    (_lackey("", superzone='<superzone Name="Deck" name="Tokens">'),
     "<superzone> has the attributes Name, name, which differ only in case: each tool "
     "reads one of them; not read"),
])
def test_a_lackey_card_hidden_outside_its_place_is_a_parse_error(data: bytes,
                                                                 message: str) -> None:
    """A LackeyCCG card nested in another element, outside every superzone or with two
    names, and a superzone named twice in two cases: each was dropped without a word
    (a Black Lotus so hidden left the deck legal)."""
    result = mtg("mtg/legacy").check_bytes(data, "d.dek")
    assert result.status == "illegal"
    assert ("parse-error", message) in [(rule, said) for rule, said, _line in errors(result)]
    assert "banned" not in [rule for rule, _said, _line in errors(result)]  # not read


@pytest.mark.parametrize("nested", ["maybeboard", "tokens", "Side"])
def test_a_cockatrice_zone_named_as_cockatrices_own_inside_a_board_is_not_counted(
        nested: str) -> None:
    """Cockatrice refuses a deck's own group named as one of its zones: 20 more
    Mountains in a ``maybeboard`` nested in ``main`` made a 40-card deck legal."""
    result = mtg().check_bytes(_cod(f'<zone name="{nested}"><card number="20" '
                                    'name="Mountain"/></zone>'), "d.cod")
    assert result.status == "illegal"
    assert ("parse-error", f"a zone named '{nested}' inside another: Cockatrice's own zones "
            "are not a deck's groups; its cards were not counted", 6) in errors(result)


@pytest.mark.parametrize(("data", "name", "message", "line"), [
    (_cod('<x:card xmlns:x="urn:x" number="4" name="Grief"/>'), "d.cod",
     "<x:card> is an element with an XML namespace prefix, which the decklist tools each "
     "read differently; not read", 6),
    (_dek('<x:Cards xmlns:x="urn:x" Quantity="4" Sideboard="false" Name="Grief" />'),
     "d.dek", "<x:Cards> is an element with an XML namespace prefix, which the decklist "
     "tools each read differently; not read", 5),
    (_cod('<xsi:card xmlns:xsi="urn:x" number="4" name="Grief"/>'), "d.cod",
     "<xsi:card> is an element with an XML namespace prefix, which the decklist tools each "
     "read differently; not read", 6),
    (_dek('<xsd:Cards Quantity="4" Sideboard="false" Name="Grief" />'),
     "d.dek", "<xsd:Cards> is an element with an XML namespace prefix, which the decklist "
     "tools each read differently; not read", 5),
    (_cod('<card xmlns:x="urn:x" x:number="4" number="1" name="Island"/>'), "d.cod",
     "<card> has the attribute x:number with an XML namespace prefix, which the decklist "
     "tools each read differently; it was not read", 6),
])
def test_xml_names_with_a_namespace_prefix_are_a_parse_error(
        data: bytes, name: str, message: str, line: int) -> None:
    """Cockatrice reads ``<x:card>`` by its local name, MTGO skips ``<x:Cards>``; the
    readers skipped both without a word (four banned Grief beside a legal deck: legal)."""
    result = mtg().check_bytes(data, name)
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", message, line)]


@pytest.mark.parametrize(("data", "name", "root"), [
    (_dek("").replace(b"<Deck>", b'<ns:Deck xmlns:ns="urn:x">').replace(
        b"</Deck>", b"</ns:Deck>"), "d.dek", "ns:Deck"),
    (_cod("").replace(b"<cockatrice_deck", b'<c:cockatrice_deck xmlns:c="urn:x"').replace(
        b"</cockatrice_deck>", b"</c:cockatrice_deck>"), "d.cod", "c:cockatrice_deck"),
])
def test_a_root_with_a_namespace_prefix_is_read_by_its_local_name(
        data: bytes, name: str, root: str) -> None:
    """A deck file's root written with a namespace prefix (``<ns:Deck>``) is its dialect's
    root by its local name: its cards are read (a banned Grief is banned), the prefix a
    parse-error saying so (the file was refused as no MTGO deck, or read as text)."""
    local = root.partition(":")[2]
    grief = (b'<Cards Quantity="4" Sideboard="false" Name="Grief" />' if name == "d.dek"
             else b'<card number="4" name="Grief"/>')
    closing = b"</ns:Deck>" if name == "d.dek" else b"</zone>"
    result = mtg().check_bytes(data.replace(closing, grief + b"\n" + closing, 1), name)
    assert result.status == "illegal"
    assert [(rule, said) for rule, said, _line in errors(result)] == [
        ("parse-error", f"<{root}> is a root element with an XML namespace prefix, which the "
         f"decklist tools each read differently; read by its local name <{local}>"),
        ("banned", "Grief is banned in Modern (since 2024-08-26)")]


def test_xml_schema_prefixes_of_an_mtgo_file_are_no_problem() -> None:
    data = _dek("").replace(b"<Deck>", b'<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" '
                            b'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">')
    result = mtg().check_bytes(data, "d.dek")
    assert result.status == "legal"
    assert errors(result) == []


def test_a_nested_copy_of_an_octgn_section_on_its_line_is_not_taken_for_it() -> None:
    """A section nested in a <group>, written on the line of a section of <deck> and the
    same as it, was taken for that section (elements compare by value): its four
    Lightning Bolt, eight with the section's, were dropped without a word (legal)."""
    section = ('<section name="Main" shared="False"><card qty="4" id="3">Lightning Bolt'
               '</card></section>')
    data = ('<?xml version="1.0" encoding="utf-8"?>\n<deck game="x">'
            f'{section}<group>{section}</group>\n<section name="Main" shared="False">'
            '<card qty="56" id="1">Mountain</card></section>\n</deck>\n').encode()
    result = mtg().check_bytes(data, "d.o8d")
    assert result.status == "illegal"
    assert errors(result) == [(
        "parse-error", "a <card> inside a <section> that is not directly under <deck>: OCTGN "
        "reads cards in the sections of <deck> only; its copies were not counted", 2)]


def _o8d(inside_main: str, after: str = "") -> bytes:
    return ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<deck game="x">\n'
            '<section name="Main" shared="False">\n<card qty="56" id="1">Mountain</card>\n'
            f'<card qty="4" id="2">Lightning Bolt</card>\n{inside_main}\n</section>\n'
            f'{after}</deck>\n').encode()


@pytest.mark.parametrize(("data", "message", "line"), [
    (_o8d('<group><card qty="4" id="3">Grief</card></group>'),
     "a <card> inside <group>, not in a section: OCTGN reads cards in the sections of "
     "<deck> only; its copies were not counted", 6),
    (_o8d("", '<card qty="4" id="3">Grief</card>\n'),
     "a <card> inside <deck>, not in a section: OCTGN reads cards in the sections of "
     "<deck> only; its copies were not counted", 8),
    (_o8d('<section name="Main"><card qty="4" id="3">Grief</card></section>'),
     "a <card> inside a <section> that is not directly under <deck>: OCTGN reads cards in "
     "the sections of <deck> only; its copies were not counted", 6),
])
def test_an_octgn_card_outside_the_sections_of_the_deck_is_a_parse_error(
        data: bytes, message: str, line: int) -> None:
    """OCTGN reads the cards directly in the sections of ``<deck>``; four banned Grief
    elsewhere were dropped without a word (legal)."""
    result = mtg().check_bytes(data, "d.o8d")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", message, line)]


def _csv(header: str, count: str = "4") -> bytes:
    """A CSV export of 56 Mountain and ``count`` banned Grief, whose quantity column is
    named ``header``'s first column."""
    return f"{header}\n{count},Grief,1\n56,Mountain,2\n".encode()


@pytest.mark.parametrize("header", ["Anzahl,Name,Set", "Quantité,Nom,Set",
                                    "Cantidad,Name,Set", "Aantal,Naam,Set",
                                    "Stück,Name,Set", "Nbre,Nom,Set"])
def test_a_csv_quantity_column_named_in_another_language_gives_the_counts(
        header: str) -> None:
    """Each row was one copy: 4 banned Grief and 56 Mountain were a deck of 2 (and a
    deck of 59 single rows beside them would have been legal)."""
    result = mtg().check_bytes(_csv(header), "d.csv")
    assert result.status == "illegal"
    assert errors(result) == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 2)]


def test_an_english_csv_column_is_read_beside_one_of_another_language() -> None:
    """The English column is read; one of another language beside it is a second count
    column, blank or agreeing (its copies went unread: ``0,4,Grief`` hid the banned
    card), else a ``parse-error`` on the row, as two English ones are."""
    result = mtg().check_bytes(b"Count,Anzahl,Name\n4,4,Grief\n56,,Mountain\n", "d.csv")
    assert errors(result) == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 2)]
    result = mtg().check_bytes(b"Count,Anzahl,Name\n0,4,Grief\n56,,Mountain\n", "d.csv")
    assert errors(result) == [
        ("parse-error", "the quantity columns disagree: Count '0' and Anzahl '4'; not read",
         2), ("zone-size", "Main deck: 56 cards; at least 60", 3)]


def test_a_csv_column_of_counts_no_quantity_column_names_is_a_parse_error() -> None:
    """``Wieviel`` is no known quantity column: each row is one copy, and the column of
    numbers is said (it was dropped without a word)."""
    result = mtg().check_bytes(_csv("Wieviel,Name,Collector Number"), "d.csv")
    assert result.status == "illegal"
    assert ("parse-error", "column 'Wieviel' holds whole numbers, some above 1, but is no "
            "quantity column (Count, Quantity, Qty, Amount, Copies): each row was read as "
            "one copy", 1) in errors(result)


def test_a_csv_card_list_with_collector_numbers_and_prices_has_no_count_problem() -> None:
    rows = "".join(f"Mountain,{n},{n + 1}\n" for n in range(60))
    result = mtg().check_bytes(f"Name,Collector Number,Price\n{rows}".encode(), "d.csv")
    assert result.status == "legal"
    assert errors(result) == []


@pytest.mark.parametrize("separator_hint", ["", "sep=,\n"])
def test_a_csv_row_of_several_lines_is_said_on_the_line_it_starts(
        separator_hint: str) -> None:
    """A quoted cell may run over lines: each problem names the line its row starts on
    (it named the row's last line), after a spreadsheet's separator hint too."""
    first = 2 + len(separator_hint.splitlines())
    # (no blank row: the rows after one are a second block, the side deck)
    text = (f'{separator_hint}Count,Name\n"4\n",Grief\n1,"Moun\ntain"\n56,Mountain\n'
            "1,Grieff\n")
    result = mtg().check_bytes(text.encode(), "d.csv")
    assert errors(result) == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", first),
        ("parse-error", f"the card name 'Moun / tain' runs over lines {first + 2}-"
         f"{first + 3}: its row is not read", first + 2),
        ("unknown-card", "unknown card 'Grieff'", first + 5)]


# ------------------------------------------------ a count of 0 before a counted line


def _readings(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.message, v.line) for v in result.violations if v.rule == "reading"]


@pytest.mark.parametrize(("line", "written", "zones"), [
    ("0 4 Crimson Ritual", "4 Crimson Ritual", {"main": 44}),
    ("0 x4 Crimson Ritual", "x4 Crimson Ritual", {"main": 44}),
    ("0 Crimson Ritual x4", "Crimson Ritual x4", {"main": 44}),
    ("0 SB: 4 Crimson Ritual", "SB: 4 Crimson Ritual", {"main": 40, "side": 4}),
    ("Deck: 0 4 Crimson Ritual", "4 Crimson Ritual", {"main": 44}),
])
def test_a_zero_before_a_counted_card_line_does_not_cut_it(
        line: str, written: str, zones: dict[str, int]) -> None:
    """``0 4 Crimson Ritual`` was "0 copies of '4 Crimson Ritual': not counted" (legal):
    the count the rest gives is read, as a line never counts fewer copies than it may
    mean, and a note says so."""
    result = checker().check_bytes(f"{DECK_40}{line}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == zones
    assert errors(result) == [("banned", BANNED, 12)]
    assert _readings(result) == [
        (f"no card is named '{written}': the count it gives is read, not the 0 before it: "
         "read as 4 Crimson Ritual", 12)]


@pytest.mark.parametrize(("line", "note"), [
    ("0 Crimson Ritual", "0 copies of 'Crimson Ritual': not counted"),
    ("0 4 Crimson Ritual [Maybeboard]", "category 'Maybeboard' is not part of the deck"),
])
def test_a_card_cut_with_a_zero_stays_cut(line: str, note: str) -> None:
    result = checker().check_bytes(f"{DECK_40}{line}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert _readings(result) == [(note, 12)]


def test_a_zero_before_a_card_named_with_a_number_cuts_that_card() -> None:
    """``+2 Mace`` is a card: ``0 +2 Mace`` cuts it, no two Mace are read."""
    result = mtg().check_bytes(b"0 +2 Mace\n0 4 Ponder\n", "deck.txt")
    assert _readings(result) == [
        ("0 copies of '+2 Mace': not counted", 1),
        ("no card is named '4 Ponder': the count it gives is read, not the 0 before it: "
         "read as 4 Ponder", 2)]
    assert result.zones == {"main": 4}


@pytest.mark.parametrize(("line", "count", "name"), [
    ("4xLightning Bolt", 4, "Lightning Bolt"), ("2\u00d7Opt", 2, "Opt"),
    ("1XXenagos, the Reveler", 1, "Xenagos, the Reveler"),
    ("4xlightning bolt", 4, "Lightning Bolt"), ("4-Lightning Bolt", 4, "Lightning Bolt"),
    ("3\u2013Opt", 3, "Opt"),
    # a count word ending the name is the card's ("Hollow One"), no count after a dash
    ("4-Hollow One", 4, "Hollow One"),
])
def test_a_count_run_into_the_name_by_its_x_is_read(line: str, count: int, name: str) -> None:
    """``4xLightning Bolt`` (a forum post's count, no space after its x) was the unknown
    card '4xLightning Bolt', a legal deck illegal: it is the count, with a note; so is
    ``4-Lightning Bolt`` (Magic Cove's ``.mcd`` lists, a count's dash with no space)."""
    result = mtg().check_bytes(f"Deck\n{60 - count} Island\n{line}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert _readings(result) == [(f"no card is named '{line}': read as {count} {name}", 3)]


_COVE = "4-Lightning Bolt\n4-Ponder\n4-Brainstorm\n48-Island\n"


@pytest.mark.parametrize("comment", [">comment", "> sideboard vs Burn", ">Built for FNM"])
def test_a_magic_cove_comment_is_no_card(comment: str) -> None:
    """In a list of Magic Cove's ``4-Name`` lines a line opening with ``>`` is the form's
    comment, said in a note: it was read as an e-mail's quote, ``>comment`` an unknown
    card (a legal deck illegal)."""
    result = mtg("mtg/legacy").check_bytes(f":Izzet\n{comment}\n{_COVE}".encode(), "deck.mcd")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert (f"'{comment}' is a comment in Magic Cove's .mcd form: not read", 2) in \
        _readings(result)


def test_a_card_line_in_a_magic_cove_comment_is_said_and_a_quoted_list_still_read() -> None:
    """``>4-Black Lotus`` in a Magic Cove list is commented out, said so; a list of ``4
    Name`` lines quoted in an e-mail (``> 4 Ponder``) is still read as its cards."""
    result = mtg("mtg/legacy").check_bytes(f">4-Black Lotus\n{_COVE}".encode(), "deck.mcd")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert any("commented out" in message and "Black Lotus" in message
               for message, _ in _readings(result))
    quoted = "".join(f"> {line.replace('-', ' ', 1)}\n" for line in _COVE.splitlines())
    result = mtg("mtg/legacy").check_bytes(f"> 1 Black Lotus\n{quoted}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"main": 61}


@pytest.mark.parametrize("line", ["4x: Lightning Bolt", "4x. Lightning Bolt",
                                  "4x - Lightning Bolt", "4\u00d7: Lightning Bolt"])
def test_a_mark_after_a_counts_x_is_no_part_of_the_name(line: str) -> None:
    """``4x: Lightning Bolt`` was the unknown card '4x: Lightning Bolt' (a legal deck
    illegal), though ``4: Lightning Bolt`` and ``4x Lightning Bolt`` were four copies."""
    result = mtg().check_bytes(f"Deck\n56 Island\n{line}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    result = mtg("mtg/premodern").check_bytes(
        f"Deck\n56 Swamp\n{line.replace('Lightning Bolt', 'Mind Twist')}\n".encode(),
        "deck.txt")
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", 3)]


def test_a_banned_card_behind_a_count_run_into_its_name_is_banned() -> None:
    """``1xMind Twist`` under the Sideboard prefix is the banned card, and ``5xDuress`` a fifth
    copy of Duress: each is that card, on its line."""
    result = mtg("mtg/premodern").check_bytes(
        b"Deck\n55 Swamp\n5xDuress\nSideboard\nSB: 1xMind Twist\n", "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 3), ("banned", 5)]
    result = mtg("mtg/premodern").check_bytes(
        b"Deck\n55 Swamp\n5-Duress\nSideboard\nSB: 1-Mind Twist\n", "deck.txt")
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 3), ("banned", 5)]


@pytest.mark.parametrize(("line", "count"), [
    ("+2 Mace x4", 4), ("+2 Mace (3x)", 3), ("+2 Mace (AFR) 1", 1), ("+2 Mace (AFR) 1 x2", 2),
    ("+2 Mace x1 *F*", 1),
])
def test_a_card_named_with_a_number_keeps_a_count_written_after_it(line: str,
                                                                  count: int) -> None:
    """``+2 Mace x4`` was the unknown card 'Mace x4' (its ``+2`` read as the count), a legal
    deck illegal, though ``+2 Mace`` alone and ``4 +2 Mace`` are the card: a count or a
    printing after the name is read as on any line with no count before the name."""
    result = mtg().check_bytes(f"Deck\n{60 - count} Island\n{line}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert _readings(result) == [(f"no card is named '{line.removesuffix(' *F*')}': read as "
                                  f"{count} +2 Mace", 3)]


def test_a_fifth_copy_of_a_card_named_with_a_number_is_counted() -> None:
    """``+2 Mace x5`` is five copies of the card, a copy-limit error, and ``1996 World
    Champion x1`` that card, which no tournament format's pool holds: neither is an
    unknown card or a quantity out of range any more."""
    result = mtg().check_bytes(b"Deck\n55 Island\n+2 Mace x5\n1996 World Champion x1\n",
                               "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 3), ("card-pool", 4)]
    assert "5 copies of +2 Mace; at most 4" in [v.message for v in result.violations]
    assert ("'1996 World Champion' names a card: read as 1 1996 World Champion", 4) in \
        _readings(result)


#: A format of each game, to read its cards' names by.
_GAME_FORMATS = {"mtg": "mtg/vintage", "mage-noir": "mage-noir/tournament",
                 "magetcg": "magetcg/constructed", "magi-nation": "magi-nation/standard"}


@pytest.mark.parametrize("game", bundled_games())
@pytest.mark.parametrize("form", ["{name} {n}", "{n} {name}", "{name} x{n}"])
def test_every_card_named_with_a_number_keeps_its_count_in_every_form(game: str,
                                                                      form: str) -> None:
    """Each card of the bundled data whose name holds digits (``+2 Mace``, ``Pain 101``,
    ``Spider-Man 2099``, ``Black Waltz No. 3``, ``1996 World Champion``), written with
    its count after it, before it or after it with an ``x``, is that card with that count:
    ``Pain 101 1`` was the unknown card 'Pain 101 1' and ``+2 Mace 1`` two 'Mace 1'
    (``Thoughtseize 4`` was four Thoughtseize); the name's own digits are never a count."""
    names = sorted({card.name for card in bundled_database(game)
                    if any(character.isdigit() for character in card.name)})
    checker = Checker(CheckOptions(format_id=_GAME_FORMATS[game], use_config=False,
                                   as_of=MTG_DAY))
    wrong = []
    for name in names:
        for count in (1, 3):
            line = form.format(name=name, n=count)
            result = checker.check_bytes(f"{line}\n".encode(), "deck.txt")
            assert result.deck is not None
            read = [(entry.count, entry.card.name if entry.card else None)
                    for entry in result.deck.entries]
            unread = [v.message for v in result.violations
                      if v.rule in ("unknown-card", "parse-error")]
            if read != [(count, name)] or unread:
                wrong.append((line, read, unread))
    assert wrong == []
    assert game != "mtg" or {"+2 Mace", "Pain 101", "Spider-Man 2099"} <= set(names)


@pytest.mark.parametrize(("line", "count", "name"), [
    ("+2 Mace 1", 1, "+2 Mace"), ("+2 Mace 3", 3, "+2 Mace"), ("Pain 101 1", 1, "Pain 101"),
    ("Spider-Man 2099 1", 1, "Spider-Man 2099"), ("Pip-Boy 3000 2x", 2, "Pip-Boy 3000"),
    ("Black Waltz No. 3 2", 2, "Black Waltz No. 3"),
    ("Machine Man, Model X-51 1", 1, "Machine Man, Model X-51"),
    ("Relentless X-ATM092 1", 1, "Relentless X-ATM092"),
    ("Spider-Man 2099 (SPM) 2", 2, "Spider-Man 2099"),
    # a signed name's count written after it in any way a line writes one
    ("+2 Mace: 1", 1, "+2 Mace"), ("+2 Mace (1)", 1, "+2 Mace"), ("+2 Mace 1x", 1, "+2 Mace"),
    ("+2 Mace - 2", 2, "+2 Mace"), ("+2 Mace,1", 1, "+2 Mace"),
])
def test_a_count_after_a_name_ending_in_digits_is_read_with_a_note(line: str, count: int,
                                                                   name: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"Deck\n{line}\n".encode(), "deck.txt")
    assert result.zones == {"main": count}
    assert _readings(result) == [(f"no card is named '{line}': read as {count} {name}", 2)]
    assert [v.rule for v in result.violations if v.rule == "unknown-card"] == []


@pytest.mark.parametrize("line", ["+2 Mace x0", "+2 Mace (0)"])
def test_a_zero_after_a_signed_name_cuts_that_card(line: str) -> None:
    """``+2 Mace x0`` was two of the unknown card 'Mace x0': it cuts the card, as ``0 +2
    Mace`` does."""
    result = mtg("mtg/vintage").check_bytes(f"Deck\n4 Ponder\n{line}\n".encode(),
                                            "deck.txt")
    assert result.zones == {"main": 4}
    assert _readings(result) == [("0 copies of '+2 Mace': not counted", 3)]


@pytest.mark.parametrize(("line", "unknown"), [
    ("Qzxv 101 2", "Qzxv 101 2"), ("Pain 101 1000", "Pain 101 1000"),
    # a count before the name and one after: no count is taken from the name's end
    ("1 +2 Mace 1", "+2 Mace 1"), ("1 Pain 101 1", "Pain 101 1"),
])
def test_a_number_after_a_name_naming_no_card_stays_in_the_name(line: str,
                                                                unknown: str) -> None:
    """The number after a name ending in digits is a count only when the name before it
    names a card: otherwise the line is the unknown card as written, one copy (its own
    number never read as copies)."""
    result = mtg("mtg/vintage").check_bytes(f"Deck\n{line}\n".encode(), "deck.txt")
    assert result.zones == {"main": 1}
    assert [v.message.split(" (")[0] for v in result.violations
            if v.rule == "unknown-card"] == [f"unknown card '{unknown}'"]


@pytest.mark.parametrize(("line", "count", "name"), [
    ("4 Thoughtseize 12.99", 4, "Thoughtseize"), ("4 Thoughtseize 12,99", 4, "Thoughtseize"),
    ("4x Thoughtseize 0.25", 4, "Thoughtseize"), ("SB: 2 Thoughtseize 12.99", 2, "Thoughtseize"),
    ("1 Borrowing 100,000 Arrows 3.50", 1, "Borrowing 100,000 Arrows"),
    ("4 Pain 101 1.25", 4, "Pain 101"),
])
def test_a_price_without_its_currency_after_a_counted_card_is_dropped_with_a_note(
        line: str, count: int, name: str) -> None:
    """``4 Thoughtseize 12.99`` (a price list pasted without its heading) was the unknown
    card 'Thoughtseize 12.99': the price is dropped, with a note, when the name before it
    names a card and the line has a count of its own (no bundled card's name ends in a
    decimal number; ``Borrowing 100,000 Arrows`` keeps its own)."""
    result = mtg("mtg/vintage").check_bytes(f"Deck\n{line}\n".encode(), "deck.txt")
    assert sum(result.zones.values()) == count
    assert _readings(result) == [(f"no card is named '{line.split(': ')[-1].split(' ', 1)[1]}'"
                                  f": read as {count} {name}", 2)]
    assert [v.rule for v in result.violations if v.rule == "unknown-card"] == []


@pytest.mark.parametrize(("line", "unknown"), [
    ("4 Qzxv 12.99", "Qzxv 12.99"), ("4 Thoughtseize 12.999", "Thoughtseize 12.999"),
    # no count before the name: the number may be the count or part of the name
    ("Thoughtseize 12.99", "Thoughtseize 12.99"),
])
def test_a_decimal_number_is_no_price_unless_it_leaves_a_counted_card(line: str,
                                                                      unknown: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"Deck\n{line}\n".encode(), "deck.txt")
    assert [v.message.split(" (")[0].split(": it looks")[0] for v in result.violations
            if v.rule == "unknown-card"] == [f"unknown card '{unknown}'"]
    assert _readings(result) == []


def test_a_card_named_with_a_number_and_its_count_last_in_a_real_list(shared: Path) -> None:
    """``+2 Mace 1`` for ``1 Tormod's Crypt``, the last line of a real Vintage list: it was
    two 'Mace 1', an unknown card, a sideboard of 16; it is one +2 Mace, legal."""
    deck = shared / "data/mtg/decklists-2024-2026/mtgo/" \
        "vintage_2026-07-31_vintage-challenge-32-d13021_016.txt"
    text = deck.read_text("utf-8")
    assert text.endswith("1 Tormod's Crypt\n")
    checker = Checker(CheckOptions(format_id="mtg/vintage", use_config=False,
                                   as_of=dt.date(2026, 7, 31)))
    result = checker.check_bytes(text.replace("1 Tormod's Crypt\n", "+2 Mace 1\n").encode(),
                                 "deck.txt")
    line = text.count("\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert _readings(result) == [("no card is named '+2 Mace 1': read as 1 +2 Mace", line)]


@pytest.mark.parametrize(("line", "comment"), [
    ("0 Crimson Ritual #4", "#4"), ("0 Crimson Ritual # x4", "# x4"),
    ("0x Crimson Ritual #4 copies", "#4 copies"), ("(0) Crimson Ritual # four", "# four"),
    ("Crimson Ritual x0 #IV", "#IV"),
])
def test_a_zero_before_a_number_comment_does_not_cut_its_count(line: str,
                                                              comment: str) -> None:
    """``0 Crimson Ritual #4`` was "0 copies of 'Crimson Ritual'" (legal), where ``0
    Crimson Ritual // 4`` gave its four copies: ``#`` and ``//`` read one count the same
    way, and the 0 before the name cuts no count the line gives."""
    result = checker().check_bytes(f"{DECK_40}{line}\n".encode(), "deck.txt")
    assert result.zones == {"main": 44}
    assert errors(result) == [("banned", BANNED, 12)]
    assert _readings(result)[0] == (
        f"'{comment}' after the name: its number is read as the count", 12)
    assert _readings(result)[1][0].endswith(
        "the count it gives is read, not the 0 before it: read as 4 Crimson Ritual")


@pytest.mark.parametrize("line", [
    "0 Black Lotus (LEA) 1", "0 Black Lotus LEA 1", "0 Black Lotus|LEA 1",
    "0 Black Lotus (LEA) 1 // power", "0 Black Lotus # 1", "0 Black Lotus #one",
])
def test_a_zero_before_a_count_of_one_after_the_name_does_not_cut_it(line: str) -> None:
    """A count of one after a set code or in a comment is a count too: ``0 Black Lotus
    (LEA) 1`` was "0 copies" (a banned card unsaid), where ``(LEA) 4`` gave four."""
    result = mtg("mtg/legacy").check_bytes(f"{line}\n".encode(), "deck.txt")
    assert result.zones == {"main": 1}
    assert [(v.rule, v.line) for v in result.violations if v.rule == "banned"] == [
        ("banned", 1)]
    assert any(message.endswith("not the 0 before it: read as 1 Black Lotus")
               for message, _ in _readings(result))


@pytest.mark.parametrize("line", ["0 Black Lotus (LEA)", "0 Black Lotus # power",
                                  "0 Black Lotus"])
def test_a_zero_before_a_name_with_no_count_after_it_cuts_it(line: str) -> None:
    result = mtg("mtg/legacy").check_bytes(f"{line}\n".encode(), "deck.txt")
    assert result.zones == {}
    assert not [v for v in result.violations if v.rule == "banned"]


def test_a_count_with_no_name_before_a_number_comment_is_no_card() -> None:
    """``0 #1 Crimson Ritual``: the comment gave the count, read as "0 copies of 'x1'"."""
    result = checker().check_bytes(f"{DECK_40}0 #1 Crimson Ritual\n".encode(), "deck.txt")
    assert errors(result) == [("parse-error", "a quantity without a card name", 12)]


@pytest.mark.parametrize(("text", "line"), [
    ("[Main]\n" + "".join(f"{row}\n" for row in DECK_40.splitlines()[1:])
     + "0 4 Crimson Ritual|MN1\n", 12),
    ("".join(f"{row.replace(' ', ' [MN1:1] ', 1)}\n" for row in DECK_40.splitlines()[1:])
     + "0 4 [MN1:1] Crimson Ritual\n", 11),
])
def test_a_zero_before_a_counted_line_of_a_dck_file_does_not_cut_it(text: str,
                                                                    line: int) -> None:
    result = checker().check_bytes(text.encode(), "deck.dck")
    assert result.zones == {"main": 44}
    assert errors(result) == [("banned", BANNED, line)]


# ------------------------------------------------------------- counts written otherwise


def test_a_count_written_as_a_word_counts_its_copies() -> None:
    """Four lines ``four Seed`` were four copies of Seed (the word read as a set code and
    dropped): a deck of 52 cards with 16 Seed was legal."""
    text = DECK_40.replace("4 Seed\n", "four Seed\n" * 4)
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.zones == {"main": 52}
    assert errors(result) == [("copy-limit", "16 copies of Seed; at most 4", 5)]
    assert _readings(result) == [("no card is named 'four Seed': read as 4 Seed", line)
                                 for line in (5, 6, 7, 8)]


@pytest.mark.parametrize("line", [
    "four Crimson Ritual", "Four x Crimson Ritual", "quatre Crimson Ritual", "IV Crimson Ritual",
    "\u2163 Crimson Ritual", "\u2074 Crimson Ritual", "\u2463 Crimson Ritual",
    "\u2779 Crimson Ritual", "4\ufe0f\u20e3 Crimson Ritual", "Crimson Ritual four",
    "Crimson Ritual x IV", "Crimson Ritual (four)", "Crimson Ritual [IV]",
])
def test_a_count_in_words_or_other_digits_is_read(line: str) -> None:
    result = checker().check_bytes(f"{DECK_40}{line}\n".encode(), "deck.txt")
    assert result.zones == {"main": 44}
    assert errors(result) == [("banned", BANNED, 12)]
    assert _readings(result) == [
        (f"no card is named '{line}': read as 4 Crimson Ritual", 12)]


@pytest.mark.parametrize(("line", "copies"), [
    ("Crimson Ritual (V)", 5), ("V Crimson Ritual", 5), ("Crimson Ritual [II]", 2),
    ("Crimson Ritual (I)", 1)])
def test_a_roman_numeral_of_one_letter_is_read(line: str, copies: int) -> None:
    """``(V)`` was no count (a one-letter word was tried only as a Unicode number) and no
    set code either: an unknown card, where its copies of a card over its limit were
    to be counted."""
    result = checker().check_bytes(f"{DECK_40}{line}\n".encode(), "deck.txt")
    assert result.zones == {"main": 40 + copies}
    assert errors(result) == [("banned", BANNED, 12)]
    assert _readings(result) == [
        (f"no card is named '{line}': read as {copies} Crimson Ritual", 12)]


def test_a_card_named_with_a_number_word_is_that_card() -> None:
    result = mtg().check_bytes(b"4 Seven Dwarves\nSeven Dwarves\nOne with Nothing\n",
                               "deck.txt")
    assert result.zones == {"main": 6}
    assert _readings(result) == []


@pytest.mark.parametrize(("value", "note"), [
    ("Player: Alice Two", None),
    ("Name: Four Horsemen", "'Four Horsemen' names no card: read as a note, not a card"),
])
def test_a_number_word_in_a_metadata_value_is_no_card(value: str, note: str | None) -> None:
    """As ``Player: Player 1`` and ``Name: 4 Horsemen``: a value that names no card."""
    result = checker().check_bytes(f"{value}\n{DECK_40}".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert _readings(result) == ([(note, 1)] if note else [])


@pytest.mark.parametrize(("value", "line"), [
    ("Name: Seven Dwarves", 2), ("Player: Seven Dwarves", 2), ("Name: One with Nothing", 2),
    ("About\nName Seven Dwarves", 3), ("Deck - Seven Dwarves", 1),
])
def test_a_value_naming_a_card_whose_name_starts_with_a_number_word_is_no_card(
        value: str, line: int) -> None:
    """A deck named after a card whose name starts with a number word (``Seven
    Dwarves``): the word is the card's, no count, and a name is no card line, as ``Name:
    Burn`` is not; a 58-card deck so named was counted 59, a 59-card one 60 and legal."""
    text = f"{value}\n54 Mountain\n4 Lightning Bolt\n"
    result = mtg("mtg/legacy").check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"main": 58}
    assert errors(result) == [("zone-size", "Main deck: 58 cards; at least 60", line)]


@pytest.mark.parametrize(("value", "copies"), [
    ("Deck: four Seven Dwarves", 4), ("Deck: 4 Seven Dwarves", 4), ("Deck - one Ponder", 1),
])
def test_a_value_with_a_count_before_a_card_is_still_that_card(value: str,
                                                              copies: int) -> None:
    result = mtg("mtg/legacy").check_bytes(f"{value}\n56 Mountain\n4 Lightning Bolt\n"
                                           .encode(), "deck.txt")
    assert result.zones == {"main": 60 + copies}
    assert result.status == "legal"


# ------------------------------------------------ what shows as nothing at a line's ends


@pytest.mark.parametrize("blank", ["\u200b", "\u2066", "\ufeff", "\u00ad", "\u3164",
                                   "\u2800", "\U000e0020"])
def test_a_zone_prefix_after_an_invisible_character_still_names_its_zone(blank: str) -> None:
    """``\\u200bSB: 1 Crimson Ritual`` under a Maybeboard looked like ``SB: 1 Crimson
    Ritual``, which contradicts its section (a parse-error), but was skipped with the
    section (legal)."""
    text = f"{DECK_40}Maybeboard\n1 Seed\n{blank}SB: 1 Crimson Ritual{blank}\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    # a left-to-right isolate (U+2066) in a line with nothing right to left shows it as
    # it reads: the same as the other invisible characters
    assert errors(result) == [(
        "parse-error", "this line puts its card in the side deck, but it stands under "
        "'Maybeboard', which is not part of the deck; its copies were not counted", 14)]


def test_a_comment_after_an_invisible_character_is_a_comment() -> None:
    """``\\u200b# 4 Seed`` shows as a comment and is one (it was an unknown card): a card
    line commented out, said by a note."""
    result = checker().check_bytes(f"{DECK_40}\u200b# 4 Seed\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert [(v.rule, v.message) for v in result.violations] == [
        ("reading", "'# 4 Seed' is a card line commented out: not counted (remove its mark "
         "to count 4 Seed)")]


@pytest.mark.parametrize(("line", "written"), [
    ("1 Crimson Ritual (4)", "Crimson Ritual (4)"),
    ("1 Crimson Ritual ( 4 )", "Crimson Ritual ( 4 )"),
])
def test_a_number_in_brackets_after_a_counted_name_is_no_set_code(line: str,
                                                                  written: str) -> None:
    """``1 Seed (4)`` was one Seed, the ``(4)`` dropped as a set code, though the line
    may mean 4: it stays in the name (an unknown card), as ``1 Seed [x4]`` does."""
    result = checker().check_bytes(f"{DECK_40}{line}\n".encode(), "deck.txt")
    assert [(rule, message) for rule, message, _line in errors(result)] == [
        ("unknown-card", f"unknown card '{written}'")]


def test_a_number_in_brackets_after_a_set_code_first_is_cockatrices_art_variant() -> None:
    text = DECK_40.replace("4 Seed", "4X [MN1] Seed (3)")
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 40})


@pytest.mark.parametrize(("text", "zones"), [
    ("[Main]\n" + "".join(f"{row}\n" for row in DECK_40.splitlines()[1:])
     + "\u200b[Sideboard]\n\u200b1 Crimson Ritual\n", {"main": 40, "side": 1}),
    ("".join(f"{row.replace(' ', ' [MN1:1] ', 1)}\n" for row in DECK_40.splitlines()[1:])
     + "\u200bSB: 1 [MN1:1] Crimson Ritual\n", {"main": 40, "side": 1}),
])
def test_an_invisible_character_before_a_dck_line_is_no_part_of_it(
        text: str, zones: dict[str, int]) -> None:
    """Forge's ``\\u200b[Sideboard]`` was an unknown card, XMage's ``\\u200bSB: 1 ...`` no
    card line (both still illegal, but the banned card was not said)."""
    result = checker().check_bytes(text.encode(), "deck.dck")
    assert result.zones == zones
    assert errors(result) == [("banned", BANNED, 13 if text.startswith("[Main]") else 11)]


_YAML_DECK = "".join(f"  {row.split(' ', 1)[1]}: 4\n" for row in DECK_40.splitlines()[1:])


@pytest.mark.parametrize(("key", "value", "zones"), [
    ("name", "4 Crimson Ritual", {"main": 44}),
    ("deck_name", "SB: 1 Crimson Ritual", {"main": 40, "side": 1}),
    ("player", "1 Crimson Ritual", {"main": 41}),
    ("event", "1x Crimson Ritual", {"main": 41}),
])
def test_a_card_line_in_a_structured_decklists_name_is_that_card(
        key: str, value: str, zones: dict[str, int]) -> None:
    """``name: 4 Crimson Ritual`` in YAML was only the deck's name (legal), where a text
    decklist's ``Name: 4 Crimson Ritual`` and an XMage ``NAME:4 ...`` are the card."""
    text = f"{key}: '{value}'\ndeck:\n{_YAML_DECK}"
    result = checker().check_bytes(text.encode(), "deck.yaml")
    assert result.zones == zones
    assert errors(result) == [("banned", BANNED, 1)]


@pytest.mark.parametrize(("value", "note"), [
    ("5 Color Control", None),  # a count of colours: the name's words (4C Tinker)
    ("Burn 2", None),
    ("Alice", None),
])
def test_a_structured_decklists_name_that_names_no_card_stays_a_name(
        value: str, note: str | None) -> None:
    result = checker().check_bytes(f"name: '{value}'\ndeck:\n{_YAML_DECK}".encode(),
                                   "deck.yaml")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert _readings(result) == ([(note, 1)] if note else [])


_DECK_ROWS = [(row.split(" ", 1)[1], 4) for row in DECK_40.splitlines()[1:]]


def test_a_card_line_as_a_cockatrice_deck_name_is_that_card() -> None:
    cards = "".join(f'<card number="{count}" name="{name}"/>' for name, count in _DECK_ROWS)
    text = (f'<?xml version="1.0"?>\n<cockatrice_deck version="1">\n'
            f'<deckname>4 Crimson Ritual</deckname>\n<zone name="main">{cards}</zone>\n'
            "</cockatrice_deck>\n")
    result = checker().check_bytes(text.encode(), "deck.cod")
    assert result.zones == {"main": 44}
    assert errors(result) == [("banned", BANNED, 3)]


def test_a_card_line_as_an_mtgjson_deck_name_is_that_card() -> None:
    import json

    board = [{"count": count, "name": name} for name, count in _DECK_ROWS]
    text = json.dumps({"data": {"name": "4 Crimson Ritual", "mainBoard": board}}, indent=1)
    result = checker().check_bytes(text.encode(), "deck.json")
    assert result.zones == {"main": 44}
    assert errors(result) == [("banned", BANNED, 3)]


@pytest.mark.parametrize("written", ["Mox Jet and Mox Jet", "Mox Jet/Mox Jet",
                                     "1 Mox Jet, Mox Jet"])
def test_one_card_written_twice_is_two_copies(written: str) -> None:
    # Read as the single-faced Mox Jet, two copies written were one: legal in Vintage;
    # as a list naming it twice, it is two copies (it was an unknown card: the wrong rule)
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert [rule for rule, _message, _line in errors(result)] == ["restricted"]
    assert result.zones == {"main": 61}


@pytest.mark.parametrize("written", ["1 Mox Jet + Mox Jet", "1 Mox Jet | Mox Jet"])
def test_one_face_written_twice_after_a_count_is_no_card(written: str) -> None:
    # a count before two names a mark other than a comma parts may be one card's count
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [
        ("unknown-card", f"unknown card '{written.removeprefix('1 ')}'", 1)]


@pytest.mark.parametrize(("written", "name"), [
    ("Mox Jet, Black Lotus (IV)", "Mox Jet, Black Lotus (IV)"),
    ("Mox Jet, Black Lotus (LEA) 4", "Mox Jet, Black Lotus"),
    ("Mox Jet; Black Lotus [LEA] 4", "Mox Jet; Black Lotus"),
    ("Mox Jet / Black Lotus LEA 4", "Mox Jet / Black Lotus")])
def test_a_list_on_one_line_with_a_count_after_it_is_not_split(written: str,
                                                                name: str) -> None:
    # Split one copy each, the count after the list was dropped: legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"{written}\n58 Island\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{name}'", 1),
                              ("zone-size", "Main deck: 59 cards; at least 60", 1)]


@pytest.mark.parametrize("mark", ["Y", "oui", "ja", "\u2713", "checked"])
def test_a_playset_marked_yes_in_any_word_is_four_copies(mark: str) -> None:
    # Read as no: one Black Lotus for a playset, legal in Vintage.
    text = f"Quantity,Name,Playset?\n1,Black Lotus,{mark}\n56,Island,n\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "deck.csv")
    assert errors(result) == [("restricted", "4 copies of Black Lotus; it is restricted to 1 "
                               "copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 2)]


@pytest.mark.parametrize(("column", "mark"), [("Playset?", "2"), ("Sideboarded", "side"),
                                              ("maybeboard", "maybe")])
def test_a_yes_or_no_cell_that_says_neither_is_a_parse_error(column: str, mark: str) -> None:
    text = f"Quantity,Name,{column}\n1,Black Lotus,{mark}\n59,Island,\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "deck.csv")
    assert result.status == "illegal"
    role = {"Playset?": "playset", "Sideboarded": "side", "maybeboard": "maybe"}[column]
    assert errors(result) == [
        ("parse-error", f"'{mark}' in a {role} column is neither yes nor no: the row is not "
         "counted", 2),
        ("zone-size", "Main deck: 59 cards; at least 60", 3)]


@pytest.mark.parametrize(("written", "shown"), [
    ("1 Black Lotus (IV)", "Black Lotus (IV)"), ("1 Black Lotus [VII]", "Black Lotus [VII]"),
    ("1 Black Lotus (four)", "Black Lotus (four)")])
def test_a_roman_numeral_after_a_counted_name_is_no_set_code(written: str, shown: str) -> None:
    # (IV) was dropped as a set code without a word: one Black Lotus, legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{shown}'", 1)]


@pytest.mark.parametrize("written", ["\u04d4ther Vial", "\u04d5ther Vial", "\u1d01ther Vial"])
def test_a_ligature_that_looks_like_ae_is_read_with_a_warning(written: str) -> None:
    # Aether Vial is banned in no format here: what matters is that the name is read,
    # counted with the same card on another line, and the look-alike said.
    result = mtg("mtg/modern").check_bytes(
        f"1 {written}\n1 Aether Vial\n58 Island\n".encode(), "deck.txt")
    assert errors(result) == []
    assert [(v.rule, v.line) for v in result.violations if v.severity == "warning"] == [
        ("look-alike", 1)]
    assert [(v.rule, v.message) for v in result.violations if v.rule == "duplicate-line"] == [
        ("duplicate-line", "Aether Vial is on 2 lines of the Main deck (lines 1, 2); counted as "
         "2 copies")]


@pytest.mark.parametrize("written", [
    "4 Opt (XI) 1", "4 Opt (IV) 12", "4 Opt (VI) 3a", "4 Opt (XV) - 7", "4x Opt (XII) 1",
    "4 Opt (XXX) 1", "4 Opt [XXX] 1", "4 Opt (xi) 1", "4 Opt (LIX) 1", "4 Opt (ZZZ) 1"])
def test_a_roman_numeral_set_code_before_a_collector_number_is_a_printing(
        written: str) -> None:
    # An Arena or Moxfield line, count, name, set code, collector number: a set code made
    # of Roman numeral letters was read as a second count, the line an unknown card.
    result = mtg("mtg/modern").check_bytes(f"{written}\n56 Island\n".encode(), "deck.txt")
    assert result.status == "legal"
    assert errors(result) == []
    assert [v.rule for v in result.violations if v.rule == "reading"] == []


@pytest.mark.parametrize("written", ["Opt (XI) 1", "Opt (IV) 4"])
def test_a_roman_numeral_and_a_number_after_an_uncounted_name_stay_unread(
        written: str) -> None:
    # With no count before the name either may be the count: neither is dropped.
    result = mtg("mtg/modern").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 1)]


@pytest.mark.parametrize("written", [
    "[ii] Black Lotus", "Black Lotus|vi", "Black Lotus (LEA:IV)", "Black Lotus (LEA:four)",
    "Black Lotus [LEA:4x]", "[LEA:x4] Black Lotus", "Black Lotus (v)"])
def test_a_roman_numeral_in_small_letters_or_a_count_after_a_colon_is_no_printing(
        written: str) -> None:
    # Each was read as a set code or collector number: one Black Lotus (most without a
    # word), legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 1)]


@pytest.mark.parametrize(("written", "copies", "note"), [
    ("Black Lotus (LEA) iv", 4, None), ("Black Lotus (LEA) Ii", 2, None),
    ("Black Lotus (iii)", 3, None), ("Black Lotus viii", 8, None),
    ("iii Black Lotus", 3, None), ("Black Lotus [\u2163]", 4, None),
    ("Black Lotus [\u2074]", 4, None),
    ("Black Lotus # ii", 2, "'# ii' after the name: its number is read as the count"),
    ("Black Lotus // iv", 4, None)])
def test_a_roman_numeral_in_small_letters_or_another_digit_in_brackets_is_a_count(
        written: str, copies: int, note: str | None) -> None:
    # Each was one Black Lotus, most without a word (a set code, a collector number, a
    # category or a comment): legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert errors(result) == [("restricted", f"{copies} copies of Black Lotus; it is "
                               "restricted to 1 copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 1)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (note or f"no card is named '{written}': read as {copies} Black Lotus", 1)]


def test_a_collector_number_after_a_colon_is_still_read() -> None:
    result = mtg("mtg/vintage").check_bytes(
        b"1 Black Lotus [LEA:232]\n[LEA:12] Mox Pearl\n58 Island\n", "deck.txt")
    assert result.status == "legal"
    assert errors(result) == []


def test_a_pair_is_two_copies() -> None:
    # (pair) was dropped as a set code without a word: one Black Lotus, legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(b"Black Lotus (pair)\n58 Island\n", "deck.txt")
    assert errors(result) == [("restricted", "2 copies of Black Lotus; it is restricted to 1 "
                               "copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 1)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("no card is named 'Black Lotus (pair)': read as 2 Black Lotus", 1)]


@pytest.mark.parametrize("written", ["1 Black Lotus (4ofs)", "1 Black Lotus (4PCS)"])
def test_a_number_run_into_its_word_is_no_set_code(written: str) -> None:
    # Dropped as a set code without a word: one Black Lotus, legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert errors(result) == [
        ("unknown-card", f"unknown card '{written.removeprefix('1 ')}'", 1)]


@pytest.mark.parametrize("written", ["Black Lotus <four>", "Black Lotus ^IV^",
                                     "Black Lotus <4of>", "Black Lotus ^Four^"])
def test_a_count_word_alone_in_a_printing_or_tag_stays_in_the_name(written: str) -> None:
    # Dropped as a printing or a tag: one Black Lotus, legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 1)]


@pytest.mark.parametrize(("comment", "note"), [
    *((comment, f"'{comment}' after the name: its number is read as the count")
      for comment in ["#four", "# four copies", "#IV", "#\u2074", "# Four."]),
    # a // comment was dropped with a note only
    *((comment, f"no card is named 'Black Lotus {comment}': read as 4 Black Lotus")
      for comment in ["// four", "// 4 copies", "// IV", "// 4x"]),
])
def test_a_comment_that_starts_with_a_count_gives_the_count(comment: str, note: str) -> None:
    # Dropped as a comment: one Black Lotus, legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"Black Lotus {comment}\n59 Island\n".encode(),
                                            "deck.txt")
    assert errors(result) == [("restricted", "4 copies of Black Lotus; it is restricted to 1 "
                               "copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 1)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (note, 1)]


def test_a_count_word_comment_after_a_count_is_a_comment() -> None:
    result = mtg("mtg/vintage").check_bytes(b"1 Black Lotus # four\n59 Island\n", "deck.txt")
    assert result.status == "legal"
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'# four' after a counted name is read as a comment, not a count", 1)]


def test_a_split_card_with_a_slash_comment_of_a_count_is_still_the_card() -> None:
    result = mtg("mtg/vintage").check_bytes(b"Fire // Ice\nBlack Lotus // power\n58 Island\n",
                                            "deck.txt")
    assert result.status == "legal"
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("no card is named 'Black Lotus // power': '// power' is read as a comment", 2)]


@pytest.mark.parametrize(("item", "shown"), [
    ("- Black Lotus # four", "Black Lotus # four"), ("- Black Lotus #4", "Black Lotus #4"),
    ("- 'Black Lotus' # IV", "Black Lotus # IV"),
    ("- Black Lotus   # 4 copies", "Black Lotus # 4 copies")])
def test_a_yaml_comment_that_gives_a_count_stays_with_its_item(item: str, shown: str) -> None:
    # YAML dropped the comment: one Black Lotus without a word, legal in Vintage, where
    # the same text line reads four copies.
    text = f"format: mtg/vintage\ndeck:\n  - 59 Island\n  {item}\n"
    result = mtg(None).check_bytes(text.encode(), "deck.yaml")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{shown}'", 4)]


def test_a_yaml_comment_without_a_count_is_a_comment() -> None:
    text = ("format: mtg/vintage\ndeck:\n  - 58 Island\n  - Black Lotus # power\n"
            "  - 1 Mox Jet # 4 later\n")
    result = mtg(None).check_bytes(text.encode(), "deck.yaml")
    assert result.status == "legal"
    assert errors(result) == []


@pytest.mark.parametrize(("item", "line"), [
    ("- name: Black Lotus (LEA) 4", 4), ("- name: IV Black Lotus", 4),
    ('- {"name": "Black Lotus (LEA) 4"}', 4)])
def test_a_named_item_without_a_count_is_read_as_its_text_line(item: str, line: int) -> None:
    # The name lost "(LEA) 4" or "IV" without a word: one Black Lotus, legal in Vintage.
    # After a set code the 4 may be a collector number, the deck legal only so: told so.
    text = f"format: mtg/vintage\ndeck:\n  - 59 Island\n  {item}\n"
    result = mtg(None).check_bytes(text.encode(), "deck.yaml")
    written = item.split(":", 1)[1].strip(' "}')
    unsure = [("parse-error", f"no card is named '{written}': its 4 may be a collector number "
               "or a count, and the deck is legal only if it is not the count (read as 4 Black "
               "Lotus)", line)] if "(LEA)" in item else []
    assert errors(result) == [*unsure, ("restricted", "4 copies of Black Lotus; it is "
                                        "restricted to 1 copy (listed by 2020-01-01, "
                                        "where the recorded lists start)", line)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == (
        [] if unsure else [(f"no card is named '{written}': read as 4 Black Lotus", line)])


@pytest.mark.parametrize("item", ["- name: Black Lotus # four", "- {name: Black Lotus} # IV",
                                  "- name: Black Lotus <4>"])
def test_a_named_item_without_a_count_keeps_a_count_it_may_mean(item: str) -> None:
    text = f"format: mtg/vintage\ndeck:\n  - 59 Island\n  {item}\n"
    result = mtg(None).check_bytes(text.encode(), "deck.yaml")
    shown = item.removeprefix("- ").replace("{name: ", "").replace("name: ", "").replace("}", "")
    assert errors(result) == [("unknown-card", f"unknown card '{shown}'", 4)]


def test_a_named_item_with_a_count_keeps_its_count() -> None:
    text = ("format: mtg/vintage\ndeck:\n  - 59 Island\n  - name: Black Lotus (LEA) 4\n"
            "    count: 1\n  - name: Mox Jet\n    finish: foil\n")
    result = mtg(None).check_bytes(text.encode(), "deck.yaml")
    assert result.status == "legal"


@pytest.mark.parametrize("written", ["Black Lotus|4", "4|Black Lotus", "Black Lotus|x4",
                                     "Black Lotus|4x"])
def test_a_number_beside_a_pipe_is_no_set_code(written: str) -> None:
    # Read as a set code: one Black Lotus (a note said so), legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 1)]


def test_a_set_code_beside_a_pipe_is_still_read() -> None:
    result = mtg("mtg/vintage").check_bytes(
        b"Black Lotus|LEA\n1 Mox Jet|2ED|1\n58 Island\n", "deck.txt")
    assert result.status == "legal"


@pytest.mark.parametrize("written", ["Black Lotus LEA 4of", "Black Lotus|LEA 4of",
                                     "Black Lotus lea 4pcs", "Black Lotus|LEA|4x"])
def test_a_number_run_into_its_word_after_a_bare_set_code_is_no_collector_number(
        written: str) -> None:
    # Read as the set code's collector number: one Black Lotus without a word (a note
    # for the last), legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 1)]


@pytest.mark.parametrize("comment", ["// 4of", "// 4-of", "// 4pcs", "// 4x"])
def test_a_slash_comment_with_a_number_run_into_its_word_gives_the_count(
        comment: str) -> None:
    # Dropped as a comment: one Black Lotus without a word, legal in Vintage.
    written = f"Black Lotus {comment}"
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert errors(result) == [("restricted", "4 copies of Black Lotus; it is restricted to 1 "
                               "copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 1)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"no card is named '{written}': read as 4 Black Lotus", 1)]


_UNIT_COUNTS = ["4pcs", "4 pcs", "4pc", "4stk", "4Stk.", "4st", "4ers", "4er", "4ea", "4cps",
                "4ofs", "4-ofs", "4of", "4-of", "4x", "x4", "4pcs.", "x4pcs", "4St\u00fcck",
                "4stueck", "4stck", "4copies", "4ex.", "4uds", "4pz", "(4)", "[4]", "{4}",
                "*4*", "4/4", "(4 copies)", "(x4)"]


@pytest.mark.parametrize("mark", ["#", "# ", "// ", "//"])
@pytest.mark.parametrize("count", _UNIT_COUNTS)
def test_a_comment_count_with_its_unit_reads_the_same_after_either_mark(
        mark: str, count: str) -> None:
    # '#4pcs', '#4stk', '#4ers', '#4ofs' were dropped with the comment without a word (one
    # Black Lotus, legal in Vintage) where '// 4pcs' gave four copies: one reading now.
    written = f"Black Lotus {mark}{count}"
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert errors(result) == [("restricted", "4 copies of Black Lotus; it is restricted to 1 "
                               "copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 1)]
    comment = f"{mark}{count}"
    note = (f"'{comment}' after the name: its number is read as the count"
            if mark.startswith("#") else
            f"no card is named '{written}': read as 4 Black Lotus")
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (note, 1)]


@pytest.mark.parametrize(("written", "note"), [
    ("1 Black Lotus #4pcs", "'#4pcs' after a counted name is read as a comment, not a count"),
    ("Black Lotus #1st", None), ("Black Lotus #1st.", None), ("Black Lotus #2-drop", None),
    ("Black Lotus // 1st", "no card is named 'Black Lotus // 1st': '// 1st' is read as a "
     "comment")])
def test_a_comment_count_with_its_unit_is_no_count_after_a_count_or_as_an_ordinal(
        written: str, note: str | None) -> None:
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert result.status == "legal"
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == (
        [(note, 1)] if note else [])


@pytest.mark.parametrize(("written", "card"), [
    ("Black Lotus - 4", "Black Lotus"), ("Black Lotus \u2013 4", "Black Lotus"),
    ("black lotus - 4", "Black Lotus"), ("Black Lotus: 4", "Black Lotus"),
    # an equals sign or leader dots as the colon (each read as 4 of 'Black Lotus =')
    ("Black Lotus = 4", "Black Lotus"), ("Black Lotus=4", "Black Lotus"),
    ("Black Lotus ... 4", "Black Lotus"), ("Black Lotus \u2026 4", "Black Lotus")])
def test_a_reading_note_names_the_card_the_line_resolved_to(written: str, card: str) -> None:
    # The note said "read as 4 Black Lotus -", the text it read, not the card.
    result = mtg("mtg/vintage").check_bytes(f"{written}\n56 Island\n".encode(), "deck.txt")
    assert errors(result) == [("restricted", "4 copies of Black Lotus; it is restricted to 1 "
                               "copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 1)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"no card is named '{written}': read as 4 {card}", 1)]


def test_a_reading_note_of_no_card_names_the_text_read() -> None:
    result = mtg("mtg/vintage").check_bytes(b"Black Lotus. 4\n56 Island\n", "deck.txt")
    assert [(v.rule, v.message) for v in result.violations if v.rule != "zone-size"] == [
        ("reading", "no card is named 'Black Lotus. 4': read as 4 Black Lotus."),
        ("unknown-card", "unknown card 'Black Lotus.'")]


@pytest.mark.parametrize("header", ["Creatures (4 cards)", "Creatures - 4 cards",
                                    "Creatures: 4 pcs", "Creatures (four)"])
def test_a_grouping_header_with_its_count_in_words_is_a_header(header: str) -> None:
    # An unknown card 'Creatures (4 cards)' (a legal deck judged illegal); the count is
    # compared with the cards under it.
    for declared, warned in ((header, []), (header.replace("4", "5").replace("four", "five"),
                                            [5])):
        text = f"{declared}\n4 Dark Confidant\nLands (56)\n56 Island\n"
        result = mtg("mtg/vintage").check_bytes(text.encode(), "deck.txt")
        assert result.status == "legal"
        assert [(v.rule, v.message) for v in result.violations if v.rule != "reading"] == [
            ("declared-count", f"'{declared}' (line 1) declares {n} cards, but 4 cards were "
             "read under it") for n in warned]


@pytest.mark.parametrize("mark", [":", " -", " \u2013", ""])
def test_a_grouping_header_with_its_count_after_a_colon_or_dash_is_a_header(
        mark: str) -> None:
    # 'Creatures: 20' was an unknown card 'Creatures:' (a legal deck judged illegal).
    text = f"Creatures{mark} 4\n4 Dark Confidant\nLands{mark} 56\n56 Island\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", "'Creatures' names no card: read as a grouping header", 1),
        ("reading", "'Lands' names no card: read as a grouping header", 3)]


@pytest.mark.parametrize("written", ["Fire // Ice x4 // burn", "Fire // Ice 4 // burn",
                                     "Fire // Ice // x4", "Fire // Ice // 4 copies"])
def test_a_split_card_with_a_count_and_a_slash_comment_keeps_its_count(written: str) -> None:
    # The first '//' was taken for the comment: one copy of 'Fire' (a face), so five
    # Fire // Ice were two (legal in Modern).
    result = mtg().check_bytes(f"{written}\nFire // Ice\n55 Island\n".encode(), "deck.txt")
    assert errors(result) == [("copy-limit", "5 copies of Fire // Ice; at most 4", 1)]


@pytest.mark.parametrize("written", ["Black Lotus x1 // power", "Black Lotus (1) // power",
                                     "Black Lotus [x1] // power"])
def test_one_copy_before_a_slash_comment_is_the_card(written: str) -> None:
    # An unknown card 'Black Lotus x1' (a legal deck judged illegal).
    result = mtg("mtg/vintage").check_bytes(f"{written}\n59 Island\n".encode(), "deck.txt")
    assert result.status == "legal"
    assert errors(result) == []


@pytest.mark.parametrize("header", ["Sideboard (16 pcs)", "Sideboard \u2014 16",
                                    "Sideboard (16 Karten)", "Sideboard: 16 cartas",
                                    # Polish, Czech, Dutch, Russian: 'karet' was an unknown
                                    # card after the header
                                    "Sideboard (16 kart)", "Sideboard 16 karet",
                                    "Sideboard (16 kaarten)",
                                    "\u0421\u0430\u0439\u0434\u0431\u043e\u0440\u0434 "
                                    "(16 \u043a\u0430\u0440\u0442)"])
def test_a_zone_header_with_a_count_in_words_or_after_a_long_dash_is_a_header(
        header: str) -> None:
    # An unknown card 'Sideboard (16 pcs)' or 'Sideboard', the 16 cards after it counted
    # in the main deck.
    result = mtg("mtg/legacy").check_bytes(
        f"4 Dark Confidant\n40 Island\n{header}\n16 Swamp\n".encode(), "deck.txt")
    assert errors(result) == [
        ("zone-size", "Main deck: 44 cards; at least 60", 1),
        ("zone-size", "Sideboard: 16 cards; at most 15", 3)]


@pytest.mark.parametrize(("hidden", "header"), [
    ("//4 Duress", "Sideboard (15)"), ("# 4 Duress", "// 15 Sideboard"),
    ("4 Duress [Maybeboard]", "Sideboard: 15"), ("//  4x Duress", "-- Sideboard: 15/15 cards --")])
def test_a_line_the_reader_does_not_count_shows_in_its_header_count(
        hidden: str, header: str) -> None:
    # A line that reads as a comment or a card left out: the sideboard's header declared
    # 15 cards and 11 were read, without a word (a legal deck either way).
    text = f"4 Dark Confidant\n56 Island\n{header}\n11 Swamp\n{hidden}\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule == "declared-count"] == [
        ("declared-count", "warning",
         f"'{header}' (line 3) declares 15 cards, but 11 cards were read under it", 3)]


@pytest.mark.parametrize("header", ["// Sideboard (IV)", "// Sideboard (iv)", "# Sideboard (XV)",
                                    "## Sideboard - fifteen", "// Sideboard (four)",
                                    "Sideboard (XVI)", "// Sideboard (\u2074)",
                                    "// XVI Sideboard", "// sixteen Sideboard",
                                    "# 16 Sideboard", "## XVI Sideboard", "// Sideboard x16",
                                    "// Sideboard {16}", "// Sideboard <16>"])
def test_a_zone_header_with_a_count_in_words_is_a_header(header: str) -> None:
    # A comment (or a card named 'Sideboard'): the side deck's 16 cards were counted in
    # a main deck of 44, legal in Modern.
    text = f"Deck\n44 Mountain\n{header}\n16 Island\n"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert errors(result) == [("zone-size", "Main deck: 44 cards; at least 60", 1),
                              ("zone-size", "Sideboard: 16 cards; at most 15", 3)]


@pytest.mark.parametrize("heading", ["## Ponder four", "# Ponder IV", "# Ponder iv"])
def test_a_heading_with_a_count_word_after_a_card_is_that_card(heading: str) -> None:
    # Dropped as a heading where '# Ponder 4' is four Ponder: legal in Modern.
    result = mtg().check_bytes(f"Deck\n60 Mountain\n{heading}\n".encode(), "deck.txt")
    assert errors(result) == [("banned", "Ponder is banned in Modern (listed by 2020-01-01, "
                               "where the recorded lists start)", 3)]


@pytest.mark.parametrize("heading", ["# 4 Ponder", "## IV Ponder", "# Round four"])
def test_a_heading_with_a_count_before_a_card_is_a_line_commented_out(heading: str) -> None:
    result = mtg().check_bytes(f"Deck\n60 Mountain\n{heading}\n".encode(), "deck.txt")
    assert result.status == "legal"


@pytest.mark.parametrize("line", ["Lightning Bolt XIV", "Lightning Bolt xiv", "XIV Lightning Bolt",
                                  "Lightning Bolt (XIV)", "Lightning Bolt [xiv]",
                                  "Lightning Bolt # XIV", "Lightning Bolt // XIV",
                                  "Lightning Bolt // xiv copies", "Lightning Bolt (LEA) XIV",
                                  "Deck: Lightning Bolt XIV"])
def test_a_roman_numeral_above_twelve_is_the_count(line: str) -> None:
    # XIV was an x and IV (four copies: 60 cards, legal in Modern) or, before the name, a
    # set code (one copy).
    result = mtg().check_bytes(f"Deck\n56 Mountain\n{line}\n".encode(), "deck.txt")
    assert errors(result) == [("copy-limit", "14 copies of Lightning Bolt; at most 4", 3)]
    assert result.zones == {"main": 70}


@pytest.mark.parametrize(("line", "count"), [("Lightning Bolt XX", 20),
                                             ("Lightning Bolt xxiv", 24),
                                             ("XXXIX Lightning Bolt", 39)])
def test_roman_numerals_count_up_to_thirty_nine(line: str, count: int) -> None:
    result = mtg().check_bytes(f"Deck\n56 Mountain\n{line}\n".encode(), "deck.txt")
    assert errors(result) == [("copy-limit", f"{count} copies of Lightning Bolt; at most 4", 3)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"no card is named '{line}': read as {count} Lightning Bolt", 3)]


@pytest.mark.parametrize("line", ["Black Lotus twee", "Black Lotus drie", "Black Lotus fyra",
                                  "Black Lotus trzy", "drie Black Lotus", "2x1 Black Lotus",
                                  "1x2 Black Lotus", "Black Lotus 1x2", "Black Lotus 2nd"])
def test_small_letters_that_are_no_set_code_stay_in_the_name(line: str) -> None:
    # Cut as a set code in small letters: one Black Lotus, the count in another language
    # (Dutch, Swedish, Polish) or form dropped, legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{line}'", 3)]


@pytest.mark.parametrize("line", ["Black Lotus lea", "lea Black Lotus"])
def test_a_set_code_of_the_card_data_in_small_letters_is_still_cut(line: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "legal"
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"no card is named '{line}': read as 1 Black Lotus", 3)]


_MERGE = ("a YAML merge key '<<': a key written beside it replaces what it merges without "
          "a word")


@pytest.mark.parametrize(("text", "line", "replaced"), [
    ("deck:\n  Island: 59\n  <<: {Black Lotus: 4}\n  Black Lotus: 1\n", 3,
     " ('Black Lotus': 4, then 1)"),
    ("deck:\n  Island: 59\n  <<: [{Black Lotus: 4}, {Black Lotus: 1}]\n", 3, ""),
    ("deck:\n  - {name: Island, count: 59}\n  - {<<: {count: 4}, name: Black Lotus, count: 1}\n",
     3, " ('count': 4, then 1)"),
    ("deck: {Island: 59, Black Lotus: 1}\n<<: {side: {Black Lotus: 3}}\n", 2, ""),
    ("<<: {deck: {Black Lotus: 4}}\ndeck: {Island: 59, Black Lotus: 1}\n", 1,
     " ('deck': a mapping, then a mapping)"),
])
def test_a_yaml_merge_key_is_a_parse_error(text: str, line: int, replaced: str) -> None:
    # The loader kept the key written beside '<<' and dropped the merged copies: one
    # Black Lotus where a person reads five, legal in Vintage; the message names the
    # merged values a key beside it replaced.
    result = mtg("mtg/vintage").check_bytes(text.encode(), "deck.yaml")
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", _MERGE + replaced, line)]


@pytest.mark.parametrize(("text", "message"), [
    ('{"deck": [{"name": "Island", "count": 59}, {"name": "Black Lotus", "name": "Island", '
     '"count": 1}]}', "$.deck[1]: 'name' written twice ('Black Lotus', then 'Island')"),
    ('{"deck": [{"name": "Island", "count": 59}, {"name": "Black Lotus", "count": 4, '
     '"count": 1}]}', "$.deck[1]: 'count' written twice (4, then 1)"),
    ('{"deck": {"Island": 59, "Black Lotus": 4, "Black Lotus": 1}}',
     "$.deck: 'Black Lotus' written twice (4, then 1)"),
    ('{"deck": {"Island": 59}, "side": [{"name": "Black Lotus", "name": "Island"}]}',
     "$.side[0]: 'name' written twice ('Black Lotus', then 'Island')")])
def test_a_json_key_written_twice_names_its_path_and_both_values(text: str,
                                                                 message: str) -> None:
    """``{"name":"Dark Depths","name":"Swamp"}``: the message said only that 'name' was
    written twice, not where nor which card was dropped."""
    result = mtg("mtg/vintage").check_bytes(text.encode(), "deck.json")
    assert [m for rule, m, _ in errors(result) if rule == "parse-error"] == [message]


def test_the_cards_a_merge_key_brings_are_still_judged() -> None:
    result = mtg("mtg/vintage").check_bytes(b"deck:\n  Island: 56\n  <<: {Black Lotus: 4}\n",
                                            "deck.yaml")
    assert errors(result) == [
        ("restricted", "4 copies of Black Lotus; it is restricted to 1 copy (listed by 2020-01-01, "
         "where the recorded lists start)", 1),
        ("parse-error", _MERGE, 3)]


def test_a_quoted_merge_key_is_an_ordinary_key() -> None:
    result = mtg("mtg/vintage").check_bytes(b'deck:\n  Island: 59\n  "<<": 1\n', "deck.yaml")
    assert errors(result) == [("unknown-card", "unknown card '<<'", 3)]


def _o8d(card: str) -> bytes:
    return ('<?xml version="1.0" encoding="utf-8"?>\n<deck game="a6c8d2e8">\n'
            '<section name="Main">\n<card qty="56" id="1">Mountain</card>\n'
            f'<card qty="4" id="2">Lightning Bolt</card>\n{card}\n</section>\n</deck>\n').encode()


@pytest.mark.parametrize(("data", "name", "message"), [
    (_o8d('<card quantity="2" id="3">Black Lotus</card>'), "d.o8d",
     "<card> gives a count as quantity ('2'), which OCTGN does not read (it reads qty): "
     "not read"),
    (_o8d('<card qty="1" count="2" id="3">Black Lotus</card>'), "d.o8d",
     "<card> gives a count as count ('2'), which OCTGN does not read (it reads qty): not read"),
    (_cod('<card count="2" name="Black Lotus"/>'), "d.cod",
     "<card> gives a count as count ('2'), which Cockatrice does not read (it reads "
     "number): not read"),
    (_cod('<card name="Black Lotus"><qty>2</qty></card>'), "d.cod",
     "<card> gives a count as qty ('2'), which Cockatrice does not read (it reads number): "
     "not read"),
    (_dek('<Cards CatID="3" Quantity="1" Count="2" Sideboard="false" Name="Black Lotus" />'),
     "d.dek", "<Cards> gives a count as Count ('2'), which MTGO does not read (it reads "
     "Quantity): not read"),
    (_lackey('<card qty="2"><name>Black Lotus</name></card>\n'), "d.dek",
     "<card> gives a count as qty ('2'), which LackeyCCG does not read (each <card> is one "
     "copy): not read"),
    (_lackey("<card><name>Black Lotus</name><quantity>2</quantity></card>\n"), "d.dek",
     "<card> gives a count as quantity ('2'), which LackeyCCG does not read (each <card> is "
     "one copy): not read"),
])
def test_a_count_the_xml_tool_does_not_read_is_a_parse_error(data: bytes, name: str,
                                                              message: str) -> None:
    # Read as the tool reads it, one copy (or the tool's own count), where a person reads
    # two: 61 cards with one Black Lotus, legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(data, name)
    assert result.status == "illegal"
    assert [(rule, said) for rule, said, _line in errors(result)] == [("parse-error", message)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("request_", ["Black Lotus|4", "Black Lotus|x4", "Black Lotus|4x",
                                      "Black Lotus|LEA 4", "Black Lotus | 4"])
def test_a_forge_request_with_no_set_code_after_its_bar_is_an_unknown_card(
        request_: str) -> None:
    # Cut at '|' as a set code: one Black Lotus in 60 cards, legal in Vintage.
    data = f"[metadata]\nName=Lotus\n[Main]\n59 Island|LEA\n{request_}\n".encode()
    result = mtg("mtg/vintage").check_bytes(data, "d.dck")
    assert errors(result) == [("unknown-card", f"unknown card '{request_}'", 5)]


@pytest.mark.parametrize(("request_", "second"), [
    ("Island|Black Lotus", "Black Lotus"), ("Island|Mox Jet", "Mox Jet"),
    ("Island|MOX JET", "Mox Jet"), ("Island|Grief", "Grief"),
    ("Island|Time Walk|1", "Time Walk"), ("Island|Time Spiral|2", "Time Spiral"),
    ("Island|Black Lotus|LEA|1", "Black Lotus")])
def test_a_forge_request_with_a_cards_name_for_its_set_names_both(
        request_: str, second: str) -> None:
    # The card where the set code goes was dropped as a set code: 60 cards, legal; with
    # an art index after it, an unknown card whose message named the other card only
    data = f"[metadata]\nName=Lotus\n[Main]\n59 Island|LEA\n{request_}\n".encode()
    result = mtg("mtg/vintage").check_bytes(data, "d.dck")
    assert errors(result) == [(
        "parse-error", f"no card is named '{request_}': the line names 'Island' and, beside "
        f"its '|', the card {second}: counted as 1 Island", 5)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("request_", ["Island|Banana", "Island|banana", "Island|Lea x",
                                      "Island|Banana Split|1"])
def test_a_forge_request_with_words_for_its_set_is_an_unknown_card(request_: str) -> None:
    data = f"[metadata]\nName=Lotus\n[Main]\n59 Island|LEA\n{request_}\n".encode()
    result = mtg("mtg/vintage").check_bytes(data, "d.dck")
    assert errors(result) == [("unknown-card", f"unknown card '{request_}'", 5)]


@pytest.mark.parametrize(("line", "kept", "second"), [
    ("1 Island | Black Lotus", "Black Lotus", "Island"),
    ("1 Island|Mox Jet", "Mox Jet", "Island"), ("1 Island | Grief", "Island", "Grief"),
    ("1 Black Lotus | Island", "Black Lotus", "Island"),
    ("Island | Time Walk", "Time Walk", "Island"),
    # a set's name that is a card's too is read as the printing's, the card beside it
    # counted as the line writes it (it was read as the card Time Spiral)
    ("1 Island | Time Spiral", "Island", "Time Spiral"),
    ("1 Time Spiral | Island", "Island", "Time Spiral"),
    ("1 Island|Time Spiral|1", "Island", "Time Spiral"),
    ("1 Island|Time Walk|1", "Island", "Time Walk")])
def test_a_text_line_naming_another_card_beside_a_bar_is_a_parse_error(
        line: str, kept: str, second: str) -> None:
    # Read as the longer name with an info note, the other card dropped: 60 cards, legal.
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Swamp\n{line}\n".encode(), "d.txt")
    assert [(rule, said.split(": ", 1)[-1] if said.startswith("no card") else said)
            for rule, said, _ in errors(result) if rule == "parse-error"] == [(
        "parse-error", f"the line names '{kept}' and, beside its '|', the card {second}: "
        f"counted as 1 {kept}")]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("line", "second"), [
    ("1 Island | Oko", "Oko, Thief of Crowns"), ("1 Island|oko", "Oko, Thief of Crowns"),
    ("1 Island | Lurrus", "Lurrus of the Dream-Den"), ("1 Island | Hogaak|1",
                                                       "Hogaak, Arisen Necropolis"),
    ("1 Island | Okko", "Oko, Thief of Crowns"), ("1 Island | lurus", "Lurrus of the Dream-Den"),
    ("1 Island|Naddu", "Nadu, Winged Wisdom"), ("1 Island | Lurrys", "Lurrus of the Dream-Den")])
def test_a_card_called_by_its_short_name_beside_a_bar_is_a_parse_error(
        line: str, second: str) -> None:
    # "Island | Oko": read as Island with an info note only, the banned Oko dropped and the
    # deck legal; a legend's short name, a word one card's name alone holds, count as its name,
    # and a banned card's so in small letters or within a typo (Okko, lurus: each was dropped)
    result = mtg("mtg/legacy").check_bytes(f"Deck\n59 Swamp\n{line}\n".encode(), "d.txt")
    assert [(rule, said, at) for rule, said, at in errors(result)] == [(
        "parse-error", f"the line names 'Island' and, beside its '|', the card {second}: "
        "counted as 1 Island", 3)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("line", ["1 Island | Foil", "1 Island | MH2", "1 Island|ONE|3",
                                  "1 Murktide Regent | Murktide"])
def test_a_note_or_a_played_cards_short_name_beside_a_bar_is_no_other_card(line: str) -> None:
    # a printing's word, a set's code, the line's own card called short: no second card
    result = mtg("mtg/legacy").check_bytes(f"Deck\n59 Swamp\n{line}\n".encode(), "d.txt")
    assert [rule for rule, _, _ in errors(result)] == []
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("text", "first", "second", "at"), [
    ("Deck\n59 Swamp\nFoo Bar | Grief\n", "Foo Bar", "Grief", 3),
    ("Deck\n59 Swamp\n1 Treasure | Opt\n", "Treasure", "Opt", 3),
    ("Deck\n59 Swamp\n1 Foo|Grief|1\n", "Foo", "Grief", 3),
    ("Deck\n60 Swamp\n\nSideboard\n1 Foo | Opt\n", "Foo", "Opt", 5)])
def test_a_card_beside_a_bar_after_no_card_is_a_parse_error(
        text: str, first: str, second: str, at: int) -> None:
    # Read as the first part, no card (a token's name, a typo), the card beside the bar
    # was dropped with an info note only, as beside a card it is not
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.txt")
    assert [(rule, said, line) for rule, said, line in errors(result)
            if rule == "parse-error"] == [(
        "parse-error", f"the line names '{first}' and, beside its '|', the card {second}: "
        f"counted as 1 {first}", at)]


@pytest.mark.parametrize("line", ["1 Island | LEA", "1 Island | Alpha",
                                  "1 Island | LEA | 288", "1 Island|DMR"])
def test_a_set_beside_a_bar_names_no_other_card(line: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Swamp\n{line}\n".encode(), "d.txt")
    assert [rule for rule, _, _ in errors(result)] == []


def test_a_forge_request_with_a_set_code_is_still_the_card() -> None:
    data = b"[metadata]\nName=Lotus\n[Main]\n59 Island|LEA\nBlack Lotus|LEA|4\n"
    result = mtg("mtg/vintage").check_bytes(data, "d.dck")
    assert result.status == "legal"
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("line", "written"), [
    ("Black Lotus X2 (LEA)", "Black Lotus X2"), ("Black Lotus 2X [LEA]", "Black Lotus 2X"),
    ("Black Lotus X2 (LEA) 233", "Black Lotus X2"), ("Black Lotus 2X|LEA", "Black Lotus 2X")])
def test_a_count_with_an_x_is_no_bare_set_code(line: str, written: str) -> None:
    # 'X2' cut as a bare set code: one Black Lotus, legal in Vintage. It is the count of
    # the name before it, as in 'Black Lotus X2' (it was the unknown card 'Black Lotus X2').
    result = mtg("mtg/vintage").check_bytes(f"Deck\n58 Island\n{line}\n".encode(), "d.txt")
    assert errors(result) == [("restricted", "2 copies of Black Lotus; it is restricted to "
                               "1 copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 3)]
    assert result.zones == {"main": 60}
    assert written.startswith("Black Lotus ")


@pytest.mark.parametrize("line", ["Black Lotus LEA 2-of", "Black Lotus lea 2copies",
                                  "Black Lotus|LEA 2ex"])
def test_a_number_run_into_a_word_after_a_set_code_is_no_collector_number(line: str) -> None:
    # Dropped with the set code as its collector number: one Black Lotus, legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{line}'", 3)]


@pytest.mark.parametrize("line", ["Black Lotus LEA *2", "Black Lotus (LEA) *2"])
def test_a_star_count_after_a_set_code_is_the_lines_count(line: str) -> None:
    # a star before a number after the name is its count ('Ponder *4'), never a collector
    # number dropped with the set code: two copies of the restricted card
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "illegal"
    assert [(rule, line_no) for rule, _message, line_no in errors(result)] == [("restricted", 3)]


@pytest.mark.parametrize("line", ["Black Lotus (LEA) 2\u679a", "Black Lotus [LEA] x2\u679a"])
def test_a_count_and_its_counter_after_a_set_code_are_the_count(line: str) -> None:
    # a Japanese list's counter for cards after the count ('2\u679a'): two copies (it was an
    # unknown card; dropped as a collector number it was one, legal in Vintage)
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert [(rule, message.split(";")[0], at) for rule, message, at in errors(result)] == [
        ("restricted", "2 copies of Black Lotus", 3)]


@pytest.mark.parametrize("line", ["1 Nissa, Who Shakes the World (PGRN) UMA-345",
                                  "1 Llanowar Elves (M19) 234p", "1 Sol Ring (SLD) 1001\u2605",
                                  "1 Power Sink TMP 78", "1 Sol Ring (PLST) C21-472"])
def test_collector_numbers_of_deck_sites_are_still_read(line: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 60}  # one copy: the number is no count


@pytest.mark.parametrize("line", ["Mountain (PLST) LRW-256", "Mountain (PLST) UMA-345",
                                  "Mountain [PLST] LRW-256", "Mountain {PLST} 2XM-137",
                                  "Sol Ring (PLST) C21-472"])
def test_the_lists_collector_number_on_a_line_with_no_count_is_one_copy(line: str) -> None:
    # The List's number names the set first printed in ('LRW-256'): no count hides in it,
    # the code a printing's whether the card data knows it or not (it was an unknown card)
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize("line", ["Black Lotus // 2|LEA", "Black Lotus # two|LEA"])
def test_a_comment_count_before_a_bar_is_the_count(line: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert errors(result) == [("restricted", "2 copies of Black Lotus; it is restricted to "
                               "1 copy (listed by 2020-01-01, "
                               "where the recorded lists start)", 3)]


@pytest.mark.parametrize("line", ["Black Lotus (twee)", "Black Lotus (kaksi)", "Black Lotus (TWEE)",
                                  "[dwa] Black Lotus", "Black Lotus [twee]",
                                  "Black Lotus [\ub450]", "Black Lotus [\u0434\u0432\u0430]"])
def test_a_word_in_brackets_on_a_line_with_no_count_stays_in_the_name(line: str) -> None:
    # Dropped as a set code or an Archidekt category: one Black Lotus where the word may
    # be a count in another language, legal in Vintage.
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{line}'", 3)]


@pytest.mark.parametrize("line", ["1 Black Lotus (twee)", "1x Black Lotus [Ramp]",
                                  "Black Lotus (LEA)", "[LEA] Black Lotus",
                                  "Black Lotus (lea)"])
def test_a_set_code_or_category_beside_a_count_or_of_the_card_data_is_dropped(
        line: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("line", ["Black Lotus // Black Lotus", "Black Lotus /// Black Lotus",
                                  "1 Black Lotus // black lotus", "Black Lotus //Black Lotus"])
def test_one_name_written_twice_around_slashes_is_no_comment(line: str) -> None:
    # The second name was read as a '// comment': one Black Lotus, legal in Vintage,
    # where the name written twice may mean two copies (README: it names no card).
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    written = line.removeprefix("1 ")
    assert errors(result) == [("unknown-card", f"unknown card '{written}'", 3)]


@pytest.mark.parametrize("title", ["#", "Number", "No.", "Num", "Nr", "N°", "Nº", "N.º", "№"])
def test_a_csv_number_column_that_reads_as_copies_is_a_parse_error(title: str) -> None:
    # Without a quantity column each row is one copy, and a column named '#' beside a
    # price was taken for collector numbers: one Black Lotus in 60 cards, legal in Vintage.
    text = f"{title},Name,Price\n" + "1,Island,0.10\n" * 58 + "2,Black Lotus,9999\n1,Mox Jet,999\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.csv")
    assert errors(result) == [("parse-error", f"column '{title}' holds whole numbers, most of "
                               "them 1 to 4 and some above 1: it may give the copies, not "
                               "collector numbers; each row was read as one copy", 1)]


def test_a_csv_column_of_collector_numbers_is_no_count() -> None:
    text = "Name,Set,Number\n" + "Island,LEA,288\n" * 58 + "Black Lotus,LEA,233\nMox Jet,LEA,262\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.csv")
    assert result.status == "legal"
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("title", ["Number", "#", "No", "No.", "Nr", "N.", "N°", "Nº", "N.º",
                                   "№", "Numéro", "Número", "Nummer", "Sammlernummer",
                                   "Kartennummer", "番号", "Номер"])
def test_a_csv_row_per_copy_collector_number_column_parts_no_decks(title: str) -> None:
    # A collector number under N°, Nº, Sammlernummer or 番号 runs along each card's copies:
    # its runs were read as 7 decks in one sheet, a legal deck refused (file-error).
    cards = [("Lightning Bolt", "M10", 146), ("Opt", "XLN", 65), ("Counterspell", "MH2", 267),
             ("Snapcaster Mage", "MM3", 56), ("Archmage's Charm", "MH2", 33),
             ("Prismatic Ending", "MH2", 25)]
    rows = "".join(f'"{name}",{code},{number}\n' * 4 for name, code, number in cards)
    text = f"Name,Set,{title}\n{rows}" + "Island,UNF,236\n" * 36
    result = mtg("mtg/modern").check_bytes(text.encode(), "d.csv")
    assert errors(result) == []
    assert result.status == "legal"
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("card", "message"), [
    ('{"quantity": 2, "name": "Black Lotus"}',
     "$.data.mainBoard[1]: a card gives a count as quantity (2), which MTGJSON does not "
     "read (it reads count): not read"),
    ('{"count": 1, "qty": 2, "name": "Black Lotus"}',
     "$.data.mainBoard[1]: a card gives a count as qty (2), which MTGJSON does not read (it "
     "reads count): not read"),
    ('{"count": 1, "Count": 2, "name": "Black Lotus"}',
     "$.data.mainBoard[1]: a card with the keys count, Count, which differ only in case: "
     "each tool reads one of them; not read"),
    ('{"count": 2, "Name": "Island", "name": "Black Lotus"}',
     "$.data.mainBoard[1]: a card with the keys Name, name, which differ only in case: "
     "each tool reads one of them; not read"),
])
def test_an_mtgjson_card_with_a_count_or_name_read_otherwise_is_a_parse_error(
        card: str, message: str) -> None:
    # One copy (the count under another name, or the key of one case read): one Black
    # Lotus in 60 cards, legal in Vintage.
    text = '{"data": {"mainBoard": [{"count": 60, "name": "Island"}, ' + card + "]}}"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.json")
    assert [(rule, said) for rule, said, _line in errors(result)] == [("parse-error", message)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize(("count", "shown"), [
    ("true", "true"), ("null", "null"), ('"4"', '"4"'), ('{"n": 4}', '{"n": 4}'),
    ("false", "false"), ('"\\u0007"', '"\\u0007"'),
    ('"' + "9" * 30 + '"', "a value of 32 characters")])
def test_an_mtgjson_count_that_is_no_quantity_is_quoted_as_json_writes_it(
        count: str, shown: str) -> None:
    # It said True, None, '4', {'n': 4}: Python's spelling, which no JSON file holds.
    text = '{"data": {"mainBoard": [{"count": 60, "name": "Island"}, {"count": ' + count \
        + ', "name": "Black Lotus"}]}}'
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.json")
    assert [(rule, said) for rule, said, _line in errors(result)] == [
        ("parse-error", f"$.data.mainBoard[1]: count {shown} is not a quantity between 1 and 999")]


@pytest.mark.parametrize("title", ["Black Lotus (twee)", "Black Lotus twee", "[dwa] Black Lotus",
                                   "Black Lotus // Black Lotus"])
def test_a_title_that_names_a_card_beside_a_kept_word_is_an_unknown_card(title: str) -> None:
    # A word kept in the name (it may be a count) made the title name no card: read as a
    # note, the Black Lotus it names dropped (legal in Vintage beside another one).
    text = f"{title}\n\n59 Island\n1 Black Lotus\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.txt")
    assert errors(result) == [("unknown-card", f"unknown card '{title}'", 1)]


def test_a_title_of_other_words_stays_a_note() -> None:
    result = mtg("mtg/vintage").check_bytes(b"Mono Blue Control\n\n59 Island\n1 Black Lotus\n",
                                            "d.txt")
    assert result.status == "legal"
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'Mono Blue Control' names no card: read as a note, not a card", 1)]


# ------------------------------------------- zone headers written with dashes, or half


_LOTUS_RESTRICTED = ("2 copies of Black Lotus{zones}; it is restricted to 1 copy ("
                     "listed by 2020-01-01, where the recorded lists start)")


@pytest.mark.parametrize(("header", "zones"), [
    ("Side-board", " (main deck 1 + sideboard 1)"),
    ("Side-Board:", " (main deck 1 + sideboard 1)"),
    ("Sideboard \u2014 15", " (main deck 1 + sideboard 1)"),
    ("Sideboard \u2212 15 cards", " (main deck 1 + sideboard 1)"),
    ("\u2014 Sideboard \u2014", " (main deck 1 + sideboard 1)"),
    ("<Sideboard>", " (main deck 1 + sideboard 1)"),
    ("Main-deck", ""),
    ("Main-Board (60)", ""),
])
def test_a_zone_header_with_hyphens_dashes_or_angle_brackets_is_that_header(
        header: str, zones: str) -> None:
    """A hyphen between a header's words, any dash before its count, and ``<...>`` around
    it: the header. Under a ``Maybeboard`` they were skipped lines (the second Black
    Lotus not counted: legal in Vintage); elsewhere an unknown card."""
    text = f"59 Island\n1 Black Lotus\nMaybeboard\n1 Mox Jet\n{header}\n1 Black Lotus\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("restricted", _LOTUS_RESTRICTED.format(zones=zones), 2)]


@pytest.mark.parametrize("header", ["Maybe-board", "Wish-list"])
def test_a_skipped_section_header_with_a_hyphen_is_that_section(header: str) -> None:
    text = f"60 Island\n{header}\n1 Black Lotus\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.txt")
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("ignored-section", f"section '{header}' is not part of the deck; its cards were "
         "not counted", 2)]


@pytest.mark.parametrize(("line", "header", "zones"), [
    ("Main deck (cont.)", "Main deck", ""),
    ("Deck (2 of 2)", "Deck", ""),
    ("Main Deck \u2013 Part 2", "Main Deck", ""),
    ("Mainboard, part 2", "Mainboard", ""),
    ("60 Main", "Main", ""),
    ("15 Sideboard", "Sideboard", " (main deck 1 + sideboard 1)"),
    ("XV Side deck", "Side deck", " (main deck 1 + sideboard 1)"),
    ("Sideboard (vs aggro)", "Sideboard", " (main deck 1 + sideboard 1)"),
])
def test_a_line_naming_a_zone_as_a_header_would_is_its_header(
        line: str, header: str, zones: str) -> None:
    """A line a person reads as the header of the deck or the side deck, though it is
    none: under a ``Maybeboard`` the lines after it were skipped with the section (one
    Black Lotus in the deck: legal in Vintage); elsewhere it was an unknown card."""
    text = f"59 Island\n1 Black Lotus\nMaybeboard\n1 Mox Jet\n{line}\n1 Black Lotus\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("restricted", _LOTUS_RESTRICTED.format(zones=zones), 2)]
    label = "side deck" if zones else "deck"
    assert _readings(result) == [(f"'{line}' is read as the header '{header}': the cards "
                                  f"after it are in the {label}", 5)]


@pytest.mark.parametrize("line", ["15 Sideboard", "15 Side deck", "15x Sideboard"])
def test_a_plain_count_before_a_side_deck_header_is_that_header(line: str) -> None:
    """``15 Sideboard`` has the form of the most common card line (``4 Name``), which a
    batch reads once per distinct text: it is still the side deck's header, not 15
    copies of an unknown card."""
    text = f"60 Island\n{line}\n15 Island\n"
    for _ in range(2):  # the second deck meets the line's remembered reading
        result = mtg("mtg/modern").check_bytes(text.encode(), "d.txt")
        assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
        header = line.split(" ", 1)[1]
        assert _readings(result) == [(f"'{line}' is read as the header '{header}': the "
                                      "cards after it are in the side deck", 2)]


@pytest.mark.parametrize(("line", "declared"), [("15 Sideboard", True),
                                                 ("Sideboard (vs aggro)", False)])
def test_a_count_before_a_loose_headers_words_is_declared(line: str, declared: bool) -> None:
    """``15 Sideboard`` declares its zone's cards as ``// 15 Sideboard`` does; a number
    after the words may number a part (``Deck (2 of 2)``) and declares nothing."""
    result = mtg("mtg/modern").check_bytes(f"60 Island\n{line}\n14 Island\n".encode(),
                                           "d.txt")
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "declared-count"] == ([
                ("declared-count", f"'{line}' (line 2) declares 15 cards, but 14 cards were "
                 "read under it", 2)] if declared else [])


@pytest.mark.parametrize("line", ["1 Side Quest", "2 Mage Slayer", "1 Commander's Sphere"])
def test_a_card_named_with_a_zones_word_is_a_card_line(line: str) -> None:
    text = f"59 Island\n{line}\n"
    result = mtg("mtg/legacy").check_bytes(text.encode(), "d.txt")
    assert result.zones == {"main": 59 + int(line[0])}
    assert not _readings(result)


@pytest.mark.parametrize(("line", "label"), [
    ("Commander (cont.)", "Command zone"), ("2 Commander", "Command zone"),
])
def test_a_line_naming_another_zone_under_a_skipped_section_is_a_parse_error(
        line: str, label: str) -> None:
    text = f"60 Island\nMaybeboard\n1 Mox Jet\n{line}\n1 Black Lotus\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", f"'{line}' under 'Maybeboard' (not part of the deck) names the "
         f"{label} but is no header: the lines after it were not counted; write the "
         f"{label}'s header alone to count them", 4)]


def test_a_line_naming_the_deck_under_a_french_skipped_section_is_its_header() -> None:
    text = DECK_40 + "Considering\n1 Fire Ball\nDeck principal (suite)\n1 Crimson Ritual\n"
    result = checker().check_bytes(text.encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 15)]


@pytest.mark.parametrize("line", ["1 Commander Eesha", "1 Commander's Sphere", "2 Mage Slayer",
                                  "1 Side Quest", "1 Sky Deck"])
def test_a_card_named_with_a_zones_word_under_a_skipped_section_stays_skipped(
        line: str) -> None:
    text = f"60 Island\nMaybeboard\n1 Mox Jet\n{line}\n1 Black Lotus\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.txt")
    assert result.status == "legal"
    assert [(v.rule, v.line) for v in result.violations] == [("ignored-section", 2)]


@pytest.mark.parametrize("line", ["Commander Eesha", "Sky Deck"])
def test_a_card_named_with_a_zones_word_and_no_count_under_a_skipped_section(
        line: str) -> None:
    """With no count, amid the section's counted cards, the card's name may head a part
    of the deck: a ``parse-error`` saying it names a card, not a zone's header, when the
    card after it would change the verdict (Shahrazad is banned in Vintage; one Black
    Lotus, restricted, would not)."""
    text = f"60 Island\nMaybeboard\n1 Mox Jet\n{line}\n1 Shahrazad\n"
    result = mtg("mtg/vintage").check_bytes(text.encode(), "d.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule != "ignored-section"] == [
        ("parse-error", 4, f"'{line}' under 'Maybeboard' (not part of the deck) names a card "
         "but gives no count: if it heads a part of the deck, the lines after it were not "
         "counted")]


# ------------------------------- sections of other tools' files named as a zone header


def test_a_forge_section_named_as_another_games_zone_names_no_zone() -> None:
    """``[Magi]`` names a zone of Magi-Nation Duel, none of Magic: in a Magic deck it is a
    section of another name, its card not counted, a parse-error."""
    result = mtg("mtg/vintage").check_bytes(_forge_with("Magi"), "d.dck")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", "section 'Magi' names no zone of the deck, nor a section outside "
         "it (Maybeboard, Tokens): its cards were not counted", 6)]


def _forge_with(section: str) -> bytes:
    return (f"[metadata]\nName=X\n[Main]\n59 Island\n1 Black Lotus\n[{section}]\n"
            "1 Black Lotus\n").encode()


@pytest.mark.parametrize("section", ["Deck", "Main Deck", "Side Board", "SB", "Side-board",
                                     "Reserve"])
def test_a_forge_section_named_as_a_zone_header_is_a_parse_error(section: str) -> None:
    """Forge reads ``[Main]``, ``[Sideboard]`` and ``[Commander]``; a person reads the
    cards of ``[Side Board]`` as the sideboard's (they were skipped with an info note:
    one Black Lotus, legal in Vintage)."""
    result = mtg("mtg/vintage").check_bytes(_forge_with(section), "d.dck")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", f"section '{section}' names a zone, but Forge does not read it: "
         "its cards were not counted", 6)]


def test_an_empty_forge_section_named_as_a_zone_header_is_no_problem() -> None:
    data = b"[metadata]\nName=X\n[Main]\n60 Island\n[Side Board]\n"
    result = mtg("mtg/vintage").check_bytes(data, "d.dck")
    assert result.status == "legal"
    assert [v.rule for v in result.violations] == ["reading"]


def test_another_forge_section_is_still_skipped_with_a_note() -> None:
    result = mtg("mtg/vintage").check_bytes(_forge_with("Maybe"), "d.dck")
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "ignored-section"] == [
        ("ignored-section", "section 'Maybe' is not part of a tournament deck; its cards "
         "were not counted", 6)]


@pytest.mark.parametrize("key", ["Deck", "Main Deck", "Side Board", "SB", "main-deck"])
def test_an_mtgjson_list_named_as_a_zone_header_is_a_parse_error(key: str) -> None:
    data = ('{"data": {"mainBoard": [{"count": 59, "name": "Island"}, {"count": 1, "name": '
            f'"Black Lotus"}}],\n"{key}": [{{"count": 1, "name": "Black Lotus"}}]}}}}')
    result = mtg("mtg/vintage").check_bytes(data.encode(), "d.json")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", f"list '{key}' names a zone, but an MTGJSON deck does not read it: "
         "its cards were not counted", 2)]


@pytest.mark.parametrize(("key", "meant"), [
    ("sideBaord", "sideBoard"), ("mainBord", "mainBoard"), ("Comander", "commander"),
    ("Sidebord", "sideBoard")])
def test_an_mtgjson_list_within_a_typo_of_a_lists_name_is_a_parse_error(
        key: str, meant: str) -> None:
    # an unknown list is skipped with a note: the banned card a side deck misspelt so
    # held was unsaid, the deck legal
    data = ('{"data": {"mainBoard": [{"count": 60, "name": "Island"}],\n'
            f'"{key}": [{{"count": 1, "name": "Oko, Thief of Crowns"}}]}}}}')
    result = mtg().check_bytes(data.encode(), "d.json")
    assert result.status == "illegal"
    assert errors(result) == [
        ("parse-error", f"list '{key}' is within a typo of '{meant}': its cards were not "
         "counted", 2)]


@pytest.mark.parametrize(("data", "name"), [
    ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n<zone name="main">\n'
     '<card number="59" name="Island"/>\n<card number="1" name="Black Lotus"/>\n</zone>\n'
     '<zone name="Side-board">\n<card number="1" name="Black Lotus"/>\n</zone>\n'
     "</cockatrice_deck>\n", "d.cod"),
    ('<?xml version="1.0"?>\n<deck game="x">\n<section name="Main">\n'
     '<card qty="59" id="1">Island</card>\n<card qty="1" id="2">Black Lotus</card>\n'
     '</section>\n<section name="Side-board">\n<card qty="1" id="2">Black Lotus</card>\n'
     "</section>\n</deck>\n", "d.o8d"),
])
def test_a_zone_or_section_named_with_a_hyphen_is_that_zone(data: str, name: str) -> None:
    """``Side-board`` is ``Side board``, as in a text header (it was skipped: legal)."""
    result = mtg("mtg/vintage").check_bytes(data.encode(), name)
    assert errors(result) == [("restricted", _LOTUS_RESTRICTED.format(
        zones=" (main deck 1 + sideboard 1)"), 5)]


# ------------------------------- a count among a label's words, on a line with no count


@pytest.mark.parametrize("line", [
    "Black Lotus [two copies]", "Black Lotus [Qty: 2]",
    "Black Lotus [Ramp,2]", "Black Lotus [II copies]", "Black Lotus [x2 please]",
    "Black Lotus ^2 copies^", "Black Lotus <2 copies>", "Black Lotus <x2 total>",
])
def test_a_label_holding_a_count_on_a_line_without_one_stays_in_the_name(line: str) -> None:
    """Dropped as an Archidekt category, a tag or a printing, the count went with it
    (one Black Lotus: legal in Vintage); it stays in the name, an unknown card."""
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{line}'", 3)]


@pytest.mark.parametrize("line", ["Black Lotus [2 copies]", "Black Lotus (2 copies)",
                                  "Black Lotus - 2 copies"])
def test_a_count_and_its_unit_after_the_name_is_the_count(line: str) -> None:
    """A count and a unit of copies after the name, as ``2 copies of Black Lotus`` before
    it: two copies of the restricted card (it was an unknown card)."""
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert [(rule, at) for rule, _message, at in errors(result)] == [("restricted", 3)]


@pytest.mark.parametrize("unit", ["pcs", "ex.", "copies of", "St\u00fcck", "x pcs"])
def test_a_unit_of_copies_before_a_name_in_capitals_is_the_unit(unit: str) -> None:
    """``3 pcs SWAMP``, ``3 copies of SWAMP``: the one-word name in capitals after the
    unit was cut as a bare set code and the unit kept as the name, the unknown card
    'pcs' (a legal deck written in capitals illegal); the unit is read in what was cut
    too: three Swamps, as ``3 pcs Swamp`` is, beside ``2 pcs MOX JET``, two copies of the
    restricted Mox Jet."""
    result = mtg("mtg/vintage").check_bytes(
        f"Deck\n3 {unit} SWAMP\n55 Island\n2 {unit} MOX JET\n".encode(), "d.txt")
    assert [(rule, at) for rule, _message, at in errors(result)] == [("restricted", 4)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("line", ["1 Black Lotus [2 Drops]", "1x Black Lotus [Ramp,2]",
                                  "Black Lotus [Fast Mana]", "Black Lotus ^Have,#37d67a^"])
def test_a_label_after_a_count_or_without_a_count_is_still_a_label(line: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "legal"
    assert errors(result) == []


_SIDE_20 = "4 Lightning Bolt\n4 Shock\n4 Lava Spike\n4 Skullcrack\n4 Smash to Smithereens\n"


@pytest.mark.parametrize(("comment", "header"), [
    ("// Sideboard (post-board)", "Sideboard"),
    ("# Sideboard (vs aggro)", "Sideboard"),
    ("// Side deck - 20 cards, see notes", "Side deck"),
    ("//Side-board, games 2 and 3", "Side-board"),
])
def test_a_comment_that_names_the_sideboard_as_a_header_would_is_its_header(
        comment: str, header: str) -> None:
    """Read as a comment, the 20 cards after it were main-deck cards (an 80-card deck,
    legal in Modern); a person reads a sideboard of 20."""
    text = f"60 Mountain\n{comment}\n{_SIDE_20}"
    result = mtg().check_bytes(text.encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("zone-size", "Sideboard: 20 cards; at most 15", 2)]
    assert _readings(result)[:1] == [
        (f"'{comment.lstrip('/#').strip()}' is read as the header '{header}': the cards "
         "after it are in the side deck", 2)]


@pytest.mark.parametrize("comment", ["// Maybeboard (ideas)", "// Companion (Lurrus)",
                                     "// Sideboard plan: bring in Shock", "# Commander (1)x"])
def test_a_comment_naming_no_deck_zone_loosely_stays_a_comment(comment: str) -> None:
    text = f"60 Mountain\n{comment}\n4 Lightning Bolt\n"
    result = mtg().check_bytes(text.encode(), "d.txt")
    assert result.status == "legal"
    assert errors(result) == []


@pytest.mark.parametrize("line", ["Black Lotus [4stuks]", "[2copies] Black Lotus"])
def test_a_number_run_into_a_word_in_brackets_is_no_set_code(line: str) -> None:
    """Dropped as a set code (it is no word of letters alone), the count went with it:
    one Black Lotus, legal in Vintage."""
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", f"unknown card '{line}'", 3)]


@pytest.mark.parametrize("line", ["Black Lotus [2ED]", "Black Lotus (2XM)", "1 Black Lotus [5ED]"])
def test_a_known_set_code_that_starts_with_a_number_is_still_dropped(line: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert result.status == "legal"
    assert errors(result) == []


def test_a_label_in_brackets_before_the_name_that_starts_with_a_count_is_no_count() -> None:
    """``[2 copies]`` was taken for a count before the name, so its label was dropped
    as a category after a count: one Black Lotus, legal in Vintage."""
    result = mtg("mtg/vintage").check_bytes(b"Deck\n59 Island\n[2 copies] Black Lotus\n",
                                            "d.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", "unknown card 'copies] Black Lotus'", 3)]


# ----------------------------------------- a game's own section with an optional plural


#: 60 Modern cards as text, then a section header and one card under it.
_TEXT_60 = "Deck\n56 Mountain\n4 Lightning Bolt\n"


@pytest.mark.parametrize(("header", "name"), [
    ("Attraction(s)", "Attraction(s)"), ("Sticker(s)", "Sticker(s)"),
    ("ATTRACTION(S):", "ATTRACTION(S)"), ("Attraction(s) (2)", "Attraction(s)"),
    ("// Sticker(s)", "Sticker(s)"), ("# Contraption(s)", "Contraption(s)"),
])
def test_a_section_header_with_an_optional_plural_keeps_out_only_its_kind(
        header: str, name: str) -> None:
    """``Attraction(s)`` and ``Sticker(s)`` (Un-set zones as deck sites and Cockatrice
    write them) were unknown cards, the deck illegal; they are the game's sections,
    which keep out their kind of card only: a banned Grief there is counted."""
    kinds = {"Attraction": "Attraction", "ATTRACTION": "Attraction", "Sticker": "Sticker",
             "Contraption": "Contraption"}
    kind = kinds[name.split("(")[0]]
    article = "an" if kind[0] in "AEIOU" else "a"
    result = mtg().check_bytes(f"{_TEXT_60}{header}\n1 Grief\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 5)]
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "info"] == [
        ("ignored-section", f"section '{name}' is not part of the deck; its {kind} cards were "
         "not counted (a card of another kind there is counted in the main deck)", 4),
        ("reading", f"'Grief' in section '{name}' is not {article} {kind} card: counted in "
         "the main deck", 5)]
    assert result.zones == {"main": 61}


def test_an_attraction_under_an_optional_plural_header_is_out_of_the_deck() -> None:
    """Out of the deck's count, an Attraction deck's card is judged: in Legacy's pool, but
    one Attraction alone is a short Attraction deck (at least ten, rules 717.2a)."""
    result = mtg("mtg/legacy").check_bytes(
        f"{_TEXT_60}Attraction(s)\n1 Balloon Stand\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("ignored-section", "section 'Attraction(s)' is not part of the deck; its Attraction "
         "cards were not counted (a card of another kind there is counted in the main deck)",
         4),
        ("ignored-section", "Balloon Stand is an Attraction card in section 'Attraction(s)': "
         "not part of the deck, not counted in its size or copies; played in the event "
         "beside it, so judged by the format's card pool and banned list", 5),
        ("zone-size", "Attraction deck: 1 card; at least 10", 5)]


@pytest.mark.parametrize(("zone", "card", "status", "said"), [
    ("Attraction(s)", "Grief", "illegal",
     ("reading", "'Grief' in zone 'Attraction(s)' is not an Attraction card: counted in the "
      "main deck", 4)),
    ("Sticker(s)", "Grief", "illegal",
     ("reading", "'Grief' in zone 'Sticker(s)' is not a Sticker card: counted in the main "
      "deck", 4)),
    ("Attraction(s)", "Balloon Stand", "illegal",
     ("ignored-section", "Balloon Stand is an Attraction card in zone 'Attraction(s)': not "
      "part of the deck, not counted in its size or copies; played in the event beside it, "
      "so judged by the format's card pool and banned list", 4)),
])
def test_a_cockatrice_zone_of_one_kind_with_an_optional_plural(
        zone: str, card: str, status: str, said: tuple[str, str, int]) -> None:
    """A Cockatrice zone ``Attraction(s)`` was skipped whole: a banned Grief there was not
    counted and the deck legal; an Attraction there is out of the deck's count, but
    Modern's card pool judges it."""
    result = mtg().check_bytes(_cod_zone(zone, card).encode(), "deck.cod")
    assert result.status == status
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "info"] == [said]
    assert errors(result) == (
        [("banned", "Grief is banned in Modern (since 2024-08-26)", 4)] if card == "Grief"
        else [("card-pool", "Balloon Stand is not in the card pool of Modern on 2026-08-22: "
               "never printed in a set of the pool (printed in Unfinity (UNF))", 4),
              ("zone-size", "Attraction deck: 1 card; at least 10", 4)])
    assert result.zones == ({"main": 60} if card != "Grief" else {"main": 61})


def test_a_csv_board_of_one_kind_with_an_optional_plural() -> None:
    """A CSV export's ``Attraction(s)`` board was a category of the main deck: its
    Attraction a card of the deck (not in Modern's card pool)."""
    text = ("Count,Name,Board\n56,Mountain,main\n4,Lightning Bolt,main\n"
            "1,Balloon Stand,Attraction(s)\n1,Grief,Sticker(s)\n")
    result = mtg().check_bytes(text.encode(), "deck.csv")
    assert errors(result) == [
        ("card-pool", "Balloon Stand is not in the card pool of Modern on 2026-08-22: never "
         "printed in a set of the pool (printed in Unfinity (UNF))", 4),
        ("zone-size", "Attraction deck: 1 card; at least 10", 4),
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 5)]
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "info"][1:] == [
        ("ignored-section", "Balloon Stand is an Attraction card in the 'Attraction(s)' board: "
         "not part of the deck, not counted in its size or copies; played in the event "
         "beside it, so judged by the format's card pool and banned list", 4),
        ("reading", "'Grief' in the 'Sticker(s)' board is not a Sticker card: counted in the "
         "main deck", 5)]
    assert result.zones == {"main": 61}


# -------------------------------------------------- XMage's card lines in a plain decklist

#: A Modern deck in XMage's card lines, then a sideboard of 20 cards under ``{header}``.
_XMAGE_LINES = ("4 [M10:146] Lightning Bolt\n56 [ZEN:234] Mountain\n{header}\n"
                + "".join(f"4 [M21:1] {card}\n" for card in
                          ("Duress", "Abrade", "Negate", "Spell Pierce", "Flusterstorm")))


@pytest.mark.parametrize("header", ["Sideboard", "// Sideboard", "# Sideboard",
                                    "// 20 Sideboard", "Sideboard:"])
@pytest.mark.parametrize("name", ["deck.txt", "-"])
def test_xmage_card_lines_under_a_plain_header_are_a_plain_decklist(header: str,
                                                                    name: str) -> None:
    """A decklist written in XMage's card lines (``4 [M10:146] Lightning Bolt``) under a
    header XMage never writes was read as an XMage file: ``// Sideboard`` a comment, the
    20-card sideboard counted in the main deck (80 cards: legal), ``Sideboard`` a
    parse-error. It is a plain decklist, which reads those card lines too."""
    text = _XMAGE_LINES.format(header=header)
    result = mtg().check_bytes(text.encode(), name)
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 20})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("zone-size", "Sideboard: 20 cards; at most 15", 3)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("read as plain text: XMage's card lines ([SET:NUM]) beside a line XMage never "
         "writes", 3)]


@pytest.mark.parametrize("naming", ["NAME: Burn", "NAME: Burn\nAUTHOR: me", "Name:Burn",
                                    "NAME:Burn", "NAME:Burn\nAUTHOR:me", "AUTHOR:me\nNAME:Burn"])
@pytest.mark.parametrize("name", ["deck.txt", "-"])
def test_a_plain_decklist_with_a_name_line_in_capitals_is_a_plain_decklist(
        naming: str, name: str) -> None:
    """``NAME: Burn`` is a text decklist's metadata line too (keys are read in any case;
    XMage writes no space after its colon): it made the list an XMage file, its ``Deck``
    and ``Sideboard`` headers ``parse-error``s and its sideboard counted in the main deck
    (a legal deck illegal, a sixteenth sideboard card unsaid); so did XMage's own
    ``NAME:Burn`` in a list of no XMage card line (``4 [M10:146] Lightning Bolt``)."""
    text = f"{naming}\nDeck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n{_SIDE_15}"
    legal = mtg().check_bytes(text.encode(), name)
    assert (legal.status, legal.deck_name, legal.zones) == (
        "legal", "Burn", {"main": 60, "side": 15})
    assert [v.rule for v in legal.violations if v.severity != "info"] == []
    result = mtg().check_bytes((text + "1 Grief\n").encode(), name)
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    side = len(naming.splitlines()) + 5
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("zone-size", side), ("banned", side + 6)]


def test_an_xmage_file_with_its_name_line_alone_stays_an_xmage_file() -> None:
    """XMage's own lines alone (``NAME:``, ``AUTHOR:``, card lines, ``SB:``) in a ``.txt``
    file: still XMage's."""
    text = ("NAME:Burn\nAUTHOR:me\n4 [M10:146] Lightning Bolt\n56 [M10:242] Mountain\n"
            "SB: 1 [MH2:78] Grief\n")
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.deck_name, result.zones) == (
        "illegal", "Burn", {"main": 60, "side": 1})
    assert [v.message.split(" (")[0] for v in result.violations
            if v.rule == "reading"] == ["read as an XMage deck file"]


def test_a_header_in_an_xmage_dck_file_is_a_parse_error() -> None:
    """XMage reads ``// Sideboard`` as a comment and the cards after it in its main deck,
    where a person reads a sideboard: the 20-card sideboard made an 80-card main deck,
    legal without a word."""
    result = mtg().check_bytes(_XMAGE_LINES.format(header="// Sideboard").encode(),
                               "deck.dck")
    assert (result.status, result.zones) == ("illegal", {"main": 80})
    assert [(v.rule, v.message, v.line, v.hint) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", "'// Sideboard' reads as a header, but XMage reads it as a comment "
         "and counts the cards after it in the main deck", 3,
         "write 'SB: ' before each card of the sideboard, as XMage does, and remove the "
         "line")]


def test_an_xmage_file_on_standard_input_keeps_its_reader_with_a_header() -> None:
    """With a line only XMage writes (``NAME:``) the file is XMage's, its header a
    parse-error as in a ``.dck`` file."""
    text = "NAME:Burn\n" + _XMAGE_LINES.format(header="// Sideboard")
    result = mtg().check_bytes(text.encode(), "-")
    assert (result.status, result.zones) == ("illegal", {"main": 80})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 4)]


@pytest.mark.parametrize("comment", ["# Land", "//Created with Mage - www.magefree.com",
                                     "// Main", "# Main deck"])
def test_comments_of_an_xmage_file_that_open_no_other_zone_are_comments(comment: str) -> None:
    text = f"NAME:Burn\n{comment}\n4 [M10:146] Lightning Bolt\n56 [ZEN:234] Mountain\n"
    result = mtg().check_bytes(text.encode(), "deck.dck")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.rule for v in result.violations if v.severity != "info"] == []


#: A Forge deck file whose 20-card sideboard follows ``{comment}`` in ``[Main]``.
_FORGE_COMMENTED = ("[metadata]\nName=Burn\n[Main]\n4 Lightning Bolt|M10\n56 Mountain\n"
                    "{comment}\n"
                    + "".join(f"4 {card}\n" for card in
                              ("Duress", "Abrade", "Negate", "Spell Pierce", "Flusterstorm")))


@pytest.mark.parametrize("comment", ["// Sideboard", "# Sideboard", "#Sideboard (20)",
                                     "// Sideboard (post-board)"])
@pytest.mark.parametrize("name", ["deck.dck", "deck.txt"])
def test_a_header_as_a_comment_in_a_forge_section_is_a_parse_error(comment: str,
                                                                   name: str) -> None:
    """Forge reads ``// Sideboard`` as a comment and the cards after it in ``[Main]``,
    where a person reads a sideboard: the 20-card sideboard made an 80-card main deck,
    legal without a word."""
    result = mtg().check_bytes(_FORGE_COMMENTED.format(comment=comment).encode(), name)
    assert (result.status, result.zones) == ("illegal", {"main": 80})
    assert [(v.rule, v.message, v.line, v.hint) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", f"'{comment}' reads as a header, but Forge reads it as a comment "
         "and counts the cards after it in [Main]", 6,
         "write the cards under their own section, [Main], [Sideboard] or [Commander], "
         "and remove the line")]


@pytest.mark.parametrize("comment", ["# Creatures", "// Main deck", "# Main (60)",
                                     "; Sideboard"])
def test_other_comments_of_a_forge_section_are_comments(comment: str) -> None:
    """A comment of card types, or one naming the section it stands in, says nothing
    Forge does not do; ``;`` is Forge's own comment mark, no header in any decklist."""
    text = f"[metadata]\nName=Burn\n[Main]\n{comment}\n4 Lightning Bolt|M10\n56 Mountain\n"
    result = mtg().check_bytes(text.encode(), "deck.dck")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.rule for v in result.violations if v.severity != "info"] == []


#: A sideboard of 15 cards, the first of them on line 6.
_SIDE_15 = "1 Duress\n4 Abrade\n4 Negate\n4 Spell Pierce\n2 Flusterstorm\n"


@pytest.mark.parametrize(("text", "header"), [
    ("[Deck]\n4 Lightning Bolt\n56 Mountain\n\n[Sideboard]\n" + _SIDE_15, 1),
    ("Deck\n4 Lightning Bolt\n56 Mountain\n\n[Sideboard]\n" + _SIDE_15, 1),
    ("=== Main ===\n4 Lightning Bolt\n56 Mountain\n\n[SIDEBOARD]\n" + _SIDE_15, 1),
    ("[Main]\n4 Lightning Bolt\n56 Mountain\n\nSideboard:\n" + _SIDE_15, 5),
    ("[Main]\nInstants (4)\n4 Lightning Bolt\n56 Mountain\n[Sideboard]\n" + _SIDE_15, 2),
    # a card line Forge never writes, its count not digits and a space first: Forge read
    # each as one card of that name, an unknown card
    ("[Main]\n4x Lightning Bolt\n56x Mountain\n\n[Sideboard]\n" + _SIDE_15, 2),
    ("[Main]\nLightning Bolt x4\nMountain (56)\n\n[Sideboard]\n" + _SIDE_15, 2),
])
@pytest.mark.parametrize("name", ["deck.txt", "-"])
def test_a_plain_decklist_with_headers_in_brackets_is_read_as_plain_text(
        text: str, header: int, name: str) -> None:
    """``[Sideboard]`` made a ``.txt`` file Forge's: its other header, ``Deck`` or
    ``[Deck]``, which Forge never writes, was an unknown card or a section not read (a
    legal deck illegal, its cards uncounted), and ``Sideboard:`` in ``[Main]``, a
    grouping header (``Instants (4)``) or a card line Forge never writes (``4x Lightning
    Bolt``, ``Lightning Bolt x4``) an unknown card."""
    result = mtg().check_bytes(text.replace("Duress", "Grief").encode(), name)
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 6)]
    assert [(v.message, v.line) for v in result.violations
            if v.rule == "reading" and v.message.startswith("read as")] == [
        ("read as plain text: headers in brackets beside a line Forge never writes",
         header)]
    legal = mtg().check_bytes(text.encode(), name)
    assert (legal.status, legal.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize("top", ["Format: mtg/modern\nPlayer: Alice\n",
                                 "Player: Alice\nFormat: Modern\n"])
@pytest.mark.parametrize("main", ["", "[Main]\n"])
@pytest.mark.parametrize("name", ["deck.txt", "-"])
def test_a_plain_decklist_with_metadata_lines_and_headers_in_brackets_is_plain_text(
        top: str, main: str, name: str) -> None:
    """A ``Format:`` or ``Player:`` line beside ``[Sideboard]``: Forge never writes one
    (its metadata is ``Name=`` under ``[metadata]``), but the file was read as Forge's,
    each such line an unknown card ('Format: mtg/modern') and the format it names not
    read: the deck not judged, or under ``--format`` a legal deck illegal."""
    text = f"{top}{main}4 Lightning Bolt\n56 Mountain\n[Sideboard]\n{_SIDE_15}"
    for judge in (mtg(None), mtg()):
        result = judge.check_bytes(text.replace("Duress", "Grief").encode(), name)
        assert (result.status, result.format_id, result.player, result.zones) == (
            "illegal", "mtg/modern", "Alice", {"main": 60, "side": 15})
        assert [(v.rule, v.message, v.line) for v in result.violations
                if v.severity == "error"] == [
            ("banned", "Grief is banned in Modern (since 2024-08-26)", len(top.splitlines())
             + len(main.splitlines()) + 4)]
        legal = judge.check_bytes(text.encode(), name)
        assert (legal.status, legal.zones) == ("legal", {"main": 60, "side": 15})
        assert [(v.message, v.line) for v in legal.violations
                if v.rule == "reading" and v.message.startswith("read as")] == [
            ("read as plain text: headers in brackets beside a line Forge never writes", 1)]


def test_a_metadata_line_under_a_forge_settings_section_keeps_the_forge_reader() -> None:
    """A ``Key: value`` line in a section of Forge's settings (``[general]``) is Forge's
    to read: the file stays Forge's."""
    text = "[general]\nFormat: x\n[Main]\n4 Lightning Bolt\n56 Mountain\n[Sideboard]\n"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert [v.message for v in result.violations if v.rule == "reading"
            and v.message.startswith("read as")] == ["read as a Forge deck file ([section] "
                                                     "headers)"]


_XMAGE_BURN = ("NAME:Burn\n4 [M10:146] Lightning Bolt\n56 [M10:242] Mountain\n"
               "SB: 1 [MH2:78] Duress\n")
_FORGE_BURN = ("[metadata]\nName=Burn\n[Main]\n4 Lightning Bolt|M10\n56 Mountain|M10\n"
               "[Sideboard]\n1 Duress|MH2\n")


@pytest.mark.parametrize(("text", "dialect", "banned_line"), [
    ("Format: mtg/modern\nPlayer: Bob\n" + _XMAGE_BURN, "an XMage deck file", 6),
    (_XMAGE_BURN + "Player: Bob\nFormat: Modern\n", "an XMage deck file", 4),
    ("Format: mtg/modern\nPlayer: Bob\n" + _FORGE_BURN, "a Forge deck file", 9),
    (_FORGE_BURN.replace("[Main]\n", "[Main]\nFormat: mtg/modern\nJoueur : Bob\n"),
     "a Forge deck file", 9),
    (_FORGE_BURN.replace("Name=Burn\n", "Name=Burn\nFormat: mtg/modern\nPlayer: Bob\n"),
     "a Forge deck file", 9),
    (_FORGE_BURN.replace("Name=Burn\n", "Name=Burn\nPlayer : Bob\n[general]\n"
                         "Format: Modern\n"), "a Forge deck file", 10),
])
def test_a_format_line_in_a_forge_or_xmage_file_gives_its_format(
        text: str, dialect: str, banned_line: int) -> None:
    """A player told to give the format with a ``Format:`` line writes one into an XMage
    or Forge ``.dck`` file: it was a card line (XMage: a ``parse-error``, Forge: an
    unknown card 'Format: mtg/modern'), the deck not judged without ``--format``, a
    legal deck illegal with it."""
    for judge in (mtg(None), mtg()):
        result = judge.check_bytes(text.replace("Duress", "Grief").encode(), "deck.dck")
        assert (result.status, result.format_id, result.player, result.deck_name,
                result.zones) == ("illegal", "mtg/modern", "Bob", "Burn",
                                  {"main": 60, "side": 1})
        assert [(v.rule, v.message, v.line) for v in result.violations
                if v.severity == "error"] == [
            ("banned", "Grief is banned in Modern (since 2024-08-26)", banned_line)]
        legal = judge.check_bytes(text.encode(), "deck.dck")
        assert legal.status == "legal"
        assert [v.message.split(" (")[0] for v in legal.violations
                if v.rule == "reading" and v.message.startswith("read as")] == [
            f"read as {dialect}"]


def test_a_second_format_line_in_an_xmage_file_is_a_parse_error() -> None:
    """Two ``Format:`` lines that disagree: the first is read, the second an error, as
    in a text decklist."""
    text = "Format: mtg/modern\nFormat: mtg/legacy\n" + _XMAGE_BURN
    result = mtg(None).check_bytes(text.encode(), "deck.dck")
    assert (result.status, result.format_id) == ("illegal", "mtg/modern")
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 2)]


def test_a_second_format_line_in_a_forge_metadata_section_is_a_parse_error() -> None:
    """Under ``[metadata]`` too, two ``Format:`` lines that disagree: the first is read,
    the second an error, as in a text decklist; a line there of neither form stays one."""
    text = _FORGE_BURN.replace("Name=Burn\n", "Name=Burn\nFormat: mtg/modern\n"
                               "Format: mtg/legacy\nBurn deck\n")
    result = mtg(None).check_bytes(text.encode(), "deck.dck")
    assert (result.status, result.format_id) == ("illegal", "mtg/modern")
    assert [(v.rule, v.message.split(";")[0], v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", "the format is given twice: 'mtg/legacy' here and 'mtg/modern' "
         "before (line 3)", 4),
        ("parse-error", "'Burn deck' is not a Key=value line of section [metadata]", 5)]


def test_a_forge_file_with_metadata_keeps_its_reader_with_a_plain_header() -> None:
    """``[metadata]`` is Forge's alone: the file is Forge's, and a section Forge has not
    a ``parse-error`` as in a ``.dck`` file."""
    text = "[metadata]\nName=Burn\n[Main]\n4 Lightning Bolt\n56 Mountain\n[Deck]\n1 Grief\n"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", "section 'Deck' names a zone, but Forge does not read it: its cards "
         "were not counted", 6)]


def test_an_empty_set_code_before_the_name_is_dropped() -> None:
    """mtgtop8's and Magic Workstation's files write ``[]`` for a printing they do not
    know: ``4 [] Mountain`` was an unknown card '[] Mountain', a legal deck illegal."""
    text = ("// NAME : Burn\n// FORMAT : Modern\n4 [M10] Lightning Bolt\n56 [] Mountain\n"
            "SB: 1 [] Grief\n")
    result = mtg(None).check_bytes(text.encode(), "deck.dec")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 1})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 5)]
    fine = mtg(None).check_bytes(text.replace("Grief", "Abrade").encode(), "deck.dec")
    assert (fine.status, fine.zones) == ("legal", {"main": 60, "side": 1})


#: A Legacy deck as mtgtop8's Magic Workstation files write it: Visions cards are ``[VI]``.
_MTGTOP8_ELVES = (
    "// Deck file created with mtgtop8.com\n// NAME : Elves\n// FORMAT : Legacy\n"
    "4 [MOR] Heritage Druid\n4 [EVE] Nettle Sentinel\n2 [VI] Quirion Ranger\n"
    "3 [VI] Natural Order\n4 [SC] Wirewood Symbiote\n4 [US] Gaea's Cradle\n"
    "2 [A] Bayou\n37 [] Forest\nSB:  2 [VI] Quirion Ranger\n")


def test_magic_workstations_code_of_visions_before_a_name_is_that_set() -> None:
    """``[VI]`` is the Roman numeral six, so ``2 [VI] Quirion Ranger`` was an unknown
    card: every mtgtop8 list playing a Visions card was illegal."""
    result = mtg(None).check_bytes(_MTGTOP8_ELVES.encode(), "deck.mwDeck")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 2})
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'[VI]' before the name is the code other tools write for Visions (VIS), where "
         f"{card} was printed: read as {count} {card}", line)
        for count, card, line in ((2, "Quirion Ranger", 6), (3, "Natural Order", 7),
                                  (2, "Quirion Ranger", 12))]
    too_many = mtg(None).check_bytes(
        _MTGTOP8_ELVES.replace("SB:  2 [VI]", "SB:  3 [VI]").encode(), "deck.mwDeck")
    assert [(v.rule, v.message) for v in too_many.violations if v.severity == "error"] == [
        ("copy-limit", "5 copies of Quirion Ranger (main deck 2 + sideboard 3); at most 4")]


@pytest.mark.parametrize(("line", "written"), [
    ("1 [VI] Black Lotus", "[VI] Black Lotus"),
    ("[VI] Quirion Ranger", "[VI] Quirion Ranger"),
    ("1 [IV] Quirion Ranger", "[IV] Quirion Ranger"),
    ("1 [vi] Quirion Ranger", "[vi] Quirion Ranger"),
])
def test_a_numeral_in_brackets_is_no_set_code_unless_it_names_the_cards_set(
        line: str, written: str) -> None:
    """Black Lotus was never printed in Visions, and on a line without a count, or
    written ``IV`` or in small letters, the numeral may be the count: an unknown card."""
    text = "4 Lightning Bolt\n55 Mountain\n" + line + "\n"
    result = mtg("mtg/legacy").check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message.split(" (")[0], v.line)
            for v in result.violations if v.severity == "error"] == [
        ("unknown-card", f"unknown card '{written}'", 3)]


#: A Modern deck as TappedOut's export for forums (BBCode) writes it.
_FORUM_EXPORT = ("[DECK]\n4x\tLightning Bolt\n56x\tMountain\n\nSideboard\n1x\tAbrade\n"
                 "[/DECK]\n"
                 '[URL="https://tappedout.net/mtg-decks/burn/"]Link to deck @ TappedOut.net'
                 "[/URL]\n")


def test_a_forums_markup_around_a_list_is_no_card() -> None:
    """``[/DECK]`` and the link after it were unknown cards: a legal deck illegal."""
    result = mtg().check_bytes(_FORUM_EXPORT.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("reading", "unknown-card")] == [
        ("reading", "'[/DECK]' closes a forum's [DECK] tag: no card", 7),
        ("reading", "'Link to deck @ TappedOut.net' names no card: read as a note, not a "
         "card", 8)]


@pytest.mark.parametrize(("line", "rule", "message"), [
    ("[URL=https://scryfall.com/card/mh2/87]Grief[/URL]", "banned",
     "Grief is banned in Modern (since 2024-08-26)"),
    ("[url]1 Grief[/url]", "banned", "Grief is banned in Modern (since 2024-08-26)"),
    ("[/Grief]", "unknown-card", "unknown card '[/Grief]'"),
    ("[spoiler]Grief", "unknown-card", "unknown card '[spoiler]Grief'"),
])
def test_a_card_in_a_forums_markup_is_counted(line: str, rule: str, message: str) -> None:
    """A link's text is a possible card line, and only the forum's own tags are no card:
    a card's name written as a tag stays an unknown card."""
    text = _FORUM_EXPORT.replace("[/DECK]\n", f"{line}\n[/DECK]\n")
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message.split(" (not in")[0], v.line) for v in result.violations
            if v.severity == "error"] == [(rule, message, 7)]
    assert result.zones == {"main": 60, "side": 2}


@pytest.mark.parametrize(("text", "name", "dialect", "line"), [
    ("[metadata]\r\nName=Burn\r\n[Main]\r\n4 Lightning Bolt|M10\r\n56 Mountain\r\n"
     "[Sideboard]\r\n1 Grief\r\n", "deck.dck", "a Forge deck file ([section] headers)", 7),
    ("[Main]\r\n4 Lightning Bolt|M10\r\n56 Mountain\r\n[Sideboard]\r\n1 Grief\r\n",
     "deck.txt", "a Forge deck file ([section] headers)", 5),
    ("NAME:Burn\r\n4 [M10:146] Lightning Bolt\r\n56 [ZEN:234] Mountain\r\n"
     "SB: 1 [MH2:87] Grief\r\n", "deck.dck",
     "an XMage deck file (NAME:, 4 [SET:NUM] Name, LAYOUT lines)", 4),
    ("Count\tName\tBoard\r\n4\tLightning Bolt\tmainboard\r\n56\tMountain\tmainboard\r\n"
     "1\tGrief\tsideboard\r\n", "deck.txt",
     "a card CSV export (a header row naming its columns)", 4),
    ('<?xml version="1.0" encoding="UTF-16"?>\r\n<cockatrice_deck version="1">'
     '<zone name="main"><card number="4" name="Lightning Bolt"/>'
     '<card number="56" name="Mountain"/></zone>\r\n<zone name="side">'
     '<card number="1" name="Grief"/></zone></cockatrice_deck>\r\n', "deck.txt",
     "a Cockatrice deck file (<cockatrice_deck>)", 3),
])
@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le"])
def test_another_tools_file_in_utf_16_is_read_by_its_reader(
        text: str, name: str, dialect: str, line: int, encoding: str) -> None:
    """A Forge or XMage file, a spreadsheet's tab-separated export or an XML deck file
    saved as UTF-16 was not told by its content: read as a plain decklist, its section
    headers and settings were unknown cards (a legal deck illegal)."""
    result = mtg().check_bytes(text.encode(encoding), name)
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 1})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", line)]
    assert [v.message for v in result.violations if v.rule == "reading"] == [
        f"read as {dialect}"]


@pytest.mark.parametrize(("text", "dialect"), [
    ('{"data": {"mainBoard": [{"count": 4, "name": "Lightning Bolt"}, {"count": 56, '
     '"name": "Mountain"}],\n"sideBoard": [{"count": 1, "name": "Grief"}]}}',
     "an MTGJSON deck file (mainBoard / sideBoard lists)"),
    ('{"boards": {"mainboard": {"cards": {"a": {"quantity": 4, "card": {"name": '
     '"Lightning Bolt"}}, "b": {"quantity": 56, "card": {"name": "Mountain"}}}},\n'
     '"sideboard": {"cards": {"c": {"quantity": 1, "card": {"name": "Grief"}}}}}}',
     "a Moxfield deck (its boards of cards)"),
])
@pytest.mark.parametrize("name", ["deck.json", "deck.txt"])
def test_a_json_deck_in_utf_16_is_read_by_its_reader(text: str, dialect: str,
                                                    name: str) -> None:
    """An MTGJSON or Moxfield deck saved as UTF-16 was not told by its keys: "not a
    decklist" as a ``.json`` file, one unknown card as a ``.txt`` file."""
    result = mtg().check_bytes(text.encode("utf-16"), name)
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 1})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 2)]
    assert [v.message for v in result.violations if v.rule == "reading"] == [
        f"read as {dialect}"]


@pytest.mark.parametrize(("text", "name", "line"), [
    ("Player: Jörg Müller\r\n4 Lightning Bolt\r\n56 Mountain\r\nSideboard\r\n1 Grief\r\n",
     "deck.txt", 5),
    ('<?xml version="1.0" encoding="UTF-32"?>\r\n<cockatrice_deck version="1">'
     '<zone name="main"><card number="4" name="Lightning Bolt"/>'
     '<card number="56" name="Mountain"/></zone>\r\n<zone name="side">'
     '<card number="1" name="Grief"/></zone></cockatrice_deck>\r\n', "deck.cod", 3),
    ('{"data": {"mainBoard": [{"count": 4, "name": "Lightning Bolt"}, {"count": 56, '
     '"name": "Mountain"}],\n"sideBoard": [{"count": 1, "name": "Grief"}]}}', "deck.json", 2),
    ("Count,Name,Board\r\n4,Lightning Bolt,main\r\n56,Mountain,main\r\n1,Grief,side\r\n",
     "deck.csv", 4),
])
@pytest.mark.parametrize("encoding", ["utf-32", "utf-32-le", "utf-32-be"])
def test_a_decklist_in_utf_32_is_read_as_its_text(text: str, name: str, line: int,
                                                  encoding: str) -> None:
    """A decklist saved as UTF-32 (with or without its byte order mark) was "binary, not
    a decklist" for its NUL bytes: not judged, its player left out of the batch's
    checks. Its text is read as in UTF-8: here the banned card on its line."""
    result = mtg().check_bytes(text.encode(encoding), name)
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 1})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", line)]


@pytest.mark.parametrize("data", [b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff",
                                  " \r\n\n".encode("utf-32")])
def test_a_utf_32_file_with_nothing_in_it_is_said_to_be_empty(data: bytes) -> None:
    """A UTF-32 byte order mark alone, or with blanks, is an empty submission as in UTF-8
    and UTF-16 (it was "binary, not a decklist")."""
    result = Checker(CheckOptions(use_config=False)).check_bytes(data, "deck.txt")
    assert result.status == "error"
    assert [(v.rule, v.message) for v in result.violations] == [
        ("file-error", "the file holds only blank lines" if len(data) > 4
         else "the file is empty")]


@pytest.mark.parametrize("data", [
    bytes(range(256)) * 4,                                  # every byte, NUL among them
    b"\x01\x00\x00\x00\x00\x00\x00\x00" * 8,                  # a NUL character in UTF-32
    b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 8,
])
def test_binary_data_with_nul_bytes_is_still_no_decklist(data: bytes) -> None:
    """Only text is decoded as UTF-32: data holding a NUL character stays binary."""
    result = mtg().check_bytes(data, "deck.txt")
    assert result.status == "error"
    assert [(v.rule, v.message) for v in result.violations] == [
        ("file-error", "file holds NUL bytes: it is binary, not a decklist")]


def _o8d_with_notes(notes: str) -> bytes:
    """An OCTGN Magic deck of 60 Modern cards whose ``<notes>`` (line 6) hold ``notes``."""
    return ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n'
            '<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">\n'
            '<section name="Main" shared="False"><card qty="56">Mountain</card>'
            '<card qty="4">Lightning Bolt</card></section>\n'
            '<section name="Sideboard" shared="False" />\n'
            '<section name="Command Zone" shared="False" />\n'
            f"<notes><![CDATA[{notes}]]></notes>\n</deck>\n").encode()


def test_an_octgn_decks_notes_give_its_format() -> None:
    """As a Cockatrice deck's comments: an OCTGN deck naming its format in its notes was
    not judged ("no format given")."""
    result = mtg(None).check_bytes(_o8d_with_notes("Format: modern\nBurn, 2025"),
                                   "deck.o8d")
    assert (result.status, result.format_id, result.zones) == (
        "legal", "mtg/modern", {"main": 60})


def test_a_card_line_in_an_octgn_decks_notes_is_counted() -> None:
    """A metadata value of the notes that reads as a card line is one, as in a text
    decklist and a Cockatrice deck's comments: no card hides there."""
    result = mtg(None).check_bytes(_o8d_with_notes("Format: modern\nPlayer: 1 Grief"),
                                   "deck.o8d")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 7)]
    assert result.zones == {"main": 61}


def test_a_second_format_in_an_octgn_decks_notes_is_a_parse_error() -> None:
    result = mtg(None).check_bytes(_o8d_with_notes("Format: modern\nFormat: legacy"),
                                   "deck.o8d")
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 6)]


def test_xmage_card_lines_beside_a_grouping_header_are_a_plain_decklist() -> None:
    """A grouping header (``Creatures (4)``), which XMage never writes, was a parse-error
    of an XMage file: a legal deck illegal."""
    text = ("Creatures (4)\n4 [ISD:51] Delver of Secrets\nLands (56)\n56 [ZEN:234] Island\n"
            "\nSideboard\n1 [MH2:88] Abrade\n")
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("read as plain text: XMage's card lines ([SET:NUM]) beside a line XMage never "
         "writes", 1),
        ("'Creatures' names no card: read as a grouping header", 1),
        ("'Lands' names no card: read as a grouping header", 3)]


def test_untaps_numbered_zones_declare_no_count() -> None:
    """untap writes its zones ``//deck-1``, ``//sideboard-1``: the number is the zone's,
    which was read as a declared count (a ``declared-count`` warning on each header, a
    legal deck failed by ``--strict``)."""
    text = ("//deck-1\n4 Lightning Bolt\n56 Mountain\n\n//sideboard-1\n4 Abrade\n"
            "\n//token-1\n1 Goblin Token\n")
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.rule != "data-age"] == [
        ("ignored-section", "info",
         "section 'token' is not part of the deck; its tokens were not counted (a card "
         "of the card data there is counted in the main deck)", 8)]
    counted = mtg().check_bytes(text.replace("//deck-1", "// Deck (61)").encode(),
                                "deck.txt")
    assert [(v.rule, v.line) for v in counted.violations if v.severity == "warning"] == [
        ("declared-count", 1)]


@pytest.mark.parametrize(("title", "verdict"), [
    ('"1 Grief"', "illegal"), ("Grief", "illegal"), ("Burn, 5-0", "legal"), ("Burn", "legal"),
])
def test_a_forum_tags_title_is_a_possible_card_line(title: str, verdict: str) -> None:
    """``[spoiler=1 Grief]``: the title of a forum's tag may name a card; it was dropped
    with the tag, the banned card unsaid. A title that is no card's whole name (``Burn``
    is a face of Turn // Burn) is none."""
    text = _FORUM_EXPORT.replace("[DECK]\n", f"[spoiler={title}]\n[DECK]\n")
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == (
        verdict, {"main": 61 if verdict == "illegal" else 60, "side": 1})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == (
        [("banned", 1)] if verdict == "illegal" else [])
    assert [v.message for v in result.violations
            if v.rule == "reading" and v.line == 1] == [
        f"'[spoiler={title}]' opens a forum's [spoiler] tag: no card, but for its title "
        "when that names one"]


_SIDEBOARD_20 = "".join(f"4 {name}\n" for name in (
    "Abrade", "Smash to Smithereens", "Pyroclasm", "Skullcrack", "Flame Slash"))


@pytest.mark.parametrize("title", ["Sideboard", "Side deck", "R\u00e9serve", "Sideboard (15)"])
def test_a_forum_tag_titled_as_the_side_deck_opens_it(title: str) -> None:
    """``[spoiler=Sideboard]`` then 20 cards: a person reads a side deck of 20, one too
    many; the cards were counted in the main deck (80 cards), the deck legal."""
    text = (f"[spoiler=Main]\n4 Lightning Bolt\n56 Mountain\n[/spoiler]\n"
            f"[spoiler={title}]\n{_SIDEBOARD_20}[/spoiler]\n")
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 20})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity != "info"] == [
        *([("declared-count", "'[spoiler=Sideboard (15)]' (line 5) declares 15 cards, but "
            "20 cards were read under it", 5)] if "15" in title else []),
        ("zone-size", "Sideboard: 20 cards; at most 15", 5)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("'[spoiler=Main]' opens a forum's [spoiler] tag, its title a header: the cards "
         "after it are in the deck", 1),
        ("'[/spoiler]' closes a forum's [spoiler] tag: no card", 4),
        (f"'[spoiler={title}]' opens a forum's [spoiler] tag, its title a header: the "
         "cards after it are in the side deck", 5),
        ("'[/spoiler]' closes a forum's [spoiler] tag: no card", 11)]


def test_a_forum_tag_titled_as_a_skipped_section_skips_nothing() -> None:
    """``[spoiler=Maybeboard]`` is no header: the tag's end would not end the section, so
    a card after it would be skipped; its cards are counted where they stand."""
    text = ("4 Lightning Bolt\n55 Mountain\n[spoiler=Maybeboard]\n1 Opt\n[/spoiler]\n"
            "1 Grief\n")
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 61})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("banned", 6)]


@pytest.mark.parametrize(("tag", "verdict"), [
    ("[deck=Burn]", "legal"), ("[d title=Burn]", "legal"), ("[deck=1 Grief]", "illegal"),
])
def test_a_forums_deck_tag_with_a_title_is_the_decks_header(tag: str, verdict: str) -> None:
    """``[deck=Burn]`` (a forum's deck tag with a title) was an unknown card, and the
    cards after it stayed in the zone before it (here a sideboard of 61 cards)."""
    text = f"Sideboard\n1 Abrade\n{tag}\n4 Lightning Bolt\n56 Mountain\n[/deck]\n"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == (
        verdict, {"side": 1, "main": 61 if verdict == "illegal" else 60})
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == (
        [("banned", 3)] if verdict == "illegal" else [])
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"'{tag}' opens a forum's [{tag[1:].split('=')[0].split()[0]}] tag: no card, but "
         "for its title when that names one", 3),
        ("'[/deck]' closes a forum's [deck] tag: no card", 6)]


@pytest.mark.parametrize("line", ["1 [c]Grief[/c]", "1x [card]Grief[/card]", "[C]Grief[/C]",
                                  "SB: 1 [c]Grief[/c]"])
def test_a_forums_card_tag_is_its_card(line: str) -> None:
    """``4 [c]Lightning Bolt[/c]``, a forum's card tag, was one unknown card
    '4Lightning Bolt': its count lost, a legal deck illegal."""
    text = "4 [c]Lightning Bolt[/c]\n56 Mountain\n\nSideboard\n" + line + "\n"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 1})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("banned", "Grief is banned in Modern (since 2024-08-26)", 5)]


@pytest.mark.parametrize("title", ["Chaos Orb|4x", "Chaos Orb|x4", "Chaos Orb, 4 copies"])
def test_a_title_line_of_a_banned_card_and_its_count_is_no_note(title: str) -> None:
    """A first line parted from the cards by a blank line is read as a possible title:
    a banned card's name then a count run into its word, or Forge's ``|`` before what
    it took for a printing, was a note, the banned card unsaid and the deck legal. It
    is an unknown card: too near the card to be a title."""
    result = mtg("mtg/vintage").check_bytes(f"{title}\n\n60 Island\n".encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _message, line in errors(result)] == [("unknown-card", 1)]


@pytest.mark.parametrize("title", ["Death's Shadow - 1st place", "Death's Shadow | 5-0",
                                   "Death's Shadow | Modern Challenge",
                                   "Death's Shadow | by Alice"])
@pytest.mark.parametrize("holds", [True, False])
def test_a_title_line_of_a_card_and_a_placing_stays_a_note(title: str, holds: bool) -> None:
    # a note when the list holds the card the title names; else an unknown card (a
    # banned card is never hidden in a title: "Black Lotus - 1st place" in Legacy)
    cards = "4 Death's Shadow\n56 Island\n" if holds else "60 Island\n"
    result = mtg("mtg/vintage").check_bytes(f"{title}\n\n{cards}".encode(), "deck.txt")
    if holds:
        assert (result.status, errors(result)) == ("legal", [])
        assert [(v.rule, v.line) for v in result.violations if v.line == 1] == [("reading", 1)]
    else:
        assert result.status == "illegal"
        assert [(rule, line) for rule, _message, line in errors(result)] == [("unknown-card", 1)]


@pytest.mark.parametrize("key", ["Spieler", "Jugador", "Joueur", "プレイヤー"])
def test_a_player_key_of_another_language_in_cockatrice_comments_names_the_player(
        key: str) -> None:
    """The comments of a Cockatrice deck read only English keys: ``Spieler: Max`` named
    no player there, while a text decklist's ``Spieler:`` line does, so one player's two
    lists went unnoticed."""
    text = ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n'
            f"<comments>{key}: Max Muster\nFormat: modern</comments>\n"
            '<zone name="main"><card number="60" name="Island"/></zone>\n'
            "</cockatrice_deck>\n")
    result = mtg(None).check_bytes(text.encode(), "deck.cod")
    assert (result.status, result.player) == ("legal", "Max Muster")


@pytest.mark.parametrize("key", ["Pilot", "Pilote", "Player Name"])
def test_an_event_sites_player_key_names_the_player_and_still_counts_a_card(key: str) -> None:
    """``Pilot:`` and ``Player Name:`` (as event sites head a list) named no player, so
    one player's two lists went unnoticed; a card line after the key still counts."""
    result = mtg().check_bytes(f"{key}: Jane Doe\n60 Island\n".encode(), "deck.txt")
    assert (result.status, result.player) == ("legal", "Jane Doe")
    result = mtg().check_bytes(f"{key}: 4 Grief\n60 Island\n".encode(), "deck.txt")
    assert errors(result) == [("banned", "Grief is banned in Modern (since 2024-08-26)", 1)]


@pytest.mark.parametrize("copies", ["4", "x4", "four"])
@pytest.mark.parametrize("column", ["Sideboard", "Qty", "Total"])
def test_copies_in_a_second_count_column_of_a_markdown_table_are_read(column: str,
                                                                      copies: str) -> None:
    """A table naming a second column of copies (``| Qty | Card | Sideboard |``) read
    only the first: ``| 0 | Grief | 4 |`` was no copy, the banned card unsaid, the deck
    legal. Such a row is read as written, all its cells one line, but under a column
    titled as a zone (``Sideboard``), whose copies a line cannot part from the count's
    zone, it is a ``parse-error`` (as written, ``| | Roche | 4 |`` was 4 Rock in the main
    deck, a side deck of 11 legal); a 0 there, or a number under another column
    (``CMC``), leaves the row as the header reads it."""
    text = (f"| Count | Card | {column} |\n|---|---|---|\n| 56 | Mountain | 0 |\n"
            f"| 4 | Lightning Bolt | |\n| 0 | Grief | {copies} |\n")
    result = mtg().check_bytes(text.encode(), "deck.md")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == (
        [("parse-error", 5)] if column == "Sideboard" else [("banned", 5)])
    plain = mtg().check_bytes(text.replace(f"| 0 | Grief | {copies} |", "| 0 | Grief | 0 |")
                              .replace(column, "CMC").encode(), "deck.md")
    assert (plain.status, plain.zones) == ("legal", {"main": 60})


# ------------------------------------------------------------------ names parted by tabs

@pytest.mark.parametrize(("written", "read"), [
    ("1 Sensei's\tDivining\tTop\tArtifact", "Sensei's Divining Top"),
    ("1\tSensei's\tDivining\tTop", "Sensei's Divining Top"),
    ("1 Sensei's\tDivining Top\tArtifact", "Sensei's Divining Top"),
    ("1\tHogaak,\tArisen\tNecropolis", "Hogaak, Arisen Necropolis"),
    ("1 Sensei's [Divining Top]", "Sensei's Divining Top"),    # a label, tag or mark
    ("1 Sensei's <Divining Top>", "Sensei's Divining Top"),
    ("1 Sensei's ^Divining Top^", "Sensei's Divining Top"),
    ("1x Sensei's [ Divining Top ]", "Sensei's Divining Top"),
    ("1 Sensei's [Divining Top] (EMA) 229", "Sensei's Divining Top"),
    ("1 Gitaxian (Probe)", "Gitaxian Probe"),             # read as a set code
    ("1 Gitaxian {Probe}", "Gitaxian Probe"),
])
def test_a_name_parted_by_a_tab_or_a_mark_is_the_card_it_shows(written: str,
                                                                read: str) -> None:
    """A tab shows as a space: ``1 Sensei's<tab>Divining Top`` is the banned card, not
    the unknown ``Sensei's`` with the rest of its row as a note. A label, tag or printing
    mark is dropped from a card line as a deck site's category, or a word in brackets as
    a set code; when its words, after the name, make a card's name, a person reads that
    card: ``1 Sensei's [Divining Top]`` was the unknown card ``Sensei's``, the banned
    card unsaid."""
    result = mtg().check_bytes(f"59 Mountain\n{written}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    banned = f"{read} is banned in Modern (listed by 2020-01-01, where the " \
             "recorded lists start)"
    assert errors(result) == [("banned", banned, 2)]
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (f"'{read}' is read as one name: a tab or a mark parts its words on the line", 2)]


@pytest.mark.parametrize("row", ["4 Lightning Bolt\tInstant", "4\tLightning Bolt\tInstant",
                                 "4\tLightning Bolt\tInstant\t$0.25",
                                 "Lightning Bolt\t4\tInstant"])
def test_a_row_of_cells_after_a_name_stays_that_card_unsaid(row: str) -> None:
    """The cells after a card's name that make no card's name with it (a type, a price)
    are the row's other cells, as before: the card is read, without a note but a price
    cell's (it was dropped unsaid)."""
    result = mtg().check_bytes(f"56 Mountain\n{row}\n".encode(), "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.line, v.message) for v in result.violations] == ([(
        "reading", 2, "'$0.25' in a cell after a tab is read as a price: dropped, as each "
        "such cell is")] if "$" in row else [])
    assert result.zones == {"main": 60}


def test_a_list_whose_every_space_is_a_tab_keeps_its_names() -> None:
    """Each name of a list saved with tabs for its spaces is read whole (a long name,
    ``Phlage, Titan of Fire's Fury``, was the unknown card ``Phlage,``, a legal deck
    illegal; ``The One Ring`` the unknown card ``The``, its ban unsaid)."""
    text = ("52 Mountain\n4 Lightning Bolt\n4 Phlage, Titan of Fire's Fury\n"
            "Sideboard\n1 The One Ring\n").replace(" ", "\t")
    result = Checker(CheckOptions(format_id="mtg/modern", use_config=False,
                                  as_of=dt.date(2025, 1, 1))).check_bytes(text.encode(),
                                                                         "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "The One Ring is banned in Modern (since "
                               "2024-12-16)", 5)]
    assert result.zones == {"main": 60, "side": 1}
    assert [v.line for v in result.violations if v.rule == "reading"] == [2, 3, 5]


# ------------------------------------------------------------------- a list's title


@pytest.mark.parametrize("title", ["**Murktide Regent**", "Murktide Regent",
                                   "*Murktide Regent*", "__Murktide Regent__"])
def test_a_title_naming_the_deck_s_own_card_is_no_fifth_copy(title: str) -> None:
    """A list posted under its archetype's name (``**Murktide Regent**``, a blank line,
    then the list with ``4 Murktide Regent``) is that deck: the title is no fifth copy
    (a legal deck was illegal by copy-limit), said by a note on the title's line."""
    text = f"{title}\n\nDeck\n52 Island\n4 Murktide Regent\n4 Counterspell\n"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 60}
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", "'Murktide Regent' above the list is read as the deck's title, not a "
         "card line: a card line of the list names the card", 1)]


@pytest.mark.parametrize("title", ["**Dread Return**", "Dread Return"])
def test_a_title_naming_a_card_no_other_line_names_stays_a_copy(title: str) -> None:
    """A title naming a card the list does not name stays one copy of it: a banned card
    written as the list's title is not hidden."""
    text = f"{title}\n\nDeck\n52 Island\n4 Murktide Regent\n4 Counterspell\n"
    result = mtg().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", "Dread Return is banned in Modern (listed by 2020-01-01, "
                               "where the recorded lists start)", 1)]


@pytest.mark.parametrize(("row", "name"), [
    ("4\tMinsc\t&\tBoo,\tTimeless\tHeroes", "Minsc & Boo, Timeless Heroes"),
    ("4\tFire\t//\tIce\tInstant", "Fire // Ice"),
])
def test_a_name_run_on_over_a_cell_of_a_mark_is_the_card(row: str, name: str) -> None:
    """A cell of a mark alone (``&``, ``//``) goes on with the name too: ``Minsc & Boo,
    Timeless Heroes`` saved with tabs for its spaces was the unknown card ``Minsc``, a
    legal deck illegal."""
    result = mtg("mtg/legacy").check_bytes(f"56 Island\n{row}\n".encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 60}
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", f"'{name}' is read as one name: a tab or a mark parts its words on "
         "the line", 2)]



@pytest.mark.parametrize(("written", "alone", "whole"), [
    ("1 Dread [Return]", "Dread", "Dread Return"),
    ("1 Dread (Return)", "Dread", "Dread Return"),
    ("1 Dread {Return}", "Dread", "Dread Return"),
    ("1 Dread\tReturn", "Dread", "Dread Return"),
    ("1\tDread\tReturn\tSorcery\tGRN", "Dread", "Dread Return"),
    ("4 Flash {Counter}", "Flash", "Flash Counter"),
    ("4 Fury [Sliver]", "Fury", "Fury Sliver"),
    ("4 Fury\tSliver", "Fury", "Fury Sliver"),
])
def test_a_name_that_is_a_card_alone_and_run_on_is_not_counted(written: str, alone: str,
                                                                 whole: str) -> None:
    """When the name alone and the name run on into a mark or the next cells both name
    a card, either reading may hide the other: ``4 Flash {Counter}`` read as Flash
    Counter hid the banned Flash (a legal deck), read as Flash it would hide Flash
    Counter. The line is a parse-error naming both."""
    result = mtg().check_bytes(f"59 Mountain\n{written}\n".encode(), "deck.txt")
    assert result.status == "illegal"
    count = written.split(maxsplit=1)[0]
    assert [(v.rule, v.message, v.line, v.hint) for v in result.violations
            if v.rule == "parse-error"] == [
        ("parse-error", f"the line names '{alone}' and, with the words a tab or a mark "
         f"parts from it, '{whole}': not counted", 2,
         f"write the card's name alone: {count} {whole} or {count} {alone}")]
    assert result.zones == {"main": 59}


def test_a_name_run_on_into_a_mark_is_no_grouping_header() -> None:
    """``1 Black [Lotus]`` was the grouping header ``Black`` (a colour's), the card
    unsaid."""
    result = mtg().check_bytes(b"59 Mountain\n1 Black [Lotus]\n", "deck.txt")
    assert [(rule, line) for rule, _, line in errors(result)] == [("card-pool", 2)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("written", ["1 Opt [Ramp]", "1 Opt [Card Draw]",
                                     "1 Opt <Cantrip>", "1 Opt ^Have^", "1 Opt (XLN)",
                                     "1 Opt (XLN) 65", "1 Opt {Showcase}"])
def test_a_mark_that_makes_no_name_is_dropped_as_before(written: str) -> None:
    """A mark whose words make no card's name with the name is a category, dropped
    unsaid as before."""
    result = mtg().check_bytes(f"59 Mountain\n{written}\n".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v for v in result.violations if v.rule == "reading"] == []


@pytest.mark.parametrize(("line", "copies"), [
    ("Black Lotus (4of)", 4), ("Black Lotus [4ea]", 4), ("Black Lotus (3er)", 3),
    ("Black Lotus (LEA) 2-of", 2), ("Black Lotus [LEA] 2copies", 2),
    ("Black Lotus [2copies]", 2), ("Black Lotus (2copies)", 2)])
def test_a_number_run_into_its_unit_after_the_name_is_the_count(line: str, copies: int) -> None:
    # neither a set code nor a collector number: the count its unit writes (it was an
    # unknown card; dropped as a set code it was one copy, legal in Vintage)
    result = mtg("mtg/vintage").check_bytes(f"Deck\n59 Island\n{line}\n".encode(), "d.txt")
    assert [(rule, message.split(";")[0], at) for rule, message, at in errors(result)] == [
        ("restricted", f"{copies} copies of Black Lotus", 3)]


@pytest.mark.parametrize("title", ["Chaos Orb 4pcs", "Chaos Orb - 4of"])
def test_a_first_line_of_a_banned_card_and_its_unit_count_is_the_card(title: str) -> None:
    # read as the card's copies, never a note: the banned card is said
    result = mtg("mtg/vintage").check_bytes(f"{title}\n\n60 Island\n".encode(), "deck.txt")
    assert [(rule, line) for rule, _message, line in errors(result)] == [("banned", 1)]


@pytest.mark.parametrize("prefix", ["\u017fb", "S\u0130DEBOARD", "\u017fideboard", "SB"])
def test_a_zone_prefix_with_a_letter_re_matches_as_ascii_is_that_prefix(prefix: str) -> None:
    """A line prefix written with a letter the prefix pattern matches with an ASCII one
    ignoring case (a long s, a dotted capital I) was an internal error (a KeyError: the
    matched word was looked up as written): it is the prefix, its card in that zone."""
    text = f"Format: mtg/legacy\n56 Island\n{prefix}: 4 Ponder\n"
    result = mtg(None).check_bytes(text.encode(), "deck.txt")
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity == "error"] == [
        ("zone-size", 2, "Main deck: 56 cards; at least 60")]


@pytest.mark.parametrize("written", [
    "Lightning (foil) Bolt", "Light(foil)ning Bolt", "Lightning *F* Bolt", "Lightning Bolt (foil)x",
    "Lightning Bolt *F*ed", "Lightning [F]Bolt"])
def test_a_finish_mark_inside_a_name_or_glued_to_it_is_no_mark(written: str) -> None:
    # The mark was cut out silently (the copies holographic), or the message quoted a
    # name never written ('Lightning Boltx'): the line is the unknown card as written.
    result = mtg("mtg/vintage").check_bytes(f"4 {written}\n56 Island\n".encode(), "deck.txt")
    assert [(v.rule, v.line, v.message.split(" (did")[0]) for v in result.violations
            if v.severity == "error" and v.rule != "zone-size"] == [
        ("unknown-card", 1, f"unknown card '{written}'")]


@pytest.mark.parametrize("written", ["Lightning Bolt *F*", "Lightning Bolt (foil)",
                                     "*F* Lightning Bolt", "Lightning Bolt *F* // mine"])
def test_a_finish_mark_where_marks_go_is_read(written: str) -> None:
    result = mtg("mtg/vintage").check_bytes(f"4 {written}\n56 Island\n".encode(), "deck.txt")
    assert result.status == "legal"
    assert [v.rule for v in result.violations if v.severity == "error"] == []
