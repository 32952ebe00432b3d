"""What a new user meets first, from the README alone: rule selection on the command line
marks a legal verdict as a weakening config does, and the messages a first run shows."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from cardtools.cli import app
from tests.conftest import csv_report_rows, invoke

ROOT = Path(__file__).resolve().parent.parent
LEGAL_40 = (ROOT / "tests" / "fixtures" / "decks" / "mage-noir-40.txt").read_text("utf-8")
#: Illegal only by its 4 banned Crimson Ritual.
BANNED = LEGAL_40 + "4 Crimson Ritual\n"
BANNED_LINE = len(LEGAL_40.splitlines()) + 1
FORMAT = ("--format", "mage-noir/tournament")

#: What an ``A-`` name is told (formats/mtg/game.yaml ``name_prefixes``).
A_TOLD = ("A- names are MTG Arena's rebalanced versions, printed on no paper card (Arena's "
          "Alchemy and Historic formats use them)")



@pytest.fixture
def submissions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder (no project config) with a deck holding a banned card."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "subs").mkdir()
    (tmp_path / "subs" / "deck.txt").write_text(BANNED, "utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize(("options", "verdict", "said", "value"), [
    (("--ignore", "banned"), "legal (command line turned banned off)",
     "--select/--ignore turned banned off", "banned"),
    # the rules Mage Noir tournament runs (not-in-pool is a draft format's, commander
    # and region-unplayable other games')
    (("--ignore", "CT401,CT3", "--ignore", "data-age"),
     "legal (command line turned 4 rules off)", "--select/--ignore turned 4 rules off",
     "copy-limit,category-limit,restricted,banned"),
    (("--select", "CT7"), "legal (command line turned 10 rules off)",
     "--select/--ignore turned 10 rules off", None),
    (("--select", "CT7", "--strict"), "legal (command line turned 15 rules off)",
     "--select/--ignore turned 15 rules off", "strict"),
])
def test_rules_the_command_line_turns_off_mark_a_legal_verdict(
        submissions: Path, options: tuple[str, ...], verdict: str, said: str,
        value: str | None) -> None:
    """A deck legal only because ``--select`` / ``--ignore`` left its banned card
    unchecked reads as one legal under a weakening config: the deck tables, the summary
    count and the config line say so; the status and the exit code stay legal / 0."""
    csv = invoke("check", "subs", *FORMAT, *options, "--report", "csv")
    assert csv.exit_code == 0
    header, row = csv_report_rows(csv.stdout)[:2]
    assert row[3:5] == ["mage-noir/tournament", verdict]
    assert dict(zip(header, row, strict=True))["config"] == f"command line: {said}"
    text = invoke("check", "subs", *FORMAT, *options, "--report", "text", "--quiet")
    assert text.exit_code == 0
    assert text.stdout.splitlines()[0] == f"subs/deck.txt: command line: {said}"
    assert text.stdout.splitlines()[1].startswith(
        "1 file: 1 legal (1 under the command line's --select/--ignore that weakened the "
        "checks), 0 illegal")
    report = json.loads(invoke("check", "subs", *FORMAT, *options, "--report", "json").stdout)
    result = report["results"][0]
    assert result["status"] == "legal"
    assert result["config"]["files"] == []
    [change] = result["config"]["changes"]
    assert (change["setting"], change["message"]) == ("command_line", said)
    if value is None:  # every error rule the format runs but the CT7xx ones and those
        # never turned off
        assert change["value"].split(",") == [
            "parse-error", "unknown-card", "ambiguous-card", "copy-limit", "category-limit",
            "restricted", "banned", "zone-size", "zone-not-allowed", "zone-card-type"]
    elif value != "strict":
        assert change["value"] == value
    else:  # --strict: the warning rules could have failed the deck too
        assert change["value"].split(",") == [
            "parse-error", "encoding", "look-alike", "suppression", "declared-count", "proxy",
            "unknown-card", "ambiguous-card", "copy-limit", "category-limit", "restricted",
            "banned", "zone-size", "zone-not-allowed", "zone-card-type"]
    schema = json.loads((ROOT / "cardtools" / "schemas" / "report.schema.json").read_text())
    jsonschema.validate(report, schema)


def test_turning_only_info_rules_off_or_nothing_off_adds_no_mark(submissions: Path) -> None:
    """An info rule decides no verdict: ``--ignore data-age`` weakens nothing, and the
    banned card is still an error."""
    (submissions / "subs" / "deck.txt").write_text(LEGAL_40, "utf-8")
    for options in ((), ("--ignore", "data-age,duplicate-line")):
        result = invoke("check", "subs", *FORMAT, *options, "--report", "json")
        assert result.exit_code == 0
        assert "config" not in json.loads(result.stdout)["results"][0]


def test_turning_off_warning_rules_weakens_only_under_strict(submissions: Path) -> None:
    """A warning fails no deck without ``--strict``: ``--ignore duplicate-player`` (or
    any warning rule, or duplicate-deck, a note) leaves a legal verdict unmarked and the
    summary without a weakened count; under ``--strict`` the same warning rules could
    have failed the deck, so turning them off marks it."""
    (submissions / "subs" / "deck.txt").write_text(LEGAL_40, "utf-8")
    ignore = ("--ignore", "duplicate-deck,duplicate-player,region-unplayable,look-alike")
    text = invoke("check", "subs", *FORMAT, *ignore, "--report", "text", "--quiet")
    assert text.exit_code == 0
    assert text.stdout.splitlines()[0].startswith("1 file: 1 legal, 0 illegal")
    assert "config" not in json.loads(invoke(
        "check", "subs", *FORMAT, *ignore, "--report", "json").stdout)["results"][0]
    strict = invoke("check", "subs", *FORMAT, *ignore, "--strict", "--report", "text",
                    "--quiet")
    assert strict.exit_code == 0
    lines = strict.stdout.splitlines()
    # region-unplayable, a Magi-Nation rule, is not said: Mage Noir does not run it
    assert lines[0] == ("subs/deck.txt: command line: --select/--ignore turned look-alike "
                        "and duplicate-player off")
    assert lines[1].startswith("1 file: 1 legal (1 under the command line's --select/--ignore "
                               "that weakened the checks), 0 illegal, 0 not judged (")


def test_the_command_line_weakens_by_the_severity_the_config_gives(
        submissions: Path) -> None:
    """A config that made duplicate-player an error, or banned a warning: turning the
    rule off on the command line weakens what this run's config would have failed (a
    raised rule), and what the rule's default would have failed (a lowered rule: the
    command line's off hides the config's lowering, which is then said nowhere else)."""
    (submissions / "subs" / "deck.txt").write_text(LEGAL_40, "utf-8")
    config = submissions / "subs" / ".cardtools.yaml"
    config.write_text("rules: {duplicate-player: error, banned: warning}\n", "utf-8")

    def said(*options: str) -> list[str]:
        out = invoke("check", "subs", *FORMAT, "--report", "json", *options).stdout
        entry = json.loads(out)["results"][0].get("config", {"changes": []})
        return [change["message"] for change in entry["changes"]]

    assert said("--ignore", "duplicate-player") == [
        "rule banned lowered to warning (default error)",
        "--select/--ignore turned duplicate-player off"]
    raised = "rule duplicate-player raised to error (default warning)"
    assert said("--ignore", "banned") == [raised, "--select/--ignore turned banned off"]
    # an info rule the config leaves alone weakens nothing, even under --strict
    assert said("--ignore", "duplicate-deck", "--strict") == [
        raised, "rule banned lowered to warning (default error)"]


def test_a_config_and_the_command_line_are_both_said(submissions: Path) -> None:
    (submissions / "subs" / ".cardtools.yaml").write_text("rules: {copy-limit: off}\n",
                                                          "utf-8")
    result = invoke("check", "subs", *FORMAT, "--ignore", "banned", "--report", "csv")
    assert result.exit_code == 0
    header, row = csv_report_rows(result.stdout)[:2]
    assert row[4] == "legal (config turned copy-limit off; command line turned banned off)"
    assert dict(zip(header, row, strict=True))["config"] == (
        "config subs/.cardtools.yaml: rule copy-limit turned off (default "
        "error); command line: --select/--ignore turned banned off")


def test_an_illegal_verdict_is_not_marked_by_the_command_line(submissions: Path) -> None:
    """An error found stays one: the command line's selection is said on legal decks
    only (the JSON report still carries it on every deck)."""
    text = invoke("check", "subs", *FORMAT, "--select", "banned", "--report", "text")
    assert text.exit_code == 1
    assert [line.split(" [")[0] for line in text.stdout.splitlines()[:-1]] == [
        f"subs/deck.txt:{BANNED_LINE}: error"]
    csv = invoke("check", "subs", *FORMAT, "--select", "banned", "--report", "csv")
    assert csv_report_rows(csv.stdout)[1][4] == "illegal"
    report = json.loads(invoke("check", "subs", *FORMAT, "--select", "banned",
                               "--report", "json").stdout)
    assert report["results"][0]["config"]["changes"][0]["setting"] == "command_line"


@pytest.mark.parametrize(("written", "hint"), [
    ("Snapcaster", "did you mean Snapcaster Mage or Sparkcaster?"),
    ("Bowmasters", "did you mean Aerie Bowmasters or Orcish Bowmasters or A-Orcish "
                   "Bowmasters?"),
    # the word anywhere in the name, as cards search ranks it: the most printed first
    ("Swords", "did you mean Swords to Plowshares or Wall of Swords or Hook Swords?"),
    ("Force", "did you mean Verdant Force or Force of Will or Force of Nature?"),
    # a typo is no word of a card name: the names close in spelling, as before
    ("Lightning Blot", "did you mean Lightning Bolt or Lightning Blow or Lightning Blast?"),
])
def test_a_name_that_is_words_of_card_names_suggests_those_cards_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, written: str, hint: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.txt").write_text(f"4 {written}\n", "utf-8")
    result = invoke("check", "deck.txt", "--format", "mtg/modern", "--report", "json",
                    "--isolated")
    [unknown] = [v for v in json.loads(result.stdout)["results"][0]["violations"]
                 if v["rule"] == "unknown-card"]
    assert (unknown["line"], unknown["message"]) == (1, f"unknown card '{written}'")
    assert unknown["hint"].startswith(hint + " Or a card newer than the card data")


FRENCH_DATED = ("no card has that name in French in the card data, whose names in it stop "
                "with the cards printed by 2022-04-25: check the spelling, or write the card's "
                "English name")


@pytest.mark.parametrize(("lines", "hint"), [
    # a word only French names hold: Galvanic Discharge (2024) has no French name
    (["4 Décharge galvanique", "4 Lightning Bolt"], FRENCH_DATED),
    (["4 Ange de la galvanique", "4 Lightning Bolt"], FRENCH_DATED),
    # no French word, but the deck's other lines are French names
    (["4 Galvanikk", "4 Foudre", "4 Boule de feu"], FRENCH_DATED),
    # a French typo of a French name keeps its suggestion first
    (["4 Boule de feux", "4 Foudre"], f"did you mean Boule de feu (Fireball)? Else: "
                                      f"{FRENCH_DATED}"),
    # half-French typos of old cards whose French names are in the data: the close
    # English suggestion is kept (it was dropped for the names' date alone)
    (["1 Force de Will", "4 Foudre"], f"did you mean Force of Will? Else: {FRENCH_DATED}"),
    (["1 Ancestral Rappel", "4 Foudre"], "did you mean Ancestral Recall or Ancestral Anger? Else: "
                                         f"{FRENCH_DATED}"),
    (["1 Delver de Secrets", "4 Foudre"], "did you mean Delver of Secrets (Delver of Secrets "
                                          "// Insectile Aberration) or Déluge de crânes (Skull "
                                          "Storm) or Dévoreur de pensées (Thought Devourer)? Or "
                                          "a card newer than the card data (2026-08-22): "
                                          "cardtools cards update mtg"),
])
def test_a_name_in_another_language_says_when_its_names_stop(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lines: list[str], hint: str) -> None:
    """``Décharge galvanique`` (Galvanic Discharge in French) was said to be maybe a card
    newer than the card data, with Unburden (Décharge) suggested: the card is in the
    data, its French name is not, as the French names stop in 2022 (the card data's
    ``names_date``)."""
    from cardtools.cardfiles import bundled_database

    assert bundled_database("mtg").meta["names_date"] == "2022-04-25"
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.txt").write_text("\n".join(lines) + "\n", "utf-8")
    result = invoke("check", "deck.txt", "--format", "mtg/modern", "--report", "json",
                    "--isolated")
    [unknown] = [v for v in json.loads(result.stdout)["results"][0]["violations"]
                 if v["rule"] == "unknown-card"]
    assert (unknown["line"], unknown["hint"]) == (1, hint)


def test_an_english_typo_in_a_french_deck_keeps_the_newer_data_hint(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A typo of an English name stays told of close names and newer data, even in a
    deck of French names."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.txt").write_text("4 Galvanic Dischrge\n4 Foudre\n", "utf-8")
    result = invoke("check", "deck.txt", "--format", "mtg/modern", "--report", "json",
                    "--isolated")
    [unknown] = [v for v in json.loads(result.stdout)["results"][0]["violations"]
                 if v["rule"] == "unknown-card"]
    assert unknown["hint"].startswith("did you mean Galvanic Discharge")
    assert "Or a card newer than the card data (2026-08-22)" in unknown["hint"]


@pytest.mark.parametrize(("written", "suggested"), [
    ("A-Sorcerous Spyglass", "Sorcerous Spyglass (the card without A-) or Arcane Spyglass"),
    ("a-Lightning Bolt", "Lightning Bolt (the card without A-)"),
    ("A-Wrenn & Six", "Wrenn and Six (the card without A-)"),  # the name's & read as and
    ("A - Sorcerous Spyglass", "Sorcerous Spyglass (the card without A-) or Arcane Spyglass"),
    ("A\u2011Sorcerous Spyglass",  # a non-breaking hyphen
     "Sorcerous Spyglass (the card without A-) or Arcane Spyglass"),
])
def test_an_arena_rebalanced_name_is_unknown_told_why_and_suggests_the_card_without_a(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, written: str, suggested: str) -> None:
    """``A-Sorcerous Spyglass`` in a Legacy deck suggested an Alchemy card: an ``A-``
    name the card data lacks stays an unknown card (never silently the paper card), its
    message says what ``A-`` is, and the card without it is suggested first. An ``A-``
    card the data knows is that card (not in Legacy's pool)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.txt").write_text(f"4 {written}\n4 A-Orcish Bowmasters\n4 A-Zzzq\n",
                                       "utf-8")
    result = invoke("check", "deck.txt", "--format", "mtg/legacy", "--report", "json",
                    "--isolated")
    found = [(v["rule"], v["line"], v["message"], v.get("hint", ""))
             for v in json.loads(result.stdout)["results"][0]["violations"]
             if v["rule"] in ("unknown-card", "card-pool")]
    assert [item[:2] for item in found] == [("unknown-card", 1), ("card-pool", 2),
                                            ("unknown-card", 3)]
    assert found[0][2] == f"unknown card '{written}': {A_TOLD}"
    assert found[1][2].startswith("A-Orcish Bowmasters is not in the card pool of Legacy ")
    assert found[2][2] == "unknown card 'A-Zzzq'"
    # the A- name is explained: never also "a card newer than the card data"
    assert found[0][3] == f"did you mean {suggested}?"
    assert "for a card newer than that: cardtools cards update mtg" in found[2][3]
    shown = invoke("cards", "show", written, "--game", "mtg")
    assert (shown.exit_code, shown.stdout) == (1, (
        f"no card '{written}' in mtg ({A_TOLD}); did you mean {suggested}?\n"))


