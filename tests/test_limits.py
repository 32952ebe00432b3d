"""Limits (issue 7): huge files, long lines, many lines, giant counts, YAML alias bombs and
link loops give a clear result per file or a clear error, never a hang or a memory
blow-up.

Each run of the command line here is a subprocess with a generous time bound (a hang
fails the test instead of stalling the suite) and an address-space limit (a memory
blow-up fails it instead of taking the machine down). Nothing is timed by assertion.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.decklist.decoding import MAX_BYTES, MAX_LINES
from cardtools.yamlio import MAX_EXPANDED_NODES

FIXTURES = Path(__file__).parent / "fixtures" / "decks"
LEGAL_40 = (FIXTURES / "mage-noir-40.txt").read_bytes()
MAGE_NOIR = "mage-noir/tournament"
#: Wall-clock bound of one command: generous (the runs take well under a second).
TIMEOUT = 60
#: Address space a command may use (a billion-laughs document would need far more).
MEMORY = 2 * 1024**3


def _limit_memory() -> None:  # pragma: no cover - runs in the child
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def cli(*args: str, cwd: Path, timeout: float = TIMEOUT) -> subprocess.CompletedProcess[str]:
    """Run ``cardtools`` in a subprocess; ``subprocess.TimeoutExpired`` means a hang."""
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_ACTIONS", "CI")}
    env["NO_COLOR"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "cardtools", *args], cwd=cwd, env=env, capture_output=True,
        text=True, timeout=timeout, preexec_fn=_limit_memory, check=False,
    )


def check_json(*paths: str, cwd: Path, extra: tuple[str, ...] = ()) -> tuple[int, Any, str]:
    """``cardtools check PATHS --report json``: exit code, parsed report, stderr."""
    done = cli("check", *paths, "--format", MAGE_NOIR, "--report", "json", *extra, cwd=cwd)
    assert "Traceback" not in done.stderr, done.stderr
    report = json.loads(done.stdout) if done.stdout.strip() else None
    return done.returncode, report, done.stderr


def rules_of(result: dict[str, Any]) -> set[str]:
    """The rules a result reports but the data-age note (a deck judged today, after the
    Mage Noir data, gets it: no verdict)."""
    return {v["rule"] for v in result["violations"] if v["rule"] != "data-age"}


# ------------------------------------------------------------------------ decklist size


@pytest.mark.parametrize("name", ["big.txt", "big.yaml", "big.json"])
def test_a_decklist_over_1_mb_is_a_file_error(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_bytes(b"4 Fire Ball\n" * (MAX_BYTES // 12 + 1))
    (tmp_path / "ok.txt").write_bytes(LEGAL_40)
    code, report, _ = check_json(name, "ok.txt", cwd=tmp_path)
    big, ok = report["results"]
    assert big["status"] == "error" and rules_of(big) == {"file-error"}
    assert "bytes" in big["violations"][0]["message"]
    assert ok["status"] == "legal"  # the batch goes on
    assert code == 2


@pytest.mark.parametrize(("extra", "status"), [(0, "legal"), (1, "error")])
def test_the_1_mb_limit_is_exact(tmp_path: Path, extra: int, status: str) -> None:
    """A legal deck padded with comment lines to exactly 1 MB is read; one byte more is not."""
    remaining = MAX_BYTES + extra - len(LEGAL_40)
    lines, rest = divmod(remaining, 401)
    body = LEGAL_40 + (b"#" * 400 + b"\n") * lines + (b"#" * (rest - 1) + b"\n" if rest else b"")
    assert len(body) == MAX_BYTES + extra
    (tmp_path / "full.txt").write_bytes(body)
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_path(str(tmp_path / "full.txt"))
    assert result.status == status, result.violations


def test_standard_input_over_1_mb_is_a_file_error(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_ACTIONS", "CI")}
    done = subprocess.run(
        [sys.executable, "-m", "cardtools", "check", "-", "--format", MAGE_NOIR, "--report",
         "json"], input=b"4 Fire Ball\n" * (MAX_BYTES // 12 + 100), capture_output=True,
        cwd=tmp_path, env=env, timeout=TIMEOUT, preexec_fn=_limit_memory, check=False)
    result = json.loads(done.stdout)["results"][0]
    assert result["status"] == "error" and rules_of(result) == {"file-error"}
    assert done.returncode == 2


# ------------------------------------------------------------------------ lines and counts


def test_a_line_over_500_characters_is_a_parse_error_with_its_line(tmp_path: Path) -> None:
    deck = LEGAL_40 + b"1 " + b"A" * 499 + b"\n" + b"1 " + b"B" * 497 + b"\n"
    (tmp_path / "long.txt").write_bytes(deck)
    code, report, _ = check_json("long.txt", cwd=tmp_path)
    result = report["results"][0]
    parse_errors = [v for v in result["violations"] if v["rule"] == "parse-error"]
    assert [v["line"] for v in parse_errors] == [12]  # 501 characters; line 13 has 499
    assert "500" in parse_errors[0]["message"]
    assert result["status"] == "illegal" and code == 1


def test_a_huge_line_is_refused_fast(tmp_path: Path) -> None:
    """A single line of almost 1 MB of characters the line patterns backtrack on."""
    for name, unit in (("spaces.txt", b"a "), ("parens.txt", b"( "), ("counts.txt", b"4x "),
                       ("set.txt", b"(SET) ")):
        (tmp_path / name).write_bytes(b"4 " + unit * ((MAX_BYTES - 10) // len(unit)))
    code, report, _ = check_json(str(tmp_path), cwd=tmp_path)
    for result in report["results"]:
        assert [v["line"] for v in result["violations"] if v["rule"] == "parse-error"] == [1]
    assert code == 1


#: Lines of a long run of one character after a card line's text, each a pattern of a
#: line's marks rescanned from each of its positions (``\s*\*F\*`` over a run of spaces):
#: a line of 100,000 spaces took minutes before the line's length was checked.
_LONG_RUNS = [b"1 Fire Ball" + b" " * 140_000 + b"x", b"1 Fire Ball" + b"\t" * 140_000 + b"x",
              b"1 Fire Ball " + b"(" * 140_000, b"1 Fire Ball " + b"[" * 140_000,
              b"1 Fire Ball " + b"*" * 140_000, b"- 1 Fire Ball" + b" " * 140_000 + b"x",
              b"1 Fire Ball," + b" " * 140_000 + b",x",
              # a list of cards or a page's HTML source may be parted in lines: read whole
              b"1 Fire Ball," + b" " * 19_000 + b",x", b"<li>1 Fire Ball" + b" " * 19_000 + b"x"]


def test_lines_of_long_runs_are_refused_before_any_pattern_reads_them(tmp_path: Path) -> None:
    """Nearly 1 MB of such lines: each is said too long at once, the deck judged."""
    data = LEGAL_40 + b"\n".join(_LONG_RUNS) + b"\n"
    assert len(data) <= MAX_BYTES
    (tmp_path / "runs.txt").write_bytes(data)
    code, report, _ = check_json("runs.txt", cwd=tmp_path)
    (result,) = report["results"]
    # a bullet or a list item's tag is no part of the line's text ("- 1 Fire Ball ...")
    lengths = [len(line.removeprefix(b"- ").removeprefix(b"<li>")) for line in _LONG_RUNS]
    assert [(v["rule"], v["line"], v["message"]) for v in result["violations"]
            if v["rule"] != "data-age"] == [
        ("parse-error", number, f"line is {length} characters long; at most 500")
        for number, length in enumerate(lengths, start=12)]
    assert (code, result["status"], result["zones"]) == (1, "illegal", {"main": 40})


def test_an_angle_bracket_before_a_run_of_blanks_is_read_at_once() -> None:
    """``<`` then blanks over many lines: the test for a page's HTML tags read the run of
    blanks again from each of its positions (``<\\s*/?\\s*``: a quarter of a megabyte
    took minutes); now once. Each ``<`` is an unknown card, the deck judged."""
    data = LEGAL_40 + b"<" + b" " * 60_000 + b"\n<" + (b" " * 400 + b"\n") * 300
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(data, "deck.txt")
    assert [(v.rule, v.line, v.message) for v in result.violations if v.severity == "error"
            and v.rule != "data-age"] == [("unknown-card", 12, "unknown card '<'"),
                                          ("unknown-card", 13, "unknown card '<'")]
    assert result.status == "illegal"


def test_a_card_line_long_only_by_its_blanks_is_read_and_a_long_list_of_cards_too() -> None:
    """Blanks around a card line are no part of it, however many; a list of counted cards
    longer than a line (``4 Fire Ball, 4 Tornado, ...``) is read as its cards."""
    padded = LEGAL_40.replace(b"4 Water Drop", b" " * 100_000 + b"4 Water Drop" + b"\t" * 100_000)
    listed = b", ".join(LEGAL_40.split(b"\n")[1:-1] * 4)
    checker = Checker(CheckOptions(format_id=MAGE_NOIR))
    for data, cards in ((padded, 40), (b"Deck\n" + listed + b"\n", 160)):
        result = checker.check_bytes(data, "deck.txt")
        assert len(max(data.split(b"\n"), key=len)) > 500
        assert result.zones == {"main": cards}
        assert not [v for v in result.violations if v.rule == "parse-error"]


@pytest.mark.parametrize("line", [b"4 " + b"a," * 1000, b"my," * 1200,
                                  b"Sideboard: " + b"a, " * 700])
def test_a_long_run_of_determiners_is_a_parse_error_not_a_crash(line: bytes) -> None:
    """A line of a thousand determiner words (``a,a,a,...``): the header test read one
    word per call (``nested too deeply``, the whole file unjudged); now a loop, the line
    gets its own ``parse-error`` for its length and the rest of the deck is judged."""
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(
        LEGAL_40 + line + b"\n", "deck.txt")
    assert [(v.rule, v.line, v.message) for v in result.violations
            if v.rule != "data-age"] == [
        ("parse-error", 12, f"line is {len(line.strip())} characters long; at most 500")]
    assert result.zones == {"main": 40} and result.status == "illegal"


@pytest.mark.parametrize("comment", [b"# " + b"a " * 1200, b"// " + b"my, " * 600,
                                     b"## " + b"the " * 900])
def test_a_long_comment_of_determiners_is_read(comment: bytes) -> None:
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(
        LEGAL_40 + comment + b"\n", "deck.txt")
    assert [v for v in result.violations if v.rule != "data-age"] == []
    assert result.status == "legal"


def test_hundreds_of_zero_counts_on_a_line_are_read_in_a_loop() -> None:
    """``0 0 0 ... Fire Ball`` (240 zeros, within 500 characters) read one 0 per call
    and ran out of stack; each 0 still cuts the card, and a count after them counts."""
    checker = Checker(CheckOptions(format_id=MAGE_NOIR))
    cut = checker.check_bytes(LEGAL_40 + b"0 " * 240 + b"Fire Ball\n", "deck.txt")
    assert [(v.rule, v.line) for v in cut.violations if v.rule != "data-age"] == [
        ("reading", 12)]
    assert cut.zones == {"main": 40} and cut.status == "legal"
    counted = checker.check_bytes(LEGAL_40 + b"0 " * 200 + b"1 Fire Ball\n", "deck.txt")
    assert counted.zones == {"main": 41}
    assert "internal-error" not in {v.rule for v in counted.violations}


@pytest.mark.parametrize("blank", [" ", "\u00a0", " \u2003"])
def test_lines_padded_with_blanks_are_read_in_one_pass(tmp_path: Path, blank: str) -> None:
    """A file of 500-character lines, each a name, a run of blanks and a bracket: the
    line patterns shared each run between their white-space parts in every way (about
    20 ms a line: 36 s of work for a 1 MB text file, 10 s for a JSON list of 2,000 such
    names). A run of blanks is read as one space, in text and structured decklists."""
    names = [f"a{i}{blank * ((480 - len(str(i))) // len(blank))}(" for i in range(900)]
    (tmp_path / "deck.txt").write_text("".join(f"{name}\n" for name in names), "utf-8")
    (tmp_path / "list.json").write_text(json.dumps({"deck": names}, ensure_ascii=False),
                                        "utf-8")
    (tmp_path / "map.json").write_text(
        json.dumps({"deck": dict.fromkeys(names, 1)}, ensure_ascii=False), "utf-8")
    code, report, _ = check_json(str(tmp_path), cwd=tmp_path)
    assert code == 1
    for result in report["results"]:
        unknown = [v["message"] for v in result["violations"] if v["rule"] == "unknown-card"]
        assert unknown == [f"unknown card 'a{i} ('" for i in range(900)], result["path"]


def test_more_than_10000_lines_is_a_file_error(tmp_path: Path) -> None:
    (tmp_path / "many.txt").write_bytes(b"Fire Ball\n" * (MAX_LINES + 1))
    (tmp_path / "blank.txt").write_bytes(b"\r" * (MAX_LINES * 5))
    code, report, _ = check_json("many.txt", "blank.txt", cwd=tmp_path)
    for result in report["results"]:
        assert result["status"] == "error" and rules_of(result) == {"file-error"}
        assert "lines" in result["violations"][0]["message"]
    assert code == 2


def test_exactly_10000_lines_is_a_decklist() -> None:
    """10,000 lines each ending in a line break: the last break starts no 10,001st line."""
    deck = LEGAL_40 + b"# padding\n" * (MAX_LINES - LEGAL_40.count(b"\n"))
    assert deck.count(b"\n") == MAX_LINES and deck.endswith(b"\n")
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(deck, "deck.txt")
    assert result.status == "legal", result.violations


def test_10000_lines_of_cards_are_judged_quickly(tmp_path: Path) -> None:
    """The largest decklist the reader accepts: 10,000 lines of the same card, summed."""
    (tmp_path / "wall.txt").write_bytes(b"\n".join([b"99 Fire Ball"] * MAX_LINES))
    code, report, _ = check_json("wall.txt", cwd=tmp_path)
    result = report["results"][0]
    assert result["zones"] == {"main": 99 * MAX_LINES}
    assert {"copy-limit", "duplicate-line"} <= rules_of(result)
    assert code == 1


@pytest.mark.parametrize(
    ("line", "quantity"),
    [(b"1000 Fire Ball", "1000"), (b"Fire Ball x1000", "1000"), (b"x1000 Fire Ball", "1000"),
     (b"-4 Fire Ball", "-4"), (b"9" * 400 + b" Fire Ball", "9" * 50),
     (b"SB: 1000 Fire Ball", "1000")],
)
def test_quantities_outside_1_to_999_are_parse_errors(line: bytes, quantity: str) -> None:
    deck = LEGAL_40 + line + b"\n"
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(deck, "deck.txt")
    errors = [v for v in result.violations if v.rule == "parse-error"]
    assert len(errors) == 1 and errors[0].line == 12 and quantity in errors[0].message
    assert result.zones == {"main": 40}  # the bad line is not counted
    assert result.status == "illegal"


def test_zero_copies_are_an_info_note_not_counted() -> None:
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(
        LEGAL_40 + b"0 Fire Ball\n", "deck.txt")
    notes = [(v.rule, v.severity, v.line, v.message) for v in result.violations
             if v.rule == "reading"]
    assert notes == [("reading", "info", 12, "0 copies of 'Fire Ball': not counted")]
    assert result.zones == {"main": 40}
    assert result.status == "legal"


def test_a_quantity_of_999_is_read() -> None:
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(
        LEGAL_40 + b"999 Fire Ball\n", "deck.txt")
    assert "parse-error" not in {v.rule for v in result.violations}
    assert result.zones == {"main": 40 + 999}


# ------------------------------------------------------------------------ YAML alias bombs


def billion_laughs(levels: int = 9) -> str:
    """Nine levels of ten aliases each: 10**9 values once expanded, 1 KB written."""
    text = "lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in range(1, levels + 1):
        aliases = ", ".join([f"*lol{level - 1}"] * 10)
        text += f"lol{level}: &lol{level} [{aliases}]\n"
    return text


def merge_key_bomb(levels: int = 8) -> str:
    """Merge keys (``<<``) of ten aliases per level: exponential in a naive loader."""
    text = "k0: &k0 {" + ", ".join(f"c{i}: {i}" for i in range(10)) + "}\n"
    for level in range(1, levels + 1):
        text += f"k{level}: &k{level} {{<<: [{', '.join([f'*k{level - 1}'] * 10)}]}}\n"
    return text


BOMBS = {"billion-laughs": billion_laughs(), "merge-keys": merge_key_bomb()}


@pytest.mark.parametrize("bomb", sorted(BOMBS))
def test_a_yaml_bomb_decklist_is_a_file_error(tmp_path: Path, bomb: str) -> None:
    deck = "deck: *lol9\n" if bomb == "billion-laughs" else "deck: *k8\n"
    (tmp_path / "bomb.yaml").write_text(BOMBS[bomb] + deck, "utf-8")
    (tmp_path / "ok.txt").write_bytes(LEGAL_40)
    code, report, _ = check_json("bomb.yaml", "ok.txt", cwd=tmp_path)
    bad, ok = report["results"]
    assert bad["status"] in ("error", "illegal")
    if bomb == "billion-laughs":
        assert bad["status"] == "error" and rules_of(bad) == {"file-error"}
        assert "expands" in bad["violations"][0]["message"]
    assert ok["status"] == "legal"
    assert code == 2 if bomb == "billion-laughs" else code == 1


def _format_dir(root: Path, text: str) -> Path:
    (root / "fmts" / "mage-noir").mkdir(parents=True)
    (root / "fmts" / "mage-noir" / "bomb.yaml").write_text(text, "utf-8")
    return root / "fmts"


@pytest.mark.parametrize("bomb", sorted(BOMBS))
def test_a_yaml_bomb_format_file_is_refused(tmp_path: Path, bomb: str) -> None:
    _format_dir(tmp_path, BOMBS[bomb])
    (tmp_path / "deck.txt").write_bytes(LEGAL_40)
    done = cli("check", "deck.txt", "--formats-dir", "fmts", "--format", "mage-noir/bomb",
               "--report", "json", cwd=tmp_path)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "bomb.yaml" in done.stderr
    if bomb == "billion-laughs":
        assert "expands to more than" in done.stderr
    linted = cli("formats", "validate", "fmts/mage-noir/bomb.yaml", cwd=tmp_path)
    assert linted.returncode == 2 and "Traceback" not in linted.stderr + linted.stdout


@pytest.mark.parametrize("bomb", sorted(BOMBS))
def test_a_yaml_bomb_config_is_refused(tmp_path: Path, bomb: str) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text(BOMBS[bomb], "utf-8")
    (tmp_path / "deck.txt").write_bytes(LEGAL_40)
    done = cli("check", "deck.txt", "--report", "json", cwd=tmp_path)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert ".cardtools.yaml" in done.stderr


@pytest.mark.parametrize("bomb", sorted(BOMBS))
def test_a_yaml_bomb_card_file_is_refused(tmp_path: Path, bomb: str) -> None:
    (tmp_path / "cards.yaml").write_text(BOMBS[bomb], "utf-8")
    (tmp_path / "deck.txt").write_bytes(LEGAL_40)
    code, _, stderr = check_json("deck.txt", cwd=tmp_path, extra=("--cards", "cards.yaml"))
    assert code == 2
    assert "cards.yaml" in stderr
    if bomb == "billion-laughs":
        assert "expands to more than" in stderr


def test_a_wide_alias_document_under_the_limit_is_read(tmp_path: Path) -> None:
    """Aliases as such are fine: a document expanding to fewer values is read."""
    text = "x: &x {Fire Ball: 4}\ndeck:\n  <<: *x\n  Seed: 4\n"
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(text.encode(), "d.yaml")
    assert result.zones == {"main": 8}
    assert MAX_EXPANDED_NODES >= 1000


SELF_REFERENCE = "name: &a [*a]\n"


def test_a_self_referencing_yaml_decklist_is_a_file_error() -> None:
    result = Checker(CheckOptions(format_id=MAGE_NOIR)).check_bytes(
        b"deck: &a [*a]\n", "deck.yaml")
    assert result.status == "error" and {v.rule for v in result.violations} == {"file-error"}


@pytest.mark.parametrize("where", ["format", "cards", "config"])
def test_a_self_referencing_yaml_file_is_named_in_the_error(tmp_path: Path, where: str) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "deck.txt").write_bytes(LEGAL_40)
    args = ["check", "deck.txt", "--report", "json"]
    if where == "format":
        _format_dir(tmp_path, SELF_REFERENCE)
        args += ["--formats-dir", "fmts", "--format", "mage-noir/bomb"]
        name = "bomb.yaml"
    elif where == "cards":
        (tmp_path / "loop.yaml").write_text("cards: &a [*a]\n", "utf-8")
        args += ["--cards", "loop.yaml", "--format", MAGE_NOIR]
        name = "loop.yaml"
    else:
        (tmp_path / ".cardtools.yaml").write_text("rules: &a [*a]\n", "utf-8")
        name = ".cardtools.yaml"
    done = cli(*args, cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert name in done.stderr, done.stderr


@pytest.mark.parametrize("suffix", [".json", ".yaml"])
def test_deeply_nested_documents_are_file_errors(suffix: str) -> None:
    checker = Checker(CheckOptions(format_id=MAGE_NOIR))
    for depth in (300, 100_000):
        if suffix == ".json":
            data = b'{"deck": ' + b"[" * depth + b"]" * depth + b"}"
        else:
            data = b"deck: " + b"[" * depth + b"]" * depth + b"\n"
        result = checker.check_bytes(data, "deep" + suffix)
        assert result.status in ("error", "illegal")
        assert result.status == "error" or "parse-error" in {v.rule for v in result.violations}


# ------------------------------------------------------------------------ folders and links


def test_symlinked_folder_loops_do_not_hang(tmp_path: Path) -> None:
    decks = tmp_path / "decks"
    (decks / "sub").mkdir(parents=True)
    (decks / "sub" / "deck.txt").write_bytes(LEGAL_40)
    (decks / "sub" / "up").symlink_to("..")           # a loop back to decks/
    (decks / "sub" / "self").symlink_to(".")          # a loop onto itself
    (decks / "root").symlink_to(tmp_path)             # a loop above the folder
    (decks / "dangling.txt").symlink_to("missing.txt")
    code, report, _ = check_json("decks", cwd=tmp_path)
    paths = [r["path"] for r in report["results"]]
    assert paths == [os.path.join("decks", "dangling.txt"),
                     os.path.join("decks", "sub", "deck.txt")]  # each file once
    dangling, deck = report["results"]
    assert dangling["status"] == "error" and rules_of(dangling) == {"file-error"}
    assert deck["status"] == "legal"
    assert code == 2


@pytest.mark.parametrize("config", [False, True])
def test_a_symlink_loop_of_files_is_a_file_error(tmp_path: Path, config: bool) -> None:
    """a.txt -> b.txt -> a.txt: each is a file-error, the rest of the folder is judged
    (with and without a project config, whose globs resolve the deck's path)."""
    decks = tmp_path / "decks"
    decks.mkdir()
    if config:
        (tmp_path / ".git").mkdir()
        (tmp_path / ".cardtools.yaml").write_text(
            "format: mage-noir/tournament\nformats: {'decks/a*': mage-noir/tournament}\n")
    (decks / "deck.txt").write_bytes(LEGAL_40)
    (decks / "a.txt").symlink_to("b.txt")
    (decks / "b.txt").symlink_to("a.txt")
    code, report, stderr = check_json("decks", cwd=tmp_path)
    assert report is not None, stderr
    statuses = {Path(r["path"]).name: r["status"] for r in report["results"]}
    assert statuses == {"a.txt": "error", "b.txt": "error", "deck.txt": "legal"}
    assert code == 2


#: Time a command that meets a FIFO gets before it counts as hung (it needs well under a
#: second; a reader blocked on the pipe never ends).
FIFO_TIMEOUT = 15


def _check_or_fail_on_hang(*paths: str, cwd: Path) -> tuple[int, Any, str]:
    """``check_json`` with a shorter time bound; a run that does not end fails the test
    (the subprocess is killed)."""
    try:
        done = cli("check", *paths, "--format", MAGE_NOIR, "--report", "json", cwd=cwd,
                   timeout=FIFO_TIMEOUT)
    except subprocess.TimeoutExpired:
        pytest.fail(f"cardtools check {' '.join(paths)} blocked on a FIFO "
                    f"(no verdict after {FIFO_TIMEOUT} s)")
    assert "Traceback" not in done.stderr, done.stderr
    report = json.loads(done.stdout) if done.stdout.strip() else None
    return done.returncode, report, done.stderr


def test_a_named_pipe_in_a_folder_does_not_hang(tmp_path: Path) -> None:
    """The walk of a folder holding a FIFO ends with a verdict on every regular file; the
    pipe is never read (it is left out of the results, or is a file-error naming it)."""
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "deck.txt").write_bytes(LEGAL_40)
    (decks / "illegal.txt").write_bytes(LEGAL_40 + b"1 Crimson Ritual\n")
    os.mkfifo(decks / "pipe.txt")
    code, report, stderr = _check_or_fail_on_hang("decks", cwd=tmp_path)
    assert report is not None, stderr
    statuses = {Path(r["path"]).name: r for r in report["results"]}
    assert statuses["deck.txt"]["status"] == "legal"
    assert statuses["illegal.txt"]["status"] == "illegal"
    assert rules_of(statuses["illegal.txt"]) == {"banned"}
    pipe = statuses.pop("pipe.txt", None)
    assert set(statuses) == {"deck.txt", "illegal.txt"}
    if pipe is None:
        assert code == 1
    else:
        assert pipe["status"] == "error" and rules_of(pipe) == {"file-error"}
        assert code == 2


