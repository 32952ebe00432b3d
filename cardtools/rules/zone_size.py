"""zone-size (CT501): a zone's card count is outside its min / max / exact.

Legal (Mage Noir tournament: deck at least 40, side deck at most 10)::

    Deck (40)       ... 40 cards
    Side deck (10)  ... 10 cards

Illegal::

    Deck            ... 39 cards      (at least 40; add 1 card)
    Sideboard       ... 11 cards      (at most 10; remove 1 card)

    Deck            ... 39 non-Magi cards and 1 Magi   (Magi-Nation: the Magi is not
                                                        counted; at least 40)

The numbers come from the format's ``zones`` (e.g. Mage Noir Detailed Rules v1.1,
1.1). A Magi stack is checked by ``magi-stack`` instead. Cards the zone's
``size_excludes`` test matches do not count toward its size (Magi-Nation Duel rulebook
2001, Glossary, "Deck": the deck "specifically excludes your Magi"; a Magi written in
the deck is reported by ``zone-card-type`` and does not make up for a missing card).
Unknown cards count (README, "Unknown cards count").
"""

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per zone whose size is out of bounds (absent zones have 0 cards), and
    one per group of zones whose size together is (the format's ``deck_size``: a
    Commander deck is exactly 100 cards with its commander, rule 903.5a)."""
    yield from _together(ctx)
    for zone_id, spec in ctx.fmt.zones.items():
        if spec.stack is not None:
            continue
        size = ctx.zone_sizes.get(zone_id, 0)
        label = spec.label
        if spec.exact is not None and size != spec.exact:
            bound, limit = "exactly", spec.exact
        elif spec.min is not None and size < spec.min:
            bound, limit = "at least", spec.min
        elif spec.max is not None and size > spec.max:
            bound, limit = "at most", spec.max
        else:
            continue
        change = "add" if size < limit else "remove"
        left_out = ctx.uncounted.get(zone_id, 0)
        not_counted = (f" ({left_out} {spec.size_excludes_label or 'card'} not counted)"
                       if left_out else "")
        yield RULE.violation(
            f"{label}: {plural(size, 'card')}{not_counted}; {bound} {limit}",
            zone=zone_id, count=size, limit=limit, source=spec.source.cite(),
            hint=f"{change} {plural(abs(limit - size), 'card')} "
                 f"{'to' if change == 'add' else 'from'} the {label.lower()}",
        )


def _together(ctx: CheckContext) -> Iterator[Violation]:
    for group in ctx.fmt.deck_sizes:
        size = sum(ctx.zone_sizes.get(zone_id, 0) for zone_id in group.zones)
        if group.exact is not None and size != group.exact:
            bound, limit = "exactly", group.exact
        elif group.min is not None and size < group.min:
            bound, limit = "at least", group.min
        elif group.max is not None and size > group.max:
            bound, limit = "at most", group.max
        else:
            continue
        parts = " + ".join(f"{ctx.fmt.zone_label(z).lower()} {ctx.zone_sizes.get(z, 0)}"
                           for z in group.zones)
        change = "add" if size < limit else "remove"
        yield RULE.violation(
            f"{group.label}: {plural(size, 'card')} ({parts}); {bound} {limit}",
            zone=group.zones[0], count=size, limit=limit, source=group.source.cite(),
            hint=f"{change} {plural(abs(limit - size), 'card')}",
        )


RULE = Rule(
    "zone-size", "CT501", "error", "A zone's card count is outside its min / max / exact.",
    check, __doc__ or "",
)
