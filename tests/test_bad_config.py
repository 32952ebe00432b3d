"""Broken format, card and config files (issue 7): exit 2 and one clear message on
stderr naming the file (and the JSON path or line, and what was expected), never a
traceback; ``cardtools formats validate`` lists every problem of a file at once.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from cardtools.cli import app

LEGAL_40 = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_bytes()
MAGE_NOIR = "mage-noir/tournament"


def invoke(*args: str) -> Result:
    """Run the CLI in process; an exception escaping it (a traceback) fails the test."""
    result = CliRunner().invoke(app, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"uncaught {result.exception!r}")
    assert "Traceback" not in result.output
    return result


#: The note standard error gives after the problems of a config found beside the decklists.
NOT_JUDGED = re.compile(r"cardtools: note: the decklists under \S+ are not judged "
                        r"\(file-error\); the other decklists are$")


def one_error_line(result: Result) -> str:
    """Exit 2, and exactly one ``cardtools: error:`` line on stderr (for a config found
    beside the decklists, then the note that its decklists are not judged)."""
    assert result.exit_code == 2, (result.stdout, result.stderr)
    lines = [line for line in result.stderr.strip().splitlines() if not NOT_JUDGED.match(line)]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("cardtools: error: "), lines[0]
    return lines[0]


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder (a repository root) holding a legal Mage Noir deck, as the working dir."""
    (tmp_path / ".git").mkdir()
    (tmp_path / "deck.txt").write_bytes(LEGAL_40)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def write(root: Path, relative: str, text: str) -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    return path


# ------------------------------------------------------------------------ format files

#: Broken format definitions: (file text, line and column of the key the problem is
#: about, JSON path, words saying what was expected).
FORMAT_SCHEMA_ERRORS = {
    "name-type": ("name: 5\n", "1:1", "$.name", "5 is a number, not text"),
    "negative-min": ("name: X\nzones:\n  main: {min: -1}\n", "3:10", "$.zones.main.min",
                     "-1 is less than 0, the least it takes"),
    "unknown-zone": ("name: X\nzones:\n  deck: {min: 40}\n", "3:3", "$.zones.deck",
                     "is not one of"),
    "copies-text": ("name: X\ncopy_limit: {default: four}\n", "2:14",
                    "$.copy_limit.default", "four is text, not a whole number or empty"),
    "unknown-key": ("name: X\nbanned: [Seed]\n", "2:1", "$.banned",
                    "unexpected key 'banned'"),
    "bad-list-date": ("name: X\nlists:\n  - {date: yesterday, banned: [Seed]}\n", "3:6",
                      "$.lists[0].date",
                      "yesterday is not a day written YYYY-MM-DD (2026-12-01)"),
    "extends-pattern": ("name: X\nextends: ../../etc/passwd\n", "2:1", "$.extends",
                        "../../etc/passwd is not a format's id, its file's name without "
                        ".yaml (legacy, mtg/modern)"),
}


@pytest.mark.parametrize("case", sorted(FORMAT_SCHEMA_ERRORS))
def test_a_format_schema_error_names_file_path_and_expectation(project: Path,
                                                              case: str) -> None:
    """Each problem is placed as yamllint places one: FILE:LINE:COLUMN of its key, then
    the key's JSON path."""
    text, place, json_path, expected = FORMAT_SCHEMA_ERRORS[case]
    write(project, "fmts/mage-noir/broken.yaml", text)
    line = one_error_line(invoke("check", "deck.txt", "--formats-dir", "fmts", "--format",
                                 "mage-noir/broken", "--report", "json"))
    where = f"{os.path.join('fmts', 'mage-noir', 'broken.yaml')}:{place}: {json_path}: "
    assert where in line, line
    assert expected in line, line


def test_formats_validate_prints_every_problem_of_a_file(project: Path) -> None:
    """A file with three schema errors prints three lines (then its summary line)."""
    path = write(project, "fmts/mage-noir/three.yaml",
                 "name: 5\nzones:\n  main: {min: -1}\n  bogus: {max: 3}\n")
    result = invoke("formats", "validate", str(path))
    assert result.exit_code == 2
    assert result.stdout.splitlines() == [
        f"{path}:1:1: $.name: 5 is a number, not text: write it in quotes: \"5\"",
        f"{path}:3:10: $.zones.main.min: -1 is less than 0, the least it takes",
        f"{path}:4:3: $.zones.bogus: bogus is not one of: main, side, mage, magi, command",
        f"{path}: 3 problems"]


