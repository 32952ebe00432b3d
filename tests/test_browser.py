"""The HTML report and the registration sheets in a real browser: headless Chromium
(from the system's packages; these tests skip where it is not installed).

The report's script reads the view from the address's fragment, so loading the page
with ``#verdict=legal`` and dumping the DOM shows what a user would see; registration
sheets are printed to PDF, on Letter (Chromium's default) and on A4 paper."""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import urllib.parse
from html.parser import HTMLParser
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app

DECK40 = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_text()
HEAD = "Format: mage-noir/tournament\n"


@pytest.fixture(scope="module")
def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    pytest.skip("no headless Chromium installed (apt-get install chromium)")


def browse(chromium: str, profile: Path, *args: str) -> str:
    done = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         f"--user-data-dir={profile}", *args],
        capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "HOME": str(profile)})
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


class Rows(HTMLParser):
    """The rows of the deck table: (player cell, verdict, hidden) in DOM order."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.hidden: list[bool] = []
        self.cell: list[str] | None = None
        self.in_table = False
        self.controls_hidden: bool | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "form" and found.get("id") == "controls":
            self.controls_hidden = "hidden" in found
        if tag == "table" and found.get("id") == "decks":
            self.in_table = True
        if self.in_table and tag == "tr" and "data-verdict" in found:
            self.rows.append([])
            self.hidden.append("hidden" in found)
        if self.in_table and tag == "td" and self.rows:
            self.cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "td" and self.cell is not None:
            self.rows[-1].append("".join(self.cell))
            self.cell = None
        if tag == "table":
            self.in_table = False

    def handle_data(self, data: str) -> None:
        if self.cell is not None:
            self.cell.append(data)


def visible_players(dom: str) -> list[str]:
    parser = Rows()
    parser.feed(dom)
    return [row[1] for row, hidden in zip(parser.rows, parser.hidden, strict=True)
            if not hidden]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("decks")
    (folder / "1.txt").write_text(HEAD + "Player: Carol\n" + DECK40)
    (folder / "2.txt").write_text(HEAD + "Player: Alice\n" + DECK40 + "Side\n1 Ignition\n")
    (folder / "3.txt").write_text(HEAD + "Player: Bob\n" + DECK40 + "1 Crimson Ritual\n")
    (folder / "4.txt").write_text("Player: Dora\n" + DECK40)
    page = folder.parent / "report.html"
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", "html",
                                       "--report-file", str(page), "--event", "Open"])
    assert outcome.exit_code == 2
    return page


def test_default_view_puts_illegal_decks_first(chromium: str, report: Path,
                                               tmp_path: Path) -> None:
    dom = browse(chromium, tmp_path, "--dump-dom", report.as_uri())
    assert visible_players(dom) == ["Bob", "Dora", "Carol", "Alice"]
    assert "4 of 4 decks shown" in dom
    assert 'id="controls" hidden' not in dom  # the script shows the controls


@pytest.mark.parametrize(("fragment", "players"), [
    ("verdict=legal", ["Carol", "Alice"]),
    ("verdict=illegal", ["Bob"]),
    ("verdict=error", ["Dora"]),
    ("format=mage-noir/tournament", ["Bob", "Carol", "Alice"]),
    ("q=ALICE", ["Alice"]),
    ("q=crimson", ["Bob"]),
    ("q=ignition", ["Alice"]),
    ("sort=player", ["Alice", "Bob", "Carol", "Dora"]),
    ("sort=player&dir=desc", ["Dora", "Carol", "Bob", "Alice"]),
    ("sort=verdict&dir=desc&verdict=legal", ["Carol", "Alice"]),
    ("sort=errors&dir=desc", ["Bob", "Dora", "Carol", "Alice"]),
    # a link cut inside a percent-encoded letter (Chloé's %C3%A9): the rest still applies
    ("verdict=legal&q=%C3%A", []),
    ("x=%C3%A&verdict=legal&sort=player", ["Alice", "Carol"]),
    ("q=ALIC%45", ["Alice"]),
])
def test_sort_filter_and_search_change_what_is_shown(
        chromium: str, report: Path, tmp_path: Path, fragment: str, players: list[str]
) -> None:
    dom = browse(chromium, tmp_path, "--dump-dom", f"{report.as_uri()}#{fragment}")
    assert visible_players(dom) == players
    assert f"{len(players)} of 4 decks shown" in dom


def test_with_scripts_off_it_is_a_plain_page(chromium: str, report: Path,
                                             tmp_path: Path) -> None:
    """The page with its script blocked (a Content-Security-Policy that allows no script:
    Chromium's own switch for scripts also stops it dumping the DOM): the controls stay
    hidden and every deck is listed, illegal first, whatever the fragment asks."""
    blocked = tmp_path / "blocked.html"
    blocked.write_text(report.read_text("utf-8").replace(
        "<head>", "<head><meta http-equiv=\"Content-Security-Policy\" "
        "content=\"script-src 'none'\">", 1), "utf-8")
    dom = browse(chromium, tmp_path, "--dump-dom", f"{blocked.as_uri()}#verdict=legal")
    parser = Rows()
    parser.feed(dom)
    assert parser.controls_hidden is True
    assert visible_players(dom) == ["Bob", "Dora", "Carol", "Alice"]
    assert "of 4 decks shown" not in dom


def pages(pdf: Path) -> int:
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True,
                              check=True).stdout
        return int(re.search(r"^Pages:\s+(\d+)", info, re.M)[1])  # type: ignore[index]
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf.read_bytes()))


@pytest.mark.parametrize("paper", ["letter", "A4"])
def test_registration_sheets_print_one_page_per_deck(chromium: str, tmp_path: Path,
                                                     paper: str) -> None:
    folder = tmp_path / "decks"
    folder.mkdir()
    for number in range(3):
        (folder / f"{number}.txt").write_text(HEAD + f"Player: P{number}\n" + DECK40
                                              + "Side\n1 Ignition\n2 Tide\n")
    mtg = (Path(__file__).parent / "fixtures" / "mtg" / "burn.cod").read_text()
    (folder / "burn.cod").write_text(mtg)
    big = "Format: mtg/vintage\n" + "".join(f"1 {name}\n" for name in (
        "Black Lotus", "Ancestral Recall", "Time Walk", "Mox Sapphire", "Mox Jet",
        "Mox Ruby", "Mox Pearl", "Mox Emerald", "Sol Ring", "Demonic Tutor")) * 1
    (folder / "vintage.txt").write_text(big + "50 Island\nSideboard\n15 Island\n")
    # 100 singletons (Land 52): its groups go on from column to column, so the list and
    # the signatures fit one page (the signatures went to a second page on Letter)
    commander = (Path(__file__).parent / "fixtures" / "mtg" / "duel-commander-100.txt")
    (folder / "commander.txt").write_text(commander.read_text("utf-8"), "utf-8")
    sheet = tmp_path / "sheets.html"
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", "sheet",
                                       "--report-file", str(sheet), "--event", "Open",
                                       "--date", "2024-01-01"])
    assert outcome.exit_code in (0, 1)
    html = sheet.read_text("utf-8")
    assert html.count('<section class="sheet">') == 6
    if paper == "A4":
        html = html.replace("</style>", "@page{size:A4}</style>", 1)
    printable = tmp_path / f"sheets-{paper}.html"
    printable.write_text(html, "utf-8")
    pdf = tmp_path / f"sheets-{paper}.pdf"
    browse(chromium, tmp_path / "profile", "--no-pdf-header-footer",
           f"--print-to-pdf={pdf}", printable.as_uri())
    assert pages(pdf) == 6


#: Appended to a page: once it is laid out, how much wider than the window the page is,
#: the elements whose text overflows their box (cut short or sticking out) and the words
#: of a table cell or heading broken over two lines go into ``body[data-layout]``.
_LAYOUT_PROBE = """<script>
window.addEventListener("load", () => setTimeout(() => {
  const over = [...document.querySelectorAll("body *")]
    .filter(e => e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1)
    .map(e => e.tagName + ": " + e.textContent.trim().slice(0, 30));
  const broken = [];
  for (const cell of document.querySelectorAll("td, th, h2")) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      for (const word of node.data.matchAll(/(?<![^\\s-])[^\\s-]{2,24}(?![^\\s-])/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (range.getClientRects().length > 1) broken.push(word[0]);
      }
    }
  }
  document.body.dataset.layout = JSON.stringify(
    {wider: document.documentElement.scrollWidth - document.documentElement.clientWidth,
     over: over, broken: broken});
}, 50));
</script></body>"""


def layout(chromium: str, profile: Path, page: Path) -> dict[str, object]:
    probed = page.with_name("probed-" + page.name)
    probed.write_text(page.read_text("utf-8").replace("</body>", _LAYOUT_PROBE, 1), "utf-8")
    dom = browse(chromium, profile, "--window-size=1280,900", "--virtual-time-budget=3000",
                 "--dump-dom", probed.as_uri())
    found = re.search(r'data-layout="([^"]*)"', dom)
    assert found, "the probe did not run"
    return json.loads(html.unescape(found[1]))  # type: ignore[no-any-return]


@pytest.mark.parametrize("style", ["html", "sheet"])
def test_long_names_wrap_within_the_page(chromium: str, tmp_path: Path, style: str) -> None:
    """A 300-letter player name and Magic's long double-faced card names wrap: the page
    is no wider than the window (the report's table kept its verdict column in view) and
    no name is cut short (a registration sheet showed 'Shatterskull Smashing //
    Shatterskull, the Hammer…')."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: mtg/modern\nPlayer: " + "Q" * 300 + "\n"
                    "4 Shatterskull Smashing // Shatterskull, the Hammer Pass\n"
                    "4 Jace, Vryn's Prodigy // Jace, Telepath Unbound\n"
                    "52 Mountain\nSideboard\n2 Sea Gate Restoration // Sea Gate, Reborn\n")
    page = tmp_path / f"{style}.html"
    outcome = CliRunner().invoke(app, ["check", str(deck), "--report", style, "--report-file",
                                       str(page), "--date", "2024-01-01"])
    assert outcome.exit_code == 0
    assert layout(chromium, tmp_path / "profile", page) == {"wider": 0, "over": [],
                                                             "broken": []}


def test_the_report_table_never_breaks_a_word(chromium: str, tmp_path: Path) -> None:
    """A folder's table with a long first problem in a window of 1280 pixels: every word
    of the verdicts, players, paths and formats stays whole (a CSS rule that let any
    word break squeezed the columns: 'illeg al', 'Quenti n Roux', 'mtg/m odern')."""
    folder = tmp_path / "submissions"
    folder.mkdir()
    for number, player in enumerate(["Quentin Roux", "Oscar Silva", "Chloé Leroy"]):
        (folder / f"player{number}.txt").write_text(
            f"Format: mtg/modern\nPlayer: {player}\n4 Lightning Bolt\n4 Fury\n"
            "4 Ragavan, Nimble Pilferer\n4 Shatterskull Smashing // Shatterskull, the Hammer "
            "Pass\n40 Mountain\nSideboard\n15 Mountain\n", "utf-8")
    page = tmp_path / "report.html"
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", "html",
                                       "--report-file", str(page), "--date", "2024-01-01",
                                       "--event", "Grand Prix Lyon Open Qualifier"])
    assert outcome.exit_code == 1
    # every column shown: the event's, and the batch findings' (one list, three players)
    assert page.read_text("utf-8").count('<span class="sev-info" title="the same deck') == 3
    assert layout(chromium, tmp_path / "profile", page) == {"wider": 0, "over": [],
                                                             "broken": []}


