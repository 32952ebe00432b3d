"""Metamorphic relations on the real decks of ``../shared`` (the acceptance cases and the
dated decklists), legal and illegal, of all four games: a rewrite whose effect on the
verdict is known is applied and the deck judged again, comparing the status, the error
and warning rules with their counts, and the zone sizes.

Verdict-keeping: the card lines of a zone reordered; the names' case swapped; blank
lines, trailing spaces, ``#`` and ``//`` comments, a title line and metadata lines
added; CRLF and CR line breaks, a UTF-8 BOM, UTF-16; ``4 X`` written ``4x X``, ``X x4``,
``X x 4``, ``4\\tX``, ``4. X`` or ``4) X`` (numbers that run by chance are counts); a
set code and number added after each name; each card line split in two (the same
rules, one more of a rule said per line where a line was split: a warning on each line
of a card); the deck written by ``cardtools read --to`` in each dialect that holds its
zones, judged in that form (the ``declared-count`` warning of a header the dialect does
not write left out).

Verdict-changing: copies past the copy limit (``copy-limit``), a banned card in the
main deck or the sideboard (``banned``), a second copy of a restricted card
(``restricted``), the main deck cut below its smallest size (``zone-size``), a card line
renamed to a name of no card in each zone (``unknown-card``, never legal), and the
sideboard moved into the main deck: legal where the main deck has no largest size, a
``zone-size`` error where it has an exact one. Deterministic (a fixed random seed per
deck); tests that read ``../shared`` skip without it.
"""

from __future__ import annotations

import codecs
import datetime as dt
import json
import random
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from cardtools.asread import read_and_write
from cardtools.checker import Checker, CheckOptions
from cardtools.errors import CardtoolsError
from cardtools.model import DeckResult
from tests.conftest import invoke
from tests.fuzz import oracle

Lines = list[str]


class Seed(NamedTuple):
    """A real deck: its file under ``../shared``, format, day and card files."""

    path: str
    format_id: str
    day: dt.date
    cards: tuple[str, ...] = ()


MAGETCG_CARDS = ("cases/magetcg/cards.csv",)
TODAY = dt.date(2026, 9, 1)
SEEDS = [
    Seed("cases/mage-noir/legal-side.txt", "mage-noir/tournament", TODAY),
    Seed("cases/mage-noir/french.txt", "mage-noir/tournament", TODAY),
    Seed("cases/mage-noir/restricted-one-ok.txt", "mage-noir/tournament", TODAY),
    Seed("cases/mage-noir/copies-across-side.txt", "mage-noir/tournament", TODAY),
    Seed("cases/magi-nation/starter-naroom.txt", "magi-nation/standard", TODAY),
    Seed("cases/magi-nation/korg-zet-legal.txt", "magi-nation/standard", TODAY),
    Seed("data/magi-nation/decklists/bs1e_starter_orothe.txt", "magi-nation/standard", TODAY),
    Seed("cases/magi-nation/four-copies.txt", "magi-nation/standard", TODAY),
    Seed("cases/magetcg/ascension-legal.txt", "magetcg/ascension", TODAY, MAGETCG_CARDS),
    Seed("cases/magetcg/vanguard-legal.txt", "magetcg/vanguard", TODAY, MAGETCG_CARDS),
    Seed("cases/magetcg/heroic-rare.txt", "magetcg/ascension+heroic", TODAY, MAGETCG_CARDS),
    Seed("cases/mtg/vintage_2022-04-02_league-6453_05.txt", "mtg/vintage",
         dt.date(2022, 4, 2)),
    Seed("cases/mtg/pauper_2022-03-20_challenge-12399174_03.txt", "mtg/pauper",
         dt.date(2022, 3, 20)),
    Seed("data/mtg/decklists-2024-2026/mtgo/legacy_2026-03-07_legacy-challenge-32-522d6e_003.txt",
         "mtg/legacy", dt.date(2026, 3, 7)),
    Seed("data/mtg/decklists-2020-2021/manatraders/pioneer_2020-06-30_manatraders_181.txt",
         "mtg/pioneer", dt.date(2020, 6, 30)),
    Seed("data/mtg/decklists-duel-commander/2025-04-12_dctrial16_12765786_d01.txt",
         "mtg/duel-commander", dt.date(2025, 4, 12)),
]

_checkers: dict[Seed, Checker] = {}


