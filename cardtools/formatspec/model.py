"""A resolved format definition as typed objects (DESIGN 5): a ``Format`` (a plain class,
read-only by convention) and the plain records it holds, built once per format file
(``NamedTuple``s: never changed once built, and cheaper to declare than dataclasses,
whose methods are compiled at start)."""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

import copy
import datetime as dt
from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar

from cardtools.formatspec.match import Matcher
from cardtools.gamedata import bundled_zones, finding_words, written_header
from cardtools.names import normalise

if TYPE_CHECKING:
    from cardtools.formatspec.options import RuleOptions

T = TypeVar("T")


class Source(NamedTuple):
    """Where a rule comes from: document, section, url and date (all optional)."""

    document: str | None = None
    section: str | None = None
    url: str | None = None
    date: str | None = None

    @classmethod
    def of(cls, data: Mapping[str, Any] | None, parent: "Source | None" = None
           ) -> "Source":
        """Build from a ``source`` mapping; missing keys are taken from ``parent``.

        A section given without a document cites the parent's document; a document of
        its own, its own section alone (the parent's is another document's part).
        """
        data = data or {}
        base = parent or cls()
        if data.get("document") not in (None, base.document):
            base = base._replace(section=None)
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


class Stack(NamedTuple):
    """A Magi stack: exactly ``places`` places filled by different identities; a card
    fills the number of places its ``size_fact`` says (a double Magi: 2); ``filler``
    tests a card that may sit under a short stack without counting (a Universal Relic);
    ``repeatable`` tests a card whose own text lets it fill several places (Rayje: "You
    can play with more than one copy of Rayje"); ``excludes_fact`` names the card fact
    listing the regions whose Magi may not share the stack with that card (Yaki, Core
    Stalker: "Yaki cannot be in a Magi stack with Core Magi"); ``fourth_fact`` names the
    card fact listing the Magi after whom, in that order, the card may fill one place more
    (Ninibom: "you can play Ninibom as a fourth Magi")."""

    places: int
    size_fact: str | None = None
    filler: Matcher | None = None
    filler_label: str = "filler card"
    repeatable: Matcher | None = None
    excludes_fact: str | None = None
    fourth_fact: str | None = None

    @property
    def most_places(self) -> int:
        """The most places the stack may ever fill: its ``places``, one more when a card's
        ``fourth_fact`` may add one."""
        return self.places + (self.fourth_fact is not None)

    def extra_place(self, stack: list[Any]) -> bool:
        """Whether the stack's cards are the three Magi a card's ``fourth_fact`` names and
        that card, in whatever order written: the stack may then fill one place more. The
        fact's order is how they are played, which the player sets at each game's start
        (Selecting Magi), not what the deck holds."""
        return self.fourth_magi(stack) is not None

    def fourth_magi(self, stack: list[Any]) -> tuple[str, tuple[str, ...]] | None:
        """The name of the card of ``stack`` whose ``fourth_fact`` names every other card
        of the stack (Ninibom beside Baa, Wiep and Grahnna, in any order), and those names
        in the order the fact gives; ``None`` otherwise."""
        if self.fourth_fact is None:
            return None
        for card in dict.fromkeys(stack):
            before = card.facts.get(self.fourth_fact)
            others = sorted(other.name for other in stack if other is not card)
            if isinstance(before, list) and before and others == sorted(before):
                return card.name, tuple(before)
        return None

    def fourth_card(self, stack: list[Any]) -> tuple[str, tuple[str, ...]] | None:
        """The name of the first card of ``stack`` whose ``fourth_fact`` names Magi it may
        follow as a fourth Magi (Ninibom), and those names; ``None`` when none has it."""
        if self.fourth_fact is None:
            return None
        for card in stack:
            before = card.facts.get(self.fourth_fact)
            if isinstance(before, list) and before:
                return card.name, tuple(before)
        return None

    def needed_places(self, stack: list[Any], filled: int) -> int:
        """The places a stack of ``stack``'s cards filling ``filled`` places must come to:
        one more than ``places`` (Ninibom's fourth) when it overfills and already holds the
        card of ``fourth_card`` and every Magi that card names, else ``places``."""
        found = self.fourth_card(stack)
        names = {card.name for card in stack}
        if filled > self.places and found is not None and names.issuperset(found[1]):
            return self.places + 1
        return self.places

    def fourth_out_of_order(self, stack: list[Any]) -> tuple[str, tuple[str, ...]] | None:
        """``fourth_magi`` of ``stack`` when its cards are not written in the order the
        fact gives, that card last (Wiep, Baa, Grahnna, Ninibom): the stack is legal, but
        must be played in that order; ``None`` otherwise."""
        found = self.fourth_magi(stack)
        if found is None:
            return None
        name, before = found
        return None if [card.name for card in stack] == [*before, name] else found

    def excluded_regions(self, card: Any) -> tuple[str, ...]:
        """The regions whose Magi ``card`` keeps out of the stack (its ``excludes_fact``
        fact), or nothing."""
        if self.excludes_fact is None:
            return ()
        value = card.facts.get(self.excludes_fact, ())
        return tuple(value) if isinstance(value, list | tuple) else ()

    def size_of(self, card: Any) -> int:
        """How many places ``card`` fills: its ``size_fact`` fact, else 1."""
        if self.size_fact is None:
            return 1
        value = card.facts.get(self.size_fact, 1)
        return value if isinstance(value, int) and value > 0 else 1


