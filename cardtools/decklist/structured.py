"""The YAML / JSON decklist reader (DESIGN 3.2). It never raises on bad input."""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterator
from functools import lru_cache
from typing import Any, NamedTuple

import yaml

from cardtools.decklist.decoding import MAX_COUNT, MAX_LINE, decode
from cardtools.decklist.jsontext import JSON_TOKEN, json_written
from cardtools.decklist.markers import HOLOGRAPHIC_WORDS, angled_name
from cardtools.decklist.sections import (
    SKIPPED_SECTIONS,
    held_kinds,
    skipped_section_note,
    typos,
)
from cardtools.decklist.text import (
    COMPANION,
    card_entry,
    cards_in_value,
    comment_count,
    declare_companions,
    is_count_word,
    no_day_said,
    quantity_problem,
    read_text,
    split_count,
    strip_decorations,
)
from cardtools.errors import CardtoolsError
from cardtools.gamedata import ZoneTable, bundled_zones
from cardtools.model import MAIN, SIDE, TOKEN, DeckLine, Decklist, Finding, Outside
from cardtools.names import normalise
from cardtools.validation import as_written, describe_error, schema_errors
from cardtools.yamlio import (
    compose,
    construct_node,
    key_text,
    load_json,
    load_yaml,
    loaded_key_text,
)

METADATA = {"format": "format", "game": "game", "player": "player", "name": "deck",
            "deck_name": "deck", "event": "event", "date": "date",
            "pool": "pool", "companion": "companion"}
#: Sections that are not part of the deck (the schema allows them): an ``ignored-section``
#: info each, as in a text decklist, so their cards never vanish unsaid; the other words
#: of the game data's skipped sections are keys too (``skipped_keys``).
SKIPPED = ("maybeboard", "tokens")
HOLOGRAPHIC = HOLOGRAPHIC_WORDS | {"holo foil", "holo-foil"}


#: Longest card name or metadata value (README "Limits": a line is at most 500 characters).
MAX_TEXT = MAX_LINE


class _Section(NamedTuple):
    """One section key as written at the top of the document (``Deck:``): its zone key
    (lower case), the section's value, the line of the key (``None`` when unknown) and
    the base of the JSON paths that ``lines`` keys its entries by."""

    key: str
    value: Any
    line: int | None
    base: str


def read_structured(data: bytes, path: str, is_json: bool,
                    zones: ZoneTable | None = None) -> Decklist:
    """Read a structured decklist (``cardtools/schemas/decklist.schema.json``).

    Input: the file's bytes, its name (for messages), whether it is JSON, and the zones
    of the game data whose ``sections`` are the keys holding cards
    (``gamedata.zone_table``; default: the bundled games'). Output: a
    ``Decklist``; schema problems become ``parse-error`` findings (with the line where
    YAML gives one) and the valid entries are still read; a section written twice
    (``deck:`` twice, or ``Deck:`` and ``deck:``) is a ``parse-error`` on its second
    key and the cards of both are read; a name or value longer than ``MAX_TEXT`` is a
    ``parse-error`` and not read; text that is not YAML/JSON, or not a mapping, sets
    ``fatal`` with the fact ``NOT_A_MAPPING`` (``read_decklist`` reads it as text when
    its lines name cards). Never raises.
    """
    decoded = decode(data)
    if decoded.fatal is not None:
        return Decklist(fatal=decoded.fatal)
    zones = zones or bundled_zones()
    text = "\n".join(decoded.lines)
    repeated: list[Finding] = []
    written: dict[str, str] = {}
    spelled: dict[str, str] = {}
    try:
        document, lines, sections = (
            _json_document(text, path, repeated, zones, spelled) if is_json
            else _yaml_document(text, path, repeated, zones, written, spelled))
    except CardtoolsError as exc:
        where = f" (line {exc.where})" if exc.where else ""
        line = int(exc.where) if exc.where and exc.where.isdigit() else None
        unread = (_unmapped(exc.document) if isinstance(exc, _NotAMapping)
                  else Decklist(fatal=Finding("file-error", exc.message + where, line=line)))
        unread.sheet_facts = frozenset({NOT_A_MAPPING})  # maybe a text decklist
        return unread
    if not sections:
        if _decked_builder_collection(document):
            return Decklist(fatal=Finding(
                "file-error", "not a decklist: a Decked Builder collection (cards by "
                "multiverse id)", hint="export the deck from Decked Builder as .dec and "
                "submit that"), no_deck=True)
        return _no_section(document)
    findings = list(decoded.findings)
    document = _without_long_text(document, lines, findings, zones)
    sections = [section._replace(value=_without_long_names(
                    section._replace(value=_entry_keys_read(section.value)), lines, findings))
                for section in sections]
    document.update({section.key: section.value for section in sections})
    if isinstance(companion := document.get("companion"), dict | list):
        # its entries' keys read as a section's are ({Name: Lurrus..., Count: 1})
        document["companion"] = (_entry_read(companion) if isinstance(companion, dict)
                                 else _entry_keys_read(companion))
    findings.extend(_repeated_sections(sections, zones, spelled))
    findings.extend(_repeated_keys(lines, zones, spelled))
    for section in sections:
        findings.extend(_odd_names(section, lines))
    findings.extend(repeated)
    unknown = _unknown_keys(document, zones)
    sectioned = {key: zone for key, note in unknown.items()
                 if note and isinstance(document[key], str)
                 and (zone := misspelt_section(key, zones, document)) is not None}
    findings.extend(_unknown_key_findings(unknown, lines, spelled, zones, sectioned))
    skipped = skipped_keys(zones)
    judged = {key: value for key, value in document.items()
              if key not in unknown and key not in skipped}  # any value: not the deck's
    findings.extend(_schema_findings(judged, sections, lines, path, zones, is_json))
    findings.extend(
        Finding("ignored-section", skipped_section_note(key, held_kinds(key, zones)),
                line=_line_of(lines, f"$.{key}"))
        if _skipped_in(key, zones) else
        Finding("reading", f"section '{key}': the game has no tokens, so it is no section "
                "of tokens; its cards are counted in the main deck",
                line=_line_of(lines, f"$.{key}"))
        for key in document if key in skipped)
    metadata = {
        METADATA[key]: str(value)
        for key, value in document.items()
        if key in METADATA and isinstance(value, str | int | float)
    }
    if isinstance(given := document.get("date"), str) and given.strip() and (
            said := no_day_said(given, spelled.get("$.date", "date"))):
        # "date": "2022-13-45", date: soon: no day, as a text list's Date: line is said
        findings.append(Finding("reading", said, line=_line_of(lines, "$.date")))
    deck_lines: list[DeckLine] = []
    for section in sections:
        # a section written as one name ("mage: Iconic X", "magi: Korg & Zet") is that
        # card; as a block of text lines ("deck: |"), one card line per line
        value = section.value.splitlines() if isinstance(section.value, str) \
            else section.value
        if not is_json and isinstance(value, list):
            value = _with_count_comments(value, section.base, lines, decoded.lines)
        problems: list[tuple[str, str]] = []
        deck_lines.extend(
            line._replace(zone=zones.sections[section.key],
                          line=_line_of(lines, section.base + suffix))
            for suffix, line in _entries(value, problems, zones))
        findings.extend(
            Finding("parse-error", f"$.{section.key}{suffix}: {message}",
                    line=_line_of(lines, section.base + suffix))
            for suffix, message in problems)
    for key in skipped:
        deck_lines.extend(_held_lines(document, key, lines, zones, findings, is_json))
    if not is_json and "#" in text:
        deck_lines = _with_yaml_comments(deck_lines, decoded.lines)
    noted: dict[int, tuple[str, str]] = {}
    deck_lines.extend(_cards_in_values(document, lines, zones, written, noted, unknown, spelled,
                                        sectioned))
    deck_lines = _declared_companions(deck_lines, metadata, document.get("companion"),
                                      _line_of(lines, "$.companion"), zones)
    zone_lines: dict[str, int] = {}
    for section in sections:
        if section.line is not None:
            zone_lines.setdefault(zones.sections[section.key], section.line)
    metadata_lines = {METADATA[key]: lines[f"$.{key}"] for key in METADATA
                      if f"$.{key}" in lines}
    decklist = Decklist(_in_zone_order(deck_lines, zones), metadata, findings,
                        zone_lines=zone_lines, metadata_lines=metadata_lines, noted=noted)
    decklist.form = "json" if is_json else "yaml"
    return decklist


