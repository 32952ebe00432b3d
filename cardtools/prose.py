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
    from cardtools.checker import DayLists

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


def _listed(text: str, any_length: bool = False) -> tuple[str, list[str]] | None:
    """``listed_kind`` of ``text`` and the words after its phrase (small letters, no
    marks: ``Hi everyone``, ``["everyone"]``), ``None`` for none; with ``any_length``, a
    greeting's phrase opens a line of any length, whatever follows it (``Hi TO and all my
    friends, Oko``: a note's words read as a greeting's, ``note_names_a_card``)."""
    zones = bundled_zones()
    small = text.lower()
    words = _words(text)
    short = 0 < len(words) <= _FEW_WORDS
    for size in range(_PHRASE_WORDS, 0, -1):
        start = " ".join(words[:size])
        opens = small.lstrip().startswith(tuple(start + end for end in _PHRASE_ENDS))
        if (short or opens or any_length or _addressed_then_marked(text, size)) \
                and start in zones.greeting_words:
            return "a greeting", words[size:]  # "Hi TO,": no card's name opens so
        if (opens or (short and (len(start) > _SHORT_FORM or len(words) == size))) \
                and start in zones.sign_off_words:
            return "a sign-off", words[size:]
        if start in zones.intro_words:
            return "a sentence", words[size:]
    return None


def _addressed_then_marked(text: str, size: int) -> bool:
    """Whether ``text``'s words after its first ``size`` (a greeting's phrase) are words
    addressing the reader (the game data's ``addressee_words``), one at least, then a
    comma, ``!``, `` -`` or ``:`` (``Hi TO, Oko & Nadu & Lurrus``, ``Hello all - ...``):
    the greeting opens the line as ``Hi,`` does, however long it goes on. Pure but for
    reading the game data."""
    after = _after_words(text, size)
    addressees = bundled_zones().addressee_words
    words = 0
    while (word := _ADDRESSEE_ONLY().match(after)) and word[1].lower() in addressees:
        after, words = after[word.end():], words + 1
    return words > 0 and after.startswith(tuple(end.strip() for end in _PHRASE_ENDS))


#: A word opening a greeting's words and the spaces after it (``TO ``, ``all``).
_ADDRESSEE_ONLY = lazy_pattern(r"\s*([^\s,;:!.]+)\s*")


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


def _phrased(entry: DeckEntry, kind: str) -> bool:
    """Whether ``entry``, a line read as prose of ``kind``, is opened by a phrase of the
    game data's word lists: a greeting, a sign-off, or a sentence presenting the list
    (``intro_words``: ``Here is my list for Saturday.``), whose words after the phrase are
    read for a card as a greeting's are (``_phrase_names_no_card``)."""
    return kind in _LISTED or (kind == "a sentence"
                               and listed_kind(entry.line.name) == "a sentence")


def prose_copies(entry: DeckEntry, kind: str, database: CardDatabase | None,
                 played: frozenset[str] = frozenset(), refused: DayLists | None = None) -> int:
    """How many cards a line read as prose (``kind``, from ``prose``) still counts toward
    its zone's size (README, "Unknown cards count": the player holds the cards the list
    names): 0, left out, only when it names no card even within a typo or without its
    punctuation and holds no count; else its count. Read without its end marks and
    times (``_bare_text``): a count there (``Relic of Progenitus x3.``) is its count, as
    is the count of a card line after its words (``held_card_line``: ``Thanks, 4 Black
    Lotus`` counts 4); any line when it holds a printing's mark the reading took out
    (``written_with_a_printing``: ``Deathrite (MH1)``); a sentence, time or note when it
    names a card exactly, within a typo or by a legend's short name, holds a card's whole
    name among its words (``_holds_a_card``) or the card data suggests a card for it
    (``Lava Spike!``, ``Dispel 10:00``); a signature when it holds a card's whole name
    (``Bob Smith Grief``) or a part of it names one as players write it
    (``phrase_names_a_card``: ``Emil``, ``lurrus``, ``Oko Thief``, ``Oko & Nadu``); a
    greeting or sign-off (``_phrase_names_no_card``) when the words after its phrase and
    addressee do so, read as written (``Hi TO, Oko``, ``Hi TO, Fire // Ice``, whose ``//``
    is no comment), its phrase alone never (``Cheers,``: a name close to ``Cheer``; ``Hi
    everyone``, which the card data finds close to Hivestone). A card of ``played`` (the
    deck's own, canonical names) so named in a greeting, sign-off or signature is the
    deck's title, no card (``Hi all, Izzet Murktide``); a signature of one word written as a
    person's name (``signed_name``: ``Tom``, ``Ezio``), or after a sign-off's phrase on its
    line (``Cheers, Tom``) or a greeting's (``Hi Tom,``), is none; but any of them counts
    when a part calls a card the format refuses on the day (``refused_call``: on its lists
    or out of its card pool, ``refused``; ``Okko`` in Modern, ``Ragavan`` in Pioneer).
    ``database`` ``None``: its count."""
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
    if _phrased(entry, kind):
        # as written: a split card's "//" is no comment there ("Hi TO, Fire // Ice")
        written = _bare_text(entry.line.printing or entry.line.name, kind)
        after = _after_phrase(written)
        if refused_call(after, database, refused) is not None:
            return entry.count  # "Cheers, Okko", "Hi TO, Ragavan" in Pioneer
        signed = kind in _LISTED and signed_name(after, database)  # "Cheers, Tom", "Hi Tom,"
        return 0 if signed or _phrase_names_no_card(written, database, played) else entry.count
    if kind == "a signature":
        if refused_call(text, database, refused) is not None:
            return entry.count
        if signed_name(text, database):
            return 0
        return entry.count if _holds_a_card(text, database, played) or phrase_names_a_card(
            text, database, played) else 0
    if _names_a_card(text, database) or _holds_a_card(text, database) \
            or entry.resolution.suggestions:
        return entry.count
    return 0


