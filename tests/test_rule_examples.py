"""Every rule module's docstring examples run and show what they say (as pycodestyle's
``Okay:`` and ``E101:`` docstring lines do).

An example is an indented block (reStructuredText's ``::`` literal block, as
``cardtools.ruledocs`` reads it) after a paragraph whose first word gives the verdict:

``Legal``
    a whole deck: it is judged legal and no rule gives it an error or a warning (but
    data-age, which says how old the card data is on the day the test runs);
``Not reported``
    a part of a deck the rule says nothing about: only the size of a part is reported on
    it (``PART_OF_A_DECK``), never its cards (a banned card, an unknown one), but by a
    rule its paragraph names (````unknown-card````), which reports the example's point;
``Illegal`` or ``Reported``
    the rule reports at least one violation on it (and, for an error rule, the deck is
    not legal); on an ``Illegal`` one, an error.

The block is a decklist that names its format on a ``Format:`` line, judged as
``cardtools rules NAME`` prints it, nothing dropped: a note for the reader is a comment
the decklist reader skips (``# ...`` after a line, or on a line of its own to go on), so
an example copied into a file gives the verdict it is labelled with. Options the
paragraph gives in double backquotes (````--date 2026-12-01````,
````--cards template.csv````, ````--strict````, ````--pool pool.txt````) are passed on.
A ``--cards`` or ``--pool`` file is named as a user would name their own (rule
documentation never points into this repository's tests); ``EXAMPLE_FILES`` says which
file of the project stands for it.

Other rules than the example's own may report on an Illegal or Reported one (an example
shows one rule, not a whole tournament deck). Every rule has at least one Legal or Not
reported and one Illegal or Reported example, except those in ``NOT_RUN`` (each with its reason).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import Violation
from cardtools.ruledocs import blocks, rule_text
from cardtools.rules import RULES

ROOT = Path(__file__).resolve().parent.parent
#: The files the rule examples name (``--cards NAME``, ``--pool NAME``) and the project
#: files that stand for them: made-up cards and pools.
EXAMPLE_FILES = {
    "animals.csv": "tests/fixtures/mage_noir/animals.csv",
    "template.csv": "cards/magetcg/template.csv",
    "foundry-cards.csv": "tests/fixtures/magetcg/cards.csv",
    "pool.txt": "tests/fixtures/magetcg/pool.txt",
}
#: Rules whose examples cannot be a single decklist judged by itself, and why.
NOT_RUN = {
    "file-error": "about files that cannot be read as text (images, NUL bytes, size)",
    "internal-error": "reported when a rule crashes; no decklist makes a sound rule crash",
    "encoding": "about bytes that are not UTF-8, which a docstring cannot hold",
    "duplicate-deck": "about several decks of one batch (tests/test_batch_findings.py)",
    "duplicate-player": "about several decks of one batch (tests/test_batch_findings.py)",
    "no-player": "about several decks of one batch (tests/test_batch_findings.py)",
    "no-card-data": "about a game whose card database is empty; its example is a command",
}
_OPTION = re.compile(r"``(--[a-z-]+)(?: ([^`]+))?``")
_VERDICTS = {"Legal": False, "Not reported": False, "Illegal": True, "Reported": True}
_VERDICT = re.compile(r"(Legal|Not reported|Illegal|Reported)\b")
#: A rule an example's paragraph names (``unknown-card``): the one that reports its point.
_RULE_NAMED = re.compile(r"``([a-z]+(?:-[a-z]+)+)``")
#: What the other rules may report on a Not reported example, a part of a deck: its size.
PART_OF_A_DECK = frozenset({"zone-size", "magi-stack", "data-age"})


@dataclass(frozen=True)
class Example:
    """One docstring example: its rule, whether the rule reports on it, the options its
    paragraph names (``--option`` -> value or ``""``) and the decklist text."""

    rule: str
    reported: bool
    whole: bool
    options: dict[str, str]
    decklist: str
    others: frozenset[str] = frozenset()
    illegal: bool = False


def decklist_of(rule: str, block: str) -> str:
    """The decklist of an example block of ``rule`` as ``cardtools rules`` prints it
    (each line indented by four spaces), which a user copies into a file."""
    printed = "\n".join("    " + line if line else "" for line in block.split("\n"))
    assert printed in rule_text(RULES[rule]), printed
    return printed + "\n"


def examples_of(rule: str) -> list[Example]:
    """The examples of a rule's docstring, in order; a block after a paragraph that
    gives no verdict is prose, not an example."""
    found: list[Example] = []
    intro = ""
    for kind, text in blocks(RULES[rule]):
        verdict = _VERDICT.match(intro)
        if kind == "example" and verdict:
            options = {name: value for name, value in _OPTION.findall(intro)}
            found.append(Example(rule, _VERDICTS[verdict[1]], verdict[1] == "Legal", options,
                                 decklist_of(rule, text), frozenset(_RULE_NAMED.findall(intro)),
                                 verdict[1] == "Illegal"))
        intro = text if kind == "text" else ""
    return found


def _all_examples() -> list[object]:
    params = []
    for rule in sorted(set(RULES) - set(NOT_RUN)):
        for number, example in enumerate(examples_of(rule), 1):
            params.append(pytest.param(example, id=f"{rule} #{number}"))
    return params


def judge(example: Example, least: tuple[str, ...] = ("info", "warning", "error")
          ) -> tuple[str, list[str]]:
    """The deck's status and the rule ids reported on an example's decklist (of the
    severities ``least`` names)."""
    options = CheckOptions(strict="--strict" in example.options)
    if "--cards" in example.options:
        options.card_files.append(ROOT / EXAMPLE_FILES[example.options["--cards"]])
    if "--pool" in example.options:
        options.pool_file = ROOT / EXAMPLE_FILES[example.options["--pool"]]
    if "--date" in example.options:
        options.as_of = dt.date.fromisoformat(example.options["--date"])
    result = Checker(options).check_bytes(example.decklist.encode("utf-8"), "example.txt")
    return result.status, [v.rule for v in result.violations
                           if not is_note(v) and v.severity in least]


def is_note(violation: Violation) -> bool:
    """An info note of a rule that is an error or a warning (not-in-pool naming the pool
    the deck was judged against): it tells, it does not report."""
    return violation.severity == "info" and RULES[violation.rule].severity != "info"


@pytest.mark.parametrize("example", _all_examples())
def test_docstring_example(example: Example) -> None:
    """The rule reports on an Illegal or Reported example, and not on a Legal one."""
    assert example.decklist.lstrip().lower().startswith("format:"), example.decklist
    status, reported = judge(example)
    assert (example.rule in reported) == example.reported, (status, reported,
                                                            example.decklist)
    if example.reported and RULES[example.rule].severity == "error":
        assert status != "legal", example.decklist
    if example.illegal:  # by this rule's error, not another's (a banned card's)
        assert example.rule in judge(example, ("error",))[1], example.decklist
    if example.whole:  # how it was read may be noted; nothing else said of it
        told = [rule for rule in judge(example, ("warning", "error"))[1]
                if rule != "data-age" or example.rule == rule]
        assert (status, told) == ("legal", []), example.decklist
    elif not example.reported:
        assert set(reported) <= PART_OF_A_DECK | example.others, (reported, example.decklist)


@pytest.mark.parametrize("rule", sorted(RULES))
def test_every_rule_has_a_legal_and_an_illegal_example(rule: str) -> None:
    """Each rule shows both verdicts, unless it is listed (with why) in ``NOT_RUN``."""
    if rule not in NOT_RUN:
        assert {example.reported for example in examples_of(rule)} == {True, False}, rule


@pytest.mark.parametrize("rule", sorted(RULES))
def test_no_example_holds_a_note_a_decklist_reads(rule: str) -> None:
    """A note beside an example line is a ``#`` comment, never text after two spaces and
    a ``(`` (a copied ``1 Crimson Ritual  (banned: ...)`` was an unknown card, no banned
    error) nor a deeper-indented line going on with it (a card line when copied)."""
    for kind, text in blocks(RULES[rule]):
        lines = text.split("\n") if kind == "example" else []
        assert [line for line in lines if re.search(r"\S\s{2,}\(", line)
                or (line.startswith((" ", "\t")) and not line.lstrip().startswith("#"))] == []


@pytest.mark.parametrize("rule", sorted(RULES))
def test_rule_documentation_names_no_file_of_this_repository(rule: str) -> None:
    """What ``cardtools rules ID`` and SARIF's ``help`` show an installed user points at
    no test fixture, no module of the package and no path of the source tree."""
    from cardtools.ruledocs import description, rule_markdown, rule_text

    shown = rule_text(RULES[rule]) + rule_markdown(RULES[rule]) + description(RULES[rule])
    assert not re.search(r"tests/|fixtures|(?<![\w.])cardtools\.[a-z]|formats/|cards/", shown), rule


def test_not_in_pool_documentation_as_shown() -> None:
    """The examples of not-in-pool name the files as a user has them."""
    from cardtools.ruledocs import rule_text

    text = rule_text(RULES["not-in-pool"])
    assert ("Not reported (MageTCG Foundry, the organizer's card file --cards foundry-cards.csv "
            "and\nthe player's pool --pool pool.txt, which holds 2 Brass Familiar and 1 Moonlit "
            "Aegis):\n") in text
    assert "Illegal (--cards foundry-cards.csv, --pool pool.txt):\n" in text
    assert "shares its pool file with another. Source: MageTCG\nrules" in text
