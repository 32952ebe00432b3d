"""duplicate-deck (CT701), duplicate-player (CT702) and no-player (CT704): found across a
batch, reported on each deck concerned, with severity overrides, --strict, and in worker
processes."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app
from cardtools.paths import printable
from tests.conftest import csv_report_rows

DECK40 = (Path(__file__).parent / "fixtures" / "decks" / "mage-noir-40.txt").read_text()
HEAD = "Format: mage-noir/tournament\n"


def write(folder: Path, name: str, player: str | None, body: str = DECK40,
          event: str | None = None) -> None:
    lines = HEAD + (f"Player: {player}\n" if player else "") + (
        f"Event: {event}\n" if event else "")
    (folder / name).write_text(lines + body, "utf-8")


def check(folder: Path, *args: str) -> tuple[int, list[dict[str, object]]]:
    """The batch judged within the Mage Noir data (lists of 2025-11-04, card data of
    2025): no data-age note among the findings."""
    outcome = CliRunner().invoke(app, ["check", str(folder), "--report", "json",
                                       "--date", "2025-11-04", *args])
    return outcome.exit_code, json.loads(outcome.stdout)["results"]


def found(result: dict[str, object]) -> list[tuple[str, str, str]]:
    return [(v["rule"], v["severity"], v["message"])  # type: ignore[index]
            for v in result["violations"]]  # type: ignore[attr-defined]


@pytest.fixture
def batch(tmp_path: Path) -> Path:
    (tmp_path / ".git").mkdir()
    write(tmp_path, "a-alice.txt", "Alice")
    # Bob's list is Alice's, written in another order and with a French name
    write(tmp_path, "b-bob.txt", "Bob", "\n".join(reversed(DECK40.splitlines()[1:]))
          .replace("4 Fire Ball", "4 Boule de feu") + "\n")
    write(tmp_path, "c-carol.txt", "Carol", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "d-alice-again.txt", "  alice ", DECK40 + "Side\n1 Ignition\n")
    return tmp_path


def test_same_list_under_two_players_and_one_player_twice(batch: Path) -> None:
    code, results = check(batch)
    assert code == 0  # warnings by default
    a, b, c, d = (str(batch / name) for name in
                  ("a-alice.txt", "b-bob.txt", "c-carol.txt", "d-alice-again.txt"))
    fingerprint = results[0]["fingerprint"]
    assert results[1]["fingerprint"] == fingerprint
    assert found(results[0]) == [
        ("duplicate-deck", "info", f"the same deck (fingerprint {fingerprint}) as {b} (Bob)"),
        ("duplicate-player", "warning", f"player Alice also submitted {d} (alice)")]
    assert found(results[1]) == [
        ("duplicate-deck", "info",
         f"the same deck (fingerprint {fingerprint}) as {a} (Alice)")]
    # Carol's list equals Alice's second list, so both get duplicate-deck
    assert [r for r, _s, _m in found(results[2])] == ["duplicate-deck"]
    assert [r for r, _s, _m in found(results[3])] == ["duplicate-deck", "duplicate-player"]
    assert found(results[3])[1][2] == f"player alice also submitted {a} (Alice)"
    assert c in found(results[3])[0][2]
    assert [r["status"] for r in results] == ["legal"] * 4
    # both are on each file's Player: line (the line after the Format: line)
    assert {(v["rule"], v["line"]) for r in results  # type: ignore[attr-defined]
            for v in r["violations"]} == {("duplicate-deck", 2), ("duplicate-player", 2)}


def test_duplicate_player_is_on_the_player_line_of_each_file(tmp_path: Path) -> None:
    (tmp_path / "one.txt").write_text(HEAD + "# registered on Friday\nPlayer: Alice\n" + DECK40)
    (tmp_path / "two.txt").write_text("Player: ALICE\n" + HEAD + DECK40)
    _code, results = check(tmp_path)
    assert [[(v["rule"], v["line"]) for v in result["violations"]]  # type: ignore[attr-defined]
            for result in results] == [[("duplicate-player", 3)], [("duplicate-player", 1)]]
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "text"])
    one, two = tmp_path / "one.txt", tmp_path / "two.txt"
    assert outcome.stdout.splitlines()[:2] == [
        f"{one}:3: warning [duplicate-player] player Alice also submitted {two} (ALICE, "
        "the same deck) "
        "(keep one decklist per player)",
        f"{two}:1: warning [duplicate-player] player ALICE also submitted {one} (Alice, "
        "the same deck) (keep one decklist per player)"]
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "github"])
    assert [line.split("::")[1] for line in outcome.stdout.splitlines()
            if "duplicate-player" in line] == [
        f"warning file={one},line=3,title=cardtools duplicate-player (CT702)",
        f"warning file={two},line=1,title=cardtools duplicate-player (CT702)"]


def test_duplicate_player_without_a_known_player_line_has_no_line() -> None:
    from cardtools.batch import duplicate_players
    from cardtools.model import DeckResult

    results = [DeckResult("one.txt", "legal", [], format_id="mtg/modern", player="Alice",
                          player_line=None),
               DeckResult("two.txt", "legal", [], format_id="mtg/modern", player="alice",
                          player_line=4)]
    assert {position: [(v.rule, v.line) for v in found]
            for position, found in duplicate_players(results).items()} == {
        0: [("duplicate-player", None)], 1: [("duplicate-player", 4)]}


def test_a_list_copied_by_many_players_costs_a_name_per_deck_not_per_pair(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A batch where 600 players register one list (a league's precon, a test folder)
    folded a player's name and wrote a message name per pair of decks: 2,000 copies
    spent about 20 s in the batch step alone, against 1.5 s for the whole run now.
    Each deck's player is now folded once and each message names five others and counts
    the rest, so the work grows with the decks; the messages, counts and lines are
    unchanged (one player's own second copy, the 600th, is not
    counted among the others)."""
    from cardtools import batch
    from cardtools.model import DeckResult

    folded: list[str] = []
    fold = batch.player_key
    monkeypatch.setattr(batch, "player_key", lambda name: folded.append(name) or fold(name))
    results = [DeckResult(f"d{n:03}.txt", "legal", [], format_id="mtg/modern",
                          player=f"Player {n}", fingerprint="05038c52d896", player_line=2)
               for n in range(599)]
    results.append(DeckResult("again.txt", "legal", [], format_id="mtg/modern",
                              player="PLAYER 0", fingerprint="05038c52d896", player_line=3))
    decks = batch.duplicate_decks(results)
    players = batch.duplicate_players(results)
    assert len(folded) <= 3 * len(results)
    assert len(decks) == 600 and sorted(players) == [0, 599]
    (first,), (last,) = decks[1], decks[599]
    assert (first.message, first.count, first.line) == (
        "the same deck (fingerprint 05038c52d896) as d000.txt (Player 0), d002.txt "
        "(Player 2), d003.txt (Player 3), d004.txt (Player 4), d005.txt (Player 5) and "
        "594 more", 600, 2)
    assert (last.message, last.count, last.line) == (
        "the same deck (fingerprint 05038c52d896) as d001.txt (Player 1), d002.txt "
        "(Player 2), d003.txt (Player 3), d004.txt (Player 4), d005.txt (Player 5) and "
        "593 more", 599, 3)
    assert [(v.message, v.count) for v in players[599]] == [
        ("player PLAYER 0 also submitted d000.txt (Player 0, the same deck)", 2)]


