"""duplicate-deck (CT701): the same deck submitted under different players in one batch.

Legal (a batch where every list differs, or one player's two files of one list: that
is ``duplicate-player``)::

    alice.txt  Player: Alice   4 Fire Ball ...
    bob.txt    Player: Bob     3 Fire Ball ...

Reported (an info note on each deck concerned: many players may register one list, so
it is an observation about the batch, not a fault of the deck, and ``--strict`` leaves it
a note)::

    alice.txt  Player: Alice   4 Fire Ball ...
    bob.txt    Player: Bob     4 Fire Ball ...     # the same cards in the same zones

Two decks are the same when their fingerprints are (README, "Deck fingerprints": the
same card identities, counts and zones, whatever the order, spelling, language or file
form). Each deck's note names the decks of the other players (its player's own
copies are ``duplicate-player``'s). Files that name no player, and decks with no card,
are not compared. Reported once every deck of the run is judged, since it needs them
all.
"""

from __future__ import annotations

from cardtools.rules.base import Rule

RULE = Rule(
    "duplicate-deck", "CT701", "info",
    "The same deck (same fingerprint) was submitted under different players in the batch.",
    check=None, doc=__doc__ or "",
)
