"""``cardtools formats`` and ``formats show``: the key numbers, and the project config's
formats folders."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app


def invoke(*args: str) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args), env={"COLUMNS": None})
    return outcome.exit_code, outcome.stdout, outcome.stderr


@pytest.mark.parametrize(("format_id", "rules"), [
    ("mtg/commander", "Deck (main deck and command zone) 100, Sideboard (companion) <=1; "
                      "singleton"),
    ("mtg/brawl", "Deck (main deck and command zone) 60, Sideboard (companion) <=1; "
                  "singleton"),
    ("mtg/modern", "Main deck >=60, Sideboard <=15; 4 copies"),
    # a zone of at most 0 cards is none: it was "Sideboard (no companion) <=0"
    ("mtg/oathbreaker", "Deck (main deck and command zone) 60, no sideboard (no companion); "
                        "singleton"),
])
def test_formats_gives_the_deck_size_of_the_commander_formats(
        format_id: str, rules: str) -> None:
    code, out, _ = invoke("formats", "--game", "mtg")
    line = next(line for line in out.splitlines() if line.startswith(format_id + " "))
    assert code == 0 and line.split(None, 1)[1].endswith("  " + rules)


#: What a format file's rule key written as a scalar is told it takes.
RULE_KEY_HINT = ("(copy_limit takes a mapping of its rule's options, {option: value}, or null "
                 "to drop the parent's; a rule is turned off by a project config's rules or "
                 "--ignore, not by a format)")


def test_standards_description_says_the_rotation_its_data_schedules() -> None:
    """``formats show mtg/standard`` said "rotating each autumn" while its own note and
    scheduled rotations say that from 2027 Standard rotates with the first set of the
    year: the description says both, and the year the rule changes."""
    from cardtools.yamlio import load_yaml

    path = Path(__file__).parents[1] / "formats" / "mtg" / "standard.yaml"
    data = load_yaml(path.read_text("utf-8"), str(path))
    first = data["card_pool"]["scheduled_rotations"][0]["after"]
    changes = str(int(first[:4]) + 1)
    code, out, _ = invoke("formats", "show", "mtg/standard")
    assert (code, out.splitlines()[1]) == (0, (
        "Standard: the sets of about the last three years (two years until 2023), "
        f"rotating with an autumn set through {first[:4]} and, from {changes}, with the "
        "first set of each year; main deck of at least 60, sideboard of at most 15, 4 "
        "copies."))
    assert "each autumn" not in out


LEAGUE = "name: Modern league\nextends: modern\ncard_pool: null\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text("formats_dir: myformats\n")
    (tmp_path / "myformats" / "mtg").mkdir(parents=True)
    (tmp_path / "myformats" / "mtg" / "league.yaml").write_text(LEAGUE)
    (tmp_path / "decks").mkdir()
    monkeypatch.chdir(tmp_path / "decks")
    return tmp_path


def test_formats_reads_the_project_configs_formats_dir(project: Path) -> None:
    code, out, _ = invoke("formats", "--game", "mtg")
    assert code == 0
    assert ("mtg/league            Modern league     Main deck >=60, Sideboard <=15; "
            "4 copies") in out.splitlines()


def test_formats_show_reads_the_project_configs_formats_dir(project: Path) -> None:
    code, out, err = invoke("formats", "show", "mtg/league")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "mtg/league: Modern league"


def test_formats_isolated_ignores_the_project_config(project: Path) -> None:
    code, _out, err = invoke("formats", "show", "mtg/league", "--isolated")
    assert code == 2 and err.startswith(
        "cardtools: error: no format 'mtg/league'; did you mean mtg/pauper or "
        "mtg/legacy?")
    code, out, _ = invoke("formats", "--isolated", "--game", "mtg")
    assert code == 0 and "mtg/league" not in out


def test_formats_config_names_the_project_config(project: Path, tmp_path: Path) -> None:
    other = tmp_path / "elsewhere.yaml"
    other.write_text(f"formats_dir: {project / 'myformats'}\n")
    (project / ".cardtools.yaml").unlink()
    code, out, _ = invoke("formats", "show", "mtg/league", "--config", str(other))
    assert code == 0 and out.startswith("mtg/league: Modern league\n")
    code, _out, err = invoke("formats", "show", "mtg/league", "--config", str(other),
                             "--isolated")
    assert (code, err) == (2, "cardtools: error: --config cannot be used with --isolated\n")


BAD_DATES = """name: League
extends: modern
card_pool: null
lists:
  - date: 2026-13-01
    banned: [Lightning Bolt]
  - date: "2026-1-5"
    banned: [Shock]
  - date: "2026-02-30"
    banned: [Opt]
  - date: "2026-03-01"
    banned: [Ponder]
"""
TWICE = """name: Twice
extends: modern
card_pool: null
card_pool: null
"""


def _validated(tmp_path: Path, text: str) -> tuple[Path, int, str]:
    """The format file ``text`` written as ``mtg/league.yaml``, and what ``formats
    validate`` says of it: its path, the exit code and the output."""
    (tmp_path / "mtg").mkdir()
    league = tmp_path / "mtg" / "league.yaml"
    league.write_text(text)
    code, out, _ = invoke("formats", "validate", str(league))
    return league, code, out


def test_validate_names_each_impossible_or_badly_written_date(tmp_path: Path) -> None:
    league, code, out = _validated(tmp_path, BAD_DATES)
    assert (code, out) == (2, (
        f"{league}:5: $.lists[0].date: '2026-13-01' is not a calendar day "
        "(month must be in 1..12)\n"
        f"{league}:7: $.lists[1].date: '2026-1-5' is not written YYYY-MM-DD (two digits for "
        "month and day: 2026-01-05)\n"
        f"{league}:9: $.lists[2].date: '2026-02-30' is not a calendar day "
        "(day is out of range for month)\n"
        f"{league}: 3 problems\n"))


ONLINE_DAYS = """name: League
extends: modern
card_pool:
  set_types: [expansion]
  online_days: {AFR: "2021-13-45", MH2: "2021-06-10"}
"""


def test_validate_names_an_online_day_that_is_no_calendar_day(tmp_path: Path) -> None:
    """A card pool's ``online_days`` (set code -> day) holds days too: one that is none
    was let through by the schema's pattern and ignored without a word."""
    league, code, out = _validated(tmp_path, ONLINE_DAYS)
    assert (code, out) == (2, (
        f"{league}:5: $.card_pool.online_days.AFR: '2021-13-45' is not a calendar day "
        "(month must be in 1..12)\n"
        f"{league}: 1 problem\n"))


def test_a_key_written_twice_in_a_format_file_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "mtg").mkdir()
    twice = tmp_path / "mtg" / "twice.yaml"
    twice.write_text(TWICE)
    code, out, _ = invoke("formats", "validate", str(twice))
    assert (code, out) == (2, (
        f"{twice}:4: $.card_pool: key 'card_pool' written twice (first on line 3); keep one\n"
        f"{twice}: 1 problem\n"))
    code, _out, err = invoke("formats", "show", "mtg/twice", "--formats-dir", str(tmp_path))
    assert (code, err) == (2, (
        f"cardtools: error: {twice}:4: $.card_pool: key 'card_pool' written twice (first on "
        "line 3); keep one\n"))


