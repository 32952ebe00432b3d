"""Real decks re-expressed as commander-format decks, judged as of their event days.

Each real MTGO Standard deck of 2024-2026 (../shared, skipped without it) that plays a
legendary creature or planeswalker becomes a Standard Brawl deck led by it: its other
cards within the leader's colour identity, one copy each, basic lands of that identity
to 60, without the cards Brawl bans that day (Pithing Needle, legal in Standard, is on
Brawl's lists of 2022-04-25 and 2026-08-22). Brawl's card pool is Standard's, so each
must stay legal (a legal deck
re-expressed stays legal); disguised with one card outside the leader's colour identity
only by its back face, or with its leader written in the main deck, each must turn
illegal for that reason alone (an illegal deck disguised stays illegal).
"""

from __future__ import annotations

import collections
import datetime as dt
import re
from pathlib import Path
from typing import NamedTuple

import pytest

from cardtools.carddb import CardDatabase
from cardtools.cardfiles import bundled_database
from cardtools.checker import Checker, CheckOptions
from cardtools.formatspec import FormatRegistry
from cardtools.model import Card, DeckResult
from cardtools.names import normalise

BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
_CARD_LINE = re.compile(r"^\s*(\d+)\s+(.+?)\s*$")
#: Red only by its back face (Homicidal Brute's colour indicator): outside every leader
#: without red, whatever the front face says.
BACK_FACE_RED = "Civilized Scholar"


class Variant(NamedTuple):
    """A Brawl deck made of a real deck: its event day, leader and card lines."""

    day: dt.date
    leader: str
    identity: frozenset[str]
    cards: list[str]

    def text(self, leader_zone: str = "Commander", extra: str = "") -> bytes:
        """The decklist: the leader under ``leader_zone`` (``Deck``: written in the main
        deck), ``extra`` replacing one basic land when given."""
        lines = list(self.cards)
        if extra:
            lines = [*_one_basic_fewer(lines), f"1 {extra}"]
        head = ["Commander", f"1 {self.leader}", "Deck"] if leader_zone == "Commander" \
            else ["Deck", f"1 {self.leader}"]
        return "\n".join([*head, *lines, ""]).encode("utf-8")


def _one_basic_fewer(lines: list[str]) -> list[str]:
    """The lines with one basic land fewer (the last basic line's count lowered)."""
    for index in range(len(lines) - 1, -1, -1):
        count, name = lines[index].split(" ", 1)
        if name in BASICS.values():
            kept = [f"{int(count) - 1} {name}"] if int(count) > 1 else []
            return [*lines[:index], *kept, *lines[index + 1:]]
    raise AssertionError("no basic land to replace")


def _identity(card: Card) -> frozenset[str]:
    return frozenset(card.facts.get("colour_identity") or ())


def _can_lead(card: Card) -> bool:
    return "Legendary" in card.supertypes and bool({"Creature", "Planeswalker"} & set(card.types))


def _main_deck(path: Path) -> list[str]:
    """The card names of a decklist's main deck, in file order, once each."""
    names: list[str] = []
    for line in path.read_text("utf-8").splitlines():
        if line.strip().casefold().startswith("sideboard"):
            break
        match = _CARD_LINE.match(line)
        if match:
            names.append(match[2])
    return list(dict.fromkeys(names))


def variants(shared: Path, db: CardDatabase) -> list[Variant]:
    """The Brawl deck of each real Standard deck that plays a card able to lead."""
    from tests.real_decklists import manifest

    brawl = FormatRegistry().get("mtg/brawl")
    made = []
    for row in manifest("decklists-2024-2026"):
        if row["format"] != "standard":
            continue
        path = shared / "data" / "mtg" / "decklists-2024-2026" / row["file"]
        banned = brawl.lists_as_of(dt.date.fromisoformat(row["date"])).banned
        cards = [(name, db.get(name)) for name in _main_deck(path)
                 if normalise(name) not in banned]
        known = [(name, card) for name, card in cards if card is not None]
        leaders = [(name, card) for name, card in known if _can_lead(card)]
        if not leaders:
            continue
        leader, card = leaders[0]
        identity = _identity(card)
        body = [name for name, other in known if name != leader and "Basic" not in
                other.supertypes and _identity(other) <= identity]
        colours = sorted(identity)
        lands = collections.Counter(BASICS[colours[i % len(colours)]]
                                    for i in range(59 - len(body)))
        made.append(Variant(dt.date.fromisoformat(row["date"]), leader, identity,
                            [f"1 {name}" for name in body]
                            + [f"{count} {land}" for land, count in lands.items()]))
    return made


@pytest.fixture
def brawl_variants(shared: Path) -> list[Variant]:
    made = variants(shared, bundled_database("mtg"))
    assert len(made) >= 50
    return made


def _judge(variant: Variant, text: bytes) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/brawl", as_of=variant.day, use_config=False))
    return checker.check_bytes(text, "brawl.txt")


def _errors(result: DeckResult) -> list[str]:
    return [v.rule for v in result.violations if v.severity == "error"]


def test_real_standard_decks_re_expressed_as_brawl_decks_stay_legal(
        brawl_variants: list[Variant]) -> None:
    problems = [(str(v.day), v.leader, _errors(result)) for v in brawl_variants
                if (result := _judge(v, v.text())).status != "legal"]
    assert problems == []


def test_a_card_outside_the_identity_by_its_back_face_makes_each_illegal(
        brawl_variants: list[Variant]) -> None:
    """Civilized Scholar (blue, red by its back face) is in no Standard pool either: the
    deck breaks the colour identity rule (red outside) or, with red, the card pool only."""
    for variant in brawl_variants:
        result = _judge(variant, variant.text(extra=BACK_FACE_RED))
        assert result.status == "illegal", variant.leader
        expected = {"card-pool"} if {"U", "R"} <= variant.identity \
            else {"card-pool", "colour-identity"}
        assert set(_errors(result)) == expected, (variant.leader, _errors(result))


def test_the_leader_written_in_the_main_deck_makes_each_illegal(
        brawl_variants: list[Variant]) -> None:
    """Without a Commander header the leader is a main-deck card: no commander."""
    for variant in brawl_variants:
        result = _judge(variant, variant.text(leader_zone="Deck"))
        assert result.status == "illegal", variant.leader
        assert "commander" in _errors(result), (variant.leader, _errors(result))
