"""The deck as read, and written again in another tool's plain-text dialect
(``cardtools read``, ``cardtools check --include-deck``).

A deck as read is ``{zone id: [entry, ...]}`` with zones in the order the deck names them
and each entry ``{"count", "name", "written", "line", "holographic"}``: ``name`` is the
canonical card name (left out when the line names no single card), ``written`` the name
as the decklist wrote it, ``line`` its line (left out when unknown) and ``holographic``
whether the line marks its copies holographic (always given, ``false`` too: a tool reading
the deck tells an unmarked line from a missing key).
"""

from __future__ import annotations

import shlex
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple

from cardtools.gamedata import finding_words, game_zone_label, written_names
from cardtools.model import (
    COMMAND,
    COMPANION_SEPARATOR,
    MAGE,
    MAGI,
    MAIN,
    SIDE,
    SUPPLEMENTARY,
    Card,
    Deck,
    DeckEntry,
    Finding,
    declared_companion_names,
)
from cardtools.names import normalise
from cardtools.paths import printable_part
from cardtools.rules._text import listing
from cardtools.wording import plural

AsRead = dict[str, list[dict[str, Any]]]


#: A multi-face card's name written by its front face alone (``Delver of Secrets``), as a
#: game data's ``written_names`` says it.
FRONT = "front"


def written_name(card: Card, dialect: str, game: str) -> str:
    """``card``'s name as ``dialect`` (a key of ``WRITERS`` or ``json``) writes it: the
    canonical name unless the game data's ``written_names`` (``gamedata.written_names``:
    by dialect and the card data's ``layout``, the separator joining the faces' names or
    ``front`` for the front face alone: Magic Online's ``Fire/Ice``, Arena's ``Fire ///
    Ice``, ``Delver of Secrets``) writes the card's layout otherwise and the card data
    gives its faces' names. Raises nothing."""
    joiner = written_names(game).get(dialect, {}).get(str(card.facts.get("layout")))
    faces = [face.get("name") for face in card.facts.get("faces") or ()
             if isinstance(face, dict)]
    if joiner is None or not faces or not all(isinstance(face, str) for face in faces):
        return card.name
    return str(faces[0]) if joiner == FRONT else joiner.join(str(face) for face in faces)


def deck_as_read(deck: Deck, dialect: str = "json",
                 left_out: Collection[DeckEntry] = ()) -> AsRead:
    """The deck's lines by zone, as read (see the module docstring), each card named as
    ``dialect`` writes it (``written_name``; ``json``: the canonical name), but the
    entries ``left_out``. Pure."""
    zones: AsRead = {}
    for entry in deck.entries:
        if entry in left_out:
            continue
        line = entry.line
        item: dict[str, Any] = {"count": entry.count}
        if entry.card is not None:
            item["name"] = written_name(entry.card, dialect, deck.game)
        item["written"] = line.name
        if line.line is not None:
            item["line"] = line.line
        item["holographic"] = bool(line.holographic)
        zones.setdefault(entry.zone, []).append(item)
    return zones


def _name(item: dict[str, Any]) -> str:
    return str(item.get("name", item["written"]))


def _lines(items: list[dict[str, Any]], form: Callable[[int, str, bool], str]) -> list[str]:
    return [form(item["count"], _name(item), bool(item.get("holographic"))) for item in items]


def _plain(count: int, name: str, holographic: bool) -> str:
    return _copies(count, name)


def _foil_marked(count: int, name: str, holographic: bool) -> str:
    return _copies(count, name) + (" *F*" if holographic else "")


def _copies(count: int, name: str) -> str:
    """The card line of ``count`` copies of ``name``; a line of prose holding no card
    (0: ``here is my list for Saturday.``) is its words alone, read back as that prose,
    an unknown card holding none (``0 Name`` is a card cut from the list, no error)."""
    return f"{count} {name}" if count else name


def companions(deck: AsRead, metadata: dict[str, str]) -> list[str]:
    """The deck's declared companions (an Arena ``Companion`` section: the ``companion``
    metadata), each by the canonical name of the sideboard line that holds it (as
    written when none does)."""
    side = deck.get(SIDE, [])
    named = []
    for written in declared_companion_names(metadata.get("companion", "")):
        key = normalise(written)
        held = next((item for item in side if key in (normalise(item["written"]),
                                                      normalise(_name(item)))), None)
        named.append(_name(held) if held is not None else written)
    return named


def _companion_block(deck: AsRead, metadata: dict[str, str]) -> list[list[str]]:
    """An Arena ``Companion`` section declaring the deck's companions, if it has any."""
    named = companions(deck, metadata)
    return [["Companion", *(f"1 {name}" for name in named)]] if named else []


