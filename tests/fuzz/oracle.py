"""A verdict oracle for ``cardtools check``: metamorphic relations on illegal decks.

A crash oracle cannot see a wrong verdict. These relations can: each rewrites an
illegal text decklist in a way that cannot make it legal, and the rewritten deck must
still be illegal with at least the same error rules (issue 13):

- disguises of the card names: case changes, extra spaces, full-width letters, French
  names (the database's localised names), look-alike letters (Cyrillic, Greek),
  invisible characters (zero-width, bidirectional marks and isolates, variation
  selectors, tag characters), compatibility forms (mathematical, circled, bracketed,
  boxed and flag letters, small capitals, modifier letters, ligatures), other blanks
  (no-break, em, ideographic), other punctuation (curly and modifier apostrophes, en
  and em dashes, full-width commas, split-card separators, quotes), HTML character
  references and percent-encoding, a split or double-faced card by one face or its
  faces in the other order;
- counts written otherwise (``4x``, ``x4``, ``Name x4``, ``Name (4)``, ``04``, full-width,
  Arabic-Indic, Devanagari, mathematical and superscript digits, number words: ``four
  Name``, ``Name (four)``, Roman numerals, a count starting a ``#`` or ``//`` comment),
  or after a 0 (``0 4 Name``);
- one card line split into two lines (``4 X`` -> ``1 X`` + ``3 X``), or one copy moved to
  an ``SB:`` line;
- the card lines of each zone reordered;
- a section added that is not part of the deck (a Maybeboard, a comment block), a
  Maybeboard followed by the zone's header in look-alike letters, an Arena ``About``
  section, a card line written as a metadata value (``Deck: 1 Name``) or after a header
  of its zone and a mark (``Deck - 1 Name``, ``Sideboard (1 Name)``);
- the banned cards' lines moved into a section of a zone the format does not have
  (``Commander`` in a Modern deck).

The rewritten deck is then written in one of the ``FORMS``: text with other line
breaks, a byte order mark or in UTF-16, YAML and JSON (mappings and lists), a CSV
export, Forge and XMage ``.dck``, an MTGO ``.dek``, a Cockatrice ``.cod``, an MTGJSON
deck file or an Arena export (a deck a form cannot hold is checked as text).

Used by ``tests/test_verdict_oracle.py`` (a small, fast run) and ``fuzz_check.py``.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from cardtools import gamedata
from cardtools.checker import Checker, CheckOptions
from cardtools.model import DeckResult
from cardtools.names import fold_lookalikes, normalise

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CORPUS = HERE / "corpus"
MAGETCG_CARDS = HERE / "magetcg-cards.csv"
#: The format each seed deck is judged in, by the start of its file name.
FORMAT_BY_PREFIX = {
    "mage-noir": "mage-noir/tournament",
    "magi-nation": "magi-nation/standard",
    "magetcg": "magetcg/ascension",
    "mtg-commander": "mtg/commander",
    "mtg-duel-commander": "mtg/duel-commander",
    "mtg-oathbreaker": "mtg/oathbreaker",
    "mtg": "mtg/modern",
}
#: Games whose bundled database holds French names.
FRENCH_GAMES = ("mage-noir",)

#: ``4 Name``, ``4x Name``, ``4 x Name``, ``4× Name``: the card lines the transforms touch
#: (counts 1-999).
CARD_LINE = re.compile(r"^(?P<count>[1-9]\d{0,2})(?P<x>(?: ?[x\u00d7])?) +(?P<name>\S.*?)\s*$")
#: A name made of words only (no set code, collector number or finish marker after it),
#: so that a disguise changes the name and nothing else.
PLAIN_NAME = re.compile(r"^[^\W\d_][^\W_]*(?:[ '’,&-]+[^\W_]+)*$")
#: Look-alike letters (Unicode confusables): Cyrillic and Greek for Latin ones.
LOOKALIKES = {
    "a": "аα", "c": "с", "e": "е", "i": "іι", "o": "оο", "p": "р", "s": "ѕ", "x": "х",
    "y": "у", "A": "АΑ", "B": "ВΒ", "C": "С", "E": "ЕΕ", "H": "НΗ", "I": "ІΙ", "K": "КΚ",
    "M": "МΜ", "N": "Ν", "O": "ОΟ", "P": "РΡ", "T": "ТΤ", "X": "ХΧ", "Y": "Υ", "Z": "Ζ",
}

Lines = list[str]
Transform = Callable[[Lines, random.Random], Lines]


@cache
def french_names() -> dict[str, str]:
    """Normalised English name -> French name, over the databases of ``FRENCH_GAMES``."""
    found: dict[str, str] = {}
    for game in FRENCH_GAMES:
        data = json.loads((ROOT / "cards" / game / "cards.json").read_text("utf-8"))
        for card in data["cards"]:
            french = (card.get("names") or {}).get("fr")
            if french:
                found[normalise(card["name"])] = french
    return found


def _rename(lines: Lines, rnd: random.Random, change: Callable[[str, random.Random], str],
            names: re.Pattern[str] = PLAIN_NAME) -> Lines:
    """Apply ``change`` to the name of some card lines whose name ``names`` matches (at
    least one when any can)."""
    plain = [i for i, line in enumerate(lines)
             if (m := CARD_LINE.match(line)) and names.match(m["name"])]
    if not plain:
        return lines
    chosen = set(rnd.sample(plain, rnd.randint(1, len(plain))))
    out = list(lines)
    for index in chosen:
        match = CARD_LINE.match(lines[index])
        assert match is not None
        name = change(match["name"], rnd)
        out[index] = f"{match['count']}{match['x']} {name}"
    return out


def disguise_case(lines: Lines, rnd: random.Random) -> Lines:
    """``Fire Ball`` -> ``fIRE bALL``, ``FIRE BALL``, ``fire ball``."""
    def change(name: str, r: random.Random) -> str:
        how = r.choice(["upper", "lower", "swapcase", "random"])
        if how == "random":
            return "".join(_recased(c, c.upper() if r.random() < 0.5 else c.lower())
                           for c in name)
        return "".join(_recased(c, getattr(c, how)()) for c in name)
    return _rename(lines, rnd, change)


def _recased(letter: str, recased: str) -> str:
    """``recased`` when it still reads as the same Latin letter, else ``letter``: the
    lower case of a Greek capital Beta look-alike is a beta, which looks like no Latin
    letter, and that of a capital Nu (an N) is a nu, which looks like a v; changing
    their case would turn a disguise into another name (an unknown card)."""
    same = fold_lookalikes(recased).lower() == fold_lookalikes(letter).lower()
    return recased if same else letter


def disguise_spaces(lines: Lines, rnd: random.Random) -> Lines:
    """Extra spaces between the words of a name, around it, and after the count."""
    def change(name: str, r: random.Random) -> str:
        spaced = re.sub(" ", lambda _m: " " * r.randint(1, 4), name)
        return " " * r.randint(0, 3) + spaced + " " * r.randint(0, 3)
    return _rename(lines, rnd, change)


def disguise_fullwidth(lines: Lines, rnd: random.Random) -> Lines:
    """Some ASCII letters written full-width (``Ｆｉｒｅ Ball``)."""
    def change(name: str, r: random.Random) -> str:
        return "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalpha() and r.random() < 0.5
                       else c for c in name)
    return _rename(lines, rnd, change)


def disguise_french(lines: Lines, rnd: random.Random) -> Lines:
    """A card written by its French name, where the database has one."""
    names = french_names()
    return _rename(lines, rnd, lambda name, _r: names.get(normalise(name), name))


def disguise_lookalike(lines: Lines, rnd: random.Random) -> Lines:
    """Some letters replaced by Cyrillic or Greek look-alikes (``Сrimson Ritual``)."""
    def change(name: str, r: random.Random) -> str:
        letters = [i for i, c in enumerate(name) if c in LOOKALIKES]
        if not letters:
            return name
        chars = list(name)
        for index in r.sample(letters, r.randint(1, len(letters))):
            chars[index] = r.choice(LOOKALIKES[chars[index]])
        return "".join(chars)
    return _rename(lines, rnd, change)


def split_line(lines: Lines, rnd: random.Random) -> Lines:
    """One card line of 2 or more copies written as two lines, one after the other."""
    many = [i for i, line in enumerate(lines)
            if (m := CARD_LINE.match(line)) and int(m["count"]) >= 2]
    if not many:
        return lines
    index = rnd.choice(many)
    match = CARD_LINE.match(lines[index])
    assert match is not None
    count = int(match["count"])
    first = rnd.randint(1, count - 1)
    name = match["name"]
    return [*lines[:index], f"{first} {name}", f"{count - first} {name}", *lines[index + 1:]]


def reorder(lines: Lines, rnd: random.Random) -> Lines:
    """The card lines of each run of card lines (a zone or a grouping) shuffled."""
    out = list(lines)
    start = None
    for index, line in enumerate([*lines, ""]):
        if CARD_LINE.match(line):
            start = index if start is None else start
        elif start is not None:
            run = out[start:index]
            rnd.shuffle(run)
            out[start:index] = run
            start = None
    return out


#: Sections that are not part of the deck, as players paste them.
EXTRA_SECTIONS = [
    ["", "Maybeboard", "4 Crimson Ritual", "2 Fire Ball", "1 Qzxv Notacard"],
    ["", "Considering:", "3 Lightning Bolt"],
    ["# notes from the last event", "# 4 Fire Ball was too many", "// 2 Tornado next time"],
    ["", "Tokens", "1 Goblin Token"],
]


def add_section(lines: Lines, rnd: random.Random) -> Lines:
    """A Maybeboard, a Considering or Tokens section, or a comment block, added at the
    end or just before a zone header (where a zone starts anyway); a comment block may
    go anywhere between lines."""
    section = rnd.choice(EXTRA_SECTIONS)
    if all(line.startswith(("#", "//")) for line in section):
        where = rnd.randint(0, len(lines))
    else:
        places = [i for i, line in enumerate(lines)
                  if header_zone(line) not in (None, "group", "skip", "about")]
        where = rnd.choice([*places, len(lines)])
        if where < len(lines):
            section = [*section, ""]
    return [*lines[:where], *section, *lines[where:]]


# ----------------------------------------------------- more disguises (issue 13 variants)

#: Characters shown as nothing (Unicode default-ignorable code points and the interlinear
#: annotation anchor); a pair wraps part of the name (an isolate, an embedding).
INVISIBLES = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\u034f", "\ufe0e",
              "\ufe0f", "\U000e0100", "\U000e0041", "\u200e", "\u200f", "\u061c", "\u180b",
              "\ufff9", "\ufeff"]
INVISIBLE_PAIRS = [("\u2066", "\u2069"), ("\u2067", "\u2069"), ("\u202a", "\u202c"),
                   ("\u202e\u202d", "\u202c\u202c")]


def disguise_invisible(lines: Lines, rnd: random.Random) -> Lines:
    """Invisible characters inside names: zero-width spaces and joiners, soft hyphens,
    variation selectors, tag characters, bidirectional marks, isolates and embeddings."""
    def change(name: str, r: random.Random) -> str:
        chars = list(name)
        for _ in range(r.randint(1, 3)):
            at = r.randint(0, len(chars))
            if r.random() < 0.25:
                start, end = r.choice(INVISIBLE_PAIRS)
                stop = r.randint(at, len(chars))
                chars[at:stop] = [start, *chars[at:stop], end]
            else:
                chars.insert(at, r.choice(INVISIBLES))
        return "".join(chars)
    return _rename(lines, rnd, change)


#: Styles of the Mathematical Alphanumeric Symbols block, as Unicode names them.
MATH_STYLES = ("BOLD", "ITALIC", "BOLD ITALIC", "SCRIPT", "BOLD SCRIPT", "FRAKTUR",
               "DOUBLE-STRUCK", "BOLD FRAKTUR", "SANS-SERIF", "SANS-SERIF BOLD",
               "SANS-SERIF ITALIC", "SANS-SERIF BOLD ITALIC", "MONOSPACE")
LIGATURES = {"ffi": "\ufb03", "ffl": "\ufb04", "ff": "\ufb00", "fi": "\ufb01",
             "fl": "\ufb02", "st": "\ufb06"}


@cache
def compat_forms(letter: str) -> tuple[str, ...]:
    """Characters that show the ASCII ``letter`` and that NFKC or the look-alike folding
    reads as it: mathematical letters of every style, circled, bracketed, squared, black
    circled and squared letters, regional indicators, small capitals and modifier
    letters (each where Unicode has one)."""
    case = "CAPITAL" if letter.isupper() else "SMALL"
    upper = letter.upper()
    names = [f"MATHEMATICAL {style} {case} {upper}" for style in MATH_STYLES]
    names += [f"CIRCLED LATIN {case} LETTER {upper}", f"PARENTHESIZED LATIN SMALL LETTER {upper}",
              f"REGIONAL INDICATOR SYMBOL LETTER {upper}"]
    if letter.isupper():
        names += [f"SQUARED LATIN CAPITAL LETTER {upper}",
                  f"NEGATIVE CIRCLED LATIN CAPITAL LETTER {upper}",
                  f"NEGATIVE SQUARED LATIN CAPITAL LETTER {upper}",
                  f"MODIFIER LETTER CAPITAL {upper}"]
    else:
        names += [f"LATIN LETTER SMALL CAPITAL {upper}", f"MODIFIER LETTER SMALL {upper}"]
    found = []
    for name in names:
        try:
            found.append(unicodedata.lookup(name))
        except KeyError:
            continue
    if letter == "i":
        found.append("\u0131")  # dotless i
    if letter == "K":
        found.append("\u212a")  # Kelvin sign
    return tuple(ch for ch in found if _reads_as(ch, letter))


def _reads_as(ch: str, letter: str) -> bool:
    """Whether ``ch`` folds to ``letter`` (any case) as names are compared: forms Unicode
    has but the comparison does not take are left out of the relation."""
    return normalise(fold_lookalikes(ch)) == letter.lower()


def disguise_compat(lines: Lines, rnd: random.Random) -> Lines:
    """Some letters written as compatibility or look-alike forms (``𝐅``, ``Ⓕ``, ``⒡``,
    ``🅵``, ``🇫``, ``ꜰ``, ``ᶠ``) and ligatures (``ﬁ``, ``ﬂ``)."""
    def change(name: str, r: random.Random) -> str:
        for plain, ligature in LIGATURES.items():
            if plain in name and r.random() < 0.5:
                name = name.replace(plain, ligature, 1)
        return "".join(r.choice(compat_forms(c)) if c.isascii() and c.isalpha()
                       and compat_forms(c) and r.random() < 0.4 else c for c in name)
    return _rename(lines, rnd, change)


#: Blanks that read as a space.
UNICODE_SPACES = ["\u00a0", "\u2002", "\u2003", "\u2004", "\u2007", "\u2009", "\u200a",
                  "\u202f", "\u205f", "\u3000", "\u1680"]


def disguise_unicode_spaces(lines: Lines, rnd: random.Random) -> Lines:
    """Spaces of names, and the one after the count, written as other blanks (no-break,
    em, thin, ideographic...)."""
    out = _rename(lines, rnd, lambda name, r: "".join(
        r.choice(UNICODE_SPACES) if c == " " and r.random() < 0.6 else c for c in name))
    return [_respaced(line, rnd) if CARD_LINE.match(line) and rnd.random() < 0.3 else line
            for line in out]


def _respaced(line: str, rnd: random.Random) -> str:
    match = CARD_LINE.match(line)
    assert match is not None
    return f"{match['count']}{match['x']}{rnd.choice(UNICODE_SPACES)}{match['name']}"


APOSTROPHES = ["\u2019", "\u2018", "\u02bc", "\u2032", "\uff07", "`", "\u00b4"]
HYPHENS = ["\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2212", "\ufe63", "\uff0d"]
COMMAS = ["\uff0c", "\ufe50"]
SPLIT_SEPARATORS = ["/", " / ", "|", " | ", "\uff5c", " \uff0f ", " // "]
QUOTES = [('"', '"'), ("\u201c", "\u201d"), ("\u2018", "\u2019")]
#: A name the punctuation relation rewrites: words and the punctuation of card names.
PUNCTUATED_NAME = re.compile(r"^[^\W\d_][^\W_]*(?:(?: // |[ '’,&-])+[^\W_]+)*$")


def disguise_punctuation(lines: Lines, rnd: random.Random) -> Lines:
    """Apostrophes, hyphens, commas and split-card separators written otherwise (curly,
    modifier, en and em dashes, full-width...), and names in quotes."""
    def change(name: str, r: random.Random) -> str:
        name = re.sub("'", lambda _m: r.choice(APOSTROPHES), name)
        name = re.sub("-", lambda _m: r.choice(HYPHENS), name)
        name = re.sub(",", lambda _m: r.choice(COMMAS) if r.random() < 0.5 else ",", name)
        name = re.sub(" // ", lambda _m: r.choice(SPLIT_SEPARATORS), name)
        if r.random() < 0.3:
            start, end = r.choice(QUOTES)
            name = f"{start}{name}{end}"
        return name
    return _rename(lines, rnd, change, PUNCTUATED_NAME)


def disguise_escapes(lines: Lines, rnd: random.Random) -> Lines:
    """Names as a page's source or a link writes them: HTML character references
    (``&#39;``, ``&apos;``, ``&#x46;``, ``&amp;``) or percent-encoding (``%27``, ``%20``)."""
    def change(name: str, r: random.Random) -> str:
        if r.random() < 0.5:
            from urllib.parse import quote
            return quote(name, safe="" if r.random() < 0.5 else " ")
        named = {"'": "&apos;", "&": "&amp;"}
        return "".join(named[c] if c in named and r.random() < 0.5 else
                       (f"&#{ord(c)};" if r.random() < 0.3 else f"&#x{ord(c):X};")
                       if r.random() < 0.3 else c for c in name)
    return _rename(lines, rnd, change, PUNCTUATED_NAME)


DIGITS = {"fullwidth": 0xFF10, "arabic-indic": 0x0660, "devanagari": 0x0966,
          "bold": 0x1D7CE}


SUPERSCRIPTS = "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079"
NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")


def _digits(number: int, zero: int) -> str:
    return "".join(chr(zero + int(d)) for d in str(number))


def rewrite_counts(lines: Lines, rnd: random.Random) -> Lines:
    """Counts written in the other forms decklists use: ``4x Name``, ``4 x Name``,
    ``x4 Name``, ``Name x4``, ``Name (4)``, ``Name 4``, ``04 Name``, ``4× Name``,
    full-width, Arabic-Indic, Devanagari, mathematical and superscript digits, number
    words (``four Name``, ``Four Name``, ``Name (four)``), Roman numerals (``Name (IV)``)
    and counts that start a comment (``Name # four copies``, ``Name #IV``, ``Name #4``,
    ``Name // four``, ``Name // 4 copies``)."""
    def rewritten(line: str, r: random.Random) -> str:
        match = CARD_LINE.match(line)
        if match is None or not PLAIN_NAME.match(match["name"]):
            return line
        n, name = int(match["count"]), match["name"]
        forms = [f"{n}x {name}", f"{n} x {name}", f"x{n} {name}", f"{name} x{n}",
                 f"{name} ({n})", f"{name} {n}", f"0{n} {name}", f"{n}\u00d7 {name}",
                 *(f"{_digits(n, zero)} {name}" for zero in DIGITS.values()),
                 f"{''.join(SUPERSCRIPTS[int(d)] for d in str(n))} {name}"]
        if n <= len(NUMBER_WORDS):
            word = NUMBER_WORDS[n - 1]
            forms += [f"{word} {name}", f"{word.title()} {name}", f"{name} ({word})",
                      f"{name} # {word} copies", f"{name} // {word}"]
        if n <= len(ROMAN) and n != 10:
            forms += [f"{name} ({ROMAN[n - 1]})", f"{name} #{ROMAN[n - 1]}"]
        forms += [f"{name} #{n}", f"{name} // {n} copies"]
        return r.choice(forms)
    return [rewritten(line, rnd) if rnd.random() < 0.5 else line for line in lines]


def zero_before(lines: Lines, rnd: random.Random) -> Lines:
    """Some card lines written with a count of 0 before them (``0 4 Name``, ``0 4x Name``,
    ``0 x4 Name``, ``0 Name x4``): the count the line gives is read, not the 0, as a line
    never counts fewer copies than it may mean."""
    def rewritten(line: str, r: random.Random) -> str:
        match = CARD_LINE.match(line)
        if match is None or not PLAIN_NAME.match(match["name"]):
            return line
        n, name = int(match["count"]), match["name"]
        return r.choice([f"0 {n} {name}", f"0 {n}x {name}", f"0 x{n} {name}",
                         f"0 {name} x{n}"])
    return [rewritten(line, rnd) if rnd.random() < 0.5 else line for line in lines]


_SIDE_HEADER = re.compile(r"^(#+ *)?(side|side deck|sideboard|sb)\b.*$", re.IGNORECASE)


def copy_to_side(lines: Lines, rnd: random.Random) -> Lines:
    """One copy of a card of several copies written on an ``SB:`` line just after its
    line instead: copy limits count the side deck too (only for a deck that has one)."""
    if not any(_SIDE_HEADER.match(line.strip()) for line in lines):
        return lines
    many = [i for i, line in enumerate(lines)
            if (m := CARD_LINE.match(line)) and int(m["count"]) >= 2 and _zone_at(lines, i)
            == "main"]
    if not many:
        return lines
    index = rnd.choice(many)
    match = CARD_LINE.match(lines[index])
    assert match is not None
    return [*lines[:index], f"{int(match['count']) - 1} {match['name']}",
            f"SB: 1 {match['name']}", *lines[index + 1:]]


def rewrite_faces(lines: Lines, rnd: random.Random) -> Lines:
    """A split or double-faced card (``Fire // Ice``) written by one face, its faces in
    the other order, or with another separator."""
    def change(name: str, r: random.Random) -> str:
        faces = name.split(" // ")
        if len(faces) < 2:
            return name
        return r.choice([faces[0], faces[-1], " // ".join(reversed(faces)), "/".join(faces),
                         " // ".join([*faces, faces[0]])])
    return _rename(lines, rnd, change, PUNCTUATED_NAME)


#: The judged checker's test for a name, set by ``check_relations`` for the relations
#: that move a line where only card names count (a note otherwise).
_CONTEXT: dict[str, Callable[[str], bool]] = {}
#: The judged format's id (``id``), set with ``_CONTEXT``.
_FORMAT: dict[str, str] = {}
#: The judged format's ``FOREIGN_HEADERS``, set with ``_CONTEXT``.
_FOREIGN: dict[str, tuple[str, ...]] = {}


def hide_in_metadata(lines: Lines, rnd: random.Random) -> Lines:
    """A card line written as a metadata value, where it stands (``Deck: 1 Crimson
    Ritual``): a card still, when it names one (a name that names no card is a deck's
    name there, so only card names are moved). ``Deck`` only in the main deck: it is
    also the deck's header word, and its card line is the main deck's."""
    is_card = _CONTEXT.get("is_card", lambda _name: False)
    cards = [i for i, line in enumerate(lines)
             if (m := CARD_LINE.match(line)) and is_card(m["name"])]
    out = list(lines)
    for index in rnd.sample(cards, min(len(cards), rnd.randint(1, 2))):
        keys = ["Deck", "Name", "Event"] if _zone_at(lines, index) == "main" \
            else ["Name", "Event"]
        out[index] = f"{rnd.choice(keys)}: {lines[index]}"
    return out


def add_about(lines: Lines, rnd: random.Random) -> Lines:
    """An Arena ``About`` section (``Name ...``) just before a card line with a count,
    which ends it."""
    places = [i for i, line in enumerate(lines)
              if CARD_LINE.match(line) and _zone_at(lines, i) != "skip"]
    if not places:
        return lines
    where = rnd.choice(places)
    return [*lines[:where], "About", "Name Oracle deck", *lines[where:]]


_HEADER_OF = {"main": "Deck", "side": "Sideboard", "magi": "# Magi", "mage": "Mage",
              "command": "Commander"}


def skip_and_return(lines: Lines, rnd: random.Random) -> Lines:
    """A ``Maybeboard`` section just before a card line, then the header of that line's
    zone written with look-alike or full-width letters, other case or invisible
    characters: the lines after it are in the zone still (only for a deck whose zones
    have headers, which the blank-line convention would otherwise read)."""
    places = [i for i, line in enumerate(lines)
              if CARD_LINE.match(line) and _zone_at(lines, i) in _HEADER_OF]
    if not places:
        return lines
    where = rnd.choice(places)
    zone = _zone_at(lines, where)
    assert zone is not None
    header = _HEADER_OF[zone]
    prefix, words = ("# ", header[2:]) if header.startswith("# ") else ("", header)
    disguised = rnd.choice([_lookalike_word, _fullwidth_word, _invisible_word,
                            str.swapcase])(words)
    return [*lines[:where], "Maybeboard", "2 Fire Ball", prefix + disguised, *lines[where:]]


#: Headers of a part of the deck in words the reader does not know (other languages',
#: spaced out, run together), which no card of any game is named.
UNKNOWN_HEADERS = ("Sidebrett", "Seitendeck", "Reservas", "S I D E B O A R D", "Nebendeck:",
                   "Out of the deck", "Mazo lateral (15)")


def unknown_header(lines: Lines, rnd: random.Random) -> Lines:
    """A ``Maybeboard`` section just before a card line, then a header in words the
    reader does not know (``Seitendeck``, ``S I D E B O A R D``): the lines after it are
    skipped with the section, so the deck must be illegal for a ``parse-error`` on that
    header (``said_unknown_header``) if not for its own rules."""
    places = [i for i, line in enumerate(lines) if CARD_LINE.match(line)]
    if not places:
        return lines
    where = rnd.choice(places)
    return [*lines[:where], "Maybeboard", "2 Fire Ball", rnd.choice(UNKNOWN_HEADERS),
            *lines[where:]]


def after_header(lines: Lines, rnd: random.Random) -> Lines:
    """A card line of the deck or the side deck written after a header of its own zone
    and a mark, on one line (``Deck - 4 Name``, ``Sideboard (1 Name)``, ``Deck=4 Name``):
    the header starts the zone the card was in, and the card line after the mark is
    still read (only under a header, which the blank-line convention would otherwise
    read)."""
    places = [i for i, line in enumerate(lines)
              if CARD_LINE.match(line) and _zone_at(lines, i) in ("main", "side")]
    if not places:
        return lines
    where = rnd.choice(places)
    header = _HEADER_OF[_zone_at(lines, where) or "main"]
    line = lines[where].strip()
    written = rnd.choice([f"{header} - {line}", f"{header} ({line})", f"{header}={line}",
                          f"{header} \u2013 {line}"])
    return [*lines[:where], written, *lines[where + 1:]]


#: Per format a seed is judged in, headers of a zone the format does not have (but the
#: game's reader knows): a banned card moved there is still banned.
FOREIGN_HEADERS = {"mtg/modern": ("Commander", "Commanders", "Signature Spell", "COMMANDER:")}


def foreign_zone(lines: Lines, rnd: random.Random) -> Lines:
    """The banned cards' lines (the ``INJECTIONS`` of rule ``banned``, as written there)
    moved into a section of a zone the judged format does not have (``Commander`` in a
    Modern deck): the deck gains a ``zone-not-allowed`` error and keeps its ``banned``
    one (it was lost: the cards judged by no list there)."""
    headers = _FOREIGN.get("headers", ())
    banned = {normalise(line.split(" ", 1)[1]) for kind in INJECTIONS.values()
              for line, rule in kind if rule == "banned"}
    places = [i for i, line in enumerate(lines) if (m := CARD_LINE.match(line))
              and normalise(m["name"]) in banned and _zone_at(lines, i) in ("main", "side")]
    if not headers or not places:
        return lines
    kept = [line for i, line in enumerate(lines) if i not in places]
    return [*kept, "", rnd.choice(headers), *(lines[i].strip() for i in places)]


def _lookalike_word(word: str) -> str:
    return "".join(LOOKALIKES[c][0] if c in LOOKALIKES else c for c in word)


def _fullwidth_word(word: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalpha() else c for c in word)


def _invisible_word(word: str) -> str:
    return word[:1] + "\u200b" + word[1:-1] + "\u00ad" + word[-1:]


#: Headers of the seed decks, normalised, and the zone each opens.
ZONE_WORDS = {"deck": "main", "main": "main", "main deck": "main", "maindeck": "main",
              "mainboard": "main", "side": "side", "side deck": "side", "sideboard": "side",
              "sb": "side", "magi": "magi", "magi stack": "magi", "mage": "mage",
              "mage zone": "mage", "commander": "command", "commanders": "command",
              "oathbreaker": "command", "signature spell": "command", "command zone":
              "command", "maybeboard": "skip", "maybe": "skip", "considering": "skip",
              "tokens": "skip", "about": "about", "companion": "side"}
_HEADER_LINE = re.compile(r"^(?:#+|//)?\s*(?P<words>[^\d():]+?)\s*(?:\(\d+\))?\s*:?\s*$")


def header_zone(line: str) -> str | None:
    """The zone a seed deck's header line opens (``# Magi``, ``Side deck``,
    ``Sideboard (15)``; ``skip`` for a section outside the deck, ``group`` for a
    grouping header such as ``# Creatures (21)``), else ``None``."""
    match = _HEADER_LINE.match(line.strip())
    if match is None:
        return None
    words = normalise(fold_lookalikes(match["words"]))
    if words in ZONE_WORDS:
        return ZONE_WORDS[words]
    return "group" if line.strip().startswith("#") else None


def _zone_at(lines: Lines, index: int) -> str | None:
    """The zone of line ``index`` from the nearest header above it (``None`` when no
    header is above: a deck read by the blank-line convention)."""
    zone = None
    for line in lines[:index]:
        found = header_zone(line)
        if found == "group":
            zone = "main" if zone in ("magi", "mage") else zone
        elif found is not None and found != "about":
            zone = found
    return zone


@dataclass(frozen=True)
class Relation:
    """A metamorphic relation: its name and its transform."""

    name: str
    transform: Transform


RELATIONS: dict[str, Relation] = {r.name: r for r in [
    Relation("case", disguise_case),
    Relation("spaces", disguise_spaces),
    Relation("fullwidth", disguise_fullwidth),
    Relation("french", disguise_french),
    Relation("lookalike", disguise_lookalike),
    Relation("split", split_line),
    Relation("reorder", reorder),
    Relation("add-section", add_section),
    Relation("invisible", disguise_invisible),
    Relation("compat", disguise_compat),
    Relation("unicode-spaces", disguise_unicode_spaces),
    Relation("punctuation", disguise_punctuation),
    Relation("escapes", disguise_escapes),
    Relation("faces", rewrite_faces),
    Relation("counts", rewrite_counts),
    Relation("zero-before", zero_before),
    Relation("copy-to-side", copy_to_side),
    Relation("metadata", hide_in_metadata),
    Relation("about", add_about),
    Relation("skip-and-return", skip_and_return),
    Relation("after-header", after_header),
    Relation("unknown-header", unknown_header),
    Relation("foreign-zone", foreign_zone),
]}


def relations() -> list[str]:
    """The names of every relation to check, in a fixed order."""
    return list(RELATIONS)


def error_rules(result: DeckResult) -> frozenset[str]:
    """The rule ids of the result's error violations."""
    return frozenset(v.rule for v in result.violations if v.severity == "error")


@dataclass
class Broken:
    """A relation that does not hold: the deck before and after, and what went missing."""

    relation: list[str]
    before: str
    after: str
    missing: frozenset[str]
    status: str
    details: list[str] = field(default_factory=list)
    #: The form the rewritten deck was written in, and its file suffix.
    form: str = "text"
    suffix: str = ".txt"

    def describe(self) -> str:
        """Several lines for a report or an assertion message."""
        return (f"relations {self.relation}, written as {self.form}: status {self.status}, "
                f"error rules lost {sorted(self.missing)}\n--- before\n{self.before}\n"
                f"--- after\n{self.after}\n" + "\n".join(self.details))


def format_of(seed_name: str) -> str:
    """The format a seed deck of the corpus is judged in."""
    return next((f for p, f in FORMAT_BY_PREFIX.items() if seed_name.startswith(p)),
                "mage-noir/tournament")


@cache
def checker_for(format_id: str) -> Checker:
    """A checker for a format, with the made-up MageTCG cards; no project config."""
    return Checker(CheckOptions(format_id=format_id, card_files=[MAGETCG_CARDS],
                                use_config=False))


def use_checker(checker: Checker) -> None:
    """Let the relations that need it ask ``checker``'s card database whether a name
    names a card (``hide_in_metadata``); a stand-in checker without card data knows
    no card."""
    options = getattr(checker, "options", None)
    _FORMAT["id"] = getattr(options, "format_id", None) or ""
    _FOREIGN["headers"] = FOREIGN_HEADERS.get(getattr(options, "format_id", None) or "", ())
    if options is None:
        _CONTEXT["is_card"] = lambda _written: False
        return
    database = checker.database((options.format_id or "mage-noir/").split("/")[0])
    _CONTEXT["is_card"] = lambda written: database.resolve(written, False).card is not None


def refused_as_two_decks(result: DeckResult) -> bool:
    """Whether the file is not judged as holding two decks (a ``file-error`` saying "one
    deck a file": a second zone header numbering another deck, two owners' headers):
    never a legal verdict, so no relation broke it (the relations add headers, and a
    numbered side deck's header after another side deck's may be a second deck's)."""
    return result.status == "error" and any(
        v.rule == "file-error" and "one deck a file" in v.message for v in result.violations)


def _refused_bidi(result: DeckResult) -> bool:
    """Whether the result refuses a line for a bidirectional control (a ``parse-error``:
    a line that is no card line, a metadata value or an About note, holding one may show
    as another line); the deck is illegal for it, and the rules the line's card would
    break are not judged until it is written plainly."""
    return any(v.rule == "parse-error" and "bidirectional control" in v.message
               for v in result.violations)


def said_unknown_header(result: DeckResult) -> bool:
    """Whether the result refuses a line under a section outside the deck that names no
    card (a ``parse-error``: it may head a part of the deck, whose lines were skipped);
    the deck is illegal for it, and the rules the skipped cards would break are not
    judged until the part's header is one the reader knows."""
    return any(v.rule == "parse-error" and "(not part of the deck) names no card" in v.message
               for v in result.violations)


def noted_unknown_header(result: DeckResult) -> bool:
    """Whether the result notes a line under a section outside the deck that names no
    card but over lines that, read as part of the deck, would change no verdict (the
    deck judged with them gets no other error): names of no card (a maybeboard's cards
    the data does not know yet) among them, as README decides, unless within a typo of a
    card the format refuses."""
    return any(v.rule == "reading" and "(not part of the deck) names no card: the lines "
               "after it were read as part of the section" in v.message
               for v in result.violations)


def check_relations(checker: Checker, text: str, name: str, chain: Sequence[str],
                    rnd: random.Random, form: str = "text") -> Broken | None:
    """Judge the illegal decklist ``text``, apply the relations ``chain`` in order (with
    ``rnd``), write the deck in ``form`` (as text when the form cannot hold it), judge
    again: ``None`` when the result is still illegal with at least the same error rules
    (or illegal for a line refused for a bidirectional control: ``_refused_bidi``, or for
    a header under a skipped section that names no card: ``said_unknown_header``; or not
    judged as two decks: ``refused_as_two_decks``), else
    what broke. A deck that is not illegal to begin with is skipped (``None``)."""
    before = checker.check_bytes(text.encode("utf-8"), name)
    if before.status != "illegal":
        return None
    use_checker(checker)
    lines = text.splitlines()
    for relation in chain:
        lines = RELATIONS[relation].transform(lines, rnd)
    data = FORMS[form].write(lines)
    if data is None:
        form, data = "text", FORMS["text"].write(lines)
    assert data is not None
    suffix = FORMS[form].suffix
    after = checker.check_bytes(data, str(Path(name).with_suffix(suffix)))
    missing = error_rules(before) - error_rules(after)
    if after.status == "illegal" and (not missing or _refused_bidi(after)
                                      or said_unknown_header(after)):
        return None
    if refused_as_two_decks(after):
        return None  # headers added by the relations may read as a second deck's
    if missing <= {"unknown-card"} and noted_unknown_header(after):
        return None  # a name of no card may be a card the data does not know yet
    shown = data.decode("utf-16" if form == "text-utf16" else "utf-8", "replace")
    return Broken(list(chain), text, shown, missing, after.status,
                  [f"{v.line}: {v.severity} [{v.rule}] {v.message}" for v in after.violations],
                  form, suffix)


# ------------------------------------------------------------------------------- forms

#: A parsed seed deck: ``(zone, count, name)`` per card line, in file order (zone
#: ``skip`` for a section outside the deck).
Parsed = list[tuple[str, int, str]]
_METADATA_LINE = re.compile(r"^(format|game|player|name|deck|event|date)\s*:\s*(?P<value>.*)$",
                            re.IGNORECASE)


def parse(lines: Lines) -> Parsed | None:
    """The card lines of a (rewritten) seed deck by zone, for the forms to write again;
    ``None`` when a line is of a shape the forms cannot write (a count after the name, a
    card in a metadata value, an ``SB:`` line), so the deck is checked as text only."""
    parsed: Parsed = []
    zone = "main"
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        found = header_zone(line)
        if found == "group":
            zone = "main" if zone in ("magi", "mage") else zone
            continue
        if found is not None:
            zone = zone if found == "about" else found
            continue
        if line.startswith(("#", "//")):
            continue
        metadata = _METADATA_LINE.match(line)
        if metadata is not None:
            if metadata["value"][:1].isdigit():
                return None  # a card in a metadata value: text only
            continue
        card = CARD_LINE.match(line)
        if card is not None and not card["x"]:
            parsed.append((zone, int(card["count"]), card["name"]))
        elif zone == "magi" and not line[0].isdigit() and ":" not in line:
            parsed.append((zone, 1, line))  # a Magi written alone on its line
        else:
            return None
    return parsed


def _merged(parsed: Parsed, zone: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for where, count, name in parsed:
        if where == zone:
            counts[name] = counts.get(name, 0) + count
    return counts


def _zones(parsed: Parsed) -> list[str]:
    return list(dict.fromkeys(zone for zone, _count, _name in parsed))


YAML_KEYS = {"main": "deck", "side": "side", "magi": "magi", "mage": "mage",
             "command": "commander", "skip": "maybeboard"}


def render_yaml_map(parsed: Parsed) -> bytes | None:
    import yaml

    document = {YAML_KEYS[zone]: _merged(parsed, zone) for zone in _zones(parsed)}
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False).encode()


def render_yaml_list(parsed: Parsed) -> bytes | None:
    import yaml

    document = {YAML_KEYS[zone]: [f"{count} {name}" for where, count, name in parsed
                                  if where == zone] for zone in _zones(parsed)}
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False).encode()


