"""copy-limit (CT301): more copies of one card identity than the format allows.

Not reported (Mage Noir: at most 4 copies over deck and side deck together)::

    Format: mage-noir/tournament
    Deck
    3 Water Drop
    Side
    1 Water Drop

Illegal::

    Format: mage-noir/tournament
    Deck
    3 Water Drop
    Side
    2 Water Drop          # 5 copies; at most 4: remove 1 copy

The limit is the format's ``copy_limit``: a default, per-rarity limits (a card printed
at several rarities takes the most permissive), ``singleton``, per-card exceptions
(basic lands, "any number" cards), and, where the format names a ``limit_fact``, the
limit a card's own text sets, read from that card fact (``deck_limit``: a number, or
``any``): card text over the rules (Mage Noir Detailed Rules v1.1, 0.1, Card Text
over the Detailed Rules; Magi-Nation Duel rulebook 2001, First, Breaking the Rules), so a
card file's card that allows 2 copies, or any number, is held to that. A card's identity
is its canonical name, or the names in ``counts_as`` (Magi-Nation alternates count as the
original): an identity's copies are held to the most permissive of its cards' limits, and
the copies of its cards of each lower limit, together, to that limit, said beside the
identity's total when that is over too. An alternate played alone is named as written,
with the card it counts as (``4 copies of The Last Words (counted as Scroll of Fire)``):
the limit and rarity said are its own.
Banned and restricted cards are reported by their own rules instead (by this one
when the deck's severities turn those rules off or lower them below an error).
A supplementary deck written beside the deck (Magic's Attraction deck under
``Attractions``) is counted apart: each English name at most as often as its game data
says (``supplementary_decks``: once, Comprehensive Rules 717.2a).
"""

from collections.abc import Iterator, Mapping
from functools import cached_property
from typing import Any, NamedTuple

from cardtools.formatspec.match import Matcher
from cardtools.formatspec.model import Source
from cardtools.formatspec.options import RuleOptions, Where
from cardtools.model import COMMAND, Card, DeckEntry, Violation
from cardtools.names import normalise
from cardtools.rules import rarity_not_allowed
from cardtools.rules._supplementary import written_decks
from cardtools.rules._text import plural
from cardtools.rules.base import (
    CardQuestion,
    CheckContext,
    Judging,
    Question,
    Rule,
    Tally,
    named_copies,
    tallies_by_card,
    uses,
)


class CopyException(NamedTuple):
    """Cards that allow another number of copies (``limit`` ``None``: any number)."""

    limit: int | None
    match: Matcher | None = None
    cards: frozenset[str] = frozenset()
    reason: str = ""

    def applies(self, name_keys: tuple[str, ...], card: Any) -> bool:
        """Whether the exception covers a card (by normalised names or by its test)."""
        if self.cards and any(key in self.cards for key in name_keys):
            return True
        return self.match is not None and self.match(card)


class CopyLimit:
    """How many copies of one card identity a deck may hold, counted over ``zones``.

    ``default`` (``None``: no limit), ``by_rarity`` (normalised rarity -> limit; a card
    printed at several rarities takes the most permissive), ``singleton`` (limit 1),
    ``exceptions`` that override all of these, and ``limit_fact``, the card fact
    holding the limit a card's own text sets (``fact_limit``), which overrides all but
    the exceptions.
    """

    def __init__(self, zones: tuple[str, ...], default: int | None = None, singleton: bool = False,
                 by_rarity: Mapping[str, int | None] | None = None,
                 exceptions: tuple[CopyException, ...] = (), source: Source | None = None,
                 limit_fact: str | None = None) -> None:
        self.zones = zones
        self.default = default
        self.singleton = singleton
        self.by_rarity: Mapping[str, int | None] = {} if by_rarity is None else by_rarity
        self.exceptions = exceptions
        self.source: Source = Source() if source is None else source
        self.limit_fact = limit_fact

    def __eq__(self, other: object) -> bool:
        # by value, as a dataclass compares (what is remembered aside left out)
        return isinstance(other, CopyLimit) and self._compared() == other._compared()

    def _compared(self) -> tuple[Any, ...]:
        return (self.zones, self.default, self.singleton, self.by_rarity, self.exceptions,
                self.source, self.limit_fact)

    @cached_property
    def floor(self) -> int | None:
        """The smallest limit a card has here but for the exceptions below it (``None``: no
        card has a limit): an identity with no more copies than this is within its limit,
        unless one of its cards is such an exception or sets its own limit
        (``below_floor``)."""
        limits = [self.default, *self.by_rarity.values()] + ([1] if self.singleton else [])
        known = [limit for limit in limits if limit is not None]
        if not known:  # only exceptions limit cards here
            known = [e.limit for e in self.exceptions if e.limit is not None]
        return min(known) if known else None

    @cached_property
    def any_unlimited(self) -> bool:
        """Whether some card may have no limit here (an exception, a rarity or the
        default without one, or a card's own text: ``limit_for``)."""
        if self.limit_fact is not None or any(e.limit is None for e in self.exceptions):
            return True
        return not self.singleton and (self.default is None
                                       or None in self.by_rarity.values())

    @cached_property
    def names_excepted(self) -> bool:
        """Whether an exception names cards (``CopyException.cards``): only then are a
        card's names normalised to find its limit."""
        return any(e.cards for e in self.exceptions)

    @cached_property
    def below_floor(self) -> bool:
        """Whether an exception allows fewer copies than ``floor`` (a card whose text
        bans it: 0), or a card's own text may (``limit_fact``), so that those cards are
        checked whatever their count."""
        floor = self.floor
        if floor is not None and self.limit_fact is not None:
            return True
        return floor is not None and any(e.limit is not None and e.limit < floor
                                         for e in self.exceptions)