def test_strict_makes_duplicate_player_an_error_and_config_can_turn_them_off(batch: Path) -> None:
    code, results = check(batch, "--strict")
    # one player's two lists fail under --strict; a list another player also
    # registered is a note (many players register one list), never a fault
    assert code == 1
    assert [r["status"] for r in results] == ["illegal", "legal", "legal", "illegal"]
    assert [[(r, s) for r, s, _m in found(result)] for result in results] == [
        [("duplicate-deck", "info"), ("duplicate-player", "error")],
        [("duplicate-deck", "info")], [("duplicate-deck", "info")],
        [("duplicate-deck", "info"), ("duplicate-player", "error")]]
    (batch / ".cardtools.yaml").write_text("rules:\n  duplicate-deck: off\n"
                                           "  duplicate-player: error\n")
    code, results = check(batch)
    assert code == 1
    assert [[r for r, _s, _m in found(result)] for result in results] == [
        ["duplicate-player"], [], [], ["duplicate-player"]]
    assert [r["status"] for r in results] == ["illegal", "legal", "legal", "illegal"]


def test_same_list_same_player_is_only_a_duplicate_player(tmp_path: Path) -> None:
    write(tmp_path, "one.txt", "Alice")
    write(tmp_path, "two.txt", "ALICE")
    _code, results = check(tmp_path)
    assert [[r for r, _s, _m in found(result)] for result in results] == [
        ["duplicate-player"], ["duplicate-player"]]


def test_players_of_different_events_and_empty_decks_are_not_compared(tmp_path: Path) -> None:
    write(tmp_path, "one.txt", "Alice", event="Saturday Open")
    write(tmp_path, "two.txt", "Alice", DECK40 + "Side\n1 Ignition\n", event="Sunday Cup")
    write(tmp_path, "three.txt", None, "Deck\n")
    write(tmp_path, "four.txt", None, "Deck\n")
    _code, results = check(tmp_path)
    # four, one, three, two: the empty decks name no player, so are not compared (and
    # hold no card: no fingerprint, which a note says)
    assert [[r for r, _s, _m in found(result) if r != "zone-size"] for result in results] == [
        ["no-player", "reading"], [], ["no-player", "reading"], []]


def test_every_list_is_of_the_run_event(tmp_path: Path) -> None:
    """Under ``--event "Spring Open"`` every list is a submission of that event: Xena's
    list naming it, her list naming none and her list naming another event are three
    lists for one event (a second list must not escape by naming another event), and
    the one naming another event gets a note on its ``Event:`` line; without ``--event``
    each list is of the event it names, and a list naming none is of no event."""
    write(tmp_path, "a.txt", "Xena", event="Spring Open")
    write(tmp_path, "b.txt", "Xena", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "c.txt", "Xena", DECK40 + "Side\n1 Tide\n", event="Autumn Cup")
    a, b, c = (str(tmp_path / name) for name in ("a.txt", "b.txt", "c.txt"))
    code, results = check(tmp_path, "--event", "  spring  OPEN ")
    assert code == 0
    assert [found(result) for result in results] == [
        [("duplicate-player", "warning", f"player Xena also submitted {b} (Xena), {c} "
          "(Xena)")],
        [("duplicate-player", "warning", f"player Xena also submitted {a} (Xena), {c} "
          "(Xena)")],
        [("duplicate-player", "warning", f"player Xena also submitted {a} (Xena), {b} "
          "(Xena)"),
         ("reading", "info", "the decklist names the event 'Autumn Cup'; judged as a list "
          "of 'spring OPEN' (--event)")]]
    assert [v["line"] for v in results[2]["violations"]] == [2, 3]  # type: ignore[index]
    # the report keeps what each list said (the CSV shows the run's event for b.txt)
    assert [result.get("event") for result in results] == ["Spring Open", None, "Autumn Cup"]
    _code, results = check(tmp_path)
    assert [found(result) for result in results] == [[], [], []]
    # the same event written otherwise is no other event
    _code, results = check(tmp_path, "--event", "Autumn-Cup!")
    assert [v for _r, _s, v in found(results[0]) if _r == "reading"] == [
        "the decklist names the event 'Spring Open'; judged as a list of 'Autumn-Cup!' "
        "(--event)"]
    assert [r for r, _s, _m in found(results[2])] == ["duplicate-player"]


def test_unjudged_files_keep_their_player_and_count_as_submissions(tmp_path: Path) -> None:
    write(tmp_path, "one.txt", "Alice")
    (tmp_path / "two.txt").write_text("Format: no-such/format\nPlayer: Alice\nEvent: Open\n"
                                      + DECK40)
    code, results = check(tmp_path)
    assert code == 2
    assert (results[1]["status"], results[1]["player"], results[1]["event"]) == (
        "error", "Alice", "Open")
    # one.txt has no event, two.txt has: different events, no duplicate
    assert [r for r, _s, _m in found(results[0])] == []


def test_a_sheet_says_why_a_file_was_not_judged_not_that_its_player_sent_another(
        tmp_path: Path) -> None:
    """A file not judged whose player also sent a judged list: the last page of the
    registration sheets gives its own error (it gave the duplicate-player warning, the
    batch step's finding, which is no reason it was not judged)."""
    write(tmp_path, "one.txt", "Alice")
    (tmp_path / "two.txt").write_text("# a comment\nFormat: no-such/format\nPlayer: Alice\n"
                                      + DECK40)
    sheets = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "sheet",
                                      "--date", "2025-11-04"])
    assert sheets.exit_code == 2
    left = sheets.stdout.split("<h1>Files without a sheet</h1>")[1]
    assert left.startswith(f"<ul><li>{tmp_path / 'two.txt'}: not judged (no format &#x27;"
                           "no-such/format&#x27;")
    assert "also submitted" not in left


def test_found_the_same_in_worker_processes(tmp_path: Path) -> None:
    for number in range(200):  # a batch large enough for workers; two lists
        side = "1 Ignition" if number % 2 else "1 Tide"
        player = f"Player {number % 199}"  # the last deck is Player 0's second
        write(tmp_path, f"deck{number:03}.txt", player, f"{DECK40}Side\n{side}\n")
    one_code, in_process = check(tmp_path, "--jobs", "1")
    two_code, in_workers = check(tmp_path, "--jobs", "2")
    assert in_process == in_workers and one_code == two_code == 0
    assert all(found(r)[0][0] == "duplicate-deck" for r in in_process)
    assert found(in_process[0])[0][2].endswith(" and 94 more")
    assert [[(v["rule"], v["line"]) for v in in_workers[n]["violations"]  # type: ignore[attr-defined]
             if v["rule"] == "duplicate-player"] for n in (0, 1, 199)] == [
        [("duplicate-player", 2)], [], [("duplicate-player", 2)]]


