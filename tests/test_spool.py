"""The decks' report parts kept on disk until the report is written (``cardtools.spool``)."""

from __future__ import annotations

import io
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cardtools import run
from cardtools.batch import add_batch_findings
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
    (tmp_path / "e.txt").write_text(head + "Player: Bob\n" + deck + "Side\n1 Ignition\n")
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
        assert kept[0] == 2 and '"duplicate-player"' in kept[1]
        # duplicate-deck is an info note: a quiet report leaves it out
        assert ('"duplicate-deck"' in kept[1]) is (not args)


#: A text each report style shows only when the batch step's findings reached it.
BATCH_MARKS: dict[str, str | tuple[str, ...]] = {
    "text": "[duplicate-player] player", "json": '"rule": "duplicate-player"',
    "github": "duplicate-player (CT702)", "csv": "[duplicate-player]",
    "gitlab": '"check_name": "duplicate-player"', "junit": "[duplicate-player]",
    "sarif": '"ruleId": "duplicate-player"',
    # Alice's first list: its duplicate-player warning counted (an error under --strict)
    # (the verdict says the day judged, today: "legal as of ...")
    "sheet": (", 0 errors, 1 warning · fingerprint 4251afb60f45 · decks/a.txt",
              ", 1 error, 0 warnings · fingerprint 4251afb60f45 · decks/a.txt"),
    "html": 'duplicate-player <span class="muted">CT702</span>',
}


@pytest.mark.parametrize("style", sorted(BATCH_MARKS))
def test_a_report_from_prepared_parts_is_the_same(style: str, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A report written from each deck's prepared part (the style's ``prepare``, made
    where the deck was judged, then the violations dropped) merged with the duplicates
    the batch step adds after, in memory or spooled, is the one written from the whole
    results in one piece: duplicates (turning a legal deck illegal under ``--strict``),
    files not judged, a config's line, a legal deck's warning and info lines, skipped
    files, quiet or not."""
    from cardtools.reporters import listing, reporter

    deck = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_text()
    head = "Format: mage-noir/tournament\n"
    decks = tmp_path / "decks"
    (decks / "sub").mkdir(parents=True)
    (decks / "weak").mkdir()
    split = deck.replace("4 Tornado", "2 Tornado\n2 Tornado")  # an info note
    (decks / "a.txt").write_text(head + "Player: Alice\n" + deck)
    (decks / "b.txt").write_text(head + "Player: Bob\n" + split)
    (decks / "c.txt").write_text(head + "Player: Alice\n" + deck + "5 Fire Ball\n")
    (decks / "d.txt").write_text("Format: no-such/format\nPlayer: Dave\n" + deck)
    (decks / "d2.txt").write_text("Format: no-such/format\nPlayer: Dave\n" + deck)
    (decks / "e.txt").write_text(head + deck + "1 Fire Bal\n1 Fire Ball\n")
    # more errors than GitHub annotates
    (decks / "g.txt").write_text(head + deck + "".join(f"1 Nothing {n}\n" for n in range(12)))
    (decks / "notes.md").write_text("# not a decklist\n")
    (decks / "sub" / ".cardtools.yaml").write_text("rules: {duplicate-line: warning}\n")
    (decks / "sub" / "f.txt").write_text(head + split)
    (decks / "weak" / ".cardtools.yaml").write_text("rules: {banned: off}\n")
    (decks / "weak" / "w.txt").write_text(head + deck)
    (tmp_path / ".git").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1796083200")
    summaries = iter(range(1000))

    def report(*args: str) -> tuple[int, str, str]:
        summary = tmp_path / f"summary{next(summaries)}.md"
        monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
        outcome = CliRunner().invoke(app, ["check", "decks", "--report", style, *args])
        # JUnit's times are the run's own; everything else is the same in every run
        out = re.sub(r'time="[0-9.]+"', 'time="T"', outcome.stdout)
        return outcome.exit_code, out, summary.read_text() if summary.exists() else ""

    module = reporter(style)
    assert hasattr(module, "prepare")
    for args in ((), ("--quiet",), ("--strict",), ("--strict", "--quiet")):
        prepared = report(*args)
        marks = BATCH_MARKS[style]
        assert any(mark in prepared[1] for mark in (
            (marks,) if isinstance(marks, str) else marks)), prepared[1]
        assert prepared[0] == 2 and ("::notice" not in prepared[1]) is (style != "github")
        assert "Nothing 11" in prepared[1] or style == "csv"
        assert ("duplicate-player (CT702)" in prepared[2]) is (style == "github")  # job summary
        monkeypatch.setattr(run, "SPOOL_FROM", 1)
        assert report(*args) == prepared
        monkeypatch.setattr(run, "SPOOL_FROM", 20_000)
        with monkeypatch.context() as unprepared:
            if style == "sheet":  # a page lists the deck: keep only that, as a list
                unprepared.setattr(module, "prepare", listing.prepare)
            elif style == "html":  # the page shows the deck's shape and list: keep those
                unprepared.setattr(module, "prepare", _shape_and_listing)
            else:
                unprepared.delattr(module, "prepare")
            unprepared.setattr(run, "add_batch_findings", _findings_not_told_apart)
            assert report(*args) == prepared


def _shape_and_listing(result: DeckResult, quiet: bool) -> None:
    """Keep only the deck's shape and list as read, as plain values, of a result."""
    from cardtools import deckshape
    from cardtools.reporters import listing

    deckshape.prepare(result, quiet)
    listing.prepare(result, quiet)


def _findings_not_told_apart(results: list[DeckResult], *args: Any, **kwargs: Any) -> int:
    """The batch step, its findings then left among the others as any violation: each
    result is reported whole, as one piece, instead of findings merged with a part."""
    added = add_batch_findings(results, *args, **kwargs)
    for result in results:
        result.batch_violations = ()
    return added
