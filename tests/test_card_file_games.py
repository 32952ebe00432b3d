"""Which game a user's card file is for (``cardtools.cardgames``): its ``game`` key, a
``game`` column, its name, else its types; rows of another game never enter a game's
database, and a file naming no game that gives a bundled card other facts is said."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cardgames import game_named_by
from cardtools.cli import app

#: A Mage Noir deck of 16 MageTCG cards (lines 3 to 6) and 24 Mage Noir ones.
FAKE_MAGE_NOIR = "Format: mage-noir/tournament\nDeck\n" + "".join(
    f"4 {name}\n" for name in ("Arcane Bolt", "Mirror Ward", "Ember Surge", "Tidal Rune",
                                "Fire Ball", "Tornado", "Air Blade", "Seed", "Breath",
                                "Water Drop"))
#: MageTCG cards as cards/magetcg/README.md writes them (no game column).
MAGETCG_ROWS = ("name,type,rarity,finishes,iconic\n"
                "Iconic Seraph of Dawn,Character,Legendary,standard;holographic,true\n"
                "Ember Squire,Character,Common,standard,\n"
                "Arcane Bolt,Spell,Common,standard,\n"
                "Mirror Ward,Spell,Common,standard,\n"
                "Ember Surge,Spell,Common,standard,\n"
                "Tidal Rune,Spell,Uncommon,standard,\n"
                "Gilt Gauntlet,Relic,Rare,standard,\n"
                "Moon Archive,Location,Uncommon,standard,\n")
#: A legal Modern deck on 2026-03-01.
MODERN = "Format: mtg/modern\nDeck\n4 Lightning Bolt\n4 Storm Caller\n52 Mountain\n"
UNKNOWN = ["{deck}:3: error [unknown-card] unknown card 'Arcane Bolt'",
           "{deck}:4: error [unknown-card] unknown card 'Mirror Ward'",
           "{deck}:5: error [unknown-card] unknown card 'Ember Surge'",
           "{deck}:6: error [unknown-card] unknown card 'Tidal Rune'"]


def with_game(rows: str, title: str, game: str) -> str:
    """A CSV card file's ``rows`` with a last column ``title`` naming ``game`` in each."""
    header, *cards = rows.splitlines()
    return "".join(f"{line},{cell}\n" for line, cell in
                   zip([header, *cards], [title] + [game] * len(cards), strict=True))


def run(*args: str) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args))
    return outcome.exit_code, outcome.stdout, outcome.stderr


def unknown_cards(out: str) -> list[str]:
    """The ``unknown-card`` lines of a text report, without their fix."""
    return [line.split(" (")[0] for line in out.splitlines() if "[unknown-card]" in line]


def not_taken(cards: Path, game: str) -> str:
    """The warning of a card file given for a run that adds none of ``game``'s cards,
    read as another game's by its name or types."""
    return (f"cardtools: warning: {cards}: card file adds no {game} card: its name or its "
            f"types were read as another game's; give the file a 'game' column or key "
            f"naming {game} to use its cards\n")


@pytest.mark.parametrize(("name", "rows", "said"), [
    ("magetcg-cards.csv", MAGETCG_ROWS, True),  # its name says its game
    ("cards.csv", MAGETCG_ROWS, True),  # its types are MageTCG's, none Mage Noir's
    ("cards.csv", with_game(MAGETCG_ROWS, "game", "magetcg"), False),
    ("cards.csv", with_game(MAGETCG_ROWS, "Game", "Mage TCG"), False)])
def test_a_magetcg_card_file_gives_a_mage_noir_deck_no_cards(tmp_path: Path, name: str,
                                                             rows: str, said: bool) -> None:
    """A Mage Noir deck of 16 MageTCG cards, with a MageTCG card file, was LEGAL, exit 0:
    a file naming no game was layered on every game's cards, and a ``game`` column was
    one more card fact. Its cards are now unknown to Mage Noir, and the MageTCG deck
    still has them. A file read as MageTCG's by its name or types says so on standard
    error (a file whose cells name MageTCG needs no word)."""
    deck, cards = tmp_path / "deck.txt", tmp_path / name
    deck.write_text(FAKE_MAGE_NOIR)
    cards.write_text(rows)
    code, out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert (code, err) == (1, not_taken(cards, "mage-noir") if said else "")
    assert unknown_cards(out) == [line.format(deck=deck) for line in UNKNOWN]
    mage = tmp_path / "mage.txt"
    mage.write_text("Format: magetcg/ascension\nMage\n1 Iconic Seraph of Dawn\nDeck\n"
                    "4 Ember Squire\n")
    code, out, err = run("check", str(mage), "--cards", str(cards), "--report", "text")
    assert (code, err) == (1, "")
    assert out.splitlines()[0] == (f"{mage}:4: error [zone-size] Deck: 4 cards; exactly 59 "
                                   "(add 55 cards to the deck)")


