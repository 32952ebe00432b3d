"""A self-contained HTML page for organizers to work from (DESIGN 7).

At the top, the summary: the event (``--event``), when the report was made, the dates
of the card data and lists, the counts, with the decks the batch found twice or could not
compare (``BATCH_COUNTS``), each count a link to the table showing those decks. Then a
table of the decks, illegal first, then not judged, then legal (each group in input
order), with each deck's event (its ``Event:`` line, else ``--event``) and batch
findings, that a small inline script lets one sort by any column, filter by verdict,
format, event and rule and search by player, file, card or rule id. The view is kept in
the address's fragment (``#verdict=illegal&format=mtg/modern&event=Open&
rule=duplicate-player&q=bolt&sort=player&dir=desc``), so a link or a bookmark reopens it.
With ``--quiet`` the page shows the decks ``Report.shown`` gives (a legal deck with a
warning, such as a player's second list, is still shown). Then each deck:
its project config, every problem, its shape and its list as read. Files the
walk skipped come last.

No external assets and no network; with scripts off it is a plain page (the controls
are hidden, the table stays in its default order). Deterministic: same input, same
bytes, except the generation time (pinned by ``SOURCE_DATE_EPOCH``).

Everything the user wrote is escaped for HTML (``&<>"'``) after its control and
bidirectional-formatting characters are written as visible escapes (``visible``): they
are not allowed in HTML text, and U+202E would reorder a name in the browser."""

from __future__ import annotations

import re
import unicodedata
from html import escape as _html_escape
from typing import NamedTuple, TextIO

from cardtools import __version__
from cardtools.batch import event_key
from cardtools.deckshape import deck_shape
from cardtools.display import visible
from cardtools.model import AppliedConfig, DeckResult, Violation
from cardtools.reporters import (
    BATCH_COUNTS,
    BOUND_LABEL,
    STATUS_WORDS,
    Report,
    deck_part,
    keep_fragment,
    shown_violations,
    skipped_by_configs,
    verdict,
    written_apart,
)
from cardtools.reporters.listing import deck_listing
from cardtools.reporters.text import card_data_dates
from cardtools.wording import capitalised

STYLE = """
body{font-family:system-ui,sans-serif;margin:2rem;color:#1b1b1b;background:#fff;
overflow-wrap:break-word}
h1{margin-bottom:.2rem}table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem}
th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f1f1}th button{font:inherit;font-weight:bold;border:0;background:none;
cursor:pointer;padding:0}th[aria-sort=ascending] button::after{content:" \\25B2"}
th[aria-sort=descending] button::after{content:" \\25BC"}
.legal{color:#16692a;font-weight:bold}.illegal{color:#b3141f;font-weight:bold}
.error{color:#8a5a00;font-weight:bold}
.sev-error{color:#b3141f}.sev-warning{color:#8a5a00}.sev-info{color:#1f5f99}
.cards{display:flex;flex-wrap:wrap;gap:1rem;margin:1rem 0}
.box{border:1px solid #ccc;padding:.6rem 1rem}.box b{display:block;font-size:1.6rem}
a.box{color:inherit;text-decoration:none}a.box:hover,a.box:focus{border-color:#1f5f99}
.muted{color:#666;font-size:.9em}section{border-top:2px solid #ddd;padding-top:.5rem}
#controls{display:flex;flex-wrap:wrap;gap:1rem;align-items:end;margin:1rem 0}
#controls label{display:flex;flex-direction:column;font-size:.9em}
.list{columns:3 16rem;margin:.3rem 0 1rem}.list h4{margin:.2rem 0;break-after:avoid}
.list ul{margin:0 0 .5rem;padding-left:1.2rem}
.config-weakens{color:#8a5a00}.scroll{overflow-x:auto}
"""

