"""companion (CT803): a companion whose deck-building condition the deck does not meet.

Not reported (Modern; every nonland card of odd mana value)::

    Format: mtg/modern
    Deck
    4 Ragavan, Nimble Pilferer
    4 Lightning Bolt
    Sideboard
    1 Obosh, the Preypiercer

Illegal (an undeclared companion card whose condition fails is a warning: it may be only
a sideboard card)::

    Format: mtg/modern
    Companion
    1 Obosh, the Preypiercer     # declared: read in the sideboard
    Deck
    4 Ragavan, Nimble Pilferer
    4 Wrenn and Six              # mana value 2 breaks the condition

Magic: The Gathering Comprehensive Rules 702.139a: a companion is revealed from outside
the game (the sideboard, in tournament play) only if the starting deck meets its
condition. The ten conditions are data (the format's ``companions``): a card test over
the starting deck, different names, a shared card type or a deck size over the minimum.
A companion card that sits in the main deck is just a card. When the sideboard holds
several companion cards, the deck needs to meet the condition of one of them: that one
is the companion, the others are ordinary sideboard cards; but a declared companion (an
MTG Arena ``Companion`` section) is the companion: it must meet its own condition, and
a deck declares one companion at most. Only a card with a companion ability is revealed
as one: a card declared as the companion without one (``Companion: 1 Grizzly Bears``) is
an error; a card with one whose condition the format does not hold, a warning. In a
commander format the commanders are part of the starting deck (the format's
``deck_zones`` hold the command zone). A card whose types the card data lacks, or
whose mana cost a test reads when the data has one half's only (a split card for
Jegantha), cannot be judged: when the condition holds for every other card, a warning
names those cards. A split card's mana value (rule 709.4: both halves') is at least its
first half's plus 1, which meets a lower bound (Fire // Ice: Keruga's 3 or greater);
another mana value test fails on it, saying the mana value is not in the data.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

from cardtools.formatspec.match import Matcher, least_mana_value
from cardtools.formatspec.model import Format, Source, full_size
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import Card, DeckEntry, Violation, declared_companion_names
from cardtools.names import normalise
from cardtools.rules import zone_size
from cardtools.rules._faces import front_face
from cardtools.rules._text import listing, plural
from cardtools.rules.base import CardQuestion, CheckContext, Judging, Question, Rule, uses


class CompanionCondition:
    """The deck-building condition of one companion (rule 702.139a), as data: every
    card of the starting deck that passes ``each`` must pass ``must``; with
    ``distinct``, the cards passing it all have different names (Lutri); with
    ``share_type``, the cards passing it share a card type (Umori);
    ``over_minimum``: the starting deck holds at least that many cards more than the
    format's minimum deck size (Yorion). ``text`` is the condition in words."""

    __slots__ = ("card", "distinct", "each", "must", "over_minimum", "share_type", "text")

    def __init__(self, card: str, text: str, each: Matcher | None = None,
                 must: Matcher | None = None, distinct: Matcher | None = None,
                 share_type: Matcher | None = None, over_minimum: int | None = None) -> None:
        self.card = card
        self.text = text
        self.each = each
        self.must = must
        self.distinct = distinct
        self.share_type = share_type
        self.over_minimum = over_minimum


class CompanionSpec:
    """Companions of a format: ``zone`` holds them (the sideboard), ``deck_zones`` are
    the starting deck; ``conditions`` maps normalised card names to conditions;
    ``ability`` tells a card with a companion ability (``None``: the cards with a
    condition only), so that a declared companion of a card without one is an error
    and one whose condition the format does not hold a warning."""

    __slots__ = ("ability", "conditions", "deck_zones", "source", "zone")

    def __init__(self, zone: str, deck_zones: tuple[str, ...],
                 conditions: Mapping[str, CompanionCondition],
                 source: Source | None = None, ability: Matcher | None = None) -> None:
        self.zone = zone
        self.deck_zones = deck_zones
        self.conditions = conditions
        self.source: Source = Source() if source is None else source
        self.ability = ability


