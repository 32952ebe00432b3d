"""Decklists pasted into a chat, a forum post or a Markdown page, with the markup around
their lines (``chatmarkup``): a real deck so written stays the deck it was (legal on its
event day, every card read, its zones' counts kept), and the same deck with a banned card
so written stays illegal."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from cardtools.cardfiles import bundled_database
from cardtools.checker import Checker, CheckOptions
from cardtools.decklist import read_decklist
from cardtools.model import DeckResult
from tests import real_decklists

#: A Legacy deck as registered on 2024-02-03 (Legacy Challenge 32, 14th place).
MAIN = [(4, "Aether Vial"), (1, "Arid Mesa"), (1, "Batterskull"), (1, "Extraction Specialist"),
        (1, "Flickerwisp"), (4, "Flooded Strand"), (1, "Kaldra Compleat"), (4, "Karakas"),
        (1, "Lion Sash"), (1, "Loran of the Third Path"), (4, "Marsh Flats"),
        (4, "Mother of Runes"), (1, "Opposition Agent"), (4, "Orcish Bowmasters"),
        (6, "Plains"), (1, "Plateau"), (3, "Prismatic Vista"), (4, "Recruiter of the Guard"),
        (2, "Rishadan Port"), (3, "Scrubland"), (1, "Serra Paragon"),
        (3, "Skyclave Apparition"), (4, "Solitude"), (4, "Stoneforge Mystic"), (1, "Swamp"),
        (4, "Swords to Plowshares"), (4, "Thalia, Guardian of Thraben"), (4, "Thoughtseize"),
        (4, "Wasteland")]
SIDE = [(2, "Deafening Silence"), (4, "Leyline of the Void"), (1, "Loran of the Third Path"),
        (1, "Magus of the Moon"), (1, "Path to Exile"), (1, "Prismatic Ending"),
        (2, "The Battle of Bywater"), (1, "The Wandering Emperor"),
        (1, "Trailblazer's Torch"), (1, "Yorion, Sky Nomad")]
DAY = "2024-02-03"
#: A legal Mage Noir tournament deck of 40 cards (the fewest), one block under ``Deck``.
MAGE_NOIR_DECK = "Deck\n" + "".join(f"4 {name}\n" for name in (
    "Fire Ball", "Tornado", "Air Blade", "Seed", "Flame Projectile", "Breath",
    "Favorable Winds", "Bark Armor", "Droplet", "Water Drop"))
Cards = list[tuple[int, str]]

_CHECKERS: dict[tuple[str, str], Checker] = {}


def check(text: str, day: str = DAY, format_id: str = "mtg/legacy",
          suffix: str = ".txt") -> DeckResult:
    """Judge ``text`` as a file of ``suffix`` in ``format_id`` as of ``day``."""
    checker = _CHECKERS.get((format_id, day))
    if checker is None:
        checker = _CHECKERS[(format_id, day)] = Checker(CheckOptions(
            format_id=format_id, as_of=dt.date.fromisoformat(day), use_config=False))
    return checker.check_bytes(text.encode(), f"deck{suffix}")


def errors(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.rule, v.line) for v in result.violations if v.severity == "error"]


def discord(main: Cards, side: Cards) -> str:
    """Discord: a line of chat, the list in a code fence, more chat."""
    return ("here's my list for tonight:\n```\n" + "\n".join(f"{c} {n}" for c, n in main)
            + "\n\n" + "\n".join(f"{c} {n}" for c, n in side)
            + "\n```\nthoughts? went 3-1 with it\n")


def discord_language(main: Cards, side: Cards) -> str:
    """A fence naming a language, the last card on the closing fence's line."""
    rows = [f"{c}x {n}" for c, n in main] + ["", "Sideboard"] + [f"{c}x {n}" for c, n in side]
    return "```txt\n" + "\n".join(rows) + "```\n"


def markdown_table(main: Cards, side: Cards) -> str:
    """GitHub or a wiki: a table per zone under a heading, with a type column."""
    out = []
    for title, cards in (("Main deck", main), ("Sideboard", side)):
        out += [f"## {title}", "", "| Qty | Card | Type |", "|--:|:--|---|"]
        out += [f"| {c} | {n} | - |" for c, n in cards] + [""]
    return "\n".join(out)


def name_first_table(main: Cards, side: Cards) -> str:
    """A table of the name then the count, and a board column."""
    rows = [f"| {n} | {c} | Main |" for c, n in main] + [
        f"| {n} | {c} | Sideboard |" for c, n in side]
    return "| Card Name | Quantity | Board |\n| --- | --- | --- |\n" + "\n".join(rows) + "\n"


def bare_table(main: Cards, side: Cards) -> str:
    """A table without its outer bars, as Reddit's formatting guide writes one: a board
    and a type column (each row was an unknown card '| Ponder | Main | -')."""
    rows = [f"{c} | {n} | Main | -" for c, n in main] + [
        f"{c} | {n} | Sideboard | -" for c, n in side]
    return ("**Death and Taxes**\n\nQty | Card | Board | Type\n:-- | :-- | --- | ---\n"
            + "\n".join(rows) + "\n")


def numbered(main: Cards, side: Cards) -> str:
    """A numbered Markdown list per zone, each item its count and name."""
    return ("**Deck**\n" + "\n".join(f"{i}. {c} {n}" for i, (c, n) in enumerate(main, 1))
            + "\n\n**Sideboard**\n"
            + "\n".join(f"{i}) {c}x {n}" for i, (c, n) in enumerate(side, 1)) + "\n")


def quoted(main: Cards, side: Cards) -> str:
    """A list quoted in a reply (Reddit, Discord, e-mail), bullets inside the quote."""
    return ("> Deck\n" + "\n".join(f"> - {c} {n}" for c, n in main) + "\n>\n> Sideboard\n"
            + "\n".join(f"> - {c} {n}" for c, n in side) + "\n")


def emphasis(main: Cards, side: Cards) -> str:
    """Counts in bold, names in inline code, a task list, other bullets."""
    return ("Deck\n" + "\n".join(f"**{c}** `{n}`" if i % 2 else f"- [x] {c}x **{n}**"
                                 for i, (c, n) in enumerate(main))
            + "\n\nSideboard\n" + "\n".join(f"\u25e6 {c} {n}" for c, n in side) + "\n")


def web_page(main: Cards, side: Cards) -> str:
    """A page's source copied: character references between the count and the name."""
    return ("Deck<br>\n" + "\n".join(f"{c}&nbsp;{n.replace(' ', '&nbsp;')}" for c, n in main)
            + "\n\nSideboard\n" + "\n".join(f"{c}&#160;{n}" for c, n in side) + "\n")


def copied_table(main: Cards, side: Cards) -> str:
    """A page's table or a spreadsheet copied: tabs between the cells, a type and a price
    after the count and the name (the name first in the sideboard's)."""
    return ("Deck\n" + "\n".join(f"{c}\t{n}\tCard\t${c}.25" for c, n in main)
            + "\n\nSideboard\n" + "\n".join(f"{n}\t{c}\tR\t0,10 \u20ac" for c, n in side)
            + "\n")


def priced(main: Cards, side: Cards) -> str:
    """A shop's list: a price after each card line."""
    return ("Deck\n" + "\n".join(f"{c} {n} $0.{c}9" for c, n in main) + "\n\nSideboard\n"
            + "\n".join(f"{c}x {n} 1,20 \u20ac" for c, n in side) + "\n")


def _broken(line: str) -> str:
    """A card line a PDF's narrow column breaks: a long one after a hyphen, inside its
    last long word (``4 Thalia, Guardian of Thra-`` / ``ben``) or at the name's own
    hyphen (``1 Loran of the Third Path`` stays whole). A name of two faces stays whole:
    ``//`` may start a comment, which must not take the next line in."""
    if "//" in line:
        return line
    if "-" in line.split(" ", 1)[1]:
        head, tail = line.split("-", 1)
        return f"{head}-\n{tail}"
    word = max(line.split(" ")[1:], key=len)
    if len(line) < 18 or len(word) < 6 or not word.isalpha():
        return line
    start = line.rindex(word)
    return f"{line[:start + 3]}-\n{line[start + 3:]}"


