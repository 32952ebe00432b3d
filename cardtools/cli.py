"""The command line (DESIGN 7): parse options, build objects, run, exit with a code.

Exit codes: 0 every deck legal; 1 at least one deck illegal; 2 at least one deck could
not be judged, or a usage or configuration error (2 wins over 1).
"""

import copy
import datetime as dt
import errno
import gc
import io
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from cardtools import __version__
from cardtools.clihelp import (
    OuterGroup,
    command,
    complete_format,
    complete_game,
    complete_report,
    complete_rules,
    epilog,
    given_file,
    given_folder,
    given_path,
    given_text,
    result_count,
    say,
    worker_count,
)
from cardtools.errors import CardtoolsError, UsageError
from cardtools.launch import OUT_OF_MEMORY, ran_out_of_memory
from cardtools.reporters import REPORTERS
from cardtools.wording import with_article

if TYPE_CHECKING:
    from cardtools.model import Finding

HELP_OPTIONS = {"help_option_names": ["-h", "--help"]}
app = typer.Typer(
    name="cardtools",
    help="Tournament deck validator for trading card games: Mage Noir, Magi-Nation Duel, "
    "MageTCG and Magic: The Gathering.",
    epilog=epilog("cardtools check decks/", "cardtools check deck.txt --format mtg/modern",
                  "cardtools rules copy-limit", "cardtools formats show mtg/modern",
                  "cardtools --install-completion    (bash, zsh, fish, PowerShell)"),
    no_args_is_help=True,
    add_completion=True,
    cls=OuterGroup,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    context_settings=HELP_OPTIONS,
)
formats_app = typer.Typer(help="List, show and validate format definitions.",
                          epilog=epilog("cardtools formats --game mtg",
                                        "cardtools formats show magetcg/ascension+heroic",
                                        "cardtools formats validate myformats/mtg/league.yaml"),
                          invoke_without_command=True, no_args_is_help=False,
                          context_settings=HELP_OPTIONS)
cards_app = typer.Typer(help="Search the card databases, show a card, import or update "
                        "a database.",
                        epilog=epilog("cardtools cards search bolt --game mtg",
                                      "cardtools cards show 'Boule de feu' --game mage-noir",
                                      "cardtools cards update mtg"),
                        no_args_is_help=True, context_settings=HELP_OPTIONS)
app.add_typer(formats_app, name="formats")
app.add_typer(cards_app, name="cards",
              short_help="Search, show, import or update the card data.")

REPORT_STYLES = tuple(REPORTERS)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"cardtools {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    version: Annotated[bool, typer.Option("--version", "-V", callback=_version, is_eager=True,
                                          help="Show the version and exit.")] = False,
) -> None:
    """Tournament deck validator for trading card games."""


#: ``--isolated`` of the commands that judge or read decklists (``check``, ``legality``,
#: ``diff``): no project config applies.
NoProjectConfig = Annotated[bool, typer.Option(
    "--isolated", help="Ignore every .cardtools.yaml project config and the "
    "decklists' suppression comments.")]
#: ``--config FILE`` of the same commands: this config applies to every decklist.
OneProjectConfig = Annotated[Path | None, typer.Option(
    "--config", metavar="FILE", parser=given_path,
    help="Use this project config for every decklist, instead of the "
    ".cardtools.yaml files found upward.")]

#: ``--formats-dir`` of the commands that take format definitions (``check``,
#: ``legality``, the ``formats`` commands): one option, said alike by each.
ExtraFormatsDirs = Annotated[list[Path] | None, typer.Option(
    "--formats-dir", metavar="FOLDER", parser=given_path,
    help="Extra folder of format definitions (<game>/<format>.yaml). Repeatable.")]


def _project_config(isolated: bool, config: Path | None) -> tuple[bool, Path | None]:
    """What ``--isolated`` and ``--config FILE`` ask: whether project configs apply
    (``CheckOptions.use_config``) and the one config file to use (``config_file``).
    Raises ``UsageError`` when both are given."""
    if isolated and config is not None:
        raise UsageError("--config cannot be used with --isolated")
    return not isolated, config


@app.command(**command(epilog=epilog(
    "cardtools check decks/",
    "cardtools check deck.txt --format mage-noir/tournament",
    "cardtools check decks/ --report sarif --report-file cardtools.sarif",
    "cardtools check decks/ --select CT3,banned --ignore region-unplayable",
    "cardtools check - --format mtg/modern < deck.txt")))
