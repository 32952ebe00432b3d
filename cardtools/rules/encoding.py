"""encoding (CT102, warning): the file was not UTF-8 and was read as cp1252.

Legal: a UTF-8 file (with or without BOM), or UTF-16 with a BOM.

Illegal (a warning; the deck is still judged)::

    4 Armure d'\xe9corce   # the byte 0xE9 alone is not UTF-8; read as "é" in cp1252

Source: README, "Decklists".
"""

from __future__ import annotations

from cardtools.rules.base import findings_rule

RULE = findings_rule(
    "encoding", "CT102", "warning",
    "The file was not UTF-8 and was decoded as cp1252.", __doc__ or "",
)
