"""The words of messages, fixes and listings: plurals, a/an, a format's name never
bent into a possessive (``Bad dates's``), the Magi stack's size, the commander's fix said
once, the installed card data's date and source apart."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardtools.cli import app
from cardtools.model import DeckResult
from cardtools.resources import cards_dir
from cardtools.rules._text import article, plural, with_article

ROOT = Path(__file__).resolve().parent.parent
MAGI = ROOT / "tests" / "fixtures" / "magi_nation"


def invoke(*args: str) -> tuple[int, str, str]:
    outcome = CliRunner().invoke(app, list(args), env={"COLUMNS": "200"})
    return outcome.exit_code, outcome.stdout, outcome.stderr


def test_helpers() -> None:
    assert [plural(1, "error"), plural(2, "warning"), plural(0, "copy")] == [
        "1 error", "2 warnings", "0 copies"]
    assert [with_article("oathbreaker"), with_article("commander"), article("Oath")] == [
        "an oathbreaker", "a commander", "an"]


@pytest.mark.parametrize(("word", "said"), [
    # a word written in consonants alone is read letter by letter: its first letter's
    # name decides (em, aitch, ess: an; see, jay: a)
    ("mtg", "an mtg"), ("MTG", "an MTG"), ("html", "an html"), ("sftp", "an sftp"),
    ("csv", "a csv"), ("URL", "a URL"),
    # words go by their first sound
    ("mage-noir", "a mage-noir"), ("magi-nation", "a magi-nation"), ("json", "a json"),
    ("sarif", "a sarif"), ("Oathbreaker", "an Oathbreaker"), ("Orothe Magi", "an Orothe Magi"),
    ("Underneath Magi", "an Underneath Magi"), ("Universal Relic", "a Universal Relic"),
    ("one-piece", "a one-piece"), ("hour", "an hour"), ("Iconic Character",
                                                      "an Iconic Character"),
    ("Event", "an Event"), ("", "a "),
])
def test_the_article_goes_by_sound(word: str, said: str) -> None:
    assert with_article(word) == said


def test_messages_put_the_right_article_before_a_game_a_format_and_a_style(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("g.txt").write_text("Game: mtg\n4 Lightning Bolt\n", "utf-8")
    Path("ob.txt").write_text("Format: mtg/oathbreaker\n1 Chandra, Torch of Defiance\n"
                              "1 Abrade\n58 Mountain\n", "utf-8")
    code, out, _ = invoke("check", "g.txt", "--format", "mage-noir/tournament",
                          "--report", "text")
    assert code == 2
    assert out.splitlines()[0] == (
        "g.txt:1: error [unknown-format] the decklist is an mtg list (Game: mtg); --format "
        "mage-noir/tournament judges mage-noir decks (check it with an mtg format "
        "(cardtools formats --game mtg), or take it out of this event's folder)")
    # a Format: line of the event's game beside a Game: line of another: the Game: line
    # is said (it said "names the format 'mage-noir/tournament', an mtg format")
    Path("g2.txt").write_text("Format: mage-noir/tournament\nGame: mtg\n4 Lightning Bolt\n",
                              "utf-8")
    code, out, _ = invoke("check", "g2.txt", "--format", "mage-noir/tournament",
                          "--report", "text")
    assert (code, out.splitlines()[0]) == (2, (
        "g2.txt:2: error [unknown-format] the decklist is an mtg list (Game: mtg); --format "
        "mage-noir/tournament judges mage-noir decks (check it with an mtg format "
        "(cardtools formats --game mtg), or take it out of this event's folder)"))
    code, out, _ = invoke("check", "ob.txt", "--report", "text")
    assert out.splitlines()[0] == (
        "ob.txt:2: info [reading] 'Chandra, Torch of Defiance' comes first, before the "
        "alphabetical order of the cards after it, and can be your oathbreaker: read in the "
        "command zone (Moxfield writes an Oathbreaker deck so); write an Oathbreaker header "
        "to say otherwise")
    code, out, err = invoke("check", "g.txt", "--format", "html")
    assert (code, out) == (2, "")
    assert err == ("cardtools: error: --format takes a game format id (mtg/modern, "
                   "mage-noir/tournament); for an html report use --report html\n")


@pytest.fixture
def decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "ob.txt").write_text("Format: mtg/oathbreaker\nOathbreaker\n1 Lightning Bolt\n"
                                     "Deck\n59 Mountain\n")
    (tmp_path / "ob2.txt").write_text(
        "Format: mtg/oathbreaker\nOathbreaker\n1 Chandra, Torch of Defiance\n"
        "1 Lightning Bolt\nDeck\n1 Counterspell\n57 Mountain\n")
    (tmp_path / "cmd.txt").write_text("Format: mtg/commander\nCommander\n1 Lightning Bolt\n"
                                      "Deck\n99 Mountain\n")
    (tmp_path / "fd" / "mtg").mkdir(parents=True)
    (tmp_path / "fd" / "mtg" / "bad.yaml").write_text(
        "name: Bad dates\nextends: modern\ncard_pool: null\n")
    (tmp_path / "m.txt").write_text("4 Lightning Bolt\n56 Mountain\n")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_commander_messages_read_right(decks: Path) -> None:
    code, out, _ = invoke("check", "ob2.txt", "ob.txt", "cmd.txt", "--report", "text",
                          "--select", "commander,colour-identity", "--date", "2026-08-22")
    assert code == 1 and out.splitlines()[:3] == [
        "ob2.txt:6: error [colour-identity] Counterspell has colour identity blue: blue is "
        "outside Chandra, Torch of Defiance's colour identity (red) (remove Counterspell, or "
        "choose an oathbreaker whose colour identity includes blue)",
        "ob.txt:2: error [commander] no oathbreaker: the command zone must hold a planeswalker"
        " (write your oathbreaker under an 'Oathbreaker' header)",
        "cmd.txt:3: error [commander] Lightning Bolt (Instant) cannot be your commander: a "
        "commander is a legendary creature, a legendary Vehicle, a legendary Spacecraft with "
        "power and toughness or a card whose text says it can be your commander (choose "
        "another commander; Lightning Bolt may go in the main deck)",
    ]


def test_a_format_name_ending_in_s_takes_no_possessive(decks: Path) -> None:
    code, out, _ = invoke("check", "m.txt", "--format", "mtg/bad", "--formats-dir", "fd",
                          "--report", "json", "--select", "data-age", "--date", "2026-12-01")
    [result] = json.loads(out)["results"]
    assert code == 0 and result["data_age"] == (
        "judged as of 2026-12-01, but the mtg card data and the banned and restricted lists "
        "stop on 2026-08-22: newer cards and list changes are not known")


def test_the_sheet_counts_in_words(decks: Path) -> None:
    _code, out, _ = invoke("check", "ob2.txt", "--report", "sheet", "--date", "2026-08-22")
    assert ('<p class="verdict">cardtools: illegal as of 2026-08-22 (card data 2026-08-22), '
            '1 error, 0 warnings · ') in out


def test_the_sheet_says_the_day_judged_and_labels_the_lists_own_date(decks: Path) -> None:
    """A sheet showed the player's ``Date: 2024-06-01`` as its only date beside
    ``cardtools: legal`` judged as of 2026-08-01: the day judged is said beside the
    verdict and in the facts, the list's own date labelled as the list's."""
    (decks / "dated.txt").write_text("Date: 2024-06-01\n" + (decks / "ob2.txt").read_text())
    _code, out, _ = invoke("check", "dated.txt", "--report", "sheet", "--date", "2026-08-01")
    assert ("<tr><th>Judged as of</th><td>2026-08-01</td></tr>"
            "<tr><th>Date on the list</th><td>2024-06-01</td></tr>") in out
    assert ('<p class="verdict">cardtools: illegal as of 2026-08-01 (card data 2026-08-22), '
            '1 error, ') in out
    assert "<th>Date</th>" not in out


def test_the_sheet_says_the_data_is_older_than_the_judged_day(decks: Path) -> None:
    """A sheet a judge signs said "legal" as of a day the card data and lists do not
    reach, with nothing of it: its data-age note is written under the verdict."""
    _code, out, _ = invoke("check", "ob2.txt", "--report", "sheet", "--date", "2026-12-01")
    assert ('<p class="verdict">judged as of 2026-12-01, but the mtg card data and the banned'
            " and restricted lists stop on 2026-08-22: newer cards and list changes are not "
            "known</p>") in out
    _code, out, _ = invoke("check", "ob2.txt", "--report", "sheet", "--date", "2026-08-22")
    assert "judged as of" not in out


def test_the_magi_stack_size_reads_right() -> None:
    code, out, _ = invoke("check", str(MAGI / "korg-zet-evu.txt"), "--report", "rich",
                          "--format", "magi-nation/standard")
    assert code == 0
    assert out.splitlines()[2].rstrip() == (
        "  Deck 40 (at least 40) · Magi stack 2 cards filling 3 of 3 places")


def test_installed_data_says_date_and_source_apart() -> None:
    code, out, _ = invoke("cards", "installed", "mage-noir")
    assert code == 0 and out.splitlines()[1] == (
        "  bundled  data of 2025, 205 cards, 9 sets; source: Mage Noir card catalogue, French and "
        "English, linked by cardtools")


def test_installed_data_of_no_cards_says_none_is_bundled_and_how_to_give_it() -> None:
    """MageTCG's empty card database was listed as "bundled data of 2026-11-29, 0 cards",
    a date that read as card data: it says none is bundled, and how to give the cards."""
    code, out, _ = invoke("cards", "installed", "magetcg")
    assert code == 0
    assert out.splitlines() == [
        "magetcg: no magetcg card data is bundled: give your card file with --cards FILE "
        "(CSV, YAML or JSON) or under 'cards:' in .cardtools.yaml",
        f"           {cards_dir() / 'magetcg'} (README.md there: the file's columns)"]
    assert "2026-11-29" not in out


def test_a_card_of_several_types_counts_under_the_games_first_type(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Eidolon of the Great Revel, an Enchantment Creature, counts as a creature
    (cards/mtg/type-order.json)."""
    (tmp_path / "e.txt").write_text("Format: mtg/modern\n4 Eidolon of the Great Revel\n"
                                    "4 Lightning Bolt\n4 Chromatic Star\n48 Mountain\n")
    monkeypatch.chdir(tmp_path)
    code, out, _ = invoke("check", "e.txt", "--report", "rich", "--date", "2026-08-22")
    shape = [line.rstrip() for line in out.splitlines() if "by type" in line]
    assert code == 0 and shape == [
        "  Main deck by type: Land 48 · Creature 4 · Instant 4 · Artifact 4"]
    _code, sheet, _ = invoke("check", "e.txt", "--report", "sheet", "--date", "2026-08-22")
    assert "<h3>Creature (4)</h3>" in sheet and "Enchantment" not in sheet


