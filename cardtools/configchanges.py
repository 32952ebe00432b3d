"""What a project config (``.cardtools.yaml``) changed for a deck, in words: the format it
chose, the rule severities it turned off, down or up, the formats folders and card files
it added (the reports' config section, DESIGN 7)."""

from __future__ import annotations

import os
from collections.abc import Collection, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from cardtools.cardfiles import replaced_and_added
from cardtools.config import DeckSettings
from cardtools.errors import CardtoolsError
from cardtools.formatspec import FormatRegistry
from cardtools.gamedata import game_files, ignored_keys, judging_value
from cardtools.model import (
    COMMAND_LINE,
    COMMAND_LINE_CARDS,
    COMMAND_LINE_FORMATS,
    AppliedConfig,
    ConfigChange,
    rules_in_short,
)
from cardtools.paths import printable, shown_path
from cardtools.rules import TABLE

#: ``judged`` of a deck that nothing gives a format (no ``--format``, no ``Format:``
#: line, no config's): a format a hidden config above gives it is lost then too.
NO_FORMAT = ""

#: Why a config's formats folder's file of the format ``--format`` names is unused.
KEPT_BY_OPTION = "--format judges by the run's own formats"


def kept_by_binding(binding: Path | None, binding_dirs: Sequence[Path]) -> str:
    """Why a config's formats folder's file of the format a config's ``force_format``
    binds (``binding``, that config's file) is unused: the bound format is looked up in
    the binding config's own formats folders (``binding_dirs``) with the run's, or in
    the run's alone when it has none. Pure."""
    if not binding_dirs or binding is None:
        return "force_format judges by the run's own formats"
    return (f"force_format judges by the formats of the config {shown_path(binding)} "
            "and the run's")


def config_changes(settings: DeckSettings, config_format: str | None,
                   command_line: Mapping[str, str], known_formats: Mapping[str, Any],
                   selected: Collection[str] = (), strict: bool = False,
                   kept: Collection[str] = (), judged: str | None = None,
                   later_dirs: Sequence[Path] = (),
                   kept_by: str = KEPT_BY_OPTION) -> Iterator[ConfigChange]:
    """The changes the config of ``settings`` makes to a deck: the config's format
    (``config_format``, when the deck is judged by it), its rule severities (those the
    command line's ``command_line`` overrides left out, and an ``off`` for a rule of
    ``selected``, which ``--select`` turns back on; whether one weakens the checks
    depends on ``strict``, the run's ``--strict``), its formats folders (what they
    replace among ``known_formats``, the run's format files, and add; ``kept``, the
    format files (base and variants) of the format ``--format`` names when the run's own
    formats judge it, which no folder of a config replaces) and card files, and what it
    hid of the configs above it (``_hidden_change``; ``judged``: the format id the deck
    is judged by when the command line's ``--format`` named none, its ``Format:``
    line's or the config's, ``NO_FORMAT`` when none names one); paths written relative
    to the config's folder.
    ``later_dirs``: the command line's formats folders, read after the config's, whose
    files win over theirs; ``kept_by``: what judges the format of ``kept``, and by which
    formats, as its folder's unused file says (``KEPT_BY_OPTION``, ``kept_by_binding``)."""
    folder = settings.source.parent if settings.source is not None else Path()
    if config_format:
        yield ConfigChange("format", config_format, f"format {config_format} "
                           f"({_format_reason(settings)})", weakens=False)
    for rule_id, severity in settings.severities.items():
        change = _severity_change(rule_id, severity, strict)
        if change is not None and rule_id not in command_line and not (
                severity == "off" and rule_id in selected):
            yield change
    for position, formats_dir in enumerate(settings.formats_dirs):
        written = Path(os.path.relpath(formats_dir, folder)).as_posix()
        later = (*settings.formats_dirs[position + 1:], *later_dirs)
        defined, weakens, added = _formats_defined(formats_dir, known_formats, kept, later,
                                                   kept_by)
        yield ConfigChange("formats_dir", written, f"formats_dir {written}: {defined}",
                           weakens=weakens, adds=added)
    for card_file in settings.card_files:
        written = Path(os.path.relpath(card_file, folder)).as_posix()
        yield ConfigChange("cards", written, f"cards {written}: {_cards_defined(card_file)[0]}")
    hidden = _hidden_change(settings, judged, command_line, strict)
    if hidden is not None:
        yield hidden


