"""Names another edition of a game writes with a prefix before a card's name (MTG
Arena's ``A-`` of its rebalanced cards): an unknown name so written is told why, with the
card without the prefix suggested first (README, "Decklists"; the game data's
``name_prefixes``); and words printed before some cards' names that a card file may leave
out (MageTCG's ``Iconic``: the game data's ``printed_prefixes``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtools.gamedata import name_prefixes, printed_prefixes
from cardtools.names import ampersand_spelling, normalise

if TYPE_CHECKING:
    from cardtools.carddb import CardDatabase
    from cardtools.model import Card, Resolution


def prefixed_name(name: str, resolution: Resolution, database: CardDatabase
                  ) -> Resolution | None:
    """``resolution`` of an unknown ``name`` written with a prefix of another edition of
    the game before a card's name (``A-Sorcerous Spyglass``, ``a - sorcerous spyglass``:
    ``gamedata.name_prefixes``), told why (``unknown_why``) with the card without the
    prefix suggested first; ``None`` for any other name. It stays unknown: that
    edition's card is another card."""
    found = unprefixed(name, database)
    if found is None:
        return None
    prefix, why, card = found
    unprefixed_name = f"{card.name} (the card without {prefix})"
    others = (s for s in resolution.suggestions if s != card.name)
    return resolution._replace(suggestions=(unprefixed_name, *others)[:len(
        resolution.suggestions) or 1], unknown_why=why)


def unprefixed(name: str, database: CardDatabase) -> tuple[str, str, Card] | None:
    """For ``name`` written with a prefix another edition of the game writes before a
    card's name (``gamedata.name_prefixes``: MTG Arena's ``A-`` of its rebalanced cards;
    any case, any dash, spaces around it: ``a - Heartfire Hero``), naming a card of
    ``database`` without it: the prefix, what a name so written is told, and that card
    (Heartfire Hero); ``None`` otherwise. Never raises."""
    for prefix, why in name_prefixes(database.game).items():
        rest = _after_prefix(name, prefix)
        if rest is None:
            continue
        card = database.resolve(rest, False).card or database.resolve(
            ampersand_spelling(rest) or rest, False).card
        if card is not None:
            return prefix, why, card
    return None


def _after_prefix(name: str, prefix: str) -> str | None:
    """What ``name`` writes after ``prefix`` (both compared ``normalise``d, spaces within
    the prefix and after it ignored: ``A - Heartfire Hero`` after ``A-`` is ``heartfire
    hero``), or ``None`` when it does not start with it. Pure."""
    key, wanted = normalise(name), normalise(prefix).replace(" ", "")
    at = 0
    for char in wanted:
        while key[at:at + 1] == " ":
            at += 1
        if key[at:at + 1] != char:
            return None
        at += 1
    return key[at:].strip() or None


def printed_prefix_card(name: str, database: CardDatabase) -> Resolution | None:
    """The resolution of an unknown ``name`` written with a word printed before some
    cards' names (``gamedata.printed_prefixes``: MageTCG's ``Iconic``) when the rest of it
    names a card whose data marks it so (a card file writing ``Seraph of Dawn`` with
    ``iconic: true``, the deck ``Iconic Seraph of Dawn``, as the card is printed); ``None``
    otherwise: a card without the fact (``Iconic Gilded Spire`` for a card that is not
    Iconic) stays unknown. The other way round, a name written without the word that a
    card's name starts with (``Seraph of Dawn`` for a card file's ``Iconic Seraph of
    Dawn``, as players name their Mage) is that card: it was an unknown card, a legal
    deck judged illegal."""
    for prefix, fact in printed_prefixes(database.game).items():
        if name[:len(prefix)].casefold() != prefix.casefold():
            whole = database.resolve(prefix + name.strip(), False).card
            if whole is not None and whole.name[:len(prefix)].casefold() == prefix.casefold():
                return database.resolve(whole.name, False)
            continue
        found = database.resolve(name[len(prefix):].strip(), False)
        if found.card is not None and found.card.facts.get(fact) is True:
            return found
    return None
