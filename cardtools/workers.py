"""Work spread over worker processes: contiguous chunks of the items, one task each, on
a ``concurrent.futures.ProcessPoolExecutor``.

Items next to each other (the decklists of one folder) tend to need the same game, cards
and rule answers, so a worker given a contiguous chunk meets fewer different ones than a
worker given every other item. A few chunks per worker keep the workers busy to the end
and a progress bar moving.

Workers ignore Ctrl-C (the parent stops them) and end when the parent process dies. A
worker that dies (killed, out of memory) never hangs the run nor loses the rest of it:
the chunks not finished are worked again, each alone in a new worker, halved whenever
its worker dies again, down to the one item that kills a worker, which the caller makes
a result of its own (``lost``).
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from cardtools.errors import CardtoolsError

Item = TypeVar("Item")
Result = TypeVar("Result")

#: Chunks per worker: enough for the workers to finish together and for a progress bar
#: to move, few enough that what a chunk loads first (a card database's cards, the
#: rules' answers) is loaded rarely.
CHUNKS_PER_WORKER = 4


#: Longest wait for a worker process to end once it was told to (it is then left to the
#: operating system).
_JOIN_SECONDS = 10
#: How often, and how many seconds apart, ``_death`` looks again for the exit codes of
#: the workers of a broken pool that another thread is reaping.
_CODE_TRIES, _CODE_WAIT = 50, 0.02
#: How long the executor's thread may take to end after the workers were told to, before
#: it is taken to be waiting for a result a stopped worker never finished writing.
_STUCK_SECONDS = 2


class WorkerFailed(CardtoolsError):
    """A worker process ended without finishing its work (killed, or crashed)."""


def chunks(count: int, pieces: int) -> list[range]:
    """``pieces`` contiguous, nearly equal ranges covering positions ``0..count-1`` in
    order (fewer when there are fewer positions; none for none)."""
    pieces = max(1, min(pieces, count))
    edges = [count * piece // pieces for piece in range(pieces + 1)]
    return [range(edges[i], edges[i + 1]) for i in range(pieces) if edges[i] < edges[i + 1]]


def in_chunks(work: Callable[[Sequence[Item]], list[Result]], items: Sequence[Item],
              workers: int, lost: Callable[[Item, str], Result],
              on_death: Callable[[str], None] | None = None
              ) -> Iterator[tuple[int, list[Result]]]:
    """``work(chunk)`` for contiguous chunks of ``items`` in ``workers`` processes.

    ``work`` and the items must be picklable (a module-level function, or a
    ``functools.partial`` of one); ``work`` returns one result per item of its chunk.
    Output: ``(position of the chunk's first item, results)`` pairs as chunks finish,
    not in item order. An exception raised by ``work`` is raised here. When a worker
    process ends without a word (killed, out of memory), ``on_death`` is told why (``a
    worker process stopped before its work was done (exit code -9)``) and the chunks
    not finished are worked again (``_again``): an item whose worker dies each time it
    is worked, alone, gets ``lost(item, why)`` as its result. ``WorkerFailed`` when no
    worker process can be started. However this ends (an exception, Ctrl-C, the caller
    closing the iterator), no worker process is left running.
    """
    pieces = chunks(len(items), max(1, workers) * CHUNKS_PER_WORKER)
    workers = max(1, min(workers, len(pieces)))
    executor = _pool(workers)
    left: list[range] = []
    try:
        running: dict[Future[list[Any]], range] = {}
        for piece in pieces:
            future = _submit(executor, work, items, piece)
            if future is None:  # a worker died already
                left = pieces[len(running):]
                break
            running[future] = piece
        processes = _processes(executor)  # every worker is started once all is submitted
        while running:
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                piece = running.pop(future)
                results = _result_of(future, processes)
                if results is None:
                    left = [piece, *running.values(), *left]
                    running = {}
                    break
                yield piece.start, results
        if left and on_death is not None:
            on_death(_death(processes))
    finally:
        _stop(executor)
    for piece in sorted(left, key=lambda kept: kept.start):
        yield from _again(work, items, piece, lost)


def _again(work: Callable[[Sequence[Item]], list[Result]], items: Sequence[Item],
           piece: range, lost: Callable[[Item, str], Result]
           ) -> Iterator[tuple[int, list[Result]]]:
    """Work the chunk ``piece`` of ``items`` again in a worker of its own (after a worker
    died): when that worker dies too, each half is worked again so, and an item alone
    whose worker dies gets ``lost(item, why)``."""
    executor = _pool(1)
    try:
        future = _submit(executor, work, items, piece)
        processes = _processes(executor)
        results = None if future is None else _result_of(future, processes)
        why = "" if results is not None else _death(processes)
    finally:
        _stop(executor)
    if results is not None:
        yield piece.start, results
    elif len(piece) == 1:
        yield piece.start, [lost(items[piece.start], why)]
    else:
        middle = piece.start + len(piece) // 2
        yield from _again(work, items, range(piece.start, middle), lost)
        yield from _again(work, items, range(middle, piece.stop), lost)


def _pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes; ``WorkerFailed`` when it cannot be made."""
    try:
        return _Pool(workers, initializer=_start_worker)
    except OSError as exc:
        raise WorkerFailed(f"cannot start {workers} worker processes: "
                           f"{exc.strerror or exc}") from None


class _Pool(ProcessPoolExecutor):
    """A process pool that keeps every worker process it started (``started``): the
    standard library's pool forgets one that died, and so its exit code, as soon as its
    own thread sees it gone, which may be before the caller looks."""

    started: list[Any]

    def _spawn_process(self) -> None:
        """Start a worker process (the standard library's step), and keep it."""
        super()._spawn_process()  # type: ignore[misc]  # private, not in typeshed
        known = getattr(self, "started", [])
        self.started = known + [process for process in self._processes.values()
                                if process not in known]


def _submit(executor: ProcessPoolExecutor, work: Callable[[Sequence[Any]], list[Any]],
            items: Sequence[Any], piece: range) -> Future[list[Any]] | None:
    """Submit one chunk; ``None`` when a worker of the pool has died already;
    ``WorkerFailed`` when its worker processes cannot be started (no more processes or
    pipes: a very large ``--jobs``)."""
    try:
        return executor.submit(work, items[piece.start:piece.stop])
    except BrokenProcessPool:
        return None
    except OSError as exc:
        raise WorkerFailed(f"cannot start the worker processes: {exc.strerror or exc}"
                           ) from None


def _result_of(future: Future[list[Any]], processes: list[Any]) -> list[Any] | None:
    """A chunk's results, or ``None`` when a worker process (one of ``processes``)
    died before they came; what its work raised is raised."""
    try:
        return future.result()
    except BrokenProcessPool:
        for process in processes:  # the pool ends them all; a dead one may be exiting still
            process.join(_JOIN_SECONDS)
        return None


def _death(processes: list[Any]) -> str:
    """Why the pool of ``processes`` broke, naming the exit code of the worker that
    died (``a worker process stopped before its work was done (exit code -9)``)."""
    for _ in range(_CODE_TRIES):
        # the pool's own thread may reap a dead worker while its join here looks: the
        # exit code is then set a moment later (it was missing from the message)
        if all(process.exitcode is not None for process in processes):
            break
        time.sleep(_CODE_WAIT)
    codes = [process.exitcode for process in processes
             if process.exitcode not in (None, 0, -signal.SIGTERM)]
    said = f" (exit code {codes[0]})" if codes else ""
    return "a worker process stopped before its work was done" + said


def _processes(executor: ProcessPoolExecutor) -> list[Any]:
    """The executor's worker processes, those that ended too (``_Pool.started``)."""
    running: dict[int, Any] = getattr(executor, "_processes", None) or {}
    started: list[Any] = getattr(executor, "started", [])
    return started + [process for process in running.values() if process not in started]


def _stop(executor: ProcessPoolExecutor) -> None:
    """Cancel the chunks not started and end the worker processes at once: a chunk
    still running is abandoned (its results are no longer wanted)."""
    processes = _processes(executor)
    manager = getattr(executor, "_executor_manager_thread", None)
    # the standard library keeps the pipe of the results private, and forgets it on
    # shutdown
    results = getattr(getattr(executor, "_result_queue", None), "_writer", None)
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    if manager is not None and manager.ident is not None:
        # (a Ctrl-C between the pool's start and its thread's leaves a thread never
        # started: joining it raised "cannot join thread before it is started")
        # The executor's own thread reaps the workers too: a join racing it may return
        # before the reaped worker is marked as ended, so it finishes first.
        manager.join(_STUCK_SECONDS)
        if manager.is_alive() and results is not None:
            # a worker ended while it wrote a result: the thread waits for the rest of
            # it, which never comes (the run hung after Ctrl-C); closing this process's
            # end of the pipe, the last one open, ends that wait
            results.close()
            manager.join(_JOIN_SECONDS)
    for process in processes:
        process.join(_JOIN_SECONDS)


def _start_worker() -> None:
    """Set up a worker process: Ctrl-C ignored (it reaches the whole process group; the
    parent stops the workers), and a watch that ends the worker when the parent process
    dies, so that no worker lingers behind a killed run."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True).start()


def _end_with(sentinel: int) -> None:
    """Wait until the parent process is gone (its end of ``sentinel`` closed: that
    happens only when it exits), then end this worker at once."""
    multiprocessing.connection.wait([sentinel])
    os._exit(1)
