"""Deck-site markers on a card line, read wherever they stand (DESIGN 3.1 and 9).

Deck sites write more than a count and a name on a card line; each marker is read as
what it says, never as part of the card's name:

- Moxfield: ``*CMDR*`` (the commander: command zone), ``*F*`` (foil: holographic),
  ``*E*`` (etched: a printing), ``*A*`` (an altered card: a label);
- TappedOut: ``*CMDR*``, ``*CMPN*`` (the companion: the sideboard, declared as the
  companion, as an Arena ``Companion`` section), ``*f*`` and its kinds of foil
  ``*f-pre*``, ``*f-pp*`` (holographic), ``*f-etch*`` (an etched foil: as ``*E*``, no
  holographic copy; ``other_finish_words``), ``*e*``;
- Archidekt: ``[Commander{top}]``, ``[Ramp]``, ``[Maybeboard{noDeck}{noPrice}]``
  (categories: ``Commander`` is the command zone, ``Sideboard`` the side deck and
  ``Companion`` or ``Companions`` the companion, with a ``{noDeck}`` flag too; another category
  flagged ``{noDeck}`` or named ``Maybeboard`` is not part of the deck,
  other categories and flags are labels), ``^Have,#37d67a^`` (a colour tag);
- MTGGoldfish: ``(F)`` (foil), ``<254>``, ``<borderless>`` (a printing);
- TappedOut Markdown: ``[Ancestral Recall](http://...)`` (a link: its text is the name);
- precon lists (mtg.wtf): ``[foil]`` (holographic), also ``[holo]``;
- players: ``*foil*``, ``*holo*``, ``- holo`` or ``- foil`` ending the line (holographic).

Set codes in brackets (``[BNG]``, ``[LRW:51]``, ``[B]``: capital letters and digits) are
not markers; ``strip_decorations`` of ``text`` removes them.

Most lists hold no marker: the patterns that read them are compiled when first used
(``cardtools.patterns.lazy_pattern``).
"""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

import re
import unicodedata
from collections.abc import Callable
from functools import cache
from typing import NamedTuple

from cardtools.decklist.sections import header_zone, section_outside
from cardtools.gamedata import COMPANION_PREFIX as COMPANION
from cardtools.gamedata import bundled_zones
from cardtools.model import COMMAND, LABEL_MARK, MAIN, SIDE, TOKEN, Finding, Outside
from cardtools.patterns import any_of, lazy_built
from cardtools.patterns import lazy_pattern as _lazy
from cardtools.wording import either, kind_word


class Marked(NamedTuple):
    """A card line's text without its markers (``text``), the zone a marker puts the
    line in (``zone``, ``None``: none), whether a marker says the copies are
    holographic, why the line is not part of the deck (``excluded``, ``None``: it is),
    and what was read or ignored, in words (``notes``); ``section``, when what keeps it
    out is a category naming a section of the game data that holds some kinds of card
    only (``[Tokens{noDeck}]``, ``[Attractions{noDeck}]``: ``sections.section_outside``),
    where the line stands: such a category keeps out a card of those kinds only (a
    token's name, an Attraction), a card of another kind there counted."""

    text: str
    zone: str | None = None
    holographic: bool = False
    excluded: str | None = None
    notes: tuple[str, ...] = ()
    section: Outside | None = None
    #: Whether a finish marker stands after a ``//`` that may begin a comment
    #: (``DeckLine.holographic_if_whole``).
    holographic_if_whole: bool = False
    #: The side deck's category as written when it places the card and is flagged
    #: ``{noDeck}`` (Archidekt's ``Sideboard{noDeck}{noPrice}``): out of the deck's
    #: count, a side deck's card where the format's side deck takes any card, not part of
    #: the deck where it takes some only (``model.Outside.unaccepted``).
    out_of_count: str = ""
    #: The ``parse-error`` of a line two different zone marks place in two zones
    #: (``*CMPN* *CMDR*``): the line is not read.
    conflict: str | None = None


@cache
def label_word() -> str:
    """The words that begin the label of a match-up or a purpose (``Sideboard (15) vs
    aggro``, ``2 Pyroblast (vs aggro)``, ``1 Duress - for Murktide Regent``): the game
    data's ``match_up_words`` and ``label_words``, of the bundled games, as a pattern."""
    zones = bundled_zones()
    return any_of(zones.match_up_words | zones.label_words) + r"\b"


#: What may join two cards' names as it joins words of prose (``Mox Jet and Black Lotus``,
#: ``Mox Jet + Black Lotus``, ``Mox Jet / Black Lotus``, ``Mox Jet, Black Lotus``): in a
#: comment a list so joined is one when each part names a card (``// Flash and hold up
#: mana`` is prose); in a match-up's label it may hold a card (``vs Burn + Black Lotus``).
#: The words are the game data's ``joining_words``.
JOINED_NAMES = lazy_built(lambda: r"\s*[" + re.escape(JOINING_MARKS) + r"]\s*|\s+"
                          + any_of(bundled_zones().joining_words) + r"\s+", re.IGNORECASE)
#: The marks that join two names (``JOINED_NAMES``) in a list (``[Ramp, Sideboard]``).
JOINING_MARKS = ",;&|+/"
def mark_separators(kept: str = "") -> str:
    """The one pattern (no group) of what parts the names or the categories in a mark
    (``[Ramp;Black Lotus]``, ``[Hate > Sideboard]``): what joins cards' names in prose
    (``JOINED_NAMES``: ``and``, ``;``, ``/``, ``&``, ``+``), ``with``, a run of dashes,
    spaced or not (``Ramp -- The One Ring``, ``Hate\u2014Sideboard``), a hashtag's ``#``
    after a space, and every character that is no letter, digit, underscore, space,
    apostrophe or a count's ``U+00D7`` but those of ``kept``: a comma, a colon, a full
    stop, ``>``, ``~``, ``=``, ``\\``, ``*``, ``\u2192``, ``\u00b7``, ``\u2022``, ``\u2026``,
    full-width and CJK marks (``U+FF1B``, ``U+FF0F``, ``\u3001``), quotation marks,
    brackets and symbols. The text reader cuts names out of a mark on it
    (``text._MARK_CUTS``), the category reader a mark's categories (``CATEGORY_PARTS``),
    so a zone's word after any of them is read as after a comma. Pure."""
    return (JOINED_NAMES().pattern + r"|\s*[-\u2010-\u2015]+\s*|\s+with\s+|\s+#"
            + r"|\s*[^\w\s'\u2019\u00d7" + re.escape(kept) + r"]\s*")


#: What parts a mark's categories (``[Discard, Sideboard]``): every separator of a mark's
#: names (``mark_separators``: ``[Discard;Sideboard]``, ``[Discard > Sideboard]``,
#: ``[Discard\u00b7Sideboard]``, ``[Discard and Sideboard]``) but the braces of Archidekt's
#: flags (``Sideboard{noDeck}``) and what joins two words into one label, a hyphen, a dash,
#: a full stop or an underscore with no space (``[Commander-Staples]``, ``[Side-Effects]``,
#: ``[Considering.Cuts]``, ``[Maybe_Swap]``: a zone's word in such a label is no category of
#: its own, ``_zone_word_among`` says so).
CATEGORY_PARTS = lazy_built(lambda: r"(?!(?<=\w)[-\u2010-\u2015._](?=\w))(?:"
                            + mark_separators("{}") + r"|\s*_\s*)", re.IGNORECASE)


def articles() -> frozenset[str]:
    """The words that count one copy or more as an article does, before a card's name
    in a comment or a label (``// a Ponder``, ``// another Ponder``, ``// some Ponders``,
    ``Sideboard (vs a Black Lotus)``): the game data's ``article_words``, in small
    letters."""
    return bundled_zones().article_words
#: Where a comment may begin on a card line (``4 Ponder // cantrip``, ``4 Ponder --
#: note``, ``1 Duress - for Murktide Regent``): a finish marker after it is the comment's,
#: or a split card's (``Fire // Ice *F*``).
_COMMENT_OPENER = lazy_built(lambda: r"//|\s--|\s[-\u2013\u2014]\s+" + label_word(),
                             re.IGNORECASE)
