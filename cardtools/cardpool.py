"""A format's card pool as of a day, computed from set membership and release dates.

A pool is data (``card_pool`` in a format file, DESIGN 5): the set types and set codes
it admits, when each set joins (its release date) and, for a rotating format, the dated
rotations that drop the older sets. A card is in the pool on a day when one of its
printings is in a set of the pool released by then (at the required rarity, for Pauper)
and its card type is one constructed play allows. Older formats and user formats may
still name a legality key of each card (``legality``) or a fixed list of sets (``sets``).

>>> table = {"AAA": {"date": "2020-01-01", "type": "expansion"},
...          "BBB": {"date": "2021-01-01", "type": "expansion"}}
>>> pool = CardPool.from_data({"set_types": ["expansion"], "since": "BBB"})
>>> sorted(pool.legal_sets("2021-06-01", table))
['BBB']
"""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

import copy
import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from cardtools.model import SUPPLEMENTARY, Card
from cardtools.names import normalise

SetTable = Mapping[str, Mapping[str, str]]


class Rotation(NamedTuple):
    """From ``date`` on, a rotating pool keeps the sets released on or after the release
    of set ``first`` (a Standard rotation)."""

    date: str
    first: str


#: Why a card with no printing the set table knows is in no pool: no tournament set printed
#: it (a card made for Arena only, a playtest or acorn card), or the data's set lists lack it.
NO_PRINTING = ("no printing of it is in the card data: it was made for Arena only or "
               "printed only as a playtest or acorn card (no tournament play), or the set "
               "lists of the card data lack it")

#: Why a card printed only with the acorn stamp (``acorn``: Unfinity's) is in no pool.
ACORN_ONLY = ("printed only as an acorn card of {set}, which no format plays (the card data "
              "gives it no printing)")

#: Sorts after every ISO day (``YYYY-MM-DD``): the day of a rotation that never comes
#: within the calendar, one a format file schedules by its last day, 9999-12-31.
AFTER_EVERY_DAY = "9999-12-31+"


class ScheduledRotation(NamedTuple):
    """A rotation announced for the release of the first set of the pool's kinds released
    after ``after`` and by ``by`` (Standard's with the first set of 2027): from it on,
    only the sets released on or after set ``first`` stay, and those of ``keep``
    (Foundations). While the set table holds no such set, the day is not known: from the
    day after ``after`` to ``by`` a card it would rotate out may have rotated (a doubt),
    after ``by`` it has. ``note`` says which rotation it is. ``keep_supertypes``: cards
    of these supertypes (Basic) are in no doubt of it: every set of the pool's kinds,
    that one too, prints them."""

    after: str
    by: str
    first: str
    keep: frozenset[str]
    note: str
    keep_supertypes: frozenset[str] = frozenset()


class Prerelease(NamedTuple):
    """Sets legal in tabletop play from their prerelease, ``days`` before their release:
    those of ``set_types`` or ``include_sets``, less ``exclude_sets``, released on or
    after ``since`` (a set code or a date). Wizards of the Coast tied tabletop legality
    to the prerelease from Phyrexia: All Will Be One (prerelease 2023-02-03, release
    2023-02-10) on."""

    days: int
    since: str
    set_types: frozenset[str]
    include_sets: frozenset[str]
    exclude_sets: frozenset[str] = frozenset()


class NamedCards(NamedTuple):
    """Cards a pool admits by name from the day ``since`` on, whatever their sets (Brawl:
    Arcane Signet and Command Tower beside Standard's sets, from 2022-09-09). ``names``
    are lookup keys (``cardtools.names.normalise``) of the cards' canonical names,
    ``shown`` those names as the format file writes them; ``note`` says why. Before
    ``since`` the cards are judged by their sets alone."""

    names: frozenset[str]
    since: str
    note: str
    shown: tuple[str, ...] = ()


class PoolAnswer:
    """Whether a card is in the pool, and if not, why (a sentence fragment); ``early``:
    in the pool only through a set released on Magic Online before the tabletop date
    (legal there, not yet in stores: ``why`` says so; with ``doubt``, whether Magic
    Online had its set by the day is not known); ``prerelease``: an early card
    whose set is already legal in stores too, from its prerelease (``why`` says so);
    ``doubt``: in the pool, but a scheduled rotation whose day the set table does not
    know may have taken it out by the day, or the card, printed on a day the card data
    does not give, may not be out yet (``why`` says so; ``hint``, when given, what to
    check)."""

    __slots__ = ("doubt", "early", "hint", "legal", "prerelease", "why")

    def __init__(self, legal: bool, why: str = "", early: bool = False,
                 prerelease: bool = False, doubt: bool = False, hint: str = "") -> None:
        self.legal = legal
        self.why = why
        self.early = early
        self.prerelease = prerelease
        self.doubt = doubt
        self.hint = hint