def test_a_key_written_twice_in_the_project_config_is_an_error(project: Path) -> None:
    (project / ".cardtools.yaml").write_text("formats_dir: myformats\nrules:\n"
                                             "  banned: warning\n  banned: off\n")
    code, _out, err = invoke("formats")
    assert (code, err) == (2, (
        f"cardtools: error: {project / '.cardtools.yaml'}:4: $.rules.banned: key 'banned' "
        "written twice (first on line 3); keep one\n"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_validate_refuses_a_named_pipe_without_waiting_on_it(tmp_path: Path) -> None:
    pipe = tmp_path / "format.yaml"
    os.mkfifo(pipe)
    code, out, err = invoke("formats", "validate", str(pipe))
    assert code == 2
    assert (f"{pipe}: cannot read format file: a named pipe (FIFO), not a regular file"
            in out + err)


@pytest.mark.parametrize(("written", "format_id"), [
    ("Duel Commander", "mtg/duel-commander"),
    ("pauper_commander", "mtg/pauper-commander"),
    ("mtg/Duel  Commander", "mtg/duel-commander"),
    ("modern", "mtg/modern"),
    # the other names the game data gives its formats (format_names)
    ("EDH", "mtg/commander"),
    ("mtg/cEDH", "mtg/commander"),
    ("Pauper EDH", "mtg/pauper-commander"),
    ("pdh", "mtg/pauper-commander"),
    # the one-word keys of MTGJSON, Scryfall and Moxfield, and MTG Arena's "Standard Brawl"
    ("paupercommander", "mtg/pauper-commander"),
    ("pauperEdh", "mtg/pauper-commander"),
    ("duelCommander", "mtg/duel-commander"),
    ("Standard Brawl", "mtg/brawl"),
    ("standardbrawl", "mtg/brawl"),
    # the game's name first, as deck sites and players write it
    ("MTG Modern", "mtg/modern"),
    ("Magic: The Gathering - Legacy", "mtg/legacy"),
    ("Magic the Gathering Pauper Commander", "mtg/pauper-commander"),
    ("mtgo legacy", "mtg/legacy"),
    ("MTG: Pioneer", "mtg/pioneer"),
    ("magic/modern", "mtg/modern"),
    ("Magic EDH", "mtg/commander"),
    ("Mage Noir Tournament", "mage-noir/tournament"),
    ("magetcg ascension+heroic", "magetcg/ascension+heroic"),
    ("Modern (MTG)", "mtg/modern"),
    ("Tournament [Mage Noir]", "mage-noir/tournament"),
    # a variant written in words beside its base (each was an unknown format)
    ("Ascension Heroic", "magetcg/ascension+heroic"),
    ("Ascension + Heroic", "magetcg/ascension+heroic"),
    ("Ascension (Heroic)", "magetcg/ascension+heroic"),
    ("Heroic Ascension", "magetcg/ascension+heroic"),
    ("Vanguard  Heroic", "magetcg/vanguard+heroic"),
    ("MageTCG Ascension Heroic", "magetcg/ascension+heroic"),
    ("magetcg/dominion heroic", "magetcg/dominion+heroic"),
    # two variants so written: each (the last alone was joined, Heroic dropped)
    ("Ascension Heroic Speakeasy", "magetcg/ascension+heroic+speakeasy"),
])
def test_a_format_name_written_with_spaces_or_underscores_is_its_id(
        written: str, format_id: str) -> None:
    """Deck sites and mtgtop8's ``// FORMAT :`` write a format's name with spaces."""
    from cardtools.formatspec import FormatRegistry

    assert FormatRegistry(()).canonical_id(written) == format_id


@pytest.mark.parametrize("written", ["mage-noir/edh", "edh+heroic", "Commander / EDH",
                                     # MTG Arena's 100-card Brawl of the Historic pool
                                     "Historic Brawl", "historicbrawl"])
def test_another_name_of_a_format_is_of_its_game_and_alone(written: str) -> None:
    """``edh`` is Magic's name for its Commander: another game's ``edh`` and a name among
    other words name no format (the message says which formats there are)."""
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat, match="no format"):
        FormatRegistry(()).canonical_id(written)


@pytest.mark.parametrize(("written", "said"), [
    ("Modern Heroic", "no format 'Modern Heroic'; 'heroic' is no variant of mtg"),
    ("Foundry (Heroic)", "variant magetcg/heroic does not apply to magetcg/foundry"),
    ("Ascension (2024)", "no format 'Ascension (2024)'; did you mean magetcg/ascension? (its "
                         "first words are that format's name; the words after them name none)")])
def test_a_variant_in_words_combines_only_as_its_file_allows(written: str, said: str) -> None:
    """A variant written beside a base it does not apply to is said so, and a word in
    brackets that names no variant stays part of the name: no format, the format its first
    words name suggested; the format quoted as written."""
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat, match=re.escape(said)):
        FormatRegistry(()).get(written)


@pytest.mark.parametrize("written", ["Historic Brawl", "historicbrawl", "mtg/historic_brawl"])
def test_a_format_the_game_names_but_no_file_defines_is_said_with_the_nearest(
        written: str) -> None:
    """MTG Arena's, Moxfield's and MTGJSON's 100-card Brawl of the Historic pool is no
    format here: the message says what it is and names mtg/brawl and mtg/commander, not
    every game's twenty formats (``formats_not_here`` of the game data)."""
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat) as raised:
        FormatRegistry(()).canonical_id(written)
    message = str(raised.value)
    assert message.startswith("no format '")
    assert "Historic Brawl is MTG Arena's 100-card Brawl of the Historic card pool" in message
    assert message.endswith("not defined here; did you mean mtg/brawl or mtg/commander?")
    assert "mage-noir/tournament" not in message


@pytest.mark.parametrize("written", ["Brawl", "brawl", "MTG Brawl", "Magic: The Gathering - Brawl",
                                     "Brawl (MTG)", "brawl+heroic"])
def test_brawl_alone_names_two_formats_and_is_refused(written: str) -> None:
    """Since 2023 MTG Arena's, Moxfield's, Scryfall's and MTGJSON's "Brawl" is the 100-card
    Historic Brawl, while mtg/brawl is the 60-card Standard Brawl: the bare name (alone or
    after the game's) is refused, both formats told, the id to write named
    (``ambiguous_format_names``); a 100-card Brawl list was judged by 60 cards."""
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat) as raised:
        FormatRegistry(()).canonical_id(written)
    message = str(raised.value)
    assert message.startswith("format '") and "' is ambiguous: Brawl names two formats: " \
        "the 60-card Brawl of Standard's card pool, defined here" in message
    assert "the 100-card Historic Brawl, not defined here" in message
    assert message.endswith("; write mtg/brawl to judge the one defined here")


def test_brawl_is_refused_whatever_game_a_decklist_names() -> None:
    """A ``Game:`` line of a game with no Brawl does not make the bare name any less
    ambiguous (``Game: mage-noir`` / ``Format: Brawl`` was judged as mtg/brawl)."""
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    for game in ("mtg", "mage-noir", None):
        with pytest.raises(UnknownFormat, match="is ambiguous"):
            FormatRegistry(()).canonical_id("Brawl", game)


@pytest.mark.parametrize("written", ["mtg/brawl", "MTG/Brawl", "Standard Brawl", "standardbrawl"])
def test_brawl_by_its_id_or_as_standard_brawl_is_judged(written: str) -> None:
    from cardtools.formatspec import FormatRegistry

    assert FormatRegistry(()).canonical_id(written) == "mtg/brawl"


def test_a_decklists_format_brawl_is_not_judged(tmp_path: Path) -> None:
    """``Format: Brawl`` above a 100-card Historic Brawl list: not judged (exit 2), the
    line named, rather than 40 cards too many and card-pool errors; ``--format
    mtg/brawl`` judges it as the 60-card Brawl."""
    deck = tmp_path / "brawl.txt"
    deck.write_text("Format: Brawl\nCommander\n1 Krenko, Mob Boss\n\nDeck\n99 Mountain\n",
                    encoding="utf-8")
    code, out, _ = invoke("check", str(deck), "--isolated")
    assert code == 2
    assert f"{deck}:1: error [unknown-format] format 'Brawl' is ambiguous: " in out
    code, out, _ = invoke("check", str(deck), "--isolated", "--format", "mtg/brawl")
    assert code == 1
    assert "exactly 60 (remove 40 cards)" in out


def test_a_format_of_another_game_is_not_said_to_be_historic_brawl() -> None:
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat) as raised:
        FormatRegistry(()).canonical_id("mage-noir/historic-brawl")
    assert str(raised.value) == ("no format 'mage-noir/historic-brawl'; formats of "
                                 "mage-noir: mage-noir/tournament")


@pytest.mark.parametrize(("written", "about", "nearest"), [
    ("Historic", "Historic is MTG Arena's constructed format of the cards on Arena",
     "mtg/pioneer or mtg/modern"),
    ("mtg/timeless", "Timeless is MTG Arena's constructed format of every card on Arena",
     "mtg/vintage or mtg/legacy"),
    ("Alchemy", "Alchemy is MTG Arena's Standard with Arena's digital and rebalanced (A-) "
     "cards", "mtg/standard"),
    ("explorer", "Explorer is MTG Arena's Pioneer of the cards Arena has", "mtg/pioneer"),
])
def test_an_arena_format_is_said_to_be_arenas_with_the_nearest_formats(
        written: str, about: str, nearest: str) -> None:
    """MTG Arena's Historic, Timeless, Alchemy and Explorer (their pools Arena's cards,
    their lists Arena's) are no format here: an Arena export's Format: line naming one
    is told what it is and the formats nearest to it, not every game's formats."""
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat) as raised:
        FormatRegistry(()).canonical_id(written)
    message = str(raised.value)
    assert message.startswith(f"no format '{written}'; {about}")
    assert message.endswith(f"not defined here; did you mean {nearest}?")
    assert "mage-noir/tournament" not in message


def test_a_decklist_of_an_arena_format_is_not_judged(tmp_path: Path) -> None:
    deck = tmp_path / "arena.txt"
    deck.write_text("Format: Timeless\nDeck\n4 Lightning Bolt\n", "utf-8")
    code, out, _ = invoke("check", str(deck), "--report", "text", "--isolated")
    assert code == 2
    assert out.startswith(f"{deck}:1: error [unknown-format] no format 'Timeless'; Timeless "
                          "is MTG Arena's constructed format of every card on Arena")
    assert "did you mean mtg/vintage or mtg/legacy?" in out


def test_a_format_line_and_an_mtgtop8_format_comment_of_one_name_agree(tmp_path: Path) -> None:
    deck = tmp_path / "deck.dec"
    deck.write_text("// FORMAT : Duel Commander\nFormat: duel-commander\n"
                    "1 [CHK] Azusa, Lost but Seeking\n", "utf-8")
    code, out, _ = invoke("check", str(deck), "--report", "text", "--isolated",
                          "--date", "2024-10-01")
    assert code == 1
    assert "parse-error" not in out
    assert f"{deck}:3: error [zone-size] " in out


TYPO_LEAGUE = """name: Modern league
extends: mtg/modern
lists:
  - date: 2026-01-01
    banned: [Lightning Blot, Foudre, Fire, Delver of Secrets]
    restricted: {Pondr: 1}
"""