def pdf_text(main: Cards, side: Cards) -> str:
    """A PDF's text copied: long names broken after a hyphen at the line's end."""
    rows = [_broken(f"{c} {n}") for c, n in main]
    rows.insert(len(rows) // 2, "Page 1 of 2")  # the first page's footer
    return ("Deck\n" + "\n".join(rows) + "\n\nSideboard\n"
            + "\n".join(_broken(f"{c} {n}") for c, n in side) + "\nPage 2/2\n")


def page_copy(main: Cards, side: Cards) -> str:
    """A deck page copied: each card line in one cell, its mana cost and type after it."""
    return ("Deck\n" + "\n".join(f"{c} {n} {{1}}{{W/U}}\tCreature" for c, n in main)
            + "\n\nSideboard\n" + "\n".join(f"{c} {n}\tSorcery\t$0.10" for c, n in side)
            + "\n")


def reddit_post(main: Cards, side: Cards) -> str:
    """A Reddit or Discord post: the deck's name in bold, each group under a bold or
    underlined heading with its count, items as links, the sideboard's heading in bold."""
    half = len(main) // 2
    groups = [("**Creatures (%d)**", main[:half]), ("__Spells (%d)__", main[half:])]
    out = ["**Alice's Legacy list, 14th place**", ""]
    for heading, cards in groups:
        out += [heading % sum(c for c, _ in cards)]
        out += [f"* {c} [{n}](https://scryfall.com/search?q={n.replace(' ', '+')})"
                for c, n in cards] + [""]
    out += [f"***Sideboard ({sum(c for c, _ in side)}):***"]
    return "\n".join(out + [f"* {c}x {n}" for c, n in side]) + "\n"


def site_groups(main: Cards, side: Cards) -> str:
    """A deck site's page copied with the list grouped by colour, rarity or type, each
    group's heading with its count (Moxfield, Archidekt: ``Multicolor (5)``, ``Mythic
    (3)``, ``Kindred (1)``); the groups are as the reader sees them, not the cards'."""
    heads = ["White", "Multicolor", "Colorless", "Mythic", "Kindred"]
    size = -(-len(main) // len(heads))
    out = []
    for head, start in zip(heads, range(0, len(main), size), strict=False):
        cards = main[start:start + size]
        out += [f"{head} ({sum(c for c, _ in cards)})"] + [f"{c} {n}" for c, n in cards]
        out.append("")
    return "\n".join(out + [f"Sideboard ({sum(c for c, _ in side)})"]
                     + [f"{c} {n}" for c, n in side]) + "\n"


def html_table(main: Cards, side: Cards) -> str:
    """A page's HTML source copied, pretty-printed: a table of the deck, each row and
    cell on lines of their own, a name's link with its attributes over two lines; the
    sideboard under a heading, as a list."""
    rows = []
    for count, name in main:
        link = f'<a href="https://scryfall.com/search?q={name.replace(" ", "+")}"\n' \
               f'         class="card-link">{name}</a>'
        rows += ["    <tr>", f"      <td class=\"qty\">{count}</td>", f"      <td>{link}</td>",
                 "    </tr>"]
    return "\n".join(["<table class=\"deck\">", "  <thead>",
                      "    <tr><th>Qty</th><th>Card</th></tr>", "  </thead>", "  <tbody>",
                      *rows, "  </tbody>", "</table>", "<h3>Sideboard</h3>", "<ul>",
                      *(f"  <li>{count} {name}</li>" for count, name in side), "</ul>"]) + "\n"


def html_breaks(main: Cards, side: Cards) -> str:
    """A forum post's HTML source: the cards on one line, parted by ``<br>``, a table's
    cells on one line each row, and a line struck through as a chat writes it."""
    return ("<p><b>Deck</b><br>" + "<br />".join(f"{c} {n}" for c, n in main[:10])
            + "</p>\n" + "\n".join(f"<tr><td>{c}</td><td>{n}</td></tr>" for c, n in main[10:])
            + "\n<p>Sideboard<br/>" + "<br>".join(f"~~{c} {n}~~" for c, n in side[:2])
            + "<br>" + "<br>".join(f"{c} ~~{n}~~" for c, n in side[2:]) + "</p>\n")


def code_items(main: Cards, side: Cards) -> str:
    """A README's list: each card line a list item in inline code (``- `4 Ponder```), as
    a deck repository's page shows one (each was an unknown card)."""
    return ("Deck\n" + "\n".join(f"- `{c} {n}`" for c, n in main) + "\n\nSideboard\n"
            + "\n".join(f"* `{c}x {n}`" for c, n in side) + "\n")


def word_processor(main: Cards, side: Cards) -> str:
    """A list typed in a word processor or a notes app and copied as text: its bullets
    (Google Docs' and Apple Notes' ``\u25cf``, Word's ``\u00b7`` and a tab, arrows, check
    marks, a card emoji's diamond; each line was an unknown card, a legal deck illegal)."""
    marks = ["\u25cf ", "\u00b7\t", "\u2192 ", "\u25a0 ", "-> ", "\u2713 ", "\U0001f539 ",
             "\u27a4 ", "\u2605 ", "\u25cb "]
    return ("Deck\n" + "\n".join(f"{marks[i % len(marks)]}{c} {n}"
                                 for i, (c, n) in enumerate(main))
            + "\n\n\u25cf Sideboard\n" + "\n".join(f"\u25cb {c}x {n}" for c, n in side)
            + "\n")


def commented(main: Cards, side: Cards) -> str:
    """A list whose lines a player annotated: a ``// comment`` after an export's set code
    and collector number or finish (``4 Ponder (M12) 73 // cantrip``), or run into the
    name (``4 Ponder// cantrip``); each was an unknown card, a legal deck illegal."""
    forms = ["{c} {n} (MH2) {i} // note {i}", "{c} {n}// note", "{c}x {n} *F* // foil",
             "{c} {n} [MH2] //no {i}", "{c} {n}//", "{c} {n}# note", "{c} {n} (MH2) {i}# x"]
    return ("Deck\n" + "\n".join(forms[i % len(forms)].format(c=c, n=n, i=i + 1)
                                 for i, (c, n) in enumerate(main))
            + "\n\nSideboard\n" + "\n".join(f"{c} {n} (MH2) 1// vs combo" for c, n in side)
            + "\n")


def forum_list(main: Cards, side: Cards) -> str:
    """A forum post's BBCode lists, each item ``[*]`` with a space after it or none (each
    item was an unknown card '[*]4 Ponder', a legal deck illegal)."""
    return ("[b]Deck[/b]\n[list]\n" + "\n".join(
        f"[*]{c} {n}" if i % 2 else f"[*] {c}x [card]{n}[/card]" for i, (c, n) in enumerate(main))
        + "\n[/list]\n[b]Sideboard[/b]\n[list=1]\n"
        + "\n".join(f"[*]{c} {n}" for c, n in side) + "\n[/list]\n")


def chat_log(main: Cards, side: Cards) -> str:
    """A chat client's log of one's own messages: each after its time stamp (each line
    was an unknown card)."""
    rows = ["Deck", *(f"{c} {n}" for c, n in main), "Sideboard", *(f"{c} {n}" for c, n in side)]
    return "".join(f"[12:{i % 60:02d}] {row}\n" for i, row in enumerate(rows))


def dated_chat(main: Cards, side: Cards) -> str:
    """A copied conversation with dates and 12-hour times, the side deck's lines
    prefixed."""
    rows = [*(f"{c} {n}" for c, n in main), *(f"SB: {c} {n}" for c, n in side)]
    return "".join(f"2024-02-03 9:{i % 60:02d} PM - {row}\n" for i, row in enumerate(rows))


def whatsapp(main: Cards, side: Cards) -> str:
    """WhatsApp's and Telegram's stamps, dated by day and month, with seconds."""
    rows = ["Deck", *(f"{c} {n}" for c, n in main), "Sideboard", *(f"{c} {n}" for c, n in side)]
    stamps = ("[01/06/2024, 12:{:02d}:33] ", "6/1/24, 9:{:02d} PM - ", "[01.06.24 12:{:02d}] ")
    return "".join(stamps[i % 3].format(i % 60) + f"{row}\n" for i, row in enumerate(rows))


FORMS: dict[str, Callable[[Cards, Cards], str]] = {
    "site-groups": site_groups,
    "reddit-post": reddit_post,
    "page-copy": page_copy,
    "pdf-text": pdf_text,
    "copied-table": copied_table, "priced": priced,
    "discord": discord, "discord-language": discord_language,
    "markdown-table": markdown_table, "name-first-table": name_first_table,
    "bare-table": bare_table,
    "numbered": numbered, "quoted": quoted, "emphasis": emphasis, "web-page": web_page,
    "html-table": html_table, "html-breaks": html_breaks, "code-items": code_items,
    "word-processor": word_processor, "commented": commented, "forum-list": forum_list,
    "chat-log": chat_log, "dated-chat": dated_chat, "whatsapp": whatsapp}


@pytest.mark.parametrize("form", FORMS)
def test_a_real_deck_pasted_with_markup_stays_legal(form: str) -> None:
    result = check(FORMS[form](MAIN, SIDE))
    assert errors(result) == []
    assert result.status == "legal"
    assert result.zones == {"main": 80, "side": 15}


@pytest.mark.parametrize("form", FORMS)
def test_a_banned_card_pasted_with_markup_stays_illegal(form: str) -> None:
    """Mind Twist (banned in Legacy) in place of the four Thoughtseize, as one copy."""
    main = [(1, "Mind Twist") if name == "Thoughtseize" else (count, name)
            for count, name in MAIN] + [(3, "Plains")]
    result = check(FORMS[form](main, SIDE))
    assert [rule for rule, _ in errors(result)] == ["banned"]
    assert result.zones == {"main": 80, "side": 15}


@pytest.mark.parametrize("form", ["discord", "markdown-table", "bare-table", "numbered",
                                  "quoted", "forum-list",
                                  "pdf-text", "reddit-post", "word-processor",
                                  "commented"])
def test_real_decks_of_every_sample_pasted_with_markup_stay_legal(form: str,
                                                                   shared: Path) -> None:
    """Every tenth real deck of the dated samples with a sideboard (``../shared``)."""
    checked = 0
    for sample in ("decklists-2024-2026", "decklists-2020-2021", "decklists-premodern"):
        for row in real_decklists.manifest(sample)[::10]:
            text = (real_decklists.DATA / sample / row["file"]).read_text("utf-8")
            zones = _zones(text)
            if not zones["side"]:
                continue
            fmt = row["format"] if "/" in row["format"] else f"mtg/{row['format']}"
            result = check(FORMS[form](zones["main"], zones["side"]), row["date"], fmt)
            assert (row["file"], errors(result)) == (row["file"], [])
            assert result.zones == {"main": sum(c for c, _ in zones["main"]),
                                    "side": sum(c for c, _ in zones["side"])}
            checked += 1
    assert checked >= 80


def _zones(text: str) -> dict[str, Cards]:
    """The main deck and sideboard of a sample's file (``Deck`` / ``Sideboard``)."""
    zones: dict[str, Cards] = {"main": [], "side": []}
    zone = "main"
    for line in text.splitlines():
        if line in ("Deck", "Sideboard"):
            zone = "main" if line == "Deck" else "side"
        elif line[:1].isdigit():
            count, name = line.split(" ", 1)
            zones[zone].append((int(count), name))
    return zones


@pytest.mark.parametrize("mark", ["\u25cf", "\u00b7", "\u2192", "->", "\u2713", "\u2605",
                                  "\U0001f539", "\u27a1\ufe0f"])
def test_a_word_processors_bullet_before_a_banned_card_leaves_it_banned(mark: str) -> None:
    result = check(f"{mark} 1 Mind Twist\n")
    assert errors(result)[0][0] == "banned"
    assert result.zones == {"main": 1}


@pytest.mark.parametrize("mark", ["\u2717", "\u274c", "\u2612"])
def test_a_crossed_mark_is_no_bullet_the_line_stays_as_written(mark: str) -> None:
    """A cross may mark a card cut: the line is not read as the card (nor dropped)."""
    result = check(f"{mark} 1 Mind Twist\n")
    assert [rule for rule, _ in errors(result)][:1] == ["unknown-card"]


def test_a_banned_card_priced_in_brackets_stays_banned() -> None:
    """A price in brackets was part of the name: the card an unknown card, never the
    banned card it is (nor, with a price, a card a person reads)."""
    result = check("1 Mind Twist ($12.50)\n4 Ponder [0,30 \u20ac]\n")
    assert errors(result)[0] == ("banned", 1)
    assert "unknown-card" not in [rule for rule, _ in errors(result)]


@pytest.mark.parametrize(("line", "note"), [
    ("4 Ponder// cantrip",
     "no card is named 'Ponder// cantrip': '// cantrip' is read as a comment"),
    ("4 Ponder (M12) 73 // cantrip",
     "no card is named 'Ponder (M12) 73 // cantrip': read as 4 Ponder"),
    ("Ponder// 4", "no card is named 'Ponder// 4': read as 4 Ponder"),
])
def test_a_comment_after_a_printing_or_run_into_the_name_is_cut_with_a_note(
        line: str, note: str) -> None:
    result = check(f"{line}\n")
    assert result.zones == {"main": 4}
    assert [(v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        (note, 1)]


@pytest.mark.parametrize(("line", "zones", "rules"), [
    ("4 Ponder# cantrip", {"main": 4}, []),
    ("4 Ponder (M12) 73# cantrip", {"main": 4}, []),
    ("Mind Twist# 4", {"main": 4}, ["banned"]),     # a number after it is the count
    ("1 Mind Twist# 4", {"main": 1}, ["banned"]),   # after a count: a comment
])
def test_a_number_comment_run_into_the_name_is_read_as_a_spaced_one(
        line: str, zones: dict[str, int], rules: list[str]) -> None:
    """``4 Ponder# cantrip`` was the unknown card 'Ponder# cantrip' (no card's name
    holds a ``#``)."""
    result = check(f"{line}\n")
    assert result.zones == zones
    assert [rule for rule, _ in errors(result) if rule != "zone-size"] == rules


def test_a_split_cards_name_run_into_its_slashes_stays_the_card() -> None:
    result = check("4 Fire//Ice\n4 Fire// Ice\n")
    assert [(v.rule, v.line) for v in result.violations if v.rule == "reading"] == []
    assert "unknown-card" not in [rule for rule, _ in errors(result)]
    assert result.zones == {"main": 8}
    assert [(v.rule, v.line, v.count) for v in result.violations
            if v.rule == "copy-limit"] == [("copy-limit", 1, 8)]


def test_every_markup_line_is_accounted_for() -> None:
    text = ("```\n| Qty | Card |\n|---|---|\n| 4 | Ponder |\n```\n")
    decklist = read_decklist(text.encode(), "deck.txt")
    assert [(line.name, line.count, line.line) for line in decklist.lines] == [
        ("Ponder", 4, 4)]
    assert [(f.rule, f.line, f.message) for f in decklist.findings] == [
        ("reading", 1, "'```' is a code fence, not a card"),
        ("reading", 2, "'| Qty | Card |' is a Markdown table's header, not a card"),
        ("reading", 3, "'|---|---|' is a Markdown table's rule, not a card"),
        ("reading", 5, "'```' is a code fence, not a card")]


def test_a_table_without_outer_bars_is_read_from_its_header_on() -> None:
    """``Qty | Card`` then ``4 | Ponder``: a row's cells by the header (each row was an
    unknown card, '| Ponder | M12'); after the table, a line with a bar is read as any
    line (``1 | Duress``: a count, a bar and a name); a row's other cell that holds a card
    line is counted."""
    text = ("Qty | Card | Set\n--- | --- | ---\n4 | Ponder | M12\n56 | Island | M12 |\n"
            "\nSideboard\n1 | Duress\n")
    decklist = read_decklist(text.encode(), "deck.txt")
    assert [(each.name, each.count, each.zone, each.line) for each in decklist.lines] == [
        ("Ponder", 4, "main", 3), ("Island", 56, "main", 4), ("Duress", 1, "side", 7)]
    result = check("Format: mtg/legacy\nQty | Card\n--|--\n4 | Ponder\n55 | Island | 1 Black Lotus")
    assert (result.zones, errors(result)) == ({"main": 60}, [("banned", 5)])
    assert [(f.line, f.message) for f in decklist.findings][:2] == [
        (1, "'Qty | Card | Set' is a Markdown table's header, not a card"),
        (2, "'--- | --- | ---' is a Markdown table's rule, not a card")]


@pytest.mark.parametrize("head", ["Qty\tName\tBoard", "Name\tQty\tBoard",
                                  "Board\tCount\tCard"])
def test_a_spreadsheets_rows_pasted_with_tabs_are_read_by_their_header(head: str) -> None:
    """A sheet's rows pasted into a text list, its header row first: the header was an
    unknown card (the legal deck illegal); the rows are read by its columns, the zone's
    cell placing each card, as a Markdown table's are."""
    order = [word.casefold() for word in head.split("\t")]

    def row(count: int, name: str, board: str) -> str:
        cells = {"qty": str(count), "count": str(count), "name": name, "card": name,
                 "board": board}
        return "\t".join(cells[word] for word in order)

    rows = [row(c, n, "main") for c, n in MAIN] + [row(c, n, "sideboard") for c, n in SIDE]
    result = check("\n".join(["Format: mtg/legacy", head, *rows]) + "\n")
    main = sum(count for count, _ in MAIN)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": main, "side": 15}, [])
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"][:1] == [
        (2, f"'{head}' is a spreadsheet's header row, not a card")]
    extra = check("\n".join(["Format: mtg/legacy", head, *rows, row(1, "Duress", "Sideboard")])
                  + "\n")
    assert (extra.zones, errors(extra)) == (
        {"main": main, "side": 16}, [("zone-size", len(MAIN) + 3)])


def test_a_card_in_a_table_cell_no_column_names_is_counted() -> None:
    """A cell the header names as no count, name or zone is not read as the card line,
    but a card line in it is counted, as in any note: the banned card is not dropped."""
    main = [(c, n) for c, n in MAIN if n != "Plains"] + [(5, "Plains")]
    text = markdown_table(main, SIDE).replace("| 5 | Plains | - |",
                                              "| 5 | Plains | 1 Mind Twist |")
    result = check(text)
    assert [rule for rule, _ in errors(result)] == ["banned"]
    assert result.zones == {"main": 80, "side": 15}


@pytest.mark.parametrize(("line", "read"), [
    ("2. Ponder", "Ponder"),               # the number may be the count: the count
    ("12. 4 Ponder", "Ponder"),            # an item's number before a count
    ("3) x4 Ponder", "Ponder"),
    ("`4 Ponder`", "Ponder"),
    ("||4 Ponder||", "Ponder"),
    ("> > 4 Ponder", "Ponder"),
    ("4 Ponder```", "Ponder"),
    ("\u2013 4 Ponder", "Ponder"),         # an en dash as a bullet
    ("4&nbsp;Ponder", "Ponder"),
    ("1 _____", "_____"),                   # a card's name of underscores: no marks
    ("4 Ponder {U}", "Ponder"),             # a mana cost
    ("4 Tarmogoyf {1}{G}", "Tarmogoyf"),
    ("4 Ponder\tSorcery", "Ponder"),        # a card line's cell, then its type's
    ("4 Ponder\tSorcery\t1", "Ponder"),     # a number past another column: its mana value
    ("4 Ponder\t1", "Ponder"),               # a number right after it may be the count:
    #                                         the larger read, a parse-error said
    ("4 Ponder\t4", "Ponder"),               # the same number either way
    ("4 __Ponder__", "Ponder"),
    ("4 *Ponder*", "Ponder"),               # a name in italics (it was the unknown '*Ponder*')
    ("4x _Ponder_", "Ponder"),
    ("4 *Ponder* *F*", "*Ponder*"),         # a mark after the italics: as written
    ("4 _Ponder__", "_Ponder__"),           # marks that do not pair: as written
    ("4\tPonder\tSorcery\t$0.10", "Ponder"),  # a count, a name, no other count
    ("4\tPonder\tSorcery\t1", "Ponder"),  # a mana value's column, not the count
    ("1\tIsland\tLand\tTSP\t283\t0\t1\tNM", "Island"),  # a printing's, an owned count
    ("4\tPonder\t1", "Ponder"),           # 1 may be the count: 4 read, a parse-error
    ("4\t1\tPonder", "1\tPonder"),       # two counts first: as written
    ("4 Ponder \u00a3 0.10", "Ponder"),
    ("**4 Ponder**", "Ponder"),             # a whole line in bold, italics or both
    ("*4x Ponder*", "Ponder"),
    ("___4 Ponder___", "Ponder"),
    ("**4x** **Ponder**", "Ponder"),        # bold count and name: not one line in bold
    ("_____", "_____"),                     # a card's name of underscores: no marks
    ("**4 Ponder*", "**4 Ponder*"),         # marks that do not pair: as written
    ("- *4 Ponder*", "Ponder"),             # after a bullet
    ("- `4 Ponder`", "Ponder"),             # a list item in inline code
    ("* ``4x Ponder``", "Ponder"),
    ("+ ||4 Ponder||", "Ponder"),           # a list item in a spoiler
    ("__**4 Ponder**__", "Ponder"),         # one kind of marks inside another
    ("________ Goblin", "________ Goblin"),  # a card's name starting with underscores
    ("4 Ponder ($0.25)", "Ponder"),         # a price in brackets or after a mark
    ("4 Ponder [0,25 \u20ac]", "Ponder"),
    ("4 Ponder (0.25$)", "Ponder"),
    ("4 Ponder | $1.00", "Ponder"),
    ("4 Ponder @ $0.25", "Ponder"),
    ("4 Ponder - 1.00 GBP", "Ponder"),
    ("4 Ponder (12.50 USD)", "Ponder"),     # a price's word in brackets: was an unknown card
    ("4 Ponder (3 EUR)", "Ponder"),
    ("4 Ponder (0.05 tix)", "Ponder"),
    ("4 Ponder (M12) 73 ($0.25)", "Ponder"),
    ("4 Ponder \u00a530", "Ponder"),          # yen, a yen's character, other dollars
    ("4 Ponder 30\u5186", "Ponder"),
    ("4 Ponder US$1.00", "Ponder"),
    ("4 Ponder (4)", "Ponder (4)"),         # no currency: no price, as written
    ("Ponder ($4)", "Ponder ($4)"),         # no count before it: as written
    ("**Ponder** x4", "Ponder"),            # a marked name, its count after it: each was
    ("**Ponder** *4", "Ponder"),            # the unknown card '**Ponder**'
    ("__Ponder__ (x4)", "Ponder"),
    ("`Ponder` 4x", "Ponder"),
    ("*Ponder* ×4", "Ponder"),
    ("_____ x4", "_____"),                  # a card's name of underscores: no marks
    ("- **4** Ponder", "Ponder"),           # the same marks after a list item's bullet:
    ("* **4x** Ponder", "Ponder"),          # each was an unknown card '**4** Ponder'
    ("+ 4x **Ponder**", "Ponder"),
    ("- **Ponder** x4", "Ponder"),
    ("\u2022 __Ponder__ (x4)", "Ponder"),
])
def test_markup_around_a_card_line(line: str, read: str) -> None:
    decklist = read_decklist(f"Deck\n{line}\n".encode(), "deck.txt")
    assert [(each.name, each.line) for each in decklist.lines] == [(read, 2)]


@pytest.mark.parametrize("line", ["**Black Lotus** x1", "`Black Lotus` *2"])
def test_a_marked_name_before_its_count_is_judged(line: str) -> None:
    result = check(f"Deck\n{line}\n59 Island\n")
    assert errors(result) == [("banned", 2)]


def test_a_card_line_in_a_copied_rows_other_cell_is_counted() -> None:
    main = [(c, n) for c, n in MAIN if n != "Plains"] + [(5, "Plains")]
    text = copied_table(main, SIDE).replace("5\tPlains\tCard", "5\tPlains\t1 Mind Twist")
    result = check(text)
    assert [rule for rule, _ in errors(result)] == ["banned"]
    assert result.zones == {"main": 80, "side": 15}


def test_a_name_broken_after_a_hyphen_is_joined_with_a_note() -> None:
    text = "Deck\n4 Thalia, Guardian of Thra-\nben\n1 Fire-\nBrained Scheme\n2 Pon-\nSideboard\n"
    decklist = read_decklist(text.encode(), "deck.txt")
    # the word joined, or (when that names no card) with the hyphen: Troll of Khazad-dûm
    assert [(each.name, each.readings, each.count, each.zone, each.line)
            for each in decklist.lines] == [
        ("Thalia, Guardian of Thra-ben", (("Thalia, Guardian of Thraben", 4),), 4, "main", 2),
        ("Fire-Brained Scheme", (), 1, "main", 4),
        ("Pon-", (), 2, "main", 6)]  # a header after it is no part of a name
    said = "broken after a hyphen at the line's end: both read as one line"
    assert [(f.line, f.message) for f in decklist.findings] == [
        (3, f"'ben' goes on with the name of line 2, {said}"),
        (5, f"'Brained Scheme' goes on with the name of line 4, {said}")]


def test_a_names_own_hyphen_at_a_lines_end_is_kept_when_the_word_joined_names_no_card(
        ) -> None:
    text = pdf_text(MAIN, SIDE).replace("6 Plains", "5 Plains\n1 Troll of Khazad-\ndûm")
    result = check(text)
    assert errors(result) == []
    assert result.zones == {"main": 80, "side": 15}
    assert [v.message for v in result.violations if "Khazad" in v.message] == [
        "no card is named 'Troll of Khazaddûm': read as 1 Troll of Khazad-dûm"]


def test_a_banned_card_broken_after_a_hyphen_stays_banned() -> None:
    text = pdf_text(MAIN, SIDE).replace("6 Plains", "5 Plains\n1 Mind Tw-\nist")
    result = check(text)
    assert [rule for rule, _ in errors(result)] == ["banned"]
    assert result.zones == {"main": 80, "side": 15}


@pytest.mark.parametrize(("text", "copies"), [
    ("| # | Card |\n|---|---|\n| 4 | Black Lotus |\n", 4),   # no count column: all cells
    ("| Card | Type |\n|---|---|\n| Black Lotus | 4 |\n", 4),
    ("| # | Qty | Card |\n|---|---|---|\n| 1 | 4 | Black Lotus |\n", 4),  # its count column
    ("```Black Lotus\n", 1),                        # no language of a fence: a card line
])
def test_a_restricted_cards_copies_in_a_table_or_fence_are_all_counted(
        text: str, copies: int) -> None:
    result = check("Deck\n" + text + "56 Mountain\n", "2025-01-01", "mtg/vintage")
    assert [v.message for v in result.violations if v.rule == "restricted"] == ([
        f"{copies} copies of Black Lotus; it is restricted to 1 copy (listed by 2020-01-01, "
        "where the recorded lists start)"] if copies > 1 else [])
    assert result.zones == {"main": 56 + copies}


@pytest.mark.parametrize(("row", "cells", "counts", "copies"), [
    ("1\tBlack Lotus\t4", "'1', 'Black Lotus', '4'", "1 and 4", 4),
    ("4\tBlack Lotus\t1", "'4', 'Black Lotus', '1'", "4 and 1", 4),
    ("2x\tBlack Lotus\t3", "'2x', 'Black Lotus', '3'", "2 and 3", 3),
    ("1\tBlack Lotus\t4\tLEA", "'1', 'Black Lotus', '4', 'LEA'", "1 and 4", 4),
    ("1\tBlack Lotus\tx4", "'1', 'Black Lotus', 'x4'", "1 and 4", 4),
    ("1\tBlack Lotus\t\t4x", "'1', 'Black Lotus', '4x'", "1 and 4", 4)])
def test_a_copied_row_whose_count_may_be_either_number_is_a_parse_error(
        row: str, cells: str, counts: str, copies: int) -> None:
    """``1<tab>Black Lotus<tab>4``: a row's number then the count, or the count then a
    mana value: not read as one copy, which would hide three; it was the unknown card
    ``Black Lotus\\x094``, a tab shown inside a card's name. The row's cells are said,
    the card counted as the larger count."""
    result = check(f"Deck\n{row}\n59 Mountain\n", "2025-01-01", "mtg/vintage")
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule in ("parse-error", "unknown-card")] == [
        ("parse-error", 2, f"a row of cells {cells}: two counts of Black Lotus disagree "
                           f"({counts}): counted as {copies} Black Lotus")]
    assert result.zones == {"main": 59 + copies}


@pytest.mark.parametrize("row", ["1\tBlack Lotus\t1", "1\tBlack Lotus\t0",
                                 "1\tBlack Lotus\t1x", "1\tBlack Lotus\t\tx1"])
def test_a_copied_row_whose_numbers_agree_or_end_in_0_is_one_copy(row: str) -> None:
    result = check(f"Deck\n{row}\n59 Mountain\n", "2025-01-01", "mtg/vintage")
    assert [v.rule for v in result.violations if v.severity == "error"] == []
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("line", ["4 Plains // aggro-", "4 Plains # x-", "4 Plains #-"])
def test_a_card_line_after_a_comment_ending_in_a_hyphen_is_no_part_of_it(line: str) -> None:
    text = pdf_text(MAIN, SIDE).replace("6 Plains", f"1 Plains\n{line}\nMind Twist")
    result = check(text)
    assert [rule for rule, _ in errors(result)] == ["banned"]
    assert result.zones == {"main": 80, "side": 15}


def test_chat_around_a_fenced_list_is_notes_but_a_card_there_counts() -> None:
    text = discord(MAIN, SIDE) + "also 1 Mind Twist in the side\nMind Twist\nMind Twst\n"
    result = check(text)
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.line in (1, 44, 45, 46, 47)] == [
        ("reading", 1, "'here's my list for tonight' names no card: read as a note, not a card"),
        ("reading", 44, "'thoughts? went 3-1 with it' names no card: read as a note, not a card"),
        ("reading", 45, "'also 1 Mind Twist in the side' holds the card line 1 Mind Twist: "
                        "counted (a card with a count in a note, a title or a metadata value is "
                        "never dropped)"),
        ("banned", 45, "Mind Twist is banned in Legacy (listed by 2020-01-01, "
                       "where the recorded lists start)"),
        ("duplicate-line", 46, "Mind Twist is on 2 lines of the Main deck (lines 45, 46); "
                               "counted as 2 copies"),
        # a card named alone outside the block is counted, and said so
        ("reading", 46, "'Mind Twist' stands outside the code block that holds the list: "
                        "counted as 1 Mind Twist"),
        ("unknown-card", 47, "unknown card 'Mind Twst'")]
    assert result.zones == {"main": 83, "side": 15}  # the unknown card too


@pytest.mark.parametrize("line", ["Page 1 of 2", "page 2/2", "Page 3", "Seite 1 von 3", "- 2 -",
                                  "P\u00e1gina 1 de 2"])
def test_a_pdfs_page_number_is_no_card(line: str) -> None:
    decklist = read_decklist(f"Deck\n4 Ponder\n{line}\n4 Opt\n".encode(), "deck.txt")
    assert [(each.name, each.count, each.line) for each in decklist.lines] == [
        ("Ponder", 4, 2), ("Opt", 4, 4)]
    assert [(f.line, f.message) for f in decklist.findings] == [
        (3, f"'{line}' is a page's number, not a card")]


def _numbered_singleton(text: str) -> str:
    """A Commander deck as a numbered list (``1. Sol Ring``, ``12. 9 Island``), each zone
    numbered from 1."""
    out, item = [], 0
    for line in text.splitlines():
        if line[:1].isdigit():
            item += 1
            out.append(f"{item}. {line[2:] if line[:2] == '1 ' else line}")
        elif line in ("Commander", "Deck", "Sideboard"):
            out.append(f"**{line}**")
            item = 0
    return "\n".join(out) + "\n"


