"""finish-required (CT404): a card without the required finish (Speakeasy: holographic).

Not reported (MageTCG Ascension + Speakeasy, ``--cards template.csv``, the card file template of
made-up cards that comes with cardtools' MageTCG card data)::

    Format: magetcg/ascension+speakeasy
    4 Example Ember Squire *F*   # marked holographic: *F*, (foil), (holo), (holofoil), ...

A card printed only with the required finish (its database entry lists that finish
alone, ``finishes: holographic``) needs no mark: every copy of it has the finish.

Illegal (``--cards template.csv``)::

    Format: magetcg/ascension+speakeasy
    4 Example Ember Squire       # not marked holographic

Source: MageTCG rules, Game Variants (Speakeasy: holographic only).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from cardtools.formatspec.model import Source
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import Card, DeckEntry, Violation
from cardtools.names import normalise
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Rule, uses


class RequiredFinish:
    """The finish every card must have (``finish``: ``holographic``), with the
    ``source`` of that rule."""

    __slots__ = ("finish", "source")

    def __init__(self, finish: str, source: Source | None = None) -> None:
        self.finish = finish
        self.source: Source = Source() if source is None else source


def parse(data: Mapping[str, Any], where: Where) -> RequiredFinish:
    """The ``RequiredFinish`` of a format's schema-valid ``required_finish`` mapping
    (``source`` defaults to the format's). Raises nothing."""
    return RequiredFinish(data["finish"], Source.of(data.get("source"), where.source))


SCHEMA: dict[str, Any] = {"anyOf": [{"type": "null"}, {
    "type": "object",
    "required": ["finish"],
    "properties": {
        "finish": {"enum": ["holographic"]},
        "source": {"$ref": "#/$defs/source"},
    },
    "additionalProperties": False,
}]}

#: The format file's ``required_finish``: the finish every card must have.
OPTIONS: RuleOptions[RequiredFinish] = RuleOptions("required_finish", SCHEMA, parse)


def printed_only_in(card: Card, finish: str) -> bool:
    """Whether the database lists ``finish`` as the card's only finish: then every copy
    of it has the finish, marked or not (MageTCG rules, Game Variants: Speakeasy asks
    for holographic cards; a card with no other printing is one). Raises nothing."""
    wanted = normalise(finish)
    return bool(card.finishes) and all(normalise(f) == wanted for f in card.finishes)


def printed_in(card: Card, finish: str) -> bool:
    """Whether the database lists ``finish`` among the card's finishes, its values
    compared as a card file's values are checked (``cardfiles.check_values``: case and
    spacing aside, so ``HOLOGRAPHIC `` is ``holographic``). Raises nothing."""
    return normalise(finish) in {normalise(f) for f in card.finishes}


def has_finish(entry: DeckEntry, finish: str) -> bool:
    """Whether a deck line's copies have ``finish``: marked so (``*F*``, ``(holo)``), or
    their card was printed only with it (``printed_only_in``). Raises nothing."""
    card = entry.card
    return entry.line.holographic or (card is not None and printed_only_in(card, finish))


#: How a decklist of a form (``Decklist.form``) other than text marks a line's copies
#: with the finish, as its reader reads it.
_FORM_MARKS = {
    "csv": "in a finish column (Finish, Foil, Holo: yes), or give their copies in a "
           "holographic quantity column (Holo Qty)",
    "moxfield": "with the card's finish foil",
    "mtgjson": "with the card's isFoil true",
    "json": "with *F* after the name",
    "yaml": "with *F* after the name",
}


def _mark_hint(form: str, finish: str) -> str:
    """The hint of a line not marked with ``finish``: how a decklist of ``form``
    (``Decklist.form``) marks it, as its reader reads it (a CSV export's row in its
    finish column, never a mark after the name it has no place for); a text line's
    ``*F*`` after the name for any other form."""
    where = _FORM_MARKS.get(form, "with *F* after the name")
    return f"mark {finish} copies {where}, if they are"


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line not marked with the required finish, or whose card was never
    printed with it (when the database lists finishes); a card printed only with the
    finish needs no mark. A line marked with the finish whose card's finishes the
    database does not list gets a warning: whether the card was printed with the finish
    is not known (it was legal without a word, as a card of no rarity is judged with a
    copy-limit warning)."""
    spec = ctx.fmt.option(OPTIONS)
    if spec is None:
        return
    finish = spec.finish
    for entry, card in ctx.cards():
        severity = RULE.severity
        if card.finishes and not printed_in(card, finish):
            message = f"{card.name} has no {finish} printing; {ctx.fmt.name} allows {finish} only"
            hint = f"replace {card.name}"
        elif not has_finish(entry, finish):
            message = (f"{plural(entry.count, 'copy')} of {card.name} not marked {finish}; "
                       f"{ctx.fmt.name} allows {finish} cards only")
            hint = _mark_hint(ctx.deck.form, finish)
        elif not card.finishes:
            severity = "warning"
            message = (f"{card.name} has no finishes in the card database, and "
                       f"{ctx.fmt.name} allows {finish} cards only: whether it was printed "
                       f"{finish} is not known")
            hint = "add the card's finishes to your card file (--cards)"
        else:
            continue
        yield RULE.violation(
            message, severity=severity, zone=entry.zone, line=entry.line.line,
            cards=(card.name,), count=entry.count, source=spec.source.cite(), hint=hint,
            written=ctx.written(entry),
        )


RULE = Rule(
    "finish-required", "CT404", "error",
    "A card without the required finish (Speakeasy: holographic only).",
    check, __doc__ or "", OPTIONS, applies=uses(OPTIONS),
)