def write_cardtools(deck: AsRead, metadata: dict[str, str], game: str = "mtg") -> str:
    """cardtools' own text: metadata lines, then a header per zone (DESIGN 3.1) in the
    words of ``game`` (``gamedata.written_header``: Magic's ``Sideboard``, Mage Noir's
    ``Side deck``), the declared companions in a ``Companion`` section."""
    from cardtools.gamedata import written_header

    headers = {zone: written_header(game, zone) for zone in (COMMAND, MAGI, MAGE, MAIN, SIDE)}
    blocks = [[f"{key.capitalize()}: {value}" for key, value in metadata.items()
               if key in KEPT["cardtools"] and key != "companion"]]  # a section of its own
    blocks += _companion_block(deck, metadata)
    for zone in (COMMAND, MAGI, MAGE, MAIN, SIDE):
        if zone in deck:
            blocks.append([headers[zone], *_lines(deck[zone], _foil_marked)])
    return "\n\n".join("\n".join(block) for block in blocks if block) + "\n"


def write_arena(deck: AsRead, metadata: dict[str, str]) -> str:
    """MTG Arena: ``About`` / ``Name``, ``Commander``, ``Companion``, ``Deck`` and
    ``Sideboard`` sections separated by blank lines."""
    blocks = []
    if metadata.get("deck"):
        blocks.append(["About", f"Name {metadata['deck']}"])
    blocks += _companion_block(deck, metadata)
    for zone, header in ((COMMAND, "Commander"), (MAIN, "Deck"), (SIDE, "Sideboard")):
        if zone in deck:
            blocks.append([header, *_lines(deck[zone], _plain)])
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


def write_mtgo(deck: AsRead, metadata: dict[str, str]) -> str:
    """Magic Online text: the deck, one blank line, the sideboard (a commander, which
    MTGO keeps in the sideboard, last)."""
    main = _lines(deck.get(MAIN, []), _plain)
    side = _lines(deck.get(SIDE, []), _plain) + _lines(deck.get(COMMAND, []), _plain)
    return "\n".join(main + (["", *side] if side else [])) + "\n"


def write_moxfield(deck: AsRead, metadata: dict[str, str]) -> str:
    """Moxfield text: the commander marked ``*CMDR*``, the deck, then ``SIDEBOARD:``;
    foil copies marked ``*F*``."""
    out = [line + " *CMDR*" for line in _lines(deck.get(COMMAND, []), _foil_marked)]
    out += _lines(deck.get(MAIN, []), _foil_marked)
    if SIDE in deck:
        out += ["", "SIDEBOARD:", *_lines(deck[SIDE], _foil_marked)]
    return "\n".join(out) + "\n"


def write_forge(deck: AsRead, metadata: dict[str, str]) -> str:
    """Forge ``.dck``: ``[metadata]`` with ``Name=`` (the list's name; ``read`` gives
    the file's stem for a list naming none: ``named``), then ``[Commander]``, ``[Main]``,
    ``[Sideboard]``; a foil copy's name ends with ``+``."""
    out = ["[metadata]", f"Name={metadata.get('deck', 'Deck')}"]
    for zone, header in ((COMMAND, "[Commander]"), (MAIN, "[Main]"), (SIDE, "[Sideboard]")):
        if zone in deck:
            out += [header, *[_copies(item["count"], _name(item))
                              + ("+" if item.get("holographic") else "")
                              for item in deck[zone]]]
    return "\n".join(out) + "\n"


#: Metadata keys of a decklist -> the keys of a structured decklist
#: (``cardtools/schemas/decklist.schema.json``) that hold them, in the order written.
_STRUCTURED_METADATA = {"format": "format", "game": "game", "player": "player",
                        "deck": "name", "event": "event", "date": "date", "pool": "pool",
                        "companion": "companion"}


def structured_decklist(deck: AsRead, metadata: dict[str, str],
                        sections: dict[str, str]) -> dict[str, Any]:
    """The deck as a structured decklist (``cardtools/schemas/decklist.schema.json``),
    which ``cardtools check`` reads back to the same cards in the same zones: the
    metadata keys the schema knows (``companion``: the declared companions' canonical
    names, joined by ``; ``), then a section per zone (``sections``: zone id ->
    its section key) listing ``{"name", "count"}`` per line, ``"finish":
    "holographic"`` for holographic copies; a line naming no single card keeps the name
    as written, and one of prose holding no card is its words alone."""
    document: dict[str, Any] = {key: metadata[field] for field, key
                                in _STRUCTURED_METADATA.items() if metadata.get(field)}
    if document.get("companion"):
        document["companion"] = COMPANION_SEPARATOR.join(companions(deck, metadata))
    for zone, items in deck.items():
        document[sections.get(zone, zone)] = [
            {"name": _name(item), "count": item["count"],
             **({"finish": "holographic"} if item.get("holographic") else {})}
            if item["count"] else _name(item)  # prose holding no card: its words (_copies)
            for item in items]
    return document


def section_keys(sections: dict[str, str]) -> dict[str, str]:
    """Zone id -> the first structured decklist key that holds it (``main``: ``deck``),
    from the game data's ``sections`` (key -> zone id)."""
    keys: dict[str, str] = {}
    for key, zone in sections.items():
        keys.setdefault(zone, key)
    return keys


