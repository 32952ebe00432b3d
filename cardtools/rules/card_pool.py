"""card-pool (CT402): a card outside the format's card pool on the judged day.

Not reported (Modern, ``--date 2026-12-01``)::

    Format: mtg/modern
    4 Lightning Bolt      # printed in Modern sets

Illegal::

    Format: mtg/modern
    1 Black Lotus         # never printed in a Modern set

Illegal (Standard, ``--date 2025-01-01``)::

    Format: mtg/standard
    4 Gran-Gran           # not yet released

The pool is the format's ``card_pool``: the sets it admits as of ``--date`` (set types
and codes, release dates, Standard's rotations), the rarity Pauper requires, and the
card types no constructed format plays (Magic: The Gathering Comprehensive Rules 100.2a;
Magic Tournament Rules 6.1-6.2 list each format's sets). A banned card is reported by
the ``banned`` rule only. An Attraction or Contraption deck written beside the deck
(``Attractions``: a supplementary deck, Comprehensive Rules 717) is judged by the pool
too, its kind no bar there, though counted in no zone.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from cardtools.formatspec.model import Source
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import SUPPLEMENTARY, Card, DeckEntry, Violation
from cardtools.names import normalise
from cardtools.rules.base import (
    CardQuestion,
    CheckContext,
    DeckNeed,
    Judging,
    Question,
    Rule,
    uses,
)

if TYPE_CHECKING:  # imported by ``parse``: a check of a format without a pool needs none
    from cardtools.cardpool import CardPool, PoolAnswer, SetTable


def _in_pool(judging: Judging, card: Card) -> PoolAnswer:
    """Whether ``card`` is in the format's card pool on the judged day, and why not."""
    spec = judging.fmt.option(OPTIONS)
    assert spec is not None  # asked only of formats with a card pool
    return spec.pool.answer(card, judging.lists.as_of, judging.sets, _known_by(judging))


def _known_by(judging: Judging) -> str:
    """The card data's date (``YYYY-MM-DD``; ``""`` without one): every card it holds
    was printed by then (``CardPool.answer``)."""
    return str(judging.card_data.get("date") or "")[:10]


#: Whether a card is in the card pool on the judged day (``PoolAnswer``).
IN_POOL: Question[Card, PoolAnswer] = Question("card-pool", _in_pool)


def _plainly_in(judging: Judging, card: Card) -> bool:
    found = judging.answer(IN_POOL, card)
    return _plainly(found)


#: Whether a card is in the pool on the judged day with nothing to say about it.
PLAINLY_IN: Question[Card, bool] = Question("card-pool plainly", _plainly_in)


@functools.cache
def in_zone_pool(zone: str) -> Question[Card, PoolAnswer]:
    """The question whether a card is in the pool of ``zone`` (``CardPool.for_zone``: a
    zone with its own ``zone_rarity``, Pauper Commander's command zone), and why not;
    one question per zone, so its answers are remembered apart from ``IN_POOL``'s."""
    def ask(judging: Judging, card: Card) -> PoolAnswer:
        spec = judging.fmt.option(OPTIONS)
        assert spec is not None  # asked only of formats with a card pool
        return spec.pool.for_zone(zone).answer(card, judging.lists.as_of, judging.sets,
                                               _known_by(judging))

    return Question(f"card-pool in {zone}", ask)


@functools.cache
def plainly_in_zone(zone: str) -> Question[Card, bool]:
    """``PLAINLY_IN`` for the cards of ``zone`` (``in_zone_pool``)."""
    def ask(judging: Judging, card: Card) -> bool:
        found = judging.answer(in_zone_pool(zone), card)
        return _plainly(found)

    return Question(f"card-pool plainly in {zone}", ask)


class CardPoolSpec:
    """A format's card pool rule: the ``pool`` itself and the ``source`` it cites."""

    __slots__ = ("pool", "source")

    def __init__(self, pool: CardPool, source: Source | None = None) -> None:
        self.pool = pool
        self.source: Source = Source() if source is None else source


