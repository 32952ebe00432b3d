"""The ``cardtools`` command's entry point (also ``python -m cardtools``).

Start-up (importing Typer and the checker, building the command line from the
commands' signatures) allocates tens of thousands of long-lived objects and no garbage
cycles, yet each of them brings the cycle collector nearer to a pass over the young
objects: about a tenth of a one-deck check went to those passes. The collector is
paused for start-up and resumed when a command starts its work (``cli._guard``).
"""

from __future__ import annotations

import gc
import os
import stat
import sys

#: What the command says when memory runs out (while loading, or in ``cli._guard``).
OUT_OF_MEMORY = ("out of memory; check fewer decklists at a time, or allow the process "
                 "more memory")


def ran_out_of_memory(exc: BaseException) -> bool:
    """Whether ``exc`` tells that memory ran out: a ``MemoryError``, or a ``SystemError``
    ("error return without exception set": a part of the interpreter written in C failed
    without saying why, as allocations failing under a memory limit make it do) raised
    while this process's address space is limited (``ulimit -v``). Pure but for reading
    the limit."""
    if isinstance(exc, MemoryError):
        return True
    if not isinstance(exc, SystemError):
        return False
    import resource  # only when a command fails so: a start needs none

    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    return soft != resource.RLIM_INFINITY


#: The size of each output stream's file when the run started (``note_stream_sizes``),
#: by descriptor; ``None`` for a stream that is no regular file or cannot be seen.
SIZES_AT_START: dict[int, int | None] = {}


def note_stream_sizes() -> None:
    """Note the size of the files this run's standard output and standard error were
    sent to, before the run writes to them (called first by the console entry point):
    only a stream whose file was empty then (a shell's ``>`` made or truncated it) may
    be skipped by a walk (``run._without_own_streams``)."""
    for descriptor in (1, 2):
        SIZES_AT_START[descriptor] = regular_size(descriptor)


def regular_size(descriptor: int) -> int | None:
    """The size in bytes of the regular file open as ``descriptor``; ``None`` when it is
    not open, not a regular file, or cannot be seen."""
    try:
        found = os.fstat(descriptor)
    except (OSError, ValueError):
        return None
    return found.st_size if stat.S_ISREG(found.st_mode) else None


def quiet_when_out_of_memory(unraisable: sys.UnraisableHookArgs) -> None:
    """``sys.unraisablehook`` for the command: an exception no code can catch (a
    finalizer's, such as a generator closed when its frame is dropped) that tells memory
    ran out (``ran_out_of_memory``) is not printed, since the command says it once
    (``cli._guard``, ``main``): it was a traceback before that line. Any other is
    printed by Python's own hook."""
    if unraisable.exc_value is not None and ran_out_of_memory(unraisable.exc_value):
        return
    sys.__unraisablehook__(unraisable)


def main() -> None:
    """Run the command line (``cardtools.cli.main``) with the cycle collector paused
    until the command starts. Exits with the command's exit code; with 2 and a line on
    standard error when memory runs out while the modules load (a process limited to
    little memory: it was a traceback); a finalizer's failure for want of memory is
    not printed (``quiet_when_out_of_memory``)."""
    note_stream_sizes()
    sys.unraisablehook = quiet_when_out_of_memory
    gc.disable()
    try:
        from cardtools.cli import main as command_line
    except (MemoryError, SystemError) as exc:
        if not ran_out_of_memory(exc):
            raise
        sys.stderr.write(f"cardtools: error: {OUT_OF_MEMORY}\n")
        sys.exit(2)
    command_line()