def _checker(shared: Path, seed: Seed) -> Checker:
    if seed not in _checkers:
        _checkers[seed] = Checker(CheckOptions(
            format_id=seed.format_id, card_files=[shared / card for card in seed.cards],
            as_of=seed.day, use_config=False))
    return _checkers[seed]


def _judge(shared: Path, seed: Seed, data: bytes | str, name: str = "deck.txt"
           ) -> DeckResult:
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return _checker(shared, seed).check_bytes(raw, name)


def _verdict(result: DeckResult, leave_out: tuple[str, ...] = ()
             ) -> tuple[str, list[tuple[str, int]], dict[str, int]]:
    """The status, each error and warning rule with how many times it is said, and the
    zone sizes."""
    rules = Counter(v.rule for v in result.violations
                    if v.severity != "info" and v.rule not in leave_out)
    return result.status, sorted(rules.items()), dict(sorted(result.zones.items()))


# ------------------------------------------------------------------------ the lines

CARD = re.compile(r"^(?P<count>\d+) (?P<name>\S.*?)\s*$")
#: Headers as the seeds write them, to the zone they open.
HEADERS = {"deck": "main", "main": "main", "sideboard": "side", "side deck": "side",
           "commander": "command", "# magi": "magi", "mage": "mage"}


def _header(line: str) -> str | None:
    return HEADERS.get(re.sub(r"\s*\(\d+\)$", "", line.strip().lower()).rstrip(":"))


def _zones(lines: Lines) -> dict[int, str]:
    """The zone of each card line (index -> zone), by the headers above it; the first
    ``#`` comment after the Magi ends the Magi stack (``# Creatures``)."""
    zone, found = "main", {}
    for index, line in enumerate(lines):
        opened = _header(line)
        if opened is not None:
            zone = opened
        elif line.startswith("#") and zone == "magi":
            zone = "main"
        elif CARD.match(line):
            found[index] = zone
    return found


def _card_lines(lines: Lines, rewrite: Callable[[re.Match[str]], str]) -> Lines:
    return [rewrite(m) if (m := CARD.match(line)) else line for line in lines]


def _comments(lines: Lines, rnd: random.Random) -> Lines:
    out = ["# Deck by Alice", "// built for the weekly"]
    for line in lines:
        out.append(line)
        if CARD.match(line) and rnd.random() < 0.3:
            out.append(rnd.choice(["# a comment", "// note"]))
    return out


def _split(lines: Lines, rnd: random.Random) -> Lines:
    out = []
    for line in lines:
        match = CARD.match(line)
        count = int(match["count"]) if match else 0
        if match and count > 1:
            first = rnd.randint(1, count - 1)
            out += [f"{first} {match['name']}", f"{count - first} {match['name']}"]
        else:
            out.append(line)
    return out


Relation = Callable[[Lines, random.Random], Lines]
#: Rewrites of the lines that keep the verdict.
KEEPING: dict[str, Relation] = {
    "reorder": oracle.reorder,
    "swapcase": lambda lines, _: _card_lines(
        lines, lambda m: f"{m['count']} {m['name'].swapcase()}"),
    "blank-lines": lambda lines, _: ["", "", *lines, "", ""],
    "blank-before-headers": lambda lines, _: [
        new for line in lines
        for new in (["", line] if _header(line) and _header(line) != "magi" else [line])],
    "trailing-spaces": lambda lines, rnd: [line + rnd.choice([" ", "  ", "\t"])
                                           for line in lines],
    "comments": _comments,
    "title": lambda lines, _: ["Alice's tournament list", "", *lines],
    "metadata": lambda lines, _: ["Player: Alice Example", "Event: Friday Night", *lines],
    "count-x": lambda lines, _: _card_lines(lines, lambda m: f"{m['count']}x {m['name']}"),
    "name-x": lambda lines, _: _card_lines(lines, lambda m: f"{m['name']} x{m['count']}"),
    "name-x-spaced": lambda lines, _: _card_lines(
        lines, lambda m: f"{m['name']} x {m['count']}"),
    "tab": lambda lines, _: _card_lines(lines, lambda m: f"{m['count']}\t{m['name']}"),
    "count-dot": lambda lines, _: _card_lines(lines, lambda m: f"{m['count']}. {m['name']}"),
    "count-bracket": lambda lines, _: _card_lines(
        lines, lambda m: f"{m['count']}) {m['name']}"),
    "set-code": lambda lines, _: _card_lines(
        lines, lambda m: f"{m['count']} {m['name']} (XYZ) 12"),
}
#: Rules said once per card line: splitting a line may say them once more.
PER_LINE = {"region-unplayable", "finish-required", "card-pool"}
#: The bytes of a text in each encoding and line break.
ENCODINGS: dict[str, Callable[[str], bytes]] = {
    "crlf": lambda text: text.replace("\n", "\r\n").encode(),
    "cr": lambda text: text.replace("\n", "\r").encode(),
    "bom": lambda text: codecs.BOM_UTF8 + text.encode(),
    "utf-16": lambda text: text.encode("utf-16"),
    "utf-16-be": lambda text: codecs.BOM_UTF16_BE + text.encode("utf-16-be"),
}


