"""A card line marking its copies as proxies (``1 Black Lotus (proxy)``) gets a
``proxy`` warning (CT111) and is judged as the card it names: the mark was dropped as a
set code without a word, a list of proxies judged legal under ``--strict`` too."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.gamedata import bundled_zones
from cardtools.model import DeckResult

MESSAGE = ("'{word}' marks this line's copies as proxies, stand-ins for the printed card, "
           "which a sanctioned tournament does not allow; the line is judged as the card "
           "it names")


def _check(line: str, strict: bool = False) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/vintage", as_of=dt.date(2026, 8, 22),
                                   use_config=False, strict=strict))
    return checker.check_bytes(f"59 Island\n{line}\n".encode(), "proxies.txt")


@pytest.mark.parametrize(("line", "word"), [
    ("1 Black Lotus (proxy)", "proxy"), ("1 Black Lotus [proxy]", "proxy"),
    ("1 Black Lotus {proxy}", "proxy"), ("1 Black Lotus (PROXY)", "PROXY"),
    ("1 Black Lotus (Proxy) 12", "Proxy"), ("1 Black Lotus (proxies)", "proxies"),
    ("1 Black Lotus [LEA] (proxy)", "proxy"), ("1 Black Lotus PROXY", "PROXY"),
    ("1 Black Lotus // proxy", "proxy"), ("1x Black Lotus (proxied)", "proxied"),
    ("1 Black Lotus (pRoXy)", "pRoXy"), ("1 Black Lotus (proxie)", "proxie"),
    ("1 Black Lotus [Prox]", "Prox"),
    ("1 Black Lotus [COUNTERFEIT]", "COUNTERFEIT"), ("1 Black Lotus (proxi)", "proxi")])
def test_a_proxy_mark_is_a_warning_on_its_line(line: str, word: str) -> None:
    result = _check(line)
    assert result.status == "legal"
    assert result.zones == {"main": 60}
    proxies = [(v.rule, v.code, v.severity, v.line, v.message, v.hint)
               for v in result.violations if v.rule == "proxy"]
    assert proxies == [("proxy", "CT111", "warning", 2, MESSAGE.format(word=word),
                        "play the printed card, or remove the mark if the copies are "
                        "printed cards")]
    assert [v.rule for v in result.violations if v.severity == "error"] == []


def test_strict_fails_a_list_of_proxies() -> None:
    assert _check("1 Black Lotus (proxy)", strict=True).status == "illegal"


@pytest.mark.parametrize("line", [
    "1 Black Lotus", "1 Black Lotus (LEA)", "4 Arcane Proxy", "4 Arcane Proxy (M19) 2",
    "1 Black Lotus (xyzzy)", "4 Fake Your Own Death", "4 Fake Your Own Death (M21) 99",
    "4 Fake Your Own Death (SNC) 174 [Fake Your Own Death]", "4 Opt #Fake Death"])
def test_no_proxy_mark_no_warning(line: str) -> None:
    # Arcane Proxy's own word is the card's name
    result = _check(line)
    assert [v.rule for v in result.violations if v.rule == "proxy"] == []


def test_the_words_are_game_data() -> None:
    assert {"proxy", "proxies", "proxied"} <= bundled_zones().proxy_words


# --- a structured export's proxy flag: a CSV column, a Moxfield card's isProxy ----------

#: The ``proxy`` warning's message of a CSV row and of a JSON card entry.
ROW_MESSAGE = ("{said} marks this row's copies as proxies, stand-ins for the printed card, "
               "which a sanctioned tournament does not allow; the row is judged as the card "
               "it names")
ENTRY_MESSAGE = ROW_MESSAGE.replace("row", "entry")
HINT = "play the printed card, or remove the mark if the copies are printed cards"


def _check_file(text: str, name: str, strict: bool = False) -> DeckResult:
    checker = Checker(CheckOptions(format_id="mtg/vintage", as_of=dt.date(2026, 8, 22),
                                   use_config=False, strict=strict))
    return checker.check_bytes(text.encode(), name)


def _proxies(result: DeckResult) -> list[tuple[str, str, str, int | None, str, str | None]]:
    return [(v.rule, v.code, v.severity, v.line, v.message, v.hint)
            for v in result.violations if v.rule == "proxy"]


def _csv(header: str, lotus: str, island: str = "False") -> str:
    """A deck of 59 Islands and a Black Lotus, its last column flagged ``island`` and
    ``lotus``: Moxfield's, TappedOut's or another tool's header."""
    return f"{header}\n59,Island,{island}\n1,Black Lotus,{lotus}\n"


@pytest.mark.parametrize(("title", "cell"), [
    ("Proxy", "True"), ("Proxy", "true"), ("Proxy", "yes"), ("Proxy", "1"), ("Proxies", "x"),
    ("Is Proxy", "TRUE"), ("isProxy", "True"), ("is_proxy", "Y"), ("Proxy?", "yes"),
    ("PROXY", "proxy"), ("Proxy", "judge's proxy"),
    # yes-or-no titles: read as no column, a deck of proxies legal under --strict
    ("Proxy (Y/N)", "Y"), ("Proxy Y/N", "Y"), ("Proxy Y N", "yes"), ("Is a proxy", "yes"),
    ("Proxy (yes/no)", "yes"), ("Proxy? [Y/N]", "Y"), ("is_a_proxy", "1")])
