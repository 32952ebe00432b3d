"""Card tests written as data in format definitions (``match: {type: Animal}``)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from typing import Any

from cardtools.carddb import as_tuple
from cardtools.model import Card
from cardtools.names import WORD_HUMP, invisible_as_spaces, normalise, parted_by_script
from cardtools.patterns import lazy_pattern

Test = Callable[[Card], bool]

_FIELDS: dict[str, Callable[[Card], tuple[str, ...]]] = {
    "type": lambda card: card.types,
    "subtype": lambda card: card.subtypes,
    "supertype": lambda card: card.supertypes,
    "rarity": lambda card: card.rarities,
    "region": lambda card: card.regions,
    "name": lambda card: (card.name, *card.identities),
}


class Matcher:
    """A card test compiled from a format's ``match`` mapping (``spec``).

    Keys: ``type``, ``subtype``, ``supertype``, ``rarity``, ``region``, ``name`` (each one
    value or a list: the card has any of them), ``subtype_only`` (the card has subtypes,
    all of them among these: MTG comprehensive rules 702.124, a Time Lord Doctor "that has
    no other creature types"), ``type_line_only`` (every word of the card's types,
    supertypes and subtypes is among these: a card file's Time Lord Doctor typed
    ``Creature - Human``, or a supertype Human, has another creature type too),
    ``name_prefix``, ``iconic`` (bool),
    ``fact`` (a mapping of card facts to the value, or list of values, each must have:
    ``{deck_limit: any}``), ``fact_prefix`` (card facts and the text each must start
    with: ``{partner: "partner—"}``; a card fact holding a list passes when one of its
    values does), ``mana_value`` (a number, or ``{min, max, parity}``
    with parity ``even`` or ``odd``: MTG comprehensive rules 202.3; a card without a
    known mana value fails it, but a split card passes a ``min`` alone that its least
    mana value meets: ``least_mana_value``), and
    the combinators ``any``, ``all``, ``not``. Every key given must hold. Comparison is
    on normalised text (case and accents ignored). A split or double card has the
    characteristics of both halves (MTG comprehensive rules 708.6a). Results are cached
    per card (cards hash by identity: another database's card of that name is asked
    again). Two matchers are equal when their specs are; a matcher is not hashable.
    """

    __slots__ = ("_cache", "_test", "spec")

    def __init__(self, spec: Mapping[str, Any]) -> None:
        self.spec = spec
        self._test: Test = _compile(spec)
        self._cache: dict[Card, bool] = {}

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Matcher:
            return NotImplemented
        return self.spec == other.spec

    def __repr__(self) -> str:
        return f"Matcher(spec={self.spec!r})"

    def __call__(self, card: Card) -> bool:
        """Return whether ``card`` passes the test."""
        known = self._cache.get(card)
        if known is None:
            known = self._cache[card] = self._test(card)
        return known

    def reads(self, key: str) -> bool:
        """Whether the test reads ``key`` (a match key such as ``mana_value``, or a card
        fact under ``fact``), anywhere in it: inside ``any``, ``all`` and ``not`` too."""
        return _reads(self.spec, key)

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
            elif key == "fact_prefix":
                parts.extend(f"{name.replace('_', ' ')} starting with {v!r}"
                             for name, v in value.items())
            elif key == "mana_value":
                parts.append(_describe_mana_value(value))
            elif key == "name_prefix":
                parts.append(f"name starting with {' or '.join(as_tuple(value))!s}")
            else:
                parts.append(f"{key.replace('_', ' ')} {' or '.join(map(str, as_tuple(value)))}")
        return " and ".join(parts)


#: The match keys that read a card's types (``reads_types``).
TYPE_KEYS = ("type", "subtype", "supertype", "subtype_only", "type_line_only")


def reads_types(matcher: Matcher) -> bool:
    """Whether ``matcher`` reads a card's types (``type``, ``subtype``, ``supertype``)
    anywhere: for a card whose types the card data does not give, its answer is not
    known (a card file's card of no type may be an Animal, a Magi)."""
    return any(matcher.reads(key) for key in TYPE_KEYS)


def _reads(spec: Mapping[str, Any], key: str) -> bool:
    for name, value in spec.items():
        if name == key or (name == "fact" and key in value):
            return True
        if name in ("any", "all") and any(_reads(item, key) for item in value):
            return True
        if name == "not" and _reads(value, key):
            return True
    return False


def _compile(spec: Mapping[str, Any]) -> Test:
    tests = [_compile_key(key, value) for key, value in spec.items()]
    if len(tests) == 1:  # the usual spec, one key: its test, called directly
        return tests[0]
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
    if key == "fact_prefix":
        starts: dict[str, str] = {str(k): str(v) for k, v in value.items()}
        # a missing fact starts with nothing but "" (not with "None")
        return lambda card: all(any(str(have).startswith(prefix)
                                    or fact_text(str(have)).startswith(fact_text(prefix))
                                    for have in fact_values(card, name, ""))
                                for name, prefix in starts.items())
    if key == "mana_value":
        return _mana_value_test(value)
    if key == "fact":
        facts = {name: tuple(v if isinstance(v, list) else [v]) for name, v in value.items()}
        if len(facts) == 1:
            return _fact_test(*next(iter(facts.items())))
        return lambda card: all(any(have in allowed for have in fact_values(card, name))
                                for name, allowed in facts.items())
    wanted = frozenset(normalise(v) for v in as_tuple(value))
    if key == "name_prefix":  # a whole word: "Iconic X", not "Iconicity X"
        prefixes = tuple(p + " " for p in wanted)
        return lambda card: (normalise(card.name) + " ").startswith(prefixes)
    if key == "subtype_only":  # every subtype among these (a Time Lord Doctor, no other)
        return lambda card: bool(card.subtypes) and all(
            _only_types(normalise(have), wanted) for have in card.subtypes)
    if key == "type_line_only":  # a Human given in the type or supertypes is one too
        return lambda card: all(_only_types(normalise(have), wanted) for have in (
            *card.types, *card.supertypes, *card.subtypes))
    values_of = _FIELDS[key]
    if key in _TYPE_LINE_FIELDS:
        return lambda card: any(_holds_a_type(normalise(have), wanted)
                                or (not have.isascii() and _holds_a_type(
                                    normalise(invisible_as_spaces(have)), wanted))
                                or _holds_a_humped_type(have, wanted)
                                for have in values_of(card))
    return lambda card: not wanted.isdisjoint(map(normalise, values_of(card)))


#: The fields a printed type line writes, its words parted by spaces (MTG comprehensive
#: rules 205.3: a card file's subtype cell ``Wolf Animal`` is two subtypes, Wolf and
#: Animal; read as one, the Animal went uncounted, two Animals legal in Mage Noir), or by
#: an invisible character where a space parts them (``Wolf\u200bAnimal``, which
#: ``normalise`` runs together: the Animal went uncounted).
_TYPE_LINE_FIELDS = frozenset({"type", "subtype", "supertype"})


def _holds_a_humped_type(have: str, wanted: frozenset[str]) -> bool:
    """Whether a type line's value ``have`` (as written, not normalised) holds one of
    ``wanted`` once parted where a camel-cased word or a number starts a word
    (``WolfAnimal``, ``AnimalWolf``, ``Animal2``, ``Animal™``: each was one word, the
    Animal uncounted, two Animals legal); ``False`` at once for a value of no such
    place. Pure."""
    if not have.isascii():
        have = unicodedata.normalize("NFKC", have)
    if WORD_HUMP().search(have) is None:
        return False
    return _holds_a_type(normalise(WORD_HUMP().sub(" ", have)), wanted)




def _holds_a_type(have: str, wanted: frozenset[str]) -> bool:
    """Whether the normalised value ``have`` is one of ``wanted`` or holds one as whole
    words, whatever marks part them (``wolf animal``, ``animal (wolf)``, ``animal.``,
    ``wolf-animal`` and ``animal_wolf`` hold ``animal``; ``time lord`` is held whole,
    not ``time`` by ``lord``); a word joined to it by a hyphen or an underscore that
    negates it (``non-animal``, ``anti_animal``: ``_NEGATIONS``) or an ``'s`` making it
    a possessive (``animal's bane``) is not it (each counted as an Animal, a card of no
    Animal refused), while words parted by spaces are each a subtype (``not animal``,
    ``counter animal``: as README reads them)."""
    if have in wanted:
        return True
    spaced = _spaced_words(have)
    if any(f" {type_word} " in spaced for type_word in wanted):
        return True
    # words joined by a hyphen, an unspaced dash, an underscore or an apostrophe
    # (Wolf-Animal, Animal_Wolf): each was one word, the Animal uncounted
    return any(_joined_holds(word, wanted) for word in spaced.split()
               if any(mark in word for mark in _JOINING_MARKS))


def _joined_holds(word: str, wanted: frozenset[str]) -> bool:
    """Whether a word of joined pieces (``wolf-animal``, ``wolf's-animal``) holds one
    of ``wanted`` as a piece: not a possessive piece (``animal's``), nor one right after
    a negation of the same word (``non-animal``)."""
    pieces = [part for piece in _HYPHENED().split(word) if not piece.endswith("'s")
              for part in piece.split("'") if part]
    return any(piece in wanted and (at == 0 or pieces[at - 1] not in _NEGATIONS)
               for at, piece in enumerate(pieces))


#: The marks a word of a type line may hold that join two words (normalised).
_JOINING_MARKS = ("-", "_", "'")
#: Where a joined word parts into pieces, an apostrophe aside (``_joined_holds``).
_HYPHENED = lazy_pattern(r"[-_]+")
#: The words that say a type word joined after them is not the card's (``Non-Animal``,
#: ``Anti_Animal``; in French, German, Spanish and Italian too). Words of another sense
#: (``Ex-``, ``Semi-``, ``Counter-``) are no negation: a card file so hiding an Animal
#: was legal.
_NEGATIONS = frozenset({"non", "not", "no", "anti", "sans", "pas", "nicht", "kein", "keine",
                        "sin", "senza"})


def _only_types(have: str, wanted: frozenset[str]) -> bool:
    """Whether the normalised value ``have`` is one of ``wanted`` or only their words
    (a card file's one cell ``time lord doctor`` is Time Lord and Doctor, nothing else;
    a dash parting a type line's types from its subtypes is no word)."""
    if have in wanted:
        return True
    spaced = _spaced_words(have)
    for type_word in sorted(wanted, key=len, reverse=True):
        spaced = spaced.replace(f" {type_word} ", " ")
    return not spaced.strip()


#: A word of a type line: letters, digits, apostrophes and hyphens (``Animal.``,
#: ``Animal (Wolf)``: the word Animal).
_TYPE_WORD = lazy_pattern(r"[\w'\u2019-]+")


def _spaced_words(have: str) -> str:
    """The words of a normalised type line ``have`` (``_TYPE_WORD``), a space before and
    after each (`` wolf animal ``), a dash alone parting its types from its subtypes no
    word. A run of letters of one script is a word of its own beside another script's
    letters (``names.parted_by_script``): ``animal\u72fc`` (Animal and the Chinese wolf,
    as such a language writes words one after another) and ``animal`` run into a Lao,
    Khmer, Tibetan, Myanmar, Ethiopic or Hebrew word hold ``animal`` (each was one word,
    the Animal uncounted, two Animals legal)."""
    have = parted_by_script(have)
    return " ".join(["", *(word for word in _TYPE_WORD().findall(have)
                           if word.strip("-'\u2019")), ""])


def _fact_test(name: str, allowed: tuple[Any, ...]) -> Test:
    """The test of one card fact: one of its values (``fact_values``) is ``allowed``, a
    text compared as ``fact_text`` reads it."""
    wanted = {fact_text(value) for value in allowed if isinstance(value, str)}
    others = tuple(value for value in allowed if not isinstance(value, str))

    def holds(have: Any) -> bool:
        if isinstance(have, str):
            return have in allowed or fact_text(have) in wanted
        return have in others

    def test(card: Card) -> bool:
        value = card.facts.get(name)
        if isinstance(value, list):
            return any(holds(have) for have in value)
        return holds(value)

    return test


def fact_text(value: str) -> str:
    """A card fact's text as a rule compares it: normalised (``names.normalise``: any
    case, a typographic apostrophe), a dash parting words spaced or not alike, the
    reminder text in brackets, apostrophes and a closing full stop left out. A card
    file's partner ``Doctor\u2019s Companion``, ``DOCTORS COMPANION.``, ``Partner -
    Friends forever`` or ``Doctor's companion (You can have two commanders...)`` was no
    partner ability of the data's spelling. A bracket of a few words and no full stop is
    no reminder text but a quality, written after a dash: ``Partner (Survivors)`` is
    ``partner-survivors``, as ``Partner—Survivors`` (it was ``partner``, and paired
    with any card of Partner). Pure."""
    if "(" in value:
        value = _REMINDER().sub(_reminder_or_quality, value)
    text = normalise(value).replace("'", "").rstrip(".")
    return _SPACED_DASH().sub("-", text) if "-" in text else text


#: Reminder text in brackets after an ability's words.
_REMINDER = lazy_pattern(r"\([^()]*\)")
def _reminder_or_quality(found: re.Match[str]) -> str:
    """A bracket of a fact's text (``_REMINDER``): reminder text (a sentence, or more
    than ``_QUALITY_WORDS`` words) is left out, a quality (``(Survivors)``, ``(Friends
    forever)``) kept after a dash."""
    inner = found[0][1:-1].strip()
    if not inner or "." in inner or len(inner.split()) > _QUALITY_WORDS:
        return " "
    return f" - {inner} "


#: The most words of a bracket of a fact's text read as a quality (``Partner (Father &
#: Son)``), not as reminder text, which is a sentence.
_QUALITY_WORDS = 3
#: A dash with spaces about it (``partner - survivors``, normalised).
_SPACED_DASH = lazy_pattern(r"\s*-\s*")


def fact_values(card: Card, name: str, missing: Any = None) -> tuple[Any, ...]:
    """The values of a card fact: a fact holding a list has each of its values (Amy
    Pond's partner kinds: Partner with Rory Williams and Doctor's companion); a missing
    fact has ``missing`` only, as ``card.facts.get(name, missing)`` gives."""
    value = card.facts.get(name, missing)
    return tuple(value) if isinstance(value, list) else (value,)


def least_mana_value(card: Card) -> int | float | None:
    """The least mana value a card can have when the data lacks its own: a split or
    aftermath card's ``half_mana_value`` (its first half's) plus 1, as MTG comprehensive
    rules 709.4 adds both halves' and every printed half costs at least one mana
    (``None`` for any other card, or one whose data has ``mana_value``)."""
    if _number(card.facts.get("mana_value")) is not None:
        return None
    half = _number(card.facts.get("half_mana_value"))
    return None if half is None else half + 1


def _number(value: Any) -> int | float | None:
    return value if isinstance(value, int | float) and not isinstance(value, bool) else None


def _mana_value_test(value: Any) -> Test:
    """A test of a card's ``mana_value`` fact: equal to a number, or within ``min`` /
    ``max`` and of ``parity`` (``even``, ``odd``). A card without a known mana value (a
    split card whose second half the data lacks, a card newer than the data) fails, but
    a split card whose least mana value (``least_mana_value``) meets a ``min`` alone
    passes it (a first half of mana value 2 makes 3 at least: Keruga's 3 or greater)."""
    bounds = value if isinstance(value, Mapping) else {"min": value, "max": value}
    low, high, parity = bounds.get("min"), bounds.get("max"), bounds.get("parity")

    def test(card: Card) -> bool:
        have = _number(card.facts.get("mana_value"))
        if have is None:
            least = least_mana_value(card)
            return (least is not None and low is not None and high is None
                    and parity is None and least >= low)
        if (low is not None and have < low) or (high is not None and have > high):
            return False
        if parity is not None:
            return have == int(have) and int(have) % 2 == (0 if parity == "even" else 1)
        return True

    return test


def _describe_mana_value(value: Any) -> str:
    if not isinstance(value, Mapping):
        return f"mana value {value}"
    parts = [f"{value['parity']}" if "parity" in value else "",
             f"at least {value['min']}" if "min" in value else "",
             f"at most {value['max']}" if "max" in value else ""]
    return "mana value " + ", ".join(p for p in parts if p)
