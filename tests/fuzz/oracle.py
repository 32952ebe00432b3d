"""A verdict oracle for ``cardtools check``: metamorphic relations on illegal decks.

A crash oracle cannot see a wrong verdict. These relations can: each rewrites an
illegal text decklist in a way that cannot make it legal, and the rewritten deck must
still be illegal with at least the same error rules (issue 13):

- disguises of the card names: case changes, extra spaces, full-width letters, French
  names (the database's localised names), and look-alike letters (Cyrillic, Greek);
- one card line split into two lines (``4 X`` -> ``1 X`` + ``3 X``);
- the card lines of each zone reordered;
- a section added that is not part of the deck (a Maybeboard, a comment block).

Used by ``tests/test_verdict_oracle.py`` (a small, fast run) and ``fuzz_check.py``.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from cardtools.names import fold_lookalikes, normalise

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CORPUS = HERE / "corpus"
MAGETCG_CARDS = HERE / "magetcg-cards.csv"
#: The format each seed deck is judged in, by the start of its file name.
FORMAT_BY_PREFIX = {
    "mage-noir": "mage-noir/tournament",
    "magi-nation": "magi-nation/standard",
    "magetcg": "magetcg/ascension",
    "mtg": "mtg/modern",
}
#: Games whose bundled database holds French names.
FRENCH_GAMES = ("mage-noir",)

#: ``4 Name``, ``4x Name``: the card lines the transforms touch (counts 1-999).
CARD_LINE = re.compile(r"^(?P<count>[1-9]\d{0,2})(?P<x>x?) +(?P<name>\S.*?)\s*$")
#: A name made of words only (no set code, collector number or finish marker after it),
#: so that a disguise changes the name and nothing else.
PLAIN_NAME = re.compile(r"^[^\W\d_][^\W_]*(?:[ '’,&-]+[^\W_]+)*$")
#: Look-alike letters (Unicode confusables): Cyrillic and Greek for Latin ones.
LOOKALIKES = {
    "a": "аα", "c": "с", "e": "е", "i": "іι", "o": "оο", "p": "р", "s": "ѕ", "x": "х",
    "y": "у", "A": "АΑ", "B": "ВΒ", "C": "С", "E": "ЕΕ", "H": "НΗ", "I": "ІΙ", "K": "КΚ",
    "M": "МΜ", "N": "Ν", "O": "ОΟ", "P": "РΡ", "T": "ТΤ", "X": "ХΧ", "Y": "Υ", "Z": "Ζ",
}

Lines = list[str]
Transform = Callable[[Lines, random.Random], Lines]


@cache
def french_names() -> dict[str, str]:
    """Normalised English name -> French name, over the databases of ``FRENCH_GAMES``."""
    found: dict[str, str] = {}
    for game in FRENCH_GAMES:
        data = json.loads((ROOT / "cards" / game / "cards.json").read_text("utf-8"))
        for card in data["cards"]:
            french = (card.get("names") or {}).get("fr")
            if french:
                found[normalise(card["name"])] = french
    return found


def _rename(lines: Lines, rnd: random.Random, change: Callable[[str, random.Random], str]
            ) -> Lines:
    """Apply ``change`` to the name of some card lines (at least one when any can)."""
    plain = [i for i, line in enumerate(lines)
             if (m := CARD_LINE.match(line)) and PLAIN_NAME.match(m["name"])]
    if not plain:
        return lines
    chosen = set(rnd.sample(plain, rnd.randint(1, len(plain))))
    out = list(lines)
    for index in chosen:
        match = CARD_LINE.match(lines[index])
        assert match is not None
        name = change(match["name"], rnd)
        out[index] = f"{match['count']}{match['x']} {name}"
    return out


def disguise_case(lines: Lines, rnd: random.Random) -> Lines:
    """``Fire Ball`` -> ``fIRE bALL``, ``FIRE BALL``, ``fire ball``."""
    def change(name: str, r: random.Random) -> str:
        how = r.choice(["upper", "lower", "swapcase", "random"])
        if how == "random":
            return "".join(_recased(c, c.upper() if r.random() < 0.5 else c.lower())
                           for c in name)
        return "".join(_recased(c, getattr(c, how)()) for c in name)
    return _rename(lines, rnd, change)


def _recased(letter: str, recased: str) -> str:
    """``recased`` when it still reads as the same Latin letter, else ``letter``: the
    lower case of a Greek capital Beta look-alike is a beta, which looks like no Latin
    letter, and that of a capital Nu (an N) is a nu, which looks like a v; changing
    their case would turn a disguise into another name (an unknown card)."""
    same = fold_lookalikes(recased).lower() == fold_lookalikes(letter).lower()
    return recased if same else letter


def disguise_spaces(lines: Lines, rnd: random.Random) -> Lines:
    """Extra spaces between the words of a name, around it, and after the count."""
    def change(name: str, r: random.Random) -> str:
        spaced = re.sub(" ", lambda _m: " " * r.randint(1, 4), name)
        return " " * r.randint(0, 3) + spaced + " " * r.randint(0, 3)
    return _rename(lines, rnd, change)


def disguise_fullwidth(lines: Lines, rnd: random.Random) -> Lines:
    """Some ASCII letters written full-width (``Ｆｉｒｅ Ball``)."""
    def change(name: str, r: random.Random) -> str:
        return "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalpha() and r.random() < 0.5
                       else c for c in name)
    return _rename(lines, rnd, change)


def disguise_french(lines: Lines, rnd: random.Random) -> Lines:
    """A card written by its French name, where the database has one."""
    names = french_names()
    return _rename(lines, rnd, lambda name, _r: names.get(normalise(name), name))


def disguise_lookalike(lines: Lines, rnd: random.Random) -> Lines:
    """Some letters replaced by Cyrillic or Greek look-alikes (``Сrimson Ritual``)."""
    def change(name: str, r: random.Random) -> str:
        letters = [i for i, c in enumerate(name) if c in LOOKALIKES]
        if not letters:
            return name
        chars = list(name)
        for index in r.sample(letters, r.randint(1, len(letters))):
            chars[index] = r.choice(LOOKALIKES[chars[index]])
        return "".join(chars)
    return _rename(lines, rnd, change)


def split_line(lines: Lines, rnd: random.Random) -> Lines:
    """One card line of 2 or more copies written as two lines, one after the other."""
    many = [i for i, line in enumerate(lines)
            if (m := CARD_LINE.match(line)) and int(m["count"]) >= 2]
    if not many:
        return lines
    index = rnd.choice(many)
    match = CARD_LINE.match(lines[index])
    assert match is not None
    count = int(match["count"])
    first = rnd.randint(1, count - 1)
    name = match["name"]
    return [*lines[:index], f"{first} {name}", f"{count - first} {name}", *lines[index + 1:]]


def reorder(lines: Lines, rnd: random.Random) -> Lines:
    """The card lines of each run of card lines (a zone or a grouping) shuffled."""
    out = list(lines)
    start = None
    for index, line in enumerate([*lines, ""]):
        if CARD_LINE.match(line):
            start = index if start is None else start
        elif start is not None:
            run = out[start:index]
            rnd.shuffle(run)
            out[start:index] = run
            start = None
    return out


#: Sections that are not part of the deck, as players paste them.
EXTRA_SECTIONS = [
    ["", "Maybeboard", "4 Crimson Ritual", "2 Fire Ball", "1 Qzxv Notacard"],
    ["", "Considering:", "3 Lightning Bolt"],
    ["# notes from the last event", "# 4 Fire Ball was too many", "// 2 Tornado next time"],
    ["", "Tokens", "1 Goblin Token"],
]
_ZONE_HEADER = re.compile(r"^(#+ *)?(deck|main|main deck|maindeck|mainboard|side|side deck|"
                          r"sideboard|sb|magi|magi stack|mage|mage zone)\b.*$", re.IGNORECASE)


def add_section(lines: Lines, rnd: random.Random) -> Lines:
    """A Maybeboard, a Considering or Tokens section, or a comment block, added at the
    end or just before a zone header (where a zone starts anyway); a comment block may
    go anywhere between lines."""
    section = rnd.choice(EXTRA_SECTIONS)
    if all(line.startswith(("#", "//")) for line in section):
        where = rnd.randint(0, len(lines))
    else:
        places = [i for i, line in enumerate(lines) if _ZONE_HEADER.match(line.strip())]
        where = rnd.choice([*places, len(lines)])
        if where < len(lines):
            section = [*section, ""]
    return [*lines[:where], *section, *lines[where:]]


@dataclass(frozen=True)
class Relation:
    """A metamorphic relation: its name and its transform."""

    name: str
    transform: Transform


RELATIONS: dict[str, Relation] = {r.name: r for r in [
    Relation("case", disguise_case),
    Relation("spaces", disguise_spaces),
    Relation("fullwidth", disguise_fullwidth),
    Relation("french", disguise_french),
    Relation("lookalike", disguise_lookalike),
    Relation("split", split_line),
    Relation("reorder", reorder),
    Relation("add-section", add_section),
]}


def relations() -> list[str]:
    """The names of every relation to check, in a fixed order."""
    return list(RELATIONS)


def error_rules(result: DeckResult) -> frozenset[str]:
    """The rule ids of the result's error violations."""
    return frozenset(v.rule for v in result.violations if v.severity == "error")