def test_formats_validate_lists_schema_problems_and_a_missing_parent_once(
        project: Path) -> None:
    """A file with schema errors that also extends a missing file: each problem once."""
    path = write(project, "fmts/mage-noir/both.yaml",
                 "name: 5\nextends: nosuch\nzones:\n  main: {min: -1}\n")
    result = invoke("formats", "validate", str(path))
    assert result.exit_code == 2
    lines = result.stdout.splitlines()
    assert lines[-1] == f"{path}: 3 problems", result.stdout
    assert sum("extends 'nosuch'" in line for line in lines) == 1, result.stdout
    assert sum("'name'" in line or "$.name" in line for line in lines) == 1, result.stdout


def test_formats_validate_reports_each_file(project: Path) -> None:
    good = write(project, "fmts/mage-noir/good.yaml", "name: Good\nzones:\n  main: {min: 1}\n")
    bad = write(project, "fmts/mage-noir/bad.yaml", "name: [\n")
    missing = project / "fmts" / "mage-noir" / "missing.yaml"
    result = invoke("formats", "validate", str(good), str(bad), str(missing))
    assert result.exit_code == 2
    out = result.stdout
    assert f"{good}: ok" in out
    assert f"{bad}:" in out and "YAML" in out
    assert f"{missing}:" in out


@pytest.mark.parametrize(("files", "wanted", "words"), [
    ({"a": "name: A\nextends: b\n", "b": "name: B\nextends: a\n"}, "cyc/a",
     ["extends cycle", "cyc/a -> cyc/b -> cyc/a (files: fmts/cyc/a.yaml, fmts/cyc/b.yaml)"]),
    ({"self": "name: S\nextends: self\n"}, "cyc/self",
     ["extends cycle", "cyc/self -> cyc/self (files: fmts/cyc/self.yaml) (cyc/self extends "
      "its own id: a file so "
      "written extends the bundled format of that id, and there is none; extend another "
      "format, or give this file another id)"]),
    ({"orphan": "name: O\nextends: nosuch\n"}, "cyc/orphan", ["nosuch", "$.extends"]),
    ({"far": "name: F\nextends: othergame/base\n"}, "cyc/far", ["othergame/base"]),
])
def test_extends_problems_are_one_clear_error(project: Path, files: dict[str, str],
                                              wanted: str, words: list[str]) -> None:
    for name, text in files.items():
        write(project, f"fmts/cyc/{name}.yaml", text)
    line = one_error_line(invoke("check", "deck.txt", "--formats-dir", "fmts", "--format",
                                 wanted, "--report", "json"))
    assert f"{wanted.split('/')[1]}.yaml" in line
    for word in words:
        assert word in line, line
    linted = invoke("formats", "validate", f"fmts/cyc/{wanted.split('/')[1]}.yaml")
    assert linted.exit_code == 2 and words[0] in linted.stdout


@pytest.mark.parametrize("config", [
    "format: mage-noir/tournament\n",
    "format: mage-noir/tournament\nformats_dir: own\n",  # a folder of the config's own
])
@pytest.mark.parametrize(("files", "wanted", "error"), [
    ({"a.yaml": "name: A\nextends: b\n", "b.yaml": "name: B\nextends: a\n"}, "mage-noir/a",
     "fmts/mage-noir/a.yaml: extends cycle: mage-noir/a -> mage-noir/b -> mage-noir/a "
     "(files: fmts/mage-noir/a.yaml, fmts/mage-noir/b.yaml)"),
    ({"game.yaml": "zones: [\n"}, MAGE_NOIR,
     "fmts/mage-noir/game.yaml:2: not valid YAML: did not find expected node content"),
])
# each case its own folder name: a folder's game data is read once a process, by its path
def test_a_broken_formats_dir_of_the_command_line_is_never_the_configs(
        project: Path, config: str, files: dict[str, str], wanted: str, error: str) -> None:
    """A problem of a ``--formats-dir`` folder (an ``extends`` cycle, its game data) stops
    the run naming the folder's files, the cycle's each, as with no config: with a
    project config beside the deck that names a formats folder of its own, the deck was a
    ``file-error`` blaming "a file its project config names"."""
    folder = f"fmts-{len(files)}-{len(config)}"
    write(project, "own/mage-noir/house.yaml", "name: House\nextends: tournament\n")
    write(project, ".cardtools.yaml", config)
    for name, text in files.items():
        write(project, f"{folder}/mage-noir/{name}", text)
    for config_read in ((), ("--isolated",)):
        result = invoke("check", "deck.txt", "--formats-dir", folder, "--format", wanted,
                        *config_read)
        assert (result.exit_code, result.stdout, result.stderr) == (
            2, "", f"cardtools: error: {error.replace('fmts', folder)}\n")


