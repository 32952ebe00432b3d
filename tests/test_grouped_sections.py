"""Deck tools' files whose sections group the deck by kind: an OCTGN ``<section>``, a
LackeyCCG ``<superzone>`` or a Cockatrice ``<zone>`` named as a text decklist's grouping
header (a card type, a region, an element: ``Creatures``, ``Relics (6)``, ``Sorts``,
``Cald``, ``Feu``) holds cards of the deck. They are counted in the main deck with a
``reading`` note; they were skipped as "not part of the deck", so a fourth copy or a
banned card grouped so went uncounted and the deck was legal.

Rules: Magi-Nation Duel rulebook (2001), Building Your Deck (three copies of a card);
Mage Noir Detailed Rules v1.1, 1.1-1.2 (four copies; the banned list).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

Sections = Sequence[tuple[str, Sequence[tuple[int, str]]]]

#: The Base Set Cald starter deck of Magi-Nation Duel (3 Magi + 40 cards), by kind.
MAGI = ((1, "Ashgar"), (1, "Gar"), (1, "Grega"))
CREATURES = ((1, "Greater Vaal"), (3, "Magma Hyren"), (2, "Drakan"), (2, "Lava Balamant"),
             (1, "Quor Pup"), (3, "Arbolit"), (3, "Diobor"), (2, "Fire Chogo"),
             (2, "Kelthet"), (2, "Quor"))
RELICS = ((2, "Ancestral Flute"), (2, "Baloo Root"), (2, "Magma Armor"))
SPELLS = ((1, "Spirit of the Flame"), (2, "Flame Geyser"), (2, "Syphon Vortex"),
          (3, "Fire Ball"), (3, "Fire Flow"), (2, "Thermal Blast"))
#: A legal Mage Noir deck of 40 cards.
MAGE_NOIR = tuple((4, name) for name in (
    "Fire Ball", "Tornado", "Air Blade", "Seed", "Flame Projectile", "Breath",
    "Favorable Winds", "Bark Armor", "Droplet", "Water Drop"))


def _o8d(sections: Sections) -> bytes:
    body = "".join(
        f'<section name="{name}" shared="False">\n'
        + "".join(f'<card qty="{count}" id="c{n}">{card}</card>\n'
                  for n, (count, card) in enumerate(cards))
        + "</section>\n" for name, cards in sections)
    return ('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<deck game="g">\n'
            f"{body}</deck>\n").encode()


def _lackey(sections: Sections) -> bytes:
    body = "".join(
        f'<superzone name="{name}">\n'
        + "".join(f"<card><name>{card}</name></card>\n" * count for count, card in cards)
        + "</superzone>\n" for name, cards in sections)
    return f'<deck version="0.8">\n{body}</deck>\n'.encode()


def _cod(sections: Sections) -> bytes:
    body = "".join(
        f'<zone name="{name}">\n'
        + "".join(f'<card number="{count}" name="{card}"/>\n' for count, card in cards)
        + "</zone>\n" for name, cards in sections)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            f"<deckname>d</deckname>\n{body}</cockatrice_deck>\n").encode()


TOOLS: list[tuple[Callable[[Sections], bytes], str, str]] = [
    (_o8d, "deck.o8d", "Deck"), (_lackey, "deck.dek", "Deck"), (_cod, "deck.cod", "main")]


def check(data: bytes, name: str, format_id: str) -> DeckResult:
    """Judged within the card data (Mage Noir's lists of 2025-11-04): no data-age note."""
    return Checker(CheckOptions(format_id=format_id, use_config=False,
                                as_of=dt.date(2025, 12, 1))).check_bytes(data, name)


def errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity != "info"]


def notes(result: DeckResult, rule: str) -> list[str]:
    return [v.message for v in result.violations if v.rule == rule]


def _what(name: str) -> str:
    return {"deck.o8d": "section", "deck.dek": "superzone", "deck.cod": "zone"}[name]


@pytest.mark.parametrize(("make", "name", "deck"), TOOLS)
@pytest.mark.parametrize("kinds", [("Creatures", "Relics", "Spells"),
                                   ("Creatures (21)", "Relics: 6", "SPELLS (13)"),
                                   ("Cald Creatures", "Universal Relics", "Cald Spells"),
                                   # two groups joined, words repeated (it was skipped)
                                   ("Cald Creatures and Universal Creatures", "Relics",
                                    "Spells")])
