"""The informational commands and the CLI's promises: formats, formats show/validate,
cards search/show/import, rules, stdin, folders, --version, start-up imports."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cardtools.cardview import card_lines
from cardtools.cli import app

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "cards" / "mage-noir" / "examples"
FORMAT = ROOT / "formats" / "mage-noir" / "tournament.yaml"


def invoke(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args), input=stdin)
    return outcome.exit_code, outcome.stdout, outcome.stderr


def test_rules_lists_every_rule() -> None:
    code, out, _ = invoke("rules")
    assert code == 0
    for rule_id in ("file-error", "copy-limit", "magi-stack", "region-unplayable"):
        assert rule_id in out
    assert "CT301" in out


def test_formats_lists_the_mage_noir_format() -> None:
    code, out, _ = invoke("formats", "--game", "mage-noir")
    assert code == 0
    assert "mage-noir/tournament" in out and "Deck >=40" in out and "4" in out


def test_formats_unknown_game() -> None:
    code, _, err = invoke("formats", "--game", "chess")
    assert code == 2 and "no game 'chess'" in err


def test_formats_show_prints_sources_lists_and_history() -> None:
    code, out, _ = invoke("formats", "show", "mage-noir/tournament", "--date", "2026-01-01")
    assert code == 0
    assert "Source: Mage Noir Official Detailed Rules v1.1, 1 (2025-11-04)" in out
    assert "Banned and restricted lists as of 2026-01-01 (history known to 2025-11-04):" in out
    assert "banned: Crimson Ritual" in out and "restricted: Ignition (1)" in out
    assert "2025-11-04: banned Crimson Ritual; restricted Ignition (1)" in out
    code, out, _ = invoke("formats", "show", "tournament", "--date", "2025-01-01")
    assert code == 0
    assert ("Banned and restricted lists as of 2025-01-01: not recorded (the recorded history "
            "starts on 2025-11-04): bans are not checked\nList history:\n") in out
    assert "banned: none" not in out


def test_formats_show_unknown() -> None:
    code, _, err = invoke("formats", "show", "nope/nope")
    assert code == 2 and "no format 'nope/nope'" in err


def test_formats_validate_good_and_bad(tmp_path: Path) -> None:
    code, out, _ = invoke("formats", "validate", str(FORMAT))
    assert (code, out.strip()) == (0, f"{FORMAT}: ok")
    bad = tmp_path / "mage-noir" / "bad.yaml"
    bad.parent.mkdir()
    bad.write_text("name: Bad\nzones: {main: {min: -1, colour: red}}\ncopy_limit: {default: x}\n")
    code, out, _ = invoke("formats", "validate", str(bad))
    assert code == 2
    lines = out.strip().splitlines()
    assert lines[-1] == f"{bad}: 3 problems"
    assert any("$.zones.main.min" in line for line in lines)
    assert any("$.copy_limit.default" in line for line in lines)


def test_a_null_that_removes_an_inherited_key_validates(tmp_path: Path) -> None:
    """``null`` removes a key the format inherits (README): ``formats validate`` and the
    build take it so, also under a key the parent does not set as a mapping."""
    cube = tmp_path / "mtg" / "pauper-cube.yaml"
    cube.parent.mkdir()
    cube.write_text("name: Pauper Cube\nextends: companions\nsource: {document: test}\n"
                    "zones: {main: {min: 40}, side: {max: null}}\ncard_pool: null\n")
    code, out, _ = invoke("formats", "validate", str(cube))
    assert (code, out.strip()) == (0, f"{cube}: ok")
    code, out, _ = invoke("formats", "show", "mtg/pauper-cube", "--formats-dir", str(tmp_path))
    assert code == 0 and "Rules: deck >=40;" in out


def test_cards_search_and_show() -> None:
    code, out, _ = invoke("cards", "search", "boule", "--game", "mage-noir")
    assert code == 0 and "Fire Ball" in out and "Boule de feu (fr)" in out
    code, out, _ = invoke("cards", "show", "armure d'ecorce", "--game", "mage-noir")
    assert (code, out.splitlines()) == (0, [
        "Bark Armor",
        "  names:    fr: Armure d'écorce",
        "  type:     Equipment",
        "  subtypes: Torso",
        "  elements: Vegetal",
        "  rarity:   Common",
        "  sets:     Base Game",
        "  cost:     Vegetal: 2",
    ])
    code, out, _ = invoke("cards", "show", "Fireballl", "--game", "mage-noir")
    assert code == 1 and "did you mean Fire Ball?" in out


def test_cards_show_says_a_type_the_card_data_lacks() -> None:
    """A card of a set newer than the source of Magic's facts has only its printings:
    the view said nothing of its missing type, colour identity and mana value."""
    code, out, _ = invoke("cards", "show", "Gollum, Silent Slinker", "--game", "mtg")
    assert (code, " ".join(out.split())) == (0, (
        "Gollum, Silent Slinker sets: HOB printings: HOB: common rarity: common "
        "type: not known: the card data of 2026-08-22 holds only this card's name and "
        "printings (the rules that read its type, colour identity or cost cannot judge it; "
        "cardtools cards update mtg may bring them)"))
    code, out, _ = invoke("cards", "show", "Gollum, Silent Slinker", "--game", "mtg", "--json")
    assert "type" not in json.loads(out)


def test_cards_show_sums_up_long_facts_and_wraps_under_the_value(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = invoke("cards", "show", "Lightning Bolt", "--game", "mtg")
    assert (code, out.splitlines()) == (0, [
        "Lightning Bolt",
        "  type:            Instant",
        "  colour identity: R",
        "  mana value:      1",
        "  sets:            LEA, LEB, 2ED, 3ED, SUM, 4ED, PTC, JGP, ATH, BTD, PRM, ME1",
        "                   and 25 more (--json shows all)",
        # the numbers agree with the sets': MB1's printing has no rarity recorded
        "  printings:       36 of the 37 sets: common 19, uncommon 9, rare 7, mythic 1;",
        "                   none recorded for MB1 (--json shows each)",
        "  rarity:          common, uncommon, rare, mythic",
        "  names:           fr: Foudre",
    ])


def test_cards_show_puts_each_face_on_a_line_and_keeps_a_key_with_its_value(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = invoke("cards", "show", "fire // ice", "--game", "mtg")
    assert (code, out.splitlines()) == (0, [
        "Fire // Ice",
        "  layout:          split",
        "  type:            Instant",
        "  faces:           Fire (type: Instant; names: fr: Feu)",
        "                   Ice (type: Instant; names: fr: Glace)",
        "  colour identity: U, R",
        "  mana value:      4",
        "  sets:            APC, WC01, PRM, WC02, F06, CMD, DDJ, UMA, MB1, MH2, DMR",
        "  printings:       APC: uncommon, WC01: uncommon, PRM: uncommon, WC02: uncommon,",
        "                   F06: rare, CMD: uncommon, DDJ: uncommon, UMA: common,",
        "                   MH2: rare, DMR: uncommon; none recorded for MB1",
        "  rarity:          common, uncommon, rare",
        "  names:           fr: Feu // Glace",
    ])


def test_cards_show_json_is_the_whole_record_indented() -> None:
    code, out, _ = invoke("cards", "show", "Lightning Bolt", "--game", "mtg", "--json")
    record = json.loads(out)
    bundled = json.loads((ROOT / "cards" / "mtg" / "cards.json").read_text(encoding="utf-8"))
    assert code == 0
    assert record == next(card for card in bundled["cards"]
                          if card["name"] == "Lightning Bolt")
    assert out.splitlines()[:3] == ["{", '  "name": "Lightning Bolt",', '  "type": [']


def test_cards_show_escapes_control_characters_of_a_card_file(tmp_path: Path) -> None:
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps({"cards": [
        {"name": "Evil Card", "type": "Spell\x1b[2J", "iconic": False, "energize": None,
         "cost": 2.0}]}), encoding="utf-8")
    # MTG lists no types a card file must use (Mage Noir refuses a type that is none of
    # its own, as a file of its vocabulary: this one's is close to Spell)
    code, out, _ = invoke("cards", "show", "Evil Card", "--game", "mtg",
                          "--cards", str(cards))
    assert (code, out.splitlines()) == (0, [
        "Evil Card",
        "  type:     Spell\\x1b[2J",
        "  iconic:   no",
        "  energize: none",
        "  cost:     2",
    ])


def test_cards_show_without_a_game_looks_in_every_game(monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = invoke("cards", "show", "armure d'ecorce")
    assert (code, out.splitlines()[:3]) == (0, ["Bark Armor", "  game:     mage-noir",
                                                "  names:    fr: Armure d'écorce"])
    code, out, _ = invoke("cards", "show", "Fire Ball")  # a card of two games: both shown
    views = out.split("\n\n")
    assert code == 0 and [view.splitlines()[:2] for view in views] == [
        ["Fire Ball", "  game:     mage-noir"], ["Fire Ball", "  game:    magi-nation"]]
    code, out, _ = invoke("cards", "show", "Black Lotus", "--json")
    assert code == 0 and list(json.loads(out)) == ["mtg"]
    assert json.loads(out)["mtg"]["name"] == "Black Lotus"


def test_cards_show_without_a_game_names_each_suggestions_game() -> None:
    code, out, _ = invoke("cards", "show", "Fireballl")
    # the closest first, whatever its game
    assert (code, out) == (1, "no card 'Fireballl' in any game (mage-noir, magetcg, "
                              "magi-nation, mtg); did you mean Fireball (mtg) or Fire Ball "
                              "(mage-noir) or Fire Ball (magi-nation) or Firebolt (mtg)?\n")


def test_cards_search_without_a_game_has_a_game_column() -> None:
    code, out, _ = invoke("cards", "search", "boule de feu")
    assert code == 0
    header, *rows = out.splitlines()
    assert header.split() == ["Game", "Name", "Other", "names", "Type", "Rarity"]
    # the cards of every game ranked together: the two named so in French first (the
    # more printed first), then the names holding the words, then the close ones
    assert [re.split(r"  +", row)[0:2] for row in rows[:-1]] == [
        ["mtg", "Fireball"], ["mage-noir", "Fire Ball"], ["mtg", "Farideh's Fireball"],
        ["mage-noir", "Fire Whip"], ["mage-noir", "Fire Mask"], ["mtg", "Force Bubble"]]
    assert rows[-1] == ("6 cards found (searched mage-noir 3, magetcg 0, magi-nation 0, "
                        "mtg 3)")
    code, out, _ = invoke("cards", "search", "zzzqqq")
    assert (code, out) == (1, "no card like 'zzzqqq' in any game (mage-noir, magetcg, "
                              "magi-nation, mtg)\n")


def test_cards_search_without_a_game_ranks_whole_words_in_any_game_before_fuzzy() -> None:
    """``bolt -n 3`` listed Magi-Nation's Boil (only close to it) first, each game's
    cards in turn, and Magic's Lightning Bolt not at all: the names holding the text
    as a word come first whatever their game, a close name last."""
    code, out, _ = invoke("cards", "search", "bolt", "-n", "3")
    assert (code, out.splitlines()) == (0, [
        "Game  Name            Other names              Type     Rarity",
        "mtg   Lightning Bolt  Foudre (fr)              Instant  common/uncommon/rare/mythic",
        "mtg   Rift Bolt       Éclair de faille (fr)    Sorcery  common/uncommon/rare",
        "mtg   Prophetic Bolt  Éclair prophétique (fr)  Instant  uncommon/rare",
        "3 of 44 shown (searched mage-noir 0, magetcg 0, magi-nation 1, mtg 43); -n N for "
        "more"])
    code, out, _ = invoke("cards", "search", "bolt", "-n", "60")
    rows = out.splitlines()
    # a game's close names when it matched fewer than ten, whatever -n is: Magi-Nation's
    # Boil, last, the same total as with -n 3
    assert ([row.split()[:2] for row in rows[-2:-1]], rows[-1]) == (
        [["magi-nation", "Boil"]],
        "44 cards found (searched mage-noir 0, magetcg 0, magi-nation 1, mtg 43)")


def test_cards_search_without_a_game_leaves_out_games_a_card_file_does_not_fit(
        tmp_path: Path) -> None:
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type\nTest Hound,Animal\n", encoding="utf-8")
    code, out, err = invoke("cards", "search", "test hound", "--cards", str(cards))
    rows = [line.split()[0] for line in out.splitlines()[1:] if "Test Hound" in line]
    assert (code, err) == (0, "")
    # a file naming no game is layered on every game's cards but those its types say it
    # is not for: an Animal is Mage Noir's type alone, so the file is no card file of
    # Magi-Nation nor of MageTCG (which list other types); Magic lists none, and the
    # file gives none of its cards other facts
    assert rows == ["mage-noir", "mtg"]
    code, out, _ = invoke("cards", "show", "Test Hound", "--cards", str(cards))
    assert (code, [line for line in out.splitlines() if "game:" in line]) == (
        0, ["  game: mage-noir", "  game: mtg"])


def test_cards_unknown_game() -> None:
    code, _, err = invoke("cards", "show", "x", "--game", "chess")
    assert (code, err) == (2, "cardtools: error: --game: no game 'chess'; games: mage-noir, "
                           "magetcg, magi-nation, mtg\n")


def test_cards_import_writes_a_database(tmp_path: Path) -> None:
    source = ROOT / "tests" / "fixtures" / "mage_noir" / "catalogue.json"
    target = tmp_path / "cards.json"
    code, out, _ = invoke("cards", "import", "mage-noir-catalog", str(source),
                          "--output", str(target))
    assert code == 0 and out.startswith("wrote ")
    assert json.loads(target.read_text("utf-8"))["game"] == "mage-noir"
    code, _, err = invoke("cards", "import", "no-such", str(source), "--output", str(target))
    assert code == 2 and "unknown importer 'no-such'" in err


def test_check_reads_standard_input() -> None:
    deck = (EXAMPLES / "legal.txt").read_text("utf-8")
    code, out, _ = invoke("check", "-", "--report", "json", stdin=deck)
    result = json.loads(out)["results"][0]
    assert (code, result["path"], result["status"]) == (0, "-", "legal")


def test_check_a_folder_in_sorted_order_and_missing_files(tmp_path: Path) -> None:
    code, out, _ = invoke("check", str(EXAMPLES), str(tmp_path / "missing.txt"), "-r", "json")
    results = json.loads(out)["results"]
    assert [Path(r["path"]).name for r in results] == ["illegal.txt", "legal.txt", "missing.txt"]
    assert results[2]["violations"][0]["message"] == "no such file"
    assert code == 2


def test_a_missing_file_names_the_file_beside_it_of_the_nearest_name(tmp_path: Path) -> None:
    (tmp_path / "arena.txt").write_text("4 Ponder\n", "utf-8")
    (tmp_path / ".arena.tx~").write_text("4 Ponder\n", "utf-8")  # hidden: not offered
    code, out, _ = invoke("check", str(tmp_path / "arena.tx"), str(tmp_path / "zzz.pdf"),
                          "--format", "mtg/legacy", "-r", "json")
    near, far = (result["violations"][0] for result in json.loads(out)["results"])
    assert code == 2
    assert (near["message"], near["hint"]) == (
        "no such file", f"did you mean {tmp_path / 'arena.txt'}?")
    assert (far["message"], far.get("hint")) == ("no such file", None)


def test_a_missing_file_sharing_only_its_suffix_with_another_is_offered_none(
        tmp_path: Path) -> None:
    """``nosuch.txt`` was offered ``arch4.txt``, alike by their ``.txt`` alone."""
    (tmp_path / "arch4.txt").write_text("4 Ponder\n", "utf-8")
    code, out, _ = invoke("check", str(tmp_path / "nosuch.txt"), str(tmp_path / "arch.txt"),
                          "--format", "mtg/legacy", "-r", "json")
    unlike, like = (result["violations"][0] for result in json.loads(out)["results"])
    assert code == 2
    assert (unlike["message"], unlike.get("hint")) == ("no such file", None)
    assert like["hint"] == f"did you mean {tmp_path / 'arch4.txt'}?"


@pytest.mark.parametrize(("name", "shown"), [
    ("table-7\n::error file=a.txt::LEGAL.json", "table-7\\n::error file=a.txt::LEGAL.json"),
    ("deck\x1b.txt", "deck\\x1b.txt"), ("bob\u202e.txt", "bob\\u202e.txt"),
    ("bo\u200bb.txt", "bo\\u200bb.txt")])
@pytest.mark.parametrize("command", [["check", "--format", "mtg/legacy"], ["diff", "{other}"],
                                     ["legality"]])
def test_every_command_escapes_the_file_a_missing_file_is_offered(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, shown: str,
        command: list[str]) -> None:
    """``diff`` and ``legality`` printed the hint's name raw (a newline began a line a CI
    runner takes for a command; ESC, U+202E); ``check`` wrote its newline ``\\x0a``."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_text("4 Ponder\n", "utf-8")
    (tmp_path / "other.txt").write_text("4 Ponder\n", "utf-8")
    missing = name.replace(".json", ".txt") if name.endswith(".json") else name.replace(
        "\x1b", "").replace("\u202e", "").replace("\u200b", "")
    args = [arg.replace("{other}", "other.txt") for arg in command]
    code, out, err = invoke(*args, missing)
    assert code == 2
    line = next(line for line in (out + err).splitlines() if "no such file" in line)
    assert line.endswith(f"no such file (did you mean {shown}?)")