#: An open bracket and what follows it up to a marker, and what follows the marker up to
#: the bracket's close, of any kind: words there make the marker a part of a remark
#: (``(not *F*)``, ``(want *foil*)``, ``{not *F*}``, ``<not *F*>``), no finish of the copies.
_OPEN_BEFORE = _lazy(r"[(\[{<]([^()\[\]{}<>]*)$")
_CLOSE_AFTER = _lazy(r"^([^()\[\]{}<>]*)[)\]}>]")

#: Characters every marker holds: a line without any of them has none.
_MARKER_CHARS = frozenset("*[(<^")
_LINK = _lazy(r"\[([^\[\]]{1,200})\]\([^()\s]{0,500}\)")
#: A forum's card tag (BBCode: ``[c]Lightning Bolt[/c]``, ``[card]...[/card]``): its text.
_FORUM_CARD = _lazy(r"\[(c|card)\]([^\[\]]{1,200})\[/\1\]", re.I)
#: The words naming a holographic finish, as players and deck sites write them:
#: ``foil``, ``holo``, ``holographic``, ``holofoil`` (``holo foil``, ``holo-foil``) and the
#: word in the other languages of the project's card data and its players (French
#: ``holographique``, Spanish and Portuguese ``holográfica``, Italian ``olografica``,
#: German and Dutch ``holografisch``). Every reader takes its finish words from here.
HOLOGRAPHIC_WORDS = frozenset({
    "foil", "holo", "holographic", "holofoil", "holographique", "holographiques",
    "holográfica", "holográfico", "holografica", "holografico", "olografica", "olografico",
    "olografiche", "holografisch", "holografische"})
#: What parts the words of a finish (``normal finish``, ``foil_etched``, ``Foil: no``,
#: ``(foil) (no)``, a JSON finish given as a list, ``['nonfoil']``); ``w/o`` stays a word.
_FINISH_WORDS = _lazy(r"(?<!\bw)/(?!o\b)|[\s_\-:;,.()\[\]{}<>*^#=!?+&|'\"]+")


def finish_words(text: str) -> list[str]:
    """The words of a finish cell or of what a card line holds beside its name, in lower
    case (``Foil - Nein``: ``foil``, ``nein``). Pure; never raises."""
    return _FINISH_WORDS().split(text.casefold())


def denies_finish(text: str, nos: frozenset[str] = frozenset()) -> bool:
    """Whether ``text`` (a finish cell, or what a card line holds beside its name) denies
    the finish named beside it: in one of its parts between marks (brackets, ``<>``,
    ``^``, ``*``), a denying word (the game data's ``finish_denying_words`` and
    ``regular_finish_words``: ``nonholo``, ``unfoiled``; a finish of another kind,
    ``other_finish_words``: ``etched``, ``foil etched``; a word for no
    card, ``no_card_words``: ``none``, ``aucune``; ``nos``: a yes-or-no column's
    nos, ``0``) alone or among denying words only (``(no)``, ``<sans>``), right before a
    finish's word (``sans holo``, ``pas de holo``, ``[Non-foil]``, ``[no foil copy]``,
    ``normal finish``), or ending the part after one (``foil - no``, ``Foil - none``,
    ``holo = 0``, ``foil-free``). A denying word about another thing denies nothing
    (``[Non-Creature]``, ``[Free Spells]``, ``Foil sans bordure``: borderless).
    Pure; never raises."""
    zones = bundled_zones()
    denying = (zones.finish_denying_words | zones.regular_finish_words
               | zones.other_finish_words | zones.no_card_words | nos)
    return any(_part_denies([word for word in finish_words(part) if word], denying)
               for part in _MARKED_PARTS().split(text))


def lacked_finish(text: str) -> str:
    """The word of ``text`` (a finish cell, or what a card line holds beside its name and
    finish's mark) saying its copies are lacked, wanted or ordered (the game data's
    ``finish_lacking_words``: ``(need)``, ``[want]``, ``want foil``) or, in a part between
    marks holding a number, counting the copies held (``held_count_words``: ``(have 0)``,
    ``holo (0 owned)``): beside it, which copies are held holographic is not known. ""
    for none (``(foil)``, ``^Have^``, an Archidekt tag of owned copies, a list of
    categories ``[Burn, Wishlist]``). Pure; never raises."""
    zones = bundled_zones()
    for part in _MARKED_PARTS().split(text):
        if "," in part or ";" in part:
            continue  # a list of categories ("[Burn, Wishlist]"), no note of the copies
        words = [word for word in finish_words(part) if word]
        counted = any(word.isdecimal() for word in words)
        for word in words:
            if word in zones.finish_lacking_words or (counted and word in zones.held_count_words):
                return word
    return ""


def names_other_finish(text: str) -> bool:
    """Whether ``text`` (a star marker's kind, ``f-etch``) names a finish that is not the
    holographic one (the game data's ``other_finish_words``: TappedOut's ``*f-etch*``,
    an etched foil: no holographic copy, as Moxfield's ``*E*``). Pure."""
    return not bundled_zones().other_finish_words.isdisjoint(finish_words(text))


def _part_denies(words: list[str], denying: frozenset[str]) -> bool:
    """``denies_finish`` for one part's ``words``."""
    if words and all(word in denying for word in words):
        return True
    for at, word in enumerate(words):
        after = words[at + 1:]
        named = after[1:] if after[:1] == ["de"] else after  # "pas de holo"
        if word in denying and named[:1] and named[0] in _FINISH:
            return True
        if word in _FINISH and after and all(later in denying for later in after):
            return True
    return False


#: What splits a card line's marks into their parts: brackets, tags and stars.
_MARKED_PARTS = _lazy(r"[()\[\]{}<>^*]+")
#: A finish's words, which a denying word denies beside them.
_FINISH = HOLOGRAPHIC_WORDS | {"etched", "finish"}


#: ``HOLOGRAPHIC_WORDS`` as a pattern (``holo foil`` and ``holo-foil`` too).
HOLOGRAPHIC_FINISH = r"(?:holo[\s-]?foil|holographi(?:c|que)|holo|foil)"
#: The spaces before a marker, read from the start of their run only and never given back:
#: tried from each space of a long run, a marker's pattern rescanned the run's rest each
#: time (a line of 100,000 spaces took minutes).
_SPACES_BEFORE = r"(?<!\s)\s*+"
#: A finish in brackets: MTGGoldfish's ``(F)``, ``(foil)``; a precon list's ``[foil]``;
#: ``[F]`` as ``(F)`` (it was dropped as a set code: a Speakeasy deck's copies unmarked).
_FOIL = _lazy(rf"{_SPACES_BEFORE}(?:\((?:f|{HOLOGRAPHIC_FINISH})\)"
              rf"|\[(?:f|{HOLOGRAPHIC_FINISH})\])", re.I)
#: A marker between stars (``*F*``, ``*CMDR*``, ``*f-etch*``), a finish's word too
#: (``*foil*``, ``*holo*``).
_STAR = _lazy(rf"{_SPACES_BEFORE}\*(cmdr|cmpn|f(?:-[a-z]{{1,8}})?|e|a|{HOLOGRAPHIC_FINISH})\*",
              re.I)
#: A finish marker of a whole line: one between stars (``*F*``, ``*foil*``, ``*F-etch*``) or
#: in brackets (``_FOIL``: ``(foil)``, ``[holo]``).
_LINE_FINISH = _lazy(rf"{_SPACES_BEFORE}\*(?:f(?:-[a-z]{{1,8}})?|{HOLOGRAPHIC_FINISH})\*"
                     rf"|{_FOIL().pattern}", re.I)


def finish_marks(text: str) -> tuple[str, tuple[str, ...]]:
    """A card line's ``text`` without its finish markers (``*F*``, ``*foil*``, ``(foil)``,
    ``[holo]``), and those markers as written, in the line's order: a mark giving the
    copies by printing (``4 Umbral Warden *F* [2 foil]``) tells the finish of each copy
    in their stead (``text.copies_by_printing``). Pure."""
    found = tuple(match.strip() for match in _LINE_FINISH().findall(text))
    return (_LINE_FINISH().sub("", text) if found else text), found


