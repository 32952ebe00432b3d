"""Magi-Nation Duel end to end: the format ``magi-nation/standard`` and the rule
``region-unplayable`` (issue 3).

Rules references are sections of ``../shared/rules/magi-nation-duel-rulebook-2001.txt``
(named in each test's docstring). Decklists come from ``tests/fixtures/magi_nation/``;
``naroom-40.txt`` is a 40-card deck of Naroom and Universal cards under which the
region tests put a Magi stack and extra lines. Tests that read ``../shared`` (the
acceptance cases, the starter decks) use the ``shared`` fixture and skip without it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from cardtools.checker import Checker, CheckOptions
from cardtools.cli import app
from cardtools.model import DeckResult, Violation
from cardtools.rules import RULES
from cardtools.rules import region_unplayable as region

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "magi_nation"
FORMAT = "magi-nation/standard"
FORMAT_FILE = ROOT / "formats" / "magi-nation" / "standard.yaml"
SOURCE = ("Magi-Nation Duel rulebook (2001), REGIONS: Regional Penalty, Regional "
          "Restriction, Universal Cards; THE MAGI: Core and Shadow Magi")


@pytest.fixture(scope="module")
def checker() -> Checker:
    """One checker for the module: the card database is loaded once."""
    return Checker(CheckOptions(format_id=FORMAT))


def judge_text(checker: Checker, text: str) -> DeckResult:
    """Judge a decklist given as text."""
    return checker.check_bytes(text.encode("utf-8"), "deck.txt")


def judge_file(checker: Checker, name: str) -> tuple[DeckResult, list[str]]:
    """Judge a fixture decklist; also return its lines (for line numbers)."""
    text = (FIXTURES / name).read_text("utf-8")
    return judge_text(checker, text), text.splitlines()


def stacked(magi: list[str], extra: str = "") -> str:
    """A decklist: a Magi stack of ``magi``, the 40 Naroom/Universal cards of
    ``naroom-40.txt``, then ``extra`` deck lines."""
    body = (FIXTURES / "naroom-40.txt").read_text("utf-8")
    return "Magi\n" + "\n".join(magi) + "\n" + body + extra


def line_of(text: str | list[str], needle: str) -> int:
    """1-based number of the first line equal to ``needle``."""
    lines = text.splitlines() if isinstance(text, str) else text
    return lines.index(needle) + 1


def errors(result: DeckResult) -> list[str]:
    return sorted({v.rule for v in result.violations if v.severity == "error"})


def of_rule(result: DeckResult, rule: str) -> list[Violation]:
    return [v for v in result.violations if v.rule == rule]


def warned(result: DeckResult) -> dict[str, Violation]:
    """The region warnings, by card name."""
    return {v.cards[0]: v for v in of_rule(result, "region-unplayable")}


# --- the format definition -------------------------------------------------------


def test_format_file_is_valid_and_documented() -> None:
    """Every part of the format has a source and the interpretations are in ``notes``
    (DESIGN 5); the file passes ``cardtools formats validate``."""
    outcome = CliRunner().invoke(app, ["formats", "validate", str(FORMAT_FILE)])
    assert outcome.exit_code == 0, outcome.output
    data: dict[str, Any] = yaml.safe_load(FORMAT_FILE.read_text("utf-8"))
    assert data["source"]["document"] == "Magi-Nation Duel rulebook (2001)"
    for part in (data["zones"]["main"], data["zones"]["magi"], data["copy_limit"],
                 data["playability"]):
        assert part["source"]["section"]
    assert data["zones"]["magi"]["stack"] == {
        "places": 3, "size_fact": "magi_count",
        "filler": {"type": "Relic", "region": "Universal"}, "filler_label": "Universal Relic"}
    assert data["zones"]["magi"]["show_facts"] == ["regions", "starting_energy"]
    assert data["copy_limit"] == {"default": 3, "zones": ["main"],
                                  "source": data["copy_limit"]["source"]}
    assert data["playability"]["regions"] is True
    assert "side" not in data["zones"]
    notes = " ".join(data["notes"])
    for topic in ("All-High King Korg", "Shadow Magi", "alt_play", "Universal Relic",
                  "regional penalty"):
        assert topic in notes


def test_region_rule_record_and_docs() -> None:
    """The rule keeps its public id, code and severity; its docstrings give examples
    and cite the rulebook (DESIGN 6)."""
    rule = RULES["region-unplayable"]
    assert (rule.id, rule.code, rule.severity) == ("region-unplayable", "CT601", "warning")
    for doc in (rule.doc, region.check.__doc__ or "", region.may_play.__doc__ or ""):
        assert "Core and Shadow Magi" in doc
        assert "Regional Restriction" in doc
    assert "Legal" in rule.doc and "Reported" in rule.doc
    assert "Magma Armor" in (region.check.__doc__ or "")


# --- deck construction: sizes, zones, alternates, double Magi, filler ---------------


def test_legal_deck_has_no_violation(checker: Checker) -> None:
    """Building Your Deck: three different Magi and 40 non-Magi cards."""
    result = judge_text(checker, stacked(["Evu", "Tryn", "Yaki"]))
    assert result.status == "legal"
    assert result.violations == []
    assert result.zones == {"magi": 3, "main": 40}


def test_alternate_by_data_field_furok_and_dark_furok(checker: Checker) -> None:
    """Building Your Deck: Dark Furok says "Alternate Furok"; "You cannot have more than
    three total of those two cards in your deck" (data field ``counts_as``)."""
    result, lines = judge_file(checker, "furok-dark-furok.txt")
    assert result.status == "illegal"
    assert errors(result) == ["copy-limit"]
    assert len(result.violations) == 1
    (violation,) = result.violations
    assert violation.message == "4 copies of Furok (Furok 2 + Dark Furok 2); at most 3"
    assert (violation.line, violation.count, violation.limit) == (
        line_of(lines, "2 Furok"), 4, 3)
    assert violation.cards == ("Furok", "Dark Furok")
    assert violation.hint == "remove 1 copy"
    assert violation.source == (
        "Magi-Nation Duel rulebook (2001), Building Your Deck; THE MAGI: Alternate Magi")


