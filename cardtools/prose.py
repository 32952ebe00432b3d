"""Lines of a decklist that read as prose, not as card names: an e-mail's body around a
list pasted whole (README, "Decklists"). Read by the ``unknown-card`` rule, whose message
says so, and by the checker, for which a text of prose alone is no decklist.
"""

from __future__ import annotations

from cardtools.gamedata import bundled_zones
from cardtools.model import DeckEntry

#: Most words of a greeting or sign-off line ("Thanks a lot for organising", "Best,").
_FEW_WORDS = 5
#: Most words of a name signed under a sign-off ("Emil", "Anna Maria Schmidt").
_SIGNATURE_WORDS = 3


def prose(entries: list[DeckEntry]) -> dict[int, str]:
    """Which unknown-card lines, written with no count, read as prose, by ``id`` of the
    entry: "a greeting", "a sign-off", "a sentence" (ending in ``!``, ``?`` or ``.``)
    or "a signature" (a name of a few words on the line under a sign-off)."""
    found: dict[int, str] = {}
    by_line = {entry.line.line: entry for entry in entries if entry.line.line is not None}
    for entry in entries:
        if not entry.line.bare:
            continue
        kind = _prose_kind(entry.line.name)
        previous = by_line.get((entry.line.line or 0) - 1)
        if kind is None and previous is not None and found.get(id(previous)) == "a sign-off" \
                and len(entry.line.name.split()) <= _SIGNATURE_WORDS:
            kind = "a signature"
        if kind is not None:
            found[id(entry)] = kind
    return found


def _prose_kind(text: str) -> str | None:
    """What kind of prose a line without a count is, or ``None`` (a name)."""
    # the bundled game data's greeting and sign-off words, in small letters as written
    zones = bundled_zones()
    words = text.lower().replace(",", " ").replace("!", " ").replace(".", " ").split()
    if 0 < len(words) <= _FEW_WORDS:
        for size in (3, 2, 1):
            start = " ".join(words[:size])
            if start in zones.greeting_words:
                return "a greeting"
            if start in zones.sign_off_words:
                return "a sign-off"
    stripped = text.rstrip()
    if stripped.endswith(("!", "?", ".")) and any(char.isalpha() for char in stripped):
        return "a sentence"
    return None
