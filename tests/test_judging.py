"""Answers remembered per card never cross formats: a format file changed between two
checkers of one process gives the verdict of the file as it now is; a judging is found
by its own format, database and day; a question is asked once per judging and key. (Card
databases that disagree in one run: ``test_shared_answers``.)"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from cardtools.names import normalise
from cardtools.rules.base import Judging, Judgings, Question

ROOT = Path(__file__).resolve().parents[1]
DECK = b"Format: magi-nation/standard\nMagi\nEvu\nTryn\nYaki\nDeck\n3 Fire Ball\n"


def wrong_zone(result: DeckResult) -> list[tuple[str, int | None]]:
    """``(card, line)`` of each zone-card-type violation."""
    return [(v.cards[0], v.line) for v in result.violations if v.rule == "zone-card-type"]


def test_a_format_file_changed_between_two_checkers_is_judged_as_it_now_is(
        tmp_path: Path) -> None:
    folder = tmp_path / "formats" / "magi-nation"
    folder.mkdir(parents=True)
    bundled = (ROOT / "formats" / "magi-nation" / "standard.yaml").read_text("utf-8")
    house = folder / "house.yaml"
    house.write_text(bundled.replace("name: Magi-Nation Duel standard", "name: House"),
                     "utf-8")
    deck = DECK.replace(b"magi-nation/standard", b"magi-nation/house")
    options = CheckOptions(formats_dirs=[tmp_path / "formats"])
    assert wrong_zone(Checker(options).check_bytes(deck, "a.txt")) == []
    no_spells = "accepts: {not: {type: [Magi, Spell]}}"
    assert "accepts: {not: {type: Magi}}" in bundled
    house.write_text(bundled.replace("accepts: {not: {type: Magi}}", no_spells), "utf-8")
    assert wrong_zone(Checker(options).check_bytes(deck, "b.txt")) == [("Fire Ball", 7)]


def test_a_judging_is_found_by_its_format_and_database_themselves(tmp_path: Path) -> None:
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps({"cards": [{"name": "Fire Ball", "type": "Magi"}]}), "utf-8")
    checker = Checker(CheckOptions())
    fmt = checker.registry.get("magi-nation/standard")
    database = checker.database(fmt.game)
    judgings = Judgings()
    day = checker.options.as_of
    judging = judgings.of(fmt, database, day)
    assert judgings.of(fmt, database, day) is judging
    other = Checker(CheckOptions()).registry.get("magi-nation/standard")
    assert other is not fmt
    assert judgings.of(other, database, day) is not judging
    with_file = checker.database(fmt.game, [cards])
    assert with_file is not database
    assert judgings.of(fmt, with_file, day).database is with_file
    assert judgings.of(fmt, database, day) is judging


def test_a_judging_is_found_by_its_day_too() -> None:
    """Two judged days of one format and database are two judgings, each with its own
    day's lists: a day's banned card is never judged by another day's lists."""
    checker = Checker(CheckOptions())
    fmt = checker.registry.get("mtg/legacy")
    database = checker.database(fmt.game)
    change = next(change for change in fmt.list_changes if change.banned)
    before = dt.date.fromisoformat(change.date) - dt.timedelta(days=1)
    on = dt.date.fromisoformat(change.date)
    judgings = Judgings()
    earlier, later = judgings.of(fmt, database, before), judgings.of(fmt, database, on)
    assert later is not earlier
    assert (earlier.lists.as_of, later.lists.as_of) == (before.isoformat(), on.isoformat())
    banned = normalise(change.banned[0])
    assert banned in later.lists.banned and banned not in earlier.lists.banned
    assert judgings.of(fmt, database, before) is earlier


