"""What the command line borrows from the linters people know: suggestions for an
unknown option (``--reprot``: did you mean ``--report``?; ``--output-format``, the ruff
spelling: use ``--report``), and the examples shown under ``--help``."""

from __future__ import annotations

import difflib
import os
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from typer import BadParameter
from typer import _click as click
from typer.core import TyperCommand, TyperGroup
from typer.exceptions import Abort

from cardtools.errors import CardtoolsError
from cardtools.fileio import drop_stdout
from cardtools.paths import (
    CONFIG_NAME,
    DOWNLOAD_FIRST,
    WRITE_LOCALLY,
    address_problem,
    config_named,
    printable,
)
from cardtools.patterns import lazy_pattern as _lazy

#: Options other linters have that mean one of ours.
OTHER_TOOLS = {
    "--output-format": "--report", "--format-output": "--report", "--reporter": "--report",
    "--formatter": "--report", "--output-style": "--report", "--out-format": "--report",
    "--output": "--report-file", "--output-file": "--report-file", "--out": "--report-file",
    "--no-exit-code": "--exit-zero", "--exit-code-zero": "--exit-zero",
    "--extend-select": "--select", "--disable": "--ignore", "--enable": "--select",
    "--rules": "--select",
    # pylint's --fail-on, eslint's --max-warnings 0, compilers' -Werror: fail on a warning
    "--fail-on": "--strict", "--max-warnings": "--strict", "--warnings-as-errors": "--strict",
    "--werror": "--strict", "--fail-on-warnings": "--strict", "--failure-threshold": "--strict",
    "--minimum-failure-severity": "--strict", "--fail-level": "--strict",
}
#: Options of other linters that name the least severity failing a run (pylint's
#: ``--fail-on``, hadolint's ``--failure-threshold``, tflint's
#: ``--minimum-failure-severity``): what ours does for the severity given.
THRESHOLDS = frozenset({"--fail-on", "--failure-threshold", "--minimum-failure-severity",
                        "--fail-level"})
#: A threshold's value (lower case) -> the hint for it (``{given}``: the option and its
#: value as written): an error fails a run by default, a warning with ``--strict``,
#: nothing with ``--exit-zero``; no option fails it on a note.
_THRESHOLD_HINTS = {
    **dict.fromkeys(("error", "errors", "e", "f", "fatal", "major", "critical", "blocker",
                     "high"),
                    "{given} is the default: an illegal deck (an error) fails the run, "
                    "exit 1; leave it out, or fail on warnings too with --strict"),
    **dict.fromkeys(("info", "information", "note", "notes", "notice", "i", "c", "r", "convention",
                     "refactor", "style", "low", "any", "all"),
                    "did you mean --strict? it fails the run on warnings; a note fails it "
                    "only where a project config raises its rule (rules: {{duplicate-deck: "
                    "error}})"),
    **dict.fromkeys(("never", "none", "off", "ignore", "nothing"),
                    "did you mean --exit-zero? exit 0 even when a deck is illegal; 2 still "
                    "means a deck could not be judged"),
}
#: Why the option another tool spells so is ours (``{styles}``: every report style).
OTHER_TOOLS_WHY = {
    "--report": "it chooses the output: {styles}",
    "--report-file": "it writes the report to a file",
    "--strict": "it counts warnings as errors: a deck with a warning fails the run, exit 1",
}
#: Why, for an option that means ours only in one use (eslint's ``--max-warnings N``
#: allows N warnings; ours allows none).
OTHER_TOOLS_ONLY_WHEN = {
    "--max-warnings": "as --max-warnings 0 does: a deck with a warning fails the run, "
                      "exit 1; no number of warnings is allowed",
}


def suggestion(option: str, known: list[str], value: str | None = None) -> str:
    """``" (did you mean --report? it chooses the output ...)"`` for an unknown option
    name, from another tool's spelling or the closest known option; ``""`` if none.
    ``value``, the text given to the option (``--fail-on error``), chooses the hint of a
    threshold of severity (``THRESHOLDS``): ``--fail-on error`` is our default, not
    ``--strict``."""
    name, _, inline = option.partition("=")
    written = (inline or value or "").strip()
    hint = _THRESHOLD_HINTS.get(written.lower()) if name in THRESHOLDS else None
    if hint is not None:
        return f" ({hint.format(given=f'{name} {written}')})"
    ours = OTHER_TOOLS.get(name)
    if ours is not None and ours in known:
        from cardtools.reporters import REPORTERS  # only when a hint is given

        why = OTHER_TOOLS_ONLY_WHEN.get(name) or OTHER_TOOLS_WHY.get(ours, "").format(
            styles=", ".join(REPORTERS))
        return f" (did you mean {ours}?{f' {why}' if why else ''})"
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


