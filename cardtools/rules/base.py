"""What every rule module shares: the ``Rule`` record, the ``CheckContext`` it reads,
and the one memo of the engine: a ``Question`` (about a card, or the format) answered
once per ``Judging`` (format, card database, judged day) and shared by every deck judged
so."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, Generic, Literal, NamedTuple, TypeVar

from cardtools.formatspec.match import Matcher
from cardtools.formatspec.model import Format, Lists, Stack, ZoneSpec
from cardtools.formatspec.options import RuleOptions
from cardtools.model import SUPPLEMENTARY, Card, Deck, DeckEntry, Severity, Violation
from cardtools.names import normalise
from cardtools.prose import prose
from cardtools.rules._faces import listed_faces
from cardtools.rules._text import listing

if TYPE_CHECKING:
    from cardtools.carddb import CardDatabase
    from cardtools.pools import PoolCards
    from cardtools.rules import RuleEntry


class Rule(NamedTuple):
    """A rule: stable ``id`` (kebab case) and ``code`` (``CT`` number), default
    ``severity``, one-line ``summary``, and ``check``, which yields the rule's
    violations for one deck, or ``None`` for the rules the checker itself reports
    (``file-error``, ``unknown-format``, ``internal-error``), which are about a file
    rather than a deck. The rule module's docstring holds a legal and an illegal
    example; ``doc`` is that docstring. ``options``: the format file key the rule reads
    and its spec (``None`` for a rule that reads none).

    ``card_questions``, for a rule that judges single cards, gives the questions about
    one card (``Question[Card, bool]``: true when the card is fine) the rule asks under
    a ``Judging``, each with the zones it asks it in (``None``: every zone). Every
    deck's lines are then judged on all of them in one look-up per line
    (``CheckContext.failing``), the answers shared by the decks of the judging.

    ``applies`` says whether the rule can find anything under a ``Judging`` (``None``:
    always): the engine runs it only on the decks of the judgings it applies to.
    ``needs`` names what a deck must hold for the rule to find anything, a
    ``CheckContext`` attribute (``"findings"``: findings the reader recorded;
    ``"unresolved"``: lines naming no single card; ``"flagged"``: lines whose card fails
    one of the rule's own ``card_questions``, for a rule that reports only such cards;
    ``"repeated"``: a card written on several lines of one zone; ``"declared"``: a
    companion the deck declares, ``CheckContext.declared``):
    the engine skips the decks where it is empty without calling the rule (``None``:
    every deck); a tuple of those runs the rule on the decks holding any of them. A rule
    whose need depends on the judging gives a function of the ``Judging`` returning one
    of those (read once per judging: ``Judging.need_of``)."""

    id: str
    code: str
    severity: Severity
    summary: str
    check: Callable[[CheckContext], Iterable[Violation]] | None
    doc: str = ""
    options: RuleOptions[Any] | None = None
    card_questions: Callable[[Judging], Iterable[CardQuestion]] | None = None
    applies: Callable[[Judging], bool] | None = None
    needs: DeckNeeds | Callable[[Judging], DeckNeeds | None] | None = None

    def violation(self, message: str, **fields: Any) -> Violation:
        """A ``Violation`` of this rule with its code; ``severity`` defaults to the rule's."""
        severity = fields.pop("severity", self.severity)
        return Violation(self.id, self.code, severity, message, **fields)

    def from_findings(self, ctx: CheckContext) -> Iterator[Violation]:
        """Violations for the findings the reader recorded under this rule's id."""
        for finding in ctx.deck.findings:
            if finding.rule == self.id:
                yield self.violation(finding.worded(ctx.fmt.finding_words),
                                     line=finding.line, zone=finding.zone, hint=finding.hint,
                                     severity=finding.severity or self.severity,
                                     players=finding.players,
                                     players_hint=finding.players_hint)


class Tally:
    """Copies of one card identity: ``count`` over the counted zones and the ``entries``
    (decklist lines) holding them, in file order."""

    __slots__ = ("count", "entries", "identity")

    def __init__(self, identity: str) -> None:
        self.identity = identity
        self.count = 0
        self.entries: list[DeckEntry] = []

    def add(self, entry: DeckEntry) -> None:
        """Count the copies of a decklist line (``entry``) in this tally."""
        self.count += entry.line.count
        self.entries.append(entry)

    @property
    def by_zone(self) -> dict[str, int]:
        """Copies per zone id, zones in order of appearance."""
        counts: dict[str, int] = {}
        for entry in self.entries:
            counts[entry.zone] = counts.get(entry.zone, 0) + entry.count
        return counts

    @property
    def first(self) -> DeckEntry:
        """The first line naming this identity."""
        return self.entries[0]

    @property
    def cards(self) -> tuple[str, ...]:
        """Canonical names of the cards counted, in order of appearance."""
        return tuple(dict.fromkeys(e.card.name for e in self.entries if e.card))