def test_the_rich_summary_lists_legal_decks_the_batch_found_twice(tmp_path: Path) -> None:
    """An organizer looks at every deck of a player who sent two, legal or not."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, "a.txt", "Alice")
    write(tmp_path, "b.txt", "Alice", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "c.txt", "Carol", DECK40 + "Side\n1 Tide\n")
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "rich"],
                                 env={"COLUMNS": "200"})
    table = outcome.stdout[outcome.stdout.index("Decks to look at"):]
    assert outcome.exit_code == 0
    assert "a.txt" in table and "b.txt" in table and "c.txt" not in table
    assert table.count("[duplicate-player] player Alice also submitted") == 2


def test_duplicate_deck_names_only_the_other_players_decks(tmp_path: Path) -> None:
    """Alice sent one list twice and Bob the same list: Alice's files name Bob's deck
    only (her own copy is the duplicate-player warning's), Bob's names both of hers."""
    write(tmp_path, "a.txt", "Alice")
    write(tmp_path, "b.txt", "Bob")
    write(tmp_path, "c.txt", "ALICE")
    _code, results = check(tmp_path)
    a, b, c = (str(tmp_path / name) for name in ("a.txt", "b.txt", "c.txt"))
    fingerprint = results[0]["fingerprint"]
    same = f"the same deck (fingerprint {fingerprint}) as"
    assert [found(result) for result in results] == [
        [("duplicate-deck", "info", f"{same} {b} (Bob)"),
         ("duplicate-player", "warning",
          f"player Alice also submitted {c} (ALICE, the same deck)")],
        [("duplicate-deck", "info", f"{same} {a} (Alice), {c} (ALICE)")],
        [("duplicate-deck", "info", f"{same} {b} (Bob)"),
         ("duplicate-player", "warning",
          f"player ALICE also submitted {a} (Alice, the same deck)")]]
    assert [v["count"] for r in results for v in r["violations"]  # type: ignore[attr-defined]
            if v["rule"] == "duplicate-deck"] == [2, 3, 2]


def test_a_file_named_again_is_one_decklist_not_a_second_submission(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``cardtools check decks/ decks/alice.txt`` (a late file named beside its folder)
    or one file named twice: judged once, where first met, and no player is said to
    have submitted that very file again."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir()
    write(tmp_path / "decks", "alice.txt", "Alice")
    write(tmp_path / "decks", "bob.txt", "Bob", DECK40 + "Side\n1 Ignition\n")
    (tmp_path / "decks" / "notes.png").write_bytes(b"%PDF")
    outcome = CliRunner().invoke(app, [
        "check", "decks/alice.txt", "decks", "./decks/alice.txt", "decks/", "--report",
        "json", "--date", "2025-11-04"])
    report = json.loads(outcome.stdout)
    assert outcome.exit_code == 0
    assert [r["path"] for r in report["results"]] == ["decks/alice.txt", "decks/bob.txt"]
    assert [found(r) for r in report["results"]] == [[], []]
    assert report["summary"] == {"files": 2, "legal": 2, "illegal": 0, "error": 0,
                                 "skipped": 1}
    assert report["skipped"] == [{"path": "decks/notes.png", "reason": "not a decklist (.png)"}]


@pytest.mark.parametrize("order", [("decks", "decks/.late.txt"), ("decks/.late.txt", "decks")])
def test_a_hidden_file_named_beside_its_folder_is_judged_not_also_skipped(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, order: tuple[str, str]) -> None:
    """A hidden file the walk of its folder skips, named on the command line too, is
    judged, and not listed as skipped as well (it was both: 2 files, 1 skipped)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "decks").mkdir()
    write(tmp_path / "decks", "alice.txt", "Alice")
    write(tmp_path / "decks", ".late.txt", "Bob")
    outcome = CliRunner().invoke(app, ["check", *order, "--report", "json",
                                       "--date", "2025-11-04"])
    report = json.loads(outcome.stdout)
    assert outcome.exit_code == 0
    assert sorted(r["path"] for r in report["results"]) == ["decks/.late.txt",
                                                            "decks/alice.txt"]
    assert report["summary"] == {"files": 2, "legal": 2, "illegal": 0, "error": 0}
    assert "skipped" not in report


def test_a_file_through_a_linked_folder_and_dot_dot_is_another_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``link/../bob.txt`` through a linked folder is the ``bob.txt`` beside the link's
    target, not ``bob.txt`` here: it was taken for the same file by its text alone and
    skipped, a deck holding a banned card unjudged and the run legal (exit 0). Reached
    through a link to a folder out of the folder holding it, it is not read, as a named
    link out of its folder is not (a file error, exit 2). A file's own link stays a
    decklist of its own, its player's second submission said."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "here").mkdir()
    (tmp_path / "there" / "sub").mkdir(parents=True)
    write(tmp_path / "here", "bob.txt", "Bob")
    write(tmp_path / "there", "bob.txt", "Bobby", DECK40 + "1 Crimson Ritual\n")
    (tmp_path / "here" / "link").symlink_to(tmp_path / "there" / "sub")
    (tmp_path / "here" / "copy.txt").symlink_to(tmp_path / "here" / "bob.txt")
    monkeypatch.chdir(tmp_path / "here")
    outcome = CliRunner().invoke(app, [
        "check", "bob.txt", "link/../bob.txt", "./bob.txt", "../here/bob.txt", "copy.txt",
        "--report", "json", "--date", "2025-11-04"])
    report = json.loads(outcome.stdout)
    assert outcome.exit_code == 2
    assert [(r["path"], r["status"]) for r in report["results"]] == [
        ("bob.txt", "legal"), ("link/../bob.txt", "error"), ("copy.txt", "legal")]
    assert [(v["rule"], v["message"]) for v in report["results"][1]["violations"]
            if v["severity"] == "error"] == [(
                "file-error", "reached through link, a symbolic link to a folder outside the "
                "folder holding it; not followed: the file it leads to was not read, nor judged")]


NO_PLAYER = ("no-player", "info",
             "no player named: left out of the duplicate-player and duplicate-deck checks")
NO_PLAYER_HINT = ("ask for a list naming its player (a Player: line; a sheet's Player "
                  "column), or compare this deck with the others by its fingerprint")


def test_a_deck_naming_no_player_among_named_ones_is_said_left_out(tmp_path: Path) -> None:
    """Alice's list and the same list naming no player: the copy is not compared (nothing
    says whose it is), and a note on it says so, without a line, naming Alice's deck of
    the same fingerprint; the named decks get nothing, and the verdicts stay legal. A
    deck naming no player that no other deck shares is told its fingerprint."""
    write(tmp_path, "a.txt", "Alice")
    write(tmp_path, "b.txt", None)
    write(tmp_path, "c.txt", "Carol", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "d.txt", None, DECK40 + "Side\n1 Tide\n")
    code, results = check(tmp_path)
    assert code == 0
    fingerprint = results[0]["fingerprint"]
    # the fingerprint the note gives is Alice's: the copy is hers
    assert results[1]["fingerprint"] == fingerprint
    same = (NO_PLAYER[0], NO_PLAYER[1], f"{NO_PLAYER[2]}; the same deck (fingerprint "
            f"{fingerprint}) as {tmp_path / 'a.txt'} (Alice)")
    assert [found(result) for result in results] == [[], [same], [], [NO_PLAYER]]
    note = results[1]["violations"][0]  # type: ignore[index]
    assert (note["code"], note.get("line"), note["hint"]) == (
        "CT704", 1, "ask for a list naming its player (a Player: line; a sheet's Player "
        "column), and check which player registered this list")
    alone = results[3]["violations"][0]  # type: ignore[index]
    assert alone["hint"] == f"{NO_PLAYER_HINT} {results[3]['fingerprint']}"
    assert [r["status"] for r in results] == ["legal"] * 4


@pytest.mark.parametrize("copies", [2, 3, 8])
def test_decks_naming_no_player_name_the_decks_of_their_fingerprint(tmp_path: Path,
                                                                    copies: int) -> None:
    """An MTGO ``.dek``, a Cockatrice ``.cod`` and a CSV export of Alice's list name no
    player: each note named no deck, only the fingerprint, though the run knew Alice's
    and Bob's decks share it. Each now names the others of its fingerprint, named or
    not (``(no player)``), the first five then ``and N more``, in every report (the
    message); the decks stay legal and the named decks get ``duplicate-deck`` only."""
    write(tmp_path, "alice.txt", "Alice")
    write(tmp_path, "bob.txt", "Bob")
    for number in range(copies):
        write(tmp_path, f"x{number}.txt", None)
    code, results = check(tmp_path)
    assert code == 0 and [r["status"] for r in results] == ["legal"] * (copies + 2)
    fingerprint = results[0]["fingerprint"]
    for number in range(copies):
        others = [f"{tmp_path / 'alice.txt'} (Alice)", f"{tmp_path / 'bob.txt'} (Bob)",
                  *(f"{tmp_path / f'x{other}.txt'} (no player)" for other in range(copies)
                    if other != number)]
        said = ", ".join(others[:5]) + (f" and {len(others) - 5} more" if len(others) > 5
                                         else "")
        assert found(results[number + 2]) == [(
            NO_PLAYER[0], NO_PLAYER[1],
            f"{NO_PLAYER[2]}; the same deck (fingerprint {fingerprint}) as {said}")]
    assert [v[0] for v in found(results[0])] == ["duplicate-deck"]