def signed_name(text: str, database: CardDatabase) -> bool:
    """Whether ``text``, a line under a sign-off or a greeting's or sign-off's words after
    its phrase, is a person's name signed or addressed there though it calls cards (README,
    "Unknown cards count"): one word written as a name is, a capital then small letters
    (``Tom``, ``Will``, ``Ezio``: Tom, Bert, and William...), that is no card's whole name
    or face (``Fire`` is one). A word in small letters or capitals (``oko``, ``RAGAVAN``)
    is written as a card is. The caller first asks whether it calls a card the format
    refuses (``refused_call``: ``Oko`` in Modern, ``Ragavan`` in Pioneer stay card lines).
    Pure but for the card data's look-ups."""
    word = text.strip()
    if not _WRITTEN_AS_A_NAME().fullmatch(word):
        return False
    found = database.resolve(word, suggest=False)
    return found.card is None and not found.candidates


def refused_call(text: str, database: CardDatabase, refused: DayLists | None) -> str | None:
    """The card a part of ``text`` (``phrase_parts``: a greeting's or sign-off's words after
    its phrase, a signature) calls that the format refuses on the day (``refused``: on its
    banned or restricted list or out of its card pool, ``DayLists.refuses``), whether the
    deck plays it or not (a restricted card's second copy is refused too): one the part
    calls as players write a card (``_card_part``: ``Ragavan`` in Pioneer, ``Narset`` in
    Vintage), or a listed card it calls in any case or within a typo of its short name,
    however short, as a token's line is read (``checker.listed_called``: ``Okko``,
    ``Lurus``, ``Hogak``), also as the first word of a part of more (``Oko the Thief``).
    ``None`` for none, and without the day's lists. Such a part is a
    card line, counted: no refused card hides as a person's name."""
    if refused is None:
        return None
    from cardtools.checker import listed_called

    for part in _addressed_parts(text):
        # "Oko the Thief": a listed card's short name opening a name of more words
        words = part.split()[:1] if " " in part else []
        for name in (*_card_part(part, database),
                     *(called for word in (part, *words)
                       for called in listed_called(word, database, refused))):
            card = database.resolve(name, suggest=False).card
            if card is not None and refused.refuses(card):
                return card.name
    return None


#: One word written as a person's name: a capital, then small letters only (``Tom``).
_WRITTEN_AS_A_NAME = lazy_pattern(r"[^\W\d_a-z][^\W\d_A-Z]+")


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


def note_names_a_card(text: str, database: CardDatabase, played: frozenset[str],
                      refused: DayLists | None = None) -> bool:
    """Whether ``text``, a line read as a note (a title above the list, a label), may name
    a card the deck (``played``) does not play: a line opened by a phrase of the game
    data's word lists, a greeting's of any length (``_listed``: ``Hi TO and all my friends,
    Oko``), a sign-off's or one presenting the list (``Here is my list, oko``), whose words
    may list one (``_phrase_names_no_card``), read as a label's too (``Hi TO: oko``); any
    line listing two cards or more (``lists_cards``: ``Oko & Nadu & Lurrus``); or any line
    one of whose parts after its first calls a card (``_marked_part_calls_a_card``: ``Izzet
    Murktide, Oko``, ``List: Izzet Murktide (Oko)``), or whose first calls a card the
    format's banned or restricted lists of the day hold (``refused``: ``Oko, Izzet
    Murktide`` in Modern). A person's field (``person_value``: ``Owner: Tom, Bob``) names
    only a card those lists hold (``Owner: Oko``). Not the card pool: a person's name, a
    word, calls cards out of it (``Tom``: Tom, Bert, and William; ``Death & Taxes``: Life
    // Death). Pure but for the card data's look-ups."""
    value = person_value(text)
    if value is not None:
        return refused is not None and _calls_a_card(phrase_parts(value), database, played,
                                                     refused)
    return (_listed(text, any_length=True) is not None
            and not _phrase_names_no_card(text, database, played, refused)) \
        or lists_cards(text, database, played) \
        or _marked_part_calls_a_card(text, database, played, refused)


