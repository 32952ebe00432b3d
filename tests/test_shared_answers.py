"""Answers remembered for speed never leak from one card database or one judged day to
another.

A run remembers per-card answers (is this card accepted in that zone, of an allowed
rarity, on the lists, in the card pool) and shares them between decks. These tests judge
the same deck in one run against card databases that disagree about a card, and on days
when the lists and the card pool differ, and require each verdict to be the one the deck
gets alone. They go through the public ``Checker`` and CLI only, whatever the caching
inside.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from cardtools.checker import Checker, CheckOptions
from cardtools.cli import app

FILLER = [f"Shared Common {n:02d}" for n in range(1, 16)]
#: A MageTCG Ascension + Heroic deck: the Mage, a card the two databases disagree on,
#: and 58 Commons.
DECK = ("Mage\n1 Iconic Shared Mage\nDeck\n1 Shared Blade\n"
        + "".join(f"4 {name}\n" for name in FILLER[:14]) + f"2 {FILLER[14]}\n")


def _cards(mage_type: str, blade_rarity: str) -> dict[str, Any]:
    """A MageTCG card file: the Mage with ``mage_type``, Shared Blade at
    ``blade_rarity``, and Common fillers."""
    cards = [{"name": "Iconic Shared Mage", "type": mage_type, "rarity": "Legendary"},
             {"name": "Shared Blade", "type": "Relic", "rarity": blade_rarity}]
    cards += [{"name": name, "type": "Spell", "rarity": "Common"} for name in FILLER]
    return {"cards": cards}


def _project(root: Path, folder: str, cards: dict[str, Any]) -> None:
    """``root/folder`` holding the deck and a config naming its own card file."""
    where = root / folder
    where.mkdir(parents=True)
    (where / "cards.json").write_text(json.dumps(cards), "utf-8")
    (where / ".cardtools.yaml").write_text(
        "format: magetcg/ascension+heroic\ncards: cards.json\n", "utf-8")
    (where / "deck.txt").write_text(DECK, "utf-8")


def _verdicts(*args: str) -> dict[str, tuple[str, list[tuple[str, int | None]]]]:
    """``cardtools check ARGS --report json``: each file's folder name -> its status
    and its violations as (rule, line)."""
    # judged on the day of the MageTCG card data: no data-age note
    outcome = CliRunner().invoke(app, ["check", *args, "--report", "json", "--jobs", "1",
                                       "--date", "2026-11-29"])
    assert outcome.exception is None or isinstance(outcome.exception, SystemExit)
    return {Path(result["path"]).parent.name:
            (result["status"], [(v["rule"], v.get("line")) for v in result["violations"]])
            for result in json.loads(outcome.stdout)["results"]}


ACCEPTED = ("legal", [])
REFUSED = ("illegal", [("zone-card-type", 2), ("rarity-not-allowed", 4)])


def test_one_run_judges_each_deck_with_its_own_card_database(tmp_path: Path) -> None:
    """Two projects of one repository give the same card different facts: in ``good``
    the Mage is a Character and Shared Blade a Common (legal in Heroic); in ``bad`` the
    Mage is a Spell (not an Iconic Character) and Shared Blade a Rare. Judged in one
    run, in either order, each deck gets the verdict it gets alone."""
    (tmp_path / ".git").mkdir()
    _project(tmp_path, "good", _cards("Character", "Common"))
    _project(tmp_path, "bad", _cards("Spell", "Rare"))
    alone = {**_verdicts(str(tmp_path / "good")), **_verdicts(str(tmp_path / "bad"))}
    assert alone == {"good": ACCEPTED, "bad": REFUSED}
    assert _verdicts(str(tmp_path / "good"), str(tmp_path / "bad")) == alone
    assert _verdicts(str(tmp_path / "bad"), str(tmp_path / "good")) == alone


def test_one_checker_judges_each_deck_with_its_own_card_database(tmp_path: Path) -> None:
    """The same through ``Checker.check_paths`` and ``check_path`` one file at a time:
    what one database answered about a card is not reused for the other's card."""
    (tmp_path / ".git").mkdir()
    _project(tmp_path, "good", _cards("Character", "Common"))
    _project(tmp_path, "bad", _cards("Spell", "Rare"))
    good, bad = str(tmp_path / "good" / "deck.txt"), str(tmp_path / "bad" / "deck.txt")
    checker = Checker(CheckOptions(as_of=dt.date(2026, 11, 29)))
    for path, wanted in ((good, ACCEPTED), (bad, REFUSED), (good, ACCEPTED)):
        result = checker.check_path(path)
        assert (result.status, [(v.rule, v.line) for v in result.violations]) == wanted


