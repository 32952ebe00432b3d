"""The data every stage shares: cards, decklist lines, decks, violations and results.

Records that never change once built and are copied with a change (``_replace``),
compared or hashed by value are ``NamedTuple``s (immutable). ``Card``, the records
filled in step by step and the records only read by attribute are plain classes with
``__slots__`` and a constructor written out, compared by identity (two decks that read
alike are still two decks). None is a dataclass: a dataclass compiles its generated
methods at every start, which costs a one-deck check more than declaring a plain class
or a ``NamedTuple`` (which costs more than a plain class).
The flow is ``Decklist`` (what the reader saw) -> ``Deck`` (lines resolved to
``Card``s) -> ``DeckResult`` (violations and a status).
"""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from cardtools.paths import printable, unambiguous
from cardtools.wording import every

if TYPE_CHECKING:
    from cardtools.formatspec.model import Format
    from cardtools.spool import Spooled

Severity = Literal["error", "warning", "info"]
Status = Literal["legal", "illegal", "error"]
#: The severities, gravest first (the order of ``DeckResult.dropped``).
SEVERITIES: tuple[Severity, ...] = ("error", "warning", "info")

#: The zone ids that readers of fixed file layouts (MTG clients' deck files, the block
#: export convention) and the fingerprints name in code. Every zone, its label and its
#: header words are game data (``cardtools.gamedata``: formats/game.yaml and
#: formats/<game>/game.yaml); ``command`` is the command zone of Magic: The Gathering
#: (the commander, rules 903.6).
MAIN, SIDE, MAGI, MAGE, COMMAND = "main", "side", "magi", "mage", "command"
#: The zone id of the cards of a supplementary deck written in a section outside the deck
#: (Magic's Attraction deck, comprehensive rules 717; a Contraption deck:
#: ``ZoneTable.supplementary_kinds``): brought to the event beside the deck, so judged by
#: the format's card pool and lists, but counted in no zone's size nor in copy limits
#: (``CheckContext``). No zone of game data may take that id.
SUPPLEMENTARY = "supplementary"
#: What parts the companions a deck declares in its ``companion`` metadata.
COMPANION_SEPARATOR = "; "


def declared_companion_names(value: str) -> list[str]:
    """The names a deck's ``companion`` metadata ``value`` declares, as written
    (``COMPANION_SEPARATOR`` between them; none for an empty value)."""
    return [name for name in value.split(COMPANION_SEPARATOR) if name]


class Card:
    """One card of a card database (DESIGN 4), facts only.

    ``name`` is the canonical name. Tuple fields hold every value of a multi-valued
    fact; for a split or double card, ``types`` and ``subtypes`` hold the union of
    its faces, so a positive test is true when it is true of either half (MTG
    comprehensive rules 708.6a). ``facts`` keeps the whole database record for
    display and for format matchers on game-specific fields (an empty dict when not
    given). ``identities`` are the names this card counts as for copy limits:
    ``counts_as`` or its own name. Equality and hashing
    are by identity: a card of one database is never another database's card of the
    same name (a ``--cards`` file may give it other facts), so answers remembered per
    card (``rules.base.Judging``, ``Matcher``) never cross databases. Read-only by
    convention.
    """

    __slots__ = ("counts_as", "faces", "facts", "finishes", "identities", "name",
                 "rarities", "regions", "sets", "subtypes", "supertypes", "types")

    def __init__(self, name: str, types: tuple[str, ...] = (), subtypes: tuple[str, ...] = (),
                 supertypes: tuple[str, ...] = (), rarities: tuple[str, ...] = (),
                 regions: tuple[str, ...] = (), sets: tuple[str, ...] = (),
                 faces: tuple[str, ...] = (), counts_as: tuple[str, ...] = (),
                 finishes: tuple[str, ...] = (), facts: Mapping[str, Any] | None = None) -> None:
        self.name = name
        self.types = types
        self.subtypes = subtypes
        self.supertypes = supertypes
        self.rarities = rarities
        self.regions = regions
        self.sets = sets
        self.faces = faces
        self.counts_as = counts_as
        self.finishes = finishes
        self.facts: Mapping[str, Any] = {} if facts is None else facts
        self.identities: tuple[str, ...] = counts_as or (name,)

    def __repr__(self) -> str:
        return f"Card({self.name!r})"


#: Before a zone id of ``Finding.headers``: the zone's name in running text (``side
#: deck``, Magic's ``sideboard``), not its header.
LABEL_MARK = "~"


class Finding(NamedTuple):
    """Something a reader or resolver noticed, before it becomes a ``Violation``.

    ``rule`` is a rule id (``parse-error``, ``encoding``, ``ignored-section``, ...);
    the other fields mirror ``Violation``. ``headers``, when set, is the message as the
    text between zone headers and the ids of those zones (``(("write a ", " or ", "
    header"), ("main", "side"))``; an id after ``LABEL_MARK`` stands for the zone's name
    in running text, ``the side deck``): a reader that knows no game wrote them with the
    generic words (``Deck``, ``Side deck``), which a check that knows the format says in
    the game's own (Magic's ``Sideboard``: ``worded``). ``severity``, when set, is the
    one the finding is said with instead of its rule's (a ``zone-size`` of another
    reading of the deck: a warning), by ``check`` and ``read`` alike. ``players`` and
    ``players_hint`` are the message and the hint as a player's own report says them
    (``Violation.players``).
    """

    rule: str
    message: str
    line: int | None = None
    zone: str | None = None
    hint: str | None = None
    headers: tuple[tuple[str, ...], tuple[str, ...]] | None = None
    severity: Severity | None = None
    players: str | None = None
    players_hint: str | None = None

    def worded(self, header: Callable[[str], str]) -> str:
        """The message with each zone header ``headers`` marks said by ``header`` (zone
        id -> the header's words); the message as written when it marks none."""
        if self.headers is None:
            return self.message
        parts, zones = self.headers
        return parts[0] + "".join(header(zone) + part
                                  for zone, part in zip(zones, parts[1:], strict=True))


def header_finding(rule: str, parts: Sequence[str], zones: Sequence[str],
                   header: Callable[[str], str], line: int | None = None) -> Finding:
    """A finding whose message is ``parts`` with the header of each of ``zones`` between
    them, said by ``header`` (zone id -> words) until a check words them in the game's
    own (``Finding.worded``)."""
    marked = (tuple(parts), tuple(zones))
    return Finding(rule, Finding(rule, "", headers=marked).worded(header), line=line,
                   headers=marked)


