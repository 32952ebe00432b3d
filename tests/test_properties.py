"""Property tests (Hypothesis): hostile input never raises, and a legal deck stays legal
under every harmless rewrite (issue 7).

- Any text, any bytes and any YAML / JSON document given to the decklist readers
  (``read_decklist`` with ``.txt`` / ``.yaml`` / ``.json`` names) and to
  ``Checker.check_bytes`` gives a result: a status (legal / illegal / error) and
  violations of known rules, never an exception.
- Every result, whatever the input, renders in every report style to a strict UTF-8
  stream (``TextIOWrapper(errors="strict")``, as a pipe or a report file is): JSON and
  SARIF parse, JUnit is well-formed XML, and the terminal styles (text, github, rich)
  hold no control or bidirectional-formatting character but line feeds.
- ``normalise`` is idempotent and case-insensitive.
- A legal deck stays legal, with the same zone counts, when its card lines are reordered
  within a zone, its case is changed, its line endings are switched (LF / CRLF / CR), a
  UTF-8 BOM is added, it is encoded as UTF-16 with a BOM, or its quantities are split
  over several lines (which adds ``duplicate-line`` info, never an error or a warning).

The seed decks are the legal decklists of ``tests/fuzz/corpus/``.
"""

from __future__ import annotations

import codecs
import io
import json
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_decklist
from cardtools.model import Decklist, DeckResult
from cardtools.names import normalise
from cardtools.reporters import REPORTERS, Report, reporter
from cardtools.rules import RULES

CORPUS = Path(__file__).parent / "fuzz" / "corpus"
MAGETCG_CARDS = Path(__file__).parent / "fuzz" / "magetcg-cards.csv"
STATUSES = {"legal", "illegal", "error"}
SEVERITIES = {"error", "warning", "info"}
MAGE_NOIR = "mage-noir/tournament"

#: Deterministic runs (the same examples every time, no example database): a failure here
#: is a bug, never a flake. ``tests/fuzz/fuzz_check.py`` explores further with new seeds.
FAST = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                suppress_health_check=list(HealthCheck))
SLOWER = settings(FAST, max_examples=150)

#: Legal text decklists of the corpus and the format each is judged in (``None``: the
#: deck's own ``Format:`` line).
LEGAL_DECKS: dict[str, str | None] = {
    "mage-noir-40.txt": MAGE_NOIR,
    "mage-noir-legal.txt": None,
    "mage-noir-french.txt": None,
    "magetcg-ascension.txt": None,
    "mtg-modern.txt": None,
}


@cache
def checker(format_id: str | None) -> Checker:
    """One checker per forced format, built once (as one ``cardtools check`` run does)."""
    return Checker(CheckOptions(format_id=format_id, card_files=[MAGETCG_CARDS],
                                use_config=False))


def assert_result(result: DeckResult) -> None:
    """A well-formed result: a known status, violations of known rules and severities,
    and status ``error`` exactly when a file-error / unknown-format / internal-error says
    so."""
    assert result.status in STATUSES
    for violation in result.violations:
        assert violation.rule in RULES, violation
        assert violation.severity in SEVERITIES, violation
        assert violation.message, violation
    assert result.violations or result.status == "legal"
    render_strictly(result)


#: What a terminal report must never hold: controls but line feed, DEL, C1 controls, line
#: and paragraph separators, and bidirectional-formatting characters.
UNSAFE_ON_A_TERMINAL = re.compile(
    "[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
    "\u2066-\u2069]")
TERMINAL_STYLES = ("text", "github", "rich")


def render_strictly(result: DeckResult) -> None:
    """Render ``result`` in every report style to a strict UTF-8 stream; check that each
    report is what its style promises (parses; no terminal controls)."""
    for style in REPORTERS:
        raw = io.BytesIO()
        out = io.TextIOWrapper(raw, encoding="utf-8", errors="strict", newline="")
        reporter(style).render(Report([result]), out, False)
        out.flush()
        text = raw.getvalue().decode("utf-8")
        if style in ("json", "sarif"):
            json.loads(text)
        elif style == "junit":
            ET.fromstring(text)
        elif style in TERMINAL_STYLES:
            found = UNSAFE_ON_A_TERMINAL.search(text)
            assert found is None, f"{style} report holds U+{ord(found[0]):04X}"
        out.detach()