@pytest.mark.parametrize(("format_id", "words"), [
    ("mage-noir/tournament+nosuch", ["tournament+nosuch"]),
    ("magetcg/ascension+nosuch", ["ascension+nosuch"]),
    ("magetcg/foundry+heroic", ["does not apply", "foundry"]),
    ("magetcg/heroic", ["variant", "heroic"]),
    ("nosuch/format", ["nosuch/format"]),
])
def test_unknown_variants_and_formats_make_the_deck_an_error(
        project: Path, format_id: str, words: list[str]) -> None:
    """An id naming no format or variant is the deck's ``unknown-format`` error (DESIGN 6):
    status error, exit 2, the message in the report, nothing on stderr."""
    import json

    result = invoke("check", "deck.txt", "--format", format_id, "--report", "json")
    assert result.exit_code == 2
    assert result.stderr == ""
    deck = json.loads(result.stdout)["results"][0]
    assert deck["status"] == "error"
    assert [v["rule"] for v in deck["violations"]] == ["unknown-format"]
    for word in words:
        assert word in deck["violations"][0]["message"]


def test_a_missing_formats_folder_is_one_clear_error(project: Path) -> None:
    line = one_error_line(invoke("check", "deck.txt", "--formats-dir", "nosuch", "--format",
                                 MAGE_NOIR))
    assert "nosuch" in line and "not found" in line


@pytest.mark.parametrize(("text", "words"), [
    ("name: [\n", ["YAML", ":2:"]),
    ("- just\n- a list\n", ["mapping"]),
    ("", ["mapping"]),
    ("name: x\n\tzones: 1\n", ["YAML"]),
])
def test_a_format_file_that_is_not_a_yaml_mapping(project: Path, text: str,
                                                  words: list[str]) -> None:
    write(project, "fmts/mage-noir/broken.yaml", text)
    line = one_error_line(invoke("check", "deck.txt", "--formats-dir", "fmts", "--format",
                                 "mage-noir/broken"))
    assert "broken.yaml" in line
    for word in words:
        assert word in line, line


def test_a_format_file_that_is_not_utf8(project: Path) -> None:
    path = project / "fmts" / "mage-noir" / "latin.yaml"
    path.parent.mkdir(parents=True)
    path.write_bytes("name: R\u00e9serve\n".encode("latin-1"))
    line = one_error_line(invoke("check", "deck.txt", "--formats-dir", "fmts", "--format",
                                 "mage-noir/latin"))
    assert "latin.yaml" in line and "UTF-8" in line


# ------------------------------------------------------------------------ card files

