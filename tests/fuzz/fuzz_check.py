"""Fuzz ``cardtools check`` with mutated real decklists (issue 7). Not a pytest module.

    python tests/fuzz/fuzz_check.py --seconds 600 --seed 1
    python tests/fuzz/fuzz_check.py --replay tests/bad_input/some-file.json

Engine: Hypothesis. Each example picks a seed decklist of ``tests/fuzz/corpus/`` and a
list of mutations (byte flips, inserted / deleted / swapped lines, swapped zone headers,
giant counts, weird Unicode, NUL bytes, BOMs and re-encodings, control characters,
very long lines, truncation, YAML / JSON bombs, splices of two decklists, another file
suffix), each mutation with its own random seed, so Hypothesis shrinks a failure to the
shortest list of the simplest mutations. Runs are deterministic for a given ``--seed``
(examples are generated in batches seeded from it) and bounded by ``--seconds``.

Every input goes through ``Checker.check_bytes`` (with the seed deck's format forced,
or not, so that the deck's own ``Format:`` line is used) and then through the reporters
(rendered in memory; rich and SARIF, the slow ones, for one input in eight), in a forked
worker process with a 2 GB address-space limit that is killed and replaced when an input
takes longer than ``--hang`` seconds. A finding is any of:

- an exception escaping ``check_bytes`` or a reporter (a crash), or the worker dying;
- an ``internal-error`` in a verdict: a crash (or a memory blow-up) ``check_bytes``
  caught so that a batch goes on, which is a crash all the same;
- an input without a verdict after ``--hang`` seconds (a hang: a regular expression that
  backtracks for ever cannot be interrupted inside the process);
- a status outside legal / illegal / error, or a violation with an unknown rule id;
- a report that is not strict UTF-8, JUnit output that is not well-formed XML, JSON
  output that does not parse, or terminal output (text, github, rich without colour)
  holding control characters;
- one input taking longer than ``--slow`` seconds (a hang in the making);
- a verdict that changes under a metamorphic relation (``oracle.py``): an illegal deck
  whose names are disguised, a line split, lines reordered or a section added must stay
  illegal with at least the same error rules.

Progress goes to stderr once a minute.

Each distinct finding (by kind, exception type and innermost cardtools frame) is saved
once, byte-minimized, in ``--out`` (default: a temporary folder) with a ``.why`` file
describing it; known findings are counted, not shrunk again. The last line printed is a
JSON summary: inputs tried, seconds, inputs per second, findings.
"""

from __future__ import annotations

import argparse
import codecs
import io
import json
import multiprocessing
import random
import re
import resource
import sys
import tempfile
import time
import traceback
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:  # run as a script from a source checkout
    sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import cardtools  # noqa: E402
from cardtools.checker import Checker, CheckOptions  # noqa: E402
from cardtools.model import DeckResult  # noqa: E402
from cardtools.reporters import REPORTERS, Report, reporter  # noqa: E402
from cardtools.rules import RULES  # noqa: E402
from tests.fuzz import oracle  # noqa: E402

PACKAGE = Path(cardtools.__file__).resolve().parent
CORPUS = oracle.CORPUS
MAGETCG_CARDS = oracle.MAGETCG_CARDS
FORMAT_BY_PREFIX = oracle.FORMAT_BY_PREFIX
SUFFIXES = (".txt", ".yaml", ".json", ".deck", ".dec", ".yml", ".dek", ".cod", ".TXT", ".Json",
            "", "-")
#: Reporters too slow to render for every input; they render for one input in ``SAMPLE``.
SLOW_REPORTERS = frozenset({"rich", "sarif"})
SAMPLE = 8
#: Reporters read on a terminal: uncoloured output must hold no control characters
#: (an ESC from a decklist would let it drive the organizer's terminal).
TERMINAL_REPORTERS = frozenset({"text", "github", "rich"})
_TERMINAL_CONTROL = re.compile(
    "[\x00-\x09\x0b-\x1f\x7f\x80-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
    "\u2066-\u2069]")

# --------------------------------------------------------------------------- mutations

INTERESTING_BYTES = [0x00, 0xFF, 0xFE, 0xEF, 0xBB, 0xBF, 0x80, 0x81, 0x9D, 0xC0, 0xC3,
                     0xE2, 0xED, 0xF0, 0xF4, 0x0D, 0x0A, 0x09, 0x0B, 0x0C, 0x1B, 0x7F, 0x22,
                     0x27, 0x23, 0x3A, 0x28, 0x5B, 0x7B, 0x26, 0x2A, 0x21, 0x7C, 0x2F]
