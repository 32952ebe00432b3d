"""The pipeline for one run: files -> decklists -> decks -> rules -> results (DESIGN 2, 7).

A ``Checker`` loads each format and card database once and judges any number of
decklists. A problem with one decklist becomes that deck's result; a problem with a
format, card, pool or config file stops the run with a ``CardtoolsError`` (exit 2).
"""

from __future__ import annotations

import datetime as dt
import re
import sys
import unicodedata
import urllib.parse
from collections import Counter
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from functools import cache
from itertools import islice
from pathlib import Path

from cardtools.batch import OWN_EVENT_HINT
from cardtools.carddb import (
    KINDS,
    QUOTED_NAME,
    CardDatabase,
    keys_within_a_typo,
    localised_names,
    names_by_language,
)
from cardtools.cardfiles import bundled_games, database_for, games_hint, token_names
from cardtools.cardgames import warn_foreign_files
from cardtools.config import NO_SETTINGS, ConfigFinder, DeckSettings
from cardtools.configchanges import (
    KEPT_BY_OPTION,
    NO_FORMAT,
    cards_change,
    command_line_change,
    config_changes,
    formats_dirs_change,
    hidden_format,
    kept_by_binding,
    run_by,
)
from cardtools.datadir import describe
from cardtools.decklist import (
    EMPTY_HINT,
    beside_a_bar_finding,
    card_beside_a_bar,
    column_call_finding,
    empty_reason,
    one_count_mark_note,
    read_decklist,
    settle_reading,
    written_before_reading,
)
from cardtools.decklist.decoding import (
    DEFAULT_CODE_PAGE,
    code_page_readings,
    decode,
    lines_in_code_page,
    with_code_page_hint,
)
from cardtools.decklist.markers import (
    COUNT_SUFFIX,
    ORDINAL,
    angled_name,
    articles,
    one_placing_note,
    placing_note,
    read_markers,
)
from cardtools.decklist.sections import all_grouping_words, header_words_of
from cardtools.decklist.text import (
    MAX_HELD_LINES,
    ampersand_readings,
    brought_into_label,
    field_readings,
    full_decks_of_size,
    header_then_owner,
    held_card_lines,
    match_up_opponent,
    may_count,
    names_a_set,
    names_read_alone,
    plan_split,
    sets_in_brackets,
    side_header_after_title,
    sideboard_plan,
    split_count,
    strip_decorations,
    title_note,
    title_word_cuts,
    title_words_alone,
)
from cardtools.declared_counts import declared_count_findings
from cardtools.engine import status_of, validate_all
from cardtools.errors import CardtoolsError, UnknownFormat
from cardtools.fingerprint import (
    deck_cockatrice_hash,
    holds_no_card,
    judged_fingerprint,
)
from cardtools.formatspec import Format, FormatRegistry
from cardtools.formatspec.model import Stack, ZoneSpec, format_file_ids, full_size
from cardtools.gamedata import (
    ZoneTable,
    bundled_game_data,
    bundled_zones,
    card_link_marks,
    colour_names,
    colourless_words,
    game_zone_label,
    other_set_codes,
    written_header,
)
from cardtools.guessed_zones import (
    read_deck_under_zone_header,
    read_guessed,
    say_unsure,
    unsure_counts,
    with_one_copy,
)
from cardtools.inputs import read_input
from cardtools.launch import ran_out_of_memory
from cardtools.model import (
    BOUND_FORMAT,
    COMMAND,
    DECK_FORMAT,
    MAIN,
    ORGANIZERS_ONLY,
    SIDE,
    SUPPLEMENTARY,
    TEXT_FORMS,
    TOKEN,
    AppliedConfig,
    Card,
    ConfigChange,
    Deck,
    DeckEntry,
    DeckLine,
    Decklist,
    DeckResult,
    Finding,
    Outside,
    Resolution,
    UnderSkipped,
    Violation,
)
from cardtools.names import LANGUAGE_NAMES, LANGUAGE_WORDS, fold_lookalikes, normalise
from cardtools.namewords import holds_whole
from cardtools.paths import STDIN, printable, printable_part, shown_path
from cardtools.patterns import lazy_built
from cardtools.patterns import lazy_pattern as _lazy
from cardtools.placing import placed
from cardtools.pools import (
    DraftPool,
    PoolCards,
    is_the_decklist,
    itself_as_pool,
    pool_file_for,
    read_pool,
    readable,
)
from cardtools.prefixes import prefixed_name, printed_prefix_card
from cardtools.prose import (
    by_its_epithet,
    epithet_legends,
    note_names_a_card,
    prose_only,
    prose_read,
    started_names,
)
from cardtools.reporters.recognise import (
    ONE_DECK_REPORT,
    PER_DECK_REPORT,
    SENT_BACK_FIX,
    report_style,
    sent_back_report,
)
from cardtools.rules import TABLE, CheckContext, rule_of
from cardtools.rules._faces import BOTH_HALVES, written_alone
from cardtools.rules._text import listing
from cardtools.rules.base import OFF_LISTS, Judging, Judgings, Question
from cardtools.skipped_cards import heading_lines, open_zones, skipped_changes
from cardtools.walking import WalkedPath, unwalked_reason
from cardtools.wording import (
    EVENTS_FORMAT,
    GIVEN_BY_CONFIG,
    GIVEN_BY_OPTION,
    either,
    kind_word,
    plural,
    with_article,
)

#: Report styles a decklist can be dressed as: those recognised line by line, the
#: documents recognised by their opening and end (JUnit, the html page, the sheets),
#: between which a decklist's lines were skipped as a report, unjudged, and the JSON
#: ones (a GitLab report's strings, one a line, are card lines to the text reader).
_LINE_STYLES = frozenset({"text", "github", "rich", "csv", "junit", "html", "sheet",
                          "json", "gitlab", "sarif"})


def _report_holds_a_card(data: bytes, path: str, style: str,
                         databases: Callable[[], list[CardDatabase]]) -> bool:
    """Whether ``data``, recognised as a report of ``style``, has a line the decklist
    reader reads as a card line naming a real card of any game of the run (``databases``:
    the bundled ones and those of the run's card files), wherever it stands: such a file
    is a decklist dressed as a report and is judged. No place of a report is taken on
    trust, however a report there would look (a rich table's padded rows, a deck
    header, the html report's ``<li>`` list of a deck as read): a decklist was dressed
    as each (its banned cards skipped, unjudged), so a report naming cards is judged as
    the decklist it reads as."""
    if style not in _LINE_STYLES:
        return False
    lines = read_decklist(data, path).lines
    return bool(lines) and any(_names_a_card(line, databases()) for line in lines)


def _names_a_card(line: DeckLine, databases: list[CardDatabase]) -> bool:
    """Whether any reading of ``line`` resolves to a card (or to several) in ``databases``."""
    names = [name for name, _count in line.readings] + [line.name]
    for database in databases:
        for name in names:
            resolution = database.resolve(name, suggest=False)
            if resolution.card is not None or resolution.candidates:
                return True
    return False


class CheckOptions:
    """What ``cardtools check`` was asked: a forced format id, extra card files and
    formats folders, a drafted pool, the day lists are judged as of (today when not
    given), strictness, rule severity overrides (rule id -> error / warning / info /
    off), whether to use project configs at all (``--isolated``: no), the one config to
    use for every decklist instead of the ``.cardtools.yaml`` found upward (``--config
    FILE``), whether each result keeps the deck as read (``--include-deck``), the rules
    ``--select`` names (``selected``: they override a config's ``off``), whether
    the files named on the command line honour the config's ``exclude`` as walked ones do
    (``--force-exclude``), the globs of files a walk leaves out whatever the configs say
    (``excludes``: ``--exclude``), standard input as the command read it once
    (``inputs.read_stdin``; ``None``: no path is ``-``), which every ``-`` is, and the
    paths the command line named (``roots``: a ``.git`` below one of them ends no config
    search, as one below the working folder does not)."""

    __slots__ = ("as_of", "card_files", "config_file", "excludes", "force_exclude", "format_id",
                 "formats_dirs", "include_deck", "pool_file", "roots", "selected",
                 "severities", "stdin", "strict", "use_config")

    def __init__(self, format_id: str | None = None, card_files: list[Path] | None = None,
                 formats_dirs: list[Path] | None = None, pool_file: Path | None = None,
                 as_of: dt.date | None = None, strict: bool = False,
                 severities: dict[str, str] | None = None, use_config: bool = True,
                 config_file: Path | None = None, include_deck: bool = False,
                 selected: frozenset[str] = frozenset(), force_exclude: bool = False,
                 stdin: bytes | Finding | None = None, roots: Sequence[str] = (),
                 excludes: Sequence[str] = ()) -> None:
        self.format_id = format_id
        self.card_files: list[Path] = [] if card_files is None else card_files
        self.formats_dirs: list[Path] = [] if formats_dirs is None else formats_dirs
        self.pool_file = pool_file
        self.as_of: dt.date = dt.date.today() if as_of is None else as_of
        self.strict = strict
        self.severities: dict[str, str] = {} if severities is None else severities
        self.use_config = use_config
        self.config_file = config_file
        self.include_deck = include_deck
        self.selected = selected
        self.force_exclude = force_exclude
        self.stdin = stdin
        self.roots = tuple(roots)
        self.excludes = tuple(excludes)

    def for_format(self, format_id: str | None) -> CheckOptions:
        """These options with ``format_id`` instead (the other values shared)."""
        return CheckOptions(format_id, self.card_files, self.formats_dirs, self.pool_file,
                            self.as_of, self.strict, self.severities, self.use_config,
                            self.config_file, self.include_deck, self.selected,
                            self.force_exclude, self.stdin, self.roots, self.excludes)

    def overrides(self, config: Mapping[str, str]) -> dict[str, str]:
        """The rule severity overrides of a deck whose project config gives ``config``
        (rule id -> error / warning / info / off): the config's, less an ``off`` for a
        rule ``--select`` names (``selected``: the command line asks for it, as ruff's
        ``--select`` overrides the configuration's selection; the rule then has its
        default severity), then the command line's (``severities``), which win."""
        kept = {rule_id: severity for rule_id, severity in config.items()
                if severity != "off" or rule_id not in self.selected}
        return {**kept, **self.severities}


#: How a decklist of each form (``Decklist.form``) names its format (``{id}``); a form
#: not listed has no place for one (an MTGO ``.dek`` file, a CSV export, an MTGJSON
#: deck), and takes it from ``--format`` or a project config's ``formats:``.
FORMAT_PLACES = {**dict.fromkeys(TEXT_FORMS, "a 'Format: {id}' line"),
                 "yaml": "a 'format: {id}' key",
                 "json": "a '\"format\": \"{id}\"' key",
                 "moxfield": "a '\"format\": \"{id}\"' key"}
#: Where a decklist of each form names its format, as a hint about it says it.
FORMAT_SOURCES = {**dict.fromkeys(TEXT_FORMS, "the 'Format:' line"), "yaml": "the 'format:' key",
                  "json": "the \"format\" key", "moxfield": "the \"format\" key"}
#: The forms with no place for a format, as the fix names them.
PLACELESS_FORMS = {"mtgo-dek": "an MTGO .dek file", "csv": "a card CSV export",
                   "mtgjson": "an MTGJSON deck file"}


def format_places(form: str, path: str, format_id: str) -> str:
    """Where a decklist of ``form`` at ``path`` may be given the format ``format_id``, in
    words after "give one with": ``--format mtg/<name>, a 'Format: mtg/<name>' line or a
    formats: mapping in .cardtools.yaml (formats: {"<folder>/**": mtg/<name>})``, the
    mapping by a folder (a folder per format, in CI); for a form with no place
    for a format (``FORMAT_PLACES``), ``--format`` or the mapping by the file's suffix
    (``formats: {"*.dek": mtg/<name>}``), saying why. Standard input, which no config's
    mapping reaches, is given no mapping. Pure."""
    place = FORMAT_PLACES.get(form)
    mapping = _formats_mapping(path, format_id, by_suffix=place is None)
    if place is None:
        form_name = PLACELESS_FORMS.get(form, "a file of this form")
        return (f"--format {format_id}{f' or {mapping}' if mapping else ''}, as {form_name} "
                "has no place for a format")
    written = place.format(id=format_id)
    if not mapping:
        return f"--format {format_id} or {written}"
    return f"--format {format_id}, {written} or {mapping}"


def _formats_mapping(path: str, format_id: str, by_suffix: bool) -> str:
    """A project config's ``formats:`` mapping giving ``format_id`` to the decklist at
    ``path``, in words (``a formats: mapping in .cardtools.yaml (formats: {"<folder>/**":
    mtg/modern})``): its glob a folder's (``by_suffix``: the file's suffix, ``*.dek``);
    empty for standard input. Pure."""
    if path == "-":
        return ""
    suffix = Path(path).suffix.lower()
    glob = f"*{printable_part(suffix)}" if by_suffix and suffix else "<folder>/**"
    return f"a formats: mapping in .cardtools.yaml (formats: {{\"{glob}\": {format_id}}})"


class Checker:
    """Judges decklists for one run.

    Input: ``CheckOptions``, and ``warned_shadowed``: the formats folders' clashes
    said already this run (a set shared by its checkers). Raises ``CardtoolsError`` at
    construction when a ``--formats-dir`` does not exist. ``check_path``,
    ``check_paths`` and ``check_bytes`` never raise for a bad decklist; they raise
    ``CardtoolsError`` for a bad format, card, pool or config file, which no deck can be
    judged without.
    """

    def __init__(self, options: CheckOptions, warned_shadowed: set[str] | None = None
                 ) -> None:
        self.options = options
        self.configs = ConfigFinder(options.config_file if options.use_config else None,
                                    isolated=not options.use_config, roots=options.roots,
                                    formats_dirs=tuple(options.formats_dirs))
        self._registries: dict[tuple[Path, ...], FormatRegistry] = {}
        #: The formats folders' clashes said on standard error (``registry_for``), each
        #: once a run: ``warned_shadowed``, shared by a run's checkers (``legality``).
        self.warned_shadowed: set[str] = set() if warned_shadowed is None else warned_shadowed
        self.registry = self.registry_for(())
        self._databases: dict[tuple[str, tuple[Path, ...]], CardDatabase] = {}
        #: The card-file warnings this run has said (``cardgames``): each once a run.
        self._warned: set[tuple[str, str, str]] = set()
        #: The pools read, by the card database read against and the pool file: a pool
        #: read against one database is never another's (two configs' card files).
        self._pools: dict[tuple[CardDatabase, Path], PoolCards] = {}
        #: The ``--pool`` files found readable for a format of no drafted pool (not read).
        self._readable_pools: set[Path] = set()
        #: What judging by a format against a card database on the day shares.
        self._judgings = Judgings()
        self._applied: dict[tuple[Path | None, str | None, str | None, tuple[str | None, ...],
                                  Path | None], AppliedConfig | None] = {}
        self._command_line_files: list[ConfigChange] | None = None
        #: Each user's format file's list entries that name no card, by the file and the
        #: card database read against (``_unmatched_lists``).
        self._unmatched: dict[tuple[Path, CardDatabase], Finding | None] = {}

    def registry_for(self, config_dirs: tuple[Path, ...]) -> FormatRegistry:
        """The formats visible with a config's folders (the command line's win)."""
        dirs = (*config_dirs, *self.options.formats_dirs)
        if dirs not in self._registries:
            self._registries[dirs] = FormatRegistry(dirs)
            self._registries[dirs].warn_shadowed(self.warned_shadowed)
        return self._registries[dirs]

    def check_path(self, path: str) -> DeckResult:
        """Read and judge one decklist file (``-`` reads standard input), with the
        project config that applies to it. Raises ``CardtoolsError`` for a bad config."""
        return self.check_paths([path])[0]

    def check_paths(self, paths: Sequence[str]) -> list[DeckResult]:
        """Read and judge decklist files as ``check_path`` does, the results in order.

        The files go through each step together (reading, resolving, then each rule over
        every deck): a batch runs much faster so, each step's code staying hot. Raises
        ``CardtoolsError`` for a bad ``--config``; a bad config found beside a decklist
        makes that deck an error (``config_problem``), the others judged.
        """
        settings = [self.configs.settings_for(path, tolerant=True)
                    if self.options.use_config else None for path in paths]
        reads = [self._read_file(path, setting or NO_SETTINGS)
                 for path, setting in zip(paths, settings, strict=True)]
        judged = iter(self._judge_guarded([read for read in reads
                                           if isinstance(read, _Judging)]))
        results = [read if isinstance(read, DeckResult) else next(judged) for read in reads]
        for path, result in zip(paths, results, strict=True):
            result.path = printable(path)
            result.real_path = None if result.path == path else path
        return results

    def _read_file(self, path: str, settings: DeckSettings) -> DeckResult | _Judging:
        """The decklist file at ``path`` read (``_read_guarded``), or an error result:
        it cannot be read, or its config cannot be used (``config_problem``, the file
        left unread)."""
        if settings.problem is not None:
            return error_result(path, config_problem(settings))
        if (named := self._config_files_problem(settings)) is not None:
            return error_result(path, named)
        data = read_input(path, self.options.stdin)
        if isinstance(data, Finding):
            return error_result(path, data)
        return self._read_guarded(data, path, settings)

    def _config_files_problem(self, settings: DeckSettings) -> Finding | None:
        """The ``file-error`` of a decklist whose project config, found beside it, names
        card files or formats folders that cannot be loaded (a card file not UTF-8, a
        format or a ``game.yaml`` that is no YAML or breaks its schema, whether or not a
        deck plays that game): a player's config so broken stopped the whole batch.
        ``None`` when they load, or the config is the run's own (``--config FILE``,
        whose files stop the run as a usage error). Raises ``CardtoolsError`` for a
        problem of the run's own formats folders (``--formats-dir``), as a run without a
        config does, a config never blamed for it. Each combination is loaded once."""
        if self.options.config_file is not None or not (
                settings.card_files or settings.formats_dirs):
            return None
        # the run's own folders (--formats-dir) first: their problem stops the run, as it
        # does with no config, and is never the config's
        self.registry_for(()).zones  # noqa: B018
        try:
            registry = self.registry_for(settings.formats_dirs)
            registry.zones  # noqa: B018  # the folders' game data, read and checked
            for file_id, named in registry.files.items():
                # ranks: 0 bundled, then the config's folders, then the command line's
                if 0 < named.rank <= len(settings.formats_dirs) \
                        and registry.kind(file_id) == "format":
                    registry.get(file_id)  # a format of the config's folders, read whole
            self._some_database(sorted({*bundled_games(), *registry.games()}),
                                settings.card_files)
        except CardtoolsError as exc:
            said = str(exc).replace("\n", "; ")
            return Finding("file-error", "not judged: a file its project config names "
                           f"cannot be used: {said}", hint=f"{CONFIG_FIX}'s files, or judge "
                           "without the configs found beside the decklists: --isolated, "
                           "or --config FILE (the organizer's own)")
        return None

    def _some_database(self, games: Sequence[str], card_files: Sequence[Path]) -> None:
        """Load the card files with the cards of each of ``games`` until one loads (a
        file of no game's name meets every game's checks: a MageTCG file's ``Character``
        is no Magi-Nation type); raise the first game's ``CardtoolsError`` when none
        does."""
        first: CardtoolsError | None = None
        for game in games:
            try:
                self.database(game, card_files)
                return
            except CardtoolsError as exc:
                first = first or exc
        if first is not None:
            raise first

    def check_bytes(self, data: bytes, path: str, settings: DeckSettings | None = None
                    ) -> DeckResult:
        """Judge a decklist given as bytes; ``path`` names it in the result."""
        read = self._read(data, path, settings or NO_SETTINGS)
        return read if isinstance(read, DeckResult) else self._judge([read])[0]

    def _unread(self, path: str, problem: Finding, settings: DeckSettings | None = None,
                decklist: Decklist | None = None) -> DeckResult:
        """The result of a file that could not be read, or judged; with ``settings``,
        the config that applied to it is shown; ``decklist``, when it was read, gives its
        player, event and lines."""
        result = error_result(path, problem, decklist)
        if settings is not None:
            result.config = self.applied_config(settings, None)
        return result

    def _judging_registry(self, registry: FormatRegistry, settings: DeckSettings
                          ) -> FormatRegistry:
        """The formats ``--format`` is looked up in: the run's own (bundled and
        ``--formats-dir``) when it names one of them, so a config's formats folder beside
        a submission (a player's) cannot replace the event's format (a ``modern.yaml`` of
        no banned list judged a banned card legal under ``--format mtg/modern``); else
        ``registry``, the formats with the config's folders (a deck repository's own
        format, ``--format mtg/house``), as without ``--format``. A format a config
        binds (``force_format``) is looked up so in that config's formats with the run's:
        a player's config below it cannot replace it either. Raises nothing."""
        bound = self.run_format(settings)
        if not bound or not settings.formats_dirs:
            return registry
        own = self.registry_for(() if self.options.format_id or settings.binding is None
                                else settings.binding.formats_dirs)
        try:
            own.canonical_id(bound)
        except CardtoolsError:
            return registry
        return own

    def _run_format(self, settings: DeckSettings) -> tuple[str, ...]:
        """The format files of the format ``--format`` names when the run's own formats
        judge it (``_judging_registry``), its base and its variants
        (``format_file_ids``), else nothing: no config's formats folder replaces them (a
        config's ``magetcg/heroic`` was said to replace the Heroic of ``--format
        magetcg/ascension+heroic``, which the bundled file judged). Raises nothing."""
        registry = self.registry_for(settings.formats_dirs)
        own = self._judging_registry(registry, settings)
        bound = self.run_format(settings)
        if own is registry or bound is None:
            return ()
        return format_file_ids(own.canonical_id(bound))

    def run_format(self, settings: DeckSettings | None = None) -> str | None:
        """The format id that wins over a decklist's own ``Format:`` line: ``--format``,
        else the format a config binds the deck to (``force_format``, ``settings``);
        ``None`` when neither does."""
        return self.options.format_id or (settings.bound_format if settings else None)

    def named_format(self, decklist: Decklist, settings: DeckSettings | None = None
                     ) -> str | None:
        """The format id the run (``--format``, a config's ``force_format``: ``run_format``)
        or else the decklist (``Format:``) names; a project config's format comes after
        both."""
        return self.run_format(settings) or decklist.metadata.get("format")

    def _read(self, data: bytes, path: str, settings: DeckSettings) -> DeckResult | _Judging:
        """Read a decklist and find its format: what judging it needs, or the result of
        a file that cannot be judged (a report cardtools wrote is one)."""
        style = report_style(data)
        if style is not None and not _report_holds_a_card(
                data, path, style, lambda: self._databases_of_run(settings)):
            sent_back = sent_back_report(data, style)
            result = error_result(path, Finding(
                "file-error", f"a cardtools report ({style}), not a decklist"
                + (f": {PER_DECK_REPORT}{SENT_BACK_FIX}" if sent_back == PER_DECK_REPORT
                   else "")))
            # a player's own report sent back instead of a deck stays an error when a
            # walk finds it (a walk skips a report by its style): the submission is lost;
            # one of one deck, unless the run judges the deck it names (run.py)
            result.report_style = None if sent_back == PER_DECK_REPORT else style
            if sent_back == ONE_DECK_REPORT:
                result.one_deck_report = data.decode("utf-8", "replace")
            return result
        registry = self.registry_for(settings.formats_dirs)
        # --force-exclude (the pre-commit hook) reads a named file as CI's walk does: a
        # sheet holding no deck is skipped there too
        decklist = read_decklist(data, path, registry.zones, walked=isinstance(
            path, WalkedPath) or (self.options.force_exclude and path != STDIN))
        if decklist.fatal is not None:
            result = error_result(path, decklist.fatal)
            result.not_a_deck = decklist.no_deck
            return result
        unread = self._named_without_cards(decklist, path, settings)
        if unread is not None:
            return unread
        if not self.options.use_config:
            # --isolated: the run's settings only, not those the file's author wrote
            decklist.suppressions = None
        read_game_line(decklist, registry)
        read_site_format(decklist, registry)
        chosen = self.named_format(decklist, settings)
        wanted = chosen or settings.format_id
        by_config = not chosen or (not self.options.format_id and settings.binding is not None)
        config = self.applied_config(settings, wanted if by_config else None, None
                                     if self.options.format_id else wanted or NO_FORMAT)
        if not wanted:
            empty = None if decklist.lines else empty_reason(data, path)
            result = self._unread(path, Finding(
                "unknown-format", "no format given",
                hint=self._format_to_give(decklist, settings, str(path)),
            ) if empty is None else Finding("file-error", empty, line=1, hint=EMPTY_HINT),
                None, decklist)
            result.config = config  # shown: it may be why no format (one above hidden)
            return result
        try:
            fmt, picked = self.format_of(self._judging_registry(registry, settings), wanted,
                                         decklist, settings.card_files)
        except UnknownFormat as exc:
            result = error_result(path, Finding(
                "unknown-format", exc.message,
                hint=_format_hint(wanted, self.format_source(decklist, settings))), decklist)
            result.config = config
            return result
        unmatched = self._unmatched_lists(registry, fmt, settings)
        if unmatched is not None:
            result = error_result(path, unmatched, decklist)
            result.config = config
            return result
        decklist = read_for_game(decklist, data, path, registry, fmt.game,
                                 lambda: self.database(fmt.game, settings.card_files))
        two_decks = full_decks_of_size(decklist, _deck_size(fmt))
        if two_decks is not None:
            return error_result(path, two_decks, decklist)
        if not self.options.use_config:
            decklist.suppressions = None
        if picked is not None:
            decklist.findings.append(picked)
        overridden = self._format_overridden(decklist, fmt, registry, settings)
        if overridden is None and self.run_format(settings) is None:  # --format passes over both
            overridden = _config_format_passed_over(decklist, fmt, settings, registry)
            if overridden is not None and config is not None:
                config = config.with_change(_deck_format_change(settings, fmt))
        if overridden is not None and overridden.rule == "unknown-format":
            result = error_result(path, overridden, decklist)
            result.config = config
            return result
        if overridden is not None:
            decklist.findings.append(overridden)
            if overridden.rule == "reading" and config is not None \
                    and self.options.format_id is None and settings.binding is not None:
                config = config.with_change(_bound_format_change(decklist, fmt))
        return _Judging(decklist, fmt, path, settings,
                        config.judging(format_file_ids(fmt.id)) if config is not None
                        else None)

    def _unmatched_lists(self, registry: FormatRegistry, fmt: Format,
                         settings: DeckSettings) -> Finding | None:
        """An ``unknown-format`` error when a user's format file of ``fmt`` (not a
        bundled one) writes a banned or restricted list entry that names no card of the
        deck's card database (``formatlint.located_list_names``; an entry it inherits
        from a bundled parent is left to the bundled data's tests: card data updated from
        a smaller source may lack one): such an entry bans
        nothing (``banned: [Ragavan, Nimble Pilferer]`` is YAML's two names, ``Ragavan``
        and ``Nimble Pilferer``; ``Lightning Blot``), so the deck is not judged by the
        list as written (it was judged legal, the entry warned of on standard error
        only); ``None`` when every entry names a card. Once per file and database."""
        files = [registry.files[file_id] for file_id in format_file_ids(fmt.id)
                 if file_id in registry.files and not registry.files[file_id].bundled]
        if not files:
            return None
        from cardtools.formatlint import located_list_names

        database = self.database(fmt.game, settings.card_files)
        key = (files[-1].path, database)
        if key not in self._unmatched:
            try:  # the entries the file writes: a parent's are its own data's concern
                found = [(line, message) for line, message
                         in located_list_names(fmt, database, files[-1].path) if line]
            except OSError:
                found = []
            self._unmatched[key] = None if not found else Finding(
                "unknown-format", f"format {fmt.id} cannot be used as written: "
                + "; ".join(f"{shown_path(files[-1].path)}:{line or '?'}: {message}"
                            for line, message in found),
                hint="write each entry as the card's full name, quoted when it holds a comma "
                     "(\"Ragavan, Nimble Pilferer\"), or update the card data for a newer "
                     "card; cardtools formats validate FILE lists every problem")
        return self._unmatched[key]

    def format_of(self, registry: FormatRegistry, wanted: str, decklist: Decklist,
                  files: Sequence[Path] = ()) -> tuple[Format, Finding | None]:
        """The format ``wanted`` names for ``decklist`` (``FormatRegistry.get``, its
        ``Game:`` line settling a bare name several games have). A bare name several
        games have (``standard``), with no ``Game:`` line, is the format of the game the
        list's names are clearly cards of (``clear_game``), with an info ``reading``
        note saying so; the note is ``None`` otherwise. Raises ``UnknownFormat`` for an
        unknown name, and for a shared name whose game the names do not make clear."""
        game = decklist.metadata.get("game")
        games = registry.games_named(wanted) if not game else []
        guess = self.clear_game(decklist, games, files) if games else None
        if guess is None:
            try:
                return registry.get(wanted, game), None
            except UnknownFormat as unknown:
                raise self._unknown_for_the_cards(registry, wanted, decklist, files,
                                                  unknown) from None
        fmt = registry.get(wanted, guess.game)
        return fmt, Finding(
            "reading", f"format '{wanted}' exists in several games ({', '.join(games)}); "
            f"judged as {fmt.id}: its names are cards of {guess.game} ({guess.known} of "
            f"{guess.names})", line=decklist.metadata_lines.get("format"),
            hint=f"write --format {fmt.id} to say so")

    def _unknown_for_the_cards(self, registry: FormatRegistry, wanted: str,
                               decklist: Decklist, files: Sequence[Path],
                               unknown: UnknownFormat) -> UnknownFormat:
        """``unknown``, the error of a format name ``wanted`` that names none, said as
        for the game the list's cards clearly are (``clear_game``) when it has no
        ``Game:`` line: its suggestions that game's formats (``Standard 2025`` in a Magic
        list: mtg/standard, not Magi-Nation's first). ``unknown`` itself when the game is
        not clear, or the name, so read, names a format: the list is never judged by a
        format it did not name. Loads the games' cards: only for a name that names none."""
        if decklist.metadata.get("game"):
            return unknown
        guess = self.clear_game(decklist, registry.games(), files)
        if guess is None:
            return unknown
        try:
            registry.get(wanted, guess.game)
        except UnknownFormat as said:
            return said
        return unknown

    def clear_game(self, decklist: Decklist, games: Sequence[str],
                   files: Sequence[Path] = ()) -> GameGuess | None:
        """The game of ``games`` whose cards clearly name the decklist's first 200
        distinct names: at least three quarters of them, while each other game of
        ``games`` names at most a quarter (a basic land two games print does not make a
        list both games'); ``None`` otherwise. Never raises for a game whose cards
        cannot be loaded (it names none)."""
        names = guessing_names(decklist)
        if not any(names):
            return None
        scores = sorted(((self._names_known(game, names, files), game) for game in games),
                        reverse=True)
        ((best, tried), game), rest = scores[0], scores[1:]
        if not tried or best * 4 < tried * 3 or any(other * 4 > tried
                                                    for (other, _), _ in rest):
            return None
        return GameGuess(game, best, tried)

    def _names_known(self, game: str, names: tuple[list[str], list[str]],
                     files: Sequence[Path]) -> tuple[int, int]:
        """How many of ``names`` (``guessing_names``) the game's cards (with ``files``)
        know, and how many names that weighs (``names_known``); ``(0, 0)`` when they
        cannot be loaded."""
        try:
            database = self.database(game, files)
        except CardtoolsError:
            return 0, 0
        return names_known(database, names)

    def format_source(self, decklist: Decklist, settings: DeckSettings) -> str:
        """Where the format a decklist is judged by was named, in words a hint starts
        with: ``--format``, the decklist's own place for it (``FORMAT_SOURCES``), else
        the project config that gave it."""
        if self.options.format_id:
            return "--format"
        if settings.binding is not None and settings.binding.source is not None:
            return f"the config {shown_path(settings.binding.source)}"
        if decklist.metadata.get("format"):
            return FORMAT_SOURCES.get(decklist.form, "the decklist's format")
        return f"the config {shown_path(settings.source)}" if settings.source else "--format"

    def _named_without_cards(self, decklist: Decklist, path: str, settings: DeckSettings
                             ) -> DeckResult | None:
        """With ``--force-exclude`` (the pre-commit hook), the result of a file named on
        the command line that a walk leaves out by its suffix (``unwalked_reason``: a
        ``README.md`` a ``files: ^decks/`` hands over) and that names no format, no game
        and no card of any game: not a decklist, skipped as CI's walk skips it (it was
        ``unknown-format``, the commit failed); else ``None``, and a named ``.md`` that
        holds card lines is judged."""
        if not self.options.force_exclude or path == STDIN or isinstance(path, WalkedPath) \
                or decklist.metadata.get("format") or decklist.metadata.get("game"):
            return None
        reason = unwalked_reason(path)
        if reason is None or (decklist.lines and self.guess_game(
                decklist, settings.card_files) is not None):
            return None
        result = error_result(path, Finding("file-error", f"{reason}: no line names a card"))
        result.not_a_deck = True
        return result

    def _format_to_give(self, decklist: Decklist, settings: DeckSettings, path: str) -> str:
        """The fix of a decklist that names no format, in one short line: where to give
        one (``format_places``: a text list's ``Format:`` line; for a form with no place
        for one, a ``.dek`` file, a CSV export, an MTGJSON or Moxfield deck, the config's
        ``formats:`` mapping) and, when its names are the cards of one game, with that
        game's format (``its names are cards of mtg (21 of 21): give one with --format
        mtg/<name> or a 'Format: mtg/<name>' line (cardtools formats --game mtg lists
        them)``; a game of one format names it). A ``Game:`` line names the game
        (``its Game: line names mage-noir: give one with ... 'Format:
        mage-noir/tournament' line``). When the deck's config hides a config above it
        that gives the deck a format (``hidden_format``), says that instead: the config
        to add the format to, not a ``formats:`` mapping the project already has."""
        hidden = hidden_format(settings)
        if hidden is not None and settings.source is not None:
            hiding = shown_path(settings.source)
            return (f"the config {hiding} hides the config {shown_path(hidden[0])} above it "
                    f"and its format {hidden[1]}: add format: {hidden[1]} to {hiding}, or "
                    f"give one with --format {hidden[1]}")
        named = decklist.metadata.get("game")
        guess = None if named or not decklist.lines else \
            self.guess_game(decklist, settings.card_files)
        game = named or (guess.game if guess is not None else None)
        formats = self.registry_for(settings.formats_dirs).ids(game=game) if game else []
        if game is None or not formats:
            return (f"give one with {format_places(decklist.form, path, 'ID')}"
                    " (cardtools formats lists them)")
        one = formats[0] if len(formats) == 1 else f"{game}/<name>"
        listed = "" if len(formats) == 1 else f" (cardtools formats --game {game} lists them)"
        why = (f"its Game: line names {game}" if guess is None
               else f"its names are cards of {game} ({guess.known} of {guess.names})")
        return f"{why}: give one with {format_places(decklist.form, path, one)}{listed}"

    def _format_overridden(self, decklist: Decklist, fmt: Format, registry: FormatRegistry,
                           settings: DeckSettings) -> Finding | None:
        """An info ``reading`` note, on the decklist's ``Format:`` line, when ``--format``
        (or a config's ``force_format``: ``run_format``) judges the deck by another format
        than the one that line names (an organizer's
        choice wins, but a player may have sent the list of another event); an
        ``unknown-format`` error (the deck is not judged) when that line, or a ``Game:``
        line, names another game than the format's (a Mage Noir list in a folder of Magic
        decks: every card would be unknown), the format given by ``--format`` or by a
        project config alike (the config's format judged a list whose ``Game:`` line
        names another game by its own cards: unknown cards, or a legal verdict saying
        nothing of the contradiction), or by the decklist's own ``Format:`` line beside
        a ``Game:`` line of another game (``Game: magi-nation``, ``Format: tournament``
        was judged as Mage Noir's tournament without a word: a bare name no format of
        that game has was taken from another game); ``None`` when the two are the same
        format, the decklist names none, or the decklist's ``Format:`` line gave the
        format of its ``Game:`` line's game (or it has none)."""
        written = decklist.metadata.get("format")
        game = decklist.metadata.get("game")
        own = self.run_format(settings) is None and bool(written)  # its Format: line's
        if (own and not game) or not (written or game):
            return None
        try:
            named = registry.canonical_id(written, game) if written else None
        except UnknownFormat:
            named = None
        # the game is certain only from a full id (game/name) or a Game: line: a bare
        # name may be another game's format of the same name (Vanguard in MageTCG)
        certain = bool(game) or "/" in (written or "")
        other_game = (named.partition("/")[0] if named else "") if not game \
            else game.strip().lower()
        if certain and other_game in registry.games() and other_game != fmt.game:
            # a list of another game: every card would be unknown, the cause lost; the
            # line naming that game is said (a Game: line beside a Format: line of the
            # event's game names the other game, not the format)
            by_format = named is not None and named.partition("/")[0] == other_game
            said = (f"names the format '{written}', {with_article(other_game)} format"
                    if by_format else f"is {with_article(other_game)} list (Game: {game})")
            choice = (f"--format {named}" if by_format
                      else f"{with_article(other_game)} format (cardtools formats --game "
                           f"{other_game})")
            if own:
                return _game_against_own_format(decklist, fmt, said, other_game)
            organizers, players = self._judges_its_game(fmt)
            return Finding(
                "unknown-format", f"the decklist {said}; {organizers}",
                line=decklist.metadata_lines.get("format" if by_format else "game"),
                hint=f"check it with {choice}, or take it out of this event's folder",
                players=f"the decklist {said}; {players}", players_hint=OWN_EVENT_HINT)
        if own or not written or named == fmt.id:
            return None
        named_so = f"the decklist names the format '{written}'; judged as {fmt.id}"
        return Finding(
            "reading", f"{named_so} ({self.format_source(decklist, settings)}"
            f"{'' if self.options.format_id else ', whose force_format binds it'})",
            line=decklist.metadata_lines.get("format"), players=f"{named_so}{EVENTS_FORMAT}")

    def _read_guarded(self, data: bytes, path: str, settings: DeckSettings
                      ) -> DeckResult | _Judging:
        """``_read``, with any failure other than a bad config file (a bug, memory
        running out on one file) the file's ``internal-error``: the batch goes on."""
        try:
            return self._read(data, path, settings)
        except CardtoolsError:
            raise
        except Exception as exc:
            return error_result(path, _crash("reading it", exc))

    def _judge_guarded(self, batch: list[_Judging]) -> list[DeckResult]:
        """``_judge``; when judging the batch fails (other than for a bad format, card or
        pool file), each deck is judged on its own and a deck that fails is an
        ``internal-error``: the others keep their verdicts."""
        try:
            return self._judge(batch)
        except CardtoolsError:
            raise
        except Exception:
            return [self._judge_one(item) for item in batch]

    def _judge_one(self, item: _Judging) -> DeckResult:
        try:
            return self._judge([item])[0]
        except CardtoolsError:
            raise
        except Exception as exc:
            result = error_result(item.path, _crash("judging it", exc))
            result.config = item.config
            return result

    def applied_config(self, settings: DeckSettings, config_format: str | None,
                       judged: str | None = None) -> AppliedConfig | None:
        """What the config of ``settings`` changed for a deck (``None``: no config
        applied); ``config_format`` is the config's format id when the deck is judged by
        it (neither ``--format`` nor the decklist named one), ``judged`` the format id
        the deck is judged by when ``--format`` named none (its ``Format:`` line's or
        the config's: a config above naming another is hidden so); the rules the command
        line turned off are its last change, with or without a config. Computed once
        per config, format and formats the configs above give the deck (their
        ``formats`` globs may give each deck its own)."""
        hidden: list[str | None] = []
        above = settings.shadowed
        while above is not None:
            hidden.append(above.format_id)
            above = above.shadowed
        binding = None if settings.binding is None else settings.binding.source
        key = (settings.source, config_format, judged, tuple(hidden), binding)
        if key not in self._applied:
            self._applied[key] = self._config_of(settings, config_format, judged)
        return self._applied[key]

    def _config_of(self, settings: DeckSettings, config_format: str | None,
                   judged: str | None) -> AppliedConfig | None:
        """``applied_config``, computed."""
        changes = [] if settings.source is None else list(config_changes(
            settings, config_format, self.options.severities, self.registry.files,
            self.options.selected, self.options.strict, self._run_format(settings),
            judged, tuple(self.options.formats_dirs),
            KEPT_BY_OPTION if self.options.format_id or settings.binding is None
            else kept_by_binding(settings.binding.source, settings.binding.formats_dirs)))
        changes.extend(self._command_line_files_changes())
        command_line = command_line_change(self.options.severities, self.options.strict,
                                           settings.severities)
        if command_line is not None:
            changes.append(command_line)
        if settings.source is None:
            return AppliedConfig((), tuple(changes)) if changes else None
        return AppliedConfig((shown_path(settings.source),), tuple(changes))

    def _command_line_files_changes(self) -> list[ConfigChange]:
        """What the run's ``--formats-dir`` folders replace or change of the bundled
        formats (``formats_dirs_change``), then what its ``--cards`` files replace of
        the bundled cards (``cards_change``), computed once a run; none without them."""
        if self._command_line_files is None:
            bundled = FormatRegistry(()).files if self.options.formats_dirs else {}
            dirs = tuple(self.options.formats_dirs)
            changes = [formats_dirs_change(folder, bundled, dirs[position + 1:])
                       for position, folder in enumerate(dirs)]
            changes.extend(cards_change(card_file) for card_file in self.options.card_files)
            self._command_line_files = [change for change in changes if change is not None]
        return self._command_line_files

    def _judge(self, batch: list[_Judging]) -> list[DeckResult]:
        """Resolve the decklists' cards and run the rules of their formats on them. A
        deck whose game has no card loaded, or whose pool (``--pool`` folder) cannot be
        read, is not judged: its result says why."""
        databases = [self.database(item.fmt.game, item.settings.card_files) for item in batch]
        for item, database in zip(batch, databases, strict=True):
            warn_foreign_files(database, self._warned,
                               self.registry_for(item.settings.formats_dirs).games)
        pools = [self._pool_of(item, database)
                 for item, database in zip(batch, databases, strict=True)]
        ready = [(item, database, pool) for item, database, pool
                 in zip(batch, databases, pools, strict=True)
                 if not isinstance(pool, Finding) and database.has_cards()]
        decks = [resolve_deck(item.decklist, database, item.path, item.fmt.zones,
                              self.registry_for(item.settings.formats_dirs).zones,
                              self._on_lists(item, database),
                              self.judging(item.fmt, database),
                              self._skipped_changes(item, database, pool),
                              self._organizers_files(item.settings))
                 for item, database, pool in ready]
        foreign = {item: finding for (item, database, _pool), deck
                   in zip(ready, decks, strict=True)
                   if (finding := self._another_games_list(
                           item, {entry.line.name for entry in deck.entries},
                           {entry.line.name for entry in deck.entries
                            if entry.card is not None})
                       or _prose_only(item.decklist, deck, database)
                       or _one_word_in_a_walk(item, deck, database)) is not None}
        if foreign:  # a list of another game is not judged: one error, not one per card
            kept = [position for position, (item, _db, _pool) in enumerate(ready)
                    if item not in foreign]
            ready, decks = [ready[i] for i in kept], [decks[i] for i in kept]
        for (item, _database, _pool), deck in zip(ready, decks, strict=True):
            read_guessed(deck, item.fmt)
        contexts = [self._context(item, deck, database, pool)
                    for (item, database, pool), deck in zip(ready, decks, strict=True)]
        severities = [self.options.overrides(item.settings.severities)
                      for item, _database, _pool in ready]
        found = validate_all(contexts, severities, self.options.strict)
        for index, ctx in enumerate(contexts):
            found[index] = self._judged_both_ways(ctx, found[index], severities[index])
        results = [_result(item, ctx, violations) for (item, _db, _pool), ctx, violations
                   in zip(ready, contexts, found, strict=True)]
        for result, (_item, _db, pool) in zip(results, ready, strict=True):
            if pool is not None:
                result.pool_file, result.pool_per_player = shown_path(pool.file), pool.per_player
        if self.options.include_deck:
            from cardtools.asread import deck_as_read

            for result, deck in zip(results, decks, strict=True):
                result.read = deck_as_read(deck)
        judged = iter(results)
        return [self._foreign(item, foreign[item]) if item in foreign
                else next(judged) if database.has_cards() and not isinstance(pool, Finding)
                else self._foreign(item, other) if not isinstance(pool, Finding) and (
                    other := self._another_games_list(
                        item, {line.name for line in item.decklist.lines}, set())) is not None
                else _not_judged(item, database, pool)
                for item, database, pool in zip(batch, databases, pools, strict=True)]

    def _judged_both_ways(self, ctx: CheckContext, found: list[Violation],
                          severities: Mapping[str, str]) -> list[Violation]:
        """The violations ``found`` of the deck of ``ctx``, judged with ``severities``,
        once its lines whose count is unsure (``guessed_zones.unsure_counts``: ``Mountain
        (UNF) 239``, read as 239 copies) are judged read as one copy each too: a deck
        legal as read but not so (a main deck of 243 cards or of 5) has each such line a
        ``parse-error`` (``say_unsure``) and is judged again, so it is never legal; so
        has a deck legal only so (``Sol Ring (C21) 263``, 263 copies in a singleton deck,
        or ``SB x2: Duress`` over a sideboard of 14): the line is told how to write either
        reading. Read as the larger number alone, a line protected the maximums, not the
        minimums: a deck short of its minimum was legal."""
        unsure = unsure_counts(ctx.deck)
        if not unsure:
            return found
        varied = CheckContext(with_one_copy(ctx.deck, unsure), ctx.judging, ctx.pool,
                              ctx.pool_file, ctx.pool_per_player)
        other = validate_all([varied], [severities], self.options.strict)[0]
        if (status_of(found) == "legal") == (status_of(other) == "legal"):
            return found  # both readings legal, or both not: judged so already
        say_unsure(ctx.deck, unsure, status_of(found) == "legal")
        return validate_all([ctx], [severities], self.options.strict)[0]

    def _organizers_files(self, settings: DeckSettings) -> frozenset[str]:
        """The card files of the one running the check: ``--cards`` and those of the
        ``--config`` given, as a layer's origin writes them; not those of a config found
        beside the decklists, which may be a player's."""
        given = (*self.options.card_files,
                 *(settings.card_files if self.options.config_file is not None else ()))
        return frozenset(str(path) for path in given)

    def _foreign(self, item: _Judging, finding: Finding) -> DeckResult:
        """The result of a list of another game than its format's, or of prose with no
        card line: not judged."""
        result = error_result(item.path, finding, item.decklist)
        result.config = item.config
        return result

    def _another_games_list(self, item: _Judging, names: set[str],
                            own: set[str]) -> Finding | None:
        """An ``unknown-format`` error when a decklist with no ``Game:`` line, judged by
        a format given elsewhere (``--format``, a project config; a list naming its own
        format is judged by it), is a list of another game (its ``Format:`` line may give
        that game's format by another name, ``Tournoi`` under ``--format mtg/modern``):
        more than half of its names are cards of that game, and at most one in
        ``FOREIGN_OWN_SHARE`` is a card of the format's game alone (names both games
        have, Tornado or Island, tell nothing) (a Magic list judged as Mage Noir: one
        unknown card per line, Daze read as a misspelt Dazzle). ``names`` are the deck's
        names, ``own`` those that are cards of the format's game (none when the game has
        no card loaded: a Mage Noir list judged as MageTCG is told so, not sent to load
        MageTCG's cards). The deck stays an error (exit 2), never judged legal; ``None``
        for any other deck. Other games' cards are looked up only for a deck whose names
        are mostly unknown."""
        metadata = item.decklist.metadata
        if metadata.get("game") or (metadata.get("format")
                                    and not self.run_format(item.settings)):
            return None  # a list judged by its own Format: line is judged by it
        if not names or 2 * len(own) >= len(names):
            return None
        files = item.settings.card_files
        guess = self.guess_game(item.decklist, files)
        if guess is None or guess.game == item.fmt.game or 2 * guess.known <= guess.names:
            return None
        other = self.database(guess.game, files)
        alone = sum(other.resolve(name, False).card is None for name in own)
        if alone * FOREIGN_OWN_SHARE > len(names):
            return None
        said = (f"the decklist is {with_article(guess.game)} list: its names are cards of "
                f"{guess.game} ({guess.known} of {guess.names}), {alone} of {item.fmt.game} "
                "alone; ")
        organizers, players = self._judges_its_game(item.fmt)
        return Finding(
            "unknown-format", said + organizers,
            line=item.decklist.metadata_lines.get("format"),
            hint=f"check it with {with_article(guess.game)} format (cardtools formats --game "
                 f"{guess.game}), or take it out of this event's folder",
            players=said + players, players_hint=OWN_EVENT_HINT)

    def _judges_its_game(self, fmt: Format) -> tuple[str, str]:
        """What judges a deck that names no format of its own, said of a list of another
        game than ``fmt``'s: as the organizer's report says it, naming what gave the format
        (``--format``, else ``the format of the project config``: ``--format mtg/modern
        judges mtg decks``), and as the player's own report does (``this event's format,
        mtg/modern, judges mtg decks``). Pure."""
        given = GIVEN_BY_OPTION if self.options.format_id else GIVEN_BY_CONFIG
        return (f"{given} {fmt.id} judges {fmt.game} decks",
                f"this event's format, {fmt.id}, judges {fmt.game} decks")

    def _on_lists(self, item: _Judging, database: CardDatabase) -> DayLists:
        """Whether a card is on the banned or restricted list of ``item``'s format on the
        day it is judged (``OFF_LISTS``), remembered by the judging."""
        return self.on_lists(item.fmt, database)

    def on_lists(self, fmt: Format, database: CardDatabase) -> DayLists:
        """Whether a card of ``database`` is on the banned or restricted list of ``fmt``
        on the day decks are judged as of (``CheckOptions.as_of``), as ``resolve_deck``
        asks of a token's name that is a card's too (``DayLists``). Never raises."""
        return DayLists(self.judging(fmt, database))

    def judging(self, fmt: Format, database: CardDatabase) -> Judging:
        """The judging of ``fmt`` against ``database`` on the day decks are judged as of
        (``CheckOptions.as_of``), made once: what its rules' answers are remembered in."""
        return self._judgings.of(fmt, database, self.options.as_of)

    def _context(self, item: _Judging, deck: Deck, database: CardDatabase,
                 pool: DraftPool | None) -> CheckContext:
        return _context(deck, self.judging(item.fmt, database), pool)

    def _skipped_changes(self, item: _Judging, database: CardDatabase,
                         pool: DraftPool | None) -> dict[int, str] | None:
        """``skipped_changes`` of the decklist of ``item`` judged with ``database`` and
        ``pool`` as ``check`` judges it (its severities, ``--strict``)."""
        return self.skipped_changes(item.decklist, item.path, item.fmt, database,
                                    self.registry_for(item.settings.formats_dirs).zones,
                                    self.options.overrides(item.settings.severities), pool)

    def skipped_changes(self, decklist: Decklist, path: str, fmt: Format,
                        database: CardDatabase, table: ZoneTable,
                        severities: Mapping[str, str] | None = None,
                        pool: DraftPool | None = None) -> dict[int, str] | None:
        """For each line of ``decklist`` under a skipped section over card lines
        (``Decklist.under_skipped``) that is no card line of the section, why those card
        lines would change its verdict if read as part of the main deck, or of a zone the
        deck as read holds no card in (its sideboard: ``open_zones``), or ``""``
        (``skipped_cards.skipped_changes``):
        the deck judged again with them by ``fmt`` against ``database`` on the day of the
        run, its zones read with ``table``, with ``severities`` (rule id to severity) and
        the drafted ``pool``. ``None`` when the decklist has no such line."""
        asked = [number for number, line in heading_lines(decklist, database).items()
                 if _skipped_line_problem(line, database)]
        if not asked:
            return None
        judging, on_lists = self.judging(fmt, database), self.on_lists(fmt, database)

        def judge(varied: Decklist) -> tuple[list[Violation], set[str]]:
            deck = resolve_deck(varied, database, path, fmt.zones, table, on_lists, judging)
            read_guessed(deck, fmt)
            return (validate_all([_context(deck, judging, pool)], [severities or {}],
                                 self.options.strict)[0],
                    {entry.zone for entry in deck.entries if entry.count})

        return skipped_changes(decklist, asked, judge, database, open_zones(fmt.zones))

    def _pool_of(self, item: _Judging, database: CardDatabase
                 ) -> DraftPool | Finding | None:
        """The drafted pool a deck is judged with: ``--pool FILE`` for every deck; with
        ``--pool FOLDER``, for a draft format, the pool file its decklist names
        (``Pool: alice.txt``) or the file of the decklist's name in that folder; a
        ``file-error`` finding when there is none or it cannot be read."""
        from cardtools.rules import not_in_pool  # here: only a pool needs the rule

        where = self.options.pool_file
        if item.fmt.option(not_in_pool.OPTIONS) is None:
            if where is not None and not where.is_dir() and where not in self._readable_pools:
                readable(where)  # a pool file that cannot be read stops the run all the same
                self._readable_pools.add(where)
            _say_pool_unused(item, where)
            return None
        if where is None:
            return None
        if not where.is_dir():
            if is_the_decklist(where, item.path):
                return itself_as_pool(item.path)
            return DraftPool(self.pool(database, where), where, per_player=False)
        found = pool_file_for(where, item.path, item.decklist.metadata.get("pool"))
        if isinstance(found, Finding):
            return found
        key = (database, found)
        if key not in self._pools:
            try:
                self._pools[key] = read_pool(found, database)
            except CardtoolsError as exc:
                return Finding("file-error", f"the drafted pool: {exc}",
                               hint="fix the pool file, or give the deck its own")
        return DraftPool(self._pools[key], found, per_player=True)

    def _databases_of_run(self, settings: DeckSettings) -> list[CardDatabase]:
        """The card database of every game the run knows (bundled, or with formats in
        its formats folders), with the config's and the run's card files."""
        registry = self.registry_for(settings.formats_dirs)
        games = sorted({*bundled_games(), *registry.games()})
        return [self.database(game, settings.card_files) for game in games]

    def database(self, game: str, config_files: Sequence[Path] = ()) -> CardDatabase:
        """The card database of ``game`` with a config's card files and then the
        ``--cards`` files on top, built once per combination."""
        files = tuple(config_files) + tuple(self.options.card_files)
        key = (game, files)
        if key not in self._databases:
            self._databases[key] = database_for(game, list(files), self._warned)
        return self._databases[key]

    def guess_game(self, decklist: Decklist, files: Sequence[Path] = ()
                   ) -> GameGuess | None:
        """The game whose cards (with a config's ``files``) name the most of the
        decklist's first 200 distinct names, of games naming as many the one whose own
        cards name the most (``own_names_known``: a card file naming no game, layered on
        every game, is the game's its types are), or ``None`` when no game, or several
        equally, name any. Resolves without suggestions; never raises for a game whose
        cards cannot be loaded (it is left out)."""
        names = guessing_names(decklist)
        scores = []
        for game in bundled_games():
            try:
                database = self.database(game, files)
            except CardtoolsError:
                continue
            known, tried = names_known(database, names)
            scores.append((known, own_names_known(database, names) if known else 0, tried,
                           game))
        scores.sort(reverse=True)
        if not scores or scores[0][0] == 0 or (len(scores) > 1
                                               and scores[1][:2] == scores[0][:2]):
            return None
        known, _own, tried, game = scores[0]
        return GameGuess(game, known, tried)

    def pool(self, database: CardDatabase, path: Path) -> PoolCards:
        """The drafted pool of the file ``path`` (``--pool FILE``): its copies per card
        identity, all and holographic, its cards resolved against ``database``; read once
        per database and file.

        Raises ``CardtoolsError`` when the pool file cannot be read or names a card the
        database does not know.
        """
        key = (database, path)
        if key not in self._pools:
            self._pools[key] = read_pool(path, database)
        return self._pools[key]


