"""Scale benchmark (not a test): ``python tests/benchmarks/bench_scale.py``.

Generates 100,000 decklists with the batch benchmark's generator (same seed; folders
``part0`` ... ``part3`` of 25,000 decks each, so the first 25,000 and 50,000 decks are
folders too) and runs ``cardtools check PARTS --report json --jobs 1 > /dev/null`` on
25,000, 50,000 and 100,000 of them (``--sizes``), each ``--repeat`` times (median kept).

For each size it prints the wall and CPU time per deck, the peak memory (the sampled sum
of VmRSS over the process tree, and ``ru_maxrss``), and the floor's time for reference.
Between successive sizes it prints the marginal cost: extra time per extra deck and
extra memory per extra deck. The cost is linear when the marginal time per deck stays
flat (startup is paid once, so the per-deck average falls); the run flags a marginal CPU
time (steadier than wall time on a shared machine) that grows by more than
``--tolerance`` (default 20%) from the first step to the last.

Targets (issue 14): the largest size under 150 MB, and linear cost. Exit 0 when met.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import tempfile
from pathlib import Path

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
    loadavg,
    run,
)

MEMORY_TARGET_MB = 150


def measure_size(cardtools: Path, parts: list[Path], repeat: int) -> tuple[Run, float]:
    """Median check run (wall, CPU, memory) over ``repeat`` runs of ``parts``, and the
    median floor time. Raises ``SystemExit`` when the check crashes."""
    check = [str(cardtools), "check", *map(str, parts), "--report", "json", "--jobs", "1"]
    runs: list[Run] = []
    floors: list[float] = []
    for _ in range(repeat):
        floors.append(run(floor_command(parts)).wall)
        runs.append(run(check, sample=True, keep_stderr=not runs))
        if crashed(runs[-1]):
            raise SystemExit(f"{' '.join(check)} failed:\n{runs[-1].stderr.decode()[-2000:]}")
    middle = sorted(runs, key=lambda r: r.wall)[len(runs) // 2]
    median = Run(wall=middle.wall, cpu=statistics.median(r.cpu for r in runs),
                 maxrss_mb=statistics.median(r.maxrss_mb for r in runs),
                 tree_peak_mb=statistics.median(r.tree_peak_mb for r in runs),
                 tree_hwm_mb=statistics.median(r.tree_hwm_mb for r in runs),
                 processes=middle.processes, returncode=middle.returncode, stderr=b"")
    return median, statistics.median(floors)


def main() -> int:
    """Parse the options, measure each size, print the table; 0 when the targets are met."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cardtools", type=Path, default=default_cardtools(),
                        help="the cardtools script to measure (default: this venv's)")
    parser.add_argument("--sizes", default="25000,50000,100000",
                        help="comma-separated deck counts, each a multiple of the first")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tolerance", type=float, default=0.20)
    parser.add_argument("--folder", type=Path,
                        help="keep the decks here (generated when empty) instead of a temp dir")
    args = parser.parse_args()
    sizes = sorted(int(size) for size in args.sizes.split(","))
    part = sizes[0]
    if any(size % part for size in sizes):
        parser.error("every size must be a multiple of the smallest")
    with tempfile.TemporaryDirectory() as temp:
        folder = ensure_decks(args.folder or Path(temp) / "decks", sizes[-1], args.seed, part)
        print(f"cardtools: {args.cardtools} ({describe_install(args.cardtools)})")
        print(f"load before: {loadavg()}", flush=True)
        results = {size: measure_size(args.cardtools,
                                      [folder / f"part{k}" for k in range(size // part)],
                                      max(1, args.repeat))
                   for size in sizes}
    print(f"load after: {loadavg()}; medians of {max(1, args.repeat)} runs, --jobs 1")
    print("decks    wall s  wall us/deck  CPU us/deck  peak MB (sum RSS / ru_maxrss)"
          "  floor s")
    for size, (result, floor) in results.items():
        print(f"{size:>7}  {result.wall:6.2f}  {result.wall / size * 1e6:12.1f}  "
              f"{result.cpu / size * 1e6:11.1f}  {result.tree_peak_mb:7.0f} / "
              f"{result.maxrss_mb:4.0f}{'':16}{floor:6.2f}")
    steps: list[float] = []
    for small, large in itertools.pairwise(sizes):
        extra = large - small
        wall_step = (results[large][0].wall - results[small][0].wall) / extra * 1e6
        cpu_step = (results[large][0].cpu - results[small][0].cpu) / extra * 1e6
        memory_step = (results[large][0].maxrss_mb - results[small][0].maxrss_mb) / extra
        steps.append(cpu_step)
        print(f"{small} -> {large}: per extra deck {cpu_step:.1f} us CPU, {wall_step:.1f} us "
              f"wall, {memory_step * 1024:.2f} KB")
    peak = results[sizes[-1]][0].maxrss_mb
    linear = len(steps) < 2 or steps[-1] <= steps[0] * (1 + args.tolerance)
    print(f"peak memory at {sizes[-1]}: {peak:.0f} MB; target under {MEMORY_TARGET_MB} MB: "
          f"{'met' if peak < MEMORY_TARGET_MB else 'NOT met'}")
    print("cost per extra deck " + ("flat: linear" if linear else
                                    f"GROWS by more than {args.tolerance:.0%}: not linear"))
    return 0 if linear and peak < MEMORY_TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
