"""Tricks of a player who wants an illegal deck judged legal, beyond those issue 13 listed:
look-alike letters that carry accents or come after another spelling of the same name in a
batch, card lines hidden in an Arena ``About`` section, in a metadata value or in a
companion's surplus copies, and a grouping-header guess whose singular is a card.

Each check asserts the status, the rule, the message and the line. Nothing is timed.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools import carddb, names
from cardtools.cardfiles import database_for
from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult

MAGE_NOIR = "mage-noir/tournament"
FIXTURES = Path(__file__).parent / "fixtures" / "decks"
DECK_40 = (FIXTURES / "mage-noir-40.txt").read_text("utf-8")
BANNED = ("Crimson Ritual is banned in Mage Noir tournament (listed by 2025-11-04, "
          "where the recorded lists start)")


def checker(**options: object) -> Checker:
    """A Mage Noir checker judging within its data (lists of 2025-11-04, card data of
    2025): no data-age note among the findings."""
    options = {"as_of": dt.date(2025, 11, 4), **options}
    return Checker(CheckOptions(format_id=MAGE_NOIR, use_config=False, **options))  # type: ignore[arg-type]


def errors(result: DeckResult) -> list[tuple[str, str, int | None]]:
    """``(rule, message, line)`` of every error."""
    return [(v.rule, v.message, v.line) for v in result.violations if v.severity == "error"]


# ------------------------------------------------------------------------ look-alikes


def test_a_look_alike_with_an_accent_is_folded() -> None:
    """A Greek iota with its accent (``ί``) and a Cyrillic o with a diaeresis (``ӧ``) are
    look-alikes of Latin letters too: the banned card stays banned, with a warning."""
    result = checker().check_bytes((DECK_40 + "1 Crimsӧn Rίtual\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    warning = next(v for v in result.violations if v.rule == "look-alike")
    assert warning.line == 12
    assert warning.message == (
        "'Crimsӧn Rίtual' is written with look-alike letters 'ӧ' (U+04E7 CYRILLIC SMALL "
        "LETTER O WITH DIAERESIS), 'ί' (U+03AF GREEK SMALL LETTER IOTA WITH TONOS); read "
        "as 'Crimson Ritual'")


@pytest.mark.parametrize(("written", "folded", "letters"), [
    ("\u04d4ther Vial", "\u00c6ther Vial", "\u04d4"), ("\u04d5ther", "\u00e6ther", "\u04d5"),
    ("\u1d01ther", "\u00e6ther", "\u1d01"), ("Man\u0276uvre", "Man\u0153uvre", "\u0276"),
    ("\u0280\u028f\u026a\u1d00", "ryia", "\u0280\u028f\u026a\u1d00"),
    ("Stra\u03b2e", "Stra\u00dfe", "\u03b2")])
def test_a_ligature_or_small_capital_that_looks_latin_is_folded(
        written: str, folded: str, letters: str) -> None:
    # The Cyrillic ligature A IE (U+04D4) and the small capitals AE, OE, Y, I were kept:
    # 'Ӕther Vial' an unknown card without a look-alike warning.
    assert names.fold_lookalikes(written) == folded
    assert names.lookalike_letters(written) == letters


@pytest.mark.parametrize("written", [
    "\u04a4ther", "\u1d1dther", "\u0418ther", "\u04b4ther"])
def test_a_ligature_or_small_capital_of_no_latin_look_stays(written: str) -> None:
    # The Cyrillic ligature EN GHE, the small capital sideways U, the Cyrillic I and the
    # ligature TE TSE look like no Latin letter: the name is not disguised, only unknown.
    assert names.fold_lookalikes(written) == written
    assert names.lookalike_letters(written) == ""


def test_an_earlier_spelling_does_not_decide_how_a_later_one_folds(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Two spellings of one normalised name may fold differently; the first one resolved
    (here one that cannot be folded) must not be remembered for the second, which folds
    to Crimson Ritual (a batch of decks shares the database's memory)."""
    real = names.fold_lookalikes
    monkeypatch.setattr(carddb, "fold_lookalikes",
                        lambda text: text if "\u03af" in text else real(text))
    database = database_for("mage-noir", [])
    assert database.resolve("Cr\u03afmson Ritual").card is None
    later = database.resolve("Cr\u03b9mson Ritual")
    assert later.card is not None and later.card.name == "Crimson Ritual"