class _Judging:
    """A decklist read, with its format, waiting to be judged (compared and hashed by
    identity: two decklists that read alike are two decks)."""

    __slots__ = ("config", "decklist", "fmt", "path", "settings")

    def __init__(self, decklist: Decklist, fmt: Format, path: str, settings: DeckSettings,
                 config: AppliedConfig | None = None) -> None:
        self.decklist = decklist
        self.fmt = fmt
        self.path = path
        self.settings = settings
        self.config = config


#: A list judged by a format given elsewhere is another game's when at most one of its
#: names in this many is a card of the format's game alone
#: (``Checker._another_games_list``).
FOREIGN_OWN_SHARE = 10


#: How many distinct names of a decklist a game guess weighs, at most (its first ones).
GUESSED_NAMES = 200


def guessing_names(decklist: Decklist) -> tuple[list[str], list[str]]:
    """The distinct names a guess of a decklist's game weighs (its first
    ``GUESSED_NAMES``): those of its card lines, and those of the lines that may be
    cards (``DeckLine.quiet``: a metadata value with a count, ``Player: Player 1`` read
    as one Player), which the deck holds only when they name a card: each is weighed
    only by a game whose cards know it (``names_known``). Pure."""
    names = list(dict.fromkeys(line.name for line in decklist.lines))[:GUESSED_NAMES]
    quiet = {line.name for line in decklist.lines if line.quiet}
    sure = {line.name for line in decklist.lines if not line.quiet}
    return ([name for name in names if name in sure],
            [name for name in names if name in quiet and name not in sure])


def names_known(database: CardDatabase, names: tuple[list[str], list[str]]
                ) -> tuple[int, int]:
    """How many of a decklist's ``names`` (``guessing_names``: its card lines', its
    maybe-card lines') the cards of ``database`` know, and how many names they weigh:
    every card line's, and a maybe-card line's only when it names a card by its full name
    (as ``resolve_deck`` keeps such a line; ``Player: Player 1``, read as one Player, is
    no name of the deck: it was one of 27 of which 26 were known, with ``Player: Alice``
    all 26)."""
    sure, maybe = names
    known = sum(database.resolve(name, False).card is not None for name in sure)
    # a face alone is no full name ("Deck: Burn 2" is no Turn // Burn: resolve_deck)
    cards = sum(found.card is not None and found.how != "face"
                for found in (database.resolve(name, False) for name in maybe))
    return known + cards, len(sure) + cards


def own_names_known(database: CardDatabase, names: tuple[list[str], list[str]]) -> int:
    """How many of a decklist's ``names`` (``guessing_names``) the game's own cards of
    ``database`` know: its bundled cards' and those of card files naming or written for
    its game, not those of a file naming no game whose types are another game's
    (``meta[UNCHECKED_CARD_FILES]``: a MageTCG sheet is layered on Magic's cards too, and
    knew a MageTCG deck's 22 names for Magic as for MageTCG, the game told by neither).
    Pure."""
    from cardtools.cardfiles import UNCHECKED_CARD_FILES

    unchecked = set(database.meta.get(UNCHECKED_CARD_FILES, ()))
    cards = (database.resolve(name, False).card for name in (*names[0], *names[1]))
    return sum(card is not None and database.layers[database.layer_of(card)].origin
               not in unchecked for card in cards)


class GameGuess:
    """The game a decklist's names are cards of (``Checker.guess_game``): the game, how
    many of the names its cards know, and how many distinct names were tried."""

    __slots__ = ("game", "known", "names")

    def __init__(self, game: str, known: int, names: int) -> None:
        self.game = game
        self.known = known
        self.names = names


def _format_hint(wanted: str, source: str) -> str:
    """The fix of an unknown format id named by ``source`` (``--format``, ``the
    'Format:' line``, ``the config .cardtools.yaml``): a report style named by mistake
    (``json``, the linters' habit) gets a pointer to ``--report``, a config's format
    the config to fix (no line of the decklist shows it). Pure."""
    from cardtools.reporters import REPORTERS

    if wanted.strip().lower() in REPORTERS:
        style = wanted.strip().lower()
        return (f"{source} names the game format (mtg/modern); for "
                f"{with_article(style)} report use --report {style}")
    if source.startswith("the config "):
        return f"fix the format of {source} (cardtools formats lists them)"
    return "cardtools formats lists them"


def _say_pool_unused(item: _Judging, option: Path | None) -> None:
    """Add to a decklist judged by a format of no drafted pool a ``reading`` note for
    each pool it was given, ``--pool`` or its ``Pool:`` line, which nothing reads: it was
    ignored unsaid (and a ``--pool`` file naming cards of another game stopped the run)."""
    given = [f"--pool {shown_path(option)}"] if option is not None else []
    line = item.decklist.metadata_lines.get("pool")
    if (named := item.decklist.metadata.get("pool")) is not None:
        given.append(f"'Pool: {named}'")
    for what in given:
        note = Finding("reading", f"{what} is not used: {item.fmt.name} is no draft "
                       "format, so no pool limits its copies",
                       line=line if what.startswith("'") else None,
                       hint="give a drafted pool to the decks of a draft format only")
        if note not in item.decklist.findings:
            item.decklist.findings.append(note)


def _context(deck: Deck, judging: Judging, pool: DraftPool | None) -> CheckContext:
    """The context the rules judge ``deck`` in: by ``judging``, with the drafted ``pool``."""
    return CheckContext(deck, judging, pool.cards if pool else None,
                        pool_file=shown_path(pool.file) if pool else None,
                        pool_per_player=pool.per_player if pool else False)


def _result(item: _Judging, ctx: CheckContext, violations: list[Violation]) -> DeckResult:
    """The verdict on a judged decklist; every violation placed on a line
    (``placing.placed``)."""
    metadata, fmt = item.decklist.metadata, item.fmt
    violations = placed(violations, ctx.deck) if violations else []
    lists_as_of, card_data_date, card_data, card_files = ctx.judging.of_format(JUDGED_WITH)
    hashed = not holds_no_card(ctx.deck)
    return DeckResult(
        path=item.path, status=status_of(violations), violations=violations,
        format_id=fmt.id, format_name=fmt.name, player=metadata.get("player"),
        deck_name=metadata.get("deck"), event=metadata.get("event"), date=metadata.get("date"),
        lists_as_of=lists_as_of, card_data_date=card_data_date, card_data=card_data,
        card_files=card_files, zones={z: n for z, n in ctx.zone_sizes.items() if n},
        deck=ctx.deck, format=fmt,
        fingerprint=judged_fingerprint(ctx.deck, fmt, ctx.named, ctx.unresolved)
        if hashed else None,
        cockatrice_hash=deck_cockatrice_hash(ctx.deck, ctx.judging)
        if hashed and fmt.deck_hash is not None else None,
        config=run_by(item.config, ctx.judging.running) if item.config is not None else None,
        data_age=_data_age(violations, ctx.judging),
        player_line=item.decklist.metadata_lines.get("player"),
        event_line=item.decklist.metadata_lines.get("event"),
    )


def _data_age(violations: list[Violation], judging: Judging) -> str | None:
    """The ``data-age`` note of a deck judged under ``judging`` (its words), or ``None``
    when its data know the judged day: the deck's own note, else the judging's, so that
    no ``--select``, ``--ignore``, config severity or suppression comment drops the run's
    data-age clause (a verdict is never more confident than its data)."""
    said = next((v.message for v in violations if v.rule == "data-age"), None)
    if said is None:
        from cardtools.rules.data_age import NOTE  # imported by the rule's applies too

        note = judging.of_format(NOTE)
        said = note.message if note is not None else None
    return sys.intern(said) if said is not None else None


def _judged_with(judging: Judging, _: None) -> _JudgedWith:
    """What a result says of the lists and card data its deck was judged with: the
    lists' day (``None`` for a format without dated lists), the card data's date, the
    card data in words (``None``: undated) and the user's card files layered on it
    (``--cards``, a config's ``cards``)."""
    dated = judging.card_data.get("date")
    return (judging.lists.as_of if judging.fmt.list_changes else None,
            str(judging.card_data["date"]) if dated else None,
            describe(judging.card_data) if dated else None,
            tuple(shown_path(Path(name)) for name in judging.card_data.get("card_files", ())))


_JudgedWith = tuple[str | None, str | None, str | None, tuple[str, ...]]


#: What results say of the lists and card data (``_judged_with``), once per judging:
#: one copy of each text that every deck of the judging shares, not one per deck.
JUDGED_WITH: Question[None, _JudgedWith] = Question(
    "judged with", _judged_with)


def no_card_data(game: str, decklist: Decklist) -> Finding:
    """The ``no-card-data`` error of a ``decklist`` of a ``game`` with no card loaded (no
    bundled cards, no card file given), on its first line: one error saying how to load
    cards, instead of one unknown card per line (``check``'s, and ``read``'s)."""
    return Finding(
        "no-card-data",
        f"no {game} cards are loaded, so none of this deck's cards can be checked",
        line=next((line.line for line in decklist.lines if line.line), None),
        hint="give the game's card file with --cards FILE (CSV, YAML or JSON), or list it "
        "under 'cards:' in .cardtools.yaml")


def _not_judged(item: _Judging, database: CardDatabase,
                pool: DraftPool | Finding | None) -> DeckResult:
    """The result of a deck that cannot be judged: its pool could not be read, or its
    game has no card loaded (then one error says how to load cards, instead of one
    unknown card per line)."""
    finding = pool if isinstance(pool, Finding) else no_card_data(database.game,
                                                                  item.decklist)
    result = error_result(item.path, finding, item.decklist)
    result.format_id, result.format_name = item.fmt.id, item.fmt.name
    result.config = item.config
    return result




def _crash(doing: str, exc: BaseException) -> Finding:
    """The ``internal-error`` finding of a file whose reading or judging failed."""
    if ran_out_of_memory(exc):
        message = f"ran out of memory {doing}"
    elif isinstance(exc, RecursionError):
        message = f"nested too deeply: {doing} failed"
    else:
        message = f"{doing} failed: {type(exc).__name__}: {exc}"
    return Finding("internal-error", message, hint="please report this with the decklist")


def _command_header_elsewhere(line: DeckLine, game: str, table: ZoneTable | None) -> bool:
    """Whether ``line``, a bare line naming no card, is a header of another game's
    command zone (``Commanders``, ``Command zone``, ``Cmdr``) in a list of ``game``,
    whose game data has no command zone: a grouping header there, as ``Commander``
    (a grouping word) is, the cards under it placed by their kind
    (``guessed_zones.read_command_marks_without_command_zone``), never an unknown
    card refusing a legal deck."""
    return bool(line.bare) and (table or bundled_zones()).headers.get(
        normalise(line.name)) == COMMAND and COMMAND not in bundled_game_data(game).get(
        "zones", {})


