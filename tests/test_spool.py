"""The decks' report parts kept on disk until the report is written (``cardtools.spool``)."""

from __future__ import annotations

import io
import tempfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools import run
from cardtools.cli import app
from cardtools.model import DeckResult
from cardtools.reporters import Report, json_report
from cardtools.spool import Spool


def test_texts_come_back_as_kept_in_any_order() -> None:
    texts = ["{\"a\": 1}", "", "Armure d'\u00e9corce \u2014 \U0001f0a1", "x" * 100_000,
             "bad \udcff byte"]
    with Spool() as spool:
        handles = [spool.keep(text) for text in texts]
        assert [handle.text() for handle in reversed(handles)] == texts[::-1]
        assert [handle.text() for handle in handles] == texts


def test_the_file_has_no_name_in_the_temporary_folder() -> None:
    before = set(Path(tempfile.gettempdir()).iterdir())
    with Spool() as spool:
        spool.keep("entry")
        assert set(Path(tempfile.gettempdir()).iterdir()) == before


def _results() -> list[DeckResult]:
    results = [DeckResult(f"deck{n}.txt", "legal", [], format_id="mage-noir/tournament",
                          zones={"main": 40 + n}, fingerprint=f"{n:012x}") for n in range(3)]
    for result in results:
        json_report.prepare(result, False)
    return results


def _rendered(results: list[DeckResult]) -> str:
    out = io.StringIO()
    json_report.render(Report(results, generated="2026-01-01T00:00:00Z"), out, False)
    return out.getvalue()


def test_a_json_report_from_spooled_entries_is_the_same() -> None:
    kept = _results()
    with Spool() as spool:
        spool.keep_fragments(kept)
        assert all(not isinstance(result.fragment, str) for result in kept)
        assert [result.fragment_text() for result in kept] == [
            result.fragment for result in _results()]
        assert _rendered(kept) == _rendered(_results())


def test_a_run_that_spools_reports_byte_for_byte_the_same(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    """The whole JSON report (duplicates the batch step adds to spooled entries, a
    quiet run, a file not judged) is the same whether the entries waited on disk."""
    deck = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_text()
    head = "Format: mage-noir/tournament\n"
    (tmp_path / ".git").mkdir()
    (tmp_path / "a.txt").write_text(head + "Player: Alice\n" + deck)
    (tmp_path / "b.txt").write_text(head + "Player: Bob\n" + deck)
    (tmp_path / "c.txt").write_text(head + "Player: Carol\n" + deck + "5 Fire Ball\n")
    (tmp_path / "d.txt").write_text("Format: no-such/format\n" + deck)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1796083200")

    def report(*args: str) -> tuple[int, str]:
        outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "json",
                                           *args])
        return outcome.exit_code, outcome.stdout

    for args in ((), ("--quiet",)):
        kept = report(*args)
        monkeypatch.setattr(run, "SPOOL_FROM", 1)
        spooled = report(*args)
        monkeypatch.setattr(run, "SPOOL_FROM", 20_000)
        assert spooled == kept
        assert kept[0] == 2 and '"duplicate-deck"' in kept[1]


def test_a_text_report_from_prepared_lines_is_the_same(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The text report written from each deck's prepared lines (``text.prepare``, made
    where the deck was judged, then the violations dropped), in memory or spooled, is
    the one written from the whole results: the duplicates the batch step adds after,
    a config's line, a legal deck's warning and info lines, quiet or not."""
    from cardtools.reporters import text

    deck = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_text()
    head = "Format: mage-noir/tournament\n"
    (tmp_path / ".git").mkdir()
    (tmp_path / "a.txt").write_text(head + "Player: Alice\n" + deck)
    (tmp_path / "b.txt").write_text(head + "Player: Bob\n" + deck)
    (tmp_path / "c.txt").write_text(head + "Player: Carol\n" + deck + "5 Fire Ball\n")
    (tmp_path / "d.txt").write_text("Format: no-such/format\n" + deck)
    (tmp_path / "e.txt").write_text(head + deck + "1 Fire Bal\n1 Fire Ball\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / ".cardtools.yaml").write_text("rules: {duplicate-line: warning}\n")
    split = deck.replace("4 Tornado", "2 Tornado\n2 Tornado")
    (tmp_path / "sub" / "f.txt").write_text(head + split)

    def report(*args: str) -> tuple[int, str]:
        outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "text", *args])
        return outcome.exit_code, outcome.stdout

    for args in ((), ("--quiet",)):
        prepared = report(*args)
        assert "warning [duplicate-deck]" in prepared[1], prepared[1]
        assert ("info [duplicate-line]" in prepared[1]) is not bool(args), prepared[1]
        monkeypatch.setattr(run, "SPOOL_FROM", 1)
        assert report(*args) == prepared
        monkeypatch.undo()
        monkeypatch.delattr(text, "prepare")
        assert report(*args) == prepared
        monkeypatch.undo()