def test_a_batch_judges_a_disguised_card_whatever_came_before() -> None:
    one = checker()
    first = one.check_bytes((DECK_40 + "1 Crίmsοn Ritual\n").encode(), "a.txt")
    second = one.check_bytes((DECK_40 + "1 Crιmsοn Ritual\n").encode(), "b.txt")
    assert errors(first) == errors(second) == [("banned", BANNED, 12)]


# --------------------------------------------------------------- lines that vanished


def test_a_card_line_in_an_arena_about_section_is_a_card() -> None:
    """``About`` holds the deck's ``Name``; a card line there ends the section and is
    counted (it was skipped: the deck was legal)."""
    text = "About\nName Burn\n1 Crimson Ritual\n\n" + DECK_40
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 3)]
    assert result.deck_name == "Burn"


@pytest.mark.parametrize("line", ["Deck: 1 Crimson Ritual", "Name: 1x Crimson Ritual",
                                  "Event: 1 Crimson Ritual"])
def test_a_card_line_written_as_a_metadata_value_is_a_card(line: str) -> None:
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]


@pytest.mark.parametrize("line", ["Name: 5 Color Control", "// Deck: 5 Color Control",
                                  "Deck: 5 Color Control"])
def test_a_metadata_value_that_names_no_card_stays_metadata(line: str) -> None:
    """A count of colours opening a title (``5 Color``) is the title's words: no card
    line, nothing said (it was read as 5 copies of 'Color Control', named no card)."""
    result = checker().check_bytes((line + "\n" + DECK_40).encode(), "deck.txt")
    assert result.status == "legal"
    assert result.deck_name == "5 Color Control"
    assert result.zones == {"main": 40}
    assert [(v.rule, v.message, v.line) for v in result.violations] == []


@pytest.mark.parametrize("title", ["4C Fire Ball", "4c Fire Ball", "5-Color Fire Ball",
                                   "Two-Colour Fire Ball", "4 colour Fire Ball",
                                   "2 Farben Fire Ball", "deux couleurs Fire Ball"])
@pytest.mark.parametrize("form", ["Name: {}\n{}", "Deck: {}\n{}", "About\nName {}\n\n{}",
                                  "[metadata]\nName={}\n{}", "cockatrice"])
def test_a_title_opening_with_a_count_of_colours_is_the_title(title: str, form: str) -> None:
    """A deck's title in the colour shorthand (``4C Tinker``, ``5-Color Humans``: the
    game data's ``colour_count_words``) names the deck in every form, its number no count
    of the card after it: ``4C Fire Ball`` was one Fire Ball more (over the copy limit),
    ``4c Fire Ball`` an unknown card."""
    if form == "cockatrice":
        cards = "".join(f'<card number="4" name="{row[2:]}"/>'
                        for row in DECK_40.splitlines()[1:])
        text, name = ('<?xml version="1.0"?>\n<cockatrice_deck version="1">\n'
                      f'<deckname>{title}</deckname>\n<zone name="main">{cards}</zone>\n'
                      "</cockatrice_deck>\n"), "deck.cod"
    elif form.startswith("["):
        text, name = form.format(title, DECK_40.replace("Deck\n", "[Main]\n")), "deck.dck"
    else:
        text, name = form.format(title, DECK_40), "deck.txt"
    result = checker().check_bytes(text.encode(), name)
    assert (result.status, result.zones, result.deck_name) == ("legal", {"main": 40}, title)
    assert [(v.rule, v.message) for v in result.violations
            if v.severity != "info" or "Fire Ball" in v.message] == []


@pytest.mark.parametrize("title", ["4C Fire Ball", "4c Fire Ball", "5-Color Fire Ball",
                                   "4-Color Fire Ball", "2 Farben Fire Ball"])