#: The plain-text dialects ``cardtools read --to`` writes.
WRITERS: dict[str, Callable[[AsRead, dict[str, str]], str]] = {
    "cardtools": write_cardtools,
    "arena": write_arena,
    "mtgo": write_mtgo,
    "moxfield": write_moxfield,
    "forge": write_forge,
}


#: The dialects with a place to declare a companion (an Arena ``Companion`` section, the
#: structured decklist's ``companion`` key): a deck that declares one is not written in
#: another, where its condition would go unjudged, but in a format whose sideboard takes
#: companions only (a commander format's: ``companion.zone_declares``), where the
#: sideboard's companion is the declared one.
DECLARE_COMPANIONS = frozenset({"cardtools", "arena", "json"})

#: The dialects whose files must name the deck: Forge reads a ``.dck`` into a deck of
#: its ``Name=`` (none without ``[metadata]``) and keeps its decks by that name, so a
#: list naming none is named by its file's stem (``named``), not ``Deck`` for every one.
NAMED = frozenset({"forge"})


def named(metadata: dict[str, str], dialect: str, path: str) -> dict[str, str]:
    """``metadata`` with the deck's name a ``NAMED`` dialect needs: the list's own
    (``Deck:``, ``Name:``), else the stem of the file ``path`` (``commander-moxfield``
    of ``decks/commander-moxfield.txt``; escaped as ``paths.printable_part`` escapes a part
    of a path: ``caf\\xe9`` of a name not UTF-8), else ``Deck`` (standard input, ``-``)."""
    if dialect not in NAMED or metadata.get("deck"):
        return metadata
    stem = "" if path == "-" else Path(path).stem.strip()
    return {**metadata, "deck": printable_part(stem) or "Deck"}


#: The zones each plain-text dialect has a place for (``json`` holds every zone): a deck
#: with cards elsewhere (a Magi stack in Arena's form) is not written in it.
HELD: dict[str, frozenset[str]] = {
    "cardtools": frozenset({COMMAND, MAGI, MAGE, MAIN, SIDE}),
    "arena": frozenset({COMMAND, MAIN, SIDE}),
    "mtgo": frozenset({COMMAND, MAIN, SIDE}),
    "moxfield": frozenset({COMMAND, MAIN, SIDE}),
    "forge": frozenset({COMMAND, MAIN, SIDE}),
}


#: The plain-text dialects with a mark for holographic (foil) copies (``*F*``, Forge's
#: ``+``); the others (Arena's and Magic Online's text) write such a line unmarked.
MARKS_FINISH = frozenset({"cardtools", "moxfield", "forge"})


def _ways_out(as_read: AsRead, marks: bool) -> str:
    """``"write it with --to cardtools or --to json"``: the dialects that hold every zone
    of the deck and, with ``marks`` (a format requires the finish), its holographic marks,
    so that the dialect a refusal names is not refused in turn (a Speakeasy list with a
    Mage zone was sent to Moxfield's form, which has no place for that zone). Raises
    nothing."""
    able = [dialect for dialect in (*WRITERS, "json")
            if (dialect == "json" or set(as_read) <= HELD[dialect])
            and (not marks or dialect == "json" or dialect in MARKS_FINISH)]
    return "write it with " + listing([f"--to {dialect}" for dialect in able], len(able), "or")


def _format_in_game(registry: Any, wanted: str, game: str | None) -> Any:
    """The format ``wanted`` names in ``game`` (``--game`` given beside ``--format`` or a
    ``Format:`` line), which says what the written list is judged by (the finish it
    requires, the companion's zone); ``None`` for a name that is no format of that
    game, as ``--game`` then reads the list without one. Raises nothing."""
    from cardtools.errors import CardtoolsError

    try:
        fmt = registry.get(wanted, game)
    except CardtoolsError:
        return None
    return fmt if fmt.game == game else None


def _unmarked(as_read: AsRead, dialect: str, path: str, shown: str, fmt: Any,
              deck: Deck) -> list[str]:
    """The notes for the lines marked holographic that ``dialect`` writes without the
    mark, one a line (``shown``: ``path`` as shown). Raises ``CardtoolsError`` instead
    where ``fmt`` (``None``: no format known) requires a finish (MageTCG Speakeasy) and a
    line marked so is of a card printed in another finish too: the list written would be
    another verdict, that line a ``finish-required`` error (a card printed only with the
    finish needs no mark)."""
    from cardtools.errors import CardtoolsError
    from cardtools.rules import finish_required

    if dialect == "json" or dialect in MARKS_FINISH:
        return []
    marked = [item for items in as_read.values() for item in items if item["holographic"]]
    if not marked:
        return []
    required = None if fmt is None else fmt.option(finish_required.OPTIONS)
    printed_so = set() if required is None else {
        entry.line.line for entry in deck.entries if entry.line.line is not None
        and entry.card is not None
        and finish_required.printed_only_in(entry.card, required.finish)}
    needing = [item for item in marked if item.get("line") not in printed_so]
    if required is not None and needing:
        raise CardtoolsError(
            f"{dialect} has no mark for {required.finish} copies "
            f"({plural(len(needing), 'line')} marked): {fmt.name} requires them, so the "
            f"list written would be illegal; {_ways_out(as_read, True)}", path)
    return [f"{shown}:{item.get('line', 1)}: info [reading] the holographic mark of "
            f"{item['count']} {_name(item)} is not written: {dialect}'s form has no place "
            "for it" for item in marked]


