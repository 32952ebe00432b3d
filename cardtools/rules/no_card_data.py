"""no-card-data (CT703): the deck's game has no card loaded, so the deck cannot be judged.

Legal (MageTCG with the organizer's card file)::

    cardtools check deck.txt --cards my-magetcg-cards.csv

Not judged (status ``error``): a MageTCG deck checked without ``--cards`` (MageTCG has no
public card database, so nothing is bundled). One error per deck says how to load the
cards, at its first card line, instead of one ``unknown-card`` per line.

Reported by the checker before the rules run, so the rule has no deck check.
"""

from __future__ import annotations

from cardtools.rules.base import Rule

RULE = Rule(
    "no-card-data", "CT703", "error",
    "The deck's game has no card loaded (give a card file with --cards); status 'error'.",
    check=None, doc=__doc__ or "",
)
