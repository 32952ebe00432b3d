"""What every rule module shares: the ``Rule`` record and the ``CheckContext`` it reads."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardtools.formatspec.match import Matcher
from cardtools.formatspec.model import Format, Lists, Stack
from cardtools.formatspec.options import RuleOptions
from cardtools.model import Card, Deck, DeckEntry, Severity, Violation
from cardtools.names import normalise


@dataclass(frozen=True)
class Rule:
    """A rule: stable ``id`` (kebab case) and ``code`` (``CT`` number), default
    ``severity``, one-line ``summary``, and ``check``, which yields the rule's
    violations for one deck, or ``None`` for the rules the checker itself reports
    (``file-error``, ``unknown-format``, ``internal-error``), which are about a file
    rather than a deck. The rule module's docstring holds a legal and an illegal
    example; ``doc`` is that docstring. ``options``: the format file key the rule reads
    and its spec (``None`` for a rule that reads none)."""

    id: str
    code: str
    severity: Severity
    summary: str
    check: Callable[[CheckContext], Iterable[Violation]] | None
    doc: str = ""
    options: RuleOptions[Any] | None = None

    def violation(self, message: str, **fields: Any) -> Violation:
        """A ``Violation`` of this rule with its code; ``severity`` defaults to the rule's."""
        severity = fields.pop("severity", self.severity)
        return Violation(self.id, self.code, severity, message, **fields)

    def from_findings(self, ctx: CheckContext) -> Iterator[Violation]:
        """Violations for the findings the reader recorded under this rule's id."""
        for finding in ctx.deck.findings:
            if finding.rule == self.id:
                yield self.violation(finding.message, line=finding.line, zone=finding.zone,
                                     hint=finding.hint)


class Tally:
    """Copies of one card identity: ``count`` over the counted zones and the ``entries``
    (decklist lines) holding them, in file order."""

    __slots__ = ("count", "entries", "identity")

    def __init__(self, identity: str) -> None:
        self.identity = identity
        self.count = 0
        self.entries: list[DeckEntry] = []

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


@dataclass
class CheckContext:
    """One deck under one format: what rules read.

    ``deck`` is the resolved deck, ``fmt`` the format, ``lists`` the banned and
    restricted lists as of the judged day, ``pool`` the drafted pool (card identity ->
    copies) when ``--pool`` was given, else ``None``. ``memos`` (table -> card name ->
    answer) may be shared by the decks judged with the same format and card database;
    ``sets`` is that database's set table (code -> name, date, type; empty when it has
    none) and ``card_data`` its ``meta`` (``source``, ``date``, ``origin``).
    ``pool_file`` is the pool file as reports show it, and ``pool_per_player`` whether it
    is the deck's own pool of a ``--pool`` folder (not the one ``--pool FILE``).

    Computed at construction, since nearly every rule reads them: ``fillers``, the
    lines of a stack zone that are filler (README, "Formats", magi-nation/standard: a
    Universal Relic placed under a two-card Magi stack to hide its size; it is not part
    of the deck); ``resolved``,
    ``(entry, card)`` for every resolved line that is not filler; ``zone_sizes``, cards
    per zone as counted toward its size: as written, without filler and without the
    cards its ``size_excludes`` test leaves out (a Magi written in the Magi-Nation deck:
    rulebook 2001, Glossary, "Deck": the deck "specifically excludes your Magi");
    ``uncounted``, zone id -> the number of those cards left out. Unknown cards count.
    """

    deck: Deck
    fmt: Format
    lists: Lists
    pool: Mapping[str, int] | None = None
    memos: dict[str, dict[str, Any]] = field(default_factory=dict, repr=False)
    sets: Mapping[str, Mapping[str, str]] = field(default_factory=dict, repr=False)
    card_data: Mapping[str, Any] = field(default_factory=dict, repr=False)
    pool_file: str | None = None
    pool_per_player: bool = False
    fillers: frozenset[DeckEntry] = field(init=False, repr=False)
    resolved: list[tuple[DeckEntry, Card]] = field(init=False, repr=False)
    zone_sizes: dict[str, int] = field(init=False, repr=False)
    uncounted: dict[str, int] = field(init=False, repr=False)
    _counts: dict[tuple[str, ...], dict[str, int]] = field(
        default_factory=dict, init=False, repr=False)
    _by_zones: dict[tuple[str, ...], list[tuple[DeckEntry, Card]]] = field(
        default_factory=dict, init=False, repr=False)
    _on_lists: bool | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.fillers = _fillers(self.deck.entries, self.fmt)
        fillers = self.fillers
        self.resolved = [(entry, entry.card) for entry in self.deck.entries
                         if entry.card is not None and (not fillers or entry not in fillers)]
        self.zone_sizes = self.deck.zone_counts()
        for entry in fillers:
            self.zone_sizes[entry.zone] -= entry.count
        self.uncounted = _uncounted(self.resolved, self.fmt)
        for zone_id, count in self.uncounted.items():
            self.zone_sizes[zone_id] -= count

    def cards(self, zones: Iterable[str] | None = None) -> list[tuple[DeckEntry, Card]]:
        """``(entry, card)`` for every resolved line, optionally only in ``zones``;
        stack filler cards (a Relic hiding a short Magi stack) are left out."""
        if zones is None:
            return self.resolved
        key = tuple(zones)
        found = self._by_zones.get(key)
        if found is None:
            wanted = set(key)
            found = self._by_zones[key] = [pair for pair in self.resolved
                                           if pair[0].zone in wanted]
        return found

    def counts(self, zones: Iterable[str]) -> dict[str, int]:
        """Copies per card identity over ``zones`` (a card with several identities, such
        as a double Magi, counts once for each): what most decks need, cheaper than
        ``tallies``. Computed once per set of zones."""
        key = tuple(sorted(zones))
        counts = self._counts.get(key)
        if counts is None:
            counts = self._counts[key] = {}
            for entry, card in self.cards(key):
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
                tally.count += entry.line.count
                tally.entries.append(entry)
        return tallies

    def on_lists(self) -> bool:
        """Whether a card of the deck is on the banned or the restricted list (to skip
        the lists' rules at once for most decks)."""
        if self._on_lists is None:
            listed = self.lists.listed

            def off_lists(card: Card) -> bool:
                return not any(normalise(name) in listed for name in list_names(card))

            self._on_lists = bool(self.failing(f"off-lists\x00{self.lists.as_of}", off_lists))
        return self._on_lists

    def memo(self, table: str) -> dict[str, Any]:
        """One of ``memos``: card name -> an answer that depends only on the card and
        the format (``table`` names what is remembered: a rule id, or a rule id and
        more)."""
        found = self.memos.get(table)
        if found is None:
            found = self.memos[table] = {}
        return found

    def once(self, name: str, compute: Callable[[], Any]) -> Any:
        """``compute()``, remembered with the memos under ``name`` (for what depends on
        the format only, such as a rule's reading of the format's zones)."""
        table = self.memo("")
        if name not in table:
            table[name] = compute()
        return table[name]

    def failing(self, table: str, test: Callable[[Card], bool],
                zones: Iterable[str] | None = None) -> list[tuple[DeckEntry, Card]]:
        """``(entry, card)`` for every resolved line (in ``zones`` when given) whose card
        fails ``test``, an answer that depends on the card and the format only: each
        card's answer is remembered in the memo ``table``."""
        memo = self.memo(table)
        found = []
        for pair in self.cards(zones):
            name = pair[1].name
            passed = memo.get(name)
            if passed is None:
                passed = memo[name] = test(pair[1])
            if not passed:
                found.append(pair)
        return found

    def cached(self, rule: str, card: Card, compute: Callable[[Card], Any]) -> Any:
        """``compute(card)``, remembered in the memo ``rule`` (for answers that depend
        on the card and the format only)."""
        memo = self.memo(rule)
        found = memo.get(card.name, _UNKNOWN)
        if found is _UNKNOWN:
            found = memo[card.name] = compute(card)
        return found

    def written(self, *entries: DeckEntry) -> str | None:
        """The names as written on ``entries`` that differ from their canonical names
        (joined by ``, ``), or ``None`` when every line wrote the canonical name."""
        spellings = dict.fromkeys(
            e.line.name for e in entries if e.card is not None and e.line.name != e.card.name
        )
        return ", ".join(spellings) or None


