"""Card names that hold a written text as whole words (``bowmasters`` in ``orcish
bowmasters``, ``force`` in ``force of will``): what an unknown name that is a word of card
names suggests, ranked as ``cardtools cards search`` ranks (``CardDatabase.word_matches``).

A large name index (``SortedIndex``) is searched through its bytes for the first names
asked, then indexed by word once, so that one deck with a short name costs a few
milliseconds and a batch of thousands of unknown names a single pass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtools.patterns import WORD, lazy_pattern

if TYPE_CHECKING:
    from cardtools.carddb import NameIndex

#: A byte of a word: an ASCII letter or digit, or any byte of a non-ASCII letter.
_WORD_BYTE = rb"[0-9a-z\x80-\xff]"
#: A word of a key, not at its start, with a letter (the codes after a key are digits):
#: what the word table holds (a key's first word is met by a prefix look-up).
_INNER_WORD = lazy_pattern(rb"(?<=[^0-9a-z\x80-\xff\n])([0-9]*[a-z\x80-\xff]"
                            + _WORD_BYTE + rb"*)")
#: The letters and digits a written word starts with.
_LEADING_WORD = lazy_pattern(_WORD_BYTE + rb"+")
#: Searches through the bytes before the word table is made: about 3 ms each for the
#: MTG index, the table about 170 ms.
SCANS_BEFORE_TABLE = 32
#: The words whose keys a finder remembers before it starts again.
MAX_REMEMBERED = 4096


class WordFinder:
    """The keys of one name index that hold a word (lower case, as keys are written)
    whole, anywhere: ``keys_holding``, remembered per word (a batch's unknown names
    share words: ``Unknown card 1``, ``Unknown card 2``)."""

    def __init__(self, index: NameIndex) -> None:
        self.index = index
        self._scans = 0
        #: word -> where the keys holding it (not at their start) have it, made once
        #: ``SCANS_BEFORE_TABLE`` searches were made.
        self._table: dict[bytes, list[int]] | None = None
        #: A small index's keys by word, made at once.
        self._small: dict[str, list[str]] | None = None
        self._holding: dict[str, list[str]] = {}

    def keys_holding(self, word: str) -> list[str]:
        """The keys holding ``word`` as a whole word (between characters that are not
        letters or digits, or the key's ends), each once; none for a word without a
        letter (``2``: the table holds no number, and no number names a card)."""
        if not any(character.isalpha() for character in word):
            return []
        found = self._holding.get(word)
        if found is None:
            if len(self._holding) >= MAX_REMEMBERED:
                self._holding.clear()
            found = self._holding[word] = self._find(word)
        return found

    def _find(self, word: str) -> list[str]:
        """``keys_holding``, worked out: a small index through a table of its keys'
        words made at once; a ``SortedIndex`` by a prefix look-up (the keys starting
        with the word) and ``_inner_places`` (those holding it further on)."""
        from cardtools.carddb import SortedIndex

        if not isinstance(self.index, SortedIndex):
            if self._small is None:
                self._small = {}
                for key in self.index:
                    for each in dict.fromkeys(WORD().findall(key)):
                        self._small.setdefault(each, []).append(key)
            # a word holding an apostrophe or a hyphen is met by its first plain word
            plain = WORD().search(word)
            return [key for key in self._small.get(plain.group() if plain else word, ())
                    if holds_whole(key, word)]
        probe = word.encode("utf-8")
        first = [key for key in self.index.keys(word) if holds_whole(key, word)]
        data, begin, end = self.index.data, self.index.begin, self.index.end
        inner = []
        for place in self._inner_places(probe, data, begin, end):
            start = data.rfind(b"\n", begin, place) + 1
            tab = data.find(b"\t", start, end)
            if place + len(probe) <= tab:  # in the key, not among the codes after it
                inner.append(data[start:tab].decode("utf-8"))
        return list(dict.fromkeys([*first, *inner]))

    def _inner_places(self, probe: bytes, data: bytes, begin: int, end: int) -> list[int]:
        """Where ``probe`` may stand as a whole word after a key's first character
        (``keys_holding`` keeps those inside a key)."""
        if self._table is None and self._scans >= SCANS_BEFORE_TABLE:
            table: dict[bytes, list[int]] = {}
            for match in _INNER_WORD().finditer(data, begin, end):
                table.setdefault(match.group(1), []).append(match.start())
            self._table = table
        if self._table is not None:
            # the table holds words of letters and digits: a word holding another
            # character ("urza's") is met at the places of its first such word
            first = _LEADING_WORD().match(probe)
            if first is None or first.end() == len(probe):
                return self._table.get(probe, [])
            return [place for place in self._table.get(first.group(), [])
                    if data.startswith(probe, place) and (
                        place + len(probe) >= end or not _word_byte(data[place + len(probe)]))]
        self._scans += 1
        places = []
        place = data.find(probe, begin, end)
        while place >= 0:
            after = place + len(probe)
            if (data[place - 1] != _NEWLINE and not _word_byte(data[place - 1])
                    and (after >= end or not _word_byte(data[after]))):
                places.append(place)
            place = data.find(probe, place + 1, end)
        return places


#: A line break's byte: what precedes a key's first word in the index.
_NEWLINE = ord("\n")


def _word_byte(byte: int) -> bool:
    """Whether a byte of a key belongs to a word (``_WORD_BYTE``)."""
    return byte >= 0x80 or chr(byte).isalnum()


def holds_whole(key: str, word: str) -> bool:
    """Whether the normalised name ``key`` holds ``word`` as whole words: not inside a
    longer word (``bolt`` in ``lightning bolt``, not in ``thunderbolt``)."""
    start = key.find(word)
    while start >= 0:
        end = start + len(word)
        if (start == 0 or not key[start - 1].isalnum()) and (
                end == len(key) or not key[end].isalnum()):
            return True
        start = key.find(word, start + 1)
    return False