def render_json_map(parsed: Parsed) -> bytes | None:
    document = {YAML_KEYS[zone]: _merged(parsed, zone) for zone in _zones(parsed)}
    return json.dumps(document, ensure_ascii=False, indent=1).encode()


def render_json_list(parsed: Parsed) -> bytes | None:
    document = {YAML_KEYS[zone]: [{"name": name, "count": count}
                                  for where, count, name in parsed if where == zone]
                for zone in _zones(parsed)}
    return json.dumps(document, ensure_ascii=True).encode()


def render_csv(parsed: Parsed) -> bytes | None:
    import csv
    import io

    boards = {"main": "main", "side": "sideboard", "command": "commander",
              "skip": "maybeboard"}
    if any(zone not in boards for zone in _zones(parsed)):
        return None
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["Count", "Name", "Board"])
    writer.writerows([count, name, boards[zone]] for zone, count, name in parsed)
    return out.getvalue().encode()


def render_forge(parsed: Parsed) -> bytes | None:
    sections = {"main": "Main", "side": "Sideboard", "command": "Commander"}
    zones = [zone for zone in _zones(parsed) if zone != "skip"]
    if any(zone not in sections for zone in zones) or any("|" in n for _z, _c, n in parsed):
        return None
    text = "[metadata]\nName=Oracle\n" + "".join(
        f"[{sections[zone]}]\n" + "".join(f"{count} {name}\n" for where, count, name in parsed
                                          if where == zone) for zone in zones)
    return text.encode()