def test_a_double_faced_card_counts_under_its_front_faces_type(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Fable of the Mirror-Breaker, whose back face is an Enchantment Creature, is an
    enchantment (712.8a); Bonecrusher Giant, an adventurer, a creature; Fire // Ice, a
    split card, an instant (it counted as a creature on the sheet)."""
    (tmp_path / "f.txt").write_text("Format: mtg/modern\n2 Fable of the Mirror-Breaker\n"
                                    "3 Bonecrusher Giant\n1 Fire // Ice\n54 Mountain\n")
    monkeypatch.chdir(tmp_path)
    code, out, _ = invoke("check", "f.txt", "--report", "rich", "--date", "2026-08-22")
    shape = [line.rstrip() for line in out.splitlines() if "by type" in line]
    assert code == 0 and shape == [
        "  Main deck by type: Land 54 · Creature 3 · Enchantment 2 · Instant 1"]
    _code, sheet, _ = invoke("check", "f.txt", "--report", "sheet", "--date", "2026-08-22")
    assert [heading for heading in re.findall(r"<h3>([^<]*)</h3>", sheet)] == [
        "Land (54)", "Creature (3)", "Enchantment (2)", "Instant (1)"]


def test_report_wording(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One skipped file is one file; alternatives are joined by "or"; a hint after a
    clause follows a semicolon; a skipped file's reason is not bracketed twice."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "nodecks").mkdir()
    (tmp_path / "nodecks" / "x.png").write_bytes(b"%PDF")
    code, _out, err = invoke("check", "nodecks/")
    assert (code, err) == (2, "cardtools: error: no decklists found in nodecks/ (1 other file "
                              "skipped)\n")
    (tmp_path / "amb.txt").write_text("Format: mtg/modern\n4 Bouleversement\n", "utf-8")
    _code, out, _err = invoke("check", "amb.txt", "--report", "text", "--date", "2026-08-01")
    assert ("amb.txt:2: error [ambiguous-card] 'Bouleversement' could be Discombobulate or "
            "Upheaval (write the English name of the card meant)\n") in out
    code, out, _err = invoke("cards", "show", "Lightnig Bolt", "--game", "mtg")
    assert (code, out) == (1, "no card 'Lightnig Bolt' in mtg; did you mean Lightning Bolt "
                              "or Lightning Colt or Lightning Blast?\n")
    (tmp_path / "decks").mkdir()
    (tmp_path / "decks" / "a.txt").write_text("Format: mtg/modern\n4 Lightning Bolt\n"
                                              "56 Mountain\n", "utf-8")
    (tmp_path / "decks" / "notes.png").write_bytes(b"%PDF")
    _code, out, _err = invoke("check", "decks/", "--report", "sheet")
    assert "<li>decks/notes.png: skipped: not a decklist (.png)</li>" in out


def test_rich_config_line_keeps_its_indent_when_wrapped(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch
                                                        ) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".git").mkdir()
    (tmp_path / ".cardtools.yaml").write_text("rules: {banned: off}\n", "utf-8")
    (tmp_path / "a.txt").write_text("Format: mtg/modern\n4 Lightning Bolt\n56 Mountain\n",
                                    "utf-8")
    outcome = CliRunner().invoke(app, ["check", "a.txt", "--report", "rich"],
                                 env={"COLUMNS": "50", "NO_COLOR": "1"})
    lines = [line.rstrip() for line in outcome.stdout.splitlines()]
    assert lines[lines.index("  config .cardtools.yaml: rule banned turned off") + 1] == (
        "  (default error)")


def test_a_block_of_one_card_is_said_in_the_singular(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("b.txt").write_text("1 Lightning Bolt\n\n20 Mountain\n20 Island\n20 Forest\n",
                             "utf-8")
    _code, out, _ = invoke("check", "b.txt", "--format", "mtg/modern", "--report", "text")
    assert out.splitlines()[0] == (
        "b.txt:1: info [reading] two blocks of cards and no header: the first (1 card) is "
        "read as the sideboard and the second (60 cards) as the main deck, as MTGO writes a "
        "list with a companion; write a Sideboard header to say otherwise")


def test_a_guessed_game_of_one_name_says_it_in_the_singular(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("one.txt").write_text("4 Lightning Bolt\n", "utf-8")
    _code, _out, err = invoke("legality", "one.txt")
    assert err == "one.txt: game guessed: mtg (its card data knows the deck's one card name)\n"
    Path("two.txt").write_text("4 Lightning Bolt\n4 Lightning Blot\n", "utf-8")
    _code, _out, err = invoke("legality", "two.txt")
    assert err == ("two.txt: game guessed: mtg (its card data knows 1 of the deck's 2 card "
                   "names)\n")


# -- an e-mail's body around a list -----------------------------------------------------

PROSE_HINT = "delete the line, or make it a comment with '#'"
MAIL = ("Format: mtg/modern\nHi!\nHere is my list for Saturday.\nDeck\n4 Lightning Bolt\n"
        "56 Mountain\n\nThanks,\nEmil\nSee you there?\n")


#: The notes of a greeting, a sign-off, a signature and a sentence presenting the list read
#: as notes around a list.
GREETING, SIGN_OFF, SIGNATURE, SENTENCE = (
    "'{}' names no card and looks like prose (" + kind + "): read as a note, not a card"
    for kind in ("a greeting", "a sign-off", "a signature", "a sentence"))


def _checked(text: str, format_id: str | None = None) -> DeckResult:
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    return Checker(CheckOptions(format_id=format_id, use_config=False,
                                as_of=dt.date(2026, 8, 22))
                   ).check_bytes(text.encode(), "mail.txt")


def _unknown(text: str) -> list[tuple[str, str | None, int | None, int]]:
    result = _checked(text)
    assert result.status == "illegal"
    return [(v.message, v.hint, v.line, v.count) for v in result.violations
            if v.rule == "unknown-card"]


def _notes(text: str, format_id: str | None = None) -> list[tuple[str, int | None]]:
    """The ``reading`` notes of ``text`` that say a line looks like prose."""
    return [(v.message, v.line) for v in _checked(text, format_id).violations
            if v.rule == "reading" and "looks like prose" in v.message]


def test_the_prose_of_an_email_is_an_unknown_card_that_says_it_looks_like_prose() -> None:
    """``'Thanks,'`` and ``'Emil' (did you mean Emil, Vastlands Roamer...)``: each line
    stays an unknown card (no line vanishes), said to look like prose; the sign-off block
    is no note, as ``See you there?`` may be a card (its ``there`` names There: it counts
    1, the others 0; ``Emil``, a legend's short name written as a person's, is a
    signature); the greeting and the sentence presenting the list that open it are notes
    (``Here is my list for Saturday.`` was an unknown card, a legal deck illegal)."""
    assert _unknown(MAIL) == [
        ("unknown card 'Thanks,': it looks like prose (a sign-off), not a card", PROSE_HINT,
         8, 0),
        ("unknown card 'Emil': it looks like prose (a signature), not a card",
         PROSE_HINT + "; if it is a card, did you mean Emil, Vastlands Roamer or Exil "
         "(Exile)?", 9, 0),
        ("unknown card 'See you there?': it looks like prose (a sign-off), not a card",
         PROSE_HINT, 10, 1)]  # the words after the sign-off name a card: There
    assert _notes(MAIL) == [(GREETING.format("Hi!"), 2),
                            (SENTENCE.format("Here is my list for Saturday."), 3)]


@pytest.mark.parametrize(("line", "kind"), [
    ("Hello everyone", "a greeting"), ("Bonjour à tous", "a greeting"),
    ("Viele Grüße", "a sign-off"), ("Sent from my iPhone", "a sign-off"),
    ("Cheers, Emil", "a sign-off"), ("I hope it is legal?", "a sentence"),
])
def test_greetings_sign_offs_and_sentences_of_other_forms_are_prose(line: str,
                                                                    kind: str) -> None:
    # among the cards: an unknown card, said to look like prose
    [(message, hint, number, _count)] = _unknown(
        f"Format: mtg/modern\nDeck\n4 Lightning Bolt\n{line}\n56 Mountain\n")
    assert (message, number) == (
        f"unknown card '{line}': it looks like prose ({kind}), not a card", 4)
    assert hint is not None and hint.startswith(PROSE_HINT)


@pytest.mark.parametrize("line", [
    "1 Hi!",  # a count: a card line, whatever it reads like
    "Emil",  # a name on no line under a sign-off
    "Lightning Blot",
    "Dear Friends of the Forest Realm Who Walk",  # more words than a greeting has
])
def test_a_line_that_is_no_prose_is_a_plain_unknown_card(line: str) -> None:
    [(message, hint, number, _count)] = _unknown(
        f"Format: mtg/modern\nDeck\n4 Lightning Bolt\n55 Mountain\n{line}\n")
    assert (message, number) == (f"unknown card '{line.removeprefix('1 ')}'", 5)
    assert hint is not None and not hint.startswith(PROSE_HINT)


@pytest.mark.parametrize("line", ["Bisous", "Tschüss", "Hasta luego", "Obrigado!", "a presto",
                                  "ty", "gg"])
def test_more_sign_offs_are_prose(line: str) -> None:
    # each was a plain unknown card; among the cards it stays one, said to look like prose
    [(message, _hint, number, _count)] = _unknown(
        f"Format: mtg/modern\nDeck\n4 Lightning Bolt\n{line}\n56 Mountain\n")
    assert (message, number) == (
        f"unknown card '{line}': it looks like prose (a sign-off), not a card", 4)


@pytest.mark.parametrize(("line", "kind"), [
    ("Voici ma liste pour samedi", "a sentence"), ("Here is my list for Saturday", "a sentence"),
    ("Ci-joint ma decklist pour le tournoi de Noël", "a sentence"),
    ("Hier ist meine Liste für Samstag", "a sentence"), ("Anbei meine Liste", "a sentence"),
    ("Aquí está mi lista para el sábado", "a sentence"),
    ("Ecco la mia lista per sabato", "a sentence"), ("Segue a minha lista", "a sentence"),
    ("Mit freundlichen Grüßen", "a sign-off"), ("Bonne journée", "a sign-off"),
    ("Cordiali saluti", "a sign-off"), ("Atenciosamente", "a sign-off"),
    ("Guten Tag", "a greeting"), ("Buenas tardes a todos", "a greeting"),
    ("Boa noite", "a greeting")])
def test_an_emails_lines_in_the_games_languages_are_prose(line: str, kind: str) -> None:
    """``Voici ma liste pour samedi`` (no full stop) was a plain unknown card whose fix
    said --cards: lines presenting the list, greetings and sign-offs in the languages the
    games' data has are said to look like prose, still unknown cards (never dropped)."""
    [(message, hint, number, _count)] = _unknown(
        f"Format: mtg/modern\nDeck\n4 Lightning Bolt\n{line}\n56 Mountain\n")
    assert (message, number) == (
        f"unknown card '{line}': it looks like prose ({kind}), not a card", 4)
    assert hint is not None and hint.startswith(PROSE_HINT) and "--cards" not in hint


@pytest.mark.parametrize(("line", "held"), [
    ("Here is my 4 Black Lotus", "4 Black Lotus"), ("Here is my list 4 Black Lotus",
                                                    "4 Black Lotus"),
    ("Voici ma liste 4 Black Lotus", "4 Black Lotus"),
    ("Anbei meine Liste 2 Lightning Bolt", "2 Lightning Bolt"),
    ("This is my 4x Black Lotus", "4 Black Lotus")])
def test_an_intro_line_holding_a_card_line_names_it(line: str, held: str) -> None:
    """A line opening with words presenting the list that holds a count then a card's
    name is no prose to delete: its error names the card line it holds and says to write
    it on a line of its own (it said 'delete the line', hiding the card)."""
    [(message, hint, number, _count)] = _unknown(
        f"Format: mtg/modern\nDeck\n4 Lightning Bolt\n{line}\n56 Mountain\n")
    assert (message, number) == (
        f"unknown card '{line}': the line opens with words, then holds the card line "
        f"{held}", 4)
    assert hint is not None and "delete the line" not in hint and f"'{held}'" in hint


def test_a_french_email_around_a_list_is_prose_but_the_list() -> None:
    mail = ("Bonjour,\nVoici ma liste pour samedi\nFormat: mage-noir/tournament\nDeck\n"
            "4 Fire Ball\n\nMerci et à samedi !\nJules Lambert\n")
    assert _unknown(mail) == []  # the sentence presenting the list was one
    assert _notes(mail) == [(GREETING.format("Bonjour,"), 1),
                            (SENTENCE.format("Voici ma liste pour samedi"), 2),
                            (SIGN_OFF.format("Merci et à samedi !"), 7),
                            (SIGNATURE.format("Jules Lambert"), 8)]


def test_the_word_lists_tell_no_card_name_prose() -> None:
    """No card name of any bundled game, in any language its data names cards in, opens
    with a greeting, sign-off or list-presenting phrase of the game data (``listed_kind``),
    nor does the new wording tag one (``Ty Lee, Artful Acrobat`` opens with the chat's
    ``ty`` but no mark follows). The one left, the French ``Salut soudain``, is a card
    the data knows, never read as prose: a line only reads so when it names no card."""
    from cardtools.carddb import localised_names
    from cardtools.cardfiles import bundled_database, bundled_games
    from cardtools.prose import listed_kind

    tagged = {name for game in bundled_games() for layer in bundled_database(game).layers
              for record in layer.records
              for name in (record["name"], *(n for _lang, n in localised_names(record)))
              if listed_kind(name) is not None}
    assert tagged == {"Salut soudain"}


def test_no_rule_documentation_says_lists_as_of() -> None:
    """README: the day a deck is judged as of is said "judged as of DATE", never "lists
    as of DATE"; ``cardtools rules banned`` said "lists as of 2025-11-04"."""
    from cardtools.rules import RULES

    code, out, _err = invoke("rules", "banned")
    assert code == 0 and "Not reported (Mage Noir tournament, judged as of 2025-11-04):" in out
    assert [rule_id for rule_id, rule in RULES.items() if "lists as of" in rule.doc] == []


def _sizes(text: str) -> list[tuple[str, str | None]]:
    """The ``zone-size`` messages and hints of the deck ``text``, judged illegal."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 8, 22))
                     ).check_bytes(text.encode(), "mail.txt")
    assert result.status == "illegal"
    return [(v.message, v.hint) for v in result.violations if v.rule == "zone-size"]


@pytest.mark.parametrize(("greeting", "sign_off", "signature"), [
    ("Hi!", "Cheers,", "Ken"), ("Hello everyone", "Best,", "Anna Maria"),
    ("Bonjour à tous", "Bisous", "Chloé"), ("Dear organizers,", "Thanks a lot,", "Lars"),
])
def test_prose_lines_do_not_count_toward_a_zones_size(greeting: str, sign_off: str,
                                                      signature: str) -> None:
    """A list pasted in an e-mail: the greeting, the sign-off and the signature among the
    cards (not opening or closing the list) are unknown cards said to look like prose;
    they made a 15-card sideboard ``17 cards; at most 15``. A line said to look like
    prose is no card the player holds: the deck stays illegal for its unknown cards
    only. Around the list, they are notes: the same deck is legal."""
    commander = ("Format: mtg/commander\nCommander\n1 Atraxa, Praetors' Voice\n"
                 f"{sign_off}\n{signature}\nDeck\n{greeting}\n99 Forest\n")
    assert _sizes(commander) == []
    side = ("Format: mtg/modern\nDeck\n4 Lightning Bolt\n56 Mountain\nSideboard\n"
            "15 Island\n")
    among = side.replace("15 Island", f"12 Island\n{greeting}\n{sign_off}\n{signature}"
                                      "\n3 Island")
    assert _sizes(among) == []
    around = _checked(f"{greeting}\n{side}{sign_off}\n{signature}\n")
    assert (around.status, around.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize(("lines", "side"), [
    ("Lava Spike!\nShock.", 17), ("Opt?", 16), ("Relic of Progenitus x1.", 16),
    ("Relic of Progenitus x3.", 18), ("Dispel 10:00", 16), ("Lava Spkie!", 16),
    ("Thanks,\nOko", "16 cards (1 line of prose not counted; 'Oko', prose that may be a card, "
     "counted)"), ("¡Opt!", 16),
])
@pytest.mark.parametrize("severity", ["error", "warning", "off"])
def test_card_lines_read_as_prose_count_toward_a_zones_size(lines: str, side: int | str,
                                                            severity: str) -> None:
    """A card line read as prose (an end mark, a time, a short name under a sign-off)
    that names a card within a typo or without its punctuation, or holds a count, is
    counted (README, "Unknown cards count"): ``Lava Spike!`` left out made a 17-card
    sideboard legal with ``unknown-card`` lowered or off. Its count is kept (``x3``)."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    text = ("Format: mtg/modern\nDeck\n4 Lightning Bolt\n56 Mountain\nSideboard\n"
            f"15 Mountain\n{lines}\n")
    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2022, 4, 25),
                                  severities={"unknown-card": severity})
                     ).check_bytes(text.encode(), "mail.txt")
    assert result.status == "illegal"
    assert [(v.message, v.line) for v in result.violations if v.rule == "zone-size"] == [
        (f"Sideboard: {side if isinstance(side, str) else f'{side} cards'}; at most 15", 5)]


