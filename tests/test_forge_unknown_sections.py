"""A Forge deck file's section Forge does not know (``[Extra]``, ``[Banned]``) that holds a
card line: Forge skips it, a person reads its cards as the deck's, so it is a
parse-error, its cards not counted, as such a section is in the XML dialects (it was an
info note, a banned card there hidden and the deck legal). A section outside the deck in
every game (``[Maybeboard]``, ``[Tokens]``), one of settings (``Key=value`` lines) and
an empty one stay info notes.

Rules: README, "Decklists" (Forge ``.dck``)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from tests.test_real_deck_forms import MAIN, SIDE, check

_EXTRA_FINDING = ("parse-error", "section '{name}' names no zone of the deck, nor a section "
                  "outside it (Maybeboard, Tokens): its cards were not counted")


def _forge(extra: list[str]) -> str:
    return "\n".join(["[metadata]", "Name=Boros Burn", "[Main]",
                      *(f"{count} {name}|2XM|1" for count, name in MAIN), "[Sideboard]",
                      *(f"{count} {name}" for count, name in SIDE), *extra]) + "\n"


def _findings(text: str) -> list[tuple[str, str, int | None]]:
    result = check(text, suffix=".dck")
    return [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("parse-error", "ignored-section", "banned")]


@pytest.mark.parametrize("name", ["Extra", "Banned", "Vanguard", "Creatures"])
def test_a_card_in_a_section_forge_does_not_know_is_a_parse_error(name: str) -> None:
    text = _forge([f"[{name}]", "1 Simian Spirit Guide|PLC|1", "4 Mox Opal"])
    result = check(text, suffix=".dck")
    assert result.status == "illegal"
    rule, message = _EXTRA_FINDING
    assert _findings(text) == [(rule, message.format(name=name), 23)]
    assert result.zones == {"main": 60, "side": 15}


@pytest.mark.parametrize(("extra", "found"), [
    (["[Maybeboard]", "1 Simian Spirit Guide"],
     [("ignored-section", "section 'Maybeboard' is not part of a tournament deck; its cards "
       "were not counted", 23)]),
    (["[Tokens]", "1 Goblin"],  # a token's name: kept out, on its line
     [("ignored-section", "'Goblin' in Forge's [Tokens] names a token, no card: not part "
       "of the deck; not counted", 24)]),
    (["[Extra]", "Difficulty=Hard"],
     [("ignored-section", "section 'Extra' is not part of a tournament deck; its cards "
       "were not counted", 23)]),
    (["[Extra]"],
     [("ignored-section", "section 'Extra' is not part of a tournament deck; its cards "
       "were not counted", 23)]),
])
def test_a_section_outside_the_deck_of_settings_or_empty_stays_a_note(
        extra: list[str], found: list[tuple[str, str, int]]) -> None:
    text = _forge(extra)
    assert check(text, suffix=".dck").status == "legal"
    assert _findings(text) == found


@pytest.mark.parametrize(("name", "note"), [
    ("Display Commander", "is counted in the main deck: the format has no command zone, so "
     "that section is none"),
    ("display commanders", "is counted in the main deck: the format has no command zone, so "
     "that section is none"),
    ("Stickers", "is not a Sticker card: counted in the main deck"),
])
def test_a_card_in_a_games_section_of_one_kind_that_forge_has_not_is_counted(
        name: str, note: str) -> None:
    # a game's section of one kind of card, as under that header in a text decklist: the
    # banned card there was skipped with the section, the deck legal
    result = check(_forge([f"[{name}]", "1 Oko, Thief of Crowns|ELD|1"]), suffix=".dck")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.line == 24] == [
        ("reading", f"'Oko, Thief of Crowns' in Forge's [{name}] {note}", 24),
        ("banned", "Oko, Thief of Crowns is banned in Modern (since 2020-01-14)", 24)]


def test_a_display_commander_of_a_commander_deck_in_forge_stays_out() -> None:
    # in a format with a command zone the section keeps out its legendary card only
    checker = Checker(CheckOptions(format_id="mtg/duel-commander", use_config=False,
                                   as_of=dt.date(2025, 4, 12)))
    text = "\n".join(["[metadata]", "Name=Satya", "[Commander]",
                      "1 Satya, Aetherflux Genius|DFT|1", "[Main]", "99 Plains|DFT|1",
                      "[Display Commander]", "1 {}"]) + "\n"
    kept_out = checker.check_bytes(text.format("Satya, Aetherflux Genius").encode(), "d.dck")
    assert (kept_out.status, kept_out.zones) == ("legal", {"command": 1, "main": 99})
    assert [(v.rule, v.message) for v in kept_out.violations if v.line == 8] == [
        ("ignored-section", "Satya, Aetherflux Genius is a Legendary card in Forge's "
         "[Display Commander]: not part of the deck; not counted")]
    counted = checker.check_bytes(text.format("Lightning Bolt").encode(), "d.dck")
    assert (counted.status, counted.zones) == ("illegal", {"command": 1, "main": 100})
    assert [(v.rule, v.line) for v in counted.violations if v.severity == "error"] == [
        ("zone-size", 6)]