def _skipped_in(key: str, zones: ZoneTable) -> bool:
    """Whether the skipped key ``key`` is one outside the deck in the game of ``zones``:
    ``tokens`` only in a game whose data names a section of tokens (Magic's; Mage Noir,
    Magi-Nation Duel and MageTCG have no tokens, so there the key's cards are the main
    deck's, as a text list's ``Tokens`` heading is one of another name)."""
    return key != "tokens" or "tokens" in zones.token_sections


def _held_lines(document: dict[Any, Any], key: str, lines: dict[str, int],
                zones: ZoneTable, findings: list[Finding],
                is_json: bool = False) -> Iterator[DeckLine]:
    """The lines of the skipped ``key`` when its section holds some kinds of card only
    (``sections.held_kinds``: ``tokens``, ``attractions``, ``contraptions``,
    ``stickers``; a list or mapping of entries as a section's, or a block of text lines),
    each in the main deck and outside it for a card of those kinds (``Outside``; quiet
    for tokens: the key's note says so): the checker keeps out a token's name only, an
    Attraction as the Attraction deck's, so a card of another kind there is counted
    (``tokens: [1 Oko, Thief of Crowns]`` was skipped whole, a banned card hidden, the
    deck legal; ``attractions:`` was refused), as on every other tool's board of that
    name. In a game without tokens (``_skipped_in``) the lines of ``tokens`` are the main
    deck's alone (a name of no card there was left out as a token, an unknown card
    hidden). An entry that cannot be read is a ``parse-error`` in ``findings``, as a
    section's is, and so is an entry of a key no card entry has, as in a section
    (``{name: Oko, Thief of Crowns, count: 1}``, which YAML's flow mapping parts at the
    comma into the token ``Oko`` and a key ``Thief of Crowns``: the banned card was left
    out as a token), not read (``is_json``: the message's form). No lines for another
    key."""
    kinds = held_kinds(key, zones)
    value = document.get(key) if kinds or key == "tokens" else None
    value = value.splitlines() if isinstance(value, str) else _entry_keys_read(value)
    if not isinstance(value, list | dict):
        return
    outside = Outside(f"section '{key}'", kinds, "the main deck", zones.section_zones.get(key),
                      quiet=kinds == (TOKEN,)) if _skipped_in(key, zones) and kinds else None
    problems: list[tuple[str, str]] = []
    if isinstance(value, list):
        for position, item in enumerate(value):
            message = _entry_message({key: value}, f"$.{key}[{position}]", is_json) \
                if isinstance(item, dict) and any(key not in ENTRY_KEYS for key in item) \
                else None
            if message is not None:
                problems.append((f"[{position}]", message))
        unread = {int(suffix[1:-1]) for suffix, _ in problems}
        value = [None if position in unread else item for position, item in enumerate(value)]
    read: set[str] = set()
    for suffix, line in _entries(value, problems, zones):
        read.add(suffix)
        yield line._replace(line=_line_of(lines, f"$.{key}{suffix}"), outside=outside)
    said = read | {suffix for suffix, _ in problems}
    # an item read as no entry ({deck: [...]}, a list in a list, a count of 0) may hold
    # a card: never dropped without a word
    problems.extend((suffix, "not read as a card entry; its cards were not counted")
                    for suffix, item in _token_items(value)
                    if suffix not in said and not (isinstance(item, str) and not item.strip()))
    findings.extend(Finding("parse-error", f"$.{key}{suffix}: {message}",
                            line=_line_of(lines, f"$.{key}{suffix}"))
                    for suffix, message in problems)


def _token_items(value: list[Any] | dict[Any, Any]) -> Iterator[tuple[str, Any]]:
    """Each item of a skipped key's list or mapping (``_held_lines``) with the JSON path suffix
    ``_entries`` gives it (``[0]``, ``.Treasure``)."""
    if isinstance(value, dict):
        yield from ((f".{key}", item) for key, item in value.items())
    else:
        yield from ((f"[{position}]", item) for position, item in enumerate(value))


#: Metadata keys whose value may be a card line (``name: 4 Crimson Ritual``), with the
#: text decklist's metadata key of the same meaning.
_NAMING_KEYS = {"name": "Name", "deck_name": "Name", "player": "Player", "event": "Event",
                "pool": "Pool", "date": "Date", "game": "Game"}


def _cards_in_values(document: dict[Any, Any], lines: dict[str, int],
                     zones: ZoneTable, written: dict[str, str],
                     noted: dict[int, tuple[str, str]],
                     unknown: dict[Any, bool] | None = None,
                     spelled: dict[str, str] | None = None,
                     sectioned: dict[Any, str] | None = None) -> Iterator[DeckLine]:
    """The possible card lines of the deck's name, player or event values, and of the
    text value of a key no decklist has (``unknown``: ``notes: 4 Crimson Ritual``, read
    as an event's), read as a text decklist reads ``Name: 4 Crimson Ritual``
    (``text.cards_in_value``); a YAML
    value written over several lines that YAML folds into one (``written``, by JSON
    path) is read line by line as written: ``name: >`` then ``Burn`` and ``4 Crimson
    Ritual`` on lines of their own is the name ``Burn 4 Crimson Ritual``, but a person
    reads a card line. A value's text that may hold a card line goes to ``noted``
    (``Decklist.noted``). An unknown key's own text, as written (``spelled``, by JSON
    path), is read as its value is (``"1 Black Lotus": note``). The text of an unknown
    key that stands for a section (``sectioned``: its zone, by key; ``misspelt_section``)
    is read as that section's text is, each line a possible card line of its zone; the
    text of one that is a zone's line prefix (``4th Magi: Korg``) as that text line is
    (``_prefixed_lines``)."""
    prefixed = {key: found for key, note in (unknown or {}).items()
                if note and isinstance(key, str) and key not in (sectioned or {})
                and isinstance(value := document.get(key), str)
                and (found := list(_prefixed_lines((spelled or {}).get(f"$.{key}", key),
                                                   value, _line_of(lines, f"$.{key}"),
                                                   zones)))}
    naming = {**_NAMING_KEYS, **{key: "Event" for key in unknown or ()
                                 if isinstance(key, str) and key not in (sectioned or {})
                                 and key not in prefixed}}
    for key, text_key in naming.items():
        value = document.get(key)
        if isinstance(value, str):
            shown = _lines_as_written(written[f"$.{key}"]) if f"$.{key}" in written else value
            yield from cards_in_value(text_key, shown, _line_of(lines, f"$.{key}"), zones,
                                      noted)
    for key, note in (unknown or {}).items():
        if key in (sectioned or {}):
            # "magee: Iconic X", "sidebaord: Moonlit Aegis": a section written as text,
            # misspelt; a card it names is that zone's (it was a note, a second Mage or a
            # card over the deck's size unsaid)
            shown = (_lines_as_written(written[f"$.{key}"]) if f"$.{key}" in written
                     else document[key])
            yield from _section_text_lines(shown, (sectioned or {})[key],
                                           _line_of(lines, f"$.{key}"), zones)
            # a card's name near a section's ("Tide: high", "side"): still that card
            yield DeckLine(str((spelled or {}).get(f"$.{key}", key)).strip(), 1, MAIN,
                           _line_of(lines, f"$.{key}"), bare=True, maybe_header=True,
                           quiet=True)
            continue
        if key in prefixed:
            # "4th Magi: Korg", "SB: Crimson Ritual": the text line a zone's prefix opens
            # (it was a note, a fourth Magi unsaid)
            yield from prefixed[key]
            continue
        if note and isinstance(key, str | int) and not isinstance(key, bool):
            yield from _cards_in_key((spelled or {}).get(f"$.{key}", str(key)),
                                     document.get(key), _line_of(lines, f"$.{key}"),
                                     zones, noted)