@pytest.mark.parametrize("blank", ["", "\n"])
def test_a_bare_title_line_with_a_count_of_colours_above_a_plain_list_is_the_title(
        title: str, blank: str) -> None:
    """A bare title line in the colour shorthand above a list with no header, with or
    without a blank line after it, is the deck's title, as ``Name: 4C Fire Ball`` is (it
    was an unknown card, or one Fire Ball more, or its block the sideboard): a note says
    so. Among the card lines such a line stays a card line (refused)."""
    plain = DECK_40.removeprefix("Deck\n")
    result = checker().check_bytes(f"{title}\n{blank}{plain}".encode(), "deck.txt")
    assert (result.status, result.zones, result.deck_name) == ("legal", {"main": 40}, title)
    assert [(v.rule, v.message, v.line) for v in result.violations] == [(
        "reading", f"'{title}' above the list is read as the deck's title (a count of its "
        "colours, no card's count), not a card line", 1)]
    rows = plain.splitlines(keepends=True)
    among = checker().check_bytes("".join([rows[0], f"{title}\n", *rows[1:]]).encode(),
                                  "deck.txt")
    assert among.status == "illegal"


@pytest.mark.parametrize(("line", "zones"), [
    ("Deck: 1 Qzxv", {"main": 41}), ("Sideboard: 1 Qzxv", {"main": 40, "side": 1}),
    ("Main: 1 Qzxv", {"main": 41}), ("Deck : 1 Qzxv", {"main": 41}),
    ("DECK: 1x Qzxv", {"main": 41}), ("Deck: Qzxv x1", {"main": 41}),
    ("Deck: (1) Qzxv", {"main": 41}), ("Deck: x1 Qzxv", {"main": 41}),
    ("Deck: SB: 1 Qzxv", {"main": 40, "side": 1}),
])
def test_a_card_line_after_deck_is_a_card_line_whatever_it_names(
        line: str, zones: dict[str, int]) -> None:
    """``Deck`` is the deck's header word as well as the key of its name: a value that is
    a card line by its count is a card line in the deck, as after ``Main:`` or
    ``Sideboard:``, an unknown card when it names none (``Deck: 1 Qzxv`` was a note, the
    deck legal one card over, while ``Sideboard: 1 Qzxv`` was an unknown card)."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("unknown-card", "unknown card 'Qzxv'", 12)]
    assert result.zones == zones


@pytest.mark.parametrize(("lines", "name", "said"), [
    ("Deck: 12 Post\n", "12 Post", "'Post' names no card: read as a note, not a card"),
    ("Player: Al\nDeck: 4 Horsemen // v2\n", "4 Horsemen // v2",
     "'Horsemen' names no card: read as a note, not a card"),
])
def test_deck_before_the_list_begins_names_the_deck(lines: str, name: str, said: str) -> None:
    """Before the list's first card line or header, ``Deck:`` is the key of the deck's
    name (an archetype named with a number, ``12 Post``): a card when it names one, else
    the name, as after ``Name:``; it was an unknown card 'Post', a legal deck illegal."""
    result = checker().check_bytes((lines + DECK_40).encode(), "deck.txt")
    assert result.status == "legal"
    assert result.deck_name == name
    assert result.zones == {"main": 40}
    assert [(v.rule, v.message) for v in result.violations] == [("reading", said)]


@pytest.mark.parametrize(("line", "found"), [
    ("Deck: 1 Crimson Ritual", ("banned", BANNED, 1)),
    ("Deck: 1 Crimson Ritul", ("unknown-card", "unknown card 'Crimson Ritul'", 1)),
])
def test_deck_before_the_list_begins_naming_a_card_is_that_card(
        line: str, found: tuple[str, str, int]) -> None:
    result = checker().check_bytes((line + "\n" + DECK_40).encode(), "deck.txt")
    assert result.status == "illegal"
    assert [e[:1] + e[2:] for e in errors(result)] == [found[:1] + found[2:]]
    assert errors(result)[0][1].startswith(found[1])
    assert result.zones == {"main": 41}


def test_a_card_line_after_deck_under_the_side_deck_is_the_decks() -> None:
    result = checker().check_bytes(
        (DECK_40 + "Side deck\n1 Healer's Breath\nDeck: 1 Healer's Breath\n").encode(),
        "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 41, "side": 1}


def test_companion_copies_beyond_the_sideboards_are_counted() -> None:
    """Arena lists the companion in ``Companion`` and again in ``Sideboard``: copies are
    counted once, but copies beyond the sideboard's are not lost."""
    text = DECK_40 + "Companion\n4 Fire Ball\nSideboard\n1 Fire Ball\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [
        ("copy-limit", "8 copies of Fire Ball (deck 4 + side deck 4); at most 4", 2)]


