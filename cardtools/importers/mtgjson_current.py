"""Current MTG card data from MTGJSON ``AtomicCards``, ``SetList`` and ``Meta`` files,
in the layout of a game's card data folder (``cards.json``, ``sets.json``,
``lists.json``) that ``cardtools cards update mtg`` installs.

``card_data(atomic, set_list, meta, known, bundled_sets)`` takes the three parsed
MTGJSON documents and returns the three documents. Only facts are kept (see
``cards/mtg/README.md``); rules text is read for ``text_facts`` and dropped.
``AtomicCards`` has no rarities and no MTGO names: ``known(name)`` gives the bundled
record of a card, whose printings (with their rarities) and ``aliases`` are carried
over; a printing the bundled data does not know has no rarity (it is in ``sets`` only).
``bundled_sets`` is the bundled set table: its entries are kept as they are (the format
files' card pools were written against them) and ``SetList`` adds the sets it lacks.
``known_until`` is the bundled data's date: a card printed only in promotional series it
did not know printed there was printed after it (``_date_by_the_bundled_data``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from cardtools.cardpool import CardPool
from cardtools.errors import CardtoolsError
from cardtools.gamedata import card_data_lists, colour_names
from cardtools.importers.mtgfacts import add_types_in_deck, body_facts, cost_facts, text_facts
from cardtools.names import LANGUAGE_NAMES, normalise

GAME = "mtg"
#: MTGJSON SetList ``type`` -> set type of ``sets.json``; anything else is supplemental.
SET_TYPES = {"expansion": "expansion", "core": "core", "alchemy": "arena", "promo": "promo",
             "funny": "joke", "memorabilia": "memorabilia"}
#: SetList types whose sets are left out of ``sets.json``.
SKIPPED_SET_TYPES = frozenset({"token"})
#: Layouts of objects that are not cards a deck holds.
SKIPPED_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series"})
SOURCE = {"name": "MTGJSON", "url": "https://mtgjson.com/", "license": "MIT"}

Record = dict[str, Any]
Known = Callable[[str], Mapping[str, Any] | None]


def card_data(atomic: Mapping[str, Any], set_list: Mapping[str, Any],
              meta: Mapping[str, Any], known: Known | None = None,
              bundled_sets: Mapping[str, Mapping[str, str]] | None = None,
              known_until: str = "") -> dict[str, Record]:
    """Build ``{"cards": ..., "sets": ..., "lists": ...}`` from parsed MTGJSON documents.

    ``cards`` is a card database document (``cards.schema.json``; cards sorted by
    name; ``date`` the MTGJSON build date of ``meta``), ``sets`` maps set codes to
    ``{name, date, type}`` (every set of ``bundled_sets`` as it is there, and the other
    sets of ``SetList``; its ``undated`` lists the codes of ``SetList`` sets left out for
    want of a release date, when there are any), ``lists`` the banned and restricted
    names of each MTGJSON format that the data has and the game data's
    ``card_data_lists`` names. Raises
    ``CardtoolsError`` naming the file and JSON path of the first malformed part.
    """
    date, version = meta_date(meta)
    listed, undated = _sets(set_list)
    sets = dict(sorted({**listed, **(bundled_sets or {})}.items()))
    undated = [code for code in undated if code not in sets]
    release = {code: info["date"] for code, info in sets.items()}
    known = known or (lambda name: None)
    cards, legalities, rebalanced = _cards(atomic, release, known)
    pools = _bundled_pools()
    pauper = pools.get(PAUPER)
    for record in cards:
        legal = legalities.get(record["name"])
        if not _played_anywhere(legal) and _released_by(record, release, date):
            _keep_printings_in(record, sets, "joke")
        elif record["name"] in rebalanced or _played_on_arena_only(legal):
            _keep_printings_in(record, sets, "arena")
        if known_until:
            _date_by_the_bundled_data(record, known(record["name"]), sets, known_until)
        _common_by_pauper_legality(record, legal, sets, date, pauper)
    source = {**SOURCE, "version": version}
    return {
        "cards": {
            "schema_version": 1, "game": GAME, "source": source, "date": date,
            "notes": [
                "Facts only: no rules text, flavour, artists, images, prices or identifiers.",
                "Built from MTGJSON AtomicCards, which has no rarities: printings and "
                "aliases of cards the bundled database knows are carried over from it; "
                "newer printings are in sets without a rarity.",
                "sets.json: the bundled set table, and the MTGJSON SetList sets it lacks.",
                "Inferred rarities: a card MTGJSON calls legal or banned in Pauper, with no "
                "printing known at common, has its latest printing without a rarity in a "
                "set Pauper counts recorded as common, so a day before that printing may "
                "refuse a card Pauper allowed then.",
            ],
            "cards": cards,
        },
        "sets": {"schema_version": 1, "game": GAME, "date": date, "source": source,
                 "sets": sets, **({"undated": undated} if undated else {})},
        "lists": {"date": date, "source": source,
                  "formats": _with_silent(
                      _lists(legalities, [record["name"] for record in cards],
                             _listed_by_the_bundled_formats()),
                      _silent_in_their_sets(cards, legalities, known, pools))},
    }


def _silent_in_their_sets(cards: Sequence[Record], legalities: Mapping[str, Mapping[str, str]],
                          known: Known, pools: Mapping[str, CardPool | None]
                          ) -> dict[str, list[str]]:
    """MTGJSON format -> the cards new to the data (``known`` gives no record) whose
    ``legalities`` give other formats but not this one, though a set printing them is
    the one set of a card the format plays (legal, banned or restricted: the set itself
    is in its pool, not only a reprint of an older card). MTGJSON leaves out the
    formats a card is not legal in (its Legalities model: every key optional), so the
    data calls the card not legal where its set is: a damaged entry, or a card the
    format left out, that a pool by sets would take as legal (``update`` refuses it).
    Only formats whose bundled card pool (``pools``: ``_bundled_pools``) takes a card by
    its sets alone (``CardPool.by_sets_alone``) are asked: Pauper plays a set's commons,
    never its rares, so a rare left out of Pauper is what MTGJSON means, and its pool,
    by rarity, does not take it either."""
    played_sets: dict[str, set[str]] = {}
    for record in cards:
        printed = record.get("sets") or ()
        if len(printed) != 1:
            continue
        for fmt, status in (legalities.get(record["name"]) or {}).items():
            if str(status).lower() in PLAYED:
                played_sets.setdefault(fmt, set()).update(printed)
    by_sets = [fmt for fmt in card_data_lists(GAME)
               if (pool := pools.get(fmt)) is not None and pool.by_sets_alone]
    silent: dict[str, list[str]] = {}
    for record in cards:
        legal = legalities.get(record["name"])
        if not legal or not _played_anywhere(legal) or known(record["name"]) is not None:
            continue
        for fmt in by_sets:
            if fmt not in legal and played_sets.get(fmt, set()) & set(record.get("sets") or ()):
                silent.setdefault(fmt, []).append(record["name"])
    return silent


def _with_silent(lists: dict[str, Record], silent: Mapping[str, list[str]]
                 ) -> dict[str, Record]:
    """``lists`` with each format's ``silent`` cards (``_silent_in_their_sets``), sorted."""
    for fmt, names in silent.items():
        if fmt in lists:
            lists[fmt]["silent"] = sorted(names)
    return lists