CARD_FILE_ERRORS: dict[str, tuple[str, list[str]]] = {
    "dup.csv": ("name,type\nFire Ball,Spell\nfire ball,Spell\n",
                ["dup.csv:3: duplicate", "fire ball", "(also on line 2)"]),
    "dup.json": ('{"cards": [{"name": "A"}, {"name": "\\u00c1"}]}',
                 ["dup.json:1: $.cards[1].name", "duplicate"]),
    "dup.yaml": ("- name: Seraph\n- name: SERAPH\n", ["dup.yaml:2: $.cards[1].name",
                                                         "duplicate"]),
    "bad.json": ('{"cards": [', ["not valid JSON", ":1:"]),
    "bad.yaml": ("cards: [\n", ["not valid YAML", ":2:"]),
    "noname.csv": ("type,rarity\nSpell,Common\n", ["'name' column", ":1:"]),
    "extra-cells.csv": ("name,type\nA,B,C\n", ["more cells", ":2:"]),
    "empty.csv": ("", ["'name' column"]),
    "rows-without-name.csv": ("name,type\n,Spell\n", ["without a name", ":2:"]),
    "schema.json": ('{"cards": [{"name": "A", "rarity": 5}]}',
                    ["schema.json:1: $.cards[0].rarity", "string"]),
    "wrong-shape.yaml": ("cards: {name: A}\n", ["wrong-shape.yaml:1: $.cards", "array"]),
    "cards.txt": ("Fire Ball\n", [".csv, .yaml, .yml or .json"]),
}


@pytest.mark.parametrize("name", sorted(CARD_FILE_ERRORS))
def test_a_bad_card_file_is_one_clear_error(project: Path, name: str) -> None:
    text, words = CARD_FILE_ERRORS[name]
    write(project, name, text)
    line = one_error_line(invoke("check", "deck.txt", "--cards", name, "--format", MAGE_NOIR,
                                 "--report", "json"))
    assert f"{name}:" in line, line
    for word in words:
        assert word in line, line


def test_a_card_file_that_is_not_utf8_or_missing(project: Path) -> None:
    (project / "latin.csv").write_bytes("name\nArmure d'\u00e9corce\n".encode("latin-1"))
    line = one_error_line(invoke("check", "deck.txt", "--cards", "latin.csv", "--format",
                                 MAGE_NOIR))
    assert "latin.csv" in line and "UTF-8" in line
    line = one_error_line(invoke("check", "deck.txt", "--cards", "gone.csv", "--format",
                                 MAGE_NOIR))
    assert "gone.csv" in line
    line = one_error_line(invoke("check", "deck.txt", "--cards", ".", "--format", MAGE_NOIR))
    assert "cannot read card file" in line


@pytest.mark.parametrize("name", ["cards.csv", "cards.yaml", "cards.json"])
def test_a_card_file_holding_nul_bytes_is_binary_and_never_shown(project: Path,
                                                                  name: str) -> None:
    """A file of NUL-separated text, such as a link named cards.csv to the process's
    environment (/proc/self/environ) that a project config names: the CSV reader showed
    its first line, the whole environment, in the error on standard error (a CI log)."""
    (project / name).write_bytes(b"SECRET_TOKEN=hunter2\x00HOME=/root\x00name,type\n")
    write(project, ".cardtools.yaml", f"cards: [{name}]\n")
    # a config found beside the list: its deck not judged, the batch going on
    found = invoke("check", "deck.txt", "--format", MAGE_NOIR, "--report", "text")
    assert found.exit_code == 2 and "hunter2" not in found.output
    assert found.stdout.splitlines()[0].startswith(
        f"deck.txt:1: error [file-error] not judged: a file its project config names cannot "
        f"be used: {project / name}: card file holds NUL bytes: it is binary, not a card file")
    line = one_error_line(invoke("check", "deck.txt", "--isolated", "--cards", name,
                                 "--format", MAGE_NOIR))
    assert line == (f"cardtools: error: {name}: card file holds NUL bytes: it is binary, not "
                    "a card file")


def test_a_csv_card_file_with_an_unterminated_quote(project: Path) -> None:
    write(project, "quote.csv", 'name,type\n"Fire Ball,Spell\nTornado,Spell\n')
    line = one_error_line(invoke("check", "deck.txt", "--cards", "quote.csv", "--format",
                                 MAGE_NOIR))
    assert "quote.csv" in line and "CSV" in line


def test_a_card_with_rules_text_names_the_refused_field(project: Path) -> None:
    write(project, "text.json", '{"cards": [{"name": "A", "text": "Deal 3 damage."}]}')
    line = one_error_line(invoke("check", "deck.txt", "--cards", "text.json", "--format",
                                 MAGE_NOIR))
    assert "$.cards[0]" in line and "'text'" in line
    assert "anyOf" not in line and "required" not in line


