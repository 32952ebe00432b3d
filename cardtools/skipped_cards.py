"""Whether the card lines a skipped section holds after a line that may head a part of the
deck (``Decklist.under_skipped``: ``Ideas``, ``---`` under ``Maybeboard``) would change the
verdict by a card rule if read as part of the deck (DESIGN 3.1: no line vanishes, and no
header hides a card). The answers are the rules' own (``Judging.answer``): nothing of
their logic is repeated here."""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable

from cardtools.carddb import CardDatabase, names_card_in_quotes
from cardtools.model import MAIN, Card, DeckEntry, Decklist, SkippedCard
from cardtools.rules import rarity_not_allowed
from cardtools.rules._text import plural
from cardtools.rules.base import OFF_LISTS, Judging

#: How many cards the main deck can take before it breaks a bound of its size, how that
#: bound is said (``{}`` for the size it would reach) and the size it counts now
#: (``_main_room``).
_Room = tuple[int, str, int]


class _Copies:
    """Copies per card identity over the zones the format's copy limit counts, and the
    cards counted under each identity (whose limits give the identity's)."""

    def __init__(self) -> None:
        self.copies: Counter[str] = Counter()
        self.cards: dict[str, set[Card]] = {}

    def count(self, card: Card, copies: int) -> None:
        """Add ``copies`` of ``card`` to each of its identities."""
        for identity in card.identities:
            self.copies[identity] += copies
            self.cards.setdefault(identity, set()).add(card)


