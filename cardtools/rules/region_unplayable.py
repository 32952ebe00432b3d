"""region-unplayable (CT601, warning): a card none of the deck's Magi can play.

Placeholder module: the region rules arrive with the Magi-Nation card database.
"""

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """Nothing yet."""
    return iter(())


RULE = Rule(
    "region-unplayable", "CT601", "warning", "(warning) A card none of the deck's Magi can play.",
    check, __doc__ or "",
)