WEIRD_TEXT = [
    "\u202e", "\ufeff", "\u200b", "\u200d", "\u0085", "\u2028", "\u2029", "\uffff", "\ufffe",
    "\ufffd", "\u0301" * 50, "\U0001f9d9\u200d\u2642\ufe0f", "\ufdfa", "\u01c5", "\u0130",
    "\u00df", "\uff14", "\u00b2", "\u0664", "\u212a", "\ufb00", "\u00c6ther", "\u2019",
    "\u201c", "\u2014", "\u00a0", "\u3000", "\u0000", "\U000e0041", "\u1e9e", "\u0345",
    "\u00e9", "e\u0301", "\u0410", "\u0d4d" * 10, "\U0001d7dc", "\u2163", "\u2474", "\u33a1",
    "\ud7ff", "\u00ad", "\u180e", "\u2061", "\ufe0f" * 20, "x\u0308" * 30, "\u0e01\u0e33",
]
LINES = [
    "Deck", "Main", "Main deck (40)", "Sideboard", "Side deck (10)", "SB: 2 Fire Ball", "Side:",
    "Magi", "Magi stack", "Mage", "Mage zone", "Réserve", "Maybeboard", "Tokens", "Pool",
    "Considering", "Wishlist", "# Magi", "## Creatures (21)", "# Relics", "Creatures", "Spells:",
    "Lands", "Land Tax", "Format: mage-noir/tournament", "Format: magetcg/ascension+heroic",
    "Format: magetcg/heroic", "Format: magetcg/constructed", "Format: mtg/constructed",
    "Format: modern", "Format: standard", "Format: +", "Format: /", "Format: a/b/c",
    "Format: magetcg/ascension+heroic+speakeasy", "Format: magetcg/ascension+ascension",
    "Format: magi-nation/standard", "Format: mtg/vintage", "Format: magetcg/foundry",
    "Format: magetcg/ascension+heroic+heroic", "Format: MAGE-NOIR/TOURNAMENT",
    "Format: ../../etc/passwd", "Game: magetcg", "Player: \u202eevil", "Date: 2025-13-45",
    "Deck: x", "Name:", "// comment", "#", "##", "#!", "4 Fire Ball", "4x Fire Ball",
    "4 x Fire Ball", "x4 Fire Ball", "Fire Ball x4", "Fire Ball", "1 Crimson Ritual",
    "2 Ignition", "4 Boule de feu", "4 Fire Ball (SET) 123", "4 [SET] Fire Ball",
    "4 Fire Ball *F*", "4 Fire Ball (foil)", "4 Fire Ball (holo) (holo) (holo) (holo) (holo)",
    "4 Fire // Ice", "4 Fire/Ice", "4 Fire | Ice", "1 Korg & Zet", "Korg & Zet", "Evil Evu",
    "1 Iconic Seraph of Dawn", "0 Fire Ball", "-1 Fire Ball", "+4 Fire Ball", "999 Fire Ball",
    "1000 Fire Ball", "4", "x", "4x", "x4", ":", "()", "(40)", "[]", "Deck (", "Deck (4",
    "SB:", "SB: 4", "4 SB: Fire Ball", "Format:", "\t4\tFire Ball\t", "4\u00a0Fire Ball",
    "Fire Ball x 4", "Fire Ball \u00d74", "\u00d74 Fire Ball", "4 Fire Ball # comment",
    "deck:", "- Fire Ball", "  Fire Ball: 4", "{", "}", "[", "]", "&a [*a]", "*a", "<<: *a",
    "!!binary aGVsbG8=", "!!python/object:os.system ls", "--- ", "...", "%YAML 1.1",
    "%TAG ! tag:x,2000:", '"deck": {"Fire Ball": 4}', '{"deck": ', "NaN", "Infinity",
    '"\\ud800"', '"\\u0000"', "? [a, b]", ": 4", "mage: Iconic Seraph of Dawn",
    "magi: [Ashgar, Gar, Grega]", "side: {Rock: 4}", "format: 5", "deck: null",
]
COUNTS = ["0", "-1", "-0", "+4", "999", "1000", "4294967296", "9" * 400, "1" * 4301,
          "0x10", "1e3", "4.0", "\u0664", "\uff14", "\u00b2", "1_000", "007", "NaN", "", " "]
YAML_BOMB = ("a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
             "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c]\n"
             "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e]\n"
             "deck: *f\n")