def test_real_commander_decks_as_numbered_lists_stay_legal(shared: Path) -> None:
    """Every fifth Duel Commander deck of ``../shared``: each item's number is no count."""
    sample = "decklists-duel-commander"
    rows = real_decklists.manifest(sample)[::5]
    for row in rows:
        text = (real_decklists.DATA / sample / row["file"]).read_text("utf-8")
        result = check(_numbered_singleton(text), row["date"], "mtg/duel-commander")
        assert (row["file"], errors(result)) == (row["file"], [])
        assert sum((result.zones or {}).values()) == int(row["main_count"]) + int(
            row["commander_count"]) + int(row["side_count"])
    assert len(rows) == 30


@pytest.mark.parametrize("mark", [".", ")"])
def test_numbered_partners_above_counts_written_with_a_full_stop_are_one_copy_each(
        shared: Path, mark: str) -> None:
    """Real Duel Commander decks with two commanders, ``Commander``, ``1. A``, ``2. B``,
    then each count written ``1.``: the second commander was two copies (the counts'
    breaks made every number a count), a legal deck illegal. A run from 1 right under
    the command zone's header numbers its commanders (``listed_places``)."""
    sample = "decklists-duel-commander"
    rows = [row for row in real_decklists.manifest(sample) if row["commander_count"] == "2"]
    for row in rows:
        text = (real_decklists.DATA / sample / row["file"]).read_text("utf-8")
        out, zone, item = [], "", 0
        for line in text.splitlines():
            if line[:2] == "1 " and zone == "Commander":
                item += 1
                out.append(f"{item}{mark} {line[2:]}")
            elif line[:1].isdigit():
                out.append(line.replace(" ", f"{mark} ", 1))
            else:
                zone = line
                out.append(line)
        result = check("\n".join(out) + "\n", row["date"], "mtg/duel-commander")
        assert (row["file"], errors(result), result.zones) == (
            row["file"], [], {"main": int(row["main_count"]), "command": 2})
    assert len(rows) >= 3


@pytest.mark.parametrize(("text", "read"), [
    # more items than the command zone's places, or a numbered line right after: counts
    ("Commander\n1. Kraum, Ludevic's Opus\n2. Tymna the Weaver\n3. Sol Ring\n"
     "4. Ponder\n5. Opt\nDeck\n1. Island\n1. Forest\n1. Swamp\n1. Mountain\n1. Plains\n",
     [("Kraum, Ludevic's Opus", 1), ("Tymna the Weaver", 2), ("Sol Ring", 3), ("Ponder", 4),
      ("Opt", 5), ("Island", 1), ("Forest", 1), ("Swamp", 1), ("Mountain", 1),
      ("Plains", 1)]),
    ("Commander\n1. Kraum, Ludevic's Opus\n2. Tymna the Weaver\n1. Island\n1. Forest\n"
     "1. Swamp\n",
     [("Kraum, Ludevic's Opus", 1), ("Tymna the Weaver", 2), ("Island", 1), ("Forest", 1),
      ("Swamp", 1)]),
    ("Commander\n1. Kraum, Ludevic's Opus\n2. Tymna the Weaver\nDeck\n1. Island\n"
     "1. Forest\n1. Swamp\n",
     [("Kraum, Ludevic's Opus", 1), ("Tymna the Weaver", 1), ("Island", 1), ("Forest", 1),
      ("Swamp", 1)]),
])
def test_a_run_under_the_command_zones_header_numbers_its_places(
        text: str, read: list[tuple[str, int]]) -> None:
    decklist = read_decklist(text.encode(), "deck.txt")
    assert [(each.name, each.count) for each in decklist.lines] == read


def test_a_numbered_lists_items_are_one_copy_each_and_a_lone_number_is_the_count() -> None:
    text = "Deck\n1. Sol Ring\n2. Black Lotus\n3. Ponder\n\n4. Opt\n\n2. Mox Ruby\n"
    decklist = read_decklist(text.encode(), "deck.txt")
    # a lone "2. Mox Ruby" was the unknown card '2. Mox Ruby' (a legal deck of counts so
    # written illegal); a line never counts fewer copies than it may mean, as "2) Mox Ruby"
    assert [(each.name, each.count, each.line) for each in decklist.lines] == [
        ("Sol Ring", 1, 2), ("Black Lotus", 1, 3), ("Ponder", 1, 4), ("Opt", 1, 6),
        ("Mox Ruby", 2, 8)]  # no run: its number may be the count, read so
    assert [(f.line, f.message) for f in decklist.findings] == [
        (2, "lines 2 to 6 are a numbered list: each item's number is no count, each item "
            "one copy")]


@pytest.mark.parametrize("written", ["4. Ponder\n4. Brainstorm\n52. Island\n",
                                     "4. Ponder\n4) Brainstorm\n52 Island\n"])
def test_counts_written_with_a_full_stop_are_counts(written: str) -> None:
    """Numbers that run one after another in no list are counts: each line was an
    unknown card ('4. Ponder'), a legal deck illegal."""
    result = check(written, "2025-06-01")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize("mark", [".", ")"])
@pytest.mark.parametrize(("path", "format_id", "day", "rule"), [
    ("mage-noir/copies-across-side.txt", "mage-noir/tournament", "2026-09-01",
     "copy-limit"),
    ("mtg/modern_2022-03-20_challenge-12399171_01.txt", "mtg/modern", "2022-03-20", None),
    ("mtg/legacy_2022-04-10_challenge-12407136_02.txt", "mtg/legacy", "2022-04-10", None),
])
def test_counts_written_with_a_full_stop_that_run_by_chance_stay_counts(
        shared: Path, path: str, format_id: str, day: str, rule: str | None,
        mark: str) -> None:
    """A real deck with each count written ``4.`` or ``4)``: among its counts, numbers
    that run by chance (``1. Tide`` / ``Side`` / ``2. Water Drop``, ``1. Hall of Storm
    Giants`` / ``2. Hallowed Fountain`` / ``3. Island`` in a list sorted by name) were a
    numbered list, each one copy: a fifth Water Drop unsaid (the deck legal), a legal
    deck's main deck 51 cards. The verdict and zones are those of the deck as written."""
    text = (shared / "cases" / path).read_text("utf-8")
    result = check(re.sub(r"(?m)^(\d+) ", rf"\1{mark} ", text), day, format_id)
    plain = check(text, day, format_id)
    assert (result.status, errors(result), result.zones) == (
        plain.status, errors(plain), plain.zones)
    assert [rule for rule, _ in errors(result)] == ([rule] if rule else [])


@pytest.mark.parametrize("title", ["Mono Red Aggro", "Izzet Murktide by Bob"])
@pytest.mark.parametrize("mark", [".", ")"])
def test_a_title_over_counts_written_with_a_full_stop_is_a_title(
        shared: Path, title: str, mark: str) -> None:
    """A title above a real deck whose counts are written ``4.`` or ``4)``: a lone
    ``1. Ponder``, read as a list's first item, is one copy and counted, as ``1 Ponder``
    is; it was taken for a bare name, so the title, which needs every other card line
    counted, was an unknown card, a legal deck illegal."""
    text = (shared / "cases/mtg/pioneer_2022-03-19_challenge-12399168_03.txt").read_text(
        "utf-8")
    result = check(f"{title}\n" + re.sub(r"(?m)^(\d+) ", rf"\1{mark} ", text),
                   "2022-03-19", "mtg/pioneer")
    said = [(v.rule, v.line, v.message) for v in result.violations if v.line == 1]
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"main": 60, "side": 15})
    assert said == [("reading", 1, f"'{title}' names no card: read as a note, not a card")]


@pytest.mark.parametrize("mark", [".", ")"])
def test_real_decks_with_counts_written_with_a_full_stop_stay_legal(shared: Path,
                                                                    mark: str) -> None:
    """Every tenth deck of 2024-2026, each count written ``4. Ponder`` (or ``4) Ponder``):
    the runs such counts make by chance (``1. Island`` then ``2. Duress``, ``1.`` ``2.``
    ``3.``) were numbered lists of one copy each, a legal deck illegal."""
    sample = "decklists-2024-2026"
    rows = real_decklists.manifest(sample)[::10]
    for row in rows:
        text = (real_decklists.DATA / sample / row["file"]).read_text("utf-8")
        written = "\n".join(f"{line.split(' ', 1)[0]}{mark} {line.split(' ', 1)[1]}"
                            if line[:1].isdigit() else line for line in text.splitlines())
        result = check(written, row["date"], f"mtg/{row['format']}")
        plain = check(text, row["date"], f"mtg/{row['format']}")
        # no error, and every copy counted as in the deck as written (a 61-card main
        # deck is no error)
        assert (row["file"], errors(result), result.zones) == (row["file"], [], plain.zones)
    assert len(rows) == 60


@pytest.mark.parametrize(("text", "read"), [
    ("4. Ponder\n1. Island\n2. Duress\n", [("Ponder", 4), ("Island", 1), ("Duress", 2)]),
    ("Deck\n4) Ponder\n4) Brainstorm\n1) Island\n2) Duress\n3) Opt\n",
     [("Ponder", 4), ("Brainstorm", 4), ("Island", 1), ("Duress", 2), ("Opt", 3)]),
    ("1. Island\n1. Black Lotus\n2. Mind Twist\n",
     [("Island", 1), ("Black Lotus", 1), ("Mind Twist", 2)]),
    # a run from 1 among no counts so written stays a list, sections restarting after a
    # header or a blank line, and so does a long list with a typo in its numbers
    ("1. Island\n2. Duress\n", [("Island", 1), ("Duress", 1)]),
    ("Deck\n1. Island\n2. Duress\n\nSideboard\n1. Opt\n2. Ponder\n",
     [("Island", 1), ("Duress", 1), ("Opt", 1), ("Ponder", 1)]),
    ("1. Island\n2. Duress\n3. Opt\n5. Ponder\n6. Brainstorm\n7. Preordain\n",
     [("Island", 1), ("Duress", 1), ("Opt", 1), ("Ponder", 1), ("Brainstorm", 1),
      ("Preordain", 1)]),
])
def test_numbered_lines_that_break_their_order_often_are_counts(
        text: str, read: list[tuple[str, int]]) -> None:
    """A text whose numbered lines break their order once in three or more writes its
    counts so; one whose runs hold them (a list) reads each item as one copy."""
    decklist = read_decklist(text.encode(), "deck.txt")
    assert [(each.name, each.count) for each in decklist.lines] == read


def test_a_count_written_with_a_full_stop_judges_its_copies() -> None:
    result = check("4 Ponder\n52 Island\n4. Black Lotus\n", "2025-06-01")
    assert errors(result) == [("banned", 3)]
    assert result.zones == {"main": 60}


@pytest.mark.parametrize("mark", ["1.", "1)"])
def test_the_note_on_a_lone_first_item_quotes_its_number_as_written(mark: str) -> None:
    """``1) Sol Ring`` alone was said to be numbered ``'1.'``."""
    decklist = read_decklist(f"Commander\n{mark} Sol Ring\n".encode(), "deck.txt")
    assert [(each.name, each.count) for each in decklist.lines] == [("Sol Ring", 1)]
    assert [(f.line, f.message) for f in decklist.findings] == [
        (2, f"'{mark}' numbers the first item of a list: one copy")]


def test_a_quotes_empty_line_parts_blocks_as_a_blank_line() -> None:
    """``>`` alone, a blank line inside a quote: an MTGO list's sideboard after it."""
    text = "> " + "\n> ".join(f"{c} {n}" for c, n in MAIN) + "\n>\n> " + "\n> ".join(
        f"{c} {n}" for c, n in SIDE) + "\n"
    result = check(text)
    assert errors(result) == []
    assert result.zones == {"main": 80, "side": 15}


def test_a_heading_in_bold_is_read_as_the_header_it_shows() -> None:
    """A Reddit or Discord post's bold headings (the count after the marks, a bullet
    before them, one kind of marks inside another): the deck's name on the first line a
    note, a group's heading a grouping header (its count declared), the sideboard's
    heading the side deck's; each was an unknown card, a legal deck illegal."""
    text = ("**Burn by Alice**\n\n**Creatures** (4)\n* 4 Goblin Guide\n\n"
            "- __Lands (56)__\n- 56 Mountain\n\n__**Sideboard:**__\n* 4 Pyroblast\n")
    decklist = read_decklist(text.encode(), "deck.txt")
    assert [(line.name, line.count, line.zone, line.line) for line in decklist.lines
            if not line.maybe_header] == [
        ("Goblin Guide", 4, "main", 4), ("Mountain", 56, "main", 7),
        ("Pyroblast", 4, "side", 10)]
    result = check(text)
    assert (result.status, errors(result), result.zones) == (
        "legal", [], {"main": 60, "side": 4})
    assert [(v.rule, v.line, v.message) for v in result.violations] == [
        ("reading", 1, "'Burn by Alice' names no card: read as a note, not a card"),
        ("reading", 3, "'Creatures' names no card: read as a grouping header"),
        ("reading", 6, "'Lands' names no card: read as a grouping header")]


@pytest.mark.parametrize("struck", ["~4 Ponder~", "~~4 Ponder~~", "~4x Ponder~"])
def test_a_line_struck_through_with_one_or_two_tildes_is_counted(struck: str) -> None:
    # WhatsApp's and Signal's single tildes were an unknown card '~4 Ponder~'
    result = check(f"Deck\n{struck}\n56 Island\n")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])


@pytest.mark.parametrize(("lines", "rules"), [
    # a card line on a line of its own is never taken into the line before it
    ("<li>4 Island\n4 Black Lotus</li>", ["banned"]),
    ('<p title="Black Lotus">4 Ponder</p>', ["unknown-card"]),
    ("<tr><td>4</td><td>Ponder</td><td>Black Lotus</td></tr>", ["unknown-card"]),
    ('<a href="x">\n4 Black Lotus\n</a>', ["banned"]),
    ('<a href="x">\n4 Black Lotus</a>', ["banned"]),
    ('<div style="display:none">4 Black Lotus</div>', ["banned"]),
    ('4 Ponder<br title="Black Lotus">', ["unknown-card"]),
    ("<tr>\n<td>4</td>\n<td>Black Lotus</td>\n</tr>", ["banned"]),
    ('<li>4 Black <b\nclass="x">Lotus</b></li>', ["banned"]),
    ("~~4 Black Lotus~~", ["banned"]), ("4 ~~Black Lotus~~", ["banned"]),
    ("~4 Black Lotus~", ["banned"]),
    ("<b>4 Black Lotus</b>", ["banned"]), ("[b]4 Black Lotus[/b]", ["banned"]),
    ("4 Ponder<br>4 Black Lotus", ["banned"]),
    ('<span title="Black Lotus">Sideboard</span>', ["unknown-card"])])
def test_a_card_in_a_pages_html_source_is_never_hidden(lines: str, rules: list[str]) -> None:
    # the lines a page's source parts or joins are read as the page shows them: a card
    # in them is counted, a tag naming another card than its text leaves no card read
    result = check("Deck\n4 Lightning Bolt\n52 Island\n" + lines + "\n")
    assert [rule for rule, _ in errors(result) if rule != "zone-size"] == rules
    # on the line that opens the element, or on the card line no element took in
    card_line = 5 if "\n4 Black Lotus" in lines else 4
    assert {line for rule, line in errors(result) if rule != "zone-size"} == {card_line}


@pytest.mark.parametrize("tail", ["<a", "<p", "<div", "<br", "<br/", "<b", "<",
                                  '<a href="/about"', '<div class="note"'])
@pytest.mark.parametrize("before", ["", "<li>4 Ponder</li>\n"])
def test_a_line_ending_in_a_tag_never_takes_in_the_card_line_under_it(
        tail: str, before: str) -> None:
    # "About <br" then "4 Mind Twist" was one element of a page's source: the unknown
    # card 'About <br 4 Mind Twist', a banned card unsaid; in a text that closes tags
    # elsewhere too, a card line on its own is never taken in
    result = check(f"Deck\n{before}About {tail}\n4 Mind Twist\n", format_id="mtg/legacy")
    about = 3 if before else 2
    assert (result.status, result.zones) == ("illegal", {"main": 5 if not before else 9})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule != "zone-size"] == [
        ("unknown-card", f"unknown card 'About {tail}'", about),
        ("banned", "Mind Twist is banned in Legacy (listed by 2020-01-01, "
         "where the recorded lists start)", about + 1)]


@pytest.mark.parametrize(("lines", "joined"), [
    ('<li><a href="/c/1"\nclass="card">4 Black Lotus</a></li>', True),
    ('<li><b\nclass="x">4 Black Lotus</b></li>', True),
    # a text that closes no tag is no page's source: nothing is joined
    ('<a href="/c/1"\nclass="card">4 Black Lotus', False)])
def test_a_tag_whose_attributes_go_on_is_joined_only_in_a_pages_source(
        lines: str, joined: bool) -> None:
    result = check("Deck\n4 Lightning Bolt\n52 Island\n" + lines + "\n",
                   format_id="mtg/legacy")
    assert result.status == "illegal"
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule in ("banned", "reading", "unknown-card")] == ([
                ("reading", "lines 4-5 are one element of a page's HTML source: read as one "
                 "line", 4),
                ("banned", "Black Lotus is banned in Legacy (listed by 2020-01-01, "
                 "where the recorded lists start)", 4)] if joined else [
                # each line as written: never a card dropped, never legal
                ("unknown-card", "unknown card '<a href=\"/c/1\"'", 4),
                ("unknown-card", "unknown card 'class=\"card\">4 Black Lotus'", 5)])


def test_a_header_in_an_html_or_forum_tag_is_the_header_it_shows() -> None:
    # "<b>Sideboard</b>" was the unknown card 'Sideboard', and the sideboard's cards
    # counted in the deck
    for deck, side in (("<b>Deck</b>", "<strong>Sideboard</strong>"),
                       ("[b]Deck[/b]", "[size=4][b]Sideboard[/b][/size]")):
        result = check("\n".join([deck, *(f"{c} {n}" for c, n in MAIN), side,
                                  *(f"{c} {n}" for c, n in SIDE)]) + "\n")
        assert (result.status, result.zones, errors(result)) == (
            "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize("head", [
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n'
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
    "<title>cardtools report</title></head><body>",
    "<!doctype html><html><head><title>Burn</title>\n<link rel=\"icon\" href=\"x\"></head>\n"
    "<body><main>"])