def test_alternate_by_title_rule_evu_and_evil_evu(checker: Checker) -> None:
    """THE MAGI, Alternate Magi: "you could not have both Evu and Evil Evu in your Magi
    stack" (the title rule: Evil Evu holds Evu's name)."""
    result, _ = judge_file(checker, "evu-evil-evu.txt")
    assert result.status == "illegal"
    assert [(v.rule, v.severity) for v in result.violations] == [("magi-stack", "error")]
    (violation,) = result.violations
    assert violation.message == ("Evu is in the Magi stack 2 times (Evu and Evil Evu); "
                                 "a Magi and its alternates are the same Magi")
    assert violation.cards == ("Evu", "Evil Evu")
    assert (violation.count, violation.limit, violation.zone) == (2, 1, "magi")
    assert violation.hint == "keep one Evu"


def test_double_magi_fills_two_places(checker: Checker) -> None:
    """THE MAGI, Double Magi Cards: "Korg & Zet" and one other Magi is a full stack."""
    result, _ = judge_file(checker, "korg-zet-evu.txt")
    assert result.status == "legal"
    assert result.violations == []
    assert result.zones == {"magi": 2, "main": 40}


def test_double_magi_plus_korg_is_korg_twice(checker: Checker) -> None:
    """THE MAGI, Double Magi Cards: with "Korg & Zet" "you can have only one other Magi in
    your stack who is neither Korg nor Zet"."""
    result, _ = judge_file(checker, "korg-zet-plus-korg.txt")
    assert result.status == "illegal"
    stack = of_rule(result, "magi-stack")
    assert [(v.count, v.limit) for v in stack] == [(2, 1), (4, 3)]
    assert stack[0].cards == ("Korg & Zet", "Korg")
    assert stack[1].message == ("the Magi stack fills 4 places; it needs exactly 3 "
                                "different Magi")
    assert stack[1].hint == "remove 1 Magi"
    assert len(result.violations) == 2


