"""``cardtools check``: judge every decklist, write the report, pick the exit code."""

from __future__ import annotations

import contextlib
import datetime as dt
import gc
import io
import itertools
import os
import re
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import Any, NoReturn

from cardtools.batch import add_batch_findings
from cardtools.checker import Checker, CheckOptions, error_result
from cardtools.config import EXCLUDE_GLOB, ProjectConfig
from cardtools.datadir import holds, refuse_the_tools_own_data
from cardtools.decklist import read_decklist
from cardtools.decklist.decoding import MAX_BYTES
from cardtools.display import colour_wanted, visible
from cardtools.errors import CardtoolsError
from cardtools.fileio import (
    drop_stdout,
    is_same_file,
    landing_path,
    lands_on_a_file,
    read_regular_file,
    refuse_non_regular_target,
    same_file_test,
    write_atomically_with,
)
from cardtools.launch import SIZES_AT_START, regular_size
from cardtools.model import DeckResult, Finding, Skipped
from cardtools.paths import CONFIG_NAME, STDIN, glob_names, path_matches, printable, shown_path
from cardtools.reporters import TIMED_STYLES, Report, preparer, reporter
from cardtools.reporters.recognise import (
    EMPTY_GITLAB,
    ONE_DECK_REPORT,
    PLAYER_FIX,
    names_a_path,
    report_style,
    reported_paths,
    summary_alone,
)
from cardtools.walking import (
    OFFICE_LOCK_FILE,
    WalkedFiles,
    WalkedPath,
    expand_paths,
    judged_when_walked,
)


class ReportSettings:
    """How to report: the style name, an optional file to write, quiet mode, the
    event's name (``--event``) for the reports that show it, and the folder of the
    per-deck reports (``--per-deck-reports``)."""

    __slots__ = ("event", "file", "per_deck", "quiet", "style")

    def __init__(self, style: str, file: Path | None = None, quiet: bool = False,
                 event: str | None = None, per_deck: Path | None = None) -> None:
        self.style = style
        self.file = file
        self.quiet = quiet
        self.event = event
        #: The folder of each file's own report (``--per-deck-reports``; ``cardtools.
        #: per_deck``), ``None`` for none.
        self.per_deck = per_deck


#: The reason of a file a project config's ``exclude`` left out starts so.
EXCLUDED = "excluded by the project config"
#: The reason of a file ``--exclude`` left out starts so.
EXCLUDED_HERE = "excluded by --exclude"
#: Reasons a file was skipped that say only that it is no decklist: a run that judged
#: nothing says how many there were; it names the others (a report, a link, a hidden
#: decklist), which a user may have meant to be judged.
QUIET_SKIPS = ("not a decklist", EXCLUDED)

#: How many of those other skipped files the "no decklists found" error names.
NAMED_SKIPS = 3

#: Batches smaller than this are checked in one process whatever ``--jobs`` says.
PARALLEL_FROM = 200


def exit_code(results: Sequence[DeckResult]) -> int:
    """0 when every deck is legal, 1 when any is illegal, 2 when any could not be judged
    (2 wins over 1)."""
    statuses = {r.status for r in results}
    if "error" in statuses:
        return 2
    return 1 if "illegal" in statuses else 0


def run_check(paths: Sequence[str], options: CheckOptions, settings: ReportSettings,
              jobs: int = 1) -> int:
    """Check every decklist under ``paths`` and report.

    ``jobs`` > 1 spreads a large batch over that many worker processes. Output: the
    exit code. Raises ``CardtoolsError`` for a configuration problem (a bad format,
    card or pool file, an unwritable report file, no decklists found).
    """
    if settings.file is not None:
        refuse_non_regular_target(settings.file)
    checker = Checker(options)
    # a batch allocates many short-lived objects and few cycles: collect less often
    gc.set_threshold(100_000, 50, 100)
    skip = _skipping(checker, options)
    if settings.per_deck is not None:
        from cardtools import per_deck

        per_deck.refuse_folder(settings.per_deck, paths)
    skipped: list[Skipped] = []
    empty: list[tuple[str, int]] = []
    walks: list[tuple[str, list[str], int]] = []
    files = list(expand_paths(paths, skip, skipped, options.force_exclude, empty, walks))
    files, streams = _without_own_streams(files)
    skipped.extend(streams)
    if settings.file is not None:
        files, skipped, own = _without_own_report(settings.file, files, skipped)
        _refuse_to_overwrite(settings.file, files, skipped)
        _refuse_to_overwrite_inputs(settings.file, checker, files)
        _refuse_to_overwrite_a_users_file(settings.file, settings.style)
        skipped.extend(own)
    skipped.sort(key=lambda s: s.path)
    targets = _per_deck_targets(settings, checker, files, paths)
    if options.use_config:
        _name_excluding_configs(checker, skipped)
    if not files:
        if _all_excluded(options, skipped):
            return _none_judged(skipped, settings)
        _refuse_no_decklists(paths, skipped, options.excludes)
    configs = _run_configs(checker, files) if options.use_config else []
    if options.use_config:
        _warn_of_config_formats(checker, configs)
        _warn_of_misnamed_configs(checker)
    started = time.perf_counter()
    finish = Finishing(settings.style, settings.quiet, settings.per_deck is not None)
    walked = WalkedFiles(files)
    files = walked.paths
    if jobs > 1 and len(files) >= PARALLEL_FROM and STDIN not in files:
        checked = _parallel(options, walked, jobs, finish)
    else:
        checked = _in_batches(checker, walked, finish)
    with contextlib.ExitStack() as stack:
        if len(files) >= SPOOL_FROM:
            checked = _spooled(checked, stack)
        results = _in_file_order(_progress(_walk_forgotten(checked, files), len(files)),
                                 len(files))
        add_batch_findings(results, _severities_of(checker, files), options.strict,
                           settings.event)
        # --force-exclude (the pre-commit hook) skips a named report as a walk does
        results, reports = _without_walked_reports(
            results, files, () if options.force_exclude else paths,
            checker.configs.read_by_config if options.use_config else None,
            staged=options.force_exclude)
        if options.use_config:
            _name_excluding_configs(checker, reports)
        every = [*skipped, *reports]
        if not results and _no_deck_named(options, reports):
            return _none_judged(every, settings)
        if not results:  # every file found held no deck (a spreadsheet, package.json)
            _refuse_no_decklists(paths, every, options.excludes)
        _warn_of_empty_folders([*empty, *_emptied_by_content(walks, results)])
        report = Report(results, quiet=settings.quiet, skipped=every,
                        event=settings.event,
                        generated=generation_time() if settings.style in TIMED_STYLES else None,
                        elapsed=time.perf_counter() - started)
        write_report(report, settings)
        if settings.per_deck is not None:
            _write_per_deck(settings.per_deck, results, targets, settings)
    return exit_code(results)