def meta_date(meta: Mapping[str, Any]) -> tuple[str, str]:
    """``(date, version)`` of an MTGJSON ``Meta.json`` document (``data`` or ``meta``).

    Raises ``CardtoolsError`` when it has no ``YYYY-MM-DD`` date.
    """
    for key in ("data", "meta"):
        part = meta.get(key)
        if isinstance(part, Mapping) and _is_day(part.get("date")):
            return str(part["date"]), str(part.get("version") or "")
    raise CardtoolsError("no build date (data.date as YYYY-MM-DD)", "Meta.json", "$.data.date")


def _is_day(value: Any) -> bool:
    """Whether ``value`` is a day of the calendar written ``YYYY-MM-DD`` (not
    ``2019-99-99``, ``2020-02-30`` or ``0000-00-00``, which a set dated so would join
    card pools on no real day)."""
    if not (isinstance(value, str) and len(value) == 10 and value[4] == value[7] == "-"
            and (value[:4] + value[5:7] + value[8:]).isdigit()):
        return False
    try:
        dt.date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _sets(set_list: Mapping[str, Any]) -> tuple[dict[str, Record], list[str]]:
    """The sets of ``SetList`` by code, and the codes of those without a release day
    (``releaseDate`` missing or not ``YYYY-MM-DD``), left out of the set table: a set
    cannot join a card pool on no day, so its printings count in none (a card printed
    only there is "in no set of the card data's set lists"), and one such set no longer
    stops the update of every other card. Raises ``CardtoolsError`` for a set without
    a code."""
    data = set_list.get("data")
    if not isinstance(data, list):
        raise CardtoolsError("expected a list of sets", "SetList.json", "$.data")
    sets: dict[str, Record] = {}
    undated: list[str] = []
    for position, item in enumerate(data):
        where = f"$.data[{position}]"
        if not isinstance(item, Mapping) or not isinstance(item.get("code"), str) \
                or not item["code"].strip():
            raise CardtoolsError("a set needs a code", "SetList.json", where)
        kind = str(item.get("type") or "")
        if kind in SKIPPED_SET_TYPES:
            continue
        if not _is_day(item.get("releaseDate")):
            undated.append(item["code"].upper())
            continue
        sets[item["code"].upper()] = {"name": str(item.get("name") or item["code"]),
                                      "date": item["releaseDate"], "type": _set_type(item)}
        if item.get("isPaperOnly"):  # never on Magic Online: never in a pool before stores
            sets[item["code"].upper()]["online"] = "never"
    return dict(sorted(sets.items())), sorted(set(undated))


