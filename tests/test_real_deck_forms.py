"""Real tournament decks as other tools and other languages write them: each stays the
deck it was (legal on its event day, every card read, its zones' counts kept), and the
same deck with an illegal change disguised so stays illegal."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

#: A Modern Lurrus Burn deck as registered in June 2021 (Lurrus of the Dream-Den its
#: companion: every permanent card of the deck has mana value 2 or less).
MAIN = [(4, "Lightning Bolt"), (4, "Lava Spike"), (4, "Rift Bolt"), (4, "Skewer the Critics"),
        (4, "Monastery Swiftspear"), (4, "Goblin Guide"), (4, "Eidolon of the Great Revel"),
        (4, "Light Up the Stage"), (4, "Boros Charm"), (4, "Lightning Helix"),
        (4, "Inspiring Vantage"), (4, "Sacred Foundry"), (12, "Mountain")]
SIDE = [(1, "Lurrus of the Dream-Den"), (4, "Path to Exile"), (3, "Deflecting Palm"),
        (3, "Kor Firewalker"), (4, "Rest in Peace")]
DAY = "2021-06-01"

_CHECKERS: dict[str, Checker] = {}


def check(text: str, suffix: str = ".txt", format_id: str = "mtg/modern") -> DeckResult:
    """Judge ``text`` as a file of ``suffix`` in ``format_id`` as of ``DAY``."""
    checker = _CHECKERS.get(format_id)
    if checker is None:
        checker = _CHECKERS[format_id] = Checker(CheckOptions(
            format_id=format_id, as_of=dt.date.fromisoformat(DAY), use_config=False))
    return checker.check_bytes(text.encode(), f"deck{suffix}")


def errors(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.rule, v.line) for v in result.violations if v.severity == "error"]


def lines(cards: list[tuple[int, str]]) -> list[str]:
    return [f"{count} {name}" for count, name in cards]


def arena(companion: str, deck: str, sideboard: str, extra: tuple[str, ...] = ()) -> str:
    """The deck as MTG Arena's client in a language exports it: its companion section,
    the deck and the sideboard, each under that language's header."""
    return "\n".join([companion, "1 Lurrus of the Dream-Den", *extra, "", deck, *lines(MAIN),
                      "", sideboard, *lines(SIDE)]) + "\n"


LANGUAGES = [("Companion", "Deck", "Sideboard"), ("Compagnon", "Deck", "Réserve"),
             ("Begleiter", "Hauptdeck", "Sideboard"), ("Compañero", "Mazo", "Banquillo"),
             ("Compagno", "Mazzo", "Riserva"), ("Companheiro", "Deck", "Reserva"),
             ("相棒", "デッキ", "サイドボード")]


def test_the_deck_as_written_is_legal() -> None:
    result = check("\n".join(["Deck", *lines(MAIN), "", "Sideboard", *lines(SIDE)]))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize(("companion", "deck", "sideboard"), LANGUAGES)
def test_arenas_headers_in_every_language_keep_the_deck_legal(
        companion: str, deck: str, sideboard: str) -> None:
    # "Compagnon", "Begleiter", "Compañero"... were unknown cards (a 61st card), "Reserva"
    # and "サイドボード" no header (the sideboard counted in the deck), "デッキ" a count
    result = check(arena(companion, deck, sideboard))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [v.rule for v in result.violations if v.rule == "companion"] == []


@pytest.mark.parametrize(("companion", "deck", "sideboard"), LANGUAGES)
def test_a_fifth_copy_in_another_languages_companion_section_stays_illegal(
        companion: str, deck: str, sideboard: str) -> None:
    # a card the companion section lists and the sideboard does not is a sideboard card
    result = check(arena(companion, deck, sideboard, extra=("1 Lightning Bolt",)))
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": 16}
    assert ("copy-limit" in {rule for rule, _ in errors(result)})


@pytest.mark.parametrize("prefix", ["Compagnon", "Begleiter", "Compañero", "相棒"])
def test_another_languages_companion_header_is_a_line_prefix_too(prefix: str) -> None:
    text = "\n".join([f"{prefix}: 1 Lurrus of the Dream-Den", "", "Deck", *lines(MAIN), "",
                      "Sideboard", *lines(SIDE)])
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


def test_a_japanese_header_with_its_count_is_a_header() -> None:
    text = "\n".join(["デッキ (60)", *lines(MAIN), "サイドボード (15)", *lines(SIDE)])
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
