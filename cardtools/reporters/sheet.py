"""Registration sheets (``--report sheet``): one printable HTML document, a page per deck.

Each page: the event (``--event``, else the decklist's ``Event:``), player, deck name,
the day judged and the decklist's own ``Date:`` (labelled so) and format; the main deck grouped
by card type with counts, the other zones (side deck, Magi stack, Mage), each group and
the side deck in name order, a zone of one kind (Magi stack) in the file's order;
totals; the verdict (``legal as of 2026-08-01``: the day judged) and fingerprint of the
same reading; lines for signatures. Print
CSS only (``@page`` with margins and no paper size: the printer's A4 or Letter paper is used; the
page's content is sized to fit both). Self-contained: no script, no network.

Files that could not be judged get no page (they have no deck to register); the last
page lists them, with the files the walk skipped, so nothing goes missing silently.
"""

from __future__ import annotations

from collections import defaultdict
from html import escape as _html_escape
from typing import TextIO

from cardtools.display import visible
from cardtools.gamedata import bundled_zones
from cardtools.model import MAIN, AppliedConfig, DeckResult, Violation
from cardtools.reporters import (
    BATCH_COUNTS,
    STATUS_WORDS,
    Report,
    deck_part,
    keep_fragment,
    verdict,
)
from cardtools.reporters.listing import deck_listing
from cardtools.rules._text import plural
from cardtools.wording import capitalised

STYLE = """
@page{margin:12mm}
*{box-sizing:border-box}
body{font:9pt/1.25 system-ui,Arial,sans-serif;color:#000;margin:0;overflow-wrap:anywhere}
.sheet{width:186mm;max-width:100%;margin:0 auto;padding:0;break-after:page;
page-break-after:always}
.sheet:last-child{break-after:auto;page-break-after:auto}
h1{font-size:14pt;margin:0 0 2mm}
table.facts{width:100%;border-collapse:collapse;margin-bottom:3mm}
table.facts th,table.facts td{border:1px solid #000;padding:1mm 2mm;text-align:left}
table.facts th{width:22mm;background:#eee}
h2{font-size:10.5pt;margin:2mm 0 1mm;border-bottom:1px solid #000}
.cols{column-count:3;column-gap:6mm}
.group{margin-bottom:2mm}
.group h3{font-size:9pt;margin:0 0 .5mm;break-after:avoid}
ul{list-style:none;margin:0;padding:0}
li{overflow-wrap:anywhere;padding-left:8.5mm;text-indent:-8.5mm}
.n{display:inline-block;min-width:7mm;text-align:right;margin-right:1.5mm;font-weight:bold}
.totals{margin:2mm 0;font-weight:bold}
.verdict{font-size:8pt;color:#333}
.sign{display:flex;gap:6mm;margin-top:8mm}
.sign div{flex:1;border-top:1px solid #000;padding-top:1mm;font-size:8pt}
@media screen{body{background:#ddd}.sheet{background:#fff;padding:12mm;margin:6mm auto;
width:210mm}}
"""


def escape(text: str) -> str:
    """User text safe in HTML: controls and bidirectional marks as escapes, then ``&<>"'``."""
    return _html_escape(visible(text))


def _facts(result: DeckResult, event: str | None) -> str:
    """The page's table of facts: event, player, deck, the day judged, the list's own
    ``Date:`` (labelled as the list's: it once stood alone as the sheet's date, a
    player's 2024 beside a verdict of 2026's lists), format."""
    rows = [("Event", result.event or event or ""), ("Player", result.player or ""),
            ("Deck", result.deck_name or ""),
            *([("Judged as of", result.lists_as_of)] if result.lists_as_of else []),
            *([("Date on the list", result.date)] if result.date else []),
            ("Format", f"{result.format_name} ({result.format_id})"
             if result.format_name else result.format_id or "")]
    cells = "".join(f"<tr><th>{label}</th><td>{escape(value)}</td></tr>"
                    for label, value in rows)
    return f'<table class="facts">{cells}</table>'


def _cards(rows: list[tuple[int, str, str | None]]) -> str:
    return "<ul>" + "".join(f'<li><span class="n">{count}</span>{escape(name)}</li>'
                            for count, name, _kind in rows) + "</ul>"


def _by_name(rows: list[tuple[int, str, str | None]]) -> list[tuple[int, str, str | None]]:
    """A zone's or a type group's cards in name order (code point order, as the
    fingerprint's canonical form), whatever the file's order: a judge checking a deck
    against its sheet sorts the cards so, and two files of one deck print one sheet."""
    return sorted(rows, key=lambda row: row[1])


def _main_by_type(rows: list[tuple[int, str, str | None]]) -> str:
    groups: dict[str, list[tuple[int, str, str | None]]] = defaultdict(list)
    for row in rows:
        groups[row[2] or "Unknown card"].append(row)
    order = sorted(groups, key=lambda kind: (-sum(r[0] for r in groups[kind]), kind))
    return '<div class="cols">' + "".join(
        f'<div class="group"><h3>{escape(kind)} ({sum(r[0] for r in groups[kind])})</h3>'
        f"{_cards(_by_name(groups[kind]))}</div>" for kind in order
    ) + "</div>"