def test_a_table_whose_words_cannot_fit_scrolls_in_its_box(chromium: str,
                                                           tmp_path: Path) -> None:
    """Long words in several columns at once (a file name, a player, an event and an
    unknown card of 24 letters, the longest run kept whole) made the table wider than a
    window of 1,280 pixels, and the page with it: the table now scrolls in a box of its
    own (the only element whose content overflows), the page stays the window's width
    and no word is broken."""
    folder = tmp_path / "subs"
    folder.mkdir()
    deck = ("4 Lightning Bolt\n4 Ragavan, Nimble Pilferer\n4 Shatterskull Smashing // "
            "Shatterskull, the Hammer Pass\n48 Mountain\nSideboard\n15 Mountain\n")
    for number, (player, event) in enumerate([
            ("Wolfeschlegelsteinhausen Jr", "Weltmeisterschaftsfinale Lyon"),
            ("=HYPERLINK(http://x.y/z)", "<img/src=x/onerror=alert(2)>")]):
        (folder / f"{number}_wolfeschlegelsteinh.txt").write_text(
            f"Format: mtg/modern\nPlayer: {player}\nEvent: {event}\n{deck}"
            "1 Wolfeschlegelsteinhausenb\n", "utf-8")
    page = tmp_path / "report.html"
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", "html",
                                       "--report-file", str(page), "--date", "2024-01-01"])
    assert outcome.exit_code == 1
    found = layout(chromium, tmp_path / "profile", page)
    assert (found["wider"], found["broken"]) == (0, [])
    assert found["over"] == ["DIV: DeckPlayerEventFormatVerdictEr"]