def check(
    paths: Annotated[list[str], typer.Argument(
        help="Decklist files, folders (searched recursively) or - for standard input.",
        show_default=False, metavar="PATH...")],
    format_id: Annotated[str | None, typer.Option(
        "--format", "-f", metavar="ID", parser=given_text, autocompletion=complete_format,
        help="Format id, e.g. mage-noir/tournament or magetcg/ascension+heroic. Default: "
        "the decklist's 'Format:' line, then .cardtools.yaml.")] = None,
    report: Annotated[str | None, typer.Option(
        "--report", "-r", metavar="STYLE", autocompletion=complete_report,
        help="Output style: " + ", ".join(REPORT_STYLES) + ". Default: rich "
        "on a terminal, text when piped or to a file, github under GitHub Actions.")] = None,
    report_file: Annotated[Path | None, typer.Option(
        "--report-file", "-o", metavar="FILE", parser=given_file,
        help="Write the report to this file (atomically) instead of "
        "standard output ('-': standard output); without --report, its suffix "
        "(.html, .json, .sarif, .xml for junit, .csv, .txt) gives the style.")] = None,
    per_deck: Annotated[Path | None, typer.Option(
        "--per-deck-reports", metavar="FOLDER", parser=given_folder,
        help="Also write each file's own plain-text report (its player, event, format "
        "and counts, its lines, verdict and data dates; nothing of another deck), to send "
        "each player, into this folder (outside the folders checked) at its path from the "
        "folder checked, its suffix made .txt (standard input's: stdin.txt)."
        )] = None,
    cards: Annotated[list[Path] | None, typer.Option(
        "--cards", metavar="FILE", parser=given_path,
        help="Extra card database (.csv, .yaml, .json); overrides cards of the "
        "same name. Repeatable.")] = None,
    formats_dir: ExtraFormatsDirs = None,
    pool: Annotated[Path | None, typer.Option(
        "--pool", metavar="FILE_OR_FOLDER", parser=given_path,
        help="Drafted pool for a draft format (decklist syntax); a folder holds one pool "
        "per player, under the decklist's name (or the name its 'Pool:' line gives).")] = None,
    date: Annotated[str | None, typer.Option(
        "--date", metavar="YYYY-MM-DD",
        help="Judge the decks as of this day: the banned and restricted lists, and "
        "Magic's card pools (sets released, rotation). Default: today.")] = None,
    strict: Annotated[bool, typer.Option(
        "--strict", help="Count warnings as errors.")] = False,
    quiet: Annotated[bool, typer.Option(
        "--quiet", "-q", help="Show only decks that are not legal or have a warning, "
        "without info lines.")] = False,
    jobs: Annotated[int, typer.Option(
        "--jobs", "-j", parser=worker_count, metavar="N",
        help="Worker processes for batches of 200 files or more "
        "(0: one per CPU; 1: no workers).")] = 0,
    isolated: NoProjectConfig = False,
    config: OneProjectConfig = None,
    event: Annotated[str | None, typer.Option(
        "--event", metavar="NAME",
        help="The event's name: at the top of the html report and in its Event column, on "
        "registration sheets and in the CSV (a decklist's own Event: line is shown for "
        "its deck), and the event of a list naming none for duplicate-player.")] = None,
    select: Annotated[list[str] | None, typer.Option(
        "--select", metavar="RULE,...", autocompletion=complete_rules,
        help="Report only these rules: ids, codes or code prefixes (CT3). "
        "Repeatable.")] = None,
    ignore: Annotated[list[str] | None, typer.Option(
        "--ignore", metavar="RULE,...", autocompletion=complete_rules,
        help="Do not report these rules: ids, codes or code prefixes. Repeatable.")] = None,
    force_exclude: Annotated[bool, typer.Option(
        "--force-exclude", help="Skip the files named on the command line that the "
        "project config's exclude leaves out, as folder walks do (for pre-commit "
        "hooks, which name files).")] = False,
    pre_commit: Annotated[bool, typer.Option(
        "--pre-commit", help="Read the arguments after this one as a pre-commit hook "
        "gives them (its args:, then the staged files): one naming an existing file is "
        "that file, even when it starts with '-'.")] = False,
    exclude: Annotated[list[str] | None, typer.Option(
        "--exclude", metavar="GLOB",
        help="Leave out of folder walks the files whose path, or its end at a folder, "
        "matches this glob (notes.txt, '*.pdf', 'old/*'), with --isolated too. "
        "Repeatable.")] = None,
    exit_zero: Annotated[bool, typer.Option(
        "--exit-zero", help="Exit 0 even when a deck is illegal (2 still means a deck "
        "could not be judged).")] = False,
    include_deck: Annotated[bool, typer.Option(
        "--include-deck", help="With --report json: each result also holds the deck as "
        "read (zones, canonical names, counts, lines).")] = False,
) -> None:
    """Check decklists against their format and report every violation."""
    del pre_commit  # read before the arguments are parsed: hook_arguments
    from cardtools.checker import CheckOptions
    from cardtools.rulenames import ignored_in_vain, selected, selection
    from cardtools.run import ReportSettings, run_check

    def build() -> int:
        _refuse_report_style_as_format(format_id)
        # "-o -" is standard output, as "-" for a decklist is standard input, and so is
        # "-o /dev/stdout", the shell's name for it (ruff's --output-file takes it)
        written = None if report_file is not None and str(report_file) in _STANDARD_OUTPUT \
            else report_file
        use_config, config_file = _project_config(isolated, config)
        for name in ignored_in_vain(ignore or []):
            say(f"cardtools: note: --ignore {name} has no effect: a file that cannot be "
                "judged is never left out of the report")
        style = _report_style(report, to_file=written is not None, file=written)
        if include_deck and style != "json":
            say(f"cardtools: note: --include-deck has no effect on the {style} report: only "
                "the json report holds the decks as read (--report json)")
        _say_spaced_paths(paths)
        options = CheckOptions(
            format_id=format_id, card_files=list(cards or []),
            formats_dirs=list(formats_dir or []), pool_file=pool,
            as_of=_parse_date(date), strict=strict, use_config=use_config,
            config_file=config_file, severities=selection(select or [], ignore or []),
            include_deck=include_deck, selected=selected(select or [], ignore or []),
            force_exclude=force_exclude, stdin=_standard_input(paths), roots=paths,
            excludes=exclude or [],
        )
        # many more workers than CPUs only pay more starts: --jobs 99999999 started a
        # process per chunk, 251 for 250 files, and a Ctrl-C among so many forks was lost
        workers = min(jobs, MOST_WORKERS_PER_CPU * _usable_cpus()) if jobs else _usable_cpus()
        code = run_check(paths, options, ReportSettings(style, written, quiet, event, per_deck),
                         workers)
        return 0 if exit_zero and code == 1 else code

    raise typer.Exit(_guard(build))