def test_universal_relic_under_two_card_stack_is_info_not_counted(checker: Checker) -> None:
    """THE MAGI, Double Magi Cards (tournament play): a Universal Relic at the bottom of a
    two-card stack "in no way counts as part of your deck": an info, in no count and no
    copy limit (the deck already holds 3 Ancestral Flute)."""
    result, lines = judge_file(checker, "korg-zet-filler.txt")
    assert result.status == "legal"
    assert [(v.rule, v.severity) for v in result.violations] == [("magi-stack", "info")]
    (violation,) = result.violations
    assert violation.line == line_of(lines, "Ancestral Flute")
    assert violation.cards == ("Ancestral Flute",)
    assert violation.message == ("Ancestral Flute under the Magi stack only hides its size; "
                                 "it is not part of the deck")
    assert result.zones == {"magi": 2, "main": 42}


def test_relic_under_a_full_stack_is_in_the_wrong_zone(checker: Checker) -> None:
    """THE MAGI, Double Magi Cards: the Relic only hides a *two-card* stack; under three
    Magi it is a card in the wrong zone (Glossary: Magi Stack)."""
    text = stacked(["Evu", "Tryn", "Yaki", "Ancestral Flute"])
    result = judge_text(checker, text)
    assert result.status == "illegal"
    assert errors(result) == ["zone-card-type"]
    (violation,) = of_rule(result, "zone-card-type")
    assert (violation.line, violation.zone, violation.cards) == (5, "magi", ("Ancestral Flute",))
    assert violation.hint == "move it to the Deck"


def test_non_universal_relic_never_fills_the_stack(checker: Checker) -> None:
    """THE MAGI, Double Magi Cards: only a *Universal* Relic may hide the stack's size."""
    result = judge_text(checker, stacked(["Korg & Zet", "Evu", "Robe of Vines"]))
    assert errors(result) == ["zone-card-type"]
    assert [v.cards for v in of_rule(result, "zone-card-type")] == [("Robe of Vines",)]


def test_magi_in_the_deck(checker: Checker) -> None:
    """Glossary, Deck: "Your deck specifically excludes your Magi"."""
    text = stacked(["Evu", "Tryn", "Yaki"], "1 Pruitt\n")
    result = judge_text(checker, text)
    assert result.status == "illegal"
    assert errors(result) == ["zone-card-type"]
    (violation,) = result.violations
    assert violation.message == ("Pruitt (Magi) cannot be in the Deck: it takes non-Magi "
                                 "cards only")
    assert (violation.line, violation.count) == (line_of(text, "1 Pruitt"), 1)
    assert violation.hint == "move it to the Magi stack"


def test_39_cards(checker: Checker) -> None:
    """Building Your Deck: "at least 40 non-Magi cards"."""
    text = stacked(["Evu", "Tryn", "Yaki"]).replace("1 Ancestral Flute\n", "")
    result = judge_text(checker, text)
    assert errors(result) == ["zone-size"]
    (violation,) = result.violations
    assert (violation.count, violation.limit, violation.zone) == (39, 40, "main")


def test_two_magi(checker: Checker) -> None:
    """Building Your Deck: "your Magi stack must have exactly three different Magi"."""
    result = judge_text(checker, stacked(["Evu", "Tryn"]))
    assert errors(result) == ["magi-stack"]
    (violation,) = result.violations
    assert (violation.count, violation.limit, violation.hint) == (2, 3, "add 1 Magi")


def test_four_copies(checker: Checker) -> None:
    """Building Your Deck: "You may not have more than three copies of any given card"."""
    text = stacked(["Evu", "Tryn", "Yaki"], "1 Grow\n")
    result = judge_text(checker, text)
    assert errors(result) == ["copy-limit"]
    (violation,) = of_rule(result, "copy-limit")
    assert (violation.count, violation.limit, violation.line) == (4, 3, line_of(text, "3 Grow"))
    assert violation.message == "4 copies of Grow; at most 3"