def assert_decklist(decklist: Decklist) -> None:
    assert isinstance(decklist, Decklist)
    for line in decklist.lines:
        assert 1 <= line.count <= 999, line
        assert line.name and line.name == line.name.strip(), line
    for finding in [*decklist.findings, *([decklist.fatal] if decklist.fatal else [])]:
        assert finding.rule in RULES, finding


# --------------------------------------------------------------------- never raises

NAMES = st.sampled_from(["deck.txt", "deck.yaml", "deck.json", "deck.yml", "deck.dec",
                         "DECK.TXT", "deck", "-"])
STRUCTURED_NAMES = st.sampled_from(["deck.yaml", "deck.json", "deck.yml"])

# Text made of decklist-ish pieces, so the reader's header / count / set-code branches are
# reached far more often than by uniform random text.
PIECES = st.sampled_from([
    "Deck", "Side deck", "Sideboard (15)", "SB: ", "Magi", "Mage", "Maybeboard", "# ",
    "## Creatures (21)", "// ", "Format: ", "mage-noir/tournament", "magetcg/ascension+heroic",
    "Player: ", "4 ", "4x ", "x4", " x4", "0 ", "-1 ", "1000 ", "999 ", "Fire Ball", "Seed",
    "Boule de feu", "Crimson Ritual", "Ignition", " (SET) 123", "[SET] ", " *F*", " (foil)",
    "Fire // Ice", "/", "|", ":", "(", ")", "[", "]", "\n", "\r\n", "\r", "\t", " ", "\ufeff",
    "\u00e9", "\u2019", "\u2014", "\x00", "\x1b", "\u202e", "\uffff", "Creatures", "Tokens",
])
DECKISH_TEXT = st.lists(st.one_of(PIECES, st.text(max_size=5)), max_size=40).map("".join)


@FAST
@given(text=st.one_of(st.text(), DECKISH_TEXT), name=NAMES)
def test_any_text_is_read(text: str, name: str) -> None:
    assert_decklist(read_decklist(text.encode("utf-8"), name))


@FAST
@given(data=st.binary(max_size=2000), name=NAMES)
def test_any_bytes_are_read(data: bytes, name: str) -> None:
    assert_decklist(read_decklist(data, name))


@FAST
@given(text=st.one_of(st.text(), DECKISH_TEXT), name=NAMES,
       encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "cp1252", "latin-1"]))
def test_any_text_is_judged(text: str, name: str, encoding: str) -> None:
    assert_result(checker(MAGE_NOIR).check_bytes(text.encode(encoding, "replace"), name))


@FAST
@given(data=st.binary(max_size=2000), name=NAMES, forced=st.booleans())
def test_any_bytes_are_judged(data: bytes, name: str, forced: bool) -> None:
    assert_result(checker(MAGE_NOIR if forced else None).check_bytes(data, name))


# Structured documents: scalars of every YAML type, card names, counts, nested lists and
# mappings. Mapping keys are strings, integers, booleans or null. Float and binary keys
# are left out here: they crash the schema validation, a bug pinned by
# ``test_bad_input.py::test_yaml_float_or_binary_key_in_a_section``.
CARD_NAMES = st.sampled_from(["Fire Ball", "Tornado", "Seed", "Ignition", "Crimson Ritual",
                              "Boule de feu", "Iconic Seraph of Dawn", "", " ", "x"])
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**30), 10**30), st.integers(-2, 1000),
    st.floats(allow_nan=False), st.text(max_size=12), CARD_NAMES,
)
KEYS = st.one_of(
    st.sampled_from(["format", "deck", "side", "main", "sideboard", "magi", "mage", "player",
                     "name", "count", "finish", "event", "date", "game"]),
    CARD_NAMES, st.text(max_size=8), st.integers(-5, 5), st.booleans(), st.none(),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=5),
                            st.dictionaries(KEYS, inner, max_size=5)),
    max_leaves=25,
)
DECKLIST_SHAPED = st.fixed_dictionaries(
    {},
    optional={
        "format": st.one_of(st.just(MAGE_NOIR), st.just("magetcg/ascension"), SCALARS),
        "player": SCALARS,
        "deck": st.one_of(st.dictionaries(st.one_of(CARD_NAMES, KEYS), SCALARS, max_size=8),
                          st.lists(st.one_of(CARD_NAMES, st.fixed_dictionaries(
                              {"name": st.one_of(CARD_NAMES, SCALARS)},
                              optional={"count": SCALARS, "finish": SCALARS})), max_size=8),
                          VALUES),
        "side": VALUES, "magi": VALUES, "mage": st.one_of(CARD_NAMES, VALUES),
    },
)
DOCUMENTS = st.one_of(DECKLIST_SHAPED, VALUES, st.dictionaries(KEYS, VALUES, max_size=6))