class SizeBounds(Protocol):
    """A size's bounds: a zone's (``ZoneSpec``) or several zones' together (a format's
    ``deck_size``)."""

    @property
    def min(self) -> int | None:
        """The least size, if any."""

    @property
    def exact(self) -> int | None:
        """The one size allowed, if any."""


def full_size(bounds: SizeBounds) -> int | None:
    """The size of a full deck of ``bounds``: its ``exact`` size, else its least
    (``min``); ``None`` when it gives neither. Pure."""
    return bounds.exact if bounds.exact is not None else bounds.min


class ZoneSpec(NamedTuple):
    """One zone of a format: its size bounds, the cards it accepts, and its source.

    ``size_excludes`` tests the cards that do not count toward the zone's size even when
    written in it (the Magi-Nation deck "specifically excludes your Magi"); they are still
    reported by ``accepts``. ``size_excludes_label`` names them in messages.
    ``under_deck_header``, of a side deck: its cards may be written with no header of
    their own as the blocks after a whole deck's blank line under the deck's one header
    (MTG Arena's typed form, ``Deck`` / 60 / blank / 15); without it such blocks are the
    deck's, as the header says (``guessed_zones.read_guessed_sideboard``)."""

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
    source: Source = Source()
    under_deck_header: bool = False


class ListEntry:
    """A card on the banned or restricted list since ``since``, with its source;
    ``day_known`` false when the list change that put it there is known only from a list
    of that day (``ListChange.day_unknown``)."""

    __slots__ = ("day_known", "limit", "name", "since", "source")

    def __init__(self, name: str, since: str, source: Source, limit: int = 0,
                 day_known: bool = True) -> None:
        self.name = name
        self.since = since
        self.source = source
        self.limit = limit
        self.day_known = day_known


class ListChange:
    """One dated change of the banned and restricted lists; ``in_force``: the lists in
    force that day, where the recorded history starts (not a change); ``day_unknown``:
    a change known only from a list of that day, which took effect on it or earlier
    (after the change before it): the sources give no day; ``partial``: bans known
    before the format's recorded history starts (the cards banned in every sanctioned
    format): in force from its date, while the format's other bans stay unrecorded
    until its first change that is not partial."""

    __slots__ = ("banned", "banned_as_commander", "banned_as_companion", "date",
                 "day_unknown", "in_force", "partial", "restricted", "source", "unbanned",
                 "unbanned_as_commander", "unbanned_as_companion", "unrestricted")

    #: The fields that name cards (each a list of names; ``restricted`` maps a name to
    #: its copies), as a format file's list change writes them.
    NAMED: tuple[str, ...] = ("banned", "unbanned", "restricted", "unrestricted",
                              "banned_as_commander", "unbanned_as_commander",
                              "banned_as_companion", "unbanned_as_companion")

    def __init__(self, date: str, source: Source, in_force: bool = False,
                 banned: tuple[str, ...] = (), unbanned: tuple[str, ...] = (),
                 restricted: Mapping[str, int] = MappingProxyType({}),
                 unrestricted: tuple[str, ...] = (),
                 banned_as_commander: tuple[str, ...] = (),
                 unbanned_as_commander: tuple[str, ...] = (),
                 banned_as_companion: tuple[str, ...] = (),
                 unbanned_as_companion: tuple[str, ...] = (),
                 day_unknown: bool = False, partial: bool = False) -> None:
        self.date = date
        self.source = source
        self.in_force = in_force
        self.day_unknown = day_unknown
        self.partial = partial
        self.banned = banned
        self.unbanned = unbanned
        self.restricted = restricted
        self.unrestricted = unrestricted
        self.banned_as_commander = banned_as_commander
        self.unbanned_as_commander = unbanned_as_commander
        self.banned_as_companion = banned_as_companion
        self.unbanned_as_companion = unbanned_as_companion


    def renamed(self, names: Mapping[str, str]) -> "ListChange":
        """This change with each card name that ``names`` maps (a name written in
        another language -> the card's own name) written as it maps it."""
        def of(written: tuple[str, ...]) -> tuple[str, ...]:
            return tuple(names.get(name, name) for name in written)

        return ListChange(
            self.date, self.source, self.in_force, of(self.banned), of(self.unbanned),
            MappingProxyType({names.get(name, name): limit
                              for name, limit in self.restricted.items()}),
            of(self.unrestricted), of(self.banned_as_commander),
            of(self.unbanned_as_commander), of(self.banned_as_companion),
            of(self.unbanned_as_companion), self.day_unknown, self.partial)