class HintingCommand(TyperCommand):
    """A Typer command whose unknown-option error suggests the option meant, and whose
    usage line writes a required argument bare (``PATH...``), as Click and POSIX usage
    do: Typer writes it in braces (``{PATH...}``), which in a usage line mean a choice
    of one of the words inside; an optional one stays in brackets (``[RULE]``)."""

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        """The usage line's pieces as Click gives them, a required argument unbraced."""
        return [piece[1:-1] if piece.startswith("{") and piece.endswith("}") else piece
                for piece in super().collect_usage_pieces(ctx)]

    def make_parser(self, ctx: click.Context) -> Any:
        """Click's parser of the command's options, each option of one value refusing a
        second, other value (``once``)."""
        parser = super().make_parser(ctx)
        for option in {id(each): each for each in (*parser._long_opt.values(),
                                                   *parser._short_opt.values())}.values():
            if option.action == "store":
                option.process = once(  # type: ignore[method-assign,assignment]
                    ctx, option.obj, option.dest, option.process)
        return parser

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Parse as Click does; an unknown option's error names the option meant."""
        given = list(args)  # Click's parser takes the arguments off the list it is given
        try:
            return super().parse_args(ctx, args)
        except click.exceptions.NoSuchOption as exc:
            known = [name for param in self.get_params(ctx)
                     for name in (*param.opts, *param.secondary_opts) if name.startswith("--")]
            hint = (_outer_option(ctx, exc.option_name)
                    or suggestion(exc.option_name, known,
                                  _value_after(given, exc.option_name)))
            raise click.exceptions.NoSuchOption(
                exc.option_name, message=f"No such option: {exc.option_name}{hint}",
                ctx=ctx) from None


def once(ctx: click.Context, param: click.Parameter, dest: str | None,
         process: Callable[[Any, Any], None]) -> Callable[[Any, Any], None]:
    """The parser's ``process`` of the single-value option ``param`` of the command of
    ``ctx``, which keeps its value under ``dest`` (its value as given, and the parsing
    state), raising ``UsageError`` (exit 2) when the
    option was given before with another value, naming the option and both values: the
    last one was taken without a word (``--format mtg/modern ... --format mtg/vintage``
    judged vintage; a first ``--date 2026-02-30`` was never checked). The same value
    twice passes."""

    def checked(value: Any, state: Any) -> None:
        given = state.opts.get(dest, _UNSET)
        if given is not _UNSET and given != value:
            names = " / ".join(param.opts)
            raise click.exceptions.UsageError(
                f"{names} given twice, as '{printable(str(given))}' and "
                f"'{printable(str(value))}'; give it once", ctx)
        process(value, state)

    return checked


#: No value given yet (an option's value may be ``None``).
_UNSET = object()


def _outer_option(ctx: click.Context, option: str) -> str:
    """``" (--version is an option of cardtools itself: cardtools --version)"`` for an
    option of the outer command (``--version``, ``-V``) given after a command, where
    the closest option of the command (``--event``) is no help; else ``""``."""
    root = ctx.find_root()
    name = option.split("=", 1)[0]
    outer = {each for param in root.command.get_params(root)
             for each in (*param.opts, *param.secondary_opts)}
    if name not in outer or ctx is root:
        return ""
    return f" ({name} is an option of {root.info_name} itself: {root.info_name} {name})"


def _value_after(args: Sequence[str], option: str) -> str | None:
    """The text given to ``option`` in ``args``: after its ``=``, else the next argument;
    ``None`` when it is not there."""
    for position, arg in enumerate(args):
        if arg == "--":
            return None
        if arg.startswith(option + "="):
            return arg.partition("=")[2]
        if arg == option:
            return args[position + 1] if position + 1 < len(args) else None
    return None


def epilog(*lines: str) -> str:
    """A ``--help`` epilog of example command lines, kept as written (Click's ``\\b``
    marker stops it from rewrapping them)."""
    return "\b\nExamples:\n" + "\n".join(f"  {line}" for line in lines)


#: What ``--jobs`` takes, told with every bad value.
WORKER_COUNTS = "use 0 for one worker per CPU, or 1 or more"