def test_a_magetcg_row_named_as_a_magic_card_leaves_magic_s_card(tmp_path: Path) -> None:
    """A MageTCG CSV naming no game, with rows ``Lightning Bolt`` and ``Storm Caller``,
    turned a legal Modern deck ILLEGAL ("no printing of it is in the card data"), also
    through ``.cardtools.yaml``. Its types are MageTCG's, so it is MageTCG's: the Modern
    deck is legal, with a warning on the file's line; with a ``game`` column, no warning."""
    (tmp_path / ".git").mkdir()
    deck, cards = tmp_path / "modern.txt", tmp_path / "mtcg.csv"
    deck.write_text(MODERN)
    cards.write_text(MAGETCG_ROWS + "Storm Caller,Character,Common,standard,\n"
                     "Lightning Bolt,Spell,Common,standard,\n")
    warning = (f"cardtools: warning: {cards}:10: card file names no game and its types are "
               "magetcg's: not used for mtg cards, so its 'Storm Caller' (type Character) "
               "leaves the mtg card Storm Caller as it is (type Creature) (and Lightning "
               "Bolt); give the file a 'game' column or key to say so\n")
    code, out, err = run("check", str(deck), "--date", "2026-03-01", "--cards", str(cards),
                         "--isolated")
    assert (code, err) == (0, warning + not_taken(cards, "mtg"))
    assert out.startswith("1 file: 1 legal, 0 illegal, 0 not judged")
    (tmp_path / ".cardtools.yaml").write_text("cards: [mtcg.csv]\n")
    code, out, _err = run("check", str(deck), "--date", "2026-03-01")
    assert code == 0
    assert out.splitlines()[0] == (
        f"{deck}: config {tmp_path / '.cardtools.yaml'}: cards mtcg.csv: adds cards "
        "Iconic Seraph of Dawn, "
        "Ember Squire, Arcane Bolt, Mirror Ward, Ember Surge and 5 more")
    cards.write_text(with_game(cards.read_text(), "game", "magetcg"))
    assert run("check", str(deck), "--date", "2026-03-01", "--cards", str(cards),
               "--isolated")[::2] == (0, "")


def test_rows_of_several_games_in_one_file_go_each_to_its_game(tmp_path: Path) -> None:
    """A ``game`` column (or key) parts one file's rows: a Magic row replaces Magic's
    card, a MageTCG row of the same name enters MageTCG's cards only."""
    deck, cards = tmp_path / "modern.txt", tmp_path / "cards.yaml"
    deck.write_text(MODERN)
    cards.write_text("- {name: Lightning Bolt, type: Sorcery, game: Magic}\n"
                     "- {name: Lightning Bolt, type: Spell, rarity: Common, game: magetcg}\n")
    code, out, err = run("check", str(deck), "--date", "2026-03-01", "--cards", str(cards),
                         "--isolated", "--report", "json")
    assert (code, err) == (1, "")
    assert '"rule": "card-pool"' in out and "Lightning Bolt" in out
    code, out, err = run("cards", "show", "Lightning Bolt", "--game", "magetcg", "--cards",
                         str(cards))
    assert (code, err) == (0, "")
    assert "Spell" in out and "game" not in out


