"""How the tool names the files it reads: standard input's ``-``, and paths as
reports show them (escaped, relative to the working folder when below it)."""

from __future__ import annotations

import os
import re
from pathlib import Path

#: The path that names standard input.
STDIN = "-"

_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\ufffe\uffff]")


def printable(path: str) -> str:
    """A path as reports show it: bytes that are not UTF-8 (surrogate escapes from the
    file system) and control characters written as escapes (``\\xff``, ``\\x1b``)."""
    if path.isprintable():  # nothing to escape (the usual case)
        return str(path)  # a plain string, whatever subclass of one it is
    text = path.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return _UNPRINTABLE.sub(lambda m: ascii(m[0])[1:-1], text)


def shown_path(path: Path) -> str:
    """A path as reports show it: relative to the working folder when below it, else
    absolute (escaped as ``printable`` does)."""
    absolute = os.path.abspath(path)
    try:
        relative = os.path.relpath(absolute)
    except ValueError:  # another drive
        relative = absolute
    return printable(absolute if relative.startswith("..") else relative)