def test_a_companion_listed_in_the_sideboard_is_counted_once() -> None:
    text = DECK_40 + "Companion\n1 Tide\nSideboard\n1 Tide\n"
    result = checker().check_bytes(text.encode(), "deck.txt")
    assert result.status == "legal"
    assert result.zones == {"main": 40, "side": 1}


def test_a_header_guess_whose_singular_is_a_card_is_an_unknown_card(tmp_path: Path) -> None:
    """``Sorceries (5)`` looks like a grouping header, but the game has a card named
    ``Sorcery``: the line is 5 copies of an unknown card, never a header that vanishes."""
    cards = tmp_path / "cards.csv"
    cards.write_text("name,type\nSorcery,Spell\n", "utf-8")
    one = checker(card_files=[cards])
    result = one.check_bytes((DECK_40 + "Sorceries (5)\n").encode(), "deck.txt")
    assert result.status == "illegal"
    unknown = next(v for v in result.violations if v.rule == "unknown-card")
    assert (unknown.message, unknown.line, unknown.count) == (
        "unknown card 'Sorceries'", 12, 5)
    assert "Sorcery" in (unknown.hint or "")
    plain = one.check_bytes((DECK_40 + "Sorcery (5)\n").encode(), "deck.txt")
    assert errors(plain) == [("copy-limit", "5 copies of Sorcery; at most 4", 12)]
    header = one.check_bytes((DECK_40 + "Rituals (5)\n").encode(), "deck.txt")
    assert header.status == "legal"


# --------------------------------------------------------------- structured decklists

YAML_40 = "deck:\n" + "".join(f"  {line.split(' ', 1)[1]}: 4\n"
                              for line in DECK_40.splitlines()[1:])


@pytest.mark.parametrize(("section", "key"), [
    ("maybeboard", "maybeboard"), ("Maybe_Board", "maybeboard"), ("maybe", "maybe"),
    ("Considering", "considering"), ("wishlist", "wishlist"), ("Wish List", "wishlist"),
    ("acquire-board", "acquireboard")])
def test_a_structured_section_that_is_not_the_deck_is_reported(section: str, key: str) -> None:
    """Its cards are not counted, as in a text decklist, and an info says so (the deck
    was legal with no word of the banned card). Each word of a section a text decklist
    skips is such a key (``maybe:``, ``considering:`` were parse-errors: "unknown key")."""
    for text in (YAML_40 + f"{section}:\n  Crimson Ritual: 1\n",
                 YAML_40 + f"{section}: [Crimson Ritual]\n"):
        result = checker().check_bytes(text.encode(), "deck.yaml")
        assert result.status == "legal"
        assert [(v.rule, v.severity, v.message, v.line) for v in result.violations] == [
            ("ignored-section", "info", f"section '{key}' is not part of the deck; "
             "its cards were not counted", 12)]


@pytest.mark.parametrize(("section", "status"), [
    ("pool: Crimson Ritual", "legal"), ("attractions:\n  Crimson Ritual: 1", "illegal")])
def test_a_structured_key_of_a_skipped_word_that_is_metadata_or_of_some_kinds_is_not_skipped(
        section: str, status: str) -> None:
    """``pool`` is the decklist's pool file (metadata), not a skipped section; Magic's
    ``attractions`` holds Attractions only (a text list counts a card of another kind
    there in the main deck), so a key of it is not skipped whole, hiding its cards."""
    result = checker().check_bytes((YAML_40 + f"{section}\n").encode(), "deck.yaml")
    assert result.status == status
    assert not [v for v in result.violations if v.message.startswith("section '")]