def test_an_empty_deck_naming_no_player_is_not_told_to_compare_its_fingerprint(
        tmp_path: Path) -> None:
    """An empty submission beside named ones has no fingerprint (its reading note says
    so): the no-player hint pointed to one all the same."""
    write(tmp_path, "a.txt", "Alice")
    (tmp_path / "b.txt").write_text("Format: mage-noir/tournament\n")
    _code, results = check(tmp_path)
    note = next(v for v in results[1]["violations"]  # type: ignore[union-attr]
                if v["rule"] == "no-player")
    assert (note["code"], note["line"], note["message"], note["hint"]) == (
        "CT704", 1, NO_PLAYER[2],
        "ask for a list naming its player (a Player: line; a sheet's Player column)")
    assert "fingerprint" not in results[1]


@pytest.mark.parametrize("blank", ["-", "?", "...", "—", "_ _"])
def test_a_player_line_of_no_letter_names_nobody(tmp_path: Path, blank: str) -> None:
    """``Player: -`` (a blank left in a form) twice is not one player's two lists: no
    duplicate-player warning (the verdict stays legal under --strict), each such list is
    one naming no player, said left out beside Alice's."""
    write(tmp_path, "a.txt", "Alice")
    write(tmp_path, "b.txt", blank, DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "c.txt", blank, DECK40 + "Side\n1 Tide\n")
    code, results = check(tmp_path, "--strict")
    assert code == 0
    assert [found(result) for result in results] == [[], [NO_PLAYER], [NO_PLAYER]]


def test_no_note_when_no_file_names_a_player(tmp_path: Path) -> None:
    """A batch of lists that all name no player (a folder of MTGO .dek files): a note on
    every deck would say nothing."""
    write(tmp_path, "a.txt", None)
    write(tmp_path, "b.txt", None)
    _code, results = check(tmp_path)
    assert [found(result) for result in results] == [[], []]


def test_a_deck_not_judged_gets_no_note_but_its_player_counts(tmp_path: Path) -> None:
    """A file not judged is reported already: no note on it; one naming a player makes
    the batch one of named players, so the deck naming none is said left out."""
    (tmp_path / "a.txt").write_text("Format: no-such/format\nPlayer: Alice\n" + DECK40)
    (tmp_path / "b.txt").write_text("Format: no-such/format\n" + DECK40)
    write(tmp_path, "c.txt", None)
    code, results = check(tmp_path)
    assert code == 2
    assert [r["status"] for r in results] == ["error", "error", "legal"]
    assert [[v for v in found(r) if v[0] == "no-player"] for r in results] == [
        [], [], [NO_PLAYER]]


def test_an_organizer_can_require_a_player_or_silence_the_note(tmp_path: Path) -> None:
    """``rules: {no-player: error}`` makes a list without a player illegal; ``off``
    drops the note; ``--strict`` leaves a note a note."""
    write(tmp_path, "a.txt", "Alice")
    write(tmp_path, "b.txt", None, DECK40 + "Side\n1 Tide\n")
    code, results = check(tmp_path, "--strict")
    assert code == 0 and found(results[1]) == [NO_PLAYER]
    (tmp_path / ".cardtools.yaml").write_text("rules:\n  no-player: error\n")
    code, results = check(tmp_path)
    assert code == 1
    assert [(r["status"], found(r)) for r in results] == [
        ("legal", []), ("illegal", [("no-player", "error", NO_PLAYER[2])])]
    (tmp_path / ".cardtools.yaml").write_text("rules:\n  no-player: off\n")
    code, results = check(tmp_path)
    assert code == 0 and [found(r) for r in results] == [[], []]


def test_an_mtgo_dek_file_among_named_lists_gets_the_note(tmp_path: Path) -> None:
    """A real MTGO .dek export (no place for a player) beside the same deck as a
    Cockatrice file naming its player: the .dek gets the note, naming Jane Doe's deck of
    its fingerprint (it gave only the fingerprint), in every report: JSON, text, HTML."""
    fixtures = Path(__file__).parent / "fixtures" / "mtg"
    for name in ("burn.dek", "burn.cod"):
        (tmp_path / name).write_bytes((fixtures / name).read_bytes())
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "json",
                                       "--format", "mtg/modern"])
    results = json.loads(outcome.stdout)["results"]
    fingerprint = results[0]["fingerprint"]
    assert results[1]["fingerprint"] == fingerprint  # the copy, named in the note
    message = (f"{NO_PLAYER[2]}; the same deck (fingerprint {fingerprint}) as "
               f"{tmp_path / 'burn.cod'} (Jane Doe)")
    assert [(r.get("player"), [v for v in found(r) if v[0] == "no-player"]) for r in results] == [
        ("Jane Doe", []), (None, [(NO_PLAYER[0], NO_PLAYER[1], message)])]
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "text",
                                       "--format", "mtg/modern"])
    assert (f"{tmp_path / 'burn.dek'}:1: info [{NO_PLAYER[0]}] {message} (ask for a list "
            "naming its player (a Player: line; a sheet's Player column), and check which "
            "player registered this list)") in outcome.stdout.splitlines()
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "html",
                                       "--format", "mtg/modern"])
    assert f'title="{html.escape(message)}">no-player</span>' in outcome.stdout


def test_the_rich_summary_counts_the_batch_findings(tmp_path: Path) -> None:
    """The totals count the decks of each duplicate finding and those naming no player;
    "Decks to look at" lists a player's two lists (a warning), not a deck with only a
    note (c.txt, the same deck as Alice's second: duplicate-deck; d.txt: no-player)."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, "a.txt", "Alice")
    write(tmp_path, "b.txt", "Alice", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "c.txt", "Carol", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "d.txt", None, DECK40 + "Side\n1 Tide\n")
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "rich",
                                       "--date", "2025-11-04"], env={"COLUMNS": "200"})
    assert outcome.exit_code == 0
    summary = outcome.stdout[outcome.stdout.index("Summary"):]
    totals = summary[:summary.index("Decks to look at")]
    head, row = (line for line in totals.splitlines() if "Files" in line or "│" in line)
    assert [cell.strip() for cell in head.strip("┃ ").split("┃")] == [
        "Files", "Legal", "Illegal", "Not judged", "Duplicate player",
        "Duplicate deck", "No player named"]
    assert [cell.strip() for cell in row.strip("│ ").split("│")] == [
        "4", "4", "0", "0", "2", "2", "1"]
    table = summary[summary.index("Decks to look at"):]
    assert [name for name in ("a.txt", "b.txt", "c.txt", "d.txt") if name in table] == [
        "a.txt", "b.txt"]


def test_quiet_summaries_still_count_the_batch_notes(tmp_path: Path) -> None:
    """``--quiet`` hides notes, and the summaries left out the decks with a note of the
    batch (two players' one list, a deck naming no player left out of the duplicate
    checks), said nowhere: the rich and html totals count them quiet or not (the html
    count of decks the quiet page does not list is no link), and the text and GitHub
    summary lines say how many notes were not shown."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, "a.txt", "Alice")
    write(tmp_path, "b.txt", "Alice", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "c.txt", "Carol", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "d.txt", None, DECK40 + "Side\n1 Tide\n")
    args = ["check", str(tmp_path), "--date", "2025-11-04", "--quiet"]
    outcome = CliRunner().invoke(app, [*args, "--report", "rich"], env={"COLUMNS": "200"})
    summary = outcome.stdout[outcome.stdout.index("Summary"):]
    head, row = (line for line in summary[:summary.index("Decks to look at")].splitlines()
                 if "Files" in line or "│" in line)
    assert [cell.strip() for cell in head.strip("┃ ").split("┃")][-3:] == [
        "Duplicate player", "Duplicate deck", "No player named"]
    assert [cell.strip() for cell in row.strip("│ ").split("│")][-3:] == ["2", "2", "1"]
    html = CliRunner().invoke(app, [*args, "--report", "html"]).stdout
    assert '<a class="box" id="count-duplicate-player" href="#rule=duplicate-player"' in html
    assert ('<div class="box" id="count-duplicate-deck" title="legal decks with only a note '
            'are not listed (--quiet)"><b>2</b>duplicate deck</div>') in html
    assert '<b>1</b>no player named</div>' in html
    for style in ("text", "github"):
        last = CliRunner().invoke(app, [*args, "--report", style]).stdout.splitlines()[-1]
        assert last.endswith("; 2 decks noted duplicate deck, 1 deck noted no player named: "
                             "notes not shown (--quiet))"), last
    last = CliRunner().invoke(app, args[:-1]).stdout.splitlines()[-1]
    assert "notes not shown" not in last