def resolve_deck(decklist: Decklist, database: CardDatabase, path: str,
                 zones: Collection[str] | None = None, table: ZoneTable | None = None,
                 on_lists: DayLists | None = None,
                 judging: Judging | None = None,
                 changes: Mapping[int, str] | None = None,
                 organizers: Collection[str] = ()) -> Deck:
    """Resolve every line of a decklist against ``database``; ``zones`` are the zones
    of the format it is judged by (``None``: not known), which decide whether a section
    that is one only in a deck with some zone is one (``Outside.zone``); ``table`` the
    game data the decklist was read with (``FormatRegistry.zones``; default: the
    bundled games'), whose header words of the deck's game tell a grouping header;
    ``on_lists`` whether a card is on the format's banned or restricted list of the day
    (``None``: not judged), which a token's name that is also that card's name does not
    hide (``_names_a_token``); ``judging`` the format and day the deck is judged by
    (``None``: not judged), which places its Magi stacks and judges a supplementary
    deck's cards (an Attraction under ``Attractions``: entries of ``SUPPLEMENTARY``,
    counted in no zone; without it they are left out, as any skipped line); ``changes``
    whether the card lines after each line that may head a part of the deck under a
    skipped section change the verdict (``Checker.skipped_changes``; ``None``: not
    judged); ``organizers`` the card files the one running the check gave (their layers'
    origins), whose new cards alone may hold a banned card's one-word name among words of their own
    (``_claim_checked``).

    A line that may be a grouping header (``Creatures``, ``Spells (12)``) and names no
    card is that header, and is dropped (DESIGN 3.1), unless its singular or plural names
    a card (``Sorceries (4)`` where a card ``Sorcery`` exists): a line close to a card
    name is never silently taken for a header, it is an unknown card. So is a possible
    card line read where a note may stand (an ``About`` note, a metadata value: a
    ``maybe_header`` line that is not ``bare``) that is within a typo of a card's name
    (``Deck: 1 Crimsen Ritual``). A name in quotes that names no card is tried without
    them, a possible card line's too (``"Black Lotus"`` as a title is the card).

    Output: a ``Deck`` of the resolved entries, with the decklist's findings, the
    reading notes of its lines (naming the card a line resolved to) and the
    ``declared-count`` findings of the counts it declares (``declared_counts``). A line
    read as prose holds the cards ``prose.prose_read`` says (0 for ``Thanks,``), for
    every count alike; the greetings opening the list and the sign-off closing it are
    notes, no entries.
    """
    entries, unknown, seen = [], 0, database.seen.get
    groupings: list[int] = []  # the lines of possible card lines read as grouping headers
    budget = _HeldBudget()
    ascii_names = decklist.ascii_names
    findings = list(decklist.findings)
    sections: set[str] = set()  # of lines outside the deck only in a zone ``zones`` lacks
    unplaced: set[int | None] = set()  # lines left out whose category placed them
    player_lines, player = _player_lines(decklist), decklist.metadata.get("player", "")
    line_names: Counter[str] = Counter()  # the lines' names, counted when a heading asks
    played = _PlayedCards(decklist, database)
    kept_cards = _KeptCards(database, on_lists, played, organizers)
    titled = _colours_title(decklist, database, table or bundled_zones())
    if titled is not None:
        findings.append(titled)
        # the title's words are no card line either ("Name: Jund (75)" was 75 of the Plane)
        budget.lines.add(titled.line)
    zone_prefixed = decklist.zone_prefixed  # may be a summary of its zone (_zone_summary)
    header_words = (table or bundled_zones()).header_words_of(database.game)
    # the title so noted is the first line: the lines after it are resolved
    for at, line in enumerate(islice(decklist.lines, titled is not None, None),
                              titled is not None):
        if line[_OTHER_READINGS:] == _ONE_READING and not line.maybe_header:
            # a line with one reading whose name names a card already seen: nothing below
            # applies to it (a resolution with a card has no suggestions); a line that
            # may be a heading may be said to be one (_heading_or_card), and one naming
            # a face may be what players call a legend (_legends_called)
            resolution = seen(line.name)
            if resolution is not None and resolution.card is not None \
                    and resolution.how != _FACE and (
                    not zone_prefixed or line.line not in zone_prefixed) and not (
                    line.bare and (_all_header_words(line.name, header_words)
                                   or (resolution.how == _FACE
                                       and _over_counted_lines(decklist, at)))):
                entries.append(DeckEntry(line, _claim_checked(line.name, resolution, kept_cards)))
                continue
        if line.titled and _titles_no_card(line, decklist, database, table) \
                and not _hides_a_card(line, decklist, database):
            # "Lotus Field Combo" above "4 Lotus Field": no card by its whole name
            findings.append(Finding("reading", decklist.title_notes.get(line.line or 0)
                                    or title_note(line.name), line=line.line,
                                    zone=line.zone))
            continue
        if line.outside is not None and _outside_a_zone(line.outside, zones):
            sections.add(f"{line.outside.section} is not part of the deck")
        said = None  # how a line was read: said once it is known to be a card line
        counts = {count for _, count in line.readings}
        read_names = [name for name, _ in line.readings]
        noted = [*read_names, *(mark.rsplit("\t", 1)[-1] for mark in line.marked)]
        said_apart = False  # a card its reading's parse-error named, besides the line's
        written, bare = line.name, line.bare
        if line.outside is not None and line.readings and (
                token := _double_faced_token(line, database, on_lists, played)):
            # "Tokens" / "1 Phyrexian // Incubator": one token's two faces, not the card
            # Phyrexian Incubator split by a comment
            finding = _outside_finding(line._replace(name=token), Resolution(None),
                                       database.game)
            findings.extend([finding] if finding is not None else [])
            continue
        line = _with_marks_read(line, database)
        if line.readings or line.problem is not None or line.marked \
                or line.holographic_if_whole or "|" in line.name:
            settled, said = settle_reading(line, lambda name: _names_card(database, name),
                                           database.never_printed, database.printed_in,
                                           database.describes, database.name_alike)
            if settled is None:
                findings.extend([said] if said is not None else [])
                continue
            if said is not None and said.rule == "parse-error":
                # "Tokens" / "1 Treasure # Black Lotus": said whatever the line turns out
                # to be (a token left out, a note), but of a token beside its maker
                findings.extend([] if _beside_its_maker(line, written, database, on_lists,
                                                        kept_cards) else [said])
                said, said_apart = None, True
            elif (barred_card := _called_beside_a_bar(
                    read_names, settled.name, database, on_lists, kept_cards)):
                # "Island | Oko": the card after the bar, called by its short name, was
                # dropped with a note that the line was read as Island
                findings.append(beside_a_bar_finding(settled, barred_card))
                said, said_apart = None, True
            elif (column_call := column_call_finding(
                    settled, line.marked,
                    lambda text: _refused_by_short_name(text, database, on_lists))):
                # "1,Island,...,Foil (Oko)": a refused legend's short name in a sheet's
                # cell, as the whole name there is said
                findings.append(column_call)
                said, said_apart = None, True
            line = settled
            ascii_names = ascii_names and line.name.isascii()  # another reading's name
        suggest = unknown < MAX_SUGGESTED
        resolution = seen(line.name) or database.resolve(line.name, suggest)
        if read_names and resolution.card is not None:
            # "Crimson Ritual (Showcase)", a player's card file's card, is Crimson Ritual
            # as read without that file: ambiguous, not the file's card
            resolution = database.uncontested_reading(resolution, (
                name for name in dict.fromkeys((*read_names, written)) if name != line.name))
        resolution = _claim_checked(line.name, resolution, kept_cards)
        if resolution.suggestions and not suggest:
            # another deck's search, remembered: a deck's entry must not depend on them
            resolution = resolution._replace(suggestions=())
        if line.outside is not None and resolution.card is None \
                and not resolution.not_a_card and (
                    marked := _emblem_marked_card(line.name, kept_cards)):
            # "Tokens" / "Black Lotus Emblem": no emblem of a planeswalker the deck
            # plays but a card so marked, counted as any card line (it was left out)
            findings.append(Finding(
                "reading", f"'{line.name}' in {line.outside.section} is no emblem of a "
                f"planeswalker the deck plays but the card {marked.name}: counted in "
                f"{line.outside.where}", line=line.line, zone=line.zone))
            line = line._replace(name=marked.name, outside=None)
            resolution = database.resolve(marked.name, False)
        if line.outside is not None and resolution.card is None and TOKEN in \
                line.outside.types and not resolution.not_a_card and (
                    beside := _card_in_a_tokens_line(
                        line, next(iter(read_names), written), noted, not said_apart,
                        database, on_lists, kept_cards)) is not None:
            # no token's line but a card line of the deck (it was left out as a token)
            findings.append(Finding(
                "reading", f"'{beside[0]}' in {line.outside.section} {beside[1]}: read as a "
                f"card line of {line.outside.where}, not left out as a token",
                line=line.line, zone=line.zone))
        elif line.outside is not None and line.outside.unaccepted:
            if (finding := _unaccepted_finding(line, resolution, judging)) is not None:
                # Sideboard{noDeck} of a card no sideboard takes: said in place of the note
                # that its category put the card in the side deck
                unplaced.add(line.line)
                findings.append(finding)
                continue
        elif line.outside is not None:
            finding = _outside_finding(
                line, resolution, database.game, zones, on_lists, played,
                resolution.card is not None or bool(resolution.not_a_card)
                or _known_token(line.name, database))
            kind = (None if judging is None or finding is None
                    or finding.rule != "ignored-section"
                    else _supplementary_kind(line, resolution, table or bundled_zones()))
            if kind is not None:
                # an Attraction deck's card: played in the event, so judged; in no zone
                findings.append(_supplementary_note(line, resolution, kind))
                entries.append(DeckEntry(line._replace(zone=SUPPLEMENTARY), resolution))
                continue
            findings.extend([finding] if finding is not None else [])
            if finding is None or finding.rule == "ignored-section":
                continue
        quoted = bool(QUOTED_NAME.match(line.name))
        if resolution.card is None and quoted:
            # a possible card line too: '"Black Lotus"' as a title is the card, not a note
            unquoted = database.resolve(line.name[1:-1])
            resolution = unquoted if unquoted.card is not None else resolution
        if resolution.card is None and not line.bare and (
                coded := _other_set_code_first(line, database)) is not None:
            resolution, note = coded
            findings.append(note)
        if (line.heading and resolution.card is not None
                and _by_a_face_alone(resolution, line.name)
                and (not line.bare or _heads_its_group(
                    decklist, at, resolution.card, line_names, database, header_words))):
            # "Burn (24)" over the burn spells: a heading, half of Turn // Burn only; as
            # a value ("Name: Burn (2024)"), the value, as a quiet line's face is
            if line.bare:
                findings.append(_face_heading_note(line, resolution.card.name))
                if not line.markdown:  # a Markdown heading is a header the reader knew
                    groupings.extend([line.line] if line.line is not None else [])
            continue
        if (line.bare and line.maybe_header and not line.quiet
                and resolution.card is not None and _by_a_face_alone(resolution, line.name)
                and not (on_lists is not None and on_lists(resolution.card))
                and _heads_its_uncounted_group(decklist, at, resolution.card, line_names,
                                               database, header_words)):
            # "Burn" or "Burn:" over "1 Lightning Bolt", "1 Chain Lightning" in a list whose every
            # card line gives its count: a category, not Turn // Burn (a copy too many)
            findings.append(_face_heading_note(line, resolution.card.name))
            groupings.extend([line.line] if line.line is not None else [])
            continue
        if line.by_count and resolution.card is not None and line.name == written:
            # "Name: Seven Dwarves": a name, the card's own words no count of it
            continue
        listed = (_listed_cards(line, database, counts, after_header=True)
                  if resolution.card is None and line.quiet
                  and line.line in decklist.card_headers else None)
        if listed and _summary_of_its_lines(line, listed[0], decklist.lines):
            continue
        if listed and not _title_of_its_cards(line, listed[0], decklist.lines):
            # "Side deck (2): Rituel pourpre, Tide": the cards a zone's header lists after
            # its mark (they were dropped as its title, a banned card hidden)
            parts, note = listed
            findings.append(note)
            entries.extend(parts)
            continue
        if line.markdown:
            if resolution.card is None and (
                    line.heading or not _nearly_the_whole_name(line.name, database)) \
                    and not (line.bare is False and _hides_a_card(line, decklist, database)):
                # "## Creatures (21)", a heading of header words, and "# Round 4", "#
                # burn deck 2", "# Grixis Shadow 2", ones that name no card by their whole
                # words (a word of them a card or a face is a deck's title): headings as
                # written ("# Ice 4", a face, is the card; "# Ponderr 4", a typo of one, an
                # unknown card)
                continue
        elif line.quiet and (
                (_name_before_header_follows(decklist, at)
                 and not _whole_title_line_kept(decklist, at, database))
                or (at and line.heading and _name_before_header_follows(decklist, at - 1)
                    and _whole_title_line_kept(decklist, at - 1, database))):
            # "Thoughtseize Sideboard" names no card, "Thoughtseize SB" the card of the
            # deck's name before it: the line after it reads that name (it was an unknown
            # card, or a second Thoughtseize, beside it); "Seer of the Bright Side" names
            # one: "Seer of the Bright" is no other card line
            continue
        elif line.quiet and (resolution.how == "face" or _match_up_of_a_card(
                line, decklist, database) or (
                resolution.card is None and (_remark_on_zone(line, decklist, database) or (
                    not _near_a_card(line, database, quoted, read_names, table)
                    and not _header_lists_a_card(line, decklist, database)
                    and not _label_hides_a_card(line, decklist, database))))):
            # "Player: Player 1": a name, no card (a face is no full name; a card's name
            # in another language or its other name is one: "# Sonde gitaxienne 4"); but
            # within a typo of a card ("Deck: one Crimson Ritual!") an unknown card
            continue
        if resolution.card is None and not resolution.candidates and (
                printed := printed_prefix_card(line.name, database)) is not None:
            resolution = printed  # "Iconic Seraph of Dawn" for a file's Iconic "Seraph of Dawn"
        if resolution.card is None and not resolution.candidates and not line.quiet and (
                (prefixed := prefixed_name(line.name, resolution, database)) is not None):
            resolution = prefixed
        if zone_prefixed and line.line in zone_prefixed and (
                summary := _zone_summary(line, resolution, decklist, database, counts)):
            findings.append(summary)
            continue
        if resolution.card is None and (listed := _listed_cards(
                line, database, counts, counted_first=line.line in decklist.counted_first)):
            parts, note = listed
            findings.append(note)
            entries.extend(parts)
            continue
        if resolution.card is None and (listed := _counted_parts(line, database) or (
                _cards_after_a_grouping(line, database, header_words))):
            # "Side deck : 4 Roche, 3 Séisme et 3 Arbre mort": each card of its own count;
            # "Relics: 2 Ancestral Flute + 2 Baloo Root": a grouping's label, then cards
            parts, note = listed
            findings.append(note)
            entries.extend(parts)
            continue
        if (resolution.card is None and line.maybe_header and not line.bare
                and not line.quiet and line.line not in decklist.card_headers
                and (listed := _listed_cards(line, database, counts, after_header=True))
                and not _title_of_its_cards(line, listed[0], decklist.lines)):
            # a title or a field above the list that lists cards the list names nowhere
            # else ("Ashgar, Gar, Grega" above the 40 cards, a partner pair above the 98,
            # "Black Lotus, Mox Jet"): those cards (it was a note or an unknown card, the
            # Magi or commanders lost, or a banned card hidden); one that lists some of
            # the list's cards beside others ("Goblin Guide, Black Lotus") is an unknown
            # card, as such a title joined by "&" or "/" is
            parts, note = listed
            if any(_each_named([part], {other.name for other in decklist.lines
                                        if other is not line}) for part in parts):
                entries.append(DeckEntry(line, resolution))
                continue
            findings.append(note)
            entries.extend(parts)
            continue
        if resolution.card is None:
            unknown += not resolution.candidates
            if (line.maybe_header or _command_header_elsewhere(line, database.game, table)) \
                    and not _near_a_card(line, database, quoted, read_names, table) \
                    and not _header_lists_a_card(line, decklist, database):
                if not line.bare and (held := _held_cards(
                        *decklist.noted.get(line.line or 0, (line.name, line.zone)),
                        line.line, database, budget)):
                    # "Notes: 1 Black Lotus and 4 Opt": the card lines in it are counted
                    findings.extend(held[1])
                    entries.extend(held[0])
                    continue
                if not line.bare and line.line in player_lines and line.name in player:
                    continue  # "Player: Bob (2)": the player's name, read as it is meant
                # a header's label is asked as one ("Sideboard (with 2 Oko)")
                if (line.bare is False and (
                        _label_hides_a_card(line, decklist, database)
                        if line.quiet or line.line in decklist.card_headers
                        else _hides_a_card(line, decklist, database))) \
                        or _greeting_lists_a_card(line, decklist, database, on_lists):
                    # "Storm (Black Lotus)", "Sideboard (vs Burn with Black Lotus)": an
                    # unknown card, no note that drops the card
                    entries.append(DeckEntry(line, resolution))
                    continue
                if entries and _listed_pair(entries[-1], line, None, database, on_lists):
                    # "1 The One" then "Ring": joined (``_listed_names_rejoined``)
                    entries.append(DeckEntry(line, resolution))
                    continue
                if line.line in decklist.counted_groupings and _counted_half(
                        decklist, at, resolution, database, on_lists):
                    # "1 Rituel" then "pourpre": a counted line (``_listed_names_rejoined``)
                    entries.append(DeckEntry(line._replace(bare=False), resolution))
                    continue
                read_as = "a grouping header" if line.bare else "a note, not a card"
                if line.bare and line.line is not None:
                    groupings.append(line.line)
                findings.append(Finding(
                    "reading", f"'{line.name}' names no card: read as {read_as}",
                    line=line.line, zone=line.zone))
                continue
        if said is not None:
            findings.append(_naming_the_card(said, line, resolution))
        if resolution.card is not None and (heading := _heading_or_card(
                line, resolution, decklist, at, header_words) if bare
                else _title_or_card(line, resolution, decklist, at, header_words)):
            # "Terre:" above the lands: a heading, or one Heaven // Earth by its French
            # face; counted, and never judged legal on the guess
            findings.append(heading)
        if resolution.how == "face" and "," not in line.name and (
                legends := _legends_called(line.name, resolution, database)):
            # "Sheoldred": a face's whole name, and what players call other legends
            findings.append(_face_or_legend(line, resolution, legends))
        entries.append(DeckEntry(line, resolution))
    if unknown > 1 and decklist.form in TEXT_FORMS:
        entries = _inline_names_joined(entries, database, findings)
    if on_lists is not None and decklist.form in TEXT_FORMS:
        entries = _listed_names_rejoined(entries, database, on_lists, findings)
    if decklist.form == "yaml":
        findings.extend(_names_parted_at_commas(entries, database))
    if any(entry.resolution.other_language is not None for entry in entries):
        entries = _in_the_decks_language(entries, findings, database)
    if judging is not None and (stacks := _stack_zones(judging)) and any(
            entry.zone in stacks for entry in entries):
        entries = _stack_lines_read(entries, stacks, database, findings)
    if judging is not None and decklist.zone_lines:
        entries = read_deck_under_zone_header(
            entries, judging.fmt, decklist.zone_lines, decklist.headers,
            {said.line: said.count for said in decklist.declared if said.scope == "zone"},
            findings)
    if decklist.outside_block:
        findings.extend(_cards_outside_the_block(entries, decklist.outside_block))
    if decklist.under_skipped:
        findings.extend(_sections_under_skipped(heading_lines(decklist, database), database,
                                                changes))
    if decklist.noted:
        _count_held_cards(decklist, entries, findings, database, budget)
    # after the cards a value holds are read: "Date: 2025-11-09 | 4 Black Lotus" counts
    # its Black Lotus, said "read as a note" of it before
    _dates_read_as_cards(entries, findings)
    if decklist.late_values:
        findings.extend(_cards_in_late_values(decklist, entries, findings, database))
    if decklist.commented_names:
        findings[:] = _commented_cards(decklist.commented_names, findings, database)
    if sections:
        findings[:len(decklist.findings)] = _without_notes_of(decklist.findings, sections)
    if unplaced:
        findings[:] = [said for said in findings if said.line not in unplaced
                       or said.rule != "reading" or not placing_note(said.message)]
    findings[:] = one_count_mark_note(one_placing_note(findings))
    # one reading of the prose for every count made of the entries, and the greetings
    # and the sign-off around the list read as notes (it was an error, a legal deck
    # illegal, and each count left out or counted its own lines)
    entries, prose_notes = prose_read(entries, database, decklist.form in TEXT_FORMS, on_lists)
    findings.extend(prose_notes)
    places, side = _stack_places(judging), _side_label(judging)
    findings.extend(declared_count_findings(decklist, entries, groupings, places, side))
    deck = Deck(path, database.game, entries, decklist.metadata, findings,
                decklist.zone_lines, decklist.metadata_lines, decklist.suppressions,
                decklist.guesses)
    if decklist.declared:
        # compared again once a check reads a guessed line in another zone
        deck.recount = lambda read: list(declared_count_findings(
            decklist, read, groupings, places, side))
    deck.form = decklist.form
    deck.ascii_names = ascii_names
    deck.code_page_lines = decklist.code_page_lines
    deck.code_page_cards = decklist.code_page_cards
    if holds_no_card(deck):
        _say_no_card(findings)
    return deck


def _dates_read_as_cards(entries: list[DeckEntry], findings: list[Finding]) -> None:
    """Say, in ``findings`` (in place), that a date value giving no single day read as a
    card line on its line (``Date: 1 Island``, one Island counted; ``Date: 1 Island and
    4 Opt``, an unknown card) was read so: its note said "read as a note, not the deck's
    day" of a card line the deck counts (``decklist.text.no_day_carded``); a value read
    as a note (``Date: 1 Qzxv``) keeps it."""
    from cardtools.decklist.text import no_day_carded

    for at, said in enumerate(findings):
        if said.rule != "reading" or "gives no single day" not in said.message:
            continue
        carded = no_day_carded(said.message, [entry.line.name for entry in entries
                                              if entry.line.line == said.line])
        if carded is not None:
            findings[at] = said._replace(message=carded)


def _commented_cards(commented: dict[int, tuple[str, str]], findings: list[Finding],
                     database: CardDatabase) -> list[Finding]:
    """``findings`` with the note of each comment read as a category after a zone of one
    kind of card (``Decklist.commented_names``: ``# Orwin`` after a Magi stack, ``//
    Sol Ring`` after the command zone) that names a card by its name alone told as what
    it is: that card's line commented out, not counted, as a comment's card line with
    its count is (``# 1 Orwin``)."""
    said = []
    for finding in findings:
        named = commented.get(finding.line or 0) if finding.rule == "reading" else None
        card = _names_card(database, named[0]) if named is not None else None
        if named is not None and card is not None and finding.message.startswith(
                f"'{named[0]}' "):
            finding = Finding(
                "reading", f"'{named[1][:80]}' is a card line commented out: not counted "
                f"(remove its mark to count 1 {card})", line=finding.line, zone=finding.zone)
        said.append(finding)
    return said


#: The most items of a YAML flow list tried as one card's name (no card's name holds
#: more than three commas), so a hostile list of thousands of unknown names costs a
#: few look-ups each.
_MOST_PARTS = 4


def _inline_names_joined(entries: list[DeckEntry], database: CardDatabase,
                         findings: list[Finding]) -> list[DeckEntry]:
    """``entries`` with each two unknown names of one line that the text reader parted as
    a list of counted cards (``1 Big Apple, 3 a.m.``: ``1 Big Apple`` and ``3 a.m.``,
    ``decklist.text._INLINE_LIST``) joined back into the one card they name, written
    ``first, count second`` as the card data writes it but for case, with an info
    ``reading`` note added to ``findings``: the reader parts such a line without the card
    data, and a card's name may hold a comma before a number (it was two unknown cards,
    a legal deck illegal)."""
    joined: list[DeckEntry] = []
    for entry in entries:
        last = joined[-1] if joined else None
        if (last is not None and last.card is None and entry.card is None
                and entry.line.line is not None and last.line.line == entry.line.line
                and last.zone == entry.zone):
            name = f"{last.line.name}, {entry.line.count} {entry.line.name}"
            card = database.resolve(name, False).card
            if card is not None and card.name.casefold() == name.casefold():
                joined[-1] = DeckEntry(last.line._replace(name=name),
                                       database.resolve(name, False))
                findings.append(Finding(
                    "reading", f"'{last.line.name}' and '{entry.line.count} "
                    f"{entry.line.name}' are one card's name, {card.name}: read as one card "
                    f"line of {last.line.count}", line=entry.line.line, zone=entry.zone))
                continue
        joined.append(entry)
    return joined


def _listed_names_rejoined(entries: list[DeckEntry], database: CardDatabase,
                           on_lists: DayLists, findings: list[Finding]) -> list[DeckEntry]:
    """``entries`` with a counted card line and the line right under it, written without a
    count, joined back into the one card they name when that card is on the format's
    banned or restricted list of the day (``_listed_pair``: ``1 Dread`` then ``Return``,
    the banned Dread Return broken over two lines, each half a card of its own; ``1 The
    One`` then ``Ring``, ``1 Mental`` then ``Misstep``, a half no card), with an info
    ``reading`` note added to ``findings``; they were two legal cards, or an unknown card
    and a note, the banned card a person reads unsaid."""
    joined: list[DeckEntry] = []
    for entry in entries:
        last = joined[-1] if joined else None
        found = _listed_pair(last, entry.line, entry.card, database, on_lists)
        if last is not None and found is not None and found.card is not None:
            name = f"{last.line.name} {entry.line.name}"
            joined[-1] = DeckEntry(last.line._replace(name=name), found)
            findings.append(Finding(
                "reading", f"'{last.line.name}' and '{entry.line.name}' on the line "
                f"after it are one card's name broken over two lines, {found.card.name}, "
                "which the format's banned or restricted list holds: read as one card "
                f"line of {last.line.count}", line=entry.line.line, zone=entry.zone))
            continue
        joined.append(entry)
    return joined


def _listed_pair(last: DeckEntry | None, line: DeckLine, card: Card | None,
                 database: CardDatabase, on_lists: DayLists | None) -> Resolution | None:
    """The resolution of the card that the counted line of ``last`` and ``line``, the
    line right under it written without a count (naming ``card`` or none), name together
    (``1 Dread`` then ``Return``), when that card is neither half's and is on the format's
    banned or restricted list of the day (``on_lists``); else ``None``. Only a card's
    name the database knows exactly is resolved (``CardDatabase.knows_name``: its own,
    in another language, an alias, a face's, look-alike letters read: ``1 Rituel`` then
    ``pourpre`` as ``1 Crimson`` then ``Ritual``; most pairs of lines name none, and a
    full resolution looks for other spellings)."""
    if (on_lists is None or last is None or not line.bare or last.line.bare
            or last.line.line is None or line.line != last.line.line + 1
            or last.zone != line.zone):
        return None
    name = f"{last.line.name} {line.name}"
    if not database.knows_name(name):
        return None
    found = database.resolve(name, False)
    listed = found.card is not None and found.card not in (last.card, card) and on_lists(
        found.card)
    return found if listed else None


def _counted_half(decklist: Decklist, at: int, resolution: Resolution,
                  database: CardDatabase, on_lists: DayLists | None) -> bool:
    """Whether the line ``at`` of ``decklist``, read as a grouping header written with a
    count (``Decklist.counted_groupings``: ``1 Rituel``, a header word of Mage Noir's) and
    naming no card (``resolution``), is the first half of a card's name broken over two
    lines whose card is on the format's banned or restricted list of the day
    (``_listed_pair``: ``1 Rituel`` then ``pourpre``, Crimson Ritual's French name): a
    counted card line then, as ``1 Crimson`` then ``Ritual`` is."""
    line = decklist.lines[at]
    below = decklist.lines[at + 1] if at + 1 < len(decklist.lines) else None
    return below is not None and _listed_pair(
        DeckEntry(line._replace(bare=False), resolution), below, None, database,
        on_lists) is not None


def _names_parted_at_commas(entries: list[DeckEntry], database: CardDatabase
                            ) -> Iterator[Finding]:
    """An info ``reading`` note for each run of unknown names that a YAML flow list
    parted at its commas out of one card's name (``commander: [Atraxa, Praetors'
    Voice]``: the items ``Atraxa`` and ``Praetors' Voice``, on one line, in one zone),
    when the run joined by ``, `` is exactly one card's name (the longest such run
    first). The items stay unknown cards, as YAML reads them and as every other tool
    reading the file would (the deck is not judged legal on a reading of our own): the
    note names the card and how to write it, where each item's hint named cards the
    other did not."""
    start = 0
    while start < len(entries):
        first = entries[start]
        end = start
        while (end < len(entries) and end - start < _MOST_PARTS
               and entries[end].resolution.card is None and first.line.line is not None
               and entries[end].line.line == first.line.line
               and entries[end].zone == first.zone):
            end += 1
        found = next((run for run in (entries[start:stop] for stop in range(end, start + 1, -1))
                      if _one_card(run, database)), None)
        if found is None:
            start += 1
            continue
        names = " and ".join(f"'{e.line.name}'" for e in found)
        card = ", ".join(e.line.name for e in found)
        yield Finding("reading", f"{names} are one card's name, {card}, parted at its comma "
                      "by YAML's flow list [a, b]: each is read as a name of its own",
                      line=first.line.line, zone=first.zone,
                      hint=f'write it in quotes: ["{card}"]')
        start += len(found)


def _one_card(run: list[DeckEntry], database: CardDatabase) -> bool:
    """Whether the names of ``run`` joined by ``, `` are exactly one card's name, as the
    card data writes it but for case."""
    joined = ", ".join(entry.line.name for entry in run)
    card = database.resolve(joined, False).card
    return card is not None and card.name.casefold() == joined.casefold()


def _player_lines(decklist: Decklist) -> frozenset[int]:
    """The line of ``decklist`` holding its player's name (``Player:``, a structured
    list's ``player``), if any. A possible card line there that names no card and is
    near none is the player's name, without a note: a person's name is no deck title
    read after a card's (``Name: 4 Horsemen`` keeps its note), and a JSON ``player``
    ``<script>alert(1)</script>`` got "'alert' names no card: read as a note, not a
    card". One naming a card, near one, or holding a card line is read as before; so
    is one whose words are no part of the player's name (``resolve_deck`` compares
    them), though on that line (a JSON document of one line). Only a note is left out:
    no card is."""
    line = decklist.metadata_lines.get("player")
    return frozenset() if line is None else frozenset((line,))


#: Why a deck of no card has no fingerprint (``_say_no_card``).
_NO_CARD = "no card was read"
_NOT_COMPARED = "so the deck has no fingerprint and is compared with no other"
#: What the note on a deck of no card advises when its cards were written but each was
#: refused (a ``parse-error``: a count of ``true``, a row of no name).
_REFUSED_HINT = ("each card written was refused for a value cardtools cannot read: write "
                 "those values as the errors say")


def _say_no_card(findings: list[Finding]) -> None:
    """Say, in ``findings`` (in place), that a deck holds no card and so has no
    fingerprint (``fingerprint.holds_no_card``): an empty file's note ("the file is
    empty: no card was read") says it, else a ``reading`` note on line 1 (a file of
    comments, metadata or headers only), as two such files are no shared deck; its hint
    says to write the refused values anew when a ``parse-error`` refused the cards written
    (a JSON count ``true``), else to submit the decklist again (a broken submission)."""
    for position, finding in enumerate(findings):
        if finding.rule == "reading" and finding.message.endswith(f": {_NO_CARD}"):
            findings[position] = finding._replace(message=f"{finding.message}, {_NOT_COMPARED}")
            return
    # every card written refused for a bad value (a JSON count true, null or "4"): no
    # broken or unsaved submission, which submitting again does not mend
    refused = any(finding.rule == "parse-error" for finding in findings)
    findings.append(Finding("reading", f"{_NO_CARD}, {_NOT_COMPARED}", line=1,
                            hint=_REFUSED_HINT if refused else EMPTY_HINT))


def _prose_only(decklist: Decklist, deck: Deck, database: CardDatabase) -> Finding | None:
    """A ``file-error`` when a text file holds prose and nothing else (an e-mail's body
    sent instead of the list, a ``notes.txt`` or ``rules.txt`` beside the decklists):
    no line read as a card names one or has a count before its name (a count read after
    it, ``Round 2: 11:15``, is the line's own text), one line reads as prose and the
    others do or are near no card (``cardtools.prose.prose_only``: a title, a bullet
    point), and no line is a header or a metadata line. Another game's list is said
    first (``Checker._another_games_list``). It was judged an illegal deck of unknown
    cards, as if a list had been read; it is not a decklist, and not judged (exit 2, in
    a folder walk too: a submission must not pass unseen). ``None`` for any other
    deck."""
    entries = deck.entries
    if (not entries or decklist.headers or decklist.metadata or decklist.form not in TEXT_FORMS
            or any(entry.card is not None for entry in entries)):
        return None
    notes_of = {finding.line: finding.message for finding in deck.findings
                if finding.rule == "reading"}
    written = [_written_alone(entry.line, notes_of.get(entry.line.line)) for entry in entries]
    if None in written:
        return None
    read = {entry.line.line for entry in entries}
    notes = [line.name for line in decklist.lines if line.line not in read]
    if not prose_only([(entry.line.line, text) for entry, text in zip(
            entries, written, strict=True) if text is not None], notes,
            lambda name: database.nearly_names_a_card(name)
            or _plural_names_a_card(name, database),
            frozenset(at for at, entry in enumerate(entries) if not entry.line.bare)):
        return None
    count = len(entries) + len(notes)
    numbers = [line.line for line in decklist.lines if line.line is not None]
    return Finding("file-error", f"not a decklist: prose only ({plural(count, 'line')}), "
                   "no card line", line=min(numbers, default=None),
                   hint="submit the decklist itself: one card a line, its count first "
                        "(4 Name)")


#: The longest word a file of one word a folder walk found may be and be no decklist.
_NOTE_WORD = 24


def _one_word_in_a_walk(item: _Judging, deck: Deck, database: CardDatabase
                        ) -> Finding | None:
    """A ``file-error`` for a text file a folder walk found that holds one short word
    and nothing else, no count, naming no card nor near one (``notes/todo.txt`` holding
    ``todo``): a note beside the decklists, as a file of prose is (``_prose_only``); it
    was judged an illegal deck of the unknown card 'todo'. A file named on the command
    line is judged (its author meant it), and so is a word naming a card or close to one
    (``Ponder``, ``Pondr``, with its "did you mean"). ``None`` for any other deck."""
    decklist, entries = item.decklist, deck.entries
    if (len(entries) != 1 or len(decklist.lines) != 1 or not isinstance(item.path, WalkedPath)
            or decklist.headers or decklist.metadata or decklist.form not in TEXT_FORMS):
        return None
    entry = entries[0]
    word = entry.line.name.strip()
    if (entry.card is not None or entry.resolution.candidates or entry.resolution.suggestions
            or not entry.line.bare
            or len(word) > _NOTE_WORD or len(word.split()) != 1
            or database.nearly_names_a_card(word) or _plural_names_a_card(word, database)):
        return None
    return Finding("file-error", f"not a decklist: one word ({word!r}), no card line",
                   line=entry.line.line, hint="submit the decklist itself: one card a line, "
                   "its count first (4 Name)")


def _written_alone(line: DeckLine, note: str | None) -> str | None:
    """The text of a line read as a card with no count before its name: its name when
    it has no count, the whole line when its count was read from its end (``Doors open
    at 9``, read as 9 ``Doors open at``, which its ``reading`` ``note`` says); ``None``
    for a line counted before its name (``4 Qzxv``), a card line's shape."""
    if line.bare:
        return line.name
    written = None if note is None else written_before_reading(note, line.count, line.name)
    return written if written is not None and written.startswith(line.name) else None


def _sections_under_skipped(lines: Mapping[int, UnderSkipped], database: CardDatabase,
                            changes: Mapping[int, str] | None = None) -> Iterator[Finding]:
    """A ``parse-error`` for each line under a skipped section of any card
    (``Decklist.under_skipped``, with a card line with a count after it) that is no card
    line of the section: a person reads it as the header of a part of the deck the reader
    does not know, or as the end of the section, whose cards were skipped with it; a
    banned card or a fifth copy after it was hidden, the deck legal (DESIGN 3.1: no line
    vanishes). Such a line is a name of no card (``Sidedeck``, ``Seitendeck (16)``, a
    sentence, a heading's or comment's words), a card's name with no count
    (``Reinforcements``: a card, or a header), a count and a name of no card nor a near
    miss of one (``15 Nebendeck``, ``15 Sidebaord``, ``1 Lightnig Bolt``), or a separator
    (``---``). ``changes`` (``Checker.skipped_changes``; ``None``: the deck is not
    judged) says, for each line, why the card lines after it would change the verdict if
    read as part of the main deck: a line whose would not (``Ideas`` over ``1 Ponder``)
    is a ``reading`` note instead, saying so; a line it does not hold was not judged. A
    blank line after a card line of the section (``Maybeboard``, ``1 Opt``, a blank line,
    then a side deck of 16 cards, a banned card among them) is the ``parse-error`` only
    when those card lines would change the verdict, and else says nothing, as blank lines
    part a section's cards as often as they end it."""
    # the game's own headers: Magic's Sideboard, Mage Noir's Side deck
    headers = f"{written_header(database.game, MAIN)}, {written_header(database.game, SIDE)}"
    for number, line in sorted(lines.items()):
        problem = _skipped_line_problem(line, database)
        if not problem:
            continue
        said = f"'{line.shown}' under '{line.section}' (not part of the deck) {problem}"
        why = None if changes is None else changes.get(number)
        if line.kind == "blank":
            # a blank line stays in the section, without a word, unless the card lines
            # after it would change the verdict read as part of the deck
            after = lines.get(int(line.name or 0))
            if changes is None or why == "" or (
                    after is not None and _skipped_line_problem(after, database)):
                continue  # or the line after it says it (15 Nebendeck)
            yield Finding("parse-error", f"a blank line under '{line.section}' (not part "
                          f"of the deck) {problem}: if it ends the section, the lines after "
                          "it were not counted", line=number,
                          hint=(f"read as part of the deck, they would add an error ({why}); "
                                if why else "") + "write the header of the zone its cards "
                          f"are in ({headers}) to count them, or no blank line between "
                          "the section's cards")
            continue
        if why == "":
            yield Finding("reading", f"{said}: the lines after it were read as part of the "
                          "section, not counted; read as part of the deck, they would "
                          "change no verdict (the deck judged with them in its main deck, "
                          "or in a zone it holds no card in, a sideboard, gets no other "
                          "error)",
                          line=number)
            continue
        yield Finding("parse-error", f"{said}: if it heads a part of the deck, the lines "
                      "after it were not counted", line=number,
                      hint=(f"read as part of the deck, they would add an error ({why}); "
                            if why else "")
                      + f"write the header of the zone its cards are in ({headers}) to "
                      "count them; under the section, write each card with its count, and "
                      "notes and separators after its cards")


