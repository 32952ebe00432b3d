"""A card line marking its copies as proxies (``1 Black Lotus (proxy)``) gets a
``proxy`` warning (CT111) and is judged as the card it names: the mark was dropped as a
set code without a word, a list of proxies judged legal under ``--strict`` too."""

from __future__ import annotations

import datetime as dt

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
