"""``check --per-deck-reports FOLDER``: each judged file's own plain-text report, to send
each player (README, "The organizer's night before the event"): its lines, verdict and
dates alone, at a safe, unique path inside the folder, the run's report unchanged."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools import run
from cardtools.cli import app
from cardtools.per_deck import report_paths, safe_name
from cardtools.resources import cards_dir, package_dir
from cardtools.rules.unknown_card import PLAYER_FIX

LEGAL = "Format: mtg/modern\nPlayer: Ann\n4 Lightning Bolt\n56 Mountain\n"
ILLEGAL = "Format: mtg/modern\nPlayer: Bob\n4 Black Lotus\n4 Lightning Bolt\n52 Mountain\n"
DATES = "(judged as of 2026-01-10; card data: mtg 2026-08-22)"
LOTUS = ("decks/sub/bob.dek:3: error [card-pool] Black Lotus is not in the card pool of "
         "Modern on 2026-01-10: never printed in a set of the pool (printed in Limited "
         "Edition Alpha (LEA), Limited Edition Beta (LEB) and 6 other sets) (replace Black "
         "Lotus)\n")


def head(path: str, player: str | None = None, event: str | None = None,
         main: int = 60) -> str:
    """The head of a Modern deck's own report (``text.deck_head``)."""
    lines = [*([f"player: {player}"] if player else []),
             *([f"event: {event}"] if event else []),
             "format: Modern (mtg/modern), judged as of 2026-01-10", f"cards: main deck {main}"]
    return "".join(f"{path}: {line}\n" for line in lines)


def check(*args: str) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, ["check", *args, "--date", "2026-01-10"])
    return outcome.exit_code, outcome.stdout, outcome.stderr


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``decks/ann.txt`` legal, ``decks/sub/bob.dek`` illegal; the working folder is
    ``tmp_path``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks" / "sub").mkdir(parents=True)
    (tmp_path / "decks" / "ann.txt").write_text(LEGAL, "utf-8")
    (tmp_path / "decks" / "sub" / "bob.dek").write_text(ILLEGAL, "utf-8")
    return tmp_path / "decks"


def files_in(folder: Path) -> dict[str, str]:
    return {path.relative_to(folder).as_posix(): path.read_text("utf-8")
            for path in sorted(folder.rglob("*")) if path.is_file()}


def test_each_deck_gets_its_lines_verdict_and_dates_alone(decks: Path) -> None:
    plain = check("decks")
    code, out, err = check("decks", "--per-deck-reports", "out")
    assert (code, out) == plain[:2] == (1, LOTUS + f"2 files: 1 legal, 1 illegal, 0 not "
                                        f"judged {DATES}\n")
    assert err == "cardtools: 2 per-deck reports written to out\n"
    assert files_in(Path("out")) == {
        "ann.txt": head("decks/ann.txt", "Ann") + "decks/ann.txt: verdict: legal\n"
                       f"1 file: 1 legal, 0 illegal, 0 not judged {DATES}\n",
        "sub/bob.txt": head("decks/sub/bob.dek", "Bob") + LOTUS
        + "decks/sub/bob.dek: verdict: illegal\n"
        f"1 file: 0 legal, 1 illegal, 0 not judged {DATES}\n"}


