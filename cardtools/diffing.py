"""``cardtools diff REGISTERED PLAYED``: what changed between two decklists, zone by zone.

Both files are read as ``check`` reads them (``cardtools.reading``), so any decklist
form works and cards are compared by identity: a French name equals its English name,
``Fire/Ice`` equals ``Fire // Ice``. Names that resolve to no card are compared by
their normalised text. Exit code: 0 the same deck, 1 different, 2 a file could not be
read (or its game not told), or holds no card: a list of no card is no deck to compare.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from cardtools.checker import Checker
from cardtools.decklist import EMPTY_HINT
from cardtools.display import visible
from cardtools.fingerprint import (
    deck_fingerprint,
    holds_no_card,
    identity,
    ordered_zones,
    zone_counts,
    zone_key,
)
from cardtools.formatspec import Format
from cardtools.gamedata import game_zone_label
from cardtools.model import Deck, Finding
from cardtools.paths import printable
from cardtools.reading import ReadDeck, read_deck, refuse_another_game, unread_line


@dataclass
class Change:
    """One difference: ``kind`` is ``added`` or ``removed`` (in ``zone``) or ``moved``
    (from ``zone`` to ``to_zone``); ``count`` copies of the card ``name`` (a canonical
    name, or ``?`` and the normalised text of an unknown one); or ``reordered``: the
    cards of ``zone``, a zone whose order the format judges, written in another order
    (``order``: the registered list's names in its order, then the played one's; ``name``
    empty, ``count`` 0)."""

    kind: str
    name: str
    count: int
    zone: str
    to_zone: str | None = None
    order: tuple[tuple[str, ...], tuple[str, ...]] | None = None


def _zones(*counts: dict[str, dict[str, int]]) -> list[str]:
    """The zones of some decks' ``zone_counts``, in the canonical order."""
    return sorted({zone for zones in counts for zone in zones}, key=zone_key)


def compare(registered: Deck, played: Deck, fmt: Format | None = None) -> list[Change]:
    """The changes from ``registered`` to ``played``: per card, copies that left one
    zone for another are ``moved``; what is left is ``removed`` or ``added``. Order:
    zone by zone (removed, then added, by name), then moves by name. Read by their
    format ``fmt`` (``fingerprint.zone_counts``): copies marked with a finish it judges
    are another card, ``Name (holographic)``, and a declared companion is in the
    ``companion`` zone. A zone whose order the format judges (the Magi stack:
    ``fingerprint.ordered_zones``) whose cards both lists hold come in another order is
    ``reordered``, after its zone's other changes."""
    before, after = zone_counts(registered, fmt), zone_counts(played, fmt)
    zones = _zones(before, after)
    names = sorted({n for counts in (*before.values(), *after.values()) for n in counts})
    changes: list[Change] = []
    for name in names:
        delta = {z: after.get(z, {}).get(name, 0) - before.get(z, {}).get(name, 0)
                 for z in zones}
        for source in zones:
            for target in zones:
                moved = min(-delta[source], delta[target])
                if source != target and moved > 0:
                    changes.append(Change("moved", name, moved, source, target))
                    delta[source] += moved
                    delta[target] -= moved
        changes.extend(Change("removed" if d < 0 else "added", name, abs(d), z)
                       for z, d in delta.items() if d)
    changes.extend(_reordered(before, after, ordered_zones(fmt)))
    rank = {"removed": 0, "added": 1}
    return sorted(changes, key=lambda c: (c.kind == "moved", zones.index(c.zone)
                                          if c.kind != "moved" else 0, rank.get(c.kind, 2),
                                          c.name))


def _reordered(before: Mapping[str, Mapping[str, int]], after: Mapping[str, Mapping[str, int]],
               ordered: frozenset[str]) -> list[Change]:
    """A ``reordered`` change for each of the ``ordered`` zones whose cards held in both
    ``before`` and ``after`` (``zone_counts``, names in the order written) come in another
    order there (Baa, Wiep, Grahnna, Ninibom and Ninibom, Baa, Wiep, Grahnna: a stack
    without and with Ninibom's order note, which were the same deck)."""
    found = []
    for zone in sorted(ordered & before.keys() & after.keys()):
        first = tuple(name for name, copies in before[zone].items() if copies)
        second = tuple(name for name, copies in after[zone].items() if copies)
        if [name for name in first if name in second] != \
                [name for name in second if name in first]:
            found.append(Change("reordered", "", 0, zone, order=(first, second)))
    return found


def _label(zone: str | None) -> str:
    """A zone's generic name, capitalised as a format's labels are (``Side deck``)."""
    return game_zone_label(None, zone or "")