class _Added:
    """The card lines of one skipped section read as part of the main deck so far, one at
    a time, beside the deck's own copies (``deck``, shared, never changed): ``add`` says
    the first card rule one of them breaks."""

    def __init__(self, deck: _Copies, database: CardDatabase, judging: Judging,
                 identity: frozenset[str] | None = None,
                 room: _Room | None = None,
                 categories: dict[int, int] | None = None) -> None:
        from cardtools.rules import card_pool, commander, copy_limit  # only such decks

        self.deck, self.added, self.identity = deck, _Copies(), identity
        self.room, self.total = room, 0
        self.categories, self.in_category = categories or {}, Counter[int]()
        spec = judging.fmt.option(commander.OPTIONS) if identity is not None else None
        self.basics_free = spec is not None and spec.colourless_basics
        self.database, self.judging = database, judging
        pool = judging.fmt.option(card_pool.OPTIONS)
        self.pooled = pool is not None and (not pool.pool.zones or MAIN in pool.pool.zones)
        self.in_pool, self.limit = card_pool.IN_POOL, copy_limit.LIMIT
        limits = judging.fmt.option(copy_limit.OPTIONS)
        self.limited = limits is not None and MAIN in limits.zones
        rarities = judging.fmt.option(rarity_not_allowed.OPTIONS)
        self.rarities = rarities is not None and (rarities.zones is None
                                                  or MAIN in rarities.zones)

    def add(self, line: SkippedCard) -> str:
        """Count ``line`` in the main deck: the card rule it then breaks (``_card_rule``)
        or, when none, the bound of the main deck's size its copies and the later lines'
        together break (``room``: 30 Islands beside a Commander deck of 100 cards, Magic
        rule 903.5a), said; ``""`` when neither. Every line's copies count, a name of no
        card's too, as an unknown card's count toward its zone (README, "Unknown cards
        count")."""
        self.total += line.copies
        reason = self._card_rule(line)
        if reason or self.room is None or self.total <= self.room[0]:
            return reason
        _, said, size = self.room
        return (f"{plural(self.total, 'card')} after it would make "
                + said.format(plural(size + self.total, "card")))

    def _card_rule(self, line: SkippedCard) -> str:
        """Count ``line``'s card in the main deck (its name in quotes read without them when the
        whole names no card, as a card line of the deck is); the card rule it then
        breaks, said, or ``""``: it names several cards, or no card but within a typo
        of one the lists or the pool refuse (``_refused``: a name of no card alone is a
        card the data does not know yet, as a maybeboard's new cards are), its card is
        on the format's banned or restricted list of the day (``OFF_LISTS``), outside the
        card pool (``card_pool.IN_POOL``), or its identity's copies exceed the most
        permissive limit of its cards (``copy_limit.LIMIT``), the main deck does not
        take it (``_not_taken``: a Magi), or it takes a category of
        the format past its limit (``_over_category``)."""
        resolution = self.database.resolve(line.name, False)
        # "1 'Mana Vault'": the card in quotes, as the deck's own line so written is read
        resolution = names_card_in_quotes(self.database, line.name) or resolution
        card = resolution.card
        if card is None and resolution.candidates:
            return f"'{line.name}' (line {line.line}) names several cards"
        if card is None:
            near = ((each, self._refused(each))
                    for each in self.database.cards_within_a_typo(line.name))
            found = next(((each, why) for each, why in near if why), None)
            return "" if found is None else (
                f"'{line.name}' (line {line.line}) is within a typo of {found[0].name}, "
                f"which {found[1]}")
        refused = self._refused(card) or self._off_colour(card)
        refused = refused or self._not_taken(card) or self._over_category(card, line.copies)
        if refused or not self.limited:
            return refused and f"{card.name} {refused}"
        self.added.count(card, line.copies)
        for identity in card.identities:
            cards = self.deck.cards.get(identity, set()) | self.added.cards[identity]
            limits = [self.judging.answer(self.limit, each)[0] for each in cards]
            known = [limit for limit in limits if limit is not None]
            copies = self.deck.copies[identity] + self.added.copies[identity]
            if len(known) == len(limits) and copies > max(known):
                return f"{copies} copies of {identity} exceed its limit of {max(known)}"
        return ""

    def _not_taken(self, card: Card) -> str:
        """``cannot be in the Deck: it takes non-Magi cards only`` when the format's main
        deck refuses ``card`` by its ``accepts`` test (``zone_card_type.accepted_in``: a
        Magi in a Magi-Nation deck, rulebook "Building Your Deck"); else ``""``."""
        from cardtools.rules import zone_card_type

        spec = self.judging.fmt.zones.get(MAIN)
        if spec is None or spec.accepts is None or self.judging.answer(
                zone_card_type.accepted_in(MAIN), card):
            return ""
        takes = spec.accepts_label or spec.accepts.describe()
        return f"cannot be in the {spec.label}: it takes {takes} only"

    def _over_category(self, card: Card, copies: int) -> str:
        """``would make 2 Animals; at most 1`` when ``card`` is of a category of the
        format's ``category_limits`` holding the main deck (Mage Noir's Animal) and its
        ``copies``, the later lines' of the category and the deck's own (``categories``:
        the cards of each category the deck holds, by its position) exceed its limit;
        else ``""``."""
        from cardtools.rules import category_limit

        limits = self.judging.fmt.option(category_limit.OPTIONS) or ()
        for position, held in self.categories.items():
            if self.judging.answer(category_limit.outside(position), card):
                continue
            self.in_category[position] += copies
            total, category = held + self.in_category[position], limits[position]
            if total > category.max:
                return (f"would make {plural(total, category.name)}, where at most "
                        f"{category.max} may be")
        return ""

    def _off_colour(self, card: Card) -> str:
        """``is outside the commanders' colour identity`` when the deck's leaders give
        one (``identity``) and ``card``'s known identity is not within it; else ``""``
        (a basic land beside a colourless leader of a format that allows one basic
        land type, Brawl's, is left to the rule, as is a card of no known identity)."""
        if self.identity is None:
            return ""
        from cardtools.rules.colour_identity import identity_of

        letters = identity_of(card)
        if letters is None or set(letters) <= self.identity or (
                not self.identity and self.basics_free and "Basic" in card.supertypes):
            return ""
        return "is outside the commanders' colour identity"

    def _refused(self, card: Card) -> str:
        """Why the format refuses ``card`` whatever its copies, said after its name: ``is
        on the format's banned or restricted list`` (of the day), ``is outside the format's
        card pool``, ``is of a rarity the format does not allow`` (of its main deck:
        MageTCG Heroic's Common and Uncommon, ``rarity_not_allowed.ALLOWED``); ``""`` when
        it does not."""
        if not self.judging.answer(OFF_LISTS, card):
            return "is on the format's banned or restricted list"
        if self.pooled and not self.judging.answer(self.in_pool, card).legal:
            return "is outside the format's card pool"
        if self.rarities and not self.judging.answer(rarity_not_allowed.ALLOWED, card):
            return "is of a rarity the format does not allow"
        return ""


