"""Card name normalisation: the one function every lookup goes through (DESIGN 3.3)."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_SPECIAL = str.maketrans(
    {
        "æ": "ae",
        "Æ": "ae",
        "œ": "oe",
        "Œ": "oe",
        "ß": "ss",
        "ø": "o",
        "Ø": "o",
        "ł": "l",
        "Ł": "l",
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "`": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u00ab": '"',
        "\u00bb": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2015": "-",
        "\u2212": "-",
        "\u2044": "/",
        "\u2215": "/",
        "\u200b": "",
        "\u200c": "",
        "\u200d": "",
        "\u2060": "",
        "\ufeff": "",
        "\u00ad": "",
    }
)
#: In ASCII text, the split separators and the backquote (which ``_SPECIAL`` changes).
_NOT_PLAIN = re.compile(r"[/|`]")
_SPLIT = re.compile(r"\s*(?://|/|\|)\s*")
_SPACE = re.compile(r"\s+")


@lru_cache(maxsize=65536)
def normalise(name: str) -> str:
    """Return the lookup key of a card name.

    Input: any text (a card name as written). Output: a string that is equal for every
    spelling DESIGN 3.3 treats as the same name: NFKC, case-folded, accents removed
    (é -> e), Æ -> ae, curly quotes and apostrophes straightened, dashes unified,
    invisible characters dropped, whitespace collapsed, and split-card separators
    (``/``, ``//``, ``|``) written as `` // ``. Idempotent:
    ``normalise(normalise(x)) == normalise(x)``. Never raises.
    """
    if name.isascii() and not _NOT_PLAIN.search(name):  # every step below but these is a no-op
        return " ".join(name.lower().split())
    previous, text = None, name
    while text != previous:  # a fixed point makes the function idempotent by construction
        previous, text = text, _normalise_once(text)
    return text


def _normalise_once(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold().translate(_SPECIAL)
    if not text.isascii():
        decomposed = unicodedata.normalize("NFKD", text)
        text = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
        text = unicodedata.normalize("NFKC", text).translate(_SPECIAL)
    text = _SPLIT.sub(" // ", text)
    return _SPACE.sub(" ", text).strip()
