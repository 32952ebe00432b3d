"""What the speed benchmarks share: the deck generator, the floor, and runs of a command
measured for wall time, CPU time and the memory of its whole process tree.

None of this is a test: the benchmarks are scripts run by hand (README, "Speed").
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEED = 20261129
PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096

FLOOR = """
import os, sys
lines = 0
for top in sys.argv[1:]:
    if os.path.isfile(top):
        with open(top, "rb") as handle:
            lines += len(handle.read().decode("utf-8", "replace").splitlines())
        continue
    for root, dirs, files in os.walk(top):
        dirs.sort()
        for name in sorted(files):
            with open(os.path.join(root, name), "rb") as handle:
                lines += len(handle.read().decode("utf-8", "replace").splitlines())
print(lines)
"""


# --- the decks -------------------------------------------------------------------------

def _names(game: str, wanted: str | None = None, limit: int = 400) -> list[str]:
    text = (ROOT / "cards" / game / "cards.json").read_text("utf-8")
    records = json.loads(text)["cards"]
    chosen = [r for r in records if wanted is None or wanted in (r.get("type") or [])
              or r.get("type") == wanted]
    return [r["name"] for r in chosen[:limit]]


def mage_noir(rng: random.Random, legal: bool) -> str:
    """A Mage Noir tournament decklist (text), legal or with one likely fault."""
    names = rng.sample(POOLS["noir"], 12)
    lines = ["Format: mage-noir/tournament", "Deck"]
    lines += [f"4 {name}" for name in names[:10]]
    lines += ["Side deck", f"3 {names[10]}", f"3 {names[11]}"]
    if not legal:
        lines.append(rng.choice([f"5 {names[0]}", "1 Crimson Ritual", "2 Ignition",
                                 f"1 {names[0]}x", "Sideboard\n4 Tide\n4 Rock"]))
    return "\n".join(lines) + "\n"


def magi_nation(rng: random.Random, legal: bool) -> str:
    """A Magi-Nation standard decklist (text), legal or with one likely fault."""
    magi = rng.sample(POOLS["magi"], 3)
    cards = rng.sample(POOLS["mn"], 14)
    lines = ["Format: magi-nation/standard", "# Magi", *magi, "# Deck"]
    lines += [f"3 {name}" for name in cards]
    if not legal:
        lines.append(rng.choice([f"1 {cards[0]}", f"1 {magi[0]}", "1 Not A Real Card"]))
    return "\n".join(lines) + "\n"


def mtg(rng: random.Random, legal: bool) -> str:
    """An MTG legacy decklist (text), legal or with one likely fault."""
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
Layout = Callable[[Path, str, int], Path]


def batch_layout(folder: Path, game: str, number: int) -> Path:
    """``GAME/NN/deckNNNNN.txt``: the 10,000-deck folder (its paths are in the JSON)."""
    return folder / game / f"{number // 1000:02d}" / f"deck{number:05d}.txt"


def scale_layout(part: int) -> Layout:
    """``partK/GAME/NNN/deckNNNNNN.txt`` with ``part`` decks in each ``partK``: the first
    ``k * part`` decks are then the folders ``part0`` to ``part{k-1}``."""

    def place(folder: Path, game: str, number: int) -> Path:
        return (folder / f"part{number // part}" / game / f"{number // 1000:03d}"
                / f"deck{number:06d}.txt")

    return place


def generate(folder: Path, count: int, seed: int = SEED, layout: Layout = batch_layout) -> None:
    """Write ``count`` decklists under ``folder``, one game after another in turn.

    Decks are drawn from the bundled card databases with ``random.Random(seed)``; about
    70% are legal, the others carry one fault (too many copies, a banned or unknown card,
    a misspelt name, a wrong zone). The same seed and count give the same files.
    """
    POOLS["noir"] = [n for n in _names("mage-noir")
                     if n not in ("Crimson Ritual", "Ignition")]
    POOLS["magi"] = _names("magi-nation", "Magi")
    POOLS["mn"] = _names("magi-nation", "Creature") + _names("magi-nation", "Spell")
    POOLS["mtg"] = [n for n in _names("mtg", "Instant", 3000) if "//" not in n]
    rng = random.Random(seed)
    for number in range(count):
        game = GAMES[number % len(GAMES)]
        path = layout(folder, game.__name__, number)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(game(rng, rng.random() < 0.7), "utf-8")


def ensure_decks(folder: Path, count: int, seed: int = SEED, part: int = 0) -> Path:
    """Generate the decks into ``folder`` unless it already holds ``count`` files.

    ``part`` 0 writes ``batch_layout``, else ``scale_layout(part)``. The decks
    are written by a separate Python process, so that this one stays small: a child's
    ``ru_maxrss`` counts the memory of the process it was forked from.
    Raises ``SystemExit`` when the folder holds another number of files.
    """
    have = sum(len(files) for _, _, files in os.walk(folder)) if folder.exists() else 0
    if have != count:
        if have:
            raise SystemExit(f"{folder} holds {have} files, not {count}: give an empty folder")
        started = time.perf_counter()
        code = ("import sys; from pathlib import Path; from tests.benchmarks import common; "
                "common.generate(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), "
                "common.scale_layout(int(sys.argv[4])) if int(sys.argv[4]) "
                "else common.batch_layout)")
        subprocess.run([sys.executable, "-c", code, str(folder), str(count), str(seed), str(part)],
                       cwd=ROOT, check=True)
        print(f"generated {count} decks in {folder} "
              f"({time.perf_counter() - started:.0f} s)", flush=True)
    return folder


# --- the programs ----------------------------------------------------------------------

def default_cardtools() -> Path:
    """The ``cardtools`` script beside the Python running the benchmark."""
    return Path(sys.executable).with_name("cardtools")


def interpreter_of(script: Path) -> str:
    """The Python a console script runs with (its ``#!`` line), else this one."""
    first = script.read_bytes()[:300].split(b"\n", 1)[0]
    if first.startswith(b"#!"):
        candidate = first[2:].decode().strip().split()[0]
        if Path(candidate).exists():
            return candidate
    return sys.executable


def describe_install(script: Path) -> str:
    """Where the package a ``cardtools`` script runs lives, and its version."""
    probe = ("import cardtools, importlib.metadata as m; "
             "print(cardtools.__path__[0], m.version('cardtools'))")
    done = subprocess.run([interpreter_of(script), "-c", probe], cwd="/",
                          capture_output=True, text=True, check=False)
    return done.stdout.strip() or done.stderr.strip().splitlines()[-1]


def floor_command(paths: Sequence[Path]) -> list[str]:
    """The floor: a bare Python process that reads and splits the same files."""
    return [sys.executable, "-c", FLOOR, *map(str, paths)]


def loadavg() -> str:
    """The 1, 5 and 15 minute load averages of the machine."""
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


# --- measuring a run -------------------------------------------------------------------

@dataclass
class Run:
    """One run of a command: wall seconds, CPU seconds (user + system, the process and
    every child it waited for), ``ru_maxrss`` in MB (largest single process), the peak of
    the summed resident memory of the whole process tree in MB and the sum of each
    process's own peak (VmHWM) in MB (both 0 when not sampled), the
    number of processes seen in the tree, the exit code and the standard error."""

    wall: float
    cpu: float
    maxrss_mb: float
    tree_peak_mb: float
    tree_hwm_mb: float
    processes: int
    returncode: int
    stderr: bytes


def _memory(pid: int) -> tuple[int, int]:
    """VmRSS and VmHWM (its high-water mark) of a process, in bytes; zeros once gone."""
    try:
        with open(f"/proc/{pid}/status", "rb") as handle:
            text = handle.read()
    except OSError:
        return 0, 0
    found = {}
    for line in text.splitlines():
        if line.startswith((b"VmRSS:", b"VmHWM:")):
            found[line[:5]] = int(line.split()[1]) * 1024
    return found.get(b"VmRSS", 0), found.get(b"VmHWM", 0)


def _parent(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            text = handle.read()
    except OSError:
        return -1
    return int(text[text.rindex(b")") + 2:].split()[1])


class TreeSampler(threading.Thread):
    """Samples the summed VmRSS of a process and all its descendants every ``interval``
    seconds and keeps the peak (a lower bound of the true peak: a spike shorter than the
    interval can fall between samples), and the last VmHWM of each process (their sum is
    an upper bound: the processes need not peak at the same moment). New descendants are
    looked for among the process ids above the root's (Linux gives ids in increasing
    order), so a sample stays cheap."""

    def __init__(self, root: int, interval: float = 0.004) -> None:
        super().__init__(daemon=True)
        self.root, self.interval = root, interval
        self.tree: set[int] = {root}
        self.seen: set[int] = {root}
        self.peak = 0
        self.high_water: dict[int, int] = {}
        self.stopping = threading.Event()

    def _discover(self) -> None:
        try:
            names = os.listdir("/proc")
        except OSError:
            return
        for name in names:
            pid = int(name) if name.isdigit() else 0
            if pid > self.root and pid not in self.tree and _parent(pid) in self.tree:
                self.tree.add(pid)
                self.seen.add(pid)

    def run(self) -> None:
        tick = 0
        while not self.stopping.is_set():
            if tick % 4 == 0:
                self._discover()
            tick += 1
            total = 0
            for pid in list(self.tree):
                rss, hwm = _memory(pid)
                total += rss
                if hwm:
                    self.high_water[pid] = hwm
                elif pid != self.root:
                    self.tree.discard(pid)
            self.peak = max(self.peak, total)
            time.sleep(self.interval)


def run(command: Sequence[str], *, sample: bool = False, cwd: Path | None = None,
        keep_stderr: bool = False) -> Run:
    """Run ``command`` with its output thrown away; measure it (see ``Run``).

    ``sample`` starts a ``TreeSampler`` on the process (a few per cent of one core).
    """
    stderr = subprocess.PIPE if keep_stderr else subprocess.DEVNULL
    start = time.perf_counter()
    process = subprocess.Popen(list(command), stdout=subprocess.DEVNULL, stderr=stderr,
                               cwd=cwd)
    sampler = TreeSampler(process.pid) if sample else None
    if sampler:
        sampler.start()
    err = process.stderr.read() if process.stderr else b""
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if sampler:
        sampler.stopping.set()
        sampler.join()
    return Run(wall=wall, cpu=usage.ru_utime + usage.ru_stime,
               maxrss_mb=usage.ru_maxrss / 1024,
               tree_peak_mb=sampler.peak / 2**20 if sampler else 0.0,
               tree_hwm_mb=sum(sampler.high_water.values()) / 2**20 if sampler else 0.0,
               processes=len(sampler.seen) if sampler else 1,
               returncode=process.returncode, stderr=err)


def spread(values: Sequence[float]) -> tuple[float, float, float]:
    """Median, lowest and highest of ``values``."""
    return statistics.median(values), min(values), max(values)


def crashed(result: Run) -> bool:
    """Whether a run ended in a traceback or an exit code above 2."""
    return b"Traceback (most recent call last)" in result.stderr or result.returncode > 2