@pytest.mark.parametrize(("written", "card", "fmt", "pool"), [
    ("A-Cloister Gargoyle", "Cloister Gargoyle", "mtg/legacy", "Legacy"),
    ("A-Orcish Bowmasters", "Orcish Bowmasters", "mtg/legacy", "Legacy"),
    ("A-Heartfire Hero", "Heartfire Hero", "mtg/standard", "Standard"),
    ("A - Heartfire Hero", "Heartfire Hero", "mtg/standard", "Standard"),
    ("a-heartfire hero", "Heartfire Hero", "mtg/standard", "Standard"),
    ("A\u2011Heartfire Hero", "Heartfire Hero", "mtg/standard", "Standard"),
    # the paper card banned (or never a common) there: named, never offered as the fix
    ("A-The One Ring", "The One Ring", "mtg/modern", "Modern"),
    ("A-Heartfire Hero", "Heartfire Hero", "mtg/pioneer", "Pioneer"),
    ("A-Orcish Bowmasters", "Orcish Bowmasters", "mtg/pauper", "Pauper"),
])
def test_an_arena_rebalanced_card_the_data_knows_is_told_what_a_is(
        tmp_path: Path, written: str, card: str, fmt: str, pool: str) -> None:
    """An ``A-`` card the card data knows (Alchemy's rebalanced A-Cloister Gargoyle), in
    a paper format, is out of the pool told what ``A-`` is, to be removed, the card
    without it named as its paper card, never as the replacement (The One Ring, banned in
    Modern, was the fix of A-The One Ring): it was told three guessed causes (made for
    Arena only, a playtest card, set lists lacking it) and, judged after the card data's
    date, to update the card data, which no update changes."""
    (tmp_path / "deck.txt").write_text(f"Deck\n4 {written}\n56 Plains\n", "utf-8")
    result = invoke("check", str(tmp_path / "deck.txt"), "--format", fmt, "--date",
                    "2026-09-30", "--report", "json", "--isolated")
    judged = json.loads(result.stdout)["results"][0]
    assert (result.exit_code, judged["status"]) == (1, "illegal")
    found = [(v["rule"], v["line"], v["message"], v["hint"])
             for v in judged["violations"] if v["rule"] == "card-pool"]
    assert found == [("card-pool", 2, (
        f"A-{card} is not in the card pool of {pool} on 2026-09-30: {A_TOLD}"),
        f"remove A-{card} (its paper card, without A-, is {card}: judged by the format's "
        "own lists)")]