#: A field's label and its value, after a colon or a dash between spaces (``Owner: Tom``,
#: ``Author - Bob``, ``Built by: Ann``).
_FIELD = lazy_pattern(r"^\s*(\w[\w' ]{0,30}?)\s*(?::|\s[-\u2013\u2014]\s)\s*(\S.*)$")


def person_value(text: str) -> str | None:
    """The value of ``text`` when it is a field whose label is one of the game data's
    ``person_field_words`` (``Owner: Tom, Bob``: ``Tom, Bob``; ``Author - Bob``; ``by
    Alice``, a byline too): a person's, a team's or a place's name, no card's; ``None``
    for another line. Pure but for reading the game data."""
    labels = bundled_zones().person_field_words
    field = _FIELD().match(text)
    if field is not None and " ".join(field[1].lower().split()) in labels:
        return field[2]
    first, _, rest = text.strip().partition(" ")
    return rest if rest and first.lower() in labels & bundled_zones().byline_words else None


def _marked_part_calls_a_card(text: str, database: CardDatabase, played: frozenset[str],
                              refused: DayLists | None = None) -> bool:
    """Whether a part of ``text`` after its first (``phrase_parts``: between commas,
    colons, dashes, brackets, a sentence's end, ``&``, ``+``, ``/`` or a joining word)
    calls a card as players write one (``_card_part``: a whole name, a legend's short name
    in any case, the words after a legend's comma), none of which the deck (``played``)
    plays: ``Izzet Murktide, Oko``, ``Saturday list - Oko``, ``Izzet Murktide (Oko)``,
    ``List: Izzet Murktide, Oko``; ``Jeskai, Teferi`` above a Teferi the deck plays is its
    title's. The first part is the title's own (``Oko Combo``), unless it calls a card
    the format's lists of the day hold (``refused``: ``Oko, Izzet Murktide`` in Modern)."""
    head = re.split(rf"{_PARTS().pattern}|{_SENTENCES().pattern}", text, maxsplit=1)
    rest = phrase_parts(text[len(head[0]):]) if len(head) > 1 else []
    # the first part whole: a joining word there is the title's ("Death and Taxes, Lyon")
    return _calls_a_card(rest, database, played) or (
        refused is not None and _calls_a_card([head[0].strip()], database, played, refused))


def _calls_a_card(parts: list[str], database: CardDatabase, played: frozenset[str],
                  refused: DayLists | None = None) -> bool:
    """Whether one of ``parts`` calls a card (``_card_part``), the deck (``played``)
    playing none of those it may call (``Teferi`` above Teferi, Time Raveler is the
    title's); with ``refused``, one the format's lists of the day hold."""
    # a part of title words alone ("Esper", "Burn") is the title's, whatever card it names
    return any(not set(names) & played
               and (refused is None
                    or any(_refused(name, database, refused, pool=False) for name in names))
               for part in parts
               if len(part) > _SHORT_FORM and not _grouping_only(part)
               and (names := _card_part(part, database)))


def lists_cards(text: str, database: CardDatabase, played: frozenset[str]) -> bool:
    """Whether ``text``, its greeting's phrase and addressee aside (``_after_phrase``),
    lists two cards or more as players write them: two parts of it at least
    (``phrase_parts``: between commas, ``&``, ``+``, ``/``, a joining word) each name a
    card, other cards each (``_card_part``: ``Oko & Nadu & Lurrus``, ``Hi TO and friends,
    Oko + Nadu``), one the deck (``played``) does not play. Such a line hides the cards
    it lists when read as a note: hostile players write so. ``Fire & Ice`` names one
    card's two faces, no list; a part that may call a card the deck plays (one of the cards
    a short name fits: ``Thalia`` above Thalia, Guardian of Thraben) calls the deck's own,
    its title's (``Goryo's - Atraxa, Griselbrand``); and a face of a card of two faces alone
    (``Death``, of Life // Death: a common word) is no card the line hides, another part must
    call one (``Death & Taxes - Thalia, Stoneforge`` is a title, ``Fire & Oko`` lists Oko).
    Pure but for the card data's look-ups."""
    parts = [(part, frozenset(names)) for part in _addressed_parts(_after_phrase(text))
             if (names := _card_part(part, database))]
    return len({names for _part, names in parts}) > 1 and any(
        not names & played and not _a_face_alone(part, names) for part, names in parts)


def _a_face_alone(part: str, names: frozenset[str]) -> bool:
    """Whether ``part`` names its one card (``names``) by one face of its two or more only
    (``Death``: Life // Death). Pure."""
    faces = [face for name in names for face in name.split(" // ")]
    return len(names) == 1 and len(faces) > 1 and normalise(part) in map(normalise, faces)


