"""``cardtools diff`` (zone by zone, by card identity; exit 0 / 1 / 2) and ``cardtools
legality`` (a deck in every format of its game)."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.checker import Checker, CheckOptions
from cardtools.cli import app
from cardtools.formatspec import FormatRegistry
from cardtools.legality import first_reason

FIXTURES = Path(__file__).parent / "fixtures"
DECK40 = (FIXTURES / "decks" / "mage-noir-40.txt").read_text()
HEAD = "Format: mage-noir/tournament\n"


def run(*args: str) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args))
    return outcome.exit_code, outcome.stdout, outcome.stderr


def test_identical_decks_in_two_languages_and_orders(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(HEAD + DECK40)
    (tmp_path / "b.txt").write_text(HEAD + "Deck\n" + "\n".join(reversed(
        DECK40.replace("4 Fire Ball", "4 Boule de feu").splitlines()[1:])) + "\n")
    code, out, err = run("diff", str(tmp_path / "a.txt"), str(tmp_path / "b.txt"))
    assert (code, err) == (0, "")
    assert out.startswith(f"{tmp_path / 'a.txt'} -> {tmp_path / 'b.txt'}: the same deck "
                          "(fingerprint ")


def test_a_magi_stack_written_without_its_header_is_the_same_deck(tmp_path: Path) -> None:
    """``diff`` reads bare Magi into the stack as ``check`` does (one reading for both)."""
    deck = (FIXTURES / "magi_nation" / "naroom-40.txt").read_text()
    head = "Format: magi-nation/standard\n"
    (tmp_path / "a.txt").write_text(head + "Evu\nTryn\nYaki\n\n" + deck)
    (tmp_path / "b.txt").write_text(head + "Magi\nEvu\nTryn\nYaki\nDeck\n" + deck)
    code, out, err = run("diff", str(tmp_path / "a.txt"), str(tmp_path / "b.txt"))
    assert (code, err) == (0, "")
    assert "the same deck (fingerprint " in out


def test_added_removed_and_moved_zone_by_zone(tmp_path: Path) -> None:
    (tmp_path / "registered.txt").write_text(HEAD + DECK40 + "Side\n2 Ignition\n1 Tide\n")
    played = (DECK40.replace("4 Fire Ball\n", "3 Fire Ball\n")
              .replace("4 Seed\n", "4 Seed\n1 Ignition\n"))
    (tmp_path / "played.txt").write_text(HEAD + played + "Side\n1 Ignition\n1 Fire Ball\n"
                                         "1 Crimson Ritual\n")
    code, out, _err = run("diff", str(tmp_path / "registered.txt"),
                          str(tmp_path / "played.txt"))
    assert code == 1
    assert out.splitlines()[1:] == [
        "Side deck:",
        "  - 1 Tide",
        "  + 1 Crimson Ritual",
        "moved:",
        "  1 Fire Ball: Deck -> Side deck",
        "  1 Ignition: Side deck -> Deck",
    ]
    assert out.splitlines()[0] == (
        f"{tmp_path / 'registered.txt'} -> {tmp_path / 'played.txt'}: 4 cards differ "
        "(1 out, 1 in, 2 moved between zones); fingerprints 005b0faa3cd1 and 41b2caed42d5")


COMMANDER_REGISTERED = "Commander\n1 Thrasios, Triton Hero\nDeck\n98 Island\n1 Swamp\n"
#: Magic Online's text export of it: the commander is the sideboard's last block.
COMMANDER_MTGO = "98 Island\n1 Swamp\n\n1 Thrasios, Triton Hero\n"


@pytest.mark.parametrize(("registered_head", "options"), [
    ("", ("--format", "mtg/commander")),
    ("Format: mtg/commander\n", ()),
    ("Format: mtg/commander\n", ("--format", "mtg/commander"))])
def test_a_commander_registration_and_its_mtgo_export_are_one_deck(
        tmp_path: Path, registered_head: str, options: tuple[str, ...]) -> None:
    """diff said "moved: Thrasios: Deck -> Side deck" for a Commander registration and
    its MTGO export: read by the format (``--format``, or the registered list's when the
    played list names none), the export's last block is the command zone."""
    (tmp_path / "registered.txt").write_text(registered_head + COMMANDER_REGISTERED)
    (tmp_path / "mtgo.txt").write_text(COMMANDER_MTGO)
    code, out, err = run("diff", str(tmp_path / "registered.txt"), str(tmp_path / "mtgo.txt"),
                         *options)
    assert (code, err) == (0, "")
    assert out == (f"{tmp_path / 'registered.txt'} -> {tmp_path / 'mtgo.txt'}: the same "
                   "deck (fingerprint 85b3d8ddb3c0)\n")


COMMANDER_COD = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
  <zone name="main"><card number="98" name="Island"/><card number="1" name="Swamp"/></zone>
  <zone name="side"><card number="1" name="Thrasios, Triton Hero"/></zone>
</cockatrice_deck>
"""


@pytest.mark.parametrize("export", [("mtgo.txt", COMMANDER_MTGO), ("deck.cod", COMMANDER_COD)])
def test_swapping_the_two_files_never_changes_the_verdict(
        tmp_path: Path, export: tuple[str, str]) -> None:
    """A client's export (no Format: line) given first and the registration naming its
    format second: the export is read by that format too, as in the other order, so the
    commander its sideboard holds is the command zone's; another commander differs."""
    name, text = export
    (tmp_path / "registered.txt").write_text("Format: mtg/commander\n" + COMMANDER_REGISTERED)
    (tmp_path / name).write_text(text)
    registered, exported = str(tmp_path / "registered.txt"), str(tmp_path / name)
    for first, second in ((registered, exported), (exported, registered)):
        code, out, _err = run("diff", first, second)
        assert (code, out) == (
            0, f"{first} -> {second}: the same deck (fingerprint 85b3d8ddb3c0)\n")
    other = COMMANDER_REGISTERED.replace("Thrasios, Triton Hero", "Urza, Lord High Artificer")
    (tmp_path / "other.txt").write_text("Format: mtg/commander\n" + other)
    code, out, _err = run("diff", exported, str(tmp_path / "other.txt"))
    assert code == 1
    assert out.splitlines()[1:] == ["Command zone:", "  - 1 Thrasios, Triton Hero",
                                    "  + 1 Urza, Lord High Artificer"]


