"""Lines of a decklist that read as prose, not as card names: an e-mail's body around a
list pasted whole (README, "Decklists"). Read by the ``unknown-card`` rule, whose message
says so, and by the checker, for which a text of prose alone is no decklist.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtools.carddb import NEARLY
from cardtools.gamedata import bundled_zones
from cardtools.model import DeckEntry, Finding
from cardtools.names import normalise
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
#: Most lines of a name signed under a sign-off ("Quinn Parker", then "Team Lotus").
_SIGNATURE_LINES = 2
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
    "a signature" (a name of a few words on the line under a sign-off, or on the line
    under that: ``_SIGNATURE_LINES``)."""
    bare = [entry for entry in entries if entry.line.bare]
    kinds = _kinds([(entry.line.line, entry.line.name) for entry in bare])
    return {id(bare[at]): kind for at, kind in kinds.items()}


def _kinds(lines: list[tuple[int | None, str]]) -> dict[int, str]:
    """What kind of prose each of ``lines`` (line number, text) is, by its position;
    the lines that read as no prose are left out."""
    found: dict[int, str] = {}
    signed: dict[int, int] = {}  # a signature's position -> its lines under the sign-off
    at_line = {line: at for at, (line, _text) in enumerate(lines) if line is not None}
    for at, (line, text) in enumerate(lines):
        kind = _prose_kind(text)
        previous = at_line.get((line or 0) - 1)
        if kind is None and previous is not None and len(text.split()) <= _SIGNATURE_WORDS:
            under = 0 if found.get(previous) == "a sign-off" else signed.get(
                previous, _SIGNATURE_LINES)
            if under < _SIGNATURE_LINES:
                kind, signed[at] = "a signature", under + 1
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
    ``greeting_words``, ``sign_off_words``; a sign-off's chat short form, ``ty``, only
    alone or before a mark: ``Ty Lee`` is a card, no card's name opens with a greeting,
    ``Hi TO,``), "a sentence" (opened by a phrase of ``intro_words``, ``Voici ma liste
    pour samedi``, however long); ``None`` for none. Pure but for reading the game data."""
    listed = _listed(text)
    return None if listed is None else listed[0]


def _listed(text: str) -> tuple[str, list[str]] | None:
    """``listed_kind`` of ``text`` and the words after its phrase (small letters, no
    marks: ``Hi everyone``, ``["everyone"]``), ``None`` for none."""
    zones = bundled_zones()
    small = text.lower()
    words = _words(text)
    short = 0 < len(words) <= _FEW_WORDS
    for size in range(_PHRASE_WORDS, 0, -1):
        start = " ".join(words[:size])
        opens = small.lstrip().startswith(tuple(start + end for end in _PHRASE_ENDS))
        if (short or opens) and start in zones.greeting_words:
            return "a greeting", words[size:]  # "Hi TO,": no card's name opens so
        if (opens or (short and (len(start) > _SHORT_FORM or len(words) == size))) \
                and start in zones.sign_off_words:
            return "a sign-off", words[size:]
        if start in zones.intro_words:
            return "a sentence", words[size:]
    return None


def _words(text: str) -> list[str]:
    """The words of ``text`` in small letters, its commas, ``!`` and full stops aside
    (``Hi, TO!``: ``hi``, ``to``). Pure."""
    return text.lower().replace(",", " ").replace("!", " ").replace(".", " ").split()


def _prose_kind(text: str) -> str | None:
    """What kind of prose a line without a count is, or ``None`` (a name): a greeting,
    sign-off or sentence the game data's word lists tell (``listed_kind``), a sentence
    (ending as one), a time or date, a note."""
    listed = listed_kind(text)
    if listed is not None:
        return listed
    words = _words(text)
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
    times (``_bare_text``): a count there (``Relic of Progenitus x3.``) is its count, as
    is the count of a card line after its words (``held_card_line``: ``Thanks, 4 Black
    Lotus`` counts 4); it counts when it names a card exactly, within a typo or by a
    legend's short name (``Emil``), when it holds a card's whole name among its words
    (``_holds_a_card``: ``Bob Smith Grief``), or, but for a signature, a greeting or a sign-off,
    when the card data suggests a card for it (``Lava Spike!``, ``Dispel 10:00``); a
    signature when it names a card as players do (``phrase_names_a_card``: ``Murktide``,
    ``Oko Thief``, ``Grif``); any line when it holds a printing's mark the reading took out
    (``written_with_a_printing``: ``Deathrite (MH1)``); a
    greeting or sign-off (``_phrase_names_no_card``) counts when the words after its
    phrase name a card so (``Thanks, Lightnig Bolt``) or as players do, read as written
    (``Hi TO, Oko``, ``Hi TO, Fire // Ice``, whose ``//`` is no comment), its phrase alone never
    (``Cheers,``: a name close to ``Cheer``; ``Hi everyone``, which the card data finds
    close to Hivestone). ``database`` ``None``: its count."""
    if database is None:
        return entry.count
    text = _bare_text(entry.line.name, kind)
    if not text:
        return 0
    from cardtools.decklist.text import read_card_count, written_with_a_printing

    if written_with_a_printing(entry.line.printing, entry.line.name):
        return entry.count  # "Deathrite (MH1)": a card line's printing, no prose's

    copies, name, sure = read_card_count(text)
    if copies is not None and name and (sure or _names_a_card(name, database)):
        return copies
    held = held_card_line(entry.line.name, database)
    if held is not None:
        return held[0]
    if database.resolve(text, suggest=False).card is not None:
        return entry.count
    if kind in _LISTED:
        # as written: a split card's "//" is no comment there ("Hi TO, Fire // Ice")
        written = _bare_text(entry.line.printing or entry.line.name, kind)
        return 0 if _phrase_names_no_card(written, database) else entry.count
    if _names_a_card(text, database) or _holds_a_card(text, database) or (
            kind != "a signature" and entry.resolution.suggestions) or (
            kind == "a signature" and phrase_names_a_card(text, database, signed=True)):
        return entry.count
    return 0


