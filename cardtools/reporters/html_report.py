"""A self-contained HTML page for organizers: a summary, a row per deck with player and
verdict, each deck's project config and violations, the files skipped. No external
assets, no scripts (DESIGN 7).

Everything the user wrote is escaped for HTML (``&<>"'``) after its control and
bidirectional-formatting characters are written as visible escapes (``visible``): they
are not allowed in HTML text, and U+202E would reorder a name in the browser."""

from __future__ import annotations

from html import escape as _html_escape
from typing import TextIO

from cardtools import __version__
from cardtools.display import visible
from cardtools.model import AppliedConfig, DeckResult, Violation
from cardtools.reporters import Report
from cardtools.reporters.shape import deck_shape
from cardtools.reporters.shape import prepare as prepare  # the shape, worked out in workers

STYLE = """
body{font-family:system-ui,sans-serif;margin:2rem;color:#1b1b1b;background:#fff}
h1{margin-bottom:.2rem}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}
th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f1f1}.legal{color:#16692a;font-weight:bold}
.illegal{color:#b3141f;font-weight:bold}.error{color:#8a5a00;font-weight:bold}
.sev-error{color:#b3141f}.sev-warning{color:#8a5a00}.sev-info{color:#1f5f99}
.cards{display:flex;gap:1rem;margin:1rem 0}.box{border:1px solid #ccc;padding:.6rem 1rem}
.box b{display:block;font-size:1.6rem}.muted{color:#666;font-size:.9em}
section{border-top:2px solid #ddd;padding-top:.5rem}.config-weakens{color:#8a5a00}
"""
VERDICT = {"legal": "legal", "illegal": "illegal", "error": "not judged"}


def escape(text: str) -> str:
    """``text`` safe inside HTML text and attribute values: controls and bidirectional
    marks shown as escapes (``visible``), then ``&<>"'`` as character references."""
    return _html_escape(visible(text))


def _anchor(position: int) -> str:
    return f"deck-{position + 1}"


def _overview(report: Report) -> list[str]:
    counts = report.summary()
    parts = ['<div class="cards">']
    for key, label in (("files", "files"), ("legal", "legal"), ("illegal", "illegal"),
                       ("error", "could not be judged")):
        parts.append(f'<div class="box"><b>{counts[key]}</b>{label}</div>')
    parts.append("</div>")
    parts.append("<table><tr><th>Deck</th><th>Player</th><th>Format</th><th>Verdict</th>"
                 "<th>Errors</th><th>Warnings</th><th>First problem</th></tr>")
    for position, result in enumerate(report.results):
        if report.quiet and result.status == "legal":
            continue
        first = next((v for v in result.violations if v.severity == "error"), None)
        parts.append(
            f'<tr><td><a href="#{_anchor(position)}">{escape(result.path)}</a></td>'
            f"<td>{escape(result.player or '')}</td><td>{escape(result.format_id or '')}</td>"
            f'<td class="{result.status}">{VERDICT[result.status]}</td>'
            f"<td>{result.count('error')}</td><td>{result.count('warning')}</td>"
            f"<td>{escape(first.message) if first else ''}</td></tr>"
        )
    parts.append("</table>")
    return parts


def _config(config: AppliedConfig) -> str:
    css = "config-weakens" if config.weakens() else "muted"
    return f'<p class="{css}">{escape(config.summary())}</p>'


def _configs_of_hidden(report: Report) -> list[str]:
    """In a quiet report, the legal decks not shown whose config weakened a rule."""
    hidden = [r for r in report.results if r.status == "legal" and report.quiet
              and report.config_of(r) is not None]
    if not hidden:
        return []
    parts = ["<h2>Project configs of legal decks</h2><table><tr><th>Deck</th>"
             "<th>Config</th></tr>"]
    parts.extend(f"<tr><td>{escape(r.path)}</td><td>{_config(r.config)}</td></tr>"
                 for r in hidden if r.config is not None)
    parts.append("</table>")
    return parts


def _skipped(report: Report) -> list[str]:
    if not report.skipped:
        return []
    parts = [f"<h2>Skipped ({len(report.skipped)})</h2><table><tr><th>File</th>"
             "<th>Why</th></tr>"]
    parts.extend(f"<tr><td>{escape(s.path)}</td><td>{escape(s.reason)}</td></tr>"
                 for s in report.skipped)
    parts.append("</table>")
    return parts


def _deck(position: int, result: DeckResult, violations: list[Violation],
          config: AppliedConfig | None) -> list[str]:
    parts = [f'<section id="{_anchor(position)}">',
             f'<h2>{escape(result.path)} <span class="{result.status}">'
             f"{VERDICT[result.status]}</span></h2>"]
    facts = [escape(f"{result.format_name} [{result.format_id}]") if result.format_id else "",
             escape(f"player {result.player}") if result.player else "",
             escape(f"banned and restricted lists as of {result.lists_as_of}")
             if result.lists_as_of else "",
             escape(f"card data of {result.card_data_date}") if result.card_data_date else ""]
    parts.append(f'<p class="muted">{" · ".join(f for f in facts if f)}</p>')
    if config is not None:
        parts.append(_config(config))
    parts.extend(f"<p>{escape(line)}</p>" for line in deck_shape(result))
    if violations:
        parts.append("<table><tr><th>Line</th><th>Severity</th><th>Rule</th><th>Problem</th>"
                     "<th>Fix</th><th>Source</th></tr>")
        for v in violations:
            written = (f' <span class="muted">(written “{escape(v.written)}”)</span>'
                       if v.written and v.written not in v.cards else "")
            parts.append(
                f"<tr><td>{v.line or ''}</td><td class=\"sev-{v.severity}\">{v.severity}</td>"
                f"<td>{escape(v.rule)} <span class=\"muted\">{v.code}</span></td>"
                f"<td>{escape(v.message)}{written}</td><td>{escape(v.hint or '')}</td>"
                f"<td class=\"muted\">{escape(v.source or '')}</td></tr>"
            )
        parts.append("</table>")
    parts.append("</section>")
    return parts


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write one HTML page (deterministic: same input, same bytes)."""
    parts = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
             '<meta name="viewport" content="width=device-width, initial-scale=1">',
             "<title>cardtools report</title>", f"<style>{STYLE}</style></head><body>",
             "<h1>cardtools report</h1>",
             f'<p class="muted">cardtools {escape(__version__)}</p>']
    parts.extend(_overview(report))
    for position, result in enumerate(report.results):
        if not (report.quiet and result.status == "legal"):
            parts.extend(_deck(position, result, report.violations(result),
                               report.config_of(result)))
    parts.extend(_configs_of_hidden(report))
    parts.extend(_skipped(report))
    parts.append("</body></html>")
    out.write("\n".join(parts) + "\n")
