"""JSON identity check (not a test): are two cardtools installs' JSON reports byte-identical?

    python tests/benchmarks/json_identity.py compare OLD_CARDTOOLS NEW_CARDTOOLS
    python tests/benchmarks/json_identity.py snapshot CARDTOOLS OUT_DIR
    python tests/benchmarks/json_identity.py diff OUT_DIR_A OUT_DIR_B

A snapshot runs ``cardtools check ... --report json`` over fixed inputs and writes, per
run, one file holding standard output, standard error and the exit code:

- the batch benchmark's 10,000 decks (``--bench-decks DIR``, else generated with its
  generator and seed), with ``--jobs 1`` and with the default;
- every case of the shared acceptance cases (``--shared DIR``, default ``../shared``
  beside the project; skipped with a note when absent), with its format and arguments, run
  from the cases folder as the case runner does;
- each decklist data folder under the shared ``data/`` (``decklists*`` folders, else the
  game's folder), where present;
- each decklist file of the project's own ``tests/fixtures`` (``--fixtures DIR``).

Runs use fixed settings (``SOURCE_DATE_EPOCH``, ``NO_COLOR``, ``COLUMNS``) and relative
paths, so the reports do not depend on where the files are. ``diff`` prints the files that
differ (with the first differing lines) and exits 1; ``compare`` snapshots both installs
over the same decks and diffs them. Exit 0 when identical.
"""

from __future__ import annotations

import argparse
import difflib
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import yaml

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.common import ROOT, SEED, ensure_decks

ENV = {"SOURCE_DATE_EPOCH": "1796083200", "NO_COLOR": "1", "COLUMNS": "120"}
DECKLIST_SUFFIXES = {".txt", ".dck", ".dek", ".cod", ".yaml", ".yml"}
TIMEOUT = 600


def check(cardtools: Path, args: list[str], cwd: Path, out: Path) -> None:
    """Run one check with a JSON report; write stdout, stderr and exit code to ``out``."""
    env = dict(os.environ, **ENV)
    try:
        done = subprocess.run([str(cardtools), "check", *args, "--report", "json"], cwd=cwd,
                              capture_output=True, env=env, timeout=TIMEOUT, check=False)
        body = (done.stdout + b"\n--stderr--\n" + done.stderr
                + f"\n--rc {done.returncode}\n".encode())
    except subprocess.TimeoutExpired:
        body = f"--timeout after {TIMEOUT} s--\n".encode()
    out.write_bytes(body)


def slug(text: str) -> str:
    """A file-name-safe form of a relative path."""
    return re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("_")


def case_runs(shared: Path) -> Iterator[tuple[str, list[str], Path]]:
    """(name, arguments, folder to run in) of every shared case and data folder."""
    manifest = shared / "cases" / "manifest.yaml"
    if not manifest.is_file():
        print(f"note: no {manifest}; shared cases and data skipped", file=sys.stderr)
        return
    cases = yaml.safe_load(manifest.read_text("utf-8"))["cases"]
    for number, case in enumerate(cases):
        args = [case["file"]]
        if case.get("format"):
            args += ["--format", case["format"]]
        args += [str(arg) for arg in case.get("args", [])]
        yield f"case-{number:03d}-{slug(case['file'])}", args, shared / "cases"
    data = shared / "data"
    for game in sorted(p for p in data.iterdir() if p.is_dir()) if data.is_dir() else []:
        folders = sorted(p for p in game.iterdir() if p.is_dir()
                         and p.name.startswith("decklists")) or [game]
        for folder in folders:
            relative = folder.relative_to(data)
            yield f"data-{slug(str(relative))}", [str(relative)], data


def fixture_runs(fixtures: Path) -> Iterator[tuple[str, list[str], Path]]:
    """(name, arguments, folder to run in) of every decklist file under ``fixtures``."""
    for path in sorted(fixtures.rglob("*")):
        if path.is_file() and path.suffix.lower() in DECKLIST_SUFFIXES:
            relative = path.relative_to(fixtures)
            yield f"fixture-{slug(str(relative))}", [str(relative)], fixtures


def snapshot(cardtools: Path, out: Path, bench: Path, shared: Path, fixtures: Path) -> int:
    """Write every report of ``cardtools`` under ``out``; return how many runs were made."""
    out.mkdir(parents=True, exist_ok=True)
    runs = [("bench-jobs1", [bench.name, "--jobs", "1"], bench.parent),
            ("bench-default", [bench.name], bench.parent),
            *case_runs(shared), *fixture_runs(fixtures)]
    for name, args, cwd in runs:
        check(cardtools, args, cwd, out / f"{name}.json")
    return len(runs)


def diff(first: Path, second: Path, context: int = 12) -> int:
    """Print how two snapshots differ; return 0 when byte-identical, else 1."""
    names = sorted({p.name for p in first.iterdir()} | {p.name for p in second.iterdir()})
    differing = 0
    for name in names:
        a, b = first / name, second / name
        if not (a.exists() and b.exists()):
            print(f"only in {first if a.exists() else second}: {name}")
            differing += 1
            continue
        left, right = a.read_bytes(), b.read_bytes()
        if left == right:
            continue
        differing += 1
        print(f"differs: {name}")
        lines = difflib.unified_diff(left.decode("utf-8", "replace").splitlines(),
                                     right.decode("utf-8", "replace").splitlines(),
                                     str(a), str(b), lineterm="", n=1)
        for number, line in enumerate(lines):
            if number >= context:
                print("  ...")
                break
            print(f"  {line[:200]}")
    print(f"{len(names) - differing} of {len(names)} reports identical")
    return 1 if differing else 0


def main() -> int:
    """Parse the command line and run ``snapshot``, ``diff`` or ``compare``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["snapshot", "diff", "compare"])
    parser.add_argument("first", type=Path, help="a cardtools script, or a snapshot to diff")
    parser.add_argument("second", type=Path,
                        help="the output folder (snapshot), the other snapshot or script")
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--fixtures", type=Path, default=ROOT / "tests" / "fixtures")
    parser.add_argument("--bench-decks", type=Path,
                        help="the benchmark's 10,000 decks (generated when not given)")
    parser.add_argument("--keep", type=Path, help="compare: keep both snapshots here")
    args = parser.parse_args()
    if args.command == "diff":
        return diff(args.first, args.second)
    args.first = args.first.absolute()
    if args.command == "compare":
        args.second = args.second.absolute()
    with tempfile.TemporaryDirectory() as temp:
        bench = args.bench_decks or ensure_decks(Path(temp) / "benchdecks", 10_000, SEED)
        inputs = (bench.resolve(), args.shared.resolve(), args.fixtures.resolve())
        if args.command == "snapshot":
            count = snapshot(args.first, args.second, *inputs)
            print(f"{count} reports written to {args.second}")
            return 0
        keep = args.keep or Path(temp) / "snapshots"
        for label, cardtools in (("a", args.first), ("b", args.second)):
            count = snapshot(cardtools, keep / label, *inputs)
            print(f"{label}: {count} reports of {cardtools}", flush=True)
        return diff(keep / "a", keep / "b")


if __name__ == "__main__":
    sys.exit(main())