class Lists:
    """The banned and restricted lists in force on ``as_of`` (keys: normalised names);
    ``as_commander`` and ``as_companion``: cards that may not be a commander or a
    companion (they may still be played in the deck); ``certain``: the normalised names
    on the banned or the restricted list; ``listed``: those and the names on the lists
    of ``maybe`` when it is given (the decks the lists' rules look at).
    ``maybe``: the lists after the next change when the sources give no day for it
    (``ListChange.day_unknown``: it took effect on its date or earlier, so maybe already
    on ``as_of``; after a run of such dates, each card listed on any of their lists),
    else ``None``. Made by ``Format.lists_as_of``."""

    __slots__ = ("as_commander", "as_companion", "as_of", "banned", "certain", "listed",
                 "maybe", "restricted")

    def __init__(self, as_of: str, banned: Mapping[str, ListEntry],
                 restricted: Mapping[str, ListEntry], as_commander: Mapping[str, ListEntry],
                 as_companion: Mapping[str, ListEntry], maybe: "Lists | None" = None) -> None:
        self.as_of = as_of
        self.banned = banned
        self.restricted = restricted
        self.as_commander = as_commander
        self.as_companion = as_companion
        self.certain = frozenset(banned.keys() | restricted.keys())
        self.listed: frozenset[str] = (self.certain | maybe.listed if maybe is not None
                                       else self.certain)
        self.maybe = maybe

    @property
    def possible(self) -> "Lists":
        """The lists that may already be in force on the day: ``maybe``, or these lists
        when every change up to the next one has a known day."""
        return self.maybe or self


class DeckHash:
    """Another tool's deck hash a format gives in every report beside the fingerprint
    (``deck_hash`` of a format file): ``kind`` (``cockatrice``) and the card layouts
    that tool names by their full name (``full_name_layouts``: split cards)."""

    __slots__ = ("full_name_layouts", "kind")

    def __init__(self, kind: str, full_name_layouts: frozenset[str] = frozenset()) -> None:
        self.kind = kind
        self.full_name_layouts = full_name_layouts


def format_file_ids(format_id: str) -> tuple[str, ...]:
    """The format files a canonical format id is built from, base first: ``mtg/modern`` for
    ``mtg/modern``, ``(magetcg/ascension, magetcg/heroic)`` for ``magetcg/ascension+heroic``
    (a variant written without its game is of the base's game). Pure; raises nothing."""
    base, *variants = format_id.split("+")
    game = base.split("/", 1)[0]
    return (base, *(v if "/" in v else f"{game}/{v}" for v in variants))


