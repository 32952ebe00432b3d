"""The headers of a commander deck's parts written in the plural: `Oathbreakers` and
`Signature Spells` open the command zone as `Commanders` does, and `Companions` is the
companion section as `Companion` is (each was read as a card: an unknown card, or the
playtest card Signature Spells, and the cards under it went with the zone above)."""

from __future__ import annotations

import datetime as dt

import pytest

from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult


def _judge(format_id: str, day: str, text: str) -> DeckResult:
    checker = Checker(CheckOptions(format_id=format_id, as_of=dt.date.fromisoformat(day),
                                   use_config=False))
    return checker.check_bytes(text.encode("utf-8"), "deck.txt")


def _errors(result: DeckResult) -> list[tuple[str, int | None]]:
    return [(v.rule, v.line) for v in result.violations if v.severity == "error"]


#: Two oathbreakers with Partner with, each with a signature spell of its own colour.
PARTNERS = ("{leaders}\n1 Rowan Kenrith\n1 Will Kenrith\n\n{spells}\n1 Lightning Bolt\n"
            "1 {blue}\n\nDeck\n28 Island\n28 Mountain\n")


@pytest.mark.parametrize(("leaders", "spells"), [
    ("Oathbreakers", "Signature Spells"), ("Oathbreaker", "Signature Spells"),
    ("Oathbreakers", "Signature spell"), ("OATHBREAKERS:", "Signature Spells (2)"),
])
def test_plural_oathbreaker_headers_open_the_command_zone(leaders: str, spells: str) -> None:
    result = _judge("mtg/oathbreaker", "2026-08-22",
                    PARTNERS.format(leaders=leaders, spells=spells, blue="Counterspell"))
    assert (result.status, _errors(result)) == ("legal", [])


def test_a_signature_spell_under_the_plural_header_is_still_judged() -> None:
    """Fire // Ice is within the pair's identity but neither oathbreaker's alone."""
    result = _judge("mtg/oathbreaker", "2026-08-22",
                    PARTNERS.format(leaders="Oathbreakers", spells="Signature Spells",
                                    blue="Fire // Ice"))
    assert result.status == "illegal"
    assert _errors(result) == [("colour-identity", 7)]
    assert "not within one oathbreaker's alone" in result.violations[-1].message


def test_signature_spells_after_the_commanders_stay_in_the_command_zone() -> None:
    """A Commander deck whose command zone names its parts: no card 'Signature Spells'."""
    text = ("Commander\n1 Chandra, Torch of Defiance\nSignature Spells\n1 Lightning Bolt\n\n"
            "Deck\n58 Mountain\n")
    result = _judge("mtg/oathbreaker", "2026-08-22", text)
    assert (result.status, _errors(result)) == ("legal", [])


def test_a_card_line_naming_the_playtest_card_stays_that_card() -> None:
    """`1 Signature Spells` with its count is the card (no tournament printing)."""
    text = "Commander\n1 Ayli, Eternal Pilgrim\nDeck\n98 Plains\n1 Signature Spells\n"
    result = _judge("mtg/commander", "2026-06-01", text)
    assert result.status == "illegal"
    assert ("card-pool", 5) in _errors(result)


COMPANIONS = ("Commander\n1 Ayli, Eternal Pilgrim\n\nCompanions\n1 {companion}\n\n"
              "Deck\n99 Plains\n")


def test_a_companions_header_declares_the_companion() -> None:
    result = _judge("mtg/commander", "2026-06-01",
                    COMPANIONS.format(companion="Lurrus of the Dream-Den"))
    assert (result.status, _errors(result)) == ("legal", [])
    assert [entry.zone for entry in result.deck.entries] == ["command", "side", "main"]


def test_a_companion_under_companions_is_judged_as_the_companion() -> None:
    """Kaheera asks every creature to be a Cat, Elemental, Nightmare, Dinosaur or Beast:
    Ayli (a Kor Warlock) breaks it, and Kaheera's green is outside Ayli's identity."""
    result = _judge("mtg/commander", "2026-06-01",
                    COMPANIONS.format(companion="Kaheera, the Orphanguard"))
    assert result.status == "illegal"
    assert _errors(result) == [("colour-identity", 5), ("companion", 5)]


def test_companions_as_a_line_prefix_is_the_companion() -> None:
    text = ("Companions: 1 Lurrus of the Dream-Den\nCommander\n1 Ayli, Eternal Pilgrim\n"
            "Deck\n99 Plains\n")
    result = _judge("mtg/commander", "2026-06-01", text)
    assert (result.status, _errors(result)) == ("legal", [])


ARCHIDEKT = ("1x Ayli, Eternal Pilgrim (ltc) 1 [Commander{{top}}]\n"
             "1x {companion} (iko) 1 [{category}]\n99x Plains (m10) 1 [Land]\n")


@pytest.mark.parametrize("category", ["Companion", "Companions", "Sideboard,Companions"])
def test_an_archidekt_companions_category_declares_the_companion(category: str) -> None:
    """Archidekt's category, in the plural as a deck's own category may be named: the
    companion in the sideboard (it was a main-deck card, 101 cards, a legal deck
    illegal)."""
    result = _judge("mtg/commander", "2026-06-01",
                    ARCHIDEKT.format(companion="Lurrus of the Dream-Den", category=category))
    assert (result.status, _errors(result)) == ("legal", [])
    assert [entry.zone for entry in result.deck.entries] == ["command", "side", "main"]


def test_a_companion_of_the_companions_category_is_judged_as_the_companion() -> None:
    result = _judge("mtg/commander", "2026-06-01",
                    ARCHIDEKT.format(companion="Kaheera, the Orphanguard",
                                     category="Companions"))
    assert _errors(result) == [("colour-identity", 2), ("companion", 2)]


