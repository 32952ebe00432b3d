"""finish-required (CT404): a card without the required finish (Speakeasy: holographic).

Legal (MageTCG Ascension + Speakeasy)::

    4 Umbral Warden *F*   (marked holographic: *F*, (foil), (holo), (holographic))

Illegal::

    4 Umbral Warden       (not marked holographic)

Source: MageTCG rules, Game Variants (Speakeasy: holographic only).
"""

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line not marked with the required finish, or whose card was never
    printed with it (when the database lists finishes)."""
    finish = ctx.fmt.required_finish
    if finish is None:
        return
    for entry, card in ctx.cards():
        if card.finishes and finish not in card.finishes:
            message = f"{card.name} has no {finish} printing; {ctx.fmt.name} allows {finish} only"
            hint = f"replace {card.name}"
        elif not entry.line.holographic:
            message = (f"{plural(entry.count, 'copy')} of {card.name} not marked {finish}; "
                       f"{ctx.fmt.name} allows {finish} cards only")
            hint = "mark holographic copies with *F* after the name, if they are"
        else:
            continue
        yield RULE.violation(
            message, zone=entry.zone, line=entry.line.line, cards=(card.name,),
            count=entry.count, source=ctx.fmt.required_finish_source.cite(), hint=hint,
            written=ctx.written(entry),
        )


RULE = Rule(
    "finish-required", "CT404", "error",
    "A card without the required finish (Speakeasy: holographic only).",
    check, __doc__ or "",
)