@pytest.mark.parametrize(("zone", "cards", "said"), [
    ("Deck", "4 Lightning Bolt\n55 Mountain", "Main deck: 59 cards (3 lines of prose not "
     "counted); at least 60"),
    ("Sideboard", "16 Island", "Sideboard: 16 cards (3 lines of prose not counted); at "
     "most 15"),
])
def test_a_zone_size_message_says_the_prose_it_left_out(zone: str, cards: str,
                                                       said: str) -> None:
    """A zone still out of its size with prose in it says how many lines of prose its
    count left out, so the count matches the cards the player sees."""
    deck = "Deck\n4 Lightning Bolt\n56 Mountain\n" if zone == "Sideboard" else ""
    text = (f"Format: mtg/modern\n{deck}{zone}\nThanks a lot, see you Saturday!\nBest,\n"
            f"Anna Maria\n{cards}\n")
    [(message, hint)] = _sizes(text)
    assert message == said
    assert hint == ("add 1 card to the main deck" if zone == "Deck"
                    else "remove 1 card from the sideboard")


# -- the greetings and the sign-off around a list: notes, every count the same --------

LIST = "Format: mtg/modern\nDeck\n4 Lightning Bolt\n56 Mountain\n\nSideboard\n15 Island\n"
GREETINGS = ["Hi TO,", "Hi everyone", "Hello!", "Dear organizers,", "Bonjour à tous,",
             "Hallo zusammen,", "Good morning all,"]
