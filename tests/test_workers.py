"""Work spread over worker processes (``cardtools.workers``)."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from cardtools import run, workers
from cardtools.workers import CHUNKS_PER_WORKER, chunks, in_chunks

ROOT = Path(__file__).resolve().parent.parent


def _squares(items: Sequence[int]) -> list[int]:
    return [item * item for item in items]


def _fail_on_seven(items: Sequence[int]) -> list[int]:
    if 7 in items:
        raise ValueError("seven is not allowed")
    return list(items)


def _die_on_three(items: Sequence[int]) -> list[int]:
    if 3 in items and multiprocessing.parent_process() is not None:
        os._exit(5)
    return list(items)


def _die_once(marker: Path, items: Sequence[int]) -> list[int]:
    """The first worker to run dies (killed from outside, say); no item is at fault."""
    try:
        marker.touch(exist_ok=False)
    except FileExistsError:
        return list(items)
    os._exit(9)


def _lost(item: int, why: str) -> tuple[str, int, str]:
    return ("lost", item, why)


def _interrupt_handling(items: Sequence[int]) -> list[str]:
    handler = signal.getsignal(signal.SIGINT)
    return [getattr(handler, "name", str(handler)) for _ in items]


def _pid_and_parent(items: Sequence[int]) -> list[tuple[int, int]]:
    return [(os.getpid(), os.getppid()) for _ in items]


def test_chunks_are_contiguous_in_order_and_cover_every_position() -> None:
    assert chunks(10, 3) == [range(0, 3), range(3, 6), range(6, 10)]
    assert chunks(2, 8) == [range(0, 1), range(1, 2)]
    assert chunks(0, 4) == []
    for count in (1, 7, 64, 1000):
        pieces = chunks(count, 2 * CHUNKS_PER_WORKER)
        assert [p for piece in pieces for p in piece] == list(range(count))


def test_every_item_is_worked_once_with_its_position() -> None:
    got = sorted(in_chunks(_squares, list(range(50)), 3, _lost))
    pieces = chunks(50, 3 * CHUNKS_PER_WORKER)
    assert [start for start, _ in got] == [piece.start for piece in pieces]
    assert [value for _, results in got for value in results] == [i * i for i in range(50)]
    assert multiprocessing.active_children() == []


def test_more_workers_than_items() -> None:
    assert sorted(in_chunks(_squares, [2, 3], 4, _lost)) == [(0, [4]), (1, [9])]


def test_each_task_runs_in_a_worker_process_not_here() -> None:
    pairs = [pair for _, results in in_chunks(_pid_and_parent, list(range(8)), 2, _lost)
             for pair in results]
    assert {parent for _, parent in pairs} == {os.getpid()}
    assert os.getpid() not in {pid for pid, _ in pairs}
    assert 1 <= len({pid for pid, _ in pairs}) <= 2


def test_workers_ignore_ctrl_c_which_the_parent_handles() -> None:
    handlers = [h for _, results in in_chunks(_interrupt_handling, list(range(4)), 2,
                                                    _lost)
                for h in results]
    assert handlers == ["SIG_IGN"] * 4


def test_an_exception_in_a_worker_is_raised_here() -> None:
    with pytest.raises(ValueError, match="seven is not allowed"):
        list(in_chunks(_fail_on_seven, list(range(20)), 2, _lost))
    assert multiprocessing.active_children() == []


def test_an_item_that_kills_its_worker_is_lost_and_every_other_is_worked() -> None:
    """README, Usage (--jobs): a worker that dies does not end the run; the chunks not
    finished are worked again, halved down to the one item whose worker dies each time,
    which alone gets ``lost``."""
    deaths: list[str] = []
    got = sorted(in_chunks(_die_on_three, list(range(10)), 2, _lost, deaths.append))
    values = [value for _, results in got for value in results]
    why = "a worker process stopped before its work was done (exit code 5)"
    assert values == [0, 1, 2, ("lost", 3, why), 4, 5, 6, 7, 8, 9]
    assert deaths == [why]
    assert multiprocessing.active_children() == []


def test_a_worker_killed_once_loses_no_item(tmp_path: Path) -> None:
    deaths: list[str] = []
    got = sorted(in_chunks(partial(_die_once, tmp_path / "died"), list(range(30)), 2,
                           _lost, deaths.append))
    assert [value for _, results in got for value in results] == list(range(30))
    assert deaths == ["a worker process stopped before its work was done (exit code 9)"]
    assert multiprocessing.active_children() == []


def test_leaving_early_stops_the_workers() -> None:
    """The caller stops reading (Ctrl-C in the parent, an error while reporting): the
    chunks not done are abandoned and no worker is left."""
    results = in_chunks(_squares, list(range(40)), 2, _lost)
    next(results)
    results.close()
    assert multiprocessing.active_children() == []


#: A parent that starts workers stuck on a pipe nobody writes, says their ids, and waits.
STUCK_PARENT = """
import os, sys
from cardtools.workers import in_chunks

