"""The verdict oracle of ``tests/fuzz/oracle.py``, small and fast (issue 13).

Illegal decks (the corpus's illegal decklists, and its legal ones with a banned card, a
restricted card over its limit, a fifth copy, a misspelt name or, in the commander
formats, a card outside the colour identity added) stay illegal, with at least the same
error rules, when their names are disguised (case, spaces and other blanks, full-width,
compatibility and look-alike letters, invisible characters, other punctuation, HTML and
percent escapes, French names, faces), their counts written otherwise, a card line is
split in two or a copy moved to the side deck, the lines of a zone are reordered, a
section that is not part of the deck is added (with a disguised header after it), a
line hidden in a metadata value or after an Arena ``About``, and when the deck is
written in another form (other line breaks, UTF-16, YAML, JSON, CSV, Forge, XMage,
MTGO, Cockatrice, MTGJSON, Arena).
Deterministic Hypothesis runs with a bounded number of examples;
``tests/fuzz/fuzz_check.py`` explores further.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtools.model import DeckResult, Violation
from tests.fuzz import oracle

SEEDS = oracle.illegal_seeds()
ORACLE = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                  suppress_health_check=list(HealthCheck))


def broken(seed: int, chain: list[str], rnd: random.Random, form: str = "text"
           ) -> oracle.Broken | None:
    name, text, _rule = SEEDS[seed]
    return oracle.check_relations(oracle.checker_for(oracle.format_of(name)), text, name,
                                  chain, rnd, form)


def test_the_injected_seeds_are_illegal() -> None:
    """Each injected line makes its deck illegal by the error it is meant to bring (else
    the relations would be checked on nothing)."""
    injected = [seed for seed in SEEDS if seed[2] is not None]
    assert len(injected) >= 15
    for name, text, rule in injected:
        result = oracle.checker_for(oracle.format_of(name)).check_bytes(
            text.encode("utf-8"), name)
        assert result.status == "illegal", (name, text)
        assert rule in oracle.error_rules(result), (name, rule, result.violations)


@ORACLE
@given(seed=st.integers(0, len(SEEDS) - 1),
       chain=st.lists(st.sampled_from(oracle.relations()), min_size=1,
                      max_size=4),
       rnd_seed=st.integers(0, 2**32 - 1),
       form=st.sampled_from(oracle.forms()))
def test_illegal_decks_stay_illegal(seed: int, chain: list[str], rnd_seed: int,
                                    form: str) -> None:
    found = broken(seed, chain, random.Random(rnd_seed), form)
    assert found is None, found.describe()


#: The seed each relation is shown to change: the illegal Mage Noir deck (typo, banned
#: card, fifth copy), or an MTG deck for what it lacks (split cards, commas, hyphens).
MTG_EXTRA = "5 Fire // Ice\n1 Krark-Clan Ironworks\n1 Sensei's Divining Top\n"
RELATION_SEEDS = {"faces": ("mtg-modern.txt", MTG_EXTRA, "mtg/modern"),
                  "punctuation": ("mtg-modern.txt", MTG_EXTRA, "mtg/modern"),
                  "foreign-zone": ("mtg-modern.txt", MTG_EXTRA, "mtg/modern")}


@pytest.mark.parametrize("relation", oracle.relations())
def test_each_relation_changes_the_deck_and_keeps_its_errors(relation: str) -> None:
    """Each relation on a corpus deck that is illegal (the Mage Noir deck: a typo, a
    banned card and a fifth copy): the text changes, and the error rules stay."""
    file_name, extra, format_id = RELATION_SEEDS.get(
        relation, ("mage-noir-illegal.txt", "", "mage-noir/tournament"))
    text = (oracle.CORPUS / file_name).read_text("utf-8")
    if extra:
        text = text.replace("\nSideboard", f"{extra}\nSideboard", 1)
    lines = text.splitlines()
    checker = oracle.checker_for(format_id)
    oracle.use_checker(checker)
    assert oracle.RELATIONS[relation].transform(lines, random.Random(1)) != lines
    before = checker.check_bytes(text.encode("utf-8"), "deck.txt")
    if format_id == "mage-noir/tournament":
        assert oracle.error_rules(before) == {"copy-limit", "unknown-card", "banned"}
    else:
        assert oracle.error_rules(before) == {"copy-limit", "banned"}
    for rnd_seed in range(8):
        found = oracle.check_relations(checker, text, "deck.txt", [relation],
                                       random.Random(rnd_seed))
        assert found is None, found.describe()


#: A seed deck of each game and kind of format, with what makes it illegal.
FORM_SEEDS = [("mage-noir-illegal.txt", ""), ("mtg-modern.txt", MTG_EXTRA),
              ("mtg-commander.txt", "1 Lightning Bolt\n1 Mana Crypt\n"),
              ("mtg-oathbreaker.txt", "1 Sol Ring\n"), ("magi-nation-cald.txt", "4 Arbolit\n")]


@pytest.mark.parametrize("form", oracle.forms())
@pytest.mark.parametrize(("file_name", "extra"), FORM_SEEDS)
def test_each_form_keeps_the_verdict(form: str, file_name: str, extra: str) -> None:
    """The same deck written in each form an organizer receives is illegal by the same
    errors. A form that cannot hold a zone of the deck (a Magi stack in an MTGO file)
    checks it as text; the others are checked in the form itself."""
    text = (oracle.CORPUS / file_name).read_text("utf-8")
    lines = text.splitlines()
    first_zone_end = max(i for i, line in enumerate(lines) if oracle.CARD_LINE.match(line)
                         and oracle._zone_at(lines, i) == "main") + 1
    text = "\n".join([*lines[:first_zone_end], *extra.splitlines(),
                      *lines[first_zone_end:]]) + "\n"
    if form in ("yaml-map", "json-list", "mtgo-dek", "arena") and "magi" not in file_name:
        assert oracle.FORMS[form].write(text.splitlines()) is not None
    checker = oracle.checker_for(oracle.format_of(file_name))
    found = oracle.check_relations(checker, text, file_name, [], random.Random(0), form)
    assert found is None, found.describe()


def test_every_letter_has_compatibility_forms() -> None:
    """The ``compat`` relation has forms for every ASCII letter, each read as it."""
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz":
        assert len(oracle.compat_forms(letter)) >= 10, letter


def test_a_banned_card_in_look_alike_letters_is_still_banned() -> None:
    text = (oracle.CORPUS / "mage-noir-40.txt").read_text("utf-8") + "1 Crimson Ritual\n"
    checker = oracle.checker_for("mage-noir/tournament")
    for rnd_seed in range(8):
        found = oracle.check_relations(checker, text, "deck.txt", ["lookalike"],
                                       random.Random(rnd_seed))
        assert found is None, found.describe()


class CaseSensitiveChecker:
    """A checker that misses a banned card written in upper case: what the oracle is for."""

    def check_bytes(self, data: bytes, name: str) -> DeckResult:
        text = data.decode("utf-8")
        banned = "Crimson Ritual" in text
        violations = [Violation("banned", "CT401", "error", "banned")] if banned else []
        return DeckResult(path=name, status="illegal" if banned else "legal",
                          violations=violations)


def test_the_oracle_catches_a_verdict_that_changes() -> None:
    text = "Deck\n1 Crimson Ritual\n"
    fake: Any = CaseSensitiveChecker()
    found = [oracle.check_relations(fake, text, "deck.txt", ["case"], random.Random(n))
             for n in range(4)]
    caught = [f for f in found if f is not None]
    assert caught, "no case change caught"
    assert caught[0].status == "legal" and caught[0].missing == {"banned"}
    assert caught[0].relation == ["case"] and "Crimson Ritual" not in caught[0].after


def test_the_case_relation_keeps_a_look_alike_whose_other_case_is_another_letter() -> None:
    """Lower-casing a Greek capital Nu (an N) gives a nu, which looks like a v, and a
    capital Beta gives a beta, like no Latin letter: the relation keeps those letters,
    so a disguise stays a disguise of the same name (found by the fuzzer)."""
    lines = ["2 Ι\u0262\u039dITIO\u039d", "4 \u0392REATH", "4 \u0410IR BLADE"]
    for rnd_seed in range(16):
        changed = oracle.disguise_case(lines, random.Random(rnd_seed))
        assert all("\u03bd" not in line and "\u03b2" not in line for line in changed)
    assert oracle._recased("\u0410", "\u0430") == "\u0430"  # Cyrillic A: a look-alike of a


LEGAL = oracle.legal_seeds()


def test_the_legal_seeds_are_the_legal_decks_of_every_game() -> None:
    """The verdict-keeping relations draw from legal decks only, of the four games."""
    assert {name.split("-")[0] for name, _text in LEGAL} >= {"mtg", "mage", "magi", "magetcg"}


@ORACLE
@given(seed=st.integers(0, len(LEGAL) - 1),
       chain=st.lists(st.sampled_from(list(oracle.KEEPING)), min_size=1, max_size=3),
       rnd_seed=st.integers(0, 2**32 - 1))
def test_legal_decks_stay_legal(seed: int, chain: list[str], rnd_seed: int) -> None:
    """Lines reordered, a line split in two, names in another case, comments and blank
    lines added (just under a zone's header and between Magi too), the side deck moved
    first, the format named again by another of its names: a legal deck stays legal
    with no error."""
    name, text = LEGAL[seed]
    found = oracle.check_keeping(oracle.checker_for(oracle.format_of(name)), text, name,
                                 chain, random.Random(rnd_seed))
    assert found is None, found.describe()


@pytest.mark.parametrize(("name", "chain"), [
    ("mtg-duel-commander.txt", ["comments"]), ("magi-nation-cald.txt", ["comments"]),
    ("magetcg-ascension.txt", ["comments"]),
    ("mtg-commander-partners.txt", ["command-first", "comments"]),
    ("mtg-commander.txt", ["command-first", "comments"])])
def test_comments_under_every_header_keep_a_legal_deck_legal(name: str, chain: list[str]
                                                             ) -> None:
    """A comment under each line, the zones' headers too: the commanders and the Magi
    stayed in their zones (the comment was read as a category that ended the zone; a
    comment between two Magi, or between two commanders above the deck's header, put
    the second in the deck)."""
    text = dict(LEGAL)[name]

    class Always(random.Random):
        def random(self) -> float:
            return 0.0

    assert oracle.check_keeping(oracle.checker_for(oracle.format_of(name)), text, name,
                                chain, Always(1)) is None


@pytest.mark.parametrize("name", [name for name, _text in LEGAL])
def test_a_format_named_twice_by_its_other_names_keeps_a_legal_deck_legal(name: str) -> None:
    """``Format:`` lines naming the judged format by its id and its game data's other
    names (``Format: Mage Noir`` / ``Format: mage-noir/tournament``, ``// FORMAT: EDH``):
    a format given twice by two of its names was a ``parse-error``, a legal deck illegal."""
    text = dict(LEGAL)[name]
    checker = oracle.checker_for(oracle.format_of(name))
    oracle.use_checker(checker)
    assert oracle.KEEPING["format-names"].transform(text.splitlines(), random.Random(0)) \
        != text.splitlines()
    for rnd_seed in range(6):
        found = oracle.check_keeping(checker, text, name, ["format-names"],
                                     random.Random(rnd_seed))
        assert found is None, found.describe()
