"""Regular expressions compiled when first used, not when their module is imported.

Compiling a pattern runs the regular expression parser, written in Python: a one-deck
check paid for every pattern of every module it imports, most of them for lines or
files it never meets (suppression comments, escapes in names, reports saved among the
decklists). A pattern only such input needs is declared with ``lazy_pattern`` and read
by calling it; the patterns every check uses stay compiled at import.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import AnyStr


def lazy_pattern(pattern: AnyStr, flags: int = 0) -> Callable[[], re.Pattern[AnyStr]]:
    """A function returning ``re.compile(pattern, flags)`` (a text or a bytes pattern,
    as ``pattern`` is), compiled on its first call and kept. Raises ``re.error`` on that
    call when the pattern is invalid."""
    return lazy_built(lambda: pattern, flags)


def lazy_built(build: Callable[[], AnyStr], flags: int = 0) -> Callable[[], re.Pattern[AnyStr]]:
    """A function returning the pattern ``build()`` gives (made of the game data's
    words, which are read only then), compiled with ``flags`` on its first call and
    kept. Raises ``re.error`` on that call when the pattern is invalid."""
    # A closure, not ``functools.cache``: a check makes some 370 of these at import,
    # and the cache's wrapper costs twenty times as much to make (as much to call).
    found: re.Pattern[AnyStr] | None = None

    def compiled() -> re.Pattern[AnyStr]:
        nonlocal found
        if found is None:
            found = re.compile(build(), flags)
        return found

    return compiled


def compiled_yet(lazy: Callable[[], re.Pattern[AnyStr]]) -> bool:
    """Whether ``lazy`` (a function ``lazy_pattern`` or ``lazy_built`` gave) has compiled
    its pattern yet: for tests that a reading leaves a pattern alone. Raises
    ``ValueError`` for any other function."""
    names = lazy.__code__.co_freevars
    if "found" not in names or lazy.__closure__ is None:
        raise ValueError(f"{lazy!r} is not a lazy pattern")
    return lazy.__closure__[names.index("found")].cell_contents is not None


#: A word: a run of letters and digits (no underscore), as names, titles and kinds are
#: split into words everywhere (``WORD().findall("Oko, Thief")``: ``['Oko', 'Thief']``).
WORD = lazy_pattern(r"[^\W_]+")


def any_of(words: Iterable[str]) -> str:
    """A regular expression (text) matching any of ``words``, escaped, the longest
    first so that a longer word is never cut to a shorter one it starts with."""
    return "(?:" + "|".join(re.escape(word) for word in sorted(
        words, key=lambda word: (-len(word), word))) + ")"


#: The characters outside ASCII that Python's ``re``, ignoring case, matches with an
#: ASCII letter (dotted capital I, dotless i, long s, Kelvin sign), as that letter.
_ASCII_CASES = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def case_folded(text: str) -> str:
    """``text`` in small letters, each letter outside ASCII that ``re`` matches with an
    ASCII letter ignoring case (``_ASCII_CASES``: a long s, a dotted capital I) as that
    letter: what a word matched by a pattern compiled with ``re.IGNORECASE`` is looked
    up by (``\u017fb`` matched as ``sb``). Pure; never raises."""
    return text.translate(_ASCII_CASES).lower()


def ascii_case_key(word: str) -> str | None:
    """The small letters of every ASCII text that ``word`` matches ignoring case (as a
    pattern compiled with ``re.IGNORECASE`` compares: ``Sideboard`` -> ``sideboard``,
    ``\u017ftack`` with a long s -> ``stack``); ``None`` when no ASCII text matches it
    (``réserve``). Pure; never raises."""
    key = case_folded(word)
    return key if key.isascii() else None


class WordGated:
    """A pattern of a long alternation of words (the game data's or a module's), to
    match ignoring case at a text's start, behind a set look-up: ``lead`` gives the part
    of a text that one of ``parts`` (each word's own part, as ``lead`` cuts a text) must
    match for the pattern to match (``None``: the pattern cannot match), and a text
    whose part is ASCII and, in small letters, the ``ascii_case_key`` of no word's part
    is not matched. A text whose ASCII part is one is matched by ``cheap`` when given (a
    short pattern that matches such a text as the long one does, its groups the same),
    every other text by the long pattern (``compiled``). Each is compiled on first use.
    Compiling a long alternation costs more than a one-deck check's reading of its
    lines, and most lines start with no word of it: the look-up settles them, and a
    check meeting no word outside ASCII never compiles it."""

    __slots__ = ("_cheap", "_compiled", "_keys", "_lead")

    def __init__(self, compiled: Callable[[], re.Pattern[str]], parts: Iterable[str],
                 lead: Callable[[str], str | None],
                 cheap: Callable[[], re.Pattern[str]] | None = None) -> None:
        self._compiled = compiled
        self._lead = lead
        self._keys = frozenset(key for key in map(ascii_case_key, parts) if key is not None)
        self._cheap = compiled if cheap is None else cheap

    def match(self, text: str) -> re.Match[str] | None:
        """``compiled().match(text)`` (what it gives: the same groups and positions), or
        ``None`` without compiling it when ``text``'s lead settles that it cannot match.
        Raises ``re.error`` on the first compiling when a pattern is invalid."""
        part = self._lead(text)
        if part is None:
            return None
        if part.isascii():
            return self._cheap().match(text) if part.lower() in self._keys else None
        return self._compiled().match(text)


class Gated:
    """A pattern behind a cheap test: ``may(text)`` False means the pattern matches
    nowhere in ``text``, so ``match``, ``search`` and ``sub`` answer without it; the
    pattern (``compiled``) is compiled when a text passes the test. A pattern only
    unusual lines need is then never compiled by a check meeting none (compiling one
    costs more than reading a decklist's lines)."""

    __slots__ = ("_compiled", "_may")

    def __init__(self, compiled: Callable[[], re.Pattern[str]],
                 may: Callable[[str], bool]) -> None:
        self._compiled = compiled
        self._may = may

    def match(self, text: str) -> re.Match[str] | None:
        """``compiled().match(text)``, or ``None`` when ``may`` rules the text out.
        Raises ``re.error`` on the first compiling when the pattern is invalid."""
        return self._compiled().match(text) if self._may(text) else None

    def search(self, text: str) -> re.Match[str] | None:
        """``compiled().search(text)``, or ``None`` when ``may`` rules the text out.
        Raises ``re.error`` on the first compiling when the pattern is invalid."""
        return self._compiled().search(text) if self._may(text) else None

    def sub(self, replacement: str, text: str, count: int = 0) -> str:
        """``compiled().sub(replacement, text, count)``, or ``text`` itself when ``may``
        rules it out. Raises ``re.error`` on the first compiling when the pattern is
        invalid."""
        return self._compiled().sub(replacement, text, count) if self._may(text) else text