#: The page's script: sort, filter and search the deck table; the view lives in the
#: address's fragment. Plain DOM, no library, no network.
SCRIPT = """
(function(){
var table=document.getElementById('decks');if(!table)return;
var body=table.tBodies[0],rows=Array.prototype.slice.call(body.rows);
var form=document.getElementById('controls');form.hidden=false;
var verdict=document.getElementById('f-verdict'),format=document.getElementById('f-format'),
event=document.getElementById('f-event'),rule=document.getElementById('f-rule'),
search=document.getElementById('f-search'),shown=document.getElementById('shown');
var found={};rows.forEach(function(r){r.getAttribute('data-rules').split(' ').forEach(
function(id){if(id)found[id]=1;});});
Object.keys(found).sort().forEach(function(id){var o=document.createElement('option');
o.value=id;o.textContent=id;rule.appendChild(o);});
function has(row,id){return (' '+row.getAttribute('data-rules')+' ').indexOf(' '+id+' ')>=0;}
function decode(t){try{return decodeURIComponent(t);}catch(e){return t;}}
function state(){var s={};location.hash.replace(/^#/,'').split('&').forEach(function(p){
var i=p.indexOf('=');if(i>0)s[decode(p.slice(0,i))]=decode(p.slice(i+1).replace(/\\+/g,' '));
});return s;}
function cell(row,col){var c=row.cells[col];return c.getAttribute('data-sort')||c.textContent;}
function compare(a,b,col){var x=cell(a,col),y=cell(b,col),nx=parseFloat(x),ny=parseFloat(y);
if(!isNaN(nx)&&!isNaN(ny)&&String(nx)===x&&String(ny)===y)return nx-ny;
return x.localeCompare(y);}
function fold(t){return t.normalize('NFKD').replace(/\\p{M}/gu,'').toLowerCase();}
function apply(){var s=state(),v=s.verdict||'',f=s.format||'',e=s.event||'',u=s.rule||'',
q=fold(s.q||'');verdict.value=v;format.value=f;event.value=e;rule.value=u;search.value=s.q||'';
var heads=table.tHead.rows[0].cells,col=-1;
for(var i=0;i<heads.length;i++){heads[i].removeAttribute('aria-sort');
if(heads[i].getAttribute('data-key')===s.sort)col=i;}
var order=rows.slice();
if(col>=0){var dir=s.dir==='desc'?-1:1;
heads[col].setAttribute('aria-sort',dir>0?'ascending':'descending');
order.sort(function(a,b){return dir*compare(a,b,col)||
(a.getAttribute('data-order')-b.getAttribute('data-order'));});}
var count=0;order.forEach(function(r){body.appendChild(r);
var ok=(!v||r.getAttribute('data-verdict')===v)&&(!f||r.getAttribute('data-format')===f)&&
(!e||r.getAttribute('data-event')===e)&&(!u||has(r,u))&&
(!q||(r.getAttribute('data-search')+' '+r.getAttribute('data-rules')).indexOf(q)>=0);
r.hidden=!ok;if(ok)count++;});
shown.textContent=count+' of '+rows.length+' decks shown';}
function go(changes){var s=state(),k,parts=[];for(k in changes)s[k]=changes[k];
for(k in s)if(s[k])parts.push(encodeURIComponent(k)+'='+encodeURIComponent(s[k]));
var h=parts.length?'#'+parts.join('&'):' ';
if(history.replaceState){history.replaceState(null,'',h==' '?location.pathname+
location.search:h);apply();}else{location.hash=h;}}
verdict.onchange=function(){go({verdict:verdict.value});};
format.onchange=function(){go({format:format.value});};
event.onchange=function(){go({event:event.value});};
rule.onchange=function(){go({rule:rule.value});};
search.oninput=function(){go({q:search.value});};
Array.prototype.forEach.call(table.tHead.rows[0].cells,function(th){
var b=th.querySelector('button');if(!b)return;b.onclick=function(){var s=state(),
key=th.getAttribute('data-key');go({sort:key,dir:s.sort===key&&s.dir!=='desc'?'desc':'asc'});};});
window.addEventListener('hashchange',apply);apply();
})();
"""