def _skipped_line_problem(line: UnderSkipped, database: CardDatabase) -> str:
    """What makes ``line``, under a skipped section of any card, a possible header
    (``_sections_under_skipped``), or ``""`` when it is a card line of the section."""
    if line.kind in ("mark", "blank"):
        return "parts the section's cards"
    resolution = database.resolve(line.name, False)
    if resolution.card is not None or resolution.candidates:
        return "" if line.kind == "counted" else "names a card but gives no count"
    # a misspelt card ("1 Lightnig Bolt") or a card the data does not know yet, as much
    # as a header ("15 Sidebaord"): the card lines after it decide (``changes``)
    return "names no card"


def _cards_outside_the_block(entries: list[DeckEntry], outside: frozenset[int]
                             ) -> Iterator[Finding]:
    """A ``reading`` note for each entry read from the chat around a list in code fences
    (``Decklist.outside_block``: ``Top`` above the block) that names a card: counted, as
    a title naming one is, but said, where it went without a word into the deck."""
    for entry in entries:
        if entry.card is not None and entry.line.maybe_header and entry.line.line in outside:
            yield Finding(
                "reading", f"'{entry.line.name}' stands outside the code block that holds "
                f"the list: counted as {entry.count} {entry.card.name}",
                line=entry.line.line, zone=entry.zone,
                hint="move it into the block, or delete it if it is no card of the deck")


def _count_held_cards(decklist: Decklist, entries: list[DeckEntry], findings: list[Finding],
                      database: CardDatabase, budget: _HeldBudget) -> None:
    """Add to ``entries`` (and a note to ``findings``) the card lines held in a text that
    may stand where a note does (``Decklist.noted``: a metadata value, the words after a
    header's mark), unless its line has an error or it was read for card lines already
    (``budget.lines``). A card line the text gave itself (``_read_from``: ``Name: 4
    Crimson Ritual`` is the card already) is not counted again, each copy once; a row of
    it read as an unknown card is said already and not read again; every other card line
    counts, though the line gave entries (a Moxfield description's rows share its line).
    ``Deck: "Deck: 1 Black Lotus"``, ``Deck: Black Lotus (one)`` were dropped without a
    word; a note on the line (``notes: Burn "1 Black Lotus"``'s ``ignored-section``) says
    nothing of the card, nor does another entry of the line (a section's card in a file
    written on one line, a JSON deck's). The entries are then in file order again."""
    said = {finding.line for finding in findings
            if finding.rule not in TABLE or TABLE[finding.rule].severity == "error"}
    added = False
    # each line's entries, found once: a list of thousands of lines each with a noted
    # text (a label on every card line) took a pass over all entries per line
    by_line: dict[int | None, list[DeckEntry]] = {}
    for entry in entries:
        by_line.setdefault(entry.line.line, []).append(entry)
    headed = {number for number, _ in decklist.headers}  # a header's label is no plan
    for number, (noted, zone) in decklist.noted.items():
        if number in said or number in budget.lines:
            continue
        # what the text gave itself (Name: 4 Crimson Ritual): not another entry of the
        # line (a section's card in a file written on one line: Opt is in "optimized")
        own = [entry for entry in by_line.get(number, ()) if _read_from(entry, decklist.form)]
        # a row read as an unknown card is said already; the other rows are still read
        # (a Moxfield description's rows all share its line)
        text = "\n".join(row for row in noted.split("\n") if not any(
            entry.card is None and entry.line.name.casefold() in row.casefold()
            for entry in own))
        if not text:
            continue
        # a card line the text gave already is not counted twice, each copy once
        given = Counter((entry.card.name, entry.count) for entry in own
                        if entry.card is not None)
        held = _held_cards(text, zone, number, database, budget, given,
                           plans=number not in headed)
        if held:
            entries.extend(held[0])
            findings.extend(held[1])
            added = True
    if added:
        entries.sort(key=lambda entry: entry.line.line or 0)


def _read_from(entry: DeckEntry, form: str) -> bool:
    """Whether ``entry`` was read from its line's noted text itself: in a text decklist
    any entry of the line (``Name: 4 Crimson Ritual``, ``Sideboard (15) - 3 Duress``), in
    another form a possible card line read from a value (``maybe_header`` and not
    ``bare``: ``text.cards_in_value``'s). Another entry of the line (a section's card, in
    a file written on one line) is none, whatever its name."""
    return form in TEXT_FORMS or (entry.line.maybe_header and not entry.line.bare)


#: Most names a deck's notes, titles and metadata values are read for (each count's
#: runs of words after it, ``held_card_lines``): a real list's notes try a few dozen; a
#: file of thousands of counts in its notes would take minutes.
MAX_HELD_NAMES = 50_000


class _HeldBudget:
    """The names one deck's notes may still be read for (``MAX_HELD_NAMES``), and the
    lines whose notes were read (``lines``: each read once)."""

    __slots__ = ("left", "lines")

    def __init__(self) -> None:
        self.left = MAX_HELD_NAMES
        self.lines: set[int | None] = set()


def _held_cards(text: str, zone: str, number: int | None, database: CardDatabase,
                budget: _HeldBudget, given: Counter[tuple[str, int]] | None = None,
                plans: bool = True) -> tuple[list[DeckEntry], list[Finding]] | None:
    """The cards a note, title or metadata value (``text``, on line ``number`` in
    ``zone``) holds as card lines with a count (``held_card_lines``: ``Notes: 1 Black
    Lotus and 4 Opt``, ``Name: 1 Black Lotus - by me``, ``Deck: Black Lotus (one)``), each
    naming a card by its full name (not a face, whose words hold no shorter card's
    either: ``1 Fell the Profane`` holds no Fell), as entries, with a ``reading`` note
    saying so; ``None`` when it holds none. A ``(card name, count)`` of ``given`` (the
    card lines the text gave itself, entries already) is not counted again, each copy of
    it once: ``Name: 1 Black Lotus - by me`` is one Black Lotus, ``Name: Burn (1 Black
    Lotus, 1 Black Lotus)`` two. A card there was a note, or dropped without
    a word: a banned card hidden, the deck legal. A line of the text that is a sideboard
    plan (``text.sideboard_plan``: ``vs Burn: -2 Daze +2 Pyroblast``, ``Cut 2 Brainstorm
    for 2 Ponder``) counts no card: a ``reading`` note names the cards it holds, unless
    ``plans`` is false (a zone header's label: ``Sideboard (vs aggro and 1 Black Lotus)``
    counts its card). Past the deck's ``budget`` of names, no entry and a
    ``parse-error`` saying the text was not read (never a hang, never a card dropped
    unsaid)."""
    budget.lines.add(number)
    shown = text.replace("\n", " / ")[:80]  # a value of several lines, on one line
    if text.count("\n") >= MAX_HELD_LINES:  # its lines past the limit would go unread
        return [], [Finding(
            "parse-error", f"'{shown}' holds more than {MAX_HELD_LINES:,} lines of notes on "
            "one line: not read for card lines", line=number, zone=zone,
            hint="write each card on a line of its own, and shorter notes")]
    rows = text.splitlines()
    planned = [row for row in rows if plans and sideboard_plan(row)]
    parts = [plan_split(row) if row in planned else (row, "") for row in rows]
    counted = _held_entries("\n".join(part for part, _ in parts), zone, number, database,
                            budget, given)
    # a card line the text gave itself is no plan's either (Deck: +1 Black Lotus)
    plan = _held_entries("\n".join(part for _, part in parts), zone, number, database,
                         budget, given)
    if isinstance(counted, Finding):
        return [], [counted]
    if isinstance(plan, Finding):
        return [], [plan]
    notes = []
    if counted:
        notes.append(Finding(
            "reading", f"'{shown}' holds the card line {_held_named(counted)}: counted (a "
            "card with a count in a note, a title or a metadata value is never dropped)",
            line=number, zone=zone, hint="write each card on a line of its own"))
    if plan:
        notes.append(Finding(
            "reading", f"'{' / '.join(planned)[:80]}' reads as a sideboard plan: "
            f"{_held_named(plan)} not counted (a signed count, or a count after a plan's "
            "words: in, out, vs, cut, add)", line=number, zone=zone,
            hint="write each card of the deck in its zone"))
    return (counted, notes) if notes else None


def _held_named(entries: list[DeckEntry]) -> str:
    """The cards of ``entries`` (``_held_entries``) with their counts, as a message
    writes them: ``2 Daze and 2 Pyroblast``."""
    return " and ".join(f"{entry.count} {entry.card.name}" for entry in entries
                        if entry.card is not None)


def _held_entries(text: str, zone: str, number: int | None, database: CardDatabase,
                  budget: _HeldBudget, given: Counter[tuple[str, int]] | None = None
                  ) -> list[DeckEntry] | Finding:
    """The entries of the card lines ``text`` holds, for ``_held_cards`` (which see: the
    same ``zone``, ``number``, ``budget`` and ``given``); the ``parse-error`` saying the
    text was not read when it holds more names than the ``budget`` allows."""
    entries: list[DeckEntry] = []
    read: set[tuple[int, int, int]] = set()  # where the words of each card line stand
    resolved: dict[str, Resolution] = {}  # the same words after many counts, once
    for names, count in held_card_lines(text):
        for name, where in names:  # the longest name that names a card
            budget.left -= 1
            if budget.left < 0:
                return Finding(
                    "parse-error", f"'{text.replace(chr(10), ' / ')[:80]}' holds more "
                    f"counts than the notes of a deck may ({MAX_HELD_NAMES} possible card "
                    "names in all): not read", line=number, zone=zone,
                    hint="write each card on a line of its own, and notes without counts")
            resolution = resolved.get(name) or resolved.setdefault(
                name, database.resolve(name, suggest=False))
            if resolution.card is not None and resolution.how == "face":
                # "Deck: 1 Fell the Profane": a face's words, no shorter card's (it was
                # also 1 Fell, the card its first word names, a card counted twice over)
                break
            if resolution.card is not None:
                if where not in read:  # the same words before a count and after one
                    read.add(where)
                    key = (resolution.card.name, count)
                    if given and given[key]:
                        given[key] -= 1
                    else:
                        entries.append(DeckEntry(DeckLine(name, count, zone, number),
                                                 resolution))
                break
    return entries


def _deck_size(fmt: Format) -> int | None:
    """The size of a full main deck of ``fmt``: its main zone's ``exact`` size, else its
    least (``min``); ``None`` when it gives neither."""
    main = fmt.zones.get(MAIN)
    return None if main is None else full_size(main)


def read_for_game(decklist: Decklist, data: bytes, path: str, registry: FormatRegistry,
                  game: str, database: Callable[[], CardDatabase] | None = None) -> Decklist:
    """The decklist ``data`` (at ``path``, read as ``decklist`` with every game's zones)
    as a decklist of ``game`` reads: read again with the game's own zones and sections
    (``ZoneTable.of_game``) when its text holds a word of another game's
    (``ZoneTable.reads_otherwise``: a Magic list's ``// Magi stack`` comment opened a Magi
    stack, its cards moved into a zone Magic does not have), else ``decklist`` itself;
    its lines that are not UTF-8, read in cp1252, given the hint of a code page reading
    more of them as cards of ``database`` (``code_page_hint``; a function, called only for
    such a file). Never raises."""
    zones = registry.zones
    if zones.of_game(game) is not zones:
        # most lists are plain ASCII: searched as they are, not decoded again (a NUL byte
        # may be UTF-16 without its mark, which only decoding reads)
        text = (data.decode("ascii") if data.isascii() and b"\x00" not in data
                else "\n".join(decode(data).lines))
        if zones.reads_otherwise(text, game):
            zones = zones.of_game(game)
            again = read_decklist(data, path, zones, walked=isinstance(path, WalkedPath))
            if again.fatal is None:
                read_game_line(again, registry)
                decklist = again
    code_page_hint(decklist, data, database)
    return decklist


def code_page_hint(decklist: Decklist, data: bytes,
                   database: Callable[[], CardDatabase] | None) -> None:
    """Give ``decklist`` (``data`` read) the hint of another code page: when its lines
    that are not UTF-8, read in cp1252 as the contract says (README, "Decklists"), name
    fewer cards of ``database`` (a function, called only for such a file) than another
    single-byte code page (``decoding.CODE_PAGES``) would read them to name, the one
    naming the most (a tie: the first listed) is named by the ``encoding`` warning
    (``decoding.with_code_page_hint``), and by line the card it reads each line naming no
    card as (``Decklist.code_page_cards``), for its ``unknown-card`` error. The reading,
    and so the verdict, is unchanged. Never raises."""
    if database is None or not decklist.code_page_lines:
        return
    cards = database()
    lines = [line for line in decklist.lines if line.line in decklist.code_page_lines]
    missed = [line for line in lines if cards.resolve(line.name, False).card is None]
    if not missed:
        return
    written = lines_in_code_page(data, DEFAULT_CODE_PAGE)
    known = len(lines) - len(missed)
    best: tuple[str, dict[int, str]] | None = None
    for code_page in code_page_readings(data)[1:]:
        other = lines_in_code_page(data, code_page)
        read = {line.line: name for line in lines if line.line is not None
                if (name := _name_in_code_page(line, written, other)) is not None
                and cards.resolve(name, False).card is not None}
        if len(read) > known:
            best, known = (code_page, read), len(read)
    if best is not None:
        _say_code_page(decklist, cards, *best, {line.line: line.name for line in missed})


def _name_in_code_page(line: DeckLine, written: list[str], other: list[str]) -> str | None:
    """The name of the card line ``line`` as another code page reads it (the lines'
    text ``other``, by line number): the characters standing where its name stands in
    its text read in cp1252 (``written``), one character a byte in both; ``None`` when
    the name does not stand so in it (a reader's rewriting). Pure."""
    index = (line.line or 0) - 1
    at = written[index].find(line.name) if 0 <= index < len(written) else -1
    return None if at < 0 else other[index][at:at + len(line.name)]


def _say_code_page(decklist: Decklist, cards: CardDatabase, code_page: str,
                   read: dict[int, str], unknown: dict[int | None, str]) -> None:
    """Name ``code_page`` in ``decklist``'s ``encoding`` warning, with the card names it
    reads (``read``, by line) of the lines cp1252 reads as no card (``unknown``, by
    line), and keep each such line's card as a suggestion shows it
    (``CardDatabase.shown``)."""
    gained = {number: name for number, name in read.items() if number in unknown}
    decklist.code_page_cards = {number: (cards.shown(name), code_page)
                                for number, name in gained.items()}
    decklist.findings = [with_code_page_hint(finding, code_page, list(dict.fromkeys(
        gained.values()))) if finding.rule == "encoding" else finding
                         for finding in decklist.findings]


def read_game_line(decklist: Decklist, registry: FormatRegistry) -> Finding | None:
    """Put the id of the game a decklist's ``Game:`` line names by a name
    (``FormatRegistry.game_named``: ``Game: Magic: The Gathering`` is ``mtg``) in its
    metadata; a line naming no game is taken out of it with an info ``reading`` note on
    its line (it was ignored without a word, a format name several games share then
    refused as if no game were given). Output: that note, ``None`` for none."""
    written = decklist.metadata.get("game")
    if not written:
        return None
    game = registry.game_named(written)
    if game is not None:
        decklist.metadata["game"] = game
        return None
    del decklist.metadata["game"]
    unread = Finding(
        "reading", f"the Game: line '{written[:40]}' names no game: not read",
        line=decklist.metadata_lines.get("game"),
        hint=f"{games_hint(written, registry.games())}write a game's id: "
             f"{', '.join(registry.games())}")
    decklist.findings.append(unread)
    return unread


#: The forms whose format key the deck site writes itself, in its own words (Moxfield
#: writes ``predh``, ``casual``, ``penny``): one naming no format here is not read.
SITE_FORMAT_FORMS = {"moxfield": "Moxfield"}


def read_site_format(decklist: Decklist, registry: FormatRegistry) -> Finding | None:
    """Take a deck site's own format key (``SITE_FORMAT_FORMS``: a Moxfield deck's
    ``"format": "predh"``) out of a decklist's metadata when it names no format here
    (``FormatRegistry.canonical_id`` says ``no format``), with an info ``reading`` note on
    its line: the site writes it, not the player, so the format is then found as for a
    file naming none (``--format``, a project config, else ``no format given``). A value
    naming a format (``modern``, an ambiguous ``brawl``) is kept. Output: that note,
    ``None`` for none."""
    site = SITE_FORMAT_FORMS.get(decklist.form)
    written = decklist.metadata.get("format")
    if site is None or not written:
        return None
    try:
        registry.canonical_id(written, decklist.metadata.get("game"))
        return None
    except UnknownFormat as exc:
        if not exc.message.startswith("no format "):
            return None
    del decklist.metadata["format"]
    unread = Finding("reading", f"{site}'s format '{written[:40]}' names no format here: "
                     "not read", line=decklist.metadata_lines.get("format"),
                     hint="give the format with --format or a project config's formats:")
    decklist.findings.append(unread)
    return unread


def _game_against_own_format(decklist: Decklist, fmt: Format, said: str, game: str
                             ) -> Finding:
    """The ``unknown-format`` error, on its ``Game:`` line, of a decklist whose own format
    line names ``fmt`` while that line says it is a list of ``game`` (``said``: ``is a
    magi-nation list (Game: magi-nation)``): the two contradict each other, so the deck
    is not judged, as a ``--format`` of another game than the list's is not."""
    given = FORMAT_SOURCES.get(decklist.form, "the decklist's format")
    written = decklist.metadata.get("format", "")
    return Finding(
        "unknown-format", f"the decklist {said}, but {given} '{written[:40]}' names "
        f"{fmt.id}, {with_article(fmt.game)} format",
        line=decklist.metadata_lines.get("game"),
        hint=f"correct {'the Game: line' if decklist.form in TEXT_FORMS else 'its game'} or "
             f"{given} (cardtools formats --game {game} lists {game}'s formats)")


def _config_format_passed_over(decklist: Decklist, fmt: Format, settings: DeckSettings,
                               registry: FormatRegistry) -> Finding | None:
    """An info ``reading`` note, on the decklist's ``Format:`` line, when that line names
    another format than the config that applies (``settings``) does, and so wins over it
    (DESIGN 7: ``--format``, else the decklist's line, else the config): an organizer's
    ``--config`` naming the event's format judged a list that names another format by
    that one without a word. ``None`` when the two are the same format, one of them
    names none, or no config file applies (``settings.source``). A config naming no
    known format gets the note without a fix (``--format`` with that name fails too)."""
    configured = settings.format_id
    if not configured or not decklist.metadata.get("format") or settings.source is None:
        return None
    hint: str | None = (f"give --format {configured}, or force_format: true in the config, to "
                        "judge every list by the config's format")
    try:
        if registry.canonical_id(configured, decklist.metadata.get("game")) == fmt.id:
            return None
    except UnknownFormat:
        hint = None  # the config's own warning names its unknown format: not a fix to give
    named_so = (f"the decklist names the format '{decklist.metadata['format']}'; judged as "
                f"{fmt.id}, not as {configured}")
    return Finding(
        "reading", f"{named_so}, the format of the config {shown_path(settings.source)} (a "
        "decklist's Format: line wins over a config)",
        line=decklist.metadata_lines.get("format"), hint=hint,
        players=f"{named_so}{EVENTS_FORMAT}", players_hint=ORGANIZERS_ONLY)


def _deck_format_change(settings: DeckSettings, fmt: Format) -> ConfigChange:
    """The change a decklist's ``Format:`` line made to its config (``settings``) when it
    names another format than the config's and the deck is judged by ``fmt``
    (``_config_format_passed_over``): it weakens the checks, so the deck's verdict and
    the summary say so even in a quiet report, whatever the decklist's own suppression
    comments say (the info note alone was hidden by ``# cardtools: disable-file=all``)."""
    return ConfigChange(DECK_FORMAT, fmt.id, f"the decklist's Format: line replaced the "
                        f"config's format {settings.format_id} with {fmt.id}")


def _bound_format_change(decklist: Decklist, fmt: Format) -> ConfigChange:
    """The change a config's ``force_format`` made to a decklist whose ``Format:`` line
    names another format than ``fmt``, the config's, which judged it: said on the deck's
    config line and counted by the summaries, weakening nothing."""
    return ConfigChange(BOUND_FORMAT, fmt.id, f"force_format: judged as {fmt.id}, not as "
                        f"the decklist's Format: line '{decklist.metadata.get('format')}'",
                        weakens=False)


def _side_label(judging: Judging | None) -> str | None:
    """The side deck's name (``Side deck``), ``None`` when the format judging the deck
    has none (Magi-Nation, MageTCG)."""
    if judging is not None and SIDE not in judging.fmt.zones:
        return None
    return game_zone_label(None, SIDE)


def _stack_places(judging: Judging | None) -> Callable[[DeckEntry], int] | None:
    """The places a line fills in its zone, for a format with a stack zone (a double
    Magi fills two places of the Magi stack: its ``stack.size_fact``), else ``None``
    (not judged, or no stack): what a header's count may count (``Magi (3)``)."""
    stacks = {} if judging is None else _stack_zones(judging)
    if not stacks:
        return None

    def places(entry: DeckEntry) -> int:
        spec = stacks.get(entry.zone)
        if spec is None or spec.stack is None or entry.card is None:
            return entry.count
        return entry.count * spec.stack.size_of(entry.card)

    return places


def _stack_zones(judging: Judging) -> dict[str, ZoneSpec]:
    """The zones of the judged format that are stacks of one copy a place (``stack``:
    the Magi stack), by id."""
    return {zone_id: spec for zone_id, spec in judging.fmt.zones.items()
            if spec.stack is not None}


def _stack_lines_read(entries: list[DeckEntry], stacks: Mapping[str, ZoneSpec],
                      database: CardDatabase, findings: list[Finding]) -> list[DeckEntry]:
    """``entries`` with each line of a stack zone (``stacks``) that players annotate
    read as they mean it (``_stack_line_read``: ``Evu (15)``, ``Tryn (2nd)``), a
    ``reading`` note for each added to ``findings``."""
    read: list[DeckEntry] = []
    for entry in entries:
        spec = stacks.get(entry.zone)
        found = None if spec is None else _stack_line_read(entry, spec, database)
        if found is None:
            read.append(entry)
            continue
        read.append(found[0])
        findings.append(found[1])
    return read


def _stack_line_read(entry: DeckEntry, spec: ZoneSpec, database: CardDatabase
                     ) -> tuple[DeckEntry, Finding] | None:
    """A line of a stack zone (``spec.stack``, one copy a place) as players annotate it,
    and the ``reading`` note saying so; ``None`` for any other line. A number beside a
    card above the places the stack may ever have (its ``places``, one more with a
    ``fourth_fact``) that is one of the card's facts the zone shows is no count: one
    copy (``Evu (15)``, ``Evu - 15``, the Magi's printed starting energy: it was 15 Evu,
    a legal stack illegal); any other number above those places is a parse-error, the
    card read once (``5 Evu``, ``Tryn (15)``: ``_energy_read``); a count the stack may
    hold stays a count (``2 Rayje``). An unknown card's name ending in a place's ordinal
    or a number with words in brackets, or in ``*`` (``Tryn (2nd)``, ``Evu (15
    energy)``, ``Evu*``), is the card the name before it names by its whole name."""
    stack = spec.stack
    if stack is None:
        return None
    line, card = entry.line, entry.card
    if card is not None:
        return _energy_read(entry, spec, stack)
    annotated = _STACK_ANNOTATION().match(line.name)
    if annotated is None:
        return None
    resolution = database.resolve(annotated["name"], suggest=False)
    if resolution.card is None or resolution.how == "face":
        return None
    mark = line.name[len(annotated["name"]):].strip()
    read = DeckEntry(line._replace(name=annotated["name"]), resolution)
    # "Nimbulo* (14)": the mark, then the Magi's energy
    read = energy[0] if (energy := _energy_read(read, spec, stack)) else read
    return read, Finding(
        "reading", f"'{mark}' after {resolution.card.name} in the {spec.label} is no part "
        f"of its name (a place, a number or a mark): read as {read.line.count} "
        f"{resolution.card.name}", line=line.line, zone=line.zone)


def _energy_read(entry: DeckEntry, spec: ZoneSpec, stack: Stack
                 ) -> tuple[DeckEntry, Finding] | None:
    """``_stack_line_read`` of a line naming a card: a number beside it above the places
    the ``stack`` may ever have is one copy. When it is one of the card's facts the zone
    shows (``Evu (15)``, Evu's starting energy), an info note says so; any other such
    number (``Tryn (15)``, Tryn's energy being 14; ``5 Ashgar``) is no count the stack
    may hold nor a fact of the card, so what it says is not certain: a ``parse-error``
    at its line (it was Tryn 15 times, "the Magi stack fills 32 places"). ``None``
    otherwise: a number the stack may hold stays a count (``2 Evu``, for the stack's
    rule), and so does any number beside a card the stack's ``repeatable`` test allows
    several of (Rayje)."""
    line, card = entry.line, entry.card
    most = stack.most_places
    if card is None or entry.count <= most or (
            stack.repeatable is not None and stack.repeatable(card)):
        return None
    read = DeckEntry(line._replace(count=1), entry.resolution)
    hint = "write the card's count before its name, and nothing after"
    shown = [fact for fact in spec.show_facts if card.facts.get(fact) == entry.count]
    if shown:
        return read, Finding(
            "reading", f"{entry.count} beside {card.name} is no count: the {spec.label} "
            f"may hold at most {most} cards; {card.name}'s {shown[0].replace('_', ' ')} is "
            f"{entry.count}: read as 1 {card.name}", line=line.line, zone=line.zone,
            hint=hint)
    facts = [f"{card.name}'s {fact.replace('_', ' ')} ({value})" for fact in spec.show_facts
             if isinstance(value := card.facts.get(fact), int)]
    nor = f" nor {' or '.join(facts)}" if facts else ""
    return read, Finding(
        "parse-error", f"{entry.count} beside {card.name} is no count the {spec.label} may "
        f"hold (at most {most} cards, one copy a place){nor}: what it says is not "
        f"certain; read as 1 {card.name}", line=line.line, zone=line.zone,
        hint=f"write {card.name} alone on its line (one copy), with no other number")


#: A card's name in a stack zone with a note after it: a place's ordinal or a number
#: with words in brackets, or after a dash (``Tryn (2nd)``, ``Yaki - 3rd``, ``Evu (15
#: energy)``), or stars (``Evu*``).
_STACK_ANNOTATION = _lazy(
    rf"^(?P<name>\S.*?)\s*(?:[(\[](?:(?i:{ORDINAL})(?:\s+\w+)?|\d{{1,3}}\s*[^\W\d_][^()\[\]]"
    rf"{{0,20}})[)\]]|\s[-\u2013\u2014]\s*(?i:{ORDINAL})|\*+)$")


def _other_set_code_first(line: DeckLine, database: CardDatabase
                          ) -> tuple[Resolution, Finding] | None:
    """The card a counted line names after a set code in brackets that another tool
    writes for a set and that reads as a count (``2 [VI] Quirion Ranger``: Magic
    Workstation's and mtgtop8's code of Visions, the Roman numeral six;
    ``gamedata.other_set_codes``), when the card was printed in that set, and a
    ``reading`` note saying so; else ``None`` (``1 [VI] Black Lotus`` stays unknown: the
    numeral may be its count)."""
    written = _CODE_FIRST().match(line.name)
    code = other_set_codes(database.game).get(written["code"]) if written else None
    if written is None or code is None:
        return None
    resolution = database.resolve(written["name"], False)
    card = resolution.card
    if card is None or code not in card.sets:
        return None
    set_name = database.sets.get(code, {}).get("name", code)
    return resolution, Finding(
        "reading", f"'[{written['code']}]' before the name is the code other tools write "
        f"for {set_name} ({code}), where {card.name} was printed: read as {line.count} "
        f"{card.name}", line=line.line, zone=line.zone)


#: A set code in brackets before a card's name (``[VI] Quirion Ranger``).
_CODE_FIRST = _lazy(r"^\[(?P<code>[A-Za-z0-9]{1,8})\]\s*(?P<name>\S.*)$")


def _naming_the_card(said: Finding, line: DeckLine, resolution: Resolution) -> Finding:
    """``said``, a note that ends ``read as 4 <text>``, ending with the name of the card
    the text resolved to when that is not the text (``Black Lotus - 4``: "read as 4
    Black Lotus", not "read as 4 Black Lotus -"; ``boule de feu - 4``: "read as 4
    Fireball")."""
    ending = f"read as {line.count} {line.name}"
    card = resolution.card
    if card is None or card.name == line.name or not said.message.endswith(ending):
        return said
    return said._replace(message=f"{said.message[:-len(line.name)]}{card.name}")


#: Where the fields of a ``DeckLine`` that may make it read otherwise start
#: (``readings``, ``problem``, ``outside``, ``quiet``), and their values on a line read
#: one way only: compared at once, as one slice.
_OTHER_READINGS = DeckLine._fields.index("readings")
_ONE_READING = DeckLine("", 0, "")[_OTHER_READINGS:]

#: The spaced words and marks that join two cards' names (``/``, ``+``, ``and``, and the
#: word in French, German, Spanish, Italian and Portuguese: ``Commandants : Kraum, Ludevic's
#: Opus et Tymna the Weaver`` was an unknown card). Only lines naming no card are parted.
_SPACED_JOINS = r"\s+(?:[/+]|and|et|und|y|e)\s+"
#: What parts the cards of a list on one line (``Magi: Ashgar, Gar, Grega``, ``Ashgar,
#: Gar and Grega``, a partner pair ``Kraum, Ludevic's Opus + Tymna the Weaver``: no card
#: name holds a spaced plus).
_LIST_SEPARATOR = _lazy(rf"(\s*[,;]\s*|{_SPACED_JOINS}|\s+&\s+)", re.I)
#: The same and a tab, for a line of a section of tokens (``_lists_a_card``): a
#: spreadsheet's row (``Treasure<tab>Oko, Thief of Crowns``) lists its cells.
_TOKEN_LIST_SEPARATOR = _lazy(rf"(\s*[,;]\s*|\s*\t\s*|{_SPACED_JOINS}|\s+&\s+)", re.I)
#: The same and the marks a player writes a stack's order with (``Ashgar > Gar >
#: Grega``, ``->``, ``=>``, ``→``, a spaced ``|``, dash or bullet ``•``, a ``/`` without
#: spaces), for a line that names no card and may list its cards (``_listed_cards``),
#: where parts that only together name a card are joined back; not for the words of a
#: token's line or a header's title (``Emblem - Teferi, Time Raveler`` is a token's name).
_ORDER_MARKS = r"&|\||[-=]*>+|[\u2192\u21d2]|[-\u2013\u2014]|[\u2022\u00b7]"
_ORDERED_LIST_SEPARATOR = _lazy(rf"(\s*[,;/\t]\s*|{_SPACED_JOINS}|\s+(?:{_ORDER_MARKS})\s+)",
                                re.I)
#: The same, where a comma before the last name's ``and`` or ``&`` is one mark with it
#: (``Ashgar, Gar, and Grega``), tried when the list names no cards otherwise (a name
#: may start with the word: ``Mox Jet, And They Shall Know No Fear``).
_LAST_OF_A_LIST = _lazy(rf"(\s*[,;]\s*(?:(?:and|&)\s+)?|\s*[/\t]\s*|{_SPACED_JOINS}"
                        rf"|\s+(?:{_ORDER_MARKS})\s+)", re.I)
#: Most names one line may list.
MAX_LISTED = 8


def _listed_cards(line: DeckLine, database: CardDatabase, counts: set[int],
                  after_header: bool = False,
                  counted_first: bool = False) -> tuple[list[DeckEntry], Finding] | None:
    """The cards a line that names no card lists when it is such a list (``Magi: Ashgar,
    Gar, Grega``, ``Ashgar / Gar / Grega``, ``Ashgar, Gar and Grega``): its parts, split at
    commas, semicolons, tabs (``Ashgar<tab>Gar<tab>Grega``), a spaced ``/`` or ``+``,
    ``and`` or ``&``, each name a card by its full name (not by one face of it), maybe
    after its count or before a count with its mark
    (``Evu, 2 Rayje``, ``Evu x2, Tryn``: ``_partition``), one copy each otherwise, repeats
    included (``Rayje, Rayje, Evu`` is two Rayje and an Evu, as one per line; it was one
    unknown card, a legal deck illegal), and a ``reading`` note saying so; parts are joined
    back where only together they name a card (``Thrasios, Triton Hero``, ``Korg & Zet``).
    With ``counted_first`` (the line's count of one was written before its first part: ``1
    Mox Jet, Mox Jet``, ``Decklist.counted_first``), that count is the first part's.
    ``None`` for any other line (a count of more than one before the list, ``4 Fire Ball,
    Tornado``, four of the first or of each; a count written after the list, a possible
    header or note, a reading of the line that gives another count (``counts``, those of its
    ``readings`` as read), fewer than two cards, a part that names no card: the line stays
    one unknown card). With ``after_header``, the line is the words after a zone header's
    mark (``Magi (3): Ashgar, Gar, Grega``, ``Sideboard (2): Black Lotus, Duress``), read
    where a title may stand: a list of cards there is those cards all the same."""
    if line.count != 1:
        # "4 Fire Ball, Tornado": four of the first, or of each? The line may mean more
        # copies than one reading gives (it was 4 Fire Ball and 1 Tornado, a deck legal)
        return None
    if not (after_header or counted_first or (
            line.bare and not line.maybe_header and not line.quiet)):
        return None
    if counts - {1} or (counted_first and (line.maybe_header or line.quiet)):
        return None  # "Mox Jet, Black Lotus (IV)": a count may be written after the list
    names = None
    for separator in (_ORDERED_LIST_SEPARATOR, _LAST_OF_A_LIST):
        pieces = separator().split(line.name)
        if len(pieces) < 3 or len(pieces) > 2 * MAX_LISTED - 1:
            return None
        names = _partition(pieces, database)
        if names is not None or ", " not in line.name:
            break
    if names is None or len(names) < 2 or (counted_first and names[0][1] is not None):
        return None  # "2 3 Rayje, Evu": two counts of one part
    if counted_first:
        names[0] = (names[0][0], line.count)
    parts = _merged_parts(line, [(name, count, database.resolve(name))
                                 for name, count in names])
    return parts, _listed_note(line, parts)