def test_a_file_naming_no_game_that_replaces_a_bundled_card_is_said(tmp_path: Path) -> None:
    """A file naming no game, of no other game's types, still replaces a bundled card
    of the same name (README: ``--cards`` overrides), but says so on its line."""
    deck, cards = tmp_path / "modern.txt", tmp_path / "mine.csv"
    deck.write_text(MODERN)
    cards.write_text("name,type\nGoblin Token,Token\nLightning Bolt,Sorcery\n")
    code, out, err = run("check", str(deck), "--date", "2026-03-01", "--cards", str(cards),
                         "--isolated", "--report", "text")
    assert code == 1
    assert err == (f"cardtools: warning: {cards}:3: card file names no game and replaces the "
                   "bundled mtg card Lightning Bolt (type Instant) with its 'Lightning Bolt' "
                   "(type Sorcery); if its cards are another game's, give the file a 'game' "
                   "column or key\n")
    said, first = out.splitlines()[:2]  # the replaced card marked, as --formats-dir's is
    assert said.startswith(f"{deck}: command line: --cards {cards} replaces the bundled card "
                           "Lightning Bolt")
    assert first.startswith(f"{deck}:3: error [card-pool] Lightning Bolt")


def test_a_game_cell_close_to_a_game_refuses_the_file(tmp_path: Path) -> None:
    """A misspelt game (``magetc``) would have left its rows out of every game."""
    deck, cards = tmp_path / "modern.txt", tmp_path / "cards.csv"
    deck.write_text(MODERN)
    cards.write_text("name,type,game\nEmber Squire,Character,magetcg\n"
                     "Arcane Bolt,Spell,magetc\n")
    assert run("check", str(deck), "--cards", str(cards), "--isolated") == (
        2, "", f"cardtools: error: {cards}:3: card 'Arcane Bolt': game 'magetc' is no game; "
        "did you mean magetcg?\n")


@pytest.mark.parametrize(("path", "game"), [
    ("magetcg-cards.csv", "magetcg"), ("my_MTG_tokens.yaml", "mtg"),
    ("Mage Noir animals.csv", "mage-noir"), ("magi-nation-duel.json", "magi-nation"),
    ("cards/magetcg/mine.csv", "magetcg"), ("magic/cards.csv", "mtg"),
    ("cards.csv", None), ("mtg-to-magetcg.csv", None), ("magenoir.csv", None),
    ("mtgjson.json", None), ("image.csv", None),
    # a one-word name is a common word: no game (Magic's "magic", a Mage Noir file)
    ("black-magic-cards.csv", None), ("Magic Missiles.yaml", None), ("mage.csv", None),
    ("magic-the-gathering-tokens.csv", "mtg"), ("mage_tcg.csv", "magetcg")])
def test_a_card_files_name_says_its_game(tmp_path: Path, path: str, game: str | None) -> None:
    assert game_named_by(tmp_path / "work" / path) == game


#: A Mage Noir deck of 40 bundled cards and two Animals only a card file gives.
MAGE_NOIR_TWO_ANIMALS = "Format: mage-noir/tournament\nDeck\n" + "".join(
    f"4 {name}\n" for name in ("Fire Ball", "Tornado", "Air Blade", "Seed", "Flame Projectile",
                                "Breath", "Favorable Winds", "Bark Armor", "Droplet",
                                "Water Drop")) + "1 Test Hound\n1 Test Raven\n"
TWO_ANIMALS = ("{deck}:14: error [category-limit] 2 Animals in deck and side deck (Test "
               "Hound and Test Raven); at most 1 (remove 1 Animal)")


def test_a_file_named_with_a_common_word_of_a_games_name_is_not_that_games(
        tmp_path: Path) -> None:
    """A Mage Noir player's ``black-magic-cards.csv`` was read as Magic's by the word
    ``magic`` in its name and left out of the deck's cards without a word: its two
    Animals unknown cards. Its cards are now the deck's; a file whose name does name
    another game (``mtg-animals.csv``) adds none, and says so."""
    deck = tmp_path / "deck.txt"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    rows = "name,type\nTest Hound,Animal\nTest Raven,Animal\n"
    for name, said in (("black-magic-cards.csv", False), ("mtg-animals.csv", True)):
        cards = tmp_path / name
        cards.write_text(rows)
        code, out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
        if said:
            assert (code, err) == (1, not_taken(cards, "mage-noir"))
            assert unknown_cards(out) == [
                f"{deck}:13: error [unknown-card] unknown card 'Test Hound'",
                f"{deck}:14: error [unknown-card] unknown card 'Test Raven'"]
        else:
            assert (code, err) == (1, "")
            assert out.splitlines()[0] == TWO_ANIMALS.format(deck=deck)