#: The default order of the table: what needs the organizer's attention first.
STATUS_ORDER = {"illegal": 0, "error": 1, "legal": 2}
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}
COLUMNS = (("deck", "Deck"), ("player", "Player"), ("event", "Event"), ("format", "Format"),
           ("verdict", "Verdict"), ("errors", "Errors"), ("warnings", "Warnings"),
           ("fingerprint", "Fingerprint"), ("batch", "Batch findings"),
           ("problem", "First problem"))


def escape(text: str) -> str:
    """``text`` safe inside HTML text and attribute values: controls and bidirectional
    marks shown as escapes (``visible``), then ``&<>"'`` as character references."""
    return _html_escape(visible(text))


#: The longest run of characters without a space shown without a break opportunity.
LONGEST_RUN = 24


def breakable(text: str) -> str:
    """``escape(text)`` for an element's content, with word-break opportunities
    (``<wbr>``) in a run without a space longer than ``LONGEST_RUN``: after each path
    separator (``/``, ``\\``), then after every ``LONGEST_RUN`` characters of a part still
    longer. A 300-letter name or a deep path wraps within the page, while a word of a name,
    a file's name or a verdict is never broken (CSS ``overflow-wrap: anywhere`` let the
    table squeeze every column to a letter's width: "illeg al").

    >>> breakable("decks/alice/deck.txt")
    'decks/alice/deck.txt'
    >>> breakable("/submissions/round-one-of-the-open/dave.pdf")
    '/<wbr>submissions/<wbr>round-one-of-the-open/<wbr>dave.pdf'
    """
    return "".join(_broken(run) if len(run) > LONGEST_RUN else escape(run)
                   for run in re.split(r"(\s+)", text))


def _broken(run: str) -> str:
    """A long run of ``breakable`` with its break opportunities."""
    return "<wbr>".join(escape(part[at:at + LONGEST_RUN])
                        for part in re.split(r"(?<=[/\\])(?=.)", run)
                        for at in range(0, len(part), LONGEST_RUN))


def prepare(result: DeckResult, quiet: bool) -> None:
    """Write the deck's part of the page (``_fragment``) where the deck was judged and
    drop what it was written from (``keep_fragment``): a run of any size then holds a
    few kilobytes of text per deck, kept on disk in a large one (``cardtools.spool``)."""
    keep_fragment(result, _fragment(result, shown_violations(result, quiet, per_run=True)))


#: Between the pieces of a deck's fragment: never in escaped text (``escape`` writes
#: control characters as visible escapes).
_SEPARATOR = "\x00"


class _Pieces(NamedTuple):
    """A deck's part of the page made from its own violations and cards, in HTML: what
    its table row searches (``search``), the rule ids of its own violations shown
    (``rules``, each once, joined by spaces), its "Batch findings" cell for those of them
    that only the batch step reports (``batch``: none when the batch step's findings
    were told apart, as they are in a run), its first own error and first own warning
    as the row shows a problem (``""`` when none), its own violations' table rows
    (``rows``), its shape (``shape``) and its list as read (``listing``); each of the
    last three is lines joined by line breaks, ``""`` when none."""

    search: str
    rules: str
    batch: str
    first_error: str
    first_warning: str
    rows: str
    shape: str
    listing: str


def _fragment(result: DeckResult, own: list[Violation]) -> str:
    """The deck's ``_Pieces`` from ``own`` (its own violations to show), joined by
    ``_SEPARATOR``: what ``render`` needs of the deck beyond the result's plain fields
    and the batch step's findings."""
    first_error = next((v for v in own if v.severity == "error"), None)
    first_warning = next((v for v in own if v.severity == "warning"), None)
    pieces = _Pieces(escape(_search_text(result)), escape(_rule_ids(own)),
                     _batch_cell([v for v in own if v.rule in BATCH_COUNTS]),
                     _problem(first_error),
                     _problem(first_warning), "\n".join(_violation_row(v) for v in own),
                     "\n".join(f"<p>{escape(line)}</p>" for line in deck_shape(result)),
                     "\n".join(_list_as_read(result)))
    return _SEPARATOR.join(pieces)


