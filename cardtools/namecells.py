"""Whether the cells of a row's name columns name one card (a CSV export's, a Markdown
table's: ``Name`` and ``Simple Name``): each cell's name compared as a card's name is
looked up (``names.normalise``), also without the printing's kinds a cell adds at its end,
which the bundled game data's printing words say (``gamedata.names_a_printing``). Apart
from ``names``, which the game data's module imports, so neither imports the other late.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardtools.gamedata import names_a_printing
from cardtools.names import _FACES, _WORD, _words, normalise
from cardtools.patterns import lazy_pattern

#: A printing's kind in brackets at a name's end (``(Borderless)``, ``[Extended Art]``),
#: or its collector number (TCGplayer's ``Island (381)``).
_PRINTING_TAIL = lazy_pattern(r"(?:\s*[(\[][^()\[\]]*[)\]])+$")
#: What a spaced dash ends a name with (``Forest - Full Art``): a printing's kind when
#: its words are all printing words (``names_a_printing``), else part of what the cell names
#: (``Island - Grief``).
_DASHED_TAIL = lazy_pattern(r"\s+[-\u2013\u2014]\s(?P<words>.*)$")


def _without_printing_tails(name: str) -> str:
    """``name`` without every printing's kind or collector number in brackets and every
    kind after a spaced dash at its end, in any order (``Plains (267) - Full Art`` ->
    ``Plains``, ``Sol Ring (Extended Art) (Surge Foil)`` -> ``Sol Ring``); ``name`` when
    it ends in none, or is nothing else (``(381)``). Pure."""
    while (bare := _without_dashed_kind(_PRINTING_TAIL().sub("", name))) not in (name, ""):
        name = bare
    return name


def _without_dashed_kind(name: str) -> str:
    """``name`` without the words after a spaced dash at its end when they name a
    printing (``Forest - Full Art`` -> ``Forest``), as a text line's reader drops them;
    else as written (``Island - Grief``, ``Island \u2013 Grief``: another card's name)."""
    tail = _DASHED_TAIL().search(name)
    return name[:tail.start()] if tail is not None and names_a_printing(tail["words"]) else name


def _name_forms(name: str) -> set[str]:
    """The words of ``name`` (as a card name is looked up: ``normalise``, accents
    dropped, an apostrophe joining a word or parting it: ``_words``), also without the
    printing's kinds and collector number at its end (``_without_printing_tails``) and
    as its first face alone (the cell naming the faces is then read: ``most_faces``): the
    forms two columns naming one card share (TCGplayer's
    ``Name`` ``Hazmat Suit (Used)`` and ``Simple Name`` ``Hazmat Suit Used``; ``Orcish Bowmasters
    (Borderless)`` and ``Orcish Bowmasters``; ``Plains (267) - Full Art`` and ``Plains``;
    ``Lim-Dûl's Vault`` and ``Lim-Duls Vault``)."""
    written = normalise(name)
    bare = _without_printing_tails(written)
    front = _FACES().split(bare)[0]
    forms = (written, bare, front)
    # the apostrophe parting a word too, as other tools write it (``Urza s Saga``)
    return {_words(form) for form in forms} | {" ".join(_WORD().findall(form)) for form in forms}


def may_name_one_card(names: Iterable[str | None]) -> bool:
    """Whether the cells of a row's name columns (a CSV export's, a Markdown table's:
    ``Name`` and ``Simple Name``) may name one card: each shares a form (``_name_forms``)
    with every other, a cell written empty or ``None`` left out."""
    forms = [_name_forms(name) for name in names if name]
    return all(forms[0] & other for other in forms[1:])