def test_a_card_under_a_structured_tokens_section_is_counted() -> None:
    """Mage Noir has no tokens: a structured list's ``Tokens`` key is no section of
    tokens there, as a text list's heading is none: the banned card under it is counted
    in the main deck and judged."""
    result = checker().check_bytes((YAML_40 + "Tokens:\n  Crimson Ritual: 1\n").encode(),
                                   "deck.yaml")
    assert result.status == "illegal"
    assert [(v.rule, v.severity, v.line) for v in result.violations] == [
        ("reading", "info", 12), ("banned", "error", 13)]


def test_a_bad_count_of_a_name_with_spaces_is_reported_on_its_line() -> None:
    """The schema writes ``$.deck['Crimson Ritual']``; the finding is on the name's line,
    not on the ``deck:`` key's."""
    result = checker().check_bytes((YAML_40 + "  Crimson Ritual: 0\n").encode(), "deck.yaml")
    assert errors(result) == [
        ("parse-error", "$.deck['Crimson Ritual']: 0 is less than the minimum of 1", 12)]


@pytest.mark.parametrize("disguise", ["Crimson\u2800Ritual", "Crimson\u3164Ritual",
                                      "Crimson Ritual\u115f", "С\u034frimson Ritual"])
def test_invisible_characters_and_blank_look_alikes_do_not_hide_a_card(disguise: str) -> None:
    """A combining grapheme joiner, Hangul fillers and the Braille blank are read as
    nothing or a space: the banned card is named and banned, not an unknown name."""
    result = checker().check_bytes((DECK_40 + f"1 {disguise}\n").encode(), "deck.txt")
    assert errors(result) == [("banned", BANNED, 12)]


# ------------------------------------------------------------------------------ reports


def _many_unknown(count: int) -> DeckResult:
    names_ = "".join(f"  Unknown card number {n}: 1\n" for n in range(count))
    return checker().check_bytes(("deck:\n" + names_).encode(), "deck.yaml")