class ZoneGuess:
    """Card lines a reader put in a zone by a guess, not by a header (the last block of a
    list after a blank line, read as the sideboard): ``zone`` the zone id, ``lines`` their
    1-based line numbers, ``note`` the info ``reading`` finding that says so (``None``
    when the reader followed its tool's own convention and said nothing). A check may
    read such lines otherwise once it knows the format (a Commander deck's last block
    holding its commander: ``cardtools.rules.commander.read_guessed_commanders``).
    ``keeper``, when set, names the tool or file that keeps a Commander deck's
    commander in the sideboard (``XMage``), for the note that says so; else the lines
    are the last block of a text export without headers. ``kept_in_deck`` marks lines
    the reader left in the deck that may be the ``zone`` (the blocks after the first of
    a list without headers, all read as the deck: ``guessed_zones.read_guessed_sideboard``),
    and ``blocks`` the first line of each of those blocks, in order; ``grouped`` when they
    are the blocks after a deck written under grouping headers (``Creatures (12)``,
    ``Lands``), none of their own; ``after``, the line as written when they are the lines
    right after one saying the side deck, or another zone or section, holds nothing
    (``Sideboard: none``, ``Companion: none``, ``Maybeboard: none``), and ``empty`` what
    it says holds nothing (``sideboard``, ``section 'Maybeboard'``); ``section``, the
    section of one kind of card (``section 'Tokens'``) whose blocks after its first they
    are, when they are so; ``declared``, the main deck's header as written (``Deck
    (60)``) when they are the lines after those making up the count it declares;
    ``companions``, the lines of an Arena ``Companion`` section's cards the reader
    counted in the sideboard, which the lines once moved there may list again (Arena
    lists its companion in both: counted there once). ``kept_in_side`` marks the
    mirror of ``kept_in_deck``: lines under the side deck's header, after a blank line,
    that may be the deck (``zone``, the main deck) when no header names the deck
    (``guessed_zones.read_deck_after_side``)."""

    __slots__ = ("after", "blocks", "companions", "declared", "empty", "grouped", "keeper",
                 "kept_in_deck", "kept_in_side", "lines", "note", "section", "zone")

    def __init__(self, zone: str, lines: frozenset[int], note: Finding | None, keeper: str = "",
                 kept_in_deck: bool = False, blocks: tuple[int, ...] = (),
                 grouped: bool = False, after: str = "", empty: str = "",
                 section: str = "", declared: str = "", kept_in_side: bool = False) -> None:
        self.zone = zone
        self.lines = lines
        self.note = note
        self.keeper = keeper
        self.kept_in_deck = kept_in_deck
        self.kept_in_side = kept_in_side
        self.blocks = blocks
        self.grouped = grouped
        self.after = after
        self.empty = empty
        self.section = section
        self.declared = declared
        self.companions: frozenset[int] = frozenset()


def sideboard_guesses(lines: "list[DeckLine]", keeper: str) -> list[ZoneGuess]:
    """The guess that the sideboard ``lines`` of a file written by ``keeper`` (a tool
    with no command zone in its files, which keeps a Commander deck's commander in its
    sideboard: XMage, Cockatrice) may hold the commanders, for a Commander format to
    read there; empty when no line is in the sideboard."""
    side = frozenset(line.line for line in lines if line.zone == SIDE and line.line is not None)
    return [ZoneGuess(SIDE, side, None, keeper)] if side else []


class DeclaredCount:
    """A number of cards a decklist's own text declares (``Sideboard (15)``, ``Creatures
    (21)``, ``Total: 75 cards``), to be compared with the cards read: ``line`` the
    declaring line (1-based), ``count`` the cards it declares, ``text`` the line as
    written, and ``scope`` what it counts: ``zone`` (a zone header: the cards from it to
    the next zone header), ``group`` (a grouping header: the cards from it to the next
    header of any kind) or ``deck`` (a total line: the whole list, its main deck, or
    the zone it closes); ``zone`` the zone id a zone header names, whose cards alone it
    counts (``CM: 1 Name`` under ``Main (60)`` is the command zone's)."""

    __slots__ = ("count", "line", "scope", "text", "zone")

    def __init__(self, line: int, count: int, text: str, scope: str,
                 zone: str | None = None) -> None:
        self.line = line
        self.count = count
        self.text = text
        self.scope = scope
        self.zone = zone


class Outside(NamedTuple):
    """Where a line stands that a tool keeps out of the deck only for some cards: the
    ``section`` as the file names it (``Forge's [Planes]``), the card ``types`` (or
    subtypes, or supertypes) it holds (``Plane``, ``Phenomenon``), and ``where`` a card
    of another type is played, in words (``the main deck, where Forge moves it``): the
    zone of the line. ``zone``, when set, is the zone a deck must have for the section to
    be one (a display commander is a commander deck's): in a format without it, every
    card there is played where a card of another type is. ``held``, when set, is what a
    note says of a card of those types there (by default: not part of the deck). A type
    may also name a fact the card data sets true (``companion``). A section of tokens
    (``types`` ``(TOKEN,)``) keeps out a name of no card and a token's name
    (``checker._names_a_token``), which the card data never holds; ``quiet`` when its
    header's note already says so, so that such a line adds no note of its own.
    ``unaccepted`` marks a section that keeps out, in place of cards of ``types``, the
    cards the line's zone does not take in the format judged (``ZoneSpec.accepts``):
    Archidekt's ``Sideboard{noDeck}``, out of its deck's count, is the sideboard where
    the format's sideboard takes any card, and holds cards kept out of the deck where it
    takes a companion only (Commander)."""

    section: str
    types: tuple[str, ...]
    where: str
    zone: str | None = None
    held: str | None = None
    quiet: bool = False
    unaccepted: bool = False


#: The kind of card a section of tokens holds (``Outside.types``): tokens, which no card
#: data holds (Magic's comprehensive rules 111.1: a token is a marker, not a card).
TOKEN = "Token"


