"""One-deck benchmark (not a test): ``python tests/benchmarks/bench_one.py``.

Compiles the measured install's package to bytecode (``python -m compileall``), writes
the first Mage Noir and the first MTG deck of the batch benchmark's generator, runs
``cardtools check deck.txt`` once to warm the caches, then ``--runs`` times (default 21)
for each deck and prints the median wall time with the lowest and highest, beside the
floor (a bare Python process reading and splitting that file).

``--deck PATH`` (repeatable) times those decklists instead. ``--importtime`` also runs
each deck once under ``python -X importtime`` and prints the modules that cost the most
to import (own time, and cumulative time of the outermost imports).

Target (issue 14): under 90 ms (median) for each deck. Exit 0 when met.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.common import (
    SEED,
    crashed,
    default_cardtools,
    describe_install,
    floor_command,
    generate,
    interpreter_of,
    loadavg,
    run,
    spread,
)

TARGET_MS = 90.0


def compile_install(cardtools: Path) -> None:
    """Write the bytecode of the package the script runs (``compileall``, quietly)."""
    python = interpreter_of(cardtools)
    where = subprocess.run([python, "-c", "import cardtools; print(cardtools.__path__[0])"],
                           cwd="/", capture_output=True, text=True, check=True).stdout.strip()
    subprocess.run([python, "-m", "compileall", "-q", where], check=True,
                   stdout=subprocess.DEVNULL)


def import_costs(cardtools: Path, deck: Path, top: int) -> None:
    """Print the ``top`` costliest imports of one check of ``deck`` (``-X importtime``)."""
    done = subprocess.run([interpreter_of(cardtools), "-X", "importtime", str(cardtools),
                           "check", str(deck)], capture_output=True, text=True, check=False)
    rows: list[tuple[int, int, str]] = []
    outermost: list[tuple[int, str]] = []
    for line in done.stderr.splitlines():
        if line.startswith("import time:") and "|" in line and "self" not in line:
            own, total, raw = line[12:].split("|")
            rows.append((int(own), int(total), raw.strip()))
            if raw[1] != " ":  # nesting adds two spaces per level
                outermost.append((int(total), raw.strip()))
    print(f"  imports of {deck.name}: {len(rows)} modules, "
          f"{sum(r[0] for r in rows) / 1000:.0f} ms in all")
    print("  by own time:      " + ", ".join(
        f"{name} {own / 1000:.1f}" for own, _, name in sorted(rows, reverse=True)[:top]))
    print("  outermost (cumulative): " + ", ".join(
        f"{name} {total / 1000:.1f}" for total, name in sorted(outermost, reverse=True)[:top]))


def main() -> int:
    """Parse the options, time each deck, print the figures; 0 when the target is met."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cardtools", type=Path, default=default_cardtools(),
                        help="the cardtools script to measure (default: this venv's)")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--importtime", action="store_true",
                        help="also print the costliest imports (times in ms)")
    parser.add_argument("--top", type=int, default=12)
    parser.add_argument("--deck", type=Path, action="append",
                        help="time this decklist instead of the generated two (repeatable)")
    args = parser.parse_args()
    compile_install(args.cardtools)
    print(f"cardtools: {args.cardtools} ({describe_install(args.cardtools)})")
    print(f"load before: {loadavg()}")
    met = True
    with tempfile.TemporaryDirectory() as temp:
        generate(Path(temp), 3, SEED, lambda folder, game, number: folder / f"{game}.txt")
        decks = args.deck or [Path(temp) / f"{name}.txt" for name in ("mage_noir", "mtg")]
        for deck in decks:
            name = deck.stem
            command = [str(args.cardtools), "check", str(deck)]
            warm = run(command, keep_stderr=True)
            if crashed(warm):
                raise SystemExit(f"{' '.join(command)} failed:\n{warm.stderr.decode()}")
            floors, checks = [], []
            for _ in range(max(1, args.runs)):
                floors.append(run(floor_command([deck])).wall * 1000)
                checks.append(run(command).wall * 1000)
            mid, low, high = spread(checks)
            met = met and mid < TARGET_MS
            print(f"{name} deck: {mid:.0f} ms (median of {len(checks)}; min {low:.0f}, "
                  f"max {high:.0f}); floor {spread(floors)[0]:.0f} ms; "
                  f"target under {TARGET_MS:.0f} ms: {'met' if mid < TARGET_MS else 'NOT met'}")
            if args.importtime:
                import_costs(args.cardtools, deck, args.top)
    print(f"load after: {loadavg()}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