# ------------------------------------------------------------------------ config files

CONFIG_ERRORS: dict[str, tuple[str, list[str]]] = {
    "not-yaml": ("format: [\n", ["not valid YAML", ":2:"]),
    "not-mapping": ("- mage-noir/tournament\n", ["mapping"]),
    # a whole config of false, 0, [] or "" was read as empty, hiding a config above it
    "false": ("false\n", ["the config must be a YAML mapping"]),
    "zero": ("0\n", ["the config must be a YAML mapping"]),
    "empty-list": ("[]\n", ["the config must be a YAML mapping"]),
    "empty-string": ('""\n', ["the config must be a YAML mapping"]),
    "unknown-key": ("formt: mage-noir/tournament\n",
                    ["$.formt", "unknown key 'formt' (did you mean format?)"]),
    "unknown-rule": ("rules: {zone-sizes: off}\n", ["$.rules.zone-sizes", "no rule"]),
    "bad-severity": ("rules: {zone-size: loud}\n", ["$.rules", "zone-size", "'loud'",
                                                    "is not one of"]),
    "empty-format": ('format: ""\n', ["$.format", "non-empty"]),
    "bad-glob-format": ("formats: {'*.txt': 5}\n", ["$.formats", "is not of type 'string'"]),
    "missing-cards": ("format: mage-noir/tournament\ncards: nosuch.csv\n",
                      [":2: $.cards: no such file 'nosuch.csv'"]),
    "missing-formats-dir": ("format: mage-noir/tournament\nformats_dir: nosuch\n",
                            [":2: $.formats_dir: no such folder 'nosuch'"]),
}


@pytest.mark.parametrize("case", sorted(CONFIG_ERRORS))
def test_a_bad_config_is_one_clear_error(project: Path, case: str) -> None:
    text, words = CONFIG_ERRORS[case]
    write(project, ".cardtools.yaml", text)
    line = one_error_line(invoke("check", "deck.txt", "--report", "json"))
    assert ".cardtools.yaml" in line, line
    for word in words:
        assert word in line, line


def test_every_problem_of_a_config_is_said_at_once_on_its_line(project: Path) -> None:
    """As yamllint does: each problem on a line of its own, ``FILE:LINE: $.path: what``,
    in line order, so that an editor jumps to each and one run shows them all."""
    write(project, ".cardtools.yaml", "fromat: mage-noir/tournament\nrules:\n"
          "  banend: off\n  zone-size: loud\nexclude: []\nexclude: [a]\n")
    result = invoke("check", "deck.txt")
    assert result.exit_code == 2
    assert result.stderr.replace(str(project) + "/", "").splitlines() == [
        "cardtools: error: .cardtools.yaml:1: $.fromat: unknown key 'fromat' (did you mean "
        "format?); a config has format, formats, force_format, cards, formats_dir, exclude, rules",
        "cardtools: error: .cardtools.yaml:3: $.rules.banend: no rule 'banend' (did you "
        "mean banned?); 'cardtools rules' lists them",
        "cardtools: error: .cardtools.yaml:4: $.rules['zone-size']: 'loud' is not one of "
        "error, warning, info, off, on, true, false",
        "cardtools: error: .cardtools.yaml:6: $.exclude: key 'exclude' written twice "
        "(first on line 5); keep one",
        "cardtools: note: the decklists under .cardtools.yaml are not judged (file-error); "
        "the other decklists are"]