def held_card_line(written: str, database: CardDatabase | None) -> tuple[int, str] | None:
    """The card line with a count (``held_card_lines``) that ``written``, a line read as
    prose (``Here is my 4 Black Lotus``), holds after its words, as ``(4, "Black
    Lotus")``: the longest name after a count that names a card by its full name; ``None``
    when it holds none or no card database is at hand."""
    if database is None:
        return None
    from cardtools.decklist.text import held_card_lines

    for names, count in held_card_lines(written):
        for held in names:
            card = database.resolve(held.name, suggest=False).card
            if card is not None and normalise(card.name) == normalise(held.name):
                return count, card.name
    return None


def _bare_text(text: str, kind: str) -> str:
    """``text`` without its end marks (``_END_MARKS``) and, for a time or date, without
    the times and dates in it (``Dispel 10:00``: ``Dispel``)."""
    if kind == "a time or date":
        text = _TIME_OR_DATE().sub(" ", text)
    return " ".join(text.split()).strip(_END_MARKS + " ")


def _phrase_names_no_card(text: str, database: CardDatabase) -> bool:
    """Whether ``text``, a greeting or sign-off of the game data's word lists, names no
    card (``_names_a_card``) by the words after its phrase (none: ``Best regards``) nor
    as a whole, none of those words holds a card's whole name among others
    (``_holds_a_card``: ``Hi TO, Grief``, ``Hello Grief fans``), and they, as written,
    name none as players write one, the addressee aside (``phrase_names_a_card``: ``Hi
    TO, Oko``, ``Hi all, Thoughtsieze``, ``Hello Oko fans``); the phrase's own words
    never count (a card may be named like a greeting's word)."""
    listed = _listed(text)
    rest = " ".join(listed[1]) if listed is not None else text
    after = _after_words(text, len(_words(text)) - len(listed[1])) if listed is not None \
        else text
    return not rest or not (_names_a_card(rest, database) or _names_a_card(text, database)
                            or _holds_a_card(rest, database)
                            or phrase_names_a_card(after, database))


def _after_words(text: str, size: int) -> str:
    """``text`` after its first ``size`` words, as ``_listed`` parts them (``Hi TO, Oko``,
    2: ``Oko``)."""
    words = re.match(rf"\s*(?:[^\s,!.]+[\s,!.]*){{{size}}}", text)
    return text[words.end():] if words is not None else text


def phrase_names_a_card(text: str, database: CardDatabase, signed: bool = False) -> bool:
    """Whether ``text`` (a greeting's or sign-off's words after its phrase, a signature, a
    header's remark) may name a card as players write one: a part of it between commas,
    dashes or colons (``_PARTS``: ``TO, Oko``) names a card or a face of one (``Fire //
    Ice``, ``Wear/Tear``), is within a typo of a name (``Thoughtsieze``), is a legend's
    short name (``Hogaak``: ``same_short_name``) or the first words of a name, two or more
    (``Oko Thief``, ``Uro Titan``: ``checker._starts_the_name``) or is one word that is a
    nickname (``_nickname``: ``Murktide``, ``TO, Lurrus``); or, but in a signature
    (``signed``: ``Bob Smith``, a name), a word of it written with a capital is a legend's
    short name, a nickname of one card or a card's whole name, a possessive's ending aside
    (``Hello Oko fans``, ``Hello Lurrus fans``, ``Grief's here``). Such a line may list the
    card: it stays an unknown card, counted, never a note (README, "Unknown cards count").
    Pure but for the card data's look-ups."""
    parts = [part for part in phrase_parts(text) if len(part) > _SHORT_FORM]
    if any(_part_names_a_card(part, database) or _nickname(part, database, signed)
           for part in parts):
        return True
    return not signed and any(_capital_names_a_card(word, database) for word in text.split())


