"""The ``cardtools`` command's entry point (also ``python -m cardtools``).

Start-up (importing Typer and the checker, building the command line from the
commands' signatures) allocates tens of thousands of long-lived objects and no garbage
cycles, yet each of them brings the cycle collector nearer to a pass over the young
objects: about a tenth of a one-deck check went to those passes. The collector is
paused for start-up and resumed when a command starts its work (``cli._guard``).
"""

from __future__ import annotations

import gc
import sys

#: What the command says when memory runs out (while loading, or in ``cli._guard``).
OUT_OF_MEMORY = ("out of memory; check fewer decklists at a time, or allow the process "
                 "more memory")


def main() -> None:
    """Run the command line (``cardtools.cli.main``) with the cycle collector paused
    until the command starts. Exits with the command's exit code; with 2 and a line on
    standard error when memory runs out while the modules load (a process limited to
    little memory: it was a traceback)."""
    gc.disable()
    try:
        from cardtools.cli import main as command_line
    except MemoryError:
        sys.stderr.write(f"cardtools: error: {OUT_OF_MEMORY}\n")
        sys.exit(2)
    command_line()
