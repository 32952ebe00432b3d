"""A card file (``--cards``, a project config's ``cards``) may add cards and replace a
card of the same name, but never take another card's name from it: a card of its own
answering to a banned card's name by an alias, a localised name or a face, or named like
it in look-alike letters, made a deck playing the banned card legal.

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from cardtools import resources
from cardtools.checker import Checker, CheckOptions
from cardtools.errors import CardtoolsError
from cardtools.model import DeckResult
from tests.test_hostile_tricks import BANNED, DECK_40, checker, errors

#: A made-up card of the game's own words, to which each case adds a claim on a name.
_FAKE = {"name": "Quiet Ember", "type": "Spell", "elements": ["Fire"]}


def _card_file(tmp_path: Path, **claim: object) -> Path:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"game": "mage-noir", "cards": [{**_FAKE, **claim}]}),
                    "utf-8")
    return path


@pytest.mark.parametrize("claim", [
    {"aliases": ["Crimson Ritual"]},
    {"names": {"fr": "Crimson Ritual"}},
    {"names": {"de": ["Purpurritual", "Crimson Ritual"]}},
    {"aliases": ["CRIMSON RITUAL"]},
])
def test_a_card_files_other_name_for_a_banned_card_leaves_it_banned(
        tmp_path: Path, claim: dict[str, object]) -> None:
    """A bundled card's own name wins over the alias or localised name a card file gives
    another card: ``1 Crimson Ritual`` was the file's harmless card, the deck legal."""
    one = checker(card_files=[_card_file(tmp_path, **claim)])
    result = one.check_bytes((DECK_40 + "1 Crimson Ritual\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]


@pytest.mark.parametrize("counts_as", [["Quiet Ember"], ["Quiet Ember", "Glowing Coal"]])
def test_a_listed_card_given_another_identity_stays_on_its_list(
        tmp_path: Path, counts_as: list[str]) -> None:
    """A card file replacing a listed card by its own name and giving it the identity of
    another card (``counts_as``) took it off the lists, which were looked up by its
    identities only: 1 Crimson Ritual, and 2 Ignition (restricted to 1), were legal. A
    list names a card by its own name too; the error names the card the list writes."""
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"game": "mage-noir", "cards": [
        {"name": "Crimson Ritual", "type": "Ritual", "elements": ["Fire"],
         "counts_as": counts_as},
        {"name": "Ignition", "type": "Spell", "elements": ["Fire"],
         "counts_as": counts_as}]}), "utf-8")
    one = checker(card_files=[path])
    result = one.check_bytes((DECK_40 + "1 Crimson Ritual\n").encode(), "deck.txt")
    assert (result.status, errors(result)) == ("illegal", [("banned", BANNED, 12)])
    result = one.check_bytes((DECK_40 + "2 Ignition\n").encode(), "deck.txt")
    assert (result.status, errors(result)) == ("illegal", [(
        "restricted", "2 copies of Ignition; it is restricted to 1 copy (listed by 2025-11-04, "
        "where the recorded lists start)", 12)])


def test_a_listed_card_counting_as_another_is_judged_by_its_own_copies(
        tmp_path: Path) -> None:
    """A card listed by its own name and counting as another card (``counts_as``) is
    judged by its own copies, not its identity's: 1 Ignition (restricted to 1) beside 3
    Fire Ball, the identity it was given, was "4 copies of Ignition", the deck illegal;
    a banned 1 Crimson Ritual so given was "remove 4 copies"."""
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"game": "mage-noir", "cards": [
        {"name": "Crimson Ritual", "type": "Ritual", "elements": ["Fire"],
         "counts_as": ["Fire Ball"]},
        {"name": "Ignition", "type": "Spell", "elements": ["Fire"],
         "counts_as": ["Fire Ball"]}]}), "utf-8")
    one = checker(card_files=[path])
    three = DECK_40.replace("4 Fire Ball", "3 Fire Ball")
    result = one.check_bytes((three + "1 Ignition\n").encode(), "deck.txt")
    assert (result.status, errors(result)) == ("legal", [])
    result = one.check_bytes((three + "1 Crimson Ritual\n").encode(), "deck.txt")
    assert (result.status, errors(result)) == ("illegal", [("banned", BANNED, 12)])
    [banned] = [v for v in result.violations if v.rule == "banned"]
    assert (banned.count, banned.cards, banned.hint) == (1, ("Crimson Ritual",), "remove it")
    # a card counting as the listed card is judged with it: Spark of Dawn, counting as
    # Ignition (itself counting as Fire Ball), was its own identity's one copy, unsaid
    path.write_text(json.dumps({"game": "mage-noir", "cards": [
        {"name": "Ignition", "type": "Spell", "elements": ["Fire"],
         "counts_as": ["Fire Ball"]},
        {"name": "Spark of Dawn", "type": "Spell", "elements": ["Fire"],
         "counts_as": ["Ignition"]}]}), "utf-8")
    two = DECK_40.replace("4 Fire Ball", "3 Fire Ball").replace("4 Tornado", "3 Tornado")
    result = checker(card_files=[path]).check_bytes(
        (two + "1 Ignition\n1 Spark of Dawn\n").encode(), "deck.txt")
    # ... and with Fire Ball, the identity Ignition counts as (a chain is followed)
    assert (result.status, errors(result)) == ("illegal", [
        ("copy-limit", "5 copies of Fire Ball (Fire Ball 3 + Ignition 1 + Spark of Dawn 1); "
         "at most 4", 2),
        ("restricted", "2 copies of Ignition (Ignition 1 + Spark of Dawn 1); it is restricted "
         "to 1 copy (listed by 2025-11-04, where the recorded lists start)", 12)])