def phrase_parts(text: str) -> list[str]:
    """The parts of ``text`` between commas, semicolons, colons or dashes between spaces
    (``_PARTS``: ``TO, Oko``: ``TO``, ``Oko``), without their end marks; never parted at
    a split card's ``//``. Pure."""
    return [part.strip(_END_MARKS + " ") for part in _PARTS().split(text)]


def _part_names_a_card(part: str, database: CardDatabase) -> bool:
    """Whether ``part``, words between marks, names a card, a face, one within a typo,
    a legend by its short name, or the start of a card's name (``phrase_names_a_card``)."""
    found = database.resolve(part, suggest=False)
    return found.card is not None or bool(found.candidates) \
        or database.nearly_names_a_card(part) or starts_a_name(part, database)


def starts_a_name(part: str, database: CardDatabase) -> bool:
    """Whether ``part`` (words between marks, ``_PARTS``) is a legend's short name or the
    first words of a card's name, or within a typo of them, as players write a card
    (``started_names``)."""
    return bool(started_names(part, database))


def started_names(part: str, database: CardDatabase) -> list[str]:
    """The names of the cards ``part`` (words between marks, ``_PARTS``) starts: as a
    legend's short name (``Oko``, ``Hogaak``: ``same_short_name``), by the first words of
    the name, two or more (``Oko Thief``, ``Uro Titan``: ``checker._starts_the_name``), or
    within a typo of them (``Hogak Arisen``: ``_nearly_starts``), as players write a card: a
    header's remark so written names it (``Sideboard (Oko)``). Empty when it starts none."""
    from cardtools.checker import _starts_the_name

    if short := database.same_short_name(part):
        return short
    words = _WORD().findall(normalise(part))
    if not words or len(words[0]) <= _SHORT_FORM:
        return []
    started = [*database.same_short_name(words[0]),
               *(card.name for word in words if len(word) > _SHORT_FORM
                 for card, _key in database.word_matches(word, _STARTED))]
    return list(dict.fromkeys(
        name for name in started if _starts_the_name(normalise(part), normalise(name))
        or _nearly_starts(words, normalise(name))))


def _nearly_starts(words: list[str], name: str) -> bool:
    """Whether ``words``, two or more, are within a typo of the first words of the
    normalised ``name``, the rest left out (``hogak arisen``: Hogaak, Arisen Necropolis),
    marks aside (``NEARLY``)."""
    named = _WORD().findall(name)
    return 1 < len(words) < len(named) and difflib.SequenceMatcher(
        None, " ".join(words), " ".join(named[:len(words)])).ratio() >= NEARLY


#: A word of a normalised name, its marks aside.
_WORD = lazy_pattern(r"\w+")


def _capital_names_a_card(word: str, database: CardDatabase) -> bool:
    """Whether ``word``, written with a capital, names a legend by its short name or one card
    by a nickname (``_nickname``), its marks aside (``Oko``, ``Lurrus``), or a card by its
    whole name before a possessive's ending (``Grief's``; a card's name alone, ``Wish
    targets``, is a remark's word: ``_holds_a_card`` reads those)."""
    bare = word.strip(_END_MARKS + " ")
    owner = re.sub(r"['\u2019]s$", "", bare)
    if not bare[:1].isupper() or len(owner) <= _SHORT_FORM:
        return False
    found = database.resolve(owner, suggest=False) if owner != bare else None
    return bool(database.same_short_name(bare)) or _nickname(bare, database, False) or (
        found is not None and found.card is not None
        and normalise(found.card.name) == normalise(owner))


def _nickname(word: str, database: CardDatabase, signed: bool) -> bool:
    """Whether ``word``, one word with a capital first, is what players call a card: a
    whole word of the own name of one card only (``word_matches``: ``Deathrite``,
    ``Murktide``; not of another name of it, ``Ken`` of Ken, Burning Brawler), or, on a
    line of its own under a sign-off (``signed``), of any card's (``Goyf``, ``Twin``) or
    within a typo of a name the card data suggests (``Grif``: Grief; not ``Chloé``)."""
    if " " in word or not word[:1].isupper():
        return False
    named = {card.name for card, key in database.word_matches(normalise(word), _STARTED)
             if normalise(card.name) == key}
    if len(named) == 1 or (signed and named):
        return True
    return signed and len(word) > _SHORT_FORM + 1 and any(
        difflib.SequenceMatcher(None, normalise(word), normalise(name)).ratio() >= NEARLY
        for name in database.suggest(word))