def named_copies(tally: Tally, name: str | None = None) -> str:
    """How a message names a tally's copies: by ``name`` (the identity or the name a list
    writes, ``listed_as``; default ``tally.identity``), or by the one card written for
    them when that card counts as another (``counts_as``): ``The Last Words (counted as
    Scroll of Fire)``, ``Evil Evu (counted as Evu)``. A ``banned`` error on the line
    ``Evil Evu`` named only Evu, which the list does not hold; ``restricted`` and
    ``copy-limit`` name them alike. Pure."""
    named = tally.identity if name is None else name
    cards = tally.cards
    if len(cards) == 1 and cards[0] != named:
        return f"{cards[0]} (counted as {named})"
    return named


def tallies_by_card(entries: Iterable[DeckEntry]) -> dict[str, Tally]:
    """``Tally`` per card (canonical name) of the resolved ``entries``, in order of first
    appearance: the copies of each card of an identity apart (a card and its alternate,
    ``counts_as``, are two cards; a drafted card is that card)."""
    tallies: dict[str, Tally] = {}
    for entry in entries:
        if entry.card is None:
            continue
        tally = tallies.get(entry.card.name)
        if tally is None:
            tally = tallies[entry.card.name] = Tally(entry.card.name)
        tally.add(entry)
    return tallies


def listed_copies(ctx: CheckContext, tallies: Mapping[str, Tally], identity: str,
                  name: str) -> Tally:
    """The copies a list entry written ``name`` (``listed_as``) judges, ``identity`` one of
    ``tallies`` (copies per identity): the identity's own when no card of the deck counts
    as another (``CheckContext.aliased``); else those of every card named ``name`` or
    counting as it, in file order, each line once (a card counting as another and listed
    by its own name is judged by its own copies and those of the cards counting as it,
    not by the other card's)."""
    if not ctx.aliased:
        return tallies[identity]
    judged = Tally(name)
    entries = {id(entry): entry for tally in tallies.values() for entry in tally.entries
               if entry.card is not None
               and (entry.card.name == name or name in entry.card.identities)}
    for entry in sorted(entries.values(), key=lambda entry: entry.line.line or 0):
        judged.add(entry)
    return judged


#: What a deck must hold for a rule to find anything (``Rule.needs``).
DeckNeed = Literal["findings", "unresolved", "flagged", "repeated", "declared"]
#: One ``DeckNeed``, or several: a deck holding any of them.
DeckNeeds = DeckNeed | tuple[DeckNeed, ...]

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")


class Question(Generic[K, T]):
    """A question whose answer depends only on its key and on the ``Judging`` (the
    format, the card database and the judged day): asked once per key and judging, then
    remembered by ``Judging.answer``.

    Input: ``about`` (what is asked, for reading: ``"rarity-not-allowed"``) and ``ask``
    (``ask(judging, key) -> answer``; it must not read the deck). A rule module declares
    its questions once, at import: ``ALLOWED = Question("rarity-not-allowed", allowed)``;
    a question per zone or per position is made by a factory under ``functools.cache``
    (``counted_in``), so the same key always gives the same question.
    The key is usually a ``Card`` (cards compare and hash by identity, so two card
    databases never share an answer); ``None`` for what a rule reads of the format
    alone (``Judging.of_format``); or a tuple holding a card.
    """

    __slots__ = ("about", "ask")

    def __init__(self, about: str, ask: Callable[[Judging, K], T]) -> None:
        self.about = about
        self.ask = ask

    def __repr__(self) -> str:
        return f"Question({self.about!r})"