def _format_reason(settings: DeckSettings) -> str:
    """Why the deck of ``settings`` is judged by its config's format, in words: no other
    names one, or a config's ``force_format`` binds it (this config's, or the one above
    that binds it over this one and the decklist's ``Format:`` line)."""
    binding = settings.binding
    if binding is None:
        return "the decklist and the command line name none"
    if binding is settings or binding.source is None:
        return "force_format: it wins over the decklist's Format: line"
    return (f"the format the config {shown_path(binding.source)} binds with force_format, "
            "over this config and the decklist's Format: line")


def _hidden_change(settings: DeckSettings, judged: str | None,
                   command_line: Mapping[str, str], strict: bool) -> ConfigChange | None:
    """What the config of ``settings`` took away from the deck by hiding the configs
    above it (``settings.shadowed``, and each one's own ``shadowed`` in turn: a second
    config of the player's between theirs and the organizer's hid nothing the first
    did not; the nearest config applies, alone), as a change that weakens the checks,
    or ``None`` when it took away nothing that could fail a deck in this run. Each key
    of a config above is weighed (``_hidden_losses``): its rules that fail a deck, its
    formats folders and card files, and the format it gives the deck when the deck is
    judged by another (``judged``: the format the deck's ``Format:`` line or this
    config names, ``--format`` naming none; ``NO_FORMAT``: none names one, the deck
    not judged) all weaken the checks, as a ``Format:``
    line replacing a config's format does; its ``exclude`` globs only leave files out
    of a walk, so hiding them judges more files, never fewer: not said. A player's
    config beside a list hid an organizer's config above it so, the deck judged legal
    with no word of it (its errata's copy limits, the event's format)."""
    own_cards = {os.path.normpath(path) for path in settings.card_files}
    own_dirs = {os.path.normpath(path) for path in settings.formats_dirs}
    said: set[str] = set()
    parts: list[tuple[str, list[str]]] = []
    above = settings.shadowed
    while above is not None and above.source is not None:  # each config above in turn
        # a config naming the format of the one above hides none of it: a Format: line
        # naming another replaced the config's format (marked as that)
        other_format = bool(judged is not None and above.format_id and not (
            judged and _same_format(above.format_id, judged)) and not (
                settings.format_id and _same_format(settings.format_id, above.format_id)))
        judged = None if above.format_id else judged  # the nearest format above, once
        lost = _hidden_losses(settings, above, command_line, strict, said)
        lost += [f"formats_dir {_written(path, above.source)}"
                 for path in above.formats_dirs if os.path.normpath(path) not in own_dirs]
        lost += [f"cards {_written(path, above.source)}"
                 for path in above.card_files if os.path.normpath(path) not in own_cards]
        if other_format:
            lost.insert(0, f"format {above.format_id}")
        if lost:
            parts.append((shown_path(above.source), lost))
        above = above.shadowed
    if not parts:
        return None
    return ConfigChange("hides", parts[0][0], "; ".join(
        f"hides the config {shown} above it: its {', '.join(lost)} not applied"
        for shown, lost in parts) + " (the nearest config applies alone)")


def hidden_format(settings: DeckSettings) -> tuple[Path, str] | None:
    """The nearest config above the config of ``settings`` that gives the deck a format,
    and that format id (by its ``format`` or a ``formats`` glob), when the nearer config
    gives none and so hides it (``None`` otherwise): the deck then names no format."""
    above = settings.shadowed
    while settings.format_id is None and above is not None and above.source is not None:
        if above.format_id:
            return above.source, above.format_id
        above = above.shadowed
    return None


def _hidden_losses(settings: DeckSettings, above: DeckSettings,
                   command_line: Mapping[str, str], strict: bool, said: set[str]
                   ) -> list[str]:
    """The rules of the hidden config ``above`` that fail a deck in this run
    (``no-player: error``; a warning under ``strict``) and that the applying config
    ``settings`` does not make so, unless the command line sets them (``command_line``)
    or a config nearer than ``above`` already said them (``said``, updated):
    ``["rule no-player (error)"]``."""
    lost = [f"rule {rule_id} ({severity})"
            for rule_id, severity in above.severities.items()
            if rule_id not in command_line and rule_id not in said
            and decides_verdict(severity, strict) and not decides_verdict(
                settings.severities.get(rule_id, TABLE[rule_id].severity), strict)]
    said.update(rule_id for rule_id, severity in above.severities.items()
                if decides_verdict(severity, strict))
    return lost