def _text(lines: Lines) -> str:
    return "\n".join(lines) + "\n"


@pytest.fixture(params=SEEDS, ids=[Path(seed.path).stem for seed in SEEDS])
def seed(request: pytest.FixtureRequest, shared: Path) -> Seed:
    found: Seed = request.param
    assert (shared / found.path).is_file(), found.path
    return found


def _deck(shared: Path, seed: Seed) -> tuple[Lines, DeckResult]:
    lines = (shared / seed.path).read_text("utf-8").splitlines()
    return lines, _judge(shared, seed, _text(lines))


def test_rewrites_that_keep_the_deck_keep_its_verdict(shared: Path, seed: Seed) -> None:
    lines, before = _deck(shared, seed)
    assert before.status in ("legal", "illegal")
    expected = _verdict(before)
    rnd = random.Random(seed.path)
    for name, relation in KEEPING.items():
        after = _judge(shared, seed, _text(relation(lines, rnd)))
        assert _verdict(after) == expected, (name, after.violations)
    for name, encode in ENCODINGS.items():
        after = _judge(shared, seed, encode(_text(lines)))
        assert _verdict(after) == expected, (name, after.violations)
    after = _judge(shared, seed, _text(_split(lines, rnd)))
    status, rules, zones = _verdict(after)
    assert (status, {r for r, _ in rules}, zones) == (
        expected[0], {r for r, _ in expected[1]}, expected[2]), after.violations
    assert [(r, n) for r, n in rules if r not in PER_LINE] == [
        (r, n) for r, n in expected[1] if r not in PER_LINE]


DIALECTS = ("cardtools", "arena", "mtgo", "moxfield", "forge", "json")


def test_the_deck_written_in_each_dialect_keeps_its_verdict(shared: Path, seed: Seed,
                                                            tmp_path: Path) -> None:
    """``cardtools read --to`` of the deck, judged in that form, gets the same verdict,
    or is refused for a zone or a mark the dialect has no place for, or because the form
    would be read back as another deck (a block read two ways)."""
    lines, before = _deck(shared, seed)
    source = tmp_path / Path(seed.path).name
    source.write_text(_text(lines), "utf-8")
    expected = _verdict(before, ("declared-count",))
    written = 0
    for dialect in DIALECTS:
        try:
            out = read_and_write(str(source), dialect, None, seed.format_id,
                                 [shared / card for card in seed.cards])
        except CardtoolsError as exc:
            assert "has no place" in str(exc) or "has no mark" in str(exc), exc
            continue
        if out.empty:  # read back as another deck: refused, naming the forms that keep it
            assert "would be read as another deck" in out.notes[-1], out.notes
            assert "nothing written; write it with --to " in out.notes[-1], out.notes
            continue
        name = {"json": "deck.json", "forge": "deck.dck"}.get(dialect, "deck.txt")
        after = _judge(shared, seed, out.text, name)
        assert _verdict(after, ("declared-count",)) == expected, (dialect, out.text,
                                                                  after.violations)
        written += 1
    assert written >= (6 if seed.format_id.startswith("mtg/") else 2)


# ------------------------------------------------------------------ changing relations

#: A banned card of each format (on the seeds' days).
BANNED = {"mage-noir/tournament": "Crimson Ritual", "mtg/vintage": "Chaos Orb",
          "mtg/pauper": "Gush", "mtg/legacy": "Sensei's Divining Top",
          "mtg/pioneer": "Felidar Guardian", "mtg/duel-commander": "Sol Ring"}
