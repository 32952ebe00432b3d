"""A decklist pasted from a Reddit post or a Discord message that writes each card for a
card fetcher to show (Reddit's card fetcher, Scryfall's Discord bot): ``4 [[Lightning
Bolt]]``, ``[[Ponder]] x4``, ``[[!Ponder]]`` (the bot's mark of what to show),
``[[Mox Jet|LEA]]`` (a set after a bar). Each is the card it names (each was an unknown
card '[]', a legal deck judged illegal, its name lost from the message).

Rules: README, "Decklists" (the markup of a pasted list)."""

from __future__ import annotations

import pytest

from tests.test_real_deck_forms import MAIN, SIDE, check, errors

FORMS = ["{count} [[{name}]]", "[[{name}]] x{count}", "{count}x [[!{name}]]",
         "* {count} [[{name}|2XM]]", "{count} [[ {name} |2xm|137]]", "{count} **[[{name}]]**"]


def _post(form: str, main: list[tuple[int, str]]) -> str:
    return "\n".join(["**Boros Burn (5-0)**", "", "**Deck**",
                      *(form.format(count=count, name=name) for count, name in main), "",
                      "**Sideboard**", *(f"{count} [[{name}]]" for count, name in SIDE)]) + "\n"


@pytest.mark.parametrize("form", FORMS)
def test_a_list_written_for_a_card_fetcher_is_the_deck(form: str) -> None:
    result = check(_post(form, MAIN))
    assert (result.status, result.zones, errors(result)) == (
        "legal", {"main": 60, "side": 15}, [])


@pytest.mark.parametrize("form", FORMS)
def test_a_banned_card_written_for_a_card_fetcher_is_banned(form: str) -> None:
    main = [*MAIN[:-1], (11, "Mountain"), (1, "Simian Spirit Guide")]
    result = check(_post(form, main))
    assert result.status == "illegal"
    assert errors(result) == [("banned", 17)]


def test_a_misspelt_card_in_a_fetchers_brackets_is_an_unknown_card_by_its_name() -> None:
    result = check(_post("{count} [[{name}]]", [*MAIN[:-1], (12, "Mountian")]))
    assert [(v.rule, v.message, v.line) for v in result.violations
            if v.rule == "unknown-card"] == [("unknown-card", "unknown card 'Mountian'", 16)]