def _set_type(item: Mapping[str, Any]) -> str:
    kind = str(item.get("type") or "")
    if kind == "alchemy":
        return "arena"
    if item.get("isOnlineOnly"):
        # a digital set is a Magic Online one when MTGJSON gives its Magic Online code;
        # without one it is MTG Arena's (Historic Anthology, Jumpstart: Historic
        # Horizons), whose cards no tabletop or Magic Online format plays
        return "online" if item.get("mtgoCode") else "arena"
    return SET_TYPES.get(kind, "supplemental")


def _cards(atomic: Mapping[str, Any], release: Mapping[str, str], known: Known
           ) -> tuple[list[Record], dict[str, dict[str, str]], set[str]]:
    """Card records sorted by name, each card's legalities (name -> format -> status)
    and the names of the cards MTGJSON marks rebalanced (``isRebalanced``: MTG Arena's
    ``A-`` versions)."""
    data = atomic.get("data")
    if not isinstance(data, Mapping):
        raise CardtoolsError("expected an object of cards by name", "AtomicCards.json", "$.data")
    records: dict[str, Record] = {}
    legalities: dict[str, dict[str, str]] = {}
    reversible: list[tuple[str, list[Mapping[str, Any]]]] = []
    rebalanced: set[str] = set()
    for key, entries in data.items():
        where = f"$.data[{key!r}]"
        if not isinstance(entries, list) or not entries \
                or not all(isinstance(e, Mapping) and isinstance(e.get("name"), str)
                           for e in entries):
            raise CardtoolsError("a card must be a list of face objects with names",
                                 "AtomicCards.json", where)
        if entries[0].get("layout") in SKIPPED_LAYOUTS:
            continue
        if _one_card_on_both_sides(str(key), entries):
            reversible.append((str(key), entries))
            continue
        for record, legal in _records(str(key), entries, release):
            _add(records, record, known, release)
            if legal is not None:
                legalities.setdefault(record["name"], legal)
            if any(entry.get("isRebalanced") is True for entry in entries):
                rebalanced.add(record["name"])
    for key, entries in reversible:
        _add_reversible(records, legalities, key, entries, known, release)
    cards = sorted(records.values(), key=lambda r: (normalise(r["name"]), r["name"]))
    return cards, legalities, rebalanced