def parse(data: Mapping[str, Any], where: Where) -> CopyLimit | None:
    """The ``CopyLimit`` of a format's schema-valid ``copy_limit`` mapping (``None`` when
    it is empty); ``zones`` defaults to every zone of the format, ``source`` to the
    format's. Rarity keys and exception card names are normalised. Raises nothing."""
    if not data:
        return None
    return CopyLimit(
        zones=tuple(data.get("zones", where.zones)),
        default=data.get("default"),
        singleton=bool(data.get("singleton", False)),
        by_rarity={normalise(k): v for k, v in (data.get("by_rarity") or {}).items()},
        exceptions=tuple(
            CopyException(
                limit=item["limit"],
                match=Matcher(item["match"]) if "match" in item else None,
                cards=frozenset(normalise(n) for n in item.get("cards", ())),
                reason=item.get("reason", ""),
            )
            for item in data.get("exceptions", ())
        ),
        source=Source.of(data.get("source"), where.source),
        limit_fact=data.get("limit_fact"),
    )


SCHEMA: dict[str, Any] = {"anyOf": [{
    "type": "object",
    "properties": {
        "default": {"$ref": "#/$defs/limit"},
        "singleton": {"type": "boolean"},
        "by_rarity": {
            "type": "object",
            "additionalProperties": {"$ref": "#/$defs/limit"},
        },
        "zones": {"$ref": "#/$defs/zoneIds"},
        "exceptions": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["limit"],
                "properties": {
                    "match": {"$ref": "#/$defs/match"},
                    "cards": {"$ref": "#/$defs/names"},
                    "limit": {"$ref": "#/$defs/limit"},
                    "reason": {"type": "string"},
                },
                "additionalProperties": False,
                "anyOf": [{"required": ["match"]}, {"required": ["cards"]}],
            },
        },
        "limit_fact": {
            "type": "string", "minLength": 1,
            "description": "The card fact holding the limit a card's own text sets: a "
                           "number of copies, or 'any' for no limit (deck_limit).",
        },
        "source": {"$ref": "#/$defs/source"},
    },
    "additionalProperties": False,
}, {"type": "null"}]}

#: The format file's ``copy_limit``: how many copies of one card a deck may hold.
OPTIONS: RuleOptions[CopyLimit] = RuleOptions("copy_limit", SCHEMA, parse)


def limit_for(card: Card, rules: CopyLimit) -> tuple[int | None, str]:
    """The most copies of ``card`` allowed, and why (``""`` for the default limit).

    ``None`` means any number. Exceptions win, then the card's own limit (``limit_fact``),
    then singleton, then rarity, then the default.
    """
    keys = (tuple(normalise(n) for n in (card.name, *card.identities))
            if rules.names_excepted else ())
    for exception in rules.exceptions:
        if exception.applies(keys, card):
            return exception.limit, exception.reason
    if rules.limit_fact is not None:
        own = fact_limit(card.facts.get(rules.limit_fact))
        if own is not None:
            return own
    if rules.singleton:
        return 1, "singleton"
    known = [r for r in card.rarities if normalise(r) in rules.by_rarity]
    if known:
        limits = [rules.by_rarity[normalise(r)] for r in known]
        best = None if None in limits else max(x for x in limits if x is not None)
        return best, "/".join(known)
    return rules.default, ""


