"""The rich ``Console`` every command writes through, ending as the rest of cardtools
ends when standard output's reader has gone (``| head``)."""

from __future__ import annotations

import errno
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console


@cache
def _console_class() -> type[Console]:
    from rich.console import Console

    class PipeConsole(Console):
        """A rich ``Console`` that lets a broken pipe through as ``BrokenPipeError``
        (rich exits with code 1 itself), for the outer layer to end the run quietly
        with the exit code of a gone reader (``clihelp.READER_GONE``)."""

        def on_broken_pipe(self) -> None:
            """Raise ``BrokenPipeError``: the outer layer ends the run."""
            self.quiet = True
            raise BrokenPipeError(errno.EPIPE, "Broken pipe")

    return PipeConsole


def console(**options: Any) -> Console:
    """A rich ``Console`` made with ``options`` (``file``, ``width``, ...), whose broken
    pipe raises ``BrokenPipeError`` instead of exiting with code 1."""
    return _console_class()(**options)