def _phrase_names_no_card(text: str, database: CardDatabase,
                          played: frozenset[str] = frozenset(),
                          refused: DayLists | None = None) -> bool:
    """Whether ``text``, a greeting or sign-off of the game data's word lists, names no
    card the deck (``played``) does not play: not as a whole (``_names_a_card``), nor by
    a card's whole name among the words after its phrase (``_holds_a_card``: ``Hi TO,
    Grief``, ``Hello Grief fans``), nor by those words, as written, as players write a
    card (``phrase_names_a_card``: ``Hi TO, Oko``, ``Hi all, Thoughtsieze``, ``Hello Oko
    fans``), nor by a card the day refuses (``refused``) that they call, a typo of its short
    name too (``refused_call``: ``Here is my deck, Yorian``, ``Thanks, Okko``), as a
    signature's are read; none after its phrase (``Best regards``) names none; the phrase's
    own words never count (a card may be named like a greeting's word)."""
    after = _after_phrase(text)
    return not _words(after) or not (_names_a_card(text, database)
                                     or refused_call(after, database, refused) is not None
                                     or _holds_a_card(after, database, played)
                                     or phrase_names_a_card(after, database, played)
                                     or _capital_names_a_card(text, database, played))


def _after_phrase(text: str) -> str:
    """The words of ``text``, a line of prose, after its greeting's or sign-off's phrase
    (``_listed``) and, for a greeting, after the words addressing the reader that follow it
    (the game data's ``addressee_words``, and ``joining_words`` between them: ``Hi TO,
    Oko``, ``hi all ragavan``, ``Hi TO and friends oko``: ``Oko``, ``ragavan``, ``oko``; ``Hi
    there``: none), as written; all of it for another line."""
    listed = _listed(text, any_length=True)
    if listed is None:
        return text
    after = _after_words(text, len(_words(text)) - len(listed[1]))
    if listed[0] != "a greeting":
        return after
    # "Hi TO and friends oko": the joining words between addressees address no card either
    addressees = bundled_zones().addressee_words | bundled_zones().joining_words
    while (word := _ADDRESSEE().match(after)) and word[1].lower() in addressees:
        after = after[word.end():]
    return after


#: A word opening a greeting's words, and the marks after it (``TO, ``, ``all ``).
_ADDRESSEE = lazy_pattern(r"\s*([^\s,;:!.]+)[\s,;:!.-]*")


def _after_words(text: str, size: int) -> str:
    """``text`` after its first ``size`` words, as ``_listed`` parts them (``Hi TO, Oko``,
    2: ``Oko``)."""
    words = re.match(rf"\s*(?:[^\s,!.]+[\s,!.]*){{{size}}}", text)
    return text[words.end():] if words is not None else text


def phrase_names_a_card(text: str, database: CardDatabase,
                        played: frozenset[str] = frozenset()) -> bool:
    """Whether ``text`` (a greeting's or sign-off's words after its phrase, a signature)
    may list a card, read as players write one (README, "Unknown cards count"): a part of it
    (``phrase_parts``: between commas, dashes, colons, brackets, ``&``, ``+``, ``/`` or a
    joining word, its markup aside: ``Oko & Nadu``, ``(Oko)``; a greeting's addressee left
    out by the caller, ``_after_phrase``) names a card in any case (``_card_part``: a whole name or
    face, a legend's short name, a name's first two words or more, a typo of a name of two
    words or more), one the deck (``played``: canonical names) does not play: one it plays
    so named is the deck's title (``Hi all, Izzet Murktide``). A word of one card's name
    alone (``Murktide``, ``John``) is none: ``phrase_maybe_card``. Pure but for the card
    data's look-ups."""
    return any(not set(names) <= played for part in _addressed_parts(text)
               if (names := _card_part(part, database)))


def phrase_maybe_card(text: str, database: CardDatabase, played: frozenset[str],
                      refused: DayLists | None = None) -> str | None:
    """The card a part of ``text`` (a greeting's or sign-off's words after its phrase, a
    signature), one word only, may name (``_called_by_one_word``: a legend's short name,
    ``Tom``; a word of its name, ``Murktide``, ``John``, ``Steve``; a typo of a short name,
    ``Okko``, or of a name of one word, ``Grif``, ``Thoughtsieze``), when the deck (``played``)
    plays none of those cards, the one the format refuses first (``refused``: ``Okko``
    in Modern, Oko, Thief of Crowns); ``None`` for none. Such a line is a note, counted
    for no card, with a warning that it may be that card. Pure but for the card data's
    look-ups."""
    for part in _addressed_parts(text):
        if " " not in part and (names := _called_by_one_word(part, database)) \
                and not set(names) & played:
            return min(names, key=lambda name: not _refused(name, database, refused))
    return None


def _refused(name: str, database: CardDatabase, refused: DayLists | None,
             pool: bool = True) -> bool:
    """Whether the format refuses the card of canonical ``name`` on the day (``refused``):
    on its banned or restricted lists, or, with ``pool``, out of its card pool
    (``DayLists.refuses``). Without ``pool`` for a title's or a person's field's word,
    which may be a card out of the pool (``Death`` of Life // Death, ``Bob``)."""
    card = database.resolve(name, suggest=False).card
    if refused is None or card is None:
        return False
    return refused.refuses(card) if pool else refused(card)


