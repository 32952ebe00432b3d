"""MageTCG as data (issue 4): formats/magetcg/*.yaml, cards/magetcg/, and the rules they use.

MageTCG has no public card database: the tests use the made-up cards of
tests/fixtures/magetcg/cards.csv plus filler Commons generated here, and build the big
decks in code. Single-rule verdicts (each copy limit, each deck size, the Mage zone, side
decks, Heroic's rarities, Speakeasy's finish, the drafted pool) are rule cases in
tests/rule_cases/*--magetcg.yaml; this file keeps the format files' shape, what crosses
rules and formats, the CLI and reports. The acceptance decks of ../shared/cases/magetcg
are checked in detail at the end (skipped when ../shared is absent).
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from cardtools.cardfiles import read_card_file
from cardtools.checker import Checker, CheckOptions
from cardtools.cli import app
from cardtools.deckshape import deck_shape
from cardtools.formatspec import FormatRegistry
from cardtools.model import DeckResult
from cardtools.rules import copy_limit, finish_required, not_in_pool, rarity_not_allowed
from cardtools.validation import schema_errors

ROOT = Path(__file__).resolve().parent.parent
FORMATS = ROOT / "formats" / "magetcg"
CARDS_DIR = ROOT / "cards" / "magetcg"
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "magetcg"
CARDS = FIXTURES / "cards.csv"

BASES = ("ascension", "dominion", "foundry", "soulbound", "thronefall", "vanguard")
#: base -> (deck size, has a Mage, copy rule)
SHAPES = {
    "ascension": (59, True, "rarity"),
    "soulbound": (59, True, "rarity"),
    "vanguard": (59, True, "singleton"),
    "dominion": (99, True, "singleton"),
    "thronefall": (99, True, "singleton"),
    "foundry": (40, False, "pool"),
}
SINGLETON = ("vanguard", "dominion", "thronefall")
HEROIC_BASES = ("ascension", "vanguard", "dominion")
TYPES = ("Character", "Spell", "Relic", "Location")
SOURCE = "MageTCG rules, "
MAGE_SOURCE = SOURCE + "Card Types: Mage; Zones: Mage Zone"


# --- helpers ---------------------------------------------------------------------------

def filler(number: int) -> str:
    """The name of generated filler Common number ``number`` (1-based)."""
    return f"Filler Common {number:03}"


@pytest.fixture(scope="module")
def filler_cards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A CSV of 120 made-up Common cards (enough for a 99-card singleton deck)."""
    path = tmp_path_factory.mktemp("magetcg") / "filler.csv"
    rows = ["name,type,rarity,finishes"]
    rows += [f"{filler(i)},{TYPES[i % 4]},Common,standard;holographic" for i in range(1, 121)]
    path.write_text("\n".join(rows) + "\n", "utf-8")
    return path


class Deck:
    """A plain-text MageTCG decklist built in code: a Mage section (when ``mage`` is not
    ``None``), then the deck's ``(count, name)`` lines."""

    def __init__(self, mage: Sequence[str] | None, main: Sequence[tuple[int, str]]) -> None:
        self.lines: list[str] = []
        if mage is not None:
            self.lines.append("Mage")
            self.lines += [f"1 {name}" for name in mage]
        self.lines.append("Deck")
        self.lines += [f"{count} {name}" for count, name in main]

    @property
    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def commons(copies: int, kinds: int, start: int = 1, mark: str = "") -> list[tuple[int, str]]:
    """``kinds`` lines of ``copies`` filler Commons each, from filler number ``start``."""
    return [(copies, filler(i) + mark) for i in range(start, start + kinds)]


def ascension_main(*extra: tuple[int, str], size: int = 59) -> list[tuple[int, str]]:
    """A rarity-legal Ascension deck: ``extra`` lines, then 4-ofs (and a remainder line)
    of filler Commons up to ``size`` cards."""
    lines = list(extra)
    left = size - sum(count for count, _ in lines)
    number = 1
    while left > 0:
        lines.append((min(4, left), filler(number)))
        left -= min(4, left)
        number += 1
    return lines


def singleton_main(size: int, *extra: tuple[int, str]) -> list[tuple[int, str]]:
    """``extra`` lines, then one copy each of filler Commons up to ``size`` cards."""
    used = sum(count for count, _ in extra)
    return [*extra, *commons(1, size - used)]


#: The day of the bundled MageTCG card data (which holds no card: a MageTCG deck gets no
#: data-age note, tests/rule_cases/data-age--core.yaml judges a later day).
WITHIN_THE_DATA = dt.date(2026, 11, 29)


def check(deck: Deck | str, format_id: str | None, filler_csv: Path, *, pool: str | None = None,
          tmp_path: Path | None = None, formats_dirs: Sequence[Path] = ()) -> DeckResult:
    """Judge a decklist in process, as ``cardtools check --cards ... [--pool]`` would."""
    options = CheckOptions(format_id=format_id, card_files=[CARDS, filler_csv],
                           formats_dirs=list(formats_dirs), as_of=WITHIN_THE_DATA)
    if pool is not None:
        assert tmp_path is not None
        options.pool_file = tmp_path / "pool.txt"
        options.pool_file.write_text(pool, "utf-8")
    text = deck.text if isinstance(deck, Deck) else deck
    return Checker(options).check_bytes(text.encode("utf-8"), "deck.txt")


def found(result: DeckResult, severity: str = "error") -> list[dict[str, Any]]:
    """The violations of one severity as JSON objects."""
    return [v.to_json() for v in result.violations if v.severity == severity]


def only(result: DeckResult, rule: str) -> dict[str, Any]:
    """The one error of the deck, which must be of ``rule``."""
    errors = found(result)
    assert [e["rule"] for e in errors] == [rule], errors
    assert result.status == "illegal"
    return errors[0]


def assert_legal(result: DeckResult) -> None:
    assert result.status == "legal", [v.to_json() for v in result.violations]
    assert found(result) == [] and found(result, "warning") == []


def subset(violation: dict[str, Any], **wanted: Any) -> None:
    """Every field of ``wanted`` has that value in ``violation``."""
    assert {k: violation.get(k) for k in wanted} == wanted, violation


def legal_deck(base: str, mage: str = "Iconic Lantern Sage") -> Deck:
    """A legal deck of any base format (a Foundry deck needs the matching pool)."""
    size, _, copies = SHAPES[base]
    if copies == "rarity":
        return Deck([mage], ascension_main((3, "Cinder Scroll"), (2, "Moonlit Aegis")))
    if copies == "singleton":
        return Deck([mage], singleton_main(size))
    return Deck(None, commons(1, 40))


def foundry_pool(extra: str = "") -> str:
    """A pool holding one of each of the first 45 filler Commons, plus ``extra``."""
    return "".join(f"1 {filler(i)}\n" for i in range(1, 46)) + extra


# --- the files -------------------------------------------------------------------------

@pytest.mark.parametrize("base", BASES)
def test_base_format_shape(base: str) -> None:
    """Sizes are exact, the Mage zone holds one Iconic card, there is no side deck, and the
    copy rule is the one the rules text gives; every part cites its section."""
    fmt = FormatRegistry().get(f"magetcg/{base}")
    size, has_mage, copies = SHAPES[base]
    assert fmt.id == f"magetcg/{base}" and fmt.game == "magetcg"
    assert fmt.source.cite() == f"{SOURCE}Formats: {fmt.name}"
    assert fmt.notes, "each format explains how it reads the rules"
    assert set(fmt.zones) == ({"main", "mage"} if has_mage else {"main"})
    main = fmt.zones["main"]
    assert (main.exact, main.min, main.max) == (size, None, None)
    assert main.source.cite() == f"{SOURCE}Formats: {fmt.name} (Deck Size)"
    if has_mage:
        mage = fmt.zones["mage"]
        assert mage.exact == 1 and mage.accepts is not None
        assert mage.source.cite() == MAGE_SOURCE
    limit, draft = fmt.option(copy_limit.OPTIONS), fmt.option(not_in_pool.OPTIONS)
    if copies == "pool":
        assert limit is None and draft is not None
        assert draft.source.cite() == SOURCE + "Formats: Foundry"
    else:
        assert limit is not None and draft is None
        assert limit.zones == ("main", "mage"), "the Mage is counted with the deck"
        assert limit.singleton == (copies == "singleton")
        if copies == "rarity":
            assert dict(limit.by_rarity) == {"common": 4, "uncommon": 3, "rare": 2,
                                             "legendary": 1}
            assert limit.default == 4
    assert fmt.option(rarity_not_allowed.OPTIONS) is None
    assert fmt.option(finish_required.OPTIONS) is None