def parse(data: Mapping[str, Any], where: Where) -> CompanionSpec | None:
    """The ``CompanionSpec`` of a format's schema-valid ``companions`` mapping (``None``
    when it names no conditions). Defaults: the ``side`` zone, the ``main`` zone as the
    starting deck, the format's source; condition keys are normalised card names (a
    ``null`` condition, a parent's card removed by a child file, is left out). Raises
    nothing."""
    if not data or not data.get("conditions"):
        return None

    def optional(item: Mapping[str, Any], key: str) -> Matcher | None:
        return Matcher(item[key]) if key in item else None

    return CompanionSpec(
        zone=data.get("zone", "side"),
        deck_zones=tuple(data.get("deck_zones", ("main",))),
        conditions={
            normalise(name): CompanionCondition(
                card=name, text=item["condition"], each=optional(item, "each"),
                must=optional(item, "must"), distinct=optional(item, "distinct"),
                share_type=optional(item, "share_type"),
                over_minimum=item.get("over_minimum"))
            for name, item in data["conditions"].items() if item is not None
        },
        source=Source.of(data.get("source"), where.source),
        ability=optional(data, "ability"),
    )


SCHEMA: dict[str, Any] = {"anyOf": [{"type": "null"}, {
    "type": "object",
    "description": "Companions (MTG comprehensive rules 702.139): a companion in zone must "
                   "meet its condition over the starting deck (deck_zones).",
    "properties": {
        "zone": {"$ref": "#/$defs/zoneId"},
        "deck_zones": {"$ref": "#/$defs/zoneIds"},
        "source": {"$ref": "#/$defs/source"},
        "ability": {
            "$ref": "#/$defs/match",
            "description": "A card with a companion ability (a card declared as the "
                           "companion without one cannot be the companion; with one "
                           "but no condition here, its condition is not judged).",
        },
        "conditions": {
            "type": "object",
            "description": "Card name -> its condition: every card passing each must pass "
                           "must; distinct: the cards passing it have different names; "
                           "share_type: they share a card type; over_minimum: the starting "
                           "deck holds that many cards more than the format's minimum.",
            "additionalProperties": {"anyOf": [{"type": "null"}, {
                "type": "object",
                "required": ["condition"],
                "properties": {
                    "condition": {"type": "string"},
                    "each": {"$ref": "#/$defs/match"},
                    "must": {"$ref": "#/$defs/match"},
                    "distinct": {"$ref": "#/$defs/match"},
                    "share_type": {"$ref": "#/$defs/match"},
                    "over_minimum": {"type": "integer", "minimum": 0},
                },
                "additionalProperties": False,
            }]},
        },
    },
    "additionalProperties": False,
}]}

#: The format file's ``companions``: the companion zone and each companion's condition
#: (also read by ``banned``: banned as a companion).
OPTIONS: RuleOptions[CompanionSpec] = RuleOptions("companions", SCHEMA, parse)


def _no_condition(judging: Judging, card: Card) -> bool:
    spec = judging.fmt.option(OPTIONS)
    return spec is None or normalise(card.name) not in spec.conditions


#: Whether a card is not a companion of the format (it has no condition): a card of
#: the companion zone failing it is a companion card.
NOT_COMPANION: Question[Card, bool] = Question("companion", _no_condition)


def _questions(judging: Judging) -> list[CardQuestion]:
    spec = judging.fmt.option(OPTIONS)
    return [(NOT_COMPANION, (spec.zone,))] if spec is not None and spec.conditions else []


def companions_in(ctx: CheckContext) -> list[tuple[DeckEntry, Card, CompanionCondition]]:
    """The companion cards of the companion zone with a known condition, one per card,
    in file order (the lines failing ``NOT_COMPANION``)."""
    spec = ctx.fmt.option(OPTIONS)
    if spec is None:
        return []
    found: dict[str, tuple[DeckEntry, Card, CompanionCondition]] = {}
    for entry, card in ctx.failing(NOT_COMPANION, [spec.zone]):
        if card.name not in found:
            found[card.name] = (entry, card, spec.conditions[normalise(card.name)])
    return list(found.values())


def zone_declares(fmt: Format) -> bool:
    """Whether ``fmt``'s companion zone takes companions only (a commander format's
    sideboard, rule 903 and 702.139a): a companion card there is the declared companion,
    whether or not the list declares it. Raises nothing."""
    spec = fmt.option(OPTIONS)
    zone = fmt.zones.get(spec.zone) if spec is not None else None
    return zone is not None and zone.accepts is not None