def skipped_changes(decklist: Decklist, entries: Iterable[DeckEntry], database: CardDatabase,
                    judging: Judging) -> dict[int, str]:
    """For each line of ``decklist.under_skipped`` in a section holding card lines: why
    reading the card lines of its skipped section after it (``Decklist.skipped_cards``,
    up to the section's end; a label's own card line too) as part of the main deck would
    change the verdict by a card rule (``_Added.add``), or ``""`` when it would not.
    ``entries`` are the deck's resolved lines, ``judging`` the format and day the deck is
    judged by. A line's cards are those of every later line of its section and more, so
    each section is walked once, from its end: what changes a later line's verdict
    changes the earlier ones'."""
    from cardtools.rules import copy_limit

    sections: dict[int, list[SkippedCard]] = {}
    for card in decklist.skipped_cards:
        sections.setdefault(card.section, []).append(card)
    headers = sorted(sections)
    lines: dict[int, list[int]] = {}
    for number in sorted(decklist.under_skipped):
        at = bisect_left(headers, number) - 1  # the last section's header before the line
        if at >= 0:
            lines.setdefault(headers[at], []).append(number)
    deck = _Copies()
    limits = judging.fmt.option(copy_limit.OPTIONS)
    counted = limits.zones if lines and limits is not None else ()
    for entry in entries if counted else ():
        if entry.card is not None and entry.zone in counted:
            deck.count(entry.card, entry.line.count)
    found: dict[int, str] = {}
    identity = _leaders_identity(entries, judging) if lines else None
    room = _main_room(entries, judging) if lines else None
    categories = _categories_held(entries, judging) if lines else None
    for header, numbers in lines.items():
        cards, reason = sections[header], ""
        added = _Added(deck, database, judging, identity, room, categories)
        for number in reversed(numbers):
            # a label's own card line ("Nebendeck: 1 Black Lotus") is on its line
            own = decklist.under_skipped[number].kind == "name"
            while cards and not reason and (cards[-1].line > number
                                           or (own and cards[-1].line == number)):
                reason = added.add(cards.pop())
            found[number] = reason
    return found


def _categories_held(entries: Iterable[DeckEntry], judging: Judging) -> dict[int, int]:
    """For each category of the format's ``category_limits`` whose zones hold the main
    deck (Mage Noir's Animal, rules 1.1), by its position, the cards of it the deck's
    lines hold in those zones."""
    from cardtools.rules import category_limit

    held: dict[int, int] = {}
    limits = judging.fmt.option(category_limit.OPTIONS) or ()
    for position, category in enumerate(limits):
        if MAIN in category.zones:
            held[position] = sum(
                entry.line.count for entry in entries
                if entry.card is not None and entry.zone in category.zones
                and not judging.answer(category_limit.outside(position), entry.card))
    return held


def _main_room(entries: Iterable[DeckEntry], judging: Judging) -> _Room | None:
    """How many cards the main deck can take before it breaks a bound of its size
    (its zone's ``exact`` or ``max``, or a ``deck_size`` group's holding it: a Commander
    deck's 100, Magic rule 903.5a), and how the bound is said after "would make" when it
    does (``the main deck {}, where it must be at most 60``, the size for ``{}``) and the size
    the bound counts now; ``None`` when no bound is within reach
    (none, or the deck breaks it already: its verdict is illegal either way)."""
    from cardtools.rules import zone_size

    sizes: Counter[str] = Counter()
    for entry in entries:
        sizes[entry.zone] += entry.line.count
    bounds: list[tuple[int | None, int | None, tuple[str, ...], str]] = []
    spec = judging.fmt.zones.get(MAIN)
    if spec is not None and spec.stack is None:
        bounds.append((spec.exact, spec.max, (MAIN,), spec.label))
    bounds.extend((group.exact, group.max, group.zones, group.label)
                  for group in judging.fmt.option(zone_size.OPTIONS) or ()
                  if MAIN in group.zones)
    rooms: list[_Room] = []
    for exact, most, zones, label in bounds:
        top, size = exact if exact is not None else most, sum(sizes[z] for z in zones)
        if top is not None and size <= top:
            said = "exactly" if exact is not None else "at most"
            rooms.append((top - size, f"the {label[:1].lower()}{label[1:]} "
                                      f"{{}}, where it must be {said} {top}", size))
    if not rooms:
        return None
    room, said, size = min(rooms)
    return room, said, size


def _leaders_identity(entries: Iterable[DeckEntry], judging: Judging) -> frozenset[str] | None:
    """The colour identity of the deck's one or two leaders in the command zone (Magic
    rules 903.4, 903.5c), when the format judges the main deck by it and every leader's
    identity is known; ``None`` otherwise (no cards judged by it then)."""
    from cardtools.rules import commander
    from cardtools.rules.colour_identity import identity_of

    spec = judging.fmt.option(commander.OPTIONS)
    if spec is None or MAIN not in spec.identity_zones:
        return None
    leaders = [entry.card for entry in entries if entry.zone == spec.zone
               and entry.card is not None and spec.can_lead(entry.card)]
    known = [identity_of(card) for card in leaders]
    if not 1 <= len(known) <= 2 or any(letters is None for letters in known):
        return None
    return frozenset(letter for letters in known for letter in letters or ())