@pytest.mark.parametrize(("args", "said"), [
    (["check", "{deck}", "--format", "mtg/modern", "--date", "2026-07-27", "--format",
      "mtg/vintage"], "--format / -f given twice, as 'mtg/modern' and 'mtg/vintage'"),
    (["check", "{deck}", "-f", "mtg/vintage", "--date", "2026-02-30", "--date=2026-07-27"],
     "--date given twice, as '2026-02-30' and '2026-07-27'"),
    (["check", "{deck}", "-f", "mtg/vintage", "-o", "a.json", "--report-file", "b.json"],
     "--report-file / -o given twice, as 'a.json' and 'b.json'"),
    (["check", "{deck}", "-fmtg/modern", "-r", "text", "--report=json"],
     "--report / -r given twice, as 'text' and 'json'"),
    (["legality", "{deck}", "--date", "2026-07-27", "--date", "2026-07-28"],
     "--date given twice, as '2026-07-27' and '2026-07-28'"),
    (["diff", "{deck}", "{deck}", "--format", "mtg/modern", "--format=mtg/legacy"],
     "--format / -f given twice, as 'mtg/modern' and 'mtg/legacy'"),
    (["cards", "show", "Ponder", "--game", "mtg", "-g", "mage-noir"],
     "--game / -g given twice, as 'mtg' and 'mage-noir'"),
    (["check", "{deck}", "-f", "mtg/modern", "--event", "A\x1b", "--event", "B"],
     "--event given twice, as 'A\\x1b' and 'B'"),
])
def test_a_single_value_option_given_twice_with_two_values_is_a_usage_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], said: str) -> None:
    """The last of two values was taken without a word (``--format mtg/modern`` of an
    event's wrapper and an appended ``--format mtg/vintage`` judged vintage; a first
    ``--date 2026-02-30`` was never checked): every command refuses it, nothing written."""
    monkeypatch.chdir(tmp_path)
    deck = str(ROOT / "cards" / "mtg" / "examples" / "legal.txt")
    code, out, err = invoke(*[deck if arg == "{deck}" else arg for arg in args])
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == f"cardtools: error: {said}; give it once"
    assert list(tmp_path.iterdir()) == []


