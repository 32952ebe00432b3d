"""A file is told a decklist by the cards its lines name, by every name the card data
gives a card exactly (``CardDatabase.knows_name``: its own, in another language, an
alias, a face's; case, accents and look-alike letters folded), never by a name within a
typo of one. A text list written with French card names and saved as ``.csv`` or
``.yaml`` was skipped in a walk ("a CSV file with no card columns") or refused ("its card
lines name no known card"), its banned card unseen, where the same list in English was
judged illegal; so were ``1 Rituel`` then ``pourpre``, Crimson Ritual broken over two
lines.

Each check asserts the exit code, the status, the rule, the message and the line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtools.cardfiles import bundled_database
from cardtools.decklist import names_cards
from tests.conftest import invoke

ROOT = Path(__file__).resolve().parent.parent
MAGE_NOIR = "mage-noir/tournament"
LEGAL_40 = (ROOT / "tests" / "fixtures" / "decks" / "mage-noir-40.txt").read_text("utf-8")
#: The forty cards of ``LEGAL_40`` by their French names, each with its count, and the
#: banned Crimson Ritual by its French name.
FRENCH = [(4, "Boule de feu"), (4, "Tornade"), (4, "Lame d'air"), (4, "Graine"),
          (4, "Projectile de flamme"), (4, "Souffle"), (4, "Vents favorables"),
          (4, "Armure d'écorce"), (4, "Gouttelette"), (4, "Goutte d'eau"),
          (1, "Rituel pourpre")]
BANNED = ("Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, where the "
          "recorded lists start)")

#: The same French list in the shapes a player saves a text list in.
SHAPES = {
    "count-name.csv": ("".join(f"{count},{name}\n" for count, name in FRENCH), 11),
    "per-copy.csv": ("Carte\n" + "".join(f"{name}\n" * count for count, name in FRENCH), 42),
    "lines.yaml": ("".join(f"{count} {name}\n" for count, name in FRENCH), 11),
    "list.yaml": ("".join(f"- {count} {name}\n" for count, name in FRENCH), 11),
}


def test_a_card_is_known_by_each_name_it_answers_to_exactly() -> None:
    """Its own name, its French name in any case, with an accent more or a Cyrillic
    letter, an alias; not a name a letter short, nor a word of a name."""
    database = bundled_database("mage-noir")
    known = ["Crimson Ritual", "Rituel pourpre", "RITUEL POURPRE", "Rituél pourpre",
             "Rituel p\u043eurpre", "Forged Blade", "Armure d\u2019écorce"]
    assert [database.knows_name(name) for name in known] == [True] * len(known)
    assert [database.knows_name(name) for name in ("Rituel pourpr", "Rituel", "pourpre")] \
        == [False, False, False]


def test_names_cards_knows_other_languages_faces_and_no_typos() -> None:
    """Magic's French ``Foudre`` (Lightning Bolt), the face ``Burn`` of Turn // Burn;
    ``Fouddre`` within a typo only when asked (``nearly``)."""
    names = ["Foudre", "Burn", "Boule de feu", "Fouddre", "Living Room"]
    assert names_cards(names) == [True, True, True, False, False]
    assert names_cards(names, nearly=True) == [True, True, True, True, False]


@pytest.mark.parametrize("name", sorted(SHAPES))
@pytest.mark.parametrize("walked", [True, False])
def test_a_french_list_in_any_shape_is_judged_as_the_english_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, walked: bool) -> None:
    """Walked beside a legal deck or named, the French list is judged illegal for its
    banned card, the line that names it said (it was skipped, exit 0, or a file-error)."""
    monkeypatch.chdir(tmp_path)
    Path("subs").mkdir()
    Path("subs/alice.txt").write_text(LEGAL_40, "utf-8")
    text, line = SHAPES[name]
    Path("subs", name).write_text(text, "utf-8")
    result = invoke("check", "subs" if walked else f"subs/{name}", "--format", MAGE_NOIR,
                    "--isolated", "--report", "json")
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert "skipped" not in report
    [french] = [r for r in report["results"] if r["path"] == f"subs/{name}"]
    assert french["status"] == "illegal"
    assert [(v["rule"], v["message"], v["line"]) for v in french["violations"]
            if v["severity"] == "error"] == [("banned", BANNED, line)]


def test_a_walked_csv_of_magics_french_names_is_judged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``4,Foudre`` alone in a walked ``.csv`` is four Lightning Bolts (it was skipped)."""
    monkeypatch.chdir(tmp_path)
    Path("subs").mkdir()
    Path("subs/bob.csv").write_text("4,Foudre\n", "utf-8")
    result = invoke("check", "subs", "--format", "mtg/modern", "--isolated", "--report",
                    "json")
    assert result.exit_code == 1
    [found] = json.loads(result.stdout)["results"]
    assert (found["path"], found["status"]) == ("subs/bob.csv", "illegal")
    assert [(v["rule"], v["message"]) for v in found["violations"]
            if v["severity"] == "error"] == [
        ("zone-size", "Main deck: 4 cards; at least 60")]
    assert ("no card is named '4,Foudre': read as 4 Lightning Bolt", 1) in [
        (v["message"], v["line"]) for v in found["violations"] if v["rule"] == "reading"]


def test_a_banned_french_name_broken_over_two_lines_is_the_banned_card() -> None:
    """``1 Rituel`` (a header word of Mage Noir: a grouping header with a count) then
    ``pourpre``: Crimson Ritual, banned, as ``1 Crimson`` then ``Ritual`` is (it was a
    grouping header and an unknown card ``pourpre``)."""
    deck = LEGAL_40.replace("4 Water Drop\n", "3 Water Drop\n1 Rituel\npourpre\n")
    result = invoke("check", "-", "--format", MAGE_NOIR, "--isolated", "--report", "json",
                    stdin=deck.encode())
    assert result.exit_code == 1
    [found] = json.loads(result.stdout)["results"]
    assert [(v["rule"], v["message"], v["line"]) for v in found["violations"]
            if v["severity"] == "error"] == [("banned", BANNED, 12)]
    assert [(v["message"], v["line"]) for v in found["violations"]
            if v["rule"] == "reading"] == [
        ("'Rituel' and 'pourpre' on the line after it are one card's name broken over two "
         "lines, Crimson Ritual, which the format's banned or restricted list holds: read as "
         "one card line of 1", 13)]
    assert found["zones"] == {"main": 40}


def test_a_counted_header_word_above_no_listed_card_stays_a_grouping_header() -> None:
    """``1 Rituel`` then ``Boule de feu``: no listed card together; a grouping header, as
    before, the card under it counted."""
    deck = LEGAL_40.replace("4 Water Drop\n", "1 Rituel\n4 Water Drop\n")
    result = invoke("check", "-", "--format", MAGE_NOIR, "--isolated", "--report", "json",
                    stdin=deck.encode())
    [found] = json.loads(result.stdout)["results"]
    assert (result.exit_code, found["status"], found["zones"]) == (0, "legal", {"main": 40})
