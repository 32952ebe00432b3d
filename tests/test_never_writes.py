"""cardtools never writes what the user wrote, and writes ``--report-file`` atomically
(DESIGN 7, issue 7).

After any run, in every report style, every input (decklists in each encoding and
dialect, card files, format files, the project config) is byte-identical with the same
modification time, and no file appeared beside them; the entries that are not regular
files (links in and out of the checked folder, a named pipe, a device node when the tests
run as root) keep their kind and their target. The report file is written through
a temporary file and a rename: when the rename (or anything before it) fails, the old
report is untouched, no temporary file is left, and the run exits 2 with a clear error.
"""

from __future__ import annotations

import codecs
import contextlib
import json
import os
import re
import stat
from pathlib import Path

import pytest

from cardtools import fileio, resources
from cardtools.cli import REPORT_STYLES
from cardtools.datadir import user_data_dir
from cardtools.errors import CardtoolsError
from cardtools.resources import cards_dir, formats_dir, package_dir
from tests.conftest import invoke

ROOT = Path(__file__).resolve().parent.parent

LEGAL_40 = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_bytes()
MAGE_NOIR = "mage-noir/tournament"
#: A line of an earlier cardtools report (a text one), and that whole report: a report file
#: may replace it.
OLD_FINDING = "decks/legal.txt:3: warning [rarity] a card of no known rarity\n"
OLD_REPORT = OLD_FINDING + "1 file: 1 legal, 0 illegal, 0 not judged\n"

#: The user's files: decklists of every dialect and encoding, a card file, a format file
#: and a project config.
USER_FILES: dict[str, bytes] = {
    "decks/legal.txt": LEGAL_40,
    "decks/illegal.txt": LEGAL_40 + b"5 Fire Ball\n1 Crimson Ritual\n",
    "decks/crlf-bom.txt": codecs.BOM_UTF8 + LEGAL_40.replace(b"\n", b"\r\n"),
    "decks/utf16.txt": LEGAL_40.decode().encode("utf-16"),
    "decks/cp1252.txt": LEGAL_40 + "1 Armure d'\u00e9corce\n".encode("cp1252"),
    "decks/binary.txt": bytes(range(256)),
    "decks/deck.yaml": b"deck:\n  Fire Ball: 4\n  Seed: 40\nside: {Rock: 2}\n",
    "decks/deck.json": b'{"deck": [{"name": "Tornado", "count": 44}]}',
    "decks/broken.json": b'{"deck": [',
    "decks/mtgo.dek": (b'<?xml version="1.0"?><Deck><Cards Quantity="4" Sideboard="false" '
                       b'Name="Fire Ball"/></Deck>'),
    "decks/sub/nested.txt": LEGAL_40,
    "cards.csv": b"name,type\nHomemade Card,Spell\n",
    "fmts/mage-noir/house.yaml": b"name: House rules\nextends: tournament\n",
    ".cardtools.yaml": b"format: mage-noir/tournament\ncards: cards.csv\n",
}


#: Entries that are not regular files, beside the user's files: links (to a deck, out of
#: the checked folder, to nothing, to a folder) and a named pipe. A device node is added
#: where the tests may make one (as root).
USER_LINKS: dict[str, str] = {
    "decks/link.txt": "legal.txt",
    "decks/outside.txt": "../cards.csv",
    "decks/dangling.txt": "missing.txt",
    "decks/formats-link": "../fmts",
}
USER_PIPE = "io/pipe"
USER_DEVICE = "io/null"

Entry = tuple[str, object, int, int]


def snapshot(root: Path) -> dict[str, Entry]:
    """Every entry below ``root`` (links not followed, ``.git`` left out): its kind, what
    it holds (a regular file's bytes, a link's target, a device's numbers), modification
    time (ns) and mode. A regular file replacing a link, a pipe or a device, a link
    pointed elsewhere, or a changed byte all show."""
    found: dict[str, Entry] = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != ".git"]
        for name in [*dirs, *files]:
            path = Path(folder, name)
            info = path.lstat()
            mode = info.st_mode
            if stat.S_ISLNK(mode):
                entry: Entry = ("symlink", os.readlink(path), info.st_mtime_ns, mode)
            elif stat.S_ISREG(mode):
                entry = ("file", path.read_bytes(), info.st_mtime_ns, mode)
            elif stat.S_ISFIFO(mode):
                entry = ("fifo", None, info.st_mtime_ns, mode)
            elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
                entry = ("device", info.st_rdev, info.st_mtime_ns, mode)
            elif stat.S_ISDIR(mode):
                continue  # a folder: its entries are listed
            else:
                entry = ("other", None, info.st_mtime_ns, mode)
            found[path.relative_to(root).as_posix()] = entry
    return found


