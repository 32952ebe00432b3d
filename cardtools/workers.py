"""Work spread over worker processes, each taking a share of the items in their order.

Items next to each other (the decklists of one folder) tend to need the same game, cards
and rule answers. A worker that takes a contiguous share of the items meets fewer
different ones than a worker taking every other item, so it spends less time on what it
meets first (loading a card database, building cards, finding suggestions for misspelt
names). A worker done with its share takes items from the end of the largest share left,
so no worker idles while another has work.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import signal
from collections.abc import Callable, Iterator, Sequence
from multiprocessing.connection import Connection, wait
from typing import Any, TypeVar

from cardtools.errors import CardtoolsError

Item = TypeVar("Item")
Result = TypeVar("Result")


class _Shares:
    """The items not yet taken: for each worker's share, its next item and its end (as
    positions in the items), in memory the worker processes share, under one lock."""

    def __init__(self, context: Any, count: int, workers: int) -> None:
        edges = [count * share // workers for share in range(workers + 1)]
        bounds = [edge for share in range(workers) for edge in edges[share:share + 2]]
        self.lock = context.Lock()
        self.bounds = context.RawArray("q", bounds)

    def take(self, share: int) -> int | None:
        """The position of the next item for the worker of ``share``: its own share's next
        one, else the last one of the largest share left; ``None`` when none is left."""
        bounds = self.bounds
        with self.lock:
            if bounds[2 * share] < bounds[2 * share + 1]:
                bounds[2 * share] += 1
                return int(bounds[2 * share] - 1)
            left = [bounds[2 * s + 1] - bounds[2 * s] for s in range(len(bounds) // 2)]
            largest = max(range(len(left)), key=left.__getitem__)
            if left[largest] <= 0:
                return None
            bounds[2 * largest + 1] -= 1
            return int(bounds[2 * largest + 1])


class WorkerFailed(CardtoolsError):
    """A worker process ended without finishing its work (killed, or crashed)."""


def in_workers(work: Callable[[Item], Result], items: Sequence[Item], workers: int,
               start: Callable[[], None] | None = None) -> Iterator[tuple[int, Result]]:
    """``work(item)`` for every item, in ``workers`` processes; each process first runs
    ``start()`` (to load what every item needs once).

    ``work``, ``start`` and the items must be picklable (module-level functions) where
    processes are spawned rather than forked. Output: ``(position, result)`` pairs as
    the results arrive, not in item order. An exception raised by ``work`` or ``start``
    is raised here, and the other workers are stopped; ``WorkerFailed`` when a worker
    process ends without a word (killed, out of memory).
    """
    context = multiprocessing.get_context()
    workers = max(1, min(workers, len(items)))
    shares = _Shares(context, len(items), workers)
    running: list[tuple[Any, Connection]] = []
    try:
        try:
            for share in range(workers):
                receiver, sender = context.Pipe(duplex=False)
                receivers = [*(r for _, r in running), receiver]
                process = context.Process(target=_work_share, daemon=True, args=(
                    work, items, start, shares, share, sender, receivers))
                running.append((process, receiver))
                _start(process)
                sender.close()  # the worker holds the only sending end: its end is our EOF
        except OSError as exc:  # no more processes or pipes (a very large --jobs)
            raise WorkerFailed(f"cannot start {workers} worker processes: "
                               f"{exc.strerror or exc}") from None
        yield from _received(running)
    finally:
        for process, receiver in running:
            if process.pid is not None:
                if process.is_alive():
                    process.terminate()
                process.join()
            receiver.close()


def _start(process: Any) -> None:
    """Start a worker with Ctrl-C held back: the worker ignores it (the parent stops the
    workers), and an interrupt while it starts reaches the parent once it is started."""
    if not hasattr(signal, "pthread_sigmask"):
        process.start()
        return
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        process.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _received(running: list[tuple[Any, Connection]]) -> Iterator[tuple[int, Any]]:
    """The workers' ``(position, result)`` pairs as they arrive, until every worker has
    said it is done; raises what a worker raised, or ``WorkerFailed``."""
    processes: dict[Any, Any] = {receiver: process for process, receiver in running}
    while processes:
        ready: list[Any] = wait(list(processes))
        for receiver in ready:
            try:
                kind, payload = receiver.recv()
            except (EOFError, OSError):  # the worker ended, perhaps in the middle of a message
                process = processes.pop(receiver)
                process.join()
                raise WorkerFailed("a worker process stopped before its work was done "
                                   f"(exit code {process.exitcode})") from None
            if kind == "result":
                yield payload
            elif kind == "error":
                raise payload
            else:
                del processes[receiver]


def _work_share(work: Callable[[Any], Any], items: Sequence[Any],
                start: Callable[[], None] | None, shares: _Shares, share: int,
                sender: Connection, receivers: list[Connection]) -> None:
    """A worker process: run ``start``, then take items and send back each result, then
    ``done``; or send the exception that stopped it. ``receivers``, the parent's ends of
    the workers' pipes, are closed first: should the parent die, a send then fails
    instead of waiting for ever on a pipe nobody reads."""
    for receiver in receivers:
        receiver.close()
    if hasattr(signal, "pthread_sigmask"):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    try:
        if start is not None:
            start()
        while (position := shares.take(share)) is not None:
            sender.send(("result", (position, work(items[position]))))
        sender.send(("done", None))
    except BaseException as exc:  # the parent re-raises it
        try:
            sender.send(("error", exc))
        except OSError:
            pass  # the parent is gone: nobody to tell
        except Exception:  # an exception that cannot be pickled
            with contextlib.suppress(OSError):
                sender.send(("error", RuntimeError(f"{type(exc).__name__}: {exc}")))
    finally:
        sender.close()
