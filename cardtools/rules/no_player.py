"""no-player (CT704): a judged deck of a batch names no player while other decks do, so
the batch's duplicate checks leave it out.

Legal (every deck names its player, or none does: a batch of MTGO ``.dek`` files alone
gets no note)::

    alice.txt  Player: Alice
    bob.txt    Player: Bob

Reported (an info note on the deck that names no player)::

    alice.txt  Player: Alice
    bob.dek    # an MTGO .dek file has no place for a player's name

``duplicate-player`` and ``duplicate-deck`` compare players, so a deck without one is
not compared: nothing says whose it is, and a player's second list or another player's
copy is not found. Said where the batch has decks that name their player (a deck that
names none is then the odd one out), on judged decks only (a deck that could not be
judged is already reported). An organizer who requires a player's name on every list
raises it (``rules: {no-player: error}``). Where other decks of the batch, with a player
or without, have the deck's fingerprint (the same cards in the same zones: an MTGO
``.dek`` of Alice's list), the note names them (the first five, then ``and N more``):
``the same deck (fingerprint 489cda38b990) as alice.txt (Alice Martin)``; else its fix
gives the fingerprint to compare the deck by. Reported once every deck of the run is
judged, since it needs them all.
"""

from __future__ import annotations

from cardtools.rules.base import Rule

RULE = Rule(
    "no-player", "CT704", "info",
    "A judged deck names no player while others of the batch do: the duplicate checks "
    "leave it out.",
    check=None, doc=__doc__ or "",
)