def _written(path: Path, config: Path) -> str:
    """``path`` as the config file ``config`` writes it: relative to its folder."""
    return Path(os.path.relpath(path, config.parent)).as_posix()


def _same_format(one: str, other: str) -> bool:
    """Whether two format ids as a config writes them name one format (``EDH`` and
    ``mtg/commander``; ``modern`` and ``mtg/modern``), compared as a decklist's two
    ``Format:`` lines are."""
    one, other = judging_value("format", one), judging_value("format", other)
    return one == other or (("/" in one) != ("/" in other) and (
        one.rsplit("/", 1)[-1].strip() == other.rsplit("/", 1)[-1].strip()))


def command_line_change(severities: Mapping[str, str], strict: bool = False,
                        config: Mapping[str, str] | None = None) -> ConfigChange | None:
    """What the command line's ``--select`` / ``--ignore`` (``severities``: rule id ->
    ``off``) did that weakens the checks, as one change (setting ``command_line``, value
    the rules turned off that could have made a deck illegal in this run, comma-separated,
    in rule table order: the error rules, and the warning rules when ``strict``, at their
    default severity or the one the deck's config ``config`` raises them to), or
    ``None`` when it turned off only rules that decide no verdict in this run (info
    rules; warning rules without ``--strict``: that hides notes and warnings, a legal
    deck stays legal either way) or nothing. A deck judged legal so is marked as one
    judged under a config that turned rules off: its verdict must not read more
    confident than its checks."""
    given = config or {}
    # a config that lowered the rule is overridden by the command line, so its lowering
    # is said nowhere else: the rule's default counts too, and a rule the config raised
    # (no-player: error) counts at the config's severity
    off = [rule_id for rule_id in TABLE if severities.get(rule_id) == "off"
           and (decides_verdict(TABLE[rule_id].severity, strict)
                or decides_verdict(given.get(rule_id, TABLE[rule_id].severity), strict))]
    return _turned_off(off)


def _turned_off(off: list[str]) -> ConfigChange | None:
    """The ``command_line`` change of the rules ``off`` (``None`` for none)."""
    if not off:
        return None
    return ConfigChange(COMMAND_LINE, ",".join(off),
                        f"--select/--ignore turned {rules_in_short(off)} off")


def run_by(config: AppliedConfig, running: Collection[str]) -> AppliedConfig:
    """``config`` as it applies to a deck whose format runs the rules ``running``
    (``Judging.running``): a severity the config sets (``rules.RULE``), or the command
    line's turning off, of a rule the format does not run changes nothing of the deck and
    is left out (``region-unplayable: error``, a Magi-Nation rule, was listed on every
    Magic deck as raised to error). Returns ``config`` itself when nothing is left out."""
    def runs(rule_id: str) -> bool:
        return rule_id not in TABLE or rule_id in running

    changes: list[ConfigChange] = []
    for change in config.changes:
        if change.setting == COMMAND_LINE:
            kept = _turned_off([r for r in change.value.split(",") if runs(r)])
            changes.extend([kept] if kept is not None else [])
        elif not change.setting.startswith("rules.") or runs(change.setting[len("rules."):]):
            changes.append(change)
    if len(changes) == len(config.changes) and all(
            new is old for new, old in zip(changes, config.changes, strict=True)):
        return config
    return AppliedConfig(config.files, tuple(changes))


def formats_dirs_change(formats_dir: Path, bundled: Mapping[str, Any],
                        later: Sequence[Path] = ()) -> ConfigChange | None:
    """What a ``--formats-dir`` folder did that weakens the checks, as a change of setting
    ``COMMAND_LINE_FORMATS`` (``--formats-dir fm replaces mtg/modern``: the bundled
    formats ``bundled`` it replaces or changes, its game data), said as a config's
    ``formats_dir`` is; ``None`` when it only adds formats (a deck judged by one of them
    is judged by what the user asked for). A replaced Modern of no banned list judged The
    One Ring legal with no word of it in any report. ``later``: the folders given after
    it, whose files of the same ids win over its own."""
    defined, weakens, _added = _formats_defined(formats_dir, bundled, (), later)
    if not weakens and _BUNDLED_ONLY not in defined:
        return None
    written = printable(formats_dir.as_posix())
    # a game file of keys read from the bundled data alone is said, weakening nothing
    return ConfigChange(COMMAND_LINE_FORMATS, written, f"--formats-dir {written} {defined}",
                        weakens)