def test_validate_names_each_list_entry_that_names_no_card(tmp_path: Path) -> None:
    """A misspelt entry bans nothing: validate says so, with the closest card; a split
    card's half and a double-faced card's front face are names lists go by (rule 709,
    712.8a); so is a card's name in another language the card data knows (``Foudre``:
    it was refused, though a French organizer writes French names), read as the card's
    own name, which a note says, no problem."""
    (tmp_path / "mtg").mkdir()
    league = tmp_path / "mtg" / "league.yaml"
    league.write_text(TYPO_LEAGUE)
    code, out, _ = invoke("formats", "validate", str(league))
    assert (code, out) == (2, (
        f"{league}:5: banned: 'Lightning Blot' is not a card's name in the mtg card data "
        "(did you mean Lightning Bolt?): the entry matches no card\n"
        f"{league}:5: info: banned: 'Foudre' is the French name of Lightning Bolt: read "
        "as Lightning Bolt\n"
        f"{league}:6: restricted: 'Pondr' is not a card's name in the mtg card data "
        "(did you mean Ponder?): the entry matches no card\n"
        f"{league}: 2 problems\n"))


FRENCH_MTG_CLUB = """name: Club (listes en français)
extends: mtg/modern
lists:
  - date: 2022-01-01
    banned: [Suffocation, Endurance, Danse macabre]
    restricted: {Bouleversement: 1}
  - date: 2022-02-01
    banned: [Retour à la nature]
"""


def test_validate_says_which_list_names_are_also_or_several_cards_french_names(
        tmp_path: Path) -> None:
    """``Suffocation`` is a card and the French name of Choke: the list bans the card of
    its own name, silently, though the organizer may have meant Choke; validate now says
    so in a note. ``Retour à la nature``, French for two cards, was "not a card's name
    (did you mean Retour à la nature (Back to Nature)?)": it is said ambiguous, with
    its cards."""
    (tmp_path / "mtg").mkdir()
    club = tmp_path / "mtg" / "club.yaml"
    club.write_text(FRENCH_MTG_CLUB, "utf-8")
    code, out, _ = invoke("formats", "validate", str(club))
    assert (code, out.splitlines()) == (2, [
        f"{club}:5: info: banned: 'Suffocation' is the card Suffocation; it is also the "
        "French name of Choke: write Choke to list that card",
        f"{club}:5: info: banned: 'Endurance' is the card Endurance; it is also the French "
        "name of Endure: write Endure to list that card",
        f"{club}:5: info: banned: 'Danse macabre' is the card Danse Macabre; it is also "
        "the French name of Dance of the Dead: write Dance of the Dead to list that card",
        f"{club}:6: restricted: 'Bouleversement' is ambiguous: the French name of 2 cards, "
        "Discombobulate and Upheaval: write the one meant by its English name",
        f"{club}:8: banned: 'Retour à la nature' is ambiguous: the French name of 2 "
        "cards, Back to Nature and Return to Nature: write the one meant by its English "
        "name",
        f"{club}: 2 problems"])


FRENCH_CLUB = """name: Club Thursday
extends: mage-noir/tournament
lists:
  - date: 2026-10-01
    banned: [Tornade]
    restricted: {Boule de feu: 1}
  - date: 2026-11-01
    unbanned: [Tornado]
"""
#: A legal Mage Noir deck of 40 (4 Tornado, 4 Fire Ball), French names or English.
CLUB_DECK = ("Format: mage-noir/club\nDeck\n4 {tornado}\n4 {fire}\n4 Air Blade\n4 Seed\n"
             "4 Flame Projectile\n4 Breath\n4 Favorable Winds\n4 Bark Armor\n4 Droplet\n"
             "4 Water Drop\n")


def test_a_house_format_may_name_cards_in_the_card_datas_other_languages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``banned: [Tornade]``, Mage Noir's French name of Tornado, was refused (did you
    mean Tornado?): a French organizer writes French names. It is read as Tornado, as a
    decklist line is: validate says so in a note, no problem; a deck of Tornado, in
    either language, is judged by it, its messages naming the card's own name; a later
    change unbanning it by its English name undoes the French one."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "fm" / "mage-noir").mkdir(parents=True)
    club = tmp_path / "fm" / "mage-noir" / "club.yaml"
    club.write_text(FRENCH_CLUB, "utf-8")
    code, out, _ = invoke("formats", "validate", str(club))
    assert (code, out.splitlines()) == (0, [
        f"{club}:5: info: banned: 'Tornade' is the French name of Tornado: read as "
        "Tornado",
        f"{club}:6: info: restricted: 'Boule de feu' is the French name of Fire Ball: "
        "read as Fire Ball",
        f"{club}: ok"])
    for tornado, fire in (("Tornado", "Fire Ball"), ("Tornade", "Boule de feu")):
        Path("d.txt").write_text(CLUB_DECK.format(tornado=tornado, fire=fire), "utf-8")
        code, out, err = invoke("check", "d.txt", "--formats-dir", "fm", "--report", "text",
                                "--date", "2026-10-15")
        assert (code, err) == (1, "")
        assert [line.split(" (")[0] for line in out.splitlines()[:2]] == [
            "d.txt:3: error [banned] Tornado is banned in Club Thursday",
            "d.txt:4: error [restricted] 4 copies of Fire Ball; it is restricted to 1 copy"]
        code, out, _ = invoke("check", "d.txt", "--formats-dir", "fm", "--report", "text",
                              "--date", "2026-11-15")
        assert code == 1 and "[banned]" not in out and "[restricted]" in out


#: A league extending the French club (an extends chain): it unbans Crimson Ritual, which
#: the tournament's lists ban, by its French name, and bans Ignition.
FRENCH_LEAGUE = """name: Ligue du jeudi
extends: mage-noir/club
lists:
  - date: 2026-12-01
    banned: [Ignition]
    unbanned: [Rituel pourpre]
    restricted: {Boule de feu: 2}
"""