class CardPool:
    """The card pool rule of a format (see the module docstring).

    ``set_types`` and ``include_sets`` admit sets, ``exclude_sets`` removes them;
    ``since`` (a set code or a date) drops sets released before it, ``until`` (the same)
    those released after it (Premodern: Fourth Edition to Scourge); ``rotations`` (date
    order) drop older sets from each rotation's date on; ``rarity`` requires a printing
    at that rarity; ``exclude_types`` refuses card types outright (Conspiracy,
    Scheme...: kinds of card that are no deck cards), ``exclude_subtypes`` subtypes
    (Attraction), each type -> its reason (``""``: not played in constructed;
    ``excluded``); ``only_when_alone`` names set types whose printings count only for a
    card printed in no set of another type (promotional series), ``alone_despite`` the
    set types whose printings leave it alone all the same (remix: Mystery Booster's
    reprints of a promotional card). ``early_release_days``:
    a set's cards are accepted, with a warning, that many days before its tabletop
    release (Magic Online releases sets earlier; the card data has tabletop dates only),
    but a set of the ``online_types`` (released on Magic Online alone: its date is its
    Magic Online day) brings none early; ``online_days``: set code -> the day a set came
    out on Magic Online when that was longer before its tabletop release (Adventures in
    the Forgotten Realms: 2021-07-08, two weeks before stores), its cards accepted so
    from that day; ``online_sure_days``: within that many days of its tabletop release
    a set not in ``online_days`` was surely out on Magic Online (the days before, still
    in the window, it may not have been: the card is in the pool in doubt; 0: the whole
    window is sure), ``online_seen`` the years the sources show that in (said with it);
    ``online_unknown``: sets the sources do not show on Magic Online
    before their tabletop release (an Eternal supplement), in doubt the whole window;
    ``online_never``: sets never released on Magic Online (Unfinity), never early, as
    is a set the set table marks so (``"online": "never"``: a paper-only set);
    ``online_early_since``: the first day a set reached Magic Online before stores (a set
    released before it came there on or after its tabletop release, if at all: never
    early); ``online_early_types``: the set types Magic Online released as new sets
    (expansion, core; None: every type), ``online_early_sets`` the sets of other types it
    did (Masters sets, Modern Horizons): a set of neither, nor of ``online_days`` or
    ``online_unknown``, is never early (a commander precon, Game Night, Jumpstart);
    ``prerelease``: the sets legal in stores from their prerelease, within those days;
    ``scheduled``: rotations announced for a set the set table may not hold yet;
    ``named``: cards admitted by name from a day on, whatever their sets (``NamedCards``).
    ``preview_name_types``: a set name's beginning -> the set type a previewed set of
    such a name has, whatever the previews say (Mystery Booster: remix, as its sets in
    the set table).
    ``legality`` (a key of each card's ``legalities``) and ``sets`` (fixed set
    codes) are the older, undated forms. ``zones``: the zones whose cards the pool judges
    (empty: every zone). ``zone_rarity``: zone id -> the rarity a card there must have
    been printed at in a set of the pool instead of ``rarity`` (Pauper Commander's
    commander: uncommon; ``for_zone`` gives that zone's pool).
    """

    __slots__ = ("_legal", "alone_despite", "describe", "early_release_days", "exclude_sets",
                 "exclude_subtypes", "exclude_types", "include_sets", "legality", "named",
                 "online_days",
                 "online_early_sets", "online_early_since", "online_early_types",
                 "online_never", "online_seen", "online_sure_days", "online_types",
                 "online_unknown",
                 "only_when_alone", "prerelease", "preview_name_types",
                 "rarity", "rotations", "scheduled", "set_types", "sets",
                 "since", "until", "zone_rarity", "zones")

    def __init__(self, set_types: frozenset[str] = frozenset(),
                 include_sets: frozenset[str] = frozenset(),
                 exclude_sets: frozenset[str] = frozenset(), since: str | None = None,
                 until: str | None = None, rotations: tuple[Rotation, ...] = (),
                 rarity: str | None = None, exclude_types: Mapping[str, str] | None = None,
                 exclude_subtypes: Mapping[str, str] | None = None,
                 only_when_alone: frozenset[str] = frozenset(),
                 alone_despite: frozenset[str] = frozenset(), legality: str | None = None,
                 sets: frozenset[str] | None = None, early_release_days: int = 0,
                 describe: str = "", zones: tuple[str, ...] = (),
                 zone_rarity: Mapping[str, str] | None = None,
                 prerelease: Prerelease | None = None,
                 scheduled: tuple[ScheduledRotation, ...] = (),
                 online_types: frozenset[str] = frozenset(),
                 online_days: Mapping[str, str] | None = None,
                 named: tuple[NamedCards, ...] = (), online_sure_days: int = 0,
                 online_unknown: frozenset[str] = frozenset(),
                 online_never: frozenset[str] = frozenset(),
                 online_early_since: str = "",
                 online_early_types: frozenset[str] | None = None,
                 online_early_sets: frozenset[str] = frozenset(), online_seen: str = "",
                 preview_name_types: Mapping[str, str] | None = None) -> None:
        self.set_types = set_types
        self.include_sets = include_sets
        self.exclude_sets = exclude_sets
        self.since = since
        self.until = until
        self.rotations = rotations
        self.rarity = rarity
        self.exclude_types: Mapping[str, str] = {} if exclude_types is None else exclude_types
        self.exclude_subtypes: Mapping[str, str] = (
            {} if exclude_subtypes is None else exclude_subtypes)
        self.only_when_alone = only_when_alone
        self.alone_despite = alone_despite
        self.legality = legality
        self.sets = sets
        self.early_release_days = early_release_days
        self.online_types = online_types
        self.online_days: Mapping[str, str] = {} if online_days is None else online_days
        self.online_sure_days = online_sure_days
        self.online_seen = online_seen
        self.online_unknown = online_unknown
        self.online_never = online_never
        self.online_early_since = online_early_since
        self.online_early_types = online_early_types
        self.online_early_sets = online_early_sets
        self.preview_name_types: Mapping[str, str] = (
            {} if preview_name_types is None else preview_name_types)
        self.describe = describe
        self.zones = zones
        self.zone_rarity: Mapping[str, str] = {} if zone_rarity is None else zone_rarity
        self.prerelease = prerelease
        self.scheduled = scheduled
        self.named = named
        #: The sets of the pool on each day (``legal_sets``), with the table they are from.
        self._legal: dict[str, tuple[SetTable, frozenset[str]]] = {}

    def __eq__(self, other: object) -> bool:
        # by value, as a dataclass compares (what is remembered aside left out)
        return isinstance(other, CardPool) and self._compared() == other._compared()

    def _compared(self) -> tuple[Any, ...]:
        return (self.set_types, self.include_sets, self.exclude_sets, self.since, self.until,
                self.rotations, self.rarity, self.exclude_types, self.exclude_subtypes,
                self.only_when_alone,
                self.alone_despite, self.legality, self.sets, self.early_release_days,
                self.online_types, self.online_days, self.online_sure_days, self.online_seen,
                self.online_unknown, self.online_never, self.online_early_since,
                self.online_early_types, self.online_early_sets,
                self.preview_name_types,
                self.describe, self.zones,
                self.zone_rarity,
                self.prerelease, self.scheduled, self.named)

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> "CardPool":
        """Build from a format file's ``card_pool`` mapping (schema-valid)."""
        def codes(key: str) -> frozenset[str]:
            return frozenset(str(code).upper() for code in data.get(key, ()))

        return cls(
            set_types=frozenset(data.get("set_types", ())),
            include_sets=codes("include_sets"),
            exclude_sets=codes("exclude_sets"),
            since=data.get("since"),
            until=data.get("until"),
            # oldest first whatever the file's order: the rotation of a day is the
            # first one after it
            rotations=tuple(sorted((Rotation(str(r["date"]), str(r["first"]).upper())
                                    for r in data.get("rotations", ())),
                                   key=lambda rotation: rotation.date)),
            rarity=data.get("rarity"),
            exclude_types=_reasons(data.get("exclude_types")),
            exclude_subtypes=_reasons(data.get("exclude_subtypes")),
            only_when_alone=frozenset(data.get("only_when_alone", ())),
            alone_despite=frozenset(data.get("alone_despite", ())),
            legality=data.get("legality"),
            sets=codes("sets") if "sets" in data else None,
            early_release_days=int(data.get("early_release_days", 0)),
            online_types=frozenset(data.get("online_types", ())),
            online_days={str(code).upper(): str(day)
                         for code, day in (data.get("online_days") or {}).items()},
            online_sure_days=int(data.get("online_sure_days", 0)),
            online_seen=str(data.get("online_seen", "")),
            online_unknown=codes("online_unknown"),
            online_never=codes("online_never"),
            online_early_since=str(data.get("online_early_since", "")),
            online_early_types=(frozenset(data["online_early_types"])
                                if "online_early_types" in data else None),
            online_early_sets=codes("online_early_sets"),
            preview_name_types={str(name): str(kind) for name, kind in
                                (data.get("preview_name_types") or {}).items()},
            describe=data.get("describe", ""),
            zones=tuple(data.get("zones", ())),
            zone_rarity={str(zone): str(rarity)
                         for zone, rarity in (data.get("zone_rarity") or {}).items()},
            prerelease=_prerelease(data.get("prerelease")),
            scheduled=tuple(ScheduledRotation(
                str(r["after"]), str(r["by"]), str(r["first"]).upper(),
                frozenset(str(code).upper() for code in r.get("keep", ())),
                str(r.get("note", "")), frozenset(r.get("keep_supertypes", ())))
                for r in data.get("scheduled_rotations", ())),
            named=tuple(NamedCards(frozenset(normalise(str(name)) for name in r["names"]),
                                   str(r["since"]), str(r.get("note", "")),
                                   tuple(str(name) for name in r["names"]))
                        for r in data.get("named_cards", ())),
        )

    def for_zone(self, zone: str) -> "CardPool":
        """The pool of the cards in ``zone``: this one with the zone's ``zone_rarity``
        instead of ``rarity`` (itself for a zone without one); for a supplementary
        deck's (``model.SUPPLEMENTARY``: an Attraction deck, comprehensive rules 717),
        this one without ``exclude_types`` and ``exclude_subtypes``, the kinds kept out
        of the deck being what such a deck holds. The sets of a day are shared, as they
        do not depend on the rarity."""
        if zone == SUPPLEMENTARY:
            # an Attraction deck holds Attractions only: their kind bars them from the
            # deck, not from the event (its sets, dates and rarity still judge them)
            pool = copy.copy(self)
            pool.exclude_types, pool.exclude_subtypes, pool.zones = {}, {}, (zone,)
            return pool
        if zone not in self.zone_rarity:
            return self
        pool = copy.copy(self)  # the same values, and the same sets of each day
        pool.rarity, pool.zone_rarity, pool.zones = self.zone_rarity[zone], {}, (zone,)
        return pool

    @property
    def by_sets_alone(self) -> bool:
        """Whether a card's sets alone put it in the pool: no rarity (of the pool or of
        a zone: Pauper's commons) and no legality key of each card decides it. A card of
        a set such a pool counts is in it; a card of one Pauper counts may not be."""
        return self.rarity is None and not self.zone_rarity and self.legality is None

    @property
    def dated(self) -> bool:
        """Whether the pool is computed from set release dates (needs a set table)."""
        return bool(self.set_types or self.include_sets)

    def legal_sets(self, day: str, table: SetTable) -> frozenset[str]:
        """The set codes of the pool on ``day`` (ISO date), from the set ``table``
        (code -> ``{"date", "type"}``); computed once per day and table."""
        cached = self._legal.get(day)
        if cached is not None and cached[0] is table:
            return cached[1]
        start = self._start(day, table)
        end = min(day, _as_date(self.until, table)) if self.until else day
        found = frozenset(
                code for code, info in table.items()
                if (info.get("type") in self.set_types or code in self.include_sets)
                and code not in self.exclude_sets
                and start <= info.get("date", "9999") <= end
        )
        for rotation in self.scheduled:
            if self._scheduled_day(rotation, table) <= day:
                found = self._after(rotation, found, table)
        self._legal[day] = (table, found)
        return found

    def _scheduled_day(self, rotation: ScheduledRotation, table: SetTable) -> str:
        """The day ``rotation`` comes: the release of the first set of the pool's kinds
        released after its ``after`` and by its ``by``; when the set table holds none,
        the day after ``by`` (it has come by then, on a day not known)."""
        days = [info.get("date", "") for code, info in table.items()
                if self._of_kind(code, table)
                and rotation.after < info.get("date", "") <= rotation.by]
        if days:
            return min(days)
        if rotation.by >= dt.date.max.isoformat():
            return AFTER_EVERY_DAY  # due by the calendar's last day: no day after it
        return days_after(rotation.by, 1)

    @staticmethod
    def _after(rotation: ScheduledRotation, sets: frozenset[str],
               table: SetTable) -> frozenset[str]:
        """The sets of ``sets`` that stay after ``rotation``."""
        first = _as_date(rotation.first, table)
        return frozenset(code for code in sets if code in rotation.keep
                         or table[code].get("date", "") >= first)

    def come_by(self, day: str, table: SetTable) -> list[tuple[str, ScheduledRotation]]:
        """The scheduled rotations that have come by ``day`` (``legal_sets`` has dropped
        their sets), oldest first, each with the day it came: the release of the set
        that brings it, or the day after its ``by`` when the set table holds none."""
        days = [(self._scheduled_day(rotation, table), rotation)
                for rotation in self.scheduled]
        return sorted(((came, rotation) for came, rotation in days if came <= day),
                      key=lambda pair: pair[0])

    def in_doubt(self, day: str, table: SetTable) -> list[ScheduledRotation]:
        """The scheduled rotations that may have come by ``day``: after their ``after``,
        no later than their ``by``, and no set of the table brings them."""
        return [rotation for rotation in self.scheduled
                if rotation.after < day <= rotation.by
                and self._scheduled_day(rotation, table) > rotation.by]

    def unrecorded(self, day: str) -> str | None:
        """The day the pool's recorded rotations start when ``day`` is before it (its
        rotations then are not known: no set is dropped), else ``None``."""
        if self.rotations and day < self.rotations[0].date:
            return self.rotations[0].date
        return None

    def _start(self, day: str, table: SetTable) -> str:
        """The release date before which no set is in the pool on ``day`` (none before
        the recorded rotations start: which sets had rotated out then is not known)."""
        if self.unrecorded(day):
            return ""
        start = _as_date(self.since, table) if self.since else ""
        for rotation in self.rotations:
            if rotation.date <= day:
                start = max(start, _as_date(rotation.first, table))
        return start

    def answer(self, card: Card, day: str, table: SetTable,
               known_by: str = "") -> PoolAnswer:
        """Whether ``card`` is in the pool on ``day``, and why not. ``known_by``: the
        date of the card data (the card is known printed by then): before it, a card
        printed only after a day the data gives (``printed_after``) is in the pool in
        doubt, as its own day is unknown. A card the pool names (``named``) is in it from
        the named day on, whatever its sets. A card not in the pool that a set after the
        card data's date previews (``previewed``) is judged with those printings too:
        in the pool through them only in doubt (a warning), else why not (not yet
        released, where "no printing" was said)."""
        found = self._answer(card, day, table, known_by)
        previewed = card.facts.get("previewed")
        if found.legal or not isinstance(previewed, Mapping) or not previewed:
            return found
        return self._previewed_answer(card, previewed, day, table, known_by) or found

    def excluded(self, card: Card) -> str | None:
        """Why ``card`` is no deck card, when it is of a kind the pool refuses outright
        (``exclude_types``: a Vanguard, a Plane, a sticker sheet; ``exclude_subtypes``:
        an Attraction, played from its own Attraction deck, Magic: The Gathering
        Comprehensive Rules 717): its kind's reason, or "<type> cards are not played in
        constructed" when the data gives none; ``None`` for a deck card. A kind is met in
        any case (Secret Lair's sAnS mERcY is a pLAnE). Pure."""
        for reasons, kinds in ((self.exclude_types, card.types),
                               (self.exclude_subtypes, card.subtypes)):
            held = {kind.casefold() for kind in kinds}
            kind = next((kind for kind in reasons if kind.casefold() in held), None)
            if kind is not None:
                return reasons[kind] or f"{kind} cards are not played in constructed"
        return None

    def _previewed_answer(self, card: Card, previewed: Mapping[str, Any], day: str,
                          table: SetTable, known_by: str) -> PoolAnswer | None:
        """``answer`` for ``card`` with the printings its ``previewed`` sets give (set
        code -> ``{"name", "date", "type", "rarity"}``) added to its own and to the set
        table: in the pool so, it is in doubt, known from previews only (before the set's
        release, in its Magic Online or prerelease days, not yet released in stores, as
        ``_early_answer`` and the prerelease note say); ``None`` when
        it is out of the pool so too but has printings of its own (their reason
        stands). A previewed set is typed by ``preview_name_types`` (``_preview_typed``):
        a paper reprint of a card printed before only digitally or as a playtest card
        (Shorecomber Crab, Amonkhet Arena Starter Kit, then Foundations Jumpstart) is in
        doubt as any previewed card; a Mystery Booster preview adds no card (remix)."""
        own = _printings(card)
        sets = {str(code).upper(): self._preview_typed(info) for code, info in
                previewed.items() if isinstance(info, Mapping)}
        merged = {**table, **{code: {key: str(info.get(key, "")) for key in
                                     ("name", "date", "type")} for code, info in sets.items()}}
        printings = {**own, **{code: str(info.get("rarity") or "") or None
                                            for code, info in sets.items()}}
        with_previews = Card(card.name, card.types, card.subtypes, card.supertypes,
                             sets=tuple(printings), faces=card.faces,
                             facts={**card.facts, "printings": printings, "previewed": None})
        found = self._answer(with_previews, day, merged, known_by)
        if found.legal and found.early:
            # before the set's release (its Magic Online days, or its prerelease): not
            # yet out in stores, said as for a set the card data holds
            return PoolAnswer(True, f"{found.why}; {card.name} is known from its previews "
                                    f"(after the card data's date), if that set prints it "
                                    f"as previewed", early=True,
                              prerelease=found.prerelease, doubt=True, hint=found.hint)
        if found.legal:
            shown = ", ".join(f"{_named(code, merged)}, released {merged[code]['date']}"
                              for code in sets)
            return PoolAnswer(True, f"{card.name} is in the pool only through {shown}, "
                                    "known from its previews (after the card data's date), "
                                    "if that set prints it as previewed", doubt=True)
        return found if not own else None

    def _preview_typed(self, info: Mapping[str, Any]) -> Mapping[str, Any]:
        """A previewed set's ``info`` with the type ``preview_name_types`` gives a set of
        its name (a Mystery Booster set: remix, whatever the previews call it)."""
        name = str(info.get("name", ""))
        kind = next((kind for start, kind in self.preview_name_types.items()
                     if name.startswith(start)), None)
        return info if kind is None else {**info, "type": kind}

    def _answer(self, card: Card, day: str, table: SetTable, known_by: str) -> PoolAnswer:
        """``answer`` without the previews."""
        # an acorn card (an acorn Attraction: Squirrel Stack) is told why it is in no
        # pool, under any heading; its kind's reason would have it moved there
        excluded = None if card.facts.get("acorn") else self.excluded(card)
        if excluded is not None:
            return PoolAnswer(False, excluded)
        if self.named and self.names_on(card, day):
            return PoolAnswer(True)
        if self.legality is not None and self.legality not in (
                card.facts.get("legalities") or {}):
            return PoolAnswer(False, "")
        if self.sets is not None and not any(s.upper() in self.sets for s in card.sets):
            return PoolAnswer(False, "")
        if not self.dated:
            printed = {s.upper() for s in card.sets}
            if printed and printed <= self.exclude_sets:
                return PoolAnswer(False, f"printed only in {', '.join(card.sets)}, which the "
                                         "pool leaves out")
            return PoolAnswer(True)
        unprinted = _not_yet_printed(card, day, table)
        if unprinted:
            return PoolAnswer(False, unprinted)
        legal = self.legal_sets(day, table)
        printings = self._counted(_printings(card), table, _printed_since(card, day))
        if self._has_printing_in(printings, legal):
            for rotation in self.in_doubt(day, table):
                if rotation.keep_supertypes.intersection(card.supertypes):
                    continue  # a basic land: the rotation's own set prints it
                if not self._has_printing_in(printings, self._after(rotation, legal, table)):
                    return PoolAnswer(True, self._may_have_rotated(
                        card.name, rotation, printings, day, table, legal), doubt=True)
            unsure = _maybe_not_yet_printed(card, day, table, known_by)
            if unsure:
                return PoolAnswer(True, unsure, doubt=True,
                                  hint=f"check the day {card.name} was released")
            return PoolAnswer(True)
        why = self._why_not(card, printings, day, table, legal)
        early = self._early_set(printings, day, table)
        prerelease = self._prerelease_set(printings, day, table)
        if prerelease is not None:
            return PoolAnswer(True, _in_stores_from_prerelease(
                card.name, prerelease, self.prerelease, table), early=True, prerelease=True)
        if early is not None:
            return self._early_answer(card.name, printings, early, day, table)
        return PoolAnswer(False, why)

    def _early_answer(self, name: str, printings: Mapping[str, str | None], early: str,
                      day: str, table: SetTable) -> PoolAnswer:
        """The answer for a card that set ``early`` brings into the pool after ``day``,
        within the Magic Online window: legal there only, or in doubt (``doubt`` and
        ``early``) when the sources do not show the set on Magic Online by ``day``: a set
        of ``online_unknown`` (its ``online_days`` day, if any, the first it may have
        been there), or one without an ``online_days`` day judged further
        before its tabletop release than ``online_sure_days``."""
        lacks = _not_yet_in_stores(name, printings, early, day, table)
        online = self._listed_online_day(early)
        if online and early not in self.online_unknown:
            return PoolAnswer(True, f"{lacks}; the set was out on Magic Online from "
                                    f"{online}, so it is legal there only", early=True)
        if early in self.online_unknown:
            return PoolAnswer(True, (
                f"{lacks}; the sources do not show that set on Magic Online before it "
                f"reached stores, so whether {name} was legal there on {day} is not "
                f"known"), early=True, doubt=True,
                hint=f"check whether {_named(early, table)} was on Magic Online on {day}; "
                     f"in stores from {table[early].get('date')}")
        ahead = _days_between(day, table[early].get("date", ""))
        if self.online_sure_days and ahead > self.online_sure_days:
            return PoolAnswer(True, (
                f"{lacks}; {self._online_premise(sure=False)} and the sources do not give "
                f"the day of {_named(early, table)}, so whether {name} was legal there on "
                f"{day} is not known"), early=True, doubt=True,
                hint=f"check the day {_named(early, table)} came out on Magic Online; in "
                     f"stores from {table[early].get('date')}")
        return PoolAnswer(True, f"{lacks}; {self._online_premise(sure=True)}, so it is "
                                f"legal there only", early=True)

    def _online_premise(self, sure: bool) -> str:
        """What the early window rests on, said alike on each of its days: Magic Online
        released most sets (not all: Modern Horizons 2 came out there 15 days early) about
        ``online_sure_days`` days before stores (``sure``: the days the verdict "legal there
        only" is given), or ``online_sure_days`` to ``early_release_days`` days (the days in
        doubt), with ``online_seen`` (the years, and where the days known are); without
        ``online_sure_days``, up to ``early_release_days`` days earlier."""
        seen = f" ({self.online_seen})" if self.online_seen else ""
        if not self.online_sure_days:
            return f"Magic Online releases a set up to {self.early_release_days} days earlier"
        days = (f"about {self.online_sure_days}" if sure else
                f"{self.online_sure_days} to {self.early_release_days}")
        return f"Magic Online released most sets {days} days before stores{seen}"

    def names_on(self, card: Card, day: str) -> bool:
        """Whether ``card`` is one the pool admits by name on ``day`` (an ISO date,
        ``YYYY-MM-DD``): its canonical name listed in a format's ``card_pool.named_cards``
        (``named``) and ``day`` on or after the listed day (Brawl's Arcane Signet and
        Command Tower, formats/mtg/brawl.yaml, from its sources). Raises nothing."""
        key = normalise(card.name)
        return any(day >= named.since and key in named.names for named in self.named)

    def _counted(self, printings: dict[str, str | None], table: SetTable,
                 dated: bool = False) -> dict[str, str | None]:
        """The printings that count: those in sets of the ``only_when_alone`` types
        (promotional series, dated by one day often years before the card) count only
        for a card printed in no other set (but sets of the ``alone_despite`` types), or
        when the card's own first day there is known and reached (``dated``)."""
        if not self.only_when_alone or dated:
            return printings
        others = {code: rarity for code, rarity in printings.items()
                  if table.get(code, {}).get("type") not in self.only_when_alone}
        if all(table.get(code, {}).get("type") in self.alone_despite for code in others):
            return printings
        return others

    def _has_printing_in(self, printings: Mapping[str, str | None],
                         sets: frozenset[str]) -> bool:
        return any(code in sets for code in printings
                   if self.rarity is None or printings[code] == self.rarity)

    def _early_set(self, printings: Mapping[str, str | None], day: str,
                   table: SetTable) -> str | None:
        """The set that brings the card into the pool after ``day`` and was out on Magic
        Online by ``day``: within ``early_release_days`` of its tabletop release, or from
        its ``online_days`` day; not one of the ``online_types``, whose day is already
        Magic Online's (a card of Vintage Masters the day before it came out was legal
        nowhere), nor one never out on Magic Online before stores (``may_be_early``)."""
        window = self.early_window(table)
        if not window:
            return None
        later = days_after(day, window)
        soon = self.legal_sets(later, table) - self.legal_sets(day, table)
        found = [code for code in soon if code in printings
                 and (self.rarity is None or printings[code] == self.rarity)
                 and self.may_be_early(code, table)
                 and self._online_day(code, table) <= day]
        # the first by date, then by code: sets of one day (a set and its online names)
        # come from a frozenset, whose order changes from run to run
        return _by_date(found, table)[0] if found else None

    def may_be_early(self, code: str, table: SetTable) -> bool:
        """Whether set ``code`` may have reached Magic Online before stores: not one of
        the ``online_types`` (dated by its Magic Online day), of ``online_never`` or
        marked ``"online": "never"`` in the set ``table`` (never on Magic Online:
        Unfinity, Game Night: Free-for-All), nor released before ``online_early_since``
        (Limited Edition Alpha, before Magic Online; Eighth Edition, which came there
        after stores), and one Magic Online released as a new set (``released_online``)."""
        info = table[code]
        return (info.get("type") not in self.online_types and code not in self.online_never
                and info.get("online") != "never"
                and info.get("date", "") >= self.online_early_since
                and self.released_online(code, info.get("type")))

    def released_online(self, code: str, kind: object) -> bool:
        """Whether Magic Online released set ``code`` (of set type ``kind``) as a new set:
        a type of ``online_early_types`` (a premier set), a set of ``online_early_sets``
        (Modern Horizons), ``online_days`` or ``online_unknown``; every set when the
        format names no types. A commander precon, Game Night or Jumpstart set is not."""
        return (self.online_early_types is None or kind in self.online_early_types
                or code in self.online_early_sets or code in self.online_days
                or code in self.online_unknown)

    def early_window(self, table: SetTable) -> int:
        """How many days before its tabletop release a set may be out on Magic Online:
        ``early_release_days``, or more for a set of ``online_days``."""
        if not self.early_release_days:
            return 0
        longest = [_days_between(online, table[code].get("date", ""))
                   for code, online in self.online_days.items() if code in table]
        return max([self.early_release_days, *longest])

    def _online_day(self, code: str, table: SetTable) -> str:
        """The day set ``code`` came out on Magic Online: its ``online_days`` day, else
        ``early_release_days`` before its tabletop release."""
        released = table[code].get("date", "")
        return (self._listed_online_day(code)
                or _days_before(released, self.early_release_days) or released)

    def _listed_online_day(self, code: str) -> str | None:
        """Set ``code``'s day in ``online_days``, when it gives one that is a day (one
        that is no day, ``2021-13-45`` in a format file of one's own, keeps the
        window)."""
        online = self.online_days.get(code, "")
        return online if online and _days_before(online, 0) == online else None

    def _may_have_rotated(self, name: str, rotation: ScheduledRotation,
                          printings: Mapping[str, str | None], day: str, table: SetTable,
                          legal: frozenset[str]) -> str:
        """Why a card of the pool on ``day`` may be out of it: ``rotation`` takes its sets
        out, on a day the set table does not know."""
        held = _by_date([code for code in printings if code in legal
                         and (self.rarity is None or printings[code] == self.rarity)], table)
        last = held[-1]
        why = rotation.note or f"a rotation is scheduled by {rotation.by}"
        return (f"{name} may have rotated out by {day}: {why}; the card data "
                f"holds no such set, so its day is not known (the last set of the format's "
                f"kinds to print {name}: {_named(last, table)}, released "
                f"{table[last].get('date')})")

    def _prerelease_set(self, printings: Mapping[str, str | None], day: str,
                        table: SetTable) -> str | None:
        """The set that brings the card into the pool after ``day`` and is legal in
        stores from its prerelease by ``day`` (``prerelease``), if any: the first by
        date, then by code."""
        spec = self.prerelease
        if spec is None or not spec.days:
            return None
        later = days_after(day, spec.days)
        since = _as_date(spec.since, table)
        soon = self.legal_sets(later, table) - self.legal_sets(day, table)
        found = [code for code in soon if code in printings
                 and (self.rarity is None or printings[code] == self.rarity)
                 and (table[code].get("type") in spec.set_types or code in spec.include_sets)
                 and code not in spec.exclude_sets and table[code].get("date", "") >= since]
        return _by_date(found, table)[0] if found else None

    def _why_not(self, card: Card, printings: Mapping[str, str | None], day: str,
                 table: SetTable, legal: frozenset[str]) -> str:
        known = _by_date([code for code in printings if code in table], table)
        if not known:
            acorn = card.facts.get("acorn")
            return (ACORN_ONLY.format(set=_named(acorn, table))
                    if isinstance(acorn, str) and acorn in table else NO_PRINTING)
        ever = [code for code in known if self._admits(code, table)]
        candidates = ever or known
        if all(table[code].get("date", "") > day for code in candidates):
            return self._not_yet(printings, day, table, known, ever)
        if self.rarity is not None and any(code in legal for code in printings):
            return self._no_printing_at_rarity(printings, day, table, legal)
        rotated = [code for code in ever if table[code].get("date", "") <= day]
        if rotated and (self.rotations or self.scheduled):
            last = rotated[-1]
            return ("its sets have rotated out (the last set of the format's kinds to print "
                    f"it: {_named(last, table)}, "
                    f"released {table[last].get('date')})")
        return ("never printed in a set of the pool (printed in "
                f"{_some_named(self._sets_first(known, table), table)})")

    def _not_yet(self, printings: Mapping[str, str | None], day: str, table: SetTable,
                 known: list[str], ever: list[str]) -> str:
        """Why a card is not in the pool on ``day`` when every printing of it in a set of
        the pool's kinds (``ever``; else every printing the set table ``known``s) is
        released after ``day``: not yet, naming the first set to bring it in, or never,
        when no such printing is at the pool's rarity (``rarity``: a rare of Avatar's
        Eternal cards in Pauper; Day of Black Sun, a rare of Secret Lair Showdown and of
        Avatar: The Last Airbender), as it says from their release on: a future printing
        brings a card into the pool only at a rarity the pool takes."""
        # printed only in sets the pool never admits (Avatar's Eternal cards in
        # Standard), or never at its rarity there: the release will not bring it in
        at_rarity = [code for code in ever if self.rarity is None
                     or printings[code] in (self.rarity, None)]
        if not at_rarity:
            return self._never_at_rarity(day, table, known, ever)
        first = at_rarity[0]
        # of a kind the pool admits, before its start (a promotional series, dated by
        # its first day, may hold a card printed years later: no such printing)
        before = [code for code in known if table[code].get("date", "") <= day
                  and self._of_kind(code, table)]
        if before:  # Counterspell on 2021-01-01: printed since 1993, in Modern with MH2
            return (f"not yet: first in the pool with {_named(first, table)}, "
                    f"released {table[first].get('date')} "
                    f"(printed earlier in sets before the pool's start: "
                    f"{_some_named(before, table)})")
        if any(table[code].get("date", "") < table[first].get("date", "")
               for code in known):
            # printed before outside the pool (Flusterstorm in Commander 2011, first
            # in Modern with Modern Horizons; Lightning Bolt, of 1993, on a day before
            # Modern's first set), or so a series dated by its first day says: "first
            # printed" would be wrong or a guess
            return (f"not yet: first in the pool with {_named(first, table)}, "
                    f"released {table[first].get('date')}")
        # every set of that first day: Spider-Man's cards came out in Marvel's
        # Spider-Man and, under other names, in Through the Omenpaths the same day
        firsts = [code for code in at_rarity
                  if table[code].get("date", "") == table[first].get("date", "")]
        # not a set no source shows on Magic Online before stores (online_unknown)
        online = min((self.online_days[code] for code in firsts if code in
                      self.online_days and code not in self.online_unknown), default="")
        return (f"not yet released on {day}: first printed in "
                f"{_each_named(firsts, table)}, released {table[first].get('date')}"
                + (f", on Magic Online from {online}" if day < online < table[first].get(
                    "date", "") else ""))

    def _never_at_rarity(self, day: str, table: SetTable, known: list[str],
                         ever: list[str]) -> str:
        """Why a card none of whose printings in a set of the pool's kinds (``ever``, all
        released after ``day``) is at the pool's rarity is never in the pool: naming those
        sets (or, with none, every set of the card the table ``known``s, all released
        after ``day``) and the first day of one."""
        first = (ever or known)[0]
        named = ever or self._sets_first(known, table)
        never = f"at {self.rarity} in a set of the pool" if ever else "in a set of the pool"
        return (f"never printed {never} (printed in {_some_named(named, table)}, "
                f"not yet released on {day}: first on {table[first].get('date')})")

    def _no_printing_at_rarity(self, printings: Mapping[str, str | None], day: str,
                               table: SetTable, legal: frozenset[str]) -> str:
        """Why a card printed in the pool's sets by ``day`` has no printing at the pool's
        rarity there: never printed at it, or, when the card data lacks the rarity of some
        of those printings (a set newer than the rarities' source: Marvel Super Heroes'
        Night Nurse, Healer of Heroes), that no printing at it is known, naming where the
        rarity is unknown: "never printed at common" would claim what the data does not
        say."""
        unknown = _by_date([code for code in printings
                            if code in legal and code in table and printings[code] is None],
                           table)
        if not unknown:
            return f"never printed at {self.rarity} in a set of the pool by {day}"
        return (f"no printing at {self.rarity} in a set of the pool by {day} is known: the "
                f"card data does not give its rarity in {_some_named(unknown, table)}")

    def _sets_first(self, codes: list[str], table: SetTable) -> list[str]:
        """``codes`` with the sets a message names first: those of kinds the pool admits
        for every card, then those of kinds it admits for a card printed nowhere else,
        then the others (promotional series, dated by their first day, came before the
        card's own sets: "printed in Magic Online Promos (PRM), Darksteel (DST)"), each
        group in its order."""
        return sorted(codes, key=lambda code: (
            not self._of_kind(code, table),
            table.get(code, {}).get("type") in self.only_when_alone))

    def _of_kind(self, code: str, table: SetTable) -> bool:
        """Whether set ``code`` is of a kind the pool admits, whatever its date."""
        return ((table.get(code, {}).get("type") in self.set_types
                 or code in self.include_sets) and code not in self.exclude_sets)

    def _admits(self, code: str, table: SetTable) -> bool:
        """Whether set ``code`` is of a kind the pool admits, on some day: never a set
        released before ``since`` (Ice Age for Modern) or after ``until``."""
        date = table.get(code, {}).get("date", "")
        return (self._of_kind(code, table)
                and (not self.since or date >= _as_date(self.since, table))
                and (not self.until or date <= _as_date(self.until, table)))