def test_a_pages_frame_around_its_list_items_shows_nothing(head: str) -> None:
    # a page's frame (its doctype, html, head, meta and body tags) was a parse-error on
    # each line, and its title an unknown card ('cardtools report') or a card (Burn, a face
    # of Turn // Burn): a legal deck written as the html report's list items illegal
    items = "\n".join(["<h4>Deck (80)</h4><ul>", *(f"<li>{c} {n}</li>" for c, n in MAIN), "</ul>",
                       "<h4>Sideboard (15)</h4><ul>", *(f"<li>{c} {n}</li>" for c, n in SIDE),
                       "</ul>"])
    result = check(f"{head}\n{items}\n</main></body></html>\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])
    items = items.replace("<ul>", "<ul><li>1 Black Lotus</li>", 1)
    banned = check(f"{head}\n{items}\n</main></body></html>\n")
    assert errors(banned) == [("banned", head.count("\n") + 2)]


@pytest.mark.parametrize(("head", "tail"), [
    ("<pre>", "</pre>"), ("<html><body><pre>", "</pre></body></html>"),
    ("<pre><code>", "</code></pre>"), ("<blockquote>", "</blockquote>"),
    ('<div class="deck"><pre>', "</pre></div>"),
    ('<textarea name="deck" rows="20">', "</textarea>"),
    ("<code>", "</code>"), ("<span>", "</span>"), ("<center>", "</center>"),
    ('<font face="Arial">', "</font>"), ("<details><summary>Decklist</summary>", "</details>")])
def test_a_preformatted_block_round_a_list_shows_nothing(head: str, tail: str) -> None:
    # "<pre>" and "</pre>" on lines of their own (a list saved as a page's preformatted
    # text) were each a parse-error "no card name on this line": a legal deck illegal
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), "", "Sideboard",
                      *(f"{c} {n}" for c, n in SIDE)])
    result = check(f"{head}\n{text}\n{tail}\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])
    banned = check(f"{head}\n{text}\n1 Black Lotus\n{tail}\n")
    assert (banned.zones, errors(banned)) == (
        {"main": 80, "side": 16},
        [("zone-size", len(MAIN) + 4), ("banned", text.count("\n") + 3)])


def test_a_table_row_written_over_lines_is_read_as_one_with_a_note() -> None:
    result = check("<tr>\n  <td>4</td>\n  <td>Lightning Bolt</td>\n</tr>\n56 Island\n")
    assert result.zones == {"main": 60}
    assert [(v.rule, v.message, v.line) for v in result.violations if v.rule == "reading"] == [
        ("reading", "lines 1-4 are one element of a page's HTML source: read as one line", 1)]


@pytest.mark.parametrize("lines", [
    "<tr>\n# x\n<td>4</td><td>Ponder</td></tr>", "# <a href=x\n>4 Ponder</a>",
    "| # x | 4 Ponder |", "<li>// x\n4 Ponder</li>", '<a href="https://x.y/z">4\nPonder</a>'])
def test_no_comment_takes_in_a_card_line_of_a_page_or_a_table_row(lines: str) -> None:
    # a comment mark in a joined element, or first in a row's cells, took the four
    # Ponder under it out of the deck: 8 copies read as 4, the deck legal
    result = check("Deck\n" + "\n".join(f"{c} {n}" for c, n in MAIN if n != "Plains")
                   + "\n2 Plains\n4 Ponder\n" + lines + "\n")
    assert result.status == "illegal"
    assert ("copy-limit", 31) in errors(result)
    assert [v.count for v in result.violations if v.rule == "copy-limit"] == [8]


def _rows(price: str, html: bool) -> str:
    """The deck as a deck site's table with a price column, each row over lines of its
    page's source (``html``) or as a Markdown row."""
    def row(count: int, name: str) -> str:
        if html:
            return f"<tr>\n<td>{count}</td>\n<td>{name}</td>\n<td>{price}</td>\n</tr>"
        return f"| {count} | {name} | {price} |"
    return "\n".join(row(count, name) for count, name in MAIN) + "\n"


@pytest.mark.parametrize("price", ["$ 1.23", "$1.23", "1.23 €", "1,20 €", "0.05 tix", "£3",
                                   "$1,000.00", "1.234,56 €", "1,000.50 tix", "¥12,800"])
@pytest.mark.parametrize("html", [True, False])
def test_a_tables_price_cell_is_no_part_of_the_cards_name(price: str, html: bool) -> None:
    # "<td>Swords to Plowshares</td><td>$ 1.23</td>" was the unknown card 'Swords to
    # Plowshares $ 1.23': a legal deck pasted from a deck site's table refused
    result = check(_rows(price, html))
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 80}, [])
    assert [v.rule for v in result.violations if v.rule != "reading"] == []


def test_a_tables_price_cell_leaves_a_banned_card_banned() -> None:
    result = check(_rows("$1.23", False) + "| 1 | Black Lotus | $ 25000 |\n")
    assert result.zones == {"main": 81}
    assert [(v.rule, v.message, v.line) for v in result.violations if v.rule == "banned"] == [
        ("banned", "Black Lotus is banned in Legacy (listed by 2020-01-01, "
         "where the recorded lists start)", 30)]


@pytest.mark.parametrize("cell", ["1.23", "Bolt", "4", "tix"])
def test_a_cell_that_is_no_price_stays_in_the_cards_name(cell: str) -> None:
    result = check("| 4 | Swords to | " + cell + " |\n")
    assert [(v.rule, v.message[:40], v.line) for v in result.violations
            if v.rule == "unknown-card"] == [
        ("unknown-card", f"unknown card 'Swords to {cell}'"[:40], 1)]


def _deck_with(extra: str) -> DeckResult:
    """The deck, its lines in a page's list items, then ``extra``."""
    items = "\n".join(f"<li>{count} {name}</li>" for count, name in MAIN)
    return check(f"<ul>\n{items}\n</ul>\n{extra}\n")


@pytest.mark.parametrize("comment", ["<!-- x -->", "<!-- 4 Ponder -->", "<!---->",
                                     "<li>1 Ponder</li><!-- a cantrip -->"])
def test_an_html_comment_is_a_comment(comment: str) -> None:
    # "<li>56 Mountain</li><!-- x -->" gave the unknown cards '<!--' and '-->'; a
    # comment counts no card, as the same text as a '#' comment counts none
    result = _deck_with(comment)
    plain = _deck_with(comment.replace("<!--", "\n# ").replace("-->", "\n"))
    assert (result.status, result.zones, errors(result)) == (
        plain.status, plain.zones, errors(plain))
    assert (result.status, result.zones) == ("legal", {"main": 80 + comment.count("1 P")})
    assert [v.rule for v in result.violations if v.rule != "reading"] == []


def test_an_html_comment_over_lines_hides_no_card_line() -> None:
    # a comment written over several lines is no '#' comment: its card lines are counted
    result = _deck_with("<!--\n1 Black Lotus\n-->")
    assert result.zones == {"main": 81}
    assert errors(result) == [("banned", 33)]


@pytest.mark.parametrize("comment", ["// vs combo", "# vs combo", "<b>// vs combo</b>"])
def test_a_comment_after_a_line_break_tag_is_a_comment(comment: str) -> None:
    # "4 Daze<br>// vs combo" was the unknown card 'Daze// vs combo'
    text = "\n".join(f"{c} {n}" for c, n in MAIN if n != "Swords to Plowshares")
    result = check(f"{text}\n4 Swords to Plowshares<br>{comment}\n")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 80}, [])
    banned = check(f"{text}\n4 Swords to Plowshares<br>{comment}<br>1 Black Lotus\n")
    assert banned.zones == {"main": 81}
    assert errors(banned) == [("banned", 29)]


@pytest.mark.parametrize("row", [
    "<tr><td>4</td><td>Swords to Plowshares<!-- x --></td><td>$1.23</td></tr>",
    "<tr><td>4</td><td>Swords to Plowshares</td><!-- vs combo --><td>$1.23</td></tr>",
    "<tr><td>4</td><td>Swords to <!-- x -->Plowshares</td></tr>"])
def test_an_html_comment_within_a_tables_row_leaves_the_row_whole(row: str) -> None:
    text = "\n".join(f"{c} {n}" for c, n in MAIN if n != "Swords to Plowshares")
    result = check(f"{text}\n{row}\n")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 80}, [])
    assert [v.rule for v in result.violations if v.rule != "reading"] == []


@pytest.mark.parametrize("line", [
    "1 Island <!-- Black Lotus -->", "1 Island <!--1 Black Lotus-->",
    "<li>1 Island</li><!-- Black Lotus -->", "<li>1 Island <!-- Black Lotus --></li>",
    "<tr><td>1</td><td>Island</td><!-- Black Lotus --></tr>",
    "1 Island <!-- x --> <!-- Black Lotus -->", "1 Island <!-- SB: 1 Black Lotus -->"])
def test_an_html_comment_naming_a_card_after_a_card_is_a_parse_error(line: str) -> None:
    """An HTML comment after a card is that card's comment, as a ``#`` one after it is:
    read as a comment line of its own, the banned card in it was hidden, the deck legal."""
    result = _deck_with(line)
    assert (result.status, result.zones) == ("illegal", {"main": 81})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", "the line names 'Island' and, after its '#', the card Black Lotus: "
         "counted as 1 Island", 32)]


@pytest.mark.parametrize(("extra", "name", "line", "zones"), [
    ("Island <!-- Black Lotus -->", "Island", 32, {"main": 81}),
    ("<li>Island</li><!-- Black Lotus -->", "Island", 32, {"main": 81}),
    ("Island <!-- x --> <!-- Black Lotus -->", "Island", 32, {"main": 81}),
    ("<!-- Black Lotus --> Island", "Island", 32, {"main": 81}),
    ("<!-- Black Lotus --> 1 Island", "Island", 32, {"main": 81}),
    ("<!-- Black Lotus --><li>1 Island</li>", "Island", 32, {"main": 81}),
    ("\nSideboard\nDuress <!-- Black Lotus -->", "Duress", 34, {"main": 80, "side": 1}),
    ("\nTokens\nTreasure <!-- Black Lotus -->", "Treasure", 34, {"main": 80}),
    ("Creatures <!-- Black Lotus -->", "Creatures", 32, {"main": 80})])
def test_an_html_comment_naming_a_card_after_a_line_without_a_count_is_a_parse_error(
        extra: str, name: str, line: int, zones: dict[str, int]) -> None:
    """After a line without a count, in any zone or a section of tokens, or before a
    card line, an HTML comment is that line's comment, as a ``#`` one after it is: it was
    a comment line of its own, the banned card in it unsaid, the deck legal."""
    result = _deck_with(extra)
    assert (result.status, result.zones) == ("illegal", zones)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", f"the line names '{name}' and, after its '#', the card Black Lotus: "
         f"counted as 1 {name}", line)]


@pytest.mark.parametrize(("extra", "zones"), [
    ("Island <!-- vs combo -->", {"main": 81}), ("\nTokens\nTreasure <!-- x -->", {"main": 80}),
    ("Creatures <!-- vs combo -->", {"main": 80})])
def test_an_html_comment_naming_no_card_after_a_line_without_a_count_stays_a_comment(
        extra: str, zones: dict[str, int]) -> None:
    result = _deck_with(extra)
    assert (result.status, result.zones, errors(result)) == ("legal", zones, [])


def test_an_html_comment_naming_the_side_deck_before_a_card_is_its_header() -> None:
    result = _deck_with("<!-- Sideboard --> 1 Duress")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 1}, [])


def test_an_html_comment_naming_the_side_deck_after_a_card_is_a_parse_error() -> None:
    # "<!-- Sideboard -->" after a card opened nothing: the cards after it in the main deck
    result = _deck_with("1 Island <!-- Sideboard -->\n1 Black Lotus")
    assert [(v.rule, v.line) for v in result.violations if v.rule == "parse-error"] == [
        ("parse-error", 32)]


@pytest.mark.parametrize("line", ["1 Island <!-- vs combo -->", "<li>1 Island</li><!-- x -->",
                                  "1 Island <!-- Island -->",
                                  "<tr><td>1</td><td>Island</td><!-- x --><td>$1.23</td></tr>"])
def test_an_html_comment_naming_no_other_card_after_a_card_stays_a_comment(line: str) -> None:
    result = _deck_with(line)
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 81}, [])


@pytest.mark.parametrize(("line", "said"), [
    ("<li>1 Ponder</li><!-- 3 Ponder -->", "# 3 Ponder"),
    ("1 Island <!-- 3 Island -->", "# 3 Island")])
def test_an_html_comment_counting_the_lines_own_card_is_a_parse_error(line: str,
                                                                       said: str) -> None:
    # "<!-- 3 Ponder -->" after "1 Ponder" was dropped: the copies meant are not known
    result = _deck_with(line)
    name = said.split()[-1]
    assert (result.status, result.zones) == ("illegal", {"main": 81})
    assert errors(result) == [("parse-error", 32)]
    assert [v.message for v in result.violations if v.rule == "parse-error"] == [
        f"the line counts 1 {name} and its comment '{said}' gives a count of {name} too: "
        f"counted as 1 {name}"]


def test_an_html_comment_naming_a_card_within_a_tables_row_is_a_parse_error() -> None:
    # the row is whole, its comment the row's comment: a card there is not hidden
    text = "\n".join(f"{c} {n}" for c, n in MAIN if n != "Swords to Plowshares")
    result = check(f"{text}\n<tr><td>4</td><td>Swords to Plowshares</td><!-- 4 Opt -->"
                   "<td>$1.23</td></tr>\n")
    assert (result.status, result.zones) == ("illegal", {"main": 80})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [
        ("parse-error", "the line names 'Swords to Plowshares' and, after its '#', the card "
         "Opt: counted as 4 Swords to Plowshares", 29)]


@pytest.mark.parametrize("header", [
    "Sideboard <!-- vs burn -->", "Sideboard <!-- x -->", "Sideboard # vs burn",
    "Sideboard # x", "<!-- vs. Living End --> Sideboard", "Sideboard <!-- post-board -->"])
def test_a_note_in_a_headers_comment_names_no_card(header: str) -> None:
    # a match-up's or a use's note, or a letter alone: no card under the header ("Sideboard
    # # vs burn" was an unknown card, "Sideboard # x" the card X)
    text = "\n".join(f"{c} {n}" for c, n in MAIN)
    result = check(f"{text}\n\n{header}\n4 Rest in Peace\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 4}, [])


@pytest.mark.parametrize("header", [
    "Sideboard <!-- 1 Grief -->", "Sideboard <!-- Grief -->", "<!-- Grief --> Sideboard",
    "## Sideboard <!-- Grief -->", "Sideboard # Grief", "Sideboard # 1 Grief"])
def test_a_card_in_a_zone_headers_comment_is_counted_under_it(header: str) -> None:
    """An HTML comment on a zone's header is the header's comment, as a ``#`` after it:
    the card it names is counted under it (it was a comment line of its own, the banned
    card unsaid and the deck legal)."""
    text = "\n".join(f"{c} {n}" for c, n in MAIN)
    result = check(f"{text}\n\n{header}\n4 Rest in Peace\n", "2025-01-01")
    assert (result.status, result.zones, errors(result)) == (
        "illegal", {"main": 80, "side": 5}, [("banned", 31)])


@pytest.mark.parametrize("header", [
    "Lands (7) <!-- Grief -->", "Lands (7) # Grief", "Creatures (4) # Grief",
    "Creatures: # Grief"])
def test_a_card_in_a_grouping_headers_comment_is_a_parse_error(header: str) -> None:
    # as after a card line: "Lands (7) # Grief" was read as the grouping header alone,
    # the banned card dropped with a declared count's warning only
    text = "\n".join(f"{c} {n}" for c, n in MAIN)
    result = check(f"{text}\n{header}\n4 Rest in Peace\n", "2025-01-01")
    name = re.split(r"[ :]", header, maxsplit=1)[0]
    declared = re.search(r"\((\d+)\)", header)
    assert (result.status, result.zones["main"]) == ("illegal", 84)
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"] == [(
                "parse-error", f"the line names '{name}' and, after its '#', the card Grief: "
                f"counted as {declared[1] if declared else 1} {name}", 30)]


def test_an_html_comment_naming_a_card_after_a_prefixed_card_line_is_a_parse_error() -> None:
    result = _deck_with("SB: 1 Island <!-- Black Lotus -->")
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 32)]


@pytest.mark.parametrize("price", [
    "Total: $432.10", "Total price: $432.10", "Deck price: $1,234.56", "$432.10",
    "Total cost: 432.10 USD", "Est. value (TCGplayer): $88", "Prix : 123,45 \u20ac",
    "Total: 1.234,56 \u20ac", "Deck price: $123 (TCGplayer)",
    "Prix total : 12,50 \u20ac", "Valeur totale : 30 \u20ac", "Gesamtpreis: 12,50 \u20ac",
    "Precio total: 12 \u20ac", "Total: \u00a53000", "Deck price: 30 CHF", "Total: \u20a945000",
    "12.50 USD", "432,10 \u20ac", "1.234,56 EUR", "12 \u20ac", "0,50\u20ac", "USD 12.50",
    "CHF 30", "1200\u5186", "12.5 tix", "432,10 \u20ac (Cardmarket)"])
def test_a_price_summary_line_after_the_list_is_no_card(price: str) -> None:
    """A deck site's or a player's price line under the list (its amount with a currency,
    after a price's label or alone) was an unknown card, one more in the sideboard: a
    legal deck illegal. It is a note."""
    text = ("Deck\n4 Ponder\n56 Island\n\nSideboard\n4 Duress\n4 Pyroblast\n4 Blue "
            "Elemental Blast\n3 Flusterstorm\n\n" + price + "\n")
    result = check(text, "2025-06-01")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.line, v.message) for v in result.violations if v.line == 11] == [
        (11, f"'{price}' is a price summary line, not a card")]


@pytest.mark.parametrize(("line", "declared"), [
    ("Total: 75 cards, $432.10", []),
    ("Total: 55 cards, $432.10", [(11, "'Total: 55 cards, $432.10' (line 11) declares 55 "
                                   "cards, but 75 cards were read in the list")])])
def test_a_price_line_with_a_count_of_cards_declares_it(
        line: str, declared: list[tuple[int, str]]) -> None:
    # the count beside the price is the list's total, checked as a summary line's is (a
    # price note alone let a list of 55 declared cards read as 75 pass --strict)
    text = ("Deck\n4 Ponder\n56 Island\n\nSideboard\n4 Duress\n4 Pyroblast\n4 Blue "
            "Elemental Blast\n3 Flusterstorm\n\n" + line + "\n")
    result = check(text, "2025-06-01")
    assert [(v.line, v.message) for v in result.violations if v.rule == "declared-count"] \
        == declared
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"] == [
        (11, f"'{line}' is a summary line of the export, not a card")]


@pytest.mark.parametrize("line", ["Total: $12.00", "Deck price: $12", "Creatures: 1 | Spells: 1",
                                  "Mana curve: 1: 1 | 2: 1"])
def test_a_summary_line_under_a_skipped_section_parts_it(line: str) -> None:
    # a price, counts by type or a curve under a Maybeboard: the lines after it are no
    # longer surely the Maybeboard's (a banned Mind Twist there was unsaid, the deck legal)
    text = ("Deck\n4 Ponder\n56 Island\n\nMaybeboard\n1 Opt\n" + line
            + "\n1 Mind Twist\n")
    result = check(text, "2025-06-01")
    assert result.status == "illegal"
    assert [(rule, at) for rule, at in errors(result)] == [("parse-error", 7)]


@pytest.mark.parametrize("line", ["Price of Progress: $2", "Black Lotus $5000",
                                  "Black Lotus 12,50 \u20ac"])
def test_a_card_with_a_price_stays_a_card_line(line: str) -> None:
    # a card's name before the amount: no price summary, an unknown card as before
    result = check("Deck\n4 Ponder\n56 Island\n\n" + line + "\n", "2025-06-01")
    assert [rule for rule, at in errors(result) if at == 5] == ["unknown-card"]


@pytest.mark.parametrize("curve", [
    "Mana curve: 1: 8 | 2: 12 | 3: 6", "Curve: 1-8, 2-12, 3-6", "Avg CMC: 2.1",
    "Average mana value: 2.35", "CMC: 1 (8) 2 (12) 3 (6)", "Curve 0/8/12/6/2"])
def test_a_mana_curve_line_after_the_list_is_no_card(curve: str) -> None:
    """A mana curve's or average's line under the list was an unknown card, one copy or
    as many as its last number (``3: 6``, six more sideboard cards): a legal deck
    illegal. It is a note."""
    text = ("Deck\n4 Ponder\n56 Island\n\nSideboard\n4 Duress\n4 Pyroblast\n4 Blue "
            "Elemental Blast\n3 Flusterstorm\n\n" + curve + "\n")
    result = check(text, "2025-06-01")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.line, v.message) for v in result.violations if v.line == 11] == [
        (11, f"'{curve}' is a mana curve summary line, not a card")]


@pytest.mark.parametrize(("line", "read"), [
    ("4x Ponder - $1.50 ea", ("Ponder", 4)), ("4 Ponder ($0.25 each)", ("Ponder", 4)),
    ("4 Ponder $1.50/ea", ("Ponder", 4)), ("Ponder x4 ($6.00)", ("Ponder", 4)),
    ("Ponder (x4) - $2", ("Ponder", 4)), ("Ponder 4x | 1,20 \u20ac", ("Ponder", 4)),
    # no count: the price may be part of what is written, an unknown card as before
    ("Black Lotus $5000", ("Black Lotus $5000", 1))])
def test_a_price_for_each_copy_or_after_a_count_after_the_name_is_removed(
        line: str, read: tuple[str, int]) -> None:
    """A price per copy (``ea``, ``each``) and a price after a count written after the
    name were left on the name: each line was an unknown card, a legal deck illegal."""
    decklist = read_decklist(f"Deck\n{line}\n56 Island\n".encode(), "deck.txt")
    assert (decklist.lines[0].name, decklist.lines[0].count) == read