def test_a_config_names_its_own_line_for_each_path_that_is_not_there(
        project: Path) -> None:
    """A card file or formats folder of a config that is not there stopped the run on
    its path alone, made absolute (``/home/me/decks/nosuch.csv: cannot read card
    file``), not naming the config or its line: each is a problem of the config, said
    with the others, relative to the config's folder as written."""
    write(project, "sub/.cardtools.yaml", "format: mage-noir/tournament\n"
          "cards: [mine.csv, ../deck.txt]\nformats_dir:\n  - ../deck.txt\n  - fm\n"
          "fromat: x\n")
    write(project, "sub/deck.txt", LEGAL_40.decode())
    result = invoke("check", "sub/deck.txt", "--report", "text")
    assert (result.exit_code, result.stdout.splitlines()[1:]) == (
        2, ["1 file: 0 legal, 0 illegal, 1 not judged"])
    assert result.stderr.splitlines() == [
        "cardtools: error: sub/.cardtools.yaml:2: $.cards[0]: no such file 'mine.csv' "
        "(relative to the config's folder)",
        "cardtools: error: sub/.cardtools.yaml:3: $.formats_dir[0]: '../deck.txt' is "
        "not a folder (relative to the config's folder)",
        "cardtools: error: sub/.cardtools.yaml:3: $.formats_dir[1]: no such folder 'fm' "
        "(relative to the config's folder)",
        "cardtools: error: sub/.cardtools.yaml:6: $.fromat: unknown key 'fromat' (did you "
        "mean format?); a config has format, formats, force_format, cards, formats_dir, "
        "exclude, rules",
        "cardtools: note: the decklists under sub/.cardtools.yaml are not judged "
        "(file-error); the other decklists are"]


@pytest.mark.parametrize(("rules", "line", "named", "first"), [
    ("  banned: error\n  CT401: off\n", 3, "CT401", "banned"),
    ("  CT401: error\n  copy-limit: info\n  BANNED: off\n", 4, "BANNED", "CT401"),
    ("  ct301: warning\n  Copy-Limit: off\n", 3, "Copy-Limit", "ct301"),
])
def test_a_rule_named_twice_in_a_config_stops_the_run(
        project: Path, rules: str, line: int, named: str, first: str) -> None:
    """A rule named twice, by its id and its code or in two cases (``banned: error``,
    then ``CT401: off``), turned the rule off by the last name unsaid, while a reviewer
    reads the first: refused as a key written twice is, on the second name's line."""
    write(project, ".cardtools.yaml", "rules:\n" + rules)
    line_said = one_error_line(invoke("check", "deck.txt"))
    rule = "banned" if first in ("banned", "CT401") else "copy-limit"
    assert line_said.replace(str(project) + "/", "") == (
        f"cardtools: error: .cardtools.yaml:{line}: $.rules.{named}: rule {rule} is named "
        f"twice (also as '{first}'); keep one")


def test_a_config_of_thousands_of_problems_lists_the_first_and_counts_the_rest(
        project: Path) -> None:
    write(project, ".cardtools.yaml",
          "rules:\n" + "".join(f"  bogus-{n}: off\n" for n in range(3000)))
    result = invoke("check", "deck.txt")
    lines = result.stderr.replace(str(project) + "/", "").splitlines()
    assert result.exit_code == 2 and len(lines) == 52
    assert lines[0] == ("cardtools: error: .cardtools.yaml:2: $.rules.bogus-0: no rule "
                        "'bogus-0'; 'cardtools rules' lists them")
    assert lines[-2] == "cardtools: error: .cardtools.yaml: and 2950 more problems"


def test_a_config_that_is_not_utf8(project: Path) -> None:
    (project / ".cardtools.yaml").write_bytes(b"\xff\xfe\x00format")
    line = one_error_line(invoke("check", "deck.txt"))
    assert ".cardtools.yaml" in line and "UTF-8" in line


# ------------------------------------------------------------------------ a real process


def test_no_traceback_from_a_real_process(project: Path) -> None:
    """The same errors through the installed entry point: stderr is one line, exit 2."""
    write(project, "fmts/cyc/a.yaml", "name: A\nextends: b\n")
    write(project, "fmts/cyc/b.yaml", "name: B\nextends: a\n")
    write(project, "dup.csv", "name\nA\na\n")
    env: dict[str, Any] = {k: v for k, v in os.environ.items() if k != "GITHUB_ACTIONS"}
    for args in (["--formats-dir", "fmts", "--format", "cyc/a"],
                 ["--cards", "dup.csv", "--format", MAGE_NOIR]):
        done = subprocess.run([sys.executable, "-m", "cardtools", "check", "deck.txt", *args],
                              cwd=project, env=env, capture_output=True, text=True,
                              timeout=60, check=False)
        assert done.returncode == 2
        assert "Traceback" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr


