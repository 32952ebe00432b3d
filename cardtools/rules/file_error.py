"""file-error (CT001): the file could not be read, or is not a decklist.

Legal::

    4 Fire Ball          # a text file: read normally

Illegal (the deck's status is ``error``)::

    a PNG image renamed deck.txt, a file with NUL bytes, a file over 1 MB, a folder
    that cannot be opened, a YAML file that is not valid YAML.

Reported by the checker before any deck exists, so the rule has no deck check.
"""

from __future__ import annotations

from cardtools.rules.base import Rule

RULE = Rule(
    "file-error", "CT001", "error",
    "The file could not be read, or is not a decklist (binary, too large).",
    check=None, doc=__doc__ or "",
)