_UNKNOWN = object()


def list_names(card: Card) -> tuple[str, ...]:
    """The names a banned or restricted list may write ``card`` under: its identities and,
    for a card of several faces, each face (lists often name a double-faced card by its
    front face: "Tamiyo, Inquisitive Student")."""
    return (*card.identities, *card.faces)


def listed(entries: Mapping[str, Any], cards: Iterable[Card], identity: str) -> Any:
    """The entry of ``entries`` (normalised name -> entry) for ``identity`` or for a
    name the ``cards`` counted under it go by (``list_names``), else ``None``."""
    found = entries.get(normalise(identity))
    if found is not None:
        return found
    for card in cards:
        for name in card.faces:
            found = entries.get(normalise(name))
            if found is not None:
                return found
    return None


def _uncounted(resolved: list[tuple[DeckEntry, Card]], fmt: Format) -> dict[str, int]:
    """Zone id -> copies written in the zone that its ``size_excludes`` test leaves out
    of its size (only zones with such a test, and only when some card is left out)."""
    found: dict[str, int] = {}
    excluding = {z: spec.size_excludes for z, spec in fmt.zones.items()
                 if spec.size_excludes is not None}
    if not excluding:
        return found
    for entry, card in resolved:
        test = excluding.get(entry.zone)
        if test is not None and test(card):
            found[entry.zone] = found.get(entry.zone, 0) + entry.count
    return found


def _fillers(entries: list[DeckEntry], fmt: Format) -> frozenset[DeckEntry]:
    """The filler lines of the deck: a line of a zone whose spec has a ``stack.filler``
    test is filler when the card passes that test and not the zone's ``accepts``, and
    the stack's real cards leave a place free."""
    found: set[DeckEntry] = set()
    for zone_id, spec in fmt.zones.items():
        stack = spec.stack
        if stack is not None and stack.filler is not None:
            found.update(_zone_fillers(entries, zone_id, spec.accepts, stack, stack.filler))
    return frozenset(found)


def _zone_fillers(entries: list[DeckEntry], zone_id: str, accepts: Matcher | None,
                  stack: Stack, filler: Matcher) -> list[DeckEntry]:
    lines = [(e, e.card) for e in entries if e.zone == zone_id and e.card is not None]
    real = [e for e, card in lines if accepts is None or accepts(card)]
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
        return rule.from_findings(ctx) if ctx.deck.findings else ()

    rule = Rule(rule_id, code, severity, summary, check, doc)
    return rule