def misspelt_section(key: object, zones: ZoneTable,
                     present: Collection[object] = ()) -> str | None:
    """The zone of the section that a top-level key no decklist has (``key``, as
    ``structured_key`` gives it) stands for: a section of any game's, as written or
    within one typo of a section of four letters or more (as ``sections.typos`` counts
    them): a main or side deck's (``sidebaord``, ``mian``), one of ``_LONG_SECTION``
    letters or more (``comander``) or one the document holds too (``present``, its keys:
    ``magee`` beside ``mage``; not ``image`` for ``mage`` nor ``magic`` for ``magi``
    alone, fields of a list), a section of this game's first;
    its zone when the game has it, else the main deck (``magi:`` in a MageTCG list,
    ``mage:`` in a Magi-Nation one, ``commander:`` in a Mage Noir one: the cards of a list
    written for another game, or of a player's slip, are still the player's). ``None``
    for a key as near a metadata key (``nage``: ``name``) and for any other key
    (``notes``, ``archetype``). Pure."""
    if not isinstance(key, str):
        return None
    every = bundled_zones()
    if (other := structured_key(key, every)) in every.sections:
        return _own_zone(zones.sections.get(other, MAIN), zones)
    compact = _compact(key)
    if any(typos(compact, _compact(word), 1) <= 1 for word in METADATA):
        return None
    near = sorted((word not in zones.sections, word)
                  for word in (*zones.sections, *every.sections)
                  if (word in present or every.sections.get(word) in (MAIN, SIDE)
                      or len(word) >= _LONG_SECTION) and len(word) >= 4
                  and typos(compact, _compact(word), 1) <= 1)
    return _own_zone(zones.sections.get(near[0][1], MAIN), zones) if near else None


#: Letters from which a section's name is read within a typo whatever its zone
#: (``comander``); a shorter one's typo is often a word of its own (``image``, ``magic``).
_LONG_SECTION = 6


def _own_zone(zone: str, zones: ZoneTable) -> str:
    """``zone`` when the zones read with hold it, else the main deck."""
    return zone if zone in zones.zones else MAIN


def _section_text_lines(value: str, zone: str, line: int | None,
                        zones: ZoneTable) -> Iterator[DeckLine]:
    """The possible card lines of the text ``value`` of a key that stands for a section
    of ``zone`` (``misspelt_section``), one per line of it as a section's text is read:
    each a card of ``zone`` when it names one, an unknown card within a typo of one,
    else a note (``DeckLine.maybe_header``, not ``bare``), numbered ``line``."""
    for part in value.splitlines():
        text = part.strip()
        if not text or len(text) > MAX_LINE:
            continue
        entry = card_entry(text, zones) or DeckLine(text, 1, MAIN)
        yield entry._replace(zone=zone, line=line, bare=False, maybe_header=True)


def _prefixed_lines(key: str, value: str, line: int | None,
                    zones: ZoneTable) -> Iterator[DeckLine]:
    """The card lines of a zone other than the main deck that the text lines ``KEY:
    VALUE`` make, one per line of ``value``, as a text decklist reads them: a key that
    is a zone's line prefix or a place of the Magi stack (``4th Magi``, ``magi #4``,
    ``SB``) names that zone, numbered ``line``, and one of another game's the main deck
    (as ``misspelt_section`` reads another game's section); nothing for any other key."""
    every = bundled_zones()
    for part in value.splitlines():
        text = f"{key.strip()}: {part.strip()}"
        if not part.strip() or len(text) > MAX_LINE:
            continue
        try:
            data = text.encode()
        except UnicodeEncodeError:  # a lone surrogate: no card's name
            continue
        found = [each for each in read_text(data, zones=zones).lines if each.zone != MAIN] \
            or [each for each in read_text(data, zones=every).lines if each.zone != MAIN]
        yield from (each._replace(line=line, zone=each.zone if each.zone in zones.zones
                                  else MAIN) for each in found)


def _cards_in_key(key: str, value: object, line: int | None, zones: ZoneTable,
                  noted: dict[int, tuple[str, str]]) -> Iterator[DeckLine]:
    """The possible card lines of a key no decklist has (``key`` as written, its
    ``value`` as loaded), read as a value is (``cards_in_value``): the key and its value
    together when they make a card line (``_key_card_line``: ``Black Lotus: 1``, ``1:
    Black Lotus``, ``Black Lotus:``), else the key alone (``"1 Black Lotus": note``); a
    card line so written was a note, the banned card unsaid. Its text that may hold a
    card line joins its value's in ``noted`` (``text.add_noted``). A key of no count,
    not a copy's field (``_field_name``: ``foil: no``), whose value makes no card line
    with it (``Crimson Ritual: yes``, ``: side``, ``: 1.0``) is the key's card, one
    copy, when it names one by its whole name (or its plural: an unknown card), else
    nothing (a ``quiet`` line, as a grouping header is read): it was a note, the banned
    card unsaid, where the text line is an unknown card."""
    paired = _key_card_line(key, value)
    yield from cards_in_value("Event", paired or key, line, zones, noted)
    if paired is None and isinstance(value, str | int | float) and key.strip() \
            and not _field_name(key) \
            and (parsed := split_count(key.strip())) is not None and parsed[0] is None:
        yield DeckLine(key.strip(), 1, MAIN, line, bare=True, maybe_header=True, quiet=True)


def _field_name(key: str) -> bool:
    """Whether a top-level key is a field of a copy, one of the game data's words of a
    printing or a copy (``printing_words``: ``foil``, ``promo``, ``nm``), written in small
    letters: no card's name as a list writes it (``foil: no`` was the card Foil; ``balance:
    yes`` is the card Balance)."""
    key = key.strip()
    return key.islower() and key in bundled_zones().printing_words


def _key_card_line(key: str, value: object) -> str | None:
    """The card line ``COUNT NAME`` a top-level key and its value make, read as a text
    decklist reads the line ``KEY: VALUE``: a name with a count as its value (``Black
    Lotus: 1``, ``Black Lotus: x1``), a count with a name (``1: Black Lotus``), a name
    with nothing (``Black Lotus:``, one copy); ``None`` for any other pair (``notes:
    Bo3``, whose value is read alone)."""
    if value is None:
        return f"1 {key}"
    if isinstance(value, bool) or not isinstance(value, str | int):
        return None
    text = str(value).strip()
    if is_count_word(text) and not is_count_word(key):
        return f"{text} {key}"
    if is_count_word(key) and text and not is_count_word(text):
        return f"{key} {text}"
    return None


def _declared_companions(deck_lines: list[DeckLine], metadata: dict[str, str],
                         value: Any, line: int | None, zones: ZoneTable) -> list[DeckLine]:
    """``deck_lines`` with the ``companion`` key's cards (``value``: names joined by
    ``; ``, or a list of entries as a section's, ``[Lurrus of the Dream-Den]``; each read
    as a card line is, ``1 Lurrus of the Dream-Den`` one copy of Lurrus) read as an Arena
    ``Companion`` section is (``text.declare_companions``): each of the sideboard, counted
    once with the sideboard's copy, so a declared companion the sections leave out is
    still judged, never a declaration of nothing."""
    metadata.pop("companion", None)
    companions = [entry._replace(zone=COMPANION, line=line)
                  for entry in _companion_entries(value, zones)]
    return declare_companions(deck_lines + companions, metadata)


def _companion_entries(value: Any, zones: ZoneTable) -> Iterator[DeckLine]:
    """The card lines of a ``companion`` key's value: text (names joined by ``; ``), a
    ``{name, count}`` entry or a list of texts and entries, each text read as a card line
    (``text.card_entry``, else the name as written); nothing for any other value (the
    schema's ``parse-error`` says so)."""
    items = value.split(";") if isinstance(value, str) else (
        [value] if isinstance(value, dict) else value)
    if not isinstance(items, list):
        return
    for item in items:
        if isinstance(item, dict) and isinstance(item.get("name"), str) \
                and item["name"].strip():
            count = item.get("count", 1)
            yield DeckLine(item["name"].strip(), count if _valid_count(count) else 1, MAIN)
        elif isinstance(item, str) and item.strip():
            yield card_entry(item.strip(), zones) or DeckLine(item.strip(), 1, MAIN)


def _unknown_keys(document: dict[Any, Any], zones: ZoneTable) -> dict[Any, bool]:
    """The top-level keys no decklist has (the schema's: metadata, sections, skipped
    sections), each with whether it is only a note beside the deck (``notes: Bo3``): a
    value of text, a number, a yes or no or nothing. A list or mapping holds cards, of a
    deck section misspelt (``sidebord:``) or of a part the deck has not: an error."""
    known = _decklist_keys(zones)
    return {key: value is None or isinstance(value, str | int | float | bool)
            for key, value in document.items() if key not in known}


def _decklist_keys(zones: ZoneTable) -> list[str]:
    """Every top-level key a decklist may have: metadata, the sections of the games'
    zones, the sections outside the deck."""
    return [*METADATA, *zones.sections, *skipped_keys(zones)]