def test_an_arena_rebalanced_card_in_arena_brawl_is_told_it_is_out_of_its_pool(
        tmp_path: Path) -> None:
    """In Brawl (MTG Arena's Standard Brawl) an ``A-`` card was told it was "not playable
    outside Arena formats", no reason in an Arena format: it is out of that format's card
    pool, told what ``A-`` cards are and which Arena formats use them."""
    (tmp_path / "deck.txt").write_text("Commander\n1 A-Vivi Ornitier\nDeck\n59 Island\n",
                                       "utf-8")
    result = invoke("check", str(tmp_path / "deck.txt"), "--format", "mtg/brawl", "--date",
                    "2026-06-01", "--report", "json", "--isolated")
    found = [(v["line"], v["message"], v["hint"]) for v in json.loads(
        result.stdout)["results"][0]["violations"] if v["rule"] == "card-pool"]
    assert found == [(2, f"A-Vivi Ornitier is not in the card pool of Brawl on 2026-06-01: "
                      f"{A_TOLD}", "remove A-Vivi Ornitier (its paper card, without A-, is "
                      "Vivi Ornitier: judged by the format's own lists)")]


@pytest.mark.parametrize("word", ["force", "swords", "bowmasters", "snapcaster", "lotus",
                                  "mind sculptor", "ragavan", "bolt", "boule", "épée"])
