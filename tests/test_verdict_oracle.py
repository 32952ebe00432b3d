"""The verdict oracle of ``tests/fuzz/oracle.py``, small and fast (issue 13).

Illegal decks (the corpus's illegal decklists, and its legal ones with a banned card, a
restricted card over its limit, a fifth copy or a misspelt name added) stay illegal, with
at least the same error rules, when their names are disguised (case, spaces, full-width
letters, French names), a card line is split in two, the lines of a zone are reordered,
or a section that is not part of the deck is added. Deterministic Hypothesis runs with
a bounded number of examples; ``tests/fuzz/fuzz_check.py`` explores further.
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


def broken(seed: int, chain: list[str], rnd: random.Random) -> oracle.Broken | None:
    name, text, _rule = SEEDS[seed]
    return oracle.check_relations(oracle.checker_for(oracle.format_of(name)), text, name,
                                  chain, rnd)


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
       rnd_seed=st.integers(0, 2**32 - 1))
def test_illegal_decks_stay_illegal(seed: int, chain: list[str], rnd_seed: int) -> None:
    found = broken(seed, chain, random.Random(rnd_seed))
    assert found is None, found.describe()


@pytest.mark.parametrize("relation", oracle.relations())
def test_each_relation_changes_the_deck_and_keeps_its_errors(relation: str) -> None:
    """Each relation on the corpus's illegal Mage Noir deck (typo, banned card, fifth
    copy): the text changes, and the three error rules stay."""
    text = (oracle.CORPUS / "mage-noir-illegal.txt").read_text("utf-8")
    lines = text.splitlines()
    assert oracle.RELATIONS[relation].transform(lines, random.Random(1)) != lines
    checker = oracle.checker_for("mage-noir/tournament")
    before = checker.check_bytes(text.encode("utf-8"), "deck.txt")
    assert oracle.error_rules(before) == {"copy-limit", "unknown-card", "banned"}
    for rnd_seed in range(8):
        found = oracle.check_relations(checker, text, "deck.txt", [relation],
                                       random.Random(rnd_seed))
        assert found is None, found.describe()


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
