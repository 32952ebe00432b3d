"""The decks' report parts kept on disk until the report is written (``cardtools.spool``)."""

from __future__ import annotations

import io
import tempfile
from pathlib import Path

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