CLOSINGS = ["Thanks,\nQuinn Parker", "Best regards,\nAnna Maria Schmidt", "Cheers!\nKen",
            "Merci,\nJules", "Viele Grüße\nMax Müller", "Thanks,\nQuinn Parker\nTeam Lotus",
            "Thanks a lot, see you Saturday!\nBest,\nAnna Maria", "Cheers"]


def _read(result: DeckResult) -> tuple[str, dict[str, int] | None, list[tuple[str, int | None]],
                                       str | None, list[str]]:
    """What must not change when an e-mail's greeting or sign-off is pasted around a
    list: the status, the zones, the findings that are no notes, the fingerprint and the
    deck's shape (its cards by type)."""
    from cardtools.deckshape import deck_shape

    return (result.status, result.zones,
            [(v.rule, v.line) for v in result.violations if v.severity != "info"],
            result.fingerprint, deck_shape(result))


@pytest.mark.parametrize("greeting", ["", *GREETINGS])
@pytest.mark.parametrize("closing", ["", *CLOSINGS])
@pytest.mark.parametrize("banned", ["", "1 Ponder\n"])
def test_a_greeting_or_sign_off_around_a_list_changes_nothing(greeting: str, closing: str,
                                                             banned: str) -> None:
    """Metamorphic: the same list with or without a greeting above it and a sign-off block
    under it (``Thanks,`` / ``Quinn Parker``) is judged the same: legal, or illegal for its
    banned card only, the same counts; the lines around it are notes. The sign-off was an
    unknown-card error (a legal deck illegal) and a greeting was one or a note depending
    on whether a sign-off followed."""
    deck = LIST.replace("56 Mountain\n", f"{55 if banned else 56} Mountain\n{banned}")
    top = 2 if greeting else 0  # the greeting and a blank line
    mail = (f"{greeting}\n\n" if greeting else "") + deck + (f"\n{closing}\n" if closing else "")
    status, zones, found, fingerprint, shape = _read(_checked(deck))
    moved = [(rule, line + top) for rule, line in found]
    assert _read(_checked(mail)) == (status, zones, moved, fingerprint, shape)
    assert status == ("illegal" if banned else "legal")
    first = deck.count("\n") + top + 2  # after the list and a blank line
    signed = [(SIGN_OFF if text in ("Best,", closing.splitlines()[0]) else SIGNATURE
               ).format(text) for text in closing.splitlines()]
    assert _notes(mail) == [(GREETING.format(greeting), 1)] * bool(greeting) + [
        (note, first + at) for at, note in enumerate(signed)]


@pytest.mark.parametrize(("greeting", "closing", "unknown"), [
    ("Hi TO, Grief", "", [1]), ("Hi all, Grief", "", [1]), ("Hi all, Black Lotus", "", [1]),
    ("Hello Grief fans", "", [1]), ("Hi Black Lotus team,", "", [1]),
    ("", "Thanks, Grief", [9]), ("", "Best regards,\nBob Smith\nP.S. Grief", [9, 10, 11]),
    ("", "Best regards,\nBob Smith Grief", [9, 10]), ("", "Best regards,\nTeam Grief", [9, 10]),
    ("", "Best regards,\nSent from Grief", [9, 10]), ("", "Best regards,\nGrief Lover", [9, 10]),
    ("", "Best regards,\nBob Smith\nP.S. Black Lotus", [9, 10, 11]),
    ("", "Best regards,\nGrief Smith", [9, 10])])
def test_a_greeting_or_sign_off_holding_a_card_stays_an_error(greeting: str, closing: str,
                                                             unknown: list[int]) -> None:
    """Metamorphic, the other way: a greeting, sign-off or signature around a legal list
    one of whose words or runs of words is a card's whole name (``Hi TO, Grief``, ``P.S.
    Black Lotus``, ``Team Grief``) may list that card: no note, an unknown card each line
    of it, the card counted in its zone (the main deck above ``Deck``, the sideboard
    under the list), the deck illegal. They were notes, a banned card's deck legal."""
    mail = (f"{greeting}\n\n" if greeting else "") + LIST + (f"\n{closing}\n" if closing else "")
    result = _checked(mail)
    sized = [] if greeting else [("zone-size", 6)]
    assert (result.status, result.zones) == ("illegal", {"main": 60 + bool(greeting),
                                                         "side": 15 + bool(closing)})
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == [
        *sized, *(("unknown-card", line) for line in unknown)]
    assert _notes(mail) == []


def test_a_greeting_is_read_the_same_with_or_without_a_sign_off() -> None:
    """``Hi TO,`` above a Commander list was an unknown card counted in the deck (101
    cards, "3 lines of prose not counted") when a sign-off closed the mail, and a note
    when none did: a note both ways, the deck's 100 cards counted alike, as is the
    sentence presenting the list under it."""
    mail = ("Hi TO,\n\nhere is my list for Saturday. See you there!\n\nCommander\n"
            "1 Atraxa, Praetors' Voice\n\nDeck\n99 Forest\n")
    signed = f"{mail}\nThanks,\nQuinn Parker\n"
    for text in (mail, signed):
        result = _checked(text, "mtg/commander")
        assert (result.status, result.zones) == ("legal", {"main": 99, "command": 1})
        assert [v for v in result.violations if v.severity != "info"] == []
        assert _notes(text, "mtg/commander")[:2] == [
            (GREETING.format("Hi TO,"), 1),
            (SENTENCE.format("here is my list for Saturday. See you there!"), 3)]
    assert _notes(signed, "mtg/commander")[2:] == [(SIGN_OFF.format("Thanks,"), 11),
                                                   (SIGNATURE.format("Quinn Parker"), 12)]


@pytest.mark.parametrize("signed", ["", "\nThanks,\nQuinn Parker\n"])
def test_a_greeting_that_may_name_a_card_is_an_error_with_or_without_a_sign_off(
        signed: str) -> None:
    """``Good morning Sam,``: the words after the greeting are a legend's short name (Sam,
    Loyal Attendant): an unknown card said to look like prose, counted, whether or not a
    sign-off follows the list (without one, it was a title's note)."""
    result = _checked(f"Good morning Sam,\n\n{LIST}{signed}")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.message, v.line, v.count) for v in result.violations
            if v.rule == "unknown-card"] == [
        ("unknown card 'Good morning Sam,': it looks like prose (a greeting), not a card", 1,
         1)]


