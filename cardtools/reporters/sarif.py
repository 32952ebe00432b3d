"""SARIF 2.1.0 that GitHub code scanning takes as it is (DESIGN 7; GitHub Docs, "SARIF
support for code scanning").

- One run; ``tool.driver`` names cardtools with its ``semanticVersion`` and every rule:
  ``id`` (the stable kebab id), ``name``, ``shortDescription``, ``fullDescription`` (the
  summary and the prose of the rule's docstring, examples left out, at most GitHub's
  1,000 characters: ``cardtools.ruledocs.description``), ``help`` (``text`` and
  ``markdown``, made from the rule module's docstring, examples included), ``helpUri``
  (the README's rule table on the project's repository), ``defaultConfiguration.level``
  and the ``CT`` code in ``properties``.
- A result per violation: ``ruleId`` and ``ruleIndex``, ``level`` (error -> ``error``,
  warning -> ``warning``, info -> ``note``), ``message.text``, one location whose
  ``region.startLine`` is always set (every violation has a line), and
  ``partialFingerprints.primaryLocationLineHash`` (``cardtools.reporters.repo``): the
  same problem keeps its fingerprint when lines move, so GitHub does not open a new
  alert for it on every upload.
- Artifact URIs are relative to the repository root with ``uriBaseId`` ``%SRCROOT%``;
  a decklist outside the repository keeps an absolute ``file:`` URI without
  ``uriBaseId`` (GitHub keeps an absolute URI of the same scheme as the source root as
  it is).
- The project configs that applied are the invocation's configuration notifications
  (and each result's ``config`` property); the run's ``data-age`` notes and the files
  skipped are its execution notifications (a note about the data every deck was judged
  with is not a result on every deck: it would be an alert on every decklist).
- GitHub rejects a whole upload whose run holds more than 25,000 results
  (``RESULT_LIMIT``): a larger run keeps the errors, then the warnings, then the notes,
  each in file order, up to that many, and an execution notification says how many of
  each level were left out.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any, TextIO

from cardtools import __version__
from cardtools.model import DeckResult, Violation
from cardtools.reporters import (
    Report,
    deck_part,
    keep_fragment,
    problem_text,
    shown_violations,
    verdict_basis,
    write_json_array,
)
from cardtools.reporters.repo import fingerprints, sarif_location
from cardtools.rules import RULES

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVEL = {"error": "error", "warning": "warning", "info": "note"}
#: Where the project lives when its package metadata does not say (``pip install -e``
#: of a tree without metadata); ``[project.urls] Repository`` in pyproject.toml wins.
DEFAULT_REPOSITORY = "https://github.com/cardtools/cardtools"
#: The README's rule table (its "## Rules" heading).
RULES_ANCHOR = "/blob/main/README.md#rules"


@lru_cache(maxsize=1)
def repository_url() -> str:
    """The project's repository URL, from its package metadata (``Project-URL:
    Repository, ...``), else ``DEFAULT_REPOSITORY``."""
    from importlib.metadata import PackageNotFoundError, metadata

    try:
        urls = metadata("cardtools").get_all("Project-URL") or []
    except PackageNotFoundError:
        urls = []
    for entry in urls:
        label, _, url = entry.partition(",")
        if label.strip().lower() == "repository" and url.strip():
            return str(url).strip().rstrip("/")
    return DEFAULT_REPOSITORY


def help_uri() -> str:
    """Every rule's ``helpUri``: the README's rule table on the project's repository."""
    return repository_url() + RULES_ANCHOR


def _rules() -> list[dict[str, Any]]:
    from cardtools.ruledocs import description, rule_markdown, rule_text

    uri = help_uri()
    return [
        {
            "id": rule.id,
            "name": rule.id,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": description(rule)},
            "help": {"text": rule_text(rule), "markdown": rule_markdown(rule)},
            "helpUri": uri,
            "defaultConfiguration": {"level": LEVEL[rule.severity]},
            "properties": {"code": rule.code, "tags": ["decklist", rule.code]},
        }
        for rule in RULES.values()
    ]


def _notification(path: str, text: str, level: str) -> dict[str, Any]:
    return {"level": level, "message": {"text": text},
            "locations": [{"physicalLocation": {"artifactLocation": sarif_location(path)}}]}


