"""Magi-Nation Duel card texts that forbid or choose: what a Magi's or a card's own
sentence keeps out of a deck or a Magi stack, and the regions chosen during the game.

Card text takes precedence over the rules (``../shared/rules/magi-nation-duel-rulebook-
2001.txt``, A FEW MORE RULES, First, Breaking the Rules); region warnings follow REGIONS
and THE MAGI, Core and Shadow Magi. The decks are the real starter decks of the
variants' tests, with the Magi or cards changed.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.importers import magi_nation
from tests.test_magi_nation_variants import CORE_FILL, NAROOM, _listed, check, problems


@pytest.fixture(scope="module")
def cards() -> dict[str, dict[str, Any]]:
    """The committed database, by card name."""
    path = Path(__file__).resolve().parent.parent / "cards" / "magi-nation" / "cards.json"
    return {card["name"]: card for card in json.loads(path.read_text("utf-8"))["cards"]}


def test_sorrowing_ogar_keeps_core_magi_out_of_its_deck(
        cards: dict[str, dict[str, Any]]) -> None:
    """Sorrowing Ogar: "Sorrowing Ogar may not be played in a deck with any Core Magi"
    (``stack_excludes: ["Core"]``, as Yaki's "cannot be in a Magi stack with Core
    Magi"): with Korg (Core) or Evil Evu (a Shadow Magi, a Core Magi) the stack was
    legal; it is a magi-stack error on the second Magi's line."""
    assert cards["Sorrowing Ogar"]["stack_excludes"] == ["Core"]
    said = ["Sorrowing Ogar may not be played in a deck with any Core Magi."]
    assert list(magi_nation._stack_without("Sorrowing Ogar", said)) == ["Core"]
    assert list(magi_nation._stack_without("Ogar", ["Ogar may be played."])) == []
    for other in ("Korg", "Evil Evu"):
        result = check(_listed(("Sorrowing Ogar", other, "Tryn"), NAROOM), "ogar.txt")
        assert result.status == "illegal"
        assert [p for p in problems(result) if p[0] == "magi-stack"] == [
            ("magi-stack", f"Sorrowing Ogar cannot be in the Magi stack with Core Magi "
             f"({other}); its own text says so", 3)]
    result = check(_listed(("Sorrowing Ogar", "Evu", "Tryn"), NAROOM), "ogar.txt")
    assert not [p for p in problems(result) if p[0] == "magi-stack"]


def _warned(magi: tuple[str, ...], cards: tuple[tuple[int, str], ...]
            ) -> list[tuple[str, int | None, str | None]]:
    """``(message, line, hint)`` of each region-unplayable warning of the deck."""
    result = check(_listed(magi, cards), "deck.txt")
    assert result.status == "legal"  # warnings only: the deck holds what it may
    return [(v.message, v.line, v.hint) for v in result.violations
            if v.rule == "region-unplayable"]


#: 37 Core and Universal cards (lines 6 to 18 after three Magi): a card added to them is
#: on line 19 of a 40-card deck.
FILL = (*CORE_FILL, (3, "Dream Balm"), (1, "Forgotten Dancer"))


def _on(line: int, warned: list[tuple[str, int | None, str | None]]
        ) -> list[tuple[str, int | None, str | None]]:
    return [w for w in warned if w[1] == line]


def test_the_forbidding_texts_are_read_as_facts(cards: dict[str, dict[str, Any]]) -> None:
    """Every "cannot play" and "may not play" sentence of the data about what goes in a
    deck: the Magi's (``plays_not``) and the cards' (``only_play``, ``no_shadow_play``);
    in-game sentences ("You may not play another Cald Shadow Geyser while this one is
    in play", Tuku's "Until the end of your next turn, Magi cannot play ...") give
    nothing."""
    denied = {name: card["plays_not"] for name, card in cards.items() if "plays_not" in card}
    assert denied == {
        "All-High King Korg": [{"types": ["Relic"]}],
        "Kesia": [{"types": ["Spell"], "except_regions": ["Weave"]}],
        "Korg": [{"regions": ["Universal"]}],
        "Korg & Zet": [{"types": ["Relic"]}]}
    assert [n for n, card in cards.items() if card.get("no_shadow_play")] == [
        "Crushing Darkness"]
    assert cards["Harmony"]["only_play"] == cards["Weave Mind"]["only_play"] == ["Weave"]
    assert cards["Gia Pet"]["only_play"] == ["Core", "Weave"]
    assert "plays_not" not in cards["Tuku"] and "only_play" not in cards["Cald Shadow Geyser"]
    regions = sorted({r for card in cards.values() for r in card["regions"]})
    assert magi_nation._denied_kind("Relics", regions) == {"types": ["Relic"]}
    assert magi_nation._denied_kind("non-Weave Spells", regions) == {
        "types": ["Spell"], "except_regions": ["Weave"]}
    assert magi_nation._denied_kind("Universal cards", regions) == {"regions": ["Universal"]}
    assert magi_nation._denied_kind("Cald Relics", regions) == {
        "types": ["Relic"], "regions": ["Cald"]}
    for other in ("cards that are not Arderial, Universal, or of her chosen region",
                  "more cards", "Snow Relics", "Relic"):
        assert magi_nation._denied_kind(other, regions) is None, other
    said = "Zet may play no more than two cards each turn and may not play Spells."
    assert list(magi_nation._magi_denied("Zet", [said])) == ["Spells"]
    assert list(magi_nation._magi_denied("Tryn", [said])) == []
    assert list(magi_nation._plays_denied("Harmony", "Spell", [
        "Non-Weave Magi may not play this Spell."])) == [
        magi_nation.Said(False, False, "Non-Weave", True)]
    assert list(magi_nation._plays_denied("Harmony", "Spell", [
        "Non-Weave Magi may not play Fire Ball."])) == []


def test_korg_may_not_play_universal_cards() -> None:
    """Korg: "Korg may not play Universal cards"; Aurorea plays only Nar cards and Kesia
    no non-Weave Spell: a Universal Spell (Heal) none of them may play was not warned
    (Korg, a Core Magi, plays Universal cards by the rules); it is, the reason being the
    texts. With Nagsis for Korg it is not."""
    deck = (*FILL, (3, "Heal"))
    assert _on(19, _warned(("Korg", "Aurorea", "Kesia"), deck)) == [(
        "no Magi of the stack may play Heal (Universal Spell); the stack's regions: Core, "
        "Nar, Weave; by card text Korg may not play Universal cards; Aurorea plays only "
        "Nar cards; Kesia may not play non-Weave Spells", 19,
        "replace Korg, Aurorea and Kesia in the Magi stack, or remove Heal")]
    assert not _on(19, _warned(("Nagsis", "Aurorea", "Kesia"), deck))


def test_magi_that_may_not_play_relics() -> None:
    """Korg & Zet "may not play Relics" and All-High King Korg "cannot play Relics": a
    Universal Relic beside Aurorea (only Nar cards) and a Core Relic (Shadow Cloak)
    beside Aurorea and Evu were not warned; they are, for that text. A Cald Relic, which
    no Core Magi plays anyway, keeps the rules' reason alone. "Korg can play Korg's
    Sceptre" still lets them play it (the card's own text names Korg), and Golthub, of
    the same regions and no such text, plays the Core Relic."""
    assert _on(18, _warned(("Korg & Zet", "Aurorea"), (*FILL, (3, "Channeler's Gloves")))) == [
        ("no Magi of the stack may play Channeler's Gloves (Universal Relic); the stack's "
         "regions: Core, Nar; by card text Korg & Zet may not play Relics; Aurorea plays "
         "only Nar cards", 18,
         "replace Korg & Zet and Aurorea in the Magi stack, or remove Channeler's Gloves")]
    assert _on(18, _warned(("Korg & Zet", "Nagsis"), (*FILL, (3, "Magma Armor")))) == [
        ("no Magi of the stack may play Magma Armor (Cald Relic); the stack's regions: Core; "
         "Core Magi play only Core and Universal cards", 18,
         "add a Cald Magi to the Magi stack, or remove Magma Armor")]  # the rules' reason
    assert not _on(18, _warned(("Korg & Zet", "Aurorea"), (*FILL, (3, "Korg's Sceptre"))))
    deck = (*FILL, (3, "Korg's Sceptre"))
    assert _on(8, _warned(("All-High King Korg", "Aurorea", "Evu"), deck)) == [
        ("no Magi of the stack may play Shadow Cloak (Core Relic); the stack's regions: "
         "Bograth, Core, Nar, Naroom; only Core Magi may play Core cards; by card text "
         "All-High King Korg may not play Relics; Aurorea plays only Nar cards", 8,
         "add a Core Magi to the Magi stack, or remove Shadow Cloak")]
    assert not _on(19, _warned(("All-High King Korg", "Aurorea", "Evu"), deck))
    assert not _on(8, _warned(("Golthub", "Aurorea", "Evu"), deck))


def test_kesia_may_not_play_non_weave_spells() -> None:
    """Kesia: "Kesia may not play non-Weave Spells": a Cald Spell (Fire Ball) was
    playable at a regional penalty; beside Aurorea and Locke (Nar and Universal only)
    it is warned. A Weave Spell (Sawgrass) is not."""
    magi = ("Kesia", "Aurorea", "Locke")
    assert _on(19, _warned(magi, (*FILL, (3, "Fire Ball")))) == [
        ("no Magi of the stack may play Fire Ball (Cald Spell); the stack's regions: Weave, "
         "Nar; by card text Kesia may not play non-Weave Spells; Aurorea plays only Nar "
         "cards; Locke plays only Nar and Universal cards", 19,
         "replace Kesia, Aurorea and Locke in the Magi stack, or remove Fire Ball")]
    assert not _on(19, _warned(magi, (*FILL, (3, "Sawgrass"))))


def test_cards_whose_text_says_who_may_not_play_them() -> None:
    """"Shadow Magi cannot play this Spell" (Crushing Darkness, Core): a Naroom stack
    whose only Core Magi is a Shadow Magi (Evil Evu) was not warned; it is, and Korg, a
    Core Magi of no original region, plays it. "Non-Weave Magi may not play Harmony",
    "... this Spell" (Weave Mind): Cald Magi played them at a regional penalty; only a
    Weave Magi does now. "Non-Core, non-Weave Magi cannot play Gia Pet": Yaki, Core
    Stalker, whose text lets it play Core cards, is neither."""
    deck = (*FILL, (3, "Crushing Darkness"))
    assert _on(19, _warned(("Evil Evu", "Tryn", "Yaki"), deck)) == [
        ("no Magi of the stack may play Crushing Darkness (Core Spell); the stack's regions: "
         "Core, Naroom (Naroom Shadow Magi); only Core Magi may play Core cards; by card "
         "text Shadow Magi (Evil Evu) may not play Crushing Darkness", 19,
         "add a Core Magi that is no Shadow Magi to the Magi stack, or remove Crushing "
         "Darkness")]
    assert not _on(19, _warned(("Korg", "Tryn", "Yaki"), deck))
    for card in ("Harmony", "Weave Mind"):
        assert _on(19, _warned(("Ashgar", "Gar", "Grega"), (*FILL, (3, card)))) == [
            (f"no Magi of the stack may play {card} (Weave Spell); the stack's regions: "
             f"Cald; by its card text only Weave Magi may play {card}", 19,
             f"add a Weave Magi to the Magi stack, or remove {card}")]
        assert not _on(19, _warned(("Kesia", "Gar", "Grega"), (*FILL, (3, card))))
    assert _on(19, _warned(("Yaki, Core Stalker", "Tryn", "Evu"), (*FILL, (3, "Gia Pet")))) == [
        ("no Magi of the stack may play Gia Pet (Core Creature); the stack's regions: "
         "Naroom; by its card text only Core or Weave Magi may play Gia Pet", 19,
         "add a Core or Weave Magi to the Magi stack, or remove Gia Pet")]


@pytest.mark.parametrize("magi", [("Bria", "Gar", "Ashgar"), ("Niffer", "Shivara", "Aurorea"),
                                  ("League Elder", "Shivara", "Aurorea")])
def test_a_region_chosen_when_the_magi_is_revealed(magi: tuple[str, ...],
                                                   cards: dict[str, dict[str, Any]]) -> None:
    """Regions chosen during the game, read as Jalex's: Bria "name[s] one Region. Bria
    may play Relics from that Region regardless of regional restrictions"
    (``also_plays_types: [Relic]``); Niffer "is from the chosen region as well as
    Arderial" and League Elder "is from that region" (``from_chosen_region``). A Naroom
    Relic (Robe of Vines) was warned beside them, as if the region were the printed one;
    it is not. Bria, Relic Hunter (Bria's alternate, without that text) and Ora (Arderial)
    still are."""
    assert cards["Bria"]["also_plays_types"] == ["Relic"]
    assert [n for n, c in cards.items() if c.get("from_chosen_region")] == [
        "League Elder", "Niffer"]
    deck = (*FILL, (3, "Robe of Vines"))
    assert not _on(19, _warned(magi, deck))
    other = ("Bria, Relic Hunter", *magi[1:]) if magi[0] == "Bria" else ("Ora", *magi[1:])
    assert _on(19, _warned(other, deck)) == [
        (f"no Magi of the stack may play Robe of Vines (Naroom Relic); the stack's regions: "
         f"{'Orothe, Cald' if magi[0] == 'Bria' else 'Arderial, Nar'}; a Relic is played only "
         f"by Magi of its region (regional restriction)", 19,
         "add a Naroom Magi to the Magi stack, or remove Robe of Vines")]


# ------------------------------------------------------- the Magi stack's header, as written

#: The Base Set Cald starter's deck (40 cards) after a blank line and a Deck header.
_STARTER_DECK = "\nDeck\n" + "".join(f"{count} {name}\n" for count, name in (
    (1, "Greater Vaal"), (3, "Magma Hyren"), (2, "Drakan"), (2, "Lava Balamant"),
    (1, "Quor Pup"), (3, "Arbolit"), (3, "Diobor"), (2, "Fire Chogo"), (2, "Kelthet"),
    (2, "Quor"), (2, "Ancestral Flute"), (2, "Baloo Root"), (2, "Magma Armor"),
    (1, "Spirit of the Flame"), (2, "Flame Geyser"), (2, "Syphon Vortex"),
    (3, "Fire Ball"), (3, "Fire Flow"), (2, "Thermal Blast")))


@pytest.mark.parametrize("header", ["Magi - in order", "Magi \u2014 in order",
                                    "Magi - in stack order", "Magi: (in order)",
                                    "Magi - top to bottom"])
def test_a_magi_header_with_a_note_on_the_order_and_no_colon(header: str) -> None:
    """``Magi - in order`` (no colon) was the Magi line prefix then the unknown card 'in
    order', the Magi after it in the deck (zone-card-type errors): it is the Magi
    stack's header, said by a note, as ``Magi - in order:`` was."""
    result = check(f"{header}\nAshgar\nGar\nGrega\n{_STARTER_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 3, "main": 40}
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", f"'{header}' is read as the header 'Magi': the cards after it are in "
         "the Magi stack", 1)]