@pytest.mark.parametrize(("closing", "side", "unknown"), [
    ("Thanks, 4 Black Lotus", 19, [9]),  # the card line the prose holds, said and counted
    ("Thanks, one Black Lotus", 16, [9]),
    ("Thanks,\n4 Black Lotus\nQuinn", 20, [9, 11]),  # a card line inside the prose
    ("Thanks,\nQuinn\n1 Black Lotus", 16, [9, 10]),  # a card line after it
    ("Thanks,\nLightnig Bolt", 16, [9, 10]),  # a near miss of a card
    ("Thanks, Lightnig Bolt", 16, [9]),
    ("Thanks,\nOko", 16, [9, 10]),  # a banned legend's short name
    ("Thanks,\nQuinn Parker\nP.S. I may be late.", 15, [9, 10, 11]),
])
def test_a_sign_off_that_may_hide_a_card_stays_an_error(closing: str, side: int,
                                                       unknown: list[int]) -> None:
    """A sign-off block is read as notes only when none of its lines may be a card: a
    count in it, a card line inside it or after it, a near miss or a short name of a card
    keep each line an unknown card (the card counted, never lost), as does a line of
    another kind in it."""
    result = _checked(f"{LIST}\n{closing}\n")
    assert result.status == "illegal"
    assert result.zones == {"main": 60, "side": side}
    assert [v.line for v in result.violations if v.rule == "unknown-card"] == unknown
    assert _notes(f"{LIST}\n{closing}\n") == []


def test_prose_is_counted_by_no_count() -> None:
    """A line of prose naming no card is counted by none of the deck's counts: not the
    zone's size, not the count its header declares (``Sideboard (2)`` over ``2 Blood Moon``
    and the sign-off warned that 4 cards were read under it), not the cards by type (the
    main deck's 60 cards were 61 by type with a sentence among them), not the deck's
    listing on a registration sheet."""
    from cardtools.deckshape import deck_shape
    from cardtools.reporters.listing import deck_listing

    text = ("Format: mtg/modern\nDeck\n4 Lightning Bolt\nI hope it is legal?\n56 Mountain\n"
            "\nSideboard (2)\n2 Blood Moon\nBring pens, please.\n4 Island\n\nThanks,\n"
            "Quinn Parker\n")
    result = _checked(text)
    assert result.zones == {"main": 60, "side": 6}
    assert [(v.rule, v.line, v.count) for v in result.violations if v.severity != "info"] == [
        ("unknown-card", 4, 0), ("declared-count", 7, None), ("unknown-card", 9, 0)]
    assert [v.message for v in result.violations if v.rule == "declared-count"] == [
        "'Sideboard (2)' (line 7) declares 2 cards, but 6 cards were read under it"]
    assert deck_shape(result)[:2] == ["Main deck 60 (at least 60) · Sideboard 6 (at most 15)",
                                      "Main deck by type: Land 56 · Instant 4"]
    assert [(zone, sum(copies for copies, _name, _kind in cards))
            for zone, _label, cards in deck_listing(result)] == [("main", 60), ("side", 6)]
    signed = _checked("Format: mtg/modern\nDeck\n4 Lightning Bolt\n56 Mountain\n\n"
                      "Sideboard (2)\n2 Blood Moon\n\nThanks,\nQuinn Parker\n")
    assert (signed.status, signed.zones) == ("legal", {"main": 60, "side": 2})
    assert [v.rule for v in signed.violations if v.severity != "info"] == []


@pytest.mark.parametrize(("line", "kind"), [
    ("Hi TO,", "a greeting"), ("Hi everyone", "a greeting"), ("Oi pessoal", "a greeting"),
    ("Thanks a lot, see you Saturday!", "a sign-off"), ("Many thanks", "a sign-off"),
    ("ty", "a sign-off"), ("Ty Lee", None), ("gg wp", None), ("Titan solaire,", None)])
def test_a_greeting_opens_a_line_of_any_short_form(line: str, kind: str | None) -> None:
    """A greeting's word opens no card's name (``Hi TO,`` was an unknown card, not
    prose); a sign-off's chat short form stays prose only alone or before a mark."""
    from cardtools.prose import listed_kind

    assert listed_kind(line) == kind


@pytest.mark.parametrize(("line", "kind"), [
    ("Hi TO, Oko & Nadu & Lurrus", "a greeting"),
    ("Hello all - see you at the store", "a greeting"),
    ("Hi TO and all my friends, Oko", None), ("Hi TO Oko Nadu Lurrus Grief", None)])
def test_a_greeting_and_its_addressee_then_a_mark_open_a_line_of_any_length(
        line: str, kind: str | None) -> None:
    """``Hi TO,`` opens a line as ``Hi,`` does, however many words follow its mark: a line
    of more than five words so opened was no greeting, read as a title's note."""
    from cardtools.prose import listed_kind

    assert listed_kind(line) == kind


@pytest.mark.parametrize("line", [
    "Hi TO, Oko & Nadu & Lurrus", "Hi TO, Oko + Nadu + Lurrus", "Hi TO, Oko / Nadu / Lurrus",
    "Hi all, Oko, Nadu and Lurrus", "Hi TO and friends, Oko & Nadu",
    "Hello dear TO, Oko & Nadu & Lurrus", "Oko & Nadu & Lurrus", "Dear TO, here it is Oko & Nadu",
    "Hi TO, Oko, Thief of Crowns & Nadu, Winged Wisdom", "Fire & Oko", "Death & Oko"])
def test_a_line_above_the_list_listing_cards_is_never_a_silent_note(line: str) -> None:
    """A line above the list, a greeting or a title, that lists two cards or more as
    players write them (short names, whole names, between ``&``, ``+``, ``/``, commas or
    ``and``) is an unknown card, counted: each was a note, the banned cards dropped and the
    deck legal."""
    mail = f"{line}\n\n{LIST}"
    result = _checked(mail)
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == [
        ("unknown-card", 1)]


@pytest.mark.parametrize("title", ["Death & Taxes", "Ragavan & Murktide"])
def test_a_title_of_no_card_or_of_the_decks_own_cards_stays_a_note(title: str) -> None:
    """A title whose parts name no two cards (``Death & Taxes``) or only cards the deck
    plays (``Ragavan & Murktide`` above Ragavan, Nimble Pilferer and Murktide Regent) lists
    no hidden card: the legal deck stays legal."""
    deck = LIST.replace("4 Lightning Bolt\n", "4 Lightning Bolt\n4 Murktide Regent\n"
                        "1 Ragavan, Nimble Pilferer\n").replace("56 Mountain", "51 Mountain")
    result = _checked(f"{title}\n\n{deck}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize(("title", "cards"), [
    ("Goryo's - Atraxa, Griselbrand, Solitude",
     "4 Goryo's Vengeance\n4 Atraxa, Grand Unifier\n2 Griselbrand\n4 Solitude\n"),
    ("Thalia & Stoneforge", "4 Thalia, Guardian of Thraben\n4 Stoneforge Mystic\n"),
    ("Death & Taxes - Thalia, Stoneforge",
     "4 Thalia, Guardian of Thraben\n4 Stoneforge Mystic\n")])
def test_a_title_listing_the_decks_own_cards_by_short_names_stays_a_note(
        title: str, cards: str) -> None:
    """A title whose parts call cards the deck plays by a short name that several cards
    share (``Atraxa``: Atraxa, Grand Unifier and others; ``Thalia``) lists no hidden card:
    a part one of whose cards the deck plays calls the deck's own, and ``Death``, a face of
    Life // Death alone, is the title's word (each was an unknown card, the legal deck
    illegal)."""
    count = sum(int(line.split()[0]) for line in cards.splitlines())
    deck = LIST.replace("4 Lightning Bolt\n", f"4 Lightning Bolt\n{cards}").replace(
        "56 Mountain", f"{56 - count} Mountain")
    result = _checked(f"{title}\n\n{deck}", "mtg/legacy")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize(("closing", "card"), [
    ("Cheers,\nTom", "Tom, Bert, and William"), ("Thanks,\nWill", "Will, Scion of Peace"),
    ("Good luck!\nAsh", "Ash, Party Crasher"), ("Cheers,\nEzio", "Ezio, Blade of Vengeance")])
def test_a_first_name_that_is_a_legends_short_name_is_a_signature(closing: str,
                                                                   card: str) -> None:
    """One word written as a person's name under a sign-off, a legend's short name too
    (``Tom``: Tom, Bert, and William), of a card in Modern's pool and on no list, is a
    signature: the sign-off block is a note, the deck legal, with a warning that it may be
    the card (each was an unknown card, the sign-off line too, and the legal deck
    illegal)."""
    result = _checked(f"{LIST}\n{closing}\n")
    name = closing.split("\n")[1]
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.severity != "info"] == [
        ("reading", "warning", MAYBE.format(name, "under a sign-off", card), 10)]
    assert [line for _message, line in _notes(f"{LIST}\n{closing}\n")] == [9, 10]