def declared(ctx: CheckContext, spec: CompanionSpec) -> frozenset[str] | None:
    """The normalised names of the deck's declared companions (an MTG Arena
    ``Companion`` section: ``CheckContext.declared``), each as written and as the card
    the card database resolves it to (``Lurrus de la Tanière des rêves`` declares
    Lurrus of the Dream-Den), or ``None`` when every companion card of the companion
    zone counts as declared (a zone that takes companions only)."""
    if zone_declares(ctx.fmt):
        return None
    written = declared_companion_names(ctx.declared)
    database = ctx.judging.database
    cards = [database.resolve(name, suggest=False).card for name in written] \
        if database is not None else []
    return frozenset([*(normalise(name) for name in written),
                      *(normalise(card.name) for card in cards if card is not None)])


def declared_in(ctx: CheckContext, zone_id: str) -> int:
    """How many cards of ``zone_id``, the format's companion zone, are the deck's declared
    companions: one a declared card found there (the companion is one card, rule
    702.139a; its other copies are sideboard cards). 0 for another zone, a deck that
    declares none, or a zone of companions only (its label says so: Commander's)."""
    spec = ctx.fmt.option(OPTIONS)
    if spec is None or spec.zone != zone_id or not ctx.declared:
        return 0
    named = declared(ctx, spec)
    return len({normalise(card.name) for entry, card in ctx.cards([zone_id])
                if named and (normalise(card.name) in named
                              or normalise(entry.line.name) in named)})


def check(ctx: CheckContext) -> Iterator[Violation]:
    """Nothing when one companion card of the sideboard meets its condition (or there is
    none), only the declared ones counting when the deck declares a companion; else one
    error per declared companion (a warning per undeclared companion card: it may be
    only a sideboard card), naming the cards that break it, or a warning when the card
    data cannot tell. An error when more than one companion is declared, and for a
    declared card without a companion ability (``_without_condition``)."""
    spec = ctx.fmt.option(OPTIONS)
    if spec is None:
        return
    named = declared(ctx, spec)
    if named:
        yield from _without_condition(ctx, spec, named)
    found = companions_in(ctx)
    if not found:
        return
    chosen = [item for item in found if named and normalise(item[1].name) in named]
    if len(chosen) > 1 or (named is None and len(found) > 1):
        # a zone of companions only declares each of its companion cards
        yield _two_declared(ctx, spec, chosen or found)
    # A declared companion is the companion: the other companion cards of the
    # sideboard are ordinary sideboard cards and cannot stand in for it.
    found = chosen or found
    judged = [(entry, card, condition, breaking(ctx, spec, condition))
              for entry, card, condition in found]
    holding = [(entry, card, unjudged(ctx, spec, condition))
               for entry, card, condition, result in judged
               if result is not None and not result[0]]
    if holding:
        if all(missing for *_, missing in holding):
            yield from (_unjudged(ctx, spec, entry, card, missing)
                        for entry, card, missing in holding)
        return
    named = declared(ctx, spec)
    for entry, card, condition, result in judged:
        if result is not None and named is not None and normalise(card.name) not in named:
            yield _undeclared(ctx, spec, entry, card, condition, result)
            continue
        if result is None:
            yield RULE.violation(
                f"{card.name}'s companion condition ({condition.text}) cannot be checked "
                "from the card data",
                severity="warning", zone=entry.zone, line=entry.line.line,
                cards=(card.name,), source=spec.source.cite(),
                hint="check the condition by hand", written=ctx.written(entry))
            continue
        summary, names = result
        yield RULE.violation(
            f"{card.name} cannot be your companion ({condition.text}): {summary}",
            zone=entry.zone, line=entry.line.line, cards=(card.name, *names),
            count=len(names) or None, limit=0 if names else None,
            source=spec.source.cite(),
            hint=(f"remove {card.name} from the {ctx.fmt.zone_label(spec.zone).lower()}, "
                  f"or change the deck: {listing(names)}" if names
                  else f"remove {card.name} from the {ctx.fmt.zone_label(spec.zone).lower()}"),
            written=ctx.written(entry))