def test_a_starter_deck_grouped_by_kind_stays_legal(
        make: Callable[[Sections], bytes], name: str, deck: str,
        kinds: tuple[str, str, str]) -> None:
    """The Cald starter deck, its cards in one section per kind, is the legal deck of 40
    (it was an empty deck: every section skipped)."""
    data = make([("Magi", MAGI), (kinds[0], CREATURES), (kinds[1], RELICS),
                  (kinds[2], SPELLS)])
    result = check(data, name, "magi-nation/standard")
    assert (result.status, errors(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    assert notes(result, "reading") == [
        f"{_what(name)} '{kind}' groups cards by kind, as a deck's grouping header does: "
        "its cards are counted in the deck" for kind in kinds]
    assert notes(result, "ignored-section") == []


@pytest.mark.parametrize(("make", "name", "deck"), TOOLS)
@pytest.mark.parametrize("grouping", ["Spells", "Cald", "Sorts", "Common"])
def test_a_fourth_copy_in_a_grouping_section_is_counted(
        make: Callable[[Sections], bytes], name: str, deck: str, grouping: str) -> None:
    """A fourth Fire Ball in a section of its own, named as a grouping header, breaks the
    3-copy limit (it was skipped: legal)."""
    data = make([("Magi", MAGI), (deck, CREATURES + RELICS + SPELLS),
                 (grouping, ((1, "Fire Ball"),))])
    result = check(data, name, "magi-nation/standard")
    assert result.status == "illegal"
    assert result.zones == {"magi": 3, "main": 41}
    assert [(rule, message) for rule, message, _ in errors(result)] == [
        ("copy-limit", "4 copies of Fire Ball; at most 3")]


@pytest.mark.parametrize(("make", "name", "deck"), TOOLS)
@pytest.mark.parametrize("grouping", ["Rituels", "Ritual", "Feu", "Legendaries", "Sorts"])
def test_a_banned_card_in_a_grouping_section_is_banned(
        make: Callable[[Sections], bytes], name: str, deck: str, grouping: str) -> None:
    """Mage Noir: Crimson Ritual (banned) in a section named as an element, a type or a
    rarity is in the deck and banned (it was skipped: legal)."""
    data = make([(deck, MAGE_NOIR), (grouping, ((1, "Rituel pourpre"),))])
    result = check(data, name, "mage-noir/tournament")
    assert result.status == "illegal"
    assert result.zones == {"main": 41}
    assert [rule for rule, _, _ in errors(result)] == ["banned"]


@pytest.mark.parametrize(("make", "name", "deck"), TOOLS)
@pytest.mark.parametrize("other", ["maybeboard", "Wish List"])
def test_a_section_outside_every_deck_is_not_part_of_the_deck(
        make: Callable[[Sections], bytes], name: str, deck: str, other: str) -> None:
    """A section named as one outside the deck in every game (``Tokens``, a maybeboard)
    stays outside the deck, said by an info note: the deck is judged without it."""
    data = make([(deck, MAGE_NOIR), (other, ((1, "Seed"),))])
    result = check(data, name, "mage-noir/tournament")
    assert (result.status, result.zones) == ("legal", {"main": 40})
    assert notes(result, "ignored-section") == [
        f"{_what(name)} '{other}' is not part of the deck; its cards were not counted"]


@pytest.mark.parametrize(("make", "name", "deck"), TOOLS)
def test_tokens_of_a_game_without_tokens_is_a_section_of_another_name(
        make: Callable[[Sections], bytes], name: str, deck: str) -> None:
    """Mage Noir has no tokens (its game data names no section of them): a section named
    Tokens is a heading of another name (``header_words``), its cards counted in the
    deck, as a structured list's ``tokens`` key is there (it kept out 'Wolf Token', a
    name of no card, as a token, without a word): the banned card and the name of no
    card are reported."""
    data = make([(deck, MAGE_NOIR), ("Tokens", ((1, "Rituel pourpre"), (2, "Wolf Token")))])
    result = check(data, name, "mage-noir/tournament")
    assert (result.status, result.zones) == ("illegal", {"main": 43})
    assert [rule for rule, _message, _line in errors(result)] == ["banned", "unknown-card"]
    assert notes(result, "reading") == [
        f"{_what(name)} 'Tokens' groups cards by kind, as a deck's grouping header does: its "
        "cards are counted in the deck"]
    assert notes(result, "ignored-section") == []


@pytest.mark.parametrize(("make", "name", "deck"), TOOLS)
@pytest.mark.parametrize("other", ["Fire Ball", "Spells and Extras", "Extra", "Banned"])
@pytest.mark.parametrize("card", ["Seed", "Rituel pourpre"])
def test_a_section_of_another_name_is_a_parse_error(
        make: Callable[[Sections], bytes], name: str, deck: str, other: str,
        card: str) -> None:
    """A section named neither as a zone, a grouping of the deck nor a section outside it
    (``Extra``, one named as a card) was skipped with an info note: a banned Crimson
    Ritual there was hidden, the deck legal. Its cards are still not counted (what it
    holds is not known), and a parse-error says so: the deck is never legal."""
    data = make([(deck, MAGE_NOIR), (other, ((1, card),))])
    result = check(data, name, "mage-noir/tournament")
    assert (result.status, result.zones) == ("illegal", {"main": 40})
    assert [(rule, message) for rule, message, _ in errors(result)] == [(
        "parse-error", f"{_what(name)} '{other}' names no zone of the deck, nor a section "
        "outside it (Maybeboard, Tokens): its cards were not counted")]
    assert notes(result, "ignored-section") == []