@pytest.mark.parametrize("closing", [
    "Cheers,\nOko", "Thanks,\nNadu", "Cheers,\nLurrus", "Cheers,\nOkko", "Cheers,\nHogak",
    "Cheers,\nUrro", "Cheers,\nNadou", "Cheers,\nLurus", "Cheers,\nYorian", "Cheers,\nokko",
    "Cheers!\nOko the Thief", "Thanks,\nOko the Thief",
    "Best,\nRose", "Cheers,\nSam", "Thanks,\nBob", "Cheers,\nDan", "Cheers,\nYou"])
def test_a_refused_legends_short_name_under_a_sign_off_stays_a_card(closing: str) -> None:
    """A signature's word that calls a card the format refuses on the day is counted, an
    unknown card, as is the sign-off over it: one of its banned list (``Oko``: Oko, Thief of
    Crowns, banned in Modern), within a typo of a banned legend's short name however short,
    as a token's line reads one (``Okko``, ``Lurus``, ``Yorian``: each a warning or a silent
    note, the deck legal), or out of its card pool (``Rose``: Rose, Cutthroat Raider, printed
    in a Commander deck only); no refused card hides as a player's name."""
    result = _checked(f"{LIST}\n{closing}\n")
    name = closing.split("\n")[1]
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == [
        ("zone-size", 6), ("unknown-card", 9), ("unknown-card", 10)]
    assert result.violations[0].message == (
        f"Sideboard: 16 cards (1 line of prose not counted; '{name}', prose that may be a "
        "card, counted); at most 15")


@pytest.mark.parametrize(("format_id", "closing"), [
    ("mtg/pioneer", "Cheers,\nRagavan"), ("mtg/pioneer", "Cheers, Ragavan"),
    ("mtg/pauper", "Cheers,\nRagavan"), ("mtg/pauper", "Thanks,\nEmrakul"),
    ("mtg/pauper", "Best,\nTom")])
def test_a_legend_out_of_the_pool_signed_under_a_sign_off_stays_a_card(format_id: str,
                                                                        closing: str) -> None:
    """A signature's word, or a sign-off's on its line, that calls a legend out of the
    format's card pool (Ragavan, Nimble Pilferer in Pioneer; any rare legend in Pauper) is
    refused as a banned one is: counted in the sideboard, an unknown card (it was a note
    with a warning, the deck legal)."""
    deck = f"Deck\n60 Mountain\n\nSideboard\n15 Island\n\n{closing}\n"
    result = _checked(deck, format_id)
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    signed = closing.count("\n")
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == [
        ("zone-size", 4), *[("unknown-card", 7 + at) for at in range(signed + 1)]]


def test_a_restricted_card_the_deck_plays_signed_under_a_sign_off_stays_a_card() -> None:
    """``Narset`` under ``Cheers,`` beside one Narset, Parter of Veils, restricted in
    Vintage, may be its second copy: counted, an unknown card, as a signature calling a
    refused card the deck does not play is (it was dropped unsaid, the deck legal)."""
    deck = ("Deck\n1 Narset, Parter of Veils\n59 Island\n\nSideboard\n15 Island\n\n"
            "Cheers,\nNarset\n")
    result = _checked(deck, "mtg/vintage")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == [
        ("zone-size", 5), ("unknown-card", 8), ("unknown-card", 9)]


@pytest.mark.parametrize(("greeting", "card"), [
    ("Hi Tom,", "Tom, Bert, and William"), ("Dear Will,", "Will, Scion of Peace"),
    ("Hi TO, Tom", "Tom, Bert, and William"), ("Hello Ash!", "Ash, Party Crasher")])
def test_a_greeting_to_a_first_name_that_is_a_legends_short_name_stays_a_note(
        greeting: str, card: str) -> None:
    """A greeting addressing the organiser by one word written as a person's name, a
    legend's short name too, is read as a signature is: a note with a warning, the deck
    legal (it was an unknown card, the legal deck illegal, where ``Cheers,`` / ``Tom`` was
    a note)."""
    mail = f"{greeting}\n\n{LIST}\nBest,\nEmma\n"
    result = _checked(mail)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.severity != "info"] == [
        ("reading", "warning", MAYBE.format(greeting, "in a greeting", card), 1)]
    assert [line for _message, line in _notes(mail)] == [1, 11, 12]


@pytest.mark.parametrize("greeting", ["Hi Okko,", "Hello Rose,", "Hi Sam,", "Dear Oko,"])
def test_a_greeting_to_a_refused_legends_short_name_stays_a_card(greeting: str) -> None:
    """A greeting's name that calls a card the format refuses (Oko, Thief of Crowns, banned
    in Modern, or within a typo; Rose, Cutthroat Raider, out of its pool) is counted, an
    unknown card, as such a signature is."""
    result = _checked(f"{greeting}\n\n{LIST}")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.line) for v in result.violations if v.rule == "unknown-card"] == [
        ("unknown-card", 1)]


@pytest.mark.parametrize("signature", [
    "Deathrite (MH1)", "Grif (MH2)", "Oko Thief", "Uro Titan", "Hogak Arisen", "Lurrus",
    "lurrus", "oko", "RAGAVAN", "Oko & Nadu", "Oko + Nadu", "Oko/Nadu", "Oko and Nadu", "(Oko)",
    "[Oko]", "*Oko*", "Oko <3", "Lurus of the Dream-Den"])
def test_a_card_by_its_nickname_under_a_sign_off_is_no_signature(signature: str) -> None:
    """A line under a sign-off that names a card as players do, in any case (a legend's
    short name, ``oko``, ``Lurrus``; its first words, ``Oko Thief``, or a near miss of
    them, ``Hogak Arisen``; a near miss of a name of two words or more), one of its parts
    between ``&``, ``+``, ``/``, ``and`` or brackets (``Oko & Nadu``, ``(Oko)``) so, or that
    holds a printing's mark (``(MH1)``) is an unknown card, counted in the sideboard: it was
    a signature's note, and the 16-card sideboard legal."""
    result = _checked(f"{LIST}\nThanks,\n{signature}\n")
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(v.rule, v.line, v.count) for v in result.violations if v.severity != "info"] == [
        ("zone-size", 6, 16), ("unknown-card", 9, 0), ("unknown-card", 10, 1)]
    assert _notes(f"{LIST}\nThanks,\n{signature}\n") == []


@pytest.mark.parametrize(("greeting", "closing"), [
    ("Hi TO, Fire // Ice", ""), ("Hi TO, Wear/Tear", ""), ("Hi all, Murktide Regnt", ""),
    ("Hi TO, Oko", ""), ("Hey judges, Hogaak", ""), ("Hi Deathrite", ""), ("Hello Oko fans", ""),
    ("Hi TO oko", ""), ("Hi TO: oko", ""), ("hi all ragavan", ""), ("Hi TO, (Oko)", ""),
    ("Hi TO, [Oko]", ""), ("Hi TO, *Oko*", ""), ("Hi TO, Oko/Nadu", ""),
    ("Hi TO, lurrus (iko)", ""),
    ("Hi TO, Grief's here", ""), ("Hey TO, Lurrus", ""), ("Hello Lurrus fans", ""),
    ("", "Thanks TO, Oko"), ("", "See you Saturday, Oko"), ("", "Cheers, Oko"),
    ("", "Cheers, Okko"), ("", "Cheers, Lurus")])
def test_a_greeting_or_sign_off_naming_a_card_after_an_addressee_is_counted(
        greeting: str, closing: str) -> None:
    """A card after the greeting's addressee (``Hi TO, Oko``), a split card, a typo or a
    legend's short name among its words is an unknown card, counted: each was a note, the
    deck legal. ``Hi TO,`` and ``See you Saturday`` alone stay notes."""
    mail = (f"{greeting}\n\n" if greeting else "") + LIST + (f"\n{closing}\n" if closing else "")
    result = _checked(mail)
    assert (result.status, result.zones) == ("illegal", {"main": 60 + bool(greeting),
                                                         "side": 15 + bool(closing)})
    assert [(v.rule, v.line) for v in result.violations if v.rule == "unknown-card"] == [
        ("unknown-card", 1 if greeting else 9)]
    assert _notes(mail) == []


@pytest.mark.parametrize("header", ["Sideboard (Oko)", "Sideboard - Hogaak",
                                    "Sideboard (Oko Thief)", "Sideboard - Uro Titan",
                                    "Sideboard (Hogak Arisen)", "Sideboard (Bolt & Oko)",
                                    "Sideboard (Bolt and Oko)", "Sideboard (Bolt + oko)",
                                    "Sideboard (with Oko)", "Sideboard (feat. Oko)",
                                    "Sideboard (#Oko)", "Sideboard (Lurrus companion)",
                                    "Sideboard (Deathrite)", "Sideboard (Bolt/Lurrus)",
                                    "Sideboard (lurrus)", "Sideboard (Winged Wisdom)",
                                    "Sideboard - winged wisdom"])