def test_suggestions_rank_word_matches_as_cards_search_does(word: str) -> None:
    """One ranking: the cards a word suggests are the first cards ``cards search``
    lists that hold it as whole words."""
    from cardtools.carddb import _all_names
    from cardtools.cardfiles import bundled_database
    from cardtools.names import normalise

    database = bundled_database("mtg")
    word = normalise(word)
    searched, _total = database.search(word, 400)

    wanted = [card.name for card in searched if any(
        re.search(rf"(?<!\w){re.escape(word)}(?!\w)", key)
        for key in map(normalise, _all_names(card.facts)))][:3]
    assert [card.name for card, _key in database.word_matches(word, 3)] == wanted
    assert wanted


@pytest.mark.parametrize("word", ["bowmasters", "force", "of", "2", "lotus", "epee", "mage",
                                  "ach", "hans", "zzzq", "urza's", "jar-jar", "o'brien"])
def test_the_word_table_finds_what_the_byte_search_finds(
        monkeypatch: pytest.MonkeyPatch, word: str) -> None:
    """A name index is searched through its bytes for the first words asked, then
    through a table of its words: both find the same keys (a key's codes are no word)."""
    from cardtools import namewords
    from cardtools.cardfiles import bundled_database

    index = bundled_database("mtg").layers[0].index
    scanned = namewords.WordFinder(index).keys_holding(word)
    monkeypatch.setattr(namewords, "SCANS_BEFORE_TABLE", 0)
    tabled = namewords.WordFinder(index).keys_holding(word)
    assert sorted(scanned) == sorted(tabled)
    assert all(re.search(rf"(?<![^\W_]){re.escape(word)}(?![^\W_])", key) for key in scanned)
    # a number is no word that names a card (and the codes after the keys are not read)
    assert bool(scanned) is (word not in ("2", "zzzq", "jar-jar"))


def test_a_small_card_file_suggests_by_words_too() -> None:
    from cardtools.carddb import CardDatabase, CardLayer

    layer = CardLayer([{"name": "Orcish Bowmasters", "type": "Creature"},
                       {"name": "Bowmaster's Rest", "type": "Land"},
                       {"name": "Aerie Bowmasters", "type": "Creature"},
                       {"name": "Tomb of Urza's Hope", "type": "Land"}])
    database = CardDatabase("test", [layer], {})
    assert database.suggest("Bowmasters") == ["Aerie Bowmasters", "Orcish Bowmasters"]
    assert database.suggest("Urza's") == ["Tomb of Urza's Hope"]
    assert database.suggest("Ur") == []


