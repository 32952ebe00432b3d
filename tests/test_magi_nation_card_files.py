"""A Magi-Nation card file's facts of what a Magi's text allows, written in a spreadsheet:
``magi_count`` (a double Magi fills two places), ``stack_excludes`` (Yaki, Core Stalker's
"cannot be in a Magi stack with Core Magi") and ``fourth_magi_after`` (Ninibom's fourth
place) are read as the number and the lists they are. A CSV cell is text: a double Magi's
"2" filled one place (a stack of four places legal) and an excluding Magi's "Core" kept
no Magi out. A YAML or JSON file giving them as text, or a cell that is no number, is
refused on its line; a yes-or-no fact's cell is read as yes or no.

Rules: Magi-Nation Duel rulebook 2001, Building Your Deck ("exactly three different
Magi"), THE MAGI, Double Magi Cards; A FEW MORE RULES, First, Breaking the Rules (card text
takes precedence over the rules).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from cardtools.cardfiles import database_for
from cardtools.checker import Checker, CheckOptions
from cardtools.errors import CardtoolsError
from cardtools.model import DeckResult
from tests.test_magi_nation_variants import NAROOM, _listed
from tests.test_organizer import YES_OR_NO_WORDS


def _check(magi: tuple[str, ...], cards: Path) -> DeckResult:
    options = CheckOptions(format_id="magi-nation/standard", card_files=[cards],
                           use_config=False, as_of=dt.date(2021, 6, 1))
    return Checker(options).check_bytes(_listed(magi, NAROOM), "deck.txt")


def _stack_errors(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.message, v.line) for v in result.violations
            if v.rule == "magi-stack" and v.severity == "error"]


@pytest.fixture
def magi(tmp_path: Path) -> Path:
    path = tmp_path / "magi.csv"
    path.write_text("name,type,regions,Magi Count,stack_excludes,fourth_magi_after\n"
                    "Twin Wardens,Magi,Naroom,2,,\n"
                    "Root Stalker,Magi,Naroom,,Core,\n"
                    "Last Bloom,Magi,Naroom,,,Evu;Tryn;Yaki\n", encoding="utf-8")
    return path


def test_a_double_magi_of_a_csv_file_fills_two_places(magi: Path) -> None:
    assert _stack_errors(_check(("Twin Wardens", "Evu", "Tryn"), magi)) == [
        ("the Magi stack fills 4 places; it needs exactly 3 different Magi", 1)]
    result = _check(("Twin Wardens", "Evu"), magi)
    assert (result.status, _stack_errors(result)) == ("legal", [])


def test_a_csv_files_magi_keeps_core_magi_out_of_its_stack(magi: Path) -> None:
    assert _stack_errors(_check(("Root Stalker", "Korg", "Tryn"), magi)) == [
        ("Root Stalker cannot be in the Magi stack with Core Magi (Korg); its own text "
         "says so", 3)]
    assert _stack_errors(_check(("Root Stalker", "Evu", "Tryn"), magi)) == []


def test_a_csv_files_fourth_magi_follows_its_three_in_order(magi: Path) -> None:
    """A card file's fourth_magi_after: the card beside its three Magi fills a fourth
    place, in any order written (Selecting Magi), another order noted; beside other
    Magi it overfills the stack."""
    result = _check(("Evu", "Tryn", "Yaki", "Last Bloom"), magi)
    assert (result.status, _stack_errors(result)) == ("legal", [])
    swapped = _check(("Tryn", "Evu", "Yaki", "Last Bloom"), magi)
    assert (swapped.status, _stack_errors(swapped)) == ("legal", [])
    assert [(v.severity, v.message) for v in swapped.violations if v.rule == "magi-stack"] == [
        ("info", "Last Bloom's text lets it be a fourth Magi after Evu, Tryn and Yaki, in "
         "that order: the Magi stack is played in that order, whatever the order written")]
    assert _stack_errors(_check(("Tryn", "Evu", "Korg", "Last Bloom"), magi)) == [
        ("the Magi stack fills 4 places; it needs exactly 3 different Magi, or 4 with Last "
         "Bloom after Evu, Tryn and Yaki", 1)]


def test_the_facts_are_read_as_a_number_and_lists(magi: Path) -> None:
    database = database_for("magi-nation", [magi])
    twin, stalker, bloom = (database.resolve(name).card for name in
                            ("Twin Wardens", "Root Stalker", "Last Bloom"))
    assert twin is not None and stalker is not None and bloom is not None
    assert (twin.facts["magi_count"], stalker.facts["stack_excludes"],
            bloom.facts["fourth_magi_after"]) == (2, ["Core"], ["Evu", "Tryn", "Yaki"])


@pytest.mark.parametrize(("cell", "message"), [
    ("two", "card 'Twin Wardens': magi_count: 'two' is not of type 'integer'"),
    ("0", "card 'Twin Wardens': magi_count: 0 is less than the minimum of 1"),
])
def test_a_csv_magi_count_that_is_no_number_of_places_is_refused(tmp_path: Path, cell: str,
                                                                  message: str) -> None:
    path = tmp_path / "magi.csv"
    path.write_text(f"name,type,regions,magi_count\nTwin Wardens,Magi,Naroom,{cell}\n",
                    encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magi-nation", [path])
    assert (raised.value.message, raised.value.where) == (message, "2")


@pytest.mark.parametrize(("fact", "value", "message"), [
    ("magi_count", '"2"', "$.cards[0].magi_count: '2' is not of type 'integer'"),
    ("stack_excludes", "Core", "$.cards[0].stack_excludes: 'Core' is not of type 'array'"),
    ("fourth_magi_after", "Evu", "$.cards[0].fourth_magi_after: 'Evu' is not of type "
                                 "'array'"),
])
def test_a_yaml_fact_given_as_text_is_refused_on_its_line(tmp_path: Path, fact: str,
                                                          value: str, message: str) -> None:
    path = tmp_path / "magi.yaml"
    path.write_text(f"game: magi-nation\ncards:\n  - name: Twin Wardens\n    type: Magi\n"
                    f"    {fact}: {value}\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magi-nation", [path])
    assert (raised.value.message, raised.value.where) == (message, "5")


def test_a_yes_or_no_fact_of_a_csv_file_is_yes_or_no(tmp_path: Path) -> None:
    path = tmp_path / "cards.csv"
    path.write_text("name,type,regions,no_shadow_play\nDim Light,Spell,Core,false\n"
                    "Deep Dark,Spell,Core,yes\n", encoding="utf-8")
    database = database_for("magi-nation", [path])
    dim, deep = database.resolve("Dim Light").card, database.resolve("Deep Dark").card
    assert dim is not None and deep is not None
    assert (dim.facts["no_shadow_play"], deep.facts["no_shadow_play"]) == (False, True)
    path.write_text("name,type,regions,no_shadow_play\nDim Light,Spell,Core,maybe\n",
                    encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magi-nation", [path])
    assert (raised.value.message, raised.value.where) == (
        f"no_shadow_play 'maybe' is neither yes nor no ({YES_OR_NO_WORDS})", "2")


@pytest.mark.parametrize(("name", "magi", "error"), [
    ("Evu Reborn", ("Evu Reborn", "Evu", "Tryn"),
     ("Evu is in the Magi stack 2 times (Evu Reborn and Evu); a Magi and its alternates "
      "are the same Magi", 3)),
    ("Reborn Evu", ("Evu", "Tryn", "Reborn Evu"),
     ("Evu is in the Magi stack 2 times (Evu and Reborn Evu); a Magi and its alternates "
      "are the same Magi", 4)),
    ("Evil Evu the Returned", ("Evu", "Evil Evu the Returned", "Tryn"),
     ("Evu is in the Magi stack 2 times (Evu and Evil Evu the Returned); a Magi and its "
      "alternates are the same Magi", 3)),
    ("Korg and Zet Reunited", ("Korg", "Korg and Zet Reunited", "Tryn"),
     ("Korg is in the Magi stack 2 times (Korg and Korg and Zet Reunited); a Magi and its "
      "alternates are the same Magi", 3)),
    # a name in the possessive: each was kept apart, Evu twice legal
    ("Evu's Return", ("Evu", "Tryn", "Evu's Return"),
     ("Evu is in the Magi stack 2 times (Evu and Evu's Return); a Magi and its "
      "alternates are the same Magi", 4)),
    ("Return of Evu\u2019s Spirit", ("Return of Evu\u2019s Spirit", "Evu", "Tryn"),
     ("Evu is in the Magi stack 2 times (Return of Evu\u2019s Spirit and Evu); a Magi and "
      "its alternates are the same Magi", 3)),
    ("T'lok's Heir", ("T'lok", "T'lok's Heir", "Tryn"),
     ("T'lok is in the Magi stack 2 times (T'lok and T'lok's Heir); a Magi and its "
      "alternates are the same Magi", 3))])
def test_a_card_files_magi_whose_title_holds_a_magis_name_is_that_magi(
        tmp_path: Path, name: str, magi: tuple[str, ...], error: tuple[str, int]) -> None:
    """Alternate Magi "will either have the Magi's name in their card title, or [...]
    the keyword Alternate" (THE MAGI, Alternate Magi): a card file's Evu Reborn beside
    Evu in one stack was legal."""
    cards = tmp_path / "magi.csv"
    cards.write_text(f"name,type,regions\n{name},Magi,Naroom\n", encoding="utf-8")
    result = _check(magi, cards)
    assert (result.status, _stack_errors(result)) == ("illegal", [error])


# an Alternate column used as a flag names no card: the title is read; a title parted by
# an invisible character or written with a look-alike letter (a Cyrillic Ie)
@pytest.mark.parametrize(("columns", "row"), [
    *((",Alternate", f"Evu Reborn,Magi,Naroom,{flag}")
      for flag in ("yes", "x", "TRUE", "1", "oui")),
    ("", "Evu\u200bReborn,Magi,Naroom"), ("", "\u0415vu Reborn,Magi,Naroom"),
    # an invisible character inside the name's word parted it (E vu): Evu twice legal
    *(("", f"E{char}vu Reborn,Magi,Naroom") for char in (
        "\u200b", "\u00ad", "\u200c", "\u200d", "\u2060", "\ufeff", "\u034f",
        "\u180e", "\u3164", "\uffa0")),
    ("", "Evu Rebo\u00adrn,Magi,Naroom"), ("", "E\u200bvu\u200bReborn,Magi,Naroom"),
    ("", "E\u00advu\u2060Reborn,Magi,Naroom")])
def test_a_flagged_or_disguised_title_holding_a_magis_name_is_that_magi(
        tmp_path: Path, columns: str, row: str) -> None:
    cards = tmp_path / "magi.csv"
    cards.write_text(f"name,type,regions{columns}\n{row}\n", encoding="utf-8")
    name = row.split(",", 1)[0]
    result = _check((name, "Evu", "Tryn"), cards)
    assert (result.status, _stack_errors(result)) == ("illegal", [
        (f"Evu is in the Magi stack 2 times ({name} and Evu); a Magi and its alternates "
         "are the same Magi", 3)])


@pytest.mark.parametrize("counts_as", ["['yes']", "[Qzxv]", "[Evu]"])
def test_a_title_holding_a_magis_name_is_read_beside_its_counts_as(tmp_path: Path,
                                                                   counts_as: str) -> None:
    # a counts_as of no card (yes, a name of no card) kept the title unread: Evu twice legal
    cards = tmp_path / "magi.yaml"
    cards.write_text("cards:\n- {name: Evu Reborn, type: Magi, regions: [Naroom], "
                     f"counts_as: {counts_as}}}\n", encoding="utf-8")
    result = _check(("Evu Reborn", "Evu", "Tryn"), cards)
    assert (result.status, _stack_errors(result)) == ("illegal", [
        ("Evu is in the Magi stack 2 times (Evu Reborn and Evu); a Magi and its alternates "
         "are the same Magi", 3)])


def test_a_magi_of_no_alternate_stays_apart(tmp_path: Path) -> None:
    # a counts_as cell of no card (The Real Qwade's "can be in a Magi stack with Qwade"),
    # or a title holding no Magi's name as whole words (Evuline)
    cards = tmp_path / "magi.csv"
    cards.write_text("name,type,regions,Alternate\nEvu Reborn,Magi,Naroom,-\n"
                     "Evuline,Magi,Naroom,\n", encoding="utf-8")
    for stack in (("Evu Reborn", "Evu", "Tryn"), ("Evuline", "Evu", "Tryn")):
        result = _check(stack, cards)
        assert (result.status, _stack_errors(result)) == ("legal", [])
    database = database_for("magi-nation", [cards])
    card = database.resolve("Evu Reborn").card
    assert card is not None and card.counts_as == ()


# an alternate of a double Magi, by counts_as or its chain, giving no places of its own:
# it filled one place, a stack of four places legal
@pytest.mark.parametrize(("header", "row"), [
    ("name,type,regions,counts_as", "Twin Brothers,Magi,Underneath,Korg & Zet"),
    ("name,type,regions,Alternate", "Twin Brothers,Magi,Underneath,Brothers of Vengeance"),
    ("name,type,regions,counts_as", "Twin Brothers,Magi,Underneath,Korg & Zet;Tryn")])
def test_an_alternate_of_a_double_magi_fills_its_places(tmp_path: Path, header: str,
                                                        row: str) -> None:
    """"Magi and their alternates count as the same person for all purposes" (THE MAGI,
    Alternate Magi): the game data's ``alternate_facts`` (``magi_count``)."""
    cards = tmp_path / "magi.csv"
    cards.write_text(f"{header}\n{row}\n", encoding="utf-8")
    card = database_for("magi-nation", [cards]).resolve("Twin Brothers").card
    assert card is not None and card.facts["magi_count"] == 2
    result = _check(("Twin Brothers", "Agram", "Orwin"), cards)
    assert (result.status, _stack_errors(result)) == ("illegal", [
        ("the Magi stack fills 4 places; it needs exactly 3 different Magi", 1)])


