"""card-pool (CT402): a card outside the format's card pool on the judged day.

Legal (Modern, as of 2026-12-01)::

    4 Lightning Bolt      (printed in Modern sets)

Illegal::

    1 Black Lotus         (never printed in a Modern set)
    4 Gran-Gran           (in Standard, as of 2025-01-01: not yet released)

The pool is the format's ``card_pool`` (``cardtools.cardpool.CardPool``): the sets it
admits as of ``--date`` (set types and codes, release dates, Standard's rotations), the
rarity Pauper requires, and the card types no constructed format plays (Magic: The
Gathering Comprehensive Rules 100.2a; Magic Tournament Rules 6.1-6.2 list each format's
sets). A banned card is reported by the ``banned`` rule only.
"""

from collections.abc import Iterator

from cardtools.cardpool import PoolAnswer
from cardtools.model import Card, Violation
from cardtools.names import normalise
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose card is outside the pool on the judged day."""
    pool = ctx.fmt.card_pool
    if pool is None:
        return
    day, sets = ctx.lists.as_of, ctx.sets

    def answer(card: Card) -> PoolAnswer:
        return pool.answer(card, day, sets)

    answers = f"card-pool\x00{day}"

    def plainly_legal(card: Card) -> bool:
        found: PoolAnswer = ctx.cached(answers, card, answer)
        return found.legal and not found.early

    banned = ctx.lists.banned
    for entry, card in ctx.failing(f"{answers}\x00legal", plainly_legal, pool.zones or None):
        if banned and any(normalise(identity) in banned for identity in card.identities):
            continue  # the banned rule reports it
        found = ctx.cached(answers, card, answer)
        if found.early:
            yield RULE.violation(found.why, severity="warning", zone=entry.zone,
                                 line=entry.line.line, cards=(card.name,), count=entry.count,
                                 source=ctx.fmt.card_pool_source.cite(),
                                 hint="legal on Magic Online; in stores from the date given",
                                 written=ctx.written(entry))
            continue
        why = found.why
        yield RULE.violation(
            f"{card.name} is not in the card pool of {ctx.fmt.name} on {day}"
            + (f": {why}" if why else ""),
            zone=entry.zone, line=entry.line.line, cards=(card.name,), count=entry.count,
            source=ctx.fmt.card_pool_source.cite(), hint=f"replace {card.name}",
            written=ctx.written(entry),
        )


RULE = Rule(
    "card-pool", "CT402", "error",
    "A card outside the format's card pool on the judged day (MTG: its sets, release "
    "dates, rotations and rarity).",
    check, __doc__ or "",
)