def zone_labels(*formats: Format | None, game: str | None = None
                ) -> Callable[[str | None], str]:
    """How zones are named: by the first known format's labels (``Main deck``,
    ``Sideboard``, as ``check`` names them), else as the decks' ``game`` names them
    (``gamedata.game_zone_label``: Magic's ``Sideboard``, Mage Noir's ``Side deck``),
    else by their generic names."""
    known = next((fmt for fmt in formats if fmt is not None), None)
    if known is None:
        return lambda zone: game_zone_label(game, zone or "")
    return lambda zone: _capitalised(known.zone_label(zone)) if zone else ""


def _capitalised(label: str) -> str:
    """A zone's label with a capital first letter (the ``companion`` zone's generic
    name is lower case)."""
    return label[:1].upper() + label[1:]


def summary(changes: list[Change]) -> str:
    """How many copies differ, and how: ``4 cards differ (1 out, 1 in, 2 moved between
    zones)``; the moved part only when a card changed zones."""
    counted = {kind: sum(c.count for c in changes if c.kind == kind)
               for kind in ("removed", "added", "moved")}
    total = sum(counted.values())
    parts = [f"{counted['removed']} out", f"{counted['added']} in"]
    if counted["moved"]:
        parts.append(f"{counted['moved']} moved between zones")
    reordered = sum(c.kind == "reordered" for c in changes)
    if reordered:
        parts.append(f"the order of {reordered} {'zone' if reordered == 1 else 'zones'} "
                     "changed")
    return f"{total} {'card differs' if total == 1 else 'cards differ'} ({', '.join(parts)})"


def written_names(*decks: Deck) -> dict[str, str]:
    """The names of the decks' unknown cards as first written, by the identity a
    fingerprint gives them (``?`` and the normalised name): how ``describe`` shows them."""
    found: dict[str, str] = {}
    for deck in decks:
        for entry in deck.entries:
            if entry.card is None:
                found.setdefault(identity(None, entry.line.name), entry.line.name)
    return found


def describe(changes: list[Change], label: Callable[[str | None], str] = _label,
             written: Mapping[str, str] | None = None) -> list[str]:
    """The changes as lines: a heading per zone named by ``label`` (``Main deck:``) with
    ``- 2 Name`` and ``+ 1 Name``, then ``moved:`` with ``1 Name: Sideboard -> Main
    deck``. An unknown card is shown as ``written`` gives it (as the list wrote it),
    else by its normalised name, with ``(unknown card)``."""

    def _shown(name: str) -> str:
        if not name.startswith("?"):
            return name
        return f"{(written or {}).get(name, name[1:])} (unknown card)"

    lines: list[str] = []
    heading = None
    for change in changes:
        title = "moved" if change.kind == "moved" else label(change.zone)
        if title != heading:
            lines.append(f"{title}:")
            heading = title
        if change.order is not None:
            first, second = (", ".join(visible(_shown(name)) for name in names)
                             for names in change.order)
            lines.append(f"  order: {first} -> {second}")
        elif change.kind == "moved":
            lines.append(f"  {change.count} {visible(_shown(change.name))}: "
                         f"{label(change.zone)} -> {label(change.to_zone)}")
        else:
            sign = "-" if change.kind == "removed" else "+"
            lines.append(f"  {sign} {change.count} {visible(_shown(change.name))}")
    return lines


