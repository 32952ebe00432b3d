"""unknown-card (CT201): no card of that name in the game's card database.

Legal::

    4 Fire Ball
    4 boule de feu        (the French name, any case: the same card)

Illegal::

    1 Fireballl           (hint: did you mean Fire Ball?)

Names are compared after normalisation (case, accents, quotes, dashes, split-card
separators; DESIGN 3.3). Close names are offered as suggestions, never substituted.
"""

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose name matched no card."""
    for entry in ctx.deck.entries:
        resolution = entry.resolution
        if resolution.card is None and not resolution.candidates:
            if resolution.not_a_card:
                yield RULE.violation(
                    f"'{entry.line.name}': {resolution.not_a_card}", zone=entry.zone,
                    line=entry.line.line, count=entry.count, written=entry.line.name,
                    hint="put the cards it is made of in the deck instead")
                continue
            dated = ctx.card_data.get("date")
            newer = (f"a card newer than {dated}: cardtools cards update {ctx.deck.game}"
                     if dated else "")
            suggestions = resolution.suggestions
            if suggestions:
                hint = "did you mean " + " or ".join(suggestions) + "?" + (
                    f" ({newer})" if newer else "")
            else:
                hint = (f"check the spelling; {newer}" if newer else "check the spelling") + (
                    f", or add the card with --cards ({ctx.deck.game})")
            in_data = f" (not in the {ctx.deck.game} card data of {dated})" if dated else ""
            yield RULE.violation(
                f"unknown card '{entry.line.name}'{in_data}",
                zone=entry.zone, line=entry.line.line, count=entry.count,
                hint=hint, written=entry.line.name,
            )


RULE = Rule(
    "unknown-card", "CT201", "error",
    "No card of that name in the game's card database; the hint holds suggestions.",
    check, __doc__ or "",
)