def _rule_ids(violations: list[Violation]) -> str:
    """The rule ids of ``violations``, each once in order of first appearance, joined by
    spaces."""
    return " ".join(dict.fromkeys(v.rule for v in violations))


def _problem(violation: Violation | None) -> str:
    """A violation as a table row's "First problem" cell shows it (escaped)."""
    return breakable(f"[{violation.rule}] {violation.message}") if violation else ""


def _parts(result: DeckResult, quiet: bool) -> tuple[list[Violation], _Pieces]:
    """The batch step's findings to show on ``result`` and its ``_Pieces``: those its
    ``prepare`` step kept, or made now for a result no ``prepare`` step saw."""
    findings, fragment = deck_part(result, quiet, _fragment, per_run=True)
    return findings, _Pieces(*fragment.split(_SEPARATOR))


def _anchor(position: int) -> str:
    return f"deck-{position + 1}"


def _dates(report: Report) -> str:
    lists = sorted({r.lists_as_of for r in report.results if r.lists_as_of})
    parts = [f"generated {report.generated}" if report.generated else "",
             card_data_dates(report),
             f"judged as of {', '.join(lists)}" if lists else "",
             f"cardtools {__version__}"]
    return escape(" · ".join(p for p in parts if p))


def _summary(report: Report) -> list[str]:
    counts = report.summary()
    parts = [f'<p class="muted" id="dates">{_dates(report)}</p>',
             # said once for the run, not on every deck (RUN_NOTES)
             *(f'<p class="sev-info data-age">note: {escape(note)}</p>'
               for note in report.data_age_notes()),
             '<div class="cards">']
    counts["files"] = report.found()  # every file found, as the text summary line
    boxes = [("files", "files"), ("illegal", "illegal"), ("error", "not judged"),
             ("legal", "legal")] + ([("skipped", "skipped")] if report.skipped else [])
    for key, label in boxes:
        parts.append(f'<div class="box" id="count-{key}"><b>{counts[key]}</b>{label}</div>')
    weakened = report.legal_by_weakening_config()
    if weakened:
        parts.append(f'<div class="box" id="count-weakened"><b>{weakened}</b>legal under '
                     f"{escape(report.weakened_by())} that weakened the checks</div>")
    if bound := report.bound_over_format_lines():
        parts.append(f'<div class="box" id="count-bound-format"><b>{bound}</b>'
                     f"{escape(BOUND_LABEL)}</div>")
    if by_configs := skipped_by_configs(report.skipped):
        parts.append(f'<div class="box" id="count-skipped-by-configs"><b>'
                     f"{sum(s.config is not None for s in report.skipped)}</b>skipped: "
                     f"{escape(by_configs)}</div>")
    shown = {id(result) for result in report.shown()} if report.quiet else None
    for rule, label in BATCH_COUNTS.items():
        decks = report.decks_with(rule)
        if not decks:
            continue
        if shown is None or all(id(result) in shown for result in decks):
            # a link to the table filtered by the rule
            parts.append(f'<a class="box" id="count-{rule}" href="#rule={rule}" '
                         f'title="show the decks with a {rule} finding"><b>{len(decks)}'
                         f"</b>{label}</a>")
        else:  # --quiet left some of them out of the table: counted, not linked
            parts.append(f'<div class="box" id="count-{rule}" title="legal decks with '
                         f'only a note are not listed (--quiet)"><b>{len(decks)}</b>'
                         f"{label}</div>")
    parts.append("</div>")
    return parts


def _first_problem(findings: list[Violation], pieces: _Pieces) -> str:
    """The row's first problem (escaped): the first error, the batch step's findings
    first, else the first warning."""
    for severity, own in (("error", pieces.first_error), ("warning", pieces.first_warning)):
        found = next((v for v in findings if v.severity == severity), None)
        if found is not None or own:
            return _problem(found) if found is not None else own
    return ""


