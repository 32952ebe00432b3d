"""The JSON report (DESIGN 6; schema ``cardtools/schemas/report.schema.json``)."""

from __future__ import annotations

import json
from typing import Any, TextIO

from cardtools.model import DeckResult, Violation
from cardtools.paths import unambiguous
from cardtools.reporters import DeckPart, Report, deck_part, keep_fragment, shown_violations

SCHEMA_VERSION = 1


#: The result fields written when they have a value: (JSON key, ``DeckResult`` field),
#: in the order of the report.
_OPTIONAL_FIELDS = (
    ("format_name", "format_name"), ("player", "player"), ("deck_name", "deck_name"),
    ("event", "event"), ("lists_as_of", "lists_as_of"), ("card_data_date", "card_data_date"),
    ("fingerprint", "fingerprint"), ("cockatrice_hash", "cockatrice_hash"),
    ("pool", "pool_file"), ("data_age", "data_age"),
)


def result_json(result: DeckResult, violations: list[Violation] | None = None
                ) -> dict[str, Any]:
    """One deck's entry of ``results``: path, format, status, player, deck name, event,
    lists date, card data date, fingerprint and Cockatrice hash, the drafted pool file a
    draft deck was judged against, the data-age note, the project config
    that applied, zone counts, violations (all of them unless ``violations`` is given)
    and the deck as read when it was kept (``check --include-deck``); keys with no value
    are left out."""
    data: dict[str, Any] = {"path": unambiguous(result.file_path), "format": result.format_id,
                            "status": result.status}
    for key, field in _OPTIONAL_FIELDS:
        value = getattr(result, field)
        if value:
            data[key] = value
    if result.config is not None:
        data["config"] = result.config.to_json()
    data["zones"] = dict(result.zones)
    shown = result.violations if violations is None else violations
    data["violations"] = [v.to_json() for v in shown]
    if result.read is not None:
        data["deck"] = result.read
    return data


def report_json_head(report: Report) -> dict[str, Any]:
    """The report's mapping without its results and skipped files: version, tool and
    summary (``skipped`` counts the files the walks left out, when there are some)."""
    return {"schema_version": SCHEMA_VERSION, "tool": report.tool, "summary": report.summary()}


def prepare(result: DeckResult, quiet: bool) -> None:
    """Write the deck's entry of ``results`` (``result.fragment``), where it was judged.
    The entry holds the violations and zones, so they are dropped from the result
    (``keep_fragment``): what travels back is the entry and what the summary counts."""
    keep_fragment(result, _entry(result, shown_violations(result, quiet)))


def _entry(result: DeckResult, violations: list[Violation]) -> str:
    return _ENCODE(result_json(result, violations))


#: One encoder for every entry (``json.dumps`` with options builds one per call); an
#: entry is built here of fresh dicts and lists, so it cannot hold a cycle to look for.
_ENCODE = json.JSONEncoder(ensure_ascii=False, check_circular=False).encode


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the report as JSON, one result per line (deterministic: same input, same
    bytes; compact so that a batch of thousands of decks is written fast)."""
    head = report_json_head(report)
    out.write(json.dumps(head, ensure_ascii=False)[:-1])
    out.write(',\n"results": [')
    for position, result in enumerate(report.results):
        out.write(",\n" if position else "\n")
        out.write(_with_batch_findings(result, deck_part(result, report.quiet, _entry)))
    out.write("\n]")
    if report.skipped:
        out.write(',\n"skipped": ' + json.dumps([s.to_json() for s in report.skipped],
                                                ensure_ascii=False))
    out.write("}\n")


def _with_batch_findings(result: DeckResult, part: DeckPart) -> str:
    """A deck's entry (``part.fragment``) with the findings the batch step added after it
    was written (duplicates), first among its violations, and the status."""
    if not part.findings:
        return part.fragment
    entry = json.loads(part.fragment)
    entry["violations"][:0] = [v.to_json() for v in part.findings]
    entry["status"] = result.status
    return _ENCODE(entry)