@pytest.mark.parametrize(("query", "players"), [
    ("chloe", ["Chloé"]), ("CHLOÉ", ["Chloé"]), ("ｚｏｅ", ["Zoë"]), ("zoë", ["Zoë"]),
    ("o", ["Chloé", "Zoë"]), ("é", ["Chloé", "Zoë"]),
])
def test_search_ignores_case_and_accents(chromium: str, tmp_path: Path, query: str,
                                         players: list[str]) -> None:
    """An organizer typing 'chloe' finds Chloé's deck (the batch's duplicate-player check
    compares names so too)."""
    folder = tmp_path / "decks"
    folder.mkdir()
    for number, player in enumerate(["Chloé", "Zoë"]):
        (folder / f"{number}.txt").write_text(HEAD + f"Player: {player}\n" + DECK40, "utf-8")
    page = tmp_path / "report.html"
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", "html",
                                       "--report-file", str(page)])
    assert outcome.exit_code == 0
    fragment = "q=" + urllib.parse.quote(query)
    dom = browse(chromium, tmp_path / "profile", "--dump-dom", f"{page.as_uri()}#{fragment}")
    assert visible_players(dom) == players


HOSTILE = ("<img src=x onerror=document.title='pwned'>\"' ]]> &amp; "
           "<script>document.title='pwned'</script>")