def _not_yet_in_stores(name: str, printings: Mapping[str, str | None], early: str,
                       day: str, table: SetTable) -> str:
    """What a card whose set ``early`` reaches stores within the early week lacks on
    ``day``: its release, or, for a card that a printing which counts shows out by then
    (at another rarity, or in sets the pool does not admit), only its place in the pool,
    which that set brings. Counterspell before Modern Horizons 2, or Battleground Geist
    (uncommon in Innistrad, 2011) before Innistrad Remastered's common, was said "not
    yet released in stores", though out for years."""
    came_out = table[early].get("date")
    if any(table.get(code, {}).get("date", "9999") <= day for code in printings):
        return (f"{name} was not yet in the card pool in stores on {day}: "
                f"{_named(early, table)}, which brings it in, came out on {came_out}")
    return (f"{name} was not yet released in stores on {day}: {_named(early, table)} "
            f"came out on {came_out}")


def _reasons(data: Sequence[str] | Mapping[str, str] | None) -> Mapping[str, str]:
    """A ``card_pool``'s ``exclude_types`` or ``exclude_subtypes`` (a list of kinds, or
    kind -> the reason such a card is no deck card) as kind -> reason (``""``: none
    given). Raises nothing."""
    if isinstance(data, Mapping):
        return {str(kind): str(why or "") for kind, why in data.items()}
    return {str(kind): "" for kind in data or ()}