class DeckLine(NamedTuple):
    """One card line of a decklist as written (an immutable record; a tuple because a
    batch makes hundreds of thousands of them and a tuple is built fastest).

    ``name`` is the text naming the card, ``count`` the number of copies (1..999),
    ``zone`` a canonical zone id, ``line`` the 1-based line number (``None`` for
    structured decklists without line information), ``holographic`` true when a
    finish marker (``*F*``, ``(foil)``, ``(holo)``) was given, ``bare`` true when the
    line had no count, and ``maybe_header`` true when the line may be a grouping header
    (``Creatures``, ``Basic Lands``, ``Spells (12)``; those lines are also ``bare``): it
    is a card only if the game has a card of that name. A ``maybe_header`` line that is
    not ``bare`` is a possible card line read where a note may stand (an Arena ``About``
    note, a metadata value ``Deck: 1 Name``): a card if it names one, an unknown card if
    it is within a typo of one, else a note.

    ``readings`` are other readings of the same line as ``(name, count)``, tried in
    order before ``name`` when the card database is at hand: the first that names a card
    wins (``1996 World Champion`` is a card, not 1996 copies; ``Fire // Ice`` is a card,
    not ``Fire`` and a ``// comment``). ``problem`` is why the line is not a card line
    when no reading names a card (a ``parse-error`` then, and the line is not counted).
    ``outside``, when set, says the line stands where only cards of some types are kept
    out of the deck (``Outside``): the card database decides. ``quiet`` marks a possible
    card line that is a card only when it names one by its full name, and else goes
    without a word (a metadata value ending in a number: ``Deck: Ponder 4`` is four
    Ponder, ``Player: Player 1`` a player's name). ``by_count`` marks a possible card
    line that is a card only by a reading that gives it a count (a metadata value or
    what follows a header's mark): the line naming a card by its whole name is a name,
    no card (``Name: Seven Dwarves``, a deck named after the card, whose ``Seven`` is
    its name's, not a count). ``run_on`` is how many of the first ``readings`` are the
    name run on into the next cells of a row whose cells a tab parts, which shows as a
    space (``1 Sensei's<tab>Divining Top``), or into the words of a mark the reader
    dropped (``1 Sensei's [Divining Top]``): the first of them that names a card is read
    (a ``parse-error`` when the name alone names another), else the line as if they were
    not there (``settle_reading``). ``heading`` marks a possible grouping header written
    as a heading, its count after the name or a colon (``Burn (8)``, ``Burn:``, not ``8
    Burn``): a card by the card's own name only, not by one face of a split card
    (``rules._faces.written_alone``: ``Burn`` is half of Turn // Burn). ``markdown``
    marks the words of a Markdown heading with a count read as a possible card line
    (``# Ponder 4``, ``## Burn (8)``): one face of a card is that card there (``# Ice
    4``, ``# Bonecrusher Giant 4``), as on a line without ``#``; ``heading`` too when its
    words are all header words (``## Creatures (21)``), a heading as written that names
    no card. ``marked`` are the names a mark the reader dropped from the line may give
    (an Archidekt category, a tag: ``1 Island [Black Lotus]``): one naming another card
    than the line's makes the line a ``parse-error`` (``settle_reading``).
    """

    name: str
    count: int  # type: ignore[assignment]  # the field hides tuple.count, unused here
    zone: str
    line: int | None = None
    holographic: bool = False
    bare: bool = False
    maybe_header: bool = False
    readings: tuple[tuple[str, int], ...] = ()
    problem: str | None = None
    outside: Outside | None = None
    quiet: bool = False
    by_count: bool = False
    run_on: int = 0
    heading: bool = False
    markdown: bool = False
    marked: tuple[str, ...] = ()
    #: Whether a finish marker stands after a ``//`` on the line: the copies are
    #: holographic if the card the line names has ``//`` in its name (``1 Fire // Ice
    #: *F*``, a split card), not when ``//`` begins a comment (``4 Umbral Warden // *F*``:
    #: the comment's words, no mark of the copies; ``settle_reading`` decides).
    holographic_if_whole: bool = False
    #: Whether the line is the list's title naming, with a word more, a card other lines
    #: name (``Lotus Field Combo`` above ``4 Lotus Field``): a note, unless it names a
    #: card by its whole name (``Dread Return`` above ``4 Dread``, a banned card).
    titled: bool = False
    #: What may tell the line's printing, as written: a text line whole (``4
    #: Contemplation (LRW) 79``), a table row's cells but its name's parted by tabs
    #: (``4\tLRW\tFrench``). Read only when the name is two cards' in two languages
    #: (``checker._in_the_decks_language``: a set only one of them was printed in).
    printing: str = ""
    #: The name as the line wrote it when the name read is a reading that rewrote its
    #: letters, no part of what was written (``Lame d air`` read as ``Lame dair``,
    #: ``air_blade`` as ``air blade``: ``decklist.settle_reading``); ``""`` when the line
    #: wrote ``name``. What a message quotes as written (``written``).
    written_as: str = ""

    @property
    def written(self) -> str:
        """The card's name as the line wrote it: ``written_as``, else ``name``."""
        return self.written_as or self.name


#: ``Decklist.form`` of a list written as text (and of the forms with no hint of their own).
TEXT_FORM = "text"
#: ``Decklist.form`` of a Forge deck file: text lines under ``[section]`` headers, read as
#: a text decklist's lines are, but for the hints saying where a zone's card goes (Forge
#: has ``[Commander]`` and ``[Sideboard]`` sections, no companion one).
FORGE_FORM = "forge"
#: The forms whose lines are read as a text decklist's are (``TEXT_FORM``, ``FORGE_FORM``).
TEXT_FORMS = frozenset({TEXT_FORM, FORGE_FORM})


class UnderSkipped(NamedTuple):
    """A line under a section of any card outside the deck (``Maybeboard``) that may head
    a part of the deck the reader does not know, with a card line with a count after it
    before the next header (``Decklist.under_skipped``). ``shown`` is the line as said in
    a finding, ``section`` the skipped section's header, ``kind`` what the line is:
    ``name`` (a name with no count before it: ``Beideck``, ``Reinforcements``, a
    sentence, a heading's or comment's words), ``counted`` (a count and a ``name``:
    ``15 Beideck``), ``mark`` (a separator line: ``---``, ``* * *``) or ``blank`` (a
    blank line after a card line of the section, which may end it: ``Maybeboard``,
    ``1 Opt``, a blank line, then a side deck as the export convention writes one after
    a blank line); ``name`` is the name the card data is asked for (for ``blank``, the
    number of the card line with a count right after it)."""

    shown: str
    section: str
    kind: Literal["name", "counted", "mark", "blank"]
    name: str


class SkippedCard(NamedTuple):
    """A card line under a section of any card outside the deck
    (``Maybeboard``), not counted (``Decklist.skipped_cards``): its ``line``, the ``name``
    and ``copies`` it gives, and ``section``, the line of the section's header. A label's
    own card line (``Beideck: 1 Black Lotus``) is one on the label's line. A ``bare``
    line gives no count (``Oko, Thief of Crowns``): one copy when it names a card, else
    no card line (a note, a heading: ``skipped_cards.heading_lines``). ``holographic``
    when the line marks its copies so (``*F*``, ``(holo)``). ``readings``: the
    ``(name, copies)`` readings of the line, as ``DeckLine.readings`` (``¹ Black
    Lotus``, ``one Black Lotus``, ``Black Lotus (I)``: one copy of Black Lotus; ``9
    Ponde&#x72;``: nine Ponder), the first naming a card taken, as in the deck."""

    line: int
    name: str
    copies: int
    section: int
    bare: bool = False
    holographic: bool = False
    readings: tuple[tuple[str, int], ...] = ()