def test_the_rich_table_shows_a_second_list_that_is_also_illegal_as_one(tmp_path: Path
                                                                        ) -> None:
    """Alice's second list holds an unknown card, its first problem: the "Batch findings"
    column still says it is a second list."""
    (tmp_path / ".git").mkdir()
    write(tmp_path, "a.txt", "Alice")
    write(tmp_path, "b.txt", "Alice", DECK40 + "1 Nosuch Card\n")
    write(tmp_path, "c.txt", "Carol", DECK40 + "Side\n1 Tide\n")
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "rich",
                                       "--date", "2025-11-04"], env={"COLUMNS": "220"})
    assert outcome.exit_code == 1
    table = outcome.stdout[outcome.stdout.index("Decks to look at"):].splitlines()
    head = next(line for line in table if line.startswith("┃"))
    assert [cell.strip() for cell in head.strip("┃ ").split("┃")] == [
        "Deck", "Player", "Status", "Batch findings", "First problem"]
    rows: list[list[str]] = []
    for line in table:  # a row folded over several lines is joined back
        if line.startswith("│"):
            cells = [cell.strip() for cell in line.strip()[1:-1].split("│")]
            if cells[0]:
                rows.append(cells)
            else:
                rows[-1] = [" ".join(filter(None, pair)) for pair in zip(rows[-1], cells,
                                                                          strict=True)]
    assert rows == [
        [str(tmp_path / "a.txt"), "Alice", "legal", "duplicate-player",
         f"[duplicate-player] player Alice also submitted {tmp_path / 'b.txt'} (Alice)"],
        [str(tmp_path / "b.txt"), "Alice", "illegal", "duplicate-player",
         "[unknown-card] unknown card 'Nosuch Card'"]]


def test_lists_of_no_event_are_one_players_two_only_within_a_format(tmp_path: Path) -> None:
    """A player's own folder: a Mage Noir list and a Legacy list, no event named, are
    no second submission; two Mage Noir lists are. Under ``--event`` every list is of
    that event, whatever its format: all three are."""
    write(tmp_path, "a.txt", "Alice")
    (tmp_path / "b.txt").write_text("Format: mtg/legacy\nPlayer: Alice\n4 Lightning Bolt\n")
    write(tmp_path, "c.txt", "Alice", DECK40 + "Side\n1 Ignition\n")
    _code, results = check(tmp_path)
    assert [[v[0] for v in found(r) if v[0] == "duplicate-player"] for r in results] == [
        ["duplicate-player"], [], ["duplicate-player"]]
    _code, results = check(tmp_path, "--event", "Spring Open")
    assert [[v[0] for v in found(r) if v[0] == "duplicate-player"] for r in results] == [
        ["duplicate-player"]] * 3


def test_a_list_naming_another_event_is_a_second_list_only_within_its_format(
        tmp_path: Path) -> None:
    """Under ``--event "Main Event"``: Dana's Mage Noir list naming it and her Legacy list
    naming a side event are no second submission (both were warned, the legal list
    illegal under --strict); her second Mage Noir list naming another event is one. An
    ``Event:`` line holding a form's placeholder (``TBD``) names no event: no note."""
    write(tmp_path, "a.txt", "Dana", event="Main Event")
    (tmp_path / "b.txt").write_text("Format: mtg/legacy\nPlayer: Dana\nEvent: Legacy Side "
                                    "Event\n4 Lightning Bolt\n")
    write(tmp_path, "c.txt", "Bob", event="TBD")
    _code, results = check(tmp_path, "--event", "Main Event", "--strict")
    assert [[(r, m) for r, _s, m in found(result) if r in ("duplicate-player", "reading")]
            for result in results] == [
        [], [("reading", "the decklist names the event 'Legacy Side Event'; judged as a "
              "list of 'Main Event' (--event)")], []]
    assert results[0]["status"] == "legal"
    write(tmp_path, "d.txt", "Dana", DECK40 + "Side\n1 Ignition\n", event="Other Cup")
    _code, results = check(tmp_path, "--event", "Main Event")
    assert [[r for r, _s, _m in found(result) if r == "duplicate-player"]
            for result in results] == [["duplicate-player"], [], [], ["duplicate-player"]]


def test_a_list_of_no_format_known_is_compared_with_no_list_of_no_event(
        tmp_path: Path) -> None:
    """A deck repository's ``modern/ill.txt`` (Modern), ``magi/sup.txt`` (Magi-Nation)
    and ``magi/naroom.txt`` (no format: not judged), one Player line, no event: the
    list of no format was called a second list of both others, which were not compared
    with each other. Lists are compared only within one format; a list of no format
    known is of none, so compared with none (its error is shown already), nor is a list
    of a misspelt format. Under ``--event`` all are one event's lists: all flagged."""
    (tmp_path / "modern").mkdir()
    (tmp_path / "magi").mkdir()
    (tmp_path / "modern" / "ill.txt").write_text(
        "Format: mtg/legacy\nPlayer: Alice\n4 Lightning Bolt\n")
    write(tmp_path / "magi", "sup.txt", "Alice")
    (tmp_path / "magi" / "naroom.txt").write_text("Player: Alice\n4 Lightning Bolt\n")
    (tmp_path / "magi" / "typo.txt").write_text(
        "Format: mtg/legcy\nPlayer: Alice\n4 Lightning Bolt\n")
    _code, results = check(tmp_path)
    assert [r["status"] for r in results] == ["error", "legal", "error", "illegal"]
    assert [[v[0] for v in found(r) if v[0] == "duplicate-player"] for r in results] == [
        [], [], [], []]
    _code, results = check(tmp_path, "--event", "Spring Open")
    assert [v[2] for v in found(results[0]) if v[0] == "duplicate-player"] == [
        f"player Alice also submitted {tmp_path / 'magi' / 'sup.txt'} (Alice), "
        f"{tmp_path / 'magi' / 'typo.txt'} (Alice), {tmp_path / 'modern' / 'ill.txt'} "
        "(Alice)"]
    assert all(any(v[0] == "duplicate-player" for v in found(r)) for r in results)
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "github"])
    assert [line for line in outcome.stdout.splitlines() if line.startswith("::group::")] == [
        f"::group::{tmp_path / 'magi' / 'naroom.txt'}: not judged (1 error)",
        f"::group::{tmp_path / 'magi' / 'typo.txt'}: not judged (1 error)",
        f"::group::{tmp_path / 'modern' / 'ill.txt'}: illegal (1 error)"]