class Elements(HTMLParser):
    """The start tags of a document, with their attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


@pytest.mark.parametrize("style", ["html", "sheet"])
def test_hostile_names_stay_text_in_the_browser(chromium: str, tmp_path: Path,
                                                style: str) -> None:
    """A player, an event and a file named with markup and script: the page the browser
    builds holds them as text, no element of theirs, and its title is its own (no
    script of theirs ran), with the search box holding markup from the address too."""
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "<marquee>x ]]> 'q\".txt").write_text(
        HEAD + f"Player: {HOSTILE}\nEvent: {HOSTILE}\n" + DECK40, "utf-8")
    page = tmp_path / "page.html"
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", style,
                                       "--report-file", str(page)])
    assert outcome.exit_code == 0, outcome.output
    fragment = "#q=" + urllib.parse.quote("<img src=x onerror=document.title='pwned'>")
    dom = browse(chromium, tmp_path / "profile", "--dump-dom", page.as_uri() + fragment)
    parser = Elements()
    parser.feed(dom)
    assert not [tag for tag, _ in parser.tags if tag in ("img", "marquee")]
    assert [tag for tag, _ in parser.tags].count("script") == (1 if style == "html" else 0)
    handlers = {(tag, name) for tag, attrs in parser.tags for name in attrs
                if name.startswith("on")}
    assert handlers == ({("form", "onsubmit")} if style == "html" else set())  # the page's
    assert "pwned</title>" not in dom
    text = html.unescape(re.sub(r"<[^>]+>", "", dom))
    assert HOSTILE in text


@pytest.fixture(scope="module")
def batch_report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A batch with a player's two lists (the second also holding an unknown card), the
    same list under two players, a deck of another event and one naming no player,
    judged for the event "Spring Open" (Bob's list names no event)."""
    folder = tmp_path_factory.mktemp("batch")
    spring = HEAD + "Event: Spring Open\n"
    (folder / "a.txt").write_text(spring + "Player: Alice\n" + DECK40)
    (folder / "b.txt").write_text(spring + "Player: alice\n" + DECK40 + "1 Nosuch Card\n")
    (folder / "c.txt").write_text(HEAD + "Player: Bob\n" + DECK40)
    (folder / "d.txt").write_text(HEAD + "Event: Sunday Cup\nPlayer: Dora\n" + DECK40
                                  + "Side\n1 Ignition\n")
    (folder / "e.txt").write_text(HEAD + DECK40 + "Side\n1 Tide\n")
    page = folder.parent / "batch.html"
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", "html",
                                       "--report-file", str(page), "--event", "Spring Open",
                                       "--date", "2025-11-04"])
    assert outcome.exit_code == 1
    return page


