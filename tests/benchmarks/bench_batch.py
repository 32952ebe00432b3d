"""Batch speed benchmark (not a test): ``python tests/benchmarks/bench_batch.py``.

Generates 10,000 varied decklists of the project's games (legal and illegal, 15-40 lines
each; ``common.generate``, seed 20261129) in a temporary folder (or ``--folder``), then
compares ``cardtools check FOLDER --report json > /dev/null`` as a whole process with the
floor, a bare Python process that only reads and splits the same files.

Two series are measured separately: ``--jobs 1`` (one process) and the default (``--jobs
0``, one worker per CPU). Each is a warm-up run of both, then ``--pairs`` alternating pairs
(floor, check, floor, check ...); the ratio check/floor is taken in each pair and the
median of those ratios is reported with the lowest and highest (and, for reference, the
same for CPU time, user + system of the process and its workers, which other work on
the machine disturbs less). On a shared machine
other work slows both runs of a pair alike, so the per-pair ratio is steadier than either
time. After the pairs, one more check run measures memory: the peak of the summed
resident memory (VmRSS) of the process and all its workers, sampled every 4 ms, and
``ru_maxrss`` (the largest single process) for reference.

Targets (issue 14, on a 2-core machine): ``--jobs 1`` within 4x the floor (aim 3x); the
default within 2.5x on 2 free cores. Exit 0 when the measured targets are met, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.common import (
    SEED,
    Run,
    crashed,
    default_cardtools,
    describe_install,
    ensure_decks,
    floor_command,
    generate,
    loadavg,
    run,
    spread,
)

__all__ = ["generate", "main"]

SERIES = {"jobs1": (["--jobs", "1"], 4.0, 3.0), "default": ([], 2.5, 2.5)}


def measure(cardtools: Path, folder: Path, extra: list[str], pairs: int) -> dict[str, Any]:
    """Warm-up, ``pairs`` alternating (floor, check) pairs, then one memory-sampled check.

    Returns the per-pair ratios and times, CPU per deck and the memory figures.
    Raises ``SystemExit`` when the check crashes (traceback or exit code above 2).
    """
    check = [str(cardtools), "check", str(folder), "--report", "json", *extra]
    floor = floor_command([folder])
    run(floor)
    warm = run(check, keep_stderr=True)
    if crashed(warm):
        raise SystemExit(f"{' '.join(check)} failed:\n{warm.stderr.decode()[-2000:]}")
    floors: list[Run] = []
    checks: list[Run] = []
    for _ in range(pairs):
        floors.append(run(floor))
        checks.append(run(check))
    memory = run(check, sample=True)
    ratios = [c.wall / f.wall for f, c in zip(floors, checks, strict=True)]
    return {
        "ratios": ratios,
        "check_s": [c.wall for c in checks],
        "floor_s": [f.wall for f in floors],
        "check_cpu_s": [c.cpu for c in checks],
        "floor_cpu_s": [f.cpu for f in floors],
        "tree_peak_mb": memory.tree_peak_mb,
        "tree_hwm_mb": memory.tree_hwm_mb,
        "processes": memory.processes,
        "maxrss_mb": memory.maxrss_mb,
        "exit_code": warm.returncode,
    }


def report(name: str, figures: dict[str, Any], decks: int, target: float,
           aim: float) -> bool:
    """Print one series; return whether its target is met."""
    ratios = figures["ratios"]
    mid, low, high = spread(ratios)
    check_mid = spread(figures["check_s"])[0]
    floor_mid = spread(figures["floor_s"])[0]
    cpu_check = spread(figures["check_cpu_s"])[0] / decks * 1e6
    cpu_floor = spread(figures["floor_cpu_s"])[0] / decks * 1e6
    met = mid <= target
    aim_text = f", aim {aim:g}x" if aim != target else ""
    print(f"{name}: {mid:.2f}x the floor (median of {len(ratios)} pairs; "
          f"min {low:.2f}x, max {high:.2f}x); target {target:g}x{aim_text}: "
          f"{'met' if met else 'NOT met'}")
    cpu_ratio = spread([c / f for f, c in zip(figures["floor_cpu_s"], figures["check_cpu_s"],
                                               strict=True)])
    print(f"  check {check_mid:.2f} s, floor {floor_mid:.3f} s (medians); CPU per deck: "
          f"check {cpu_check:.0f} us, floor {cpu_floor:.1f} us; CPU time ratio "
          f"{cpu_ratio[0]:.2f}x (min {cpu_ratio[1]:.2f}x, max {cpu_ratio[2]:.2f}x)")
    print(f"  memory of all {figures['processes']} process(es) together: peak of the "
          f"sampled sum {figures['tree_peak_mb']:.0f} MB, sum of each one's peak "
          f"{figures['tree_hwm_mb']:.0f} MB; largest single process (ru_maxrss) "
          f"{figures['maxrss_mb']:.0f} MB; exit code {figures['exit_code']}")
    return met


def main() -> int:
    """Parse the options, run the chosen series, print them; 0 when the targets are met."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cardtools", type=Path, default=default_cardtools(),
                        help="the cardtools script to measure (default: this venv's)")
    parser.add_argument("--decks", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--pairs", type=int, default=7, help="(floor, check) pairs per series")
    parser.add_argument("--series", choices=["both", *SERIES], default="both")
    parser.add_argument("--folder", type=Path,
                        help="keep the decks here (generated when empty) instead of a temp dir")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args()
    chosen = list(SERIES) if args.series == "both" else [args.series]
    with tempfile.TemporaryDirectory() as temp:
        folder = ensure_decks(args.folder or Path(temp) / "decks", args.decks, args.seed)
        print(f"cardtools: {args.cardtools} ({describe_install(args.cardtools)})")
        print(f"decks: {args.decks} (seed {args.seed}); load before: {loadavg()}")
        results = {name: measure(args.cardtools, folder, SERIES[name][0], max(1, args.pairs))
                   for name in chosen}
    print(f"load after: {loadavg()}")
    met = [report("--jobs 1" if name == "jobs1" else "default (--jobs 0)", results[name],
                  args.decks, *SERIES[name][1:]) for name in chosen]
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", "utf-8")
    return 0 if all(met) else 1


if __name__ == "__main__":
    sys.exit(main())