@lru_cache(maxsize=8)
def skipped_keys(zones: ZoneTable) -> tuple[str, ...]:
    """The top-level keys of a structured decklist whose cards are not the deck's (an
    ``ignored-section`` info each): ``SKIPPED`` and the words of the sections a text
    decklist skips whole, of every game (``sections.SKIPPED_SECTIONS``: ``maybe``,
    ``considering``, ``wishlist``) or of the game data ``zones`` (``skipped_sections``),
    each once by its ``_compact`` form (``wish list`` is ``wishlist``), a one-word
    spelling first; a section holding some kinds of card only (``attractions``,
    ``contraptions``, ``stickers``: ``sections.held_kinds``) is read by ``_held_lines``,
    a card of another kind there the main deck's. Left out: a word that is a metadata
    key or a section (``pool``), one of other signs than letters and spaces
    (``planes/schemes``), and the game data's other words for ``tokens``. A YAML
    ``considering:`` was a parse-error where the text header is an info. Pure."""
    taken = {_compact(key) for key in (*METADATA, *zones.sections)}
    words = sorted({*SKIPPED_SECTIONS, *zones.skipped_sections},
                   key=lambda word: (" " in word, word))
    keys = {_compact(key): key for key in SKIPPED}
    for word in words:
        if _compact(word) not in taken and _compact(word).isalpha() \
                and word not in zones.token_sections:
            keys.setdefault(_compact(word), word)
    return tuple(keys.values())


def _closest_key(key: str, known: list[str], cutoff: float = 0.75) -> str | None:
    """The key of ``known`` that ``key`` is a misspelling of (difflib, ratio ``cutoff``),
    or ``None``."""
    import difflib

    close = difflib.get_close_matches(key, known, n=1, cutoff=cutoff)
    return close[0] if close else None


def _unknown_key_findings(unknown: dict[Any, bool], lines: dict[str, int],
                          spelled: dict[str, str], zones: ZoneTable,
                          sectioned: dict[Any, str]) -> Iterator[Finding]:
    """For each key no decklist has: an ``ignored-section`` note when it is only a note
    beside the deck (its value no part of the deck, but a card line in its text read, as
    in a deck's name), or when its text is read as a section's (``sectioned``: its zone,
    by key), saying so, else a ``parse-error``; each names the closest key (a
    misspelling) and lists the keys a decklist has (the schema's words, "Additional
    properties are not allowed", said neither)."""
    known = _decklist_keys(zones)
    keys = ", ".join(known)
    for key, note in unknown.items():
        path = f"$.{key}" if isinstance(key, str | int) and not isinstance(key, bool) else None
        written = spelled.get(path or "", str(key))
        line = lines.get(path) if path else None
        close = _closest_key(key, known) if isinstance(key, str) else None
        said = f" (did you mean '{close}'?)" if close else ""
        if key in sectioned:
            yield Finding("ignored-section", f"key '{written}'{said} is no key of a decklist, "
                          "but may be a section's: its text is read as the "
                          f"{zones.label(sectioned[key])}'s (a card it names is counted "
                          "there, other text is a note)", line=line,
                          hint=f"a decklist's keys: {keys}")
            continue
        if note:
            yield Finding("ignored-section", f"key '{written}'{said} is no key of a decklist: "
                          "its value is a note, not part of the deck (a card line in it is "
                          "read, as in a deck's name)", line=line,
                          hint=f"a decklist's keys: {keys}")
            continue
        yield Finding("parse-error", f"unknown key '{written}'{said}; its cards were not "
                      "read", line=line, hint=f"a decklist's keys: {keys}")


def _lines_as_written(source: str) -> str:
    """The lines of a YAML scalar's source text (plain, quoted or folded), without the
    indentation, the quotes around it and a folded block's ``>`` line."""
    rows = [row.strip() for row in source.splitlines()]
    if rows and rows[0][:1] == ">":
        rows = rows[1:]
    text = "\n".join(rows)
    return text[1:-1] if len(text) > 1 and text[0] == text[-1] and text[0] in "'\"" else text


def _decked_builder_collection(document: object) -> bool:
    """Whether a YAML document is a Decked Builder collection (``.coll2``: ``doc:`` a list
    holding ``version`` and ``items``, each item its cards' multiverse ``id`` and
    copies): no deck."""
    doc = document.get("doc") if isinstance(document, dict) else None
    return isinstance(doc, list) and any(isinstance(part, dict) and "items" in part
                                         for part in doc)


#: What a YAML or JSON mapping holding no section lacks.
_NO_SECTION = "no deck, main, side, sideboard, magi or mage section"


def _no_section(document: dict[Any, Any]) -> Decklist:
    """The reading of a YAML or JSON mapping with no section: a ``file-error``, not
    judged, named or walked alike, when a key of it holds card entries
    (``card_values.card_holding_key``: ``Cards: [4 The One Ring]``, an Archidekt or
    Scryfall export, a misspelt ``Dekc:``), which a folder walk skipped (exit 0, the
    banned card with it) where the file named was an error; else no deck (``no_deck``:
    a CI config, ``package.json``), skipped by a walk."""
    from cardtools.decklist.card_values import card_holding_key

    key = card_holding_key(document)
    if key is None:
        return _no_deck(_NO_SECTION)
    return Decklist(fatal=Finding(
        "file-error", f"not a decklist: {_NO_SECTION}, but its key '{key}' holds cards; "
        "not judged", line=1, hint="write the cards under a 'deck:' section"))


def _no_deck(why: str) -> Decklist:
    """The reading of a well-formed YAML or JSON file that holds no deck."""
    return Decklist(fatal=Finding("file-error", f"not a decklist: {why}"), no_deck=True)


def _in_zone_order(lines: list[DeckLine], zones: ZoneTable) -> list[DeckLine]:
    """The lines zone by zone, in the order of the zone table (stable within a zone)."""
    order = {zone: position for position, zone in enumerate(zones.ids)}
    return sorted(lines, key=lambda line: order[line.zone])


def _yaml_document(text: str, path: str, repeated: list[Finding],
                   zones: ZoneTable, written: dict[str, str] | None = None,
                   spelled: dict[str, str] | None = None
                   ) -> tuple[dict[Any, Any], dict[str, int], list[_Section]]:
    """The YAML document with lower-case top-level keys, the lines of its JSON paths and
    its sections in file order; ``written`` gets the source text of each name, player
    or event value that YAML folds from several lines into one (by JSON path), and
    ``spelled`` each top-level key as written (by JSON path: ``$.player~2`` ->
    ``Player``). Raises ``CardtoolsError`` for text that is not YAML or not a mapping."""
    document = _mapping(load_yaml(text, path))
    lines: dict[str, int] = {}
    sections: list[_Section] = []
    root = _compose(text)
    if root is None:
        return _lowered(document, zones), lines, sections
    repeated.extend(Finding(
        "parse-error", "a YAML merge key '<<': a key written beside it replaces what it "
        f"merges without a word{replaced}", line=line,
        hint="write each section and card once, without '<<'")
        for line, replaced in _merge_key_lines(root))
    last = {key_text(key): key for key, _ in root.value}
    seen: dict[str, int] = {}
    for key_node, value_node in root.value:
        key = structured_key(key_text(key_node), zones)
        base = _base(key, seen)
        lines[base] = key_node.start_mark.line + 1
        if spelled is not None:
            spelled[base] = str(key_node.value)
        _entry_lines(base, value_node, lines, repeated)
        if written is not None and _folded(value_node) and (
                key in _NAMING_KEYS or key not in _decklist_keys(zones)):
            written[base] = text[value_node.start_mark.index:value_node.end_mark.index]
        if key in zones.sections:
            value = (document.get(key_node.value) if last[key_text(key_node)] is key_node
                     else construct_node(value_node, len(text), path))
            sections.append(_Section(key, value, lines[base], base))
    return _lowered(document, zones), lines, sections


def _folded(node: yaml.Node) -> bool:
    """Whether a YAML node is a scalar written over several lines that YAML folds into
    one (plain, quoted or ``>``; a ``|`` block keeps its line breaks)."""
    return (isinstance(node, yaml.ScalarNode) and node.style != "|"
            and node.end_mark.line > node.start_mark.line)


#: The YAML merge key (``<<: {Black Lotus: 4}`` beside ``Black Lotus: 1``): the loader
#: keeps the key written beside it and drops the merged one without a word, as it does a
#: key written twice (one Black Lotus where a person reads five).
MERGE_KEY = "<<"


