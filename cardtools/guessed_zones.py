"""Cards of a zone of one kind (a Magi stack, a Mage zone) written with no header for it.

Players often write a Magi-Nation deck as its three Magi, a blank line and the deck, or the
Magi at the top of the list with no header at all; and a MageTCG deck as its Mage, a blank
line and the deck. The text reader, which reads before it knows the game, takes such a
first block for a sideboard (the MTGO and Arena export convention) and leaves bare Magi in
the deck. Once the format is known, ``read_guessed_zones`` reads them where the format says
they belong, each with an info ``reading`` note, so the deck is judged as it was meant and
the player told how it was read. Nothing is ever dropped: the moved cards are still
checked by the zone's own rules (``magi-stack``, ``zone-size``, copy limits).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Mapping, Sequence
from copy import copy
from itertools import accumulate
from typing import NamedTuple

from cardtools.decklist import written_before_reading
from cardtools.decklist.markers import command_zone_note
from cardtools.decklist.text import header_copies_read
from cardtools.formatspec.model import Format, ZoneSpec
from cardtools.gamedata import bundled_game_data
from cardtools.model import (
    COMMAND,
    MAIN,
    SIDE,
    Card,
    Deck,
    DeckEntry,
    Finding,
    ZoneGuess,
    breaks_a_declared_count,
    declared_companion_names,
)
from cardtools.names import normalise
from cardtools.rules import TABLE
from cardtools.wording import plural, with_article


def read_guessed(deck: Deck, fmt: Format) -> None:
    """Read, in place, the cards a decklist left where its reader only guessed them into
    the zones ``fmt`` says they belong: the commanders of an export that keeps them in
    the sideboard (``rules.commander.read_guessed_commanders``) and a companion written
    beside the commanders (``read_companion_in_command_zone``), then the Magi or Mage
    written with no header (``read_guessed_zones``). What ``check``, ``read`` and
    ``diff`` all do once the format is known, so that they read a deck alike."""
    read_collector_numbers(deck, fmt)
    if TABLE["commander"].reads in fmt.options:  # the rule's module only where it is used
        from cardtools.rules.commander import (
            read_companion_in_command_zone,
            read_guessed_commanders,
            read_guessed_companion,
            read_guessed_side_block_in_deck,
        )

        read_guessed_side_block_in_deck(deck, fmt)
        read_guessed_companion(deck, fmt)
        read_guessed_commanders(deck, fmt)
        read_companion_in_command_zone(deck, fmt)
    read_command_marks_without_command_zone(deck, fmt)
    read_guessed_zones(deck, fmt)
    read_deck_after_side(deck, fmt)
    read_guessed_sideboard(deck, fmt)
    _recount_declared(deck)


#: What may part a set code from the name before it and the number after it: spaces,
#: tabs, dashes, a colon, an equals sign, a pipe, a number sign (``Island (UNF) - 36``,
#: ``Island | UNF | 36``, ``Island UNF:36``, ``Island (UNF) #36``).
_SEPARATOR = r"[\s|:=#\-\u2013\u2014]"
#: What may part a set code from the number after it: ``_SEPARATOR`` but a colon or an
#: equals sign, after which a number is written as a quantity (``Force of Will (EMA): 4``,
#: ``Name [SET] = 4``: the count, read with the reader's note, never judged both ways).
_BEFORE_NUMBER = r"[\s|#\-\u2013\u2014]"
#: A set code, then a number, after the card's name: the end of ``Azusa, Lost but Seeking
#: (A25) 155``, ``Mountain UNF 239``, ``Black Lotus|LEA 4``, ``Island LEA 4x``, the code in
#: any brackets and any separators about it (``_SEPARATOR``, ``_BEFORE_NUMBER``); or
#: the set code alone after a tab, the number in a cell after it
#: (``Mountain<TAB>UNF<TAB>239``).
_SET_AND_NUMBER = re.compile(
    rf"{_SEPARATOR}*(?:[(\[{{<](?P<code>[A-Za-z0-9]{{2,6}})[)\]}}>]{_BEFORE_NUMBER}*(?P<number>\d+)"
    rf"|(?P<bare>[A-Za-z0-9]{{2,6}}){_BEFORE_NUMBER}+(?P<loose>\d+)[xX]?)\s*"
    r"|\t(?P<cell>[A-Za-z0-9]{2,6})\s*")
#: A set code before the card's name (``TMP Power Sink 78``), the number after it.
_SET_FIRST = re.compile(r"\s*[(\[]?[A-Za-z0-9]{2,6}[)\]]?\s+")
_NUMBER_LAST = re.compile(r"\s+(\d+)\s*")


class UnsureCount(NamedTuple):
    """A line whose count is unsure: read from a number after its set code, which may as
    well be the printing's collector number (README, reading a decklist, "any: [TMP]
    Power Sink 78"). ``entry``: the entry's index in ``Deck.entries``; ``position``: its
    ``reading`` note's in ``Deck.findings``; ``written``: the line's name as written;
    ``uncounted``: it without the number (``Mountain (UNF)``); ``header``: for a zone's
    header whose count was read as the copies of the one card after it (``SB x2: Duress``,
    ``header_copies_read``), the header's words (``SB``), the count maybe its cards'."""

    entry: int
    position: int
    written: str
    uncounted: str
    header: str = ""


def unsure_counts(deck: Deck) -> list[UnsureCount]:
    """The lines of ``deck`` read as more than one copy from the number after a set code
    on a line with no count (``Mountain (UNF) 239``, ``Mountain UNF 239``, ``TMP Power Sink
    78``: the count read first, said by the reader's ``reading`` note ``no card is named
    'Mountain (UNF) 239': read as 239 Mountain``), in file order. Pure."""
    notes: dict[int, list[int]] = {}
    for position, found in enumerate(deck.findings):
        if found.rule == "reading" and found.line is not None:
            notes.setdefault(found.line, []).append(position)
    unsure = []
    for index, entry in enumerate(deck.entries):
        if entry.count <= 1 or entry.card is None or entry.line.line is None:
            continue
        for position in notes.get(entry.line.line, ()):
            if (header := header_copies_read(deck.findings[position].message)) is not None:
                unsure.append(UnsureCount(index, position, header[0], entry.line.name,
                                          header[1]))
                break
            # the note names the card (``Island``), the line its spelling (``island``)
            written = written_before_reading(deck.findings[position].message, entry.count,
                                             entry.card.name) or written_before_reading(
                deck.findings[position].message, entry.count, entry.line.name)
            uncounted = None if written is None else _without_number(
                written, entry.line.name, entry.count)
            if written is not None and uncounted is not None:
                unsure.append(UnsureCount(index, position, written, uncounted))
                break
    return unsure


def _without_number(written: str, name: str, count: int) -> str | None:
    """``written``, a line's name as written, without the number after its set code when
    that number is ``count`` and the line is ``name`` and a set code
    (``_SET_AND_NUMBER``, ``_SET_FIRST``); else ``None``."""
    if written.startswith(name):
        tail = _SET_AND_NUMBER.fullmatch(written[len(name):])
        if tail is None:
            return None
        number = tail["number"] or tail["loose"]
        if number is None:
            return written  # the count in a cell of its own after the set code's
        return written[:len(name) + tail.start("number" if tail["number"] else "loose")
                       ].rstrip(" \t|#-\u2013\u2014") if int(number) == count else None
    first = _SET_FIRST.match(written)
    last = _NUMBER_LAST.search(written)
    if first is None or last is None or last.end() != len(written) \
            or written[first.end():last.start()] != name or int(last[1]) != count:
        return None
    return written[:last.start()]


def _line_limits(fmt: Format) -> dict[str, int]:
    """The most copies a line of the command zone of ``fmt`` can count, by zone id: its
    ``max`` and the commanders the commander rule lets it hold (the rule's ``most``: a
    legal pair), the lower. Copies above that are never meant there; a sideboard's line
    above the sideboard's size may mean its copies (README: a line never counts fewer
    copies than it may mean), so no other zone is limited."""
    spec = fmt.zones.get(COMMAND)
    limits = {COMMAND: spec.max} if spec is not None and spec.max is not None else {}
    if TABLE["commander"].reads in fmt.options:
        from cardtools.rules.commander import OPTIONS

        option = fmt.option(OPTIONS)
        if option is not None:
            limits[option.zone] = min(limits.get(option.zone, option.most), option.most)
    return limits


def read_collector_numbers(deck: Deck, fmt: Format) -> None:
    """Read, in place, as one copy a line of the command zone, which holds at most N
    cards (data: ``_line_limits``), read as more than N copies from the number after its
    set code (``unsure_counts``: ``Commander: Azusa, Lost but Seeking (A25) 155``: no
    card is named so, and 155 commanders was read): that number is the card's collector
    number, which a person reads there; its ``reading`` note says so. A line of another
    zone (a sideboard of 15, the main deck) keeps its count, and its deck is judged both
    ways (``checker``, README: reading a decklist). So is a line of the deck's declared
    companion (an Arena ``Companion`` section, ``Companion: X``): one card is the
    companion (Magic Comprehensive Rules 702.139a)."""
    limits = _line_limits(fmt)
    companions = {normalise(name) for name in
                  declared_companion_names(deck.metadata.get("companion", ""))}
    for unsure in unsure_counts(deck):
        entry = deck.entries[unsure.entry]
        most, held = limits.get(entry.zone), fmt.zone_label(entry.zone).lower()
        if normalise(entry.line.name) in companions:
            most, held = 1, "companion section"
        if most is None or entry.count <= most or unsure.header:
            continue
        found = deck.findings[unsure.position]
        deck.entries[unsure.entry] = DeckEntry(entry.line._replace(count=1), entry.resolution)
        deck.findings[unsure.position] = found._replace(message=(
            f"no card is named '{unsure.written}': read as 1 "
            f"{entry.card.name if entry.card else entry.line.name}, "
            f"{entry.count} its collector number (the {held} holds at most "
            f"{plural(most, 'card')})"), hint=f"write 1 {unsure.written.strip()} to say so")


def with_one_copy(deck: Deck, unsure: Sequence[UnsureCount]) -> Deck:
    """A copy of ``deck`` whose ``unsure`` lines are one copy each, their numbers read as
    collector numbers: the other reading of the deck, to judge. Pure."""
    varied = copy(deck)
    varied.entries = list(deck.entries)
    varied.findings = list(deck.findings)
    for each in unsure:
        entry = deck.entries[each.entry]
        varied.entries[each.entry] = DeckEntry(entry.line._replace(count=1),
                                               entry.resolution)
    return varied


def say_unsure(deck: Deck, unsure: Sequence[UnsureCount], as_count: bool = True) -> None:
    """Turn, in place, the ``reading`` note of each ``unsure`` line of ``deck`` into a
    ``parse-error``: its number may be a collector number (a header's count: the cards
    under the header) or a count of copies, and the deck is legal only if it is the count
    (``as_count``) or only if it is not (so it is never legal, and a deck refused for its
    count is told the other reading); the hint says how to write each."""
    for each in unsure:
        entry = deck.entries[each.entry]
        count, name = entry.count, entry.card.name if entry.card else entry.line.name
        found, uncounted = deck.findings[each.position], " ".join(each.uncounted.split())
        if each.header:
            said = (f"'{each.written}': its {count} may count the copies of {name} or the "
                    f"cards under the header '{each.header}'")
            one = f"'{each.header} ({count})' on its own line over 1 {name}"
            many = f"'{each.header}' on its own line over {count} {name}"
        else:
            said = (f"no card is named '{each.written}': its {count} may be a collector "
                    "number or a count")
            one, many = f"1 {uncounted} {count}", f"{count} {uncounted}"
        legal = ("it is the count" if as_count else "it is not the count") if not each.header \
            else "it counts the copies" if as_count else "it counts the cards under the header"
        deck.findings[each.position] = found._replace(
            rule="parse-error", message=(
                f"{said}, and the deck is legal only if {legal} (read as {count} {name})"),
            hint=f"write {one} for one copy, or {many} for {count} copies")


def read_command_marks_without_command_zone(deck: Deck, fmt: Format) -> None:
    """Read, in place, the cards a decklist marked as commanders (``*CMDR*``, ``#
    !Commander``, ``[Commander{top}]``, a Cockatrice or Forge command zone, a
    ``Commanders`` header) as unmarked cards, in a game none of whose formats has a
    command zone (``fmt`` has none, nor does its game's data): a zone of the format that
    takes the card's kind (MageTCG's Mage zone an Iconic Character, Magi-Nation's Magi
    stack a Magi) takes it, else the deck does, each with an info ``reading`` note; as a
    ``Commander`` grouping header reads the cards under it. A legal deck so written was
    refused ("has no Command zone, remove the section", "add 1 card to the mage zone"
    with its Mage in the list). Rules: MageTCG rules, Zones: Mage Zone; Magi-Nation Duel
    rulebook (2001), Glossary "Magi Stack". Raises nothing."""
    if COMMAND in fmt.zones or COMMAND in bundled_game_data(fmt.game).get("zones", {}):
        return
    marked = [entry for entry in deck.entries if entry.zone == COMMAND]
    _unsay_command_zone(deck, {entry.line.line for entry in marked})
    for entry in marked:
        spec = next((spec for zone, spec in fmt.zones.items() if zone not in (MAIN, SIDE)
                     and spec.accepts is not None and _takes(spec, entry.card)
                     and _has_room(deck, spec, entry.line.count)), fmt.zones.get(MAIN))
        if spec is None:
            continue
        why = f"it is {_kind(spec)}" if spec.id != MAIN else "the other cards are"
        _move(deck, entry, spec, f"'{entry.line.name}' is marked as a commander, but "
              f"{fmt.name} has no command zone: read in the {spec.label}, as {why}")
    if marked:
        deck.zone_lines.pop(COMMAND, None)


def _unsay_command_zone(deck: Deck, lines: set[int | None]) -> None:
    """Take back, in place, the reader's notes that a mark of the commander on one of
    ``lines`` reads the card in the command zone (``markers.command_zone_note``: ``*CMDR*
    marks the commander: read in the command zone``, ``category [Commander{top}] puts
    the card in the command zone``), said before the game was known: a game without a
    command zone reads it elsewhere, with a note of its own."""
    deck.findings[:] = [
        finding for finding in deck.findings
        if not (finding.rule == "reading" and finding.line in lines
                and command_zone_note(finding.message))]


def read_deck_after_side(deck: Deck, fmt: Format) -> None:
    """Read, in place, the cards after a blank line under the side deck's header as the
    deck, when the list holds no deck otherwise.

    Input: a resolved ``deck`` and the ``fmt`` it is judged by. The text reader keeps the
    side deck's card lines after its first block as a guess (``ZoneGuess.kept_in_side``)
    when no header names the deck (``Side deck`` / 10 / blank / the 40). When the format
    has a deck of a least size and an ordinary side deck of a greatest size, the deck as
    read holds no card (so the list as read is illegal whatever it holds), and the cards
    before the first blank line fit in the side deck, the cards after a blank line are
    the deck (``_deck_start``: the last one after which a whole deck stands), with an info
    ``reading`` note on the first of them: written last, the side deck was a side deck;
    written first, every card was read in it (``Deck: 0 cards``, a legal deck illegal).
    A first block too big for the side deck moves nothing, nor does a count the list
    declares that the cards as read meet and moved would not (``Side deck (47)`` over 7
    / blank / 40: its 47, as ``Deck (52)`` keeps its blocks). Rules: Mage Noir Official
    Detailed Rules v1.1, 1.1 (the deck and the side deck); Magic: The Gathering
    Comprehensive Rules 100.2a, 100.4a. Raises nothing."""
    main, side = fmt.zones.get(MAIN), fmt.zones.get(SIDE)
    if main is None or side is None or not main.min or main.exact is not None \
            or side.max is None or side.accepts is not None \
            or any(entry.zone == MAIN and entry.count for entry in deck.entries):
        return
    for guess in deck.guesses:
        if not guess.kept_in_side:
            continue
        start = _deck_start(deck, guess, side.max, main.min)
        if start is None:
            continue
        moved = [entry for entry in deck.entries if entry.zone == SIDE
                 and entry.line.line is not None and entry.line.line in guess.lines
                 and entry.line.line >= start]
        if breaks_a_declared_count(deck, moved, MAIN):
            return
        for entry in moved:
            index = deck.entries.index(entry)
            deck.entries[index] = entry.in_zone(MAIN)
        kept = sum(entry.count for entry in deck.entries if entry.zone == SIDE)
        cards = sum(entry.count for entry in moved)
        deck.findings.append(Finding(
            "reading", f"the {side.label.lower()}'s header heads {plural(kept, 'card')}, "
            f"then a blank line and {plural(cards, 'card')} with no header of their own, "
            f"and no header names the {main.label.lower()}: the cards after the blank line "
            f"are read as the {main.label.lower()}, the {side.label.lower()} (at most "
            f"{side.max}) holding those before it; write a {fmt.header(MAIN)} header "
            "before them to say so", line=start, zone=MAIN))
        return


def _deck_start(deck: Deck, guess: ZoneGuess, most: int, least: int) -> int | None:
    """Where the deck starts among the blocks of ``guess`` (side deck lines after a blank
    line): the last block after which the side deck's lines still hold ``least`` cards
    (a whole deck), else the first block; ``None`` when the cards before the first block
    are more than ``most`` (no side deck of its size) or no card line follows it. So
    ``Side deck`` / 10 / blank / 4 / blank / 40 keeps a side deck of 14, never a deck of 44
    that the 4 may not belong to; nor is there a start when a block after it follows a
    whole deck (``Sideboard`` / 15 / blank / 60 / blank / 4: the 4 after the deck are no
    deck's, a deck of 64 and a legal verdict). One pass, then bisection: thousands of
    blocks cost n log n."""
    side = sorted((entry.line.line, entry.count) for entry in deck.entries
                  if entry.zone == SIDE and entry.line.line is not None)
    lines = [line for line, _count in side]
    held = list(accumulate((count for _line, count in side), initial=0))
    starts = [(start, bisect_left(lines, start)) for start in guess.blocks]
    if not starts or held[starts[0][1]] > most or starts[0][1] >= len(lines):
        return None
    whole = [(start, at) for start, at in starts if held[-1] - held[at] >= least]
    start, at = whole[-1] if whole else starts[0]
    if any(later > start and held[after] - held[at] >= least for later, after in starts):
        return None
    return start


def _recount_declared(deck: Deck) -> None:
    """Drop, in place, the ``declared-count`` findings of the counts the cards as now
    read meet (``Deck.recount``), and word those still unmet with the cards as now read:
    a count met by the cards that stay in its group or zone once a check read others in
    another zone loses no line (``# Spells (12)`` above 12 cards and three Magi read in
    the Magi stack, ``# Sorts (36)`` above 36 cards and a side deck of 7: each was a
    warning, with ``--strict`` a legal deck illegal); one unmet says the number under it
    as read (``# Spells (19)`` over 60 cards and a side deck of 15 read after them: 60,
    not 75). A count met by the lines written under it stays met (``Sideboard (1)``
    above a commander read in the command zone). So is a grouping's count (never a
    zone header's) met by its cards before a block under no grouping of its own that
    stays in the deck (``Deck (52)`` / ``Eau (16)`` / 16 cards / blank / 12 cards: the
    12 are the deck's, under no grouping); a zone header's count unmet as read stays a
    warning (``Deck (40)`` over a deck of 47 read so)."""
    if deck.recount is None or not any(
            found.rule == "declared-count" for found in deck.findings):
        return
    unmet = {found.line: found for found in deck.recount(deck.entries)}
    apart = {line for guess in deck.guesses if guess.grouped for line in guess.lines}
    if apart and unmet:
        met_apart = set(unmet) - {found.line for found in deck.recount([
            entry.in_zone(SIDE)
            if entry.zone == MAIN and entry.line.line in apart else entry
            for entry in deck.entries])}
        for line in met_apart - set(deck.zone_lines.values()):
            del unmet[line]
    deck.findings[:] = [unmet.get(found.line, found) if found.rule == "declared-count"
                        else found for found in deck.findings
                        if found.rule != "declared-count" or found.line in unmet]


def _the(empty: str) -> str:
    """What a line says holds nothing, as the note names it: ``the sideboard``, ``the
    companion``, ``section 'Maybeboard'``."""
    return empty if empty.startswith("section ") else f"the {empty}"


def read_guessed_sideboard(deck: Deck, fmt: Format) -> None:
    """Read, in place, the blocks after the first of a list without headers in the side
    deck when the first block alone fills the format's deck.

    Input: a resolved ``deck`` and the ``fmt`` it is judged by. The text reader reads a
    list of several blocks parted by blank lines, with no header, all as the deck (a deck
    grouped by blank lines) unless its last block is a sideboard after a deck of 60 to 80
    cards, and says so; it keeps the blocks after the first as a guess
    (``ZoneGuess.kept_in_deck``). When the format has a deck of a least size (``min``,
    no ``exact`` size: a constructed deck, not a Commander deck) and an ordinary side
    deck (one that takes any card), and the first block alone holds that deck, the
    blocks after it are its side deck, as MTGO and Arena read what follows a deck's
    blank line: they move there, with an info ``reading`` note on the first moved line,
    in place of the reader's. Under the deck's one header (``Deck`` / 40 / blank / 12)
    only where the format's side deck says its game's tools write it so
    (``ZoneSpec.under_deck_header``: Magic, as MTG Arena reads it); elsewhere the header
    says the blocks are the deck's (a Mage Noir deck of 52 grouped by element was read
    as a deck of 40 and a side deck of 12, illegal), unless a count the list declares
    says they are not (``Deck (40)`` over 40 / blank / 12); and never when one says they
    are the deck's (``_counts_say``: ``Deck (52)`` over 40 / blank / 12).
    So a sideboard of too many cards parted by one more blank
    line (60 / 6 / 11, or 60 / two blank lines / 20) is still judged as the sideboard it
    is (it was read into the deck: legal). Rules: Magic: The Gathering Comprehensive
    Rules 100.4a (the sideboard); Mage Noir Official Detailed Rules v1.1, 1.1 (the side
    deck). The same holds when what names the side deck comes only after the blocks
    start (``SB: 1 Name`` lines, a ``Sideboard`` header below them: 60 / blank / 15 /
    ``SB: 1 Name`` was a deck of 75 and a sideboard of 1). So it is when the first blocks
    together hold that deck (24 / 36 / 16: a deck grouped by blank lines, then a side
    deck of 16 cards, was a deck of 76, legal; 24 / 36 / 8 / 8 a deck of 68 and a side
    deck of 8): the blocks after them are its side deck; and so are the card lines right
    after a line saying the side deck holds nothing (``Sideboard: none`` then 16 cards,
    read into the deck, legal). Raises nothing."""
    main, side = fmt.zones.get(MAIN), fmt.zones.get(SIDE)
    if main is None or side is None or main.min is None or main.exact is not None \
            or side.accepts is not None:
        return
    side_header = deck.zone_lines.get(SIDE)
    for guess in deck.guesses:
        if not guess.kept_in_deck or not guess.lines or (
                side_header is not None and side_header < min(guess.lines)):
            continue
        later = [entry for entry in deck.entries
                 if entry.zone == MAIN and entry.line.line in guess.lines]
        first = sum(entry.line.count for entry in deck.entries
                    if entry.zone == MAIN and entry.line.line not in guess.lines)
        blocks = 1
        if first < main.min:
            blocks, first, later = _blocks_holding(later, guess.blocks, first, main.min)
        if not later or first < main.min:
            continue
        says_deck, says_side = _counts_say(deck, later)
        if says_deck:
            continue
        if not says_side and not side.under_deck_header and _under_deck_header(deck, guess):
            _say_blocks_kept(deck, fmt, (first, blocks), later)
            continue
        for entry in later:
            index = deck.entries.index(entry)
            deck.entries[index] = entry.in_zone(SIDE)
        if guess.companions:
            _companions_counted_once(deck, later, guess.companions)
        moved = sum(entry.line.count for entry in deck.entries if entry.zone == SIDE)
        if guess.note is not None and guess.note in deck.findings:
            deck.findings.remove(guess.note)
        # under the deck's one header, a Deck header is no way to say otherwise
        headed = MAIN in deck.zone_lines
        at = min(entry.line.line for entry in deck.entries
                 if entry.zone == SIDE and entry.line.line is not None)
        if guess.section:
            _recount_in_side(deck, later, side)
        deck.findings.append(Finding(
            "reading", _guessed_side_note(guess, fmt, (first, moved, blocks), headed),
            line=at, zone=SIDE))
        return


def _say_blocks_kept(deck: Deck, fmt: Format, before: tuple[int, int],
                     later: list[DeckEntry]) -> None:
    """Say, in place, that the blocks ``later`` after a whole deck (``before``: its
    cards, the format's least deck at least, and its blocks) under the deck's one header
    stay the deck's, never silently: as Magic's tools read them they would be the side
    deck. When they are a whole deck themselves, a ``file-error`` (two decks in one
    file, not judged: ``Deck`` / 40 / blank / 40); when one block is the whole deck and
    the side deck so read would be out of its bounds (the verdicts of the two readings
    differ: ``Main`` / 40 / blank / 11), a ``zone-size`` warning, so ``--strict``
    fails; else an info ``reading`` note (``Deck`` / 12 / 12 / 16 / 12, a deck grouped
    by blank lines). Rules: Mage Noir Official Detailed Rules v1.1, 1.1 (the deck and
    the side deck)."""
    main, side = fmt.zones[MAIN], fmt.zones[SIDE]
    first, blocks = before
    cards = sum(entry.line.count for entry in later)
    at = min((entry.line.line for entry in later if entry.line.line is not None),
             default=None)
    header = fmt.header(MAIN)
    if main.min is not None and cards >= main.min:
        deck.findings.append(Finding(
            "file-error", f"the {plural(cards, 'card')} from line {at} on, after a blank "
            f"line, are a whole {main.label.lower()} (at least {main.min}) after the "
            f"{plural(first, 'card')} under '{header}': two decks, not judged; one deck "
            "a file", line=at, zone=MAIN))
        return
    held = sum(entry.line.count for entry in deck.entries if entry.zone == SIDE)
    out = blocks == 1 and ((side.max is not None and held + cards > side.max) or (
        side.min is not None and held + cards < side.min))
    deck.findings.append(Finding(
        "zone-size" if out else "reading",
        f"read the {plural(cards, 'card')} after the blank line in the "
        f"{main.label.lower()}, as its header above them says "
        f"({plural(first + cards, 'card')} in all); Magic's tools would read them as the "
        f"{side.label.lower()}{_side_bound(side, held + cards)}: if they are your "
        f"{side.label.lower()}, write a '{fmt.header(SIDE)}' header above them",
        line=at, zone=MAIN, severity="warning" if out else None))


def _side_bound(side: ZoneSpec, cards: int) -> str:
    """`` (16 cards, more than its 15)`` when ``cards`` in the side deck ``side`` would
    be out of its bounds, else ``""``."""
    if side.max is not None and cards > side.max:
        return f" ({plural(cards, 'card')}, more than its {side.max})"
    if side.min is not None and cards < side.min:
        return f" ({plural(cards, 'card')}, fewer than its {side.min})"
    return ""


def _under_deck_header(deck: Deck, guess: ZoneGuess) -> bool:
    """Whether ``guess`` holds blocks after the first under the deck's one header, told
    by blank lines alone (no grouping, section, declared count or line saying the side
    deck holds nothing): a side deck so written is a habit of a game's tools
    (``ZoneSpec.under_deck_header``); elsewhere the header says they are the deck's."""
    return MAIN in deck.zone_lines and not (
        guess.grouped or guess.section or guess.declared or guess.after)


def _counts_say(deck: Deck, later: list[DeckEntry]) -> tuple[bool, bool]:
    """Whether the counts the decklist declares say the entries ``later`` are the deck's
    (a count met by the cards as read would not be met were they read in the side deck:
    ``Deck (52)`` over 40 cards, a blank line and 12; ``Deck (75)`` over 60 and 15), and
    whether they say they are not (a count met only once they move: ``Deck (40)`` or ``#
    Sorts (36)`` over 36 cards, a blank line and 7)."""
    if deck.recount is None:
        return False, False
    moved = {id(entry) for entry in later}
    guessed = [entry.in_zone(SIDE)
               if id(entry) in moved else entry for entry in deck.entries]
    unmet = {found.line for found in deck.recount(deck.entries)}
    unmet_moved = {found.line for found in deck.recount(guessed)}
    return bool(unmet_moved - unmet), bool(unmet - unmet_moved)


def _companions_counted_once(deck: Deck, moved: list[DeckEntry],
                             companions: frozenset[int]) -> None:
    """Count once, in place, the copies of a companion that an Arena ``Companion``
    section (its lines ``companions``, read in the side deck) and the lines ``moved`` to
    the side deck both list, as the reader does when the side deck is named
    (``text.declare_companions``): Arena lists its companion in both (it was counted
    twice, a side deck of 15 one card too big). Copies beyond the moved lines' stay.
    Rules: Magic: The Gathering Comprehensive Rules 702.139a (a companion is a card of
    the sideboard)."""
    listed: dict[str, int] = {}
    for entry in moved:
        key = _card_key(entry)
        listed[key] = listed.get(key, 0) + entry.count
    kept = []
    for entry in deck.entries:
        if entry.zone == SIDE and entry.line.line in companions:
            key = _card_key(entry)
            again = min(listed.get(key, 0), entry.count)
            listed[key] = listed.get(key, 0) - again
            if again == entry.count:
                continue
            if again:
                entry = DeckEntry(entry.line._replace(count=entry.count - again),
                                  entry.resolution)
        kept.append(entry)
    deck.entries[:] = kept


def _card_key(entry: DeckEntry) -> str:
    """What tells two entries name one card: the resolved card's name, else the name as
    written, normalised."""
    return entry.card.name if entry.card is not None else normalise(entry.line.name)


def _recount_in_side(deck: Deck, moved: list[DeckEntry], side: ZoneSpec) -> None:
    """The notes that cards ``moved`` of a one-kind section (``'Pyroblast' in section
    'Tokens' is a card, not a token: counted in the main deck``) were counted in the main
    deck, said of the side deck they are now counted in."""
    where = f"counted in the {side.label.lower()}"
    lines = {entry.line.line for entry in moved}
    deck.findings[:] = [found._replace(
        message=found.message.removesuffix("counted in the main deck") + where)
        if found.rule == "reading" and found.line in lines
        and found.message.endswith("counted in the main deck") else found
        for found in deck.findings]


def _guessed_side_note(guess: ZoneGuess, fmt: Format, counts: tuple[int, int, int],
                       headed: bool) -> str:
    """What the ``reading`` note says of the card lines of ``guess`` read as the side
    deck of ``fmt`` (whose main deck and side deck it has): ``counts`` are the cards
    before them, the cards moved and the blocks before them; ``headed`` whether the
    deck's one header stands above them. By what told them: a line saying the side deck
    holds nothing, a header's declared count, a one-kind section, grouping headers, or
    blank lines alone."""
    main, side = fmt.zones[MAIN], fmt.zones[SIDE]
    first, moved, blocks = counts
    whole = f"a whole {main.label.lower()} of {fmt.name} (at least {main.min})"
    if guess.after:
        return (f"'{guess.after}' says {_the(guess.empty or side.label.lower())} holds "
                f"nothing, but cards follow it: the cards before it ({plural(first, 'card')}) "
                f"are {whole}, so the cards after it ({plural(moved, 'card')}) are read as "
                f"the {side.label.lower()}, where a person reads them; write a "
                f"{fmt.header(MAIN)} header before them to count them in the deck")
    if guess.declared:
        return (f"'{guess.declared}' declares {plural(first, 'card')}, and the card lines up "
                f"to them are {whole}, so the card lines after them "
                f"({plural(moved, 'card')}), which it does not count, are read as the "
                f"{side.label.lower()}, written without its header; write a "
                f"{fmt.header(SIDE)} header before them, or correct the count it declares")
    before = (f"the first ({plural(first, 'card')})" if blocks == 1 else
              f"the first {blocks} ({plural(first, 'card')})")
    if guess.section:
        return (f"blocks of cards parted by blank lines under {guess.section}, which keeps "
                f"out only its own kind of card: the cards of {before} are {whole}, so the "
                f"cards of the blocks after them ({plural(moved, 'card')}) are read as the "
                f"{side.label.lower()}, as MTGO and Arena read what follows a deck's blank "
                f"line; write a {fmt.header(MAIN)} header before the deck's cards and a "
                f"{fmt.header(SIDE)} header before the {side.label.lower()}'s")
    return ("blocks of cards parted by blank lines "
            + ("under grouping headers" if guess.grouped else
               "under the one deck header" if headed else "and no header")
            + (f": the grouped cards ({plural(first, 'card')}) are" if guess.grouped else
               f": {before} {'is' if blocks == 1 else 'are'}")
            + f" {whole}, so the blocks after "
            f"{'it' if blocks == 1 and not guess.grouped else 'them'} "
            f"({plural(moved, 'card')}"
            + (", under no grouping of their own" if guess.grouped else "")
            + f") are read as the {side.label.lower()}, as MTGO and "
            "Arena read what follows a deck's blank line; "
            + (f"write a grouping header over them to count them in the deck, or a "
               f"{fmt.header(SIDE)} header" if guess.grouped else
               "remove the blank lines to count them in the deck, or write a "
               f"{fmt.header(SIDE)} header before them" if headed else
               f"write a {fmt.header(MAIN)} header before them to count them in the deck"))


def _blocks_holding(later: list[DeckEntry], starts: tuple[int, ...], first: int,
                    least: int) -> tuple[int, int, list[DeckEntry]]:
    """How many blocks of a list without headers hold a deck of at least ``least`` cards
    after the first (of ``first`` cards; ``later`` the entries of the blocks after it,
    ``starts`` the first line of each), the cards they hold, and the entries of the
    blocks after them (none when every block is needed). A deck grouped by blank lines
    (24 / 36) then a block of 16 cards: the 16 are the side deck, as MTGO and Arena read
    what follows a deck's blank line (they were read into the deck, a sideboard of too
    many cards legal). Pure."""
    copies = [0] * len(starts)  # each block's, found in one pass (bisect)
    for entry in later:
        if entry.line.line is not None and (at := bisect_right(starts, entry.line.line)):
            copies[at - 1] += entry.line.count
    held, blocks = first, 1
    for start, block in zip(starts, copies, strict=True):
        if held >= least:
            return blocks, held, [entry for entry in later
                                  if entry.line.line is not None and entry.line.line >= start]
        held += block
        blocks += 1
    return blocks, held, []


def read_guessed_zones(deck: Deck, fmt: Format) -> None:
    """Read, in place, the cards of a zone the decklist did not name into that zone.

    Input: a resolved ``deck`` and the ``fmt`` it is judged by. For each zone of the
    format other than the deck and side deck that takes one kind of card (``accepts``)
    and that the decklist left empty (no header, no line there):

    - a block the reader only guessed to be the sideboard (a blank-line block, never a
      ``Sideboard`` header), in a format with no side deck, whose every card the zone
      takes (or is the zone's ``filler``, the Universal Relic under a two-card Magi stack)
      and one card at least is of its kind, moves there whole; the reader's note that
      read it as the sideboard goes;
    - else the deck's cards that the deck refuses (``accepts`` of the deck: a Magi in a
      Magi-Nation deck) and the zone takes move there;
    - else, for a zone of exactly one card beside a deck of an exact size, a deck one card
      over its size whose only card the zone takes is written as one copy: that card
      moves there (a MageTCG list of 60 cards, its Mage among them: "60 (59 in deck + 1
      Mage)").

    A zone named by line prefixes alone (``Magi: Ashgar``, no header) takes the lines of
    its kind that follow a prefixed line (``_read_after_prefix``, over a blank line too),
    then the deck's other cards the deck refuses, each while it has room (``_has_room``).

    Each moved line gets an info ``reading`` note. Rules: Magi-Nation Duel rulebook
    (2001), Glossary "Deck" (the deck "specifically excludes your Magi") and "Magi Stack";
    MageTCG rules, Zones: Mage Zone. Raises nothing.
    """
    # the zones holding a line before any moved, listed once a zone named by no header
    # may move (most decklists name their zones: their lines are not walked)
    held: set[str] | None = None
    for zone_id, spec in fmt.zones.items():
        if zone_id in (MAIN, SIDE) or spec.accepts is None or zone_id in deck.zone_lines:
            continue
        if held is None:
            held = {entry.zone for entry in deck.entries}
        if zone_id in held:
            # only line prefixes name the zone ("Magi: Ashgar", "Starting Magi: Evu", then
            # the other Magi on lines of their own): the lines of its kind after the prefix
            # are its, whatever blank line follows them; the deck's other cards the deck
            # refuses and the zone takes are its too, card by card while it has room
            _read_after_prefix(deck, fmt, spec)
            _read_refused_by_deck(deck, fmt, spec, while_room=True)
            continue
        if not _read_guessed_block(deck, fmt, spec) and not _read_side_zone(deck, fmt, spec) \
                and not _read_refused_by_deck(deck, fmt, spec):
            _read_one_over(deck, fmt, spec)
    for zone_id, spec in fmt.zones.items():
        if zone_id not in (MAIN, SIDE) and spec.accepts is not None \
                and zone_id in deck.zone_lines:
            _read_after_headed_zone(deck, fmt, spec)


def _has_room(deck: Deck, spec: ZoneSpec, count: int) -> bool:
    """Whether ``count`` more cards fit in the zone beside those it holds (a Magi stack's
    ``places``, else its exact or greatest size); a zone of no such bound has none."""
    room = spec.stack.places if spec.stack is not None else spec.exact or spec.max
    if room is None:
        return False
    held = sum(entry.line.count for entry in deck.entries if entry.zone == spec.id)
    return held + count <= room


def _read_after_prefix(deck: Deck, fmt: Format, spec: ZoneSpec) -> None:
    """Move the card lines of the zone's kind that follow its line prefix (``Magi: Evu``,
    then ``Tryn`` and ``Yaki``) into the zone, as a header's lines would be: the run
    ends at the first line of another kind or at a header, not at a blank line (the
    reader took ``Tryn`` and ``Yaki`` before one for a sideboard, or left them in the
    deck). A run over the zone's room is the zone's still, for its own rule to judge
    (four Magi written so fill four places of the stack, as under a ``Magi`` header).
    Only the deck's lines and a guessed sideboard's move, never a card of another kind;
    a guessed sideboard wholly moved loses the reader's note."""
    guesses = [guess for guess in deck.guesses if guess.zone == SIDE and not guess.keeper]
    guessed = {line for guess in guesses for line in guess.lines}
    moved = _move_runs(deck, spec, lambda entry, number: _refused_note(fmt, spec, entry) if (
        _takes(spec, entry.card)
        and (entry.zone == MAIN or (entry.zone == SIDE and number in guessed))) else None)
    for guess in guesses:
        if guess.note is not None and guess.note in deck.findings and guess.lines & moved \
                and not any(entry.zone == SIDE and entry.line.line in guess.lines
                            for entry in deck.entries):
            deck.findings.remove(guess.note)


def _read_after_headed_zone(deck: Deck, fmt: Format, spec: ZoneSpec) -> None:
    """Move the deck's cards that the deck refuses and the zone takes, in the run of
    lines just after the zone's own under its header (``# Magi`` / ``Ashgar`` / a
    comment, a blank line or a category / ``Gar`` / ``Grega``), into the zone while it
    has room: a comment or a blank line between the Magi ended the stack, the Magi after
    it read in the deck, which takes none (a legal deck illegal). The run ends at a card
    of another kind or at a zone's header; a card the deck takes never moves. Rules:
    Magi-Nation Duel rulebook (2001), Glossary "Deck" and "Magi Stack"."""
    main = fmt.zones.get(MAIN)
    if main is None or main.accepts is None:
        return
    accepts, takes = main.accepts, main.accepts_label or "other cards"

    def joins(entry: DeckEntry, _number: int) -> str | None:
        card = entry.card
        if entry.zone != MAIN or card is None or accepts(card) or not _takes(spec, card) \
                or not _has_room(deck, spec, entry.line.count):
            return None
        return (f"'{card.name}' is {_kind(spec)} just after the {spec.label}'s cards: "
                f"read in the {spec.label}, as the {main.label} takes {takes} only")

    _move_runs(deck, spec, joins)


def _move_runs(deck: Deck, spec: ZoneSpec,
               joins: Callable[[DeckEntry, int], str | None]) -> set[int]:
    """Walk the deck's lines in order: a line of the zone starts a run or goes on with
    it; a line just after the run (no zone's header between) for which ``joins`` (the
    entry, its line number) gives a note is moved into the zone with that note
    (``_move``) and goes on with the run; any other line ends it. Returns the numbers of
    the lines moved."""
    headers = set(deck.zone_lines.values())
    moved: set[int] = set()
    last: int | None = None  # the line the run has reached, None outside a run
    for entry in list(deck.entries):
        number = entry.line.line
        if number is None:
            continue
        if entry.zone == spec.id:
            last = number
        elif last is not None and not any(last < header < number for header in headers) \
                and (note := joins(entry, number)) is not None:
            _move(deck, entry, spec, note)
            moved.add(number)
            last = number
        else:
            last = None
    return moved


def _takes(spec: ZoneSpec, card: Card | None) -> bool:
    """Whether the zone takes ``card`` as a card of its kind."""
    return card is not None and spec.accepts is not None and spec.accepts(card)


def _fills(spec: ZoneSpec, card: Card | None) -> bool:
    """Whether ``card`` is the zone's filler (a card that only hides the stack's size)."""
    filler = spec.stack.filler if spec.stack else None
    return card is not None and filler is not None and filler(card)


def _read_guessed_block(deck: Deck, fmt: Format, spec: ZoneSpec) -> bool:
    """Move a guessed sideboard block that is the zone's cards; whether one moved."""
    if SIDE in fmt.zones:
        return False
    for guess in deck.guesses:
        if guess.zone != SIDE or guess.keeper:
            continue
        block = [entry for entry in deck.entries
                 if entry.zone == SIDE and entry.line.line in guess.lines]
        if not block or not any(_takes(spec, entry.card) for entry in block) \
                or not all(_takes(spec, entry.card) or _fills(spec, entry.card)
                           for entry in block):
            continue
        for entry in block:
            kind = _kind(spec) if _takes(spec, entry.card) else _filler_kind(spec)
            _move(deck, entry, spec, f"'{entry.line.name}' in a block of cards parted from "
                  f"the deck by a blank line, with no header, is {kind}: read in the "
                  f"{spec.label} ({fmt.name} has no side deck); write "
                  f"{with_article(spec.label)} header to say so")
        if guess.note is not None and guess.note in deck.findings:
            deck.findings.remove(guess.note)
        return True
    return False


def _read_side_zone(deck: Deck, fmt: Format, spec: ZoneSpec) -> bool:
    """Move the side zone's cards (a Cockatrice deck's ``side``, a ``Sideboard``
    header's) to the zone ``spec`` when the format has no side deck, every one of them
    the zone takes (or is its filler) and one at least is of its kind: the Magi of a
    Magi-Nation deck saved by a tool whose zones are a deck and a sideboard only, read
    as the same Magi in a block of a text list are (``_read_guessed_block``); whether
    they moved."""
    if SIDE in fmt.zones:
        return False
    side = [entry for entry in deck.entries if entry.zone == SIDE]
    if not side or not any(_takes(spec, entry.card) for entry in side) or not all(
            _takes(spec, entry.card) or _fills(spec, entry.card) for entry in side):
        return False
    for entry in side:
        kind = _kind(spec) if _takes(spec, entry.card) else _filler_kind(spec)
        _move(deck, entry, spec, f"'{entry.line.name}' in the side zone is {kind}: read in "
              f"the {spec.label} ({fmt.name} has no side deck); write {with_article(spec.label)} "
              "header (a zone of that name) to say so")
    deck.zone_lines.pop(SIDE, None)
    return True


def _read_refused_by_deck(deck: Deck, fmt: Format, spec: ZoneSpec,
                          while_room: bool = False) -> bool:
    """Move the deck's cards the deck refuses and the zone takes, with ``while_room``
    only each that still fits in the zone (``_has_room``); whether one moved."""
    main = fmt.zones.get(MAIN)
    if main is None or main.accepts is None:
        return False
    moved = False
    for entry in list(deck.entries):
        if entry.zone == MAIN and entry.card is not None and not main.accepts(entry.card) \
                and _takes(spec, entry.card) \
                and (not while_room or _has_room(deck, spec, entry.line.count)):
            _move(deck, entry, spec, _refused_note(fmt, spec, entry))
            moved = True
    return moved


def _refused_note(fmt: Format, spec: ZoneSpec, entry: DeckEntry) -> str:
    """The note of a card of the zone's kind read there from the deck's lines."""
    main = fmt.zones.get(MAIN)
    takes = (main.accepts_label if main else None) or "other cards"
    # the card's own name: the line's may be a reading of it (Kyg n read as Kygn)
    name = entry.card.name if entry.card is not None else entry.line.name
    return (f"'{name}' is {_kind(spec)} and the decklist has no {spec.label} header: read "
            f"in the {spec.label}, as the {main.label if main else 'deck'} takes {takes} only")


def _read_one_over(deck: Deck, fmt: Format, spec: ZoneSpec) -> None:
    """Move the one card of a deck one card over its exact size that a zone of exactly
    one card takes, when it is written as one copy and no other card of the deck is of
    the zone's kind. An unknown line of no count (``Personnage iconique`` above the card:
    a heading in words not read, its unknown-card error stays) is no card of the deck
    here: it disabled the guess (the deck two over)."""
    main = fmt.zones.get(MAIN)
    if spec.exact != 1 or main is None or main.exact is None:
        return
    cards = [entry for entry in deck.entries if entry.zone == MAIN
             and not (entry.card is None and entry.line.bare)]
    if sum(entry.line.count for entry in cards) != main.exact + 1:
        return
    taken = [entry for entry in cards if _takes(spec, entry.card)]
    card = taken[0].card if len(taken) == 1 else None
    if card is not None and taken[0].line.count == 1:
        _move(deck, taken[0], spec, f"'{card.name}' is {_kind(spec)} and the "
              f"decklist has no {spec.label} header: read in the {spec.label}, as the "
              f"{main.label} is one card over its {main.exact} and holds no other card "
              f"the {spec.label} takes")


def _kind(spec: ZoneSpec) -> str:
    """The zone's kind of card, for a note: 'a Magi', 'an Iconic Character'."""
    label = spec.accepts_label or "a card of it"
    return label if label.split(" ", 1)[0] in ("a", "an") else with_article(label)


def _filler_kind(spec: ZoneSpec) -> str:
    """The zone's filler, for a note: 'a card that may lie under the Magi stack
    (Universal Relic)'."""
    label = spec.stack.filler_label if spec.stack else "filler card"
    return f"a card that may lie under the {spec.label} ({label})"


def _move(deck: Deck, entry: DeckEntry, spec: ZoneSpec, note: str) -> None:
    """Put ``entry`` in the zone ``spec`` with a ``reading`` note saying why."""
    index = deck.entries.index(entry)
    deck.entries[index] = entry.in_zone(spec.id)
    deck.findings.append(Finding("reading", note, line=entry.line.line, zone=spec.id))


def read_deck_under_zone_header(entries: list[DeckEntry], fmt: Format,
                                zone_lines: Mapping[str, int],
                                headers: Sequence[tuple[int, bool]],
                                declared: Mapping[int, int],
                                findings: list[Finding]) -> list[DeckEntry]:
    """``entries`` with the deck's cards written under the header of a zone of one kind
    (``Magi`` above Evu, Tryn, Yaki, then the 40 cards, with no ``Deck`` header) read in
    the deck, a ``reading`` note added to ``findings`` at the first of them.

    Input: the resolved ``entries``, the ``fmt`` they are judged by, the decklist's
    ``zone_lines`` (each zone's first header) and ``headers`` (each header's line and
    whether it begins a zone), and the counts its zone headers declare by line
    (``declared``: ``3 Magi`` declares 3). The mirror of ``_read_refused_by_deck`` (Magi
    written under ``Deck`` read in the stack): for each zone other than the deck and side
    deck that takes one kind of card (``accepts``) and has a header, the first card under
    that header the zone refuses and the deck takes, after one card of the zone's kind at
    least and once the zone's own cards fill the count its header declares (any count when
    it declares none), starts the deck (``Mage`` over a Location alone is that zone's card
    of the wrong type, for zone-card-type): it, the lines after it up to the next zone
    header that are not of the zone's kind (unknown cards too), and the unknown lines just
    before it once the zone was full, are the deck's. A single filler under a stack of fewer
    cards than places (a Universal Relic under Korg & Zet and Ashgar) starts nothing. The
    zone's kind of card stays in the zone wherever written. Every card was read in the zone,
    the deck empty (``Deck: 0 cards`` and a zone-card-type error per card: a legal deck
    illegal). In a decklist with a header of the deck, only after an unknown line once the
    zone is full (``_deck_lines_under``). Rules: Magi-Nation Duel rulebook (2001), Glossary
    "Deck" (it "specifically excludes your Magi") and "Magi Stack"; MageTCG rules, Zones:
    Mage Zone. Raises nothing."""
    main = fmt.zones.get(MAIN)
    if main is None:
        return entries
    for zone_id, spec in fmt.zones.items():
        header = zone_lines.get(zone_id)
        if zone_id in (MAIN, SIDE) or spec.accepts is None or header is None:
            continue
        end = min((line for line, begins_zone in headers if begins_zone and line > header),
                  default=None)
        under = [index for index, entry in enumerate(entries) if entry.zone == zone_id
                 and entry.line.line is not None and entry.line.line > header
                 and (end is None or entry.line.line < end)]
        moved = _deck_lines_under(entries, under, spec, main, declared.get(header),
                                  headed=MAIN in zone_lines)
        if moved:
            for index in moved:
                entry = entries[index]
                entries[index] = entry.in_zone(MAIN)
            findings.append(_deck_under_note(fmt, spec, [entries[i] for i in moved]))
    return entries


def _deck_lines_under(entries: list[DeckEntry], under: list[int], spec: ZoneSpec,
                      main: ZoneSpec, declared: int | None, headed: bool = False) -> list[int]:
    """The indexes of ``under`` (the entries under a one-kind zone's header, in order)
    that are the deck's (``read_deck_under_zone_header``); none when no card starts it.
    In a list that has a deck's header (``headed``) only the cards after an unknown line
    once the zone is full are (``Ashgar's starting cards`` after three Magi: a heading
    of words not read; it filled a fourth place, the cards under it in the stack)."""
    stack = spec.stack
    room = declared if declared is not None else (
        stack.places if stack is not None else spec.exact or spec.max)
    cards = places = 0
    waiting: list[int] = []  # unknown lines once the zone is full: the deck's if it starts
    for at, index in enumerate(under):
        entry = entries[index]
        card = entry.card
        full = room is not None and max(cards, places) >= room
        if card is None:
            waiting = [*waiting, index] if full else []
        elif _takes(spec, card):
            cards += entry.count
            places += entry.count * (stack.size_of(card) if stack is not None else 1)
            waiting = []
        elif cards and (declared is None or full) \
                and (main.accepts is None or main.accepts(card)) \
                and not (_fills(spec, card) and entry.count == 1 and room is not None
                         and cards < room):
            return [] if headed and not waiting else [
                *waiting, index, *(later for later in under[at + 1:]
                                   if not _takes(spec, entries[later].card))]
        else:
            waiting = []
    return []


def _deck_under_note(fmt: Format, spec: ZoneSpec, moved: list[DeckEntry]) -> Finding:
    """The note, at the first of the lines ``moved``, that the cards after the zone's
    own under its header were read in the deck."""
    main = fmt.zones[MAIN]
    first = moved[0]
    name = first.card.name if first.card is not None else first.line.name
    copies = sum(entry.line.count for entry in moved)
    return Finding(
        "reading", f"'{name}' is not {_kind(spec)}: it and the card lines after it under "
        f"the {spec.label}'s header ({plural(copies, 'card')}) are read in the "
        f"{main.label}, as the {spec.label} takes {spec.accepts_label or 'one kind of card'} "
        f"only; write a {fmt.header(MAIN)} header before them", line=first.line.line,
        zone=MAIN)