def render_xmage(parsed: Parsed) -> bytes | None:
    if any(zone not in ("main", "side", "skip") for zone in _zones(parsed)):
        return None  # XMage writes a commander in the sideboard
    text = "NAME:Oracle\n" + "".join(
        f"{'SB: ' if zone == 'side' else ''}{count} [XXX:1] {name}\n"
        for zone, count, name in parsed if zone != "skip")
    return text.encode()


def render_dek(parsed: Parsed) -> bytes | None:
    from xml.sax.saxutils import quoteattr

    if any(zone not in ("main", "side", "command", "skip") for zone in _zones(parsed)):
        return None
    cards = "".join(
        f'  <Cards CatID="1" Quantity="{count}" Sideboard="{str(zone != "main").lower()}"'
        + (' Annotation="16777728"' if zone == "command" else "")
        + f" Name={quoteattr(name)} />\n" for zone, count, name in parsed if zone != "skip")
    return f'<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n{cards}</Deck>\n'.encode()


def render_cod(parsed: Parsed) -> bytes | None:
    from xml.sax.saxutils import quoteattr

    names = {"main": "main", "side": "side", "skip": "maybe"}
    if any(zone not in names for zone in _zones(parsed)):
        return None
    zones = "".join(
        f'<zone name="{names[zone]}">\n' + "".join(
            f"  <card number=\"{count}\" name={quoteattr(name)}/>\n"
            for where, count, name in parsed if where == zone) + "</zone>\n"
        for zone in _zones(parsed))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1">\n'
            f"<deckname>Oracle</deckname>\n{zones}</cockatrice_deck>\n").encode()


