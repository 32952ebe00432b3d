"""ambiguous-card (CT202): the name matches more than one card.

Not reported::

    Format: mtg/modern
    4 Fire // Ice         # a split card: counted as itself

Illegal::

    Format: mtg/modern
    4 Bouleversement      # the French name of two cards: Discombobulate and Upheaval

Resolution tries the exact name, then localised names, aliases and faces (README, "Decklists");
when two cards tie at the best match, the line is ambiguous: write the full name (the English
name, when the name is two cards' in another language: French Bourgeonnement). So is a
name that a card file's card and another card answer to (a card file naming its card
``Rituel pourpre``, Crimson Ritual's French name, or ``Crimson-Ritual``): the message says
which file holds which, and the fix is to give the file's card a name of its own. So is
a line whose printing's set was printed for one card and whose language word says the
other (``4 Contemplation (LRW) [EN]``: LRW printed Ponder, French Contemplation, only).
"""

from __future__ import annotations

from collections.abc import Iterator

from cardtools.carddb import KINDS, LOCALISED
from cardtools.model import Violation
from cardtools.rules._text import listing
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose name matched several cards."""
    for entry in ctx.unresolved:
        candidates = entry.resolution.candidates
        if candidates:
            names = [c.name for c in candidates]
            why = entry.resolution.unknown_why
            yield RULE.violation(
                f"'{entry.line.name}' could be {listing(names, last='or')}"
                + (f" ({why})" if why else ""),
                zone=entry.zone, line=entry.line.line, cards=tuple(names), count=entry.count,
                hint=_hint(why, entry.resolution.how),
                written=entry.line.name,
            )


def _hint(why: str, how: str | None) -> str:
    """The fix of an ambiguous line: a card file's card renamed; the set and language or
    the English name when a printing's set and a language word disagree (``why``); the
    English name when the name is two cards' in another language (``how`` localised:
    French Bourgeonnement is Burgeoning's and Sprout's, and their full name is that one);
    else the card's full name (a face or alias of two cards)."""
    if "card file" in why:
        return "give the card file's card a name of its own"
    if why:
        return "write the set and language of the card meant, or its English name"
    if how == KINDS[LOCALISED]:
        return "write the English name of the card meant"
    return "write the card's full name"


RULE = Rule(
    "ambiguous-card", "CT202", "error", "The name matches more than one card.",
    check, __doc__ or "", needs="unresolved",
)
