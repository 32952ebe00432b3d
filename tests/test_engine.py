"""The rule engine: a crashing rule becomes internal-error for that deck only; severity
overrides and --strict; the rule registry's contract."""

from __future__ import annotations

import datetime as dt
import shutil
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from cardtools import rules as rules_module
from cardtools.checker import Checker, CheckOptions, resolve_deck
from cardtools.decklist import read_decklist
from cardtools.engine import validate, validate_all
from cardtools.rules import READERS, RULES, TABLE, CheckContext, Rule
from cardtools.rules.base import Judging

DECK40 = Path(__file__).resolve().parent / "fixtures" / "decks" / "mage-noir-40.txt"


def _swap(monkeypatch: pytest.MonkeyPatch, rule_id: str, rule: Rule) -> None:
    """Make ``rule`` the rule ``rule_id``'s (its module's ``RULE``) for one test."""
    module = import_module(f"cardtools.rules.{TABLE[rule_id].module}")
    monkeypatch.setattr(module, "RULE", rule)


def test_a_crashing_rule_is_an_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    def crash(ctx: CheckContext) -> Iterator[None]:
        raise ZeroDivisionError("boom")

    _swap(monkeypatch, "copy-limit", RULES["copy-limit"]._replace(check=crash))
    # judged within the Mage Noir data (lists of 2025-11-04): no data-age note
    checker = Checker(CheckOptions(format_id="mage-noir/tournament",
                                   as_of=dt.date(2025, 11, 4)))
    first = checker.check_bytes(DECK40.read_bytes(), "a.txt")
    assert first.status == "error"
    assert [(v.rule, v.code) for v in first.violations] == [("internal-error", "CT003")]
    assert "copy-limit crashed: ZeroDivisionError: boom" in first.violations[0].message
    _swap(monkeypatch, "copy-limit", RULES["copy-limit"])
    assert checker.check_bytes(DECK40.read_bytes(), "b.txt").status == "legal"


def test_rule_ids_and_codes_are_unique_and_stable() -> None:
    assert len({r.code for r in RULES.values()}) == len(RULES)
    assert RULES["copy-limit"].code == "CT301"
    assert list(RULES) == sorted(RULES, key=lambda rule_id: RULES[rule_id].code)


def test_the_registry_table_says_what_each_rule_module_does() -> None:
    """``TABLE`` (read by a check without importing the rules) holds every rule module
    of the package once, with its rule's id, code and severity in code order, the format
    key its options read, and the format key it needs to apply: for every bundled format,
    such a rule applies exactly where the format gives that key."""
    package = Path(rules_module.__file__).parent
    modules = {path.stem for path in package.glob("*.py")
               if not path.stem.startswith("_") and path.stem != "base"}
    assert sorted(entry.module for entry in TABLE.values()) == sorted(modules)
    assert list(TABLE) == list(RULES)
    for rule_id, entry in TABLE.items():
        rule = import_module(f"cardtools.rules.{entry.module}").RULE
        assert (rule.id, rule.code, rule.severity) == (rule_id, entry.code, entry.severity)
        assert entry.reads == (rule.options.key if rule.options is not None else None)
        assert entry.applies_with is None or rule.applies is not None
        assert entry.own_applies is (rule.applies is not None and entry.applies_with is None)
        assert entry.checks is (rule.check is not None)
        assert entry.checks or (rule.applies is None and rule.card_questions is None)
        static = rule.needs in ("findings", "unresolved", "repeated")
        assert entry.needs == (rule.needs if static else None)
        assert entry.needs is None or rule.card_questions is None
    assert {entry.reads: rule_id for rule_id, entry in TABLE.items() if entry.reads} == READERS
    checker = Checker(CheckOptions())
    for format_id in checker.registry.ids():
        fmt = checker.registry.get(format_id)
        judging = Judging(fmt, fmt.lists_as_of(dt.date(2026, 1, 1)), checker.database(fmt.game))
        for entry in TABLE.values():
            applies = RULES[entry.id].applies
            if entry.applies_with is not None and applies is not None:
                assert applies(judging) is (entry.applies_with in fmt.options), (format_id,
                                                                                  entry.id)
        assert judging.running == {rule_id for rule_id, rule in RULES.items()
                                   if rule.applies is None or rule.applies(judging)}


