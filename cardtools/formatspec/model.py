"""A resolved format definition as typed, frozen objects (DESIGN 5)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from cardtools.cardpool import CardPool
from cardtools.formatspec.match import Matcher
from cardtools.model import ZONE_LABELS
from cardtools.names import normalise


@dataclass(frozen=True)
class Source:
    """Where a rule comes from: document, section, url and date (all optional)."""

    document: str | None = None
    section: str | None = None
    url: str | None = None
    date: str | None = None

    @classmethod
    def of(cls, data: Mapping[str, Any] | None, parent: Source | None = None) -> Source:
        """Build from a ``source`` mapping; missing keys are taken from ``parent``.

        A section given without a document cites the parent's document.
        """
        data = data or {}
        base = parent or cls()
        section = data.get("section")
        return cls(
            document=data.get("document", base.document),
            section=str(section) if section is not None else base.section,
            url=data.get("url", base.url),
            date=data.get("date", base.date),
        )

    def cite(self) -> str | None:
        """The citation shown in reports: ``"Document, section"``."""
        parts = [p for p in (self.document, self.section) if p]
        return ", ".join(parts) or None


@dataclass(frozen=True)
class Stack:
    """A Magi stack: exactly ``places`` places filled by different identities; a card
    fills the number of places its ``size_fact`` says (a double Magi: 2); ``filler``
    tests a card that may sit under a short stack without counting (a Universal Relic)."""

    places: int
    size_fact: str | None = None
    filler: Matcher | None = None
    filler_label: str = "filler card"

    def size_of(self, card: Any) -> int:
        """How many places ``card`` fills: its ``size_fact`` fact, else 1."""
        if self.size_fact is None:
            return 1
        value = card.facts.get(self.size_fact, 1)
        return value if isinstance(value, int) and value > 0 else 1


@dataclass(frozen=True)
class ZoneSpec:
    """One zone of a format: its size bounds, the cards it accepts, and its source.

    ``size_excludes`` tests the cards that do not count toward the zone's size even when
    written in it (the Magi-Nation deck "specifically excludes your Magi"); they are still
    reported by ``accepts``. ``size_excludes_label`` names them in messages."""

    id: str
    label: str
    min: int | None = None
    max: int | None = None
    exact: int | None = None
    accepts: Matcher | None = None
    accepts_label: str | None = None
    size_excludes: Matcher | None = None
    size_excludes_label: str | None = None
    stack: Stack | None = None
    show_facts: tuple[str, ...] = ()
    source: Source = field(default_factory=Source)


@dataclass(frozen=True)
class CopyException:
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


@dataclass(frozen=True)
class CopyLimit:
    """How many copies of one card identity a deck may hold, counted over ``zones``.

    ``default`` (``None``: no limit), ``by_rarity`` (normalised rarity -> limit; a card
    printed at several rarities takes the most permissive), ``singleton`` (limit 1),
    and ``exceptions`` that override all of these.
    """

    zones: tuple[str, ...]
    default: int | None = None
    singleton: bool = False
    by_rarity: Mapping[str, int | None] = field(default_factory=dict)
    exceptions: tuple[CopyException, ...] = ()
    source: Source = field(default_factory=Source)

    @cached_property
    def floor(self) -> int | None:
        """The smallest limit any card can have here (``None``: no card has a limit): an
        identity with no more copies than this is within its limit, whatever the card."""
        limits = [self.default, *self.by_rarity.values(), *(e.limit for e in self.exceptions)]
        if self.singleton:
            limits.append(1)
        known = [limit for limit in limits if limit is not None]
        return min(known) if known else None


@dataclass(frozen=True)
class CategoryLimit:
    """At most ``max`` cards passing ``match`` over ``zones`` (e.g. at most 1 Animal)."""

    name: str
    match: Matcher
    max: int
    zones: tuple[str, ...]
    source: Source = field(default_factory=Source)


@dataclass(frozen=True)
class DeckSize:
    """The size of several zones together (Commander: exactly 100 cards, main deck and
    command zone): ``label`` names them in messages."""

    zones: tuple[str, ...]
    label: str
    min: int | None = None
    max: int | None = None
    exact: int | None = None
    source: Source = field(default_factory=Source)


@dataclass(frozen=True)
class PairRule:
    """One way two commanders may lead a deck together (MTG comprehensive rules 702.124,
    903.3c): one card passes ``one`` and the other ``other`` (``None``: ``one`` as
    well); with ``same_fact``, both have the same value of that fact (Partner—Survivors);
    with ``names_fact``, each card's fact is ``names_prefix`` followed by the other's
    name (Partner with)."""

    label: str
    one: Matcher
    other: Matcher | None = None
    same_fact: str | None = None
    names_fact: str | None = None
    names_prefix: str = ""

    def allows(self, first: Any, second: Any, eligible: Matcher) -> bool:
        """Whether ``first`` and ``second`` (cards, either order) form this pair, where
        ``eligible`` tests a card that can be a commander."""
        return (self._ordered(first, second, eligible)
                or self._ordered(second, first, eligible))

    def _ordered(self, first: Any, second: Any, eligible: Matcher) -> bool:
        if not (self.one(first) and eligible(first)):
            return False
        if not (self.other(second) if self.other is not None
                else self.one(second) and eligible(second)):
            return False
        if self.same_fact is not None and (
                first.facts.get(self.same_fact) != second.facts.get(self.same_fact)):
            return False
        if self.names_fact is not None:
            return (normalise(str(first.facts.get(self.names_fact, "")))
                    == normalise(self.names_prefix + second.name)
                    and normalise(str(second.facts.get(self.names_fact, "")))
                    == normalise(self.names_prefix + first.name))
        return True


@dataclass(frozen=True)
class CommanderSpec:
    """What a commander format asks of its command zone (MTG comprehensive rules 903).

    ``zone``: the command zone's id; ``eligible``: a card that can be a commander alone
    (``eligible_label`` in words); ``pairs``: the ways two commanders may go together;
    ``signature_spell``: the card each commander brings beside it (Oathbreaker), with
    ``signature_label``; ``identity_zones``: the zones whose cards must be within the
    commanders' colour identity (rule 903.4); ``colourless_basics``: with a colourless
    commander, basic lands of one basic type are allowed (Brawl)."""

    zone: str
    eligible: Matcher
    eligible_label: str
    pairs: tuple[PairRule, ...] = ()
    signature_spell: Matcher | None = None
    signature_label: str = "signature spell"
    identity_zones: tuple[str, ...] = ()
    colourless_basics: bool = False
    label: str = "commander"
    source: Source = field(default_factory=Source)
    identity_source: Source = field(default_factory=Source)


@dataclass(frozen=True)
class CompanionCondition:
    """The deck-building condition of one companion (rule 702.139a), as data: every
    card of the starting deck that passes ``each`` must pass ``must``; with
    ``distinct``, the cards passing it all have different names (Lutri); with
    ``share_type``, the cards passing it share a card type (Umori);
    ``over_minimum``: the starting deck holds at least that many cards more than the
    format's minimum deck size (Yorion). ``text`` is the condition in words."""

    card: str
    text: str
    each: Matcher | None = None
    must: Matcher | None = None
    distinct: Matcher | None = None
    share_type: Matcher | None = None
    over_minimum: int | None = None