#: What parts the cards of a line each of whose cards but one has its own count: a comma
#: or semicolon, maybe with a join word after it (``, and 3 Dead Tree``, ``, et``), a
#: slash, a bar (``9 Island | 1 Mind Twist``: no card's name holds one) or a spaced join
#: (``and``, ``et``, ``&``, ``+``...).
_COUNTED_LIST_SEPARATOR = _lazy(rf"(\s*[,;]\s*(?:(?:and|et|und|y|e|&|\+)\s+)?|\s*[/|]\s*"
                                rf"|{_SPACED_JOINS}|\s+&\s+)", re.I)


def _counted_parts(line: DeckLine, database: CardDatabase
                   ) -> tuple[list[DeckEntry], Finding] | None:
    """The cards a line that names no card lists when each part after the first, or
    each before the last, writes its own count (``4 Roche et 3 Arbre mort``, ``Séisme
    et 3 Arbre mort`` of ``Side deck : 4 Roche, 3 Séisme et 3 Arbre mort``, ``4 Rock +
    3 Earthquake``, ``Earthquake x3 and Dead Tree`` of ``..., Earthquake x3 and Dead
    Tree x3``): the part without a count has the line's, each other its own, and each
    names a card by its full name (``_partition``: a name holding the join, ``Show and
    Tell``, ``Fire // Ice``, stays whole), with a ``reading`` note saying so (the line
    was one unknown card, its cards lost). ``None`` for any other line (two parts
    without a count: which has the line's?; a part that names no card; a labelled value
    or a possible header, ``Player: 2 Seed, 1 Zap``, read as before)."""
    if line.maybe_header or line.quiet or not any(
            character.isdigit() for character in line.name):
        # most lines: no part has a count of its own; "Player: 2 Seed, 1 Zap" is a value
        return None
    pieces = _COUNTED_LIST_SEPARATOR().split(line.name)
    if len(pieces) < 3 or len(pieces) > 2 * MAX_LISTED - 1:
        return None
    names = _partition(pieces, database)
    if names is None or len(names) < 2:
        return None
    uncounted = [at for at, (_, count) in enumerate(names) if count is None]
    if len(uncounted) != 1 or uncounted[0] not in (0, len(names) - 1):
        return None
    at = uncounted[0]
    names[at] = (names[at][0], line.count)
    parts = _merged_parts(line, [(name, count, database.resolve(name))
                                 for name, count in names])
    return parts, _listed_note(line, parts)


def _cards_after_a_grouping(line: DeckLine, database: CardDatabase,
                            header_words: frozenset[str]
                            ) -> tuple[list[DeckEntry], Finding] | None:
    """The cards a line naming no card writes after a grouping's label and a colon, the
    label's words all ``header_words`` (the deck's game's): ``Relics: 2 Ancestral Flute``,
    ``Relics: 2 Ancestral Flute + 2 Baloo Root`` (``_counted_parts``), each was one
    unknown card; with a ``reading`` note that says so. ``None`` when the words after the
    colon give no count and a card by its full name (``Creatures: 21 total``, a typo of a
    card: the line is read as before)."""
    label, colon, rest = line.name.partition(":")
    if not (colon and line.bare and line.count == 1 and rest[:1] == " "):
        return None
    words = header_words_of(label)
    if not words or not all_grouping_words(words, header_words):
        return None
    counted = split_count(rest.strip())
    if counted is None or counted[0] is None:
        return None
    card_line = line._replace(name=counted[1], count=counted[0], bare=False, readings=())
    resolution = database.resolve(card_line.name, suggest=False)
    if resolution.card is not None and resolution.how != "face":
        parts = [DeckEntry(card_line, resolution)]
    elif (listed := _counted_parts(card_line, database)) is not None:
        parts = listed[0]
    else:
        return None
    read_as = ", ".join(f"{part.count} {part.card.name}" for part in parts if part.card)
    return parts, Finding("reading", f"'{line.name}' names no card: read as the grouping "
                          f"header '{label.strip()}' and {read_as}", line=line.line,
                          zone=line.zone, hint="write each card on a line of its own")


def _merged_parts(line: DeckLine,
                  named: list[tuple[str, int | None, Resolution]]) -> list[DeckEntry]:
    """The entries of the parts of ``line``, a line listing cards, each ``(name, count
    written or None, resolution)``: one entry a card, its copies the sum of its parts'
    (``Rayje, Rayje, Evu``: 2 Rayje, not two lines of one, said to be a card on two
    lines), in the order each card first stands."""
    copies: dict[str, int] = {}
    firsts: dict[str, tuple[str, Resolution]] = {}
    for name, count, resolution in named:
        key = resolution.card.name if resolution.card is not None else name
        copies[key] = copies.get(key, 0) + (count or 1)
        firsts.setdefault(key, (name, resolution))
    return [DeckEntry(line._replace(name=name, count=copies[key],
                                    bare=line.bare and copies[key] == 1), resolution)
            for key, (name, resolution) in firsts.items()]


def _listed_note(line: DeckLine, parts: list[DeckEntry]) -> Finding:
    """The ``reading`` note on a line read as the cards ``parts`` it lists (``'Evu,
    Tryn, Yaki' names no card: read as 3 cards, one copy each: Evu, Tryn, Yaki``; with
    each part's count when one is not 1: ``read as 3 cards: 2 Rayje, 1 Evu``)."""
    shown = line.name if line.count == 1 else f"{line.count} {line.name}"
    copies = sum(part.count for part in parts)
    if copies == len(parts):
        read_as = (f"{copies} cards, one copy each: "
                   f"{', '.join(part.card.name for part in parts if part.card)}")
    else:
        read_as = f"{copies} cards: " + ", ".join(
            f"{part.count} {part.card.name}" for part in parts if part.card)
    return Finding("reading", f"'{shown}' names no card: read as {read_as}",
                   line=line.line, zone=line.zone, hint="write each card on a line of its own")


def _header_lists_a_card(line: DeckLine, decklist: Decklist, database: CardDatabase) -> bool:
    """Whether the words after a zone header's mark (``decklist.card_headers``:
    ``Sideboard (2): Duress, Oko, Thief of Crownz``), which name no card and are no list
    of cards each named in full (``_listed_cards``), hold a part, a run of the parts a
    comma or ``and`` separates, that names a card by its whole name (not a face:
    ``Deck - Burn, Modern`` is a title) or, after another zone's header than the main
    deck's, is within a typo of one (a main deck's title is an archetype's, often a
    card's name but for a letter, ``Rakdos Scam``): cards of the zone one of which the
    line misspells, never its title, unless each such card is a main deck's title above
    its cards (``_title_of_its_cards``); the line is then an unknown card, as one card
    so misspelt there is (it was dropped as the header's title, the banned card hidden,
    the deck legal)."""
    if line.line not in decklist.card_headers:
        return False
    pieces = _LIST_SEPARATOR().split(line.name)
    if len(pieces) < 3 or len(pieces) > 2 * MAX_LISTED - 1:
        return False
    found = []
    for start in range(0, len(pieces), 2):
        for end in range(start + 1, len(pieces) + 1, 2):
            name = "".join(pieces[start:end]).strip()
            resolution = database.resolve(name, suggest=False)
            whole = resolution.card is not None and resolution.how != "face"
            if whole or (line.zone != MAIN and resolution.card is None
                         and database.nearly_names_a_card(name)):
                found.append(DeckEntry(line._replace(name=name), resolution))
    return bool(found) and not _title_of_its_cards(line, found, decklist.lines)


def _title_of_its_cards(line: DeckLine, parts: list[DeckEntry],
                        lines: Sequence[DeckLine]) -> bool:
    """Whether the cards a main deck's header lists after its mark (``Deck - Lurrus of
    the Dream-Den, Kroxa, Titan of Death's Hunger``), above the deck's first card line,
    are each named by another line of the list: the deck's title, as one card named so
    is (``Deck - Death's Shadow`` above ``4 Death's Shadow``), not more copies of them.
    Another zone's header lists its own cards (``Sideboard (2): Black Lotus, Duress``),
    and so does a header below a card line of the deck (a title heads the list)."""
    if line.zone != MAIN or line.line is None or any(
            other.zone == MAIN and not other.maybe_header and other.line is not None
            and other.line < line.line for other in lines):
        return False
    return _each_named(parts, {other.name for other in lines if other is not line})


def _summary_of_its_lines(line: DeckLine, parts: list[DeckEntry],
                          lines: Sequence[DeckLine]) -> bool:
    """Whether the cards a zone's header lists after its mark are each named again by a
    card line under it (``Magi (3): Ashgar, Gar, Grega`` above the three Magi,
    ``Sideboard (15): Shark Typhoon, Spell Pierce`` above the fifteen cards): a summary
    of them, each counted on its own line (each was counted twice, a legal deck
    illegal)."""
    return line.line is not None and _each_named(parts, {
        other.name for other in lines if other.zone == line.zone
        and other.line is not None and other.line > line.line})


def _zone_summary(line: DeckLine, resolution: Resolution, decklist: Decklist,
                  database: CardDatabase, counts: set[int]) -> Finding | None:
    """The note on a line without a count that a prefix of a zone of one kind of card
    puts there (``decklist.zone_prefixed``: ``Commander: Azusa, Lost but Seeking``,
    ``# Magi: Ashgar, Gar, Grega``, as a list's head names its commanders or Magi) when
    the zone's other lines, its section's, name each card it names (by their names as
    written or the cards they name): a summary of them, no more copies (each was counted
    twice, a legal deck illegal); ``None`` otherwise (the line is read as any is: a
    card it names that the section does not is counted)."""
    if resolution.card is not None:
        parts = [DeckEntry(line, resolution)]
    elif (listed := _listed_cards(line, database, counts)) is not None:
        parts = listed[0]
    else:
        return None
    others = [other.name for other in decklist.lines if other.zone == line.zone
              and other.line not in decklist.zone_prefixed]
    if not others:
        return None
    named = {*others, *(card.name for name in others
                        if (card := database.resolve(name, suggest=False).card) is not None)}
    if not _each_named(parts, named):
        return None
    return Finding("reading", f"'{line.name}' names cards its zone's section lists too: "
                   "read as a summary of them, not as more copies", line=line.line,
                   zone=line.zone, hint="write each card once")


def _each_named(parts: list[DeckEntry], names: set[str]) -> bool:
    """Whether every card of ``parts`` is named among ``names`` (as written there, by
    its written or its card's name, compared normalised)."""
    named = {normalise(name) for name in names}
    return all(normalise(part.line.name) in named
               or (part.card is not None and normalise(part.card.name) in named)
               for part in parts)


def _partition(pieces: list[str],
               database: CardDatabase) -> list[tuple[str, int | None]] | None:
    """Names made of ``pieces`` (names and the separators between them, as
    ``_LIST_SEPARATOR.split`` gives them) that each name a card by its full name, the
    longest first, each with the count written before or after it (``2 Rayje``,
    ``Rayje x2``, ``Rayje (2)``: ``_part_count``) when only without it the part names a
    card (``None`` when none is written); ``None`` when there are none."""
    if not pieces:
        return []
    for end in range(len(pieces), 0, -2):
        name, found = _part_resolved("".join(pieces[:end]).strip(), database)
        count: int | None = None
        if found.card is None and any(character.isdigit() for character in name) and (
                counted := _part_count(name)) is not None and counted[0]:
            count = counted[0]
            name, found = _part_resolved(counted[1], database)
        if found.card is not None and found.how != "face":
            rest = _partition(pieces[end + 1:], database)
            if rest is not None:
                return [(name, count), *rest]
    return None


#: A count in brackets after a part's name (``Rock (4)``, ``Rock [x4]``), which
#: ``split_count`` leaves to the name (a line's own may be a printing's number).
_BRACKETED_COUNT_AFTER = _lazy(r"^(?P<name>\S.*?)\s*[(\[]\s*[x\u00d7]?\s?(?P<count>\d{1,3})"
                               r"\s*[)\]]$", re.I)


def _part_count(name: str) -> tuple[int | None, str] | None:
    """``split_count`` of a part of a line listing cards, or its count in brackets after
    its name (``Rock (4) et Earthquake (3)``: it was one unknown card)."""
    counted = split_count(name)
    if counted is not None and counted[0] is None and (
            match := _BRACKETED_COUNT_AFTER().match(name)) is not None:
        return int(match["count"]), match["name"]
    return counted


def _part_resolved(name: str, database: CardDatabase) -> tuple[str, Resolution]:
    """``name``, a part of a line listing cards, and what it names read as the name alone
    is: as written, else the first of its readings as a name (``field_readings``:
    ``Korg&Zet`` the card Korg & Zet, as on a line of its own; ``Korg&Zet, Ashgar`` was
    one unknown card) that names a card by its whole name; the name as written when none
    does."""
    found = database.resolve(name, suggest=False)
    if found.card is not None:
        return name, found
    for reading, _ in field_readings(name, 1)[1]:
        other = database.resolve(reading, suggest=False)
        if other.card is not None and other.how != "face":
            return reading, other
    return name, found


def _outside_a_zone(outside: Outside, zones: Collection[str] | None) -> bool:
    """Whether a section outside the deck is one only in a deck with a zone that the
    format (its ``zones``; ``None``: not known) lacks (``Outside.zone``): its cards are
    then counted, with a note that says so (``_outside_finding``)."""
    return outside.zone is not None and zones is not None and outside.zone not in zones


def _without_notes_of(findings: list[Finding], sections: set[str]) -> list[Finding]:
    """The decklist's ``findings`` without the notes that a section is not part of the
    deck (``sections``: ``section 'Display Commander' is not part of the deck``) for the
    sections that are none in the format (``_outside_a_zone``)."""
    said = tuple(sections)
    return [finding for finding in findings if finding.rule != "ignored-section"
            or not finding.message.startswith(said)]


def _unaccepted_finding(line: DeckLine, resolution: Resolution, judging: Judging | None
                        ) -> Finding | None:
    """The ``ignored-section`` note leaving out a line in a section that keeps out the
    cards its zone does not take in the format (``Outside.unaccepted``: Archidekt's
    ``Sideboard{noDeck}``, out of its deck's count, where the format's sideboard takes a
    companion only, Commander's), when the ``judging``'s format does not take the card
    there; ``None`` when it does, or the card or the format is not known (the line is
    read in its zone). Rules: Magic: The Gathering Comprehensive Rules 903.5 (a
    Commander deck), 702.139a (the companion, in the sideboard)."""
    card, outside = resolution.card, line.outside
    if judging is None or card is None or outside is None:
        return None
    spec = judging.fmt.zones.get(line.zone)
    if spec is not None and (spec.accepts is None or spec.accepts(card)):
        return None
    takes = ("no card" if spec is None else
             f"{spec.accepts_label or (spec.accepts.describe() if spec.accepts else '')} only")
    return Finding("ignored-section", f"{card.name} in {outside.section}, which Archidekt "
                   f"keeps out of the deck's count: {with_article(judging.fmt.name)} deck's "
                   f"sideboard takes {takes}, so it is not part of the deck; not counted",
                   line=line.line, zone=line.zone)


def _outside_finding(line: DeckLine, resolution: Resolution, game: str,
                     zones: Collection[str] | None = None,
                     on_lists: DayLists | None = None,
                     played: _PlayedCards | None = None,
                     known: bool = True) -> Finding | None:
    """What became of a line standing where only cards of some types are kept out of the
    deck (``DeckLine.outside``): an ``ignored-section`` note for a card of those types
    (subtypes, supertypes), else a ``reading`` note that the card is counted in the
    line's zone; a ``reading`` note too for every card of a section that is one only in
    a deck with a zone the format (its ``zones``) lacks. In a section of tokens, a
    token's name (``_names_a_token``, a name of no card only when the token data knows
    it: ``known``) is kept out: ``None`` when the section's header said so
    (``Outside.quiet``), else an ``ignored-section`` note; any other name of no card is a
    ``reading`` note that it is read as a card line of the line's zone (an unknown card
    there, never left out); a card's name that an
    effect gives its token (``_named_token``: ``Ajani's Pridemate``) is that token, said by
    an ``ignored-section`` note, unless the format refuses the card that day (its banned
    or restricted list holds it, or it is out of the card pool: ``DayLists.refuses``;
    ``Black Lotus``, a token's name too, is that card in Modern) or the deck plays it in a
    zone (``played``: beside four Tarmogoyf, ``1 Tarmogoyf`` there is a fifth copy,
    counted with a note); a name that is a
    token's and a card's (``_token_or_card``) whose card is on the format's banned or
    restricted list of the day (``on_lists``), or that the deck plays in a zone
    (``played``, ``_PlayedCards``: ``Shapeshifter`` beside four in the main deck, a fifth
    copy so hidden), is that card, counted with a note; but a face alone that is a
    token's name is the token unless the deck plays the card by that very name
    (``_PlayedCards.writes``: ``Blood`` beside four Flesh // Blood is a Blood token, said
    by a note; beside ``4 Blood``, a fifth copy); ``game`` is the deck's, whose token
    names tell (``Ice``, a half of Fire // Ice no token is named after, is that card,
    counted)."""
    assert line.outside is not None
    card, outside = resolution.card, line.outside
    named = TOKEN in outside.types and _named_token(line.name, resolution, game)
    if named and card is not None and not _refused(card, on_lists):
        return _named_token_finding(line, card, played is not None and played(card))
    if TOKEN in outside.types and card is not None and _token_or_card(line.name, resolution,
                                                                      game):
        plays = played is not None and played(card)
        listed = on_lists is not None and on_lists(card)
        if plays and not listed and played is not None and _token_by_its_face(
                line.name, resolution, game, played):
            return Finding("ignored-section", f"'{line.name}' in {outside.section} names a "
                           f"token, a face of {card.name} too, which the deck plays by "
                           "another name: not part of the deck; not counted",
                           line=line.line, zone=line.zone)
        if plays or listed:
            why = ("the deck plays" if plays
                   else "the format's banned or restricted list holds")
            return Finding("reading", f"'{line.name}' in {outside.section} names a token or "
                           f"the card {card.name}, which {why}: counted in {outside.where}",
                           line=line.line, zone=line.zone,
                           hint=f"write a token as '{line.name} Token', or remove the line"
                           if plays else None)
    if TOKEN in outside.types and _names_a_token(line.name, resolution, game, known):
        return None if outside.quiet else Finding(
            "ignored-section", f"'{line.name}' in {outside.section} names a token, no "
            "card: not part of the deck; not counted", line=line.line, zone=line.zone)
    if TOKEN in outside.types and card is None:
        return Finding("reading", f"'{line.name}' in {outside.section} names no card and "
                       "no token the card data knows: read as a card line of "
                       f"{outside.where}, not left out as a token", line=line.line,
                       zone=line.zone)
    if TOKEN in outside.types:
        return Finding("reading", f"'{line.name}' in {outside.section} is a card, not a "
                       f"token: counted in {outside.where}", line=line.line, zone=line.zone)
    if _outside_a_zone(outside, zones):
        return Finding("reading", f"'{line.name}' in {outside.section} is counted in "
                       f"{outside.where}: the format has no {outside.zone} zone, so that "
                       "section is none", line=line.line, zone=line.zone)
    kinds = ({*card.types, *card.subtypes, *card.supertypes,
              *(fact for fact, value in card.facts.items() if value is True)}
             if card is not None else set())
    held = [kind for kind in outside.types if kind in kinds]
    if card is not None and held:
        return Finding("ignored-section", f"{card.name} is {_a_kind(held[0])} card in "
                       f"{outside.section}: "
                       f"{outside.held or 'not part of the deck'}; not counted",
                       line=line.line, zone=line.zone)
    return Finding("reading", f"'{line.name}' in {outside.section} is not "
                   f"{with_article(either([kind_word(kind) for kind in outside.types]))} card: "
                   f"counted in {outside.where}",
                   line=line.line, zone=line.zone)


class DayLists:
    """The banned and restricted lists of a format on a day, as a section of tokens reads
    them: called with a ``Card``, whether the lists hold it (by any name they may write
    it under: ``OFF_LISTS``); ``names``, the normalised names they hold. Input: the
    ``Judging`` of the format, card database and day. Never raises."""

    __slots__ = ("_judging",)

    def __init__(self, judging: Judging) -> None:
        self._judging = judging

    def __call__(self, card: Card) -> bool:
        return not self._judging.answer(OFF_LISTS, card)

    def refuses(self, card: Card) -> bool:
        """Whether the format refuses ``card`` on the day: on its lists, or out of its
        card pool (``card_pool.IN_POOL``; a format of no pool refuses none so)."""
        if self(card):
            return True
        from cardtools.rules import card_pool

        judging = self._judging
        return judging.fmt.option(card_pool.OPTIONS) is not None \
            and not judging.answer(card_pool.IN_POOL, card).legal

    @property
    def names(self) -> frozenset[str]:
        """The normalised names on the lists of the day (``Lists.listed``)."""
        return self._judging.lists.listed


def _double_faced_token(line: DeckLine, database: CardDatabase,
                        on_lists: DayLists | None,
                        played: _PlayedCards) -> str | None:
    """The name of a double-faced token a line of a section of tokens writes as its
    two faces (``Phyrexian // Incubator``, ``Incubator Token // Phyrexian Token``: the
    Incubator token that transforms into a Phyrexian one), as written or as another
    reading of the line (``DeckLine.readings``; its reader may read the faces as a card
    and a comment); ``None`` when the line stands where tokens are not kept out, when
    the whole names a card, or when a face is no name of a token the game's cards create
    (``cardfiles.token_names``, with or without ``Token`` after it), or may be no token's
    (``_face_of_a_token``: ``Treasure // Black Lotus`` names the card Black Lotus), or
    calls a card the day refuses (``_refused_called``: ``Treasure | Ragavan`` in Pioneer)."""
    outside = line.outside
    if outside is None or TOKEN not in outside.types:
        return None
    tokens = token_names(database.game)
    for written in dict.fromkeys((line.name, *(name for name, _ in line.readings))):
        faces = [_token_face(face) for face in normalise(written).split(" // ")]
        if len(faces) < 2 or not all(face in tokens for face in faces) \
                or database.resolve(written, False).card is not None:
            continue
        found = [(face, database.resolve(face, False)) for face in faces]
        if all(_face_of_a_token(face, resolution, database.game, on_lists, played)
               and not _refused_called(face, database, on_lists)
               for face, resolution in found):
            return written
    return None


def _face_of_a_token(face: str, resolution: Resolution, game: str,
                     on_lists: Callable[[Card], bool] | None, played: _PlayedCards) -> bool:
    """Whether ``face`` (``resolution`` its card's, if any), a face of a double-faced
    token (``_double_faced_token``), may be a token's: it names no card, or a card also
    a token's name (``_token_or_card``: the half ``Blood``, not the card ``Black Lotus``,
    which a token is named too) that is on no list of the day (``on_lists``) and that no
    line of the deck's zones writes by that name (``played``)."""
    card = resolution.card
    if card is None:
        return not resolution.candidates and not resolution.not_a_card
    return (_token_or_card(face, resolution, game) and not played.writes(face)
            and not (on_lists is not None and on_lists(card)))


def _token_face(face: str) -> str:
    """A normalised face of a token's name without ``token`` after it (``incubator
    token``: ``incubator``)."""
    return face[:-len(" token")] if face.endswith(" token") else face


def _token_by_its_face(written: str, resolution: Resolution, game: str,
                       played: _PlayedCards) -> bool:
    """Whether ``written``, in a section of tokens, names a face of the card of
    ``resolution`` alone (``_by_a_face_alone``) that is the name of a token ``game``'s
    cards create (``cardfiles.token_names``), and no line of the deck's zones (``played``)
    writes that name: ``Blood`` beside ``4 Flesh // Blood`` is a Blood token (one of the
    deck's tokens, as a player lists them), beside ``4 Blood`` that card."""
    return (_by_a_face_alone(resolution, written) and normalise(written) in token_names(game)
            and not played.writes(written))


class _PlayedCards:
    """Whether the decklist plays a card in a zone of the deck (a line no section keeps
    out, ``DeckLine.outside``, resolving to it in ``database``, by any of its names or
    faces: ``4 Fire`` plays Fire // Ice): a section of tokens naming such a card names that
    card (``_outside_finding``). The lines are resolved when first asked, as only a deck
    with a token line naming a card asks. Called with a ``Card``; never raises."""

    __slots__ = ("_cards", "_database", "_decklist", "_written")

    def __init__(self, decklist: Decklist, database: CardDatabase) -> None:
        self._decklist, self._database = decklist, database
        self._cards: dict[str, Card] | None = None
        self._written: frozenset[str] | None = None

    def __call__(self, card: Card) -> bool:
        return card.name in self.cards

    def writes(self, written: str) -> bool:
        """Whether a line in a zone of the deck writes the name ``written`` (as
        normalised: ``4 Blood``, not ``4 Flesh // Blood``, writes ``Blood``)."""
        if self._written is None:
            self._written = frozenset(normalise(line.name) for line in self._decklist.lines
                                      if line.outside is None)
        return normalise(written) in self._written

    @property
    def cards(self) -> dict[str, Card]:
        """The cards played, by name (resolved when first asked)."""
        if self._cards is None:
            resolve = self._database.resolve
            self._cards = {
                found.name: found for line in self._decklist.lines if line.outside is None
                if (found := resolve(line.name, False).card) is not None}
        return self._cards


class _KeptCards:
    """The cards a card file's new card must not be named near, by normalised name (in
    every language the card data gives), each with the position of its layer in
    ``database``: those on the format's banned or restricted lists of the day
    (``on_lists``) and those the deck plays (``played``). Found when first asked, as only
    a deck with a card file's new card asks. Never raises."""

    __slots__ = ("_by_name", "_database", "_found", "_on_lists", "_organizers", "_outside",
                 "_played")

    def __init__(self, database: CardDatabase, on_lists: DayLists | None,
                 played: _PlayedCards, organizers: Collection[str] = ()) -> None:
        self._database, self._on_lists, self._played = database, on_lists, played
        self._organizers = organizers
        self._found: tuple[dict[str, tuple[Card, int]], dict[str, tuple[Card, int]]] | None \
            = None
        self._outside: dict[int, tuple[dict[str, Card], dict[str, Card]]] = {}
        self._by_name: tuple[dict[str, Card], dict[str, Card]] | None = None

    def by_name(self) -> tuple[dict[str, Card], dict[str, Card]]:
        """The cards the deck plays in a zone and those the format's banned or restricted
        list of the day holds, each by its normalised names in every language
        (``_in_every_language``), as a section of tokens compares its lines with them;
        found once for the deck."""
        if self._by_name is None:
            database, on_lists = self._database, self._on_lists
            self._by_name = (
                _in_every_language({normalise(name): card
                                    for name, card in self._played.cards.items()}),
                _in_every_language({} if on_lists is None else {
                    name: card for name in on_lists.names
                    if (card := database.resolve(name, False).card) is not None}))
        return self._by_name

    @property
    def database(self) -> CardDatabase:
        """The card database the deck is resolved in."""
        return self._database

    def organizers(self, level: int) -> bool:
        """Whether the card file of layer ``level`` is one the one running the check gave
        (``Checker._organizers_files``), not a player's config's."""
        return self._database.layers[level].origin in self._organizers

    def outside(self, level: int) -> tuple[dict[str, Card], dict[str, Card]]:
        """The listed cards and the played cards of a layer other than ``level``."""
        known = self._outside.get(level)
        if known is not None:
            return known
        if self._found is None:
            database, on_lists = self._database, self._on_lists
            listed = _in_every_language({} if on_lists is None else {
                name: card for name in on_lists.names
                if (card := database.resolve(name, False).card) is not None})
            played = _in_every_language(
                {normalise(name): card for name, card in self._played.cards.items()})
            self._found = (self._layered(listed), self._layered(played))
        listed_cards, played_cards = self._found
        known = self._outside[level] = (_of_other_layers(listed_cards, level),
                                        _of_other_layers(played_cards, level))
        return known

    def _layered(self, cards: dict[str, Card]) -> dict[str, tuple[Card, int]]:
        return {key: (card, self._database.layer_of(card)) for key, card in cards.items()}


def _of_other_layers(cards: Mapping[str, tuple[Card, int]], level: int) -> dict[str, Card]:
    """The cards of ``cards`` (name -> card and its layer) of a layer other than
    ``level``."""
    return {key: card for key, (card, layer) in cards.items() if layer != level}


def _claim_checked(written: str, resolution: Resolution, kept: _KeptCards) -> Resolution:
    """``resolution``, unless its card is one a card file adds (no layer below it holds
    its name) or one it replaces found by an alias of its own
    (``CardDatabase.claimed_by_card_file``), and ``written`` comes near a card of
    another layer (``_near_one_of``) that the format's banned or restricted list of the
    day holds (within a typo of it, holding its name among other words, its words in
    another order, its start: ``Oko, Thief of Crown``, ``Oko, Thief of Crowns Foil``,
    ``Crimson-Ritual-Foil``, ``Ritual Crimson``, ``Oko``) or that the deck plays (within
    a typo: ``Counterspel`` beside four Counterspell). The line is then ambiguous
    between the two cards: a player's config naming a card of its own so took the line,
    which without it is an unknown card near the banned card, and the deck was legal. A
    card file the one running the check gave (``_KeptCards.organizers``) may add a card
    whose own name holds a banned card's one-word name among words of its own
    (``_holds_a_word_among_its_own``: a newer set's Balance of Power); a player's config's
    may not (``Ponder Proxy``)."""
    card, database = resolution.card, kept.database
    if card is None or not database.meta.get("card_files"):
        return resolution
    level = database.claimed_by_card_file(card, written)
    if level is None:
        return resolution
    listed, played = kept.outside(level)
    if not listed and not played:
        return resolution  # an organizer's own cards alone (MageTCG's): none to come near
    key = normalise(written)
    found = _near_one_of(written, listed) or next(
        ((how, name) for name in listed
         if (how := _words_near(key, name)) is not None), None)
    if found is not None and kept.organizers(level) and _holds_a_word_among_its_own(
            key, *found):
        found = None
    why = "which the format's banned or restricted list holds"
    if found is None:
        found, why = _near_one_of(written, played, whole=False), "which the deck plays"
    if found is None:
        return resolution
    how, near = found
    other = listed.get(near) or played[near]
    return Resolution(None, resolution.how, candidates=(card, other), unknown_why=(
        f"{card.name} of {database.origin_of(card)}; the name {how} {other.name} of "
        f"{database.origin_of(other)}, {why}: a card file's card never takes another "
        "card's name, in any spelling"))


def _holds_a_word_among_its_own(key: str, how: str, name: str) -> bool:
    """Whether the normalised ``key``, found holding the normalised card name ``name``
    (``how``, as ``_near_one_of`` and ``_words_near`` say it), holds a name of one word
    among words of its own, no printing's words nor mark of a playtest or a rebalanced
    card (the bundled game data's ``printing_words`` and ``copy_marks``), no number: a
    new card's own name holds a one-word card's as often (Balance of Power, Flash
    Photography), while ``Balance Foil``, ``Playtest Balance`` or ``A-Balance`` is that
    card in disguise."""
    named = _WORD().findall(name)
    if how != "holds the name of" or len(named) != 1:
        return False
    own = [word for word in _WORD().findall(key) if word != named[0]]
    zones = bundled_zones()
    return any(word not in zones.printing_words and word not in zones.copy_marks
               and not word.isdigit() for word in own)


def _names_a_token(written: str, resolution: Resolution, game: str,
                   known: bool = True) -> bool:
    """Whether ``written``, in a section of tokens, names a token rather than the card it
    resolved to (``resolution``): it names no card and the token data knows it (``known``,
    ``_known_token``: the card data holds no tokens, and ``G r i e f`` is no token's
    name), or it may name a token too (``_token_or_card``: ``Blood``, a half of Flesh //
    Blood, is a Blood token's name in ``game``). Any other card's name is that card,
    which no header hides."""
    return (resolution.card is None and known) or _token_or_card(written, resolution, game)


#: A group in round or square brackets on a token's line (a set code, ``(TMH2)``, with
#: a collector number after it), and a power and toughness (``1/1``, ``*/*``, ``X/X``;
#: ``1 // 1`` once normalised), and a second count at the end (``Treasure x3``, ``Clue 2``).
_TOKEN_MARKS = _lazy(r"[(\[][^()\[\]]{0,40}[)\]]\s*(?:[\w\u2605*-]{1,8}\b)?"
                     r"|(?<!\S)[\dx*+-]{1,3}\s*/{1,2}\s*[\dx*+-]{1,3}(?!\S)"
                     r"|(?<!\S)[x\u00d7]?\d{1,3}[x\u00d7]?$", re.I)
def _emblem_line() -> str:
    """``_EMBLEM_LINE``'s pattern: a word of an emblem's name (the game data's
    ``emblem_words``, normalised; none: no match) first or last, as a whole word, and
    the marks beside it (dashes, colons, brackets)."""
    words = sorted({normalise(word) for word in bundled_zones().emblem_words}, key=len,
                   reverse=True)
    either = "|".join(map(re.escape, words)) or r"(?!)"
    return rf"^\W*(?:{either})\b\W*|\W*\b(?:{either})\W*$"


#: The word of an emblem's name (``Emblem - Jace``, ``Jace Emblem``, ``Jace (Emblem)``)
#: and the marks beside it, in a normalised name.
_EMBLEM_LINE = lazy_built(_emblem_line)


#: Most parts of a list joined back into one name (``Oko, Thief of Crowns``: two).
_MOST_PIECES_JOINED = 4