class Decklist:
    """What a decklist reader produced from one input.

    ``lines`` are the card lines in file order, ``metadata`` the ``Key: value`` lines
    (lower-case keys: format, game, player, deck, event, date), ``findings`` the
    problems noticed while reading, and ``fatal`` a finding that means the input is
    not a decklist at all (binary, too large, unreadable); then the deck is ``error``.
    ``no_deck`` is true when ``fatal`` says a well-formed structured file holds no deck
    (``mkdocs.yml``, ``package.json``): a folder walk skips such a file.
    ``zone_lines`` maps zone ids to the line of the zone's first header, and
    ``metadata_lines`` metadata keys to their line (where the reader knows them): a
    violation of a whole zone or of the format points there. ``suppressions`` holds
    the decklist's inline suppression comments (``cardtools.suppression``), if any.
    ``guesses`` are the zones the reader guessed for some lines (``ZoneGuess``).
    ``declared`` holds the counts the text declares (``DeclaredCount``), and
    ``headers`` each header line's number with whether it begins a zone (a zone header,
    a skipped section, a total line, a grouping header after the commanders or the Magi,
    which begins the deck) or only a group (any other grouping header): where the scope
    of a declared count ends. ``card_headers`` are the lines of zone headers that also
    hold a card line after their mark (``Sideboard (15) - 3 Duress``): headers whatever
    that card is, whose declared count covers it. ``remark_headers``, of them, are those
    whose words in brackets or after a dash give no count nor bring a card in (with a
    mark, a joining word, an article): a remark on the zone (``Sideboard (Wish
    targets)``), a card only by its whole name or a typo of it. ``noted`` maps the line of a text
    that may hold a card line where a note may stand (a metadata value as written, the
    words after a header's mark) to that text and the zone the line stands in: a card
    line with a count in it is counted when the line gives no card (``resolve_deck``).
    ``outside_block`` holds the lines of chat around a list in code fences read as
    possible card lines (``my deck:``, a card's name alone): one that names a card is
    counted and said (``resolve_deck``). ``under_skipped`` maps the line of each line
    under a section of any card outside the deck (``Maybeboard``) that is no card line
    of it, with a card line with a count after it before the next header, to what it
    is (``UnderSkipped``: ``Sidedeck``, ``# Beideck``, ``---``, ``15 Beideck``): it
    may head a part of the deck the reader does not know, whose cards it skipped
    (``resolve_deck`` says so, unless the card lines after it, ``skipped_cards``, change
    no verdict when read as part of the main deck: ``Checker.skipped_changes``).
    ``ascii_names`` is true when every line's name is known to be ASCII (told once for
    the whole list by ``decklist.within_limits``; false when not known).
    ``zone_prefixed`` holds the lines without a count that a line prefix of a zone of
    one kind of card puts there (``Commander: Azusa, Lost but Seeking``, ``Magi:
    Ashgar, Gar, Grega``, also commented out: ``# Commander: ...``): a summary of that
    zone when its section lists each card they name too (``resolve_deck``).
    ``sheet_facts`` holds what a sheet's reader found of its columns besides its roles
    (``csv_export.SHEET_FACTS``: each zone's copies in a column of its own, copies it
    could not count, several decks), which a folder walk decides on, and the structured
    reader's ``NOT_A_MAPPING`` (a YAML or JSON file of no mapping, maybe a text decklist);
    empty for others.
    """

    __slots__ = (
        "ascii_names",
        "card_headers",
        "code_page_cards",
        "code_page_lines",
        "commented_names",
        "counted_first",
        "counted_groupings",
        "declared",
        "fatal",
        "findings",
        "form",
        "guesses",
        "headers",
        "late_values",
        "lines",
        "list_heads",
        "main_headers",
        "metadata",
        "metadata_lines",
        "no_deck",
        "noted",
        "outside_block",
        "remark_headers",
        "sheet_facts",
        "skipped_cards",
        "suppressions",
        "title_notes",
        "under_skipped",
        "zone_lines",
        "zone_prefixed",
    )

    def __init__(self, lines: list[DeckLine] | None = None,
                 metadata: dict[str, str] | None = None,
                 findings: list[Finding] | None = None, fatal: Finding | None = None,
                 no_deck: bool = False, zone_lines: dict[str, int] | None = None,
                 metadata_lines: dict[str, int] | None = None, suppressions: Any = None,
                 guesses: list[ZoneGuess] | None = None,
                 declared: list[DeclaredCount] | None = None,
                 headers: list[tuple[int, bool]] | None = None,
                 card_headers: frozenset[int] = frozenset(),
                 remark_headers: frozenset[int] = frozenset(),
                 noted: dict[int, tuple[str, str]] | None = None,
                 outside_block: frozenset[int] = frozenset(),
                 under_skipped: dict[int, UnderSkipped] | None = None,
                 skipped_cards: tuple[SkippedCard, ...] = (),
                 zone_prefixed: frozenset[int] = frozenset()) -> None:
        # the lists and dicts not given are new, empty ones
        self.lines: list[DeckLine] = [] if lines is None else lines
        self.metadata: dict[str, str] = {} if metadata is None else metadata
        self.findings: list[Finding] = [] if findings is None else findings
        self.fatal = fatal
        self.no_deck = no_deck
        self.zone_lines: dict[str, int] = {} if zone_lines is None else zone_lines
        self.metadata_lines: dict[str, int] = {} if metadata_lines is None else metadata_lines
        self.suppressions = suppressions
        self.guesses: list[ZoneGuess] = [] if guesses is None else guesses
        self.declared: list[DeclaredCount] = [] if declared is None else declared
        self.headers: list[tuple[int, bool]] = [] if headers is None else headers
        self.card_headers = card_headers
        self.remark_headers = remark_headers
        self.noted: dict[int, tuple[str, str]] = {} if noted is None else noted
        self.outside_block = outside_block
        self.under_skipped: dict[int, UnderSkipped] = ({} if under_skipped is None
                                                          else under_skipped)
        self.skipped_cards = skipped_cards
        self.zone_prefixed = zone_prefixed
        #: How the list is written, where a hint must say how to name a zone: ``text``
        #: (headers), ``csv`` (a card export's board column), ``yaml`` or ``json`` (a
        #: structured decklist's keys), ``moxfield`` (a Moxfield deck's boards),
        #: ``mtgjson`` (an MTGJSON deck's lists).
        self.form = TEXT_FORM
        self.ascii_names = False
        #: The lines that are not UTF-8, read in cp1252: letters there are cp1252's
        #: reading of their bytes; and, by line, the card (as a suggestion shows it) another
        #: code page reads such a line's name as, with that code page's codec name
        #: (``checker.code_page_hint``).
        self.code_page_lines: frozenset[int] = frozenset()
        self.code_page_cards: dict[int, tuple[str, str]] = {}
        self.sheet_facts: frozenset[str] = frozenset()
        #: The lines a text reader read as a grouping header written with a count before
        #: it (``1 Rituel``, ``12 Creatures``): the first half of a card's name broken
        #: over two lines may be so read (``checker._counted_half``).
        self.counted_groupings: frozenset[int] = frozenset()
        #: The lines of the main deck's zone headers a text reader read (``Deck``), in
        #: order: where a run of the main deck's cards begins (``full_decks_of_size``).
        self.main_headers: tuple[int, ...] = ()
        #: The lines after card lines that may head a second list (``Format:``, ``Deck:
        #: Burn``, ``# Bob``), each as written, by line: where a run of the main deck's
        #: cards may begin too (``full_decks_of_size``).
        self.list_heads: dict[int, str] = {}
        #: The metadata lines after the list's first card line (``Notes: Oko, Thief of
        #: Crowns`` under the sideboard), their key (``notes``) and value as written by
        #: line: a card no other line names, hidden there (``checker.resolve_deck``).
        self.late_values: dict[int, tuple[str, str]] = {}
        #: The lines of a text whose count stands before the first of the cards they
        #: list (``Magi: 2 Rayje, Evu``): that card's count, not the list's
        #: (``resolve_deck``); a count after a list may be the whole list's.
        self.counted_first: frozenset[int] = frozenset()
        #: The note each title row above a sheet's header (a ``titled`` line) gives by
        #: line when it names no card (``'Burn' above the header is the sheet's
        #: title``); a row naming a card by its whole name is that card.
        self.title_notes: dict[int, str] = {}
        #: The comments read as a category after a zone of one kind of card, a name
        #: alone (``# Orwin`` after a Magi stack), by line: the name and the line as
        #: written; one naming a card is that card's line commented out
        #: (``checker.resolve_deck``).
        self.commented_names: dict[int, tuple[str, str]] = {}

    def __repr__(self) -> str:
        return f"Decklist({len(self.lines)} card lines, {len(self.findings)} findings)"