def table_rows(dom: str) -> list[dict[str, str]]:
    """The visible rows of the deck table, each its cells' text by column key."""
    parser = Rows()
    parser.feed(dom)
    heads = re.findall(r'<th data-key="([a-z]+)"', dom)
    return [dict(zip(heads, row, strict=True))
            for row, hidden in zip(parser.rows, parser.hidden, strict=True) if not hidden]


def test_the_table_shows_each_decks_event_and_batch_findings(
        chromium: str, batch_report: Path, tmp_path: Path) -> None:
    """Alice's second list is illegal by an unknown card, its first problem, and its
    duplicate-player finding still shows in the "Batch findings" column; a list without
    an ``Event:`` line is under the run's ``--event``, and one naming another event
    shows its own, with the note saying so among its batch findings."""
    dom = browse(chromium, tmp_path, "--dump-dom", batch_report.as_uri())
    assert [(row["player"], row["event"], row["verdict"], row["batch"], row["problem"])
            for row in table_rows(dom)] == [
        ("alice", "Spring Open", "illegal", "duplicate-player",
         "[unknown-card] unknown card 'Nosuch Card'"),
        ("Alice", "Spring Open", "legal", "duplicate-deck duplicate-player",
         f"[duplicate-player] player Alice also submitted "
         f"{batch_report.parent / 'batch0' / 'b.txt'} (alice)"),
        ("Bob", "Spring Open", "legal", "duplicate-deck", ""),
        ("Dora", "Sunday Cup", "legal", "reading", ""),
        ("", "Spring Open", "legal", "no-player", ""),
    ]
    heads = re.findall(r'<th data-key="([a-z]+)"', dom)
    assert heads == ["deck", "player", "event", "format", "verdict", "errors", "warnings",
                     "fingerprint", "batch", "problem"]
    # the script fills the Rule filter with the rules of the rows
    rules = re.search(r'<select id="f-rule">(.*?)</select>', dom)
    assert rules and re.findall(r'<option value="([^"]*)"', rules[1]) == [
        "", "duplicate-deck", "duplicate-player", "no-player", "reading", "unknown-card"]
    events = re.search(r'<select id="f-event">(.*?)</select>', dom)
    assert events and re.findall(r'<option value="([^"]*)"', events[1]) == [
        "", "Spring Open", "Sunday Cup"]


def test_the_summary_counts_and_links_to_the_batch_findings(
        chromium: str, batch_report: Path, tmp_path: Path) -> None:
    dom = browse(chromium, tmp_path, "--dump-dom", batch_report.as_uri())
    boxes = re.findall(r'<a class="box" id="count-([a-z-]+)" href="([^"]+)"[^>]*><b>(\d+)</b>'
                       r"([^<]+)</a>", dom)
    assert boxes == [
        ("duplicate-player", "#rule=duplicate-player", "2", "duplicate player"),
        ("duplicate-deck", "#rule=duplicate-deck", "2", "duplicate deck"),
        ("no-player", "#rule=no-player", "1", "no player named")]
    for _rule, link, count, _label in boxes:  # each link shows its decks
        shown = browse(chromium, tmp_path, "--dump-dom", batch_report.as_uri() + link)
        assert len(table_rows(shown)) == int(count)
        assert f"{count} of 5 decks shown" in shown