def test_a_commander_moved_to_the_sideboard_without_a_format_gets_the_hint(
        tmp_path: Path) -> None:
    """A Moxfield registration (``*CMDR*``) and its MTGO export, neither naming a format:
    the export's commander is read in its sideboard, and nothing said why (a judge
    following README's ``diff`` example saw a moved commander); the hint names the fix."""
    (tmp_path / "registered.txt").write_text(
        "1 Thrasios, Triton Hero *CMDR*\n98 Island\n1 Swamp\n")
    (tmp_path / "mtgo.txt").write_text(COMMANDER_MTGO)
    code, out, err = run("diff", str(tmp_path / "registered.txt"), str(tmp_path / "mtgo.txt"))
    assert (code, out.splitlines()[1:]) == (
        1, ["moved:", "  1 Thrasios, Triton Hero: Command zone -> Sideboard"])
    assert err.splitlines()[-1] == (
        f"hint: neither list names a format, so {tmp_path / 'mtgo.txt'}, without a command "
        "zone, read its last block (where a client's export, MTGO's, writes the commander) "
        "as its sideboard: give --format with the deck's format to read both by it")
    code, out, err = run("diff", str(tmp_path / "registered.txt"), str(tmp_path / "mtgo.txt"),
                         "--format", "mtg/commander")
    assert (code, "hint" in err) == (0, False)


@pytest.mark.parametrize("registered_first", [True, False])
def test_a_commander_list_written_commander_first_names_its_first_block(
        tmp_path: Path, registered_first: bool) -> None:
    """A Commander list of the commander, a blank line and the 99, beside a Moxfield
    list: its first block was set apart as the sideboard, but the hint said "its last
    block": it names the block the reader set apart, and that list's file, in either
    order."""
    (tmp_path / "moxfield.txt").write_text(
        "Commander\n1 Thrasios, Triton Hero\n\nDeck\n98 Island\n1 Swamp\n")
    (tmp_path / "cmdr.txt").write_text("1 Thrasios, Triton Hero\n\n98 Island\n1 Swamp\n")
    files = [str(tmp_path / "moxfield.txt"), str(tmp_path / "cmdr.txt")]
    code, _out, err = run("diff", *(files if registered_first else files[::-1]))
    assert code == 1
    assert err.splitlines()[-1] == (
        f"hint: neither list names a format, so {files[1]}, without a command zone, read "
        "its first block (where a list may write its commander first) as its sideboard: "
        "give --format with the deck's format to read both by it")


def test_a_declared_companion_differs_from_none_without_a_format(tmp_path: Path) -> None:
    """An Arena list declaring Kaheera and its MTGO export (Kaheera in the sideboard),
    neither naming a format, were "the same deck", while Pioneer judges the declared
    companion (an error) and the other (a warning) apart."""
    (tmp_path / "arena.txt").write_text(
        "Companion\n1 Kaheera, the Orphanguard\n\nDeck\n60 Plains\n\nSideboard\n"
        "1 Kaheera, the Orphanguard\n")
    (tmp_path / "mtgo.txt").write_text("60 Plains\n\n1 Kaheera, the Orphanguard\n")
    for options in ((), ("--format", "mtg/pioneer")):
        code, out, _err = run("diff", str(tmp_path / "arena.txt"), str(tmp_path / "mtgo.txt"),
                              *options)
        assert (code, out.splitlines()[1:]) == (
            1, ["Companion:", "  - 1 Kaheera, the Orphanguard"])
        assert "1 card differs (1 out, 0 in)" in out


def test_magic_zones_are_named_by_magics_data_without_a_format(tmp_path: Path) -> None:
    """Without a format, Magic's zones were named with Mage Noir's words (Deck, Side
    deck): the game data's ``zone_labels`` name them (Main deck, Sideboard, Command
    zone); an unknown ``--format`` is exit 2, naming it."""
    (tmp_path / "registered.txt").write_text(COMMANDER_REGISTERED + "Sideboard\n1 Duress\n")
    (tmp_path / "mtgo.txt").write_text(COMMANDER_MTGO.replace("1 Swamp", "1 Mountain"))
    code, out, _err = run("diff", str(tmp_path / "registered.txt"), str(tmp_path / "mtgo.txt"))
    assert code == 1
    assert out.splitlines()[1:] == [
        "Main deck:", "  - 1 Swamp", "  + 1 Mountain",
        "Sideboard:", "  - 1 Duress",
        "moved:", "  1 Thrasios, Triton Hero: Command zone -> Sideboard"]
    assert "4 cards differ (2 out, 1 in, 1 moved between zones); fingerprints " in out
    code, out, err = run("diff", str(tmp_path / "registered.txt"), str(tmp_path / "mtgo.txt"),
                         "--format", "mtg/nope")
    assert (code, out) == (2, "")
    assert "cardtools: error: no format 'mtg/nope'; formats of mtg: mtg/brawl, " in err


def test_every_decklist_form_compares_by_identity(tmp_path: Path) -> None:
    code, out, err = run("diff", str(FIXTURES / "mtg" / "burn.dek"),
                         str(FIXTURES / "mtg" / "burn.cod"))
    assert code == 0 and "the same deck (fingerprint c9bdeedc6a20)" in out
    # the .dek names no format: it is read by the .cod's (Format: modern), no game guessed
    assert err == ""
    code, out, err = run("diff", str(FIXTURES / "mtg" / "burn.dek"),
                         str(FIXTURES / "mtg" / "burn.dek"))
    assert code == 0 and "the same deck (fingerprint c9bdeedc6a20)" in out
    assert err == f"{FIXTURES / 'mtg' / 'burn.dek'}: game guessed: mtg (its card data knows " \
                  "all 22 of the deck's card names)\n"
    text = tmp_path / "burn.txt"
    text.write_text("Format: modern\n4 Goblin Guide\n")
    code, out, _err = run("diff", str(FIXTURES / "mtg" / "burn.cod"), str(text))
    assert code == 1 and "  - 4 Lightning Bolt" in out and "  - 1 Fire // Ice" in out