def _per_deck_targets(settings: ReportSettings, checker: Checker, files: Sequence[str],
                      roots: Sequence[str]) -> dict[str, str]:
    """Each file's report path in the per-deck reports folder (``settings.per_deck``,
    ``per_deck.report_paths``; ``{}`` when there is none), refused before anything is
    judged when one would land on a file the run reads, outside the folder, on a user's
    file or below a file (``per_deck.refuse_unsafe``), or take the path of the run's
    report file (``per_deck.refuse_report_file``)."""
    folder = settings.per_deck
    if folder is None:
        return {}
    from cardtools import per_deck

    targets = per_deck.report_paths(files, roots)
    inputs = [("one of the decklists checked", path) for path in files if path != STDIN]
    inputs += [(what, str(path)) for what, path in _inputs_besides_decklists(checker, files)
               if not path.is_dir() or what.startswith("a file of the --pool")]
    if settings.file is not None:
        per_deck.refuse_report_file(folder, targets.values(), settings.file)
    per_deck.refuse_unsafe(folder, targets.values(), inputs)
    return targets


def _write_per_deck(folder: Path, results: Sequence[DeckResult], targets: dict[str, str],
                    settings: ReportSettings) -> None:
    """Write each judged file's own report into ``folder`` (``per_deck.write_reports``,
    quiet or not and headed with the event as ``settings`` say), then say on standard
    error how many and where (``cardtools: 3 per-deck reports written to out/``)."""
    from cardtools.clihelp import say
    from cardtools.per_deck import write_reports

    written = write_reports(folder, results, targets, settings.quiet, settings.event)
    say(f"cardtools: {written} per-deck report{'s' if written != 1 else ''} written to "
        f"{printable(str(folder))}")


def _skipping(checker: Checker, options: CheckOptions) -> Callable[[str], str | None] | None:
    """What tells a walked file is no decklist (its reason, ``None`` for a decklist): the
    command line's ``--exclude`` globs (``excluded_by``), then the project config's
    ``exclude`` (none with ``--isolated``); ``None`` when neither says anything."""
    configs = checker.configs.not_a_decklist if options.use_config else None
    if not options.excludes:
        return configs
    return lambda path: excluded_by(path, options.excludes) or (
        configs(path) if configs is not None else None)


def _name_excluding_configs(checker: Checker, skipped: Sequence[Skipped]) -> None:
    """Set, on each file of ``skipped`` a project config excluded, that config
    (``Skipped.config``) and whether it sits below a folder the command line named and
    excluded the file by a glob (``nested``, ``ConfigFinder.below_a_folder_named``: a
    file it reads that holds no decklist, its card file, hides nothing from the checks,
    from whichever folder it is walked): a player's config in their own folder left
    their list unjudged, the run passing with "1 skipped" alone; the summaries say
    whose config skipped what."""
    for entry in skipped:
        if not entry.reason.startswith(EXCLUDED):
            continue
        config = checker.configs.config_of(entry.file_path, tolerant=True)
        if config is None:
            continue
        entry.config = shown_path(config.path)
        entry.nested = f"({EXCLUDE_GLOB}" in entry.reason and \
            checker.configs.below_a_folder_named(config)


def excluded_by(path: str, globs: Sequence[str]) -> str | None:
    """The reason a file at ``path`` (as walked or named) is left out by a glob of
    ``globs`` (``--exclude``): one matching the whole path, written with ``/``, or a
    part of it between folders' boundaries, its end or a folder it is in (``notes.txt``,
    ``*.pdf`` and ``old/*`` match ``subs/old/notes.txt``; ``old*`` matches
    ``subs/oldham/ann.txt`` by its folder, as gitignore's and ruff's globs do), a
    ``*`` or ``?`` never crossing a ``/`` (``notes*.txt`` matches no
    ``notes/deck.txt``), ``**`` any folders (``names_match``; ``fnmatch`` for each
    name, case as the system compares it; a project config's ``exclude`` matches the
    path from the config's folder instead); a folder's glob may end in ``/`` (``late/``)
    or start with ``./``, and an absolute glob matches the file's absolute path from its
    start (the working folder read for it); ``None`` when none matches. Never raises."""
    glob = next((glob for glob in globs if path_matches(
        glob_names(Path(os.path.abspath(path) if os.path.isabs(glob) else path).as_posix()),
        glob, anchored=os.path.isabs(glob))), None)
    return None if glob is None else f"{EXCLUDED_HERE} {visible(repr(glob))}"