@pytest.mark.parametrize(("day", "lists"), [
    ("2026-10-15", ["  banned: Crimson Ritual, Tornado (written Tornade)",
                    "  restricted: Fire Ball (written Boule de feu) (1), Ignition (1)"]),
    ("2026-12-15", ["  banned: Ignition",
                    "  restricted: Fire Ball (written Boule de feu) (2)"]),
])
def test_formats_show_gives_the_lists_as_check_reads_their_french_names(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, day: str, lists: list[str]
        ) -> None:
    """``unbanned: [Rituel pourpre]`` unbans Crimson Ritual for ``check``, but ``formats
    show`` listed Crimson Ritual still banned, and ``Tornade`` and ``Boule de feu`` as
    written, no card: it reads the lists' names as ``check`` does, through an extends
    chain, each card by its own name with the name written beside it."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "fm" / "mage-noir").mkdir(parents=True)
    (tmp_path / "fm" / "mage-noir" / "club.yaml").write_text(FRENCH_CLUB, "utf-8")
    (tmp_path / "fm" / "mage-noir" / "ligue.yaml").write_text(FRENCH_LEAGUE, "utf-8")
    code, out, _ = invoke("formats", "show", "mage-noir/ligue", "--formats-dir", "fm",
                          "--date", day)
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Banned and"))
    end = next(i for i, line in enumerate(lines) if line.startswith("Note:"))
    assert code == 0 and lines[start + 1:start + 3] == lists
    assert lines[start + 3:end] == [
        "List history:",
        "  2025-11-04: banned Crimson Ritual; restricted Ignition (1) [Mage Noir official "
        "card catalogue (2025), Detailed Rules v1.1, 1.2-1.3]",
        "  2026-10-01: banned Tornado (written Tornade); restricted Fire Ball (written "
        "Boule de feu) (1) [fm/mage-noir/club.yaml]",
        "  2026-11-01: unbanned Tornado [fm/mage-noir/club.yaml]",
        "  2026-12-01: banned Ignition; unbanned Crimson Ritual (written Rituel pourpre); "
        "restricted Fire Ball (written Boule de feu) (2) [fm/mage-noir/ligue.yaml]"]
    Path("d.txt").write_text("Format: mage-noir/ligue\n4 Crimson Ritual\n", "utf-8")
    _code, out, _ = invoke("check", "d.txt", "--formats-dir", "fm", "--report", "text",
                           "--date", day)
    assert ("[banned] Crimson Ritual" in out) == ("Crimson Ritual," in lists[0])


@pytest.mark.parametrize(("key", "value"), [("banned", "[Ponder]"),
                                              ("restricted", "{Ponder: 1}")])
def test_a_list_written_at_the_top_of_a_format_points_to_lists(
        tmp_path: Path, key: str, value: str) -> None:
    """A house format's ``banned: [Ignition]`` beside ``extends:`` (a new user's first
    try) was "unexpected key 'banned'" with no way forward: the message says it is a key
    of each dated entry of ``lists:`` and how such an entry is written."""
    (tmp_path / "mtg").mkdir()
    league = tmp_path / "mtg" / "league.yaml"
    league.write_text(f"name: League\nextends: mtg/modern\n{key}: {value}\n")
    code, out, _ = invoke("formats", "validate", str(league))
    assert (code, out.splitlines()) == (2, [
        f"{league}:3:1: $.{key}: unexpected key '{key}' ({key} is a key of each entry of "
        "lists: `lists` is a list of dated entries, each `- date: \"2026-12-01\"` then, on "
        "the lines below it, its changes (`banned: [Card, ...]`, `restricted: {Card: 1}`))",
        f"{league}: 1 problem"])


def test_validate_names_list_entries_that_name_no_card_beside_schema_problems(
        tmp_path: Path) -> None:
    """A linter lists every problem of a file at once: the names of its lists are
    checked as written when the schema has problems too (they were checked only once
    the schema problems were fixed), every problem in line order."""
    (tmp_path / "mtg").mkdir()
    league = tmp_path / "mtg" / "league.yaml"
    league.write_text(TYPO_LEAGUE.replace("lists:", "copy_limt: 4\nzones:\n  main:\n"
                                          "    min: sixty\nlists:")
                      + "    banned_as_commander: [7]\n  - not a change\n")
    code, out, _ = invoke("formats", "validate", str(league))
    assert (code, out.splitlines()) == (2, [
        f"{league}:3:1: $.copy_limt: unexpected key 'copy_limt' (did you mean copy_limit?)",
        f"{league}:6:5: $.zones.main.min: sixty is text, not a whole number",
        f"{league}:9: banned: 'Lightning Blot' is not a card's name in the mtg card data "
        "(did you mean Lightning Bolt?): the entry matches no card",
        f"{league}:9: info: banned: 'Foudre' is the French name of Lightning Bolt: read "
        "as Lightning Bolt",
        f"{league}:10: restricted: 'Pondr' is not a card's name in the mtg card data "
        "(did you mean Ponder?): the entry matches no card",
        f"{league}:11:27: $.lists[0].banned_as_commander[0]: 7 is a number, not text: "
        'write it in quotes: "7"',
        f"{league}:12:5: $.lists[1]: not a change is text, not a mapping: each entry of "
        '`lists` is `- date: "2026-12-01"` then, on the lines below it, its changes '
        "(`banned: [Card, ...]`, `restricted: {Card: 1}`)",
        f"{league}: 6 problems"])


@pytest.mark.parametrize("parent", ["mage-noir/tournament", "magi-nation/standard"])
def test_a_format_extending_another_games_format_is_refused(tmp_path: Path,
                                                            parent: str) -> None:
    """``fm/mtg/house.yaml`` extending ``mage-noir/tournament`` was accepted as a Mage
    Noir format under the id ``mtg/house``: a format extends one of its own game's tree
    (DESIGN 5); ``validate`` and ``check`` say so on ``$.extends``."""
    (tmp_path / "mtg").mkdir()
    house = tmp_path / "mtg" / "house.yaml"
    house.write_text(f"name: House\nextends: {parent}\ndescription: h.\n")
    said = (f"{house}:$.extends: extends '{parent}', a format of another game: a format "
            "extends one of its own game's tree (mtg/...; DESIGN 5), its folder naming its "
            "game")
    code, out, _ = invoke("formats", "validate", str(house))
    assert (code, out.splitlines()) == (2, [said, f"{house}: 1 problem"])
    code, _out, err = invoke("check", "-", "--isolated", "--formats-dir", str(tmp_path),
                             "--format", "mtg/house")
    assert (code, err) == (2, f"cardtools: error: {said}\n")


def test_validate_names_list_entries_that_name_no_card_beside_a_broken_extends(
        tmp_path: Path) -> None:
    (tmp_path / "mtg").mkdir()
    league = tmp_path / "mtg" / "league.yaml"
    league.write_text(TYPO_LEAGUE.replace("mtg/modern", "mtg/modrn"))
    code, out, _ = invoke("formats", "validate", str(league))
    assert (code, out.splitlines()) == (2, [
        f"{league}:$.extends: extends 'mtg/modrn', but there is no such format file (did "
        "you mean mtg/modern?)",
        f"{league}:5: banned: 'Lightning Blot' is not a card's name in the mtg card data "
        "(did you mean Lightning Bolt?): the entry matches no card",
        f"{league}:5: info: banned: 'Foudre' is the French name of Lightning Bolt: read "
        "as Lightning Bolt",
        f"{league}:6: restricted: 'Pondr' is not a card's name in the mtg card data "
        "(did you mean Ponder?): the entry matches no card",
        f"{league}: 3 problems"])


def test_check_judges_no_deck_by_a_list_entry_that_names_no_card(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The typo bans nothing: the deck was judged legal, the entry warned of on standard
    error only. A deck judged by such a format is not judged, the entries named in its
    error, exit 2."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "fm" / "mtg").mkdir(parents=True)
    (tmp_path / "fm" / "mtg" / "league.yaml").write_text(TYPO_LEAGUE)
    (tmp_path / "d.txt").write_text("56 Mountain\n4 Lightning Bolt\n")
    code, out, err = invoke("check", "d.txt", "--formats-dir", "fm", "--format",
                            "mtg/league", "--report", "text")
    assert (code, err) == (2, "")
    assert out.splitlines() == [
        "d.txt:1: error [unknown-format] format mtg/league cannot be used as written: "
        "fm/mtg/league.yaml:5: banned: 'Lightning Blot' is not a card's name in the mtg "
        "card data (did you mean Lightning Bolt?): the entry matches no card; "
        "fm/mtg/league.yaml:6: "
        "restricted: 'Pondr' is not a card's name in the mtg card data (did you mean "
        "Ponder?): the entry matches no card (write each entry as the card's full name, "
        "quoted when it holds a comma (\"Ragavan, Nimble Pilferer\"), or update the card "
        "data for a newer card; cardtools formats validate FILE lists every problem)",
        "1 file: 0 legal, 0 illegal, 1 not judged"]


def test_a_card_name_with_a_comma_split_by_yaml_judges_no_deck(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``banned: [Ragavan, Nimble Pilferer]`` is YAML's two names: the house ban of the
    card applied to nothing, and a deck of four Ragavan was legal."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "fm" / "mtg").mkdir(parents=True)
    (tmp_path / "fm" / "mtg" / "club.yaml").write_text(
        "name: Club Modern\nextends: modern\nlists:\n  - date: 2026-10-01\n"
        "    banned: [Ragavan, Nimble Pilferer]\n")
    (tmp_path / "d.txt").write_text("4 Ragavan, Nimble Pilferer\n56 Mountain\n")
    code, out, _err = invoke("check", "d.txt", "--formats-dir", "fm", "--format",
                             "mtg/club", "--report", "text")
    assert code == 2
    assert out.startswith("d.txt:1: error [unknown-format] format mtg/club cannot be used "
                          "as written: fm/mtg/club.yaml:5: banned: 'Ragavan' is not a "
                          "card's name in the mtg card data (did you mean Ragavan, Nimble "
                          "Pilferer?)")
    (tmp_path / "fm" / "mtg" / "club.yaml").write_text(
        "name: Club Modern\nextends: modern\nlists:\n  - date: 2026-10-01\n"
        "    banned: [\"Ragavan, Nimble Pilferer\"]\n")
    code, out, _err = invoke("check", "d.txt", "--formats-dir", "fm", "--format",
                             "mtg/club", "--report", "text", "--date", "2026-11-01")
    assert code == 1 and "d.txt:1: error [banned] Ragavan, Nimble Pilferer is banned" in out


def test_validate_checks_a_game_data_file_against_its_own_schema() -> None:
    from cardtools.resources import formats_dir

    game = formats_dir() / "mtg" / "game.yaml"
    assert invoke("formats", "validate", str(game)) == (0, f"{game}: ok\n", "")


FACE_LEAGUE = """name: Modern league
extends: mtg/modern
lists:
  - date: 2026-01-01
    banned:
      - Brazen Borrower // Petty Theft
      - Petty Theft
      - "Hanweir, the Writhing Township"
