"""The project config, ``.cardtools.yaml``, found upward from each decklist (DESIGN 7).

Keys: ``format``, per-glob ``formats``, ``force_format`` (its formats win over a decklist's
own ``Format:`` line), extra ``cards`` files, ``formats_dir``, ``rules``
(severity overrides) and ``exclude`` (globs of files that folder walks skip; the
config's own card files and formats folders are skipped too). Paths are relative to
the config file. The search stops at the repository root (a folder holding ``.git``,
not below the working folder nor below a folder the command line named).
Command-line options win.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from cardtools.carddb import as_tuple
from cardtools.display import visible
from cardtools.errors import CardtoolsError
from cardtools.fileio import NotARegularFile, TooLarge, read_regular_file
from cardtools.model import SEVERITIES
from cardtools.paths import (
    CONFIG_NAME,
    NOT_CONFIG_NAMES,
    glob_matches,
    hidden_within,
    inside,
    printable,
    shown_path,
)
from cardtools.patterns import lazy_pattern
from cardtools.yamlio import key_lines, load_yaml, structure_problems

if TYPE_CHECKING:
    from cardtools.formatspec.loader import FormatRegistry

#: Largest config read, in bytes.
MAX_CONFIG_BYTES = 1024 * 1024


class DeckSettings:
    """What a config says about one decklist: its format id, extra card files and
    formats folders, rule severities (rule id -> error / warning / info / off), the
    config file they come from, and ``shadowed``: the settings the config above it (in
    a folder it searches up to) would have given the decklist, which the nearer config
    hides (``None``: there is none); ``binding``: the settings of the config whose format
    binds the decklist (``force_format: true``), winning over its ``Format:`` line, the
    nearer config's own or that of one above it (``None``: no format binds it)."""

    __slots__ = ("binding", "card_files", "format_id", "formats_dirs", "problem",
                 "problem_source", "severities", "shadowed", "source")

    def __init__(self, format_id: str | None = None, card_files: tuple[Path, ...] = (),
                 formats_dirs: tuple[Path, ...] = (),
                 severities: Mapping[str, str] = MappingProxyType({}),
                 source: Path | None = None, shadowed: DeckSettings | None = None,
                 problem: CardtoolsError | None = None) -> None:
        self.format_id = format_id
        self.card_files = card_files
        self.formats_dirs = formats_dirs
        self.severities = severities
        #: The config file these settings come from (``None``: no config applied).
        self.source = source
        self.shadowed = shadowed
        #: Why the config ``source``, or one above it that it hides, cannot be read
        #: (``None``: each was; ``ProjectConfig.first_broken``): the decklist is not
        #: judged, the rest of the batch is (``ConfigFinder.settings_for``).
        self.problem = problem
        #: The config that cannot be read: ``source``, or one above it.
        self.problem_source = source if problem is not None else None
        self.binding: DeckSettings | None = None

    @property
    def bound_format(self) -> str | None:
        """The format id that binds the decklist (``binding``), ``None`` when none does."""
        return None if self.binding is None else self.binding.format_id


NO_SETTINGS = DeckSettings()


