"""Every violation on a line (DESIGN 9): editors, problem matchers, GitHub annotations and
SARIF viewers all expect ``path:line``.

A violation that a rule tied to a line keeps it. Otherwise:

- a problem with the format (``unknown-format``, ``data-age``; a rule's statement about
  the format's lists, of no card and no zone: ``banned``'s lists not recorded for the
  day) points at the decklist's ``Format:`` line, else line 1;
- a problem with a whole zone (``zone-size``, ``magi-stack``, ``zone-not-allowed``) points
  at the zone's header line, else the zone's first card, else line 1;
- anything else (a file that could not be read, a crashed rule) is on line 1.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardtools.model import Deck, Violation

#: Rules whose deck-wide violations (of no card and no zone) are about the format the
#: deck is judged by or its lists.
FORMAT_RULES = frozenset({"unknown-format", "data-age", "banned", "restricted", "card-pool"})


def line_for(violation: Violation, zone_lines: Mapping[str, int],
             metadata_lines: Mapping[str, int], first_cards: Mapping[str, int]) -> int:
    """The line a violation without one points at (see the module docstring).

    Input: the violation, the line of each zone's header, of each metadata key, and of
    each zone's first card. Output: a 1-based line number. Never raises.
    """
    if violation.rule in FORMAT_RULES and violation.zone is None and not violation.cards:
        return metadata_lines.get("format", 1)
    if violation.zone is not None:
        return zone_lines.get(violation.zone) or first_cards.get(violation.zone) or 1
    return 1


def first_card_lines(deck: Deck | None) -> dict[str, int]:
    """Zone id -> the line of the zone's first card line (lines without a number, as in
    a JSON decklist, are left out)."""
    found: dict[str, int] = {}
    if deck is not None:
        for entry in deck.entries:
            if entry.line.line is not None:
                found.setdefault(entry.zone, entry.line.line)
    return found


def _on_line(violation: Violation, line: int) -> Violation:
    """``violation`` on ``line`` (``Violation._replace`` spelt out: a batch places
    thousands of deck-wide violations, and ``_replace`` is nearly twice as slow)."""
    v = violation
    return Violation(v.rule, v.code, v.severity, v.message, v.zone, line, v.cards, v.count,
                     v.limit, v.source, v.hint, v.written, v.players, v.players_hint)


def placed(violations: Iterable[Violation], deck: Deck | None = None,
           zone_lines: Mapping[str, int] | None = None,
           metadata_lines: Mapping[str, int] | None = None) -> list[Violation]:
    """``violations``, each with a line, sorted by line then rule code (a stable sort:
    violations of one line keep the rules' order).

    Input: the violations of one file and what is known of its layout: the resolved
    ``deck`` (its header and metadata lines, its cards), or for a file that was not
    judged the reader's ``zone_lines`` and ``metadata_lines``. Never raises.
    """
    zones = zone_lines if zone_lines is not None else (deck.zone_lines if deck else {})
    meta = metadata_lines if metadata_lines is not None else (
        deck.metadata_lines if deck else {})
    firsts: dict[str, int] | None = None
    out = []
    for violation in violations:
        if violation.line is None:
            if firsts is None and violation.zone is not None and not zones.get(violation.zone):
                firsts = first_card_lines(deck)  # only a zone without a header needs them
            violation = _on_line(violation, line_for(violation, zones, meta, firsts or {}))
        out.append(violation)
    if len(out) > 1:  # most decks have one note (data-age) and nothing else
        out.sort(key=lambda v: (v.line or 0, v.code))
    return out