def _merge_key_lines(root: yaml.Node) -> list[tuple[int, str]]:
    """The line (1-based) of every merge key ``<<`` of the document under ``root``, in
    every mapping at any depth (an alias's node once), with what it says of the merged
    values a key beside it replaced (``_overridden``: `` ('Black Lotus': 4, then 1)``);
    a quoted ``"<<"`` is a plain key."""
    found: list[tuple[int, str]] = []
    walking: list[yaml.Node] = [root]
    seen: set[int] = set()
    while walking:  # a stack, not recursion: a document may nest deeply
        node = walking.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    found.append((key_node.start_mark.line + 1,
                                  _overridden(node, value_node)))
                walking.extend((key_node, value_node))
        elif isinstance(node, yaml.SequenceNode):
            walking.extend(node.value)
    return sorted(found)


def _overridden(node: yaml.MappingNode, merged: yaml.Node) -> str:
    """What a merge key's ``merged`` mapping (or list of mappings) of ``node`` loses to
    the keys written beside it: `` ('Black Lotus': 4, then 1; ...)``, or ``""``."""
    beside = {key_text(key): value for key, value in node.value
              if key.tag != "tag:yaml.org,2002:merge"}
    mappings = merged.value if isinstance(merged, yaml.SequenceNode) else [merged]
    lost = [f"'{key_text(key)}': {_node_shown(value)}, then {_node_shown(beside[key_text(key)])}"
            for mapping in mappings if isinstance(mapping, yaml.MappingNode)
            for key, value in mapping.value if key_text(key) in beside]
    return f" ({'; '.join(lost)})" if lost else ""


def _node_shown(node: yaml.Node) -> str:
    """A YAML value node as a message shows it: a scalar quoted when it is text."""
    if isinstance(node, yaml.ScalarNode):
        return (f"'{node.value}'" if node.tag == "tag:yaml.org,2002:str"
                else str(node.value))
    return "a list" if isinstance(node, yaml.SequenceNode) else "a mapping"


def _written_twice(where: str, key: str, first: str, then: str, line: int | None
                   ) -> Finding:
    """The ``parse-error`` of ``key`` written twice in one mapping at the JSON path
    ``where`` (``$.deck[27]``), the values ``first`` and ``then`` as shown: the loader
    kept the second without a word."""
    return Finding("parse-error", f"{where}: '{key}' written twice ({first}, then {then})",
                   line=line, hint="write it once")


def _compose(text: str) -> yaml.MappingNode | None:
    """The document's node tree when its top is a mapping (it was loaded already)."""
    try:
        root = compose(text)
    except yaml.YAMLError:
        return None
    return root if isinstance(root, yaml.MappingNode) else None


def _base(key: str, seen: dict[str, int]) -> str:
    """The JSON path of a top-level key; ``$.deck``, then ``$.deck~2`` for a second
    ``deck`` (any case), so the entries of each keep their own lines."""
    seen[key] = seen.get(key, 0) + 1
    return f"$.{key}" if seen[key] == 1 else f"$.{key}~{seen[key]}"


def _entry_lines(base: str, node: yaml.Node, lines: dict[str, int],
                 repeated: list[Finding]) -> None:
    """Note the lines of a section's entries (of a block of text lines, ``deck: |``,
    each line's); the entries written twice in a mapping go to ``repeated``."""
    if isinstance(node, yaml.ScalarNode) and node.style == "|":
        written = [offset for offset, text in enumerate(str(node.value).splitlines())
                   if text.strip()]  # the blank lines are no entries (_text_lines)
        for position, offset in enumerate(written):
            lines[f"{base}[{position}]"] = node.start_mark.line + 2 + offset
    elif isinstance(node, yaml.MappingNode):
        firsts: dict[str, yaml.Node] = {}
        for entry_key, entry_value in node.value:
            entry = f"{base}.{key_text(entry_key)}"
            if entry in lines and key_text(entry_key) in firsts:
                repeated.append(_written_twice(
                    _shown(base), key_text(entry_key), _node_shown(firsts[key_text(entry_key)]),
                    _node_shown(entry_value), entry_key.start_mark.line + 1))
            firsts.setdefault(key_text(entry_key), entry_value)
            lines.setdefault(entry, entry_key.start_mark.line + 1)
    elif isinstance(node, yaml.SequenceNode):
        for position, item in enumerate(node.value):
            lines[f"{base}[{position}]"] = item.start_mark.line + 1
            if isinstance(item, yaml.MappingNode):  # {name: X, name: Y}: one is dropped
                keys: dict[str, yaml.Node] = {}
                for key_node, value_node in item.value:
                    key = key_text(key_node)
                    if key in keys:
                        repeated.append(_written_twice(
                            f"{_shown(base)}[{position}]", key, _node_shown(keys[key]),
                            _node_shown(value_node), key_node.start_mark.line + 1))
                    keys.setdefault(key, value_node)


def _shown(json_path: str) -> str:
    """A JSON path as messages show it (without the ``~2`` of a section written twice)."""
    return _OCCURRENCE.sub("", json_path)


_OCCURRENCE = re.compile(r"~\d+")


def _json_document(text: str, path: str, repeated: list[Finding],
                   zones: ZoneTable, spelled: dict[str, str] | None = None
                   ) -> tuple[dict[Any, Any], dict[str, int], list[_Section]]:
    """The JSON document with lower-case top-level keys, the lines of its top-level
    keys, and its sections in file order (a key written twice keeps both values);
    ``spelled`` gets each top-level key as written, by JSON path. Raises
    ``CardtoolsError`` for text that is not JSON or not a mapping."""
    twice: list[tuple[int, str, Any, Any]] = []
    pairs_of: dict[int, list[tuple[str, Any]]] = {}

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for key, value in items:
            if key in found:
                twice.append((id(found), key, found[key], value))
            found[key] = value
        pairs_of.clear()  # the object read last, once all is read, is the document
        pairs_of[id(found)] = items
        return found

    try:
        document = _mapping(json.loads(text, object_pairs_hook=pairs))
    except (ValueError, RecursionError):  # JSONDecodeError, or an integer of 4,301 digits
        load_json(text, path)  # raises the clear error
        raise CardtoolsError("not valid JSON") from None
    items = pairs_of.get(id(document), [])
    key_lines, lines = _json_lines(text, zones)
    paths = _object_paths(document) if twice else {}
    repeated.extend(_written_twice(
        paths.get(owner, "$"), key, _json_shown(first), _json_shown(then),
        lines.get(paths.get(owner, ""))) for owner, key, first, then in twice
        if owner != id(document))
    sections: list[_Section] = []
    seen: dict[str, int] = {}
    for (key, value), line in zip(items, key_lines, strict=False):
        known = structured_key(key, zones)
        base = _base(known, seen)
        if spelled is not None:
            spelled[base] = key
        if known in zones.sections:
            sections.append(_Section(known, value, line, base))
    return _lowered(document, zones), lines, sections


def _object_paths(document: Any) -> dict[int, str]:
    """The JSON path (``$.deck[27]``, as schema errors give it) of each object of a
    parsed JSON ``document``, by its ``id``; a stack, not recursion."""
    paths: dict[int, str] = {}
    walking: list[tuple[Any, str]] = [(document, "$")]
    while walking:
        value, where = walking.pop()
        if isinstance(value, dict):
            paths[id(value)] = where
            walking.extend((item, f"{where}.{key}") for key, item in value.items())
        elif isinstance(value, list):
            walking.extend((item, f"{where}[{at}]") for at, item in enumerate(value))
    return paths


def _json_shown(value: Any) -> str:
    """A JSON value as a message shows it: text quoted, ``4``, ``an object``, ``a list``."""
    if isinstance(value, str):
        return f"'{value}'"
    if isinstance(value, dict | list):
        return "an object" if isinstance(value, dict) else "a list"
    return json.dumps(value)


class _Frame(NamedTuple):
    """An open JSON container: its JSON path (``None`` below the entries of a
    section, whose lines nobody asks for) and whether it is a list."""

    path: str | None
    is_list: bool