def test_a_task_box_without_a_bullet_is_removed() -> None:
    # "[x] 4 Ponder", a task list typed without its bullet, was the unknown card
    # '[x] 4 Ponder' (its four copies one)
    decklist = read_decklist(b"Deck\n[x] 4 Ponder\n[ ] 4 Opt\n- [X] 4 Brainstorm\n48 Island\n",
                             "deck.txt")
    assert [(line.name, line.count) for line in decklist.lines] == [
        ("Ponder", 4), ("Opt", 4), ("Brainstorm", 4), ("Island", 48)]


@pytest.mark.parametrize("summary", [
    "Creatures: 12 | Spells: 24 | Lands: 24", "Creatures (12) / Spells (24) / Lands (24)",
    "Creatures: 12, Instants: 8, Lands: 24", "Creatures - 12 | Lands - 24",
    "Creatures (12 cards) | Lands (24 cards)"])
def test_a_line_of_counts_by_type_after_the_list_is_no_card(summary: str) -> None:
    """A summary of the list's counts by type on one line was 24 copies of an unknown
    card (a legal deck illegal): a note."""
    text = ("Deck\n4 Ponder\n56 Island\n\nSideboard\n4 Duress\n4 Pyroblast\n4 Blue "
            "Elemental Blast\n3 Flusterstorm\n\n" + summary + "\n")
    result = check(text, "2025-06-01")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])
    assert [(v.line, v.message) for v in result.violations if v.line == 11] == [
        (11, f"'{summary}' is a summary line of the list's counts by type, not a card")]


@pytest.mark.parametrize("line", ["Creatures: 12 | Black Lotus: 4",
                                  "Creatures: 12 | Conspiracy: 4"])
def test_a_card_among_counts_by_type_stays_a_card_line(line: str) -> None:
    # a card's name (Conspiracy is one, a header's word too) among the groups: read as
    # before, copies of a card
    result = check("Deck\n4 Ponder\n56 Island\n\n" + line + "\n", "2025-06-01")
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.severity == "error"] == [
        ("unknown-card", 5, f"unknown card '{line.rsplit(':', 1)[0]}'")]


@pytest.mark.parametrize("line", ["4 Opt (have 3)", "4 Opt - need 1", "4x Opt [missing: 2]",
                                  "4 Opt (own 4)", "4 Opt: owned 2"])
def test_how_many_a_player_has_or_lacks_after_a_counted_line_is_removed(line: str) -> None:
    # a collection tracker's or a trade list's note was left on the name: an unknown card
    decklist = read_decklist(f"Deck\n{line}\n56 Island\n".encode(), "deck.txt")
    assert (decklist.lines[0].name, decklist.lines[0].count) == ("Opt", 4)


@pytest.mark.parametrize(("line", "copies"), [
    ("Mystical Tutor x2 (need 1)", 2), ("Mystical Tutor 3x (own 1)", 3),
    ("Black Lotus x4 (have 1)", 4), ("Black Lotus x2 - have 1", 2)])
def test_a_note_of_copies_held_after_a_count_after_the_name_is_no_part_of_it(
        line: str, copies: int) -> None:
    # the note after a count written after the name kept the name whole: an unknown card
    # (a legal deck illegal); the count written is the line's, never the note's
    result = check(f"Deck\n{line}\n56 Island\n", "2025-06-01", "mtg/vintage")
    card = line.split(" x")[0].split(" 3x")[0]
    assert result.zones == {"main": 56 + copies}
    assert [(v.line, v.message.split(";")[0]) for v in result.violations
            if v.rule == "restricted"] == [(2, f"{copies} copies of {card}")]


@pytest.mark.parametrize(("line", "copies"), [
    ("Black Lotus (x4) [missing: 2]", 4), ("Black Lotus [x3] (need 1)", 3),
    ("Black Lotus (2) [have 1]", 2), ("Black Lotus (4x) - need 1", 4),
    ("Black Lotus: 3 (own 1)", 3), ("Black Lotus (4 copies) [have 2]", 4),
    ("Black Lotus (two) (missing 1)", 2)])
def test_a_note_of_copies_held_after_any_written_count_is_no_part_of_it(
        line: str, copies: int) -> None:
    # a count in brackets, after a colon, with a unit or in a word, then the note: the
    # name kept the count (an unknown card, a legal deck illegal), or the note's number
    # was read as the count; now the count written before the note, never the note's
    result = check(f"Deck\n{line}\n56 Island\n", "2025-06-01", "mtg/vintage")
    assert result.zones == {"main": 56 + copies}
    assert [(v.rule, v.line, v.message.split(";")[0]) for v in result.violations
            if v.rule != "zone-size"] == [("restricted", 2, f"{copies} copies of Black Lotus")]


@pytest.mark.parametrize("line", ["Ponder\u00d74", "Ponder \u00d74", "Ponder\u00d7 4",
                                  "4\u679a Ponder", "Ponder 4\u679a", "Ponder (4\u679a)",
                                  "4\u5f20 Ponder", "Ponder 4\uc7a5", "Ponder\uff084\uff09",
                                  "Ponder\uff084\u679a\uff09", "Ponder\uff1a4", "Ponder:4"])
def test_a_multiplication_sign_or_a_counter_for_cards_gives_the_count(line: str) -> None:
    # Japanese, Chinese and Korean lists write the count so, in full-width brackets or
    # after a full-width colon too: 'Ponder\u00d74', '4\u679a Ponder', 'Ponder\uff084\uff09' were
    # unknown cards
    result = check(f"Deck\n{line}\n56 Island\n", "2025-06-01")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])
    banned = line.replace("Ponder", "Black Lotus").replace("4", "1")
    assert errors(check(f"{banned}\n", "2025-06-01"))[0][0] == "banned"


def test_a_note_of_copies_held_never_lowers_the_count() -> None:
    # the count written first is the line's: four copies of a restricted card stay four
    result = check("Deck\n4 Black Lotus (have 1)\n56 Island\n", "2025-06-01", "mtg/vintage")
    assert [(v.rule, v.line, v.message.split(";")[0]) for v in result.violations
            if v.severity == "error"] == [("restricted", 2, "4 copies of Black Lotus")]


@pytest.mark.parametrize(("line", "name", "count"), [
    ("Ponder(x4)", "Ponder", 4), ("Ponder[x4]", "Ponder", 4),
    ("Black Lotus{x1}", "Black Lotus", 1)])
def test_a_bracketed_count_run_into_the_name_is_its_count(line: str, name: str,
                                                          count: int) -> None:
    # "Ponder(x4)" was an unknown card, though "Ponder(4)" and "Ponder (x4)" were read
    decklist = read_decklist(f"Deck\n{line}\n56 Island\n".encode(), "deck.txt")
    assert (decklist.lines[0].name, decklist.lines[0].count) == (name, count)


@pytest.mark.parametrize(("line", "copies"), [
    ("4pcs Black Lotus", 4), ("3pcs. Black Lotus", 3), ("2Stück Black Lotus", 2),
    ("3er Black Lotus", 3), ("4-of Black Lotus", 4), ("Black Lotus 2pcs", 2),
    ("Black Lotus (3pcs)", 3)])
def test_a_count_run_into_its_unit_of_copies_gives_the_count(line: str, copies: int) -> None:
    # '4pcs Ancient Tomb' was an unknown card, though '4 pcs Ancient Tomb' was read: the
    # count the unit writes, as restricted copies of the card
    result = check(f"Deck\n{line}\n56 Island\n", "2025-06-01", "mtg/vintage")
    assert result.zones == {"main": 56 + copies}
    assert [(v.rule, v.line, v.message.split(";")[0]) for v in result.violations
            if v.rule == "restricted"] == [("restricted", 2, f"{copies} copies of Black Lotus")]


def test_an_ordinal_run_into_a_name_is_no_count() -> None:
    # '1st' is no unit of copies (the 'st' of 'Stück'): the line stays an unknown card
    decklist = read_decklist(b"Deck\n1st Ponder\n56 Island\n", "deck.txt")
    assert (decklist.lines[0].name, decklist.lines[0].count) == ("1st Ponder", 1)


@pytest.mark.parametrize(("line", "copies"), [
    ("Black Lotusx4", 4), ("Black Lotus4x", 4), ("Black LotusX2", 2), ("Black Lotus\u00d73", 3)])
def test_an_x_count_run_into_the_end_of_the_name_gives_the_count(line: str, copies: int) -> None:
    # 'Ancient Tombx4' was an unknown card: the count after the name, no space before it
    result = check(f"Deck\n{line}\n56 Island\n", "2025-06-01", "mtg/vintage")
    assert result.zones == {"main": 56 + copies}
    assert [(v.line, v.message.split(";")[0]) for v in result.violations
            if v.rule == "restricted"] == [(2, f"{copies} copies of Black Lotus")]


@pytest.mark.parametrize(("line", "copies"), [
    ("Black Lotus *4", 4), ("Black Lotus *2", 2), ("4 \u2192 Black Lotus", 4),
    ("3 -> Black Lotus", 3), ("2 ->Black Lotus", 2), ("4 => Black Lotus", 4),
    ("4 \u279c Black Lotus", 4), ("4 de Black Lotus", 4), ("2 di Black Lotus", 2),
    ("Black Lotus*3", 3), ("4 = Black Lotus", 4)])
def test_a_star_count_an_arrow_or_a_de_between_count_and_name_gives_the_count(
        line: str, copies: int) -> None:
    # 'Ancient Tomb *4', '4 \u2192 Ancient Tomb' and '4 de Ancient Tomb' were unknown
    # cards: the count they write, as restricted copies of the card
    result = check(f"Deck\n{line}\n56 Island\n", "2025-06-01", "mtg/vintage")
    assert result.zones == {"main": 56 + copies}
    assert [(v.line, v.message.split(";")[0]) for v in result.violations
            if v.rule == "restricted"] == [(2, f"{copies} copies of Black Lotus")]


@pytest.mark.parametrize("name", ["Forth Eorlingas!", 'Kongming, "Sleeping Dragon"'])
def test_a_star_count_run_into_a_name_ending_in_a_mark_gives_the_count(name: str) -> None:
    # 'Forth Eorlingas!*5' was an unknown card: the star run into the name was read only
    # after a letter; a fifth copy so written was no copy-limit error
    result = check(f"Deck\n{name}*5\n56 Island\n", "2025-06-01", "mtg/legacy")
    assert result.zones == {"main": 61}
    assert [(v.rule, v.line, v.message.split(";")[0]) for v in result.violations
            if v.severity == "error"] == [("copy-limit", 2, f"5 copies of {name}")]


@pytest.mark.parametrize("line", ["Black Lotus *4*", "1 Black Lotus *4", "4 \u2192 Blak Lotus"])
def test_a_star_count_kept_or_after_a_count_and_an_arrow_before_no_card_stay_unknown(
        line: str) -> None:
    result = check(f"Deck\n{line}\n56 Island\n", "2025-06-01", "mtg/vintage")
    assert ("unknown-card", 2) in errors(result)


@pytest.mark.parametrize(("line", "copies"), [
    ("4 Black Lotus (+1)", 4), ("2 Black Lotus (-1)", 2), ("3 Black Lotus [+2]", 3),
    ("Black Lotus x2 (+1)", 2), ("4 Black Lotus (LEA) (+1)", 4), ("2 Black Lotus (+ 1)", 2)])
def test_a_change_mark_after_the_name_is_no_part_of_it(line: str, copies: int) -> None:
    # a list-diffing tool's change in the copies ('4 Ancient Tomb (+1)') was left on the
    # name: an unknown card; the count written is the line's, never the change's
    result = check(f"Deck\n{line}\n56 Island\n", "2025-06-01", "mtg/vintage")
    assert result.zones == {"main": 56 + copies}
    assert [(v.line, v.message.split(";")[0]) for v in result.violations
            if v.rule == "restricted"] == [(2, f"{copies} copies of Black Lotus")]


@pytest.mark.parametrize("line", ["4x [Ponder]", "4 [Ponder]", "4 [ Ponder ]"])
def test_a_name_wholly_in_square_brackets_after_a_count_is_the_card(line: str) -> None:
    # a chat's card link ('4x [Ancient Tomb]') was the unknown card '[Ancient Tomb]' and
    # a parse-error (the card in a mark dropped as a category)
    result = check(f"Deck\n{line}\n56 Island\n", "2025-06-01")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])
    banned = line.replace("Ponder", "Black Lotus").replace("4", "1")
    assert errors(check(f"Deck\n{banned}\n59 Island\n", "2025-06-01")) == [("banned", 2)]


def test_two_names_in_one_pair_of_square_brackets_drop_no_card() -> None:
    # no card is dropped: the line is a parse-error, and the cards it lists are counted
    result = check("Deck\n1 [Island, Black Lotus]\n59 Island\n", "2025-06-01")
    assert errors(result) == [("parse-error", 2), ("banned", 2)]


def test_a_chat_logs_stamps_never_hide_a_card() -> None:
    # a sixteenth sideboard card and a fifth copy, each written as a message, are counted
    text = chat_log(MAIN, [*SIDE, (1, "Duress")]).replace("] 4 Thoughtseize", "] 5 Thoughtseize")
    result = check(text)
    assert result.zones == {"main": 81, "side": 16}
    assert [rule for rule, _ in errors(result)] == ["copy-limit", "zone-size"]


@pytest.mark.parametrize("speaker", ["Sideboard (1):", "SB (1):", "Sideboard 1:", "Sideboard:",
                                     "Sideboard, post board:", "SB!:", "Liam:"])
@pytest.mark.parametrize("stamp", ["[12:01]", "12:01", "6/1/24, 9:01 PM -", "[01.06.24 12:01]"])
def test_a_stamped_line_reads_as_without_its_stamp(stamp: str, speaker: str) -> None:
    # what follows a stamp was taken for a person's name and dropped ('Sideboard (1):'):
    # the sixteenth sideboard card went into the main deck, the deck legal
    plain = chat_log(MAIN, SIDE).replace("[12:00] Deck", f"[12:00] Deck\n{speaker} 1 Duress")
    stamped = plain.replace(f"{speaker} 1 Duress", f"{stamp} {speaker} 1 Duress")
    assert check(stamped).zones == check(plain).zones
    assert check(stamped).status == check(plain).status == "illegal"


def test_a_chat_speaker_naming_the_command_zone_keeps_a_second_commander() -> None:
    text = ("Commander\n1 Azusa, Lost but Seeking\n\nDeck\n1 Sol Ring\n"
            "[12:01] Commanders (2): 1 Yisan, the Wanderer Bard\n97 Forest\n")
    result = check(text, format_id="mtg/commander")
    assert (result.status, result.zones) == ("illegal", {"command": 99, "main": 1})
    assert errors(result) == [("commander", 2)]


def test_a_card_named_with_a_colon_after_a_stamp_is_no_speaker() -> None:
    # 'Circle of Protection:' was taken for a speaker, 'Red' read as a grouping header:
    # the off-colour hundredth card left out unsaid, the deck legal
    text = "Commander\n1 Krenko, Mob Boss\n\nDeck\n98 Mountain\n[12:01] Circle of Protection: Red\n"
    result = check(text, format_id="mtg/commander")
    assert (result.status, result.zones) == ("illegal", {"command": 1, "main": 99})
    assert errors(result) == [("colour-identity", 6)]


def test_a_speaker_and_a_colon_after_a_stamp_stay_as_written() -> None:
    # 'Black Lotus: #1' after a stamp: the speaker dropped, '#1' was a comment and the
    # banned card vanished; the line is read as written
    text = chat_log(MAIN, SIDE).replace("[12:03] ", "[12:03] Black Lotus: #1\n[12:03] ")
    result = check(text)
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", 4)]


@pytest.mark.parametrize("tag", ["<SB>", "<Sideboard>", "< sideboard >", "[12:01] <SB>"])
def test_a_tag_naming_another_zone_before_a_card_line_is_a_parse_error(tag: str) -> None:
    # the tag was dropped as any tag is: a sixteenth sideboard card counted in the main
    # deck without a word, the deck legal
    text = ("Deck\n" + "".join(f"{c} {n}\n" for c, n in MAIN) + f"{tag} 1 Hydroblast\n\n"
            "Sideboard\n" + "".join(f"{c} {n}\n" for c, n in SIDE))
    result = check(text)
    line = len(MAIN) + 2
    assert result.status == "illegal"
    assert errors(result) == [("parse-error", line)]
    assert [v.message for v in result.violations if v.rule == "parse-error"] == [
        f"the tag '{tag.split('] ')[-1]}' names the side deck, but a tag is dropped: the card "
        "is counted in the deck (write its zone's header on a line of its own, or its "
        "prefix: SB: 1 Name)"]


def test_a_tag_naming_the_lines_own_zone_is_dropped_as_before() -> None:
    text = ("Deck\n" + "".join(f"<main> {c} {n}\n" for c, n in MAIN) + "\n"
            "Sideboard\n" + "".join(f"{c} {n}\n" for c, n in SIDE))
    result = check(text)
    assert (result.status, errors(result)) == ("legal", [])


@pytest.mark.parametrize(("line", "fmt", "rule"), [
    ("Fire, 4", "mtg/modern", "copy-limit"),  # a fifth to eighth Fire // Ice
    ("Trinket Mage, 4", "mtg/modern", "copy-limit"),
    ("Trinket Mage,4", "mtg/modern", "copy-limit"),
    ("Fire,1", "mtg/modern", "copy-limit")])
def test_a_card_named_of_header_words_with_a_count_after_a_comma_is_counted(
        line: str, fmt: str, rule: str) -> None:
    # read as a grouping header of two groups, the card line was dropped: a deck legal
    text = f"4 Fire // Ice\n4 Trinket Mage\n52 Island\n{line}\n"
    result = check(text, format_id=fmt)
    assert (result.status, result.zones["main"]) == ("illegal", 60 + int(line[-1]))
    assert rule in {found for found, _ in errors(result)}