@pytest.mark.parametrize("cell", ["", " ", "   "])
def test_a_blank_game_cell_is_no_cell(tmp_path: Path, cell: str) -> None:
    """A ``game`` cell of only spaces was read as a game ``""`` and its row dropped for
    every game: the two Animals were unknown cards. A blank cell says no game."""
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.csv"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    cards.write_text(f"name,type,game\nTest Hound,Animal,{cell}\nTest Raven,Animal,"
                     "mage noir\n")
    code, out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert (code, err) == (1, "")
    assert out.splitlines()[0] == TWO_ANIMALS.format(deck=deck)


def test_rows_naming_the_game_are_kept_beside_rows_of_another_games_types(
        tmp_path: Path) -> None:
    """A file naming no game whose rows without a ``game`` cell are MageTCG's (their
    types; Storm Caller a Character) and one row naming Magic (Lightning Bolt a
    Sorcery): the whole file was dropped for Magic, the Magic row with it, and the
    Modern deck legal. The Magic row replaces Magic's card; the others are MageTCG's."""
    deck, cards = tmp_path / "modern.txt", tmp_path / "cards.csv"
    deck.write_text(MODERN)
    cards.write_text(with_game(MAGETCG_ROWS + "Storm Caller,Character,Common,standard,\n",
                               "game", "") + "Lightning Bolt,Sorcery,,,,mtg\n")
    code, out, err = run("check", str(deck), "--date", "2026-03-01", "--cards", str(cards),
                         "--isolated", "--report", "text")
    assert code == 1
    assert err == (f"cardtools: warning: {cards}:10: card file names no game and its types "
                   "are magetcg's: not used for mtg cards, so its 'Storm Caller' (type "
                   "Character) leaves the mtg card Storm Caller as it is (type Creature); "
                   "give the file a 'game' column or key to say so\n")
    said, first = out.splitlines()[:2]  # the replaced card marked, as --formats-dir's is
    assert said.startswith(f"{deck}: command line: --cards {cards} replaces the bundled card "
                           "Lightning Bolt")
    assert first.startswith(f"{deck}:3: error [card-pool] Lightning Bolt")


def test_warnings_are_said_again_in_a_second_run_of_the_process(tmp_path: Path) -> None:
    """The warnings a card file gives were said once a process: a second run in the same
    process (a test, a tool calling cardtools) said none. Each run says its own."""
    deck, cards = tmp_path / "deck.txt", tmp_path / "mtg-animals.csv"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    cards.write_text("name,type\nTest Hound,Animal\n")
    for _run in range(2):
        code, _out, err = run("check", str(deck), "--cards", str(cards), "--cards",
                              str(cards))
        assert (code, err) == (1, not_taken(cards, "mage-noir"))


@pytest.mark.parametrize("jobs", ["0", "2", "1"])
def test_a_card_files_warning_is_said_once_whatever_the_workers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, jobs: str) -> None:
    """README, Card databases: a card file's warnings are said once a run. With 200
    decklists or more, judged in worker processes, each worker said them once: the run
    8 times by default on 2 CPUs. A config's card file was named by its absolute path,
    a ``--cards`` file as given: both are named relative to the working folder."""
    monkeypatch.chdir(tmp_path)
    for folder, cards in (("bk", None), ("ev/a", "mine.csv")):
        (tmp_path / folder).mkdir(parents=True)
        for number in range(205):
            (tmp_path / folder / f"p{number}.txt").write_text(
                f"Format: mtg/modern\nPlayer: p{number}\n4 Lightning Bolt\n56 Mountain\n")
        if cards:
            (tmp_path / folder / ".cardtools.yaml").write_text(f"cards: [{cards}]\n")
    (tmp_path / "errata.csv").write_text("name,type\nLightning Bolt,Sorcery\n")
    (tmp_path / "ev" / "a" / "mine.csv").write_text("name,type\nLightning Bolt,Sorcery\n")
    said = ("card file names no game and replaces the bundled mtg card Lightning Bolt (type "
            "Instant) with its 'Lightning Bolt' (type Sorcery); if its cards are another "
            "game's, give the file a 'game' column or key\n")
    code, _out, err = run("check", "bk", "--cards", "errata.csv", "--jobs", jobs,
                          "--date", "2026-03-01", "--report", "json")
    assert (code, err) == (1, f"cardtools: warning: errata.csv:2: {said}")  # no printing
    code, _out, err = run("check", "ev", "--jobs", jobs, "--date", "2026-03-01",
                          "--report", "json")
    assert (code, err) == (1, f"cardtools: warning: ev/a/mine.csv:2: {said}")