class Judging:
    """What every deck judged by one format against one card database on one day
    shares: the format ``fmt``, the ``lists`` in force that day (their ``as_of`` is the
    judged day), the database's set table ``sets`` (code -> name, date, type; empty when
    it has none) and its ``card_data`` (``meta``: ``source``, ``date``, ``origin``), and
    the answers to ``Question``s asked so far.

    Input: the format, its lists of the day, and the ``database`` (``None`` in tests of
    a bare rule: no set table, no meta). A format edited or replaced, or another
    database, is another ``Judging``: answers never cross them (``Judgings``).
    """

    __slots__ = ("_answers", "_asked_by", "_asked_in", "_asked_in_zone", "_checked",
                 "_needs", "_running", "_verdicts", "card_data", "database", "fmt", "lists", "sets")

    def __init__(self, fmt: Format, lists: Lists, database: CardDatabase | None = None
                 ) -> None:
        self.fmt = fmt
        self.lists = lists
        self.database = database
        self.sets: Mapping[str, Mapping[str, str]] = database.sets if database is not None else {}
        self.card_data: Mapping[str, Any] = database.meta if database is not None else {}
        self._answers: dict[Question[Any, Any], dict[Any, Any]] = {}
        self._asked_in: dict[Question[Card, bool], frozenset[str] | None] | None = None
        self._asked_in_zone: dict[str, tuple[Question[Card, bool], ...]] = {}
        self._asked_by: dict[str, frozenset[Question[Card, bool]]] = {}
        self._needs: dict[str, DeckNeeds | None] = {}
        self._running: frozenset[str] | None = None
        self._checked: tuple[RuleEntry, ...] | None = None
        self._verdicts: dict[str, dict[Card, tuple[Question[Card, bool], ...]]] = {}

    def answer(self, question: Question[K, T], key: K) -> T:
        """The answer of ``question`` for ``key``: asked the first time, then
        remembered. Raises what ``question.ask`` raises (nothing is remembered then)."""
        table = self.table(question)
        try:
            found: T = table[key]
        except KeyError:
            found = table[key] = question.ask(self, key)
        return found

    def of_format(self, question: Question[None, T]) -> T:
        """The answer of a question about the format alone (what a rule reads of its
        zones or options), worked out once per judging."""
        table = self._answers.get(question)
        if table is not None and None in table:  # every deck but the judging's first
            found: T = table[None]
            return found
        return self.answer(question, None)

    @property
    def asked_in(self) -> dict[Question[Card, bool], frozenset[str] | None]:
        """The card questions the rules ask under this judging (``Rule.card_questions``)
        -> the zones each is asked in (``None``: every zone). Read from the rules run
        (``checked``) once, when first needed; a rule that does not apply, has no
        ``check`` or needs findings, unresolved or repeated lines (``RuleEntry.needs``)
        asks nothing, and is not imported for it. The zones' own questions are asked
        with them: ``counted_in`` in each zone with a ``size_excludes`` test,
        ``taken_by`` in each stack zone with a filler test."""
        if self._asked_in is None:
            from cardtools.rules import rule_of  # the registry imports this module

            asked: dict[Question[Card, bool], frozenset[str] | None] = {}
            for rule in (rule_of(entry.id) for entry in self.checked if entry.needs is None):
                for question, zones in (rule.card_questions or _no_questions)(self):
                    before = asked.get(question, frozenset())
                    asked[question] = (None if zones is None or before is None
                                       else before | frozenset(zones))
            stacks, excluding = self.of_format(ZONE_TESTS)
            for zone_id in excluding:
                asked[counted_in(zone_id)] = frozenset((zone_id,))
            for zone_id, _spec, _stack, _filler in stacks:
                asked[taken_by(zone_id)] = frozenset((zone_id,))
            self._asked_in = asked
        return self._asked_in

    def asked_by(self, rule: Rule) -> frozenset[Question[Card, bool]]:
        """The card questions ``rule`` asks under this judging (``Rule.card_questions``),
        read once."""
        found = self._asked_by.get(rule.id)
        if found is None:
            found = self._asked_by[rule.id] = frozenset(
                question for question, _zones in (rule.card_questions or _no_questions)(self))
        return found

    def need_of(self, rule: Rule) -> DeckNeeds | None:
        """What a deck judged so must hold for ``rule`` to find anything
        (``Rule.needs``, worked out once per judging when it depends on it)."""
        needs = rule.needs
        if not callable(needs):
            return needs
        try:
            return self._needs[rule.id]
        except KeyError:
            found = self._needs[rule.id] = needs(self)
            return found

    @property
    def running(self) -> frozenset[str]:
        """The ids of the rules that apply under this judging (``Rule.applies``), worked
        out once, when first needed, from the registry's ``TABLE``: only a rule whose
        own ``applies`` decides (``RuleEntry.own_applies``) is imported to ask it; a rule
        that needs a format key to apply (``RuleEntry.applies_with``) applies where the
        format sets it; any other always applies."""
        if self._running is None:
            from cardtools.rules import TABLE  # the registry imports this module

            self._running = frozenset(
                entry.id for entry in TABLE.values()
                if (entry.applies_with in self.fmt.options if entry.applies_with is not None
                    else not entry.own_applies or _applies(entry.id, self)))
        return self._running

    @property
    def checked(self) -> tuple[RuleEntry, ...]:
        """The registry entries (``TABLE``) of the rules with a ``check`` that apply
        under this judging (``running``), in code order: what the engine runs on each
        deck of the judging, with what a deck must hold for each (``RuleEntry.needs``)."""
        if self._checked is None:
            from cardtools.rules import TABLE  # the registry imports this module

            self._checked = tuple(entry for rule_id, entry in TABLE.items()
                                  if entry.checks and rule_id in self.running)
        return self._checked

    def verdicts(self, zone: str) -> dict[Card, tuple[Question[Card, bool], ...]]:
        """Card -> the card questions asked in ``zone`` that the card fails (empty for
        most cards), filled by ``verdict``."""
        found = self._verdicts.get(zone)
        if found is None:
            found = self._verdicts[zone] = {}
        return found

    def verdict(self, zone: str, card: Card) -> tuple[Question[Card, bool], ...]:
        """The card questions asked in ``zone`` that ``card`` fails, remembered."""
        asked = self._asked_in_zone.get(zone)
        if asked is None:
            asked = self._asked_in_zone[zone] = tuple(
                question for question, zones in self.asked_in.items()
                if zones is None or zone in zones)
        failed = tuple(question for question in asked if not self.answer(question, card))
        self.verdicts(zone)[card] = failed
        return failed

    def table(self, question: Question[K, T]) -> dict[K, T]:
        """The answers of ``question`` so far (key -> answer), for a loop over many
        keys that looks them up itself: the fast path of ``answer``."""
        table = self._answers.get(question)
        if table is None:
            table = self._answers[question] = {}
        return table


