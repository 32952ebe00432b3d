"""Near misses of a format id, a game, a report form or a dialect are suggested alike
wherever they are written: case and the spaces, hyphens and underscores between words
ignored, then the close spellings; an id whose game part names a game suggests that
game's formats first."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtools.nearmiss import closest, closest_named, spelling
from tests.conftest import invoke


def _deck(tmp_path: Path) -> str:
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Fire Ball\n")
    return str(deck)


def test_a_spelling_ignores_case_and_the_gaps_between_words() -> None:
    assert [spelling(each) for each in ("Mage Noir", "mage_noir", "MAGE-NOIR", "magenoir",
                                        " mage -_ noir ")] == ["magenoir"] * 5


def test_closest_gives_the_same_spelling_first_then_the_close_ones() -> None:
    assert closest("Mox-Feld", ("cardtools", "moxfield", "mtgo")) == ["moxfield"]
    assert closest("HTML", ("text", "html", "json")) == ["html"]
    assert closest("zzzz", ("text", "html")) == []
    assert closest("", ("text",)) == []
    assert closest("a", ()) == []
    assert closest_named("mage_noir", [("mage noir", "mage-noir/tournament"),
                                       ("tournament", "mage-noir/tournament")]) == [
        "mage-noir/tournament"]


@pytest.mark.parametrize("written", ["magenoir", "MageNoir", " MAGENOIR "])
def test_a_game_name_written_without_its_gaps_gets_the_games_format(
        tmp_path: Path, written: str) -> None:
    result = invoke("check", _deck(tmp_path), "--format", written, "--report", "json")
    message = json.loads(result.stdout)["results"][0]["violations"][0]["message"]
    assert message == f"no format '{written.strip()}'; did you mean mage-noir/tournament?"


@pytest.mark.parametrize(("written", "said"), [
    ("mage-noir/standard", "formats of mage-noir: mage-noir/tournament; in another game, "
                           "did you mean mtg/standard or magi-nation/standard?"),
    ("magic/modrn", "did you mean mtg/modern or mtg/premodern? formats of mtg: "),
    ("magenoir/tournamnt", "did you mean mage-noir/tournament?"),
    ("mage-noir/nope", "formats of mage-noir: mage-noir/tournament"),
])
def test_an_id_whose_game_part_names_a_game_gives_that_games_formats_first(
        written: str, said: str) -> None:
    result = invoke("formats", "show", written)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"cardtools: error: no format '{written}'; {said}")


def test_a_config_format_id_gets_the_same_suggestion(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text("format: magenoir\n")
    monkeypatch.chdir(tmp_path)
    result = invoke("check", _deck(tmp_path), "--report", "text")
    assert ("cardtools: warning: .cardtools.yaml:1: $.format: no format 'magenoir' "
            "(did you mean mage-noir/tournament?)") in result.stderr


@pytest.mark.parametrize(("written", "meant"), [
    ("moxfeld", "moxfield"), ("Mox-Feld", "moxfield"), ("ARENAA", "arena"),
    # another name of a dialect: MTGA is Arena (mtgo, Magic Online, was offered)
    ("mtga", "arena"), ("Magic Arena", "arena"), ("dck", "forge")])
def test_an_unknown_dialect_gets_the_closest(tmp_path: Path, written: str,
                                             meant: str) -> None:
    result = invoke("read", _deck(tmp_path), "--to", written)
    assert (result.exit_code, result.stderr) == (
        2, f"cardtools: error: --to: unknown dialect '{written}'; did you mean {meant}? "
           "choose from cardtools, arena, mtgo, moxfield, forge, json\n")


@pytest.mark.parametrize(("written", "meant"), [
    ("HTM", "html"), ("Sari_ff", "sarif"),
    # another name of a style (-o x.xml is junit; none was offered)
    ("xml", "junit"), ("XML", "junit"), ("txt", "text"), ("codeclimate", "gitlab")])
def test_an_unknown_report_form_gets_the_closest(tmp_path: Path, written: str,
                                                 meant: str) -> None:
    result = invoke("check", _deck(tmp_path), "--report", written)
    assert result.exit_code == 2
    assert result.stderr.endswith(f"not '{written}' (did you mean {meant}?)\n")


@pytest.mark.parametrize("written", ["md", "yml", "markdown"])
def test_a_report_name_meaning_no_style_gets_no_suggestion(tmp_path: Path,
                                                           written: str) -> None:
    result = invoke("check", _deck(tmp_path), "--report", written)
    assert result.exit_code == 2
    assert result.stderr.endswith(f"sheet, not '{written}'\n")


def test_rules_report_gets_the_closest_style() -> None:
    result = invoke("rules", "--report", "txt")
    assert (result.exit_code, result.stderr) == (
        2, "cardtools: error: --report must be text or json, not 'txt' (did you mean "
           "text?)\n")


@pytest.mark.parametrize(("written", "first"), [
    ("HTML", "<!DOCTYPE html>"), ("Json", "{"), ("Sari_f", "{"), (" TEXT ", "")])
def test_a_report_form_is_taken_whatever_its_case_and_gaps(tmp_path: Path, written: str,
                                                           first: str) -> None:
    as_written = invoke("check", _deck(tmp_path), "--report", written)
    as_named = invoke("check", _deck(tmp_path), "--report",
                      written.strip().lower().replace("_", ""))
    assert (as_written.exit_code, as_written.stderr) == (as_named.exit_code, as_named.stderr)
    assert as_written.stdout == as_named.stdout and as_written.stdout.startswith(first)
    assert as_written.exit_code != 2 or "--report" not in as_written.stderr


@pytest.mark.parametrize("written", ["ARENA", "Mox-Field", "mox field"])
def test_a_dialect_is_taken_whatever_its_case_and_gaps(tmp_path: Path, written: str) -> None:
    as_written = invoke("read", _deck(tmp_path), "--to", written)
    as_named = invoke("read", _deck(tmp_path), "--to", written.lower().replace("-", "")
                      .replace(" ", ""))
    assert (as_written.exit_code, as_written.stderr) == (as_named.exit_code, as_named.stderr)
    assert "unknown dialect" not in as_written.stderr
    assert as_written.stdout == as_named.stdout != ""


def test_rules_takes_its_report_form_whatever_its_case() -> None:
    assert invoke("rules", "--report", "JSON").stdout == invoke(
        "rules", "--report", "json").stdout
    refused = invoke("rules", "--report", "xml")
    assert (refused.exit_code, refused.stderr) == (
        2, "cardtools: error: --report must be text or json, not 'xml'\n")


@pytest.mark.parametrize(("written", "meant"), [
    ("Mage-TC_G", "magetcg"), ("magtcg", "magetcg or mtg"), ("magetcgg", "magetcg"),
    ("Noir", "mage-noir")])
def test_an_unknown_game_gets_the_closest(written: str, meant: str) -> None:
    result = invoke("formats", "--game", written)
    assert (result.exit_code, result.stderr) == (
        2, f"cardtools: error: no game '{written}'; did you mean {meant}? games: "
           "mage-noir, magetcg, magi-nation, mtg\n")


@pytest.mark.parametrize(("written", "hint"), [
    ("mtgg", "did you mean mtg? "), ("MTG_", "did you mean mtg? "), ("magenoir", "")])
def test_a_game_with_no_updater_gets_the_closest_that_has_one(written: str,
                                                              hint: str) -> None:
    result = invoke("cards", "update", written)
    assert (result.exit_code, result.stderr) == (
        2, f"cardtools: error: no updater for '{written}'; {hint}games that can be "
           "updated: mtg\n")


def test_a_game_line_read_gets_the_closest_game(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Game: MageNoir\n4 Fire Ball\n", "utf-8")
    result = invoke("read", str(deck))
    assert (result.exit_code, result.stderr) == (
        2, "cardtools: error: unknown game 'MageNoir'; did you mean mage-noir? games: "
           "mage-noir, magetcg, magi-nation, mtg\n")


#: What an unknown format whose first words name a format says after the id it suggests.
LEADING = " (its first words are that format's name; the words after them name none)"


def test_a_free_text_format_line_is_quoted_as_written_with_the_format_it_begins_with(
        tmp_path: Path) -> None:
    """``Format: Modern (Winter Open, Dec 19)`` was "no format 'modern (winter-open,
    dec-19)'" (text never written) and every game's twenty formats: it is quoted as
    written and Modern suggested; the deck is still not judged (a guess is a hint)."""
    deck = tmp_path / "deck.txt"
    deck.write_text("Format: Modern (Winter Open, Dec 19)\n\n4 Lightning Bolt\n56 Mountain\n",
                    "utf-8")
    result = invoke("check", str(deck), "--isolated", "--report", "text")
    assert result.exit_code == 2
    assert result.stdout.splitlines() == [
        f"{deck}:1: error [unknown-format] no format 'Modern (Winter Open, Dec 19)'; did you "
        f"mean mtg/modern?{LEADING} (cardtools formats lists them)",
        "1 file: 0 legal, 0 illegal, 1 not judged"]


@pytest.mark.parametrize(("written", "game", "meant"), [
    ("MTG Pauper League", None, "mtg/pauper"),
    ("Magic: The Gathering - Legacy Open", None, "mtg/legacy"),
    ("Pauper Commander Cup #3", None, "mtg/pauper-commander"),
    ("EDH night", None, "mtg/commander"),
    ("Tournament 2026", None, "mage-noir/tournament"),
    ("Standard League", None, "magi-nation/standard or mtg/standard"),
    ("Standard League", "mtg", "mtg/standard"),
    ("Modern.", None, "mtg/modern"),
])
def test_a_format_name_followed_by_other_words_suggests_that_format(
        written: str, game: str | None, meant: str) -> None:
    """The longest name or other name (``format_names``) of a format of the decklist's
    game (any game without a ``Game:`` line) that the words begin with, after a game's
    name if one comes first."""
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat) as raised:
        FormatRegistry(()).canonical_id(written, game)
    assert str(raised.value) == f"no format '{written}'; did you mean {meant}?{LEADING}"


def test_a_name_of_two_formats_followed_by_other_words_suggests_none() -> None:
    """``Brawl`` is MTG Arena's Historic Brawl or the Standard Brawl here
    (``ambiguous_format_names``): ``Brawl Night`` gets no guess."""
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat) as raised:
        FormatRegistry(()).canonical_id("Brawl Night")
    assert str(raised.value).startswith("no format 'Brawl Night'; available formats: ")


def test_text_near_no_format_of_a_known_game_lists_that_games_formats_only() -> None:
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat) as raised:
        FormatRegistry(()).canonical_id("Winter Open", "mage-noir")
    assert str(raised.value) == ("no format 'Winter Open'; formats of mage-noir: "
                                 "mage-noir/tournament")


@pytest.mark.parametrize(("written", "game", "meant"), [
    ("Legacy/Vintage", None, "mtg/legacy or mtg/vintage"),  # was mtg/vintage alone
    ("Vintage - Legacy", None, "mtg/vintage or mtg/legacy"),
    ("Legacy Vintage", None, "mtg/legacy or mtg/vintage"),  # was Legacy's first words alone
    ("Legcy or Vintge", None, "mtg/legacy or mtg/vintage"),
    ("modrn", None, "mtg/modern or mtg/premodern"),  # the close spellings still said
    ("Standrad", "mtg", "mtg/standard or magi-nation/standard"),
])
def test_an_unknown_name_suggests_every_format_its_words_name(
        written: str, game: str | None, meant: str) -> None:
    """Each format whose name's words are words of the name or close to them is said
    (``difflib`` on words), those of the decklist's game first, then the spellings close
    to the whole name."""
    from cardtools.errors import UnknownFormat
    from cardtools.formatspec import FormatRegistry

    with pytest.raises(UnknownFormat) as raised:
        FormatRegistry(()).canonical_id(written, game)
    assert str(raised.value) == f"no format '{written}'; did you mean {meant}?"


def test_words_name_the_longest_format_and_never_a_joined_name_by_half() -> None:
    from cardtools.formatspec import FormatRegistry

    registry = FormatRegistry(())
    assert registry.formats_by_words("Duel Commander 2025") == ["mtg/duel-commander"]
    assert registry.formats_by_words("Pauper Cube") == ["mtg/pauper"]  # not pauperedh
    assert registry.formats_by_words("Standard 2025") == [
        "magi-nation/standard", "mtg/standard"]
    assert registry.formats_by_words("Standard 2025", "mtg") == ["mtg/standard"]
    assert registry.formats_by_words("Brawl Night") == []  # a name of two formats
    assert registry.formats_by_words("ascenion+heroic") == []


@pytest.mark.parametrize(("written", "meant"), [
    ("Standard 2025", f"did you mean mtg/standard?{LEADING}"),  # was Magi-Nation's first
    ("Legacy/Vintage", "did you mean mtg/legacy or mtg/vintage?"),
    ("Winter Open", "formats of mtg: mtg/brawl, mtg/commander, mtg/duel-commander, "
     "mtg/legacy, mtg/modern, mtg/oathbreaker, mtg/pauper, mtg/pauper-commander, "
     "mtg/pioneer, mtg/premodern, mtg/standard, mtg/vintage"),
])
def test_an_unknown_format_line_is_answered_for_the_game_of_the_lists_cards(
        tmp_path: Path, written: str, meant: str) -> None:
    """A list with no ``Game:`` line whose cards are clearly a game's (``clear_game``)
    gets that game's formats suggested; it is still not judged."""
    deck = tmp_path / "deck.txt"
    deck.write_text(f"Format: {written}\n4 Lightning Bolt\n4 Counterspell\n52 Island\n",
                    "utf-8")
    result = invoke("check", str(deck), "--isolated", "--report", "text")
    assert (result.exit_code, result.stdout.splitlines()) == (2, [
        f"{deck}:1: error [unknown-format] no format '{written}'; {meant} "
        "(cardtools formats lists them)", "1 file: 0 legal, 0 illegal, 1 not judged"])