def _listing(result: DeckResult) -> str:
    """A judged deck's zones on its page, with their cards and the totals: the main
    deck grouped by card type, the side deck's cards in name order (``_by_name``), a
    zone of one kind of card (a Magi stack, a command zone, a Mage) in the file's
    order, as a Magi stack's order is judged (``magi-stack``)."""
    parts, totals = [], []
    for zone, label, rows in deck_listing(result):
        count = sum(r[0] for r in rows)
        totals.append(f"{label[:1].upper()}{label[1:]}: {count}")
        parts.append(f"<h2>{escape(capitalised(label))} ({count})</h2>")
        ordered = rows if zone in bundled_zones().single_kind else _by_name(rows)
        parts.append(_main_by_type(rows) if zone == MAIN
                     else f'<div class="cols">{_cards(ordered)}</div>')
    parts.append(f'<p class="totals">{escape(" · ".join(totals))}</p>')
    return "\n".join(parts)


def _deck_text(result: DeckResult, violations: list[Violation]) -> str:
    """The part of the sheets a deck's violations do not change: a judged deck's zones
    (``_listing``); for a file not judged, the message of the first error of
    ``violations`` that is no batch finding (``BATCH_COUNTS``: what kept it from being
    judged, not its player's other list), else of the first violation: what the last
    page says of it (``""`` when none)."""
    if result.status == "error":
        first = next((v for v in violations
                      if v.severity == "error" and v.rule not in BATCH_COUNTS),
                     violations[0] if violations else None)
        return first.message if first is not None else ""
    return _listing(result)


def prepare(result: DeckResult, quiet: bool) -> None:
    """Write the deck's part of the sheets (``_deck_text``), where it was judged, and
    drop its violations and the deck (``keep_fragment``): the verdict, the event and the
    config are written by ``render``, once the batch step's findings are known."""
    keep_fragment(result, _deck_text(result, list(result.violations)))


def sheet(result: DeckResult, event: str | None, config: AppliedConfig | None = None,
          listing: str | None = None) -> str:
    """One deck's page: facts, zones (``listing``, as ``_listing`` writes it; made from
    the result when not given), totals, verdict (the day judged and the card data it
    stands on: ``legal as of 2026-07-27 (card data 2026-08-22)``; with the data-age note
    when the deck
    was judged as of a day later than its data, and the project config that applied)
    and signature lines."""
    parts = ['<section class="sheet">', "<h1>Deck registration sheet</h1>",
             _facts(result, event), _listing(result) if listing is None else listing]
    judged = (f" as of {escape(result.lists_as_of)}" if result.lists_as_of else "") + (
        f" (card data {escape(data)})" if (data := result.card_data_words()) else "")
    parts.append(f'<p class="verdict">cardtools: {escape(verdict(result))}{judged}, '
                 f"{plural(result.count('error'), 'error')}, "
                 f"{plural(result.count('warning'), 'warning')} · "
                 + (f"fingerprint {escape(result.fingerprint)}" if result.fingerprint
                    else "no fingerprint (no card was read)")
                 + (f" · Cockatrice hash {escape(result.cockatrice_hash)}"
                    if result.cockatrice_hash else "") + f" · {escape(result.path)}</p>")
    if result.data_age:  # never a verdict more confident than its data
        parts.append(f'<p class="verdict">{escape(result.data_age)}</p>')
    if config is not None:
        parts.append(f'<p class="verdict">{escape(config.summary())}</p>')
    parts.append('<div class="sign"><div>Player\'s signature</div><div>Judge\'s signature'
                 "</div><div>Date and time received</div></div></section>")
    return "\n".join(parts)


def _leftovers(report: Report, unjudged: list[DeckResult]) -> str:
    items = [f"<li>{escape(r.path)}: {STATUS_WORDS[r.status]} ({escape(_reason(r))})</li>"
             for r in unjudged]
    items += [f"<li>{escape(s.path)}: skipped: {escape(s.reason)}</li>"
              for s in report.skipped]
    return ('<section class="sheet"><h1>Files without a sheet</h1><ul>'
            + "".join(items) + "</ul></section>")


def _reason(result: DeckResult) -> str:
    """Why a file was not judged: its own first error's message (``_deck_text``), the
    batch step's first finding's only when the file has none (a player's other list is
    no reason a file was not judged)."""
    findings, own_first = deck_part(result, False, _deck_text)
    return own_first or (findings[0].message if findings else "")


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write the document: a page per judged deck in input order (deterministic),
    written a page at a time."""
    title = f"Registration sheets: {report.event}" if report.event else "Registration sheets"
    out.write("\n".join(["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
                         f"<title>{escape(title)}</title>",
                         f"<style>{STYLE}</style></head><body>"]))
    listed = {id(result) for result in report.shown()}
    shown = [r for r in report.results if id(r) in listed or report.config_of(r) is not None]
    for result in shown:
        if result.status != "error":
            listing = deck_part(result, False, _deck_text).fragment
            out.write("\n" + sheet(result, report.event, report.config_of(result), listing))
    unjudged = [r for r in shown if r.status == "error"]
    if unjudged or report.skipped:
        out.write("\n" + _leftovers(report, unjudged))
    out.write("\n</body></html>\n")