def test_a_card_reprinted_into_modern_later_is_not_yet_in_its_pool(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Counterspell is printed since 1993 and in the Modern pool from Modern Horizons 2
    (2021-06-18): on 2021-01-01 it is not yet in it, as Urza's Saga (new in MH2) is not
    yet released; it was never "never printed in a set of the pool"."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.txt").write_text("4 Counterspell\n4 Urza's Saga\n", "utf-8")
    result = invoke("check", "deck.txt", "--format", "mtg/modern", "--date", "2021-01-01",
                    "--report", "json", "--isolated")
    pool = [(v["line"], v["message"]) for v in json.loads(result.stdout)["results"][0][
        "violations"] if v["rule"] == "card-pool"]
    assert pool == [
        (1, "Counterspell is not in the card pool of Modern on 2021-01-01: not yet: first in "
            "the pool with Modern Horizons 2 (MH2), released 2021-06-18 (printed earlier in "
            "sets before the pool's start: Limited Edition Alpha (LEA), Limited Edition Beta "
            "(LEB) and 10 other sets)"),
        (2, "Urza's Saga is not in the card pool of Modern on 2021-01-01: not yet released on "
            "2021-01-01: first printed in Modern Horizons 2 (MH2), released 2021-06-18, on "
            "Magic Online from 2021-06-03"),
    ]
    later = invoke("check", "deck.txt", "--format", "mtg/modern", "--date", "2021-06-18",
                   "--report", "json", "--isolated")
    assert not [v for v in json.loads(later.stdout)["results"][0]["violations"]
                if v["rule"] == "card-pool"]


ATRAXA = "Atraxa, Praetors' Voice"
NO_COMMANDER = ("no commander: the command zone must hold a legendary creature, a legendary "
                "Vehicle, a legendary Spacecraft with power and toughness or a card whose text "
                "says it can be your commander")


@pytest.mark.parametrize(("name", "text", "where"), [
    ("deck.txt", f"1 {ATRAXA}\n99 Forest\n", "under a 'Commander' header"),
    ("deck.dck", f"[metadata]\nName=x\n[Main]\n1 {ATRAXA}\n99 Forest\n",
     "in the deck file's [Commander] section"),
    ("deck.csv", f'Count,Name,Edition\n1,"{ATRAXA}",ONE\n99,Forest,ONE\n',
     "in a row with 'commander' in a board column (Board, Section, Zone or Category)"),
    ("deck.yaml", f"deck:\n  - 1 {ATRAXA}\n  - 99 Forest\n",
     "under a 'commander' key (commander: [NAME])"),
    ("deck.json", f'{{"deck": ["1 {ATRAXA}", "99 Forest"]}}',
     'under a "commander" key ("commander": ["NAME"])'),
    ("moxfield.json", json.dumps({"boards": {"mainboard": {"cards": {
        "a": {"quantity": 1, "card": {"name": ATRAXA}},
        "b": {"quantity": 99, "card": {"name": "Forest"}}}}}}),
     "on the deck's commanders board"),
    ("deck.dek", '<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n  <Cards CatID="1" '
     f'Quantity="1" Sideboard="false" Name="{ATRAXA}" />\n  <Cards CatID="2" Quantity="99" '
     'Sideboard="false" Name="Forest" />\n</Deck>\n',
     'in a Cards line with Sideboard="true" and Annotation="16777728"'),
])
def test_the_no_commander_hint_fits_the_decklists_form(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, text: str,
        where: str) -> None:
    """A CSV export has no header to write: its hint names the board column and value
    its reader accepts; a YAML or JSON decklist's names its key; a Forge deck file's its
    ``[Commander]`` section."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_text(text, "utf-8")
    result = invoke("check", name, "--format", "mtg/commander", "--report", "json",
                    "--isolated")
    [found] = [v for v in json.loads(result.stdout)["results"][0]["violations"]
               if v["rule"] == "commander"]
    assert (found["line"], found["message"], found["hint"]) == (
        1, NO_COMMANDER, f"if {ATRAXA} is your commander, move it to the command zone: "
        f"write it {where}")


MAHADI, OBOSH = "Mahadi, Emporium Master", "Obosh, the Preypiercer"
_DEK = ('<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
        '  <Cards CatID="1" Quantity="50" Sideboard="false" Name="Mountain" />\n'
        '  <Cards CatID="2" Quantity="49" Sideboard="false" Name="Swamp" />\n'
        '  <Cards CatID="3" Quantity="1" Sideboard="true" Name="{0}" Annotation="16777728" />\n'
        '  <Cards CatID="4" Quantity="1" Sideboard="true" Name="{1}" Annotation="{2}" />\n'
        '</Deck>\n')


def _moxfield(board: str) -> str:
    """A Moxfield deck of Mahadi, 99 lands and Obosh on ``board``."""
    def cards(*rows: tuple[int, str]) -> dict[str, object]:
        return {"cards": {str(at): {"quantity": count, "card": {"name": name}}
                          for at, (count, name) in enumerate(rows)}}
    boards = {"commanders": cards((1, MAHADI)),
              "mainboard": cards((50, "Mountain"), (49, "Swamp"))}
    boards[board] = {"cards": {**boards.get(board, {"cards": {}})["cards"],
                               "o": {"quantity": 1, "card": {"name": OBOSH}}}}
    return json.dumps({"boards": boards})


@pytest.mark.parametrize(("name", "written", "fixed", "where"), [
    ("deck.txt", f"Commander\n1 {MAHADI}\n1 {OBOSH}\nDeck\n50 Mountain\n49 Swamp\n",
     f"Commander\n1 {MAHADI}\nCompanion\n1 {OBOSH}\nDeck\n50 Mountain\n49 Swamp\n",
     "under a 'Companion' or 'Sideboard' header"),
    ("deck.dck", f"[metadata]\nName=x\n[Commander]\n1 {MAHADI}\n1 {OBOSH}\n[Main]\n"
     "50 Mountain\n49 Swamp\n", f"[metadata]\nName=x\n[Commander]\n1 {MAHADI}\n"
     f"[Sideboard]\n1 {OBOSH}\n[Main]\n50 Mountain\n49 Swamp\n",
     "in the deck file's [Sideboard] section"),
    ("deck.csv", f'Count,Name,Board\n1,"{MAHADI}",commander\n1,"{OBOSH}",commander\n'
     "50,Mountain,main\n49,Swamp,main\n", f'Count,Name,Board\n1,"{MAHADI}",commander\n'
     f'1,"{OBOSH}",companion\n50,Mountain,main\n49,Swamp,main\n',
     "in a row with 'companion' in a board column (Board, Section, Zone or Category)"),
    ("deck.yaml", f"commander:\n  - {MAHADI}\n  - {OBOSH}\nmain:\n  - 50 Mountain\n"
     "  - 49 Swamp\n", f"commander:\n  - {MAHADI}\ncompanion:\n  - {OBOSH}\nmain:\n"
     "  - 50 Mountain\n  - 49 Swamp\n", "under a 'companion' key (companion: [NAME])"),
    ("deck.json", json.dumps({"commander": [MAHADI, OBOSH], "main": ["50 Mountain", "49 Swamp"]}),
     json.dumps({"commander": [MAHADI], "companion": [OBOSH],
                 "main": ["50 Mountain", "49 Swamp"]}),
     'under a "companion" key ("companion": ["NAME"])'),
    ("moxfield.json", _moxfield("commanders"), _moxfield("companions"),
     "on the deck's companions board"),
    ("deck.dek", _DEK.format(MAHADI, OBOSH, "16777728"), _DEK.format(MAHADI, OBOSH, "0"),
     'in a Cards line with Sideboard="true" and no commander Annotation'),
])
def test_the_companion_note_fits_the_decklists_form(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, written: str, fixed: str,
        where: str) -> None:
    """A companion written in the command zone is read as the companion, with a note
    saying where the file's own form writes one (README "Commander formats": as the
    ``commander`` error says where a commander goes); written so, the deck is legal
    without a note. A CSV export, a YAML list, a Forge or MTGO file has no Companion
    header: the note named one for them all (Forge has a ``[Sideboard]`` section, no
    companion one: ``[Companion]`` is a parse-error)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_text(written, "utf-8")
    result = invoke("check", name, "--format", "mtg/duel-commander", "--date", "2026-08-22",
                    "--report", "json", "--isolated")
    verdict = json.loads(result.stdout)["results"][0]
    notes = [v["message"] for v in verdict["violations"] if v["rule"] == "reading"
             and v["message"].startswith(f"'{OBOSH}'")]
    assert (verdict["status"], notes) == ("legal", [
        f"'{OBOSH}' in the command zone is a companion beside your commander: read in the "
        "sideboard (companion), as a companion starts the game outside it, not in the "
        f"command zone (rule 702.139a); write it {where} to say so"])
    (tmp_path / name).write_text(fixed, "utf-8")
    again = json.loads(invoke("check", name, "--format", "mtg/duel-commander", "--date",
                              "2026-08-22", "--report", "json", "--isolated").stdout)
    assert [(v["rule"], v["message"]) for v in again["results"][0]["violations"]
            if v["severity"] != "info" or OBOSH in v["message"]] == []
    assert again["results"][0]["status"] == "legal"


