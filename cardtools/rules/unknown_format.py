"""unknown-format (CT002): no format was given, the id names no format or variant, or the
decklist is of another game than ``--format``'s.

Not reported::

    Format: mage-noir/tournament
    4 Fire Ball

Illegal (status ``error``)::

    Format: no-such-game/format
    4 Fire Ball

The format comes from ``--format``, else the decklist's ``Format:`` line, else the
project config; without one the deck cannot be judged. A decklist whose ``Format:`` or
``Game:`` line names another game than the format ``--format`` gives is not judged
either (every card would be unknown), nor is one whose ``Game:`` line names another game
than the format its own ``Format:`` line names (``Game: magi-nation`` over ``Format:
tournament``, Mage Noir's). Reported by the checker.
"""

from __future__ import annotations

from cardtools.rules.base import Rule

RULE = Rule(
    "unknown-format", "CT002", "error",
    "No format given, the id names no format or variant, or the decklist is of another "
    "game than --format's.",
    check=None, doc=__doc__ or "",
)
