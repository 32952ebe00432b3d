"""look-alike (CT106, warning): a card name written with letters that only look Latin.

Not reported::

    Format: mage-noir/tournament
    4 Fire Ball
    4 Accélération        # accented Latin letters are Latin letters

Reported (a warning; the line is read as the card it imitates, so every other rule
judges that card)::

    Format: mage-noir/tournament
    4 \u0421rimson Ritual      # its C a Cyrillic Es, U+0421: read as Crimson Ritual,
                         # which is banned
    1 \uff26ire Ball           # its F a full-width F, U+FF26

Names are compared after folding look-alike letters of other scripts (Cyrillic, Greek,
Armenian, Cherokee; full-width and mathematical letters by NFKC; small capitals, bracketed,
boxed and flag letters), after the Unicode confusables idea (UTS #39); README, "Look-alike
letters". A zone or section header written so (``Sideboard`` with a Cyrillic ie, U+0435)
is read as the header it imitates, with the same warning.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardtools.model import Violation
from cardtools.names import describe_letters, fold_lookalikes, lookalike_letters
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One warning per line whose card name holds look-alike letters, and one per header
    the reader read through them (a reader's finding: ``Deck`` written with a Cyrillic
    ie is the ``Deck`` header)."""
    yield from RULE.from_findings(ctx)
    entries = ctx.deck.entries
    if ctx.deck.ascii_names or "".join([entry.line.name for entry in entries]).isascii():
        return  # the usual case, told at once
    for entry in entries:
        # a line not UTF-8 holds the letters its code page gave: the encoding warning's
        letters = "" if entry.line.line in ctx.deck.code_page_lines \
            else lookalike_letters(entry.line.name)
        if not letters:
            continue
        card = entry.resolution.card
        read_as = card.name if card is not None else fold_lookalikes(entry.line.name)
        yield RULE.violation(
            f"'{entry.line.name}' is written with look-alike letters "
            f"{describe_letters(letters)}; read as '{read_as}'",
            zone=entry.zone, line=entry.line.line, cards=(card.name,) if card else (),
            count=entry.count, hint=f"write the name in Latin letters: {read_as}",
        )


RULE = Rule(
    "look-alike", "CT106", "warning",
    "A card name written with letters that only look Latin (Cyrillic, Greek, full-width); "
    "read as the card it imitates.",
    check, __doc__ or "",
)