def _invocation(report: Report, left_out: str | None) -> dict[str, Any]:
    """The run's invocation: a configuration notification per deck a project config
    changed something for (a warning when it turned a rule off or down, or replaced
    formats or cards); an execution notification per distinct ``data-age`` note (said once for the
    run, not a result on every deck: ``RUN_NOTES``), then one per file skipped; first, a
    warning saying which results were ``left_out`` (``RESULT_LIMIT``), when some were.
    The execution was successful when every file read was judged (no deck ``error``, the
    run's exit code 2)."""
    configs = [_notification(result.file_path, result.config.summary(),
                             "warning" if result.config.weakens() else "note")
               for result in report.results
               if result.config is not None and result.config.changes]
    skipped = [_notification(s.file_path, f"skipped: {s.reason}", "note") for s in report.skipped]
    ages = [{"level": "note", "message": {"text": note},
             "associatedRule": {"id": "data-age", "index": _RULE_INDEX["data-age"]}}
            for note in report.data_age_notes()]
    cut = [{"level": "warning", "message": {"text": left_out}}] if left_out else []
    return {"executionSuccessful": not report.summary()["error"],
            "toolConfigurationNotifications": configs,
            "toolExecutionNotifications": [*cut, *ages, *skipped]}


#: The place of the results in the document made by ``sarif_document``, where ``render``
#: writes them deck by deck (a file path cannot hold NUL; results come after the
#: invocation, the last text that names files).
_RESULTS = "\x00results\x00"
#: How deep a result stands in the document: ``runs[0].results[n]``.
_RESULT_INDENT = " " * 8


def _violation_results(result: DeckResult, violations: list[Violation]) -> str:
    """The SARIF results of some of a deck's violations, as they stand in the document's
    ``results``, one after another (``""`` when there are none)."""
    if not violations:
        return ""
    location = sarif_location(result.file_path)
    properties: dict[str, Any] = {"deckStatus": result.status}
    if result.format_id:
        properties["format"] = result.format_id
    if result.config is not None:
        properties["config"] = result.config.to_json()
    return ",\n".join(_item({
        "ruleId": violation.rule,
        "ruleIndex": _RULE_INDEX[violation.rule],
        "level": LEVEL[violation.severity],
        "message": {"text": problem_text(violation)},
        "locations": [{"physicalLocation": {"artifactLocation": location,
                                            "region": {"startLine": violation.line or 1}}}],
        "partialFingerprints": {"primaryLocationLineHash": fingerprint},
        "properties": {"code": violation.code, **properties},
    }) for violation, fingerprint in zip(violations, fingerprints(result, violations),
                                         strict=True))


#: Each rule's place in the run's rule table.
_RULE_INDEX = {rule_id: position for position, rule_id in enumerate(RULES)}


def _item(data: dict[str, Any]) -> str:
    """A result as ``json.dump(document, indent=2)`` writes it among the results."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    return _RESULT_INDENT + text.replace("\n", "\n" + _RESULT_INDENT)


def prepare(result: DeckResult, quiet: bool) -> None:
    """Write the SARIF results of the deck's violations (``result.fragment``), where it
    was judged, and drop them (``keep_fragment``). Their fingerprints do not depend on
    the duplicates the batch step adds first: those name other files, so no violation of
    the deck's own has the same identity."""
    keep_fragment(result, _violation_results(result, shown_violations(result, quiet,
                                                                      per_run=True)))


def _deck_results(report: Report, result: DeckResult) -> Iterator[str]:
    """A deck's results as written: the batch step's findings, then its own violations'
    (runs of results; none may be empty). A finding that made a legal deck illegal
    changes the deck status its own results were written with."""
    findings, fragment = deck_part(result, report.quiet, _violation_results, per_run=True)
    yield _violation_results(result, findings)
    if findings and fragment:
        own = json.loads(f"[{fragment}]")
        if any(item["properties"]["deckStatus"] != result.status for item in own):
            for item in own:
                item["properties"]["deckStatus"] = result.status
            fragment = ",\n".join(_item(item) for item in own)
    yield fragment