def render_mtgjson(parsed: Parsed) -> bytes | None:
    boards = {"main": "mainBoard", "side": "sideBoard", "command": "commander"}
    if any(zone not in (*boards, "skip") for zone in _zones(parsed)):
        return None
    data: dict[str, object] = {"name": "Oracle"}
    for zone, board in boards.items():
        data[board] = [{"count": count, "name": name}
                       for where, count, name in parsed if where == zone]
    return json.dumps({"meta": {"version": "5"}, "data": data}, ensure_ascii=False).encode()


def render_arena(parsed: Parsed) -> bytes | None:
    headers = {"main": "Deck", "side": "Sideboard", "command": "Commander"}
    zones = [zone for zone in _zones(parsed) if zone != "skip"]
    if any(zone not in headers for zone in zones):
        return None
    return ("About\nName Oracle\n\n" + "\n".join(
        f"{headers[zone]}\n" + "".join(f"{count} {name}\n" for where, count, name in parsed
                                       if where == zone) for zone in zones)).encode()


@dataclass(frozen=True)
class Form:
    """A form a decklist is written in: its name, its file suffix, and how to write the
    rewritten lines in it (``None``: the deck cannot be written so; checked as text)."""

    name: str
    suffix: str
    write: Callable[[Lines], bytes | None]


