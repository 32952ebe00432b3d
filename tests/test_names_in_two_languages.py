"""A name that is one card's own English name and another card's French name
(``Contemplation``: Contemplation, and Ponder in French; ``Désolation``: Desolation, and
Badlands in French): the other card only when the deck is clearly in that language (most
of all its card lines, a card with no French name telling of English) or the line has
the language's accents; else the card the name exactly matches, never an error (but an
``ambiguous-card`` when its set was printed for one card and its language word says the
other: ``Contemplation (LRW) [EN]``); a note says which. Each read the English card
silently, whatever language the list was written in (a French list's four Ponder were
four Contemplation); then a vote that counted only cards with a French name read a list of
today's staples' Endurance as Endure or as an ``ambiguous-card``.

Rules: README, "Decklists" (names); MTG comprehensive rules beside the project (French
card names)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.carddb import CardDatabase
from cardtools.cardfiles import bundled_database
from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

_CHECKERS: dict[str, Checker] = {}


def check(text: str, format_id: str = "mtg/legacy") -> DeckResult:
    if format_id not in _CHECKERS:
        _CHECKERS[format_id] = Checker(CheckOptions(
            format_id=format_id, as_of=dt.date(2025, 3, 3), use_config=False))
    return _CHECKERS[format_id].check_bytes(text.encode(), "deck.txt")


def _said(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("reading", "ambiguous-card", "copy-limit", "banned",
                      "colour-identity")]


def test_a_french_lists_name_is_read_in_french() -> None:
    result = check("Deck\n4 Foudre\n4 Contresort\n4 Contemplation\n24 Île\n24 Montagne\n"
                   "Réserve\n4 Désolation\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert _said(result) == [
        ("reading", "'Contemplation' is the French name of Ponder and the name of "
         "Contemplation: read as Ponder (5 of the deck's 6 card lines are in French)", 4),
        ("reading", "'Désolation' is the French name of Badlands and the name of "
         "Desolation: read as Badlands (written with its accents)", 8)]
    assert [entry for entry in result.violations if entry.cards == ("Contemplation",)] == []


def test_an_english_lists_name_is_the_english_card_without_a_word() -> None:
    result = check("Deck\n4 Lightning Bolt\n4 Counterspell\n4 Contemplation\n24 Island\n"
                   "24 Mountain\n")
    # no line in French: nothing to say (every English list of Contemplation carried a note)
    assert (result.status, result.zones, _said(result)) == ("legal", {"main": 60}, [])
    assert result.deck is not None
    assert [entry.card.name for entry in result.deck.entries
            if entry.card is not None and entry.line.line == 4] == ["Contemplation"]


def test_a_french_name_past_the_copy_limit_counts_with_the_card_it_names() -> None:
    # 4 Ponder by its English name and 4 by its French one: 8 copies of Ponder, as the
    # French list means (before: 4 Ponder and 4 Contemplation, legal)
    result = check("Deck\n4 Foudre\n4 Ponder\n4 Contemplation\n24 Île\n24 Montagne\n")
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("copy-limit", 3)]


_STAPLES = "4 Orcish Bowmasters\n4 Solitude\n4 Six\n"


def test_cards_with_no_french_name_tell_of_english() -> None:
    # none of these has a French name in the data: the vote left them out, one Forêt
    # against nothing made the list French, Endurance read as Endure
    result = check(f"Deck\n4 Endurance\n{_STAPLES}4 Forêt\n20 Plains\n20 Swamp\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert _said(result) == [
        ("reading", "'Endurance' is the French name of Endure and the name of Endurance: "
         "read as Endurance (only 1 of the deck's 7 card lines are in French)", 2)]


def test_a_list_that_does_not_tell_keeps_the_card_the_name_matches_without_an_error(
        ) -> None:
    # as many French as English lines left nothing but Endurance, Bowmasters and lands:
    # an ambiguous-card error made a legal list illegal
    result = check(f"Deck\n4 Endurance\n{_STAPLES}22 Forest\n22 Plains\n")
    assert (result.status, result.zones, _said(result)) == ("legal", {"main": 60}, [])


def test_a_few_french_basics_among_english_lines_do_not_make_the_list_french() -> None:
    result = check(f"Deck\n4 Endurance\n{_STAPLES}20 Forest\n2 Forêt\n2 Plaine\n"
                   "20 Plains\n")
    assert result.status == "legal"
    assert [v for v in _said(result) if v[0] == "reading"] == [
        ("reading", "'Endurance' is the French name of Endure and the name of Endurance: "
         "read as Endurance (only 2 of the deck's 8 card lines are in French)", 2)]


def test_a_green_commander_decks_endurance_is_no_white_card() -> None:
    result = check("Commander\n1 Six\nDeck\n1 Endurance\n1 Forêt\n97 Forest\n",
                   "mtg/commander")
    assert (result.status, result.zones) == ("legal", {"command": 1, "main": 99})
    assert _said(result) == [
        ("reading", "'Endurance' is the French name of Endure and the name of Endurance: "
         "read as Endurance (only 1 of the deck's 4 card lines are in French)", 4)]


def test_the_french_card_needs_more_than_half_of_all_card_lines() -> None:
    # 3 French lines of 6, Endurance one of them: not clearly French
    english = check("Deck\n4 Endurance\n4 Six\n4 Solitude\n4 Foudre\n22 Forêt\n22 Plaine\n")
    assert (english.status, [v[2] for v in _said(english)]) == ("legal", [2])
    assert "read as Endurance (only 3 of the deck's 6" in _said(english)[0][1]
    # 3 French lines of 5: French, the accent-less Endurance read as Endure
    french = check("Deck\n4 Endurance\n4 Solitude\n4 Foudre\n24 Forêt\n24 Plaine\n")
    assert french.status == "legal"
    assert _said(french) == [
        ("reading", "'Endurance' is the French name of Endure and the name of Endurance: "
         "read as Endure (3 of the deck's 5 card lines are in French)", 2)]


@pytest.mark.parametrize("written", ["Désolation", "De\u0301solation"])
def test_accents_the_english_name_lacks_read_the_french_card_in_an_english_list(
        written: str) -> None:
    """An accent typed as a mark after its letter (``De\u0301solation``, as macOS writes
    it) reads as the same accent: it was silently Desolation, the same text composed
    Badlands."""
    result = check(f"Deck\n4 Lightning Bolt\n{_STAPLES}4 {written}\n40 Mountain\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert _said(result) == [
        ("reading", f"'{written}' is the French name of Badlands and the name of "
         "Desolation: read as Badlands (written with its accents)", 6)]
    plain = check(f"Deck\n4 Lightning Bolt\n{_STAPLES}4 Desolation\n40 Mountain\n")
    assert (plain.status, _said(plain)) == ("legal", [])


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return bundled_database("mtg")


@pytest.mark.parametrize(("lands", "basic"), [
    ("20 Montagna", "Mountain"), ("20 Insel", "Island"), ("20 Isla", "Island"),
    ("20 Ilha", "Island"), ("20 Pântano", "Swamp"), ("20 Pantano", "Swamp"),
    ("20 Gebirge", "Mountain"), ("20 Bosque", "Forest"), ("20 平地", "Plains")])
def test_a_basic_land_by_its_name_in_another_language_is_the_basic_land(
        db: CardDatabase, lands: str, basic: str) -> None:
    # '20 Montagna', '8 Insel', '10 Isla' were unknown cards: the basic lands' German,
    # Spanish, Italian, Portuguese and Japanese names are in the card data beside the
    # French one (source-fixes.json, localised_names)
    result = check(f"Deck\n4 Lightning Bolt\n4 Ponder\n32 Mountain\n{lands}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert [v.rule for v in result.violations if v.severity == "error"] == []
    found = db.resolve(lands.split(" ", 1)[1]).card
    assert found is not None and found.name == basic


def test_a_basic_land_in_another_language_keeps_its_colour_identity() -> None:
    # an Island written in German is an Island: off a red commander's colours
    result = check("Commander\n1 Krenko, Mob Boss\nDeck\n98 Gebirge\n1 Insel\n",
                   "mtg/commander")
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("colour-identity", 5)]


def test_a_copy_limit_names_each_other_lines_spelling_with_its_line() -> None:
    """The copy limit of a card written in several spellings is reported on its first
    line: it showed the side deck's 'Boule de feu' as that line's spelling. The first
    line's own spelling is its note (``written``); each other spelling is said with its
    line, a spelling the first line shares said once."""
    from pathlib import Path

    legal = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_text()
    others = [line for line in legal.splitlines() if "Fire Ball" not in line]
    text = "\n".join(["3 Boule de feu", *others, "1 boule de feu", "1 Boule de feu",
                      "Side deck", "1 BOULE DE FEU"]) + "\n"
    result = check(text, "mage-noir/tournament")
    [limit] = [v for v in result.violations if v.rule == "copy-limit"]
    assert (limit.line, limit.message, limit.written) == (
        1, "6 copies of Fire Ball (deck 5 + side deck 1); at most 4 (written 'boule de feu' "
        "on line 12, 'BOULE DE FEU' on line 15)", "Boule de feu")


def test_an_english_face_name_is_not_another_cards_french_name_silently(
        db: CardDatabase) -> None:
    """``Intervention``, the English name of a face of Integrity // Intervention and
    Intervene's French name, was read as Intervene with no word: a Modern list of it
    illegal (Intervene not in Modern's pool), a Premodern one legal. A face's English
    name is read as a card's own English name is: the English card unless the deck is
    clearly French."""
    found = db.resolve("Intervention")
    assert found.card is not None and found.other_language is not None
    assert (found.card.name, found.how, found.other_language[0].name,
            found.other_language[1]) == ("Integrity // Intervention", "face", "Intervene",
                                         "fr")
    english = check(f"Deck\n4 Lightning Bolt\n{_STAPLES}4 Intervention\n40 Mountain\n",
                    "mtg/modern")
    assert (english.status, _said(english)) == ("legal", [])
    assert english.deck is not None
    assert [entry.card.name for entry in english.deck.entries
            if entry.card is not None and entry.line.line == 6] == [
        "Integrity // Intervention"]
    premodern = check(f"Deck\n4 Lightning Bolt\n{_STAPLES}4 Intervention\n40 Mountain\n",
                      "mtg/premodern")
    assert [v.message for v in premodern.violations if v.line == 6] == [
        "Integrity // Intervention is not in the card pool of Premodern on 2025-03-03: never "
        "printed in a set of the pool (printed in Guilds of Ravnica (GRN), Ravnica: Clue "
        "Edition (CLU))"]
    french = check("Deck\n4 Foudre\n4 Contresort\n4 Intervention\n24 Île\n24 Montagne\n")
    assert (french.status, _said(french)) == ("legal", [
        ("reading", "'Intervention' is the French name of Intervene and the name of a face "
         "of Integrity // Intervention: read as Intervene (4 of the deck's 5 card lines are "
         "in French)", 4)])


def test_a_faces_french_name_with_its_accents_is_that_card(db: CardDatabase) -> None:
    """``Révélation``, the French name of Discovery, a face of Discovery // Dispersal, was
    the English card Revelation with no word (``Désolation`` was Badlands, with a note):
    a face's name in another language is weighed as a card's is."""
    found = db.resolve("Révélation")
    assert found.card is not None and found.other_language is not None
    assert (found.card.name, found.other_language[0].name) == (
        "Revelation", "Discovery // Dispersal")
    result = check(f"Deck\n4 Lightning Bolt\n{_STAPLES}4 Révélation\n40 Mountain\n")
    assert _said(result) == [
        ("reading", "'Révélation' is the French name of a face of Discovery // Dispersal "
         "and the name of Revelation: read as Discovery // Dispersal (written with its "
         "accents)", 6)]
    assert result.deck is not None
    assert [entry.card.name for entry in result.deck.entries
            if entry.card is not None and entry.line.line == 6] == ["Discovery // Dispersal"]
    plain = check(f"Deck\n4 Lightning Bolt\n{_STAPLES}4 Revelation\n40 Mountain\n")
    assert _said(plain) == []
    french = check("Deck\n4 Foudre\n4 Contresort\n4 Revelation\n24 Île\n24 Montagne\n")
    assert _said(french) == [
        ("reading", "'Revelation' is the French name of a face of Discovery // Dispersal "
         "and the name of Revelation: read as Discovery // Dispersal (4 of the deck's 5 "
         "card lines are in French)", 4)]


def test_no_english_name_or_face_yields_silently_to_another_cards_translation(
        db: CardDatabase) -> None:
    """The whole bundled database: every name that is a card's or an English face's
    name (accents aside) and another card's, or another card's face's, name in another
    language resolves to the English card, the other one its ``other_language`` reading
    (the deck's language decides), or is ambiguous; never the translated card alone."""
    from cardtools.carddb import localised_names
    from cardtools.names import normalise

    records = db.layers[-1].records
    english: dict[str, set[str]] = {}
    translated: dict[str, set[str]] = {}
    for record in records:
        faces = [face if isinstance(face, str) else face["name"]
                 for face in record.get("faces") or ()]
        for name in (record["name"], *faces):
            english.setdefault(normalise(name), set()).add(record["name"])
        for _code, name in localised_names(record):
            translated.setdefault(normalise(name), set()).add(record["name"])
    clashes = {key: (english[key], translated[key] - english[key])
               for key in english.keys() & translated.keys() if translated[key] - english[key]}
    assert {"intervention", "revelation", "contemplation", "desolation"} <= clashes.keys()
    for key, (own, others) in sorted(clashes.items()):
        found = db.resolve(key)
        if found.card is None:
            assert found.candidates, key
            continue
        assert found.card.name in own, key
        assert found.other_language is not None and found.other_language[0].name in others, key


def _check_file(text: str, name: str, format_id: str = "mtg/premodern") -> DeckResult:
    if format_id not in _CHECKERS:
        _CHECKERS[format_id] = Checker(CheckOptions(
            format_id=format_id, as_of=dt.date(2025, 3, 3), use_config=False))
    return _CHECKERS[format_id].check_bytes(text.encode(), name)


_PONDER_BY_ITS_PRINTING = (
    "'Contemplation' is the French name of Ponder and the name of Contemplation: read as "
    "Ponder (")


@pytest.mark.parametrize(("written", "why"), [
    ("4 Contemplation (LRW) 79", "its set LRW printed Ponder, never Contemplation"),
    ("4 Contemplation (lrw) 79", "its set LRW printed Ponder, never Contemplation"),
    ("4 Contemplation LRW 79", "its set LRW printed Ponder, never Contemplation"),
    ("4 Contemplation [LRW]", "its set LRW printed Ponder, never Contemplation"),
    ("4 Contemplation (Lorwyn)", "its set LRW printed Ponder, never Contemplation"),
    ("4 Contemplation [FR]", "its language is written 'fr'"),
    ("4 Contemplation (French)", "its language is written 'french'")])
def test_a_printing_only_the_other_card_has_reads_the_other_card(written: str,
                                                                 why: str) -> None:
    """``4 Contemplation (LRW) 79`` in an English list: LRW printed Ponder (French
    Contemplation), never Contemplation; it was read as Contemplation, legal in
    Premodern, where Ponder is not."""
    result = _check_file(f"Deck\n56 Island\n{written}\n", "deck.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "reading" and "French name" in v.message] == [
                ("reading", f"{_PONDER_BY_ITS_PRINTING}{why})", 3)]
    assert [(v.rule, v.cards) for v in result.violations if v.severity == "error"] == [
        ("card-pool", ("Ponder",))]


@pytest.mark.parametrize(("row", "why"), [
    ("4,Contemplation,LRW,French", "its language is written 'french'"),
    ("4,Contemplation,LRW,", "its set LRW printed Ponder, never Contemplation"),
    ("4,Contemplation,,fr", "its language is written 'fr'")])
def test_a_sheets_edition_or_language_column_reads_the_other_card(row: str,
                                                                  why: str) -> None:
    result = _check_file(f"Count,Name,Edition,Language\n56,Island,LEA,English\n{row}\n",
                         "deck.csv")
    assert result.status == "illegal"
    assert [v.message for v in result.violations if v.rule == "reading"
            and "French name" in v.message] == [f"{_PONDER_BY_ITS_PRINTING}{why})"]


@pytest.mark.parametrize("written", [
    "4 Contemplation (STH)", "4 Contemplation (LEA)", "4 Contemplation (XYZ) 79",
    "4 Contemplation", "4 Contemplation (STH) [EN]"])
def test_a_printing_of_the_card_of_neither_or_both_keeps_the_english_card(written: str) -> None:
    # STH printed Contemplation only; LEA and XYZ neither: the English list's card, as
    # before, without a word
    result = _check_file(f"Deck\n56 Island\n{written}\n", "deck.txt")
    assert (result.status, [v.rule for v in result.violations if v.rule == "reading"]) == (
        "legal", [])


def test_an_english_cards_set_in_a_french_list_keeps_the_english_card() -> None:
    result = check("Deck\n4 Foudre\n4 Contresort\n4 Contemplation (STH)\n24 Île\n"
                   "24 Montagne\n")
    assert _said(result) == [
        ("reading", "'Contemplation' is the French name of Ponder and the name of "
         "Contemplation: read as Contemplation (its set STH printed Contemplation, never "
         "Ponder)", 4)]


def test_a_printing_reads_any_card_named_in_two_languages() -> None:
    # Désolation is Badlands in French: 3ED printed Badlands, never Desolation
    result = check("Deck\n56 Island\n4 Desolation (3ED)\n")
    assert _said(result) == [
        ("reading", "'Desolation' is the French name of Badlands and the name of "
         "Desolation: read as Badlands (its set 3ED printed Badlands, never Desolation)", 3)]


@pytest.mark.parametrize(("written", "name", "why"), [
    ("Deck\n56 Island\n4 Contemplation (LRW) [EN]\n", "deck.txt",
     "its set LRW printed Ponder, never Contemplation, but its language is written 'en'"),
    ("Deck\n56 Island\n4 Contemplation (Lorwyn) (English)\n", "deck.txt",
     "its set LRW printed Ponder, never Contemplation, but its language is written "
     "'english'"),
    ("Deck\n56 Island\n4 Contemplation (STH) [FR]\n", "deck.txt",
     "its set STH printed Contemplation, never Ponder, but its language is written 'fr'"),
    ("Count,Name,Edition,Language\n56,Island,LEA,English\n4,Contemplation,LRW,English\n",
     "deck.csv",
     "its set LRW printed Ponder, never Contemplation, but its language is written "
     "'english'"),
    ("Count,Name,Set,Language\n56,Island,,\n4,Contemplation,STH,French\n", "deck.csv",
     "its set STH printed Contemplation, never Ponder, but its language is written "
     "'french'")])
def test_a_set_and_a_language_naming_different_cards_is_ambiguous(written: str, name: str,
                                                                   why: str) -> None:
    """LRW printed Ponder only (French Contemplation); ``[EN]`` says Contemplation: the
    line cannot be told. The language decided silently before (LEGAL in Premodern)."""
    result = _check_file(written, name)
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line, v.count) for v in result.violations
            if v.severity == "error"] == [
                ("ambiguous-card", f"'Contemplation' could be Contemplation or Ponder ({why})",
                 3, 4)]
    assert [v.message for v in result.violations if "French name" in v.message] == []