def _json_text(document: Any) -> str:
    def keys_as_text(value: Any) -> Any:
        if isinstance(value, dict):
            return {json.dumps(k) if not isinstance(k, str) else k: keys_as_text(v)
                    for k, v in value.items()}
        if isinstance(value, list):
            return [keys_as_text(v) for v in value]
        return value

    return json.dumps(keys_as_text(document), allow_nan=True)


@SLOWER
@given(document=DOCUMENTS, as_json=st.booleans(), forced=st.booleans())
def test_any_yaml_or_json_document_is_judged(document: Any, as_json: bool,
                                             forced: bool) -> None:
    if as_json:
        data, name = _json_text(document).encode("utf-8"), "deck.json"
    else:
        data, name = yaml.safe_dump(document, allow_unicode=True).encode("utf-8"), "deck.yaml"
    assert_decklist(read_decklist(data, name))
    assert_result(checker(MAGE_NOIR if forced else None).check_bytes(data, name))


YAML_PIECES = st.sampled_from([
    "deck:", "side:", "format: ", "mage-noir/tournament", "\n", "  ", "- ", "Fire Ball",
    ": ", "4", "0", "-1", "1e3", "&a ", "*a", "<<: *a", "!!binary aGVsbG8=", "!!str ",
    "!!python/name:os.system", "{", "}", "[", "]", ",", "? ", "---\n", "...\n", "%YAML 1.2\n",
    '"', "'", "\\u0000", "\\x1b", "#", "|", ">", "null", "~", "yes", "2025-01-01", "\t",
])
YAML_TEXT = st.lists(YAML_PIECES, max_size=40).map("".join)
JSON_PIECES = st.sampled_from([
    "{", "}", "[", "]", ",", ":", '"deck"', '"side"', '"format"', '"Fire Ball"', '"name"',
    '"count"', "4", "-1", "1e999", "NaN", "Infinity", "null", "true", '"\\u0000"',
    '"\\ud800"', '"\\u001b"', " ", "\n",
])
JSON_TEXT = st.lists(JSON_PIECES, max_size=40).map("".join)


@FAST
@given(text=st.one_of(YAML_TEXT, JSON_TEXT, st.text(max_size=200)), name=STRUCTURED_NAMES)
def test_any_yaml_or_json_text_is_judged(text: str, name: str) -> None:
    data = text.encode("utf-8", "surrogatepass")
    assert_decklist(read_decklist(data, name))
    assert_result(checker(MAGE_NOIR).check_bytes(data, name))


def test_a_lone_surrogate_renders_in_every_style() -> None:
    data = b'{"format": "mage-noir/tournament", "player": "a\\ud800", "deck": {"F\\udc00": 4}}'
    assert_result(checker(None).check_bytes(data, "deck.json"))


# ---------------------------------------------------------------------- normalisation


@settings(FAST, max_examples=500)
@given(name=st.text())
def test_normalise_is_idempotent(name: str) -> None:
    once = normalise(name)
    assert normalise(once) == once
    assert once == once.strip()
    assert "  " not in once


LATIN = st.characters(max_codepoint=0xFF, categories=["Lu", "Ll", "Zs", "Nd", "Po", "Pd"])


@settings(FAST, max_examples=300)
@given(name=st.text(LATIN, max_size=30))
def test_normalise_ignores_case(name: str) -> None:
    assert normalise(name.upper()) == normalise(name.lower()) == normalise(name)


# ------------------------------------------------------------- a legal deck stays legal

_CARD_LINE = re.compile(r"^(?P<count>\d+) (?P<name>\S.*)$")


def deck_lines(file_name: str) -> list[str]:
    return (CORPUS / file_name).read_text("utf-8").splitlines()


def judge(data: bytes, file_name: str) -> DeckResult:
    return checker(LEGAL_DECKS[file_name]).check_bytes(data, file_name)


@cache
def baseline(file_name: str) -> DeckResult:
    result = judge((CORPUS / file_name).read_bytes(), file_name)
    assert result.status == "legal", result.violations
    return result


def runs_of_card_lines(lines: list[str]) -> list[tuple[int, int]]:
    """``(start, end)`` of each run of consecutive card lines (one zone or grouping)."""
    runs, start = [], None
    for index, line in enumerate([*lines, ""]):
        if _CARD_LINE.match(line):
            start = index if start is None else start
        elif start is not None:
            runs.append((start, index))
            start = None
    return runs