def _json_lines(text: str, zones: ZoneTable) -> tuple[list[int], dict[str, int]]:
    """The lines of a valid JSON text's top-level keys (in order), and the lines of JSON
    paths: ``$.deck`` (``$.deck~2`` for a second ``deck``), every entry of a top-level
    object (``$.deck.Fire Ball``, the first when written twice) and every item of a
    top-level list (``$.side[1]``), each top-level key as ``structured_key`` reads it
    with the zones of ``zones``. One pass over the tokens: linear in the text."""
    key_lines: list[int] = []
    lines: dict[str, int] = {}
    stack: list[_Frame] = []
    positions: list[int] = []  # the next item's index of each open list
    seen: dict[str, int] = {}
    line, counted = 1, 0
    expecting_key = False
    pending: str | None = None  # the path of the value that comes next
    for token in JSON_TOKEN.finditer(text):
        line += text.count("\n", counted, token.start())
        counted = token.start()
        mark = token.group()
        if mark in (",", ":"):
            expecting_key = mark == "," and bool(stack) and not stack[-1].is_list
            continue
        if mark in ("]", "}"):
            stack.pop()
            if mark == "]":
                positions.pop()
            continue
        frame = stack[-1] if stack else None
        if expecting_key and frame is not None:
            pending = _note_key(json.loads(mark), frame, len(stack), line, seen, key_lines,
                                lines, zones)
            expecting_key = False
            continue
        if frame is not None and frame.is_list:
            pending = None if frame.path is None else f"{frame.path}[{positions[-1]}]"
            positions[-1] += 1
            if pending is not None:
                lines.setdefault(pending, line)
        if mark in ("{", "["):
            stack.append(_Frame(pending if len(stack) < 2 else None, mark == "["))
            expecting_key = mark == "{"
            if mark == "[":
                positions.append(0)
        pending = None
    return key_lines, lines


def _note_key(key: str, frame: _Frame, depth: int, line: int, seen: dict[str, int],
              key_lines: list[int], lines: dict[str, int], zones: ZoneTable) -> str | None:
    """Record the line of an object key at ``depth`` (1: top level, read by
    ``structured_key``); return the JSON path of its value when a deeper line may be
    wanted, else ``None``."""
    if depth == 1:
        base = _base(structured_key(key, zones), seen)
        key_lines.append(line)
        lines[base] = line
        return base
    if frame.path is not None:
        lines.setdefault(f"{frame.path}.{key}", line)
    return None


_NOT_A_MAPPING = "not a decklist: expected a mapping"
#: The fact (``Decklist.sheet_facts``) of a YAML or JSON file read as no mapping: a
#: scalar, a sequence, or text that is not YAML or JSON (a text decklist saved so).
NOT_A_MAPPING = "no mapping"


class _NotAMapping(CardtoolsError):
    """A YAML or JSON document that is no mapping (a scalar, a list): ``document``."""

    def __init__(self, document: Any):
        super().__init__(f"{_NOT_A_MAPPING} with a 'deck' section")
        self.document = document


def _mapping(document: Any) -> dict[Any, Any]:
    """``document`` when it is a mapping; raises ``_NotAMapping`` otherwise."""
    if not isinstance(document, dict):
        raise _NotAMapping(document)
    return document


def _unmapped(document: Any) -> Decklist:
    """The reading of a YAML or JSON document that is no mapping: a ``file-error``, not
    judged, walked or named alike, when it is a list holding a deck's card entries
    (``card_values.entries_hold_cards``: ``[{name: Oko, count: 4}]``, ``[[Oko, 4]]``),
    which DESIGN 3.2 reads only under a ``deck`` key (a walk skipped it, exit 0, where
    the file named was an error); else no deck (``no_deck``: a list of versions)."""
    from cardtools.decklist.card_values import entries_hold_cards

    if isinstance(document, list) and entries_hold_cards(document):
        return Decklist(fatal=Finding(
            "file-error", "not a decklist: a list, not a mapping with a 'deck' section, "
            "but its entries are cards; not judged", line=1,
            hint="write the entries under a 'deck:' section"))
    return _no_deck("expected a mapping with a 'deck' section")


def _lowered(document: dict[Any, Any], zones: ZoneTable) -> dict[Any, Any]:
    """The document with each top-level text key read by ``structured_key``, and each
    key of a yes or no, a null, a decimal number or a day as its text (``key_text``: a
    note's key, ``yes: 1 Black Lotus``, whose card line was never read); a whole number
    stays one (``8: Black Lotus``)."""
    return {_top_key(key, zones): value for key, value in document.items()}


def _top_key(key: Any, zones: ZoneTable) -> Any:
    """A top-level key as ``_lowered`` keeps it: text by ``structured_key``, a whole
    number as it is, any other scalar as its text (``key_text``)."""
    if isinstance(key, str):
        return structured_key(key, zones)
    if isinstance(key, int) and not isinstance(key, bool):
        return key
    return loaded_key_text(key, str(key))


def structured_key(written: str, zones: ZoneTable) -> str:
    """The top-level key of a structured decklist that ``written`` stands for: a key a
    decklist has (``_decklist_keys``: metadata, sections, skipped sections) in any case
    and whatever separates its words (spaces, ``_``, ``-`` or none, as camelCase writes
    it: ``Signature Spell``, ``signature_spell``, ``signatureSpell`` are
    ``signature-spell``; ``Side Board``, ``deckName``; a plural ``s`` after it too,
    or as an option: ``Companions``, ``Sideboards``, ``Commander(s)``), else a zone's
    header of the game data so written (``Command Zone``, ``Main Deck``: the zone's first
    section key, as the same header opens the zone in a text decklist); any other key in
    lower case (an unknown key, judged as such). The plural is read only for a key of
    cards (a section, ``companion``): ``Players`` stays unknown. Pure; never raises."""
    lowered = written.lower()
    table = _key_table(zones)
    if lowered in table.values():
        return lowered
    compact = _OPTION_PLURAL.sub("", _compact(written))  # Commander(s)
    if compact not in table and compact.endswith("s") and (  # Companions, Sideboards
            table.get(compact[:-1]) in zones.sections or compact[:-1] == "companion"):
        compact = compact[:-1]
    return table.get(compact, lowered)


def is_section_key(written: str, zones: ZoneTable) -> bool:
    """Whether ``written`` is a top-level key the structured reader reads as a section of
    cards (``structured_key``: ``Main Deck``, ``side_deck``, ``Réserve``, ``deck``), by
    the game data ``zones``. Pure; never raises."""
    return structured_key(written, zones) in zones.sections


def _compact(key: str) -> str:
    """A key's lookup form: normalised (``names.normalise``: case, accents, widths),
    without the spaces, ``_`` and ``-`` between its words."""
    return _KEY_SEPARATORS.sub("", normalise(key))


_KEY_SEPARATORS = re.compile(r"[\s_\-]+")
#: A plural written as an option at a key's end (``Commander(s)``).
_OPTION_PLURAL = re.compile(r"\(e?s\)$")


@lru_cache(maxsize=8)
def _key_table(zones: ZoneTable) -> dict[str, str]:
    """The keys of ``structured_key`` by their ``_compact`` form: each decklist key
    (first), then each zone header of a zone with a section key, as that zone's first."""
    table = {_compact(key): key for key in _decklist_keys(zones)}
    for header, zone in zones.headers.items():
        keys = zones.zones[zone].sections if zone in zones.zones else ()
        if keys:
            table.setdefault(_compact(header), keys[0])
    return table


def _repeated_sections(sections: list[_Section], zones: ZoneTable,
                       spelled: dict[str, str]) -> Iterator[Finding]:
    """A ``parse-error`` for each section key written again (any case, both spellings
    named when they differ), and for each section whose zone another key already named
    (``deck:`` and ``main:``, both the main deck: one zone written twice, of which a
    reader may see only one); a key of a part of a zone (``part_section``: an
    Oathbreaker deck's ``signature-spell`` beside its ``oathbreaker``) only beside
    another such key."""
    first: dict[str, _Section] = {}
    by_zone: dict[tuple[str, bool], _Section] = {}
    for section in sections:
        zone = (zones.sections[section.key], zones.part_section(section.key))
        if section.key in first:
            earlier = first[section.key]
            where = _again(earlier.line, section.line, spelled.get(earlier.base),
                           spelled.get(section.base))
            yield Finding("parse-error", f"section '{section.key}' is written more than once"
                          f"{where}; the cards of every '{section.key}' section were read",
                          line=section.line, hint="write each section once")
        elif zone in by_zone:
            earlier = by_zone[zone]
            where = f" at line {earlier.line}" if earlier.line else ""
            label = zones.label(zone[0]).lower()
            said, saying = (spelled.get(earlier.base, earlier.key),
                            spelled.get(section.base, section.key))
            yield Finding("parse-error", f"sections '{said}'{where} and "
                          f"'{saying}' name one zone, the {label}; the cards of both "
                          "were read", line=section.line,
                          hint=f"write its cards under one key, '{said}'")
        first.setdefault(section.key, section)
        by_zone.setdefault(zone, section)


_SECOND_KEY = re.compile(r"^\$\.(?P<key>[^~]+)~\d+$")