def test_a_side_decks_header_naming_a_card_by_its_short_name_counts_it(header: str) -> None:
    """The remark after the side deck's header that names a card as players do (a
    legend's short name in any case, ``lurrus`` too, or its name's part after the comma,
    ``Winged Wisdom``; a name's first words, a word one card's name alone
    holds) is an unknown card counted in the side deck, in a part between ``&``, ``+``,
    ``/`` or ``and`` too, its ``#`` aside, or as a word of a label (``with Oko``, ``Lurrus
    companion``): each was a note, the card dropped; ``Sideboard (post-board)`` stays a
    remark."""
    result = _checked(LIST.replace("Sideboard\n", f"{header}\n"))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == [
        ("unknown-card", 6), ("zone-size", 6)]
    plain = _checked(LIST.replace("Sideboard\n", "Sideboard (post-board)\n"))
    assert (plain.status, plain.zones) == ("legal", {"main": 60, "side": 15})


@pytest.mark.parametrize("header", ["Sideboard (2 Oko)", "Sideboard (2 Oko):",
                                    "Sideboard (2 Oko) - 15", "Sideboard (with 2 Oko)",
                                    "Sideboard (+2 Oko)", "Sideboard (2 lurrus)"])
def test_a_side_decks_remark_holding_a_card_line_counts_its_copies(header: str) -> None:
    """A remark after the side deck's header holding a count and a card as players call it is
    that card line, its copies counted: after a colon or the zone's count past the bracket,
    or after a label's word or a sign, the remark was dropped (a note), the deck legal."""
    result = _checked(LIST.replace("Sideboard\n", f"{header}\n"))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 17})
    assert [(v.rule, v.line, v.count) for v in result.violations if v.severity != "info"] == [
        ("unknown-card", 6, 2), ("zone-size", 6, 17)]


@pytest.mark.parametrize("header", ["Sideboard (Oko hate)", "Sideboard (Mono-Red Burn)",
                                    "Sideboard (#Ramp)", "Sideboard (Final version)"])
def test_a_side_decks_remark_about_a_card_or_a_titles_words_stay_a_note(header: str) -> None:
    """A remark on what the side deck is for (``Oko hate``: about Oko, no Oko), a deck's
    title whose word is a grouping's (``Burn``, though a legend's short name) and words no
    card's name alone holds stay notes, the legal deck legal."""
    result = _checked(LIST.replace("Sideboard\n", f"{header}\n"))
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


def test_a_hashtag_after_the_side_decks_header_counts_its_card() -> None:
    """``Sideboard (#Grief)``: the hashtag's word is the label's, a card counted in the side
    deck (its ``#`` read as a comment's dropped it, the deck legal)."""
    result = _checked(LIST.replace("Sideboard\n", "Sideboard (#Grief)\n"))
    assert (result.status, result.zones) == ("illegal", {"main": 60, "side": 16})
    assert [(v.rule, v.line) for v in result.violations if v.severity != "info"] == [
        ("banned", 6), ("zone-size", 6)]


def test_a_decks_title_naming_a_legend_it_plays_by_its_short_name_stays_a_title() -> None:
    """``Deck - Oko`` above a played Oko, the Ringleader titles the deck after its card, as
    ``Deck - Grief`` above four Grief does: no further card, the deck legal."""
    deck = LIST.replace("Deck\n4 Lightning Bolt\n", "Deck - Oko\n4 Lightning Bolt\n").replace(
        "56 Mountain", "55 Mountain\n1 Oko, the Ringleader")
    result = _checked(deck)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})


def test_a_card_by_its_nickname_under_a_sign_off_in_an_attractions_section_is_counted() -> None:
    """``Thanks,`` then ``Lurrus`` in an ``Attractions`` section: no Attraction, read as
    the main deck's, and the legend's short name counts there (it was a signature's note,
    the deck legal)."""
    result = _checked(f"{LIST}\nAttractions\nThanks,\nLurrus\n")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.line, v.count) for v in result.violations if v.severity != "info"] == [
        ("unknown-card", 10, 0), ("unknown-card", 11, 1)]


#: The warning on a word of a card's name alone around a list (``prose._maybe_card_warning``).
MAYBE = "'{}' {} may be the card {}: not counted; write it with its count if it is one"


@pytest.mark.parametrize(("greeting", "closing", "said"), [
    ("", "Thanks,\nMurktide", MAYBE.format("Murktide", "under a sign-off", "Murktide Regent")),
    ("", "Thanks,\nmurktide", MAYBE.format("murktide", "under a sign-off", "Murktide Regent")),
    ("", "Thanks,\nGrif", MAYBE.format("Grif", "under a sign-off", "Grief")),
    ("", "Thanks,\nJohn", MAYBE.format("John", "under a sign-off", "Sergeant John Benton")),
    ("Hi Steve,", "", MAYBE.format("Hi Steve,", "in a greeting",
                                   "Captain America, Steve Rogers")),
    ("Hi all, Thoughtsieze", "", MAYBE.format("Hi all, Thoughtsieze", "in a greeting",
                                              "Thoughtseize")),
    # a legend's short name after a greeting's word, of a card Modern does not refuse
    ("Hi Ragavan,", "", MAYBE.format("Hi Ragavan,", "in a greeting",
                                     "Ragavan, Nimble Pilferer")),
    # a first name after a sign-off's phrase on its line, though a legend's short name
    ("", "Cheers, Tom", MAYBE.format("Cheers, Tom", "in a sign-off", "Tom, Bert, and William"))])
def test_a_word_of_a_cards_name_alone_around_a_list_is_a_note_with_a_warning(
        greeting: str, closing: str, said: str) -> None:
    """A greeting, sign-off or signature whose part is one word of a card's name only
    (``Murktide``, ``John``, ``Steve``) or within a typo of a name of one word (``Grif``) is
    a note, counted for no card, with a warning that it may be that card: a signature
    (``John``) made a legal deck illegal, the word of one card (``Murktide``) a note with
    nothing said."""
    mail = (f"{greeting}\n\n" if greeting else "") + LIST + (f"\n{closing}\n" if closing else "")
    result = _checked(mail)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    line = 1 if greeting else 9 + closing.count("\n")
    assert [(v.rule, v.severity, v.message, v.line) for v in result.violations
            if v.severity != "info"] == [("reading", "warning", said, line)]


@pytest.mark.parametrize("name", [
    "Adam", "Ava", "Felix", "Gabriel", "Gary", "Jason", "Kai", "Leo", "Luna", "Ryan", "Scott",
    "William", "Sarah", "Peter", "Mary", "Ian", "Kate", "Quinn Parker"])
def test_a_first_name_signed_under_a_sign_off_keeps_a_legal_deck_legal(name: str) -> None:
    """A person's name under ``Thanks,`` is a signature, whatever card's name holds it as
    one of its words (Ian Chesterton, Kate Stewart, Gary...): the deck stays legal, the
    sideboard 15 (``Thanks,`` then ``John`` made it illegal, 16 cards)."""
    result = _checked(f"{LIST}\nThanks,\n{name}\n")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.rule for v in result.violations if v.severity == "error"] == []


@pytest.mark.parametrize("greeting", [
    "Hi all, Izzet Murktide", "Hey, UB Murktide below", "Good morning, Murktide again",
    "Hi TO, Boros list", "Hi TO, Azorius list", "Hi! Grand Prix Lyon list", "Hi TO, Rakdos",
    "Hi TO, Simic", "Hi TO, Selesnya list", "Hi! Here is my list for Saturday, see you there",
    "Hi! Please find my list below", "Hello, Here is my deck", "Hi there", "Bonjour à tous"])
def test_a_greeting_naming_the_decks_archetype_or_its_own_card_stays_a_note(
        greeting: str) -> None:
    """A greeting naming the deck by a card it plays (``Izzet Murktide`` above four
    Murktide Regent), by guild, colour or title words alone (``Boros list``, ``Rakdos``: no
    near match, no legend's short name), or opening a sentence with a capital (``Here``,
    ``Please``: no nickname) is a note: each made a legal deck illegal."""
    deck = LIST.replace("4 Lightning Bolt\n", "4 Lightning Bolt\n4 Murktide Regent\n").replace(
        "56 Mountain", "52 Mountain")
    result = _checked(f"{greeting}\n\n{deck}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.severity) for v in result.violations if v.severity != "info"] == []
    assert _notes(f"{greeting}\n\n{deck}") == [(GREETING.format(greeting), 1)]


# -- the sentence presenting the list under a greeting, and a note hiding one card ------

@pytest.mark.parametrize(("greeting", "intro"), [
    ("Hi TO,", "Here is my list for Saturday."), ("Hi TO,", "Here's my deck for the event:"),
    ("Hi TO,", "Please find my decklist below."),
    ("Hi TO,", "This is what I'm registering for Saturday"), ("Hello all,", "My list for FNM:"),
    ("Bonjour,", "Voici ma liste pour samedi."), ("Hallo zusammen,", "Anbei meine Liste."),
    ("Hola a todos,", "Esta es mi lista para el sábado"), ("Hi!", "here you go")])
def test_a_sentence_presenting_the_list_under_a_greeting_is_a_note(greeting: str,
                                                                    intro: str) -> None:
    """A line opening with the game data's ``intro_words`` between the greeting and the
    first card, naming no card, is a note as the greeting is, the deck legal and its
    counts the same: it was an unknown card, "it looks like prose (a sentence)", a legal
    deck e-mailed so illegal."""
    mail = f"{greeting}\n\n{intro}\n\n{LIST}"
    result = _checked(mail)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.rule for v in result.violations if v.severity != "info"] == []
    written = intro.rstrip(":").removesuffix(" FNM")  # its reading took the set code out
    assert _notes(mail) == [(GREETING.format(greeting), 1), (SENTENCE.format(written), 3)]