@st.composite
def rewritten(draw: st.DrawFn) -> tuple[str, bytes, list[str]]:
    """A legal deck of the corpus, rewritten harmlessly; returns the deck's file name,
    the new bytes and the names of the rewrites applied."""
    file_name = draw(st.sampled_from(sorted(LEGAL_DECKS)))
    lines = deck_lines(file_name)
    done = []
    if draw(st.booleans()):  # split quantities over several lines
        split = []
        for line in lines:
            match = _CARD_LINE.match(line)
            count = int(match["count"]) if match else 1
            if match and count > 1 and draw(st.booleans()):
                first = draw(st.integers(1, count - 1))
                parts = [first, count - first]
                split += [f"{part} {match['name']}" for part in parts]
                done.append("split")
            else:
                split.append(line)
        lines = split
    if draw(st.booleans()):  # reorder card lines within each zone
        for start, end in runs_of_card_lines(lines):
            lines[start:end] = draw(st.permutations(lines[start:end]))
        done.append("reorder")
    case = draw(st.sampled_from(["keep", "upper", "lower", "swapcase", "random"]))
    if case == "random":
        flips = draw(st.lists(st.booleans(), min_size=1, max_size=64))
        lines = ["".join(ch.upper() if flips[i % len(flips)] else ch.lower()
                         for i, ch in enumerate(line)) for line in lines]
    elif case != "keep":
        lines = [getattr(line, case)() for line in lines]
    done.append(f"case:{case}")
    ending = draw(st.sampled_from(["\n", "\r\n", "\r"]))
    text = ending.join(lines) + draw(st.sampled_from(["", ending]))
    encoding = draw(st.sampled_from(["utf-8", "utf-8-bom", "utf-16", "utf-16-le-bom",
                                     "utf-16-be-bom"]))
    data = {
        "utf-8": lambda: text.encode("utf-8"),
        "utf-8-bom": lambda: codecs.BOM_UTF8 + text.encode("utf-8"),
        "utf-16": lambda: text.encode("utf-16"),
        "utf-16-le-bom": lambda: codecs.BOM_UTF16_LE + text.encode("utf-16-le"),
        "utf-16-be-bom": lambda: codecs.BOM_UTF16_BE + text.encode("utf-16-be"),
    }[encoding]()
    done += [f"ending:{ending!r}", encoding]
    return file_name, data, done


@FAST
@given(case=rewritten())
def test_a_legal_deck_stays_legal(case: tuple[str, bytes, list[str]]) -> None:
    file_name, data, done = case
    before, after = baseline(file_name), judge(data, file_name)
    assert after.status == "legal", (done, after.violations)
    assert after.zones == before.zones, done
    serious = [v for v in after.violations if v.severity != "info"]
    assert serious == [v for v in before.violations if v.severity != "info"], done
    new_info = {v.rule for v in after.violations} - {v.rule for v in before.violations}
    assert new_info <= {"duplicate-line"}, (done, after.violations)
    if "split" in done:
        assert any(v.rule == "duplicate-line" for v in after.violations), done


@pytest.mark.parametrize("file_name", sorted(LEGAL_DECKS))
def test_seed_decks_are_legal(file_name: str) -> None:
    """The seed decks themselves are legal (else the property above proves nothing)."""
    assert baseline(file_name).zones


@pytest.mark.parametrize("file_name", sorted(LEGAL_DECKS))
def test_split_quantities_add_only_duplicate_line_info(file_name: str) -> None:
    """Every card line split into single copies: duplicate-line infos, same verdict."""
    lines = []
    for line in deck_lines(file_name):
        match = _CARD_LINE.match(line)
        lines += [f"1 {match['name']}"] * int(match["count"]) if match else [line]
    after, before = judge("\n".join(lines).encode("utf-8"), file_name), baseline(file_name)
    assert after.status == "legal" and after.zones == before.zones, after.violations
    added = {v.rule for v in after.violations} - {v.rule for v in before.violations}
    assert added <= {"duplicate-line"}
    assert all(v.severity == "info" for v in after.violations if v.rule == "duplicate-line")


def test_an_empty_key_beside_the_deck_is_no_card_line() -> None:
    decklist = read_decklist(b"? ''\n: false\ndeck: null\n", "deck.yaml")
    assert decklist.lines == []
    assert [(finding.rule, finding.line) for finding in decklist.findings] == [
        ("ignored-section", 1)]