def test_a_single_value_option_given_twice_with_one_value_passes() -> None:
    """The same value twice (an event's wrapper and the user saying it again) passes."""
    code, out, _ = invoke("check", str(ROOT / "cards" / "mtg" / "examples" / "legal.txt"),
                          "-f", "mtg/modern",
                          "--format=mtg/modern", "--date", "2026-07-27", "--date", "2026-07-27",
                          "-r", "text")
    assert (code, out.splitlines()[-1]) == (0, "1 file: 1 legal, 0 illegal, 0 not judged "
                                            "(judged as of 2026-07-27; card data: mtg 2026-08-22)")


@pytest.mark.parametrize("address", [
    "https://www.moxfield.com/decks/abc123", "http://archidekt.com/decks/1",
    "HTTPS://tappedout.net/mtg-decks/x/", "https:/www.moxfield.com/decks/abc123",
    "moxfield.com/decks/abc", "www.archidekt.com/decks/123", "tappedout.net/mtg-decks/x/",
    # any site: known by its shape, a host name ending in a top-level domain, not its name
    "ligamagic.com.br/?view=dks/deck&id=1", "topdeck.ru/apps/toptrade/x", "www.mtgo.jp/deck/1",
    "mtg.cardsrealm.es/decks/x", "www.moxfield.com", "moxfield.com", "deckstats.net:443/x"])
def test_a_web_address_says_nothing_is_fetched_and_how_to_get_a_file(
        tmp_path: Path, address: str) -> None:
    """It was "no such file" alone: the user could not tell that addresses are never read."""
    code, out, _ = invoke("check", address, "--format", "mtg/modern")
    assert (code, out.splitlines()[0]) == (2, (
        f"{address}:1: error [file-error] a web address, not a file: cardtools fetches "
        "nothing from the web (save the deck from the site as a file (its text or "
        "deck-file export) and check that file)"))


@pytest.mark.parametrize(("address", "path"), [
    ("file://{tmp}/deck.txt", "{tmp}/deck.txt"),
    ("file://{tmp}/my%20deck%E2%80%AE.txt", "{tmp}/my deck\\u202e.txt"),
    ("file://localhost{tmp}/ok.txt", "{tmp}/ok.txt"), ("FILE:{tmp}/ok.txt", "{tmp}/ok.txt"),
    ("file:///C:/Users/bob/my%20deck.txt", "C:\\Users\\bob\\my deck.txt"),
    ("file://server/share/deck.txt", "//server/share/deck.txt")])