def _token_keys(written: str, game: str) -> tuple[str, ...]:
    """The normalised names a token's line ``written`` may give its token: as written
    (look-alike letters read as Latin ones, ``fold_lookalikes``), without its marks
    (``_TOKEN_MARKS``: ``Goblin (TMH2) 7``, ``Soldier 1/1``), and without the words a
    token's line adds to its name: the game data's words of a section of tokens and of
    card types (``Treasure Token``, ``Spirit Creature Token``) and its colours' names
    (``White Soldier``, ``Colorless Servo``)."""
    key = fold_lookalikes(normalise(written))
    bare = " ".join(_TOKEN_MARKS().sub(" ", key).split())
    zones = bundled_zones()
    added = {*zones.token_sections, *zones.type_words, *colourless_words(game),
             *(name.lower() for name in colour_names(game).values())}
    words = [word for word in bare.split() if word.strip(",.;") not in added]
    return tuple(dict.fromkeys((key, bare, " ".join(words))))


def _known_token(written: str, database: CardDatabase) -> bool:
    """Whether the token data knows ``written``, a line of a section of tokens naming no
    card, as a token: one of its readings (``_token_keys``) is the name of a token the
    game's cards create (``cardfiles.token_names``) or a card's name an effect gives its
    token (``_named_token``: ``Ajani's Pridemate Token``), or it names an emblem
    (``_an_emblem``); the data names a legendary token by the part of its name before the
    comma (``Voja`` for ``Voja, Friend to Elves``) and players a token by its last word
    (``_last_words``: ``Germ``); a double-faced token by its faces (``Phyrexian //
    Incubator``), each known. A name the data does not know is a token too unless it
    disguises a card (``_disguised_card``: ``G r i e f``, ``One Ring, The``), read then as
    the same line in the deck would be (an unknown card), never left out. A game without
    token data (``token_names`` empty: an OCTGN Magi-Nation deck's
    ``Energy Token``) knows no token to compare with: a name of no card there stays a
    token, as the guards of ``_outside_finding`` allow. Never raises."""
    names, game = token_names(database.game), database.game
    if not names:
        return True
    keys = _token_keys(written, game)
    if " // " in keys[-1]:
        return all(_known_token(face, database) for face in keys[-1].split(" // "))
    for key in keys:
        if key in names or key.split(",", 1)[0] in names or key in _last_words(names) \
                or _an_emblem(key, database):
            return True
        resolution = database.resolve(key, False)
        if resolution.card is not None and _named_token(key, resolution, game):
            return True
    return not _disguised_card(written, database)


def _a_token_name(written: str, game: str) -> bool:
    """Whether a reading of ``written`` (``_token_keys``) is the exact name of a token
    ``game``'s cards create (``cardfiles.token_names``: ``Marit Lage``, Dark Depths's
    token): a token, even where it starts a card's name (Marit Lage's Slumber)."""
    names = token_names(game)
    return any(key in names for key in _token_keys(written, game))


def _disguised_card(written: str, database: CardDatabase) -> bool:
    """Whether ``written``, a name of no card in a section of tokens, is a card's name
    disguised: the same letters and digits as one card's name whatever stands between
    them (``CardDatabase.named_alike``: ``G r i e f``, ``T.h.e O.n.e R.i.n.g``), or so once
    the part after its last comma is put first, as collection software sorts names
    (``One Ring, The``, ``Thief of Crowns, Oko``), or between angle brackets, written as
    such or percent-encoded (``%3CGrief%3E``). A name that is none of these (``The
    Monarch``, ``Lost Mine of Phandelver``, ``Poison Counter``: designations, dungeons and
    counters deck tools list among tokens) is left out as a token, as the token data
    cannot list them all. Never raises."""
    bare = angled_name(written)  # <Grief>, %3CGrief%3E: the name the text reader reads
    head, comma, tail = bare.rpartition(",")
    readings = [written, bare, f"{tail} {head}"] if comma else [written, bare]
    return any(database.named_alike(reading) is not None for reading in readings)


@cache
def _last_words(names: frozenset[str]) -> frozenset[str]:
    """The last words of the tokens' ``names`` of two words or more, the token's own
    creature type as players write it (``germ`` of Phyrexian Germ, ``spawn`` of Eldrazi
    Spawn)."""
    return frozenset(name.rsplit(" ", 1)[1] for name in names if " " in name)


def _an_emblem(key: str, database: CardDatabase) -> bool:
    """Whether the normalised ``key`` names an emblem: the word ``emblem`` first or last
    (``_EMBLEM_LINE``) beside a planeswalker's name (``Emblem - Teferi, Time Raveler``) or
    the part of it before its comma (``Emblem - Jace``), the emblem a planeswalker makes
    (Magic's comprehensive rules 114.1)."""
    rest = _EMBLEM_LINE().sub("", key).strip()
    if rest == key or not rest:
        return False
    card = database.resolve(rest, False).card
    cards = [card] if card is not None else [
        found for name in database.same_short_name(rest)
        if (found := database.resolve(name, False).card) is not None]
    return any(_an_emblem_maker(card) for card in cards)


def _an_emblem_maker(card: Card) -> bool:
    """Whether ``card`` is of a kind that makes an emblem (the game data's
    ``emblem_maker_kinds``: a planeswalker, Magic's comprehensive rules 114.1)."""
    makers = bundled_zones().emblem_maker_kinds
    return any(kind.lower() in makers for kind in card.types)


def _named_token(written: str, resolution: Resolution, game: str) -> bool:
    """Whether ``written`` names the card of ``resolution`` by its name (however spelt:
    ``Ajanis Pridemate``, not a face alone), which is also the name of a token ``game``'s
    cards create (``cardfiles.token_names``: ``Ajani's Pridemate``, the token Ajani,
    Strength of the Pride makes; ``Kobolds of Kher Keep``, Kher Keep's), a name an effect
    gives its token (Magic's comprehensive rules 111.4), neither the card's own subtypes
    alone nor a face of it (``_token_or_card`` reads those) nor a card of a kind no token
    is named as (the game data's ``never_token_kinds``: ``Forest`` is that card)."""
    card = resolution.card
    if card is None or _by_a_face_alone(resolution, written) \
            or normalise(card.name) not in token_names(game) or _never_a_token(card):
        return False
    words = normalise(card.name).replace("-", " ").split()
    return not {normalise(kind) for kind in card.subtypes}.issuperset(words)


def _named_token_finding(line: DeckLine, card: Card, plays: bool) -> Finding:
    """What became of a line of a section of tokens that names a token by a card's name
    (``_named_token``), the card on no list of the day: when the deck plays the card in a
    zone (``plays``: ``1 Tarmogoyf`` beside four), a ``reading`` note that it is a further
    copy, counted in the main deck (the README's guard: a copy never hides as a token);
    else the ``ignored-section`` note leaving it out, a token zone being outside the deck
    (``Mutavault`` there is the token Mutavault makes), said even under a header that said
    so, which says a card there is counted."""
    assert line.outside is not None
    section = line.outside.section
    if plays:
        return Finding("reading", f"'{line.name}' in {section} names a token and the card "
                       f"{card.name}, which the deck plays: a further copy, counted in "
                       f"{line.outside.where}", line=line.line, zone=line.zone,
                       hint="if it is the token a card makes, delete the line from the "
                       "list; a copy of the card goes in the deck")
    return Finding("ignored-section", f"'{line.name}' in {section} is read as the token "
                   f"{card.name}, which cards make (a card is named so too): not part of "
                   "the deck; not counted", line=line.line, zone=line.zone)


def _never_a_token(card: Card) -> bool:
    """Whether ``card`` is of a kind no token is named as (the game data's
    ``never_token_kinds``: a basic land)."""
    never = bundled_zones().never_token_kinds
    return any(kind.lower() in never for kind in (*card.supertypes, *card.types))


def _token_or_card(written: str, resolution: Resolution, game: str) -> bool:
    """Whether ``written``, which names the card of ``resolution``, may name a token too:
    by a half of a split card or a back face alone (``_by_a_face_alone``) that is the
    name of a token ``game``'s cards create (``cardfiles.token_names``: ``Blood`` of
    Flesh // Blood; ``Stomp``, Bonecrusher Giant's adventure, names no token, so it is
    that card), or by its faces in another order than the card's (``Day // Night``, the
    day and night helper card, not the split card Night // Day), or by the card's own
    subtypes only (``Shapeshifter``; ``Atog``, banned
    in Pauper, is one too), as a token is named by its subtypes (Magic's comprehensive
    rules 111.4), unless the card is of a kind no token is named as (the game data's
    ``never_token_kinds``: ``Mountain``, a basic land, is that card)."""
    card = resolution.card
    if card is None:
        return False
    if _by_a_face_alone(resolution, written) and (
            _reversed_split(written, card) or normalise(written) in token_names(game)):
        return True
    words = normalise(written).replace("-", " ").split()
    return bool(words) and {normalise(kind) for kind in card.subtypes}.issuperset(words) \
        and not _never_a_token(card)


def _card_beside_a_count(written: str, database: CardDatabase) -> str | None:
    """The card a name of no card, written in a section of tokens, names once a count
    beside it is left out (``Tarmogoyf x1``, ``1x Black Lotus x1``: ``split_count``) or a
    split card's mark (``// Stomp``), by a name no token has too
    (``_token_or_card``); ``None`` when it names none (``Treasure x3`` is a token's)."""
    once = _uncounted(written)
    for part in dict.fromkeys([once, _uncounted(once), written.strip(" /"),
                               _TRAILING_COUNT().sub("", once)]):
        resolution = database.resolve(part, False) if part != written else None
        if resolution is not None and resolution.card is not None \
                and not _token_or_card(part, resolution, database.game):
            return resolution.card.name
    return None


#: A count after a name in any of the marks a list writes it with (``1``, ``- 1``,
#: ``1x``, ``(1)``, ``[x1]``): no part of a card's name.
_TRAILING_COUNT = _lazy(r"\s+(?:[-\u2013\u2014:]\s*)?[(\[]?\s*[x\u00d7]?\d{1,3}"
                        r"\s*[x\u00d7]?\s*[)\]]?$", re.I)


def _uncounted(written: str) -> str:
    """``written`` without the count a card line gives before or after its name
    (``split_count``), or as written when it gives none."""
    parsed = split_count(written)
    return written if parsed is None else parsed[1]


def _reversed_split(written: str, card: Card) -> bool:
    """Whether ``written`` names a split card's two halves in another order than the
    card's (``Day // Night``, the day and night helper card, beside the split card Night
    // Day); a double-faced or adventure card so written (``Stomp // Bonecrusher Giant``,
    ``Insectile Aberration // Delver of Secrets``) names that card, and so does a face
    after ``//`` alone (``// Stomp``)."""
    halves = [half.strip() for half in written.split("//")]
    return len(halves) > 1 and all(halves) and card.facts.get("layout") in BOTH_HALVES


def _lists_a_card(written: str, database: CardDatabase, on_lists: DayLists | None = None,
                  played: Collection[str] = ()) -> str | None:
    """The first card a name of no card, written in a section of tokens, names among the
    parts of a list (split as ``_listed_cards`` splits one: ``Treasure, Oko, Thief of
    Crowns`` lists Oko, Thief of Crowns), by a name that is no token's too
    (``_token_or_card``) or one whose card is on the day's lists (``on_lists``, as
    ``_outside_finding`` reads it); ``None`` when it lists none, so that a list of tokens
    (``Treasure, Clue and Food``) stays out and no card hides in one; a tab parts the
    list too (``Treasure<tab>Opt``: Opt was left out with the Treasure, unsaid). A part
    may call a card as players do (``_called_beside_a_token``: ``Treasure<tab>Oko``,
    ``Food, Lurrus``), a card the deck plays (the normalised names ``played``) aside."""
    pieces = _TOKEN_LIST_SEPARATOR().split(written)
    if len(pieces) < 3 or len(pieces) > 2 * MAX_LISTED - 1:
        return None
    for start in range(0, len(pieces), 2):
        for end in range(start, min(len(pieces), start + 2 * _MOST_PIECES_JOINED), 2):
            part = "".join(pieces[start:end + 1]).strip()
            resolution = database.resolve(part, False) if part else None
            card = resolution.card if resolution is not None else None
            if card is not None and resolution is not None and (
                    not _token_or_card(part, resolution, database.game)
                    or (on_lists is not None and on_lists(card))):
                return card.name
    if database.nearly_names_a_card(written) or started_names(written, database):
        return None  # "Oko, Thief of Crown", "Oko, Thief": one card's name, no list
    # a legend's epithet calls it ("Food, Winged Wisdom"), unless the line holds its whole
    # name, no list ("Playtest Oko, Thief of Crowns" holds Oko, Thief of Crowns)
    return next((name for piece in pieces[::2]
                 if (name := _called_beside_a_token(piece, database, on_lists, played,
                                                    typo=True))
                 and not holds_whole(normalise(written), normalise(name))), None)


def _called_beside_a_token(part: str, database: CardDatabase, on_lists: DayLists | None,
                           played: Collection[str], typo: bool = False) -> str | None:
    """The card a ``part`` of a token's line, no token's exact name (``_a_token_name``),
    calls as players call one (``_called_cards``: ``Oko``, ``Nadu``, ``Lurrus``; with
    ``typo``, within a typo of a name, ``_typo_names``: ``Lurrus of the Dreamden``): one on
    the day's lists (``on_lists``) first, else one the deck does not play (the normalised
    names ``played``) when it plays none the part calls: a card the deck plays so called
    beside a token (``Treasure, Atraxa`` above Atraxa, Grand Unifier) is the token's maker,
    no further copy nor another Atraxa. ``None`` when it calls none or names a set (``ELD``)."""
    called = _called_or_maker(part, database, on_lists, played, typo)
    return None if called is None or called[1] else called[0]


def _called_or_maker(part: str, database: CardDatabase, on_lists: DayLists | None,
                     played: Collection[str], typo: bool = False) -> tuple[str, bool] | None:
    """The card ``part`` calls (``_called_beside_a_token``) and whether it is the token's
    maker: a card the deck plays (the normalised names ``played``), on no list of the day,
    when none the part calls is listed. ``None`` when it calls none."""
    bare = part.strip(_CALLED_EDGES)
    if not bare or names_a_set(bare):
        return None  # "Treasure|ELD|1": a printing's set, no card Eld called
    if _a_token_name(bare, database.game):
        refused = _refused_called(bare, database, on_lists)
        return None if refused is None else (refused, False)
    names = (_called_cards(bare, database) or (_typo_names(bare, database) if typo else [])
             or listed_called(bare, database, on_lists))
    cards = [card for name in names if (card := database.resolve(name, False).card) is not None]
    listed = next((card.name for card in cards if on_lists is not None and on_lists(card)),
                  None)
    if listed is not None:
        return listed, False
    maker = next((card.name for card in cards if normalise(card.name) in played), None)
    if maker is not None:
        return maker, True
    return (cards[0].name, False) if cards else None


def _beside_words(written: str) -> list[tuple[int, int]]:
    """Where each word of a token's line stands in ``written``, as ``(start, end)``: the
    runs of characters between spaces and marks, any run of punctuation or symbols
    (Unicode categories ``P`` and ``S``) parting them whatever it is (``Food/Oko``,
    ``Food. Oko``, ``Food!Oko``, ``Food \u2605 Oko``). Pure."""
    spans: list[tuple[int, int]] = []
    start = -1
    for at, char in enumerate(f"{written} "):
        inside = not char.isspace() and unicodedata.category(char)[0] not in "PS"
        if inside and start < 0:
            start = at
        elif not inside and start >= 0:
            spans.append((start, at))
            start = -1
    return spans


def _card_beside_a_token(written: str, database: CardDatabase, on_lists: DayLists | None,
                         played: Collection[str]) -> tuple[str, bool] | None:
    """The card the words beside a token's exact name (``_a_token_name``, the longest that
    opens or ends ``written``) call (``_called_or_maker``, within a typo too), whatever
    joins them (``Food - Oko``, ``Food/Oko``, ``Food from Oko``, ``Food x Oko``, ``Treasure
    - Opt``, ``Orc Army (Orcish Bowmasters)``): after a token's name its words' longest end
    that calls one (``from`` and ``x`` are no card's), before it all of them; and whether it
    is the token's maker, a card the deck plays off the day's lists (``played``: the token
    stays out). ``None`` when no token's name opens or ends the line, or the rest calls no
    card."""
    parts = _beside_a_token_name(written, database.game) or ()
    called = next((called for part in parts if (called := _called_or_maker(
        part, database, on_lists, played, typo=True)) is not None), None)
    if called is not None:
        return called
    refused = _refused_beside_a_token(written, database, on_lists)
    return None if refused is None else (refused, False)


def _refused_beside_a_token(written: str, database: CardDatabase,
                            on_lists: DayLists | None) -> str | None:
    """The card the day refuses (``_refused_called``) that the words on either side of a
    token's exact name (``_a_token_name``) opening or ending ``written`` call (after it
    its words' ends, ``Treasure x Black Lotus``; before it all of them), whichever token's
    name that is: a card may share a token's name (``Treasure - Wurmcoil Engine`` in
    Pioneer, where the longest token's name is the card's). ``None`` when none does, or
    with no lists (``on_lists``)."""
    words = [written[start:end] for start, end in _beside_words(written)]
    for cut in range(1, len(words)):
        head = " ".join(words[:cut])
        parts = [" ".join(words[start:]) for start in range(cut, len(words))] \
            if _a_token_name(head, database.game) else []
        if _a_token_name(" ".join(words[cut:]), database.game):
            parts.append(head)
        if refused := next(filter(None, (_refused_called(part, database, on_lists)
                                         for part in parts)), None):
            return refused
    return None


def _refused_called(part: str, database: CardDatabase, on_lists: DayLists | None) -> str | None:
    """The first card ``part`` calls (``_called_cards``) that the day refuses
    (``DayLists.refuses``: on its lists or out of the format's card pool), even by a token's
    exact name: a card named as a token is (``Mutavault``, ``Tarmogoyf``, ``Ragavan``) is no
    token where the format refuses it, so no such card hides beside a token. ``None`` when
    it calls none so, or with no lists (``on_lists``)."""
    bare = part.strip(_CALLED_EDGES)
    if on_lists is None or not bare or names_a_set(bare):
        return None
    cards = (card for name in _called_cards(bare, database)
             if (card := database.resolve(name, False).card) is not None)
    return next((card.name for card in cards if on_lists.refuses(card)), None)


def _beside_its_maker(line: DeckLine, written: str, database: CardDatabase,
                      on_lists: DayLists | None, kept_cards: _KeptCards) -> bool:
    """Whether ``line``, written ``written`` in a section of tokens, is a token's beside its
    maker (``_card_beside_a_token``: ``Orc Army (Orcish Bowmasters)`` beside four Orcish
    Bowmasters): its maker's name is the token's note, no card line nor a card dropped."""
    if line.outside is None or TOKEN not in line.outside.types:
        return False
    beside = _card_beside_a_token(written, database, on_lists, kept_cards.by_name()[0])
    return beside is not None and beside[1]


def _beside_a_token_name(written: str, game: str) -> list[str] | None:
    """The parts of ``written`` that may call a card beside the longest token's exact name
    (``_a_token_name``) opening or ending it (``_card_beside_a_token``), the longest first;
    ``None`` when no token's name opens or ends it, or it is all of it. Pure."""
    # each side read as written: a legend's hyphen (Dream-Den) and a token's
    # (Assembly-Worker) stay in its name
    words = _beside_words(written)
    for cut in range(len(words) - 1, 0, -1):
        if _a_token_name(written[:words[cut - 1][1]], game):
            return [written[words[start][0]:] for start in range(cut, len(words))]
        if _a_token_name(written[words[len(words) - cut][0]:], game):
            return [written[:words[len(words) - cut - 1][1]]]
    return None


def listed_called(part: str, database: CardDatabase, on_lists: DayLists | None) -> list[str]:
    """The cards on the day's lists (``on_lists``) that ``part``, one word, calls in any
    case (``_nicknamed``: ``deathrite``) or within a typo of a legend's short name however
    short (``_short_names``: ``Okko`` for Oko, ``Lurus`` for Lurrus): beside a token or a
    bar, and as a signature or a greeting's name (``prose.refused_call``), a player's short
    name for a banned card is that card, however typed; empty otherwise."""
    if on_lists is None or " " in part.strip():
        return []
    called = [name for name in _nicknamed(part, database, any_case=True)
              if (card := database.resolve(name, False).card) is not None and on_lists(card)]
    if called:
        return called
    shorts = _short_names(on_lists.names, database)
    return [shorts[key] for key in keys_within_a_typo(part, shorts, any_length=True)]


def _short_names(names: Collection[str], database: CardDatabase) -> dict[str, str]:
    """The short names players call the cards of ``names`` by (a legend's part before its
    comma, ``oko``; the first word of one named without a comma, ``lurrus`` of Lurrus of
    the Dream-Den, ``prose.epithet_legends``), each with its card's name."""
    shorts: dict[str, str] = {}
    for name in names:
        card = database.resolve(name, False).card
        if card is None:
            continue
        head, comma, _ = card.name.partition(",")
        words = card.name.split()
        if comma or (len(words) > 1 and words[1][:1].islower()
                     and "Legendary" in card.supertypes):
            shorts[normalise(head if comma else words[0])] = card.name
    return shorts


#: What parts a token's line's readings and notes (``_called_in_notes``): a bar, a
#: ``//``, a ``#``, an HTML comment's marks.
_NOTE_PARTS = _lazy(r"\||//|#|<!--|-->")


def _card_in_a_tokens_line(line: DeckLine, first_reading: str, noted: Collection[str],
                           notes_unsaid: bool, database: CardDatabase,
                           on_lists: DayLists | None,
                           kept_cards: _KeptCards) -> tuple[str, str] | None:
    """What shows a line of a section of tokens whose name is no card's (``line``, read
    first as ``first_reading``, its dropped readings and marks ``noted``) to be a card line
    of the deck, not a token's: the line as quoted and what it names, tried in turn
    (``names no card but lists the card Oko, ...``), else ``None``. A list holding a card
    (``_lists_a_card``: ``Treasure, Oko, Thief of Crowns``), a near miss of a card the
    day's lists hold or the deck plays (``_near_a_kept_card``), a card beside a second
    count (``_card_beside_a_count``), a card beside a bar (``card_beside_a_bar``:
    ``Treasure | Grief``), when no reading's parse-error named it already
    (``notes_unsaid``), a card called beside the token's name (``_called_in_notes``:
    ``Treasure # Oko``), and a card the words beside a token's name call, however joined
    (``_card_beside_a_token``: ``Food - Oko``, ``Food from Oko``); an emblem of a
    planeswalker the deck plays (``_a_kept_emblem``) is no list nor call, and a token
    beside its maker, a card the deck plays off the day's lists (``Orc Army (Orcish
    Bowmasters)``), is no near miss of that card."""
    name = line.name
    kept, listed = kept_cards.by_name()
    emblem = _a_kept_emblem(name, kept, listed)
    if not emblem and (card := _lists_a_card(name, database, on_lists, kept)):
        return name, f"names no card but lists the card {card}"
    beside = None if emblem else _card_beside_a_token(name, database, on_lists, kept)
    # a token beside its maker, a card the deck plays ("Orc Army (Orcish Bowmasters)"),
    # holds that card's name as a token's note
    maker = beside is not None and beside[1]
    if not maker and (near := _near_a_kept_card(name, database, on_lists, kept_cards)):
        return name, f"names no card but {near}"
    if counted := _card_beside_a_count(name, database):
        return name, f"names no card but the card {counted} beside a count or a mark"
    if barred := card_beside_a_bar(first_reading, lambda part: _names_card(
            database, part) or _called_beside_a_token(part, database, on_lists, kept)):
        return first_reading, f"names no card but, beside its '|', the card {barred}"
    if notes_unsaid and not emblem and (
            called := _called_in_notes(noted, database, on_lists, kept_cards)):
        return name, f"is written beside '{called[0]}', which calls the card {called[1]}"
    if beside is not None and not maker:
        return name, f"names a token and beside it the card {beside[0]}"
    return None


def _called_in_notes(noted: Collection[str], database: CardDatabase,
                     on_lists: DayLists | None, kept_cards: _KeptCards
                     ) -> tuple[str, str] | None:
    """The part and the card it calls (``_called_beside_a_token``) of the texts ``noted``
    of a token's line: its readings (``Treasure | Nadu``, ``Treasure // Oko``) and the
    notes its reader dropped (``# Oko``, ``<!-- Oko -->``), a part opening or ending with a
    token's name by its words beside that name only (``_beside_a_token_name``: ``Food Oko``
    by ``Oko``, ``Construct Saga`` by ``Saga``); ``None`` when none calls one."""
    played = kept_cards.by_name()[0]
    # a card's whole name there is the reading's own, said by it ("Treasure # Grief")
    parts = (bare for text in noted for part in _NOTE_PARTS().split(text)
             if (bare := part.strip(_CALLED_EDGES)) and _names_card(database, bare) is None)
    # beside a token's name only the words after it call a card: "Construct (Saga)" read
    # whole was near Construct a Cosmic Cube
    called = ((beside, card) for part in parts
              for beside in _beside_a_token_name(part, database.game) or [part]
              if (card := _called_beside_a_token(beside, database, on_lists, played)))
    return next(called, None)


def _called_beside_a_bar(read_names: Collection[str], name: str, database: CardDatabase,
                         on_lists: DayLists | None, kept_cards: _KeptCards) -> str | None:
    """The card a part after a bar of a deck's line read as ``name`` calls as players call
    one (``_called_beside_a_token``: ``Island | Oko``, ``Island|Nadu``), the line's readings
    ``read_names``, when the line's own card is ``name``'s; ``None`` otherwise, and for a
    card's whole name there (said by the reading itself) or a set's (``Island | Time
    Spiral``)."""
    if _names_card(database, name) is None:
        return None
    played = kept_cards.by_name()[0]
    parts = (part.strip(_CALLED_EDGES) for written in read_names if "|" in written
             for part in written.split("|")[1:])
    return next((card for part in parts if part and _names_card(database, part) is None
                 and (card := _called_beside_a_token(
                     part, database, on_lists, played))), None)


def _typo_names(part: str, database: CardDatabase) -> list[str]:
    """The names of the cards ``part``, two words or more, is within a typo of
    (``CardDatabase.cards_within_a_typo``: ``Lurrus of the Dreamden``); empty for one word,
    which may be a token's as near a card (``Carnivore``, Cantivore)."""
    if " " not in part:
        return []
    return [card.name for card in database.cards_within_a_typo(part)]


def _with_marks_read(line: DeckLine, database: CardDatabase) -> DeckLine:
    """``line`` with the readings of its ``&`` (``ampersand_readings``: ``Wear & Tear``
    the split card, as a text line's and a CSV cell's name) when it has none and names no
    card: a card element of an MTGO, Cockatrice,
    OCTGN or LackeyCCG file, a Forge or XMage line, a YAML or JSON item, read as a text
    line's or a CSV cell's name is (``Wear & Tear`` was an unknown card there alone, a
    fifth copy of Wear // Tear unsaid as such). A possible card line (a note, a value, a
    heading) keeps what its reader gave it."""
    if line.readings or line.problem is not None or line.bare or line.maybe_header \
            or line.quiet or line.heading or line.markdown or line.by_count \
            or database.resolve(line.name, False).card is not None:
        return line
    readings = ampersand_readings(line.name, line.count)
    return line._replace(readings=readings) if readings else line


def _near_a_kept_card(written: str, database: CardDatabase, on_lists: DayLists | None,
                      kept_cards: _KeptCards) -> str | None:
    """The card a name of no card, written in a section of tokens, is within a typo of
    (``keys_within_a_typo``: compared with each such card's name directly, whatever the
    written name's first character) that the format's banned or restricted list of the
    day holds (``on_lists``) or the deck plays in a zone (``kept_cards``), with why: ``Oko,
    Thief of Crown`` or ``0ko, Thief of Crowns`` for the banned Oko, ``4tog`` for Atog in
    Pauper, ``Murktide Regnet`` beside four Murktide Regent (a fifth copy). ``None`` for
    a token's name near no such card (``Treasure``, ``Goblin Shaman``), which stays out.
    A name that holds such a card's whole name among other words (``Oko, Thief of Crowns
    Borderless``, ``Playtest Oko, Thief of Crowns``, ``Psychic Frog Token``) is no
    token's either, said so; but an emblem's name made of the name of a planeswalker the
    deck plays, off the lists, and ``Emblem`` (``Kaito, Bane of Nightmares Emblem``, as
    card sites name an emblem) is the emblem's: ``None`` (the data holds no card's text:
    which card makes which token is not known, so no other card's name is a token's). So
    is a name with a comma that starts such a card's name, the rest left out (``Oko,
    Thief``): a legendary card's name cut short, no token's. Each card is
    compared by its names in other languages too (``Oko, voleur de couronne``)."""
    kept, listed = kept_cards.by_name()
    if _names_a_named_token(normalise(written), database, on_lists) \
            or _a_kept_emblem(written, kept, listed):
        return None  # "Ajani's Pridemate Token", "Kaito, Bane of Nightmares Emblem": no card
    # "Marit Lage" beside Marit Lage's Slumber: a token's own name, never a card's start
    pieces = _TOKEN_LIST_SEPARATOR().split(written)[::2]
    if len(pieces) > 1 and all(_a_token_name(piece, database.game) for piece in pieces):
        return None  # "Treasure<TAB>Clue": a list of tokens, no Treasure Cruise
    token = _a_token_name(written, database.game)
    found = _near_one_of(written, (*listed, *kept), started=not token)
    if found is None and not token:
        # "Lurrus", "Deathrite": what players call a card of the lists or the deck's
        found = next((("is what players call", key) for name in _called_cards(
            written.strip(_CALLED_EDGES), database)
            if (key := normalise(name)) in listed or key in kept), None)
    if found is None and (refused := _refused_short_name(written, database, on_lists)):
        return refused
    if found is None:
        # "Black Lotus Token" in Modern: a card out of the pool, on no list, named by a token
        held = _token_suffixed_card(normalise(written), database)
        return (f"holds the name of {held.name}, which the format's card pool does not hold "
                "that day") if held is not None and _refused(held, on_lists) else None
    how, near = found
    card = listed.get(near) or kept[near]
    if on_lists is not None and on_lists(card):
        return f"{how} {card.name}, which the format's banned or restricted list holds"
    return f"{how} {card.name}, which the deck plays"


def _refused_short_name(written: str, database: CardDatabase,
                        on_lists: DayLists | None) -> str | None:
    """Why ``written``, in a section of tokens, is a card line: it, or its part before a
    comma (a legend's short name then words, ``Ragavan, Legendary Monkey``), is the short
    name (``_short_names``) of a card the day refuses (``_refused_called``: on its lists or
    out of the card pool), even when it is a token's exact name (``Ragavan`` in Pioneer
    is Ragavan, Nimble Pilferer, no Kari Zev's token; it was left out unsaid). ``None``
    when it calls none so."""
    head = written.partition(",")[0]
    name = next(filter(None, (_refused_by_short_name(part, database, on_lists)
                              for part in dict.fromkeys((written, head)))), None)
    card = None if name is None else database.resolve(name, False).card
    if card is None or on_lists is None:
        return None
    why = ("the format's banned or restricted list holds" if on_lists(card)
           else "the format's card pool does not hold that day")
    return f"is what players call {card.name}, which {why}"


def _refused_by_short_name(written: str, database: CardDatabase,
                           on_lists: DayLists | None) -> str | None:
    """The card the day refuses (``_refused_called``: on its lists or out of the card
    pool) whose short name (``_short_names``) ``written`` is, in any case (``Oko``,
    ``Ragavan`` in Pioneer), else ``None``: a word of its name alone is none
    (``Carnivore`` calls Carnival Carnivore, no short name: a token's)."""
    bare = written.strip(_CALLED_EDGES)
    if on_lists is None or not bare or names_a_set(bare):
        return None
    cards = [card for name in _called_cards(bare, database)
             if (card := database.resolve(name, False).card) is not None
             and on_lists.refuses(card)
             and normalise(bare) in _short_names((card.name,), database)]
    # a listed card first: "Oko" in Modern is Oko, Thief of Crowns, before an Oko not out yet
    return next((card.name for card in sorted(cards, key=lambda card: not on_lists(card))),
                None)


def _a_kept_emblem(written: str, kept: dict[str, Card], listed: dict[str, Card]) -> bool:
    """Whether ``written``, in a section of tokens, is ``Emblem`` first or last
    (``_EMBLEM_LINE``: ``Emblem - Wrenn and Six``, ``Emblem: Wrenn and Six``, ``Kaito, Bane
    of Nightmares Emblem``) beside the whole name of a planeswalker the deck plays
    (``kept``), off the day's lists (``listed``): the emblem it makes (Magic's
    comprehensive rules 114.1), no card, whatever its name holds (the ``and`` of ``Wrenn
    and Six`` is no list of cards); or beside its short name (``_starts_the_name``:
    ``Emblem - Oko`` beside Oko, the Ringleader)."""
    named = _EMBLEM_LINE().sub(" ", normalise(written)).strip()
    maker = kept.get(named) or next((card for name, card in kept.items()
                                     if named != normalise(written)
                                     and _starts_the_name(named, name)), None)
    return maker is not None and maker not in listed.values() and _an_emblem_maker(maker)


def _emblem_marked_card(written: str, kept_cards: _KeptCards) -> Card | None:
    """The card ``written``, a name of no card in a section of tokens, names beside an
    emblem's word first or last (``_EMBLEM_LINE``: ``Black Lotus Emblem``, ``Emblem -
    Grief``) when that is no emblem of a planeswalker the deck plays (``_a_kept_emblem``,
    Magic's comprehensive rules 114.1): the line is that card's, never left out; ``None``
    for any other name (``Wrenn and Six Emblem`` beside four Wrenn and Six, ``Treasure``)."""
    named = _EMBLEM_LINE().sub(" ", normalise(written)).strip()
    if named == normalise(written) or _a_kept_emblem(written, *kept_cards.by_name()):
        return None
    return kept_cards.database.resolve(named, False).card


def _names_a_named_token(key: str, database: CardDatabase,
                         on_lists: DayLists | None) -> bool:
    """Whether the normalised ``key``, in a section of tokens, is a token's name that is a
    card's too (``_named_token``) with ``Token`` after it (``ajani's pridemate token``, as
    card sites name a token), its card not refused that day (``_refused``)."""
    card = _token_suffixed_card(key, database)
    return card is not None and not _refused(card, on_lists)


def _token_suffixed_card(key: str, database: CardDatabase) -> Card | None:
    """The card whose name, a token's too (``_named_token``), the normalised ``key`` writes
    with ``Token`` after it (``ajani's pridemate token``); ``None`` for any other key."""
    named = key.removesuffix(" token")
    if named == key:
        return None
    card = (resolution := database.resolve(named, False)).card
    return card if card is not None and _named_token(named, resolution, database.game) \
        else None


def _refused(card: Card, on_lists: DayLists | None) -> bool:
    """Whether the format refuses ``card`` on the day (``DayLists.refuses``: on its lists
    or out of its card pool); ``False`` without the day's lists."""
    return on_lists is not None and on_lists.refuses(card)


