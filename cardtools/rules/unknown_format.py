"""unknown-format (CT002): no format was given, or the id names no format or variant.

Legal::

    Format: mage-noir/tournament
    4 Fire Ball

Illegal (status ``error``)::

    Format: no-such-game/format
    4 Fire Ball

The format comes from ``--format``, else the decklist's ``Format:`` line, else the
project config; without one the deck cannot be judged. Reported by the checker.
"""

from cardtools.rules.base import Rule

RULE = Rule(
    "unknown-format", "CT002", "error",
    "No format given, or the id names no format or variant.",
    check=None, doc=__doc__ or "",
)