def _prerelease(data: Mapping[str, Any] | None) -> Prerelease | None:
    """The ``Prerelease`` of a card pool's schema-valid ``prerelease`` mapping."""
    if not data:
        return None
    def codes(key: str) -> frozenset[str]:
        return frozenset(str(code).upper() for code in data.get(key, ()))

    return Prerelease(int(data.get("days", 0)), str(data.get("since", "")),
                      frozenset(data.get("set_types", ())), codes("include_sets"),
                      codes("exclude_sets"))


def _in_stores_from_prerelease(name: str, code: str, spec: Prerelease | None,
                               table: SetTable) -> str:
    """Why a card whose set reaches stores within the prerelease days is legal already:
    its set is legal in tabletop play from its prerelease (since ``spec.since``)."""
    assert spec is not None  # asked only of a pool with prerelease days
    released = table[code].get("date", "")
    opened = (dt.date.fromisoformat(released) - dt.timedelta(days=spec.days)).isoformat()
    first = table.get(spec.since.upper(), {}).get("name", spec.since)
    return (f"{name} is legal from the prerelease of {_named(code, table)} on {opened}, "
            f"before its release on {released}: since {first}, a set is legal in tabletop "
            "play from its prerelease")


def _printed_since(card: Card, day: str) -> bool:
    """Whether ``card`` has a first day of its own in a promotional series
    (``printed_since``: Secret Lair x The Walking Dead, 2020-10-04) and ``day`` is that
    day or later: its promotional printing then counts, though the card was reprinted
    in a set later."""
    since = card.facts.get("printed_since")
    return isinstance(since, str) and day >= since


