"""Terminal reports never pass control or bidirectional-formatting characters through
(issue 13): a decklist, a card file or a file name that holds ESC, BEL, other C0/C1
controls or U+202E cannot recolour, clear or retitle the terminal, start a line that looks
like the tool's own, or reorder what the report shows. They are shown as escapes."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import REPORT_STYLES, app
from cardtools.display import visible
from cardtools.model import DeckResult, Violation
from cardtools.reporters import Report, reporter
from cardtools.validation import json_path, schema_errors

#: every character that must never reach a terminal raw, and how it is shown
UNSAFE = {
    "\x1b": r"\x1b", "\x07": r"\x07", "\x00": r"\x00", "\x08": r"\x08", "\r": r"\x0d",
    "\n": r"\x0a", "\t": r"\x09", "\x7f": r"\x7f", "\x85": r"\x85", "\x9b": r"\x9b",
    "\u061c": r"\u061c", "\u200e": r"\u200e", "\u200f": r"\u200f", "\u2028": r"\u2028",
    "\u2029": r"\u2029", "\u202a": r"\u202a", "\u202b": r"\u202b", "\u202c": r"\u202c",
    "\u202d": r"\u202d", "\u202e": r"\u202e", "\u2066": r"\u2066", "\u2067": r"\u2067",
    "\u2068": r"\u2068", "\u2069": r"\u2069",
    # noncharacters: an HTML parser refuses them (html5lib's invalid-codepoint)
    "\ufdd0": r"\ufdd0", "\ufdef": r"\ufdef", "\ufffe": r"\ufffe", "\uffff": r"\uffff",
    "\U0001fffe": r"\U0001fffe", "\U0010ffff": r"\U0010ffff",
    # invisible format characters (category Cf): two file names differing by one showed
    # as one name
    "\u200b": r"\u200b", "\u200c": r"\u200c", "\u200d": r"\u200d", "\u2060": r"\u2060",
    "\ufeff": r"\ufeff", "\u00ad": r"\xad", "\u180e": r"\u180e", "\U000e0001": r"\U000e0001",
    # default-ignorable code points of no category Cf: as invisible
    "\u034f": r"\u034f", "\ufe0f": r"\ufe0f", "\u180b": r"\u180b", "\u17b4": r"\u17b4",
    "\u17b5": r"\u17b5", "\u3164": r"\u3164", "\u115f": r"\u115f", "\u1160": r"\u1160",
    "\uffa0": r"\uffa0", "\U000e0100": r"\U000e0100",
}
RAW = re.compile("[" + "".join(UNSAFE) + "]")
#: an attack for each field a report shows
EVIL = "\x1b]0;owned\x07\x1b[2J\u202etxt.exe\u2066\x9b31m"
EVIL_SHOWN = r"\x1b]0;owned\x07\x1b[2J\u202etxt.exe\u2066\x9b31m"
TERMINAL_STYLES = ["text", "github", "rich", "html"]


@pytest.mark.parametrize(("char", "shown"), UNSAFE.items())
def test_visible_escapes_each_unsafe_character(char: str, shown: str) -> None:
    assert visible(f"a{char}b") == f"a{shown}b"


def test_visible_keeps_ordinary_text_and_is_idempotent() -> None:
    text = "Boule de feu · Æther Chamber — “Korg & Zet” 火の玉 🔥 Z\u0301"
    assert visible(text) is text
    assert visible(visible(EVIL)) == visible(EVIL) == EVIL_SHOWN


def evil_result() -> DeckResult:
    """A result whose every user-written field carries the attack."""
    violation = Violation(
        "unknown-card", "CT201", "error", f"unknown card '{EVIL}'", zone="main", line=3,
        cards=(f"Fire{EVIL}",), source=f"rules {EVIL}", hint=f"did you mean {EVIL}?",
        written=f"written {EVIL}")
    return DeckResult(path=f"decks/{EVIL}.txt", status="illegal", violations=[violation],
                      format_id="mage-noir/tournament", format_name="Mage Noir tournament",
                      player=f"Alice{EVIL}", deck_name=f"Deck{EVIL}", event=f"Event{EVIL}",
                      zones={"main": 1})


@pytest.mark.parametrize("style", TERMINAL_STYLES)
@pytest.mark.parametrize("color", [False, True])
def test_terminal_reports_escape_every_field(style: str, color: bool) -> None:
    out = io.StringIO()
    reporter(style).render(Report([evil_result(), evil_result()]), out, color)
    text = out.getvalue().replace("<wbr>", "")  # html: a break opportunity, not text
    without_own_codes = re.sub(r"\x1b\[[0-9;]*m", "", text) if color and style == "rich" \
        else text
    lines = without_own_codes.split("\n")
    assert not [line for line in lines if RAW.search(line)], text
    assert EVIL_SHOWN in text or EVIL_SHOWN.replace("&", "&amp;") in text
    # what each style must show of the path, the message and (where shown) the player
    shown = {"text": ["path", "message", "hint"], "github": ["path", "message", "hint"],
             "rich": ["path", "message", "hint", "player", "source"],
             "html": ["path", "message", "hint", "player", "source"]}[style]
    expected = {"path": rf"decks/{EVIL_SHOWN}.txt", "message": f"unknown card '{EVIL_SHOWN}'",
                "hint": f"did you mean {EVIL_SHOWN}?", "player": f"Alice{EVIL_SHOWN}",
                "source": f"rules {EVIL_SHOWN}"}
    flat = text
    if style == "github":
        flat = flat.replace("%3A", ":").replace("%2C", ",").replace("%25", "%")
    if style == "html":
        flat = flat.replace("&#x27;", "'")
    if style == "rich":  # table cells wrap and cut long words: the header line is whole
        shown = ["path", "player"]
        assert r"\x1b]0;owned\x07" in text
    for key in shown:
        assert expected[key] in flat, key


@pytest.mark.parametrize("style", ["text", "github"])
def test_one_violation_is_one_line(style: str) -> None:
    """A name holding CR or LF cannot add a line that looks like the tool's own."""
    violation = Violation("unknown-card", "CT201", "error",
                          "unknown card 'X'\n::error file=ok.txt::all good\r", line=2)
    result = DeckResult(path="a\nb.txt", status="illegal", violations=[violation])
    out = io.StringIO()
    reporter(style).render(Report([result]), out, False)
    lines = [line for line in out.getvalue().splitlines()
             if not line.startswith(("::group::", "::endgroup::"))]
    assert len(lines) == 2  # the violation and the summary
    assert lines[0].endswith(r"unknown card 'X'\x0a::error file=ok.txt::all good\x0d")