#: Modern: The One Ring is banned from 2024-12-16 (while other cards are banned before
#: and after); Gran-Gran's set is released in 2025.
MODERN = "Deck\n4 The One Ring\n4 Gran-Gran\n52 Mountain\n"
BEFORE, AFTER = dt.date(2024, 12, 1), dt.date(2026, 1, 1)
ON_DAY = {
    BEFORE: ("illegal", [("card-pool", 3, "Gran-Gran")]),
    AFTER: ("illegal", [("banned", 2, "The One Ring")]),
}


def _modern_verdict(checker: Checker) -> tuple[str, list[tuple[str, int | None, str]]]:
    result = checker.check_bytes(MODERN.encode(), "deck.txt")
    return result.status, [(v.rule, v.line, v.cards[0]) for v in result.violations]


def test_the_same_checker_judges_each_day_by_that_days_lists_and_pool() -> None:
    """A checker whose day changes between decks (``options.as_of`` is read at each
    check) judges each deck on its day: a ban and a card-pool answer of one day are not
    reused on another, in either order."""
    for days in ((BEFORE, AFTER, BEFORE), (AFTER, BEFORE, AFTER)):
        checker = Checker(CheckOptions(format_id="mtg/modern", use_config=False))
        for day in days:
            checker.options.as_of = day
            assert _modern_verdict(checker) == ON_DAY[day], day


def test_checkers_of_different_days_in_one_process_keep_their_days() -> None:
    """Two checkers alive at once, one per day, judging the same deck in turn (answers
    shared within a process must still be per day)."""
    checkers = {day: Checker(CheckOptions(format_id="mtg/modern", as_of=day, use_config=False))
                for day in (AFTER, BEFORE)}
    for _ in range(2):
        for day, checker in checkers.items():
            assert _modern_verdict(checker) == ON_DAY[day], day


def test_a_pool_is_read_against_each_decks_own_card_database(tmp_path: Path) -> None:
    """``--pool FILE`` is resolved against the card database of each deck judged with it:
    a pool naming a card that only one project's card file knows stops the run (the
    pool names an unknown card) in either order, never judging the other project's deck
    by a pool read against the first project's cards."""
    (tmp_path / ".git").mkdir()
    for folder, name in (("brass", "Brass Familiar"), ("cinder", "Cinder Scroll")):
        where = tmp_path / folder
        where.mkdir()
        (where / "cards.json").write_text(
            json.dumps({"cards": [{"name": name, "type": "Spell", "rarity": "Common"}]}),
            "utf-8")
        (where / ".cardtools.yaml").write_text("format: magetcg/foundry\ncards: cards.json\n",
                                               "utf-8")
        (where / "deck.txt").write_text(f"Deck\n40 {name}\n", "utf-8")
    pool = tmp_path / "pool.txt"
    pool.write_text("40 Brass Familiar\n", "utf-8")
    brass, cinder = str(tmp_path / "brass"), str(tmp_path / "cinder")
    for folders in ((brass, cinder), (cinder, brass)):
        outcome = CliRunner().invoke(app, ["check", *folders, "--pool", str(pool),
                                           "--jobs", "1", "--date", "2026-11-29"])
        assert outcome.exit_code == 2, folders
        assert "pool names an unknown card 'Brass Familiar'" in outcome.output, folders