def whole_number_at_least(value: str | int, least: int, takes: str) -> int:
    """The whole number ``value`` (an option's command-line text, or its default) says,
    ``least`` or more. Raises ``typer.BadParameter``, a usage error ending with
    ``takes`` (what the option takes), for text that is not a whole number or a number
    below ``least`` (Click's own words, "not a valid int range", "not in the range
    x>=1", name no range a user wrote)."""
    try:
        number = value if isinstance(value, int) else int(value.strip())
    except ValueError:
        raise BadParameter(f"{value!r} is not a whole number; {takes}") from None
    if number < least:
        raise BadParameter(f"{number} is below {least}; {takes}")
    return number


def worker_count(value: str | int) -> int:
    """``--jobs``: the number of worker processes ``value`` (the command line's text, or
    the default) says, 0 or more (0: one per CPU). Raises ``typer.BadParameter``, a usage
    error that says what the option takes, for text that is not a whole number or a
    number below 0."""
    return whole_number_at_least(value, 0, WORKER_COUNTS)


def result_count(value: str | int) -> int:
    """``cards search -n``: the most results to show, 1 or more. Raises
    ``typer.BadParameter``, a usage error saying what the option takes, for text that is
    not a whole number or a number below 1."""
    return whole_number_at_least(value, 1, "give 1 or more")


#: What an option given an empty text is told (``--format "$FORMAT"`` with the variable
#: unset would otherwise mean no option at all, or the working folder for a path).
EMPTY_VALUE = "the value is empty (an unset variable?); give one, or leave the option out"


def given_text(value: str) -> str:
    """An option's text value as given. Raises ``typer.BadParameter`` when it is empty
    or blanks alone: ``--format ""`` would leave the decklists' own Format: lines to
    judge them, as if no format were given."""
    if not value.strip():
        raise BadParameter(EMPTY_VALUE)
    return value


def given_path(value: str | Path, download: str = DOWNLOAD_FIRST) -> Path:
    """An option's or an argument's path value as given. Raises ``typer.BadParameter``
    when it is empty or blanks alone (``Path("")`` is the working folder, so ``--pool
    ""`` was no pool and ``--formats-dir ""`` read every YAML file below the working
    folder), and when it names no file and is a web or ``file:`` address
    (``paths.address_problem``, asked of the value as written: ``Path`` writes
    ``https://`` as ``https:/``): cardtools fetches nothing; ``download`` is what the
    error of a web address advises."""
    if isinstance(value, Path):
        return value
    if not value.strip():
        raise BadParameter(EMPTY_VALUE)
    problem = address_problem(value, download)
    if problem is not None:
        raise BadParameter(f"'{printable(value)}' is {problem[0]} ({problem[1]})")
    return Path(value)


def given_folder(value: str | Path) -> Path:
    """The path of a folder an option writes into, as given (``given_path``). Raises
    ``typer.BadParameter`` also when it is ``-``: standard input or output everywhere
    else (``check -``, ``--report-file -``), it made a folder named ``-``, after which
    ``check -`` in that folder read nothing."""
    if isinstance(value, str) and value.strip() == "-":
        raise BadParameter("'-' names standard input or output, not a folder; name a "
                           "folder (./- for one named so)")
    return given_path(value, WRITE_LOCALLY)


def given_file(value: str | Path) -> Path:
    """The path of a file an option writes, as given (``given_path``). Raises
    ``typer.BadParameter`` also when it ends with a path separator: it names a folder,
    and ``Path`` drops the separator (``-o reports/`` wrote a file named ``reports``), and
    when its name is a project config's (``.cardtools.yaml``): the next run beside it read
    the report as its config, and judged no deck."""
    path = given_path(value, WRITE_LOCALLY)
    if config_named(str(path)):
        raise BadParameter(f"'{printable(str(path))}' is named as a project config "
                           f"({CONFIG_NAME}), which cardtools would read as one; refusing "
                           "to write it: give another name")
    if isinstance(value, str) and value.rstrip().endswith(("/", os.sep)) and value != "-":
        folder = printable(value.rstrip().rstrip("/" + os.sep))
        raise BadParameter(f"'{printable(value)}' names a folder (it ends with a separator); "
                           f"give a file's name, as {folder}/report")
    return path


def command(**settings: Any) -> dict[str, Any]:
    """Keyword arguments for ``app.command``: the hinting command class and ``settings``."""
    return {"cls": HintingCommand, **settings}


class StdoutClosed(Exception):
    """Standard output could not be written: its reader went away (``| head``)."""


#: The exit code of a run whose standard output's reader went away (``| head``): the
#: shell's code of a process ended by SIGPIPE (128 + 13), as ``cat`` and ``git`` end; no
#: verdict (0, 1, 2), since the output the reader wanted was not all written.
READER_GONE = 141