#: The metadata each dialect writes (``json``: ``_STRUCTURED_METADATA``'s); the rest is
#: said, not silently dropped (a list written without its ``Format:`` line is judged only
#: with ``--format``). The ``companion`` a dialect of ``DECLARE_COMPANIONS`` writes as
#: its ``Companion`` section (the others refuse a deck that declares one).
KEPT: dict[str, frozenset[str]] = {
    "cardtools": frozenset({"format", "game", "player", "deck", "event", "date", "pool",
                            "companion"}),
    "arena": frozenset({"deck", "companion"}),
    "mtgo": frozenset(),
    "moxfield": frozenset(),
    "forge": frozenset({"deck"}),
    "json": frozenset(_STRUCTURED_METADATA),
}


#: Most characters a quoted metadata line may have beyond its value: a longer line (a
#: minified JSON decklist on one line) is not that value's line alone.
_QUOTED_EXTRA = 40


def _unwritten(metadata: dict[str, str], lines: dict[str, int], dialect: str,
               shown: str, source: list[str], format_id: str | None = None) -> list[str]:
    """The notes (``path:line: info [reading] ...``) of the metadata ``dialect`` has no
    place for, one per line that gave it, quoting that line of ``source`` (the
    decklist's decoded lines) as written; the format's says to check the written list
    with ``--format`` and the format's id (``format_id``, the format the list was read
    by), else its value quoted for a shell (``--format 'Mage Noir'``)."""
    return [f"{shown}:{lines.get(key, 1)}: info [reading] "
            f"{_as_written(key, value, lines.get(key), source)} is "
            f"not written: {dialect}'s form has no place for it"
            + (f" (check the written list with --format {format_id or shlex.quote(value)})"
               if key == "format" else "")
            for key, value in metadata.items() if key not in KEPT[dialect]]


def _as_written(key: str, value: str, line: int | None, source: list[str]) -> str:
    """The line that gave metadata ``key`` quoted as written (``'Name: Krenko goblins'``,
    never a key it did not use); ``the deck 'Krenko goblins'`` where that line is not
    known, does not hold the value, or holds much more (one line of JSON)."""
    written = source[line - 1].strip() if line is not None and 0 < line <= len(source) else ""
    if (value in written and len(written) <= len(value) + _QUOTED_EXTRA
            and written.isprintable()):
        return f"'{written}'"
    return f"the {key} {value!r}"


#: Metadata never read as a card line's: what says how the deck is judged, and the
#: companion, whose line names its card on purpose.
_NEVER_CARDS = frozenset({"format", "game", "companion"})


def _read_as_cards(deck: Deck, source: list[str], whole: bool = False) -> list[str]:
    """The metadata keys whose line the reader read as a card line too (``Deck: Ponder
    4``: four Ponder; an Arena ``Name 4 Black Lotus``): the line alone holds the value
    (not one line of a whole JSON document) and a card line of that line names a card
    written in the value; with ``whole``, a line holding much more too (a one-line JSON
    document's ``"name": "1 Oko, Thief of Crowns"``). Written again as metadata, the
    copies would be counted twice. Pure."""
    carded = []
    for key, value in deck.metadata.items():
        line = deck.metadata_lines.get(key)
        if key in _NEVER_CARDS or line is None or not 0 < line <= len(source):
            continue
        written = source[line - 1].strip()
        if not whole and len(written) > len(value) + _QUOTED_EXTRA:
            continue
        folded = normalise(value)
        if any(entry.line.line == line and normalise(entry.line.name) in folded
               for entry in deck.entries):
            carded.append(key)
    return carded


def _declared_by_sideboard(deck: AsRead, declared: list[str], fmt: Any) -> bool:
    """Whether the sideboard alone declares the deck's ``declared`` companions: ``fmt``
    (``None``: no format known) takes companions only there (a commander format,
    ``companion.zone_declares``), and the sideboard holds those cards and nothing else,
    so a form without a ``Companion`` section loses nothing by writing it as a
    sideboard."""
    from cardtools.rules.companion import zone_declares

    side = deck.get(SIDE, [])
    return (bool(declared) and fmt is not None and zone_declares(fmt)
            and sorted(normalise(_name(item)) for item in side)
            == sorted(normalise(name) for name in declared))


def _line_order(finding: Finding) -> int:
    return finding.line or 0