_NUMBER = re.compile(rb"[-+]?\d+")
_HEADER_WORD = re.compile(rb"(?im)^(#*[ \t]*)(deck|main|main deck|side deck|side|sideboard|sb|"
                          rb"magi|magi stack|mage|mage zone|maybeboard|tokens)\b")


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def _join(lines: list[bytes]) -> bytes:
    return b"\n".join(lines)


def _pos(rnd: random.Random, data: bytes) -> int:
    return rnd.randint(0, len(data))


def m_flip(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Flip one to eight random bits."""
    if not data:
        return bytes([rnd.randrange(256)])
    out = bytearray(data)
    for _ in range(rnd.randint(1, 8)):
        i = rnd.randrange(len(out))
        out[i] ^= 1 << rnd.randrange(8)
    return bytes(out)


def m_byte(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Insert, replace or delete interesting bytes."""
    i = _pos(rnd, data)
    choice = rnd.randrange(3)
    blob = bytes(rnd.choice(INTERESTING_BYTES) for _ in range(rnd.randint(1, 4)))
    if choice == 0:
        return data[:i] + blob + data[i:]
    if choice == 1:
        return data[:i] + blob + data[i + len(blob):]
    return data[:i] + data[i + rnd.randint(1, 16):]


def m_insert_line(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Insert a decklist-ish line (headers, metadata, card lines, YAML / JSON bits)."""
    lines = _lines(data)
    lines.insert(rnd.randint(0, len(lines)), rnd.choice(LINES).encode("utf-8"))
    return _join(lines)


def m_delete_lines(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Delete one or a few lines."""
    lines = _lines(data)
    i = rnd.randrange(len(lines))
    del lines[i:i + rnd.randint(1, 3)]
    return _join(lines)


def m_duplicate_line(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Repeat a line up to a few hundred times."""
    lines = _lines(data)
    i = rnd.randrange(len(lines))
    lines[i:i + 1] = [lines[i]] * rnd.choice([2, 3, 10, 300])
    return _join(lines)


def m_swap_lines(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Swap two lines (moves cards across zones, headers below cards)."""
    lines = _lines(data)
    i, j = rnd.randrange(len(lines)), rnd.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return _join(lines)


def m_swap_zones(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Rename zone headers (Deck <-> Side, Magi, Mage, Maybeboard, Tokens)."""
    words = [b"Deck", b"Side", b"Sideboard", b"Magi", b"Mage", b"Maybeboard", b"Tokens", b"SB",
             b"R\xc3\xa9serve", b"Main deck", b"Considering", b"Creatures"]
    return _HEADER_WORD.sub(lambda m: m[1] + rnd.choice(words), data)


def m_count(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Replace a number with a giant, zero, negative or exotic count."""
    numbers = list(_NUMBER.finditer(data))
    new = rnd.choice(COUNTS).encode("utf-8")
    if not numbers:
        return new + b" " + data
    m = rnd.choice(numbers)
    return data[:m.start()] + new + data[m.end():]


def m_unicode(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Insert weird Unicode (bidi overrides, BOMs, combining marks, non-characters ...)."""
    i = _pos(rnd, data)
    return data[:i] + rnd.choice(WEIRD_TEXT).encode("utf-8", "surrogatepass") + data[i:]


def m_nul(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Insert a NUL byte."""
    i = _pos(rnd, data)
    return data[:i] + b"\x00" * rnd.choice([1, 1, 2, 100]) + data[i:]


def m_bom(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Add a byte order mark (at the start, twice, or in the middle)."""
    bom = rnd.choice([codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE,
                      codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE])
    where = rnd.randrange(3)
    if where == 0:
        return bom + data
    if where == 1:
        return bom + bom + data
    i = _pos(rnd, data)
    return data[:i] + bom + data[i:]


def m_reencode(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Re-encode the text: UTF-16 with or without BOM, UTF-32, cp1252, Latin-1."""
    text = data.decode("utf-8", "replace")
    encoding = rnd.choice(["utf-16", "utf-16-le", "utf-16-be", "utf-32", "cp1252", "latin-1",
                           "utf-8-sig", "utf-7"])
    return text.encode(encoding, "replace")


def m_control(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Insert a control character (C0, DEL, C1 as UTF-8)."""
    i = _pos(rnd, data)
    char = rnd.choice([chr(c) for c in range(1, 32)] + ["\x7f", "\x85", "\x9b", "\x1b[31m"])
    return data[:i] + char.encode("utf-8") + data[i:]


def m_long_line(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Insert a very long line (around the 500-character limit, or far beyond)."""
    length = rnd.choice([499, 500, 501, 502, 4096, 100_000])
    unit = rnd.choice([b"a", b" ", b"4", b"x", b"(", b"[", b"a ", b"4 ", b"x4 ", b"# ", b"/",
                       b"\xc3\xa9", b"\t", b"(SET) ", b"*F*"])
    body = rnd.choice([b"4 ", b"", b"Fire Ball", b"# "]) + (unit * length)[:length]
    lines = _lines(data)
    lines.insert(rnd.randint(0, len(lines)), body)
    return _join(lines)


def m_truncate(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Cut the file anywhere (in the middle of a line or a UTF-8 sequence)."""
    return data[:_pos(rnd, data)]


def m_line_endings(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Switch line endings to CRLF, CR, mixed, or add many blank lines."""
    choice = rnd.randrange(4)
    if choice == 0:
        return data.replace(b"\n", b"\r\n")
    if choice == 1:
        return data.replace(b"\n", b"\r")
    if choice == 2:
        return b"".join(part + rnd.choice([b"\n", b"\r\n", b"\r", b"\n\n"])
                        for part in data.split(b"\n"))
    return data + b"\n" * rnd.choice([1, 9_990, 10_001, 20_000])


def m_splice(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Splice part of another seed decklist in."""
    other = rnd.choice(corpus)
    a, b = sorted((_pos(rnd, other), _pos(rnd, other)))
    i = _pos(rnd, data)
    return data[:i] + other[a:b] + data[i:]


def m_structured(data: bytes, rnd: random.Random, corpus: list[bytes]) -> bytes:
    """Replace the input with a hostile YAML / JSON document."""
    choice = rnd.randrange(8)
    if choice == 0:
        return YAML_BOMB.encode()
    if choice == 1:
        depth = rnd.choice([50, 199, 201, 1000, 100_000])
        return b'{"deck": ' + b"[" * depth + b"]" * depth + b"}"
    if choice == 2:
        return b"deck: &a [*a]\n"
    if choice == 3:
        digits = rnd.choice([4300, 4301, 10_000])
        return b'{"deck": {"Fire Ball": ' + b"1" * digits + b"}}"
    if choice == 4:
        return b"deck:\n  Fire Ball: " + b"9" * rnd.choice([4300, 4301, 5000]) + b"\n"
    if choice == 5:
        return b'{"deck": {"\\u0000\\u001b\\uffff": 4}, "player": "\\u001b]0;x\\u0007"}'
    if choice == 6:
        return b"deck:\n  ? !!binary aGVsbG8=\n  : 4\n  1: 4\n  true: 4\n  null: 4\n"
    return b"deck: {" + b", ".join(b"c%d: 1" % i for i in range(rnd.choice([10, 5000]))) + b"}"


MUTATIONS: list[Callable[[bytes, random.Random, list[bytes]], bytes]] = [
    m_flip, m_byte, m_insert_line, m_delete_lines, m_duplicate_line, m_swap_lines,
    m_swap_zones, m_count, m_unicode, m_nul, m_bom, m_reencode, m_control, m_long_line,
    m_truncate, m_line_endings, m_splice, m_structured,
]

# --------------------------------------------------------------------------- oracle


class Finding(Exception):
    """An oracle violation that is not an exception of the code under test; ``kind``
    names it for de-duplication, the message gives the detail."""

    def __init__(self, kind: str, detail: str = "") -> None:
        super().__init__(f"{kind}: {detail}" if detail else kind)
        self.kind = kind


@dataclass
class Target:
    """The code under test: checkers built once, as ``cardtools check`` does."""

    checkers: dict[str | None, Checker] = field(default_factory=dict)
    runs: int = 0

    def checker(self, format_id: str | None) -> Checker:
        if format_id not in self.checkers:
            cards = [MAGETCG_CARDS] if MAGETCG_CARDS.is_file() else []
            self.checkers[format_id] = Checker(CheckOptions(
                format_id=format_id, card_files=cards, use_config=False))
        return self.checkers[format_id]

    def run(self, data: bytes, name: str, format_id: str | None, every_reporter: bool = True
            ) -> DeckResult:
        """Judge the input and render the reports (the slow ones only for one input in
        ``SAMPLE`` unless ``every_reporter``); raise on any finding."""
        result = self.checker(format_id).check_bytes(data, name)
        if result.status not in ("legal", "illegal", "error"):
            raise Finding("bad status", repr(result.status))
        for violation in result.violations:
            if violation.rule not in RULES or violation.severity not in ("error", "warning",
                                                                         "info"):
                raise Finding("unknown rule or severity", f"{violation.rule} {violation.severity}")
            if violation.rule == "internal-error":  # a crash the checker caught for the batch
                raise Finding("internal-error " + ":".join(violation.message.split(":")[:2]),
                              violation.message)
        report = Report([result])
        self.runs += 1
        for style in REPORTERS:
            if style in SLOW_REPORTERS and self.runs % SAMPLE and not every_reporter:
                continue
            out = io.StringIO()
            reporter(style).render(report, out, False)
            text = out.getvalue()
            try:
                text.encode("utf-8")
            except UnicodeEncodeError as exc:
                raise Finding("report is not UTF-8", f"{style}: {exc}") from None
            if style == "junit":
                try:
                    ET.fromstring(text)
                except ET.ParseError as exc:
                    raise Finding("junit report is not well-formed XML", str(exc)) from None
            elif style in ("json", "sarif"):
                json.loads(text)
            elif style in TERMINAL_REPORTERS:
                control = _TERMINAL_CONTROL.search(text)
                if control:  # one finding whichever terminal report shows it first
                    code = ord(control[0])
                    block = "C0" if code < 0x80 else "C1" if code < 0xA0 else "bidi"
                    raise Finding(f"terminal report holds a {block} control character",
                                  f"{style} report, U+{ord(control[0]):04X}")
        return result


def signature(exc: BaseException) -> str:
    """What makes two findings the same: kind, type and innermost cardtools frame."""
    if isinstance(exc, Finding):
        return "finding: " + exc.kind
    frames = [f for f in traceback.extract_tb(exc.__traceback__)
              if Path(f.filename).resolve().is_relative_to(PACKAGE)]
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    return f"{type(exc).__name__} at {where}"


# --------------------------------------------------------------------------- sandbox

#: Address space of the worker judging the inputs: a memory blow-up is a finding, not a
#: crash of the machine.
WORKER_MEMORY = 2 * 1024**3


def _serve(conn: Connection) -> None:  # pragma: no cover - runs in the worker process
    """The worker: judge each input sent, answer ``(kind, detail, rules, seconds)``."""
    resource.setrlimit(resource.RLIMIT_AS, (WORKER_MEMORY, WORKER_MEMORY))
    target = Target()
    while True:
        try:
            data, name, format_id, every_reporter = conn.recv()
        except EOFError:
            return
        start = time.perf_counter()
        try:
            result = target.run(data, name, format_id, every_reporter)
            answer = ("ok", result.status, sorted({v.rule for v in result.violations}))
        except Exception as exc:  # a finding: send its signature and traceback
            detail = str(exc) if isinstance(exc, Finding) else "".join(
                traceback.format_exception(exc))
            answer = ("finding", signature(exc), [detail[-5000:]])
        conn.send((*answer, time.perf_counter() - start))


class Sandbox:
    """Judges inputs in a forked worker process, so that an input that hangs (a regular
    expression backtracking for ever holds the GIL: no thread can stop it) or eats all
    memory is a finding: the worker is killed after ``hang`` seconds and replaced."""

    def __init__(self, hang: float) -> None:
        self.hang = hang
        self.context = multiprocessing.get_context("fork")
        self.process: BaseProcess | None = None
        self.conn: Connection | None = None

    def run(self, data: bytes, name: str, format_id: str | None, every_reporter: bool = True,
            hang: float | None = None) -> tuple[str, str, list[str], float]:
        if self.process is None or not self.process.is_alive():
            parent, child = self.context.Pipe()
            self.process = self.context.Process(target=_serve, args=(child,), daemon=True)
            self.process.start()
            child.close()
            self.conn = parent
        assert self.conn is not None
        self.conn.send((data, name, format_id, every_reporter))
        limit = hang or self.hang
        if self.conn.poll(limit):
            try:
                answer: tuple[str, str, list[str], float] = self.conn.recv()
                return answer
            except EOFError:
                pass
            self.stop()
            return ("finding", "finding: the worker died (memory, signal)", [], 0.0)
        self.stop()
        return ("finding", "finding: hang", [f"no verdict after {limit:.0f} s"], limit)

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.join()
        self.process = None


class Reported(Exception):
    """A finding reported by the worker, raised in the main process for Hypothesis."""

    def __init__(self, sig: str, detail: str) -> None:
        super().__init__(detail)
        self.sig = sig


# --------------------------------------------------------------------------- driver


@dataclass
class Stats:
    tried: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)
    mutations: Counter[str] = field(default_factory=Counter)
    findings: dict[str, dict[str, object]] = field(default_factory=dict)
    repeats: Counter[str] = field(default_factory=Counter)
    slowest: float = 0.0
    slowest_input: str = ""
    oracle_checks: int = 0
    oracle_relations: Counter[str] = field(default_factory=Counter)
    oracle_forms: Counter[str] = field(default_factory=Counter)


def minimize(data: bytes, fails: Callable[[bytes], bool], seconds: float = 30) -> bytes:
    """Shrink ``data`` while ``fails`` stays true: drop lines, then chunks of bytes."""
    stop = time.monotonic() + seconds
    lines = data.split(b"\n")
    chunk = max(1, len(lines) // 2)
    while chunk >= 1 and time.monotonic() < stop:
        i = 0
        while i < len(lines) and time.monotonic() < stop:
            candidate = lines[:i] + lines[i + chunk:]
            if candidate and fails(b"\n".join(candidate)):
                lines = candidate
            else:
                i += chunk
        chunk //= 2
    data = b"\n".join(lines)
    chunk = max(1, len(data) // 2)
    while chunk >= 1 and time.monotonic() < stop:
        i = 0
        while i < len(data) and time.monotonic() < stop:
            candidate = data[:i] + data[i + chunk:]
            if candidate and fails(candidate):
                data = candidate
            else:
                i += chunk
        chunk //= 2
    return data


class OracleBroken(Exception):
    """A metamorphic relation of the verdict oracle that does not hold."""

    def __init__(self, broken: oracle.Broken) -> None:
        super().__init__(broken.describe())
        self.broken = broken


class Fuzzer:
    def __init__(self, corpus: dict[str, bytes], out: Path, slow: float, hang: float
                 ) -> None:
        self.illegal = oracle.illegal_seeds(CORPUS)
        self.legal = oracle.legal_seeds(CORPUS)
        self.relations = oracle.relations()
        self.names = sorted(corpus)
        self.corpus = corpus
        self.blobs = [corpus[n] for n in self.names]
        self.out = out
        self.slow = slow
        self.sandbox = Sandbox(hang)
        self.stats = Stats()
        self.deadline = 0.0
        self.next_progress = 0.0
        self.started = time.monotonic()
        self.last_failure: tuple[bytes, str, str | None, str, str] | None = None

    def format_of(self, seed_name: str) -> str:
        return next((f for p, f in FORMAT_BY_PREFIX.items() if seed_name.startswith(p)),
                    "mage-noir/tournament")

    def build(self, seed_index: int, steps: list[tuple[int, int]], suffix: str
              ) -> tuple[bytes, str]:
        seed_name = self.names[seed_index]
        data = self.corpus[seed_name]
        for mutation, mutation_seed in steps:
            data = MUTATIONS[mutation](data, random.Random(mutation_seed), self.blobs)
            if len(data) > 3_000_000:  # keep inputs near the 1 MB limit, not far past it
                data = data[:1_100_000]
        name = suffix if suffix == "-" else Path(seed_name).stem + suffix
        if suffix == "":
            name = Path(seed_name).name  # the seed's own suffix
        return data, name

    def one(self, data: bytes, name: str, format_id: str | None) -> None:
        kind, detail, rules, elapsed = self.sandbox.run(data, name, format_id,
                                                        every_reporter=False)
        if kind == "ok" and elapsed > self.slow:
            kind, detail, rules = "finding", "finding: slow input", [f"{elapsed:.1f} s"]
        if kind == "finding":
            if detail in self.stats.findings:
                self.stats.repeats[detail] += 1
                return
            self.last_failure = (data, name, format_id, detail, rules[0] if rules else "")
            raise Reported(detail, rules[0] if rules else detail)
        if elapsed > self.stats.slowest:
            self.stats.slowest, self.stats.slowest_input = elapsed, f"{name} ({len(data)} bytes)"
        self.stats.statuses[detail] += 1
        self.stats.rules.update(rules)
        now = time.monotonic()
        if now > self.next_progress:
            self.next_progress = now + 60
            print(f"[fuzz] {now - self.started:.0f} s: {self.stats.tried} inputs, "
                  f"{len(self.stats.findings)} findings", file=sys.stderr, flush=True)

    def record(self) -> None:
        assert self.last_failure is not None
        data, name, format_id, sig, detail = self.last_failure
        timing = sig in ("finding: hang", "finding: slow input")

        def fails(candidate: bytes) -> bool:
            kind, again, _, elapsed = self.sandbox.run(candidate, name, format_id,
                                                       hang=min(self.sandbox.hang, 5))
            if sig == "finding: slow input":
                return kind == "ok" and elapsed > self.slow
            return kind == "finding" and again == sig

        small = minimize(data, fails, seconds=60 if timing else 30)
        index = len(self.stats.findings) + 1
        suffix = Path(name).suffix if name != "-" else ".txt"
        path = self.out / f"finding-{index}{suffix or '.txt'}"
        path.write_bytes(small)
        path.with_suffix(path.suffix + ".why").write_text(
            f"signature: {sig}\ninput name: {name}\nformat forced: {format_id}\n"
            f"original size: {len(data)} bytes, minimized: {len(small)} bytes\n\n{detail}",
            "utf-8")
        self.stats.findings[sig] = {"file": str(path), "name": name, "format": format_id,
                                    "bytes": len(small), "error": detail.strip()[-300:]}
        print(f"[fuzz] finding {index}: {sig} -> {path}", file=sys.stderr, flush=True)

    def batch(self, batch_seed: int, examples: int) -> None:
        mutation = st.tuples(st.integers(0, len(MUTATIONS) - 1), st.integers(0, 2**32 - 1))

        @seed(batch_seed)
        @settings(max_examples=examples, deadline=None, database=None, derandomize=False,
                  phases=[Phase.generate, Phase.shrink], report_multiple_bugs=False,
                  suppress_health_check=list(HealthCheck))
        @given(seed_index=st.integers(0, len(self.names) - 1),
               steps=st.lists(mutation, min_size=1, max_size=10),
               suffix=st.sampled_from(("",) * 6 + SUFFIXES),
               forced=st.booleans())
        def body(seed_index: int, steps: list[tuple[int, int]], suffix: str,
                 forced: bool) -> None:
            if time.monotonic() > self.deadline:
                return
            data, name = self.build(seed_index, steps, suffix)
            self.stats.tried += 1
            self.stats.mutations.update(MUTATIONS[m].__name__ for m, _ in steps)
            format_id = self.format_of(self.names[seed_index]) if forced else None
            self.one(data, name, format_id)

        self.last_failure = None
        try:
            body()
        except Exception:
            if self.last_failure is None:
                raise
            self.record()

    def oracle_batch(self, batch_seed: int, examples: int) -> None:
        """The verdict oracle (``oracle.py``): illegal decks rewritten by chains of
        metamorphic relations must stay illegal with at least the same error rules, and
        legal decks rewritten by verdict-keeping ones (``oracle.KEEPING``) legal with no
        error. A broken relation is a finding, saved with the deck before and after."""

        @seed(batch_seed)
        @settings(max_examples=examples, deadline=None, database=None, derandomize=False,
                  phases=[Phase.generate, Phase.shrink], report_multiple_bugs=False,
                  suppress_health_check=list(HealthCheck))
        @given(index=st.integers(0, len(self.illegal) - 1),
               chain=st.lists(st.sampled_from(self.relations), min_size=1, max_size=5),
               rnd_seed=st.integers(0, 2**32 - 1),
               form=st.sampled_from(oracle.forms()),
               legal=st.integers(0, len(self.legal) - 1),
               keeping=st.lists(st.sampled_from(list(oracle.KEEPING)), min_size=1,
                                max_size=3))
        def body(index: int, chain: list[str], rnd_seed: int, form: str, legal: int,
                 keeping: list[str]) -> None:
            if time.monotonic() > self.deadline:
                return
            name, text, _rule = self.illegal[index]
            self.stats.oracle_checks += 1
            self.stats.oracle_relations.update(chain)
            self.stats.oracle_forms[form] += 1
            broken = oracle.check_relations(oracle.checker_for(oracle.format_of(name)), text,
                                            name, chain, random.Random(rnd_seed), form)
            if broken is not None:
                raise OracleBroken(broken)
            # and a legal deck keeps its verdict under the verdict-keeping relations
            name, text = self.legal[legal]
            self.stats.oracle_relations.update(f"keep:{r}" for r in keeping)
            broken = oracle.check_keeping(oracle.checker_for(oracle.format_of(name)), text,
                                          name, keeping, random.Random(rnd_seed))
            if broken is not None:
                raise OracleBroken(broken)

        try:
            body()
        except OracleBroken as found:
            self.record_broken(found.broken)

    def record_broken(self, broken: oracle.Broken) -> None:
        sig = (f"finding: verdict changed by {'+'.join(sorted(set(broken.relation)))} "
               f"as {broken.form} (lost {','.join(sorted(broken.missing)) or 'nothing'}, "
               f"now {broken.status})")
        if sig in self.stats.findings:
            self.stats.repeats[sig] += 1
            return
        index = len(self.stats.findings) + 1
        path = self.out / f"finding-{index}{broken.suffix}"
        path.write_text(broken.after, "utf-8")
        path.with_name(path.name + ".why").write_text(
            f"signature: {sig}\n\n{broken.describe()}", "utf-8")
        self.stats.findings[sig] = {"file": str(path), "relations": broken.relation,
                                    "missing": sorted(broken.missing), "status": broken.status}
        print(f"[fuzz] finding {index}: {sig} -> {path}", file=sys.stderr, flush=True)

    def run(self, seconds: float, base_seed: int, examples: int = 200) -> None:
        self.started = time.monotonic()
        self.deadline = self.started + seconds
        # the seed decklists themselves first
        for name in self.names:
            for forced in (self.format_of(name), None):
                self.stats.tried += 1
                kind, detail, _, _ = self.sandbox.run(self.corpus[name], name, forced)
                if kind != "ok":
                    print(f"[fuzz] seed {name} [{forced}]: {detail}", file=sys.stderr)
        batch = 0
        try:
            while time.monotonic() < self.deadline:
                self.batch(base_seed * 1_000_003 + batch, examples)
                self.oracle_batch(base_seed * 1_000_003 + batch, max(10, examples // 4))
                batch += 1
        finally:
            self.sandbox.stop()


def replay(paths: list[str], hang: float) -> int:
    """Run the oracle on given files (each with the Mage Noir format and without)."""
    sandbox = Sandbox(hang)
    failed = 0
    for path in paths:
        data = Path(path).read_bytes()
        for format_id in ("mage-noir/tournament", None):
            kind, detail, rules, elapsed = sandbox.run(data, Path(path).name, format_id)
            if kind == "ok":
                print(f"{path} [{format_id}]: {detail} {rules} ({elapsed:.2f} s)")
            else:
                failed += 1
                last = rules[0].strip().splitlines()[-1] if rules else ""
                print(f"{path} [{format_id}]: FINDING {detail} ({last})"[:300])
    sandbox.stop()
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60, help="time budget (default 60)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the run (default 0)")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="seed decklists folder")
    parser.add_argument("--out", type=Path, default=None,
                        help="folder for minimized findings (default: a temporary folder)")
    parser.add_argument("--slow", type=float, default=5.0,
                        help="seconds after which one input counts as a finding (default 5)")
    parser.add_argument("--hang", type=float, default=10.0,
                        help="seconds after which an input is a hang (default 10)")
    parser.add_argument("--examples", type=int, default=200, help="examples per batch")
    parser.add_argument("--replay", nargs="+", metavar="FILE", help="only run these files")
    args = parser.parse_args(argv)
    if args.replay:
        return replay(args.replay, args.hang)
    corpus = {p.name: p.read_bytes() for p in sorted(args.corpus.iterdir()) if p.is_file()}
    out = args.out or Path(tempfile.mkdtemp(prefix=f"cardtools-fuzz-{args.seed}-"))
    out.mkdir(parents=True, exist_ok=True)
    fuzzer = Fuzzer(corpus, out, args.slow, args.hang)
    started = time.monotonic()
    fuzzer.run(args.seconds, args.seed, args.examples)
    elapsed = time.monotonic() - started
    stats = fuzzer.stats
    summary = {
        "seed": args.seed, "seconds": round(elapsed, 1), "inputs": stats.tried,
        "inputs_per_second": round(stats.tried / elapsed, 1) if elapsed else None,
        "statuses": dict(stats.statuses), "rules_seen": dict(sorted(stats.rules.items())),
        "mutations_applied": dict(sorted(stats.mutations.items())),
        "slowest_seconds": round(stats.slowest, 3), "slowest_input": stats.slowest_input,
        "oracle_checks": stats.oracle_checks,
        "oracle_relations": dict(sorted(stats.oracle_relations.items())),
        "oracle_forms": dict(sorted(stats.oracle_forms.items())),
        "findings": stats.findings, "repeats_of_known_findings": dict(stats.repeats),
        "out": str(out),
    }
    print(json.dumps(summary, ensure_ascii=False, sort_keys=True))
    return 1 if stats.findings else 0


if __name__ == "__main__":
    sys.exit(main())