def _search_text(result: DeckResult) -> str:
    """What the page's search looks in beside the rule ids of the row (``data-rules``):
    the deck's path, player and card names, folded as the script folds the query
    (``folded``)."""
    names = [name for _zone, _label, rows in deck_listing(result) for _n, name, _k in rows]
    return folded(" ".join([result.path, result.player or "", *names]))


def folded(text: str) -> str:
    """``text`` without case or accents, as the page's script folds a query (NFKD, marks
    dropped, lower case: ``Chloé`` and full-width ``CHLOE`` are ``chloe``)."""
    return "".join(char for char in unicodedata.normalize("NFKD", text)
                   if not unicodedata.category(char).startswith("M")).lower()


def event_of(report: Report, result: DeckResult) -> str:
    """The event a deck is shown under: its decklist's ``Event:`` line, else the run's
    ``--event`` (as the CSV and the registration sheets say it), else ``""``."""
    return result.event or report.event or ""


def _options(values: list[str]) -> str:
    """``<option>`` elements for ``values`` (distinct, sorted), after "all"."""
    return '<option value="">all</option>' + "".join(
        f'<option value="{escape(v)}">{escape(v)}</option>' for v in sorted(set(values)) if v)


def event_groups(report: Report, shown: list[DeckResult]) -> dict[str, str]:
    """The events of the ``shown`` decks (``event_of``) by their name normalised as the
    duplicate-player check compares events (``batch.event_key``: case, accents, spacing,
    punctuation), each to its first spelling: the Event filter's value for all of its
    spellings (``Spring Open``, ``spring  open`` and ``Spring-Open`` are one event there,
    as for the check)."""
    groups: dict[str, str] = {}
    for result in shown:
        event = event_of(report, result)
        groups.setdefault(event_key(event), event)
    return groups


def _controls(report: Report, shown: list[DeckResult], events: dict[str, str]) -> list[str]:
    """The filters and the search box (the script fills the Rule filter with the rule
    ids of the rows); the Event filter offers ``events`` (``event_groups``), hidden
    when no deck shown has one, as its column is."""
    verdicts = "".join(f'<option value="{status}">{STATUS_WORDS[status]}</option>'
                       for status in ("illegal", "error", "legal"))
    return ['<form id="controls" hidden onsubmit="return false">',
            f'<label>Verdict<select id="f-verdict"><option value="">all</option>{verdicts}'
            "</select></label>",
            f'<label>Format<select id="f-format">'
            f'{_options([r.format_id or "" for r in shown])}</select></label>',
            f'<label{"" if any(events.values()) else " hidden"}>Event<select id="f-event">'
            f'{_options(list(events.values()))}</select></label>',
            '<label>Rule<select id="f-rule"><option value="">all</option></select></label>',
            '<label>Player, file, card or rule<input id="f-search" type="search"></label>',
            '<span id="shown" class="muted"></span></form>']


class _Event(NamedTuple):
    """A deck's event as its row shows it (``shown``) and as the Event filter selects
    it (``group``: the first spelling of the event, ``event_groups``)."""

    shown: str
    group: str