def _called_by_one_word(word: str, database: CardDatabase) -> list[str]:
    """The cards one ``word`` may call, the likeliest readings first: a legend's short name
    (``Tom``: Tom, Bert, and William; ``Lurrus``), a word of a card's own name
    (``Murktide``), a typo of a legend's short name (``Okko``: Oko, Thief of Crowns, not
    Okk) or of a name of one word (``Grif``: Grief); empty for none, and for a title or
    grouping word (``Rakdos``: a deck's title, not Rakdos, Lord of Riots)."""
    if _grouping_only(word):
        return []
    return (sorted(database.same_short_name(word)) or epithet_legends(word, database)
            or _word_of_a_name(word, database)
            or sorted(database.short_names_within_a_typo(word))
            or _near_one_word_name(word, database))


def _near_one_word_name(word: str, database: CardDatabase) -> list[str]:
    """The names the card data suggests for ``word`` that it is within a typo of
    (``NEARLY``), ``Grif``: Grief; none for a word of ``_SHORT_FORM`` + 1 letters or fewer
    (``Chloé`` is no card's, ``Gus`` a name and a card's) or a title or grouping word."""
    if len(word) <= _SHORT_FORM + 1 or _no_near_match(word):
        return []
    return [name for name in database.suggest(word)
            if difflib.SequenceMatcher(None, normalise(word), normalise(name)).ratio() >= NEARLY]


def phrase_parts(text: str) -> list[str]:
    """The parts of ``text`` between commas, semicolons, colons, dashes between spaces,
    brackets, ``&``, ``+``, ``/`` or a joining word of the game data (``_PARTS``: ``TO,
    Oko``: ``TO``, ``Oko``; ``Oko & Nadu``), then the sentences of each part that a
    sentence's end parts (``_SENTENCES``: ``list. Oko``, ``list... oko``, ``well! Oko``:
    ``Oko``, ``oko``), without their end marks and markup (``*Oko*``, ``Oko <3``), the empty
    ones left out. A part is read whole too: a card's name may hold such a mark
    (``Kerblam! Warehouse``, ``Dr. Eggman``). Pure but for reading the game data."""
    joining = "|".join(re.escape(word) for word in sorted(bundled_zones().joining_words))
    split = re.split(rf"(?:{_PARTS().pattern})|\s(?:{joining})\s", text, flags=re.IGNORECASE)
    pieces = (piece for part in split
              for piece in (part, *_sentences(part)))
    parts = (" ".join(word for word in piece.split() if any(char.isalpha() for char in word))
             for piece in pieces)
    return list(dict.fromkeys(
        bare for part in parts if (bare := part.strip(_END_MARKS + _MARKUP + " "))))


def _sentences(part: str) -> list[str]:
    """The sentences of ``part`` (``_SENTENCES``, and a full stop between a word in small
    letters and a capital, ``_GLUED_SENTENCE``: ``deck.Oko``, never ``U.S.Agent``), none when
    it is one."""
    sentences = re.split(f"{_SENTENCES().pattern}|{_GLUED_SENTENCE().pattern}", part)
    return sentences if len(sentences) > 1 else []


def _addressed_parts(text: str) -> list[str]:
    """The parts of ``text`` (``phrase_parts``) of more than ``_SHORT_FORM`` letters."""
    return [part for part in phrase_parts(text) if len(part) > _SHORT_FORM]


def _card_part(part: str, database: CardDatabase) -> list[str]:
    """The cards ``part``, words between marks, names in any case as players write a card:
    by a whole name or a face (``lurrus of the dream-den``, ``Fire``), several sharing it,
    by a legend's short name or a name's first words (``started_names``: ``oko``, ``Oko
    Thief``), by the words after a legend's comma (``by_its_epithet``: ``Thief of
    Crowns``), or within a typo of a whole name of two words or more (``Lurus of the
    Dream-Den``), a part of a title or grouping word aside (``Azorius list``); empty for
    none."""
    found = database.resolve(part, suggest=False)
    if found.card is not None:
        return [found.card.name]
    if found.candidates:
        return [card.name for card in found.candidates]
    if _grouping_only(part):
        return []  # "Rakdos", "Boros list": a deck's title, not Rakdos, Lord of Riots
    if started := (started_names(part, database) or epithet_legends(part, database)
                   or by_its_epithet(part, database)):
        return started
    if _no_near_match(part):
        return []
    return [card.name for card in database.cards_within_a_typo(part)
            if len(_WORD().findall(normalise(card.name))) > 1 and " " in part.strip()]