def test_a_file_address_names_the_path_to_give(tmp_path: Path, address: str,
                                               path: str) -> None:
    """``file:///.../deck.txt`` was told to save the deck from a web site; then the path
    given was the address's own, not percent-decoded (``my%20deck.txt``), with the host
    (``/localhost/tmp``) or a Windows drive (``/C:/Users``) kept in it."""
    address, path = address.format(tmp=tmp_path), path.format(tmp=tmp_path)
    code, out, _ = invoke("check", address, "--format", "mtg/modern")
    assert (code, out.splitlines()[0]) == (2, (
        f"{address}:1: error [file-error] a file: address, not a path (give the file's "
        f"path: {path})"))


@pytest.mark.parametrize(("command", "option"), [
    (["check", "{deck}", "--cards"], "--cards"), (["check", "{deck}", "--config"], "--config"),
    (["check", "{deck}", "--formats-dir"], "--formats-dir"),
    (["check", "{deck}", "--pool"], "--pool"),
    (["check", "{deck}", "-o"], "--report-file' / '-o"),
    (["cards", "import", "mtgjson", "-o", "{tmp}/x.json"], "FILE..."),
    (["formats", "validate"], "FILE..."), (["cards", "search", "x", "--cards"], "--cards")])
@pytest.mark.parametrize("address", [
    "https://mtgjson.com/api/v5/AtomicCards.json", "http://example.org/event/.cardtools.yaml",
    "github.com/x/formats", "www.example.org/cards.csv"])
def test_a_web_address_for_any_path_option_says_to_download_it(
        tmp_path: Path, command: list[str], option: str, address: str) -> None:
    """A web address given for a card file, a config, a formats folder, a pool, a report
    or an importer's source was "No such file or directory" of ``https:/...`` (one slash:
    ``Path`` collapsed it): it is told a web address, as written, and how to give a
    file."""
    deck = ROOT / "cards" / "mtg" / "examples" / "legal.txt"
    args = [part.format(deck=deck, tmp=tmp_path) for part in command]
    code, out, err = invoke(*args, address)
    assert (code, out) == (2, "")
    why, advice = ("cardtools fetches nothing from the web", "download it first and give the "
                   "downloaded file's path")
    if "-o" in option:  # a file to write: nothing to download
        why, advice = ("cardtools writes nothing to the web",
                       "give a local path for the file to write")
    assert err.splitlines()[0] == (
        f"cardtools: error: invalid value for '{option}': '{address}' is a web address, not "
        f"a file: {why} ({advice})")


@pytest.mark.parametrize("output", [
    "mtgstore.de/report.json", "reports.fr/report.json", "event.gg/r/report.txt",
    "./reports.fr/report.json"])
@pytest.mark.parametrize("command", [
    ["check", "{deck}", "-o"],
    ["cards", "import", "mage-noir-catalog", "{cards}", "-o"]])
def test_a_new_file_in_a_local_folder_named_like_a_host_is_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, output: str,
        command: list[str]) -> None:
    """A report or an import written into an existing folder named like a host
    (``mtgstore.de``) was refused as a web address: the file does not exist yet, its
    folder does, so the path is local."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mtgstore.de").mkdir()
    (tmp_path / "reports.fr").mkdir()
    (tmp_path / "event.gg" / "r").mkdir(parents=True)
    cards = ROOT / "tests" / "fixtures" / "mage_noir" / "catalogue.json"
    deck = ROOT / "cards" / "mtg" / "examples" / "legal.txt"
    code, _, err = invoke(*[part.format(deck=deck, cards=cards) for part in command], output)
    assert code == 0, err
    assert (tmp_path / output).is_file(), err


def test_a_file_address_for_a_path_option_names_the_path_to_give(tmp_path: Path) -> None:
    code, _, err = invoke("check", str(ROOT / "cards" / "mtg" / "examples" / "legal.txt"),
                          "--config", f"file://localhost{tmp_path}/my%20config.yaml")
    assert (code, err.splitlines()[0]) == (2, (
        f"cardtools: error: invalid value for '--config': 'file://localhost{tmp_path}/"
        f"my%20config.yaml' is a file: address, not a path (give the file's path: "
        f"{tmp_path}/my config.yaml)"))


@pytest.mark.parametrize("path", [
    "deck.txt", "decks/deck.txt", "round1.old/deck.txt", "v1.2/deck.txt", "my.deck.txt",
    "deck.md", "c:/decks/deck.txt"])
def test_a_missing_file_shaped_as_no_address_is_no_such_file(path: str) -> None:
    """Only a host name's shape is a web address: a dotted folder or file name is not."""
    code, out, _ = invoke("check", path, "--format", "mtg/modern")
    assert (code, out.splitlines()[0]) == (2, f"{path}:1: error [file-error] no such file")


def test_a_missing_path_with_a_drive_letter_is_no_web_address(tmp_path: Path) -> None:
    code, out, _ = invoke("check", "c:/decks/deck.txt", "--format", "mtg/modern")
    assert (code, out.splitlines()[0]) == (2, "c:/decks/deck.txt:1: error [file-error] "
                                              "no such file")


@pytest.mark.parametrize(("written", "meant"), [
    ("legacy/mtg", "mtg/legacy"), ("tournament/mage-noir", "mage-noir/tournament"),
    ("commander/mtg", "mtg/commander")])
def test_a_format_written_game_last_names_the_format_game_first(
        written: str, meant: str) -> None:
    code, out, _ = invoke("check", str(EXAMPLES / "legal.txt"), "--format", written,
                          "-r", "json")
    [violation] = json.loads(out)["results"][0]["violations"]
    assert (code, violation["rule"], violation["message"]) == (
        2, "unknown-format", f"no format '{written}'; did you mean {meant}?")


def test_check_an_empty_folder(tmp_path: Path) -> None:
    code, _, err = invoke("check", str(tmp_path))
    assert code == 2 and "no decklists found" in err


def test_bad_option_values() -> None:
    assert invoke("check", str(EXAMPLES), "--date", "yesterday")[0] == 2
    assert invoke("check", str(EXAMPLES), "--report", "pdf")[0] == 2
    assert invoke("check", str(EXAMPLES), "--formats-dir", "/nonexistent/dir")[0] == 2


def test_version() -> None:
    assert invoke("--version")[1].strip() == "cardtools 0.1.0"


def _imported(*args: str) -> str:
    run = subprocess.run([sys.executable, "-X", "importtime", "-m", "cardtools", *args],
                         capture_output=True, text=True, timeout=60)
    return run.stderr


def test_help_and_rules_do_not_import_jsonschema() -> None:
    """Start-up stays fast: jsonschema (~100 ms) is imported only when validating."""
    for args in (("--help",), ("rules",)):
        imports = _imported(*args)
        assert "cardtools.cli" in imports
        assert " jsonschema" not in imports, args


def test_unknown_format_suggests_the_closest_id() -> None:
    _code, out, _ = invoke("check", str(EXAMPLES / "legal.txt"), "-f", "mage-noir/tournamnet",
                          "-r", "json")
    message = json.loads(out)["results"][0]["violations"][0]["message"]
    assert message.startswith("no format 'mage-noir/tournamnet'; did you mean "
                              "mage-noir/tournament?")


def test_game_line_settles_a_bare_format_name(tmp_path: Path) -> None:
    deck = tmp_path / "d.txt"
    deck.write_text("Game: mtg\nFormat: standard\n60 Island\n", "utf-8")
    _code, out, _ = invoke("check", str(deck), "-r", "json")
    assert json.loads(out)["results"][0]["format"] == "mtg/standard"