class Format:
    """A resolved format (after ``extends`` and variants): what the format is, and the
    options its rules read.

    ``id`` is ``game/name`` (``game/base+variant`` for a combination); ``zones`` maps
    zone ids to specs; ``list_changes`` is the banned and restricted history (read by
    several rules) and ``lists_checked`` the day it was last checked against its
    sources; ``deck_hash`` another tool's deck hash to report (``None``: none).
    ``options`` maps a format file's key to the typed spec its rule's
    ``RuleOptions`` parsed (only the keys the format gives); read one with ``option``.
    ``definition`` keeps the merged mapping for ``formats show``. A format compares and
    hashes by identity: the engine keys what it remembers by the format object itself.
    """

    __slots__ = ("deck_hash", "definition", "description", "game", "id", "list_changes",
                 "lists_checked", "name", "notes", "options", "source", "zones")

    def __init__(self, id: str, game: str, name: str, description: str, source: Source,
                 notes: tuple[str, ...], zones: Mapping[str, ZoneSpec],
                 list_changes: tuple[ListChange, ...], definition: Mapping[str, Any],
                 lists_checked: str | None = None, deck_hash: DeckHash | None = None,
                 options: Mapping[str, Any] | None = None) -> None:
        self.id = id
        self.game = game
        self.name = name
        self.description = description
        self.source = source
        self.notes = notes
        self.zones = zones
        self.list_changes = list_changes
        self.definition = definition
        self.lists_checked = lists_checked
        self.deck_hash = deck_hash
        self.options: Mapping[str, Any] = {} if options is None else options

    def __repr__(self) -> str:
        return f"Format({self.id!r})"

    def option(self, options: "RuleOptions[T]") -> T | None:
        """The spec the format gives for a rule's ``options`` (``copy_limit.OPTIONS``),
        or ``None`` when the format does not use that rule."""
        found: T | None = self.options.get(options.key)
        return found

    def zone_label(self, zone: str) -> str:
        """The name of a zone in this format, or its generic name."""
        spec = self.zones.get(zone)
        return spec.label if spec else bundled_zones().label(zone)

    def header(self, zone: str) -> str:
        """The header a hint tells a player to write before the cards of ``zone``: the
        game data's ``written_headers`` (Magic's ``Deck``, ``Commander``), else the name
        its ``zone_labels`` give the zone (Magic's ``Sideboard``, not a Commander
        format's ``Sideboard (companion)``), else the generic one (``Side deck``):
        ``gamedata.written_header``."""
        return written_header(self.game, zone)

    def finding_words(self, zone: str) -> str:
        """What ``Finding.worded`` says for a zone id of its ``headers`` in this format:
        the zone's ``header``, or after ``LABEL_MARK`` the game's name for it in running
        text (Magic's ``sideboard``, Mage Noir's ``side deck``): ``gamedata.finding_words``
        of its game."""
        return finding_words(self.game, zone)

    @property
    def history_start(self) -> ListChange | None:
        """The change the recorded history of the lists starts with: the first that is
        not ``partial`` (bans known before it, the cards banned in every sanctioned
        format, do not make the format's other lists known); ``None`` for none."""
        return next((change for change in self.list_changes if not change.partial), None)

    def unrecorded(self, as_of: str) -> bool:
        """Whether the lists of the day ``as_of`` (ISO) are not recorded: it is before
        the recorded history, which starts with the lists in force on a day
        (``history_start`` is ``in_force``). Bans of ``partial`` changes still apply."""
        start = self.history_start
        return start is not None and start.in_force and as_of < start.date

    def listed_since(self, entry: ListEntry, judged: str = "") -> str:
        """How long a card has been on a list, in words: ``entry.since`` is the day of the
        change that listed it; a card of the lists in force where the recorded history
        starts (``in_force``) may have been listed long before (judged as of a day
        before them, ``judged``: on those lists), and one of a change known only from a
        list of that day (``day_unknown``) took effect on it or earlier: the words say
        so. A card on those first lists is said listed "by" their day, where the recorded
        lists start: "since 2020-01-01 or earlier" read, to a player, as banned in 2020 (Ponder,
        banned in Modern since 2011); the data knows only that it was listed by then."""
        since = entry.since
        first = self.history_start
        if first is not None and first.in_force and since == first.date:
            if judged and judged < since:
                return f"on the lists of {since}, where the recorded history starts"
            return f"listed by {since}, where the recorded lists start"
        if not entry.day_known:
            return (f"on the lists of {since}; the day it took effect is not in the "
                    "sources")
        return f"since {since}"

    def list_names(self) -> Iterator[str]:
        """Every card name the format's list changes write (``ListChange.NAMED``), as
        written, in order, repeats included."""
        for change in self.list_changes:
            for key in change.NAMED:
                yield from getattr(change, key)

    def renamed(self, names: Mapping[str, str]) -> "Format":
        """This format with the card names of its list changes that ``names`` maps (a
        name written in another language -> the card's own name, ``CardDatabase.
        in_english``) written as it maps them: a house format's ``banned: [Tornade]``
        bans Tornado. ``self`` when ``names`` is empty."""
        if not names:
            return self
        renamed = copy.copy(self)
        renamed.list_changes = tuple(change.renamed(names) for change in self.list_changes)
        return renamed

    def lists_as_of(self, day: dt.date) -> Lists:
        """Apply every list change dated on or before ``day``; return the lists then.
        When changes of no known day (``day_unknown``: each took effect on its date or
        earlier, after the change before it) are among those of the next date,
        ``Lists.maybe`` is the lists that may already be in force on ``day``: the lists
        with them applied, as the lists of that date. When every change of that date has
        no known day, the changes of the date after it may be in force too (the change
        before them may be older than its date), and so on: ``maybe`` then holds each
        card listed on any of those dates' lists (``_listed_on_any``), as the lists of the last.
        Before the recorded history (``unrecorded``), ``maybe`` is the lists it starts
        with: each card on them may have been listed already on ``day``.
        Worked out each call: a run asks once per judging (``rules.base.Judgings``)."""
        iso = day.isoformat()
        applied = [change for change in self.list_changes if change.date <= iso]
        changes, maybe_lists = list(applied), []
        for date in sorted({change.date for change in self.list_changes if change.date > iso}):
            of_date = [change for change in self.list_changes if change.date == date]
            unknown = [change for change in of_date if change.day_unknown]
            if not unknown:
                break
            changes += unknown
            maybe_lists.append(_lists(date, changes))
            if len(unknown) < len(of_date):  # a change of known day on it: none later
                break
        if not maybe_lists and self.unrecorded(iso):
            maybe_lists.append(self._first_recorded(iso))
        return _lists(iso, applied, _listed_on_any(maybe_lists) if maybe_lists else None)

    def _first_recorded(self, iso: str) -> Lists:
        """The lists the recorded history starts with (``history_start``), as those that
        may already be in force on ``iso``, a day before it: a card on them may have
        been listed long before (Black Lotus in Commander: it was judged legal then
        without a word), or on the lists of a ``partial`` change after ``iso`` that were
        in force on its day (``in_force``: the ante cards in Commander on 2020-01-01), but
        for a card a ``partial`` change after ``iso`` bans from its day (Jihad, banned in
        every format from 2020-06-10: not before)."""
        start = self.history_start
        assert start is not None  # asked only of a day before the recorded history
        first = _lists(start.date, [change for change in self.list_changes
                                    if change.date == start.date and not change.partial])
        later = {normalise(name) for change in self.list_changes
                 if change.partial and not change.in_force and change.date > iso
                 for name in change.banned}
        banned = {key: entry for key, entry in first.banned.items() if key not in later}
        return Lists(first.as_of, banned, first.restricted, first.as_commander,
                     first.as_companion)