@pytest.mark.parametrize("layered", [False, True])
def test_a_chain_of_counts_as_is_followed_to_its_end(tmp_path: Path, layered: bool) -> None:
    """A card counting as a card that counts as a third (``counts_as`` A -> B -> C) was
    judged with B only: 3 Fire Ball + 1 Ember Shard (counting as Fire Ball) + 1 Cinder
    (counting as Ember Shard) passed the limit of 4, as did Very Dark Furok counting as
    Magi-Nation's Dark Furok (itself Furok's alternate) beside 2 Furok and a Dark Furok.
    A chain that comes back to its start ends there."""
    shard = {"name": "Ember Shard", "type": "Spell", "elements": ["Fire"],
             "counts_as": ["Fire Ball"]}
    cinder = {"name": "Cinder", "type": "Spell", "elements": ["Fire"],
              "counts_as": ["ember shard"]}
    loop = [{"name": "Loop A", "type": "Spell", "elements": ["Fire"], "counts_as": ["Loop B"]},
            {"name": "Loop B", "type": "Spell", "elements": ["Fire"], "counts_as": ["Loop A"]}]
    files = []
    for number, cards in enumerate([[cinder], [shard, *loop]] if layered
                                   else [[cinder, shard, *loop]]):
        files.append(tmp_path / f"cards{number}.json")
        files[-1].write_text(json.dumps({"game": "mage-noir", "cards": cards}), "utf-8")
    one = checker(card_files=files)
    deck = DECK_40.replace("4 Fire Ball", "3 Fire Ball").replace("4 Tornado", "3 Tornado")
    result = one.check_bytes((deck + "1 Ember Shard\n1 Cinder\n").encode(), "deck.txt")
    assert (result.status, errors(result)) == ("illegal", [
        ("copy-limit", "5 copies of Fire Ball (Fire Ball 3 + Ember Shard 1 + Cinder 1); "
         "at most 4", 2)])
    result = one.check_bytes((deck + "1 Loop A\n1 Loop B\n").encode(), "deck.txt")
    assert (result.status, errors(result)) == ("legal", [])
    furok = tmp_path / "furok.csv"
    furok.write_text("name,type,regions,counts_as\nVery Dark Furok,Creature,Naroom,"
                     "Dark Furok\n", "utf-8")
    magi = (resources.cards_dir() / "magi-nation/examples/legal.txt").read_text("utf-8")
    magi = magi.replace("2 Furok\n", "2 Furok\n1 Dark Furok\n1 Very Dark Furok\n")
    result = Checker(CheckOptions(format_id="magi-nation/standard", use_config=False,
                                  card_files=[furok], as_of=dt.date(2021, 1, 1))).check_bytes(
        magi.replace("3 Tap Roots", "1 Tap Roots").encode(), "deck.txt")
    assert (result.status, errors(result)) == ("illegal", [
        ("copy-limit", "4 copies of Furok (Furok 2 + Dark Furok 1 + Very Dark Furok 1); "
         "at most 3", 19)])


@pytest.mark.parametrize("written", ["ignition", "IGNITION"])
def test_a_card_files_counts_as_names_the_card_as_a_decklist_line_would(
        tmp_path: Path, written: str) -> None:
    """``counts_as`` written in another case, or by a card's French name, named no card's
    identity: Spark of Dawn counting as ``ignition`` beside an Ignition (restricted to 1),
    and one counting as ``Rituel pourpre`` (Crimson Ritual, banned), were legal; a fifth
    Fire Ball as ``Boule de feu``'s alternate too."""
    path = tmp_path / "cards.json"
    spark = {"name": "Spark of Dawn", "type": "Spell", "elements": ["Fire"]}
    path.write_text(json.dumps({"game": "mage-noir", "cards": [
        {**spark, "counts_as": [written]}]}), "utf-8")
    three = DECK_40.replace("4 Tornado", "2 Tornado")
    result = checker(card_files=[path]).check_bytes(
        (three + "1 Ignition\n1 Spark of Dawn\n").encode(), "deck.txt")
    assert [v.rule for v in result.violations if v.severity == "error"] == ["restricted"]
    for named, rule in (("Rituel pourpre", "banned"), ("Boule de feu", "copy-limit")):
        path.write_text(json.dumps({"game": "mage-noir", "cards": [
            {**spark, "counts_as": [named]}]}), "utf-8")
        result = checker(card_files=[path]).check_bytes(
            (DECK_40.replace("4 Tornado", "3 Tornado") + "1 Spark of Dawn\n").encode(),
            "deck.txt")
        assert [v.rule for v in result.violations if v.severity == "error"] == [rule], named