def _applies(rule_id: str, judging: Judging) -> bool:
    """Whether the rule ``rule_id`` applies under ``judging`` by its own ``applies``."""
    from cardtools.rules import rule_of  # the registry imports this module

    applies = rule_of(rule_id).applies
    return applies is None or applies(judging)


class Judgings:
    """The ``Judging`` of each (format, card database, judged day) of a run, made once.
    Keyed by the format and database objects themselves: both compare and hash by
    identity, so an equal format read again, or another database, is another judging;
    each judging holds its format and database, so neither is freed while its answers
    are kept."""

    __slots__ = ("_found",)

    def __init__(self) -> None:
        self._found: dict[tuple[Format, CardDatabase, dt.date], Judging] = {}

    def of(self, fmt: Format, database: CardDatabase, day: dt.date) -> Judging:
        """The judging of ``fmt`` against ``database`` with the lists of ``day``, each
        list entry written in another language that ``database`` knows read as the card's
        own name (``CardDatabase.in_english``)."""
        key = (fmt, database, day)
        found = self._found.get(key)
        if found is None:
            found = self._found[key] = Judging(
                fmt, fmt.renamed(english_list_names(fmt, database)).lists_as_of(day),
                database)
        return found


def english_list_names(fmt: Format, database: CardDatabase) -> dict[str, str]:
    """The card names of ``fmt``'s list changes (``Format.list_names``) written in
    another language that ``database`` knows, each mapped to the card's own name
    (``CardDatabase.in_english``: a house format's ``banned: [Tornade]`` -> Tornado): the
    one reading of list entries, for ``Format.renamed``, that judging and ``formats
    show`` share. Raises nothing but as ``CardDatabase.resolve`` does."""
    return {written: name for written, (name, _language)
            in database.in_english(fmt.list_names()).items()}


#: Whether a card is on neither the banned nor the restricted list of the judging's day
#: (to skip the lists' rules at once for most decks).
OFF_LISTS: Question[Card, bool] = Question(
    "off-lists", lambda judging, card: not any(normalise(name) in judging.lists.listed
                                               for name in list_names(card)))

#: A question about one card a rule asks, and the zones it asks it in (``None``: all).
CardQuestion = tuple[Question[Card, bool], Collection[str] | None]


def _no_questions(_judging: Judging) -> Iterable[CardQuestion]:
    return ()


def uses(options: RuleOptions[Any]) -> Callable[[Judging], bool]:
    """``Rule.applies`` of a rule that finds nothing under a format without its
    ``options``."""
    def applies(judging: Judging) -> bool:
        return judging.fmt.option(options) is not None

    return applies


def lists_questions(judging: Judging) -> Iterable[CardQuestion]:
    """The card question of the banned and restricted rules: whether a card is off
    the lists (asked when the day has lists)."""
    return [(OFF_LISTS, None)] if judging.lists.listed else []


