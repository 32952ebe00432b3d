"""Lines of a decklist that read as prose, not as card names: an e-mail's body around a
list pasted whole (README, "Decklists"). Read by the ``unknown-card`` rule, whose message
says so, and by the checker, for which a text of prose alone is no decklist.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtools.gamedata import bundled_zones
from cardtools.model import DeckEntry
from cardtools.patterns import lazy_pattern

if TYPE_CHECKING:
    from cardtools.carddb import CardDatabase

#: Most words of a greeting or sign-off line ("Thanks a lot for organising", "Best,").
_FEW_WORDS = 5
#: Most words of a phrase of the game data's word lists ("mit freundlichen grüßen",
#: "aquí está mi": ``greeting_words``, ``sign_off_words``, ``intro_words``).
_PHRASE_WORDS = 4
#: Most letters of a chat's short form (``ty``, ``gg``, ``lg``), a line's first word only
#: before a mark or alone: a card's name may start with one (``Ty Lee``).
_SHORT_FORM = 2
#: Most words of a name signed under a sign-off ("Emil", "Anna Maria Schmidt").
_SIGNATURE_WORDS = 3
#: What ends a sentence, in the Latin scripts and in Chinese and Japanese ("。").
_SENTENCE_ENDS = ("!", "?", ".", "…", "。", "\uff01", "\uff1f", "\uff0e")  # and full-width ! ? .
#: What may close a sentence after its full stop (``(see you at 9.)``, ``"Bring pens."``).
_CLOSING_MARKS = " )]}\"'»”\u2019」』"
#: A time of day or a date, in the ways organizers write them: ``10:00``, ``9h30``,
#: ``9.30 am``, ``10 Uhr``, ``9時30分``, ``2025-04-12``, ``12/04/2025``, ``12.04.``,
#: ``2025年4月``: no card's name holds one. Run only on a line holding a digit.
_TIME_OR_DATE = lazy_pattern(
    r"(?<![\w.:/-])(?:\d{1,2}[:h.]\d{2}(?![\d:/-])|\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.|uhr"
    r"|h)(?!\w)|\d{1,4}[./-]\d{1,2}[./-](?:\d{2,4})?(?![\d/-]))|\d{1,4}\s?[時年月日分]",
    flags=re.IGNORECASE)
#: A sentence's end inside a line of more than five words, before a word in small
#: letters (``my deck for Saturday! see attached``): no card's name holds one
#: (``Kerblam! Warehouse``, ``Dr. Eggman`` go on in capitals; typed in small letters,
#: ``kerblam! warehose`` is a misspelt card of two words, not a sentence).
_SENTENCE_THEN_WORD = lazy_pattern(r"[!?.…。] +[^\W\d_A-Z]")
#: What may follow a greeting or sign-off's words at a line's start (``Hi,``, ``Hello!``,
#: ``Thanks, see you``): its words alone then open the line, whatever follows.
_PHRASE_ENDS = (",", "!", " -", ":")
#: A label and its text: a word (or a few) and a colon, then words (``Reminder: round 1
#: at 10:00``, ``Achtung: Anmeldung bis Freitag``); a metadata line the reader knows is
#: read as one before this.
_LABELLED = lazy_pattern(r"^\w[\w' -]{0,30}:\s+\S")


def prose(entries: list[DeckEntry]) -> dict[int, str]:
    """Which unknown-card lines, written with no count, read as prose, by ``id`` of the
    entry: "a greeting", "a sign-off", "a sentence" (ending in ``!``, ``?``, ``.`` or
    another script's full stop, ``。``), "a time or date" (``10:00``, ``9h30``,
    ``2025-04-12``), "a note" (a label, a colon and words: ``Reminder: bring pens``) or
    "a signature" (a name of a few words on the line under a sign-off)."""
    bare = [entry for entry in entries if entry.line.bare]
    kinds = _kinds([(entry.line.line, entry.line.name) for entry in bare])
    return {id(bare[at]): kind for at, kind in kinds.items()}


def _kinds(lines: list[tuple[int | None, str]]) -> dict[int, str]:
    """What kind of prose each of ``lines`` (line number, text) is, by its position;
    the lines that read as no prose are left out."""
    found: dict[int, str] = {}
    at_line = {line: at for at, (line, _text) in enumerate(lines) if line is not None}
    for at, (line, text) in enumerate(lines):
        kind = _prose_kind(text)
        previous = at_line.get((line or 0) - 1)
        if kind is None and previous is not None and found.get(previous) == "a sign-off" \
                and len(text.split()) <= _SIGNATURE_WORDS:
            kind = "a signature"
        if kind is not None:
            found[at] = kind
    return found


def prose_only(lines: list[tuple[int | None, str]], notes: list[str],
               near_a_card: Callable[[str], bool], counted: frozenset[int] = frozenset()
               ) -> bool:
    """Whether the lines read as cards (line number, text as written, no count before
    it), none naming a card, and the lines read as notes (``notes``: ``Saturday
    2025-04-12``) are prose and nothing else (an e-mail's body, an organizer's notes:
    README, "Decklists"): one line at least reads as prose (``prose``), and each other
    line read as a card is near no card's name (``near_a_card``, within a typo: a
    misspelt card beside a greeting is judged), so a title (``Spring Open - house
    rules``) or a bullet point's words are prose's too; but a line read as counted from
    its end (its position in ``counted``: ``Round 2: 11:15``) is a card line's shape
    (``Qzxv 4``) unless it reads as prose. The caller rules out a file with a line
    counted before its name or naming a card."""
    kinds = _kinds(lines)
    if not kinds and not any(_prose_kind(note) for note in notes):
        return False
    return all(at in kinds or (at not in counted and not near_a_card(text))
               for at, (_line, text) in enumerate(lines))


def listed_kind(text: str) -> str | None:
    """What kind of prose the bundled game data's word lists tell ``text`` is: "a
    greeting" or "a sign-off" (a line of at most ``_FEW_WORDS`` words, or one whose first
    words a comma, ``!``, `` -`` or ``:`` follows, opened by a phrase of
    ``greeting_words``, ``sign_off_words``; a chat's short form, ``ty``, only alone or
    before a mark), "a sentence" (opened by a phrase of ``intro_words``, ``Voici ma liste
    pour samedi``, however long); ``None`` for none. Pure but for reading the game data."""
    zones = bundled_zones()
    small = text.lower()
    words = small.replace(",", " ").replace("!", " ").replace(".", " ").split()
    short = 0 < len(words) <= _FEW_WORDS
    for size in range(_PHRASE_WORDS, 0, -1):
        start = " ".join(words[:size])
        whole = short and (len(start) > _SHORT_FORM or len(words) == size)
        if whole or small.lstrip().startswith(tuple(start + end for end in _PHRASE_ENDS)):
            if start in zones.greeting_words:
                return "a greeting"
            if start in zones.sign_off_words:
                return "a sign-off"
        if start in zones.intro_words:
            return "a sentence"
    return None


def _prose_kind(text: str) -> str | None:
    """What kind of prose a line without a count is, or ``None`` (a name): a greeting,
    sign-off or sentence the game data's word lists tell (``listed_kind``), a sentence
    (ending as one), a time or date, a note."""
    listed = listed_kind(text)
    if listed is not None:
        return listed
    words = text.lower().replace(",", " ").replace("!", " ").replace(".", " ").split()
    stripped = text.rstrip(_CLOSING_MARKS)
    if stripped.endswith(_SENTENCE_ENDS) and any(char.isalpha() for char in stripped):
        return "a sentence"
    if len(words) > _FEW_WORDS and any(char in text for char in _SENTENCE_ENDS) \
            and _SENTENCE_THEN_WORD().search(text):
        return "a sentence"
    if any(char.isdigit() for char in text) and _TIME_OR_DATE().search(text):
        return "a time or date"
    if ":" in text and _LABELLED().match(text):
        return "a note"
    return None


#: What is taken off a prose line's ends before it is read as a card line again
#: (``Lava Spike!``, ``Shock.``, ``¡Opt!``, ``Dispel, 10:00``).
_END_MARKS = "".join(_SENTENCE_ENDS) + _CLOSING_MARKS + ",;:-\u00a1\u00bf"
#: The kinds of prose a word list of the game data tells (``game.yaml``).
_LISTED = ("a greeting", "a sign-off")


def prose_copies(entry: DeckEntry, kind: str, database: CardDatabase | None) -> int:
    """How many cards a line read as prose (``kind``, from ``prose``) still counts toward
    its zone's size (README, "Unknown cards count": the player holds the cards the list
    names): 0, left out, only when it names no card even within a typo or without its
    punctuation and holds no count; else its count. Read without its end marks and
    times (``_bare_text``): a count there (``Relic of Progenitus x3.``) is its count; it
    counts when it names a card exactly, within a typo or by a legend's short name
    (``Emil``), or, but for a signature or a word list's whole phrase (``Cheers,``:
    a name close to ``Cheer``), when the card data suggests a card for it
    (``Lava Spike!``, ``Dispel 10:00``). ``database`` ``None``: its count."""
    if database is None:
        return entry.count
    text = _bare_text(entry.line.name, kind)
    if not text:
        return 0
    from cardtools.decklist.text import read_card_count

    copies, name, sure = read_card_count(text)
    if copies is not None and name and (sure or _names_a_card(name, database)):
        return copies
    if database.resolve(text, suggest=False).card is not None:
        return entry.count
    if kind in _LISTED and _whole_phrase(text):
        return 0
    if _names_a_card(text, database) or (kind != "a signature"
                                         and entry.resolution.suggestions):
        return entry.count
    return 0


def _bare_text(text: str, kind: str) -> str:
    """``text`` without its end marks (``_END_MARKS``) and, for a time or date, without
    the times and dates in it (``Dispel 10:00``: ``Dispel``)."""
    if kind == "a time or date":
        text = _TIME_OR_DATE().sub(" ", text)
    return " ".join(text.split()).strip(_END_MARKS + " ")


def _whole_phrase(text: str) -> bool:
    """Whether ``text`` is a greeting or sign-off of the game data's word lists and
    nothing else (``Cheers``, ``Best regards``)."""
    zones = bundled_zones()
    words = " ".join(text.lower().replace(",", " ").split())
    return words in zones.greeting_words or words in zones.sign_off_words


def _names_a_card(text: str, database: CardDatabase) -> bool:
    """Whether ``text`` names a card, several, or one within a typo, or is a legend's
    short name (``Emil``: Emil, Vastlands Roamer)."""
    found = database.resolve(text, suggest=False)
    return (found.card is not None or bool(found.candidates)
            or database.nearly_names_a_card(text) or bool(database.same_short_name(text)))