@pytest.mark.parametrize("cell", ["MTG Arena", "Magic Arena", "mtg\u2010arena", "MTGA"])
def test_a_game_cell_of_magic_s_other_names_is_magic_s(tmp_path: Path, cell: str) -> None:
    """``MTG Arena`` named no game: the row was dropped without a word, and the Modern
    deck's Lightning Bolt stayed an Instant. The game data's ``game_names`` hold it (a
    hyphen of another dash too): the row is Magic's."""
    deck, cards = tmp_path / "modern.txt", tmp_path / "cards.csv"
    deck.write_text(MODERN)
    cards.write_text(f"name,type,game\nLightning Bolt,Sorcery,{cell}\n")
    code, out, err = run("check", str(deck), "--date", "2026-03-01", "--cards", str(cards),
                         "--isolated", "--report", "text")
    assert (code, err) == (1, "")
    said, first = out.splitlines()[:2]  # the replaced card marked, as --formats-dir's is
    assert said.startswith(f"{deck}: command line: --cards {cards} replaces the bundled card "
                           "Lightning Bolt")
    assert first.startswith(f"{deck}:3: error [card-pool] Lightning Bolt")


@pytest.mark.parametrize("cell", ["xyz", "Homebrew", "Pokemon TCG"])
def test_a_game_cell_naming_no_known_game_is_said(tmp_path: Path, cell: str) -> None:
    """A ``game`` cell naming no game and close to none (``xyz``) dropped its rows
    without a word, the deck's two Animals then unknown cards. It is said on the first
    row's line, with the games known, and how many more rows of that cell are left out;
    the rows naming the judged game are its cards."""
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.csv"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    cards.write_text(f"name,type,game\nTest Hound,Animal,{cell}\nTest Raven,Animal,{cell}\n"
                     f"Test Fox,Animal,{cell}\nFire Ball,Spell,mage-noir\n")
    code, out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert (code, err) == (1, (
        f"cardtools: warning: {cards}:2: card 'Test Hound': game {cell!r} names no game "
        "known here (mage-noir, magetcg, magi-nation, mtg): its row and 2 more of that game "
        "are left out, no game's cards; write one of those games in its 'game' cell\n"))
    assert unknown_cards(out) == [
        f"{deck}:13: error [unknown-card] unknown card 'Test Hound'",
        f"{deck}:14: error [unknown-card] unknown card 'Test Raven'"]


def test_a_game_cell_naming_a_game_of_the_users_formats_is_not_said(tmp_path: Path) -> None:
    """A row of a game of the user's own formats (``--formats-dir``) is that game's: no
    word when another game is judged, and the user's game takes it."""
    fmts = tmp_path / "formats" / "homebrew"
    fmts.mkdir(parents=True)
    (fmts / "basic.yaml").write_text("name: Basic\nzones:\n  main: {min: 1}\n")
    deck, own, cards = tmp_path / "deck.txt", tmp_path / "own.txt", tmp_path / "cards.csv"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    own.write_text("Format: homebrew/basic\nDeck\n4 Wild Boar\n")
    cards.write_text("name,type,game\nWild Boar,Animal,homebrew\n"
                     "Test Hound,Animal,mage-noir\nTest Raven,Animal,mage-noir\n")
    for path, code, first in ((deck, 1, TWO_ANIMALS.format(deck=deck)),
                              (own, 0, "1 file: 1 legal, 0 illegal, 0 not judged")):
        outcome = run("check", str(path), "--cards", str(cards), "--formats-dir",
                      str(tmp_path / "formats"), "--report", "text")
        assert outcome[::2] == (code, "")
        assert outcome[1].splitlines()[0].startswith(first)


