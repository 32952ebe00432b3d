"""ignored-section (CT104, info): a section that is not part of the deck was skipped.

Not reported::

    Format: mage-noir/tournament
    Deck
    4 Fire Ball

Reported (info; never counted)::

    Format: mage-noir/tournament
    Maybeboard
    2 Tornado             # Maybeboard, Maybe, Considering, Tokens, Wishlist, Pool

Source: README, "Decklists".
"""

from __future__ import annotations

from cardtools.rules.base import findings_rule

RULE = findings_rule(
    "ignored-section", "CT104", "info",
    "A section that is not part of the deck (Maybeboard...) was skipped.", __doc__ or "",
)