def stuck(items):
    os.write(1, b"%d\\n" % os.getpid())  # one write: the two workers' lines never mix
    os.read(int(sys.argv[1]), 1)
    return list(items)

read_end, write_end = os.pipe()
sys.argv[1:] = [str(read_end)]
for _ in in_chunks(stuck, list(range(4)), 2, lambda item, why: item):
    pass
"""


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")
def test_workers_end_when_the_parent_is_killed() -> None:
    parent = subprocess.Popen([sys.executable, "-c", STUCK_PARENT], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    workers = {int(parent.stdout.readline()) for _ in range(2)}
    assert all(_running(pid) for pid in workers)
    parent.kill()
    parent.wait()
    deadline = time.monotonic() + 30  # a bound on the wait, not a measure of speed
    while any(_running(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_running(pid) for pid in workers)


#: Runs ``cardtools check`` with Ctrl-C pressed (SIGINT to the whole process group, as a
#: terminal sends it) when the workers have sent back their first chunk.
_CTRL_C_MID_BATCH = """
import os, signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)
import cardtools.workers as workers
real = workers.in_chunks
def pressed(*args, **kwargs):
    for number, chunk in enumerate(real(*args, **kwargs)):
        if number == 0:
            os.killpg(0, signal.SIGINT)
        yield chunk