def _not_yet_printed(card: Card, day: str, table: SetTable) -> str:
    """Why a card the card data says was printed only after a day (``printed_after``: a
    promotional card its series' one date would put years too early) or first on a day
    (``printed_since``) is in no pool on ``day``; ``""`` when it is not such a card, or
    ``day`` is later."""
    since = card.facts.get("printed_since")
    if isinstance(since, str) and day < since:
        first = [code for code in (s.upper() for s in card.sets)
                 if table.get(code, {}).get("date", since) <= since]
        where = f" in {_some_named(first, table)}" if first else ""
        return f"not yet released on {day}: first printed{where} on {since}"
    after = card.facts.get("printed_after")
    if not isinstance(after, str) or day > after:
        return ""
    series = ", ".join(_named(code, table) if code in table else code
                       for code in (s.upper() for s in card.sets))
    return (f"not yet released on {day}: printed only in {series} after {after} (the "
            "series is dated by its first day; the card lists of that day do not know it)")


def _maybe_not_yet_printed(card: Card, day: str, table: SetTable, known_by: str) -> str:
    """Why a card the card data says was printed only after a day (``printed_after``)
    may not be out yet on ``day``, a day after that one but before ``known_by`` (the
    card data's date, by which the card is known printed); ``""`` otherwise. Its own
    day is in no source, so its series' one date (Secret Lair Drop, 2020-03-12) tells
    nothing: Sonic the Hedgehog, of 2025, was legal without a word in a deck of 2022."""
    after = card.facts.get("printed_after")
    if not isinstance(after, str) or not known_by or not after < day < known_by:
        return ""
    series = ", ".join(_named(code, table) if code in table else code
                       for code in (s.upper() for s in card.sets))
    return (f"{card.name} may not yet have been released on {day}: printed only in "
            f"{series} after {after}, on a day the card data does not give (it knows the "
            f"card on {known_by})")