def _one_card_on_both_sides(key: str, entries: Sequence[Mapping[str, Any]]) -> bool:
    """Whether an entry is a reversible printing of a card on both of its sides
    (``Sol Ring // Sol Ring``, ``A // B // A // B`` for an adventurer): not a card of its
    own, but that card under another name."""
    parts = key.split(" // ")
    return entries[0].get("layout") == "reversible_card" and len(set(parts)) < len(parts)


def _add_reversible(records: dict[str, Record], legalities: dict[str, dict[str, str]],
                    key: str, entries: Sequence[Mapping[str, Any]], known: Known,
                    release: Mapping[str, str]) -> None:
    """The name of a reversible printing (``_one_card_on_both_sides``) becomes an alias of
    the card printed on it, and its sets the card's; a card known only so is added under
    its own name (its faces once each), with that alias. Counted as the card it is, never
    as a second card, so a singleton deck cannot hold it twice by naming it both ways."""
    name = " // ".join(dict.fromkeys(key.split(" // ")))
    record = records.get(normalise(name))
    if record is None:
        faces = list({str(e.get("faceName") or name): e for e in entries}.values())
        record = _record(name, faces[:len(name.split(" // "))], release)
        record.pop("layout", None)
        _add(records, record, known, release)
        legal = _legalities(entries[0])
        if legal is not None:
            legalities.setdefault(record["name"], legal)
        record = records[normalise(name)]
    record["aliases"] = sorted({*record.get("aliases", ()), key})
    printed = {str(code).upper() for code in _listed(entries[0].get("printings"))}
    if printed - set(record.get("sets", ())):
        record["sets"] = _by_release({*record.get("sets", ()), *printed}, release)
    records[normalise(name)] = _ordered(record)


def _add(records: dict[str, Record], record: Record, known: Known,
         release: Mapping[str, str]) -> None:
    """Add a record; a meld result met again (from its other front half) gains that
    half in ``meld_back_of``."""
    key = normalise(record["name"])
    if key in records:
        earlier = records[key]
        for front in record.get("meld_back_of", ()):
            if front not in earlier.setdefault("meld_back_of", []):
                earlier["meld_back_of"].append(front)
        return
    records[key] = _carry_over(record, known(record["name"]), release)


def _records(key: str, entries: Sequence[Mapping[str, Any]], release: Mapping[str, str]
             ) -> Iterable[tuple[Record, dict[str, str] | None]]:
    faces = sorted(entries, key=lambda e: str(e.get("side") or ""))
    if faces[0].get("layout") == "meld":
        fronts = [f for f in faces if f.get("side") != "b"]
        for face in faces:
            record = _record(str(face.get("faceName") or key), [face], release)
            if face.get("side") == "b":
                record["meld_back_of"] = [str(f.get("faceName")) for f in fronts]
            yield record, _legalities(face)
        return
    yield _record(key, faces, release), _legalities(faces[0])


def _record(name: str, faces: Sequence[Mapping[str, Any]], release: Mapping[str, str]
            ) -> Record:
    """One card record (keys in the order of the data layout; empty facts left out)."""
    first = faces[0]
    record: Record = {"name": name}
    # a meld half is a card of its own: its names in other languages are its face's
    names = _localised(first, "faceName" if len(faces) == 1 and first.get("faceName")
                       else "name")
    if names:
        record["names"] = names
    layout = str(first.get("layout") or "normal")
    if layout != "normal":
        record["layout"] = layout
    for key, fact in (("types", "type"), ("supertypes", "supertypes"),
                      ("subtypes", "subtypes")):
        values = _union(f.get(key) for f in faces)
        if values:
            record[fact] = values
    if len(faces) > 1:
        record["faces"] = [_face(face) for face in faces]
    if isinstance(first.get("colorIdentity"), list | str):
        identity = _listed(first["colorIdentity"])
        record["colour_identity"] = [c for c in colour_names(GAME) if c in identity]
    mana_value = first.get("manaValue", first.get("convertedManaCost"))
    if isinstance(mana_value, int | float):
        record["mana_value"] = int(mana_value) if float(mana_value).is_integer() else mana_value
    printed = [str(code).upper() for code in _listed(first.get("printings"))]
    if printed:
        record["sets"] = _by_release(printed, release)
    # a split card's mana cost is both halves' (rule 709.4); any other card's is its
    # front face's (rules 712.8a, 715.4: a back face or an adventure is not in the deck)
    in_deck = faces if layout in ("split", "aftermath") else faces[:1]
    record.update(cost_facts([face.get("manaCost") for face in in_deck]))
    # the deck-building facts of the text, as the card is in a deck: Zirda does not see
    # the activated ability of Hadana's Climb's back face
    text = "\n".join(str(f.get("text") or "") for f in in_deck)
    keywords = _union(f.get("keywords") for f in in_deck)
    record.update(text_facts(text, name, keywords))
    record.update(body_facts(first.get("subtypes"), first.get("power")))
    add_types_in_deck(record, text)
    return record