def test_soulbound_reads_as_ascension() -> None:
    """SoulBound extends Ascension: the same zones and limits, its own name and sources,
    and notes saying how "60 per player" was read."""
    registry = FormatRegistry()
    soulbound, ascension = registry.get("magetcg/soulbound"), registry.get("magetcg/ascension")
    assert registry.raw("magetcg/soulbound")["extends"] == "ascension"
    own, parent = soulbound.option(copy_limit.OPTIONS), ascension.option(copy_limit.OPTIONS)
    assert own is not None and parent is not None
    assert own.by_rarity == parent.by_rarity
    assert own.source.cite() == (
        SOURCE + "Formats: SoulBound; limits of Formats: Ascension")
    assert any("59 + 1" in note for note in soulbound.notes)


def test_card_database_is_empty_and_documented() -> None:
    """cards/magetcg ships an empty, valid database, a README naming the CSV columns, and a
    template CSV whose rows are clearly made up and load as cards."""
    document = json.loads((CARDS_DIR / "cards.json").read_text("utf-8"))
    assert schema_errors(document, "cards", "cards.json") == []
    assert document["schema_version"] == 1 and document["game"] == "magetcg"
    assert document["cards"] == [] and "empty" in document["source"]
    readme = (CARDS_DIR / "README.md").read_text("utf-8")
    for column in ("`name`", "`type`", "`rarity`", "`finishes`", "`iconic`", "`;`", "--cards"):
        assert column in readme
    game, records = read_card_file(CARDS_DIR / "template.csv")
    assert game is None and 3 <= len(records) <= 10
    assert all(r["name"].startswith(("Example", "Iconic Example")) for r in records)
    assert all({"type", "rarity", "finishes"} <= r.keys() for r in records)
    # a copy under a name without "magetcg" stays MageTCG's (it was layered on every game)
    assert {r["game"] for r in records} == {"magetcg"}
    assert "`game`" in readme


def test_without_cards_one_error_says_how_to_load_them(tmp_path: Path) -> None:
    """The bundled database has no cards: a deck without --cards is not judged, with one
    error (not one unknown card per line) that keeps the deck's player."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Player: Alice\nMage\n1 Iconic Lantern Sage\nDeck\n59 Brass Familiar\n",
                    "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(deck), "--format", "magetcg/ascension",
                                       "--report", "json"])
    result = json.loads(outcome.stdout)["results"][0]
    assert outcome.exit_code == 2
    assert (result["status"], result["player"], result["format"]) == (
        "error", "Alice", "magetcg/ascension")
    assert [(v["rule"], v["line"]) for v in result["violations"]] == [("no-card-data", 3)]
    assert "--cards FILE" in result["violations"][0]["hint"]


@pytest.mark.parametrize(("day", "note"), [
    ("2026-12-01", "judged as of 2026-12-01, but the magetcg card data stops on 2026-03-01: "
                   "newer cards are not known"),
    ("2026-03-01", None)])
def test_dated_card_files_give_the_data_age_note(tmp_path: Path, day: str,
                                                 note: str | None) -> None:
    """MageTCG's cards all come from the organizer's files: a YAML or JSON one that says
    its date (2026-03-01) knows no card printed since, so a deck judged as of a later day
    says so (the bundled database's date said nothing of the files, and the note was
    never given); a CSV file beside it says no date and changes nothing."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: magetcg/foundry\n40 Ember Squire\n", "utf-8")
    (tmp_path / "cards.csv").write_text("name,type,rarity\nWarding Glyph,Spell,Common\n")
    (tmp_path / "cards.yaml").write_text(
        'game: magetcg\ndate: "2026-03-01"\ncards:\n  - {name: Ember Squire, type: '
        'Character, rarity: Common}\n', "utf-8")
    outcome = CliRunner().invoke(app, [
        "check", str(deck), "--cards", str(tmp_path / "cards.csv"), "--cards",
        str(tmp_path / "cards.yaml"), "--date", day, "--report", "json", "--isolated"])
    result = json.loads(outcome.stdout)["results"][0]
    assert (outcome.exit_code, result["status"], result["card_data_date"]) == (
        0, "legal", "2026-03-01")
    assert result.get("data_age") == note
    assert [(v["rule"], v["severity"], v["message"], v["line"], v["hint"])
            for v in result["violations"] if v["rule"] != "not-in-pool"] == (
        [] if note is None else
        [("data-age", "info", note, 1, "add newer cards with --cards, or --date")])


# --- Ascension and SoulBound: rarity-based copy limits -----------------------------------

@pytest.mark.parametrize("base", ["ascension", "soulbound"])
def test_rarity_formats_legal(base: str, filler_cards: Path) -> None:
    deck = Deck(["Iconic Lantern Sage"], ascension_main(
        (4, "Brass Familiar"), (3, "Cinder Scroll"), (2, "Moonlit Aegis"), (1, "Tidal Crown")))
    result = check(deck, f"magetcg/{base}", filler_cards)
    assert_legal(result)
    assert result.violations == [] and result.zones == {"main": 59, "mage": 1}


# --- a structured decklist -----------------------------------------------------------------

def test_structured_decklist(filler_cards: Path) -> None:
    """A YAML decklist with ``mage: Name`` and its own ``format``."""
    options = CheckOptions(card_files=[CARDS, filler_cards])
    result = Checker(options).check_path(str(FIXTURES / "ascension.yaml"))
    assert_legal(result)
    assert result.format_id == "magetcg/ascension" and result.player == "Test Player"
    assert result.zones == {"main": 59, "mage": 1}


# --- Foundry and the drafted pool ----------------------------------------------------------

def test_foundry_with_pool(filler_cards: Path, tmp_path: Path) -> None:
    result = check(legal_deck("foundry"), "magetcg/foundry", filler_cards, pool=foundry_pool(),
                   tmp_path=tmp_path)
    assert_legal(result)
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [
        ("not-in-pool", "info", f"judged against the drafted pool {tmp_path / 'pool.txt'}", 1)]
    assert result.pool_file == str(tmp_path / "pool.txt") and not result.pool_per_player
    assert result.zones == {"main": 40}


def test_a_pools_lines_left_out_are_said(filler_cards: Path, tmp_path: Path) -> None:
    """A pool's line of 0 copies (of a card or a misspelt name) and its Maybeboard section
    were dropped unsaid; each is said as a decklist's reader says it (the deck stays
    legal: none was counted in the pool)."""
    pool = foundry_pool(f"0 {filler(46)}\n0 Hollow Relayy\nMaybeboard\n1 {filler(47)}\n")
    result = check(legal_deck("foundry"), "magetcg/foundry", filler_cards, pool=pool,
                   tmp_path=tmp_path)
    assert_legal(result)
    file = tmp_path / "pool.txt"
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [
        ("not-in-pool", "info", f"judged against the drafted pool {file}", 1),
        ("not-in-pool", "info", f"the drafted pool {file}, line 46: 0 copies of "
         f"'{filler(46)}': not counted", 1),
        ("not-in-pool", "info", f"the drafted pool {file}, line 47: 0 copies of "
         "'Hollow Relayy': not counted", 1),
        ("not-in-pool", "info", f"the drafted pool {file}, line 48: section 'Maybeboard' is "
         "not part of the deck; its cards were not counted", 1)]


@pytest.mark.parametrize(("strict", "severity", "exit_code"),
                         [([], "warning", 0), (["--strict"], "error", 1)])