def _again(first_line: int | None, line: int | None, first_spelling: str | None,
           spelling: str | None) -> str:
    """Where and how a top-level key written again was written first, in brackets:
    `` (as 'player' and 'Player', also on this line)``, `` (also at line 1)``; ``""``
    when nothing is known of it. Keys are read in any case and however their words are
    written (``structured_key``), so two spellings are one key."""
    said = []
    if first_spelling is not None and spelling is not None and first_spelling != spelling:
        alike = "in any case" if first_spelling.lower() == spelling.lower() \
            else "however its words are written"
        said.append(f"as '{first_spelling}' and '{spelling}', one key {alike}")
    if first_line is not None:
        said.append("also on this line" if first_line == line else f"also at line {first_line}")
    return f" ({', '.join(said)})" if said else ""


def _repeated_keys(lines: dict[str, int], zones: ZoneTable,
                   spelled: dict[str, str]) -> Iterator[Finding]:
    """A ``parse-error`` for each top-level key other than a section written again (any
    case, both spellings named when they differ: ``player`` and ``Player``): ``format:``
    twice is two formats, of which YAML and JSON keep the last one silently while a
    person may read the first."""
    for path, line in lines.items():
        match = _SECOND_KEY.match(path)
        if match is None or match["key"] in zones.sections:
            continue
        first_path = f"$.{match['key']}"
        where = _again(lines.get(first_path), line, spelled.get(first_path),
                       spelled.get(path))
        yield Finding("parse-error", f"'{match['key']}' is written more than once{where}; "
                      "the last one was read", line=line, hint="write each key once")


def _odd_names(section: _Section, lines: dict[str, int]) -> Iterator[Finding]:
    value = section.value
    odd = [k for k in value if not isinstance(k, str) or not k.strip()] \
        if isinstance(value, dict) else []
    if odd:
        yield Finding("parse-error", f"$.{section.key}: a card name must be text, not "
                      f"{_short(repr(odd[0]))}", line=_line_of(lines, section.base))


def _schema_findings(document: dict[Any, Any], sections: list[_Section],
                     lines: dict[str, int], path: str, zones: ZoneTable,
                     is_json: bool) -> Iterator[Finding]:
    """The schema's problems with the document, and with the sections written before
    another of the same key (which the document does not hold)."""
    kept = {section.key: section for section in sections}
    said: set[str] = set()  # the entries said in one message (all their errors)
    describe = _json_described if is_json else None
    for error in schema_errors(document, "decklist", path, zones, describe):
        where = _written_at(error.where or "", kept)
        message = _entry_message(document, error.where or "", is_json)
        if message is None or where not in said:
            said.add(where)
            yield Finding("parse-error", f"{error.where}: {message or error.message}",
                          line=_line_of(lines, where))
    for section in sections:
        if kept[section.key] is section:
            continue
        for error in schema_errors({section.key: section.value}, "decklist", path, zones,
                                   describe):
            where = (error.where or "").replace(f"$.{section.key}", section.base, 1)
            message = _entry_message({section.key: section.value}, error.where or "",
                                     is_json)
            if message is None or where not in said:
                said.add(where)
                yield Finding("parse-error", f"{error.where}: {message or error.message}",
                              line=_line_of(lines, where))


def _json_described(error: Any) -> str:
    """A schema ``error`` of a JSON decklist as ``describe_error`` says it, its value
    quoted as the file writes it (``json_written``: ``"4" is not of type 'integer'``;
    it said ``'4'``, Python's and YAML's spelling, which no JSON file holds)."""
    said = describe_error(error)
    for spelled in (repr(error.instance), as_written(error.instance)):
        if said.startswith(spelled):
            return json_written(error.instance, 300) + said[len(spelled):]
    return said


def _written_at(where: str, kept: dict[str, _Section]) -> str:
    """The path whose line ``where`` (a path of the document) is written on: in a section
    written twice, the document holds the last one, whose lines are under its own base."""
    for key, section in kept.items():
        prefix = f"$.{key}"
        if where == prefix or where.startswith((prefix + "[", prefix + ".")):
            return section.base + where[len(prefix):]
    return where


_ENTRY_PATH = re.compile(r"^\$\.(?P<key>[a-z]+)\[(?P<position>\d+)\]$")
#: The keys of a card entry written as a mapping.
ENTRY_KEYS = ("name", "count", "finish")


def _entry_message(document: dict[Any, Any], where: str, is_json: bool) -> str | None:
    """What to write instead of a card entry of a section's list written as a mapping
    the schema refuses (``- Monastery Swiftspear: 4``, ``{nme: Shock}``), in one message
    for all its schema errors; ``None`` for any other problem (the schema's words)."""
    match = _ENTRY_PATH.match(where)
    section = document.get(match["key"]) if match else None
    if match is None or not isinstance(section, list):
        return None
    item = section[int(match["position"])]
    if not isinstance(item, dict) or not item:
        return None
    unknown = [str(key) for key in item if key not in ENTRY_KEYS]
    name, count = next(iter(item.items()))
    if isinstance(count, str) and count.strip().isdigit():  # "Monastery Swiftspear: '4'"
        count = int(count)
    if "name" not in item and len(item) == 1 and (
            isinstance(count, int) and not isinstance(count, bool)):
        written = f"'{name}: {count}'" if not is_json else f'{{"{name}": {count}}}'
        return (f"a card written as {written}, a name holding its count; write "
                f"{_entry_forms(str(name), count, is_json)}")
    problems = ([] if "name" in item else ["no name"]) + [
        f"unknown key '{key}'{_closest(key)}" for key in unknown]
    if not problems:
        return None
    return (f"a card entry holds {', '.join(ENTRY_KEYS[:-1])} and {ENTRY_KEYS[-1]}: "
            f"{'; '.join(problems)}; write {_entry_forms('NAME', 4, is_json)}")


def _entry_keys_read(value: Any) -> Any:
    """A section's value with the keys of each card entry written as a mapping read as
    ``ENTRY_KEYS`` in any case and whatever separates their words (``{Name: Sol Ring,
    Count: 1}``, ``FINISH``), as the top-level keys are (``structured_key``); a key so
    read beside the same key written plainly, or written another way earlier in the
    entry (``Count: 9, COUNT: 4``), stays as written (the schema names it)."""
    if not isinstance(value, list):
        return value
    return [_entry_read(item) if isinstance(item, dict) else item for item in value]


def _entry_read(item: dict[Any, Any]) -> dict[Any, Any]:
    """One card entry's mapping with its keys read as ``_entry_keys_read`` says."""
    read: dict[Any, Any] = {}
    for key, value in item.items():
        known = _compact(key) if isinstance(key, str) else None
        read[known if known in ENTRY_KEYS and known not in item and known not in read
             else key] = value
    return read


def _closest(key: str) -> str:
    """`` (did you mean name?)`` for the entry key closest to ``key``, else ``""``."""
    close = _closest_key(key.lower(), list(ENTRY_KEYS), cutoff=0.6)
    return f" (did you mean {close}?)" if close else ""


def _entry_forms(name: str, count: int, is_json: bool) -> str:
    """A card entry's two forms: ``'4 X' or {name: X, count: 4}`` (JSON: quoted)."""
    if is_json:
        return f'"{count} {name}" or {{"name": "{name}", "count": {count}}}'
    return f"'{count} {name}' or {{name: {name}, count: {count}}}"


def _without_long_text(document: dict[Any, Any], lines: dict[str, int],
                       findings: list[Finding], zones: ZoneTable) -> dict[Any, Any]:
    """The document without top-level keys and text values longer than ``MAX_TEXT``
    (each a ``parse-error``), so that no message repeats them and nothing reads them."""
    kept = {}
    for key, value in document.items():
        if isinstance(key, str) and len(key) > MAX_TEXT:
            findings.append(_too_long("a key", key, None))
        elif key not in zones.sections and isinstance(value, str) and len(value) > MAX_TEXT:
            findings.append(_too_long(f"$.{key}", value, _line_of(lines, f"$.{key}")))
        else:
            kept[key] = value
    return kept


