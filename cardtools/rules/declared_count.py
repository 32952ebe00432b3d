"""declared-count (CT109, warning): a count the decklist declares is not the cards read.

Legal, and nothing to say (each header's count is the cards under it)::

    Format: mtg/vintage
    Deck (60)
    Creatures (4)
    4 Dark Confidant
    Lands (56)
    56 Island
    Sideboard (2)
    2 Duress

Reported (a warning; the deck is judged as read)::

    Format: mtg/vintage
    Deck (60)
    4 Dark Confidant
    56 Island
    # the header below declares more cards than are read under it: a line was
    # lost or misread, or the count is wrong
    Sideboard (15)
    2 Duress

A zone header's count (``Sideboard (15)``, ``// 15 Sideboard``, ``Main: 60``) covers the
cards to the next zone header; a grouping header's (``Creatures (21)``, ``21 Creatures``)
the cards to the next header; a total line's (``Total: 75 cards``) the whole list, its
main deck or the zone it closes. Source: README, "Declared counts".
"""

from __future__ import annotations

from cardtools.rules.base import findings_rule

RULE = findings_rule(
    "declared-count", "CT109", "warning",
    "A count the decklist declares (a header's or a total line's) is not the number of "
    "cards read under it.", __doc__ or "",
)