#: ``--cards`` of the commands beside ``check`` that read card files.
ExtraCardFiles = Annotated[list[Path] | None, typer.Option(
    "--cards", metavar="FILE", parser=given_path, help="Extra card file. Repeatable.")]
ISOLATED_HELP = "Ignore every .cardtools.yaml project config (and its formats_dir)."
CONFIG_HELP = ("Read formats_dir from this project config, instead of the .cardtools.yaml "
               "found upward from the working folder.")


@formats_app.callback()
def formats_list(
    ctx: typer.Context,
    game: Annotated[str | None, typer.Option("--game", "-g", metavar="GAME",
                                             autocompletion=complete_game,
                                             help="Only this game.")] = None,
    formats_dir: ExtraFormatsDirs = None,
    isolated: Annotated[bool, typer.Option("--isolated", help=ISOLATED_HELP)] = False,
    config: Annotated[Path | None, typer.Option("--config", metavar="FILE", parser=given_path,
                                                help=CONFIG_HELP)] = None,
) -> None:
    """List the formats and variants: id, name and key numbers."""
    if ctx.invoked_subcommand is not None:
        ctx.obj = (list(formats_dir or []), isolated, config)
        return
    from cardtools.listing import print_formats

    raise typer.Exit(_guard(lambda: print_formats(
        _formats_folders(list(formats_dir or []), isolated, config), game)))


@formats_app.command("show", **command(
    short_help="Show a format's resolved definition and its sources."))
def formats_show(
    ctx: typer.Context,
    format_id: Annotated[str, typer.Argument(metavar="ID", autocompletion=complete_format,
                                             help="Format id, e.g. mtg/modern "
                                             "or magetcg/ascension+heroic.")],
    date: Annotated[str | None, typer.Option(
        "--date", metavar="YYYY-MM-DD", help="Show the lists as of this day.")] = None,
    formats_dir: ExtraFormatsDirs = None,
    isolated: Annotated[bool, typer.Option("--isolated", help=ISOLATED_HELP)] = False,
    config: Annotated[Path | None, typer.Option("--config", metavar="FILE", parser=given_path,
                                                help=CONFIG_HELP)] = None,
) -> None:
    """Show a format's resolved definition, with its sources and list history."""
    from cardtools.listing import show_format

    outer_dirs, outer_isolated, outer_config = ctx.obj or ([], False, None)

    def run() -> int:
        folders = _formats_folders([*outer_dirs, *(formats_dir or [])],
                                   isolated or outer_isolated, config or outer_config)
        return show_format(folders, format_id, _parse_date(date))

    raise typer.Exit(_guard(run))