def _near_one_of(written: str, names: Collection[str], whole: bool = True,
                 started: bool = True) -> tuple[str, str] | None:
    """How the name ``written`` comes near one of the normalised ``names`` and which:
    within a typo of it (``keys_within_a_typo``: ``Oko, Thief of Crown``), else, with
    ``whole``, holding it among other words (``Playtest Oko, Thief of Crowns``) or, with
    ``started`` too, being its start (``_starts_the_name``: ``Oko, Thief``, ``Oko Thief``,
    the legend's short name ``Hogaak``, also beside an emblem's word, ``Emblem -
    Hogaak``); ``None`` when it comes near none."""
    key = normalise(written)
    nearest = keys_within_a_typo(written, names)
    if nearest:
        return "is within a typo of", nearest[0]
    if not whole:
        return None
    held = [name for name in names if holds_whole(key, name)]
    if held:
        return "holds the name of", held[0]
    if not started:
        return None
    bare = _EMBLEM_LINE().sub(" ", key).strip()
    starting = [name for name in names if ("," in key and name.startswith(f"{key} "))
                or any(_starts_the_name(each, name) for each in {key, bare} if each)]
    return ("is the start of the name of", starting[0]) if starting else None


def _words_near(key: str, name: str) -> str | None:
    """How the normalised ``key`` comes near the normalised ``name`` by its words, their
    marks aside (``_WORD``), when it does: holding them in a row (``crimson-ritual-foil``),
    the same words in another order (``ritual crimson``), or their start
    (``_starts_the_name``); else ``None``."""
    words, named = _WORD().findall(key), _WORD().findall(name)
    if not named:
        return None
    if holds_whole(" ".join(words), " ".join(named)):
        return "holds the name of"
    if len(named) > 1 and sorted(words) == sorted(named):
        return "has the words of the name of"
    return "is the start of the name of" if _starts_the_name(key, name) else None


def _starts_the_name(key: str, name: str) -> bool:
    """Whether the normalised ``key`` is the start of the normalised ``name``, the rest
    left out, by its words, their marks aside: two words or more (``oko thief``) or
    the part before the name's comma, as players call a legendary card (``oko``)."""
    words, named = _WORD().findall(key), _WORD().findall(name)
    return bool(words) and len(words) < len(named) and named[:len(words)] == words and (
        len(words) > 1 or name.split(",", 1)[0] == key)


#: A word of a normalised name, its marks aside.
_WORD = _lazy(r"\w+")


def _in_every_language(cards: dict[str, Card]) -> dict[str, Card]:
    """``cards`` (normalised name -> card) with each card's names in other languages too
    (its ``names`` fact: ``oko, voleur de couronnes`` for Oko, Thief of Crowns), so that a
    token's line is compared with the card however a deck may name it."""
    every = dict(cards)
    for card in cards.values():
        for _language, name in names_by_language(card.facts.get("names")):
            every.setdefault(normalise(name), card)
    return every


def _supplementary_kind(line: DeckLine, resolution: Resolution,
                        table: ZoneTable) -> str | None:
    """The kind of supplementary deck (``ZoneTable.supplementary_kinds``: Magic's
    ``Attraction``, ``Contraption``) the card of ``line``, kept out of the
    deck in a section holding that kind (``DeckLine.outside``), belongs to; ``None`` for
    any other card or section. Such a deck is brought to the event beside the deck
    (Magic: The Gathering Comprehensive Rules 717, the Attraction deck)."""
    card, outside = resolution.card, line.outside
    if card is None or outside is None:
        return None
    kinds = {*card.types, *card.subtypes}
    return next((kind for kind in outside.types
                 if kind in table.supplementary_kinds and kind in kinds), None)


def _supplementary_note(line: DeckLine, resolution: Resolution, kind: str) -> Finding:
    """The ``ignored-section`` note of a card of a supplementary deck (``kind``: an
    Attraction in ``Attractions``): out of the deck's count, judged by the format."""
    assert resolution.card is not None and line.outside is not None
    return Finding("ignored-section", f"{resolution.card.name} is {_a_kind(kind)} card in "
                   f"{line.outside.section}: not part of the deck, not counted in its size "
                   "or copies; played in the event beside it, so judged by the format's "
                   "card pool and banned list", line=line.line, zone=line.zone)


def _a_kind(kind: str) -> str:
    """A card kind with its article, for a message: ``an Attraction``, ``a Legendary``,
    ``a Sticker`` (a plural kind in its singular, ``kind_word``)."""
    return with_article(kind_word(kind))


def _titles_no_card(line: DeckLine, decklist: Decklist, database: CardDatabase,
                    table: ZoneTable | None) -> bool:
    """Whether a ``titled`` line names no card: none by its whole name, or, for a
    sheet's title row above its header (``Decklist.title_notes``), none by the card's
    own full name (``Burn``, a face of Turn // Burn), only title words (``Jund``, a
    Plane no deck holds) or a card a row of the sheet names too (``Living End`` above
    its deck, as a text list's title is read): the sheet's title. ``Mox Opal`` there is
    that card; so is a row a text list reads as a card line with a count that names a
    card (its ``readings``: ``Ephemerate 2``, ``Ephemerate - 1``, ``Mox Opal 1``)."""
    if any(_names_card(database, name) is not None for name, _ in line.readings):
        return False
    named = _names_card(database, line.name)
    if named is None or line.line not in decklist.title_notes:
        return named is None
    return normalise(named) != normalise(line.name) or title_words_alone(
        line.name, table or bundled_zones(), least=1) or any(
        not other.titled and normalise(other.name) == normalise(named)
        for other in decklist.lines)


def _names_card(database: CardDatabase, name: str) -> str | None:
    """The name of the one card of ``database`` that ``name`` names (no suggestions
    sought), as written or, in quotes, without them (``"Fire // Ice"``, which
    ``resolve_deck`` reads so), or with or without a word printed before some cards'
    names (``printed_prefix_card``: MageTCG's ``Iconic``), so that a reading without a
    printing's words composes with it (``Seraph of Dawn (Borderless)`` for a card file's
    ``Iconic Seraph of Dawn``); ``None`` when it names none."""
    card = database.resolve(name, False).card
    if card is None and QUOTED_NAME.match(name):
        card = database.resolve(name[1:-1], False).card
    if card is None and (printed := printed_prefix_card(name, database)) is not None:
        card = printed.card
    return None if card is None else card.name


def _match_up_of_a_card(label: DeckLine, decklist: Decklist, database: CardDatabase) -> bool:
    """Whether the words after a zone header's mark (``decklist.card_headers``) are a
    match-up's word (the game data's ``match_up_words``) then one opponent's deck named
    after a card by its whole name (``Sideboard (vs Show and Tell)``, ``(vs Death &
    Taxes)``): a note, as ``(vs Living End)`` is (the ``and`` was read as a list's, and the
    legal side deck one unknown card too big)."""
    opponent = match_up_opponent(label.name) if label.line in decklist.card_headers else None
    if opponent is None:
        return False
    return _gives_a_card(database.resolve(opponent.strip(), suggest=False), opponent.strip())


def _remark_on_zone(label: DeckLine, decklist: Decklist, database: CardDatabase) -> bool:
    """Whether the words after a zone header's bracket or dash, naming no card by its
    whole name, are a remark on the zone (``decklist.remark_headers``: no count, no card
    brought in, a remark's word last; ``Sideboard (Wish targets)``, ``Sideboard (Blood
    Moon hate)``): a note,
    unless they are within a typo of a card's whole name or its plural (``Sideboard
    (Black Lotos)``, ``(Lightning Bolts)``: an unknown card, no card hidden). Each was an
    unknown card within a typo of a word of it, or of a card among its words, and the
    legal side deck one card too big."""
    return label.line in decklist.remark_headers and not (
        database.nearly_names_a_card(label.name) or _plural_names_a_card(label.name, database)
        or _starts_a_name_in(label.name, label, decklist, database))


def _starts_a_name_in(remark: str, label: DeckLine, decklist: Decklist,
                      database: CardDatabase) -> bool:
    """Whether a part of a header's ``remark`` (``_called_parts``: between commas, dashes,
    colons, tabs, ``&``, ``+``, ``/`` or ``and``, its brackets, ``#``, markup and a count
    before it aside: ``with 2 Oko``) names a card as players call one (``_called_cards``:
    ``Sideboard (Oko)``, ``Deck - Hogaak``, ``Sideboard (Murktide & Oko)``; by a word of
    it too on a label that is no remark on the zone's cards: ``Sideboard (with Oko)``,
    ``(Lurrus companion)``) that no
    other line of ``decklist`` than ``label`` holds: the card counts, as by its whole name
    (``hidden_card``); the deck's title naming a card it plays (``Deck - Oko`` above Oko,
    the Ringleader) is a title. A title's or a grouping's words alone (``Deck - Blue``, a
    colour, not Blue, Loyal Raptor) name none."""
    zones = bundled_zones()
    grouping = zones.header_words_of(database.game)
    by_word = label.line not in decklist.remark_headers  # "(Oko hate)": about Oko
    started = [names for whole in _called_parts(remark)
               if (part := _uncounted(_before_a_byline(whole, zones)))
               and not title_words_alone(part, zones, least=1)
               and not _all_header_words(part, grouping)
               and (names := _called_cards(part, database, by_word))]
    if not started:
        return False
    held = _cards_held([line for line in decklist.lines if line is not label], database)()
    return any(not held.intersection(names) for names in started)


def _before_a_byline(part: str, zones: ZoneTable) -> str:
    """The words of a header remark's ``part`` before its first byline word (the game
    data's ``byline_words``: ``Dimir Tempo by Bob`` is ``Dimir Tempo``, ``by Bob`` nothing):
    the list's author is never a card called by a short name (Bob, Reluctant HYDRA Agent).
    Pure."""
    words = part.split()
    cut = next((at for at, word in enumerate(words) if word.casefold() in zones.byline_words),
               len(words))
    return " ".join(words[:cut])


#: What parts a header's remark or a token's line into names a player may call a card by
#: (``_called_parts``): commas, semicolons, colons, tabs, ``&``, ``+``, a ``/`` (not a split
#: card's ``//``), a spaced dash or ``and`` (``Murktide & Oko``, ``Treasure<TAB>Oko``).
_CALLED_PARTS = _lazy(r"\s*[,;:\t&+|]\s*|(?<!/)/(?!/)|\s+[-\u2013\u2014]\s+|\s+and\s+", re.I)
#: The marks around a part or a word that are no part of a name: brackets, a hashtag's
#: ``#``, an HTML comment's marks, emphasis, quotes, a sentence's end (``(#Oko)``).
_CALLED_EDGES = "()[]{}<>!#*_~\"'`.?-\u2013\u2014 "


def _called_parts(text: str) -> list[str]:
    """The parts of ``text`` (``_CALLED_PARTS``), their marks aside (``_CALLED_EDGES``),
    the empty ones left out: ``Sideboard (Murktide & Oko)``'s ``Murktide``, ``Oko``. Pure."""
    return [bare for part in _CALLED_PARTS().split(text)
            if (bare := part.replace("<!--", " ").replace("-->", " ").strip(_CALLED_EDGES))]


def _called_cards(part: str, database: CardDatabase, by_word: bool = False) -> list[str]:
    """The names of the cards ``part`` (``_called_parts``) calls as players call a card: by
    its whole name or a face (``Grief``), a legend's part before its comma in any case or a
    name's first words (``prose.started_names``: ``Oko``, ``oko``, ``Oko Thief``), or one
    word with a capital that a single card's own name holds (``_nicknamed``: ``Lurrus``,
    ``Deathrite``; ``lurrus`` too), or a legend's name's part after its comma
    (``prose.by_its_epithet``: ``Winged Wisdom``); with ``by_word``, by one of its words that
    is a legend's short name or such a nickname (``with Oko``, ``feat. Oko``, ``Lurrus
    companion``; a word that is a card's whole name among a title's, ``Mono-Red Burn``, is
    the title's). Empty when it calls none."""
    if (card := database.resolve(part, False).card) is not None:
        return [card.name]
    called = (started_names(part, database) or _nicknamed(part, database)
              or by_its_epithet(part, database))
    if called or not by_word or " " not in part:
        return called
    zones = bundled_zones()
    grouping = zones.header_words_of(database.game)
    words = (bare for word in part.split() if (bare := word.strip(_CALLED_EDGES))
             and not title_words_alone(bare, zones, least=1)
             and not _all_header_words(bare, grouping))
    # a word by a legend's short name or a nickname only: "Mono-Red Burn" is no Burn
    return next((names for word in words if (names := database.same_short_name(word)
                                             or _nicknamed(word, database))), [])


def _nicknamed(word: str, database: CardDatabase, any_case: bool = False) -> list[str]:
    """The card ``word``, one word, is what players call: with a capital first (in any case
    with ``any_case``), the one card whose own name holds it as a whole word (``Lurrus``:
    Lurrus of the Dreamden; ``Deathrite``); in small letters, a legend whose name opens
    with it then a word in small letters (``prose.epithet_legends``: ``lurrus``), as
    players type a name. Empty for a word of several cards' names (``Treasure``,
    ``Final``)."""
    if " " in word:
        return []
    if not word[:1].isupper() and not any_case:
        return epithet_legends(word, database)
    named = {card.name for card, key in database.word_matches(normalise(word), _WORD_NAMES)
             if normalise(card.name) == key}
    return list(named) if len(named) == 1 else []


#: How many names holding a word are asked whether one card alone holds it (``_nicknamed``).
_WORD_NAMES = 50


def _label_hides_a_card(label: DeckLine, decklist: Decklist, database: CardDatabase) -> bool:
    """Whether the words after a zone header's mark (``decklist.card_headers``), read as
    a possible card that names none, hide one as a title's words do (``_hides_a_card``:
    ``Deck (Storm with Black Lotus)`` above no Black Lotus); of a match-up's label, the
    words it brings in after its opponent and a mark (``text.brought_into_label``:
    ``Sideboard (vs Burn: Black Lotus)``, ``(vs Burn. Black Lotus)``) or a card's whole
    name after an article or a definite article (``(vs a Black Lotus)``, ``(vs the Black
    Lotus)``), not held by the deck's other lines: the
    label was a note, the banned card dropped and the deck legal. An opponent's deck
    named after cards (``(vs Show and Tell decks)``, ``(vs Blood Moon decks, Storm)``,
    ``(vs Scam with Grief)``) stays a note."""
    if label.line not in decklist.card_headers:
        return False
    # the label as written: a mark the card line's reading dropped ("with [Black Lotus]")
    # is part of it
    written = decklist.noted.get(label.line, (label.name, label.zone))[0]
    opponent = match_up_opponent(written)
    if opponent is None:
        # "Sideboard (Oko)", "Deck - Murktide": a card as players call it, as a whole name
        return _hides_a_card(label._replace(name=written), decklist, database) \
            or _starts_a_name_in(written, label, decklist, database)
    # a match-up's opponent may be named after a card (vs Show and Tell decks, vs Scam
    # with Grief): only what the label brings in after it and a mark (a colon, a
    # sentence's end) or a card's whole name after an article (vs a Black Lotus, vs the
    # Black Lotus; not vs a Doomsday deck) is asked
    brought = brought_into_label(opponent)
    if brought is not None:
        return _hides_a_card(label._replace(name=brought), decklist, database)
    article, _, rest = opponent.partition(" ")
    return article.casefold() in articles() | bundled_zones().definite_article_words and any(
        _gives_a_card(database.resolve(name, suggest=False), name)
        and _hides_a_card(label._replace(name=name), decklist, database)
        for name in _with_endings_dropped(rest))


def _greeting_lists_a_card(line: DeckLine, decklist: Decklist, database: CardDatabase,
                           on_lists: DayLists | None = None) -> bool:
    """Whether ``line``, read as a label or header (``Hi TO: oko``), is a greeting or
    sign-off whose words list a card no other line of ``decklist`` names
    (``prose.note_names_a_card``), or any line listing two cards or more (``Oko & Nadu &
    Lurrus``): an unknown card, counted, as ``Hi TO, oko`` is, not a note that drops it;
    a card the format's lists of the day hold (``on_lists``) so called is one anywhere in
    it (``Oko, Izzet Murktide``, ``Owner: Oko``)."""
    held = _cards_held([other for other in decklist.lines if other is not line], database)()
    return note_names_a_card(line.name, database,
                             frozenset(name for name in held if name is not None),
                             on_lists)


def _hides_a_card(title: DeckLine, decklist: Decklist, database: CardDatabase) -> bool:
    """Whether words of the deck's ``title`` (or a note where a title may stand: a run of
    its words, parted by spaces or by marks no card's name holds, ``_TITLE_MARKS``, and
    such a run of two words or more with a plural's or a possessive's ending dropped)
    name by its whole name a card no other line of ``decklist`` names, outside the words
    of one it names (``Storm Black Lotus`` above Black Knight and Lotus Petal, ``Storm
    (Black Lotus)``, ``Storm/Black Lotus``, ``Black Lotus-Storm``, ``Storm Black
    Lotuses``; ``Mono-Red Rift Bolt`` above ``4 Rift Bolt`` holds Rift only in Rift
    Bolt): such a title is read as a card line, never a title that drops the card
    (``Lotus Field Combo`` above ``4 Lotus Field`` is a title); of a field, its value
    after the label's colon. Resolves the deck's other lines only when a run names a
    card."""
    # "Arena ID: bob#1234": a field's label names no card (Arena is one), its value may
    written = title.name.partition(":")[2] or title.name
    return hidden_card(written, _cards_held(
        [line for line in decklist.lines if line is not title], database),
        database) is not None


#: The most words of metadata values after the cards read for a hidden card
#: (``_cards_in_late_values``: up to ``MAX_NAME_WORDS`` look-ups each, twice).
_MOST_LATE_WORDS = 2000


def _cards_in_late_values(decklist: Decklist, entries: Sequence[DeckEntry],
                          findings: Sequence[Finding], database: CardDatabase
                          ) -> list[Finding]:
    """The ``parse-error`` of each metadata line after the list's first card line
    (``Decklist.late_values``) that neither counts a card (``entries``) nor was said to
    be unreadable, whose value names by its whole name (``hidden_card``) a card that no
    line of the deck but such metadata lines names (``Notes: Oko, Thief of Crowns``
    under the sideboard): a card line or a note, not judged (DESIGN 3.1: metadata comes
    before the cards). It was read as metadata, the banned card dropped unsaid and the
    deck legal. A value naming a card the deck's lines name (``Deck: Living End`` under
    ``4 Living End``), or a title word alone (``Deck: Jund``), stays metadata."""
    late = decklist.late_values
    counted = {entry.line.line for entry in entries}
    said = {finding.line for finding in findings if finding.rule == "parse-error"}
    held = _cards_held([line for line in decklist.lines if line.line not in late], database)
    hidden, words = [], 0
    for number, (_, value) in late.items():
        if number in counted or number in said:
            continue
        words += len(value.split()) + value.count(",") + value.count("/")
        if words > _MOST_LATE_WORDS:
            # thousands of notes after the cards: each read costs look-ups, a card hidden
            # in the last one as much as in the first (it is not judged legal unread)
            hidden.append(Finding(
                "parse-error", f"more than {_MOST_LATE_WORDS} words of metadata after the "
                "list's first card line: not read for a card hidden there from this line",
                line=number, hint="move the metadata lines above the cards"))
            break
        # what a card line writes beside a card (a set code, *F*, (SB)) is no prose
        undecorated = strip_decorations(read_markers(_LINKS().sub(" ", value)).text)[0]
        if (card := hidden_card(undecorated, held, database,
                                 _named_by_the_whole_value)) is not None:
            hidden.append(Finding(
                "parse-error", f"the metadata value '{value[:80]}' after the list's first "
                f"card line names the card {card}, which no other line of the deck names: "
                "a card line or a note?", line=number,
                hint=f"write it as a card line with its count (1 {card}), or move the "
                "metadata line above the cards"))
    return hidden


#: A link in a metadata value (``https://.../modern-goryo-s-vengeance``, ``www.x.com``):
#: a site's path, whose words name no card.
_LINKS = _lazy(r"\S*://\S*|(?<!\S)www\.\S*", re.I)


def _named_by_the_whole_value(words: list[str], spans: dict[tuple[int, int], str]
                              ) -> dict[tuple[int, int], str]:
    """The runs of a metadata value's ``words`` (``spans``: by start and end, each naming
    a card) when they are its words of two or more, with only what a card line writes
    between its cards among them (``_beside_cards``: joining and playing words, marks;
    set codes and printing marks are dropped before: ``Deck: Oko, Thief of Crowns``,
    ``Player: Mind Twist / Black Lotus``, ``Notes: Mind Twist [4ED]``, ``Notes: Black
    Lotus (SB)``); none otherwise. A card
    among other words is a note's (``Deck: Dimir Terror`` over Tolarian Terror, ``Notes:
    lost to Living End``, ``Notes: GG to Mind Twist``, ``Notes: vs Scam with Grief``,
    ``Notes: pas de Mind Twist``: each was refused), and so is a card of one word alone
    (``Archetype: Dredge``: archetypes are named after cards they may not play)."""
    covered = {at for start, end in spans for at in range(start, end)}
    zones = bundled_zones()
    if len(covered) < 2 or not all(at in covered or _beside_cards(words[at], zones)
                                   for at in range(len(words))):
        return {}
    return spans


def _beside_cards(word: str, zones: ZoneTable) -> bool:
    """Whether ``word`` of a metadata value (its set codes and printing marks dropped)
    is one a card line may write between cards: a joining or playing word (``and``,
    ``with``) or a mark (``/``, ``+``). Not a word of letters or digits, short or not
    (``GG to Mind Twist``, ``2-1 v Mind Twist``, ``Deck: UR Living End``, ``Le Rituel
    pourpre``: a note's or a title's)."""
    bare = word.casefold().strip(_WRAPPING + ".,;:!?*")
    return bare in zones.joining_words | zones.playing_words or not any(
        char.isalnum() for char in word)


def _cards_held(others: Sequence[DeckLine], database: CardDatabase
                ) -> Callable[[], set[str | None]]:
    """The cards the ``others`` lines name (``hidden_card``'s), resolved once when first
    asked: each line's card, a legend's by its own name (``Karn Stompy`` above ``4 Karn,
    the Great Creator``) and a card's kind by its first words (``Golgari Badgermole``
    above ``4 Badgermole Cub``)."""
    @cache
    def held() -> set[str | None]:
        cards = {_names_card(database, line.name) for line in others}
        cards |= {_names_card(database, name.partition(",")[0])
                  for name in list(cards) if name and "," in name}
        return cards | {kind for name in list(cards) if name and " " in name
                        for kind in _kinds_by_first_words(name, database)}
    return held


def hidden_card(written: str, held_cards: Callable[[], set[str | None]],
                 database: CardDatabase,
                 named: Callable[[list[str], dict[tuple[int, int], str]],
                                 dict[tuple[int, int], str]] | None = None
                 ) -> str | None:
    """The card that words ``written`` (a title's, a note's, a metadata value's) name by
    its whole name, as ``_hides_a_card`` reads them, that ``held_cards`` (``_cards_held``:
    asked only when a run names a card) does not hold, outside the words of one it holds;
    else ``None``. ``named`` (the words and the runs naming a card, by start and end),
    when given, keeps the runs that name it (``_named_in_prose``)."""
    held: set[str | None] | None = None
    for parted in (_TITLE_MARKS(), _TITLE_MARKS_AND_HYPHENS()):
        words = [word for word in parted.split(written) if word]
        spans = _cards_named_by_runs(words, database)
        if named is not None and spans:
            spans = named(words, spans)
        if not spans:
            continue
        if held is None:
            held = held_cards()
            # "Karn Stompy" above "4 Karn, the Great Creator": a legend by its own name
        kept = [span for span, card in spans.items() if card in held]
        hidden = next((card for (at, until), card in spans.items()
                       if card not in held and not any(start <= at and until <= end
                                                       for start, end in kept)), None)
        if hidden is not None:
            return hidden
    return None


def _kinds_by_first_words(name: str, database: CardDatabase) -> list[str]:
    """The cards that the first words of the card ``name`` name (fewer than all of them)
    whose types and subtypes, one at least, the card of ``name`` has all of: the card's
    kind, as a deck's title names it (``Badgermole``, a Badger Mole creature, for
    Badgermole Cub; ``Ninja`` for Ninja of the Deep Hours); a card of no subtype
    (``Channel`` for Channel the Suns) or of others (``Fury``, an Elemental Incarnation,
    for Fury Sliver) is no kind of it, and a title naming it holds another card."""
    card = database.resolve(name, suggest=False).card
    words = name.split()
    if card is None or not card.subtypes:
        return []
    kinds = []
    for end in range(1, len(words)):
        first = database.resolve(" ".join(words[:end]), suggest=False).card
        if first is not None and first.subtypes and set(first.subtypes) <= set(
                card.subtypes) and set(first.types) <= set(card.types):
            kinds.append(first.name)
    return kinds


def _cards_named_by_runs(words: list[str], database: CardDatabase) -> dict[tuple[int, int], str]:
    """The cards that runs of ``words`` (at most ``MAX_NAME_WORDS``, marks around them
    left out, not a title word alone: ``Esper``, a Plane, names the colours) name by their
    whole name, by the run's start and end; a run of two words or more may drop a
    plural's or a possessive's ending (``_with_endings_dropped``)."""
    title_words = bundled_zones().title_words
    spans: dict[tuple[int, int], str] = {}
    for start in range(len(words)):
        for end in range(start + 1, min(len(words), start + MAX_NAME_WORDS) + 1):
            run = " ".join(words[start:end]).strip(_WRAPPING + "-,:;!?")
            if not run or run.casefold() in title_words:
                continue
            for written in _with_endings_dropped(run) if end - start > 1 else (run,):
                resolution = database.resolve(written, suggest=False)
                if resolution.card is not None and _gives_a_card(resolution, written):
                    spans[start, end] = resolution.card.name
                    break
    return spans


#: What parts the words of a title besides spaces: marks no card's name holds (``Storm
#: (Black Lotus)``, ``Storm/Black Lotus``, ``Storm+Black Lotus``, ``Storm w/ Black
#: Lotus``, ``Black_Lotus``, ``Black.Lotus``, ``Black Lotus'n'Storm``); and with a
#: hyphen too (``Black Lotus-Storm``; a card's name may hold one, ``Lim-Dûl``, tried
#: unparted first).
_TITLE_MARKS = _lazy(r"(?:[\s/+()\[\]{}*_|~=<>.\u2022]|['\u2019]n['\u2019])+")
_TITLE_MARKS_AND_HYPHENS = _lazy(
    r"(?:[\s/+()\[\]{}*_|~=<>.\u2022\-\u2013\u2014]|['\u2019]n['\u2019])+")


def _with_endings_dropped(run: str) -> tuple[str, ...]:
    """``run``, and ``run`` without a plural's or a possessive's ending (``Black Lotuses``,
    ``Black Lotus's``, ``Black Lotus'``) when it has one."""
    for ending in ("'s", "\u2019s", "'", "\u2019", "es", "s"):
        if run.endswith(ending) and len(run) > len(ending) + 2:
            return run, run[:-len(ending)]
    return (run,)


def _colours_title(decklist: Decklist, database: CardDatabase, table: ZoneTable
                   ) -> Finding | None:
    """The note on the decklist's first line when it is a possible title (``maybe_header``,
    not ``bare``), parted from the next line (a blank line), that is one title word alone
    (``title_words``: ``Jund``, ``Esper``, the archetype's colours) naming a card of a
    kind only a section outside the deck holds
    (``section_kinds``: the Planes Jund and Esper): the deck's title, no card line (it was
    the Plane, not in the card pool, a legal deck illegal); else ``None``. A card a deck
    may hold (``Brawl``, an instant) stays that card."""
    first = decklist.lines[0] if len(decklist.lines) > 1 else None
    if (first is None or not first.maybe_header or first.bare
            or first.name.casefold() not in table.title_words
            or (decklist.lines[1].line or 0) <= (first.line or 0) + 1):
        return None  # right before the cards, "Naya" is a card line (the Plane)
    card = database.resolve(first.name, suggest=False).card
    kinds = {kind for kinds in table.section_kinds.values() for kind in kinds}
    if card is None or not kinds.intersection(card.types):
        return None
    return Finding("reading", f"'{first.name}' above the list names the deck's colours: "
                   f"read as the deck's title, not the {'/'.join(card.types)} card so "
                   "named, which no deck holds", line=first.line, zone=first.zone)


def _near_a_card(line: DeckLine, database: CardDatabase, quoted: bool,
                 read_names: Sequence[str] = (), table: ZoneTable | None = None) -> bool:
    """Whether a possible card line that names no card is still too close to one to be
    a header or a note: its name (inside its quotes too, when ``quoted``) in the
    singular or the plural names a card, or, for a line read where a note may stand
    (not ``bare``), it or the name of another reading of the line (``read_names``: the
    name after a count word, ``one Fireballl``) is within a typo of one; or its name
    inside the marks wrapped
    round it (``**Black Lotus**``, ``(Black Lotus)``) names a card, or nearly does; or
    it names a card but for a word the readers keep in a name as it may be a count
    (``Black Lotus (twee)``, ``[dwa] Black Lotus``: ``_kept_word_parts``); or, read
    where a note may stand, its name read as a card line of its own (a second count
    after it, ``Deck: 1 Seed x 1``) names a card, or nearly does: read with the words
    of ``table`` (default: the bundled games') as ``ZoneTable.alone_reading`` says, no
    other game's word of a place taken off a note (``Second: Esper`` in a Magic list)."""
    names = [line.name, line.name[1:-1]] if quoted else [line.name]
    if ("://" in line.name or "www." in line.name) and _links_a_card(line.name, database):
        return True  # "https://scryfall.com/card/lea/232/black-lotus": a card's page
    if line.bare is False and title_words_alone(line.name, bundled_zones(), least=1):
        # "Jund - BRG": a shard's name and its colours, no typo of the Plane Jund;
        # "Stompy", an archetype's kind alone, no typo of Stomp
        return any(_plural_names_a_card(name, database) for name in names)
    if any(_plural_names_a_card(name, database) or (
            line.bare is False and database.nearly_names_a_card(name)) for name in names):
        return True
    cuts = title_word_cuts(line.name, bundled_zones())
    if line.bare is False and any(database.nearly_names_a_card(name) for name in read_names
                                  if name != line.name and name not in cuts):
        return True
    # a reading that writes an "and" of the name as a split card's "//" ("Death // Taxes"
    # of "Death and Taxes") holds no comment nor count after its "//": a split card's half
    # before it ("Death", of Life // Death) is no card the line names (a card's whole
    # name is: "Black Lotus and Taxes"); the whole reading is tried above
    halves = [name for name in read_names if not _and_as_halves(name, line.name)
              or _gives_a_card(database.resolve(name.split(" // ", 1)[0], suggest=False),
                               name.split(" // ", 1)[0])]
    if line.bare is False:
        written = dict.fromkeys([line.name, *halves])
        # "UR Delver": the archetype's colours are no set code ("Delver" a typo's reach
        # from a card); a card's whole name so written still is one (_kept_word_parts)
        if any(database.resolve(name, suggest=False).card is not None
               or database.nearly_names_a_card(name)
               for text in written for name in names_read_alone(
                   text, (table or bundled_zones()).alone_reading(text, database.game))
               if name not in written and name not in title_word_cuts(text, bundled_zones())):
            return True  # "Deck: 1 Seed x 1": a second count after the name, as alone
        if any(database.resolve(name, suggest=False).card is not None
               for text in written for name in _names_before_a_mark(text)):
            return True  # "Deck: 1 Seed - 1 copy", "Deck: 1 Seed | x1"
    if _named_before_a_set_code(line.name, database):
        return True
    if line.bare is False and _names_a_part(line.name, database):
        return True
    unwrapped = line.name.strip(_WRAPPING).strip()
    if unwrapped != line.name and bool(unwrapped) and (
            database.resolve(unwrapped, suggest=False).card is not None
            or database.nearly_names_a_card(unwrapped)):
        return True
    # read where a note may stand, the other readings' names too ("Deck: one Crimson
    # Ritual (not played)": "Crimson Ritual (not played)" after its count word)
    names = [line.name, *(halves if line.bare is False else ())]
    # "Naya Zoo": a title word alone (a shard's name, a Plane's too) names the archetype's
    # colours, no card the title hides; after a title word, as in a heading, a split
    # card's half alone names none ("Izzet Burn", "Mono-Red Burn": Turn // Burn's half)
    zones = bundled_zones()
    # another reading's part names a card by its whole name only ("Death n Taxes" read
    # as a card's id, "Death nTaxes": "Death", Life // Death's half, is no card it names)
    return any(_gives_a_card(database.resolve(part, suggest=False), part,
                             line.heading or name != line.name or not counts
                             or part in title_word_cuts(name, zones))
               for name in dict.fromkeys(names) for part, counts in _kept_word_parts(name)
               if part.casefold() not in zones.title_words)


#: What joins two cards' names in a title (``Goblin Guide / Black Lotus``, ``Kraum,
#: Ludevic's Opus & Tymna the Weaver``, ``+``, ``and``; not a comma, which a card's name
#: holds and a title puts before its author: ``Lightning Bolt, by Bob``).
_TITLE_JOIN = _lazy(rf"{_SPACED_JOINS}|\s*&\s*", re.I)


#: What parts a web address's path, query and words (``/lea/232/black-lotus``,
#: ``?name=Oko%2C+Thief+of+Crowns``, ``Black_Lotus``).
_LINK_PARTS = _lazy(r"[/?#&=]+")
_LINK_WORDS = _lazy(r"[-_+.]+")


#: A card's page by its set and collector number or by an id, no name in its address
#: (``scryfall.com/card/lea/232``, ``api.scryfall.com/cards/multiverse/600``,
#: ``mtg.wtf/card/eld/197``, ``/cards/<uuid>``; a game's own sites' marks are its game
#: data's ``card_link_marks``): the card data holds no collector numbers to tell it.
_CARD_BY_NUMBER = _lazy(r"/cards?/(?:[a-z0-9]{1,12}/)?(?:\d|[0-9a-f]{8}-)", re.I)


def _links_a_card(link: str, database: CardDatabase) -> bool:
    """Whether a web address ``link`` names a card in a part of its path or query, its
    words parted by ``-``, ``_``, ``+`` or ``.`` (a card's page: ``/black-lotus``,
    ``?name=Oko%2C+Thief+of+Crowns``), or within a typo of one, or is a card's page by
    its set and number or an id (``_CARD_BY_NUMBER``: ``scryfall.com/card/lea/232``; the
    game data's ``card_link_marks``: ``?multiverseid=600``): such a link is an unknown
    card, never a note that drops the card."""
    lowered = link.lower()
    if _CARD_BY_NUMBER().search(link) or any(
            mark in lowered for mark in card_link_marks(database.game)):
        return True
    for part in _LINK_PARTS().split(urllib.parse.unquote(link)):
        words = _LINK_WORDS().sub(" ", part).strip()
        if len(words) >= 3 and (database.resolve(words, suggest=False).card is not None
                                or database.nearly_names_a_card(words)):
            return True
    return False


