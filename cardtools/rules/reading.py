"""reading (CT108, info): how a decklist was read, where the reader had to guess.

Not reported, and nothing to say::

    Format: mtg/modern
    Deck
    4 Lightning Bolt

Reported (info; the deck is judged as read; a Forge ``.dck`` file given as ``.txt``
gets a note too, its dialect chosen by content)::

    Format: mtg/modern
    4 Lightning Bolt

    2 Duress               # a second block after one blank line, and no header: read
                           # as the sideboard, the MTGO and Arena export convention
    Creatures (21)         # no card of that name: read as a grouping header
    0 Counterspell         # a card cut from the list: not counted
    1 Sol Ring [Ramp{noDeck}]   # an Archidekt category outside the deck: not counted

Every guess a reader makes (a zone from a blank line, a header that might be a card, a
dialect chosen by content, a marker ignored) is stated so, with its line, so a player
sees why a card landed where it did. Source: README, "Decklists" (the
tables of forms and files, and "How it was read").
"""

from __future__ import annotations

from cardtools.rules.base import findings_rule

RULE = findings_rule(
    "reading", "CT108", "info",
    "How the decklist was read where the reader had to guess (a zone from a blank line, "
    "a header that might be a card, the dialect, a marker).", __doc__ or "",
)