def _formats_folders(command_line: list[Path], isolated: bool,
                     config: Path | None) -> list[Path]:
    """The project config's formats folders, then the command line's (which win)."""
    from cardtools.config import project_formats_dirs

    _project_config(isolated, config)
    return [*project_formats_dirs(config, isolated), *command_line]


@formats_app.command("validate", **command())
def formats_validate(
    files: Annotated[list[Path], typer.Argument(
        metavar="FILE...", parser=given_path,
        help="Format definition files to lint, or folders of them (searched recursively "
        "for .yaml and .yml files).")],
) -> None:
    """Lint format definition files: report every problem of each file."""
    from cardtools.formatlint import validate_format_files

    raise typer.Exit(_guard(lambda: validate_format_files(files)))


@cards_app.command("search", **command())
def cards_search(
    text: Annotated[str, typer.Argument(metavar="TEXT",
                                        help="Part of a card name, in any language.")],
    game: Annotated[str | None, typer.Option(
        "--game", "-g", metavar="GAME", autocompletion=complete_game,
        help="Game id, e.g. mage-noir. Default: every game with bundled cards.")] = None,
    cards: ExtraCardFiles = None,
    limit: Annotated[int, typer.Option("--limit", "-n", metavar="N", parser=result_count,
                                       help="Most results shown (1 or more).")] = 20,
) -> None:
    """Search the card databases by name (fuzzy)."""
    from cardtools.listing import search_cards

    raise typer.Exit(_guard(lambda: search_cards(_game(game, cards), text, list(cards or []),
                                                 limit)))


@cards_app.command("show", **command())
def cards_show(
    name: Annotated[str, typer.Argument(metavar="NAME", help="A card name, in any language.")],
    game: Annotated[str | None, typer.Option(
        "--game", "-g", metavar="GAME", autocompletion=complete_game,
        help="Game id, e.g. mage-noir. Default: every game with bundled cards.")] = None,
    cards: ExtraCardFiles = None,
    as_json: Annotated[bool, typer.Option(
        "--json", help="Print the card's whole record as JSON, as the card data holds "
        "it.")] = False,
) -> None:
    """Show one card's facts."""
    from cardtools.listing import show_card

    raise typer.Exit(_guard(lambda: show_card(_game(game, cards), name, list(cards or []),
                                              as_json)))


@cards_app.command("import", **command())
def cards_import(
    kind: Annotated[str, typer.Argument(
        metavar="KIND",
        help="Importer: mage-noir-catalog, magi-nation-mnsearch, mtg-current or mtgjson.")],
    sources: Annotated[list[Path], typer.Argument(metavar="FILE...", parser=given_path,
                                                  help="Source data files.")],
    output: Annotated[Path, typer.Option("--output", "-o", metavar="FILE", parser=given_file,
                                         help="Card database to write (JSON).")],
) -> None:
    """Build a card database from a public data dump (facts only)."""
    from cardtools.importers import import_cards

    raise typer.Exit(_guard(lambda: import_cards(kind, sources, output)))


@cards_app.command("update", **command(
    short_help="Fetch, check and install current card data."))
def cards_update(
    game: Annotated[str | None, typer.Argument(
        metavar="[GAME]", help="Game to update: mtg. Optional with --list.",
        show_default=False)] = None,
    source: Annotated[str | None, typer.Option(
        "--from", metavar="URL_OR_FOLDER", parser=given_text,
        help="A mirror (http or https URL of the folder holding the files) or a folder of "
        "files already downloaded (a path or a file: URL). Default: "
        "https://mtgjson.com/api/v5/.")] = None,
    list_only: Annotated[bool, typer.Option(
        "--list", help="Show the installed card data and its dates; fetch nothing.")] = False,
    force: Annotated[bool, typer.Option(
        "--force", help="Install data the update refuses: far fewer cards than the "
        "bundled data, dated later than today or earlier than the installed copy, cards "
        "no format's lists give a status, new cards left out of a format their sets are "
        "in.")] = False,
    remove: Annotated[bool, typer.Option(
        "--remove", help="Remove the updated copy: checks use the bundled data again.")
    ] = False,
) -> None:
    """Fetch current card data, check its checksums and install it for checks to use."""
    from cardtools.update import remove_installed, show_installed, update_cards

    def run() -> int:
        if list_only:
            if remove or source is not None or force:
                raise UsageError("--list changes nothing: it takes no --from, --force or "
                                 "--remove")
            return show_installed(_game(game, None, "GAME"))
        if game is None:
            raise UsageError("name the game to update (cardtools cards update mtg), "
                             "or use --list")
        if remove:
            if source is not None or force:
                raise UsageError("--remove takes no --from or --force")
            return remove_installed(game)
        return update_cards(game, source, force=force)

    raise typer.Exit(_guard(run))