def test_no_side_deck(checker: Checker) -> None:
    """Building Your Deck names a deck and a Magi stack only: a side deck is refused."""
    result = judge_text(checker, stacked(["Evu", "Tryn", "Yaki"], "Sideboard\n1 Grow\n"))
    assert errors(result) == ["zone-not-allowed"]


# --- region-unplayable -------------------------------------------------------------


def test_relic_of_another_region_is_warned(checker: Checker) -> None:
    """REGIONS, Regional Restriction: "Magi can not play Relics that are from a different
    region. For instance, a Naroom Magi could not play a Cald Relic." One warning per
    card line with the card, its regions, the stack's regions, a hint and the source;
    the deck stays legal."""
    text = stacked(["Evu", "Tryn", "Yaki"], "2 Magma Armor\n")
    result = judge_text(checker, text)
    assert result.status == "legal"
    assert [v.rule for v in result.violations] == ["region-unplayable"]
    (violation,) = result.violations
    assert violation.severity == "warning"
    assert violation.code == "CT601"
    assert violation.message == (
        "no Magi of the stack may play Magma Armor (Cald Relic); the stack's regions: "
        "Naroom; a Relic is played only by Magi of its region (regional restriction)")
    assert (violation.line, violation.count, violation.zone) == (
        line_of(text, "2 Magma Armor"), 2, "main")
    assert violation.cards == ("Magma Armor",)
    assert violation.hint == "add a Cald Magi to the Magi stack, or remove Magma Armor"
    assert violation.source == SOURCE


def test_strict_makes_the_warning_an_error() -> None:
    """DESIGN 6: ``--strict`` counts warnings as errors."""
    strict = Checker(CheckOptions(format_id=FORMAT, strict=True))
    result = judge_text(strict, stacked(["Evu", "Tryn", "Yaki"], "2 Magma Armor\n"))
    assert result.status == "illegal"
    assert errors(result) == ["region-unplayable"]


def test_creatures_and_spells_of_another_region_only_cost_more(checker: Checker) -> None:
    """REGIONS, Regional Penalty: a Creature or Spell of another region costs one more
    energy; it is playable, so no warning."""
    result = judge_text(checker, stacked(["Evu", "Tryn", "Yaki"],
                                         "1 Arbolit\n1 Fire Ball\n1 Lightning Hyren\n"))
    assert result.violations == []


def test_universal_cards_are_always_playable(checker: Checker) -> None:
    """REGIONS, Universal Cards: "Any Magi can use these cards, ignoring all regional
    restrictions"; Core Magi "can play Universal cards" (Core and Shadow Magi)."""
    deck = ("Magi\nKorg\nNagsis\nZet\nDeck\n3 Ancestral Flute\n3 Baloo Root\n3 Dark Furok\n"
            "3 Core Hyren\n3 Arboll Stalker\n3 Corrupt\n3 Awakening\n3 Anarchy\n"
            "3 Chaos Sphere\n3 Borgor\n3 Crushing Darkness\n3 Dryte Fiend\n3 Drush\n1 Gwaeg\n")
    result = judge_text(checker, deck)
    assert result.status == "legal"
    assert result.violations == []


def test_core_cards_need_a_core_magi(checker: Checker) -> None:
    """THE MAGI, Core and Shadow Magi: "Magi from regions other than the Core cannot play
    any Core cards unless the card's text specifically says that they can" (``alt_play``:
    Chaos Jile lets Naroom Magi play it; Grim Goblet lets Cald Magi play it)."""
    extra = "1 Dark Furok\n1 Chaos Jile\n1 Grim Goblet\n"
    text = stacked(["Evu", "Tryn", "Yaki"], extra)
    found = warned(judge_text(checker, text))
    assert sorted(found) == ["Dark Furok", "Grim Goblet"]
    assert found["Dark Furok"].message.endswith("only Core Magi may play Core cards")
    assert found["Dark Furok"].line == line_of(text, "1 Dark Furok")
    assert found["Dark Furok"].hint == "add a Core Magi to the Magi stack, or remove Dark Furok"
    assert found["Grim Goblet"].message.endswith(
        "only Core Magi may play Core cards (this one also lets Cald Magi play it)")
    assert found["Grim Goblet"].hint == (
        "add a Core or Cald Magi to the Magi stack, or remove Grim Goblet")
    cald = judge_text(checker, stacked(["Ashgar", "Evu", "Yaki"], extra))
    assert sorted(warned(cald)) == ["Dark Furok"]


