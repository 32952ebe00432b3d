"""duplicate-player (CT702): one player submitted more than one decklist in a batch.

Legal (each player once)::

    alice.txt  Player: Alice
    bob.txt    Player: Bob

Reported (a warning on each deck concerned)::

    alice.txt      Player: Alice
    alice-v2.txt   Player: alice      # names compared without case, accents or spacing
    dupont.txt     Player: Chloé Dupont
    dupont-2.txt   Player: Dupont, Chloe   # nor punctuation or the order of the words

Players are compared after the name normalisation cards use (case, accents, spaces),
with every character that is no letter or digit read as a space, the Latin letters that
keep no accent to remove in their ASCII spelling (``Đức``, ``Duc``) and the words in
sorted order (``batch.player_key``); a name holding German ``ä ö ü`` or Danish and
Norwegian ``ø å`` is also the name as ASCII forms there spell it (``Jörg Müller``,
``Joerg Mueller`` and ``Jorg Muller`` are one player: ``batch.player_ids``), within one
event (compared the same way, its words
in order: ``batch.event_key``): decks naming different events (``Event:``) are not
compared. Files
that could not be judged count too (they keep their player); one of no format known is
compared only with lists naming its event (within one format otherwise: it has none).
Reported once every deck of the run is judged, since it needs them all.
"""

from __future__ import annotations

from cardtools.rules.base import Rule

RULE = Rule(
    "duplicate-player", "CT702", "warning",
    "One player submitted more than one decklist in the batch (same event).",
    check=None, doc=__doc__ or "",
)