def test_check_escapes_a_hostile_file_name_and_card_name(tmp_path: Path) -> None:
    """End to end: a file name and a card line with ESC/BEL/U+202E, text report (the
    U+2066 at the line's end shows as nothing: no part of the name, as on any line)."""
    deck = tmp_path / "al\x1b[31mice\u202e.txt"
    deck.write_text("Format: mage-noir/tournament\nPlayer: Bob\u202eevil\n"
                    "4 Fire\u202eBalll\u2066\n", "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(deck), "--report", "text"])
    assert outcome.exit_code == 1
    assert not RAW.search(outcome.stdout.replace("\n", ""))
    shown = str(tmp_path) + r"/al\x1b[31mice\u202e.txt"
    # each line holding U+202E may show as another line: a parse-error
    bidi = ("error [parse-error] line holds a bidirectional control character (U+202E), "
            "which may show it as another line (a card line); remove it")
    assert outcome.stdout.splitlines()[:3] == [
        f"{shown}:2: {bidi}", f"{shown}:3: {bidi}",
        shown + r":3: error [unknown-card] unknown card 'Fire\u202eBalll' (did you mean "
        "Fire Ball?)"]


def test_schema_error_paths_escape_json_keys() -> None:
    """A key with ESC/BEL/U+202E in a user file: the error's JSON path shows escapes."""
    assert json_path(["zones", "\x1b[31mred\x07\u202e"]) == r"$.zones['\x1b[31mred\x07\u202e']"
    assert json_path([b"\x1b"]) == r"$[b'\x1b']"
    errors = schema_errors({"zones": {"main": {"min": -1, "\x1b]0;x\x07": 1}}},
                           "format", "f.yaml")
    texts = [str(error) for error in errors]
    assert not [t for t in texts if RAW.search(t)], texts
    assert any(r"\x1b]0;x\x07" in t for t in texts), texts


def test_html_break_opportunities_never_split_a_character_reference() -> None:
    """``breakable`` cuts the text as written, then escapes each piece: a ``<``, ``&`` or
    quote at a cut is one whole reference, and the only markup added is ``<wbr>`` (after
    each 24 characters, and after a ``/`` as of a path)."""
    from cardtools.reporters.html_report import breakable

    text = "A" * 22 + "<script>x</script>" + "&amp;" * 2 + ' "\u202e' + '"' * 25
    assert breakable(text) == (
        "A" * 22 + "&lt;s<wbr>cript&gt;x&lt;/<wbr>script&gt;&amp;amp;&amp;amp;"
        " &quot;\\u202e" + "&quot;" * 22 + "<wbr>" + "&quot;" * 3)


#: The noncharacters: U+FDD0-U+FDEF and the last two code points of every plane.
NONCHARACTERS = [chr(code) for code in range(0xFDD0, 0xFDF0)] + [
    chr(plane << 16 | last) for plane in range(17) for last in (0xFFFE, 0xFFFF)]


@pytest.mark.parametrize("style", ["html", "sheet"])
def test_noncharacters_of_a_decklist_never_reach_a_page(tmp_path: Path, style: str) -> None:
    """U+FFFF in a player's name, U+FFFE in an event's, U+FDD0 in a card's passed raw
    into the ``html`` and ``sheet`` pages (an HTML parse error: invalid-codepoint): each
    is shown as its escape, as a control character is."""
    for at, char in enumerate(NONCHARACTERS):
        (tmp_path / f"{at}.txt").write_text(
            f"Format: mtg/modern\nPlayer: Pl{char}ayer\nEvent: Ev{char}ent\nDeck\n"
            f"4 Light{char}ning Bolt\n56 Island\n", "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", style,
                                       "--date", "2026-08-22"])
    page = outcome.stdout
    assert not [char for char in NONCHARACTERS if char in page]
    assert visible("Pl\uffffayer") in page
    assert visible("Pl\U0010fffeayer") == r"Pl\U0010fffeayer" and r"Pl\U0010fffeayer" in page