def _row(position: int, order: int, event: _Event, columns: frozenset[str],
         result: DeckResult, findings: list[Violation], pieces: _Pieces) -> str:
    """The deck's row of the table, with the cells of ``columns`` (keys of ``COLUMNS``);
    ``findings`` are the batch step's to show, each rule's in the "Batch findings" cell
    whatever the deck's first problem is."""
    batch = _rule_ids(findings)
    rules = " ".join(filter(None, [escape(batch), pieces.rules]))
    cells = {
        "deck": f'<td><a href="#{_anchor(position)}">{breakable(result.path)}</a></td>',
        "player": f"<td>{breakable(result.player or '')}</td>",
        "event": f"<td>{breakable(event.shown)}</td>",
        "format": f"<td>{escape(result.format_id or '')}</td>",
        "verdict": f'<td class="{result.status}" data-sort="{STATUS_ORDER[result.status]}">'
                   f"{escape(verdict(result))}</td>",
        "errors": f"<td>{result.count('error')}</td>",
        "warnings": f"<td>{result.count('warning')}</td>",
        "fingerprint": f"<td><code>{escape(result.fingerprint or '')}</code></td>",
        "batch": f"<td>{' '.join(filter(None, [_batch_cell(findings), pieces.batch]))}</td>",
        "problem": f"<td>{_first_problem(findings, pieces)}</td>"}
    return (f'<tr data-order="{order}" data-verdict="{result.status}" '
            f'data-format="{escape(result.format_id or "")}" data-event="{escape(event.group)}" '
            f'data-rules="{rules}" data-search="{pieces.search}">'
            + "".join(cells[key] for key, _label in COLUMNS if key in columns) + "</tr>")


def _batch_cell(findings: list[Violation]) -> str:
    """The "Batch findings" cell: each rule of ``findings`` once, coloured by its most
    severe finding, its messages in the title (shown on hover)."""
    cells = []
    for rule in dict.fromkeys(v.rule for v in findings):
        of_rule = [v for v in findings if v.rule == rule]
        severity = min((v.severity for v in of_rule), key=SEVERITY_ORDER.__getitem__)
        said = escape("; ".join(v.message for v in of_rule))
        cells.append(f'<span class="sev-{severity}" title="{said}">{escape(rule)}</span>')
    return " ".join(cells)


def _table(report: Report, out: TextIO) -> None:
    """Write the controls and the deck table, illegal decks first (``STATUS_ORDER``),
    each group in input order."""
    results = report.results
    positions = _shown_positions(report)
    positions.sort(key=lambda p: STATUS_ORDER[results[p].status])
    shown = [results[p] for p in positions]
    columns = _columns(report, shown)
    heads = "".join(f'<th data-key="{key}"><button type="button">{label}</button></th>'
                    for key, label in COLUMNS if key in columns)
    events = event_groups(report, shown)
    _write(out, [*_controls(report, shown, events),
                 # the table scrolls in its own box when its words cannot fit the
                 # window: the page itself is never wider than the window
                 '<div class="scroll">'
                 f'<table id="decks"><thead><tr>{heads}</tr></thead><tbody>'])
    for order, position in enumerate(positions):
        result = results[position]
        event = event_of(report, result)
        _write(out, [_row(position, order, _Event(event, events[event_key(event)]), columns,
                          result, *_parts(result, report.quiet))])
    _write(out, ["</tbody></table></div>"])


def _columns(report: Report, shown: list[DeckResult]) -> frozenset[str]:
    """The keys of the ``COLUMNS`` the table has: all but the event's when no deck shown
    has one and the batch findings' when none has any (an empty column only squeezes
    the others: a page with a long name grew wider than the window)."""
    empty = set()
    if not any(event_of(report, result) for result in shown):
        empty.add("event")
    if not any(report.batch_findings(result) for result in shown):
        empty.add("batch")
    return frozenset(key for key, _label in COLUMNS if key not in empty)


def _shown_positions(report: Report) -> list[int]:
    """The positions of the results the page shows (``Report.shown``), in input order."""
    shown = {id(result) for result in report.shown()}
    return [p for p, result in enumerate(report.results) if id(result) in shown]


def _violations(rows: list[str]) -> list[str]:
    if not rows:
        return []
    return ["<table><tr><th>Line</th><th>Severity</th><th>Rule</th><th>Problem</th>"
            "<th>Fix</th><th>Source</th></tr>", *rows, "</table>"]