def _listed_on_any(lists: list[Lists]) -> Lists:
    """The lists holding each card that ``lists`` (the lists of successive dates, at
    least one) hold, as the lists of the last date: a card banned on any of them (its
    first entry), restricted to the fewest copies any of them allows, banned as a
    commander or a companion on any of them."""
    banned: dict[str, ListEntry] = {}
    restricted: dict[str, ListEntry] = {}
    as_commander: dict[str, ListEntry] = {}
    as_companion: dict[str, ListEntry] = {}
    for each in lists:
        for found, of_day in ((banned, each.banned), (as_commander, each.as_commander),
                              (as_companion, each.as_companion)):
            for key, entry in of_day.items():
                found.setdefault(key, entry)
        for key, entry in each.restricted.items():
            if key not in restricted or entry.limit < restricted[key].limit:
                restricted[key] = entry
    return Lists(lists[-1].as_of, banned, restricted, as_commander, as_companion)


def _lists(as_of: str, changes: list[ListChange], maybe: Lists | None = None) -> Lists:
    """The lists ``changes`` (in date order) make, as the lists of ``as_of``, with
    ``maybe`` (``Lists.maybe``)."""
    banned: dict[str, ListEntry] = {}
    restricted: dict[str, ListEntry] = {}
    as_commander: dict[str, ListEntry] = {}
    as_companion: dict[str, ListEntry] = {}
    for change in changes:
        for name in change.banned:  # listed again (a parent's list): the first day stays
            banned.setdefault(normalise(name), _entry(name, change))
            restricted.pop(normalise(name), None)
        for name in change.unbanned:
            banned.pop(normalise(name), None)
        for name, limit in change.restricted.items():
            restricted[normalise(name)] = _entry(name, change, limit)
            banned.pop(normalise(name), None)
        for name in change.unrestricted:
            restricted.pop(normalise(name), None)
        _apply(as_commander, change, change.banned_as_commander,
               change.unbanned_as_commander)
        _apply(as_companion, change, change.banned_as_companion,
               change.unbanned_as_companion)
    return Lists(as_of, banned, restricted, as_commander, as_companion, maybe)


def _entry(name: str, change: ListChange, limit: int = 0) -> ListEntry:
    """The list entry ``change`` makes for the card ``name``."""
    return ListEntry(name, change.date, change.source, limit, not change.day_unknown)


def _apply(listed: dict[str, ListEntry], change: ListChange, added: tuple[str, ...],
           removed: tuple[str, ...]) -> None:
    """Put ``added`` on a list (as of the change) and take ``removed`` off it; a card
    listed already keeps its first day (a list of a later day holding it again)."""
    for name in added:
        listed.setdefault(normalise(name), _entry(name, change))
    for name in removed:
        listed.pop(normalise(name), None)