class Resolution(NamedTuple):
    """The outcome of looking up a written card name.

    ``card`` is the card when exactly one matched; ``how`` says which index matched
    (``name``, ``localised``, ``alias``, ``face``); ``candidates`` lists the cards of
    an ambiguous name, ``suggestions`` close names for an unknown one; ``not_a_card``
    says why a name that matched is not a card a deck can hold (a melded back half);
    ``unknown_why`` what an unknown name's message adds (a prefix of another game's
    edition of the card, ``A-``); ``other_language`` the other card, with the language's
    code, whose name in another language the name also is when it matched ``card`` by
    its own name (``Contemplation``: ``(Ponder, "fr")``; the deck's language decides).
    """

    card: Card | None
    how: str | None = None
    candidates: tuple[Card, ...] = ()
    suggestions: tuple[str, ...] = ()
    not_a_card: str = ""
    unknown_why: str = ""
    other_language: tuple[Card, str] | None = None


class DeckEntry:
    """A decklist line together with its resolution.

    Input: the ``line``, its ``resolution`` and the cards it holds, ``count`` (``None``:
    the line's; a line read as prose holds those ``prose.prose_read`` says, 0 for
    ``Thanks,``). Also ``card``, the resolved card (``None`` when the name is unknown or
    ambiguous), and its ``count`` and the line's ``zone``, as plain attributes: the rules
    read them for every line of every deck.
    Entries compare and hash by identity: two lines are two entries. Read-only by
    convention.
    """

    __slots__ = ("card", "count", "line", "resolution", "zone")

    def __init__(self, line: DeckLine, resolution: Resolution, count: int | None = None
                 ) -> None:
        self.line = line
        self.resolution = resolution
        self.card: Card | None = resolution.card
        self.count: int = line.count if count is None else count
        self.zone: str = line.zone

    def __repr__(self) -> str:
        return f"DeckEntry({self.line!r}, {self.resolution!r})"

    def in_zone(self, zone: str) -> "DeckEntry":
        """This entry's line read in ``zone`` (a zone id), with the same resolution: a new
        ``DeckEntry``, as a guess that moves a line to another zone builds it."""
        return DeckEntry(self.line._replace(zone=zone), self.resolution, self.count)


class Deck:
    """A decklist whose lines are resolved against one game's card database.

    ``entries`` are in file order; ``findings``, ``zone_lines``, ``metadata_lines``,
    ``suppressions`` and ``guesses`` are carried over from the reader (``Decklist``).
    ``ascii_names``: every entry's name as written is known to be ASCII (false when not
    known), so no line is written with look-alike letters. ``recount``: the
    ``declared-count`` findings of the counts the decklist declares, for entries given
    (``None``: it declares none), so they are compared again once a check reads a line in
    another zone (``guessed_zones.read_guessed``).
    """

    __slots__ = ("ascii_names", "code_page_cards", "code_page_lines", "entries", "findings",
                 "form", "game", "guesses", "metadata", "metadata_lines", "path", "recount",
                 "suppressions", "zone_lines")

    def __init__(self, path: str, game: str, entries: list[DeckEntry],
                 metadata: dict[str, str], findings: list[Finding],
                 zone_lines: dict[str, int] | None = None,
                 metadata_lines: dict[str, int] | None = None, suppressions: Any = None,
                 guesses: list[ZoneGuess] | None = None) -> None:
        self.path = path
        self.game = game
        self.entries = entries
        self.metadata = metadata
        self.findings = findings
        # the lists and dicts not given are new, empty ones
        self.zone_lines: dict[str, int] = {} if zone_lines is None else zone_lines
        self.metadata_lines: dict[str, int] = {} if metadata_lines is None else metadata_lines
        self.suppressions = suppressions
        self.guesses: list[ZoneGuess] = [] if guesses is None else guesses
        #: The decklist's form (``Decklist.form``), for hints saying how to write a zone.
        self.form = TEXT_FORM
        self.ascii_names = False
        #: The lines read in cp1252, and the cards another code page reads some as
        #: (``Decklist.code_page_lines``, ``Decklist.code_page_cards``).
        self.code_page_lines: frozenset[int] = frozenset()
        self.code_page_cards: dict[int, tuple[str, str]] = {}
        self.recount: Callable[[Sequence[DeckEntry]], list[Finding]] | None = None

    def __repr__(self) -> str:
        return f"Deck({self.path!r}, {self.game!r}, {len(self.entries)} entries)"

    def zone_counts(self) -> dict[str, int]:
        """Return ``{zone id: number of cards}`` for every zone holding a line (a new
        dict each call)."""
        counts: dict[str, int] = {}
        for entry in self.entries:
            counts[entry.zone] = counts.get(entry.zone, 0) + entry.count
        return counts