def _violation_row(v: Violation) -> str:
    """One violation as a row of a deck's problem table."""
    # as rich does: the name as written beside the card it was read as (an unknown
    # card's message says its name already)
    apart = written_apart(v)
    written = f' <span class="muted">(written “{breakable(apart)}”)</span>' if apart else ""
    return (f"<tr><td>{v.line or ''}</td><td class=\"sev-{v.severity}\">{v.severity}</td>"
            f"<td>{escape(v.rule)} <span class=\"muted\">{v.code}</span></td>"
            f"<td>{breakable(v.message)}{written}</td><td>{breakable(v.hint or '')}</td>"
            f"<td class=\"muted\">{breakable(v.source or '')}</td></tr>")


def _list_as_read(result: DeckResult) -> list[str]:
    listing = deck_listing(result)
    if not listing:
        return []
    parts = ['<div class="list">']
    for _zone, label, rows in listing:
        parts.append(f"<h4>{escape(capitalised(label))} "
                     f"({sum(r[0] for r in rows)})</h4><ul>")
        parts.extend(f"<li>{count} {breakable(name)}</li>" for count, name, _kind in rows)
        parts.append("</ul>")
    parts.append("</div>")
    return parts


def _config(config: AppliedConfig) -> str:
    css = "config-weakens" if config.weakens() else "muted"
    return f'<p class="{css}">{escape(config.summary())}</p>'


def _configs_of_hidden(report: Report) -> list[str]:
    """In a quiet report, the legal decks not shown whose config weakened a rule."""
    shown = {id(result) for result in report.shown()}
    hidden = [r for r in report.results if id(r) not in shown
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
    parts.extend(f"<tr><td>{breakable(s.path)}</td><td>{breakable(s.reason)}</td></tr>"
                 for s in report.skipped)
    parts.append("</table>")
    return parts


def _deck(position: int, result: DeckResult, config: AppliedConfig | None,
          findings: list[Violation], pieces: _Pieces) -> list[str]:
    parts = [f'<section id="{_anchor(position)}">',
             f'<h2>{breakable(result.path)} <span class="{result.status}">'
             f"{STATUS_WORDS[result.status]}</span></h2>"]
    facts = [breakable(f"player {result.player}") if result.player else "",
             breakable(f"event {result.event}") if result.event else "",
             escape(f"{result.format_name} [{result.format_id}]") if result.format_id else "",
             escape(f"judged as of {result.lists_as_of}")
             if result.lists_as_of else "",
             escape(f"card data of {result.card_data_words()}")
             if result.card_data_words() else "",
             escape(f"fingerprint {result.fingerprint}") if result.fingerprint else "",
             escape(f"Cockatrice hash {result.cockatrice_hash}")
             if result.cockatrice_hash else ""]
    parts.append(f'<p class="muted">{" · ".join(f for f in facts if f)}</p>')
    if config is not None:
        parts.append(_config(config))
    rows = [_violation_row(v) for v in findings]
    parts.extend(filter(None, [pieces.shape]))
    parts.extend(_violations([*rows, *filter(None, [pieces.rows])]))
    parts.extend(filter(None, [pieces.listing, "</section>"]))
    return parts


def _write(out: TextIO, parts: list[str]) -> None:
    """Write ``parts``, each followed by a line break (the page is its parts joined by
    line breaks), as they are made: the page is never held whole."""
    if parts:
        out.write("\n".join(parts) + "\n")


def render(report: Report, out: TextIO, color: bool) -> None:
    """Write one HTML page (deterministic but for the generation time), a deck at a
    time: the table's rows, then each deck's section."""
    title = f"cardtools report: {report.event}" if report.event else "cardtools report"
    _write(out, ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
                 '<meta name="viewport" content="width=device-width, initial-scale=1">',
                 f"<title>{escape(title)}</title>", f"<style>{STYLE}</style></head><body>",
                 f"<h1>{escape(title)}</h1>", *_summary(report)])
    _table(report, out)
    for position in _shown_positions(report):
        result = report.results[position]
        _write(out, _deck(position, result, report.config_of(result),
                          *_parts(result, report.quiet)))
    _write(out, [*_configs_of_hidden(report), *_skipped(report),
                 f"<script>{SCRIPT}</script></body></html>"])