class OuterGroup(TyperGroup):
    """The command line's outer layer, shared by every command: a usage error is one
    line on standard error (``cardtools: error: ...`` and a ``try 'cardtools COMMAND
    --help'`` line), exit 2; a standard output whose reader has gone (``| head -1``)
    ends the run quietly, exit ``READER_GONE`` (141), whichever command was writing and
    whenever the write failed."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Parse as Click does (``--help`` and ``--version`` write here), after refusing
        an option that is also a file's name (``_refuse_option_from_a_glob``)."""
        _refuse_option_from_a_glob(ctx, args)
        try:
            return super().parse_args(ctx, args)
        except BrokenPipeError as exc:
            raise StdoutClosed(exc.strerror or "Broken pipe") from None

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command as Click does; a broken standard output becomes
        ``StdoutClosed`` (Click would exit 1 without a word)."""
        try:
            return super().invoke(ctx)
        except BrokenPipeError as exc:
            raise StdoutClosed(exc.strerror or "Broken pipe") from None

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:
        """Run the command line; exit with its code (return it when not
        ``standalone_mode``)."""
        code = _outcome(lambda: super(OuterGroup, self).main(
            args, prog_name, complete_var, standalone_mode=False,
            windows_expand_args=windows_expand_args, **extra))
        if not standalone_mode:
            return code
        sys.exit(code)


def _refuse_option_from_a_glob(ctx: click.Context, args: Sequence[str]) -> None:
    """Raise ``click.exceptions.UsageError`` (of ``ctx``) when an argument before ``--``
    is written as an option (``-q``, ``--exit-zero``, ``--format=vintage``) and names a
    file or folder of the working folder: a shell's ``*`` put it there (``cardtools check * --format
    mtg/modern`` in a folder of submissions holding a file named ``--exit-zero`` or
    ``--date=2019-01-01``: a player's file name turned the run's checks off, an illegal
    deck passing with exit 0). ``-`` (standard input) is no option. A file named ``--``
    makes the one ``--`` of ``args`` ambiguous (a second is the paths' own): the shell's
    ``*`` may have put it there, where it ends the options, the options after it taken
    for paths and the file not judged (``cardtools check * --strict``, or ``--isolated``,
    beside a player's files ``--`` and ``--strict``, passed with exit 0; ``cardtools
    check --format mtg/modern *`` left the banned deck ``--`` out)."""
    if args.count("--") == 1 and os.path.lexists("--"):
        raise click.exceptions.UsageError(
            "'--' is also the name of a file here: a shell's * may have put it among the "
            "arguments, where it ends the options (the options after it taken for paths, "
            "the file not judged); put the paths after a -- of your own (cardtools check "
            "--format ID -- *), or name the file ./--", _command_context(ctx, args))
    for arg in args:
        if arg == "--":
            return
        if arg.startswith("-") and arg != "-" and os.path.lexists(arg):
            command = _command_context(ctx, args)
            options = " --format ID" if command is ctx or any(
                "--format" in getattr(param, "opts", ()) for param in command.command.params
            ) else ""
            raise click.exceptions.UsageError(
                f"{printable(arg)!r} is written as an option and is also the name of a "
                f"file here: a shell's * may have put it among the arguments; put the "
                f"paths after -- ({_example(command, ctx)}{options} -- *), or name the file "
                f"./{printable(arg)}", command)


def _example(command: click.Context, ctx: click.Context) -> str:
    """The command a fix is written for: ``command``'s, ``cardtools check`` when the
    arguments named none (``command`` is the group's ``ctx``)."""
    return "cardtools check" if command is ctx else command.command_path


def _command_context(ctx: click.Context, args: Sequence[str]) -> click.Context:
    """The context of the command ``args`` name (their first word that is not an option:
    ``check``), unparsed, so that a usage error found before Click parses them points at
    that command's help (``try 'cardtools check --help'``) as its other usage errors do;
    ``ctx`` (the group's) when they name none."""
    words = iter(arg for arg in args if not arg.startswith("-"))
    while isinstance(ctx.command, TyperGroup):  # cards show: a group's command
        name = next(words, None)
        command = ctx.command.get_command(ctx, name) if name is not None else None
        if command is None or name is None:
            break
        ctx = click.Context(command, parent=ctx, info_name=name)
    return ctx


def _outcome(run: Callable[[], Any]) -> int:
    """The exit code of ``run`` (a Click ``main`` in non-standalone mode), every usage
    error told on standard error; a standard output whose reader has gone ends it
    without a word (``READER_GONE``), as Unix tools end on a closed pipe."""
    try:
        result = run()
        sys.stdout.flush()
    except click.exceptions.NoArgsIsHelpError as exc:
        exc.show()
        return exc.exit_code
    except click.exceptions.UsageError as exc:
        say(usage_message(exc))
        return exc.exit_code
    except click.exceptions.ClickException as exc:
        say(f"cardtools: error: {_sentence(exc.format_message())}")
        return exc.exit_code
    except Abort:
        say("cardtools: interrupted")
        return 130
    except (StdoutClosed, BrokenPipeError):
        drop_stdout()
        return READER_GONE
    return result if isinstance(result, int) else 0


def usage_message(exc: click.exceptions.UsageError) -> str:
    """``cardtools: error: MESSAGE`` and, when the command has a help page, a second
    line ``try 'cardtools COMMAND --help'``."""
    message = _sentence(exc.format_message())
    if "unexpected extra argument" in message:
        message += " (put a name that has spaces in quotes)"
    if message == "missing argument 'PATH...'":
        # "... | cardtools check": a decklist piped in is read only when "-" is named
        message += ": name decklist files or folders, or - to read one from standard input"
    named = _NO_SUCH_COMMAND().fullmatch(message)
    if named is not None and _names_a_path(named[1]):
        # "cardtools deck.txt": a decklist named where a command goes
        message += f"; to check a decklist: cardtools check {shlex.quote(named[1])}"
    lines = [f"cardtools: error: {message}"]
    if exc.ctx is not None and exc.ctx.command.get_help_option(exc.ctx) is not None:
        lines.append(f"try '{exc.ctx.command_path} --help'")
    return "\n".join(lines)


#: Click's message for a command that is none, its name as written.
_NO_SUCH_COMMAND = _lazy(r"no such command '(.+)'")


def _names_a_path(text: str) -> bool:
    """Whether ``text``, given where a command goes, names a file or folder: one that
    exists, or a name with a folder or a file suffix (``decks/``, ``deck.txt``)."""
    return os.path.exists(text) or os.sep in text or "." in text.lstrip(".")


def _sentence(message: str) -> str:
    """Click's message in cardtools' voice: one line, lower-case start, no full stop."""
    line = " ".join(message.split())
    if line[:1].isupper() and not line[1:2].isupper():
        line = line[0].lower() + line[1:]
    return line.removesuffix(".")


def say(message: str) -> None:
    """Write a message to standard error, if there is one to write to."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        stream.write(message.encode("utf-8", "backslashreplace").decode("utf-8") + "\n")
        stream.flush()
    except (OSError, ValueError):
        pass



def _starting(choices: Sequence[str], incomplete: str) -> list[str]:
    """The ``choices`` that start with ``incomplete`` (without case), in order."""
    wanted = incomplete.lower()
    return [choice for choice in choices if choice.lower().startswith(wanted)]


def complete_game(incomplete: str) -> list[str]:
    """Shell completion of a ``--game``: the ids of the games with bundled cards."""
    from cardtools.cardfiles import bundled_games

    return _starting(bundled_games(), incomplete)


def complete_format(incomplete: str) -> list[str]:
    """Shell completion of a format id: the bundled formats' ids (``mtg/modern``), and
    after a ``+`` the variants of the format before it (``magetcg/ascension+heroic``).
    Nothing when the bundled formats cannot be read."""
    from cardtools.formatspec import FormatRegistry

    try:
        registry = FormatRegistry([])
        if "+" not in incomplete:
            return _starting(registry.ids(), incomplete)
        base = incomplete.rsplit("+", 1)[0]
        game = base.split("/", 1)[0]
        variants = [variant.split("/", 1)[1] for variant in registry.ids(("variant",), game)]
        return _starting([f"{base}+{variant}" for variant in variants], incomplete)
    except CardtoolsError:
        return []


def complete_rules(incomplete: str) -> list[str]:
    """Shell completion of a ``RULE,...`` list: its last name, as a rule id or code
    (``copy-limit``, ``CT301``), after the names before it."""
    from cardtools.rules import TABLE

    done, _, last = incomplete.rpartition(",")
    before = f"{done}," if done else ""
    names = [*TABLE, *(rule.code for rule in TABLE.values())]
    return [before + name for name in _starting(names, last)]


def complete_report(incomplete: str) -> list[str]:
    """Shell completion of ``check --report``: the report styles."""
    from cardtools.reporters import REPORTERS

    return _starting(list(REPORTERS), incomplete)