def _by_release(codes: Iterable[str], release: Mapping[str, str]) -> list[str]:
    """Set codes once each, by release date then code (unknown sets last)."""
    return sorted(set(codes), key=lambda code: (release.get(code, "9999"), code))


def _face(face: Mapping[str, Any]) -> Record:
    record: Record = {"name": str(face.get("faceName") or face.get("name"))}
    for key, fact in (("types", "type"), ("supertypes", "supertypes"),
                      ("subtypes", "subtypes")):
        if face.get(key):
            record[fact] = [str(v) for v in _listed(face[key])]
    names = _localised(face, "faceName")
    if names:
        record["names"] = names
    return record


#: MTGJSON's ``foreignData`` languages read, by the codes a card's ``names`` takes (the
#: languages of Magic's printed editions; another, such as a single card's Phyrexian or
#: Sanskrit printing, is left out).
LANGUAGE_CODES = {language: code for code, language in LANGUAGE_NAMES.items()}


def _localised(entry: Mapping[str, Any], key: str) -> dict[str, str | list[str]]:
    """The names of a card or face (``key``: ``name`` or ``faceName``) in each language
    of ``LANGUAGE_CODES`` its ``foreignData`` gives, by language code: one name, or the
    list of several; ``{}`` when none. Raises nothing."""
    names: dict[str, list[str]] = {}
    for item in entry.get("foreignData") or ():
        code = LANGUAGE_CODES.get(str(item.get("language"))) if isinstance(item, Mapping) else None
        value = item.get(key) if code else None
        if code and isinstance(value, str) and value.strip() not in ("", *names.get(code, ())):
            names.setdefault(code, []).append(value.strip())
    return {code: found[0] if len(found) == 1 else found for code, found in names.items()}


def _listed(value: Any) -> list[Any]:
    """A list field of MTGJSON as a list: a lone string is one value (``"NWX"``, not the
    sets N, W and X), any other non-list nothing."""
    if isinstance(value, str):
        return [value] if value else []
    return list(value) if isinstance(value, list | tuple) else []


def _union(lists: Iterable[Any]) -> list[str]:
    """The strings of several list fields, once each, in order (``_listed`` reads each)."""
    found: list[str] = []
    for values in lists:
        for value in _listed(values):
            if isinstance(value, str) and value and value not in found:
                found.append(value)
    return found


def _legalities(entry: Mapping[str, Any]) -> dict[str, str] | None:
    """The entry's ``legalities`` (format -> status); ``None`` when it gives none."""
    value = entry.get("legalities")
    if not isinstance(value, Mapping):
        return None
    return {str(k): str(v) for k, v in value.items()}


#: Facts of a bundled card that no MTGJSON file gives: the first day of a card printed
#: in a promotional series, whose one date is years too early for it (``printed_after``,
#: ``printed_since``: ``cards/mtg/README.md``).
FIRST_DAY_FACTS = ("printed_after", "printed_since")


