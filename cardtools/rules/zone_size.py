"""zone-size (CT501): a zone's card count is outside its min / max / exact.

Legal (Mage Noir tournament: deck at least 40, side deck at most 10)::

    Format: mage-noir/tournament
    Deck
    4 Fire Ball
    4 Tornado
    4 Air Blade
    4 Seed
    4 Flame Projectile
    4 Breath
    4 Favorable Winds
    4 Bark Armor
    4 Droplet
    4 Water Drop

Illegal (a side deck of more than 10 cards is refused the same way; in Magi-Nation a Magi
in the deck is not counted toward its 40)::

    Format: mage-noir/tournament
    Deck
    4 Fire Ball
    4 Tornado
    4 Air Blade
    4 Seed
    4 Flame Projectile
    4 Breath
    4 Favorable Winds
    4 Bark Armor
    4 Droplet
    3 Water Drop          # 39 cards; at least 40: add 1 card

The numbers come from the format's ``zones`` (e.g. Mage Noir Detailed Rules v1.1,
1.1). A Magi stack is checked by ``magi-stack`` instead. Cards the zone's
``size_excludes`` test matches do not count toward its size (Magi-Nation Duel rulebook
2001, Glossary, "Deck": the deck "specifically excludes your Magi"; a Magi written in
the deck is reported by ``zone-card-type`` and does not make up for a missing card).
Unknown cards count (README, "Unknown cards count"), but for a line with no count that
reads as prose (a greeting, a sign-off, a signature: ``unknown-card`` says it looks like
prose) and names no card even within a typo or without its punctuation (``Lava Spike!``,
``Dispel 10:00``, ``Emil`` under ``Thanks,`` count: ``prose.prose_copies``), which the
message, a zone's or several zones' together, says is not counted. A supplementary deck
written beside the deck (Magic's Attraction deck under ``Attractions``) is in no zone's
size, but when one is written it must hold its game data's least number of cards
(``supplementary_decks``: ten, Comprehensive Rules 717.2a), said on its first line.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from cardtools.formatspec.model import Source, ZoneSpec
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import Violation
from cardtools.rules._strays import move_words, strays
from cardtools.rules._supplementary import written_decks
from cardtools.rules._text import plural
from cardtools.rules.base import CheckContext, Judging, Question, Rule


class DeckSize:
    """The size of several zones together (Commander: exactly 100 cards, main deck and
    command zone): ``label`` names them in messages."""

    __slots__ = ("exact", "label", "max", "min", "source", "zones")

    def __init__(self, zones: tuple[str, ...], label: str, min: int | None = None,
                 max: int | None = None, exact: int | None = None,
                 source: Source | None = None) -> None:
        self.zones = zones
        self.label = label
        self.min = min
        self.max = max
        self.exact = exact
        self.source: Source = Source() if source is None else source


def _empty_file(ctx: CheckContext) -> str:
    """Why the deck's file holds nothing, as its ``reading`` note says it (``the file is
    empty``, ``the file holds only blank lines``, ``standard input is empty``), else
    ``""``: a zone of 0 cards then says so, ``Main deck: 0 cards (the file is empty)``,
    where the note may be hidden (``--quiet``, a sheet's first problem)."""
    return next((finding.message.partition(": no card was read")[0]
                 for finding in ctx.deck.findings
                 if finding.rule == "reading" and ": no card was read" in finding.message
                 and finding.message.startswith(("the file ", "standard input "))), "")


def parse(items: Sequence[Any], where: Where) -> tuple[DeckSize, ...]:
    """The ``DeckSize`` of each item of a format's schema-valid ``deck_size`` list, in
    order (``source`` defaults to the format's). Raises nothing."""
    return tuple(
        DeckSize(zones=tuple(item["zones"]), label=item["label"], min=item.get("min"),
                 max=item.get("max"), exact=item.get("exact"),
                 source=Source.of(item.get("source"), where.source))
        for item in items
    )


SCHEMA: dict[str, Any] = {
    "type": "array",
    "description": "The size of several zones together (Commander: exactly 100 cards over "
                   "main deck and command zone).",
    "items": {
        "type": "object",
        "required": ["zones", "label"],
        "properties": {
            "zones": {"$ref": "#/$defs/zoneIds"},
            "label": {"type": "string", "minLength": 1},
            "min": {"type": "integer", "minimum": 0},
            "max": {"type": "integer", "minimum": 0},
            "exact": {"type": "integer", "minimum": 0},
            "source": {"$ref": "#/$defs/source"},
        },
        "additionalProperties": False,
    },
}

#: The format file's ``deck_size``: the size of several zones together (the zones' own
#: sizes are the skeleton's ``zones``).
OPTIONS: RuleOptions[tuple[DeckSize, ...]] = RuleOptions("deck_size", SCHEMA, parse)


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per zone whose size is out of bounds (absent zones have 0 cards), and
    one per group of zones whose size together is (the format's ``deck_size``: a
    Commander deck is exactly 100 cards with its commander, rule 903.5a)."""
    yield from _together(ctx)
    yield from _supplementary_sizes(ctx)
    for finding in ctx.deck.findings:  # a size the deck has in another reading of it
        if finding.rule == RULE.id:
            yield RULE.violation(finding.message, line=finding.line, zone=finding.zone,
                                 severity=finding.severity or RULE.severity)
    sizes = ctx.zone_sizes
    empty = _empty_file(ctx)
    for zone_id, spec in ctx.judging.of_format(SIZED):
        size = sizes.get(zone_id, 0)
        outside = _outside(size, spec.exact, spec.min, spec.max)
        if outside is None:
            continue
        label = spec.label
        bound, limit = outside
        change = "add" if size < limit else "remove"
        left_out = ctx.uncounted.get(zone_id, 0)
        not_counted = (f" ({left_out} {spec.size_excludes_label or 'card'} not counted)"
                       if left_out else "") + _prose_left_out(ctx, zone_id) or (
            f" ({empty})" if size == 0 and empty else "")
        yield RULE.violation(
            f"{label}: {plural(size, 'card')}{_companion_part(ctx, zone_id, size)}"
            f"{not_counted}; {bound} {limit}",
            zone=zone_id, count=size, limit=limit, source=spec.source.cite(),
            hint=f"{change} {plural(abs(limit - size), 'card')} "
                 f"{'to' if change == 'add' else 'from'} the {label.lower()}"
                 + _side_words(ctx, spec, change),
        )


def _supplementary_sizes(ctx: CheckContext) -> Iterator[Violation]:
    """One error per supplementary deck written beside the deck with fewer cards than
    its game data asks (an Attraction deck of fewer than 10 cards, comprehensive rules
    717.2a), at its first line; a deck with none written asks nothing."""
    for deck in written_decks(ctx):
        size = sum(entry.count for entry, _card in deck.lines)
        if size >= deck.least:
            continue
        first = deck.lines[0][0]
        yield RULE.violation(
            f"{deck.label}: {plural(size, 'card')}; at least {deck.least}",
            zone=first.zone, line=first.line.line, count=size, limit=deck.least,
            source=deck.source,
            hint=f"add {plural(deck.least - size, 'card')} to the {deck.label}, "
                 "or leave it out")


def _side_words(ctx: CheckContext, spec: ZoneSpec, change: str) -> str:
    """``; move Kaelen from the side deck under the Mage header`` for a short zone whose
    cards are written in a zone the format lacks beside other cards (``_strays``)."""
    names = strays(ctx, spec) if change == "add" else []
    return f"; {move_words(ctx, spec, names)}" if names else ""


#: The kinds of prose (``prose.prose``) that are a person's words, not a card line's end
#: mark: said as counted even with no line of prose left out.
_A_PERSONS = frozenset({"a greeting", "a sign-off", "a signature"})


def _prose_left_out(ctx: CheckContext, *zone_ids: str) -> str:
    """`` (2 lines of prose not counted)`` for zones holding lines that read as prose
    (``CheckContext.prose_lines``: a greeting, a sign-off, a signature, each an
    ``unknown-card`` of its own), which their size leaves out, and those of them it counts,
    as they may name a card (``prose_counted``: `` (1 line of prose not counted; 'Oko',
    prose that may be a card, counted)``, and alone when a person's words are among them,
    ``_A_PERSONS``: `` ('Cheers, Tom', prose that may be a card, counted)``), so that it
    is not read as all the prose left out, nor a zone's size miscounted; else ``""``."""
    lines = sum(ctx.prose_lines.get(zone_id, 0) for zone_id in zone_ids)
    written = [(name, kind) for zone_id in zone_ids
               for name, kind in ctx.prose_counted.get(zone_id, ())]
    counted = [f"'{name}'" for name, _ in written]
    said = [f"{plural(lines, 'line')} of prose not counted"] if lines else []
    if counted and (lines or any(kind in _A_PERSONS for _, kind in written)):
        # "Cheers, Tom" on one line was counted unsaid, as "Tom" under "Thanks," was not;
        # a card line with an end mark ("Opt?") is read as a card, no one's words
        said.append(f"{', '.join(counted)}, prose that may be "
                    f"{'a card' if len(counted) == 1 else 'cards'}, counted")
    return f" ({'; '.join(said)})" if said else ""


def _sized(judging: Judging, _: None) -> list[tuple[str, ZoneSpec]]:
    """The zones of the format whose size has a bound (stack zones are ``magi-stack``'s
    business), in the format's order."""
    return [(zone_id, spec) for zone_id, spec in judging.fmt.zones.items()
            if spec.stack is None and (spec.exact is not None or spec.min is not None
                                       or spec.max is not None)]


#: The zones whose size the rule checks (``_sized``), once per judging.
SIZED: Question[None, list[tuple[str, ZoneSpec]]] = Question("zone-size zones", _sized)


def _together(ctx: CheckContext) -> Iterator[Violation]:
    for group in ctx.fmt.option(OPTIONS) or ():
        size = sum(ctx.zone_sizes.get(zone_id, 0) for zone_id in group.zones)
        outside = _outside(size, group.exact, group.min, group.max)
        if outside is None:
            continue
        bound, limit = outside
        parts = _sum_of([(ctx.fmt.zone_label(z).lower(), ctx.zone_sizes.get(z, 0))
                         for z in group.zones])
        change = "add" if size < limit else "remove"
        yield RULE.violation(
            f"{group.label}: {plural(size, 'card')} ({parts})"
            f"{_prose_left_out(ctx, *group.zones)}; {bound} {limit}",
            zone=group.zones[0], count=size, limit=limit, source=group.source.cite(),
            hint=f"{change} {plural(abs(limit - size), 'card')}"
                 + (_outside_card(ctx, group) if size == limit + 1 else ""),
        )


def _sum_of(parts: Sequence[tuple[str, int]]) -> str:
    """A size's parts as a message adds them up: ``main deck 98 + command zone 1``, a part
    of no words its number alone (``15 + companion 1``). Pure."""
    return " + ".join(f"{words} {count}".strip() for words, count in parts)


def _companion_part(ctx: CheckContext, zone_id: str, size: int) -> str:
    """`` (15 + companion 1)`` for the zone holding the deck's declared companion (an
    MTG Arena ``Companion`` section: the companion is one of the sideboard's cards, rule
    702.139a, though written above it), so that a size one more than the cards under
    the zone's header is explained; else ``""``."""
    from cardtools.rules.companion import declared_in  # companion reads zone sizes

    companions = declared_in(ctx, zone_id)
    return f" ({_sum_of([('', size - companions), ('companion', companions)])})" \
        if companions else ""


def _outside_card(ctx: CheckContext, group: DeckSize) -> str:
    """For a group one card over its size, how to move the one card written once in it
    that an empty zone outside the group takes (a Commander deck's companion, written
    in the deck: it goes in the sideboard, outside the 100, rule 702.139a); empty when
    there is no such card, or more than one, or the zone holds no card (Oathbreaker's
    sideboard: no companion there)."""
    for zone_id, spec in ctx.fmt.zones.items():
        if zone_id in group.zones or spec.accepts is None or ctx.zone_sizes.get(zone_id, 0) \
                or 0 in (spec.max, spec.exact):
            continue
        taken = [(entry, card) for entry, card in ctx.cards(list(group.zones))
                 if spec.accepts(card)]
        if len(taken) == 1 and taken[0][0].count == 1:
            kind = spec.accepts_label or "a card of it"
            return (f"; or, if {taken[0][1].name} is meant as {kind}, move it to the "
                    f"{spec.label.lower()}, which is not counted here")
    return ""


def _outside(size: int, exact: int | None, least: int | None, most: int | None
             ) -> tuple[str, int] | None:
    """The bound ``size`` breaks (``"exactly"``, ``"at least"`` or ``"at most"``) and its
    number, or ``None`` when it is within them."""
    if exact is not None and size != exact:
        return "exactly", exact
    if least is not None and size < least:
        return "at least", least
    if most is not None and size > most:
        return "at most", most
    return None


RULE = Rule(
    "zone-size", "CT501", "error", "A zone's card count is outside its min / max / exact.",
    check, __doc__ or "", OPTIONS,
)
