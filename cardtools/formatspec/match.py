"""Card tests written as data in format definitions (``match: {type: Animal}``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardtools.carddb import as_tuple
from cardtools.model import Card
from cardtools.names import normalise

Test = Callable[[Card], bool]

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
    value or a list: the card has any of them), ``name_prefix``, ``iconic`` (bool),
    ``fact`` (a mapping of card facts to the value, or list of values, each must have:
    ``{deck_limit: any}``), and
    the combinators ``any``, ``all``, ``not``. Every key given must hold. Comparison is
    on normalised text (case and accents ignored). A split or double card has the
    characteristics of both halves (MTG comprehensive rules 708.6a). Results are cached
    per card.
    """

    spec: Mapping[str, Any]
    _test: Test = field(init=False, repr=False, compare=False)
    _cache: dict[str, tuple[Card, bool]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_test", _compile(self.spec))
        object.__setattr__(self, "_cache", {})

    def __call__(self, card: Card) -> bool:
        """Return whether ``card`` passes the test."""
        known = self._cache.get(card.name)
        if known is not None and known[0] is card:  # another database's card may differ
            return known[1]
        result = self._test(card)
        self._cache[card.name] = (card, result)
        return result

    def describe(self) -> str:
        """A short English description of the test (``type Animal``)."""
        parts = []
        for key, value in self.spec.items():
            if key == "not":
                parts.append(f"not ({Matcher(value).describe()})")
            elif key in ("any", "all"):
                joiner = " or " if key == "any" else " and "
                parts.append("(" + joiner.join(Matcher(v).describe() for v in value) + ")")
            elif key == "fact":
                parts.extend(f"{name.replace('_', ' ')} {v}" for name, v in value.items())
            elif key == "name_prefix":
                parts.append(f"name starting with {' or '.join(as_tuple(value))!s}")
            else:
                parts.append(f"{key.replace('_', ' ')} {' or '.join(map(str, as_tuple(value)))}")
        return " and ".join(parts)


def _compile(spec: Mapping[str, Any]) -> Test:
    tests = [_compile_key(key, value) for key, value in spec.items()]
    return lambda card: all(test(card) for test in tests)


def _compile_key(key: str, value: Any) -> Test:
    if key == "any":
        options = [_compile(item) for item in value]
        return lambda card: any(test(card) for test in options)
    if key == "all":
        parts = [_compile(item) for item in value]
        return lambda card: all(test(card) for test in parts)
    if key == "not":
        inner = _compile(value)
        return lambda card: not inner(card)
    if key == "iconic":
        return lambda card: bool(card.facts.get("iconic", False)) == bool(value)
    if key == "fact":
        facts = {name: tuple(v if isinstance(v, list) else [v]) for name, v in value.items()}
        return lambda card: all(card.facts.get(name) in allowed
                                for name, allowed in facts.items())
    wanted = frozenset(normalise(v) for v in as_tuple(value))
    if key == "name_prefix":  # a whole word: "Iconic X", not "Iconicity X"
        prefixes = tuple(p + " " for p in wanted)
        return lambda card: (normalise(card.name) + " ").startswith(prefixes)
    values_of = _FIELDS[key]
    return lambda card: any(normalise(have) in wanted for have in values_of(card))
