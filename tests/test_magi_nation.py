"""Magi-Nation Duel end to end: the format ``magi-nation/standard`` and the rule
``region-unplayable`` (issue 3).

Rules references are sections of ``../shared/rules/magi-nation-duel-rulebook-2001.txt``
(named in each test's docstring). Decklists come from ``tests/fixtures/magi_nation/``;
``naroom-40.txt`` is a 40-card deck of Naroom and Universal cards under which the
region tests put a Magi stack and extra lines. Single-rule verdicts (the stack, sizes,
copies, zones, the region warning's message and ``--strict``) are rule cases in
``tests/rule_cases/*--magi-nation.yaml``. Tests that read ``../shared`` (the
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


# --- region-unplayable -------------------------------------------------------------


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
