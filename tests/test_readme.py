"""README.md tells the truth about what the code holds: its rule table is the rule registry
(ids, codes, default severities), and its first two commands are the install-and-run and
install-and-test commands."""

from __future__ import annotations

import re
from pathlib import Path

from cardtools.rules import RULES

README = (Path(__file__).resolve().parent.parent / "README.md").read_text("utf-8")
_ROW = re.compile(r"^\| (CT\d{3}) \| `([a-z-]+)` \| (error|warning|info) \| \S", re.M)
#: A rule whose meaning is too long for the table, given whole below it: code, id, meaning.
_DETAIL = re.compile(r"^- \*\*(CT\d{3})\*\* `([a-z-]+)`: \S", re.M)
#: A fence opening or closing a code block: three or more backticks or tildes, alone.
_FENCE = re.compile(r"^ *(`{3,}|~{3,})[^`]*$")
#: The longest line a reader gets outside code blocks (table rows included).
LONGEST_LINE = 120


def _lines_outside_code(text: str) -> list[tuple[int, str]]:
    """``text``'s lines (number, line) outside fenced code blocks, fences left out."""
    lines, fence = [], ""
    for number, line in enumerate(text.splitlines(), 1):
        opening = _FENCE.match(line)
        if fence:
            if line.strip() and set(line.strip()) == {fence[0]} and len(line.strip()) >= len(fence):
                fence = ""
        elif opening:
            fence = opening[1]
        else:
            lines.append((number, line))
    return lines


def _github_anchors(text: str) -> set[str]:
    """The anchors GitHub gives ``text``'s headings: lower case, punctuation dropped (inline
    code's backticks too), each space a hyphen; a repeated one gets ``-1``, ``-2``..."""
    anchors: set[str] = set()
    for _, line in _lines_outside_code(text):
        heading = re.match(r"^#{1,6} +(.*?) *#* *$", line)
        if heading is None:
            continue
        slug = re.sub(r"[^\w\- ]", "", heading[1].lower()).replace(" ", "-")
        anchor, repeat = slug, 0
        while anchor in anchors:
            repeat += 1
            anchor = f"{slug}-{repeat}"
        anchors.add(anchor)
    return anchors


def test_the_rule_table_is_the_rule_registry() -> None:
    rows = [(code, rule_id, severity) for code, rule_id, severity in _ROW.findall(README)]
    registry = [(rule.code, rule.id, rule.severity) for rule in RULES.values()]
    assert rows == registry


def test_the_rules_given_in_full_below_the_table_are_the_registrys() -> None:
    """The rule table's long meanings are given whole below it, each under the code and id
    the registry gives that rule, in the registry's order; a rule missing from the table, or
    written with another id or severity, fails the test above."""
    section = README.split("\n## Rules\n", 1)[1].split("\n## ", 1)[0]
    details = _DETAIL.findall(section)
    registry = {rule.code: rule.id for rule in RULES.values()}
    assert len(details) >= 20
    assert [(code, rule_id) for code, rule_id in details if registry.get(code) != rule_id] == []
    codes = [code for code, _ in details]
    assert codes == sorted(codes, key=list(registry).index)
    assert len(_ROW.findall(section)) == len(registry)


def test_no_readme_line_outside_code_blocks_is_too_long_to_read() -> None:
    """README is read as a guide: its prose, lists and table rows stay within 120
    characters (its longest line was 8,855); fenced code keeps the tool's own lines."""
    assert [(number, len(line)) for number, line in _lines_outside_code(README)
            if len(line) > LONGEST_LINE] == []


