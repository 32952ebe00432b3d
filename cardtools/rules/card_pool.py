"""card-pool (CT402): a card outside the format's card pool.

Legal (Modern)::

    4 Lightning Bolt      (legal in Modern)

Illegal::

    1 Black Lotus         (never in Modern's card pool)

The pool is the format's ``card_pool``: the cards whose ``legalities`` name the format
(Legal, Restricted or Banned: the banned list is the ``banned`` rule's business), or
the cards printed in the listed sets.
"""

from collections.abc import Iterator

from cardtools.model import Card, Violation
from cardtools.rules.base import CheckContext, Rule


def only_in(card: Card, sets: frozenset[str]) -> bool:
    """Whether every set ``card`` was printed in is one of ``sets`` (upper-case codes)."""
    return bool(sets and card.sets and all(s.upper() in sets for s in card.sets))


def in_pool(card: Card, legality: str | None, sets: frozenset[str] | None,
            exclude_sets: frozenset[str] = frozenset()) -> bool:
    """Whether ``card`` is in a pool given by a legality key and/or a set list; a card
    printed only in ``exclude_sets`` is outside it."""
    if only_in(card, exclude_sets):
        return False
    if legality is not None:
        legalities = card.facts.get("legalities") or {}
        if legality not in legalities:
            return False
    return sets is None or any(s.upper() in sets for s in card.sets)


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose card is outside the pool."""
    fmt = ctx.fmt
    if (fmt.card_pool_legality is None and fmt.card_pool_sets is None
            and not fmt.card_pool_exclude_sets):
        return

    def test(card: Card) -> bool:
        return in_pool(card, fmt.card_pool_legality, fmt.card_pool_sets,
                       fmt.card_pool_exclude_sets)

    for entry, card in ctx.failing("card-pool", test):
        why = (f" (printed only in {', '.join(card.sets)}, which the pool leaves out)"
               if only_in(card, fmt.card_pool_exclude_sets) else "")
        yield RULE.violation(
            f"{card.name} is not in the card pool of {fmt.name}{why}",
            zone=entry.zone, line=entry.line.line, cards=(card.name,), count=entry.count,
            source=fmt.card_pool_source.cite(), hint=f"replace {card.name}",
            written=ctx.written(entry),
        )


RULE = Rule(
    "card-pool", "CT402", "error",
    "A card outside the format's card pool (MTG: not legal in Modern by its sets).",
    check, __doc__ or "",
)