def _carry_over(record: Record, bundled: Mapping[str, Any] | None,
                release: Mapping[str, str]) -> Record:
    """Add what AtomicCards lacks from the bundled record of the same card: the
    printings it knows with their rarities, its aliases, its names in the languages
    AtomicCards does not give (the basic lands' German ones, French names the 2022 name
    index gives a card AtomicCards gives none for) and its first
    day in a promotional series (``FIRST_DAY_FACTS``: without it Kratos, Stoic Father, a
    Secret Lair card of 2023 or later, was a Legacy card from the series' 2020 date)."""
    if not bundled:
        return record
    # the bundled printings stay even where AtomicCards names the set otherwise, so
    # that an update never drops a printing (nor a rarity) a card pool relies on
    codes = {*record.get("sets", ()), *(str(code) for code in bundled.get("sets") or ())}
    if codes:
        record["sets"] = _by_release(codes, release)
    printings = bundled.get("printings")
    if isinstance(printings, Mapping) and printings:
        record["printings"] = {str(code): str(rarity) for code, rarity in printings.items()}
        record["rarity"] = list(dict.fromkeys(record["printings"].values()))
    if bundled.get("aliases"):
        record["aliases"] = list(bundled["aliases"])
    if isinstance(bundled.get("names"), Mapping):  # the update's names first, by language
        record["names"] = {**bundled["names"], **record.get("names", {})}
    for fact in FIRST_DAY_FACTS:
        if bundled.get(fact):
            record[fact] = bundled[fact]
    return _ordered(record)


#: MTGJSON legality values of a card a format plays (``Not Legal`` is none of them).
PLAYED = frozenset({"legal", "banned", "restricted"})


def _played_anywhere(legalities: Mapping[str, str] | None) -> bool:
    """Whether MTGJSON gives the card a legality in some format (legal, banned or
    restricted): an acorn or silver-bordered card has none. A card whose entry gives no
    ``legalities`` at all tells nothing: it is taken as played."""
    return legalities is None or any(str(status).lower() in PLAYED
                                     for status in legalities.values())


#: MTGJSON's formats of MTG Arena alone (``brawl`` is Arena's Brawl of the Historic pool,
#: ``standardbrawl`` Arena's Standard Brawl): a tabletop or Magic Online card is also
#: played in a format of those (Vintage, Legacy, Commander, Standard, ...).
ARENA_FORMATS = frozenset({"alchemy", "brawl", "explorer", "gladiator", "historic",
                           "historicbrawl", "standardbrawl", "timeless"})


def _played_on_arena_only(legalities: Mapping[str, str] | None) -> bool:
    """Whether MTGJSON gives the card a legality (legal, banned or restricted) in MTG
    Arena's formats alone (``ARENA_FORMATS``): a rebalanced ``A-`` card, or another card
    made for Arena, which MTGJSON may list in the paper set of the card it rebalances.
    Such a card is in no tabletop or Magic Online pool whatever set prints it."""
    played = {fmt for fmt, status in (legalities or {}).items()
              if str(status).lower() in PLAYED}
    return bool(played) and played <= ARENA_FORMATS


#: MTGJSON's legality key of Pauper, and the bundled format (``card_data_lists`` of the
#: game data) whose card pool says which printings count there.
PAUPER = "pauper"


def _bundled_pools() -> dict[str, CardPool | None]:
    """MTGJSON format -> the card pool of the bundled format it brings up to date
    (``card_data_lists`` of the game data; ``formats/mtg/pauper.yaml`` for ``pauper``:
    the set types and left-out sets whose common printings put a card in Pauper), one
    source with the checks; ``None`` for a format without a card pool. Raises
    ``CardtoolsError`` when a bundled format file cannot be read."""
    from cardtools.formatspec.loader import FormatRegistry
    from cardtools.rules.card_pool import OPTIONS

    registry = FormatRegistry()
    pools: dict[str, CardPool | None] = {}
    for fmt, name in card_data_lists(GAME).items():
        spec = registry.get(f"{GAME}/{name}").option(OPTIONS)
        pools[fmt] = spec.pool if spec else None
    return pools


def _pauper_pool() -> CardPool | None:
    """The card pool of the bundled format MTGJSON's Pauper legality brings up to date
    (``_bundled_pools``); ``None`` when the game data names no such format or the
    format has no card pool. Raises ``CardtoolsError`` when a bundled format file
    cannot be read."""
    return _bundled_pools().get(PAUPER)