@pytest.mark.parametrize("mark", ["-", "→", "✓", "•", "->", "1."])
def test_a_list_items_mark_after_a_zones_prefix_is_removed(mark: str) -> None:
    # "SB: → 2 Duress" was an unknown card, a legal deck illegal; a banned card so
    # written is still that card, an error
    result = check(f"4 Lightning Bolt\n56 Mountain\nSB: {mark} 2 Duress\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 2}, [])
    result = check(f"4 Lightning Bolt\n56 Mountain\nSideboard: {mark} 1 Black Lotus\n")
    assert (result.status, errors(result)) == ("illegal", [("banned", 3)])


@pytest.mark.parametrize("value", ["**2** Duress", "2x **Duress**", "**Duress** x2",
                                   "`2 Duress`", "- `2 Duress`", "*Duress* *2",
                                   "- 2 [[Duress]]", "- **2** Duress", "\u2192 **2x** Duress",
                                   "||2 Duress||"])
def test_markup_after_a_zones_prefix_is_removed(value: str) -> None:
    # "SB: **2** Duress" was the unknown card '**2** Duress' (one copy), a legal deck
    # illegal: the markup is removed after the prefix as on a line of its own; a banned
    # card so written is still that card, an error
    result = check(f"4 Lightning Bolt\n56 Mountain\nSB: {value}\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 2}, [])
    lotus = value.replace("Duress", "Black Lotus").replace("2", "1")
    result = check(f"4 Lightning Bolt\n56 Mountain\nSideboard: {lotus}\n")
    assert (result.status, result.zones, errors(result)) == (
        "illegal", {"main": 60, "side": 1}, [("banned", 3)])


@pytest.mark.parametrize("prefix", ["SB: ", "SB:: ", "SB :: ", "SB\uff1a", "\u5907\u724c\uff1a",
                                    "Sideboard - ", "Sideboard \u2014 ", "R\u00e9serve : "])
@pytest.mark.parametrize("value", ["> 2 Duress", "**2** Duress", "1. 2 Duress", "- 2x Duress",
                                   "\u2022 2 Duress", "||2 Duress||", "2 *Duress*"])
def test_markup_after_a_zones_prefix_of_any_separator_is_removed(prefix: str, value: str) -> None:
    # after a colon written twice or full-width or a spaced dash (each a zone prefix's
    # separator) the markup was kept, and a quote's mark after any prefix: an unknown
    # card, a legal deck illegal; a banned card so written is still that card, an error
    result = check(f"4 Lightning Bolt\n56 Mountain\n{prefix}{value}\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 2}, [])
    lotus = value.replace("Duress", "Black Lotus").replace("2", "1", 1)
    result = check(f"4 Lightning Bolt\n56 Mountain\n{prefix}{lotus}\n")
    assert (result.status, result.zones, errors(result)) == (
        "illegal", {"main": 60, "side": 1}, [("banned", 3)])


@pytest.mark.parametrize("prefix", ["Main: ", "Hauptdeck - ", "Talia\uff1a", "Mazo:: "])
def test_a_quote_after_a_main_decks_prefix_is_removed(prefix: str) -> None:
    result = check(f"{prefix}> 4 Lightning Bolt\n{prefix}> 56 Mountain\n")
    assert (result.status, result.zones, errors(result)) == ("legal", {"main": 60}, [])


#: The Naroom starter's deck of 40 cards (cards/magi-nation/examples/legal.txt).
MAGI_NATION_DECK = [
    (1, "Bhatar"), (1, "Timber Hyren"), (1, "Twee"), (3, "Balamant Pup"), (2, "Rudwot"),
    (2, "Arboll"), (3, "Carillion"), (2, "Furok"), (2, "Leaf Hyren"), (2, "Plith"),
    (2, "Weebo"), (1, "Energy Band"), (1, "Ancestral Flute"), (3, "Hood of Hiding"),
    (3, "Robe of Vines"), (1, "Hyren's Call"), (2, "Orwin's Gaze"),
    (2, "Vortex of Knowledge"), (3, "Grow"), (3, "Tap Roots")]


@pytest.mark.parametrize("mark", ["\u2022", "-", "\u2192", "*", "->"])
def test_a_bullet_before_a_name_without_a_count_after_a_zones_prefix_is_removed(
        mark: str) -> None:
    # "Magi: • Evu" was an unknown card '• Evu' (so was "SB: • Duress"), a legal deck
    # illegal
    result = check(f"Magi: {mark} Evu\nMagi: {mark} Tryn\nMagi: {mark} Yaki\n"
                   + "".join(f"{c} {n}\n" for c, n in MAGI_NATION_DECK),
                   format_id="magi-nation/standard")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"magi": 3, "main": 40}, [])
    result = check(f"4 Lightning Bolt\n56 Mountain\nSB: {mark} Black Lotus\n")
    assert (result.status, result.zones, errors(result)) == (
        "illegal", {"main": 60, "side": 1}, [("banned", 3)])


def test_a_count_alone_after_a_labels_mark_is_not_a_card_line() -> None:
    # "Mountain: - 4" may take four copies out (a list of changes): never read as four
    # more Mountains
    result = check("4 Lightning Bolt\n52 Mountain\nMountain: - 4\n")
    assert (result.status, errors(result)) == ("illegal", [("unknown-card", 3)])


@pytest.mark.parametrize("value", ["**Duress** *2", "2 **Duress**", "2x *Duress*", "`2 Duress`",
                                   "**2 Duress**", "||2 Duress||", "- **2 Duress**",
                                   "__Duress__ (x2)"])
def test_marks_round_a_value_after_a_zones_prefix_are_removed(value: str) -> None:
    # "SB: **Duress** *2" was the unknown card '**Duress**', a legal deck illegal; a
    # banned card so written is still that card, an error
    result = check(f"4 Lightning Bolt\n56 Mountain\nSB: {value}\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 2}, [])
    lotus = value.replace("Duress", "Black Lotus").replace("2", "1")
    result = check(f"4 Lightning Bolt\n56 Mountain\nSideboard: {lotus}\n")
    assert (result.status, errors(result)) == ("illegal", [("banned", 3)])


@pytest.mark.parametrize("line", ["SB: 1 _____", "SB: 1x _____", "Sideboard 1 _____",
                                  "Sideboard (1) _____"])
def test_the_card_of_underscores_after_a_zones_count_is_counted(line: str) -> None:
    # "SB: 1 _____" was a header declaring one card, its underscores a closing mark: the
    # card _____ (Unhinged, out of every pool) dropped, an illegal deck legal
    result = check(f"4 Lightning Bolt\n56 Mountain\n{line}\n")
    assert (result.status, result.zones.get("side"), errors(result)) == (
        "illegal", 1, [("card-pool", 3)])


@pytest.mark.parametrize("line", ["- **4** Ponder", "* **4x** Ponder", "- **Ponder** x4",
                                  "+ *Ponder* *4", "*4* Ponder", "_4_ Ponder", "`4x` Ponder",
                                  "- *4* Ponder", "1. **4** Ponder", "2) *4x* Ponder"])
def test_marks_on_a_count_after_a_bullet_keep_the_count(line: str) -> None:
    decklist = read_decklist(f"Deck\n{line}\n".encode(), "deck.txt")
    assert [(each.name, each.count, each.line) for each in decklist.lines] == [("Ponder", 4, 2)]


@pytest.mark.parametrize(("line", "zone"), [
    ("[SB] 2 Duress", "side"), ("(SB) 2 Duress", "side"), ("[Sideboard] 2x Duress", "side"),
    ("(side) Duress x2", "side"), ("[SB]2 Duress", "side"), ("[Main] 2 Duress", "main")])
def test_a_zones_prefix_in_brackets_places_the_line(line: str, zone: str) -> None:
    # "[SB] 2 Duress" was the unknown card '[SB] 2 Duress', a legal deck illegal
    decklist = read_decklist(f"Deck\n4 Ponder\n{line}\n".encode(), "deck.txt")
    assert [(each.name, each.count, each.zone) for each in decklist.lines] == [
        ("Ponder", 4, "main"), ("Duress", 2, zone)]
    result = check(f"4 Lightning Bolt\n56 Mountain\n{line.replace('Duress', 'Black Lotus')}\n")
    assert errors(result)[:1] == [("banned", 3)]


@pytest.mark.parametrize("line", [
    "***Duress*** x2", "||Duress|| x2", "Duress **x2**", "Duress __2__", "Duress `x2`",
    "Duress ||2||", "2x **Duress** (M12)", "2 ***Duress***", "2 ||Duress||", "||2|| Duress",
    "***2*** Duress", "2 Duress [M10 #146]", "2x **Duress** [M12 #63]",
    "\U0001f525 2 Duress", "\u2b50\ufe0f 2 Duress", "\U0001f525\U0001f525 Duress x2",
    "\U0001f44d\U0001f3fd 2x Duress", "\U0001f0cf2 Duress"])
def test_a_card_a_player_means_plainly_is_read(line: str) -> None:
    # each was an unknown card (the marks, the set's number after '#' read as a comment
    # that cut the bracket, an emoji before the count), a legal deck illegal
    decklist = read_decklist(f"Deck\n{line}\n".encode(), "deck.txt")
    assert [(each.name, each.count) for each in decklist.lines] == [("Duress", 2)]
    result = check(f"Deck\n{line.replace('Duress', 'Black Lotus').replace('2', '1')}\n"
                   "59 Island\n")
    assert (result.zones, errors(result)[:1]) == ({"main": 60}, [("banned", 2)])


@pytest.mark.parametrize("mark", ["\u274c", "\u2716\ufe0f", "\U0001f6ab", "\u26d4"])
def test_an_emoji_that_may_mark_a_card_cut_is_kept(mark: str) -> None:
    # a cross may mark a card cut: never read as the card kept, an unknown card
    result = check(f"{mark} 1 Mind Twist\n")
    assert [rule for rule, _ in errors(result)][:1] == ["unknown-card"]


@pytest.mark.parametrize("line", ["44 Karten", "60 cartas", "60 kart", "60\u679a",
                                  "75 Karten insgesamt"])
def test_a_count_of_cards_in_another_language_is_a_summary(line: str) -> None:
    # "44 Karten" was an unknown card of 44 copies, a legal deck illegal
    result = check(f"{line}\n4 Lightning Bolt\n56 Mountain\n")
    assert (result.zones, errors(result)) == ({"main": 60}, [])
    assert [(v.rule, v.line) for v in result.violations if v.rule == "reading"] == [
        ("reading", 1)]


def _plain_list(side_header: str) -> str:
    """The deck as a text list, its side deck under ``side_header``."""
    return "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), "", side_header,
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"


@pytest.mark.parametrize("header", ["My sideboard", "The Sideboard:", "My Sideboard (15)",
                                    "Mi banquillo", "Mein Sideboard"])
def test_a_determiner_before_the_side_decks_header_is_that_header(header: str) -> None:
    # "My sideboard" was an unknown card counted in the side deck: 16 cards, illegal
    result = check(_plain_list(header))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize("header", ["Burn Sideboard", "Burn Seitendeck", "Mono-Red Burn SB",
                                    "Boros Burn Side deck", "Burn Nebendeck", "Seitendeck",
                                    "Sideboard"])
def test_a_decks_name_before_the_side_decks_header_is_that_header(header: str) -> None:
    # "Burn Seitendeck" (German, a deck's name then its side deck) after a blank line was
    # an unknown card in a side deck of 16: a legal deck refused
    result = check(_plain_list(header))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize("line", ["Burn Nebendeck", "Boros Burn Side deck"])
def test_a_decks_name_and_side_word_within_a_block_is_a_card_line(line: str) -> None:
    # within a block of cards, with no blank line before it, such a line is read as a
    # card of no count (a card's name may end so: "Défenses en réserve" in a Commander
    # list moved every card after it to the side deck): an unknown card, never legal
    text = _plain_list(line).replace(f"\n\n{line}\n", f"\n{line}\n")
    result = check(text)
    assert (result.status, errors(result)) == ("illegal", [("unknown-card", 31)])


def test_a_french_cards_name_ending_in_the_side_decks_word_stays_the_card() -> None:
    # Cached Defenses's French name, in a list of no counts: the card, one copy, no header
    decklist = read_decklist("Commander\nKrenko, Mob Boss\nDeck\nGoblin Guide\n"
                             "D\u00e9fenses en r\u00e9serve\nMountain\nIsland\n".encode(),
                             "deck.txt")
    assert [(line.name, line.zone, line.count) for line in decklist.lines][2:] == [
        ("D\u00e9fenses en r\u00e9serve", "main", 1), ("Mountain", "main", 1),
        ("Island", "main", 1)]


def test_a_card_whose_name_ends_in_the_side_decks_word_is_never_judged_on_the_guess(
        ) -> None:
    # "Seer of the Bright Side" without a count after a blank line may be the card or a
    # deck's name then the side deck's header: counted as the card, a parse-error
    result = check(_plain_list("Seer of the Bright Side"))
    assert result.status == "illegal"
    assert [(v.rule, v.message) for v in result.violations if v.rule == "parse-error"] == [
        ("parse-error", "'Seer of the Bright Side' after the header may be the deck's name "
         "or 1 copy of Seer of the Bright Side: counted as 1 copy of Seer of the Bright Side")]


def test_a_determiner_before_another_zones_header_stays_the_card() -> None:
    # "The General" and "The Command Zone" are cards, never the command zone's header
    decklist = read_decklist(b"Deck\n4 Ponder\nThe General\n", "deck.txt")
    assert [(each.name, each.zone) for each in decklist.lines] == [
        ("Ponder", "main"), ("The General", "main")]


@pytest.mark.parametrize("title", ["Burn v2.3", "Izzet Tempo v1.2", "Mono Red 2.0",
                                   "Delver (v2.1)"])
def test_a_titles_version_is_no_count(title: str) -> None:
    # "Burn v2.3" above the list was an unknown card, a legal deck illegal
    result = check(f"{title}\n{_plain_list('Sideboard')}")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])
    # a card's whole name with a version is still no note that drops it
    result = check(f"Black Lotus v2.3\n{_plain_list('Sideboard')}")
    assert errors(result)[:1] == [("unknown-card", 1)]


@pytest.mark.parametrize("title", ["Burn v2.3", "Burn v2", "Izzet Tempo V1.2", "Burn 2024",
                                   "Mono Red 2.0", "Delver (v2.1)"])
@pytest.mark.parametrize("blank", ["", "\n"])
def test_a_titles_version_right_above_a_list_with_no_header_is_no_card(
        title: str, blank: str) -> None:
    # "Burn v2.3" right above a list with no Deck header (no blank line between) was an
    # unknown card, a legal deck refused; parted by a blank line it was a note already:
    # the same verdict either way
    result = check(f"{title}\n{blank}" + _plain_list("Sideboard").removeprefix("Deck\n"))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])
    assert [(v.rule, v.line) for v in result.violations if v.line == 1] == [("reading", 1)]
    # a card's whole name with a version is still no note that drops it
    result = check(f"Black Lotus v2.3\n{blank}" + _plain_list("Sideboard").removeprefix("Deck\n"))
    assert errors(result)[:1] == [("unknown-card", 1)]


@pytest.mark.parametrize("line", ["1 [Main]", "60 Main", "2 Deck"])
def test_a_count_before_the_decks_header_among_the_side_decks_lines_is_an_error(
        line: str) -> None:
    # "1 [Main]" among the side deck's lines moved the cards after it back to the main
    # deck, unsaid but a warning: a legal deck either way, never judged on the guess
    side = [f"{c} {n}" for c, n in SIDE]
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), "", "Sideboard", *side[:3],
                      line, *side[3:]]) + "\n"
    result = check(text)
    assert result.status == "illegal"
    assert [(v.rule, v.line) for v in result.violations if v.severity == "error"] == [
        ("parse-error", 36)]


def test_a_pages_list_on_one_line_over_the_longest_line_is_read() -> None:
    # a deck's list of <li> items written on one line of 932 characters was a
    # parse-error (the line too long), no card read
    items = "".join(f"<li>{c} {n}</li>" for c, n in MAIN)
    side = "".join(f"<li>{c} {n}</li>" for c, n in SIDE)
    text = f"<h2>Deck</h2><ul>{items}</ul><h2>Sideboard</h2><ul>{side}</ul>\n"
    assert len(text) > 1000
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize("line", ["2 Duress - Magic 2012", "2 Duress \u00b7 M12",
                                  "2 Duress \u2022 Magic 2012", "Duress - Magic 2012 x2"])
def test_a_set_after_a_dash_or_a_dot_is_no_part_of_the_name(line: str) -> None:
    # a collection app's printing after the name was an unknown card, a legal deck illegal
    result = check(f"Deck\n{line}\n58 Island\n")
    assert (result.zones, errors(result)) == ({"main": 60}, [])
    result = check(f"Deck\n{line.replace('2 Duress', '1 Mind Twist')}\n59 Island\n"
                   .replace("Duress -", "Mind Twist -").replace("x2", "x1"))
    assert errors(result)[:1] == [("banned", 2)]


@pytest.mark.parametrize("line", ["2 | Duress", "2x | Duress", "2 \u00b7 Duress",
                                  "2 \u2022 Duress", "2 \u2014 Duress"])
def test_a_mark_between_the_count_and_the_name_is_no_part_of_the_name(line: str) -> None:
    # each was the unknown card '| Duress', a legal deck illegal
    decklist = read_decklist(f"Deck\n{line}\n".encode(), "deck.txt")
    assert [(each.name, each.count) for each in decklist.lines] == [("Duress", 2)]


@pytest.mark.parametrize("line", ["[1 Duress]", "(1 Duress)", "<1 Duress>", "{1x Duress}"])
def test_a_card_line_in_brackets_is_that_line_once(line: str) -> None:
    # "[1 Duress]" was the unknown card 'Duress]' and the card line it holds: two
    # copies of one line; "(1 Duress)" an unknown card
    decklist = read_decklist(f"Sideboard\n{line}\n".encode(), "deck.txt")
    assert [(each.name, each.count, each.zone) for each in decklist.lines] == [
        ("Duress", 1, "side")]


def test_a_cards_name_before_the_side_decks_header_is_never_dropped() -> None:
    # "Black Lotus Side Deck": read as the side deck's header after the deck's name, the
    # banned card was dropped without a word (a legal deck); it is read as one copy too
    result = check(_plain_list("Black Lotus Side Deck"))
    assert result.status == "illegal"
    assert ("banned", "Black Lotus") in {(v.rule, v.cards[0]) for v in result.violations
                                         if v.cards}


#: The findings beside the parse-error of a card's name before the side deck's header,
#: by card: its copies over the limit with the side deck's one (the main deck's 4 on
#: line 29), its ban.
_BESIDE_THE_NAME = {
    "Thoughtseize": [("copy-limit", 29, "5 copies of Thoughtseize (main deck 4 + sideboard "
                      "1); at most 4")],
    "Black Lotus": [("banned", 32, "Black Lotus is banned in Legacy (listed by 2020-01-01, "
                     "where the recorded lists start)")]}


@pytest.mark.parametrize(("header", "name", "card"), [
    ("Thoughtseize Sideboard", "Thoughtseize", "Thoughtseize"),
    ("Black Lotus Side Deck", "Black Lotus", "Black Lotus"),
    ("Fire // Ice Sideboard", "Fire // Ice", "Fire // Ice"),
    ("Wear // Tear Sideboard", "Wear // Tear", "Wear // Tear"),
    ("Thoughtseize SB", "Thoughtseize", "Thoughtseize"),
    ("Thoughtseize Sideboard (15)", "Thoughtseize", "Thoughtseize")])
def test_a_cards_name_before_the_side_decks_header_is_one_reading_never_a_guess(
        header: str, name: str, card: str) -> None:
    # "Thoughtseize Sideboard" was one Thoughtseize and the whole line an unknown card;
    # "Fire // Ice Sideboard" was Fire // Ice and a comment, the side deck in the main
    # deck: the deck's name or one copy of the card, counted and a parse-error
    result = check(_plain_list(header))
    read_as = header[len(name) + 1:]
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 16})
    assert sorted((v.rule, v.line, v.message) for v in result.violations) == sorted([
        ("parse-error", 32, f"'{name}' before the header may be the deck's name or 1 "
         f"copy of {card}: counted as 1 copy of {card}"),
        ("reading", 32, f"'{header}' is read as the header '{read_as}' after the deck's "
         "name: the cards after it are in the side deck"),
        ("zone-size", 32, "Sideboard: 16 cards; at most 15"),
        *_BESIDE_THE_NAME.get(card, [])])


@pytest.mark.parametrize(("header", "status", "findings"), [
    ("Burn Sideboard", "legal", [
        ("reading", 32, "'Burn Sideboard' is read as the header 'Sideboard' after the "
         "deck's name: the cards after it are in the side deck")]),
    ("Seer of the Bright Side", "illegal", [
        ("parse-error", 32, "'Seer of the Bright Side' after the header may be the deck's "
         "name or 1 copy of Seer of the Bright Side: counted as 1 copy of Seer of the "
         "Bright Side"),
        ("reading", 32, "'Seer of the Bright Side' is read as the header 'Side' after the "
         "deck's name: the cards after it are in the side deck"),
        ("card-pool", 32, "Seer of the Bright Side is not in the card pool of Legacy on "
         "2024-02-03: no printing of it is in the card data: it was made for Arena only or "
         "printed only as a playtest or acorn card (no tournament play), or the set lists "
         "of the card data lack it"),
        ("zone-size", 32, "Sideboard: 16 cards; at most 15")])])
def test_a_deck_name_or_card_ending_in_the_side_decks_word_is_read_once(
        header: str, status: str, findings: list[tuple[str, int, str]]) -> None:
    # "Burn Sideboard": the deck's name, no card; "Seer of the Bright Side": the card by its
    # whole name (or the side deck's header), never a second unknown card beside it
    result = check(_plain_list(header))
    assert (result.status, result.zones) == (status, {"main": 80,
                                                      "side": 15 + (status == "illegal")})
    assert [(v.rule, v.line, v.message) for v in result.violations] == findings