@dataclass(frozen=True)
class CompanionSpec:
    """Companions of a format: ``zone`` holds them (the sideboard), ``deck_zones`` are
    the starting deck; ``conditions`` maps normalised card names to conditions."""

    zone: str
    deck_zones: tuple[str, ...]
    conditions: Mapping[str, CompanionCondition]
    source: Source = field(default_factory=Source)


@dataclass(frozen=True)
class ListEntry:
    """A card on the banned or restricted list since ``since``, with its source."""

    name: str
    since: str
    source: Source
    limit: int = 0


@dataclass(frozen=True)
class ListChange:
    """One dated change of the banned and restricted lists; ``in_force``: the lists in
    force that day, where the recorded history starts (not a change)."""

    date: str
    source: Source
    in_force: bool = False
    banned: tuple[str, ...] = ()
    unbanned: tuple[str, ...] = ()
    restricted: Mapping[str, int] = field(default_factory=dict)
    unrestricted: tuple[str, ...] = ()
    banned_as_commander: tuple[str, ...] = ()
    unbanned_as_commander: tuple[str, ...] = ()
    banned_as_companion: tuple[str, ...] = ()
    unbanned_as_companion: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lists:
    """The banned and restricted lists in force on ``as_of`` (keys: normalised names);
    ``as_commander`` and ``as_companion``: cards that may not be a commander or a
    companion (they may still be played in the deck)."""

    as_of: str
    banned: Mapping[str, ListEntry]
    restricted: Mapping[str, ListEntry]
    as_commander: Mapping[str, ListEntry] = field(default_factory=dict)
    as_companion: Mapping[str, ListEntry] = field(default_factory=dict)

    @cached_property
    def listed(self) -> frozenset[str]:
        """The normalised names on either list."""
        return frozenset(self.banned.keys() | self.restricted.keys())