def _all_excluded(options: CheckOptions, skipped: Sequence[Skipped]) -> bool:
    """Whether a ``--force-exclude`` run found nothing to judge only because the project
    config (or ``--exclude``) excludes every file (a pre-commit hook given only excluded
    files): said on standard error, and the run passes, as ruff's does. Office's lock
    files (``~$name.docx``) are skipped so too: a walk skips them, no submissions."""
    if not (options.force_exclude and skipped and all(
            s.reason.startswith((EXCLUDED, EXCLUDED_HERE, OFFICE_LOCK_FILE))
            for s in skipped)):
        return False
    files = 'the file' if len(skipped) == 1 else f'all {len(skipped)} files'
    if all(s.reason == OFFICE_LOCK_FILE for s in skipped):
        said = f"{files} named {'is an' if len(skipped) == 1 else 'are'} Office lock " \
               f"file{'' if len(skipped) == 1 else 's'}"
    else:
        by = "--exclude" if all(s.reason.startswith(EXCLUDED_HERE) for s in skipped) \
            else "the project config"
        said = f"{by} excludes {files} named"
    print(f"cardtools: note: no decklist to check: {said} (--force-exclude)",
          file=sys.stderr)
    return True


def _none_judged(skipped: list[Skipped], settings: ReportSettings) -> int:
    """Write the report of a run that judged no file, every one skipped (``skipped``):
    an empty one, the skipped files listed (a report file left from an earlier run would
    read as this run's). Output: the exit code, 0."""
    write_report(Report([], quiet=settings.quiet, skipped=skipped, event=settings.event,
                        generated=generation_time() if settings.style in TIMED_STYLES
                        else None, elapsed=0.0), settings)
    return 0


def _no_deck_named(options: CheckOptions, reports: Sequence[Skipped]) -> bool:
    """Whether a ``--force-exclude`` run judged nothing only because every file it was
    given is a cardtools report or holds no deck (``reports``; a walk skips them too):
    said on standard error, and the run passes, as a walk of them would."""
    if not (options.force_exclude and reports):
        return False
    files = 'the file' if len(reports) == 1 else f'all {len(reports)} files'
    print(f"cardtools: note: no decklist to check: {files} named "
          f"{'is' if len(reports) == 1 else 'are'} no decklist (--force-exclude)",
          file=sys.stderr)
    return True


def _run_configs(checker: Checker, files: Sequence[str]) -> list[ProjectConfig]:
    """The project configs of the run's ``files`` that its decklists are judged under,
    each once (the folders' from the last walked to the first); each config that cannot
    be used, nearest or above a nearest one, is said (``_say_broken_configs``)."""
    found: dict[Path, ProjectConfig] = {}
    broken: dict[Path, ProjectConfig] = {}
    for deck in {os.path.dirname(path): path for path in reversed(files)}.values():
        config = checker.configs.config_of(deck, tolerant=True)
        if config is not None:
            found.setdefault(config.path, config)
        if config is not None and (bad := config.first_broken()) is not None:
            broken.setdefault(bad.path, bad)
    _say_broken_configs(broken.values())
    return [config for config in found.values() if config.first_broken() is None]


def _say_broken_configs(configs: Iterable[ProjectConfig]) -> None:
    """Say on standard error, as a config error always was (``cardtools: error:
    FILE:LINE: ...``, one line per problem), each of ``configs`` that cannot be used,
    then what that does to the run (``cardtools: note: the decklists under FILE are not
    judged ...``): its decklists are errors in the report, the rest of the batch judged,
    so the error lines alone read as if the run had stopped."""
    for config in configs:
        if config.problem is not None:
            for line in str(config.problem).split("\n"):
                print(f"cardtools: error: {line}", file=sys.stderr)
            print(f"cardtools: note: the decklists under {shown_path(config.path)} are not "
                  "judged (file-error); the other decklists are", file=sys.stderr)


def _warn_of_config_formats(checker: Checker, configs: Sequence[ProjectConfig]) -> None:
    """Say on standard error (``cardtools: warning: FILE:LINE: ...``) each format id of
    the run's project ``configs`` that names no format, once per config: a typo there
    shows before a deck needs it; and each name of their ``rules`` that changes
    nothing (``ProjectConfig.vain_rules``: ``file-error: off``)."""
    for config in configs:
        for warning in config.vain_rules:
            print(f"cardtools: warning: {warning}", file=sys.stderr)
        try:
            registry = checker.registry_for(config.formats_dirs)
        except CardtoolsError:
            continue  # a missing formats folder stops the run where a deck needs it
        for warning in config.unknown_formats(registry):
            print(f"cardtools: warning: {warning}", file=sys.stderr)


def _warn_of_misnamed_configs(checker: Checker) -> None:
    """Say on standard error (``cardtools: warning: .cardtools.yml: not read: ...``)
    each file the searches for the run's configs met that is named as a config but is
    not read (``config.misnamed_configs``): its rules were not applied, unsaid. The
    verdicts stay those of the configs read."""
    for path in checker.configs.misnamed:
        shown = shown_path(path)
        what, fix = ((f"{shown}: its [tool.cardtools] table is not read",
                      f"write them, as YAML, in a {CONFIG_NAME} beside it")
                     if path.name == "pyproject.toml" else
                     (f"{shown}: not read", f"rename it {CONFIG_NAME}, or pass --config "
                      f"{shown}"))
        print(f"cardtools: warning: {what}: a project config is read only from a file "
              f"named {CONFIG_NAME}, so the settings there were not applied ({fix})",
              file=sys.stderr)