#: How a finding a decklist's own suppression comment silenced is recorded: a
#: ``suppression`` info whose message opens so (``engine.silenced``), counted in the
#: summaries (``silenced_by_comments``).
SILENCED = "silenced by the decklist's suppression comment: "


def silenced_by_comments(violations: "Sequence[Violation]") -> int:
    """How many of ``violations`` record a finding the decklist's suppression comment
    silenced (``SILENCED``). Pure."""
    return sum(v.rule == "suppression" and v.message.startswith(SILENCED) for v in violations)


#: ``Violation.players_hint`` of a fix that is the organizer's alone: a player's own
#: report drops it.
ORGANIZERS_ONLY = ""


class Violation(NamedTuple):
    """One reported problem (DESIGN 6).

    ``rule`` is the stable kebab id, ``code`` its ``CT`` number; ``cards`` are canonical
    names; ``count`` and ``limit`` are set where the rule is numeric; ``source`` cites
    the rules document and section; ``hint`` says how to fix it; ``written`` is the
    name as the decklist wrote it when it differs from the canonical name. ``players``
    is the message as a player's own report (``check --per-deck-reports``) says it, set
    where the message is made (``None``: as it is), ``players_hint`` the hint so
    (``ORGANIZERS_ONLY``: a fix of the organizer's alone, naming the command line or a
    project config, which that report drops). Neither is in the JSON report, the
    organizer's.
    """

    rule: str
    code: str
    severity: Severity
    message: str
    zone: str | None = None
    line: int | None = None
    cards: tuple[str, ...] = ()
    count: int | None = None  # type: ignore[assignment]  # hides tuple.count, unused here
    limit: int | None = None
    source: str | None = None
    hint: str | None = None
    written: str | None = None
    players: str | None = None
    players_hint: str | None = None

    def to_json(self) -> dict[str, Any]:
        """Return the JSON report form (DESIGN 6): unset optional fields are left out."""
        data: dict[str, Any] = {
            "rule": self.rule,
            "code": self.code,
            "severity": self.severity,
            "message": self.message,
        }
        # spelt out, not a loop over the names: a batch writes tens of thousands
        if self.zone is not None:
            data["zone"] = self.zone
        if self.line is not None:
            data["line"] = self.line
        if self.count is not None:
            data["count"] = self.count
        if self.limit is not None:
            data["limit"] = self.limit
        if self.source is not None:
            data["source"] = self.source
        if self.hint is not None:
            data["hint"] = self.hint
        if self.written is not None:
            data["written"] = self.written
        data["cards"] = list(self.cards)
        return data


#: The ``setting`` of the change the command line's ``--select`` / ``--ignore`` made.
COMMAND_LINE = "command_line"

#: The ``setting`` of the change a ``--formats-dir`` that replaces or changes a bundled
#: format made (``--formats-dir fm replaces mtg/modern``).
COMMAND_LINE_FORMATS = "command_line_formats_dir"

#: The ``setting`` of the change a ``--cards`` file that replaces a bundled card made
#: (``--cards bolt.csv replaces the bundled card Lightning Bolt``).
COMMAND_LINE_CARDS = "command_line_cards"

#: The command line's own files that replace bundled data (``--formats-dir``,
#: ``--cards``): each change says what its file did in its message, and the summaries
#: name the option (``the command line's --cards``).
COMMAND_LINE_FILES = {COMMAND_LINE_FORMATS: "--formats-dir", COMMAND_LINE_CARDS: "--cards"}

#: The settings of the changes the command line made, said after a config's own.
COMMAND_LINE_SETTINGS = frozenset({COMMAND_LINE, *COMMAND_LINE_FILES})

#: The ``setting`` of the change a decklist's ``Format:`` line made to its config: it
#: named another format than the config's, and wins over it (DESIGN 7), which weakens
#: the organizer's checks (``Format: mtg/vintage`` beside a config of ``mtg/modern``).
DECK_FORMAT = "decklist_format"

#: The ``setting`` of the change a config's ``force_format`` made: the decklist's
#: ``Format:`` line named another format, and the config's format judged it (an event's
#: format binds its submissions); it weakens nothing, and the summaries count such decks.
BOUND_FORMAT = "force_format"


def rules_in_short(rule_ids: Sequence[str]) -> str:
    """Rule ids in words: ``banned``, ``banned and copy-limit``, or ``29 rules`` past
    three names."""
    if len(rule_ids) > 3:
        return f"{len(rule_ids)} rules"
    return every(rule_ids)


class ConfigChange:
    """One thing a project config changed for a deck: ``setting`` (``rules.banned``,
    ``format``, ``formats_dir``, ``cards``), its ``value`` as the config wrote it, and a
    ``message`` in words (``rule banned turned off (default error)``); ``weakens``: it
    turned off or down a rule that could have made a deck illegal in the run (an error
    rule; a warning rule under ``--strict``), or replaced formats or cards; ``adds``: the
    format ids a formats folder adds, which weaken the checks of a deck judged by one of
    them only (``AppliedConfig.judging``). The rules the command line's ``--select`` /
    ``--ignore`` turned off are one change of setting ``command_line``
    (``COMMAND_LINE``)."""

    __slots__ = ("adds", "message", "setting", "value", "weakens")

    def __init__(self, setting: str, value: str, message: str, weakens: bool = True,
                 adds: frozenset[str] = frozenset()) -> None:
        self.setting = setting
        self.value = value
        self.message = message
        self.weakens = weakens
        self.adds = adds

    def to_json(self) -> dict[str, str]:
        """The JSON report form: ``{"setting", "value", "message"}``."""
        return {"setting": self.setting, "value": self.value, "message": self.message}