def _unresolved(deck: Any, path: str) -> list[str]:
    """A note per line whose name is no card or several (written as it was): a list
    converted for another tool must not carry them unsaid. An unknown name gives the
    close names ``check`` gives (``(did you mean Lightning Bolt?)``), unless no line
    names a card (a list of another game: its names' neighbours in this one mislead)."""
    said = []
    suggest = any(entry.resolution.card is not None for entry in deck.entries)
    for entry in deck.entries:
        resolution = entry.resolution
        if resolution.card is not None:
            continue
        if resolution.candidates:
            names = listing([card.name for card in resolution.candidates], last="or")
            said.append(f"{path}:{entry.line.line or 1}: error [ambiguous-card] "
                        f"'{entry.line.name}' could be {names}: written as it was")
        else:
            close = resolution.suggestions if suggest else ()
            said.append(f"{path}:{entry.line.line or 1}: error [unknown-card] unknown card "
                        f"'{entry.line.name}': written as it was" + (
                            f" (did you mean {' or '.join(close)}?)" if close else ""))
    return said


class Written(NamedTuple):
    """What ``read_and_write`` gives: the deck written in the dialect, the notes for
    standard error, how many of its card lines name no single card (written as they
    were) out of how many card lines, how many lines could not be read (a
    ``parse-error``: nothing is then written), and whether nothing was written
    (``empty``: no card read, no card of the game loaded, or a line unread; exit 2)."""

    text: str
    notes: list[str]
    unresolved: int
    card_lines: int
    unread: int = 0
    empty: bool = False


def _nothing_to_write(notes: list[str], data: bytes, path: str, shown: str) -> Written:
    """What ``read`` gives for a deck of no card (an empty file, one of comments,
    metadata or headers only, or of lines that could not be read): nothing written, the
    reader's ``notes`` but ``check``'s about the fingerprint, then an error on line 1
    saying why, as ``diff`` says there is nothing to compare (exit 2)."""
    from cardtools.decklist import EMPTY_HINT, empty_reason

    kept = [note for note in notes if "so the deck has no fingerprint" not in note]
    why = empty_reason(data, path)
    said = f"{why}: no card was read" if why else "no card was read"
    kept.append(f"{shown}:1: error [file-error] {said}: nothing to write ({EMPTY_HINT})")
    return Written("", kept, 0, 0, empty=True)


#: The reading errors whose lines the written list would not hold: no dialect has a place
#: for a line that could not be read that is sure to be read as unreadable again (a
#: comment is skipped; the text as written, in another dialect, may read as a header),
#: so the list written would be judged without it (a banned card's line holding a control
#: character left out: the copy of an illegal deck was legal).
_LOST_ON_WRITING = frozenset({"parse-error", "file-error"})


def _unwritable(deck: Deck, notes: list[str], shown: str) -> Written | None:
    """What ``read`` gives for a deck with a line it could not read (``_LOST_ON_WRITING``):
    nothing written, the reader's ``notes`` (each such line said there), then an error
    saying why (exit 2); ``None`` for a deck of none."""
    lost = sorted({finding.line or 1 for finding in deck.findings
                   if finding.rule in _LOST_ON_WRITING})
    if not lost:
        return None
    them = "them" if len(lost) > 1 else "it"
    said = (f"{shown}:{lost[0]}: error [parse-error] {plural(len(lost), 'line')} could not "
            f"be read (line{'s' if len(lost) > 1 else ''} "
            f"{listing([str(line) for line in lost])}, said above): nothing written, as "
            f"the list written without {them} would be another deck, judged without {them} "
            f"(correct {them}, then read the file again)")
    return Written("", [*notes, said], 0, len(deck.entries), len(lost), empty=True)


def _resolved(decklist: Any, path: str, checker: Any, database: Any, fmt: Any) -> Deck:
    """``decklist`` (read from ``path``) resolved against ``database`` as ``check`` does
    for ``fmt`` (``None``: no format known): a token's name that is a card on the
    format's lists is that card, a line under a Maybeboard over cards that change no
    verdict a note, the zones the format guesses read (``guessed_zones.read_guessed``).
    A supplementary deck's cards (``SUPPLEMENTARY``: an Attraction deck), which ``check``
    judges beside the deck, are left out: no deck file has a place for them, as for the
    section they were read under."""
    from cardtools.checker import resolve_deck
    from cardtools.guessed_zones import read_guessed

    deck = resolve_deck(decklist, database, path, None if fmt is None else fmt.zones,
                        checker.registry.zones,
                        None if fmt is None else checker.on_lists(fmt, database),
                        None if fmt is None else checker.judging(fmt, database),
                        None if fmt is None else checker.skipped_changes(
                            decklist, path, fmt, database, checker.registry.zones))
    deck.entries = [entry for entry in deck.entries if entry.zone != SUPPLEMENTARY]
    if fmt is not None:
        read_guessed(deck, fmt)
    return deck