@pytest.mark.parametrize(("rows", "said"), [
    # a row's game cell
    ("- {name: Test Hound, type: Animal, game: mage-noir}\n"
     "- {name: Test Raven, type: Animal, game: Hearthstone}\n",
     "$.cards[1].game: card 'Test Raven': game 'Hearthstone' names no game known here "
     "(mage-noir, magetcg, magi-nation, mtg): its row is left out, no game's card; write one "
     "of those games in its 'game' cell"),
    # the file's game key: it left all its rows out without a word
    ("game: xyz\ncards:\n- {name: Test Hound, type: Animal}\n"
     "- {name: Test Raven, type: Animal}\n",
     "$.game: card 'Test Hound': game 'xyz' names no game known here (mage-noir, magetcg, "
     "magi-nation, mtg): its row and 1 more of that game are left out, no game's cards; "
     "write one of those games in the file's 'game' key")])
def test_a_yaml_game_naming_no_known_game_is_said_on_its_key(tmp_path: Path, rows: str,
                                                             said: str) -> None:
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.yaml"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    cards.write_text(rows)
    code, _out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert (code, err) == (1, f"cardtools: warning: {cards}:{said}\n")


@pytest.mark.parametrize(("game", "shown"), [
    ("{id: mage-noir}", "{'id': 'mage-noir'}"), ("[mage-noir]", "['mage-noir']"),
    ("[]", "[]"), ("{}", "{}")])
def test_a_yaml_game_of_a_mapping_or_list_refuses_the_file(tmp_path: Path, game: str,
                                                           shown: str) -> None:
    """``game: {id: mage-noir}`` dropped its row without a word (and ``[mage-noir]``
    was said no game, "did you mean mage-noir?"): which game it means is not known."""
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.yaml"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    cards.write_text(f"- {{name: Test Hound, type: Animal, game: {game}}}\n")
    assert run("check", str(deck), "--cards", str(cards)) == (
        2, "", f"cardtools: error: {cards}:$.cards[0].game: card 'Test Hound': game {shown} "
        "is no game's name; write one game's id or name (mage-noir, magetcg, magi-nation, "
        "mtg)\n")


@pytest.mark.parametrize("titles", [("game", "Game"), ("Game", "GAME"), ("game", "game")])
def test_two_game_columns_refuse_the_file(tmp_path: Path, titles: tuple[str, str]) -> None:
    """``name,game,type,game``: the last column was read without a word (a row naming
    mtg in one and mage-noir in the other was Mage Noir's)."""
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.csv"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    first, second = titles
    cards.write_text(f"name,{first},type,{second}\nTest Hound,mtg,Animal,mage-noir\n")
    assert run("check", str(deck), "--cards", str(cards)) == (
        2, "", f"cardtools: error: {cards}:1: the columns {first!r} and {second!r} both "
        "give a card's game; keep one\n")


def test_an_unknown_card_of_a_given_file_of_another_game_names_the_file(
        tmp_path: Path) -> None:
    """The hint of an unknown card a ``--cards`` file holds, its row read as another
    game's, said "add the card with --cards": it names the file, and why its row was
    another game's (its ``game`` cell, the file's ``game`` key, name or types)."""
    deck = tmp_path / "deck.txt"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    cell, key = tmp_path / "cards.csv", tmp_path / "animals.yaml"
    named, typed = tmp_path / "magetcg-animals.csv", tmp_path / "typed.csv"
    cell.write_text("name,type,game\nTest Hound,Animal,mtg\n")
    key.write_text("game: mtg\ncards:\n- {name: Test Bear, type: Creature, "
                   "aliases: [Test Raven]}\n")
    named.write_text("name,type\nTest Raven,Animal\n")
    typed.write_text("name,type\nTest Raven,Character\nTest Owl,Character\n")
    fix = "give it a 'game' column or key naming mage-noir to use it"
    for second, why in ((key, "the file's 'game' key is 'mtg'"),
                        (named, "the file's name names magetcg"),
                        (typed, "the file's types are another game's")):
        code, out, _err = run("check", str(deck), "--cards", str(cell), "--cards",
                              str(second), "--report", "text")
        assert code == 1
        assert [line for line in out.splitlines() if "[unknown-card]" in line] == [
            f"{deck}:13: error [unknown-card] unknown card 'Test Hound' ('Test Hound' is in "
            f"the card file {cell}, read as another game's card (its 'game' cell is 'mtg'); "
            f"{fix})",
            f"{deck}:14: error [unknown-card] unknown card 'Test Raven' ('Test Raven' is in "
            f"the card file {second}, read as another game's card ({why}); {fix})"]
    code, out, _err = run("check", str(deck), "--report", "text")
    assert "(check the spelling, or add the card with --cards (mage-noir))" in out


