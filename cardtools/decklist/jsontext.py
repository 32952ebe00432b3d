"""What the JSON deck readers (MTGJSON's and Moxfield's deck files, cardtools' own JSON
decklist) share: a file's bytes decoded and parsed (``parse_json``), and what they read
from the JSON text beside its value: its tokens, the keys written twice in one object,
the lines where names and keys are written (for messages), and a cardtools decklist's
section written beside another tool's deck (``second_decklist``).

``json.loads`` keeps the last value of a key written twice and tells no line: the text is
read again here, token by token, in one pass. Nothing here raises on a valid JSON text.
"""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

import json
import re
from typing import Any, NamedTuple

from cardtools.decklist.decoding import decode
from cardtools.decklist.sections import section_key
from cardtools.decklist.text import FIELD_WORD
from cardtools.model import Finding

#: The tokens of a JSON text: a string, a structural character, or a bare scalar.
JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\],:]|[^\s{}\[\],:"]+')


class ParsedJson(NamedTuple):
    """A JSON deck file read: its text (lines joined by ``\\n``), its value, and what
    decoding its bytes said (``decoding.decode``: a byte order mark, mixed encodings)."""

    text: str
    document: Any
    findings: list[Finding]


def parse_json(data: bytes) -> ParsedJson | Finding:
    """Decode a JSON deck file's bytes and parse them.

    Output: a ``ParsedJson``, or the ``file-error`` ``Finding`` that they are no JSON
    text (the decoding's, or ``not valid JSON (line N)``). Never raises."""
    decoded = decode(data)
    if decoded.fatal is not None:
        return decoded.fatal
    text = "\n".join(decoded.lines)
    try:
        document = json.loads(text)
    except (ValueError, RecursionError) as exc:
        where = f" (line {exc.lineno})" if isinstance(exc, json.JSONDecodeError) else ""
        return Finding("file-error", f"not valid JSON{where}")
    return ParsedJson(text, document, list(decoded.findings))


def json_written(value: Any, limit: int = 20) -> str:
    """``value`` of a JSON deck file as the file writes it, for a message quoting it:
    ``true``, ``null``, ``"4"``, ``{"n": 4}`` (Python's spelling said ``True``, ``None``,
    ``'4'``, ``{'n': 4}``, which no JSON file holds); one of more than ``limit``
    characters as ``a value of N characters``; a text holding a character no terminal
    shows (a control, a lone surrogate) with JSON's escapes. Pure; never raises."""
    written = json.dumps(value, ensure_ascii=False, default=str)
    if not written.isprintable():
        written = json.dumps(value, default=str)
    return written if len(written) <= limit else f"a value of {len(written)} characters"


def keys_twice(text: str) -> list[tuple[str, int]]:
    """``(key, line)`` of each key written again in the same object of a valid JSON
    text (JSON keeps the last value silently; a person reading it may read the first).
    One pass over the tokens."""
    found: list[tuple[str, int]] = []
    objects: list[set[str] | None] = []  # the keys of each open object; None: a list
    line, counted, previous = 1, 0, ""
    for token in JSON_TOKEN.finditer(text):
        mark = token.group()
        if mark in ("{", "["):
            objects.append(set() if mark == "{" else None)
        elif mark in ("}", "]"):
            objects.pop()
        elif mark[0] == '"' and previous in ("{", ",") and objects and objects[-1] is not None:
            key = json.loads(mark)
            if key in objects[-1]:
                line += text.count("\n", counted, token.start())
                counted = token.start()
                found.append((key, line))
            objects[-1].add(key)
        previous = mark
    return found


def repeated_keys(text: str) -> list[Finding]:
    """A ``parse-error`` on its line for each key written again in the same object of a
    valid JSON ``text`` (``keys_twice``): the last value is the one read."""
    return [Finding("parse-error", f"'{key}' is written more than once in one object; the "
                    "last one was read", line=line, hint="write each key once")
            for key, line in keys_twice(text)]


def second_decklist(document: dict[str, Any], lines_of: "JsonLines",
                    sections: frozenset[str], beside: str,
                    own_keys: frozenset[str] = frozenset()) -> list[Finding]:
    """A ``parse-error`` for each key of another tool's JSON deck ``document`` (any case)
    that is a section of cardtools' own JSON decklist (``sections``: ``deck``, ``side``)
    and none of that tool's keys (``own_keys``, casefolded), holding something: the file
    is two decklists, each reader reads one (``{"deck": {"Grief": 4}, "data": ...}`` was
    judged by its ``data`` alone). ``beside`` names what the tool's deck is (``the boards
    of a Moxfield deck``)."""
    return [Finding("parse-error", f"'{key}' is a section of a cardtools decklist, beside "
                    f"{beside}: the file holds two decklists; its cards were not read",
                    line=lines_of.of_key(key),
                    hint="write the deck once, in one of the two forms")
            for key, value in document.items()
            if section_key(key) in sections and key.casefold() not in own_keys
            and value not in (None, "", [], {})]


def top_level_line(text: str, key: str) -> int | None:
    """The line where ``key`` is written as a key of the outermost object of a valid
    JSON ``text`` (the same name inside another object is another key), else ``None``."""
    depth, previous = 0, ""
    for token in JSON_TOKEN.finditer(text):
        mark = token.group()
        if mark in ("{", "["):
            depth += 1
        elif mark in ("}", "]"):
            depth -= 1
        elif depth == 1 and mark[0] == '"' and previous in ("{", ",") \
                and json.loads(mark) == key:
            return 1 + text.count("\n", 0, token.start())
        previous = mark
    return None


class JsonLines:
    """Where names and keys are written in a JSON text: the line of each next
    occurrence of a name, searched from the last one found (a near guess, for messages
    only; counted as it goes, so a large file costs one pass)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.offset = 0
        self.line = 1

    def of_name(self, name: str) -> int | None:
        """The line of the next occurrence of ``name`` from the end of the last one found,
        or ``None`` when there is none (the search stays where it was): written as a JSON
        string of its own (``"Mountain"``, not inside ``"Snow-Covered Mountain"``) when
        it is one, else within another; its characters as written or as ``\\u`` escapes,
        as ``json.dumps`` writes them by default. A name written twice (``Mountain`` on
        two boards) is found on its two lines."""
        quoted = {json.dumps(name, ensure_ascii=escaped) for escaped in (False, True)}
        for spellings in (quoted, {each[1:-1] for each in quoted}):
            found = min(((at, len(each)) for each in spellings
                         if (at := self.text.find(each, self.offset)) >= 0), default=None)
            if found is not None:
                self.line += self.text.count("\n", self.offset, found[0])
                self.offset = sum(found)
                return self.line
        return None

    def seek(self, key: str) -> None:
        """Search names from where ``"key"`` is written on (the file's start when not)."""
        found = max(self.text.find(f'"{key}"'), 0)
        self.offset, self.line = found, self.text.count("\n", 0, found) + 1

    def of_key(self, key: str) -> int | None:
        """The line where ``"key"`` is first written, or ``None`` when it is not."""
        found = self.text.find(f'"{key}"')
        return None if found < 0 else self.text.count("\n", 0, found) + 1


#: The keys of a JSON card object (Scryfall's, which Moxfield gives, and MTGJSON's) that
#: name the card otherwise than its ``name``: the name printed on a printing of another
#: name (a Godzilla series card's), or in another language.
OTHER_NAME_KEYS = ("flavor_name", "printed_name", "flavorName", "printedName",
                   "faceFlavorName", "facePrintedName")


#: The lists of a JSON card object whose objects name the card again, and their keys of a
#: name: MTGJSON's ``foreignData`` (the card's name and face's in each language) and
#: Scryfall's ``card_faces`` (a face's printed and flavour names).
NESTED_NAME_KEYS = {"foreignData": ("name", "faceName", "flavorName", *OTHER_NAME_KEYS),
                    "card_faces": OTHER_NAME_KEYS}


def other_name_marks(card: dict[str, Any]) -> tuple[str, ...]:
    """``DeckLine.marked`` entries (``text.FIELD_WORD``) of a JSON card object's other
    names (``OTHER_NAME_KEYS``, and those of its lists of ``NESTED_NAME_KEYS``:
    ``foreignData``'s ``name``): a tool showing one of them shows it as the card's, so
    one naming another card (``"name": "Island", "flavor_name": "Oko, Thief of
    Crowns"``, a ``foreignData`` name ``Oko, Thief of Crowns``) makes the line a
    ``parse-error`` naming both (``settle_reading``); the card's own names in other
    languages say nothing. Pure; never raises."""
    named = [(key, card.get(key)) for key in OTHER_NAME_KEYS]
    named += [(f"{listed} {key}", item.get(key))
              for listed, keys in NESTED_NAME_KEYS.items()
              if isinstance(items := card.get(listed), list)
              for item in items[:_MAX_NESTED] if isinstance(item, dict) for key in keys]
    return tuple(dict.fromkeys(
        f"{FIELD_WORD}in its {key}\t{' '.join(value.split())}" for key, value in named
        if isinstance(value, str) and value.strip() and len(value) <= 200))


#: The objects of a card's nested list read for its names: MTGJSON gives 13 languages at
#: most; a list of thousands is read no further.
_MAX_NESTED = 40