def _text_of(as_read: AsRead, metadata: dict[str, str], dialect: str, game: str,
             checker: Any, path: str) -> str:
    """The deck ``as_read`` with its ``metadata`` written in ``dialect`` (``json``: a
    structured decklist of the game data's section keys; ``cardtools`` in ``game``'s
    words; a dialect that must name the deck names it by ``path``'s stem when the list
    names none)."""
    import json

    if dialect == "json":
        sections = section_keys(dict(checker.registry.zones.sections))
        return json.dumps(structured_decklist(as_read, metadata, sections),
                          ensure_ascii=False, indent=2) + "\n"
    if dialect == "cardtools":  # the only form of every game: in the game's words
        return write_cardtools(as_read, metadata, game)
    return WRITERS[dialect](as_read, named(metadata, dialect, path))


#: The suffix a list written in each dialect is read back with, as a file of that tool
#: is named (``.txt`` for the others).
_SUFFIXES = {"forge": ".dck", "json": ".json"}

#: The zones a dialect writes in another's place, read back there when no format is
#: known: MTGO's text keeps a commander in its sideboard block. With a format, ``check``
#: reads that block's commanders back into the command zone (``read_guessed``), so the
#: written list is compared zone by zone: a block it reads otherwise (a commander that
#: is a companion too, beside another companion) is another deck.
_WRITTEN_IN: dict[str, dict[str, str]] = {"mtgo": {COMMAND: SIDE}}


#: What ``_counted`` counts the copies of lines naming no single card as, whatever their
#: names: such a name may be read back otherwise (``<![CDATA[1 Oko]]>`` after a count is
#: ``<![CDATA]>`` and one Oko), an error all the same.
_NO_CARD = "cards of names that are no single card"


def _counted(deck: Deck, written_in: dict[str, str]) -> Counter[tuple[str, str]]:
    """The deck's copies by ``(zone, card)``: the canonical name, ``_NO_CARD`` for a
    line naming no single card; a zone ``written_in`` another is counted there. Pure."""
    counts: Counter[tuple[str, str]] = Counter()
    for entry in deck.entries:
        name = entry.card.name if entry.card is not None else _NO_CARD
        counts[written_in.get(entry.zone, entry.zone), name] += entry.count
    return counts


def _read_otherwise(text: str, deck: Deck, dialect: str, checker: Any, database: Any,
                    fmt: Any) -> list[str]:
    """How ``text`` (``deck`` written in ``dialect``), read back as ``check`` reads it,
    counts other copies than ``deck`` (``"2 Oko, Thief of Crowns in the main deck, where
    the list has 1"``); empty when it gives each zone the same cards (a card line held
    in a name written as it was, read again from it, was counted twice). Raises
    nothing."""
    from cardtools.decklist import read_decklist

    copy = read_decklist(text.encode("utf-8"), "written" + _SUFFIXES.get(dialect, ".txt"))
    if copy.fatal is not None:
        return [copy.fatal.message]
    written_in = _WRITTEN_IN.get(dialect, {}) if fmt is None else {}
    was = _counted(deck, written_in)
    now = _counted(_resolved(copy, "written", checker, database, fmt), written_in)
    def label(zone: str) -> str:
        return game_zone_label(deck.game, zone).lower()  # Magic's deck, sideboard

    return [f"{now[key]} {key[1]} in the {label(key[0])}, where the list has {was[key]}"
            for key in sorted(was.keys() | now.keys()) if was[key] != now[key]]


def _held_in_unresolved(deck: Deck) -> set[DeckEntry]:
    """The card lines held in a line's name that names no card (``<a title="1 Oko,
    Thief of Crowns">x</a>``, ``<![CDATA[1 Oko, Thief of Crowns]]>``: an unknown card
    and one Oko), which that name, written as it was, may give again. Pure."""
    hosts: dict[int, list[str]] = {}
    for entry in deck.entries:
        if entry.card is None and entry.line.line is not None:
            hosts.setdefault(entry.line.line, []).append(normalise(entry.line.name))
    return {entry for entry in deck.entries if entry.card is not None
            and entry.line.line in hosts and any(normalise(entry.line.name) in host
                                                 for host in hosts[entry.line.line])}


def _carded_notes(deck: Deck, keys: list[str], source: list[str], shown: str) -> list[str]:
    """A note per metadata key of ``keys`` whose line was read as a card line, written as
    one and not as that metadata (``source``: the file's lines, ``shown``: its path as
    shown)."""
    return [f"{shown}:{deck.metadata_lines[key]}: info [reading] "
            f"{_as_written(key, deck.metadata[key], deck.metadata_lines[key], source)} was "
            f"read as a card line: written as one, not as the {key}" for key in keys]