@pytest.mark.parametrize(("value", "hint"), [
    ("warn", " (did you mean warning?)"), ("Errors", " (did you mean error?)"),
    ("INFOS", " (did you mean info?)"), ("loud", "")])
def test_a_config_value_it_does_not_take_names_the_closest(project: Path, value: str,
                                                            hint: str) -> None:
    """As the config's other problems do: a severity that is no severity names the
    closest one (compared without case), when one is close."""
    write(project, ".cardtools.yaml", f"rules: {{copy-limit: {value}}}\n")
    result = invoke("check", "deck.txt")
    assert result.exit_code == 2
    assert result.stderr.replace(str(project) + "/", "").splitlines() == [
        f"cardtools: error: .cardtools.yaml:1: $.rules['copy-limit']: {value!r} is not one "
        f"of error, warning, info, off, on, true, false{hint}",
        "cardtools: note: the decklists under .cardtools.yaml are not judged (file-error); "
        "the other decklists are"]


def test_a_format_typo_in_a_config_is_a_warning_though_no_deck_uses_it(
        project: Path) -> None:
    """Every decklist names its own format, so the config's formats are never used: a
    typo there was never said. Each unknown id is a warning on its line, with the closest
    format (or the one its first words name); the decks are judged as before, the exit
    code theirs."""
    write(project, ".cardtools.yaml", "format: tournamnt\nformats:\n"
          "  'mtg/**': mtg/modrn\n  'x/**': MTG/Legacy\n  'y/**': zzzz\n"
          "  'z/**': Modern (Winter Open)\n")
    for folder in ("a", "b"):  # one config, said once
        write(project, f"{folder}/deck.txt", "Format: mage-noir/tournament\n"
              + LEGAL_40.decode("utf-8"))
    result = invoke("check", "a", "b")
    assert result.exit_code == 0, result.output
    assert result.stderr.replace(str(project) + "/", "").splitlines() == [
        "cardtools: warning: .cardtools.yaml:1: $.format: no format 'tournamnt' (did you "
        "mean mage-noir/tournament?)",
        "cardtools: warning: .cardtools.yaml:3: $.formats['mtg/**']: no format 'mtg/modrn' "
        "(did you mean mtg/modern or mtg/premodern?)",
        "cardtools: warning: .cardtools.yaml:5: $.formats['y/**']: no format 'zzzz'",
        "cardtools: warning: .cardtools.yaml:6: $.formats['z/**']: no format 'Modern (Winter "
        "Open)' (did you mean mtg/modern?)"]
    assert invoke("check", "--isolated", "deck.txt").stderr == ""


def test_a_config_format_typo_still_fails_the_deck_judged_by_it(project: Path) -> None:
    """The warning does not replace the verdict: a deck the config's unknown format
    judges is still not judged (unknown-format, exit 2)."""
    write(project, ".cardtools.yaml", "format: mage-noir/tournamnt\n")
    result = invoke("check", "--report", "json", "deck.txt")
    assert result.exit_code == 2
    assert result.stderr.replace(str(project) + "/", "").splitlines() == [
        "cardtools: warning: .cardtools.yaml:1: $.format: no format "
        "'mage-noir/tournamnt' (did you mean mage-noir/tournament?)"]
    assert [v["rule"] for v in json.loads(result.stdout)["results"][0]["violations"]] \
        == ["unknown-format"]


def test_a_format_typo_is_said_with_the_other_problems_of_a_broken_config(
        project: Path) -> None:
    """``format: mtg/modrn`` beside two wrong rules: only the rules were said, the typo
    on the next run once they were mended (a sound config's is a warning). A broken
    config's unknown format ids are listed with its other problems, in line order."""
    config = write(project, "bad.yaml", "format: mtg/modrn\nformats:\n  'x/**': zzzz\n"
                   "  'y/**': mtg/legacy\nrules:\n  banend: off\n  copy-limit: warn\n")
    expected = [
        "cardtools: error: bad.yaml:1: $.format: no format 'mtg/modrn' (did you mean "
        "mtg/modern or mtg/premodern?)",
        "cardtools: error: bad.yaml:3: $.formats['x/**']: no format 'zzzz'",
        "cardtools: error: bad.yaml:6: $.rules.banend: no rule 'banend' (did you mean "
        "banned?); 'cardtools rules' lists them",
        "cardtools: error: bad.yaml:7: $.rules['copy-limit']: 'warn' is not one of "
        "error, warning, info, off, on, true, false (did you mean warning?)"]
    result = invoke("check", "deck.txt", "--config", "bad.yaml")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == expected
    config.rename(project / ".cardtools.yaml")
    result = invoke("check", "deck.txt")
    assert result.exit_code == 2
    assert result.stderr.replace(str(project) + "/", "").splitlines() == [
        line.replace("bad.yaml", ".cardtools.yaml") for line in expected] + [
        "cardtools: note: the decklists under .cardtools.yaml are not judged (file-error); "
        "the other decklists are"]