def test_the_rich_report_tables_a_bounded_number_of_rows_and_lists_the_rest(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Rich lays a table out cell by cell (60,000 unknown names took over a minute): the
    table holds the first ``MAX_TABLE_ROWS`` violations, every other one follows as a
    plain line (counted, not timed)."""
    import io

    from rich.table import Table

    from cardtools.reporters import Report, reporter, rich_report

    monkeypatch.setattr(rich_report, "MAX_TABLE_ROWS", 20)
    rows: list[int] = []
    add_row = Table.add_row
    monkeypatch.setattr(Table, "add_row",
                        lambda self, *cells, **kw: (rows.append(1), add_row(self, *cells, **kw)))
    result = _many_unknown(50)
    out = io.StringIO()
    reporter("rich").render(Report([result]), out, False)
    text = out.getvalue()
    unknown = [v for v in result.violations if v.rule == "unknown-card"]
    assert len(unknown) == 50
    assert len(rows) == 20
    assert f"and {len(result.violations) - 20} more, past the first 20:" in text
    for number in range(50):
        assert f"unknown card 'Unknown card number {number}'" in text
    assert ("  line 51: error [unknown-card] unknown card 'Unknown card number 49' "
            "(check the spelling, or add the card with --cards (mage-noir))") in text


@pytest.mark.parametrize("style", ["text", "rich", "json"])
def test_a_report_larger_than_a_decklist_in_a_walked_folder_is_skipped(
        tmp_path: Path, style: str) -> None:
    """A report of a large batch saved among the decklists is over a decklist's 1 MB: a
    later walk lists it as a skipped report instead of failing on it (exit 2)."""
    import io

    from cardtools.decklist.decoding import MAX_BYTES
    from cardtools.reporters import Report, reporter
    from tests.test_cli import invoke

    result = _many_unknown(3000)
    out = io.StringIO()
    reporter(style).render(Report([result] * 6), out, False)
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "deck.txt").write_text(DECK_40, "utf-8")
    (decks / f"report.{'json' if style == 'json' else 'txt'}").write_text(out.getvalue(),
                                                                          "utf-8")
    assert (decks / "deck.txt").stat().st_size < MAX_BYTES < len(out.getvalue())
    code, stdout, stderr = invoke("check", "-f", MAGE_NOIR, "-r", "text", "--isolated",
                                  str(decks), "--date", "2025-11-04")
    assert code == 0, stdout + stderr
    assert stdout.splitlines()[-2:] == [
        f"{decks}/report.{'json' if style == 'json' else 'txt'}: skipped: a cardtools "
        f"report ({style})",
        "2 files: 1 legal, 0 illegal, 0 not judged, 1 skipped (judged as of "
        "2025-11-04; card data: mage-noir 2025)"]


@pytest.mark.parametrize("line", ["1 " + " \t" * 30000 + "x (", "Name " + "9" * 60000 + " x",
                                  "Player: \x1b[31mX"])
def test_a_long_or_control_line_in_an_about_section_is_a_parse_error(line: str) -> None:
    """An ``About`` line obeys the limits of every line: a parse-error naming its length
    or its control characters, read no further (a long line of tabs read as a possible
    card took over a minute)."""
    result = checker().check_bytes(f"About\n{line}\n\n{DECK_40}".encode(), "deck.txt")
    message = ("line holds control characters; is this a text file?" if "\x1b" in line
               else f"line is {len(line)} characters long; at most 500")
    assert errors(result) == [("parse-error", message, 2)]
    assert result.deck_name is None


@pytest.mark.parametrize(("line", "zones"), [
    ("Deck::1 Crimson Ritual", {"main": 41}), ("Deck: :1 Crimson Ritual", {"main": 41}),
    ("Name:: 1 Crimson Ritual", {"main": 41}),
    ("Side deck::1 Crimson Ritual", {"main": 40, "side": 1}),
    ("SB:: 1 Crimson Ritual", {"main": 40, "side": 1}),
    ("Side deck # x1 Crimson Ritual", {"main": 40, "side": 1}),
    ("Side deck # Crimson Ritual x1", {"main": 40, "side": 1}),
    # a full-width colon, as a Japanese or Chinese keyboard writes it: the unknown card
    # '\uff1a1 Crimson Ritual', or the deck legal
    ("Side deck\uff1a1 Crimson Ritual", {"main": 40, "side": 1}),
    ("SB\uff1a1 Crimson Ritual", {"main": 40, "side": 1}),
    ("SB\uff1a\uff1a1 Crimson Ritual", {"main": 40, "side": 1}),
    ("R\u00e9serve\uff1a1 Crimson Ritual", {"main": 40, "side": 1}),
    ("Deck\uff1a1 Crimson Ritual", {"main": 41}),
    ("Deck principal\uff1a Crimson Ritual x1", {"main": 41}),
])
def test_a_card_line_after_a_doubled_colon_or_a_hash_after_a_header_is_read(
        line: str, zones: dict[str, int]) -> None:
    """A colon written twice after a key or a zone prefix, and a ``#`` after a header's
    words before a count with its ``x``: the card line after them was dropped with the
    value (the deck legal) or read as the unknown card ':1 Crimson Ritual'; ``Side deck #
    1 Crimson Ritual`` was read already."""
    result = checker().check_bytes((DECK_40 + line + "\n").encode(), "deck.txt")
    assert result.status == "illegal"
    assert errors(result) == [("banned", BANNED, 12)]
    assert result.zones == zones


def test_a_numbered_card_line_after_deck_is_a_card_line() -> None:
    """``Deck: 1. Name``, a numbered line after the deck's header word, was read as the
    deck's name without a word (the line reader's shortcut took it for a value naming no
    card): a card line, as ``1. Name`` on a line alone is, its number the count."""
    result = checker().check_bytes((DECK_40 + "Deck: 1. Crimson Ritual\n").encode(),
                                   "deck.txt")
    assert [(rule, line) for rule, _, line in errors(result)] == [("banned", 12)]
    assert result.zones == {"main": 41}