#: Cards any number of whose copies a deck may hold.
NO_LIMIT = {"plains", "island", "swamp", "mountain", "forest", "snow-covered island"}


def _illegal_by(shared: Path, seed: Seed, lines: Lines, rule: str, why: str) -> None:
    result = _judge(shared, seed, _text(lines))
    errors = {v.rule for v in result.violations if v.severity == "error"}
    assert (result.status, rule in errors) == ("illegal", True), (why, result.violations)


def test_rewrites_that_break_a_rule_make_the_deck_illegal(shared: Path, seed: Seed) -> None:
    lines, before = _deck(shared, seed)
    if before.status != "legal":
        pytest.skip("an illegal deck: the relations above only")
    zones = _zones(lines)
    main = [index for index, zone in zones.items() if zone == "main"]
    side = [index for index, zone in zones.items() if zone == "side"]
    counted = [index for index in main
               if CARD.match(lines[index])["name"].lower() not in NO_LIMIT]  # type: ignore[index]
    fmt = _checker(shared, seed).registry.get(seed.format_id)
    # copies past the limit, in the main deck and then in the sideboard
    top = max(counted, key=lambda index: int(CARD.match(lines[index])["count"]))  # type: ignore[index]
    match = CARD.match(lines[top])
    assert match is not None
    more = list(lines)
    more[top] = f"{int(match['count']) + 4} {match['name']}"
    _illegal_by(shared, seed, more, "copy-limit", "more copies")
    if side:
        more = [*lines[:side[-1] + 1], f"4 {match['name']}", *lines[side[-1] + 1:]]
        _illegal_by(shared, seed, more, "copy-limit", "more copies in the sideboard")
    # a name of no card in each zone
    for zone in set(zones.values()):
        index = next(i for i, z in zones.items() if z == zone)
        renamed = list(lines)
        renamed[index] = CARD.sub(r"\g<count> Qzxv Notacard", lines[index])
        _illegal_by(shared, seed, renamed, "unknown-card", f"renamed in {zone}")
    # a banned card in the main deck and in the sideboard
    if seed.format_id in BANNED:
        banned = f"1 {BANNED[seed.format_id]}"
        for after in (main[-1], *side[-1:]):
            _illegal_by(shared, seed, [*lines[:after + 1], banned, *lines[after + 1:]],
                        "banned", f"banned after line {after}")
    # a second copy of a restricted card
    for name in ("Ignition", "Black Lotus", "Ancestral Recall", "Time Walk"):
        held = [i for i in main if lines[i] == f"1 {name}"]
        if held and seed.format_id in ("mtg/vintage", "mage-noir/tournament"):
            _illegal_by(shared, seed, [*lines[:held[0] + 1], f"1 {name}",
                                       *lines[held[0] + 1:]], "restricted", name)
    # the main deck cut below its size
    spec = fmt.zones["main"]
    smallest = spec.exact or spec.min
    if smallest:
        _illegal_by(shared, seed, [line for i, line in enumerate(lines)
                                   if i not in main[len(main) // 2:]], "zone-size", "cut")
    # the sideboard moved into the main deck
    if side:
        moved = [line for i, line in enumerate(lines) if i not in side]
        at = moved.index(lines[main[-1]]) + 1
        moved[at:at] = [lines[i] for i in side]
        if spec.exact or spec.max:
            _illegal_by(shared, seed, moved, "zone-size", "sideboard in the main deck")
        else:
            result = _judge(shared, seed, _text(moved))
            assert result.status == "legal", result.violations
            assert result.zones.get("main") == before.zones["main"] + before.zones["side"]


# ----------------------------------------------------------------- batch relations

#: Rules about a batch as a whole: a deck's neighbours may add them.
BATCH_RULES = frozenset({"duplicate-deck", "duplicate-player", "no-player"})
#: Illegal and unreadable decks beside the seeds, with the format to add to them.
OTHERS = [("cases/mage-noir/banned.txt", "mage-noir/tournament"),
          ("cases/magi-nation/two-magi.txt", "magi-nation/standard"),
          ("cases/magetcg/vanguard-duplicate.txt", ""), ("cases/bad/binary.txt", ""),
          ("cases/bad/cp1252.txt", ""), ("cases/bad/empty.txt", ""),
          ("cases/bad/unknown-format.txt", "")]
BATCH_DAY = "2026-09-01"


def _batch_files(shared: Path) -> dict[str, bytes]:
    """The seeds and the others by a file name of their own, each naming its format
    (a batch has one ``--format`` or none)."""
    files = {}
    for path, fmt in [(seed.path, seed.format_id) for seed in SEEDS] + OTHERS:
        data = (shared / path).read_bytes()
        if fmt and not re.search(rb"(?im)^format:", data):
            data = f"Format: {fmt}\n".encode() + data
        files[path.replace("/", "-")] = data
    return files


def _batch_run(shared: Path, *args: str) -> tuple[int, dict[str, Any]]:
    """``cardtools check ARGS`` judged as of one day with the MageTCG cards, as JSON."""
    result = invoke("check", *args, "--cards", str(shared / MAGETCG_CARDS[0]),
                    "--date", BATCH_DAY, "--isolated", "--report", "json")
    report: dict[str, Any] = json.loads(result.stdout)
    return result.exit_code, report


def _batch_verdict(result: dict[str, Any]) -> tuple[Any, ...]:
    """A result's status, fingerprint, zone sizes and every problem (rule, severity,
    line, message, count) but those about the batch."""
    return (result["status"], result.get("fingerprint"), result.get("zones"), sorted(
        (v["rule"], v["severity"], v.get("line") or 0, v["message"], v.get("count") or 0)
        for v in result["violations"] if v["rule"] not in BATCH_RULES))


def test_a_decks_verdict_is_the_same_alone_and_among_any_neighbours(
        shared: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each real deck (of all four games, legal, illegal or unreadable) gets the same
    verdict checked alone and in a folder of 200 files or more (worker processes by
    default, one with ``--jobs 1``): beside decks of other games, copies of itself in
    deep folders, a link to it, a broken link, a binary and an empty file, and the
    reports of every style a previous run saved there (skipped as reports, a rich one
    of 80 columns too)."""
    monkeypatch.chdir(tmp_path)
    files = _batch_files(shared)
    alone = tmp_path / "alone"
    alone.mkdir()
    expected = {}
    for name, data in files.items():
        (alone / name).write_bytes(data)
        _code, report = _batch_run(shared, f"alone/{name}")
        expected[name] = _batch_verdict(report["results"][0])
    decks = tmp_path / "decks"
    rnd = random.Random(4)
    for name, data in files.items():
        (decks / "prev").mkdir(parents=True, exist_ok=True)
        (decks / name).write_bytes(data)
        for copy in range(9):
            deep = decks.joinpath(*rnd.choices("abc", k=rnd.randint(1, 6)))
            deep.mkdir(parents=True, exist_ok=True)
            (deep / f"copy{copy}-{name}").write_bytes(data)
    (decks / "junk.txt").write_bytes(bytes(range(256)) * 4)
    (decks / "nothing.txt").write_bytes(b"")
    (decks / "link-broken.txt").symlink_to("nowhere.txt")
    first = next(iter(files))
    (decks / f"link-{first}").symlink_to(first)
    monkeypatch.setenv("COLUMNS", "80")
    for style in ("json", "text", "github", "gitlab", "junit", "sarif", "csv", "html",
                  "sheet", "rich"):
        invoke("check", "alone", "--cards", str(shared / MAGETCG_CARDS[0]), "--date",
               BATCH_DAY, "--report", style, "--report-file", f"decks/prev/{style}.txt")
    reports = []
    for jobs in (("--jobs", "1"), ()):
        code, report = _batch_run(shared, "decks", *jobs)
        assert code == 2
        reports.append(report)
        seen = Counter()
        for result in report["results"]:
            name = re.sub(r"^(copy\d-|link-)", "", result["path"].rpartition("/")[2])
            if name in expected:
                assert _batch_verdict(result) == expected[name], result["path"]
                seen[name] += 1
        assert seen == {name: 11 if name == first else 10 for name in files}
        skipped = {entry["path"]: entry["reason"] for entry in report["skipped"]}
        assert {path: reason for path, reason in skipped.items() if "prev" in path} == {
            f"decks/prev/{style}.txt": f"a cardtools report ({style})"
            for style in ("json", "text", "github", "gitlab", "junit", "sarif", "csv",
                          "html", "sheet", "rich")}
    assert reports[0] == reports[1]