def test_core_magi_play_only_core_and_universal(checker: Checker) -> None:
    """THE MAGI, Core and Shadow Magi: "Core Magi can play Universal cards, and they can
    play Core cards, but they cannot play cards from any other region" (Relics,
    Creatures and Spells alike: a regional restriction). A card whose ``alt_play`` names
    the Core (Swamp Hyren) is playable."""
    text = stacked(["Korg", "Nagsis", "Zet"], "1 Swamp Hyren\n1 Arbolit\n")
    result = judge_text(checker, text)
    found = warned(result)
    naroom = ["Arboll", "Balamant Pup", "Carillion", "Grow", "Hood of Hiding", "Leaf Hyren",
              "Orwin's Gaze", "Plith", "Robe of Vines", "Rudwot", "Tap Roots",
              "Vortex of Knowledge", "Weebo"]
    assert sorted(found) == sorted([*naroom, "Arbolit"])
    assert result.status == "legal"
    arbolit = found["Arbolit"]
    assert arbolit.message == (
        "no Magi of the stack may play Arbolit (Cald Creature); the stack's regions: Core; "
        "Core Magi play only Core and Universal cards")
    assert arbolit.hint == "add a Cald Magi to the Magi stack, or remove Arbolit"
    assert "Swamp Hyren" not in found and "Ancestral Flute" not in found


def test_shadow_magi_play_the_cards_naming_their_region(checker: Checker) -> None:
    """THE MAGI, Core and Shadow Magi: Shadow Magi "may also play a few select cards from
    their original region [...] 'Naroom Shadow Magi may play Deadfall'" (``shadow_play``
    against the Magi's ``original_region``); Qwade, once of Orothe, may not play Deadfall
    but may play Warlum (Arderial; Arderial and Orothe Shadow Magi may play it)."""
    extra = "1 Deadfall\n1 Essence of Naroom\n1 Furok\n1 Warlum\n"
    evil_evu = warned(judge_text(checker, stacked(["Evil Evu", "Korg", "Zet"], extra)))
    assert {"Deadfall", "Essence of Naroom"}.isdisjoint(evil_evu)
    assert {"Furok", "Warlum"} <= set(evil_evu)
    assert "(Naroom Shadow Magi)" in evil_evu["Furok"].message
    text = stacked(["Qwade", "Korg", "Zet"], extra)
    qwade = warned(judge_text(checker, text))
    assert "Warlum" not in qwade
    deadfall = qwade["Deadfall"]
    assert deadfall.line == line_of(text, "1 Deadfall")
    assert deadfall.message == (
        "no Magi of the stack may play Deadfall (Naroom Spell); the stack's regions: Core "
        "(Orothe Shadow Magi); Core Magi play only Core and Universal cards (and Naroom "
        "Shadow Magi may play this one)")
    assert deadfall.hint == ("add a Naroom Magi or a Naroom Shadow Magi to the Magi stack, "
                             "or remove Deadfall")


def test_shadow_magi_are_not_members_of_their_old_region(checker: Checker) -> None:
    """THE MAGI, Core and Shadow Magi: Shadow Magi "are now no longer members of their
    original region": a card that lets Naroom Magi play it (``alt_play``) does not let a
    Naroom Shadow Magi play it; Yaki (Naroom) may play the Naroom Relic, Evil Evu alone
    may not."""
    only_core = warned(judge_text(checker, stacked(["Evil Evu", "Korg", "Zet"])))
    assert "Robe of Vines" in only_core
    mixed = warned(judge_text(checker, stacked(["Evil Evu", "Korg", "Yaki"])))
    assert mixed == {}