def test_quiet_is_the_same_in_every_human_report(monkeypatch: pytest.MonkeyPatch) -> None:
    # a relative path: the rich table would wrap the long path of a deep checkout
    monkeypatch.chdir(ROOT)
    for style in ("text", "github", "rich", "html"):
        _code, out, _ = invoke("check", str(EXAMPLES.relative_to(ROOT)), "-r", style, "--quiet")
        assert "illegal.txt" in out and "legal.txt" not in out.replace("illegal.txt", ""), style
    _code, out, _ = invoke("check", str(EXAMPLES), "-r", "json", "--quiet")
    assert len(json.loads(out)["results"]) == 2


def _names(out: str) -> list[str]:
    """The Name column of a ``cards search`` table (columns are two spaces apart)."""
    return [line.split("  ")[0] for line in out.splitlines()[1:]]


def test_cards_search_puts_an_exact_localised_name_first_and_says_when_it_cut() -> None:
    code, out, _ = invoke("cards", "search", "foudre", "--game", "mtg", "-n", "5")
    assert code == 0
    # then the others holding the word, the most printed first
    assert _names(out)[:5] == ["Lightning Bolt", "Emeritus of Conflict // Lightning Bolt",
                               "Vow of Lightning", "Thundermare", "Weaver of Lightning"]
    assert out.splitlines()[-1] == "5 of 18 shown; -n N for more"


def test_cards_search_ranks_whole_words_then_prefixes_then_substrings() -> None:
    code, out, _ = invoke("cards", "search", "bolt", "--game", "mtg", "-n", "60")
    names = _names(out)
    # the 43 names holding "bolt", and no close name: a total whatever -n is (a close
    # name was added as fewer than -n matched: 44 with -n 60, 43 with -n 20)
    assert code == 0 and len(names) == 44 and names[-1] == "43 cards found"
    assert "Boil" not in names
    # "bolt" as a word wherever it stands (the most printed first, then the shorter: the
    # first words are no short name, only a part before a comma is), then inside a word
    # at the start (Boltwing), then anywhere (Thunderbolt)
    assert names[:9] == ["Lightning Bolt", "Rift Bolt", "Prophetic Bolt", "Bolt Bend",
                         "Twin Bolt", "Branching Bolt", "Flame-Blessed Bolt", "Bolt Hound",
                         "Demon Bolt"]
    assert names.index("Boltwing Marauder") > names.index("Black Bolt, Inhuman King")
    assert names.index("Thunderbolt") > names.index("Boltwing Marauder")
    code, out, _ = invoke("cards", "search", "bolt", "--game", "mtg")
    assert _names(out)[0] == "Lightning Bolt"
    assert out.splitlines()[-1] == "20 of 43 shown; -n N for more"


def test_cards_search_falls_back_to_close_names() -> None:
    code, out, _ = invoke("cards", "search", "fire bal", "--game", "mage-noir")
    assert (code, _names(out)) == (0, ["Fire Ball", "Fire Mask", "2 cards found"])


def test_search_rank() -> None:
    from cardtools.carddb import EXACT, LEADING, PREFIX, SUBSTRING, WHOLE_WORDS, search_rank

    assert [search_rank("bolt", name) for name in
            ("bolt", "boltfire", "lightning bolt", "bolt-ish x", "thunderbolt", "a boltx bolt y",
             "bolt bend", "bolt, the first", "bolt's hound")
            ] == [EXACT, PREFIX, WHOLE_WORDS, WHOLE_WORDS, SUBSTRING, WHOLE_WORDS,
                  WHOLE_WORDS, LEADING, WHOLE_WORDS]
    assert EXACT < LEADING < WHOLE_WORDS < PREFIX < SUBSTRING


def test_cards_search_ranks_a_short_name_before_whole_words() -> None:
    """``sheoldred`` ranked Sheoldred, the Apocalypse behind Sheoldred's Headcleaver: a
    name whose part before the comma is the text (a legendary card's short name) comes
    before one holding it elsewhere. First words are no short name: ``force`` ranks the
    names holding the word by their printings (Verdant Force, then Force of Will)."""
    code, out, _ = invoke("cards", "search", "sheoldred", "--game", "mtg", "-n", "4")
    assert (code, _names(out)) == (0, [
        "Sheoldred // The True Scriptures", "Sheoldred, Whispering One",
        "Sheoldred, the Apocalypse", "Sheoldred's Edict", "4 of 10 shown; -n N for more"])
    code, out, _ = invoke("cards", "search", "force", "--game", "mtg")
    assert _names(out)[:3] == ["Verdant Force", "Force of Will", "Force of Nature"]


def test_cards_search_ignores_marks_and_says_how_many_it_found_with_a_game() -> None:
    """``Crossing?`` found only a close name; with ``--game`` a search not cut said
    nothing of how many cards it found."""
    code, out, _ = invoke("cards", "search", "Crossing?", "--game", "mtg")
    assert (code, out.splitlines()) == (0, [
        'Name                                    Other names                     Type    '
        '     Rarity',
        'Crocodile of the Crossing               Crocodile de la Traversée (fr)  '
        'Creature     uncommon',
        'Priest of the Crossing                                                  Creature     rare',
        "Wyrm's Crossing Patrol                                                  "
        'Creature     common',
        'Eddie Brock // Venom, Lethal Protector                                  '
        'Creature     mythic',
        'Crosswinds                              Vents de travers (fr)           '
        'Enchantment  uncommon',
        '5 cards found'])
    code, out, _ = invoke("cards", "search", "HANS RUN", "--game", "mtg")
    assert (code, _names(out)) == (0, ['"Ach! Hans, Run!"', "1 card found"])


def test_cards_show_says_which_items_of_a_list_a_mapping_keyed_by_them_leaves_out() -> None:
    sets = [f"S{n:02}" for n in range(20)]
    assert card_lines({"name": "X", "sets": sets, "printings": {"S00": "rare", "S01": "common"}},
                      width=200)[1:] == [
        "  sets:      S00, S01, S02, S03, S04, S05, S06, S07, S08, S09, S10, S11 and 8 more "
        "(--json shows all)",
        "  printings: S00: rare, S01: common; none recorded for 18 sets"]
    # every item keyed: nothing to say; keys outside the list: no list answers for it
    assert card_lines({"name": "X", "sets": ["A"], "printings": {"A": "rare"}})[2] == (
        "  printings: A: rare")
    assert card_lines({"name": "X", "sets": ["A", "B"], "printings": {"C": "rare"}})[2] == (
        "  printings: C: rare")


def test_cards_show_says_none_for_an_empty_fact() -> None:
    """A colourless card's colour identity was a blank after its label."""
    assert card_lines({"name": "Sol Ring", "colour_identity": [], "costs": {}}) == [
        "Sol Ring", "  colour identity: none", "  costs:           none"]
    code, out, _ = invoke("cards", "show", "Sol Ring", "--game", "mtg")
    assert code == 0 and "  colour identity:   none" in out.splitlines()


