"""Finding, validating and resolving format definitions (DESIGN 5).

Formats live in ``formats/<game>/<name>.yaml`` under the bundled tree and under each
``--formats-dir``; a user's file of the same id replaces the bundled one. A file may
``extends`` another (resolved by format id inside the formats trees, never against the
working directory; cycles are refused) and a ``variant: true`` file combines with a
base by id: ``magetcg/ascension+heroic``.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextvars import ContextVar
from functools import cached_property
from pathlib import Path
from typing import Any

from cardtools.bundledyaml import load_data_yaml
from cardtools.display import visible
from cardtools.errors import CardtoolsError, UnknownFormat
from cardtools.fileio import read_data_text
from cardtools.formatspec.build import build_format
from cardtools.formatspec.model import Format, Source, format_file_ids
from cardtools.formatspec.options import format_errors
from cardtools.formatspec.sources import sourced, written_whole
from cardtools.gamedata import (
    GAME_FILE,
    ZoneTable,
    ambiguous_format_names,
    format_names,
    formats_not_here,
    game_and_format,
    game_called,
    is_formats_folder_file,
    zone_table,
)
from cardtools.nearmiss import closest, closest_named, spelling
from cardtools.patterns import WORD
from cardtools.patterns import lazy_pattern as _lazy
from cardtools.resources import formats_dir

#: Spaces and underscores between the words of a format's name: its hyphens.
_WORD_GAPS = re.compile(r"(?<=\w)[\s_]+(?=\w)")

#: A ``+`` joining a variant to its base, with the spaces around it (``ascension + heroic``).
_SPACED_PLUS = re.compile(r"\s*\+\s*")
#: A name in round brackets after a format's (``ascension (heroic)``): maybe a variant's.
_BRACKETED_LAST = _lazy(r"^(?P<base>[^()]+?)\s*\((?P<variant>[^()]+)\)$")

#: Every space, hyphen and underscore of a format's name (``historic-brawl``: ``historicbrawl``).
_ALL_GAPS = _lazy(r"[\s_-]+")


#: Keys that describe a file itself and are not inherited by ``extends`` or variants.
OWN_KEYS = ("extends", "abstract", "variant", "applies_to")
MAX_FORMAT_FILE = 1024 * 1024


class FormatFile:
    """A format definition file: its id (``game/name``), path, whether it is bundled, and
    the rank of its folder (0 bundled, then each extra folder in the order given)."""

    __slots__ = ("bundled", "id", "path", "rank")

    def __init__(self, id: str, path: Path, bundled: bool, rank: int = 0) -> None:
        self.id = id
        self.path = path
        self.bundled = bundled
        self.rank = rank

    @property
    def game(self) -> str:
        """The game id: the folder the file is in."""
        return self.id.split("/", 1)[0]


#: What a format id of a user's formats folder is written with: ASCII letters, digits,
#: hyphens and underscores, as every bundled id is.
_PLAIN_ID = _lazy(r"[A-Za-z0-9_][A-Za-z0-9_-]*/[A-Za-z0-9_][A-Za-z0-9_-]*")


def _refuse_disguised_id(file_id: str, path: Path) -> None:
    """Refuse a user's format file whose id (``<game folder>/<file name>``) holds any other
    character than ``_PLAIN_ID``'s: ``mage-noir/tourn\u0430ment.yaml``, a Cyrillic a, was
    a format of its own that a decklist's ``Format:`` line named, reported as
    ``mage-noir/tournament`` to the eye, the banned card legal; an invisible character
    or a space does the same. Raises ``CardtoolsError`` naming the file and the
    characters."""
    if _PLAIN_ID().fullmatch(file_id):
        if file_id != file_id.lower() or path.suffix not in (".yaml", ".yml"):
            # ids are read in lower case (Format: Legacy names mtg/legacy): such a file
            # was never used, a house ban in mtg/Legacy.yaml silently not applied
            raise CardtoolsError(
                f"the format file name {path.parent.name}/{path.name} is not all in lower "
                "case: format ids and suffixes are read in lower case (a Format: line "
                f"naming it names {file_id.lower()}), so it would never be used; name the "
                "game folder and the file in lower case", str(path))
        return
    odd = dict.fromkeys(ch for ch in file_id
                        if not (ch.isascii() and (ch.isalnum() or ch in "-_/")))
    said = ", ".join(f"U+{ord(ch):04X} {unicodedata.name(ch, 'unnamed')}" for ch in odd)
    raise CardtoolsError(
        f"the format id {visible(file_id)!r} holds {said}: a format id is written with "
        "ASCII letters, digits, '-' and '_' (one that looks like another format's id "
        "would be reported as it)", str(path))


def _format_files(root: Path) -> list[Path]:
    """The ``<game>/<format>.yaml`` (or ``.yml``) files of a formats folder, the suffix in
    any case (``standard.YAML``: a file saved so was left out unsaid, to be refused by
    its name); hidden ones (``._house.yaml``) left out (``is_formats_folder_file``)."""
    return [path for path in root.glob("*/*")
            if is_formats_folder_file(path.relative_to(root).parts)]


class FormatRegistry:
    """All format definitions visible to one run.

    Input: extra formats folders (``--formats-dir``, the config's ``formats_dir``),
    searched after the bundled tree so their files win; ``keep_going``: a file whose id
    is refused is left out (``refused``) instead of raising ``CardtoolsError``. Files are
    read and validated only when a format that needs them is asked for; results are
    cached.
    """

    def __init__(self, extra_dirs: Sequence[Path] = (), keep_going: bool = False) -> None:
        self.files: dict[str, FormatFile] = {}
        #: With ``keep_going`` (the formats listing), each file refused by its id (shown
        #: made visible) and why, left out, where the run would stop on the first.
        self.refused: dict[str, CardtoolsError] = {}
        #: Each format id that two extra folders define -> the files of the earlier
        #: folders, which the last one's file replaces (``shadowed_notes``).
        self.shadowed: dict[str, list[Path]] = {}
        #: Every definition of each id, in folder order (``parent_file``).
        self.definitions: dict[str, list[FormatFile]] = {}
        for rank, (root, bundled) in enumerate(
                [(formats_dir(), True), *((Path(d), False) for d in extra_dirs)]):
            if not bundled and not root.is_dir():
                raise CardtoolsError(
                    "formats folder not found" if not root.exists() else
                    "a file, not a formats folder (the folder that holds "
                    "<game>/<format>.yaml: formats validate FILE lints one file)", str(root))
            if not bundled and any(not path.name.startswith(".") for path in root.glob(
                    "*.y*ml")) and not _format_files(root):
                raise CardtoolsError("format files go in one folder per game: "
                                     "<formats dir>/<game>/<format>.yaml", str(root))
            for path in sorted(_format_files(root)):
                if path.is_file() and path.name != GAME_FILE:  # game data, not a format
                    file_id = f"{path.parent.name}/{path.stem}"
                    if not bundled:
                        try:
                            _refuse_disguised_id(file_id, path)
                        except CardtoolsError as refused:
                            if not keep_going:
                                raise
                            self.refused[visible(file_id)] = refused
                            continue
                    if not bundled and file_id in self.files \
                            and not self.files[file_id].bundled:
                        self.shadowed.setdefault(file_id, []).append(self.files[file_id].path)
                    self.files[file_id] = FormatFile(file_id, path, bundled, rank)
                    self.definitions.setdefault(file_id, []).append(self.files[file_id])
        self.extra_dirs = tuple(Path(d) for d in extra_dirs)
        self._raw: dict[str, dict[str, Any]] = {}
        self._formats: dict[str, Format] = {}
        self._by_text: dict[tuple[str, str | None], Format] = {}

    def shadowed_notes(self) -> list[str]:
        """What to say of each format id two extra folders define (``shadowed``), one
        line each: the files, and which one is used, the last folder's (the config's
        ``formats_dir`` folders, then ``--formats-dir``'s, each in the order given)."""
        from cardtools.paths import shown_path

        return [f"format {file_id} is defined in more than one formats folder: "
                f"{', '.join(shown_path(path) for path in earlier)} and "
                f"{shown_path(self.files[file_id].path)}; the last folder given wins: "
                f"{shown_path(self.files[file_id].path)} is used, the other not read "
                "(the config's formats_dir folders come first, then --formats-dir's, each "
                "in the order given)"
                for file_id, earlier in self.shadowed.items()]

    def warn_shadowed(self, said: set[str] | None = None) -> None:
        """Say each of ``shadowed_notes`` on standard error (``cardtools: warning:
        ...``), but those in ``said`` (the run's said already), adding them to it."""
        import sys

        said = set() if said is None else said
        for note in self.shadowed_notes():
            if note not in said:
                said.add(note)
                print(f"cardtools: warning: {note}", file=sys.stderr)

    @cached_property
    def zones(self) -> ZoneTable:
        """The zones of the bundled game data and of the extra folders' (loaded once).
        Raises ``CardtoolsError`` for a game data file that cannot be read or is
        invalid."""
        return zone_table(self.extra_dirs)

    def raw(self, file_id: str) -> dict[str, Any]:
        """The mapping of one file, validated against the format schema.

        Raises ``CardtoolsError`` (file, JSON path, what was expected) when the file is
        not valid YAML or breaks the schema.
        """
        return self._raw_of(self.files[file_id])

    def _raw_of(self, info: FormatFile) -> dict[str, Any]:
        """The mapping of one definition (``raw``), read once."""
        key = str(info.path)
        if key not in self._raw:
            self._raw[key] = read_format_file(info.path, validate=not info.bundled,
                                              zones=self.zones)
        return self._raw[key]

    def parent_file(self, info: FormatFile, parent_id: str) -> FormatFile:
        """The definition of ``parent_id`` that the format file ``info`` extends: the
        one of the last folder among the bundled formats and the folders ranking as
        high as ``info``'s or higher, so a format of the organizer's ``--formats-dir``
        never takes its parent from a player's config folder given before it; the
        used definition when none is (``files``). A file extending its own id
        (``mtg/modern.yaml`` with ``extends: modern``, a house ban added to Modern) extends
        the definition it shadows, one read before it (the bundled one): the lookup skips
        itself and the folders after it. Raises nothing."""
        found = self.definitions.get(parent_id, [])
        if parent_id == info.id and info in found:
            found = found[:found.index(info)]
        usable = [each for each in found if each.bundled or each.rank >= info.rank]
        return usable[-1] if usable else self.files[parent_id]

    def kind(self, file_id: str) -> str:
        """``variant``, ``abstract`` or ``format`` for a file id."""
        data = self.raw(file_id)
        if data.get("variant"):
            return "variant"
        return "abstract" if data.get("abstract") else "format"

    def ids(self, kinds: Iterable[str] = ("format",), game: str | None = None) -> list[str]:
        """Sorted file ids of the given kinds, optionally of one game."""
        wanted = set(kinds)
        return sorted(
            i for i, f in self.files.items()
            if (game is None or f.game == game) and self.kind(i) in wanted
        )

    def games(self) -> list[str]:
        """Ids of the games that have at least one format file."""
        return sorted({f.game for f in self.files.values()})

    def game_named(self, text: str) -> str | None:
        """The id of the game ``text`` (a decklist's ``Game:`` line) names: its id or one
        of its names (``game_names``: ``Magic: The Gathering`` is ``mtg``), in any case,
        with spaces, hyphens or underscores between the words; ``None`` for no game.
        Pure."""
        return game_called(text, self.games())

    def games_named(self, text: str) -> list[str]:
        """The games, sorted, with a format of the bare name ``text`` when several have
        one (``standard``: ``["magi-nation", "mtg"]``), else ``[]`` (a full id, a name
        of one game or of none). Pure."""
        base = _WORD_GAPS.sub("-", text.strip().lower()).split("+")[0]
        if "/" in base:
            return []
        games = sorted({f.game for i, f in self.files.items() if i.endswith("/" + base)})
        return games if len(games) > 1 else []

    def canonical_id(self, text: str, game: str | None = None) -> str:
        """Turn what a user wrote (``modern``, ``mtg/modern``, ``ascension+heroic``) into a
        full id (``mtg/modern``, ``magetcg/ascension+heroic``).

        ``game`` (a decklist's ``Game:`` line) settles a bare name that several games
        have. Raises ``UnknownFormat`` when no format or variant has that name, a bare
        name belongs to several games, or a variant is named twice
        (``_refuse_repeated``). Spaces and underscores between the words of a name are
        its hyphens (``Duel Commander``, as deck sites and mtgtop8's
        ``// FORMAT :`` write it, is ``duel-commander``).
        """
        written = text.strip()
        text = self._variants_joined(_WORD_GAPS.sub("-", written.lower()), game)
        base, *variants = text.split("+")
        self._refuse_ambiguous(written, base, game)
        base = self._named(base, game)
        if not self._has_name(base) and (
                prefixed := game_and_format(base, self.games())) is not None:
            # "MTG Modern", "Magic: The Gathering - Legacy", "magic/modern": the game's
            # name, then the format's
            self._refuse_ambiguous(written, prefixed[1], None)
            base = self._named(f"{prefixed[0]}/{_WORD_GAPS.sub('-', prefixed[1])}", game)
        if "/" in base:
            game = base.split("/", 1)[0]
        else:
            games = [f.game for i, f in self.files.items() if i.endswith("/" + base)]
            if game is not None and game in games:
                games = [game]
            if len(games) != 1:
                raise UnknownFormat(self._unknown_message(text, written, game, games))
            game = games[0]
            base = f"{game}/{base}"
        full = [base] + [v if "/" in v else f"{game}/{v}" for v in variants]
        for part in full:
            if part not in self.files:
                raise UnknownFormat(self._variants_unknown(
                    text, written, base, [v for v in full[1:] if v not in self.files])
                    or self._unknown_message(text, written, game))
        _refuse_repeated(written, full)
        return "+".join([base, *(v.removeprefix(f"{game}/") for v in full[1:])])

    def _variants_joined(self, text: str, game: str | None) -> str:
        """``text`` (a format as written, in lower case with its words hyphenated) with
        each variant written in words beside its base's name joined to it with ``+``, as
        ids join them, when a variant file has that name and the text names no format as
        written: ``ascension + heroic``, ``ascension (heroic)``, ``ascension-heroic``
        (``Ascension Heroic``) and ``heroic-ascension`` are ``ascension+heroic`` (each
        was an unknown format); several so written, each (``ascension heroic speakeasy``:
        ``ascension+heroic+speakeasy``; the last alone was joined, Heroic dropped)."""
        joined = _SPACED_PLUS.sub("+", text)
        while (text := joined) != (joined := self._variant_joined(text, game)):
            pass
        return joined

    def _variant_joined(self, text: str, game: str | None) -> str:
        """``_variants_joined`` of one variant: the last written beside the base."""
        base, plus, rest = text.partition("+")
        if self._has_name(base) or self._named(base, game) != base:
            return text
        variants = self._variant_names()
        bracketed = _BRACKETED_LAST().match(base)
        if bracketed is not None and bracketed["variant"] in variants:
            return f"{bracketed['base']}+{bracketed['variant']}{plus}{rest}"
        for variant in variants:
            if base.endswith(f"-{variant}") and len(base) > len(variant) + 1:
                return f"{base[:-len(variant) - 1]}+{variant}{plus}{rest}"
            if base.startswith(f"{variant}-") and len(base) > len(variant) + 1:
                return f"{base[len(variant) + 1:]}+{variant}{plus}{rest}"
        return text

    def _variant_names(self) -> list[str]:
        """The bare names of the variant files (``heroic``), longest first; a file that
        cannot be read is none (using it says why)."""
        names = set()
        for file_id in self.files:
            try:
                if self.kind(file_id) == "variant":
                    names.add(file_id.split("/", 1)[1])
            except CardtoolsError:
                continue
        return sorted(names, key=lambda name: (-len(name), name))

    def _named(self, base: str, game: str | None) -> str:
        """The format ``base`` (a bare name, or ``game/name``, in lower case with its words
        hyphenated) names: itself when a format file has that name, else the format the
        game data's other names for its formats give it (``format_names``: ``edh`` and
        ``mtg/edh`` are ``mtg/commander``; a bare name of one game only, or of ``game``,
        a decklist's ``Game:``), else itself (unknown)."""
        named_game, _, name = base.rpartition("/")
        if self._has_name(base):
            return base
        wanted = named_game or game
        games = [each for each in self.games() if wanted is None or each == wanted]
        found = {f"{each}/{_WORD_GAPS.sub('-', str(to))}" for each in games
                 for written, to in format_names(each).items()
                 if _WORD_GAPS.sub("-", written.lower()) == name}
        return found.pop() if len(found) == 1 else base

    def _refuse_ambiguous(self, written: str, name: str, game: str | None) -> None:
        """Raise ``UnknownFormat`` when ``name`` (a bare name as written, ``Brawl``) is
        one the game data gives two formats (``ambiguous_format_names``: Standard Brawl,
        defined here, or MTG Arena's Historic Brawl, not), in any game: the message tells
        both (``written`` quoted as the user wrote it) and the full id to write for the
        one judged here (``mtg/brawl``). A full id
        is never refused, nor the name of a format of ``game`` (a decklist's ``Game:``).

        Rules: MTG Arena, Moxfield, Scryfall and MTGJSON call the 100-card Historic Brawl
        "Brawl" since 2023, the 60-card one "Standard Brawl"."""
        if "/" in name:
            return
        wanted = _ALL_GAPS().sub("", name)
        # the name of a format of the decklist's own game is that game's alone
        own = [game] if game is not None and f"{game}/{name}" in self.files else []
        for each in own or self.games():
            what = next((what for written, what in ambiguous_format_names(each).items()
                         if _ALL_GAPS().sub("", written.lower()) == wanted), None)
            if what is not None and f"{each}/{what['format']}" in self.files:
                shown = written if len(written) <= 80 else written[:77] + "..."
                raise UnknownFormat(
                    f"format {shown!r} is ambiguous: {what['about']}; write "
                    f"{each}/{what['format']} to judge the one defined here")

    def _has_name(self, base: str) -> bool:
        """Whether a format file is ``base`` (``mtg/modern``) or has that bare name
        (``modern``)."""
        return base in self.files or any(i.endswith("/" + base) for i in self.files)

    def _unknown_message(self, text: str, written: str, game: str | None,
                         ambiguous: Sequence[str] = ()) -> str:
        """Why ``text`` (the format as the user wrote it, ``written``, lower-cased, its
        words hyphenated) names no format, and what it may have meant: a game's name
        (``MageTCG``, ``Magic: The Gathering``) gets that game's formats; words after a
        format's name (``Modern (Winter Open, Dec 19)``) that format (``leading_formats``); a
        near miss (``modrn``, ``mtg/pauper-edh``) the closest ids; an id naming a known
        game that game's formats; only text near nothing gets the formats of ``game``
        (a decklist's ``Game:``), else every format. The first clause (``no format
        'x'``, ``written`` quoted as written) stays the same whatever follows: report
        fingerprints are made of it."""
        if len(written) > 80:
            written = written[:77] + "..."
        if len(ambiguous) > 1:
            choices = ", ".join(f"{g}/{text}" for g in sorted(ambiguous))
            return f"format {written!r} exists in several games; write one of: {choices}"
        elsewhere = self._not_here(text)
        if elsewhere is not None:
            return f"no format {written!r}; {elsewhere}"
        named_game = self.game_named(text)
        if named_game is not None:
            return (f"no format {written!r}; that is the name of a game, not of a format: "
                    f"formats of {named_game}: {self.available(named_game)}")
        leading = self.leading_formats(written, game) if "/" not in text else []
        near = self.formats_by_words(written, game)
        if leading and set(near) <= set(leading):
            return (f"no format {written!r}; did you mean {' or '.join(leading)}? (its "
                    "first words are that format's name; the words after them name none)")
        close = self.closest_ids(text)
        if "/" in text and not close:  # "legacy/mtg": the game written after the format
            close = self.closest_ids("/".join(reversed(text.split("/", 1))), 1)
        named = self.game_named(text.split("/", 1)[0]) if "/" in text else None
        if named is not None:  # the id names a game: its formats first, not every game's
            return f"no format {written!r}; {self._of_game(named, close)}"
        close = [*near, *(each for each in close if each not in near)]
        if close:
            return f"no format {written!r}; did you mean {' or '.join(close)}?"
        if game in self.games():
            return f"no format {written!r}; formats of {game}: {self.available(game)}"
        return f"no format {written!r}; available formats: {self.available()}"

    def leading_formats(self, written: str, game: str | None = None) -> list[str]:
        """The formats (of ``game``, a decklist's ``Game:``, else of any game) whose name
        or other name (``format_names``) the first words of ``written`` are, after a
        game's name if it begins with one (``Modern (Winter Open, Dec 19)``, ``MTG Pauper
        League``): ``["mtg/modern"]``; the longest name first (``Pauper Commander Cup``
        is mtg/pauper-commander). ``[]`` for none, and for a name the game data gives two
        formats (``ambiguous_format_names``: ``Brawl Night``). Pure."""
        prefixed = game_and_format(written, self.games())
        if prefixed is not None and game not in (None, prefixed[0]):
            return []
        games = [prefixed[0]] if prefixed else [game] if game in self.games() else self.games()
        words = WORD().findall((prefixed[1] if prefixed else written).lower())
        named = self._names_of(games)
        unsure = self._unsure_names(games)
        # no name is longer than the longest (a hostile line of many words is not walked)
        for size in range(min(len(words), max(map(len, named), default=0)), 0, -1):
            if tuple(words[:size]) in unsure:
                return []
            if tuple(words[:size]) in named:
                return sorted(named[tuple(words[:size])])
        return []

    def formats_by_words(self, written: str, game: str | None = None) -> list[str]:
        """The usable formats each of whose name's words (its bare name's, or another
        name's, ``_names_of``) is a word of ``written`` or close to one (``difflib``,
        ``WORD_CUTOFF``), each word of ``written`` taken once, a name all of whose words
        a longer one's took left out (``Duel Commander 2025``: mtg/duel-commander, not
        mtg/commander); only those of ``game`` (a decklist's ``Game:``, or the game its
        cards are of) when it has some; in the order ``written`` names them:
        ``Legacy/Vintage`` is ``["mtg/legacy", "mtg/vintage"]``. A name of two formats
        (``ambiguous_format_names``) matches none; ``written`` with variants (``+``)
        gives ``[]``, as for none. Pure."""
        if "+" in written:  # a base and its variants: closest_ids weighs each part
            return []
        words = WORD().findall(written.lower())[:_MOST_NAME_WORDS]
        found: list[tuple[frozenset[int], str]] = []
        unsure = self._unsure_names(self.games())
        for name, ids in self._names_of(self.games()).items():
            if name in unsure:  # "Brawl": a name of two formats suggests neither
                continue
            spots = [_word_near(each, words) for each in name]
            if None not in spots and len(set(spots)) == len(spots):
                found.extend((frozenset(i for i in spots if i is not None), file_id)
                             for file_id in ids)
        kept = {file_id: min(spots) for spots, file_id in found
                if not any(spots < other for other, _ in found)}
        ours = [file_id for file_id in kept if self.files[file_id].game == game]
        return sorted(ours or kept, key=lambda file_id: (kept[file_id], file_id))

    @staticmethod
    def _unsure_names(games: Sequence[str]) -> set[tuple[str, ...]]:
        """The words of each name the game data of ``games`` gives two formats
        (``ambiguous_format_names``: ``Brawl``). Pure."""
        return {tuple(WORD().findall(name.lower()))
                for each in games for name in ambiguous_format_names(each)}

    def _names_of(self, games: Sequence[str]) -> dict[tuple[str, ...], set[str]]:
        """The words of each bare name and other name (``format_names``) of the usable
        formats of ``games``, and the ids each names. Pure."""
        named: dict[tuple[str, ...], set[str]] = {}
        for each in games:
            for file_id in self._readable_ids(("format",), each):
                named.setdefault(tuple(WORD().findall(file_id.split("/")[1])),
                                 set()).add(file_id)
            for name, to in format_names(each).items():
                if f"{each}/{to}" in self.files:
                    named.setdefault(tuple(WORD().findall(name.lower())),
                                     set()).add(f"{each}/{to}")
        return named

    def _of_game(self, game: str, close: Sequence[str]) -> str:
        """What an unknown id of ``game`` may have meant: the ids of ``close`` (its near
        misses) of that game, that game's formats, then those of ``close`` of other games
        (``mage-noir/standard``: "formats of mage-noir: mage-noir/tournament; in another
        game, did you mean mtg/standard or magi-nation/standard?"). Pure."""
        ours = [each for each in close if each.startswith(f"{game}/")]
        others = [each for each in close if each not in ours]
        hint = f"did you mean {' or '.join(ours)}? " if ours else ""
        elsewhere = (f"; in another game, did you mean {' or '.join(others)}?"
                     if others else "")
        return f"{hint}formats of {game}: {self.available(game)}{elsewhere}"

    def _variants_unknown(self, text: str, written: str, base: str, unknown: Sequence[str]
                          ) -> str:
        """The message of a format id ``text`` (``written`` as written, quoted) naming a
        usable format ``base`` and
        ``unknown`` variants (ids no file has): the closest id that works, else the
        unknown variants named and the variants that combine with ``base`` (``--format
        mtg/modern+nope`` was said an unknown format, its variant unnamed); ``""`` when
        ``base`` is no usable format. The first clause (``no format 'x'``) is
        ``_unknown_message``'s. Pure."""
        game = self.files[base].game if base in self.files else None
        if not unknown or base not in self._readable_ids(("format",), game):
            return ""
        if len(written) > 80:
            written = written[:77] + "..."
        close = self.closest_ids(text)
        if close:  # a near miss: the ids that work, as for a format's name
            return f"no format {written!r}; did you mean {' or '.join(close)}?"
        named = ", ".join(repr(v.split("/", 1)[1]) for v in unknown)
        verb = "is no variant" if len(unknown) == 1 else "are no variants"
        usable = [v.split("/", 1)[1] for v in self._readable_ids(("variant",), game)
                  if self._combines(v, base)]
        takes = (f"variants of {base}: " + ", ".join(f"{base}+{v}" for v in usable)
                 if usable else f"{base} takes no variant")
        return f"no format {written!r}; {named} {verb} of {game}; {takes}"

    def _combines(self, variant_id: str, base: str) -> bool:
        """Whether the variant ``variant_id`` combines with the format ``base`` (its
        ``applies_to`` names it, or is empty: any format of its game); ``False`` for a
        file that cannot be read. Never raises."""
        try:
            applies = self.raw(variant_id).get("applies_to") or []
        except CardtoolsError:
            return False
        game = self.files[variant_id].game
        return not applies or base in {a if "/" in a else f"{game}/{a}" for a in applies}

    def _not_here(self, text: str) -> str | None:
        """What a format that no file defines but the game data names (``Historic Brawl``,
        ``mtg/historicbrawl``: ``formats_not_here``) is, and the formats here nearest to
        it; ``None`` for any other name. Its words are compared without the spaces,
        hyphens or underscores between them. Pure."""
        named_game, _, name = text.rpartition("/")
        wanted = _ALL_GAPS().sub("", name)
        for game in self.games():
            if named_game and named_game != game:
                continue
            for written, what in formats_not_here(game).items():
                nearest = [f"{game}/{each}" for each in what.get("nearest", ())
                           if f"{game}/{each}" in self.files]
                if _ALL_GAPS().sub("", written.lower()) == wanted and nearest:
                    return f"{what['about']}; did you mean {' or '.join(nearest)}?"
        return None

    def closest_ids(self, text: str, most: int = 3) -> list[str]:
        """The usable format ids closest to ``text`` (``difflib``), best first, at most
        ``most``: a full id is compared with the ids, a bare name with the formats' bare
        names (``pauper-edh``: ``mtg/pauper-commander``) and given as its full id; a bare
        name several games have gives each game's id. Pure."""
        if "+" in text:  # a base and its variants: each unknown part by its closest
            return self._closest_combination(text)
        return self._closest_of(text, ("format",), most)

    def _closest_combination(self, text: str) -> list[str]:
        """``[base+variants]`` with each part of ``text`` that names no file of its role
        (the base a format, the rest variants) replaced by the closest that does, else
        ``[]``. Pure."""
        base, *variants = text.split("+")
        game = base.split("/", 1)[0] if "/" in base else None
        parts = []
        for part, kinds in ((base, ("format",)), *((v, ("variant",)) for v in variants)):
            named = part if "/" in part or game is None else f"{game}/{part}"
            if named in self.files and self.kind(named) in kinds:
                parts.append(part)
                continue
            close = self._closest_of(named if "/" in part or game else part, kinds, 1,
                                     base=None if kinds == ("format",) else parts[0])
            if not close:
                return []
            parts.append(close[0])
            game = game or close[0].split("/", 1)[0]
        return ["+".join([parts[0], *(p.split("/", 1)[1] if "/" in p else p
                                      for p in parts[1:])])]

    def _closest_of(self, text: str, kinds: Sequence[str], most: int,
                    base: str | None = None) -> list[str]:
        """The ids of files of ``kinds`` closest to ``text`` (a full id or a bare name),
        best first, at most ``most``; with ``base`` (a format id, or a bare name of one),
        only the variants that combine with it (``foundry+hero`` is not
        ``foundry+heroic``, which Foundry does not take). Pure."""
        usable = self._readable_ids(kinds)
        if base is not None:
            full = base if "/" in base else next(
                (i for i in self.files if i.endswith("/" + base)), base)
            usable = [i for i in usable if self._combines(i, full)]
        if "/" in text:
            return self._closest_full(text, usable, most)
        names = [(file_id.split("/", 1)[1], file_id) for file_id in usable]
        if "format" in kinds:  # another name of a format (mage noir) spelt otherwise
            names += [(written, f"{game}/{to}") for game in self.games()
                      for written, to in format_names(game).items()
                      if f"{game}/{to}" in usable and spelling(written) == spelling(text)]
        return closest_named(text, names, most)

    def _closest_full(self, text: str, usable: Sequence[str], most: int) -> list[str]:
        """The ids of ``usable`` closest to the full id ``text``, best first, at most
        ``most``: when its game part names a game (``mage-noir/standard``, ``magic/modrn``),
        that game's ids first, then the other games' (``magi-nation/standard``). Pure."""
        written_game, _, name = text.partition("/")
        game = self.game_named(written_game)
        if game is None:
            return closest(text, usable, most)
        ours = [each for each in usable if each.startswith(f"{game}/")]
        others = [each for each in usable if each not in ours]
        text = f"{game}/{name}"
        return (closest(text, ours, most) + closest(text, others, most))[:most]

    def available(self, game: str | None = None) -> str:
        """The usable format ids (of ``game``, else of every game), comma-separated (a
        file that cannot be read among them: its use says why)."""
        return ", ".join(self._readable_ids(("format",), game))

    def _readable_ids(self, kinds: Iterable[str], game: str | None = None) -> list[str]:
        """``ids`` without raising, for the suggestions of a format that names none: a
        file that cannot be read is kept (using it says what is wrong with it), a file
        read as another kind (an abstract parent) is not."""
        wanted = set(kinds)
        readable = []
        for file_id, info in sorted(self.files.items()):
            if game is not None and info.game != game:
                continue
            try:
                kind = self.kind(file_id)
            except CardtoolsError:
                kind = "format"
            if kind in wanted:
                readable.append(file_id)
        return readable

    def get(self, text: str, game: str | None = None) -> Format:
        """The resolved format for an id or bare name (variants joined with ``+``).

        Raises ``CardtoolsError`` for unknown ids, a variant that does not apply to the
        base, a file used in the wrong role, ``extends`` cycles, and schema errors.
        """
        found = self._by_text.get((text, game))  # a batch names the same formats again
        if found is None:
            format_id = self.canonical_id(text, game)
            if format_id not in self._formats:
                self._formats[format_id] = self._resolve(format_id)
            found = self._by_text[(text, game)] = self._formats[format_id]
        return found

    def _resolve(self, format_id: str) -> Format:
        base_id, *variant_ids = format_file_ids(format_id)
        if self.kind(base_id) != "format":
            kind = self.kind(base_id)
            raise UnknownFormat(
                f"{base_id} is {'an' if kind == 'abstract' else 'a'} {kind} format file and "
                "cannot be used as a format by itself"
                + self._variant_hint(base_id),
            )
        merged = self.merged(base_id)
        for variant_id in variant_ids:
            merged = self._apply_variant(base_id, variant_id, merged)
        merged = _strip_own(merged)
        if any(not self.files[i].bundled for i in (base_id, *variant_ids)):
            _raise_first(format_errors(merged, format_id, self.zones))
        return build_format(format_id, merged, self.zones)

    def _variant_hint(self, file_id: str) -> str:
        if self.kind(file_id) != "variant":
            return ""
        bases = self.raw(file_id).get("applies_to", [])
        return f"; combine it with a base, e.g. {bases[0]}+{file_id.split('/')[1]}" if bases else ""

    def merged(self, file_id: str) -> dict[str, Any]:
        """The file's mapping with its ``extends`` parents merged in (parents first); a
        file that gives no ``description`` of its own is described as based on its parent
        (never by the parent's words, which its own rules may contradict).

        Raises ``CardtoolsError`` for a cycle or an unknown parent.
        """
        return self._merged_of(self.files[file_id])

    def parent_merged(self, file_id: str, parent_id: str) -> dict[str, Any]:
        """``merged`` of the definition of ``parent_id`` (``parent_of``) that ``file_id``
        extends, the one ``parent_file`` picks (the bundled Modern for a
        ``mtg/modern.yaml`` of one's own extending ``modern``). Raises ``CardtoolsError``
        as ``merged`` does."""
        info = self.files[file_id]
        return self._merged_of(self.parent_file(info, parent_id), (info,))

    def _merged_of(self, info: FormatFile, chain: tuple[FormatFile, ...] = ()
                   ) -> dict[str, Any]:
        """``merged`` for one definition ``info``, its parent the one ``parent_file``
        picks; ``chain``: the definitions extending it, a cycle when it is among them
        (a definition, not an id: a file may extend the bundled file of its own id).
        Raises ``CardtoolsError`` as ``merged`` does."""
        file_id = info.id
        if info in chain:
            raise CardtoolsError(_cycle_message(chain, info), str(info.path))
        data = self._raw_of(info)
        parent_id = self.parent_of(file_id, data)
        if parent_id is None:
            return _with_updated_lists(info, {"game": info.game, **data})
        parent = self._merged_of(self.parent_file(info, parent_id), (*chain, info))
        merged = self._merged_over(info, parent, data)
        if "description" not in data and parent.get("description"):
            # the parent's own words would contradict the rules this file changes
            # (Legacy's "sideboard of at most 15, 4 copies" above a highlander's)
            merged["description"] = (f"Based on {parent.get('name') or parent_id} "
                                     f"({parent_id}), with the rules below.")
        return _with_updated_lists(info, merged)

    def _merged_over(self, info: FormatFile, parent: dict[str, Any], data: dict[str, Any]
                     ) -> dict[str, Any]:
        """``data`` (the mapping of ``info``) merged over ``parent`` (``merge``): as
        written for a bundled file, whose sources are its authors'; for a user's file (a
        house format, a variant of one's own), each rule citing whose it is
        (``sources.sourced``): the rules the file writes its ``source``, else the file
        itself (``own_source``; a ``section`` alone is the file's), those it keeps the
        parent's. A user's format file naming no source of its own has the file as its
        source, never the parent's."""
        if info.bundled:
            return merge(parent, data)
        # a section alone is one of the file's own ("House rule 1"), not the parent's
        own = Source.of(data.get("source"), Source.of({"document": str(info.path)}))
        pinned, written = sourced(parent, data, own)
        if data.get("source") or not data.get("variant"):
            # a variant naming none leaves its base's: its rules cite the variant
            written["source"] = written_whole(own)
        return merge(pinned, written, whole_sources=True)

    def own_source(self, file_id: str) -> dict[str, str]:
        """The source a user's format file that names none cites: the file itself."""
        return {"document": str(self.files[file_id].path)}

    def based_on(self, file_id: str) -> tuple[str, str, str] | None:
        """For a user's format file that extends another and names no ``source`` of its
        own (its rules cite the file itself, ``own_source``): the parent's id, name and
        source as cited (``Source.cite``); else ``None``. Raises ``CardtoolsError`` for
        a file that cannot be read."""
        data = self.raw(file_id)
        if self.files[file_id].bundled or data.get("source"):
            return None
        parent_id = self.parent_of(file_id, data)
        if parent_id is None:
            return None
        parent = self.parent_merged(file_id, parent_id)
        cited = Source.of(parent.get("source")).cite() or "none given"
        return parent_id, str(parent.get("name") or parent_id), cited

    def parent_of(self, file_id: str, data: Mapping[str, Any]) -> str | None:
        """The id of the file that ``data`` (the mapping of ``file_id``) extends, if any.

        Raises ``CardtoolsError`` when there is no such format file, or when it is of
        another game than ``file_id`` (``mtg/house`` extending ``mage-noir/tournament``
        was a Mage Noir format under an mtg id; DESIGN 5: a format extends one of the
        same tree).
        """
        parent = data.get("extends")
        if parent is None:
            return None
        parent_id = parent if "/" in parent else f"{self.files[file_id].game}/{parent}"
        if parent_id not in self.files:
            close = closest(parent_id, list(self.files), 1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise CardtoolsError(
                f"extends {parent!r}, but there is no such format file{hint}",
                str(self.files[file_id].path),
                "$.extends",
            )
        game = self.files[file_id].game
        if self.files[parent_id].game != game:
            raise CardtoolsError(
                f"extends {parent!r}, a format of another game: a format extends one of its "
                f"own game's tree ({game}/...; DESIGN 5), its folder naming its game",
                str(self.files[file_id].path), "$.extends")
        return parent_id

    def applies_problems(self, variant_id: str) -> list[CardtoolsError]:
        """A problem for each ``applies_to`` entry of the variant ``variant_id`` that
        names no format of the registry (``nothing``, a typo of ``ascension``): the
        variant then combines with no base of that name, and its listing would give an
        example that does not work. Raises ``CardtoolsError`` for a file that cannot be
        read."""
        game = self.files[variant_id].game
        problems = []
        for place, base in enumerate(self.raw(variant_id).get("applies_to") or []):
            base_id = base if "/" in base else f"{game}/{base}"
            if base_id in self.files and self.kind(base_id) == "format":
                continue
            names = [file_id.split("/", 1)[1] for file_id, info in self.files.items()
                     if info.game == game and file_id != variant_id]
            close = closest(base_id.split("/", 1)[1], names, 1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            problems.append(CardtoolsError(
                f"applies_to names {base!r}, but there is no such format{hint}",
                str(self.files[variant_id].path), f"$.applies_to[{place}]"))
        return problems

    def _apply_variant(self, base_id: str, variant_id: str, merged: dict[str, Any]
                       ) -> dict[str, Any]:
        if self.kind(variant_id) != "variant":
            raise UnknownFormat(f"{variant_id} is not a variant (it has no 'variant: true')")
        if self.files[variant_id].game != self.files[base_id].game:
            raise UnknownFormat(f"variant {variant_id} is not a variant of "
                                f"{self.files[base_id].game} formats")
        variant = self.merged(variant_id)
        applies = {a if "/" in a else f"{self.files[variant_id].game}/{a}"
                   for a in variant.get("applies_to", [])}
        if applies and base_id not in applies:
            allowed = ", ".join(sorted(applies))
            raise UnknownFormat(
                f"variant {variant_id} does not apply to {base_id}; it combines with: {allowed}"
            )
        combined = self._merged_over(self.files[variant_id], merged, variant)
        combined["name"] = f"{merged.get('name', base_id)} + {variant.get('name', variant_id)}"
        return combined


def _cycle_message(chain: Sequence[FormatFile], info: FormatFile) -> str:
    """The ``extends`` cycle closed at ``info`` through ``chain``: its ids, then the files
    of the cycle (``info`` first), each once, so a cycle of several files, in folders of the
    command line or a config, is found whatever file the message starts from."""
    cycle = [*chain[chain.index(info):], info]
    ids = " -> ".join(each.id for each in (*chain, info))
    files = ", ".join(dict.fromkeys(str(each.path) for each in cycle))
    return f"extends cycle: {ids} (files: {files}){_own_id_hint(chain, info)}"


#: How close (``difflib``'s ratio) a word of an unknown format's name is to a format's
#: name's word it may mean (``vintge``: ``vintage``; not ``legal`` for ``legacy``, nor
#: ``pauper`` for the one word ``pauperedh``).
WORD_CUTOFF = 0.85
#: Most words of an unknown format's name compared with the formats' names' words.
_MOST_NAME_WORDS = 12


def _word_near(word: str, words: Sequence[str]) -> int | None:
    """The place in ``words`` of ``word``, else of the first word close to it
    (``WORD_CUTOFF``); ``None`` for none. Pure."""
    if word in words:
        return words.index(word)
    near = difflib.get_close_matches(word, words, 1, WORD_CUTOFF)
    return words.index(near[0]) if near else None


def _own_id_hint(chain: Sequence[FormatFile], info: FormatFile) -> str:
    """Why a file extending its own id (``extends: house`` in ``mtg/house.yaml``) is a
    cycle when no bundled format has that id (``parent_file``), and the fix; ``""`` for
    any other cycle."""
    if not chain or chain[-1].id != info.id:
        return ""
    return (f" ({info.id} extends its own id: a file so written extends the bundled "
            "format of that id, and there is none; extend another format, or give this "
            "file another id)")


def _refuse_repeated(text: str, full: Sequence[str]) -> None:
    """Refuse a format written with a variant named twice (``full``: the base's and each
    variant's file id, ``text`` as written): ``ascension+heroic+heroic`` was the format
    ``Ascension + Heroic + Heroic``, a variant's rules once and its name twice. Raises
    ``UnknownFormat`` naming the variant and the id that names it once."""
    seen: list[str] = []
    for part in full[1:]:
        if part in seen:
            game = full[0].split("/", 1)[0]
            once = "+".join([full[0], *(v.removeprefix(f"{game}/")
                                        for v in dict.fromkeys(full[1:]))])
            raise UnknownFormat(f"format '{text}' names the variant "
                                f"{part.removeprefix(f'{game}/')} twice: write it once "
                                f"({once})")
        seen.append(part)


def _with_updated_lists(info: FormatFile, merged: dict[str, Any]) -> dict[str, Any]:
    """A bundled format's merged mapping with the list change that ``cards update``
    data brings (``cardtools.datadir.updated_list_changes``) after its history; files
    that extend it inherit that change. When the update has the format's lists, they
    are known as of its date (``lists_checked``, which data-age reports). A user's file
    is left as written."""
    from cardtools.datadir import updated_list_changes, updated_lists

    if not info.bundled or merged.get("abstract") or merged.get("variant"):
        return merged
    name = info.id.split("/", 1)[1]
    history = merged.get("lists", [])
    extra = updated_list_changes(info.game, name, history, merged.get("lists_checked"))
    if extra:
        merged["lists"] = sorted([*history, *extra], key=lambda c: str(c.get("date", "")))
    lists = updated_lists(info.game)
    if lists and name in lists["formats"] and merged.get("lists_checked"):
        merged["lists_checked"] = max(str(merged["lists_checked"]), str(lists["date"]))
    return merged


def read_format_file(path: Path, validate: bool = True,
                     zones: ZoneTable | None = None) -> dict[str, Any]:
    """Read one format file. With ``validate``, check it against the format schema (the
    skeleton and every rule's options: ``formatspec.options.format_schema``; its zone ids
    those of ``zones``, the game data; default: the bundled games').

    Raises ``CardtoolsError`` naming the file (and line or JSON path) on any problem.
    """
    text = read_data_text(path, MAX_FORMAT_FILE, "format file", "1 MB")
    data = load_data_yaml(text, path)
    if not isinstance(data, dict):
        raise CardtoolsError("a format file must be a YAML mapping", str(path))
    if validate:
        _raise_first(format_file_problems(text, data, str(path), zones),
                     lambda found: _every_problem(path, text, data, zones, found))
    return data


#: Whether ``_every_problem`` is counting a file's problems: reading another format file
#: then (the file's parent) counts its own no further, so two broken files that extend
#: each other cannot count each other's without end.
_COUNTING: ContextVar[bool] = ContextVar("counting_format_problems", default=False)


def _every_problem(path: Path, text: str, data: dict[str, Any], zones: ZoneTable | None,
                   found: list[CardtoolsError]) -> list[CardtoolsError]:
    """Every problem of a format file with the problems ``found`` of its own, as
    ``formats validate`` counts them (``formatlint.every_problem``: its ``extends``
    chain's and its list entries naming no card too); ``found`` alone while counting
    another file's, or when the file's formats tree cannot be read."""
    from cardtools.formatlint import every_problem
    from cardtools.gamedata import zone_table

    if _COUNTING.get():
        return found
    token = _COUNTING.set(True)
    try:
        return every_problem(path, text, data,
                             zones or zone_table([path.resolve().parent.parent]), found)
    except CardtoolsError:
        return found
    finally:
        _COUNTING.reset(token)


def format_file_problems(text: str, data: Any, shown: str,
                         zones: ZoneTable | None = None) -> list[CardtoolsError]:
    """Every problem of a format file's text and mapping: keys written twice and days
    that are not calendar days (with their lines), then the schema's problems at the
    other places, each at the line and column of the key it is about (``FILE:LINE:
    COLUMN: $.path: what``, as yamllint says it)."""
    from cardtools.yamlio import key_places, structure_problems

    structure = structure_problems(text, shown)
    placed = {error.message.split(":", 1)[0] for error in structure}
    schema = [error for error in format_errors(_without_nulls(data), shown, zones,
                                               key_places(text))
              if error.message.split(": ", 1)[0] not in placed]
    return [*structure, *schema]


def _without_nulls(data: Any) -> Any:
    """``data`` without the keys whose value is ``null``: in a format file, ``null``
    removes a key the format inherits (README, "Writing a format or a variant"), so it
    is no value the schema judges; the merged format is judged whole when built."""
    if not isinstance(data, dict):
        return data
    return {key: _without_nulls(value) for key, value in data.items() if value is not None}


def _raise_first(errors: list[CardtoolsError],
                 counted: Callable[[list[CardtoolsError]], list[CardtoolsError]] | None = None
                 ) -> None:
    """Raise the first of ``errors`` (if any), saying how many more problems there are:
    ``errors`` less one, or those of ``counted(errors)`` (every problem of the file, the
    count ``formats validate`` gives) when given."""
    if errors:
        first = errors[0]
        every = counted(errors) if counted is not None else errors
        if len(every) > 1:
            more = len(every) - 1
            first.message += f" (and {more} more problem{'s' if more != 1 else ''})"
        raise first


def _strip_own(data: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in OWN_KEYS}


def merge(parent: Mapping[str, Any], child: Mapping[str, Any], whole_sources: bool = False
          ) -> dict[str, Any]:
    """Merge a child definition over its parent.

    Mappings merge key by key (recursively), a ``null`` value removes the parent's
    key, ``notes`` accumulate, the banned and restricted ``lists`` accumulate (the
    child's changes join the parent's history, in date order), anything else (lists,
    numbers) replaces; with ``whole_sources`` (each ``source`` of both written whole:
    ``sources.sourced``), a ``source`` too (the parent's section or url is no part of
    another document's citation). The file's own keys (``extends``, ``abstract``, ``variant``,
    ``applies_to``) are not inherited.
    """
    result: dict[str, Any] = _strip_own(parent)
    for key, value in child.items():
        if value is None:
            result.pop(key, None)
        elif key == "notes":
            result[key] = [*result.get(key, []), *value]
        elif key == "lists":
            history = [*result.get(key, []), *value]
            result[key] = sorted(history, key=lambda change: str(change.get("date", "")))
        elif key == "source" and whole_sources:
            result[key] = _without_nulls(value)
        elif isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = merge(result[key], value, whole_sources)
        else:
            result[key] = _without_nulls(value)  # nothing of the parent's to remove
    return result