def test_a_named_pipe_given_by_name_is_a_file_error(tmp_path: Path) -> None:
    """A FIFO given as PATH is a clear file-error naming it, the batch goes on, exit 2;
    never a reader blocked for ever (the subprocess has a time bound)."""
    (tmp_path / "deck.txt").write_bytes(LEGAL_40)
    os.mkfifo(tmp_path / "pipe.txt")
    code, report, stderr = _check_or_fail_on_hang("pipe.txt", "deck.txt", cwd=tmp_path)
    assert report is not None, stderr
    pipe, deck = report["results"]
    assert pipe["path"] == "pipe.txt" and pipe["status"] == "error"
    assert rules_of(pipe) == {"file-error"}
    assert pipe["violations"][0]["message"].strip()
    assert deck["status"] == "legal"
    assert code == 2


# ------------------------------------------------------------------------ unknown names


def test_suggestion_searches_are_bounded_per_deck(monkeypatch: pytest.MonkeyPatch) -> None:
    """A deck of 300 different unknown names is judged, with suggestions searched for a
    bounded number of them (counted, not timed)."""
    import difflib

    calls = []

    def counting(word: str, possibilities: Any, *args: Any, **kwargs: Any) -> list[str]:
        calls.append(word)
        return []

    monkeypatch.setattr(difflib, "get_close_matches", counting)
    lines = ["Format: mtg/modern"] + [f"1 Qzx limits probe {n}" for n in range(300)]
    result = Checker(CheckOptions(use_config=False)).check_bytes(
        "\n".join(lines).encode(), "many.txt")
    assert sum(v.rule == "unknown-card" for v in result.violations) == 300
    assert len(calls) <= 50, f"{len(calls)} suggestion searches for one deck"