def test_a_broken_configs_format_of_a_formats_folder_is_no_problem(project: Path) -> None:
    """The format ids of a broken config are looked up among its own formats folder's
    and the command line's formats too: only the real problem is said."""
    write(project, "fmts/mage-noir/league.yaml", "name: League\nextends: tournament\n")
    write(project, "mine/mage-noir/cup.yaml", "name: Cup\nextends: tournament\n")
    write(project, "bad.yaml", "format: mage-noir/league\nformats:\n"
          "  'x/**': mage-noir/cup\nformats_dir: mine\nrules:\n  banend: off\n")
    result = invoke("check", "deck.txt", "--config", "bad.yaml", "--formats-dir", "fmts")
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        "cardtools: error: bad.yaml:6: $.rules.banend: no rule 'banend' (did you mean "
        "banned?); 'cardtools rules' lists them"]


def test_a_broken_config_reads_no_formats_folder_outside_its_own(project: Path) -> None:
    """A broken config's formats folder out of its own folder (``../fmts``) is not read
    to check its format ids (a sound config's paths are checked first): its ids are not
    said to name no format, only the config's real problem is."""
    write(project, "fmts/mage-noir/league.yaml", "name: League\nextends: tournament\n")
    write(project, "sub/.cardtools.yaml", "format: mage-noir/league\nformats_dir: ../fmts\n"
          "rules:\n  banend: off\n")
    write(project, "sub/deck.txt", LEGAL_40.decode("utf-8"))
    result = invoke("check", "sub/deck.txt")
    assert result.exit_code == 2
    assert [line for line in result.stderr.replace(str(project) + "/", "").splitlines()
            if not NOT_JUDGED.match(line)] == [
        "cardtools: error: sub/.cardtools.yaml:4: $.rules.banend: no rule 'banend' (did "
        "you mean banned?); 'cardtools rules' lists them"]


@pytest.mark.parametrize(("rules", "line", "named", "first"), [
    ("  CT4: off\n  ct4: error\n", 3, "ct4", "CT4"),
])
def test_a_code_prefix_named_twice_in_a_config_stops_the_run(
        project: Path, rules: str, line: int, named: str, first: str) -> None:
    """A code prefix (``CT4``, as ``--ignore CT4``) is a name of the config's rules too:
    written twice, the last won unsaid; refused as a rule named twice is."""
    write(project, ".cardtools.yaml", "rules:\n" + rules)
    line_said = one_error_line(invoke("check", "deck.txt"))
    assert line_said.replace(str(project) + "/", "") == (
        f"cardtools: error: .cardtools.yaml:{line}: $.rules.{named}: code prefix CT4 is "
        f"named twice (also as '{first}'); keep one")


@pytest.mark.parametrize(("value", "said"), [("3", "3"), ("[off]", "[false]"),
                                             ("~", "null")])
def test_a_config_severity_of_another_type_is_said_as_yaml(
        project: Path, value: str, said: str) -> None:
    """A value of no accepted word is said in YAML's words with every value taken, never
    Python's (``banned: yes`` said "True is not one of ...")."""
    write(project, ".cardtools.yaml", f"rules:\n  banned: {value}\n")
    line_said = one_error_line(invoke("check", "deck.txt"))
    assert line_said.replace(str(project) + "/", "") == (
        f"cardtools: error: .cardtools.yaml:2: $.rules.banned: {said} is not one of "
        "error, warning, info, off, on, true, false")
