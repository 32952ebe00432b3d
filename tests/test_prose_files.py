"""Files of prose in a folder of decklists (an organizer's ``rules.txt``, a ``notes.txt``,
an e-mail's body) are no decklists: a ``file-error``, not judged (README, "Decklists").
A title, a time or a date, a label and its colon, a bullet point, another language's
sentences: each was judged an illegal deck of unknown cards. Metamorphic: prose of many
shapes is the same file-error; a real deck with prose comments, or a file with one line
naming a card (a long name, a name of words prose uses), is judged as before.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from tests.test_hostile_tricks import checker as mage_noir_checker

HINT = "submit the decklist itself: one card a line, its count first (4 Name)"
DECK = "Deck\n4 Lightning Bolt\n56 Mountain\nSideboard\n3 Blood Moon\n"
LONGEST = ("Our Market Research Shows That Players Like Really Long Card Names So We Made "
           "this Card to Have the Absolute Longest Card Name Ever Elemental")


@cache
def modern() -> Checker:
    """A Magic checker of Modern, with no project config."""
    return Checker(CheckOptions(format_id="mtg/modern", use_config=False))


def judged(text: str, checker: Checker | None = None) -> DeckResult:
    return (checker or modern()).check_bytes(text.encode(), "notes.txt")


def problems(result: DeckResult) -> list[tuple[str, str, int | None]]:
    """``(rule, message, line)`` of every error and warning."""
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity != "info"]


PROSE = [
    # the organizer's house rules: a title with no full stop, then sentences
    ("Spring Open - house rules\nRegistration closes at 9:30.\nPlease bring your own "
     "sleeves and a pen.\nDecklists must be submitted by email before Friday.\nTop 8 cut "
     "after five rounds of Swiss.\n", 5),
    ("Reminder: round 1 at 10:00, bring pens\n", 1),                 # a label, a time
    ("Round 1: 10:00\nRound 2: 11:15\n", 2),                          # times
    ("Spring Open\nSaturday 2025-04-12\n", 2),                        # a title, a date
    ("Spring Open\n12/04/2025\n", 2),
    ("Schedule: doors open early\nSee you there\n", 2),               # a label's line
    ("House rules\n- Registration closes at 9:30\n- Bring your own sleeves.\n"
     "* Top 8 on Sunday\n\u2022 Prizes for all\n", 5),                # bullet points
    ("Open de printemps - règlement\nLes inscriptions ferment à 9h30\nApportez vos "
     "protège-cartes.\n", 3),                                         # French
    ("Frühlingsturnier\nAnmeldung bis 9:30 Uhr\nBitte eigene Hüllen mitbringen.\n", 3),
    ("Torneo de primavera\nInscripciones hasta las 9.30\n¡Traed vuestras fundas!\n", 3),
    ("Torneo di primavera\nApertura porte ore 9:00\nPortate le bustine.\n", 3),
    ("Torneio de primavera\nAbertura às 9h\nTragam suas capas.\n", 3),
    ("春のオープン大会\n受付は9時30分までです\nスリーブを持参してください。\n", 3),  # Japanese
    ("Hi, here is my deck for saturday.\nI will bring it on paper.\nThanks!\n", 3),
    # one chat line: a greeting of more than five words, a sentence ended inside it
    ("Hi, here's my deck for Saturday! see attached\n", 1),
    ("here's my deck for Saturday! see attached\n", 1),
    ("Deck attached. see you at the store on Saturday\n", 1),
    ("Hello - my list for the open is in the attachment\n", 1),
    ("Thanks, see you all on Saturday at the store\n", 1),
    ("Bonjour, voici ma liste pour le tournoi de samedi\n", 1),
]


@pytest.mark.parametrize(("text", "lines"), PROSE)
def test_prose_of_any_shape_is_no_decklist(text: str, lines: int) -> None:
    """Each was an illegal deck of unknown cards and a zone-size error (exit 1)."""
    said = "1 line" if lines == 1 else f"{lines} lines"
    for checker in (modern(), mage_noir_checker()):
        result = judged(text, checker)
        assert result.status == "error"
        assert [(v.rule, v.message, v.line, v.hint) for v in result.violations] == [
            ("file-error", f"not a decklist: prose only ({said}), no card line", 1, HINT)]


@pytest.mark.parametrize("text", [
    "Spring Open - house rules\nTime Walk\n",                     # a card named alone
    f"Here is my list.\n{LONGEST}\n",                              # the longest name
    "Reminder: round 1 at 10:00\nLightnig Bolt\n",                # a misspelt card
    "Round 1: 10:00\n4 Qzxv Notacard\n",                          # a line with a count
    "Round 1: 10:00\nQzxv Notacard 4\n",                          # a count after it
    "Deck\nRegistration closes at 9:30.\n",                       # a header
    "Player: Emil\nRegistration closes at 9:30.\n",               # metadata
    "Kerblam! Warehouse\n", "Kill! Maim! Burn!\n", "Dr. Eggman\n",  # a sentence's marks
    "Good Knight\n", "Kerblam! Warehose\n",                       # in cards' names
    "kerblam! warehose\n", "ms. marvel, kamala kahn\n",           # typed in small letters
])
def test_prose_beside_a_card_line_is_judged(text: str) -> None:
    result = judged(text)
    assert result.status == "illegal"
    assert "file-error" not in [v.rule for v in result.violations]


def test_a_line_of_prose_in_a_deck_says_what_it_looks_like() -> None:
    result = judged(DECK.replace("Sideboard\n", "Reminder: bring pens\nSideboard\n"))
    assert [(rule, line) for rule, _message, line in problems(result)] == [
        ("unknown-card", 4)]
    assert problems(result)[0][1] == ("unknown card 'Reminder: bring pens': it looks like "
                                      "prose (a note), not a card")


@pytest.mark.parametrize("comment", [
    "# Spring Open - house rules", "// Registration closes at 9:30.",
    "# Reminder: round 1 at 10:00, bring pens", "# 受付は9時30分までです。",
    "// - bring pens",
])
def test_prose_comments_leave_a_deck_judged_the_same(comment: str) -> None:
    """The same deck with prose comments above, among and below its lines."""
    plain = judged(DECK)
    assert plain.status == "legal"
    lines = DECK.splitlines()
    for at in (0, 2, len(lines)):
        text = "\n".join([*lines[:at], comment, *lines[at:]]) + "\n"
        result = judged(text)
        assert (result.status, result.zones) == (plain.status, plain.zones)
        assert [(rule, message) for rule, message, _line in problems(result)] == []


@pytest.mark.parametrize("names", [
    [LONGEST], ["Time Walk"], [LONGEST, "Time Walk", "Lightning Bolt"]])
def test_a_file_of_cards_named_alone_is_judged(names: list[str]) -> None:
    """Names of many words, or words prose uses, with no count: cards, judged."""
    result = judged("".join(f"{name}\n" for name in names))
    assert result.status == "illegal"
    assert [rule for rule, _message, _line in problems(result)
            if rule not in ("card-pool", "zone-size")] == []


def test_a_file_of_one_word_a_walk_finds_is_no_decklist(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    """``notes/todo.txt`` holding ``todo`` in a folder walk was judged an illegal deck of
    the unknown card 'todo' (exit 1), while a two-line notes file was ``not a decklist``:
    a file of one short word naming no card nor near one is a ``file-error`` too. One
    card's name, with or without its count, or a near miss of one, is still judged, and
    so is a file named on the command line."""
    from typer.testing import CliRunner

    from cardtools.cli import app

    monkeypatch.chdir(tmp_path)
    files = {"notes/todo.txt": "todo\n", "notes/commented.txt": "# mine\nTODO\n",
             "decks/one.txt": "1 Black Lotus\n", "decks/bare.txt": "Black Lotus\n",
             "decks/ponder.txt": "Ponder\n", "decks/pondr.txt": "Pondr\n"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(text, "utf-8")
    outcome = CliRunner().invoke(app, ["check", ".", "--format", "mtg/vintage", "-r", "json"])
    assert outcome.exit_code == 2
    results = json.loads(outcome.stdout)["results"]
    found = {r["path"].removeprefix("./"): [(v["rule"], v["message"]) for v in r["violations"]
                                            if v["severity"] == "error"] for r in results}
    assert found["notes/todo.txt"] == [
        ("file-error", "not a decklist: one word ('todo'), no card line")]
    assert found["notes/commented.txt"] == [
        ("file-error", "not a decklist: one word ('TODO'), no card line")]
    for judged_deck in ("decks/one.txt", "decks/bare.txt", "decks/ponder.txt"):
        assert [rule for rule, _ in found[judged_deck]] == ["zone-size"]
    assert [rule for rule, _ in found["decks/pondr.txt"]] == ["unknown-card", "zone-size"]
    named = CliRunner().invoke(app, ["check", "notes/todo.txt", "--format", "mtg/vintage"])
    assert "unknown card 'todo'" in named.stdout