def test_foundry_without_a_pool_warns_that_no_copy_was_checked(
        strict: list[str], severity: str, exit_code: int, tmp_path: Path) -> None:
    """Forty copies of one Common, no pool: the deck's size is right and nothing else was
    checked, a warning (``--strict`` fails it, as a list not recorded does); it was an info
    note, the deck legal even under --strict."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Deck\n40 Brass Familiar\n", "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(deck), "--format", "magetcg/foundry",
                                       "--cards", str(CARDS), "--report", "json", *strict])
    assert outcome.exit_code == exit_code, outcome.output
    [result] = json.loads(outcome.output)["results"]
    assert [(v["rule"], v["severity"], v["message"]) for v in result["violations"]] == [
        ("not-in-pool", severity, "no drafted pool given: only the deck's size was checked")]


def test_a_pool_given_for_a_format_of_no_drafted_pool_is_said_unused(
        tmp_path: Path) -> None:
    """``--pool`` (or a ``Pool:`` line) for a format that drafts no pool was ignored
    unsaid, and a pool of another game's cards stopped the run (exit 2, "pool names an
    unknown card"): now a reading note on each deck says it is not used, the deck judged.
    A pool file that cannot be read still stops the run."""
    pool = tmp_path / "pool.txt"
    pool.write_text("1 Brass Familiar *F*\n", "utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text((ROOT / "cards" / "mage-noir" / "examples" / "legal.txt").read_text(
        "utf-8"), "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(deck), "--format", "mage-noir/tournament",
                                       "--pool", str(pool), "--report", "json"])
    assert outcome.exit_code == 0, outcome.output
    [result] = json.loads(outcome.output)["results"]
    assert result["status"] == "legal" and "pool" not in result
    assert [(v["rule"], v["severity"], v["message"], v["line"], v["hint"])
            for v in result["violations"] if v["rule"] == "reading"] == [
        ("reading", "info", f"--pool {pool} is not used: Mage Noir tournament is no draft "
         "format, so no pool limits its copies", 1,
         "give a drafted pool to the decks of a draft format only")]
    named = tmp_path / "named.txt"
    named.write_text("Pool: alice.txt\n" + deck.read_text("utf-8"), "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(named), "--report", "json",
                                       "--format", "mage-noir/tournament"])
    [result] = json.loads(outcome.output)["results"]
    assert [(v["message"], v["line"]) for v in result["violations"]
            if v["rule"] == "reading"] == [
        ("'Pool: alice.txt' is not used: Mage Noir tournament is no draft format, so no "
         "pool limits its copies", 1)]
    missing = CliRunner().invoke(app, ["check", str(deck), "--format", "mage-noir/tournament",
                                       "--pool", str(tmp_path / "missing.txt")])
    assert missing.exit_code == 2


def _foundry_speakeasy(pool_text: str, deck_text: str, filler_cards: Path,
                       tmp_path: Path, format_id: str = "magetcg/foundry+speakeasy"
                       ) -> DeckResult:
    """A deck and its drafted pool, judged by ``format_id``."""
    pool = tmp_path / "pool.txt"
    pool.write_text(pool_text, "utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text(deck_text, "utf-8")
    options = CheckOptions(format_id=format_id, card_files=[CARDS, filler_cards],
                           pool_file=pool, use_config=False)
    return Checker(options).check_path(str(deck))


def test_speakeasy_pool_holographic_copies_bound_the_deck(filler_cards: Path,
                                                          tmp_path: Path) -> None:
    """Foundry + Speakeasy from a pool that marks its holographic copies: 2 holographic
    Brass Familiar are not in a pool of 1 holographic and 1 standard (it was legal: the
    pool's copies were counted whatever their finish)."""
    pool = "1 Brass Familiar (holo)\n1 Brass Familiar\n" + "".join(
        f"1 {filler(i)} *F*\n" for i in range(1, 40))
    deck = "Deck\n2 Brass Familiar *F*\n" + "".join(
        f"1 {filler(i)} *F*\n" for i in range(1, 39))
    result = _foundry_speakeasy(pool, deck, filler_cards, tmp_path)
    assert result.status == "illegal"
    errors = found(result)
    assert [(v["rule"], v["message"], v["line"], v["count"], v["limit"], v["hint"])
            for v in errors] == [
        ("not-in-pool", "2 holographic copies of Brass Familiar; the pool holds 1 holographic",
         2, 2, 1, "remove 1 copy")]
    legal = deck.replace("2 Brass Familiar *F*", "1 Brass Familiar *F*\n1 Filler Common 039 *F*")
    assert_legal(_foundry_speakeasy(pool, legal, filler_cards, tmp_path))
    # Foundry alone does not judge finishes: the pool holds 2 Brass Familiar
    assert_legal(_foundry_speakeasy(pool, deck, filler_cards, tmp_path, "magetcg/foundry"))


def test_speakeasy_pool_without_finish_marks_holds_no_holographic_copy(
        filler_cards: Path, tmp_path: Path) -> None:
    """Pool copies carry their finish: a pool that marks no copy holographic holds none,
    so a Foundry + Speakeasy deck of holographic copies is not in it, one error per card,
    the hint saying the pool marks none (such a pool's copies were counted whatever their
    finish: LEGAL). Foundry alone counts its copies only."""
    pool = "2 Brass Familiar\n" + "".join(f"1 {filler(i)}\n" for i in range(1, 40))
    deck = "Deck\n2 Brass Familiar *F*\n" + "".join(
        f"1 {filler(i)} *F*\n" for i in range(1, 39))
    result = _foundry_speakeasy(pool, deck, filler_cards, tmp_path)
    assert result.status == "illegal"
    errors = found(result)
    assert len(errors) == 39 and {v["rule"] for v in errors} == {"not-in-pool"}
    assert [(v["message"], v["line"], v["count"], v["limit"], v["hint"])
            for v in errors[:2]] == [
        ("2 holographic copies of Brass Familiar; the pool holds 0 holographic", 2, 2, 0,
         "remove 2 copies, or mark the pool's holographic copies (*F*): it marks none, and "
         "its unmarked copies are not holographic"),
        (f"1 holographic copy of {filler(1)}; the pool holds 0 holographic", 3, 1, 0,
         "remove 1 copy, or mark the pool's holographic copies (*F*): it marks none, and "
         "its unmarked copies are not holographic")]
    marked = "".join(line + " *F*\n" for line in pool.splitlines())
    assert_legal(_foundry_speakeasy(marked, deck, filler_cards, tmp_path))
    assert_legal(_foundry_speakeasy(pool, deck, filler_cards, tmp_path, "magetcg/foundry"))
    over = deck.replace("2 Brass Familiar *F*", "3 Brass Familiar *F*").replace(
        "1 Filler Common 038 *F*\n", "")
    result = _foundry_speakeasy(marked, over, filler_cards, tmp_path)
    assert [(v["rule"], v["message"], v["line"]) for v in found(result)] == [
        ("not-in-pool", "3 copies of Brass Familiar; the pool holds 2", 2)]


def test_a_pool_grouped_by_type_reads_its_cards(filler_cards: Path, tmp_path: Path) -> None:
    """Grouping headers in a pool file ("Characters (20)", "Spells:", "21 Relics") are
    skipped as in a deck (the run stopped: "pool names an unknown card 'Characters'")."""
    pool = tmp_path / "pool.txt"
    pool.write_text("Characters (20)\n20 Brass Familiar\nSpells:\n10 Cinder Scroll\n"
                    "2 Relics\n1 Moonlit Aegis\n", "utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("Deck\n20 Brass Familiar\n10 Cinder Scroll\n1 Moonlit Aegis\n"
                    "9 Cinder Scroll\n", "utf-8")
    options = CheckOptions(format_id="magetcg/foundry", card_files=[CARDS, filler_cards],
                           pool_file=pool, use_config=False)
    result = Checker(options).check_path(str(deck))
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"] == [
        ("not-in-pool", "19 copies of Cinder Scroll; the pool holds 10", 3)]


@pytest.mark.parametrize(("line", "said"), [
    ("2 Brass Familiar (2)", "pool names an unknown card 'Brass Familiar (2)' (did you mean "
                             "Brass Familiar?); a pool's card line is the count, then the "
                             "card's name alone: '2 Brass Familiar'"),
    ("2 Brass Familiar [2]", "pool names an unknown card 'Brass Familiar [2]' (did you mean "
                             "Brass Familiar?); a pool's card line is the count, then the "
                             "card's name alone: '2 Brass Familiar'"),
    ("1 Zzqx Vorp", "pool names an unknown card 'Zzqx Vorp': check the spelling, or add the "
                    "card with --cards; a pool's card line is the count, then the card's "
                    "name alone ('1 NAME')")])
