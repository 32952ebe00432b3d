"""A command imports only what it uses: a one-deck check pays for no importer, updater,
other reporter or network, XML, CSV or database module, and ``--version`` for no
checker. Each command runs in a fresh interpreter, through the console entry point,
which then lists the modules it holds."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAGE_NOIR_DECK = ROOT / "tests" / "fixtures" / "decks" / "mage-noir-40.txt"

#: Run the command line as the ``cardtools`` script does, then write the names of the
#: modules imported, one a line, to the file named by the first argument.
RUN_AND_LIST = """\
import sys
listing, sys.argv = sys.argv[1], ["cardtools", *sys.argv[2:]]
from cardtools.launch import main
try:
    main()
except SystemExit as exit:
    code = exit.code
else:
    code = 0
names = sorted(sys.modules)
with open(listing, "w", encoding="utf-8") as out:
    out.write("\\n".join(names))
sys.exit(code)
"""

#: Modules no one-deck check with the text report uses: other commands' (importing card
#: data, updating it, listing, diffing, reading other dialects), other reporters, the
#: worker pool, the standard library's network, XML, CSV, archive and database
#: modules, dataclasses (whose generated methods are compiled at every start), and PyYAML
#: (the bundled formats are read from their compiled JSON copy).
NOT_FOR_A_CHECK = (
    "cardtools.update", "cardtools.importers", "cardtools.listing", "cardtools.diffing",
    "cardtools.legality", "cardtools.asread", "cardtools.workers",
    "cardtools.decklist.structured", "cardtools.decklist.mtgo_dek",
    "cardtools.decklist.cockatrice", "cardtools.decklist.octgn",
    "cardtools.decklist.safexml", "cardtools.decklist.mtgjson_deck",
    "cardtools.decklist.moxfield_json", "cardtools.decklist.jsontext",
    "cardtools.reporters.json_report", "cardtools.reporters.rich_report",
    "cardtools.reporters.github", "cardtools.reporters.gitlab", "cardtools.reporters.junit",
    "cardtools.reporters.sarif", "cardtools.reporters.html_report",
    "cardtools.reporters.csv_report", "cardtools.reporters.sheet",
    "cardtools.deckshape", "cardtools.reporters.listing",
    "rich", "jsonschema", "http", "urllib.request", "urllib.error", "socket", "ssl", "xml",
    "csv", "sqlite3", "tempfile", "zipfile", "gzip", "tarfile", "email", "yaml",
    "concurrent.futures", "multiprocessing", "importlib.resources", "dataclasses",
)


def imported_by(tmp_path: Path, *args: str) -> tuple[int, str, set[str]]:
    """Run ``cardtools ARGS`` in a fresh interpreter (working folder ``tmp_path``, output
    piped): the exit code, standard output and the names of the modules imported."""
    listing = tmp_path / "modules.txt"
    run = subprocess.run([sys.executable, "-c", RUN_AND_LIST, str(listing), *args],
                         capture_output=True, text=True, timeout=120, cwd=tmp_path)
    return run.returncode, run.stdout, set(listing.read_text("utf-8").split("\n"))


def unused(modules: set[str], families: tuple[str, ...]) -> list[str]:
    """The modules among ``modules`` that are, or are inside, one of ``families``."""
    return sorted(name for name in modules
                  if any(name == family or name.startswith(family + ".")
                         for family in families))


@pytest.mark.parametrize("deck_text, extra", [
    (None, ("--format", "mage-noir/tournament")),
    ("Format: mtg/modern\nDeck\n4 Lightning Bolt\n56 Mountain\n", ()),
])
def test_a_one_deck_check_imports_only_what_it_uses(
        tmp_path: Path, deck_text: str | None, extra: tuple[str, ...]) -> None:
    deck = MAGE_NOIR_DECK
    if deck_text is not None:
        deck = tmp_path / "deck.txt"
        deck.write_text(deck_text, "utf-8")
    code, out, modules = imported_by(tmp_path, "check", str(deck), *extra)
    assert code == 0
    assert out.splitlines()[-1].startswith("1 file: 1 legal, 0 illegal, 0 not judged ")
    assert {"cardtools.checker", "cardtools.reporters.text"} <= modules
    assert unused(modules, NOT_FOR_A_CHECK) == []


def test_version_imports_no_checker_and_no_card_model(tmp_path: Path) -> None:
    code, out, modules = imported_by(tmp_path, "--version")
    assert (code, out) == (0, "cardtools 0.1.0\n")
    assert unused(modules, ("cardtools.checker", "cardtools.model", "cardtools.rules",
                            "cardtools.formatspec", *NOT_FOR_A_CHECK)) == []


#: Run the command line as the ``cardtools`` script does, then print, one a line, each
#: lazy pattern (``module:name``) of the standard input's list that was compiled, after
#: ``compiled:``.
RUN_AND_LIST_COMPILED = """\
import importlib, sys
sys.argv = ["cardtools", *sys.argv[1:]]
from cardtools.launch import main
try:
    main()
except SystemExit:
    pass
from cardtools.patterns import compiled_yet
for name in sys.stdin.read().split():
    module, _, attribute = name.partition(":")
    if compiled_yet(getattr(importlib.import_module(module), attribute)):
        print("compiled:" + name)
"""

#: Patterns only unusual input needs (a web address given for a deck, a misspelt game or
#: format, an XML file's encoding, finish words, text of other directions) and the zone
#: header's, which the commonest headers (``Deck (44)``, ``Sideboard``) do without.
NOT_COMPILED_FOR_A_CHECK = (
    "cardtools.paths:_WEB_ADDRESS", "cardtools.decklist.text:_ZONE_HEADER",
    "cardtools.decklist.text:BIDI_CONTROL", "cardtools.decklist.text:_RTL_MARK",
    "cardtools.decklist.decoding:_DECLARED_ENCODING", "cardtools.decklist.markers:_FINISH_WORDS",
    "cardtools.decklist.markers:_MARKED_PARTS", "cardtools.gamedata:_GAME_WORD_GAPS",
    "cardtools.nearmiss:_GAPS", "cardtools.formatspec.loader:_PLAIN_ID",
    "cardtools.formatspec.loader:_ALL_GAPS", "cardtools.formatspec.loader:_BRACKETED_LAST",
    "cardtools.clihelp:_NO_SUCH_COMMAND")


@pytest.mark.parametrize("game", ["mage-noir", "mtg"])
def test_an_example_deck_s_check_imports_and_compiles_only_what_it_uses(
        tmp_path: Path, game: str) -> None:
    """The bundled example decks (what ``bench_one.py`` times) are checked without the
    format linter, which only a user's format file needs, and without compiling the
    patterns only unusual input needs."""
    deck = str(ROOT / "cards" / game / "examples" / "legal.txt")
    code, out, modules = imported_by(tmp_path, "check", deck)
    assert code == 0
    assert out.splitlines()[-1].startswith("1 file: 1 legal, 0 illegal, 0 not judged ")
    assert unused(modules, ("cardtools.formatlint", "cardtools.checker")) == [
        "cardtools.checker"]
    run = subprocess.run([sys.executable, "-c", RUN_AND_LIST_COMPILED, "check", deck],
                         input=" ".join(NOT_COMPILED_FOR_A_CHECK), capture_output=True,
                         text=True, timeout=120, cwd=tmp_path, check=True)
    assert [line for line in run.stdout.splitlines() if line.startswith("compiled:")] == []