@dataclass(frozen=True)
class Format:
    """A resolved format (after ``extends`` and variants): every rule as data.

    ``id`` is ``game/name`` (``game/base+variant`` for a combination); ``zones`` maps
    zone ids to specs; the optional parts are ``None`` when the format has no such rule.
    ``definition`` keeps the merged mapping for ``formats show``; ``lists_checked`` is
    the day the banned and restricted history was last checked against its sources.
    """

    id: str
    game: str
    name: str
    description: str
    source: Source
    notes: tuple[str, ...]
    zones: Mapping[str, ZoneSpec]
    copy_limit: CopyLimit | None
    category_limits: tuple[CategoryLimit, ...]
    list_changes: tuple[ListChange, ...]
    allowed_rarities: frozenset[str] | None
    allowed_rarities_source: Source
    allowed_rarities_zones: tuple[str, ...] | None
    required_finish: str | None
    required_finish_source: Source
    card_pool: CardPool | None
    card_pool_source: Source
    draft_pool: bool
    draft_pool_source: Source
    region_warnings: bool
    region_source: Source
    definition: Mapping[str, Any]
    lists_checked: str | None = None
    deck_sizes: tuple[DeckSize, ...] = ()
    commander: CommanderSpec | None = None
    companions: CompanionSpec | None = None
    _lists: dict[str, Lists] = field(default_factory=dict, compare=False, repr=False)

    def zone_label(self, zone: str) -> str:
        """The name of a zone in this format, or its generic name."""
        spec = self.zones.get(zone)
        return spec.label if spec else ZONE_LABELS.get(zone, zone)

    def listed_since(self, since: str) -> str:
        """How long a card has been on a list, in words: ``since`` is the day of the change
        that listed it; a card of the lists in force where the recorded history starts
        (``in_force``) may have been listed long before, and the words say so."""
        first = self.list_changes[0] if self.list_changes else None
        if first is not None and first.in_force and since == first.date:
            return f"since {since} or earlier: the recorded history starts then"
        return f"since {since}"

    def lists_as_of(self, day: dt.date) -> Lists:
        """Apply every list change dated on or before ``day``; return the lists then
        (computed once per day)."""
        cached = self._lists.get(day.isoformat())
        if cached is None:
            cached = self._lists[day.isoformat()] = self._compute_lists(day)
        return cached

    def _compute_lists(self, day: dt.date) -> Lists:
        banned: dict[str, ListEntry] = {}
        restricted: dict[str, ListEntry] = {}
        as_commander: dict[str, ListEntry] = {}
        as_companion: dict[str, ListEntry] = {}
        for change in self.list_changes:
            if change.date > day.isoformat():
                break
            for name in change.banned:  # listed again (a parent's list): the first day stays
                banned.setdefault(normalise(name), ListEntry(name, change.date, change.source))
                restricted.pop(normalise(name), None)
            for name in change.unbanned:
                banned.pop(normalise(name), None)
            for name, limit in change.restricted.items():
                restricted[normalise(name)] = ListEntry(name, change.date, change.source, limit)
                banned.pop(normalise(name), None)
            for name in change.unrestricted:
                restricted.pop(normalise(name), None)
            _apply(as_commander, change, change.banned_as_commander,
                   change.unbanned_as_commander)
            _apply(as_companion, change, change.banned_as_companion,
                   change.unbanned_as_companion)
        return Lists(day.isoformat(), banned, restricted, as_commander, as_companion)


def _apply(listed: dict[str, ListEntry], change: ListChange, added: tuple[str, ...],
           removed: tuple[str, ...]) -> None:
    """Put ``added`` on a list (as of the change) and take ``removed`` off it."""
    for name in added:
        listed[normalise(name)] = ListEntry(name, change.date, change.source)
    for name in removed:
        listed.pop(normalise(name), None)
