"""Card tests written as data in format definitions (``match: {type: Animal}``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from cardtools.carddb import as_tuple
from cardtools.model import Card
from cardtools.names import normalise

_FIELDS: dict[str, Callable[[Card], tuple[str, ...]]] = {
    "type": lambda card: card.types,
    "subtype": lambda card: card.subtypes,
    "supertype": lambda card: card.supertypes,
    "rarity": lambda card: card.rarities,
    "region": lambda card: card.regions,
    "name": lambda card: (card.name, *card.identities),
}


@dataclass(frozen=True)
class Matcher:
    """A card test compiled from a format's ``match`` mapping.

    Keys: ``type``, ``subtype``, ``supertype``, ``rarity``, ``region``, ``name`` (each one
    value or a list: the card has any of them), ``name_prefix``, ``iconic`` (bool), and
    the combinators ``any``, ``all``, ``not``. Every key given must hold. Comparison is
    on normalised text (case and accents ignored). A split or double card has the
    characteristics of both halves (MTG comprehensive rules 708.6a).
    """

    spec: Mapping[str, Any]

    def __call__(self, card: Card) -> bool:
        """Return whether ``card`` passes the test."""
        return all(self._holds(key, value, card) for key, value in self.spec.items())

    def _holds(self, key: str, value: Any, card: Card) -> bool:
        if key == "any":
            return any(Matcher(item)(card) for item in value)
        if key == "all":
            return all(Matcher(item)(card) for item in value)
        if key == "not":
            return not Matcher(value)(card)
        if key == "iconic":
            return bool(card.facts.get("iconic", False)) == bool(value)
        wanted = {normalise(v) for v in as_tuple(value)}
        if key == "name_prefix":
            return any(normalise(card.name).startswith(prefix) for prefix in wanted)
        return any(normalise(have) in wanted for have in _FIELDS[key](card))

    def describe(self) -> str:
        """A short English description of the test (``type Animal``)."""
        parts = []
        for key, value in self.spec.items():
            if key == "not":
                parts.append(f"not ({Matcher(value).describe()})")
            elif key in ("any", "all"):
                joiner = " or " if key == "any" else " and "
                parts.append("(" + joiner.join(Matcher(v).describe() for v in value) + ")")
            elif key == "name_prefix":
                parts.append(f"name starting with {' or '.join(as_tuple(value))!s}")
            else:
                parts.append(f"{key.replace('_', ' ')} {' or '.join(map(str, as_tuple(value)))}")
        return " and ".join(parts)