"""


def test_validate_gives_the_line_writing_the_entry_whole(tmp_path: Path) -> None:
    """An entry that is a face of the entry before it (``Petty Theft`` after ``Brazen
    Borrower // Petty Theft``) is on its own line, not the first line holding its words
    (it was said on line 6); a melded back half, no card to write (rule 712.4), suggests
    a card it is made of, not its own name in small letters."""
    (tmp_path / "mtg").mkdir()
    league = tmp_path / "mtg" / "league.yaml"
    league.write_text(FACE_LEAGUE)
    code, out, _ = invoke("formats", "validate", str(league))
    assert (code, out) == (2, (
        f"{league}:7: banned: 'Petty Theft' is not a card's name in the mtg card data "
        "(did you mean Brazen Borrower // Petty Theft?): the entry matches no card\n"
        f"{league}:8: banned: 'Hanweir, the Writhing Township' is not a card's name in "
        "the mtg card data (did you mean Hanweir Garrison?): the entry matches no card\n"
        f"{league}: 2 problems\n"))


def test_validate_lists_a_broken_game_data_files_problems_once_and_counts_each_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game data file breaking its schema: every problem (not the first with a count
    of the others), once for the run, by its path relative to the working folder; each
    file given ends with its own line, a format file saying it was not checked."""
    game = tmp_path / "formats" / "myg"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text("id: myg\nname: 3\nzones: nope\n", "utf-8")
    (game / "t.yaml").write_text("name: T\ngame: myg\nzones:\n  main: {label: Deck}\n",
                                 "utf-8")
    (game / "u.yaml").write_text("name: U\ngame: myg\n", "utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = invoke("formats", "validate", "formats/myg/t.yaml", "formats/myg/u.yaml",
                            "formats/myg/game.yaml")
    assert (code, err) == (2, "")
    assert out.splitlines() == [
        "formats/myg/game.yaml:$: Additional properties are not allowed ('id', 'name' were "
        "unexpected)",
        "formats/myg/game.yaml:$.zones: 'nope' is not of type 'object'",
        "formats/myg/t.yaml: not checked: the game data file formats/myg/game.yaml of its "
        "formats folder has 2 problems",
        "formats/myg/u.yaml: not checked: the game data file formats/myg/game.yaml of its "
        "formats folder has 2 problems",
        "formats/myg/game.yaml: 2 problems"]
    code, out, _ = invoke("formats", "validate", str(game / "game.yaml"))
    assert (code, out.splitlines()[-1]) == (2, "formats/myg/game.yaml: 2 problems")


def test_an_unknown_format_of_a_known_game_lists_that_games_formats() -> None:
    code, _out, err = invoke("formats", "show", "mage-noir/nope")
    assert (code, err) == (2, "cardtools: error: no format 'mage-noir/nope'; formats of "
                              "mage-noir: mage-noir/tournament\n")
    code, _out, err = invoke("formats", "show", "nope/x")
    assert code == 2
    assert err.startswith("cardtools: error: no format 'nope/x'; available formats: "
                          "mage-noir/tournament, magetcg/ascension,")


def test_validate_ends_an_unreadable_or_broken_file_with_its_count(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "g").mkdir()
    (tmp_path / "g" / "x.yaml").write_text("name: [unclosed\n", "utf-8")
    code, out, err = invoke("formats", "validate", "g/x.yaml", "nothere.yaml")
    assert (code, err) == (2, "")
    assert out.splitlines() == [
        "g/x.yaml:2: not valid YAML: did not find expected ',' or ']'",
        "g/x.yaml: 1 problem",
        "nothere.yaml: cannot read format file: No such file or directory",
        "nothere.yaml: 1 problem"]


def test_list_history_says_changes_only_and_a_change_of_no_known_day() -> None:
    """The cards banned in every format are banned from 2020-01-01 (ante cards, Amulet of
    Quoz) and 2020-06-10 (Cleanse), before Duel Commander's first list: their listing
    again on 2024-07-29 and 2026-08-22 is no change, so no line says them banned those
    days; the changes known only from XMage's list of 2026-08-22 are said "by" that
    day."""
    code, out, _err = invoke("formats", "show", "mtg/duel-commander")
    history = out[out.index("List history:"):out.index("\nNote:")].splitlines()
    assert code == 0
    assert [line[:12] for line in history if "Amulet of Quoz" in line] == ["  2020-01-01"]
    assert [line[:12] for line in history if "Cleanse" in line] == ["  2020-06-10"]
    assert history[-1].startswith(
        "  by 2026-08-22 (the day it took effect is not in the sources): unbanned Ezio "
        "Auditore da Firenze, Loyal Retainers; banned as commander Ezio Auditore da Firenze, "
        "Tasigur, the Golden Fang [")


def test_a_ban_of_no_known_day_says_so_in_the_verdict(tmp_path: Path) -> None:
    """Tasigur, no longer banned as commander on 2026-01-26, is banned as commander on
    XMage's list of 2026-08-22: the day it took effect is not known, and the message does
    not say "since 2026-08-22" as if it were announced then."""
    deck = tmp_path / "dc.txt"
    deck.write_text("Format: mtg/duel-commander\nCommander\n1 Tasigur, the Golden Fang\n"
                    "Deck\n99 Island\n", "utf-8")
    code, out, _err = invoke("check", str(deck), "--date", "2026-08-22", "--isolated")
    assert code == 1
    assert out.splitlines()[0] == (
        f"{deck}:3: error [banned] Tasigur, the Golden Fang is banned as commander in Duel "
        "Commander (on the lists of 2026-08-22; the day it took effect is not in the "
        "sources); it may be played in the main deck (choose another commander, or move "
        "Tasigur, the Golden Fang to the main deck)")
    code, _out, _err = invoke("check", str(deck), "--date", "2026-08-21", "--isolated")
    assert code == 0


MAGETCG_FORMATS = ("magetcg/ascension, magetcg/dominion, magetcg/foundry, magetcg/soulbound, "
                   "magetcg/thronefall, magetcg/vanguard")


@pytest.mark.parametrize("written", ["MageTCG", "magetcg", "Mage TCG"])
def test_a_game_name_as_format_gets_that_games_formats(written: str) -> None:
    """``--format MageTCG`` names a game of several formats: the answer lists that game's
    formats, not every game's."""
    code, _out, err = invoke("formats", "show", written)
    assert (code, err) == (2, f"cardtools: error: no format '{written}'; that is the name of "
                              f"a game, not of a format: formats of magetcg: "
                              f"{MAGETCG_FORMATS}\n")


@pytest.mark.parametrize(("written", "meant"), [
    ("modrn", "mtg/modern or mtg/premodern"),
    ("standrd", "magi-nation/standard or mtg/standard"),
    ("ascenion+heroic", "magetcg/ascension+heroic"),
    ("ascension+speakesy", "magetcg/ascension+speakeasy"),
])
def test_a_near_miss_gets_the_close_ids_only(written: str, meant: str) -> None:
    code, _out, err = invoke("formats", "show", written)
    assert (code, err) == (2, f"cardtools: error: no format '{written}'; did you mean "
                              f"{meant}?\n")


def test_a_variant_typo_of_a_full_id_gets_the_combination() -> None:
    code, _out, err = invoke("formats", "show", "magetcg/ascension+heroc")
    assert (code, err) == (2, "cardtools: error: no format 'magetcg/ascension+heroc'; did "
                              "you mean magetcg/ascension+heroic?\n")


@pytest.mark.parametrize(("written", "said"), [
    ("mtg/modern+nope", "'nope' is no variant of mtg; mtg/modern takes no variant"),
    ("modern+nope+zzz", "'nope', 'zzz' are no variants of mtg; mtg/modern takes no variant"),
    ("magetcg/foundry+heroic+zzz", "'zzz' is no variant of magetcg; variants of "
                                   "magetcg/foundry: magetcg/foundry+speakeasy"),
    ("ascension+zzz", "'zzz' is no variant of magetcg; variants of magetcg/ascension: "
                      "magetcg/ascension+heroic, magetcg/ascension+speakeasy"),
])
def test_an_unknown_variant_is_named_with_the_formats_variants(written: str, said: str
                                                              ) -> None:
    """A known format with a variant that is none says which part is unknown and the
    variants the format takes (it said the format unknown and listed the game's
    formats, mtg/modern among them)."""
    code, _out, err = invoke("formats", "show", written)
    assert (code, err) == (2, f"cardtools: error: no format '{written}'; {said}\n")


def test_a_variant_near_miss_is_one_the_format_takes() -> None:
    """``foundry+hero`` is not ``foundry+heroic``: Heroic does not combine with Foundry."""
    code, _out, err = invoke("formats", "show", "magetcg/foundry+hero")
    assert (code, err) == (2, "cardtools: error: no format 'magetcg/foundry+hero'; 'hero' "
                              "is no variant of magetcg; variants of magetcg/foundry: "
                              "magetcg/foundry+speakeasy\n")


@pytest.mark.parametrize(("written", "variant", "once"), [
    ("magetcg/ascension+heroic+heroic", "heroic", "magetcg/ascension+heroic"),
    ("ascension+speakeasy+speakeasy", "speakeasy", "magetcg/ascension+speakeasy"),
    ("magetcg/ascension+heroic+magetcg/heroic", "heroic", "magetcg/ascension+heroic"),
    ("magetcg/ascension+heroic+speakeasy+heroic", "heroic",
     "magetcg/ascension+heroic+speakeasy"),
    ("Ascension Heroic Heroic", "heroic", "magetcg/ascension+heroic"),
])
def test_a_variant_named_twice_is_refused(tmp_path: Path, written: str, variant: str,
                                          once: str) -> None:
    """A variant named twice was the format "Ascension + Heroic + Heroic" (its rules
    once, its name twice); it is refused, naming the variant and the id naming it once,
    by ``formats show`` and ``--format`` (exit 2) and on a ``Format:`` line (not judged),
    quoted as written."""
    said = f"names the variant {variant} twice: write it once ({once})"
    code, out, err = invoke("formats", "show", written)
    assert (code, out, err) == (2, "", f"cardtools: error: format '{written}' {said}\n")
    deck = tmp_path / "deck.txt"
    deck.write_text("Mage\n1 Iconic Seraph of Dawn\n", "utf-8")
    code, out, _err = invoke("check", str(deck), "--format", written, "--isolated")
    assert code == 2 and "error [unknown-format] format '" in out and said in out
    deck.write_text(f"Format: {written}\nMage\n1 Iconic Seraph of Dawn\n", "utf-8")
    code, out, _err = invoke("check", str(deck), "--isolated")
    assert code == 2 and f"{deck}:1: error [unknown-format] format '" in out and said in out


def test_the_check_of_a_game_name_says_it_on_the_deck(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Mage\n1 Iconic Seraph of Dawn\n", "utf-8")
    code, out, _err = invoke("check", str(deck), "--format", "MageTCG", "--isolated",
                             "--report", "text")
    assert code == 2
    assert out.splitlines()[0] == (
        f"{deck}:1: error [unknown-format] no format 'MageTCG'; that is the name of a game, "
        f"not of a format: formats of magetcg: {MAGETCG_FORMATS} (cardtools formats "
        "lists them)")


def test_validate_places_each_problem_at_its_key_as_yamllint_does(tmp_path: Path) -> None:
    """A schema problem was said at the JSON path of the mapping holding it ($: ...
    'copy_limt' was unexpected), no line: each is now at its key's line and column, in
    line order, a mistyped key with its closest."""
    path = tmp_path / "mtg" / "league.yaml"
    path.parent.mkdir()
    path.write_text("name: League\nextends: mtg/modern\nzones:\n  main:\n    min: sixty\n"
                    "    maxx: 3\nlists:\n  - date: 2026-01-01\n    banned: [Ponder]\n"
                    "    bannd: [Opt]\ncopy_limt: 4\nhero_limit: 1\n", "utf-8")
    code, out, _err = invoke("formats", "validate", str(path))
    assert (code, out.splitlines()) == (2, [
        f"{path}:5:5: $.zones.main.min: sixty is text, not a whole number",
        f"{path}:6:5: $.zones.main.maxx: unexpected key 'maxx' (did you mean max?)",
        f"{path}:10:5: $.lists[0].bannd: unexpected key 'bannd' (did you mean banned?)",
        f"{path}:11:1: $.copy_limt: unexpected key 'copy_limt' (did you mean copy_limit?)",
        f"{path}:12:1: $.hero_limit: unexpected key 'hero_limit'",
        f"{path}: 5 problems"])


def test_validate_a_file_named_from_inside_its_game_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``cd formats/mtg && cardtools formats validate league.yaml``: the path has no
    folder name, the file's id was '/league' and the run an internal error (KeyError)."""
    game = tmp_path / "mtg"
    game.mkdir()
    (game / "league.yaml").write_text("name: League\nextends: mtg/modern\nlists:\n"
                                      "  - date: 2026-01-01\n    banned: [Lightning Blot]\n",
                                      "utf-8")
    monkeypatch.chdir(game)
    code, out, err = invoke("formats", "validate", "league.yaml")
    assert (code, err) == (2, "")
    assert out.splitlines() == [
        "league.yaml:5: banned: 'Lightning Blot' is not a card's name in the mtg card data "
        "(did you mean Lightning Bolt?): the entry matches no card",
        "league.yaml: 1 problem"]


def test_validate_names_the_closest_parent_of_a_mistyped_extends(tmp_path: Path) -> None:
    path = tmp_path / "mtg" / "league.yaml"
    path.parent.mkdir()
    path.write_text("name: League\nextends: mtg/modrn\n", "utf-8")
    code, out, _err = invoke("formats", "validate", str(path))
    assert (code, out.splitlines()) == (2, [
        f"{path}:$.extends: extends 'mtg/modrn', but there is no such format file (did you "
        "mean mtg/modern?)",
        f"{path}: 1 problem"])


def test_the_listing_goes_past_a_broken_format_file_and_names_it(tmp_path: Path) -> None:
    (tmp_path / "mtg").mkdir()
    (tmp_path / "mage-noir").mkdir()
    (tmp_path / "mtg" / "league.yaml").write_text("name: League\nextends: modern\n"
                                                  "copy_limt: 3\n")
    (tmp_path / "mtg" / "child.yaml").write_text("name: Child\nextends: league\n")
    (tmp_path / "mtg" / "good.yaml").write_text("name: Good\nextends: modern\n")
    (tmp_path / "mage-noir" / "broken.yaml").write_text("name: Broken\nzones: [\n  main\n")
    code, out, err = invoke("formats", "--isolated", "--formats-dir", str(tmp_path))
    listed = [line.split()[0] for line in out.splitlines()[2:] if line]
    assert code == 2
    assert "mtg/good" in listed and "mage-noir/tournament" in listed
    assert "magetcg/speakeasy" in listed  # the variants are listed too
    assert not {"mtg/league", "mtg/child", "mage-noir/broken"} & set(listed)
    assert err.splitlines() == [
        f"cardtools: error: {tmp_path / 'mage-noir' / 'broken.yaml'}:4: not valid YAML: "
        "did not find expected ',' or ']'",
        f"cardtools: error: {tmp_path / 'mtg' / 'league.yaml'}:3:1: $.copy_limt: "
        "unexpected key 'copy_limt' (did you mean copy_limit?)",
        "cardtools: error: not listed: mage-noir/broken, mtg/child, mtg/league (3 format "
        "files with problems; cardtools formats validate FILE lists every problem of a file)"]
    (tmp_path / "mtg" / "tourn\u0430ment.yaml").write_text("name: T\nextends: modern\n")
    code, out, err = invoke("formats", "--isolated", "--formats-dir", str(tmp_path),
                            "--game", "mtg")  # a disguised id is left out, not the rest
    assert code == 2 and "mtg/good" in out and "tourn\u0430ment" not in out
    assert "holds U+0430 CYRILLIC SMALL LETTER A" in err.splitlines()[1]
    assert err.splitlines()[-1].startswith(
        "cardtools: error: not listed: mtg/child, mtg/league, mtg/tourn\u0430ment (3 ")
    code, out, err = invoke("formats", "--isolated", "--formats-dir", str(tmp_path),
                            "--game", "mage-noir")
    assert code == 2 and "mage-noir/tournament" in out and "mtg/good" not in out
    assert err.splitlines()[-1].startswith("cardtools: error: not listed: mage-noir/broken (1 ")
    (tmp_path / "mage-noir" / "broken.yaml").unlink()
    code, _, err = invoke("formats", "--isolated", "--formats-dir", str(tmp_path),
                          "--game", "mage-noir")
    assert (code, err) == (0, "")


@pytest.mark.parametrize("hidden", [
    "mtg/._house.yaml", "mtg/.cardtools.yaml", ".old/game.yaml", ".old/house.yaml",
    ".cardtools.yaml"])
def test_hidden_files_of_a_formats_folder_are_left_out(tmp_path: Path, hidden: str) -> None:
    """macOS's ``._house.yaml`` beside a copied format, a ``.cardtools.yaml`` or a
    hidden game folder in a formats folder stopped ``check`` ("format id 'mtg/._house'
    holds U+002E") or made the folder refused: hidden files and folders are left out,
    as README says (``formats validate`` leaves them out too)."""
    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / "house.yaml").write_text(
        "name: House\nextends: modern\ndescription: a.\n", "utf-8")
    (tmp_path / hidden).parent.mkdir(exist_ok=True)
    (tmp_path / hidden).write_bytes(b"\x00\x05\x16\x07\x00\x02\x00\x00Mac OS X")
    code, out, err = invoke("formats", "--isolated", "--formats-dir", str(tmp_path),
                            "--game", "mtg")
    assert (code, err) == (0, "")
    assert "mtg/house" in out and "._house" not in out
    legal = Path(__file__).parents[1] / "cards" / "mtg" / "examples" / "legal.txt"
    code, out, err = invoke("check", str(legal), "--isolated", "--formats-dir",
                            str(tmp_path), "--format", "mtg/house", "--report", "text",
                            "--date", "2026-12-01")
    assert (code, err, out.splitlines()[-1][:41]) == (
        0, "", "1 file: 1 legal, 0 illegal, 0 not judged ")


def test_a_file_given_as_formats_folder_is_said_to_be_a_file(tmp_path: Path) -> None:
    league = tmp_path / "league.yaml"
    league.write_text(LEAGUE)
    for command in (("formats",), ("check", str(tmp_path / "league.yaml"))):
        code, out, err = invoke(*command, "--isolated", "--formats-dir", str(league))
        assert (code, out) == (2, "")
        assert err == (f"cardtools: error: {league}: a file, not a formats folder (the "
                       "folder that holds <game>/<format>.yaml: formats validate FILE lints "
                       "one file)\n")
    code, _, err = invoke("formats", "--formats-dir", str(tmp_path / "none"))
    assert (code, err) == (2, f"cardtools: error: {tmp_path / 'none'}: formats folder not "
                              "found\n")


def test_a_variant_applying_to_no_format_is_a_problem_to_list_and_validate(
        tmp_path: Path) -> None:
    (tmp_path / "magetcg").mkdir()
    variant = tmp_path / "magetcg" / "league.yaml"
    variant.write_text("variant: true\nname: League\napplies_to: [ascenion, vanguard]\n")
    said = (f"{variant}:$.applies_to[0]: applies_to names 'ascenion', but there is no such "
            "format (did you mean ascension?)")
    code, out, err = invoke("formats", "validate", str(variant))
    assert (code, out) == (2, f"{said}\n{variant}: 1 problem\n")
    code, out, err = invoke("formats", "--isolated", "--formats-dir", str(tmp_path),
                            "--game", "magetcg")
    assert code == 2 and "magetcg/league" not in out and "magetcg/heroic" in out
    assert err.splitlines()[0] == f"cardtools: error: {said}"
    variant.write_text("variant: true\nname: League\napplies_to: [ascension, vanguard]\n")
    code, out, err = invoke("formats", "validate", str(variant))
    assert (code, out) == (0, f"{variant}: ok\n")


def test_an_unknown_format_beside_a_broken_file_lists_formats_not_their_parents(
        tmp_path: Path) -> None:
    """A broken file of a formats folder made the list of formats of an unknown id every
    file's id: the abstract parents (mtg/constructed) among them."""
    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / "league.yaml").write_text("name: League\nextends: modern\n"
                                                  "copy_limt: 3\n")
    code, _, err = invoke("formats", "show", "mtg/leage", "--isolated", "--formats-dir",
                          str(tmp_path))
    assert code == 2 and err.startswith(
        "cardtools: error: no format 'mtg/leage'; did you mean mtg/league or mtg/legacy or "
        "mtg/vintage? formats of mtg: mtg/brawl, mtg/commander, mtg/duel-commander, "
        "mtg/league, mtg/legacy, ")
    assert "constructed" not in err and "companions" not in err