@pytest.mark.parametrize("written", ["\u0421rimson Ritual", "Crimson Rit\u057dal",
                                     "Crims\u03bfn Ritual"])
def test_a_card_file_card_named_in_look_alike_letters_is_the_card_it_disguises(
        tmp_path: Path, written: str) -> None:
    """A card file's card named ``Сrimson Ritual`` (a Cyrillic Es) answered to the deck's
    line written so, its look-alike letters and all: the banned card went through as a
    new card, with only a look-alike warning that read it as itself."""
    one = checker(card_files=[_card_file(tmp_path, name=written)])
    result = one.check_bytes((DECK_40 + f"1 {written}\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    look_alike = [v for v in result.violations if v.rule == "look-alike"]
    assert [(v.severity, v.line) for v in look_alike] == [("warning", 12)]
    assert "read as 'Crimson Ritual'" in look_alike[0].message


def test_a_card_files_own_card_is_still_read_by_its_names(tmp_path: Path) -> None:
    """What a card file may do stays: its card is found by its name and its alias, and a
    card of the same name replaces the bundled one (the Animal a file types so)."""
    one = checker(card_files=[_card_file(tmp_path, aliases=["Ember of Quiet"])])
    for line in ("1 Quiet Ember", "1 Ember of Quiet"):
        result = one.check_bytes((DECK_40 + f"{line}\n").encode(), "deck.txt")
        assert result.status == "legal"  # an unknown card would be an error
        assert result.zones == {"main": 41}
    animals = tmp_path / "animals.csv"
    animals.write_text("name,type\nTornado,Animal\nSeed,Animal\n", "utf-8")
    result = checker(card_files=[animals]).check_bytes(DECK_40.encode(), "deck.txt")
    assert result.status == "illegal"
    assert [rule for rule, _, _ in errors(result)] == ["category-limit"]


def test_a_disguised_line_of_a_bundled_card_stays_that_card_with_a_card_file(
        tmp_path: Path) -> None:
    """Metamorphic: the deck's banned line written plain, in look-alike letters or by
    the card file's alias gives the same verdict, the same rule and line."""
    one = checker(card_files=[_card_file(tmp_path, aliases=["Crimson Ritual"])])
    verdicts = {
        written: errors(one.check_bytes((DECK_40 + f"1 {written}\n").encode(), "deck.txt"))
        for written in ("Crimson Ritual", "\u0421rimson Ritual", "crimson ritual",
                        "Rituel pourpre")}
    assert set(map(tuple, verdicts.values())) == {(("banned", BANNED, 12),)}


def test_a_card_file_card_named_in_full_width_letters_replaces_the_card_still_banned(
        tmp_path: Path) -> None:
    """Full-width letters are the same name (NFKC): the file's card replaces the bundled
    one, as a card of the same name does, and the lists still name it."""
    one = checker(card_files=[_card_file(tmp_path, name="\uff23rimson Ritual")])
    for written in ("Crimson Ritual", "\uff23rimson Ritual"):
        result = one.check_bytes((DECK_40 + f"1 {written}\n").encode(), "deck.txt")
        assert result.status == "illegal"
        assert [(rule, line) for rule, _, line in errors(result)] == [("banned", 12)]


def _judged_with_config(tmp_path: Path, cards: str, deck: str) -> DeckResult:
    (tmp_path / "mine.csv").write_text(cards, "utf-8")
    (tmp_path / ".cardtools.yaml").write_text(
        "format: mage-noir/tournament\ncards: [mine.csv]\n", "utf-8")
    (tmp_path / "deck.txt").write_text(deck, "utf-8")
    options = CheckOptions(as_of=dt.date(2025, 11, 4),
                           config_file=tmp_path / ".cardtools.yaml")
    return Checker(options).check_paths([str(tmp_path / "deck.txt")])[0]


def test_a_configs_card_file_says_which_bundled_cards_it_replaces(tmp_path: Path) -> None:
    """A config's card file that retypes a bundled card changes a verdict (Tornado and
    Seed made Animals: two Animals, over the limit of one; the other way round a card
    leaves a limit): the report names the cards it replaces and those it adds, where it
    said only "adds or replaces cards"."""
    cards = "name,type\nTornado,Animal\nSeed,Animal\nWild Boar,Animal\n"
    result = _judged_with_config(tmp_path, cards, DECK_40)
    assert result.status == "illegal"
    assert [rule for rule, _, _ in errors(result)] == ["category-limit"]
    assert result.config is not None
    assert [(change.setting, change.value, change.message, change.weakens)
            for change in result.config.changes][-1] == (
        "cards", "mine.csv",
        "cards mine.csv: replaces the bundled cards Tornado, Seed; adds card Wild Boar", True)


def test_a_long_card_file_is_named_in_part(tmp_path: Path) -> None:
    """At most five names of each kind, then how many more: a card file of the whole
    game keeps the report readable."""
    names = ["Tornado", "Seed", "Breath", "Droplet", "Water Drop", "Fire Ball",
             "Ember A", "Ember B"]
    cards = "name,type\n" + "".join(f"{name},Spell\n" for name in names)
    result = _judged_with_config(tmp_path, cards, DECK_40)
    assert result.config is not None
    assert result.config.changes[-1].message == (
        "cards mine.csv: replaces the bundled cards Tornado, Seed, Breath, Droplet, "
        "Water Drop and 1 more; adds cards Ember A, Ember B")


def test_a_configs_formats_folder_names_the_bundled_formats_its_parent_changes(
        tmp_path: Path) -> None:
    """A formats folder replacing the abstract ``mtg/constructed`` raised the copy limit
    of the bundled mtg/modern, legacy, ... which extend it: the report said "replaces
    mtg/constructed" only, and a deck of 5 Thoughtseize was legal as "mtg/modern"."""
    bundled = resources.formats_dir() / "mtg" / "constructed.yaml"
    raised = bundled.read_text("utf-8").replace("  default: 4\n", "  default: 9\n")
    assert raised != bundled.read_text("utf-8")
    (tmp_path / "formats" / "mtg").mkdir(parents=True)
    (tmp_path / "formats" / "mtg" / "constructed.yaml").write_text(raised, "utf-8")
    (tmp_path / ".cardtools.yaml").write_text("formats_dir: formats\n", "utf-8")
    (tmp_path / "deck.txt").write_text("Format: mtg/modern\n55 Island\n5 Thoughtseize\n",
                                       "utf-8")
    options = CheckOptions(as_of=dt.date(2026, 8, 22), config_file=tmp_path / ".cardtools.yaml")
    result = Checker(options).check_paths([str(tmp_path / "deck.txt")])[0]
    assert (result.status, result.format_id) == ("legal", "mtg/modern")
    assert result.config is not None
    assert [(change.message, change.weakens) for change in result.config.changes] == [(
        "formats_dir formats: replaces mtg/constructed; changes mtg/legacy, mtg/modern, "
        "mtg/pauper, mtg/pioneer, mtg/premodern, mtg/standard, mtg/vintage, which extend "
        "what it replaces", True)]
    isolated = Checker(CheckOptions(as_of=dt.date(2026, 8, 22), use_config=False))
    alone = isolated.check_paths([str(tmp_path / "deck.txt")])[0]
    assert [(rule, line) for rule, _, line in errors(alone)] == [("copy-limit", 3)]


# ------------------------------------------- a card file's card named as another card


def _assert_ambiguous_with_crimson_ritual(result: DeckResult, named: str,
                                          written: str, marked: bool = False) -> None:
    """The deck's line 12, ``1 {written}``, is an ``ambiguous-card`` error naming the card
    file's ``named`` and the bundled Crimson Ritual, and the config's change says the
    file gives its card a bundled card's name."""
    assert result.status == "illegal"
    # a bundled card's name in the brackets (marked) is also a parse-error naming it
    assert [(rule, line) for rule, _, line in errors(result)] == (
        [("parse-error", 12)] if marked else []) + [("ambiguous-card", 12)]
    message = errors(result)[-1][1]
    assert message.startswith(f"'{written}' could be {named} or Crimson Ritual (")
    assert f"{named} of the card file mine.csv and " in message
    assert " of the bundled data" in message
    assert message.endswith(": a card file's card never takes another card's name, in any "
                            "spelling)")
    assert [v.hint for v in result.violations if v.rule == "ambiguous-card"] == [
        "give the card file's card a name of its own"]
    assert result.config is not None
    assert result.config.changes[-1].message == (
        f"cards mine.csv: gives its card names of bundled cards, {named} (Crimson Ritual): "
        "a decklist line so written is not its card")


@pytest.mark.parametrize(("named", "written"), [
    ("Rituel pourpre", "Rituel pourpre"),          # Crimson Ritual's French name
    ("Ritu\u0435l pourpre", "Ritu\u0435l pourpre"),  # the same in a Cyrillic Ie
    ("Crimson-Ritual", "Crimson-Ritual"),          # another spelling of its name
    ("Crimson, Ritual", "Crimson, Ritual"),        # and another
    ("Crimson\u200bRitual", "Crimson\u200bRitual"),  # words parted by a zero-width space
    ("Crimson\u2060Ritual", "Crimson\u2060Ritual"),  # by a word joiner
    ("Crimson\U000e0020Ritual", "Crimson\U000e0020Ritual"),  # by a tag space
    # the same letters and digits whatever marks stand between them
    ("Crimson Ritual!", "Crimson Ritual!"), ("C.rimson Ritual", "C.rimson Ritual"),
    ("Crimson~Ritual", "Crimson~Ritual"),
    ("Crimson:Ritual", "Crimson:Ritual"), ("Crimson Ri-tual", "Crimson Ri-tual"),
    # a possessive added, which a line so written reads as the bundled card without it
    ("Crimson's Ritual", "Crimson's Ritual"),
])
def test_a_card_files_card_named_as_a_bundled_card_is_ambiguous(
        tmp_path: Path, named: str, written: str) -> None:
    """A card file's card whose own name is a bundled card's other name (its French name)
    or another spelling of its name (its words parted by an invisible character, which
    shows as ``Crimson Ritual`` or ``CrimsonRitual``) took the deck's line so written:
    ``1 Rituel pourpre`` or ``1 Crimson-Ritual`` was the file's harmless card and the
    deck legal,
    the config's change said only "adds card Rituel pourpre". The line names two cards:
    an ``ambiguous-card`` error that says which file holds which."""
    result = _judged_with_config(tmp_path, f'name,type\n"{named}",Spell\n',
                                 DECK_40 + f"1 {written}\n")
    _assert_ambiguous_with_crimson_ritual(result, named, written)


def test_a_card_files_card_named_as_a_bundled_card_leaves_the_bundled_name_banned(
        tmp_path: Path) -> None:
    """Metamorphic: beside a card file's ``Rituel pourpre``, ``Crimson-Ritual`` and
    ``Crimson Ritual's``, the banned card written by its own name is still banned, and a
    deck without either line still legal (a card file adds what it adds)."""
    cards = "name,type\nRituel pourpre,Spell\nCrimson-Ritual,Spell\nEmber Pact,Spell\n"
    banned = _judged_with_config(tmp_path, cards, DECK_40 + "1 Crimson Ritual\n")
    assert [(rule, line) for rule, _, line in errors(banned)] == [("banned", 12)]
    added = _judged_with_config(tmp_path, cards, DECK_40 + "1 Ember Pact\n")
    assert (added.status, added.zones) == ("legal", {"main": 41})


def _magetcg_cards(path: Path, rows: str) -> Path:
    path.write_text("name,type,rarity,finishes\n" + rows, "utf-8")
    return path


def _organizer_cards(tmp_path: Path, card: str) -> Path:
    """An organizer's MageTCG card file: an Iconic Mage, 15 fillers and ``card`` (its name,
    type and rarity), each in both finishes."""
    rows = ["Iconic Seraph,Character,Common", *(f"Filler {n},Spell,Common" for n in range(15)),
            card]
    return _magetcg_cards(tmp_path / "organizer.csv",
                          "".join(f"{row},standard;holographic\n" for row in rows))


@pytest.mark.parametrize("player_above", [True, False])
def test_a_players_card_file_cannot_retake_the_organizers_card_by_a_spelling(
        tmp_path: Path, player_above: bool) -> None:
    """MageTCG's cards are all card files: a player's ``Storm-Adept, Common`` beside the
    organizer's ``Storm Adept, Rare`` took the line ``1 Storm-Adept``, a Rare out of a
    Heroic deck, legal; the line is ambiguous whichever file is layered above, and so is
    the organizer's spelling: no card file is the game's own data."""
    organizer = _organizer_cards(tmp_path, "Storm Adept,Character,Rare")
    player = _magetcg_cards(tmp_path / "mine.csv",
                            "Storm-Adept,Character,Common,standard;holographic\n")
    files = [organizer, player] if player_above else [player, organizer]
    one = Checker(CheckOptions(format_id="magetcg/ascension+heroic", card_files=files,
                               use_config=False, as_of=dt.date(2026, 11, 29)))
    deck = ("Mage\n1 Iconic Seraph\nDeck\n"
            + "".join(f"4 Filler {n}\n" for n in range(14)) + "2 Filler 14\n")
    assert one.check_bytes(deck.encode(), "deck.txt").status == "illegal"  # 58 cards
    result = one.check_bytes((deck + "1 Storm-Adept\n").encode(), "deck.txt")
    assert [(rule, line) for rule, _, line in errors(result)] == [("ambiguous-card", 19)]
    assert ("'Storm-Adept' could be " in errors(result)[0][1]
            and "Storm-Adept of the card file mine.csv" in errors(result)[0][1]
            and "Storm Adept of the card file organizer.csv" in errors(result)[0][1])
    # no file is the bundled data: the organizer's own spelling is one of two cards too
    rare = one.check_bytes((deck + "1 Storm Adept\n").encode(), "deck.txt")
    assert [(rule, line) for rule, _, line in errors(rare)] == [("ambiguous-card", 19)]
    filled = one.check_bytes((deck + "1 Filler 14\n").encode(), "deck.txt")
    assert (filled.status, errors(filled)) == ("legal", [])


def test_a_card_file_replacing_a_card_leaves_its_own_name_to_it(tmp_path: Path) -> None:
    """Metamorphic: a card file replacing Brainstorm and Ponder (as one of newer data
    does, with every card it holds) leaves a legal deck legal. The bundled data also
    answers to ``Brainstorm`` by a face (Harmonized Trio // Brainstorm) and to
    ``Contemplation`` by Ponder's French name, but by its own best match it answers
    with the card of that name, which the file replaces or leaves as it is."""
    path = tmp_path / "newer.json"
    path.write_text(json.dumps({"game": "mtg", "cards": [
        {"name": "Brainstorm", "type": ["Instant"], "sets": ["ICE"],
         "colour_identity": ["U"], "mana_value": 1},
        {"name": "Ponder", "type": ["Sorcery"], "sets": ["LRW"],
         "colour_identity": ["U"], "mana_value": 1}]}), "utf-8")
    one = Checker(CheckOptions(format_id="mtg/legacy", card_files=[path], use_config=False,
                               as_of=dt.date(2026, 8, 22)))
    for card in ("Brainstorm", "Ponder", "Contemplation"):
        result = one.check_bytes(f"4 {card}\n56 Island\n".encode(), "deck.txt")
        assert (card, result.status, errors(result)) == (card, "legal", [])


def test_a_card_file_name_parted_by_a_byte_order_mark_is_ambiguous_too(
        tmp_path: Path) -> None:
    """A decklist reader drops a byte order mark inside the text, so the line reads
    ``CrimsonRitual``; the card file's ``Crimson\\ufeffRitual`` is still Crimson Ritual's
    name, its words parted so: the line names both cards."""
    result = _judged_with_config(tmp_path, 'name,type\n"Crimson\ufeffRitual",Spell\n',
                                 DECK_40 + "1 Crimson\ufeffRitual\n")
    assert [(rule, line) for rule, _, line in errors(result)] == [("ambiguous-card", 12)]
    alone = checker().check_bytes((DECK_40 + "1 Crimson\ufeffRitual\n").encode(), "deck.txt")
    assert [(rule, line) for rule, _, line in errors(alone)] == [("unknown-card", 12)]


@pytest.mark.parametrize(("stem", "said"), [
    ("tourn\u0430ment", "U+0430 CYRILLIC SMALL LETTER A"),
    ("tournament\u200b", "U+200B ZERO WIDTH SPACE"),
    ("tournament ", "U+0020 SPACE"),
])
def test_a_configs_format_named_like_a_bundled_one_is_refused(
        tmp_path: Path, stem: str, said: str) -> None:
    """A config's formats folder holding ``mage-noir/tournаment.yaml`` (a Cyrillic a)
    without the banned list was the format a decklist's ``Format: mage-noir/tournаment``
    named: the deck legal, reported as judged by "mage-noir/tournament" to the eye, the
    config's change "adds mage-noir/tournаment". Such an id is refused, naming the file
    and the character."""
    bundled = resources.formats_dir() / "mage-noir" / "tournament.yaml"
    lax = bundled.read_text("utf-8").replace("banned: [Crimson Ritual]", "banned: []")
    assert lax != bundled.read_text("utf-8")
    (tmp_path / "formats" / "mage-noir").mkdir(parents=True)
    own = tmp_path / "formats" / "mage-noir" / f"{stem}.yaml"
    own.write_text(lax, "utf-8")
    (tmp_path / ".cardtools.yaml").write_text("formats_dir: formats\n", "utf-8")
    (tmp_path / "deck.txt").write_text(f"Format: mage-noir/{stem.strip()}\n{DECK_40}"
                                       "1 Crimson Ritual\n", "utf-8")
    options = CheckOptions(as_of=dt.date(2025, 11, 4), config_file=tmp_path / ".cardtools.yaml")
    with pytest.raises(CardtoolsError) as raised:
        Checker(options).check_paths([str(tmp_path / "deck.txt")])
    assert raised.value.path == str(own)
    assert raised.value.message.startswith("the format id 'mage-noir/")
    assert raised.value.message.endswith(
        f"' holds {said}: a format id is written with ASCII letters, digits, '-' and '_' "
        "(one that looks like another format's id would be reported as it)")


@pytest.mark.parametrize(("folder", "name", "said"), [
    ("mage-noir", "Tournament.yaml", "mage-noir/Tournament.yaml"),
    ("Mage-Noir", "tournament.yaml", "Mage-Noir/tournament.yaml"),
    ("mage-noir", "tournament.YAML", "mage-noir/tournament.YAML"),
])
def test_a_format_file_named_in_capitals_is_refused(tmp_path: Path, folder: str, name: str,
                                                    said: str) -> None:
    """``mtg/Legacy.yaml`` (a house Legacy adding a ban) was never used: ids are read in
    lower case, so ``Format: Legacy`` named the bundled format and the house ban went
    unapplied, the deck legal; ``standard.YAML`` was not even read. Such a file is refused,
    naming it."""
    (tmp_path / "formats" / folder).mkdir(parents=True)
    own = tmp_path / "formats" / folder / name
    own.write_text("name: House\nextends: tournament\nbanned: [Fire Ball]\n", "utf-8")
    (tmp_path / "deck.txt").write_text(f"Format: mage-noir/tournament\n{DECK_40}", "utf-8")
    options = CheckOptions(as_of=dt.date(2025, 11, 4), formats_dirs=[tmp_path / "formats"],
                           use_config=False)
    with pytest.raises(CardtoolsError) as raised:
        Checker(options).check_paths([str(tmp_path / "deck.txt")])
    assert (raised.value.path, raised.value.message) == (
        str(own), f"the format file name {said} is not all in lower case: format ids and "
        "suffixes are read in lower case (a Format: line naming it names "
        f"{said.lower().rsplit('.', 1)[0]}), so it would never be used; name the game "
        "folder and the file in lower case")


def test_a_card_files_card_with_a_bundled_card_as_a_face_is_ambiguous(tmp_path: Path) -> None:
    """A card file's ``Quiet Ember // Crimson Ritual`` took the line so written, a new
    card with the banned card as its second face: the deck legal. The name is no longer
    the file's card alone, so the line is read as any line whose whole name names no one
    card: its ``//`` names the card Crimson Ritual after 'Quiet Ember', two cards on one
    line, a ``parse-error`` naming both."""
    result = _judged_with_config(tmp_path, 'name,type\n"Quiet Ember // Crimson Ritual",Spell\n',
                                 DECK_40 + "1 Quiet Ember // Crimson Ritual\n")
    assert result.status == "illegal"
    assert errors(result) == [(
        "parse-error", "no card is named 'Quiet Ember // Crimson Ritual': the line names "
        "'Quiet Ember' and, after its '//', the card Crimson Ritual: not counted", 12)]


@pytest.mark.parametrize("named", [
    "Crimson Ritual (Showcase)", "Crimson Ritual (Promo)", "Crimson Ritual - Promo",
    "Crimson Ritual (Playtest)", "Crimson Ritual (Extended Art)",  # a printing's kind
    "Crimson Ritual (Base Game)",                                  # a set's name
    "Crimson Ritual (Fire)", "Crimson Ritual (Ritual, Legendary)",  # a group's words
    "Crimson Ritual - Fire", "Rituel pourpre (Promo)",
    "Crimson Ritual (Rituel pourpre)", "Rituel pourpre (Crimson Ritual)",  # a translation
])
def test_a_card_files_card_named_as_a_bundled_card_and_the_words_cut_after_it_is_ambiguous(
        tmp_path: Path, named: str) -> None:
    """A decklist line ``1 Crimson Ritual (Showcase)`` is the banned Crimson Ritual, the
    words after the name cut as a printing's; a config's card file holding a card so
    named took the line, a new harmless card, and the deck was legal (only "adds card"
    said). The line names two cards: an ``ambiguous-card`` error naming both files."""
    result = _judged_with_config(tmp_path, f'name,type\n"{named}",Spell\n',
                                 DECK_40 + f"1 {named}\n")
    _assert_ambiguous_with_crimson_ritual(result, named, named,
                                          marked=named.endswith(("(Rituel pourpre)",
                                                                 "(Crimson Ritual)")))


def test_a_card_files_card_with_words_after_a_new_name_is_still_its_card(
        tmp_path: Path) -> None:
    """Metamorphic: a card file's ``Quiet Ember (Promo)`` beside no bundled Quiet Ember
    is the file's card, and the banned card written plain beside it is still banned."""
    cards = 'name,type\n"Quiet Ember (Promo)",Spell\n'
    added = _judged_with_config(tmp_path, cards, DECK_40 + "1 Quiet Ember (Promo)\n")
    assert (added.status, added.zones, errors(added)) == ("legal", {"main": 41}, [])
    assert added.config is not None
    assert added.config.changes[-1].message == "cards mine.csv: adds card Quiet Ember (Promo)"
    banned = _judged_with_config(tmp_path, cards, DECK_40 + "1 Crimson Ritual (Promo)\n")
    assert [(rule, line) for rule, _, line in errors(banned)] == [("banned", 12)]


def test_a_players_card_file_cannot_retake_the_organizers_card_with_a_printing(
        tmp_path: Path) -> None:
    """MageTCG: a player's ``Tidal Crown (Promo), Common`` beside the organizer's
    ``Tidal Crown, Legendary`` took the line ``1 Tidal Crown (Promo)``, a second copy
    of a Legendary card (at most 1), legal; the line is ambiguous."""
    organizer = _organizer_cards(tmp_path, "Tidal Crown,Relic,Legendary")
    player = _magetcg_cards(tmp_path / "mine.csv",
                            '"Tidal Crown (Promo)",Relic,Common,standard;holographic\n')
    one = Checker(CheckOptions(format_id="magetcg/ascension", card_files=[organizer, player],
                               use_config=False, as_of=dt.date(2026, 11, 29)))
    deck = ("Mage\n1 Iconic Seraph\nDeck\n"
            + "".join(f"4 Filler {n}\n" for n in range(14)) + "1 Tidal Crown\n")
    result = one.check_bytes((deck + "1 Filler 14\n1 Tidal Crown (Promo)\n").encode(),
                             "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [("ambiguous-card", 20)]
    assert ("Tidal Crown (Promo) of the card file mine.csv and Tidal Crown of the card file "
            "organizer.csv, as 'Tidal Crown' reads" in errors(result)[0][1])
    one_copy = one.check_bytes((deck + "2 Filler 14\n").encode(), "deck.txt")
    assert (one_copy.status, errors(one_copy)) == ("legal", [])


@pytest.mark.parametrize(("claim", "written"), [
    ({"aliases": ["Crimson Ritual (Showcase)"]}, "Crimson Ritual (Showcase)"),
    ({"names": {"de": "Rituel pourpre (Promo)"}}, "Rituel pourpre (Promo)"),
])
def test_a_card_files_other_name_with_words_cut_after_a_bundled_name_is_ambiguous(
        tmp_path: Path, claim: dict[str, object], written: str) -> None:
    """The same by an alias or a localised name of the file's card: ``1 Crimson Ritual
    (Showcase)`` was Quiet Ember, the banned card hidden."""
    one = checker(card_files=[_card_file(tmp_path, **claim)])
    result = one.check_bytes((DECK_40 + f"1 {written}\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert [(rule, line) for rule, _, line in errors(result)] == [("ambiguous-card", 12)]
    assert errors(result)[0][1].startswith(f"'{written}' could be Quiet Ember or Crimson Ritual (")


@pytest.mark.parametrize(("written", "said"), [
    ("Furock", "names no card (did you mean Furok or Furlosk?)"),
    ("Fur0k", "names no card (did you mean Furok?)"),
    ("Furok (Base Set)", "names no card (did you mean Furok?)"),
    ("The Furok", "names no card (did you mean Furok or Ice Furok or Hunter Furok?)")])
def test_a_counts_as_near_a_card_but_naming_none_is_refused(
        tmp_path: Path, written: str, said: str) -> None:
    """``counts_as`` naming no card, a typo or a set's name away from one: the alternate
    was judged apart from the card it counts as, 2 Furok and 2 Pale Furok legal (Building
    Your Deck: no more than three total). The card file is refused on the card's line; a
    name near no card (two alternates of a card no file holds) stays as written."""
    furok = tmp_path / "furok.csv"
    furok.write_text(f"name,type,regions,counts_as\nPale Furok,Creature,Naroom,{written}\n",
                     "utf-8")
    magi = (resources.cards_dir() / "magi-nation/examples/legal.txt").read_text("utf-8")
    magi = magi.replace("2 Furok\n", "2 Furok\n2 Pale Furok\n").replace("3 Tap Roots",
                                                                        "1 Tap Roots")
    options = CheckOptions(format_id="magi-nation/standard", use_config=False,
                           card_files=[furok], as_of=dt.date(2021, 1, 1))
    with pytest.raises(CardtoolsError) as raised:
        Checker(options).check_bytes(magi.encode(), "deck.txt")
    assert (raised.value.message, raised.value.path, raised.value.where) == (
        f"card 'Pale Furok': counts_as: {written!r} {said}: the card would be judged apart "
        "from the card it counts as; write that card's name", str(furok), "2")
    furok.write_text("name,type,regions,counts_as\nPale Furok,Creature,Naroom,Zzyzx Qwerty\n"
                     "Dim Furok,Creature,Naroom,Zzyzx Qwerty\n", "utf-8")
    result = Checker(options).check_bytes(
        magi.replace("2 Pale Furok\n", "2 Pale Furok\n2 Dim Furok\n").encode(), "deck.txt")
    assert (result.status, errors(result)) == ("illegal", [
        ("copy-limit", "4 copies of Zzyzx Qwerty (Pale Furok 2 + Dim Furok 2); at most 3",
         20)])


def test_copies_counting_as_a_restricted_card_through_a_chain_are_one_error(
        tmp_path: Path) -> None:
    """Cinder counts as Ember Shard, which counts as the restricted Ignition: five Cinder
    were a ``restricted`` error and a ``copy-limit`` error of Ember Shard, for the same
    copies; the restricted rule judges them. With that rule ignored the copy limit
    judges them once, by the chain's end."""
    path = tmp_path / "chain.json"
    path.write_text(json.dumps({"game": "mage-noir", "cards": [
        {"name": "Ember Shard", "type": "Spell", "elements": ["Fire"],
         "counts_as": ["Ignition"]},
        {"name": "Cinder", "type": "Spell", "elements": ["Fire"],
         "counts_as": ["Ember Shard"]}]}), "utf-8")
    deck = (DECK_40.replace("4 Tornado\n", "") + "5 Cinder\n").encode()
    result = checker(card_files=[path]).check_bytes(deck, "deck.txt")
    assert (result.status, errors(result)) == ("illegal", [
        ("restricted", "5 copies of Cinder (counted as Ignition); it is restricted to 1 copy "
         "(listed by 2025-11-04, where the recorded lists start)", 11)])
    result = checker(card_files=[path], severities={"restricted": "off"}).check_bytes(
        deck, "deck.txt")
    assert (result.status, errors(result)) == ("illegal", [
        ("copy-limit", "5 copies of Cinder (counted as Ignition); at most 4", 11)])