@cards_app.command("installed", **command(
    short_help="Show the installed and the bundled card data."))
def cards_installed(
    game: Annotated[str | None, typer.Argument(metavar="[GAME]", autocompletion=complete_game,
                                               help="Only this game.",
                                               show_default=False)] = None,
) -> None:
    """Show the card data installed by 'cards update' and the bundled data, with dates."""
    from cardtools.update import show_installed

    raise typer.Exit(_guard(lambda: show_installed(_game(game, None, "GAME"))))


@app.command("diff", **command(short_help="Show what changed between two decklists."))
def diff_command(
    registered: Annotated[str, typer.Argument(metavar="REGISTERED",
                                              help="The decklist registered (- for "
                                              "standard input).")],
    played: Annotated[str, typer.Argument(metavar="PLAYED", help="The decklist played (or "
                                          "found at the table; - for standard input).")],
    game: Annotated[str | None, typer.Option(
        "--game", "-g", metavar="GAME", autocompletion=complete_game,
        help="Read both lists' names as this game's cards, whatever their Format: or "
        "Game: lines say.")] = None,
    format_id: Annotated[str | None, typer.Option(
        "--format", "-f", metavar="ID", parser=given_text, autocompletion=complete_format,
        help="Read both lists by this format (its zones), whatever they say.")] = None,
    cards: ExtraCardFiles = None,
    isolated: NoProjectConfig = False,
    config: OneProjectConfig = None,
) -> None:
    """Show what changed between two decklists, zone by zone (exit 0 same, 1 different,
    2 a list could not be read)."""
    from cardtools.checker import Checker, CheckOptions
    from cardtools.diffing import run_diff

    def run() -> int:
        if registered == played == "-":  # standard input holds one list, not two
            raise UsageError("diff compares two decklists, and standard input (-) holds "
                             "one: give one of them as a file (cardtools diff - PLAYED)")
        use_config, config_file = _project_config(isolated, config)
        checker = Checker(CheckOptions(card_files=list(cards or []),
                                       stdin=_standard_input([registered, played]),
                                       roots=[registered, played], use_config=use_config,
                                       config_file=config_file))
        return run_diff(checker, registered, played, _game(game, cards), typer.echo,
                        lambda text: typer.echo(text, err=True), format_id)

    raise typer.Exit(_guard(run))


@app.command("legality", **command(
    short_help="Show the formats each deck is legal in, or why not."))
def legality_command(
    files: Annotated[list[str], typer.Argument(help="Decklist files, or - for standard input.",
                                               metavar="FILE...")],
    game: Annotated[str | None, typer.Option(
        "--game", "-g", metavar="GAME", autocompletion=complete_game,
        help="The decks' game, when no Format: or Game: line says it.")] = None,
    cards: ExtraCardFiles = None,
    formats_dir: ExtraFormatsDirs = None,
    date: Annotated[str | None, typer.Option(
        "--date", metavar="YYYY-MM-DD", help="Judge as of this day. Default: today.")] = None,
    isolated: NoProjectConfig = False,
    config: OneProjectConfig = None,
    report: Annotated[str | None, typer.Option(
        "--report", "-r", metavar="STYLE",
        help="rich (a table; default on a terminal), text (plain lines; default when "
        "piped) or json.")] = None,
) -> None:
    """Show in which formats of its game each deck is legal, or the first reason not
    (exit 0 every deck legal in a format, 1 a deck legal in none, 2 a deck could not be
    read)."""
    from cardtools.checker import CheckOptions
    from cardtools.legality import legality_style, run_legality

    def run() -> int:
        style = legality_style(report, sys.stdout.isatty())
        use_config, config_file = _project_config(isolated, config)
        options = CheckOptions(card_files=list(cards or []),
                               formats_dirs=list(formats_dir or []), as_of=_parse_date(date),
                               stdin=_standard_input(files), roots=files,
                               use_config=use_config, config_file=config_file)
        return run_legality(options, files, _game(game, cards), typer.echo,
                            lambda text: typer.echo(text, err=True), style)

    raise typer.Exit(_guard(run))


