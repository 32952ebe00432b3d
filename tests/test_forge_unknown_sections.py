"""A Forge deck file's section Forge does not know (``[Extra]``, ``[Banned]``) that holds a
card line: Forge skips it, a person reads its cards as the deck's, so it is a
parse-error, its cards not counted, as such a section is in the XML dialects (it was an
info note, a banned card there hidden and the deck legal). A section outside the deck in
every game (``[Maybeboard]``, ``[Tokens]``), one of settings (``Key=value`` lines) and
an empty one stay info notes.

Rules: README, "Decklists" (Forge ``.dck``)."""

from __future__ import annotations

import pytest

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