class CheckContext:
    """One deck under one ``Judging``: what rules read.

    Input: ``deck``, the resolved deck; ``judging``, the format, lists, set table and
    card data the deck is judged with (``fmt``, ``lists``, ``sets`` and ``card_data``
    are its, as attributes); ``pool``, the drafted pool's cards (``PoolCards``: copies
    per card, all and holographic) when ``--pool`` was given, else ``None``;
    ``pool_file``, the pool file as reports show it, and ``pool_per_player`` whether it
    is the deck's own pool of a ``--pool`` folder (not the one ``--pool FILE``).

    Computed at construction, in one pass over the lines, since nearly every rule reads
    them: ``fillers``, the lines of a stack zone that are filler (README, "Formats",
    magi-nation/standard: a Universal Relic placed under a two-card Magi stack to hide
    its size; it is not part of the deck); ``zone_sizes``, cards per zone as counted toward
    its size: as written, without filler and without the cards its ``size_excludes``
    test leaves out (a Magi written in the Magi-Nation deck: rulebook 2001, Glossary,
    "Deck": the deck "specifically excludes your Magi"); ``uncounted``, zone id -> the
    number of those cards left out. Unknown cards count, but for the lines with no count
    that read as prose (``prose.prose``: a greeting, a sign-off, a signature around a list
    pasted from an e-mail, README "Unknown cards count"): ``prose``, id of such an
    unresolved entry -> its kind (``"a greeting"``), and ``prose_lines``, zone id -> the
    number of them left out of ``zone_sizes``: those naming no card even within a typo
    or without their punctuation and holding no count, which hold 0 cards
    (``prose.prose_read`` counts each line's when the deck is resolved; ``Lava Spike!``
    counts), and ``prose_counted``, zone id -> the names as written of those counted and
    their kinds (``Oko`` under a sign-off, "a signature"), which its message names beside
    the lines left out, and a person's words alone (``Cheers, Tom``).
    ``flagged``, ``(entry, card,
    questions)`` for each of those lines whose card fails some of the rules' card
    questions (``Rule.card_questions``) or of the zones' own (``counted_in``,
    ``taken_by``; usually none). ``unresolved``, the lines naming
    no single card (unknown or ambiguous), in file order; ``findings``, the deck's.
    ``named``, zone id -> {card name: copies} over the resolved lines, filler included
    (zones in order of appearance; a zone of unknown cards only maps to ``{}``): the
    counts the deck's fingerprint is made of (``fingerprint.census_fingerprint``);
    ``repeated``, whether a card is written on several lines of one zone (filler
    included); ``aliased``, the zones holding a resolved card that counts as other
    names (``Card.counts_as``: their ``counts`` cannot be read from ``named``).
    ``not_errors``: the rule ids the deck's severities turn off or lower below an error
    (the engine sets it). ``supplementary``, whether the deck has lines of a supplementary
    deck (``model.SUPPLEMENTARY``: an Attraction deck): they are in no zone's size, nor in
    ``named``, nor in ``cards``, ``failing`` or ``tallies`` over every zone; only a rule
    naming their zone reads them (the card pool's, the banned list's: ``lists_zones``).
    """

    __slots__ = ("_by_zones", "_failed", "_on_lists", "_resolved", "aliased",
                 "card_data", "deck", "fillers", "findings", "flagged", "fmt", "judging",
                 "lists", "named", "not_errors", "pool", "pool_file",
                 "pool_per_player", "prose", "prose_counted", "prose_lines", "repeated", "sets",
                 "supplementary", "uncounted", "unresolved", "zone_sizes")

    def __init__(self, deck: Deck, judging: Judging, pool: PoolCards | None = None,
                 pool_file: str | None = None, pool_per_player: bool = False) -> None:
        self.deck = deck
        self.findings = deck.findings
        self.judging = judging
        self.fmt = judging.fmt
        self.lists = judging.lists
        self.sets = judging.sets
        self.card_data = judging.card_data
        self.pool = pool
        self.pool_file = pool_file
        self.pool_per_player = pool_per_player
        #: The rules the deck's severities turn off or lower below an error (set by the
        #: engine): a rule that leaves some cards to another (``copy-limit`` the listed
        #: cards) judges them itself when that rule cannot make the deck illegal.
        self.not_errors: frozenset[str] = frozenset()
        self._by_zones: dict[tuple[str, ...], list[tuple[DeckEntry, Card]]] = {}
        self._on_lists: bool | None = None
        self._resolved: list[tuple[DeckEntry, Card]] | None = None
        self._failed: frozenset[Question[Card, bool]] | None = None
        stacks, excluding = judging.of_format(ZONE_TESTS)
        named: dict[str, dict[str, int]] = {}
        flagged = []
        unresolved = []
        repeated = False
        aliased: set[str] = set()
        asking = bool(judging.asked_in)
        zone: str | None = None
        table: dict[Card, tuple[Question[Card, bool], ...]] = {}
        copies: dict[str, int] = {}
        for entry in deck.entries:
            if entry.zone != zone:  # lines come zone by zone: one look-up per zone
                zone = entry.zone
                table = judging.verdicts(zone) if asking else table
                copies = named.get(zone) or named.setdefault(zone, {})
            card = entry.card
            if card is None:
                unresolved.append(entry)
                continue
            before = copies.get(card.name)
            if before is None:
                copies[card.name] = entry.count
            else:
                copies[card.name] = before + entry.count
                repeated = True
            if card.counts_as:
                aliased.add(zone)
            if asking:
                failed = table.get(card)
                if failed is None:
                    failed = judging.verdict(zone, card)
                if failed:
                    flagged.append((entry, card, failed))
        # a stack zone holds filler only where some line's card is not of its kind
        self.fillers = fillers = (_fillers(deck.entries, stacks)
                                  if stacks and _not_of_their_stack(flagged) else _NONE)
        if fillers:
            flagged = [line for line in flagged if line[0] not in fillers]
        # a supplementary deck's cards are judged, never counted in a zone of the deck
        self.supplementary = named.pop(SUPPLEMENTARY, None) is not None
        aliased.discard(SUPPLEMENTARY)
        self.named = named
        self.repeated = repeated
        self.aliased = aliased
        self.flagged = flagged
        self.unresolved = unresolved
        sizes = {zone_id: sum(counted.values()) for zone_id, counted in named.items()}
        self.prose = kinds = prose(unresolved) if unresolved else {}
        self.prose_lines: dict[str, int] = {}
        self.prose_counted: dict[str, list[tuple[str, str]]] = {}
        for entry in unresolved:
            if entry.count:
                sizes[entry.zone] += entry.count
                if id(entry) in kinds:  # prose that may name a card: counted, and said
                    self.prose_counted.setdefault(entry.zone, []).append(
                        (entry.line.name, kinds[id(entry)]))
            elif id(entry) in kinds:  # prose naming no card: no card the player holds
                self.prose_lines[entry.zone] = self.prose_lines.get(entry.zone, 0) + 1
        for entry in fillers:
            sizes[entry.zone] -= entry.count
        self.uncounted = _uncounted(flagged, excluding) if excluding and flagged else {}
        for zone_id, count in self.uncounted.items():
            sizes[zone_id] -= count
        self.zone_sizes = sizes

    @property
    def declared(self) -> str:
        """The companion the deck declares, as written (an MTG Arena ``Companion``
        section or line, TappedOut's ``*CMPN*``...: the ``companion`` metadata, names
        joined by ``; ``), ``""`` for none."""
        return self.deck.metadata.get("companion", "")

    def cards(self, zones: Iterable[str] | None = None) -> list[tuple[DeckEntry, Card]]:
        """``(entry, card)`` for every resolved line of the deck (a supplementary deck's
        only when ``zones`` names its zone), optionally only in ``zones``; stack filler
        cards (a Relic hiding a short Magi stack) are left out. Listed when
        first asked: most decks' rules read only counts and flagged lines."""
        resolved = self._resolved
        if resolved is None:
            fillers = self.fillers
            resolved = self._resolved = [
                (entry, entry.card) for entry in self.deck.entries
                if entry.card is not None and (not fillers or entry not in fillers)]
        supplementary = self.supplementary
        if zones is None and not supplementary:
            return resolved
        key = tuple(self.zone_sizes if zones is None else zones)
        found = self._by_zones.get(key)
        if found is None:
            wanted = set(key)
            # zones holding every line of the deck (the usual case): all resolved lines
            found = self._by_zones[key] = (
                resolved if not supplementary and wanted.issuperset(self.zone_sizes)
                else [pair for pair in resolved if pair[0].zone in wanted])
        return found

    def counts(self, zones: Collection[str]) -> Mapping[str, int]:
        """Copies per card identity over ``zones`` (a card with several identities, such
        as a double Magi, counts once for each): what most decks need, cheaper than
        ``tallies``. Where every card counts as itself and no filler is left out, read
        from ``named`` (for one zone, ``named``'s own mapping: read it, never change
        it)."""
        fillers = self.fillers
        if self.aliased.isdisjoint(zones) and (
                not fillers or not any(e.zone in zones for e in fillers)):
            named = self.named
            held = [named[zone] for zone in zones if zone in named]
            if len(held) == 1:
                return held[0]
            counts = dict(held[0]) if held else {}
            for more in held[1:]:
                for name, copies in more.items():
                    counts[name] = counts.get(name, 0) + copies
            return counts
        counts = {}
        for entry, card in self.cards(zones):
            for identity in card.identities:
                counts[identity] = counts.get(identity, 0) + entry.count
        return counts

    def tallies(self, zones: Iterable[str], only: Collection[str] | None = None
                ) -> dict[str, Tally]:
        """``Tally`` per card identity over ``zones``, in order of first appearance;
        only the identities in ``only`` when given."""
        tallies: dict[str, Tally] = {}
        for entry, card in self.cards(zones):
            for identity in card.identities:
                if only is not None and identity not in only:
                    continue
                tally = tallies.get(identity)
                if tally is None:
                    tally = tallies[identity] = Tally(identity)
                tally.add(entry)
        return tallies

    def fails_any(self, questions: Collection[Question[Card, bool]]) -> bool:
        """Whether the card of a line (of ``flagged``) fails one of ``questions``."""
        failed = self._failed
        if failed is None:  # the questions some line fails, gathered once per deck
            failed = self._failed = frozenset().union(
                *[questions for _entry, _card, questions in self.flagged])
        return not failed.isdisjoint(questions)

    def on_lists(self) -> bool:
        """Whether a card of the deck is on the banned or the restricted list (to skip
        the lists' rules at once for most decks)."""
        if self._on_lists is None:
            self._on_lists = bool(self.failing(OFF_LISTS, self.lists_zones()))
        return self._on_lists

    def listed_identities(self) -> set[str]:
        """The identities of the deck's cards that are on the banned or the restricted
        list of the day (by an identity or a face: ``OFF_LISTS``): only their tallies
        can be listed (empty for most decks)."""
        return {identity for _entry, card in self.failing(OFF_LISTS, self.lists_zones())
                for identity in card.identities}

    def lists_zones(self) -> tuple[str, ...] | None:
        """The zones whose cards the banned list judges: every zone of the deck, its
        supplementary deck's too (``supplementary``); ``None`` (every zone) without one."""
        return (*self.zone_sizes, SUPPLEMENTARY) if self.supplementary else None

    def answer(self, question: Question[K, T], key: K) -> T:
        """``judging.answer(question, key)``: remembered for every deck of the judging."""
        return self.judging.answer(question, key)

    def failing(self, question: Question[Card, bool], zones: Collection[str] | None = None
                ) -> list[tuple[DeckEntry, Card]]:
        """``(entry, card)`` for every resolved line (in ``zones`` when given, else of
        the deck, as ``cards``) whose card fails ``question`` (its answer is false).
        Each card's answer is asked once per judging. A question a rule declares
        (``Rule.card_questions``) in those zones costs nothing more: the lines were
        judged on it when the context was made."""
        asked = self.judging.asked_in
        if question in asked:
            asked_zones = asked[question]
            if asked_zones is None or (zones is not None and asked_zones.issuperset(zones)):
                return [(entry, card) for entry, card, failed in self.flagged
                        if question in failed and (entry.zone in zones if zones is not None
                                                   else entry.zone != SUPPLEMENTARY)]
        table = self.judging.table(question)
        ask, judging = question.ask, self.judging
        found = []
        for pair in self.cards(zones):
            card = pair[1]
            passed = table.get(card)
            if passed is None:
                passed = table[card] = ask(judging, card)
            if not passed:
                found.append(pair)
        return found

    def written(self, *entries: DeckEntry) -> str | None:
        """The names as written on the line of the first of ``entries`` (the line a
        violation over them is reported on) that differ from their canonical names
        (joined by ``, ``), or ``None`` when that line wrote the canonical name. The
        other lines' spellings are ``written_elsewhere``'s: a note beside the reported
        line names what that line wrote."""
        here = entries[0].line.line if entries else None
        spellings = dict.fromkeys(_spellings(e for e in entries if e.line.line == here))
        return ", ".join(spellings) or None

    def written_elsewhere(self, *entries: DeckEntry) -> str:
        """What a violation over ``entries``, reported on the line of the first, says of
        the names the other lines wrote apart from their canonical names and from the
        reported line's: ``" (written 'Boule de feu' on line 20)"``, ``" (written 'A' on
        lines 7 and 9, 'B' on line 12)"``; ``""`` when there are none (a side deck's
        ``Boule de feu`` was shown as written on the deck's ``Fire Ball`` line)."""
        here = entries[0].line.line if entries else None
        said = set(_spellings(e for e in entries if e.line.line == here))
        lines: dict[str, list[int]] = {}
        for entry in entries:
            line = entry.line.line
            if line is None or line == here:
                continue
            for name in _spellings((entry,)):
                if name in said:
                    continue
                where = lines.setdefault(name, [])
                if line not in where:
                    where.append(line)
        if not lines:
            return ""
        parts = [f"'{name}' on {'lines' if len(at) > 1 else 'line'} "
                 + listing([str(line) for line in at], limit=len(at))
                 for name, at in lines.items()]
        return f" (written {', '.join(parts)})"