def _parsed(render: Callable[[Parsed], bytes | None]) -> Callable[[Lines], bytes | None]:
    def write(lines: Lines) -> bytes | None:
        parsed = parse(lines)
        return None if parsed is None else render(parsed)
    return write


def _text(ending: str, bom: str = "", encoding: str = "utf-8"
          ) -> Callable[[Lines], bytes | None]:
    return lambda lines: (bom + ending.join(lines) + ending).encode(encoding)


FORMS: dict[str, Form] = {f.name: f for f in [
    Form("text", ".txt", _text("\n")),
    Form("text-crlf", ".txt", _text("\r\n", "\ufeff")),
    Form("text-cr", ".txt", _text("\r")),
    Form("text-utf16", ".txt", _text("\r\n", "\ufeff", "utf-16-le")),
    Form("yaml-map", ".yaml", _parsed(render_yaml_map)),
    Form("yaml-list", ".yml", _parsed(render_yaml_list)),
    Form("json-map", ".json", _parsed(render_json_map)),
    Form("json-list", ".json", _parsed(render_json_list)),
    Form("csv", ".csv", _parsed(render_csv)),
    Form("forge", ".dck", _parsed(render_forge)),
    Form("xmage", ".dck", _parsed(render_xmage)),
    Form("mtgo-dek", ".dek", _parsed(render_dek)),
    Form("cockatrice", ".cod", _parsed(render_cod)),
    Form("mtgjson", ".json", _parsed(render_mtgjson)),
    Form("arena", ".txt", _parsed(render_arena)),
]}