@pytest.mark.parametrize("separator", ["-", "|", "\u2013"])
def test_a_language_note_names_the_card_without_the_separator_before_the_language(
        separator: str) -> None:
    """``4 Contemplation - FR``: the note said "'Contemplation -' is the French name of a
    face of Ponder and the name of a face of Contemplation", a name no card has."""
    result = check(f"Format: mtg/premodern\n4 Contemplation {separator} FR\n56 Plains\n",
                   "mtg/premodern")
    assert [message for rule, message, _ in _said(result) if "French name" in message] == [
        "'Contemplation' is the French name of Ponder and the name of Contemplation: read as "
        "Ponder (its language is written 'fr')"]


@pytest.mark.parametrize(("written", "cards"), [
    ("Bourgeonnement", "Burgeoning or Sprout"), ("Exclusion", "Exclude or Expel"),
    ("\u00c9clair fourchu", "Forked Bolt or Forked Lightning")])
def test_a_french_name_of_two_cards_asks_for_the_english_name(written: str, cards: str
                                                              ) -> None:
    # "write the card's full name" was no help: the French name is both cards' full name
    result = check(f"4 {written}\n")
    assert [(v.rule, v.line, v.message, v.hint) for v in result.violations
            if v.rule == "ambiguous-card"] == [
        ("ambiguous-card", 1, f"'{written}' could be {cards}",
         "write the English name of the card meant")]