def _names_a_part(name: str, database: CardDatabase) -> bool:
    """Whether a title or note ``name`` joins (``_TITLE_JOIN``: ``Goblin Guide / Black
    Lotus``, ``& Black Lotus``, ``+``, ``and``) a card's whole
    name to other words (not a split card's half alone, ``Death and Taxes``), or writes,
    after a title word, a split card's whole name with ``and`` or ``&`` for its ``//``
    (``Izzet Fire and Ice``): a banned card is never hidden in a title."""
    parts = [part.strip(_WRAPPING) for part in _TITLE_JOIN().split(name)]
    if len(parts) > 1 and any(part and _gives_a_card(database.resolve(part, suggest=False),
                                                     part) for part in parts):
        return True
    for cut in title_word_cuts(name, bundled_zones()):
        halves = _TITLE_JOIN().split(cut)
        if len(halves) == 2 and database.resolve(" // ".join(halves), suggest=False).card:
            return True
    return False


def _and_as_halves(reading: str, written: str) -> bool:
    """Whether ``reading`` reads a word or mark joining the words of ``written`` as a
    split card's ``//`` (``Death // Taxes`` of ``Death and Taxes``, ``Death + Taxes``,
    ``Death & Taxes - WR``): a ``//`` the line does not write is a join read so."""
    return " // " in reading and "//" not in written


def _named_before_a_set_code(name: str, database: CardDatabase) -> bool:
    """Whether ``name`` holds, in brackets after its first words, a set those words'
    card was printed in, by its code or its name (``sets_in_brackets``), and those words
    name the card by its whole name (``Black Lotus (LEA) by Bob``, ``Crimson Ritual (Base
    Game) by Bob``): a printing is written of a card, never of a title, wherever the line
    goes on. Brackets naming no set of the card (``Burn (RDW) by Bob``, ``(UR)``, an
    event's letters that are some set's code, ``Death's Shadow (SCG) by Bob``) or words of
    no card's whole name before them (``Oko Food (ELD)``, a split card's half alone)
    leave the name a title's or a note's."""
    for written, sets in sets_in_brackets(name):
        # "**Oko, Thief of Crowns (ELD)** by Bob", "=== Oko ... ===": the marks before it
        before = written.lstrip(_WRAPPING + "=-#>|").strip()
        resolution = database.resolve(before, suggest=False) if before and sets else None
        if resolution is not None and _gives_a_card(resolution, before) and (
                resolution.card is not None
                and sets & {code.upper() for code in resolution.card.sets}):
            return True
    return False


def _gives_a_card(resolution: Resolution, written: str, heading: bool = True) -> bool:
    """Whether a ``resolution`` of the name ``written`` gives a card; for a line written
    as a heading (``heading``), not by one face of a split card alone nor a back face
    (``_by_a_face_alone``: ``Burn`` of ``Burn Spells (8)`` is half of Turn // Burn, the
    heading no card line)."""
    return resolution.card is not None and not (
        heading and _by_a_face_alone(resolution, written))


def _by_a_face_alone(resolution: Resolution, written: str) -> bool:
    """Whether ``written`` resolved to its card by a face that is not the card's name in
    a deck: a half of a split card or a back face (``rules._faces.written_alone``)."""
    return (resolution.card is not None and resolution.how == _FACE
            and not written_alone(resolution.card, written))


#: A name with one word or group in brackets at its end (``Black Lotus (twee)``, ``Black
#: Lotus twee``) or its start (``[dwa] Black Lotus``), or a second half after ``//``.
_LAST_WORD = _lazy(r"^(?P<name>\S.*?)\s*(?:[(\[{][^()\[\]{}]{1,40}[)\]}]|\s\S+)$")
_FIRST_WORD = _lazy(r"^(?:[(\[{][^()\[\]{}]{1,40}[)\]}]|\S+)\s*(?P<name>\S.*)$")
_SECOND_HALF = _lazy(r"^(?P<name>\S.*?)\s*//")


def _kept_word_parts(name: str) -> list[tuple[str, bool]]:
    """``name`` without a word the readers keep in it because it may be a count (its
    last word or group in brackets, its first, or what follows ``//``): a title or note
    that names a card so (``Black Lotus (twee)``) is an unknown card, never a note that
    drops the card (it was read as the card, its word as a set code). Each part with
    whether the word left out may count (``may_count``): one of no letter nor digit (an
    emoticon or a mark, ``Burn :)``, ``Fire ?``) or a number past any count (a year,
    ``Burn 2024``) counts nothing in any language, so the part names a card by its whole
    name only (``Fury :)``), as a heading does: a split card's half (``Burn``) made
    such a title an unknown card."""
    parts = [(match["name"], may_count(_dropped(name, match["name"])))
             for pattern in (_LAST_WORD(), _FIRST_WORD())
             if (match := pattern.match(name)) is not None]
    half = _SECOND_HALF().match(name)
    return parts if half is None else [*parts, (half["name"], True)]


def _dropped(name: str, kept: str) -> str:
    """What ``name`` holds besides ``kept``, a part of it at its start or its end."""
    return name[len(kept):] if name.startswith(kept) else name[:len(name) - len(kept)]




#: What follows a card's name that a person reads as its count: maybe a mark (not an
#: apostrophe), maybe an ``x``, then a number of one to three digits alone or run into
#: its word (`` - 1 copy``, ``, 1 copy``, `` | x1``, `` 1 copy``, `` x 2``, ``|4x``, ``
#: 4pcs``; not `` - 1st place``, `` - 5-0 League``, `` | by Alice``: an archetype named
#: after a card is a title).
_AFTER_A_NAME = _lazy(r"\s*(?:[^\w\s'\u2019]\s*)?(?:[xX\u00d7]\s*)?"
                      rf"(?!(?i:{ORDINAL})(?!\w))\d{{1,3}}"
                      rf"(?:(?i:{COUNT_SUFFIX})|[xX\u00d7])?(?![\w\-/:.,])")
#: The end of a word that something other than a letter or a digit follows.
_WORD_END = _lazy(r"(?<=\w)(?=\W)")
#: Most words of a name tried as a card's name before a mark (a name is a few words).
MAX_NAME_WORDS = 8


def _names_before_a_mark(name: str) -> list[str]:
    """The words at the start of ``name`` that a mark, a number or an ``x`` and a number
    follow (``Seed - 1 copy``, ``Seed, 1 copy``, ``Seed 1 copy`` -> ``Seed``), at most
    ``MAX_NAME_WORDS`` of them, longest first: a note that starts with a card's whole name
    then a count is a card line, as the same text is on a line alone."""
    found = []
    for end in list(_WORD_END().finditer(name))[:MAX_NAME_WORDS]:
        if _AFTER_A_NAME().match(name, end.start()):
            found.append(name[:end.start()])
    return found[::-1]


def _nearly_the_whole_name(name: str, database: CardDatabase) -> bool:
    """Whether ``name``, all its words, is within a typo of a card's name or names one in
    the singular or the plural (``Ponderr``, ``Ponders``); not a name of which one word
    or group is a card or a face (``burn deck``, ``Grixis Shadow``)."""
    return _plural_names_a_card(name, database) or database.nearly_names_a_card(name)


def _plural_names_a_card(name: str, database: CardDatabase) -> bool:
    """Whether ``name`` with its last word in the singular or the plural names a card
    (``Sorceries`` when a card ``Sorcery`` exists, ``Ritual`` when ``Rituals`` does)."""
    *first, last = normalise(name).split() or [""]
    forms = {last + "s", last + "es"}
    if last.endswith("s"):
        forms.add(last[:-1])
    if last.endswith("es"):
        forms.add(last[:-2])
    if last.endswith("ies"):
        forms.add(last[:-3] + "y")
    if last.endswith("y"):
        forms.add(last[:-1] + "ies")
    for form in forms - {last}:
        found = database.resolve(" ".join([*first, form]), suggest=False)
        if found.candidates or _gives_a_card(found, form):
            # "Threats (8)" is no card line for a Threat half of Thrash // Threat
            return True
    return False


def _in_the_decks_language(entries: list[DeckEntry], findings: list[Finding],
                           database: CardDatabase | None = None) -> list[DeckEntry]:
    """``entries`` with each line whose name is one card's own name and another card's
    name in another language (``Contemplation``: the English name of Contemplation, the
    French one of Ponder; ``Endurance``: Endurance, and Endure in French) read as the
    other card only when the deck is clearly in that language: more than half of all its
    resolved card lines name their card in it (a line whose card has no name there, or
    the same name, tells of English, as such a line itself does), or the line writes the
    name with letters the card's own name lacks (``Désolation``: Badlands, not
    Desolation). But a line whose printing fits one card only (``_printing_tells``: a set
    only it was printed in, ``4 Contemplation (LRW) 79``, or a language written for it, a
    sheet's ``French``) is that card, whatever the deck's language (Ponder: it was the
    English Contemplation, legal in Premodern). Else it stays the card the name exactly
    matches. An info ``reading``
    note names the other reading, unless no line of the deck is in that language (each
    English list of Endurance would carry one). A card with no French name (Orcish
    Bowmasters) made a legal list of Endurance illegal. Raises nothing."""
    rivals = {entry: entry.resolution.other_language for entry in entries
              if entry.resolution.other_language is not None}
    accented = {entry for entry, (other, language) in rivals.items()
                if _written_with_its_accents(entry, other, language)}
    shares = {language: _lines_in_language(entries, language, set(rivals), accented)
              for language in {language for _, language in rivals.values()}}
    read = []
    for entry in entries:
        if entry not in rivals:
            read.append(entry)
            continue
        other, language = rivals[entry]
        written, of_lines = shares[language]
        told = _printing_tells(entry, other, language, database)
        if told is not None and told[0] is None:
            # its set and its language word name different cards: no guess
            read.append(_torn_between(entry, other, told[1]))
            continue
        other_wins = (entry in accented or 2 * written > of_lines) if told is None \
            else bool(told[0])
        why = (told[1] if told is not None else "written with its accents"
               if entry in accented
               else f"{'' if other_wins else 'only '}{written} of the deck's {of_lines} "
               f"card lines are in {LANGUAGE_NAMES.get(language, language)}")
        if other_wins or written:  # a list with no line in that language: nothing to say
            findings.append(_language_note(entry, other, language, other_wins, why))
        read.append(DeckEntry(entry.line, Resolution(other, KINDS[1])) if other_wins
                    else entry)
    return read


#: What parts the pieces of a line's printing (``DeckLine.printing``): a table's tabs,
#: brackets, a comma, a bar, a slash.
_PRINTING_PIECES = _lazy(r"[\t()\[\]{}<>,|/]+")


def _printing_tells(entry: DeckEntry, other: Card, language: str,
                    database: CardDatabase | None) -> tuple[bool | None, str] | None:
    """Which card the printing ``entry``'s line writes (``DeckLine.printing``) fits, of
    its card and ``other``, whose name in ``language`` the line's name also is: ``(True,
    why)`` for ``other`` alone, ``(False, why)`` for the line's card alone, ``(None,
    why)`` when its set fits one card and its language word the other (``Contemplation
    (LRW) [EN]``: LRW printed Ponder only, English says Contemplation; the line cannot
    be told), ``None`` when it tells neither or fits both (the deck's language decides).
    A set's code or name (a piece alone: ``(LRW)``, a sheet's cell; or a word in
    capitals: ``LRW 79``) that one card only was printed in, or a language's word
    (``LANGUAGE_WORDS``, a piece alone or a word of four letters or more: ``French``,
    ``FR``) tells."""
    card = entry.card
    written = entry.line.printing
    if card is None or not written:
        return None
    # a text line's name and what stands before it are no printing's
    at = written.casefold().rfind(entry.line.name.casefold())
    written = written[at + len(entry.line.name):] if at >= 0 else written
    pieces = {piece.strip().casefold() for piece in _PRINTING_PIECES().split(written)}
    words = [word for word in written.split() if word.strip("()[]{}<>,|/")]
    pieces |= {word.strip("()[]{}<>,|/").casefold() for word in words
               if word.isupper() or len(word) >= 4}
    pieces.discard("")
    said = [(other_language, word) for other_language, spelled in LANGUAGE_WORDS.items()
            for word in spelled if word in pieces]
    by_set = _set_tells(pieces, card, other, database)
    if not said:
        return by_set
    wins = all(code == language for code, _ in said)
    why = f"its language is written '{said[0][1]}'"
    if by_set is not None and by_set[0] != wins:
        return None, f"{by_set[1]}, but {why}"
    return wins, why


def _torn_between(entry: DeckEntry, other: Card, why: str) -> DeckEntry:
    """``entry``'s line read as naming its card or ``other`` (an ``ambiguous-card``
    error names both), for ``why`` (its printing's set and language word disagree)."""
    card = entry.card
    assert card is not None
    return DeckEntry(entry.line, Resolution(None, candidates=(card, other),
                                            unknown_why=why))


def _set_tells(pieces: set[str], card: Card, other: Card, database: CardDatabase | None
               ) -> tuple[bool, str] | None:
    """``_printing_tells`` by a set's code or name among ``pieces`` (case-folded) that
    only one of ``card`` and ``other`` was printed in, else ``None``."""
    names = {} if database is None else database.sets
    fits: dict[bool, str] = {}
    for wins, printed in ((False, card), (True, other)):
        for code in printed.sets:
            name = str(names.get(code, {}).get("name", ""))
            if code.casefold() in pieces or (name and name.casefold() in pieces):
                fits.setdefault(wins, code)
    if len(fits) != 1:
        return None
    wins, code = next(iter(fits.items()))
    shown, other_card = (other, card) if wins else (card, other)
    return wins, (f"its set {code} printed {shown.name}, never {other_card.name}")


#: What stands between a card's name and a language's word after it (``Contemplation -
#: FR``), cut from the name a language note shows.
_LANGUAGE_SEPARATORS = " -\u2013\u2014:|/,"


def _language_note(entry: DeckEntry, other: Card, language: str, other_wins: bool,
                   why: str) -> Finding:
    """The ``reading`` note of a line whose name is ``entry``'s card's own and ``other``'s
    in ``language``: which card it was read as (``other`` when ``other_wins``) and
    ``why``."""
    card = entry.card
    assert card is not None
    read_as = other.name if other_wins else card.name
    # "Contemplation - FR": the separator before the language's word is no name's
    shown = entry.line.name.strip().rstrip(_LANGUAGE_SEPARATORS).strip() or entry.line.name
    written = normalise(shown)
    own = "the name of" if written == normalise(card.name) else "the name of a face of"
    translated = "name of" if any(
        written == normalise(name) for _code, name in names_by_language(
            other.facts.get("names"))) else "name of a face of"
    return Finding(
        "reading", f"'{shown}' is the {LANGUAGE_NAMES.get(language, language)} "
        f"{translated} {other.name} and {own} {card.name}: read as {read_as} ({why})",
        line=entry.line.line, zone=entry.line.zone)




def _written_with_its_accents(entry: DeckEntry, other: Card, language: str) -> bool:
    """Whether ``entry``'s line writes ``other``'s name in ``language`` with a letter its
    card's own name lacks (``Désolation`` for Desolation: the ``é``)."""
    card = entry.card
    assert card is not None
    # composed alike: an accent typed as a mark after its letter (as macOS writes it) is
    # the same accent
    spelled = " ".join(unicodedata.normalize("NFC", entry.line.name).casefold().split())
    own = card.name.casefold()
    return any(not letter.isascii() and letter not in own for letter in spelled) and any(
        spelled == " ".join(unicodedata.normalize("NFC", name).casefold().split())
        for code, name in localised_names(other.facts) if code == language)


def _lines_in_language(entries: list[DeckEntry], language: str, rivals: set[DeckEntry],
                       accented: set[DeckEntry]) -> tuple[int, int]:
    """How many of ``entries``' resolved card lines name their card in ``language`` (by
    a name of it there that is not its English name; a line of ``rivals``, whose name
    is both, only when ``accented``), and how many resolved card lines there are."""
    written = lines = 0
    for entry in entries:
        card = entry.card
        if card is None:
            continue
        lines += 1
        if entry in rivals:
            written += entry in accented
            continue
        name = normalise(entry.line.name)
        written += name != normalise(card.name) and any(
            name == normalise(localised) for code, localised
            in localised_names(card.facts) if code == language)
    return written, lines


def _face_heading_note(line: DeckLine, card: str) -> Finding:
    """The ``reading`` note of ``line``, a heading that names one face of the split card
    ``card`` and was read as a grouping header (``Burn (4)``, ``## Burn (4)``): its copies
    are not counted, so the note says which copies the line could have meant (a line is
    never dropped without a word)."""
    copies = f"{line.count} {'copy' if line.count == 1 else 'copies'}"
    return Finding("reading", f"'{line.name}' is one face of {card}, not the card's name: "
                   f"read as a grouping header, not as {copies} of {card}",
                   line=line.line, zone=line.zone)


def _all_header_words(name: str, header_words: frozenset[str]) -> bool:
    """Whether every word of ``name`` a heading is read by is one of ``header_words``
    (``Conspiracy``, ``Burn``: a grouping's words as well as a card's name). Pure."""
    words = _heading_words(name)
    return bool(words) and all_grouping_words(words, header_words)


def _heading_words(name: str) -> list[str]:
    """The words of a line's ``name`` a heading is read by (``normalise``d, each holding
    a letter or a digit). Pure."""
    return [word for word in header_words_of(name) if any(map(str.isalnum, word))]


def _heading_or_card(line: DeckLine, resolution: Resolution, decklist: Decklist, at: int,
                     header_words: frozenset[str]) -> Finding | None:
    """The ``parse-error`` of ``line`` (``decklist.lines[at]``), a line without a count
    before its name read as copies of ``resolution``'s card, when it may head a group of
    cards as well, the two readings differing by its copies, so the deck is never judged
    legal on either guess (a 59-card main deck under ``Terre:`` or ``Earth:`` was 60
    cards, legal): a line whose words are all ``header_words`` (the deck's game's
    categories, ``ZoneTable.header_words_of``) written as a heading (``Terre:``,
    ``Conspiracy (2)``), naming the card by a face that is not its name in a deck
    (``Terre``, ``Burn``: the French face of Heaven // Earth, half of Turn // Burn), or
    standing alone among lines of ``decklist`` that give their counts (``Conspiracy``
    above ``2 Island``); a line of any words written as a heading over a group of card
    lines (``_over_a_group``: ``Earth:``, ``Fire:``, ``Black Lotus:``, by any name of the
    card, and wholly in emphasis, ``*Earth*``; not a Markdown heading, whose own rules read
    it), and a line of no count naming its card by a face alone right over a line giving
    its count first (``Earth`` above ``4 Mountain``: ``_over_counted_lines``). A count
    before it (``4 Conspiracy``, ``1 Terre``, card lines as a deck writes them) makes it the card (a
    card after a zone header's mark: ``_title_or_card``). ``None`` for any other
    line (a card's own name in a list of names without counts). Raises nothing."""
    words = _heading_words(line.name)
    if not words:
        return None
    if not all_grouping_words(words, header_words):
        if line.markdown or not (line.heading or (
                _by_a_face_alone(resolution, line.name) and _over_counted_lines(decklist, at))) \
                or not _over_a_group(decklist, at):
            return None
    elif not (line.heading or _by_a_face_alone(resolution, line.name)
              or any(not other.bare for other in decklist.lines)):
        return None
    if not line.heading and any(number == line.line for number, _ in decklist.headers):
        return None  # "4 Conspiracy", "1 Terre": its count first, a card line
    card = resolution.card
    assert card is not None
    return _heading_or_card_error(line, card)


def _heading_or_card_error(line: DeckLine, card: Card) -> Finding:
    """The ``parse-error`` of ``line``, read as copies of ``card`` though it may be a
    heading over the lines after it (``_heading_or_card``). Pure."""
    copies = f"{line.count} {'copy' if line.count == 1 else 'copies'}"
    return Finding(
        "parse-error", f"'{line.name}' may be a heading over the lines after it or "
        f"{copies} of {card.name}: counted as {copies} of {card.name}", line=line.line,
        zone=line.zone, hint=f"write the card with its count before its full name "
        f"('{line.count} {card.name}'), or the heading as a comment ('# {line.name}')")


def _legends_called(name: str, resolution: Resolution, database: CardDatabase) -> list[str]:
    """The legendary cards other than the one ``resolution`` found that players call
    ``name``, the part of their name before its comma (``Sheoldred``: Sheoldred, the
    Apocalypse); not a card of another kind so named (``Burn, Burn, Tree and Fern``)."""
    found = resolution.card.name if resolution.card is not None else None
    return [other for other in database.same_short_name(name) if other != found
            and (card := database.resolve(other, suggest=False).card) is not None
            and "Legendary" in card.supertypes]


def _face_or_legend(line: DeckLine, resolution: Resolution, legends: list[str]) -> Finding:
    """The note on a line naming a card by a face that is also what players call other
    cards, legends of that name (``4 Sheoldred``: Sheoldred // The True Scriptures by its
    front face, not Sheoldred, the Apocalypse): read as the card of the face, said."""
    card = resolution.card.name if resolution.card is not None else line.name
    return Finding(
        "reading", f"'{line.name}' is a face of {card}: read as that card; "
        f"{listing(legends, limit=len(legends))} "
        f"{'is another card' if len(legends) == 1 else 'are other cards'}",
        line=line.line, zone=line.zone, hint="write the card's full name")


def _title_or_card(line: DeckLine, resolution: Resolution, decklist: Decklist,
                   at: int, header_words: frozenset[str] = frozenset()) -> Finding | None:
    """The ``parse-error`` of ``line`` (``decklist.lines[at]``), a card named by its whole
    name after a zone header's mark (``Deck — Conspiracy``, ``Sideboard - Black Lotus``,
    a ``quiet`` line on a zone header's line) over a group of card lines
    (``_over_a_group``) and under no card line (below one, ``4 Ponder`` / ``Sideboard -
    Lightning Bolt``, it is no title: the card), or by the whole line read as a deck's
    name then the side deck's header (``Seer of the Bright Side``:
    ``side_header_after_title``): the deck's name
    or one copy of the card, read as the copy (it was, without a word: a 59-card deck
    so headed legal). ``None`` for any other line (a header's mark over no card line
    names the card, and so does one written with a printing's marks, ``Deck -
    Thoughtseize (THS)``); a heading's words read as a possible card line of one copy (a
    grouping header's line, ``## Earth:``, ``**Earth:**`` under a list item's mark) over
    such a group get ``_heading_or_card``'s, and so does a card's name of ``header_words``
    alone after a zone header's mark over one below card lines (``Sideboard:
    Conspiracy``); a deck's name before a header's words that names a card (the
    ``heading`` of ``Thoughtseize Sideboard``: ``_name_before_header_follows``) is the deck's
    name or one copy, read as the copy and a ``parse-error``. Raises nothing."""
    card = resolution.card
    assert card is not None
    if line.maybe_header and not line.quiet and line.count == 1 \
            and (line.line, False) in decklist.headers and _over_a_group(decklist, at):
        return _heading_or_card_error(line, card)  # "## Earth:" over the lands
    if line.quiet and line.heading and (line.line, True) in decklist.headers:
        # "Thoughtseize Sideboard": the deck's name before the side deck's header, or one
        # copy of the card (it was counted unsaid, and the whole line an unknown card)
        return Finding(
            "parse-error", f"'{line.name}' before the header may be the deck's "
            f"name or 1 copy of {card.name}: counted as 1 copy of {card.name}",
            line=line.line, zone=line.zone, hint=f"write the card on a line of its own "
            f"('1 {card.name}'), or the deck's name as a metadata line ('Name: ...')")
    if line.quiet and (line.line, True) in decklist.headers and header_then_owner(
            line.name, bundled_zones()):
        # "Main du désert" (Desert Hand in French) among card lines: the header of its
        # owner's deck ("Deck von Ann") or one copy of the card, which moved every card
        # after it to that zone (it was counted unsaid: a side deck of 11 legal)
        return Finding(
            "parse-error", f"'{line.name}' may be the header of its owner's deck or 1 copy "
            f"of {card.name}: counted as 1 copy of {card.name}, the cards after it under "
            "that header", line=line.line, zone=line.zone,
            hint=f"write the card with its count ('1 {line.name}'), or the header alone")
    if not (line.quiet and (line.line, True) in decklist.headers and (
            (_over_a_group(decklist, at)
             and all(other.maybe_header for other in decklist.lines[:at]))
            or side_header_after_title(line.name, bundled_zones()) is not None)):
        if line.quiet and line.count == 1 and (line.line, True) in decklist.headers \
                and _over_a_group(decklist, at) and _all_header_words(line.name, header_words):
            # "Sideboard: Conspiracy", "Sideboard - Conspiracy" under card lines: a
            # grouping's word after the header, or one copy of the card (counted unsaid)
            return _heading_or_card_error(line, card)
        return None
    after = decklist.noted.get(line.line or 0, (line.name, ""))[0]
    if normalise(after) != normalise(line.name):
        return None  # "Deck - Thoughtseize (THS)", "*F*": a printing's marks, a card line
    return Finding(
        "parse-error", f"'{line.name}' after the header may be the deck's name or 1 copy "
        f"of {card.name}: counted as 1 copy of {card.name}", line=line.line,
        zone=line.zone, hint=f"write the card on a line of its own ('1 {card.name}'), or "
        "the deck's name as a metadata line ('Name: ...')")


def _name_before_header_follows(decklist: Decklist, at: int) -> bool:
    """Whether ``decklist.lines[at]``, a whole line read as a deck's name then the side
    deck's or the deck's header (``Thoughtseize Sideboard``, ``Affinity Deck``), is followed
    by its name's own possible card line, on its line (``Thoughtseize``, a ``heading``):
    that line reads the name; the whole line is a card only by its own name (``Seer of
    the Bright Side``). Pure."""
    line = decklist.lines[at]
    if at + 1 >= len(decklist.lines) or (line.line, True) not in decklist.headers:
        return False
    after = decklist.lines[at + 1]
    return after.line == line.line and after.quiet and after.heading


def _whole_title_line_kept(decklist: Decklist, at: int, database: CardDatabase) -> bool:
    """Whether the whole line ``decklist.lines[at]`` read as a deck's name then a header
    (``_name_before_header_follows``) is read as a card rather than its name's line after
    it: it names a card by its own name, another than the name before the header does
    (``Seer of the Bright Side``; not ``Thoughtseize SB``, read as Thoughtseize, nor
    ``Thoughtseize Sideboard``, no card)."""
    whole = _names_card(database, decklist.lines[at].name)
    return whole is not None and whole != _names_card(database, decklist.lines[at + 1].name)


def _over_counted_lines(decklist: Decklist, at: int) -> bool:
    """Whether the line right under ``decklist.lines[at]``, a line of no count, gives its
    count before its name (``Earth`` above ``4 Mountain``): a line that gives none above
    it, naming a card by one face alone, may head it as well as be one copy of the card
    (``Æther Adept`` among them is one copy). Pure."""
    return at + 1 < len(decklist.lines) and not decklist.lines[at + 1].bare


def _over_a_group(decklist: Decklist, at: int) -> bool:
    """Whether the line ``decklist.lines[at]`` stands over a group of card lines as a
    heading does: the line right under it, in its zone and before the next header, is a
    card line (no possible heading), and the line gives no count of its own (no
    ``DeclaredCount`` of its line: ``Fire (4)``, ``Fire: 4`` are that many copies, as a
    list written name then count means; a heading's count over the lines adding up to
    it is ``_heads_its_group``'s). Pure."""
    heading = decklist.lines[at]
    if heading.line is None or at + 1 >= len(decklist.lines) or any(
            count.line == heading.line for count in decklist.declared):
        return False
    under = decklist.lines[at + 1]
    return under.zone == heading.zone and not (under.maybe_header or under.heading) and not any(
        heading.line < number <= (under.line or 0) for number, _ in decklist.headers)


def _heads_its_group(decklist: Decklist, at: int, card: Card, listed: Counter[str],
                     database: CardDatabase, header_words: frozenset[str]) -> bool:
    """Whether the line ``decklist.lines[at]``, written as a heading that names one face of
    the split ``card`` (``Burn (8)``), is borne out as a grouping header: its words are a
    category deck sites and players head a group with (the game data's ``header_words`` of
    the deck's game: ``Burn``, ``Threats``; not ``Fire`` nor ``Ice``, which name no
    category: ``Fire (4)`` over two lines of 2 cards is four Fire // Ice, never a way to
    drop them), and the lines under it bear it out: at least two card lines, none itself
    written as a heading, up to the next header in its zone, whose copies add up to its
    count, and no other line naming the card (``4 Fire // Ice`` above ``Fire 4``: more
    copies): a line names it when it resolves to it in ``database``, by any name (a face,
    another language's name, an alias: ``4 Briser // Braver``, Thrash // Threat in French,
    above ``Threat 3``), or, not resolved, is written as its name or a face. Else it is
    the card, as a list written name then count (``Fire 4``) means: a guess must not drop
    copies. ``listed``: the card each of the deck's lines names (``_named_by``), counted
    here the first time (once a deck, however many headings ask); ``header_words``: the
    words of the deck's game's categories (``ZoneTable.header_words_of``). Raises
    nothing."""
    heading = decklist.lines[at]
    words = header_words_of(heading.name)
    if heading.line is None or not words or not all_grouping_words(words, header_words):
        return False
    ends = [number for number, _ in decklist.headers if number > heading.line]
    end = min(ends, default=None)
    group = []
    for line in decklist.lines[at + 1:]:
        if (end is not None and (line.line or 0) >= end) or line.zone != heading.zone:
            break
        if line.maybe_header:
            return False
        group.append(line.count)
    if len(group) < 2 or sum(group) != heading.count:
        return False
    if not listed:
        listed.update(_named_by(line, database) for line in decklist.lines)
    names = {normalise(name) for name in (card.name, *card.faces)} - {card.name}
    return listed[card.name] + sum(listed[name] for name in names) <= 1  # the heading alone


def _heads_its_uncounted_group(decklist: Decklist, at: int, card: Card,
                               listed: Counter[str], database: CardDatabase,
                               header_words: frozenset[str]) -> bool:
    """Whether the line ``decklist.lines[at]``, a name alone of no count naming one face
    of the split ``card`` (``Burn``, half of Turn // Burn), is a category's heading: its
    words are the deck's game's category words (``header_words``), every other line of
    the deck that may be a card line gives its count (as a category list writes each
    card: ``1 Lightning Bolt``), two card lines or more follow it before the next line
    that may head (a header, ``Creatures``) or another zone, and no other line names the
    card (``listed``, as ``_heads_its_group`` counts them), in a list headed by
    categories (another such line names no card: ``Creatures``, ``Lands``). Else it stays
    copies of the card (``_heading_or_card``: a lone ``Terre:`` over a 59-card deck's lands
    is never judged legal on a guess). Raises nothing."""
    heading = decklist.lines[at]
    words = header_words_of(heading.name)
    if heading.line is None or heading.count != 1 or not words \
            or not all_grouping_words(words, header_words) \
            or any(each.line == heading.line for each in decklist.declared):
        return False  # "Burn (4)": a count to bear out (_heads_its_group)
    if any(line.bare and not line.maybe_header for line in decklist.lines):
        return False  # a list of names without counts: a name alone is a card
    if not any(other.maybe_header and other.bare and other.line != heading.line
               and _names_card(database, other.name) is None for other in decklist.lines):
        return False  # no other category: a 59-card deck under "Terre:" stays a guess
    ends = [number for number, _ in decklist.headers if number > heading.line]
    end = min(ends, default=None)
    group = 0
    for line in decklist.lines[at + 1:]:
        if (end is not None and (line.line or 0) >= end) or line.zone != heading.zone \
                or line.maybe_header or line.heading:
            break
        group += 1
    if group < 2:
        return False
    if not listed:
        listed.update(_named_by(line, database) for line in decklist.lines)
    names = {normalise(name) for name in (card.name, *card.faces)} - {card.name}
    return listed[card.name] + sum(listed[name] for name in names) <= 1


def _named_by(line: DeckLine, database: CardDatabase) -> str:
    """What ``line`` names, to count the lines naming a card: the name of the card its
    name (else one of its readings' names) resolves to in ``database``, by any name the
    card data knows (``_names_card``), else its normalised name as written."""
    for name in (line.name, *(read for read, _ in line.readings)):
        if (card := _names_card(database, name)) is not None:
            return card
    return normalise(line.name)


#: How a name that is one face of a multi-face card resolves (``Resolution.how``).
_FACE = KINDS[3]

#: Unknown names of one deck that get "did you mean" suggestions (each is a fuzzy search
#: over the game's names; a file of thousands of unknown names must not take minutes).
MAX_SUGGESTED = 25

#: Marks players wrap a name in (Markdown emphasis and code, brackets, quotes).
_WRAPPING = "*_`~()[]{}<>\"'\u2018\u2019\u201c\u201d "





def config_problem(settings: DeckSettings) -> Finding:
    """The ``file-error`` of a decklist whose project config (found beside it, upward),
    or one above it, cannot be used (``DeckSettings.problem``): the config's own
    message, its file and line, on one line, and the way to judge without the submitted
    configs."""
    assert settings.problem is not None
    said = str(settings.problem).replace("\n", "; ")
    whose = (f"a project config above its own ({shown_path(settings.source)})"
             if settings.source is not None and settings.problem_source != settings.source
             else "its project config")
    return Finding("file-error", f"not judged: {whose} cannot be used: {said}",
                   hint=CONFIG_FIX if "--isolated" in said else f"{CONFIG_FIX}, or judge "
                   "without the configs found beside the decklists: --isolated, or "
                   "--config FILE (the organizer's own)")


#: The first fix of a decklist whose project config cannot be used (``config_problem``).
CONFIG_FIX = "fix that config"


def error_result(path: str, finding: Finding, decklist: Decklist | None = None) -> DeckResult:
    """The result of a file that could not be judged: status ``error`` and one
    violation explaining why (``file-error`` or ``unknown-format``), on the line of the
    finding, else of the decklist's ``Format:`` line (a format problem), else line 1;
    with the player, deck name and event the decklist gave, when it was read."""
    violation = rule_of(finding.rule).violation(
        finding.message, line=finding.line, hint=finding.hint, players=finding.players,
        players_hint=finding.players_hint)
    lines = decklist.metadata_lines if decklist is not None else {}
    known = decklist.metadata if decklist is not None else {}
    return DeckResult(path=path, status="error",
                      violations=placed([violation], metadata_lines=lines, zone_lines={}),
                      player=known.get("player"), deck_name=known.get("deck"),
                      event=known.get("event"), player_line=lines.get("player"),
                      event_line=lines.get("event"))