def run_diff(checker: Checker, registered: str, played: str, game: str | None,
             echo: Callable[[str], None], warn: Callable[[str], None],
             format_id: str | None = None) -> int:
    """Compare two decklists and write the changes with ``echo`` (problems with
    ``warn``); both are read by the format ``format_id`` when given (a Commander
    registration and its MTGO export, whose commander is the sideboard's last block, are
    then the same deck), else each list by its own and a list naming none by the other
    list's (the registered list's first; standard input is read once by the command and
    its bytes read again here as a file's), so that swapping the two files never
    turns the same deck into a different one. What a list's project config changed in
    how it was read (``ReadDeck.config``) is said with ``warn``, as how its game was
    guessed is. Output: the exit code (0 same, 1
    different, 2 unreadable). Raises ``CardtoolsError`` for an unknown format."""
    if format_id is not None and not checker.registry.games_named(format_id):
        named = checker.registry.get(format_id, game)  # an unknown format: said once, exit 2
        refuse_another_game(format_id, named.game, game)
    given_game = game
    first = read_deck(checker, registered, game, format_id)
    registered_format = None
    if isinstance(first, ReadDeck):
        # the played list is read in the registered list's game, and by its format when
        # it names none (a table copy or a client's export holds no Format: line)
        game = game or first.deck.game
        registered_format = first.format.id if first.format is not None else None
    second = read_deck(checker, played, game, format_id, registered_format)
    if (registered_format is None and isinstance(first, ReadDeck)
            and isinstance(second, ReadDeck) and second.format is not None):
        # the registered list names none (a client's export) but the played one does:
        # both are read by it, so the order of the two files never changes the verdict
        first = read_deck(checker, registered, game, None, second.format.id)
    first, second = _one_deck(first), _one_deck(second)
    told: set[str] = set()  # the same file given twice: its problem said once
    for path, read in ((registered, first), (played, second)):
        lines = ([unread_line(path, read)] if isinstance(read, Finding)
                 else [f"{visible(printable(path))}: {said}"
                       for said in (read.config, read.guessed) if said])
        for line in lines:
            if line not in told:
                warn(line)
                told.add(line)
    if isinstance(first, Finding) or isinstance(second, Finding):
        return 2
    empty = [path for path, read in ((registered, first), (played, second))
             if holds_no_card(read.deck)]
    for path in dict.fromkeys(empty):  # a list of no card is no deck to compare
        warn(f"{visible(printable(path))}: no card was read: nothing to compare "
             f"({EMPTY_HINT})")
    if empty:
        return 2
    names = f"{visible(printable(registered))} -> {visible(printable(played))}"
    fmt = first.format or second.format
    changes = compare(first.deck, second.deck, fmt)
    other = (_other_game(checker, played, second.deck) if changes and format_id is None
             and given_game is None else None)
    if other is not None:
        echo(f"{names}: not the same deck: the registered list is a deck of "
             f"{first.deck.game}, the played one of {other.game} (fingerprints "
             f"{deck_fingerprint(first.deck)} and {deck_fingerprint(other)})")
        return 1
    if not changes:
        echo(f"{names}: the same deck (fingerprint {deck_fingerprint(first.deck, fmt)})")
        return 0
    echo(f"{names}: {summary(changes)}; fingerprints {deck_fingerprint(first.deck, fmt)} "
         f"and {deck_fingerprint(second.deck, fmt)}")
    for line in describe(changes, zone_labels(first.format, second.format,
                                              game=first.deck.game),
                         written_names(first.deck, second.deck)):
        echo(line)
    moved = next((change for change in changes if _command_zone_read_as_side(change)), None)
    if fmt is None and moved is not None:
        path, deck = (registered, first.deck) if moved.zone == "side" else (played,
                                                                             second.deck)
        warn(f"hint: neither list names a format, so {visible(printable(path))}, without "
             f"a command zone, read {_side_block(deck, moved.name)} as its sideboard: give "
             "--format with the deck's format to read both by it")
    return 1


def _side_block(deck: Deck, name: str) -> str:
    """Which block of ``deck`` its sideboard's copies of the card ``name`` are: ``its
    first block`` when they come before every line of another zone (a Commander list
    written commander first, then a blank line and the 99), else ``its last block``
    (where a client's export, MTGO's, writes the commander)."""
    side = [entry.line.line for entry in deck.entries if entry.line.line is not None
            and entry.zone == "side" and entry.card is not None and entry.card.name == name]
    others = [entry.line.line for entry in deck.entries
              if entry.line.line is not None and entry.zone != "side"]
    if side and others and max(side) < min(others):
        return "its first block (where a list may write its commander first)"
    return "its last block (where a client's export, MTGO's, writes the commander)"


def _one_deck(read: ReadDeck | Finding) -> ReadDeck | Finding:
    """``read``, or the ``file-error`` its reader recorded when the file holds no one deck
    to compare (two decks in one file, as ``check`` judges none of them: ``Deck`` / 40 /
    blank / 40 in Mage Noir); the first such, in line order."""
    if isinstance(read, Finding):
        return read
    return next((finding for finding in read.deck.findings if finding.rule == "file-error"),
                read)


def _command_zone_read_as_side(change: Change) -> bool:
    """Whether ``change`` moves a card between the command zone and the sideboard: the
    commander of a list read without a format, where a client's export keeps it in its
    last block."""
    return change.kind == "moved" and {change.zone, change.to_zone} == {"command", "side"}


def _other_game(checker: Checker, played: str, as_read: Deck) -> Deck | None:
    """The played list read in its own game, when that is not the registered list's
    game it was read in (``as_read``): the game its ``Format:`` or ``Game:`` line names,
    or, for a list naming none, the game its cards tell when the registered game's data
    knows none of them (a Magic Online ``.dek`` against a Mage Noir registration).
    ``None`` when the list is of the registered list's game."""
    own = read_deck(checker, played)
    if not isinstance(own, ReadDeck) or own.deck.game == as_read.game:
        return None
    knows_none = all(entry.card is None for entry in as_read.entries)
    return own.deck if not own.guessed or knows_none else None
