"""How every reader of other tools' files reads the name of a section, zone or board.

A section's name is compared as a card's name is (DESIGN 3.3): case,
accents, invisible characters and look-alike letters aside, so ``[Sideboard]`` written
with a Cyrillic i (U+0456) or ``<zone name="main\u200b">`` names the zone it imitates and its
cards are counted there, not skipped as a section outside the deck; a ``look-alike``
warning says so.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardtools.model import Finding
from cardtools.names import describe_letters, fold_lookalikes, lookalike_letters, normalise


def section_key(written: str) -> str:
    """The lookup key of a section's name as written (``" Side  Board "`` -> ``side
    board``, ``Sideboard`` with a Cyrillic i -> ``sideboard``). Pure; never raises."""
    return normalise(fold_lookalikes(written))


def lookalike_section(written: str, line: int | None, what: str = "section") -> Finding | None:
    """A ``look-alike`` warning on ``line`` when the section name ``written`` holds letters
    that only look Latin, else ``None``; ``what`` names the kind of section
    (``section``, ``zone``, ``board``)."""
    letters = lookalike_letters(written)
    if not letters:
        return None
    folded = fold_lookalikes(written)
    return Finding("look-alike", f"{what} '{written}' is written with look-alike letters "
                   f"{describe_letters(letters)}; read as the {what} '{folded}'",
                   line=line,
                   hint=f"write the {what}'s name in Latin letters: {folded}")


def named_zone(written: str, known: Mapping[str, str], headers: Mapping[str, str],
               line: int | None, what: str, findings: list[Finding]) -> str | None:
    """The zone id a section of a deck file named ``written`` (stripped) stands for: the
    reader's own ``known`` names, else a zone header of the game data (``headers``), by
    ``section_key``; ``None`` for any other name. A ``look-alike`` warning on ``line``
    (``lookalike_section``, ``what`` naming the kind of section) goes to ``findings``."""
    key = section_key(written)
    lookalike = lookalike_section(written, line, what)
    if lookalike is not None:
        findings.append(lookalike)
    return known.get(key) or headers.get(key)