def _spellings(entries: Iterable[DeckEntry]) -> Iterator[str]:
    """The names as written on ``entries`` (``DeckLine.written``: not a reading's rewrite
    of them) that differ from their cards' names."""
    return (e.line.written for e in entries
            if e.card is not None and e.line.written != e.card.name)


def list_names(card: Card) -> tuple[str, ...]:
    """The names a banned or restricted list may write ``card`` under: its identities, its
    own name (a card counting as another, ``counts_as``, is still the card the list
    names: Crimson Ritual given the identity of another card stays banned) and, for a
    card of several faces, its front face (lists often name a double-faced card by it:
    "Tamiyo, Inquisitive Student"), or each half of a split card (``listed_faces``)."""
    if card.name in card.identities:
        return (*card.identities, *listed_faces(card))
    return (*card.identities, card.name, *listed_faces(card))


def listed_as(cards: Iterable[Card], identity: str, *lists: Mapping[str, Any]) -> str:
    """The name a listed tally is reported by: ``identity`` when one of ``lists``
    (normalised name -> entry) writes it, else the own name of the first of ``cards`` a
    list writes (a card counting as another, ``counts_as``, banned by its own name),
    else ``identity``."""
    if any(normalise(identity) in entries for entries in lists):
        return identity
    return next((card.name for card in cards
                 if any(normalise(card.name) in entries for entries in lists)), identity)