def test_the_companion_advice_of_a_pair_and_a_companion_twice_fits_the_form(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The ``commander`` error's fix for two companions that could each lead (Jegantha and
    Lurrus, no pair) and the note for a companion on Moxfield's commanders and companions
    boards both say where the file's form writes a companion, not "a Companion header"."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.yaml").write_text(
        "commander:\n  - Jegantha, the Wellspring\n  - Lurrus of the Dream-Den\n"
        "main:\n  - 98 Wastes\n", "utf-8")
    (tmp_path / "deck.dck").write_text(
        "[metadata]\nName=x\n[Commander]\n1 Jegantha, the Wellspring|IKO\n"
        "1 Lurrus of the Dream-Den|IKO\n[Main]\n98 Wastes\n", "utf-8")
    (tmp_path / "moxfield.json").write_text(json.dumps({"boards": {
        "commanders": {"cards": {"a": {"quantity": 1, "card": {"name": MAHADI}},
                                 "b": {"quantity": 1, "card": {"name": OBOSH}}}},
        "companions": {"cards": {"c": {"quantity": 1, "card": {"name": OBOSH}}}},
        "mainboard": {"cards": {"d": {"quantity": 50, "card": {"name": "Mountain"}},
                                "e": {"quantity": 49, "card": {"name": "Swamp"}}}}}}), "utf-8")
    result = invoke("check", "deck.yaml", "moxfield.json", "deck.dck", "--format",
                    "mtg/duel-commander", "--date", "2026-08-22", "--report", "json",
                    "--isolated")
    pair, twice, forge = json.loads(result.stdout)["results"]
    assert [v["hint"] for v in pair["violations"] if v["rule"] == "commander"] == [
        "keep Jegantha, the Wellspring as your commander; write Lurrus of the Dream-Den under "
        "a 'companion' key (companion: [NAME]) if it is your companion, else move it to the "
        "main deck"]
    assert [v["hint"] for v in forge["violations"] if v["rule"] == "commander"] == [
        "keep Jegantha, the Wellspring as your commander; write Lurrus of the Dream-Den in "
        "the deck file's [Sideboard] section if it is your companion, else move it to the "
        "main deck"]
    assert [v["message"].rsplit("; ", 1)[1] for v in twice["violations"]
            if v["rule"] == "reading" and v["message"].startswith(f"'{OBOSH}'")] == [
        "write it in one place, on the deck's companions board"]