def test_validate_lints_every_format_file_of_a_folder_as_yamllint_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A folder is searched recursively for .yaml and .yml files, in sorted order,
    hidden ones left out (it was refused: "a folder, not a regular file"); a folder of
    none is a problem of its own, the other paths still linted."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine" / "mtg" / ".old").mkdir(parents=True)
    (tmp_path / "mine" / "mtg" / "league.yml").write_text(LEAGUE, "utf-8")
    (tmp_path / "mine" / "mtg" / "bad.yaml").write_text("name: [unclosed\n", "utf-8")
    (tmp_path / "mine" / "mtg" / ".old" / "x.yaml").write_text("name: [\n", "utf-8")
    (tmp_path / "mine" / ".cardtools.yaml").write_text("format: nope\n", "utf-8")
    (tmp_path / "mine" / "notes.txt").write_text("not a format\n", "utf-8")
    (tmp_path / "none").mkdir()
    code, out, err = invoke("formats", "validate", "none", "mine")
    assert (code, err) == (2, "")
    assert out.splitlines() == [
        "none: no format files (.yaml, .yml) found in this folder",
        "none: 1 problem",
        "mine/mtg/bad.yaml:2: not valid YAML: did not find expected ',' or ']'",
        "mine/mtg/bad.yaml: 1 problem",
        "mine/mtg/league.yml: ok"]
    assert invoke("formats", "validate", "mine/mtg/league.yml")[:2] == (
        0, "mine/mtg/league.yml: ok\n")