def test_cards_show_never_lists_a_cards_own_name_as_an_alias() -> None:
    """Magic's card data keeps a reversible card's printed name, ``Ugin, Eye of the
    Storms // Ugin, Eye of the Storms``, as an alias (a list written from that printing
    names it so); shown, the card listed its own name as its other name. A reversible
    card of two names keeps it, and so does the lookup."""
    assert card_lines({"name": "X", "aliases": ["X // X", "x", "X // Y", "Z"],
                       "rarity": "rare"}) == [
        "X", "  aliases: X // Y, Z", "  rarity:  rare"]
    assert card_lines({"name": "X", "aliases": ["X // X"]}) == ["X"]
    code, out, _ = invoke("cards", "show", "Ugin, Eye of the Storms", "--game", "mtg")
    assert code == 0 and "aliases" not in out
    code, out, _ = invoke("cards", "show", "Ugin, Eye of the Storms // Ugin, Eye of the "
                          "Storms", "--game", "mtg")
    assert code == 0 and out.splitlines()[0] == "Ugin, Eye of the Storms"
    code, out, _ = invoke("cards", "show", "Argoth, Sanctum of Nature", "--game", "mtg")
    assert "  aliases:           Argoth, Sanctum of Nature // Titania, Gaea Incarnate" \
        in out.splitlines()


@pytest.mark.parametrize("text", ["", "   ", "\t"])
def test_cards_search_and_show_refuse_an_empty_text(text: str) -> None:
    """An empty text would match every name (search) or none (show): a usage error."""
    code, out, err = invoke("cards", "search", text)
    assert (code, out, err) == (2, "", "cardtools: error: cards search needs part of a card "
                                "name, not an empty text: cardtools cards search foudre\n")
    code, out, err = invoke("cards", "show", text, "--game", "mtg")
    assert (code, out, err) == (2, "", "cardtools: error: cards show needs a card name, not "
                                "an empty text: cardtools cards show 'Lightning Bolt'\n")


@pytest.mark.parametrize("number", ["0", "-1"])
def test_cards_search_refuses_a_limit_below_one(number: str) -> None:
    code, out, err = invoke("cards", "search", "bolt", "-n", number)
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == (f"cardtools: error: invalid value for '--limit' / '-n': "
                                   f"{number} is below 1; give 1 or more")


def test_an_empty_path_is_said_to_be_empty_and_the_rest_is_checked(tmp_path: Path) -> None:
    """``cardtools check "$DECK"`` with the variable unset: the empty argument is a file
    not judged, said so (not 'no such file'), and the other paths are judged."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: mage-noir/tournament\nDeck\n40 Fire Ball\n", "utf-8")
    code, out, _ = invoke("check", "", str(deck), "--report", "text")
    assert code == 2
    assert out.splitlines()[0] == (
        ":1: error [file-error] the path is empty: an empty argument names no file")
    assert out.splitlines()[1].startswith(f"{deck}:3: error [copy-limit] 40 copies of Fire Ball")


def test_a_path_parted_at_its_spaces_is_said(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """``cardtools check mon deck.txt`` (a path with a space, unquoted): each part is a
    file not judged, as before, and a note on standard error names the path they make
    together and says to quote it; a part that names a file is judged and joins no run."""
    (tmp_path / "mon deck.txt").write_text("Format: mage-noir/tournament\nDeck\n40 Fire Ball\n",
                                          "utf-8")
    (tmp_path / "other.txt").write_text("Format: mage-noir/tournament\n", "utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = invoke("check", "mon", "deck.txt", "other.txt", "--report", "text")
    assert (code, [line.split(": error ")[0] for line in out.splitlines()[:2]]) == (
        2, ["mon:1", "deck.txt:1"])
    assert err.splitlines() == ["cardtools: note: 'mon' and 'deck.txt' name no file, but "
                                "'mon deck.txt' does: put a path that has spaces in quotes"]


def test_diff_names_its_missing_argument_as_its_usage_does() -> None:
    code, _out, err = invoke("diff", "a.txt")
    assert code == 2
    assert err.splitlines()[0] == "cardtools: error: missing argument 'PLAYED'"


@pytest.mark.parametrize("command", [
    ("check",), ("diff",), ("read",), ("legality",), ("formats",), ("formats", "show"),
    ("formats", "validate"), ("cards", "search"), ("cards", "show"), ("cards", "import"),
    ("cards", "update"), ("rules",)])
def test_every_option_value_is_named_in_the_help(command: tuple[str, ...]) -> None:
    """An option's value is named for what it is (``--game GAME``), never by Click's
    type (``<str>``, ``<int>``)."""
    code, out, _ = invoke(*command, "--help")
    assert code == 0
    assert not re.findall(r"<(?:str|int|float|path|text)>|\b(?:INTEGER|FLOAT)\b", out), out


@pytest.mark.parametrize(("command", "usage"), [
    (("check",), "Usage: cardtools check [OPTIONS] PATH..."),
    (("diff",), "Usage: cardtools diff [OPTIONS] REGISTERED PLAYED"),
    (("read",), "Usage: cardtools read [OPTIONS] FILE"),
    (("legality",), "Usage: cardtools legality [OPTIONS] FILE..."),
    (("formats", "validate"), "Usage: cardtools formats validate [OPTIONS] FILE..."),
    (("cards", "import"), "Usage: cardtools cards import [OPTIONS] KIND FILE..."),
    (("rules",), "Usage: cardtools rules [OPTIONS] [RULE]"),
    (("cards", "update"), "Usage: cardtools cards update [OPTIONS] [GAME]")])
def test_the_usage_line_writes_required_arguments_bare(command: tuple[str, ...],
                                                       usage: str) -> None:
    """Typer wrote a required argument in braces (``{PATH...}``), which a usage line
    reads as a choice of one; it is bare, as Click and POSIX usage write it, an optional
    one in brackets."""
    code, out, _ = invoke(*command, "--help")
    assert (code, out.splitlines()[0]) == (0, usage)


EMPTY = ("the value is empty (an unset variable?); give one, or leave the option out")


@pytest.mark.parametrize(("option", "shown"), [
    ("--format", "'--format' / '-f'"), ("--pool", "'--pool'"), ("--cards", "'--cards'"),
    ("--formats-dir", "'--formats-dir'"), ("--report-file", "'--report-file' / '-o'"),
    ("--config", "'--config'")])
@pytest.mark.parametrize("value", ["", "  "])
def test_an_option_given_an_empty_value_is_a_usage_error(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, option: str, shown: str,
        value: str) -> None:
    """``--format "$FORMAT"`` with the variable unset: an organizer's run would judge
    each deck by its own Format: line (a vintage list legal at a modern event), and an
    empty path is the working folder (``--formats-dir ""`` read every YAML file there,
    ``--pool ""`` was no pool): a usage error instead, nothing judged."""
    monkeypatch.chdir(tmp_path)
    Path("deck.txt").write_text("Format: mtg/vintage\n4 Lightning Bolt\n56 Mountain\n",
                                "utf-8")
    code, out, err = invoke("check", "deck.txt", option, value, "--report", "text")
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == f"cardtools: error: invalid value for {shown}: {EMPTY}"


#: A Magic list: every name a Magic card, none a Magi-Nation card.
MAGIC_BURN = "4 Lightning Bolt\n4 Goblin Guide\n52 Mountain\n"
#: A Magi-Nation list.
MAGI_STACK = (ROOT / "tests" / "fixtures" / "magi_nation" / "korg-zet-evu.txt").read_text()


@pytest.mark.parametrize(("text", "options", "judged", "note"), [
    (MAGIC_BURN, ("--format", "standard"), "mtg/standard",
     "-:1: info [reading] format 'standard' exists in several games (magi-nation, mtg); "
     "judged as mtg/standard: its names are cards of mtg (3 of 3) (write --format "
     "mtg/standard to say so)"),
    ("Format: Standard\n" + MAGIC_BURN, (), "mtg/standard",
     "-:1: info [reading] format 'Standard' exists in several games (magi-nation, mtg); "
     "judged as mtg/standard: its names are cards of mtg (3 of 3) (write --format "
     "mtg/standard to say so)"),
    ("Format: standard\n" + MAGI_STACK, (),
     "magi-nation/standard", "judged as magi-nation/standard: its names are cards of "
     "magi-nation (16 of 16)"),
])
def test_a_format_name_of_several_games_is_the_clear_games(
        text: str, options: tuple[str, ...], judged: str, note: str) -> None:
    """``--format standard`` (Magic's and Magi-Nation's) was refused even for a list
    whose names are all one game's cards: that game's format judges it, said by a note."""
    code, out, _err = invoke("check", "-", "--isolated", "--report", "json", *options,
                             stdin=text)
    result = json.loads(out)["results"][0]
    assert result["format"] == judged
    notes = [v for v in result["violations"] if v["rule"] == "reading"
             and "several games" in v["message"]]
    assert len(notes) == 1 and notes[0]["severity"] == "info"
    assert code == (0 if result["status"] == "legal" else 1)  # judged, not refused
    again, out, _err = invoke("check", "-", "--isolated", "--report", "text", *options,
                              stdin=text)
    assert again == code
    assert note in out, out


@pytest.mark.parametrize("text", [
    "Arbolit\nMountain\n",                      # one name of each game: no clear game
    "Game: mtg\n4 Arbolit\n4 Quor Pup\n",      # the Game: line settles it, as before
    "4 Nosuch Card\n4 Other Nosuch\n"])        # no game's names
def test_a_format_name_of_several_games_stays_refused_when_unclear(text: str) -> None:
    """A list whose names are not clearly one game's cards is not judged by a guess: the
    ambiguous name is refused (exit 2), unless its Game: line says the game."""
    code, out, _err = invoke("check", "-", "--isolated", "--format", "standard", stdin=text)
    if text.startswith("Game: mtg"):
        assert "several games" not in out and code == 1
        return
    assert code == 2
    assert out.splitlines()[0] == (
        "-:1: error [unknown-format] format 'standard' exists in several games; write one "
        "of: magi-nation/standard, mtg/standard (cardtools formats lists them)")


@pytest.mark.parametrize("args", [("cards", "installed", "foo"),
                                  ("cards", "update", "--list", "foo")])
def test_the_installed_data_of_a_game_that_is_none_is_a_usage_error(
        args: tuple[str, ...]) -> None:
    """'foo: no card data', exit 0, for a game that is no game's."""
    code, out, err = invoke(*args)
    assert (code, out, err) == (2, "", "cardtools: error: GAME: no game 'foo'; games: "
                                       "mage-noir, magetcg, magi-nation, mtg\n")


