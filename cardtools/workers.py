"""Work spread over worker processes: contiguous chunks of the items, one task each, on
a ``concurrent.futures.ProcessPoolExecutor``.

Items next to each other (the decklists of one folder) tend to need the same game, cards
and rule answers, so a worker given a contiguous chunk meets fewer different ones than a
worker given every other item. A few chunks per worker keep the workers busy to the end
and a progress bar moving.

Workers ignore Ctrl-C (the parent stops them), end when the parent process dies, and a
worker that dies makes the run fail with ``WorkerFailed``, never hang.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
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
              workers: int) -> Iterator[tuple[int, list[Result]]]:
    """``work(chunk)`` for contiguous chunks of ``items`` in ``workers`` processes.

    ``work`` and the items must be picklable (a module-level function, or a
    ``functools.partial`` of one); ``work`` returns one result per item of its chunk.
    Output: ``(position of the chunk's first item, results)`` pairs as chunks finish,
    not in item order. An exception raised by ``work`` is raised here; ``WorkerFailed``
    when a worker process ends without a word (killed, out of memory) or none can be
    started. However this ends (an exception, Ctrl-C, the caller closing the
    iterator), no worker process is left running.
    """
    pieces = chunks(len(items), max(1, workers) * CHUNKS_PER_WORKER)
    workers = max(1, min(workers, len(pieces)))
    try:
        executor = ProcessPoolExecutor(workers, initializer=_start_worker)
    except OSError as exc:
        raise WorkerFailed(f"cannot start {workers} worker processes: "
                           f"{exc.strerror or exc}") from None
    try:
        running = {_submit(executor, work, items, piece): piece.start for piece in pieces}
        processes = _processes(executor)  # every worker is started once all is submitted
        while running:
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                yield running.pop(future), _result_of(future, processes)
    finally:
        _stop(executor)


def _submit(executor: ProcessPoolExecutor, work: Callable[[Sequence[Any]], list[Any]],
            items: Sequence[Any], piece: range) -> Future[list[Any]]:
    """Submit one chunk; ``WorkerFailed`` when its worker processes cannot be started
    (no more processes or pipes: a very large ``--jobs``)."""
    try:
        return executor.submit(work, items[piece.start:piece.stop])
    except OSError as exc:
        raise WorkerFailed(f"cannot start the worker processes: {exc.strerror or exc}"
                           ) from None


def _result_of(future: Future[list[Any]], processes: list[Any]) -> list[Any]:
    """A chunk's results; what its work raised, or ``WorkerFailed`` naming the exit
    code of the worker (one of ``processes``) that died."""
    try:
        return future.result()
    except BrokenProcessPool:
        for process in processes:  # the pool ends them all; a dead one may be exiting still
            process.join(_JOIN_SECONDS)
        codes = [process.exitcode for process in processes
                 if process.exitcode not in (None, 0, -signal.SIGTERM)]
        said = f" (exit code {codes[0]})" if codes else ""
        raise WorkerFailed("a worker process stopped before its work was done" + said
                           ) from None


def _processes(executor: ProcessPoolExecutor) -> list[Any]:
    """The executor's worker processes (the standard library keeps them private)."""
    found: dict[int, Any] = getattr(executor, "_processes", None) or {}
    return list(found.values())


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
    if manager is not None:
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
