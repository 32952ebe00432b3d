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
from functools import cache
from typing import AnyStr


def lazy_pattern(pattern: AnyStr, flags: int = 0) -> Callable[[], re.Pattern[AnyStr]]:
    """A function returning ``re.compile(pattern, flags)`` (a text or a bytes pattern,
    as ``pattern`` is), compiled on its first call and kept. Raises ``re.error`` on that
    call when the pattern is invalid."""

    @cache
    def compiled() -> re.Pattern[AnyStr]:
        return re.compile(pattern, flags)

    return compiled


def lazy_built(build: Callable[[], str], flags: int = 0) -> Callable[[], re.Pattern[str]]:
    """A function returning the pattern ``build()`` gives (made of the game data's
    words, which are read only then), compiled with ``flags`` on its first call and
    kept. Raises ``re.error`` on that call when the pattern is invalid."""

    @cache
    def compiled() -> re.Pattern[str]:
        return re.compile(build(), flags)

    return compiled


def any_of(words: Iterable[str]) -> str:
    """A regular expression (text) matching any of ``words``, escaped, the longest
    first so that a longer word is never cut to a shorter one it starts with."""
    return "(?:" + "|".join(re.escape(word) for word in sorted(
        words, key=lambda word: (-len(word), word))) + ")"