def test_unknown_cards_and_unreadable_files(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(HEAD + DECK40 + "1 Fireballl\n")
    (tmp_path / "b.txt").write_text(HEAD + DECK40 + "1 FIREBALLL\n1 Tornadoo\n")
    (tmp_path / "binary.txt").write_bytes(b"\x00\x01")
    code, out, _err = run("diff", str(tmp_path / "a.txt"), str(tmp_path / "b.txt"))
    # one unknown name in two spellings is one identity; shown as the list first wrote it
    assert code == 1 and out.splitlines()[1:] == ["Deck:", "  + 1 Tornadoo (unknown card)"]
    (tmp_path / "b.txt").write_text(HEAD + DECK40)
    code, out, _err = run("diff", str(tmp_path / "a.txt"), str(tmp_path / "b.txt"))
    assert code == 1 and out.splitlines()[1:] == ["Deck:", "  - 1 Fireballl (unknown card)"]
    code, out, err = run("diff", str(tmp_path / "a.txt"), str(tmp_path / "binary.txt"))
    assert (code, out) == (2, "")
    # on line 1, as check's text report says a file it could not read
    assert err == (f"{tmp_path / 'binary.txt'}:1: error [file-error] file holds NUL bytes: it "
                   "is binary, not a decklist\n")
    code, _out, err = run("diff", str(tmp_path / "a.txt"), str(tmp_path / "missing.txt"))
    assert (code, err) == (2, f"{tmp_path / 'missing.txt'}:1: error [file-error] no such "
                              "file\n")
    _code, checked, _err = run("check", str(tmp_path / "missing.txt"), "--report", "text")
    assert checked.splitlines()[0] == err.rstrip("\n")


@pytest.mark.parametrize("game_line", ["Game: Mage Noir", "Game: mage noir", "Jeu: Mage Noir"])
def test_a_game_written_by_its_name_is_read_by_legality_diff_and_read(
        tmp_path: Path, game_line: str) -> None:
    """A list whose Game: line names its game by a name (README: in any case), with no
    Format: line: legality judged it in no format ("legal in 0 of 0 formats", exit 1),
    diff called it a deck of the game 'Mage Noir', not of mage-noir (exit 1), with
    a fingerprint check never gives, and read wrote "game": "Mage Noir"."""
    named = tmp_path / "named.txt"
    named.write_text(f"{game_line}\n{DECK40}", "utf-8")
    (tmp_path / "with_format.txt").write_text(HEAD + DECK40, "utf-8")
    code, out, _err = run("legality", str(named), "--report", "text")
    assert code == 0 and "legal in 1 of 1 format: mage-noir/tournament" in out
    code, out, _err = run("diff", str(tmp_path / "with_format.txt"), str(named))
    _code, checked, _err = run("check", str(tmp_path / "with_format.txt"), "--report", "csv")
    fingerprint = next(csv.DictReader(io.StringIO(checked.lstrip("\ufeff"))))["fingerprint"]
    assert (code, out) == (0, f"{tmp_path / 'with_format.txt'} -> {named}: the same deck "
                              f"(fingerprint {fingerprint})\n")
    code, out, _err = run("read", str(named), "--to", "json")
    assert code == 0 and json.loads(out)["game"] == "mage-noir"


def test_a_file_of_two_decks_is_not_compared(tmp_path: Path) -> None:
    """``Deck`` / 40 / blank / 40: two decks in one file, which check judges not; diff
    compared it as one deck of 80 with the 40 (exit 1, the two-decks error unsaid)."""
    (tmp_path / "one.txt").write_text(HEAD + DECK40)
    (tmp_path / "two.txt").write_text(HEAD + DECK40 + "\n" + DECK40.replace("Deck\n", ""))
    _code, checked, _err = run("check", str(tmp_path / "two.txt"), "--report", "text")
    said = [line for line in checked.splitlines() if "[file-error]" in line]
    assert len(said) == 1 and "two decks, not judged" in said[0]
    for pair in (("one.txt", "two.txt"), ("two.txt", "one.txt"), ("two.txt", "two.txt")):
        code, out, err = run("diff", *(str(tmp_path / name) for name in pair))
        assert (code, out, err) == (2, "", said[0] + "\n")


def test_lists_of_two_games_are_said_to_be_so(tmp_path: Path) -> None:
    """A played list of another game (its own ``Format:`` line names it, or it names none
    and the registered game knows none of its cards) was read in the registered list's
    game: every card of it an unknown one in. One line says the games differ, in either
    order, exit 1; ``--game`` still reads both in one game; a list of the same game that
    names none is compared card by card as before."""
    mage_noir = tmp_path / "registered.txt"
    mage_noir.write_text(HEAD + DECK40)
    magic = tmp_path / "played.txt"
    burn = ("Lightning Bolt", "Goblin Guide", "Monastery Swiftspear", "Lava Spike",
            "Rift Bolt", "Skewer the Critics")
    magic.write_text("Format: mtg/modern\n" + "".join(f"4 {name}\n" for name in burn)
                     + "36 Mountain\n")
    dek = FIXTURES / "mtg" / "burn.dek"
    for first, second, games in ((mage_noir, magic, ("mage-noir", "mtg")),
                                 (magic, mage_noir, ("mtg", "mage-noir")),
                                 (mage_noir, dek, ("mage-noir", "mtg")),
                                 (dek, mage_noir, ("mtg", "mage-noir"))):
        code, out, _err = run("diff", str(first), str(second))
        prints = {"registered.txt": "4251afb60f45", "played.txt": "129db186e5d6",
                  "burn.dek": "c9bdeedc6a20"}
        assert (code, out) == (1, f"{first} -> {second}: not the same deck: the registered "
                                  f"list is a deck of {games[0]}, the played one of {games[1]} "
                                  f"(fingerprints {prints[first.name]} and "
                                  f"{prints[second.name]})\n")
    code, out, _err = run("diff", str(mage_noir), str(magic), "--game", "mage-noir")
    assert code == 1 and "  + 4 Lightning Bolt (unknown card)" in out.splitlines()
    # one game, one list naming none: card by card
    (tmp_path / "copy.txt").write_text(DECK40.replace("4 Seed\n", "3 Seed\n1 Graine\n"
                                                      ).replace("4 Tornado\n", "3 Tornado\n"))
    code, out, _err = run("diff", str(mage_noir), str(tmp_path / "copy.txt"))
    assert (code, out.splitlines()[1:]) == (1, ["Deck:", "  - 1 Tornado"])


def test_legality_table(tmp_path: Path) -> None:
    (tmp_path / "legal.txt").write_text("Player: Alice\n" + HEAD + DECK40)
    (tmp_path / "bad.txt").write_text(HEAD + DECK40 + "1 Crimson Ritual\n")
    code, out, err = run("legality", str(tmp_path / "legal.txt"), str(tmp_path / "bad.txt"))
    assert (code, err) == (1, "")
    lines = out.splitlines()
    assert lines[0] == f"{tmp_path / 'legal.txt'} (Alice)"
    # the tournament's row of each deck's table (column widths depend on every format);
    # piped, the table is plain lines: a header, then a format and its verdict a line
    assert lines[1].split() == ["Format", "Verdict"] and "│" not in out
    legal, bad = [re.split(r"  +", line, maxsplit=1) for line in lines
                  if line.startswith("mage-noir/tournament ")]
    assert legal == ["mage-noir/tournament", "legal"]
    assert bad[1].startswith("[banned] Crimson Ritual is banned")
    assert FormatRegistry().ids(game="mage-noir") == ["mage-noir/tournament"]
    # each deck's line says the judged day (today) and the card data's date, as check's
    # summary does
    said = f" (judged as of {dt.date.today()}; card data: mage-noir 2025)"
    assert [line for line in lines if line.startswith("legal in ")] == [
        f"legal in 1 of 1 format: mage-noir/tournament{said}", f"legal in 0 of 1 format{said}"]


LEAGUE = """name: Ligue du jeudi
extends: tournament
lists:
  - date: "2026-09-01"
    unbanned: [Rituel pourpre]
    banned: [Tornade]
"""


def test_legality_takes_formats_dir_as_check_does(tmp_path: Path) -> None:
    """``legality`` had no ``--formats-dir``: a house format was judged by ``check
    --formats-dir`` but left out of ``legality`` without a config file. Each folder given
    (repeatable, as for ``check``) adds its formats to the table, a house format
    judged by its own lists (Crimson Ritual unbanned by its French name, Tornado banned),
    with no project config (``--isolated``)."""
    for folder, short in (("house", "ligue"), ("more", "club")):
        (tmp_path / folder / "mage-noir").mkdir(parents=True)
        (tmp_path / folder / "mage-noir" / f"{short}.yaml").write_text(LEAGUE, "utf-8")
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK40.replace("4 Tornado", "4 Crimson Ritual"))
    code, out, err = run("legality", str(deck), "--isolated", "--game", "mage-noir",
                         "--date", "2026-10-01",
                         "--formats-dir", str(tmp_path / "house"),
                         "--formats-dir", str(tmp_path / "more"))
    assert (code, err) == (0, "")
    rows = [re.split(r"  +", line, maxsplit=1) for line in out.splitlines()
            if line.startswith("mage-noir/")]
    assert rows[0] == ["mage-noir/club", "legal"] and rows[1] == ["mage-noir/ligue", "legal"]
    assert rows[2][1].startswith("[banned] Crimson Ritual is banned in Mage Noir tournament")
    assert next(line for line in out.splitlines() if line.startswith("legal in")).startswith(
        "legal in 2 of 3 formats: mage-noir/club, mage-noir/ligue (judged as of 2026-10-01")
    deck.write_text(DECK40)
    code, out, _err = run("legality", str(deck), "--isolated", "--game", "mage-noir",
                          "--date", "2026-10-01",
                          "--formats-dir", str(tmp_path / "house"))
    assert code == 0 and next(line for line in out.splitlines() if line.startswith(
        "legal in")).startswith("legal in 1 of 2 formats: mage-noir/tournament (")
    assert "[banned] Tornado is banned in Ligue du jeudi" in out


