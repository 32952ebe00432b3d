"""The decks' parts of a report, kept in an anonymous temporary file until the report is
written, so that a run's memory does not grow with the text of its report.

A report's ``prepare`` step writes each deck's part of the report (``result.fragment``:
the JSON entry, the text lines, ...) while the deck is judged; a run of 100,000 decks
writes about 90 MB of JSON entries (140 MB of SARIF results). ``Spool.keep`` moves them
to a temporary file that has no name (nothing appears on disk beside the user's files;
the operating system removes it when it is closed) and leaves a ``Spooled`` handle, read
back once when the report is written.
"""

from __future__ import annotations

import tempfile
from array import array
from collections.abc import Iterable
from types import TracebackType
from typing import IO

from cardtools.model import DeckResult


class Spooled:
    """The place of one text in a ``Spool``: ``text()`` reads it back."""

    __slots__ = ("_index", "_spool")

    def __init__(self, spool: Spool, index: int) -> None:
        self._spool = spool
        self._index = index

    def text(self) -> str:
        """The text kept (``OSError`` if the spool's file cannot be read)."""
        return self._spool.read(self._index)


class Spool:
    """Texts written one after another to a temporary file, each read back by its
    ``Spooled`` handle. Use as a context manager (or call ``close``): the file is gone
    once closed. Raises ``OSError`` when the file cannot be created or written (a full
    disk)."""

    def __init__(self) -> None:
        self._file: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115 (closed by close)
        #: Where each text starts, and where the last one ends.
        self._ends = array("q", [0])

    def keep(self, text: str) -> Spooled:
        """Write ``text`` at the end of the file; output: its handle."""
        data = text.encode("utf-8", "surrogatepass")
        if self._file.tell() != self._ends[-1]:  # a read moved away from the end
            self._file.seek(self._ends[-1])
        self._file.write(data)
        self._ends.append(self._ends[-1] + len(data))
        return Spooled(self, len(self._ends) - 2)

    def keep_fragments(self, results: Iterable[DeckResult]) -> None:
        """Move the report parts (``fragment``) of ``results`` into the spool."""
        for result in results:
            if isinstance(result.fragment, str):
                result.fragment = self.keep(result.fragment)

    def read(self, index: int) -> str:
        """The text kept at ``index`` (in the order kept)."""
        start = self._ends[index]
        self._file.seek(start)
        return self._file.read(self._ends[index + 1] - start).decode("utf-8", "surrogatepass")

    def close(self) -> None:
        """Close and so remove the file."""
        self._file.close()

    def __enter__(self) -> Spool:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()