def _refuse_no_decklists(paths: Sequence[str], skipped: Sequence[Skipped],
                         excludes: Sequence[str] = ()) -> NoReturn:
    """Raise ``CardtoolsError`` ("no decklists found in f2 (1 other file skipped)"): the
    run judged nothing, whatever its paths held (files that are not decklists, saved
    reports, links out of the folder, hidden decklists, pipes), so it must not pass as a
    run of legal decks. The skipped files that are not plain non-decklists
    (``QUIET_SKIPS``), which the user may have meant to be judged, follow one a line
    (``f2/r.json: skipped: a cardtools report (json)``; the first ``NAMED_SKIPS``), then
    how many other files were skipped (``and 9 more skipped``: with those named, the
    count the first line gives). A
    glob of ``excludes`` (``--exclude``) matching a path given itself, or a folder it is
    in, is said first (``--exclude 'sub*' matches the path given subs: every file in it
    is left out``): its files were only listed as excluded, the cause unsaid."""
    others = (f" ({len(skipped)} other file{'s' if len(skipped) != 1 else ''} skipped)"
              if skipped else "")
    told = [s for s in skipped if not s.reason.startswith(QUIET_SKIPS)]
    lines = [f"--exclude {visible(repr(glob))} matches the path "
             f"given {printable(path)}: every file in it is left out (match the files "
             "below it instead, or leave it out)"
             for path in dict.fromkeys(paths)
             if (glob := next((glob for glob in excludes
                               if excluded_by(path, [glob]) is not None), None))]
    lines += [f"{printable(s.path)}: skipped: {s.reason}" for s in told[:NAMED_SKIPS]]
    if told and len(skipped) > len(told[:NAMED_SKIPS]):
        # the files not named, told or quiet: the count given above is their sum
        lines.append(f"and {len(skipped) - len(told[:NAMED_SKIPS])} more skipped")
    raise CardtoolsError("\n".join(["no decklists found in "
                                    + ", ".join(printable(path) for path in paths) + others,
                                    *lines]))


def _emptied_by_content(walks: Sequence[tuple[str, list[str], int]],
                        results: Sequence[DeckResult]) -> list[tuple[str, int]]:
    """Each folder of ``walks`` (``expand_paths``: a folder given, the files its walk
    found to judge, the number it skipped) none of whose files was judged (``results``,
    those left once the files holding no deck are skipped: a spreadsheet of standings,
    a CI config), with every file it skipped: such a folder found no decklist, as one
    whose files were all skipped by their suffix (it was said nothing)."""
    kept = {result.path for result in results}
    return [(path, passed + len(found)) for path, found, passed in walks
            if not any(printable(each) in kept for each in found)]


def _warn_of_empty_folders(empty: Sequence[tuple[str, int]]) -> None:
    """Say on standard error each folder given beside other paths whose walk found no
    decklist, with the files it skipped (``cardtools: warning: no decklists found in
    late/ (1 other file skipped); the other paths were checked``): a folder named by
    mistake, or whose submissions have not arrived, is said, as a run of that folder
    alone is an error. The exit code is the other decks'."""
    for path, passed in dict(empty).items():  # a folder named twice is said once
        others = f" ({passed} other file{'s' if passed != 1 else ''} skipped)" if passed else ""
        print(f"cardtools: warning: no decklists found in {printable(path)}{others}; the "
              f"other paths were checked", file=sys.stderr)


def _walk_forgotten(checked: Iterator[Checked], files: list[str]
                    ) -> Iterator[Checked]:
    """Pass judged files through; each file's entry in ``files`` becomes its result's
    path when that is the same text: one string shared by both."""
    for start, results in checked:
        for position, result in enumerate(results, start):
            if files[position] == result.path:
                files[position] = result.path
        yield start, results


#: Runs of at least this many files keep the decks' parts of the report on disk until the
#: report is written (``cardtools.spool``): a large run's memory stays flat. Below, they
#: take at most about 18 MB, and keeping them costs a little time.
SPOOL_FROM = 20_000


def _spooled(checked: Iterator[Checked], stack: contextlib.ExitStack
             ) -> Iterator[Checked]:
    """Pass judged files through, their report parts moved to a spool closed with
    ``stack``; where no temporary file can be made or written (a full disk), they stay in
    memory."""
    from cardtools.spool import Spool

    try:
        spool: Spool | None = stack.enter_context(Spool())
    except OSError:
        spool = None
    for start, results in checked:
        if spool is not None:
            try:
                spool.keep_fragments(results)
            except OSError:
                spool = None
        yield start, results


def _severities_of(checker: Checker, files: Sequence[str]
                   ) -> Callable[[int], Mapping[str, str]]:
    """The rule severity overrides of the deck at a position: its config's, then the
    command line's (``CheckOptions.overrides``)."""
    def severities(position: int) -> Mapping[str, str]:
        config: Mapping[str, str] = {}
        if checker.options.use_config:
            config = checker.configs.settings_for(files[position], tolerant=True).severities
        return checker.options.overrides(config)
    return severities


