"""duplicate-line (CT103, info): the same card on several lines of a zone; summed.

Not reported::

    Format: mage-noir/tournament
    4 Fire Ball

Reported (info; the copies are added up)::

    Format: mage-noir/tournament
    2 Fire Ball
    2 Boule de feu        # the French name of the same card: 4 copies in all

A card's holographic (foil) copies on a line of their own beside its other copies are
not a duplicate: the two lines say what one line cannot (the finish a format such as
MageTCG Speakeasy judges, the copies a player owns in each finish), so the advice never
asks to merge them; two lines of one finish are reported, by that finish::

    Format: mtg/modern
    2 Lightning Bolt
    2 Lightning Bolt *F*    # not reported: 2 copies and 2 holographic copies
    1 Lightning Bolt *F*    # reported: Lightning Bolt (holographic) on lines 3 and 4

A card's lines of different printings (set codes, collector numbers) are not a
duplicate either: a deck site's export writes each printing on a line of its own
(Moxfield's basics of several sets), as it should; lines of one printing (or of none)
are reported, by printing::

    Format: mtg/modern
    2 Swamp (UNF) 239
    1 Swamp (ONE) 268     # not reported: another printing
    2 Swamp (UNF) 239     # reported: Swamp on lines 1 and 3

Not reported in a zone of one kind of card (a Magi stack, a command zone, a Mage:
``single_kind`` in the game data): each of its lines is one card of the zone, a Magi
stack's lines its places in order (Rayje, whose text lets a stack hold it more than
once, is written once a place), so "write each card on one line" fits no such zone;
the zone's own rules (``magi-stack``, ``copy-limit``, ``commander``, ``zone-size``)
judge a card written there twice::

    Format: magi-nation/standard
    Magi
    1 Rayje
    1 Rayje
    1 Rayje

Source: README, "Decklists".
"""

from __future__ import annotations

from collections.abc import Iterator

from cardtools.decklist.markers import HOLOGRAPHIC_WORDS, finish_words
from cardtools.gamedata import bundled_zones
from cardtools.model import DeckEntry, DeckLine, Violation
from cardtools.patterns import lazy_pattern
from cardtools.rules import finish_required
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One info per card written on several lines of one finish in the same zone (at its
    second line), but in a zone of one kind of card, whose lines are each one card
    (module docstring). Its holographic copies on lines of their own are another line's
    worth (module docstring)."""
    one_a_line = bundled_zones().single_kind
    pairs = [pair for pair in ctx.cards() if pair[0].zone not in one_a_line]
    required = ctx.fmt.option(finish_required.OPTIONS)
    keys = [(entry.zone, card.name, entry.line.holographic if required is None
             else finish_required.has_finish(entry, required.finish))
            for entry, card in pairs]
    if len(set(keys)) == len(keys):
        return
    seen: dict[tuple[str, str, bool, tuple[str, ...]], list[DeckEntry]] = {}
    for (entry, _), key in zip(pairs, keys, strict=True):
        seen.setdefault((*key, written_printing(entry.line)), []).append(entry)
    finishes = {key[:3] for key in seen}
    for (zone, name, holographic, _printing), entries in seen.items():
        if len(entries) > 1:
            yield _violation(ctx, zone, name, entries, holographic,
                             both=(zone, name, not holographic) in finishes)


#: A bracketed part of a line (``(ONE)``, ``[LRW:51]``, ``{TMP}``) or a word holding a
#: digit (a collector number, ``268``, ``237a``); a comment (``//``, `` #``, `` --``) ends
#: the line's printing.
_PRINTING_PART = lazy_pattern(r"[(\[{][^)\]}]*[)\]}]|[^\s()\[\]{}|]*\d[^\s()\[\]{}|]*")
_COMMENT = lazy_pattern(r"\s(?://|#|--)\s.*$|^\s*(?://|#|--)\s.*$")


def written_printing(line: DeckLine) -> tuple[str, ...]:
    """The printing a deck ``line`` writes beside its card's name: the set codes in
    brackets and the collector numbers of what was written (``DeckLine.printing``: a
    text line whole, a table row's other cells) once its count, its name and its finish
    marks and the marks it was read with (``DeckLine.marked``: Archidekt's ``[Burn]``)
    are left out, in lower case (``2 Swamp (UNF) 239``: ``(unf)``, ``239``; a CSV row's
    ``2, UNF, 239``: ``unf``, ``239``); ``()`` when it writes none, a comment left out.
    Pure."""
    text = _COMMENT().sub("", line.printing.casefold())
    name = line.name.casefold()
    text = text.replace(name, " ", 1) if name and name in text else text
    marks = {word for mark in line.marked for word in finish_words(mark)} - {""}
    parts = [part for part in _PRINTING_PART().findall(text)
             if not set(finish_words(part)) - {""} <= HOLOGRAPHIC_WORDS | {"f", "e"}
             and not marks & set(finish_words(part))]
    count = str(line.count)
    for written in (count, f"{count}x", f"x{count}"):
        if written in parts:
            parts.remove(written)
            break
    return tuple(parts)


def _violation(ctx: CheckContext, zone: str, name: str, entries: list[DeckEntry],
               holographic: bool, both: bool) -> Violation:
    """The info for ``entries``, the lines of one card and one finish in ``zone``
    (``holographic``: marked so, or where the format requires the finish, of a card
    printed only so: ``finish_required.has_finish``); ``both``: the card has lines of
    the other finish there too, left as they are."""
    numbers = [str(e.line.line) for e in entries if e.line.line]
    lines = ", ".join(numbers[:5]) + (f" and {len(numbers) - 5} more"
                                      if len(numbers) > 5 else "")
    total = sum(e.count for e in entries)
    where = f" (lines {lines})" if lines else ""
    shown = f"{name} (holographic)" if holographic else name
    copies = plural(total, "holographic copy" if holographic else "copy")
    hint = "write each card on one line"
    if both:
        hint = ("write these copies on one line, the card's "
                + ("other copies" if holographic else "holographic copies")
                + " on a line of their own")
    return RULE.violation(
        f"{shown} is on {len(entries)} lines of the {ctx.fmt.zone_label(zone)}{where}; "
        f"counted as {copies}",
        zone=zone, line=entries[1].line.line, cards=(name,), count=total, hint=hint,
    )


RULE = Rule(
    "duplicate-line", "CT103", "info",
    "The same card on several lines of a zone; the copies are summed.",
    check, __doc__ or "", needs="repeated",
)