class ProjectConfig:
    """A parsed ``.cardtools.yaml``: its folder and settings."""

    __slots__ = ("card_files", "exclude", "force_format", "format_id", "format_lines", "formats",
                 "formats_dirs", "path", "problem", "severities", "shadows", "vain_rules")

    def __init__(self, path: Path, format_id: str | None, formats: tuple[tuple[str, str], ...],
                 card_files: tuple[Path, ...], formats_dirs: tuple[Path, ...],
                 severities: dict[str, str], exclude: tuple[str, ...] = (),
                 format_lines: tuple[tuple[str, str, int], ...] = ()) -> None:
        self.path = path
        self.format_id = format_id
        self.formats = formats
        self.card_files = card_files
        self.formats_dirs = formats_dirs
        self.severities = severities
        self.exclude = exclude
        #: Each format id the config names, with where: ``($.formats['mtg/**'], id, line)``.
        self.format_lines = format_lines
        #: A warning for each name of ``rules`` designating only rules that stay on
        #: (``vain_rule_warnings``), set by ``load_config``.
        self.vain_rules: tuple[str, ...] = ()
        #: The config above this one that it hides (set by ``ConfigFinder``).
        self.shadows: ProjectConfig | None = None
        #: Why the file cannot be used (``None``: it can; see ``broken``).
        self.problem: CardtoolsError | None = None
        #: ``force_format: true``: the config's formats bind the decklists they give one to.
        self.force_format = False

    def first_broken(self) -> ProjectConfig | None:
        """This config, else the nearest config above it that it hides (``shadows``, in
        turn), that cannot be used (``problem``); ``None`` when every one can. A
        decklist under any of them is not judged: a broken config between a player's
        and the organizer's left the deck judged without the organizer's binding format
        and rules, unsaid."""
        config: ProjectConfig | None = self
        while config is not None and config.problem is None:
            config = config.shadows
        return config

    @classmethod
    def broken(cls, path: Path, problem: CardtoolsError) -> ProjectConfig:
        """A config found beside the decklists that cannot be used (unreadable, not
        YAML, an unknown key, a link out of its folder): it says nothing (no format,
        exclude or rule), and ``problem`` is each of its decklists' error, so one bad
        config in a submission folder never stops an organizer's batch."""
        config = cls(path, None, (), (), (), {})
        config.problem = problem
        return config

    def unknown_formats(self, registry: FormatRegistry) -> list[str]:
        """A warning (``FILE:LINE: $.formats['mtg/**']: no format 'mtg/modrn' (did you
        mean mtg/modern?)``) for each format id of the config that names no format of
        ``registry`` (the run's formats with the config's folders): a typo there is
        never judged while every decklist names its own format. Never raises."""
        return [f"{shown_path(self.path)}:{line}: {where}: {problem}"
                for where, format_id, line in self.format_lines
                if (problem := no_format(registry, format_id)) is not None]

    def excludes(self, path: str, nested: bool = False) -> str | None:
        """Why a file found in a folder walk is not a decklist for this project (``None``:
        it is one): it matches an ``exclude`` glob, or it is one of the config's card
        files or a file its formats folder's reader reads (``game.yaml``,
        ``<game>/<name>.yaml``: ``is_formats_folder_file``; a decklist elsewhere in
        that folder, ``formats_dir: .`` beside it, is judged). ``nested``: the config
        is below a folder the command line named (a player's, in a folder of
        submissions): only its ``exclude`` globs leave files out, said as weakening the
        checks; its card files and format files are judged (a player's config naming
        their own decklist so left it unjudged, the run passing). The reason names the
        config file and what in it excludes the file, so a report shows whose config
        left a file out."""
        full = os.path.abspath(path)
        relative = Path(os.path.relpath(full, self.path.parent)).as_posix()
        why = next((f"{EXCLUDE_GLOB}{pattern}'" for pattern in self.exclude
                    if glob_matches(relative, pattern)), None)
        if why is None and not nested:
            why = self.reads(full)
        return None if why is None else self.excluded(why)

    def excluded(self, why: str) -> str:
        """The reason of a file this config leaves out, ``why`` saying what in it does:
        ``excluded by the project config subs/.cardtools.yaml (a card file of it)``."""
        return f"excluded by the project config {shown_path(self.path)} ({why})"

    def reads(self, full: str) -> str | None:
        """How the config reads the file at the absolute path ``full``: ``a card file
        of it``, ``in its formats folder fmt``; ``None`` when it does not."""
        from cardtools.gamedata import is_formats_folder_file

        if any(full == os.path.abspath(card_file) for card_file in self.card_files):
            return "a card file of it"
        return next((f"in its formats folder "
                     f"{printable(os.path.relpath(folder, self.path.parent))}"
                     for folder in self.formats_dirs
                     if full.startswith(os.path.abspath(folder) + os.sep)
                     and is_formats_folder_file(
                         Path(os.path.relpath(full, os.path.abspath(folder))).parts)),
                    None)

    def settings_for(self, deck: Path) -> DeckSettings:
        """The settings of a decklist below this config (the first glob of ``formats``
        matching it, as an ``exclude`` glob matches, wins over ``format``). A format a
        config above binds (``force_format``) binds the decklist whatever this config
        says: a player's config beside their deck cannot replace the event's format."""
        format_id = self.format_id
        if self.formats:
            relative = Path(os.path.relpath(os.path.abspath(deck), self.path.parent))
            for pattern, pattern_format in self.formats:
                if glob_matches(relative.as_posix(), pattern):
                    format_id = pattern_format
                    break
        above = None if self.shadows is None else self.shadows.settings_for(deck)
        broken = self.first_broken()
        settings = DeckSettings(format_id, self.card_files, self.formats_dirs,
                                self.severities, self.path, above,
                                None if broken is None else broken.problem)
        settings.problem_source = None if broken is None else broken.path
        if above is not None and above.bound_format:
            settings.binding = above.binding
        elif self.force_format and format_id and self.problem is None:
            settings.binding = settings
        return settings


#: How a file's reason for being left out names a config's ``exclude`` glob
#: (``ProjectConfig.excludes``): ``exclude '*.md'``.
EXCLUDE_GLOB = "exclude '"