def _without_condition(ctx: CheckContext, spec: CompanionSpec, named: frozenset[str]
                       ) -> Iterator[Violation]:
    """A violation for each card of the companion zone declared as the companion that
    has no condition in the format (rule 702.139a: only a card with a companion ability
    is revealed as one): an error for a card without a companion ability (``ability``);
    a warning for a companion whose condition the format does not hold, or a card the
    card data knows no type of (it cannot tell)."""
    seen: set[str] = set()
    for entry, card in ctx.cards([spec.zone]):
        key = normalise(card.name)
        if key in spec.conditions or key in seen or (
                key not in named and normalise(entry.line.name) not in named):
            continue
        seen.add(key)
        if card.types and (spec.ability is None or not spec.ability(card)):
            yield RULE.violation(
                f"{card.name} is declared as your companion but has no companion ability: "
                "it cannot be your companion",
                zone=entry.zone, line=entry.line.line, cards=(card.name,),
                source=spec.source.cite(),
                hint=f"declare a companion, or list {card.name} in the "
                     f"{ctx.fmt.zone_label(spec.zone).lower()} without declaring it",
                written=ctx.written(entry))
            continue
        yield RULE.violation(
            f"{card.name} is declared as your companion, but "
            + (f"its companion condition is not in the data of {ctx.fmt.name}"
               if card.types else "the card data knows no type of it")
            + ": the condition cannot be checked",
            severity="warning", zone=entry.zone, line=entry.line.line, cards=(card.name,),
            source=spec.source.cite(), hint="check the condition by hand",
            written=ctx.written(entry))


def _two_declared(ctx: CheckContext, spec: CompanionSpec,
                  chosen: list[tuple[DeckEntry, Card, CompanionCondition]]) -> Violation:
    """The error for more than one declared companion (rule 702.139a: a player reveals
    one companion), at the second one's line; in a format whose companion zone takes
    companions only (``zone_declares``: a commander format's sideboard, where each is
    declared) the hint keeps one there, as the others have no place in the deck."""
    names = [card.name for _, card, _ in chosen]
    entry = chosen[1][0]
    hint = ("declare one companion; the others may stay in the sideboard as sideboard cards"
            if not zone_declares(ctx.fmt) else
            f"keep one companion in the {ctx.fmt.zone_label(spec.zone).lower()} and remove "
            "the others: it holds the companion only")
    return RULE.violation(
        f"{len(names)} companions declared ({listing(names)}); a deck has at most one "
        "companion",
        zone=entry.zone, line=entry.line.line, cards=tuple(names), count=len(names),
        limit=1, source=spec.source.cite(), hint=hint, written=ctx.written(entry))


def unjudged(ctx: CheckContext, spec: CompanionSpec, condition: CompanionCondition
             ) -> list[str]:
    """The names of the starting deck's cards the condition's card tests cannot judge,
    once it holds for every card they can: the card data lacks their types, or (for a
    card the condition tests, by its front face as ``breaking`` does) the mana cost a
    test reads. A split card whose second half the data lacks (an un-set or playtest
    card; the bundled data has the others' both halves) has its first half's cost only:
    Jegantha cannot see a symbol repeated across its halves; its mana value is no gap
    once a test passed on the least it can be (``least_mana_value``: a first half of 2
    meets Keruga's 3 or greater), and a card the condition does not test (an instant is
    no permanent card for Lurrus) is never one."""
    if condition.share_type is None and (condition.each is None or condition.must is None):
        return []
    reads_cost = condition.must is not None and condition.must.reads("repeated_mana_symbol")
    names: list[str] = []
    for _, card in ctx.cards(spec.deck_zones):
        tested = condition.each is None or condition.each(front_face(card))
        lacking = not card.types or (tested and reads_cost
                                     and card.facts.get("mana_value") is None)
        if lacking and card.name not in names:
            names.append(card.name)
    return names


def _unjudged(ctx: CheckContext, spec: CompanionSpec, entry: DeckEntry, card: Card,
              missing: list[str]) -> Violation:
    return RULE.violation(
        f"{card.name}'s companion condition could not be judged for {listing(missing)}: "
        f"the card data lacks {'its' if len(missing) == 1 else 'their'} types or mana value",
        severity="warning", zone=entry.zone, line=entry.line.line,
        cards=(card.name, *missing), source=spec.source.cite(),
        hint=f"check the condition by hand for {listing(missing)}, or update the card data "
             f"(cardtools cards update {ctx.fmt.game})", written=ctx.written(entry))