def generation_time() -> str:
    """When the report is made, ISO 8601 in UTC to the second: ``SOURCE_DATE_EPOCH``
    (seconds since 1970, as reproducible builds set it) when it is a whole number of
    seconds up to the end of year 9999, else now. A value set but not such a number
    (``abc``, ``1.5``, ``-5``, a number past year 9999) is said on standard error: the
    report's time is then not pinned, as whoever set it meant."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    moment = None
    if epoch.isascii() and epoch.isdigit() and len(epoch) <= len(str(_LAST_EPOCH)) \
            and int(epoch) <= _LAST_EPOCH:
        moment = dt.datetime.fromtimestamp(int(epoch), dt.UTC)
    elif epoch:
        print(f"cardtools: warning: SOURCE_DATE_EPOCH {visible(repr(epoch))} is not a whole "
              "number of seconds since 1970 (up to the end of year 9999): the report "
              "shows the time now", file=sys.stderr)
    return (moment or dt.datetime.now(dt.UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")


#: The last second ``SOURCE_DATE_EPOCH`` may name: 9999-12-31T23:59:59Z.
_LAST_EPOCH = 253402300799


#: Largest earlier report read to tell whether the report file may be overwritten.
MAX_REPORT_READ = 256 * 1024 * 1024


def _without_own_report(report_file: Path, files: list[str], skipped: list[Skipped]
                        ) -> tuple[list[str], list[Skipped], list[Skipped]]:
    """The files to judge and the files skipped without the report file of this run,
    when a walk found it (to judge, or skipped: a report of a suffix no decklist has,
    ``report.html``, ``report.xml``) and it holds an earlier cardtools report, returned
    last as skipped: it is rewritten, not judged. Any other file at that path stays, to
    be refused."""
    target = landing_path(report_file)
    name = os.path.basename(target)

    def lands(path: str) -> bool:
        # A landing path keeps its last part, so only files of that name can land there.
        return path != STDIN and os.path.basename(path) == name and landing_path(path) == target

    found = [path for path in files if lands(path)]
    found_skipped = [entry for entry in skipped if lands(entry.file_path)]
    if not found and not found_skipped:
        return files, skipped, []
    try:
        style = report_style(read_regular_file(report_file, MAX_REPORT_READ))
    except OSError:
        return files, skipped, []
    if style is None:
        return files, skipped, []
    own = Skipped.found(found[0] if found else found_skipped[0].file_path,
                        f"the report file of this run ({style})")
    return ([path for path in files if path not in found],
            [entry for entry in skipped if entry not in found_skipped], [own])


#: This run's output streams, which a shell may send to a file the walk then finds.
_STREAMS = ((1, "standard output"), (2, "standard error"))


def _appended(descriptor: int) -> bool:
    """Whether the open file ``descriptor`` was opened to append (a shell's ``>>``);
    ``True`` where the system cannot tell (no ``fcntl``: a file is then never skipped)."""
    try:
        import fcntl
    except ImportError:
        return True
    return bool(fcntl.fcntl(descriptor, fcntl.F_GETFL) & os.O_APPEND)


def _own_stream_file(descriptor: int) -> tuple[int, int] | None:
    """The file (device, inode) of the output stream ``descriptor`` when a walk may skip
    it as this run's output: a regular file not appended to (``>>``: it holds what it
    held before) and empty when the run started (``>`` truncates; ``1<>deck.txt`` opens
    a deck read-write, not truncated: still a deck, judged). With no size noted at the
    start (the tool used as a library), its size now must be 0."""
    start = SIZES_AT_START.get(descriptor, regular_size(descriptor))
    if start != 0:
        return None
    with contextlib.suppress(OSError, ValueError):
        found = os.fstat(descriptor)
        if not _appended(descriptor):
            return found.st_dev, found.st_ino
    return None


def _without_own_streams(files: list[str]) -> tuple[list[str], list[Skipped]]:
    """The files without those a folder walk found that are this run's standard output
    or standard error, sent by the shell to a file inside a checked folder
    (``cardtools check . --report json > report.json``, ``> log.txt 2>&1``: the shell
    makes the file, empty, before the walk finds it, and it was judged, an empty file
    not judged, exit 2), and those files as skipped, with the reason. A file named on
    the command line stays: it was given as a decklist; so does a file that was not
    empty when the run started or that the stream appends to (``>> deck.txt``,
    ``1<> deck.txt``: it holds a deck, ``_own_stream_file``)."""
    streams: dict[tuple[int, int], str] = {}
    for descriptor, name in _STREAMS:
        found = _own_stream_file(descriptor)
        if found is not None:
            streams.setdefault(found, name)
    if not streams:
        return files, []
    kept, own = [], []
    for path in files:
        stream = (streams.get((path.seen.device, path.seen.inode))
                  if isinstance(path, WalkedPath) else None)
        if stream is None:
            kept.append(path)
        else:
            own.append(Skipped.found(path, f"the {stream} of this run"))
    return kept, own


def _without_walked_reports(results: list[DeckResult], files: Sequence[str],
                            given: Sequence[str],
                            read_by_config: Callable[[str], str | None] | None = None,
                            staged: bool = False) -> tuple[list[DeckResult], list[Skipped]]:
    """The results without those of cardtools reports that folder walks found (a report
    written into a checked folder) and of structured files that hold no deck
    (``mkdocs.yml``, ``package.json``), and those files as skipped, with the reason: the
    config's that reads one (``read_by_config``, ``ConfigFinder.read_by_config``: a
    player's card file, judged in the event's walk, is skipped for the reason the
    player's own walk gives). A file named on the command line stays a ``file-error``:
    it was given as a decklist; so does a text or rich report of one deck that names no
    decklist of the run (``one_deck_report``): a player's sent in place of their deck
    (``staged``: the files named are the pre-commit hook's, ``_a_saved_report``)."""
    named = set(given)
    kept, reports = [], []
    judged = _judged_paths(results)
    for path, result in zip(files, results, strict=True):
        if result.report_style is not None and path not in named and _a_saved_report(
                result, judged, staged):
            reports.append(Skipped(result.path, f"a cardtools report ({result.report_style})",
                                   result.real_path))
        elif result.one_deck_report is not None and path not in named:
            kept.append(_sent_in_place(result))
        elif result.not_a_deck and path not in named:
            reason = read_by_config(path) if read_by_config is not None else None
            reports.append(Skipped(result.path, reason or result.violations[0].message,
                                   result.real_path))
        else:
            kept.append(result)
    return kept, reports


def _a_saved_report(result: DeckResult, judged: list[str], staged: bool) -> bool:
    """Whether the cardtools report of ``result`` is one an earlier run saved, which a
    walk skips: any but a text or rich report of one deck (``one_deck_report``), and
    such a report naming a decklist of the run (``judged``), or with ``staged`` (the
    pre-commit hook names only the staged files, and CI's walk judges the others) a
    file that is there; a summary line alone, naming no deck, when it lies beside or
    above a decklist (``_above_a_deck``); else a player sent it in place of their
    deck."""
    text = result.one_deck_report
    if text is None:
        return True
    if summary_alone(text):
        return _above_a_deck(result.path, judged, staged)
    return names_a_path(text, judged) or (staged and any(
        os.path.isfile(path) for path in reported_paths(text)
        if path not in (result.path, result.file_path)))


def _above_a_deck(report: str, judged: list[str], staged: bool) -> bool:
    """Whether a decklist of the run (``judged``; with ``staged``, a decklist CI's walk
    finds, the pre-commit hook naming only the staged files) lies in the folder of the
    report ``report`` or below it, as beside or above the decks of the folder CI's
    ``--report-file`` reports; a report alone in its folder (a player's, in place of
    their deck) is none."""
    own = os.path.abspath(report)
    folder = os.path.dirname(own)
    # the hook's walk stops at the first decklist found (a report at a repository's top)
    found = expand_paths([folder]) if staged else iter(())
    return any(deck != own and os.path.commonpath([folder, deck]) == folder
               for deck in map(os.path.abspath, itertools.chain(judged, found)))


def _sent_in_place(result: DeckResult) -> DeckResult:
    """``result``, a walked report of one deck that no decklist of the run is, with its
    ``file-error`` saying so and asking for the deck (``PLAYER_FIX``)."""
    first = result.violations[0]
    result.violations = [first._replace(
        message=f"{first.message}: {ONE_DECK_REPORT}{PLAYER_FIX}"),
        *result.violations[1:]]
    return result


def _judged_paths(results: list[DeckResult]) -> list[str]:
    """The paths of the decklists of ``results``: neither reports nor files holding no
    deck (the decks a saved report of one deck may name: such a report is skipped; one
    naming none of them is a player's sent in place of their deck)."""
    return [result.path for result in results
            if result.report_style is None and not result.not_a_deck]


def _refuse_to_overwrite(report_file: Path, files: Sequence[str],
                         skipped: Sequence[Skipped]) -> None:
    """Raise ``CardtoolsError`` when the report file is one of the decklists (DESIGN 7:
    the tool never writes to a decklist): the same file, or the same path (a link to a
    missing file is still the user's); or a file the walks skipped that holds no earlier
    report (``_without_own_report``): a hidden decklist, a spreadsheet, the user's
    ``rules.html``."""
    if not lands_on_a_file(report_file):
        return
    is_the_report = same_file_test(report_file)
    for path in files:
        if path != STDIN and is_the_report(path):
            raise CardtoolsError("the report file is one of the decklists checked; "
                                 "refusing to overwrite it", str(report_file))
    for entry in skipped:
        if is_the_report(entry.file_path):
            raise CardtoolsError(f"the report file is a file of the folder checked, no "
                                 f"cardtools report (skipped: {entry.reason}); refusing "
                                 f"to overwrite it", str(report_file))


def _refuse_to_overwrite_a_users_file(report_file: Path, style: str) -> None:
    """Raise ``CardtoolsError`` when the report file is, anywhere, any file but an earlier
    report or an empty file (``holds_no_report``): a decklist the run does not read
    (``-o decks/bob.txt`` beside ``alice.txt`` replaced Bob's deck, which the next walk
    skipped as a report), a file a walk skips (``victim``, no suffix), data; or an empty
    GitLab report (``EMPTY_GITLAB``, ``[]``) where the report of ``style`` is no GitLab
    one: a user's empty JSON list (``-o prices.json``) is written so too. A link to a
    missing file holds nothing: the rename replaces the link itself."""
    target = Path(landing_path(report_file))
    if os.path.exists(target) and (holds_no_report(target, empty_too=False) or (
            style != "gitlab" and _holds_exactly(target, EMPTY_GITLAB))):
        held = "a decklist, no" if _a_decklist_of_its_own(target) else "no"
        raise CardtoolsError(f"the report file holds {held} cardtools report; refusing "
                             "to overwrite it (name a new file for the report)",
                             str(report_file))


def _holds_exactly(path: Path, data: bytes) -> bool:
    """Whether the regular file at ``path`` holds ``data``, whole. Never raises."""
    try:
        return read_regular_file(path, len(data) + 1) == data
    except OSError:
        return False


def holds_no_report(path: Path, empty_too: bool = True) -> bool:
    """Whether the file at ``path`` is anything but a cardtools report (``report_style``):
    unreadable, no regular file, larger than ``MAX_REPORT_READ``, or a user's, whatever its
    name or suffix (a file a walk skips, ``victim`` or ``prices.json``, is the user's too).
    An empty file holds nothing to lose: it counts as no report only with ``empty_too``.
    Never raises."""
    try:
        data = read_regular_file(path, MAX_REPORT_READ)
    except OSError:
        return True
    return (empty_too or data != b"") and report_style(data) is None


def _a_decklist_of_its_own(report_file: Path) -> bool:
    """Whether the file ``report_file`` names, outside the run's files, is one a walk
    judges as a decklist (``judged_when_walked``) that its reader reads lines of: what
    the refusal to overwrite it names. Never raises."""
    if not judged_when_walked(str(report_file)):
        return False
    try:
        data = read_regular_file(report_file, MAX_BYTES)
    except OSError:
        return False
    decklist = read_decklist(data, str(report_file), walked=True)
    return decklist.fatal is None and not decklist.no_deck and bool(decklist.lines)


def _refuse_to_overwrite_inputs(report_file: Path, checker: Checker,
                                files: Sequence[str]) -> None:
    """Raise ``CardtoolsError`` when the report file is a file the run reads besides the
    decklists (the tool never writes what the user wrote): a card file (``--cards`` or a
    config's ``cards``), the drafted pool (``--pool``, or a file of a ``--pool`` folder),
    a config (``--config`` or a ``.cardtools.yaml`` that applies to a decklist), a
    format file (``.yaml`` or ``.yml``) in a formats folder of the run or of a config, or
    any file, new or not, in the tool's own data (``refuse_the_tools_own_data``)."""
    refuse_the_tools_own_data(report_file, "the report file")
    if not lands_on_a_file(report_file):
        return
    for what, path in _inputs_besides_decklists(checker, files):
        if is_same_file(path, report_file) or (
                path.is_dir() and holds(path, report_file)
                and (what.startswith("a file of the --pool")
                     or report_file.suffix.lower() in (".yaml", ".yml"))):
            raise CardtoolsError(f"the report file is {what}; refusing to overwrite it",
                                 str(report_file))


def _inputs_besides_decklists(checker: Checker, files: Sequence[str]
                              ) -> Iterator[tuple[str, Path]]:
    """What the run reads besides the decklists, each with what it is: files, and
    folders (formats folders, a ``--pool`` folder) whose files it may read."""
    options = checker.options
    yield from (("a card file of the run", path) for path in options.card_files)
    yield from (("a format file of a formats folder of the run", folder)
                for folder in options.formats_dirs)
    if options.pool_file is not None:
        yield (("a file of the --pool folder" if options.pool_file.is_dir()
                else "the drafted pool of the run"), options.pool_file)
    # one decklist of each folder: the configs found upward are the same for the rest
    first_of_folder = {os.path.dirname(path): path for path in reversed(files)}
    for deck in first_of_folder.values():
        applied = checker.configs.settings_for(deck, tolerant=True)
        if applied.source is not None:
            yield "a project config of the run", applied.source
        yield from (("a card file of a project config", path) for path in applied.card_files)
        yield from (("a format file of a project config's formats folder", folder)
                    for folder in applied.formats_dirs)


#: Runs with at least this many files show a progress bar on a terminal.
PROGRESS_FROM = 50


def show_progress(files: int) -> bool:
    """Whether to draw a progress bar: a long run, on a terminal, not in CI."""
    return (files >= PROGRESS_FROM and sys.stderr.isatty() and not os.environ.get("CI")
            and not os.environ.get("GITHUB_ACTIONS"))


#: Judged files: the position of the first in the list of files, and their results.
Checked = tuple[int, list[DeckResult]]


def _progress(checked: Iterator[Checked], total: int) -> Iterator[Checked]:
    """Pass judged files through, drawing a progress bar on standard error when it helps."""
    if not show_progress(total):
        yield from checked
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    columns = ("{task.description}", BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
    with Progress(*columns, transient=True, console=Console(stderr=True)) as progress:
        task = progress.add_task("checking decklists", total=total)
        for start, results in checked:
            yield start, results
            progress.advance(task, len(results))


def _in_file_order(checked: Iterator[Checked], total: int) -> list[DeckResult]:
    """The results of ``total`` files, each at its file's place in the list of files."""
    results: list[Any] = [None] * total
    for start, batch in checked:
        results[start:start + len(batch)] = batch
    return results


#: Files judged together (``Checker.check_paths``): large enough for each step's code to
#: stay hot, small enough for a steady progress bar and little memory held at once.
BATCH = 64


class Finishing:
    """What a judged result keeps for the report of ``style`` (``quiet`` or not): the
    style's ``prepare`` step runs on it (the deck's shape, listing or report entry,
    worked out while the deck is at hand), then the resolved deck and format are dropped,
    so that a run of any size holds only what its report shows."""

    __slots__ = ("per_deck", "quiet", "style")

    def __init__(self, style: str, quiet: bool, per_deck: bool = False) -> None:
        self.style = style
        self.quiet = quiet
        self.per_deck = per_deck

    def __call__(self, results: list[DeckResult]) -> list[DeckResult]:
        """Prepare and slim ``results`` in place; output: the same list. With
        ``per_deck`` (``--per-deck-reports``), each deck's text lines worded for its player
        are kept first (``DeckResult.text_fragment``, ``text.players_lines``) for its own
        report, and its zones' counts kept (its head: ``text.deck_head``)."""
        prepare = preparer(self.style)
        for result in results:
            # a report or a file holding no deck that a walk found is listed as skipped,
            # with the reason its violation gives: it is kept whole
            if prepare is not None and not (result.not_a_deck or result.report_style):
                if self.per_deck:
                    from cardtools.reporters.text import players_lines

                    result.text_fragment = players_lines(result, self.quiet)
                zones = result.zones
                prepare(result, self.quiet)
                if self.per_deck:  # the counts its player's report is headed with
                    result.zones = zones
            result.deck = None
            result.format = None
        return results


def _batches(files: Sequence[str]) -> Iterator[Sequence[str]]:
    """The files a batch at a time, each batch taken when it is wanted (a slice of
    ``WalkedFiles`` makes its paths as the walk found them)."""
    for start in range(0, len(files), BATCH):
        yield files[start:start + BATCH]


def _in_batches(checker: Checker, files: Sequence[str], finish: Finishing
                ) -> Iterator[Checked]:
    """Check files in this process, a batch at a time, in order."""
    for position, batch in enumerate(_batches(files)):
        yield position * BATCH, finish(checker.check_paths(batch))


def check_chunk(options: CheckOptions, finish: Finishing, files: Sequence[str]
                ) -> list[tuple[DeckResult, str]]:
    """Judge ``files`` in order with a ``Checker`` of their own and finish the results
    (``Finishing``): the work of one worker process task. Output: one result per file,
    each with what judging its batch said on standard error (a card file's warnings),
    given with the batch's first file and said by the parent (``_say_once``): each
    worker said each card-file warning once, the run as many times as it had workers.
    Raises ``CardtoolsError`` as ``Checker.check_paths`` does."""
    checker = Checker(options)
    checked: list[tuple[DeckResult, str]] = []
    for batch in _batches(files):
        said = io.StringIO()
        with contextlib.redirect_stderr(said):
            results = finish(checker.check_paths(batch))
        checked.extend((result, said.getvalue() if not position else "")
                       for position, result in enumerate(results))
    return checked


def _say_once(checked: Sequence[tuple[DeckResult, str]], said: set[str]) -> list[DeckResult]:
    """The results of a worker's chunk (``check_chunk``), after saying on standard error
    each of its messages (a ``cardtools:`` line and the lines after it) that ``said``
    (updated) does not hold: a run says a warning once, whatever its ``--jobs``."""
    from cardtools.clihelp import say

    for _result, text in checked:
        for message in re.split(r"\n(?=cardtools: )", text.rstrip("\n")) if text else ():
            if message not in said:
                said.add(message)
                say(message)
    return [result for result, _text in checked]


def _parallel(options: CheckOptions, files: Sequence[str], jobs: int, finish: Finishing
              ) -> Iterator[Checked]:
    """Check files in ``jobs`` worker processes, a contiguous chunk of the files per
    task (``workers.in_chunks``). Chunks come back as they are done, not in order. A
    worker that dies is said on standard error and its files are judged again; a file
    whose worker dies each time is its ``internal-error`` (``_lost``), the rest of the
    batch judged."""
    from cardtools.clihelp import say
    from cardtools.workers import in_chunks

    said: set[str] = set()
    for start, checked in in_chunks(
            partial(check_chunk, options, finish), files, jobs, partial(_lost, finish),
            lambda why: say(f"cardtools: warning: {why}; its files are judged again, "
                            "each file it stops on not judged")):
        yield start, _say_once(checked, said)


def _lost(finish: Finishing, path: str, why: str) -> tuple[DeckResult, str]:
    """The result of a file whose worker process died each time it judged it (killed,
    out of memory): not judged, an ``internal-error`` saying so (said nothing on
    standard error, as ``check_chunk``'s are)."""
    finding = Finding("internal-error", f"not judged: {why} each time it judged this file",
                      hint="check this file alone (cardtools check FILE --jobs 1); "
                      "please report this with the decklist")
    return finish([error_result(path, finding)])[0], ""


def _to_stdout(render: Callable[[Report, Any, bool], None], report: Report) -> None:
    """Render to standard output and flush it. Raises ``CardtoolsError`` when it cannot
    be written (closed, a full device); standard output is then pointed at the null
    device, so that Python's last flush at exit fails no more. A reader gone (``|
    head``) raises ``BrokenPipeError``: the outer layer ends the run quietly."""
    stream = sys.stdout
    try:
        render(report, stream, colour_wanted(stream))
        stream.flush()
    except BrokenPipeError:
        drop_stdout()
        raise
    except (OSError, ValueError) as exc:
        drop_stdout()
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise CardtoolsError(f"cannot write the report to standard output: {reason}"
                             ) from None




def write_report(report: Report, settings: ReportSettings) -> None:
    """Render the report to standard output, or atomically to ``settings.file``; then,
    for a file, say on standard error what it holds and where it is (``written_line``)."""
    from cardtools.clihelp import say

    render = reporter(settings.style).render
    if settings.file is None:
        _to_stdout(render, report)
        return
    # a missing folder is made, as ruff's --output-file and pytest's --junitxml do; the
    # line says so, so a mistyped folder shows
    made = _folder_to_make(settings.file)
    write_atomically_with(settings.file, lambda out: render(report, out, False))
    say(written_line(report, settings.style, settings.file, made))


def _folder_to_make(file: Path) -> Path | None:
    """The deepest folder of ``file``'s path, as written, that does not exist and that
    writing ``file`` makes (``out/2026`` for ``out/2026/r.json``, ``decks/new`` for
    ``decks/new/../r.json``); ``None`` when its folder is there. Never raises."""
    folders = [folder for folder in (file.parent, *file.parent.parents)
               if folder.name not in ("", ".", "..")]
    return next((folder for folder in folders if not os.path.isdir(folder)), None)


def written_line(report: Report, style: str, file: Path, made: Path | None = None) -> str:
    """The line a run whose report went to ``file`` says on standard error, as a mature
    linter says what it found and where it wrote (standard output, no report there, stays
    empty for the scripts that read it): ``cardtools: json report written to r.json: 3
    files: 1 legal, 1 illegal, 1 not judged (card data: ...)``, the text report's summary
    line, its data's dates and data-age notes included; ``made``, the folder of its path
    the write made (``written to out/r.json (folder out made)``), if any."""
    from cardtools.reporters.text import summary_line

    folder = f" (folder {printable(str(made))} made)" if made is not None else ""
    return (f"cardtools: {style} report written to {printable(str(file))}{folder}: "
            f"{visible(summary_line(report))}")