@pytest.mark.parametrize(("rows", "said"), [
    ("name,colour_identity\nLightning Bolt,W\n", "(colour_identity R) with its 'Lightning "
     "Bolt' (colour_identity W)"),
    ("name,Color Identity\nLightning Bolt,colourless\n", "(colour_identity R) with its "
     "'Lightning Bolt' (colour_identity colourless)"),
    ("name,deck_limit\nLightning Bolt,any\n", "(no deck_limit) with its 'Lightning Bolt' "
     "(deck_limit any)"),
    ("name,commander\nLightning Bolt,yes\n", "(no commander) with its 'Lightning Bolt' "
     "(commander yes)"),
    ("name,type,sets\nLightning Bolt,Instant,ZZZ\n", "(sets LEA, LEB, 2ED, 3ED, SUM and 32 "
     "more) with its 'Lightning Bolt' (sets ZZZ)"),
    ("name,colour_identity\nLightning Bolt,red\n", None),
    ("name,colour_identity,commander\nLightning Bolt,{R},no\n", None),
    ("name,type,sets\nLightning Bolt,Instant,M10\n", None)])
def test_a_file_naming_no_game_that_changes_a_bundled_cards_judged_fact_is_said(
        tmp_path: Path, rows: str, said: str | None) -> None:
    """A file naming no game that gave Lightning Bolt a white colour identity (or a
    deck limit, a commander's yes) was applied without a word, where one giving it
    another type was said: every fact a verdict reads is said alike; the same values
    in other words (``red``, ``{R}``, a ``no`` the card has) and fewer sets say nothing."""
    deck, cards = tmp_path / "modern.txt", tmp_path / "mine.csv"
    deck.write_text(MODERN)
    cards.write_text(rows)
    _code, _out, err = run("check", str(deck), "--date", "2026-03-01", "--cards",
                           str(cards), "--isolated", "--report", "text")
    if said is None:
        assert err == ""
        return
    assert err.startswith(f"cardtools: warning: {cards}:2: card file names no game and "
                          f"replaces the bundled mtg card Lightning Bolt {said}")
    assert err.endswith("; if its cards are another game's, give the file a 'game' column "
                        "or key\n")
    assert err.count("\n") == 1


def test_an_unknown_card_named_by_a_localised_name_of_another_games_file_names_it(
        tmp_path: Path) -> None:
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.yaml"
    deck.write_text("Format: mage-noir/tournament\nDeck\n1 Ours Test\n")
    cards.write_text("game: mtg\ncards:\n- {name: Test Bear, type: Creature, "
                     "names: {fr: Ours Test}}\n")
    _code, out, _err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert [line for line in out.splitlines() if "[unknown-card]" in line] == [
        f"{deck}:3: error [unknown-card] unknown card 'Ours Test' ('Ours Test' is in the "
        f"card file {cards}, read as another game's card (the file's 'game' key is 'mtg'); "
        "give it a 'game' column or key naming mage-noir to use it)"]


@pytest.mark.parametrize("game", ["Mage Noir", "Mage-Noir", "mage_noir", "MAGE NOIR"])
def test_a_yaml_files_game_key_may_be_a_games_name(tmp_path: Path, game: str) -> None:
    """``game: Mage Noir`` refused the file ("does not match '^[a-z0-9][a-z0-9-]*$'"),
    where a ``game`` cell so written was Mage Noir's: the key reads a game's names too."""
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.yaml"
    deck.write_text(MAGE_NOIR_TWO_ANIMALS)
    cards.write_text(f"game: {game}\ncards:\n- {{name: Test Hound, type: Animal}}\n"
                     "- {name: Test Raven, type: Animal}\n")
    code, out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert (code, err) == (1, "")
    assert out.splitlines()[0] == TWO_ANIMALS.format(deck=deck)