def listed(entries: Mapping[str, Any], cards: Iterable[Card], identity: str) -> Any:
    """The entry of ``entries`` (normalised name -> entry) for ``identity`` or for a
    name the ``cards`` counted under it go by (``list_names``), else ``None``."""
    found = entries.get(normalise(identity))
    if found is not None:
        return found
    for card in cards:
        for name in (card.name, *listed_faces(card)):
            found = entries.get(normalise(name))
            if found is not None:
                return found
    return None


def _zone_tests(judging: Judging, _: None
                ) -> tuple[list[tuple[str, ZoneSpec, Stack, Matcher]], dict[str, Matcher]]:
    """What a format says of its zones that every deck's counts read: the stack zones
    with a ``stack.filler`` test (zone id, spec, stack, filler test), and the zones with
    a ``size_excludes`` test (zone id -> test)."""
    fmt = judging.fmt
    stacks = [(zone_id, spec, spec.stack, spec.stack.filler)
              for zone_id, spec in fmt.zones.items()
              if spec.stack is not None and spec.stack.filler is not None]
    excluding = {zone_id: spec.size_excludes for zone_id, spec in fmt.zones.items()
                 if spec.size_excludes is not None}
    return stacks, excluding


#: The format's zone tests that the counts of every deck read (``_zone_tests``).
ZONE_TESTS: Question[None, tuple[list[tuple[str, ZoneSpec, Stack, Matcher]],
                                   dict[str, Matcher]]] = Question("zone-tests", _zone_tests)