@pytest.mark.parametrize(("first", "second"), [
    ("Chloé Dupont", "Dupont, Chloe"),       # 'Last, First' of a registration form
    ("Chloé Dupont", "DUPONT Chloé"),        # surname first in capitals
    ("Jean-Luc Picard", "Picard, Jean Luc"),  # a hyphen written or not
    ("O'Brien, Miles", "Miles O’Brien"),     # straight and curly apostrophes
    ("Łukasz Żak", "lukasz  zak"),
    # letters that removing accents leaves as they are, in their forms' ASCII spelling
    ("Nguyễn Văn Đức", "NGUYEN Van Duc"),
    ("Çağla Işık", "Cagla Isik"),
    ("Þórdís Guðmundsdóttir", "Thordis Gudmundsdottir"),
    # punctuation beyond hyphens and commas: quotes a spreadsheet kept, a '!' or a '&'
    ('"Chloé Dupont"', "Dupont Chloé!"),
    # letters that only look Latin (Cyrillic В, о, М, а; Greek Ο): a second list under
    # such a name was another player's, the player's two lists unsaid
    ("Bob Martin", "\u0412\u043eb \u041c\u0430rtin"), ("Olga Berg", "\u039flga Berg")])
def test_one_player_written_in_another_order_or_punctuation_is_found(
        tmp_path: Path, first: str, second: str) -> None:
    write(tmp_path, "one.txt", first)
    write(tmp_path, "two.txt", second, DECK40 + "Side\n1 Ignition\n")
    one, two = tmp_path / "one.txt", tmp_path / "two.txt"
    _code, results = check(tmp_path)
    assert [found(result) for result in results] == [
        [("duplicate-player", "warning", f"player {first} also submitted {two} ({second})")],
        [("duplicate-player", "warning", f"player {second} also submitted {one} ({first})")]]


def test_one_players_list_in_two_spellings_is_not_a_duplicate_deck(tmp_path: Path) -> None:
    """The same list under 'Dupont, Chloe' and 'Chloé Dupont' is one player's second
    submission (duplicate-player), not a list copied by another player."""
    write(tmp_path, "one.txt", "Chloé Dupont")
    write(tmp_path, "two.txt", "Dupont, Chloe")
    _code, results = check(tmp_path)
    assert [[rule for rule, _s, _m in found(result)] for result in results] == [
        ["duplicate-player"], ["duplicate-player"]]


@pytest.mark.parametrize(("first", "second"), [
    ("Chloé Dupont", "Chloé Durand"), ("Jean Picard", "Jean-Luc Picard"),
    ("Ann Lee", "Anne Lee"), ("P1", "P11")])
def test_different_players_stay_different(tmp_path: Path, first: str, second: str) -> None:
    write(tmp_path, "one.txt", first)
    write(tmp_path, "two.txt", second, DECK40 + "Side\n1 Ignition\n")
    _code, results = check(tmp_path)
    assert [found(result) for result in results] == [[], []]


def test_one_event_written_with_other_punctuation_is_one_event(tmp_path: Path) -> None:
    """A player's two lists for 'Spring Open' and 'Spring-Open!' are one event's two
    lists (names of events are compared as players' are, the words kept in order); the
    html report's Event filter offers that event once, under its first spelling."""
    write(tmp_path, "one.txt", "Alice", event="Spring Open")
    write(tmp_path, "two.txt", "Alice", DECK40 + "Side\n1 Ignition\n", event="SPRING-OPEN!")
    write(tmp_path, "three.txt", "Bob", DECK40 + "Side\n1 Tide\n", event="Open Spring")
    _code, results = check(tmp_path)
    one, two = tmp_path / "one.txt", tmp_path / "two.txt"
    assert [found(result) for result in results] == [
        [("duplicate-player", "warning", f"player Alice also submitted {two} (Alice)")],
        [], [("duplicate-player", "warning", f"player Alice also submitted {one} (Alice)")]]
    page = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "html",
                                    "--date", "2025-11-04"]).stdout
    assert '<select id="f-event"><option value="">all</option><option value="Open Spring">' \
           'Open Spring</option><option value="Spring Open">Spring Open</option></select>' \
           in page
    from cardtools.batch import event_key
    assert {event_key(e) for e in ("Spring Open", "spring  open", "Spring-Open!")} == {
        "spring open"}


def test_player_key_folds_order_case_accents_and_punctuation() -> None:
    from cardtools.batch import player_key

    assert {player_key(name) for name in (
        "Chloé Dupont", "Dupont, Chloe", "DUPONT Chloé", " chloe\tdupont ", "Dupont Chloé.",
        "Ｃｈｌｏé Dupont")} == {"chloe dupont"}
    assert player_key("D'Angelo, Ana-María") == "ana dangelo maria"
    assert player_key("Nguyễn Văn Đức") == player_key("nguyen van duc") == "duc nguyen van"
    assert player_key("Paŀlars «Marc»") == player_key("Marc Pallars") == "marc pallars"
    assert [player_key(blank) for blank in ("", "-", "?", ", .", "()")] == [""] * 5
    # a word of Latin letters written with look-alikes is those letters; a name of
    # another alphabet stays as written
    assert player_key("\u0412\u043eb \u0418\u0432\u0430\u043d\u043e\u0432") == \
        "bob \u0438\u0432\u0430\u043d\u043e\u0432"
    assert player_key("\u0418\u0432\u0430\u043d") == "\u0438\u0432\u0430\u043d"


def test_a_name_spelt_as_german_and_nordic_ascii_forms_spell_it_is_one_player(
        tmp_path: Path) -> None:
    """ASCII forms spell German ``ü`` and ``ö`` as ``ue`` and ``oe`` and Danish ``ø``
    and ``å`` as ``oe`` and ``aa`` (``Joerg Mueller``), others drop the accent (``Jorg
    Muller``): a player registered as ``Jörg Müller`` who sent ``Joerg Mueller``'s list
    too was two players, his copy of his own list a ``duplicate-deck`` note, and no
    warning. Each spelling is one player with the name written with its letters; a
    Turkish ``Gökhan`` stays one with ``Gokhan``, and two different names stay apart."""
    write(tmp_path, "a.txt", "Jörg Müller")
    write(tmp_path, "b.txt", "Joerg Mueller")
    # each player's own list (the same under two spellings), another for the next player
    write(tmp_path, "c.txt", "Søren Åberg", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "d.txt", "Aaberg, Soeren", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "e.txt", "Gökhan Yılmaz", DECK40 + "Side\n1 Crimson Ritual\n")
    write(tmp_path, "f.txt", "Gokhan Yilmaz", DECK40 + "Side\n1 Crimson Ritual\n")
    write(tmp_path, "g.txt", "Jorg Mullen", DECK40 + "Side\n1 Ignition\n1 Crimson Ritual\n")
    _code, results = check(tmp_path)
    folder = str(tmp_path)
    # the batch's findings (Crimson Ritual is banned: an error of each deck holding it)
    assert [[f for f in found(result) if f[0] != "banned"] for result in results] == [
        [("duplicate-player", "warning", f"player Jörg Müller also submitted {folder}/b.txt "
          "(Joerg Mueller, the same deck)")],
        [("duplicate-player", "warning", f"player Joerg Mueller also submitted "
          f"{folder}/a.txt (Jörg Müller, the same deck)")],
        [("duplicate-player", "warning", f"player Søren Åberg also submitted {folder}/d.txt "
          "(Aaberg, Soeren, the same deck)")],
        [("duplicate-player", "warning", f"player Aaberg, Soeren also submitted "
          f"{folder}/c.txt (Søren Åberg, the same deck)")],
        [("duplicate-player", "warning", f"player Gökhan Yılmaz also submitted "
          f"{folder}/f.txt (Gokhan Yilmaz, the same deck)")],
        [("duplicate-player", "warning", f"player Gokhan Yilmaz also submitted "
          f"{folder}/e.txt (Gökhan Yılmaz, the same deck)")],
        []]
    from cardtools.batch import player_keys
    assert player_keys("Jörg Müller") == ("jorg muller", "joerg mueller")
    assert player_keys("Jo\u0308rg Mu\u0308ller") == ("jorg muller", "joerg mueller")
    assert player_keys("Chloé Dupont") == ("chloe dupont",) and player_keys("N/A") == ()