_LEAVING_HEADINGS = [
    ("Not in deck", "deck", "Not"), ("Removed from deck", "deck", "Removed"),
    ("Cut from deck", "deck", "Cut"), ("Out of deck", "deck", "Out of"),
    ("Off deck", "deck", "Off"), ("Outside deck", "deck", "Outside"),
    ("Not in the deck", "deck", "Not"), ("Not main deck", "deck", "Not"),
    ("Not in Deck:", "deck", "Not"), ("Not in Deck (Maybe)", "deck", "Not"),
    ("Cards not in the deck", "deck", "not"), ("Nicht im Deck", "deck", "Nicht im"),
    ("Not in sideboard", "side deck", "Not"), ("No sideboard", "side deck", "No"),
    ("Not Sideboard", "side deck", "Not"), ("Cut from Sideboard", "side deck", "Cut"),
    ("Hors r\u00e9serve", "side deck", "Hors"), ("Pas dans la r\u00e9serve", "side deck",
                                                 "Pas dans")]


def _leaving_message(heading: str, zone: str, words: str, where: str) -> str:
    """The parse-error of a heading naming ``zone`` after the leaving ``words``."""
    return (f"'{heading}' names the {zone} after '{words}': it may head that zone or say "
            "its cards are not in it, so it is read as no header; the cards after it are "
            f"read where they were, in the {where}, a guess (write the header of the zone "
            "they are in alone on its line, or Maybeboard for cards outside the deck)")


@pytest.mark.parametrize(("heading", "zone", "words"), _LEAVING_HEADINGS)
def test_a_heading_naming_a_zone_after_a_word_of_leaving_heads_no_zone(
        heading: str, zone: str, words: str) -> None:
    # "Not in deck" after the side deck, over a banned card, was read as the deck's header
    # after the deck's name (the card said to be in the deck), "Not in sideboard" as the
    # side deck's, "Not in Deck:" as an unknown card: the cards stay where they were, said
    text = _plain_list("Sideboard") + f"\n{heading}\n1 Black Lotus\n"
    line = len(MAIN) + len(SIDE) + 5
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 16})
    assert sorted(errors(result)) == [
        ("banned", line + 1), ("parse-error", line), ("zone-size", len(MAIN) + 3)]
    assert [v.message for v in result.violations if v.rule == "parse-error"] == [
        _leaving_message(heading, zone, words, "side deck")]


@pytest.mark.parametrize("heading", ["Not in sideboard", "No Sideboard", "Cut from Sideboard"])
def test_a_heading_leaving_the_side_deck_over_its_cards_drops_none(heading: str) -> None:
    # a side deck of 16 under "Not in sideboard" right after the deck's cards: counted
    # where they were, in the deck, never dropped from every zone, never legal
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), heading,
                      *(f"{c} {n}" for c, n in [*SIDE, (1, "Plains")])]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 96})
    assert [v.rule for v in result.violations if v.severity == "error"] == ["parse-error"]


@pytest.mark.parametrize("heading", ["Not in deck", "No sideboard"])
def test_a_heading_leaving_a_zone_with_no_card_under_it_is_a_note(heading: str) -> None:
    # as a footer it heads no card: a note, the legal deck legal
    result = check(_plain_list("Sideboard") + f"\n{heading}\n")
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize(("title", "zone", "words"), [
    ("No Mercy Deck", "deck", "No"), ("Off-Meta Deck", "deck", "Off"),
    ("Not Your Average Deck", "deck", "Not"), ("Not in deck", "deck", "Not"),
    ("No sideboard", "side deck", "No")])
def test_a_heading_of_a_leaving_word_above_the_first_card_line_is_a_title(
        title: str, zone: str, words: str) -> None:
    # a deck's title over the whole list ("No Mercy Deck") was refused as a heading that
    # may say its cards are out of the deck: above the list's first card line the cards
    # after it open the list, in the deck either way; a note, the legal deck legal
    result = check(f"{title}\n" + _plain_list("Sideboard"))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])
    assert [(v.line, v.message) for v in result.violations if v.line == 1] == [
        (1, f"'{title}' names the {zone} after '{words}' above the list's first card line: "
            "read as a title; the cards after it are in the deck")]


@pytest.mark.parametrize(("side_header", "deck_header"), [
    ("Affinity Sideboard", "Affinity Deck"), ("Burn Sideboard", "Mono-Red Burn Maindeck"),
    ("Sideboard", "Affinity Deck")])
def test_the_decks_header_after_its_name_below_the_side_deck_opens_the_deck(
        side_header: str, deck_header: str) -> None:
    # "Affinity Deck" after the side deck's cards was an unknown card of the side deck,
    # the main deck's cards after it counted with it: a legal deck illegal
    text = "\n".join([side_header, *(f"{c} {n}" for c, n in SIDE), "", deck_header,
                      *(f"{c} {n}" for c, n in MAIN)]) + "\n"
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize(("deck_header", "side_header"), [
    ("Deck von Ann", "Sideboard von Ann"), ("Mazo de Ana", "Banquillo de Ana"),
    ("Deck of Ann", "Sideboard of Ann")])
def test_a_zones_header_then_its_owner_heads_that_zone(deck_header: str,
                                                       side_header: str) -> None:
    # each was an unknown card, the side deck's read as the second block's (illegal)
    text = "\n".join([deck_header, *(f"{c} {n}" for c, n in MAIN), side_header,
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize("side_header", [
    "Deck de réserve", "Deck du side", "Deck de sideboard", "Deck de Side-deck",
    "Deck de la réserve", "Deck of side", "Deck of the sideboard", "Mazo de banquillo",
    "Deck (réserve)", "Deck - Réserve", "Deck \u2013 Side", "Deck: Side", "Deck - Sideboard",
    "Main deck: Sideboard (16)", "# Deck - Sideboard", "// Deck (réserve)", "Sideboard - Deck"])
def test_the_decks_header_joined_to_the_side_decks_heads_the_side_deck(
        side_header: str) -> None:
    # "Deck de réserve" was the header of an owner's deck, "Deck - Sideboard" the deck's
    # header and a remark, "Deck: Side" the deck's name: the side deck of 16 counted in
    # the deck, legal
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), side_header,
                      *(f"{c} {n}" for c, n in [*SIDE, (1, "Plains")])]) + "\n"
    line = len(MAIN) + 2
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 16})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"
            ] == [("zone-size", "Sideboard: 16 cards; at most 15", line)]


@pytest.mark.parametrize("side_header", ["Deck de réserve", "Deck (réserve)", "Deck: Side",
                                         "Deck du side"])
def test_the_decks_header_joined_to_the_side_decks_heads_mage_noirs_side_deck(
        side_header: str) -> None:
    # a 38-card deck and a side deck of 2 under "Deck de réserve" were a legal 40-card deck
    deck = MAGE_NOIR_DECK.replace("4 Water Drop\n",
                                  f"2 Water Drop\n{side_header}\n2 Water Drop\n")
    result = check(deck, "2025-11-04", "mage-noir/tournament")
    assert (result.status, result.zones) == ("illegal", {"main": 38, "side": 2})
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [
        ("zone-size", "Deck: 38 cards; at least 40")]


@pytest.mark.parametrize(("side_header", "top"), [
    ("Deck/Sideboard", "Deck"), ("Deck & Side", "Deck"), ("Deck + Sideboard", "Main Deck"),
    ("Deck | Side", "Deck"), ("Deck/Side deck", "Mainboard"), ("Deck/R\u00e9serve", "Deck"),
    ("Main/Side", ""), ("Sideboard/Deck", "Deck"), ("DECK / SIDEBOARD", ""),
    ("# Deck/Sideboard", "Deck"), ("**Deck & Sideboard**", ""), ("Deck;Sideboard:", "Deck"),
    ("Mainboard/Sideboard (16)", "Deck"), ("Deck, Sideboard", "")])
def test_the_decks_header_joined_to_the_side_decks_by_a_sign_is_a_parse_error(
        side_header: str, top: str) -> None:
    # "Deck/Sideboard", "Deck & Side": the deck's header then a remark, straight after a
    # card line; the side deck of 16 counted in the deck, legal. Either zone may be meant
    # ("Main/Side"): said on the line, the cards after it read in the side deck
    text = "\n".join([*([top] if top else []), *(f"{c} {n}" for c, n in MAIN), side_header,
                      *(f"{c} {n}" for c, n in [*SIDE, (1, "Plains")])]) + "\n"
    line = len(MAIN) + 1 + bool(top)
    written = side_header.strip("#* ")
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 16})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"
            ] == [("parse-error", f"'{written}' names both the deck and the side deck: the "
                   "cards after it are read in the side deck, a guess; write one zone's "
                   "header alone on its line", line),
                  ("zone-size", "Sideboard: 16 cards; at most 15", line)]


@pytest.mark.parametrize("side_header", [
    "Main\u2013Side", "Deck\u2014Sideboard", "Main\u2010Side", "Main\u2011Side",
    "Main\u2012Side", "Main\u2015Side", "Main\u2212Side", "Deck\u2e3aSideboard", "Main-Side",
    "Deck\u2013R\u00e9serve", "Main - Side", "Main {main} \u2013 Side {side}",
    "Deck ({main}) - Sideboard ({side})", "**Main\u2014Side**", "Deck {main}\u2013Sideboard {side}",
    "Main Deck\u2014Sideboard", "Deck ({main})-Sideboard ({side})", "Main Deck\u2212Sideboard"])
@pytest.mark.parametrize("extra", [0, 1])
def test_a_heading_joining_the_zones_by_any_dash_heads_the_side_deck(
        side_header: str, extra: int) -> None:
    # "Main\u2013Side", any dash spaced or not, counts in either part: the side deck's
    # header, whatever the dash; unspaced, it was the deck's header (a sideboard of 16
    # counted in the deck, legal), or with ASCII's hyphen an unknown card
    side = [*SIDE, (1, "Plains")][:len(SIDE) + extra]
    header = side_header.format(main=80, side=15 + extra)
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), "", header,
                      *(f"{c} {n}" for c, n in side)]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == (("legal", "illegal")[extra],
                                             {"main": 80, "side": 15 + extra})
    assert [(v.rule, v.message) for v in result.violations if v.severity != "info"] == [
        ("zone-size", "Sideboard: 16 cards; at most 15")] * extra


@pytest.mark.parametrize("side_header", [
    "Main {main} | Side {side}", "Deck {main} / Sideboard {side}", "Deck {main} + Side {side}",
    "Main ({main}) | Side ({side})", "Deck ({main}) / Sideboard ({side})",
    "Main Deck ({main}) & Sideboard ({side})", "Deck/Sideboard.", "Deck/Side/Maybe",
    "Deck & Sideboard together", "Deck/Sideboard (Ann)", "Main and Side",
    "Deck with Sideboard", "Deck or Sideboard", "Deck vs Sideboard", "Deck plus Sideboard",
    "Deck und Sideboard", "Deck et R\u00e9serve", "Main Deck as well as Sideboard",
    "Deck ({main}), Sideboard ({side})", "Sideboard ({side}), Deck ({main})",
    "Sideboard: {side}, Deck: {main}", "Sideboard ({side}); Main ({main})"])
@pytest.mark.parametrize("extra", [0, 1])
def test_a_heading_joining_the_zones_with_counts_words_or_a_joining_word_is_a_parse_error(
        side_header: str, extra: int) -> None:
    # "Main 60 | Side 16" was the deck's header, "Side 16" a note (a sideboard of 16
    # legal); "Deck (60) / Sideboard (15)", "Deck/Sideboard (Ann)" a second deck (a legal
    # list not judged); "Deck and Sideboard" silently the side deck's header: each names
    # either zone, as "Deck & Sideboard" does; "Sideboard (16), Deck (80)" was read as a
    # list of two counted headers, the deck's winning (a sideboard of 16 legal)
    side = [*SIDE, (1, "Plains")][:len(SIDE) + extra]
    header = side_header.format(main=80, side=15 + extra)
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), "", header,
                      *(f"{c} {n}" for c, n in side)]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 15 + extra})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity != "info"
            ] == [("parse-error", f"'{header}' names both the deck and the side deck: the "
                   "cards after it are read in the side deck, a guess; write one zone's "
                   "header alone on its line", len(MAIN) + 3),
                  *[("zone-size", "Sideboard: 16 cards; at most 15", len(MAIN) + 3)] * extra]


@pytest.mark.parametrize("side_header", [
    "Deck, then Sideboard", "Deck, and Sideboard", "Main, then Side", "Deck - then Sideboard",
    "Deck & full Sideboard", "Deck & Ann's Sideboard", "Deck & 15-card Sideboard",
    "Deck 'n' Sideboard", "Deck &amp; Sideboard", "Deck (and Sideboard)",
    "Deck / see Sideboard", "Deck - Sideboard at the bottom", "Deck, et R\u00e9serve",
    "Deck (60 cards) \u2013 Sideboard (16 cards)", "Deck (60) & Sideboard (16 cards)",
    "Deck 60 cards / Sideboard 16 cards", "Deck \u2013 60, Sideboard \u2013 16"])
def test_the_decks_header_with_other_words_naming_the_side_deck_is_a_parse_error(
        side_header: str) -> None:
    # "Deck, then Sideboard": a word or mark too many for a joined heading, it was read as
    # the header 'Deck', the words naming the side deck dropped: a sideboard of 16 counted
    # in the deck, legal. It names either zone, as "Deck & Sideboard" does
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), side_header,
                      *(f"{c} {n}" for c, n in [*SIDE, (1, "Plains")])]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 16})
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"][:1] == [
        ("parse-error", f"'{side_header}' names both the deck and the side deck: the cards "
         "after it are read in the side deck, a guess; write one zone's header alone on its "
         "line")]


@pytest.mark.parametrize("comment", ["// Main deck and sideboard updated for the RCQ",
                                     "# Deck and Sideboard notes below"])
def test_a_comment_naming_both_zones_among_other_words_stays_a_comment(comment: str) -> None:
    # prose in a comment names no zone: a legal list stays legal
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), "", comment,
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize("title", ["Main and Side", "Deck with Sideboard", "Deck et R\u00e9serve",
                                   "Deck or Sideboard"])
def test_a_title_joining_the_zones_by_a_word_opens_the_deck_as_a_sign_does(title: str) -> None:
    # "Deck and Sideboard" over the list was the side deck's header after the deck's name
    # "Deck and": every card of a legal deck in the sideboard
    text = "\n".join([title, *(f"{c} {n}" for c, n in MAIN), "",
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 15})
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == [
        ("parse-error", 1)]


@pytest.mark.parametrize("header", ["Main/Sideboard", "Deck & Side", "# Deck + Sideboard"])
def test_the_decks_header_joined_to_the_side_decks_by_a_sign_above_the_list_opens_the_deck(
        header: str) -> None:
    # above the list's first card line either zone's cards open the list: read in the deck
    result = check(f"{header}\n4 Lightning Bolt\n56 Mountain\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"
            ] == [("parse-error", f"'{header.lstrip('# ')}' names both the deck and the side "
                   "deck: the cards after it are read in the deck, a guess; write one zone's "
                   "header alone on its line", 1)]


@pytest.mark.parametrize("header", ["Deck (80) \u2013 Sideboard (15)", "Main 80 - Side 15",
                                    "Main \u2013 Side", "Deck - Sideboard (Ann)"])
def test_a_dash_joined_heading_above_the_list_opens_the_deck(header: str) -> None:
    # "Main 80 - Side 15" over the whole list put its main deck in the side deck (0 and 95)
    text = "\n".join([header, *(f"{c} {n}" for c, n in MAIN), "", "Sideboard",
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])
    assert [(v.message, v.line) for v in result.violations if header in v.message] == [(
        f"'{header}' names the deck and the side deck above the list's first card line: "
        "read as the header of the deck, which the list opens", 1)]


@pytest.mark.parametrize("joined", ["Main/Side", "Main/Side board", "Deck + Side (95)",
                                    "Main & Sideboard", "Deck | Sideboard", "# Deck + Side",
                                    "Deck and Sideboard", "Main 80 | Side 15"])
@pytest.mark.parametrize("title", [True, False])
def test_a_heading_joining_both_zones_with_no_card_under_it_is_a_title(
        joined: str, title: bool) -> None:
    # "Main/Side" over a list with its own Deck and Sideboard headers, or after the list as
    # a footer: no card is read under it, no zone is guessed; it was a parse-error
    # refusing a legal deck (and its count, the whole list's, a declared-count warning)
    cards = ["Deck", *(f"{c} {n}" for c, n in MAIN), "", "Sideboard",
             *(f"{c} {n}" for c, n in SIDE)]
    result = check("\n".join([joined, *cards] if title else [*cards, "", joined]) + "\n")
    line = 1 if title else len(cards) + 2
    written = joined.lstrip("# ")
    assert (result.status, result.zones) == ("legal", {"main": 80, "side": 15})
    assert [(v.rule, v.message, v.line) for v in result.violations if written in v.message
            or v.severity != "info"] == [(
                "reading", f"'{written}' names both the deck and the side deck, but no card "
                "line follows it before "
                + ("the next zone's header" if title else "the list's end")
                + ": read as a title or a note", line)]


@pytest.mark.parametrize("joined", ["Main/Side", "Deck & Sideboard"])
def test_a_heading_joining_both_zones_over_cards_after_a_title_is_a_parse_error(
        joined: str) -> None:
    # "Main/Side" under the list's title, over its side deck of 16: which zone is a guess
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), "", joined,
                      *(f"{c} {n}" for c, n in [*SIDE, (1, "Plains")])]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 16})
    assert [v.rule for v in result.violations if v.severity == "error"] == [
        "parse-error", "zone-size"]


@pytest.mark.parametrize("side_header", ["Deck > Sideboard", "Deck -> Side", "## Deck > Side",
                                         "Main Deck \u00bb R\u00e9serve", "Deck \u2192 Sideboard:"])
def test_the_decks_header_then_a_step_to_the_side_decks_heads_the_side_deck(
        side_header: str) -> None:
    # "Deck > Sideboard", a path's step from the deck to its side deck, was the deck's
    # header then a remark: the side deck of 16 counted in the deck, legal
    text = "\n".join([*(f"{c} {n}" for c, n in MAIN), side_header,
                      *(f"{c} {n}" for c, n in [*SIDE, (1, "Plains")])]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 16})
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"
            ] == [("zone-size", "Sideboard: 16 cards; at most 15", len(MAIN) + 1)]


@pytest.mark.parametrize(("side_header", "said"), [
    ("Deck/Side deck", True), ("Deck & R\u00e9serve", True), ("Side-deck + Deck", True),
    ("Deck > Side-deck", False), ("Deck principal -> R\u00e9serve", False),
    ("Deck\u2013R\u00e9serve", False), ("Deck et R\u00e9serve", True),
    ("Deck (38) / R\u00e9serve (2)", True), ("Main 38 \u2013 Side 2", False)])
def test_the_decks_header_joined_to_the_side_decks_by_a_sign_in_mage_noir(
        side_header: str, said: bool) -> None:
    # "Deck/Side deck" over 2 cards of a 38-card deck was a legal 40-card deck
    deck = MAGE_NOIR_DECK.replace("4 Water Drop\n",
                                  f"2 Water Drop\n{side_header}\n2 Water Drop\n")
    line = deck.splitlines().index(side_header) + 1
    result = check(deck, "2025-11-04", "mage-noir/tournament")
    assert (result.status, result.zones) == ("illegal", {"main": 38, "side": 2})
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [
        ("zone-size", "Deck: 38 cards; at least 40"),
        *[("parse-error", f"'{side_header}' names both the deck and the side deck: the "
           "cards after it are read in the side deck, a guess; write one zone's header "
           "alone on its line")] * said]
    assert [v.line for v in result.violations if v.rule == "parse-error"] == [line] * said


@pytest.mark.parametrize("side_header", ["Deck/Sideboard", "Deck > Side"])
def test_the_decks_header_joined_to_the_side_decks_by_a_sign_in_magi_nation(
        side_header: str) -> None:
    # the Naroom deck's last 3 cards under "Deck/Sideboard" were its own: legal; the game
    # has no side deck
    deck = ("Magi: Evu\nMagi: Tryn\nMagi: Yaki\n"
            + "".join(f"{c} {n}\n" for c, n in MAGI_NATION_DECK)).replace(
        "3 Tap Roots\n", f"{side_header}\n3 Tap Roots\n")
    result = check(deck, format_id="magi-nation/standard")
    assert (result.status, result.zones) == ("illegal", {"magi": 3, "main": 37, "side": 3})
    assert [v.rule for v in result.violations if v.severity == "error"] == [
        "zone-size", *["parse-error"] * ("/" in side_header), "zone-not-allowed"]