def forms() -> list[str]:
    """The names of every form a rewritten deck is checked in, in a fixed order."""
    return list(FORMS)


# ------------------------------------------------------------------ illegal seed decks

#: Lines that make a legal deck of a game illegal, and the error each brings.
INJECTIONS: dict[str, list[tuple[str, str]]] = {
    "mage-noir": [("1 Crimson Ritual", "banned"), ("2 Ignition", "restricted"),
                  ("1 Fireballl", "unknown-card"), ("5 Fire Ball", "copy-limit"),
                  ("1 Rituel pourpre", "banned")],
    "magi-nation": [("4 Arbolit", "copy-limit"), ("1 Qzxv Notacard", "unknown-card")],
    "magetcg": [("1 Qzxv Notacard", "unknown-card")],
    "mtg-commander": [("1 Lightning Bolt", "colour-identity"), ("1 Mana Crypt", "banned"),
                      ("1 Sol Ring", "copy-limit"), ("1 Qzxv Notacard", "unknown-card")],
    "mtg-duel-commander": [("1 Lightning Bolt", "colour-identity"), ("1 Sol Ring", "banned"),
                           ("1 Opt", "copy-limit")],
    "mtg-oathbreaker": [("1 Lightning Bolt", "colour-identity"), ("1 Sol Ring", "banned"),
                        ("1 Opt", "copy-limit")],
    "mtg": [("1 Qzxv Notacard", "unknown-card"), ("5 Lightning Bolt", "copy-limit"),
            ("5 Fire // Ice", "copy-limit"), ("1 Sensei's Divining Top", "banned"),
            ("1 Krark-Clan Ironworks", "banned"), ("1 Hogaak, Arisen Necropolis", "banned")],
}