@pytest.fixture
def user_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".git").mkdir()
    for relative, data in USER_FILES.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        os.utime(path, ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))
    for relative, target in USER_LINKS.items():
        (tmp_path / relative).symlink_to(target)
    (tmp_path / "io").mkdir()
    os.mkfifo(tmp_path / USER_PIPE)
    if os.geteuid() == 0:  # the node of /dev/null, made beside the files
        with contextlib.suppress(OSError):
            os.mknod(tmp_path / USER_DEVICE, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    monkeypatch.chdir(tmp_path)
    return tmp_path



@pytest.mark.parametrize("to_file", [False, True], ids=["stdout", "report-file"])
@pytest.mark.parametrize("style", REPORT_STYLES)
def test_inputs_are_never_written(user_files: Path, style: str, to_file: bool) -> None:
    before = snapshot(user_files)
    args = ["check", "decks", "--report", style, "--cards", "cards.csv", "--formats-dir",
            "fmts"]
    if to_file:
        args += ["--report-file", f"out/report.{style}"]
    result = invoke(*args)
    assert result.exit_code == 2, result.output  # binary.txt and broken.json: not judged
    after = snapshot(user_files)
    if to_file:
        report = after.pop(f"out/report.{style}")
        assert report[0] == "file" and report[1], "the report was written"
    assert after == before


@pytest.mark.parametrize("style", REPORT_STYLES)
def test_the_report_file_holds_what_stdout_shows(user_files: Path, style: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # the html page and the sheets are stamped with the time to the second: pinned, so
    # that two runs a second apart give the same bytes
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    shown = invoke("check", "decks/legal.txt", "decks/illegal.txt", "--report", style)
    invoke("check", "decks/legal.txt", "decks/illegal.txt", "--report", style,
           "--report-file", "report.out")
    untimed = re.compile(r' time="[0-9.]+"')  # JUnit's measured durations
    assert untimed.sub("", Path("report.out").read_text("utf-8")) == untimed.sub(
        "", shown.stdout)


@pytest.mark.parametrize("option", ["--report-file", "-o"])
def test_a_report_file_named_dash_is_standard_output(user_files: Path, option: str) -> None:
    """``-o -`` writes the report to standard output, as ``-`` for a decklist reads
    standard input: it wrote a file named ``-`` beside the decks."""
    shown = invoke("check", "decks/legal.txt", "decks/illegal.txt", "--report", "json")
    dashed = invoke("check", "decks/legal.txt", "decks/illegal.txt", "--report", "json",
                    option, "-")
    assert (dashed.exit_code, dashed.stdout) == (shown.exit_code, shown.stdout)
    assert shown.exit_code == 1 and '"illegal": 1' in shown.stdout
    assert not Path("-").exists()


@pytest.mark.parametrize("failing", ["replace", "chmod", "fdopen"])
def test_a_failed_report_write_leaves_the_old_report(user_files: Path, failing: str,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure at any step of the atomic write: the old report stays, whole; no
    temporary file is left; exit 2 with the report file named."""
    target = user_files / "out" / "report.json"
    target.parent.mkdir()
    target.write_text(OLD_REPORT, "utf-8")

    def fail(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(fileio.os, failing, fail)
    result = invoke("check", "decks/legal.txt", "--report", "json", "--report-file",
                    str(target))
    assert result.exit_code == 2
    assert result.stderr.startswith("cardtools: error: ") and "report.json" in result.stderr
    assert "No space left on device" in result.stderr
    assert target.read_text("utf-8") == OLD_REPORT
    assert sorted(p.name for p in target.parent.iterdir()) == ["report.json"]


def test_the_report_file_replaces_the_old_one_whole(user_files: Path) -> None:
    target = user_files / "report.txt"
    target.write_text(OLD_FINDING * 1000 + OLD_REPORT, "utf-8")
    invoke("check", "decks/legal.txt", "--report", "text", "--report-file", str(target))
    assert OLD_FINDING not in target.read_text("utf-8")
    assert [p.name for p in user_files.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("where", ["under-a-file", "a-folder", "read-only-folder"])
def test_an_unwritable_report_file_is_a_clear_error(user_files: Path, where: str) -> None:
    if where == "under-a-file":
        target = "decks/legal.txt/report.json"
    elif where == "a-folder":
        target = "decks"
    else:
        if os.geteuid() == 0:
            pytest.skip("root writes into read-only folders")
        (user_files / "locked").mkdir(mode=0o555)
        target = "locked/report.json"
    before = snapshot(user_files)
    result = invoke("check", "decks/legal.txt", "--report", "json", "--report-file", target)
    assert result.exit_code == 2
    assert result.stderr.startswith("cardtools: error: "), result.stderr
    assert "cannot write" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert snapshot(user_files) == before


NAME_WITH_CONTROLS = "new\nline\x1b[31m\udce9"


@pytest.mark.parametrize(("target", "said"), [
    (f"decks/legal.txt/{NAME_WITH_CONTROLS}.json",
     "cardtools: error: decks/legal.txt/new\\nline\\x1b[31m\\xe9.json: cannot write: "
     "Not a directory"),
    (f"{NAME_WITH_CONTROLS}/",
     "cardtools: error: invalid value for '--report-file' / '-o': 'new\\nline\\x1b[31m"
     "\\xe9/' names a folder (it ends with a separator); give a file's name, as "
     "new\\nline\\x1b[31m\\xe9/report"),
    (f"{NAME_WITH_CONTROLS}.json",
     "cardtools: json report written to new\\nline\\x1b[31m\\xe9.json: 1 file: 1 legal "),
])
def test_a_report_file_named_with_control_characters_is_said_in_one_line(
        user_files: Path, target: str, said: str) -> None:
    """A report file's name holding a newline, an escape sequence or a byte that is not
    UTF-8 is shown escaped, as reports show paths, in the one line that says the report
    was written or could not be: the newline broke the error in two lines, the escape
    sequence reached the terminal, and the byte was shown as ``\\udce9``."""
    result = invoke("check", "decks/legal.txt", "--report", "json", "--report-file", target,
                    "--date", "2025-11-04")
    assert result.stderr.splitlines()[0].startswith(said), result.stderr
    assert "\x1b" not in result.stderr and "udce9" not in result.stderr
    assert result.exit_code == (0 if "written" in said else 2)


@pytest.mark.parametrize("target", ["decks/.cardtools.yaml", ".cardtools.yaml",
                                    "elsewhere/.CardTools.YAML", "-o.cardtools.yaml"])
@pytest.mark.parametrize("command", [["check", "decks", "--report", "json"],
                                     ["cards", "import", "mtgjson", "decks/legal.txt"]])
def test_a_file_written_is_never_named_as_a_project_config(
        user_files: Path, target: str, command: list[str]) -> None:
    """``--report-file decks/.cardtools.yaml`` was written, and the next run read the
    report as the folder's config (every deck not judged): a file named as a project
    config, anywhere and in any case, is refused before anything is read or written."""
    before = snapshot(user_files)
    given = [target] if target.startswith("-") else ["-o", target]
    result = invoke(*command, *given)
    name = target.removeprefix("-o")
    assert result.exit_code == 2
    assert result.stderr.splitlines()[0].endswith(
        f"'{name}' is named as a project config (.cardtools.yaml), which cardtools would "
        "read as one; refusing to write it: give another name"), result.stderr
    assert snapshot(user_files) == before


def test_the_report_file_is_never_one_of_the_decklists(user_files: Path) -> None:
    before = snapshot(user_files)
    result = invoke("check", "decks", "--report", "json", "--report-file", "decks/legal.txt")
    assert snapshot(user_files) == before
    assert result.exit_code == 2 and "legal.txt" in result.stderr


#: A report file named as a project config: refused by its name, before any reading.
CONFIG_NAMED = "named as a project config"


@pytest.mark.parametrize(("args", "target", "what"), [
    (("--cards", "cards.csv"), "cards.csv", "a card file of the run"),
    ((), "cards.csv", "a card file of a project config"),
    ((), ".cardtools.yaml", CONFIG_NAMED),
    (("--config", ".cardtools.yaml"), ".cardtools.yaml", CONFIG_NAMED),
    (("--formats-dir", "fmts"), "fmts/mage-noir/house.yaml",
     "a format file of a formats folder of the run"),
    (("--pool", "cards.csv"), "cards.csv", "the drafted pool of the run"),
    (("--pool", "fmts/mage-noir"), "fmts/mage-noir/house.yaml", "a file of the --pool folder"),
    # through a folder still to be made and back out of it: the system finds no file
    # there before the folder is made, so the input was overwritten unsaid
    ((), "decks/new/../legal.txt", "one of the decklists checked"),
    ((), "decks/new/deeper/../../legal.txt", "one of the decklists checked"),
    (("--cards", "cards.csv"), "decks/new/../../cards.csv", "a card file of the run"),
    ((), "new/../.cardtools.yaml", CONFIG_NAMED),
])
def test_the_report_file_is_never_another_input_of_the_run(
        user_files: Path, args: tuple[str, ...], target: str, what: str) -> None:
    """A report file that is a card file, the pool, a config or a format file the run
    reads is refused (exit 2) and the file stays as it was, as a decklist does; so is a
    path to one through a folder still to be made (``decks/new/../legal.txt``), and no
    folder is made."""
    before = snapshot(user_files)
    result = invoke("check", "decks/legal.txt", *args, "--report", "json",
                    "--report-file", target)
    assert result.exit_code == 2
    assert result.stderr == (
        f"cardtools: error: {target}: the report file is {what}; refusing to overwrite it\n"
        if what != CONFIG_NAMED else
        f"cardtools: error: invalid value for '--report-file' / '-o': '{target}' is named as "
        "a project config (.cardtools.yaml), which cardtools would read as one; refusing to "
        "write it: give another name\ntry 'cardtools check --help'\n")
    assert snapshot(user_files) == before
    assert not (user_files / "decks" / "new").exists()
    assert not (user_files / "new").exists()


#: How a refusal names the installed package's own folder.
OWN_CODE = "the tool's own code and data, which every run reads"


@pytest.mark.parametrize(("where", "relative", "what"), [
    ("formats", "mtg/modern.yaml", "the bundled formats"),
    ("formats", "compiled.json", "the bundled formats"),
    ("formats", "game.yaml", "the bundled formats"),
    ("formats", "mtg/new.yaml", "the bundled formats"),
    ("cards", "mtg/sets.json", "the bundled card data"),
    ("cards", "mtg/new/../cards.json", "the bundled card data"),
    ("data", "mtg/cards.json", "the updated card data"),
    ("package", "schemas/config.schema.json", OWN_CODE),
    ("package", "wording.py", OWN_CODE),
    ("package", "new.txt", OWN_CODE),
    ("package", "reporters/new/../report.json", OWN_CODE),
])
def test_the_report_file_is_never_the_tools_own_data(
        user_files: Path, where: str, relative: str, what: str) -> None:
    """``-o <install>/formats/mtg/modern.yaml`` (or ``cards/mtg/sets.json``,
    ``formats/compiled.json``, ``cardtools/schemas/config.schema.json``, ``wording.py``)
    replaced the data or code every later run reads: a report file in the bundled
    formats, the bundled card data, the updated card data or the installed package's
    folder is refused (exit 2), a new one too, and nothing there changes."""
    folder = {"formats": formats_dir(), "cards": cards_dir(), "data": user_data_dir(),
              "package": package_dir()}[where]
    target, landing = folder / relative, Path(os.path.normpath(folder / relative))
    before = landing.read_bytes() if landing.exists() else None
    result = invoke("check", "decks/legal.txt", "--report", "json", "-o", str(target))
    verb = "overwrite" if before is not None else "write"
    assert (result.exit_code, result.stderr) == (2, (
        f"cardtools: error: {target}: the report file is a file of {what}; refusing to "
        f"{verb} it\n"))
    assert (landing.read_bytes() if landing.exists() else None) == before


@pytest.mark.parametrize(("where", "relative", "what"), [
    ("formats", "mtg/modern.yaml", "the bundled formats"),
    ("formats", "mtg/new.json", "the bundled formats"),
    ("cards", "magi-nation/cards.json", "the bundled card data"),
    ("cards", "mage-noir/sets.json", "the bundled card data"),
    ("cards", "mage-noir/cards.index", "the bundled card data"),
    ("cards", "mage-noir/new.json", "the bundled card data"),
    ("cards", "mtg/new/../new.json", "the bundled card data"),
    ("data", "mage-noir/cards.json", "the updated card data"),
    ("package", "schemas/format.schema.json", OWN_CODE),
])
def test_cards_import_never_writes_the_tools_own_data(
        user_files: Path, where: str, relative: str, what: str) -> None:
    """``cards import -o <install>/cards/mage-noir/cards.json`` replaced the data every
    later run reads (and its sets.json, its index beside it), as a report file there
    did before it was refused: the same check refuses it (exit 2), before reading the
    sources, and nothing there changes."""
    folder = {"formats": formats_dir(), "cards": cards_dir(), "data": user_data_dir(),
              "package": package_dir()}[where]
    target, landing = folder / relative, Path(os.path.normpath(folder / relative))
    before = landing.read_bytes() if landing.exists() else None
    source = ROOT / "tests" / "fixtures" / "mage_noir" / "catalogue.json"
    result = invoke("cards", "import", "mage-noir-catalog", str(source), "-o", str(target))
    verb = "overwrite" if before is not None else "write"
    assert (result.exit_code, result.stderr) == (2, (
        f"cardtools: error: {target}: the --output file is a file of {what}; refusing to "
        f"{verb} it\n"))
    assert (landing.read_bytes() if landing.exists() else None) == before


@pytest.mark.parametrize("spelling", ["cards.json", "../mage-noir/cards.json", "./cards.json"])
def test_cards_import_rebuilds_the_bundled_database_of_its_own_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, spelling: str) -> None:
    """The README's rebuild (``cards import mage-noir-catalog ... --output
    cards/mage-noir/cards.json`` in a development clone) was refused as a file of the
    bundled card data: the bundled database of the importer's own game is written, said
    on stderr (a copy of the bundled tree stands in for it here)."""
    root = tmp_path / "root"
    (root / "formats").mkdir(parents=True)
    (root / "cards" / "mage-noir").mkdir(parents=True)
    (root / "cards" / "mage-noir" / "cards.json").write_text("{}\n")
    monkeypatch.setattr(resources, "bundled_root", lambda: root)
    monkeypatch.chdir(root / "cards" / "mage-noir")
    source = ROOT / "tests" / "fixtures" / "mage_noir" / "catalogue.json"
    result = invoke("cards", "import", "mage-noir-catalog", str(source), "-o", spelling)
    assert (result.exit_code, result.stderr) == (
        0, "cardtools: rebuilding the bundled card data of mage-noir\n")
    assert json.loads((root / "cards" / "mage-noir" / "cards.json").read_text())["cards"]


def test_a_report_file_beside_the_formats_is_written(user_files: Path) -> None:
    """A formats folder refuses only its format files: a report of another suffix
    there is written (and a later run writes it again)."""
    for _run in range(2):
        result = invoke("check", "decks/legal.txt", "--formats-dir", "fmts",
                        "--report", "json", "--report-file", "fmts/report.json")
        assert result.exit_code == 0, result.stderr
    assert (user_files / "fmts/report.json").read_text("utf-8").startswith(
        '{"schema_version": 1')


def test_write_atomically_cleans_up_after_any_failure(tmp_path: Path) -> None:
    target = tmp_path / "report.txt"
    target.write_text(OLD_REPORT, "utf-8")
    try:  # written in some escaped form, or refused with a clear error: both are fine
        fileio.write_atomically(target, "decks/caf\udce9.txt: error\n")
    except CardtoolsError:
        assert target.read_text("utf-8") == OLD_REPORT
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report.txt"]


@pytest.mark.parametrize("how", ["same path", "hard link", "link to a missing file"])
def test_the_report_file_is_never_a_decklist_checked(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     how: str) -> None:
    """A report file that is one of the decklists walked is refused (exit 2), and the
    decklist, or the link the walk found, stays as it was."""
    monkeypatch.chdir(tmp_path)
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "legal.txt").write_bytes(LEGAL_40)
    if how == "same path":
        target = decks / "legal.txt"
    elif how == "hard link":
        target = decks / "also.txt"
        os.link(decks / "legal.txt", target)
    else:
        target = decks / "gone.txt"
        target.symlink_to(tmp_path / "missing.txt")
    result = invoke("check", "decks", "--report", "json", "--report-file", str(target))
    assert result.exit_code == 2
    assert "refusing to overwrite it" in result.stderr
    assert (decks / "legal.txt").read_bytes() == LEGAL_40
    if how == "link to a missing file":
        assert target.is_symlink() and not target.exists()


@pytest.mark.parametrize(("name", "held", "refused"), [
    ("p2.txt", "4 Swamp\n", "a decklist, no"),  # a player's list beside the one named
    ("p2.xml", '<?xml version="1.0"?>\n<Deck><Cards Quantity="4" Name="Swamp"/></Deck>\n',
     "a decklist, no"),  # an MTGO deck saved as .xml
    ("p2.json", '{"deck": {"Fire Ball": 4}}\n', "a decklist, no"),
    ("victim", "4 Swamp\n", "no"),  # no suffix: a walk skips it, a list all the same
    ("prices.json", '{"Fire Ball": 0.25}\n', "no"),  # data a walk skips
    ("report.json", "the old report\n", "no"),  # no report's form
    ("notes.xml", '<?xml version="1.0"?>\n<notes/>\n', "no"),  # no deck's root
    ("p2.txt", OLD_REPORT, None),  # an earlier report: replaced
    ("p2.txt", "", None),  # an empty file (``mktemp``): nothing to lose
])
def test_a_report_file_never_replaces_a_file_that_holds_no_report(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, held: str,
        refused: str | None) -> None:
    """A report file naming an existing file of the user's that the run does not read is
    refused, exit 2, the file as it was: a decklist (``-o decks/p2.txt`` with
    ``decks/p1.txt`` checked replaced the player's deck, which the next walk skipped as a
    report), and any other file, whatever its suffix (``-o victim`` replaced a list
    without a suffix). An earlier report and an empty file are replaced."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p1.txt").write_bytes(LEGAL_40)
    (tmp_path / name).write_text(held, "utf-8")
    result = invoke("check", "p1.txt", "--format", MAGE_NOIR, "--report", "text",
                    "--report-file", name)
    if refused is not None:
        assert (result.exit_code, result.stderr) == (2, (
            f"cardtools: error: {name}: the report file holds {refused} cardtools "
            "report; refusing to overwrite it (name a new file for the report)\n"))
        assert (tmp_path / name).read_text("utf-8") == held
    else:
        assert result.exit_code == 0, result.stderr
        assert (tmp_path / name).read_text("utf-8").startswith("1 file: 1 legal")


def test_a_report_through_a_folder_still_to_be_made_is_written(user_files: Path) -> None:
    """A new report file reached through a folder still to be made is written where the
    path lands, and found there again by the next run's walk as its own report."""
    for made in (" (folder decks/new made)", ""):  # exit 2: files that cannot be judged
        result = invoke("check", "decks", "--report", "json",
                        "--report-file", "decks/new/../report.json")
        assert result.exit_code == 2
        # one line, no error: what was written and where, and the folder made first
        assert result.stderr.startswith("cardtools: json report written to "
                                        f"decks/new/../report.json{made}: 1")
        assert result.stderr.count("\n") == 1
    report = json.loads((user_files / "decks/report.json").read_text("utf-8"))
    assert "decks/report.json" not in [r["path"] for r in report["results"]]
    assert {"path": "decks/report.json", "reason": "the report file of this run (json)"
            } in report["skipped"]


@pytest.mark.parametrize(("style", "name"), [("html", "report.html"), ("sheet", "sheets.html"),
                                           ("junit", "report.xml"),
                                           ("sarif", "report.sarif")])
def test_a_report_of_a_suffix_no_decklist_has_is_rewritten_by_the_next_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, style: str, name: str) -> None:
    """A report saved in the folder checked under a suffix no decklist has (the
    organizer's ``-o submissions/report.html``) is skipped by the next walk as not a
    decklist and rewritten by the next run, as a ``report.json`` is: it was refused as
    "one of the decklists checked", exit 2, the old report left."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "legal.txt").write_bytes(LEGAL_40)
    target = f"decks/{name}"
    for _run in range(2):
        result = invoke("check", "decks", "--format", MAGE_NOIR, "--report", style,
                        "--report-file", target)
        assert (result.exit_code, result.stderr.partition(":")[2].partition(":")[0]) == (
            0, f" {style} report written to {target}")
    again = invoke("check", "decks", "--format", MAGE_NOIR, "--report", "text")
    assert f"{target}: skipped: not a decklist ({Path(name).suffix})\n" in again.stdout


def test_a_file_of_the_folder_that_is_no_report_is_never_the_report_file(
        user_files: Path) -> None:
    """A file a walk skips that holds no earlier report (the organizer's own page of
    rules, a spreadsheet) is refused as the report file, saying why, and kept."""
    (user_files / "decks" / "rules.html").write_text("<p>house rules</p>\n", "utf-8")
    result = invoke("check", "decks", "--report", "html", "--report-file",
                    "decks/rules.html")
    assert (result.exit_code, result.stderr) == (
        2, "cardtools: error: decks/rules.html: the report file is a file of the folder "
           "checked, no cardtools report (skipped: not a decklist (.html)); refusing to "
           "overwrite it\n")
    assert (user_files / "decks" / "rules.html").read_text("utf-8") == "<p>house rules</p>\n"


@pytest.mark.parametrize("change", ["link-to-file", "link-retargeted", "pipe-to-file",
                                    "device-to-file"])
def test_the_snapshot_sees_non_regular_files_replaced(user_files: Path, change: str) -> None:
    """What the snapshot is for: a link, a pipe or a device replaced by a regular file
    (even one with the same bytes), or a link pointed elsewhere, is a difference."""
    before = snapshot(user_files)
    if change == "link-to-file":
        link = user_files / "decks" / "link.txt"
        data = link.read_bytes()
        link.unlink()
        link.write_bytes(data)
    elif change == "link-retargeted":
        link = user_files / "decks" / "link.txt"
        link.unlink()
        link.symlink_to("illegal.txt")
    else:
        node = user_files / (USER_PIPE if change == "pipe-to-file" else USER_DEVICE)
        if not os.path.lexists(node):
            pytest.skip("no device node: the tests do not run as root")
        node.unlink()
        node.write_bytes(b"")
    assert snapshot(user_files) != before


def test_one_report_file_is_told_among_many_paths_as_each_path_alone(tmp_path: Path) -> None:
    """``fileio.same_file_test`` (the report file against every walked decklist) answers
    as ``is_same_file`` does for each path: the same path, a hard link of another name,
    a link to the report, a path through a linked folder and ``..``, other files, a
    missing file and a dangling link."""
    (tmp_path / "out").mkdir()
    (tmp_path / "decks" / "sub").mkdir(parents=True)
    report = tmp_path / "out" / "report.json"
    report.write_text(OLD_REPORT, "utf-8")
    os.link(report, tmp_path / "decks" / "hard.txt")
    (tmp_path / "decks" / "soft.txt").symlink_to(report)
    (tmp_path / "decks" / "other.txt").write_bytes(LEGAL_40)
    (tmp_path / "decks" / "dangling.txt").symlink_to(tmp_path / "missing.txt")
    (tmp_path / "decks" / "sub" / "up").symlink_to(tmp_path / "out")
    paths = [report, tmp_path / "out" / ".." / "out" / "report.json",
             tmp_path / "decks" / "hard.txt", tmp_path / "decks" / "soft.txt",
             tmp_path / "decks" / "other.txt", tmp_path / "decks" / "dangling.txt",
             tmp_path / "decks" / "missing.txt",
             tmp_path / "decks" / "sub" / "up" / "report.json",
             tmp_path / "decks" / "sub" / "up" / ".." / "decks" / "other.txt"]
    for target in (report, tmp_path / "out" / "new.json", tmp_path / "decks" / "dangling.txt"):
        is_it = fileio.same_file_test(target)
        answers = [is_it(path) for path in paths]
        assert answers == [fileio.is_same_file(path, target) for path in paths]
        if target == report:
            assert answers == [True, True, True, True, False, False, False, True, False]
