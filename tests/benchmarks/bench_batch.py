"""Batch speed benchmark (not a test): ``python tests/benchmarks/bench_batch.py``.

Generates 10,000 varied decklists of the project's games (legal and illegal, 15-40
lines each) in a temporary folder, then times, in the same run:

- the floor: a bare Python process that only reads and splits the same files;
- ``cardtools check FOLDER --report json > /dev/null`` as a whole process, with its peak
  memory (``ru_maxrss`` of the child);
- one deck: ``cardtools check deck.txt`` (best of 5), a Mage Noir deck and an MTG deck.

The floor and the check are each timed ``--repeat`` times (default 5, as ``timeit``),
alternately, and the best time of each is kept: on a shared machine a run is only ever
slowed down by other work, so the best of a few runs is the steadiest estimate of each
(as ``timeit`` does).

Targets on a 2-core machine: the check within 8x the floor; peak memory under 150 MB;
one deck under 250 ms. Prints the figures and the ratio.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CARDTOOLS = Path(sys.executable).with_name("cardtools")
FLOOR = """
import os, sys
lines = 0
for root, dirs, files in os.walk(sys.argv[1]):
    dirs.sort()
    for name in sorted(files):
        with open(os.path.join(root, name), "rb") as handle:
            lines += len(handle.read().decode("utf-8", "replace").splitlines())
print(lines)
"""


def _names(game: str, wanted: str | None = None, limit: int = 400) -> list[str]:
    text = (ROOT / "cards" / game / "cards.json").read_text("utf-8")
    records = json.loads(text)["cards"]
    chosen = [r for r in records if wanted is None or wanted in (r.get("type") or [])
              or r.get("type") == wanted]
    return [r["name"] for r in chosen[:limit]]


def mage_noir(rng: random.Random, legal: bool) -> str:
    names = rng.sample(POOLS["noir"], 12)
    lines = ["Format: mage-noir/tournament", "Deck"]
    lines += [f"4 {name}" for name in names[:10]]
    lines += ["Side deck", f"3 {names[10]}", f"3 {names[11]}"]
    if not legal:
        lines.append(rng.choice([f"5 {names[0]}", "1 Crimson Ritual", "2 Ignition",
                                 f"1 {names[0]}x", "Sideboard\n4 Tide\n4 Rock"]))
    return "\n".join(lines) + "\n"


def magi_nation(rng: random.Random, legal: bool) -> str:
    magi = rng.sample(POOLS["magi"], 3)
    cards = rng.sample(POOLS["mn"], 14)
    lines = ["Format: magi-nation/standard", "# Magi", *magi, "# Deck"]
    lines += [f"3 {name}" for name in cards]
    if not legal:
        lines.append(rng.choice([f"1 {cards[0]}", f"1 {magi[0]}", "1 Not A Real Card"]))
    return "\n".join(lines) + "\n"


def mtg(rng: random.Random, legal: bool) -> str:
    main = rng.sample(POOLS["mtg"], 11)
    side = rng.sample(POOLS["mtg"], 5)
    lines = ["Format: mtg/legacy", "Deck", "20 Island"]
    lines += [f"4 {name}" for name in main]
    lines += ["", "Sideboard"] + [f"3 {name}" for name in side]
    if not legal:
        lines.append(rng.choice(["1 Black Lotus", f"2 {main[0]}", "1 Lightnig Bolt"]))
    return "\n".join(lines) + "\n"


POOLS: dict[str, list[str]] = {}
GAMES = (mage_noir, magi_nation, mtg)


def generate(folder: Path, count: int, seed: int) -> None:
    """Write ``count`` decklists under ``folder`` (one sub-folder per game)."""
    POOLS["noir"] = [n for n in _names("mage-noir")
                     if n not in ("Crimson Ritual", "Ignition")]
    POOLS["magi"] = _names("magi-nation", "Magi")
    POOLS["mn"] = _names("magi-nation", "Creature") + _names("magi-nation", "Spell")
    POOLS["mtg"] = [n for n in _names("mtg", "Instant", 3000) if "//" not in n]
    rng = random.Random(seed)
    for number in range(count):
        game = GAMES[number % len(GAMES)]
        sub = folder / game.__name__ / f"{number // 1000:02d}"
        sub.mkdir(parents=True, exist_ok=True)
        (sub / f"deck{number:05d}.txt").write_text(game(rng, rng.random() < 0.7), "utf-8")


def timed(command: list[str]) -> tuple[float, int]:
    """Wall time of a command and the peak RSS (MB) of its process tree's largest child."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=False)
    elapsed = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return elapsed, max(peak, before) // 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp) / "decks"
        generate(folder, args.decks, args.seed)
        floors, checks = [], []
        for _ in range(max(1, args.repeat)):
            floors.append(timed([sys.executable, "-c", FLOOR, str(folder)])[0])
            checks.append(timed([str(CARDTOOLS), "check", str(folder), "--report", "json"]))
        floor = min(floors)
        check, peak = min(c[0] for c in checks), max(c[1] for c in checks)
        single, single_mtg = (
            min(timed([str(CARDTOOLS), "check", str(deck)])[0] for _ in range(5))
            for deck in (next(folder.glob("mage_noir/*/*.txt")),
                         next(folder.glob("mtg/*/*.txt"))))
    ratio = check / floor
    print(f"decks: {args.decks} (best of {max(1, args.repeat)} runs each)")
    print(f"floor (read and split):  {floor:.2f} s")
    print(f"cardtools check --report json: {check:.2f} s  ({ratio:.1f}x the floor; target 8x)")
    print(f"peak memory: {peak} MB (target 150 MB)")
    print(f"one deck: {single * 1000:.0f} ms (target 250 ms)")
    print(f"one MTG deck: {single_mtg * 1000:.0f} ms (README: under 350 ms)")
    ok = ratio <= 8 and peak < 150 and single < 0.25
    print("targets met" if ok else "targets NOT met")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
