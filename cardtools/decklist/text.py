"""The plain-text decklist reader (DESIGN 3.1). It never raises on bad text.

A line is, in this order of checks: blank; a line holding a control character, a
``parse-error`` whatever it is (a comment too); a comment (``#``, ``//``) or a Markdown
heading that names a zone or a grouping; a metadata line (``Format: modern``); a zone
header (``Sideboard (15)``, and a card line after a header's words and a mark: ``Deck -
4 Name``); a separator, a rule of marks (``-----``, a Markdown rule; not ``_____``, a
card's name), said by a note and parting blocks as a blank line; a card line (``4
Name``, ``4x Name``, ``x4 Name``, ``Name x4``, ``SB: 2 Name``, ``Main: 2 Name``, a bare
``Name``); a grouping header (``Creatures (21)``, ``Spells:``). Anything else is a
``parse-error`` finding on that line.

Export conventions of Magic: The Gathering clients (DESIGN 3.1):

- MTGO ``.txt`` and other exports without any header: exactly two blocks of card lines
  separated by exactly one blank line make the second block the sideboard (the first,
  when it is the small one before a deck; three blocks: a companion alone first,
  counted once with the sideboard's copy only when its card is a companion). More
  blocks are a deck grouped by blank lines, the last its sideboard when it holds at most
  ``MAX_SIDEBOARD`` cards after a deck of ``MIN_DECK`` to ``MAX_GROUPED_DECK``. Two or
  more blank lines, other blocks, or a grouping line such as ``Creatures`` mean the
  blank lines are only spacing; but the blocks after the first are kept as a guess,
  which the format decides (``guessed_zones.read_guessed_sideboard``: the side deck when
  the first block alone fills a constructed deck).
- MTG Arena: ``Deck`` / ``Sideboard`` headers, ``(SET) 123`` after the name, an ``About``
  section whose ``Name ...`` line names the deck (other lines there are not cards), a
  ``Companion`` section (the companion is one of the sideboard's cards, rules 702.139a;
  Arena lists it again under ``Sideboard``, where it is counted once; its name is kept
  as the ``companion`` metadata: the declared companion) and a ``Commander``
  section (the command zone, as every ``Commander`` / ``Commanders`` header). A
  ``Companion``, ``About`` or skipped section (``Maybeboard``) before the deck's card
  lines or after them all is no header of their blocks, which are read as above
  (``_set_apart_sections``, ``_apart_headers``).
- Split cards written ``Fire/Ice`` or ``Fire // Ice`` are one name (``names.normalise``);
  ``Fire & Ice`` is tried as one when no card has that name.
- Set codes and collector numbers as other tools write them around a name (``(M10)
  146``, ``[LRW:51]``, ``{TMP}``, ``Name|SET|78``, ``TMP Name``, ``Name TMP 78``) are
  not part of it; the ambiguous ones are readings the card database decides
  (``_other_readings``).
"""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

import bisect
import re
import unicodedata
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from functools import cache, lru_cache, partial, wraps
from itertools import accumulate, islice, pairwise
from typing import Any, NamedTuple, TypeVar

from cardtools.decklist.chatmarkup import (
    CURRENCY_SIGNS,
    EMPTY_QUOTE,
    EMPTY_ROW,
    FENCE,
    MAX_HTML_LINE,
    TABLE_RULE,
    Columns,
    StartPlaces,
    html_elements,
    html_lines,
    numbered_items,
    outside_fences,
    place_after,
    price_cell,
    unmarked_label,
    unwrap,
)
from cardtools.decklist.decked_builder import printing_line_problems
from cardtools.decklist.decoding import MAX_COUNT, MAX_LINE, decode
from cardtools.decklist.markers import (
    CARDS_UNIT,
    CATEGORY_WORDS,
    COMMANDER_MARK_NOTE,
    COUNT_SUFFIX,
    COUNT_WORD_BUT_ROMAN,
    COUNT_WORDS,
    HOLOGRAPHIC_FINISH,
    HOLOGRAPHIC_WORDS,
    JOINED_NAMES,
    JOINING_MARKS,
    ORDINAL,
    ROMAN_COUNTS,
    Marked,
    articles,
    copies_word,
    count_mark,
    denies_finish,
    finish_marks,
    finish_words,
    label_word,
    lacked_finish,
    mark_separators,
    names_other_finish,
    placing_note,
    placing_parts,
    placing_summary,
    read_markers,
    says_only_a_count,
    two_zone_marks,
    x_count,
)
from cardtools.decklist.markers import COUNT_WORD as _COUNT_WORD
from cardtools.decklist.sections import (
    MAX_HEADER_WORDS,
    SKIPPED_SECTIONS,
    SKIPPED_SUBHEADINGS,
    all_grouping_words,
    header_length,
    header_words_of,
    held_kinds,
    lookalike_section,
    section_key,
    skipped_section_note,
)
from cardtools.gamedata import (
    ZoneTable,
    bundled_zones,
    judging_value,
    names_a_printing,
    prefix_key,
    spaced_name,
)
from cardtools.model import (
    COMMAND,
    COMPANION_SEPARATOR,
    LABEL_MARK,
    MAIN,
    SIDE,
    TOKEN,
    DeckLine,
    Decklist,
    DeclaredCount,
    Finding,
    Outside,
    SkippedCard,
    UnderSkipped,
    ZoneGuess,
    header_finding,
)
from cardtools.names import (
    LANGUAGE_WORDS,
    ampersand_spelling,
    decode_escapes,
    fold_lookalikes,
    normalise,
    strip_blank_edges,
)
from cardtools.patterns import WORD, Gated, WordGated, any_of, lazy_built
from cardtools.patterns import lazy_pattern as _lazy
from cardtools.prose import listed_kind
from cardtools.suppression import after_directive
from cardtools.wording import capitalised, either, every, plural

#: Section headers of MTG Arena exports that are not zones: ``About`` holds the deck's
#: ``Name``; ``Companion`` holds the companion, which belongs to the sideboard.
ABOUT, COMPANION = "about", "companion"
SECTION_HEADERS: dict[str, str] = {"about": ABOUT, "companion": COMPANION}
#: The keys of a metadata line, as written (any case), -> the metadata they set.
WRITTEN_METADATA_KEYS = {
    "format": "format", "game": "game", "player": "player", "deck": "deck", "name": "deck",
    "event": "event", "date": "date", "pool": "pool",
    "creator": "player",  # MTGTop8's .dec: "// CREATOR : name"
    "pilot": "player", "pilote": "player", "player name": "player",  # event sites' words
    "playername": "player", "participant": "player", "participante": "player",
    "teilnehmer": "player", "nom du joueur": "player", "nombre del jugador": "player",
    "nome do jogador": "player", "nome del giocatore": "player", "spielername": "player",
    "speler": "player", "игрок": "player", "玩家": "player",
    "tournament": "event", "tournament name": "event", "event name": "event",
    "jeu": "game", "joueur": "player", "joueuse": "player", "nom": "deck",
    "deck name": "deck", "nom du deck": "deck", "événement": "event", "evenement": "event",
    "évènement": "event", "evénement": "event", "évenement": "event", "tournoi": "event",
    # the player, the event and the deck's name as German, Spanish, Italian, Portuguese
    # and Japanese lists head them (no card is so named)
    "spieler": "player", "spielerin": "player", "jugador": "player", "jugadora": "player",
    "giocatore": "player", "giocatrice": "player", "jogador": "player",
    "jogadora": "player", "プレイヤー": "player", "turnier": "event",
    "veranstaltung": "event", "evento": "event", "torneo": "event", "torneio": "event",
    "大会": "event", "deckname": "deck", "nombre": "deck", "nombre del mazo": "deck",
    "nome": "deck", "nome del mazzo": "deck", "nome do deck": "deck", "デッキ名": "deck",
    # and as Polish, Dutch, Russian, Korean, Chinese and Japanese lists head them (Gracz:
    # Ann was read as nothing, her list and a second player's after Gracz: Bob one deck)
    "gracz": "player", "zawodnik": "player", "nazwa gracza": "player",
    "nazwa talii": "deck", "turniej": "event", "spelersnaam": "player",
    "naam speler": "player", "decknaam": "deck", "toernooi": "event",
    "имя игрока": "player", "участник": "player", "название колоды": "deck",
    "турнир": "event", "플레이어": "player", "플레이어 이름": "player", "선수": "player",
    "덱 이름": "deck", "대회": "event", "选手": "player", "選手": "player",
    "参赛者": "player", "牌手": "player", "卡组名称": "deck", "套牌名称": "deck",
    "比赛": "event", "赛事": "event", "プレイヤー名": "player",
    # what deck sites and players write about a list, kept and never a card (a netdeck's
    # author is no player: two players of one netdeck are not one player)
    "author": "author", "deck author": "author", "built by": "author", "auteur": "author",
    "autor": "author", "archetype": "archetype", "archétype": "archetype",
    "arquetipo": "archetype", "source": "source", "description": "description",
    "tags": "tags", "created": "created", "updated": "updated", "url": "url",
    "link": "url",
    # a player's notes on a list and its title, as templates and deck sites head them,
    # in English, French, German, Spanish, Italian and Portuguese (no card is so named)
    "note": "notes", "notes": "notes", "comment": "notes", "comments": "notes",
    "remark": "notes", "remarks": "notes", "remarque": "notes", "remarques": "notes",
    "commentaire": "notes", "commentaires": "notes", "notiz": "notes",
    "notizen": "notes", "kommentar": "notes", "bemerkung": "notes",
    "bemerkungen": "notes", "notas": "notes", "comentario": "notes",
    "comentarios": "notes", "commento": "notes", "commenti": "notes",
    "title": "deck", "deck title": "deck", "titre": "deck", "titel": "deck",
    "título": "deck", "titulo": "deck", "titolo": "deck",
    # a tournament sheet's fields about where the deck sits (no card is so named)
    "table": "table", "table number": "table", "round": "round", "seat": "seat",
    # the event's day as sheets and German, Spanish, Italian, Portuguese and Japanese
    # lists head it (no card is so named)
    "event date": "date", "tournament date": "date", "date of event": "date",
    "datum": "date", "fecha": "date", "data": "date", "日付": "date",
    # and a standings sheet's, how it did (no card is so named either)
    "rank": "standing", "place": "standing", "placing": "standing",
    "standing": "standing", "position": "standing", "points": "points",
    "match points": "points", "score": "points", "wins": "record", "losses": "record",
    "draws": "record", "record": "record", "result": "record", "dci": "dci",
    "dci number": "dci"}
#: Looked up by a key's normalised letters (``Événement``, ``プレイヤー`` as written).
METADATA_KEYS = {normalise(key): value for key, value in WRITTEN_METADATA_KEYS.items()}
#: The keys as a pattern's choices, longest first (``deck name`` before ``deck``).
_METADATA_KEY = "|".join(re.escape(key) for key in sorted(WRITTEN_METADATA_KEYS,
                                                          key=len, reverse=True))
#: Where a metadata key ends: its colon (``_metadata_lead``).
_KEY_COLON = re.compile("[:\uff1a]")


def _metadata_lead(text: str) -> str | None:
    """The part of a line ``_METADATA`` matches with a key of ``WRITTEN_METADATA_KEYS``
    (none holds a colon): the text before its first colon, the spaces before that colon
    left out (``Player : Alice`` -> ``Player``); ``None`` for a line without a colon."""
    colon = _KEY_COLON.search(text)
    return None if colon is None else text[:colon.start()].rstrip()


#: A metadata line (``Player: Alice``); a full-width colon (U+FF1A), as a Japanese or
#: Chinese keyboard writes one, is a colon (``Format\uff1amtg/modern`` was an unknown
#: card, the deck not judged). Compiled only for a line whose key may be one.
#: A line whose key is one of ASCII letters is matched by a pattern of any key (the key,
#: ``_metadata_lead``'s part, is the text up to the last non-space before the first colon).
_METADATA = WordGated(_lazy(rf"^({_METADATA_KEY})\s*[:\uff1a][\s:\uff1a]*(\S.*)$", re.I),
                      WRITTEN_METADATA_KEYS, _metadata_lead,
                      _lazy(r"^([^:\uff1a]*[^\s:\uff1a])\s*[:\uff1a][\s:\uff1a]*(\S.*)$"))
#: A metadata key with no value (``Player:``, a sheet's field left blank).
_EMPTY_METADATA = WordGated(_lazy(rf"^({_METADATA_KEY})\s*[:\uff1a][\s:\uff1a]*$", re.I),
                            WRITTEN_METADATA_KEYS, _metadata_lead,
                            _lazy(r"^([^:\uff1a]*[^\s:\uff1a])\s*[:\uff1a][\s:\uff1a]*$"))
#: A header: its words, a count in brackets, a colon (a full-width one too, U+FF1A, as a
#: Japanese or Chinese keyboard writes it: ``Magi\uff1a`` was an unknown card).
_HEADER = _lazy(r"^(?P<text>.*?)\s*(?:[(\[{]\s*(?P<count>\d+)\s*[)\]}])?\s*[:\uff1a]?$")
#: The dashes a header may be decorated with or write before its count (``Sideboard —
#: 15``, ``-- Side --``): hyphen, the Unicode dashes and the minus sign.
_DASH_MARKS = "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212"
#: The same dashes in a character class of a pattern.
_DASHES = re.escape(_DASH_MARKS)
#: A zone header as people write it: decorated (``**Sideboard**``, ``-- Side --``,
#: ``[Sideboard]``) and with a count in any form (``(15)``, ``(15 cards)``, ``: 15``,
#: ``- 15``, ``— 15``, ``15/15``, ``(15 pcs)``, ``(15 Karten)``; a Roman numeral in any
#: case, a count word or a digit of another form, ``(XV)``, ``(iv)``, ``(four)``,
#: ``(⁴)``: ``// Sideboard (IV)`` was a comment, its cards counted in the main deck); a
#: digit of another form only after the header's words (``デッキ``, Japanese for deck, was
#: read as a count of three characters and no header, an unknown card).
#: The teen words and ``twenty`` a header's count may be written with (beside
#: ``COUNT_WORDS``), in small letters.
_HEADER_TEENS = frozenset({"thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                           "eighteen", "nineteen", "twenty"})
#: (``COUNT_WORD``'s Roman numerals left out: ``[ivxlc]{1,7}`` matches each of them.)
_ASCII_HEADER_WORDS = (r"[ivxlc]{1,7}|" + any_of(_HEADER_TEENS) + "|"
                       + COUNT_WORD_BUT_ROMAN)
_ZONE_HEADER_WORD = (r"(?<![^\W\d_])(?:" + _ASCII_HEADER_WORDS
                     + r"|(?<=.)[^\x00-\x7f\s()\[\]\uff1a]{1,3})")
#: A colon, or a full-width one (U+FF1A), as a Japanese or Chinese keyboard writes it
#: (``Magi\uff1a``, ``Commander\uff1a`` were unknown cards).
_COLON = ":\uff1a"
#: The same, for ``str.endswith``.
_COLONS = (":", "\uff1a")
#: The black lenticular brackets (U+3010, U+3011) a Japanese or Chinese list puts round
#: a heading (``\u3010Deck\u3011`` was an unknown card), as ``[Deck]``.
_HEADER_OPENING = "<\\[\u3010"
_HEADER_CLOSING = ">\\]\u3011"


def _zone_header(word: str) -> str:
    """``_ZONE_HEADER``'s pattern with ``word`` for its count words."""
    return (r"^[\s*_=~" + _HEADER_OPENING + _DASHES + r"]*(?P<text>[^\d" + _COLON + r"()"
            + _HEADER_OPENING + _HEADER_CLOSING + r"*_=~]*?)[\s*_=~" + _HEADER_CLOSING + _DASHES
            + r"]*(?:[" + _COLON + _DASHES + r"]?\s*[(\[{<]?\s*(?:[x\u00d7]?\d+[x\u00d7]?"
            r"(?:\s*/\s*\d+)?|" + word + r")\s*" + CARDS_UNIT + r"?\s*[)\]}>]?)?"
            r"[\s*_=~" + _HEADER_CLOSING + _DASHES + r"]*[" + _COLON + r"]?\s*$")


_ZONE_HEADER = _lazy(_zone_header(_ZONE_HEADER_WORD), re.I)
#: The same with count words of ASCII letters only: a header of three characters or
#: fewer outside ASCII between marks (``[\u30c7\u30c3\u30ad]``, Japanese for deck,
#: ``\u3010\u7d71\u7387\u8005\u3011``, commander) was read as a count with no header's words
#: before it, an unknown card.
_ZONE_HEADER_ASCII_WORD = _lazy(
    _zone_header(r"(?<![^\W\d_])(?:" + _ASCII_HEADER_WORDS + ")"), re.I)
#: The commonest headers: words of ASCII letters, one space apart, alone or with a count
#: in round brackets (``Side deck (10)``). ``_ZONE_HEADER`` matches each such text whole,
#: its words the ``text`` (the shortest words leaving a count and marks: a shorter run
#: leaves a word, which no part after the words takes but a count word, with its unit:
#: ``_may_end_in_a_count``), so this short pattern gives its match without compiling it,
#: the costliest pattern of a check.
_PLAIN_HEADER = _lazy(r"(?P<text>[A-Za-z]+(?: [A-Za-z]+)*)(?: \(\d+\))?")
#: What a count word of a header's count starts with (``_ZONE_HEADER_WORD``'s words; its
#: Roman numerals start with a letter of ``_ROMAN_LETTERS``), in small letters.
_COUNT_STARTS = tuple(sorted(_HEADER_TEENS | {word for word, n in COUNT_WORDS.items() if n > 1}))
_ROMAN_LETTERS = frozenset("ivxlc")


def _plain_header(text: str) -> re.Match[str] | None:
    """``_PLAIN_HEADER``'s match of a header ``text`` when it is ``_ZONE_HEADER``'s (the
    same words, at the same places); ``None`` when it may not be (the text is of another
    form, or its words alone may end in a count: ``Deck ii``, ``Main two cards``)."""
    match = _PLAIN_HEADER().fullmatch(text)
    if match is None or match.end("text") < len(text):
        return match  # words and a count in brackets: that count is the header's
    return None if _may_end_in_a_count(text) else match


def _may_end_in_a_count(words: str) -> bool:
    """Whether the last two of ``words`` (ASCII letters, one space apart) may be a
    header's count word and its unit (``ii``, ``two cards``, ``twocards``): either
    starts with a count word or a Roman numeral's letter."""
    return any(word[0] in _ROMAN_LETTERS or word.startswith(_COUNT_STARTS)
               for word in words.lower().split(" ")[-2:])


#: The most common card line, ``4 Name`` or ``4x Name`` with nothing else to strip; the
#: general path below reads the same lines the same way, only slower.
_PLAIN_CARD = re.compile(
    r"^(\d{1,3})[x\u00d7]?\s+(?![x\u00d7\uff58\uff38,:\u2013\u2014\u00b7\u2022-]\s)([^#()\[\]{}|&\uff06\ufe60\uff08*<^\t\s]"
    r"[^#()\[\]{}|&\uff06\ufe60\uff08*<^\t]*?)\s*$",
    re.I)
_BULLET = re.compile(r"^[-*\u2022+]\s+(?=\S)")
#: A ``# comment`` after a card line, also run into the name before it, a space or the
#: line's end after it (``4 Ponder# cantrip``; no card's name holds a ``#``; not a
#: character reference, ``&#160;``, nor a colour, ``#37d67a``, nor a collector number
#: closing a set's brackets, ``[M10 #146]``: it was the unknown card 'Lightning Bolt [M10').
_INLINE_COMMENT_PATTERN = (r"\s+#(?![A-Za-z]{0,3}\d[\w\u2605*+\-]{0,7}[)\]]$).*$"
                           r"|(?<=[^\s#&])#(?=\s|$).*$")
_INLINE_COMMENT = _lazy(_INLINE_COMMENT_PATTERN)
#: What players write right after a number of copies: an ``x`` (``4x``, ``4 x``) or a
#: word run into it (``4of``, ``4-of``, ``4pcs``, ``4stk``, ``4ers``; not the ordinal
#: ``1st``); one pattern for the count of a ``#`` comment and of a ``//`` comment, so both
#: marks read the same forms.
_COUNT_UNIT = rf"(?:\s?[x\u00d7]|-?(?!(?<=1)st\b)(?:{COUNT_SUFFIX}))"
#: An inline comment that starts with a number, maybe with an ``x`` before it or a
#: ``_COUNT_UNIT`` after it, as a word of its own (``#4``, ``#x4``, ``#4x``, ``#4 copies``,
#: ``#4-of``, ``#4pcs``, ``#4 [LEA:12]``; not a tag such as ``#2-drop``), then maybe a set
#: code in brackets and a deck site's printing marker (``#4 *F*``, ``#3 (LEA) *F*``).
_NUMBER_COMMENT = _lazy(rf"^\s+#\s*[x\u00d7]?\s?(?P<n>\d{{1,3}}){_COUNT_UNIT}?(?![\w\-])"
                        r"(?:\s*[(\[{][\w:]{1,12}[)\]}])?(?:\s*(?P<mark>\*[A-Za-z]{1,12}\*))?",
                        re.I)
#: Deckstats' (and mtg-parser's) tag of the commander in a comment after the card:
#: ``1 Sliver Overlord # !Commander``, ``#!Commander``.
_COMMANDER_TAG = _lazy(r"#\s*!\s*commander\b", re.I)


@cache
def _skipped_prefix(zones: ZoneTable) -> re.Pattern[str]:
    """A skipped section's word before one card line (``considering: 1 Name``, as
    Moxfield reads ``sideboard:`` and ``considering:`` before a line; or a spaced dash for
    the colon, ``Maybeboard - 1 Name``, as a line prefix may have): that line is not
    counted; a section of tokens of ``zones`` too (``Tokens: 1 Treasure``)."""
    words = (SKIPPED_SECTIONS - {"pool"}) | zones.token_sections
    return re.compile(r"^(?P<word>" + "|".join(sorted(
        (re.escape(word) for word in words), key=len, reverse=True))
                      + r")(?P<mark>\s*:|\s+[-\u2013\u2014])\s*(?=\S)", re.I)


#: The marks a line may start with before its words (a list's bullet, a quote, a table).
_LEADING_MARKS = _lazy(r"^[\s\-*\u2022>|#]*")
#: The mark a heading or a comment starts with (``##``, ``//``), else nothing.
_HEADING_MARK = _lazy(r"^\s*(#+|//|)")


def _heading_mark(text: str) -> str:
    """The mark a heading or comment line starts with (``##``, ``//``), else ``""``."""
    found = _HEADING_MARK().match(text)
    return found[1] if found else ""


#: Marks a header may be enclosed in (``<Beideck>``, ``[Beideck]``, ``«Beideck»``).
_ENCLOSING_MARKS = "<>[](){}\u00ab\u00bb*_=~ "


def _higher_heading(mark: str, under: str) -> bool:
    """Whether a Markdown heading's ``mark`` (``#``) is of a higher level than the mark
    ``under`` (``##``): it starts a section of its own."""
    return mark.startswith("#") and under.startswith("#") and len(mark) < len(under)


@cache
def _nothing(zones: ZoneTable) -> re.Pattern[str]:
    """A word for no card of ``zones`` (the game data's ``no_card_words``) alone, maybe
    in brackets or with a full stop, as written alone on a line under a header or after
    a zone's prefix (``None``, ``Sideboard: none``, ``Companion: (none)``), in the
    languages of the header words (``Réserve : aucune``, ``Sideboard: keine``): no card's
    name in any game."""
    return re.compile(r"^[(\[]?\s*" + any_of(zones.no_card_words)
                      + r"\s*[)\]]?\.?$", re.I)


#: After a zone's prefix, a dash says the same (``Sideboard: -``); alone on a line, a
#: mark is a separator or an unknown card, never dropped.
_DASH = _lazy(r"^[-\u2013\u2014]$")
#: A count first, maybe in brackets or before a mark (``4) Ponder``, ``4: Ponder``, ``4 |
#: Ponder``, ``4 \u00b7 Ponder``, ``4 \u2014 Ponder``: the last three were unknown cards, after
#: its x too: ``4x: Ponder``, ``4x. Ponder``), a full stop too (``4. Ponder``): a number
#: out of a numbered list's run (``numbered_items``) may be the count, and a line never
#: counts fewer copies than it may mean.
#: The counters for cards of Japanese, Chinese and Korean, run into a count (``4\u679a``).
_CJK_COUNTERS = "[\u679a\u5f20\u5f35\uc7a5]"
_COUNT_FIRST = _lazy(
    r"^[(\[{]?(?P<n>[-+]?\d+)(?:[)\]}]|\.(?=\s))?\s*(?:[x\u00d7]\s?[.:\u2013\u2014\u00b7\u2022|-]?"
    r"|[,:\u2013\u2014\u00b7\u2022|-]"
    r"|" + _CJK_COUNTERS + r")?\s+(?P<name>\S.*)$", re.I)
_X_COUNT_FIRST = _lazy(r"^[x\u00d7]\s?(?P<n>\d+)\s+(?P<name>\S.*)$", re.I)
#: A second count before a name, after a card line's count (``4 Grief`` of ``4 4 Grief``,
#: ``1 Thoughtseize`` of ``1 x 1 Thoughtseize``, ``x4 Grief`` of ``4 x4 Grief``): unsigned
#: (``+2 Mace`` is a card), the name opening with a letter.
_SECOND_COUNT = _lazy(r"^(?:(?P<n>\d{1,3})\s?[x\u00d7]?|[x\u00d7]\s?(?P<n2>\d{1,3}))\s+"
                      r"(?P<name>[^\W\d_].*)$", re.I)
#: A count with an ``x`` in brackets before the name (``[x4] Name``, ``(4x) Name``).
_BRACKET_COUNT_FIRST = _lazy(r"^[(\[{](?:[x\u00d7]\s?(?P<n>\d+)|(?P<n2>\d+)\s?[x\u00d7])"
                             r"[)\]}]\s*(?P<name>\S.*)$", re.I)
#: A count with an ``x`` after the name (``Ponder x4``, ``Ponder (4x)``; a ``\u00d7`` with no
#: space before it, ``Ponder\u00d74``, as Japanese lists write it, and a bracketed one that
#: ends the line, ``Ponder(x4)``), or after a tab;
#: not after a ``//`` mark (``Ponder // x4`` is a comment that gives the count, read as
#: ``Ponder // 4x`` is); or a star before the count for the ``x`` (``Ponder *4``,
#: ``Ponder*4``, as chat and forum posts write it, also after a name's last mark,
#: ``Forth Eorlingas!*1``, ``Question Elemental?*1``; not ``Ponder *4*``, a count the
#: readers keep).
_STAR_RUN_AFTER = r"(?<=[^\W\d_]|[!?.'\"\u2019\u201d])"
_COUNT_LAST = Gated(_lazy(
    r"^(?P<name>\S.*?)(?<!\s//)(?:(?:\s+|(?=\u00d7)|(?<=\S)(?=[(\[{][x\u00d7]\s?\d+[)\]}]$)"
    r"|" + _STAR_RUN_AFTER + r"(?=\*\d{1,3}$))"
    r"[(\[{]?(?:[x\u00d7]|(?<=\s)\*|" + _STAR_RUN_AFTER + r"\*)\s?(?P<n>\d+)[)\]}]?"
    r"|\s+[(\[{](?P<n2>\d+)\s?[x\u00d7][)\]}]"
    r"|\t+(?P<n3>\d+))$", re.I), lambda text: _may_end_with_count(text))  # defined below


def _may_end_with_count(text: str) -> bool:
    """Whether ``_COUNT_LAST`` may match ``text``: it ends (a line break at its end
    aside, as ``$`` allows) with a digit or a closing bracket. False settles a comment's
    sentence (``# 60 cards in the deck.``) without the pattern."""
    last = text[-2:-1] if text[-1:] == "\n" else text[-1:]
    return last.isdecimal() or last in (")", "]", "}")


#: A count of 0 in a last cell after a tab (``Black Lotus<TAB>LEA<TAB>0``).
_ZERO_CELL = _lazy(r"\t\s*0+$")
_COUNT_ONLY = _lazy(r"^[-+]?\d+\s*[x\u00d7]?$", re.I)
_FINISH = _lazy(rf"\s*(?:\*f\*|\({HOLOGRAPHIC_FINISH}\)|\[{HOLOGRAPHIC_FINISH}\])$", re.I)
#: Other printing markers of deck sites (Moxfield's ``*E*`` etched, ``<borderless>``).
_PRINTING = _lazy(r"\s*(?:\*e\*|<[\w -]{1,30}>)$", re.I)
#: A collector number: a digit with letters and marks about it (``146``, ``237a``,
#: ``UMA-345``, ``2*``, ``72+``, ``U16``, ``★12``).
_NUMBER = r"(?=[^\s|]*\d)[\w\u2605*+\-]{1,12}"
#: What no set code in brackets is: a count with an ``x`` (``(x4)``, ``{4x}``), which a
#: line that has a count already must not lose without a word (``1 Black Lotus [x4]``);
#: in square or curly brackets, or before the name, a number alone too (``Black Lotus
#: [4]``, ``[LEA] [4] Black Lotus``), where after the name a number alone in
#: parentheses is Cockatrice's collector number (``4x [B] Forest (3)``).
_NO_X_COUNT = r"(?![xX\u00d7]\s?\d+[)\]}]|\d+\s?[xX\u00d7][)\]}])"
_NO_COUNT = r"(?![xX\u00d7]?\s?\d+\s?[xX\u00d7]?[)\]}])"
#: A count with an ``x`` before or after its number (``x4``, ``4x``), in any case.
_X_COUNT = r"(?i:[x\u00d7]\d+|\d+[x\u00d7])"
#: What no collector number after a set code is: a count with an ``x`` (``4x``, ``x4``),
#: one between stars (``*4*``) or a count word (``(LEA) four``).
_NOT_A_NUMBER = rf"(?!(?:{_X_COUNT}|\*\d+\*|{_COUNT_WORD})$)"
#: Not a count word alone in brackets.
_NO_WORD = rf"(?!{_COUNT_WORD}[)\]}}])"
#: What no collector number after a set code and a colon is: a count with an ``x`` or a
#: count word (``[LEA:4x]``, ``(LEA:IV)``, ``(LEA:four)`` were one copy without a word).
_NO_COUNT_AFTER_COLON = rf"(?!(?:{_X_COUNT}|{_COUNT_WORD})[)\]}}])"
#: Not a count word as a word of its own.
_NO_WORD_ALONE = rf"(?!{_COUNT_WORD}(?![\w]))"
#: A collector number after a set code written bare (``Power Sink TMP 78``, ``UMA-345``,
#: ``234p``, ``S12``): never a number run into a word or a mark (``Black Lotus LEA 2-of``,
#: ``LEA 2copies``, ``LEA 2ex``, ``LEA 2\u679a``, ``LEA *2`` were one copy, the count
#: dropped as a collector number); such a line keeps its words, an unknown card.
_BARE_NUMBER = r"(?:[A-Za-z0-9]{1,6}-)?[A-Za-z]{0,3}\d{1,5}[A-Za-z\u2605\u2020]?(?![^\s|])"
#: A collector number after a set code in brackets on a line with a count (where no
#: count can hide in it), as deck sites and XMage write the numbers of promos and World
#: Championship decks (``2019NA``, ``jf36sb``, ``184s*``, ``1521*``, ``265+a``); still
#: never a count's word run into a number (``4of``, ``4pcs``).
_WIDE_NUMBER = (r"(?:(?:[A-Za-z0-9]{1,6}-)?[A-Za-z]{0,4}\d{1,6}"
                rf"(?:(?!(?:{COUNT_SUFFIX})(?![A-Za-z]))[A-Za-z]{{1,3}})?"
                r"[*+\u2605\u2020]{0,2}[A-Za-z]?"
                # a capital between digits (``2U08``, a Japanese promo's), capitals alone
                # without a vowel (``SCTLR``, a Secret Lair's): no word (a count's,
                # ``DOZEN``), no Roman numeral, no x of a count
                r"|\d{1,4}[A-WYZ]\d{1,4}"
                r"|(?![IVXLCDM]+(?![^\s|]))[B-DF-HJ-NP-TV-Z]{4,6})(?![^\s|])")
#: A set code in brackets (``(M10)``, ``[LRW:51]``, ``{TMP}``; empty in Archidekt's
#: ``()``), after the name with or without a space, then maybe a collector number
#: (``(M10) 146``, ``(TMP)|78``).
def _set_code_in_brackets(no_word: str) -> str:
    """``_SET_CODE_IN_BRACKETS`` with ``no_word`` for what its code may not be."""
    return (rf"\s*(?:\({_NO_X_COUNT}|[\[{{]{_NO_COUNT}){no_word}[A-Za-z0-9_]{{0,8}}"
            rf"(?::{_NO_COUNT_AFTER_COLON}[\w\u2605*+\-]{{1,8}})?[)\]}}]")


_SET_CODE_IN_BRACKETS = _set_code_in_brackets(_NO_WORD)
_SET_SUFFIX = _lazy(rf"{_SET_CODE_IN_BRACKETS}"
                    rf"(?:\s*\|\s*{_NUMBER}|\s+{_NOT_A_NUMBER}{_BARE_NUMBER})?$")
#: A set code in capitals and its collector number in one pair of brackets, a space
#: between them (``(BS 45)``, ``[M10 146]``; not a set's name, ``(Magic 2010)``), on a
#: line with a count only: on a line without, the number may be the count (``Black
#: Lotus (LEA 4)``), which stays in the name.
_SPACED_SET_NUMBER = (r"\s*[(\[](?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,6}\s+#?"
                      rf"{_NO_COUNT_AFTER_COLON}(?=[^\s)\]]*\d)[\w\u2605*+\-]{{1,8}}[)\]]")
#: What may part a set code in brackets from its collector number on a line with a
#: count, beside spaces (``4 Force of Will (EMA) - 49``, ``: 49``, ``= 49``, ``| 49``):
#: after a count no number there is one.
_NUMBER_SEPARATOR = r"[|:=\-\u2013\u2014]"
#: The same on a line with a count, with a collector number of ``_WIDE_NUMBER``'s form.
#: On a line with a count, a count word in brackets is a set code when a collector number
#: follows it, as an Arena or Moxfield line writes every printing (``4 Opt (XI) 1``,
#: ``4 Opt [XXX] 12``: a set code of Roman numeral letters, an unknown card as a count).
_NO_WORD_BUT_BEFORE_A_NUMBER = (rf"(?!{_COUNT_WORD}[)\]}}]"
                                rf"(?!(?:\s*{_NUMBER_SEPARATOR}\s*|\s+)[^\s|]*\d))")
_COUNTED_SET_SUFFIX = _lazy(rf"(?:{_set_code_in_brackets(_NO_WORD_BUT_BEFORE_A_NUMBER)}"
                            rf"(?:\s*{_NUMBER_SEPARATOR}\s*{_NUMBER}|\s+{_NOT_A_NUMBER}{_WIDE_NUMBER})?"
                            rf"|{_SPACED_SET_NUMBER})$")
#: A number alone in brackets (``(4)``) at the start of a ``_SET_SUFFIX`` match.
_NUMBER_IN_PARENS = _lazy(r"\s*\(\s*\d+\s*\)")
#: A set code in brackets before the name (``[LRW:51] Name``, ``(TMP)Name``, ``{TMP} Name``;
#: empty, ``[] Name``, as mtgtop8 and Magic Workstation files write an unknown printing).
_SET_PREFIX = _lazy(rf"^[\[({{]{_NO_COUNT}{_NO_WORD}[A-Za-z0-9_]{{0,8}}"
                    rf"(?::{_NO_COUNT_AFTER_COLON}[\w\u2605*+\-]{{1,8}})?[\])}}]\s*(?=\S)")
#: What no bare set code is: a count with an ``x`` (``Black Lotus X2 (LEA)``, ``Black
#: Lotus 2X|LEA`` were one copy, ``X2`` cut as a set code), or an ``x`` before a number
#: (``1 Grief | x 3``: one copy, ``x`` cut as a set code and ``3`` as its number).
_NO_X_ALONE = rf"(?!{_X_COUNT}(?!\w))(?!(?i:[x\u00d7])\s+\d)"
#: A set code written bare: capitals and digits (``TMP``, ``M10``), or three or four
#: small letters and digits beside a name written in capitals and small letters (``tmp``).
_UPPER_CODE = r"(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,5}"
_LOWER_CODE = r"(?=[a-z0-9]*[a-z])[a-z0-9]{3,4}"


def _code_after(name: str, code: str) -> str:
    """The pattern of a line ``name`` then a bare set ``code`` (``set``), maybe with a
    collector number (``number``): never a count word or an ``x`` count as the code."""
    return (rf"^(?P<name>{name})\s+{_NO_WORD_ALONE}{_NO_X_ALONE}(?P<set>{code})"
            rf"(?:\s+{_NOT_A_NUMBER}(?P<number>{_BARE_NUMBER}))?$")


def _code_before(code: str, name: str) -> str:
    """The pattern of a line a bare set ``code`` (``set``) then ``name``."""
    return rf"^{_NO_WORD_ALONE}{_NO_X_ALONE}(?P<set>{code})\s+(?P<name>{name})$"


#: A set code written bare after the name (``4x Power Sink TMP``, ``Power Sink TMP 78``,
#: ``Mountain MIR 3``) or before it (``4x TMP Power Sink``, ``TMP Power Sink 78``).
# the name's first small letter found at once ("[^a-z\n]*"), not tried at each small
# letter in turn: that was a time in the square of the line's length per set code tried
_BARE_SET = _lazy(_code_after(r"[^a-z\n]*[a-z].*?", _UPPER_CODE))
_BARE_SET_FIRST = _lazy(_code_before(_UPPER_CODE, r".*[a-z].*"))
#: The same in small letters (``Power Sink tmp``, ``tmp Power Sink``).
_LOWER_SET = _lazy(_code_after(r"\S.*?", _LOWER_CODE))
_LOWER_SET_FIRST = _lazy(_code_before(_LOWER_CODE, r"\S.*"))
#: What no set code beside ``|`` is: a number alone or with an ``x`` (``Black Lotus|4``,
#: ``4|Black Lotus``, ``Black Lotus|x4`` were one copy; no set code is digits alone).
_PIPE_CODE = rf"(?=[A-Za-z0-9_]*[A-Za-z_]){_NO_X_ALONE}"
#: A set code after ``|`` (Forge: ``Incinerate|ICE``, ``Power Sink|TMP|78``, ``Power
#: Sink|TMP 78``, ``Name|SET|1|[175]``) or before it (``TMP|Power Sink``, not before a
#: counted card line: ``Island | 1 Mind Twist`` is two cards); after a space, a collector
#: number of ``_BARE_NUMBER``'s form only.
_PIPE_SET = _lazy(rf"^(?P<name>[^|]*?[^|\s])\s*\|\s*{_NO_WORD_ALONE}{_PIPE_CODE}[A-Za-z0-9_]{{1,8}}"
                  rf"(?:\s*\|\s*{_NOT_A_NUMBER}(?=\S*\d)[\w\u2605*+\-\[\]|]{{1,30}}"
                  rf"|\s+{_NOT_A_NUMBER}{_BARE_NUMBER})?$")
_PIPE_SET_FIRST = _lazy(rf"^{_NO_WORD_ALONE}{_PIPE_CODE}[A-Za-z0-9_]{{1,8}}"
                        r"\s*\|\s*(?!\s*\d{1,3}[x\u00d7]?\s)(?P<name>[^|]*[a-z][^|]*)$")
#: A collector number after the name of a line whose set code came first (``[TMP]
#: Power Sink 78``, ``TMP Power Sink 78``).
_TRAILING_NUMBER = _lazy(rf"^(?P<name>\S.*?)\s+{_NOT_A_NUMBER}{_NUMBER}$")
#: A capitalised word in brackets after a name: part of some cards' names (``Hazmat Suit
#: (Used)``), where a set code is capitals or small letters only.
_WORD_IN_PARENS = _lazy(r"\s\([A-Z][a-z]+\)$")
#: A set's name in parentheses after the card's (Deckbox's and Delver Lens's text:
#: ``1x Lightning Bolt (Magic 2011)``, ``Fire // Ice (Apocalypse)``), or in square
#: brackets (``Korg & Zet [Awakening]``, ``Boule de feu [Électrique]``): words with a
#: letter, never a count (``(x4)``, ``[4]``); ``_set_name`` then asks the card data.
_SET_NAME = _lazy(r"^(?P<name>\S.*?)\s*(?:\((?![xX\u00d7]?\s?\d+\s?[xX\u00d7]?\))"
                  r"(?P<set>[^()]*[A-Za-z][^()]{0,59})\)"
                  r"|\[(?![xX\u00d7]?\s?\d+\s?[xX\u00d7]?\])"
                  r"(?P<square>[^\[\]]*[A-Za-z][^\[\]]{0,59})\])$")
#: A last group of words after a name, in brackets or after a dash (``(Borderless)``,
#: ``[Promo]``, ``- Promo``).
_PRINTING_TAIL = _lazy(r"^(?P<name>\S.*?)\s*(?:[(\[](?P<inside>[^()\[\]]{1,40})[)\]]"
                       r"|\s[-\u2013\u2014]\s*(?P<after>[^()\[\]\-\u2013\u2014]{1,40}))$")
#: Forge's foil mark after the name (``Power Sink+``).
_FORGE_FOIL = _lazy(r"^(?P<name>\S.*?[^\s+])\s*\+$")
#: ``&`` between the halves of a split card (Cockatrice: ``Fire & Ice``).
_AMPERSAND = _lazy(r"\s*&\s*")
#: Text that writes a printing around a name: a set code in brackets or after ``|``
#: at either end, or a bare set code after the name or before it.
_PRINTED = _lazy(r"(?:[(\[{][A-Za-z0-9_]{0,8}(?::[^\])}]{0,8})?[)\]}]|\|\s*[A-Za-z0-9_]{1,8})$"
                 r"|^(?:[(\[{][A-Za-z0-9_]{1,8}(?::[^\])}]{0,8})?[)\]}]|[A-Za-z0-9_]{1,8}\s*\|)"
                 r"|^[^a-z\n]*[a-z].*?\s(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,5}$"
                 r"|^(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,5}\s+\S*[a-z]")
#: A ``// comment`` after a card (``4 Lightning Bolt // burn``); ``Fire // Ice`` is also
#: a split card, so the whole name is tried first.
_SLASH_COMMENT = _lazy(r"^(?P<name>\S.*?)\s+//(?P<comment>.*)$")
#: Two hyphens or more after a space start a comment too on a line with a count (``4
#: Thoughtseize -- discard``, as SQL and Lua comment a line): no card's name holds them.
#: A line without a count keeps them (``Reanimator -- by Alice``, a deck's title).
_DASHES_COMMENT = _lazy(r"^(?P<name>\S.*?)\s+--+(?=\s|$)(?P<comment>.*)$")
#: A ``// comment`` run into the name before it, a space or the line's end after it
#: (``Ponder// cantrip``, ``Ponder//``); not a split card's ``Fire//Ice``.
_RUN_IN_SLASH_COMMENT = _lazy(r"^(?P<name>\S.*?[^\s/])//(?P<comment>(?:\s.*)?)$")
#: Each place a ``// comment`` may begin (``_SLASH_COMMENT``'s, and the later ones).
_SLASH_SPLIT = _lazy(r"\s+//|(?<=[^\s/])//(?=\s|$)")
#: A grouping header's words and a count after them in another form than ``_HEADER``'s
#: (``Creatures (20 cards)``, ``Creatures - 20 cards``, ``Creatures: 20 pcs``,
#: ``Creatures (four)``); ``is_header_text`` tells whether the words are header words.
_GROUPING_COUNT = _lazy(r"^(?P<text>[^\d()\[\]{}:\uff08\uff09]*?"
                        r"[^\s\d()\[\]{}:\-\u2013\u2014\uff08\uff09])\s*"
                        r"[:\-\u2013\u2014]?\s*[(\[{\uff08]?\s*(?P<n>\d{1,3}|[^\W\d_]+)"
                        rf"(?:\s*{CARDS_UNIT})?\s*[)\]}}\uff09]?\s*:?$", re.I)
#: A colon, comma, dash, equals sign or leader dots between a name and the count after it
#: (``Creatures: 20``, ``Lightning Bolt, 4`` as a list of name and quantity columns pasted
#: as text writes it, ``Boule de feu = 4``, ``Boule de feu ... 4``), or a pipe
#: (``Island (UNF) | 2``: a printing's cell, then the count or its collector number).
_MARK_BEFORE_COUNT = _lazy(r"\s*(?:[:,=|\-\u2013\u2014]|\.{2,}|\u2026)$")
#: A mana cost of zero in Magic's notation after a name (``Mana Crypt {0}``), where a
#: number in brackets may be a count.
_ZERO_COST = _lazy(r"\s*\{\s*0+\s*\}\s*:?$")
#: The same cost before the name (``{0} Mana Crypt``).
_ZERO_COST_FIRST = _lazy(r"^\{\s*0+\s*\}(?=\s)")
#: A count after a comma with no space (``Lightning Bolt,4``: columns saved as text).
_COMMA_COUNT = _lazy(r"^(?P<name>\S.*?[^\d\s,;])[,;](?P<n>\d{1,3})$")
#: A count before a comma or a semicolon with no space (``4,Lightning Bolt``, ``4;Boule de
#: feu``: a spreadsheet's quantity and name columns saved without a header row, the
#: semicolon as Excel writes them in much of Europe).
_COUNT_COMMA = _lazy(r"^(?P<n>\d{1,3})[,;](?P<name>[^\d\s,;].*)$")
#: A count and its ``x`` run into the name with no space (``4xLightning Bolt``,
#: ``4\u00d7Boule de feu``), as forum posts write it, or a dash (``4-Lightning Bolt``, as
#: Magic Cove's ``.mcd`` lists and players typing ``4 - Name`` write it); a name of three
#: characters or more, as a set's code (``2XM``) is none.
_X_COUNT_JOINED = _lazy(r"^(?P<n>\d{1,3})(?P<mark>[x\u00d7\u2013-])(?P<name>[^\W\d_].{2,})$",
                        re.I)
#: A count and its ``x`` run into the end of the name with no space (``Ancient Tombx4``,
#: ``Ancient Tomb4x``), the mirror of ``_X_COUNT_JOINED``; and the characters such a
#: line ends with (most names end otherwise: no match tried).
_X_COUNT_RUN_IN_LAST = _lazy(r"^(?P<name>\S.*?[^\W\d_])(?:[x\u00d7](?P<n>\d{1,3})"
                             r"|(?P<n2>\d{1,3})[x\u00d7])$", re.I)
_X_RUN_IN_LAST_CHARACTERS = frozenset("0123456789xX\u00d7")
#: A count and a unit of copies after the name, in brackets or after a space, a dash or
#: a colon (``Boule de feu (4 exemplaires)``, ``Ponder (4 copies)``, ``Ponder - 4 pcs``,
#: ``Seed (x4 ex.)``, ``Ponder 4\u679a``, a Japanese list's): the mirror of ``_UNIT_FIRST``.
_UNIT_AFTER = _lazy(r"^(?P<name>\S.*?[^\s(\[,;:])\s*(?:[-\u2013:]\s*)?"
                    r"(?P<open>[(\[])?\s*[x\u00d7]?\s?(?P<n>\d{1,3})\s*[x\u00d7]?(?:\s+(?:pcs?|pieces?|ex|exemplaires?|cop(?:y|ies)"
                    r"|st(?:\u00fc|ue)ck|stk)\.?|\s*" + _CJK_COUNTERS
                    + r")(?(open)\s*[)\]])$", re.I)
#: How many copies the player owns or lacks, after a card line's name, in brackets or
#: after a dash or a colon (``(have 3)``, ``- need 1``, ``[missing: 2]``, ``(owned 4)``).
_HELD_NOTE = _lazy(r"\s*(?:[-\u2013\u2014:]\s*|(?P<open>[(\[])\s*)(?:have|own(?:ed)?|need(?:ed)?"
                   r"|missing|got|want(?:ed)?|lack(?:ing)?)\s*[:=]?\s*\d{1,3}"
                   r"(?(open)\s*[)\]])$", re.I)
#: A card line's whole name in one pair of square brackets (``[Ancient Tomb]``).
_BRACKETED_WHOLE = _lazy(r"^\[[^\[\]]+\]$")
#: A change in the copies since another version of the list, in brackets after a card
#: line's name (``(+1)``, ``[-2]``), as list-diffing tools and players updating a list
#: write it: a note as a held one is.
_CHANGE_NOTE = _lazy(r"\s*[(\[]\s*[+\-\u2212\u2013]\s?\d{1,3}\s*[)\]]$")
#: The characters such a note ends with.
_HELD_NOTE_LAST_CHARACTERS = frozenset("0123456789)]")
#: The characters such a unit ends with (most names end otherwise: no match tried).
_UNIT_LAST_CHARACTERS = frozenset("sSyYkKxX.)]\u679a\u5f20\u5f35\uc7a5")
#: A price with no currency sign after a card's name (``4 Thoughtseize 12.99``, ``12,99``,
#: as a price list pasted without its column's heading writes it; in a column after a pipe,
#: ``4 Force of Will (EMA) | 49.99``): no card's name ends so.
_BARE_PRICE = _lazy(r"(?:\s*\|)?\s+\d{1,6}[.,]\d\d$")
#: A count written after the name without a mark (``Lightning Bolt 4``), or with an
#: ``x`` after it (``Lightning Bolt 4x``), or right after a colon or an equals sign
#: (``Lightning Bolt:4``, ``Lightning Bolt=4``).
_TRAILING_COUNT = _lazy(r"^(?P<name>\S.*?[^\d\s])(?:\s+|(?<=[:=]))(?P<n>\d{1,3})(?:\s*[x\u00d7])?$",
                        re.I)
#: The same after a bare set code that holds a digit (``Brainstorm A25 4``, ``Brainstorm
#: MH2 4x``, ``Brainstorm|2X2 4``), which ``_TRAILING_COUNT`` leaves as a name's own
#: number; ``_trailing_count`` tells whether the word is a set code.
_COUNT_AFTER_DIGIT_CODE = _lazy(r"^(?P<name>\S.*?[\s|](?P<code>(?=[^\s|]*\d)(?=[^\s|]*[A-Za-z])"
                                r"[A-Za-z0-9]{2,6}))\s+(?P<n>\d{1,3})(?:\s*[x\u00d7])?$", re.I)


def _trailing_count(name: str) -> re.Match[str] | None:
    """``_TRAILING_COUNT``'s match of ``name`` (``Brainstorm 4``, ``Brainstorm EMA 4``), or
    ``_COUNT_AFTER_DIGIT_CODE``'s when the word before the number is a set code holding a digit:
    in capitals (``A25``, ``2X2``: a code as ``_PRINTED`` reads one) or known to the card
    data in any case (``a25``). Such a number may be a count as after ``EMA`` (``Brainstorm
    A25 4`` was one copy, its 4 read as the card's own number, never judged both ways);
    ``None`` else. Raises nothing."""
    trailing = _TRAILING_COUNT().match(name)
    if trailing is not None or not name[-1:].isalnum():
        return trailing
    after = _COUNT_AFTER_DIGIT_CODE().match(name)
    if after is None:
        return None
    code = after["code"]
    return after if re.fullmatch(_UPPER_CODE, code) or is_set_code(code) else None


#: A count written otherwise than in digits before the name (``four Ponder``, ``IV
#: Ponder``, ``⁴ Ponder``, ``❹ Ponder``, ``four x Ponder``), after it (``Ponder four``,
#: ``Ponder x IV``) or in brackets after it (``Ponder (four)``): ``_count_value`` tells
#: whether the word is one.
_WORD_COUNT_FIRST = _lazy(r"^(?P<word>[^\s(\[{]+)(?:\s+[x\u00d7])?\s+(?P<name>\S.*)$", re.I)
_WORD_COUNT_LAST = _lazy(
    r"^(?P<name>\S.*?)\s*(?:\s(?:[x\u00d7]\s?)?(?P<word>[^\s()\[\]{}]+)"
    r"|[(\[{]\s*(?:[x\u00d7]\s?)?(?P<inner>[^\s()\[\]{}]+)\s*[)\]}])$", re.I)
#: The part of a list a summary line may total (``Total number of cards in main deck:
#: 60``, as the tournament decklist sheet writes it; ``Sideboard total: 15``).
_TOTALLED_ZONE = r"(?:main ?deck|main ?board|deck|side ?board|side ?deck)"
_SUMMED_ZONE = r"(?:the )?" + _TOTALLED_ZONE
#: The words of the zone a summary line totals, to be read as a zone header's; not
#: ``deck`` alone, which may be the whole list (``Cards in deck: 75``).
_SUMMED_ZONE_WORDS = _lazy(r"\b(?:main ?deck|main ?board|side ?board|side ?deck)\b", re.I)
#: A summary line of an export: ``Total: 60 cards``, ``60 cards``, ``Cards: 75``, and
#: their French forms, a space before the colon as French writes it (``Total : 40
#: cartes``, ``40 cartes``, ``Nombre de cartes : 40``), a count then the word for cards
#: in another language (``44 Karten``, ``60 cartas``, ``60 kart``: ``CARDS_UNIT``; each
#: was an unknown card of 44 copies); ``TOTAL:`` alone, heading the counts by type of a
#: deck site's list (``21 Creatures``: grouping counts).
_SUMMARY = _lazy(r"^(?:(?:total(?: number of)?(?: cards| de cartes)?(?: in " + _SUMMED_ZONE
                + r")?|" + _SUMMED_ZONE + r" total|cards in " + _SUMMED_ZONE
                + r"|cards|cartes|card count|count|nombre de cartes)"
                r"\s*[:=]?\s*(?:\d+|\(\d+\))(?:\s*(?:cards?|cartes?))?"
                r"|totals?\s*:?"
                r"|\d+\s*" + CARDS_UNIT + r"(?:\s+(?:total|au total|insgesamt|en total))?)$",
                re.I)
#: The codes a price's currency is written with after its amount (``30 CHF``).
_CURRENCY_CODES = "usd|eur|gbp|chf|cad|aud|jpy|cny|brl|sek|nok|dkk|pln|krw|rub|inr"
#: A price summary line of a deck site's or a player's list (``Total: $432.10``, ``Deck
#: price: 1.234,56 €``, ``Est. value (TCGplayer): $88``, ``$12.50 (TCGplayer)``, ``Total:
#: 60 cards, $432.10``, ``12.50 USD``, ``USD 12.50``): an amount with its currency (a sign
#: or a code, before or after it), after a price's label (and a count of cards) or alone;
#: no card's name is so written.
_PRICE_SUMMARY = _lazy(
    r"^(?:(?:(?:total|deck|list|est(?:imated)?\.?|market|average|avg\.?)\s+)?"
    r"(?:price|cost|value|total|prix|co[u\u00fb]t|valeur|preis|wert|gesamt(?:preis|wert)?"
    r"|precio|prezzo)(?:\s+total[e]?)?(?:\s*\([^()]{1,30}\))?\s*[:=\u2013-]?\s*)?"
    r"(?:\d{1,3}\s+(?:cards?|cartes?)\s*[,;|/\u2013-]\s*)?"
    rf"(?:(?:[{CURRENCY_SIGNS}]|(?:{_CURRENCY_CODES})\s)\s?\d[\d,.\s]{{0,12}}"
    rf"|\d[\d,.\s]{{0,12}}\s?(?:[{CURRENCY_SIGNS}]|"
    rf"{_CURRENCY_CODES}|tix))(?:\s*(?:{_CURRENCY_CODES}))?(?:\s*\([^()]{{1,30}}\))?$", re.I)
#: The words a line starting with an amount may end with when it is a price (``12 EUR``):
#: ``_amount_then_currency`` tells such lines from card lines without a pattern.
_CURRENCY_WORDS = frozenset((*_CURRENCY_CODES.split("|"), "tix"))
#: The count of cards a price summary line gives (``Total: 55 cards, $432.10``).
_PRICED_CARDS = _lazy(r"^\D*?(?P<n>\d{1,3})\s+(?:cards?|cartes?)\b", re.I)
#: A mana curve's summary line (``Mana curve: 1: 8 | 2: 12 | 3: 6``, ``Curve 0/8/12/6``,
#: ``Avg CMC: 2.1``): numbers and marks only after a curve's or an average's label.
_CURVE_SUMMARY = _lazy(
    r"^(?:(?:mana\s+)?curve|(?:avg\.?|average)\s+(?:cmc|mv|mana\s+value)|cmc)"
    r"(?=[\s:=\d])[\s:=\u2013-]*\d[\d\s.,:;|/()x\u00d7\u2013-]*$", re.I)
#: What parts the groups of a line of counts by type (``Creatures: 12 | Lands: 24``).
_TYPE_COUNT_PARTS = _lazy(r"\s*[|,;/\u2022\u00b7]\s*")
#: What each word of ``CARDS_UNIT`` starts with (``car`` of cards, cartes, cartas).
_CARDS_UNIT_STARTS = ("car", "kar", "kaa", "pc", "\u043a\u0430\u0440\u0442", "\u679a",
                      "\u5f20", "\u5f35", "\uc7a5")
#: Any of ``_CARDS_UNIT_STARTS`` in a text, in any case (one search, not one per start).
_CARDS_UNIT_START = _lazy("|".join(_CARDS_UNIT_STARTS), re.I)
#: ``_SUMMARY`` for a text starting with a count (a plain card line's): of its forms only a
#: count then the word cards (``60 cards``, ``75 cartes``) starts with a digit, so a text
#: without ``car`` is none (not a gate for other texts: ``Total (75)`` is a summary).
_COUNTED_SUMMARY = Gated(_SUMMARY, lambda text: _CARDS_UNIT_START().search(text) is not None)


def _counts_by_type(text: str, zones: ZoneTable) -> bool:
    """Whether ``text`` is two groups or more, parted by ``|``, ``,``, ``;``, ``/`` or a
    bullet, each a grouping header's words and a count as a grouping header writes them
    (``_GROUPING_COUNT``: ``Creatures: 12 | Spells: 24 | Lands: 24``, ``Creatures (12) /
    Lands (24)``, ``Creatures - 12 | Lands - 24``, ``Creatures (12 cards)``), each header
    a plural (``Conspiracy: 4``, a card's name, is that card): a summary of the list's
    counts by type, no card. Pure."""
    if not any(mark in text for mark in "|,;/\u2022\u00b7"):
        return False
    parts = _TYPE_COUNT_PARTS().split(text.strip())
    return len(parts) > 1 and all(
        (group := _GROUPING_COUNT().match(part)) is not None and group["n"].isdigit()
        and group["text"][-1:] in "sS" and is_header_text(group["text"], zones)
        for part in parts)


#: Blank-line blocks without headers: a last block of at most this many cards after a
#: deck of ``MIN_DECK`` to ``MAX_GROUPED_DECK`` cards is the sideboard (a constructed
#: deck's sideboard holds at most 15 cards, its deck at least 60).
MAX_SIDEBOARD, MIN_DECK, MAX_GROUPED_DECK = 15, 60, 80
#: Fewest card lines, each alone between blank lines, that make a double-spaced list.
MIN_DOUBLE_SPACED = 4
#: Numbers a card's name may start with (``1996 World Champion``) are below this.
MAX_NUMBER_IN_NAME = 100_000
#: The words ``_HEADER_COUNT`` reads as a count, in small letters (``_may_start_with_count``).
_HEADER_COUNT_WORDS = _HEADER_TEENS | {word for word, n in COUNT_WORDS.items() if n > 1}


def _may_start_with_count(text: str) -> bool:
    """Whether ``_HEADER_COUNT`` may match ``text``: its first word holds a letter
    outside ASCII (which may match an ASCII one ignoring case, a long s), is of Roman
    numerals' letters (``XV``, ``iv``), is a count word (``_HEADER_COUNT_WORDS``:
    ``fifteen``, ``four``) or is digits, maybe with an ``x`` before them, and nothing or
    letters after them (``15``, ``x15``, ``15x``, ``4of``). False settles most headers
    (``Sideboard (15)``) and comments (``# 2026-07-27 on MTGO``) without the pattern."""
    words = text.split(None, 1)
    first = words[0].lower() if words else ""
    if not first.isascii() or not first.strip("ivxlc") or first in _HEADER_COUNT_WORDS:
        return True
    number = first.removeprefix("x")
    after = number.lstrip("0123456789")
    return len(after) < len(number) and (not after or after.isalpha())


#: A count before a ``//`` header's words (Cockatrice: ``// 15 Sideboard``).
_HEADER_COUNT = Gated(_lazy(r"^(?:[x\u00d7]?\d+[x\u00d7]?|" + _ZONE_HEADER_WORD + r")\s+", re.I),
                      _may_start_with_count)
_DECORATED = _lazy(r"[()\[\]{}*<]")
#: Where a comment starts after a card's name and marks (``_finish_denied``).
_COMMENT_START = _lazy(r"//|\s--|\s#")
_SPACES = re.compile(r"\s+")
_TWO_SPACES = _lazy(r"\s\s")
#: Longest line tried as a zone header (``-- Side deck: 15/15 cards --`` is 28).
MAX_HEADER = 80


def _one_space(text: str) -> str:
    """``text`` with each run of white space written as one space. ``_ZONE_HEADER`` has
    several white-space parts in a row: on a long run of spaces it would try every way
    of sharing the run between them (a line of padded columns never finished)."""
    return _SPACES.sub(" ", text)


def _one_gap(text: str) -> str:
    """``text`` with each run of white space written as one tab when it holds one, else
    as one space (``_one_space``): a row's cells parted by tabs stay parted however many
    (``Evu<TAB><TAB>Tryn``, an empty cell between; it was the one name ``Evu Tryn``)."""
    return _SPACES.sub(lambda gap: "\t" if "\t" in gap[0] else " ", text)


#: A control character other than a tab (C0, DEL and C1), or a line or paragraph
#: separator (U+2028, U+2029, which end no line of a decklist): no text decklist holds
#: one, and a terminal obeys one (U+009B is ESC [, which moves the cursor and rewrites
#: what a line shows, as ESC does; U+0085 ends a line as a line feed does).
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")
#: What a ``parse-error`` says of a line holding one (every reader of text lines).
CONTROL_PROBLEM = "line holds control characters; is this a text file?"
#: The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069),
#: which reorder how the rest of a line shows ("Trojan Source"): ``\u202e#sutoL kcalB 1``
#: shows as ``1 Black Lotus#`` but is a comment.
BIDI_CONTROL = _lazy("[\u202a-\u202e\u2066-\u2069]")
#: The right-to-left marks (U+200F, U+061C), invisible: before any letter they make the
#: line a right-to-left paragraph, ``\u200f# 4 Black Lotus`` showing as ``Black Lotus 4
#: #``; after a letter (``Player: \u200f...``, a name in Arabic) they reorder nothing
#: that line shows of its Latin text. Not the left-to-right mark (U+200E): a line of
#: Latin letters shows left to right anyway, and pages in right-to-left languages put it
#: around the Latin text a list is copied from.
_RTL_MARK = _lazy("[\u061c\u200f]")
#: The bidirectional classes of the characters that set a paragraph's direction
#: (Unicode Bidirectional Algorithm, rule P2), and those of them that set it right to left.
_STRONG = frozenset({"L", "R", "AL"})
_RIGHT_TO_LEFT = frozenset({"R", "AL"})


def bidi_control(raw: str) -> re.Match[str] | None:
    """The bidirectional control of the line ``raw`` that may show it as another line:
    an embedding, override or isolate anywhere (``BIDI_CONTROL``), or a right-to-left
    mark before its first letter (``_RTL_MARK``) that turns the line's direction: not
    one before a Hebrew or Arabic letter, which makes the line right to left anyway
    (``// \u200f<Hebrew>``, a comment in Hebrew); ``None`` when it holds none, or only
    left-to-right ones in a line with nothing right to left (``_left_to_right_only``).
    """
    found = BIDI_CONTROL().search(raw)
    if found is not None:
        return None if _left_to_right_only(raw) else found
    mark = _RTL_MARK().search(raw)
    if mark is None or any(char.isalpha() for char in raw[:mark.start()]):
        return None
    return None if _first_strong_is_right_to_left(raw[mark.end():]) else mark


#: The bidirectional classes that may show a line in another order than it reads: the
#: right-to-left letters and the right-to-left embedding, override and isolate.
_REORDERING = frozenset({"R", "AL", "RLE", "RLO", "RLI"})


def _left_to_right_only(raw: str) -> bool:
    """Whether no character of the line ``raw`` is right to left (``_REORDERING``): its
    left-to-right embeddings, overrides and isolates then show it as it reads
    (``\u2066Sideboard\u2069``, as a chat copies a line, was a ``parse-error``; its
    ``Format:`` line so written was not read, the deck not judged)."""
    return not any(unicodedata.bidirectional(char) in _REORDERING for char in raw
                   if not char.isascii())


def _first_strong_is_right_to_left(text: str) -> bool:
    """Whether the first character of ``text`` that sets a paragraph's direction, other
    than a right-to-left mark, is a right-to-left letter (Hebrew, Arabic): the line
    shows right to left with or without the marks before it."""
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in _STRONG and not _RTL_MARK().match(char):
            return kind in _RIGHT_TO_LEFT
    return False


#: Latin letters, accented ones too (``Æther Vial``, ``Lim-Dûl's Vault``).
_LATIN_LETTER = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
#: A card line of Latin letters with its count first (``1 Black Lotus``, ``4x Opt``, a
#: count word before a capital, ``four Black Lotus``, that begins the Latin words: ``The
#: One Ring`` in a comment is no count) or its count after an ``x`` last
#: (``Black Lotus x1``) in a line whose look-alike letters and digits are folded
#: (``fold_lookalikes``: ``1 \u0405ensei's``, ``\u2074 Opt``): what a right-to-left line may
#: show apart from its other words.
_LATIN_CARD_LINE = _lazy(
    rf"(?<![\w])(?:\d{{1,3}}\s?[xX\u00d7]?\s+[{_LATIN_LETTER}]"
    rf"|(?<![{_LATIN_LETTER}] )(?:{_COUNT_WORD}|(?i:one))\s+[A-Z\u00c0-\u00d6\u00d8-\u00de])"
    rf"[{_LATIN_LETTER}0-9' ,.\-]*[{_LATIN_LETTER}0-9]"
    rf"|(?<![\w])[{_LATIN_LETTER}][{_LATIN_LETTER}' ,.\-]*[{_LATIN_LETTER}]\s+"
    r"[xX\u00d7]\s?\d{1,3}(?!\w)")


def shown_card_line(text: str) -> str | None:
    """The card line a line (``text``) that shows right to left shows as apart from its
    other words, when that is not how it reads: its first letter is right to left
    (Hebrew, Arabic: ``_first_strong_is_right_to_left``), so its words show from the
    right, and a run of Latin text in it, look-alike letters folded, is a card line with
    its count (``_LATIN_CARD_LINE``) that the line does not start with (``# <Hebrew> 1 Black
    Lotus`` shows as ``1 Black Lotus <Hebrew> #``, a card line and a comment, where it
    reads as a comment). ``None`` otherwise."""
    if text[:1].isdigit() or not _first_strong_is_right_to_left(text):
        return None
    # a card line of look-alike letters shows as one too ("1 \u0405ensei's Divining Top")
    found = _LATIN_CARD_LINE().search(fold_lookalikes(text))
    return None if found is None else found[0]


def right_to_left_problem(shown: str) -> str:
    """The ``parse-error`` message of a line that shows right to left as the card line
    ``shown`` apart from its other words (``shown_card_line``)."""
    return (f"line shows right to left, with '{shown[:80]}' apart from its other words as a "
            "card line, but reads as no card line; not counted: write the card line on a "
            "line of its own")


@cache
def _match_up() -> str:
    """The words that begin a match-up's label after a header's count, which no card's
    name starts with (``vs aggro``, ``contre aggro``; not ``for``, ``against``: For the
    Emperor!, Against All Odds): the bundled game data's ``match_up_words``."""
    return any_of(bundled_zones().match_up_words) + r"(?![\w\-])"


#: A comment after a card that says what the card is for, in brackets or after one dash
#: (``2 Pyroblast (vs aggro)``, ``1 Duress - for Murktide Regent``): its first word one of
#: the game data's ``match_up_words`` or ``label_words`` (``label_word``).
_MATCH_UP_COMMENT = lazy_built(lambda: (
    r"^(?P<name>\S.*?)(?:\s+[-\u2013\u2014]\s+(?P<dash>" + label_word() + r".*)"
    r"|\s*[(\[](?P<bracket>" + label_word() + r"[^()\[\]]*)[)\]])$"), re.IGNORECASE)


def match_up_comment(name: str) -> str | None:
    """``name`` with its comment saying what the card is for (``_MATCH_UP_COMMENT``:
    ``Pyroblast (vs aggro)``, ``Duress - for Murktide Regent``) written after ``--``, as
    such a comment is read (``Pyroblast -- vs aggro``); ``None`` for a name without one."""
    said = _MATCH_UP_COMMENT().match(name)
    return f"{said['name']} -- {said['dash'] or said['bracket']}" if said else None


#: A count at the start of a line, then a name: ``4 Black Lotus``, ``1x Ponder``,
#: ``x1 Ponder``, ``(4) Black Lotus``, ``[x4] Ponder``, ``1. Ponder``; not the word for
#: cards after a header's count (``20 cards, see notes``), nor a label (``label_word``).
_LEADING_COUNT = lazy_built(lambda: r"^(?:[x\u00d7]\s?)?(?:\d{1,4}|[(\[{<]\s*[x\u00d7]?"
                             r"\s*\d{1,4}\s*[x\u00d7]?\s*[)\]}>])[.)]?\s*[x\u00d7]?\s+(?!"
                             + CARDS_UNIT + r"\b|" + label_word() + r")[^\W\d_]", re.I)
#: The word for cards, or a label, after a count (``① cards``, ``① vs aggro``).
_CARDS_WORD = lazy_built(lambda: rf"(?:{CARDS_UNIT}\b|{label_word()})", re.I)
_ARENA_NAME = _lazy(r"^name\s+(?P<name>\S.*)$", re.I)


_Read = TypeVar("_Read")


def _remembered(read: Callable[[str, ZoneTable], _Read]) -> Callable[[str, ZoneTable], _Read]:
    """``read`` (a pure reading of one line's text with a zone table), remembered for
    lines of at most ``MAX_LINE`` characters: a batch of decks repeats the same lines
    many times, and longer lines, read each time, cannot make the cache large."""
    cached = lru_cache(maxsize=16384)(read)

    @wraps(read)
    def remembered(text: str, zones: ZoneTable) -> _Read:
        return cached(text, zones) if len(text) <= MAX_LINE else read(text, zones)

    return remembered


def read_text(data: bytes, main_sections: frozenset[str] = frozenset(),
              zones: ZoneTable | None = None) -> Decklist:
    """Read a plain-text decklist from its bytes; the ``main_sections`` (normalised
    header words of ``SKIPPED_SECTIONS``: ``pool`` for a drafted pool file) are read as
    the main deck instead of skipped. ``zones`` gives the zone headers, line prefixes
    and grouping words (``gamedata.zone_table``; default: the bundled games').

    Output: a ``Decklist`` with card lines (in the zones of ``zones``), metadata,
    findings (``parse-error``, ``encoding``, ``ignored-section``, ``reading``), the
    counts the text declares and its header lines (``declared``, ``headers``), or
    ``fatal`` set when the bytes are not a decklist. Never raises.
    """
    decoded = decode(data)
    if decoded.fatal is not None:
        return Decklist(fatal=decoded.fatal)
    reader = _Reader(zones or bundled_zones(), main_sections=main_sections)
    reader.findings.extend(decoded.findings)
    append, feed, add = reader.append, reader.feed, reader.lines.append
    readings, new_line = _LINE_READINGS.get, tuple.__new__
    # the reader's state as of the last line fed to it: plain card lines do not change it
    # (but for the blank lines before them, which ``append`` counts)
    zone, plain_lines, blank_run = reader.zone, True, 0
    # the plain readings are those of the bundled words; other words ("21 Heroes", "15
    # Bench" of a game added as data) are told here
    added_words = reader.zones is not bundled_zones()
    reader.source_lines = decoded.lines
    numbered, broken = _numbered_lines(decoded.lines, reader)
    for number, raw in numbered:
        reading = readings(raw) or _read_line(raw)
        # most lines are "4 Name": read them without the general path's many checks
        if plain_lines and reading.__class__ is tuple and not (
                added_words and _header_in_words(raw, reading[0], reader.zones)) and (
                reader.lines or not colour_count_title(raw)):  # "2 Farben Aggro": a title
            name, count = reading  # type: ignore[misc]  # a tuple reading: (name, count)
            line = new_line(DeckLine, (name, count, zone, number, False, False, False, (),
                                       None, None, False, False, 0, False, False, (), False,
                                       False, raw, ""))
            if blank_run:
                append(line)  # a new block of lines begins
                blank_run = 0
            else:
                add(line)
            continue
        # and most others a zone header or a metadata line that names no card, read so
        # with the bundled words
        if plain_lines and not added_words and reading is not True:
            if reading.__class__ is str:
                reader.headers.append((number, True))
                reader.enter_zone(reading, number, raw)
                zone = reader.zone
                continue
            if reading.__class__ is _MetadataLine:
                key, value, countless = reading
                reader.add_metadata(key, value, number, raw)
                if not countless:  # told once per text, not once per deck
                    reader.note_value(value, number)
                continue
            # a card line read alike in any zone, where it cannot be the deck's title nor
            # a field or byline under it ("Burn" / "by Alice": _in_labelled_preamble)
            if reading.__class__ is _CardLine and (reader.headers_seen or len(
                    reader.lines) > len(reader.labelled_preamble) + (reader.title is not None)):
                name, count, holographic, bare, other_readings, problem = reading
                line = new_line(DeckLine, (name, count, zone, number, holographic, bare,
                                           False, other_readings, problem, None, False,
                                           False, 0, False, False, (), False, False, raw, ""))
                if blank_run:
                    append(line)
                    blank_run = 0
                else:
                    add(line)
                continue
        # what shows as nothing at a line's ends is no part of it ("\u200bSB: 1 Name"); a
        # line past the length limit is too long whatever it holds
        feed(strip_blank_edges(raw) if len(raw) <= MAX_LINE else raw.strip(), number,
             None if raw.isascii() else bidi_control(raw))
        # after a separator the next line is fed too: a card line ends the separator's
        # gap, so that a blank line after it parts the next block
        zone = reader.zone
        # a table's rows are read by its header's columns ("4 | Ponder" under "Qty | Card")
        plain_lines = not (reader.skipping or reader.about or reader.separated
                           or reader.table_columns is not None)
        blank_run = reader.blank_run
    decklist = reader.finish()
    if broken:
        decklist.lines = [_with_own_hyphen(line, broken) for line in decklist.lines]
    _unplaced_rows(decoded.lines, decklist, reader.zones)
    decklist.findings.extend(printing_line_problems(decoded.lines, decklist.lines))
    decklist.counted_first = _counted_first(decoded.lines, decklist.lines)
    return decklist


#: A line that may be a table's header row: cells parted by a tab, a bar, a semicolon or
#: a comma, and no digit (a card's row holds its copies); searched in the whole text at
#: once, then line by line only in a text that holds one (the first delimiter is the
#: first one found: no backtracking over a long line of them).
_HEADER_LIKE = _lazy(r"^[^\d\n\t|;,]*[\t|;,][^\d\n]*$", re.M)


def _unplaced_rows(texts: list[str], decklist: Decklist, zones: ZoneTable) -> None:
    """Make each row of a table read as text whose header row gives each zone's copies
    in a column of its own (``Nom<tab>Deck<tab>Side``, ``| Card | Main | Side |``, no
    count column: ``zone_copies_header``) a ``parse-error``, its card lines taken out of
    ``decklist``: a line reader cannot tell which zone a row's copies are in (the side
    deck's ``Roche<tab><tab>4`` was 4 Rock in the main deck, a side deck of 11 legal). Such
    a table is read by the CSV reader when its header starts the file (``decklist.
    _table_of_copies``); here it stands after other lines. A table's rows are the lines
    after its header that hold its delimiter, up to the first line that holds none but
    for blank lines (a Markdown rule row is no row). One pass over ``texts``."""
    whole = "\n".join(texts)
    if not any(mark in whole for mark in "\t|;,") or _HEADER_LIKE().search(whole) is None:
        return
    from cardtools.decklist.csv_export import zone_copies_header

    unplaced: dict[int, str] = {}
    at = 0
    while at < len(texts):
        text = texts[at].strip()
        at += 1
        titles = (zone_copies_header(text, zones)
                  if _HEADER_LIKE().match(text) is not None else None)
        if titles is None:
            continue
        delimiter, columns = titles
        said = (f"a row of the table whose header row (line {at}) gives each zone's copies "
                f"in a column of its own ({columns}), after other lines: which zone's copies "
                "it gives cannot be told; not counted")
        while at < len(texts) and (delimiter in texts[at] or not texts[at].strip()):
            row = texts[at].strip()
            at += 1
            if row and row.strip("|-: \t"):
                unplaced[at] = said
    if not unplaced:
        return
    decklist.lines = [line for line in decklist.lines if line.line not in unplaced]
    decklist.findings.extend(Finding(
        "parse-error", said, line=number, hint="save the table alone, its header row "
        "first (or as .csv), or write each zone's cards under its header")
        for number, said in unplaced.items())


def _counted_first(texts: list[str], lines: list[DeckLine]) -> frozenset[int]:
    """The numbers of the card ``lines`` with a count whose name may list cards (holds a
    comma or a semicolon) and whose text (``texts``, by line) writes the count before
    the name (``1 Mox Jet, Mox Jet``): ``Decklist.counted_first``, a count of one the
    first card's (``checker._listed_cards``; one of more may be each card's). A count
    after such a name may be the whole list's (``Mox Jet, Black Lotus 4``); one before
    two names a slash or a bracket parts may be one card's two names (``1 Fire Ball /
    Crimson Ritual``): no list."""
    return frozenset(
        line.line for line in lines if not line.bare and line.line is not None
        and 0 < line.line <= len(texts) and ("," in line.name or ";" in line.name)
        and _COUNTED_FIRST_LIST().match(texts[line.line - 1]))


def _with_own_hyphen(line: DeckLine, broken: dict[int, tuple[str, str, tuple[str, str]]]
                     ) -> DeckLine:
    """``line`` with, when a break after a hyphen joined its name's word (``Khazad-`` /
    ``dûm``: ``Khazaddûm``), the name with that hyphen kept when the joined word names
    no card: a hyphen of the name's own (``Troll of Khazad-dûm``)."""
    split = broken.get(line.line or 0, ("", "", ("", "")))[2]
    if not split[0] or split[0] + split[1] not in line.name:
        return line
    hyphened = line.name.replace(split[0] + split[1], f"{split[0]}-{split[1]}", 1)
    return line._replace(name=hyphened, readings=(*line.readings, (line.name, line.count)))


#: What a text holds where ``_broken_names`` may find a name (a line ending in a hyphen)
#: and ``chatmarkup.numbered_items`` an item (a line starting with a number and a full
#: stop or a bracket, or with 1 and a mark or a ``#`` and 1: ``1: Evu``, ``#1 Evu``, a
#: place's number under the Magi stack's header), each line after a "\n": searched for
#: in the whole text at once, as one alternation of both would be slower than the two.
_HYPHEN_AT_AN_END = _lazy(r"-\s*(?:\n|$)")  # a literal first: searched fast, unlike a class
_ITEM_FIRST = _lazy(r"\n\s*(?:\d{1,3}[.)]|1\s?[:\-\u2013\u2014|\u00b7\u2022]\s|#\s?1\D"
                    r"|[(\[]\s?1\s?[)\]]\s)")
#: A line ending with a place's number 1 (no other digit before it), the line before or
#: after it with another place's number: a zone's places written after the names, in
#: any order (``chatmarkup.places_after_names``: ``Ashgar (1)``, ``Gar (2)``; ``Ashgar
#: (3)``, ``Gar (1)``). Its literal first, searched fast, apart from ``_ITEM_FIRST``.
_PLACE_NUMBER_END = r"\.?\s?[)\]]?[ \t\r]*(?:\n|$)"
_PLACES_AFTER_FIRST = _lazy(rf"1(?<=\D1){_PLACE_NUMBER_END}[^\n]*\D[2-9]{_PLACE_NUMBER_END}"
                            rf"|(?<=\D)[2-9]{_PLACE_NUMBER_END}[^\n]*\D1{_PLACE_NUMBER_END}")
#: A chat log's time stamp starting a line (``[12:01]``, ``[12:01 PM]``, ``12:01:33``,
#: ``(2024-06-01 12:01)``, WhatsApp's ``[01/06/2024, 12:01:33]`` and ``6/1/24, 9:01 PM -``,
#: Telegram's ``[01.06.24 12:01]``): ``_CHAT_STAMP_FIRST`` searches the whole text for
#: one, each after a "\n", and ``_CHAT_STAMP`` matches a line's.
_STAMP_START = (r"[\[(]?(?:\d{4}-\d\d-\d\d[ T]|\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s)?"
                r"\d{1,2}:\d\d")
_CHAT_STAMP_FIRST = _lazy(r"\n" + _STAMP_START)
#: Such a stamp, as a chat client's log or a copied conversation writes each message:
#: ``[12:01] 4 Lightning Bolt``, ``6/1/24, 9:01 PM - <liam> Deck``.
_CHAT_STAMP = _lazy(r"^" + _STAMP_START + r"(?::\d\d)?"
                    r"(?:\s?[ap]\.?m\.?)?[\])]?(?:\s*[-\u2013\u2014|]?\s+|(?<=[\])])\s*)",
                    re.I)


def _rest_of_a_word(line: str) -> bool:
    """Whether ``line`` may be the rest of a word a soft hyphen broke: it starts in a
    small letter (a soft hyphen breaks inside a word, never at a name's own hyphen, which
    is a hyphen) and its first word is no count (``one Lightning Bolt`` is a card line)."""
    return line[0].islower() and line.split(" ", 1)[0].lower() not in COUNT_WORDS


#: A card line whose name a line break cut after a hyphen (``4 Thalia, Guardian of
#: Thra-``), as a PDF's text copied or a page's narrow column writes it; the next line
#: goes on with the name; so does a soft hyphen (U+00AD), which a word processor shows
#: as a hyphen only where it breaks a line, and which text copied from it keeps there.
#: Not a line holding a comment (``#``, ``//``), which would take the next line, maybe a
#: card line, into the comment.
_BROKEN_AT_HYPHEN = _lazy(r"^\d{1,3}\s*[x\u00d7]?\s+[^\s#/][^#/]*[^\W\d_][-\u00ad]$")
#: The rest of a name after such a break: letters first, no count.
_NAME_GOES_ON = _lazy(r"^[^\W\d_][^\t]*$")


def _broken_names(lines: list[str], zones: ZoneTable
                  ) -> dict[int, tuple[str, str, tuple[str, str]]]:
    """The lines (numbered from 1) of card names broken after a hyphen at a line's end,
    each joined with the next line, to be read in their place: ``{number: (line to
    read, note, (the word's part before the hyphen, its part after) or empty)}``. A next
    line starting in a small letter goes on with the word (``Thra-`` / ``ben``:
    ``Thraben``; or, when that names no card, the name with the hyphen, ``Troll of
    Khazad-dûm``: ``_with_own_hyphen``); one in a capital goes on after the name's own
    hyphen (``Fire-`` / ``Brained Scheme``: ``Fire-Brained Scheme``) unless it is no
    card line (a header, a metadata line). The next line is read as nothing, said by a
    note. No card's name ends in a hyphen, so a wrong join leaves the line as unknown a
    card as it was; but a line ending in a soft hyphen, which shows as nothing, may be a
    whole card line (``89 Island\u00ad``): it is joined only with the rest of a word
    (``_rest_of_a_word``). Pure; never raises."""
    joined: dict[int, tuple[str, str, tuple[str, str]]] = {}
    number = 1
    while number < len(lines):
        line, after = lines[number - 1].strip(), lines[number].strip()
        if (len(line) > MAX_LINE or len(after) > MAX_LINE or not _BROKEN_AT_HYPHEN().match(line)
                or not _NAME_GOES_ON().match(after)):
            number += 1
            continue
        split, soft = ("", ""), line[-1] == "\u00ad"  # a soft hyphen is no letter of it
        if soft and not _rest_of_a_word(after):
            number += 1
            continue
        if after[0].islower():
            text = line[:-1] + after
            if not soft:
                split = (line[:-1].rsplit(" ", 1)[-1], after.split(" ", 1)[0])
        elif _line_kind(after, zones)[0] == CARD and zone_named(after, zones) is None:
            text = (line[:-1] if soft else line) + after
        else:
            number += 1
            continue
        joined[number] = (text, "", split)
        joined[number + 1] = ("", f"'{after[:40]}' goes on with the name of line {number}, "
                              "broken after a hyphen at the line's end: both read as one "
                              "line", ("", ""))
        number += 2
    return joined


#: A line listing counted cards parted by commas or semicolons, as forum posts write a
#: deck by kind (``Creatures: 1x Greater Vaal, 3x Magma Hyren``): a label before a colon
#: (maybe none), then two or more parts each starting with a count (one card after a
#: grouping label, ``Creatures: 4 pcs``, may be a header's count); a comma inside a
#: number (``Borrowing 100,000 Arrows``) has no space after it and parts nothing, and a
#: comma before no count is the name's own (``Commanders: 1 Thrasios, Triton Hero, 1
#: Tymna the Weaver``: a legendary card's name holds one).
_INLINE_LIST = _lazy(r"^\s*(?:(?P<label>[^\d,;:]{1,40}):)?\s*(?P<cards>"
                     r"\d{1,3}\s*[x\u00d7]?\s+\S(?:[^,;]|,(?!\s+\d{1,3}\s*[x\u00d7]?\s+\S))*"
                     r"(?:[,;]\s+\d{1,3}\s*[x\u00d7]?\s+\S(?:[^,;]|,(?!\s+\d{1,3}\s*[x\u00d7]?\s+\S))*)+)$",
                     re.I)
#: Where such a line parts its cards: a comma or semicolon before a count.
_INLINE_GAP = _lazy(r"[,;]\s+(?=\d{1,3}\s*[x\u00d7]?\s+\S)", re.I)
#: A part of such a line that is no counted card: no copy of it, or a colon before a number
#: or ending the part (``1 file: 0 legal, 1 illegal``, a report's summary, is no list; ``4
#: Ponder, Sideboard: 2 Rock`` labels a zone). A colon before a word is a card's own
#: (``2 Circle of Protection: Red``, ``1 Summon: Bahamut``): such a part was no list, the
#: whole line one unknown card.
_NOT_INLINE_CARD = _lazy(r"^(?:0+\D|[^:]*:\s*(?:\d|$))")
#: A part of such a line that counts copies or cards, no card (``1 copy``, ``4 pcs``, ``40
#: cards``): the line is no list of cards.
_INLINE_UNIT = _lazy(rf"^\d{{1,3}}\s*[x\u00d7]?\s+(?:{COUNT_SUFFIX}|cards?|cartes?)\.?$", re.I)


def _cuts_a_mark(part: str) -> bool:
    """Whether a part of a line listing cards (``_inline_parts``) opens or closes a mark
    that goes on in another part (``1 Island [Ramp; 2x Grief]``: ``1 Island [Ramp``, the
    card Grief of the mark lost in an unknown card ``Grief]``): the line is no list,
    its mark read whole."""
    return any(part.count(opener) != part.count(closer)
               for opener, closer in ("[]", "<>", "()", "{}"))


#: A card line in Magic Cove's ``.mcd`` form, its count run into the name by a dash
#: (``4-Lightning Bolt``).
_COVE_LINE = _lazy(r"^\s*\d{1,3}-[^\W\d_]")
#: A line starting with a count (any card line's form).
_DIGIT_FIRST = _lazy(r"^\s*\d")


def _magic_cove(lines: list[str]) -> bool:
    """Whether a text's ``lines`` are a list in Magic Cove's ``.mcd`` form: at least three
    card lines, and more than half of the lines that open with a count, are written
    ``4-Name`` (``_COVE_LINE``). A list of ``4 Name`` lines quoted in an e-mail (``> 4
    Ponder``) is none."""
    counted = sum(1 for line in lines if _DIGIT_FIRST().match(line))
    cove = sum(1 for line in lines if _COVE_LINE().match(line))
    return cove >= 3 and cove * 2 > counted


def _cove_comments(lines: list[str], reader: "_Reader") -> list[str]:
    """``lines`` of a Magic Cove list with each line opening with ``>`` (the form's
    comment: ``>sideboard plan``) written as a ``#`` comment, read as any comment is (a
    card line in it, ``>4-Black Lotus`` written ``# 4 Black Lotus``, is said to be
    commented out, not counted), with an info ``reading`` note on each other such line,
    so that none goes unsaid."""
    kept = []
    for number, line in enumerate(lines, start=1):
        if not line.lstrip().startswith(">"):
            kept.append(line)
            continue
        rest = line.lstrip()[1:].strip()
        if _COVE_LINE().match(rest):  # ">4-Black Lotus": said commented out, as "# 4 ..."
            rest = rest.replace("-", " ", 1)
        kept.append(f"# {rest}" if rest else "")
        if rest and not _DIGIT_FIRST().match(rest):
            reader.note(number, f"'{line.strip()[:80]}' is a comment in Magic Cove's .mcd "
                        "form: not read")
    return kept


#: What stands for a line too long to read (``MAX_LINE``) in the passes over every line
#: (``_numbered_lines``): an object replacement character, which no pass reads as anything.
_TOO_LONG = "\ufffc"


def _numbered_lines(lines: list[str], reader: "_Reader"
                    ) -> tuple[Iterable[tuple[int, str]],
                               dict[int, tuple[str, str, tuple[str, str]]]]:
    """``_numbered_passes`` of ``lines``, each line too long to be read (``_too_long``)
    given to the passes as ``_TOO_LONG`` and given back as written, at its number, for the
    reader to say so: no pattern of a pass reads it (a pattern that rescans a run of
    spaces from each of its positions took minutes over one line of 100,000 spaces). A
    longer line only by the blanks at its ends is given to them without those."""
    if all(len(line) <= MAX_LINE for line in lines):
        return _numbered_passes(lines, reader)
    too_long = {number: line for number, line in enumerate(lines, start=1)
                if len(line) > MAX_LINE and _too_long(line.strip())}
    numbered, broken = _numbered_passes(
        [_TOO_LONG if number in too_long else line.strip() if len(line) > MAX_LINE else line
         for number, line in enumerate(lines, start=1)], reader)
    return _long_lines_back(numbered, too_long), broken


def _too_long(text: str) -> bool:
    """Whether the line ``text`` (stripped) is too long for any pass to read: longer than
    ``MAX_LINE`` unless a pass may part it in lines of a card each, a page's HTML source
    (``chatmarkup.html_lines``) or a list of counted cards (``_inline_parts``: ``4 Mana
    Leak, 1 Mountain, ...``), of at most ``MAX_HTML_LINE`` characters then. Pure."""
    return len(text) > MAX_LINE and (len(text) > MAX_HTML_LINE or not any(
        mark in text for mark in ("<", "-->", ",", ";")))


def _long_lines_back(numbered: Iterable[tuple[int, str]], too_long: dict[int, str]
                     ) -> Iterator[tuple[int, str]]:
    """``numbered`` with each line of ``too_long`` (number -> line) given as written once,
    in its place, whatever a pass made of its stand-in (``_numbered_lines``): one a pass
    joined to another line or dropped is given still, to be said."""
    waiting = sorted(too_long)
    for number, line in numbered:
        while waiting and waiting[0] <= number:
            given = waiting.pop(0)
            yield given, too_long[given]
        if number not in too_long:
            yield number, line
    yield from ((number, too_long[number]) for number in waiting)


def _numbered_passes(lines: list[str], reader: "_Reader"
                     ) -> tuple[Iterable[tuple[int, str]],
                                dict[int, tuple[str, str, tuple[str, str]]]]:
    """The text's ``lines`` with their numbers as ``reader`` is to read them
    (``_lines_to_read``), and the names broken after a hyphen (``_broken_names``, whose
    hyphens the read lines get back: ``_with_own_hyphen``). The passes over every line
    for the forms that span lines run only for a text that may hold one, told by a look
    at the whole text (each line after a "\n"): most decklists hold none, and their lines
    are given as they are. In a Magic Cove list (``_magic_cove``) a line opening with
    ``>`` is a comment (``_cove_comments``), no e-mail's quote."""
    whole = "\n" + "\n".join(lines)
    if "\n>" in whole and _magic_cove(lines):
        lines = _cove_comments(lines, reader)
        whole = "\n" + "\n".join(lines)
    if _CHAT_STAMP_FIRST().search(whole):
        lines = _chat_messages(lines)
        whole = "\n" + "\n".join(lines)
    broken = (_broken_names(lines, reader.zones)
              if "\u00ad" in whole or _HYPHEN_AT_AN_END().search(whole) else {})
    chat = outside_fences(lines) if "\n```" in whole else frozenset()
    items = (numbered_items(lines, partial(_zone_places, zones=reader.zones),
                            partial(_zone_place_words, zones=reader.zones),
                            partial(_no_card_line, zones=reader.zones),
                            _start_places(reader.zones))
             if _ITEM_FIRST().search(whole) or _PLACES_AFTER_FIRST().search(whole)
             or _first_place_word(reader.zones, whole)
             else {})
    html = "<" in whole and (_HTML_BREAK().search(whole) is not None or "<!--" in whole)
    if broken or chat or items or "," in whole or ";" in whole or html or (
            _COUNT_IN_A_MARK().search(whole)) or (
            finish_marks(whole)[1] and _ANY_NUMBERED_MARK().search(whole)) or (
            _HEADER_THEN_REST_FIRST().search(whole)):
        spanned: frozenset[int] = frozenset()
        if html:
            lines, spanned = _elements_joined(lines, reader)
        return _lines_to_read(lines, reader, broken, chat, items, spanned), broken
    return enumerate(lines, start=1), broken


def _chat_messages(lines: list[str]) -> list[str]:
    """``lines`` with each chat log's time stamp before a message dropped
    (``_CHAT_STAMP``: ``[12:01] 4 Lightning Bolt`` is ``4 Lightning Bolt``, ``[21:04:07]
    <liam> Deck`` is ``<liam> Deck``, whose speaker is dropped as a tag is). A speaker
    before a colon (``Liam: 4 Lightning Bolt``) stays as written: it may be a card's name
    (``[12:01] Circle of Protection: Red``) or a zone's header (``Sideboard, post board:``),
    and dropped it hid the card or moved it to another zone. Other lines are kept as they
    are. Raises nothing."""
    read = []
    for text in lines:
        stripped = text.lstrip()
        stamp = _CHAT_STAMP().match(stripped) if stripped[:1] in "[(0123456789" else None
        message = stripped[stamp.end():] if stamp is not None else ""
        read.append(message if message.strip() else text)
    return read


def _zone_places(text: str, zones: ZoneTable) -> int:
    """The places of the zone of one kind whose header the line ``text`` is (``Magi``,
    ``# Magi Stack (3)``: the game data's ``place_prefixes``, four; ``Commander``: its
    ``listed_places``), 0 for any other line."""
    zone = zones.zones.get(zones.headers.get(_header_words(text.lstrip("#/>!* ")), ""))
    if zone is None or not zone.single_kind:
        return 0
    return len(zone.place_prefixes) or zone.listed_places


def _zone_place_words(text: str, zones: ZoneTable) -> tuple[frozenset[str], ...]:
    """The words after a card's name that say its place in the zone whose header the
    line ``text`` is (the game data's ``place_words``: ``top``, ``middle``, ``bottom`` of
    the Magi stack), in place order; ``()`` for any other line."""
    zone = zones.zones.get(zones.headers.get(_header_words(text.lstrip("#/>!* ")), ""))
    return () if zone is None else zone.place_words


def _start_places(zones: ZoneTable) -> StartPlaces | None:
    """The zone of one kind whose place words (the game data's ``place_words``) a list's
    first lines may say with no header over them (``Ashgar (top)``: the Magi stack), its
    places and the first prefix of each (``place_prefixes``), when ``zones`` reads those
    prefixes (the zone is the game's own, not another game's known by its label);
    ``None`` when no zone, or more than one, is so."""
    found = [zone for zone in zones.zones.values()
             if zone.id in zones.single_kind and zone.place_words and zone.place_prefixes
             and all(spellings[0] in zones.line_prefixes for spellings in zone.place_prefixes)]
    if len(found) != 1:
        return None
    zone = found[0]
    return StartPlaces(len(zone.place_prefixes), zone.place_words,
                       tuple(spellings[0] for spellings in zone.place_prefixes))


def _no_card_line(text: str, zones: ZoneTable) -> bool:
    """Whether the line ``text`` (stripped) is no card line but a header, a heading, a
    comment or a summary (``_line_kind``: ``Deck (40)``, ``Deck: 40``, ``# Creatures
    (21)``, ``// Relics (6)``), or a zone's header or a grouping header of ``zones``
    whose count or number follows its words (``Deck #1``; ``is_header_text``:
    ``Creatures (21)``, ``Creatures: 21``, ``Sorts - 13``): a number after its words is
    its count, no card's place in a zone of places (``chatmarkup.places_after_names``).
    ``False`` for a blank line."""
    if not text:
        return False
    if _line_kind(text, zones)[0] != CARD:
        return True
    numbered = place_after(text, ())
    words = _header_words(numbered[0] if numbered is not None else text)
    return words in zones.headers or is_header_text(words, zones)


def _first_place_word(zones: ZoneTable, whole: str) -> bool:
    """Whether a line of the text ``whole`` ends with a word of a first place of a zone's
    ``place_words`` after a bracket or a mark (``Ashgar (top)``, ``Ashgar - first``):
    only then may its lines say their places by words (``chatmarkup.places_after_names``).
    A case-sensitive search of the text in small letters for the words at a line's end
    first (fast), then the whole form."""
    patterns = _first_place_patterns(zones)
    if patterns is None:
        return False
    lowered = whole.lower()
    return (patterns[0].search(lowered) is not None
            and patterns[1]().search(lowered) is not None)


@cache
def _first_place_patterns(zones: ZoneTable
                           ) -> tuple[re.Pattern[str], Callable[[], re.Pattern[str]]] | None:
    """The patterns of ``_first_place_word`` for the first places' words of ``zones``
    (the words alone at a line's end, then after their bracket or mark: compiled when a
    text has the first); ``None`` when no zone has place words."""
    words = sorted({word for zone in zones.zones.values() if zone.place_words
                    for word in zone.place_words[0]}, key=len, reverse=True)
    if not words:
        return None
    alternatives = "(?:" + "|".join(map(re.escape, words)) + r")\s*[)\]]?[ \t]*(?:\n|$)"
    return (re.compile(alternatives),
            _lazy(r"(?:[(\[]\s*|\s[-\u2013\u2014:|]\s*|//\s*)" + alternatives))


def _elements_joined(lines: list[str], reader: "_Reader"
                     ) -> tuple[list[str], frozenset[int]]:
    """``lines`` with each element of a page's HTML source written over several lines
    joined on its first (``chatmarkup.html_elements``), said by a note there, and the
    numbers of the other lines it took, which are not read."""
    joined = html_elements(lines)
    if not joined:
        return lines, frozenset()
    lines = list(lines)
    for number, text in joined.items():
        if text:
            lines[number - 1] = text
            last = number
            while joined.get(last + 1) == "":
                last += 1
            reader.note(number, f"lines {number}-{last} are one element of a page's HTML "
                        "source: read as one line")
    return lines, frozenset(number for number, text in joined.items() if not text)


def _lines_to_read(lines: list[str], reader: "_Reader",
                   broken: dict[int, tuple[str, str, tuple[str, str]]],
                   chat: frozenset[int], items: dict[int, tuple[str, str]],
                   spanned: frozenset[int] = frozenset()) -> Iterator[tuple[int, str]]:
    """The text's ``lines`` with their numbers as ``reader`` is to read them: a numbered
    list's item without its number (``items``: ``chatmarkup.numbered_items``), a chat's
    line around a fenced list read by ``reader.chat_line`` (``chat``: the lines outside
    the fences, ``chatmarkup.outside_fences``) and not given, a name broken after a
    hyphen joined with the next line, which is not given (``broken``: ``_broken_names``),
    and a line listing counted cards (``_INLINE_LIST``) given as one line per card, each
    with the line's number (it was one unknown card: a legal deck so posted illegal:
    ``_inline_parts``); the notes of these readings go to ``reader``."""
    for number, raw in enumerate(lines, start=1):
        if number in spanned:
            continue  # read with the line an element of a page's HTML source began on
        if number in items:
            if number + 1 not in items:
                # "1. Deck" over cards not numbered: the item's number is the deck's
                reader.lone_items[number] = raw
            written, (raw, said) = raw, items[number]
            reader.listed_items.add(number)
            reader.note_place_after(written, number)
            if said:
                reader.note(number, said)
        if number in chat and raw.strip() and reader.chat_line(raw.strip(), number):
            continue
        if number in broken:
            raw, said, _ = broken[number]
            if said:
                reader.note(number, said)
            if not raw:
                continue
        # "Island <!-- Grief -->" is "Island # Grief", "Sideboard <!-- Grief -->"
        # "Sideboard # Grief"
        shown = html_lines(raw, lambda line: _line_kind(line, reader.zones)[0] == CARD,
                           lambda line: _line_kind(line, reader.zones)[0] in _COMMENTED_KINDS) \
            if "<" in raw or "-->" in raw else None
        for line in [raw] if shown is None else shown:
            if (spelled := _header_count_spelled(line, reader.zones)) is not None:
                # "Magi x3: Ashgar, Gar, Grega": "Magi (3): ..."
                reader.note(number, _header_count_note(line, spelled))
                line = spelled
            if (copies := copies_by_printing(line)) is not None:
                # "4 Ephemerate (1 foil, 3 regular)", "[2 foil]": the copies' finishes,
                # not cards (the card Foil was counted, or the line split at its comma)
                reader.note(number, copies[1])
                yield from ((number, part) for part in copies[0])
                continue
            if (unread := unread_printing_mark(line)) is not None:
                reader.findings.append(Finding("parse-error", unread, line=number))
            parts = _inline_parts(line, reader.zones) if ("," in line or ";" in line) else None
            if parts is None:
                yield number, line
            else:
                if "//" in line:
                    reader.split_lists.add(number)
                yield from ((number, part) for part in parts)


#: A zone's header then the cards after it on one line: the header (its count maybe
#: before it, ``3 Magi``) before a colon or an equals sign, then the rest.
_HEADER_THEN_REST = _lazy(r"^\s*(?P<head>[^:=\uff1a\n]{1,40}?)\s*(?P<mark>[:=\uff1a])\s*"
                          r"(?P<rest>\S.*)$")
#: A count written after a header's colon with a dash after it (``Magi: 3 - Ashgar``).
_COUNT_THEN_DASH = _lazy(r"^(?P<n>\d{1,3})\s*[\-\u2013\u2014]\s*(?P<rest>\S.*)$")
#: What may tell a text holds a zone's header with its count and the cards after it on
#: one line (``_header_count_spelled``): a number then a colon or an equals sign, or a
#: colon then a number and a dash, or an equals sign; searched in the whole text.
_HEADER_THEN_REST_FIRST = _lazy(r"\d[^\n\d:=\uff1a]{0,40}[:=\uff1a]"
                                r"|[:\uff1a]\s*\d{1,3}\s*[\-\u2013\u2014]|=")


def _header_count(head: str) -> tuple[str, str] | None:
    """The words of a zone's header as written and its count, in any spelling the reader
    of a header alone on its line knows (``Magi x3``, ``Magi 3x``, ``Magi (3)``, ``Magi -
    3``, ``3 Magi``, ``3x Magi``, ``three Magi``): ``("Magi", "3")``; ``None`` for a text
    of no such count."""
    text = _one_space(head.strip())
    counted = _HEADER_COUNT.match(text)
    words = text[counted.end():] if counted else text
    match = _header_match(words)
    if match is None or not match["text"].strip():
        return None
    if counted is not None:
        tail, token = match.string[match.end("text"):], counted[0].strip()
        return None if _COUNT_TOKEN().search(tail) else (match["text"].strip(),
                                                         token.strip("xX\u00d7"))
    tokens = _COUNT_TOKEN().findall(match.string[match.end("text"):])
    return (match["text"].strip(), tokens[0].strip("xX\u00d7")) if tokens else None


def _header_count_spelled(line: str, zones: ZoneTable) -> str | None:
    """A line holding a zone's header with its count and the cards after it (``Magi x3:
    Ashgar, Gar, Grega``, ``3 Magi: ...``, ``Side deck x3: Rock, ...``, ``Magi: 3 - ...``,
    ``Magi = Ashgar, ...``) written as the reader reads such a line, ``Magi (3): Ashgar,
    Gar, Grega`` (``Magi: Ashgar...`` for one of no count): the header's count read as
    ``_header_count`` reads it alone on its line (each other spelling made an unknown
    card, or two decks of the headers ``Side deck x`` and the line). ``None`` for any
    other line, and for one whose words before the colon name a place (``Magi 3:
    Baa``, the zone's ``place_prefixes``) or have no count (``Magi: Ashgar``)."""
    found = _HEADER_THEN_REST().match(line)
    if found is None or not found["head"][:1].isalnum() or not _may_name_a_section(
            found["head"], zones) or zones.place_of(found["head"]) is not None:
        return None  # "# A legal deck: 60 cards": a comment, read without the patterns
    head, rest = found["head"], found["rest"]
    counted = _header_count(head)
    if counted is None and found["mark"] != "=" and (
            dashed := _COUNT_THEN_DASH().match(rest)) is not None and (
            len(_PART_END().split(dashed["rest"])) == int(dashed["n"]) > 1):
        # "Magi: 3 - Ashgar, Gar, Grega" counts the names after it ("SB: 2 - Duress" is
        # two Duress)
        counted, rest = (head.strip(), dashed["n"]), dashed["rest"]
    words = counted[0] if counted else head.strip()
    if zones.headers.get(_header_words(words)) is None:
        return None
    if counted is None:
        # "Magi = Ashgar": the mark the colon's ("Deck=4 Black Lotus" read as it is)
        return f"{words}: {rest}" if found["mark"] == "=" and not rest[:1].isdigit() else None
    if (found["mark"] == "=" or not rest.lstrip()[:1].isalpha()
            or head.strip() == f"{words} ({counted[1]})"):
        # "Deck (41 cards) = Fire aggro" (a title), "Side deck (9): 3 Healer's Breath"
        # (already so written), "0 SB: 4 Crimson Ritual", "Deck - 12::x1 Ritual": read
        # as they were
        return None
    if (counted[1].isdigit() and int(counted[1]) > 1 and len(_PART_END().split(rest)) == 1
            and _COPIES_SPELLED().search(head) is not None):
        # "SB x2: Summary Dismissal": one card after a count saying copies, its copies (read
        # as the header's count over one copy, two copies hid one); "Deck (60 cards):
        # Island", "Magi [3]: Ashgar" say the zone's cards (60 Island made a deck legal)
        return f"{words}: {counted[1]} {rest}"
    return f"{words} ({counted[1]}): {rest}"


#: A header's count that says copies (``SB x2``, ``2x SB``, ``2 SB``), not the zone's
#: cards (``Deck (60 cards)``, ``Magi [3]``, ``Main - 60 cards``).
_COPIES_SPELLED = _lazy(r"(?:^|\s)(?:[x\u00d7]\s?\d{1,3}|\d{1,3}\s?[x\u00d7])(?=\s|$)"
                        r"|^\s*\d{1,3}\s", re.I)
#: The end of the ``reading`` note of a header's count read as the copies of the one card
#: after it (``header_copies_read``).
_HEADER_COPIES_NOTE = "': a header and the copies of the card after it"


def _header_count_note(line: str, spelled: str) -> str:
    """The ``reading`` note of ``line``, a zone's header with its count and cards, read
    as ``spelled`` (``_header_count_spelled``): the copies of its one card
    (``header_copies_read`` reads the note back) or the header's count."""
    words, rest = spelled.split(":", 1)
    if "(" not in words and rest.lstrip()[:1].isdigit():
        return f"'{line.strip()}' is read as '{spelled}{_HEADER_COPIES_NOTE}"
    return (f"'{line.strip()[:80]}' is read as '{spelled[:80]}': a header and the cards "
            "after it")


def header_copies_read(note: str) -> tuple[str, str] | None:
    """The line as written and its header's words (``("SB x2: Duress", "SB")``) that a
    ``reading`` note (``_header_count_note``) says was read as the header over the copies
    of its one card (``SB: 2 Duress``); ``None`` for any other note. The count may as
    well be the header's (README, reading a decklist)."""
    head = "' is read as '"
    if not (note.startswith("'") and note.endswith(_HEADER_COPIES_NOTE) and head in note):
        return None
    written, spelled = note[1:-len(_HEADER_COPIES_NOTE)].split(head, 1)
    return written, spelled.split(":", 1)[0]


#: A line whose count stands before the first of the cards it may list, maybe after a
#: label (``Magi: 1 Rayje, Rayje, Evu``, ``1x Mox Jet; Mox Jet``).
_COUNTED_FIRST_LIST = _lazy(r"^\s*(?:[^\d,;:/]{1,40}:\s*)?(?:\d{1,3}\s?[x\u00d7]?"
                            r"|[x\u00d7]\s?\d{1,3})\s+[^\d\s]", re.I)


#: A tag of a page's HTML source that parts a line in lines or cells (``<br>``, ``</li>``,
#: ``<td>``; a tag of the page's frame, ``<html>``, ``<!DOCTYPE html>``): the line is read
#: as the page shows it (``chatmarkup.html_lines``).
_HTML_BREAK = _lazy(r"<\s*(?:/\s*)?(?:br|hr|p|li|tr|td|th|div|ul|ol|dl|dt|dd|table|tbody|thead"
                    r"|tfoot|section|h[1-6]|a|html|head|body|main|header|footer|nav|article"
                    r"|aside|meta|link|title|pre|blockquote|code|span|center|font|textarea"
                    r"|details)\b|<!doctype\b", re.I)


#: One item of a mark giving a card line's copies by printing: a count and up to four
#: words (``2 foil``, ``3 regular``, ``2 NM``, ``1 non-foil``, ``2x near mint``).
#: The count of such an item: a number, or a word of ``COUNT_WORDS`` (``[two foil]`` was
#: dropped as a category, a ``*F*`` beside it making all four copies holographic).
_PRINTED_COUNT = (r"(?:\d{1,3}|(?:" + "|".join(sorted(COUNT_WORDS, key=len, reverse=True))
                  + r")(?=\s))")
_PRINTED_ITEM = (_PRINTED_COUNT
                 + r"\s*[x\u00d7]?\s+[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,3}")
#: What parts two such items: a comma, semicolon, slash, plus, ampersand, bar or ``and``,
#: or a space alone before the next count (``[3 foil 1 regular]``, ``[2 foil|2 regular]``:
#: each was dropped, a ``*F*`` beside it making every copy holographic).
_ITEM_JOINT = r"(?:\s*(?:[,;/+&|]|\band\b)\s*|\s+)"
_PRINTED_ITEMS = rf"{_PRINTED_ITEM}(?:{_ITEM_JOINT}{_PRINTED_ITEM})*"
#: A counted card line ending in such a mark, in brackets or after a spaced dash.
_COPIES_BY_PRINTING = _lazy(
    rf"^\s*(?P<count>\d{{1,3}})\s*[x\u00d7]?\s+(?P<name>[^\s*](?:.*?\S)?)\s*+(?P<mark>"
    rf"[(\[{{]\s*(?P<items>{_PRINTED_ITEMS})\s*[)\]}}]|[-\u2013\u2014]\s*(?P<dashed>"
    rf"{_PRINTED_ITEMS}))\s*$", re.I)
#: A count opening a mark, as one of ``_COPIES_BY_PRINTING`` does (``(4 foil)``, ``- 2 NM``):
#: a text holding none is given as it is (``_numbered_lines``).
_COUNT_IN_A_MARK = _lazy(r"[(\[{\-\u2013\u2014]\s*" + _PRINTED_COUNT
                         + r"\s*[x\u00d7]?\s+[^\W\d_]", re.I)
#: A mark in brackets holding a digit or a word (a line beside a finish marker holding one
#: is read by ``_lines_to_read``, for ``copies_by_printing`` and ``unread_printing_mark``).
_ANY_NUMBERED_MARK = _lazy(r"[(\[{][^()\[\]{}\n]{0,200}?(?:\d|[^\W\d_]{3})")
#: A count in such an item.
_ITEM_COUNT = _lazy(_PRINTED_COUNT, re.I)
#: An item of such a mark writing its count after its words and a colon or an equals sign
#: (``[regular: 1]``, ``(foil = 3, regular = 1)``: the mark was dropped, a ``*F*`` beside
#: it making every copy holographic), read as if written count first (``[1 regular]``).
_COUNT_LAST_ITEM = _lazy(r"(?<=[(\[{,;|/+&])(\s*)([^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*)"
                         r"{0,3})\s*[:=]\s*(\d{1,3})(?=\s*[)\]},;|/+&])")


def copies_by_printing(line: str) -> tuple[list[str], str] | None:
    """The card lines a counted card line stands for whose mark gives its copies by
    printing (``4 Ephemerate (1 foil, 3 regular)``, ``[2 foil, 2 nonfoil]``, ``(2 NM, 2
    LP)``, ``- 2 foil, 2 normal``: counts of words of the game data's
    ``printing_words``, ``regular_finish_words`` and ``finish_denying_words`` and of
    ``markers.HOLOGRAPHIC_WORDS``), and a note saying so: its holographic copies on a
    line marked ``*F*``, the others on a line of their own, the line's count kept. The
    holographic copies are those the mark says are (a finish's word no word denies),
    at most the line's count less the copies it says are not. ``None`` for any other
    line (a card's name in the mark is a card: ``[2 Opt]``). The mark's counts win over
    a finish marker elsewhere on the line (``finish_marks``: ``4 Umbral Warden *F* [2
    foil]``, ``[2 foil] *F*``, ``(foil) (1 foil, 3 regular)``: all four were read
    holographic, a Speakeasy deck legal), which the note says; a count of 0 denies the
    finish (``*F* [0 foil]``: no holographic copy). Pure."""
    bare, overridden = finish_marks(line)
    found = _COPIES_BY_PRINTING().match(_COUNT_LAST_ITEM().sub(r"\1\3 \2", bare))
    if found is None or "*" in found["name"]:
        return None
    zones = bundled_zones()
    known = (zones.printing_words | zones.regular_finish_words | zones.finish_denying_words
             | HOLOGRAPHIC_WORDS)
    items = [(_item_count(item), _printed_words(_ITEM_COUNT().sub(" ", item, count=1), known))
             for item in re.split(rf"{_ITEM_JOINT}(?={_PRINTED_COUNT})",
                             (found["items"] or found["dashed"]).strip(), flags=re.I)]
    if not all(words and known.issuperset(words) for _n, words in items):
        return None
    count, name = int(found["count"]), found["name"]
    holographic = [n for n, words in items if not HOLOGRAPHIC_WORDS.isdisjoint(words)
                   and not denies_finish(" ".join(words))]
    holo = sum(holographic)
    holo = max(0, min(holo, count - sum(n for n, words in items
                                        if HOLOGRAPHIC_WORDS.isdisjoint(words)
                                        or denies_finish(" ".join(words)))))
    total = sum(n for n, _words in items)
    # "*F* [1 regular]": the copies it leaves uncounted are the marker's ("[0 foil]" not)
    rest = count - total if not holographic and _holographic_markers(overridden) else 0
    holo += max(0, rest)
    parts = [f"{n} {name}{mark}" for n, mark in ((holo, " *F*"), (count - holo, "")) if n]
    said = (f"'{bare[found.start('mark'):].strip()}' gives the copies by printing, no card: "
            "read as "
            + " and ".join(f"'{part}'" for part in parts))
    if rest > 0:
        said += (f"; the {rest} copies it does not count take the finish of the line's "
                 f"marker {' '.join(overridden)}")
    elif total != count:
        said += f"; its counts ({total}) disagree with the line's count ({count})"
    if overridden:
        said += (f"; the line's finish marker {' '.join(overridden)} gives way to the "
                 "mark's counts")
    return parts, said


def _holographic_markers(markers: tuple[str, ...]) -> bool:
    """Whether a card line's finish ``markers`` (``finish_marks``) are holographic ones:
    some, none naming another finish (``*F*``, ``(foil)``; not ``*f-etch*``). Pure."""
    return bool(markers) and not any(names_other_finish(marker) for marker in markers)


#: Words of an item of a mark giving copies by printing that name no printing: the copies
#: themselves and the joining words (``[2 foil copies]``, ``[2 in foil]``, ``[2 of foil]``).
_COPY_WORDS = frozenset({"x", "\u00d7", "copy", "copies", "card", "cards", "in", "of", "en",
                         "exemplaire", "exemplaires", "copia", "copias", "copie", "kopie",
                         "kopien", "carte", "cartes", "karte", "karten", "carta", "cartas"})


def unread_printing_mark(line: str) -> str | None:
    """Why a counted card line beside a finish marker holds a mark counting its copies
    that ``copies_by_printing`` does not read whole, a ``parse-error``'s message: one
    ending the line in words read as no printing (``4 Umbral Warden *F* [2 shiny]``), or
    any mark in brackets holding a count and a finish's or printing's word
    (``_counts_finishes``: ``[1 regular (NM)]``, ``[1 regular!]``, ``[3F 1R]``, ``[2 of 4
    foil]``, ``[50% foil]``, ``[a pair of foils]``, ``[1 regular; rest foil]``): the
    marker made every copy holographic, a Speakeasy deck legal, silent; which copies are
    holographic is not known. ``None`` for a line without both, or one
    ``copies_by_printing`` reads. Pure."""
    bare, markers = finish_marks(line)
    if not markers or copies_by_printing(line) is not None:
        return None
    hint = "write each count with foil or regular: [2 foil, 2 regular]"
    found = _COPIES_BY_PRINTING().match(bare)
    if found is not None:
        return (f"'{found['mark'].strip()}' counts the copies of {found['name']} in words "
                f"read as no printing, beside the finish marker {' '.join(markers)}: which "
                f"copies are holographic is not known ({hint})")
    mark = next((group[0] for group in _WHOLE_MARK().finditer(bare)
                 if _counts_finishes(group[0])), None)
    if mark is None:
        return None
    return (f"'{mark}' counts copies with a finish's or printing's word in a way not read, "
            f"beside the finish marker {' '.join(markers)}: which copies are holographic "
            f"is not known ({hint})")


#: A mark in brackets of any kind, whole (``[1 regular (NM)]``, ``(2 of 4 foil)``).
_WHOLE_MARK = _lazy(r"\[[^\[\]]{1,200}\]|\([^()]{1,200}\)|\{[^{}]{1,200}\}")
#: A count among a mark's words (``1``, ``3x``, ``x2``, ``50%``).
_MARK_NUMBER = _lazy(r"[x\u00d7]?\d{1,3}[x\u00d7%]?")
#: A count run into a finish's letter (``3F``, ``1R``, ``2NF``, ``1H``): a count and a finish.
_COUNTED_LETTER = _lazy(r"\d{1,3}(?:f|r|h|nf|e)")
#: Words counting some of a line's copies without a number (``[a pair of foils]``,
#: ``[half foil]``, ``[1 regular; rest foil]``), besides ``COUNT_WORDS``.
_SOME_COPIES_WORDS = frozenset({"half", "rest", "remaining", "others", "both", "couple",
                                "some", "few"})


def _counts_finishes(mark: str) -> bool:
    """Whether a mark's text ``mark`` holds a count (a number, ``_MARK_NUMBER``, a word of
    ``COUNT_WORDS`` or ``_SOME_COPIES_WORDS``) and a word of a finish or a printing (the
    game data's ``printing_words``, ``regular_finish_words``, ``finish_denying_words``,
    ``other_finish_words``, ``HOLOGRAPHIC_WORDS``, plurals too), or a count run into a
    finish's letter (``3F 1R``). Pure."""
    zones = bundled_zones()
    known = (zones.printing_words | zones.regular_finish_words | zones.finish_denying_words
             | zones.other_finish_words | HOLOGRAPHIC_WORDS)
    words = [word for word in finish_words(mark) if word]
    if any(_COUNTED_LETTER().fullmatch(word) for word in words):
        return True
    # a number after a printing's word is its number, no count ("*F* (Promo 7)")
    counted = any((_MARK_NUMBER().fullmatch(word) or word in COUNT_WORDS
                   or word in _SOME_COPIES_WORDS)
                  and not (at and words[at - 1] in zones.printing_words)
                  for at, word in enumerate(words))
    return counted and not known.isdisjoint(_printed_words(mark, known))


def _printed_words(item: str, known: frozenset[str]) -> list[str]:
    """The words of ``item`` (an item of a mark giving copies by printing, its count
    dropped) that say its copies' printing, each plural of a ``known`` word read as that
    word (``foils``, ``non-foils``: ``non``, ``foil``; ``holos``, ``regulars``: each was a
    mark read by no rule, a ``*F*`` beside it making every copy holographic) and the
    words of ``_COPY_WORDS`` dropped. Pure."""
    words = []
    for word in finish_words(item):
        if not word or word in _COPY_WORDS:
            continue
        for end in ("s", "es"):
            if word not in known and word.endswith(end) and word[:-len(end)] in known:
                word = word[:-len(end)]
        words.append(word)
    return words


def _item_count(item: str) -> int:
    """The copies an item of a mark giving them by printing opens with (``2 foil``,
    ``two foil``: ``_PRINTED_COUNT``); 0 for an item without one. Pure."""
    found = _ITEM_COUNT().match(item)
    if found is None:
        return 0
    word = found[0]
    return int(word) if word.isdigit() else COUNT_WORDS.get(word.casefold(), 0)


def _inline_parts(raw: str, zones: ZoneTable) -> list[str] | None:
    """The lines a line listing counted cards stands for: each card with its label's
    line prefix (``Sideboard: 2x Rock, 1x Zap``: ``Sideboard: 2x Rock``...), or after
    its label as a header line (``Relics: 2x Ancestral Flute, 2x Baloo Root``:
    ``Relics:``, ``2x Ancestral Flute``..., a zone header or a grouping header of
    ``zones``), or alone without a label; ``None`` for any other line, and for one whose
    label is neither (``Maybeboard``, ``Player``: the line is read as before), and for a
    line holding a comment (``#``, ``//``: ``4 Opt # 4 Ponder, 1 Island`` took a card out of
    its comment and another into it), and for a heading joining both zones (``Sideboard
    (16), Deck (60)``: its parts were two headers, the last one's zone winning, a 16-card
    sideboard counted in the deck), which ``_Reader._sign_joined_header`` reads."""
    if "#" in raw or ("//" in raw and not _split_names_only(raw)) or (
            _joined_zones(raw, zones) is not None):
        return None
    text = unmarked_label(raw.strip())
    listed = _INLINE_LIST().match(text)
    if listed is not None:
        parts = [part.strip() for part in _INLINE_GAP().split(listed["cards"])]
        label = (listed["label"] or "").strip()
    elif (after := _counted_after(text)) is not None:
        label, parts = after
        if label and _unknown_label(label, zones) and (
                whole := _counted_after(text, labelled=False)) is not None:
            # "Circle of Protection: Red x4, Disenchant x4": the colon is a card's name's
            # (the line was one unknown card, its cards lost)
            label, parts = whole
    else:
        return None
    if any(_INLINE_UNIT().match(part) or _NOT_INLINE_CARD().match(part)
           or _cuts_a_mark(part) for part in parts):
        return None
    if not label:
        return parts
    key = normalise(label)
    if key in zones.line_prefixes:
        return [f"{label}: {part}" for part in parts]
    if key in zones.headers or is_header_text(label, zones):
        return [f"{label}:", *parts]
    return None


#: The characters a count written after a name ends with (``x3``, ``3x``, ``(3)``).
_COUNT_LAST_CHARACTERS = frozenset("0123456789xX\u00d7)]")
#: A label before a colon (maybe none), then the rest of a line.
_LIST_LABEL = _lazy(r"^\s*(?:(?P<label>[^\d,;:]{1,40}):)?\s*(?P<rest>.*)$")
#: Where the parts of a line listing cards may end: a comma or semicolon and a space.
_PART_END = _lazy(r"[,;]\s+")
#: A count written after a card's name, ending a part of such a line (``Magma Hyren x3``,
#: ``3x``, ``(3)``, ``[x3]``).
_COUNT_ENDING = _lazy(r"\S\s+(?:[x\u00d7]\s?\d{1,3}|\d{1,3}\s?[x\u00d7]"
                      r"|[(\[][x\u00d7]?\s?\d{1,3}[)\]])$", re.I)


def _split_card_only(line: DeckLine) -> DeckLine:
    """A card line of a line listing cards whose ``//`` was read as a split card's
    (``_split_names_only``: ``4 Fire // Ice`` of ``4 Fire // Ice, 4 Disenchant``): the
    card whose name holds it, else a ``parse-error``, not counted (``4 Opt // Burn, 4
    Disenchant`` may as well be 4 Opt and a comment holding a card line), never the name
    before it with a comment."""
    readings = tuple(reading for reading in line.readings if "//" in reading[0]) or (
        (line.name, line.count),)
    return line._replace(readings=readings, problem=(
        f"no card is named '{readings[0][0]}': on a line listing cards, its '//' may part a "
        "split card's halves or start a comment holding the cards after it: not counted"))


def _split_names_only(raw: str) -> bool:
    """Whether each ``//`` of a line listing cards parts a split card's halves (``4 Fire //
    Ice, 4 Disenchant``, ``Fire // Ice x4, Disenchant x4``): each part holding one is a
    card line of one count, before or after two capitalised names of no digit, no
    comment's words or card line (``4 Opt // 4 Ponder, 1 Island``, ``4 Opt // burn``,
    ``4 Ponder // Black Lotus x1, Mox Jet x1``: a count on either side)."""
    return all(_SPLIT_CARD_PART().match(_LIST_LABEL_START().sub("", part, count=1)
                                         if at == 0 else part)
               for at, part in enumerate(_PART_END().split(raw.strip())) if "//" in part)


#: A label before a colon starting a line listing cards (``Sideboard: ``).
_LIST_LABEL_START = _lazy(r"^\s*[^\d,;:/]{1,40}:\s*")
#: A part of a line listing cards that is a split card's line: its count before the name
#: or after it, never both (``4 Fire // Ice``, ``Fire//Ice x4``, ``Fire // Ice (4)``).
_SPLIT_CARD_PART = _lazy(
    r"^(?:\d{1,3}\s*[x\u00d7]?\s+(?P<name>[A-Z][^\d/#,;:]*?\s?//\s?[A-Z][^\d/#,;:]*?)"
    r"|(?P<named>[A-Z][^\d/#,;:]*?\s?//\s?[A-Z][^\d/#,;:]*?)\s+(?:[x\u00d7]\s?\d{1,3}"
    r"|\d{1,3}\s?[x\u00d7]|[(\[][x\u00d7]?\s?\d{1,3}[)\]]))\s*$")


def _unknown_label(label: str, zones: ZoneTable) -> bool:
    """Whether ``label``, the words before a colon that starts a line listing cards, is
    no zone's or section's word, no grouping's and no metadata key (``Circle of
    Protection``: a card's name's words; not ``Maybeboard``, ``Player``)."""
    key = normalise(label)
    return (key not in zones.line_prefixes and key not in zones.headers
            and not is_header_text(label, zones) and _zone_of(label, zones) is None
            and not _skipped_prefix(zones).match(f"{label}: x")
            and _METADATA.match(f"{label}: x") is None)


def _counted_after(text: str, labelled: bool = True) -> tuple[str, list[str]] | None:
    """The label and the parts of a line listing two cards or more, each with its count
    written after its name (``Creatures: Greater Vaal x1, Magma Hyren x3``, ``Fire Ball
    (4); Tornado (4)``), as ``_INLINE_LIST`` reads those written before: the text between
    commas or semicolons joined until it ends with a count (a name holds commas: ``Oko,
    Thief of Crowns x1``); ``None`` when a part ends with none. Without ``labelled`` the
    words before a colon are no label (``Circle of Protection: Red x4``)."""
    if text[-1:] not in _COUNT_LAST_CHARACTERS:
        return None  # most lines with a comma: "4 Oko, Thief of Crowns"
    labelled_text = _LIST_LABEL().match(text) if labelled else None
    if labelled and labelled_text is None:
        return None
    parts: list[str] = []
    pending = ""
    for segment in _PART_END().split(labelled_text["rest"] if labelled_text else text):
        # the count ends the last segment, after its joint at most: asking the whole
        # pending text took minutes on a line of 60,000 commas and no count
        pending = f"{pending}, {segment}" if pending else segment
        if _COUNT_ENDING().search(pending[-len(segment) - 2:].rstrip()):
            parts.append(pending.strip())
            pending = ""
    if pending or len(parts) < 2:
        return None
    return ((labelled_text["label"] or "") if labelled_text else "").strip(), parts


def cards_in_value(key: str, value: str, line: int | None,
                   zones: ZoneTable | None = None,
                   noted: dict[int, tuple[str, str]] | None = None) -> list[DeckLine]:
    """The possible card line a deck's name, player or event value of another form holds
    (a YAML ``name: 4 Crimson Ritual``, a Cockatrice ``<deckname>``, an MTGJSON deck's
    ``name``), read as this reader reads the text line ``KEY: VALUE`` (``key``: ``Name``,
    ``Player``, ``Event``): a count in any form, maybe after a zone prefix; a card when
    it names one, an unknown card within a typo of one, else a note (``resolve_deck``
    decides), so that no card hides in a deck's name. A value of several lines (any line
    break: a YAML block, a JSON ``\\n``, ``\\r`` or vertical tab) is read line by line, each
    as a value of ``key``: a card line on a line of its own was hidden there. Each line
    is numbered ``line``. Nothing for a line holding a lone surrogate; a line longer than
    ``MAX_LINE`` (no card line) is added whole to ``noted``, as is each line's text that
    may hold a card line with a count (when ``noted`` is given), under ``line`` (0 when
    ``None``): ``Decklist.noted``, so that ``name: 1 Black
    Lotus - by me`` counts its card as the text line does."""
    found: list[DeckLine] = []
    for part in value.splitlines():
        if not part.strip():
            continue
        if len(part) > MAX_LINE:
            # too long for a card line, but a card line may stand among its words
            if noted is not None:
                add_noted(noted, line or 0, part, MAIN)
            continue
        try:
            data = f"{key}: {part}".encode()
        except UnicodeEncodeError:  # a lone surrogate ("\ud800"): no card's name
            continue
        read = read_text(data, zones=zones)
        found.extend(card._replace(line=line) for card in read.lines)
        if noted is not None:
            for text, zone in read.noted.values():
                add_noted(noted, line or 0, text, zone)
    return found


#: A labelled line of a deck's free text (``Notes: ...``, ``Name: ...``, ``Sideboard:
#: ...``): its value, of any length.
_LABELLED = _lazy(r"^\s*[^\W\d_][\w' .-]{0,30}?\s*:\s*(\S.*?)\s*$")
#: A metadata line of a deck's free text (``Format: modern``): its key and value.
_FREE_METADATA = _lazy(rf"^\s*({_METADATA_KEY})\s*:\s*(\S.*?)\s*$", re.I)
#: The metadata a line of a deck's free text sets (the others are notes there).
_FREE_KEYS = frozenset({"format", "game", "player", "event", "date"})


def labelled_value(line: str) -> str | None:
    """The value of a labelled line of a deck's free text (Cockatrice's comments, an
    OCTGN deck's notes, a Moxfield deck's description: ``Notes: 1 Black Lotus and 4
    Opt`` -> ``1 Black Lotus and 4 Opt``), read as a metadata value so that no card line
    hides there; ``None`` for a line without a label."""
    match = _LABELLED().match(line)
    return None if match is None else match[1]


def free_text_cards(text: str, where: str, line: int | None, numbered: bool,
                    zones: ZoneTable | None, noted: dict[int, tuple[str, str]],
                    metadata: dict[str, str] | None = None,
                    metadata_lines: dict[str, int] | None = None,
                    lines: Sequence[int] = ()) -> tuple[list[DeckLine], list[Finding]]:
    """The card lines a deck file's free text holds (Cockatrice's ``<comments>``, an OCTGN
    deck's ``<notes>``, a Moxfield deck's ``description``: ``text``, named ``where`` in
    messages), and its findings. Every line is read as a metadata value is
    (``cards_in_value``): a labelled line's value (``Notes: 1 Black Lotus and 4 Opt``,
    ``Sideboard: 1 Black Lotus``: ``labelled_value``), any other line whole (``2nd plan:
    1 Black Lotus``, a sideboard plan: ``vs Burn: 2 Pyroblast``, ``sideboard_plan``,
    ``- Sideboard: 1 Black Lotus``, ``Bo3 with 1 Black Lotus``), so
    that no card line hides there; its text that may hold a card line goes to ``noted``
    (``Decklist.noted``). With ``metadata`` given, a ``Format``, ``Game``, ``Player``,
    ``Event`` or ``Date`` line also sets that key (the first value kept; a second format
    or game of another value a ``parse-error``; a ``Date`` giving no single day the
    ``reading`` note a text list's gets, ``no_day_said``, and one giving a day no card
    line), and ``metadata_lines``, when given, the line of the key's first value
    (``Decklist.metadata_lines``: where a finding about the player points). Lines are
    numbered from ``line``, one more each when ``numbered`` (a text written over the
    file's lines), else all ``line`` (a JSON string's lines); ``lines``, when given, is
    each row's line (an XML text whose character references break rows of one file
    line). Past ``MAX_HELD_LINES`` lines the rest is not read: a ``parse-error`` says
    how many lines were not. Never raises."""
    cards: list[DeckLine] = []
    findings: list[Finding] = []
    rows = text.splitlines()
    for offset, row in enumerate(rows[:MAX_HELD_LINES]):
        number = (lines[offset] if offset < len(lines)
                  else line + offset if numbered and line is not None else line)
        match = _FREE_METADATA().match(row) if metadata is not None else None
        key = METADATA_KEYS[normalise(match[1])] if match is not None else ""
        if match is not None and metadata is not None and key in _FREE_KEYS:
            conflict = metadata_conflict(metadata, key, match[2], None, line)
            if conflict is not None:
                findings.append(conflict)
            keep_metadata(metadata, {} if metadata_lines is None else metadata_lines, key,
                          match[2], number)
            said = no_day_said(match[2], match[1]) if key == "date" else None
            if key == "date" and said is None:
                continue  # "Date: 9 November 2025": a day, no card line, as in a text list
            if said is not None:  # "Date: April 2024", "Date: 4 Ponder": as in a text list
                findings.append(Finding("reading", said, line=number))
            # "Player: 4 Crimson Ritual" is a card line, as in a text decklist
            cards.extend(cards_in_value(key.capitalize(), match[2], number, zones, noted))
            continue
        # a sideboard plan is read whole: its label may be what makes it one (vs Burn:)
        value = None if sideboard_plan(row) else labelled_value(row)
        cards.extend(cards_in_value("Event", row if value is None else value, number,
                                    zones, noted))
    if len(rows) > MAX_HELD_LINES:
        findings.append(Finding(
            "parse-error", f"{where} holds {len(rows):,} lines; at most {MAX_HELD_LINES:,} "
            f"are read for card lines: its last {len(rows) - MAX_HELD_LINES:,} were not read",
            line=line + MAX_HELD_LINES if numbered and line is not None else line,
            hint=f"write the cards in the deck's zones and a shorter {where}"))
    return cards, findings


#: The characters opening a deck site's label, tag or printing mark.
_MARK_OPENERS = frozenset("[<^")
#: A label, tag or printing mark on a card line (``[Removal]``, ``<254>``, ``^Have^``):
#: its text.
_MARK_ALTERNATIVES = r"\[([^\[\]]{1,200})\]|<([^<>]{1,200})>|\^([^^]{1,200})\^"
_MARK_TEXT = _lazy(_MARK_ALTERNATIVES)


#: What a count in a mark needs: a digit of any form or a count word (``one``, ``IV``).
_MAY_COUNT = _lazy(rf"\d|\b(?:{'|'.join(sorted(COUNT_WORDS, key=len, reverse=True))}"
                   rf"|{'|'.join(sorted(ROMAN_COUNTS, key=len, reverse=True))})\b", re.I)
_TWO_LETTERS = _lazy(r"[^\W\d_]{2}")


def may_write_a_count(text: str) -> bool:
    """Whether ``text`` holds what may write a count: a digit, or a count word or a
    Roman numeral of the readers' (``four``, ``IV``) as a word of its own."""
    return _MAY_COUNT().search(text) is not None


def _counted_in_marks(text: str) -> str:
    """The texts of a card line's labels, tags and printing marks that hold a card line
    with a count (``held_card_lines``: ``4 Opt [1 Black Lotus]``, ``<1 Black Lotus>``,
    ``^SB: 1 Black Lotus^``), one a line, to be read as a note's card lines are
    (``Decklist.noted``): the reader drops such a mark whatever it holds (an Archidekt
    category, a collector number), and a banned card went with it unsaid, the deck
    legal. A count written with a space before or after its ``x`` (``[Grief x 2]``,
    ``[2 x Grief]``, ``[Ramp, Fury x 1]``), or as a word, a Roman numeral or another
    script's digit (``[Grief x two]``, ``times IV``, ``x ②``: ``_unspaced_counts``), is
    read as ``[Grief x2]`` is. Empty when none holds one (``[Removal]``, ``<254>``,
    ``[MH3:123]``)."""
    marks = (_unspaced_counts(inside) for inside in _mark_texts(text))
    return "\n".join(inside for inside in marks
                     if _may_hold_count(inside) and held_card_lines(inside))


def mark_card_lines(inside: str) -> list[tuple[Iterator["HeldName"], int]]:
    """The card lines with a count a mark's text ``inside`` holds, read as
    ``_counted_in_marks`` reads them (``held_card_lines`` of ``_unspaced_counts``:
    ``The One Ring x 1``); empty when it may hold none (``_may_hold_count``)."""
    unspaced = _unspaced_counts(inside)
    return held_card_lines(unspaced) if _may_hold_count(unspaced) else []


#: The words that write a count's ``x`` in a mark (``x two``, ``times two``).
_COUNT_SIGNS = frozenset({"x", "\u00d7", "times"})


def _unspaced_counts(inside: str) -> str:
    """A mark's text ``inside`` with each count written with its ``x`` (or ``U+00D7``,
    ``times``) as a word of its own, before or after its number, written as the reader
    reads one (``x2``, ``2x``): ``x 2``, ``2 x``, ``x two``, ``times IV``, ``x ²``, and
    a number of any script run into its ``x`` (``x²``, ``x②``). Its other words as
    written, parted by single spaces."""
    words = inside.split()
    out: list[str] = []
    index = 0
    while index < len(words):
        word, after = words[index], words[index + 1] if index + 1 < len(words) else ""
        if word.casefold() in _COUNT_SIGNS and (count := _mark_count(after)):
            out.append(f"x{count}")
            index += 2
        elif after.casefold() in _COUNT_SIGNS and (count := _mark_count(word)):
            out.append(f"{count}x")
            index += 2
        else:
            glued = _mark_count(word[1:]) if word[:1] in "xX\u00d7" and len(word) > 1 else None
            out.append(f"x{glued}" if glued else word)
            index += 1
    return " ".join(out)


def _mark_count(word: str) -> int | None:
    """The count a mark's ``word`` writes beside a count's ``x``: ASCII digits (``2``), a
    count word, a Roman numeral or digits of another script (``two``, ``IV``, ``²``,
    ``②``: ``_held_count``), a lone Roman numeral's letter (``_LONE_ROMAN``: ``x I``,
    ``x V``, ``x X``, which were dropped unsaid), else ``None``."""
    if word.isascii() and word.isdigit():
        return int(word) if len(word) <= 3 and 0 < int(word) <= MAX_COUNT else None
    if word in _LONE_ROMAN:
        return _LONE_ROMAN[word]
    return _held_count(word) if word and word[:1] not in "xX\u00d7" else None


#: A lone Roman numeral's letter and its count, a count beside a count's ``x`` in a mark
#: (``[Fury x I]``, ``[Fury x V]``, ``[Fury x X]``) though no count in prose (``I``); a
#: small ``x`` is the count's sign (``x x``).
_LONE_ROMAN = {"I": 1, "i": 1, "V": 5, "v": 5, "X": 10}


def _count_like(word: str) -> bool:
    """Whether a mark's ``word`` may write a count or its ``x`` (``two``, ``IV``, ``²``,
    ``x``, ``times``, ``x2``, ``2x``), set aside round a card's name in a mark
    (``_without_edge_words``)."""
    if word.casefold() in _COUNT_SIGNS or _held_count(word) is not None:
        return True
    bare = word.strip("xX\u00d7")
    return bare != word and bool(bare) and _mark_count(bare) is not None


def _mark_texts(text: str) -> Iterator[str]:
    """The texts of a line's labels, tags and printing marks (``_MARK_TEXT``), none when
    it holds no opener of one."""
    if _MARK_OPENERS.isdisjoint(text):
        return
    for match in _MARK_TEXT().finditer(text):
        yield next(group for group in match.groups() if group is not None)


#: A word in a card line's text (``proxy`` of ``(proxy)``), for ``proxy_mark``.
_LINE_WORD = _lazy(r"[^\W\d_]+")
#: What the ``proxy`` warning advises, whatever marks the proxies (``proxy_finding``).
PROXY_HINT = "play the printed card, or remove the mark if the copies are printed cards"


@cache
def _proxy_infixes(words: frozenset[str]) -> tuple[str, ...]:
    """The letters two to four of each word of ``words`` (``rox``): a line holding none
    of them, in small letters, holds no such word in any case (``Proxy``, ``PROXY``,
    ``proxied``), so ``proxy_mark`` reads most lines with no pattern."""
    return tuple({word[1:4] for word in words})


def proxy_mark(text: str, name: str, zones: ZoneTable) -> str | None:
    """The ``proxy`` warning's message when the card line ``text`` marks its copies as
    proxies: a word of the game data's ``proxy_words`` (``proxy``), in any case, outside
    the card ``name`` read (``1 Black Lotus (proxy)``, ``[PROXY]``, ``{proxy}``, ``Black
    Lotus PROXY``, ``// proxy``), which the reader drops as a set code, a printing's
    words or a comment (``(proxy)`` was dropped without a word: a deck of proxies judged
    legal); ``None`` for none. Pure."""
    words = zones.proxy_words
    if not words or not any(part in text.casefold() for part in _proxy_infixes(words)):
        return None
    found = [word for word in _LINE_WORD().findall(text) if word.casefold() in words]
    # a word of the name read is the card's (Arcane Proxy), or the resolver's: "Black
    # Lotus - proxy" and "Black Lotus *proxy*" are unknown cards (errors)
    own = sum(word.casefold() in words for word in _LINE_WORD().findall(name))
    if len(found) <= own:
        return None
    return proxy_message(f"'{found[-1]}'")


def proxy_message(said: str, what: str = "line") -> str:
    """The ``proxy`` warning's message for a mark ``said`` (``'proxy'`` of a text line,
    ``'True' in the column 'Proxy'`` of a CSV row, ``"isProxy": true`` of a JSON card)
    that marks the copies of its ``what`` (``line``, ``row``, ``card``) as proxies: one
    message for every reader, so a deck says the same whatever form it is saved in.
    Source: Magic Tournament Rules, "Proxy Cards". Pure."""
    return (f"{said} marks this {what}'s copies as proxies, stand-ins for the printed "
            "card, which a sanctioned tournament does not allow; the "
            f"{what} is judged as the card it names")


def proxy_finding(said: str, line: int | None, what: str) -> Finding:
    """The ``proxy`` warning (CT111) of a structured export's proxy flag ``said`` (a CSV
    column's yes, a JSON card's ``isProxy``) on ``line``, as a text line's ``(proxy)``
    gives it (``proxy_message``, ``PROXY_HINT``). Pure."""
    return Finding("proxy", proxy_message(said, what), line=line, hint=PROXY_HINT)


def lacked_finish_mark(text: str, name: str) -> str:
    """The ``parse-error`` message when the card line ``text``, read holographic, says
    beside the card ``name`` read (a note of held copies after it cut: ``(need 4)``), in
    its marks, that its copies are lacked, wanted or ordered, or counts
    those held (``markers.lacked_finish``: ``4 Umbral Warden *F* (need)``, ``[want]``,
    ``(have 0)``): which copies are holographic is not known (each was read holographic, a
    Speakeasy deck legal); "" for none. The name's own words are no mark (``Need for Speed
    *F*``), nor is a comment (``*F* // Burning Wish target``: a legal deck was refused).
    Pure."""
    own = name[:held_note_start(name) or len(name)].strip()
    at = text.casefold().find(own.casefold()) if own else -1
    beside = text if at < 0 else f"{text[:at]} {text[at + len(own):]}"
    # a comment is no mark of the copies ("*F* // Burning Wish target", "// play order")
    word = lacked_finish(_LINE_COMMENT().split(beside, maxsplit=1)[0])
    if not word:
        return ""
    return (f"'{word}' beside the finish's mark says this line's copies are not all held "
            "(lacked, wanted, ordered or counted as owned): which copies are holographic "
            "is not known (mark only the held holographic copies, with *F*)")


#: Where a card line's comment starts: ``//`` or ``#`` after a blank (``*F* // need``).
_LINE_COMMENT = _lazy(r"\s(?://|#)")


def _dropped_names(text: str, name: str = "") -> tuple[str, ...]:
    """What a card line's reader drops that may name a card (``DeckLine.marked``): its
    marks' names (``_named_marks``), then its ``# comment`` (``_hash_comment``), read
    with its full-width marks as ASCII ones, as the line is (``_full_width_as_ascii``);
    but not a ``#`` that holds the card ``name`` read, which is not written before it
    (``magi #4: Korg``: a place's number, the card Korg read after it, no comment): then
    the ``#`` comment after the name (``magi #3: Grega # +3 Fire Ball``, which was dropped
    without a word). A suppression directive's reason and an item of its list of rules
    that is no rule's are the comment's text (``after_directive``). A mark read as the
    ``name`` was not dropped (``[/Grief]``, an unknown card): it gives none."""
    text = _full_width_as_ascii(text)
    comment = _hash_comment(text)
    if comment is not None and name and _read_inside(text, comment, name.casefold()):
        # the comment after the card (magi #3: Grega # +3 Fire Ball) is still one
        comment = _hash_comment(text[text.casefold().rfind(name.casefold()):])
    # a mark read as the name ("[/Grief]", an unknown card) was not dropped
    marks = text.replace(name, " ", 1) if name and _MARK_TEXT().fullmatch(name) else text
    return (*_named_marks(marks), *((comment,) if comment is not None else ()),
            *_hash_tag_names(text),
            *(_directive_comment_names(comment[2:]) if comment is not None else ()))


def _directive_comment_names(comment: str) -> tuple[str, ...]:
    """``comment_names`` of a ``# comment``'s text, past a suppression directive's words
    when it opens with one (``after_directive``: ``cardtools: disable=all -- w/
    The-One-Ring``), and of each item parted by commas of a directive's list of rules
    from the first that is no rule's on (``disable=all,Ramp,The-One-Ring``)."""
    text = after_directive(comment)
    items = text.split(",") if text != comment.strip() else []
    return tuple(dict.fromkeys(name for part in (text, *items)
                               for name in comment_names(part.strip())))


def comment_names(comment: str) -> tuple[str, ...]:
    """``FIELD_WORD`` entries (``AFTER_A_HASH``) of a ``# comment``'s text as a whole and
    of each part after a type line's dash, a ``w/`` or a ``with`` (``_COMMENT_CUTS``),
    each written as a mark's name may be (``_part_names``: ``Black-Lotus``,
    ``TheOneRing``, ``Artifact \u2014 Black Lotus``, ``w/ The One Ring``, ``with The One
    Ring``); a comment's prose is not cut further (``vs. Oath of Druids`` names a
    match-up, read by ``_note_card``)."""
    parts = (comment, *_COMMENT_CUTS().split(comment)[1:])
    return tuple(dict.fromkeys(
        f"{FIELD_WORD}{AFTER_A_HASH}\t{name}" for part in parts
        for name in _part_names(part) if _TWO_LETTERS().search(name)))


#: What parts a comment's words before a card's name: a type line's dash, ``w/`` or
#: ``with`` (``# with The One Ring``).
_COMMENT_CUTS = _lazy(r"\s*[\u2013\u2014]\s*|\s+-{1,2}\s+|^\s*(?:w/|with\s)\s*", re.I)


def _hash_tag_names(text: str) -> Iterator[str]:
    """The names a card line's hashtags (Moxfield's ``#Ramp #Black-Lotus`` after the
    card, its comment's ``#`` run into a word) may give, cut and read as a mark's words
    are (``_mark_parts``: ``#BlackLotus``, ``#Black_Lotus``, ``#Ramp-Black Lotus``,
    ``#Ramp #Black Lotus (LEA) 232``): read as a comment only, such a tag naming a card
    went unsaid. A comment of words after ``# `` is read as one (``_hash_comment``)."""
    comment = _INLINE_COMMENT().search(text) if "#" in text else None
    tags = comment[0].strip() if comment is not None else ""
    if not text[:comment.start()].strip() if comment is not None else True:
        return
    if len(tags) < 2 or not tags.startswith("#") or tags[1].isspace():
        return
    for name in _mark_parts(tags):
        if _TWO_LETTERS().search(name) and name.casefold() not in CATEGORY_WORDS:
            yield name


def _read_inside(text: str, comment: str, name: str) -> bool:
    """Whether the card ``name`` (case-folded) of a line ``text`` was read in its
    ``comment`` (``_hash_comment``), not before it."""
    folded = text.casefold()
    at = folded.rfind(comment[2:].casefold())
    return at > 0 and name not in folded[:at] and name in folded[at:]


def _hash_comment(text: str) -> str | None:
    """A card line's ``# comment`` (``1 Island # Black Lotus``: ``# Black Lotus``), which
    the reader drops or reads for a count only, else ``None``."""
    if "#" not in text:
        return None
    comment = _INLINE_COMMENT().search(text)
    if comment is None or not text[:comment.start()].strip():
        return None
    return "# " + comment[0].strip().lstrip("#").strip()


#: A tag starting a line and its words (``<SB> 1 Hydroblast``, ``< Sideboard >``).
_ZONE_TAG = _lazy(r"\s*<\s*(?P<words>[^<>/=\d][^<>/=]{0,39}?)\s*>")
#: An Archidekt category's flags (``{top}``, ``{noDeck}``).
_CATEGORY_FLAGS = _lazy(r"\{[^{}]*\}")


def _named_marks(text: str) -> tuple[str, ...]:
    """The names a card line's labels, tags and printing marks may give (``1 Island
    [Black Lotus]``, ``<Oko, Thief of Crowns>``, ``[Ramp,Black Lotus]``, ``[Ramp,
    Grief]``, ``[The One Ring]``: each mark's words, and each of a list's, also without a
    ``#`` before them or a printing after them: ``[#Grief]``, ``[Grief (MH2)]``), which
    the reader drops as a category, a tag or a printing: ``settle_reading`` tells whether
    one names a card. So do the words of a mark in brackets or braces that the reader
    drops as a set code or a printing (``1 Island {Grief}``, ``(Entomb)``:
    ``_code_mark_names``). A mark holding a card line with a count gives its names too:
    the card data decides (``1 Black Lotus`` names none, and is counted as a note's card
    line, ``_counted_in_marks``; ``The One Ring`` holds ``One`` and names a card); a
    set's name is read so only after a card printed in that set (``_named_or_set``). A
    set code or a zone's category (``[LEA]``, ``[Sideboard]``) gives none."""
    names: list[str] = []
    for inside in _unlinked_mark_texts(text):
        names.extend(_mark_word_names(_CATEGORY_FLAGS().sub("", inside).strip()))
    names.extend(_code_mark_names(text))
    return tuple(dict.fromkeys(names))


def _mark_word_names(words: str) -> Iterator[str]:
    """The ``DeckLine.marked`` entries of a mark's ``words`` (``_named_marks``), a tab
    cell's or a ``#`` comment's (``note_names``): each name ``tag_names`` gives, a run of
    a comma list as a ``FIELD_WORD`` entry, a role word as a ``ROLE_WORD`` entry, a set's
    name as ``_named_or_set`` gives it, any other of two letters as it is; a printing's
    code or a zone's category gives none."""
    # Archidekt parts its categories by a comma alone, a person by ", " ([Ramp,
    # Grief]); each part is asked, a one-word part only as a card's own whole name
    # (settle_reading: Karn of Karn, the Great Creator names no card)
    for name, run in tag_names(words):
        if run:
            yield f"{FIELD_WORD}{IN_A_MARK}\t{name}"
        elif role_word(name):
            # one with a count ([Brainstorm (2)]) is the mark's card line, counted: no
            # category (it got two notes, one saying the card was not counted)
            if not mark_card_lines(words):
                yield f"{ROLE_WORD}{_BARE_MARK_NAME().sub('', name).strip()}"
        elif ((_TWO_LETTERS().search(name) or _SPACED_LETTERS().search(name))
                and not _printing_code(name) and name.casefold() not in CATEGORY_WORDS):
            # a set's name is the set's only as the mark's whole text ([Time Spiral]; a
            # part of a list, [Ramp,Time Spiral], is a category's: the card)
            yield _named_or_set(name) if name.strip() == words.strip() else name


#: Letters written apart (``T h e O n e R i n g``, ``R.a.m.p``): a name spelt by its
#: letters alone (``squashed_runs``), though no two letters stand in a row.
_SPACED_LETTERS = _lazy(r"[^\W\d_](?:[^\w]{1,2}[^\W\d_]){3}")


def note_names(note: str, where: str) -> tuple[str, ...]:
    """``DeckLine.marked`` entries of a dropped ``note`` standing ``where`` (a tab cell
    after a card line, ``IN_A_TAB_CELL``; a ``# comment``'s text, ``AFTER_A_HASH``): the
    names its words give as a mark's do (``_mark_word_names``: ``Black-Lotus``,
    ``TheOneRing``, ``Artifact \u2014 Black Lotus``, ``w/ The One Ring``), each a
    ``FIELD_WORD`` entry standing ``where``, and a set's name as ``_named_or_set``
    gives it (the printing's set is quiet); a role word gives none (the note is read as
    a comment is). Pure; never raises."""
    names = (entry.split("\t", 1)[1] if entry.startswith(FIELD_WORD) else entry
             for entry in _mark_word_names(note) if not entry.startswith(ROLE_WORD))
    return tuple(dict.fromkeys(
        name if name.startswith(SET_WORD) else f"{FIELD_WORD}{where}\t{name}"
        for name in names))


def role_word(text: str) -> bool:
    """Whether a tag's or a category's ``text`` (a mark's, a cell's) is one of the
    bundled game data's ``role_words`` (``Counterspell``, ``#Blink``, ``Sacrifice``), in
    any case: a deck builder's role category, read as the category it is, not the card
    of that name (``settle_reading``). Never raises."""
    bare = _BARE_MARK_NAME().sub("", text)
    return " ".join(bare.casefold().split()) in bundled_zones().role_words


def tag_names(words: str) -> Iterator[tuple[str, bool]]:
    """The names a tag's or a category's ``words`` may give, a text mark's
    (``_named_marks``) or a CSV export's cell's (``other_name_marks``): ``(name,
    False)`` for ``words`` and each of its parts (``_mark_parts``: ``Ramp, Grief``,
    ``Ramp;Grief``, ``Grief/Removal``, ``Removal & Grief``), and ``(run, True)`` for
    each run of parts parted by commas (``_comma_runs``), asked by its whole name: a name
    with a comma of its own among a list's (``Ramp, Oko, Thief of Crowns``), right after
    ``words`` and before its parts (``Spider-Man 2099, Miguel O'Hara``: not ``Spider-Man
    2099``). Unfiltered: the caller tells which may name a card."""
    for name in _mark_parts(words):
        yield name, False
        if name is words:
            yield from ((run, True) for run in _comma_runs(words) if run != words)


def _mark_parts(words: str) -> Iterator[str]:
    """A mark's ``words`` (yielded as the very object first), then each run of one to
    ``_MOST_MARK_PIECES`` pieces in a row of it, cut on every separator (``_MARK_CUTS``:
    commas and joiners alike) and rejoined as written, the longest runs first, each also
    as a card line's name is read (``_part_names``): a name holding a comma or a joiner
    behind another joiner (``[Ramp; Oko, Thief of Crowns]``, ``[Ramp / Fire // Ice]``)
    was no part alone when commas were cut first, the banned card dropped as a tag. A
    mark opened by a separator is cut all the same (``[,Grief]``, ``[; The One Ring]``,
    a forum's closing tag ``[/Grief]``); one holding a web address or a markup
    attribute (``<a href="...?q=Opposition+Agent">``, a link's tag) is no list: its
    words alone."""
    yield words
    cut = _MARK_CUTS().split(words)
    pieces = len(cut) // 2 + 1
    if _LINK_MARK().search(words):
        cut, pieces = [words], 1
    runs = sorted(((start, end) for start in range(pieces)
                   for end in range(start + 1, min(pieces, start + _MOST_MARK_PIECES) + 1)),
                  key=lambda run: run[0] - run[1])
    seen = {words}
    for start, end in runs:
        for name in _part_names("".join(cut[2 * start:2 * end - 1])):
            if name and name not in seen:
                seen.add(name)
                yield name


class SquashedRun(NamedTuple):
    """A run of a dropped note's pieces (``squashed_runs``): its ``text`` as written
    (escapes read, look-alike letters folded), how many ``pieces`` it holds, and whether
    it is ``apart`` from the words beside it, its own pieces joined by marks alone
    (``squashed_runs``), and whether it is ``alone``: every other piece a zone or count
    word (``_aside_word``: ``4xBlackLotus``, ``Grief SB``)."""

    text: str
    pieces: int
    apart: bool
    alone: bool = False


def squashed_runs(words: str) -> Iterator[SquashedRun]:
    """Each run of one to ``_MOST_MARK_PIECES`` pieces in a row of a mark's, a tab
    cell's or a comment part's ``words``, to be compared with cards' names by their
    letters and digits alone (``CardDatabase.named_alike``: ``The.One.Ring``,
    ``The%20One%20Ring``, ``The\u2010One\u2010Ring``, ``theonering``, ``Ramp The One
    Ring``). ``words`` are read with their escapes decoded and look-alike letters folded
    (``decode_escapes``, ``fold_lookalikes``), then cut into pieces at every character
    that is no letter, digit, mark on a letter or apostrophe inside a word, where a small
    letter meets a capital (``RampFury``), letters meet digits (``Grief4``, ``4xGrief``,
    ``Griefx4``) and where the script changes (``ランプThe One Ring``). Spaces, the
    underscore, a change of case and letters meeting digits part words as spaces do (a
    hashtag's ``Impulse_Draw``, ``ImpulseDraw``); any other mark or a change of script
    cuts (``_squash_pieces``). A run is ``apart`` when its pieces are joined by cuts
    alone (``G.R.I.E.F``), when it is cut from the pieces beside it (``Ramp/Fury``,
    ``fury.ramp``, or the words whole: ``Fury``) or when every other piece is a zone
    or count word (``_aside_words``: ``Grief SB``, ``Grief Main Board``, ``4xGrief``): only
    then may it name a card of one word; beside a role word or any other word (``Fog
    Effects``, ``Impulse Draw``, ``ramp fury``) it reads as a category's word. None of
    a mark holding a web address or a markup attribute (``_LINK_MARK``: a link's tag,
    read by its words alone). Pure; never raises."""
    if _LINK_MARK().search(words):
        return
    text = fold_lookalikes(decode_escapes(words))
    pieces = _squash_pieces(text)
    for start, (first, _, _) in enumerate(pieces):
        for end in range(start + 1, min(len(pieces), start + _MOST_MARK_PIECES) + 1):
            alone = all(_aside_words([text[at:to] for at, to, _ in side])
                        for side in (pieces[:start], pieces[end:]))
            yield SquashedRun(text[first:pieces[end - 1][1]], end - start,
                              alone or _run_apart(pieces, start, end), alone)


def _run_apart(pieces: list[tuple[int, int, bool]], start: int, end: int) -> bool:
    """Whether the run of ``pieces[start:end]`` is joined by cuts alone and apart from
    the pieces beside it (``squashed_runs``)."""
    if not all(piece[2] for piece in pieces[start + 1:end]):
        return False
    cut = (start == 0 or pieces[start][2]) and (end == len(pieces) or pieces[end][2])
    return end - start > 1 or cut


def _squash_pieces(text: str) -> list[tuple[int, int, bool]]:
    """The pieces of ``text`` (``squashed_runs``) as ``(start, end, joined)``: where
    each stands and whether it is cut from the piece before it by a mark or a change of
    script (not by spaces, underscores, a change of case or letters meeting digits)."""
    pieces: list[tuple[int, int, bool]] = []
    start, joined = -1, False
    for at, char in enumerate(f"{text} "):
        inside = _in_a_word(text, at)
        joint = _word_joint(text, at) if start >= 0 and inside else None
        if start >= 0 and (not inside or joint is not None):
            pieces.append((start, at, joined))
            start, joined = -1, bool(joint)  # a joint run into a word: no space between
        if inside and start < 0:
            start = at
        elif not inside and not char.isspace() and unicodedata.category(char) != "Pc":
            joined = True
        elif not inside and start < 0 and not pieces:
            joined = False
    return pieces


def _in_a_word(text: str, at: int) -> bool:
    """Whether the character at ``at`` of ``text`` is part of a word's piece: a letter
    (not a modifier letter), a digit, a mark on a letter, or an apostrophe between
    letters (``Ramp's``)."""
    char = text[at] if at < len(text) else " "
    if char in "'\u2019":
        return 0 < at < len(text) - 1 and text[at - 1].isalpha() and text[at + 1].isalpha()
    category = unicodedata.category(char)
    return (category[0] == "L" and category != "Lm") or category in ("Nd", "Mn", "Mc")


def _word_joint(text: str, at: int) -> bool | None:
    """Whether a word's piece ends before ``text[at]``, inside a word: ``False`` where a
    small letter meets a capital (``RampFury``) or letters meet digits (``Grief4``,
    ``4xGrief``, ``Griefx4``: a count's ``x`` goes with its digits), parting words as a
    space does; ``True`` where letters of two scripts meet (``ランプThe``), a cut as a
    mark's; ``None`` inside a piece."""
    before, char = text[at - 1], text[at]
    after = text[at + 1:at + 2]
    if before.isalpha() and char.isalpha() and _script(before) != _script(char):
        return True
    counted = (before.isdigit() and char.isalpha()) or (char.isdigit() and before.isalpha()
                                                        and before not in _COUNT_X)
    x_count = (before.isalpha() and char in _COUNT_X and after.isdigit()) or (
        at > 1 and text[at - 2].isdigit() and before in _COUNT_X and char.isalpha())
    return False if (before.islower() and char.isupper()) or counted or x_count else None


#: The letters of a count's ``x`` glued to its digits (``4x``, ``x4``).
_COUNT_X = frozenset("xX\u00d7")


@lru_cache(maxsize=4096)
def _script(char: str) -> str:
    """The script of a letter: the first word of its Unicode name (``LATIN``,
    ``KATAKANA``, ``CYRILLIC``); ``""`` for one without a name."""
    return unicodedata.name(char, "").split(" ", 1)[0]


def _aside_word(word: str) -> bool:
    """Whether a piece beside a one-word card's name in a mark is a zone's word (of
    the game data's zone headers and line prefixes, or a category's: ``SB``, ``Side``,
    ``Main``, ``Deck``, ``Sideboard``) or a count's (``4``, ``x``, ``copies``,
    ``Singleton``, ``x I``): the mark then names the card (``squashed_runs``); a role
    word (``Ramp``, ``Draw``) or any other word reads as a category's."""
    return (word.casefold() in _zone_words() or _count_like(word) or copies_word(word)
            or word in _LONE_ROMAN)


def _aside_words(words: list[str]) -> bool:
    """Whether each of ``words`` is a zone or count word (``_aside_word``) or a word of
    a zone's header or line prefix of several words written whole (``Main Board``,
    ``Command Zone``: ``_zone_phrases``)."""
    at = 0
    while at < len(words):
        phrase = next((len(phrase) for phrase in _zone_phrases() if tuple(
            word.casefold() for word in words[at:at + len(phrase)]) == phrase), 0)
        if not phrase and not _aside_word(words[at]):
            return False
        at += phrase or 1
    return True


@cache
def _zone_phrases() -> tuple[tuple[str, ...], ...]:
    """The bundled game data's zone headers and line prefixes of several words, each as
    its words in small letters (``("main", "board")``)."""
    zones = bundled_zones()
    return tuple(sorted({tuple(phrase.casefold().split()) for phrase in (
        *zones.headers, *zones.line_prefixes) if " " in phrase}))


def without_aside_words(words: str) -> str:
    """``words`` without the zone and count words (``_aside_word``) at their start and
    end, parted by spaces (``Grief SB``, ``Black Lotus 4 copies``, ``SB Grief``: the card's
    name beside them in a comment); ``""`` when they are all such. Pure; never raises."""
    cut = words.split()
    while cut and _aside_word(cut[-1]):
        cut.pop()
    while cut and _aside_word(cut[0]):
        cut.pop(0)
    return " ".join(cut)


@cache
def _zone_words() -> frozenset[str]:
    """The bundled game data's zone headers and line prefixes of one word and the
    categories of one word that say a zone (``CATEGORY_WORDS``), in small letters: not
    the words of longer ones (``spell`` of ``signature spell``: ``Flash Spells`` is a
    category)."""
    zones = bundled_zones()
    return frozenset(phrase.casefold() for phrase in (*zones.headers, *zones.line_prefixes,
                                                      *CATEGORY_WORDS) if " " not in phrase)


#: A web address or a markup attribute in a mark: a link's tag, no list of names.
_LINK_MARK = _lazy(r"://|\bwww\.|=\s*[\"']")
#: Most pieces a card's name cut on a mark's separators has (``S.H.I.E.L.D. Deployment
#: Drone``: eight, an empty one after the last full stop).
_MOST_MARK_PIECES = 12
#: The Unicode categories of word characters that part the names in a mark.
_WORD_CUT_CATEGORIES = frozenset({"No", "Nl", "Lm"})


@cache
def _word_cut_chars() -> str:
    """The characters of a word (``\\w``) of the Basic Multilingual Plane that part
    the names in a mark all the same (``_MARK_CUTS``), escaped for a character class:
    those neither letters, digits nor marks on a letter (Unicode categories ``L``,
    ``Nd``, ``M``): superscripts and other numbers (``No``: ``²``, ``①``), Roman
    numerals (``Nl``), and modifier letters (``Lm``:
    ``U+02D0``, ``ー``, ``ـ``, which ``isalpha`` counts as letters: ``Ramp`` and a card
    run together by one were one word, the card dropped); a run of pieces rejoined as
    written still finds a name holding one. Not the underscore and other connectors
    (``Pc``): a hashtag's spaces (``#Impulse_Draw``, a category, not the card Impulse);
    the name's forms read them as spaces (``_part_names``). Built once per process."""
    return "".join(re.escape(char) for char in map(chr, range(0x10000))
                   if unicodedata.category(char) in _WORD_CUT_CATEGORIES
                   and re.match(r"\w", char))


#: What parts the names in a mark: every separator of a mark (``mark_separators``: a
#: joiner, ``with``, dashes, a hashtag's ``#``, a comma, a colon, ``*``, ``!``, ``\u2605``,
#: ``\u00bb``, full-width and CJK marks, quotation marks, brackets, symbols) and the word
#: characters of ``_word_cut_chars`` (``\u00b2``); each cut alone, so a run of pieces rejoined
#: as written keeps a name's own marks (``Ramp,+2 Mace``, ``For the Emperor!``, ``Fire //
#: Ice``).
_MARK_CUTS = lazy_built(lambda: r"((?:" + mark_separators()
                        + r"|\s*[" + _word_cut_chars() + r"]\s*))", re.I)




def _part_names(part: str) -> tuple[str, ...]:
    """The names a run of a mark's pieces may be written for, as a card line's name is
    read: as written, then with each of these taken in turn, each on top of those
    before (``[Ramp;Black-Lotus's]``, ``[#Black_Lotus]``): without what follows a
    possessor of two words or more (``Black Lotus's Ramp``), its underscores as spaces
    (``Black_Lotus``), without a ``#`` before it or its printing after it (``#Ponder``,
    ``Black Lotus (LEA) 232``, ``Black Lotus *F*``: ``_strip_printing``, the card line's
    reader), without the set codes, collector numbers, proxy, printing, zone and
    language words before or after it (``LTR The One Ring``, ``proxy The One Ring``),
    without an article before it (``the Black Lotus``), without a possessive's ``'s``
    (``The One Ring's``), its hyphens between letters as spaces (``The-One-Ring``), its
    words parted where a small letter meets a capital (``TheOneRing``), and again
    without what follows a possessor these gave two words (``BlackLotus's Ramp``)."""
    forms = [part.strip()]
    for form in _NAME_FORMS:
        forms.append(form(forms[-1]).strip())
    return tuple(dict.fromkeys(forms))


def marks_as_written(marked: tuple[str, ...]) -> list[str]:
    """A card line's dropped notes (``DeckLine.marked``) but those read from another
    as a card line's name is (``_part_names``: ``4x Grief`` of ``4xGrief``, its words
    parted where a small letter meets a capital): the marks the reader counts a card
    line of (``_counted_in_marks``); a field's or a cell's text (``@kind<tab>text``)
    read alike. Pure; never raises."""
    forms: set[str] = set()
    for entry in marked:
        kind, tab, text = entry.rpartition("\t") if entry.startswith("@") else ("", "", entry)
        forms.update(kind + tab + form for form in _part_names(text)[1:])
    return [entry for entry in marked if entry not in forms]


def _bare_mark_name(name: str) -> str:
    """A mark's ``name`` without a ``#`` before it and its printing after it, as a card
    line's name is stripped (``_strip_printing``: ``Grief (MH2)``, ``Black Lotus (LEA)
    232``, ``Black Lotus *F*``), or a printing's brackets (``Grief {TMP}``)."""
    bare = _BARE_MARK_NAME().sub("", name).strip()
    return _BARE_MARK_NAME().sub("", _strip_printing(bare)[0]).strip()


#: What follows a possessor of two words or more in a mark (``Black Lotus's Ramp``:
#: ``'s Ramp``); a possessor of one word is a name's own (``Urza's Saga``).
_POSSESSOR = _lazy(r"^(\S+\s+\S.*?\w)['\u2019]s\s.*$")
#: The ways a mark's name is written that a card line's reader reads as the name, each
#: taken on top of those before (``_part_names``).
_NAME_FORMS: tuple[Callable[[str], str], ...] = (
    lambda name: _POSSESSOR().sub(r"\1", name),
    lambda name: name.replace("_", " "),
    _bare_mark_name,
    lambda name: _without_edge_words(name),
    lambda name: re.sub(r"^(?:the|an?)\s+(?=\S)", "", name, flags=re.I),
    lambda name: re.sub(r"['\u2019]s$", "", name),
    lambda name: re.sub(r"(?<=\w)-(?=\w)", " ", name),
    lambda name: re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name),
    lambda name: _POSSESSOR().sub(r"\1", name))


def _without_edge_words(name: str) -> str:
    """A mark's part ``name`` without the words before and after it that a card line's
    reader drops round a card's name: set codes in capitals, collector numbers after it
    (one before it is a count, ``[1 The One Ring]``, read as a card line's), and the
    game data's proxy and printing words, zone categories and language words; and,
    when the card line's reader reads no count in it (``_counted_in_marks``), the words
    that may write a count (``_count_like``: ``[Black Lotus two]``, ``[Black Lotus x
    1000]``), whose card was dropped unsaid."""
    words = name.split()
    # a count the card line's reader reads (x two, 2 x) counts the mark's card line
    # (_counted_in_marks); any other is set aside: the name is then the card's
    aside = not held_card_lines(_unspaced_counts(name))
    while words and (_edge_word(words[0]) or (aside and _count_like(words[0]))) \
            and not words[0].isdigit():
        words.pop(0)  # a number before the name is its count: the mark's card line counted
    while words and (_edge_word(words[-1]) or words[-1].isdigit()
                     or (aside and _count_like(words[-1]))):
        words.pop()
    # "Counterspell, Sideboard" without its zone word: the list's comma is no part of it
    return " ".join(words).strip(f" {JOINING_MARKS}")


def _edge_word(word: str) -> bool:
    """Whether a word round a card's name in a mark is no part of it
    (``_without_edge_words``): a set code of the card data in capitals (``LEA``, not a
    card's name so written, ``GRIEF``, nor ``one``), a proxy, printing, zone or language
    word."""
    folded = word.casefold()
    zones = bundled_zones()
    return ((word.isupper() and _printing_code(word)) or folded in zones.proxy_words
            or folded in zones.printing_words or folded in CATEGORY_WORDS
            or folded in _LANGUAGE_WORDS)


#: Every language word a list writes a card's language in (``names.LANGUAGE_WORDS``).
_LANGUAGE_WORDS = frozenset(word for words in LANGUAGE_WORDS.values() for word in words)


#: What stands round a card's name in a mark and is no part of it: a ``#`` before it
#: (a hashtag), a printing's brackets after it (``Grief (MH2)``, ``Grief {TMP}``).
_BARE_MARK_NAME = _lazy(r"^\s*#+|\s*(?:\([^()]*\)|\{[^{}]*\})\s*$")
#: A mark in brackets or braces the reader drops as a set code or a printing: its text.
_CODE_MARK_TEXT = _lazy(r"\(([^()]{1,200})\)|\{([^{}]{1,200})\}")


def _code_mark_names(text: str) -> Iterator[str]:
    """The names of a card line's marks in brackets or braces (``1 Island {Grief}``,
    ``(Entomb)``, ``(Ramp, Grief)``), which the reader drops as a set code or a printing,
    a banned card with it unsaid: each part of words only (``_WORDS_ONLY``), but not a
    set code of the games' sets data (``(M21)``, ``{TMP}``, ``(plst)``: a printing) nor
    a zone's category; a set's name as ``_named_or_set`` gives it."""
    if "(" not in text and "{" not in text:
        return
    for match in _CODE_MARK_TEXT().finditer(text):
        inside = match[1] if match[1] is not None else match[2]
        for part in re.split(r",\s*", inside):
            name = part.strip()
            if (_WORDS_ONLY().match(name) and name.casefold() not in CATEGORY_WORDS
                    and name.upper() not in _set_codes()):
                yield _named_or_set(name) if name == inside.strip() else name


#: Where a mark's name stands, in a ``parse-error``'s words (``settle_reading``).
IN_A_MARK = "in a mark the reader drops as a category or a tag"


def _named_or_set(name: str) -> str:
    """A mark's ``name`` as a ``DeckLine.marked`` entry: as written, but a set's name
    (``Time Spiral``, ``Urza's Saga``, a card's name too) opened by ``SET_WORD`` and its
    sets' codes: ``settle_reading`` reads it as the printing of a card printed in one
    of them, else as the card it names."""
    codes = _sets_by_name().get(set_key(name))
    return name if codes is None else f"{SET_WORD}{' '.join(sorted(codes))}\t{name}"


#: Most parts a card's name parted by commas has (``Look at Me, I'm R&D``: two).
_MOST_NAME_PARTS = 4


def _comma_runs(words: str) -> Iterator[str]:
    """Each run of two to ``_MOST_NAME_PARTS`` parts in a row of a mark's ``words``
    parted by commas, as written between them, the longest first from each part
    (``Ramp, Oko, Thief of Crowns``: ``Ramp, Oko, Thief of Crowns``, ``Ramp, Oko``, ``Oko,
    Thief of Crowns``): a name with a comma of its own after a category (``Ramp, Oko,
    Thief of Crowns``, ``Ramp,Borrowing 100,000 Arrows``) was no part alone, the banned
    card dropped unsaid."""
    pieces = re.split(r"(,\s*)", words)
    parts = len(pieces) // 2 + 1
    for start in range(parts):
        for end in range(min(parts, start + _MOST_NAME_PARTS), start + 1, -1):
            yield "".join(pieces[2 * start:2 * end - 1]).strip()


def _unlinked_mark_texts(text: str) -> Iterator[str]:
    """``_mark_texts`` but for a Markdown link's text (``[Ponder](https://...)``), which
    the reader reads as the card's name."""
    if _MARK_OPENERS.isdisjoint(text):
        return
    for match in _MARK_TEXT().finditer(text):
        if not (match[0].startswith("[") and text[match.end():match.end() + 1] == "("):
            yield next(group for group in match.groups() if group is not None)


def _may_hold_count(inside: str) -> bool:
    """Whether a mark's text may hold a card line with a count: a count needs a digit or
    a count word, a name two letters in a row; most marks (a collector number, a
    category) are told so without reading them."""
    return bool(_MAY_COUNT().search(inside) and _TWO_LETTERS().search(inside))


#: What opens a mark the reader may drop from a card line: a label, tag or printing
#: mark (``_MARK_TEXT``), a set code in brackets or braces (``(LEA)``, ``{TMP}``).
_LABEL_OPENERS = _MARK_OPENERS | frozenset("({")
#: Such a mark's text (one of the groups, those of ``_MARK_ALTERNATIVES`` first).
_LABEL_TEXT = _lazy(_MARK_ALTERNATIVES + r"|\(([^()]{1,200})\)|\{([^{}]{1,200})\}")
#: A mark's text that may be the rest of a card's name: words of letters only.
_WORDS_ONLY = _lazy(r"^[^\W\d_]+(?:[ '\u2019-][^\W\d_]+){0,5}$")


def _label_words(text: str) -> tuple[str, ...]:
    """The texts of a card line's marks (``_LABEL_TEXT``) that are words only (``1 Dread
    [Return]``, ``1 Dread {Return}``: ``("Return",)``), each a name's possible rest: the
    reader drops such a mark as a category or a set code, and ``Dread Return``, the
    banned card a person reads, went with it unsaid (``_Reader._run_on`` tries the name
    with each first)."""
    if _LABEL_OPENERS.isdisjoint(text):
        return ()
    return tuple(inside.strip() for match in _LABEL_TEXT().finditer(text)
                 for position, inside in enumerate(match.groups()) if inside is not None
                 and _WORDS_ONLY().match(inside.strip())
                 and not (position >= _CODE_GROUPS and _set_code_shape(inside.strip())))


#: The groups of ``_LABEL_TEXT`` from which on a mark is in brackets or braces, where
#: export tools write set codes: after those of ``_MARK_ALTERNATIVES``.
_CODE_GROUPS = 3


def _set_code_shape(word: str) -> bool:
    """Whether a word in brackets or braces has a set code's shape (``XLN``, ``m21``,
    ``PLST``: at most five letters in one case), as every Arena and Moxfield line
    writes one: no card's name goes on with it, and such lines stay on the reader's
    fast path."""
    return len(word) <= 5 and (word.isupper() or word.islower())


def _printing_code(word: str) -> bool:
    """Whether a mark's word of a set code's shape (``_set_code_shape``: ``MH2``,
    ``lea``) is the code of a set of some game's card data (``is_set_code``), a printing
    no card's name: a word of that shape that is none (``[GRIEF]``, ``[FLASH]``, a card's
    name in capitals) is read as a name, as ``[Grief]`` is."""
    return _set_code_shape(word) and is_set_code(word)


def _marks_may_count(text: str) -> bool:
    """Whether any mark of a card line may hold a card line with a count
    (``_may_hold_count``): the line is then read by the general path, which reads them
    (``_counted_in_marks``)."""
    return any(_may_hold_count(_unspaced_counts(inside)) for inside in _mark_texts(text))


def add_noted(noted: dict[int, tuple[str, str]], line: int, text: str, zone: str) -> None:
    """Add ``text`` (in ``zone``) to ``noted`` (``Decklist.noted``) under ``line``: on a
    line that holds one already (a value of several lines, several values of a file on
    one line), as a further line of it (``held_card_lines`` reads each), never in its
    place."""
    if line in noted:
        noted[line] = (f"{noted[line][0]}\n{text}", noted[line][1])
    else:
        noted[line] = (text, zone)


#: Who keeps a Commander deck's commander on ``SB:`` lines, for the note that reads it in
#: the command zone: a text list of no form known by its file name (Cockatrice's and
#: Magic Workstation's exports write one; ``read_decklist`` names the form of a file whose
#: suffix tells it: ``decklist.PREFIX_KEEPERS``).
TEXT_PREFIX_KEEPER = ("a text list with SB: lines, as Cockatrice's and Magic Workstation's "
                      "exports write one,")

class _MetadataLine(NamedTuple):
    """A metadata line's key and value (``Format: modern``), a value naming no card,
    and whether the value gives no count (``_countless``; else ``note_value`` keeps it)."""

    key: str
    value: str
    countless: bool


class _CardLine(NamedTuple):
    """A card line other than a plain ``4 Name`` that the general path reads alike in
    any zone (``Name x4``, a bare ``Name``, ``4 Name (M10) 146``): the fields of its
    ``DeckLine`` but the zone and the line number."""

    name: str
    count: int  # type: ignore[assignment]  # the field hides tuple.count, unused here
    holographic: bool
    bare: bool
    readings: tuple[tuple[str, int], ...]
    problem: str | None


#: How a line reads whatever the reader's state (``_read_line``).
_LineReading = tuple[str, int] | str | _MetadataLine | _CardLine | bool
#: How each line text read so far reads (``_read_line``), by the text as written.
_LINE_READINGS: dict[str, _LineReading] = {}
#: Most line texts remembered; past it the table starts again (a batch repeats a few
#: thousand lines; a hostile file of unique lines must not grow it without end).
MAX_REMEMBERED_LINES = 16384


def _read_line(raw: str) -> _LineReading:
    """How a line reads whatever the reader's state: ``(name, count)`` of a plain ``4
    Name`` card line (no bullet, no control character, a count in range, nothing else to
    strip; not ``21 Creatures`` or ``15 Sideboard``, headers); with the bundled zone
    words, the zone (``str``) of a header line or heading in ASCII that starts a zone's
    section and declares no count (``Sideboard``, ``# Magi``; not ``Sideboard (15)``, a
    skipped section or ``About``: ``_header_or_metadata``), a ``_MetadataLine`` in
    ASCII whose value names no card (``Format: modern``), or a ``_CardLine`` of another
    card line in ASCII read alike in any zone (``_card_line``); else ``True`` (the general
    path reads it). Remembered for lines of at most ``MAX_LINE``
    characters in ``_LINE_READINGS``, which ``read_text`` looks up itself (a plain dict,
    no call per line); the general path's readings of headers, metadata and card text
    are remembered by ``_remembered``."""
    text = raw.strip()
    if len(text) > MAX_LINE:
        return True  # too long whatever it holds: said by the general path, read by no pattern
    if text and (_has_markup(text) or (
            ("://" in text or "www." in text) and _LINK_LINE().match(text))):
        # "1. 4 Name", "| 4 | Name |", a link alone: the general path
        reading: _LineReading = True
    else:
        # a bidirectional control makes the line a parse-error (``_Reader.feed``)
        plain = _plain_card(text) if text[:1].isdigit() and (
            raw.isascii() or bidi_control(raw) is None) else None
        reading = (plain[1], plain[0]) if plain is not None else (
            _header_or_metadata(text) if raw.isascii() and text else True)
    if len(raw) <= MAX_LINE:
        if len(_LINE_READINGS) >= MAX_REMEMBERED_LINES:
            _LINE_READINGS.clear()
        _LINE_READINGS[raw] = reading
    return reading


def _has_markup(text: str) -> bool:
    """Whether the line ``text`` (stripped, not blank) carries chat or Markdown markup
    (``chatmarkup.unwrap``), which the general path removes."""
    unwrapped = unwrap(text)
    return unwrapped.markup is not None or unwrapped.text != text


def _header_in_words(raw: str, name: str, zones: ZoneTable) -> bool:
    """Whether a plain line (``raw``, naming ``name``) is a header in the words of
    ``zones`` that the bundled words, by which ``_read_line`` read it, do not know: a
    grouping's count (``21 Heroes``) or a zone's header after a count (``15 Bench``,
    ``_loose_header``), which the general path reads."""
    return (is_header_text(name, zones) or _loose_header(raw, zones) is not None
            or _joined_zones(raw, zones) is not None)


def _header_or_metadata(text: str) -> str | _MetadataLine | _CardLine | bool:
    """The zone a line in ASCII that the general path reads as a zone header, or a
    heading naming a zone, enters (``Sideboard``, ``# Magi``, ``// Sideboard``; with the
    bundled words) when it declares no count (``Sideboard (15)`` is read by the general
    path, which keeps its count), or the key and value of a metadata line whose value
    names no card, or the ``_CardLine`` of a card line (``_card_line``); else ``True``."""
    if text[:1] == "[" and _FORUM_TAG_LINE().match(text):
        return True  # a forum's markup, "[/DECK]": the general path says what it is
    zones = bundled_zones()
    if (zone := _spelled_header(text, zones)) is not None:
        return zone
    kind, value = _line_kind(text, zones)
    if kind == CARD:
        return _card_line(value, zones)
    if kind in (ZONE, HEADING):
        zone = _zone_of(value, zones)
        # "# my deck": a title where a header would move cards (_deck_title_not_header)
        return zone if zone is not None and zone not in ("skip", ABOUT) \
            and _zone_count(text) is None and not (
                zone == MAIN and deck_after_determiner(value, zones)) else True
    if kind == METADATA and (entry := _metadata_entry(value, zones)) is not None:
        if (entry[0] in _NAMING_KEYS and _NAMING_COMMENT().search(value)) or (
                entry[0] == "player" and _PLAYER_COMMENT().search(value)):
            return True  # "Format: mtg/legacy # FNM": its comment said by a note
        if _countless(entry[1]):
            return _MetadataLine(*entry, True)
        if not text.startswith("//") and _deck_card_line(
                value, entry[1], zones, plans=True):
            return True  # "Deck: 1. Name", "Deck: +1 Name": a card line, read by the general path
        possible = _possible_card_text(entry[1], zones)
        if possible is None or (isinstance(possible, _PossibleCard)
                                and not possible.gives_count()
                                and not _may_count_quietly(entry[1])):
            return _MetadataLine(*entry, False)
    return True


def _card_line(text: str, zones: ZoneTable) -> _CardLine | bool:
    """The ``_CardLine`` of a card line (``text``, as ``_line_kind`` gives it) that
    ``_Reader._card_or_grouping`` reads alike in any zone, outside a skipped section: no
    header a person reads (``_loose_header``), and a card of no zone of its own (``SB:``)
    with nothing to note, refuse or leave out, nor a possible grouping header; else
    ``True``."""
    if (_loose_header(text.lstrip("!"), zones) is not None
            or _joined_zones(text, zones) is not None):  # "Main-Side": the general path's
        return True
    parsed = _card_text(text, zones)
    if (parsed.line_zone is not None or parsed.error or parsed.grouping is not None
            or parsed.late_error or parsed.excluded or parsed.notes or parsed.maybe_header
            or parsed.disagreeing
            or parsed.holographic_if_whole or _marks_may_count(text) or _label_words(text)
            or _zone_named_in_comment(text, zones) is not None or _named_marks(text)
            or _hash_comment(text) is not None or _last_zone_words(text, zones) is not None
            or proxy_mark(text, parsed.name, zones) is not None
            or (parsed.holographic and lacked_finish_mark(text, parsed.name))
            or (parsed.copies is None and _HEADING_END().search(text))
            or ((text[-1:] in _COUNT_ENDS or "//" in text) and text[:1].isalpha() and (
                side_header_after_title(text, zones) or _header_after_title(text, zones, MAIN)))):
        # a card line in a mark, a name's rest, or a name written as a heading ("Earth:",
        # _Reader._card_or_grouping marks it), is read by the general path
        return True
    return _CardLine(parsed.name, parsed.copies or 1, parsed.holographic,
                     parsed.copies is None, parsed.readings, parsed.problem)


#: What a count in any form the card line reader reads needs, in an ASCII text: a digit;
#: a colon (``Creatures:``, a grouping header, counts one copy); a mark that may remove
#: a part of the text, joining what was before it and after it (``tw*F*o``), or that
#: starts a comment; a Roman numeral's letters (an ``I`` or ``V`` in capitals, or two of
#: ``i``, ``v``, ``x`` in a row in any case, ``xi`` as an ``x`` run into ``i``).
_COUNT_CHARACTERS = re.compile(r"[0-9:*()\[\]{}<>^#IV]|(?i:[ivx]{2})")


def _countless(value: str) -> bool:
    """Whether a metadata value in ASCII gives no count, told without reading it as a
    card line (``_possible_card_text``, whose patterns a one-deck check need not
    compile): it is printable text of at most ``MAX_LINE`` characters without any of
    ``_COUNT_CHARACTERS`` or of the count words (``COUNT_WORDS``, anywhere in its
    letters), which every count a card line gives holds (``mtg/legacy``); ``False``
    means it may give one, as does any value not in ASCII (a count in full-width digits
    or a sign of a number, ``④``: ``_count_value``) and a value between marks
    (``-Creatures-``, read as a grouping header)."""
    if (len(value) > MAX_LINE or not value.isascii() or not value.isprintable()
            or _COUNT_CHARACTERS.search(value)):
        return False
    if value[:1] and not value[0].isalnum() and not value[-1].isalnum():
        return False  # "-Creatures-": a grouping header between marks, one "copy" read
    letters = value.lower()
    return not any(word in letters for word in COUNT_WORDS)


def _spelled_header(text: str, zones: ZoneTable) -> str | None:
    """The zone a line that is a header spelling of ``zones`` alone, in letters and
    single spaces in any case (``Sideboard``, ``Side deck``), enters, else ``None``:
    ``_line_kind``, ``_zone_of`` and ``_zone_count`` read such a line as that zone's header
    declaring no count, here told without their patterns (no bundled spelling is a count
    word, a Roman numeral or a unit of cards: a test holds each to their reading)."""
    if not text.replace(" ", "").isalpha() or "  " in text:
        return None
    return zones.headers.get(text.lower())


def _plain_card(text: str) -> tuple[int, str] | None:
    """The count and name of a plain ``4 Name`` line of at most ``MAX_LINE`` characters
    (no bullet, no control character, single spaces, a count in range), else ``None``:
    also for a grouping's count (``21 Creatures``) and a count then a zone's header
    (``15 Sideboard``), which the general path reads as headers."""
    if CONTROL.search(text) or not _plain_spacing(text):
        return None
    if not text.isascii() and not _FULL_WIDTH_MARKS.isdisjoint(text):
        return None  # "4 Ponder\uff08M12\uff09": read as its ASCII marks by the general path
    match = _PLAIN_CARD.match(text)
    if match is None or not 0 < int(match[1]) <= MAX_COUNT or _other_reading(match[2]):
        return None
    if _COUNTED_SUMMARY.match(text):  # "60 cards": the summary test the general path applies
        return None
    if _amount_then_currency(text):  # ``12 €``: a price, which the general path tells
        return None
    # "21 Creatures", "8 Creatures:": a grouping's count
    if is_header_text(match[2].removesuffix(":"), bundled_zones()):
        return None
    if _loose_header(text, bundled_zones()) is not None:  # "15 Sideboard": a header
        return None
    return int(match[1]), match[2]


def _plain_spacing(text: str) -> bool:
    """Whether ``text`` is spaced as the general path reads it, so that the plain
    reading may stand for it: single ASCII spaces between its words (the general path
    reads each run of white space as one space, and a no-break space before ``tmp``, ``-
    Promo`` or after ``TMP`` as a space: the name without them may be the card) and
    nothing at its end that shows as nothing (``strip_blank_edges`` drops it)."""
    if text.isascii() and text.isprintable():  # its only white space is the space
        return "  " not in text
    return _one_space(text) == text and (text.isascii() or strip_blank_edges(text) == text)


def _other_reading(name: str) -> bool:
    """Whether a plain line's name may be read otherwise (a ``// comment`` or ``--``, a set code
    ``TMP`` after the name or before it, Forge's foil ``+``, an English name after a name in
    another script and a slash, words naming the printing
    after a dash, ``- Promo``, or what the card is for, ``- vs aggro``, ``and`` or ``+``
    for a name's ``&``, a card's id written with ``_``, a one-letter word where an
    apostrophe was): the general path reads it."""
    if "//" in name or " --" in name or name[-1].isupper() or name[-1].isdigit() \
            or name[-1] in "+;*" or (not name.isascii() and _TRAILING_MARK().search(name)):
        return True
    if (name[0].isdigit() or name[0] in "xX\u00d7") and _SECOND_COUNT().match(name):
        return True  # "4 4 Grief": a second count, said by the general path
    if "/" in name and not name.isascii() and _english_after_native(name):
        return True  # "\u300a\u6253\u3061\u6d88\u3057/Counterspell\u300b": its English name
    if (" -" in name or "\u2013" in name or "\u2014" in name) and (
            printing_kind(name) or _grouping_words(name) or _MATCH_UP_COMMENT().match(name)
            or _ROLE_IN_BRACKETS().search(name)):  # "- General": a role's mark, maybe
        return True
    if " + " in name or " and " in name.lower():  # "Korg and Zet" for "Korg & Zet"
        return True
    if _UNIT_FIRST.match(name):
        return True  # "4 ex. Boule de feu": a unit of copies, then the name
    if "_" in name and " " not in name:  # a card's id, "fire_ball"
        return True
    if not _ELIDED.isdisjoint(name.lower().split(" ")):  # "Healer s Breath"
        return True
    first, _, rest = name.partition(" ")
    if 2 <= len(first) <= 5 and first.isalnum() and (first.isupper() or (
            first.islower() and not rest.islower())):
        return True
    last = name.rpartition(" ")[2]
    return 3 <= len(last) <= 4 and last.isalnum() and last.islower() and not name.islower()


#: The words of a unit of copies before a name (``_UNIT_FIRST``), a dot after one left out.
_UNIT_WORDS = frozenset({"pc", "pcs", "piece", "pieces", "ex", "exemplaire", "exemplaires",
                         "copy", "copies", "of", "de", "di", "stueck", "stk"})
#: The marks of an arrow or an equals sign before a name (``_UNIT_FIRST``).
_ARROW_STARTS = "-=\u2013\u2192\u21d2\u2794\u279c\u27a1\u27f6"


def _may_start_with_unit(name: str) -> bool:
    """Whether ``_UNIT_FIRST`` may match ``name``: it starts with an arrow's or an
    equals sign's mark, or its first word is one of ``_UNIT_WORDS`` in any case (a dot
    after it left out) or holds a letter outside ASCII (``St\u00fcck``, or a letter that
    matches an ASCII one ignoring case, a long s). False settles it without the pattern."""
    if name[:1] in _ARROW_STARTS:
        return True
    words = name.split(None, 1)
    first = words[0] if words else ""
    return not first.isascii() or first.lower().removesuffix(".") in _UNIT_WORDS


#: A header's label: its name's words (a part's, a continuation's words, a count and a
#: number aside), its number in digits (``""``: none), whether the name is a grouping's
#: or a zone's words (``_grouping_label``) and the count it declares (``None``: none).
HeaderLabel = tuple[str, str, bool, int | None]


class _Reader:  # one reading's state: never compared or shown
    """What ``read_text`` knows part way through a decklist: the card lines, metadata
    and findings so far, the zone and section it is in, where the blocks of card lines
    start, and the zone table it reads headers with."""

    __slots__ = (
        "about",
        "apart_headers",
        "bare_categories",
        "blank_run",
        "blank_section",
        "block_starts",
        "both_zones",
        "bottom_first",
        "card_headers",
        "cards_asked",
        "commented_names",
        "companion",
        "continuing",
        "count_word_titles",
        "counted_groupings",
        "declared",
        "dressed_titles",
        "emphasised",
        "explicit_side",
        "findings",
        "first_card",
        "gaps",
        "guesses",
        "headed_again",
        "header_titles",
        "headers",
        "headers_seen",
        "heads",
        "labelled_headers",
        "labelled_preamble",
        "last_text",
        "late_keys",
        "late_values",
        "later_named",
        "later_player",
        "lines",
        "list_heads",
        "listed_items",
        "lone_items",
        "main_headers",
        "main_sections",
        "metadata",
        "metadata_lines",
        "no_side",
        "noted",
        "notes_in_lines",
        "numbered_again",
        "numbered_headers",
        "out_of_count",
        "outside_block",
        "outside_blocks",
        "outside_lines",
        "own_zone_lines",
        "past_cells",
        "pending_zone_words",
        "placed",
        "placed_by_category",
        "preamble_checked",
        "preamble_set",
        "prefixed_side",
        "previous_text",
        "price_noted",
        "reentered",
        "remark_headers",
        "section_blocks",
        "section_starts",
        "separated",
        "side_title",
        "skipped",
        "skipped_cards",
        "skipped_kinds",
        "skipped_line",
        "skipped_mark",
        "skipped_zone",
        "skipping",
        "source_lines",
        "split_lists",
        "table_columns",
        "title",
        "titles_seen",
        "unconfirmed_skipped",
        "under_skipped",
        "under_tables",
        "written",
        "zone",
        "zone_lines",
        "zone_owners",
        "zones",
    )

    def __init__(self, zones: ZoneTable, main_sections: frozenset[str] = frozenset()) -> None:
        self.zones = zones
        self.lines: list[DeckLine] = []
        self.metadata: dict[str, str] = {}
        self.findings: list[Finding] = []
        #: Another player named after card lines (``_two_players``): value and line.
        self.later_player: tuple[str, int] | None = None
        #: The line of the first card line read (``_after_a_card_line``), once known, and
        #: how many of ``lines`` were asked for it.
        self.first_card: int | None = None
        self.cards_asked = 0
        #: The metadata lines after the first card line: their key and value as written,
        #: by line (``Decklist.late_values``).
        self.late_values: dict[int, tuple[str, str]] = {}
        #: Those of them whose key is a zone's header word (``Deck: Burn``): their line
        #: and note (``_late_metadata``), said when card lines follow.
        self.late_keys: list[tuple[int, str]] = []
        #: Another deck's name or event after card lines (``_two_named_decks``): by
        #: key, value and line.
        self.later_named: dict[str, tuple[str, int]] = {}
        #: Each header of the main or the side deck again after another zone's cards
        #: (``_zone_again``): the zone, its first header's line, this header's line and
        #: the index into ``lines`` where its cards start.
        self.reentered: list[tuple[str, int, int, int]] = []
        #: The headers of a zone holding one number (``Deck 1``, untap's ``//deck-1``,
        #: ``Deck #2``, ``Deck (1)``, ``Deck II``): by zone and the header's words with
        #: the number masked, each number's header as written and its line.
        self.numbered_headers: dict[tuple[str, str], dict[str, tuple[str, int]]] = {}
        #: The main deck's headers with a label after the zone's words (``Deck (Ann)``,
        #: ``Main Deck - Bob``; ``_labelled_decks``): the label (``_header_label``), the
        #: header as written and its line.
        self.labelled_headers: list[tuple[HeaderLabel, str, int]] = []
        self.zone = MAIN
        self.skipping = False
        #: The header of the skipped section the reader is in (``Maybeboard``), if any.
        self.skipped = ""
        #: The card types that section holds (``ZoneTable.section_kinds``); none: any card.
        self.skipped_kinds: tuple[str, ...] = ()
        #: The zone a deck must have for the skipped section to be one (``section_zones``).
        self.skipped_zone: str | None = None
        #: The mark its header was written after, as a heading or comment (``##`` of
        #: ``## Maybeboard``, ``//``), else empty: a heading of that mark is a sibling.
        self.skipped_mark = ""
        #: The line of its header: a separator right after it underlines it.
        self.skipped_line = 0
        self.headers_seen = False
        #: The lines Archidekt's side deck category flagged {noDeck} places (``Marked.
        #: out_of_count``), that category as written (``_out_of_count_lines``).
        self.out_of_count: dict[int, str] = {}
        #: A category's note on lines it puts in the zone they stand in: its message,
        #: its finding, said once (``markers.placing_summary``), and the lines.
        self.placed_by_category: dict[str, tuple[Finding, list[int]]] = {}
        self.main_sections = main_sections
        self.about = False
        #: Where each block of card lines (separated by blank lines) starts, as an index
        #: into ``lines``, and the number of blank lines before each block.
        self.block_starts: list[int] = [0]
        self.gaps: list[int] = [0]
        self.blank_run = 0
        #: Whether the last line that was not blank was a separator: the blank lines next
        #: to it make one gap with it.
        self.separated = False
        self.explicit_side = False
        #: The zones guessed for lines (the sideboard of a block export).
        self.guesses: list[ZoneGuess] = []
        #: Whether a line or a section named the Arena ``Companion``.
        self.companion = False
        #: The line of each zone's first header, and of each metadata key.
        self.zone_lines: dict[str, int] = {}
        self.metadata_lines: dict[str, int] = {}
        #: Where each section opened by a header starts, as an index into ``lines``.
        self.section_starts: list[int] = [0]
        #: Comments of no header words and separators read as a category after the cards
        #: of a zone of one kind (``// partner``, ``---``): (index into ``lines`` where the
        #: deck's cards then start, the zone it ended, its line, its note), for
        #: ``_zone_to_its_header``.
        self.bare_categories: list[tuple[int, str, int, Finding]] = []
        #: ``Decklist.commented_names``: a category's name alone, and its line as written.
        self.commented_names: dict[int, tuple[str, str]] = {}
        #: Blocks of card lines that begin after a blank line inside a section that holds
        #: cards already: (index into ``lines``, the section's zone), for
        #: ``blank_line_ends_section``.
        self.section_blocks: list[tuple[int, str]] = []
        #: The lines of groupings written as card lines (``21 Creatures``), which may be cards.
        self.counted_groupings: set[int] = set()
        #: The number of the first line of the list when it may be the deck's title (a
        #: bare name before any header or card), which ``finish`` decides.
        self.title: int | None = None
        #: The lines of possible titles written with more than a name, a printing, a
        #: finish or a count read after it (``Thoughtseize (THS) 1``, ``Deck -
        #: Thoughtseize *F*``): never the archetype's title (``_drop_archetype_titles``).
        self.dressed_titles: set[int] = set()
        #: Of ``dressed_titles``, the lines whose only dress is a count word the name as
        #: written holds (``WB Hollow One``, ``Nine Lives Combo``): the archetype's title
        #: when the name without that word is no other line's (``Black Lotus Four``
        #: above ``4 Black Lotus`` is four copies).
        self.count_word_titles: set[int] = set()
        #: The lines of a numbered list's items read without their number, one copy
        #: each (``chatmarkup.numbered_items``): counted, as a title's place asks.
        self.listed_items: set[int] = set()
        #: The numbered list's items with no item on the line after them, as written
        #: (``1. Deck`` over its cards): a header there is numbered so
        #: (``_number_header``).
        self.lone_items: dict[int, str] = {}
        #: The lines above the list's first card line that a label and a colon begin
        #: (``Owner: Bob``, ``Colors: UR``), which ``finish`` may read as notes.
        self.labelled_preamble: list[int] = []
        #: The lines of the main deck's headers (``_full_decks_again``).
        self.main_headers: dict[int, str] = {}
        #: The main deck's headers saying the deck goes on (``Deck (cont.)``): lines.
        self.continuing: set[int] = set()
        #: The zones (and words) whose numbered headers give one number twice (``Main 1 -
        #: 30`` over two decks' halves): never one deck's ranged parts.
        self.numbered_again: dict[tuple[str, str], int] = {}  # -> the second one's line
        #: ``_under_table`` by zone, made once the lines are placed.
        self.under_tables: dict[str, tuple[list[int], list[int], list[int]]] = {}
        #: The lines after card lines that may head a list, up to the next zone header:
        #: their line, then a metadata line's key and value, or ``COMMENT`` or
        #: ``HEADING`` and the text of a comment or a heading that opened nothing.
        self.heads: list[tuple[int, str, str]] = []
        #: Every such line after card lines, kept past the headers (``_list_heads``),
        #: with the line as written.
        self.list_heads: list[tuple[int, str, str, str]] = []
        #: Each comment's or heading's words (``_head_words``) and its first line.
        self.titles_seen: dict[str, int] = {}
        #: The deck's name before the side deck's header (``Affinity Sideboard``).
        self.side_title = ""
        #: The owner a zone's header names after it (``Deck von Ann``): zone -> the
        #: owner, the header as written and its line.
        self.zone_owners: dict[str, tuple[str, str, int]] = {}
        #: The main deck's headers after cards of the main deck with such lines above
        #: them (``_headed_again``): the header's line and text, and those lines.
        self.headed_again: list[tuple[int, str, tuple[tuple[int, str, str], ...]]] = []
        #: ``labelled_preamble`` as a set, and how many of ``lines`` were found title or
        #: preamble lines (``_only_preamble_above``: each line asked once, not each time).
        self.preamble_set: set[int] = set()
        self.preamble_checked = 0
        #: The counts headers and total lines declare, and every header line (whether it
        #: begins a zone): ``Decklist.declared`` and ``Decklist.headers``.
        self.declared: list[DeclaredCount] = []
        self.headers: list[tuple[int, bool]] = []
        #: The lines of headings naming both zones by a sign, or a zone after a word of
        #: leaving (``Not in deck``), whose ``parse-error`` stands only when card lines
        #: follow them (``_both_zones_titles``): its message's start and what they name.
        self.both_zones: dict[int, tuple[str, str]] = {}
        #: The lines of the headers of sections that are no part of the deck's blocks:
        #: a companion's, a section outside the deck (``Maybeboard``), Arena's ``About``
        #: (``_apart_headers``).
        self.apart_headers: dict[int, str] = {}
        #: Whether a card line of a section outside the deck was read (``outside``).
        self.outside_lines = False
        #: The lines of zone headers that hold a card line after their mark
        #: (``Decklist.card_headers``).
        self.card_headers: set[int] = set()
        #: Of them, the lines whose words after the mark are a remark on the zone
        #: (``Decklist.remark_headers``).
        self.remark_headers: set[int] = set()
        #: The line being read, as written (for the text a declared count quotes).
        self.written = ""
        #: The text's lines as the file holds them, before any is read otherwise (an HTML
        #: comment's text as a ``#`` comment): ``in_the_file``.
        self.source_lines: Sequence[str] = ()
        #: Whether the line being read is wholly in emphasis marks (``*Earth*``,
        #: ``__Earth__``), as a heading is written: ``_emphasised_line``.
        self.emphasised = False
        #: The lines listing cards parted in card lines across a split card's ``//``
        #: (``4 Fire // Ice, 4 Disenchant``: ``_split_names_only``).
        self.split_lists: set[int] = set()
        #: A heading's or comment's zone after other words, told once the line is read
        #: (``_zone_after_words``): its line, the part and zone, the zone before it.
        self.pending_zone_words: tuple[int, tuple[str, str], tuple[str, bool]] | None = None
        #: Whether a possible card line read where a note may stand (``maybe_header`` and
        #: not ``bare``) is among ``lines`` (``_set_aside_notes``).
        self.notes_in_lines = False
        #: The lines of a name without a count after a header's mark (``Deck - Death's
        #: Shadow``, ``Sideboard - Black Lotus``): a title or one copy of the card
        #: (``_drop_archetype_titles``).
        self.header_titles: list[DeckLine] = []
        #: The texts that may hold a card line where a note may stand (``Decklist.noted``).
        self.noted: dict[int, tuple[str, str]] = {}
        self.outside_block: set[int] = set()  # chat lines around a fenced list
        #: Under a section of one kind of card (``Tokens``), by section: the first line of
        #: each block after its first, parted by blank lines (``_guess_in_kind_section``).
        self.outside_blocks: dict[str, list[int]] = {}
        #: Lines under a skipped section of any card that may head a part of the deck
        #: (``Decklist.under_skipped``).
        self.under_skipped: dict[int, UnderSkipped] = {}
        #: Those lines no card line with a count has followed yet, up to the next header:
        #: a heading over nothing or prose (``## Notes``, ``Primer``) heads no cards.
        self.unconfirmed_skipped: dict[int, UnderSkipped] = {}
        #: The last line holding text under a skipped section of any card, and the one before
        #: it (``_confirm_skipped``: a blank line then a grouping heading parts nothing).
        self.last_text = self.previous_text = 0
        #: The header line of the skipped section whose blank line is kept already
        #: (``_blank_under_skipped``: the first one alone).
        self.blank_section = 0
        #: The last line saying the side deck holds nothing (``Sideboard: none``) among
        #: the main deck's lines, and the line as written (``_guess_after_no_side``).
        self.no_side: tuple[int, str, str] | None = None
        #: The card lines with a count under such a section (``Decklist.skipped_cards``).
        self.skipped_cards: list[SkippedCard] = []
        #: The columns of the Markdown table whose rows are being read (its header's).
        self.table_columns: Columns | None = None
        self.past_cells: tuple[int | None, tuple[str, ...]] = (None, ())
        #: Whether a price cell after a card line's tab was said (``price_cell_notes``).
        self.price_noted = False
        #: The lines that name their own zone by a prefix (``Main: Name``, ``SB: 1 Name``):
        #: no block of the export convention, never moved by it.
        self.own_zone_lines: set[int] = set()
        #: The lines a prefix puts in the sideboard (``SB: 1 Name``), not a site's marker
        #: or category: where a text form with no command zone keeps a commander.
        self.prefixed_side: set[int] = set()
        #: The place in its zone a line's prefix names (``First Magi: Name``: 1), by line.
        self.placed: dict[int, int] = {}
        #: The headers of a zone of one kind whose note says its last line is its top
        #: (``Magi (bottom to top)``), by line: their zone, read from its last line up.
        self.bottom_first: dict[int, str] = {}

    def feed(self, text: str, number: int, bidi: re.Match[str] | None = None) -> None:
        """Read one line (``text``: stripped of what shows as nothing at its ends) of
        number ``number``; ``bidi``: a bidirectional control in the line as written, which
        makes the line a ``parse-error`` wherever it stands (``\u202e#sutoL kcalB 1``
        shows as the card line ``1 Black Lotus#``, a comment; ``1 Island \u202e# gniR
        enO ehT 1`` as ``1 Island 1 The One Ring #``); a card line is still read, the
        control dropped from its name as an invisible character, but no line of a
        section outside the deck (``Maybeboard``, ``About``)."""
        # a line of invisible characters (a zero-width space, a Braille blank) is blank
        # as it looks; it was an unknown card named by what cannot be seen (a longer line
        # is too long anyway, and normalise costs time on one of many thousand blanks)
        if not text or (len(text) <= MAX_LINE and not text.isascii() and not normalise(text)):
            if self.skipping and self.skipped_cards and not self.skipped_kinds:
                self._blank_under_skipped(number)
            self.blank_run += 0 if self.separated else 1
            return
        self.separated = False
        if len(text) > MAX_LINE and (refused := _line_kind(text, self.zones))[0] == ERROR:
            # too long (or a control character): said before any pattern reads the line,
            # each of which may rescan a long run of spaces from each of its positions
            self._error(number, refused[1])
            return
        if bidi is not None:
            # whatever the line is, it may show as another: a card line's trailing
            # comment ("1 Island \u202e# gniR enO ehT 1" shows "1 The One Ring #"), a
            # comment, a header, a marked or table line
            self._error(number, bidi_problem(bidi[0]))
        if self.skipping and text.strip("#") and text.strip("/"):
            # a comment's mark alone ("#") says nothing: no line between others
            self.previous_text, self.last_text = self.last_text, number
        unwrapped = unwrap(text, self.table_columns)
        self.table_columns = unwrapped.columns or (
            self.table_columns if ("\t" if self.table_columns is not None
                                   and self.table_columns.tabbed else "|") in text else None)
        if unwrapped.rest:
            self.note_value(unwrapped.rest, number)  # "| 4 | Island | 1 Black Lotus |"
        self.past_cells = (number, (*untitled_cell_marks(unwrapped.past),
                                    *tab_cell_marks(unwrapped.after)))
        if not self.price_noted and (priced := price_cell_notes(unwrapped.after, number)):
            self.findings.append(priced[0])  # the first price cell's: said once a file
            self.price_noted = True
        if unwrapped.problem is not None:
            self._error(number, unwrapped.problem)
            return
        if unwrapped.markup is not None:
            self._markup(text, unwrapped.markup, number)
            return
        self.emphasised = text[:1] in _EMPHASIS_MARKS and _emphasised_line(text, unwrapped.text)
        text = unwrapped.text
        if bidi is not None and (self.skipping or self.about or _line_kind(
                text, self.zones)[0] not in (CARD, ERROR)):
            # under a section outside the deck no line is read as a card: one may show
            # as a header ("\u202edraobediS" as "Sideboard") whose cards are then skipped
            return
        if not text.isascii() and (shown := shown_card_line(text)) is not None:
            # "# <Hebrew> 1 Black Lotus" shows as "1 Black Lotus <Hebrew> #": a card line
            # a person reads, which was a comment, the banned card unsaid
            self._error(number, right_to_left_problem(shown))
            return
        if self.about and self._about_line(text, number):
            return
        if text[0] == "[" and (forum := _FORUM_TAG_LINE().match(text)) is not None:
            self._forum_tag(forum, number)
            return
        self.written = text
        if text.rstrip(")]" + _VERSION_END)[-1:].isdigit() \
                and "v" in text[-_LONGEST_VERSION:].lower():
            text = self._version_dropped(text, number)  # "Deck v2": the header "Deck"
        if ("://" in text or "www." in text) and (link := _LINK_LINE().match(text)):
            self._link(link["link"], number)
            return
        kind, value = _line_kind(text, self.zones)
        lines_before = len(self.lines)
        if kind in (HEADING, COMMENT):
            self._zone_after_words(text, number, (self.zone, self.skipping))
        if kind == CARD:
            self._card_or_grouping(value, number)
        elif kind == ERROR:
            self._error(number, value)
        elif kind == HEADING:
            if self._commented_prefix_line(value, number) or self._commented_zone_line(
                    value, number):
                return
            self._heading(value, number)
            self._sibling_heading(text, value, number)
        elif kind == METADATA:
            self._part_under_skipped(number, text)  # "Name: Beideck" then cards
            self._metadata(value, number, commented=text.startswith("//"))
        elif kind == ZONE and not self.lines and _zone_of(value, self.zones) == SIDE and (
                self._sign_joined_header(text, number)):
            pass  # "Main \u2013 Side" over the list's first card line: the deck it opens
        elif kind == ZONE:
            self._zone_header(value, number, text)
        elif kind == SUMMARY:
            # "15 cards", "Total: $12" then cards under a skipped section: its part
            self._part_under_skipped(number, text)
            self._summary(value, number)
        elif kind == SEPARATOR:
            self._separator(value, number)
        elif kind == COMMENT and (self._commented_prefix_line(value[2:], number)
                                  or self._commented_zone_line(value[2:], number)
                                  or self._comment_header(value[2:], number, True, True)):
            return
        elif kind == COMMENT and self.skipping:
            self._sibling_heading(text, value[2:].strip(), number)
        elif kind == COMMENT and self.zone in self.zones.single_kind:
            self._commented_card_line(value[2:].strip(), number)
            self._category(value[2:].strip(), number)
        elif kind == COMMENT:
            self._commented_card_line(value[2:].strip(), number)
        run_on = (*unwrapped.run_on, *_label_words(text)) if kind == CARD else unwrapped.run_on
        if run_on:
            self._run_on(lines_before, run_on)
        self._said_zone_after_words()
        self._keep_head(kind, value, number, lines_before)

    def _version_dropped(self, text: str, number: int) -> str:
        """A line ``text`` of a zone's or a section's header, maybe a comment or a
        heading, or of a zone's header then its owner, then a list's version (``Deck
        v2``, ``Side deck V1``, ``Magi v2``, ``# Mon deck v2``, ``Deck (40) v2``, ``Deck
        de Jean v2``: ``_VERSION_AFTER``) without the version, said by a note; else
        ``text`` as it is.
        The version was read as a deck's number (``Deck v`` and ``Deck v2``: two decks,
        a legal deck not judged) or a count (``declares 2 cards``)."""
        found = _VERSION_AFTER().search(text)
        if found is None:
            return text
        before = text[:found.start()]
        kind, value = _line_kind(before, self.zones)
        words = value[2:] if kind == COMMENT else value
        if kind not in (ZONE, HEADING, COMMENT, CARD) or (
                _zone_of(words, self.zones) is None
                and _owner_header(words, self.zones) is None
                and _loose_header(words, self.zones) is None):
            return text  # "Deck (Ann) v2": the header, its owner, then the version
        header = before.strip().rstrip(" -\u2013\u2014:")
        self.note(number, f"'{found['version']}' after '{header[:80]}' is read as "
                  "the list's version: no deck's number nor count")
        return before

    def _keep_head(self, kind: str, value: str, number: int, lines_before: int) -> None:
        """Keep line ``number`` (of ``kind``, read as ``value``) in ``heads`` when it is
        a comment or a heading after card lines that read no card and opened nothing."""
        if kind in (COMMENT, HEADING):
            self.titles_seen.setdefault(_head_words(kind, value), number)
        if kind in (COMMENT, HEADING) and self.lines and len(self.lines) == lines_before \
                and not (self.headers and self.headers[-1][0] == number):
            self.heads.append((number, kind, value))
            self.list_heads.append((number, kind, value, self.written.strip()[:40]))

    def _keep_headed(self, number: int, text: str) -> None:
        """Keep the main deck's header ``text`` on line ``number`` in ``headed_again``
        with the ``heads`` after the last card line before it (``_headed_again``)."""
        last = next((line.line for line in reversed(self.lines)
                     if not line.quiet and line.line is not None), None)
        heads = tuple(head for head in self.heads if last is not None and head[0] > last)
        if heads:
            self.headed_again.append((number, text.strip()[:40], heads))

    def _summary(self, value: str, number: int) -> None:
        """Note a summary line ``value`` on line ``number``: a price (``Total: $432.10``),
        counts by type (``Creatures: 12 | Lands: 24``) or a mana curve (``Mana curve: 1:
        8 | 2: 12``) only that (each was copies of an unknown card); a count of the
        list's cards (``15 cards``, ``Total: 55 cards, $432.10``) also declares it."""
        priced = _PRICE_SUMMARY().match(value) is not None
        cards = _PRICED_CARDS().match(value) if priced else None
        if priced and cards is None:
            self.note(number, f"'{value}' is a price summary line, not a card")
        elif _counts_by_type(value, self.zones):
            self.note(number, f"'{value}' is a summary line of the list's counts by type, "
                      "not a card")
        elif _CURVE_SUMMARY().match(value):
            self.note(number, f"'{value}' is a mana curve summary line, not a card")
        else:
            self.note(number, f"'{value}' is a summary line of the export, not a card")
            self.headers.append((number, True))
            self._declare(number, int(cards["n"]) if cards else _first_number(value),
                          "deck", self._summed_zone(value))

    def _said_zone_after_words(self) -> None:
        """The ``parse-error`` ``_zone_after_words`` found, unless the line opened a zone
        or a section, or named the one it stands in."""
        pending, self.pending_zone_words = self.pending_zone_words, None
        if pending is None:
            return
        number, (written, named), (zone, skipping) = pending
        if (self.zone, self.skipping) != (zone, skipping) or named == (
                "skip" if skipping else zone):
            return
        where = "a section outside the deck" if named == "skip" else (
            f"the {self.zones.label(named)}")
        self._error(number, f"'{written}' after the heading's or comment's other words "
                    f"names {where}, as its header does, but opens nothing: the cards after "
                    f"it are read in the {_zone_said(self.zones, 'skip' if skipping else zone)}"
                    " (write the header alone on a line of its own)")

    def _run_on(self, first: int, words: tuple[str, ...]) -> None:
        """Give the card lines from ``self.lines[first]`` on the readings of their name
        run on into ``words``: a row's next cells (``Unwrapped.run_on``: a tab shows as a
        space, ``1 Dread<tab>Return`` as the banned ``Dread Return``, which was read as
        ``Dread`` and a note unsaid) or the words of a mark the line's name is read without
        (``_label_words``: ``1 Dread [Return]``)."""
        for position in range(first, len(self.lines)):
            line = self.lines[position]
            more = tuple((f"{line.name} {word}", line.count) for word in words)
            self.lines[position] = line._replace(readings=(*more, *line.readings),
                                                 run_on=len(more))

    def _summed_zone(self, summary: str) -> str | None:
        """The zone a summary line totals (``Total number of cards in sideboard: 15``:
        ``side``; ``Deck total: 60``: ``main``), by the zone words of ``self.zones``;
        ``None`` for a total of the whole list (``Total: 75``)."""
        named = _SUMMED_ZONE_WORDS().search(summary)
        return _zone_of(named.group(0), self.zones) if named else None

    def _separator(self, value: str, number: int, what: str = "a separator line") -> None:
        """A separator line (``-----``; ``what`` it is: a code fence too): after the
        commanders or the Magi it parts them from the deck, as a category does; elsewhere
        it parts blocks of cards as one blank line does, with the blank lines next to it.
        Right under the zone's header, before any of its cards, a rule underlines the
        header (``Magi`` / ``-----``, as plain text and Markdown underline a heading):
        the cards after it are the zone's, said by a note (they were the deck's, the
        Magi stack or the commander left empty, a legal deck illegal)."""
        if (self.zone in self.zones.single_kind and what != FENCE
                and len(self.lines) == self.section_starts[-1]
                and self.headers and self.headers[-1] == (number - 1, True)):
            left = self.zones.label(self.zone)
            self.note(number, f"'{value[:40]}' underlines the header of the {left}: "
                      f"the cards after it are in the {left}")
            return
        if self.zone in self.zones.single_kind:
            left, zone = self.zones.label(self.zone), self.zone
            self._grouping(number)
            self.note(number, f"'{value[:40]}' after the {left} is {what}: the cards after "
                      "it are in the deck")
            self.bare_categories.append((len(self.lines), zone, number, self.findings[-1]))
            return
        self.blank_run, self.separated = max(self.blank_run, 1), True
        self.note(number, f"'{value[:40]}' is {what}, not a card")
        if number != self.skipped_line + 1:
            # "Maybeboard", "1 Opt", "---", "1 Black Lotus": a person reads the cards
            # after the line as another part; right under the header it underlines it
            self._part_under_skipped(number, value)

    def _link(self, link: str, number: int) -> None:
        """A web address alone on its line (``_LINK_LINE``), as a post or a message ends a
        list with the deck's page: no card is named so, but its address may name one
        (``https://scryfall.com/card/lea/232/black-lotus``): a possible card line, a note
        when it names none (``resolve_deck``: it was an unknown card, a legal deck
        illegal), an unknown card when its address names a card."""
        if not self.skipping:
            self.append(DeckLine(link, 1, self.zone, number, maybe_header=True))

    def _markup(self, text: str, markup: str, number: int) -> None:
        """A line of chat or Markdown markup alone (``chatmarkup.unwrap``): a code fence
        is a separator, a quote's empty line a blank line, and so is a one-column table's
        empty row or rule after a card of the section (``| |``, ``| --- |``: the blank
        line parting the sideboard); a table's rule or header row is no card, said by a
        note."""
        if markup == FENCE:
            self._separator(text, number, FENCE)
        elif markup == EMPTY_QUOTE:
            self.blank_run += 0 if self.separated else 1
        elif markup in (EMPTY_ROW, TABLE_RULE) and _one_cell(text) \
                and len(self.lines) > self.section_starts[-1]:
            # "| Deck |", 60 rows, "| |", 20 rows: the empty row of a one-column table
            # stands for the blank line parting the sideboard (its cards were the deck's)
            self.blank_run += 0 if self.separated else 1
            self.note(number, f"'{text[:40]}' is {markup}: read as a blank line")
        else:
            self.note(number, f"'{text[:40]}' is {markup}, not a card")

    def _forum_tag(self, forum: re.Match[str], number: int) -> None:
        """A line of a forum's markup (BBCode, as TappedOut's export for forums writes a
        list: ``[DECK]`` ... ``[/DECK]``, then a link to it): a tag alone (``[/DECK]``,
        ``[spoiler]``; ``[DECK]`` is the deck's header, and so is ``[deck=Burn]``) is no
        card, said by a note (it was an unknown card '[/DECK]', a legal deck illegal);
        its title (``[spoiler=1 Black Lotus]``) is read as a metadata value is, a card
        when it gives a count or is a card's whole name (``Burn``, a face of Turn //
        Burn, is none); a link alone is its text, a possible card line (a card when it
        names one, else a note: ``Link to deck @ TappedOut.net``)."""
        tag = forum["closing"] or forum["opening"] or forum["deck"]
        if self.skipping and not self.skipped_kinds:
            # "[spoiler=Beideck]", "[/spoiler]" under a Maybeboard: a person reads the
            # cards after the tag as another part, as after a heading or a separator
            title = (forum["value"] or forum["deck_title"] or "").strip(" \"'")
            # "[spoiler=Maybeboard]", "[spoiler=Creatures]" stay in it
            if _zone_of(title, self.zones) != "skip" and not is_header_text(title, self.zones):
                self.unconfirmed_skipped[number] = UnderSkipped(
                    title or forum[0][:40], self.skipped, "name" if title else "mark", title)
        if not tag:
            self._possible_card(forum["link"].strip(), number)
            return
        if forum["deck"]:
            self._zone_header("Deck", number)  # "[deck=Burn]" as "[DECK]", with a title
        title = (forum["value"] or forum["deck_title"] or "").strip(" \"'")
        said = f"'{forum[0]}' {'closes' if forum['closing'] else 'opens'} a forum's [{tag}] tag"
        kind, value = _line_kind(title, self.zones) if title and forum["value"] else (CARD, "")
        if kind == ZONE and _zone_of(value, self.zones) in (MAIN, SIDE):
            # "[spoiler=Sideboard]": the cards inside are the side deck's, as under its header
            self.written = forum[0]
            self._zone_header(value, number, title)
            zone = self.zones.label(self.zone)
            self.note(number, f"{said}, its title a header: the cards after it are in the {zone}")
            return
        self.note(number, f"{said}: no card"
                  + (", but for its title when that names one" if title else ""))
        if title and kind != ZONE and self._comment_header(title, number):
            return
        if title:
            # "[spoiler=1 Black Lotus]": the tag's title, read as a metadata value is
            self._possible_card(title, number, counted=True, whole_name=True)

    def _commented_prefix_line(self, text: str, number: int) -> bool:
        """A heading or ``//`` comment whose ``text`` (after its mark) is a card line after
        a zone's line prefix is read as that line, said by a note: a person reads the card
        in that zone (it was a comment, left out without a word: a commander or a Magi
        stack lost, a legal deck illegal): a line of a zone of one kind of card (``##
        Commander: Azusa, Lost but Seeking``, ``# Magi: Ashgar, Gar, Grega``). A line of
        the deck or the side deck stays a comment, as the same card line after the mark
        alone does (``// SB: 1 Damnation``, a card commented out, as ``// 1 Damnation``),
        and under a section outside the deck nothing is read. Returns whether the line
        was read so."""
        inner = text.lstrip("!").strip()
        prefix = self.zones.line_prefix.match(inner)
        if (self.skipping or prefix is None or not _prefixed_card_line(inner, self.zones)
                or _line_kind(inner, self.zones)[0] != CARD):
            return False
        if self.zones.prefix_zone(prefix[1]) not in self.zones.single_kind:
            return False  # "// SB: 1 Damnation": a card commented out, as "// 1 Damnation"
        self.note(number, f"'{self.written.strip()[:80]}' is a heading or comment written as "
                  f"the line '{inner[:80]}': read as that line")
        self._card_or_grouping(inner, number)
        return True

    def _sign_joined_header(self, text: str, number: int, words_after: bool = True) -> bool:
        """Read a heading line ``text`` that joins the deck's header and the side deck's
        (``_joined_zones``) as the side deck's header; whether it was one. A dash of any
        kind, spaced or not (``Main\u2013Side``, ``Deck (60) - Sideboard (16)``), or a
        path's step from the deck to its side deck (``Deck > Sideboard``, ``Deck \u00bb
        Side``) names the side deck, said by a note (above the list's first card line the
        deck, which the list opens: ``Main 60 - Side 15`` over the whole list put its main
        deck in the side deck); any other sign or a joining word
        (``Deck/Sideboard``, ``Deck & Side``, ``Main 60 | Side 16``, ``Deck and
        Sideboard``, ``Deck et R\u00e9serve``) names either zone, a ``parse-error`` on
        the line, the cards after it read in the side deck (in the deck above the list's
        first card line). The count written in the part of the zone read is its declared
        count. Each was the deck's header (the side deck counted in the deck, a 16-card
        Magic sideboard legal), or a deck's name then the side deck's header (a whole deck
        in the side deck), or a second deck's header (a legal list not judged). The board
        cells of a CSV (``Main/Side``) are read apart, by ``_zone_of``. A comment's
        (not ``words_after``) names only zones (``// Deck and Sideboard updated``: prose)."""
        joined = _joined_zones(text, self.zones, words_after)
        if joined is None and words_after and self.lines:
            joined = _loosely_joined(text, self.zones)
        if joined is None:
            return False
        written = _one_space(text.strip())[:60]
        # above the list's first card line, whatever joins them, the list opens: its deck
        zone = SIDE if self.lines else MAIN
        if joined.side and not self.lines:
            self.note(number, f"'{written}' names the {self.zones.label(MAIN)} and the "
                      f"{self.zones.label(SIDE)} above the list's first card line: read as "
                      f"the header of the {self.zones.label(MAIN)}, which the list opens")
        elif joined.side:
            self.note(number, f"'{written}' is read as the header of the deck's "
                      f"{self.zones.label(SIDE)}: the cards after it are in the "
                      f"{self.zones.label(SIDE)}")
        else:
            self._error(number, f"'{written}' names both the {self.zones.label(MAIN)} and "
                        f"the {self.zones.label(SIDE)}: the cards after it are read in the "
                        f"{self.zones.label(zone)}, a guess; write one zone's header alone "
                        "on its line")
            self.both_zones[number] = (f"'{written}' names", (
                f"'{written}' names both the {self.zones.label(MAIN)} and the "
                f"{self.zones.label(SIDE)}"))
        label = self.zones.label(zone)
        count = joined.counts.get(zone)
        self._zone_header(label, number, label if count is None else f"{label} ({count})")
        return True

    def _both_zones_titles(self) -> None:
        """A heading naming both zones by a sign (``_sign_joined_header``, ``both_zones``)
        with no card line after it before the next zone's header or the list's end
        (``Main/Side`` over a list's own ``Deck`` and ``Sideboard`` headers, or as a
        footer, ``// Deck + Side``) is a title or a note: its ``parse-error`` becomes a
        note and its count (``Deck + Side (75)``) declares nothing. One with card lines
        under it keeps its error: which zone they are in is a guess."""
        for number, (start, named) in self.both_zones.items():
            after = [line for line, zone in self.headers if zone and line > number]
            end = min(after, default=None)
            if any(line.line is not None and number < line.line and (
                    end is None or line.line < end) for line in self.lines):
                continue
            self.findings = [finding for finding in self.findings
                             if not (finding.rule == "parse-error" and finding.line == number
                                     and finding.message.startswith(start))]
            self.declared = [each for each in self.declared if each.line != number]
            self.note(number, f"{named}, but no card line follows it before "
                      + ("the next zone's header" if after else "the list's end")
                      + ": read as a title or a note")

    def _comment_header(self, text: str, number: int, game_zones: bool = False,
                        commented: bool = False) -> bool:
        """A line, comment or heading that names the deck or the side deck as a header
        would, though it is none (``Sideboard (vs aggro)``, ``15 Sideboard``, ``//
        Sideboard (post-board)``, ``# Main deck (cont.)``: ``_loose_header``) is that
        zone's header, said by a note: a person reads the cards after it there (they were
        counted in the zone before it, or skipped under a ``Maybeboard``; the line was an
        unknown card or a comment). With ``game_zones``, so is a line naming a zone of one
        kind of card with a note (``Magi (in order):``, ``Magi bottom to top``); a
        ``commented`` one (a comment or heading) only with a note on the zone's order
        (``# Magi (bottom to top)``). Returns whether it was one."""
        header = _loose_header(text.lstrip("!"), self.zones,
                               opens_block=bool(self.lines and self.blank_run))
        if self._sign_joined_header(text, number, not commented):
            return True
        zone = None if header is None else _zone_of(header, self.zones)
        if header is None or (zone not in (MAIN, SIDE) and not (
                game_zones and zone in self.zones.single_kind
                and ((_ordered(zone, self.zones) and _order_noted(text, header))
                     or (not commented and _noted_header(text))
                     # "3 Magi": the stack's count then its header, no card line
                     or (not commented and _ordered(zone, self.zones)
                         and _count_then_header(text, header)))
                and not self.skipping and not _prefixed_card_line(text, self.zones))):
            # a card line naming a game's zone of one kind of card, with a note in brackets
            # or after a comma ("Magi (in order):"), is its header too; not "Commander's
            # Plate", a line prefix's card line ("Commander - Atraxa", "Magi: Evu") is
            # read as one, a comment stays one, and under a skipped section such a line
            # stays a parse-error (_zone_under_skipped)
            return False
        if zone == MAIN and self._deck_title_not_header(header, number, text):
            return True  # "# my deck (v2)" under the side deck's header: a title
        self.note(number, f"'{text.strip()}' is read as the header '{header}': the cards "
                  f"after it are in the {self.zones.label(zone)}")
        if zone in self.zones.single_kind and _BOTTOM_FIRST().search(text[len(header):]):
            self.bottom_first[number] = zone
            self.note(number, f"'{text.strip()}' says the last line is the top: the "
                      f"{self.zones.label(zone)} is read from its last line up")
        # a count before the words declares the zone's cards ("15 Sideboard"); one after
        # them may number a part ("Deck (2 of 2)")
        counted = _HEADER_COUNT.match(text.strip())
        if counted and zone != self.zone and any(line.zone == zone for line in self.lines):
            # "1 [Main]" among the side deck's lines: a card line's form naming a zone
            # whose cards came before; read as its header, the cards after it moved back
            # (a legal deck either way, unsaid), so the deck is never judged on the guess
            self._error(number, f"'{text.strip()[:80]}' names the {self.zones.label(zone)} "
                        "after its cards, with a count as a card line has: read as its "
                        "header, the cards after it in that zone; write the header alone "
                        "on its line, or the card's name")
        self._zone_header(header, number, text.strip() if counted
                          else _count_before_title(text.lstrip("!")))
        self._number_header(zone, number, text)  # Deck 1 (34), Deck 2 (26): two decks
        after = _after_loose_header(text.lstrip("!"))
        if zone == MAIN and after and continues(after):
            self.continuing.add(number)  # "Deck (cont.)": more of the same deck
        written_label = _label_after(text)
        label = _header_label(written_label, self.zones)
        if zone == MAIN and label:
            self.labelled_headers.append((label, text.strip()[:40], number))
        if zone in (MAIN, SIDE) and (owner := _label_owner(
                label, written_label, self.zones)) is not None:
            # "Deck (Ann)" ... "Sideboard (Bob)": each zone's owner (_owners_of_zones)
            self.zone_owners.setdefault(zone, (owner, text.strip()[:40], number))
        if after and not continues(after) and not _use_note(text, header, after) \
                and not (len(after) == 1 and after.isalpha()):
            # "Deck - 4 Black Lotus", "Sideboard (1 Black Lotus)": a person reads a card
            # line after the header, which was dropped with the rest of the line
            # a count word first ("Deck - one Black Lotus") gives a count of one too;
            # a letter alone ("Sideboard # x", a placeholder) names no card
            self.card_headers.add(number)
            if remark_label(text, header, after):
                self.remark_headers.add(number)
            self.noted[number] = (after, self.zone)
            # "Sideboard (#Grief)": a hashtag's word is the label's, no comment after a '#'
            after = _LABEL_HASHTAG().sub("", after)
            self._possible_card(after, number, counted=_count_sign_first(after) != "word",
                                certain=_card_line_after_mark(text, header, after),
                                by_count=True, whole_name=True)
        return True

    def note(self, number: int | None, message: str) -> None:
        """State a guess the reader made (an info ``reading`` finding) on a line; a
        category's note naming the side deck names it as the game does once a check
        knows the format (``placing_parts``)."""
        self.findings.append(_reading_note(message, number, self._generic_words))

    def _note_placing(self, number: int, message: str) -> None:
        """``note`` a category's ``message`` saying it puts the card where the line
        stands (``markers.placing_note``) on its first line only, the later lines'
        numbers kept for ``_said_placings`` to name."""
        if message in self.placed_by_category:
            self.placed_by_category[message][1].append(number)
            return
        self.note(number, message)
        self.placed_by_category[message] = (self.findings[-1], [number])

    def _out_of_count_lines(self, lines: list[DeckLine]) -> list[DeckLine]:
        """``lines`` with those Archidekt's ``Sideboard{noDeck}`` put in the side deck
        (``out_of_count``) ``Outside`` the deck where the format's side deck does not take
        their card (``Outside.unaccepted``: a Commander deck's, a companion only): that
        category is out of Archidekt's deck count, its own default for its sideboard; the
        checker, knowing the format, decides."""
        return [line._replace(outside=Outside(
            f"category [{self.out_of_count[line.line]}]", (), "the side deck",
            unaccepted=True)) if line.line in self.out_of_count and line.zone == SIDE
            and line.outside is None else line for line in lines]

    def _said_placings(self) -> None:
        """Name in each category's note of ``_note_placing`` the lines it was said on."""
        for message, (said, numbers) in self.placed_by_category.items():
            at = next((at for at, finding in enumerate(self.findings) if finding is said), None)
            if len(numbers) > 1 and at is not None:
                self.findings[at] = _reading_note(placing_summary(message, numbers),
                                                  numbers[0], self._generic_words)

    def note_headers(self, number: int | None, parts: tuple[str, ...],
                     zones: tuple[str, ...]) -> None:
        """``note`` a message of ``parts`` parted by the words of ``zones`` (zone ids for
        their headers, after ``LABEL_MARK`` for their names): said in the generic words
        here, which know no game, and in the format's own once it is known (Magic's
        ``Sideboard``, not ``Side deck``: ``Finding.worded``)."""
        self.findings.append(header_finding("reading", parts, zones, self._generic_words,
                                            number))

    def _generic_words(self, zone: str) -> str:
        """The generic words of a zone id of ``note_headers``: its header, capitalised
        (``Side deck``), or after ``LABEL_MARK`` its name (``side deck``)."""
        if zone.startswith(LABEL_MARK):
            return self.zones.label(zone[len(LABEL_MARK):])
        return capitalised(self.zones.label(zone))

    def _declare(self, number: int, count: int | None, scope: str,
                 zone: str | None = None) -> None:
        """Keep the count of cards line ``number`` declares (``None``: it declares none)
        for the ``scope`` (and ``zone``) its header gives (``DeclaredCount``). A grouping
        header groups the cards of the zone it stands in (``self.zone`` once the grouping
        is read), so its count leaves out a line naming its own zone (``SB: 2 Name``
        under ``Lands (20)``), as a zone header's does."""
        if scope == "group" and zone is None:
            zone = self.zone
        if count is not None and 0 < count <= MAX_COUNT and not self.skipping:
            self.declared.append(DeclaredCount(number, count, self.written[:80], scope, zone))

    def _heading(self, text: str, number: int) -> None:
        if _starts_a_spelling(text.lstrip("#/*=_~ "), self.zones) is not False and (
                numbered := header_number(text)) is not None and (
                zone := _zone_of(unnumbered(numbered[0]), self.zones)) in (MAIN, SIDE):
            # "## Deck 1 (32)", a heading read as a grouping: still a deck's number
            self._number_header(zone, number, text)
        uncounted = _HEADER_COUNT.sub("", text)  # "# 15 Sideboard", "## XV Sideboard"
        if self._zone_header(text, number) or (
                uncounted != text and _zone_of(uncounted, self.zones) is not None
                and self._zone_header(uncounted, number, text)):
            return
        header = _loose_header(text, self.zones) if text.endswith(_COLONS) else None
        if header is not None and _order_noted(text, header) and self._comment_header(
                text, number, True, True):
            return  # "# Magi (bottom to top):", a zone's header, not a grouping
        match = _HEADER().match(_one_space(text))
        words = normalise(match["text"]) if match else ""
        counted = _counted_heading(text)
        cut = None if counted or self.skipping else _heading_card(text)
        if cut is not None and len(cut[0]) <= _LONGEST_NAME and not is_header_text(
                cut[0], self.zones):
            # "## Ponder (0)", "## Ponder x0": a card cut, as the line without "#" is
            # (it was dropped without a word)
            self.note(number, f"0 copies of '{cut[0]}': not counted")
        if counted or (match and (match["count"] or text.endswith(_COLONS)
                                  or words in self.zones.type_words)):
            self._grouping(number, match["text"] if match else "")
            if match and match["count"] and is_header_text(match["text"], self.zones):
                self._declare(number, _quantity(match["count"]), "group")
            if (counted and not self.skipping and (cost := _ZERO_COST().search(text))
                    and not is_header_text(counted[0], self.zones)):
                self.note(number, f"'{cost[0].strip()}' after the name is read as the "
                          "card's mana cost, not as a count of 0")
            if counted and not self.skipping:
                # "# Ponder (4)" as "Ponder (4)": copies of a card when it names one, an
                # unknown card when it is within a typo of one ("# Ponderr (4)"); a
                # heading of header words ("# Creatures (21)") stays a heading unless the
                # card data says otherwise (_header_heading)
                self.append(_header_heading(counted[0], counted[1], self.zone, number,
                                            self.zones)
                            or DeckLine(counted[0], counted[1], self.zone, number,
                                        bare=False, maybe_header=True))
            return
        if self._comment_header(text, number, True, True):
            return
        self._commented_card_line(text, number)
        for name, copies in _heading_counts(_one_space(text)):
            if not self.skipping:
                # "# Ponder 4" may be four Ponder ("# Ponder four" too: it was dropped),
                # "# Round 4" a heading: a card only by its full name, else without a
                # word (and no grouping header either way)
                self.append(_header_heading(name, copies, self.zone, number, self.zones)
                            or DeckLine(name, copies, self.zone, number, maybe_header=True,
                                        quiet=True, markdown=True))
        if self.zone in self.zones.single_kind:
            self._category(text, number)

    def _commented_card_line(self, text: str, number: int) -> None:
        """Note a comment's or a heading's ``text`` on line ``number`` (its mark removed)
        that is a card line with its count first (``commented_card_note``), not under a
        section outside the deck. One holding such a card line after words of its own
        (``#combo 4 Black Lotus``, ``# Notes: 1 Black Lotus``, ``// ramp: 1 Sol Ring``,
        ``// IN: 4 Black Lotus``) is kept as a metadata value is (``note_value``): the
        checker counts the card line it holds, or names a sideboard plan's cards in a
        note, as for ``Notes: 1 Black Lotus`` (each was dropped without a word, a banned
        card unsaid); so is a commented sideboard plan (``# +2 Black Lotus -2 Force of
        Will``: not a card line commented out, its cards named by the plan's note)."""
        said = None if self.skipping or sideboard_plan(text) else commented_card_note(
            text, self.in_the_file(number), number, self.zones)
        if said is not None:
            self.note(number, said.message)
        elif _card_line_after_words(shown := _shown(text)) or sideboard_plan(text):
            self.note_value(shown, number)

    def _commented_zone_line(self, text: str, number: int) -> bool:
        """Note a comment's or a heading's ``text`` on line ``number`` (its mark removed)
        that is a card line after the deck's or the side deck's line prefix or header
        word (``#sb 1 Black Lotus``, ``# SB: 1 Island``, ``#side 1 Island``) as a card line
        commented out, as ``// SB: 1 Damnation`` (README), not counted; never the side
        deck's header (``#sb 1 Black Lotus`` just under ``Deck`` moved the whole deck to
        the side deck). Returns whether it was one; nothing under a skipped section."""
        said = None if self.skipping else commented_zone_card_note(
            text, self.in_the_file(number), number, self.zones)
        if said is not None:
            self.note(number, said.message)
        return said is not None

    def in_the_file(self, number: int) -> str:
        """The line being read as a note quotes it: as written (``written``) when the
        file's line ``number`` holds that text, else the file's line (an HTML comment
        ``<!-- 1 Black Lotus -->`` read as ``# 1 Black Lotus``, which the file does not
        hold: a note quoted it)."""
        source = self.source_lines[number - 1] if 0 < number <= len(self.source_lines) else ""
        return self.written if not source or " ".join(self.written.split()) in " ".join(
            source.split()) else source

    def _category(self, text: str, number: int) -> None:
        """A comment or heading that names a category of cards (``// Tutors``, ``#
        Ramp``: one to ``MAX_HEADER_WORDS`` words) after a zone of one kind of card (the
        command zone, a Magi stack): the cards after it are the deck's again, as a
        grouping header makes them, and a note says so. Just under the zone's header,
        before any card of it, such a line without a count or the game's header words
        is a comment on the zone (a note says so): the cards after it are the zone's."""
        label = text.lstrip("!").strip()
        # its count after it as a grouping header writes one ("// Creatures (30)"), or
        # before header words only (Cockatrice's "// 20 Creature"; "// 1 Sol Ring" may be
        # a commander commented out, the next line the command zone's)
        words = _CATEGORY_COUNT().sub("", label)
        counted_first = _CATEGORY_COUNT_FIRST().match(words)
        if counted_first and is_header_text(words[counted_first.end():], self.zones):
            words = words[counted_first.end():]
        if not _CATEGORY_LABEL().match(words) or len(words.split()) > MAX_HEADER_WORDS:
            return
        left = self.zones.label(self.zone)
        if (len(self.lines) == self.section_starts[-1] and words == label
                and (not is_header_text(words, self.zones) or self._names_own_kind(words))):
            # just under the zone's header, before any of its cards, a comment ends
            # nothing: the zone would be left empty ("Commander" / "// my pick" /
            # "1 Talrand" lost its commander); a count or the game's header words
            # ("// Creatures (30)") still make a category
            self.note(number, f"'{label}' just after the header of the {left} is read "
                      f"as a comment: the cards after it are in the {left}")
            return
        zone = self.zone
        self._grouping(number)
        self.note(number, f"'{label}' after the {left} is read as a category of cards: "
                  "the cards after it are in the deck")
        if words == label and not is_header_text(words, self.zones):
            self.bare_categories.append((len(self.lines), zone, number, self.findings[-1]))
            self.commented_names[number] = (label, self.written.strip())

    def _about_line(self, text: str, number: int) -> bool:
        """Inside an Arena ``About`` section: ``Name X`` names the deck, and metadata and
        comments are read as such. A card line with a count (``1 Crimson Ritual``) ends
        the section and is read as any line is (an unknown or misspelt card is reported,
        never skipped). Any other line is a note, unless it names a card: it is a
        possible card line, which the card database decides. Returns whether the line
        was consumed."""
        if _zone_of(text, self.zones) is not None or _zone_named_loosely(
                text.lstrip("#/!").strip(), self.zones) in (MAIN, SIDE):
            return False  # a header, or one a person reads ("Deck - 4 Name"), ends it
        kind, problem = _line_kind(text, self.zones)
        if kind == ERROR:  # too long, or control characters: as anywhere
            self._error(number, problem)
            return True
        match = _ARENA_NAME().match(text)
        if match:
            self.add_metadata("deck", match["name"].strip(), number)
            self.note_value(match["name"].strip(), number)
            self._possible_card(match["name"].strip(), number, counted=True)
        elif kind == CARD and (_counted_card_line(problem, self.zones)
                               or _word_counted_name(text)):
            # "4 Name", "one Name": a card line ends the section, read as any is
            self.about = False
            return False
        elif not text.startswith(("#", "//")) and not self._metadata(text, number):
            self._possible_card(text, number)
        return True

    def chat_line(self, text: str, number: int) -> bool:
        """A line outside a list's code fences (``chatmarkup.outside_fences``: a chat's
        words before or after the block, ``my deck:``, ``thoughts?``) that is no header,
        metadata, comment or card line with a count, all read as anywhere: a possible
        card line, a card when it names one, an unknown card within a typo of one, else a
        note (each was an unknown card). Returns whether the line was consumed."""
        kind, value = _line_kind(text, self.zones)
        if kind != CARD or _counted_card_line(value, self.zones) or _word_counted_name(value):
            return False
        self._possible_card(value, number)
        self.outside_block.add(number)
        return True

    def _possible_card(self, text: str, number: int, counted: bool = False,
                       certain: bool = False, by_count: bool | None = None,
                       whole_name: bool = False, zone: str | None = None) -> None:
        """Add ``text`` as a possible card line (a card when it names one, an unknown card
        within a typo of one, else a note: ``resolve_deck`` decides), read as any card
        line is (``_card_text``: a count in any form, a ``# comment`` giving it, a zone
        prefix or marker putting the line in that zone, set codes, a ``// comment``), so
        that no card hides where a note may stand; with ``counted`` (a metadata value:
        ``Deck: 4 Ponder``, ``Name: Ponder #4``, ``Deck: SB: Ponder x4``), only a line that
        gives a count; with ``certain``, a card line (an unknown card when it names none);
        with ``by_count`` (``counted`` unless given), a card only by a count it gives, not
        by its whole name (``DeckLine.by_count``); with ``whole_name``, a ``counted`` line
        that gives no count is still one copy of a card it names by its whole name, and
        else nothing (``DeckLine.quiet``); ``zone``: the line's zone (default: the
        reader's), unless the line names its own.
        A line too long or holding control characters is a ``parse-error``, as anywhere;
        one with a bad count, or no name, is no card line, nor a ``counted`` value that
        opens with a count of colours (``colour_count_title``: ``Name: 4C Tinker``)."""
        if _PART_NUMBER().match(text):
            return  # "Deck: 2 of 2", "Deck (2 of 2)": the part of a list, no card
        if counted and not certain and colour_count_title(text):
            return  # "Name: 4C Tinker", "Name: 5-Color Humans": a title, no card line
        possible = _possible_card_text(text, self.zones)
        if possible is None and certain and not self.skipping:
            # a card line whatever it names, which reads as none ("15 # one Name"): said
            possible = f"'{text[:80]}' reads as a card line but names no card"
        if isinstance(possible, str):
            self._error(number, possible)
            return
        if possible is None or self.skipping:
            return
        name, count, parsed, number_last = possible
        # a bare number after a value may be a count ("Deck: Ponder 4") or part of a name
        # ("Player: Player 1", "Event: Week 3"): a card only by its full name, quietly
        quiet = counted and number_last
        # "Deck - WB Hollow One": the number word is the name's own, maybe (a title)
        word_kept = (counted and whole_name and number_last and count is None
                     and _written_alone(text, name) and _word_count(name) is not None)
        if counted and not certain and (not possible.gives_count() or word_kept):
            if _count_sign_first(text) is None and whole_name:
                # "Sideboard - Black Lotus": a card it names by its whole name is one copy
                # (the card was dropped, a banned card hidden); a title is no card
                line = DeckLine(name, 1, parsed.line_zone or zone or self.zone, number,
                                parsed.holographic, maybe_header=True,
                                readings=parsed.readings, quiet=True,
                                holographic_if_whole=parsed.holographic_if_whole)
                self.header_titles.append(line)
                if parsed.holographic or not _written_alone(text, name) or word_kept:
                    self.dressed_titles.add(number)
                if word_kept:
                    self.count_word_titles.add(number)
                self.append(line)
                return
            if not _may_count_quietly(text):
                return
            # "Deck: one Ponder", "Deck: ① Ponder": one copy of a card it names, else
            # the value without a word ("Event: Un tournoi"); "Deck: ①Ponder", a count
            # run into a name, and "Deck: Ponder *4*", a count the readers keep in a
            # name, an unknown card within a typo of one (resolve_deck)
            quiet = True
        # a count then a grouping word ("Deck - 12 Lands") groups cards, as on a line alone
        certain = certain and parsed.grouping is None
        self.companion = self.companion or parsed.line_zone == COMPANION
        # a value's count comes from its words only: its whole name is no card
        # ("Name: Seven Dwarves"), a reading with a count is ("Deck - four Ponder")
        by_count = ((counted if by_count is None else by_count) and count is None
                    and not number_last and not certain)
        self.append(DeckLine(name, count or 1, parsed.line_zone or zone or self.zone, number,
                             parsed.holographic, maybe_header=not certain,
                             readings=parsed.readings, quiet=quiet and not certain,
                             by_count=by_count,
                             heading=parsed.grouping is not None and not parsed.counted,
                             holographic_if_whole=parsed.holographic_if_whole))

    def _metadata(self, text: str, number: int | None = None, commented: bool = False) -> bool:
        """Read a metadata line (``Format: modern``), its value a possible card line;
        whether ``text`` was one. ``Deck:`` (not in a ``//`` comment, where exporters
        write the deck's name, nor before the list's first card line or header, where it
        names the deck: ``Deck: 12 Post``) is also the deck's header word: a value that
        is a card line by its count (``Deck: 1 Qzxv``, ``Deck: Qzxv x1``) is a card line
        in the deck, as after ``Main:`` or ``Sideboard:``, an unknown card when it names
        none. A value that is a sideboard plan (``sideboard_plan``: ``Notes: vs Burn: -2
        Daze +2 Pyroblast``) is no card line: it is kept in ``noted`` only, whose reader
        names its cards without counting them."""
        entry = _metadata_entry(text, self.zones)
        if entry is None:
            return self._empty_metadata(text, number)
        self.add_metadata(*entry, number, text)
        if number is None:
            return True
        value = entry[1]
        if entry[0] == "date" and no_day_said(value, "Date") is None:
            return True  # "Date: 9 November 2025": a day, no card line ('November 2025')
        written = _METADATA.match(text)
        if written is not None and written[2].strip() != value:
            self.note(number, f"'{written[2].strip()[len(value):].strip()}' after the "
                      f"{entry[0]} '{value}' is read as a comment")
            # a card line in the comment is still counted ("# 1 Black Lotus")
            value = written[2].strip()
        self.note_value(value, number)
        if number in self.late_values:
            self.late_values[number] = (entry[0], value)  # with the comment after it
        # before the list begins, Deck: names the deck ("Deck: 12 Post", an archetype):
        # a card when it names one, else the name, as Name: is (it was an unknown card
        # 'Post', a legal deck illegal)
        if not commented and (self.lines or self.headers) and _deck_card_line(
                text, value, self.zones, plans=True):
            self._possible_card(value, number, counted=True, certain=True, zone=MAIN)
        elif not sideboard_plan(value) or _deck_card_line(text, value, self.zones, True):
            # a plan ("Notes: IN: 2 Pyroblast"): noted only; Deck is a zone's key: no plan
            self._possible_card(value, number, counted=True)
        return True

    def _late_metadata(self, written: str, number: int, key: str) -> None:
        """Keep in ``late_keys`` the note on a metadata line ``written`` (of ``key``)
        after the list's first card line (DESIGN 3.1: metadata comes before the cards)
        whose key is a zone's header word too (``Deck``), which a person may read as a
        header: it is read as metadata, no header, the cards after it staying in the
        zone they were read in (``Deck: Burn`` between the deck's cards and the side
        deck's named nothing, unsaid). A key of no zone's words (``Format:``) is none."""
        lead = _metadata_lead(written)
        if lead is not None and normalise(lead) in self.zones.headers:
            self.late_keys.append((number, (
                f"'{written.strip()[:60]}' after the list's first card line (line "
                f"{self.first_card}) is read as metadata ({key}), not a header: the cards "
                f"after it stay in the {self.zones.label(self.zone)}")))

    def _note_late_keys(self) -> None:
        """Say the notes of ``late_keys`` whose line has card lines after it (one after
        them all names no zone) and was read as no card line (``Deck: 4 Time Walk`` is
        one of the deck's)."""
        read = {line.line for line in self.lines}
        last = max((number or 0 for number in read), default=0)
        for number, message in self.late_keys:
            if number < last and number not in read:
                self.note(number, message)

    def _after_a_card_line(self) -> bool:
        """Whether a card line (no metadata value, title or line outside the deck) was
        read before: a metadata line after it may be a card hidden as its value
        (``Decklist.late_values``). Each line is asked once."""
        if self.first_card is None:
            for line in islice(self.lines, self.cards_asked, None):
                if not line.quiet and not line.titled and line.outside is None:
                    self.first_card = line.line or 0
                    break
            self.cards_asked = len(self.lines)
        return self.first_card is not None

    def _empty_metadata(self, text: str, number: int | None) -> bool:
        """Read a metadata key with no value (``Player:``, ``Event:``; not a zone's
        header, ``Deck:``) as nothing, with a note; whether ``text`` was one. It was a
        card line naming no card, a legal deck so headed illegal."""
        match = _EMPTY_METADATA.match(text)
        if match is None or _zone_of(text, self.zones) is not None:
            return False
        self.note(number, f"'{text.strip()}' is a metadata key with no value: nothing read")
        return True

    def note_value(self, value: str, number: int) -> None:
        """Keep a metadata value that may hold a card line with a count (not ``_countless``:
        ``Deck: Black Lotus (one)``) in ``noted``, with the zone it stands in. Under a
        section outside the deck that holds any card (``Maybeboard``, ``Considering``) it
        is not kept: its card line is that section's, not counted as a plain one there is
        (``Notes: 1 Brainstorm`` was counted in the main deck, a legal deck illegal); a
        section of one kind of card (``Tokens``) counts a card of another kind in the
        main deck, and the value's there too (it was the zone above the section's)."""
        if not _countless(value) and not (self.skipping and not self.skipped_kinds):
            self.noted[number] = (value, MAIN if self.skipping else self.zone)

    def add_metadata(self, key: str, value: str, number: int | None,
                     written: str = "") -> None:
        """Keep a metadata line's value (the first of a key wins; a second format or
        game that says otherwise is a ``parse-error``), and the line of its key; the
        line as ``written`` (``Name: Burn``), if given, names it in a message."""
        conflict = metadata_conflict(self.metadata, key, value, self.metadata_lines.get(key),
                                     number)
        if (key in _DECK_NAMING_KEYS and self.lines and number is not None
                and key not in self.later_named
                and (before := self.metadata.get(key)) is not None
                and not _same_value(key, before, value)
                and not any(_card_value(named, self.zones) for named in (before, value))
                and not all(_grouping_label(named, self.zones) for named in (before, value))):
            # Deck: Ann, her cards, Deck: Bob, his (not Deck: Creatures, Deck: Lands; but
            # Deck: Burn, Deck: Tron, an archetype named by a grouping's word beside another)
            self.later_named[key] = (value, number)
        if conflict is not None:
            self.findings.append(conflict)
            if (key == "player" and self.lines and number is not None
                    and self.later_player is None
                    and not _names_the_player(key, self.metadata[key], value)):
                self.later_player = (value, number)
        if self.lines and number is not None:
            self.heads.append((number, key, value))
            self.list_heads.append((number, key, value,
                                    written.strip()[:40] or _head_written(key, value)))
        keep_metadata(self.metadata, self.metadata_lines, key, value, number)
        if number is None:
            return
        if self._after_a_card_line() and not (self.skipping and not self.skipped_kinds):
            # under a Maybeboard a value naming a card is that section's, as its card
            # lines are (it was a parse-error, a legal deck illegal)
            self.late_values[number] = (key, value)
            self._late_metadata(written or f"{key}: {value}", number, key)
        if key == "date" and (said := no_day_said(
                value, (_metadata_lead(written) if written else None) or "Date")):
            # "Date: Oko, Thief of Crowns", "Date: April 2024": no day (dropped unsaid)
            self.note(number, said)

    def _zone_header(self, text: str, number: int, written: str | None = None) -> bool:
        """Read a zone header (``text`` its words, maybe with a count; ``written`` the
        line with a count before the words, ``// 15 Sideboard``), whose count is the
        zone's declared count; whether ``text`` named a zone."""
        zone = _zone_of(text, self.zones)
        if zone is None:
            return False
        if zone == MAIN and self._deck_title_not_header(text, number):
            return True
        self.headers.append((number, True))
        self.unconfirmed_skipped.clear()  # a known header ends what a name there headed
        if zone == "skip" and self.main_sections and _header_words(text) in self.main_sections:
            zone = MAIN
        self.skipping = zone == "skip"
        # a skipped section (Maybeboard) or Arena's About is not a zone of the deck: the
        # export convention still holds (About, Name Burn below the lists read the
        # sideboard of 16 after the deck's blank line into the deck, legal)
        self.headers_seen = self.headers_seen or not (self.skipping or zone == ABOUT)
        self.about = zone == ABOUT
        if self.skipping or self.about:
            self.apart_headers[number] = zone
        self._lookalike_header(text, number)
        if self.about:
            return True
        if self.skipping:
            name = _header_text(text)  # a zone was read: the line matches _ZONE_HEADER
            self.skipped = name
            self.skipped_mark = _heading_mark(self.written)
            self.skipped_line = number
            self.skipped_kinds = _section_kinds(text, self.zones)
            self.skipped_zone = self.zones.section_zones.get(_section_key(text, self.zones))
            self.findings.append(Finding(
                "ignored-section", skipped_section_note(name, self.skipped_kinds),
                line=number))
            if _zone_count(written or text) == 0:
                self._empty_section(number, (written or text).strip()[:60])
        else:
            self.enter_zone(zone, number, text)
            if zone != COMPANION:  # its cards are counted in the sideboard, once
                self._declare(number, _zone_count(written or text), "zone", zone)
        return True

    def _deck_title_not_header(self, text: str, number: int, written: str = "") -> bool:
        """Read a line naming the whole deck after a determiner or a possessive (``My
        Deck``, ``# mon deck``, ``// the deck``, ``Mein Deck``: ``deck_after_determiner``)
        as a title or a remark, said by a note, right under a zone's header, before any
        card line of it (``Side`` / ``# my deck`` / the side deck's cards; ``Magi`` / ``#
        my deck`` / the Magi). Returns whether it was so read. It was the main deck's
        header there: it moved the side deck into the main deck (a side deck of 11
        legal) and left the Magi stack empty. After card lines it is a header still (a
        side deck or a companion first, then ``My Deck`` and the deck; two decks' lists,
        each under its own ``My Deck``, are refused as two), and under a section outside
        the deck (``Maybeboard``) it still ends the section: the cards after it are
        never hidden. ``written``: the whole line, when ``text`` is the header read in
        it."""
        in_section = len(self.lines) - self.section_starts[-1]
        if not self.headers_seen or in_section or self.skipping \
                or not deck_after_determiner(text, self.zones):
            return False  # under "Maybeboard" it still ends the section: no card hidden
        if all(at != number for headers in self.numbered_headers.values()
               for _, at in headers.values()):
            self._number_header(MAIN, number, text)  # "My Deck", then "Your Deck": two
        self.note(number, f"'{(written or text).strip()[:80]}' names the deck after a "
                  "determiner: read as a title, not a header; the cards after it stay in "
                  f"the {self.zones.label(self.zone)}")
        return True

    def _empty_section(self, number: int, written: str) -> None:
        """End the section outside the deck whose header said, on line ``number``, that
        it holds nothing (``Maybeboard (0)``, ``Maybeboard`` / ``none``; ``written``, as
        said): the card lines after it are read where they stand, in the zone before
        it, as after ``Sideboard: none`` (``_guess_after_no_side``), said by a note. They
        were kept out with the section, a side deck of 16 so written hidden."""
        self.skipping = False
        # its note ("its cards were not counted") gives way to this one
        self.findings[:] = [found for found in self.findings if not (
            found.rule == "ignored-section" and found.line == self.skipped_line)]
        self.note(number, f"'{written}' says section '{self.skipped}' holds nothing: the "
                  "card lines after it are not that section's, but read where they stand")
        if self.zone == MAIN:
            self.no_side = (number, written, f"section '{self.skipped}'")

    def _number_header(self, zone: str | None, number: int, text: str) -> None:
        """Keep the header ``text`` of ``zone`` on line ``number`` in
        ``numbered_headers`` when it holds a number (``header_number``): only the deck's
        and the side deck's (a Magi stack's Magi 1, Magi 2 are places)."""
        text = self.lone_items.get(number, text)  # "1. Deck", "2. Deck": two decks
        if zone in (MAIN, SIDE) and (numbered := header_number(text, True)) is not None:
            words, written = numbered
            # "Maindeck 1" and "Main Deck 2": two spellings of one zone, one zone's numbers
            key = "" if _zone_of(unnumbered(words), self.zones) == zone else words
            if words.startswith("# ") and f"{written} " in ZONE_DETERMINERS:
                # "My Deck" and "Your Deck" are two decks, but "Deck (40)" and "# mon
                # deck" one: a determiner is compared with determiners only
                key = f"{key} {_DETERMINED}"
            headers = self.numbered_headers.setdefault((zone, key), {})
            if written in headers:
                self.numbered_again.setdefault((zone, key), number)  # "Main 1 - 30" twice
            headers.setdefault(written, (text.strip()[:40], number))

    def enter_zone(self, zone: str, number: int, text: str = "") -> None:
        """Start the section of a header naming ``zone`` (not a skipped section, not
        ``About``) on line ``number``, written ``text``."""
        self.headers_seen = True
        if zone == MAIN:
            self.main_headers[number] = text.strip()[:40]
            self._keep_headed(number, text)
        self.heads.clear()
        # (a Magi stack's Magi 1, Magi 2 are places: only the deck's and the side deck's)
        self._number_header(zone, number, text)
        if zone in (MAIN, SIDE) and zone != self.zone \
                and zone in self.zone_lines and self.zone in self.zone_lines \
                and any(line.zone == self.zone for line in
                        self.lines[self.section_starts[-1]:]) \
                and any(line.zone == zone for line in self.lines):
            self.reentered.append((zone, self.zone_lines[zone], number, len(self.lines)))
        self.zone = zone
        self.section_starts.append(len(self.lines))
        self.companion = self.companion or zone == COMPANION
        if zone == COMPANION:
            self.apart_headers[number] = zone
        self.zone_lines.setdefault(zone, number)

    def _lookalike_header(self, text: str, number: int) -> None:
        """A ``look-alike`` warning for a header written with letters that only look
        Latin (``Deck`` with a Cyrillic ie, U+0435), which is read as the header it imitates."""
        if text.isascii():
            return
        warning = lookalike_section(_header_text(text), number, "header")
        if warning is not None:
            self.findings.append(warning)

    def _names_own_kind(self, words: str) -> bool:
        """Whether the heading ``words`` name the kind of card of the zone of one kind
        being read as its header does (``Cald Magi`` in the Magi stack: a grouping of the
        stack's own cards, which ends nothing)."""
        zone = self.zones.zones.get(self.zone)
        return (zone is not None and self.zone in self.zones.single_kind
                and any(word in zone.headers for word in header_words_of(words)))

    def _grouping(self, number: int, words: str = "") -> None:
        if words and self._names_own_kind(words):
            # "Cald Magi (3)" in the Magi stack: a grouping of its own cards, no end
            self.headers.append((number, False))
            return
        # after the commanders or the Magi a grouping begins the deck: a zone's end
        self.headers.append((number, self.zone in self.zones.single_kind))
        # a grouping of a skipped section's cards (Maybeboard, Instants (1)) groups none
        # of the deck: the export convention still holds (it read a sideboard of 16 after
        # the deck's blank line into the deck, legal)
        self.headers_seen = self.headers_seen or not self.skipping
        if self.zone in self.zones.single_kind:
            self.zone = MAIN
            self.section_starts.append(len(self.lines))

    def _card_or_grouping(self, text: str, number: int) -> None:
        if self._leaving_heading(text, number) or self._comment_header(
                text, number, game_zones=True) or (
                self.skipping and self._zone_under_skipped(text, number)) or (
                not self.skipping and self._titled_side_header(text, number)):
            return
        if _starts_a_spelling(text, self.zones) is not False and (
                owned := _owner_header(text, self.zones)) is not None and (
                not self._card_not_owner(text)):
            # "Ann's Deck", "Mazo de Ana": a title, a note, but its owner's deck's: two
            # owners so written number two decks (one legal deck before)
            self._number_header(owned[1], number, text)
            if self._owner_after_header(text, owned, number):
                return
        parsed = _card_text(text, self.zones)
        if self._colour_count_title(text, parsed):
            # "4C Tinker" heading the list: the deck's name, as "Name: 4C Tinker" is (it
            # was 4 copies of an unknown card, or its first block the sideboard)
            self.title = number
            self.add_metadata("deck", text.strip(), number)
            self.note(number, f"'{text.strip()[:80]}' above the list is read as the deck's "
                      "title (a count of its colours, no card's count), not a card line")
            return
        zone = parsed.line_zone or self.zone
        dropped_word: tuple[str, ...] = ()
        if not (parsed.error or parsed.excluded):
            read_in = parsed.line_zone or ("skip" if self.skipping else zone)
            self._zone_in_comment(text, number, read_in)
            dropped_word = _zone_word_last(text, self.zones, read_in)
        self.explicit_side = self.explicit_side or parsed.line_zone == SIDE
        self.companion = self.companion or parsed.line_zone == COMPANION
        if parsed.marked_grouping and parsed.line_zone == self.zone and not self.skipping:
            # "Creatures [Sideboard]" among the side deck's cards: a grouping of the zone
            self.note(number, f"'{parsed.marked_grouping}' is read as a grouping header of the "
                      f"{self.zones.label(self.zone)}, which its mark names")
            self._grouping(number)
        elif parsed.error:
            self._error(number, parsed.error)
        elif parsed.grouping is not None:
            name, count = parsed.grouping
            if not self.skipping and name:
                # "Spells (12)" groups cards, but "Ignition (2)" is two copies of a card,
                # in the zone a prefix names ("SB: Fire 4": the sideboard's, not the deck's)
                # and in the block it stands in, before a grouping's section starts: "1
                # Trinket Mage" after the commander's blank line is the deck's as the
                # block's other cards (it was a second commander, a legal deck illegal)
                # "Lands (7) # Grief": the comment is judged as a card line's is (the
                # banned card was dropped with it, unsaid)
                self.append(DeckLine(name, count, zone, number, bare=True,
                                     maybe_header=True, heading=not parsed.counted,
                                     marked=_dropped_names(text, name)))
            if parsed.counted:
                self.counted_groupings.add(number)
            if not parsed.counted or zone in self.zones.single_kind:
                self._grouping(number, name)
            else:
                self.headers.append((number, False))
            if parsed.declared:
                self._declare(number, count, "group")
        elif self.skipping and parsed.excluded and parsed.line_zone is None \
                and not parsed.says_none and parsed.sectioned is None \
                and (self.previous_text or 0) <= self.skipped_line \
                and _nothing(self.zones).match(text.strip()):
            # "Maybeboard" / "none": the section holds nothing
            self.note(number, parsed.excluded)
            self._empty_section(number, f"{self.skipped} / {text.strip()[:20]}")
        elif self.skipping and self.skipped_kinds and parsed.line_zone is None \
                and not parsed.late_error \
                and (not parsed.excluded or parsed.sectioned is not None):
            # "Attractions: 4 Lightning Bolt": the header hides no card of another kind;
            # "Emblem - Grief", "1 Grief [Token]" under "Tokens": a line with a token's
            # mark in a section of tokens passes the tokens check as the rest (a card
            # is counted), never vanishing
            outside = Outside(f"section '{self.skipped}'", self.skipped_kinds,
                              "the main deck", self.skipped_zone,
                              quiet=self.skipped_kinds == (TOKEN,))
            for message in parsed.notes:
                self.note(number, message)
            self.append((parsed.sectioned or parsed).deck_line(
                MAIN, number, outside,
                _dropped_names(text, (parsed.sectioned or parsed).name)))
        elif self.skipping:
            if parsed.copies is not None:
                # a card line with a count: the names before it head cards
                if not self.skipped_kinds and parsed.name.strip():
                    self.skipped_cards.append(SkippedCard(
                        number, parsed.name.strip(), parsed.copies, self.skipped_line,
                        holographic=parsed.holographic, readings=parsed.readings))
                self._confirm_skipped()
                self._counted_under_skipped(text, parsed, number)
            elif not self.skipped_kinds and parsed.name.strip() and parsed.line_zone is None:
                # "Oko, Thief of Crowns", no count: one copy, as in the deck, when it names
                # a card (skipped_cards.heading_lines decides), under a name before it
                self.skipped_cards.append(SkippedCard(
                    number, parsed.name.strip(), 1, self.skipped_line, bare=True,
                    holographic=parsed.holographic, readings=parsed.readings))
                self._confirm_skipped(counted=False)
            self._name_under_skipped(text, parsed, number)
            if parsed.line_zone is not None and parsed.line_zone != COMPANION:
                # "SB: 1 Name" under "Maybeboard": the line and its section disagree
                self._error(number, f"this line puts its card in the "
                            f"{self.zones.label(parsed.line_zone)}, "
                            f"but it stands under '{self.skipped}', which is not part of "
                            "the deck; its copies were not counted")
            return
        elif parsed.late_error:
            self._error(number, parsed.late_error)
        elif parsed.excluded and parsed.sectioned is not None and parsed.section is not None:
            # "Tokens: 1 Oko, Thief of Crowns", "1 Grief [Attractions{noDeck}]": a token,
            # an Attraction, is left out, a card of another kind is counted
            self.append(parsed.sectioned.deck_line(MAIN, number, parsed.section,
                                                   _dropped_names(text)))
        elif parsed.excluded:
            self.note(number, parsed.excluded)
            if (parsed.says_none or parsed.line_zone == SIDE) and parsed.line_zone != MAIN \
                    and self.zone == MAIN \
                    and not self.skipping:
                # "Sideboard: none", "Companion: none", "Maybeboard: none" then card
                # lines: a person reads them as a part apart from the deck, and the format
                # may read them as the side deck's (_guess_after_no_side); they were read
                # into the deck, a side deck of 16 so written legal
                self.no_side = (number, self.written[:60], parsed.says_none)
        elif parsed.maybe_header and zone in self.zones.single_kind:
            # "Creatures" after the Magi or the commanders: a grouping header, not a card
            where = (self.zones.label(zone) if self._names_own_kind(parsed.name)
                     else "deck")
            self.note(number, f"'{parsed.name}' after the {self.zones.label(zone)} is read "
                      f"as a grouping header: the cards after it are in the {where}")
            self._grouping(number, parsed.name)
        else:
            if parsed.disagreeing:
                # "1<TAB>Black Lotus<TAB>4": the card counted, and the error said
                self._error(number, parsed.disagreeing)
            for message in parsed.notes:
                if parsed.line_zone == self.zone and placing_note(message):
                    # "1x Sol Ring [Main]" on every line: no card moved, one note said
                    self._note_placing(number, message)
                else:
                    self.note(number, message)
            if parsed.holographic and (lacked := lacked_finish_mark(text, parsed.name)):
                self._error(number, lacked)
            proxy = proxy_mark(text, parsed.name, self.zones)
            if proxy is not None:
                self.findings.append(Finding("proxy", proxy, line=number, hint=PROXY_HINT))
            line = parsed.deck_line(zone, number,
                                    marked=(*_dropped_names(text, parsed.name),
                                            *dropped_word), written=text)
            if parsed.out_of_count and zone == SIDE:
                self.out_of_count[number] = parsed.out_of_count
            if number in self.split_lists and "//" in text:
                line = _split_card_only(line)
            if line.bare and (self.emphasised or _HEADING_END().search(text)):
                # "Earth:", "Fire -", "*Earth*": written as a heading, which a card's name
                # may also be (resolve_deck asks the lines under it: _heading_or_card)
                line = line._replace(heading=True)
            self._tagged_zone(text, zone, number)
            if self._may_be_title(parsed, text):
                self.title = number
                self._possessive_owner(text, number)  # "Ann's Deck" over the list
                self.preamble_checked = 0  # the lines above are asked again of it
                if parsed.count_written or not _written_alone(text, parsed.name):
                    self.dressed_titles.add(number)
                    if _written_alone(text, parsed.name) and _word_count(parsed.name):
                        self.count_word_titles.add(number)
            if self._in_labelled_preamble(text, parsed):
                # "Designer: Bob", a title's place or not: a field above the list
                self.labelled_preamble.append(number)
                self.preamble_set.add(number)
            if parsed.line_zone is not None:
                self.own_zone_lines.add(number)
                self._note_place(text, number, parsed.line_zone)
                if parsed.line_zone == SIDE and self._side_by_prefix(text):
                    self.prefixed_side.add(number)
            self.append(line)
            if held := _counted_in_marks(text):
                add_noted(self.noted, number, held, zone)

    def _owner_after_header(self, text: str, owned: tuple[str, str], number: int) -> bool:
        """Read a line of a zone's header then its owner after a word for "of" (``Deck
        von Ann``, ``Sideboard von Ann``, ``Mazo de Ana``: ``owned``, its header's words
        and zone) as that header, said by a note, the whole line kept as a possible card
        line (a card by its whole name only); whether it was one. Each was an unknown card,
        the side deck's header lost (a legal deck illegal); a possessive before it
        (``Ann's Deck``) stays a title (``_titled_side_header`` reads ``Ann's Sideboard``)."""
        if not header_then_owner(text, self.zones):
            return False
        self.note(number, f"'{text.strip()}' is read as the header of its owner's "
                  f"{self.zones.label(owned[1])}: the cards after it are in the "
                  f"{self.zones.label(owned[1])}")
        self._zone_header(owned[0], number, text.strip())
        self._possible_card(text.strip(), number, counted=True, whole_name=True)
        found = _OWNED_AFTER().match(normalise(text))
        if found:
            self.zone_owners.setdefault(owned[1], (found["owner"], text.strip()[:40], number))
            label = _header_label(found["owner"], self.zones)
            if owned[1] == MAIN and label is not None:
                # its owner labels the deck as "Deck (Ann)" does: after the cards of a
                # "Deck" naming none, two decks (_labelled_decks; "Deck von Paul" so
                # joined the first deck's cards, one legal deck)
                self.labelled_headers.append((label, text.strip()[:40], number))
        return True

    def _card_not_owner(self, text: str) -> bool:
        """Whether a line ``text`` written as a zone's header and its owner (``Main du
        désert``, French for Desert Hand: ``main``, ``du``, an owner ``désert``) is a
        card line, no header: it gives copies, fewer than a count of a header's
        (``Main du désert x1``, ``(1)``, a tab then ``1``, ``Sideboard of Doom x4``;
        ``Mazo de Ana (60)`` stays a header), or it stands right under a zone's header,
        before any card of it (a header over no card heads nothing). Such a card moved
        every card after it to the zone its first word names (a side deck of 11 legal,
        a legal deck a parse-error or two decks). So is a line that is exactly a card's
        name of the game data's ``header_named_cards`` (``Main du désert`` anywhere),
        also with its set code, finish or a colon after it (``Main de Vecna (AFR)``,
        ``*F*``: each was read as a second deck's header, the file not judged)."""
        if normalise(text) in self.zones.header_named_cards:
            return True
        parsed = _card_text(text, self.zones)
        if normalise(parsed.name) in self.zones.header_named_cards:
            return True
        copies = parsed.copies
        return (copies is not None and copies < _FEWEST_COUNTED) or (
            self.headers_seen and len(self.lines) == self.section_starts[-1])

    def _possessive_owner(self, text: str, number: int) -> None:
        """Keep the owner of a zone's header after a possessive (``Ann's Deck``, ``Bob's
        Sideboard``: ``_owner_header``) in ``zone_owners`` (``_owners_of_zones``)."""
        first = normalise(text).partition(" ")[0]
        owned = _owner_header(text, self.zones) if first.endswith(_POSSESSIVE_ENDS) else None
        if owned is not None:
            owner = first.removesuffix("'s").removesuffix("\u2019s")
            self.zone_owners.setdefault(owned[1], (owner, text.strip()[:40], number))

    def _owners_of_zones(self) -> Finding | None:
        """The ``file-error`` of a list whose main deck's and side deck's headers name
        two owners (``Deck von Ann``, her cards, ``Sideboard von Bob``, his: one legal
        deck of two players' parts before); ``None`` otherwise."""
        main, side = self.zone_owners.get(MAIN), self.zone_owners.get(SIDE)
        if main is None or side is None or _one_name_within_the_other(main[0], side[0]):
            return None
        return Finding("file-error", f"the headers '{main[1]}' and '{side[1]}' (line "
                       f"{side[2]}) name two owners' decks: not judged; one deck a file",
                       line=side[2])

    def _leaving_heading(self, text: str, number: int) -> bool:
        """Read a heading that names the deck or the side deck after a word of leaving
        or negation (``_left_zone``: ``Not in deck``, ``Removed from deck``, ``No
        sideboard``, ``Cut from Sideboard:``) as no header: a ``parse-error`` naming both
        readings, the cards after it read where they were (no card dropped from every
        zone, none moved into the zone it names), the line itself a card only by its
        whole name; whether it was one. It was the named zone's header after the deck's
        name (a banned card under ``Not in deck`` counted in the deck, 16 cards under
        ``Not in sideboard`` in the side deck), or an unknown card. With no card line
        after it before the next zone's header or the list's end, a note
        (``_both_zones_titles``)."""
        left = None if self.skipping else _left_zone(text, self.zones)
        if left is None:
            return False
        written = _one_space(text.strip())[:60]
        words, zone = left
        where = _zone_said(self.zones, self.zone)
        named = f"'{written}' names the {self.zones.label(zone)} after '{words}'"
        if not self.lines:
            # above the list's first card line a title ("No Mercy Deck", "Off-Meta
            # Deck"): the cards after it open the list, in the deck either way
            self.note(number, f"{named} above the list's first card line: read as a title; "
                      f"the cards after it are in the {where}")
            return True
        self._error(number, f"{named}: it may head that zone or say its cards are not "
                    "in it, so it is read as no header; the cards after it are read where "
                    f"they were, in the {where}, a guess "
                    "(write the header of the zone they are in alone on its line, or "
                    "Maybeboard for cards outside the deck)")
        self.both_zones[number] = (named, named)
        self._possible_card(text, number, counted=True, whole_name=True)
        return True

    def _titled_side_header(self, text: str, number: int) -> bool:
        """Read a line of the deck's name then the side deck's header word, no count
        (``Burn Sideboard``, ``Burn Seitendeck``: ``side_header_after_title``) as that
        header, said by a note, the whole line kept as a possible card line (one copy
        of a card it names by its whole name, and then a ``parse-error``: ``Seer of the
        Bright Side``); whether it was one. It was an unknown card, the side deck one
        card too big. Only a line opening a block of lines (after a blank line, or the
        list's first) is so read: within a block, a line of no count naming a card
        (``Défenses en réserve``, a French card's name in a Commander list) moved every
        card after it to the side deck."""
        if self.lines and not self.blank_run:
            return False
        header = side_header_after_title(text, self.zones)
        zone = SIDE
        if header is None and self.lines and self.zone == SIDE and not self.skipping:
            # "Affinity Deck" after the side deck's cards ("Affinity Sideboard" first): the
            # main deck's header after the deck's name (it was an unknown card of the side
            # deck, the main deck's cards after it with it); above the list a title, and
            # after the deck's cards a second deck's name or a block of the side deck
            header, zone = _header_after_title(text, self.zones, MAIN), MAIN
            if header is not None and self.side_title and not _one_name_within_the_other(
                    self._deck_name_before(text, header), self.side_title):
                header = None  # "Burn Deck" under "Affinity Sideboard": another deck's
        if header is None:
            return False
        if zone == SIDE:
            self.side_title = self._deck_name_before(text, header)
        if (owned := _owner_header(text, self.zones)) is not None:
            self._number_header(owned[1], number, text)  # "Bob's Deck" after Ann's: two
            self._possessive_owner(text, number)  # "Bob's Sideboard" after Ann's Deck
        self.note(number, f"'{text.strip()}' is read as the header '{header}' after the "
                  f"deck's name: the cards after it are in the {self.zones.label(zone)}")
        self._zone_header(header, number)
        title = text.strip()
        if header[-1:] in _COUNT_ENDS:
            # "Burn Sideboard (15)": the count is the header's, no card's
            counted = _ZONE_COUNT_AFTER().search(title)
            uncounted = title[:counted.start()] if counted else title
            header, title = header[:len(header) - len(title) + len(uncounted)], uncounted
        self._possible_card(title, number, counted=True, whole_name=True)
        if title.casefold().endswith(header.casefold()):
            # "Black Lotus Side Deck": the deck's name may be a card's, a heading over the
            # side deck's cards or one copy of it (the banned card was read as no card)
            held = len(self.lines)
            self._possible_card(title[:-len(header)].rstrip(" -\u2013\u2014:"), number,
                                counted=True, whole_name=True)
            self.lines[held:] = [line._replace(heading=True) for line in self.lines[held:]]
        return True

    @staticmethod
    def _deck_name_before(text: str, header: str) -> str:
        """The deck's name a line of a name then a zone's ``header`` words gives
        (``Affinity Sideboard (15)``: ``affinity``), normalised."""
        words = normalise(text)
        at = words.rfind(normalise(header).split()[0]) if header.strip() else -1
        return words[:at].strip(" -\u2013\u2014:") if at > 0 else words

    def _zone_after_words(self, text: str, number: int, before: tuple[str, bool]) -> None:
        """A ``parse-error`` on a heading or comment line that is read as no header but
        names another zone or section than the one it stands in after other words (``##
        Spells // Sideboard``, ``## Burn - Sideboard``, ``// Maybeboard // Sideboard``,
        ``# Burn (Sideboard)``; ``before``: the zone and skipping state before the line):
        it opens nothing, so a side deck of sixteen under it was counted in the main
        deck, unsaid. Told after the line is read, as a header read from it opens its
        zone (``// Sideboard (post-board)``)."""
        named = _zone_after_words(text, self.zones)
        self.pending_zone_words = None
        if named is not None:
            self.pending_zone_words = (number, named, before)

    def _zone_in_comment(self, text: str, number: int, zone: str) -> None:
        """A ``parse-error`` on a card line whose comment names another zone or section
        than ``zone``, the one the line is read in, as its header would (``1 Ponder //
        Sideboard``, ``2 Duress # SB``, ``4 Opt -- Maybeboard``): the comment opens
        nothing, the cards after it stay where they were, so a side deck of sixteen so
        written was counted in the main deck, said by a note only; nor is it told
        whether the line's own card is the zone's."""
        named = _zone_named_in_comment(text, self.zones)
        if named is None or named[1] == zone:
            return
        written, named_zone = named
        what = "mark" if written[:1] in _MARK_OPENINGS else "comment"
        read_in = _zone_said(self.zones, zone)
        if named_zone == "skip":
            # the card is counted: the fix leaves out the one line, never the cards after it;
            # the comment's words hold a letter (a section's spelling of letters matched)
            word = _SKIP_WORD_EDGES().sub("", written)
            self._error(number, f"the {what} '{written}' after the card names a section "
                        "outside the deck, as its header does, but leaves nothing out: the "
                        f"line's card is counted in the {read_in}, as are the cards after it "
                        "(to leave the card out, remove the line or write the section's "
                        f"word before its count: {word}: 1 Name)")
            return
        self._error(number, f"the {what} '{written}' after the card names the "
                    f"{self.zones.label(named_zone)}, as its header does, but opens nothing: "
                    f"the line and the cards after it are read in the {read_in} (write the "
                    "header on a line of its own, or the line's zone prefix before its "
                    "count: SB: 1 Name)")

    def note_place_after(self, written: str, number: int) -> None:
        """Remember the place in the zone being read that a line of it says after its
        name (``written``: ``Gar (3)``, ``Gar (bottom)``; ``chatmarkup.place_after``), read
        as a place by ``chatmarkup.places_after_names``: the stack is in the places' order
        (the player chooses it: Magi-Nation Duel rulebook, Selecting Magi), not the
        lines'."""
        zone = self.zones.zones.get(self.zone)
        if zone is not None and (zone.place_prefixes or zone.place_words) and (
                found := place_after(written.strip(), zone.place_words)) is not None:
            self.placed[number] = found[1]

    def _note_place(self, text: str, number: int, zone: str) -> None:
        """Remember the place in ``zone`` a card line's prefix names (``Third Magi:
        Baa``: 3), if it names one (the zone's ``place_prefixes``)."""
        prefix = None if _count_first(text) else self.zones.line_prefix.match(text.strip())
        if prefix is None or self.zones.prefix_zone(prefix[1]) != zone:
            return
        place = self.zones.place_of(prefix[1])
        names = [part for part in text.strip()[prefix.end():].split(",") if part.strip()]
        if place is not None and (place == 1 or len(names) != place):
            # "Magi 3: Baa, Wiep, Grahnna" counts the three Magi of its line: no place
            self.placed[number] = place

    def _order_places(self) -> None:
        """Put each zone's lines whose prefix names a place (``Third Magi: Baa``,
        ``First Magi: Grahnna``) at their places, the zone's other lines in reading
        order in the places no line names, then after them: a Magi stack is revealed in
        order from the top (Magi-Nation Duel rulebook, Glossary: Magi Stack), so the
        order written by the prefixes, not by the lines, is the stack's. Two lines
        naming the same place are a ``parse-error`` naming both (the later one is read
        after the earlier)."""
        self._read_bottom_first()
        if not self.placed:
            return
        for zone in {line.zone for line in self.lines if line.line in self.placed}:
            at = [index for index, line in enumerate(self.lines)
                  if line.zone == zone and line.outside is None]
            held = [self.lines[index] for index in at]
            self._same_place(held)
            ordered = self._in_places(held)
            self._gap_note(held, ordered)
            for index, line in zip(at, ordered, strict=True):
                self.lines[index] = line

    def _in_places(self, held: list[DeckLine]) -> list[DeckLine]:
        """A zone's lines in stack order: each line whose prefix names a place at that
        place (the first line naming it, when several do), the others in reading order
        in the places no line names, then after them (``First Magi: Baa``, ``Third
        Magi: Wiep``, ``Magi: Grahnna`` is Baa, Grahnna, Wiep: Wiep is third, as its
        line says)."""
        slots: dict[int, DeckLine] = {}
        rest: list[DeckLine] = []
        for line in held:
            place = self.placed.get(line.line or 0)
            if place is None or place in slots:
                rest.append(line)
            else:
                slots[place] = line
        ordered: list[DeckLine] = []
        for place in range(1, max(slots, default=0) + 1):
            if place in slots:
                ordered.append(slots[place])
            elif unplaced := [line for line in rest if line.line not in self.placed]:
                ordered.append(unplaced[0])
                rest.remove(unplaced[0])
        return ordered + rest

    def _gap_note(self, held: list[DeckLine], ordered: list[DeckLine]) -> None:
        """A ``reading`` note at the first line past a place of a zone that no line fills
        (``held``, read into ``ordered`` by ``_in_places``): ``Second Magi: Gar``,
        ``Third Magi: Grega``, ``Fourth Magi: Ashgar`` with no first place, or ``Magi 1:``,
        ``Magi 3:``, ``Magi 4:``, were read as places 1 to 3 without a word, a fourth
        place said of a Magi in a stack of three. The places' order is the stack's
        (Magi-Nation Duel rulebook, Glossary: Magi Stack), so the verdict stands; the
        guess is said. A place named twice is ``_same_place``'s error alone."""
        named = {self.placed[line.line] for line in held if line.line in self.placed}
        unplaced = sum(line.line not in self.placed for line in held)
        empty = [place for place in range(1, max(named, default=1))
                 if place not in named][unplaced:]
        if not empty or len(named) + unplaced < len(held):
            return
        past = min((line.line for line in held
                    if line.line is not None and self.placed.get(line.line, 0) > empty[0]),
                   key=lambda number: (self.placed[number], number))
        label, filled = self.zones.label(held[0].zone), max(named) - len(empty)
        self.note(past, f"no line names place {either([str(at) for at in empty])} of the "
                  f"{label}, but line {past} names place {self.placed[past]}: read in its "
                  f"places' order as places 1 to {filled}, "
                  f"{every([line.name for line in ordered[:filled]])} (write its places "
                  "from 1)")

    def _read_bottom_first(self) -> None:
        """Reverse the lines under each header whose note says the last line is the top
        (``Magi (bottom to top)``), up to the next header: the stack is revealed in order
        from the top (Magi-Nation Duel rulebook, Glossary: Magi Stack), and the player
        wrote its top last."""
        for header, zone in self.bottom_first.items():
            # the zone's lines run on past a header of the same zone ("# Magi, bottom to
            # top" then "Magi"), up to the first line of another zone
            at: list[int] = []
            for index, line in enumerate(self.lines):
                if line.line is None or line.line <= header:
                    continue
                if line.zone != zone:
                    break
                at.append(index)
            held = [self.lines[index] for index in at]
            for index, line in zip(at, reversed(held), strict=True):
                self.lines[index] = line
            self._places_against_note(header, zone, held[::-1])

    def _places_against_note(self, header: int, zone: str, read: list[DeckLine]) -> None:
        """A ``parse-error`` at the first line under a bottom-to-top note (``Magi (bottom
        to top)``, line ``header``) whose prefix names another place than the note reads
        it at (``First Magi: Baa`` written first, so last from the top): the two say
        different stacks, and the rules read its order (Ninibom's order note, a
        Universal Relic at the bottom), so neither is guessed."""
        at = {line.line: place for place, line in enumerate(read, start=1)}
        for line in sorted(read, key=lambda line: line.line or 0):
            named, place = self.placed.get(line.line or 0), at[line.line]
            if named is not None and named != place:
                label = self.zones.label(zone)
                self._error(line.line or header, f"line {header} says the {label} is "
                            f"written bottom to top, so line {line.line} is place {place}, "
                            f"but it names place {named}; the {label}'s order is not "
                            "certain: write the places or the note, not both")
                return

    def _same_place(self, held: list[DeckLine]) -> None:
        """A ``parse-error`` for each line whose prefix names a place an earlier line's
        prefix named (``First Magi: Baa`` then ``First Magi: Wiep``)."""
        first_at: dict[int, int] = {}
        for line in held:
            if line.line is None or line.line not in self.placed:
                continue
            place = self.placed[line.line]
            earlier = first_at.setdefault(place, line.line)
            if earlier != line.line:
                label = self.zones.label(line.zone)
                self._error(line.line, f"line {earlier} and line {line.line} both name "
                            f"place {place} of the {label}; the {label}'s order is not "
                            f"certain: write each place once")

    def _side_by_prefix(self, text: str) -> bool:
        """Whether a card line's prefix (``SB: 1 Name``), not a marker or category of
        its text, puts it in the sideboard."""
        prefix = None if _count_first(text) else self.zones.line_prefix.match(text)
        return (prefix is not None and self.zones.prefix_zone(prefix[1]) == SIDE
                and read_markers(text[prefix.end():]).zone is None)

    def _name_under_skipped(self, text: str, parsed: "_CardText", number: int) -> None:
        """Keep a line under a skipped section of any card (``Maybeboard``) that starts
        with a name, no count before it (``Sidedeck``, ``Ersatzdeck (16)``, ``Out of the
        deck:``), in ``unconfirmed_skipped`` when it is no grouping header of the game data
        nor a sentence; a card line with a count after it, before the next header, moves
        it to ``under_skipped``: it may head a part of the deck the reader does not know,
        which it skipped with the section (a banned card under it hidden, the deck legal),
        unless it names a card (``resolve_deck`` decides). A name over nothing, comments
        or prose (``## Notes``, ``Primer`` at the end) heads no cards: it stays out."""
        if self.skipped_kinds or parsed.line_zone is not None or parsed.excluded \
                or (parsed.late_error and parsed.copies is not None):
            return
        name = parsed.name.strip()
        if not name or not _LEADING_MARKS().sub("", text).lstrip("<[(").startswith(name):
            if parsed.copies is not None:
                return  # "4 Name": a card line of the section (_counted_under_skipped)
            # "<Beideck>": words in marks a name is read without, no name left
            name = _LEADING_MARKS().sub("", text).strip(_ENCLOSING_MARKS).strip()
            if not name:  # "<>": marks alone part the section's cards as a separator
                self._part_under_skipped(number, text)
                return
        if (is_header_text(name, self.zones)
                or section_key(name) in SKIPPED_SUBHEADINGS):
            return
        # "Ersatzdeck (16)", a count after the name: no card of the section when it names none
        entry = UnderSkipped(name, self.skipped, "name" if parsed.copies is None
                             else "counted", name)
        unmarked = _LEADING_MARKS().sub("", text)
        labelled = _LABELLED().match(unmarked)
        if labelled is not None and _labelled_card_line(unmarked) is not None \
                and not is_header_text(unmarked[:labelled.start("value")].rstrip(
                    ":-\u2013\u2014 "), self.zones):
            # "Beideck: 1 Black Lotus": a label of a part of the deck over its own card
            # ("Creatures: 1 Ponder" groups the section's card)
            self.under_skipped[number] = entry
            held = _labelled_card_line(unmarked)
            if held is not None:
                self.skipped_cards.append(SkippedCard(number, *held, self.skipped_line))
            return
        self.unconfirmed_skipped[number] = entry

    def _part_under_skipped(self, number: int, written: str) -> None:
        """Keep a line under a skipped section of any card (``Maybeboard``) that parts
        its cards from the lines after it (a separator, a summary or metadata line:
        ``---``, ``15 cards``, ``Name: Beideck``), ``written`` as it is said, in
        ``unconfirmed_skipped``: a card line with a count after it may be another part
        of the deck (``resolve_deck`` says so)."""
        if self.skipping and not self.skipped_kinds:
            self.unconfirmed_skipped[number] = UnderSkipped(written.strip()[:40],
                                                            self.skipped, "mark", "")

    def _confirm_skipped(self, counted: bool = True) -> None:
        """A card line of the skipped section being read (``counted``: with a count)
        follows the lines of ``unconfirmed_skipped``: each may head it
        (``under_skipped``), but a blank line parts nothing by itself with another line
        after it (``Instants (2)``, ``// Instants``: a grouping heading; ``Beideck``,
        judged on its own) or before a name with no count."""
        for number, line in self.unconfirmed_skipped.items():
            if line.kind != "blank":
                self.under_skipped[number] = line
            elif counted and number > self.previous_text:
                # the card line's number: a heading there is said instead (15 Beideck)
                self.under_skipped[number] = line._replace(name=str(self.last_text))
            else:
                self.blank_section = 0  # it parts nothing: a later blank line may
        self.unconfirmed_skipped.clear()

    def _blank_under_skipped(self, number: int) -> None:
        """Keep the blank line ``number`` right after a card line of the skipped section
        of any card being read (``Maybeboard``, ``1 Opt``, a blank line; a comment's mark
        alone between them, ``#``, aside) in
        ``unconfirmed_skipped`` (the section's first such line alone): a person may
        read it as the section's end, and the
        card lines with a count after it as another part of the deck (a side deck, which
        the export convention writes after a blank line); ``resolve_deck`` says so when
        they would change the verdict, and nothing when they would not."""
        last = self.skipped_cards[-1]
        if (last.section == self.skipped_line and last.line == self.last_text
                and self.blank_section != last.section):
            # the first such blank line of the section: its card lines hold every later's
            self.blank_section = last.section
            self.unconfirmed_skipped[number] = UnderSkipped("", self.skipped, "blank", "")

    def _counted_under_skipped(self, text: str, parsed: "_CardText", number: int) -> None:
        """Keep a card line with a count under a skipped section of any card
        (``Maybeboard``) in ``unconfirmed_skipped``: when a card line with a count follows
        it and it names no card nor a near miss of one (``15 Beideck``, a side deck's
        count then its header in another language), it may head a part of the deck
        (``resolve_deck`` decides)."""
        if (self.skipped_kinds or parsed.line_zone is not None or not parsed.name.strip()
                or _LEADING_MARKS().sub("", text).startswith(parsed.name.strip())):
            return  # a count after the name ("Seitendeck (16)"): _name_under_skipped
        self.unconfirmed_skipped[number] = UnderSkipped(text.strip()[:80], self.skipped,
                                                        "counted", parsed.name.strip())

    def _sibling_heading(self, text: str, value: str, number: int) -> None:
        """Under a skipped section headed as a heading or a comment (``## Maybeboard``,
        ``// Maybeboard``), a heading of the same mark (``## Seitendeck``, ``//
        Sidedeck (15)``; ``value`` its words) is a section beside it, as Markdown shows
        it, not part of it, and so is a Markdown heading of a higher level (``#
        Seitendeck`` under ``## Maybeboard``): kept as a name under the section
        (``_name_under_skipped``), which ``resolve_deck`` says when it names no card. A
        zone's header ends the section anyway; another skipped section's header starts
        one. A mark alone (``#``) names nothing: no section."""
        mark = _heading_mark(text)
        if (not value.strip() or not self.skipping or (self.skipped_mark and not (
                mark == self.skipped_mark or _higher_heading(mark, self.skipped_mark)))
                or _zone_of(value, self.zones) is not None):
            return
        parsed = _card_text(value, self.zones)
        if parsed.copies is not None:  # "# 15 Beideck"; "// 1 Ponder", a card, stays
            self._counted_under_skipped(value, parsed, number)
        self._name_under_skipped(value, parsed, number)

    def _zone_under_skipped(self, text: str, number: int) -> bool:
        """Under a skipped section (``Maybeboard``), a line that names a zone other than
        the deck and the side deck (``_comment_header`` reads those) as a header would but
        is none (``Commander (cont.)``, ``2 Magi``) is a ``parse-error``:
        a person reads the lines after it as that zone's, which the reader skips with
        the section. Returns whether it was one."""
        zone = _zone_named_loosely(text, self.zones)
        if zone is None:
            return False
        label = self.zones.label(zone)
        self._error(number, f"'{text.strip()}' under '{self.skipped}' (not part of the "
                    f"deck) names the {label} but is no header: the lines after it were "
                    f"not counted; write the {label}'s header alone to count them")
        return True

    def _colour_count_title(self, text: str, parsed: "_CardText") -> bool:
        """Whether a card line ``text`` (read as ``parsed``) is a title opening with a
        count of colours (``colour_count_title``: ``4C Tinker``, ``5-Color Humans``, ``2
        Farben Aggro``) where a bare title may stand (as ``_may_be_title``: before any
        header or card): its number the title's, no card's count (read whole or as a
        count). Among card lines it is none (``4c Black Lotus`` there is a card line)."""
        return (not self.lines and self.title is None and not self.headers_seen
                and self.zone == MAIN and parsed.line_zone is None
                and colour_count_title(text))

    def _may_be_title(self, parsed: "_CardText", text: str) -> bool:
        """Whether a card line may be the deck's title, as players head a list they post
        (``Fire/Air aggro by Alice``): the first line, before any header or card (after
        metadata too: ``Format: modern`` then ``Deck Registration Sheet``), a bare name
        with nothing else read from it, no printing either: a set code in brackets after
        the name (``Black Lotus by Bob (LEA)``) or a printing's or a copy's words in
        brackets anywhere (``Black Lotus by Bob (Near Mint)``, ``[Foil]``) are written of a
        card, never of a title."""
        return (not self.lines and self.title is None and not self.headers_seen
                and self.zone == MAIN and parsed.copies is None
                and parsed.line_zone is None and not parsed.maybe_header
                and parsed.problem is None and not parsed.notes and not parsed.holographic
                and not written_with_a_printing(text, parsed.name))

    def _in_labelled_preamble(self, text: str, parsed: "_CardText") -> bool:
        """Whether a card line is a label, a colon and words above the list (``Owner:
        Bob``, ``Colors: UR``, ``Version: 3``), as a template or a deck site heads a list
        with fields of its own: no card line with a count, no header, before it (titles,
        metadata and other such lines aside), no zone of its own."""
        return (self.zone == MAIN and not self.headers_seen and parsed.line_zone is None
                and parsed.problem is None and not parsed.holographic
                and (_PREAMBLE_LABEL().match(text) is not None or _dashed_field(text) or (
                    # under the title, its byline, how the deck did or the event's day
                    # ("by Alice", "1st place", "5-0", "Top 8, SCG Open", "2024-06-01"),
                    # which no card's name tells
                    bool(self.lines) and self.title is not None
                    and (_a_byline(text, self.zones)
                         or _tournament_result(text, self.zones)
                         or _DATE_IN_LINE().search(text) is not None)))
                and self._only_preamble_above())

    def _only_preamble_above(self) -> bool:
        """Whether every line read so far is the title's or a labelled preamble's line;
        each line is asked once (a file of 2,000 such lines took 12 s, each line asking
        every line above it)."""
        lines = self.lines
        while self.preamble_checked < len(lines):
            at = lines[self.preamble_checked].line
            if at != self.title and at not in self.preamble_set:
                return False
            self.preamble_checked += 1
        return True

    def _place_labelled_preamble(self) -> None:
        """The labelled lines above the list (``_in_labelled_preamble``), when every
        card line after them has a count (grouping headers and the commanders or Magi,
        often written bare, aside), are possible card lines, as a title is
        (``_place_title``): a card when one names one, an unknown card within a typo of
        one, else a note (``Owner: Bob`` under ``Format: modern`` was an unknown card, a
        legal deck illegal)."""
        if not self.labelled_preamble:
            return
        preamble = set(self.labelled_preamble)
        others = [line for line in self.lines if line.line not in preamble]
        if not others or any(line.bare and not line.maybe_header and line.line != self.title
                             and line.zone not in self.zones.single_kind for line in others):
            return
        for at, line in enumerate(self.lines):
            if line.line in preamble:
                self.lines[at] = line._replace(bare=False, maybe_header=True)
                self.notes_in_lines = True

    def _place_title(self) -> None:
        """The first line that may be a title, when a blank line, a header or a comment
        parts it from the next card line and every other card line has a count (grouping
        headers and the commanders or Magi, often written bare, aside), is a possible
        card line: a card when it names one, an unknown card when within a typo of one,
        else a note (as in Arena's ``About``). Otherwise it stays one copy, as any bare
        name. Its zone is the one the lines gave it."""
        if self.title is None or not self.lines or self.lines[0].line != self.title:
            return
        # a field or byline under the title ("Zap Tempo" / "by Alice") is no card line
        # after it: _place_labelled_preamble reads it (the title was one copy of an
        # unknown card right before it)
        preamble = set(self.labelled_preamble)
        others = [line for line in self.lines[1:] if line.line not in preamble]
        first = self.lines[0]
        if not others or listed_kind(first.name) == "a greeting":
            # "Hi TO,": prose, read so whatever follows the list (prose.prose_read); as a
            # title it was a note only when no other bare line did (a sign-off)
            return
        # "Tempo UR", "Delver - UR": the reader took the colours off as a set code
        written = _title_as_written(first, self.zones)
        if ((others[0].line or 0) <= self.title + 1
                and not _tournament_result(written, self.zones)
                and not _says_it_is_a_list(written, self.zones)
                and not _ends_counting_nothing(written)):
            # right before the cards, a bare name is one copy, unless it tells how the
            # deck did ("Rakdos Scam (5-0)", "UR Delver - 9th", "Top 8 Boros Energy"),
            # that it is a list, or whose ("Izzet Murktide - Bob's list"), or which
            # version ("Burn v2.3": it was an unknown card, a legal deck refused)
            return
        labelled = _labelled_card_line(first.name) or _quoted_card_line(first.name)
        if labelled is not None and labelled not in first.readings:
            # "Notes: 1 Black Lotus": the card line after the label is the card it names
            # (it was a note, the banned card unsaid), else the title stays a note; so
            # after a comment ("Notes: 1 Black Lotus // x", read as the line's other way)
            first = self.lines[0] = first._replace(readings=(
                *first.readings, (first.name, first.count), labelled))
        if self._counted_but_leading_places(others):
            self.lines[0] = _title_words_kept(self.lines[0], written, self.zones)._replace(
                bare=False, maybe_header=True)
            self.notes_in_lines = True
            # "**Murktide Regent**" above "4 Murktide Regent": the archetype's name, as a
            # header's title is (it was a fifth copy, a legal deck illegal)
            self.header_titles.append(self.lines[0])

    def _counted_but_leading_places(self, others: list[DeckLine]) -> bool:
        """Whether every card line of ``others`` (the lines after a title) has a count,
        grouping headers and the lines of a one-kind zone aside, but for a run of bare
        lines that opens them, counted lines after it and no header before its end, no
        longer than the most places a one-kind zone names
        (``place_prefixes``: a Magi stack's three), as a list with no header writes its
        Magi or commanders bare above the counted cards (``Ashgar`` / ``Gar`` /
        ``Grega`` / ``1 Greater Vaal``: the title was an unknown card)."""
        bare = [at for at, line in enumerate(others) if line.bare and not line.maybe_header
                and line.zone not in self.zones.single_kind
                and line.line not in self.listed_items]  # "1. Ponder": one copy, counted
        places = max((len(zone.place_prefixes) for zone in self.zones.zones.values()
                      if zone.single_kind), default=0)
        if not bare:
            return True
        last = others[bare[-1]].line or 0
        # the run opens the list, a counted line after it, no header before its end
        # ("Mystery Spell" / "Deck" / "Fire Ball" / "4 Tornado": one copy, no title)
        return (bare == list(range(len(bare))) and len(bare) <= places
                and len(bare) < len(others)
                and all(line > last for line, _ in self.headers))

    def _drop_archetype_titles(self) -> None:
        """A name after the main deck's header's mark that another line of the list also
        names (``Deck - Death's Shadow`` above ``4 Death's Shadow``), or the list's title
        that does (``_place_title``: ``**Death's Shadow**``, a blank line, then the list),
        before the deck's first card line, is the archetype's title, no card line: taken
        out of ``lines`` (the header's note stands; a title's is said); so is a title that
        names it with an archetype's word more (``_names_with_a_word``: ``Lotus Field
        Combo``, ``Grixis Death's Shadow``, each an unknown card, a legal deck illegal).
        One that no other
        line names, one after a card line of the deck (a fifth copy unsaid), or after
        another zone's header (``Sideboard - Lightning Bolt`` beside ``4 Lightning Bolt``:
        a fifth copy unsaid, not a title), stays a possible
        card line, one copy of a card it names by its whole name (``Sideboard - Black
        Lotus``: the card was dropped unread)."""
        if not self.header_titles:
            return
        titles = {id(line) for line in self.header_titles}
        named = {normalise(line.name) for line in self.lines if id(line) not in titles}
        # a title heads the list: after a card line of the deck, "Deck - Force of Will"
        # repeats the header with one more copy (it was dropped, a fifth copy unsaid);
        # a card line without a count is one too ("Sol Ring" then "Main - Sol Ring")
        first_card = min((line.line for line in self.lines if line.zone == MAIN
                          and line.line is not None and not line.maybe_header
                          and id(line) not in titles), default=None)
        # "Thoughtseize (THS) 107" above "4 Thoughtseize": a card line, no title (a fifth
        # copy was dropped as the deck's title)
        heading = [line for line in self.header_titles
                   if line.zone == MAIN and (line.line not in self.dressed_titles or (
                       line.line in self.count_word_titles and not any(
                           normalise(name) in named for name, _ in line.readings
                           if name != line.name)))
                   and (first_card is None or line.line is None or line.line < first_card)]
        archetypes = {id(line) for line in heading if normalise(line.name) in named}
        # "Lotus Field Combo": the card data decides (a card by its whole name is one,
        # "Dread Return" above "4 Dread")
        worded = {id(line) for line in heading if id(line) not in archetypes
                  and line.line == self.title
                  and _names_with_a_word(line.name, named, self.zones)}
        for line in self.lines:
            if id(line) in archetypes and line.line == self.title:
                self.note(line.line, title_note(line.name))
        self._take_out(lambda line: id(line) in archetypes)
        self.lines = [line._replace(titled=True) if id(line) in worded else line
                      for line in self.lines]

    def _beside_their_block(self, aside: list[DeckLine]) -> list[DeckLine]:
        """The lines ``_set_aside_notes`` took out, each right above a card line (the
        next line, no blank line or header between) that a guess of the blocks placed
        (``guesses``) put in that line's zone and guesses:
        one that names a card is a card of that block (``Reyhan, Last of the Abzan``, a
        possible title for its clan's word, above the partner ``Rograkh, Son of
        Rohgahh``: it stayed in the deck, out of the command zone, a legal deck
        illegal); one that names none is a note wherever it stands."""
        after = {line.line: line for line in self.lines if line.line is not None}
        placed = []
        for line in aside:
            number = line.line
            below = after.get(number + 1) if number is not None else None
            guesses = [guess for guess in self.guesses if below is not None
                       and below.line in guess.lines and guess.zone == below.zone]
            if number is not None and below is not None and guesses:
                # its zone a guess of the blocks gave, not a header or its own prefix
                line = _in_zone(line, below.zone)
                for guess in guesses:
                    guess.lines = guess.lines | {number}
            placed.append(line)
        return placed

    def _set_aside_notes(self) -> list[DeckLine]:
        """Take out of ``lines`` the possible card lines read where a note may stand (a
        title, a metadata value: ``maybe_header`` and not ``bare``), and out of the
        blocks of cards: such a line is no block of an export, nor a card of one (a
        title alone before a companion made the companion a deck card, and was counted
        in the deck the note gave). Returns them, to be put back in file order."""
        if not self.notes_in_lines:
            return []
        return self._take_out(lambda line: line.maybe_header and not line.bare)

    def _set_apart_sections(self) -> list[DeckLine]:
        """Take out of ``lines`` and out of the blocks of cards the lines of an Arena
        ``Companion`` section and of a section outside the deck (``Tokens``: its cards
        are ``outside`` it) that stand before every other card line or after them all
        (``Companion`` / ``1 Jegantha, the Wellspring`` / blank / 60 / blank / 15; ``Deck``
        / 60 / blank / 15 / blank / ``Tokens`` / ``1 Goblin``): such a section is no block
        of the deck, and the blocks read as they do without it, the last after the deck's
        blank line the sideboard (they were all read as the deck, a sideboard of 16 so
        written legal). Lines of such sections among the deck's stay, and so do the
        blocks after the first of a section outside the deck, which may hold the deck's
        cards (``_guess_in_kind_section``). Returns them, to be put back in file order."""
        if not (self.companion or self.outside_lines):
            return []
        deck = [line.line for line in self.lines if line.line is not None
                and line.zone != COMPANION and line.outside is None]
        if not deck:
            return []
        first, last = min(deck), max(deck)
        return self._take_out(lambda line: line.line is not None
                              and (line.line < first or line.line > last)
                              and (line.zone == COMPANION or self._first_outside_block(line)))

    def _first_outside_block(self, line: DeckLine) -> bool:
        """Whether ``line`` is a card line of a section outside the deck (``outside``),
        in its first block (before a blank line parts the section's cards)."""
        if line.outside is None or line.line is None:
            return False
        later = self.outside_blocks.get(line.outside.section)
        return later is None or line.line < later[0]

    def _apart_headers(self) -> frozenset[int]:
        """The lines of the headers of a companion's section, a section outside the deck
        or Arena's ``About`` that stand before every card line left in ``lines`` or after
        them all: no header of the deck's blocks (``Deck`` / 60 / blank / 16 / blank /
        ``Maybeboard`` / ``1 Opt`` is a deck under its one header; the sideboard of 16
        was read into the deck, legal)."""
        if not self.apart_headers:
            return frozenset()
        numbers = [line.line for line in self.lines if line.line is not None]
        if not numbers:
            return frozenset()
        first, last = min(numbers), max(numbers)
        return frozenset(number for number in self.apart_headers
                         if number < first or number > last)

    def _deck_headers(self) -> list[tuple[int, bool]]:
        """``headers`` but for those ``_apart_headers`` sets apart."""
        apart = self._apart_headers()
        return [header for header in self.headers if header[0] not in apart]

    def _deck_zones(self) -> list[str]:
        """The zones of ``zone_lines`` a header opens among the deck's blocks: not the
        companion's when its headers are all set apart (``_apart_headers``)."""
        apart = self._apart_headers()
        return [zone for zone in self.zone_lines if zone != COMPANION or any(
            number not in apart for number, section in self.apart_headers.items()
            if section == COMPANION)]

    def _take_out(self, taken: Callable[[DeckLine], bool]) -> list[DeckLine]:
        """Take the lines ``taken`` says out of ``lines`` and out of the blocks of cards
        (a block of such lines only is no block: the blocks after it keep their place,
        a title above the list's blank line no block of one before the deck); returns
        them, in order."""
        out = [line for line in self.lines if taken(line)]
        if not out:
            return out
        kept_before = [0]  # kept_before[i]: lines kept before index i
        for line in self.lines:
            kept_before.append(kept_before[-1] + (not taken(line)))
        self.lines = [line for line in self.lines if not taken(line)]
        gaps: dict[int, int] = {0: 0}
        for start, gap in zip(self.block_starts[1:], self.gaps[1:], strict=True):
            new_start = kept_before[start]
            if 0 < new_start < len(self.lines):  # a block of such lines only: none
                gaps[new_start] = max(gaps.get(new_start, 0), gap)
        self.block_starts, self.gaps = list(gaps), list(gaps.values())
        return out

    def append(self, line: DeckLine) -> None:
        """Add a card line, noting which block of lines (between blank lines) holds it;
        a table row's cells past its header's (``past_cells``) as fields of the line that
        may name another card (``| 4 | Ponder | Black Lotus |`` under ``| Qty | Card |``:
        the banned card was dropped unsaid)."""
        if self.past_cells[1] and line.line == self.past_cells[0]:
            line = line._replace(marked=(*line.marked, *self.past_cells[1]))
        self.notes_in_lines = self.notes_in_lines or (line.maybe_header and not line.bare)
        if line.outside is not None:
            self.outside_lines = True
            # under a section outside the deck (Attractions): never a block an export's
            # convention reads as the sideboard or the commander; but its later blocks
            # may hold a deck's cards (_guess_in_kind_section)
            if self.blank_run and self.lines and line.line is not None \
                    and self.lines[-1].outside == line.outside:
                self.outside_blocks.setdefault(line.outside.section, []).append(line.line)
            self.blank_run = 0
            self.lines.append(line)
            return
        if self.blank_run and self.lines and (line.zone != self.zone
                                              or line.line in self.own_zone_lines):
            # "Commander: Name" after a blank line names its own zone: the blank line
            # still parts the lines before it from the next that name none
            self.lines.append(line)
            return
        if self.blank_run:
            if self.lines and not self._own_zone_block():
                self.block_starts.append(len(self.lines))
                self.gaps.append(self.blank_run)
                if len(self.lines) > self.section_starts[-1]:
                    self.section_blocks.append((len(self.lines), self.zone))
            self.blank_run = 0
        self.lines.append(line)

    def _own_zone_block(self) -> bool:
        """Whether every line of the last block names its own zone (``Commander:
        Name``, ``CM: 1 Name``): the next line, after a blank line, then starts no new
        block, as the export convention places only the lines that name no zone."""
        return not any(line.zone == self.zone and line.line not in self.own_zone_lines
                       for line in islice(self.lines, self.block_starts[-1], None))

    def _error(self, number: int, message: str) -> None:
        self.findings.append(Finding("parse-error", message, line=number))

    def _tagged_zone(self, text: str, zone: str, number: int) -> None:
        """A ``parse-error`` on line ``number`` when the card line ``text``, read in
        ``zone``, starts with a tag naming another zone (``<SB> 1 Hydroblast``,
        ``<Sideboard>``): the reader drops a tag, and the card was counted in the main
        deck without a word (a sixteenth sideboard card so written, legal)."""
        tag = _ZONE_TAG().match(text) if text.lstrip()[:1] == "<" else None
        if tag is None:
            return
        named = _zone_of(tag["words"], self.zones)
        if named is not None and named in self.zones.zones and named != zone:
            self._error(number, f"the tag '{tag[0].strip()}' names the "
                        f"{self.zones.label(named)}, but a tag is dropped: the card is "
                        f"counted in the {self.zones.label(zone)} (write its zone's header "
                        "on a line of its own, or its prefix: SB: 1 Name)")

    def finish(self) -> Decklist:
        self._both_zones_titles()
        self._note_late_keys()
        self._undouble()
        self._zone_to_its_header()
        self._deck_after_single_kind()
        self._guess_deck_after_side()
        self._place_title()
        self._place_labelled_preamble()
        self._drop_archetype_titles()
        aside = self._set_aside_notes()
        apart = self._set_apart_sections()
        if self._is_block_export():
            said = len(self.findings)
            self._place_blocks()
            # the note of _place_blocks, if any, is the last finding: it says how the
            # blocks were read (none for the MTGO and Arena exports' own form)
            self.guesses.append(ZoneGuess(SIDE, frozenset(
                line.line for line in self.lines if line.zone == SIDE and line.line is not None),
                self.findings[-1] if len(self.findings) > said else None))
            if len(self.block_starts) > 2:
                self._keep_guess_after_first(self.findings[-1])
        elif self._blocks_without_headers():
            second = self.lines[self.block_starts[1]]
            self.note_headers(second.line, (
                f"{len(self.block_starts)} blocks of cards parted by blank lines and no "
                "header: all read as the deck, the blank lines as spacing; write a ",
                " header before a block that is the ", ""), (SIDE, _LABEL_SIDE))
            self._keep_guess_after_first(self.findings[-1])
        elif self._blocks_before_the_side():
            # 60 / blank / 15 / "SB: 1 Name": what names the sideboard does not say the
            # block after the blank line is the deck (16 sideboard cards were read as a
            # deck of 75 and a sideboard of 1: legal)
            self._keep_guess_after_first(None)
        elif self._blocks_under_the_deck_header():
            # read as the deck, as a header says, unless the format's deck is whole
            # without them: nothing to say until then (read_guessed_sideboard says it)
            later = frozenset(line.line for line in self.lines[self.block_starts[1]:]
                              if line.line is not None)
            self.guesses.append(ZoneGuess(SIDE, later, None, kept_in_deck=True,
                                          blocks=self._later_blocks()))
        elif after_groupings := self._blocks_after_the_groupings():
            # Creatures / Spells / Lands, then a block of no grouping of its own: the
            # format decides whether the groups are a whole deck and the block its side
            # deck (read_guessed_sideboard); it was read into the deck, 16 cards there legal
            later = frozenset(line.line for line in self.lines[after_groupings[0]:]
                              if line.line is not None)
            self.guesses.append(ZoneGuess(SIDE, later, None, kept_in_deck=True, blocks=tuple(
                line for start in after_groupings if (line := self.lines[start].line)
                is not None), grouped=True))
        elif after_commanders := self._blocks_after_single_kind():
            # Commander / 1 Name / (Deck) / the 99 / blank / 1 companion: the format
            # decides whether the deck is whole without the later blocks (it was read
            # into the deck: a legal deck and its companion, 101 cards, illegal)
            self.guesses.append(ZoneGuess(SIDE, frozenset(
                line.line for line in self.lines[after_commanders[0]:]
                if line.line is not None), None, kept_in_deck=True, blocks=tuple(
                    line for start in after_commanders
                    if (line := self.lines[start].line) is not None)))
        self._guess_after_no_side()
        self._guess_in_kind_section()
        self._guess_past_declared()
        self._guess_prefixed_sideboard()
        if aside or apart:
            self.lines = sorted([*self.lines, *apart, *self._beside_their_block(aside)],
                                key=lambda line: line.line or 0)
        self._order_places()
        two = (self._two_players() or self._two_named_decks() or self._zone_again()
               or self._numbered_decks() or self._labelled_decks() or self._owners_of_zones()
               or self._full_decks_again() or self._headed_again())
        if two is not None:
            return Decklist(fatal=two)
        lines = declare_companions(self.lines, self.metadata) if self.companion else self.lines
        if self.companion:
            self._companions_to_guesses()
        self._said_placings()
        if self.out_of_count:
            lines = self._out_of_count_lines(lines)
        decklist = Decklist(lines, self.metadata, self.findings, zone_lines=self.zone_lines,
                        metadata_lines=self.metadata_lines, guesses=self.guesses,
                        declared=self.declared, headers=self.headers,
                        card_headers=frozenset(self.card_headers),
                        remark_headers=frozenset(self.remark_headers), noted=self.noted,
                        outside_block=frozenset(self.outside_block),
                        under_skipped=self.under_skipped,
                        skipped_cards=tuple(self.skipped_cards),
                        zone_prefixed=frozenset(
                            line.line for line in lines if line.line in self.own_zone_lines
                            and line.bare and line.zone in self.zones.single_kind)
                        if self.own_zone_lines else frozenset())
        decklist.main_headers = self._parting_main_headers()
        decklist.counted_groupings = frozenset(self.counted_groupings)
        if self.list_heads:
            decklist.list_heads = self._list_heads()
        decklist.late_values = self.late_values
        decklist.commented_names = self.commented_names
        return decklist

    def _two_players(self) -> Finding | None:
        """The ``file-error`` of a list naming two players, each over or under cards of
        their own: card lines between the two players' lines and before the first or
        after the second (``Player: Ann``, her cards, ``Player: Bob``, his cards; or each
        name under its cards): two players' lists pasted in one file, read as one deck,
        Bob's cards Ann's sideboard, legal. ``None`` otherwise (a list copied with the old
        name left in over it, a name over the list and another under it: a note)."""
        if self.later_player is None or not self._each_over_cards("player", self.later_player):
            return None
        value, second = self.later_player
        return several_players([(self.metadata["player"], self.metadata_lines.get("player") or 0),
                                (value, second)], "file")

    def _two_named_decks(self) -> Finding | None:
        """The ``file-error`` of a list naming two decks or two events, each over or
        under cards of their own (``Deck: Ann``, her cards, ``Deck: Bob``, his cards;
        ``Name:``, ``Event:`` too): two decks pasted in one file, which were read as one
        legal deck; ``None`` otherwise (one name in the other's words, ``Burn`` and
        ``Mono Red Burn``: one deck's)."""
        for key, (value, second) in sorted(self.later_named.items(),
                                           key=lambda named: named[1][1]):
            if self._each_over_cards(key, (value, second)):
                first = self.metadata[key]
                return Finding("file-error", f"the {key}s '{first[:40]}' and '{value[:40]}' "
                               f"(line {second}) named in one file, each over cards of its "
                               "own: two decks, not judged; one deck a file", line=second)
        return None

    def _each_over_cards(self, key: str, later: tuple[str, int]) -> bool:
        """Whether the first value of metadata ``key`` and the ``later`` one (its value
        and line) each stand over or under card lines of their own (card lines between
        them, and before the first or after the later one), and neither names in the
        other's words (``_one_name_within_the_other``)."""
        value, second = later
        first = self.metadata_lines.get(key) or 0
        # a metadata value read as a possible card (quietly: the names themselves) is none
        numbers = [line.line for line in self.lines if line.line is not None and not line.quiet]
        return (any(first < number < second for number in numbers)
                and any(number < first or number > second for number in numbers)
                and not _one_name_within_the_other(self.metadata[key], value))

    def _numbered_decks(self) -> Finding | None:
        """The ``file-error`` of a list heading one zone under two numbers (``Deck 1``,
        its cards, ``Deck 2``, more cards; untap's ``//deck-1`` and ``//deck-2``; ``Deck
        One``, ``First deck``, ``1. Deck``, ``Maindeck 1`` and ``Main Deck 2``) or two
        owners (``Ann's Deck``, ``Deck von Bob``): the numbers of two decks, which were
        read as one legal deck; ``None`` otherwise (numbers that count the cards under
        their headers: ``_counts_under``)."""
        for (zone, words), numbered in self.numbered_headers.items():
            again = self.numbered_again.get((zone, words))
            ranged = [text for text, _ in numbered.values() if _PART_RANGE().search(text)]
            if again is not None and ranged:
                # "Main 1 - 30" over a deck's first cards, then again over another's
                return Finding("file-error", f"the header '{ranged[0]}' gives its range "
                               f"again on line {again}: two decks' parts, not judged; one "
                               "deck a file", line=again)
            if len(numbered) > 1 and not self._counts_under(zone, numbered) and not (
                    (zone, words) not in self.numbered_again
                    and self._ranges_under(zone, numbered)):
                (one, (first, _)), (other, (second, line)) = sorted(
                    numbered.items(), key=lambda header: header[1][1])[:2]
                # "Deck 1", "Deck II"; "Ann's Deck", "Deck von Ann": an owner names it
                verb = "number" if all(map(_HEADER_NUMBER().fullmatch, (one, other))) else "name"
                return Finding("file-error", f"the headers '{first}' and '{second}' (line "
                               f"{line}) {verb} two decks: not judged; one deck a file",
                               line=line)
            if not words and len(numbered) == 1 and self._second_after_unnumbered(zone,
                                                                                  numbered):
                [(text, line)] = numbered.values()
                return Finding("file-error", f"the header '{text}' (line {line}) numbers a "
                               "second deck after the cards under an unnumbered one: not "
                               "judged; one deck a file", line=line)
        return None

    def _second_after_unnumbered(self, zone: str,
                                 numbered: Mapping[str, tuple[str, int]]) -> bool:
        """Whether ``zone``'s one ``numbered`` header numbers a second deck (2 or more, not
        a count of the cards under it) after a header of the zone without a number over
        cards of its own (``Deck``, its cards, ``Deck 2``, more cards: one legal deck
        before)."""
        [(written, (text, line))] = numbered.items()
        first = self.zone_lines.get(zone)
        numbered_lines = {at for (each, _), headers in self.numbered_headers.items()
                          if each == zone for _, at in headers.values()}
        # "Deck - 4 Black Lotus": a card line after the header, no deck's number; "60
        # Main": a count before the header's words
        return (written.isdecimal() and int(written) >= 2 and first is not None
                and not _HEADER_COUNT.match(text.lstrip("#/*= "))
                and first < line and first not in numbered_lines
                and line not in self.card_headers
                and self._cards_under(zone, first) > 0 and self._cards_under(zone, line) > 0
                and not self._counts_under(zone, numbered))

    def _labelled_decks(self) -> Finding | None:
        """The ``file-error`` of a list heading the main deck under two labels that name
        two decks (``Deck (Ann)``, her cards, ``Deck (Bob)``, his cards; ``Main Deck -
        Ann``, ``Mazo (Ana)``, ``Deck (Bob, cont.)``: ``_header_label``), or one name
        under two numbers (``Deck (Ann)`` and ``Deck (Ann 2)``), or a label after the
        cards of a header without one (``Deck``, its cards, maybe a side deck, ``Deck
        (Bob)``), each over cards of the deck: two owners' or two names' decks, which were
        read as one legal deck; ``None`` otherwise. One label in the other's words
        (``Deck (Ann Lee)``, ``Deck (Ann)``) is one owner's, and a header without a label
        (``Deck``) after a labelled one reopens the deck. Grouping labels alone (``Deck -
        Creatures``, ``Deck - Lands``) part one deck; beside a name, one is a deck's
        name (``Deck (Burn)`` and ``Deck (Elves)``, archetypes), unless it counts the
        cards under it (``Main Deck - Creatures (12)``: ``_a_miscount_at_most``)."""
        filled = [(label, text, line) for label, text, line in self.labelled_headers
                  if self._cards_under(MAIN, line)]
        if not filled:
            return None
        groupings = all(grouping for (_, _, grouping, _), _, _ in filled)
        named = [(label, text, line) for label, text, line in filled
                 if not self._counted_grouping(label, line)]
        if not named:
            return None
        first_label, first, first_line = named[0]
        unlabelled = None if groupings else self._unlabelled_before(first_line)
        if unlabelled is not None:
            return Finding("file-error", f"the header '{first}' (line {first_line}) names a "
                           f"deck after the cards under '{unlabelled}', which names none: "
                           "two decks, not judged; one deck a file", line=first_line)
        for label, text, line in named[1:]:
            if _two_decks_labelled(first_label, label, names=not groupings):
                return Finding("file-error", f"the headers '{first}' and '{text}' (line "
                               f"{line}) name two decks: not judged; one deck a file",
                               line=line)
        return None

    def _counted_grouping(self, label: HeaderLabel, line: int) -> bool:
        """Whether a header's ``label`` on ``line`` is a grouping's words whose count
        counts the main deck's cards under it (``Main Deck - Creatures (12)`` over 12):
        a part of the deck whatever other labels say."""
        _, _, grouping, count = label
        return grouping and count is not None and _a_miscount_at_most(
            count, self._cards_under(MAIN, line))

    def _unlabelled_before(self, line: int) -> str | None:
        """The first main deck's header before ``line`` with no label nor number
        (``Deck``) over card lines with their counts (a list's: not ``Sol Ring`` alone,
        after which ``Main - Sol Ring`` may be a card line, not a label), as written;
        ``None`` if none."""
        labelled = {at for _, _, at in self.labelled_headers}
        numbered = {at for (zone, _), headers in self.numbered_headers.items()
                    if zone == MAIN for _, at in headers.values()}
        counted = sorted(each.line for each in self.lines if each.zone == MAIN
                         and each.line is not None and not (each.bare or each.quiet))
        starts = self._under_table(MAIN)[0]
        for at in self.main_headers:
            if at >= line:
                return None
            first = bisect.bisect_right(counted, at)
            after = bisect.bisect_right(starts, at)
            if at not in labelled and at not in numbered and first < len(counted) and (
                    after == len(starts) or counted[first] < starts[after]):
                return self.main_headers[at] or "Deck"
        return None

    def _full_decks_again(self) -> Finding | None:
        """The ``file-error`` of a list whose main deck's header, however written, heads
        a full constructed deck (``FULL_CONSTRUCTED_DECK`` cards) twice or more (``Deck``,
        60 cards, ``Deck``, 60 more: two Arena exports, the first with no sideboard; ``Deck
        (60)`` twice; ``Deck (1 of 2)`` and ``(2 of 2)`` over a deck each): read as one
        legal deck of both decks' cards; ``None`` otherwise (a header reopening the deck
        for a few more cards, as Cockatrice reads it)."""
        if not _two_decks_of_cards(self.lines, FULL_CONSTRUCTED_DECK):
            return None  # (most lists: no header's count asked)
        full = [line for line in self.main_headers
                if self._cards_under(MAIN, line) >= FULL_CONSTRUCTED_DECK]
        return _full_decks_finding(full, FULL_CONSTRUCTED_DECK) or full_runs_finding(
            self.lines, self._parting_main_headers(), FULL_CONSTRUCTED_DECK,
            self._list_heads())

    def _parting_main_headers(self) -> tuple[int, ...]:
        """The lines of the main deck's headers that may start another deck's run of
        cards (``full_runs_finding``): not one saying its part goes on (``Deck (cont.)``,
        ``continues``), which heads more of the same deck whatever its size (a Mage Noir
        deck of 85 cards, 45 under ``Deck`` and 40 under ``Deck (cont.)``, was refused as
        two decks of 40)."""
        return tuple(at for at in self.main_headers if at not in self.continuing)

    def _headed_again(self) -> Finding | None:
        """The ``file-error`` of a main deck's header over cards of its own, after cards
        of the main deck, under a list's head (``_second_lists_head``: ``Format:
        mtg/modern``, ``Player: Bob``, ``# Bob``, only blank lines or other such lines
        between): a second list pasted under the first (each was one legal deck of both
        lists' cards); ``None`` otherwise (``Deck`` reopened, as Cockatrice reads it)."""
        for line, text, heads in self.headed_again:
            first = heads[0][0]
            if not self._cards_under(MAIN, line) or not any(
                    card.zone == MAIN and card.line is not None and card.line < first
                    and not (card.quiet or card.bare or card.heading or card.maybe_header)
                    for card in self.lines):
                # no list's card line with its count before the head: a title, a field
                # or a comment above the list read as a possible card
                continue
            head = next((each for each in heads if self._second_lists_head(*each)), None)
            if head is not None:
                number, kind, written = head
                return Finding("file-error", f"the header '{text}' (line {line}) under "
                               f"'{_head_written(kind, written)}' (line {number}) heads a "
                               "second list after the first's cards: two decks, not "
                               "judged; one deck a file", line=line)
        return None

    def _second_lists_head(self, number: int, kind: str, text: str) -> bool:
        """Whether line ``number`` (a metadata key, or ``COMMENT`` or ``HEADING``, and
        its value or text), above a main deck's header after cards, heads a second list:
        a metadata line of the list's (not notes, nor a player's or a deck's name the
        list gave before it, one of the other's words: ``Player: Ann`` again is Ann's
        list going on), or a comment or a heading of a title's words (``# Bob``; not a
        grouping's, a zone's, a part's or a continuation's words, nor a card line)."""
        if not self._list_head(kind, text):
            return False
        if kind not in (COMMENT, HEADING):
            first = self.metadata.get(kind, "")
            return not (self.metadata_lines.get(kind) != number and (
                normalise(first) == normalise(text) or (
                    kind in _OWN_NAME_KEYS and _one_name_within_the_other(first, text))))
        # "# Bob" again: his list goes on
        return not self.titles_seen.get(_head_words(kind, text), number) < number

    def _list_head(self, kind: str, text: str) -> bool:
        """Whether a line (a metadata key, or ``COMMENT`` or ``HEADING``, and its value
        or text) may head a list, whatever came before it: a metadata line of the list's
        (``_HEAD_KEYS``), or a comment or a heading of a title's words (``# Bob``; not a
        grouping's, a zone's, a part's or a continuation's words, nor a card line)."""
        if kind not in (COMMENT, HEADING):
            return kind in _HEAD_KEYS
        words = _head_words(kind, text)
        return any(character.isalpha() for character in words) and not (
            _card_line_by_count(words) or _grouping_label(words, self.zones)
            or continues(words) or _PART_OF().search(words.casefold()))

    def _list_heads(self) -> dict[int, str]:
        """The lines after card lines that may head a second list (``_list_head``:
        ``Format: mtg/modern``, ``Deck: Burn``, ``# Bob``), each as written, by line:
        where a run of the main deck's cards may begin (``full_runs_finding``)."""
        return {number: written for number, kind, text, written in self.list_heads
                if self._list_head(kind, text) and self._a_heads_comment(kind, text)}

    def _a_heads_comment(self, kind: str, text: str) -> bool:
        """Whether a line of ``kind`` after card lines may head a list as a comment does:
        any line but a comment or heading; a comment written as a person's name is
        (``# Bob``: ``_written_as_a_name``), or one in a list whose first card line
        has a comment or heading above it (``# Ann`` ... ``# Bob (5-0)``). A comment of
        other words amid one long deck (``# Battle of Wits package``, ``## Late game``
        in a deck of 121 or 88 cards) was refused as a second deck's head."""
        if kind not in (COMMENT, HEADING):
            return True
        first = next((line.line for line in self.lines if line.line), 0)
        return _written_as_a_name(_head_words(kind, text), self.zones) or any(
            line < first for line in self.titles_seen.values())

    def _counts_under(self, zone: str, numbered: Mapping[str, tuple[str, int]]) -> bool:
        """Whether each of ``zone``'s ``numbered`` headers (its number as written -> the
        header and its line) gives the count of the ``zone`` cards under it, up to the
        next zone header, or misses it by a miscount (``_a_miscount_at_most``): ``Main
        Deck (34)`` over 34 cards and ``Main Deck (26)`` over 26 are one deck's counts
        (a declared-count warning says a miscount), not two decks' numbers; ``Deck - 12``
        over 32 cards and ``Deck - 13`` over 28 count none of them: two decks'."""
        return all(written.isdecimal() and _a_miscount_at_most(
            int(written), self._cards_under(zone, line)) for written, (_, line) in numbered.items())

    def _ranges_under(self, zone: str, numbered: Mapping[str, tuple[str, int]]) -> bool:
        """Whether ``zone``'s ``numbered`` headers each end in a part's range written with
        spaces (``Main 1 - 30``, ``Main 31 - 60``), in order of their lines the ranges run
        on from 1 (each starting after the last one's end), and each holds exactly the
        cards under its header: one deck's parts. Read as two decks' numbers with their
        counts, the second (deck 31, of 60 cards) would count none of its cards."""
        expected = 1
        for text, line in sorted(numbered.values(), key=lambda header: header[1]):
            ranged = _PART_RANGE().search(text.rstrip())
            if ranged is None or int(ranged["start"]) != expected or int(ranged["end"]) < \
                    expected or self._cards_under(zone, line) != int(ranged["end"]) - expected + 1:
                return False
            expected = int(ranged["end"]) + 1
        return True

    def _cards_under(self, zone: str, line: int) -> int:
        """The copies of ``zone``'s card lines under the zone header on ``line``, up to
        the next zone header. Read once ``finish`` has placed every line: the lines and
        headers are tabled on the first call (``_under_table``), each call a search
        (a list of thousands of headers took seconds asking each of all its lines)."""
        starts, places, sums = self._under_table(zone)
        after = bisect.bisect_right(starts, line)
        end = bisect.bisect_left(places, starts[after]) if after < len(starts) else len(places)
        return sums[end] - sums[bisect.bisect_right(places, line)]

    def _under_table(self, zone: str) -> tuple[list[int], list[int], list[int]]:
        """The lines of the zone headers, in order, and ``zone``'s card lines' numbers in
        order with the running sums of their copies before each (``_cards_under``)."""
        table = self.under_tables.get(zone)
        if table is None:
            starts = sorted(at for at, zone_header in self.headers if zone_header)
            counted = sorted((each.line, each.count) for each in self.lines
                             if each.zone == zone and each.line is not None)
            sums = [0]
            for _, count in counted:
                sums.append(sums[-1] + count)
            table = self.under_tables[zone] = (starts, [at for at, _ in counted], sums)
        return table

    def _zone_again(self) -> Finding | None:
        """The ``file-error`` of a list whose headers of the main and the side deck both
        come again, each with cards under it, after the other's cards (``Deck``, its
        cards, ``Sideboard``, its cards, ``Deck``, more cards, ``Sideboard``, more cards:
        two Arena exports pasted in one file, read as one deck, the two main decks one
        legal deck); ``None`` otherwise. A header of the main deck alone again after the
        side deck (``Decklist``, ``Sideboard``, ``Deck List``) opens the main deck again,
        as Cockatrice reads it."""
        again = [(zone, first, line) for zone, first, line, start in self.reentered
                 if any(card.zone == zone and not card.quiet
                        for card in self.lines[start:])]
        if {zone for zone, _, _ in again} != {MAIN, SIDE}:
            return None
        zone, first, line = again[0]
        label = "main deck" if zone == MAIN else "side deck"
        return Finding("file-error", f"the headers of the main deck and the side deck "
                       f"again from line {line} (the {label}'s first on line {first}): two "
                       "decklists in one file, not judged; one deck a file", line=line)

    def _guess_prefixed_sideboard(self) -> None:
        """Keep the sideboard lines written with a zone prefix (``SB: 1 Name``) as a guess
        (``ZoneGuess`` with a keeper), when no header names the sideboard and no other
        guess holds them: Cockatrice's text export and Magic Workstation's, which have no
        command zone, keep a Commander deck's commander there, so a Commander format reads
        its commanders from them (``rules.commander.read_guessed_commanders``); its keeper
        is ``TEXT_PREFIX_KEEPER``, which ``read_decklist`` makes the file's own form."""
        if not self.prefixed_side or SIDE in self.zone_lines or any(
                guess.zone == SIDE and not guess.kept_in_deck for guess in self.guesses):
            return
        prefixed = frozenset(line.line for line in self.lines if line.zone == SIDE
                             and line.line is not None and line.line in self.prefixed_side)
        if prefixed:
            self.guesses.append(ZoneGuess(SIDE, prefixed, None, TEXT_PREFIX_KEEPER))

    def _companions_to_guesses(self) -> None:
        """Tell each guess of lines kept in the deck (``ZoneGuess.kept_in_deck``) the
        lines of the ``Companion`` section (``companions``): once they move to the side
        deck, the companion's copy there is the one the section lists."""
        companions = frozenset(line.line for line in self.lines
                               if line.zone == COMPANION and line.line is not None)
        for guess in self.guesses:
            if guess.kept_in_deck:
                guess.companions = companions

    def _keep_guess_after_first(self, note: Finding | None) -> None:
        """Keep the deck's lines after the first block as a guess (``ZoneGuess``
        ``kept_in_deck``) with ``note``, the note that said how the blocks were read (it
        gives way to the guess's own): a format whose deck the first block fills alone
        reads them as the side deck (``guessed_zones.read_guessed_sideboard``)."""
        later = frozenset(line.line for line in self.lines[self.block_starts[1]:]
                          if line.zone == MAIN and line.line is not None)
        if later:
            self.guesses.append(ZoneGuess(SIDE, later, note, kept_in_deck=True,
                                          blocks=self._later_blocks()))

    def _guess_in_kind_section(self) -> None:
        """Keep the lines of the blocks after the first of a section of one kind of card
        (``Tokens`` / ``1 Treasure`` / blank / 60 cards / blank / 16 cards), parted by
        blank lines, as a guess (``ZoneGuess`` ``kept_in_deck``, its ``section``): the
        section keeps out its kind only, and the other cards in it are counted in the
        deck, but a format whose deck the first blocks fill reads the blocks after them
        as the side deck, as after a deck's blank line
        (``guessed_zones.read_guessed_sideboard``). They were all read into the deck, a
        side deck of 16 so written legal."""
        for section, starts in self.outside_blocks.items():
            later = frozenset(line.line for line in self.lines
                              if line.outside is not None and line.outside.section == section
                              and line.line is not None and line.line >= starts[0])
            if later:
                self.guesses.append(ZoneGuess(SIDE, later, None, kept_in_deck=True,
                                              blocks=tuple(starts), section=section))

    def _guess_past_declared(self) -> None:
        """Keep the main deck's card lines after those that make up the count its header
        declares (``Deck (60)`` over 76 card lines and no blank line: the 60th card ends a
        line), up to the next zone header, as a guess (``ZoneGuess`` ``kept_in_deck``,
        its ``declared`` header), when the list names no side deck: a sideboard written
        without its header, which a format whose deck the declared cards fill reads as
        the side deck (``guessed_zones.read_guessed_sideboard``). They were counted in
        the deck, a ``declared-count`` warning only: a side deck of 16 so written was
        legal in a format of no greatest deck size."""
        # the first count of the main deck's header only: a list of many is read once
        declared = next((each for each in self.declared
                         if each.scope == "zone" and each.zone == MAIN), None)
        if declared is None or SIDE in self.zone_lines \
                or any(guess.kept_in_deck for guess in self.guesses) \
                or any(line.zone == SIDE for line in self.lines):
            return
        end = min((number for number, zone in self.headers
                   if zone and number > declared.line), default=None)
        held, counted, later = 0, 0, list[int]()
        for line in self.lines:
            number = line.line
            if number is None or number <= declared.line or line.zone != MAIN \
                    or line.outside is not None or (end is not None and number > end):
                continue
            if held >= declared.count:
                later.append(number)
            else:
                counted += line.count
            held += line.count
        if later and counted == declared.count:
            self.guesses.append(ZoneGuess(SIDE, frozenset(later), None, kept_in_deck=True,
                                          blocks=(later[0],), declared=declared.text))

    def _guess_after_no_side(self) -> None:
        """Keep the main deck's card lines right after a line saying the side deck holds
        nothing (``Sideboard: none``), up to the next blank line, as a guess
        (``ZoneGuess`` ``kept_in_deck``, ``after`` the line): a person reads cards written
        under a side deck's line as its own, and a format whose deck is whole without them
        reads them so (``guessed_zones.read_guessed_sideboard``). They were read into the
        deck, a side deck of 16 so written legal."""
        if self.no_side is None or SIDE in self.zone_lines or any(
                line.zone == SIDE for line in self.lines):
            return
        number, written, empty = self.no_side
        first = next((index for index, line in enumerate(self.lines)
                      if (line.line or 0) > number), None)
        if first is None:
            return
        end = min((start for start in self.block_starts if start > first),
                  default=len(self.lines))
        later = frozenset(line.line for line in self.lines[first:end]
                          if line.zone == MAIN and line.line is not None)
        if later:
            self.guesses.append(ZoneGuess(SIDE, later, None, kept_in_deck=True,
                                          after=written, empty=empty))

    def _later_blocks(self) -> tuple[int, ...]:
        """The first line of each block of card lines after the first, in order."""
        return tuple(line for start in self.block_starts[1:]
                     if (line := self.lines[start].line) is not None)

    def _zone_to_its_header(self) -> None:
        """A comment of no header words (or a separator line) between the cards of a zone
        of one kind, with the main deck's header below them (``Commander`` / ``1 Ikra
        Shidiqi, the Usurper`` / ``// partner`` / ``1 Rograkh, Son of Rohgahh`` /
        ``Deck``): the list's own headers place the cards up to ``Deck`` in that zone, so
        the comment ends nothing (read as a category, it put the second commander in the
        deck, a legal deck illegal). Without a main deck header below, it still starts
        the deck."""
        deck_header = self.zone_lines.get(MAIN)
        for start, zone, number, note in self.bare_categories:
            if deck_header is None or deck_header < number:
                continue
            end = min((index for index in self.section_starts if index > start),
                      default=len(self.lines))
            block = range(start, end)
            if not block or any(self.lines[index].zone != MAIN
                                or (self.lines[index].line or 0) > deck_header
                                for index in block):
                continue
            for index in block:
                self.lines[index] = _in_zone(self.lines[index], zone)
            left = self.zones.label(zone)
            self.findings[self.findings.index(note)] = Finding(
                "reading", f"{note.message.split(' after the ')[0]} between the cards of "
                f"the {left} ends nothing: the cards after it, up to the "
                f"{self.zones.label(MAIN)} header, are in the {left}", line=number)

    def _guess_deck_after_side(self) -> None:
        """Keep the side deck's card lines after its first block as a guess that they are
        the deck (``ZoneGuess`` ``kept_in_side``, ``blocks`` each later block's first
        line), when the side deck's header heads cards, a blank line, then cards with no
        header of their own, and no main-deck header stands anywhere (``Side deck`` / 10 /
        blank / the 40): a format whose side deck the cards before a blank line fit reads
        the cards after it as the deck (``guessed_zones.read_deck_after_side``). Every card
        was read in the side deck, the deck empty: a legal deck illegal."""
        if MAIN in self.zone_lines or SIDE not in self.zone_lines:
            return
        starts = [start for start, zone in self.section_blocks if zone == SIDE]
        if not starts:
            return
        end = min((index for index in self.section_starts if index > starts[0]),
                  default=len(self.lines))
        later = frozenset(line.line for line in self.lines[starts[0]:end]
                          if line.zone == SIDE and line.line is not None)
        blocks = tuple(line for start in starts if start < end
                       and (line := self.lines[start].line) is not None)
        if later:
            self.guesses.append(ZoneGuess(MAIN, later, None, blocks=blocks, kept_in_side=True))

    def _deck_after_single_kind(self) -> None:
        """The commanders or the Magi under their header, a blank line, then the rest of
        the deck with no header of its own (``Commander`` / ``1 Name`` / blank / the
        99): with no main-deck header anywhere in the list, the block after the blank
        line is the deck, as a grouping header would make it, said by a note; a zone of
        one kind of card never takes a whole deck for want of a ``Deck`` line. A line that
        may be a grouping (``1 Trinket Mage``) is in the block it ends
        (``_card_or_grouping``), a card of it when the card data so says; a block of such
        lines alone (``Creatures (20)`` after the blank line) begins the deck itself, and
        has no note."""
        for start, zone in self.section_blocks:
            if not blank_line_ends_section(zone, self.zones, MAIN in self.zone_lines):
                continue
            end = min((index for index in self.section_starts if index > start),
                      default=len(self.lines))
            moved = [index for index in range(start, end) if self.lines[index].zone == zone]
            for index in moved:
                self.lines[index] = _in_zone(self.lines[index], MAIN)
            if not all(self.lines[index].maybe_header and self.lines[index].bare
                       for index in moved):
                # a grouping alone after the blank line ("21 Creatures") begins the deck
                # itself: no block of cards was placed by the blank line
                self.note(self.lines[start].line, deck_after_blank_note(
                    self.zones.label(zone), "line", "header"))

    def _undouble(self) -> None:
        """A list pasted double-spaced (a blank line after every card line, as some web
        pages copy; Penny Dreadful Tools reads it so): the single blank lines are no
        blocks, and two or three blank lines in a row stand for one."""
        blocks = len(self.block_starts)
        if (self.headers_seen or self.explicit_side or blocks < MIN_DOUBLE_SPACED
                or any(len(self._block(index)) != 1 for index in range(blocks))):
            return  # headers say where the zones are: blank lines are spacing anyway
        starts, gaps = [0], [0]
        for start, gap in zip(self.block_starts[1:], self.gaps[1:], strict=True):
            if gap > 1:
                starts.append(start)
                gaps.append(1 if gap <= 3 else 2)
        self.block_starts, self.gaps = starts, gaps
        if len(starts) > 1:
            self.note(self.lines[0].line, "a blank line after every card line: read as a "
                      "list pasted double-spaced, where only longer runs of blank lines "
                      "part blocks of cards")

    def _is_block_export(self) -> bool:
        """The MTGO / Arena convention: no header of any kind (a bare ``Creatures`` is a
        grouping header too) and two blocks of card lines with one blank line between
        (three with a companion alone in the first)."""
        if not self._blocks_without_headers():
            return False
        copies = [self._copies(self._block(index)) for index in range(len(self.block_starts))]
        return block_export(copies, self.gaps[1:], self._companion_first())

    def _blocks_without_headers(self) -> bool:
        """Whether the card lines fall in blocks parted by blank lines with no header of
        any kind (zone, grouping or ``SB:``): they are then read as a block export, or
        else all as the deck; a guess either way, said by a note."""
        return (len(self.block_starts) > 1 and not self._headed()
                and not self.explicit_side and not self._bare_groupings())

    def _last_card_line(self) -> int:
        """The number of the last line read as a card line, not a possible grouping."""
        return max((line.line or 0 for line in self.lines
                    if not (line.maybe_header and line.bare)), default=0)

    def _headed(self) -> bool:
        """Whether a header of the deck (a zone's, a grouping's) stands above a card line:
        one below every card line heads nothing (``Deck``, ``Companion`` or ``Lands (20)``
        left at a list's end), and the export convention still holds (it read a sideboard
        of 16 after the deck's blank line into the deck, legal)."""
        if not self.headers_seen:
            return False
        last = self._last_card_line()
        # "SB 1 Name": its own; a companion's section before the deck heads none of it
        return any(number <= last for number, _ in self._deck_headers())

    def _bare_groupings(self) -> bool:
        """Whether a line that may be a grouping header (``Creatures``) stands alone above
        a card line (one below them all, at a list's end, groups nothing)."""
        last = self._last_card_line()
        return any(line.maybe_header and line.bare and line.line not in self.counted_groupings
                   and (line.line or 0) < last for line in self.lines)

    def _blocks_before_the_side(self) -> bool:
        """Whether the card lines fall in blocks parted by blank lines and what names a
        zone names the side deck only, after the blocks start: lines written ``SB: 1
        Name``, a ``Sideboard`` header (or ``SB 1 Name``, a header over its card) below
        them (60 / blank / 15 / ``SB: 1 Name``), fewer than a whole sideboard's cards
        (``MAX_SIDEBOARD``). The blocks after the first are then kept as a guess, as in a
        list of no header (``_keep_guess_after_first``)."""
        if len(self.block_starts) < 2 or not (self.explicit_side or SIDE in self.zone_lines):
            return False
        second = self.lines[self.block_starts[1]].line or 0
        named = sum(line.count for line in self.lines if line.zone == SIDE)
        # a whole sideboard named so (15 SB: lines) leaves a block after the deck's
        # blank line the deck's (60 / blank / 4 Spell Snare / 15 SB: lines: 64 and 15)
        return (named < MAX_SIDEBOARD and set(self._deck_zones()) <= {SIDE}
                and not self._bare_groupings()
                and all(line > second for line, _ in self._deck_headers()))

    def _blocks_under_the_deck_header(self) -> bool:
        """Whether the card lines fall in blocks parted by blank lines under one header,
        the main deck's, before them all (``Deck`` / 60 / blank / 15, as a list typed
        after Arena's header is): the blocks after the first are then kept as a guess
        (``ZoneGuess.kept_in_deck``), the side deck of a format whose deck the first fills
        alone (it was read into the deck: a sideboard of 20 so written was legal)."""
        headers = self._deck_headers()
        return (len(self.block_starts) > 1 and not self.explicit_side
                and len(headers) == 1 and self._deck_zones() == [MAIN]
                and headers[0][0] == self.zone_lines[MAIN]
                and all(line.zone == MAIN and (line.line or 0) > self.zone_lines[MAIN]
                        and not (line.maybe_header and line.bare)
                        for line in self.lines))

    def _blocks_after_the_groupings(self) -> list[int]:
        """The indexes (in ``lines``) where the blocks of card lines after the last header's
        block start, a grouping's, a heading's or the deck's header again (``Creatures`` /
        ... / ``## Lands (20)`` / ... / a blank line / a block under none), when every
        card line is the main deck's by no header but the deck's (no ``Sideboard``, no
        ``SB:``); else ``[]``."""
        if (len(self.block_starts) < 2 or self.explicit_side
                or not set(self._deck_zones()) <= {MAIN}
                or any(line.zone != MAIN for line in self.lines)):
            return []
        # a grouping's or a heading's line, or a name alone that may head (Creatures)
        last = max((*(number for number, _ in self._deck_headers()), *(
            line.line or 0 for line in self.lines if line.maybe_header and line.bare)),
            default=None)
        # a block right under the main deck's header written again (``Deck`` / 44 cards /
        # blank / ``Deck (cont.)`` / 12 cards) is that header's, not one of no header of
        # its own: only the blocks after its first are (the 12 were read as the side deck,
        # a deck refused); under a grouping or a heading, each block after it is
        if last is None:
            return []
        again = last in self.main_headers and len(self.main_headers) > 1
        return [start for start in self.block_starts[1:]
                if (self.lines[start - (1 if again else 0)].line or 0) > last]

    def _blocks_after_single_kind(self) -> list[int]:
        """The indexes (in ``lines``) where the blocks of card lines after the deck's first
        start, parted by blank lines, when the list's only headers are those of a zone of
        one kind of card (``Commander``, ``Magi``) and maybe the main deck's, above them
        all, no line names the side deck and the deck's lines come last (``Commander`` /
        ``1 Name`` / ``Deck`` / the 99 / blank / ``1 Umori, the Collector``); else
        ``[]``. The format decides whether they are its side deck (a Commander deck's
        companion: ``rules.commander.read_guessed_companion``)."""
        zones = set(self._deck_zones())
        if (len(self.block_starts) < 2 or self.explicit_side
                or zones.isdisjoint(self.zones.single_kind)
                or not zones <= {MAIN, *self.zones.single_kind}):
            return []
        first_main = 1 + max((index for index, line in enumerate(self.lines)
                              if line.zone != MAIN), default=-1)
        later = [start for start in self.block_starts if start > first_main]
        if not later or any(line.outside is not None or (line.maybe_header and line.bare)
                            for line in self.lines[later[0]:]):
            return []
        first_later = self.lines[later[0]].line or 0
        if any(number > first_later for number, _ in self._deck_headers()):
            return []
        return later

    def _companion_first(self) -> bool:
        """Whether the first of three blocks is one copy of one card (a companion)."""
        first = self.lines[: self.block_starts[1]]
        return len(first) == 1 and first[0].count == 1

    def _block(self, index: int) -> range:
        starts = [*self.block_starts, len(self.lines)]
        return range(starts[index], starts[index + 1])

    def _copies(self, block: range) -> int:
        return sum(self.lines[index].count for index in block)

    def _place_blocks(self) -> None:
        """Put the blocks of a block export in their zones as ``place_blocks`` decides,
        saying why."""
        copies = [self._copies(self._block(index)) for index in range(len(self.block_starts))]
        case = place_blocks(copies, self._companion_first()).case
        if case == LAST_OF_MANY:
            last = self._block(len(self.block_starts) - 1)
            self._to_side(last, (f"{len(self.block_starts)} blocks of cards and no header: "
                                 f"the last ({plural(self._copies(last), 'card')}, after a "
                                 f"deck of {self._copies(range(last[0]))}) is read as the ",
                                 ", the others as the deck; write a ",
                                 " header to say otherwise"), (_LABEL_SIDE, SIDE))
            return
        if case == COMPANION_FIRST:
            companion = self.lines[0]
            self._move(self._block(2), SIDE)
            # the card data tells later whether the card is a companion: the note says
            # only how Arena writes one, never that this card is one
            self.note(companion.line, f"three blocks of cards and no header: '{companion.name}' "
                      "alone in the first is read in the sideboard (Arena writes a "
                      "companion so and lists it again in the sideboard, where a companion "
                      "card is counted once), the second as the deck, the third as the "
                      "sideboard")
            third = {normalise(self.lines[index].name) for index in self._block(2)}
            self.lines[0] = _in_zone(companion, SIDE)
            if normalise(companion.name) in third:
                # Arena lists its companion again in the sideboard, counted there once;
                # a card that is no companion is a sideboard card of its own
                self.lines[0] = self.lines[0]._replace(outside=Outside(
                    "the first block", ("companion",), "the sideboard", None, LISTED_AGAIN))
            return
        first, second = self._block(0), self._block(1)
        if case == SIDE_FIRST:
            self._to_side(first, ("two blocks of cards and no header: the first "
                                  f"({plural(self._copies(first), 'card')}) is read as the ",
                                  f" and the second ({self._copies(second)} cards) as the ",
                                  ", as MTGO writes a list with a companion; write a ",
                                  " header to say otherwise"),
                          (_LABEL_SIDE, _LABEL_MAIN, SIDE))
            return
        if case == SECOND_UNSAID:
            # a constructed deck and at most a sideboard's cards: the MTGO .txt and MTG
            # Arena exports' own form, read as they define it, with no note on every
            # legal deck (a note draws a problem table and a CI notice)
            self._move(second, SIDE)
            return
        self._to_side(second, ("a second block of cards after one blank line and no header: "
                               "read as the ", " (the MTGO and Arena export convention); "
                               "write a ", " or ", " header to say otherwise"),
                      (_LABEL_SIDE, MAIN, SIDE))

    def _to_side(self, block: range, why: tuple[str, ...], zones: tuple[str, ...]) -> None:
        """Put the lines of ``block`` in the sideboard (``_move``), saying on its first
        line ``why``, its parts parted by the words of ``zones`` (``note_headers``)."""
        self._move(block, SIDE)
        self.note_headers(self.lines[block[0]].line, why, zones)

    def _move(self, block: range, zone: str) -> None:
        """Put the lines of ``block`` in ``zone``, but for those that name their own zone
        (``Commander: Name`` in an export without headers, where the rest are main)."""
        for index in block:
            line = self.lines[index]
            if line.zone == MAIN and line.line not in self.own_zone_lines:
                self.lines[index] = _in_zone(line, zone)


#: Where a comment starts after a card line: ``//`` (also run into the name), two
#: hyphens or more after a space, ``#``.
_COMMENT_START = _lazy(r"\s+//+|(?<=[^\s/])//+(?=\s|$)|\s+--+(?=\s|$)|\s+#+|(?<=[^\s#&])#+(?=\s)")


#: What parts a heading's or comment's words (``Burn - Sideboard``, ``Spells //
#: Sideboard``, ``Burn (Sideboard)``, ``Burn: Sideboard``).
_HEADING_PARTS = _lazy(r"\s*(?://+|#+|--+|[\-\u2013\u2014|:])\s+|\s*[()\[\]]\s*")
#: The marks a heading or comment line starts with.
_HEADING_MARKS = _lazy(r"^[#/\s*_=>~-]+")


def _zone_after_words(text: str, zones: ZoneTable) -> tuple[str, str] | None:
    """The part of a heading or comment line (``## Spells // Sideboard``) after its
    first words that names a zone or a section as its header does, and that zone
    (``skip`` for a section outside the deck), else ``None``."""
    body = _HEADING_MARKS().sub("", text)
    parts = [part.strip(" *_") for part in _HEADING_PARTS().split(body)]
    for part in parts[1:]:
        if part and (zone := _zone_of(part, zones)) is not None:
            return part, zone
    return None


def _zone_named_in_comment(text: str, zones: ZoneTable) -> tuple[str, str] | None:
    """The comment (as written, from its mark) after a card line that names a zone or a
    section as its header does (``// Sideboard``, ``# SB:``, ``-- Maybeboard (3)``) and
    that zone (``skip`` for a section outside the deck), else ``None``; a comment of
    other words (``// side plan``, ``# !Commander``) names none."""
    for start in _COMMENT_START().finditer(text):
        if not text[:start.start()].strip():
            continue
        comment = text[start.end():]
        words = re.split(r"\s+(?://|--|#)", comment, maxsplit=1)[0].strip()
        zone = _zone_of(words, zones) if words else None
        if zone is not None:
            return f"{start[0].strip()} {words}", zone
    return _zone_named_in_mark(text, zones)


#: The characters a mark on a card line opens with (``(SB)``, ``<Sideboard>``, ``^SB^``).
_MARK_OPENINGS = frozenset("([{<^")
#: What stands around a section's word in a mark or comment after a card (``[Considering]``,
#: ``// Maybeboard:``), left out where a message writes the word as a line prefix.
_SKIP_WORD_EDGES = _lazy(r"^[\W_]+|[\W_]+$")


def _zone_named_in_mark(text: str, zones: ZoneTable) -> tuple[str, str] | None:
    """A mark after a card's name that names a zone or a section as its header does
    (``(SB)``, ``(side)``, ``<Sideboard>``, ``^SB^``; not a set's code or name) as
    written, and that zone, else ``None``: read as a set code or a tag, it was dropped,
    the card counted where the line stands. A tag (``<Companion>``, ``^Commander^``)
    names a role's zone too: it is dropped as any tag, so a companion so marked in the
    sideboard was an undeclared sideboard card, its condition's failure a warning."""
    if _LABEL_OPENERS.isdisjoint(text):
        return None
    for match in _LABEL_TEXT().finditer(text):
        if not text[:match.start()].strip():
            continue
        group, inside = next((index, group) for index, group in enumerate(match.groups())
                             if group is not None)
        words = _CATEGORY_FLAGS().sub("", inside).strip()
        if (_TWO_LETTERS().search(words) and not is_set_code(words)
                and set_key(words) not in _set_names()
                and (zone := _zone_of(words, zones)) is not None
                and (zone in (MAIN, SIDE, "skip") or (zone in _ROLE_ZONES and (
                    group < _CODE_GROUPS or _set_code_shape(words))))):
            # in braces a role's word (Commander, Companion) stays in the name, an
            # unknown card, but for one of a set code's shape, dropped as one
            # (``{CMPN}``; at a line's end in round brackets, ``(CMDR)``, it places the
            # card: ``_role_mark``); a label or tag is dropped whatever it says
            # (an Archidekt category that places the card, ``[Companion]``, is the
            # line's own zone)
            return match[0], zone
    return None



#: What opens a ``DeckLine.marked`` entry of a zone's word after a card's name
#: (``_zone_word_last``): the word, a tab, then the ``parse-error``'s message.
ZONE_WORD = "@zone "
#: What opens a ``DeckLine.marked`` entry of another field of a tool's card element than
#: the one its name is read from (``<card name="Island">Oko, Thief of Crowns</card>``):
#: where the text stands, a tab, then the text (``settle_reading``).
FIELD_WORD = "@field "
#: What opens a ``DeckLine.marked`` entry of a note the reader drops, read as a ``#
#: comment`` is (a tab-parted cell after a card line): where it stands, a tab, the text.
NOTE_WORD = "@note "
#: Where a tab-parted cell after a card line stands, in a ``NOTE_WORD`` entry.
IN_A_TAB_CELL = "in a cell after a tab"
#: Where a ``# comment``'s text stands, in a ``FIELD_WORD`` entry (``note_names``).
AFTER_A_HASH = "after its '#'"
#: Where a part of a card line's name after a bar stands, in a ``NOTE_WORD`` entry.
AFTER_A_BAR = "beside its '|'"
#: What opens a ``DeckLine.marked`` entry of a mark that is a set's name
#: (``_named_or_set``): the sets' codes parted by spaces, a tab, then the mark's text.
SET_WORD = "@set "
#: What opens a ``DeckLine.marked`` entry of a tag or a category in brackets that is a
#: role word (``role_word``: ``[Counterspell]``), read as the category.
ROLE_WORD = "@role "


def untitled_cell_marks(cells: Iterable[str]) -> tuple[str, ...]:
    """``DeckLine.marked`` entries (``FIELD_WORD``) of a table row's cells under no title
    (past its header's, or under a column it leaves untitled), in a text list's table or
    a CSV export: a card's name alone there, which no column reads and no note counts,
    makes the row's line a ``parse-error`` naming both (``| 4 | Ponder | Black Lotus |``
    under ``| Qty | Card |``: the banned card was dropped unsaid)."""
    return tuple(f"{FIELD_WORD}in a cell under no title of its table\t{cell.strip()}"
                 for cell in cells)


#: Where a table row's cell under a title no role reads stands, in a ``FIELD_WORD``
#: entry (``other_name_marks``): ``settle_reading`` reads a set's name or code there as
#: the set's.
IN_A_COLUMN = "in its column '"


def tab_cell_marks(cells: Iterable[str]) -> tuple[str, ...]:
    """``DeckLine.marked`` entries of a tab-parted row's ``cells`` after its card line
    (``1 Island<tab>The One Ring``), each holding a letter (a price's cell says nothing):
    a set's name as a mark's is (``_named_or_set``: ``Time Spiral``, the printing of a
    card printed there), any other a ``NOTE_WORD`` entry, read as a ``# comment`` is (the
    card it names was dropped unsaid), as written and without its printing
    (``_strip_printing``: ``The One Ring (LTR) 246``). Pure; never raises."""
    return tuple(dict.fromkeys(
        entry for cell in cells if any(char.isalpha() for char in cell)
        for entry in (
            *(_named_or_set(cell) if _sets_by_name().get(set_key(cell)) is not None
              else f"{NOTE_WORD}{IN_A_TAB_CELL}\t{form}"
              for form in dict.fromkeys((cell, _strip_printing(cell)[0])) if form),
            *note_names(cell, IN_A_TAB_CELL))))


def price_cell_notes(cells: Iterable[str], number: int) -> list[Finding]:
    """The ``reading`` note of each price cell (``chatmarkup.price_cell``: ``$0.25``)
    among a tab row's ``cells`` after its card line on line ``number``: dropped, as a
    price after the name is, but said (it was dropped unsaid); the reader says a file's
    first alone. Pure; never raises."""
    return [Finding("reading", f"'{cell.strip()[:40]}' in a cell after a tab is read as "
                    "a price: dropped, as each such cell is", line=number)
            for cell in cells if price_cell(cell)]


def bar_part_marks(written: str) -> tuple[str, ...]:
    """``DeckLine.marked`` entries of the parts of a card line's name as ``written``
    parted by bars (``Island | Fury``), each but one a set's name or code only as the
    reader reads it (``Island | LEA``): a set's name as a mark's is (``_named_or_set``),
    any other a ``NOTE_WORD`` entry, read as a ``# comment`` is (the card the reading
    dropped was said by an info note only). ``()`` for a name with no bar."""
    if "|" not in written:
        return ()
    return tuple(
        _named_or_set(part) if _sets_by_name().get(set_key(part)) is not None
        else f"{NOTE_WORD}{AFTER_A_BAR}\t{part}"
        for part in (each.strip() for each in written.split("|")) if part)


def set_codes_named(cell: str) -> str | None:
    """The code, in capitals, of the set whose full name ``cell`` is in some game's card
    data (``Modern Horizons 2``: ``MH2``; of several sets so named, the first code in
    order); ``None`` for a cell naming no set, or one that is a set code already."""
    if is_set_code(cell) or not cell.strip():
        return None
    codes = _sets_by_name().get(set_key(cell))
    return min(codes).upper() if codes else None


def names_a_set(cell: str) -> bool:
    """Whether ``cell`` is a set's name or code in some game's card data (``Time
    Spiral``, ``LRW``), as a column of a sheet's printing holds one."""
    return set_key(cell) in _set_names() or is_set_code(cell)


def other_name_marks(cells: Iterable[tuple[str, str]]) -> tuple[str, ...]:
    """``DeckLine.marked`` entries (``FIELD_WORD``) of a table row's cells under a title
    of a name no column of the reader reads (``(title, cell)``: ``Printed Name``,
    ``Foreign Name``): a card's name there other than the row's card's in any language
    makes the row's line a ``parse-error`` naming both, as a second name column that
    disagrees does (``4,Island,The One Ring`` under ``Count,Name,Printed Name``: the
    banned card was dropped unsaid); a role word under a title of tags or categories
    (``_CATEGORY_TITLE``: ``Counterspell``) is a ``ROLE_WORD`` entry, read as the
    category."""
    return tuple(dict.fromkeys(
        f"{ROLE_WORD}{name}" if _CATEGORY_TITLE().search(title) and role_word(name)
        else f"{FIELD_WORD}{IN_A_COLUMN}{title.strip()[:40]}'\t{name}"
        for title, cell in cells for name in _cell_names(title, cell)))


#: A column's title of tags or categories, whose role words (``role_word``: Archidekt's
#: ``Counterspell``) are read as the categories they are; not a Notes column's.
_CATEGORY_TITLE = _lazy(r"(?:^|[\s_\-.(])(?:tags?|categor(?:y|ies)|labels?|roles?)"
                        r"(?:$|[\s_\-.):])", re.I)


#: A column's title of tags, categories or notes, whose cells may hold a list of them
#: or lines (``_cell_names``): not a deck's, a player's or a folder's name (``Burn - SB``).
_TAGS_TITLE = _lazy(r"(?:^|[\s_\-.(])(?:tags?|categor(?:y|ies)|notes?|comments?|labels?|"
                    r"roles?|remarks?)(?:$|[\s_\-.):])", re.I)


def _cell_names(title: str, cell: str) -> Iterator[str]:
    """The names a CSV export's or a table's ``cell`` under ``title`` may give
    (``other_name_marks``): the whole cell, then, under a title of tags, categories or
    notes (``_TAGS_TITLE``), each of its lines' tags as a text mark's are read
    (``tag_names``: ``Ramp, Grief``, ``Ramp;Grief``, ``Grief/Removal``; a quoted Notes
    cell of several lines, ``Grief`` on one), each holding two letters or more."""
    yield " ".join(cell.split())
    if not _TAGS_TITLE().search(title):
        return
    for line in cell.splitlines():
        for name, _ in tag_names(" ".join(line.split())):
            if _TWO_LETTERS().search(name) and name.casefold() not in CATEGORY_WORDS:
                yield name.strip()


def zone_word_mark(name: str, zone: str) -> tuple[str, ...]:
    """``_zone_word_last`` for a card's name as another tool's name field holds it (a CSV
    export's name cell: ``Duress SB`` on a row of the main deck), with the bundled
    games' words; its message says where the row's zone is written. Never raises."""
    return _zone_word_last(name, bundled_zones(), zone,
                           "the row is read in the {zone} (give the row's zone in its board "
                           "column)")


def _zone_word_last(text: str, zones: ZoneTable, zone: str,
                    read_in: str = "the line and the cards after it are read in the {zone} "
                                   "(write the header on a line of its own, or the line's "
                                   "zone prefix before its count: SB: 1 Name)"
                    ) -> tuple[str, ...]:
    """The last or first word or two of a card line's name (``_last_zone_words``) that
    name another zone or section than ``zone`` (the one the line is read in) as its
    header does (``4 Duress SB``, ``4 SB Duress``, ``1 Jegantha, the Wellspring CMPN``),
    as a ``DeckLine.marked`` entry
    (``ZONE_WORD``, the words, a tab and the ``parse-error``'s message), else ``()``:
    when the line's card is read without them (dropped as a bare set code), they opened
    nothing, the card counted where the line stands, unsaid. A card whose name ends so
    (Seer of the Bright Side) is read whole, and ``settle_reading`` says nothing."""
    found = _last_zone_words(text, zones)
    if found is None or found[1] == zone:
        return ()
    written, named = found
    where = "a section outside the deck" if named == "skip" else f"the {zones.label(named)}"
    return (f"{ZONE_WORD}{written}\t"
            f"the word '{written}' beside the card names {where}, as its header does, but "
            f"opens nothing: {read_in.format(zone=_zone_said(zones, zone))}",)


def _last_zone_words(text: str, zones: ZoneTable) -> tuple[str, str] | None:
    """The last or first word or two of a card line's name, before any comment and
    without a count before or after it (``SB`` of ``4 Duress SB``, ``4 SB Duress``,
    ``Duress SB x4``), of letters only and beside at least one other word, that name a
    zone or a section as its header does, and that zone; else ``None``."""
    comment = _COMMENT_START().search(text)
    words = (text[:comment.start()] if comment else text).split()
    if words and _COUNT_BESIDE_NAME().match(words[0]):
        words = words[1:]
    if words and _COUNT_BESIDE_NAME().match(words[-1]):
        words = words[:-1]
    for size in (2, 1):
        if len(words) <= size:
            continue
        for part in (words[-size:], words[:size]):
            if not all(word.isalpha() for word in part):
                continue
            written = " ".join(part)
            named = _zone_of(written, zones)
            if named is not None and (named in (MAIN, SIDE, "skip") or named in _ROLE_ZONES):
                return written, named
    return None


def side_header_after_title(text: str, zones: ZoneTable) -> str | None:
    """The side deck's header word or two that end a line of other words with no count
    nor a mark (``Burn Sideboard``, ``Mono-Red Burn Seitendeck``, as a deck's name then
    the header: ``Seitendeck``), else ``None``. A card's name may end so (``Seer of the
    Bright Side``, ``Side to Side``): the card data decides (``checker``). Pure."""
    return _header_after_title(text, zones, SIDE)


def _header_after_title(text: str, zones: ZoneTable, zone: str) -> str | None:
    """``side_header_after_title`` of ``zone``'s header words (``Affinity Deck``:
    ``Deck``, of the main deck). Pure."""
    stripped = text.strip()
    if not stripped[:1].isalpha() or not _SPACE_AND_LETTERS().search(stripped):
        return None
    # "Burn Sideboard (15)": the header's count after it, kept with the header it declares
    counted = _ZONE_COUNT_AFTER().search(stripped) if stripped[-1:] in _COUNT_ENDS \
        else None
    core = stripped[:counted.start()] if counted else stripped
    # "Fire // Ice Sideboard": a split card's name holds "//" between its halves' words
    found = _last_zone_words(core.replace("//", " ") if "//" in core else core, zones)
    if found is None or found[1] != zone or not core.endswith(found[0]):
        return None
    before = core[:-len(found[0])].split()
    if not before or "//" in (before[0], before[-1]) or not all(
            _TITLE_WORD().match(word) or word == "//" for word in before):
        return None
    return stripped[len(core) - len(found[0]):]


#: A zone's count after its header words (``Sideboard (15)``, ``Sideboard [15]``,
#: ``Sideboard - 15``, ``Sideboard: 15``).
_ZONE_COUNT_AFTER = _lazy(r"\s*(?:[(\[]\s*\d{1,3}\s*[)\]]|\s[-\u2013\u2014]\s*\d{1,3}"
                          r"|:\s*\d{1,3})$")


#: A space then a letter: a line of two words or more may name a deck, then a header.
_SPACE_AND_LETTERS = _lazy(r"\s[^\W\d_]")
#: A word of a deck's name before a header word: letters, maybe joined by a hyphen or an
#: apostrophe (``Mono-Red``, ``Bob's``).
_TITLE_WORD = _lazy(r"^[^\W\d_]+(?:['\u2019-][^\W\d_]+)*$")


#: A count written before or after a card's name (``4``, ``4x``, ``x4``).
_COUNT_BESIDE_NAME = _lazy(r"^(?:\d{1,3}[xX\u00d7]?|[xX\u00d7]\d{1,3})$")


#: A card's role in round brackets at the end of its line (``(Commander)``, ``(CMDR)``),
#: or in square ones (``[CMDR]``: a word of a set code's shape, which the markers keep),
#: or after a spaced dash (``- Commander``, ``\u2013 CMDR``) or between stars (``*Commander*``,
#: as ``*CMDR*``), maybe abbreviated with a full stop (``(Cmdr.)``).
_ROLE_IN_BRACKETS = _lazy(r"\s*(?:\(\s*(?P<words>[^()\[\]\d]{2,40}?)\s*\)"
                          r"|\[\s*(?P<code>[^()\[\]\d]{2,40}?)\s*\]"
                          r"|\s[-\u2013\u2014]\s*(?P<dashed>[^\W\d_][^()\[\]\d\-\u2013\u2014]"
                          r"{1,39}?)"
                          r"|\s\*\s*(?P<starred>[^\W\d_][^()\[\]\d*]{1,39}?)\s*\*)$")
#: How a note names what a role's mark makes the card, and where it is read (a zone of
#: one kind of card: ``_role_said``).
_ROLE_SAID = {COMMAND: "commander: read in the command zone",
              COMPANION: "companion: read in the sideboard, declared as the companion"}


def _role_said(zone: str, zones: ZoneTable) -> str:
    """What a role's mark makes the card and where it is read, for a note."""
    return _ROLE_SAID.get(zone) or f"card of the {zones.label(zone)}: read there"


def _role_mark(text: str, zones: ZoneTable) -> tuple[str, str, str] | None:
    """``(text without the mark, zone, mark)`` when a card line's ``text`` ends with a
    role's word in round brackets after the card's name (``1 Gut, True-Soul Zealot
    (Commander)``, ``(CMDR)``, ``(Cmdr.)``, ``(Commandant)``, ``(Companion)``, ``(CMPN)``;
    ``[CMDR]``, ``[CMPN]``, which the markers keep as a set code's shape; Magi-Nation's
    ``Nimbulo (Magi)``; after a spaced dash, ``- Commander``): a word that names the
    command zone or the companion's (``_ROLE_ZONES``),
    or a zone of one kind of card (the game data's ``single_kind``) as its header does,
    no set's code or name (``(Commander 2011)`` is a printing); else ``None``, nor for a
    mark with no name before it. A card whose name ends in brackets keeps them: none
    ends with a role's word. Raises nothing."""
    match = _ROLE_IN_BRACKETS().search(text)
    if match is None or not _TWO_LETTERS().search(text[:match.start()]):
        return None
    words = (match["words"] or match["code"] or match["dashed"] or match["starred"]).rstrip(".")
    zone = _zone_of(words, zones) if _TWO_LETTERS().search(words) else None
    if zone is None:
        zone = _zone_among_grouping_words(words, zones)
    if (zone not in _ROLE_ZONES and zone not in zones.single_kind and not (
            zone in _DECK_ZONES and match["dashed"] is None)) or is_set_code(words) \
            or set_key(words) in _set_names():
        return None
    return text[:match.start()].rstrip(), str(zone), match[0].strip()


def _zone_among_grouping_words(words: str, zones: ZoneTable) -> str | None:
    """The zone of one kind of card or of a role (``single_kind``, ``_ROLE_ZONES``) that
    ``words`` name beside words that only group a list (``grouping_words``: the card's
    region, rarity or type), as a player annotates a card with them (``Cald Magi``,
    ``Cald, Magi``: the Magi stack), else ``None``: it was an unknown card, while
    ``(Magi)`` and ``(Cald Creature)`` were each read. Raises nothing."""
    parts = [part for part in _GROUPING_GAPS().split(normalise(words)) if part]
    rest = [part for part in parts if part not in zones.grouping_words]
    if not rest or len(rest) == len(parts):
        return None
    zone = _zone_of(" ".join(rest), zones)
    return zone if zone in _ROLE_ZONES or zone in zones.single_kind else None


def _counted(text: str) -> bool:
    """Whether the card line ``text`` gives a count (``1 Duress``, ``Duress x2``)."""
    parsed = split_count(text)
    return parsed is not None and parsed[0] is not None


#: The zones of a role a mark or word beside a card's name may name besides the deck,
#: the side deck and the sections outside it: the command zone and the companion's,
#: whose words no other zone's are (a category ``[Stack]`` in a Magic deck is no Magi
#: stack: another game's zone is no zone of the deck a reader cannot tell the game of).
_ROLE_ZONES = frozenset({COMMAND, COMPANION})
_DECK_ZONES = frozenset({MAIN, SIDE})


def _marked_grouping(written: str, words: str, zone: str, zones: ZoneTable) -> str:
    """The ``parse-error`` message of a line ``written`` of a grouping's ``words`` and no
    count that a mark or prefix places in ``zone`` (``Creatures [Sideboard]``,
    ``[Sideboard] Creatures``): a heading over the zone's cards or a category of the line
    alone, either way no card; it opens nothing, as ``Creatures (Sideboard)`` does not."""
    return (f"'{written.strip()[:60]}' marks the grouping '{words}' as the "
            f"{zones.label(zone)}'s, but a mark opens nothing: the cards after it are read "
            "where they were (write the zone's header alone on a line of its own, or the "
            "grouping as a comment)")


def _zone_said(zones: ZoneTable, zone: str) -> str:
    """How a message names ``zone`` (``skip``: the section outside the deck)."""
    return "section outside the deck" if zone == "skip" else zones.label(zone)


@_remembered
def _zone_of(text: str, zones: ZoneTable) -> str | None:
    """The zone (or section, or ``skip``) a header line names, else ``None``."""
    if not _may_start_a_section(text, zones):
        return None
    zone = _zone_of_match(_header_match(text), zones)
    if zone is None and not text.isascii() and len(text) <= MAX_HEADER:
        # "메인 덱" (Korean for main deck): its last word is no count of another form
        zone = _zone_of_match(_ZONE_HEADER_ASCII_WORD().match(_one_space(text)), zones)
    if zone is None and _OPTIONAL_PLURAL().search(text):
        # "Attraction(s)", "Sticker(s)": the section's header is the plural
        zone = _zone_of_match(_header_match(text, plural=True), zones)
    if zone is None and (joined := _JOINED_BY_MARK().match(text)) is not None and (
            _zone_of_match(_header_match(f"{joined['deck']} - {joined['side']}"),
                           zones) == SIDE):
        # "Deck (réserve)", "Deck: Side": the deck's header, then the side deck's in
        # brackets or after a colon, heads the side deck (_joined_side_words); it was the
        # deck's header then a remark, or the deck's name, the side deck counted in the deck
        zone = SIDE
    return zone


#: A header's words, then others in brackets or after a colon (``Deck (réserve)``,
#: ``Deck: Side``), maybe a colon after them: ``_zone_of`` asks whether they join the
#: deck's header and the side deck's.
_JOINED_BY_MARK = _lazy(r"^\W*(?P<deck>[^\W\d_][^\d:\uff1a()\[\]]{0,40}?)\s*(?:[:\uff1a]\s*"
                        r"(?P<after>)|[(\[]\s*)(?P<side>[^\W\d_][^\d:\uff1a()\[\]]{0,40}?)"
                        r"\s*(?(after)|[)\]])\s*(?:[(\[]\s*\d{1,3}\s*[)\]])?\s*[:\uff1a]?\s*$")


#: The signs of a path's step, from a whole to its part (``Deck > Sideboard``).
_STEP_SIGNS = frozenset({">", ">>", "->", "-->", "=>", "\u00bb", "\u203a", "\u2192",
                         "\u27f6", "\u21d2", "\u25b8", "\u25b6"})
#: A part of a heading joining zones (``_joined_zones``): a count, maybe, then words (one
#: space, hyphen or apostrophe apart), then the rest (``Main 60``, ``Deck (60)``,
#: ``Sideboard (Ann)``, ``Sideboard together``).
_ZONE_PART = _lazy(r"^(?:(?P<before>\d{1,3}) )?(?P<words>[^\W\d_]+"
                   r"(?:[ '\u2019-][^\W\d_]+)*)(?P<rest>.*)$")
#: The count after a part's words (``60``, ``(60)``, ``: 60``, ``[60]``).
_PART_COUNT = _lazy(r"^ ?[:\uff1a]? ?[(\[]? ?(?P<count>\d{1,3})(?!\d) ?(?:[)\]]|$)")


@cache
def _zone_joiners(zones: ZoneTable) -> re.Pattern[str]:
    """What may join the parts of a heading naming zones (``_joined_zones``): a run of
    signs but brackets, colons and apostrophes (``/``, ``&``, ``+``, ``|``, ``>``, ``,``,
    any dash), or a word of the game data joining words or cards in any of its languages
    (``joining_words``, ``playing_words``, ``adding_words``, ``match_up_words``: ``and``,
    ``with``, ``plus``, ``vs``, ``und``, ``et``), captured."""
    words = (zones.joining_words | zones.playing_words | zones.adding_words
             | zones.match_up_words)
    return re.compile(r"( ?(?:[^\w\s()\[\]:\uff1a'\u2019]|_)+ ?| " + any_of(words)
                      + r"\.? )", re.I)


def _is_dash(sign: str) -> bool:
    """Whether ``sign`` (a joiner of ``_zone_joiners``) is dashes alone: each one of
    Unicode's dash punctuation (category Pd: hyphen, en and em dashes, ...) or the minus
    sign, spaced or not."""
    marks = sign.strip()
    return bool(marks) and all(mark == "\u2212" or unicodedata.category(mark) == "Pd"
                               for mark in marks)


class _JoinedZones(NamedTuple):
    """A heading naming the deck and the side deck in one line (``_joined_zones``):
    ``side`` whether it names the side deck alone (a dash, or a path's step from the deck
    to it), and the count written in each zone's part (``Main 60 | Side 16``), by zone."""

    side: bool
    counts: dict[str, int]


def _part_zone(part: str, zones: ZoneTable, words_after: bool = True
               ) -> tuple[str, int | None] | None:
    """The zone (or section) a part of a joined heading names by its first words
    (``_ZONE_PART``: ``Main Deck (60)``, ``15 Side``; with ``words_after``, other words
    after them too, ``Sideboard together``), and the count written before or right after
    those words; ``None`` when its first words name none, or when a number follows the
    count (a report's summary, ``Main deck 60 (at least 60)``)."""
    match = _ZONE_PART().match(part.strip())
    if match is None:
        return None
    words = match["words"].split(" ")
    for end in range(len(words), 0 if words_after else len(words) - 1, -1):
        zone = _zone_of(" ".join(words[:end]), zones)
        if zone is not None:
            break
    else:
        return None
    counted = _PART_COUNT().match(match["rest"]) if end == len(words) else None
    if any(char.isdigit() for char in match["rest"][counted.end() if counted else 0:]):
        return None  # "Main deck 60 (at least 60)": a summary of counts, no heading
    count = match["before"] or (counted["count"] if counted else None)
    return zone, None if count is None else int(count)


def _joined_parts(text: str, zones: ZoneTable) -> tuple[list[str], list[str]]:
    """The parts of a heading line ``text`` (its marks at both ends dropped) and the
    joiners between them (``_zone_joiners``); the words either side of a dash that
    together name a zone (``Side-board``, ``Main\u2011deck``) are one part's."""
    pieces = _zone_joiners(zones).split(_EDGE_MARKS().sub("", _one_space(text)))
    parts, joiners = pieces[::2], pieces[1::2]
    at = 0
    while at < len(joiners):
        # the words touching the dash, not a count or another header ("Deck 60-Side")
        touching = f"{parts[at].rpartition(' ')[2]}-{parts[at + 1].partition(' ')[0]}"
        if len(joiners[at]) == 1 and _is_dash(joiners[at]) and _zone_of(touching, zones):
            parts[at:at + 2] = [f"{parts[at]}-{parts[at + 1]}"]
            del joiners[at]
        else:
            at += 1
    return parts, joiners


#: The marks at a heading's ends (``**Deck/Sideboard**``, ``-- Main \u2013 Side --``).
_EDGE_MARKS = _lazy(r"^[\W_]+|[\W_]+$")


def _joined_zones(text: str, zones: ZoneTable, words_after: bool = True
                  ) -> _JoinedZones | None:
    """A heading line ``text`` whose parts, joined by signs, dashes or joining words
    (``_joined_parts``), each name a zone or section, the deck and the side deck among
    them, each part maybe with a count or an owner after its zone's words, or other words
    when joined by no dash (``Deck/Sideboard``, ``Main\u2013Side``, ``Main 60 | Side
    16``, ``Deck (60) / Sideboard (15)``, ``Deck and Sideboard``, ``Deck et
    R\u00e9serve``, ``Deck/Side/Maybe``, ``Deck & Sideboard together``): it names the
    side deck alone when every joiner is a dash (of any kind, spaced or not) or it is a
    path's step from the deck to its side deck (``Deck > Side``, ``_STEP_SIGNS``);
    either zone otherwise. ``None`` for any other line, and without ``words_after`` for
    one with other words (a comment's prose, ``// Deck and Sideboard updated``). Pure."""
    stripped = _one_space(text.strip())
    starts = _starts_loose_header(stripped, zones)
    if starts is False or (starts is None and not _may_name_a_section(text, zones)):
        return None  # a card line: no zone's words
    parts, joiners = _joined_parts(stripped, zones)
    if not joiners:
        return None
    dashes = all(map(_is_dash, joiners))
    # "Deck - Side Project": the deck's header, then a deck's name (_label_after)
    named = [_part_zone(part, zones, words_after and not dashes) for part in parts]
    if None in named or not {each[0] for each in named if each} >= _DECK_ZONES:
        return None
    counts = {zone: count for zone, count in reversed([each for each in named if each])
              if count is not None}
    step = (len(named) == 2 and named[0] is not None and named[0][0] == MAIN
            and joiners[0].strip() in _STEP_SIGNS)
    return _JoinedZones(step or dashes, counts)


#: A word of a heading: letters, maybe joined by an apostrophe (``Ann's``).
_HEADING_WORD = _lazy(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")
#: The most words a heading says before the zone it leaves (``Cards not in the deck``).
_MOST_LEAVING_WORDS = 6


def _left_zone(text: str, zones: ZoneTable) -> tuple[str, str] | None:
    """``(leaving words, zone)`` when a heading line ``text`` of no count first names
    the deck or the side deck by its first header words (one to three words, in any
    language of the game data) after at most ``_MOST_LEAVING_WORDS`` words among which
    a word of leaving or negation is (the game data's ``leaving_words``: ``Not in
    deck``, ``Removed from deck``, ``Out of deck``, ``No sideboard``, ``Cut from
    Sideboard``, ``Hors r\u00e9serve``, ``Nicht im Deck``), whatever follows (``Not in
    Deck:``, ``Not in Deck (Maybe)``): a heading saying its cards are not in that zone,
    no header of it. ``None`` otherwise. Pure."""
    stripped = text.strip()
    if not stripped or _count_first(stripped):
        return None
    words = [match[0] for match in _HEADING_WORD().finditer(stripped)]
    if any(_zone_of(" ".join(words[:end]), zones) in _DECK_ZONES
           for end in range(1, min(len(words), 3) + 1)):
        return None  # "Sideboard (not in main deck)": a zone's header, then words on it
    for start in range(1, min(len(words), _MOST_LEAVING_WORDS + 1)):
        for end in range(min(len(words), start + 3), start, -1):
            zone = _zone_of(" ".join(words[start:end]), zones)
            if zone in _DECK_ZONES:
                leaving = _leaving_words(words[:start], zones)
                return None if leaving is None else (leaving, str(zone))
    return None


def _leaving_words(words: list[str], zones: ZoneTable) -> str | None:
    """The first of ``words`` (or run of them) that is a word of leaving or negation of
    the game data (``leaving_words``: ``not``, ``out of``, ``pas dans``), as written,
    compared normalised; ``None`` when none is."""
    leaving = {normalise(word) for word in zones.leaving_words}
    for start in range(len(words)):
        for end in range(min(len(words), start + 3), start, -1):
            if normalise(" ".join(words[start:end])) in leaving:
                return " ".join(words[start:end])
    return None


def _loosely_joined(text: str, zones: ZoneTable) -> _JoinedZones | None:
    """A heading line ``text`` that ``_loose_header`` reads as the deck's header whose
    other words name the side deck too, in any language of the game data, however
    joined (``Deck, then Sideboard``, ``Deck & full Sideboard``, ``Deck 'n' Sideboard``,
    ``Deck (and Sideboard)``, ``Deck - Sideboard at the bottom``, ``Deck, et
    R\u00e9serve``): it names either zone, as ``_joined_zones``'s heading of a sign does
    (the deck's header alone dropped the side deck's words, a 16-card sideboard counted
    in the deck); ``None`` for any other line. Pure."""
    header = _loose_header(text, zones)
    if header is None or _zone_of(header, zones) != MAIN:
        return None
    rest = _one_space(text.strip())
    rest = rest[rest.casefold().find(header.casefold()) + len(header):]
    if len(_DIGITS().findall(rest)) > 2:
        # "Main deck 60 (at least 60) · Sideboard 2 (at most 15)": a report's summary,
        # a part holding a number after its count (as _part_zone reads it), no heading
        return None
    words = [match[0] for match in _HEADING_WORD().finditer(rest)]
    named = any(_zone_of(" ".join(words[start:end]), zones) == SIDE
                for start in range(len(words))
                for end in range(start + 1, min(len(words), start + 3) + 1))
    return _JoinedZones(False, {}) if named else None


def _zone_of_match(match: re.Match[str] | None, zones: ZoneTable) -> str | None:
    """The zone (or section, or ``skip``) the words of a ``_header_match`` name."""
    if not match:
        return None
    written = match["text"]
    zone = _zone_of_words(normalise(written), zones)
    if zone is None and not written.isascii():  # "Deck" with a Cyrillic ie (U+0435)
        zone = _zone_of_words(normalise(fold_lookalikes(written)), zones)
    return zone


def _may_name_a_section(text: str, zones: ZoneTable) -> bool:
    """Whether the letters of ``text`` (normalised; its look-alike letters folded too)
    hold those of a header spelling of ``zones`` or of a section: what ``_zone_of``
    needs, the words it compares being a part of ``text``. Telling most card lines
    apart at once spares them ``_ZONE_HEADER``, whose failure costs tens of
    microseconds a line."""
    spellings = _spelling_letters(zones)
    return bool(spellings.search(_letters(text))) or (
        not text.isascii() and bool(spellings.search(_letters(fold_lookalikes(text)))))


def _may_start_a_section(text: str, zones: ZoneTable) -> bool:
    """Whether ``text`` may be a header ``_zone_of`` reads: ``_starts_a_spelling`` where
    it can tell (a line in ASCII), else ``_may_name_a_section``."""
    starts = _starts_a_spelling(text, zones)
    return _may_name_a_section(text, zones) if starts is None else starts


#: The first run of ASCII letters in a text in small letters (``_starts_a_spelling``).
_FIRST_LETTERS = _lazy(r"[a-z]+")


def _starts_a_spelling(text: str, zones: ZoneTable) -> bool | None:
    """Whether a text in ASCII starts as a header spelling of ``zones`` or a section's
    (``_spelling_starts``) does: its first run of letters, in small letters, is a
    spelling's first (``side`` of ``side deck``; ``Deckx4``, the ``x`` of a count run into
    it, too) and its letters (``_letters``) start with a spelling's. The words
    ``_ZONE_HEADER`` gives start at the line's first letter (its marks hold none) and,
    made small, are a spelling (after a determiner, ``ZONE_DETERMINERS``: ``My sideboard``),
    so False settles a comment of other words (``# A legal deck: 60 cards``) or a card
    line without the header patterns or the letter search (``_may_name_a_section``,
    which True implies). ``None`` (it cannot tell) for a text
    outside ASCII or with a plural written as an option (``Attraction(s)``)."""
    starts = _spelling_starts(zones)
    if starts is None or not text.isascii():
        return None
    lowered = text.lower()
    if "(s)" in lowered or "(es)" in lowered:
        return None  # _zone_of reads the words without it, or with its letters
    first = _FIRST_LETTERS().search(lowered)
    word = first[0] if first else ""
    while word not in starts.words and not (word[-1:] == "x" and word[:-1] in starts.words):
        if not first or not (f"{word} " in ZONE_DETERMINERS or word in _NUMBERING_WORDS
                             or text[first.end():first.end() + 3] in _POSSESSIVE_ENDS):
            return False
        # My sideboard, First deck, Ann's deck: the header after it (a loop, not a
        # call per word: a line of a thousand determiners must not run out of stack)
        text = text[first.end():].removeprefix("'s").removeprefix("\u2019s")
        first = _FIRST_LETTERS().search(text.lower())
        word = first[0] if first else ""
    return _letters(text).startswith(starts.letters)


def _deck_of_one(words: str, zones: ZoneTable) -> str:
    """The deck's or the side deck's header ``words`` (normalised) with what numbers
    one of several decks cut off (``first deck``, ``deck one``, ``deck b``: ``deck``),
    as ``header_number`` reads them (they were unknown cards or notes, and two decks so
    headed one deck); else ``words`` as they are. (An owner's, ``Ann's Deck``, stays a
    title: ``_owned_zone``.)"""
    first, _, rest = words.partition(" ")
    if rest and first in _NUMBERING_WORDS and (
            zones.headers.get(rest) in (MAIN, SIDE)):
        return rest
    head, _, last = words.rpartition(" ")
    if head and (last in _NUMBERING_WORDS or (len(last) == 1 and last in _DECK_LETTERS)) and (
            zones.headers.get(head) in (MAIN, SIDE)):
        return head
    return words


def _owned_zone(text: str, zones: ZoneTable) -> str | None:
    """The zone (the deck or the side deck) whose header words a line ``text`` writes
    after a possessive or before an owner after a word for "of" (``Ann's Deck``, ``Deck
    von Ann``, ``Mazo de Ana``): a title naming one owner's deck, read as a note, which
    two owners so written part into two decks (``header_number``); else ``None``."""
    owned = _owner_header(text, zones)
    return owned[1] if owned is not None else None


def header_then_owner(text: str, zones: ZoneTable) -> bool:
    """Whether a line ``text`` is a zone's header of ``zones`` then its owner after a
    word for "of" (``Deck von Ann``, ``Mazo de Ana``, and so ``Main du désert``, Desert
    Hand in French), which the text reader reads as that zone's header
    (``_Reader._owner_after_header``)."""
    owned = _owner_header(text, zones)
    return owned is not None and normalise(text).startswith(owned[0] + " ")


def _owner_header(text: str, zones: ZoneTable) -> tuple[str, str] | None:
    """The header words (normalised) and the zone of ``_owned_zone``'s line ``text``
    (``deck`` and the main deck of ``Deck von Ann``, ``Ann's Deck``), else ``None``."""
    words = normalise(text)
    first, _, rest = words.partition(" ")
    if rest and first.endswith(_POSSESSIVE_ENDS):
        header = rest
    else:
        owned = _OWNED_AFTER().match(words)
        header = owned["words"] if owned else ""
    zone = zones.headers.get(header) if header else None
    return (header, zone) if zone in (MAIN, SIDE) else None


def names_one_of_several(written: str, zones: ZoneTable | None = None) -> bool:
    """Whether ``written`` names the deck or the side deck only as one of several decks
    numbered or owned (``Deck One``, ``First deck``, ``Bob's Sideboard``, ``Deck von
    Ann``: ``_deck_of_one``), by the game data ``zones`` (default: the bundled games'):
    a deck's name where a sheet's cell names decks. Pure; never raises."""
    words = normalise(written)
    zones = zones or bundled_zones()
    return _deck_of_one(words, zones) != words or _owned_zone(written, zones) is not None


#: The ends of a possessive's word (``Ann's deck``).
_POSSESSIVE_ENDS = ("'s", "\u2019s", "'s ", "\u2019s ")
#: The letters that name one of several decks after the deck's header (``Deck A``).
_DECK_LETTERS = frozenset("abcdefgh")
#: The fewest cards of a constructed Magic deck: a list whose main deck's header heads
#: two groups of that many each holds two decks, and so does a sheet whose column of a
#: card's or a copy's fact, or a ``Deck`` column of groupings, so parts its rows: more
#: cards than a 100-card Commander deck holds (its languages, conditions or days added
#: may part it in two groups of 40).
FULL_CONSTRUCTED_DECK = 60
#: The count words (``markers.COUNT_WORDS``) that count without numbering.
_COUNTS_NOT_NUMBERS = frozenset({"playset", "twice", "thrice", "pair"})
#: Words that number one of several decks, before or after a zone's header (``First
#: deck``, ``Deck Two``, ``Zweites Deck``, ``Mazo uno``) -> the number.
_NUMBER_WORDS: dict[str, int] = {
    # the count words that are numbers (not "playset", "twice"), and the ordinals
    **{word: n for word, n in COUNT_WORDS.items() if n <= 10 and word not in _COUNTS_NOT_NUMBERS},
    **{word: n for n, word in enumerate(
        ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
         "ninth", "tenth"), start=1)},
    "premier": 1, "premi\u00e8re": 1, "deuxi\u00e8me": 2, "seconde": 2, "troisi\u00e8me": 3,
    "erstes": 1, "erste": 1, "zweites": 2, "zweite": 2, "drittes": 3, "dritte": 3,
    "eins": 1, "uno": 1, "primer": 1, "primero": 1, "segundo": 2, "tercer": 3,
    "tercero": 3, "primo": 1, "secondo": 2, "terzo": 3, "primeiro": 1, "terceiro": 3,
}
_NUMBERING_WORDS = frozenset(_NUMBER_WORDS)
#: A zone's header words, then an owner's name after a word for "of" (``deck von ann``,
#: ``mazo de ana``, ``deck of ann``; not "by", ``Deck by Bob``, a post's byline: a note).
_OF_WORDS = ("von", "of", "de", "di", "da", "du", "del", "des", "van")
_OWNED_AFTER = _lazy(rf"^(?P<words>.+?) (?:{'|'.join(_OF_WORDS)}) (?P<owner>\S.{{0,40}})$")
#: The words and marks that join a zone's header to another's in one heading (``Deck de
#: la réserve``, ``Deck of the sideboard``, ``Deck - Side``): a word for "of" or a dash,
#: and the game data's definite articles (``_joined_side_words``).
_JOINING = frozenset({*_OF_WORDS, "-", "--", ":"})


class _SpellingStarts(NamedTuple):
    """How the header spellings of a zone table and the sections' start
    (``_spelling_starts``): the first run of letters of each spelling in ASCII
    (``main`` of ``main deck``), and the letters (``_letters``) of every spelling."""

    words: frozenset[str]
    letters: tuple[str, ...]


@cache
def _spelling_starts(zones: ZoneTable) -> _SpellingStarts | None:
    """How the header spellings ``_zone_of_words`` looks up start; ``None`` when one
    in ASCII starts with no letter, as then a line's first letters need not be a
    spelling's."""
    spellings = (*zones.headers, *SECTION_HEADERS, *zones.companion_headers,
                 *SKIPPED_SECTIONS, *zones.skipped_sections)
    words = set()
    for spelling in spellings:
        if not spelling.isascii():
            continue  # the words of a line in ASCII are ASCII
        first = _FIRST_LETTERS().match(spelling)
        if first is None:
            return None
        words.add(first[0])
    return _SpellingStarts(frozenset(words), tuple({*map(_letters, spellings)} - {""}))


def _letters(text: str) -> str:
    """The letters of ``normalise(text)``, nothing else (``Side-deck:`` -> ``sidedeck``)."""
    return "".join(filter(str.isalpha, normalise(text)))


@cache
def _spelling_letters(zones: ZoneTable) -> re.Pattern[str]:
    """A pattern finding the letters (``_letters``) of any header spelling of
    ``zones``, of a section (``About``, ``Companion``) or of a skipped section."""
    spellings = {_letters(words) for words in (*zones.headers, *SECTION_HEADERS,
                                                 *zones.companion_headers,
                                                 *SKIPPED_SECTIONS, *zones.skipped_sections)}
    return re.compile(_letter_tree(spellings - {""}))


def _letter_tree(words: Collection[str]) -> str:
    """A pattern finding any of ``words`` (non-empty), written as a tree of their
    letters (``a(?:bout|ttractions)|deck``) rather than one branch per word: at each place
    of a text the search tries each next letter once, not every word (most card lines
    name no section: several times faster on them). A word that begins a longer one
    ends the branch there: finding the shorter is enough."""
    if "" in words:
        return ""
    branches: dict[str, list[str]] = {}
    for word in sorted(words):
        branches.setdefault(word[0], []).append(word[1:])
    alternatives = [re.escape(first) + _letter_tree(rest) for first, rest in branches.items()]
    return alternatives[0] if len(alternatives) == 1 else f"(?:{'|'.join(alternatives)})"


def _zone_of_words(words: str, zones: ZoneTable) -> str | None:
    if words.endswith(_CARDS_WORDS):  # "Sideboard Cards", "Main deck cards"
        words = words.rsplit(" ", 1)[0]
    words = _deck_of_one(words, zones)
    if words.startswith(ZONE_DETERMINERS) and zones.headers.get(
            owned := words.split(" ", 1)[1]) in (MAIN, SIDE):
        # "My sideboard", "The main deck", "Mon deck": a determiner before the deck's or
        # the side deck's header (it was an unknown card 'My sideboard', counted in the
        # side deck); not another zone's ("The General", "The Command Zone" are cards)
        words = owned
    words = _side_deck_words(words, zones)
    for spelling in dict.fromkeys((words, words.replace("-", " "))):
        # "Side-board", "Main-deck", "Maybe-board": a hyphen between a header's words
        if spelling in zones.headers:
            return zones.headers[spelling]
        if spelling in SECTION_HEADERS:
            return SECTION_HEADERS[spelling]
        if spelling in zones.companion_headers:  # "Compagnon", "Begleiter"
            return COMPANION
        if spelling in SKIPPED_SECTIONS or spelling in zones.skipped_sections:
            return "skip"
    return None


#: The key's mark of the headers numbered by a determiner (``_number_header``).
_DETERMINED = "(determiner)"


def deck_after_determiner(text: str, zones: ZoneTable) -> bool:
    """Whether a header line ``text`` names the deck after a determiner or a possessive
    (``My Deck``, ``Mon deck``, ``the decklist``, ``The main deck``): a main deck's
    header of ``zones`` after a word of ``ZONE_DETERMINERS`` or a possessive."""
    first, _, rest = _header_words(text).partition(" ")
    return bool(rest) and (f"{first} " in ZONE_DETERMINERS or first.endswith(
        _POSSESSIVE_ENDS)) and zones.headers.get(rest) == MAIN


def _side_deck_words(words: str, zones: ZoneTable) -> str:
    """A side deck's header (normalised ``words``) with a word for the deck before or
    after it dropped (``Sideboard Deck``, ``Deck Sideboard``, ``Reserve Deck``, ``Mazo
    banquillo``: a header of one word of the main deck's, in any language of the game
    data, beside a header of the side deck's), as organizers' sheets write it beside
    ``Main Deck`` (it was an unknown card, or a zone column's board of no zone counted
    in the main deck, a legal deck illegal); any other ``words`` as they are."""
    first, _, rest = words.partition(" ")
    if not rest:
        return words
    last = words.rpartition(" ")[2]
    for deck, side in ((last, words[:-len(last) - 1]), (first, rest)):
        if zones.headers.get(deck) == MAIN and zones.headers.get(side) == SIDE:
            return side
    return _joined_side_words(words, zones) or words


def _joined_side_words(words: str, zones: ZoneTable) -> str | None:
    """The side deck's header of normalised ``words`` that join the main deck's header
    and the side deck's by a word for "of", an article or a dash, in either order
    (``deck de reserve``, ``deck du side``, ``deck de la reserve``, ``deck of
    sideboard``, ``deck - side``, ``mazo de banquillo``, ``sideboard - deck``), in any
    language of the game data's headers: the side deck's words (``reserve``); else
    ``None``. Each was the main deck's header (an owner's deck, or ``Deck`` then a
    remark), the side deck's cards counted in the deck: a side deck of 12 of a game
    allowing 10 legal. Pure."""
    joining = _JOINING | zones.definite_article_words
    parts = [part.removeprefix("l'").removeprefix("d'") for part in words.split()]
    for cut in range(1, len(parts)):
        head, tail = parts[:cut], parts[cut:]
        while tail and tail[0] in joining:
            tail = tail[1:]
        while head and head[-1] in joining:
            head = head[:-1]
        for deck, side in ((head, tail), (tail, head)):
            zone = zones.headers.get(" ".join(side).replace("-", " ")) or zones.headers.get(
                " ".join(side))
            if zones.headers.get(" ".join(deck)) == MAIN and zone == SIDE:
                return " ".join(side)
    return None


#: The words a line begins with (letters, joined by one space or hyphen) and what follows;
#: a count's ``x`` before a card's name is no word (``Side x1 Name``, ``Main x 1 Name``:
#: the words ``Side``, ``Main``; they were 'Side x', 'Main x'); before nothing, the word
#: for cards, a label or a mark it is (``Sideboard x 15``, ``Deck x 60 cards``: the
#: header with its count, as before).
_LEADING_WORDS = lazy_built(lambda: r"^[^\w(\[{<]*(?P<words>[^\W\d_]+(?:[ \-](?![x\u00d7]"
                            r"\s?\d{1,3}\s+(?!" + CARDS_UNIT + r"\b|" + label_word()
                            + r")[^\W\d_])[^\W\d_]+)*)\s*(?P<rest>.*)$", re.I)


#: A count with its ``x`` then a space (``1x ``, ``x1 ``, ``x 1 ``, ``\u00d71 ``).
_X_COUNT_OPENING = _lazy(r"^(?:[x\u00d7]\s?\d{1,3}|\d{1,3}\s?[x\u00d7])\s", re.I)


def _loose_header(text: str, zones: ZoneTable, opens_block: bool = False) -> str | None:
    """The header, as written, that a line names as a header would, though it is none:
    a count then a zone's header alone (``15 Sideboard``, ``XV Side deck``: the
    header), or a zone's header then anything that starts with a mark or a digit but a
    line prefix's colon (``Main deck (cont.)``, ``Deck (2 of 2)``, ``Mainboard, part
    2``: the words before it; ``SB: 1 Name``, ``Réserve: 1 Name`` put one line in a
    zone). ``None`` otherwise
    (``Commander Eesha``, a card's name: a letter follows the header's word), and for
    the header of a section that is no zone (``Maybeboard``, ``About``, ``Companion``).
    A line that ``opens_block`` (after card lines and a blank line) of the side
    deck's header, a colon and words of no count (``Sideboard: Mono Red``,
    ``_side_label``) is that header with a label, as ``Sideboard - Mono Red`` is: the
    cards under it are the side deck's (they were the main deck's, the label an unknown
    card)."""
    stripped = _one_space(text.strip())
    starts = _starts_loose_header(stripped, zones)
    if not (_may_name_a_section(text, zones) if starts is None else starts):
        return None  # the header it would name is a part of it
    header = _HEADER_COUNT.sub("", stripped, count=1)
    if header == stripped and (noted := _order_noted_words(stripped, zones)) is not None:
        return noted  # "Magi bottom to top": the header, then a note on its order
    if header == stripped:
        match = _LEADING_WORDS().match(stripped)
        rest = match["rest"] if match else ""
        if match is None or not rest or rest[0].isalpha() or (
                _zone_of(match["words"], zones) in _NO_LOOSE_ZONE):
            return None  # words naming no zone: what follows them is not read
        if _X_COUNT_OPENING().match(rest) and zones.line_prefix.match(stripped):
            return None  # "Side 1x Name": one card line in the zone, as "Side: 1x Name"
        if (rest[0] == ":" and not _count_then_card(rest) and not _ORDER_NOTE().match(rest)
                and (zones.line_prefix.match(stripped) or _METADATA.match(stripped))
                and not _zone_grouping(match["words"], rest[1:], zones)
                and not (opens_block and _side_label(match["words"], rest[1:], zones))):
            # "SB: 1 Name", "Réserve: 1 Name" put one line in a zone (every header is
            # a line prefix) and "Deck: Burn" is a metadata value; but "Sideboard: 15
            # (vs aggro)" is the header with a count and a label, "Magi: (in order)" one
            # with a note on its order, "Sideboard: Spells" one over the side deck's spells
            return None
        header = match["words"]
    return header if _zone_of(header, zones) not in _NO_LOOSE_ZONE else None


def _side_label(words: str, label: str, zones: ZoneTable) -> bool:
    """Whether ``label``, the words after the side deck's header ``words`` and a colon,
    are words of no count (``Mono Red``, ``vs Burn``; not ``1 Duress``, ``Duress x2``,
    ``one Duress``) nor saying it holds nothing (``none``: ``_nothing``), which a line
    opening a block labels the side deck with, in brackets too (``(optional)``)."""
    label = label.strip(_LABEL_EDGES)
    return (_zone_of(words, zones) == SIDE and label[:1].isalpha()
            and not any(char.isdigit() for char in label)
            and _count_sign_first(label) is None and not _nothing(zones).match(label))


def _zone_grouping(words: str, label: str, zones: ZoneTable) -> bool:
    """Whether ``label``, the words after a zone's header ``words`` and a colon, names a
    grouping of the deck's or side deck's cards (``Sideboard: Spells``, ``Main deck:
    Creatures``): the zone's header then, not one card line of the zone (its cards under
    it were counted in the deck)."""
    return _zone_of(words, zones) in _DECK_ZONES and is_header_text(label.strip(), zones)


def _starts_loose_header(stripped: str, zones: ZoneTable) -> bool | None:
    """``_starts_a_spelling`` of the header a ``_loose_header`` of a line (``stripped``,
    spaced by ``_one_space``) gives: the line's words after a count (``15 Sideboard``,
    the text after its first word, when ``_HEADER_COUNT`` may match) or its first words.
    False settles comments and card lines (``# A legal deck: 60 cards``, ``4 Fire
    Ball``) without the patterns of a header."""
    starts = _starts_a_spelling(stripped, zones)
    if starts is False and _may_start_with_count(stripped):
        return _starts_a_spelling(stripped.partition(" ")[2], zones)
    return starts


#: What ``_zone_of`` gives for words that make no loose header (``_loose_header``): no
#: zone, a skipped section, the ``About`` and ``Companion`` sections.
_NO_LOOSE_ZONE = (None, "skip", ABOUT, COMPANION)


def _count_then_header(text: str, header: str) -> bool:
    """Whether a line is a count then the header words ``header`` alone (``3 Magi``,
    ``3x Magi:``), as a deck site counts a zone."""
    stripped = _one_space(text.strip()).rstrip(":").rstrip()
    counted = _HEADER_COUNT.match(stripped)
    return counted is not None and stripped[counted.end():] == header


#: Words alone, one space between them, a colon after them or none (``Magi bottom to top``).
_SPACED_WORDS = _lazy(r"^[^\W\d_]+(?: [^\W\d_]+)+:?$")


def _ordered(zone: str | None, zones: ZoneTable) -> bool:
    """Whether ``zone`` is one whose lines' order is its cards' (a zone with
    ``place_prefixes``: the Magi stack), so a note on the order may name it from a
    comment or with no mark (``# Magi (bottom to top)``, ``Magi bottom to top``); a
    comment ``// Mage in order`` or ``// Commander, from the bottom`` in a Magic list
    names no such zone and stays a comment."""
    spec = None if zone is None else zones.zones.get(zone)
    return spec is not None and bool(spec.place_prefixes) and zone in zones.single_kind


def _order_noted(text: str, header: str) -> bool:
    """Whether a line is the header words ``header`` then a note on the zone's order,
    after a mark or none (``Magi bottom to top``, ``Magi (bottom to top)``, ``Magi, from
    the bottom``)."""
    rest = _one_space(text.strip())[len(header):]
    return _ORDER_NOTE().match(rest.lstrip(" ,").rstrip(" :")) is not None


def _order_noted_words(text: str, zones: ZoneTable) -> str | None:
    """The header words of a line that is a header of a zone of one kind of card then,
    with no mark between, a note on the zone's order (``Magi bottom to top``, ``Magi in
    order``: the header ``Magi``); ``None`` for any other line."""
    if _SPACED_WORDS().match(text) is None:
        return None  # a mark before the note ("Magi: (in order)") is _noted_header's
    words = text.removesuffix(":").split(" ")
    for end in range(1, len(words)):
        header = " ".join(words[:end])
        if (_ordered(_zone_of(header, zones), zones)
                and _ORDER_NOTE().match(" " + " ".join(words[end:]))):
            return header
    return None


#: A count of colours opening a title (``4C``, ``5-Color``, ``four colour``, ``2 Farben``):
#: a number or a count word, then one of the game data's ``colour_count_words``, then more
#: words.
_COLOUR_COUNT = lazy_built(lambda: (
    r"^\W*(?:\d{1,2}|" + any_of(COUNT_WORDS) + r")[\s\-_]?"
    + any_of(bundled_zones().colour_count_words) + r"(?![\w'])\W*\w"), re.I)


def colour_count_title(value: str) -> bool:
    """Whether a title or metadata value ``value`` opens with a count of the deck's
    colours (``_COLOUR_COUNT``: ``4C Tinker``, ``4c Doomsday``, ``5-Color Humans``,
    ``Two-Colour Burn``) before more words: the number is the title's, no card's count
    (``4C Tinker`` was read as 1 Tinker, ``4c Doomsday`` an unknown card)."""
    return _COLOUR_COUNT().search(value) is not None


#: The number of a part of a list (``2 of 2``, ``1/2``, ``2 de 2``), after a header's
#: words or as a metadata value: no count of a card.
_PART_NUMBER = _lazy(r"^\(?\s*\d+\s*(?:/|of|de|sur|von|di|aus)\s*\d+\s*\)?$", re.I)
#: Brackets that may hold what follows a header's words (``Sideboard (1 Black Lotus)``).
_CLOSING = {"(": ")", "[": "]", "{": "}", "<": ">"}


#: A count in brackets (``(4)``, ``[4x]``, ``(x4)``) at the start of what follows a header.
_HEADER_LABEL_COUNT = _lazy(r"^[(\[{<]\s*[x\u00d7]?\s*\d{1,4}\s*[x\u00d7]?\s*[)\]}>]", re.I)


#: What follows a zone's line prefix as a note on the zone's order, not a card's name
#: (``Magi - in order``, ``Magi (in stack order)``, ``Magi - top to bottom``).
_ORDER_NOTE = _lazy(r"^[\s:\-\u2013\u2014]*[(\[]?\s*(?:(?:in\s+(?:the\s+)?)?(?:(?:stack|play|"
                    r"playing|reveal)\s+)?order(?:\s+of\s+play|\s+played)?|top\s+to\s+bottom|"
                    r"first\s+to\s+last|bottom\s+to\s+top|bottom\s+first|last\s+to\s+first|"
                    r"from\s+(?:the\s+)?bottom(?:\s+up)?|bottom[\s\-]+up|"
                    r"(?:in\s+)?reversed?(?:\s+order)?|top(?:\s+card)?\s+last)\s*[)\]]?\s*$",
                    re.I)

#: A note on a zone's header saying its last line is its top (``Magi (bottom to top)``,
#: ``Magi - bottom first``, ``Magi, from the bottom``, ``Magi (bottom-up)``, ``Magi
#: (reverse order)``, ``Magi (top card last)``): the zone is read from its last line up.
_BOTTOM_FIRST = _lazy(r"\b(?:bottom[\s\-]+(?:to[\s\-]+top|first|up)|from\s+(?:the\s+)?bottom|"
                      r"last\s+to\s+first|reversed?(?:\s+order)?|top(?:\s+card)?\s+last)\b",
                      re.I)


#: An ordinal starting a line (``1st Magi: Grega``, ``3rd Magi``): a place, not a count.
_ORDINAL_FIRST = _lazy(r"^\d+(?:st|nd|rd|th)\b", re.I)


def _count_first(text: str) -> bool:
    """Whether a line starts with a count (``3 Fire Ball``), so no line prefix: a digit,
    but not an ordinal's (``2nd Magi: Gar`` is a place's prefix)."""
    return text[:1].isdigit() and _ORDINAL_FIRST().match(text) is None


def _prefixed_card_line(text: str, zones: ZoneTable) -> bool:
    """Whether a line is a card line after a zone's line prefix (``Magi: Evu``,
    ``Commander - Atraxa``), not a header with a note after a dash that ends in a colon,
    as a header's does (``Magi - in order:``): no card line ends so; nor one whose note
    says the zone's order (``Magi - in order``, no colon: it was the unknown card 'in
    order', the Magi after it in the deck)."""
    stripped = text.strip()
    prefix = zones.line_prefix.match(stripped)
    return (prefix is not None and not stripped.endswith(_COLONS)
            and not _ORDER_NOTE().match(stripped[prefix.end():]))


def _noted_header(text: str) -> bool:
    """Whether a line's words are followed by a note in brackets or after a dash, colon or
    comma (``Magi (in order):``, ``Magi, in order``, ``Mage (Iconic)``), not by a
    count first (``15 Magi``) nor joined to them (``Commander's Plate``)."""
    rest = _rest_after_words(text)
    return (not _HEADER_COUNT.match(text.strip()) and rest is not None
            and rest[:1] in ("(", "[", "{", "-", "\u2013", "\u2014", ",", ":"))


def _rest_after_words(text: str) -> str | None:
    """What follows the words a line starts with (``_LEADING_WORDS``), a plural written
    as an option after them being theirs (``Sideboard(s) (1 Black Lotus)``, ``Deck(s)
    Black Lotus x1``: what follows is ``(1 Black Lotus)``, ``Black Lotus x1``, never
    words joined to the header's); ``None`` when it starts with none."""
    text = _one_space(text.strip())
    option = _OPTIONAL_PLURAL().search(text)
    if option is not None:
        before = _LEADING_WORDS().match(text[:option.start()])
        if before is not None and not before["rest"]:
            return text[option.end():].strip()
    match = _LEADING_WORDS().match(text)
    return None if match is None else match["rest"]


def after_a_header(text: str) -> str:
    """What a header written with more words holds after its own (``_after_loose_header``:
    ``Sideboard (1 Grief)``'s ``1 Grief``), as a board cell of a sheet may write it; ``""``
    when nothing follows. Pure."""
    return _after_loose_header(text)


def _after_loose_header(text: str) -> str:
    """What follows the words of a line ``_loose_header`` read as a header then a mark
    (``Deck - 4 Black Lotus``, ``Deck=4 Black Lotus``, ``Sideboard (1 Black Lotus)``),
    without the marks before it and the bracket around it: ``4 Black Lotus``, also with
    marks or a count only after the bracket (``Sideboard (2 Oko):``, ``Sideboard (2 Oko) -
    15``: ``2 Oko``); ``""`` for a count then the header (``15 Sideboard``) or nothing
    after the marks."""
    rest = _rest_after_words(text)
    if rest is None or _HEADER_COUNT.match(text.strip()):
        return ""
    declared = _declared_then_more(rest)
    # the zone's count ("Sideboard - 15 - 3 Duress") is no card's
    after = _strip_marks(rest if declared is None else declared[1])
    closing = _CLOSING.get(after[:1])
    if closing is not None and after.endswith(closing) and closing not in after[1:-1]:
        return _card_later(after[1:-1].strip())  # "Sideboard (1 Black Lotus)"
    if closing is not None and closing in after:
        later = after[after.index(closing) + 1:].strip()
        if not (tail := _strip_marks(later)) or tail.isdigit():
            # "Sideboard (2 Oko):", "Sideboard (2 Oko) - 15": marks or the zone's count
            # after the bracket, whose words are the label's ("(1) _____" is a card after)
            return _card_later(after[1:after.index(closing)].strip())
        if later[:1].isalnum() and _HEADER_LABEL_COUNT().match(after) is not None:
            # "Deck (4) Black Lotus": the count of the card after it
            return _card_later(after)
        if later[:1].isalnum():
            # a label, then a card line ("Sideboard (vs aggro) 1 Black Lotus", "Sideboard
            # (vs aggro) Black Lotus x1")
            return _card_later(later)
        # "Main Deck (60) - Burn": the deck's count in brackets, then its title
        return _card_later(_strip_marks(later))
    return _card_later(after)


#: A count after a name with its ``x`` (``Black Lotus x1``, ``Black Lotus 1x``,
#: ``Black Lotus \u00d71``).
_TRAILING_X_COUNT = _lazy(r"[^\W\d_]\s+(?:[x\u00d7]\s?\d{1,3}|\d{1,3}\s?[x\u00d7])$", re.I)


#: A line that is one web address (``https://www.moxfield.com/decks/abc``,
#: ``<https://...>``, ``www.moxfield.com/decks/abc``), maybe after a list's bullet.
_LINK_LINE = _lazy(r"^\s*(?:[-*\u2022]\s+)?<?(?P<link>(?:https?://|www\.)[^\s<>]+)>?\s*$",
                   re.I)


def _card_line_after_mark(text: str, header: str, after: str) -> bool:
    """Whether ``after`` (``_after_loose_header`` of ``text``, a line read as the zone
    header ``header``) is a card line whatever it names, an unknown card when it names
    none, as in an Arena About section: a count first in digits or a sign of a number,
    right after the header or after a mark or bracket (``Deck - 1 Qzxv``, ``Deck 4
    Name``, ``Deck - x1 Name``, ``Deck - 1. Name``, ``Deck - ① Name``, ``Sideboard (vs
    aggro) 1 Name``), or a count with its ``x`` after the name (``Deck - Name x1``); a
    number after a word of a title (``Deck - Top 8 list``) or a
    number word (``Deck - one of the best``) makes a possible card line only, a note
    when it names no card."""
    if _TRAILING_X_COUNT().search(after) is not None:
        return True  # "Deck - Qzxv x1": a count no title writes so
    if _count_mark_then_counted(after):
        return True  # "Sideboard - 15-one Name": two counts, no title
    if _LEADING_COUNT().match(after) is None and _count_sign_first(after) != "sign":
        return False
    before = text[:text.rfind(after)].rstrip()
    return not before[-1:].isalnum() or normalise(before) == normalise(header)


#: A count run into the word after it (``1Crimson Ritual``, ``①Crimson Ritual`` once in
#: NFKC): no count the readers read, but a person may.
_GLUED_COUNT = _lazy(r"^\d{1,3}[^\W\d_]")


#: A group in marks that may hold a count (``*4*``, ``<4>``, ``^IV^``, ``(4of)``).
_MARKED = _lazy(r"[*<^(\[{][^*<>^()\[\]{}]{1,16}[*>^)\]}]")


def _may_count_quietly(value: str) -> bool:
    """Whether a metadata value that gives no count the readers read may still count
    copies of a card a person reads in it: a count word or sign of one first (``one
    Ponder``, ``① Ponder``), a count run into the name (``1Ponder``), or a group in marks
    that may be a count, which the readers keep in a name (``Ponder *4*``, ``Ponder
    <4>``; a group of a count and other words, ``Burn (4 Color)``, ``Jund (Top 8)``, ``The
    Rock (1st)``, is a title's label: ``says_only_a_count``): a quiet possible card line,
    a card by its whole name and an unknown card within a typo of one
    (``resolve_deck``), else the value without a word."""
    return (_count_sign_first(value) is not None
            or bool(_GLUED_COUNT().match(unicodedata.normalize("NFKC", value[:4])))
            or any(says_only_a_count(group[0]) for group in _MARKED().finditer(value)))


#: How a deck did at an event, as its title says it: a record of wins and losses
#: (``5-0``, ``4-1``, ``3-1-1``, with any dash of ``_DASHES``) or a placing's ordinal
#: (``1st``, ``9th``, ``(3rd place)``).
_RESULT_WORD = _lazy(rf"(?<![\w{_DASHES}/.])(?:\d{{1,2}}[{_DASHES}]\d{{1,2}}"
                     rf"(?:[{_DASHES}]\d{{1,2}})?|{ORDINAL})(?![\w{_DASHES}/.])", re.I)




#: The words in each pair of brackets of a line (``(Near Mint)``, ``[Foil]``).
_BRACKETED = _lazy(r"[(\[{]([^()\[\]{}]{1,60})[)\]}]")


def written_with_a_printing(text: str, name: str) -> bool:
    """Whether a line says which printing or copy of a card it is: it ends with a set
    code in brackets (``_SET_SUFFIX``) holding a capital or a digit, as set codes do
    (``(LEA)``, ``[eld] 197``: not ``(note)``), that the reading took out of the line's
    card name ``name`` (a colour pair or a word kept in the name, ``Izzet by Bob (UR)``,
    stays a title's); or it holds, in brackets anywhere, only a printing's or a copy's
    words (``names_a_printing``: ``[NM]``, ``(Near Mint)``, ``(German)``): a card line's
    mark, no prose's (``Thanks,`` then ``Deathrite (MH1)``: ``prose.prose_copies``). Pure."""
    suffix = _SET_SUFFIX().search(text.strip())
    return ((suffix is not None and suffix.group().strip() not in name
            and any(char.isupper() or char.isdigit() for char in suffix.group()))
            or any(map(names_a_printing, _BRACKETED().findall(text))))


def may_count(word: str) -> bool:
    """Whether ``word`` (one word or group in brackets) may be a count in some language:
    it holds a letter or a digit, is no version's number (``v2.3``, ``1.2``) nor the
    deck's or the side deck's header word (``Burn Sideboard``, ``Burn Seitendeck``: a
    deck's name then the header, ``side_header_after_title``), and a number in it alone
    is at most ``MAX_COUNT``. Pure."""
    inside = word.strip().strip("()[]{}").strip()
    if not any(char.isalnum() for char in inside):
        return False
    if inside[:1].isalpha() and bundled_zones().headers.get(normalise(inside)) in (MAIN, SIDE):
        return False
    if ("." in inside or inside[:1] in "vV") and _VERSION().match(inside):
        return False  # "Burn v2.3", "Burn 1.2", "Burn v2": a version of the list, no count
    return not (inside.isdecimal() and len(inside) < 12 and int(inside) > MAX_COUNT)


#: A version's number (``v2.3``, ``V1.0.2``, ``ver.2.1``, ``2.3``, ``v2``), counting nothing.
_VERSION = _lazy(r"^(?:(?:v|ver\.?\s?|version\s)\d{1,4}(?:\.\d{1,4})*|\d{1,4}(?:\.\d{1,4})+)$",
                 re.I)


def _ends_counting_nothing(name: str) -> bool:
    """Whether a bare name of more than one word ends with a number that counts nothing
    in any language (``may_count``: a version's number, ``Burn v2.3``; a year, ``Burn
    2024``), as a title's does and a card line's count never: a title, a card only by
    its whole name. Not a mark (``Fire -``, ``Burn :)``: a heading's or a note's)."""
    words = name.split()
    return len(words) > 1 and any(map(str.isdigit, words[-1])) and not may_count(words[-1])


def _tournament_result(name: str, zones: ZoneTable) -> bool:
    """Whether a bare name tells how a deck did at an event, which no card's name does:
    a record or a placing (``_RESULT_WORD``), or one of the game data's
    ``ranking_words`` then a number (``Top 8``): a title, not a card line."""
    if _RESULT_WORD().search(name):
        return True
    words = WORD().findall(name.casefold())
    return any(word in zones.ranking_words and after.isdigit()
               for word, after in pairwise(words))


def _title_words_kept(line: DeckLine, written: str, zones: ZoneTable) -> DeckLine:
    """A possible title ``line`` (its words ``written``) whose title word at either end
    the reader took off as a bare set code (``title_word_cuts``) keeps it: named as
    written (``Tempo UR``: ``Tempo``, a typo's reach from a card, made the title an
    unknown card), the rest tried as a card's name only when it is more than title words
    (``Black Lotus UR`` is the card; ``Jund - BRG`` no Plane Jund)."""
    cut = title_word_cuts(written, zones)
    readings = tuple(reading for reading in line.readings if reading[0] not in cut)
    if line.name.strip() not in cut:
        return line._replace(readings=readings)
    if not title_words_alone(line.name, zones, least=1):
        readings = (*readings, (line.name, line.count))
    return line._replace(name=written, readings=readings)


def title_words_alone(name: str, zones: ZoneTable, least: int = 2) -> bool:
    """Whether ``name`` has ``least`` words or more, each one of the game data's
    ``title_words`` (a format or an archetype's colours: ``Jund - BRG``, ``Izzet UR``),
    marks between them aside: a title's words, no card's. Pure."""
    words = WORD().findall(name.casefold())
    return len(words) >= least and all(word in zones.title_words for word in words)


def _title_as_written(line: DeckLine, zones: ZoneTable) -> str:
    """A possible title's words as written: the reading of ``line`` from which the reader
    took a title word off as a bare set code, leaving its name (``Tempo UR`` read as
    ``Tempo``: ``title_word_cuts``; not a name run on into a mark's words,
    ``DeckLine.run_on``), else its name."""
    return next((text for text, _ in line.readings[line.run_on:]
                 if line.name.strip() in title_word_cuts(text, zones)), line.name)


def title_note(title: str) -> str:
    """What a ``reading`` note says of a ``title`` above the list read as the deck's
    title, as a card line of the list names its card."""
    return (f"'{title}' above the list is read as the deck's title, not a card line: a "
            "card line of the list names the card")


def _names_with_a_word(title: str, named: set[str], zones: ZoneTable) -> bool:
    """Whether ``title`` is a name of ``named`` (the list's other lines', normalised) with
    one word more, a title word before it (``title_word_cuts``: ``Grixis Death's
    Shadow``) or a capitalised word without a digit after it (``Lotus Field Combo``,
    ``Living End Cascade``): the archetype named after its card; or names of ``named``
    joined by ``&``, ``+``, ``/`` or ``and`` (the partners of a Commander deck). A word
    that may be a count keeps the title a card line (``Black Lotus twee``, ``Dwa Black
    Lotus``). Pure."""
    for mark in (" & ", " + ", " / ", " and "):
        # "Kraum, Ludevic's Opus & Tymna the Weaver": the partners the list names
        if mark in title and all(normalise(part) in named for part in title.split(mark)):
            return True
    if _words_of_its_cards(title, named, zones):
        return True
    words = title.split()
    if len(words) < 2:
        return False
    last = words[-1]
    return (normalise(" ".join(words[:-1])) in named and last[:1].isupper()
            and not any(char.isdigit() for char in last)) or any(
        normalise(cut) in named for cut in title_word_cuts(title, zones))


def _words_of_its_cards(title: str, named: set[str], zones: ZoneTable) -> bool:
    """Whether every word of ``title`` but its title words (``title_words``) is a word of
    the names ``named`` (the list's other lines', normalised): the archetype named by its
    cards' words (``Delver`` above ``4 Delver of Secrets``, ``Grinding Breach`` above
    Grinding Station and Underworld Breach, ``Mono-U Delver``); not one holding a name of
    ``named`` whole (``Black Lotus // Black Lotus`` above ``1 Black Lotus``: a second
    copy, maybe). A card the title names otherwise is the checker's to judge. Pure."""
    words = WORD().findall(normalise(title))
    # "Mono-Red Cleansing": a title word before a hyphen takes the word after it along
    own = [word for written in normalise(title).split() if not _a_title_word(written, zones)
           for word in WORD().findall(written)]
    spaced = f" {' '.join(words)} "
    if not own or any(f" {' '.join(WORD().findall(name))} " in spaced for name in named):
        return False
    held = {word for name in named for word in WORD().findall(name)}
    return all(word in held for word in own)


def title_word_cuts(name: str, zones: ZoneTable) -> frozenset[str]:
    """``name`` without the title word (``title_words``, or one before a hyphen:
    ``Mono-Red``; maybe in brackets: ``(Legacy)``) at either end that a reader may take
    off as a bare set code or a count (``UR Delver`` -> ``Delver``, ``Burn UR`` ->
    ``Burn``, ``Mono-Red Burn`` -> ``Burn``, ``Living End (Legacy)`` -> ``Living End``):
    names a title is never read as, its words the archetype's, no printing's (``Delver``,
    within a typo of a card, made the title an unknown card). Pure."""
    words = name.split()
    if len(words) < 2:
        return frozenset()
    # "Delver - UR": the dash before the colours goes with them ("Delver -", "Delver")
    return frozenset(variant for cut, word in ((" ".join(words[1:]), words[0]),
                                               (" ".join(words[:-1]), words[-1]))
                     if _a_title_word(word, zones)
                     for variant in (cut, cut.strip(_DASH_MARKS).strip()))


def _a_byline(text: str, zones: ZoneTable) -> bool:
    """Whether ``text`` is a byline: one of the game data's ``byline_words`` (``by``,
    ``par``), after one word or none and maybe a bullet, then words (``by Alice``, ``Deck
    by Alice``, ``- par Jean``), as a post names its author under its title (a title so
    written may be a card's name: ``Sheltered by Ghosts``, so only under one). Pure."""
    words = text.lstrip("-*\u2022 \t").split()
    return any(len(words) > at + 1 and words[at].casefold() in zones.byline_words
               and (at == 0 or words[0][:1].isalpha()) for at in (0, 1))


def _a_title_word(word: str, zones: ZoneTable) -> bool:
    """Whether the written ``word`` is one of the game data's ``title_words``, maybe in
    brackets (``(Legacy)``), or one before a hyphen (``Mono-Red``). Pure."""
    bare = word.strip("()[]{}").casefold()
    return bare in zones.title_words or bare.split("-", 1)[0] in zones.title_words


def _says_it_is_a_list(name: str, zones: ZoneTable) -> bool:
    """Whether a bare name holds, as a word, one of the game data's ``title_words``, by
    which a deck's title says it is a list or whose it is (``Izzet Murktide - Bob's
    list``, ``Mono Red Burn by Alice``): a possible title, read as one parted from the
    cards is (a card when it names one, ``Bucket List``; an unknown card within a typo
    of one; else a note)."""
    return any(word in zones.title_words for word in WORD().findall(name.casefold()))


def _deck_card_line(text: str, value: str, zones: ZoneTable, plans: bool = False) -> bool:
    """Whether the metadata line ``text`` of value ``value`` is ``Deck:`` then a card line
    by its count (``_card_line_by_count``), maybe after a zone prefix (``Deck: SB: 1
    Name``): ``Deck`` is the deck's header word too, and such a line a card line. With
    ``plans``, a value holding a sideboard plan's count (``sideboard_plan``: ``Deck: +1
    Black Lotus``, ``Deck: IN 1 Black Lotus``) is one too: a zone's key names no plan."""
    key = _METADATA.match(text)
    if key is None or normalise(key[1]) != "deck":
        return False
    return _card_value(value, zones) or (plans and sideboard_plan(value))


def _card_value(value: str, zones: ZoneTable) -> bool:
    """Whether a metadata ``value`` is a card line by its count (``_card_line_by_count``),
    maybe after a zone's line prefix (``Ponder x4``, ``SB: 3 Duress``)."""
    prefix = zones.line_prefix.match(value)
    return _card_line_by_count(value[prefix.end():].strip() if prefix else value)


def _card_line_by_count(text: str) -> bool:
    """Whether ``text`` is a card line by the count it writes, whatever it names: a count
    first in digits or a sign of a number (``1 Qzxv``, ``x1 Qzxv``, ``(1) Qzxv``, ``①
    Qzxv``) or a count with its ``x`` after the name (``Qzxv x1``); not a number word
    (``one of the best``) nor a count before the word for cards or a label (``20 cards``,
    ``15 vs aggro``)."""
    return (_LEADING_COUNT().match(text) is not None or _count_sign_first(text) == "sign"
            or _TRAILING_X_COUNT().search(text) is not None)


def _count_sign_first(text: str) -> str | None:
    """How ``text`` starts with a count written otherwise than in ASCII digits, then a
    name (``_count_value``): ``"word"`` for a number word or a Roman numeral (``one
    Black Lotus``, ``IV Ponder``), ``"sign"`` for a sign of a number (``① Black Lotus``,
    ``⁴ Ponder``); else ``None``."""
    words = text.split(maxsplit=1)
    if len(words) < 2 or not words[1][:1].isalpha() or _CARDS_WORD().match(words[1]):
        return None
    if _count_value(words[0]) is None:
        return None
    return "word" if words[0].isalpha() else "sign"


#: A card line with a count after a label, a title or a mark (``vs aggro - 1 Black
#: Lotus``, ``(cont.) 1 Black Lotus``, ``(a) (1 Black Lotus``).
_COUNTED_LATER = _lazy(r"(?:^|[\s)\]}>(\[{<\-=:;,.|/\\~*\u2013\u2014\u2022\u00b7"
                       r"\u0022\u0027\u0060])(?P<line>\d{1,3}\s*[xX\u00d7]?\s+[^\W\d_].*)$")


def _card_later(text: str) -> str:
    """``text``, or the card line with a count that a person reads after a label or a
    title in it (``(vs aggro) 1 Black Lotus`` -> ``1 Black Lotus``), a bracket that
    closed before it dropped from its end: what follows a loose header's words is read
    as that card line, never dropped with the label."""
    if text[:1].isdigit():
        return text
    found = _COUNTED_LATER().search(text)
    if found is None:
        return text
    line = found["line"].rstrip()
    closing = line[-1:]
    if closing in _CLOSING.values() and not any(
            opening in line for opening, close in _CLOSING.items() if close == closing):
        line = line[:-1].rstrip()  # "(1 Black Lotus)" after a label
    return line


#: The marks between a header's words, its count and what follows (``_strip_marks``).
_MARK = r"[-=:;,.|/\\>~*\u2013\u2014\u2022\u00b7]"
#: A label of words in brackets that ends a line (``(post-board)``, ``[cont.]``): a
#: letter first, no bracket inside.
_WORDS_IN_BRACKETS = r"[(\[{<]\s*[^\W\d_][^()\[\]{}<>]*[)\]}>]"
#: What follows a header's words that declares the zone's count before more text: a
#: count in brackets (``(15)``, ``[15]``, ``(15 cards)``) before a mark (``(60) -
#: Burn``), a card line with its count (``(15) 3 Duress``) or a label (``(15) vs aggro``,
#: ``(15) (vs aggro)``); or a count after a mark, or none (``- 15``, ``: 15``, ``15``),
#: before a mark then a card line with its count (``- 15 - 3 Duress``) or a label
#: (``- 15 vs aggro``, ``: 15 (vs aggro)``, a label of words in brackets ending the line,
#: ``: 15 (post-board)``), with or without spaces about the marks
#: (``- 15-1 Name``, ``15 # 1 Name``), or a card line with its count after it (``- 15 -
#: Name x1``). Never a count before a card's name (``(4) Black
#: Lotus``, ``- 4 - Black Lotus``, ``- 1. Name``: that card's count).
_DECLARED_THEN_MORE = lazy_built(lambda: (
    r"^(?:" + _MARK + r"*\s*[(\[{<]\s*(?P<n>\d{1,3})\s*(?:" + CARDS_UNIT + r"\s*)?[)\]}>]"
    r"(?=\s*" + _MARK + r"|\s+[x\u00d7]?\d|\s*[(\[{<]\s*" + label_word() + r"|\s+"
    + _match_up() + ")"
    r"|" + _MARK + r"*\s*(?P<m>\d{1,3})(?:\s*" + CARDS_UNIT + r"\b)?"
    r"(?=\s*(?:(?!\.)" + _MARK + r"|\s\.|#)+\s*(?:[x\u00d7]?\d|\S.*\s[x\u00d7]\d{1,3}$)"
    r"|\s*[(\[{<]\s*" + label_word() + r"|\s+(?:" + _MARK + r"+\s*)?" + _match_up()
    + r"|\s*" + _WORDS_IN_BRACKETS + r"\s*$))"),
    re.I)


#: A zone's count after a mark, or none, then a mark and more text (``- 15-(1) Name``).
_COUNT_MARK_TAIL = _lazy(r"^" + _MARK + r"*\s*(?P<m>\d{1,3})(?:\s*" + CARDS_UNIT
                         + r"\b)?\s*(?:(?!\.)" + _MARK + r"|\s\.|#)+\s*(?P<tail>\S.*)$", re.I)
#: A count at the end of a card line written after a set code or in a comment (``Name
#: (LEA) 1``, ``Name #1``).
_COUNT_AFTER_CODE = _lazy(r"(?:[)\]}]\s*|#\s*)\d{1,3}$")


def _count_then_card(rest: str) -> bool:
    """Whether ``rest``, what follows a header's words, is a zone's count then more
    (``_declared_then_more``) or a count, a mark and a card line by its count in a word
    (``: 15 | one Name``): no line prefix's card line nor a deck's name."""
    if not any(map(str.isdecimal, rest)):
        return False  # both need a count's digit (``\d``): "Player: Alice" is tried no further
    return _declared_then_more(rest) is not None or _count_mark_then_counted(rest)


def _count_mark_then_counted(text: str) -> bool:
    """Whether ``text`` is a zone's count, a mark, then a card line whose count is a
    word or a sign (``_count_sign_first``: ``- 15-one Name``, ``: 15 | one Name``)."""
    more = _COUNT_MARK_TAIL().match(text)
    return more is not None and _count_sign_first(more["tail"]) is not None


def _declared_then_more(rest: str) -> tuple[int, str] | None:
    """The count a zone's header declares in ``rest``, what follows its words, and the
    text after that count (``- 15 - 3 Duress`` -> ``(15, " - 3 Duress")``), when more
    text follows it (``_DECLARED_THEN_MORE``), or a mark then a card line by another
    count it gives (``- 15-(1) Name``, ``- 15 | Name (LEA) 1``; not a number word, which
    may be a card's, ``- 4 - Seven Dwarves``); else ``None``."""
    match = _DECLARED_THEN_MORE().match(rest)
    if match is not None:
        return int(match["n"] or match["m"]), rest[match.end():]
    more = _COUNT_MARK_TAIL().match(rest)
    if more is None:
        return None
    tail = more["tail"]
    if (_card_line_by_count(tail) or _count_sign_first(tail) == "sign"
            or _COUNT_AFTER_CODE().search(tail) is not None):
        return int(more["m"]), rest[more.start("tail"):]
    return None


def _count_before_title(text: str) -> str | None:
    """A loose header's words and the count it declares before more text
    (``_DECLARED_THEN_MORE``: ``Main Deck (60) - Burn``, ``Sideboard - 15 - 3 Duress``
    -> ``Main Deck (60)``, ``Sideboard (15)``), which declares the zone's cards as
    ``Main Deck (60)`` does; else ``None``."""
    match = _LEADING_WORDS().match(_one_space(_OPTIONAL_PLURAL().sub("", text).strip()))
    if match and match["rest"][-1:].isdigit() and (
            ranged := _PART_RANGE().search(match["rest"].strip())) is not None \
            and ranged.start() == 0:
        # "Main 31-60": a part's range declares its size (it declared 31, "then more")
        size = _range_size(ranged)
        return None if size is None else f"{match['words']} ({size})"
    declared = _declared_then_more(match["rest"]) if match else None
    return None if match is None or declared is None else f"{match['words']} ({declared[0]})"


def _strip_marks(text: str) -> str:
    """``text`` without the marks and blanks at its start (``- 4 Name`` -> ``4 Name``,
    ``# x1 Name`` -> ``x1 Name``: a ``#`` after a header's words starts a card line as
    ``# 1 Name`` did; a full-width colon too, ``Sideboard\uff1a1 Name``, as a Japanese or
    Chinese keyboard writes it) and the blanks at its end."""
    return text.lstrip(" -=:;,.|/\\>~*#\u2013\u2014\u2022\u00b7\uff1a").strip()


def _zone_named_loosely(text: str, zones: ZoneTable) -> str | None:
    """The zone of ``_loose_header``'s header of ``text``, else ``None``."""
    header = _loose_header(text, zones)
    return None if header is None else _zone_of(header, zones)


#: A category's name in a comment (``// Tutors``, ``// Card Advantage``): words of
#: letters, not a sentence.
_CATEGORY_LABEL = _lazy(r"^[^\W\d_][\w'&/\- ]{0,40}$")
#: Header words between marks on both sides, maybe with their count in brackets
#: (``--- Creatures ---``, ``[Lands]``, ``== Spells (12) ==``).
_DECORATED_GROUPING = _lazy(r"^[-=~*<\[]{1,5}\s*(?P<text>[^\W\d_][\w' ]{0,40}?)"
                            r"\s*(?:\((?P<n>\d{1,3})\))?\s*[-=~*>\]]{1,5}$")
#: A count before a category's header words (``20 Creature``).
_CATEGORY_COUNT_FIRST = _lazy(r"^\d{1,3}\s+")
#: A category's count after its words: in brackets, after a colon or a dash, maybe with
#: the word cards, and a colon alone (``(30)``, ``(30 cards)``, ``: 30``, ``- 30``, ``:``).
_CATEGORY_COUNT = _lazy(r"\s*(?:[(\[{]\s*\d{1,3}(?:\s+cards?)?\s*[)\]}]"
                        r"|[:\u2013\u2014-]\s*\d{1,3}(?:\s+cards?)?)?\s*:?\s*$", re.I)
#: The word ``cards`` after a zone's name in a header (``Sideboard Cards``).
_CARDS_WORDS = (" cards", " card", " cartes", " carte")
#: A determiner or a possessive before a zone's name in a header (``My sideboard``, ``The
#: main deck``, ``Mon side``, ``Mein Sideboard``, ``Mi banquillo``), in the languages of
#: the game data's headers: the header.
ZONE_DETERMINERS = ("my ", "the ", "our ", "your ", "mon ", "ma ", "notre ", "le ", "la ",
                "mein ", "meine ", "unser ", "das ", "der ", "mi ", "el ", "il ", "o ",
                "a ", "meu ", "minha ")


#: A plural written as an option after a header's word (``Commander(s)``, ``Sideboard(s)``).
_OPTIONAL_PLURAL = _lazy(r"(?<=[^\W\d_])\(e?s\)(?![^\W\d_])", re.I)


#: Underscores after a space at a line's end: a closing mark of no opening one, as a
#: header's marks are mirrored (``__Sideboard__``), but the card ``_____`` after a count.
_SPACED_UNDERSCORES = _lazy(r"\s_+$")


#: Archidekt's flags ending a category's name (``Tokens{noDeck}{noPrice}``): its own
#: flags alone (``Tokens{Grief}`` is no category of Archidekt's: a card's name hid there).
_ARCHIDEKT_FLAGS = _lazy(r"(?i)(?<=\w)(?:\{(?:nodeck|noprice|top)\})+$")


def _header_match(text: str, plural: bool = False) -> re.Match[str] | None:
    """``_ZONE_HEADER``'s match of a line, its spaces made one and a plural written as
    an option dropped (``Commander(s) (2)`` is ``Commander (2)``), or with ``plural``
    kept (``Attraction(s)`` is ``Attractions``); ``None`` for a line longer than
    ``MAX_HEADER`` (no header is that long; the pattern would cost time). Positions
    are in the match's own ``string``."""
    if len(text) > MAX_HEADER:
        return None
    if "\uff08" in text:  # "Sideboard\uff0815\uff09": full-width brackets round its count
        text = text.translate(_FULL_WIDTH_ASCII).strip()
    text = _OPTIONAL_PLURAL().sub(_plural if plural else "", _one_space(text))
    if text.endswith("}") and (flags := _ARCHIDEKT_FLAGS().search(text)) is not None \
            and normalise(text[:flags.start()]) in bundled_zones().skipped_sections:
        text = text[:flags.start()]  # "Tokens{noDeck}": Archidekt's category, its flags aside
    if text.endswith("_") and text[:1] != "_" and _SPACED_UNDERSCORES().search(text):
        return None  # "SB: 1 _____": a count and the card _____, no header's closing mark
    match = _plain_header(text) or _ZONE_HEADER().match(text)
    if match is not None and not text.isascii() and (
            not match["text"].strip() or _letters_taken_for_a_count(text[match.end("text"):])):
        # "[\u30c7\u30c3\u30ad]": the words taken for a count word after the marks;
        # "\u24c9\u24de\u24da\u24d4\u24dd\u24e2" (Tokens in circled letters): its last three
        # taken for one, the header cut to "Tok", a section of no kind, its cards dropped
        return _ZONE_HEADER_ASCII_WORD().match(text) or match
    return match


def _letters_taken_for_a_count(rest: str) -> bool:
    """Whether the characters outside ASCII of what follows a header's words (``rest``)
    are letters written as symbols (circled, squared, regional indicators: they fold to
    ASCII letters) that make no count word or Roman numeral (``\u2163``, IV, is one)."""
    letters = "".join(fold_lookalikes(character) for character in rest
                      if not character.isascii())
    letters = "".join(character for character in letters if character.isalpha())
    return bool(letters) and letters.isascii() and re.fullmatch(
        _ASCII_HEADER_WORDS, letters, re.I) is None


def _plural(option: re.Match[str]) -> str:
    """The letters of a plural written as an option (``(s)`` -> ``s``)."""
    return option[0][1:-1]


def _section_kinds(text: str, zones: ZoneTable) -> tuple[str, ...]:
    """The card types a skipped section's header line names the section of
    (``ZoneTable.section_kinds``: ``Attractions (3)`` -> ``("Attraction",)``); ``()``
    for a section that may hold any card (``Maybeboard``); ``("Token",)`` for a section
    of tokens (``sections.held_kinds``)."""
    return held_kinds(_section_key(text, zones), zones)


def _section_key(text: str, zones: ZoneTable) -> str:
    """The normalised header a skipped section's header line names (``Attractions
    (3)``, ``Display-Commander cards`` -> ``attractions``, ``display commander``; a
    plural written as an option, ``Attraction(s)``, is the plural when the singular
    names no section of ``zones``)."""
    key = _words_key(_header_words(text))
    if key not in zones.skipped_sections and _OPTIONAL_PLURAL().search(text):
        key = _words_key(_header_words(text, plural=True))
    return key


def _words_key(words: str) -> str:
    """``_section_key`` of a header's normalised words."""
    if words.endswith(_CARDS_WORDS):
        words = words.rsplit(" ", 1)[0]
    return words.replace("-", " ")


def _header_text(text: str) -> str:
    """The words of a header line as written (``-- Side deck: 15 --`` -> ``Side deck``,
    ``Attraction(s) (3)`` -> ``Attraction(s)``)."""
    match = _header_match(text)
    if not match:
        return text
    words = match["text"].strip()
    spaced = _one_space(text)
    option = _OPTIONAL_PLURAL().search(spaced)
    if option and spaced[:option.start()].endswith(words):
        return words + option[0]
    return words


def _header_words(text: str, plural: bool = False) -> str:
    """The normalised words of a header line (``Pool (45):`` -> ``pool``), ``""`` when
    the line is no header; ``plural``: as ``_header_match``."""
    match = _header_match(text, plural)
    return normalise(fold_lookalikes(match["text"])) if match else ""


_DIGITS = _lazy(r"\d+")
#: A number alone after a header's words, with nothing to mark it a count (``Deck 2``).
_NUMBER_ALONE = _lazy(r"^\s+\d+\s*$")
#: A word of a zone header's count (``(four)``, ``(IV)``, ``(⁴)``).
_COUNT_TOKEN = _lazy(r"[^\s()\[\]{}<>:/*_=~\-\u2013]+")


def _first_number(text: str) -> int | None:
    """The first number written in digits in ``text`` (``Total: 75 cards``: 75), if any."""
    digits = _DIGITS().search(text)
    return int(digits[0]) if digits and len(digits[0]) <= 3 else None


#: The number of a zone run into its header by a hyphen, as untap writes its zones
#: (``//deck-1``, ``//sideboard-1``, ``//deck-2``): no count.
_ZONE_INDEX = _lazy(r"^-\d{1,2}$")


def header_number(text: str, counted: bool = False) -> tuple[str, str] | None:
    """A zone header holding a deck's number (``Deck 2``, untap's ``//deck-1``, ``Deck
    II``, ``Deck Ⅱ``, ``Deck ②``, ``Deck (1)``, ``Deck 1 (34)``, ``Deck 1 (Ann)``) or a
    determiner (``My Deck``, ``Your Deck``): its words up to the number, case-folded,
    the number masked, and the number (or the determiner) as written in small letters;
    else ``None``: a part's number (``Deck (2 of 2)``, ``Deck 1/2``, ``Main Deck - Part
    2``: one deck's parts) and a count in brackets or after a mark (``Main Deck (33)``:
    five or more, as no two decks of one file are so numbered) are none, but with
    ``counted`` (the text reader, which compares such counts with the cards under them:
    ``Reader._counts_under``). Two headers of one zone under two numbers head two decks
    (``_numbered_decks``)."""
    folded = " ".join(text.casefold().split())
    if _no_number_alone(folded):
        return None
    return _numbered_header(folded, counted)


def _no_number_alone(folded: str) -> bool:
    """Whether ``folded`` (a header in small letters) is one word of ASCII letters that
    is no number word nor made of Roman numerals' letters (``deck``, ``sideboard``):
    ``_numbered_header`` finds no number in it (each of its patterns needs a digit, a
    space or such a word), told without compiling them."""
    return (folded.isascii() and folded.isalpha() and folded not in _NUMBERING_WORDS
            and not set(folded) <= _NUMERAL_LETTERS)


#: The letters of the Roman numerals ``_HEADER_NUMBER`` reads.
_NUMERAL_LETTERS = frozenset("ivx")


def _numbered_header(folded: str, counted: bool) -> tuple[str, str] | None:
    """``header_number`` of a header ``folded`` (in small letters, one space between
    words)."""
    if _PART_OF().search(folded):
        return None
    # a count after a spaced mark, after a number, is no number of the deck's (Deck A -
    # 60, Deck 1 - 60: two decks' headers with their counts); alone it may be (Deck - 12)
    counted_after = _SPACED_COUNT_AFTER().sub("", folded)
    if counted_after != folded and _HEADER_NUMBER().search(counted_after):
        folded = counted_after
    number = _HEADER_NUMBER().search(folded)
    if number is None or (number["digits"] and _VERSION_BEFORE().search(
            folded, 0, number.start())):
        return _owned_header(folded)  # "My Deck (v2)": a list's version, no number
    written = number["digits"] or _number_written(number[0])
    if written.isdecimal() and int(written) >= _FEWEST_COUNTED and (
            folded[:number.start()].rstrip()[-1:] in _COUNT_MARKS) and not counted:
        return None  # Main Deck (33): a count, compared with the cards under it
    rest = folded[number.end():]
    # a note after it is no part of the header's words (Deck 1 (Ann), Deck 2 (Bob));
    # other words are (a line prefix's card line, Talia: 4 Lightning Bolt)
    words = folded[:number.start()] + "#" + ("" if rest.lstrip()[:1] in _NOTE_MARKS else rest)
    return words, written.lstrip("0") or written  # Deck 01 is Deck 1


def _label_after(text: str) -> str:
    """What follows the words of a loose header ``text`` and its declared count, without
    the marks and brackets round it (``Deck (Ann):``, ``Main Deck (60) - Ann``: ``Ann``);
    ``""`` for a count then the header (``15 Sideboard``)."""
    rest = _rest_after_words(text.lstrip("!"))
    if rest is None or _HEADER_COUNT.match(text.strip()):
        return ""
    declared = _declared_then_more(rest)
    return (rest if declared is None else declared[1]).strip(_LABEL_EDGES)


#: A hashtag's ``#`` before a word's letter in a header's label (``Sideboard (#Grief)``,
#: ``(#Oko)``): read as the word, not as a comment's mark that hid the card.
_LABEL_HASHTAG = _lazy(r"(?<![\w#&])#(?=[^\W\d_])")

#: The marks and brackets round a header's label (``Deck (Ann):``, ``Deck - "Ann"``).
_LABEL_EDGES = " \t:;,.|=~*_-\u2013\u2014()[]{}<>\u00ab\u00bb\"'\u201c\u201d\u201e\u2018\u2019"


def _header_label(after: str, zones: ZoneTable) -> HeaderLabel | None:
    """The label ``after``, the words after the words of a loose header (``_label_after``:
    ``Ann`` of ``Deck (Ann)``, ``Main Deck - Ann``), gives the deck it heads: an owner's
    or a deck's name with a letter, without a part's or a continuation's words (``Bob,
    cont.``, ``Ann, Part 2``: ``Bob``, ``Ann``), a count after a mark (``Creatures (12``)
    or a number after the name (``Ann 2``, ``Ann II``: ``Ann`` numbered 2), which are
    kept apart (``HeaderLabel``), so that a continuation's words cannot hide another
    owner's name (``Deck (Ann)`` then ``Deck (Bob, cont.)`` were one legal deck); a
    grouping's words (``Burn``, ``Artifacts``) are marked as such. ``None`` for no name: a
    card line (``4 Black Lotus``, ``Black Lotus x4``, ``four Ponder``), a number or a
    part's or a continuation's words alone (``2 of 2``, ``cont.``, ``Part 2``)."""
    if not any(character.isalpha() for character in after) or (
            _LABEL_COUNTED().match(after) or _TRAILING_X_COUNT().search(after)
            or _count_sign_first(after) is not None
            or _PLACE_ON_PAGE().fullmatch(after.strip(_LABEL_EDGES + " "))):
        return None
    words = _PART_OF().sub(" ", _CONTINUED().sub(" ", after).casefold())
    count_match = _MARKED_COUNT_AFTER_LABEL().search(words)
    count = _first_number(count_match[0]) if count_match else None
    words = words[:count_match.start()] if count_match else words
    words = " ".join(word for word in words.split() if word.strip(_LABEL_EDGES))
    name, _, last = words.rpartition(" ")
    number = _HEADER_NUMBER().fullmatch(last.strip(_LABEL_EDGES + "#\u2116")) if name else None
    written = ""
    if number is not None:
        words, written = name, number["digits"] or _number_written(number[0])
    words = words.strip(_LABEL_EDGES)
    if not any(character.isalpha() for character in words):
        return None
    return (words, written.lstrip("0") or written, _grouping_label(words, zones), count)


#: A count after a mark ending a label (``Ann (60``, ``Creatures: 12``, ``Lands - 24
#: cards``), its closing bracket cut with the label's edges: no number of the deck's.
_MARKED_COUNT_AFTER_LABEL = _lazy(r"\s*[:(\[{,\-\u2013\u2014]\s*[x\u00d7]?\d+\s*[x\u00d7]?\s*"
                                  + CARDS_UNIT + r"?\s*[)\]}]?\s*$", re.I)


def main_deck_label(text: str, zones: ZoneTable, groupings: bool = False) -> str | None:
    """The label after the words of a main deck's header ``text`` naming whose deck it
    heads (``Ann`` of ``Deck (Ann)``, ``Main Deck - Ann``, ``Mazo (Ana)``:
    ``_header_label``), as a sheet's zone cell writes it too; ``None`` for a header
    without one (``Deck``, ``Deck (60)``, ``Deck (cont.)``), and, unless ``groupings``,
    for a grouping's words (``Deck (Creatures)``, ``Deck (Burn)``)."""
    label = _header_label(_label_after(text), zones)
    if label is None or (label[2] and not groupings):
        return None  # a grouping's words alone: a part of one deck (Deck (Creatures))
    words, number, _, _ = label
    return f"{words} {number}".strip()


def zone_owner(text: str, zones: ZoneTable) -> str | None:
    """The owner a zone's header ``text`` names after its words (``Ann`` of ``Deck
    (Ann)``, ``Sideboard - Bob``, ``Sideboard (Bob's)``: ``_label_owner``), as a sheet's
    zone cell writes it too; ``None`` for none. Never raises."""
    written = _label_after(text)
    return _label_owner(_header_label(written, zones), written, zones)


def _label_owner(label: HeaderLabel | None, written: str, zones: ZoneTable) -> str | None:
    """The owner a zone header's ``label`` (``_header_label`` of the label as
    ``written``) may name (``Ann`` of ``Deck (Ann)``, ``Sideboard - Bob``, ``Ann's``),
    without a possessive's ending: words written as a person's name is
    (``_written_as_a_name``), no grouping's words
    (``Creatures``), nor a note on the side deck's use (``vs aggro``, ``for Burn``:
    ``label_word``; ``post-board``, ``game 2``: ``_SIDE_DECK_NOTE``); a note's words
    beside a name are no part of it (``Ann Paper``, ``Bob, Arena``: ``Ann``, ``Bob``);
    else ``None``."""
    if label is None or label[2] or re.match(label_word(), label[0], re.I) \
            or _SIDE_DECK_NOTE().search(label[0]):
        return None
    name, written = _without_note_words(label[0]), _without_note_words(written)
    if not name or not _written_as_a_name(
            written.removesuffix("'s").removesuffix("\u2019s"), zones):
        return None
    return name.removesuffix("'s").removesuffix("\u2019s")


def _without_note_words(words: str) -> str:
    """``words`` without the words of a note on a zone's use among them (``Ann Paper``,
    ``Bob, Arena``: ``_use_note_word``) and the marks that parted them."""
    return " ".join(word for word in _NOTE_WORDS_PARTING().split(words)
                    if word and not _use_note_word(word.casefold()))


#: Most words of a person's name in a zone header's label (``Anna Maria Schmidt``).
_NAME_WORDS = 3


def _written_as_a_name(words: str, zones: ZoneTable) -> bool:
    """Whether a header label's ``words`` are written as a person's name: at most three
    words, each a capital then small letters (``Ann``, ``Jean-Luc``, ``O'Neil``), no
    digit, none a deck title's word (``Izzet``, ``Modern``, ``Tron``: the game data's
    ``title_words``). A label of notes (``MTGO``, ``v2``, ``final``, ``Izzet Phoenix``,
    ``Top 8``) named one owner's deck and the side deck another's, and one legal deck was
    refused as two."""
    parts = words.split()
    return 0 < len(parts) <= _NAME_WORDS and all(
        part[0].isupper() and not part.isupper() and not any(c.isdigit() for c in part)
        and part.casefold().strip(".,") not in zones.title_words for part in parts)


#: Words of a note on when the side deck is used (``Sideboard (post-board)``, ``(game
#: 2)``, ``(G3)``, ``(Bo3)``), beside the game data's ``use_note_words`` (``(plan)``,
#: ``(Arena)``, ``(tournament)``: ``_use_note_word``): no owner's name.
_SIDE_DECK_NOTE = _lazy(r"\b(?:(?:pre|post|in|out)[\s\-]?(?:board|side)\w*|games?\s*\d|g\d|"
                        r"bo\d)\b", re.I)


def _use_note_word(word: str) -> bool:
    """Whether ``word`` (in small letters) is a note's on when, where or how a zone is
    used: the game data's ``use_note_words`` (``optional``, ``arena``), or
    ``_SIDE_DECK_NOTE``'s (``post-board``, ``bo3``)."""
    return word in bundled_zones().use_note_words or bool(_SIDE_DECK_NOTE().fullmatch(word))


def _use_note(text: str, header: str, after: str) -> bool:
    """Whether the words ``after`` a zone's ``header`` on a line ``text`` are a note on
    its use and no card line: in brackets or after a dash (not a cell after a separator,
    ``Deck;Event``: a table's titles), only a note's words (``(optional)``, ``(Arena)``,
    ``(MTG Arena)``, ``- tournament``: ``_SIDE_DECK_NOTE``). Each was read as a possible
    card line, an unknown card within a typo of one (``Option``) or the card Arena, and
    the legal side deck one card too big; so is a match-up's word and one opponent's
    name (``(vs Burn)``, ``(versus Living End)``: ``vs Burn`` was an unknown card within a
    typo of Turn // Burn's face). A label of other words is still read for a card (``(For
    the Emperor!)``), and so is a match-up's with a count or a list in it (``(vs aggro
    and one Black Lotus)``, ``(vs Burn + Black Lotus)``)."""
    words = after.strip(_LABEL_EDGES + " ").casefold()
    if not _label_marked(text, header):
        return False
    opponent = match_up_opponent(words)
    if opponent is not None:
        # "vs Burn", "vs. Living End": one opponent; a count, an article, a list or a card
        # brought in with it may name a card ("vs ① Black Lotus", "vs a Black Lotus")
        return _names_one_thing(opponent)
    return bool(words) and not _without_note_words(words)


def _label_marked(text: str, header: str, colon: bool = False) -> bool:
    """Whether the words after a zone's ``header`` on a line ``text`` open with a bracket
    or a dash (``Sideboard (vs aggro)``, ``Sideboard - optional``), as a label's do: not
    a colon's value (``Sideboard: Black Lotus``, a card line's zone prefix), unless
    ``colon``."""
    at = text.find(header)
    after = text[at + len(header):]
    return at >= 0 and (after.lstrip(" :")[:1] in _NOTE_OPENERS
                        or (colon and after.lstrip()[:1] in _COLONS))


def _names_one_thing(words: str) -> bool:
    """Whether a label's ``words`` name one thing, no card line: no count (a digit, a
    count word), no article first (``a Black Lotus``), no list nor card joined or brought
    in (``Burn + Black Lotus``, ``Storm with Black Lotus``, ``Burn: Black Lotus``). A
    match-up's opponent so written is a note (``Burn``, ``Show and Tell decks``), and so
    are other words so written after a zone's mark (``Wish targets``: ``remark_label``)."""
    words = fold_lookalikes(words)
    return bool(words) and words.split()[0].casefold() not in (
        articles() | bundled_zones().definite_article_words) \
        and not _MAY_COUNT().search(words) \
        and not JOINED_NAMES().search(words) and not _MORE_IN_A_LABEL().search(words) \
        and not _BROUGHT_IN().search(words)


def remark_label(text: str, header: str, after: str) -> bool:
    """Whether the words ``after`` a zone's ``header`` on a line ``text``, in brackets or
    after a dash and of no match-up (``_use_note`` reads those), are a remark on what the
    zone's cards are for (``Sideboard (Wish targets)``, ``Sideboard - graveyard hate``,
    ``Sideboard (Blood Moon decks)``; after a colon too, ``Sideboard: Wish targets``):
    they end with a word of the game data's
    ``remark_words``, give no count and bring no card in (``_names_one_thing``); the
    words before it, a card's name too, are what the remark is about. Such words are a
    card only by their whole name or within a typo of one (``resolve_deck``): each was
    an unknown card within a typo of a word of it (``Wish``), or of a card named among
    its words, and the legal side deck one card too big."""
    words = after.strip(_LABEL_EDGES + " ").casefold()
    return (_label_marked(text, header, colon=True) and match_up_opponent(words) is None
            and _count_sign_first(after) is None and _names_one_thing(words)
            and words.split()[-1] in bundled_zones().remark_words)


#: What brings more than one opponent's name into a match-up's label (``vs Burn with
#: Black Lotus``, ``vs Burn w/ Black Lotus``, ``vs Elves via Natural Order``: the game
#: data's ``playing_words``; ``vs Burn - Black Lotus``, ``vs Burn: Black Lotus``): a card
#: may stand there.
_MORE_IN_A_LABEL = lazy_built(lambda: r"\b" + any_of(bundled_zones().playing_words)
                              + r"(?:\s|$)|\s[-:\u2013\u2014]|:", re.I)
#: The marks after which a match-up's label brings in more than its opponent (``vs Burn:
#: Black Lotus``, ``vs Burn - Black Lotus``, ``vs Burn = Black Lotus``, ``vs Burn →
#: Black Lotus``, ``vs Burn > Black Lotus``, ``vs Burn ≫ Black Lotus``, ``vs Burn ~
#: Black Lotus``, ``vs Burn | Black Lotus``, ``vs Burn [Black Lotus]``, ``vs Burn {Black
#: Lotus}``, ``vs Burn. Black Lotus``).
_BROUGHT_IN = _lazy(r"\s[-:\u2013\u2014=\u2192]|[:=\u2192\u21d2\u27f6\u2794\u279c>\u00bb\u203a"
                    r"\u226b~|\\\[({]|[^\W\d_][.!?\u2026]+\s")


def match_up_opponent(label: str) -> str | None:
    """The words after a match-up's word that begins a zone's ``label`` (the game data's
    ``match_up_words``: ``vs Burn``, ``vs. Living End``: ``Burn``, ``Living End``), as
    written; ``None`` for a label of no match-up."""
    word, _, opponent = label.partition(" ")
    return opponent if word.casefold().rstrip(".:") in bundled_zones().match_up_words \
        else None


def brought_into_label(opponent: str) -> str | None:
    """The words a match-up's label brings in after its opponent and a mark
    (``_BROUGHT_IN``: ``Burn: Black Lotus``, ``Burn - Black Lotus``, ``Burn. Black
    Lotus``: ``Black Lotus``), where a card may stand; ``None`` for one opponent alone
    (``Show and Tell decks``, ``Blood Moon decks, Storm``, ``Scam with Grief``: a deck's
    name may be a card's, and what it plays is said with a word)."""
    brought = _BROUGHT_IN().search(opponent)
    return opponent[brought.end():].strip(_LABEL_EDGES) or None if brought else None
#: What parts the words of a note after a zone's header (``(MTG Arena)``, ``(Paper &
#: MTGO)``).
_NOTE_WORDS_PARTING = _lazy(r"\s*[\s,&/+]\s*")


#: What opens a note after a zone's header: a bracket, a dash or a comment's `#`.
_NOTE_OPENERS = frozenset("([{<-\u2013\u2014#")


def one_owner(one: str, other: str) -> bool:
    """Whether two labels of decks (``Ann`` and ``Ann Lee``) name one owner, one's words
    all in the other's (``_one_name_within_the_other``). Never raises."""
    return _one_name_within_the_other(one, other)


def _grouping_label(label: str, zones: ZoneTable) -> bool:
    """Whether ``label`` (a header's words after the zone's, a ``Deck:`` line's value)
    is a grouping's or a zone's words, maybe with their count (``Creatures``,
    ``Creatures (12)``, ``Lands: 24``, ``Main``): a part of one deck, no deck's name."""
    words = _COUNT_AFTER_LABEL().sub("", label)
    return is_header_text(words, zones) or _zone_of(words, zones) is not None


#: The count a label's words may end with (``Creatures (12``, its closing bracket cut
#: with the label's edges; ``Lands: 24``, ``Spells, 20 cards``).
_COUNT_AFTER_LABEL = _lazy(r"\s*[:(\[{,\-\u2013\u2014]?\s*[x\u00d7]?\d+\s*[x\u00d7]?\s*"
                           + CARDS_UNIT + r"?\s*[)\]}]?$", re.I)


#: A card line's count first (``4 Black Lotus``, ``4x Ponder``): no label.
_LABEL_COUNTED = _lazy(r"\d{1,3}\s*[x\u00d7]?\s", re.I)
def continues(text: str) -> bool:
    """Whether a header's ``text`` says its part goes on (``Main Deck (cont.)``,
    ``Sideboard (continued)``, ``_CONTINUED``): one deck's part again, no second deck's."""
    return _CONTINUED().search(text) is not None


#: A word saying a part goes on (``Main deck (cont.)``, ``Deck (continued)``, French
#: ``suite``, German ``Fortsetzung``, Spanish ``continuación``): one deck's label.
_CONTINUED = _lazy(r"\b(?:cont(?:'?d|inued|inues|inuation)?|suite|fortsetzung|forts"
                   r"|continuaci[oó]n|contin[uú]a|continuazione|continua[cç][aã]o|vervolg"
                   r"|продолжение)\b", re.I)


def _full_decks_finding(full: Sequence[int], size: int) -> Finding | None:
    """The ``file-error`` of the header lines ``full`` that each head a full deck of
    ``size`` cards or more, when they are two or more; ``None`` otherwise."""
    if len(full) < 2:
        return None
    return Finding("file-error", f"the main deck's headers on lines {full[0]} and "
                   f"{full[1]} each head a full deck ({size} cards or more): two decks, "
                   "not judged; one deck a file", line=full[1])


def full_decks_of_size(decklist: Decklist, size: int | None) -> Finding | None:
    """The ``file-error`` of a decklist two of whose runs of main deck cards
    (``full_runs_finding``) each hold ``size`` cards or more (the judged format's deck
    size, ``min`` or ``exact`` of its main zone: ``Deck``, 40 cards, ``Deck``, 40 more,
    two Mage Noir or Magi-Nation decks or two limited decks pasted in one file, were one
    legal deck of 80), as the reader finds of ``FULL_CONSTRUCTED_DECK``; ``None``
    otherwise, and for a deck size below ``_FEWEST_FULL`` (no deck's: a zone of one
    card) or not below ``FULL_CONSTRUCTED_DECK`` (the reader's own test). Rules: Mage
    Noir Official Detailed Rules v1.1, 1.1; Magi-Nation Duel, Building Your Deck (one
    deck a player)."""
    if size is None or not _FEWEST_FULL <= size < FULL_CONSTRUCTED_DECK:
        return None
    return full_runs_finding(decklist.lines, decklist.main_headers, size, decklist.list_heads)


def full_runs_finding(lines: Sequence[DeckLine], main_headers: Iterable[int],
                      size: int, heads: Mapping[int, str] | None = None) -> Finding | None:
    """The ``file-error`` of card ``lines`` whose main deck's cards make two runs or more
    of ``size`` cards each, a run parted from the next by a main deck's header
    (``main_headers``: their lines) or by card lines of another zone (``Deck``, 60
    cards, ``Deck``, 60 more; two Magic Workstation lists, 60 cards then ``SB: 2
    Duress`` lines each: one legal deck of 120 before); ``None`` otherwise (a total
    line's counts by type, ``TOTAL:`` then ``56 Lands``, part nothing: its lines are
    no cards), or by a line that may head a list (``heads``: each as written, by line;
    ``Format: mtg/modern``, ``Deck: Burn``, ``# Bob``, the same one or not, over each of
    two header-less lists pasted in one: one legal deck of 120 before). Where both runs
    start under a header, the message names the headers' lines; where the second starts
    under a head, that head."""
    if not _two_decks_of_cards(lines, size):
        return None
    heads = heads or {}
    starts = sorted({*main_headers, *heads})
    runs: list[list[int]] = []  # [the line it starts on or under, its copies]
    parted, under, place = True, None, 0
    for line in sorted((each for each in lines if each.line is not None
                        and _a_list_card_line(each)), key=lambda each: each.line or 0):
        number = line.line or 0
        while place < len(starts) and starts[place] < number:
            parted, under, place = True, starts[place], place + 1
        if line.zone != MAIN:
            parted, under = True, None
            continue
        start = number if under is None else under
        if parted and not (runs and runs[-1][0] == start):
            # "Deck (40) beta": a card line read after the header on its line runs on
            # under the same header, never a run of its own (a legal deck was two)
            runs.append([start, 0])
        parted = False
        runs[-1][1] += line.count
    full = [start for start, count in runs if count >= size]
    if len(full) < 2:
        return None
    if full[1] in heads:
        return Finding("file-error", f"the line '{heads[full[1]]}' (line {full[1]}) heads a "
                       f"second full deck ({size} cards or more) after the one from line "
                       f"{full[0]}: two decks, not judged; one deck a file", line=full[1])
    if set(full[:2]) <= set(starts):
        return _full_decks_finding(full, size)
    return Finding("file-error", f"the main deck's cards from lines {full[0]} and {full[1]} "
                   f"each make a full deck ({size} cards or more), parted by another zone's: "
                   "two decks, not judged; one deck a file", line=full[1])


def _two_decks_of_cards(lines: Sequence[DeckLine], size: int) -> bool:
    """Whether the main deck's card ``lines`` hold two full decks' worth of copies
    (``size`` each): no list of fewer is two decks by its runs or headers."""
    return sum(line.count for line in lines
               if line.zone == MAIN and _a_list_card_line(line)) >= 2 * size


def _a_list_card_line(line: DeckLine) -> bool:
    """Whether ``line`` is a card line of the list itself, whose copies the two decks'
    findings count: not a possible card line read where a note may stand (a metadata
    value, a title, a note: ``Name: Mono Red (60)``, ``Player: Ann (60)``, the deck's
    name and player, were counted as a full deck of 60 before the list's, a legal deck
    refused as two) nor a quiet one (``Player: Player 1``)."""
    return not (line.quiet or (line.maybe_header and not line.bare))


#: The fewest cards a format's deck size is read as a full deck of (``full_decks_of_size``).
_FEWEST_FULL = 20


def _two_decks_labelled(first: HeaderLabel, later: HeaderLabel, names: bool) -> bool:
    """Whether two main deck headers' labels (``_header_label``) name two decks: one
    name under two numbers (``Ann`` and ``Ann 2``, ``Ann 1`` and ``Ann II``, ``Burn``
    and ``Burn 2``; not ``Ann`` and ``Ann 1``, the first deck numbered), or with
    ``names`` (labels not all a grouping's words) names not one in the other's words
    (``Ann`` and ``Bob``; not ``Ann Lee`` and ``Ann``)."""
    first_name, first_number, _, _ = first
    later_name, later_number, _, _ = later
    one_name = _one_name_within_the_other(first_name, later_name)
    if one_name:
        return (first_number or "1") != (later_number or "1")
    return names


def _a_miscount_at_most(declared: int, under: int) -> bool:
    """Whether a header's ``declared`` count of the ``under`` cards under it is theirs,
    or off by a miscount: two cards, or a tenth of them in a longer part (``Main Deck
    (31)`` over 30 cards; not ``Deck - 12`` over 32, a deck's number)."""
    return abs(declared - under) <= max(2, under // 10)


def _number_written(word: str) -> str:
    """A header's number written otherwise than in digits, in digits: a number word
    (``two``, ``second``), a Roman numeral (``ii``, ``Ⅱ``) or a circled digit (``②``),
    so that ``Deck II`` and ``Deck 2`` number one deck; else ``word`` (a letter, ``b``)."""
    if word in _NUMBER_WORDS:
        return str(_NUMBER_WORDS[word])
    if word.upper() in ROMAN_COUNTS:
        return str(ROMAN_COUNTS[word.upper()])
    value = unicodedata.numeric(word, -1) if len(word) == 1 else -1
    return str(int(value)) if value >= 0 and value == int(value) else word


def _owned_header(folded: str) -> tuple[str, str] | None:
    """A zone header (``folded``: in small letters, one space between words) after a
    determiner or a possessive (``my deck``, ``ann's deck``), or before an owner after a
    word for "of" (``deck von ann``, ``mazo de ana``): its words, the owner masked (``#
    deck``, ``deck #``), and the owner (``my``, ``ann's``, ``ann``); else ``None``."""
    first, _, rest = folded.partition(" ")
    if rest and (f"{first} " in ZONE_DETERMINERS or first.endswith(_POSSESSIVE_ENDS)):
        return f"# {rest}", first.removesuffix("'s").removesuffix("\u2019s")
    owned = _OWNED_AFTER().match(folded)
    if owned is not None and not _PART_OF().search(folded):
        return f"{owned['words']} #", owned["owner"]
    return None


def unnumbered(masked: str) -> str:
    """The words of a header ``header_number`` masked (``deck (#``, ``## deck #``),
    without the mask and the marks round it (``deck``): the zone's words to read."""
    return " ".join(_UNNUMBERED().sub(" ", masked).split())


#: The mask of a header's number and the marks round it (``unnumbered``).
_UNNUMBERED = _lazy(r"[#()\[\]{}:\-\u2013\u2014/.,*_=~]+")
#: A number in a zone header's line: digits, a Roman numeral as a word of its own or as
#: one character (``Ⅱ``), a circled digit (``②``).
_HEADER_NUMBER = lazy_built(lambda: (
    r"(?P<digits>\d+)(?:(?:st|nd|rd|th|e|er|re|\u00e8me|eme|\u00aa|\u00ba|te|ter|tes|o|a)"
    r"(?![^\W\d_]))?|\b[ivx]{1,4}\b|[\u2160-\u2188\u2460-\u24ff\u2776-\u2793]"
    r"|\b(?:" + "|".join(sorted(_NUMBERING_WORDS, key=len, reverse=True)) + r")\b"
    r"|(?<=\s)[a-h]$"))
#: A version's mark before its number (``v2``, ``V3``, ``ver. 2``, ``version 2``): a
#: list's version is no deck's number nor count (``header_number``, ``_version_dropped``).
_VERSION_BEFORE = _lazy(r"(?<![^\W\d_])(?:v|ver\.?|version)\s?$", re.I)
#: A list's version after a header's words (``Deck v2``, ``Sideboard V1``, ``Deck (40)
#: v2``, ``Deck version 2``); a line whose last ``_LONGEST_VERSION`` characters hold no
#: ``v`` holds none (the pattern is not run on it).
#: The marks a header line may end with after a list's version (``Deck (Ann) v2:``).
_VERSION_END = " :.!-\u2013\u2014"
_LONGEST_VERSION = len(" (version 999.999.999): ")
_VERSION_AFTER = _lazy(r"\s+[(\[]?(?P<version>(?:v|ver\.?\s?|version\s)\d{1,3}(?:\.\d{1,3})*)"
                       r"[)\]]?" + "[" + re.escape(_VERSION_END) + "]*$", re.I)
#: What makes a header's number a part's of one deck: a slash, a range's dash or a word
#: between two numbers (``Deck (2 of 2)``, ``Deck 1/2``, ``Deck 31-60``) or a part's, a
#: page's word before or after one (``Main Deck - Part 2``, ``Mazo (parte 1)``, ``Mazo
#: (2ª parte)``, ``Deck (2. Teil)``), as a long list is posted in parts.
_PART_OF = _lazy(r"\d(?:\s*/\s*|[-\u2013]|\s*\b(?:of|von|de|di|sur|van|из)\b\s*)\d"
                 r"|\b(?:part|partie|parte|teil|page|pagina|página|seite|pt)\b\.?\s*(?:\d|[ivx]{1,4}\b)"
                 r"|\d\S{0,2}\s*(?:part|partie|parte|teil|page|pagina|página|seite)\b")
#: A part's place on a page or a sheet, alone as a label (``Deck (Top)`` and ``Deck
#: (Bottom)``, ``Deck (Left)``, ``Deck (first half)``): one deck written in two parts.
_PLACE_ON_PAGE = _lazy(r"(?:top|bottom|upper|lower|left|right|(?:first|second|1st|2nd)"
                       r"\s+half|haut|bas|gauche|droite|oben|unten|links|rechts)", re.I)
#: A count after a spaced mark ending a header (``Deck A - 60``, ``Deck 1 - 60 cards``;
#: not ``Deck 31-60``, a part's range).
_SPACED_COUNT_AFTER = _lazy(r"\s+[-\u2013\u2014:]\s*\d+\s*" + CARDS_UNIT + r"?$", re.I)
#: A bracket or a mark before a header's number, which a count follows (``Deck (33)``,
#: ``Deck: 33``, ``Deck - 33``).
_COUNT_MARKS = frozenset("([{:-\u2013\u2014")
#: The marks that start a note after a header's number (``Deck 1 (Ann)``, ``Deck 1 -
#: Ann``); the empty string: nothing after it.
_NOTE_MARKS = ("", "(", "[", "{", "-", "\u2013", "\u2014", ":", ",")
#: The fewest a header's count in brackets or after a mark is read as (``header_number``).
_FEWEST_COUNTED = 5


#: A part's range of cards after a header's words (``Main 31-60``, ``Main 1 - 30``).
_PART_RANGE = _lazy(r"(?:^|\s)(?P<start>\d{1,3})(?P<space>\s*)[-\u2013](?:\s*)(?P<end>\d{1,3})$")


def _range_size(ranged: re.Match[str]) -> int | None:
    """The cards a part's range (``_PART_RANGE``) declares: ``31-60`` 30; ``None`` for
    one written with spaces that starts past 1 (``Deck 2 - 60`` may be the second deck's
    number and its count) or that ends before it starts."""
    start, end = int(ranged["start"]), int(ranged["end"])
    if end < start or (ranged["space"] and start != 1):
        return None
    return end - start + 1


def _zone_count(text: str) -> int | None:
    """The count a zone header line declares, before its words (``// 15 Sideboard``,
    ``# XVI Sideboard``) or after them (``Sideboard (15)``, ``Main: 60``, ``-- Side
    deck: 15/15 cards --``, ``Sideboard (four)``): digits, or a word ``_count_value``
    reads; ``None`` for a header without (``Sideboard``), one it cannot read
    (``Sideboard (fifteen)``, ``Sideboard (XL)``), a bare number after the words
    (``Deck 2``, which may as well name a second deck) or one run into them by a hyphen
    (untap's ``//deck-1``: the zone's number), which declare nothing."""
    words = text.lstrip("/#!").strip()
    before = _HEADER_COUNT.match(words)
    if before:
        written = before[0].strip().strip("xX\u00d7")
    else:
        match = _header_match(words)
        written = match.string[match.end("text"):] if match else ""
        if _NUMBER_ALONE().match(written) or _ZONE_INDEX().match(written) or (
                written[:1].isspace() and written.strip().casefold() in _NUMBERING_WORDS):
            # "Deck 2": a name's number as well as a count; untap's "//deck-1",
            # "//sideboard-1": the number of the zone, written as a hyphen run into it
            return None
    if written[-1:].isdigit() and (ranged := _PART_RANGE().search(written)) is not None:
        return _range_size(ranged)
    if (number := _first_number(written)) is not None:
        return number
    token = _COUNT_TOKEN().search(written)
    return _count_value(token[0]) if token else None


def _header_heading(name: str, copies: int, zone: str, number: int,
                    zones: ZoneTable) -> DeckLine | None:
    """A Markdown heading of header words with a count (``## Burn (8)``, ``# Creatures
    21``) as a possible card line of the card database's choosing, ``None`` for another
    heading: a grouping header, silently, unless it names a card by its full name, or by
    one face of a split card that is no category of the game or that the lines under it
    do not bear out (``## Fire (4)``: four Fire // Ice; the header words are every
    game's, ``fire`` a Mage Noir element's): ``bare``, ``quiet``, ``heading`` and
    ``markdown`` (``checker.resolve_deck``)."""
    if not is_header_text(name, zones):
        return None
    return DeckLine(name, copies, zone, number, bare=True, maybe_header=True, quiet=True,
                    heading=True, markdown=True)


#: A label of one to three words and a colon, then words (``Owner: Bob``, ``Last
#: updated: 2024-01-01``), as a template's field above a list.
_PREAMBLE_LABEL = _lazy(r"^\s*[^\W\d_][\w'.-]*(?:\s[\w'.#-]+){0,2}\s*:\s*\S")


#: A metadata key, a spaced dash or equals sign, then words (``Author - Alice``,
#: ``Event = FNM``), as a list's head writes a field without a colon.
_DASHED_KEY = _lazy(r"^\s*(?P<key>[^\W\d_][\w'.]*(?:\s[\w'.]+){0,2})\s+[-\u2013\u2014=]\s+\S")


def _dashed_field(text: str) -> bool:
    """Whether ``text`` is a field of a metadata key (``METADATA_KEYS``) written with a
    spaced dash or equals sign for its colon (``Author - Alice``, ``Player = Bob``):
    under the list's title, a field above the list, as ``Author: Alice`` is (it was an
    unknown card, the title too)."""
    keyed = _DASHED_KEY().match(text)
    return keyed is not None and normalise(keyed["key"]) in METADATA_KEYS


#: A day written in full (``2024-06-01``, ``01/06/2024``, ``June 1, 2024``, ``1 June
#: 2024``), as a post's line under its title dates the event: no card's name holds one.
_DATE_IN_LINE = _lazy(
    r"\b(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}"
    r"|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}"
    r"(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul"
    r"|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4})\b", re.I)


#: A set code in brackets at the end of a name (``Ponder (M12)``, ``Mountain [THB]``): a
#: number after it is the printing's collector number, as deck sites print a card.
_PRINTING_LAST = _lazy(r"\s[(\[][A-Za-z0-9]{2,6}[)\]]$")


def _heading_counts(text: str) -> list[tuple[str, int]]:
    """The card a heading's text may count, as ``(name, copies)``: a number or a count
    word after the name (``Ponder 4``, ``Ponder four``, ``Ponder IV``); none, or one. A
    count before the name (``# 4 Ponder``) is a card line commented out."""
    trailing = _TRAILING_COUNT().match(text)
    if trailing and _PRINTING_LAST().search(trailing["name"]):
        return []  # "# Ponder (M12) 73": the printing's collector number, no count
    if trailing:
        return [(trailing["name"], _quantity(trailing["n"]))]
    counted = _word_counted(_WORD_COUNT_LAST(), text)
    return [counted] if counted else []


def _word_counted_name(text: str) -> bool:
    """Whether a line is a number word then a capitalised word, as a card line with its
    count written in a word is (``one Qzxv Notacard``, ``two Fire Ball``), not prose
    (``One of my favourite decks``)."""
    first, _, rest = text.partition(" ")
    return first.lower() in COUNT_WORDS and rest[:1].isupper()


def _counted_card_line(text: str, zones: ZoneTable) -> bool:
    """Whether a card line's text gives a count (``4 Name``, ``Name x4``): a card line
    for sure, not a note (a grouping header's count, ``Spells (12)``, is a label)."""
    parsed = _card_text(text, zones)
    return parsed.copies is not None and parsed.grouping is None


def _in_zone(line: DeckLine, zone: str) -> DeckLine:
    return line._replace(zone=zone)


def sideboard_last(before: int, last: int) -> bool:
    """Whether a last block of ``last`` cards after blocks of ``before`` cards (parted by
    blank lines, no header) is a constructed deck's sideboard read unsaid, the MTGO and
    Arena exports' own form: at most ``MAX_SIDEBOARD`` cards after a deck of ``MIN_DECK``
    to ``MAX_GROUPED_DECK`` (a Commander deck of 100 cards grouped so is no deck and
    sideboard). Pure."""
    return last <= MAX_SIDEBOARD and MIN_DECK <= before <= MAX_GROUPED_DECK


def block_export(copies: Sequence[int], gaps: Sequence[int], lone_first: bool) -> bool:
    """Whether blocks of cards of ``copies`` copies each, parted by runs of ``gaps`` blank
    lines (or a sheet's blank rows), with no header or zone column, are the MTGO / Arena
    export convention, the last block (or, of two, the first: ``sideboard_first``) the
    side deck: one blank line between each, and two blocks, or three with a lone copy of
    one card first (``lone_first``, Arena's companion), or a last block that is a
    sideboard after a deck (``sideboard_last``). Otherwise all are read as the deck, the
    blocks after the first kept as a guess the format decides
    (``guessed_zones.read_guessed_sideboard``). The text and CSV readers both decide so.
    Pure."""
    if any(gap != 1 for gap in gaps):
        return False
    return len(copies) == 2 or (len(copies) == 3 and lone_first) \
        or sideboard_last(sum(copies[:-1]), copies[-1])


def sideboard_first(first: int, second: int) -> bool:
    """Whether the first of two blocks of cards (``first`` and ``second`` copies, no
    header) is the sideboard, as MTGO writes a list with a companion: at most 15 cards
    before a block of 40 or more. Pure."""
    return first <= 15 < 40 <= second


#: The cases of ``place_blocks``: the last of several blocks in the side deck, Arena's
#: lone companion first, MTGO's side deck first, the second of two (said, or not: a
#: sideboard after a constructed deck).
LAST_OF_MANY, COMPANION_FIRST, SIDE_FIRST, SECOND_SAID, SECOND_UNSAID = (
    "last of many", "companion first", "side first", "second said", "second unsaid")


class BlockPlacement(NamedTuple):
    """Where ``place_blocks`` puts the blocks of a block export: ``side`` the indexes of
    the blocks in the side deck, ``companion`` whether the first block is Arena's lone
    companion (counted once when the third lists it again), ``case`` which of its cases
    (``LAST_OF_MANY`` ...) it is."""

    side: frozenset[int]
    companion: bool
    case: str


def place_blocks(copies: Sequence[int], lone_first: bool) -> BlockPlacement:
    """Which blocks of a block export (``block_export`` said so) of ``copies`` copies
    each go to the side deck, the first a lone copy of one card or not (``lone_first``):
    of three with a lone card first, that card (Arena's companion) and the third; of
    more, the last; of two, the first when ``sideboard_first`` (MTGO's companion list),
    else the second, said unless ``sideboard_last``. The text and CSV readers both place
    so, each wording its own note by the ``case``. Pure."""
    if len(copies) == 3 and lone_first:
        return BlockPlacement(frozenset({0, 2}), True, COMPANION_FIRST)
    if len(copies) > 2:
        return BlockPlacement(frozenset({len(copies) - 1}), False, LAST_OF_MANY)
    if sideboard_first(*copies):
        return BlockPlacement(frozenset({0}), False, SIDE_FIRST)
    return BlockPlacement(frozenset({1}), False,
                          SECOND_UNSAID if sideboard_last(*copies) else SECOND_SAID)


def blank_line_ends_section(zone: str, zones: ZoneTable, deck_header: bool) -> bool:
    """Whether a blank line after cards in the section of ``zone`` ends it, the cards
    after it being the main deck (``Commander`` / ``1 Name`` / blank / the 99): in a
    zone of one kind of card (``zones.single_kind``: the command zone, the Magi stack),
    when nothing heads the main deck anywhere in the list (``deck_header`` false: a
    ``Deck`` header makes the blank line only spacing); so does an Arena ``Companion``
    section, of companions only. A text decklist's headers and a CSV export's section
    rows follow it alike; a zone of any kind of card (the side deck) runs on past blank
    lines."""
    return (zone in zones.single_kind or zone == COMPANION) and not deck_header


def _reading_note(message: str, number: int | None,
                  generic: Callable[[str], str]) -> Finding:
    """The ``reading`` finding of a note ``message`` on line ``number``: a category's
    note naming the side deck (``placing_parts``) with that name marked, said by
    ``generic`` (zone id -> words) until a check words it in the game's own."""
    parts = placing_parts(message) if message.startswith("category [") else None
    if parts is None:
        return Finding("reading", message, line=number)
    return header_finding("reading", *parts, generic, number)


#: The side deck's and the main deck's names in running text in ``note_headers``.
_LABEL_SIDE, _LABEL_MAIN = LABEL_MARK + SIDE, LABEL_MARK + MAIN


def deck_after_blank_note(label: str, line: str, header: str) -> str:
    """The note on the first card after a blank ``line`` (``line``, ``row``) that ended
    the section of the zone of ``label`` (``blank_line_ends_section``), where no
    ``header`` (``header``, ``section row``) heads the main deck."""
    return (f"a block of cards after a blank {line} under the {label} and no {header}: "
            f"read as the deck, not the {label}; write a Deck {header} to say so, or no "
            f"blank {line} to keep them there")


def declare_companions(lines: list[DeckLine], metadata: dict[str, str]) -> list[DeckLine]:
    """The ``lines`` with those in the ``companion`` zone (an Arena ``Companion``
    section, TappedOut's ``*CMPN*``, a CSV ``companion`` board) placed in the sideboard
    (``_place_companions``), their names declared as the ``companion`` metadata (joined
    by ``; ``; a value already there is kept)."""
    declared = dict.fromkeys(line.name for line in lines if line.zone == COMPANION)
    if declared:
        metadata.setdefault("companion", COMPANION_SEPARATOR.join(declared))
    return _place_companions(lines)


#: What a companion alone in the first of three blocks is, when the sideboard lists it
#: again, until the card data tells: counted once, with the sideboard's copy, when its
#: card is a companion.
LISTED_AGAIN = "Arena lists the companion again in the sideboard, counted there once"


def _place_companions(lines: list[DeckLine]) -> list[DeckLine]:
    """Lines of an Arena ``Companion`` section belong to the sideboard: the copies of a
    companion the sideboard also names are counted there once (Arena lists it in both);
    copies beyond the sideboard's (``Companion: 4 X`` with ``1 X`` in the sideboard) move
    to the sideboard, so none is lost."""
    side: dict[str, int] = {}
    for line in lines:
        if line.zone == SIDE:
            side[normalise(line.name)] = side.get(normalise(line.name), 0) + line.count
    placed = []
    for line in lines:
        if line.zone == COMPANION:
            listed = side.get(normalise(line.name), 0)
            side[normalise(line.name)] = max(0, listed - line.count)
            if line.count <= listed:
                continue
            line = _in_zone(line, SIDE)._replace(count=line.count - listed)
        placed.append(line)
    return placed


#: Metadata keys that decide how a deck is judged: a decklist gives each one value.
JUDGING_KEYS = frozenset({"format", "game"})
def _head_written(kind: str, text: str) -> str:
    """A line that may head a list (a metadata key, or ``COMMENT`` or ``HEADING``, and
    its value or text) as a message names it (``Format: mtg/modern``, ``# Bob``)."""
    written = text if kind in (COMMENT, HEADING) else f"{kind.capitalize()}: {text}"
    return written.strip()[:40]


def _head_words(kind: str, text: str) -> str:
    """The words of a comment's or a heading's ``text`` (of ``kind``) that may title a
    list (``# Bob``: ``Bob``), without its marks."""
    words = text[2:] if kind == COMMENT else text
    return words.strip(_LABEL_EDGES + "#/!>")


#: The last characters of a line that may end in a count (``Burn (2024)``, ``Sideboard
#: 15``): a closing bracket or a digit.
_COUNT_ENDS = ")]0123456789"
#: The metadata a decklist's contract reads (DESIGN's: its format, game, player, name,
#: event, day and pool), which heads a list (``_Reader._second_lists_head``); every other
#: key (``Author``, ``Archetype``, ``Notes``, ``Round``) is kept without effect, a note.
_HEAD_KEYS = frozenset({"format", "game", "player", "deck", "event", "date", "pool"})
#: The metadata naming a list's owner or the list: written again with the same value,
#: one list's going on (``_Reader._second_lists_head``).
_OWN_NAME_KEYS = frozenset({"player", "deck"})
#: Metadata keys that name one deck (its name, its event): two values, each over cards of
#: its own, are two decks' (``_two_named_decks``).
_DECK_NAMING_KEYS = frozenset({"deck", "event"})
#: Metadata keys an organizer's reports go by (the player's duplicates, the event's
#: submissions): a second value is said, not judged.
NAMING_KEYS = frozenset({"player", "event"})


def metadata_conflict(metadata: dict[str, str], key: str, value: str, first_line: int | None,
                      line: int | None) -> Finding | None:
    """A finding on ``line`` when ``metadata`` already gives ``key`` another value
    (compared as names are; the first one is read): for a key of ``JUDGING_KEYS`` (the
    format or game) a ``parse-error``, as which of two ``Format:`` lines a reader or a
    person takes is a guess the verdict depends on; for one of ``NAMING_KEYS`` (the
    player or event) a ``reading`` note, as a list copied from another player with the
    old name left in would otherwise go under that name unsaid. Else ``None``."""
    before = metadata.get(key)
    if (key not in JUDGING_KEYS | NAMING_KEYS or before is None
            or _same_value(key, before, value)):
        return None
    where = f" (line {first_line})" if first_line is not None else ""
    if _names_the_player(key, before, value):
        return Finding("reading", f"the {key} is given twice: '{value}' here and "
                       f"'{before}' before{where}, which names nobody; this one was read",
                       line=line, hint=f"give the {key} once")
    return Finding("parse-error" if key in JUDGING_KEYS else "reading",
                   f"the {key} is given twice: '{value}' here and "
                   f"'{before}' before{where}; the first was read",
                   line=line, hint=f"give the {key} once")


def several_players(players: Sequence[tuple[str, int]], where: str = "sheet") -> Finding:
    """The ``file-error`` of a sheet (or other ``where``: a text ``file``) naming several
    ``players`` (as ``players_named`` gives them, two at least: ``IndexError`` with
    fewer), on the first line of the second: one decklist is one player's deck, and
    several read as one were judged together."""
    names = ", ".join(f"'{name[:40]}'" for name, _ in players[:3])
    more = f" and {len(players) - 3} more" if len(players) > 3 else ""
    return Finding("file-error", f"the decks of {len(players)} players in one {where} "
                   f"({names}{more}): not judged; one deck a file (split it by player)",
                   line=players[1][1])


def _one_name_within_the_other(one: str, other: str) -> bool:
    """Whether the words of one player's name are all words of the other's (``Ann`` and
    ``Ann Lee``, ``Lee`` and ``Lee, Ann``, ``Jörg Müller`` and ``Joerg``: one player named
    in full and in short, over a deck and over its side deck), as ``batch.player_keys``
    reads words. Never raises."""
    from cardtools.batch import player_keys

    return any(first and second and (first <= second or second <= first)
               for first in (set(key.split()) for key in player_keys(one))
               for second in (set(key.split()) for key in player_keys(other)))


def _names_the_player(key: str, before: str, value: str) -> bool:
    """Whether ``value``, a second value of metadata ``key``, is the player where the
    first, ``before``, names nobody (a form's placeholder, ``TBD``, ``N/A``, ``-``:
    ``batch.player_key``): a list headed ``Player: TBD`` then ``Player: Bob`` was no
    one's, Bob's second list left out of ``duplicate-player``."""
    if key != "player":
        return False
    from cardtools.batch import player_key

    return not player_key(before) and bool(player_key(value))


def keep_metadata(metadata: dict[str, str], metadata_lines: dict[str, int], key: str,
                  value: str, line: int | None) -> None:
    """Keep ``value`` of metadata ``key`` (on ``line``) in ``metadata`` and its line in
    ``metadata_lines``: the first value of a key is read, but for a player whose first
    value names nobody (``_names_the_player``), which the value naming one replaces."""
    before = metadata.get(key)
    if before is not None and _names_the_player(key, before, value):
        metadata[key] = value
        if line is not None:
            metadata_lines[key] = line
        return
    metadata.setdefault(key, value)
    if line is not None:
        metadata_lines.setdefault(key, line)


def _same_value(key: str, one: str, other: str) -> bool:
    """Whether two values of a format or game (``key``; a player's or an event's are
    compared as names only) say the same: equal as names are once the game data's other
    names are read (``EDH`` and ``mtg/commander``, ``Magic`` and ``mtg``, ``Mage Noir``
    and ``mage-noir/tournament``: ``gamedata.judging_value``), or a bare format name
    and the same name with its game (``modern``, ``mtg/modern``); a hyphen, an
    underscore and a space between words alike (``Duel Commander``,
    ``duel-commander``), as format ids are read."""
    one, other = (judging_value(key, value) if key in JUDGING_KEYS
                  else spaced_name(value) for value in (one, other))
    return one == other or (("/" in one) != ("/" in other) and (
        one.rsplit("/", 1)[-1].strip() == other.rsplit("/", 1)[-1].strip()))


def no_day_said(value: str, label: str) -> str | None:
    """What the reader says of a decklist's date ``value`` written after ``label`` (a
    text list's ``Date:``, a structured decklist's ``date:``) that gives no single day
    (``rules.deck_date.deck_day``: ``April 2024``, ``2022-13-45``, ``Oko, Thief of
    Crowns``), read as a note, not the deck's day; ``None`` for a value that gives one.
    The rule's module is imported only for a list that gives a date. Raises nothing."""
    # imported here: only a list giving a date pays for the rule module
    from cardtools.rules.deck_date import deck_day
    if deck_day(value) is not None:
        return None
    return (f"'{value[:80]}' after {label.strip()}: gives no single day (as 2024-04-01 or "
            f"April 1, 2024 do): {_NO_DAY_NOTE}")


#: How ``no_day_said`` ends: the value is read as a note (``no_day_carded`` rewrites it).
_NO_DAY_NOTE = "read as a note, not the deck's day"


def no_day_carded(message: str, names: Iterable[str]) -> str | None:
    """``message``, a ``no_day_said`` note, saying its value was read as a card line,
    when one of the card lines' ``names`` read on its line is written in the value
    (``Date: 1 Island``: one Island, counted; it was said "read as a note" of a counted
    card); ``None`` for any other message or names. Pure."""
    value, _, rest = message[1:].partition("' after ")
    if not message.startswith("'") or not rest.endswith(_NO_DAY_NOTE) or \
            "gives no single day" not in rest:
        return None
    folded = normalise(value)
    if not any(normalise(name) in folded for name in names):
        return None
    return f"{message[:-len(_NO_DAY_NOTE)]}read as a card line, not the deck's day"


@_remembered
def _metadata_entry(text: str, zones: ZoneTable) -> tuple[str, str] | None:
    """``(key, value)`` of a metadata line (``Format: modern``), else ``None`` (also for
    a zone header, ``Deck: 60``, whose words are before the colon, and for ``Deck:``
    then a count and more, ``Deck: 15 - 1 Name``, read as a header with a card line:
    only a key that may name a section is asked about, ``Format: mage-noir/tournament``
    is not)."""
    match = _METADATA.match(text)
    if not match or (_may_start_a_section(match[1], zones)
                     and _zone_of(text, zones) is not None):
        return None
    key = METADATA_KEYS[normalise(match[1])]
    if normalise(match[1]) == "deck" and _count_then_card(text[match.end(1):]):
        # "Deck: 15 - 1 Name": the deck's header (its word), its count, then a card line
        return None
    value = match[2].strip()
    if key in _NAMING_KEYS and (comment := _NAMING_COMMENT().search(value)) is not None \
            and comment.start() > 0:
        # "Format: mtg/legacy # FNM", "// FNM", "-- FNM": the format without the comment
        # after it (it was the format 'mtg/legacy # FNM', which names none: not judged)
        value = value[:comment.start()].strip()
    elif key == "player" and (comment := _PLAYER_COMMENT().search(value)) is not None \
            and comment.start() > 0:
        # "Player: Bob # second list": Bob (it was the player 'Bob # second list',
        # another than Bob, the player's second list unsaid)
        value = value[:comment.start()].strip()
    return key, value


#: The metadata whose value names a format or a game, never with a ``# comment`` in it.
_NAMING_KEYS = frozenset({"format", "game"})
#: A comment after a format's or a game's name: ``#`` as on any line, or ``//`` or two
#: hyphens after a space (no format's name holds them).
_NAMING_COMMENT = _lazy(r"\s+(?://|--+(?=\s|$)).*$|" + _INLINE_COMMENT_PATTERN)
#: A comment after a player's name: ``#``, ``//`` or two hyphens after a space and
#: before one (a name may hold ``#3``, a team's number).
_PLAYER_COMMENT = _lazy(r"\s+(?://|--+|#)(?=\s|$).*$")


def bidi_problem(control: str) -> str:
    """The ``parse-error`` message of a line holding the bidirectional control
    ``control`` (``bidi_control``), in any dialect."""
    return (f"line holds a bidirectional control character (U+{ord(control):04X}), which "
            "may show it as another line (a card line); remove it")


#: What a line is (``_line_kind``); a comment is none of these.
CARD, ERROR, HEADING, METADATA, ZONE, COMMENT, SUMMARY, SEPARATOR = (
    "card", "error", "heading", "metadata", "zone", "comment", "summary", "separator")


#: The kinds of line (``_line_kind``) an HTML comment beside them is the comment of, as
#: a ``#`` comment after them is: a card line (a grouping header too), a zone's header.
_COMMENTED_KINDS = frozenset({CARD, ZONE, HEADING})


@_remembered
def _line_kind(text: str, zones: ZoneTable) -> tuple[str, str]:
    """What a non-blank line is, in the order of the module docstring, and the text to
    read it from (a bullet removed), or the message of an ``ERROR``."""
    # before anything: a comment, however long, with a vertical tab or a form feed in it
    # shows the rest as a line of its own (``cat``), which must not go unread
    if CONTROL.search(text):
        return ERROR, CONTROL_PROBLEM
    if text.startswith(("#", "//")) and len(text) > MAX_LINE:
        return COMMENT, text  # a long comment is still a comment
    bullet = _BULLET.match(text)
    if bullet:
        if len(text) <= MAX_LINE and _marks_only(text):
            return SEPARATOR, text  # "- - -", "* * *": a Markdown rule, not a bullet
        text = text[bullet.end():]
    if len(text) > MAX_LINE:
        return ERROR, f"line is {len(text)} characters long; at most {MAX_LINE}"
    if text[0].isdigit():  # a card line: no header or metadata starts so
        # "12.50 USD", "432,10 €", "1200円": an amount then its currency, alone (it
        # was copies of an unknown card, a legal deck illegal)
        summary = _SUMMARY().match(text) or (
            _amount_then_currency(text) and _PRICE_SUMMARY().match(text))
        return (SUMMARY, text) if summary else (CARD, text)
    if text.startswith("//"):
        return _slash_line(text, zones)
    if text.startswith("#"):  # a Markdown heading; "#!Commander" as mtg-parser writes it
        return HEADING, text.lstrip("#").strip().lstrip("!").strip()
    if _metadata_entry(text, zones) is not None:
        return METADATA, text
    if _zone_of(text, zones) is not None:
        return ZONE, text
    if text[-1] in ":\uff1a" and _EMPTY_METADATA.match(text):
        return METADATA, text  # "Player:", a field left blank
    if _SUMMARY().match(text) or _PRICE_SUMMARY().match(text) or _CURVE_SUMMARY().match(text) \
            or _counts_by_type(text, zones):
        return SUMMARY, text
    if _marks_only(text):
        return SEPARATOR, text
    return CARD, text


def zone_header_line(text: str, zones: ZoneTable) -> bool:
    """Whether a line ``text`` alone is a zone's header, maybe as a comment or a heading
    (``Deck``, ``Sideboard:``, ``// Sideboard``, ``# Sideboard``, ``Main deck (60)``), as
    ``_line_kind`` reads it by ``zones``. Pure."""
    stripped = text.strip()
    if not stripped:
        return False
    kind, value = _line_kind(stripped, zones)
    return kind == ZONE or (kind == HEADING and _zone_of(value, zones) is not None)


def _amount_then_currency(text: str) -> bool:
    """Whether ``text``, a line starting with a digit, may be an amount and its currency
    (``12.50 USD``, ``432,10 €``, ``12 EUR``, ``1200円``): a decimal mark right after
    its first digits, or a currency's sign or word last; a quick test before
    ``_PRICE_SUMMARY``, which card lines (``4 Opt``) never reach."""
    rest = text.lstrip("0123456789")
    return (rest[:1] in (".", ",") or rest[-1:] in CURRENCY_SIGNS
            or rest.strip().lower() in _CURRENCY_WORDS)


#: A line of a forum's markup (BBCode): a closing tag of one of its own (``[/DECK]``,
#: ``[/spoiler]``; a card's name in one, ``[/Shatter]``, is no tag of it), an opening tag
#: that holds no card (``[spoiler]``, ``[quote=Alice]``), a link alone
#: (``[URL="https://..."]Link to deck[/URL]``), or a deck's tag with its title
#: (``[deck=Burn]``, ``[d title=Burn]``; ``[DECK]`` alone is the deck's header).
_FORUM_TAG_LINE = _lazy(
    r"^\[/(?P<closing>deck|d|spoiler|quote|code|list|url|b|i|u|s|c|card|center|color|size)"
    r"\]$|^\[(?P<opening>spoiler|quote|code|list|center)(?:=(?P<value>[^\[\]]{0,200}))?\]$"
    r"|^\[url(?:=[^\[\]]{0,500})?\](?P<link>[^\[\]]{1,200})\[/url\]$"
    r"|^\[(?P<deck>deck|d)(?:=|\s+title=)(?P<deck_title>[^\[\]]{0,200})\]$", re.I)

#: The marks a separator line is drawn with (box-drawing characters too).
_RULE_MARKS = frozenset("-=*~_+.·•\u2010\u2011\u2012\u2013\u2014\u2015\u2212")


def zone_named(text: str, zones: ZoneTable | None = None) -> str | None:
    """The zone or section (``main``, ``side``, ``command``, ``skip``, ``companion``...)
    that the plain text reader reads the line ``text`` (stripped) as opening: a header
    (``Sideboard``, ``Commander:``, ``Maybeboard``, ``// Sideboard``, ``# Sideboard``,
    ``# 15 Sideboard``) or a comment or heading that a person reads as the deck's or the
    side deck's (``// Sideboard (post-board)``: ``_loose_header``), by the game data
    ``zones`` (default: the bundled games'); ``None`` for any other line (a card line, a
    comment, a grouping header of card types). Pure; never raises."""
    zones = zones or bundled_zones()
    kind, value = _line_kind(text, zones)
    if kind == ZONE:
        return _zone_of(value, zones)
    if kind == HEADING:
        zone = _zone_of(_HEADER_COUNT.sub("", value), zones)  # "# 15 Sideboard"
        if zone is not None:
            return zone
    elif kind == COMMENT:
        value = value[2:].lstrip("!")
    else:
        return None
    header = _loose_header(value, zones)
    zone = None if header is None else _zone_of(header, zones)
    return zone if zone in (MAIN, SIDE) else None


def groups_cards(text: str, zones: ZoneTable | None = None) -> bool:
    """Whether the line ``text`` (stripped) is read by the plain text reader as a
    grouping header of card types of the game data ``zones`` (default: the bundled
    games'): ``Creatures (20)``, ``Lands:``, ``Instants and Sorceries (8)``, a header
    word alone (``Creatures``), which another tool's file (Forge's) never holds. Pure;
    never raises."""
    parsed = _card_text(text, zones or bundled_zones())
    return parsed.grouping is not None or parsed.maybe_header


def commented_header(text: str, number: int, zone: str | None, tool: str, where: str,
                     hint: str, zones: ZoneTable | None = None) -> Finding | None:
    """A ``parse-error`` on line ``number`` when the comment line ``text`` (stripped:
    ``#``, ``//``) of another tool's file, which that ``tool`` skips, counting the cards
    after it in ``zone`` (``where`` names it: ``the main deck``, ``[Main]``), is read by a
    plain decklist as opening another zone or section (``// Sideboard``, ``# Sideboard``:
    ``zone_named``): a person reads those cards there. ``hint`` says what to write
    instead. ``None`` for any other line, and where the tool counts no card (``zone``
    ``None``). Pure; never raises."""
    if zone is None or not text.startswith(("#", "//")):
        return None
    named = zone_named(text, zones)
    if named is None or named == zone:
        return None
    return Finding("parse-error", f"'{text[:60]}' reads as a header, but {tool} reads it as "
                   f"a comment and counts the cards after it in {where}", line=number,
                   hint=hint)


def _marks_only(text: str) -> bool:
    """Whether a line is a separator: a rule of three or more rule marks, spaces between
    them allowed (``-----``, ``***``, ``- - -``, ``===``, ``~~~``, ``———``, box-drawing
    lines; a Markdown rule). Any other line without letters stays a card line, so that
    nothing the tool cannot name is left unread: a replacement character ``�`` (bytes
    that did not decode), ``🇴🇰🇴`` or ``ⓞⓚⓞ`` (a card's name in disguise), ``?!``.
    Underscores alone are no rule (``_____``: Unhinged has a card so named)."""
    marks = "".join(text.split())
    return (len(marks) >= 3 and marks.strip("_") != ""
            and all(char in _RULE_MARKS or "\u2500" <= char <= "\u257f" for char in marks))


def _slash_line(text: str, zones: ZoneTable) -> tuple[str, str]:
    """A line starting with ``//``: a zone header when its words name a zone
    (``// Sideboard (11 cards)``, ``// 15 Sideboard``, ``//Main``, ``//!Commander``), a
    metadata line (``// NAME: Burn``), else a comment."""
    words = _HEADER_COUNT.sub("", text[2:].strip().lstrip("!").strip())
    if words and _zone_of(words, zones) is not None:
        return ZONE, words
    if words and _metadata_entry(words, zones) is not None:
        return METADATA, words
    return COMMENT, text


def _written_alone(text: str, name: str) -> bool:
    """Whether a line's ``text`` is the ``name`` read from it and nothing else (no set
    code, count or finish after it: ``Thoughtseize``, not ``Thoughtseize (THS)``), its
    spaces and letter case aside."""
    return " ".join(text.split()).casefold() == " ".join(name.split()).casefold()


class _CardText(NamedTuple):
    """What a card or grouping line says, whatever the reader's state: the zone the
    line names itself (``SB: 2 Name``, ``*CMDR*``), an ``error`` (the line is not read),
    a ``grouping`` header's ``(name, count)`` (which may still be a card), or the card's
    ``copies`` (``None``: a bare name), ``name`` and finish, and a ``late_error``
    reported only outside skipped sections. ``readings`` and ``problem`` are those of
    ``DeckLine``; ``notes`` say what was read where a reader guesses; ``excluded`` says
    why the card is not part of the deck (an Archidekt ``{noDeck}`` category, ``0 Name``).
    ``counted`` marks a grouping written as a card line, its count first (``21
    Creatures``): it may as well be copies of a card (``4 Conspiracy``), so it leaves the
    reader's state as a card line does.
    """

    line_zone: str | None = None
    error: str | None = None
    grouping: tuple[str, int] | None = None
    late_error: str | None = None
    copies: int | None = None
    name: str = ""
    holographic: bool = False
    maybe_header: bool = False
    readings: tuple[tuple[str, int], ...] = ()
    problem: str | None = None
    notes: tuple[str, ...] = ()
    excluded: str | None = None
    counted: bool = False
    #: Whether a grouping's count was written (``Spells (12)``, ``21 Creatures``, not
    #: ``Spells:``): the count its cards declare.
    declared: bool = False
    #: Whether a count written after the name or as a word or a sign of a number was read
    #: (``one Ponder``, ``① Ponder``, ``Ponder (IV)``, ``Ponder (M12) 1``, ``Ponder // 1``):
    #: a count, even of one copy.
    count_written: bool = False
    #: After a word of a section of tokens (``Tokens: 1 Name``, also ``excluded``) or
    #: under an Archidekt category naming a section of some kinds of card (``[Tokens
    #: {noDeck}]``, ``[Attractions{noDeck}]``: ``Marked.section``): the card line, which
    #: the text reader keeps out only for a card of the section's kinds (a token's name),
    #: and where it stands (``section 'Tokens'``, ``category 'Attractions'``).
    sectioned: "_CardText | None" = None
    section: Outside | None = None
    holographic_if_whole: bool = False
    #: A zone's or a section's prefix before a word for no card (``Sideboard: none``,
    #: ``Maybeboard: -``): what the line says holds nothing (``sideboard``, ``section
    #: 'Maybeboard'``), for the card lines right after it (``_guess_after_no_side``).
    says_none: str = ""
    #: A grouping's words under a zone's mark (``Creatures [Sideboard]``, also ``error``):
    #: a grouping header in that zone, an error in another.
    marked_grouping: str = ""
    #: The side deck's category placing the card, flagged ``{noDeck}`` (``Marked.
    #: out_of_count``): the line is ``Outside`` the deck where the format's side deck
    #: does not take its card.
    out_of_count: str = ""
    #: A row's two counts of its card that disagree (``_disagreeing_counts``): the
    #: ``parse-error`` said of the line, its card counted as the larger.
    disagreeing: str = ""

    def deck_line(self, zone: str, number: int | None, outside: Outside | None = None,
                  marked: tuple[str, ...] = (), written: str = "") -> DeckLine:
        """This card line as a ``DeckLine`` of ``zone`` at line ``number`` (``None``: no
        line), one copy when no count was read; ``outside`` and ``marked`` as
        ``DeckLine``'s; its ``printing`` the line as ``written``."""
        return DeckLine(self.name, self.copies or 1, zone, number, self.holographic,
                        self.copies is None, self.maybe_header, self.readings, self.problem,
                        outside, marked=marked,
                        holographic_if_whole=self.holographic_if_whole,
                        printing=written)


def _disagreeing_counts(parsed: _CardText, text: str) -> _CardText:
    """A card line ``parsed`` of a row of tab-parted cells ``text`` holding a count
    before its name and another in its last cell (``1<TAB>Black Lotus<TAB>4``), the two
    disagreeing: read without its last cell, as the larger count (a line never counts
    fewer copies than it may mean), the ``parse-error`` naming the row's cells and the
    card its ``disagreeing``; any other line as ``parsed`` (the counts agree:
    ``1<TAB>Island<TAB>1``; a last cell of 0, a collector number or a mana value as
    often). Pure."""
    if parsed.copies is None or "\t" not in parsed.name:
        return parsed
    name, _, last = parsed.name.rpartition("\t")
    name, cell = name.strip(), _COUNT_CELL().match(last.strip())
    last_count = int(cell["n"] or cell["m"]) if cell is not None else 0
    if not (name and 0 < last_count <= MAX_COUNT):
        return parsed
    if last_count == parsed.copies:
        return parsed._replace(name=name, readings=())  # "1<TAB>Island<TAB>1x": agreeing
    copies = max(parsed.copies, last_count)
    cells = ", ".join(f"'{cell.strip()[:40]}'" for cell in text.split("\t") if cell.strip())
    return parsed._replace(name=name, copies=copies, readings=(), disagreeing=(
        f"a row of cells {cells}: two counts of {name[:80]} disagree "
        f"({parsed.copies} and {last_count}): counted as {copies} {name[:80]}"))


#: A row's last cell holding a count, maybe with its ``x`` (``4``, ``x4``, ``4x``).
_COUNT_CELL = _lazy(r"^(?:[x\u00d7]\s?(?P<n>\d{1,3})|(?P<m>\d{1,3})\s?[x\u00d7]?)$", re.I)


#: The last characters of a heading's end other than a colon (``_HEADING_END``: ``Creatures
#: -``, ``Lands »``, ``Spells >>``).
_DASHED_HEADING_LAST = _DASH_MARKS + "\uff0d\u00bb>"
#: The marks a line wholly in emphasis starts with (``*Earth*``, ``_Earth_``).
_EMPHASIS_MARKS = "*_"


def _emphasised_line(written: str, unwrapped: str) -> bool:
    """Whether the line ``written`` (stripped) is ``unwrapped``, its markup removed, in one
    run of emphasis marks on either side (``*Earth*``, ``**Earth**``, ``_Earth_``,
    ``__Earth__``): a heading's way of writing, as ``Earth:`` is. Pure."""
    mark = written[:1]
    inner = written.strip(mark)
    return (mark in _EMPHASIS_MARKS and bool(mark) and written[-1:] == mark
            and len(written) - len(inner) <= 6 and inner.strip() == unwrapped)


#: How a line written as a heading ends: a colon (a full-width one too), a dash of any
#: kind after a space, dashes or a quote's marks (``Earth:``, ``Fire -``, ``Fire \u2015``,
#: ``Earth --``, ``Earth \u00bb``), which no card's name ends with.
_HEADING_END = _lazy(r"(?:[:\uff1a]|\s(?:[-\u2010-\u2015\u2212\uff0d]+|\u00bb|>>)|--+)\s*$")


#: A label of words and a colon before a value (``Notes: 1 Black Lotus``).
_LABELLED = _lazy(r"^[^\W\d_][\w' ().\-]{0,30}?\s*(?::|\s[-\u2013\u2014])\s*(?P<value>\S.*)$")


def _labelled_card_line(text: str) -> tuple[str, int] | None:
    """``(name, count)`` of the card line counted in digits first after a label of words
    and a colon or a dash (``Notes: 1 Black Lotus``, ``Comment: 4x Ponder``, ``Note 2:
    x1 Ponder``, ``Notes - 1 Black Lotus``), in quote marks too (``Notes: "1 Black
    Lotus" (x)``, ``Notes: "1 Black Lotus`` left open), which a person reads in a title;
    else ``None``."""
    labelled = _LABELLED().match(text)
    if labelled is None:
        return None
    value = labelled["value"]
    if value[:1] in _QUOTES:
        return _quoted_card_line(value) or _counted_in_digits(value[1:].strip())
    return _counted_in_digits(value)


def _quoted_card_line(text: str) -> tuple[str, int] | None:
    """``(name, count)`` of the card line counted in digits in quote marks before more
    words (``"1 Black Lotus" (note)``, ``"1 Black Lotus" - note``), which a person reads
    in a title; else ``None``."""
    closing = _QUOTES.get(text[:1])
    end = next((i for i, char in enumerate(text) if i and char in closing), 0) if closing else 0
    return _counted_in_digits(text[1:end].strip())


def _counted_in_digits(text: str) -> tuple[str, int] | None:
    """``(name, count)`` of ``text`` when it is a card line counted in digits first
    (``1 Black Lotus``, ``4x Ponder``, ``x1 Ponder``: ``split_count``); else ``None``."""
    if not (text[:1].isdigit() or (text[:1] in "xX\u00d7" and text[1:2].isdigit())):
        return None
    counted = split_count(text)
    if counted is None or counted[0] is None:
        return None
    return counted[1], counted[0]


#: The quote marks that may wrap a line, each with the marks that close it.
_QUOTES = {'"': '"', "'": "'", "\u201c": "\u201d", "\u2018": "\u2019", "\u00ab": "\u00bb",
           "\u201e": "\u201c\u201d", "\u201a": "\u2018\u2019"}


def _unquoted(text: str) -> str | None:
    """``text`` without the quote marks that wrap it whole (``"1 Black Lotus"``), or
    ``None`` when no pair of marks wraps it."""
    if len(text) > 2 and text[-1] in _QUOTES.get(text[0], ""):
        return text[1:-1].strip()
    return None


def _unquoted_count(text: str) -> str:
    """A card line wrapped whole in quote marks and counted in digits inside them
    (``"1 Black Lotus"``, ``'4 Ponder'``, ``“1 Black Lotus”``) is that card line: the
    marks kept the count in the name, so that it named no card (a note where a title may
    stand, a banned card hidden; a metadata value, ``Deck: "1 Black Lotus"``, dropped
    without a word). A quoted name without such a count (``"Ach! Hans, Run!"``, a card
    whose name holds its quotes) is left as written. A quoted card line before a comment
    is read so too, with its comment (``"1 Black Lotus" // note``: the card line was a
    value dropped without a word)."""
    if text[0] not in _QUOTES:
        return text
    inner, comment = _unquoted(text), ""
    if inner is None and (before := _QUOTED_BEFORE_COMMENT[text[0]]().match(text)):
        inner, comment = before["inner"].strip(), " " + before["comment"].strip()
    return inner + comment if inner and _counted_in_digits(inner) is not None else text


def _unquoted_before_words(text: str) -> str:
    """A card line counted in digits in quote marks then other words (``"1 Black Lotus"
    (note)``) without the marks (``1 Black Lotus (note)``), or after an opening mark that
    none closes (``"1 Black Lotus``) without it; else ``text`` as written."""
    if text[:1] not in _QUOTES:
        return text
    before = _QUOTED_THEN[text[0]]().match(text)
    if before is None:
        # "1 Black Lotus, its closing mark left out: the card line after the mark
        unclosed = text[1:].strip()
        closed = any(char in _QUOTES[text[0]] for char in unclosed)
        return unclosed if not closed and unclosed[:1].isdigit() else text
    if not before["inner"].strip()[:1].isdigit():
        return text
    return f"{before['inner'].strip()} {before['after'].strip()}"


#: A line starting with words in quote marks then more words, for each opening mark.
_QUOTED_THEN = {
    opening: _lazy(rf"^{re.escape(opening)}(?P<inner>.+?)[{re.escape(closing)}]"
                   r"(?P<after>\s*\S.*)$")
    for opening, closing in _QUOTES.items()}


#: A line wrapped in quote marks then a ``//`` or ``#`` comment, for each opening mark.
_QUOTED_BEFORE_COMMENT = {
    opening: _lazy(rf"^{re.escape(opening)}(?P<inner>.+?)[{re.escape(closing)}]"
                   r"(?P<comment>\s*(?://|#).*)$")
    for opening, closing in _QUOTES.items()}


def _token_line(rest: str, word: str, zones: ZoneTable) -> _CardText | None:
    """The card line ``rest`` written after ``word``, a word of a section outside the
    deck, when that section holds tokens (``Tokens: 1 Name``) and ``rest`` reads as a
    card line of the deck's zone (no error, grouping, zone or note of its own); else
    ``None``: the line is left out as before. After an emblem's word (the game data's
    ``emblem_words``: ``Emblem - Wrenn and Six``) the name keeps the word last, as card
    sites name an emblem, so that the tokens check tells the emblem of a planeswalker the
    deck plays (left out) from a card so marked (counted)."""
    if normalise(word) not in zones.token_sections or not rest.strip():
        return None
    parsed = _card_text(rest.strip(), zones)
    if (parsed.error or parsed.late_error or parsed.grouping is not None or parsed.excluded
            or parsed.line_zone is not None or not parsed.name):
        return None
    if normalise(word) not in {normalise(emblem) for emblem in zones.emblem_words}:
        return parsed
    if any(len(normalise(text)) > len(normalise(parsed.name)) + 3
           for text, _ in parsed.readings):
        # "Emblem - Wrenn and Six // Grief": a reading holding more than the name (after
        # its "//", its "|") is judged as a card line's is, no emblem's name made
        return parsed
    return parsed._replace(name=f"{parsed.name} {word}", readings=())


#: A full-width x (U+FF58, U+FF38) run into a count before or after it (``4\uff58``,
#: ``\uff584``), or a word of its own beside one (``4 \uff58 Name``, ``Name \uff58 4``):
#: the ``x`` of that count.
_FULL_WIDTH_X = _lazy(r"(?<=\d)[\uff58\uff38](?=\s|$)|(?:(?<=\s)|^)[\uff58\uff38](?=\d)"
                      r"|(?<=\d\s)[\uff58\uff38](?=\s)|(?<=\s)[\uff58\uff38](?=\s\d)")
#: Full-width brackets and a colon, and the ASCII marks a card line is read with
#: (``_full_width_as_ascii``), round brackets with the space their width stands for
#: (``Name\uff08x4\uff09`` is ``Name (x4)``).
_FULL_WIDTH_ASCII = {0xFF08: " (", 0xFF09: ") ", 0xFF3B: "[", 0xFF3D: "]", 0xFF1A: ":"}
_FULL_WIDTH_MARKS = frozenset("\uff08\uff09\uff3b\uff3d\uff1a")


def _full_width_as_ascii(text: str) -> str:
    """A card line's full-width x beside a count (``_FULL_WIDTH_X``), brackets and colon
    as ASCII ones (``_FULL_WIDTH_ASCII``), for its reading and for what its reading drops
    alike (``_dropped_names``: a card in ``\uff3b\uff3d`` was dropped unseen,
    ``Opt\uff3bBlack Lotus\uff3d`` legal). Pure."""
    if text.isascii():
        return text
    if "\uff58" in text or "\uff38" in text:
        # "4\uff58 Name", "Name \uff584": a full-width x beside a count, as a Japanese or
        # Chinese keyboard writes it (each was an unknown card, a legal deck illegal)
        text = _FULL_WIDTH_X().sub("x", text)
    if _FULL_WIDTH_MARKS.isdisjoint(text):
        return text
    bracketed = "\uff08" in text or "\uff09" in text
    text = text.translate(_FULL_WIDTH_ASCII)
    return _one_space(text).strip() if bracketed else text


#: A word or two in brackets at a line's start, then its text (``[SB] 2 Duress``): a
#: zone's line prefix when the words are one.
_BRACKETED_PREFIX = _lazy(r"^[\[(]\s*(\w[\w -]{0,18}?)\s*[\])]\s*(?=\S)")


#: A set code in brackets, then a count in a cell after a tab, ending a line
#: (``Island<TAB>(UNF)<TAB>36``, ``Island [UNF]<TAB>36``).
_CODE_CELL_THEN_COUNT = _lazy(r"[(\[{<][A-Za-z0-9]{2,6}[)\]}>]\s*\t\s*\d{1,3}\s*$")


def _spaced(name: str, text: str, zones: ZoneTable, line_zone: str | None,
            marked: Marked, notes: list[str]) -> _CardText:
    """The card line ``text``, whose count ``_card_text`` read in its last cell after a
    tab, read as ``name`` then that number after a space (``_card_text``), with the zone,
    finish and ``notes`` read before (``marked``: the line's marks) leading its own."""
    spaced = _card_text(f"{name} {text.rsplit(maxsplit=1)[-1]}", zones)
    return spaced._replace(line_zone=spaced.line_zone or line_zone,
                           holographic=spaced.holographic or marked.holographic,
                           holographic_if_whole=(spaced.holographic_if_whole
                                                 or marked.holographic_if_whole),
                           notes=(*notes, *spaced.notes))


@_remembered
def _card_text(text: str, zones: ZoneTable) -> _CardText:
    """Read a card or grouping line (``_read_card_text``), a row's counts that
    disagree told (``_disagreeing_counts``)."""
    return _disagreeing_counts(_read_card_text(text, zones, False), text)


def _own_number_text(text: str, zones: ZoneTable) -> _CardText:
    """Read a card line whose first number is its card's own (``+2 Mace: 1``, ``1996
    World Champion (1)``) as one with no count before the name (``_read_card_text``)."""
    return _read_card_text(text, zones, True)


def _read_card_text(text: str, zones: ZoneTable, own_number: bool) -> _CardText:
    """Read a card or grouping line (each run of white space in it read as one space:
    the patterns that read it try every way of sharing a long run between their
    white-space parts, so a line padded with spaces took a hundredth of a second).
    Full-width brackets and colons are read as theirs in ASCII (``Ponder\uff084\uff09``,
    ``Ponder\uff1a4``, as Japanese and Chinese lists write them: each was an unknown card).
    With ``own_number`` the line's first number is no count: only a count after the name
    is read (``_own_number_readings``)."""
    text = _one_gap(text) if _TWO_SPACES().search(text) else text
    text = _full_width_as_ascii(text)
    written_line, line_zone = text, None
    place = zones.place_of(text.rstrip(": ")) if text[:1].isalpha() else None
    if place is not None:
        # "Magi #1" alone: a place of the stack, no card ('Magi' was read as a card, #1 its
        # count); the card is on the line of its place
        zone = zones.prefix_zone(text.rstrip(": "))
        return _CardText(zone, error=f"'{text[:60]}' names place {place} of the "
                         f"{zones.label(zone)} but no card: not read; write the card after "
                         f"it on its line ({text.rstrip(': ')}: Name)")
    prefix = None if _count_first(text) else zones.line_prefix.match(text)
    if prefix is None and text[:1] in "[(" and (
            bracketed := _BRACKETED_PREFIX().match(text)) is not None:
        # "[SB] 2 Duress", "(Side) 2 Duress": a zone's prefix in brackets, as a colon's
        # (each was an unknown card, a sideboard card lost)
        prefix = zones.line_prefix.match(f"{bracketed[1]}: {text[bracketed.end():]}")
        text = text if prefix is None else f"{bracketed[1]}: {text[bracketed.end():]}"
    if prefix:
        written, text = text, text[prefix.end():]
        line_zone = zones.prefix_zone(prefix[1])
        if _nothing(zones).match(text.strip()) or _DASH().match(text.strip()):
            # "Sideboard: none", "Companion: -": the zone is empty (it was the unknown
            # card 'none', the deck illegal)
            return _CardText(line_zone, excluded=f"'{written[:60]}': "
                             f"'{text.strip()}' names no card; nothing is counted",
                             says_none="" if line_zone == SIDE
                             else zones.label(line_zone).lower())
    elif _nothing(zones).match(text):
        # "None" or "-" alone under a header: the zone is empty
        return _CardText(excluded=f"'{text[:60]}' names no card; nothing is counted")
    elif not text[0].isdigit() and (skipped := _skipped_prefix(zones).match(text)):
        mark = skipped["mark"].strip()
        rest = text[skipped.end():].strip()
        if _nothing(zones).match(rest) or _DASH().match(rest):
            # "Maybeboard: none", "Tokens: -": the section is empty, as "Sideboard: none"
            return _CardText(excluded=f"'{text[:60]}': '{rest}' names no card; nothing is "
                             "counted", says_none=f"section '{skipped['word']}'")
        return _CardText(excluded=f"'{text[:60]}': '{skipped['word']}"
                         f"{mark if mark == ':' else ' ' + mark}' puts the line in "
                         "a section that is not part of the deck; not counted",
                         sectioned=_token_line(text[skipped.end():], skipped["word"], zones),
                         section=Outside(f"section '{skipped['word']}'", (TOKEN,),
                                         "the main deck"))
    text = _unquoted_count(text)
    notes: list[str] = []
    comment = _INLINE_COMMENT().search(text)
    if comment:
        if _COMMANDER_TAG().search(comment[0]):
            line_zone = COMMAND
            notes.append(f"'{comment[0].strip()[:40]}' {COMMANDER_MARK_NOTE}")
        text = _number_comment(text, comment, notes)
    marked = read_markers(text)
    if marked.conflict is not None:  # "*CMPN* *CMDR*": which zone?
        return _CardText(line_zone, error=marked.conflict)
    if marked.text != text and marked.excluded is None and marked.zone is None \
            and split_count(marked.text) is None \
            and (named_whole := split_count(text)) is not None and named_whole[1]:
        # "4 - Foil": what a mark took was the card's whole name (the card Foil), not a
        # mark after one (it was "a quantity without a card name")
        written_name = named_whole[1]
        if written_name[:1] == "[" and _BRACKETED_WHOLE().match(written_name):
            # "4x [Ancient Tomb]": the name in square brackets, as a chat's card links
            # write it (it was the unknown card '[Ancient Tomb]' and a parse-error)
            text = text[:text.rindex(written_name)] + written_name[1:-1].strip()
        marked = Marked(text)
    text, line_zone = marked.text, marked.zone or line_zone
    if marked.zone is not None and text[-1:] in ")]*" and (
            role := _role_mark(text, zones)) and role[1] != marked.zone:
        # "*CMDR* (Companion)": a star's mark and a role's word, two zones
        starred = next((note.split(" marks ", 1)[0] for note in marked.notes
                        if " marks " in note), "a mark")
        return _CardText(line_zone, error=two_zone_marks(
            [(starred, marked.zone), (role[2], role[1])]))
    if marked.zone is None and (text[-1:] in ")]*" or " -" in text or "\u2013" in text
                                or "\u2014" in text) and (role := _role_mark(text, zones)) \
            and (role[1] not in _DECK_ZONES or _counted(role[0])):
        # "1 Gut, True-Soul Zealot (Commander)", "(CMDR)", "(Companion)": the card's role
        # in round brackets after its name places it as *CMDR* does (the role stayed in
        # the name, or was a parse-error: the commander counted in the deck); the deck's or
        # side deck's word only after a counted card ("Creatures (Sideboard)" heads cards)
        text, line_zone = role[0], role[1]
        notes.append(f"'{role[2]}' marks the {_role_said(role[1], zones)}")
    if not text:
        return _CardText(line_zone, late_error="no card name on this line")
    parsed = split_count(text, first=not own_number)
    if parsed is None:
        return _CardText(line_zone, error="a quantity without a card name")
    count, name = parsed
    if count == 0 and not marked.excluded and _ZERO_CELL().search(text) and (
            "\t" in name or _PRINTED().search(name)):
        # "Black Lotus<TAB>LEA<TAB>0": a 0 in a cell after a set code or another cell may be
        # a collector number or a mana value as well as a count (it cut the card, a banned
        # card hidden); read as the same line with a space for the tab, which never counts
        # fewer copies than it may mean ("Black Lotus LEA 0" is one copy)
        return _spaced(name, text, zones, line_zone, marked, [
            *notes, f"the 0 after '{name}' may be a collector number, not a count: not "
            "read as 0 copies"])
    if count and not marked.excluded and _CODE_CELL_THEN_COUNT().search(text) and (
            _CODE_CELL_THEN_COUNT().search(name) is None):  # "1 Island (UNF)<TAB>36" aside
        # "Island<TAB>(UNF)<TAB>36", "Island (UNF)<TAB>36": the number in a cell after a
        # set code may be its collector number as well as a count, as after a space (36
        # Island without a word, legal): read as that line, judged both ways
        return _spaced(_one_space(name.replace("\t", " ")), text, zones, line_zone, marked,
                       notes)
    if count == 0 and (cost := _ZERO_COST_FIRST().match(text)):
        # "{0} Mana Crypt": a list sorted by mana cost writes it first, no count of 0 (it
        # cut the card, a banned card hidden); the card as a line with no count
        notes.append(f"'{cost[0]}' before the name is read as the card's mana cost, not as "
                     "a count of 0")
        count = None
    signed = count is not None and text[0] in "+-" and not own_number
    placed = line_zone is not None  # by a zone's line prefix or a marker: never a grouping
    if count is not None and not signed and not placed and is_header_text(
            name.removesuffix(":"), zones):
        # "21 Creatures", as a summary of an export's types writes it, "8 Creatures:" as a
        # heading above them: the grouping's count, unless the game has a card of that name
        return _CardText(line_zone, grouping=(name.removesuffix(":").rstrip(), count),
                         counted=True, declared=True)
    grouped = (_GROUPING_COUNT().match(text) if count is None and not placed
               and len(text) <= MAX_HEADER else None)  # no header is longer
    if grouped and is_header_text(grouped["text"], zones) and (
            copies := _grouping_copies(grouped["n"])) is not None:
        # "Creatures (20 cards)", "Creatures - 20 cards", "Creatures (four)": a grouping
        # with its count (it was an unknown card 'Creatures (20 cards)')
        return _CardText(line_zone, grouping=(grouped["text"], copies), declared=True)
    decorated = (_DECORATED_GROUPING().match(text) if count is None and not placed
                 and len(text) <= MAX_HEADER else None)
    if decorated and is_header_text(decorated["text"], zones):
        # "--- Creatures ---", "[Lands]", "== Spells (12) ==": header words between marks,
        # as a zone's header may be written (it was an unknown card '--- Creatures ---')
        return _CardText(line_zone, grouping=(decorated["text"], _quantity(decorated["n"])),
                         declared=decorated["n"] is not None)
    if count is None and not placed and text[-1:] in _DASHED_HEADING_LAST and (
            dashed := _HEADING_END().search(text)) and is_header_text(
                text[:dashed.start()].strip(), zones):
        # "Creatures -", "Spells --", "Lands »": a grouping written as a heading with a
        # dash or a quote's mark, as with a colon (each was an unknown card)
        return _CardText(line_zone, grouping=(text[:dashed.start()].strip(), 1))
    header = _HEADER().match(_one_space(text)) if count is None else None
    if header and header["text"].endswith(" //"):
        header = None  # "Black Lotus // (4)": a // comment that gives the count, below
    elif header and header["count"] and not _bracketed_count(header["count"]) \
            and not _ZERO_COST().search(text):
        # "Affinity (2022)", "Burn (2024)": a year in brackets after a deck's name, no
        # count (it was a parse-error, quantity 2022, or 2024 copies of Turn // Burn); and
        # "Island (381)", "Opt (059)": a collector number, no count (381 Islands, legal);
        # "{00}" a mana cost of zero, read below
        header = None
    if header and (text.endswith(_COLONS) or header["count"]):
        if not placed and is_header_text(header["text"], zones):
            return _CardText(line_zone, grouping=(header["text"], _quantity(header["count"])),
                             declared=header["count"] is not None)
        # "Crimson Rituals (4)", "Crimsen Ritual:": a card line, whatever the card is
        name = header["text"]
        count = _quantity(header["count"]) if header["count"] else None
        if count == 0 and (cost := _ZERO_COST().search(text)):
            # "Mana Crypt {0}": Magic's way to write a mana cost of zero, no count of 0
            # (it cut the card, a banned card hidden); the card as a line with no count
            notes.append(f"'{cost[0].strip()}' after the name is read as the card's mana "
                         "cost, not as a count of 0")
            count = None
    readings: list[tuple[str, int]] = []
    notes.extend(marked.notes)
    if count and (uncut := _before_zero(name)):
        # "1 Black Lotus x0", "· 1 Name (0)": a 0 after a line with a count of its own
        # cuts none of its copies (it was the unknown card 'Black Lotus x0')
        readings.extend(((name, count), (uncut, count)))
    if count is None:
        readings.extend(_slash_comment_readings(name, zones))
    count_written = bool(readings)  # a // comment's count, or the count before it
    if count is None and (held := held_note_start(name)):
        # "Mystical Tutor x2 (need 1)", "Ponder x4 - have 3", "Ponder (x4) [missing: 2]",
        # "Ponder: 4 (have 3)": the note after a count written after the name, in any way
        # a line writes it (an unknown card, or the note's number read as the count): the
        # line before the note, read so first
        readings.extend(_before_held_note(name[:held], zones))
    if count is None:
        trailing = _trailing_count(name)
        if trailing and 0 < int(trailing["n"]) <= MAX_COUNT:
            # "Creatures: 20", "Lands - 24", "Black Lotus: 4": the mark before the count
            # is no part of the name (the line was an unknown card 'Creatures:')
            before = _MARK_BEFORE_COUNT().sub("", trailing["name"]) or trailing["name"]
            if not placed and is_header_text(before, zones):
                # a line a zone's line prefix or marker placed is copies of a card in that
                # zone, never a grouping ("SB: Burn 4": four Turn // Burn in the sideboard)
                return _CardText(line_zone, grouping=(before, int(trailing["n"])),
                                 declared=True)
            if _PRINTED().search(trailing["name"]) and not trailing[0].endswith(
                    ("x", "X", "\u00d7")):
                # "[TMP] Power Sink 78": a collector number after a set code in brackets
                # before the name (deck sites write so), unless the text before it names
                # a card ("Dino DNA 4"). After a set code after the name ("Black Lotus
                # (LEA) 4", "Black Lotus LEA 4", "Black Lotus|LEA 4"; tools that write a
                # collector number there write a count first) the number may as well be
                # a count: the count is read first (the card without its set code), so
                # such a line never counts fewer copies than it may mean; "1 Black Lotus
                # (LEA) 4" is one copy. With an "x" the number is a count ("Black Lotus
                # (LEA) 4x"), never a collector number
                copies = int(trailing["n"])
                count_written = True
                readings.extend(((name, 1), (trailing["name"], copies)))
                unmarked, _holographic, first = _strip_printing(trailing["name"])
                if unmarked == trailing["name"]:
                    bare, more, _foil = _printing_readings(unmarked, copies, first)
                    readings.extend(reading for reading in [*more, (bare, copies)]
                                    if reading not in readings)
                elif not first:
                    readings.append((unmarked, copies))
            else:
                readings.append((name, 1))
                name, count = before, int(trailing["n"])
        elif trailing is None and (after_own := _count_after_own_number(name)):
            # "Pain 101 1", "Spider-Man 2099 1": a count after a name that ends in a
            # number of its own (each was an unknown card), read so only when the name
            # before it names a card: as written, the line's own number is no count
            readings.extend(((name, 1), after_own))
    if count is None and (comma := (_COMMA_COUNT().match(name) or _COUNT_COMMA().match(name))):
        # "Lightning Bolt,4", "4;Boule de feu": a name and a quantity column saved as
        # text, no space between
        readings.append((name, 1))
        name, count = comma["name"], int(comma["n"])
    if count is not None and (held := held_note_start(name)):
        # "4 Opt (have 3)", "4 Opt - need 1": how many the player owns or lacks, after a
        # line with a count of its own (the name kept it: an unknown card)
        readings.append((name, count))
        name = name[:held]
    if count is not None and name[-3:-2] in (".", ",") and name[-1:].isdigit() and (
            price := _BARE_PRICE().search(name)) and price.start():
        # "4 Thoughtseize 12.99": a price with no currency after a counted card (an
        # unknown card), dropped only when the name before it names a card, with a note;
        # the name before it also without its printing ("4 Force of Will (EMA) 49 | 0.25")
        cut = name[:price.start()]
        readings.extend(dict.fromkeys(((name, count), (cut, count),
                                       (_strip_printing(cut, counted=True)[0], count))))
    if count is None and name[-1:] in _UNIT_LAST_CHARACTERS and (
            unit := _UNIT_AFTER().match(name)) and int(unit["n"]):
        # "Boule de feu (4 exemplaires)", "Ponder - 4 copies": a count and a unit of
        # copies after the name (each was an unknown card), unless a card is named so
        readings.append((name, 1))
        name, count = unit["name"], int(unit["n"])
    if count is None and (joined := _X_COUNT_JOINED().match(name)) and int(joined["n"]) and (
            joined["mark"] in "xX\u00d7"
            or _word_counted(_WORD_COUNT_FIRST(), joined["name"]) is None):
        # a dash before a count word is no count's ("12-one Crimson Ritual": a zone's
        # count, then the card line, read so by the header's words); a count word that
        # ends a card's name is ("4-Hollow One" was an unknown card)
        # "4xLightning Bolt": the count and its x run into the name (each was the unknown
        # card '4xLightning Bolt', a legal deck illegal), unless a card is named so
        readings.append((name, 1))
        name, count = joined["name"], int(joined["n"])
    if count is None and name[-1:] in _X_RUN_IN_LAST_CHARACTERS and (
            run_in := _X_COUNT_RUN_IN_LAST().match(name)) and int(run_in["n"] or run_in["n2"]):
        # "Ancient Tombx4", "Ancient Tomb4x": a count and its x run into the name's end
        # (each was an unknown card), unless a card is named so
        readings.append((name, 1))
        name, count = run_in["name"], int(run_in["n"] or run_in["n2"])
    worded = _word_count(name) if count is None else None
    if worded is not None:
        # "four Ponder", "IV Ponder", "Ponder (four)": the count the word writes, unless
        # a card is named so; a line never counts fewer copies than it may mean
        readings.extend(((name, 1), worded))
        # "four Mox Pearl (LEA)", "Mox Pearl (LEA) IV": the word's card with its set code
        unmarked = _strip_printing(worded[0])[0]
        if unmarked and unmarked != worded[0]:
            readings.append((unmarked, worded[1]))
    if count == 0:
        return _zero_copies(name, line_zone, marked, notes, zones)
    problem = None
    if count is not None and 1 <= count <= MAX_COUNT and (
            again := _SECOND_COUNT().match(name)):
        # "4 4 Grief", "1 x 1 Thoughtseize": a count written twice (it was the unknown card
        # '4 Grief', the banned card said only as a guess), read as written only when a
        # card is so named
        readings.append((name, count))
        problem = two_counts_problem(count, again)
    elif count is not None and not 1 <= count <= MAX_COUNT:
        if not 0 < count < MAX_NUMBER_IN_NAME or own_number:
            return _CardText(line_zone, late_error=quantity_problem(count))
        problem, count = quantity_problem(count), 1
        readings.extend(_own_number_readings(text, zones))  # "1996 World Champion" is a card
    elif signed:
        readings.extend(_own_number_readings(text, zones))  # "+2 Mace" is a card
    if _WORD_IN_PARENS().search(name):  # "Hazmat Suit (Used)" is a card, "(M10)" a set
        readings.append((name.strip(), count or 1))
    name_as_written = name
    name, holographic, set_first = _strip_printing(name, counted=count is not None)
    holographic = holographic or marked.holographic
    if not name:
        return _CardText(line_zone, late_error="no card name on this line")
    name, more, forge_foil = _other_readings(name, count or 1, set_first,
                                             counted=count is not None)
    if count is None and (name != name_as_written or more) and (
            more_counted := _count_before_printing(
                (name, *(reading for reading, _n in more)), set_first)):
        # "Lightning Bolt x4 (M10)", "Black Lotus x1 LEA", "Fire Ball x4 (Base Game)": a
        # count before the printing or the set's name (each was the unknown card
        # 'Lightning Bolt x4', a legal deck illegal), tried after the name as written and
        # before the shorter names cut from it ("FATAL PUSH x1 (M10)" was 'PUSH', a half
        # of Push // Pull)
        whole = 1 if more and more[0][0] == name else 0
        more = [*more[:whole], *more_counted, *more[whole:]]
        count_written = True
    readings.extend(more)
    holographic = holographic or forge_foil
    if holographic and name != name_as_written and _finish_denied(name_as_written, name):
        # "*F* (no)", "(foil) (no) // note": a marker's finish denied beside it, before
        # any comment (the copies were holographic, a Speakeasy deck legal)
        holographic = False
    if holographic and name != name_as_written and (
            unread := _unread_beside_finish(name_as_written, name)) \
            and not lacked_finish(unread):
        # "*F* (banana)": a word no reader knows, dropped as a set code unsaid beside a
        # finish's mark (a word of another language denying it among them); one saying
        # the copies are lacked is an error (``lacked_finish_mark``)
        notes.append(f"'{unread}' beside the finish's mark is no set code, printing or "
                     "finish word: dropped, the copies read as holographic")
    if problem is not None and not readings:
        return _CardText(line_zone, late_error=problem)
    maybe_header = count is None and is_header_text(name, zones)
    if maybe_header and line_zone in _DECK_ZONES:
        # "Creatures [Sideboard]", "[Sideboard] Creatures": a grouping's words under the
        # side deck's mark may head the side deck's cards or be a category of one line
        # (its cards were counted in the deck, legal); a card's name so marked, "Ponder
        # [Sideboard]" as Arena's About writes it, is placed there
        return _CardText(line_zone, error=_marked_grouping(written_line, name, line_zone,
                                                           zones), marked_grouping=name)
    read = _CardText(line_zone, copies=count, name=name, holographic=holographic,
                     maybe_header=maybe_header, readings=tuple(readings), problem=problem,
                     notes=tuple(notes), excluded=marked.excluded,
                     count_written=count_written or worded is not None,
                     holographic_if_whole=marked.holographic_if_whole,
                     out_of_count=marked.out_of_count if line_zone == SIDE else "")
    if marked.section is not None and line_zone is None:
        # "1 Oko, Thief of Crowns [Tokens{noDeck}]", "1 Grief [Attractions{noDeck}]": a
        # token, an Attraction, is left out, a card of another kind counted
        return read._replace(sectioned=read._replace(excluded=None), section=marked.section)
    return read




def held_note_start(name: str) -> int:
    """Where a note of the copies a player has or lacks (``_HELD_NOTE``: ``(have 3)``,
    ``- need 1``) or of a change in them (``_CHANGE_NOTE``: ``(+1)``) starts after a
    card line's name, 0 for none (nor a name that is only a note)."""
    if name[-1:] not in _HELD_NOTE_LAST_CHARACTERS:
        return 0
    held = _HELD_NOTE().search(name)
    if held is None and name[-1:] in ")]":
        held = _CHANGE_NOTE().search(name)
    return held.start() if held is not None else 0


def _before_held_note(before: str, zones: ZoneTable) -> list[tuple[str, int]]:
    """The readings of ``before``, a card line's text before a note of the copies a
    player has or lacks (``Ponder (x4)`` of ``Ponder (x4) [missing: 2]``), read as a
    card line of its own (``_card_text``: every way of writing a count after the name,
    in digits or a word): its readings with a count, then its name with its count; none
    when it reads as no card line (an error, a grouping, a bad quantity) or as no count
    (``_count_before_printing`` then). Raises nothing."""
    parsed = _card_text(before, zones)
    if (parsed.error or parsed.late_error or parsed.grouping is not None or parsed.problem
            or parsed.excluded or not parsed.name):
        return _count_before_printing((before,))
    found = [reading for reading in parsed.readings if reading[1] > 0 and reading[0] != before]
    if parsed.copies is not None and (parsed.name, parsed.copies) not in found:
        found.append((parsed.name, parsed.copies))
    return found or _count_before_printing((before,))


def _count_before_printing(names: tuple[str, ...], set_first: bool = False
                           ) -> list[tuple[str, int]]:
    """The readings of card names left when a printing was cut after a count (``Lightning
    Bolt x4`` of ``Lightning Bolt x4 (M10)``, ``Black Lotus X1`` of ``Black Lotus X1
    LEA``, ``Opt 4x`` of ``Opt 4x [XLN]``, ``Opt 4`` of ``Opt 4 (XLN)``): each name before
    its count, with that count, in the order of ``names`` (tried after the name as
    written: ``Mouser Mark III 2`` is a card); none for a count out of range or after a
    tab, nor for a number without an ``x`` after a set code before the name
    (``set_first``: ``[TMP] Power Sink 78`` holds a collector number). Raises nothing."""
    found: list[tuple[str, int]] = []
    for name in names:
        if not name[-1:].isdigit() and name[-1:] not in "xX\u00d7":
            continue  # "Black Lotus [x4] [LEA]": a count in brackets stays in the name
        last = _COUNT_LAST.match(name)
        if last is not None and last["n3"] is None:
            reading = (last["name"].strip(), _quantity(last["n"] or last["n2"]))
        elif last is None and (trailing := _TRAILING_COUNT().match(name)) and (
                not set_first or trailing[0][-1:] in "xX\u00d7"):
            reading = (trailing["name"].strip(), int(trailing["n"]))
        elif last is None and (own := _count_after_own_number(name)) and (
                not set_first or name[-1:] in "xX\u00d7"):
            reading = own  # "Spider-Man 2099 1 (SPM)": the name's own number kept
        else:
            continue
        copies = reading[1]
        if 0 < copies <= MAX_COUNT and reading not in found:
            found.append(reading)
    return found


#: A count (``n``, maybe with an ``x`` after it) after a name that ends in a number of
#: its own (``Pain 101 1``, ``Spider-Man 2099 1x``), which ``_TRAILING_COUNT`` leaves.
_COUNT_AFTER_OWN_NUMBER = _lazy(r"^(?P<name>\S.*?\d)\s+(?P<n>\d{1,3})(?:\s*[x\u00d7])?$",
                                re.I)


def _count_after_own_number(name: str) -> tuple[str, int] | None:
    """``(the name, the count)`` of a line ending in a count after a name that ends in a
    number of its own (``Pain 101 1``: ``("Pain 101", 1)``; ``Black Waltz No. 3 2x``),
    else ``None`` (a count out of range, or a printing before it: ``[TMP] Power Sink
    78`` holds a collector number). A reading only: the line as written comes first, so
    a name's own number (``Pain 101``) is never its count. Raises nothing."""
    if not name[-1:].isdigit() and name[-1:] not in "xX\u00d7":
        return None
    after = _COUNT_AFTER_OWN_NUMBER().match(name)
    if after is None or not 0 < int(after["n"]) <= MAX_COUNT or _PRINTED().search(
            after["name"]):
        return None
    return after["name"], int(after["n"])


def _own_number_readings(text: str, zones: ZoneTable) -> list[tuple[str, int]]:
    """The readings of a card line whose first number may be its card's own (``+2
    Mace``, ``1996 World Champion``): the whole line as one copy, then the line read as
    one with no count before the name (``_own_number_text``: a count after the name in
    any way such a line writes one, ``+2 Mace x4``, ``+2 Mace 1``, ``+2 Mace: 1``,
    ``1996 World Champion (1x)``, or a printing, ``+2 Mace (AFR) 1``): each was the
    unknown card 'Mace x4' or 'Mace 1' (the number read as its count), a legal deck
    illegal. Raises nothing."""
    readings = [(text, 1)]
    parsed = _own_number_text(text, zones)
    if (parsed.error or parsed.late_error or parsed.grouping is not None or parsed.problem
            or parsed.excluded or not parsed.name):
        bare = _strip_printing(text)[0]
        return [*readings, (bare, 1)] if bare and bare != text else readings
    # a reading of 0 copies first cuts the card ("+2 Mace x0" is no copy of it)
    readings.extend(reading for reading in parsed.readings if reading not in readings)
    copies = 1 if parsed.copies is None else parsed.copies  # "+2 Mace x0" cuts the card
    if (parsed.name, copies) not in readings:
        readings.append((parsed.name, copies))
    return readings


def _before_zero(name: str) -> str | None:
    """The name before a count of 0 after it (``Black Lotus x0``, ``Black Lotus (0)``:
    ``Black Lotus``), else ``None``."""
    cut = split_count(name)
    if cut is not None and cut[0] == 0 and cut[1]:
        return cut[1]
    header = _HEADER().match(_one_space(name))
    if header and header["count"] and _quantity(header["count"]) == 0 and header["text"]:
        return str(header["text"])
    return None


def _slash_comment_readings(name: str, zones: ZoneTable) -> list[tuple[str, int]]:
    """The readings of a line with no count before it that a ``// comment`` gives, at
    the first `` //`` where one does (``Fire // Ice x2 // note`` at the second: the
    first gave one copy of a face): the line without its comment when that gives a
    count (``Black Lotus LEA 4 // power``, ``Black Lotus x4 // power``), its count
    first; else the count the comment starts with (``Black Lotus // four``, ``// 4
    copies``), after the whole line (``Fire // Ice`` is a card). A ``-- comment`` after
    a line that gives a count is read so too (``Ponder x4 -- cantrip``)."""
    for split in _SLASH_SPLIT().finditer(name):
        before, comment = name[:split.start()], name[split.end():]
        if not before.strip():
            continue
        if _counted_before_comment(before):
            uncommented = _card_text(before, zones)
            return [(name_read, copies) for name_read, copies in
                    [*uncommented.readings, (uncommented.name, uncommented.copies or 1)]
                    if name_read]
        if (copies := comment_count(comment)) is not None:
            uncommented = _card_text(before, zones)
            names = [name_read for name_read, _ in uncommented.readings] + [uncommented.name]
            return [(name.strip(), 1), *((name_read, copies)
                                         for name_read in dict.fromkeys(names) if name_read)]
    dashes = _DASHES_COMMENT().match(name)
    if dashes and _counted_before_comment(dashes["name"]):
        # "Ponder x4 -- cantrip": a count before the "--" makes it a comment, as on a
        # line with its count first
        return _slash_comment_readings(f"{dashes['name']} //{dashes['comment']}", zones)
    return []


def _grouping_copies(written: str) -> int | None:
    """The count a grouping header writes (``20``, ``four``), 1..``MAX_COUNT``, else
    ``None``."""
    copies = int(written) if written.isascii() and written.isdigit() else _count_value(written)
    return copies if copies is not None and 0 < copies <= MAX_COUNT else None


def _word_count(name: str) -> tuple[str, int] | None:
    """``(name, copies)`` of a card line whose count is a word or a digit of another
    form before or after the name (``four Ponder``, ``Ponder (IV)``, ``⁴ Ponder``), else
    ``None``."""
    return _word_counted(_WORD_COUNT_FIRST(), name) or _word_counted(_WORD_COUNT_LAST(), name)


def _word_counted(pattern: re.Pattern[str], text: str) -> tuple[str, int] | None:
    """``(name, copies)`` when ``pattern`` (``_WORD_COUNT_FIRST`` or ``_LAST``) matches
    ``text`` with a word ``_count_value`` reads as a count, else ``None``."""
    match = pattern.match(text)
    group = "word" if match and match["word"] else "inner"
    word = match and match.groupdict().get(group)
    if match and word and (copies := _x_run_in(text, match.start(group), word)) is not None:
        return match["name"].strip(), copies
    return None


def _x_run_in(text: str, start: int, word: str) -> int | None:
    """What the count ``word`` (at ``start`` of ``text``) writes (``_count_value``), or
    more when the ``x`` just before it may be its own first letter: ``XIV`` is fourteen
    copies, not an ``x`` and four (a line never counts fewer copies than it may mean)."""
    copies = _count_value(word)
    if start > 0 and text[start - 1] in "xX":
        whole = _count_value(text[start - 1] + word)
        if whole is not None and whole > (copies or 0):
            return whole
    return copies


#: A count run into a unit of copies (``4pcs``, ``4pcs.``, ``4-of``, German ``3er``,
#: ``4Stück``, French ``4ex.``; ``COUNT_SUFFIX``), no ordinal's ``1st``.
_RUN_IN_UNIT = _lazy(rf"^(?P<n>\d{{1,3}})-?(?!(?<=1)st\b)(?:{COUNT_SUFFIX})\.?$", re.I)


def _count_value(word: str) -> int | None:
    """The number ``word`` writes (1..``MAX_COUNT``) when it is a count written otherwise
    than in ASCII digits: a count run into a unit of copies (``4pcs``, ``3er``), a number
    word (``COUNT_WORDS``), a Roman numeral
    (``ROMAN_COUNTS``, in capitals, in small letters but a lone ``i`` or ``v``, or as
    Unicode's Roman numerals), digits that Unicode
    compatibility reads as digits (superscripts, circled, keycaps: ``⁴``, ``④``,
    ``4️⃣``) or a single character of a whole numeric value (``❹``); else ``None``."""
    if word.isascii() and word.isdigit():
        return None  # the count of an ordinary line, read as such
    if word[:1].isdigit() and (suffixed := _RUN_IN_UNIT().match(word)):
        # "4pcs", "4 pcs.", "3er", "4Stück": a count and a unit of copies run together
        copies = int(suffixed["n"])
        return copies if 1 <= copies <= MAX_COUNT else None
    folded = unicodedata.normalize("NFKC", word).replace("\ufe0f", "").replace("\u20e3", "")
    value: float | None = None
    if folded.isascii() and folded.isdigit():
        value = int(folded) if len(folded) <= 3 else None
    elif len(word) == 1 and word not in ROMAN_COUNTS:
        value = unicodedata.numeric(word, None)
    else:
        # a Roman numeral in any case ("iv Ponder", "Ponder # ii"), but a lone "i" or "v"
        value = COUNT_WORDS.get(folded.lower(),
                                ROMAN_COUNTS.get(folded.upper() if len(folded) > 1 else folded))
    if value is None or value != int(value) or not 1 <= value <= MAX_COUNT:
        return None
    return int(value)


def _counted_later(text: str) -> str:
    """The card line with a count (in digits, ``_card_later``, or in a word or a sign,
    ``one Name``) that follows a label or a mark in ``text`` (``Note: 1 Name``,
    ``Comment: one Name``), else ``text``."""
    later = _card_later(text)
    if later != text:
        return later
    for word in list(_WORD_START().finditer(text))[1:MAX_LABEL_WORDS]:
        if _count_sign_first(text[word.start():]) is not None:
            return text[word.start():]
    return text


#: The start of a word after a space or a mark (``Comment: one Name``: ``one``).
_WORD_START = _lazy(r"(?:^|(?<=[\s\W]))\w")
#: Most words of a label tried before a count (a label is a few words).
MAX_LABEL_WORDS = 6


def _zero_copies(name: str, line_zone: str | None, marked: Marked, notes: list[str],
                 zones: ZoneTable) -> _CardText:
    """A line ``0 <name>``: a card cut from the list (not counted); but when ``name`` is
    a card line that gives a count of its own (``0 4 Crimson Ritual``, ``0 x1 Name``,
    ``0 Name x4``, ``0 SB: 1 Name``, ``one Name x0``, a count of one after a set code or
    in a comment, ``0 Name (LEA) 1``, ``0 Name //1``, a card line with a count after a
    mark or a label: ``· 1 Name (0)``), that card line, tried after the reading of
    ``name`` as a card's name with 0 copies (``0 +2 Mace`` is a card cut), so that a
    line never counts fewer copies than it may mean. A line a marker keeps out of the
    deck (``[Maybeboard]``) is not counted either way."""
    excluded = _CardText(line_zone, excluded=marked.excluded
                         or f"0 copies of '{name}': not counted")
    if marked.excluded:
        return excluded
    cuts = _zero_run(name)  # "0 0 0 4 Name": read at once, not a call per 0
    rest = _card_text(cuts[-1], zones)
    if rest.copies is None and not rest.count_written and (
            later := _counted_later(name)) != name:
        # "· 1 Name (0)", "Note: 1 Name x0", "Comment: one Name (0)": a card line with a
        # count after a mark or a label, which the 0 must not cut unread
        rest = _card_text(later, zones)
    # a count of one is a count too ("one Name x0", "① Name (0)")
    gives_count = rest.copies is not None or rest.count_written or any(
        copies > 1 for _, copies in rest.readings)
    if (not gives_count or not rest.name or rest.error or rest.grouping or rest.late_error
            or rest.excluded):
        return excluded
    return rest._replace(line_zone=rest.line_zone or line_zone,
                         holographic=rest.holographic or marked.holographic,
                         holographic_if_whole=(rest.holographic_if_whole
                                               or marked.holographic_if_whole),
                         readings=(*((cut, 0) for cut in cuts), *rest.readings),
                         notes=(*notes, *rest.notes))


#: A count of 0 with the white space after it, first on a card line (``0 0 4 Name``).
_ZERO_FIRST = _lazy(r"0+[xX\u00d7]?\s+(?=\S)")


def _zero_run(name: str) -> list[str]:
    """``name`` (after a count of 0), then each text left as counts of 0 more start it
    are cut off, one at a time (``0 4 Name``: ``["0 4 Name", "4 Name"]``): the texts
    ``_zero_copies`` read in turn, in a loop, so that a line of hundreds of 0s runs out
    of no stack."""
    cuts = [name]
    while zero := _ZERO_FIRST().match(cuts[-1]):
        cuts.append(cuts[-1][zero.end():])
    return cuts


def _number_comment(text: str, comment: re.Match[str], notes: list[str]) -> str:
    """``text`` without its ``# comment``; but on a line with no count, a comment that
    starts with a number (``Black Lotus #4``, ``#x4``, ``#4 [LEA:12]``, ``#4 copies``,
    or a count word: ``# four``, ``#IV``) gives the count: the line is read as ``Black
    Lotus x4``, whatever follows the number dropped with the comment but a printing
    marker right after it (``#4 *F*``), and a note in ``notes`` says so, so that a line
    never counts fewer copies than it may mean; for that reason a 0 there (``#0``,
    ``#0 mana``, ``#x0``) is no count but a comment, the line's copies as written. On a
    line with a count in any form (``1 Black Lotus #4``, ``Black Lotus x1 #4``), the
    comment is dropped, said by a note too."""
    before = text[: comment.start()]
    number = _NUMBER_COMMENT().match(comment[0])
    if number is None:
        return _word_comment(before, comment[0], notes)
    mark = f" {number['mark']}" if number["mark"] else ""
    if int(number["n"]) == 0 and not _has_count(before.strip()):
        # "Black Lotus #0 mana", "Mox Opal #0 cmc": a tag of the mana value as often as a
        # count, and a 0 from a comment would cut the card; the line counts as written
        notes.append(f"'{comment[0].strip()[:40]}' after the name is read as a comment: "
                     "a comment's 0 cuts no card (write 0 before the name to cut it)")
        return f"{before}{mark}"
    return _counted_by_comment(before, comment[0], f"{mark} x{number['n']}", notes)


def _counted_by_comment(before: str, comment: str, count: str, notes: list[str]) -> str:
    """``before`` (a line without its ``# comment``) read with ``count`` (`` x4``, the
    count the comment gives, with a marker it keeps) after it, a note in ``notes``
    saying so; on a line that gives a count already, ``before`` as it is, and a note
    that the comment is no count; but after a count of 0 (``0 Black Lotus #4``), the
    line with the 0 and the comment's count (``0 Black Lotus x4``), which ``_zero_copies``
    reads as the count the comment gives."""
    said = comment.strip()[:40]
    cut = split_count(before.strip())
    if cut is not None and cut[0] == 0 and cut[1] and not _has_count(cut[1]):
        # "0 Black Lotus #4", "Black Lotus x0 #4": a count the 0 before it does not cut,
        # as "0 Black Lotus // 4" and "0 Black Lotus x4" give theirs (_zero_copies)
        notes.append(f"'{said}' after the name: its number is read as the count")
        return f"0 {cut[1]}{count}"
    if _has_count(before.strip()) or _COUNT_ONLY().match(before.strip()):
        # "1 Black Lotus #4": counted as written, but said; "0 #4 Name": no card named
        notes.append(f"'{said}' after a counted name is read as a comment, not a count")
        return before
    notes.append(f"'{said}' after the name: its number is read as the count")
    return f"{before}{count}"


#: A number with an ``x`` or the word players run into it (``4x``, ``4of``, ``4-of``).
_SUFFIXED_COUNT = _lazy(rf"^(\d{{1,3}}){_COUNT_UNIT}$", re.I)
#: A count in brackets or between stars, or the first of two numbers (``(4)``, ``[4x]``,
#: ``*4*``, ``4/4``), as the first word of a comment writes it.
_WRAPPED = _lazy(r"^[(\[{<*]*(?:[x\u00d7](?=\d))?([^()\[\]{}<>*/]+?)(?:/\d{1,3})?[)\]}>*]*$",
                 re.I)
#: The first word of a ``# comment`` (``# four copies``, ``#IV``, ``#⁴``).
_COMMENT_WORD = _lazy(r"^\s+#\s*(?:[x\u00d7]\s?)?(?P<word>[^\s#|]+)", re.I)


def _word_comment(before: str, comment: str, notes: list[str]) -> str:
    """``before``, a line without its ``# comment``; but on a line with no count, a
    comment whose first word is a count written otherwise than in digits (``_count_value``:
    ``Black Lotus # four copies``, ``#IV``, ``#⁴``) gives the count, with a note, as a
    number does (``_number_comment``)."""
    value = _leading_copies(comment.lstrip().removeprefix("#"))
    if value is None:
        return before
    return _counted_by_comment(before, comment, f" x{value}", notes)


def _has_count(text: str) -> bool:
    """Whether a card line gives its count in any form (``4 Name``, ``x4 Name``, ``[4]
    Name``, ``Name x4``, ``Name 4``)."""
    parsed = split_count(text)
    return (parsed is not None and parsed[0] is not None) or bool(_trailing_count(text))


def _counted_heading(text: str) -> tuple[str, int] | None:
    """The name and copies a Markdown heading says when it reads as a card line with a
    count after the name or a colon (``Ponder (4)``, ``Ponder x4``, ``Ponder (x4) //
    note``, ``Ponder:``, one copy), as those lines read without ``#``; ``None`` for a
    heading without (``# Ramp``) or counting 0. A count before the name (``# 4 Ponder``)
    is a card line commented out, as DESIGN's ``#`` comment has it."""
    card = _heading_card(text)
    return card if card is not None and card[1] else None


#: The longest card name of the bundled games (an Unfinity card's, 141 characters): a
#: heading's text longer than it is a comment's, no card cut (``# source: ... Decks[0]``).
_LONGEST_NAME = 141


#: One to three words of a comment's own (a label, a tag: ``combo``, ``Notes:``, ``combo
#: piece``, ``IN:``), then a count in digits, maybe with an ``x``, then a capitalised word
#: (``combo 4 Black Lotus``, ``wincon: 1x Black Lotus``): a card line held in a comment,
#: which the checker reads (``held_card_lines``); ``tail`` the card line's name and what
#: follows it.
_COUNTED_AFTER_WORDS = _lazy(r"^(?:[^\s\d]\S*\s+){1,3}[xX\u00d7]?\d{1,3}\s?[xX\u00d7]?\s+"
                             r"(?P<tail>[A-Z].*)$")
#: A sentence going on after a name (``3 Ancestral Flute: the one under the stack``,
#: ``4 Opt. then``): prose, no card line's end (``Circle of Protection: Red`` is a name).
_SENTENCE_GOES_ON = _lazy(r"[.:;!?]\s+[a-z]")


def _shown(text: str) -> str:
    """``text`` without the marks that show nothing (Unicode's format characters: a
    right-to-left mark run into a count, ``\u200f4 Crimson Ritual``), as it shows."""
    return text if text.isascii() else "".join(
        each for each in text if unicodedata.category(each) != "Cf")


def _card_line_after_words(text: str) -> bool:
    """Whether a comment's ``text`` is a few words then one card line ending it
    (``_COUNTED_AFTER_WORDS``), not a sentence that goes on after the name
    (``_SENTENCE_GOES_ON``: ``the deck holds 3 Ancestral Flute: the one under the stack
    is not a fourth copy`` is prose about the deck). Pure."""
    found = _COUNTED_AFTER_WORDS().match(text)
    return found is not None and _SENTENCE_GOES_ON().search(found["tail"]) is None


#: A zone's line prefix or header words (``SB``, ``side``, ``Side deck:``) then a card line
#: with its count first (``x1`` too), in a comment (``#sb 1 Black Lotus``).
_ZONE_WORD_THEN_COUNT = _lazy(r"^(?P<words>[^\W\d_][\w-]{0,14}(?:\s[^\W\d_][\w-]{0,14}){0,2}?)"
                              r"\s*:?\s+(?P<line>[x\u00d7]?\d.*)$", re.I)


def commented_card_note(text: str, written: str, number: int,
                        zones: ZoneTable) -> Finding | None:
    """The info ``reading`` note on line ``number`` of a comment's or a heading's
    ``text`` (its mark removed; ``written``: the line as written) that is a card line
    with its count in any place a card line's is read (``split_count``: ``#1 Rituel
    pourpre``, ``// 4 Ponder``, ``// x1 Black Lotus``, ``// Black Lotus x1``, an XML
    comment's ``1 Oko, Thief of Crowns``): a card line commented out, not counted, said
    so that no card line vanishes unsaid (a banned card was dropped without a word).
    ``None`` for a name without a count (``// Black Lotus``: a category's comment, as
    exports write one), a header's words (``# 2 Creatures``) or prose (``// 3 of them``:
    a card's name starts with a capital; ``// Round 4``: a bare number after words is no
    count); a set code before the name is cut as a card line's (``// 1 [ICE] Mind
    Twist``, ``// SB: 1 [] Mind Twist``: the name was ``[ICE] Mind Twist``, no capital
    first, and the line vanished unsaid). Pure."""
    count, name = _marked_count(after_directive(text))
    name = _strip_printing(name)[0] if name[:1] in "[({" else name
    if count is None or count < 1 or not name[:1].isupper() or len(name) > _LONGEST_NAME \
            or is_header_text(name, zones):
        return None
    return Finding("reading", f"'{written.strip()[:80]}' is a card line commented out: "
                   f"not counted (remove its mark to count {count} {name[:80]})", line=number)


def commented_zone_card_note(text: str, written: str, number: int,
                             zones: ZoneTable) -> Finding | None:
    """The info ``reading`` note (``commented_card_note``) of a comment's ``text`` (its
    mark removed; ``written``: the line as written) on line ``number`` that is a card
    line after the deck's or the side deck's line prefix or header word of ``zones``
    (``#sb 1 Black Lotus``, ``// SB: 1 Damnation``, ``#side 1 Island``): a card line
    commented out, not counted; else ``None``. Pure."""
    words = _ZONE_WORD_THEN_COUNT().match(text.lstrip("!").strip())
    if words is None or (zones.line_prefixes.get(prefix_key(words["words"])) not in (MAIN, SIDE)
                         and _zone_of(words["words"], zones) not in (MAIN, SIDE)):
        return None
    line = re.sub(r"^[x\u00d7](?=\d)", "", words["line"], flags=re.I)  # SB: x1 Name
    return commented_card_note(line, written, number, zones)


#: A count with its ``x`` after the name (``Black Lotus 1x``), which ``split_count``
#: leaves to the card line's later readings.
_X_COUNT_AFTER_NAME = _lazy(r"^(?P<name>\S.*?[^\d\s])\s+(?P<n>\d{1,3})\s?[x\u00d7]$", re.I)


def _marked_count(text: str) -> tuple[int | None, str]:
    """The count and the name of a comment's ``text`` read as a card line whose count is
    marked as one, first or last (``split_count``: ``1 Name``, ``x1 Name``, ``Name x1``,
    ``Name (x1)``, ``Name *1``; and ``Name 1x``); a bare number after words (``Round
    4``, ``Game 1 (2)``) is prose's, no count: ``(None, text)``. Pure."""
    split = split_count(text) or (None, text)
    if split[0] is None and (after := _X_COUNT_AFTER_NAME().match(text)) is not None:
        return int(after["n"]), after["name"].strip()
    return split


def _heading_card(text: str) -> tuple[str, int] | None:
    """``_counted_heading``'s reading of a heading, a count of 0 included (``## Ponder
    (0)``, ``## Ponder x0``: a card cut from the list, as those lines read without
    ``#``)."""
    commented = _SLASH_COMMENT().match(text)
    heading = _one_space(commented["name"] if commented else text)
    match = _HEADER().match(heading)
    if match and match["text"] and (match["count"] or heading.endswith(_COLONS)):
        copies = _quantity(match["count"])
        if copies == 0 and _ZERO_COST().search(heading):
            copies = 1  # "## Mana Crypt {0}": its mana cost, no count (_card_text)
        return match["text"], copies
    after = _COUNT_LAST.match(heading)
    if after is None or after.group("n3"):
        return None
    return after["name"].strip(), _quantity(after["n"] or after["n2"])


class _PossibleCard(NamedTuple):
    """A possible card line's text read as a card line (``_possible_card_text``): the
    name and number of copies (``None``: none written) of the card or grouping it reads as, the
    whole reading, and whether the only count it gives is a bare number or a number
    word after the name (``_bare_number_last``)."""

    name: str
    copies: int | None
    parsed: _CardText
    number_last: bool

    def gives_count(self) -> bool:
        """Whether the line gives a count, as a metadata value must to be a possible
        card line: a count, one of its readings' counts of more than one copy (a count
        before a ``// comment``: ``Ponder x4 // ban``), or a bare number or a number
        word after the name."""
        return self.number_last or self.copies is not None or any(
            copies > 1 for _, copies in self.parsed.readings)


@_remembered
def _possible_card_text(text: str, zones: ZoneTable) -> _PossibleCard | str | None:
    """What a possible card line (``_Reader._possible_card``) reads as, whatever the
    reader's state: a ``_PossibleCard``; the message of a ``parse-error`` for a line too
    long or holding control characters; ``None`` for a line that is no card line (no
    card name, a bad count, a card marked as not part of the deck). A card line in quote
    marks then other words (``Deck: "1 Black Lotus" (note)``) is read without the marks,
    as ``1 Black Lotus (note)`` (the value was dropped without a word); so is one after a
    key written twice (``Deck: Deck: 1 Black Lotus``)."""
    kind, value = _line_kind(_unquoted_before_words(text), zones)
    if kind == ERROR:
        return value
    if kind == METADATA and (entry := _metadata_entry(value, zones)) and entry[1]:
        # "Deck: Deck: 1 Black Lotus", a key written twice: the value after the second
        # (it was dropped without a word, the banned card unsaid), with any comment
        written = _METADATA.match(value)
        return _possible_card_text(written[2].strip() if written else entry[1], zones)
    if kind != CARD:
        return None
    parsed = _card_text(value, zones)
    name, count = parsed.grouping or (parsed.name, parsed.copies)
    if (not name or parsed.error or parsed.late_error or parsed.problem
            or parsed.excluded):
        return None
    return _PossibleCard(name, count, parsed, _bare_number_last(value))


def _bare_number_last(text: str) -> bool:
    """Whether the only count ``text`` gives is a bare number after the name (``Player
    1``) or a number word (``Alice Two``), which a metadata value does not count by (a
    ``# comment`` may give one)."""
    if "#" in text:
        return False
    if not _TRAILING_COUNT().match(text):
        last = _WORD_COUNT_LAST().match(text)
        first = _WORD_COUNT_FIRST().match(text)
        return bool(last and last["word"] and _count_value(last["word"]) is not None
                    and not (first and _count_value(first["word"]) is not None))
    parsed = split_count(text)
    return parsed is not None and parsed[0] is None


def written_count(word: str) -> bool:
    """Whether ``word`` alone writes a count of copies in any form the readers read
    (``1``, ``x1``, ``4x``, ``four``, ``IV``, ``④``; ``_leading_copies``)."""
    return _leading_copies(word) is not None


def comment_count(comment: str) -> int | None:
    """The count of more than one copy the text of a comment starts with (``4 copies``,
    ``four``, ``IV``, ``x4``, ``4of``, ``4pcs``: what follows ``#`` or ``//``), else
    ``None``."""
    copies = _leading_copies(comment)
    return copies if copies is not None and copies > 1 else None


def _leading_copies(comment: str) -> int | None:
    """The count (1..``MAX_COUNT``) the text after a comment mark starts with, the same
    for ``#`` and ``//``: a number, maybe with an ``x`` before it or a ``_COUNT_UNIT``
    run into it (``4``, ``x4``, ``4x``, ``4pcs``, ``4-of``), or a count word
    (``_count_value``: ``four``, ``IV``, ``⁴``), as a word of its own, maybe in brackets
    or between stars (``(4)``, ``[4]``, ``*4*``) or before a slash (``4/4``, as ``#4/4``
    reads); else ``None``."""
    text = f" #{comment}"
    word = _COMMENT_WORD().match(text)
    if word is None:
        return None
    # "# (4)", "// [4]", "#*4*", "// 4/4": the number inside its marks, the first of two
    written = _WRAPPED().sub(r"\1", word["word"].rstrip(".,;:!"))
    suffixed = _SUFFIXED_COUNT().match(written)  # "// 4x", "// 4of", "// 4pcs"
    written = suffixed[1] if suffixed else written
    if written.isascii() and written.isdigit():
        copies: int | None = int(written) if len(written) <= 3 else None
    else:
        copies = _x_run_in(text, word.start("word"), written)
    return copies if copies is not None and 1 <= copies <= MAX_COUNT else None


def _counted_before_comment(text: str) -> bool:
    """Whether ``text``, a line before its ``// comment``, gives a count (``Black Lotus
    LEA 4``, ``Black Lotus x4``, ``Black Lotus [4]``): ``_has_count``, or a count in
    brackets after the name."""
    if _has_count(text):
        return True
    header = _HEADER().match(_one_space(text))
    return header is not None and header["count"] is not None


def _other_readings(name: str, count: int, set_first: bool = False, counted: bool = True
                    ) -> tuple[str, list[tuple[str, int]], bool]:
    """``_commented_readings`` of the name, and on a line with a count (``counted``), of
    the name without the marks after it that end a list's item or mark a note
    (``_TRAILING_MARK``: ``4 Ponder;``, ``4 Aether Vial *``, ``4 Ponder 🔵``), the whole
    name as written tried first: each was an unknown card, a legal deck illegal."""
    marked = _TRAILING_MARK().search(name) if counted else None
    if marked is None or marked.start() == 0 or _CHARACTER_REFERENCE_END().search(name):
        # "&lt;Grief&gt;": the ";" ends a character reference, no list's item
        return _commented_readings(name, count, set_first, counted)
    shorter, readings, foil = _commented_readings(name[:marked.start()], count, set_first,
                                                  counted)
    return shorter, [(name, count), *readings], foil


#: An HTML character reference ending a name (``&gt;``, ``&#59;``, ``&#x3e;``).
_CHARACTER_REFERENCE_END = _lazy(r"&(?:[A-Za-z]{2,8}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});$")
#: The marks after a card's name that end a list's item (``;``) or mark a note (``*``,
#: ``†``, an emoji, after a space), no part of its name; not a full stop or a comma, which
#: a name may end with or a card line may go on after (``Opt.``, ``Big Apple, 3 a.m.``).
_TRAILING_MARK = _lazy(r"(?<=[^\W_])\s*;+$|\s+[*\u2020\u2021\u2022"
                       r"\u2600-\u27bf\U0001f000-\U0001faff\ufe0f]+$")


def _commented_readings(name: str, count: int, set_first: bool = False, counted: bool = True
                        ) -> tuple[str, list[tuple[str, int]], bool]:
    """The name a card line falls back to and the readings of it tried first, in order
    (the first that names a card wins; ``DeckLine.readings``), and whether a finish mark
    ended the name (Forge's ``+``, or ``*F*`` before a ``// comment``).

    Tried first, the whole name as written (a split card ``Fire // Ice`` is a card, so is
    ``Dino DNA``) and what ``_printing_readings`` reads in it; then, when it holds ``//``,
    the same without a trailing ``// comment`` (``-- comment`` when ``counted``) and the
    set code, collector number and
    finish before it (``Ponder (M12) 73 // cantrip``; ``counted``: whether the line has a
    count, as ``_strip_printing`` reads it), the line's fallback then.
    """
    fallback, readings, forge_foil = _printing_readings(name, count, set_first)
    # "Ponder// cantrip": a comment run into the name (it was an unknown card); "Fire//Ice"
    # and "Fire// Ice" name the split card as written, tried first
    comment = (_SLASH_COMMENT().match(fallback) or _RUN_IN_SLASH_COMMENT().match(fallback)
               or (_DASHES_COMMENT().match(fallback) if counted else None))
    # "2 Pyroblast (vs aggro)": read as the "--" comment it is, which a card line with a
    # count in it does not hide ("(vs 1 Black Lotus)": _card_in_comment)
    said = match_up_comment(fallback) if counted and comment is None else None
    if said is not None:
        comment = _DASHES_COMMENT().match(said)
    if comment is None or not comment["name"].strip() or _one_name_twice(comment):
        return fallback, readings, forge_foil
    before = comment["name"].strip()
    unmarked, holographic, first = _strip_printing(before, counted=counted)
    shorter, more, foil = _printing_readings(unmarked or before, count, first)
    if not readings or readings[-1] != (fallback, count):
        readings.append((fallback, count))
    if said is not None:
        readings.append((comment[0], count))
    return shorter, readings + more, forge_foil or foil or holographic


def _one_name_twice(commented: re.Match[str]) -> bool:
    """Whether a ``// comment`` repeats the name before it (``Black Lotus // Black
    Lotus``, ``/// Black Lotus``): one name written twice, as a split card is written,
    which may mean two copies: it names no card, never one copy and a comment."""
    return normalise(commented["comment"].lstrip("/-")) == normalise(commented["name"])


def field_readings(name: str, count: int) -> tuple[str, tuple[tuple[str, int], ...]]:
    """The readings of a card's name as another tool's name field holds it (a CSV
    export's name cell): the name it falls back to and the readings tried before it, as
    a text line's name after its count (``_printing_readings``: ``Wear & Tear`` and
    ``Fire/Ice`` are the split cards, ``Orcish Bowmasters (Borderless)`` the card, a
    set code after ``|`` cut), and so a set code in brackets, a collector number and a
    finish mark after it or before it (``Lightning Bolt (M10) 146``, ``[M10] Lightning
    Bolt``, ``Mountain *F*``: ``_strip_printing``, as after a count), tried after the name
    as written; no readings for a name written plainly. The finish so cut marks no
    holographic copy: the field's own columns say the finish."""
    stripped, _holographic, set_first = _strip_printing(name)
    if stripped and stripped != name.strip():
        shorter, readings, _foil = _printing_readings(stripped, count, set_first)
        return shorter, ((name, count), *(readings or [(stripped, count)]))
    shorter, readings, _foil = _printing_readings(name, count)
    return shorter, tuple(readings)


def field_marks(cells: Iterable[str], name: str) -> tuple[str, ...]:
    """``DeckLine.marked`` entries of another tool's name fields (a CSV export's name
    cells, ``cells``) read as the card ``name``: what a text line's reader drops from
    them that may name a card (``_dropped_names``: ``Island (Grief)``, ``Island
    [Grief]``), so that a card in a dropped mark is a ``parse-error`` in a table as on a
    text line (it was read as ``Island``, the banned card dropped). Never raises."""
    return tuple(dict.fromkeys(mark for cell in cells for mark in _dropped_names(cell, name)))


def field_name_without_marks(name: str, marks: Iterable[str]) -> str:
    """``name``, a name field read as a whole (no reading cut it), without the square
    brackets of ``marks`` that hold a name (``field_marks``: ``Island [Black Lotus]`` is
    ``Island``), as a text line's reader drops them: a CSV cell and the text line ``1
    Island [Black Lotus]`` read and say the same card. ``name`` itself when none is
    there, or nothing else is. Pure."""
    kept = name
    for mark in marks:  # a text line keeps "(Black Lotus)" and "{Black Lotus}" whole
        kept = kept.replace(f"[{mark}]", " ")
    kept = " ".join(kept.split())
    return kept or name


def ampersand_readings(name: str, count: int) -> tuple[tuple[str, int], ...]:
    """The readings of a name as another tool's name field holds it that only read its
    ``&`` (``_ampersand``: ``Wear & Tear`` the split card Wear // Tear;
    ``_and_for_ampersand_written``: ``Wrenn & Six`` the card Wrenn and Six), after the name
    as written; none when it holds no ``&``. Nothing else is cut from the name (a
    Forge line's ``Black Lotus|LEA 4`` may hold a count)."""
    guesses = [guess for read in (_ampersand, _and_for_ampersand_written)
               if (guess := read(name)) is not None and guess != name]
    return tuple((guess, count) for guess in [name, *guesses]) if guesses else ()


def _printing_readings(name: str, count: int, set_first: bool = False
                       ) -> tuple[str, list[tuple[str, int]], bool]:
    """``_other_readings`` without the ``// comment``: the readings of a name written
    with other tools' marks around it, the first the whole name as written, then without
    a set code after ``|`` or before it (``Incinerate|ICE``, ``Power Sink|TMP|78``,
    ``TMP|Power Sink``), a collector number after the name when the set code came first
    (``set_first``: ``[TMP] Power Sink 78``), a bare set code after the name, with or
    without a collector number (``Power Sink TMP``, ``Mountain MIR 3``); the name falls
    back to the shortest of these. The guesses (``_GUESSES``: a bare set code before the
    name, one in small letters, Forge's ``+``, ``&`` between split halves), alone and
    together, are readings only: the line falls back to the name it had, so a name that
    is no card is reported as written.
    """
    readings = []
    shorter = _cut_pipe_set(name)
    if shorter:
        readings.append((name, count))
        name = shorter
    if set_first and (numbered := _TRAILING_NUMBER().match(name)):
        readings.append((name, count))
        name = numbered["name"]
    guesses = [name]
    bare_set = _BARE_SET().match(name)
    if bare_set:
        cuts = [bare_set["name"].strip()]
        if bare_set["number"]:  # "Agents of HYDRA 12" may be a card and its number
            cuts.insert(0, name[: bare_set.start("number")].strip())
        if any(len(word) > 1 and word.isupper() for word in bare_set["name"].split()):
            guesses.extend(cuts)  # "Agents of HYDRA ABC": the capitals may be the name's
        else:
            readings.extend((cut, count) for cut in [name, *cuts[:-1]])
            name = guesses[0] = cuts[-1]
    # Forge's "+", "&" and a unit of copies read in what was cut from the name first
    # ("Bind // Liberate+" names "Bind // Liberate" before the card "Bind"; "pcs SWAMP"
    # names Swamp, not the "pcs" its capitals cut as a set code), then every guess in
    # the name
    cut = [written for written, _count in readings]
    from_cut = _guesses(cut, cut + guesses, _IN_WHAT_WAS_CUT)
    own = _guesses(guesses, cut + from_cut, _GUESSES)
    readings.extend((guess, count) for guess in from_cut)
    if own or len(guesses) > 1:
        readings.extend((guess, count) for guess in guesses + own)
    forge_foil = any(_forge_foil(written) for written in cut + guesses)
    return name, readings, forge_foil


def _guesses(names: list[str], known: list[str],
             guesses: tuple[Callable[[str], str | None], ...]) -> list[str]:
    """What ``guesses`` read ``names`` as, each guess alone and then two together
    (breadth first), leaving out the names of ``known``; at most ``MAX_GUESSES``."""
    found: list[str] = []
    for seeds in (names, found):
        for name in list(seeds):
            for guess in guesses:
                shorter = guess(name)
                if shorter and shorter not in found and shorter not in known \
                        and len(found) < MAX_GUESSES:
                    found.append(shorter)
    return found


def _cut_pipe_set(name: str) -> str | None:
    if "|" not in name:
        return None
    piped = _PIPE_SET().match(name) or _PIPE_SET_FIRST().match(name)
    return piped["name"].strip() if piped else None


def _bare_set_first(name: str) -> str | None:
    """``TMP Power Sink`` without its bare set code; ``None`` when the name after the
    capitals has small letters only in a count after it (``FOO FIRE x1``: a name in
    capitals throughout, whose first word is no set code told; it was read as Fire //
    Ice, the unknown card unsaid)."""
    first = _BARE_SET_FIRST().match(name)
    if first is None:
        return None
    rest = first["name"].strip()
    if rest[-1:].isdigit() and _TRAILING_X_COUNT().search(rest) is not None \
            and rest.rsplit(None, 1)[0].upper() == rest.rsplit(None, 1)[0]:
        return None
    return rest


def _bare_set_first_numbered(name: str) -> str | None:
    """``TMP Power Sink 78`` without its set code and collector number."""
    rest = _bare_set_first(name)
    numbered = _TRAILING_NUMBER().match(rest) if rest else None
    return numbered["name"] if numbered else None


def _lower_set(name: str) -> str | None:
    rest = ""
    for lower in (_LOWER_SET().match(name), _LOWER_SET_FIRST().match(name)):
        if lower and is_set_code(lower["set"]):
            rest = lower["name"].strip()
            break
    if not rest or rest.islower():  # a name in small letters throughout: no set code told
        return None
    numbered = _TRAILING_NUMBER().match(rest) if name[:1].islower() else None
    return numbered["name"] if numbered else rest


def _forge_foil(name: str) -> str | None:
    foil = _FORGE_FOIL().match(name) if name.endswith("+") else None
    return foil["name"] if foil else None


def _set_name(name: str) -> str | None:
    """``name`` without a set's name in parentheses or square brackets after it, when
    the card data of a game names a set so (``Lightning Bolt (Magic 2010)``, ``Evu
    [Awakening]``: a Magi stack's lines have no count, which before cut the set as a
    count's line does); never a note of the player's (``Black Lotus (4 copies)``, ``(all
    four)``), which may give a count."""
    named = _SET_NAME().match(name) if name.endswith((")", "]")) else None
    if named is None:
        return None
    return named["name"] if set_key(named["set"] or named["square"]) in _set_names() else None


#: A set's name or code after the card's and a spaced dash, a middle dot, a bullet or a
#: bar (``Duress - Magic 2012``, ``Duress \u00b7 M12``, as Dragon Shield's and other
#: collection apps' text writes a printing); ``_set_after_a_mark`` asks the card data.
_SET_AFTER_A_MARK = _lazy(r"^(?P<name>\S.*?)\s+[-\u2013\u2014\u00b7\u2022|]\s+"
                          r"(?P<set>[^()\[\]\-\u2013\u2014\u00b7\u2022|]*[A-Za-z]"
                          r"[^()\[\]\-\u2013\u2014\u00b7\u2022|]{0,59})$")


#: The marks ``_SET_AFTER_A_MARK`` reads before a set (the dashes first: a name ending
#: in one alone is left to the names' own reading).
_SET_MARKS = "-\u2013\u2014\u00b7\u2022|"


def _set_after_a_mark(name: str) -> str | None:
    """``name`` without a set's name or its code after a mark (``_SET_AFTER_A_MARK``),
    when the card data of a game names a set so or has that code, the code written in
    capitals (``Duress - Magic 2012``, ``Duress \u00b7 M12``: each was an unknown card);
    never other words (``Burn - RDW``, a deck's note, stays as written)."""
    if name[-2:-1] == " " and name[-1] in _SET_MARKS[3:]:
        return name[:-2].rstrip() or None  # "Duress \u00b7" once its bare code "M12" is cut
    after = _SET_AFTER_A_MARK().match(name) if " " in name else None
    if after is None:
        return None
    written = after["set"].strip()
    known = set_key(written) in _set_names() or (
        written.isupper() and written.upper() in _set_codes())
    return after["name"] if known else None


def is_set_code(word: str) -> bool:
    """Whether ``word``, written bare beside a card's name in small letters (``Power Sink
    tmp``, ``tmp Power Sink``), is the code of a set of some game's card data (its
    ``sets.json``), in any case. A word that is none stays in the name (an unknown
    card): ``Black Lotus twee``, ``Black Lotus drie`` and ``2x1 Black Lotus`` were one
    copy, a count in another language dropped as a set code. (A code in capitals is
    cut unchecked: tools write codes of their own, Apprentice's ``TE``, MTGO's ``CFX``.)"""
    return word.strip().upper() in _set_codes()


def sets_in_brackets(name: str) -> Iterator[tuple[str, frozenset[str]]]:
    """Each pair of brackets in ``name`` holding two characters or more (``_BRACKETED``),
    as the text before it and the sets of every game's card data its words name, in
    capitals (``_sets_named``): ``Black Lotus (LEA) by Bob`` gives ``("Black Lotus ",
    {"LEA"})``."""
    for bracket in _BRACKETED().finditer(name):
        if len(words := bracket[1].strip()) >= 2:
            yield name[:bracket.start()], _sets_named(words)


def _sets_named(words: str) -> frozenset[str]:
    """The codes, in capitals, of the sets ``words`` name: a code in any case (``LEA``,
    ``eld``), alone or before a collector number (``ELD 197``, ``ELD-197``, ``ELD:197``,
    ``ELD #197``), or a set's name, in another language or another name players write
    (``Base Game``, ``Jeu de base``, ``Limited Edition Alpha``: ``_sets_by_name``)."""
    numbered = _CODE_AND_NUMBER().fullmatch(words)
    code = (numbered["code"] if numbered else words).strip().upper()
    return (frozenset({code}) & _set_codes()) | _sets_by_name().get(set_key(words),
                                                                   frozenset())


#: A set code then a collector number in one pair of brackets (``ELD-197``, ``eld 197a``).
_CODE_AND_NUMBER = _lazy(r"(?P<code>[A-Za-z0-9]{2,6})\s*[-:#/ ]\s*#?\d{1,4}[a-z\u2605]?")


@cache
def _set_codes() -> frozenset[str]:
    """The codes, in capitals, of the sets of every game's card data (``sets.json``),
    read once per process as ``_sets_by_name`` reads their names."""
    return frozenset(code.upper() for code in _sets_of_games())


def _set_names() -> Collection[str]:
    """The names of the sets of every game's card data as ``set_key`` writes them
    (``_sets_by_name``)."""
    return _sets_by_name().keys()


#: The marks between a set's words that players write or leave out (``Base Set -
#: Unlimited``, ``Base Set, Unlimited``, ``Magic: The Gathering—Conspiracy``).
_SET_NAME_MARKS = _lazy(r"[-\u2013\u2014:,./]")


def set_key(name: str) -> str:
    """A set's name (``name``) as the set names are looked up: normalised, with the
    marks between its words read as spaces (``Base Set - Unlimited`` and ``Base Set
    Unlimited`` name one set; each mark was a set of no game, the card an unknown one)."""
    key = normalise(name)
    return " ".join(_SET_NAME_MARKS().sub(" ", key).split()) if _SET_NAME_MARKS().search(
        key) else key


@cache
def _sets_by_name() -> dict[str, frozenset[str]]:
    """The sets of every game's card data by their normalised names, read once per
    process and only for a line that may end with one: a set's ``name``, its names in
    other languages (``names``: Mage Noir's ``Jeu de base``) and the other names players
    write for it (``aliases``: Magi-Nation's ``Unlimited`` for the Base Set) -> the
    codes, in capitals, of the sets so named."""
    named: dict[str, set[str]] = {}
    for code, spec in _sets_of_games().items():
        if isinstance(spec, dict):
            for name in _names_of_set(spec):
                named.setdefault(set_key(str(name)), set()).add(code.upper())
    named.pop("", None)
    return {name: frozenset(codes) for name, codes in named.items()}


def _names_of_set(spec: dict[str, Any]) -> list[object]:
    """Every name of a set's record in a ``sets.json``: ``name``, the values of ``names``
    (language -> name) and the entries of ``aliases``; a field of another shape adds none."""
    written: list[object] = [spec["name"]] if "name" in spec else []
    if isinstance(other := spec.get("names"), dict):
        written.extend(other.values())
    if isinstance(aliases := spec.get("aliases"), list):
        written.extend(aliases)
    return written


@cache
def _sets_of_games() -> dict[str, object]:
    """Every game's sets, code -> its record in the game's ``sets.json`` (the bundled
    one, or the copy ``cards update`` installed). A file that cannot be read adds none."""
    import json

    from cardtools.cardfiles import bundled_games
    from cardtools.datadir import card_data

    found: dict[str, object] = {}
    for game in bundled_games():
        try:
            sets = json.loads((card_data(game).path / "sets.json").read_bytes())["sets"]
            found.update((str(code), spec) for code, spec in sets.items())
        except (OSError, ValueError, LookupError, TypeError, AttributeError):
            continue
    return found


def printing_kind(name: str) -> str | None:
    """``name`` without the words naming its printing after it, in brackets or after a
    dash (TCGplayer's ``Orcish Bowmasters (Borderless)``, ``Sol Ring (Extended Art)
    (Surge Foil)``, ``Arbolit (alt art)``, ``Arbolit - Promo``): only words of the
    bundled game data's ``printing_words`` or a collector number in brackets
    (``_COLLECTOR_NUMBER``: ``Plains (267) - Full Art``), in any order; ``None`` when
    the name ends in no such words."""
    stripped = None
    while (tail := _PRINTING_TAIL().match(name)) is not None and (names_a_printing(
            tail["inside"] or tail["after"]) or _COLLECTOR_NUMBER().fullmatch(
            tail["inside"] or "")):
        stripped = name = tail["name"]
    return stripped


#: A printing's collector number in brackets after a name (TCGplayer's ``Island (381)``,
#: ``Plains (267) - Full Art``, ``Forest (278a)``): tried as a reading of a name the line's
#: count or its count column already counts (``Opt (4)`` alone is four copies, read
#: before any guess). Two digits at least: ``1 Opt (4)`` may give two counts, and
#: stays an unknown card; never a year (``Burn (2024)``, a deck's title, is no card).
_COLLECTOR_NUMBER = _lazy(r"\s*#?(?!(?:19|20)\d\d\b)\d{2,4}[a-z]?\s*", re.I)


def _grouping_words(name: str) -> str | None:
    """``name`` without words in parentheses after it that only group a list, as a
    player or a deck site annotates a card with its region, element or type
    (``Baloo Root (Universal)``, ``Lightning Hyren (Arderial Creature)``, ``Geyser (Kybar's
    Teeth)``, ``Boule de feu (Feu)``, ``Boule de feu (Feu, Commune)``; in square brackets
    or after a dash too, ``Epik - Arderial``): every word one of the games' header words
    (``header_words`` and ``type_words`` of the game data). A shorter word there was cut
    as a set code (``(Naroom)``), a longer one (``(Underneath)``) left an unknown card."""
    tail = _PRINTING_TAIL().match(name)
    if tail is None:
        return None
    # the words may be parted by commas, slashes or a spaced dash too (Feu, Commune)
    words = _GROUPING_GAPS().split(normalise(tail["inside"] or tail["after"]))
    words = [word for word in words if word]
    return tail["name"] if words and bundled_zones().grouping_words.issuperset(words) else None


#: What parts the grouping words after a name: spaces, commas, semicolons, slashes, a
#: middle dot, a dash between spaces (``(Feu, Commune)``, ``(Fire / Common)``).
_GROUPING_GAPS = _lazy(r"(?:\s*[,;/\u00b7]\s*|\s+[-\u2013\u2014]\s+|\s+)")


@cache
def _ampersand(name: str) -> str | None:
    return _AMPERSAND().sub(" // ", name) if "&" in name else None


#: ``and`` or ``+`` between two names, for a double card's ``&`` (``Korg and Zet``).
_AND = _lazy(r"\s+(?:and|\+)\s+", re.I)


def _and_for_ampersand(name: str) -> str | None:
    """``Korg and Zet``, ``Korg + Zet`` written for the card ``Korg & Zet``."""
    return _AND().sub(" & ", name) if (" and " in name.lower() or " + " in name) else None


def _and_for_ampersand_written(name: str) -> str | None:
    """``Wrenn & Six`` written for the card ``Wrenn and Six`` (``ampersand_spelling``)."""
    return ampersand_spelling(name) if "&" in name or "\uff06" in name or "\ufe60" in name \
        else None


#: A card's id written as its name: words joined by ``_`` (``fire_ball``).
#: A card's name in another script, a slash, then its English name, as Japanese shops
#: write a line (Hareruya's ``\u300a\u6253\u3061\u6d88\u3057/Counterspell\u300b``),
#: maybe in the brackets or quote marks ``normalise`` reads as quotes: the native part
#: holds no Latin letter, the English one starts with one.
_NATIVE_THEN_ENGLISH = _lazy(r'^["\u00ab\u201c\u300a\u300c\u300e\u3008\u3010]?\s*'
                             r"(?P<native>[^A-Za-z]*?[^\x00-\x7f][^A-Za-z]*?)\s*/\s*"
                             r'(?P<english>[A-Za-z][^"\u00bb\u201d\u300b\u300d\u300f'
                             r'\u3009\u3011]*?)\s*["\u00bb\u201d\u300b\u300d\u300f'
                             r"\u3009\u3011]?$")


def _english_after_native(name: str) -> str | None:
    """The English name after a card's name in another script and a slash
    (``\u300a\u6253\u3061\u6d88\u3057/Counterspell\u300b`` -> ``Counterspell``,
    ``\u300a\u706b/\u6c37/Fire // Ice\u300b`` -> ``Fire // Ice``): a guess, tried when the
    whole names no card, so the English name is read; else ``None``."""
    found = _NATIVE_THEN_ENGLISH().match(name)
    return found["english"].strip() if found else None


_SLUG = _lazy(r"^[^\W_]+(?:_[^\W_]+)+$")


def _slug_words(name: str) -> str | None:
    """A card's id (``fire_ball``, ``the_water_healer``: every mark and space of the name
    written ``_``, as the Mage Noir digital edition and catalogue name their cards) read as
    words: each ``_`` a space."""
    return name.replace("_", " ") if "_" in name and _SLUG().match(name) else None


#: One-letter words that stood beside an apostrophe: English ``'s``, Breton ``c'h``, the
#: French elided ``c' d' j' l' m' n' s' t'``.
_ELIDED = frozenset("cdhjlmnst")


def _elided_words(name: str) -> list[str] | None:
    """The words of ``name`` when it is a card's id (``healer_s_breath``) or written with a
    space for an apostrophe (``Healer s Breath``, ``Lame d air``): a one-letter word of
    ``_ELIDED`` among them; ``None`` otherwise."""
    words = name.split("_") if "_" in name and _SLUG().match(name) else name.split(" ")
    return words if any(word.lower() in _ELIDED for word in words) else None


def _slug_elided(name: str) -> str | None:
    """A name whose one-letter words stood beside an apostrophe (a card's id,
    ``healer_s_breath``, ``kerloc_h_s_robe``, or a space written for the apostrophe,
    ``Healer s Breath``), read with them joined to the word before (Healer's Breath,
    Kerloc'h's Robe: names are matched without apostrophes); ``_slug_elided_before``
    joins them to the word after, as the French elided article (``lame_d_air``, ``Lame
    d air``: Lame d'air)."""
    words = _elided_words(name)
    if words is None:
        return None
    joined = [words[0]]
    for word in words[1:]:
        if word.lower() in _ELIDED:
            joined[-1] += word
        else:
            joined.append(word)
    return " ".join(joined)


def _slug_elided_before(name: str) -> str | None:
    """``_slug_elided`` with each one-letter word joined to the word after it."""
    words = _elided_words(name)
    if words is None:
        return None
    joined: list[str] = []
    carried = ""
    for position, word in enumerate(words):
        if word.lower() in _ELIDED and position < len(words) - 1:
            carried += word
        else:
            joined.append(carried + word)
            carried = ""
    return " ".join(joined)


#: What a line's name may be read as beyond what it says, each tried only when the name as
#: written is no card: a bare set code before it, a set code in small letters, a set's
#: name in parentheses or words naming its printing or grouping it (its region, element or
#: type) after it, Forge's foil ``+``, ``&`` between
#: the halves of a split card, ``and`` or ``+`` for the ``&`` of a double card's name,
#: ``&`` for the ``and`` of a name (``Wrenn & Six``), a
#: card's id (``fire_ball``, ``healer_s_breath``, ``lame_d_air``).
#: A unit of copies written between a card line's count and its name (``4 pcs Fire
#: Ball``, ``4 ex. Boule de feu``, ``4 copies of Fire Ball``, ``4 of Fire Ball``, ``4
#: Stück Fire Ball``, ``4 exemplaires de Boule de feu``; Spanish, Portuguese and Italian
#: ``4 de Ancient Tomb``, ``4 di Ancient Tomb``), or an arrow or equals sign between them (``4 →
#: Ancient Tomb``, ``4 -> Ancient Tomb``, ``4 => Ancient Tomb``, ``4 = Ancient Tomb``),
#: and the name after it.
_UNIT_FIRST = Gated(_lazy(
    r"^(?:(?:pcs?\.?|pieces?|ex\.?|exemplaires?(?:\s+de)?|cop(?:y|ies)(?:\s+of)?|"
    r"of|de|di|st(?:\u00fc|ue)ck|stk\.?)\s+"
    r"|(?:[-=\u2013]+>|=|[\u2192\u21d2\u2794\u279c\u27a1\u27f6])\s*)(?P<name>\S.*)$",
    re.I), _may_start_with_unit)


def _unit_first(name: str) -> str | None:
    """The name after a unit of copies written before it (``_UNIT_FIRST``: ``ex. Boule
    de feu`` -> ``Boule de feu``), tried as a reading: ``of Fire Ball`` stays a name
    when it is one."""
    match = _UNIT_FIRST.match(name)
    return match["name"] if match else None


_GUESSES = (_bare_set_first, _bare_set_first_numbered, _lower_set, _set_name,
            _set_after_a_mark, printing_kind,
            _grouping_words, _forge_foil, _ampersand, _and_for_ampersand,
            _and_for_ampersand_written, _slug_words, _slug_elided, _slug_elided_before,
            _unit_first, _english_after_native)
#: The guesses that read a mark, not a word (tried in a name's every reading).
_MARKS = (_forge_foil, _ampersand, _and_for_ampersand_written)
#: The guesses tried in what a bare set code was cut from too: the marks, and a unit of
#: copies before the name, which the cut word does not change (``3 pcs SWAMP``).
_IN_WHAT_WAS_CUT = (*_MARKS, _unit_first)
#: Most names tried for one line's guesses.
MAX_GUESSES = 12


#: A word of a note, with where it stands.
_HELD_WORD = _lazy(r"\S+")
#: More characters than any count is written in (``playset``, ``4️⃣``, ``(x12``).
_LONGEST_COUNT_TEXT = 32
#: A count in digits, maybe with an ``x`` before or after it (``1``, ``4x``, ``x1``).
_HELD_DIGITS = _lazy(r"(?:[x\u00d7]?(?P<a>\d{1,3})|(?P<b>\d{1,3})[x\u00d7])", re.I)
#: A count after a name: in brackets, a number or a word (``(1)``, ``(one)``, ``[x1]``),
#: or a number with an ``x`` (``x1``, ``1x``).
_HELD_COUNT_AFTER = _lazy(r"[(\[]\s*[x\u00d7]?(?P<word>[^()\[\]\s]+?)[x\u00d7]?\s*[)\]]"
                          r"|[x\u00d7](?P<n>\d{1,3})|(?P<m>\d{1,3})[x\u00d7]", re.I)
#: Most words of a card's name a note is read for (the longest name has 24).
MAX_HELD_WORDS = 30


def _held_edge(character: str) -> bool:
    """Whether ``character`` may stand at the edge of a card's name held in a note
    without being part of it: any mark but a letter or a digit (a bracket, a quote mark,
    a bullet, an arrow, emphasis marks, a dash, a colon)."""
    return not character.isalnum()


def _held_trim(text: str) -> str:
    """``text`` without the marks at its ends (``_held_edge``): ``«Black Lotus»,`` ->
    ``Black Lotus``. A name ending in a mark of its own (``Ach! Hans, Run!``) is also
    tried as written (``held_card_lines``)."""
    start, end = _held_trimmed_span(text)
    return text[start:end]


def _held_trimmed_span(text: str) -> tuple[int, int]:
    """Where ``text`` without the marks at its ends (``_held_trim``) starts and ends."""
    start, end = 0, len(text)
    while start < end and _held_edge(text[start]):
        start += 1
    while end > start and _held_edge(text[end - 1]):
        end -= 1
    return start, end


def _held_count(word: str) -> int | None:
    """The count a note's word gives before a card's name, its opening marks taken off
    (``1``, ``(4x``, ``«x1``, ``one``, ``IV``, ``④``: a lone letter is no count), else
    ``None``."""
    start = 0
    while start < len(word) and _held_edge(word[start]) and word[start] not in "\u00d7":
        start += 1
    word = word[start:]
    match = _HELD_DIGITS().fullmatch(word)
    if match is not None:
        value = int(match["a"] or match["b"])
        return value if 0 < value <= MAX_COUNT else None
    if len(word) < 2 and word.isalpha():
        return None
    return _count_value(word)


def is_count_word(word: str) -> bool:
    """Whether ``word`` is a count as a note holds one before a card's name
    (``count_word``)."""
    return count_word(word) is not None


def count_word(word: str) -> int | None:
    """The count ``word`` gives as a note holds one before a card's name (``_held_count``:
    ``1``, ``x1``, ``4x``, ``one``), or a number in ASCII digits of any size (``1000``:
    too many copies, still a count; ``TOO_MANY`` past ``MAX_QUANTITY_DIGITS``); ``None``
    for any other word."""
    return _quantity(word) if word.isascii() and word.isdigit() else _held_count(word)


def _held_count_after(word: str) -> int | None:
    """The count a note's word gives after a card's name, the marks closing a sentence
    taken off (``(one)``, ``[1]``, ``x1``, ``1x,``), else ``None``: a bare number in
    brackets that is no card line's count (``_bracketed_count``: ``(381)``) gives none."""
    match = _HELD_COUNT_AFTER().fullmatch(word.rstrip(".!?:;,"))
    if match is None:
        return None
    written = match["n"] or match["m"] or match["word"]
    if not (written.isascii() and written.isdigit()):
        return _count_value(written)
    if written == match["word"] and not _bracketed_count(written):
        return None  # "Island (381)": a collector number, as a card line reads it
    return int(written) if len(written) <= 3 and 0 < int(written) <= MAX_COUNT else None


class HeldName(NamedTuple):
    """A name a note may hold (``held_card_lines``) and where its words stand: the line
    of the noted text and the span of the name without the marks at its ends, the same
    for the name as written and trimmed, so that the same words read after one count and
    before another (``1 Black Lotus x1``) are known as one card line."""

    name: str
    where: tuple[int, int, int]


def _held_names(text: str, words: list[str], spans: list[tuple[int, int]], first: int,
                row: int) -> Iterator[HeldName]:
    """The names the words of ``text`` from index ``first`` on (``words``, each by where
    it stands in ``spans``) may be read as, longest first, made as they are asked for:
    each run of them, as written and without the marks at its ends, once each; but after
    a count that begins the text, not a run that a word in capitals goes on from
    (``_title_goes_on``: ``2 Fire Ball Cup 3`` is an event's name, not two Fire Ball;
    ``Burn (1 Black Lotus Edition)`` holds the card line), each with where its words
    stand (``HeldName``, line ``row`` of the noted text)."""
    for end in range(min(len(spans), first + MAX_HELD_WORDS), first, -1):
        if first == 1 and _title_goes_on(words, end):
            continue
        yield from _written_and_trimmed(text, spans[first][0], spans[end - 1][1], row)


def _written_and_trimmed(text: str, start: int, end: int, row: int) -> Iterator[HeldName]:
    """``text[start:end]`` as written and, when it differs, without the marks at its ends,
    each with where its trimmed words stand on line ``row``."""
    written = text[start:end]
    first, last = _held_trimmed_span(written)
    trimmed = written[first:last]
    where = (row, start + first, start + last)
    yield HeldName(written, where)
    if trimmed and trimmed != written:
        yield HeldName(trimmed, where)


def _title_goes_on(words: list[str], end: int) -> bool:
    """Whether the words before index ``end`` of a note go on as one title with the word
    there: it starts with a capital letter, the word before ends in a letter or digit
    (no mark closes it), and no card line with a count follows it (``Fire Ball Cup``, but
    not ``Black Lotus And 4 Opt``, ``Black Lotus, Opt``, ``Black Lotus by me``)."""
    if end >= len(words) or not words[end][:1].isupper() or not words[end - 1][-1:].isalnum():
        return False
    return not (end + 2 < len(words) and _held_count_in(words[end + 1]) is not None)


def held_card_lines(text: str) -> list[tuple[Iterator[HeldName], int]]:
    """The card lines with a count a note, a title or a metadata value holds, read
    without the card data (which decides which name, if any, each gives: the longest
    that names a card by its full name), as ``(names, count)`` pairs, ``names`` longest
    first, made as they are asked for (a name may repeat), each with where its words
    stand (``HeldName``: the same words may follow one count and precede another).
    Every word of ``text`` that is a count (``_held_count``: digits maybe with an
    ``x``, a count word or sign, after any opening mark: ``1 Black Lotus``, ``(1 Black
    Lotus)``, ``«1 Black Lotus»``, ``→ one Black Lotus``) gives the runs of words after
    it; every word that is a count after a name (``_held_count_after``: ``Black Lotus
    (one)``, ``Black Lotus x1``) gives the runs of words before it, each ending there. So
    no separator, bracket, quote mark or word between two card lines can hide one
    (``Notes: 1 Oko, Thief of Crowns and 4 Opt``, ``Burn "1 Black Lotus"``, ``Burn -- 1
    Black Lotus``). A text of several lines (a value's lines, each that may hold a card
    line) is read line by line, each whole, at most ``MAX_HELD_LINES`` of them (the
    caller says when there are more). Nothing for a text without a count."""
    held: list[tuple[Iterator[HeldName], int]] = []
    for row, line in enumerate(text.splitlines()[:MAX_HELD_LINES]):
        held.extend(_held_in_line(line, row))
    return held


#: Most lines of a deck's free text (``free_text_cards``) or of a noted text
#: (``held_card_lines``) read for card lines; past it, a ``parse-error``.
MAX_HELD_LINES = 1000


def _held_in_line(text: str, row: int) -> list[tuple[Iterator[HeldName], int]]:
    """``held_card_lines`` of one line ``text``, line ``row`` of the noted text."""
    spans = [match.span() for match in _HELD_WORD().finditer(text)]
    words = [text[start:end] for start, end in spans]
    held: list[tuple[Iterator[HeldName], int]] = []
    for index, word in enumerate(words):
        if _no_count(words, index):
            continue
        count = _held_count_in(word)
        if count is not None and index + 1 < len(spans):
            held.append((_held_names(text, words, spans, index + 1, row), count))
        count = _held_count_after(word)
        if count is not None and index:
            before = spans[max(0, index - MAX_HELD_WORDS):index][::-1]
            held.append((_held_names_before(text, before, row), count))
    return held


#: A match record (``4-1``, ``3-1-1``: wins, losses and draws), no count of a card.
_MATCH_RECORD = _lazy(r"\d{1,3}(?:[-\u2010-\u2013]\d{1,3}){1,2}")


def _no_count(words: list[str], index: int) -> bool:
    """Whether a note's word at ``index`` of ``words`` is a number that counts no card: a
    match record (``4-1 Death's Shadow``), or a place in a ranking, a number of at least
    2 after one of the game data's ``ranking_words`` (``Top 8 Death's Shadow``; a card
    line after ``top 1`` is still read)."""
    word = _held_trim(words[index])
    if _MATCH_RECORD().fullmatch(word):
        return True
    return (index > 0 and word.isascii() and word.isdigit() and int(word) >= 2
            and _held_trim(words[index - 1]).casefold() in bundled_zones().ranking_words)


#: A count written with a sign (``-2``, ``+2``, ``(\u22124x``): a sideboard plan's change.
_SIGNED_COUNT = _lazy(r"[(\[]?[+\-\u2212]\d{1,3}[x\u00d7]?", re.I)
#: One of the game data's ``plan_words`` opening a note's line or brackets (``IN: 2
#: Pyroblast``, ``Delver (OUT: 4 Daze)``), followed by a mark, a count or another plan or
#: match-up word: a plan word then a name's word begins that name (``Cut Down x4``, ``Out
#: of Time x4``), no plan.
_PLAN_OPENS = lazy_built(lambda: r"(?:^|[(\[{])[^\w(\[{]*" + any_of(
    bundled_zones().plan_words) + r"(?!\w)(?=\s*(?:$|[^\w\s]|[x\u00d7]?\d|" + any_of(
    bundled_zones().plan_words | bundled_zones().match_up_words) + r"(?!\w)))", re.I)
#: One of the game data's ``plan_words`` just before a count (``Maybe add 1 Brainstorm``,
#: ``(OUT: 4 Daze``), not closed in brackets (``1 Black Lotus [in] 4 Opt``: a mark
#: after a card).
_PLAN_BEFORE = lazy_built(lambda: r"(?<!\w)" + any_of(bundled_zones().plan_words)
                          + r"[^\w)\]}]*$", re.I)


def sideboard_plan(row: str) -> bool:
    """Whether one line of a deck's notes, title or metadata value (``row``) holds a
    count of a sideboard plan (``plan_counts``: ``vs Burn: -2 Daze +2 Pyroblast``, ``IN:
    2 Pyroblast``). A line of card lines alone (``4 Daze``, ``4 Daze vs Burn``, ``1 Black
    Lotus (in)``) holds none, nor a line without a count. The caller decides where a plan
    may stand (a zone header's label is none: ``Sideboard (vs aggro and 1 Black
    Lotus)``)."""
    return bool(plan_counts(row.split()))


def plan_counts(words: list[str]) -> set[int]:
    """The indexes in ``words`` (one line of a deck's notes, title or metadata value, split
    at spaces) of the counts that are a sideboard plan's, no cards of the deck: each by
    its own prefix, never by a mark after its card (``1 Black Lotus (in)``, ``4 Daze vs
    Burn`` are counted): a count with a sign before a word (``-2 Daze``, ``+2
    Pyroblast``); a count after one of the game data's ``match_up_words`` (``vs Burn: 2
    Pyroblast``, ``contre Burn : 2 Pyroblast``); a count right after one of its
    ``plan_words`` (``Cut 2 Brainstorm for 2 Ponder``, ``Maybe add 1 Brainstorm``) or
    after one opening the line or a bracket (``IN: 2 Pyroblast, 2 Red Elemental Blast``,
    ``Delver (OUT: 4 Daze vs Burn)``, ``Raus: 2 Daze``). A plan word beginning a card's
    name is none (``Cut Down x4``). Never raises."""
    counts = [index for index, word in enumerate(words)
              if _held_count_in(word) is not None and not _no_count(words, index)]
    if not counts:
        return set()
    match_ups = bundled_zones().match_up_words
    if any(_held_trim(word).casefold() in match_ups for word in words[:counts[0]]):
        return set(counts)
    starts = list(accumulate((len(word) + 1 for word in words), initial=0))
    scopes = _plan_scopes(" ".join(words))
    return {index for index in counts
            if (index + 1 < len(words) and _SIGNED_COUNT().fullmatch(words[index]))
            or any(start < starts[index] < end for start, end in scopes)
            or _PLAN_BEFORE().search(" ".join(words[:index])) is not None}


def _plan_scopes(row: str) -> list[tuple[int, int]]:
    """Where in ``row`` each of the game data's ``plan_words`` opening it or a bracket
    (``_PLAN_OPENS``) makes counts a plan's: from the word to the line's end, or to the
    bracket's end (``1 Black Lotus (OUT: 4 Daze) 1 Mox Pearl``: only ``4 Daze``)."""
    scopes = []
    for opened in _PLAN_OPENS().finditer(row):
        if row[opened.start()] not in "([{":
            scopes.append((opened.start(), len(row)))
            continue
        closed = re.compile(r"[)\]}]").search(row, opened.end())
        scopes.append((opened.start(), len(row) if closed is None else closed.start()))
    return scopes


def plan_split(row: str) -> tuple[str, str]:
    """One line of a deck's notes (``row``) as the text of its counted card lines and the
    text of its sideboard plan's (``plan_counts``): in each, the other's counts are line
    breaks, so no name runs across them (``1 Black Lotus +1 Island``: ``1 Black Lotus``
    counted, ``+1 Island`` a plan's). Never raises."""
    words = row.split()
    planned = plan_counts(words)
    counts = {index for index, word in enumerate(words) if _held_count_in(word) is not None}

    def kept(plan: bool) -> str:
        return " ".join("\n" if index in counts and (index in planned) != plan else word
                        for index, word in enumerate(words))
    return kept(False), kept(True)


def _held_count_in(word: str) -> int | None:
    """The count a note's word gives before a card's name (``_held_count``), whole or
    from a mark inside it on (``Burn(1``, ``Burn:one``, ``Burn(4x``: a bracket of any
    script or a colon glued to the word before the count), else ``None``."""
    count = _held_count(word)
    # a count is short: only the word's last characters are tried after a mark, so a
    # long word of marks costs time in its length, not in its length squared
    for index in range(max(1, len(word) - _LONGEST_COUNT_TEXT), len(word)):
        if count is not None:
            break
        if not word[index - 1].isalnum() and word[index].isalnum():
            count = _held_count(word[index:])
    return count


def _held_names_before(text: str, spans: list[tuple[int, int]], row: int
                       ) -> Iterator[HeldName]:
    """The names ``spans`` (the words before a count, nearest first) may be read as,
    longest first, made as they are asked for: each run of words ending at the count, as
    written and without the marks at its ends, each with where its words stand on line
    ``row`` (``HeldName``)."""
    for start in range(len(spans), 0, -1):
        yield from _written_and_trimmed(text, spans[start - 1][0], spans[0][1], row)


def names_read_alone(text: str, zones: ZoneTable | None = None) -> list[str]:
    """The names ``text`` is read as when it is a card line of its own (its count in any
    form, set codes, markers and comments taken off, as ``_card_text`` reads a line; the
    words of ``zones``, default the bundled games'): ``Seed x 1`` -> ``Seed``. Empty for
    a header or a line with no name. Never raises."""
    if not text.strip():
        return []
    parsed = _card_text(text.strip(), zones or bundled_zones())
    names = [name for name, _ in parsed.readings] + [parsed.name]
    return [name for name in dict.fromkeys(names) if name]


def read_card_count(text: str) -> tuple[int | None, str, bool]:
    """``text`` read as a card line of its own (as ``names_read_alone`` reads it, the
    bundled games' words): its count (``None``: none written), its name, and whether
    the count is surely one (``Relic x3``, ``3 Relic``), not maybe the name's own number
    (``See you at 10``: a reading keeps it in the name). Never raises."""
    if not text.strip():
        return None, "", False
    parsed = _card_text(text.strip(), bundled_zones())
    return parsed.copies, parsed.name or "", not parsed.readings


def is_header_text(text: str, zones: ZoneTable) -> bool:
    """Whether ``text`` (a line without its count or colon) may be a grouping header:
    one to ``MAX_HEADER_WORDS`` different words (``header_length``: ``Terre base e non
    base`` joins two groups), each one of the ``header_words`` of ``zones``
    (``Creatures``, ``Basic Lands``, ``Other Spells``, ``Sorts d'eau``: ``all_grouping_words``;
    a ``/``, a spaced dash, a colon, a comma or brackets part them as a space does,
    ``Instants/Sorceries``, ``Creatures - Naroom``, ``Sorts (Feu)``: ``header_words_of``;
    it was an unknown card). The card database still
    has the last word: a game's card of that name is that card."""
    words = header_words_of(text)  # "Instants/Sorceries (12)", "Creatures - Naroom"
    return header_length(words) and all_grouping_words(words, zones.header_words)


#: Quantities of more digits than this are reported without being converted (an integer
#: of thousands of digits costs time, and Python refuses one of more than 4,300).
MAX_QUANTITY_DIGITS = 500
#: What such a quantity counts as: more than any limit.
TOO_MANY: int = 10**MAX_QUANTITY_DIGITS


#: Most digits of a bare number in brackets after a name that is the line's count: no
#: deck holds a hundred copies of a card, while a collector number often has three digits.
_BRACKETED_COUNT_DIGITS = 2


def _bracketed_count(digits: str) -> bool:
    """Whether ``digits``, a bare number in brackets after a name with no count before it
    (``Opt (4)``), is the line's count: of at most ``_BRACKETED_COUNT_DIGITS`` digits and no
    leading zero; ``Island (381)``, ``Opt (059)`` name a printing's collector number, as
    ``1 Island (SET) 381`` does, and ``Burn (2024)`` a year. Pure."""
    return len(digits) <= _BRACKETED_COUNT_DIGITS and not (
        len(digits) > 1 and digits.startswith("0"))


def _quantity(digits: str | None) -> int:
    """The quantity written as ``digits`` (``None``: 1); ``TOO_MANY`` for one of more
    than ``MAX_QUANTITY_DIGITS`` digits."""
    if digits is None:
        return 1
    significant = digits.lstrip("+-").lstrip("0")
    if len(significant) > MAX_QUANTITY_DIGITS:
        return TOO_MANY
    return int(digits)


def quantity_problem(count: int) -> str:
    """The message for a quantity outside 1..``MAX_COUNT``."""
    shown = f"of more than {MAX_QUANTITY_DIGITS} digits" if count >= TOO_MANY else str(count)
    return f"quantity {shown} is not between 1 and {MAX_COUNT}"


def card_entry(text: str, zones: ZoneTable) -> DeckLine | None:
    """A list item of another form written as a card line (a YAML or JSON ``- 4 Ponder``,
    a line of a ``deck: |`` block), read as this reader reads a card line: a
    ``DeckLine`` in ``MAIN`` without a line number, with the ``readings`` the card data
    decides between (``Time Walk (LEA) 4``, ``IV Black Lotus``, ``Black Lotus <4>`` may
    mean four copies), so that such an item never counts fewer copies than the same text
    line. ``None`` when the text is no plain card line of a count and a name (a quantity
    without a name, a count of 0 or out of range, a zone prefix or marker such as ``SB:``
    or ``*CMDR*``, a grouping, a reading the text reader would note: ``Mox Jet #4``):
    the caller reads it as it is written. What the line's reading drops that may name a
    card (``DeckLine.marked``: ``4 Fire Ball # Crimson Ritual``, ``1 Island [Black
    Lotus]``) is kept, as the text reader keeps it: ``settle_reading`` judges it."""
    parsed = _card_text(text, zones)
    if (parsed.error or parsed.late_error or parsed.grouping is not None or parsed.excluded
            or parsed.line_zone is not None or not parsed.name or parsed.problem
            or parsed.notes):
        return None
    return parsed.deck_line(MAIN, None, marked=_dropped_names(text, parsed.name))


def two_counts_problem(count: int, again: re.Match[str]) -> str:
    """The ``parse-error`` of a card line giving ``count`` and then a second count
    before the name (``again``: a ``_SECOND_COUNT`` match of what follows the first),
    naming the card (``4 4 Grief``: it was the unknown card ``4 Grief``, a banned card
    named only as a guess); not counted, as neither count is the one meant."""
    second = again["n"] or again["n2"]
    return (f"the line gives two counts, {count} and {int(second)}, for '{again['name'][:80]}': "
            "not counted")


def split_count(text: str, first: bool = True) -> tuple[int | None, str] | None:
    """Split a card line into ``(count, name)``; ``count`` is ``None`` when the line has
    none (a bare name); ``None`` for a quantity without a name. With ``first`` false a
    number before the name is no count (the card's own: ``+2 Mace x4``). Each run of
    white space is read as one space (``_card_text`` says why)."""
    text = _one_gap(text) if _TWO_SPACES().search(text) else text
    patterns = (_COUNT_FIRST(), _X_COUNT_FIRST(), _BRACKET_COUNT_FIRST(), _COUNT_LAST) \
        if first else (_COUNT_LAST,)
    for pattern in patterns:
        match = pattern.match(text)
        if match:
            number = next(n for group, n in match.groupdict().items()
                          if group != "name" and n is not None)
            return _quantity(number), match["name"].strip()
    if _COUNT_ONLY().match(text):
        return None
    return None, text


def strip_decorations(name: str) -> tuple[str, bool]:
    """Remove set codes in brackets, collector numbers and printing markers from a card
    name (``_strip_printing``).

    Output: ``(name, holographic)``; ``holographic`` is true when a finish marker
    (``*F*``, ``(foil)``, ``[foil]``, ``(holo)``, ``(holographic)``, ``(holofoil)``: the
    words of ``markers.HOLOGRAPHIC_WORDS``) was there."""
    name, holographic, _set_first = _strip_printing(name)
    return name, holographic


def _strip_printing(name: str, counted: bool = True) -> tuple[str, bool, bool]:
    """``name`` without its finish and printing markers and its set codes in brackets
    (``(M10) 146``, ``[LRW:51]`` before the name, ``{TMP}``, Archidekt's empty ``()``),
    whether a finish marker was there, and whether a set code came before the name
    (then a number after the name may be its collector number). On a line with no
    count (``counted`` false), a number alone in angle brackets (MTGGoldfish's collector
    number, ``<254>``) may be the count (``Black Lotus <4>``): it stays in the name, as
    a count with its ``x`` does on any line (``markers.x_count``: ``1 Grief <x3>``). Each
    run of white space is read as one space (``_card_text`` says why)."""
    name = _one_gap(name) if _TWO_SPACES().search(name) else name
    # the marks are found in the name with its look-alikes folded one for one ("(\u0415LD)
    # \uff11\uff19\uff17", "*\uff26*": a set code, a number, a finish), and cut from the
    # name as written
    shown = name if name.isascii() else _folded_one_for_one(name)
    if not _DECORATED().search(shown):
        return name.strip(), False, False
    holographic = set_first = False
    start, end = 0, len(shown)
    for _ in range(4):
        text = shown[start:end]
        finish = _FINISH().search(text)
        if finish:
            holographic = True
            end = start + finish.start()
            continue
        printing = _PRINTING().search(text)
        if printing and (counted or not count_mark(printing[0])) \
                and not x_count(printing[0].strip()[1:-1]):
            end = start + printing.start()
            continue
        suffix = (_COUNTED_SET_SUFFIX() if counted else _SET_SUFFIX()).search(text)
        if suffix and suffix.start() > 0 and (counted or _known_code(suffix[0])) and (
                not _NUMBER_IN_PARENS().match(suffix[0]) or _SET_PREFIX().match(text)):
            # a number alone in brackets is Cockatrice's art variant only after a set code
            # before the name ("[B] Forest (3)"); else it may be a count ("1 Tornado
            # (4)"): it stays in the name, never dropped as a set code
            end = start + suffix.start()
            continue
        prefix = _SET_PREFIX().match(text)
        if prefix is None or not (counted or _known_code(prefix[0])):
            break
        start, set_first = start + prefix.end(), True
    # "(foil) (no)", "*F* (sans)": a word denying the finish among the marks, dropped as
    # a set code, denies it (the copies were holographic, a Speakeasy deck legal)
    if holographic and denies_finish(shown[:start] + " " + shown[end:]):
        holographic = False
    return name[start:end].strip(), holographic, set_first


def _unread_beside_finish(written: str, name: str) -> str:
    """The first group in brackets that a card line's ``written`` name holds beside the
    ``name`` read from it, up to a comment, that is a word of letters only but no set
    code of the card data (``_known_code``) nor words of ``printing_words``
    (``(banana)``, ``(nichtfolie)``; not ``(LEA)``, ``(promo)``, ``(M10)``), nor a set
    code as exports write one, in capitals or before a collector number (``(PLST)
    CMR-162``, ``(psnc) 116p``: dropped as without the finish's mark, unsaid), "" for
    none; never when the name is not written so. Pure."""
    if name not in written:
        return ""
    beside = _COMMENT_START().split(written.replace(name, " ", 1), maxsplit=1)[0]
    for group in _ANY_GROUP().finditer(beside):
        inside = group[0][1:-1].strip()
        if any(letter.isalpha() for letter in inside) and not _known_code(group[0]) \
                and not names_a_printing(inside) and not (
                    _CODE_SHAPE().fullmatch(inside)
                    or _COLLECTOR_NUMBER_NEXT().match(beside, group.end())):
            return group[0]
    return ""


#: A group in brackets of any kind (``(banana)``, ``{TMP}``, ``<254>``).
_ANY_GROUP = _lazy(r"[(\[{<][^()\[\]{}<>]*[)\]}>]")
#: A set code as exports write one, in capitals (``PLST``, ``PSNC``, ``40K``): a code
#: the card data may not know, dropped beside a finish's mark as without one.
_CODE_SHAPE = _lazy(r"(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,6}")
#: A collector number after a group (``(plst) 12``, ``(PLST) CMR-162``, ``(psnc) 116p``):
#: the group is a set code, as exports write it.
_COLLECTOR_NUMBER_NEXT = _lazy(r"\s+(?:[A-Za-z0-9]{2,6}-)?\d+[a-z\u2605]?(?!\S)")


def _finish_denied(written: str, name: str) -> bool:
    """Whether what a card line's ``written`` name holds beside the ``name`` read from it
    (its marks, set codes and printings), up to a comment (``//``, `` --``, `` #``),
    denies a finish (``markers.denies_finish``: ``(no)``, ``(sans)``); never when the
    name is not written so (a split card's ``Never/Return`` read ``Never // Return``).
    Pure."""
    if name not in written:
        return False
    beside = _COMMENT_START().split(written.replace(name, " ", 1), maxsplit=1)[0]
    return denies_finish(beside)


def _folded_one_for_one(text: str) -> str:
    """``text`` with each character that folds to one character (``fold_lookalikes``:
    the Cyrillic ``\u0415``, a full-width ``\uff11``) written as that one, the others as written:
    as long as ``text``, so that a place in one is the same place in the other."""
    return "".join(folded if len(folded := fold_lookalikes(ch)) == 1 else ch for ch in text)


#: The code in a set code in brackets (``(LEA)``, ``[LRW:51]``, ``{TMP}``).
_BRACKETED_CODE = _lazy(r"^\s*[(\[{](?P<code>[^):\]}]*)")


def _known_code(bracketed: str) -> bool:
    """Whether a set code in brackets may be dropped from a line with no count: it is
    no word of letters alone nor a number run into a word (``2copies``), or it is the
    code of a set of the card data (``is_set_code``). ``Black Lotus (twee)``, ``[dwa]
    Black Lotus`` were one copy, a count in another language dropped as a set code; they
    stay in the name, an unknown card (exports write a count, and codes such as
    ``(DAR)`` with it)."""
    written = _BRACKETED_CODE().match(bracketed)
    code = written["code"].strip() if written else ""
    return (not code.isalpha() and not _NUMBER_RUN_INTO_WORD().match(code)) or is_set_code(
        code) or _OTHER_SETS_NUMBER().search(bracketed) is not None


#: A collector number naming the set a reprint's card was first printed in, after the
#: code in brackets (``(PLST) LRW-256``, The List's; ``[PLST] UMA-345``): a printing, no
#: count can hide in it, so the code is one whether the card data knows it or not
#: (``Mountain (PLST) LRW-256`` was an unknown card; ``1 Mountain (PLST) LRW-256`` one).
_OTHER_SETS_NUMBER = _lazy(r"[)\]}]\s+(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{2,6}-\d{1,5}"
                           r"[A-Za-z\u2605]?$")


#: A number run into a word (``2copies``, ``4stuks``): no set code unless the card data
#: knows it (``2XM``, ``5ED``), as it may be a count (``Black Lotus [2copies]`` was one copy).
_NUMBER_RUN_INTO_WORD = _lazy(r"^\d+[^\W\d_]{2,}$")


def _one_cell(row: str) -> bool:
    """Whether the Markdown table row ``row`` (stripped) is of one cell: ``| |``,
    ``| --- |``, ``|---|`` (no bar inside). Pure."""
    return "|" not in row.strip("|")