@pytest.mark.parametrize(("written", "other"), [
    ("MTG Modern", "mtg/modern"), ("Magic: The Gathering - Legacy", "mtg/legacy"),
    ("magic/modern", "mtg/Modern"), ("Magic EDH", "mtg/commander"),
    # a format's other name that begins with its game's name stays that format's
    ("Magi-Nation Duel", "magi-nation/standard")])
def test_a_format_written_after_its_games_name_names_the_same_format(written: str,
                                                                      other: str) -> None:
    """A decklist's ``Format: MTG Modern`` and ``--format mtg/modern`` name one format: no
    note that the decklist names another."""
    from cardtools.gamedata import judging_value

    assert judging_value("format", written) == judging_value("format", other)
    assert judging_value("format", "MTG Legacy") != judging_value("format", "mtg/modern")


def test_a_derived_format_without_a_description_is_not_described_by_its_parent(
        tmp_path: Path) -> None:
    """README's house format (Legacy with a 10-card sideboard and 1 copy) showed Legacy's
    description, "sideboard of at most 15, 4 copies", above its own rules; it is said to
    be based on Legacy. A description of its own is shown as written."""
    (tmp_path / "mtg").mkdir()
    house = tmp_path / "mtg" / "highlander.yaml"
    house.write_text("extends: legacy\nname: House Highlander\ncopy_limit: {default: 1}\n"
                     "zones:\n  side: {max: 10}\n", "utf-8")
    code, out, _ = invoke("formats", "show", "mtg/highlander", "--isolated", "--formats-dir",
                          str(tmp_path))
    assert code == 0
    assert out.splitlines()[:4:3] == ["mtg/highlander: House Highlander",
                                      "Rules: Main deck >=60, Sideboard <=10; 1 copy"]
    assert out.splitlines()[1] == "Based on Legacy (mtg/legacy), with the rules below."
    assert "4 copies" not in out and "at most 15" not in out
    house.write_text(house.read_text("utf-8") + "description: Legacy, one of each.\n", "utf-8")
    code, out, _ = invoke("formats", "show", "mtg/highlander", "--isolated", "--formats-dir",
                          str(tmp_path))
    assert out.splitlines()[1] == "Legacy, one of each."


_HOUSE = ("extends: legacy\nname: House Highlander\ncopy_limit: {default: 1}\n"
          "zones:\n  side: {max: 10}\nlists:\n  - date: '2026-01-01'\n"
          "    banned: [Lightning Bolt]\n")


def _cited(tmp_path: Path) -> dict[str, str | None]:
    """The source each violation of a deck judged by ``tmp_path``'s mtg/highlander cites
    in the JSON report, by its message's start."""
    import json

    deck = tmp_path / "deck.txt"
    deck.write_text("Format: mtg/highlander\n4 Lightning Bolt\n2 Opt\n1 Grief\n"
                    "2 Mountain\nSideboard\n11 Mountain\n", "utf-8")
    _code, out, _ = invoke("check", str(deck), "--isolated", "--formats-dir", str(tmp_path),
                           "--report", "json")
    return {violation["message"].split(";")[0]: violation.get("source")
            for violation in json.loads(out)["results"][0]["violations"]
            if violation["rule"] != "data-age"}


def test_a_house_format_naming_no_source_cites_itself_never_its_parents_source(
        tmp_path: Path) -> None:
    """README's house format (extends Legacy, no source of its own) was shown with
    Legacy's "Source: Magic: The Gathering Banned and Restricted announcements...", and
    its rules cited their parent's sources: its own ban the Wizards announcements, its
    copy limit of 1 and sideboard of 10 the Comprehensive Rules' 4 and 15. The rules it
    writes cite the file; those it keeps from Legacy, Legacy's."""
    (tmp_path / "mtg").mkdir()
    house = tmp_path / "mtg" / "highlander.yaml"
    house.write_text(_HOUSE, "utf-8")
    code, out, _ = invoke("formats", "show", "mtg/highlander", "--isolated", "--formats-dir",
                          str(tmp_path))
    assert code == 0
    assert out.splitlines()[2] == (
        f"Source: {house} (the file itself, which names no source; based on Legacy "
        "(mtg/legacy), whose source is Magic: The Gathering Banned and Restricted "
        "announcements; Magic Tournament Rules 6.1: the rules it keeps from Legacy cite it)")
    assert f"  2026-01-01: banned Lightning Bolt [{house}]" in out.splitlines()
    assert _cited(tmp_path) == {
        "Lightning Bolt is banned in House Highlander (since 2026-01-01)": str(house),
        "Main deck: 9 cards": "Magic: The Gathering Comprehensive Rules, 100.2a",
        "2 copies of Opt": str(house),
        "Grief is banned in House Highlander (since 2024-08-26)": (
            "Magic: The Gathering Banned and Restricted announcements, August 26, 2024 "
            "Banned and Restricted Announcement"),
        "Sideboard: 11 cards": str(house)}


def test_a_house_formats_own_source_is_cited_by_the_rules_it_writes_alone(
        tmp_path: Path) -> None:
    """A house format giving its own source: the rules it writes cite it (a section
    alone its document), the rules it keeps their parent's, never the house document
    with the parent's section (``Our league rules, 100.2a``)."""
    (tmp_path / "mtg").mkdir()
    house = tmp_path / "mtg" / "highlander.yaml"
    house.write_text(_HOUSE.replace("copy_limit: {default: 1}", "copy_limit: {default: 1, "
                                    "source: {section: '2'}}")
                     + "source: {document: Our league rules, url: 'https://example.org'}\n",
                     "utf-8")
    code, out, _ = invoke("formats", "show", "mtg/highlander", "--isolated", "--formats-dir",
                          str(tmp_path))
    assert (code, out.splitlines()[2]) == (0, "Source: Our league rules")
    cited = _cited(tmp_path)
    assert cited["2 copies of Opt"] == "Our league rules, 2"
    assert cited["Sideboard: 11 cards"] == "Our league rules"
    assert cited["Main deck: 9 cards"] == "Magic: The Gathering Comprehensive Rules, 100.2a"
    assert cited["Lightning Bolt is banned in House Highlander (since 2026-01-01)"] == (
        "Our league rules")


def test_a_variant_of_ones_own_cites_itself_for_its_rules(tmp_path: Path) -> None:
    """README's ``commons-only`` variant (no source) cited Ascension's source for its
    rarity rule; it cites the variant's file, Ascension's rules their own."""
    (tmp_path / "magetcg").mkdir()
    variant = tmp_path / "magetcg" / "commons-only.yaml"
    variant.write_text("variant: true\nname: Commons only\napplies_to: [magetcg/ascension]\n"
                       "allowed_rarities: {rarities: [Common], zones: [main]}\n", "utf-8")
    from cardtools.formatspec import FormatRegistry

    fmt = FormatRegistry([tmp_path]).get("magetcg/ascension+commons-only")
    assert fmt.options["allowed_rarities"].source.cite() == str(variant)
    assert fmt.source.cite() == "MageTCG rules, Formats: Ascension"
    assert fmt.zones["main"].source.cite() == "MageTCG rules, Formats: Ascension (Deck Size)"