def test_a_player_named_in_an_xml_decks_notes_is_found_on_that_line(tmp_path: Path) -> None:
    """A Cockatrice deck's <comments> and an OCTGN deck's <notes> name the player on a
    line of their own: duplicate-player points at that line, as at a text decklist's
    Player: line (a CI report places every problem on a line)."""
    cards = "".join(f'<card number="{n}" name="{name}"/>' for n, name in
                    (line.split(" ", 1) for line in DECK40.strip().splitlines()[1:]))
    (tmp_path / "a.cod").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
        "  <deckname>Fire</deckname>\n  <comments>Format: mage-noir/tournament\n"
        f"Player: Dupont, Chloe</comments>\n  <zone name=\"main\">{cards}</zone>\n"
        "</cockatrice_deck>\n", "utf-8")
    sections = "".join(f'<card qty="{n}">{name}</card>' for n, name in
                       (line.split(" ", 1) for line in DECK40.strip().splitlines()[1:]))
    (tmp_path / "b.o8d").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<deck>\n'
        f'  <section name="Main">{sections}</section>\n'
        "  <notes><![CDATA[Format: mage-noir/tournament\n\nPlayer: CHLOÉ DUPONT]]></notes>\n"
        "</deck>\n", "utf-8")
    write(tmp_path, "c.txt", "Chloé Dupont", DECK40 + "Side\n1 Ignition\n")
    _code, results = check(tmp_path)
    assert [r["status"] for r in results] == ["legal"] * 3
    assert [[(v["rule"], v["line"]) for v in r["violations"]  # type: ignore[attr-defined]
             if v["rule"] == "duplicate-player"] for r in results] == [
        [("duplicate-player", 5)], [("duplicate-player", 6)], [("duplicate-player", 2)]]
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "text",
                                       "--date", "2025-11-04"])
    assert f"{tmp_path / 'a.cod'}:5: warning [duplicate-player] player Dupont, Chloe " \
           f"also submitted {tmp_path / 'b.o8d'} (CHLOÉ DUPONT, the same deck)" in outcome.stdout


@pytest.mark.parametrize("blank", ["N/A", "n.a.", "TBD", "Unknown", "none", "Your name"])
def test_a_forms_placeholder_names_nobody(tmp_path: Path, blank: str) -> None:
    """Two lists whose Player: line holds a form's placeholder are not one player's two
    lists (under --strict that warning would fail both decks): like a `-`, the
    placeholder names nobody, so each gets the no-player note where others name theirs."""
    write(tmp_path, "a.txt", blank)
    write(tmp_path, "b.txt", blank.upper(), DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "c.txt", "Alice")
    code, results = check(tmp_path, "--strict")
    assert code == 0
    assert [[rule for rule, _s, _m in found(result)] for result in results] == [
        ["no-player"], ["no-player"], []]
    from cardtools.batch import player_key
    assert player_key(blank) == "" and player_key(f"{blank} Dupont") != ""


@pytest.mark.parametrize("blank", ["TBD", "N/A", "-"])
def test_a_player_named_after_a_placeholder_is_the_player(tmp_path: Path, blank: str) -> None:
    """A list headed ``Player: TBD`` then ``Player: Bob`` (the form's blank left above
    the name, or kept there on purpose) was no one's: the first value was read, Bob's
    second list left out of duplicate-player with a no-player note. A placeholder names
    nobody, so the name after it is the player, said by a note on its line."""
    write(tmp_path, "a.txt", "Bob")
    (tmp_path / "b.txt").write_text(f"{HEAD}Player: {blank}\nPlayer: Bob\n{DECK40}"
                                    "Side\n1 Ignition\n", "utf-8")
    write(tmp_path, "c.txt", "Alice", DECK40 + "Side\n1 Tide\n")
    code, results = check(tmp_path, "--strict")
    assert code == 1
    assert [(result["player"], found(result)) for result in results] == [
        ("Bob", [("duplicate-player", "error",
                  f"player Bob also submitted {tmp_path / 'b.txt'} (Bob)")]),
        ("Bob", [("duplicate-player", "error",
                  f"player Bob also submitted {tmp_path / 'a.txt'} (Bob)"),
                 ("reading", "info", f"the player is given twice: 'Bob' here and '{blank}' "
                  "before (line 2), which names nobody; this one was read")]),
        ("Alice", [])]
    assert [v["line"] for v in results[1]["violations"]] == [3, 3]  # type: ignore[index]


@pytest.mark.parametrize("comment", ["# second list", "// alt", "-- v2"])
def test_a_comment_after_the_players_name_is_no_part_of_it(
        tmp_path: Path, comment: str) -> None:
    """``Player: Bob # second list`` was the player 'Bob # second list', another than
    Bob: his second list unsaid. A comment after the name is read as a comment, as
    after a format's, said by a note; a ``#`` run into a word stays in the name (``Team
    #3``, ``Bob #2``)."""
    write(tmp_path, "a.txt", "Bob")
    write(tmp_path, "b.txt", f"Bob {comment}", DECK40 + "Side\n1 Ignition\n")
    write(tmp_path, "c.txt", "Team #3", DECK40 + "Side\n1 Tide\n")
    write(tmp_path, "d.txt", "Team #4", DECK40 + "Side\n1 Tide\n1 Ignition\n")
    _code, results = check(tmp_path)
    assert [(result["player"], found(result)) for result in results] == [
        ("Bob", [("duplicate-player", "warning",
                  f"player Bob also submitted {tmp_path / 'b.txt'} (Bob)")]),
        ("Bob", [("duplicate-player", "warning",
                  f"player Bob also submitted {tmp_path / 'a.txt'} (Bob)"),
                 ("reading", "info", f"'{comment}' after the player 'Bob' is read as a "
                  "comment")]),
        ("Team #3", []), ("Team #4", [])]


NO_CARD = ("no card was read, so the deck has no fingerprint and is compared with no other")
EMPTY_SUBMISSIONS = {
    "ann.txt": "Format: mtg/modern\nPlayer: Ann Lee\nEvent: Spring Open\n# will send later\n",
    "bo.txt": "Format: mtg/modern\nPlayer: Bo Chen\n// nothing yet\n\nDeck\n\nSideboard\n",
    "cy.json": '{"format": "mtg/modern", "player": "Cy Dee", "deck": [], "side": []}',
}