@pytest.mark.parametrize(("header", "row"), [
    # its own places win; counting as two single Magi (as Empress Gia does) is one place
    ("name,type,regions,counts_as,magi_count", "Twin Brothers,Magi,Underneath,Korg & Zet,1"),
    ("name,type,regions,counts_as", "Twin Brothers,Magi,Underneath,Korg;Zet")])
def test_an_alternate_giving_its_places_or_of_single_magi_keeps_them(
        tmp_path: Path, header: str, row: str) -> None:
    cards = tmp_path / "magi.csv"
    cards.write_text(f"{header}\n{row}\n", encoding="utf-8")
    result = _check(("Twin Brothers", "Agram", "Orwin"), cards)
    assert _stack_errors(result) == []


@pytest.mark.parametrize(("column", "cell"), [
    ("Slots", "2"), ("Stack size", "2"), ("Magi slots", "2"), ("Emplacements", "2"),
    ("Pl\u00e4tze", "2"), ("Double", "x"), ("Double Magi", "yes"), ("stackSlots", "2")])
@pytest.mark.parametrize("other", ["", "-", "no", "N/A"])
def test_a_places_column_read_by_no_spelling_is_refused(tmp_path: Path, column: str,
                                                        cell: str, other: str) -> None:
    """A column titled in a Magi's places' words only, giving a double Magi's (2 or
    more, a yes under Double), where no column gives magi_count: each was a column no
    rule reads, the double Magi filling one place, a stack of four legal; another
    Magi's ``no`` or ``-`` there dropped the whole column."""
    cards = tmp_path / "magi.csv"
    cards.write_text(f"name,type,regions,{column}\nTwin Sisters,Magi,Naroom,{cell}\n"
                     f"Lone Sister,Magi,Naroom,{other}\n", encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magi-nation", [cards])
    assert (raised.value.message, raised.value.where) == (
        f"the column {column!r} is no card fact the rules read, but holds the places a "
        "Magi fills, which the rules read as magi_count only: name the column magi_count, "
        "or rename it if it holds something else", "1")


@pytest.mark.parametrize("kind", ["Magi Naroom", "Naroom Magi", "Magi (Naroom)"])
def test_a_places_column_of_a_magi_typed_in_more_words_is_refused(tmp_path: Path,
                                                                  kind: str) -> None:
    # the Magi's type in more words was read as no Magi: the Slots column dropped unsaid
    cards = tmp_path / "magi.csv"
    cards.write_text(f'name,type,regions,Slots\nTwin Sisters,"{kind}",Naroom,2\n',
                     encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magi-nation", [cards])
    assert raised.value.where == "1"
    assert raised.value.message.startswith("the column 'Slots' is no card fact the rules read")


@pytest.mark.parametrize("column", ["Slots", "Stack", "Double"])
def test_a_places_column_of_a_file_holding_no_magi_is_kept(tmp_path: Path,
                                                          column: str) -> None:
    # a MageTCG sheet's Slots of 2 was refused as a Magi's places: it holds no Magi
    cards = tmp_path / "relics.csv"
    cards.write_text(f"name,type,rarity,{column}\nExample Gilt Gauntlet,Relic,Rare,2\n",
                     encoding="utf-8")
    card = database_for("magetcg", [cards]).resolve("Example Gilt Gauntlet").card
    assert card is not None and "magi_count" not in card.facts


@pytest.mark.parametrize(("column", "cell"), [("Slots", "1"), ("Size", "2"),
                                              ("Stack slots", "many"), ("Magi", "2")])
def test_other_columns_of_places_words_are_kept(tmp_path: Path, column: str,
                                                cell: str) -> None:
    # one place, the default; a title or a value of other things
    cards = tmp_path / "magi.csv"
    cards.write_text(f"name,type,regions,{column}\nTwin Sisters,Magi,Naroom,{cell}\n",
                     encoding="utf-8")
    card = database_for("magi-nation", [cards]).resolve("Twin Sisters").card
    assert card is not None and "magi_count" not in card.facts


@pytest.mark.parametrize("column", ["Magi Places", "Places", "Number of Magi", "Nb Magi",
                                    "Stack places"])
def test_a_double_magis_places_in_other_words_fill_the_stack(tmp_path: Path,
                                                             column: str) -> None:
    # its 2 was a fact no rule reads: the double Magi filled one place, four places legal
    cards = tmp_path / "magi.csv"
    cards.write_text(f"name,type,regions,{column}\nTwin Wardens,Magi,Naroom,2\n",
                     encoding="utf-8")
    assert _stack_errors(_check(("Twin Wardens", "Evu", "Tryn"), cards)) == [
        ("the Magi stack fills 4 places; it needs exactly 3 different Magi", 1)]


# one row's placeholder or count word made the whole Places column text: the double Magi's
# 2 unread, four places legal
@pytest.mark.parametrize("cell", ["-", "N/A", "one", "none", "", "I", "single"])
def test_a_places_column_is_read_row_by_row(tmp_path: Path, cell: str) -> None:
    cards = tmp_path / "magi.csv"
    cards.write_text(f"name,type,regions,Places\nTwin Wardens,Magi,Naroom,2\n"
                     f"Lone Warden,Magi,Naroom,{cell}\n", encoding="utf-8")
    assert _stack_errors(_check(("Twin Wardens", "Evu", "Tryn"), cards)) == [
        ("the Magi stack fills 4 places; it needs exactly 3 different Magi", 1)]
    lone = database_for("magi-nation", [cards]).resolve("Lone Warden").card
    assert lone is not None and lone.facts.get("magi_count") == (
        1 if cell in ("one", "I", "single") else None)


# a column of Magi's words or Roman numerals was text: the double Magi one place
@pytest.mark.parametrize(("double", "single"), [("Double", "Single"), ("II", "I"),
                                                ("two", "")])
def test_a_places_column_of_words_fills_the_stack(tmp_path: Path, double: str,
                                                  single: str) -> None:
    cards = tmp_path / "magi.csv"
    cards.write_text(f"name,type,regions,Places\nTwin Wardens,Magi,Naroom,{double}\n"
                     f"Lone Warden,Magi,Naroom,{single}\n", encoding="utf-8")
    assert _stack_errors(_check(("Twin Wardens", "Evu", "Tryn"), cards)) == [
        ("the Magi stack fills 4 places; it needs exactly 3 different Magi", 1)]


@pytest.mark.parametrize("value", ['"2"', "2", "two", "Two"])
def test_a_places_key_of_a_number_or_a_count_word_fills_the_stack(tmp_path: Path,
                                                                  value: str) -> None:
    # "places": "2" was kept as text, unread: four places legal
    cards = tmp_path / "magi.json"
    cards.write_text('{"game": "magi-nation", "cards": [{"name": "Twin Wardens", '
                     f'"type": "Magi", "regions": ["Naroom"], "places": '
                     f'{value if value[0] in chr(34) + "2" else chr(34) + value + chr(34)}'
                     '}]}', encoding="utf-8")
    assert _stack_errors(_check(("Twin Wardens", "Evu", "Tryn"), cards)) == [
        ("the Magi stack fills 4 places; it needs exactly 3 different Magi", 1)]


@pytest.mark.parametrize(("suffix", "text", "where"), [
    (".csv", "name,type,regions,Places\nTwin Wardens,Magi,Naroom,2 places\n", "2"),
    (".csv", "name,type,regions,Places\nLone Warden,Magi,Naroom,1 (single)\n", "2"),
    (".csv", "name,type,regions,Places\nTwin Wardens,Magi,Naroom,2\nLone,Magi,Naroom,Paris\n",
     "3"),
    (".yaml", "cards:\n  - name: Twin Wardens\n    type: Magi\n    places: 2 places\n", "4"),
    (".json", '{"cards": [{"name": "Twin Wardens", "type": "Magi", "places": 2.5}]}', "1")])
def test_a_places_value_holding_a_number_among_words_is_refused(
        tmp_path: Path, suffix: str, text: str, where: str) -> None:
    cards = tmp_path / f"magi{suffix}"
    cards.write_text(text, encoding="utf-8")
    with pytest.raises(CardtoolsError) as raised:
        database_for("magi-nation", [cards])
    assert raised.value.where == where
    assert "may give the card's magi_count but is no whole number" in raised.value.message