READ_DIALECTS = ("cardtools", "arena", "mtgo", "moxfield", "forge", "json")
#: Other names of the dialects, for ``--to``'s "did you mean" (``mtga`` was offered as
#: ``mtgo``, Magic Online, when it is Arena).
READ_ALIASES: dict[str, str] = {"mtga": "arena", "magic arena": "arena",
                                "magic online": "mtgo", "dck": "forge"}


@app.command("read", **command(short_help="Write a decklist in another tool's form."))
def read_command(
    path: Annotated[str, typer.Argument(help="A decklist file, or - for standard input.",
                                        show_default=False, metavar="FILE")],
    to: Annotated[str, typer.Option(
        "--to", "-t", metavar="DIALECT",
        help="Write the deck as: " + ", ".join(READ_DIALECTS) + ".")] = "cardtools",
    game: Annotated[str | None, typer.Option(
        "--game", "-g", metavar="GAME", autocompletion=complete_game,
        help="The game whose cards the names are read as "
        "(default: the deck's format or game, else mtg).")] = None,
    format_id: Annotated[str | None, typer.Option(
        "--format", "-f", metavar="ID", parser=given_text, autocompletion=complete_format,
        help="A format id, for its game.")] = None,
    cards: Annotated[list[Path] | None, typer.Option(
        "--cards", metavar="FILE", parser=given_path,
        help="Extra card database (.csv, .yaml, .json), as for check. Repeatable.")] = None,
) -> None:
    """Read a decklist in any form cardtools reads and write it in another tool's form;
    what the reader guessed goes to standard error. Exit 0 written, 1 written with
    names that are no card (written as they were), 2 not written (a file of no card:
    nothing to write)."""

    def run() -> int:
        from cardtools.asread import read_and_write
        from cardtools.nearmiss import did_you_mean, spelt_as

        dialect = spelt_as(to, READ_DIALECTS)
        if dialect is None:
            close = did_you_mean(to, READ_DIALECTS, aliases=READ_ALIASES)
            raise UsageError(f"--to: unknown dialect {to!r}; {close + ' ' if close else ''}"
                             "choose from " + ", ".join(READ_DIALECTS))
        from cardtools.display import visible

        written = read_and_write(path, dialect, _game(game, cards), format_id,
                                 list(cards or []))
        for note in written.notes:
            say(visible(note))
        sys.stdout.write(written.text)
        if written.empty:
            return 2
        return 1 if written.unresolved or written.unread else 0

    raise typer.Exit(_guard(run))


@app.command("rules", **command(short_help="List the rules, or document one.", epilog=epilog(
    "cardtools rules", "cardtools rules copy-limit", "cardtools rules CT601",
    "cardtools rules --report json")))
def rules_command(
    name: Annotated[str | None, typer.Argument(
        metavar="[RULE]", autocompletion=complete_rules,
        help="A rule id or code: print its documentation and examples. A code prefix "
        "(CT3): list its rules.",
        show_default=False)] = None,
    report: Annotated[str, typer.Option(
        "--report", "-r", metavar="STYLE", help="text or json.")] = "text",
) -> None:
    """List the rules (id, code, default severity, meaning), or document one."""
    from cardtools.listing import print_rules

    raise typer.Exit(_guard(lambda: print_rules(name, report)))


def _guard(action: Callable[[], int]) -> int:
    """Run ``action``; the outer error layer: a ``CardtoolsError`` (a problem of the
    user's files or options), memory running out or any other exception becomes one
    clear message on standard error and exit code 2 (130 for an interrupt); a standard
    output whose reader has gone is left to ``OuterGroup``, which tells it alike for
    every command. The cycle collector, paused for start-up (``cardtools.launch``),
    runs again from here, over the objects made from here on: start-up's are frozen
    (``gc.freeze``), else its first pass would walk every one of them."""
    gc.freeze()
    gc.enable()
    try:
        code = action()
    except BrokenPipeError:
        raise  # the outer layer (OuterGroup) tells it, for every command alike
    except CardtoolsError as exc:
        for line in str(exc).split("\n"):  # a config with several problems: one a line
            say(f"cardtools: error: {line}")
        return 2
    except KeyboardInterrupt:
        say("cardtools: interrupted")
        return 130
    except (MemoryError, SystemError) as exc:
        if not ran_out_of_memory(exc):
            return _internal_error(exc)
        say(f"cardtools: error: {OUT_OF_MEMORY}")
        return 2
    except RecursionError:
        say("cardtools: error: input nested too deeply to be read")
        return 2
    except OSError as exc:
        if not _stdout_unwritable():
            return _internal_error(exc)
        from cardtools.fileio import drop_stdout

        drop_stdout()
        say(f"cardtools: error: cannot write to standard output: {exc.strerror or exc}")
        return 2
    except Exception as exc:  # the last line of defence: never a traceback
        return _internal_error(exc)
    return code


