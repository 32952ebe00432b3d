"""The indefinite article of a word the program puts in a message ("an MTG list",
"a Universal Relic", "an Oathbreaker deck", "an html report"), and the form of a
word a count takes ("1 card", "2 cards").

The article goes by sound, not by letter: a word written in consonants alone (a game
id such as ``mtg``, a report style such as ``html`` or ``csv``, a URL scheme such as
``sftp``) is read letter by letter, so its first letter's name decides (``em``: an
MTG; ``see``: a CSV); a word that starts with a vowel letter sounding like a consonant
(``Universal``, ``one-piece``, ``European``) takes "a", and one whose ``h`` is silent
(``hour``, ``honour``) takes "an".
"""

from __future__ import annotations

from collections.abc import Sequence

#: What gave a deck the format judging it, in the words a finding says it with: the
#: command line's option, else the project config (a player's own report says
#: ``EVENTS_FORMAT`` instead: ``Violation.players``).
GIVEN_BY_OPTION = "--format"
GIVEN_BY_CONFIG = "the format of the project config"
#: How a player's own report names the format the organizer's ``--format`` or config
#: gave a decklist, after the format's id: the player runs neither.
EVENTS_FORMAT = ", this event's format"
#: Letters whose spoken name starts with a vowel sound (ay, ee, ef, aitch, eye, el, em,
#: en, oh, ar, ess, ex): an initialism starting with one takes "an".
_VOWEL_NAMED_LETTERS = frozenset("aefhilmnorsx")
#: Starts of words whose first vowel letter sounds "y" or "w" (a unit, a one-off).
_CONSONANT_SOUNDING = ("uni", "use", "usu", "uti", "ure", "uro", "eu", "ewe", "one",
                       "once", "ubiq", "ufo")
#: Starts of words with a silent h (an hour, an honest mistake).
_SILENT_H = ("hour", "honest", "honour", "honor", "heir")
_VOWELS = frozenset("aeiou")


def _initialism(word: str) -> bool:
    """Whether ``word`` is read letter by letter: letters without a vowel (``mtg``,
    ``html``, ``CSV``), or capitals of at most 4 letters (``MTG``, ``URL``)."""
    letters = [c for c in word if c.isalpha()]
    if not letters:
        return False
    ascii_letters = all(c.isascii() for c in letters)
    no_vowel = not any(c.lower() in _VOWELS or c.lower() == "y" for c in letters)
    capitals = len(letters) <= 4 and word.isupper() and len(letters) > 1
    return ascii_letters and (no_vowel or capitals)


def article(noun: str) -> str:
    """The indefinite article ``noun`` takes by its sound: ``"an"`` (an oathbreaker,
    an MTG list, an html report, an hour) or ``"a"`` (a commander, a CSV, a Universal
    Relic). ``noun`` may be several words: its first word decides."""
    word = noun.strip().split(" ", 1)[0]
    lower = word.lower()
    if not lower:
        return "a"
    if _initialism(word.split("-", 1)[0]):
        return "an" if lower[0] in _VOWEL_NAMED_LETTERS else "a"
    if lower.startswith(_SILENT_H):
        return "an"
    if lower.startswith(_CONSONANT_SOUNDING):
        return "a"
    return "an" if lower[0] in _VOWELS else "a"


def with_article(noun: str) -> str:
    """``"a commander"``, ``"an oathbreaker"``, ``"an mtg"``: ``noun`` after its
    indefinite article (see ``article``)."""
    return f"{article(noun)} {noun}"


def plural(count: int, word: str, plural_word: str | None = None) -> str:
    """``"1 copy"``, ``"2 copies"``: a count with the right form of ``word``."""
    if count == 1:
        return f"{count} {word}"
    if plural_word is None:
        plural_word = word[:-1] + "ies" if word.endswith("y") else word + "s"
    return f"{count} {plural_word}"


def kind_word(kind: str) -> str:
    """A card kind (a card type, subtype or supertype of the game data) as a message puts
    it before ``card``: a kind the card data writes as a plural (Magic's ``Stickers``, the
    card type of Unfinity's sticker sheets) in its singular (``a Sticker card``, ``its
    Sticker cards``), as the section named after it (``Stickers``) holds one such card
    each; any other kind (``Attraction``, ``Phenomenon``, ``Legendary``) as written."""
    if kind.endswith("s") and not kind.endswith("ss") and kind[:1].isupper():
        return kind[:-1]
    return kind


def either(words: Sequence[str]) -> str:
    """``"Plane"``, ``"Plane or Scheme"``, ``"Plane, Phenomenon or Scheme"``: the
    alternatives ``words`` (strings, in order) as a sentence lists them; ``""`` for
    none."""
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} or {words[-1]}"


def every(words: Sequence[str]) -> str:
    """``"Meta.json"``, ``"Meta.json and SetList.json"``, ``"a, b and c"``: all of
    ``words`` (strings, in order) as a sentence lists them; ``""`` for none."""
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def capitalised(label: str) -> str:
    """``label`` with its first letter in capitals, the rest as written (``side deck``:
    ``Side deck``; ``MTG`` stays ``MTG``)."""
    return label[:1].upper() + label[1:]