def epithet_legends(word: str, database: CardDatabase) -> list[str]:
    """The legendary card (rule 205.4d), the one card whose name holds ``word``, in any
    case, when its name opens with it then a word in small letters, as a legend named
    without a comma is called (``lurrus``: Lurrus of the Dream-Den; not ``Kate``, of Kate
    Stewart, a person's name, nor ``Ian``, of Ian the Reckless and others)."""
    named = _word_of_a_name(word, database)
    return [name for name in named[:1] if len(named) == 1
            and (card := database.resolve(name, suggest=False).card) is not None
            and "Legendary" in card.supertypes
            and normalise(name.split()[0]) == normalise(word) and name.split()[1][:1].islower()]


def by_its_epithet(part: str, database: CardDatabase) -> list[str]:
    """The names of the legends whose name's part after its comma ``part``, two words or
    more, is in any case (``Winged Wisdom``: Nadu, Winged Wisdom), as a player may call a
    legend; empty for one word (``Ooze``, a token's too) or none such."""
    key = normalise(part)
    if " " not in key or "," in key:
        return []
    return [card.name for card, found in database.word_matches(key, _STARTED)
            if found.partition(", ")[2] == key and normalise(card.name) == found]


def _grouping_only(part: str) -> bool:
    """Whether every word of ``part`` is a title or grouping word of the game data
    (``Rakdos``, ``Selesnya list``): a deck's title, naming no card but by its whole
    name."""
    zones = bundled_zones()
    return all(word in zones.title_words or word in zones.grouping_words
               for word in _words(part))


def _no_near_match(part: str) -> bool:
    """Whether ``part`` holds a title or grouping word of the game data (``list``,
    ``Azorius``, ``Boros``, ``deck``): words that name a deck or a group of cards, never
    within a typo of a card's name."""
    zones = bundled_zones()
    return any(word in zones.title_words or word in zones.grouping_words
               for word in _words(part))


def _word_of_a_name(word: str, database: CardDatabase) -> list[str]:
    """The names of the cards whose own name holds ``word`` as a whole word, in any case
    (``murktide``: Murktide Regent; ``Steve``: Captain America, Steve Rogers), the best
    ranked first; none for a word of ``_SHORT_FORM`` letters or fewer, a title or
    grouping word (``list``, ``Boros``), or one more than ``_NICKNAMED`` names hold
    (``Lotus``, ``all``: no card in particular)."""
    if len(word) <= _SHORT_FORM or _no_near_match(word):
        return []
    key = normalise(word)
    named = list(dict.fromkeys(
        card.name for card, found in database.word_matches(key, _STARTED)
        if normalise(card.name) == found and key in _WORD().findall(found)))
    return named if len(named) <= _NICKNAMED else []


def starts_a_name(part: str, database: CardDatabase) -> bool:
    """Whether ``part`` (words between marks, ``_PARTS``) is a legend's short name or the
    first words of a card's name, or within a typo of them, as players write a card
    (``started_names``)."""
    return bool(started_names(part, database))


def started_names(part: str, database: CardDatabase) -> list[str]:
    """The names of the cards ``part`` (words between marks, ``_PARTS``) starts: as a
    legend's short name (``Oko``, ``Hogaak``: ``same_short_name``), by the first words of
    the name, two or more (``Oko Thief``, ``Uro Titan``: ``checker._starts_the_name``), or
    within a typo of them (``Hogak Arisen``: ``_nearly_starts``; never a part holding a
    title or grouping word, ``Azorius list``), as players write a card: a header's remark
    so written names it (``Sideboard (Oko)``). Empty when it starts none."""
    from cardtools.checker import _starts_the_name

    if short := database.same_short_name(part):
        return short
    words = _WORD().findall(normalise(part))
    if not words or len(words[0]) <= _SHORT_FORM:
        return []
    started = [*database.same_short_name(words[0]),
               *(card.name for word in words if len(word) > _SHORT_FORM
                 for card, _key in database.word_matches(word, _STARTED))]
    near = not _no_near_match(part)
    return list(dict.fromkeys(
        name for name in started if _starts_the_name(normalise(part), normalise(name))
        or (near and _nearly_starts(words, normalise(name)))))


def _nearly_starts(words: list[str], name: str) -> bool:
    """Whether ``words``, two or more, are within a typo of the first words of the
    normalised ``name``, the rest left out (``hogak arisen``: Hogaak, Arisen Necropolis),
    marks aside (``NEARLY``)."""
    named = _WORD().findall(name)
    return 1 < len(words) < len(named) and difflib.SequenceMatcher(
        None, " ".join(words), " ".join(named[:len(words)])).ratio() >= NEARLY


#: A word of a normalised name, its marks aside.
_WORD = lazy_pattern(r"\w+")


def _capital_names_a_card(text: str, database: CardDatabase, played: frozenset[str]
                          ) -> bool:
    """Whether a word of ``text`` written with a capital that opens no sentence (the
    line's first word or one after ``!``, ``?`` or ``.`` opens one: ``Hi! Here is my
    list``) names a card the deck (``played``) does not play: a legend by its short name,
    its marks aside (``Hello Oko fans``), or a card by its whole name before a possessive's
    ending (``Grief's here``; a card's name alone, ``Wish targets``, is a remark's word:
    ``_holds_a_card`` reads those)."""
    words = text.split()
    return any(not set(_capital_names(word, database)) <= played
               for at, word in enumerate(words)
               if at and not words[at - 1].rstrip(_CLOSING_MARKS).endswith(_SENTENCE_ENDS))