def _formats_defined(formats_dir: Path, known: Mapping[str, Any], kept: Collection[str] = (),
                     later: Sequence[Path] = (), kept_by: str = KEPT_BY_OPTION
                     ) -> tuple[str, bool, frozenset[str]]:
    """What a config's formats folder defines, in words: the formats it replaces and
    adds, and its game data files (``game.yaml``), which change how decklists are read;
    whether that weakens the checks of every deck (it replaces or changes a format, adds
    game data, or cannot be read); and the format ids it adds, which weaken the checks
    of a deck judged by one of them only (``AppliedConfig.judging``): a folder that only
    adds formats judges a deck of any other format as before. A format file of ``kept``
    (the base and variants of the format ``--format`` names, judged by the run's own
    files) is replaced by none: the folder's file of that id "holds ..., unused"; nor
    is one a folder of ``later`` (read after it) defines too: it "holds ..., unused:
    b/mtg/modern.yaml of a later folder wins" (it said "replaces" as the winner did).
    ``kept_by`` says what judges the format of ``kept``, and by which formats."""
    try:
        registry = FormatRegistry([formats_dir])
    except CardtoolsError as exc:
        return f"cannot be read ({exc.message})", True, frozenset()
    own = registry.files
    winners = _later_files(later)
    ids = sorted(file_id for file_id, info in own.items()
                 if not info.bundled and file_id not in winners)
    replaced = [file_id for file_id in ids if file_id in known and file_id not in kept]
    added = [file_id for file_id in ids if file_id not in known]
    heirs = [heir for heir in _heirs(registry, set(replaced)) if heir not in kept]
    unused = [file_id for file_id in ids if file_id in kept]
    beaten = sorted(file_id for file_id, info in own.items()
                    if not info.bundled and file_id in winners)
    parts = ([f"replaces {', '.join(replaced)}"] if replaced else []) + (
        [f"holds {', '.join(unused)}, unused: {kept_by}"]
        if unused else []) + [
        f"holds {file_id}, unused: {shown_path(winners[file_id])} of a later formats "
        "folder wins" for file_id in beaten] + (
        [f"changes {', '.join(heirs)}, which extend what it replaces"] if heirs else []) + (
        [f"adds {', '.join(added)}"] if added else [])
    # a game data file changes how every decklist below the config is read (a section
    # of its own skips the cards under it): said, never "defines no format" alone
    games, ignored = _game_files_said(formats_dir)
    return "; ".join(parts or ["defines no format"]) + (
        f"; game data {', '.join(games)} adds decklist zones, headers or sections"
        if games else "") + "".join(ignored), bool(replaced or heirs or games), frozenset(
        added)


#: What is said of a game data key read from the bundled data alone.
_BUNDLED_ONLY = "ignored (read from the bundled game data only)"


def _game_files_said(formats_dir: Path) -> tuple[list[str], list[str]]:
    """The game data files of ``formats_dir`` that change how decklists are read (their
    paths from it), and what is said of each key of them read from the bundled data
    alone (``gamedata.bundled_only_keys``: ``plan_words``, ``game_names``), ignored: a
    file holding only such keys changes nothing, no weakening (it was said to add zones, headers or
    sections)."""
    games, ignored = [], []
    for path in game_files(formats_dir):
        shown = path.relative_to(formats_dir).as_posix()
        keys, changes = ignored_keys(path)
        games.extend([shown] if changes else [])
        ignored.extend([f"; game data {shown}: {', '.join(keys)} {_BUNDLED_ONLY}"]
                       if keys else [])
    return games, ignored


def _later_files(later: Sequence[Path]) -> dict[str, Path]:
    """Each format id the folders ``later`` define -> the file used (the last folder's);
    none when they cannot be read (said where a deck needs them)."""
    try:
        registry = FormatRegistry(later) if later else None
    except CardtoolsError:
        return {}
    return {} if registry is None else {
        file_id: info.path for file_id, info in registry.files.items() if not info.bundled}


#: Most card names a config change lists of each kind (replaced, added) before a count.
SHOWN_CARDS = 5