def _repaired(deck: Deck, metadata: dict[str, str], source: list[str], dialect: str,
              write: Callable[..., str], read_otherwise: Callable[[str], list[str]]
              ) -> tuple[str, list[str]] | None:
    """The deck written in ``dialect`` so that it reads back as itself
    (``read_otherwise`` empty), where written as read it did not, and the metadata keys
    then written as card lines only; ``None`` when no way does. A card line held in a
    name written as it was (``<a title="1 Oko">x</a>``) is left to that name, whose
    reader in some dialects finds it again; a metadata value holding a card line on a
    line holding more (a one-line JSON document's ``"name": "1 Oko, Thief of Crowns"``)
    is written as that card line alone: each was counted twice."""
    held = _held_in_unresolved(deck)
    loose = [key for key in _read_as_cards(deck, source, whole=True) if key in metadata]
    ways: list[tuple[set[DeckEntry], list[str]]] = [(held, [])] if held else []
    ways += [(set(), loose), *([(held, loose)] if held else [])] if loose else []
    for left_out, keys in ways:
        kept = {key: value for key, value in metadata.items() if key not in keys}
        text = write(deck_as_read(deck, dialect, left_out), kept)
        if not read_otherwise(text):
            return text, keys
    return None


def _unmarking(as_read: AsRead, fmt: Any) -> set[str]:
    """The dialects with no mark for a finish ``fmt`` (``None``: no format known)
    requires, when a line of the deck is marked so (``_unmarked`` refuses them). Pure."""
    from cardtools.rules import finish_required

    if fmt is None or fmt.option(finish_required.OPTIONS) is None or not any(
            item["holographic"] for items in as_read.values() for item in items):
        return set()
    return set(WRITERS) - MARKS_FINISH


def _keeping(barred: Collection[str], read_otherwise: Callable[[str, str], list[str]],
             write: Callable[[str], str]) -> str:
    """``"; write it with --to cardtools or --to json"``: the dialects but those
    ``barred`` (the one refused, those with no place to declare the deck's companion)
    whose list of the deck (``write``: by dialect) reads back as the deck
    (``read_otherwise``: by text and dialect, empty), empty when none does. Raises
    nothing."""
    able = [other for other in (*WRITERS, "json") if other not in barred
            and not read_otherwise(write(other), other)]
    if not able:
        return ""
    return "; write it with " + listing([f"--to {other}" for other in able], len(able), "or")


def _read_as_another_deck(other: list[str], notes: list[str], shown: str, dialect: str,
                          deck: Deck, ways: str = "") -> Written:
    """What ``read`` gives for a deck whose list written in ``dialect`` would be read as
    another deck (``other``: how, ``_read_otherwise``): nothing written, the reader's
    ``notes``, then an error saying so and naming the forms that keep it (``ways``,
    ``_keeping``) (exit 2)."""
    said = (f"{shown}:1: error [file-error] the list written in {dialect}'s form would be "
            f"read as another deck ({listing(other)}): nothing written{ways}")
    return Written("", [*notes, said], 0, len(deck.entries), empty=True)