def test_legality_says_when_the_day_judged_is_past_the_data(tmp_path: Path) -> None:
    """Judged as of a day after the card data and the lists stop, the table is no verdict
    of that day: the ``data-age`` note says so under it, as ``check`` does; judged on a
    day the data holds, no note."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Game: mtg\n4 Lightning Bolt\n4 Brainstorm\n52 Island\n")
    code, out, err = run("legality", str(deck), "--date", "2026-12-01")
    assert (code, err) == (0, "")
    assert out.splitlines()[-2:] == [
        "legal in 2 of 12 formats: mtg/legacy, mtg/pauper (judged as of 2026-12-01; card "
        "data: mtg 2026-08-22)",
        "note: judged as of 2026-12-01, but the mtg card data and the banned and restricted "
        "lists stop on 2026-08-22: newer cards and list changes are not known"]
    code, out, err = run("legality", str(deck), "--date", "2026-08-22")
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == ("legal in 2 of 12 formats: mtg/legacy, mtg/pauper "
                                    "(judged as of 2026-08-22; card data: mtg 2026-08-22)")
    assert "note:" not in out
    # several decks: the note once, after the last (it was under each deck)
    code, out, err = run("legality", str(deck), str(deck), str(deck), "--date", "2026-12-01")
    notes = [line for line in out.splitlines() if line.startswith("note:")]
    assert notes == [out.splitlines()[-1]] and notes[0].startswith("note: judged as of 2026-12-01")


def test_a_deck_of_a_game_with_no_cards_loaded_is_not_judged(tmp_path: Path) -> None:
    """MageTCG without ``--cards``: no format can judge the deck, so ``legality`` says
    what ``check`` says, the ``no-card-data`` line with its fix, and exits 2 (it said
    "legal in 0 of 6 formats", every row ``[no-card-data]``, exit 1); with the cards
    it judges the deck in every format."""
    deck = tmp_path / "mage.txt"
    deck.write_text("Format: magetcg/ascension\nMage\n1 Iconic Seraph of Dawn\n"
                    "Deck\n4 Ember Squire\n")
    line = (f"{deck}:3: error [no-card-data] no magetcg cards are loaded, so none of this "
            "deck's cards can be checked (give the game's card file with --cards FILE (CSV, "
            "YAML or JSON), or list it under 'cards:' in .cardtools.yaml)\n")
    assert run("legality", str(deck)) == (2, "", line)
    assert run("check", str(deck))[0] == 2
    # read says it alike and writes nothing (it wrote the list, an unknown-card per line,
    # exit 1)
    for dialect in ("cardtools", "json"):
        assert run("read", str(deck), "--to", dialect) == (2, "", line)
    cards = tmp_path / "magetcg-cards.csv"
    cards.write_text("name,type,rarity,finishes\nIconic Seraph of Dawn,Character,Legendary,"
                     "standard\nEmber Squire,Character,Common,standard\n")
    code, out, err = run("legality", str(deck), "--cards", str(cards))
    assert (code, err) == (1, "")
    # as check's summary says it: no judged day for a game without dated lists
    assert out.splitlines()[-1] == f"legal in 0 of 6 formats (card data: magetcg {cards} (undated))"
    assert "no-card-data" not in out
    code, out, err = run("read", str(deck), "--to", "cardtools", "--cards", str(cards))
    assert (code, err) == (0, "")
    assert "1 Iconic Seraph of Dawn" in out.splitlines()


def test_a_legal_verdict_with_warnings_says_so(tmp_path: Path) -> None:
    """A Brawl deck of 2021, before Brawl's recorded lists (2022-04-25): legal, but bans
    were not checked; the cell says so with the first warning instead of a bare
    ``legal``."""
    deck = tmp_path / "brawl.txt"
    deck.write_text("Commander\n1 Tergrid, God of Fright\nDeck\n59 Swamp\n")
    checker = Checker(CheckOptions(format_id="mtg/brawl", as_of=dt.date(2021, 6, 1),
                                   use_config=False))
    result = checker.check_path(str(deck))
    assert result.status == "legal"
    assert first_reason(result) == (
        "legal (1 warning: [banned] the banned and restricted lists of Brawl before "
        "2022-04-25 are not recorded: bans were not checked, but for the cards recorded as "
        "banned before then (in every sanctioned format); a card on the lists of 2022-04-25 "
        "may have been on them already (each is said) (judged as of 2021-06-01))")
    code, out, _err = run("legality", str(deck), "--date", "2021-06-01")
    assert code == 0
    assert out.splitlines()[-1] == ("legal in 1 of 12 formats: mtg/brawl (judged as of "
                                    "2021-06-01; card data: mtg 2026-08-22)")
    quiet = Checker(CheckOptions(format_id="mtg/brawl", as_of=dt.date(2026, 8, 22),
                                 use_config=False))
    assert first_reason(quiet.check_path(str(deck))).startswith("[card-pool] Tergrid")


@pytest.mark.parametrize(("head", "known", "names"), [
    ("Player: Player 1", 2, 2), ("Player: Alice", 2, 2), ("Event: Round 3\nDeck: Burn 2", 2, 2),
    # a metadata value with a count that names a card is a card line of the deck
    ("Deck: Black Lotus 1", 3, 3), ("Player: Player 1\n4 Zzyzx Notacard", 2, 3)])
def test_a_game_guess_weighs_no_metadata_value_as_a_card_name(
        tmp_path: Path, head: str, known: int, names: int) -> None:
    """``Player: Player 1`` above 26 known cards said "its card data knows 26 of the
    deck's 27 card names" (``Player: Alice``: "all 26"): a metadata value with a count,
    read as a line that may be a card (one Player), was weighed as a name of the deck
    though it names no card, which the deck then does not hold."""
    deck = tmp_path / "deck.txt"
    deck.write_text(f"{head}\n4 Brainstorm\n56 Island\n")
    said = (f"all {names} of the deck's card names" if known == names
            else f"{known} of the deck's {names} card names")
    _code, _out, err = run("legality", str(deck), "--date", "2024-01-01")
    assert err == f"{deck}: game guessed: mtg (its card data knows {said})\n"
    result = Checker(CheckOptions(use_config=False)).check_path(str(deck))
    assert result.violations[0].hint.startswith(
        f"its names are cards of mtg ({known} of {names}): give one with")


def test_legality_says_how_many_more_problems_a_format_has(tmp_path: Path) -> None:
    """The table shows one problem per format: how many more errors and warnings the deck
    has there follows it, as ``check --format`` would list them."""
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Brainstorm\n56 Island\n")
    code, out, err = run("legality", str(deck), "--date", "2024-01-01")
    assert (code, err) == (0, f"{deck}: game guessed: mtg (its card data knows all 2 of the "
                              "deck's card names)\n")
    cells = _rows(out)
    assert cells["mtg/commander"] == ("[copy-limit] 4 copies of Brainstorm; at most 1 "
                                      "(singleton) (+2 more)")
    assert cells["mtg/legacy"] == "legal"
    checker = Checker(CheckOptions(format_id="mtg/commander", as_of=dt.date(2024, 1, 1),
                                   use_config=False))
    result = checker.check_path(str(deck))
    problems = [v for v in result.violations if v.severity in ("error", "warning")]
    assert len(problems) == 3
    assert first_reason(result) == f"[{problems[0].rule}] {problems[0].message} (+2 more)"


def test_legality_of_an_mtg_deck_in_every_format(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Game: mtg\n4 Lightning Bolt\n4 Brainstorm\n52 Island\n")
    code, out, _err = run("legality", str(deck), "--date", "2024-01-01")
    rows = _rows(out)
    assert code == 0
    assert rows["mtg/legacy"] == "legal"
    assert rows["mtg/vintage"].startswith("[restricted] ")
    assert rows["mtg/modern"].startswith("[card-pool] Brainstorm")
    assert sorted(rows) == FormatRegistry().ids(game="mtg")  # every format, no variant
    assert set(rows) >= {"mtg/brawl", "mtg/commander", "mtg/duel-commander", "mtg/legacy",
                         "mtg/modern", "mtg/oathbreaker", "mtg/pauper",
                         "mtg/pauper-commander", "mtg/pioneer", "mtg/premodern",
                         "mtg/standard", "mtg/vintage"}
    assert rows["mtg/commander"].startswith("[commander] no commander: the command zone must")
    # Brainstorm was on Premodern's banned list on 2024-01-01 (the history starts 2022-04-25)
    assert rows["mtg/premodern"].startswith("[banned] Brainstorm is banned in Premodern")
    # Lightning Bolt and Brainstorm are commons: legal in Pauper too
    assert [format_id for format_id, verdict in rows.items() if verdict == "legal"] == [
        "mtg/legacy", "mtg/pauper"]
    assert out.splitlines()[-1] == (f"legal in 2 of {len(rows)} formats: mtg/legacy, "
                                    "mtg/pauper (judged as of 2024-01-01; card data: mtg "
                                    "2026-08-22)")
    code, _out, err = run("legality", str(tmp_path / "missing.txt"))
    assert code == 2 and "no such file" in err


def test_diff_names_zones_as_the_format_does(tmp_path: Path) -> None:
    (tmp_path / "r.txt").write_text("Format: mtg/modern\n4 Lightning Bolt\n56 Mountain\n"
                                    "Sideboard\n2 Shock\n")
    (tmp_path / "p.txt").write_text("Format: mtg/modern\n3 Lightning Bolt\n1 Shock\n"
                                    "56 Mountain\nSideboard\n1 Shock\n1 Lightning Bolt\n"
                                    "1 Opt\n")
    code, out, _err = run("diff", str(tmp_path / "r.txt"), str(tmp_path / "p.txt"))
    assert code == 1 and out.splitlines()[1:] == [
        "Sideboard:", "  + 1 Opt", "moved:", "  1 Lightning Bolt: Main deck -> Sideboard",
        "  1 Shock: Sideboard -> Main deck"]


UNTOLD = ("error [unknown-format] cannot tell the deck's game: no Format: or Game: line, "
          "and no game's cards tell it (give --game GAME)\n")


def test_a_deck_whose_game_cannot_be_told(tmp_path: Path) -> None:
    untold = tmp_path / "u.txt"
    untold.write_text("4 Foo Bar Baz\n")
    assert run("diff", str(untold), str(untold)) == (2, "", f"{untold}:1: {UNTOLD}")
    assert run("legality", str(untold)) == (2, "", f"{untold}:1: {UNTOLD}")


SHEET = ("name,type,rarity,finishes\nUmbral Warden,Character,Common,standard\n"
         "Silent Harbinger,Spell,Common,standard\nRadiant Relay,Relic,Rare,standard\n"
         "Frost Chorus,Location,Common,standard\n")


@pytest.mark.parametrize("deck_text", [
    "Deck\n4 Umbral Warden\n4 Silent Harbinger\n", "4 Radiant Relay\n3 Frost Chorus\n",
    "Mage\n1 Umbral Warden\nDeck\n1 Silent Harbinger\n1 Radiant Relay\n1 Frost Chorus\n"])
def test_a_card_file_naming_no_game_tells_the_game_its_types_are(
        tmp_path: Path, deck_text: str) -> None:
    """An organizer's MageTCG sheet naming no game is layered on Magic's cards too (Magic
    lists no types): both games knew every name of a MageTCG deck, and ``legality`` and
    ``diff`` said "cannot tell the deck's game" (exit 2) while ``read`` wrote it as a
    Magic list. Names a game knows only through a file whose types are another game's
    tell that game nothing: every command guesses MageTCG (``read`` unsaid)."""
    sheet, deck = tmp_path / "sheet.csv", tmp_path / "deck.txt"
    sheet.write_text(SHEET)
    deck.write_text(deck_text)
    names = len([line for line in deck_text.splitlines() if line[0].isdigit()])
    said = f"{deck}: game guessed: magetcg (its card data knows all {names} of the deck's " \
           "card names)\n"
    code, out, err = run("legality", str(deck), "--cards", str(sheet))
    assert err == said and out.splitlines()[-1].startswith("legal in ")
    assert "magetcg/ascension" in out and "mtg/" not in out
    played = tmp_path / "played.txt"
    played.write_text(deck_text)
    code, out, err = run("diff", str(deck), str(played), "--cards", str(sheet))
    assert (code, err) == (0, said)  # the played list is read in the registered one's game
    code, out, err = run("read", str(deck), "--cards", str(sheet))
    assert (code, out, err) == (0, run("read", str(deck), "--cards", str(sheet), "--game",
                                       "magetcg")[1], "")
    result = Checker(CheckOptions(use_config=False, card_files=[sheet])).check_path(str(deck))
    assert result.violations[0].hint.startswith(
        f"its names are cards of magetcg ({names} of {names}): give one with")


@pytest.mark.parametrize(("sheet_text", "deck_text", "game"), [
    ("name,type\nZorbal Magi,Magi\nZorbal Beast,Creature\nZorbal Ring,Relic\n",
     "1 Zorbal Magi\n3 Zorbal Beast\n3 Zorbal Ring\n", "magi-nation"),
    ("name,type\nQuux Spell,Spell\nQuux Beast,Animal\n", "3 Quux Spell\n3 Quux Beast\n",
     "mage-noir")])
def test_a_card_file_of_new_cards_naming_no_game_tells_its_game(
        tmp_path: Path, sheet_text: str, deck_text: str, game: str) -> None:
    """New cards of a file naming no game, typed as one game's (Magi, Animal), are that
    game's; Magic, which lists no types, knew them too, and the guess was a tie."""
    sheet, deck = tmp_path / "new.csv", tmp_path / "deck.txt"
    sheet.write_text(sheet_text)
    deck.write_text(deck_text)
    _code, _out, err = run("legality", str(deck), "--cards", str(sheet))
    assert err.startswith(f"{deck}: game guessed: {game} (its card data knows all ")