def no_format(registry: FormatRegistry, format_id: str) -> str | None:
    """What is wrong with a config's ``format_id`` among the formats of ``registry``:
    ``no format 'mtg/modrn' (did you mean mtg/modern or mtg/premodern?)``, ``no format
    'Modern League' (did you mean mtg/modern?)`` (``leading_formats``); ``None`` when it
    names a format."""
    from cardtools.errors import UnknownFormat

    try:
        registry.canonical_id(format_id)
    except UnknownFormat:
        close = registry.leading_formats(format_id) or registry.closest_ids(
            format_id.strip().lower())
        hint = f" (did you mean {' or '.join(close)}?)" if close else ""
        return f"no format {visible(format_id)!r}{hint}"
    return None


def load_config(path: Path, formats_dirs: tuple[Path, ...] = ()) -> ProjectConfig:
    """Read and validate a config file; ``formats_dirs``: the command line's formats
    folders (``--formats-dir``), for the format ids of a config that is broken anyway.

    Raises ``CardtoolsError`` naming the file and key (JSON path) of each problem:
    not a regular file, larger than ``MAX_CONFIG_BYTES`` (never read whole), not YAML,
    not a mapping (``false``, ``0``, ``[]``, ``""``; an empty file is an empty config),
    an unknown key, a rule id that does not exist; a format id naming no format among
    them then too (a sound config's is a warning: ``unknown_formats``).
    """
    shown = shown_path(path)
    try:
        text = read_regular_file(path, MAX_CONFIG_BYTES).decode("utf-8-sig")
    except TooLarge:
        raise CardtoolsError(f"the config is larger than {MAX_CONFIG_BYTES:,} bytes",
                             shown) from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = "not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else (
            str(exc) if isinstance(exc, NotARegularFile) else exc.strerror or str(exc))
        raise CardtoolsError(f"cannot read the config: {reason}", shown) from None
    data: Any = load_yaml(text, shown)
    # an empty file (or comments alone) is an empty config; false, 0, [] or "" is no
    # mapping: taken as empty, a player's hid the organizer's config above it
    data = {} if data is None else data
    if not isinstance(data, dict):
        raise CardtoolsError("the config must be a YAML mapping", shown)
    if isinstance(data.get("rules"), dict):
        data["rules"] = {name: severity_word(value) for name, value in data["rules"].items()}
    lines = key_lines(text)
    _refuse_problems(data, lines, text, shown, (path.parent, formats_dirs))
    rules = data.get("rules", {})
    data["rules"] = _rule_ids(rules)
    base = path.parent
    config = ProjectConfig(
        path=path,
        format_id=data.get("format"),
        formats=tuple(data.get("formats", {}).items()),
        card_files=tuple(base / p for p in as_tuple(data.get("cards"))),
        formats_dirs=tuple(base / p for p in as_tuple(data.get("formats_dir"))),
        severities=dict(data.get("rules", {})),
        exclude=as_tuple(data.get("exclude")),
        format_lines=_format_lines(data, lines),
    )
    config.force_format = data.get("force_format") is True
    config.vain_rules = vain_rule_warnings(rules, lines, shown)
    return config


def vain_rule_warnings(rules: Any, lines: dict[tuple[Any, ...], int], shown: str
                       ) -> tuple[str, ...]:
    """A warning (``FILE:LINE: $.rules.file-error: rule file-error cannot be turned off
    or changed (...); this setting has no effect``) for each name of a config's
    ``rules`` that designates only rules the checker reports itself
    (``rulenames.ALWAYS_ON``: ``file-error``, the prefix ``CT0``), which stay as they
    are whatever is asked, as ``--ignore CT0`` leaves them; ``lines``: the config's
    key lines, ``shown``: its path as said. Raises nothing."""
    from cardtools.rulenames import ALWAYS_ON, find_rule, rules_matching

    if not isinstance(rules, dict):
        return ()
    vain = [str(name) for name in rules if (found := rules_matching(str(name)))
            and all(rule.id in ALWAYS_ON for rule in found)]
    return tuple(
        f"{shown}:{lines.get(('rules', name), 0)}: $.rules.{visible(name)}: "
        f"{'rule ' + visible(name) if find_rule(name) else 'the rules of ' + visible(name)}"
        " cannot be turned off or changed (a file that cannot be judged is never left out "
        "of the report); this setting has no effect"
        for name in vain)


#: The words a config's ``rules`` take (any case): a severity, ``off``, or ``on``
#: (the rule's default severity); a YAML boolean is ``on`` or ``off`` (YAML 1.1 reads
#: a bare ``yes``, ``no``, ``on``, ``off`` as one).
SEVERITY_WORDS = (*SEVERITIES, "off", "on")