def test_a_csv_proxy_column_marks_its_rows_copies_as_proxies(title: str, cell: str) -> None:
    # Moxfield's and TappedOut's CSV Proxy column was read as no column (a note even
    # said to title it Finish): a deck of proxies legal under --strict
    result = _check_file(_csv(f"Count,Name,{title}", cell), "deck.csv")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert _proxies(result) == [("proxy", "CT111", "warning", 3, ROW_MESSAGE.format(
        said=f"'{cell}' in the column '{title}'"), HINT)]
    assert not [v for v in result.violations if "title it Finish" in v.message]
    assert _check_file(_csv(f"Count,Name,{title}", cell), "deck.csv", strict=True).status \
        == "illegal"


@pytest.mark.parametrize(("header", "cell"), [
    ("Count,Name,Proxy", "False"), ("Count,Name,Proxy", ""), ("Count,Name,Proxy", "0"),
    ("Count,Name,Proxy", "no"), ("Count,Name,Proxy", "F"), ("Count,Name,Proxy", "none"),
    ("Count,Name,Proxy", "N/A"), ("Count,Name,Alter", "True"), ("Count,Name,Signed", "True"),
    ("Count,Name,Altered Art", "yes"), ("Count,Name,Arcane Proxy Notes", "yes"),
    # a number equal to zero is no, as a JSON isProxy "0.00" is
    ("Count,Name,Proxy", "0.00"), ("Count,Name,Proxy", "00"), ("Count,Name,Proxy (Y/N)", "N"),
    ("Count,Name,Is a proxy", "no"), ("Count,Name,No Proxy", "yes")])
def test_no_csv_proxy_flag_no_warning(header: str, cell: str) -> None:
    # An altered or signed copy is a printed card: no proxy, and no note to title its
    # column Finish (which would read its copies as holographic)
    result = _check_file(_csv(header, cell), "deck.csv", strict=True)
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert _proxies(result) == []
    assert not [v for v in result.violations if "title it Finish" in v.message]


def _moxfield(flag: object) -> str:
    cards = {"a": {"quantity": 59, "isProxy": False, "card": {"name": "Island"}},
             "b": {"quantity": 1, "isProxy": flag, "card": {"name": "Black Lotus"}}}
    deck = {"name": "x", "format": "vintage",
            "boards": {"mainboard": {"count": 60, "cards": cards}}}
    return json.dumps(deck, indent=1)


@pytest.mark.parametrize(("flag", "said"), [
    (True, '"isProxy": true'), ("true", '"isProxy": "true"'), (1, '"isProxy": 1'),
    ("yes", '"isProxy": "yes"')])
def test_a_moxfield_is_proxy_flag_marks_its_copies_as_proxies(flag: object, said: str) -> None:
    result = _check_file(_moxfield(flag), "deck.json")
    assert (result.status, result.zones) == ("legal", {"main": 60})
    assert _proxies(result) == [("proxy", "CT111", "warning", 19,
                                 ENTRY_MESSAGE.format(said=said), HINT)]


@pytest.mark.parametrize("flag", [False, None, "false", 0, "F", 0.0, "none", [], {}, "0.00",
                                  "00"])
def test_a_moxfield_is_proxy_flag_of_no_says_nothing(flag: object) -> None:
    assert _proxies(_check_file(_moxfield(flag), "deck.json")) == []


@pytest.mark.parametrize("proxied", [True, False])
@pytest.mark.parametrize("strict", [True, False])
def test_a_deck_saved_as_text_csv_or_json_gets_one_verdict(proxied: bool, strict: bool) -> None:
    # Metamorphic: the same deck, its Black Lotus a proxy or not, in three forms
    forms = [("59 Island\n1 Black Lotus" + (" (proxy)" if proxied else "") + "\n", "d.txt"),
             (_csv("Count,Name,Proxy", str(proxied)), "d.csv"),
             (_csv("Count,Name,Alter,Proxy", f"False,{proxied}", "False,False"), "d.csv"),
             (_moxfield(proxied), "d.json")]
    verdicts = {(result.status, tuple((v.rule, v.severity) for v in result.violations
                                      if v.severity != "info"))
                for text, name in forms
                for result in [_check_file(text, name, strict=strict)]}
    # --strict makes the warning an error
    assert verdicts == {("illegal" if proxied and strict else "legal",
                         (("proxy", "error" if strict else "warning"),) if proxied else ())}


def test_a_proxy_column_beside_each_zones_copies_marks_those_rows() -> None:
    # no count column: each zone's copies in its own column, read as the rows' lines
    text = "Name,Main,Side,Proxy\nIsland,59,0,False\nBlack Lotus,1,0,True\nMox Jet,0,1,yes\n"
    result = _check_file(text, "deck.csv")
    assert (result.status, result.zones) == ("legal", {"main": 60, "side": 1})
    assert [(v.line, v.message) for v in result.violations if v.rule == "proxy"] == [
        (3, ROW_MESSAGE.format(said="'True' in the column 'Proxy'")),
        (4, ROW_MESSAGE.format(said="'yes' in the column 'Proxy'"))]


@pytest.mark.parametrize("mark", ["(proxy)", "proxy", "[Proxy]", "(proxies)"])
def test_a_proxy_mark_in_a_tab_cell_reads_as_after_a_space(mark: str) -> None:
    # Metamorphic: '1 Black Lotus<tab>(proxy)' was legal under --strict, its mark dropped
    spaced, tabbed = (_check_file(f"59 Island\n1 Black Lotus{gap}{mark}\n", "d.txt",
                                  strict=True) for gap in (" ", "\t"))
    assert tabbed.status == spaced.status
    assert [(v.rule, v.line, v.message) for v in tabbed.violations] == [
        (v.rule, v.line, v.message) for v in spaced.violations]
    if mark.startswith(("(", "[")):
        assert tabbed.status == "illegal" and _proxies(tabbed)