#: a legal decklist to copy under hostile names
LEGAL = Path(__file__).resolve().parent.parent / "cards" / "mtg" / "examples" / "legal.txt"
#: invisible characters a path may hold: a bidirectional override, a zero-width space
#: (both category Cf), a combining grapheme joiner and a Hangul filler (default-ignorable)
PATH_CHARACTERS = ["\u202e", "\u200b", "\u034f", "\u3164"]


def hostile_folder(root: Path, char: str) -> Path:
    """A folder of a legal deck, a picture, and a player's folder whose project config
    excludes its deck, each name holding ``char``."""
    folder = root / "subs"
    (folder / f"sub{char}").mkdir(parents=True)
    (folder / f"r{char}abc.txt").write_text(LEGAL.read_text("utf-8"), "utf-8")
    (folder / f"p{char}fdp.png").write_text("x", "utf-8")
    (folder / f"sub{char}" / ".cardtools.yaml").write_text('exclude: ["*"]\n', "utf-8")
    (folder / f"sub{char}" / "x.txt").write_text(LEGAL.read_text("utf-8"), "utf-8")
    return folder


@pytest.mark.parametrize("char", PATH_CHARACTERS)
@pytest.mark.parametrize("style", ["text", "rich", "csv"])
def test_every_report_line_naming_a_path_escapes_its_invisible_characters(
        tmp_path: Path, char: str, style: str) -> None:
    """A path's invisible characters reach no human report raw: the skipped files (not a
    decklist, excluded by a project config: that config's path too), the command line's
    --select note, the decks' own lines and the CSV report's path column."""
    folder = hostile_folder(tmp_path, char)
    outcome = CliRunner().invoke(app, ["check", str(folder), "--format", "mtg/modern",
                                       "--select", "CT3", "--report", style])
    shown = visible(char)
    assert char not in outcome.stdout + outcome.stderr
    text = re.sub(r"\s+", " ", outcome.stdout)  # rich wraps its lines
    for name in (f"r{shown}abc.txt", f"p{shown}fdp.png", f"sub{shown}/x.txt"):
        assert name in text
    if style != "csv":
        assert f"excluded by the project config {folder}/sub{shown}/.cardtools.yaml" in text
        assert "not a decklist (.png)" in text
    if style == "text":
        assert f"r{shown}abc.txt: command line: --select/--ignore turned" in text


#: suffixes of a file a walk skips, each holding what a report must never pass raw, and
#: how its skip reason shows it: a newline then a GitHub workflow command, ESC, a
#: bidirectional override, a byte that is not UTF-8 (a surrogate escape of the file system)
HOSTILE_SUFFIXES = {
    ".tx\n::error::pwn": r"not a decklist (.tx\n::error::pwn)",
    ".tx\x1b[8m": r"not a decklist (.tx\x1b[8m)",
    ".tx\u202etxt": r"not a decklist (.tx\u202etxt)",
    ".tx\udce9": r"not a decklist (.tx\xe9)",
    ".P\u200bNG": r"not a decklist (.p\u200bng)",
}