@cache
def counted_in(zone_id: str) -> Question[Card, bool]:
    """The question whether the zone ``zone_id`` counts a card toward its size (its
    ``size_excludes`` test, if any, leaves the card out): asked with the rules' card
    questions, so a deck's lines left out of their zone's size are among its ``flagged``
    lines. One question per zone id, made once (a question is its own memo key)."""
    def counted(judging: Judging, card: Card) -> bool:
        test = judging.fmt.zones[zone_id].size_excludes
        return test is None or not test(card)

    return Question(f"counted in {zone_id}", counted)


@cache
def taken_by(zone_id: str) -> Question[Card, bool]:
    """The question whether the zone ``zone_id`` takes a card as one of its kind (its
    ``accepts`` test, if any): asked with the rules' card questions in the stack zones
    with a filler test, so that a deck whose stack lines all pass it (nearly every
    deck) is not searched for filler lines (``_fillers``). One question per zone id."""
    def taken(judging: Judging, card: Card) -> bool:
        test = judging.fmt.zones[zone_id].accepts
        return test is None or test(card)

    return Question(f"taken by {zone_id}", taken)


def _not_of_their_stack(
        flagged: list[tuple[DeckEntry, Card, tuple[Question[Card, bool], ...]]]) -> bool:
    """Whether a line of ``flagged`` is a card its stack zone does not take as one of its
    kind (fails ``taken_by`` of its zone): a filler line may be among those only."""
    return any(taken_by(entry.zone) in failed for entry, _card, failed in flagged)


def _uncounted(flagged: list[tuple[DeckEntry, Card, tuple[Question[Card, bool], ...]]],
               excluding: Mapping[str, Matcher]) -> dict[str, int]:
    """Zone id -> copies written in the zone that its ``size_excludes`` test (zones with
    one: ``excluding``) leaves out of its size (only when some card is left out), read
    from the ``flagged`` lines."""
    found: dict[str, int] = {}
    for entry, _card, failed in flagged:
        zone = entry.zone
        if zone in excluding and counted_in(zone) in failed:
            found[zone] = found.get(zone, 0) + entry.count
    return found


def _fillers(entries: list[DeckEntry],
             stacks: list[tuple[str, ZoneSpec, Stack, Matcher]]) -> frozenset[DeckEntry]:
    """The filler lines of the deck: a line of a stack zone (``stacks``: zones whose
    spec has a ``stack.filler`` test) is filler when the card passes that test and not
    the zone's ``accepts``, and the stack's real cards leave a place free."""
    found: set[DeckEntry] = set()
    for zone_id, spec, stack, filler in stacks:
        found.update(_zone_fillers(entries, zone_id, spec.accepts, stack, filler))
    return frozenset(found) if found else _NONE


_NONE: frozenset[DeckEntry] = frozenset()


def _zone_fillers(entries: list[DeckEntry], zone_id: str, accepts: Matcher | None,
                  stack: Stack, filler: Matcher) -> list[DeckEntry]:
    lines = [(e, e.card) for e in entries if e.zone == zone_id and e.card is not None]
    real = [e for e, card in lines if accepts is None or accepts(card)]
    if len(real) == len(lines):
        return []  # every card is a real one (the usual case): no filler
    free = stack.places - sum(e.count for e in real) - stack_unknown_places(entries, zone_id)
    chosen = []
    for entry, card in lines:
        if entry not in real and filler(card) and entry.count <= free:
            chosen.append(entry)
            free -= entry.count
    return chosen


def stack_unknown_places(entries: Iterable[DeckEntry], zone_id: str) -> int:
    """Places of a stack zone ``zone_id`` filled by lines whose name resolved to no card
    (unknown or ambiguous): one per copy. README, "Unknown cards count": the player holds
    those cards, whatever they are, so they fill the stack as they fill any zone."""
    return sum(e.count for e in entries if e.zone == zone_id and e.card is None)


def findings_rule(rule_id: str, code: str, severity: Severity, summary: str, doc: str) -> Rule:
    """A rule whose violations are the findings the decklist reader recorded under its id
    (``parse-error``, ``encoding``, ``ignored-section``)."""

    def check(ctx: CheckContext) -> Iterable[Violation]:
        return rule.from_findings(ctx)

    rule = Rule(rule_id, code, severity, summary, check, doc, needs="findings")
    return rule