@pytest.mark.parametrize("first", ["Starting Magi: Ashgar", "Magi: Ashgar", "Starting Magi",
                                   "STARTING MAGI - Ashgar"])
def test_a_magi_named_on_the_header_line_then_the_others(first: str) -> None:
    """``Starting Magi: Ashgar`` was an unknown card; ``Magi: Ashgar`` put Ashgar in the
    stack and Gar and Grega, on the lines after it, in the deck (two zone-card-type
    errors, a short stack): a legal deck judged illegal. The Magi after a line prefix
    that names the stack go there while it has room, each said by a note; a fourth Magi
    still overfills the stack."""
    magi = "\nGar\nGrega\n" if first.endswith("Ashgar") else "\nAshgar\nGar\nGrega\n"
    result = check(f"{first}{magi}{_STARTER_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 3, "main": 40}
    assert problems(result) == []
    if first.endswith("Ashgar"):
        assert [(v.rule, v.message, v.line) for v in result.violations] == [
            ("reading", f"'{name}' is a Magi and the decklist has no Magi stack header: read "
             "in the Magi stack, as the Deck takes non-Magi cards only", line)
            for line, name in ((2, "Gar"), (3, "Grega"))]
        over = check(f"{first}\nGar\nGrega\nEvu\n{_STARTER_DECK}".encode(), "deck.txt")
        assert problems(over) == [("magi-stack", "the Magi stack fills 4 places; it needs "
                                   "exactly 3 different Magi", 1)]


def test_a_magi_line_prefix_still_reads_its_card() -> None:
    """``Magi - Ashgar`` on each Magi's line stays the card line it was."""
    result = check(f"Magi - Ashgar\nMagi - Gar\nMagi - Grega\n{_STARTER_DECK}".encode(),
                   "deck.txt")
    assert result.status == "legal" and result.violations == []
    unknown = check(f"Magi - Ashgarr\nMagi - Gar\nMagi - Grega\n{_STARTER_DECK}".encode(),
                    "deck.txt")
    assert ("unknown-card", 1) in [(v.rule, v.line) for v in unknown.violations]


@pytest.mark.parametrize("lines", [
    "Magi Pile\nAshgar\nGar\nGrega",
    "First Magi: Ashgar\nSecond Magi: Gar\nThird Magi: Grega",
    "First Magi - Ashgar\nGar\nGrega"])
def test_the_magi_named_as_the_rulebook_and_the_cards_name_them(lines: str) -> None:
    """The rulebook's "first Magi", "second Magi", "third Magi" and the cards' "Magi pile"
    were unknown cards (a stack of no Magi, the Magi in the deck): they name the stack."""
    result = check(f"{lines}\n{_STARTER_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 3, "main": 40}
    assert problems(result) == []


#: The Base Set Naroom starter's 40 cards, with no header.
_NAROOM_DECK = "".join(f"{count} {name}\n" for count, name in NAROOM)
_TRYN_NOTE = ("'{}' is a Magi and the decklist has no Magi stack header: read in the Magi "
              "stack, as the Deck takes non-Magi cards only")


@pytest.mark.parametrize("deck_header", ["", "Deck:\n", "Deck\n"])
@pytest.mark.parametrize("first", ["Magi: Evu", "Starting Magi: Evu", "Magi - Evu"])
def test_the_magi_after_a_prefix_then_a_blank_line(first: str, deck_header: str) -> None:
    """``Magi: Evu``, ``Tryn``, ``Yaki``, a blank line, the deck: the reader took the
    block before the blank line for a sideboard, so Tryn and Yaki were a side deck
    (zone-not-allowed) and the stack filled one place (magi-stack): a legal deck judged
    illegal unless a ``Deck`` header followed. The Magi on the lines after the prefix
    are the stack's, whatever blank line follows them, and the reader's sideboard note
    goes."""
    result = check(f"{first}\nTryn\nYaki\n\n{deck_header}{_NAROOM_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 3, "main": 40}
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", _TRYN_NOTE.format("Tryn"), 2), ("reading", _TRYN_NOTE.format("Yaki"), 3)]


@pytest.mark.parametrize("deck_header", ["", "Deck:\n"])
def test_a_fourth_magi_after_a_prefix_still_overfills_the_stack(deck_header: str) -> None:
    """A fourth Magi on the lines after ``Magi: Evu``, before the blank line, is in the
    stack as it would be under a ``Magi`` header: the stack fills four places (a
    magi-stack error), never a legal deck nor a side deck."""
    result = check(f"Magi: Evu\nTryn\nYaki\nKorg\n\n{deck_header}{_NAROOM_DECK}".encode(),
                   "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"magi": 4, "main": 40}
    assert problems(result) == [("magi-stack", "the Magi stack fills 4 places; it needs "
                                 "exactly 3 different Magi", 1)]


def test_magi_in_the_deck_go_to_a_prefixed_stack_only_while_it_has_room() -> None:
    """After ``Magi: Evu`` and a blank line, the Magi written among the deck's cards go
    to the stack one by one while it has room: Tryn and Yaki do, Korg after them stays
    in the deck (a zone-card-type error on its line, not a fourth place of the stack);
    with the stack full from the prefix's lines, a Magi in the deck stays there."""
    top, rest = "".join(_NAROOM_DECK.splitlines(True)[:5]), "".join(
        _NAROOM_DECK.splitlines(True)[5:])
    korg = ("zone-card-type", "Korg (Magi) cannot be in the Deck: it takes non-Magi cards "
            "only", 10)
    result = check(f"Magi: Evu\n\n{top}Tryn\nYaki\nKorg\n{rest}".encode(), "deck.txt")
    assert result.zones == {"magi": 3, "main": 40}
    assert [(v.rule, v.message, v.line) for v in result.violations] == [
        ("reading", _TRYN_NOTE.format("Tryn"), 8), ("reading", _TRYN_NOTE.format("Yaki"), 9),
        korg]
    full = check(f"Magi: Evu\nTryn\nYaki\n\n{top}Korg\n{rest}".encode(), "deck.txt")
    assert full.status == "illegal" and full.zones == {"magi": 3, "main": 40}
    assert problems(full) == [korg]


def test_a_card_of_another_kind_after_the_prefix_stays_out_of_the_stack() -> None:
    """A non-Magi card in the block after ``Magi: Evu`` ends the Magi's lines and never
    goes to the stack: Tryn before it is the stack's, Grow stays in the side deck the
    reader guessed (zone-not-allowed), the stack two Magi short of its three."""
    result = check(f"Magi: Evu\nTryn\n1 Grow\n\n{_NAROOM_DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"magi": 2, "side": 1, "main": 40}
    assert problems(result) == [
        ("magi-stack", "the Magi stack fills 2 places; it needs exactly 3 different Magi", 1),
        ("zone-not-allowed", "Magi-Nation Duel standard has no side deck, but the decklist "
         "has one (1 card)", 3)]


#: The Base Set Underneath starter's 40 cards under a ``Deck`` header (its Relics warned
#: under a Bograth and Core stack: region-unplayable, a warning).
_UNDERNEATH_DECK = "\nDeck\n" + "".join(f"{count} {name}\n" for count, name in (
    (2, "Giant Korrit"), (1, "Ormagon"), (3, "Agovo"), (2, "Giant Vulbor"), (3, "Korrit"),
    (2, "Brub"), (3, "Crystal Arboll"), (2, "Gum-Gum"), (3, "Pack Korrit"),
    (3, "Parmalag"), (1, "Gloves of Crystal"), (1, "Staff of Korrits"),
    (3, "Digging Goggles"), (1, "Relic Stalker"), (2, "Bottomless Pit"), (3, "Enrich"),
    (3, "Burrow"), (2, "Carnivorous Cave")))
_FOUR_PLACES = "the Magi stack fills 4 places; it needs exactly 3 different Magi"


def _errors(result: Any) -> list[tuple[str, str, int | None]]:
    """The errors of a result as (rule, message, line)."""
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


_PLAY_ORDER = ("Ninibom's text lets it be a fourth Magi after Baa, Wiep and Grahnna, in that "
               "order: the Magi stack is played in that order, whatever the order written")


def _order_notes(result: Any) -> list[tuple[str, str, int | None]]:
    """The magi-stack infos of a result as (severity, message, line): the note that a
    stack of Ninibom and its three Magi is played in the order Ninibom's text names."""
    return [(v.severity, v.message, v.line) for v in result.violations
            if v.rule == "magi-stack" and v.severity == "info"]


def _ninibom_line(text: str) -> int:
    """The number of the line of ``text`` that writes Ninibom."""
    return _line_number(text, lambda line: line.endswith("Ninibom"))


@pytest.mark.parametrize("stack", [
    "Third Magi: Baa\nSecond Magi: Wiep\nFirst Magi: Grahnna\nMagi: Ninibom",
    "Magi: Ninibom\nFirst Magi: Grahnna\nSecond Magi: Wiep\nThird Magi: Baa",
    "Second Magi - Wiep\nFirst Magi - Grahnna\nThird Magi - Baa\nMagi - Ninibom"])
def test_the_ordinal_prefixes_order_the_stack_not_the_lines(stack: str) -> None:
    """``Third Magi: Baa`` / ``Second Magi: Wiep`` / ``First Magi: Grahnna`` / ``Magi:
    Ninibom``: the prefixes say the stack is Grahnna, Wiep, Baa (Glossary: Magi Stack,
    revealed in order from the top), not the order Ninibom's text names. Legal (the player
    chooses the order at each game's start: Selecting Magi), with the info that the
    stack is played in Ninibom's order, at Ninibom's line."""
    result = check(f"{stack}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert _order_notes(result) == [("info", _PLAY_ORDER, _ninibom_line(stack))]


@pytest.mark.parametrize("stack", [
    "Magi\nWiep\nBaa\nGrahnna\nNinibom", "Magi\nNinibom\nBaa\nWiep\nGrahnna",
    "Magi\nGrahnna\nNinibom\nWiep\nBaa", "3 Magi\nNinibom\nGrahnna\nWiep\nBaa",
    "Magi 3: Baa\nMagi 2: Wiep\nMagi 1: Grahnna\nMagi 4: Ninibom"])
def test_a_stack_of_ninibom_and_its_three_in_another_order_is_legal(stack: str) -> None:
    """Baa, Wiep, Grahnna and Ninibom written in another order were a magi-stack error
    ("the Magi stack fills 4 places", "write Baa, Wiep and Grahnna in that order above
    Ninibom"): a wrong ILLEGAL. "At the start of the game, each player chooses the order
    in which his or her Magi will appear" (Selecting Magi): Ninibom's "in that order" is
    how the stack is played, not what the deck holds. Legal, with an info at Ninibom's
    line."""
    result = check(f"{stack}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert _errors(result) == []
    assert _order_notes(result) == [("info", _PLAY_ORDER, _ninibom_line(stack))]


@pytest.mark.parametrize("stack", [
    "Magi\nBaa\nWiep\nGrahnna\nTryn", "Magi\nBaa\nWiep\nTryn\nNinibom",
    "Magi\nNinibom\nWiep\nTryn\nBaa", "Magi\nNinibom\nBaa\nGrahnna\nEvu"])
def test_ninibom_without_all_three_still_overfills_the_stack(stack: str) -> None:
    """Ninibom as a fourth Magi without each of Baa, Wiep and Grahnna beside it, or a
    fourth Magi that is not Ninibom: four places, a magi-stack error at the stack's
    header, no order note."""
    result = check(f"{stack}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    message = _FOUR_PLACES + (_OR_FOUR if "Ninibom" in stack else "")
    assert [(v.rule, v.message, v.hint, v.line) for v in result.violations
            if v.severity == "error"] == [("magi-stack", message, "remove 1 Magi", 1)]
    assert _order_notes(result) == []


_OR_FOUR = ", or 4 with Ninibom after Baa, Wiep and Grahnna"


@pytest.mark.parametrize(("stack", "places", "hint"), [
    ("Baa\nWiep\nGrahnna\nNinibom\nRayje", 5,
     "remove 1 Magi other than Baa, Wiep, Grahnna and Ninibom"),
    ("Rayje\nNinibom\nGrahnna\nTryn\nWiep\nBaa", 6,
     "remove 2 Magi other than Baa, Wiep, Grahnna and Ninibom"),
    ("Baa\nWiep\nGrahnna\nNinibom\nNinibom\nTryn", 6,
     "keep each Magi once; then remove 1 Magi other than Baa, Wiep, Grahnna and Ninibom"),
    ("Ninibom\nBaa", 2, "add 1 Magi")])
def test_a_stack_with_ninibom_counts_its_fourth_place(stack: str, places: int,
                                                      hint: str) -> None:
    """Baa, Wiep, Grahnna, Ninibom and Rayje said "it needs exactly 3 different Magi
    (remove 2 Magi)", though Ninibom's text (``fourth_magi_after``) makes four legal:
    the message names Ninibom's fourth place and the fix removes down to four, naming the
    Magi to keep; a short stack with Ninibom is still told to reach three."""
    result = check(f"Magi\n{stack}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "illegal"
    message = (f"the Magi stack fills {places} places; it needs exactly 3 different Magi"
               f"{_OR_FOUR}")
    assert [(v.message, v.hint, v.line) for v in result.violations
            if v.rule == "magi-stack" and v.line == 1] == [(message, hint, 1)]


def test_ninibom_and_its_three_written_in_its_order_say_nothing() -> None:
    """Baa, Wiep, Grahnna then Ninibom: legal, and no order note (the order written is
    the one Ninibom's text names)."""
    stack = "Magi\nBaa\nWiep\nGrahnna\nNinibom"
    result = check(f"{stack}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert _order_notes(result) == []


@pytest.mark.parametrize("stack", [
    "Third Magi: Grahnna\nFirst Magi: Baa\nSecond Magi: Wiep\nMagi: Ninibom",
    "Magi: Ninibom\nSecond Magi: Wiep\nThird Magi: Grahnna\nFirst Magi: Baa"])
def test_the_ordinal_prefixes_give_the_stack_ninibom_follows(stack: str) -> None:
    """The mirror: the prefixes say Baa, Wiep, Grahnna, whatever the lines' order, and
    Ninibom after them is the fourth Magi its text allows: legal, no order note."""
    result = check(f"{stack}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert _errors(result) == []
    assert _order_notes(result) == []


@pytest.mark.parametrize("stack", [
    "First Magi: Baa\nThird Magi: Wiep\nMagi: Grahnna\nMagi: Ninibom",
    "Magi 3: Wiep\nMagi: Baa\nMagi: Grahnna\nMagi: Ninibom"])
def test_a_place_named_past_a_gap_is_that_place(stack: str) -> None:
    """``Third Magi: Wiep`` with no line naming the second place: Wiep was read second
    (the named places first, the others after), so the stack was Baa, Wiep, Grahnna and
    Ninibom the fourth Magi its text allows, no note. Wiep is third, as its line says;
    Grahnna, the first line naming no place, takes the second: Baa, Grahnna, Wiep, legal
    (the player orders the stack at each game's start) with the order note."""
    result = check(f"{stack}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert _order_notes(result) == [("info", _PLAY_ORDER, _ninibom_line(stack))]


def test_a_line_naming_no_place_fills_the_gap_before_a_named_place() -> None:
    """The mirror: ``First Magi: Baa``, ``Third Magi: Grahnna``, ``Magi: Wiep`` is Baa,
    Wiep, Grahnna, then Ninibom: legal, no order note."""
    result = check(("First Magi: Baa\nThird Magi: Grahnna\nMagi: Wiep\nMagi: Ninibom\n"
                    f"{_UNDERNEATH_DECK}").encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert _order_notes(result) == []


def test_two_lines_naming_the_same_place_are_an_error_naming_both() -> None:
    """``First Magi: Baa`` then ``First Magi: Wiep``: the stack's order is not certain, a
    parse-error naming both lines at the second, never read silently in line order."""
    result = check(("First Magi: Baa\nFirst Magi: Wiep\nThird Magi: Grahnna\n"
                    f"{_UNDERNEATH_DECK}").encode(), "deck.txt")
    assert result.status == "illegal"
    assert result.zones == {"magi": 3, "main": 40}
    assert _errors(result) == [
        ("parse-error", "line 1 and line 2 both name place 1 of the Magi stack; the Magi "
         "stack's order is not certain: write each place once", 2)]


_BOTTOM_FIRST = ["Magi (bottom to top)", "Magi - bottom first", "Magi, from the bottom:",
                 "Magi (from bottom)", "Magi: (bottom to top)"]


def _header_notes(header: str) -> list[tuple[str, str, int | None]]:
    return [("reading", f"'{header}' is read as the header 'Magi': the cards after it are in "
             "the Magi stack", 1),
            ("reading", f"'{header}' says the last line is the top: the Magi stack is read "
             "from its last line up", 1)]


@pytest.mark.parametrize("header", _BOTTOM_FIRST)
def test_a_stack_written_bottom_to_top_is_read_from_its_last_line(header: str) -> None:
    """``Magi (bottom to top)`` over Baa, Wiep, Grahnna, Ninibom was read top first, the
    note ignored. The player wrote the top last: the stack is Ninibom, Grahnna, Wiep,
    Baa (Glossary: Magi Stack, revealed in order from the top), legal (Selecting Magi)
    with the order note at Ninibom's line; the reading said by notes."""
    result = check(f"{header}\nBaa\nWiep\nGrahnna\nNinibom\n{_UNDERNEATH_DECK}".encode(),
                   "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert _order_notes(result) == [("info", _PLAY_ORDER, 5)]
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "reading"] == _header_notes(header)


@pytest.mark.parametrize("header", _BOTTOM_FIRST)
def test_a_stack_written_bottom_to_top_in_the_order_ninibom_follows(header: str) -> None:
    """The mirror: Ninibom, Grahnna, Wiep, Baa written bottom to top is the stack Baa,
    Wiep, Grahnna, then Ninibom: legal (a magi-stack error while read top first); a
    ``top to bottom`` note keeps the lines' order."""
    result = check(f"{header}\nNinibom\nGrahnna\nWiep\nBaa\n{_UNDERNEATH_DECK}".encode(),
                   "deck.txt")
    assert result.status == "legal", problems(result)
    assert _errors(result) == []
    assert _order_notes(result) == []
    kept = check(f"Magi (top to bottom)\nNinibom\nGrahnna\nWiep\nBaa\n{_UNDERNEATH_DECK}"
                 .encode(), "deck.txt")
    assert _order_notes(kept) == [("info", _PLAY_ORDER, 2)]


def test_a_number_counting_the_magi_of_its_line_names_no_place() -> None:
    """``Magi 3: Baa, Wiep, Grahnna`` counts the three Magi of its line, as ``Magi (3):``
    would: read as the third place, the line went after ``Magi: Ninibom``, which took
    the first, so the stack was Ninibom, Baa, Wiep, Grahnna, a magi-stack error on a
    legal deck. A number naming as many Magi as the line holds is their count; one Magi
    after ``Magi 2:`` still names the second place."""
    result = check(f"Magi 3: Baa, Wiep, Grahnna\nMagi: Ninibom\n{_UNDERNEATH_DECK}".encode(),
                   "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    placed = check(("Magi: Baa\nMagi 3: Grahnna\nMagi 2: Wiep\nMagi: Ninibom\n"
                    f"{_UNDERNEATH_DECK}").encode(), "deck.txt")
    assert placed.status == "legal", problems(placed)


def test_places_against_a_bottom_to_top_note_are_an_error() -> None:
    """``Magi (bottom to top)`` then ``First Magi: Baa``, ``Second Magi: Wiep``,
    ``Third Magi: Grahnna``, ``Ninibom``: the note makes Ninibom the top, the places
    Baa; the places won silently, Ninibom the fourth Magi its text allows: LEGAL. The two
    say different stacks: a parse-error at the first line they disagree on. Places that
    agree with the note (written from the third up) are read."""
    result = check(("Magi (bottom to top)\nFirst Magi: Baa\nSecond Magi: Wiep\n"
                    f"Third Magi: Grahnna\nNinibom\n{_UNDERNEATH_DECK}").encode(), "deck.txt")
    assert result.status == "illegal"
    assert _errors(result) == [
        ("parse-error", "line 1 says the Magi stack is written bottom to top, so line 2 is "
         "place 4, but it names place 1; the Magi stack's order is not certain: write the "
         "places or the note, not both", 2)]
    agreeing = check(("Magi (bottom to top)\nNinibom\nThird Magi: Grahnna\n"
                      f"Second Magi: Wiep\nFirst Magi: Baa\n{_UNDERNEATH_DECK}").encode(),
                     "deck.txt")
    assert agreeing.status == "legal", problems(agreeing)


_NUMBERED = [
    "Magi 3: Baa\nMagi 2: Wiep\nMagi 1: Grahnna\nMagi: Ninibom",
    "3rd Magi: Baa\n2nd Magi: Wiep\n1st Magi: Grahnna\nMagi: Ninibom",
    "Magi #3 Baa\nMagi #2 Wiep\nMagi #1 Grahnna\nMagi: Ninibom",
    "Magi #3: Baa\nMagi 2 - Wiep\nFirst Magi: Grahnna\nMagi: Ninibom",
    "Magi three: Baa\nMagi two: Wiep\nMagi one: Grahnna\nMagi: Ninibom"]


@pytest.mark.parametrize("stack", _NUMBERED)
def test_numbered_places_order_the_stack_as_ordinals_do(stack: str) -> None:
    """``Magi 1:``, ``1st Magi:``, ``Magi #1`` (with or without a colon) name the first
    place as ``First Magi:`` does. They were unknown cards (``Magi 1: Grahnna``), or the
    count of the card ``Magi`` (``Magi #1 Grahnna``), the stack empty. The places say the
    stack is Grahnna, Wiep, Baa (Glossary: Magi Stack), not Ninibom's order: legal, with
    the order note at Ninibom's line."""
    result = check(f"{stack}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert _order_notes(result) == [("info", _PLAY_ORDER, 4)]
    assert [v for v in result.violations if v.rule in ("reading", "unknown-card")] == []


@pytest.mark.parametrize("stack", _NUMBERED)
def test_numbered_places_give_the_stack_ninibom_follows(stack: str) -> None:
    """The mirror: the numbers say Baa, Wiep, Grahnna (first place Baa), and Ninibom
    after them is the fourth Magi its text allows: legal."""
    swapped = stack.replace("Baa", "@").replace("Grahnna", "Baa").replace("@", "Grahnna")
    result = check(f"{swapped}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert _order_notes(result) == []


@pytest.mark.parametrize("fourth", ["Magi 4: ", "4th Magi: ", "Fourth Magi - ", "Magi #4 "])
def test_the_fourth_place_ninibom_fills_is_read(fourth: str) -> None:
    """Ninibom's text lets it fill a fourth place after Baa, Wiep and Grahnna: a stack
    numbered to its fourth place (``Magi 4: Ninibom``) was an unknown card, a legal deck
    judged illegal (or the card 'Magi' counted 4 times: ``Magi #4 Ninibom``). The fourth
    place is read, wherever its line is; another Magi there still overfills the stack."""
    stack = f"{fourth}Ninibom\nMagi 1: Baa\nMagi 2: Wiep\nMagi 3: Grahnna"
    result = check(f"{stack}\n{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert [v for v in result.violations if v.rule in ("reading", "unknown-card")] == []
    other = check(f"{stack.replace('Ninibom', 'Korg')}\n{_UNDERNEATH_DECK}".encode(),
                  "deck.txt")
    assert other.zones == {"magi": 4, "main": 40}
    assert _errors(other) == [("magi-stack", _FOUR_PLACES, 2)]


@pytest.mark.parametrize(("stack", "order"), [
    ("Top: Ashgar\nMiddle: Gar\nBottom: Grega", ["Ashgar", "Gar", "Grega"]),
    ("Bottom: Grega\nTop: Ashgar\nMiddle: Gar", ["Ashgar", "Gar", "Grega"]),
    ("Bottom - Ashgar\nMiddle - Gar\nTop - Grega", ["Grega", "Gar", "Ashgar"]),
    ("First: Ashgar\nSecond: Gar\nThird: Grega", ["Ashgar", "Gar", "Grega"]),
    ("Haut : Ashgar\nMilieu : Gar\nBas : Grega", ["Ashgar", "Gar", "Grega"]),
    ("Troisième: Grega\nPremière: Ashgar\nDeuxième: Gar", ["Ashgar", "Gar", "Grega"]),
    ("Unten: Ashgar\nMitte: Gar\nOben: Grega", ["Grega", "Gar", "Ashgar"])])
@pytest.mark.parametrize("header", ["", "Magi\n", "Format: magi-nation/standard\nMagi\n"])
def test_a_place_s_word_before_the_name_orders_the_stack(stack: str, order: list[str],
                                                         header: str) -> None:
    """The words that say a place after a name (``Ashgar (top)``) say it before one too,
    in each language of the stack's headers: ``Top: Ashgar``, ``Middle: Gar``, ``Bottom:
    Grega`` were three unknown cards 'Top: Ashgar' ("it looks like prose"). They are the
    stack's places, in the places' order (Glossary: Magi Stack), as ``First Magi:`` is."""
    result = check(f"{header}{stack}\n{_STARTER_DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    assert [entry.line.name for entry in result.deck.entries
            if entry.line.zone == "magi"] == order


@pytest.mark.parametrize(("stack", "line", "said"), [
    ("Fourth Magi: Ashgar\nSecond Magi: Gar\nThird Magi: Grega", 2,
     "no line names place 1 of the Magi stack, but line 2 names place 2: read in its places' "
     "order as places 1 to 3, Gar, Grega and Ashgar (write its places from 1)"),
    ("Magi 1: Ashgar\nMagi 3: Gar\nMagi 4: Grega", 2,
     "no line names place 2 of the Magi stack, but line 2 names place 3: read in its places' "
     "order as places 1 to 3, Ashgar, Gar and Grega (write its places from 1)"),
    ("Top: Ashgar\nBottom: Gar\nMagi 4: Grega", 2,
     "no line names place 2 of the Magi stack, but line 2 names place 3: read in its places' "
     "order as places 1 to 3, Ashgar, Gar and Grega (write its places from 1)"),
    ("Magi\nAshgar (top)\nGar (bottom)\nMagi 4: Grega", 3,
     "no line names place 2 of the Magi stack, but line 3 names place 3: read in its places' "
     "order as places 1 to 3, Ashgar, Gar and Grega (write its places from 1)")])
def test_a_place_no_line_names_before_a_named_one_is_said(stack: str, line: int,
                                                           said: str) -> None:
    """Places with a gap no line fills (``Fourth Magi: Ashgar``, ``Second Magi: Gar``,
    ``Third Magi: Grega``: no first; ``Magi 1:``, ``Magi 3:``, ``Magi 4:``) were read as
    places 1 to 3 without a word, a fourth place said for a stack of three. The stack
    is its places' order, legal as its three Magi are; the gap is said at the first
    line past it."""
    result = check(f"{stack}\n{_STARTER_DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert [(v.message, v.line) for v in result.violations
            if v.rule == "reading" and "no line names" in v.message] == [(said, line)]


def test_a_gap_a_line_naming_no_place_fills_is_no_gap() -> None:
    """``Magi 1: Ashgar``, ``Magi 3: Grega``, ``Magi: Gar``: Gar fills the second place,
    as ``test_a_line_naming_no_place_fills_the_gap_before_a_named_place`` reads it, and
    nothing is said of a gap."""
    result = check(f"Magi 1: Ashgar\nMagi 3: Grega\nMagi: Gar\n{_STARTER_DECK}".encode(),
                   "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert not any("no line names" in v.message for v in result.violations)


@pytest.mark.parametrize(("stack", "first", "second", "place"), [
    ("Ashgar (top)\nGar (top)\nGrega (bottom)", 2, 3, 1),
    ("Ashgar (top)\nGar (bottom)\nGrega (bottom)", 3, 4, 3),
    ("Ashgar [haut]\nGar [milieu]\nGrega [milieu]", 3, 4, 2)])
def test_a_place_word_after_two_names_is_one_place_twice(stack: str, first: int,
                                                         second: int, place: int) -> None:
    """``Ashgar (top)``, ``Gar (top)``, ``Grega (bottom)`` were three unknown cards
    'Ashgar (top)' and a stack of no Magi. No place's word is a count: the words are
    places, and one place named twice is the error two ``First Magi:`` lines get."""
    result = check(f"Magi\n{stack}\n{_STARTER_DECK}".encode(), "deck.txt")
    assert result.zones == {"magi": 3, "main": 40}
    assert _errors(result) == [
        ("parse-error", f"line {first} and line {second} both name place {place} of the Magi "
         "stack; the Magi stack's order is not certain: write each place once", second)]


@pytest.mark.parametrize(("stack", "order"), [
    ("Ashgar (top)\nGar (middle)\nGrega (bottom)", ["Ashgar", "Gar", "Grega"]),
    ("Ashgar (bottom)\nGar (middle)\nGrega (top)", ["Grega", "Gar", "Ashgar"]),
    ("Format: magi-nation/standard\n\nGar [mitte]\nAshgar [oben]\nGrega [unten]",
     ["Ashgar", "Gar", "Grega"]),
    ("Ashgar - first\nGar - second\nGrega - third", ["Ashgar", "Gar", "Grega"])])
def test_places_after_the_names_of_a_list_with_no_header_order_the_stack(
        stack: str, order: list[str]) -> None:
    """A list's first lines, no header over them, that each say their place by a word
    (``Ashgar (top)``, ``Gar (middle)``) were three unknown cards 'Ashgar (top)' and a
    stack of no Magi, while ``Ashgar``, ``Gar``, ``Grega`` so written are the stack: no
    count is a word, so they are the stack's places, in the places' order."""
    result = check(f"{stack}\n{_STARTER_DECK}".encode(), "deck.txt")
    assert (result.status, problems(result)) == ("legal", [])
    assert result.zones == {"magi": 3, "main": 40}
    assert [entry.line.name for entry in result.deck.entries
            if entry.line.zone == "magi"] == order


def test_a_place_word_twice_in_a_list_with_no_header_is_one_place_twice() -> None:
    """``Ashgar (top)``, ``Gar (top)``, ``Grega (bottom)`` with no header over them: the
    error of one place named twice, not three unknown cards."""
    result = check(f"Ashgar (top)\nGar (top)\nGrega (bottom)\n{_STARTER_DECK}".encode(),
                   "deck.txt")
    assert result.zones == {"magi": 3, "main": 40}
    assert _errors(result) == [
        ("parse-error", "line 1 and line 2 both name place 1 of the Magi stack; the Magi "
         "stack's order is not certain: write each place once", 2)]


@pytest.mark.parametrize(("format_id", "deck", "names"), [
    ("mtg/modern", "Lightning Bolt (top)\nIsland (bottom)\n58 Mountain\n",
     ["Lightning Bolt (top)", "Island (bottom)"]),
    ("mage-noir/tournament", "Fire Ball (top)\nTornado (bottom)\n38 Fire Ball\n",
     ["Fire Ball (top)", "Tornado (bottom)"])])
def test_place_words_after_names_in_another_games_list_open_no_magi_stack(
        format_id: str, deck: str, names: list[str]) -> None:
    """The mirror: a game with no Magi stack reads such lines as it did, unknown cards,
    no Magi stack opened by them."""
    result = Checker(CheckOptions(format_id=format_id, use_config=False,
                                  as_of=dt.date(2025, 11, 4))).check_bytes(
        deck.encode(), "deck.txt")
    assert "magi" not in result.zones
    assert [(v.line, v.message) for v in result.violations if v.rule == "unknown-card"] == [
        (line, f"unknown card '{name}'") for line, name in enumerate(names, 1)]


def test_a_number_and_an_ordinal_naming_one_place_are_an_error() -> None:
    """``First Magi: Baa`` then ``Magi 1: Wiep`` name one place twice: a parse-error
    naming both lines, as two ``First Magi:`` lines are."""
    result = check(("First Magi: Baa\nMagi 1: Wiep\nMagi 3: Grahnna\n"
                    f"{_UNDERNEATH_DECK}").encode(), "deck.txt")
    assert result.zones == {"magi": 3, "main": 40}
    assert _errors(result) == [
        ("parse-error", "line 1 and line 2 both name place 1 of the Magi stack; the Magi "
         "stack's order is not certain: write each place once", 2)]


@pytest.mark.parametrize(("header", "words"), [
    ("Magi bottom to top", "Magi"), ("MAGI BOTTOM TO TOP", "MAGI"),
    ("Magi stack bottom to top", "Magi stack"), ("Magi bottom to top:", "Magi"),
    ("# Magi (bottom to top)", "Magi"), ("# Magi bottom to top", "Magi"),
    ("// Magi bottom to top", "Magi"), ("// Magi, from the bottom", "Magi"),
    ("# Magi (bottom to top):", "Magi"), ("## Magi, bottom to top:", "Magi")])
def test_an_order_note_without_a_mark_or_in_a_comment_is_read(header: str, words: str) -> None:
    """``Magi bottom to top`` (no bracket, dash or colon) was the unknown card 'Magi
    bottom to top', and ``# Magi (bottom to top)`` a comment or a grouping: the Magi after
    it were put in the stack in line order, top first, Ninibom the fourth Magi its text
    allows. The note is read: the stack is Ninibom, Grahnna, Wiep, Baa, legal with the
    order note at Ninibom's line; both reading notes said on the header's line."""
    result = check(f"{header}\nBaa\nWiep\nGrahnna\nNinibom\n{_UNDERNEATH_DECK}".encode(),
                   "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}
    assert _order_notes(result) == [("info", _PLAY_ORDER, 5)]
    written = header.lstrip("#/ ")
    assert [(v.rule, v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("reading", f"'{written}' is read as the header '{words}': the cards after it are "
         "in the Magi stack", 1),
        ("reading", f"'{written}' says the last line is the top: the Magi stack is read "
         "from its last line up", 1)]


@pytest.mark.parametrize("note", ["# Magi, bottom to top", "Magi (bottom to top)"])
def test_an_order_note_above_the_stack_s_own_header_orders_the_stack(note: str) -> None:
    """``# Magi, bottom to top`` then ``Magi``: the note said the stack was read from its
    last line up, but the reversal stopped at the next header, so Ninibom was read as
    the fourth Magi its text allows, the stack's order misread. Now Ninibom is the top:
    legal with the order note at Ninibom's line."""
    result = check(f"{note}\nMagi\nBaa\nWiep\nGrahnna\nNinibom\n{_UNDERNEATH_DECK}"
                   .encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"magi": 4, "main": 40})
    assert _order_notes(result) == [("info", _PLAY_ORDER, 6)]


@pytest.mark.parametrize("header", [
    "Magi (bottom-up)", "Magi - bottom-up", "Magi (reverse order)", "Magi reverse order",
    "Magi (in reverse order)", "Magi stack (top card last)", "# Magi (bottom-up)"])
def test_other_words_for_bottom_to_top_order_the_stack(header: str) -> None:
    """``Magi (bottom-up)``, ``(reverse order)``, ``(top card last)``: the header was read
    and its order words dropped, the Magi read top first. Read from the last line up,
    the stack is legal with the order note at Ninibom's line; a note top first keeps the
    lines' order, no note."""
    stack = "\nBaa\nWiep\nGrahnna\nNinibom\n"
    result = check(f"{header}{stack}{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert (result.status, result.zones) == ("legal", {"magi": 4, "main": 40})
    assert _order_notes(result) == [("info", _PLAY_ORDER, 5)]
    top_first = check(f"Magi (top to bottom){stack}{_UNDERNEATH_DECK}".encode(), "deck.txt")
    assert top_first.status == "legal", problems(top_first)
    assert _order_notes(top_first) == []


@pytest.mark.parametrize("header", ["# Magi (Cald)", "// Magi, for the Cald deck"])
def test_a_comment_with_another_note_stays_a_comment(header: str) -> None:
    """A comment naming the Magi with a note that is not on the stack's order stays a
    comment, as before: the Magi after it are found by their type, in line order."""
    result = check(f"{header}\nBaa\nWiep\nGrahnna\nNinibom\n{_UNDERNEATH_DECK}".encode(),
                   "deck.txt")
    assert result.status == "legal", problems(result)
    assert [v.message for v in result.violations if v.rule == "reading"][:1] == [
        "'Baa' is a Magi and the decklist has no Magi stack header: read in the Magi stack, "
        "as the Deck takes non-Magi cards only"]


@pytest.mark.parametrize("comment", ["// Mage in order", "# Commander, from the bottom",
                                     "// Mage zone (bottom to top)", "Mage in order"])
def test_an_order_note_on_a_zone_of_no_order_stays_a_comment(comment: str) -> None:
    """Only the Magi stack is ordered (its ``place_prefixes``): a comment naming another
    zone of one kind of card with an order note, in the deck of a real Duel Commander
    list, was read as that zone's header, the 95 cards after it in the Mage zone or the
    command zone: a legal deck judged illegal. It stays a comment (and ``Mage in order``
    unmarked an unknown card, as before), the deck legal or one line unknown."""
    path = Path(__file__).resolve().parent / "fixtures" / "mtg" / "duel-commander-100.txt"
    lines = path.read_text("utf-8").split("\n")
    at = lines.index("Deck") + 3
    text = "\n".join([*lines[:at], comment, *lines[at:]])
    result = Checker(CheckOptions(format_id="mtg/duel-commander", use_config=False,
                                  as_of=dt.date(2024, 7, 25))).check_bytes(
        text.encode(), "deck.txt")
    assert result.zones == {"command": 1, "main": 99 + comment.startswith("Mage")}
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"
            and v.rule != "zone-size"] == (
        [("unknown-card", at + 1)] if comment.startswith("Mage") else [])


def test_an_order_note_top_first_keeps_the_lines_order() -> None:
    """``Magi in play order`` (no mark) is the header Magi and keeps the lines' order:
    Baa, Wiep, Grahnna, then Ninibom: legal."""
    result = check(f"Magi in play order\nBaa\nWiep\nGrahnna\nNinibom\n{_UNDERNEATH_DECK}"
                   .encode(), "deck.txt")
    assert result.status == "legal", problems(result)
    assert result.zones == {"magi": 4, "main": 40}


# ------------------------------------------------------ a plays_not entry of several kinds

def test_a_plays_not_entry_of_several_regions_or_types_is_said_whole(tmp_path: Path) -> None:
    """A Magi's ``plays_not`` entry naming two regions (Korg's, made "Universal or Cald
    cards") or two types and two excepted regions (Kesia's, made "non-Weave or Naroom
    Spells or Relics") was said by its first region and type alone ("Universal cards",
    "non-Weave Spells"): the warning names the whole entry."""
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps({"cards": [
        {"name": "Korg", "type": "Magi", "regions": ["Core"],
         "plays_not": [{"regions": ["Universal", "Cald"]}]},
        {"name": "Kesia", "type": "Magi", "regions": ["Weave"],
         "plays_not": [{"types": ["Spell", "Relic"], "except_regions": ["Weave", "Naroom"]}]},
    ]}), "utf-8")
    result = Checker(CheckOptions(format_id="magi-nation/standard", card_files=[cards],
                                  use_config=False, as_of=dt.date(2021, 6, 1))).check_bytes(
        _listed(("Korg", "Aurorea", "Kesia"), (*FILL, (3, "Heal"))), "deck.txt")
    assert result.status == "legal"
    assert [(v.rule, v.message, v.line, v.hint) for v in result.violations
            if v.line == 19] == [(
        "region-unplayable", "no Magi of the stack may play Heal (Universal Spell); the "
        "stack's regions: Core, Nar, Weave; by card text Korg may not play Universal/Cald "
        "cards; Aurorea plays only Nar cards; Kesia may not play non-Weave/Naroom "
        "Spells/Relics", 19, "replace Korg, Aurorea and Kesia in the Magi stack, or remove "
        "Heal")]


def _line_number(text: str, wanted: Callable[[str], bool]) -> int:
    """The number (from 1) of the first line of ``text`` that ``wanted`` accepts."""
    return 1 + next(index for index, line in enumerate(text.split("\n")) if wanted(line))


#: The Underneath deck with each count written ``2.``, as a numbered list writes counts.
_NUMBERED_COUNTS = _UNDERNEATH_DECK.replace(" ", ". ", 1).replace("\n1 ", "\n1. ").replace(
    "\n2 ", "\n2. ").replace("\n3 ", "\n3. ")


@pytest.mark.parametrize("header", ["Magi", "# Magi", "**Magi Stack**", "Magi (3):"])
@pytest.mark.parametrize("mark", [".", ")"])
def test_a_stack_numbered_under_its_header_among_numbered_counts_is_its_places(
        header: str, mark: str) -> None:
    """``1. Fossik``, ``2. Gruk``, ``3. Ulk`` under the stack's header, above counts
    written ``2. Giant Korrit``: the numbers run from 1 under a zone of places, one Magi
    each (Gruk was read with two copies and Ulk with three, a legal stack illegal)."""
    stack = "\n".join(f"{at}{mark} {name}" for at, name in enumerate(
        ("Fossik", "Gruk", "Ulk"), 1))
    result = check(f"{header}\n{stack}\n{_NUMBERED_COUNTS}".encode(), "deck.txt")
    assert (result.status, result.zones, problems(result)) == (
        "legal", {"magi": 3, "main": 40}, [])


@pytest.mark.parametrize(("stack", "said"), [
    # a line right after the run, numbered on: no run of places alone
    ("Magi\n1. Fossik\n2. Gruk\n3. Ulk\n4. Gruk\n3. Korrit",
     ("magi-stack", "the Magi stack fills 10 places; it needs exactly 3 different Magi", 1)),
    # no header of the stack above it: counts
    ("Deck\n1. Fossik\n2. Gruk\n3. Ulk",
     ("magi-stack", "the Magi stack fills 6 places; it needs exactly 3 different Magi", 2))])
def test_numbers_under_no_header_of_places_or_run_on_stay_counts(
        stack: str, said: tuple[str, str, int]) -> None:
    result = check(f"{stack}\n{_NUMBERED_COUNTS}".encode(), "deck.txt")
    assert result.status == "illegal"
    assert said in problems(result)