def test_a_csv_deck_written_as_the_hint_says_is_legal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "deck.csv").write_text(
        f'Count,Name,Board\n1,"{ATRAXA}",commander\n99,Forest,mainboard\n', "utf-8")
    result = invoke("check", "deck.csv", "--format", "mtg/commander", "--report", "json",
                    "--isolated", "--date", "2026-08-22")
    assert json.loads(result.stdout)["results"][0]["status"] == "legal"


def _parse_errors(tmp_path: Path, name: str, text: str) -> list[tuple[int, str, str]]:
    (tmp_path / name).write_text(text, "utf-8")
    result = invoke("check", str(tmp_path / name), "--format", "mtg/modern", "--report",
                    "json", "--isolated")
    return [(v["line"], v["message"], v.get("hint", "")) for v in json.loads(
        result.stdout)["results"][0]["violations"] if v["rule"] == "parse-error"]


def test_two_keys_of_one_zone_are_a_parse_error(tmp_path: Path) -> None:
    """``deck:`` and ``main:`` are both the main deck: a reader may see one of the two
    lists, as of a section written twice; both are read, and the second key is said."""
    assert _parse_errors(tmp_path, "deck.yaml", "deck:\n  - 4 Lightning Bolt\n"
                         "main:\n  - 56 Mountain\nside:\n  - 1 Shock\nsideboard:\n"
                         "  - 1 Negate\n") == [
        (3, "sections 'deck' at line 1 and 'main' name one zone, the deck; the cards of both "
            "were read", "write its cards under one key, 'deck'"),
        (7, "sections 'side' at line 5 and 'sideboard' name one zone, the side deck; the "
            "cards of both were read", "write its cards under one key, 'side'")]
    assert _parse_errors(tmp_path, "deck.json", '{"main": ["4 Lightning Bolt"],\n'
                         ' "deck": ["56 Mountain"]}') == [
        (2, "sections 'main' at line 1 and 'deck' name one zone, the deck; the cards of both "
            "were read", "write its cards under one key, 'main'")]
    result = invoke("check", str(tmp_path / "deck.json"), "--format", "mtg/modern",
                    "--report", "json", "--isolated")
    assert json.loads(result.stdout)["results"][0]["zones"]["main"] == 60


def _oathbreaker_result(tmp_path: Path, name: str, text: str) -> dict[str, Any]:
    (tmp_path / name).write_text(text, "utf-8")
    result = invoke("check", str(tmp_path / name), "--format", "mtg/oathbreaker", "--report",
                    "json", "--isolated", "--date", "2026-08-22")
    found: dict[str, Any] = json.loads(result.stdout)["results"][0]
    return found


@pytest.mark.parametrize(("name", "text"), [
    ("deck.yaml", "oathbreaker: Jace, the Mind Sculptor\nsignature-spell: Brainstorm\n"
                  "main:\n  - 58 Island\n"),
    ("deck.json", '{"oathbreaker": ["Jace, the Mind Sculptor"],\n'
                  ' "signatureSpells": ["Brainstorm"], "main": ["58 Island"]}'),
])
def test_an_oathbreaker_deck_under_its_own_keys_is_read_in_the_command_zone(
        tmp_path: Path, name: str, text: str) -> None:
    """``oathbreaker:`` and ``signature-spell:`` (Moxfield's ``signatureSpells``), as an
    Oathbreaker deck's text headers say: the command zone, one zone not written twice
    (both keys were notes, the deck judged without its oathbreaker: illegal)."""
    found = _oathbreaker_result(tmp_path, name, text)
    assert (found["status"], found["zones"]) == ("legal", {"command": 2, "main": 58})
    assert [v["rule"] for v in found["violations"]] == []


def test_an_oathbreaker_key_beside_a_commander_key_is_one_zone_written_twice(
        tmp_path: Path) -> None:
    found = _oathbreaker_result(
        tmp_path, "deck.yaml", "commander: Jace, the Mind Sculptor\noathbreaker: Brainstorm\n"
        "signature-spell: Opt\nsignature-spells: Ponder\nmain:\n  - 56 Island\n")
    assert [(v["line"], v["message"]) for v in found["violations"]
            if v["rule"] == "parse-error"] == [
        (2, "sections 'commander' at line 1 and 'oathbreaker' name one zone, the command "
            "zone; the cards of both were read"),
        (4, "sections 'signature-spell' at line 3 and 'signature-spells' name one zone, the "
            "command zone; the cards of both were read")]
    assert found["status"] == "illegal"
    assert found["zones"] == {"command": 4, "main": 56}