def severity_word(value: Any) -> Any:
    """A value of the config's ``rules`` as its word of ``SEVERITY_WORDS`` (``true`` ->
    ``on``, ``false`` -> ``off``, ``Error`` -> ``error``); any other value as it is, for
    the schema to refuse naming the words taken."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, str) and value.strip().casefold() in SEVERITY_WORDS:
        return value.strip().casefold()
    return value


def _format_lines(data: dict[str, Any], lines: dict[tuple[Any, ...], int]
                  ) -> tuple[tuple[str, str, int], ...]:
    """Each format id of a valid config (``format``, the values of ``formats``) with its
    key path as said and its line."""
    from cardtools.validation import json_path

    named: list[tuple[tuple[str, ...], Any]] = (
        [(("format",), data["format"])] if "format" in data else [])
    named += [(("formats", glob), value) for glob, value in data.get("formats", {}).items()]
    # a key that is no string (``1: mtg/modern``) is told by its text in ``lines``
    return tuple((json_path(parts), value,
                  lines.get(tuple(map(str, parts))) or lines.get(parts[:1], 0))
                 for parts, value in named)


def _refuse_problems(data: dict[str, Any], written_at: dict[tuple[Any, ...], int],
                     text: str, shown: str, where: tuple[Path, tuple[Path, ...]]) -> None:
    """Raise one ``CardtoolsError`` listing every problem of a config at once (as
    yamllint does), each as ``FILE:LINE: $.path: what`` in line order: keys written
    twice, keys the config does not have (with the closest one: ``fromat``: did you mean
    ``format``?), values the schema refuses, rule names that are no rule, card files and
    formats folders that are not there (``_missing_paths``, relative to ``base``, the
    config's folder, the first of ``where``); and then, the config broken already, its
    format ids that name no format (``_format_problems``, with the command line's
    formats folders, the second of ``where``): a typo there was said only on the next
    run, once the others were mended. Nothing when the config is sound."""
    from cardtools.validation import json_path, schema_errors

    lines = {json_path(parts): line for parts, line in written_at.items()}
    found = [(int(error.where or 0), str(error.message))
             for error in structure_problems(text, shown)]
    unknown = _unknown_keys(data)
    known = {key: value for key, value in data.items() if key not in unknown}
    problems = [*unknown.values(),
                *((str(e.where), str(e.where), e.message)
                  for e in schema_errors(known, "config", shown)),
                *_unknown_rules(known.get("rules")),
                *_rules_named_twice(known.get("rules")),
                *_missing_paths(known, where[0])]
    if found or problems:
        placed = {at for at, _key, _message in problems}
        problems += [problem for problem in _format_problems(known, *where)
                     if not any(problem[0] == at or problem[0].startswith((f"{at}.", f"{at}["))
                                for at in placed)]
    for at, key, message in problems:
        found.append((lines.get(at) or lines.get(at.rsplit(".", 1)[0]) or 0,
                      f"{key}: {message}"))
    if not found:
        return
    found.sort(key=lambda problem: problem[0])
    said = [f"{shown}:{line}: {message}" if line else f"{shown}: {message}"
            for line, message in found[:MAX_LISTED]]
    if len(found) > MAX_LISTED:
        more = len(found) - MAX_LISTED
        said.append(f"{shown}: and {more} more problem{'s' if more != 1 else ''}")
    first_line, first = found[0]
    raise CardtoolsError(first + "".join(f"\n{more}" for more in said[1:]), shown,
                         str(first_line) if first_line else None)


#: Most problems of one config listed (a config of thousands of wrong keys says how
#: many more; naming the closest rule for each would take seconds).
MAX_LISTED = 50


#: A problem of a config: where it is (``validation.json_path``, to find its line), the
#: key path as said (``$.rules.zone-sizes``) and what is wrong.
_Problem = tuple[str, str, str]


def _format_problems(data: dict[str, Any], base: Path, formats_dirs: tuple[Path, ...]
                     ) -> list[_Problem]:
    """A ``_Problem`` for each format id of a config (``format``, the values of
    ``formats``, a string) naming no format of the bundled ones, the config's ``formats_dir``
    folders that are there (relative to ``base``) or ``formats_dirs``; none when these
    cannot be read (a bad format file is said where a deck needs it) or a folder of the
    config's lies outside its own (a sound config's are checked first)."""
    from cardtools.formatspec.loader import FormatRegistry
    from cardtools.validation import json_path

    named: list[tuple[tuple[str, ...], Any]] = [(("format",), data.get("format"))]
    if isinstance(data.get("formats"), dict):
        named += [(("formats", glob), value) for glob, value in data["formats"].items()]
    ids = [(parts, value) for parts, value in named if isinstance(value, str) and value]
    if not ids:
        return []
    dirs = tuple(base / folder for folder in as_tuple(data.get("formats_dir"))
                 if isinstance(folder, str) and (base / folder).is_dir())
    root = os.path.realpath(base)
    if not all(inside(os.path.realpath(folder), root) for folder in dirs):
        return []  # not read before the config is sound (``_refuse_link_out``)
    try:
        registry = FormatRegistry((*dirs, *formats_dirs))
    except CardtoolsError:
        return []
    return [(json_path(parts), json_path(parts), problem) for parts, value in ids
            if (problem := no_format(registry, value)) is not None]


def _unknown_keys(data: dict[str, Any]) -> dict[Any, _Problem]:
    """Each key the config does not have (the properties of ``config.schema.json``) ->
    its ``_Problem``, naming the closest key."""
    import difflib

    from cardtools.resources import schema
    from cardtools.validation import json_path

    keys = list(schema("config")["properties"])
    found: dict[Any, _Problem] = {}
    for key in data:
        if key not in keys:
            close = difflib.get_close_matches(str(key), keys, n=1, cutoff=0.6) \
                if len(found) < MAX_LISTED else []
            hint = f" (did you mean {close[0]}?)" if close else ""
            found[key] = (json_path([key]), f"$.{visible(str(key))}",
                          f"unknown key {visible(str(key))!r}{hint}; a config has "
                          f"{', '.join(keys)}")
    return found


def _missing_paths(data: dict[str, Any], base: Path) -> list[_Problem]:
    """A ``_Problem`` for each card file of ``cards`` that is not there and each folder
    of ``formats_dir`` that is no folder, relative to ``base`` (the config's folder):
    the run stopped on the path alone, made absolute, not naming the config that gave
    it (``/home/me/decks/mine.csv: cannot read card file``). Values of the wrong type
    are the schema's problems."""
    from cardtools.validation import json_path

    problems: list[_Problem] = []
    for key, wanted, there in (("cards", "no such file", Path.exists),
                               ("formats_dir", "no such folder", Path.is_dir)):
        value = data.get(key)
        written = [value] if isinstance(value, str) else value
        if not isinstance(written, list):
            continue
        for position, name in enumerate(written):
            if isinstance(name, str) and name and not there(base / name):
                where = json_path([key]) if isinstance(value, str) else \
                    json_path([key, position])
                said = (f"{visible(name)!r} is not a folder" if (base / name).exists()
                        else f"{wanted} {visible(name)!r}")
                problems.append((json_path([key]), where,
                                 f"{said} (relative to the config's folder)"))
    return problems


def _unknown_rules(rules: Any) -> list[_Problem]:
    """A ``_Problem`` for each name of the config's ``rules`` that is no rule nor a
    code prefix of rules (``CT4``, as ``--ignore`` takes)."""
    from cardtools.rulenames import unknown_rule_message
    from cardtools.validation import json_path

    if not isinstance(rules, dict):
        return []
    unknown = [name for name in rules if not _named_rules(str(name))]
    return [(json_path(["rules", name]), f"$.rules.{visible(str(name))}",
             unknown_rule_message(visible(str(name))) if position < MAX_LISTED
             else f"no rule {visible(str(name))!r}")
            for position, name in enumerate(unknown)]


def _named_rules(name: str) -> list[str]:
    """The ids of the rules a name of the config's ``rules`` designates: one by its id
    or code, or every rule a code prefix names (``CT4``); the checker's own among them
    (``rulenames.ALWAYS_ON``) stay as they are (``_rule_ids``; ``vain_rule_warnings``)."""
    from cardtools.rulenames import rules_matching

    return [rule.id for rule in rules_matching(name)]


def _rule_key(name: str) -> str:
    """What a name of the config's ``rules`` names, to find one named twice: its rule's
    id, or a code prefix in capitals."""
    from cardtools.rulenames import find_rule

    rule = find_rule(name)
    return rule.id if rule is not None else name.strip().upper()


def _rules_named_twice(rules: Any) -> list[_Problem]:
    """A ``_Problem`` for each name of the config's ``rules`` that names a rule (or a
    code prefix) an earlier name named (``banned: error`` then ``CT401: off``, or
    ``BANNED: off``, ``CT4`` then ``ct4``): the last one won unsaid, and a reviewer
    reads the first, as with a key written twice. A rule named and under a prefix named
    is not twice: its own name wins (``_rule_ids``)."""
    from cardtools.rulenames import find_rule
    from cardtools.validation import json_path

    if not isinstance(rules, dict):
        return []
    first: dict[str, str] = {}
    problems = []
    for name in rules:
        if not _named_rules(str(name)):
            continue
        key = _rule_key(str(name))
        if key in first:
            said = f"rule {key}" if find_rule(key) is not None else f"code prefix {key}"
            problems.append((json_path(["rules", name]), f"$.rules.{visible(str(name))}",
                             f"{said} is named twice (also as "
                             f"{visible(first[key])!r}); keep one"))
        else:
            first[key] = str(name)
    return problems


def _rule_ids(rules: dict[str, str]) -> dict[str, str]:
    """The config's ``rules`` (every name a rule or a code prefix: ``_refuse_problems``
    ran) as rule id -> severity, ``on`` read as the rule's default severity. A code
    prefix (``CT4: off``) gives every rule under it that severity, a longer prefix
    wins over a shorter one and a rule's own name (id or code) over any prefix, in any
    order (``CT4: off`` with ``banned: error`` keeps ``banned`` an error)."""
    from cardtools.rulenames import ALWAYS_ON, find_rule
    from cardtools.rules import TABLE

    def specificity(name: str) -> tuple[bool, int]:  # rules' own names in written order
        own = find_rule(name) is not None
        return own, 0 if own else len(name.strip())

    found: dict[str, str] = {}
    for name in sorted(rules, key=lambda name: specificity(str(name))):
        for rule_id in set(_named_rules(str(name))) - ALWAYS_ON:
            severity = rules[name]
            found[rule_id] = str(TABLE[rule_id].severity) if severity == "on" else severity
    return found


class ConfigFinder:
    """Finds and caches the config that applies to each decklist.

    Input: ``explicit``, a config file that applies to every decklist instead of the
    ones found upward (``--config FILE``; read at once, so a bad one stops the run
    before any deck is judged; a bad one found upward is ``ProjectConfig.broken``: its
    decklists are errors, the others judged), ``isolated``: no config at all (``--isolated``), and
    ``roots``, the paths the command line named (a folder, or a file's folder): a ``.git``
    below one of them, as below the working folder, ends no search.
    Raises ``CardtoolsError`` for a bad ``explicit`` config.
    """

    def __init__(self, explicit: Path | None = None, isolated: bool = False,
                 roots: Sequence[str] = (), formats_dirs: tuple[Path, ...] = ()) -> None:
        self._by_folder: dict[Path, ProjectConfig | None] = {}
        #: The command line's formats folders: a broken config's format ids are
        #: checked with them (``load_config``).
        self._formats_dirs = formats_dirs
        #: Files named as a config but not read (``misnamed_configs``), in the order
        #: the searches met them.
        self.misnamed: dict[Path, None] = {}
        #: The config of each folder as paths name it (``decks/a.txt``: ``decks``).
        self._by_name: dict[str | None, ProjectConfig | None] = {}
        self._isolated = isolated
        self._explicit = (load_config(explicit, formats_dirs) if explicit is not None
                          else None)
        #: The working folder (none when it no longer exists: removed under the run)
        #: and each folder named on the command line (a file's folder): a ``.git``
        #: below one ends no search (``_ends_search``; ``cd sibling && cardtools check
        #: ../event/subs``: a player's ``.git`` beside a list hid the organizer's config
        #: of ``../event``).
        try:
            starts = [Path(os.getcwd()), *(_root_folder(root) for root in roots
                                           if root != "-")]
        except OSError:
            starts = []
        self._starts = frozenset(starts)
        #: The folders the command line named, absolute (``below_a_folder_named``).
        self._folders_named = tuple(os.path.abspath(root) for root in roots
                                    if root != "-" and os.path.isdir(root))

    def settings_for(self, deck: str, tolerant: bool = False) -> DeckSettings:
        """The settings for a decklist path (``-``: the working folder); empty settings
        when no config applies. Raises ``CardtoolsError`` for a bad config, unless
        ``tolerant``: then its settings are empty and carry the problem
        (``DeckSettings.problem``), for the deck's own error."""
        config = self.config_of(deck, tolerant)
        if config is None:
            return NO_SETTINGS
        if deck == "-":
            return config.settings_for(Path(os.getcwd()) / "-")
        return config.settings_for(Path(deck))

    def not_a_decklist(self, path: str) -> str | None:
        """Whether the config that applies to ``path`` excludes it from folder walks (a
        bad config, or one under a bad config, excludes nothing: its files are judged
        as errors; one below a folder the command line named excludes by its globs
        alone: ``ProjectConfig.excludes``, ``below_a_folder_named``)."""
        config = self.config_of(path, tolerant=True)
        return (config.excludes(path, self.below_a_folder_named(config))
                if config is not None and config.first_broken() is None else None)

    def read_by_config(self, path: str) -> str | None:
        """The reason of a walked file that holds no decklist when the config that
        applies to it reads it (a card file, a file of its formats folder:
        ``ProjectConfig.excludes``' words), whether or not the config is below a folder
        the command line named: a player's config's card file was "not a decklist: a
        CSV file ..." from the event's folder, "excluded by the project config ... (a
        card file of it)" from the player's. ``None`` when no sound config reads it."""
        config = self.config_of(path, tolerant=True)
        why = None if config is None or config.first_broken() is not None else config.reads(
            os.path.abspath(path))
        return None if why is None or config is None else config.excluded(why)

    def below_a_folder_named(self, config: ProjectConfig) -> bool:
        """Whether ``config`` sits below (not in) a folder the command line named: a
        player's config in a folder of submissions, whose skips weaken the checks."""
        folder = os.path.abspath(config.path.parent)
        return any(folder != root and inside(folder, root) for root in self._folders_named)

    def config_of(self, path: str, tolerant: bool = False) -> ProjectConfig | None:
        """The config that applies to the decklist at ``path`` (``-``: the working
        folder's), ``None`` for none. Raises ``CardtoolsError`` for a bad config, or a
        sound one under a bad one (``ProjectConfig.first_broken``), unless ``tolerant``
        (then it is returned, ``ProjectConfig.broken`` or under one)."""
        if self._isolated or self._explicit is not None:
            return self._explicit
        # the folder as the path names it ("decks/" for "decks/a.txt"); None: standard input
        folder = None if path == "-" else path[:path.rfind(os.sep) + 1]
        if folder not in self._by_name:
            found = os.getcwd() if path == "-" else os.path.dirname(os.path.abspath(path))
            self._by_name[folder] = self.config_for(Path(found))
        config = self._by_name[folder]
        broken = None if config is None or tolerant else config.first_broken()
        if broken is not None and broken.problem is not None:
            raise broken.problem
        return config

    def config_for(self, folder: Path) -> ProjectConfig | None:
        """The nearest config at or above ``folder``, stopping at the repository root
        (a folder whose path is too long to look into has none). The config found knows
        the config above it that it hides (``ProjectConfig.shadows``): a player's config
        beside a list hid the organizer's above. A config that cannot be read on the way
        up is one of them too (its decklists are not judged: ``first_broken``) and the
        search goes on past it: it ended there, the organizer's binding format and rules
        above it lost, unsaid."""
        found = self._search(folder)
        # each config above in turn: a second config of the player's between theirs and
        # the organizer's would hide what the organizer's says
        hiding = found
        while hiding is not None and hiding.shadows is None and not self._ends_search(
                hiding.path.parent):
            above = self._search(hiding.path.parent.parent)
            hiding.shadows = above
            hiding = above
        return found

    def _ends_search(self, folder: Path) -> bool:
        """Whether the upward search ends at ``folder``: the file system's root, or a
        repository root (a folder holding ``.git``) that is not below the working
        folder. A ``.git`` inside the folders checked from there (a submodule's, or an
        empty one a player put beside a list) is no root of the run's repository: it
        hid the organizer's config above it, the deck judged without its rules, and
        with no word of it. So is one below a folder the command line named (or a named
        file's folder), wherever the run starts."""
        if folder.parent == folder:
            return True
        if not os.path.exists(folder / ".git"):
            return False
        return self._starts.isdisjoint(folder.parents)

    def _search(self, folder: Path) -> ProjectConfig | None:
        """The nearest config at or above ``folder`` (``config_for`` without what it
        hides)."""
        walked: list[Path] = []
        found: ProjectConfig | None = None
        while True:  # a loop, not recursion: a path may have thousands of parts
            if folder in self._by_folder:
                found = self._by_folder[folder]
                break
            walked.append(folder)
            self.misnamed.update(dict.fromkeys(misnamed_configs(folder)))
            candidate = folder / CONFIG_NAME
            if os.path.lexists(candidate):
                found = _found_config(candidate, folder, self._formats_dirs)
                break
            if self._ends_search(folder):
                break
            folder = folder.parent
        for seen in walked:
            self._by_folder[seen] = found
        return found


def misnamed_configs(folder: Path) -> list[Path]:
    """The files of ``folder`` a user may have written as its project config but that
    are not read (``paths.NOT_CONFIG_NAMES``: ``.cardtools.yml``, ``cardtools.yaml``, a
    ``pyproject.toml`` holding a ``[tool.cardtools]`` table), in that order."""
    found = []
    for name in NOT_CONFIG_NAMES:
        path = folder / name
        if os.path.isfile(path) and (name != "pyproject.toml" or _has_cardtools_table(path)):
            found.append(path)
    return found


def _has_cardtools_table(pyproject: Path) -> bool:
    """Whether a ``pyproject.toml`` holds a ``tool.cardtools`` table, read as TOML
    (``tomllib``): a ``[tool.cardtools]`` header or one below it, dotted keys
    (``tool.cardtools.rules.banned = "off"``), quoted keys, an inline table under
    ``[tool]``; a table name in a string or a comment is none. A file that cannot be
    read, or too large to be a config, holds none; one that is no valid TOML holds one
    when a line of it is such a header (``_CARDTOOLS_TABLE``)."""
    import tomllib

    try:
        text = read_regular_file(pyproject, MAX_CONFIG_BYTES).decode("utf-8", "replace")
    except (OSError, TooLarge):
        return False
    try:
        tool = tomllib.loads(text).get("tool")
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        # RecursionError: arrays nested thousands deep, which tomllib reads by recursion
        return _CARDTOOLS_TABLE().search(text) is not None
    return isinstance(tool, dict) and "cardtools" in tool


_CARDTOOLS_TABLE = lazy_pattern(r"(?m)^\s*\[\s*tool\s*\.\s*cardtools\s*[\].]")


def _found_config(candidate: Path, folder: Path, formats_dirs: tuple[Path, ...] = ()
                  ) -> ProjectConfig:
    """The config ``candidate`` found in ``folder`` by the upward search, or
    ``ProjectConfig.broken`` with its problem (its message hints ``--isolated``: a
    config submitted beside a decklist is the player's, not the organizer's)."""
    try:
        _refuse_link_out(candidate, candidate, folder)
        found = load_config(candidate, formats_dirs)
        for named in (*found.card_files, *found.formats_dirs):
            _refuse_link_out(named, candidate, folder)
    except CardtoolsError as exc:
        return ProjectConfig.broken(candidate, exc)
    return found


def _root_folder(root: str) -> Path:
    """The folder a command-line path names, absolute: the path itself for a folder,
    else its folder (a file's, or one not there)."""
    path = Path(os.path.abspath(root))
    return path if os.path.isdir(path) else path.parent


def _refuse_link_out(path: Path, config: Path, folder: Path) -> None:
    """Raise ``CardtoolsError`` when ``path``, a config found beside the decklists or a
    file or folder it names, is written inside the config's ``folder`` but leads out of
    it through a symbolic link (``.cardtools.yaml -> ~/.ssh/id_rsa``, ``cards: cards.csv``
    linked to ``/etc/shadow``), and out of the repository holding it or to a hidden file
    of it (``.git/config``, ``.env``): it is never read, as a walk never reads a link out
    of the folder checked nor a hidden file (such a file's lines were echoed in the
    config's error messages). A link to a file of the same repository
    (``.cardtools.yaml -> ../shared/cardtools.yaml``) is read, as is a path written out of
    the folder (``../cards.csv``), the config's own choice, unless it leads to a hidden
    file or folder (``../.secrets/token.csv``, ``~/.ssh/id_rsa``) or out of the
    repository holding the config (``/home/me/tokens.csv``); a config given with
    ``--config FILE`` is the user's and is not checked."""
    written = os.path.normpath(os.path.abspath(path))
    target, real_folder = os.path.realpath(path), os.path.realpath(folder)
    repository = _repository_of(folder)
    hidden = hidden_within(target, os.path.commonpath([target, real_folder]), (CONFIG_NAME,))
    out = not inside(target, os.path.realpath(repository))
    if not inside(written, os.path.normpath(os.path.abspath(folder))):
        # "cards: ../cards.csv": written out of the folder, the config's own choice, but
        # never to a hidden file nor out of its repository ("cards: ../../.env",
        # "/home/me/tokens.csv": the file's first line was echoed in an error)
        if path == config or not (hidden or (out and os.path.exists(repository / ".git"))):
            return
        how = "leads to"
        where = "a hidden file or folder" if hidden else "outside the config's repository"
    elif inside(target, real_folder) or not (hidden or out):
        return
    else:
        how = "is a symbolic link to"
        where = "outside the config's folder" if out else "a hidden file or folder"
    what = "the config" if path == config else f"{shown_path(path)}, named by the config,"
    raise CardtoolsError(
        f"{what} {how} {where}; not read (a config found beside the "
        f"decklists, and the files it names, stay in its folder or its repository, out of "
        f"its hidden files: give another config with --config FILE, or --isolated)",
        shown_path(config))


def _repository_of(folder: Path) -> Path:
    """The repository root holding ``folder`` (the nearest folder at or above it holding
    ``.git``), else ``folder`` itself."""
    for candidate in (folder, *folder.parents):
        if os.path.exists(candidate / ".git"):
            return candidate
    return folder


def project_formats_dirs(explicit: Path | None = None, isolated: bool = False,
                         here: Path | None = None) -> tuple[Path, ...]:
    """The formats folders (``formats_dir``) of the project config that applies to a
    command about no decklist (``formats``, ``formats show``): ``explicit``'s
    (``--config FILE``), else the nearest ``.cardtools.yaml`` at or above ``here`` (the
    working folder by default), stopping at the repository root; none when
    ``isolated``. Raises ``CardtoolsError`` for a bad config."""
    if isolated:
        return ()
    if explicit is not None:
        return load_config(explicit).formats_dirs
    config = ConfigFinder().config_for(here if here is not None else Path(os.getcwd()))
    if config is not None and config.problem is not None:
        raise config.problem
    return config.formats_dirs if config is not None else ()
