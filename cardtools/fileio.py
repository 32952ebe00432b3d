"""Writing files safely: reports and databases are written whole or not at all."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from cardtools.errors import CardtoolsError


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename.

    Raises ``CardtoolsError`` when the folder cannot be written.
    """
    temp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8", errors="backslashreplace",
                       newline="\n") as out:
            out.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temp, 0o666 & ~umask)
        os.replace(temp, path)
        temp = None
    except OSError as exc:
        raise CardtoolsError(f"cannot write: {exc.strerror or exc}", str(path)) from None
    finally:  # whatever failed (even an interrupt), no temporary file is left behind
        if temp is not None and os.path.exists(temp):
            os.unlink(temp)