def test_dual_region_cards_count_as_both(checker: Checker) -> None:
    """REGIONS: "Some cards have two regions; treat these cards as if they were from both
    regions." Naroom/Weave and Core/Naroom Relics are Naroom Relics; a Cald/Weave Relic is
    not; Gwaeg (Bograth/Core) is a Core card for Naroom Magi and a home card for a
    Bograth Magi."""
    extra = ("1 Wence's Travelog\n1 Tomes of the Great Library\n1 Everburning Wick\n"
             "1 Gwaeg\n")
    text = stacked(["Evu", "Tryn", "Yaki"], extra)
    found = warned(judge_text(checker, text))
    assert sorted(found) == ["Everburning Wick", "Gwaeg"]
    assert found["Everburning Wick"].message == (
        "no Magi of the stack may play Everburning Wick (Cald/Weave Relic); the stack's "
        "regions: Naroom; a Relic is played only by Magi of its regions (regional "
        "restriction)")
    assert found["Everburning Wick"].hint == (
        "add a Cald or Weave Magi to the Magi stack, or remove Everburning Wick")
    assert found["Gwaeg"].hint == "add a Bograth or Core Magi to the Magi stack, or remove Gwaeg"
    bograth = warned(judge_text(checker, stacked(["Brog", "Evu", "Yaki"], extra)))
    assert sorted(bograth) == ["Everburning Wick"]


def test_core_magi_with_a_second_region(checker: Checker) -> None:
    """THE MAGI, Core and Shadow Magi, read for a Magi whose own regions are Bograth and
    the Core (All-High King Korg: "Korg can only play Core, Bograth, and Universal
    cards"): a Core Magi at home in Bograth too. With only Core Magi, a Bograth Relic and
    Core cards are playable, a Cald Creature is not; beside a Naroom Magi the Cald
    Creature is playable at a penalty (format notes)."""
    extra = "1 Bog Stone\n1 Gwaeg\n1 Dark Furok\n1 Arbolit\n1 Magma Armor\n"
    core = warned(judge_text(checker, stacked(["All-High King Korg", "Nagsis", "Zet"], extra)))
    assert {"Bog Stone", "Gwaeg", "Dark Furok"}.isdisjoint(core)
    assert core["Arbolit"].message == (
        "no Magi of the stack may play Arbolit (Cald Creature); the stack's regions: "
        "Bograth, Core; Core Magi play only Bograth, Core and Universal cards")
    mixed = warned(judge_text(checker, stacked(["All-High King Korg", "Evu", "Yaki"], extra)))
    assert sorted(mixed) == ["Magma Armor"]
    assert "the stack's regions: Bograth, Core, Naroom" in mixed["Magma Armor"].message


def test_universal_magi_have_their_own_region(checker: Checker) -> None:
    """REGIONS, Universal Cards: "Universal is considered its own region": a Universal
    Magi may not play a Relic of another region nor a Core card; Creatures and Spells
    of other regions only cost more."""
    text = stacked(["Rayje", "Tony Jones", "Tuku"], "1 Dark Furok\n1 Arbolit\n")
    found = warned(judge_text(checker, text))
    assert sorted(found) == ["Dark Furok", "Hood of Hiding", "Robe of Vines"]


def test_one_warning_per_card_line(checker: Checker) -> None:
    """One warning per card line: the same Relic on two lines is warned on each line
    (and summed by duplicate-line)."""
    text = stacked(["Evu", "Tryn", "Yaki"], "1 Magma Armor\n# again\n1 Magma Armor\n")
    result = judge_text(checker, text)
    lines = [v.line for v in of_rule(result, "region-unplayable")]
    first = line_of(text, "1 Magma Armor")
    assert lines == [first, first + 2]
    assert [v.rule for v in result.violations].count("duplicate-line") == 1