class AppliedConfig:
    """The project config files that applied to a deck (``files``, paths as given; none
    when only the command line changed the checks) and what they changed (``changes``,
    in the config's order, then the command line's)."""

    __slots__ = ("changes", "files")

    def __init__(self, files: tuple[str, ...], changes: tuple[ConfigChange, ...] = ()) -> None:
        self.files = files
        self.changes = changes

    def summary(self) -> str:
        """One line for the human reports: ``config decks/.cardtools.yaml: rule banned
        turned off (default error); ...`` (``no change`` when it changed nothing), then
        what the command line turned off (``command line: --select/--ignore turned
        banned off``)."""
        own = [c.message for c in self.changes if c.setting not in COMMAND_LINE_SETTINGS]
        parts = [f"config {', '.join(self.files)}: {'; '.join(own) or 'no change'}"
                 ] if self.files else []
        parts.extend(f"command line: {c.message}" for c in self.changes
                     if c.setting in COMMAND_LINE_SETTINGS)
        return "; ".join(parts)

    def weakens(self) -> bool:
        """Whether the config turned a rule off or down, or replaced formats or cards
        (what an organizer must see even in a quiet report)."""
        return any(change.weakens for change in self.changes)

    def with_change(self, change: ConfigChange) -> "AppliedConfig":
        """This config with ``change`` added after its own (before the command line's)."""
        own = tuple(c for c in self.changes if c.setting not in COMMAND_LINE_SETTINGS)
        return AppliedConfig(self.files, (*own, change, *(
            c for c in self.changes if c.setting in COMMAND_LINE_SETTINGS)))

    def judging(self, file_ids: Collection[str]) -> "AppliedConfig":
        """This config as it applies to a deck judged by the format built from the format
        files ``file_ids`` (its base and its variants: ``formatspec.format_file_ids``): a
        formats folder that adds one of them weakens the checks (the config defines what
        the deck is judged by: a variant it adds may unban cards of a bundled base); one
        that only adds other formats does not. Returns ``self`` when nothing changes."""
        def adds_one(change: ConfigChange) -> bool:
            return not change.adds.isdisjoint(file_ids)

        if not any(adds_one(change) and not change.weakens for change in self.changes):
            return self
        return AppliedConfig(self.files, tuple(
            ConfigChange(c.setting, c.value, c.message, True, c.adds)
            if adds_one(c) else c for c in self.changes))

    def to_json(self) -> dict[str, Any]:
        """The JSON report form: ``{"files": [...], "changes": [...]}``."""
        return {"files": list(self.files), "changes": [c.to_json() for c in self.changes]}


class Skipped:
    """A file a folder walk found but did not judge, and why (``reason``, in words).
    ``path`` is the path as reports show it (``cardtools.paths.printable``);
    ``real_path`` the path as the file system names it when that differs (a name
    holding a control character or a byte that is not UTF-8), for the reports that
    locate files (SARIF, GitLab, GitHub annotations). ``Skipped.found`` makes one from
    the path as found."""

    __slots__ = ("config", "nested", "path", "real_path", "reason")

    def __init__(self, path: str, reason: str, real_path: str | None = None) -> None:
        self.path = path
        self.reason = reason
        self.real_path = real_path
        #: The project config that excluded the file (as shown), ``None`` for none.
        self.config: str | None = None
        #: Whether that config sits below a folder the command line named (a player's,
        #: in a folder of submissions): its skip weakens the run's checks.
        self.nested = False

    @classmethod
    def found(cls, path: str, reason: str) -> "Skipped":
        """The skipped file at ``path`` (as the file system names it), for ``reason``."""
        shown = printable(path)
        return cls(shown, reason, None if shown == path else path)

    @property
    def file_path(self) -> str:
        """The path as the file system names it."""
        return self.real_path or self.path

    def to_json(self) -> dict[str, str]:
        """The JSON report form: ``{"path", "reason"}``, the path ``unambiguous``."""
        return {"path": unambiguous(self.file_path), "reason": self.reason}