@pytest.mark.parametrize(("written", "meant"), [
    ("magi", "magi-nation"), ("MN", "magi-nation or mage-noir"), ("mnd", "magi-nation"),
    ("mage", "magetcg or mage-noir"), ("magetc", "magetcg"), ("noir", "mage-noir"),
    ("magic the gatherin", "mtg"), ("magi nation dual", "magi-nation"),
    ("ma", "magetcg, magi-nation, mtg or mage-noir"),
    ("Mag", "magetcg, magi-nation, mtg or mage-noir"), ("mage t", "magetcg")])
def test_a_game_name_that_is_none_suggests_the_games_it_starts(written: str,
                                                                meant: str) -> None:
    games = "games: mage-noir, magetcg, magi-nation, mtg"
    code, _, err = invoke("cards", "search", "bolt", "--game", written)
    assert (code, err) == (2, f"cardtools: error: --game: no game {written!r}; did you mean "
                              f"{meant}? {games}\n")
    code, _, err = invoke("formats", "--game", written)
    assert (code, err) == (2, f"cardtools: error: no game {written!r}; did you mean {meant}? "
                              f"{games}\n")


@pytest.mark.parametrize("written", ["magination", "Magi-Nation Duel", "magic", "mtg",
                                     "Mage Noir", "mage tcg"])
def test_formats_game_takes_a_games_names_as_game_does(written: str) -> None:
    code, out, err = invoke("formats", "--game", written)
    shown = {line.split("/")[0] for line in out.splitlines()[2:]
             if "/" in line.split(" ", 1)[0]}
    assert (code, err) == (0, "") and len(shown) == 1


def _game_line_note(tmp_path: Path, game: str) -> dict[str, Any]:
    """The reading note on line 1, ``Game: GAME``, of the Mage Noir example (exit 0)."""
    deck = tmp_path / "deck.txt"
    deck.write_text(f"Game: {game}\n" + (EXAMPLES / "legal.txt").read_text("utf-8"), "utf-8")
    code, out, _ = invoke("check", str(deck), "--report", "json",
                          "--format", "mage-noir/tournament")
    assert code == 0
    [note] = [v for v in json.loads(out)["results"][0]["violations"]
              if v["rule"] == "reading" and v["line"] == 1]
    return dict(note)


def test_a_game_line_naming_no_game_suggests_the_closest(tmp_path: Path) -> None:
    note = _game_line_note(tmp_path, "magi")
    assert note["message"] == "the Game: line 'magi' names no game: not read"
    assert note["hint"] == ("did you mean magi-nation? write a game's id: mage-noir, magetcg, "
                            "magi-nation, mtg")


def test_a_game_line_naming_a_shared_prefix_suggests_every_game_it_starts(
        tmp_path: Path) -> None:
    note = _game_line_note(tmp_path, "ma")
    assert note["hint"] == ("did you mean magetcg, magi-nation, mtg or mage-noir? write a "
                            "game's id: mage-noir, magetcg, magi-nation, mtg")


@pytest.mark.parametrize(("given", "said"), [
    ("0", "0 is below 1; give 1 or more"), ("-3", "-3 is below 1; give 1 or more"),
    ("x", "'x' is not a whole number; give 1 or more")])
def test_a_bad_result_count_says_what_it_takes(given: str, said: str) -> None:
    code, out, err = invoke("cards", "search", "bolt", "-n", given)
    assert (code, out) == (2, "")
    assert err == (f"cardtools: error: invalid value for '--limit' / '-n': {said}\n"
                   "try 'cardtools cards search --help'\n")


def test_cards_show_in_a_game_with_no_cards_says_its_database_is_empty() -> None:
    code, out, _ = invoke("cards", "show", "Iconic Seraph of Dawn", "--game", "magetcg")
    assert (code, out) == (1, "no card 'Iconic Seraph of Dawn' in magetcg (its database is "
                              "empty: give your cards with --cards FILE)\n")
    code, out, _ = invoke("cards", "show", "Fireballl", "--game", "mage-noir")
    assert code == 1 and "empty" not in out


@pytest.mark.parametrize(("given", "least", "said"), [
    ("-1", 0, "-1 is below 0; takes"), (" 2.5 ", 0, "' 2.5 ' is not a whole number; takes"),
    ("4", 5, "4 is below 5; takes")])
def test_a_whole_number_below_its_least_says_what_the_option_takes(
        given: str, least: int, said: str) -> None:
    """The one parser of ``--jobs`` and ``cards search -n``: the number, or a usage error
    ending with what the option takes."""
    from typer import BadParameter

    from cardtools.clihelp import whole_number_at_least

    with pytest.raises(BadParameter) as raised:
        whole_number_at_least(given, least, "takes")
    assert raised.value.message == said
    assert whole_number_at_least(" 7 ", least, "takes") == 7
    assert whole_number_at_least(least, least, "takes") == least