def fact_limit(value: Any) -> tuple[int | None, str] | None:
    """The limit a card fact of a card's own deck limit gives, and why: ``"any"`` (any
    case) -> ``(None, "its text allows any number")``, a whole number of copies (an int,
    or its digits as a CSV card file writes it) -> ``(n, "its text allows up to n")``;
    ``None`` for a missing fact or any other value (the format's limit applies).
    Raises nothing."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, str):
        text = value.strip()
        if text.casefold() == "any":
            return None, "its text allows any number"
        if not (text.isascii() and text.isdigit()):
            return None
        value = int(text)
    if isinstance(value, float) and value.is_integer():  # JSON's 2.0, a whole number
        value = int(value)
    if not isinstance(value, int) or value < 0:
        return None
    return value, f"its text allows up to {value}"


def _limit(judging: Judging, card: Card) -> tuple[int | None, str]:
    rules = judging.fmt.option(OPTIONS)
    assert rules is not None  # asked only of formats with copy limits
    return limit_for(card, rules)


#: The most copies of a card allowed, and why (``limit_for``).
LIMIT: Question[Card, tuple[int | None, str]] = Question("copy-limit", _limit)

def _at_floor(judging: Judging, card: Card) -> bool:
    rules = judging.fmt.option(OPTIONS)
    assert rules is not None and rules.floor is not None  # asked when below_floor
    limit = judging.answer(LIMIT, card)[0]
    return limit is None or limit >= rules.floor


#: Whether a card's limit is the format's ``floor`` or more (or none): a card failing it
#: (Gleemox: 0) is checked whatever its count.
AT_FLOOR: Question[Card, bool] = Question("copy-limit at floor", _at_floor)

#: Whether a card has a limit (``LIMIT``): an identity with an unlimited card (a basic
#: land) is never over its limit.
LIMITED: Question[Card, bool] = Question(
    "copy-limit limited", lambda judging, card: judging.answer(LIMIT, card)[0] is not None)


def _known_rarity(judging: Judging, card: Card) -> bool:
    rules = judging.fmt.option(OPTIONS)
    assert rules is not None  # asked only of formats with copy limits
    return any(normalise(r) in rules.by_rarity for r in card.rarities)


#: Whether a card has a rarity the format's rarity limits name.
KNOWN_RARITY: Question[Card, bool] = Question("copy-limit rarity", _known_rarity)


def _tally_limit(tally: Tally, ctx: CheckContext, rules: CopyLimit
                 ) -> tuple[int | None, str]:
    """The limit of an identity: the most permissive of its cards' limits (each card is
    also held to its own: ``_cards_over``)."""
    found: list[tuple[int | None, str]] = [
        ctx.answer(LIMIT, e.card) for e in tally.entries if e.card is not None]
    if any(limit is None for limit, _ in found):
        return None, ""
    return max(found, key=lambda pair: pair[0] or 0)


def breakdown(tally: Tally, ctx: CheckContext) -> str:
    """``" (deck 3 + side deck 2)"`` or ``" (Furok 2 + Dark Furok 2)"``; empty when the
    copies sit on one line kind only."""
    if len(tally.cards) > 1:
        per_card: dict[str, int] = {}
        for entry in tally.entries:
            if entry.card is not None:
                per_card[entry.card.name] = per_card.get(entry.card.name, 0) + entry.count
        return " (" + " + ".join(f"{name} {n}" for name, n in per_card.items()) + ")"
    if len(tally.by_zone) > 1:
        return " (" + " + ".join(
            f"{ctx.fmt.zone_label(z).lower()} {n}" for z, n in tally.by_zone.items()
        ) + ")"
    return ""


def _unknown_rarities(ctx: CheckContext, rules: CopyLimit) -> Iterator[Violation]:
    """A warning per card whose rarities the format's rarity limits do not name (a typo
    in a card file: "Rar"), since the default limit then applies (asked only of a
    format with rarity limits, not singleton); and one per card with no rarity at all
    held to that default with more copies than the lowest rarity limit allows, at its
    first line: its rarity would decide the verdict (MageTCG rules, Formats: Ascension:
    Legendary x1), and the data does not give it (four copies of a card whose rarity
    column was left empty passed unsaid)."""
    in_play = _playable_rarity_limits(ctx, rules)
    known = ", ".join(f"{k.title()} {v}" for k, v in in_play.items())
    limit = "no limit" if rules.default is None else f"at most {rules.default}"
    lowest = min((v for v in in_play.values() if v is not None), default=None)
    counts: Mapping[str, int] = {}
    warned: set[str] = set()
    for entry, card in ctx.failing(KNOWN_RARITY, rules.zones):
        if card.rarities:
            yield _rarity_warning(ctx, rules, entry, card, (
                f"{card.name} has the rarity {'/'.join(card.rarities)}, which "
                f"{ctx.fmt.name} does not know ({known}); {limit} applies"),
                "check the rarity in your card file")
            continue
        counts = counts or ctx.counts(rules.zones)
        copies = max(counts.get(identity, 0) for identity in card.identities)
        if (lowest is None or copies <= lowest or card.name in warned
                or ctx.answer(LIMIT, card)[1]):
            continue
        warned.add(card.name)
        yield _rarity_warning(ctx, rules, entry, card, (
            f"{card.name} has no rarity in the card database, and {ctx.fmt.name} limits copies "
            f"by rarity ({known}): {limit} applies to its {copies} copies"),
            "add the card's rarity to your card file (--cards)")


def _playable_rarity_limits(ctx: CheckContext, rules: CopyLimit) -> Mapping[str, Any]:
    """The rarity limits of ``rules`` for the rarities the format lets a deck hold
    (``allowed_rarities``: Heroic's Common 4, Uncommon 3, not the Rare 2 and Legendary 1
    of the Ascension it varies, which the warnings named as limits of Ascension + Heroic);
    every rarity limit when the format allows every rarity."""
    allowed = ctx.fmt.option(rarity_not_allowed.OPTIONS)
    return {rarity: limit for rarity, limit in rules.by_rarity.items()
            if allowed is None or normalise(rarity) in allowed.rarities}


def _rarity_warning(ctx: CheckContext, rules: CopyLimit, entry: DeckEntry, card: Card,
                    message: str, hint: str) -> Violation:
    """The warning of ``_unknown_rarities`` on ``entry``'s line: ``message`` and ``hint``
    of the rarity ``card`` lacks or the format does not know."""
    return RULE.violation(
        message, severity="warning", zone=entry.zone, line=entry.line.line,
        cards=(card.name,), source=rules.source.cite(), hint=hint,
        written=ctx.written(entry),
    )


def _unlimited(ctx: CheckContext, rules: CopyLimit, over: set[str]) -> set[str]:
    """The identities among ``over`` with an unlimited card in the counted zones (a
    basic land) and no limited one: they have no limit (``_tally_limit``), so they need
    no tally. Read
    from the lines failing ``LIMITED`` (a card question of the rule where some card
    may have no limit: the deck's lines were judged on it when its context was made)."""
    if not rules.any_unlimited:
        return set()
    unlimited = {identity for _entry, card in ctx.failing(LIMITED, rules.zones)
                 for identity in card.identities if identity in over}
    if not unlimited or ctx.aliased.isdisjoint(rules.zones):
        return unlimited  # no card counting as another: each identity is one card
    # an identity holding a limited card too (a card and its unlimited alternate) keeps
    # its tally: that card is still held to its own limit (``_cards_over``)
    return unlimited - {identity for _entry, card in ctx.cards(rules.zones)
                        if ctx.answer(LIMITED, card)
                        for identity in card.identities if identity in unlimited}


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per card identity over its limit, at its first line; a warning per card
    of a rarity the format's rarity limits do not name."""
    rules = ctx.fmt.option(OPTIONS)
    if rules is None:
        return
    yield from _supplementary_copies(ctx)
    if rules.by_rarity and not rules.singleton:
        yield from _unknown_rarities(ctx, rules)
    floor = rules.floor
    if floor is None:
        return
    counts = ctx.counts(rules.zones)
    # most decks hold no identity over the floor: told at once by the largest count
    over = ({identity for identity, count in counts.items() if count > floor}
            if counts and max(counts.values()) > floor else set())
    if rules.below_floor:
        over.update(identity for _entry, card in ctx.failing(AT_FLOOR, rules.zones)
                    for identity in card.identities)
    if over:
        over -= _unlimited(ctx, rules, over)
    listed: frozenset[str] = frozenset()
    if over:
        listed = _reported_by_lists(ctx)
        over = {identity for identity in over if normalise(identity) not in listed}
    if not over:
        return
    found: list[tuple[str, int | None, frozenset[int], Violation]] = []
    for identity, tally in ctx.tallies(rules.zones, over).items():
        if listed and _all_listed(tally, listed):
            continue  # its copies count as a listed card too: the lists' rules judge them
        limit, why = _tally_limit(tally, ctx, rules)
        if len(tally.cards) > 1:
            # each card's own lower limit too, over the total's or within it (2 Alt
            # Warden, Legendary, beside 3 Umbral Warden: over 1 whatever the total)
            found.extend((identity, level, frozenset(map(id, entries)), violation)
                         for level, entries, violation in _cards_over(ctx, rules, tally)
                         if limit is None or level < limit)
        if limit is None or tally.count <= limit:
            continue
        reason = f" ({why})" if why else ""
        found.append((identity, limit, frozenset(map(id, tally.entries)), RULE.violation(
            f"{plural(tally.count, 'copy')} of {named_copies(tally)}{breakdown(tally, ctx)}; "
            f"at most {limit}{reason}{ctx.written_elsewhere(*tally.entries)}",
            zone=tally.first.zone, line=tally.first.line.line, cards=tally.cards,
            count=tally.count, limit=limit, source=rules.source.cite(),
            hint=_fix(tally, tally.count - limit, ctx),
            written=ctx.written(*tally.entries),
        )))
    yield from _once(found)


def _supplementary_copies(ctx: CheckContext) -> Iterator[Violation]:
    """One error per English name written in a supplementary deck beside the deck more
    often than its game data allows (an Attraction deck holds each name once,
    comprehensive rules 717.2a), at its first line: counted apart from the deck's own
    copies."""
    for deck in written_decks(ctx):
        for tally in tallies_by_card(entry for entry, _card in deck.lines).values():
            if tally.count <= deck.copies:
                continue
            yield RULE.violation(
                f"{plural(tally.count, 'copy')} of {tally.identity} in the "
                f"{deck.label}; at most {deck.copies} (each card of it has a "
                "different English name)",
                zone=tally.first.zone, line=tally.first.line.line, cards=tally.cards,
                count=tally.count, limit=deck.copies, source=deck.source,
                hint=f"remove {plural(tally.count - deck.copies, 'copy')}",
                written=ctx.written(*tally.entries))


def _all_listed(tally: Tally, listed: frozenset[str]) -> bool:
    """Whether every card of ``tally`` counts as a card the ``banned`` or ``restricted``
    rule reports (``listed``, normalised names) as well: a card counting as a card that
    counts as a restricted one (``counts_as`` followed to its end) is judged by that rule,
    and its copies were a ``copy-limit`` error of the card between too (5 Cinder counting
    as Ember Shard, itself Ignition's: over Ember Shard's 4 and Ignition's 1)."""
    return all(any(normalise(name) in listed for name in entry.card.identities)
               for entry in tally.entries if entry.card is not None)


def _once(found: list[tuple[str, int | None, frozenset[int], Violation]]
          ) -> Iterator[Violation]:
    """The violations of ``found`` (identity, limit, the ids of the lines counted, the
    violation), but for one whose lines another identity's violation of the same limit
    counts too: a card counting as a card that counts as a third (``counts_as`` followed
    to its end) counts as both, and its copies were reported once per identity (4 Very
    Dark Furok: over the limit of Dark Furok and of Furok). Of two counting the same
    lines, the later identity's is kept (the chain's end)."""
    return (violation for n, (identity, limit, lines, violation) in enumerate(found)
            if not any(other != identity and other_limit == limit and (
                lines < other_lines or (lines == other_lines and m > n))
                for m, (other, other_limit, other_lines, _v) in enumerate(found)))


def _cards_over(ctx: CheckContext, rules: CopyLimit, tally: Tally
                ) -> Iterator[tuple[int, list[DeckEntry], Violation]]:
    """For an identity of several cards (a card and its alternate, ``counts_as``) within
    the most permissive of its cards' limits: for each lower limit of its cards, the
    copies of the cards held to it or to less, together, when they are more (with that
    limit and their lines). An alternate is another card, not a printing of it, so a
    Legendary card's Common alternate does not let the deck hold 3 copies of the
    Legendary (MageTCG rules, Formats: Ascension; DESIGN 4: a card's own printings give
    it the most permissive of their limits, not another card's); and a card file's
    alternate whose text allows any number does not lift the limit of the cards it
    counts with: "Furok and Dark Furok count as the same card in all ways. You cannot
    have more than three total of those two cards" (Magi-Nation Duel rulebook 2001,
    Building Your Deck), so 2 Furok and 2 Dark Furok beside such an alternate are over 3."""
    per_card = tallies_by_card(tally.entries)
    limits = {name: ctx.answer(LIMIT, own.first.card) for name, own in per_card.items()
              if own.first.card is not None}
    for level in sorted({limit for limit, _why in limits.values() if limit is not None}):
        held = [name for name, (limit, _why) in limits.items()
                if limit is not None and limit <= level]
        group = Tally(held[0] if len(held) == 1 else tally.identity)
        for entry in tally.entries:
            if entry.card is not None and entry.card.name in held:
                group.add(entry)
        if group.count <= level:
            continue
        why = next(why for limit, why in limits.values() if limit == level)
        reason = f" ({why})" if why else ""
        others = " and ".join(other for other in per_card if other not in held)
        them = ("it", "its") if len(held) == 1 else ("them", "their")
        yield level, group.entries, RULE.violation(
            f"{plural(group.count, 'copy')} of {group.identity}{breakdown(group, ctx)}; "
            f"at most {level}{reason} ({others}, counted with {them[0]} as "
            f"{tally.identity}, does not raise {them[1]} limit)"
            f"{ctx.written_elsewhere(*group.entries)}",
            zone=group.first.zone, line=group.first.line.line, cards=group.cards,
            count=group.count, limit=level, source=rules.source.cite(),
            hint=_fix(group, group.count - level, ctx), written=ctx.written(*group.entries),
        )


def _fix(tally: Tally, excess: int, ctx: CheckContext) -> str:
    """``remove N copies``; where some copies are in the command zone (the commander's)
    and the others elsewhere, the zones to remove them from: ``remove 1 copy from the main
    deck``."""
    zones = tally.by_zone
    kept = {COMMAND} & zones.keys()
    elsewhere = {zone: n for zone, n in zones.items() if zone not in kept}
    if not kept or not elsewhere or sum(elsewhere.values()) < excess:
        return f"remove {plural(excess, 'copy')}"
    return (f"remove {plural(excess, 'copy')} from the "
            + " or the ".join(ctx.fmt.zone_label(zone).lower() for zone in elsewhere)
            + f" (the {ctx.fmt.zone_label(COMMAND).lower()}'s copy leads the deck)")


def _reported_by_lists(ctx: CheckContext) -> frozenset[str]:
    """The normalised names the ``banned`` and ``restricted`` rules report for this deck
    (the cards of their lists, but for a rule the deck's severities turn off or lower
    below an error, which cannot make the deck illegal): this rule leaves those to them,
    and judges the others' copies itself, a card only maybe listed on the day too (a
    change of no known day: ``Lists.maybe``), of which those rules give a warning."""
    lists, off = ctx.lists, ctx.not_errors
    if "banned" not in off and "restricted" not in off:
        return lists.certain
    return frozenset((set() if "banned" in off else lists.banned.keys())
                     | (set() if "restricted" in off else lists.restricted.keys()))


def _questions(judging: Judging) -> list[CardQuestion]:
    rules = judging.fmt.option(OPTIONS)
    if rules is None:
        return []
    questions: list[CardQuestion] = []
    if rules.floor is not None and rules.any_unlimited:
        questions.append((LIMITED, rules.zones))
    if rules.by_rarity and not rules.singleton:
        questions.append((KNOWN_RARITY, rules.zones))
    if rules.below_floor:
        questions.append((AT_FLOOR, rules.zones))
    return questions


RULE = Rule(
    "copy-limit", "CT301", "error",
    "More copies of one identity than allowed (default, rarity-based, singleton).",
    check, __doc__ or "", OPTIONS, card_questions=_questions, applies=uses(OPTIONS),
)