def test_a_deck_on_standard_input_is_read_once_by_every_command() -> None:
    """Standard input can be read once: `legality -` read it to tell the game, then
    judged an empty second read in every format ('legal in 0 of 1 format', exit 1);
    `diff - -` compared the list with nothing; `check - -` judged it, then an empty deck.
    Each now reads the stream once, passes its bytes down to every reading of it, and
    says a - named twice; `diff - -`, one list as both, is a usage error."""
    from tests.conftest import invoke

    deck = ("Player: Alice\n" + HEAD + DECK40).encode()
    legality = invoke("legality", "-", "--date", "2025-11-04", stdin=deck)
    assert (legality.exit_code, legality.stderr) == (0, "")
    assert legality.stdout.splitlines()[0] == "- (Alice)"
    assert legality.stdout.splitlines()[-1] == (
        "legal in 1 of 1 format: mage-noir/tournament (judged as of 2025-11-04; card data: "
        "mage-noir 2025)")
    twice = ("cardtools: note: standard input (-) is named 2 times: it is read once, and "
             "each - is that list\n")
    diff = invoke("diff", "-", "-", stdin=deck)  # one list cannot be two: not compared
    assert (diff.exit_code, diff.stdout, diff.stderr) == (
        2, "", "cardtools: error: diff compares two decklists, and standard input (-) holds "
               "one: give one of them as a file (cardtools diff - PLAYED)\n")
    check = invoke("check", "-", "-", "--report", "text", "--date", "2025-11-04", stdin=deck)
    assert (check.exit_code, check.stdout, check.stderr) == (
        0, "1 file: 1 legal, 0 illegal, 0 not judged (judged as of 2025-11-04; card data: "
           "mage-noir 2025)\n", twice)
    legality = invoke("legality", "-", "-", "--date", "2025-11-04", stdin=deck)
    assert (legality.exit_code, legality.stderr) == (0, twice)
    assert legality.stdout.count("legal in 1 of 1 format: mage-noir/tournament"
                                 " (judged as of 2025-11-04; card data: mage-noir 2025)") == 2