#: A legal Mage Noir deck naming its Animal by a French name of a card file's.
MAGE_NOIR_FRENCH_BOAR = (
    "Format: mage-noir/tournament\nDeck\n4 Fire Ball\n4 Tornado\n4 Air Blade\n4 Seed\n"
    "4 Flame Projectile\n4 Breath\n4 Favorable Winds\n4 Bark Armor\n4 Droplet\n"
    "4 Water Drop\n1 Sanglier sauvage\n")


@pytest.mark.parametrize(("title", "shown"), [
    ("Traduction", "Traduction"), ("Translation", "Translation"),
    ("Übersetzung", "Übersetzung")])
def test_a_translation_naming_no_language_is_said_and_named_by_the_hint(
        tmp_path: Path, title: str, shown: str) -> None:
    """A ``Traduction`` column names no language: its names are read as none, which a
    warning says, and the unknown card's hint names the column (it said "add the card
    with --cards" of a card the file held)."""
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.csv"
    deck.write_text(MAGE_NOIR_FRENCH_BOAR)
    cards.write_text(f"name,type,{title}\nWild Boar,Animal,Sanglier sauvage\n")
    code, out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert code == 1 and err == (
        f"cardtools: warning: {cards}:2: the column {shown!r} names no language: it is "
        "not read as the cards' names (card 'Wild Boar'); title it by the names' language "
        "(French, names.fr) to name the cards so\n")
    assert [line for line in out.splitlines() if "[unknown-card]" in line] == [
        f"{deck}:13: error [unknown-card] unknown card 'Sanglier sauvage' ('Sanglier "
        f"sauvage' is in the card file {cards}, in the column {shown!r} of card 'Wild "
        "Boar', which no rule reads: title it by the name's language (French, names.fr), "
        "or give the name as an alias, to name the card so)"]


@pytest.mark.parametrize("title", ["Traduction FR", "French"])
def test_a_translation_naming_its_language_names_the_card(tmp_path: Path,
                                                          title: str) -> None:
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.csv"
    deck.write_text(MAGE_NOIR_FRENCH_BOAR)
    cards.write_text(f"name,type,{title}\nWild Boar,Animal,Sanglier sauvage\n")
    code, _out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert (code, err) == (0, "")


@pytest.mark.parametrize(("rows", "where", "kind", "title"), [
    ("name,type,Banned\nTest Hound,Animal,Yes\n", ":2", "column", "Banned"),
    ("name,type,Interdite\nTest Raven,Animal,non\nTest Hound,Animal,x\n", ":3", "column",
     "Interdite"),
    ("name,type,Is banned?\nTest Hound,Animal,TRUE\n", ":2", "column", "Is banned?")])
def test_a_ban_column_is_said_not_read(tmp_path: Path, rows: str, where: str, kind: str,
                                       title: str) -> None:
    """A card file's ``Banned`` column marked a card banned that the rules never read:
    the deck was legal without a word. Bans are a format's banned list."""
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.csv"
    deck.write_text("Format: mage-noir/tournament\nDeck\n1 Test Hound\n")
    cards.write_text(rows)
    _code, _out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert err == (
        f"cardtools: warning: {cards}{where}: the {kind} {title!r} marks card 'Test Hound' "
        "banned, but a card file's facts hold no ban: it is not read; ban a card in a "
        "format's banned list (a format file of --formats-dir)\n")


def test_a_ban_key_is_said_and_a_ban_column_of_no_yes_is_not(tmp_path: Path) -> None:
    deck, cards = tmp_path / "deck.txt", tmp_path / "cards.yaml"
    deck.write_text("Format: mage-noir/tournament\nDeck\n1 Test Hound\n")
    cards.write_text("game: mage-noir\ncards:\n- {name: Test Hound, type: Animal, "
                     "banned: true}\n")
    _code, _out, err = run("check", str(deck), "--cards", str(cards), "--report", "text")
    assert err == (
        f"cardtools: warning: {cards}: the key 'banned' marks card 'Test Hound' banned, but "
        "a card file's facts hold no ban: it is not read; ban a card in a format's banned "
        "list (a format file of --formats-dir)\n")
    other = tmp_path / "other.csv"
    other.write_text("name,type,Banned\nTest Hound,Animal,No\n")
    _code, _out, err = run("check", str(deck), "--cards", str(other), "--report", "text")
    assert err == ""
