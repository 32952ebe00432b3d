"""cardtools never writes what the user wrote, and writes ``--report-file`` atomically
(DESIGN 7, issue 7).

After any run, in every report style, every input (decklists in each encoding and
dialect, card files, format files, the project config) is byte-identical with the same
modification time, and no file appeared beside them. The report file is written through
a temporary file and a rename: when the rename (or anything before it) fails, the old
report is untouched, no temporary file is left, and the run exits 2 with a clear error.
"""

from __future__ import annotations

import codecs
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from cardtools import fileio
from cardtools.cli import REPORT_STYLES, app
from cardtools.errors import CardtoolsError

LEGAL_40 = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_bytes()
MAGE_NOIR = "mage-noir/tournament"
OLD_REPORT = "an earlier report\n"

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


def snapshot(root: Path) -> dict[str, tuple[bytes, int, int]]:
    """Every file below ``root``: its bytes, modification time (ns) and mode."""
    found = {}
    for path in sorted(root.rglob("*")):
        if path.is_file() and ".git" not in path.parts:
            stat = path.stat()
            found[path.relative_to(root).as_posix()] = (path.read_bytes(), stat.st_mtime_ns,
                                                       stat.st_mode)
    return found


@pytest.fixture
def user_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".git").mkdir()
    for relative, data in USER_FILES.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        os.utime(path, ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def invoke(*args: str) -> Result:
    result = CliRunner().invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        repr(result.exception))
    return result


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
        assert report[0], "the report was written"
    assert after == before


@pytest.mark.parametrize("style", REPORT_STYLES)
def test_the_report_file_holds_what_stdout_shows(user_files: Path, style: str) -> None:
    shown = invoke("check", "decks/legal.txt", "decks/illegal.txt", "--report", style)
    invoke("check", "decks/legal.txt", "decks/illegal.txt", "--report", style,
           "--report-file", "report.out")
    assert Path("report.out").read_text("utf-8") == shown.stdout


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
    target.write_text(OLD_REPORT * 1000, "utf-8")
    invoke("check", "decks/legal.txt", "--report", "text", "--report-file", str(target))
    assert OLD_REPORT not in target.read_text("utf-8")
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


def test_the_report_file_is_never_one_of_the_decklists(user_files: Path) -> None:
    before = snapshot(user_files)
    result = invoke("check", "decks", "--report", "json", "--report-file", "decks/legal.txt")
    assert snapshot(user_files) == before
    assert result.exit_code == 2 and "legal.txt" in result.stderr


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