#: How many names holding a word are asked whether a run of words starts them.
_STARTED = 50
#: What parts a phrase into words that may each name a card: a comma, a semicolon, a colon,
#: a dash between spaces (``TO, Oko``, ``Sideboard - Oko``); never a split card's ``//``.
_PARTS = lazy_pattern(r"[,;:]| [-\u2013\u2014] ")


def _holds_a_card(text: str, database: CardDatabase) -> bool:
    """Whether a word of ``text`` or a run of its words names a card by its whole name
    (the same reading as a title's or a note's: ``Bob Smith Grief``, ``P.S. Black
    Lotus``): a line of prose that holds one may list that card, and stays an unknown
    card, never a note."""
    from cardtools.checker import hidden_card  # the reader of a title's words

    return hidden_card(text, set, database) is not None


def _names_a_card(text: str, database: CardDatabase) -> bool:
    """Whether ``text`` names a card, several, or one within a typo, or is a legend's
    short name (``Emil``: Emil, Vastlands Roamer)."""
    found = database.resolve(text, suggest=False)
    return (found.card is not None or bool(found.candidates)
            or database.nearly_names_a_card(text) or bool(database.same_short_name(text)))


#: The kinds of prose of the lines opening a list that are read as notes, and of the
#: block closing it (a sign-off, then the name signed under it).
_OPENING = ("a greeting",)
_CLOSING = ("a sign-off", "a signature")


def prose_read(entries: list[DeckEntry], database: CardDatabase | None, text: bool = True
               ) -> tuple[list[DeckEntry], list[Finding]]:
    """``entries`` (a deck's lines, resolved, in file order) with each line read as prose
    (``prose``) holding the cards it counts (``prose_copies``; 0, no card the player holds,
    for ``Thanks,``), so that every count made of the entries (zone sizes, the counts a
    list declares, the deck's shape) leaves out the same lines (README, "Unknown cards
    count"); and, in a decklist written as text (``text``: an e-mail's body pasted around
    it), read as ``reading`` notes, out of the entries, the greetings opening the list and
    the sign-off block closing it (``_sure_prose``). Returns the entries kept and those
    notes. Pure but for the card data's look-ups."""
    unresolved = [entry for entry in entries if entry.card is None]
    kinds = prose(unresolved) if unresolved else {}
    if not kinds:
        return entries, []
    copies = {id(entry): prose_copies(entry, kinds[id(entry)], database)
              for entry in unresolved if id(entry) in kinds}
    noted = _sure_prose(entries, kinds, copies) if text else []
    notes = [Finding("reading", _prose_note(entry.line.name, kinds[id(entry)]),
                     line=entry.line.line, zone=entry.zone) for entry in noted]
    left = {id(entry) for entry in noted}
    kept = [entry if id(entry) not in copies or copies[id(entry)] == entry.count
            else DeckEntry(entry.line, entry.resolution, copies[id(entry)])
            for entry in entries if id(entry) not in left]
    return kept, notes


def _prose_note(written: str, kind: str) -> str:
    """The ``reading`` note of a line read as prose of ``kind`` and as a note, no card."""
    return f"'{written}' names no card and looks like prose ({kind}): read as a note, not a card"


def _sure_prose(entries: list[DeckEntry], kinds: dict[int, str], copies: dict[int, int]
                ) -> list[DeckEntry]:
    """The entries read as notes, not unknown cards: the greetings opening the list
    (``Hi TO,``) and the sign-off block closing it (``Thanks,`` and at most
    ``_SIGNATURE_LINES`` lines of the name signed under it), each as a whole when every
    line of it holds no card (``copies`` 0: none named even within a typo) and no count
    (``held_card_lines``: ``Thanks, 4 Black Lotus``), and some other line is no prose (a
    file of prose alone is no decklist: ``prose_only``). ``kinds``: the prose's kinds."""
    if all(id(entry) in kinds for entry in entries):
        return []
    opening = _run(entries, kinds, _OPENING)
    closing = _run(entries[::-1], kinds, _CLOSING)[::-1]
    return [entry for block in (opening, closing) if _holds_nothing(block, copies)
            for entry in block]


def _run(entries: list[DeckEntry], kinds: dict[int, str], wanted: tuple[str, ...]
         ) -> list[DeckEntry]:
    """The entries opening ``entries`` whose prose is of a kind ``wanted``."""
    run = []
    for entry in entries:
        if kinds.get(id(entry)) not in wanted:
            break
        run.append(entry)
    return run


def _holds_nothing(block: list[DeckEntry], copies: dict[int, int]) -> bool:
    """Whether no line of ``block`` holds a card (``copies``) or a count before words."""
    from cardtools.decklist.text import held_card_lines

    return all(not copies[id(entry)] and not held_card_lines(entry.line.name)
               for entry in block)