def sarif_document(report: Report, left_out: str | None = None) -> dict[str, Any]:
    """The SARIF log of a report without its results: one run with the rule table and
    the invocation (``left_out``: what ``RESULT_LIMIT`` left out, in words), and in its
    ``properties`` the days judged and the card data's dates (``verdict_basis``);
    ``render`` writes the results in the place of ``_RESULTS``."""
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "cardtools", "version": __version__,
                                "semanticVersion": __version__,
                                "informationUri": repository_url(), "rules": _rules()}},
            "invocations": [_invocation(report, left_out)],
            "results": _RESULTS,
            "columnKind": "unicodeCodePoints",
            "properties": verdict_basis(report),
        }],
    }


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the SARIF log as indented JSON (deterministic), a result per violation
    written deck by deck, within ``RESULT_LIMIT``."""
    parts = (part for result in report.results for part in _deck_results(report, result))
    counts = _level_counts(parts)
    room = _room(counts)
    head, _, tail = json.dumps(sarif_document(report, _left_out(counts, room)),
                               ensure_ascii=False, indent=2).rpartition(json.dumps(_RESULTS))
    out.write(head)
    parts = (part for result in report.results for part in _deck_results(report, result))
    write_json_array(out, (_within(part, room) for part in parts), _RESULT_INDENT[2:])
    out.write(tail + "\n")


#: GitHub code scanning's hard limit on the results of one run: an upload holding more
#: is rejected whole (GitHub Docs, "SARIF results exceed hard limit").
RESULT_LIMIT = 25_000
#: The result levels, most severe first: the order in which results are kept.
_LEVELS = tuple(LEVEL.values())
#: How each result of a level begins its ``level`` line among the results (its first
#: key's line is ``ruleId``'s, so every result has this line after a newline).
_LEVEL_LINE = {level: f'\n{_RESULT_INDENT}  "level": "{level}"' for level in _LEVELS}
#: What stands between two results as written (a JSON string holds no newline, and a
#: nested object's lines are indented deeper, so nothing inside a result reads so).
_BETWEEN_RESULTS = ",\n" + _RESULT_INDENT + "{"


def _level_counts(parts: Iterable[str]) -> dict[str, int]:
    """How many results of each level ``parts`` (runs of results, as written) hold."""
    counts = dict.fromkeys(_LEVELS, 0)
    for part in parts:
        for level, line in _LEVEL_LINE.items():
            counts[level] += part.count(line)
    return counts


def _room(counts: dict[str, int]) -> dict[str, int]:
    """How many results of each level to write: every one while the run stays within
    ``RESULT_LIMIT``, else the most severe first."""
    left = RESULT_LIMIT
    room = {}
    for level in _LEVELS:
        room[level] = min(counts[level], left)
        left -= room[level]
    return room


def _left_out(counts: dict[str, int], room: dict[str, int]) -> str | None:
    """The notification of the results ``room`` leaves out, in words (``None``: none)."""
    cut = {level: counts[level] - room[level] for level in _LEVELS}
    if not any(cut.values()):
        return None
    *most, last = [f"{number:,} {level}{'s' if number != 1 else ''}"
                   for level, number in cut.items() if number]
    said = f"{', '.join(most)} and {last}" if most else last
    return (f"{said} left out: GitHub code scanning rejects a run of more than "
            f"{RESULT_LIMIT:,} results, so {RESULT_LIMIT:,} of {sum(counts.values()):,} "
            "are kept: the errors first, then the warnings, then the notes, each in file "
            "order (--report json or text lists every problem)")


def _within(part: str, room: dict[str, int]) -> str:
    """``part`` (a run of results, as written) without the results there is no more
    ``room`` for (``room`` is decreased by those written)."""
    counts = _level_counts((part,))
    if all(counts[level] <= room[level] for level in _LEVELS):
        for level in _LEVELS:
            room[level] -= counts[level]
        return part
    first, *others = part.split(_BETWEEN_RESULTS)
    kept = []
    for item in (first, *(_RESULT_INDENT + "{" + other for other in others)):
        level = next(level for level, line in _LEVEL_LINE.items() if line in item)
        if room[level] > 0:
            room[level] -= 1
            kept.append(item)
    return ",\n".join(kept)