def parse(data: Mapping[str, Any], where: Where) -> CardPoolSpec | None:
    """The ``CardPoolSpec`` of a format's schema-valid ``card_pool`` mapping (``None``
    when it is empty; ``source`` defaults to the format's). Raises nothing."""
    if not data:
        return None
    from cardtools.cardpool import CardPool

    return CardPoolSpec(CardPool.from_data(data), Source.of(data.get("source"), where.source))


_CODES: dict[str, Any] = {"type": "array", "items": {"type": "string"}}
_KINDS: dict[str, Any] = {"anyOf": [_CODES, {"type": "object",
                                             "additionalProperties": {"type": "string"}}]}
SCHEMA: dict[str, Any] = {"anyOf": [{"type": "null"}, {
    "type": "object",
    "description": "Cards outside the pool are refused (card-pool). The pool as of the judged "
                   "day: sets of set_types or include_sets, released by that day and not "
                   "before since (or the latest rotation's first set), less exclude_sets; a "
                   "printing at rarity when given; never a card of exclude_types or "
                   "exclude_subtypes. Undated "
                   "forms: legality (a key of each card's legalities) and sets (fixed set "
                   "codes).",
    "properties": {
        "set_types": {**_CODES, "description": "Set types of the set table (expansion, core, "
                      "supplemental, online, arena, promo, remix, memorabilia, joke)."},
        "include_sets": {**_CODES, "description": "Set codes admitted whatever their type."},
        "exclude_sets": {**_CODES, "description": "Set codes left out of the pool (undated "
                         "pools: a card printed only in these sets is outside it)."},
        "since": {"type": "string", "description": "A set code or a date: sets released "
                  "before it are not in the pool."},
        "until": {"type": "string", "description": "A set code or a date: sets released "
                  "after it are not in the pool (Premodern: Scourge)."},
        "zones": {"$ref": "#/$defs/zoneIds", "description": "The zones whose cards the pool "
                  "judges; default: every zone."},
        "rotations": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["date", "first"],
                "properties": {
                    "date": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
                    "first": {"type": "string"},
                    "note": {"type": "string"},
                },
                "additionalProperties": False,
            },
            "description": "From date on, only sets released on or after set first stay "
                           "(Standard rotation).",
        },
        "rarity": {"type": "string", "description": "A card must have a printing at this "
                   "rarity in a set of the pool (Pauper: common)."},
        "zone_rarity": {"type": "object", "additionalProperties": {"type": "string"},
                        "propertyNames": {"$ref": "#/$defs/zoneId"},
                        "description": "Zone id -> the rarity a card of that zone must "
                                       "have been printed at in a set of the pool, instead "
                                       "of rarity (Pauper Commander's commander: "
                                       "uncommon)."},
        "only_when_alone": {**_CODES, "description": "Set types whose printings count only "
                            "for a card printed in no set of another type (promo: a "
                            "promotional series is dated by one day, often years before the "
                            "card)."},
        "alone_despite": {**_CODES, "description": "Set types whose printings leave a card "
                          "printed in an only_when_alone type alone all the same (remix: "
                          "Mystery Booster reprints a promotional card)."},
        "exclude_types": {**_KINDS, "description": "Card types never in the pool, kinds "
                          "of card that are no deck cards (Conspiracy, Scheme, Stickers...): "
                          "a list, or type -> the reason told (default: not played in "
                          "constructed)."},
        "exclude_subtypes": {**_KINDS, "description": "Subtypes never in the pool "
                             "(Attraction: played from its own Attraction deck), as "
                             "exclude_types."},
        "describe": {"type": "string", "description": "The pool rule in one sentence, for "
                     "formats show."},
        "early_release_days": {"type": "integer", "minimum": 0, "maximum": 60,
                               "description": "A set's cards are accepted with a warning "
                                              "this many days before its tabletop release "
                                              "(Magic Online releases sets earlier)."},
        "online_types": {**_CODES, "description": "Set types released on Magic Online "
                         "alone (online): their date is their Magic Online day, so "
                         "early_release_days brings none of their cards early."},
        "online_days": {"type": "object",
                        "additionalProperties": {"type": "string",
                                                 "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
                        "description": "Set code -> the day the set came out on Magic "
                                       "Online, when it is known to differ from "
                                       "early_release_days before its tabletop release "
                                       "(Adventures in the Forgotten Realms: 2021-07-08, "
                                       "longer before; Marvel's Spider-Man: 2025-09-23, "
                                       "three days before): its cards are accepted with "
                                       "the warning from that day, not before."},
        "online_sure_days": {"type": "integer", "minimum": 0, "maximum": 60,
                             "description": "Within this many days of its tabletop "
                                            "release a set not in online_days was surely "
                                            "out on Magic Online (the warning); judged "
                                            "earlier in early_release_days, its cards are "
                                            "in the pool in doubt (a warning that whether "
                                            "they were legal there is not known). 0: the "
                                            "whole window is sure."},
        "online_seen": {"type": "string", "description": "The years the sources show "
                        "Magic Online's releases before stores in and where the days known "
                        "are (2020-2026; the days known are in the format's card pool "
                        "data), said with online_sure_days in the early window's "
                        "warnings."},
        "online_unknown": {**_CODES, "description": "Sets the sources do not show on "
                           "Magic Online before their tabletop release (an Eternal "
                           "supplement of a Universes Beyond set): within "
                           "early_release_days their cards are in the pool in doubt."},
        "online_never": {**_CODES, "description": "Sets never released on Magic Online "
                         "(Unfinity, a tabletop set only): their cards are never in the "
                         "pool before their tabletop release (nor those of a set "
                         "the set table marks \"online\": \"never\")."},
        "online_early_types": {**_CODES,
                               "description": "The set types Magic Online released as "
                                              "new sets, up to early_release_days before "
                                              "stores (premier sets: expansion, core); a "
                                              "set of another type is never in the pool "
                                              "before its tabletop release unless "
                                              "online_early_sets, online_days or "
                                              "online_unknown names it. Absent: every type "
                                              "may be early."},
        "online_early_sets": {**_CODES, "description": "Sets of other types Magic Online "
                              "released as new sets (Masters sets, Modern Horizons, "
                              "Commander Legends...): their cards may be early as a "
                              "premier set's."},
        "preview_name_types": {"type": "object", "additionalProperties": {"type": "string"},
                               "description": "The beginning of a set's name -> the set "
                                              "type a previewed set of such a name has, "
                                              "whatever the previews say (Mystery "
                                              "Booster: remix, as MB1 and MB2 in the set "
                                              "table: its sets add no card to a pool)."},
        "online_early_since": {"type": "string",
                               "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                               "description": "The first day a set reached Magic Online "
                                              "before stores: the cards of a set released "
                                              "before it are never in the pool before its "
                                              "tabletop release."},
        "prerelease": {
            "type": "object",
            "required": ["days", "since"],
            "properties": {
                "days": {"type": "integer", "minimum": 0, "maximum": 60},
                "since": {"type": "string"},
                "set_types": _CODES,
                "include_sets": _CODES,
                "exclude_sets": _CODES,
            },
            "additionalProperties": False,
            "description": "Sets of set_types or include_sets (less exclude_sets) released "
                           "on or after since (a set code or a date) are legal in stores "
                           "from their prerelease, "
                           "days before their release: within early_release_days their "
                           "cards get an info note, not the Magic Online warning.",
        },
        "scheduled_rotations": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["after", "by", "first"],
                "properties": {
                    "after": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
                    "by": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
                    "first": {"type": "string"},
                    "keep": _CODES,
                    "keep_supertypes": {**_CODES, "description": "Supertypes (Basic) of "
                                        "cards every set prints: no doubt of the "
                                        "rotation for them."},
                    "note": {"type": "string"},
                },
                "additionalProperties": False,
            },
            "description": "A rotation announced for the first set of the pool's kinds "
                           "released after after and by by: from that set's release only "
                           "the sets released on or after set first stay, and those of "
                           "keep. While the set table holds no such set, a card it would "
                           "take out gets a warning up to by, and is out after it.",
        },
        "named_cards": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["names", "since"],
                "properties": {
                    "names": {**_CODES, "minItems": 1},
                    "since": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
                    "note": {"type": "string"},
                    "source": {"$ref": "#/$defs/source"},
                },
                "additionalProperties": False,
            },
            "description": "Cards in the pool by name from since on, whatever their sets "
                           "(Brawl: Arcane Signet and Command Tower); before since they are "
                           "judged by their sets. The banned list, colour identity and copy "
                           "limits still apply to them.",
        },
        "legality": {"type": "string"},
        "sets": {"type": "array", "items": {"type": "string"}},
        "source": {"$ref": "#/$defs/source"},
    },
    "additionalProperties": False,
}]}

