"""Errors that stop the tool from judging: bad format, card, config or report files."""

from __future__ import annotations

from cardtools.paths import printable


class CardtoolsError(Exception):
    """A problem the user must fix in a file or an option; never a bug.

    ``message`` says what is wrong; ``path`` names the file, ``where`` the place inside
    it (a line number, or a JSON path such as ``$.zones.main.min``). ``str()`` gives one
    line: ``path:where: message``, the path as reports show it (``paths.printable``: a
    newline, a control character or a byte that is not UTF-8 in a file's name is an
    escape, so the message stays one line and cannot recolour the terminal).
    """

    def __init__(self, message: str, path: str | None = None, where: str | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.where = where

    def __reduce__(self) -> tuple[type, tuple[str, str | None, str | None]]:
        return (type(self), (self.message, self.path, self.where))

    def __str__(self) -> str:
        prefix = ""
        if self.path:
            prefix = f"{printable(self.path)}:"
            if self.where:
                prefix += f"{self.where}:"
            prefix += " "
        return prefix + self.message


class UsageError(CardtoolsError):
    """A command-line option or argument that cannot be used (exit code 2)."""


class UnknownFormat(CardtoolsError):
    """A format id that names no format, or a variant that does not combine with the base.

    It is the deck's problem (status ``error``, rule ``unknown-format``); any other
    ``CardtoolsError`` about format, card or config files stops the run (exit 2).
    """