def _without_long_names(section: _Section, lines: dict[str, int],
                        findings: list[Finding]) -> Any:
    """A section's value without the card names longer than ``MAX_TEXT`` (each a
    ``parse-error`` on its line): nothing slower than their length reads them. A block
    of text lines (``deck: |``) is the list of its lines, each a name to measure (a
    deck of 60 lines is no name too long)."""
    value, base = section.value, section.base
    if isinstance(value, str) and "\n" in value.strip():
        value = _text_lines(value)
    if isinstance(value, str) and len(value) > MAX_TEXT:
        findings.append(_too_long(f"$.{section.key}", value, _line_of(lines, base)))
        return None
    if isinstance(value, dict):
        for long_name in [k for k in value if isinstance(k, str) and len(k) > MAX_TEXT]:
            findings.append(_too_long(f"$.{section.key}", long_name, _line_of(lines, base)))
            del value[long_name]
    elif isinstance(value, list):
        kept = []
        for position, item in enumerate(value):
            name: Any = item.get("name") if isinstance(item, dict) else item
            if isinstance(name, str) and len(name) > MAX_TEXT:
                findings.append(_too_long(f"$.{section.key}[{position}]", name,
                                          _line_of(lines, f"{base}[{position}]")))
            else:
                kept.append(item)
        value = kept
    return value


def _text_lines(block: str) -> list[str]:
    """The lines of a block of text lines (``deck: |``) that are not blank: its entries."""
    return [line for line in block.splitlines() if line.strip()]


def _too_long(where: str, text: str, line: int | None) -> Finding:
    return Finding("parse-error", f"{where}: {_short(repr(text))} is {len(text):,} "
                   f"characters long; at most {MAX_TEXT}", line=line)


def _short(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters, an ellipsis marking the cut."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _entries(section: Any, problems: list[tuple[str, str]], zones: ZoneTable
             ) -> Iterator[tuple[str, DeckLine]]:
    """Yield ``(json path suffix, card line)`` for the valid entries (the lines in
    ``MAIN`` without a line number: the caller places them); a list item may be written
    as a text line (``4 Fire Ball *F*``), read as the text reader reads a card line
    (``text.card_entry``). A text line the schema cannot judge (a quantity out of range,
    or without a name) goes to ``problems`` as ``(json path suffix, message)``."""
    if isinstance(section, dict):
        for name, count in section.items():
            if isinstance(name, str) and name.strip() and _valid_count(count):
                yield f".{name}", _named_line(name.strip(), int(count))
    elif isinstance(section, list):
        for position, item in enumerate(section):
            if isinstance(item, str) and item.strip():
                parsed = split_count(item.strip())
                if parsed is None:
                    problems.append((f"[{position}]", "a quantity without a card name"))
                    continue
                copies = 1 if parsed[0] is None else parsed[0]
                if not _valid_count(copies):
                    problems.append((f"[{position}]", quantity_problem(copies)))
                elif (entry := card_entry(item.strip(), zones)) is not None:
                    yield f"[{position}]", entry
                else:
                    yield f"[{position}]", _named_line(parsed[1], copies)
            elif isinstance(item, dict) and isinstance(item.get("name"), str):
                count = item.get("count", 1)
                if "count" not in item and item["name"].strip() and (
                        entry := card_entry(item["name"].strip(), zones)) is not None:
                    # no count: the name is read as the same text line is ("name: Black
                    # Lotus (LEA) 4" may mean four copies; it was one without a word)
                    yield f"[{position}]", entry._replace(holographic=entry.holographic or str(
                        item.get("finish", "")).lower() in HOLOGRAPHIC)
                elif item["name"].strip() and _valid_count(count):
                    yield f"[{position}]", _named_line(
                        item["name"].strip(), int(count),
                        str(item.get("finish", "")).lower() in HOLOGRAPHIC)


#: A name's first group in angle brackets, the rest read as its printing marks.
_ANGLED_HEAD = re.compile(r"^\s*(?:<|\uff1c|%3c)[^<>\uff1c\uff1e]*(?:>|\uff1e|%3e)", re.I)


def _named_line(name: str, count: int, finish: bool = False) -> DeckLine:
    """A structured entry's card line: ``name`` without its printing and finish marks
    (``text.strip_decorations``), the whole name as written tried first when they cut
    some of it (``DeckLine.readings``): ``No Way Out (Playtest)`` and ``Hazmat Suit
    (Used)`` are cards of their own, as the text reader reads them, not No Way Out of a
    playtest printing. ``finish``: the entry's own finish key marks it holographic. A
    whole name in angle brackets is that card, as the text reader reads it
    (``markers.angled_name``: ``<Grief>``, ``< Grief >``, or first before its printing,
    ``<Grief> (MH2) 92``); a name whose every word reads as a mark keeps its text as
    written, never an empty name (a card left out unsaid under ``tokens``)."""
    clean, holographic = strip_decorations(angled_name(name))
    if not clean:
        head = _ANGLED_HEAD.match(name)
        clean = angled_name(head.group().strip()) if head else name
    readings = ((name, count),) if clean != name else ()
    return DeckLine(clean, count, MAIN, None, holographic or finish, readings=readings)


def _with_count_comments(items: list[Any], base: str, lines: dict[str, int],
                         written: list[str]) -> list[Any]:
    """The items of a YAML list, each item with no count written before a ``# comment``
    that starts with a count (``- Black Lotus # four``, ``- name: Mox Jet # 4 copies``) given
    its comment back: YAML drops the comment, where the same text line reads the count
    (the item was one copy without a word: legal in Vintage). Such an item stays one
    name, an unknown card, as ``'Black Lotus # four'`` quoted does."""
    kept = list(items)
    for position, item in enumerate(items):
        line = lines.get(f"{base}[{position}]")
        name = item.get("name") if isinstance(item, dict) and "count" not in item else item
        if not isinstance(name, str) or line is None or not 0 < line <= len(written):
            continue
        after = re.search(re.escape(name.strip()) + r"""['"]?[}\]]?\s+#(?P<comment>.*)$""",
                          written[line - 1])
        parsed = split_count(name.strip())
        if after and parsed is not None and parsed[0] is None \
                and comment_count(after["comment"]) is not None:
            commented = f"{name.strip()} #{after['comment']}"
            kept[position] = {**item, "name": commented} if isinstance(item, dict) \
                else commented
    return kept


def _with_yaml_comments(deck_lines: list[DeckLine], written: list[str]) -> list[DeckLine]:
    """``deck_lines`` with the YAML comment after each line's entry (``- 4 Fire Ball #
    Crimson Ritual``, ``Fire Ball: 4  # Crimson Ritual``, ``mage: Iconic X  # Iconic Y``;
    ``written``: the file's lines) kept as the text line's ``# comment`` is
    (``DeckLine.marked``), the last entry of its line's: YAML drops it, where the same
    text line is a ``parse-error`` when the comment names another card
    (``settle_reading``), so the card it names went unsaid. A comment on a line of its
    own (``# - 1 Crimson Ritual``) stays a comment, as ``# 4 Ponder`` does."""
    last = {line.line: at for at, line in enumerate(deck_lines)
            if line.line is not None and 0 < line.line <= len(written)
            and "#" in written[line.line - 1]}
    kept = list(deck_lines)
    for number, at in last.items():
        comment = _yaml_comment(written[number - 1])
        line = kept[at]
        if comment and "#" not in line.name:
            kept[at] = line._replace(marked=(*line.marked, f"# {comment}"))
    return kept


def _yaml_comment(row: str) -> str | None:
    """The text of the YAML comment a line of a YAML file ends with (a ``#`` at its
    start or after a blank, outside quotes), stripped; ``None`` when it has none or the
    comment is empty."""
    quote = ""
    for at, char in enumerate(row):
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"" and (at == 0 or row[at - 1] in " \t[{,:-"):
            quote = char
        elif char == "#" and (at == 0 or row[at - 1] in " \t"):
            return row[at + 1:].strip() or None
    return None


def _valid_count(count: Any) -> bool:
    if isinstance(count, float) and count.is_integer():
        count = int(count)
    return isinstance(count, int) and not isinstance(count, bool) and 1 <= count <= MAX_COUNT


_BRACKETED = re.compile(r"\['(.*?)'\](?=$|[.\[])")


def _line_of(lines: dict[str, int], json_path: str) -> int | None:
    """The line of a JSON path (``$.deck.Arbolit``, ``$.side[1]``) or of its nearest
    parent that has one. A name that the schema's paths write in brackets
    (``$.deck['Fire Ball']``) is looked up as written in the file (``$.deck.Fire Ball``)."""
    if json_path not in lines:
        json_path = _BRACKETED.sub(lambda match: "." + match[1], json_path)
    while json_path:
        if json_path in lines:
            return lines[json_path]
        cut = max(json_path.rfind("["), json_path.rfind("."))
        json_path = json_path[:cut] if cut > 1 else ""
    return None