def _card_line_indexes(lines: Lines) -> list[int]:
    return [i for i, line in enumerate(lines) if CARD_LINE.match(line)]


def illegal_seeds(corpus: Path = CORPUS) -> list[tuple[str, str, str | None]]:
    """``(file name, text, injected error rule)`` of text decklists to check relations
    on: every ``.txt`` deck of the corpus as it is (rule ``None``; the legal ones are
    skipped by ``check_relations``), and each with one line injected after the last card
    line of its first zone (a banned card, a copy too many, a misspelt name...), with the
    error rule that line brings. Only text decks: the transforms rewrite text lines."""
    seeds: list[tuple[str, str, str | None]] = []
    for path in sorted(corpus.glob("*.txt")):
        text = path.read_text("utf-8", errors="replace")
        seeds.append((path.name, text, None))
        game = next((g for g in INJECTIONS if path.name.startswith(g)), None)
        lines = text.splitlines()
        cards = _card_line_indexes(lines)
        if game is None or not cards:
            continue
        end = cards[0]
        while end + 1 < len(lines) and CARD_LINE.match(lines[end + 1]):
            end += 1
        for injected, rule in INJECTIONS[game]:
            new = [*lines[:end + 1], injected, *lines[end + 1:]]
            seeds.append((path.name, "\n".join(new) + "\n", rule))
    return seeds