def _undeclared(ctx: CheckContext, spec: CompanionSpec, entry: DeckEntry, card: Card,
                condition: CompanionCondition, result: tuple[str, list[str]]) -> Violation:
    summary, names = result
    return RULE.violation(
        f"{card.name} is in the {ctx.fmt.zone_label(spec.zone).lower()} but the deck does "
        f"not meet its companion condition ({condition.text}): {summary}; it can be a "
        "sideboard card, not your companion",
        severity="warning", zone=entry.zone, line=entry.line.line,
        cards=(card.name, *names), source=spec.source.cite(),
        hint=(f"if {card.name} is your companion, change the deck"
              + (f": {listing(names)}" if names else "")), written=ctx.written(entry))


def breaking(ctx: CheckContext, spec: CompanionSpec, condition: CompanionCondition
             ) -> tuple[str, list[str]] | None:
    """``(what breaks the condition, in words; the names of the cards breaking it)``:
    ``("", [])`` when the condition holds, no names when it fails on the deck's size
    alone; ``None`` when the condition has no test the data can run."""
    deck = [(entry, front_face(card)) for entry, card in ctx.cards(spec.deck_zones)]
    tested = False
    names: list[str] = []
    details: list[str] = []
    if condition.each is not None and condition.must is not None:
        tested = True
        shows_mv = condition.must.reads("mana_value")
        for _, card in deck:
            if condition.each(card) and not condition.must(card) and card.name not in names:
                names.append(card.name)
                details.append(f"{card.name}{_mana_value(card) if shows_mv else ''}")
    if condition.distinct is not None:
        tested = True
        copies = Counter(card.name for entry, card in deck if condition.distinct(card)
                         for _ in range(entry.count))
        for name, count in copies.items():
            if count > 1 and name not in names:
                names.append(name)
                details.append(f"{name} ({count} copies)")
    if condition.share_type is not None:
        tested = True
        for name, text in _not_sharing(deck, condition):
            names.append(name)
            details.append(text)
    if condition.over_minimum is not None:
        tested = True
        size = sum(ctx.zone_sizes.get(z, 0) for z in spec.deck_zones)
        needed = _minimum(ctx, spec) + condition.over_minimum
        if size < needed:
            return (f"the starting deck has {plural(size, 'card')}; it needs at least "
                    f"{needed}", [])
    if not tested:
        return None
    if not names:
        return "", []
    return f"{plural(len(names), 'card')} break{'s' if len(names) == 1 else ''} it: " \
           f"{listing(details, limit=8)}", names


def _mana_value(card: Card) -> str:
    """A card's mana value in words, for a message: `` (mana value 2)``, or what the
    data knows of it (`` (mana value not in the data: at least 2)`` for a split card)."""
    value = card.facts.get("mana_value")
    if value is not None:
        return f" (mana value {value})"
    least = least_mana_value(card)
    return (" (mana value not in the data" + (f": at least {least}" if least else "")
            + ")")


def _not_sharing(deck: list[tuple[DeckEntry, Card]], condition: CompanionCondition
                 ) -> list[tuple[str, str]]:
    """The cards passing ``share_type`` that lack the card type most of them have, when
    they do not all share one (Umori)."""
    test = condition.share_type
    cards = list(dict.fromkeys(card for _, card in deck if test is not None and test(card)))
    if not cards or set.intersection(*(set(card.types) for card in cards)):
        return []
    common = Counter(t for card in cards for t in card.types).most_common(1)[0][0]
    return [(card.name, f"{card.name} ({'/'.join(card.types) or 'no type'}, not {common})")
            for card in cards if common not in card.types]


def _minimum(ctx: CheckContext, spec: CompanionSpec) -> int:
    """The format's minimum size of the starting deck (its ``deck_size`` over those
    zones, else the sum of the zones' own minimums)."""
    for group in ctx.fmt.option(zone_size.OPTIONS) or ():
        if set(group.zones) == set(spec.deck_zones):
            return full_size(group) or 0
    total = 0
    for zone_id in spec.deck_zones:
        zone = ctx.fmt.zones.get(zone_id)
        if zone is not None:
            total += full_size(zone) or 0
    return total


RULE = Rule(
    "companion", "CT803", "error",
    "A companion whose deck-building condition the starting deck does not meet (the "
    "message names the cards that break it).",
    check, __doc__ or "", OPTIONS, card_questions=_questions, applies=uses(OPTIONS),
    needs=("flagged", "declared"),
)