def _capital_names(word: str, database: CardDatabase) -> list[str]:
    """The cards ``word``, written with a capital, names by a legend's short name
    (``epithet_legends`` too: ``Lurrus``) or by
    a whole name before a possessive's ending (``_capital_names_a_card``); empty else."""
    bare = word.strip(_END_MARKS + _MARKUP + " ")
    owner = re.sub(r"['\u2019]s$", "", bare)
    if not bare[:1].isupper() or len(owner) <= _SHORT_FORM or _grouping_only(bare):
        return []
    found = database.resolve(owner, suggest=False).card if owner != bare else None
    if found is not None and normalise(found.name) == normalise(owner):
        return [found.name]
    return database.same_short_name(bare) or epithet_legends(bare, database)


#: Most names holding a word that players may call one of them by (``John``: Sergeant John
#: Benton, U.S.Agent, John Walker; ``Twin``, of 8; not ``Lotus``, of 28 names).
_NICKNAMED = 10
#: How many names holding a word are asked whether a run of words starts them.
_STARTED = 50
#: What parts a phrase into words that may each name a card: a comma, a semicolon, a colon,
#: a dash between spaces, a bracket, ``&``, ``+`` or ``/`` (``TO, Oko``, ``Sideboard - Oko``,
#: ``Oko/Nadu``): a split card's ``//`` parts it into its faces, each a card's name too.
_PARTS = lazy_pattern(r"[,;:()\[\]{}&+/]| [-\u2013\u2014] ")
#: What ends a sentence inside a part (``_SENTENCE_ENDS``, a run of them: ``list... oko``,
#: ``well. Oko``, ``Hi!Oko``), but a full stop between two letters (``U.S.Agent``).
_SENTENCES = lazy_pattern(rf"(?:(?!(?<=\w)\.(?=\w))[{re.escape(''.join(_SENTENCE_ENDS))}])+")
#: A full stop run into the next sentence: after two small letters, before a capital
#: (``my deck.Oko``: a missed space, where ``U.S.Agent``'s stops follow capitals).
_GLUED_SENTENCE = lazy_pattern(r"(?<=[^\W\d_A-Z]{2})\.(?=[^\W\d_a-z])")
#: Markup around a part (``*Oko*``, ``_Oko_``, ``<Oko>``).
_MARKUP = "*_~<>=\"'`"


def _holds_a_card(text: str, database: CardDatabase, played: frozenset[str] = frozenset()
                  ) -> bool:
    """Whether a word of ``text`` or a run of its words names a card by its whole name
    (the same reading as a title's or a note's: ``Bob Smith Grief``, ``P.S. Black
    Lotus``): a line of prose that holds one may list that card, and stays an unknown
    card, never a note; one the deck plays (``played``) is its title's."""
    from cardtools.checker import hidden_card  # the reader of a title's words

    return hidden_card(text, lambda: set(played), database) is not None


def _names_a_card(text: str, database: CardDatabase) -> bool:
    """Whether ``text`` names a card, several, or one within a typo, or is a legend's
    short name (``Emil``: Emil, Vastlands Roamer)."""
    found = database.resolve(text, suggest=False)
    return (found.card is not None or bool(found.candidates)
            or database.nearly_names_a_card(text) or bool(database.same_short_name(text)))


#: The kinds of prose of the block closing a list that is read as notes (a sign-off,
#: then the name signed under it); the lines opening it so read are ``_opens_a_list``'s.
_CLOSING = ("a sign-off", "a signature")


def prose_read(entries: list[DeckEntry], database: CardDatabase | None, text: bool = True,
               refused: DayLists | None = None) -> tuple[list[DeckEntry], list[Finding]]:
    """``entries`` (a deck's lines, resolved, in file order) with each line read as prose
    (``prose``) holding the cards it counts (``prose_copies``; 0, no card the player holds,
    for ``Thanks,``), so that every count made of the entries (zone sizes, the counts a
    list declares, the deck's shape) leaves out the same lines (README, "Unknown cards
    count"); and, in a decklist written as text (``text``: an e-mail's body pasted around
    it), read as ``reading`` notes, out of the entries, the greetings opening the list and
    the sign-off block closing it (``_sure_prose``), with a warning on each greeting,
    sign-off or signature counted for no card that may be one (``_maybe_card_warning``:
    ``Thanks,`` then ``Murktide``); ``refused``, the format's lists and card pool of the
    day (``refused_call``).
    Returns the entries kept and those findings. Pure but for the card data's look-ups."""
    unresolved = [entry for entry in entries if entry.card is None]
    kinds = prose(unresolved) if unresolved else {}
    if not kinds:
        return entries, []
    played = frozenset(entry.card.name for entry in entries if entry.card is not None)
    copies = {id(entry): prose_copies(entry, kinds[id(entry)], database, played, refused)
              for entry in unresolved if id(entry) in kinds}
    noted = _sure_prose(entries, kinds, copies) if text else []
    notes = [Finding("reading", _prose_note(entry.line.name, kinds[id(entry)]),
                     line=entry.line.line, zone=entry.zone) for entry in noted]
    notes += [warning for entry in unresolved if id(entry) in copies and not copies[id(entry)]
              and (warning := _maybe_card_warning(entry, kinds[id(entry)], database, played,
                                                  refused))]
    left = {id(entry) for entry in noted}
    kept = [entry if id(entry) not in copies or copies[id(entry)] == entry.count
            else DeckEntry(entry.line, entry.resolution, copies[id(entry)])
            for entry in entries if id(entry) not in left]
    return kept, notes