def cards_change(card_file: Path) -> ConfigChange | None:
    """What a ``--cards`` file did that weakens the checks, as a change of setting
    ``COMMAND_LINE_CARDS`` (``--cards bolt.csv replaces the bundled card Lightning
    Bolt``: what it does to the bundled cards, ``_cards_defined``), said as a config's
    ``cards`` is and as ``--formats-dir``'s change is (``formats_dirs_change``);
    ``None`` when it replaces no bundled card (it adds cards, or names a card as a
    bundled one is spelt, which leaves a decklist's line so written ambiguous: an
    error, never a wrong legal). A ``--cards`` file that gave Lightning Bolt no copy
    limit judged 20 copies legal in Modern, said only as "with bolt.csv"."""
    defined, weakens = _cards_defined(card_file)
    if not weakens:
        return None
    written = printable(card_file.as_posix())
    return ConfigChange(COMMAND_LINE_CARDS, written, f"--cards {written} {defined}")


def _cards_defined(card_file: Path) -> tuple[str, bool]:
    """What a card file does, in words: the bundled cards it replaces, named (a replaced
    card keeps its name but not its facts: a card typed anew may escape a copy limit or
    a card pool), the cards it adds, and its cards named as a bundled card is in another
    language or spelling (``Rituel pourpre (Crimson Ritual)``); and whether that may
    weaken the checks: it replaces a bundled card, or cannot be read."""
    try:
        replaced, added, taken = replaced_and_added(card_file)
    except CardtoolsError as exc:
        return f"cannot be read ({exc.message})", True
    parts = ([f"replaces the bundled {_cards(replaced)} {_some(replaced)}"] if replaced
             else []) + ([f"adds {_cards(added)} {_some(added)}"] if added else []) + (
        [f"gives its {_cards(taken)} names of bundled cards, {_some(taken)}: a decklist "
         "line so written is not its card"] if taken else [])
    return "; ".join(parts or ["holds no card"]), bool(replaced)


def _cards(names: list[str]) -> str:
    return "card" if len(names) == 1 else "cards"


def _some(names: list[str]) -> str:
    """Up to ``SHOWN_CARDS`` names, then how many more."""
    shown = ", ".join(names[:SHOWN_CARDS])
    more = len(names) - SHOWN_CARDS
    return shown + (f" and {more} more" if more > 0 else "")


def _heirs(registry: FormatRegistry, replaced: set[str]) -> list[str]:
    """The bundled files of ``registry`` that are not replaced but extend a replaced file,
    directly or through their parents (a config's ``mtg/constructed`` changes the copy
    limit of mtg/modern, legacy, ...: it said "replaces mtg/constructed" only, while a
    deck judged as the bundled mtg/modern was judged by it). A file whose chain cannot be
    read (a parent missing) is left out: ``check`` says so when it is used."""
    heirs = []
    for file_id, info in sorted(registry.files.items()):
        if not info.bundled or file_id in replaced:
            continue
        try:
            chain = _parents(registry, file_id)
        except CardtoolsError:
            continue
        if replaced & chain:
            heirs.append(file_id)
    return heirs


def _parents(registry: FormatRegistry, file_id: str) -> set[str]:
    """Every file ``file_id`` extends, directly or not (a cycle ends the walk)."""
    parents: set[str] = set()
    parent = registry.parent_of(file_id, registry.raw(file_id))
    while parent is not None and parent not in parents:
        parents.add(parent)
        parent = registry.parent_of(parent, registry.raw(parent))
    return parents


_SEVERITY_RANK = {"off": 0, "info": 1, "warning": 2, "error": 3}


def decides_verdict(severity: str, strict: bool) -> bool:
    """Whether a finding of ``severity`` (``off``, ``info``, ``warning``, ``error``)
    makes a deck illegal in a run: an error always, a warning under ``--strict``
    (``strict``), an info note never."""
    return severity == "error" or (strict and severity == "warning")


def _severity_change(rule_id: str, severity: str, strict: bool) -> ConfigChange | None:
    """A config's severity override in words, or ``None`` when it keeps the default;
    it weakens the checks when the rule's default could make a deck illegal in this run
    (``decides_verdict``, with ``strict``) and its new severity cannot."""
    default = TABLE[rule_id].severity
    if severity == default:
        return None
    if severity == "off":
        what = "turned off"
    else:
        what = ("lowered to " if _SEVERITY_RANK[severity] < _SEVERITY_RANK[default]
                else "raised to ") + severity
    # only what could have made a deck illegal weakens a verdict: an info rule, or a
    # warning rule without --strict, turned off or down hides a note, nothing more
    weakens = decides_verdict(default, strict) and not decides_verdict(severity, strict)
    return ConfigChange(f"rules.{rule_id}", severity,
                        f"rule {rule_id} {what} (default {default})", weakens)