def test_every_anchor_link_of_the_readme_names_one_of_its_headings() -> None:
    """Each ``](#anchor)`` link of README leads to a heading, as GitHub names them (the
    code links ``README.md#rules`` too)."""
    from cardtools.reporters.sarif import RULES_ANCHOR

    anchors = _github_anchors(README)
    links = re.findall(r"\]\(#([^)\s]+)\)", "\n".join(line for _, line
                                                      in _lines_outside_code(README)))
    assert len(links) >= 20
    assert sorted({link for link in links if link not in anchors}) == []
    assert RULES_ANCHOR.rsplit("#", 1)[1] in anchors
    assert {"forge-dck", "the-organizers-night-before-the-event",
            "any-tmp-power-sink-78", "guide"} <= anchors


def test_rule_codes_and_ids_are_unique() -> None:
    codes = [rule.code for rule in RULES.values()]
    assert len(codes) == len(set(codes))
    assert list(RULES) == [rule.id for rule in RULES.values()]


def test_the_first_two_commands_install_and_run() -> None:
    blocks = re.findall(r"```sh\n(.*?)\n```", README, re.S)
    assert blocks[0].startswith("python3 -m venv .venv && .venv/bin/pip install . && "
                                ".venv/bin/cardtools check ")
    assert blocks[1] == ('python3 -m venv .venv && .venv/bin/pip install ".[test]" && '
                         ".venv/bin/python -m pytest")


def test_the_legality_example_is_the_tools_output(tmp_path: Path) -> None:
    """README's ``cardtools legality`` example is what the tool writes for the deck it
    describes (4 Brainstorm, 56 Island), at the example's width: its wording was not the
    tool's ("since 2020-01-01" for "since 2020-01-01 or earlier: ...")."""
    import os
    import subprocess
    import sys

    block = re.search(r"```\n\$ cardtools legality deck\.txt --date 2024-01-01\n(.*?)```",
                      README, re.S)
    assert block is not None
    (tmp_path / "deck.txt").write_text("4 Brainstorm\n56 Island\n", "utf-8")
    env = {**os.environ, "COLUMNS": "96"}
    env.pop("NO_COLOR", None)
    # the example is a terminal's, where the table is boxed (rich): captured, it is
    # plain lines unless --report rich asks for the box
    result = subprocess.run([sys.executable, "-m", "cardtools", "legality", "deck.txt",
                             "--date", "2024-01-01", "--report", "rich"],
                            capture_output=True, text=True,
                            cwd=tmp_path, env=env, check=False, timeout=120)
    assert (result.returncode, result.stdout) == (0, block[1])
    assert result.stderr == ("deck.txt: game guessed: mtg (its card data knows all 2 of "
                             "the deck's card names)\n")


def test_the_usage_summary_names_every_option_of_check() -> None:
    """README's summary of ``cardtools check`` names each option ``check --help`` lists
    (``--include-deck`` was left out)."""
    from tests.conftest import invoke

    options = re.findall(r"^ {2}(?:-\w, )?(--[a-z-]+)", invoke("check", "--help").stdout,
                         re.M)
    summary = re.search(r"^cardtools check PATH\.\.\.(.*?)^cardtools diff", README,
                        re.S | re.M)
    assert summary is not None and "--include-deck" in options
    assert [option for option in options
            if option != "--help" and option not in summary[1]] == []


def test_the_organizer_commands_judge_in_isolation() -> None:
    """Every command README gives for a folder of submissions has ``--isolated`` or the
    organizer's own ``--config FILE``, which shuts players' configs out too, as the
    organizer's section says to judge them (the Quick start's left it out), and the
    sections after the Quick start say how a bare ``cardtools`` is run."""
    commands = re.findall(r"^(?:\.venv/bin/)?cardtools check submissions/.*$", README, re.M)
    assert len(commands) >= 5
    assert [command for command in commands
            if "--isolated" not in command and "--config " not in command] == []
    usage = README.split("## Usage", 1)[1]
    assert usage.split("```", 1)[0].strip() == (
        "From here on a command is written `cardtools ...`: activate the virtual environment "
        "first\n(`. .venv/bin/activate`), or write its path, `.venv/bin/cardtools ...`, as "
        "above.")
