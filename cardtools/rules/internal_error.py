"""internal-error (CT003): a rule crashed on this deck.

Legal: every rule ran to its end. Illegal (status ``error``): a rule raised an
exception, for example on a card database record it did not expect. The deck is
reported as ``error`` with the rule's name and the exception, and the batch goes on.
Reported by the rule engine.
"""

from __future__ import annotations

from cardtools.rules.base import Rule

RULE = Rule(
    "internal-error", "CT003", "error",
    "A rule crashed on this deck; the deck is 'error', the batch goes on.",
    check=None, doc=__doc__ or "",
)
