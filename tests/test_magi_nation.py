"""Magi-Nation Duel end to end: the format ``magi-nation/standard`` and the rule
``region-unplayable`` (issue 3).

Rules references are sections of ``../shared/rules/magi-nation-duel-rulebook-2001.txt``
(named in each test's docstring). Single-rule verdicts (the stack, sizes, copies, zones,
who may play which card by region and printed Magi text, the region warning's message,
``--strict`` and a format turning the warnings off) are rule cases in
``tests/rule_cases/*--magi-nation.yaml``; this file keeps the format file, the rule's
record, ``may_play`` itself, the rich report and the ``../shared`` decks. Tests that read
``../shared`` (the acceptance cases, the starter decks) use the ``shared`` fixture and
skip without it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from cardtools.cli import app
from cardtools.rules import RULES
from cardtools.rules import region_unplayable as region

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "magi_nation"
FORMAT = "magi-nation/standard"
FORMAT_FILE = ROOT / "formats" / "magi-nation" / "standard.yaml"


# --- the format definition -------------------------------------------------------


def test_format_file_is_documented() -> None:
    """Every part of the format has a source and the interpretations are in ``notes``
    (DESIGN 5); ``test_bundled_data`` validates the file."""
    data: dict[str, Any] = yaml.safe_load(FORMAT_FILE.read_text("utf-8"))
    assert data["source"]["document"] == "Magi-Nation Duel rulebook (2001)"
    for part in (data["zones"]["main"], data["zones"]["magi"], data["copy_limit"],
                 data["playability"]):
        assert part["source"]["section"]
    assert data["zones"]["magi"]["stack"] == {
        "places": 3, "size_fact": "magi_count",
        "filler": {"type": "Relic", "region": "Universal"}, "filler_label": "Universal Relic",
        "repeatable": {"fact": {"deck_limit": "any"}}, "excludes_fact": "stack_excludes",
        "fourth_fact": "fourth_magi_after"}
    assert data["zones"]["magi"]["show_facts"] == ["regions", "starting_energy"]
    assert data["copy_limit"] == {
        "default": 3, "zones": ["main"], "source": data["copy_limit"]["source"],
        "limit_fact": "deck_limit",
        "exceptions": [{"match": {"fact": {"deck_limit": 6}}, "limit": 6,
                        "reason": "its text allows up to six"}]}
    assert data["playability"]["regions"] is True
    assert "side" not in data["zones"]
    notes = " ".join(data["notes"])
    for topic in ("All-High King Korg", "Shadow Magi", "alt_play", "Universal Relic",
                  "regional penalty", "only_play", "Rayje", "Ancient's Puzzlebox",
                  "The Real Qwade"):
        assert topic in notes


def test_region_rule_record_and_docs() -> None:
    """The rule keeps its public id, code and severity; its docstrings give examples
    and cite the rulebook (DESIGN 6)."""
    rule = RULES["region-unplayable"]
    assert (rule.id, rule.code, rule.severity) == ("region-unplayable", "CT601", "warning")
    for doc in (rule.doc, region.check.__doc__ or "", region.may_play.__doc__ or ""):
        assert "Core and Shadow Magi" in doc
        assert "Regional Restriction" in doc
    assert "Not reported" in rule.doc and "Reported::" in rule.doc
    assert "Magma Armor" in (region.check.__doc__ or "")


# --- region-unplayable -------------------------------------------------------------


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


def test_rich_report_counts_unknown_and_uncounted_cards_by_type(tmp_path: Path) -> None:
    """The deck by type adds up to the deck's size as shown: an unknown card counts
    (as ``unknown``), a Magi written in the deck does not (``not counted``), as the
    deck's size says."""
    deck = tmp_path / "deck.txt"
    deck.write_text((FIXTURES / "korg-zet-evu.txt").read_text("utf-8")
                    + "1 Evu\n2 Qzxv Notacard\n", "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(deck), "--format", FORMAT, "--report",
                                       "rich"], env={"COLUMNS": "200"})
    assert outcome.exit_code == 1
    lines = [line.strip() for line in outcome.output.splitlines()]
    assert "Deck 42 (at least 40) · Magi stack 2 cards filling 3 of 3 places" in lines
    assert "Deck by type: Creature 21 · Spell 12 · Relic 7 · unknown 2 · Magi 1 not counted" \
        in lines


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
        # judged today, after the card data of 2021: the data-age note only
        assert [v["rule"] for v in result["violations"]] == ["data-age"], result["path"]
        assert result["data_age"].endswith(
            ", but the magi-nation card data is of 2021: newer cards are not known")
        assert result["zones"] == {"magi": 3, "main": 40}


@pytest.mark.parametrize("set_name", ["Base Set", "Base Set - Unlimited", "Base Set, Unlimited",
                                      "Base Set 1st Edition", "Base Set: First Edition"])
def test_starter_decks_written_with_their_set_name_stay_legal(
        shared: Path, tmp_path: Path, set_name: str) -> None:
    """A starter deck whose card lines carry the set's name after the card, as a
    collection site writes it (``2 Thunder Hyren (Base Set)``), is the same legal deck:
    each such line is read as the card, with a note naming the card read (the names come
    from ``cards/magi-nation/sets.json``); it was an unknown card on every line. The
    marks between a set's words are read as spaces (``Base Set - Unlimited``), and the
    starter decks' first printing names the set too (``Base Set 1st Edition``): each
    was an unknown card."""
    source = shared / "data" / "magi-nation" / "decklists" / "bs1e_starter_arderial.txt"
    lines = source.read_text(encoding="utf-8").splitlines()
    written = [f"{line} ({set_name})" if line[:1].isdigit() else line for line in lines]
    path = tmp_path / "arderial.txt"
    path.write_text("\n".join(written) + "\n", encoding="utf-8")
    (result,) = _json_result([str(path), "--format", FORMAT])["results"]
    assert result["status"] == "legal"
    assert result["zones"] == {"magi": 3, "main": 40}
    notes = [v for v in result["violations"] if v["rule"] == "reading"]
    assert [v["line"] for v in notes] == [
        number for number, line in enumerate(lines, 1) if line[:1].isdigit()]
    assert notes[0]["message"] == f"no card is named 'Lovian ({set_name})': read as 1 Lovian"
    assert {v["rule"] for v in result["violations"]} == {"reading", "data-age"}


@pytest.mark.parametrize("gap", [[], [""]])
def test_a_title_above_magi_written_bare_before_the_counted_cards_is_a_note(
        shared: Path, tmp_path: Path, gap: list[str]) -> None:
    """A starter deck pasted under its title (``Arderial starter by Alice``), its Magi
    bare above the counted cards with no header, is the same legal deck, the title a
    note: it was an unknown card (and, parted by a blank line, a side deck of one)."""
    source = shared / "data" / "magi-nation" / "decklists" / "bs1e_starter_arderial.txt"
    lines = [line for line in source.read_text(encoding="utf-8").splitlines()
             if not line.startswith("#")]
    path = tmp_path / "arderial.txt"
    path.write_text("\n".join(["Arderial starter by Alice", *gap, *lines]) + "\n",
                    encoding="utf-8")
    (result,) = _json_result([str(path), "--format", FORMAT])["results"]
    assert (result["status"], result["zones"]) == ("legal", {"magi": 3, "main": 40})
    assert [(v["rule"], v["message"]) for v in result["violations"]
            if v["line"] == 1 and v["rule"] != "data-age"] == [
        ("reading", "'Arderial starter by Alice' names no card: read as a note, not a card")]