@pytest.mark.parametrize(("fragment", "players"), [
    ("rule=duplicate-player", ["alice", "Alice"]),
    ("rule=duplicate-deck", ["Alice", "Bob"]),
    ("rule=no-player", [""]),
    ("rule=unknown-card", ["alice"]),
    ("rule=duplicate-player&verdict=legal", ["Alice"]),
    ("q=duplicate-player", ["alice", "Alice"]),
    ("q=DUPLICATE-DECK", ["Alice", "Bob"]),
    ("q=no-player", [""]),
    ("event=Sunday%20Cup", ["Dora"]),
    ("event=Spring+Open", ["alice", "Alice", "Bob", ""]),
    ("event=Spring%20Open&rule=duplicate-deck", ["Alice", "Bob"]),
    ("sort=event&dir=desc", ["Dora", "alice", "Alice", "Bob", ""]),
    ("sort=batch", ["Bob", "Alice", "alice", "", "Dora"]),
])
def test_rule_and_event_filters_and_rule_search(
        chromium: str, batch_report: Path, tmp_path: Path, fragment: str, players: list[str]
) -> None:
    dom = browse(chromium, tmp_path, "--dump-dom", f"{batch_report.as_uri()}#{fragment}")
    assert [row["player"] for row in table_rows(dom)] == players
    assert f"{len(players)} of 5 decks shown" in dom


def test_quiet_page_keeps_a_legal_deck_with_a_duplicate_warning(chromium: str,
                                                                 tmp_path: Path) -> None:
    """``--quiet`` shows decks that are not legal or have a warning (README): Alice's
    legal first list, a duplicate-player warning, was left out of the page; the note
    on the deck naming no player is not shown, but counted (no link: the page does not
    list that deck)."""
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "a.txt").write_text(HEAD + "Player: Alice\n" + DECK40)
    (folder / "b.txt").write_text(HEAD + "Player: Alice\n" + DECK40 + "1 Nosuch Card\n")
    (folder / "c.txt").write_text(HEAD + "Player: Carol\n" + DECK40 + "Side\n1 Tide\n")
    (folder / "d.txt").write_text(HEAD + DECK40 + "Side\n1 Ignition\n")
    page = tmp_path / "quiet.html"
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", "html", "--quiet",
                                       "--report-file", str(page), "--date", "2025-11-04"])
    assert outcome.exit_code == 1
    dom = browse(chromium, tmp_path / "profile", "--dump-dom", page.as_uri())
    assert [(row["deck"].rsplit("/", 1)[-1], row["batch"]) for row in table_rows(dom)] == [
        ("b.txt", "duplicate-player"), ("a.txt", "duplicate-player")]
    assert "event" not in re.findall(r'<th data-key="([a-z]+)"', dom)  # no deck names one
    assert re.findall(r'<section id="(deck-\d)"', dom) == ["deck-1", "deck-2"]
    assert re.findall(r'id="count-([a-z-]+)"', dom) == [
        "files", "illegal", "error", "legal", "duplicate-player", "no-player"]
    assert '<div class="box" id="count-no-player"' in dom


def test_the_event_filter_takes_an_event_however_it_is_written(chromium: str,
                                                               tmp_path: Path) -> None:
    """``Spring Open`` and ``spring  ÓPEN`` are one event for the duplicate-player check,
    so one choice of the filter (the first spelling), each row showing its own."""
    folder = tmp_path / "decks"
    folder.mkdir()
    for name, player, event in (("a", "Alice", "Spring Open"), ("b", "Bob", "spring  ÓPEN"),
                                ("c", "Carol", "Sunday Cup")):
        (folder / f"{name}.txt").write_text(f"{HEAD}Player: {player}\nEvent: {event}\n"
                                            f"{DECK40}Side\n{1 + ord(name) % 3} Tide\n")
    page = tmp_path / "events.html"
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", "html",
                                       "--report-file", str(page), "--date", "2025-11-04"])
    assert outcome.exit_code == 0
    dom = browse(chromium, tmp_path / "profile", "--dump-dom",
                 page.as_uri() + "#event=Spring%20Open")
    assert [(row["player"], row["event"]) for row in table_rows(dom)] == [
        ("Alice", "Spring Open"), ("Bob", "spring  ÓPEN")]
    events = re.search(r'<select id="f-event">(.*?)</select>', dom)
    assert events and re.findall(r'<option value="([^"]*)"', events[1]) == [
        "", "Spring Open", "Sunday Cup"]
    assert "batch" not in re.findall(r'<th data-key="([a-z]+)"', dom)  # no finding: no column