#: Where a line of each kind of prose that may name a card stands, for its warning (a
#: sentence's, one presenting the list only: ``_phrased``).
_PLACES = {"a greeting": "in a greeting", "a sign-off": "in a sign-off",
           "a signature": "under a sign-off", "a sentence": "in a sentence"}


def _maybe_card_warning(entry: DeckEntry, kind: str, database: CardDatabase | None,
                        played: frozenset[str], refused: DayLists | None = None) -> Finding | None:
    """The warning on a greeting, sign-off or signature counted for no card whose part of
    one word is a word of a card's name the deck does not play (``phrase_maybe_card``:
    ``Thanks,`` then ``Murktide``): it may be that card, written without its count, so the
    deck is never silently legal with it; ``None`` for none."""
    phrased = _phrased(entry, kind)
    if database is None or kind not in _PLACES or (kind == "a sentence" and not phrased):
        return None
    written = _bare_text(entry.line.printing or entry.line.name, kind)
    name = phrase_maybe_card(_after_phrase(written) if phrased else written,
                             database, played, refused)
    if name is None:
        return None
    return Finding("reading", (
        f"'{entry.line.name}' {_PLACES[kind]} may be the card {name}: not counted; write it "
        "with its count if it is one"), line=entry.line.line, zone=entry.zone,
        severity="warning")


def _prose_note(written: str, kind: str) -> str:
    """The ``reading`` note of a line read as prose of ``kind`` and as a note, no card."""
    return f"'{written}' names no card and looks like prose ({kind}): read as a note, not a card"


def _sure_prose(entries: list[DeckEntry], kinds: dict[int, str], copies: dict[int, int]
                ) -> list[DeckEntry]:
    """The entries read as notes, not unknown cards: the greetings and the sentences
    presenting the list opening it (``_opens_a_list``: ``Hi TO,``, ``Here is my list for
    Saturday.``) and the sign-off block closing it (``Thanks,`` and at most
    ``_SIGNATURE_LINES`` lines of the name signed under it), each as a whole when every
    line of it holds no card (``copies`` 0: none named even within a typo) and no count
    (``held_card_lines``: ``Thanks, 4 Black Lotus``; the greetings alone then, when a
    sentence presenting the list holds one: ``Here is my 4 Black Lotus``), and some other
    line is no prose (a file of prose alone is no decklist: ``prose_only``). ``kinds``:
    the prose's kinds."""
    if all(id(entry) in kinds for entry in entries):
        return []
    opening = _run(entries, lambda entry: _opens_a_list(entry, kinds))
    if not _holds_nothing(opening, copies):
        # "Here is my 4 Black Lotus" under "Hi TO,": the greetings alone, as without it
        opening = _run(entries, lambda entry: kinds.get(id(entry)) == "a greeting")
    closing = _run(entries[::-1], lambda entry: kinds.get(id(entry)) in _CLOSING)[::-1]
    return [entry for block in (opening, closing) if _holds_nothing(block, copies)
            for entry in block]


def _opens_a_list(entry: DeckEntry, kinds: dict[int, str]) -> bool:
    """Whether ``entry`` may stand in the prose opening a list (``kinds``: the prose's
    kinds): a greeting, or a sentence opened by the game data's ``intro_words`` (``Here is
    my list for Saturday.``, ``Hope you're well!``, ``Voici ma liste pour samedi``; not
    ``I may be late.``, nor a sign-off: ``Thanks,`` above the cards is no opening's)."""
    kind = kinds.get(id(entry))
    return kind in ("a greeting", "a sentence") and _phrased(entry, kind)


def _run(entries: list[DeckEntry], wanted: Callable[[DeckEntry], bool]) -> list[DeckEntry]:
    """The entries opening ``entries`` that are ``wanted``."""
    run = []
    for entry in entries:
        if not wanted(entry):
            break
        run.append(entry)
    return run


def _holds_nothing(block: list[DeckEntry], copies: dict[int, int]) -> bool:
    """Whether no line of ``block`` holds a card (``copies``) or a count before words."""
    from cardtools.decklist.text import held_card_lines

    return all(not copies[id(entry)] and not held_card_lines(entry.line.name)
               for entry in block)