def test_a_registered_list_on_standard_input_is_read_again_by_the_played_ones_format(
        tmp_path: Path) -> None:
    """A registered list naming no format was read by the played list's format only
    when it was a file (standard input could not be read twice): swapping the two lists
    changed the verdict. Standard input is now read once and its bytes passed down."""
    from tests.conftest import invoke

    registration = "4 Lightning Bolt\n\n1 Kalamax, the Stormsire\n"  # MTGO: the commander last
    played = tmp_path / "played.txt"
    played.write_text("Format: mtg/commander\nCommander\n1 Kalamax, the Stormsire\nDeck\n"
                      "4 Lightning Bolt\n", "utf-8")
    from_stdin = invoke("diff", "-", str(played), stdin=registration.encode())
    from_file = tmp_path / "registered.txt"
    from_file.write_text(registration, "utf-8")
    as_file = invoke("diff", str(from_file), str(played))
    assert (from_stdin.exit_code, from_stdin.stderr) == (as_file.exit_code, as_file.stderr)
    assert from_stdin.stdout == as_file.stdout.replace(str(from_file), "-")
    assert (from_stdin.exit_code, from_stdin.stdout) == (
        0, f"- -> {played}: the same deck (fingerprint cd3fb1324284)\n")


@pytest.mark.parametrize("written", ["Mage Noir", "mage_noir", "MAGE-NOIR"])
def test_game_takes_a_games_name_as_a_decklists_game_line_does(tmp_path: Path,
                                                                 written: str) -> None:
    """``--game "Mage Noir"`` (or ``--game magic``) named no game: the deck was read with
    no card known and judged in no format ('legal in 0 of 0 formats')."""
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK40, "utf-8")
    code, out, _err = run("legality", str(deck), "--game", written, "--date", "2025-11-04")
    assert (code, out.splitlines()[-1]) == (
        0, "legal in 1 of 1 format: mage-noir/tournament (judged as of 2025-11-04; card data: "
        "mage-noir 2025)")