def _each_named(codes: Sequence[str], table: SetTable) -> str:
    """The sets of ``codes`` named, the last two joined by ``and`` (``Marvel's Spider-Man
    (SPM) and Through the Omenpaths (OM1)``); more than two as ``_some_named`` names
    them."""
    if len(codes) == 2:
        return f"{_named(codes[0], table)} and {_named(codes[1], table)}"
    return _some_named(codes, table)


def _some_named(codes: Sequence[str], table: SetTable) -> str:
    """The first two sets of ``codes`` named, and how many others: ``Limited Edition
    Alpha (LEA), Limited Edition Beta (LEB) and 51 other sets``."""
    shown = ", ".join(_named(code, table) for code in codes[:2])
    others = len(codes) - 2
    return shown + (f" and {others} other set{'s' if others > 1 else ''}" if others > 0 else "")


def days_after(day: str, days: int) -> str:
    """The ISO day ``days`` days after the ISO day ``day``, or the last day a date can
    hold (9999-12-31) when that is past it: a deck judged as of the calendar's last
    week looks ahead for sets to come, and that look must not fail the judging.

    Raises ``ValueError`` when ``day`` is not ``YYYY-MM-DD``."""
    start = dt.date.fromisoformat(day)
    if days > (dt.date.max - start).days:
        return dt.date.max.isoformat()
    return (start + dt.timedelta(days=days)).isoformat()