def test_a_batch_gives_each_deck_its_own_severities() -> None:
    """``validate_all`` runs each rule over every deck: one deck's severity overrides stay
    that deck's, and each deck gets what ``validate`` gives it alone."""
    checker = Checker(CheckOptions())
    fmt = checker.registry.get("mage-noir/tournament")
    contexts = []
    for path in ("a.txt", "b.txt"):
        decklist = read_decklist(b"Deck\n4 Fire Ball\n", path)  # 4 cards: at least 40
        deck = resolve_deck(decklist, checker.database(fmt.game), path)
        contexts.append(CheckContext(deck, Judging(fmt, fmt.lists_as_of(dt.date(2025, 11, 4)))))
    found = validate_all(contexts, [{"zone-size": "off"}, {}])
    assert [v.rule for v in found[0]] == []
    assert [v.rule for v in found[1]] == ["zone-size"]
    assert found[1] == validate(contexts[1])


def _gating_cases() -> list[object]:
    from tests.test_rule_cases import _cases

    return [param for param in _cases() if "args" not in param.values[1]]


@pytest.mark.parametrize(("rule", "case"), _gating_cases())
def test_skipping_a_rule_by_what_it_needs_changes_no_verdict(
        rule: str, case: dict[str, object], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine skips a rule on a deck that lacks what the rule ``needs`` (findings,
    unresolved lines, lines failing a card question): every rule case, judged again
    with every rule run on every deck, gets the same violations. A rule that declares
    ``needs="flagged"`` but reports a card its ``card_questions`` do not flag fails
    here."""
    from tests.test_rule_cases import run_case

    gated = run_case(case, tmp_path)
    for written in tmp_path.iterdir():  # the case's files are written again, in place
        shutil.rmtree(written) if written.is_dir() else written.unlink()
    for rule_id, each in RULES.items():
        _swap(monkeypatch, rule_id, each._replace(needs=None))
        monkeypatch.setitem(TABLE, rule_id, TABLE[rule_id]._replace(needs=None))
    assert run_case(case, tmp_path) == gated


def test_placing_a_violation_on_a_line_keeps_every_other_field() -> None:
    from cardtools.model import Violation
    from cardtools.placing import placed

    values = {name: f"{name} value" for name in Violation._fields}
    values.update(severity="warning", zone="main", line=None, cards=("A", "B"), count=3,
                  limit=2)
    violation = Violation(**values)  # type: ignore[arg-type]
    [on_line] = placed([violation], zone_lines={"main": 7}, metadata_lines={})
    assert on_line == violation._replace(line=7)


def test_the_status_is_error_before_illegal_before_legal() -> None:
    from cardtools.engine import status_of
    from cardtools.model import Violation

    error = Violation("copy-limit", "CT301", "error", "m")
    warning = Violation("look-alike", "CT106", "warning", "m")
    not_judged = Violation("internal-error", "CT003", "warning", "m")
    assert status_of([]) == "legal"
    assert status_of([warning]) == "legal"
    assert status_of([warning, error]) == "illegal"
    assert status_of([error, not_judged]) == "error"
    assert status_of([not_judged, error]) == "error"


def _context(text: str, format_id: str) -> CheckContext:
    checker = Checker(CheckOptions())
    fmt = checker.registry.get(format_id)
    deck = resolve_deck(read_decklist(text.encode("utf-8"), "deck.txt"),
                        checker.database(fmt.game), "deck.txt")
    return CheckContext(deck, Judging(fmt, fmt.lists_as_of(dt.date(2026, 1, 1)),
                                      checker.database(fmt.game)))


def _counted_line_by_line(ctx: CheckContext, zones: tuple[str, ...]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for entry, card in ctx.cards(zones):
        for identity in card.identities:
            counts[identity] = counts.get(identity, 0) + entry.count
    return counts


@pytest.mark.parametrize(("text", "format_id"), [
    ("Deck\n4 Fire Ball\n2 Tornado\nSide\n1 Fire Ball\n3 Boule de feu\n",
     "mage-noir/tournament"),
    # an alternate counts as its original: the counts are made line by line
    ("Magi\nEvu\nTryn\nAncestral Flute\nDeck\n2 Furok\n2 Dark Furok\n3 Grow\n",
     "magi-nation/standard"),
    # an alternate Magi in the stack only: the deck's counts are read from the census
    ("Magi\nKorg & Zet\nDark Korg\nDeck\n3 Furok\n3 Grow\n1 Ancestral Flute\n",
     "magi-nation/standard"),
    ("Deck\n20 Island\n4 Ponder\nSideboard\n2 Ponder\n1 Island\n1 Nosuchcard\n", "mtg/legacy"),
])
def test_identity_counts_are_those_counted_line_by_line(text: str, format_id: str) -> None:
    """``CheckContext.counts`` reads the counts of the context's one pass where every
    card counts as itself and no filler is left out; it gives what counting the lines
    gives, for every set of zones."""
    ctx = _context(text, format_id)
    zone_sets = [(zone,) for zone in ctx.fmt.zones] + [tuple(ctx.fmt.zones)]
    for zones in zone_sets:
        assert ctx.counts(zones) == _counted_line_by_line(ctx, zones), zones


def test_a_flagged_rule_runs_only_where_one_of_its_own_questions_fails(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A basic land fails copy-limit's ``LIMITED`` question: the deck has flagged lines,
    but no rule that needs lines failing its own questions (restricted, zone-card-type)
    is run for them."""
    calls: list[str] = []
    ctx = _context("Deck\n20 Island\n4 Ponder\n", "mtg/legacy")
    assert ctx.flagged and not ctx.fails_any(ctx.judging.asked_by(RULES["restricted"]))
    assert ctx.fails_any(ctx.judging.asked_by(RULES["copy-limit"]))
    for rule_id in ("restricted", "zone-card-type"):
        rule = RULES[rule_id]
        assert rule.check is not None and rule.needs == "flagged"

        def spy(context: CheckContext, rule_id: str = rule_id,
                check: Any = rule.check) -> Any:
            calls.append(rule_id)
            return check(context)

        _swap(monkeypatch, rule_id, rule._replace(check=spy))
    assert [v.rule for v in validate(ctx)] == ["zone-size"]  # 24 cards of 60
    assert calls == []


def test_copy_limit_asks_whether_a_card_is_limited_only_where_one_may_not_be() -> None:
    from cardtools.rules import copy_limit

    checker = Checker(CheckOptions())
    # Mage Noir and Magi-Nation read a card's own limit from its deck_limit fact
    # (limit_fact), which may lift it: they ask; a format without one does not
    for format_id, unlimited in (("mage-noir/tournament", True),
                                 ("magi-nation/standard", True), ("mtg/legacy", True),
                                 ("magetcg/ascension", False)):
        fmt = checker.registry.get(format_id)
        rules = fmt.option(copy_limit.OPTIONS)
        assert rules is not None and rules.any_unlimited is unlimited
        judging = Judging(fmt, fmt.lists_as_of(dt.date(2026, 1, 1)), checker.database(fmt.game))
        assert (copy_limit.LIMITED in judging.asked_by(RULES["copy-limit"])) is unlimited
    zones = ("main",)
    assert copy_limit.CopyLimit(zones, default=None).any_unlimited
    assert not copy_limit.CopyLimit(zones, default=None, singleton=True).any_unlimited
    assert copy_limit.CopyLimit(zones, default=4, by_rarity={"rare": None}).any_unlimited
    assert not copy_limit.CopyLimit(zones, default=4, by_rarity={"rare": 1}).any_unlimited
    assert copy_limit.CopyLimit(zones, default=4, exceptions=(
        copy_limit.CopyException(None, cards=frozenset({"x"})),)).any_unlimited
    own = copy_limit.CopyLimit(zones, default=4, limit_fact="deck_limit")
    assert own.any_unlimited and own.below_floor and own.floor == 4
    assert not copy_limit.CopyLimit(zones, default=4).below_floor


def test_a_need_that_depends_on_the_judging_is_read_once_per_judging(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``Rule.needs`` given as a function of the judging: asked once per judging, and
    the rule runs only on the decks that hold what it returns (here ``"unresolved"``);
    ``banned`` needs every deck only where the judged day has no recorded lists."""
    asked: list[Judging] = []
    calls: list[str] = []

    def needs(judging: Judging) -> Any:
        asked.append(judging)
        return "unresolved"

    def check(context: CheckContext) -> Iterator[Any]:
        calls.append(context.deck.path)
        return iter(())

    _swap(monkeypatch, "look-alike",
                        RULES["look-alike"]._replace(check=check, needs=needs))
    checker = Checker(CheckOptions())
    fmt = checker.registry.get("mtg/legacy")
    database = checker.database(fmt.game)
    judging = Judging(fmt, fmt.lists_as_of(dt.date(2026, 1, 1)), database)
    contexts = [CheckContext(resolve_deck(read_decklist(text.encode(), path), database, path),
                             judging)
                for path, text in (("known.txt", "Deck\n20 Island\n4 Ponder\n"),
                                   ("unknown.txt", "Deck\n20 Island\n4 Nosuchcard\n"))]
    validate_all(contexts, [{}, {}])
    assert asked == [judging]
    assert calls == ["unknown.txt"]
    assert judging.need_of(RULES["banned"]) == "flagged"
    modern = checker.registry.get("mtg/modern")
    before = Judging(modern, modern.lists_as_of(dt.date(2019, 6, 1)), database)
    assert before.need_of(RULES["banned"]) is None


def test_a_rule_of_several_needs_runs_on_the_decks_holding_any_of_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``companion`` needs a sideboard companion card (``"flagged"``) or a declared
    companion (``"declared"``): it runs on a deck declaring a card without a companion
    ability (no line flagged) and on one holding an undeclared companion card, never on
    a deck with neither."""
    calls: list[str] = []
    rule = RULES["companion"]
    assert rule.needs == ("flagged", "declared")

    def spy(context: CheckContext, check: Any = rule.check) -> Any:
        calls.append(context.deck.path)
        return check(context)

    _swap(monkeypatch, "companion", rule._replace(check=spy))
    checker = Checker(CheckOptions())
    fmt = checker.registry.get("mtg/vintage")
    database = checker.database(fmt.game)
    judging = Judging(fmt, fmt.lists_as_of(dt.date(2026, 1, 1)), database)
    decks = (("declared.txt", "Companion\n1 Grizzly Bears\nDeck\n60 Island\n"),
             ("companion.txt", "Deck\n60 Island\nSideboard\n1 Yorion, Sky Nomad\n"),
             ("neither.txt", "Deck\n60 Island\nSideboard\n1 Grizzly Bears\n"))
    contexts = [CheckContext(resolve_deck(read_decklist(text.encode(), path), database, path),
                             judging) for path, text in decks]
    assert [ctx.declared for ctx in contexts] == ["Grizzly Bears", "", ""]
    found = validate_all(contexts, [{}, {}, {}])
    assert calls == ["declared.txt", "companion.txt"]
    assert [[(v.rule, v.severity, v.line) for v in deck] for deck in found] == [
        [("companion", "error", 2)], [("companion", "warning", 4)], []]


@pytest.mark.parametrize(("text", "ascii_names", "warned"), [
    ("Deck\n4 Fire Ball\n2 Tornado\n", True, []),
    # its F a full-width F (U+FF26): the list is not all ASCII, and the line is warned of
    ("Deck\n4 Fire Ball\n2 \uff26ire Ball\n", False, [3]),
])
def test_look_alike_reads_the_lists_ascii_flag(text: str, ascii_names: bool,
                                               warned: list[int]) -> None:
    """The reader tells once whether every name of a list is ASCII; the resolved deck
    carries it, and ``look-alike`` passes over such a deck at once; a deck made
    otherwise (flag false: not known) is still judged line by line."""
    ctx = _context(text, "mage-noir/tournament")
    assert ctx.deck.ascii_names is ascii_names
    found = [v.line for v in validate(ctx) if v.rule == "look-alike"]
    assert found == warned
    ctx.deck.ascii_names = False
    assert [v.line for v in validate(ctx) if v.rule == "look-alike"] == warned