@pytest.mark.parametrize("command", ["legality", "diff", "read"])
def test_a_game_that_is_none_is_a_usage_error(tmp_path: Path, command: str) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK40, "utf-8")
    paths = [str(deck), str(deck)] if command == "diff" else [str(deck)]
    code, out, err = run(command, *paths, "--game", "magetc")
    assert (code, out, err) == (2, "", "cardtools: error: --game: no game 'magetc'; did you "
                                       "mean magetcg? games: mage-noir, magetcg, magi-nation, "
                                       "mtg\n")


def test_legality_of_a_game_other_than_the_format_lines_judges_nothing(
        tmp_path: Path) -> None:
    """``legality --game mtg`` over a list whose Format: line names a Mage Noir format
    read its names as Magic cards: a legal deck "legal in 0 of 12 formats", exit 1. The
    list is not judged, said on its Format: line, exit 2."""
    deck = tmp_path / "deck.txt"
    deck.write_text(HEAD + DECK40, "utf-8")
    code, out, err = run("legality", str(deck), "--game", "mtg")
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == (
        f"{deck}:1: error [unknown-format] the decklist names the format "
        "'mage-noir/tournament', a mage-noir format; --game mtg reads mtg decks (read it "
        "with --game mage-noir, or leave --game out)")
    (tmp_path / "game.txt").write_text("Game: Mage Noir\n" + DECK40, "utf-8")
    code, out, err = run("legality", str(tmp_path / "game.txt"), "--game", "mtg")
    assert (code, out, err) == (2, "", (
        f"{tmp_path / 'game.txt'}:1: error [unknown-format] the decklist is a mage-noir list "
        "(Game: mage-noir); --game mtg reads mtg decks (read it with --game mage-noir, or "
        "leave --game out)\n"))
    code, out, err = run("legality", str(deck), "--game", "Mage Noir",
                         "--date", "2025-11-04")
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == (
        "legal in 1 of 1 format: mage-noir/tournament (judged as of 2025-11-04; card data: "
        "mage-noir 2025)")


@pytest.mark.parametrize("command", ["read", "diff"])
def test_a_format_and_a_game_option_of_two_games_are_a_usage_error(
        tmp_path: Path, command: str) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text(DECK40, "utf-8")
    paths = [str(deck), str(deck)] if command == "diff" else [str(deck)]
    code, out, err = run(command, *paths, "--game", "mtg", "--format", "mage-noir/tournament")
    assert (code, out, err) == (2, "", "cardtools: error: --format mage-noir/tournament is a "
                                "mage-noir format, and --game names mtg: give one of them\n")


def test_one_helper_refuses_a_format_and_a_game_of_two_games() -> None:
    """``read``, ``diff`` and the deck reader share one refusal: nothing when ``--game``
    is not given or names the format's game, else the usage error."""
    from cardtools.errors import UsageError
    from cardtools.reading import refuse_another_game

    refuse_another_game("mtg/modern", "mtg", None)
    refuse_another_game("mtg/modern", "mtg", "mtg")
    with pytest.raises(UsageError) as raised:
        refuse_another_game("modern", "mtg", "magi-nation")
    assert str(raised.value) == ("--format modern is an mtg format, and --game names "
                                 "magi-nation: give one of them")


def _player_config(tmp_path: Path, config: str) -> Path:
    """A repository whose player's folder holds a ``.cardtools.yaml`` (``config``) beside
    a deck of 4 Oko, Thief of Crowns (banned in Modern since 2020-01-14) and 56 Island."""
    (tmp_path / ".git").mkdir()
    folder = tmp_path / "subs" / "bob"
    folder.mkdir(parents=True)
    (folder / ".cardtools.yaml").write_text(config)
    deck = folder / "deck.txt"
    deck.write_text("4 Oko, Thief of Crowns\n56 Island\n")
    return deck