def _common_by_pauper_legality(record: Record, legalities: Mapping[str, str] | None,
                               sets: Mapping[str, Mapping[str, str]], day: str,
                               pool: CardPool | None) -> None:
    """A card MTGJSON calls legal or banned in Pauper was printed at common; when no
    printing of it is known at common in a set Pauper counts
    (``_common_where_pauper_counts``) and some printings have no rarity (AtomicCards
    has none: a set newer than the bundled data), its latest printing that may be the
    common one (a set of a kind Pauper counts, a digital one, one not in ``sets``), when
    that one has no rarity and is in Pauper's card ``pool`` on ``day`` (its sets released
    by then: ``_pauper_pool``), is recorded as common (else none is: a later printing
    still to come may be the common one). The rarity is
    inferred, not read: the latest printing, so the card is in Pauper's pool from no
    earlier day than MTGJSON bears out (a new common of the update
    was refused by Pauper, its rarity unknown, though MTGJSON says it is played there);
    a day before that printing refuses it, even if an earlier printing was at common."""
    status = str((legalities or {}).get(PAUPER, "")).lower()
    printings = record.get("printings") or {}
    if pool is None or status not in ("legal", "banned") \
            or _common_where_pauper_counts(printings, sets, pool):
        return
    counted = pool.legal_sets(day, sets)
    # the latest printing that may be the common one (a set of a kind Pauper counts,
    # released or not; a digital set, which the importer may have typed arena where
    # Magic Online plays it; a set not in the table), a set without a date the latest:
    # only when it is counted, released and of unknown rarity. A common in a set still to
    # come was made an older printing's, the card legal months early
    may_count = pool.set_types | {"arena"}
    candidates = [code for code in record.get("sets") or () if code not in pool.exclude_sets
                  and (code not in sets or sets[code].get("type") in may_count)]
    if not candidates:
        return
    latest = max(candidates, key=lambda code: (sets.get(code, {}).get("date") or "9999", code))
    if latest in printings or latest not in counted:
        return
    found = {**printings, latest: "common"}
    record["printings"] = {**{code: found[code] for code in record["sets"] if code in found},
                           **found}
    record["rarity"] = list(dict.fromkeys(record["printings"].values()))
    ordered = _ordered(record)
    record.clear()
    record.update(ordered)


def _common_where_pauper_counts(printings: Mapping[str, str],
                                sets: Mapping[str, Mapping[str, str]], pool: CardPool) -> bool:
    """Whether a printing at common is in a set of a kind Pauper's ``pool`` counts (not
    one it leaves out): a common only in a promotional or an un-set printing does not
    take the card into Pauper, so a newer printing may still be the common one (a card
    made common in a new set stayed refused, its one known common a promotion's)."""
    return any(rarity == "common" and code not in pool.exclude_sets
               and sets.get(code, {}).get("type") in pool.set_types
               for code, rarity in printings.items())


def _released_by(record: Record, release: Mapping[str, str], day: str) -> bool:
    """Whether every set printing the card was released by ``day`` (the data's date): a
    card of a set still to come has no legality yet either, and is no joke card."""
    return all(release.get(code, "9999") <= day for code in record.get("sets") or [])


def _keep_printings_in(record: Record, sets: Mapping[str, Mapping[str, str]],
                       kind: str) -> None:
    """Keep only a card's printings in sets of type ``kind`` of the set table ``sets``.

    A card no format plays (an acorn card of Unfinity, a silver-bordered Secret Lair
    card) keeps its printings in un-sets (``joke``): the set table types Unfinity as a
    supplemental set, as its other cards are tournament cards, so its acorn cards were
    Legacy cards once the data was updated. A card only MTG Arena plays (a rebalanced
    ``A-`` card, which MTGJSON lists in the set of the card it rebalances) keeps its
    printings in Arena sets (``arena``): ``A-Luminarch Aspirant`` of Zendikar Rising was
    a Pioneer and Legacy card once the data was updated, as the bundled importer keeps
    it out (``cardtools.importers.mtgcurrent``). Without a printing left it is a card
    with no printing, as the bundled data has it."""
    printed = record.get("sets") or []
    kept = [code for code in printed if sets.get(code, {}).get("type") == kind]
    if kept == printed:
        return
    printings = {code: rarity for code, rarity in (record.get("printings") or {}).items()
                 if code in kept}
    for fact in ("sets", "printings", "rarity"):
        record.pop(fact, None)
    if kept:
        record["sets"] = kept
    if printings:
        record["printings"] = printings
        record["rarity"] = list(dict.fromkeys(printings.values()))