#: A Commander deck whose second commander is under a header of its own.
SECOND = "Commander\n1 {first}\n{header}\n1 {second}\nDeck\n{deck}"
PAIR_DECK = "25 Plains\n25 Island\n24 Swamp\n24 Forest\n"


@pytest.mark.parametrize(("header", "first", "second", "deck"), [
    ("Partner", "Thrasios, Triton Hero", "Tymna the Weaver", PAIR_DECK),
    ("Partners", "Thrasios, Triton Hero", "Tymna the Weaver", PAIR_DECK),
    ("Partner:", "Thrasios, Triton Hero", "Tymna the Weaver", PAIR_DECK),
    ("Background", "Wilson, Refined Grizzly", "Raised by Giants", "98 Forest\n"),
    ("Background (1)", "Wilson, Refined Grizzly", "Raised by Giants", "98 Forest\n"),
])
def test_a_partner_or_background_header_keeps_the_second_commander(
        header: str, first: str, second: str, deck: str) -> None:
    """``Partner`` and ``Background`` over the second commander were unknown cards, the
    second commander counted in the main deck (101 cards, a colour-identity error: a
    legal deck illegal)."""
    result = _judge("mtg/commander", "2026-08-22",
                    SECOND.format(header=header, first=first, second=second, deck=deck))
    assert (result.status, _errors(result), result.zones) == (
        "legal", [], {"command": 2, "main": 98})


@pytest.mark.parametrize("header", ["Commander Zone", "Commanders Zone", "CMDR", "CMDR:",
                                    "Cmdrs (2)"])
def test_other_names_of_the_command_zone_open_it(header: str) -> None:
    text = f"{header}\n1 Thrasios, Triton Hero\n1 Tymna the Weaver\nDeck\n{PAIR_DECK}"
    result = _judge("mtg/commander", "2026-08-22", text)
    assert (result.status, _errors(result), result.zones) == (
        "legal", [], {"command": 2, "main": 98})


@pytest.mark.parametrize("prefix", ["CMDR", "Partner", "Commander Zone", "Background"])
def test_other_names_of_the_command_zone_are_line_prefixes(prefix: str) -> None:
    """``CMDR: 1 Name`` was an unknown card ``CMDR: 1 Name``, the deck without a
    commander."""
    text = (f"Commander: 1 Thrasios, Triton Hero\n{prefix}: 1 Tymna the Weaver\n"
            f"Deck\n{PAIR_DECK}")
    result = _judge("mtg/commander", "2026-08-22", text)
    assert (result.status, _errors(result), result.zones) == (
        "legal", [], {"command": 2, "main": 98})


@pytest.mark.parametrize("header", ["Partner", "Background", "CMDR"])
def test_a_card_under_such_a_header_in_a_format_without_a_command_zone_is_judged(
        header: str) -> None:
    """No card hides under the new headers: a format without a command zone refuses it."""
    result = _judge("mtg/legacy", "2026-08-22",
                    f"Deck\n60 Island\n{header}\n1 Black Lotus\n")
    assert (result.status, _errors(result), result.zones) == (
        "illegal", [("banned", 4), ("zone-not-allowed", 4)], {"main": 60, "command": 1})


#: A Duel Commander deck of Azusa under its header, the 99 under theirs.
AZUSA = "Commander\n1 Azusa, Lost but Seeking\n\nDeck\n60 Forest\n39 Snow-Covered Forest\n"


@pytest.mark.parametrize("head", [
    "Commander: Azusa, Lost but Seeking\n\n", "# Commander: Azusa, Lost but Seeking\n\n",
    "// Azusa Lands\n// Commander: Azusa, Lost but Seeking\n\n",
    "Name: Azusa Lands\nCommander: Azusa, Lost but Seeking\nFormat: Duel Commander\n\n",
    "# Azusa Lands\n# Format: Duel Commander\n# Commander: Azusa, Lost but Seeking\n\n"])
def test_the_commander_named_above_its_section_is_a_summary(head: str) -> None:
    """A list's head naming its commander by the zone's line prefix (a deck site's or a
    script's ``# Commander: Name`` above ``## Commander`` / ``1 Name``): a summary, no
    second copy (it was two commanders of one card, a legal deck illegal)."""
    result = _judge("mtg/duel-commander", "2025-06-01", head + AZUSA)
    line = next(at for at, text in enumerate(head.splitlines(), 1) if "Commander: Azusa" in text)
    assert (result.status, _errors(result), result.zones) == (
        "legal", [], {"command": 1, "main": 99})
    assert [(v.rule, v.message) for v in result.violations if v.line == line][-1] == (
        "reading", "'Azusa, Lost but Seeking' names cards its zone's section lists too: read "
                   "as a summary of them, not as more copies")


@pytest.mark.parametrize(("head", "found"), [
    ("Commander: Black Lotus\n\n", [("banned", 1), ("commander", 1), ("zone-size", 6)]),
    ("Commander: Azusa, Lost but Seeking\nCommander: Black Lotus\n\n",
     [("banned", 2), ("commander", 2), ("zone-size", 7)]),
])
def test_a_card_the_section_does_not_list_stays_counted(
        head: str, found: list[tuple[str, int]]) -> None:
    """A prefix line naming another card than the section's is no summary: its card is
    counted in the command zone, as any line so written (beside a summary too)."""
    result = _judge("mtg/duel-commander", "2025-06-01", head + AZUSA)
    assert (result.status, _errors(result)) == ("illegal", found)