def _internal_error(exc: BaseException) -> int:
    """Say a bug (``cardtools: internal error: ...``); exit code 2."""
    say(f"cardtools: internal error: {type(exc).__name__}: {exc} (please report this "
        "with the command and files that caused it)")
    return 2


def _stdout_unwritable() -> bool:
    """Whether standard output cannot be written (closed, ``>&-``; a full device,
    ``>/dev/full``): the text it still holds cannot be flushed, or its file refuses even
    an empty write (a failed write leaves nothing buffered to flush: a full device's
    first long output failed so and was called a bug). An ``OSError`` of a command is
    then the output's, not a bug. Never raises."""
    if isinstance(sys.stdout, _ClosedOutput):
        return True
    try:
        sys.stdout.flush()
        descriptor = sys.stdout.fileno()
    except io.UnsupportedOperation:
        return False  # no file of its own (a test's capture): nothing more to try
    except (OSError, ValueError):
        return True
    try:
        os.write(descriptor, b"")
    except OSError:
        return True
    return False


#: The most worker processes ``--jobs`` starts for each usable CPU.
MOST_WORKERS_PER_CPU = 4


def _usable_cpus() -> int:
    """The CPUs this process may run on (``taskset`` and containers may allow fewer than
    the machine has)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def _game(text: str | None, card_files: list[Path] | None, given_as: str = "--game"
          ) -> str | None:
    """The game ``--game`` (or the argument ``given_as``) names (``cardfiles.game_given``:
    an id or a game's name)."""
    from cardtools.cardfiles import game_given

    return game_given(text, card_files or (), given_as)


def _say_spaced_paths(paths: list[str]) -> None:
    """Say each run of paths that name no file but do together with spaces between them
    (``mon deck.txt`` written without quotes: ``mon`` and ``deck.txt``): the shell parted
    one path at its spaces, and each part is a ``file-error`` of its own."""
    from cardtools.paths import printable
    from cardtools.walking import spaced_paths

    for parts, whole in spaced_paths(paths):
        named = " and ".join(f"'{printable(part)}'" for part in parts)
        say(f"cardtools: note: {named} name no file, but '{printable(whole)}' does: put a "
            "path that has spaces in quotes")


def _standard_input(paths: list[str]) -> "bytes | Finding | None":
    """Standard input, read once when a path is ``-``, to pass down to every reading of
    it (``None``: no path is ``-``); a ``-`` named again is said."""
    from cardtools.inputs import read_stdin
    from cardtools.paths import STDIN

    named = paths.count(STDIN)
    if named > 1:
        say(f"cardtools: note: standard input (-) is named {named} times: it is read once, "
            "and each - is that list")
    return read_stdin() if named else None


def _parse_date(text: str | None) -> dt.date:
    """The day ``--date`` names (today when not given). Raises ``UsageError`` for text
    not of the form YYYY-MM-DD, or a day the calendar has not (2026-02-30)."""
    if text is None:
        return dt.date.today()
    if re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text) is None:  # ASCII digits only
        raise UsageError(f"--date must be a day as YYYY-MM-DD, not {text!r}")
    try:
        return dt.date.fromisoformat(text)
    except ValueError as exc:
        raise UsageError(f"--date {text}: no such day ({exc})") from None


#: The report file names that are standard output (``--report-file``).
_STANDARD_OUTPUT = frozenset({"-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"})


def _refuse_report_style_as_format(format_id: str | None) -> None:
    """``--format json`` (a linter's habit) names a report style, not a game format."""
    if format_id is not None and format_id.strip().lower() in REPORT_STYLES:
        style = format_id.strip().lower()
        raise UsageError(f"--format takes a game format id (mtg/modern, "
                         f"mage-noir/tournament); for {with_article(style)} report use "
                         f"--report {style}")


#: The report style a ``--report-file`` name's suffix gives when ``--report`` is not
#: given (as ruff and eslint pick no style by suffix, but write what was asked: a
#: ``report.html`` holding the text report opened as one unreadable paragraph).
STYLE_OF_SUFFIX: dict[str, str] = {".html": "html", ".htm": "html", ".json": "json",
                                   ".sarif": "sarif", ".xml": "junit", ".csv": "csv",
                                   ".txt": "text"}