def test_a_rules_source_of_another_document_takes_no_section_of_its_formats() -> None:
    """The Commander formats' card pools (``Magic Tournament Rules, 6.1 ...``) were cited
    with the section of the Comprehensive Rules their format's source gives, "903
    (Commander)"; a section alone still cites its format's document."""
    from cardtools.formatspec import FormatRegistry
    from cardtools.formatspec.model import Source

    pool = FormatRegistry([]).get("mtg/commander").options["card_pool"].source
    assert pool.document is not None and pool.document.startswith("Magic Tournament Rules")
    assert pool.section is None
    top = Source("Rules", "1", "https://example.org")
    assert Source.of({"section": "2"}, top) == Source("Rules", "2", "https://example.org")
    assert Source.of({"document": "Other"}, top) == Source("Other", None,
                                                            "https://example.org")


def test_a_broken_format_files_problems_are_counted_alike_everywhere(tmp_path: Path) -> None:
    """``formats validate`` counted a misspelt banned card among a file's problems, the
    listing's and ``check``'s "(and N more problems)" did not (3 against "1 more"): one
    finder counts them (``formatlint.every_problem``)."""
    (tmp_path / "mtg").mkdir()
    bad = tmp_path / "mtg" / "bad.yaml"
    bad.write_text("extends: legacy\nname: Bad\ncopy_limit: 1\nzones:\n  side: {max: -1}\n"
                   "lists:\n  - date: \"2026-01-01\"\n    banned: [Lightning Blot]\n", "utf-8")
    code, out, _ = invoke("formats", "validate", str(bad))
    assert code == 2
    assert out.splitlines()[-1] == f"{bad}: 3 problems"
    first = (f"{bad}:3:1: $.copy_limit: 1 is a number, not a mapping or empty "
             f"{RULE_KEY_HINT} (and 2 more problems)")
    _, _, err = invoke("formats", "--isolated", "--formats-dir", str(tmp_path))
    assert f"cardtools: error: {first}" in err
    code, out, err = invoke("formats", "show", "mtg/bad", "--isolated", "--formats-dir",
                            str(tmp_path))
    assert code == 2 and first in out + err


def test_two_broken_format_files_extending_each_other_are_counted_without_end(
        tmp_path: Path) -> None:
    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / "a.yaml").write_text("extends: b\ncopy_limit: 1\n", "utf-8")
    (tmp_path / "mtg" / "b.yaml").write_text("extends: a\ncopy_limit: 2\n", "utf-8")
    code, out, _ = invoke("formats", "validate", str(tmp_path / "mtg" / "a.yaml"))
    assert code == 2 and out.splitlines()[-1].endswith("a.yaml: 2 problems")
    _, _, err = invoke("formats", "--isolated", "--formats-dir", str(tmp_path))
    assert (f"a.yaml:2:1: $.copy_limit: 1 is a number, not a mapping or empty {RULE_KEY_HINT} "
            "(and 1 more problem)") in err


#: A house format's wrong shapes (text after ``extends: tournament``) -> the problem
#: ``formats validate`` says, in YAML's words with the shape the key takes.
WRONG_SHAPES = {
    "lists-as-mapping": (
        "lists: {banned: [Ignition, Typhon]}\n",
        "3:1: $.lists: {banned: [Ignition, Typhon]} is a mapping, not a list: `lists` is a "
        'list of dated entries, each `- date: "2026-12-01"` then, on the lines below it, its '
        "changes (`banned: [Card, ...]`, `restricted: {Card: 1}`)"),
    "lists-one-entry-unlisted": (
        'lists:\n  date: "2026-12-01"\n  banned: [Ignition]\n',
        "3:1: $.lists: {date: '2026-12-01', banned: [Ignition]} is a mapping, not a list: "
        '`lists` is a list of dated entries, each `- date: "2026-12-01"` then, on the lines '
        "below it, its changes (`banned: [Card, ...]`, `restricted: {Card: 1}`)"),
    "entry-without-date": (
        "lists:\n  - banned: [Ignition]\n",
        '4:5: $.lists[0]: `date:` is missing: each entry of `lists` is `- date: "2026-12-01"` '
        "then, on the lines below it, its changes (`banned: [Card, ...]`, "
        "`restricted: {Card: 1}`)"),
    "banned-as-text": (
        'lists:\n  - date: "2026-12-01"\n    banned: Ignition\n',
        "5:5: $.lists[0].banned: Ignition is text, not a list: write it as a list: [Ignition]"),
    "banned-name-with-comma": (
        'lists:\n  - date: "2026-12-01"\n    banned: "Ragavan, Nimble Pilferer"\n',
        "5:5: $.lists[0].banned: Ragavan, Nimble Pilferer is text, not a list: write it as a "
        "list: ['Ragavan, Nimble Pilferer']"),
    "restricted-as-list": (
        'lists:\n  - date: "2026-12-01"\n    restricted: [Ignition]\n',
        "5:5: $.lists[0].restricted: [Ignition] is a list, not a mapping: `restricted` maps "
        "each card to its most copies: `{Ignition: 1}`"),
    "size-as-text": (
        'zones:\n  main: {min: "40"}\n',
        "4:10: $.zones.main.min: '40' is text, not a whole number: write 40 without quotes"),
    "zone-as-number": (
        "zones:\n  main: 40\n",
        "4:3: $.zones.main: 40 is a number, not a mapping or empty: a zone is a mapping of its "
        "sizes and what it takes: `{min: 40, max: 60}`"),
    "day-not-a-day": (
        "lists:\n  - date: next week\n    banned: [Ignition]\n",
        "4:5: $.lists[0].date: next week is not a day written YYYY-MM-DD (2026-12-01)"),
    "rule-key-as-list": (
        "allowed_rarities: [Common]\n",
        "3:1: $.allowed_rarities: [Common] is a list, not a mapping or empty "
        + RULE_KEY_HINT.replace("copy_limit", "allowed_rarities")),
}


@pytest.mark.parametrize("case", sorted(WRONG_SHAPES))
def test_a_house_formats_wrong_shape_is_said_in_yaml_words_with_the_shape_it_takes(
        tmp_path: Path, case: str) -> None:
    """``lists: {banned: [...]}`` was refused as "{'banned': [...]} is not of type
    'array'": a Python repr and a JSON type. A wrong kind of value, a missing key, a
    value out of bounds or not a day is said as YAML writes it, with how to write it."""
    text, said = WRONG_SHAPES[case]
    path = tmp_path / "mage-noir" / "noel.yaml"
    path.parent.mkdir()
    path.write_text("extends: tournament\nname: Noel\n" + text, "utf-8")
    code, out, _ = invoke("formats", "validate", str(path))
    assert (code, out.splitlines()) == (2, [f"{path}:{said}", f"{path}: 1 problem"])


def test_a_house_formats_unquoted_day_is_a_day(tmp_path: Path) -> None:
    """A day written without quotes (YAML's date) is read as the day it writes."""
    path = tmp_path / "mage-noir" / "noel.yaml"
    path.parent.mkdir()
    path.write_text("extends: tournament\nname: Noel\nlists_checked: 2026-12-01\nlists:\n"
                    "  - date: 2026-12-01\n    banned: [Ignition]\n", "utf-8")
    code, out, _ = invoke("formats", "validate", str(path))
    assert (code, out.splitlines()) == (0, [f"{path}: ok"])


@pytest.mark.parametrize(("written", "said"), [
    ("no", "false is a true/false value"), ("yes", "true is a true/false value"),
    ("off", "false is a true/false value"), ("'off'", "'off' is text")])
def test_a_rule_key_written_as_a_switch_says_what_it_takes(
        tmp_path: Path, written: str, said: str) -> None:
    """``copy_limit: no`` in a format file was said "False is not of type object or
    null", Python's word, and no way to write it: said in YAML's words with what the
    key takes."""
    (tmp_path / "mtg").mkdir()
    league = tmp_path / "mtg" / "league.yaml"
    league.write_text(f"extends: legacy\nname: League\ncopy_limit: {written}\n", "utf-8")
    code, out, _ = invoke("formats", "validate", str(league))
    assert (code, out.splitlines()) == (2, [
        f"{league}:3:1: $.copy_limit: {said}, not a mapping or empty {RULE_KEY_HINT}",
        f"{league}: 1 problem"])


BOLT_LEAGUE = """name: Bolt league
extends: mtg/standard
lists:
  - date: 2026-05-01
    banned: [Lightning Bolt]
"""


def test_a_banned_card_named_like_a_legal_cards_face_is_told_of_that_card(
        tmp_path: Path) -> None:
    """A house format banning Lightning Bolt: ``4 Lightning Bolt`` is the banned classic
    card, and the hint names Emeritus of Conflict, in the card pool that day, whose face
    is so named (Secrets of Strixhaven); that card, written by its name, is legal."""
    (tmp_path / "mtg").mkdir()
    (tmp_path / "mtg" / "boltleague.yaml").write_text(BOLT_LEAGUE, "utf-8")
    deck = tmp_path / "deck.txt"
    for written, code_wanted, said in (
            ("Lightning Bolt", 1, [
                f"{deck}:3: error [banned] Lightning Bolt is banned in Bolt league (since "
                "2026-05-01) (remove 4 copies; Emeritus of Conflict, in the card pool, has a "
                "face named Lightning Bolt: write it by its name if you meant it)"]),
            ("Emeritus of Conflict", 0, [])):
        deck.write_text(f"Deck\n56 Mountain\n4 {written}\n", "utf-8")
        code, out, _ = invoke("check", str(deck), "--formats-dir", str(tmp_path), "--format",
                              "mtg/boltleague", "--date", "2026-06-01", "--isolated",
                              "--report", "text")
        assert (code, out.splitlines()[:-1]) == (code_wanted, said)