#: The format file's ``card_pool``: the sets (and rarity) a deck's cards come from.
OPTIONS: RuleOptions[CardPoolSpec] = RuleOptions("card_pool", SCHEMA, parse)


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose card is outside the pool on the judged day."""
    spec = ctx.fmt.option(OPTIONS)
    if spec is None:
        return
    pool = spec.pool
    day = ctx.lists.as_of
    unrecorded = pool.unrecorded(day)
    if unrecorded:
        # A warning, as the banned rule's before its history: --strict must not pass a
        # deck whose rotated cards could not be found
        yield RULE.violation(
            f"the rotations of {ctx.fmt.name} before {unrecorded} are not recorded: no "
            f"card was found rotated out (card pool as of {day})",
            severity="warning", source=spec.source.cite(),
            hint=f"check the format's official sets for that day, or judge with --date "
                 f"{unrecorded} or later")
    banned = ctx.lists.banned
    early: list[tuple[DeckEntry, Card]] = []
    for entry, card, found in _outside(ctx, pool):
        if banned and any(normalise(identity) in banned for identity in card.identities):
            continue  # the banned rule reports it
        if found.doubt:
            # a warning, as for lists not known: --strict must not pass a deck whose
            # cards a rotation of an unknown day may have taken out, or whose early
            # card Magic Online may not have had yet
            if found.early:
                early.append((entry, card))
            yield RULE.violation(found.why, severity="warning", zone=entry.zone,
                                 line=entry.line.line, cards=(card.name,), count=entry.count,
                                 source=spec.source.cite(),
                                 hint=found.hint or "check the format's sets on that day, "
                                      "or update the card data (cardtools cards update mtg)",
                                 written=ctx.written(entry))
            continue
        if found.prerelease:
            # legal in stores already: a rotation its set's release brings has not come
            # there yet (nor, for the deck, on Magic Online, where the card is not out)
            yield RULE.violation(found.why, severity="info", zone=entry.zone,
                                 line=entry.line.line, cards=(card.name,), count=entry.count,
                                 source=spec.source.cite(), written=ctx.written(entry))
            continue
        if found.early:
            early.append((entry, card))
            yield RULE.violation(found.why, severity="warning", zone=entry.zone,
                                 line=entry.line.line, cards=(card.name,), count=entry.count,
                                 source=spec.source.cite(),
                                 hint="legal on Magic Online; in stores from the date given",
                                 written=ctx.written(entry))
            continue
        why, hint = _why_and_fix(ctx, card, found.why, day)
        yield RULE.violation(
            f"{card.name} is not in the card pool of {ctx.fmt.name} on {day}"
            + (f": {why}" if why else ""),
            zone=entry.zone, line=entry.line.line, cards=(card.name,), count=entry.count,
            source=spec.source.cite(), hint=hint, written=ctx.written(entry),
        )
    yield from _rotated_online(ctx, spec, early)


def _why_and_fix(ctx: CheckContext, card: Card, why: str, day: str) -> tuple[str, str]:
    """Why ``card``, out of the pool on ``day`` for ``why``, is, and the fix. A card with
    no printing named with a prefix another edition of the game writes before a card's
    name (``A-Heartfire Hero``, MTG Arena's rebalanced card: ``prefixes.unprefixed``) is
    told what the prefix is, and removed, the card without the prefix named as its paper
    card, never as a replacement (the format may ban it: A-The One Ring's The One Ring in
    Modern); another card with no printing judged after the card
    data's date is told a newer set may print it (``_newer_set_update``)."""
    from cardtools.cardpool import NO_PRINTING
    from cardtools.prefixes import unprefixed

    database = ctx.judging.database
    named = (unprefixed(card.name, database)
             if why == NO_PRINTING and database is not None else None)
    if named is not None:
        # its paper card is named, never offered as the replacement: the format's own
        # lists judge it (The One Ring, banned in Modern, was the fix of A-The One Ring)
        prefix, told, plain = named
        return told, (f"remove {card.name} (its paper card, without {prefix}, is "
                      f"{plain.name}: judged by the format's own lists)")
    newer = _newer_set_update(ctx, why, day)
    face = face_of_a_pool_card(ctx.judging, card)
    if newer is not None:
        return f"{why}; {newer[0]}", f"replace {card.name}, or {newer[1]}{face}"
    return why, f"replace {card.name}{face}"


def face_of_a_pool_card(judging: Judging, card: Card,
                        allowed: Callable[[Card], bool] = lambda other: True) -> str:
    """For a line naming ``card`` (out of the pool or banned): a hint's words naming the
    cards in the format's pool that day with a face of ``card``'s name (``; Emeritus of
    Conflict, in the card pool, has a face named Lightning Bolt: write it by its name if
    you meant it``, Secrets of Strixhaven's prepare card beside the classic Lightning Bolt,
    out of Standard), from the card data's face index (MTG comprehensive rules 709.1,
    715.1: a face's name is no card's name in a deck list; the line names the classic
    card); only those ``allowed`` (the banned rule's: not banned themselves); ``""`` when
    none, or the format has no pool."""
    database = judging.database
    if database is None or judging.fmt.option(OPTIONS) is None:
        return ""
    return "".join(f"; {other.faces[0]}, in the card pool, has a face named {card.name}: "
                   "write it by its name if you meant it"
                   for other in database.cards_with_face(card.name)
                   if _plainly_in(judging, other) and allowed(other))


def _newer_set_update(ctx: CheckContext, why: str, day: str) -> tuple[str, str] | None:
    """For a card with no printing in the card data judged after the data's date: what
    that date leaves unknown (a set released after it may print the card: a card of
    Reality Fracture, 2026-10-02, known to the bundled data of 2026-08-22 by its name
    only) and the command that brings newer data; ``None`` otherwise."""
    from cardtools.cardpool import NO_PRINTING

    dated = str(ctx.card_data.get("date") or "")[:10]
    update = str(ctx.card_data.get("update") or "")
    if why != NO_PRINTING or not dated or not update or day <= dated:
        return None
    return (f"the card data stops on {dated}: a set released after it that prints the "
            f"card is not known", update)


def _plainly(found: PoolAnswer) -> bool:
    """In the pool with nothing to say about it: not early, not in doubt."""
    return found.legal and not found.early and not found.doubt


def _rotated_online(ctx: CheckContext, spec: CardPoolSpec,
                    early: list[tuple[DeckEntry, Card]]) -> Iterator[Violation]:
    """An error for each card of the deck that rotates out on or before the day a card
    it plays early (``early_release_days``: legal on Magic Online only) reaches stores:
    the set that brings the early card may be the one whose release rotates the format
    (Standard: Edge of Eternities, 2025-08-01, rotated Dominaria United out) or a set
    reaching stores within those days after a rotation. Such a deck is legal nowhere on
    the judged day: in stores the early card is not out yet, on Magic Online the
    rotation came with the release there of its set or of the rotation's set, out
    before it. Magic Tournament Rules 6.1 (a format's sets); the rotation days of the
    format's ``rotations``."""
    pool, day = spec.pool, ctx.lists.as_of
    rotations = [r.date for r in pool.rotations if day < r.date] if early else []
    if not rotations:
        return
    # each early card with the day it reaches stores, when a rotation comes by then
    brought = [(entry, card, arrival) for entry, card in early
               for arrival in [_store_day(pool, card, day, ctx.sets)]
               if arrival is not None and rotations[0] <= arrival]
    if not brought:
        return
    playing_early = {id(entry) for entry, _ in early}
    banned = ctx.lists.banned
    for entry, card in ctx.cards(pool.zones or None):
        if id(entry) in playing_early or (banned and any(
                normalise(identity) in banned for identity in card.identities)):
            continue  # the banned rule reports a banned card
        if not _plainly(pool.answer(card, day, ctx.sets)):
            continue
        out = next((date for date in rotations
                    if not pool.answer(card, date, ctx.sets).legal), None)
        found = next(((first, card_in, arrival) for first, card_in, arrival in brought
                      if out is not None and out <= arrival), None)
        if found is None:
            continue
        first, card_in, arrival = found
        yield RULE.violation(
            _rotated_before_stores(ctx.fmt.name, card.name, out or "", card_in.name,
                                   first.line.line, arrival, day),
            zone=entry.zone, line=entry.line.line, cards=(card.name,),
            count=entry.count, source=spec.source.cite(),
            hint=f"replace {card.name}, or {card_in.name} for a tabletop event",
            written=ctx.written(entry))


def _store_day(pool: CardPool, card: Card, day: str, table: SetTable) -> str | None:
    """The first day after ``day``, within the days a set may be out on Magic Online
    before stores (``CardPool.early_window``), on which ``card`` is plainly in the pool
    (its set in stores); ``None`` if none."""
    from cardtools.cardpool import days_after

    for offset in range(1, pool.early_window(table) + 1):
        later = days_after(day, offset)
        if _plainly(pool.answer(card, later, table)):
            return later
    return None


def _rotated_before_stores(fmt: str, name: str, out: str, early: str, line: int | None,
                           arrival: str, day: str) -> str:
    """The message of a card rotating out on ``out`` while the early card ``early``
    (deck line ``line``) reaches stores on ``arrival`` (the same day or later)."""
    if out == arrival:
        return (f"{name} rotates out of {fmt} on {out}, the day {early} (line {line}) "
                f"reaches stores: on {day} the deck is legal neither in stores ({early} not "
                f"out yet) nor on Magic Online (its set's release there rotated {name} out)")
    return (f"{name} rotates out of {fmt} on {out}, before {early} (line {line}) reaches "
            f"stores on {arrival}: on {day} the deck is legal neither in stores ({early} "
            f"not out yet) nor on Magic Online (the rotation's set, out there before "
            f"{early}'s, rotated {name} out)")


def _outside(ctx: CheckContext, pool: CardPool
             ) -> Iterator[tuple[DeckEntry, Card, PoolAnswer]]:
    """The lines whose card is not plainly in the pool, with the pool's answer: the
    pool's ``zones`` (all when none) by ``IN_POOL``, each ``zone_rarity`` zone and the
    supplementary deck (``model.SUPPLEMENTARY``: an Attraction deck) by its own pool
    (``CardPool.for_zone``), in that order."""
    for entry, card in ctx.failing(PLAINLY_IN, pool.zones or None):
        yield entry, card, ctx.answer(IN_POOL, card)
    for zone in (*pool.zone_rarity, SUPPLEMENTARY):
        for entry, card in ctx.failing(plainly_in_zone(zone), [zone]):
            yield entry, card, ctx.answer(in_zone_pool(zone), card)


def _questions(judging: Judging) -> list[CardQuestion]:
    spec = judging.fmt.option(OPTIONS)
    if spec is None:
        return []
    return [(PLAINLY_IN, spec.pool.zones or None),
            *((plainly_in_zone(zone), (zone,))
              for zone in (*spec.pool.zone_rarity, SUPPLEMENTARY))]


def _needs(judging: Judging) -> DeckNeed | None:
    """Every deck when the judged day is before the format's recorded rotations (each
    gets the warning that none was found rotated out); else only the decks with a line
    outside the pool."""
    spec = judging.fmt.option(OPTIONS)
    if spec is not None and spec.pool.unrecorded(judging.lists.as_of):
        return None
    return "flagged"


RULE = Rule(
    "card-pool", "CT402", "error",
    "A card outside the format's card pool on the judged day (MTG: its sets, release "
    "dates, rotations and rarity).",
    check, __doc__ or "", OPTIONS, card_questions=_questions, applies=uses(OPTIONS),
    needs=_needs,
)