@pytest.mark.parametrize(("words", "offered"), [
    ("cardtools check --format mtg/mo", ["mtg/modern"]),
    ("cardtools check -f magetcg/ascension+h", ["magetcg/ascension+heroic"]),
    ("cardtools check --report s", ["sarif", "sheet"]),
    ("cardtools check --select CT30", ["CT301", "CT302", "CT303", "CT304"]),
    ("cardtools check --ignore banned,copy", ["banned,copy-limit"]),
    ("cardtools rules copy", ["copy-limit"]),
    ("cardtools formats show mage-noir/", ["mage-noir/tournament"]),
    ("cardtools legality --game mag", ["mage-noir", "magetcg", "magi-nation"]),
    ("cardtools cards installed mt", ["mtg"]),
    ("cardtools read deck.txt --format nosuch", [])])
def test_shell_completion_offers_the_values_an_option_takes(words: str,
                                                            offered: list[str]) -> None:
    """``--install-completion`` installed a completion that offered commands and options
    but no value: a format, a game, a report style or a rule was typed whole."""
    from typer.testing import CliRunner

    from cardtools.cli import app

    outcome = CliRunner().invoke(app, [], prog_name="cardtools", env={
        "_CARDTOOLS_COMPLETE": "complete_bash", "COMP_WORDS": words,
        "COMP_CWORD": str(len(words.split()) - 1)})
    assert (outcome.exit_code, outcome.stdout.split()) == (0, offered)


def test_rules_of_a_code_prefix_lists_its_rules_as_select_takes_it() -> None:
    """``--select CT3`` selects the CT3xx rules; ``rules CT3`` said there was no such
    rule and suggested CT803."""
    code, out, err = invoke("rules", "ct30")
    assert (code, err) == (0, "")
    assert [line.split()[:2] for line in out.splitlines()] == [
        ["Code", "Rule"], ["CT301", "copy-limit"], ["CT302", "category-limit"],
        ["CT303", "restricted"], ["CT304", "not-in-pool"]]
    code, out, _ = invoke("rules", "CT30", "--report", "json")
    assert code == 0 and [rule["id"] for rule in json.loads(out)] == [
        "copy-limit", "category-limit", "restricted", "not-in-pool"]
    assert invoke("rules", "CT9") == (2, "", "cardtools: error: no rule 'CT9' (did you mean "
                                             "CT109?); 'cardtools rules' lists them\n")


@pytest.mark.parametrize("given", ["reports/", "reports//"])
def test_a_report_file_ending_with_a_separator_names_a_folder(
        given: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``-o reports/`` wrote a file named ``reports`` (``Path`` drops the separator):
    refused, nothing written."""
    monkeypatch.chdir(tmp_path)
    code, out, err = invoke("check", str(EXAMPLES / "legal.txt"), "-o", given)
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == (
        f"cardtools: error: invalid value for '--report-file' / '-o': {given!r} names a "
        "folder (it ends with a separator); give a file's name, as reports/report")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("given", ["/dev/stdout", "/dev/fd/1"])
def test_a_report_file_naming_standard_output_writes_there(
        given: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``-o /dev/stdout`` is standard output, as ``-o -`` is (it was refused: "is a
    named pipe (FIFO), not a regular file", or wrote nothing under a terminal)."""
    monkeypatch.chdir(tmp_path)
    code, out, err = invoke("check", str(EXAMPLES / "legal.txt"), "--report", "json",
                            "-o", given)
    assert (code, err) == (0, "")
    assert json.loads(out)["summary"] == {"files": 1, "legal": 1, "illegal": 0, "error": 0}
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("name", "style", "start"), [
    ("out/x.html", "html", "<!DOCTYPE html>"), ("x.HTM", "html", "<!DOCTYPE html>"),
    ("x.json", "json", "{"), ("x.sarif", "sarif", "{"), ("x.sarif.json", "sarif", "{"),
    ("x.xml", "junit", "<?xml"), ("x.csv", "csv", '\ufeff"path",'),
    ("x.txt", "text", "1 file: 1 legal"), ("x.report", "text", "1 file: 1 legal")])
def test_a_report_files_suffix_gives_the_style_when_report_is_not_given(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, style: str,
        start: str) -> None:
    """``--report-file out/x.html`` without ``--report`` wrote the text report into the
    ``.html`` file (only standard error said "text report written"): a known suffix
    gives the style; another suffix keeps the default (text); ``--report`` wins."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "out").mkdir()
    code, _out, err = invoke("check", str(EXAMPLES / "legal.txt"), "-o", name,
                             "--date", "2025-11-04")
    assert (code, err.split(":")[:2]) == (0, ["cardtools", f" {style} report written to {name}"])
    written = (tmp_path / name).read_text("utf-8")
    assert written.startswith(start) or written.splitlines()[-1].startswith(start), written
    if style == "sarif":
        assert '"version": "2.1.0"' in written
    code, _out, err = invoke("check", str(EXAMPLES / "legal.txt"), "-o", name,
                             "--report", "text")
    assert err.startswith(f"cardtools: text report written to {name}")


_SYNOPSIS_COMMANDS = ("check", "diff", "legality", "formats", "formats show",
                      "formats validate", "cards search", "cards show", "read", "rules")
_SUBCOMMANDS = ("show", "validate", "search", "import", "update")


def _synopsis(command: str) -> str:
    """The lines of README's Usage block that write ``cardtools COMMAND`` (with the lines
    that continue it), another command's left out (``formats`` is not ``formats show``)."""
    readme = (ROOT / "README.md").read_text("utf-8")
    block = readme.split("## Usage", 1)[1].split("```\n", 2)[1]
    said, taking = [], False
    for line in block.splitlines():
        if line.startswith("cardtools "):
            words = line.split()[1:]
            named = " ".join(words[:2] if words[1:2] and words[1] in _SUBCOMMANDS
                             else words[:1])
            taking = named == command
        elif not line.startswith(" "):
            taking = False
        if taking:
            said.append(line)
    return "\n".join(said)


@pytest.mark.parametrize("command", _SYNOPSIS_COMMANDS)
def test_readmes_usage_names_every_option_of_each_command(command: str) -> None:
    """README's command synopsis lacked ``formats show --date``, which ``--help`` gives:
    each option of each command it writes is there (by its long or short name)."""
    code, out, _ = invoke(*command.split(), "--help")
    assert code == 0
    options = re.findall(r"^\s+(?:(-\w), )?(--[a-z][a-z-]*)", out, re.MULTILINE)
    assert options, out
    synopsis = _synopsis(command)
    assert synopsis, command
    for short, long in options:
        if long == "--help":
            continue
        assert any(name and re.search(rf"{re.escape(name)}\b", synopsis)
                   for name in (short, long)), (command, long)


def test_a_lines_own_spelling_joins_the_other_lines_spellings(tmp_path: Path) -> None:
    """A message saying how other lines wrote its card says the reported line's own
    spelling in the same brackets (it was a second pair after the first: ``(written
    'Æther Vial' on line 2) (written 'aether vial')``)."""
    deck = tmp_path / "vial.txt"
    deck.write_text("4 aether vial\n4 \u00c6ther Vial\n52 Island\n", "utf-8")
    code, out, _ = invoke("check", str(deck), "--format", "mtg/legacy", "--isolated",
                          "--date", "2026-08-01", "-r", "text")
    assert code == 1
    assert f"{deck}:1: error [copy-limit] 8 copies of Aether Vial; at most 4 (written " \
        "'\u00c6ther Vial' on line 2, 'aether vial' here) (remove 4 copies)" in out.splitlines()