#: Other names of report styles a user may write for ``--report``, for its "did you mean":
#: a report file's suffix (``xml``: ``-o x.xml`` is JUnit), and the names other tools
#: give the same report (GitLab's Code Quality report is Code Climate's).
REPORT_ALIASES: dict[str, str] = {
    **{suffix.lstrip("."): style for suffix, style in STYLE_OF_SUFFIX.items()},
    "xunit": "junit", "plain": "text", "codeclimate": "gitlab", "codequality": "gitlab",
    "terminal": "rich", "excel": "csv", "spreadsheet": "csv"}


def _report_style(name: str | None, to_file: bool = False,
                  file: Path | None = None) -> str:
    """The ``--report`` style ``name``, else the style of the report ``file``'s suffix
    (``STYLE_OF_SUFFIX``: ``out/x.html`` is an html report, whatever case; a
    ``.sarif.json`` is SARIF), else the default: ``github`` under GitHub Actions,
    ``rich`` for a terminal, ``text`` for a pipe or a report file (a file is no
    terminal: its bytes do not hang on whether standard output is one). Raises
    ``UsageError`` for a name that is no style."""
    if name is None and file is not None:
        suffixes = [suffix.lower() for suffix in file.suffixes[-2:]]
        by_suffix = "sarif" if suffixes[-2:] == [".sarif", ".json"] else STYLE_OF_SUFFIX.get(
            file.suffix.lower())
        if by_suffix is not None:
            return by_suffix
    if name is None:
        if os.environ.get("GITHUB_ACTIONS") == "true":
            return "github"
        return "rich" if sys.stdout.isatty() and not to_file else "text"
    from cardtools.nearmiss import did_you_mean, spelt_as

    style = spelt_as(name, REPORT_STYLES)
    if style is None:
        close = did_you_mean(name, REPORT_STYLES, aliases=REPORT_ALIASES)
        raise UsageError(f"--report must be one of {', '.join(REPORT_STYLES)}, not {name!r}"
                         + (f" ({close})" if close else ""))
    return style


class _ClosedOutput(io.TextIOBase):
    """Standing in for a standard output the process was started without (``>&-``):
    writing to it raises ``OSError`` (EBADF), so a report meant for it is a clear error
    while a ``--report-file`` run works."""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "it is closed")

    def isatty(self) -> bool:
        return False


def main() -> None:
    """Console entry point."""
    if sys.stdout is None:
        sys.stdout = _ClosedOutput()
    sys.argv[1:] = hook_arguments(sys.argv[1:])
    try:
        _command_line(sys.argv[1:2])(prog_name="cardtools")
    finally:
        # the process ends here: at shutdown the collector would walk every object left
        # (card databases, results) several times, a tenth of a second after a batch
        gc.freeze()


#: The option after which a check's arguments are a pre-commit hook's: ``hook_arguments``.
PRE_COMMIT = "--pre-commit"


def hook_arguments(arguments: list[str]) -> list[str]:
    """The command's ``arguments`` with those after ``--pre-commit`` (before any ``--``)
    that name an existing file or link moved after a ``--`` at the end: pre-commit runs
    the hook's ``entry``, its ``args:`` and then the staged files, so an option of
    ``args:`` (``--strict``) is an option, and a staged file named like one
    (``--exit-zero``) a file, never an option; other arguments as given. Pure but for
    looking the paths up; raises nothing."""
    if arguments[:1] != ["check"] or PRE_COMMIT not in arguments:
        return arguments
    start = arguments.index(PRE_COMMIT) + 1
    if "--" in arguments[:start]:
        return arguments
    head, rest = arguments[:start], arguments[start:]
    end = rest.index("--") if "--" in rest else len(rest)
    files = [arg for arg in rest[:end] if arg.startswith("-") and os.path.lexists(arg)]
    options = [arg for arg in rest[:end] if arg not in files]
    return [*head, *options, "--", *files, *rest[end + 1:]]


def _command_line(first: list[str]) -> typer.Typer:
    """The command line to run, given the first argument (``[]`` for none): Typer makes
    a Click command of every command's signature before it reads the arguments (a
    twentieth of a one-deck check), so a run whose first argument names a command
    (``cardtools check deck.txt``) gets a copy of ``app`` holding that command alone,
    which reads the rest alike; any other run (``--help``, ``--version``, a group such as
    ``formats``, a mistyped name, shell completion) gets ``app`` whole."""
    chosen = [info for info in app.registered_commands if info.callback is not None and (
        info.name or info.callback.__name__.lower().replace("_", "-")) in first]
    if not chosen or "_CARDTOOLS_COMPLETE" in os.environ:
        return app
    alone = copy.copy(app)
    alone.registered_commands, alone.registered_groups = chosen, []
    return alone
