"""parse-error (CT101): a line that cannot be read as a card line or header.

Not reported::

    Format: mage-noir/tournament
    4 Fire Ball
    4x Tornado
    Sideboard (2)
    2 Seed

Illegal (as is a line of more than 500 characters)::

    Format: mage-noir/tournament
    0 Fire Ball           # quantity 0; quantities are 1 to 999
    1000 Tornado          # quantity above 999
    4                     # a quantity without a card name

Source: README, "Decklists". The reader records these; the rest of the file is still read.
"""

from __future__ import annotations

from cardtools.rules.base import findings_rule

RULE = findings_rule(
    "parse-error", "CT101", "error",
    "A line that cannot be read as a card line or header.", __doc__ or "",
)