def test_a_card_entry_written_as_a_mapping_says_what_to_write(tmp_path: Path) -> None:
    assert _parse_errors(tmp_path, "deck.yaml", "deck:\n  - Monastery Swiftspear: 4\n"
                         "  - Shock: '2'\n"
                         "  - {nme: Shock, count: 2}\n  - {name: Shock, foo: 1}\n"
                         "deck:\n  - Lightning Bolt: 2\n") == [
        (2, "$.deck[0]: a card written as 'Monastery Swiftspear: 4', a name holding its "
            "count; write '4 Monastery Swiftspear' or {name: Monastery Swiftspear, count: 4}",
         ""),
        (3, "$.deck[1]: a card written as 'Shock: 2', a name holding its count; write '2 "
            "Shock' or {name: Shock, count: 2}", ""),
        (4, "$.deck[2]: a card entry holds name, count and finish: no name; unknown key "
            "'nme' (did you mean name?); write '4 NAME' or {name: NAME, count: 4}", ""),
        (5, "$.deck[3]: a card entry holds name, count and finish: unknown key 'foo'; write "
            "'4 NAME' or {name: NAME, count: 4}", ""),
        (6, "section 'deck' is written more than once (also at line 1); the cards of every "
            "'deck' section were read", "write each section once"),
        # the second 'deck' is the one the document keeps: its entry is on its own line
        (7, "$.deck[0]: a card written as 'Lightning Bolt: 2', a name holding its count; "
            "write '2 Lightning Bolt' or {name: Lightning Bolt, count: 2}", ""),
    ]
    assert _parse_errors(tmp_path, "deck.json", '{"deck": [{"Monastery Swiftspear": 4},\n'
                         '  "56 Mountain"]}') == [
        (1, '$.deck[0]: a card written as {"Monastery Swiftspear": 4}, a name holding its '
            'count; write "4 Monastery Swiftspear" or {"name": "Monastery Swiftspear", '
            '"count": 4}', "")]


def test_card_files_alone_give_their_own_date_or_none(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """MageTCG's bundled database is empty: its date belongs to no card judged with."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mtcg.csv").write_text("name,type,rarity\nEmber Squire,Character,Common\n")
    (tmp_path / "deck.txt").write_text("Format: magetcg/foundry\n40 Ember Squire\n")
    result = invoke("check", "deck.txt", "--cards", "mtcg.csv", "--report", "json",
                    "--isolated")
    judged = json.loads(result.stdout)["results"][0]
    assert "card_data_date" not in judged  # left out: no date
    assert "data-age" not in [v["rule"] for v in judged["violations"]]
    text = invoke("check", "deck.txt", "--cards", "mtcg.csv", "--report", "text",
                  "--isolated")
    assert text.stdout.splitlines()[-1].endswith("(card data: magetcg mtcg.csv (undated))")


def _commands() -> list[tuple[str, Any]]:
    """Every command and group of the command line, by its path (``cards update``)."""
    import typer.main

    found: list[tuple[str, Any]] = []

    def walk(command: Any, path: str) -> None:
        found.append((path, command))
        for name, sub in getattr(command, "commands", {}).items():
            walk(sub, f"{path} {name}".strip())

    walk(typer.main.get_command(app), "")
    return found


@pytest.mark.parametrize("group", [(), ("cards",), ("formats",)])
def test_command_lists_show_whole_summaries(monkeypatch: pytest.MonkeyPatch,
                                           group: tuple[str, ...]) -> None:
    """At 80 columns no command's summary is cut ("zone by zone (exit 0...")."""
    monkeypatch.setenv("COLUMNS", "80")
    out = invoke(*group, "--help").stdout
    listed = out.split("Commands:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert listed and all(not line.rstrip().endswith("...") and line.rstrip().endswith(".")
                          for line in listed), listed


def test_every_game_option_shows_game() -> None:
    games = [(path, param.metavar) for path, command in _commands()
             for param in command.params if "--game" in getattr(param, "opts", ())]
    assert {path for path, _ in games} >= {"diff", "legality", "read", "formats",
                                           "cards search", "cards show"}
    assert all(metavar == "GAME" for _path, metavar in games), games


@pytest.mark.parametrize(("deck", "day", "why"), [
    # Battle for Zendikar (2015-10-02) stayed in Standard until Ixalan (2017-09-29): the
    # spring rotation planned for Amonkhet (2017-04-28) was called off in October 2016
    ("4 Gideon, Ally of Zendikar\n56 Plains\n", "2017-01-01", None),
    ("4 Gideon, Ally of Zendikar\n56 Plains\n", "2017-04-28", None),
    ("4 Gideon, Ally of Zendikar\n56 Plains\n", "2017-09-29",
     "Gideon, Ally of Zendikar is not in the card pool of Standard on 2017-09-29: its sets "
     "have rotated out (the last set of the format's kinds to print it: Battle for Zendikar "
     "(BFZ), released "
     "2015-10-02)"),
    # Khans of Tarkir rotated with Shadows over Innistrad (2016-04-08)
    ("4 Wooded Foothills\n56 Forest\n", "2016-04-07", None),
    ("4 Wooded Foothills\n56 Forest\n", "2016-04-08",
     "Wooded Foothills is not in the card pool of Standard on 2016-04-08: its sets have "
     "rotated out (the last set of the format's kinds to print it: Khans of Tarkir (KTK), "
     "released 2014-09-26)"),
    # Shadows over Innistrad stayed until Ixalan (2017-09-29)
    ("4 Thing in the Ice\n56 Island\n", "2017-09-28", None),
])
def test_standard_before_ixalan_has_its_rotations(tmp_path: Path, deck: str, day: str,
                                                  why: str | None) -> None:
    (tmp_path / "deck.txt").write_text(deck, "utf-8")
    result = invoke("check", str(tmp_path / "deck.txt"), "--format", "mtg/standard",
                    "--date", day, "--report", "json", "--isolated")
    pool = [v["message"] for v in json.loads(result.stdout)["results"][0]["violations"]
            if v["rule"] == "card-pool"]
    assert pool == ([why] if why else [])


def test_a_word_of_a_localised_name_suggests_it_with_the_canonical_name() -> None:
    from cardtools.cardfiles import bundled_database

    assert bundled_database("mage-noir").suggest("Boule") == ["Boule de feu (Fire Ball)"]
    assert bundled_database("mage-noir").suggest("Rituel")[:2] == [
        "Rituel du zénith (Zenith Ritual)", "Rituel pourpre (Crimson Ritual)"]