@pytest.mark.parametrize("title", [
    "Deck: Sideboard Hate", "Deck: Sideboard Burn", "Deck - Side Project",
    "Deck - Sideboard Tech",
    # a remark's last word (the game data's remark_words), though French Hâte is a card
    "Deck - Sideboard Hate", "Deck - Side Hate", "Deck - Mono Red Hate"])
def test_a_decks_title_holding_a_zones_word_and_other_words_is_no_card(title: str) -> None:
    # "Deck: Sideboard Burn" and "Deck - Side Project" are titles
    text = "\n".join([title, *(f"{c} {n}" for c, n in MAIN), "", "Sideboard",
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize(("title", "name"), [
    ("Deck - Sideboard Black Lotus", "Sideboard Black Lotus"),
    ("Deck - Storm Black Lotus", "Storm Black Lotus"),
    ("Deck - Sideboard H\u00e2te", "Sideboard H\u00e2te"),
    ("Deck - Sideboard Grief", "Sideboard Grief"),
    # a card's foreign name without its accents stays a card (French Prédestination is
    # Preordain, banned in Modern): no word list tells a title's English word from it
    # (but a remark's last word, "Hate" of French Hâte: the test above)
    ("Deck - Sideboard Predestination", "Sideboard Predestination"),
    ("Deck - Side Predestination", "Side Predestination"),
    ("Deck - Mono Red Predestination", "Mono Red Predestination")])
def test_a_decks_title_holding_a_cards_own_name_is_an_unknown_card(title: str,
                                                                   name: str) -> None:
    # a card's whole name, or a foreign one as its language writes it, is no title's word
    text = "\n".join([title, *(f"{c} {n}" for c, n in MAIN)]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 81})
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.severity == "error"][:1] == [("unknown-card", f"unknown card '{name}'", 1)]


@pytest.mark.parametrize("header", ["Burn Sideboard (15)", "Burn Sideboard - 15",
                                    "Burn Sideboard: 15", "Mono-Red Burn Sideboard [15]"])
def test_a_decks_name_then_the_side_decks_header_and_count_is_that_header(
        header: str) -> None:
    # "Burn Sideboard (15)" was 15 copies of the unknown card 'Burn Sideboard'
    result = check(_plain_list(header))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])
    assert "declared-count" not in {v.rule for v in result.violations}


@pytest.mark.parametrize(("side_header", "deck_header"), [
    ("Affinity Sideboard", "Burn Deck"), ("Mono-Red Sideboard", "Elves Maindeck")])
def test_another_decks_name_before_the_decks_header_below_a_named_side_deck_opens_nothing(
        side_header: str, deck_header: str) -> None:
    # "Affinity Sideboard", its cards, then "Burn Deck": another deck's name (legal as one
    # deck before); the line stays what it was, an unknown card, of the deck the block
    # after the side deck's blank line is read as (guessed_zones.read_deck_after_side)
    text = "\n".join([side_header, *(f"{c} {n}" for c, n in SIDE), "", deck_header,
                      *(f"{c} {n}" for c, n in MAIN)]) + "\n"
    result = check(text)
    assert result.status == "illegal"
    line = len(SIDE) + 3
    assert ("unknown-card", "main", line) in [(v.rule, v.zone, v.line)
                                              for v in result.violations]


@pytest.mark.parametrize(("written", "header"), [
    ("Deck (Ann) v2", "Deck (Ann)"), ("Deck (Ann) (v2)", "Deck (Ann)"),
    ("Deck (Ann) [V3]", "Deck (Ann)"), ("Deck (Ann) v2:", "Deck (Ann)"),
    ("Deck (Ann) (v2).", "Deck (Ann)"), ("Deck (Ann Paper)", "Deck (Ann Paper)"),
    ("Deck (Ann, Arena)", "Deck (Ann, Arena)")])
def test_a_version_after_an_owners_label_hides_no_owner(written: str, header: str) -> None:
    # "Deck (Ann) v2" over Bob's side deck: the version left the label no owner's name,
    # the two owners' lists one legal deck
    text = "\n".join([written, *(f"{c} {n}" for c, n in MAIN), "Sideboard (Bob)",
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"
    line = len(MAIN) + 2
    result = check(text)
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"
            ] == [("file-error", f"the headers '{header}' and 'Sideboard (Bob)' (line {line}) "
                   "name two owners' decks: not judged; one deck a file", line)]


@pytest.mark.parametrize(("deck_header", "side_header"), [
    ("Deck von Ann", "Sideboard von Bob"), ("Mazo de Ana", "Banquillo de Bob"),
    ("Deck of Ann", "Sideboard of Bob")])
def test_a_zones_header_naming_another_owner_than_the_decks_is_two_decks(
        deck_header: str, side_header: str) -> None:
    # Ann's deck and Bob's side deck were one legal deck
    text = "\n".join([deck_header, *(f"{c} {n}" for c, n in MAIN), side_header,
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"
    line = len(MAIN) + 2
    result = check(text)
    assert result.status == "error"
    assert [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"
            ] == [("file-error", f"the headers '{deck_header}' and '{side_header}' (line "
                   f"{line}) name two owners' decks: not judged; one deck a file", line)]


@pytest.mark.parametrize("header", ["| Carte | Qté | Zone |", "| Nom | Quantité | Zone |",
                                    "| Karte | Anzahl | Bereich |",
                                    "| Nome | Quantità | Categoria |"])
def test_a_table_titled_in_another_language_is_read_by_its_columns(header: str) -> None:
    """A table's header in the words a CSV export's columns are read in (French, German,
    Italian...) was no header: each row an unknown card."""
    rows = ["| Ponder | 4 | Main |", "| Island | 56 | Main |", "| Duress | 4 | Sideboard |"]
    result = check("\n".join([header, "|---|---|---|", *rows]) + "\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 4})
    assert [(v.rule, v.line, v.message) for v in result.violations] == [
        ("reading", 1, f"'{header}' is a Markdown table's header, not a card"),
        ("reading", 2, "'|---|---|---|' is a Markdown table's rule, not a card")]


@pytest.mark.parametrize("price", [
    "$1,000", "$4,250.00", "($4,250.00)", "- $4,250.00", "US$4,250.00", "\u00a512,800",
    "(\u00a512,800)", "12,800\u5186", "\u20a915,000", "1.234,56 \u20ac", "\u20ac4.250,00",
    "$4 250.00", "\u20bd1 200", "1\u202f234,56 \u20ac",
    "1\u00a0234 \u20ac", "$1.25 0.05 tix", "$1,000.00 | 12.5 tix", "1,000.00 USD"])
def test_a_price_of_grouped_thousands_or_two_prices_is_removed(price: str) -> None:
    # each was part of the name: the unknown card 'Force of Will $1,000', a legal deck
    # illegal
    decklist = read_decklist(f"Deck\n4 Force of Will {price}\n".encode(), "deck.txt")
    assert [(each.name, each.line) for each in decklist.lines] == [("Force of Will", 2)]


@pytest.mark.parametrize(("line", "name"), [("4 Pain 101 250 \u20ac", "Pain 101"),
                                            ("4 Pain 101 1 250 \u20ac", "Pain 101 1"),
                                            ("4 Pain 101 250,00 \u20ac", "Pain 101"),
                                            ("4 Naturalize 2 250,00 $", "Naturalize 2"),
                                            ("4 Force of Will 1 234,56 \u20ac",
                                             "Force of Will 1")])
def test_digits_spaced_before_a_price_without_cents_stay_the_names(line: str,
                                                                   name: str) -> None:
    # "Pain 101 250 €", "Pain 101 250,00 €": the 101 may be the name's, so only 250 is
    # the price (with cents too: Pain 101 was read as Pain // Suffering, Naturalize 2 as
    # Naturalize, a card-pool error unseen)
    decklist = read_decklist(f"Deck\n{line}\n".encode(), "deck.txt")
    assert [each.name for each in decklist.lines] == [name]


def test_every_card_name_with_digits_is_read_before_a_price() -> None:
    # the digits and commas of a name ("Borrowing 100,000 Arrows", "Pip-Boy 3000") are
    # no price's
    names = sorted({card.name for game in ("mtg", "mage-noir", "magi-nation", "magetcg")
                    for card in bundled_database(game)
                    if any(char.isdigit() for char in card.name)})
    assert "Borrowing 100,000 Arrows" in names

    def read(price: str) -> list[str]:
        text = "Deck\n" + "".join(f"4 {name}{price}\n" for name in names)
        return [each.name for each in read_decklist(text.encode(), "deck.txt").lines]

    unpriced = read("")
    assert "Borrowing 100,000 Arrows" in unpriced
    for price in ("$1,000.00", "1.234,56 \u20ac", "\u20bd1 200", "0.05 tix", "$1 0.05 tix",
                  "250,00 \u20ac", "250,00 $"):
        assert read(f" {price}") == unpriced, price


@pytest.mark.parametrize("middle", ["| |", "|  |", "| --- |", "|:-:|"])
@pytest.mark.parametrize("header", [["| Deck |", "|---|"], ["| Card |", "| --- |"], []])
def test_a_one_column_tables_empty_row_parts_the_sideboard_as_a_blank_line(
        middle: str, header: list[str]) -> None:
    """``| Deck |``, the deck's rows, ``| |``, 20 rows: the empty row (or a rule row
    between cards) of a one-column table stands for the blank line of the same list as
    text; it was no line at all, the 20 sideboard cards counted in the deck (legal)."""
    side = [*SIDE, (5, "Plains")]
    rows = [f"| {count} {name} |" for count, name in MAIN]
    text = "\n".join([*header, *rows, middle, *(f"| {c} {n} |" for c, n in side)]) + "\n"
    result = check(text)
    assert result.zones == {"main": sum(c for c, _ in MAIN), "side": 20}
    assert errors(result) == [("zone-size", len(header) + len(MAIN) + 2)]
    blank = len(header) + len(MAIN) + 1
    what = "a Markdown table's rule" if "-" in middle else "an empty Markdown table row"
    assert [v.message for v in result.violations if v.line == blank] == [
        f"'{middle}' is {what}: read as a blank line"]


@pytest.mark.parametrize("cells", [
    "\tMind Twist", "\t\tMind Twist", "\t\t\tMind Twist", "\t Mind Twist", "\t[Mind Twist]",
    "\tMind Twist #1", "\tSB: Mind Twist", "\t// Mind Twist", "\t#Mind Twist",
    "\tMind Twist (MIR) 74", "\tCard\tMind Twist",
    # written as a mark's name may be: each was dropped unsaid
    "\tMind-Twist", "\tMind_Twist", "\tMindTwist", "\tSorcery \u2014 Mind Twist",
    "\tw/ Mind Twist", "\tSorcery\t1\tMind-Twist",
    # within other words, spelt by its letters alone
    "\twith Mind Twist", "\tRemoval Mind Twist", "\tMind.Twist", "\tmindtwist",
    "\tMind%20Twist", "\tMind\u2010Twist"])
def test_a_card_named_in_a_tab_cell_after_a_card_line_is_a_parse_error(cells: str) -> None:
    main = [(c, n) for c, n in MAIN if n != "Plains"] + [(5, "Plains")]
    for text in (copied_table(main, SIDE).replace("5\tPlains\tCard\t$5.25", f"5 Plains{cells}"),
                 copied_table(main, SIDE).replace("5\tPlains\tCard\t$5.25", f"5\tPlains{cells}")):
        result = check(text)
        assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
            "parse-error", "the line names 'Plains' and, in a cell after a tab, the card Mind "
            "Twist: counted as 5 Plains")]
        assert result.zones == {"main": sum(c for c, _ in main), "side": 15}


@pytest.mark.parametrize("cells", ["\tSorcery\t$0.25", "\tBasic Land\t0,10 \u20ac", "\t$0.25",
                                   "\tPlains", "\t1 Plains",
                                   "\tBasic Land \u2014 Plains\t0\t$0.10", "\tLand\t0",
                                   "\tLand \u2014 Plains Swamp", "\tRare\tNM\tEnglish",
                                   "\tBasic Land\tTSP\t283\t0\t1\tNM"])
def test_a_tab_cell_of_no_other_card_says_nothing(cells: str) -> None:
    main = [(c, n) for c, n in MAIN if n != "Plains"] + [(5, "Plains")]
    result = check(copied_table(main, SIDE).replace("5\tPlains\tCard\t$5.25", f"5 Plains{cells}"))
    assert errors(result) == []
    assert result.zones["side"] == 15


@pytest.mark.parametrize(("cells", "price"), [
    ("\tSorcery\t$0.25", "$0.25"), ("\tBasic Land\t0,10 \u20ac", "0,10 \u20ac"),
    ("\t$0.25", "$0.25"), ("\tLand\t0.01 tix", "0.01 tix")])
def test_a_tab_price_cell_is_dropped_with_a_note(cells: str, price: str) -> None:
    # the price cell was dropped unsaid; said once a file, on its first line
    lines = [f"{c} {n}" + (cells if n == "Plains" else "") for c, n in MAIN]
    text = "Deck\n" + "\n".join(lines) + "\n\nSideboard\n" + "\n".join(
        f"{c} {n}" + cells for c, n in SIDE) + "\n"
    result = check(text)
    plains = 2 + next(at for at, (_, n) in enumerate(MAIN) if n == "Plains")
    assert [(v.line, v.message) for v in result.violations if v.rule == "reading"
            and "read as a price" in v.message] == [
        (plains, f"'{price}' in a cell after a tab is read as a price: dropped, as each "
                 "such cell is")]
    assert errors(result) == []


@pytest.mark.parametrize("line", [
    "4\tTarmogoyf\tCreature \u2014 Lhurgoyf\t$20.00",
    "4\tKarn Liberated\tLegendary Planeswalker \u2014 Karn\t$40.00",
    "4\tUniversal Automaton\tArtifact Creature \u2014 Shapeshifter\t$0.10",
    "4\tIpnu Rivulet\tLand \u2014 Desert\t$0.25",
    "4 Karn Liberated # Planeswalker - Karn",
    "4 Tarmogoyf # Creature \u2014 Lhurgoyf"])
def test_a_cards_own_type_line_beside_it_names_no_other_card(line: str) -> None:
    """A pasted table's type line (or a comment holding it) beside a card names its own
    subtypes, some of which are cards' names too (Lhurgoyf, Karn, Shapeshifter, Desert):
    no other card (those legal pastes were parse-errors)."""
    result = check(f"{line}\n56 Mountain\n", day="2026-07-27", format_id="mtg/modern")
    assert (result.status, errors(result)) == ("legal", [])


def test_a_type_line_of_another_card_beside_a_card_is_still_a_parse_error() -> None:
    result = check("4 Island\tCreature \u2014 Lhurgoyf\n56 Mountain\n", day="2026-07-27",
                   format_id="mtg/modern")
    assert [(v.rule, v.message) for v in result.violations if v.severity == "error"] == [(
        "parse-error", "the line names 'Island' and, in a cell after a tab, the card Lhurgoyf: "
        "counted as 4 Island")]


@pytest.mark.parametrize("spelled", ["SB x{count}: {name}", "Sideboard x{count}: {name}",
                                     "{count} SB: {name}", "x{count} Sideboard: {name}"])
def test_a_counted_header_over_one_card_on_its_line_gives_the_cards_copies(
        spelled: str) -> None:
    # "SB x2: Deafening Silence" was read as the header "SB (2)" over one copy (a declared
    # count matched by the next card, or a warning): copies lost, a 16th sideboard card
    # legal; the count is the card's copies
    count, name = SIDE[0]
    line = spelled.format(count=count + 1, name=name)
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), "", "Sideboard",
                      *(f"{c} {n}" for c, n in SIDE[1:]), line]) + "\n"
    result = check(text)
    assert (result.status, result.zones) == ("illegal", {"main": 80, "side": 16})
    # the count may as well be the header's (15 cards, legal): told so, never legal
    header = line.split(":")[0].replace(str(count + 1), "").strip(" x")
    assert [v.message for v in result.violations if v.severity == "error"] == [
        "Sideboard: 16 cards; at most 15",
        f"'{line}': its {count + 1} may count the copies of {name} or the cards under the "
        f"header '{header}', and the deck is legal only if it counts the cards under the "
        f"header (read as {count + 1} {name})"]


#: A short main deck: legal only with 36 Island more (``_short_main``).
_SHORT_MAIN = [(4, "Swords to Plowshares"), (4, "Thoughtseize"), (4, "Wasteland"),
               (4, "Solitude"), (4, "Stoneforge Mystic"), (4, "Mother of Runes")]


def _short_main(line: str) -> str:
    """``line`` above the 24 cards of ``_SHORT_MAIN``, with ``SIDE`` below a header."""
    return "\n".join([line, *(f"{c} {n}" for c, n in _SHORT_MAIN), "", "Sideboard",
                      *(f"{c} {n}" for c, n in SIDE)]) + "\n"


@pytest.mark.parametrize("line", ["Deck (60 cards): Island", "Deck [60]: Island",
                                  "Mainboard - 60 cards: Island", "Main (60 cards): Island",
                                  "Deck {60}: Island", "Deck (60): Island"])
def test_a_headers_count_saying_its_cards_over_one_card_is_the_headers_count(
        line: str) -> None:
    # "Deck (60 cards): Island" over 24 cards was read as 60 Island, legal: the count says
    # the deck's cards (a declared count), the line one Island
    result = check(_short_main(line))
    assert (result.status, result.zones, errors(result)) == (
        "illegal", {"main": 25, "side": 15}, [("zone-size", 1)])
    assert "declared-count" in [v.rule for v in result.violations if v.severity == "warning"]


@pytest.mark.parametrize("line", ["Main x60: Island", "60 Main: Island", "Deck 60x: Island",
                                  "x60 Deck: Island"])
def test_a_headers_count_saying_copies_over_one_card_is_judged_both_ways(line: str) -> None:
    # "Main x60: Island" may be 60 Island (legal) or the main deck's 60 cards over one
    # Island (25 cards): legal only one way, a parse-error saying how to write either
    result = check(_short_main(line))
    header = line.split(":")[0].replace("60", "").strip(" x")
    assert (result.status, result.zones, errors(result)) == (
        "illegal", {"main": 84, "side": 15}, [("parse-error", 1)])
    found = next(v for v in result.violations if v.severity == "error")
    assert (found.message, found.hint) == (
        f"'{line}': its 60 may count the copies of Island or the cards under the header "
        f"'{header}', and the deck is legal only if it counts the copies (read as 60 Island)",
        f"write '{header} (60)' on its own line over 1 Island for one copy, or '{header}' on "
        "its own line over 60 Island for 60 copies")


@pytest.mark.parametrize("line", ["Sideboard (15 cards): Deafening Silence",
                                  "Sideboard [15]: Deafening Silence",
                                  "Sideboard - 15 cards: Deafening Silence"])
def test_a_side_decks_count_saying_its_cards_over_its_first_card_is_legal(line: str) -> None:
    # "Sideboard (15 cards): Duress" over 14 more cards was read as 15 Duress, refused
    text = "\n".join(["Deck", *(f"{c} {n}" for c, n in MAIN), "", line,
                      *(f"{c} {n}" for c, n in SIDE[1:]), "1 Mindbreak Trap"]) + "\n"
    result = check(text)
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])


@pytest.mark.parametrize("header", ["Sideboard (not in main deck)", "Sideboard - out of the main",
                                    "Sideboard (cards not in the main deck)"])
def test_a_side_decks_header_with_words_of_leaving_after_it_heads_the_side_deck(
        header: str) -> None:
    # the side deck's own header, then words saying its cards are not in the main deck:
    # both readings agree (it was a parse-error, a legal deck illegal)
    result = check(_plain_list(header))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 80, "side": 15}, [])