@dataclass
class Broken:
    """A relation that does not hold: the deck before and after, and what went missing."""

    relation: list[str]
    before: str
    after: str
    missing: frozenset[str]
    status: str
    details: list[str] = field(default_factory=list)

    def describe(self) -> str:
        """Several lines for a report or an assertion message."""
        return (f"relations {self.relation}: status {self.status}, error rules lost "
                f"{sorted(self.missing)}\n--- before\n{self.before}\n--- after\n{self.after}\n"
                + "\n".join(self.details))


def format_of(seed_name: str) -> str:
    """The format a seed deck of the corpus is judged in."""
    return next((f for p, f in FORMAT_BY_PREFIX.items() if seed_name.startswith(p)),
                "mage-noir/tournament")


@cache
def checker_for(format_id: str) -> Checker:
    """A checker for a format, with the made-up MageTCG cards; no project config."""
    return Checker(CheckOptions(format_id=format_id, card_files=[MAGETCG_CARDS],
                                use_config=False))


def check_relations(checker: Checker, text: str, name: str, chain: Sequence[str],
                    rnd: random.Random) -> Broken | None:
    """Judge the illegal decklist ``text``, apply the relations ``chain`` in order (with
    ``rnd``), judge again: ``None`` when the result is still illegal with at least the
    same error rules, else what broke. A deck that is not illegal to begin with is
    skipped (``None``)."""
    before = checker.check_bytes(text.encode("utf-8"), name)
    if before.status != "illegal":
        return None
    lines = text.splitlines()
    for relation in chain:
        lines = RELATIONS[relation].transform(lines, rnd)
    after_text = "\n".join(lines) + "\n"
    after = checker.check_bytes(after_text.encode("utf-8"), name)
    missing = error_rules(before) - error_rules(after)
    if after.status == "illegal" and not missing:
        return None
    return Broken(list(chain), text, after_text, missing, after.status,
                  [f"{v.line}: {v.severity} [{v.rule}] {v.message}" for v in after.violations])