def _days_between(first: str, last: str) -> int:
    """How many days ``last`` is after ``first`` (ISO days); 0 when it is not after it or
    either is no day (a format file of one's own may write ``2021-13-45``)."""
    try:
        return max(0, (dt.date.fromisoformat(last) - dt.date.fromisoformat(first)).days)
    except ValueError:
        return 0


def _days_before(day: str, days: int) -> str:
    """The ISO day ``days`` days before the ISO day ``day`` (the first day a date can
    hold when that is before it); ``""`` when ``day`` is no ISO day."""
    try:
        start = dt.date.fromisoformat(day)
    except ValueError:
        return ""
    if days > (start - dt.date.min).days:
        return dt.date.min.isoformat()
    return (start - dt.timedelta(days=days)).isoformat()


def _named(code: str, table: SetTable) -> str:
    return f"{table[code].get('name', code)} ({code})"


def _printings(card: Card) -> dict[str, str | None]:
    """Set code -> rarity of the card's printings (rarity ``None`` when unknown)."""
    found: dict[str, str | None] = dict.fromkeys((s.upper() for s in card.sets), None)
    printed = card.facts.get("printings")
    if isinstance(printed, Mapping):
        found.update({str(code).upper(): str(rarity) for code, rarity in printed.items()})
    return found


def _as_date(value: str, table: SetTable) -> str:
    """A set code's release date, or the value itself when it is a date."""
    info = table.get(value.upper())
    return info.get("date", value) if info else value


def _by_date(codes: Sequence[str], table: SetTable) -> list[str]:
    return sorted(codes, key=lambda code: (table[code].get("date", ""), code))