def test_no_region_warning_for_the_filler_or_misplaced_cards(checker: Checker) -> None:
    """The filler Relic is not a Magi and not part of the deck; a Magi in the deck is
    zone-card-type's business, not a card to play."""
    result, _ = judge_file(checker, "korg-zet-filler.txt")
    assert of_rule(result, "region-unplayable") == []
    result = judge_text(checker, stacked(["Korg", "Nagsis", "Zet"], "1 Pruitt\n"))
    assert "Pruitt" not in warned(result)


def test_unknown_magi_gives_no_region_warning(checker: Checker) -> None:
    """With a Magi that cannot be resolved, who may play what cannot be judged."""
    result = judge_text(checker, stacked(["Evu", "Tryn", "Yakki"], "2 Magma Armor\n"))
    assert "unknown-card" in errors(result)
    assert of_rule(result, "region-unplayable") == []


def test_printed_magi_text_as_optional_facts(tmp_path: Path) -> None:
    """THE MAGI, Core and Shadow Magi, and the Magi's own text: "You may play Naroom
    cards, ignoring regional restrictions and penalties" (Evil Evu: ``also_plays``) and
    "Aurorea can only play Nar cards" (``plays_only``). The 2021 database holds no rules
    text, so these facts come from a ``--cards`` file here."""
    overrides = [
        {"name": "Evil Evu", "type": "Magi", "regions": ["Core"], "counts_as": ["Evu"],
         "original_region": "Naroom", "starting_energy": 15, "also_plays": ["Naroom"]},
        {"name": "Aurorea", "type": "Magi", "regions": ["Nar"], "starting_energy": 13,
         "plays_only": ["Nar"]},
        {"name": "Locke", "type": "Magi", "regions": ["Nar"], "starting_energy": 12,
         "plays_only": ["Nar", "Universal"]},
    ]
    cards = tmp_path / "text-facts.json"
    cards.write_text(json.dumps({"cards": overrides}), "utf-8")
    with_text = Checker(CheckOptions(format_id=FORMAT, card_files=[cards]))
    text = stacked(["Evil Evu", "Korg", "Zet"], "1 Arbolit\n")
    assert sorted(warned(judge_text(with_text, text))) == ["Arbolit"]
    only = judge_text(with_text, stacked(["Aurorea", "Locke", "Korg & Zet"], "1 Arbolit\n"))
    found = warned(only)
    assert "Ancestral Flute" not in found  # Locke plays Universal cards; Korg & Zet too
    assert "Arbolit" in found and "Grow" in found
    alone = warned(judge_text(with_text, stacked(["Aurorea", "Locke"], "")))
    assert alone["Grow"].message.endswith(
        "by their card text the stack's Magi play only Nar and Universal cards")
    assert alone["Grow"].hint == "add a Naroom Magi to the Magi stack, or remove Grow"
    assert "Ancestral Flute" not in alone


def test_region_warnings_only_when_the_format_asks(tmp_path: Path) -> None:
    """The rule runs only when the format's ``playability.regions`` is true."""
    folder = tmp_path / "magi-nation"
    folder.mkdir()
    (folder / "quiet.yaml").write_text(
        "name: no region warnings\ngame: magi-nation\nextends: magi-nation/standard\n"
        "playability: {regions: false}\n", "utf-8")
    quiet = Checker(CheckOptions(format_id="magi-nation/quiet", formats_dirs=[tmp_path]))
    result = judge_text(quiet, stacked(["Evu", "Tryn", "Yaki"], "2 Magma Armor\n"))
    assert result.status == "legal"
    assert result.violations == []