def test_a_pool_line_naming_no_card_says_its_line_and_what_to_write(
        filler_cards: Path, tmp_path: Path, line: str, said: str) -> None:
    """``1 Umbral Warden (2)`` in a pool stopped the run saying only "pool names an
    unknown card": the error names the pool's line, the close card names and the line to
    write (a pool's unknown card is never dropped nor guessed: a deck could be legal with
    copies never drafted)."""
    from cardtools.errors import CardtoolsError

    pool = tmp_path / "pool.txt"
    pool.write_text(f"20 Cinder Scroll\n{line}\n", "utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text("Deck\n2 Brass Familiar\n", "utf-8")
    options = CheckOptions(format_id="magetcg/foundry", card_files=[CARDS, filler_cards],
                           pool_file=pool, use_config=False)
    with pytest.raises(CardtoolsError) as raised:
        Checker(options).check_path(str(deck))
    assert (raised.value.message, raised.value.path, raised.value.where) == (
        said, str(pool), "2")


# --- Heroic ---------------------------------------------------------------------------------

@pytest.mark.parametrize("base", HEROIC_BASES)
def test_heroic_resolves(base: str) -> None:
    fmt = FormatRegistry().get(f"magetcg/{base}+heroic")
    assert fmt.name == f"{base.title()} + Heroic"
    rarities = fmt.option(rarity_not_allowed.OPTIONS)
    assert rarities is not None and rarities.rarities == frozenset({"common", "uncommon"})
    assert rarities.zones == ("main",)
    assert rarities.source.cite() == SOURCE + "Game Variants: Heroic"
    assert fmt.source.cite() == f"{SOURCE}Formats: {base.title()}", "the base's source stays"
    limit = fmt.option(copy_limit.OPTIONS)
    assert limit is not None
    assert limit.by_rarity["common"] == 4 and limit.by_rarity["uncommon"] == 3
    # "Deck construction follows rarity-based copy limits" (Game Variants: Heroic): the
    # singleton rule of Vanguard and Dominion does not stay (4 Commons were a copy-limit)
    assert not limit.singleton
    assert limit.source.cite() == SOURCE + "Game Variants: Heroic"
    assert any("Heroic" in note for note in fmt.notes)


@pytest.mark.parametrize("base", ["vanguard", "dominion"])
def test_heroic_with_a_singleton_base_takes_its_rarity_limits(
        base: str, filler_cards: Path) -> None:
    """Vanguard + Heroic and Dominion + Heroic allow 4 copies of a Common (they kept the
    singleton rule: copy-limit at most 1); a fifth is a copy-limit at most 4 citing
    Heroic."""
    size = 59 if base == "vanguard" else 99
    names = [filler(i) for i in range(1, size - 3)]
    deck = "Mage\n1 Iconic Hedge Witch\nDeck\n4 Brass Familiar\n" + "".join(
        f"1 {name}\n" for name in names)
    assert_legal(check(deck, f"magetcg/{base}+heroic", filler_cards))
    result = check(deck.replace("4 Brass Familiar", "5 Brass Familiar").replace(
        f"1 {names[-1]}\n", ""), f"magetcg/{base}+heroic", filler_cards)
    assert result.status == "illegal"
    [error] = found(result)
    subset(error, rule="copy-limit", line=4, cards=["Brass Familiar"], count=5, limit=4,
           source=SOURCE + "Game Variants: Heroic")


@pytest.mark.parametrize("base", HEROIC_BASES)
def test_heroic_legal_with_common_iconic_mage(base: str, filler_cards: Path) -> None:
    if base == "ascension":
        deck = Deck(["Iconic Hedge Witch"], ascension_main((4, "Brass Familiar"),
                                                           (3, "Cinder Scroll")))
    else:
        deck = legal_deck(base, mage="Iconic Hedge Witch")
    assert_legal(check(deck, f"magetcg/{base}+heroic", filler_cards))


@pytest.mark.parametrize(("format_id", "limits"), [
    ("magetcg/ascension+heroic", "Common 4, Uncommon 3"),
    ("magetcg/ascension", "Common 4, Uncommon 3, Rare 2, Legendary 1")])
def test_a_card_without_rarity_is_warned_with_the_formats_own_limits(
        format_id: str, limits: str, filler_cards: Path) -> None:
    """Four copies of a card the file gives no rarity (Nameless Drifter, line 4): the
    warning names the limits of the rarities the format allows. Heroic allows Commons and
    Uncommons only; the warning named Ascension's Rare 2 and Legendary 1 as limits of
    Ascension + Heroic too."""
    deck = Deck(["Iconic Hedge Witch"], ascension_main((4, "Nameless Drifter")))
    result = check(deck, format_id, filler_cards)
    [warning] = found(result, "warning")
    subset(warning, rule="copy-limit", line=4, message=(
        f"Nameless Drifter has no rarity in the card database, and "
        f"{result.format_name} limits copies by rarity ({limits}): at most 4 applies to "
        "its 4 copies"))


@pytest.mark.parametrize("base", ["foundry", "soulbound", "thronefall"])
def test_heroic_does_not_apply(base: str, filler_cards: Path) -> None:
    result = check(legal_deck(base), f"magetcg/{base}+heroic", filler_cards)
    assert result.status == "error"
    [violation] = [v.to_json() for v in result.violations]
    subset(violation, rule="unknown-format", severity="error")
    assert violation["message"] == (
        f"variant magetcg/heroic does not apply to magetcg/{base}; it combines with: "
        "magetcg/ascension, magetcg/dominion, magetcg/vanguard")


def test_heroic_does_not_apply_cli(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Deck\n40 Brass Familiar\n", "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(deck), "--format", "magetcg/foundry+heroic",
                                       "--cards", str(CARDS), "--report", "text"])
    assert outcome.exit_code == 2
    assert "variant magetcg/heroic does not apply to magetcg/foundry" in outcome.output
    shown = CliRunner().invoke(app, ["formats", "show", "magetcg/foundry+heroic"])
    assert shown.exit_code == 2
    assert "does not apply to magetcg/foundry" in shown.output


# --- Speakeasy ------------------------------------------------------------------------------

def holo(deck: Deck) -> Deck:
    """The same deck with every line marked *F*."""
    marked = Deck(None, [])
    marked.lines = [line if not line[0].isdigit() else line + " *F*" for line in deck.lines]
    return marked


@pytest.mark.parametrize("base", BASES)
def test_speakeasy_combines_with_every_base(base: str, filler_cards: Path,
                                            tmp_path: Path) -> None:
    fmt = FormatRegistry().get(f"magetcg/{base}+speakeasy")
    finish = fmt.option(finish_required.OPTIONS)
    assert finish is not None and finish.finish == "holographic"
    assert finish.source.cite() == SOURCE + "Game Variants: Speakeasy"
    base_fmt = FormatRegistry().get(f"magetcg/{base}")
    assert fmt.zones == base_fmt.zones
    assert fmt.option(copy_limit.OPTIONS) == base_fmt.option(copy_limit.OPTIONS)
    # a Speakeasy draft's pool copies are holographic, marked so (unmarked ones are not)
    pool = "".join(f"{line} *F*\n" for line in foundry_pool().splitlines()) \
        if base == "foundry" else None
    deck = legal_deck(base)
    assert_legal(check(holo(deck), f"magetcg/{base}+speakeasy", filler_cards, pool=pool,
                       tmp_path=tmp_path))
    result = check(deck, f"magetcg/{base}+speakeasy", filler_cards, pool=pool,
                   tmp_path=tmp_path)
    assert result.status == "illegal"
    assert {v["rule"] for v in found(result)} == {"finish-required"}
    assert len(found(result)) == len([line for line in deck.lines if line[0].isdigit()])


