"""Drafted pools (``--pool``): finding a deck's pool file and reading it.

A pool file is written as a decklist; its cards count copies per card (canonical name:
a drafted card is that card, not an alternate counting as it), which the ``pool`` rule
compares with the deck (DESIGN 5).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from cardtools.carddb import CardDatabase
from cardtools.decklist import read_decklist, settle_reading, within_limits
from cardtools.decklist.text import read_text
from cardtools.errors import CardtoolsError
from cardtools.inputs import read_input
from cardtools.model import Decklist, Finding
from cardtools.paths import printable, printable_part
from cardtools.rules.finish_required import printed_only_in

#: The finish a pool's marks (``*F*``, ``(holo)``) give its copies.
HOLOGRAPHIC = "holographic"


class PoolCards(NamedTuple):
    """The cards of a drafted pool: ``copies``, card (canonical name) -> copies, and
    ``holographic``, card -> the copies marked holographic (``*F*``, ``(holo)``): pool
    copies carry their finish, so an unmarked copy is not holographic (a pool that marks
    none holds no holographic copy). ``printed_holographic``, card -> the copies not
    marked of a card printed only holographic: holographic too. Cards are
    kept apart from the identities they count as (an alternate, a double Magi): a deck
    is built from the cards drafted, and a drafted alternate is no copy of its card.
    ``notes``: what reading the pool file left out or guessed, as a decklist's reader
    says it (``0 copies of 'Name': not counted``, a skipped ``Maybeboard``), each with
    its line of the pool file (``pool_notes``)."""

    copies: dict[str, int]
    holographic: dict[str, int]
    printed_holographic: dict[str, int]
    notes: tuple[tuple[int | None, str], ...] = ()


class DraftPool:
    """A drafted pool a deck is judged against: its ``cards`` (``PoolCards``), the pool
    ``file`` and whether it is one player's pool of a ``--pool`` folder
    (``per_player``) rather than the one ``--pool FILE`` of every deck."""

    __slots__ = ("cards", "file", "per_player")

    def __init__(self, cards: PoolCards, file: Path, per_player: bool) -> None:
        self.cards = cards
        self.file = file
        self.per_player = per_player


#: Pool file suffixes looked for beside a decklist's name in a ``--pool`` folder.
POOL_SUFFIXES = (".txt", ".deck", ".dec", ".yaml", ".yml", ".json", ".dek", ".cod")


def is_the_decklist(pool: Path, deck_path: str) -> bool:
    """Whether the pool file ``pool`` is the decklist file ``deck_path`` itself (the same
    file, by any path): a deck judged against itself as its pool holds every card it
    plays. Raises nothing (a path that cannot be compared is no match)."""
    try:
        return os.path.samefile(pool, deck_path)
    except (OSError, ValueError):
        return False


def itself_as_pool(deck_path: str) -> Finding:
    """The ``file-error`` of a deck whose pool file is the decklist itself."""
    return Finding("file-error", f"the drafted pool is this decklist itself "
                   f"({os.path.basename(deck_path)}): a deck is not its own pool",
                   hint="keep the players' pools apart from their decklists, or name the "
                        "player's pool with a 'Pool: FILE' line")


def pool_file_for(folder: Path, deck_path: str, named: str | None) -> Path | Finding:
    """The pool file of a deck in a ``--pool`` folder: the file the decklist names
    (``Pool: NAME``, a file name in that folder, never a path), else the file of the
    same name as the decklist, else of the same stem with a decklist suffix; never the
    decklist file itself (a pool folder holding the decklists too). Output: the path, or
    a ``file-error`` finding saying what was looked for (or that the file the decklist
    names is itself, or that it names another file than the player's own pool, which
    the folder holds: ``_own_pool``)."""
    stem = os.path.splitext(os.path.basename(deck_path))[0]
    if named is not None:
        if named != os.path.basename(named) or named in (".", "..") or "\\" in named:
            return Finding("file-error", f"'Pool: {named}' must name a file of the pool "
                           f"folder {printable(str(folder))}, not a path")
        if (own := _own_pool(folder, deck_path, named)) is not None:
            return own
        candidates = [named]
    else:
        candidates = _own_names(deck_path)
    itself = ""
    for candidate in candidates:
        if (folder / candidate).is_file():
            if is_the_decklist(folder / candidate, deck_path):
                if named is not None:
                    return itself_as_pool(deck_path)
                itself = f"; {printable_part(candidate)} is this decklist itself, not its pool"
                continue
            return folder / candidate
    looked = printable_part(candidates[0] if named is not None
                            else f"{candidates[0]}, {stem}.*")
    return Finding("file-error", f"no drafted pool for this deck in {printable(str(folder))} "
                   f"(looked for "
                   f"{looked}{itself})",
                   hint="put the player's pool there under the decklist's name, or name it "
                   "with a 'Pool: FILE' line")


def _own_names(deck_path: str) -> list[str]:
    """The names a player's pool file may have in a ``--pool`` folder: the decklist's
    file name, then its stem with each of ``POOL_SUFFIXES``."""
    name = os.path.basename(deck_path)
    stem = os.path.splitext(name)[0]
    return [name, *(stem + suffix for suffix in POOL_SUFFIXES)]


def _own_pool(folder: Path, deck_path: str, named: str) -> Finding | None:
    """The ``file-error`` of a decklist whose ``Pool:`` line names a file (``named``) of
    another name than its own while the ``folder`` holds the pool of its own name
    (``alice.txt`` saying ``Pool: bob.txt`` beside ``alice.txt``, its own pool): which is
    the player's is not known, and judged against the other player's pool the deck was
    legal with cards its own pool lacks. ``None`` when the names agree or no own pool is
    there."""
    names = _own_names(deck_path)
    if os.path.splitext(named)[0] == os.path.splitext(names[0])[0]:
        return None
    own = next((folder / name for name in names if (folder / name).is_file()
                and not is_the_decklist(folder / name, deck_path)), None)
    if own is None:
        return None
    shown = printable_part(own.name)
    return Finding("file-error", f"'Pool: {named}' names another pool file than this "
                   f"decklist's own, {shown}, which {printable(str(folder))} holds: not "
                   "judged, as which is this player's pool is not known",
                   hint=f"remove the 'Pool:' line to judge the deck against {shown}, or "
                        "give each player's pool the name of the player's decklist")


def readable(path: Path) -> None:
    """Check that the pool file ``path`` can be read (a regular file within the limits),
    without reading its cards: a pool given where no format drafts is still a file the
    user named. Raises ``CardtoolsError`` naming the file when it cannot be read."""
    data = read_input(str(path))
    if isinstance(data, Finding):
        raise CardtoolsError(f"cannot read the pool: {data.message}", str(path))


#: Section headers a pool file may use for its cards, which a decklist skips.
POOL_SECTIONS = frozenset({"pool"})


def read_pool(path: Path, database: CardDatabase) -> PoolCards:
    """Read a drafted pool (decklist syntax; its cards under no header, ``Deck`` or
    ``Pool``) and count copies per card (canonical name, not identity: a drafted
    alternate is not the card it counts as), and apart the copies marked holographic (a
    format that requires the finish judges those: MageTCG rules, Game Variants,
    Speakeasy).

    A grouping header (``Characters (20)``, ``Spells:``) that names no card is skipped,
    as in a deck. Raises ``CardtoolsError`` naming the file and line for an unreadable
    file, a line that is not a card line, or an unknown card, and naming the file for a pool that
    holds no card (saying which sections were skipped).
    """
    data = read_input(str(path))
    if isinstance(data, Finding):
        raise CardtoolsError(f"cannot read the pool: {data.message}", str(path))
    decklist = read_decklist(data, str(path))
    if any(f.rule == "ignored-section" and f.message.lower().startswith("section 'pool'")
           for f in decklist.findings):  # the cards under a "Pool" header: read them
        decklist = within_limits(read_text(data, POOL_SECTIONS))
    problem = decklist.fatal or next(
        (f for f in decklist.findings if f.rule == "parse-error"), None)
    if problem is not None:
        raise CardtoolsError(f"pool: {problem.message}", str(path), str(problem.line or ""))
    counts: dict[str, int] = {}
    holographic: dict[str, int] = {}
    printed: dict[str, int] = {}
    settled: list[tuple[int | None, str]] = []
    for written in decklist.lines:
        line, said = settle_reading(written, lambda name: _names_card(database, name),
                                     database.never_printed, database.printed_in,
                                     database.describes, database.name_alike)
        if said is not None and said.rule in _SAID_OF_POOLS:
            settled.append((said.line, said.message))  # "0 Name 046": no copy, said
        if line is None and said is not None and said.rule in _SAID_OF_POOLS:
            continue
        if line is None:
            message = said.message if said is not None else "not a card line"
            raise CardtoolsError(f"pool: {message}", str(path), str(written.line or ""))
        found = database.resolve(line.name)
        card = found.card
        if card is None and line.maybe_header and line.bare:
            continue  # a grouping header ("Characters (20)", "Spells:"), as in a deck
        if card is None:
            raise CardtoolsError(unknown_pool_card(line.name, line.count, found.suggestions),
                                 str(path), str(line.line))
        name = card.name
        counts[name] = counts.get(name, 0) + line.count
        if line.holographic:
            holographic[name] = holographic.get(name, 0) + line.count
        elif printed_only_in(card, HOLOGRAPHIC):
            printed[name] = printed.get(name, 0) + line.count
    if not counts:
        raise CardtoolsError("the pool holds no card: " + _why_empty(decklist), str(path))
    return PoolCards(counts, holographic, printed,
                     tuple(sorted((*pool_notes(decklist), *settled), key=_by_line)))


def unknown_pool_card(name: str, count: int, suggestions: Sequence[str]) -> str:
    """The error of a pool line naming no card (``name``, written with ``count``
    copies), saying what to write as an unknown card of a decklist is said: the close
    names (``1 Umbral Warden (2)``: did you mean Umbral Warden?) and the line to write
    (``'1 Umbral Warden'``), else to check the spelling or add the card with
    ``--cards``. A pool's unknown card stops the run: judged without it, a deck playing
    that card would be refused, and guessed as another, a deck could be legal with copies
    never drafted."""
    said = f"pool names an unknown card {name!r}"
    form = "a pool's card line is the count, then the card's name alone"
    if not suggestions:
        return f"{said}: check the spelling, or add the card with --cards; {form} ('{count} NAME')"
    return (f"{said} (did you mean {' or '.join(suggestions)}?); {form}: "
            f"'{count} {suggestions[0]}'")


#: The findings of a pool file's reading that say what it left out or guessed.
_SAID_OF_POOLS = frozenset({"reading", "ignored-section"})


def _by_line(note: tuple[int | None, str]) -> int:
    """The line a pool's note is on, for sorting (none first)."""
    return note[0] or 0