def test_suggestions_past_the_bound_do_not_depend_on_other_decks() -> None:
    """A deck's unknown names past the bounded number with suggestions get none, even
    when another deck judged first by the same checker had the name's suggestions
    searched: the deck's entry is the same alone and in a batch (or a worker's chunk)."""
    names = [f"1 Fire Bal{chr(ord('a') + n % 26)}{n}" for n in range(30)]
    many = "\n".join(["Format: mage-noir/tournament", *names]).encode()
    one = "\n".join(["Format: mage-noir/tournament", names[-1]]).encode()

    def hints(result: Any) -> list[str | None]:
        return [v.hint for v in result.violations if v.rule == "unknown-card"]

    alone = Checker(CheckOptions(use_config=False)).check_bytes(many, "many.txt")
    checker = Checker(CheckOptions(use_config=False))
    first = checker.check_bytes(one, "one.txt")
    assert hints(first) == ["did you mean Fire Ball?"]
    after = checker.check_bytes(many, "many.txt")
    assert hints(after) == hints(alone)
    assert hints(alone)[-1] is not None and "did you mean" not in hints(alone)[-1]


@pytest.mark.parametrize(("text", "foreign"), [
    ("\t" * 300_000 + "4 Magi\n", True),  # a tab starts a cell: Magi-Nation's zone word
    ("\n" + ";" * 300_000 + "Magi", True),
    ("Deck\n4 Snapcaster" + " " * 300_000 + "Magi\n", False),  # inside a line: no header
    ("4 Snapcaster Mage\n" + "\t " * 150_000 + "\n", False),
])
def test_a_run_of_thousands_of_marks_is_searched_in_one_pass(text: str, foreign: bool) -> None:
    """Whether a Magic list holds another game's zone word (a Magi stack) is looked for
    where a line or a cell starts, after marks: tried from every tab of a run, each time
    to its end, 16 KB of tabs took 4 s (a hang in a batch on a loaded machine); the run is
    read as one mark, with the same answer."""
    from time import process_time

    from cardtools.gamedata import bundled_zones

    started = process_time()
    assert bundled_zones().reads_otherwise(text, "mtg") is foreign
    assert process_time() - started < 2