@pytest.mark.parametrize("style", REPORT_STYLES)
def test_a_skipped_files_suffix_is_escaped_in_its_reason_in_every_report(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, style: str) -> None:
    """The reason a walk gives for skipping a file names the file's suffix: escaped as the
    path is (``paths.printable_part``), in every report style. No line of any report
    begins with a workflow command, the output is UTF-8, a JSON report loads and says each
    reason; with --report-file a byte that is not UTF-8 shows as ``\\xe9``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "subs").mkdir()
    (tmp_path / "subs" / "alice.txt").write_text(LEGAL.read_text("utf-8"), "utf-8")
    for number, suffix in enumerate(HOSTILE_SUFFIXES):
        (tmp_path / "subs" / f"{number}{suffix}").write_text("x", "utf-8",
                                                              errors="surrogateescape")
    args = ["check", "subs", "--format", "mtg/modern", "--isolated", "--date", "2026-07-27"]
    outcome = CliRunner().invoke(app, [*args, "--report", style])
    assert outcome.exit_code == 0
    text = outcome.stdout_bytes.decode("utf-8")  # raises when a byte is not UTF-8
    assert not [line for line in text.splitlines() if line.lstrip().startswith("::")
                and not line.startswith(("::group::", "::endgroup::", "::notice file=",
                                         "::notice title=cardtools"))]
    if style in TERMINAL_STYLES:  # machine reports keep a path's invisible characters
        assert not RAW.search(text.replace("\n", "").replace("\t", ""))
    if style == "json":
        reasons = [entry["reason"] for entry in json.loads(text)["skipped"]]
        assert sorted(reasons) == sorted(HOSTILE_SUFFIXES.values())
    elif style in ("text", "github", "csv"):
        for reason in HOSTILE_SUFFIXES.values():
            assert reason in text
    written = CliRunner().invoke(app, [*args, "--report", "text", "-o", "out.txt"])
    assert written.exit_code == 0
    assert r"not a decklist (.tx\xe9)" in (tmp_path / "out.txt").read_text("utf-8")


def test_a_written_decks_name_taken_from_its_file_stem_is_escaped(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``read --to forge`` names the deck after the file's stem when the list names none:
    a stem holding a byte that is not UTF-8 and a newline is escaped as the path is (it
    was an internal error)."""
    monkeypatch.chdir(tmp_path)
    name = "caf\udce9\n::error::x.txt"
    (tmp_path / name).write_text("4 Lightning Bolt\n56 Mountain\n", "utf-8",
                                 errors="surrogateescape")
    outcome = CliRunner().invoke(app, ["read", "--to", "forge", "--", name])
    assert outcome.exit_code == 0
    assert r"Name=caf\xe9\n::error::x" in outcome.stdout.splitlines()


@pytest.mark.parametrize("char", PATH_CHARACTERS)
def test_every_message_naming_a_path_escapes_its_invisible_characters(
        tmp_path: Path, char: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Standard error's lines: the report written with -o, a config that is no YAML, a
    card file that cannot be read: each names its path with the invisible characters
    escaped, one line each."""
    monkeypatch.chdir(tmp_path)
    shown = visible(char)
    deck = tmp_path / f"r{char}abc.txt"
    deck.write_text(LEGAL.read_text("utf-8"), "utf-8")
    (tmp_path / f"c{char}fg.yaml").write_text("formats: [\n", "utf-8")
    runs = {
        f"json report written to rep{shown}.json: 1 file": ["-o", f"rep{char}.json"],
        f"error: c{shown}fg.yaml:2: not valid YAML": ["--config", f"c{char}fg.yaml"],
        f"error: n{shown}o.csv: cannot read card file": ["--cards", f"n{char}o.csv"],
    }
    for expected, options in runs.items():
        outcome = CliRunner().invoke(app, ["check", deck.name, "--format", "mtg/modern",
                                           *options])
        assert char not in outcome.stderr
        assert expected in outcome.stderr, outcome.stderr


@pytest.mark.parametrize("char", PATH_CHARACTERS)
def test_formats_validate_names_a_file_with_its_invisible_characters_escaped(
        tmp_path: Path, char: str) -> None:
    """``formats validate`` named each file as the file system does, raw."""
    (tmp_path / f"f{char}.yaml").write_text("id: [\n", "utf-8")
    outcome = CliRunner().invoke(app, ["formats", "validate", str(tmp_path / f"f{char}.yaml")])
    assert outcome.exit_code == 2
    assert char not in outcome.stdout + outcome.stderr
    assert outcome.stdout.splitlines()[-1] == f"{tmp_path}/f{visible(char)}.yaml: 1 problem"