#: A dash a line with ``_DASHED_FOIL`` holds.
_DASHES = frozenset("-\u2013\u2014")
_ANGLE = _lazy(r"\s*<[^<>]{1,30}>")
#: An HTML tag with attributes, longer than a printing mark (``<a href="https://...">``,
#: ``<span class="card-name">``), as a page's source copied writes a card's name in.
_HTML_TAG = _lazy(
    r"\s*</?[a-z][a-z0-9]{0,9}(?:\s+[a-z][\w:-]{0,30}"
    r"(?:\s*=\s*(?:\"[^\"<>]{0,2000}\"|'[^'<>]{0,2000}'|[^\s\"'<>]{1,2000}))?)+\s*/?>", re.I)
_CARET = _lazy(r"\s*\^[^^]{0,80}\^")
#: The marks that parted a line's tags, left at its end when the tags were dropped
#: (``Island <Ramp>, <Grief>``: ``Island ,``).
_PARTED_MARKS_LEFT = _lazy(r"(?:\s+[,;|\u00b7\u2022/]+)+\s*$")
_BRACKET = _lazy(r"\s*\[([^\[\]]{1,120})\]")
#: A set code in brackets, with an optional collector number: ``[BNG]``, ``[LRW:51]``.
_SET_CODE = _lazy(r"^[A-Z0-9_]{1,8}(?::[\w\u2605*-]{0,8})?$")
#: A count in brackets (``[4]``, ``[x4]``, ``[4x]``): kept for the count's reading.
_COUNT = _lazy(r"^[x\u00d7]?\s?\d+\s?[x\u00d7]?$", re.I)
#: Numbers of copies written as words, in the languages of the players the readers know
#: (English and French, one to twelve; German, Spanish, Italian and Portuguese, two to
#: five), and ``playset`` (four), ``twice``, ``thrice`` and ``pair``: lower case -> copies.
COUNT_WORDS: dict[str, int] = {
    **{word: n for n, word in enumerate(
        ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve"), start=1)},
    **{word: n for n, word in enumerate(
        ("un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
         "onze", "douze"), start=1)},
    "une": 1, "zwei": 2, "drei": 3, "vier": 4, "f\u00fcnf": 5, "funf": 5, "dos": 2,
    "tres": 3, "cuatro": 4, "cinco": 5, "due": 2, "tre": 3, "quattro": 4, "cinque": 5,
    "dois": 2, "quatro": 4, "playset": 4, "twice": 2, "thrice": 3, "pair": 2,
}
#: The largest count read from a Roman numeral: the numerals of I to XXXIX are written
#: with I, V and X only, so no rarity letter (``(C)``, ``(M)``) or set code of those
#: letters (``DCI``) is taken for one.
MAX_ROMAN_COUNT = 39


def _roman(number: int) -> str:
    """``number`` (1..39) as a Roman numeral in capitals (``14``: ``XIV``)."""
    tens, units = divmod(number, 10)
    return "X" * tens + ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")[units]


#: Roman numerals as counts, in capitals (but a lone ``X``, which may be the ``x`` of a
#: count), to ``MAX_ROMAN_COUNT`` (``Lightning Bolt XIV`` was read as ``x`` and four
#: copies, ``XIV Lightning Bolt`` as a set code and one): numeral -> copies.
ROMAN_COUNTS = {_roman(n): n for n in range(1, MAX_ROMAN_COUNT + 1) if n != 10}
#: The words players run into a number of copies (``4of``, ``4ofs``, ``4ea``, German
#: ``3er``, ``4pcs``, ``4stk``, ``4Stück``, ``4copies``, French ``4ex``, Spanish ``4uds``,
#: Italian ``4pz``), as a pattern (``COUNT_SUFFIX``), and such a number
#: (``COUNT_SUFFIXED``): no set code is written so (``4ED`` and ``40K`` are).
COUNT_SUFFIX = r"ofs?|ea|ers?|pcs?|cps?|stk?|stck|st\u00fcck|stueck|cop(?:y|ies)|ex|uds?|pz"
COUNT_SUFFIXED = rf"\d{{1,3}}(?i:{COUNT_SUFFIX})"
#: A word of ``COUNT_WORDS`` or a numeral of ``ROMAN_COUNTS`` (any case: ``(LEA) iv`` and
#: ``Black Lotus (iii)`` were one copy, the numeral dropped without a word) for
#: more than one copy, or a number run into its word (``COUNT_SUFFIXED``), as a pattern:
#: in brackets it is no category, and no reader takes it for a set code or a collector
#: number (``Black Lotus (four)``, ``[three] Mox Jet``, ``Mox Ruby FOUR``, ``IV Black Lotus
#: (LEA)``, ``Black Lotus (LEA) IV`` would lose the copies they may mean); it stays in the
#: name, where the text reader reads it as the count. No set code is one of them (``ONE``
#: is one copy anyway).
_MANY_WORDS = ("(?i:" + "|".join(sorted((word for word, n in COUNT_WORDS.items() if n > 1),
                                         key=len, reverse=True)) + ")")
COUNT_WORD = ("(?:" + _MANY_WORDS + "|(?i:"
              + "|".join(sorted((word for word, n in ROMAN_COUNTS.items() if n > 1),
                                key=len, reverse=True))
              + ")|" + COUNT_SUFFIXED + ")")
#: ``COUNT_WORD`` but its Roman numerals, for a pattern that matches each of them at the
#: same places already (``[ivxlc]{1,7}`` ignoring case, tried before it): the same
#: matches, and a shorter pattern to compile.
COUNT_WORD_BUT_ROMAN = "(?:" + _MANY_WORDS + "|" + COUNT_SUFFIXED + ")"
_COUNT_WORD = _lazy(rf"^{COUNT_WORD}$")
#: One count written after a card's name (``x4``, ``4x``, ``\u00d74``, ``*4``, ``4``,
#: ``4 pcs``, ``four``, ``IV``), in brackets or not (``(4)``, ``[x4]``).
_ONE_COUNT_AFTER = (rf"(?:[x\u00d7*]?\s?\d{{1,3}}\s?[x\u00d7]?|\d{{1,3}}\s?(?:{COUNT_SUFFIX})\.?"
                    rf"|{COUNT_WORD})")
#: A holographic finish after a spaced dash that ends the line (``Umbral Warden - Holo``,
#: ``Fire Ball \u2013 foil``), as players type one, or stands before a count that ends it
#: (``Umbral Warden - holo x4``, ``- foil (4)``: the finish was dropped, each copy not
#: holographic); the count is kept for the text reader.
_DASHED_FOIL = _lazy(rf"(?<!\s)\s++[-\u2013\u2014]\s*{HOLOGRAPHIC_FINISH}(?=\s*(?:[(\[{{]\s*"
                     rf"{_ONE_COUNT_AFTER}\s*[)\]}}]|{_ONE_COUNT_AFTER})?\s*$)", re.I)
_CATEGORY = _lazy(r"^(?P<name>[^{}]*)(?P<flags>(?:\{[^{}]*\})*)$")
#: The ``Annotation`` MTGO writes on the commander of a Commander deck (in a ``.dek``
#: file and in its CSV export).
COMMANDER_ANNOTATION = "16777728"
#: The word for cards after a header's count (``(15 cards)``, ``(15 pcs)``, ``(15 Karten)``,
#: ``: 15 cartas``, Polish ``kart``, Czech ``karet``, Dutch ``kaarten``, Russian ``карт``,
#: Japanese ``(15\u679a)``, Chinese ``\u5f20``, ``\u5f35``, Korean ``\uc7a5``), as a pattern.
CARDS_UNIT = (r"(?:cards?|cartes?|cartas?|karten?|kart|karet|kaart(?:en)?"
              r"|\u043a\u0430\u0440\u0442[\u0430\u044b]?|pcs?|\u679a|\u5f20|\u5f35|\uc7a5)")
#: What a card line's note says of a mark of the commander (``*CMDR*``, ``# !Commander``)
#: after the mark: taken back where the game has no command zone
#: (``guessed_zones.read_command_marks_without_command_zone``).
COMMANDER_MARK_NOTE = "marks the commander: read in the command zone"
#: Archidekt categories with a meaning of their own.
CATEGORY_ZONES = {"commander": COMMAND, "commanders": COMMAND, "sideboard": SIDE,
                  # an Oathbreaker deck's command zone: its oathbreaker and signature spell
                  "oathbreaker": COMMAND, "oathbreakers": COMMAND,
                  "signature spell": COMMAND, "signature spells": COMMAND,
                  # the companion: in the sideboard, declared (as TappedOut's *CMPN*)
                  "companion": COMPANION, "companions": COMPANION}
#: The categories out of the deck by their names alone: Archidekt's own default
#: ``Maybeboard`` (it excludes that one by name) and those of tokens. Any other category
#: counts its cards unless flagged ``{noDeck}``, as Archidekt counts them: a user's
#: ``Maybe`` or ``Considering`` is part of the deck (a banned card there was dropped).
NOT_IN_DECK = frozenset({"maybeboard", "tokens"})
#: Categories named as a board outside the deck elsewhere (Moxfield's ``Considering``):
#: part of an Archidekt deck, but no card's name, and a word placing no card in a label.
OUTSIDE_WORDS = frozenset({"maybe", "considering"})
#: The categories that say where a card goes, no card's name.
CATEGORY_WORDS = frozenset(CATEGORY_ZONES) | NOT_IN_DECK | OUTSIDE_WORDS
#: Categories of tokens (``sections.TOKEN_SECTIONS``): they keep out a token's name only.
TOKEN_CATEGORIES = frozenset({"tokens", "token"})
#: Where a category's zone is, in a note's words.
_ZONE_WORDS = {COMMAND: "command zone", COMPANION: "sideboard, declared as the companion",
               MAIN: "deck"}


#: The zone marks between stars: the zone each places the line in and the note saying so.
_STAR_ZONES = {"cmdr": (COMMAND, f"*CMDR* {COMMANDER_MARK_NOTE}"),
               "cmpn": (COMPANION, "*CMPN* marks the companion: read in the sideboard, "
                                   "declared as the companion")}


def two_zone_marks(marks: list[tuple[str, str]]) -> str:
    """The ``parse-error`` message of a card line two marks (``(mark, zone id)``, in the
    line's order) place in two zones (``*CMPN* *CMDR*``, ``*CMDR* (Companion)``): which
    is meant no reader can tell, so the line is not read. Pure."""
    where = ", or ".join(f"the {_ZONE_WORDS.get(zone, zone)}" for _, zone in marks)
    return (f"two zone marks, {' and '.join(mark for mark, _ in marks)}, on one line: "
            f"{where}? Not read (keep the mark meant)")


#: A whole name in angle brackets, after the line's count if it has one (``1 <The One
#: Ring>``, full-width ``1 \uff1cGrief\uff1e``, percent-encoded ``1 %3CGrief%3E``): no
#: HTML tag (no ``/``, ``=`` or quote in it) nor a printing mark beside a name.
_ANGLED_NAME = _lazy(r"^(\s*(?:[x\u00d7]?\d{1,3}[x\u00d7]?\.?\s+)?)(?:<|\uff1c|%3c)\s*"
                     r"(?![!?])([^<>\uff1c\uff1e%/=\"']*[^\W\d_][^<>\uff1c\uff1e%/=\"]*?)\s*"
                     r"(?:>|\uff1e|%3e)\s*$", re.I)


def angled_name(text: str) -> str:
    """``text`` with a whole name in angle brackets (``_ANGLED_NAME``) read as the name
    inside: ``1 <The One Ring>`` is one The One Ring (the name was dropped as a printing
    mark, the line read as no card's, or left out under Tokens). Without a count the
    name must hold a capital letter or a space, as no HTML tag does (``<br>``, ``<li>``
    stay tags), and a markup declaration or instruction (``<![CDATA[...]]>``, ``<?...?>``)
    is none. Input: a card line's text (a count may lead it); output: that text, the name
    unwrapped, else as given. Pure; never raises."""
    match = _ANGLED_NAME().match(text)
    if match is None or not (match[1].strip() or " " in match[2]
                             or match[2] != match[2].lower()):
        return text
    return match[1] + match[2]


def read_markers(text: str) -> Marked:
    """Read and remove the deck-site markers of one card line's text.

    Input: the line's text (a count may still lead it). Output: a ``Marked``. Pure;
    never raises.
    """
    finishes: set[str] = set()
    text = angled_name(text)
    if not _DASHES.isdisjoint(text) and (dashed := _DASHED_FOIL().search(text)) is not None:
        rest = text[:dashed.start()] + text[dashed.end():]
        if not denies_finish(rest):
            # "Umbral Warden [Non-foil] - foil x4": the denial, no longer ending the
            # line once the count stays, was not read (each copy holographic)
            finishes.add(_finish_of(text, dashed))
        text = rest
    if _MARKER_CHARS.isdisjoint(text):
        return Marked(text, holographic=_HOLOGRAPHIC in finishes,
                      holographic_if_whole=_IF_WHOLE in finishes)
    if "(" in text or "[" in text:
        text = _WORDED_FINISH().sub(_parted_finish, text)
    if _misplaced_finish(text):
        return Marked(text)  # a finish's mark inside a name or glued to it: no mark
    zone: str | None = None
    notes: list[str] = []
    excluded: str | None = None
    section = None
    text = _FORUM_CARD().sub(lambda match: match[2], _LINK().sub(lambda match: match[1], text))
    zone_marks: dict[str, str] = {}  # the zone marks, repeats as one (*CMDR* *CMDR*)
    for match in _STAR().finditer(text):
        kind = match[1].lower()
        if kind in _STAR_ZONES:
            zone_marks.setdefault(kind, match[0].strip())
        if (kind.split("-")[0] == "f" or kind[:4] in ("foil", "holo")) \
                and not names_other_finish(kind):
            # "*f-etch*": TappedOut's etched foil, no holographic copy (as "*E*")
            finishes.add(_finish_of(text, match))
    if len(zone_marks) > 1:
        return Marked(text, conflict=two_zone_marks(
            [(mark, _STAR_ZONES[kind][0]) for kind, mark in zone_marks.items()]))
    for kind in zone_marks:  # one at most
        zone, note = _STAR_ZONES[kind]
        notes.append(note)
    text = _STAR().sub("", text)
    if _FOIL().search(text):
        finishes.update(_finish_of(text, match) for match in _FOIL().finditer(text))
        text = _FOIL().sub("", text)
    marked = text
    named = _named_values(text) if "<" in text or "[" in text else []
    if "=" in text:
        text = _HTML_TAG().sub(_space_before, text)
    if finishes and _marks_deny(text):
        # "*F* <no>", "(foil) ^sans^", "*F* (nonholo)", "(foil)(non-foil)", "(non-foil)
        # *F*": a mark beside the finish's denying it (the copies were holographic, a
        # Speakeasy deck legal): the line has no holographic copy
        finishes.discard(_HOLOGRAPHIC)
    text = _CARET().sub(_unless_count(text), _ANGLE().sub(_unless_count(text), text))
    counted = _LEADING_COUNT().match(text) is not None

    def kept(inside: str) -> bool:
        return _kept(inside) or x_count(inside) or (not counted and (
            _one_word_label(inside) or holds_count(inside)))

    out_of_count = ""  # the side deck's {noDeck} category placing the card
    for match in _BRACKET().finditer(text):
        inside = match[1].strip()
        if kept(inside):
            continue  # a set code (strip_decorations reads it) or a count
        category = read_category(inside)
        out_of_count = category.out_of_count if zone is None else out_of_count
        zone = category.zone or zone
        section = category.section if excluded is None else section
        excluded = excluded or category.excluded
        notes.extend(category.notes)
    text = _BRACKET().sub(lambda match: match[0] if kept(match[1].strip())
                          else _space_before(match), text)
    if text != marked:
        # "1 Island <Ramp>, <Grief>": the comma between two marks dropped is no name's
        text = _PARTED_MARKS_LEFT().sub("", text)
    if named and not _names_only(named, text):
        text = marked  # the markup names another card than its text: no card is read
    return Marked(text.strip(), zone, _HOLOGRAPHIC in finishes, excluded, tuple(notes), section,
                  _IF_WHOLE in finishes, out_of_count if zone == SIDE else "")


#: A group in round or square brackets of two words or more (``(Foil Promo)``, ``[Holo
#: Promo]``, ``(Promo, Holo)``), which may name a finish beside a printing's words.
_WORDED_FINISH = _lazy(r"[(\[]([^()\[\]{}<>\s][^()\[\]{}<>]{0,80}\s[^()\[\]{}<>]{0,80})[)\]]")


#: A finish's marker between stars (``*F*``, ``*foil*``), inside a group in brackets.
_STARRED_FINISH = _lazy(rf"\*(?:f|{HOLOGRAPHIC_FINISH})\*", re.I)


@cache
def _zone_mark_words() -> frozenset[str]:
    """The words of every zone's headers and line prefixes of the game data, folded
    (``mage``, ``sideboard``, ``sb``, ``zone``): a zone's mark in brackets beside a
    finish (``(Mage, foil)``, ``[Sideboard - Holo]``) is read as the two marks apart."""
    zones = bundled_zones()
    return frozenset(word.casefold() for phrase in (*zones.headers, *zones.line_prefixes)
                     for word in phrase.split() if word.isalpha())


def _parted_finish(match: re.Match[str]) -> str:
    """A group in brackets (``_WORDED_FINISH``) whose words are all printing, rarity or
    finish words of the game data (``printing_words``, ``cardfiles.rarity_words``,
    ``HOLOGRAPHIC_WORDS``), one a holographic finish's, written as two marks: its other
    words, then its finish's (``(Foil Promo)``, ``(Prerelease Foil)``, ``[Holo Promo]``,
    ``(Promo, Holo)``, ``(Holo Rare)``: ``(Promo) (Foil)``, ``(Rare) (Holo)``; a zone's
    words too, ``_zone_mark_words``: ``(Mage, foil)``, ``[SB *F*]``: ``(Mage) (foil)``,
    ``(SB) (foil)``), read as
    such marks written apart are (each was dropped with the finish, or an unknown card,
    while ``(Promo) (Holo)`` was read). A group with a word denying the finish, naming
    another or saying the copies lacked (``(Non Foil Promo)``, ``(Foil Etched)``, ``(Foil
    need)``), and any other group, as written."""
    # a finish's star marker in the group is its word ("[SB *F*]": "(SB) (foil)")
    inner = _STARRED_FINISH().sub(" foil ", match[1])
    words = [word for word in _FINISH_WORDS().split(inner) if word]
    finish = [word for word in words if word.casefold() in HOLOGRAPHIC_WORDS]
    from cardtools.cardfiles import rarity_words  # the card data's, read when needed

    zones = bundled_zones()
    known = zones.printing_words | rarity_words() | HOLOGRAPHIC_WORDS | _zone_mark_words()
    other = (zones.finish_denying_words | zones.regular_finish_words | zones.other_finish_words
             | zones.finish_lacking_words | zones.held_count_words)
    folded = {word.casefold() for word in words}
    if not finish or len(finish) == len(words) or not _FOIL().fullmatch(
            f"({' '.join(finish)})") or not known.issuperset(folded) or not other.isdisjoint(
                folded):
        return match[0]  # "(Non Foil Promo)", "(Foil Etched)", "(Foil need)": as written
    rest = " ".join(word for word in words if word.casefold() not in HOLOGRAPHIC_WORDS)
    return f"({rest}) ({' '.join(finish)})"


def mark_cell(cell: str) -> bool:
    """Whether a tab-parted cell after a card line (``4 Umbral Warden *F*<tab>(need)``)
    holds a mark the same words after a space would be read as: a finish marker
    (``finish_marks``: ``*F*``) or a word of the game data's proxy, finish, lacking or
    held-count words, in brackets or not (``(proxy)``, ``foil``, ``[2 foil]``,
    ``regular``, ``missing``, ``have 0``, ``want foil``). Such a cell was dropped
    unsaid, a mark lost (a proxy legal under ``--strict``). Pure; never raises."""
    if finish_marks(cell)[1]:
        return True
    zones = bundled_zones()
    known = (zones.proxy_words | zones.finish_lacking_words | zones.held_count_words
             | zones.regular_finish_words | zones.other_finish_words | HOLOGRAPHIC_WORDS)
    return not known.isdisjoint(word.casefold() for word in _FINISH_WORDS().split(cell))


#: What a finish marker says of the copies (``_finish_of``): they are holographic; they
#: are if the line's whole name names a card; nothing (the marker is a remark's).
_HOLOGRAPHIC, _IF_WHOLE, _REMARK = "holographic", "if whole", "remark"


#: A word of two letters or more (``Warden``), which a mark's place after a name holds none of.
_WORD = _lazy(r"[^\W\d_]{2,}")
#: What may follow a line's marks without being part of its name: a comment.
_COMMENT_AFTER = _lazy(r"\s(?://|--|#)")
#: A group in brackets of any kind after a mark (``(senza)``, ``[LEA]``, ``<no>``, ``^x^``).
_ANY_BRACKETS = _lazy(r"[(\[{<^][^()\[\]{}<>^]*[)\]}>^]")


def _marks_deny(text: str) -> bool:
    """Whether a group in brackets of any kind of a card line's ``text`` (its finish
    marks cut), before a comment, denies a finish (``denies_finish``: ``(nonholo)``,
    ``(non-foil)``, ``[no]``, ``<sans>``, ``^no^``), wherever it stands beside the mark
    and however the line's name is read after (a printing's word, a set code)."""
    comment = _COMMENT_AFTER().search(text)
    marks = text[:comment.start()] if comment else text
    return any(denies_finish(group[0]) for group in _ANY_BRACKETS().finditer(marks))


def _misplaced_finish(text: str) -> bool:
    """Whether a finish's mark of a card line's ``text`` (``*F*``, ``(foil)``, ``[F]``)
    stands where no mark goes: glued to the text after it (``Umbral Warden (holo)x``,
    ``Umb(foil)ral Warden``, ``Ig[F]nition``) or between two words of the name
    (``Umbral *F* Warden``, ``Rituel (holo) pourpre``), outside brackets and before a
    comment. Such a mark is no mark: the line is read as written (it was cut out
    silently, the copies holographic, or a message quoted a name never written)."""
    for pattern in (_STAR, _FOIL):
        for match in pattern().finditer(text):
            # the marks after it are no words of a name (*CMDR* *CMDR*, *F* *CMDR*)
            before, after = text[:match.start()], _STAR().sub("", text[match.end():])
            if after[:1].isalnum():
                return True
            comment = _COMMENT_AFTER().search(after)
            if _WORD().search(before) and _WORD().search(
                    _unbracketed(after[:comment.start()] if comment else after)):
                return True
    return False


def _unbracketed(text: str) -> str:
    """``text`` without its bracketed parts, nested ones too (``[Tokens{noDeck}]``, an
    Archidekt category with its flag: its inner braces alone were cut, ``[Tokens ]`` left
    as words after a finish mark, and the line read as one unknown card)."""
    while True:
        cut = _ANY_BRACKETS().sub(" ", text)
        if cut == text:
            return text
        text = cut


def _finish_of(text: str, marker: re.Match[str]) -> str:
    """What the finish marker ``marker`` of a card line's ``text`` says: ``_REMARK`` in
    brackets with other words (``4 Umbral Warden (not *F*)``) or after a ``--`` comment,
    ``_IF_WHOLE`` after a ``//`` (a comment's, ``4 Umbral Warden // *F*``, unless the
    whole name is a split card's, ``Fire // Ice *F*``), else ``_HOLOGRAPHIC``."""
    before, after = text[:marker.start()], text[marker.end():]
    opened, closed = _OPEN_BEFORE().search(before), _CLOSE_AFTER().match(after)
    if opened and closed and (opened[1] + closed[1]).strip():
        return _REMARK
    comment = _COMMENT_OPENER().search(before)
    if comment is None:
        return _HOLOGRAPHIC
    return _IF_WHOLE if comment[0] == "//" else _REMARK


#: A count before a card's name (``4``, ``4x``, ``x4``, ``[4]``).
#: A count in brackets must close there: ``[2 copies] Name`` has no count before the name
#: (its label was dropped as a category after a count: one copy).
_LEADING_COUNT = _lazy(
    r"^\s*(?:[(\[{]\s*[x\u00d7]?\s?\d+\s?[x\u00d7]?\s*[)\]}]|[x\u00d7]?\s?\d)", re.I)
#: A number in a printing or tag marker (``<4>``, ``^4^``, ``<x4>``), in digits or as a
#: count word (``<four>``, ``^IV^``).
_NUMBER_MARK = _lazy(rf"^\s*[<^]\s*(?:[x\u00d7]?\s?\d+\s?[x\u00d7]?|{COUNT_WORD})\s*[>^]$",
                     re.I)


def count_mark(mark: str) -> bool:
    """Whether a printing or tag marker (``<4>``, ``^four^``, ``<IV>``, ``<4of>``, ``<⁴>``)
    holds a number of copies: digits, a count word or Roman numeral (``COUNT_WORD``) or
    a character Unicode gives a number (superscript, circled), alone or among other
    words (``<2 copies>``, ``^x2 total^``: ``holds_count``)."""
    if _NUMBER_MARK().match(mark):
        return True
    inside = mark.strip()[1:-1].strip()
    return bool(_COUNT_WORD().match(inside)) or _other_digits(inside) or holds_count(inside)


def _other_digits(text: str) -> bool:
    """Whether ``text`` is one to three characters Unicode gives a number that are no
    ASCII digits (``⁴``, ``④``, ``Ⅳ``)."""
    return 0 < len(text) <= 3 and all(
        not char.isascii() and unicodedata.numeric(char, None) is not None for char in text)


def _unless_count(text: str) -> Callable[[re.Match[str]], str]:
    """The replacement of a printing or tag marker of ``text``: nothing, but for a number
    alone in one (``<254>``, MTGGoldfish's collector number; or a count word, ``<four>``)
    on a line with no count before the name, which may be the count (``Black Lotus
    <4>``), and for a count with its ``x`` on any line (``x_count``: ``1 Grief <x 3>``),
    as in square brackets (``[x3]``): it stays in the name, an unknown card, not one
    copy."""
    counted = _LEADING_COUNT().match(text) is not None
    return lambda match: (match[0] if (not counted and count_mark(match[0]))
                          or x_count(match[0].strip()[1:-1]) else _space_before(match))


#: A count written with its ``x``, ``U+00D7`` or ``times``, in digits or as a count word
#: (``x3``, ``3x``, ``x 3``, ``3 x``, ``x two``, ``times IV``), a word of its own.
_X_COUNT = _lazy(rf"(?<![^\s,;:/|=+()])(?:(?:[x\u00d7]|times)\s?(?:\d{{1,3}}|{COUNT_WORD})"
                 rf"|(?:\d{{1,3}}|{COUNT_WORD})\s?(?:[x\u00d7]|times))(?![^\s,;:/|=+()])", re.I)


def holds_x_count(inside: str) -> bool:
    """Whether a mark's text ``inside`` holds a count written with its ``x`` among any
    words (``_X_COUNT``: ``Card Draw x 3``, ``Ramp, Land 2x``); ``2-drop`` holds none."""
    return _X_COUNT().search(inside) is not None


def x_count(inside: str) -> bool:
    """Whether a mark's text ``inside`` (``x 3``, ``Ramp x3``, ``3x``) is a count written
    with its ``x`` (``_X_COUNT``) and at most one word more (a category): on a line with
    its own count too it may mean more copies than that count (``1 Grief <x 3>``, ``1
    Grief [Ramp x 3]``), so it is no mark the reader drops: the line is an unknown card,
    never fewer copies than it may mean. A mark of more words (``[The One Ring x 1]``)
    may be a card line of its own, read as a note's (``text._counted_in_marks``)."""
    found = _X_COUNT().search(inside)
    return found is not None and len(_LABEL_WORDS().findall(
        inside[:found.start()] + " " + inside[found.end():])) <= 1


def _space_before(match: re.Match[str]) -> str:
    """What a removed marker leaves: the spaces its match took before it, so the words on
    either side stay apart (``4 <b>Fatal Push</b>``, ``4 [b]Fatal Push[/b]`` were the
    unknown card ``4Fatal Push``, ``Fatal <i>Push</i>`` was ``FatalPush``)."""
    marker = match[0]
    return marker[:len(marker) - len(marker.lstrip())]


#: A piece of markup: an HTML tag or a forum's tag in square brackets.
_MARKUP = _lazy(r"[<\[][^<>\[\]]{1,2000}[>\]]")
#: An attribute of a tag and its value (``href="https://..."``, ``card=Black Lotus``,
#: ``card:Black Lotus``, a full-width equals sign).
_ATTRIBUTE = _lazy(r"([a-z][\w:-]{0,30}?)\s*[=:\uff1d\uff1a]\s*(\"[^\"]*\"|'[^']*'"
                   r"|[^\s\]>]+(?:\s+[^\s\]>=:]+)*)", re.I)
#: The words of an attribute's name that say it names the card (``name``,
#: ``data-card-name``, ``[card=...]``, ``title``, ``alt``), unless it names an id.
_NAMING_WORDS = frozenset({"name", "card", "title", "alt"})
#: A count before a card's name, as the line may begin (``4``, ``4x``, ``x4``).
_COUNT_FIRST = _lazy(r"^\W*[x\u00d7]?\d+[x\u00d7]?\s*", re.I)


def _named_values(text: str) -> list[str]:
    """The values of the attributes of ``text``'s markup that may name a card
    (``[card=Black Lotus]``, ``data-name="Ponder"``, ``title``): each may be the card
    meant. Ids, links and looks (``data-card-id``, ``href``, ``class``) are none."""
    values = []
    for markup in _MARKUP().findall(text):
        for name, value in _ATTRIBUTE().findall(markup):
            words = set(re.split(r"[-_:]", name.lower()))
            if words & _NAMING_WORDS and not name.lower().endswith("id"):
                values.append(value.strip("\"'"))
    return values


def _names_only(values: list[str], text: str) -> bool:
    """Whether each of ``values`` names what ``text`` (a line without its markup) names,
    its count aside: the same words, or words that hold the other's (``title="Force of
    Will (ALL)"`` over Force of Will); in ``4 [card=Black Lotus]Ponder[/card]`` the
    markup names another card than its text."""
    name = " ".join(_COUNT_FIRST().sub("", text.casefold()).split())
    for value in values:
        said = " ".join(value.casefold().split())
        if not (said and name and (said in name or name in said)):
            return False
    return True


#: The words of a label in brackets or a tag (split at spaces and punctuation).
_LABEL_WORDS = _lazy(r"[^\s,;:/|=+()]+")
#: A number of copies among a label's words, maybe with an ``x`` (``2``, ``x2``, ``2x``).
_COUNT_TOKEN = _lazy(r"^[x\u00d7]?\d{1,3}[x\u00d7]?\.?$", re.I)


def holds_count(label: str) -> bool:
    """Whether a label in brackets or a tag of several words (``[2 copies]``, ``[Ramp,
    2]``, ``[Qty: 2]``, ``^two copies^``, ``<x2 total>``) holds a number of copies among
    them: digits maybe with an ``x``, a count word or Roman numeral (``COUNT_WORD``) or
    a digit of another form. On a line with no count before the name it may be the
    count, so it stays in the name, an unknown card (it was dropped as an Archidekt
    category: one copy). Exports that write categories (``[2 Drops]``) write a count
    first, where it is a label."""
    return any(_COUNT_TOKEN().match(word) or _COUNT_WORD().match(word) or _other_digits(word)
               for word in _LABEL_WORDS().findall(label))


#: The words that may stand beside a number of copies in a group that says only a count
#: (``(4 copies)``, ``[Qty: 2]``, ``(x4 total)``, ``(4 Karten)``, ``(4 of each)``), or
#: says a count alone (``singleton``, ``once``).
_COPIES_WORD = _lazy(rf"^(?:{CARDS_UNIT}|pieces?|cop(?:y|ies)|x|\u00d7|singletons?|once|twice"
                     r"|of|each|ea|qty|quantity|total|exemplaires?|st(?:\u00fc|ue)ck)$", re.I)
#: An ordinal of a placing, its ending agreeing with its number (``1st``, ``2nd``,
#: ``3rd``, ``11th``, ``16th``, ``21st``; not ``4st``, four Stück): no count in a title.
ORDINAL = r"(?:\d{0,2}(?:1[123]th|[04-9]th)|(?:\d?[02-9])?(?:1st|2nd|3rd)|1st|2nd|3rd)"
_ORDINAL = _lazy(rf"^{ORDINAL}$", re.I)


def copies_word(word: str) -> bool:
    """Whether ``word`` is one for copies beside a count (``_COPIES_WORD``: ``copies``,
    ``cards``, ``Karten``, ``singleton``, ``once``), in any case. Pure; never raises."""
    return _COPIES_WORD().match(word) is not None


def says_only_a_count(mark: str) -> bool:
    """Whether a group in marks (``(4 copies)``, ``<4>``, ``(four)``, ``[Qty: 2]``) says a
    number of copies and nothing else (``count_mark``, each of its other words one for
    copies: ``_COPIES_WORD``): in a deck's title or another metadata value a group of
    other words (``(4 Color)``, ``(Top 8)``, ``(1st)``, a placing's ordinal, not one copy
    by the ``st`` of ``Stück``) labels the deck, and counts no card."""
    inside = mark.strip()[1:-1]
    words = _LABEL_WORDS().findall(inside)
    return count_mark(mark) and bool(words) and not any(
        _ORDINAL().match(word) for word in words) and all(
        _COUNT_TOKEN().match(word) or _COUNT_WORD().match(word) or _other_digits(word)
        or _COPIES_WORD().match(word) for word in words)


def _kept(inside: str) -> bool:
    """Whether the text in brackets is a set code or a count (in digits or a word), not
    a category; ``[⁴]``, ``[Ⅳ]`` were dropped as one)."""
    return bool(_SET_CODE().match(inside) or _COUNT().match(inside) or _COUNT_WORD().match(inside)
                or _other_digits(inside))


def _one_word_label(inside: str) -> bool:
    """Whether a category in brackets is one word of no meaning to the reader (no zone,
    no ``{flag}``, not ``Maybeboard``): on a line with no count before the name it may
    be a count in a language the reader does not know (``Black Lotus [dwa]``, ``[두]``:
    one copy, the word dropped as a label), so it stays in the name, an unknown card.
    Exports that write categories write a count first."""
    key = inside.casefold()
    return (bool(inside) and not any(char.isspace() or char in ",{}" for char in inside)
            and key not in CATEGORY_WORDS)


def _header_zone(name: str) -> str | None:
    """The side deck, the command zone or the deck when a category is named as that
    zone's header in the game data (``SB``, ``Side``, ``Réserve``, ``Commandant``,
    ``Main``), else ``None``: as ``Sideboard`` is (``[SB{noDeck}]`` was out of the deck, a
    banned card there hidden; ``1 Duress [Main]`` under the side deck's header a
    parse-error, as ``[SB] 1 Duress`` is placed). No other zone: a Magic deck's category
    ``Stack`` is no Magi stack."""
    zone = header_zone(name, bundled_zones().headers)
    return zone if zone in (MAIN, SIDE, COMMAND) else None


#: The words of a category's note that say where it puts the card (``read_category``).
_PLACES = " puts the card in the "
#: The side deck's name in a category's note, as a reader that knows no game says it
#: (``placing_parts`` marks it for the game's own).
_SIDE_WORDS = "side deck"
#: A list of lines' numbers said in one note, at most so many, then "...".
_SHOWN_LINES = 6


def placing_note(message: str) -> bool:
    """Whether a ``reading`` note's ``message`` is a category's, saying where it puts the
    card (``category [Main] puts the card in the deck``: ``read_category``)."""
    return message.startswith("category [") and _PLACES in message


def command_zone_note(message: str) -> bool:
    """Whether a ``reading`` note's ``message`` says a mark of the commander reads the
    card in the command zone (``*CMDR* marks the commander: read in the command zone``,
    ``category [Commander{top}] puts the card in the command zone``, maybe said once for
    several lines, ``placing_summary``), as a reader that knows no game says it: taken
    back where the game has none (``guessed_zones.read_command_marks_without_command_zone``).
    Pure."""
    return message.endswith(COMMANDER_MARK_NOTE) or (
        placing_note(message) and f"{_PLACES}{_ZONE_WORDS[COMMAND]}" in message)


def placing_parts(message: str) -> tuple[tuple[str, str], tuple[str]] | None:
    """A category's note ``message`` (``placing_note``) that puts the card in the side
    deck as ``Finding.headers`` parts, the zone's name marked (``LABEL_MARK``), so that a
    check words it in the game's own (Magic's ``sideboard``: an Archidekt Pauper list's
    ``category [Sideboard] puts the card in the side deck``); ``None`` for another
    message. Pure."""
    place = f"{_PLACES}{_SIDE_WORDS}"
    if not placing_note(message) or place not in message:
        return None
    before, _, after = message.partition(place)
    if after and not after.startswith(":"):  # "the side deck, declared as ..." is not it
        return None
    return (before + _PLACES, after), (LABEL_MARK + SIDE,)


def placing_summary(message: str, numbers: list[int]) -> str:
    """A category's note ``message`` said once for the lines ``numbers`` it was said on
    (its first line first), naming them when they are several (``category [Main] puts
    the card in the deck: 96 lines, 2, 3, 4, 5, 6, 7...``): an Archidekt export of a
    category on every line said it on every line, 97 notes saying nothing a reader
    needs."""
    if len(numbers) == 1:
        return message
    shown = ", ".join(map(str, numbers[:_SHOWN_LINES]))
    return f"{message}: {len(numbers)} lines, {shown}{'...' if len(numbers) > _SHOWN_LINES else ''}"


def one_placing_note(findings: list[Finding]) -> list[Finding]:
    """``findings`` with a category's notes that moved cards (``placing_note``: the
    reader says it once only for a category that leaves the card where it stands) said
    once, on the first line of the same note, naming the lines (``placing_summary``):
    an Archidekt list of five sideboard cards said ``category [Sideboard{noDeck}]
    puts the card in the sideboard`` five times. Run once the notes of the lines a
    check took back are dropped, so the lines named are those the category placed."""
    lines: dict[str, list[int]] = {}
    for finding in findings:
        if finding.rule == "reading" and finding.line is not None \
                and placing_note(finding.message):
            lines.setdefault(finding.message, []).append(finding.line)
    repeated = {message: numbers for message, numbers in lines.items() if len(numbers) > 1}
    if not repeated:
        return findings
    kept = []
    for finding in findings:
        numbers = repeated.get(finding.message) if finding.rule == "reading" else None
        if numbers is None:
            kept.append(finding)
        elif finding.line == numbers[0]:
            kept.append(_summed_placing(finding, numbers))
    return kept


def _summed_placing(finding: Finding, numbers: list[int]) -> Finding:
    """A category's note ``finding`` said for the lines ``numbers``, its words of the
    side deck still marked for the game's own (``placing_parts``)."""
    summary = placing_summary(finding.message, numbers)
    more = summary[len(finding.message):]
    headers = finding.headers
    if headers is not None:
        parts, zones = headers
        headers = ((*parts[:-1], parts[-1] + more), zones)
    return finding._replace(message=summary, headers=headers)


#: Where a category label's words part (``_label_words``): spaces, what joins two words
#: into one label (``CATEGORY_PARTS``: ``Hate_Sideboard``), a small letter before a
#: capital and a run of capitals before a capitalised word (``HateSideboard``, ``SBHate``).
_LABEL_WORD_SPLIT = _lazy(r"\s+|(?<=\w)[-\u2010-\u2015._](?=\w)|(?<=[a-z\u00df-\u00ff])(?=[A-Z"
                          r"\u00c0-\u00de])|(?<=[A-Z])(?=[A-Z][a-z])")
#: The most words a zone's name in the game data has (``talia dodatkowa``, ``deck de side``).
_ZONE_NAME_WORDS = 3


def _label_words(label: str) -> list[str]:
    """The words of a category ``label`` (``_LABEL_WORD_SPLIT``: ``Game 2 Sideboard``,
    ``Hate_Sideboard``, ``HateSideboard``). Pure."""
    return [word for word in _LABEL_WORD_SPLIT().split(label) if word]


def _word_zone(words: str) -> str | None:
    """The zone ``words`` name as a category (``CATEGORY_ZONES``) or a zone's header in
    the game data (``_header_zone``: ``SB``, ``Réserve``), ``None`` for others. Pure."""
    return CATEGORY_ZONES.get(words.casefold()) or _header_zone(words)


def _side_label(label: str) -> bool:
    """Whether the words of a category ``label`` of several (``_label_words``) begin or
    end with the side deck's words in any of the game data's languages (``Hate
    Sideboard``, ``Game 2 Sideboard``, ``Hate SB``, ``HateSideboard``, ``Sideboard Hate``,
    ``SB Hate``, ``Hate_Sideboard``, ``Réserve Burn``; not ``Side`` alone, ``Flip Side``,
    ``Dark Side``): a deck's side deck, or its plan,
    as a CSV cell's deck name before its side deck's words is
    (``csv_export._decks_zone``); each was a main deck card, a sixteenth sideboard card
    legal. Pure."""
    words = _label_words(label)
    for size in range(1, min(_ZONE_NAME_WORDS, len(words) - 1) + 1):
        ends = (" ".join(words[:size]), " ".join(words[-size:]))
        # "Side" alone beside other words is English's side of a card or a thing (Flip
        # Side, Dark Side, Side Quest: main deck cards moved out), no side deck
        if SIDE in (_word_zone(end) for end in ends if end.casefold() != "side"):
            return True
    return False


def _zone_word_among(label: str) -> list[str]:
    """The note of a category ``label`` of several words (``_label_words``) one or more
    of which name a zone but the main deck's (the card's anyway) or a place out of the
    deck among the others (``Commander
    Staples``, ``Commander-Staples``, ``Maybe Cut``, ``Hate Sideboard Cards``): it places
    no card, and says so; ``[]`` for any other label. Pure."""
    words = _label_words(label)
    for size in range(1, min(_ZONE_NAME_WORDS, len(words) - 1) + 1):
        for start in range(len(words) - size + 1):
            piece = " ".join(words[start:start + size])
            if piece.casefold() in NOT_IN_DECK | OUTSIDE_WORDS \
                    or _word_zone(piece) not in (None, MAIN):
                return [f"category '{label}' is one label, its words joined: its '{piece}' "
                        "places no card (part the zone's word by a comma to place the card "
                        "there)"]
    return []


def _kinds_words(section: Outside) -> str:
    """What a section of some kinds of card holds, in a note's words (``tokens``,
    ``Attraction cards``, ``Sticker cards``, ``Plane or Phenomenon cards``). Pure."""
    if section.types == (TOKEN,):
        return "tokens"
    return f"{either([kind_word(kind) for kind in section.types])} cards"


def read_category(inside: str, commas_only: bool = False) -> Marked:
    """What an Archidekt category list (``Commander{top},Ramp``) says: the zone it puts
    the card in (``Commander``, ``Sideboard``, or another name of those zones' headers in
    the game data, ``SB``, ``Réserve``, with a ``{noDeck}`` flag too, as Archidekt
    writes its sideboard), why the card is not part of the deck, and notes. Archidekt
    counts a card by its first category (its primary one): the first zone category
    places it (``[Commander{top},Sideboard]`` is the commander), a ``Companion`` one
    beside ``Sideboard`` declaring it the companion; the card is out of the deck
    when that one is (a ``{noDeck}`` flag but on a zone's category, a ``Maybeboard``
    category), whatever the others say; a later category out of the deck is said by a
    note, the card counted (``[Sideboard,Maybeboard{noDeck}]`` is a sideboard card).
    The categories are parted by every separator of a mark's names (``CATEGORY_PARTS``:
    ``[Discard;Sideboard]``, ``[Discard > Sideboard]``), or with ``commas_only`` by
    commas alone (a CSV board cell, ``Side + Main``, names no zone). A label of several
    words beginning or ending with the side deck's (``_side_label``: ``Hate Sideboard``,
    ``SB Hate``, ``HateSideboard``) places the card there (not a board cell's: ``Side
    boad`` is a typo, said by the board's reader); one with another zone's word among its
    words places none, said (``_zone_word_among``). A category naming a section of the
    game data that holds some kinds of card only (``Tokens``, ``Attractions``,
    ``Stickers``: ``sections.section_outside``) keeps out those kinds only, whatever its
    flags (``Marked.section``): a card of another kind there is counted. Pure; never
    raises."""
    zone = None
    out_of_count = ""  # the side deck's category placing the card, flagged {noDeck}
    outs: list[tuple[int, str]] = []  # (position, why) of categories out of the deck
    section = None  # where the first category puts the card, when it names a section
    named: list[str] = []
    joined: list[str] = []  # notes of labels holding a zone's word joined to another word
    parts = inside.split(",") if commas_only else CATEGORY_PARTS().split(inside)
    # Archidekt parts categories by commas: another separator may part one label's words
    loose = len(parts) > len(inside.split(","))
    for part in parts:
        match = _CATEGORY().match(part.strip())
        if match is None or not match["name"].strip():
            continue  # a label
        name, flags = match["name"].strip(), match["flags"].lower()
        named.append(name)
        key = name.casefold()
        if _word_zone(name) is not None or (not commas_only and _side_label(name)):
            # a zone even when {noDeck}: Archidekt keeps its Sideboard category out of the
            # deck's count (Sideboard{noDeck}{noPrice}), and the side deck is still judged;
            # the first zone decides, as Archidekt places a card by its first category, but
            # a Companion category declares the sideboard card the companion
            found = _word_zone(name) or SIDE
            if zone is None or (zone == SIDE and found == COMPANION):
                zone = found
                out_of_count = part.strip() if "{nodeck}" in flags and found == SIDE else ""
        elif (held := section_outside(name, "category", bundled_zones())) is not None:
            # a category of a section of some kinds of card (tokens, Attractions) keeps
            # out only those, whatever its flags say ({noDeck} hid a banned card)
            outs.append((len(named), f"category '{name}' holds {_kinds_words(held)}"))
            section = section or (held if len(named) == 1 else None)
        elif "{nodeck}" in flags:
            outs.append((len(named), f"category '{name}' is marked {{noDeck}}"))
        elif key in NOT_IN_DECK:
            outs.append((len(named), f"category '{name}' is not part of the deck"))
        else:
            joined.extend(_zone_word_among(name))
    notes = joined
    if outs and outs[0][0] == 1:  # the first category is out of the deck: so is the card
        why = outs[0][1]
        if not loose or section:
            return Marked("", None, False,
                          why if why.endswith("deck") else f"{why}: not part of the deck",
                          (), section)
        # "[Considering>Keep]": a line never counts fewer copies than it may mean
        notes.append(f"{why}, but the mark [{inside}] is not parted by commas, as Archidekt "
                     "parts its categories: counted")
        outs = []
    if zone is not None:
        notes.append(f"category [{inside}]{_PLACES}{_ZONE_WORDS.get(zone, _SIDE_WORDS)}")
    elif outs:
        notes.append(f"{outs[0][1]}, but the card's first category, '{named[0]}', is "
                     "part of the deck (Archidekt counts a card by its first category): "
                     "counted")
    return Marked("", zone, False, None, tuple(notes), out_of_count=out_of_count)