def read_and_write(path: str, dialect: str, game: str | None = None,
                   format_id: str | None = None, card_files: Sequence[Path] = ()
                   ) -> Written:
    """Read the decklist at ``path`` (``-``: standard input), resolve its names against
    a game's cards and write it in ``dialect`` (a key of ``WRITERS``, or ``json`` for a
    structured decklist, ``structured_decklist``).

    The game is ``game``, else that of ``format_id``, of the decklist's ``Format:`` or
    ``Game:`` line, else the game whose cards name most of its names (as ``check`` tells
    it), else Magic: The Gathering (every other tool's form is Magic's). ``card_files``
    (``--cards``) add cards to the game's, as for ``check``. Output: a ``Written``,
    its notes being what the reader said (``path:line: severity [rule] message``), then
    a closing note when no card line names a card. Raises ``CardtoolsError`` for a file
    that cannot be read, an unknown format or game, and a deck with cards in a zone the
    dialect has no place for (``HELD``: a Magi stack in Arena's form), which it would
    lose.
    """
    from cardtools.checker import Checker, CheckOptions, no_card_data
    from cardtools.decklist import read_decklist
    from cardtools.decklist.decoding import decode
    from cardtools.errors import CardtoolsError
    from cardtools.fingerprint import holds_no_card
    from cardtools.inputs import read_input
    from cardtools.paths import printable
    from cardtools.reading import guessed_game, refuse_another_game
    from cardtools.rules import RULES

    data = read_input(path)  # read once: standard input is read here only
    if not isinstance(data, bytes):
        raise CardtoolsError(data.message, path)
    decklist = read_decklist(data, path)
    if decklist.fatal is not None:
        raise CardtoolsError(decklist.fatal.message, path, str(decklist.fatal.line or ""))
    checker = Checker(CheckOptions(use_config=False, card_files=list(card_files)))
    written_game = decklist.metadata.get("game")
    if written_game and (named_game := checker.registry.game_named(written_game)):
        decklist.metadata["game"] = named_game  # written by its id, as check reads it
    chosen = format_id or decklist.metadata.get("format")
    fmt = None
    picked = None
    if game is None and chosen:
        fmt, picked = checker.format_of(checker.registry, chosen, decklist)
        game = fmt.game
    elif chosen:
        if format_id:
            refuse_another_game(format_id, checker.registry.get(format_id, game).game, game)
        fmt = _format_in_game(checker.registry, chosen, game)
    written = decklist.metadata.get("game")
    # a Game: line names its game as check reads it: by its id or one of its names
    game = game or (written and (checker.registry.game_named(written) or written))
    if game is None:  # as legality and diff guess it (unsaid here), else Magic's
        guess = guessed_game(checker, decklist)
        game = "mtg" if isinstance(guess, Finding) else guess[0]
    if game not in checker.registry.games():
        from cardtools.cardfiles import games_hint

        games = checker.registry.games()
        raise CardtoolsError(f"unknown game {game!r}; {games_hint(game, games)}games: "
                             + ", ".join(games))
    database = checker.database(game)
    shown = printable(path)
    if not database.has_cards():  # as check says it: one error, exit 2, nothing written
        finding = no_card_data(game, decklist)
        return Written("", [f"{shown}:{finding.line or 1}: error [no-card-data] "
                            f"{finding.message} ({finding.hint})"], 0, 0, empty=True)
    # a token's name that is a card on the format's lists is that card, and a line under
    # a Maybeboard over cards that change no verdict a note, as check reads them
    deck = _resolved(decklist, path, checker, database, fmt)
    if picked is not None:  # a shared format name read as one game's, said
        deck.findings.append(picked)
    words = partial(finding_words, game)  # the game's zone names: Magic's sideboard
    notes = [f"{shown}:{finding.line or 1}: "
             f"{finding.severity or RULES[finding.rule].severity} [{finding.rule}] "
             f"{finding.worded(words)}" for finding in sorted(deck.findings, key=_line_order)
             if finding.rule in RULES]
    if holds_no_card(deck):
        return _nothing_to_write(notes, data, path, shown)
    unresolved = _unresolved(deck, shown)
    notes += unresolved
    if (unwritable := _unwritable(deck, notes, shown)) is not None:
        return unwritable
    as_read = deck_as_read(deck, dialect)
    source = decode(data).lines if deck.metadata else []
    carded = _read_as_cards(deck, source)
    metadata = {key: value for key, value in deck.metadata.items() if key not in carded}
    notes += _carded_notes(deck, carded, source, shown)
    declared = companions(as_read, metadata)
    in_sideboard = _declared_by_sideboard(as_read, declared, fmt)
    unsaid = {"companion"} if in_sideboard else set()
    notes += _unwritten({key: value for key, value in metadata.items()
                         if key not in unsaid}, deck.metadata_lines, dialect, shown, source,
                        None if fmt is None else fmt.id)
    notes += _unmarked(as_read, dialect, path, shown, fmt, deck)
    unheld = [zone for zone in as_read if dialect != "json" and zone not in HELD[dialect]]
    if unheld:
        zones = checker.registry.zones
        said = listing([f"the {zones.label(zone)} "
                        f"({plural(sum(i['count'] for i in as_read[zone]), 'card')})"
                        for zone in unheld])
        raise CardtoolsError(f"{dialect} has no place for {said}: its cards would be lost; "
                             f"{_ways_out(as_read, False)}", path)
    if declared and dialect not in DECLARE_COMPANIONS and not in_sideboard:
        raise CardtoolsError(f"{dialect} has no place to declare the companion "
                             f"({listing(declared)}): its condition would go unjudged; "
                             "write it with --to arena or --to cardtools", path)
    lines = len(deck.entries)
    if unresolved and len(unresolved) == lines:
        notes.append(f"{shown}: error: none of its {lines} card lines names a card of "
                     f"{game}: is it a list of another game (--game, --format), or are its "
                     "cards in a card file of your own (--cards FILE)?")
    text = _text_of(as_read, metadata, dialect, game, checker, path)
    if (other := _read_otherwise(text, deck, dialect, checker, database, fmt)):
        write = partial(_text_of, dialect=dialect, game=game, checker=checker,
                        path=path)
        repaired = _repaired(deck, metadata, source, dialect, write,
                             partial(_read_otherwise, deck=deck, dialect=dialect,
                                     checker=checker, database=database, fmt=fmt))
        if repaired is None:
            barred = {dialect, *(() if not declared or in_sideboard
                                 else {*WRITERS, "json"} - DECLARE_COMPANIONS),
                      *_unmarking(as_read, fmt)}
            ways = _keeping(barred, lambda text, other: _read_otherwise(
                text, deck, other, checker, database, fmt),
                lambda other: _text_of(deck_as_read(deck, other), metadata, other, game,
                                       checker, path))
            return _read_as_another_deck(other, notes, shown, dialect, deck, ways)
        text, keys = repaired
        notes += _carded_notes(deck, keys, source, shown)
    return Written(text, notes, len(unresolved), lines)