# --------------------------------------------- verdict-keeping relations on legal decks

#: Comment lines a player writes anywhere between lines, just under a header too.
COMMENTS = ["# a comment", "// note", "#", "# my pick", "// Talrand build", ""]


def add_comments(lines: Lines, rnd: random.Random) -> Lines:
    """Comment lines and blank lines added after some lines, outside a section that is
    not part of the deck (a blank line there would end it); in the command zone and a
    Mage zone only just under its header (``Commander`` / ``// my pick``: a comment on the
    zone), as after its cards a comment is a category that starts the deck; between the
    Magi of a stack too (``# Magi`` / ``Ashgar`` / ``# my pick`` / ``Gar``: the deck
    takes no Magi, so the Magi after the comment are the stack's still), and between the
    commanders when the deck's header is below them (``Commander`` / ``1 Ikra Shidiqi,
    the Usurper`` / ``// partner`` / ``1 Rograkh, Son of Rohgahh`` / ``Deck``)."""
    out: Lines = []
    for index, line in enumerate(lines):
        out.append(line)
        # the zone as the deck's own lines place it (a comment added before is no
        # category: a chain adds comments again)
        own = [kept for kept in lines[:index + 1] if kept.strip() not in COMMENTS]
        zone = _zone_at(own, len(own))
        # the deck's header below the commanders places them all: a comment ends nothing
        headed = zone == "command" and any(header_zone(later) == "main"
                                           for later in lines[index + 1:])
        if line.strip() in COMMENTS and zone in ("mage", "command") and not headed:
            continue
        if (header_zone(line) not in ("skip", "about") and rnd.random() < 0.3
                and (zone not in ("skip", "mage", "command") or headed
                     or header_zone(line) in ("magi", "mage", "command"))):
            comment = rnd.choice(COMMENTS)
            if comment or zone is not None:
                out.append(comment)  # a blank line only where headers place the zones
    return out


def side_first(lines: Lines, rnd: random.Random, zone: str = "side") -> Lines:
    """The side deck (or ``zone``), with its header, moved before the main deck's first
    line."""
    starts = [i for i, line in enumerate(lines) if header_zone(line) == zone]
    firsts = [i for i, line in enumerate(lines) if header_zone(line) == "main"]
    if not starts or not firsts or starts[0] < firsts[0]:
        return lines
    start = starts[0]
    end = next((i for i in range(start + 1, len(lines))
                if header_zone(lines[i]) not in (None, "group")), len(lines))
    side = [line for line in lines[start:end] if line.strip()]
    rest = [*lines[:start], *lines[end:]]
    return [*rest[:firsts[0]], *side, "", *rest[firsts[0]:]]


def format_names(lines: Lines, rnd: random.Random) -> Lines:
    """``Format:`` lines added at the top naming the judged format by its id and by the
    other names its game data gives it (``EDH``, ``Mage Noir``, ``Tournoi``, a bare name),
    a deck site's ``// FORMAT:`` comment too: one format given twice by two of its names
    is given once."""
    format_id = _FORMAT.get("id", "")
    if "/" not in format_id:
        return lines
    game, name = format_id.split("/", 1)
    names = [format_id, name, name.replace("-", " ").title(),
             *(written for written, to in gamedata.format_names(game).items() if to == name)]
    chosen = [rnd.choice(names) for _ in range(rnd.randint(1, 2))]
    written = [f"{rnd.choice(['Format: ', '// FORMAT: ', 'format: '])}{each}"
               for each in chosen]
    return [*written, *lines]


#: Relations that keep a legal deck's verdict: its status and its error rules.
KEEPING: dict[str, Relation] = {r.name: r for r in [
    Relation("reorder", reorder),
    Relation("split", split_line),
    Relation("case", disguise_case),
    Relation("comments", add_comments),
    Relation("side-first", side_first),
    Relation("format-names", format_names),
    Relation("command-first", lambda lines, rnd: side_first(lines, rnd, "command")),
]}


def legal_seeds(corpus: Path = CORPUS) -> list[tuple[str, str]]:
    """``(file name, text)`` of the corpus's text decklists that are legal in their
    format today (judged here: an illegal one would make every draw of it test nothing,
    as ``check_keeping`` skips it)."""
    seeds = [(path.name, path.read_text("utf-8", errors="replace"))
             for path in sorted(corpus.glob("*.txt"))]
    return [(name, text) for name, text in seeds
            if checker_for(format_of(name)).check_bytes(text.encode("utf-8"), name).status
            == "legal"]


def check_keeping(checker: Checker, text: str, name: str, chain: Sequence[str],
                  rnd: random.Random) -> Broken | None:
    """Judge the legal decklist ``text``, apply the verdict-keeping relations ``chain``
    (``KEEPING``) in order, judge again: ``None`` when the status and the error rules
    are the same (or the deck was not legal to begin with), else what changed."""
    before = checker.check_bytes(text.encode("utf-8"), name)
    if before.status != "legal":
        return None
    use_checker(checker)
    lines = text.splitlines()
    for relation in chain:
        lines = KEEPING[relation].transform(lines, rnd)
    after = checker.check_bytes(("\n".join(lines) + "\n").encode("utf-8"), name)
    if after.status == before.status and error_rules(after) == error_rules(before):
        return None
    return Broken(list(chain), text, "\n".join(lines), error_rules(after) - error_rules(before),
                  after.status,
                  [f"{v.line}: {v.severity} [{v.rule}] {v.message}" for v in after.violations])