def pool_notes(decklist: Decklist) -> tuple[tuple[int | None, str], ...]:
    """The line and message of each finding of a pool file read as ``decklist`` that
    says what its reading left out or guessed (``_SAID_OF_POOLS``: a line of 0 copies,
    not counted; a ``Maybeboard`` section, skipped), which the deck judged against the
    pool says (they were dropped unsaid: a pool's card lost to a typed 0)."""
    return tuple((finding.line, finding.message) for finding in decklist.findings
                 if finding.rule in _SAID_OF_POOLS)


def _why_empty(decklist: Decklist) -> str:
    """Why a pool file read as empty, and what a pool file looks like."""
    skipped = [f"line {f.line}" for f in decklist.findings if f.rule == "ignored-section"]
    why = (f"the cards are under a section that is not part of a deck ({', '.join(skipped)}); "
           if skipped else "")
    return (why + "a pool file is a decklist: card lines such as '4 Fire Ball', under no "
            "header, 'Deck' or 'Pool'")


def _names_card(database: CardDatabase, name: str) -> str | None:
    """The name of the one card of ``database`` that ``name`` names (no suggestions
    sought), with or without a word printed before some cards' names
    (``prefixes.printed_prefix_card``: MageTCG's ``Iconic``); ``None`` when it names none."""
    from cardtools.prefixes import printed_prefix_card
    card = database.resolve(name, False).card or getattr(
        printed_prefix_card(name, database), "card", None)
    return None if card is None else card.name
