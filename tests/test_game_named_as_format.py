"""A decklist whose ``Format:`` line (or ``--format``) names its game, or its one format
as its players write it: ``Format: Mage Noir``, ``Format : Tournoi``, ``Format:
Magi-Nation Duel``. Mage Noir and Magi-Nation Duel have one format each, so the name is
that format (``format_names`` of their ``formats/<game>/game.yaml``); it was an
``unknown-format`` error, a real deck not judged. MageTCG, with several formats, is
still refused by its game's name.
"""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

MAGE_NOIR_40 = "".join(f"4 {name}\n" for name in (
    "Fire Ball", "Tornado", "Air Blade", "Seed", "Flame Projectile", "Breath",
    "Favorable Winds", "Bark Armor", "Droplet", "Water Drop"))
CALD = ("Magi\nAshgar\nGar\nGrega\nDeck\n1 Greater Vaal\n3 Magma Hyren\n2 Drakan\n"
        "2 Lava Balamant\n1 Quor Pup\n3 Arbolit\n3 Diobor\n2 Fire Chogo\n2 Kelthet\n2 Quor\n"
        "2 Ancestral Flute\n2 Baloo Root\n2 Magma Armor\n1 Spirit of the Flame\n"
        "2 Flame Geyser\n2 Syphon Vortex\n3 Fire Ball\n3 Fire Flow\n2 Thermal Blast\n")


def check(text: str, format_id: str | None = None) -> DeckResult:
    options = CheckOptions(format_id=format_id, use_config=False, as_of=dt.date(2025, 12, 1))
    return Checker(options).check_bytes(text.encode(), "deck.txt")


def errors(result: DeckResult) -> list[tuple[str, str]]:
    return [(v.rule, v.message) for v in result.violations if v.severity == "error"]


@pytest.mark.parametrize("line", ["Format: Mage Noir", "Format : mage noir", "Format: mage-noir",
                                  "Format: Tournoi", "Format : Tournoi Mage Noir",
                                  "Format: Mage Noir Tournament", "FORMAT: MAGE NOIR TOURNOI"])
def test_a_mage_noir_deck_naming_its_game_is_judged(line: str) -> None:
    legal = check(f"{line}\nDeck\n{MAGE_NOIR_40}")
    assert (legal.format_id, legal.status, errors(legal)) == (
        "mage-noir/tournament", "legal", [])
    banned = check(f"{line}\nDeck\n{MAGE_NOIR_40}1 Rituel pourpre\n")
    assert banned.status == "illegal"
    assert [rule for rule, _ in errors(banned)] == ["banned"]


@pytest.mark.parametrize("line", ["Format: Magi-Nation", "Format: Magi-Nation Duel",
                                  "Format: magination", "Format: MND"])
def test_a_magi_nation_deck_naming_its_game_is_judged(line: str) -> None:
    legal = check(f"{line}\n{CALD}")
    assert (legal.format_id, legal.status, errors(legal)) == (
        "magi-nation/standard", "legal", [])
    fourth = check(f"{line}\n{CALD}1 Fire Ball\n")
    assert fourth.status == "illegal"
    assert errors(fourth) == [("copy-limit", "4 copies of Fire Ball; at most 3")]


@pytest.mark.parametrize("format_id", ["mage-noir", "Mage Noir", "tournoi"])
def test_the_option_takes_the_same_names(format_id: str) -> None:
    result = check(f"Deck\n{MAGE_NOIR_40}", format_id)
    assert (result.format_id, result.status) == ("mage-noir/tournament", "legal")


def test_a_game_of_several_formats_is_not_guessed() -> None:
    result = check("Format: MageTCG\nMage\n1 Iconic Seraph of Dawn\n")
    assert result.status == "error"
    assert [rule for rule, _ in errors(result)] == ["unknown-format"]