def test_a_question_is_asked_once_per_judging_and_key() -> None:
    checker = Checker(CheckOptions())
    fmt = checker.registry.get("magi-nation/standard")
    database = checker.database(fmt.game)
    asked: list[str] = []

    def ask(_judging: Judging, name: str) -> int:
        asked.append(name)
        return len(name)

    question: Question[str, int] = Question("length", ask)
    one = Judging(fmt, fmt.lists_as_of(checker.options.as_of), database)
    two = Judging(fmt, fmt.lists_as_of(checker.options.as_of), database)
    assert [one.answer(question, "Evu"), one.answer(question, "Evu"),
            two.answer(question, "Evu")] == [3, 3, 3]
    assert asked == ["Evu", "Evu"]


def test_a_list_names_a_split_card_by_either_half_and_another_card_by_its_front_face() -> None:
    """Banned and restricted lists: a split card has both names everywhere (MTG rules
    709); an adventurer, prepared, double-faced or flip card only its front face's outside
    the stack (715.4, 712.8a, 710.2), so a list's Ancestral Recall is not the creature
    Emeritus of Ideation // Ancestral Recall."""
    from cardtools.model import Card
    from cardtools.rules.base import list_names, listed

    entries = {"ice": "Ice's entry", "ancestral recall": "Recall's entry",
               "bonecrusher giant": "Giant's entry"}
    split = Card(name="Fire // Ice", faces=("Fire", "Ice"), facts={"layout": "split"})
    prepared = Card(name="Emeritus of Ideation // Ancestral Recall",
                    faces=("Emeritus of Ideation", "Ancestral Recall"),
                    facts={"layout": "prepare"})
    adventurer = Card(name="Bonecrusher Giant // Stomp", faces=("Bonecrusher Giant", "Stomp"),
                      facts={"layout": "adventure"})
    assert listed(entries, [split], split.name) == "Ice's entry"
    assert listed(entries, [prepared], prepared.name) is None
    assert listed(entries, [adventurer], adventurer.name) == "Giant's entry"
    assert list_names(prepared) == (prepared.name, "Emeritus of Ideation")


def test_a_card_is_labelled_by_its_front_face_and_never_by_mixed_faces() -> None:
    """The type words a refused commander is labelled with are its front face's
    (Search for Azcanta is a Legendary Enchantment, its back a Legendary Land; Delver of
    Secrets a Human Wizard, not an Insect); a double-faced card whose data gives only
    its faces' types together is labelled with those types alone: which face is
    Legendary is not known. A split card has both halves' types (rule 709)."""
    from cardtools.model import Card
    from cardtools.rules._faces import type_words

    faces = [{"name": "Search for Azcanta", "type": ["Enchantment"],
              "supertypes": ["Legendary"]},
             {"name": "Azcanta, the Sunken Ruin", "type": ["Land"], "supertypes": ["Legendary"]}]
    azcanta = Card(name="Search for Azcanta // Azcanta, the Sunken Ruin",
                   types=("Enchantment", "Land"), supertypes=("Legendary",),
                   faces=("Search for Azcanta", "Azcanta, the Sunken Ruin"),
                   facts={"layout": "transform", "faces": faces})
    assert type_words(azcanta) == "Legendary Enchantment"
    delver = Card(name="Delver of Secrets // Insectile Aberration", types=("Creature",),
                  subtypes=("Human", "Wizard", "Insect"),
                  faces=("Delver of Secrets", "Insectile Aberration"),
                  facts={"layout": "transform", "faces": [
                      {"name": "Delver of Secrets", "type": ["Creature"],
                       "subtypes": ["Human", "Wizard"]},
                      {"name": "Insectile Aberration", "type": ["Creature"],
                       "subtypes": ["Human", "Insect"]}]})
    assert type_words(delver, subtypes=True) == "Creature Human Wizard"
    together = Card(name="Front // Back", types=("Enchantment", "Land"),
                    supertypes=("Legendary",), subtypes=("Aura",), faces=("Front", "Back"),
                    facts={"layout": "transform"})
    assert type_words(together, subtypes=True) == "Enchantment Land"
    split = Card(name="Fire // Ice", types=("Instant",), supertypes=("Snow",),
                 faces=("Fire", "Ice"), facts={"layout": "split"})
    assert type_words(split) == "Snow Instant"
    assert type_words(Card(name="Nameless")) == ""