def _rows(out: str) -> dict[str, str]:
    """The format -> verdict rows of ``legality``'s plain tables (its output piped)."""
    rows = [re.split(r"  +", line, maxsplit=1) for line in out.splitlines()
            if line.startswith("mtg/")]
    return {format_id: verdict for format_id, verdict in rows}


def test_legality_says_a_players_config_that_turned_a_rule_off(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A player's config turning ``banned`` off made the deck legal in Modern, Legacy and
    Pioneer with no word of it (the table said a bare ``legal``): each verdict it
    weakened says so, the summary counts them and the config's changes are said under
    the table, as ``check``'s reports say them; ``--isolated`` and ``--config`` work as
    for ``check``."""
    deck = _player_config(tmp_path, "rules:\n  banned: off\n")
    monkeypatch.chdir(tmp_path)
    shown = "subs/bob/deck.txt"
    code, out, _err = run("legality", shown, "--game", "mtg", "--date", "2026-06-01")
    rows = _rows(out)
    assert code == 0
    assert rows["mtg/modern"] == "legal (config turned banned off)"
    assert rows["mtg/legacy"] == "legal (config turned banned off)"
    assert rows["mtg/standard"].startswith("[card-pool] Oko, Thief of Crowns")
    assert out.splitlines()[-2:] == [
        "legal in 4 of 12 formats (4 under config subs/bob/.cardtools.yaml that weakened "
        "the checks): mtg/legacy, mtg/modern, mtg/pioneer, mtg/vintage (judged as of "
        "2026-06-01; card data: mtg 2026-08-22)",
        "config subs/bob/.cardtools.yaml: rule banned turned off (default error)"]
    code, out, _err = run("legality", shown, "--game", "mtg", "--date", "2026-06-01",
                          "--isolated")
    assert _rows(out)["mtg/modern"] == ("[banned] Oko, Thief of Crowns is banned in Modern "
                                        "(since 2020-01-14)")
    assert out.splitlines()[-1] == ("legal in 1 of 12 formats: mtg/vintage (judged as of "
                                    "2026-06-01; card data: mtg 2026-08-22)")
    (tmp_path / "event.yaml").write_text("rules:\n  no-player: off\n")
    code, out, _err = run("legality", shown, "--game", "mtg", "--date", "2026-06-01",
                          "--config", "event.yaml")
    assert _rows(out)["mtg/modern"].startswith("[banned] Oko, Thief of Crowns is banned")
    assert "banned turned off" not in out
    code, _out, err = run("legality", str(deck), "--isolated", "--config", "event.yaml")
    assert code == 2 and "--config cannot be used with --isolated" in err


def test_diff_says_a_config_that_changed_how_a_list_was_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A config beside the played list reads it by its format and its own card file:
    ``diff`` said nothing of it. It names the config's reading changes (not its rule
    severities, which judge) on standard error; ``--isolated`` reads no config."""
    config = ("rules:\n  banned: off\nformat: mtg/modern\ncards: [extra.csv]\n")
    played = _player_config(tmp_path, config)
    (played.parent / "extra.csv").write_text("name,type\nOko Thief,Creature\n")
    (tmp_path / "registered.txt").write_text("Game: mtg\n4 Oko, Thief of Crowns\n56 Island\n")
    monkeypatch.chdir(tmp_path)
    code, out, err = run("diff", "registered.txt", "subs/bob/deck.txt")
    assert code == 0 and "the same deck" in out
    assert err == ("subs/bob/deck.txt: config subs/bob/.cardtools.yaml: format mtg/modern "
                   "(the decklist and the command line name none); cards extra.csv: adds "
                   "card Oko Thief\n")
    code, out, err = run("diff", "registered.txt", "subs/bob/deck.txt", "--isolated")
    assert (code, err) == (0, "")
    code, _out, err = run("diff", "registered.txt", "subs/bob/deck.txt", "--isolated",
                          "--config", "x.yaml")
    assert code == 2 and "--config cannot be used with --isolated" in err


def test_legality_report_json(tmp_path: Path) -> None:
    """``legality --report json``: one document in the shape of ``check``'s JSON report,
    each deck with its formats' verdicts and violations, a deck not judged with the one
    violation saying why (on standard error in text), the data-age note once; the exit
    code as in text."""
    import json

    deck = tmp_path / "deck.txt"
    deck.write_text("Game: mtg\nPlayer: Ann\n4 Brainstorm\n56 Island\n")
    mage = tmp_path / "mage.txt"
    mage.write_text("Format: magetcg/ascension\nMage\n1 Iconic Seraph of Dawn\n")
    code, out, err = run("legality", str(deck), str(mage), "--date", "2026-12-01",
                         "--report", "JSON")
    assert (code, err) == (2, "")
    report = json.loads(out)
    assert (report["schema_version"], report["tool"]["name"]) == (1, "cardtools")
    judged, unjudged = report["decks"]
    # the judged day and the card data's date, under check's JSON names (DESIGN 9)
    assert {key: judged[key] for key in ("path", "status", "player", "game", "lists_as_of",
                                         "card_data_date", "legal_in", "configs")} == {
        "path": str(deck), "status": "legal", "player": "Ann", "game": "mtg",
        "lists_as_of": "2026-12-01", "card_data_date": "2026-08-22",
        "legal_in": ["mtg/legacy", "mtg/pauper"], "configs": []}
    assert [entry["format"] for entry in judged["formats"]][:4] == [
        "mtg/brawl", "mtg/commander", "mtg/duel-commander", "mtg/legacy"]
    legacy = judged["formats"][3]
    assert (legacy["status"], legacy["verdict"]) == ("legal", "legal")
    vintage = judged["formats"][-1]
    assert vintage["status"] == "illegal"
    assert vintage["verdict"].startswith("[restricted] 4 copies of Brainstorm")
    assert [v["rule"] for v in vintage["violations"] if v["severity"] == "error"] == [
        "restricted"]
    assert unjudged["status"] == "error"
    assert [(v["rule"], v["line"]) for v in unjudged["violations"]] == [("no-card-data", 3)]
    assert report["notes"] == [
        "judged as of 2026-12-01, but the mtg card data and the banned and restricted "
        "lists stop on 2026-08-22: newer cards and list changes are not known"]


def test_legality_report_style_is_checked() -> None:
    code, _out, err = run("legality", "deck.txt", "--report", "jsn")
    assert code == 2
    assert "--report must be one of rich, text, json, not 'jsn' (did you mean json?)" in err
