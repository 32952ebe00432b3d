"""Facts a deck rule needs, read from an MTG card's rules text (the text is never stored).

``text_facts`` is shared by the MTG importers: the bundled build and ``cards update``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_ANY_NUMBER = re.compile(r"a deck can have any number of cards named", re.IGNORECASE)
_UP_TO = re.compile(r"a deck can have up to (\w+) cards named", re.IGNORECASE)
_COMMANDER = re.compile(r"can be your commander", re.IGNORECASE)
_PARTNER_WITH = re.compile(r"^partner with ([^\n(]+?)\s*(?:\(|$)", re.IGNORECASE | re.MULTILINE)
#: Keyword (lower case) -> the ``partner`` fact it gives.
_PARTNER_KEYWORDS = {
    "friends forever": "friends forever",
    "choose a background": "choose a background",
    "doctor's companion": "doctor's companion",
    "partner": "partner",
}


def text_facts(text: str, name: str, keywords: Sequence[str]) -> dict[str, Any]:
    """Facts from a card's rules text and keywords (MTG comprehensive rules 100.2a,
    702.124 partner, 702.139 companion, 903.3 commander).

    Input: the card's rules text (all faces joined), its name, its MTGJSON keywords.
    Output: a dict with only the facts found: ``deck_limit`` (``"any"`` or an int),
    ``commander`` (True), ``partner`` (``"partner"``, ``"partner with <Name>"``,
    ``"friends forever"``, ``"choose a background"``, ``"doctor's companion"``),
    ``companion`` (True). Raises nothing.
    """
    facts: dict[str, Any] = {}
    if _ANY_NUMBER.search(text):
        facts["deck_limit"] = "any"
    else:
        found = _UP_TO.search(text)
        if found and found.group(1).lower() in _NUMBERS:
            facts["deck_limit"] = _NUMBERS[found.group(1).lower()]
    if _COMMANDER.search(text):
        facts["commander"] = True
    partner = _partner(text, {k.lower() for k in keywords})
    if partner:
        facts["partner"] = partner
    if "companion" in {k.lower() for k in keywords}:
        facts["companion"] = True
    return facts


def _partner(text: str, keywords: set[str]) -> str:
    with_name = _PARTNER_WITH.search(text)
    if with_name:
        return f"partner with {with_name.group(1).strip()}"
    for keyword, fact in _PARTNER_KEYWORDS.items():
        if keyword in keywords:
            return fact
    return ""