def test_empty_submissions_have_no_fingerprint_and_are_no_shared_deck(tmp_path: Path) -> None:
    """Two players' files of no card line (comments, metadata and headers only) had the
    empty deck's fingerprint and Cockatrice hash: the same 'deck' under three players,
    and diff called two of them the same deck (exit 0). They have none, a note says why,
    and diff compares no such list."""
    for name, text in EMPTY_SUBMISSIONS.items():
        (tmp_path / name).write_text(text, "utf-8")
    outcome = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "json",
                                       "--date", "2026-08-22", "--isolated"])
    results = json.loads(outcome.stdout)["results"]
    assert outcome.exit_code == 1
    assert [(result["status"], "fingerprint" in result, "cockatrice_hash" in result,
             [(v["rule"], v["severity"], v["line"], v["message"], v.get("hint"))
              for v in result["violations"]]) for result in results] == [
        ("illegal", False, False, [
            ("reading", "info", 1, NO_CARD,
             "a broken or unsaved submission? submit the decklist again"),
            ("zone-size", "error", line, "Main deck: 0 cards; at least 60", "add 60 cards to "
             "the main deck")]) for line in (1, 5, 1)]
    rows = csv_report_rows(CliRunner().invoke(app, [
        "check", str(tmp_path), "--report", "csv", "--date", "2026-08-22", "--isolated"]).stdout)
    assert [row[7:9] for row in rows[1:]] == [["", ""]] * 3
    sheets = CliRunner().invoke(app, ["check", str(tmp_path), "--report", "sheet",
                                      "--date", "2026-08-22", "--isolated"]).stdout
    assert sheets.count("no fingerprint (no card was read)") == 3
    for pair in (["ann.txt", "bo.txt"], ["ann.txt", "ann.txt"]):
        diff = CliRunner().invoke(app, ["diff", *(str(tmp_path / name) for name in pair)])
        assert (diff.exit_code, diff.stdout) == (2, "")
        assert diff.stderr.splitlines() == [
            f"{tmp_path / name}: no card was read: nothing to compare (a broken or unsaved "
            "submission? submit the decklist again)" for name in dict.fromkeys(pair)]


def test_a_deck_of_one_card_is_compared_as_any_other(tmp_path: Path) -> None:
    """The other side of the empty decks: a list of one card has a fingerprint, and two
    players' copies of it are one deck."""
    for name, player in (("a.txt", "Ann Lee"), ("b.txt", "Bo Chen")):
        (tmp_path / name).write_text(f"{HEAD}Player: {player}\n1 Fire Ball\n", "utf-8")
    _code, results = check(tmp_path)
    assert [[rule for rule, _s, _m in found(result)] for result in results] == [
        ["duplicate-deck", "zone-size"], ["duplicate-deck", "zone-size"]]
    assert results[0]["fingerprint"] == results[1]["fingerprint"]


#: The invisible code points of the look-alike names below.
INVISIBLE = {0x200B, 0x2060, 0xFEFF, 0x034F, 0xFE0F, 0x180B, 0x3164, 0x115F, 0xFFA0, 0x17B4,
             0xE0041}


@pytest.mark.parametrize(("one", "other"), [
    ("bob.txt", "bo\u200bb.txt"), ("bob.txt", "b\u2060ob.txt"), ("\ufeffbob.txt", "bob.txt"),
    ("caf\u00e9.txt", "cafe\u0301.txt"), ("ann.txt", "\u0430nn.txt"),
    ("Zed.txt", "zed.TXT"), ("\uff22ob.txt", "bob.txt"),
    # default-ignorable code points that are no format character (not category Cf)
    ("bob.txt", "bo\u034fb.txt"), ("bob.txt", "bo\ufe0fb.txt"), ("bob.txt", "bo\u180bb.txt"),
    ("bob.txt", "bo\u3164b.txt"), ("bob.txt", "bo\u115fb.txt"), ("bob.txt", "bo\uffa0b.txt"),
    ("bob.txt", "bo\u17b4b.txt"), ("bob.txt", "bo\U000e0041b.txt")])
def test_files_whose_names_only_look_alike_are_each_warned(
        tmp_path: Path, one: str, other: str) -> None:
    """Two submissions whose names differ invisibly (a zero-width space, a combining
    grapheme joiner, a variation selector, a Hangul filler, NFC and NFD, a Cyrillic
    ``а``, case, a full-width letter) showed as one name in every human report: each
    gets a ``look-alike`` warning naming the other (escaped as reports show a path,
    ``printable``), both written out in escapes."""
    write(tmp_path, one, "Ann")
    write(tmp_path, other, "Bob")
    write(tmp_path, "carl.txt", "Carl")
    code, results = check(tmp_path, "--isolated")
    by_name = {Path(str(r["path"])).name: r for r in results}
    for own, that in ((one, other), (other, one)):
        spelt = [f"{tmp_path}/{name}".encode("ascii", "backslashreplace").decode()
                 for name in (own, that)]
        shown = printable(f"{tmp_path}/{that}")
        # an invisible character is said set aside, by its code point
        hidden = sorted({f"U+{ord(c):04X}" for c in one + other if ord(c) in INVISIBLE})
        aside = f"invisible characters set aside ({', '.join(hidden)}), " if hidden else ""
        assert [v for v in found(by_name[own]) if v[0] == "look-alike"] == [(
            "look-alike", "warning", f"the file's name looks like {shown} "
            f"({by_name[that]['player']}): the same once {aside}Unicode-normalised (NFKC), "
            f"case-folded and look-alike letters folded (written out: {'; '.join(spelt)})")]
    assert code == 0
    assert [v for v in found(by_name["carl.txt"]) if v[0] == "look-alike"] == []


@pytest.mark.parametrize(("typed", "other"), [
    ("lat\\xe9.txt", "lat\udce9.txt"), ("new\\nline.txt", "new\nline.txt"),
    ("tab\\tbed.txt", "tab\tbed.txt"), ("esc\\x1b.txt", "esc\x1b.txt")])
def test_a_name_holding_a_typed_escape_is_warned_beside_the_name_it_reads_as(
        tmp_path: Path, typed: str, other: str) -> None:
    """``lat\\xe9.txt`` (a typed backslash escape) and ``lat<E9>.txt`` (the byte, which
    reports escape so) showed as one name in every human report, unwarned: reports show
    the name as people read it (``printable``), so two names shown alike each get a
    ``look-alike`` warning, written out with the typed backslash doubled."""
    write(tmp_path, typed, "Mallory")
    write(tmp_path, other, "Alice")
    write(tmp_path, "carl.txt", "Carl")
    code, results = check(tmp_path, "--isolated")
    by_player = {r["player"]: r for r in results}
    shown = printable(f"{tmp_path}/{other}")
    assert shown == printable(f"{tmp_path}/{typed}")
    spelt = {"Mallory": f"{tmp_path}/{typed}".replace("\\", "\\\\"),
             "Alice": shown}
    for own, that in (("Mallory", "Alice"), ("Alice", "Mallory")):
        assert [v for v in found(by_player[own]) if v[0] == "look-alike"] == [(
            "look-alike", "warning", f"the file's name looks like {shown} ({that}): reports "
            f"show both as {shown}, one holding what the other's escape stands for "
            f"(written out: {spelt[own]}; {spelt[that]})")]
    assert code == 0
    assert [v for v in found(by_player["Carl"]) if v[0] == "look-alike"] == []


@pytest.mark.parametrize(("one", "other"), [
    ("Strau\u00df.txt", "Strauss.txt"), ("wei\u00df.txt", "WEISS.txt")])
def test_a_sharp_s_and_two_s_are_no_look_alike_names(tmp_path: Path, one: str,
                                                      other: str) -> None:
    """Case folding writes ``ß`` as ``ss``: Anna Strauß's and Tom Strauss's files, which
    no disk takes for one, were each warned (under ``--strict`` both decks failed)."""
    write(tmp_path, one, "Anna")
    write(tmp_path, other, "Tom")
    code, results = check(tmp_path, "--isolated", "--strict")
    assert code == 0
    assert [v for r in results for v in found(r) if v[0] == "look-alike"] == []