def test_may_play_follows_the_region_rules() -> None:
    """``may_play`` on hand-made cards (REGIONS; THE MAGI, Core and Shadow Magi): the
    terms are the rulebook's unless the format's ``playability`` names others."""
    from cardtools.model import Card

    naroom = Card("N", types=("Magi",), regions=("Naroom",))
    core = Card("C", types=("Magi",), regions=("Core",))
    shadow = Card("S", types=("Magi",), regions=("Core",),
                  facts={"original_region": "Naroom"})
    relic = Card("R", types=("Relic",), regions=("Cald",))
    spell = Card("P", types=("Spell",), regions=("Cald",))
    core_spell = Card("Q", types=("Spell",), regions=("Core",), facts={"alt_play": "Naroom"})
    shadow_card = Card("D", types=("Spell",), regions=("Cald",),
                       facts={"shadow_play": "Orothe;Naroom"})
    terms = region.RegionTerms()
    assert not region.may_play(naroom, relic, terms)
    assert region.may_play(naroom, spell, terms)
    assert region.may_play(naroom, core_spell, terms)
    assert not region.may_play(core, spell, terms)
    assert region.may_play(core, core_spell, terms)
    assert not region.may_play(shadow, spell, terms)
    assert region.may_play(shadow, shadow_card, terms)
    assert not region.may_play(core, shadow_card, terms)
    other = region.RegionTerms.of({"universal_region": "Cald", "core_region": "Weave",
                                   "restricted_types": ["Spell"]})
    orothe_spell = Card("W", types=("Spell",), regions=("Orothe",))
    orothe_relic = Card("X", types=("Relic",), regions=("Orothe",))
    assert region.may_play(naroom, relic, other)
    assert not region.may_play(naroom, orothe_spell, other)
    assert region.may_play(naroom, orothe_relic, other)
    assert not region.may_play(naroom, Card("Y", types=("Creature",), regions=("Weave",)),
                               other)


# --- the rich report ---------------------------------------------------------------


def test_rich_report_shows_the_stack_and_cards_by_type() -> None:
    """The rich report lists the Magi stack with each Magi's region and starting energy
    (the zone's ``show_facts``) and the deck by card type."""
    outcome = CliRunner().invoke(app, ["check", str(FIXTURES / "korg-zet-evu.txt"),
                                       "--format", FORMAT, "--report", "rich"])
    assert outcome.exit_code == 0, outcome.output
    assert ("Magi stack: Korg & Zet (Core, 6 starting energy) · Evu (Naroom, 15 starting "
            "energy)") in outcome.output
    assert "Deck by type: Creature 21 · Spell 12 · Relic 7" in outcome.output


# --- ../shared: acceptance cases and the starter decks ------------------------------


def _json_result(args: list[str]) -> dict[str, Any]:
    outcome = CliRunner().invoke(app, ["check", *args, "--report", "json"])
    report: dict[str, Any] = json.loads(outcome.stdout)
    return report


def test_acceptance_cases(shared: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ``magi-nation/`` case of ``cases/manifest.yaml`` gets its listed verdict
    (the verdicts are read from the manifest, never copied here)."""
    cases_dir = shared / "cases"
    manifest = yaml.safe_load((cases_dir / "manifest.yaml").read_text("utf-8"))
    cases = [c for c in manifest["cases"] if c["file"].startswith("magi-nation/")]
    assert cases
    monkeypatch.chdir(cases_dir)
    for case in cases:
        args = [case["file"], *(["--format", case["format"]] if "format" in case else []),
                *case.get("args", [])]
        (result,) = _json_result(args)["results"]
        found = result["violations"]
        assert result["status"] == case["status"], (case["file"], found)
        assert sorted({v["rule"] for v in found if v["severity"] == "error"}) == sorted(
            case["errors"]), (case["file"], found)
        warnings = {v["rule"] for v in found if v["severity"] == "warning"}
        assert set(case["warnings"]) <= warnings, (case["file"], found)


def test_starter_decks_are_legal_without_warnings(shared: Path) -> None:
    """The five Base Set starter decks (3 Magi + 40 cards, as printed) are legal and no
    card of them is unplayable by their Magi (Building Your Deck; REGIONS)."""
    paths = sorted((shared / "data" / "magi-nation" / "decklists").glob("*.txt"))
    assert len(paths) == 5
    report = _json_result([*map(str, paths), "--format", FORMAT])
    assert report["summary"] == {"files": 5, "legal": 5, "illegal": 0, "error": 0}
    for result in report["results"]:
        assert result["violations"] == [], result["path"]
        assert result["zones"] == {"magi": 3, "main": 40}