@pytest.mark.parametrize("opening", [
    "Hi TO,\nHope you're doing well.\nHere is my list:",
    "Hi TO,\nI hope you are doing well!\nHere is my list for Saturday.",
    "Hola,\nAquí os dejo mi lista", "Hallo,\nAnbei findest du meine Liste",
    "Hi TO,\nI'd like to register the following deck:", "Salut,\nJe vous joins ma liste"])
def test_an_emails_opening_lines_before_the_list_are_notes(opening: str) -> None:
    """Every line of an e-mail's opening (greetings, wishes, the sentence presenting the
    list) is a note when none names a card: the wishes between the greeting and the list
    were unknown cards, the legal deck illegal."""
    mail = f"{opening}\n\n{LIST}"
    result = _checked(mail)
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [line for _message, line in _notes(mail)] == list(range(1, opening.count("\n") + 2))


def test_an_emails_opening_line_naming_a_card_keeps_the_lines_after_the_greeting_errors(
        ) -> None:
    """``Hope you're well, Oko`` between the greeting and the sentence presenting the list
    names a card: it and the lines after it stay unknown cards, Oko counted; the greeting
    a note."""
    mail = f"Hi TO,\nHope you're well, Oko\nHere is my list\n\n{LIST}"
    result = _checked(mail)
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.line, v.count) for v in result.violations if v.severity != "info"] == [
        ("unknown-card", 2, 1), ("unknown-card", 3, 0)]
    assert _notes(mail) == [(GREETING.format("Hi TO,"), 1)]


@pytest.mark.parametrize(("intro", "count"), [
    ("Here is my list, Oko", 1), ("Here is my list for Saturday: oko", 1),
    ("Please find my list below - Thief of Crowns", 1), ("Here is my Black Lotus list", 1),
    ("Voici ma liste, RAGAVAN", 1), ("Here is my 4 Black Lotus", 4)])
def test_a_sentence_presenting_the_list_that_names_a_card_counts_it(intro: str,
                                                                    count: int) -> None:
    """Its words read as a greeting's are: a card's whole name, a legend's short name in
    any case or the words after its comma, or a count and a card keep the line an
    unknown card, the card counted; the greeting above it stays a note."""
    mail = f"Hi TO,\n\n{intro}\n\n{LIST}"
    result = _checked(mail)
    assert (result.status, result.zones) == ("illegal", {"main": 60 + count, "side": 15})
    assert [(v.rule, v.line, v.count) for v in result.violations if v.rule == "unknown-card"
            ] == [("unknown-card", 3, count)]
    said = ("the line opens with words, then holds the card line 4 Black Lotus" if count > 1
            else "it looks like prose (a sentence), not a card")
    assert [v.message for v in result.violations if v.rule == "unknown-card"] == [
        f"unknown card '{intro}': {said}"]
    assert _notes(mail) == [(GREETING.format("Hi TO,"), 1)]


@pytest.mark.parametrize("intro", [
    "Here is my deck. Oko", "Here is my list... oko", "Hope you're well. Oko",
    "Here is my list… Oko", "Hope you're well! oko", "Here is my list?Oko",
    "Here is my deck.Oko", "Here is my deck! Okko", "Here is my deck! Yorian",
    "Here is my deck, Yorian"])
def test_a_sentence_presenting_the_list_then_a_card_after_its_end_counts_it(intro: str
                                                                           ) -> None:
    """A sentence's end parts a sentence presenting the list from the card after it, as a
    comma does, and so does a full stop run into a capital (``deck.Oko``); a typo of a
    banned legend's short name there (``Okko``, ``Yorian``) is read as under a sign-off:
    each line was a note, the banned card dropped and the deck legal."""
    mail = f"Hi TO,\n{intro}\n\n{LIST}"
    result = _checked(mail)
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.line, v.count) for v in result.violations if v.severity != "info"] == [
        ("unknown-card", 2, 1)]
    assert _notes(mail) == [(GREETING.format("Hi TO,"), 1)]


@pytest.mark.parametrize("line", [
    "Hi TO and all my friends, Oko", "Hi TO and all my friends, OKO",
    "Hello dear organisers and judges, oko", "Hi TO and all my friends Oko",
    "Hey everyone and welcome, RAGAVAN", "Hi TO and all my friends, Thief of Crowns",
    "Hi TO, thief of crowns", "Hi TO, Winged Wisdom", "Izzet Murktide, Oko",
    "Saturday list, Thief of Crowns", "Here is my list, Oko", "Hi TO and friends oko",
    "Here is my deck. Oko", "Here is my list... oko", "List: Izzet Murktide, Oko",
    "Saturday list - Oko", "Izzet Murktide (Oko)", "Oko, Izzet Murktide", "Owner: Oko",
    "Author - Bob, Oko"])
def test_a_note_above_the_list_hiding_one_card_counts_it(line: str) -> None:
    """A greeting of any length, whatever its addressee's words, or a title, that calls one
    card in a part after a mark (a legend's short name in any case, the words after its
    comma) or opened by a greeting's word is read as a greeting's words are (``and``
    between its addressees addresses no card either): an unknown card, counted. Each was a
    note, Oko, Thief of Crowns dropped and the deck legal: a label's (``List:``), a title's
    part after any mark (a dash, a bracket), a title's first part or a person's field
    calling the banned card."""
    result = _checked(f"{line}\n\n{LIST}")
    assert (result.status, result.zones) == ("illegal", {"main": 61, "side": 15})
    assert [(v.rule, v.line, v.count) for v in result.violations if v.severity != "info"] == [
        ("unknown-card", 1, 1)]


@pytest.mark.parametrize("line", [
    "Hi TO and all my friends, see you Saturday", "Jeskai Control, Teferi",
    "Hello everyone and thanks for organising, here is my deck", "Burn, by Bob",
    "Izzet Murktide, Bob's list", "Death and Taxes, Lyon 2025", "Hi TO and friends",
    "Owner: Bob, Alice", "Owner: Tom, Bob", "Author - Bob, Tom", "Deck by Tom",
    "Team: Tom, Bob & Emil", "Jeskai Control - Teferi", "Teferi, Jeskai Control"])
def test_a_note_above_the_list_calling_no_card_stays_a_note(line: str) -> None:
    """Its parts after a comma calling no card, or one the deck plays (``Teferi`` above
    Teferi, Time Raveler), or a person's field's value (``Owner: Tom, Bob``: legends'
    short names too, Tom's card out of Modern's pool, on no list), the note stays a note,
    the legal deck legal (``Owner: Tom, Bob`` was read as a list of two cards)."""
    deck = LIST.replace("56 Mountain", "52 Mountain\n4 Teferi, Time Raveler")
    result = _checked(f"{line}\n\n{deck}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [v.rule for v in result.violations if v.severity != "info"] == []


@pytest.mark.parametrize("closing", ["Cheers, Tom", "Thanks, Oko"])
def test_a_one_line_sign_off_counted_in_a_zone_is_said_so(closing: str) -> None:
    """A sign-off and a name on one line (``Cheers, Tom``, Tom, Bert, and William not yet
    out on the day) may be a card, counted in the zone as ``Tom`` under ``Cheers,`` is: the
    zone's message says it was counted, as it does of the two lines (it said ``16 cards``
    of a 15-card sideboard alone)."""
    import datetime as dt

    from cardtools.checker import Checker, CheckOptions

    result = Checker(CheckOptions(use_config=False, as_of=dt.date(2026, 4, 12))).check_bytes(
        f"{LIST}\n{closing}\n".encode(), "mail.txt")
    assert result.zones == {"main": 60, "side": 16}
    assert [v.message for v in result.violations if v.rule == "zone-size"] == [
        f"Sideboard: 16 cards ('{closing}', prose that may be a card, counted); at most 15"]


@pytest.mark.parametrize("intro", ["Here is my deck.Enjoy", "Here is my deck.See you there"])
def test_a_full_stop_inside_words_calling_no_card_stays_a_note(intro: str) -> None:
    """A full stop run into a capital parts sentences only to read their words for a card:
    words calling none (``Enjoy``, ``See you there``) leave the line a note and the legal
    deck legal."""
    result = _checked(f"{intro}\n\n{LIST}")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 15})
    assert [(v.rule, v.line) for v in result.violations] == [("reading", 1)]
