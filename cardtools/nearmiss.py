"""Near misses of a name the user wrote among the names the tool knows: a format id
(``modrn``, ``magenoir``), a game (``magetc``), a report form (``htm``), a dialect
(``moxfeld``). Every place that suggests one of them asks ``closest``, so a name is
suggested alike wherever it is mistyped: case and the spaces, hyphens and underscores
between its words are ignored (``mage_noir``, ``Mage Noir`` and ``magenoir`` are one
spelling), then ``difflib`` finds the close ones.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping

from cardtools.patterns import lazy_pattern as _lazy

#: What parts the words of a name: ignored when names are compared.
_GAPS = _lazy(r"[\s_\-]+")

#: The difflib ratio from which a spelling is a near miss of another.
CUTOFF = 0.7


def spelling(text: str) -> str:
    """``text`` as names are compared: in lower case, without the spaces, hyphens and
    underscores between its words (``Mage_Noir``: ``magenoir``). Pure."""
    return _GAPS().sub("", text.strip().casefold())


def closest(text: str, choices: Iterable[str], most: int = 3,
            cutoff: float = CUTOFF) -> list[str]:
    """The ``choices`` ``text`` may mean, best first, at most ``most``: those of its
    spelling (``spelling``), in their order, when there are; else those ``difflib``
    finds close to it (ratio >= ``cutoff``); ``[]`` for none. Pure."""
    return closest_named(text, ((choice, choice) for choice in choices), most, cutoff)


def closest_named(text: str, names: Iterable[tuple[str, str]], most: int = 3,
                  cutoff: float = CUTOFF) -> list[str]:
    """``closest`` for choices known by several names: ``names`` holds ``(name, what it
    names)`` pairs (``("mage noir", "mage-noir/tournament")``); the things named by the
    names ``text`` may mean, best first, each once, at most ``most``. Pure."""
    by_spelling: dict[str, list[str]] = {}
    for name, named in names:
        found = by_spelling.setdefault(spelling(name), [])
        if named not in found:
            found.append(named)
    wanted = spelling(text)
    if not wanted or not by_spelling:
        return []
    if wanted in by_spelling:  # the very name, spelt otherwise: no other is meant
        return by_spelling[wanted][:most]
    said: list[str] = []
    for each in difflib.get_close_matches(wanted, list(by_spelling), len(by_spelling),
                                          cutoff):
        said.extend(named for named in by_spelling[each] if named not in said)
    return said[:most]


def spelt_as(text: str, choices: Iterable[str]) -> str | None:
    """The one of ``choices`` that ``text`` names, spelt otherwise (``HTML``, `` Html``:
    ``html``; ``Mox_Field``: ``moxfield``), else ``None``: a choice is taken as the user
    wrote it whatever its case, as a format id or a game is. Pure.

    >>> spelt_as("HTML", ("json", "html"))
    'html'
    >>> spelt_as("htm", ("json", "html")) is None
    True
    """
    wanted = spelling(text)
    return next((choice for choice in choices if spelling(choice) == wanted), None)


def did_you_mean(text: str, choices: Iterable[str], cutoff: float = CUTOFF,
                 aliases: Mapping[str, str] | None = None) -> str:
    """``did you mean html?`` for the choice ``closest`` finds for ``text``, ``""`` for
    none; ``aliases`` names choices by other names people use (``xml``: ``junit``; a
    name of its own spelling wins over a close choice: ``mtga`` is ``arena``, not
    ``mtgo``). Pure.

    >>> did_you_mean("xml", ("json", "junit"), aliases={"xml": "junit"})
    'did you mean junit?'
    """
    close = closest_named(text, [*((choice, choice) for choice in choices),
                                 *(aliases or {}).items()], 1, cutoff)
    return f"did you mean {close[0]}?" if close else ""