def test_another_style_and_workers_write_the_same_reports(
        decks: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The html report's prepare step drops the violations: the text lines are kept
    first; worker processes (--jobs) keep them alike."""
    assert check("decks", "--per-deck-reports", "one")[0] == 1
    monkeypatch.setattr(run, "PARALLEL_FROM", 2)
    code, out, err = check("decks", "--per-deck-reports", "two", "-o", "r.html", "-j", "2")
    assert (code, out) == (1, "")
    assert err.endswith("cardtools: 2 per-deck reports written to two\n")
    assert files_in(Path("two")) == files_in(Path("one"))


def test_a_players_report_is_headed_with_player_event_format_and_counts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player's report held only its findings and verdict: it is headed, in the text
    report's form, with the list's player (a French ``Joueur :`` line), the run's
    ``--event`` (else the list's ``Event:``), the format and judged day and each zone's
    count under the game's name for it; a file not judged has only the event. The
    report stays one a later walk tells from a decklist."""
    monkeypatch.chdir(tmp_path)
    Path("decks").mkdir()
    Path("decks/camille.txt").write_text(
        "Joueur : Camille Dubois\nEvent: Ligue\nDeck principal\n4 Fire Ball\n4 Tornado\n\n"
        "Side-deck\n2 Rock\n", "utf-8")
    Path("decks/note.txt").write_text("hello\n", "utf-8")
    facts = ["format: Mage Noir tournament (mage-noir/tournament), judged as of 2026-01-10",
             "cards: deck 8, side deck 2"]
    for event, said in ((["--event", "Tournoi de Noël"], "Tournoi de Noël"), ([], "Ligue")):
        shutil.rmtree("out", ignore_errors=True)
        assert check("decks", "-f", "mage-noir/tournament", "--per-deck-reports", "out",
                     *event)[0] == 2
        written = {name: text.splitlines() for name, text in files_in(Path("out")).items()}
        assert written["camille.txt"][:4] == [
            f"decks/camille.txt: {line}"
            for line in ("player: Camille Dubois", f"event: {said}", *facts)]
        note = written["note.txt"][:-2]
        assert note[:-1] == ([f"decks/note.txt: event: {said}"] if event else [])
        assert note[-1].startswith("decks/note.txt:1: error [file-error]")
    Path("sent").mkdir()
    shutil.copy("out/camille.txt", "sent/camille.txt")
    assert "sent/camille.txt:1: error [file-error] a cardtools report (text)" in check(
        "sent")[1]


@pytest.mark.parametrize(("format_id", "said"), [
    ("magi-nation/standard", "Magi-Nation Duel standard (magi-nation/standard)"),
    ("magetcg/ascension", "Ascension (magetcg/ascension)"),
])
def test_a_format_of_no_banned_lists_heads_a_report_with_no_judged_day(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, format_id: str, said: str) -> None:
    """A format with no banned or restricted lists (Magi-Nation's, MageTCG's) judges no
    list of a day: its players' reports said ``judged as of None``; the clause is left
    out, as the HTML and rich reports leave it."""
    monkeypatch.chdir(tmp_path)
    Path("decks").mkdir()
    Path("decks/deck.txt").write_text("Player: Example Player\n4 Zorglub\n", "utf-8")
    check("decks", "-f", format_id, "--per-deck-reports", "out")
    head_lines = files_in(Path("out"))["deck.txt"].splitlines()
    assert head_lines[:2] == ["decks/deck.txt: player: Example Player",
                              f"decks/deck.txt: format: {said}"]
    assert not any("as of None" in line for line in head_lines)


@pytest.mark.parametrize(("deck", "organizers", "players"), [
    ("Format: mage-noir/tournament\n4 Fire Ball\n1 Zorglub\n",
     "check the spelling, or add the card with --cards (mage-noir)", PLAYER_FIX),
    ("Format: mage-noir/tournament\n4 Fire Ball\nSidebaord\n",
     "did you mean the header 'Sideboard' (written as it is, alone on its line)? Else: "
     "check the spelling, or add the card with --cards (mage-noir)",
     "did you mean the header 'Sideboard' (written as it is, alone on its line)? Else: "
     f"{PLAYER_FIX}"),
    ("Format: mtg/modern\n4 Lightning Bolt\n1 Zorglub\n",
     "not in the card data of 2026-08-22: check the spelling; for a card newer than that: "
     "cardtools cards update mtg", f"not in the card data of 2026-08-22: {PLAYER_FIX}"),
    ("Format: mtg/modern\n4 Lightning Bolt\n1 Lightning Bolts\n",
     "did you mean Lightning Bolt or Lightning Colt or Lightning Coils? Or a card newer "
     "than the card data (2026-08-22): cardtools cards update mtg",
     "did you mean Lightning Bolt or Lightning Colt or Lightning Coils? Or if the card is "
     "newer than the card data (2026-08-22), tell the organizer")])
@pytest.mark.parametrize("style", [[], ["-o", "r.json"]])
def test_an_unknown_cards_fix_is_worded_for_its_player(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, deck: str, organizers: str,
        players: str, style: list[str]) -> None:
    """The organizer adds a card with --cards or fetches newer card data; a player has
    neither: their report says to check the spelling and tell the organizer of a newer
    card, the organizer's report keeping its fix."""
    monkeypatch.chdir(tmp_path)
    Path("decks").mkdir()
    Path("decks/ann.txt").write_text(deck, "utf-8")
    outcome = CliRunner().invoke(app, ["check", "decks", "--per-deck-reports", "out",
                                       "--date", "2026-12-01", *style])
    code, out = outcome.exit_code, outcome.stdout
    assert code == 1
    if not style:
        assert "[unknown-card] unknown card" in out and f"({organizers})" in out
    unknown = [line for line in Path("out/ann.txt").read_text("utf-8").splitlines()
               if "[unknown-card]" in line]
    assert len(unknown) == 1 and unknown[0].endswith(f"({players})")
    assert "--cards" not in unknown[0] and "update" not in unknown[0]


@pytest.mark.parametrize(("first", "said", "config"), [
    ("Format: mage-noir/tournament", "names the format 'mage-noir/tournament', a mage-noir "
     "format", False),
    ("Deck", "is a mage-noir list: its names are cards of mage-noir (14 of 14), 0 of mtg "
     "alone", False),
    ("Deck", "is a mage-noir list: its names are cards of mage-noir (14 of 14), 0 of mtg "
     "alone", True)])
def test_a_list_of_another_games_fix_is_worded_for_its_player(
        decks: Path, first: str, said: str, config: bool) -> None:
    """A list of another game in an event's folder: the organizer is told to check it
    with another --format; its player, who runs no command, that the event's format
    judges another game and to send the right list."""
    example = (cards_dir() / "mage-noir" / "examples" / "legal.txt").read_text("utf-8")
    (decks / "cy.txt").write_text("\n".join([first, *example.splitlines()[2:]]), "utf-8")
    if config:
        Path(".cardtools.yaml").write_text("format: mtg/modern\n", "utf-8")
    code, out, _ = check("decks", "--per-deck-reports", "out",
                         *(() if config else ("--format", "mtg/modern")))
    assert code == 2
    organizers = "the format of the project config" if config else "--format"
    assert (f"decks/cy.txt:1: error [unknown-format] the decklist {said}; {organizers} "
            "mtg/modern judges mtg decks (check it with") in out
    [own] = [line for line in Path("out/cy.txt").read_text("utf-8").splitlines()
             if "[unknown-format]" in line]
    assert own == (f"decks/cy.txt:1: error [unknown-format] the decklist {said}; this "
                   "event's format, mtg/modern, judges mtg decks (if it is not your list "
                   "for this event, send the organizer the right one)")


def test_nothing_of_another_deck_is_in_a_decks_report(decks: Path) -> None:
    """Two players registering one list: the duplicate-deck note, found by comparing the
    event's decklists, is the organizer's alone: each player's report leaves it out,
    with no word of the other's path or name and no instruction to the organizer."""
    (decks / "carl.txt").write_text(LEGAL.replace("Ann", "Carl"), "utf-8")
    code, out, _err = check("decks", "--per-deck-reports", "out")
    assert code == 1 and "as decks/carl.txt (Carl)" in out
    written = files_in(Path("out"))
    assert written["carl.txt"] == head("decks/carl.txt", "Carl") + (
        "decks/carl.txt: verdict: legal\n"
        f"1 file: 1 legal, 0 illegal, 0 not judged {DATES}\n")
    others = {"ann.txt": ("carl", "Carl", "bob", "Bob"),
              "carl.txt": ("ann", "Ann", "bob", "Bob"),
              "sub/bob.txt": ("ann", "Ann", "carl", "Carl")}
    assert {name: [word for word in (*others[name], "duplicate", "fingerprint", "organizer")
                   if word in text]
            for name, text in written.items()} == {name: [] for name in others}


#: A ``duplicate-player`` warning as a player's own report words it.
OWN_DUPLICATE = ("warning [duplicate-player] another decklist of the event names this deck's "
                 "player too (keep one decklist per player; if you sent only this one, tell "
                 "the organizer)")


@pytest.mark.parametrize(("name", "cards"), [
    ("ANN", ("4 Lightning Bolt\n56", "3 Lightning Bolt\n57")), ("ann", ("56", "56")),
    ("Änn", ("4 L", "4 L"))])
def test_a_duplicate_player_is_worded_without_the_other_files(
        decks: Path, name: str, cards: tuple[str, str]) -> None:
    """A ``duplicate-player`` warning matches files by a ``Player:`` line anyone may write
    (case, accents and word order folded): each report keeps its line, severity, rule
    and a fix, without the other file's path, name or "the same deck"; the organizer's
    report keeps it whole."""
    (decks / "zed.txt").write_text(LEGAL.replace("Ann", name).replace(*cards), "utf-8")
    code, out, _err = check("decks", "--per-deck-reports", "out")
    assert code == 1 and f"player Ann also submitted decks/zed.txt ({name}" in out
    written = files_in(Path("out"))
    for own, other in (("ann.txt", "zed"), ("zed.txt", "ann")):
        assert written[own].endswith(
            f"decks/{own}:2: {OWN_DUPLICATE}\n"
            f"decks/{own}: verdict: legal\n"
            f"1 file: 1 legal (1 with warnings), 0 illegal, 0 not judged {DATES}\n")
        own_head = head(f"decks/{own}", "Ann" if own == "ann.txt" else name)
        assert written[own].startswith(own_head)
        assert [word for word in (other, name, "Ann", "same deck")
                if word in written[own].removeprefix(own_head).replace(f"decks/{own}", "")
                ] == []


def test_a_copy_under_another_players_name_words_neither(decks: Path) -> None:
    """Mallory's copy of Ann's list under ``Player: Ray, Ann`` (Ann Ray's name, its
    words swapped): neither report names the other's file, name or deck."""
    (decks / "ann.txt").write_text(LEGAL.replace("Ann", "Ann Ray"), "utf-8")
    (decks / "mallory.txt").write_text(LEGAL.replace("Ann", "Ray, Ann"), "utf-8")
    assert check("decks", "--per-deck-reports", "out")[0] == 1
    written = files_in(Path("out"))
    assert written["mallory.txt"].splitlines() == [
        *head("decks/mallory.txt", "Ray, Ann").splitlines(),
        f"decks/mallory.txt:2: {OWN_DUPLICATE}", "decks/mallory.txt: verdict: legal",
        f"1 file: 1 legal (1 with warnings), 0 illegal, 0 not judged {DATES}"]
    assert f"decks/ann.txt:2: {OWN_DUPLICATE}" in written["ann.txt"]
    assert "mallory" not in written["ann.txt"].casefold()
    assert "ann.txt" not in written["mallory.txt"]


@pytest.mark.parametrize(("checked", "folder", "root"), [
    (["decks"], "decks/out", "decks"), (["decks/"], "./decks/out", "decks/"),
    (["decks"], "ABSOLUTE/out", "decks"), (["decks"], "decks/sub/new/out", "decks"),
    (["decks/sub"], "decks/sub/out", "decks/sub"), (["."], "out", "."),
    (["decks/ann.txt", "decks/sub"], "decks/sub/out", "decks/sub"),
    (["decks"], "linked/out", "decks")])
@pytest.mark.parametrize("made", [False, True])
def test_a_folder_inside_a_folder_checked_is_refused_before_anything_is_written(
        decks: Path, monkeypatch: pytest.MonkeyPatch, checked: list[str], folder: str,
        root: str, made: bool) -> None:
    """Reports written into a folder checked (``check submissions/ --per-deck-reports
    submissions/reports``) made the next plain ``check submissions/`` fail, each report a
    ``file-error`` (a report sent back in place of a deck): such a folder, however
    written (relative, ``./``, absolute, deep, under a nested folder checked, a link into
    the folder checked), made or not, is refused before anything is read or written."""
    if checked == ["."]:
        monkeypatch.chdir(decks)
    folder = folder.replace("ABSOLUTE", str(decks))
    if folder.startswith("linked/"):
        (decks / "real").mkdir()
        Path("linked").symlink_to(decks / "real")
    if made:
        Path(folder).mkdir(parents=True)
    before = sorted(Path(".").rglob("*"))
    code, out, err = check(*checked, "--per-deck-reports", folder)
    assert (code, out, sorted(Path(".").rglob("*"))) == (2, "", before)
    assert refusal(err) == (
        f"{Path(folder)}: --per-deck-reports: the folder is in the folder checked {root}, "
        "where "
        "the next check would find its reports among the decklists; name a folder outside "
        "the folders checked")


def test_a_folder_beside_the_folder_checked_leaves_the_next_check_passing(
        decks: Path) -> None:
    assert check("decks", "--per-deck-reports", "to-players")[0] == 1
    assert sorted(files_in(Path("to-players"))) == ["ann.txt", "sub/bob.txt"]
    assert check("decks")[0] == 1


def test_standard_input_is_stdin_txt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    outcome = CliRunner().invoke(app, ["check", "-", "--per-deck-reports", "out", "--date",
                                       "2026-01-10"], input=LEGAL)
    assert outcome.exit_code == 0
    assert files_in(tmp_path / "out") == {
        "stdin.txt": head("-", "Ann")
        + f"-: verdict: legal\n1 file: 1 legal, 0 illegal, 0 not judged {DATES}\n"}


HOSTILE = ["a\nb.txt", "a_b.txt", "Alice.txt", "alice.txt", "\u202egnp.txt", "CON.txt",
           "-rf.txt", "x:y?.txt", "é" * 120 + ".txt", "e\u0301.txt", "\u00e9.txt"]


def test_hostile_names_map_to_safe_unique_names_inside_the_folder(decks: Path) -> None:
    for name in HOSTILE:
        (decks / name).write_text(LEGAL, "utf-8")
    (decks / "ann.txt.txt").mkdir()  # a folder named as a report's name
    (decks / "ann.txt.txt" / "z.txt").write_text(LEGAL, "utf-8")
    before = set(Path().rglob("*"))
    code, _out, _err = check("decks", "--per-deck-reports", "out")
    assert code == 1
    assert all(path.is_relative_to("out") for path in set(Path().rglob("*")) - before)
    written = sorted(files_in(Path("out")))
    long_name = max(written, key=len)
    # cut to at most 120 bytes with a hash of the whole name: NAME_MAX is 255 bytes
    assert re.fullmatch("é{55}-[0-9a-f]{8}\\.txt", long_name)
    assert [name for name in written if name != long_name] == sorted([
        "-rf.txt", "Alice-txt.txt", "_CON.txt", "_gnp.txt", "a_b-txt.txt",
        "a_b-txt~2.txt", "alice-txt~2.txt", "ann.txt", "ann.txt.txt_/z.txt",
        "sub/bob.txt", "x_y_.txt", "é-txt.txt", "é-txt~2.txt"])
    assert len(written) == len(HOSTILE) + 3


def test_paths_that_climb_or_are_absolute_stay_inside() -> None:
    assert report_paths(["decks/../../etc/passwd", "/etc/passwd", "sub/..\n", "-"],
                        ["decks", "-"]) == {
        "decks/../../etc/passwd": "passwd.txt", "/etc/passwd": "passwd~2.txt",
        "sub/..\n": "_.txt", "-": "stdin.txt"}
    assert [safe_name(part) for part in ("..", ".", " ", ".hidden", "nul", "a\0b")] == [
        "_", "_", "_", "hidden", "_nul", "a_b"]


def test_a_folder_whose_name_starts_with_two_dots_keeps_its_place(decks: Path) -> None:
    """``decks/..x/a.txt`` is below the folder checked: its report goes to ``x/`` (its
    leading dots dropped), not to the top beside ``decks/a.txt``'s."""
    (decks / "..x").mkdir()
    (decks / "..x" / "a.txt").write_text(LEGAL, "utf-8")
    (decks / "a.txt").write_text(LEGAL, "utf-8")
    assert report_paths(["decks/..x/a.txt", "decks/a.txt"], ["decks"]) == {
        "decks/..x/a.txt": "x/a.txt", "decks/a.txt": "a.txt"}


def refusal(err: str) -> str:
    assert err.count("\n") == 1
    return err.removeprefix("cardtools: error: ").rstrip("\n")


def test_a_file_is_refused(decks: Path) -> None:
    Path("taken").write_text("mine", "utf-8")
    code, out, err = check("decks", "--per-deck-reports", "taken")
    assert (code, out) == (2, "")
    assert refusal(err) == ("taken: --per-deck-reports: is a file, not a folder; name a "
                            "folder (made if missing)")


@pytest.mark.parametrize("given", ["-", " - "])
def test_dash_is_a_usage_error_not_a_folder(decks: Path, given: str) -> None:
    """``-`` is standard input or output everywhere else: it made a folder named ``-``,
    and ``check -`` in that folder then read nothing; ``./-`` names such a folder."""
    code, out, err = check("decks", "--per-deck-reports", given)
    assert (code, out, os.path.lexists("-")) == (2, "", False)
    assert err.splitlines()[0] == (
        "cardtools: error: invalid value for '--per-deck-reports': '-' names standard input "
        "or output, not a folder; name a folder (./- for one named so)")
    assert check("decks", "--per-deck-reports", "./-")[0] == 1
    assert sorted(files_in(Path("-"))) == ["ann.txt", "sub/bob.txt"]


@pytest.mark.parametrize(("folder", "what"), [
    (cards_dir() / "reports", "the bundled card data"),
    (package_dir() / "schemas" / "reports",
     "the tool's own code and data, which every run reads")])
def test_the_tools_own_data_is_refused(decks: Path, folder: Path, what: str) -> None:
    code, _out, err = check("decks", "--per-deck-reports", str(folder))
    assert code == 2 and not folder.exists()
    assert refusal(err) == (f"{folder}: --per-deck-reports: the folder is in {what}; "
                            "refusing to write there")


@pytest.mark.parametrize("folder", ["decks", ".", "decks/sub"])
def test_a_folder_holding_a_path_checked_is_refused(decks: Path, folder: str) -> None:
    named = "decks/sub/bob.dek" if folder == "decks/sub" else "decks"
    code, _out, err = check(named, "--per-deck-reports", folder)
    assert code == 2
    assert refusal(err) == (f"{folder}: --per-deck-reports: the folder is or holds the "
                            f"path checked {named}; name a folder of its own")


def test_a_users_file_where_a_report_goes_is_never_overwritten(decks: Path) -> None:
    Path("out").mkdir()
    Path("out/ann.txt").write_text("my notes\n", "utf-8")
    code, out, err = check("decks", "--per-deck-reports", "out")
    assert (code, out) == (2, "")
    assert refusal(err) == ("out/ann.txt: --per-deck-reports: the file there is no "
                            "cardtools report; refusing to overwrite it")
    assert files_in(Path("out")) == {"ann.txt": "my notes\n"}


def test_a_link_out_of_the_folder_is_refused(decks: Path, tmp_path: Path) -> None:
    (tmp_path / "elsewhere").mkdir()
    Path("out").mkdir()
    os.symlink(tmp_path / "elsewhere", "out/sub")
    code, _out, err = check("decks", "--per-deck-reports", "out")
    assert code == 2
    assert refusal(err) == ("out/sub/bob.txt: --per-deck-reports: a report would land "
                            "outside the folder (a link); refusing to write it")
    assert not list((tmp_path / "elsewhere").iterdir())


def test_a_file_the_run_reads_is_never_overwritten(decks: Path) -> None:
    """The --pool folder's files are read as the players' pools."""
    Path("pools").mkdir()
    code, _out, err = check("decks", "--per-deck-reports", "pools", "--pool", "pools")
    assert code == 2
    assert refusal(err) == ("pools/ann.txt: --per-deck-reports: the report would be a "
                            "file of the --pool folder; refusing to write it")


#: What a deck's own report found among the decklists is told.
SENT_BACK = ("a deck's own report, which --per-deck-reports writes: ask its player for the "
             "deck, or exclude a folder of earlier reports")


def test_reports_left_in_a_folder_checked_later_are_told_from_decklists(decks: Path) -> None:
    """A text report of two decks whose summary says warnings (``2 legal (1 with
    warnings)``) is an earlier run's report, skipped; a deck's own report (its verdict
    line), the one mailed to a player, found by a later run that does not write it (not
    its --per-deck-reports folder) is a player's submission sent back instead of a deck:
    a file-error (exit 2), not skipped with the run passing; excluded by the config it is
    skipped."""
    (decks / "old").mkdir()
    assert check("decks/ann.txt", "--per-deck-reports", "decks/old")[0] == 0
    Path("decks/old/run.txt").write_text(
        "decks/x.txt:2: warning [banned] a warning\n"
        "2 files: 2 legal (1 with warnings), 0 illegal, 0 not judged (card data: mtg 2026)\n",
        "utf-8")
    code, out, _err = check("decks")
    assert code == 2
    assert [line for line in out.splitlines() if line.startswith("decks/old/")] == [
        "decks/old/ann.txt:1: error [file-error] a cardtools report (text), not a decklist: "
        f"{SENT_BACK}",
        "decks/old/run.txt: skipped: a cardtools report (text)"]
    code, out, _err = check("decks", "--per-deck-reports", "decks/old")
    assert (code, out) == (2, "")
    code, out, _err = check("decks", "--exclude", "decks/old/*")
    assert code == 1 and "error [file-error]" not in out


@pytest.mark.parametrize("named", [["decks"], ["--force-exclude", "decks/ann.txt",
                                              "decks/zed.txt"]])
def test_a_players_report_sent_back_as_a_submission_is_a_file_error(
        decks: Path, tmp_path: Path, named: list[str]) -> None:
    """A player sends back the report mailed to them (``to-players/ann.txt``) in
    place of a fixed deck: walked (CI's ``check decks``) or named (the pre-commit hook),
    it was skipped as a cardtools report and the run passed, that submission judged
    nowhere; it is a file-error asking for the deck (exit 2)."""
    assert check("decks/ann.txt", "--per-deck-reports", str(tmp_path / "out"))[0] == 0
    (decks / "zed.txt").write_bytes((tmp_path / "out" / "ann.txt").read_bytes())
    code, out, _err = check(*named)
    assert code == 2
    assert [line for line in out.splitlines() if "file-error" in line] == [
        "decks/zed.txt:1: error [file-error] a cardtools report (text), not a decklist: "
        f"{SENT_BACK}"]


#: What a report of one deck, as ``cardtools check`` shows it, found among the decklists
#: is told.
ONE_DECK = ("a report of one deck, as cardtools check shows it: ask its player to send the "
            "deck itself")
#: A rich report forged to hide a deck: a verdict header, then lines of cards.
FORGED = ("\u2714 LEGAL  cy.txt  (Cy)\n  Modern [mtg/modern]\n"
          "  4 Oko, Thief of Crowns \u00b7 4 Black Lotus\n")


def _reports_of(names: dict[str, str], style: str) -> None:
    """Each deck of ``names`` (report name -> decklist text) written outside the folder
    checked, in ``home/``, and its report of ``style`` saved as the name in ``decks/``,
    as a player runs cardtools on their deck and sends what it shows."""
    Path("home").mkdir()
    for name, deck in names.items():
        Path("home", name).write_text(deck, "utf-8")
        code, shown, _err = check(f"home/{name}", "--report", style)
        assert code in (0, 1)
        Path("decks", name).write_text(shown, "utf-8")


def _errors(out: str) -> list[str]:
    return [line for line in out.splitlines() if "file-error" in line]


@pytest.mark.parametrize(("style", "columns"), [("text", "80"), ("rich", "100"),
                                                ("rich", "60")])
def test_a_players_report_of_one_deck_in_place_of_it_is_a_file_error(
        decks: Path, monkeypatch: pytest.MonkeyPatch, style: str, columns: str) -> None:
    """A player runs cardtools on their deck and sends what it shows (a rich report, or
    text piped to a file) in place of the deck: walked it was skipped as a cardtools
    report and the run passed, that submission judged nowhere; it is a file-error asking
    for the deck (exit 2), named a file-error too. A legal deck's text report is its
    summary line alone, the same as CI's report of a folder of one legal deck: skipped,
    said."""
    monkeypatch.setenv("COLUMNS", columns)
    _reports_of({"zed.txt": ILLEGAL, "zoe.txt": LEGAL}, style)
    sent = ["zed.txt", "zoe.txt"] if style == "rich" else ["zed.txt"]
    code, out, _err = check("decks")
    assert code == 2
    assert _errors(out) == [
        f"decks/{name}:1: error [file-error] a cardtools report ({style}), not a "
        f"decklist: {ONE_DECK}" for name in sent]
    assert ("decks/zoe.txt: skipped: a cardtools report (text)" in out) == (style == "text")
    code, out, _err = check("decks/zed.txt")
    assert (code, _errors(out)) == (2, [
        f"decks/zed.txt:1: error [file-error] a cardtools report ({style}), not a decklist"])


def test_a_forged_rich_report_of_one_deck_is_a_file_error_walked(decks: Path) -> None:
    """A verdict header over lines of cards that name no real card as written: a report
    of one deck, never a skipped file with the run passing."""
    Path("decks/cy.txt").write_text(FORGED, "utf-8")
    code, out, _err = check("decks")
    assert code == 2
    assert [line for line in out.splitlines() if "cy.txt" in line] == [
        f"decks/cy.txt:1: error [file-error] a cardtools report (rich), not a decklist: "
        f"{ONE_DECK}"]


@pytest.mark.parametrize("style", ["text", "rich"])
def test_a_saved_report_of_one_deck_the_run_judges_stays_skipped(
        decks: Path, monkeypatch: pytest.MonkeyPatch, style: str) -> None:
    """CI's report of one deck of the folder (``check decks/sub --report rich -o
    decks/r.txt``; a rich report folds a long path onto further lines) names a deck the
    next walk judges: an earlier run's report, skipped, said."""
    monkeypatch.setenv("COLUMNS", "40")
    long = Path("decks/sub/a deck of a very long name for a narrow report.dek")
    Path("decks/sub/bob.dek").rename(long)
    assert check("decks/sub", "--report", style, "-o", "decks/r.txt")[0] == 1
    code, out, _err = check("decks")
    assert (code, _errors(out)) == (1, [])
    assert f"decks/r.txt: skipped: a cardtools report ({style})" in out


def test_the_hook_skips_a_staged_report_of_a_deck_that_is_there(decks: Path) -> None:
    """The pre-commit hook names the staged files only: a report of one deck naming a
    file that is there (which CI's walk judges) is skipped, as CI skips it; one naming a
    file that is not is a player's sent in place of their deck."""
    assert check("decks/sub/bob.dek", "--report", "text", "-o", "decks/r.txt")[0] == 1
    code, out, _err = check("--force-exclude", "decks/ann.txt", "decks/r.txt")
    assert (code, "decks/r.txt: skipped: a cardtools report (text)" in out) == (0, True)
    Path("decks/sub/bob.dek").unlink()
    code, out, _err = check("--force-exclude", "decks/ann.txt", "decks/r.txt")
    assert (code, _errors(out)) == (2, [
        f"decks/r.txt:1: error [file-error] a cardtools report (text), not a decklist: "
        f"{ONE_DECK}"])


def test_a_legal_decks_summary_alone_in_a_players_folder_is_a_file_error(
        decks: Path) -> None:
    """A player pipes the text report of their legal deck (its summary line alone) into
    their folder in place of the deck: no decklist lies beside or below it, so it is no
    CI report of a folder, but a submission lost: a file-error asking for the deck (it
    was skipped, exit 0); lines of files skipped above the summary change nothing."""
    _reports_of({"al.txt": LEGAL}, "text")
    Path("decks/al").mkdir()
    Path("decks/al.txt").rename("decks/al/deck.txt")
    assert Path("decks/al/deck.txt").read_text("utf-8").startswith("1 file: 1 legal, ")
    Path("home/notes.md").write_text("notes\n", "utf-8")
    code, shown, _err = check("home")
    assert shown.startswith("home/notes.md: skipped: ")
    Path("decks/al/notes.txt").write_text(shown, "utf-8")
    code, out, _err = check("decks")
    assert code == 2
    assert _errors(out) == [
        f"decks/al/{name}:1: error [file-error] a cardtools report (text), not a "
        f"decklist: {ONE_DECK}" for name in ("deck.txt", "notes.txt")]
    assert "skipped" not in out.splitlines()[-1]


@pytest.mark.parametrize(("report", "walked"), [
    ("decks/report.txt", "decks"), ("decks/report.txt", "."), ("report.txt", "."),
    ("decks/sub/r.txt", "decks")])
def test_cis_report_of_a_folder_of_one_legal_deck_beside_or_above_it_stays_skipped(
        decks: Path, report: str, walked: str) -> None:
    """CI's ``--report-file`` of a folder of one legal deck is its summary line alone, as
    a player's; it lies beside or above that deck (or a deck of the folder walked): an
    earlier run's report, skipped, said, the run passing."""
    Path("decks/sub/bob.dek").unlink()
    Path("decks/sub/cy.txt").write_text(LEGAL, "utf-8")
    assert check("decks/sub" if report.startswith("decks/sub") else "decks/ann.txt",
                 "-o", report)[0] == 0
    assert Path(report).read_text("utf-8").startswith("1 file: 1 legal, ")
    code, out, _err = check(walked)
    assert (code, _errors(out)) == (0, [])
    assert f"{report}: skipped: a cardtools report (text)" in out.replace("./", "")
    assert check(walked, "-o", report)[0] == 0


def test_the_hook_skips_a_staged_summary_alone_above_a_deck_that_is_there(
        decks: Path) -> None:
    """The pre-commit hook names only the staged files: a legal deck's summary alone
    staged beside a decklist that is there (which CI's walk judges) is skipped, as CI
    skips it; staged alone in its folder, it is a player's, a file-error, as in CI."""
    assert check("decks/ann.txt", "-o", "decks/sub/r.txt")[0] == 0
    code, out, _err = check("--force-exclude", "decks/ann.txt", "decks/sub/r.txt")
    assert (code, "decks/sub/r.txt: skipped: a cardtools report (text)" in out) == (0, True)
    Path("decks/sub/bob.dek").unlink()
    code, out, _err = check("--force-exclude", "decks/ann.txt", "decks/sub/r.txt")
    assert (code, _errors(out)) == (2, [
        f"decks/sub/r.txt:1: error [file-error] a cardtools report (text), not a "
        f"decklist: {ONE_DECK}"])


@pytest.mark.parametrize("style", ["text", "rich", "json", "github", "junit"])
def test_an_earlier_runs_report_of_several_decks_stays_skipped(
        decks: Path, monkeypatch: pytest.MonkeyPatch, style: str) -> None:
    """A report of the whole folder saved in it by an earlier run (``-o``, a shell's
    ``>``) is CI's, not a player's: the next walk skips it, saying so."""
    monkeypatch.setenv("COLUMNS", "100")
    code, shown, _err = check("decks", "--report", style)
    assert code == 1
    Path("decks/report.txt").write_text(shown, "utf-8")
    code, out, _err = check("decks")
    assert code == 1
    assert "decks/report.txt: skipped: a cardtools report " in out


@pytest.mark.parametrize(("report_file", "refused", "why"), [
    ("out/ann.txt", "out/ann.txt", "a report would take the path of the run's "
     "report file (--report-file); name another"),
    ("out/sub", "out/sub/bob.txt", "a report would take the path of the run's report "
     "file (--report-file); name another"),
    ("out/ann.txt/r.json", "out/ann.txt", "a report would take the path of the "
     "run's report file (--report-file); name another"),
    ("out", "out", "the folder is or lies in the run's report file (--report-file); name "
     "another")])
def test_the_runs_report_file_on_a_reports_path_is_refused_before_judging(
        decks: Path, report_file: str, refused: str, why: str) -> None:
    """The run's report is never replaced by a player's, nor a player's report made
    unwritable by the run's: nothing is written."""
    code, out, err = check("decks", "--per-deck-reports", "out", "--report", "json",
                           "--report-file", report_file)
    assert (code, out) == (2, "")
    assert refusal(err) == f"{refused}: --per-deck-reports: {why}"
    assert not Path("out").exists()


@pytest.mark.parametrize("users_file", ["out/sub", "out", "parent"])
def test_a_file_where_a_reports_folder_goes_is_refused_before_judging(
        decks: Path, users_file: str) -> None:
    folder = "parent/out" if users_file == "parent" else "out"
    Path(users_file).parent.mkdir(exist_ok=True)
    Path(users_file).write_text("my notes\n", "utf-8")
    code, out, err = check("decks", "--per-deck-reports", folder, "--report-file", "r.txt")
    assert (code, out) == (2, "")
    if users_file == "out":
        assert refusal(err) == ("out: --per-deck-reports: is a file, not a folder; name a "
                                "folder (made if missing)")
    else:
        assert refusal(err) == (f"{users_file}: --per-deck-reports: a folder of a report's "
                                "path is a file, not a folder; refusing to write there")
    assert Path(users_file).read_text("utf-8") == "my notes\n" and not Path("r.txt").exists()


def test_a_batch_note_about_the_deck_alone_is_worded_for_its_player(decks: Path) -> None:
    """An ``Event:`` line of another event and a ``no-player`` note are about the deck
    alone: its player reads them worded for the player, without the checks it was left
    out of, the decks it was compared with, its fingerprint or the organizer's fix."""
    Path("decks/ann.txt").write_text("Event: Winter Cup\n" + LEGAL, "utf-8")
    Path("decks/anon.txt").write_text(LEGAL.replace("Player: Ann\n", ""), "utf-8")
    Path("decks/lone.txt").write_text(LEGAL.replace("Player: Ann\n", "").replace(
        "56 Mountain", "52 Mountain\n4 Goblin Guide"), "utf-8")
    code, out, _err = check("decks", "--per-deck-reports", "out", "--event", "Spring Open")
    assert code == 1 and "as decks/ann.txt (Ann)" in out
    assert "(ask for a list naming its player" in out  # the organizer's report keeps it
    written = files_in(Path("out"))
    spring = head("decks/ann.txt", "Ann", "Spring Open")
    assert written["ann.txt"].removeprefix(spring).splitlines()[0] == (
        "decks/ann.txt:1: info [reading] the decklist names the event 'Winter Cup'; judged "
        "as a list of 'Spring Open', this event (if it is not your list for this event, send "
        "the organizer the right one)")
    for name in ("anon", "lone"):
        assert written[f"{name}.txt"].splitlines() == [
            *head(f"decks/{name}.txt", None, "Spring Open").splitlines(),
            f"decks/{name}.txt:1: info [no-player] the decklist names no player (write your "
            "name on a 'Player:' line (a sheet's Player column))",
            f"decks/{name}.txt: verdict: legal",
            f"1 file: 1 legal, 0 illegal, 0 not judged {DATES}"]
    assert "Ann" not in written["anon.txt"] and "ann" not in written["anon.txt"]


def test_a_duplicate_deck_raised_to_an_error_is_the_illegal_verdicts_worded_reason(
        decks: Path) -> None:
    """The organizer's config raising ``duplicate-deck`` to an error: each report said
    ``verdict: illegal`` and no finding, the duplicate left out; it now keeps the
    player's own part, without the other file, player or fingerprint."""
    (decks / "carl.txt").write_text(LEGAL.replace("Ann", "Carl"), "utf-8")
    Path("org.yaml").write_text("rules:\n  duplicate-deck: error\n", "utf-8")
    code, out, _err = check("decks", "--per-deck-reports", "out", "--config", "org.yaml")
    assert code == 1 and "as decks/carl.txt (Carl)" in out
    written = files_in(Path("out"))
    for own, other in (("ann.txt", "carl"), ("carl.txt", "ann")):
        assert written[own].splitlines()[3:5] == [
            f"decks/{own}:2: error [duplicate-deck] another player registered the same deck "
            "(if this list is yours, tell the organizer)", f"decks/{own}: verdict: illegal"]
        assert [word for word in (other, other.title(), "fingerprint")
                if word in written[own]] == []


def test_a_look_alike_name_under_strict_is_the_illegal_verdicts_worded_reason(
        decks: Path) -> None:
    """``ann.txt`` and ``ANN.txt`` (look-alike paths) under ``--strict``: the warning,
    an error, was left out of each player's report, its verdict illegal with no
    reason; it is kept worded for the player, naming neither the other file nor its
    player."""
    (decks / "ANN.txt").write_text(LEGAL.replace("Ann", "Zoe"), "utf-8")
    code, out, _err = check("decks", "--per-deck-reports", "out", "--strict")
    assert code == 1 and "[look-alike]" in out
    written = files_in(Path("out"))
    reports = {text.split(":", 1)[0]: text for name, text in written.items()
               if name.casefold().startswith("ann")}
    assert sorted(reports) == ["decks/ANN.txt", "decks/ann.txt"]
    for own, others in (("decks/ann.txt", ("Zoe", "ANN.txt")),
                        ("decks/ANN.txt", ("Ann", "ann.txt"))):
        assert reports[own].splitlines()[-3:-1] == [
            f"{own}:1: error [look-alike] your file's name looks like another submission's "
            "(rename your file so that its name tells it apart, and send it again)",
            f"{own}: verdict: illegal"]
        assert [word for word in others if word in reports[own]] == []


@pytest.mark.parametrize(("names", "reports"), [
    (["farid.txt", "gabriel.dek"], ["farid.txt", "gabriel.txt"]),
    (["gabriel.dek", "gabriel.txt"], ["gabriel-dek.txt", "gabriel-txt.txt"]),
    (["Gabriel.TXT", "gabriel.dek", "deck.v2.txt"],
     ["Gabriel-TXT.txt", "deck.v2.txt", "gabriel-dek.txt"]),
    (["ann", "ann.txt"], ["ann-txt.txt", "ann.txt"]),
])
def test_a_report_is_named_by_the_files_stem(decks: Path, names: list[str],
                                             reports: list[str]) -> None:
    """``farid.txt``'s report was ``farid.txt.txt``: a report is the file's stem and
    ``.txt``; files of one folder of the same stem keep their suffix after a ``-``, the
    same names whatever order the files are named in."""
    for name in names:
        Path("decks", "new", name).parent.mkdir(exist_ok=True)
        Path("decks", "new", name).write_text(LEGAL, "utf-8")
    for order in (names, names[::-1]):
        mapped = report_paths([f"decks/new/{name}" for name in order], ["decks/new"])
        assert sorted(mapped.values()) == reports
    if all("." in name for name in names):  # a walk skips a file of no suffix
        code, _out, _err = check("decks/new", "--per-deck-reports", "out")
        assert code == 0 and sorted(files_in(Path("out"))) == reports


def _own_reports(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, config: str,
                 *args: str) -> tuple[str, dict[str, str]]:
    """The text report and the per-deck reports of ``decks/`` (Ann's list naming Legacy,
    Cleo's Modern list holding a banned card and a suppressed proxy warning) under the
    project config ``org.yaml`` holding ``config``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "ann.txt").write_text(LEGAL.replace("mtg/modern", "mtg/legacy"),
                                                "utf-8")
    (tmp_path / "decks" / "cleo.txt").write_text(
        "Player: Cleo\n4 Lightning Bolt\n4 Mox Opal\n51 Mountain\n"
        "1 Island (proxy)  # cardtools: disable=proxy\n", "utf-8")
    Path("org.yaml").write_text(config, "utf-8")
    _code, out, _err = check("decks", "--per-deck-reports", "out", "--config", "org.yaml",
                             "--report", "text", *args)
    return out, files_in(Path("out"))


def test_a_players_report_holds_no_config_or_command_line_advice(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Config and command-line notes are the organizer's: the ``config org.yaml: ...``
    line, the "give --format mtg/modern to judge every list by the config's format" fix,
    the config's name, what a weakening config did to the verdict, and a fix naming
    ``--isolated`` were in each player's own report."""
    out, written = _own_reports(tmp_path, monkeypatch,
                                "format: mtg/modern\nrules:\n  banned: off\n")
    assert "give --format mtg/modern" in out and "config org.yaml" in out  # the organizer's
    assert written["ann.txt"].splitlines() == [
        "decks/ann.txt: player: Ann",
        "decks/ann.txt: format: Legacy (mtg/legacy), judged as of 2026-01-10",
        "decks/ann.txt: cards: main deck 60",
        "decks/ann.txt:1: info [reading] the decklist names the format 'mtg/legacy'; judged "
        "as mtg/legacy, not as mtg/modern, this event's format",
        "decks/ann.txt: verdict: legal", f"1 file: 1 legal, 0 illegal, 0 not judged {DATES}"]
    assert written["cleo.txt"].splitlines() == [
        "decks/cleo.txt: player: Cleo", *head("decks/cleo.txt").splitlines(),
        "decks/cleo.txt:5: info [suppression] silenced by the decklist's suppression comment: "
        "warning [proxy] 'proxy' marks this line's copies as proxies, stand-ins for the "
        "printed card, which a sanctioned tournament does not allow; the line is judged as "
        "the card it names",  # Mox Opal, banned: the config turned banned off, unsaid here
        "decks/cleo.txt: verdict: legal", "1 file: 1 legal (1 with findings their suppression "
        f"comments silenced), 0 illegal, 0 not judged {DATES}"]


def test_a_format_given_on_the_command_line_is_this_events_in_a_players_report(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _out, written = _own_reports(tmp_path, monkeypatch, "{}\n", "--format", "mtg/modern")
    assert written["ann.txt"].splitlines()[3] == (
        "decks/ann.txt:1: info [reading] the decklist names the format 'mtg/legacy'; judged "
        "as mtg/modern, this event's format")


def test_a_fix_naming_the_command_line_is_the_organizers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the organizer's report: "give one with --format mtg/<name>, ... (cardtools formats
    # --game mtg lists them)"; the player runs neither
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "dan.txt").write_text("Player: Dan\n4 Lightning Bolt\n56 Mountain\n",
                                                "utf-8")
    code, out, _err = check("decks", "--isolated", "--per-deck-reports", "out", "--report",
                            "text")
    assert code == 2 and "give one with --format mtg/<name>" in out
    assert files_in(Path("out"))["dan.txt"].splitlines() == [
        "decks/dan.txt: player: Dan",
        "decks/dan.txt:1: error [unknown-format] no format given (tell the organizer)",
        "decks/dan.txt: verdict: not judged", "1 file: 0 legal, 0 illegal, 1 not judged"]


@pytest.mark.parametrize("game", ["my config", "--formats-dir", "cardtools check"])
def test_a_note_quoting_the_players_line_is_the_players(decks: Path, game: str) -> None:
    """A note is the organizer's alone as it was made, never by its words: the note on a
    ``Game:`` line naming no game quotes the player's words, which may read as a config,
    an option or a command of the tool; it was left out of the player's report, the
    line unexplained."""
    Path("decks/ann.txt").write_text(f"Game: {game}\n" + LEGAL, "utf-8")
    code, out, _err = check("decks/ann.txt", "--per-deck-reports", "out")
    note = (f"decks/ann.txt:1: info [reading] the Game: line '{game}' names no game: not "
            "read (write a game's id: mage-noir, magetcg, magi-nation, mtg)")
    assert code == 0 and note in out.splitlines()
    assert files_in(Path("out"))["ann.txt"].splitlines() == [
        *head("decks/ann.txt", "Ann").splitlines(), note, "decks/ann.txt: verdict: legal",
        f"1 file: 1 legal, 0 illegal, 0 not judged {DATES}"]