def _date_by_the_bundled_data(record: Record, bundled: Mapping[str, Any] | None,
                              sets: Mapping[str, Mapping[str, str]], known_until: str
                              ) -> None:
    """A card printed only in promotional series (one date for a whole series: Secret
    Lair Drop, 2020-03-12) that the bundled data of ``known_until`` did not know printed
    in any of them was printed after that day: ``printed_after`` says so, as the
    importer of the bundled data says it by the 2022 name index, and the card pools
    refuse it on the days the bundled data judged (without it a Secret Lair card of the
    update was a Legacy card from 2020 on). Not a melded back half, nor a card whose
    first day is already known."""
    printed = record.get("sets") or []
    if not printed or record.get("meld_back_of") \
            or any(fact in record for fact in FIRST_DAY_FACTS):
        return
    if any(sets.get(code, {}).get("type") != "promo" for code in printed) \
            or min(sets[code]["date"] for code in printed) > known_until:
        return
    if bundled and set(bundled.get("sets") or ()) & set(printed):
        return
    record["printed_after"] = known_until


_ORDER = ("name", "names", "aliases", "layout", "type", "supertypes", "subtypes", "faces",
          "colour_identity", "mana_value", "sets", "printings", "rarity")


def _ordered(record: Record) -> Record:
    return {**{k: record[k] for k in _ORDER if k in record},
            **{k: v for k, v in record.items() if k not in _ORDER}}


#: MTGJSON's legality values (``Not Legal``: not in the format's card pool); any other
#: value says nothing of a card's status.
STATUSES = frozenset({*PLAYED, "not legal"})


def _lists(legalities: Mapping[str, Mapping[str, str]], names: Sequence[str] = (),
           listed: Mapping[str, frozenset[str]] | None = None) -> dict[str, Record]:
    """The banned and restricted names of each format the data has, sorted; with
    ``unknown``, when there are any, the cards (of ``names``, every card of the data)
    whose status in that format the data does not give: no ``legalities`` at all, a
    value that is none of MTGJSON's (``STATUSES``), or no value for the format while
    the bundled history names the card on its lists (``listed``: MTGJSON format ->
    normalised front faces, ``_listed_by_the_bundled_formats``; MTGJSON leaves out the
    formats a card is not legal in, but a card on a format's list is in its pool, so
    its format's key is there in a whole file). Such a card keeps the status the
    bundled history gives it (``datadir.updated_list_changes``): taken as not listed,
    a banned card of a partly broken file was unbanned."""
    lists: dict[str, Record] = {}
    for fmt in card_data_lists(GAME):
        if not any(fmt in legal for legal in legalities.values()):
            continue
        lists[fmt] = {
            status: sorted(n for n, legal in legalities.items()
                           if legal.get(fmt, "").lower() == status)
            for status in ("banned", "restricted")
        }
        history = (listed or {}).get(fmt, frozenset())
        unknown = sorted(name for name in names if name not in legalities
                         or legalities[name].get(fmt, "not legal").lower() not in STATUSES
                         or (fmt not in legalities[name] and _front(name) in history))
        if unknown:
            lists[fmt]["unknown"] = unknown
    return lists


def _front(name: str) -> str:
    return normalise(name.split("//")[0])


def _listed_by_the_bundled_formats() -> dict[str, frozenset[str]]:
    """MTGJSON format name -> the cards (normalised front faces) the list history of
    the bundled format it brings up to date (``card_data_lists``) ever bans or
    restricts; a format that cannot be read names none. Raises nothing."""
    from cardtools.formatspec.loader import FormatRegistry

    registry = FormatRegistry()
    found: dict[str, frozenset[str]] = {}
    for fmt, name in card_data_lists(GAME).items():
        try:
            changes = registry.get(f"{GAME}/{name}").list_changes
        except CardtoolsError:
            continue
        found[fmt] = frozenset(_front(card) for change in changes
                               for card in (*change.banned, *change.restricted))
    return found