# ------------------------------------------------------------------ illegal seed decks

#: Lines that make a legal deck of a game illegal, and the error each brings.
INJECTIONS: dict[str, list[tuple[str, str]]] = {
    "mage-noir": [("1 Crimson Ritual", "banned"), ("2 Ignition", "restricted"),
                  ("1 Fireballl", "unknown-card"), ("5 Fire Ball", "copy-limit"),
                  ("1 Rituel pourpre", "banned")],
    "magi-nation": [("4 Arbolit", "copy-limit"), ("1 Qzxv Notacard", "unknown-card")],
    "magetcg": [("1 Qzxv Notacard", "unknown-card")],
    "mtg": [("1 Qzxv Notacard", "unknown-card"), ("5 Lightning Bolt", "copy-limit")],
}


def _card_line_indexes(lines: Lines) -> list[int]:
    return [i for i, line in enumerate(lines) if CARD_LINE.match(line)]


def illegal_seeds(corpus: Path = CORPUS) -> list[tuple[str, str, str | None]]:
    """``(file name, text, injected error rule)`` of text decklists to check relations
    on: every ``.txt`` deck of the corpus as it is (rule ``None``; the legal ones are
    skipped by ``check_relations``), and each with one line injected after the last card
    line of its first zone (a banned card, a copy too many, a misspelt name...), with the
    error rule that line brings. Only text decks: the transforms rewrite text lines."""
    seeds: list[tuple[str, str, str | None]] = []
    for path in sorted(corpus.glob("*.txt")):
        text = path.read_text("utf-8", errors="replace")
        seeds.append((path.name, text, None))
        game = next((g for g in INJECTIONS if path.name.startswith(g)), None)
        lines = text.splitlines()
        cards = _card_line_indexes(lines)
        if game is None or not cards:
            continue
        end = cards[0]
        while end + 1 < len(lines) and CARD_LINE.match(lines[end + 1]):
            end += 1
        for injected, rule in INJECTIONS[game]:
            new = [*lines[:end + 1], injected, *lines[end + 1:]]
            seeds.append((path.name, "\n".join(new) + "\n", rule))
    return seeds