@pytest.fixture(scope="module")
def holo_only_cards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Made-up cards printed only holographic (``finishes: holographic``): an Iconic
    Mage, a Rare and a Common."""
    path = tmp_path_factory.mktemp("magetcg-holo") / "holo-only.csv"
    path.write_text("name,type,rarity,finishes\n"
                    "Iconic Prism Oracle,Character,Legendary,holographic\n"
                    "Prism Sentinel,Character,Rare,holographic\n"
                    "Prism Shard,Spell,Common,Holographic\n", "utf-8")
    return path


def _with_holo_only(holo_only: Path, filler_csv: Path) -> Path:
    """One card file of the fillers and the holographic-only cards."""
    joined = holo_only.parent / "joined.csv"
    rows = filler_csv.read_text("utf-8").splitlines()
    joined.write_text("\n".join([*rows, *holo_only.read_text("utf-8").splitlines()[1:]]) + "\n",
                      "utf-8")
    return joined


def test_a_card_printed_only_holographic_needs_no_mark(
        filler_cards: Path, holo_only_cards: Path) -> None:
    """Speakeasy allows holographic cards only (Game Variants: Speakeasy); a card whose
    every printing is holographic (``finishes: holographic``) is one, marked or not. Its
    unmarked copies were each a finish-required error ("2 copies of Prism Sentinel not
    marked holographic"): a legal deck judged illegal. A card also printed standard still
    needs its mark."""
    cards = _with_holo_only(holo_only_cards, filler_cards)
    unmarked = Deck(["Iconic Prism Oracle"], ascension_main((2, "Prism Sentinel"),
                                                            (4, "Prism Shard")))
    marked = holo(unmarked)
    marked.lines[1] += " *F*"
    speakeasy = "magetcg/ascension+speakeasy"
    assert_legal(check(marked, speakeasy, cards))
    assert [line for line in unmarked.lines if "*F*" in line] == []
    mixed = Deck(None, [])
    mixed.lines = [line if "Prism" in line or not line[0].isdigit() else line + " *F*"
                   for line in unmarked.lines]
    results = [check(d, speakeasy, cards) for d in (marked, mixed)]
    assert_legal(results[1])
    # one listing and one fingerprint: the copies are holographic either way
    assert results[0].fingerprint == results[1].fingerprint
    one_plain = Deck(None, [])
    one_plain.lines = [line.removesuffix(" *F*") if n == 5 else line
                       for n, line in enumerate(mixed.lines)]
    assert one_plain.lines[5] == "4 Filler Common 001"
    result = check(one_plain, speakeasy, cards)
    assert [(v["rule"], v["message"], v["line"]) for v in found(result)] == [
        ("finish-required", "4 copies of Filler Common 001 not marked holographic; "
         "Ascension + Speakeasy allows holographic cards only", 6)]


@pytest.mark.parametrize(("finishes", "marked"), [
    (["HOLOGRAPHIC "], False), ([" Holographic"], False), (["Standard ", "Holographic "], True)])
def test_a_finish_written_with_other_case_or_spaces_is_that_finish(
        filler_cards: Path, tmp_path: Path, finishes: list[str], marked: bool) -> None:
    """A JSON card file's finishes are checked without case or spacing (``HOLOGRAPHIC ``
    is accepted as ``holographic``), but the rule compared them by case alone: such a
    card "has no holographic printing", a legal Speakeasy deck judged illegal. It is the
    finish the file names: printed only holographic it needs no mark, printed both it
    is legal marked and a finish-required error unmarked."""
    cards = tmp_path / "prism.json"
    cards.write_text(json.dumps({"game": "magetcg", "cards": [
        {"name": "Prism Sentinel", "type": "Character", "rarity": "Rare",
         "finishes": finishes}]}), "utf-8")
    deck = holo(Deck(["Iconic Lantern Sage"], ascension_main((2, "Prism Sentinel"))))
    deck.lines = [line.replace("Prism Sentinel *F*", "Prism Sentinel" + " *F*" * marked)
                  for line in deck.lines]
    options = CheckOptions(format_id="magetcg/ascension+speakeasy",
                           card_files=[CARDS, filler_cards, cards], as_of=WITHIN_THE_DATA,
                           use_config=False)
    assert_legal(Checker(options).check_bytes(deck.text.encode(), "deck.txt"))
    if marked:
        plain = deck.text.replace("Prism Sentinel *F*", "Prism Sentinel")
        result = Checker(options).check_bytes(plain.encode(), "deck.txt")
        assert [(v["rule"], v["message"], v["line"]) for v in found(result)] == [
            ("finish-required", "2 copies of Prism Sentinel not marked holographic; "
             "Ascension + Speakeasy allows holographic cards only", 4)]


def test_lines_of_a_card_printed_only_holographic_are_one_finish(
        filler_cards: Path, holo_only_cards: Path) -> None:
    """Under Speakeasy ``1 Prism Sentinel`` and ``1 Prism Sentinel *F*`` (printed only
    holographic) are one finish, as the fingerprint counts them: duplicate-line grouped
    them by their marks and said nothing. They are one card on two lines of one finish;
    without Speakeasy the mark alone tells the finish, as before."""
    cards = _with_holo_only(holo_only_cards, filler_cards)
    deck = holo(Deck(["Iconic Prism Oracle"], ascension_main((1, "Prism Sentinel"),
                                                             (1, "Prism Sentinel"))))
    deck.lines = [line.replace("Prism Sentinel *F*", "Prism Sentinel", 1) if n == 3 else line
                  for n, line in enumerate(deck.lines)]
    assert deck.lines[3:5] == ["1 Prism Sentinel", "1 Prism Sentinel *F*"]
    result = check(deck, "magetcg/ascension+speakeasy", cards)
    assert result.status == "legal", found(result)
    assert [(v["message"], v["line"], v["hint"]) for v in found(result, "info")
            if v["rule"] == "duplicate-line"] == [
        ("Prism Sentinel (holographic) is on 2 lines of the Deck (lines 4, 5); counted as "
         "2 holographic copies", 5, "write each card on one line")]
    plain = check(deck, "magetcg/ascension", cards)
    assert [v for v in found(plain, "info") if v["rule"] == "duplicate-line"] == []


def test_a_pool_of_holographic_only_cards_bounds_their_copies(
        filler_cards: Path, holo_only_cards: Path, tmp_path: Path) -> None:
    """Foundry + Speakeasy, a pool marking some copies holographic: the deck's copies of a
    card printed only holographic are bounded by the pool's copies, marked or not (they
    were a finish-required error each, and 2 marked copies "not in the pool" as its
    copies were unmarked)."""
    cards = _with_holo_only(holo_only_cards, filler_cards)
    pool = "2 Prism Sentinel\n1 Brass Familiar (holo)\n" + "".join(
        f"1 {filler(i)} *F*\n" for i in range(1, 39))
    deck = "Deck\n2 Prism Sentinel *F*\n" + "".join(f"1 {filler(i)} *F*\n"
                                                     for i in range(1, 39))
    options = CheckOptions(format_id="magetcg/foundry+speakeasy", card_files=[CARDS, cards],
                           pool_file=tmp_path / "pool.txt", use_config=False)
    (tmp_path / "pool.txt").write_text(pool, "utf-8")
    for written in (deck, deck.replace("2 Prism Sentinel *F*", "2 Prism Sentinel")):
        assert_legal(Checker(options).check_bytes(written.encode(), "deck.txt"))
    over = deck.replace("2 Prism Sentinel *F*", "3 Prism Sentinel").replace(
        f"1 {filler(38)} *F*\n", "")
    result = Checker(options).check_bytes(over.encode(), "deck.txt")
    assert [(v["rule"], v["message"], v["line"]) for v in found(result)] == [
        ("not-in-pool", "3 copies of Prism Sentinel; the pool holds 2", 2)]


def test_unmarked_copies_printed_only_holographic_count_against_the_pools_holographic(
        filler_cards: Path, tmp_path: Path) -> None:
    """Foundry + Speakeasy: Aegis Prime, printed only holographic, counts as Aegis
    (printed both). A pool of 1 holographic and 2 standard Aegis holds no Aegis Prime: a
    drafted card is that card, not its alternate (the deck's 1 Aegis *F* and 2 unmarked
    Aegis Prime were compared as 3 Aegis with the pool's 3, LEGAL but for the finish).
    The pool's unmarked Aegis Prime are holographic, so a pool of 1 standard Aegis and 2
    Aegis Prime holds no holographic Aegis."""
    cards = tmp_path / "aegis.csv"
    cards.write_text("name,type,rarity,finishes,counts_as\n"
                     "Aegis,Spell,Common,standard;holographic,\n"
                     "Aegis Prime,Spell,Common,holographic,Aegis\n", "utf-8")
    fillers = "".join(f"1 {filler(i)} *F*\n" for i in range(1, 38))
    options = CheckOptions(format_id="magetcg/foundry+speakeasy",
                           card_files=[CARDS, filler_cards, cards],
                           pool_file=tmp_path / "pool.txt", use_config=False)
    deck = f"Deck\n{fillers}1 Aegis *F*\n2 Aegis Prime\n"
    (tmp_path / "pool.txt").write_text(f"{fillers}1 Aegis *F*\n2 Aegis\n", "utf-8")
    result = Checker(options).check_bytes(deck.encode(), "deck.txt")
    assert [(v["rule"], v["message"], v["line"]) for v in found(result)] == [
        ("not-in-pool", "2 copies of Aegis Prime; it is not in the pool", 40)]
    (tmp_path / "pool.txt").write_text(f"{fillers}1 Aegis\n2 Aegis Prime\n", "utf-8")
    result = Checker(options).check_bytes(deck.encode(), "deck.txt")
    assert [(v["rule"], v["message"], v["line"]) for v in found(result)] == [
        ("not-in-pool", "1 holographic copy of Aegis; the pool holds 0 holographic", 39)]
    (tmp_path / "pool.txt").write_text(f"{fillers}1 Aegis *F*\n2 Aegis Prime\n", "utf-8")
    assert_legal(Checker(options).check_bytes(deck.encode(), "deck.txt"))


def test_a_drafted_alternate_is_no_copy_of_the_card_it_counts_as(
        filler_cards: Path, tmp_path: Path) -> None:
    """Foundry: a deck is built from the cards drafted. Storm Reprint, a Common the card
    file counts as Storm Rare (a Rare), is no copy of Storm Rare, nor the other way round,
    and a card counting as two (Twin Storm: Storm Rare and Gale) stands for neither: the
    pool was compared per identity, and 2 Storm Rare from a pool of 2 Storm Reprint (or 1
    Twin Storm and 1 Storm Reprint) were LEGAL."""
    cards = tmp_path / "storm.csv"
    cards.write_text("name,type,rarity,finishes,counts_as\n"
                     "Storm Rare,Spell,Rare,standard;holographic,\n"
                     "Storm Reprint,Spell,Common,standard;holographic,Storm Rare\n"
                     "Gale,Spell,Common,standard;holographic,\n"
                     "Twin Storm,Spell,Uncommon,standard;holographic,Storm Rare;Gale\n",
                     "utf-8")
    fillers = "".join(f"1 {filler(i)}\n" for i in range(1, 39))
    options = CheckOptions(format_id="magetcg/foundry", card_files=[filler_cards, cards],
                           pool_file=tmp_path / "pool.txt", use_config=False)
    cases = {
        ("2 Storm Rare", "2 Storm Reprint"): [
            ("not-in-pool", "2 copies of Storm Rare; it is not in the pool", 40)],
        ("2 Storm Reprint", "2 Storm Rare"): [
            ("not-in-pool", "2 copies of Storm Reprint; it is not in the pool", 40)],
        ("2 Storm Rare", "1 Storm Rare\n1 Storm Reprint"): [
            ("not-in-pool", "2 copies of Storm Rare; the pool holds 1", 40)],
        ("1 Storm Rare\n1 Gale", "1 Twin Storm\n1 Gale"): [
            ("not-in-pool", "1 copy of Storm Rare; it is not in the pool", 40)],
        ("1 Twin Storm\n1 Storm Reprint", "1 Storm Rare\n1 Storm Reprint"): [
            ("not-in-pool", "1 copy of Twin Storm; it is not in the pool", 40)],
    }
    for (played, drafted), expected in cases.items():
        (tmp_path / "pool.txt").write_text(f"{fillers}{drafted}\n", "utf-8")
        deck = f"Deck\n{fillers}{played}\n"
        result = Checker(options).check_bytes(deck.encode(), "deck.txt")
        assert [(v["rule"], v["message"], v["line"]) for v in found(result)] == expected, (
            played, drafted)
        (tmp_path / "pool.txt").write_text(f"{fillers}{played}\n", "utf-8")
        result = Checker(options).check_bytes(deck.encode(), "deck.txt")
        assert found(result) == [], played


def test_an_alternate_of_a_higher_limit_does_not_raise_its_cards_own(
        filler_cards: Path, tmp_path: Path) -> None:
    """Ascension: Blade Alt, a Common the card file counts as Legend Blade (Legendary),
    gave the identity the most permissive of its cards' limits, 4: 3 Legend Blade beside
    1 Blade Alt were LEGAL, 3 copies of a Legendary card (4 Legend Blade alone were an
    error). Each card is now held to its own limit too; the alternate's copies still
    count with it, and the two together to the most permissive limit; the cards of a
    lower limit count together to it."""
    cards = tmp_path / "blade.csv"
    cards.write_text("name,type,rarity,finishes,counts_as\n"
                     "Iconic Blade Mage,Character,Legendary,standard,\n"
                     "Legend Blade,Relic,Legendary,standard,\n"
                     "Blade Alt,Relic,Common,standard,Legend Blade\n"
                     "Blade Rare,Relic,Rare,standard,Legend Blade\n", "utf-8")
    options = CheckOptions(format_id="magetcg/ascension", card_files=[filler_cards, cards],
                           use_config=False)

    def deck(blades: str, count: int) -> bytes:
        fillers = "".join(f"1 {filler(i)}\n" for i in range(1, 60 - count))
        return f"Mage\n1 Iconic Blade Mage\nDeck\n{blades}\n{fillers}".encode()

    cases = {
        ("3 Legend Blade\n1 Blade Alt", 4): [(
            "copy-limit", "3 copies of Legend Blade; at most 1 (Legendary) (Blade Alt, "
            "counted with it as Legend Blade, does not raise its limit)", 4)],
        ("1 Blade Alt\n2 Legend Blade", 3): [(
            "copy-limit", "2 copies of Legend Blade; at most 1 (Legendary) (Blade Alt, "
            "counted with it as Legend Blade, does not raise its limit)", 5)],
        ("2 Legend Blade", 2): [(
            "copy-limit", "2 copies of Legend Blade; at most 1 (Legendary)", 4)],
        ("1 Legend Blade\n4 Blade Alt", 5): [(
            "copy-limit", "5 copies of Legend Blade (Legend Blade 1 + Blade Alt 4); "
            "at most 4 (Common)", 4)],
        ("1 Legend Blade\n3 Blade Alt", 4): [],
        # the Legendary and the Rare count together to the Rare's 2 (the Common alternate
        # lifted them to 4: 1 + 2 Rare were legal)
        ("1 Legend Blade\n2 Blade Rare\n1 Blade Alt", 4): [(
            "copy-limit", "3 copies of Legend Blade (Legend Blade 1 + Blade Rare 2); "
            "at most 2 (Rare) (Blade Alt, counted with them as Legend Blade, does not raise "
            "their limit)", 4)],
        ("1 Legend Blade\n1 Blade Rare\n2 Blade Alt", 4): [],
        # the alternate alone: its own name and limit, the card it counts as beside them
        # (it said "5 copies of Legend Blade; at most 4 (Common)", a card not played)
        ("5 Blade Alt", 5): [(
            "copy-limit", "5 copies of Blade Alt (counted as Legend Blade); at most 4 "
            "(Common)", 4)],
        ("2 Blade Rare", 2): [],
        ("3 Blade Rare", 3): [(
            "copy-limit", "3 copies of Blade Rare (counted as Legend Blade); at most 2 "
            "(Rare)", 4)],
        # over the total and over a card's own limit: both said (one error, "remove 1
        # copy", left 2 Legend Blade over 1 once followed)
        ("2 Legend Blade\n3 Blade Alt", 5): [
            ("copy-limit", "2 copies of Legend Blade; at most 1 (Legendary) (Blade Alt, "
             "counted with it as Legend Blade, does not raise its limit)", 4),
            ("copy-limit", "5 copies of Legend Blade (Legend Blade 2 + Blade Alt 3); "
             "at most 4 (Common)", 4)],
    }
    for (blades, count), expected in cases.items():
        result = Checker(options).check_bytes(deck(blades, count), "deck.txt")
        assert [(v["rule"], v["message"], v["line"]) for v in found(result)] == expected, (
            blades)


def test_a_finish_the_format_judges_is_part_of_the_fingerprint(filler_cards: Path,
                                                                tmp_path: Path) -> None:
    """Under Speakeasy a deck and the same deck with one line not marked holographic had
    one fingerprint, one legal and the other not: ``diff`` called them the same deck at
    a deck check, and the duplicate check took one for the other. The finish a format
    judges is now in the canonical form (``Name (holographic)``): written otherwise
    (``*F*``, ``(foil)``) the deck keeps its fingerprint; a line losing the mark changes
    it. Under a format that judges no finish the marks still do not count."""
    deck = legal_deck("ascension")
    marked = holo(deck)
    foil = Deck(None, [])
    foil.lines = [line.replace(" *F*", " (foil)") for line in marked.lines]
    one_unmarked = Deck(None, [])
    first = next(n for n, line in enumerate(marked.lines) if line[0].isdigit() and n > 2)
    one_unmarked.lines = [line.replace(" *F*", "") if n == first else line
                          for n, line in enumerate(marked.lines)]
    speakeasy = "magetcg/ascension+speakeasy"
    results = [check(d, speakeasy, filler_cards) for d in (marked, foil, one_unmarked)]
    assert [r.status for r in results] == ["legal", "legal", "illegal"]
    assert {v["rule"] for v in found(results[2])} == {"finish-required"}
    assert results[0].fingerprint == results[1].fingerprint != results[2].fingerprint
    plain = [check(d, "magetcg/ascension", filler_cards) for d in (marked, one_unmarked, deck)]
    assert len({r.fingerprint for r in plain}) == 1
    assert plain[0].fingerprint not in {r.fingerprint for r in results}
    count, name = marked.lines[first].removesuffix(" *F*").split(" ", 1)
    # at a deck check, and in a batch of two players
    head = f"Format: {speakeasy}\n"
    (tmp_path / "alice.txt").write_text(head + "Player: Alice\n" + marked.text)
    (tmp_path / "bob.txt").write_text(head + "Player: Bob\n" + one_unmarked.text)
    (tmp_path / "carol.txt").write_text(head + "Player: Carol\n" + foil.text)
    cards = ["--cards", str(CARDS), "--cards", str(filler_cards)]
    outcome = CliRunner().invoke(app, ["diff", str(tmp_path / "alice.txt"),
                                       str(tmp_path / "bob.txt"), *cards])
    assert outcome.exit_code == 1
    assert outcome.stdout.splitlines()[1:] == [
        "Deck:", f"  - {count} {name} (holographic)", f"  + {count} {name}"]
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "json", *cards,
                                       "--date", WITHIN_THE_DATA.isoformat()])
    findings = {Path(r["path"]).name: sorted(v["rule"] for v in r["violations"]
                                             if v["rule"].startswith("duplicate"))
                for r in json.loads(outcome.stdout)["results"]}
    assert findings == {"alice.txt": ["duplicate-deck"], "bob.txt": [],
                        "carol.txt": ["duplicate-deck"]}
    # the registration sheet a judge compares with the cards on the table says it too
    sheets = CliRunner().invoke(app, ["check", str(tmp_path / "alice.txt"),
                                      str(tmp_path / "bob.txt"), "--report", "sheet", *cards])
    alice, bob = sheets.stdout.split('<section class="sheet">')[1:3]
    line = f'<li><span class="n">{count}</span>{name}'
    assert f"{line} (holographic)</li>" in alice
    assert f"{line}</li>" in bob and f"{name} (holographic)" not in bob


def test_heroic_and_speakeasy_together(filler_cards: Path) -> None:
    deck = holo(Deck(["Iconic Hedge Witch"], ascension_main((1, "Moonlit Aegis"))))
    result = check(deck, "magetcg/ascension+heroic+speakeasy", filler_cards)
    assert result.format_name == "Ascension + Heroic + Speakeasy"
    only(result, "rarity-not-allowed")


# --- a variant written by a format author -----------------------------------------------------

COMMONS_ONLY = """\
name: Commons only
variant: true
applies_to: [ascension, soulbound]
notes: [A house rule of our club - Common cards only.]
allowed_rarities:
  rarities: [Common]
  source: {document: Our club's house rules, section: "1"}
"""


def test_author_writes_a_variant(tmp_path: Path, filler_cards: Path) -> None:
    """A new variant is one YAML file in a --formats-dir; no code changes."""
    (tmp_path / "magetcg").mkdir()
    (tmp_path / "magetcg" / "commons-only.yaml").write_text(COMMONS_ONLY, "utf-8")
    legal = Deck(["Iconic Hedge Witch"], ascension_main())
    illegal = Deck(["Iconic Hedge Witch"], ascension_main((1, "Cinder Scroll")))
    (tmp_path / "legal.txt").write_text(legal.text, "utf-8")
    (tmp_path / "illegal.txt").write_text(illegal.text, "utf-8")
    args = ["check", "--formats-dir", str(tmp_path), "--format",
            "magetcg/ascension+commons-only", "--cards", str(CARDS), "--cards",
            str(filler_cards), "--report", "json"]
    ok = CliRunner().invoke(app, [*args[:1], str(tmp_path / "legal.txt"), *args[1:]])
    assert ok.exit_code == 0, ok.output
    bad = CliRunner().invoke(app, [*args[:1], str(tmp_path / "illegal.txt"), *args[1:]])
    assert bad.exit_code == 1, bad.output
    result = json.loads(bad.stdout)["results"][0]
    assert result["format_name"] == "Ascension + Commons only"
    [error] = [v for v in result["violations"] if v["severity"] == "error"]
    subset(error, rule="rarity-not-allowed", line=4, cards=["Cinder Scroll"],
           source="Our club's house rules, 1")
    assert error["message"].endswith("allows only Common cards")
    listing = CliRunner().invoke(app, ["formats", "--game", "magetcg", "--formats-dir",
                                       str(tmp_path)], env={"COLUMNS": "200"})
    assert listing.exit_code == 0 and "magetcg/commons-only" in listing.output
    refused = CliRunner().invoke(app, [*args[:1], str(tmp_path / "legal.txt"), *args[1:4],
                                       "magetcg/vanguard+commons-only", *args[5:]])
    assert refused.exit_code == 2
    assert "does not apply to magetcg/vanguard" in refused.output


# --- listing and reports ----------------------------------------------------------------------

def test_formats_listing() -> None:
    outcome = CliRunner().invoke(app, ["formats", "--game", "magetcg"], env={"COLUMNS": "200"})
    assert outcome.exit_code == 0, outcome.output
    for base in BASES:
        assert f"magetcg/{base} " in outcome.output
    assert "magetcg/constructed" not in outcome.output, "the abstract parent is not listed"
    heroic = next(line for line in outcome.output.splitlines() if "magetcg/heroic" in line)
    assert "ascension, vanguard, dominion" in heroic
    speakeasy = next(line for line in outcome.output.splitlines() if "magetcg/speakeasy" in line)
    assert "any" in speakeasy


def test_formats_show_merged_variant() -> None:
    outcome = CliRunner().invoke(app, ["formats", "show", "magetcg/ascension+heroic"])
    assert outcome.exit_code == 0, outcome.output
    shown = outcome.output
    assert "Ascension + Heroic" in shown and "Source: MageTCG rules, Formats: Ascension" in shown
    definition = yaml.safe_load(shown.split("Definition (merged):\n", 1)[1])
    assert definition["allowed_rarities"]["rarities"] == ["Common", "Uncommon"]
    assert definition["zones"]["main"]["exact"] == 59
    assert definition["copy_limit"]["by_rarity"]["common"] == 4


def test_combined_id_is_short(filler_cards: Path) -> None:
    """DESIGN 5: the combination's id is ``magetcg/ascension+heroic``."""
    assert FormatRegistry().get("magetcg/ascension+heroic").id == "magetcg/ascension+heroic"


def test_rich_shape_shows_mage_and_rarities(filler_cards: Path) -> None:
    deck = Deck(["Iconic Lantern Sage"], ascension_main((3, "Cinder Scroll"),
                                                        (2, "Moonlit Aegis")))
    shape = deck_shape(check(deck, "magetcg/ascension", filler_cards))
    assert shape[0] == "Deck 59 (exactly 59) · Mage zone 1 (exactly 1)"
    assert "Mage zone: Iconic Lantern Sage (Character, Legendary)" in shape
    assert ("By rarity: Common 54 (at most 4 each) · Uncommon 3 (at most 3 each) · "
            "Rare 2 (at most 2 each) · Legendary 1 (at most 1 each)") in shape
    singleton = deck_shape(check(legal_deck("vanguard"), "magetcg/vanguard", filler_cards))
    assert "Mage zone: Iconic Lantern Sage (Character, Legendary)" in singleton
    assert not any(line.startswith("By rarity") for line in singleton)


def test_rich_report(tmp_path: Path, filler_cards: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text(Deck(["Iconic Lantern Sage"], ascension_main((3, "Moonlit Aegis"))).text,
                    "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(path), "--format", "magetcg/ascension",
                                       "--cards", str(CARDS), "--cards", str(filler_cards),
                                       "--report", "rich"], env={"COLUMNS": "200"})
    assert outcome.exit_code == 1
    assert "Mage zone: Iconic Lantern Sage (Character, Legendary)" in outcome.output
    assert "Rare 3 (at most 2 each)" in outcome.output
    assert "3 copies of Moonlit Aegis; at most 2 (Rare)" in outcome.output


# --- the acceptance decks of ../shared ----------------------------------------------------------

def shared_check(shared: Path, name: str, format_id: str | None,
                 pool: bool = False) -> DeckResult:
    cases = shared / "cases" / "magetcg"
    options = CheckOptions(format_id=format_id, card_files=[cases / "cards.csv"],
                           pool_file=cases / "pool-1.txt" if pool else None,
                           as_of=WITHIN_THE_DATA)
    return Checker(options).check_path(str(cases / name))


def test_shared_ascension(shared: Path) -> None:
    assert_legal(shared_check(shared, "ascension-legal.txt", None))
    subset(only(shared_check(shared, "ascension-rare-x3.txt", "magetcg/ascension"),
                "copy-limit"), line=17, cards=["Storm Adept"], count=3, limit=2)
    subset(only(shared_check(shared, "ascension-non-iconic-mage.txt", "magetcg/ascension"),
                "zone-card-type"), zone="mage", line=2, cards=["Gilded Spire"])
    subset(only(shared_check(shared, "ascension-60.txt", "magetcg/ascension"), "zone-size"),
           zone="main", count=60, limit=59)
    subset(only(shared_check(shared, "ascension-sideboard.txt", "magetcg/ascension"),
                "zone-not-allowed"), zone="side", line=26, count=2)


def test_shared_vanguard_speakeasy_foundry(shared: Path) -> None:
    assert_legal(shared_check(shared, "vanguard-legal.txt", "magetcg/vanguard"))
    subset(only(shared_check(shared, "vanguard-duplicate.txt", "magetcg/vanguard"),
                "copy-limit"), line=4, cards=["Umbral Warden"], count=2, limit=1)
    assert_legal(shared_check(shared, "speakeasy-legal.txt", "magetcg/ascension+speakeasy"))
    subset(only(shared_check(shared, "speakeasy-non-holo.txt", "magetcg/ascension+speakeasy"),
                "finish-required"), line=4, cards=["Umbral Warden"], count=4)
    assert_legal(shared_check(shared, "foundry-legal.txt", "magetcg/foundry", pool=True))
    subset(only(shared_check(shared, "foundry-not-in-pool.txt", "magetcg/foundry", pool=True),
                "not-in-pool"), line=41, cards=["Ashen Adept"], count=1, limit=0)
    unchecked = shared_check(shared, "foundry-not-in-pool.txt", "magetcg/foundry")
    assert unchecked.status == "legal"
    assert [v.rule for v in unchecked.violations] == ["not-in-pool"]


def test_shared_speakeasy_dash_holo_before_a_count(shared: Path, tmp_path: Path) -> None:
    """ascension-legal.txt marked ``*F*`` on every line for Speakeasy, its ``4 Umbral
    Warden`` written ``Umbral Warden - holo x4`` (any count form after the name): was
    ``no card is named 'Umbral Warden - holo'`` and a finish-required error; now legal,
    and a denied mark (``- nonfoil x4``) stays not holographic."""
    cases = shared / "cases" / "magetcg"
    lines = (cases / "ascension-legal.txt").read_text("utf-8").splitlines()
    marked = [f"{line} *F*" if line[:1].isdigit() else line for line in lines
              if not line.lower().startswith("format:")]
    assert "4 Umbral Warden *F*" in marked
    for written, status in (("Umbral Warden - holo x4", "legal"),
                            ("Umbral Warden - foil x4", "legal"),
                            ("Umbral Warden - holo (4)", "legal"),
                            ("Umbral Warden - Holographique x4", "legal"),
                            ("Umbral Warden - holo 4x", "legal"),
                            ("Umbral Warden - holo 4", "legal"),
                            ("Umbral Warden - holo four", "legal"),
                            ("Umbral Warden - nonfoil x4", "illegal")):
        deck = tmp_path / "speakeasy-dash-holo.txt"
        deck.write_text("Format: magetcg/ascension+speakeasy\n" + "\n".join(
            written if line == "4 Umbral Warden *F*" else line for line in marked) + "\n",
            "utf-8")
        options = CheckOptions(format_id=None, card_files=[cases / "cards.csv"],
                               as_of=WITHIN_THE_DATA)
        result = Checker(options).check_path(str(deck))
        assert result.status == status, written
        assert [v.rule for v in result.violations if v.severity == "error"] == (
            [] if status == "legal" else ["finish-required"])


def test_shared_heroic_rare(shared: Path) -> None:
    result = shared_check(shared, "heroic-rare.txt", "magetcg/ascension+heroic")
    assert result.status == "illegal"
    errors = found(result)
    assert {e["rule"] for e in errors} == {"rarity-not-allowed"}
    assert [e["line"] for e in errors if e["zone"] == "main"] == [20]
    subset(errors[-1], line=20, cards=["Storm Adept"])


def test_shared_heroic_legal(shared: Path) -> None:
    """heroic-legal.txt has a Legendary Iconic Mage (all Iconic cards are Legendary)."""
    assert_legal(shared_check(shared, "heroic-legal.txt", "magetcg/ascension+heroic"))


@pytest.mark.parametrize(("after", "why"), [
    ("1 Moonlit Aegis", "rarity-not-allowed: Moonlit Aegis is Rare"),
    # a Common over the exact 59: the size says it
    (f"1 {filler(120)}", "zone-size: Deck: 60 cards"),
])
def test_heroic_line_over_a_hidden_card_under_a_maybeboard_is_an_error(
        filler_cards: Path, after: str, why: str) -> None:
    """A line parting a Maybeboard (``Ideas``) over a Rare, or any card past the deck's
    exact size, in Heroic is the ``parse-error`` whose hint names why the card would
    change the verdict read as part of the deck (it was the note, the card hidden)."""
    deck = Deck(["Iconic Hedge Witch"], ascension_main((4, "Brass Familiar"),
                                                       (3, "Cinder Scroll")))
    result = check(deck.text + f"Maybeboard\n1 Tidal Crown\nIdeas\n{after}\n",
                   "magetcg/ascension+heroic", filler_cards)
    hints = [v.hint.split(";")[0] for v in result.violations if v.rule == "parse-error"]
    assert (result.status, hints) == (
        "illegal", [f"read as part of the deck, they would add an error ({why}"])


@pytest.mark.parametrize("header", ["Zone du Mage", "Magierzone", "ZONE DU MAGE:",
                                    "Magier-Zone"])
def test_the_mage_zone_headed_in_french_or_german(filler_cards: Path, header: str) -> None:
    """``Zone du Mage`` and ``Magierzone`` above the Mage were unknown cards, the Mage
    counted in the deck (game data: the zone's ``headers``)."""
    deck = Deck(["Iconic Lantern Sage"], ascension_main((4, "Brass Familiar")))
    result = check(deck.text.replace("Mage\n", f"{header}\n", 1), "magetcg/ascension",
                   filler_cards)
    assert_legal(result)
    assert result.zones == {"main": 59, "mage": 1}


def test_the_deck_under_the_mage_zone_s_header_is_the_deck(filler_cards: Path) -> None:
    """``Mage`` above the Mage then the deck's cards, no ``Deck`` header: the cards were
    read in the Mage zone (60 cards there, the deck empty). The cards the zone refuses
    after its Mage are the deck's, said by one note at the first."""
    deck = Deck(["Iconic Lantern Sage"], ascension_main((4, "Brass Familiar")))
    result = check(deck.text.replace("Deck\n", "", 1), "magetcg/ascension", filler_cards)
    assert_legal(result)
    assert result.zones == {"main": 59, "mage": 1}
    assert [(v.rule, v.line, v.message.split(":")[0]) for v in result.violations] == [
        ("reading", 3, "'Brass Familiar' is not an Iconic Character")]