class DeckResult:
    """The verdict on one input file.

    ``status`` is ``legal`` (no error), ``illegal`` (at least one error) or ``error``
    (could not be judged); ``lists_as_of`` is the judged day, ``card_data_date`` the date
    of the card data judged with and ``card_data`` which data that is (``"MTGJSON
    2026-11-20 (updated copy in FOLDER)"``, ``cardtools.datadir.describe``), with
    ``card_files`` the user's card files layered on it (``card_data_words``); ``zones``
    maps zone ids to card counts; ``deck`` and ``format`` are kept for reporters that
    show the deck's shape (``None`` when the file could not be judged, or was judged in a
    worker process). A reporter's ``prepare`` step may fill in ``shape`` (the deck's
    shape in words) and ``fragment`` (the deck's part of the report, as written; a
    ``cardtools.spool.Spooled`` handle once the run kept it on disk: ``fragment_text``).
    ``config`` holds the project config that applied (``None``: none); ``report_style``
    is set when the file is a report cardtools wrote (the style's name), which a folder
    walk skips; ``one_deck_report`` is then the text of a text or rich report of one deck
    (``recognise.sent_back_report``), which a walk skips only when it names a deck the
    run judges, or, a summary line alone, lies beside or above one (else a player sent
    it in place of that deck).
    ``fingerprint`` is the deck's fingerprint and ``cockatrice_hash`` its Cockatrice deck
    hash where the format asks for one (``cardtools.fingerprint``); ``listing`` is the
    deck as read, zone by zone: ``[(zone id, zone label, [(copies, canonical or written
    name, card type or None)])]``. ``date`` is the decklist's ``Date:``.
    ``batch_violations`` are the violations the batch step added (``cardtools.batch``),
    also in ``violations`` (an empty tuple when none: shared, not one list per deck).
    ``not_a_deck`` is true for a structured file that holds no deck (a folder
    walk skips it rather than report it).
    ``read`` is the deck as read (``cardtools.asread``), kept only when ``check
    --include-deck`` asks for it.
    ``pool_file`` is the drafted pool file a draft deck was judged against, and
    ``pool_per_player`` whether it came from a ``--pool`` folder (one pool per player).
    ``data_age`` is the ``data-age`` note's text when the judged day is later than the
    card data or the format's lists. ``player_line`` is the line of the decklist's
    ``Player:`` (``None`` when it has none, or the reader does not know it): a batch
    finding about the player points there; ``event_line`` that of its ``Event:`` line,
    where the batch's note on a list naming another event than ``--event`` points.
    ``text_fragment`` is the text report's part of the deck (``cardtools.per_deck``).
    ``dropped`` counts the errors, warnings and notes (in that order) among the
    violations a report's ``prepare`` step wrote into ``fragment`` and dropped:
    ``count`` adds them.
    ``path`` is the path as reports show it (``cardtools.paths.printable``);
    ``real_path`` the path as the file system names it when that differs (a name
    holding a control character or a byte that is not UTF-8), for the reports that
    locate files (SARIF, GitLab, GitHub annotations): ``file_path``.
    """

    __slots__ = ("batch_violations", "card_data", "card_data_date", "card_files",
                 "cockatrice_hash", "config", "data_age", "date", "deck", "deck_name",
                 "dropped", "event", "event_line", "fingerprint", "format", "format_id",
                 "format_name", "fragment", "listing", "lists_as_of", "not_a_deck",
                 "one_deck_report", "path", "player", "player_line", "pool_file",
                 "pool_per_player", "read", "real_path", "report_style", "shape",
                 "silenced_dropped", "status", "text_fragment", "violations", "zones")

    def __init__(self, path: str, status: Status, violations: Sequence[Violation],
                 format_id: str | None = None, format_name: str | None = None,
                 player: str | None = None, deck_name: str | None = None,
                 event: str | None = None, lists_as_of: str | None = None,
                 card_data_date: str | None = None, card_data: str | None = None,
                 card_files: tuple[str, ...] = (), zones: Mapping[str, int] | None = None,
                 deck: Deck | None = None, format: "Format | None" = None,
                 shape: list[str] | None = None, fragment: "str | Spooled | None" = None,
                 config: AppliedConfig | None = None, report_style: str | None = None,
                 fingerprint: str | None = None, cockatrice_hash: str | None = None,
                 listing: list[tuple[str, str, list[tuple[int, str, str | None]]]] | None = None,
                 date: str | None = None, batch_violations: Sequence[Violation] = (),
                 not_a_deck: bool = False, read: dict[str, list[dict[str, Any]]] | None = None,
                 pool_file: str | None = None, pool_per_player: bool = False,
                 data_age: str | None = None, player_line: int | None = None,
                 event_line: int | None = None,
                 dropped: tuple[int, int, int] = (0, 0, 0),
                 real_path: str | None = None, silenced_dropped: int = 0,
                 text_fragment: str | None = None,
                 one_deck_report: str | None = None) -> None:
        self.path = path
        self.status = status
        self.violations = violations
        self.format_id = format_id
        self.format_name = format_name
        self.player = player
        self.deck_name = deck_name
        self.event = event
        self.lists_as_of = lists_as_of
        self.card_data_date = card_data_date
        self.card_data = card_data
        self.card_files = card_files
        self.zones: Mapping[str, int] = {} if zones is None else zones
        self.deck = deck
        self.format = format
        self.shape = shape
        self.fragment = fragment
        self.config = config
        self.report_style = report_style
        self.fingerprint = fingerprint
        self.cockatrice_hash = cockatrice_hash
        self.listing = listing
        self.date = date
        self.batch_violations = batch_violations
        self.not_a_deck = not_a_deck
        self.read = read
        self.pool_file = pool_file
        self.pool_per_player = pool_per_player
        self.data_age = data_age
        self.player_line = player_line
        self.event_line = event_line
        self.dropped = dropped
        self.real_path = real_path
        #: The records of findings the decklist's comments silenced (``SILENCED``) a
        #: ``prepare`` step dropped with the violations (``silenced``).
        self.silenced_dropped = silenced_dropped
        #: The deck's lines of the text report, kept for its own report (``check
        #: --per-deck-reports``) when the run's report is of another style: its
        #: ``prepare`` step dropped the violations (``None``: none kept).
        self.text_fragment = text_fragment
        self.one_deck_report = one_deck_report

    def silenced(self) -> int:
        """How many findings the decklist's own suppression comments silenced
        (``silenced_by_comments``), those a ``prepare`` step dropped included."""
        return silenced_by_comments(self.violations) + self.silenced_dropped

    @property
    def file_path(self) -> str:
        """The path as the file system names it (``real_path``, else ``path``)."""
        return self.real_path or self.path

    def __repr__(self) -> str:
        return f"DeckResult({self.path!r}, {self.status!r}, {len(self.violations)} violations)"

    def card_data_words(self) -> str | None:
        """The card data's date with the user's card files layered on it, for the
        human reports: ``2026-11-29 with mycards.csv``; card files that carry no date
        (a game with no bundled cards: the files alone): ``mycards.csv (undated)``;
        ``None`` when undated and no card file was given."""
        if not self.card_data_date:
            return f"{', '.join(self.card_files)} (undated)" if self.card_files else None
        files = f" with {', '.join(self.card_files)}" if self.card_files else ""
        return f"{self.card_data_date}{files}"

    def __reduce__(self) -> "tuple[type[DeckResult], tuple[Any, ...]]":
        # pickled as the constructor's arguments: results of a large batch come back
        # from worker processes, and the default for a slotted class is slow
        return DeckResult, tuple([getattr(self, name) for name in _RESULT_FIELDS])

    def count(self, severity: Severity) -> int:
        """Number of violations of the given severity, those a ``prepare`` step dropped
        (``dropped``) included."""
        return (sum(1 for v in self.violations if v.severity == severity)
                + self.dropped[SEVERITIES.index(severity)])

    def severity_counts(self) -> tuple[int, int, int]:
        """The errors, warnings and notes (``count`` of each severity, in that order),
        counted in one pass."""
        errors, warnings, notes = self.dropped
        for violation in self.violations:
            severity = violation.severity
            if severity == "error":
                errors += 1
            elif severity == "warning":
                warnings += 1
            else:
                notes += 1
        return errors, warnings, notes

    def fragment_text(self) -> str | None:
        """The deck's part of the report as written (``fragment``), read back from the
        run's spool when it was kept there (``cardtools.spool``); ``None`` when none was
        written."""
        fragment = self.fragment
        return fragment if fragment is None or isinstance(fragment, str) else fragment.text()


#: The names of ``DeckResult``'s constructor arguments, in order (its ``__reduce__``).
_RESULT_FIELDS = DeckResult.__init__.__code__.co_varnames[
    1:DeckResult.__init__.__code__.co_argcount]


def breaks_a_declared_count(deck: Deck, entries: Sequence[DeckEntry], zone: str) -> bool:
    """Whether reading ``entries`` of ``deck`` in ``zone`` would leave unmet a count the
    decklist declares that the cards as read meet (``Deck.recount``): ``Side deck (47)``
    over 7 / blank / 40, ``Deck (100)`` over the 99 and a companion after a blank line.
    Such a count says where the cards are, so a check's guess never moves them."""
    if deck.recount is None or not entries:
        return False
    moving = {id(entry) for entry in entries}
    unmet = {found.line for found in deck.recount(deck.entries)}
    return bool({found.line for found in deck.recount([
        entry.in_zone(zone)
        if id(entry) in moving else entry for entry in deck.entries])} - unmet)