workers.in_chunks = pressed
sys.argv = ["cardtools", *sys.argv[1:]]
from cardtools.launch import main
main()
"""


def test_ctrl_c_mid_batch_ends_cleanly_and_leaves_the_old_report(tmp_path: Path) -> None:
    """README, Exit codes: exit 130 with one line, no traceback; the report file keeps
    the old report and no temporary file is left; no worker outlives the run."""
    decks = tmp_path / "decks"
    decks.mkdir()
    for number in range(240):  # over the 200 files from which workers are used
        (decks / f"{number:03}.txt").write_text("Format: mtg/modern\n4 Ponder\n56 Mountain\n")
    out = tmp_path / "out"
    out.mkdir()
    report = out / "report.json"
    # an earlier run's report: the report file replaces no other file
    earlier = subprocess.run([sys.executable, "-m", "cardtools", "check", str(decks / "000.txt"),
                              "--report", "json", "--report-file", str(report)],
                             capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert earlier.returncode == 1, earlier.stderr  # Ponder: out of Modern's card pool
    old = report.read_bytes()
    run = subprocess.Popen(
        [sys.executable, "-c", _CTRL_C_MID_BATCH, "check", str(decks), "--jobs", "2",
         "--report", "json", "--report-file", str(report)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        cwd=ROOT)
    stdout, stderr = run.communicate(timeout=300)
    assert (run.returncode, stdout, stderr) == (130, "", "cardtools: interrupted\n")
    assert report.read_bytes() == old
    assert sorted(path.name for path in out.iterdir()) == ["report.json"]
    with pytest.raises(ProcessLookupError):  # the run's process group is empty: no worker
        os.killpg(run.pid, 0)


def test_stopping_ends_when_a_worker_left_a_result_half_written() -> None:
    """A worker ended while it wrote a result leaves the executor's thread waiting for
    the rest of it (a run hung after Ctrl-C about once in fifteen): stopping the
    workers still ends that thread, and so the run."""
    executor = ProcessPoolExecutor(1, initializer=workers._start_worker)
    assert executor.submit(len, "ab").result(timeout=60) == 2  # the worker is running
    thread = executor._executor_manager_thread
    writer = executor._result_queue._writer
    os.write(writer.fileno(), struct.pack("!i", 64))  # a result's length, then nothing
    stopping = threading.Thread(target=workers._stop, args=(executor,), daemon=True)
    stopping.start()
    stopping.join(60)
    assert (stopping.is_alive(), thread.is_alive()) == (False, False)


def test_a_result_crosses_from_a_worker_with_every_field() -> None:
    """A worker's ``DeckResult`` is pickled field by field (its ``__reduce__``): each
    slot, given a value of its own, comes back with that value."""
    import pickle

    from cardtools.model import DeckResult

    values = {name: f"value of {name}" for name in DeckResult.__slots__}
    result = DeckResult(**values)  # type: ignore[arg-type]
    copy = pickle.loads(pickle.dumps(result))
    assert {name: getattr(copy, name) for name in DeckResult.__slots__} == values


_CHECK_CHUNK = run.check_chunk


def _dies_on_poison(options: Any, finish: Any, files: Sequence[str]) -> list[Any]:
    """``run.check_chunk``, but the worker judging a file named ``poison.txt`` dies, as
    one killed (out of memory) while judging it would."""
    if any(Path(file).name == "poison.txt" for file in files):
        os._exit(9)
    return _CHECK_CHUNK(options, finish, files)


def test_a_file_whose_worker_dies_is_not_judged_and_the_batch_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """README, Usage (--jobs): a worker killed while judging a file does not end the run
    with no report. It is said on standard error, the other files are judged as in one
    process (the same report), and the file the worker dies on each time is the one not
    judged, an ``internal-error`` on its line 1: exit 2."""
    from typer.testing import CliRunner

    from cardtools.cli import app

    decks = tmp_path / "decks"
    decks.mkdir()
    for number in range(240):  # over the 200 files from which workers are used
        (decks / f"{number:03}.txt").write_text(
            "Format: mtg/modern\n4 Lightning Bolt\n56 Mountain\n")
    (decks / "poison.txt").write_text("Format: mtg/modern\n60 Mountain\n")
    monkeypatch.setattr(run, "check_chunk", _dies_on_poison)
    outcome = CliRunner().invoke(app, ["check", str(decks), "--jobs", "2", "--report",
                                       "json", "--date", "2026-01-10"])
    assert outcome.exit_code == 2
    assert outcome.stderr == (
        "cardtools: warning: a worker process stopped before its work was done (exit code "
        "9); its files are judged again, each file it stops on not judged\n")
    report = json.loads(outcome.stdout)
    assert report["summary"] == {"files": 241, "legal": 240, "illegal": 0, "error": 1}
    lost = [result for result in report["results"] if result["status"] == "error"]
    assert [(r["path"], [(v["rule"], v["line"], v["message"]) for v in r["violations"]])
            for r in lost] == [(str(decks / "poison.txt"), [(
                "internal-error", 1, "not judged: a worker process stopped before its work "
                "was done (exit code 9) each time it judged this file")])]
    assert multiprocessing.active_children() == []


def test_stopping_a_pool_whose_thread_never_started_raises_nothing() -> None:
    """A Ctrl-C between a pool's start and its own thread's left a thread never started:
    stopping the pool raised "cannot join thread before it is started", an internal error
    (exit 2) where the run was interrupted (exit 130)."""
    executor = workers._pool(1)
    executor._executor_manager_thread = threading.Thread(  # type: ignore[attr-defined]
        target=lambda: None)
    workers._stop(executor)
    assert multiprocessing.active_children() == []


def test_a_huge_jobs_starts_at_most_four_workers_a_cpu(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """README, Usage (--jobs): ``--jobs 99999999`` started a worker process per chunk of
    files (251 for 250 files on two CPUs); it starts at most four a usable CPU."""
    from typer.testing import CliRunner

    from cardtools import cli
    from cardtools.cli import app

    asked: list[int] = []

    spread = workers.in_chunks

    def recorded(work: Any, items: Any, jobs: int, *rest: Any, **named: Any) -> Any:
        asked.append(jobs)
        return spread(work, items, jobs, *rest, **named)

    monkeypatch.setattr(cli, "_usable_cpus", lambda: 2)
    monkeypatch.setattr(workers, "in_chunks", recorded)
    decks = tmp_path / "decks"
    decks.mkdir()
    for number in range(210):
        (decks / f"{number:03}.txt").write_text("Format: mtg/modern\n60 Mountain\n")
    outcome = CliRunner().invoke(app, ["check", str(decks), "--jobs", "99999999",
                                       "--report", "json", "--date", "2026-01-10"])
    assert (outcome.exit_code, asked) == (0, [8])
    assert json.loads(outcome.stdout)["summary"]["legal"] == 210
