"""Zones and decklist header words as game data (README "Decklist syntax").

A formats folder holds ``game.yaml`` at its top (what every game shares: the deck and
the side deck) and ``<game>/game.yaml`` beside each game's formats (its own zones and
card-type words), both of ``cardtools/schemas/game.schema.json``. ``zone_table`` merges
the bundled files with those of the extra formats folders into one ``ZoneTable``, from
which the decklist readers take their headers and the schemas their zone ids. A
decklist is read before its game is known, so the readers accept the words of every
game they know; the card database still decides whether a header-like line is a card.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from cardtools.errors import CardtoolsError
from cardtools.model import LABEL_MARK, SUPPLEMENTARY, TOKEN
from cardtools.names import fold_lookalikes, normalise
from cardtools.patterns import WordGated, case_folded, lazy_built
from cardtools.patterns import lazy_pattern as _lazy
from cardtools.resources import formats_dir, schema
from cardtools.wording import capitalised

#: The name of a game data file, at the top of a formats folder or in a game's folder.
GAME_FILE = "game.yaml"
#: A line that names its zone itself but is no zone: the MTG Arena companion.
COMPANION_PREFIX = "companion"
#: Ids the text reader gives sections that are no zone (an about text, an Arena
#: companion, a skipped Maybeboard), and the checker a supplementary deck's cards
#: (``SUPPLEMENTARY``): a zone of that id would take their meaning, its cards left
#: uncounted or moved.
RESERVED_ZONE_IDS = frozenset({"about", COMPANION_PREFIX, "skip", SUPPLEMENTARY})
MAX_GAME_FILE = 256 * 1024


class Zone:
    """One zone of the game data: its ``id`` and ``label``; the normalised ``headers``
    that open it in a text decklist (every language); the ``sections`` (keys) of a
    structured decklist holding it and their ``section_description``; the
    ``line_prefixes`` that put one card line in it (``SB: 2 Name``); ``single_kind``
    when it holds one kind of card (a grouping header there returns to the deck);
    ``part_sections`` the keys of a part of it (an Oathbreaker deck's signature spells),
    among its ``sections``: written beside another of them, no zone written twice;
    ``place_prefixes`` the line prefixes, among ``line_prefixes``, that name the first,
    second, third... place of an ordered zone (``First Magi: Name``, ``Magi #2: Name``),
    in place order, the spellings of each place together; ``listed_places`` the most
    cards a list numbered from 1 right under the zone's header numbers, one card each,
    in a zone without such prefixes (``Commander``, ``1. Kraum``, ``2. Tymna``: a
    commander and its partner, no count of two), 0 for none; ``place_words`` the words
    after a card's name that say its place, in place order, the spellings of each place
    together, normalised (``Ashgar (top)``, ``Gar (middle)``, ``Grega (bottom)``)."""

    __slots__ = ("headers", "id", "label", "line_prefixes", "listed_places", "part_sections",
                 "place_prefixes", "place_words", "section_description", "sections",
                 "single_kind")

    def __init__(self, id: str, label: str, headers: tuple[str, ...],
                 sections: tuple[str, ...] = (), section_description: str = "",
                 line_prefixes: tuple[str, ...] = (), single_kind: bool = False,
                 part_sections: tuple[str, ...] = (),
                 place_prefixes: tuple[tuple[str, ...], ...] = (),
                 listed_places: int = 0,
                 place_words: tuple[frozenset[str], ...] = ()) -> None:
        self.id = id
        self.label = label
        self.headers = headers
        self.sections = (*sections, *(key for key in part_sections if key not in sections))
        self.section_description = section_description
        self.line_prefixes = line_prefixes
        self.single_kind = single_kind
        self.part_sections = part_sections
        self.place_prefixes = place_prefixes
        self.listed_places = listed_places
        self.place_words = place_words


class ZoneTable:
    """Every zone and header word of a set of game data files, ready for the readers.

    ``zones`` in file order (the shared file first, then the games by name);
    ``headers`` maps a normalised header to its zone id, ``sections`` a structured
    decklist key to its zone id, ``line_prefixes`` a lower-case line prefix to its zone
    id (``companion`` included: the reader places it); ``line_prefix`` is the pattern
    of those prefixes at the start of a line; ``single_kind`` the ids of one-kind
    zones; ``type_words`` the words that group cards alone on a line and
    ``header_words`` every word a grouping header may hold (type words included);
    ``skipped_sections`` the normalised headers of a game's sections that are not part
    of the deck (Magic's ``Planar Deck``, ``Display Commander``) and ``section_kinds``
    the card types (subtypes, supertypes) such a section holds, by its normalised header
    (``attractions`` -> ``("Attraction",)``): another card written there is counted in
    the main deck; ``section_zones`` the zone a deck must have for such a section to be
    one, by its normalised header (``display commander`` -> ``command``);
    ``no_card_words`` the words for no card (``none``, ``aucune``: a zone that holds
    nothing), ``match_up_words`` the words that begin a match-up's label after a zone's
    count (``vs``, ``contre``) and ``label_words`` the other words of a label's start
    (``for``, ``pour``), ``plan_words`` the words of a sideboard plan in a deck's notes
    (``in``, ``cut``, ``raus``: ``IN: 2 Pyroblast``), ``colour_count_words`` the words
    after a number counting a deck's colours in its title (``c``, ``color``: ``4C
    Tinker``, ``5-Color Humans``), ``ranking_words`` the words
    before a place in a ranking
    (``top``: ``Top 8 Death's Shadow``), ``use_note_words`` the words of a note on where
    or how a zone is used after its header (``optional``, ``arena``: ``Sideboard
    (Arena)``), ``remark_words`` the words ending a remark on what a zone's cards are for
    after its header (``targets``, ``hate``: ``Sideboard (Wish targets)``),
    ``byline_words`` those that name a list's
    author under its title (``by``, ``par``: ``by Alice``), ``person_field_words`` the
    labels of a field whose value is a person's, a team's or a place's (``owner``,
    ``author``: ``Owner: Tom, Bob``), ``title_words`` the words
    by which a deck's title says it is a list or whose it is (``list``, ``by``: ``Burn by Alice``),
    ``greeting_words`` and ``sign_off_words`` the
    words that open a greeting or a sign-off of a message around a list (``hello``,
    ``merci``: an unknown card so written reads as prose), ``addressee_words`` those that
    address a message's reader after a greeting (``everyone``, ``all``, ``zusammen``: no
    card's word there), ``intro_words`` those that open
    a sentence presenting the list (``here is my``, ``voici ma``: prose, however long),
    ``printing_words`` the words
    that say which printing or copy a card is after its name (``borderless``, ``nm``,
    ``german``), ``copy_marks`` those that mark a playtest or rebalanced copy
    (``playtest``, ``a``: ``A-Oko``), ``proxy_words`` those that mark a line's copies as
    proxies (``proxy``: ``1 Black Lotus (proxy)``), ``never_token_kinds`` the card kinds (types,
    supertypes) whose card is never a token's name under a section of tokens, though
    named by its own subtypes (``basic``: Mountain), ``emblem_words`` the words that name
    an emblem (``emblem``, ``emblems``: a section so headed holds emblems, a played
    planeswalker's name there its emblem), ``emblem_maker_kinds`` the card kinds whose
    card makes an emblem (``planeswalker``), ``finish_denying_words`` the words
    that deny a finish named beside them (``nonfoil``, ``sans``: ``sans holo``, ``Foil -
    Nein``), ``regular_finish_words`` the words naming the finish of no foil, which deny
    the holographic one too (``normal``, ``nonholo``: a cell ``Normal``, ``*F* (nonholo)``),
    ``other_finish_words`` the words naming a finish that is not the holographic one
    (``etched``: ``*E*``, ``*f-etch*``, a cell ``etched``), which deny it as those do,
    ``finish_lacking_words`` the words saying a line's copies are lacked, wanted or
    ordered (``need``, ``wishlist``: ``*F* (need)``) and ``held_count_words`` those
    counting the copies held (``have``, ``owned``: ``*F* (have 0)``), beside which a
    finish's mark says not which copies are held holographic,
    ``leaving_words`` the words (a word or several in a row) before a zone's header saying
    the cards under it are not or no longer in that zone (``not``, ``out of``, ``hors``:
    ``Not in deck``, ``Hors réserve``: no zone's header),
    ``article_words`` those that count a copy or more before a card's name
    (``a``, ``some``: ``// a Ponder``), ``definite_article_words`` those that name one
    thing but count no copy (``the``: ``vs the Black Lotus``), ``joining_words`` those
    that join two cards' names as prose joins words (``and``, ``et``), ``playing_words``
    those before what a match-up's opponent plays (``with``, ``via``), ``adding_words`` and
    ``added_after_words`` those that add a card to a card line's in a comment, before
    its name or after it (``// and Black Lotus``, ``// Black Lotus too``),
    ``companion_headers`` other
    languages' headers of MTG Arena's Companion section (``compagnon``, ``begleiter``:
    read as ``Companion`` is, a line prefix too; normalised), the others each in small
    letters as written; ``own_header_words`` the type and header words of each game's
    own files, by game (``""``: the shared files'), read by ``header_words_of``;
    ``token_sections`` the normalised headers of sections of tokens (``tokens``: among
    ``skipped_sections``, holding ``("Token",)`` in ``section_kinds``), a game's own;
    ``supplementary_kinds`` the kinds of card (of ``section_kinds``) a section outside
    the deck holds as a supplementary deck the player brings to the event (Magic's
    ``Attraction``, ``Contraption``): judged by the format's card pool and
    lists, counted in no zone (``model.SUPPLEMENTARY``);
    ``header_named_cards`` the cards' names that read as a zone's header then its owner
    (``Main du désert``: ``main``, ``du``, an owner), normalised: a line that is exactly
    one of them is the card; ``role_words`` the role categories deck builders tag cards
    with that are cards' names too (``counterspell``, ``blink``: ``4 Mana Leak
    [Counterspell]`` is read as the category, ``decklist.role_word``).
    Compared and hashed by identity: readers remember lines per table.
    """

    __slots__ = (
        "_line_prefix",
        "_narrowed",
        "_of_game",
        "added_after_words",
        "adding_words",
        "addressee_words",
        "article_words",
        "byline_words",
        "colour_count_words",
        "companion_headers",
        "copy_marks",
        "definite_article_words",
        "emblem_maker_kinds",
        "emblem_words",
        "finish_denying_words",
        "finish_lacking_words",
        "greeting_words",
        "grouping_words",
        "header_named_cards",
        "header_words",
        "headers",
        "held_count_words",
        "intro_words",
        "joining_words",
        "label_words",
        "leaving_words",
        "line_prefixes",
        "match_up_words",
        "never_token_kinds",
        "no_card_words",
        "other_finish_words",
        "own_header_words",
        "person_field_words",
        "plan_words",
        "playing_words",
        "printing_words",
        "proxy_words",
        "ranking_words",
        "regular_finish_words",
        "remark_words",
        "role_words",
        "section_kinds",
        "section_zones",
        "sections",
        "sign_off_words",
        "single_kind",
        "skipped_sections",
        "supplementary_kinds",
        "title_words",
        "token_sections",
        "type_words",
        "use_note_words",
        "zones",
    )

    def __init__(self, zones: Mapping[str, Zone], headers: Mapping[str, str],
                 sections: Mapping[str, str], line_prefixes: Mapping[str, str],
                 line_prefix: WordGated, single_kind: frozenset[str],
                 type_words: frozenset[str], header_words: frozenset[str],
                 skipped_sections: frozenset[str] = frozenset(),
                 section_kinds: Mapping[str, tuple[str, ...]] | None = None,
                 section_zones: Mapping[str, str] | None = None,
                 no_card_words: frozenset[str] = frozenset(),
                 match_up_words: frozenset[str] = frozenset(),
                 label_words: frozenset[str] = frozenset(),
                 plan_words: frozenset[str] = frozenset(),
                 colour_count_words: frozenset[str] = frozenset(),
                 ranking_words: frozenset[str] = frozenset(),
                 use_note_words: frozenset[str] = frozenset(),
                 remark_words: frozenset[str] = frozenset(),
                 byline_words: frozenset[str] = frozenset(),
                 person_field_words: frozenset[str] = frozenset(),
                 title_words: frozenset[str] = frozenset(),
                 greeting_words: frozenset[str] = frozenset(),
                 sign_off_words: frozenset[str] = frozenset(),
                 intro_words: frozenset[str] = frozenset(),
                 addressee_words: frozenset[str] = frozenset(),
                 printing_words: frozenset[str] = frozenset(),
                 copy_marks: frozenset[str] = frozenset(),
                 proxy_words: frozenset[str] = frozenset(),
                 role_words: frozenset[str] = frozenset(),
                 never_token_kinds: frozenset[str] = frozenset(),
                 emblem_words: frozenset[str] = frozenset(),
                 emblem_maker_kinds: frozenset[str] = frozenset(),
                 finish_denying_words: frozenset[str] = frozenset(),
                 regular_finish_words: frozenset[str] = frozenset(),
                 other_finish_words: frozenset[str] = frozenset(),
                 finish_lacking_words: frozenset[str] = frozenset(),
                 held_count_words: frozenset[str] = frozenset(),
                 leaving_words: frozenset[str] = frozenset(),
                 article_words: frozenset[str] = frozenset(),
                 definite_article_words: frozenset[str] = frozenset(),
                 joining_words: frozenset[str] = frozenset(),
                 playing_words: frozenset[str] = frozenset(),
                 adding_words: frozenset[str] = frozenset(),
                 added_after_words: frozenset[str] = frozenset(),
                 companion_headers: frozenset[str] = frozenset(),
                 own_header_words: Mapping[str, frozenset[str]] | None = None,
                 token_sections: frozenset[str] = frozenset(),
                 supplementary_kinds: frozenset[str] = frozenset(),
                 header_named_cards: frozenset[str] = frozenset()) -> None:
        self.zones = zones
        self.headers = headers
        self.sections = sections
        self.line_prefixes = line_prefixes
        self._line_prefix = line_prefix
        self.single_kind = single_kind
        self.type_words = type_words
        self.header_words = header_words
        self.skipped_sections = skipped_sections
        self.section_kinds: Mapping[str, tuple[str, ...]] = (
            {} if section_kinds is None else section_kinds)
        self.section_zones: Mapping[str, str] = {} if section_zones is None else section_zones
        self.no_card_words = no_card_words
        self.match_up_words = match_up_words
        self.label_words = label_words
        self.plan_words = plan_words
        self.colour_count_words = colour_count_words
        self.ranking_words = ranking_words
        self.use_note_words = use_note_words
        self.remark_words = remark_words
        self.byline_words = byline_words
        self.person_field_words = person_field_words
        self.title_words = title_words
        self.greeting_words = greeting_words
        self.sign_off_words = sign_off_words
        self.intro_words = intro_words
        self.addressee_words = addressee_words
        self.printing_words = printing_words
        self.copy_marks = copy_marks
        self.proxy_words = proxy_words
        self.role_words = role_words
        self.never_token_kinds = never_token_kinds
        self.emblem_words = emblem_words
        self.emblem_maker_kinds = emblem_maker_kinds
        self.finish_denying_words = finish_denying_words
        self.regular_finish_words = regular_finish_words
        self.other_finish_words = other_finish_words
        self.finish_lacking_words = finish_lacking_words
        self.held_count_words = held_count_words
        self.leaving_words = leaving_words
        self.article_words = article_words
        self.definite_article_words = definite_article_words
        self.joining_words = joining_words
        self.playing_words = playing_words
        self.adding_words = adding_words
        self.added_after_words = added_after_words
        self.companion_headers = companion_headers
        self.own_header_words: Mapping[str, frozenset[str]] = (
            {"": header_words} if own_header_words is None else own_header_words)
        #: the header words that only group a list: never one that puts a card in a zone
        #: or a role (``main``, ``commander``, ``companion``: a zone header or a line
        #: prefix, ``Companion: 1 Name``)
        self.grouping_words = header_words - set(headers) - set(line_prefixes)
        self.token_sections = token_sections
        self.supplementary_kinds = supplementary_kinds
        self.header_named_cards = frozenset(map(normalise, header_named_cards))
        #: builds the table of one game's zones (``of_game``); ``None``: this table is one
        self._narrowed: Callable[[str], ZoneTable] | None = None
        self._of_game: dict[str, tuple[ZoneTable, re.Pattern[str] | None]] = {}

    def __repr__(self) -> str:
        return f"ZoneTable({', '.join(self.zones)})"

    @property
    def line_prefix(self) -> WordGated:
        """The pattern of ``line_prefixes`` at a line's start (``_prefix_pattern``),
        compiled when first needed: a table built only to be narrowed to a game's never
        reads its own, and a line whose first word (``_prefix_lead``) starts no prefix
        is settled without it. Raises nothing (the prefixes are escaped)."""
        return self._line_prefix

    def of_game(self, game: str) -> ZoneTable:
        """The table a decklist of ``game`` is read with: the zones, zone words, sections
        outside the deck and sections of tokens of the shared game data and of the game's
        own files only (a Magic list's ``// Stack in order`` opens no Magi stack, a
        Magi-Nation list's ``Tokens`` is no section of tokens), with every game's grouping
        and reading words. This table itself when it holds no other game's. Loaded once
        per game."""
        return self._game_reading(game)[0]

    def reads_otherwise(self, text: str, game: str) -> bool:
        """Whether ``text`` (a decklist's) may hold a word of a zone or section of another
        game than ``game`` (``of_game``), so that it reads otherwise with this table than
        with the game's: a zone header, line prefix, structured key, skipped section or
        section of tokens the game's own data lacks, looked for, one word of each, where a
        line or a file's cell starts, in the text folded as the readers compare a header
        (case, accents, invisible characters and look-alike letters aside). False only
        when the readings are the same."""
        foreign = self._game_reading(game)[1]
        if foreign is None:
            return False
        # lines kept apart (normalising joins them): a word counts where a line starts;
        # an ASCII text needs no folding but of case
        folded = (text.lower() if text.isascii()
                  else normalise(fold_lookalikes(text.replace("\n", ";"))))
        # each run of marks, digits and blanks as one character that starts a word where
        # the run does (``_foreign_words``): the pattern tried from every tab of a run of
        # thousands, each time to the run's end, took seconds (a hang in a batch)
        return foreign.search(_MARK_RUN().sub(_one_mark, folded)) is not None

    def _game_reading(self, game: str) -> tuple[ZoneTable, re.Pattern[str] | None]:
        known = self._of_game.get(game)
        if known is None:
            narrowed = self if self._narrowed is None else self._narrowed(game)
            known = self._of_game[game] = (narrowed, _foreign_words(self, narrowed))
        return known

    def alone_reading(self, text: str, game: str) -> ZoneTable:
        """The table a line ``text`` of a list of ``game`` is read with as a card line of
        its own where a note may stand (``names_read_alone``): this one, whose every
        game's zone words keep a card after another game's zone prefix near a card
        (``Magi: Black Lotis`` in a Magic list); the game's own (``of_game``) when the
        line starts with another game's place prefix that is a word of its zone's
        ``place_words`` alone (``Second: Esper``, ``Top: Jund``, ``Oben: Naya``): such a
        word names a place in its own game's lists only, elsewhere a note's word. Pure."""
        own = self.of_game(game)
        found = self.line_prefix.match(text.strip())
        lead = "" if found is None else prefix_key(found[1])
        placed = lead not in own.line_prefixes and any(
            normalise(lead) in words for zone in self.zones.values()
            for words in zone.place_words)
        return own if placed else self

    def header_words_of(self, game: str) -> frozenset[str]:
        """The words a grouping header of ``game`` may hold, normalised: the type and
        header words of the shared game data files and of the game's own (``burn``,
        ``threats``, ``creatures`` for ``mtg``; not another game's, such as Mage Noir's
        element ``fire``). Raises nothing."""
        return (self.own_header_words.get("", frozenset())
                | self.own_header_words.get(game, frozenset()))

    def part_section(self, key: str) -> bool:
        """Whether a structured decklist's ``key`` holds a part of its zone (a zone's
        ``part_sections``: an Oathbreaker deck's ``signature-spell``)."""
        return any(key in zone.part_sections for zone in self.zones.values())

    def prefix_zone(self, written: str) -> str:
        """The zone (or ``companion``) of a line prefix as ``line_prefix`` matched it
        (``SB``, ``Side-deck``, ``Réserve``: ``prefix_key``)."""
        return self.line_prefixes[prefix_key(written)]

    def place_of(self, written: str) -> int | None:
        """The 1-based place in its zone a line prefix as ``line_prefix`` matched it
        names (``First Magi``: 1, ``Third Magi``: 3; the zone's ``place_prefixes``);
        ``None`` for a prefix that names no place (``Magi``, ``SB``) and for one this
        table does not read (``Magi #4`` in a Mage Noir or Magic list: no line prefix
        there, it named a place of a stack the table has no prefix of, and reading it
        failed)."""
        key = prefix_key(written)
        if key not in self.line_prefixes:
            return None
        for zone in self.zones.values():
            for place, spellings in enumerate(zone.place_prefixes, start=1):
                if key in spellings:
                    return place
        return None

    def label(self, zone: str) -> str:
        """The generic name of a zone (``side deck``); the id itself when unknown."""
        spec = self.zones.get(zone)
        return spec.label if spec else zone

    @property
    def ids(self) -> tuple[str, ...]:
        """The zone ids, in table order."""
        return tuple(self.zones)


def _zone_words(table: ZoneTable) -> set[str]:
    """Every word of ``table`` that opens or names a zone or a section outside the deck."""
    return {*table.headers, *table.sections, *table.line_prefixes, *table.skipped_sections,
            *table.token_sections}


#: A long run of characters that are no letters (``_foreign_words``'s marks); shorter
#: runs, which every list holds ("\n4 "), cost the search little and are kept as written.
_MARK_RUN = _lazy(r"[\W\d_]{16,}")
#: The characters after which ``_foreign_words`` finds a word: a line's end, a delimiter.
_WORD_STARTS = frozenset("\n=\"'>,;\t\r")


def _one_mark(run: re.Match[str]) -> str:
    """A run of marks as one: a line break where a word after it starts a line or a cell
    (the run holds a line's end or a delimiter), else a space."""
    return "\n" if _WORD_STARTS.intersection(run.group()) else " "


def _foreign_words(table: ZoneTable, narrowed: ZoneTable) -> re.Pattern[str] | None:
    """A pattern finding, in a folded text, the longest word of each zone or section word
    of ``table`` that ``narrowed`` lacks (``magi`` of ``magi stack``) where a header, a
    line prefix, a structured key or a file's cell starts; ``None`` for none."""
    # folded as ``reads_otherwise`` folds the text (``Première``: ``premiere``)
    foreign = [[part for part in re.split(r"[\s\-_/#:]+", normalise(word)) if part]
               for word in _zone_words(table) - _zone_words(narrowed)]
    words = {parts[0] for parts in foreign if len(parts) == 1}
    # a word of several found by one of its own that is one alone ("first magi": "magi")
    words.update(max(parts, key=len) for parts in foreign
                 if len(parts) > 1 and words.isdisjoint(parts))
    placed = _foreign_place_words(table, narrowed)
    if not words and not placed:
        return None
    # a word where a header, prefix, key or cell starts: at a line's start (a lone
    # carriage return ends a line too) or after a delimiter of the file forms (a quote,
    # "=", ">", a comma, a semicolon, a tab), past marks and counts; not inside a card's
    # name ("Snapcaster Mage", "Magic"); or a place's word after a name, in a bracket or
    # after a mark (``Ashgar (top)``: a list's first lines so written open the zone)
    starting = (r"(?:^|[=\"'>,;\t\r])[\W\d_]*(?:" + _either_word(words) + ")"
                if words else "")
    after = (r"(?:[(\[]\s*|\s(?:[-\u2013\u2014:|]|//)\s*)(?:" + _either_word(placed) + ")"
             if placed else "")
    return re.compile("(?:" + "|".join(filter(None, (starting, after)))
                      + r")(?![^\W\d_])", re.M)


def _either_word(words: Iterable[str]) -> str:
    """A pattern's alternatives of ``words``, the longest first."""
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


def _foreign_place_words(table: ZoneTable, narrowed: ZoneTable) -> set[str]:
    """The place words (``place_words``: ``top``, ``oben``) of each zone whose place
    prefixes ``table`` reads and ``narrowed`` does not: a list's first lines that say
    their places by them are read in that zone by ``table`` alone."""
    return {word for zone in table.zones.values() if zone.place_words and zone.place_prefixes
            and zone.place_prefixes[0][0] in table.line_prefixes
            and zone.place_prefixes[0][0] not in narrowed.line_prefixes
            for place in zone.place_words for word in place}


def zone_table(extra_dirs: Sequence[Path] = ()) -> ZoneTable:
    """The zones of the bundled game data and of the extra formats folders (the
    command line's ``--formats-dir``, a config's ``formats_dir``), loaded once per set
    of folders. Raises ``CardtoolsError`` naming the file for a game data file that
    cannot be read or breaks its schema, or that gives a zone another file gives
    another label, or a header another file gives another zone."""
    return _table(tuple(Path(d) for d in extra_dirs))


def bundled_zones() -> ZoneTable:
    """The zones of the bundled game data alone."""
    return _table(())


def names_a_printing(words: str) -> bool:
    """Whether ``words`` are all words of the bundled game data's ``printing_words`` (at
    least one; a slash parts them too: ``NM/M``). Pure but for reading the game data."""
    folded = normalise(words.replace("/", " ")).split()
    return bool(folded) and bundled_zones().printing_words.issuperset(folded)


@cache
def _table(extra_dirs: tuple[Path, ...]) -> ZoneTable:
    home = formats_dir()
    if not extra_dirs:
        documents = [(path, _read(path, validate=False)) for path in game_files(home)]
        games = {path: file_game(home, path) for path in game_files(home)}
        return _narrowable(build_table(documents, games=games), documents, games)
    extra = [(folder, path, _read(path, validate=True))
             for folder in extra_dirs for path in game_files(folder)]
    table = build_table([*((path, _read(path, validate=False))
                           for path in game_files(home)),
                         *((path, document) for _, path, document in extra)],
                        games={**{path: file_game(home, path) for path in game_files(home)},
                               **{path: file_game(folder, path) for folder, path, _ in extra}})
    plain = _table(())
    bundled = {*plain.headers, *plain.skipped_sections, *plain.companion_headers,
               *map(normalise, plain.no_card_words)}
    for folder, path, document in extra:
        _refuse_card_headers(path, file_game(folder, path) or None,
                             [(word, what) for word, what in _headers(document)
                              if word not in bundled])
        _refuse_skipped_groups(path, [word for word in _words(document.get("skipped_sections"))
                                      if word in plain.header_words
                                      and word not in plain.skipped_sections])
    return _narrowable(table, [*((path, _read(path, validate=False))
                                 for path in game_files(home)),
                               *((path, document) for _, path, document in extra)],
                       {**{path: file_game(home, path) for path in game_files(home)},
                        **{path: file_game(folder, path) for folder, path, _ in extra}})


def _narrowable(table: ZoneTable, documents: Sequence[tuple[Path, Mapping[str, Any]]],
                games: Mapping[Path, str]) -> ZoneTable:
    """``table``, able to give the table of one game's zones (``ZoneTable.of_game``)
    from the ``documents`` it was built from."""
    table._narrowed = lambda game: build_table(documents, games, game)
    return table


def _headers(document: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The normalised zone headers, skipped sections' and companion headers and words
    for no card of one game data document, each with what it is: written alone on a
    line, each takes the line from the cards."""
    return [*((word, "header") for spec in (document.get("zones") or {}).values()
              for word in _words(spec.get("headers"))),
            *((word, "header") for key in ("skipped_sections", "companion_headers")
              for word in _words(document.get(key))),
            *((word, "word for no card") for word in _words(document.get("no_card_words")))]


def _refuse_skipped_groups(path: Path, sections: Sequence[str]) -> None:
    """Refuse a user's skipped section that the bundled game data reads as a grouping
    header (a type or header word: ``Rituals``, ``Creatures``): a decklist's cards
    grouped under it, counted in the deck by every other reading, would go uncounted.
    Raises ``CardtoolsError`` naming the file."""
    if sections:
        raise CardtoolsError(
            f"skipped section {sections[0]!r} is a grouping header of the bundled game "
            "data (a decklist groups its cards so): the cards under it would go "
            "uncounted", str(path))


def _refuse_card_headers(path: Path, game: str | None,
                         headers: Sequence[tuple[str, str]]) -> None:
    """Refuse a user's zone header (or skipped section's, or word for no card) that
    names a card of the file's game (``None``: of every game with a card database):
    ``headers`` are ``(normalised word, what it is)``. A decklist line naming that card
    alone would open the zone (or section, or be read as no card) instead, and the card
    would go uncounted. Raises ``CardtoolsError`` naming the file."""
    if not headers:
        return
    from cardtools.cardfiles import bundled_database, bundled_games

    games = bundled_games()
    for each in games if game is None else [g for g in games if g == game]:
        database = bundled_database(each)
        for word, what in headers:
            card = database.resolve(word, False).card
            if card is not None:
                does = "would open the zone" if what == "header" else "would be read as no card"
                raise CardtoolsError(
                    f"{what} {word!r} names the {each} card {card.name!r}: a decklist line "
                    f"of that card alone {does} and the card go uncounted", str(path))


@cache
def bundled_game_data(game: str) -> Mapping[str, Any]:
    """The mapping of the bundled ``formats/<game>/game.yaml`` (read once per process;
    ``{}`` for a game without one): the game's knowledge beyond its zones (its colour
    names, the names its card data gives its formats' lists). A user's game data files
    add zones and words only. Raises ``CardtoolsError`` naming the file when it cannot
    be read."""
    path = formats_dir() / game / GAME_FILE
    return _read(path, validate=False) if path.is_file() else {}


def language_words() -> Mapping[str, frozenset[str]]:
    """The words naming each language, by its code (``{"fr": {"fr", "french",
    "francais", ...}}``): the ``language_words`` of the bundled ``formats/game.yaml``
    (``shared_words``)."""
    return shared_words("language_words")


@cache
def shared_words(key: str) -> Mapping[str, frozenset[str]]:
    """The words of ``key`` (``language_words``, ``translation_words``, ``ban_words``) of
    the bundled ``formats/game.yaml``, by language, in small letters without accents (as
    a title's words are compared); ``{}`` when it has none. Read once per key; raises
    ``CardtoolsError`` naming the file when it cannot be read."""
    import unicodedata

    def bare(word: str) -> str:
        return "".join(c for c in unicodedata.normalize("NFKD", word.casefold())
                       if not unicodedata.combining(c))

    words = _read(formats_dir() / GAME_FILE, validate=False).get(key) or {}
    return {code: frozenset(map(bare, spelled)) for code, spelled in words.items()}


def colourless_words(game: str) -> frozenset[str]:
    """The words, in lower case, a card file writes for a colour identity of no colour
    (``c``, ``colourless`` for ``mtg``): the ``colourless_words`` of the game's bundled
    data; empty when it has none."""
    return frozenset(word.lower() for word in bundled_game_data(game).get("colourless_words")
                     or ())


def colour_names(game: str) -> Mapping[str, str]:
    """The game's colours, letter -> name in the game's order (``{"W": "white", "U":
    "blue", ...}`` for ``mtg``): the ``colours`` of its bundled game data; ``{}`` when
    it has none."""
    return bundled_game_data(game).get("colours") or {}


def supplementary_decks(game: str) -> Mapping[str, Mapping[str, Any]]:
    """What a supplementary deck of each kind must hold when one is written beside the
    deck, kind -> ``{"label", "min", "copies", "source"}`` (Magic's Attraction deck: at
    least 10 cards, one of each English name, comprehensive rules 717.2a): the
    ``supplementary_decks`` of the game's bundled data; ``{}`` when it has none."""
    return bundled_game_data(game).get("supplementary_decks") or {}


def format_names(game: str) -> Mapping[str, str]:
    """Other names written for the game's formats, name -> the bundled format's name
    (``{"edh": "commander", "pdh": "pauper-commander", ...}`` for ``mtg``): the
    ``format_names`` of its bundled game data; ``{}`` when it has none."""
    return bundled_game_data(game).get("format_names") or {}


def formats_not_here(game: str) -> Mapping[str, Mapping[str, Any]]:
    """Names players write for the game's formats that no format file defines, name ->
    ``{"about": what the format is, "nearest": [the bundled formats nearest to it]}``
    (``historic brawl`` for ``mtg``): the ``formats_not_here`` of its bundled game data;
    ``{}`` when it has none."""
    return bundled_game_data(game).get("formats_not_here") or {}


def ambiguous_format_names(game: str) -> Mapping[str, Mapping[str, str]]:
    """Names players write for two of the game's formats, one bundled and one not, name
    -> ``{"about": both formats told, "format": the bundled format's name}`` (``brawl``
    for ``mtg``: Standard Brawl or MTG Arena's Historic Brawl): the
    ``ambiguous_format_names`` of its bundled game data; ``{}`` when it has none."""
    return bundled_game_data(game).get("ambiguous_format_names") or {}


def game_names(game: str) -> Sequence[str]:
    """The game's names a decklist's ``Game:`` line may write beside its id (``["magic",
    "magic: the gathering", ...]`` for ``mtg``): the ``game_names`` of its bundled game
    data; ``()`` when it has none."""
    return bundled_game_data(game).get("game_names") or ()


#: What parts the words of a game's name (``Magic: The Gathering``, ``mage_noir``).
_GAME_WORD_GAPS = _lazy(r"[\s_\-\u2010-\u2015]+")


def game_called(text: str, games: Iterable[str]) -> str | None:
    """The one of ``games`` that ``text`` (a ``--game`` option, a decklist's ``Game:``
    line) names: its id or one of its names (``game_names``: ``Magic: The Gathering`` is
    ``mtg``), in any case, the words parted by spaces, hyphens or underscores; ``None``
    for none of them. Pure."""
    wanted = _GAME_WORD_GAPS().sub(" ", text.strip().lower())
    return next((game for game in games
                 if wanted in {_GAME_WORD_GAPS().sub(" ", name.lower())
                               for name in (game, *game_names(game))}), None)


def game_and_format(text: str, games: Iterable[str]) -> tuple[str, str] | None:
    """The game a format's name as written begins with, and the format's words after it
    (``MTG Modern``: ``("mtg", "modern")``; ``Magic: The Gathering - Legacy``, ``mtgo
    legacy``, ``magic/modern``, ``Mage Noir Tournament``): a game of ``games`` by its id
    or one of its names (``game_names``), then a space, a hyphen, a dash, a colon or a
    slash, then more words; or the format's words, then the game's name in brackets
    (``Modern (MTG)``); ``None`` when ``text`` names no game so. The
    longest name is tried first (``magic the gathering modern`` is Magic's ``modern``).
    Pure."""
    folded = text.strip().lower()
    for game, after, before in _game_name_patterns(tuple(games)):
        if found := after.match(folded) or before.match(folded):
            return game, found[1]
    return None


@cache
def _game_name_patterns(games: tuple[str, ...]
                        ) -> tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...]:
    """For each name of ``games`` (its id, ``game_names``), the longest first: the game,
    and the patterns of a format's words after that name and before it in brackets
    (``game_and_format``), built once per process."""
    named = sorted(((name.lower(), game) for game in games for name in (game, *game_names(game))),
                   key=lambda pair: -len(pair[0]))
    patterns = []
    for name, game in named:
        spelled = r"[\s_\-]+".join(re.escape(word) for word in _GAME_WORD_GAPS().split(name)
                                    if word)
        patterns.append((game, re.compile(spelled + _AFTER_A_GAME),
                         re.compile(_BEFORE_A_BRACKETED_GAME + spelled + r"\s*[)\]]$")))
    return tuple(patterns)


#: What follows a game's name before a format's words (``game_and_format``).
_AFTER_A_GAME = r"[\s_:/\-\u2013\u2014]+(?=\w)(.+)$"
#: A format's words before its game's name in brackets (``Modern (MTG)``).
_BEFORE_A_BRACKETED_GAME = r"(\w.*?)\s*[(\[]\s*"


@cache
def bundled_game_ids() -> list[str]:
    """Ids of the games with bundled game data (``formats/<game>/game.yaml``), sorted."""
    return sorted(path.parent.name for path in formats_dir().glob(f"*/{GAME_FILE}"))


def judging_value(key: str, value: str) -> str:
    """What a decklist's ``Format:`` or ``Game:`` value (``key`` ``format`` or ``game``)
    names, so that two values naming the same format or game compare equal: a game by
    its id (``Magic: The Gathering`` -> ``mtg``); a format by ``game/name`` when the
    game data's other names for its formats give it (``EDH`` -> ``mtg/commander``,
    ``Mage Noir`` -> ``mage-noir/tournament``), else the value in lower case with its
    hyphens and underscores as spaces (``Duel Commander``, ``modern``). Pure."""
    games = bundled_game_ids()
    if key == "game":
        return game_called(value, games) or spaced_name(value)
    named = _format_value(value, games)
    if "/" not in named and (prefixed := game_and_format(value, games)) is not None:
        return _format_value("/".join(prefixed), games)  # "MTG Modern" names mtg/modern
    return named


def _format_value(value: str, games: Sequence[str]) -> str:
    """``judging_value`` of a format's ``value`` as written, but for a game's name before
    it: ``game/name`` (``EDH``, ``mtg/edh``, ``Magi-Nation Duel``: the game data's other
    names for a format), else the value as it compares."""
    written_game, _, name = (spaced_name(part) for part in value.rpartition("/"))
    spaced = f"{written_game}/{name}" if written_game else name
    game = game_called(written_game, games) if written_game else None
    if written_game and game is None:
        return spaced
    found = {f"{each}/{spaced_name(to)}" for each in ([game] if game else games)
             for written, to in format_names(each).items() if spaced_name(written) == name}
    if len(found) == 1:
        return found.pop()
    return f"{game}/{name}" if game else spaced


def spaced_name(name: object) -> str:
    """``name`` (any value, as text) compared as names are (``normalise``), its hyphens
    and underscores as spaces: ``Duel_Commander`` and ``duel-commander`` give ``duel
    commander``."""
    return " ".join(normalise(str(name)).replace("-", " ").replace("_", " ").split())


def closest_games(text: str, games: Iterable[str], most: int = 2) -> list[str]:
    """The games of ``games`` that ``text`` (a ``--game`` naming none) may mean: every
    game one of whose names (the id, ``game_names``) it starts best (``_start``:
    ``magi`` is the first word of Magi-Nation but only starts Magic's; ``mage`` the
    first word of Mage Noir and Mage TCG; ``ma`` the first letters of all four games;
    ``mn`` the initials of Magi Nation and Mage Noir), the game with more names so
    started first (``mn``: magi-nation, as Magi Nation Duel's ``mnd`` too), none left
    out (a prefix two games share named one of them only: ``ma`` left Mage Noir out);
    else at most ``most`` of those close to one of their names (case and word gaps
    ignored, then ``difflib``:
    ``magetc``; ``nearmiss.closest_named``), closest first. Pure."""
    from cardtools.nearmiss import closest_named

    wanted = _spoken(text)
    if len(wanted) < 2:
        return []
    named = {game: {_spoken(name) for name in (game, *game_names(game))} for game in games}
    fits = {game: sorted((_start(name, wanted) for name in names), reverse=True)
            for game, names in named.items()}
    best = max((fit[0] for fit in fits.values()), default=0)
    if best:
        started = [game for game, fit in fits.items() if fit[0] == best]
        return sorted(started, key=lambda game: -fits[game].count(best))
    # a word of a name (noir) is a name of the game too
    return closest_named(wanted, ((part, game) for game, names in named.items()
                                  for name in names
                                  for part in {name, *_long_words(name)}), most)


def _long_words(name: str) -> list[str]:
    """The words of four letters or more of a game's name written in several words
    (``mage noir``: ``noir``), as a player may call the game by one of them. Pure."""
    words = name.split()
    return [word for word in words if len(word) >= 4] if len(words) > 1 else []


def _spoken(name: str) -> str:
    """A game's name in lower case, its words parted by one space (``Magic: The
    Gathering``: ``magic the gathering``). Pure."""
    return _GAME_WORD_GAPS().sub(" ", name.lower().replace(":", " ")).strip()


def _start(name: str, text: str) -> int:
    """How well ``text`` starts the game name ``name`` (both ``_spoken``): 3 as its
    first whole words, 2 as its first letters (with or without its spaces), 1 as its
    words' initials (``mtg``), 0 not. Pure."""
    if f"{name} ".startswith(f"{text} "):
        return 3
    if name.startswith(text) or name.replace(" ", "").startswith(text):
        return 2
    return 1 if "".join(word[0] for word in name.split()).startswith(text) else 0


def name_prefixes(game: str) -> Mapping[str, str]:
    """Prefixes another edition of the game writes before a card's name, prefix -> what
    an unknown name so written is told (``{"A-": "A- names are Arena's rebalanced
    versions, ..."}`` for ``mtg``): the ``name_prefixes`` of its bundled game data; ``{}``
    when it has none."""
    return bundled_game_data(game).get("name_prefixes") or {}


def printed_prefixes(game: str) -> Mapping[str, str]:
    """Words printed before some cards' names, prefix -> the card fact that marks those
    cards (``{"Iconic ": "iconic"}`` for ``magetcg``): the ``printed_prefixes`` of its
    bundled game data; ``{}`` when it has none."""
    return bundled_game_data(game).get("printed_prefixes") or {}


def title_identities(game: str) -> tuple[str, ...]:
    """The card types whose cards are the card of that type their title holds by name
    (Magi-Nation's ``("Magi",)``: Evil Evu is Evu, rulebook 2001, THE MAGI, Alternate
    Magi): the ``title_identities`` of its bundled game data; ``()`` when it has none.
    Raises ``CardtoolsError`` when the game data cannot be read (``bundled_game_data``)."""
    return tuple(bundled_game_data(game).get("title_identities") or ())


def alternate_facts(game: str) -> tuple[str, ...]:
    """The card facts a card file's card counting as other cards (``counts_as``) takes
    from them when it gives none (Magi-Nation's ``("magi_count",)``: "Magi and their
    alternates count as the same person for all purposes", rulebook 2001, THE MAGI,
    Alternate Magi): the ``alternate_facts`` of its bundled game data; ``()`` when it
    has none. Raises ``CardtoolsError`` when the game data cannot be read
    (``bundled_game_data``)."""
    return tuple(bundled_game_data(game).get("alternate_facts") or ())


def number_columns(game: str) -> Mapping[str, Mapping[str, Any]]:
    """The card facts of whole numbers a card file may give under other words, by fact
    (Magi-Nation's ``magi_count``: its types, the title's marks and words, the number
    that matters, the values of a yes, what it holds): the ``number_columns`` of its
    bundled game data; ``{}`` when it has none. Raises ``CardtoolsError`` when the game
    data cannot be read (``bundled_game_data``)."""
    return bundled_game_data(game).get("number_columns") or {}


def other_set_codes(game: str) -> Mapping[str, str]:
    """Set codes other tools write for the game's sets that read as a count, written
    code -> the card data's code (``{"VI": "VIS"}`` for ``mtg``: Magic Workstation's
    code of Visions, the Roman numeral six): the ``other_set_codes`` of its bundled game
    data; ``{}`` when it has none."""
    return bundled_game_data(game).get("other_set_codes") or {}


def card_link_marks(game: str) -> tuple[str, ...]:
    """Parts of a web address, in small letters, that make it one of the game's cards by
    a number or an id (Magic's ``("multiverseid=", "cards.scryfall.io/")``): the
    ``card_link_marks`` of its bundled game data; ``()`` when it has none. Raises
    ``CardtoolsError`` when the game data cannot be read (``bundled_game_data``)."""
    return tuple(str(mark).lower() for mark in bundled_game_data(game).get(
        "card_link_marks") or ())


def written_names(game: str) -> Mapping[str, Mapping[str, str]]:
    """How other tools write the game's multi-face cards, tool -> card layout -> the
    separator joining the faces' names or ``front`` for the front face alone (Magic
    Online's ``{"split": "/", "transform": "front", ...}``): the ``written_names`` of its
    bundled game data; ``{}`` when it has none (every card by its canonical name)."""
    return bundled_game_data(game).get("written_names") or {}


def game_zone_label(game: str | None, zone: str) -> str:
    """The name the game gives a zone, capitalised (``Sideboard`` for ``mtg``'s
    ``side``): the ``zone_labels`` of its bundled game data, else the zone's generic
    label (``Side deck``; the id itself for a zone no game data knows). ``game``
    ``None``: the generic label."""
    own = (bundled_game_data(game).get("zone_labels") or {}) if game else {}
    name = str(own.get(zone) or bundled_zones().label(zone))
    return capitalised(name)


def finding_words(game: str | None, zone: str) -> str:
    """What ``Finding.worded`` says for a zone id of its ``headers`` in a deck of
    ``game``: the zone's ``written_header``, or after ``LABEL_MARK`` the game's name for
    it in running text (Magic's ``sideboard``, Mage Noir's ``side deck``)."""
    if zone.startswith(LABEL_MARK):
        return game_zone_label(game, zone[len(LABEL_MARK):]).lower()
    return written_header(game, zone)


def written_header(game: str | None, zone: str) -> str:
    """The header cardtools' own decklist text writes before the cards of ``zone`` of a
    deck of ``game`` (``read --to cardtools``): the ``written_headers`` of its bundled
    game data (Magic's ``Deck``, ``Commander``), else the name the game gives the zone
    (``game_zone_label``: Magic's ``Sideboard``, Mage Noir's ``Side deck``)."""
    own = (bundled_game_data(game).get("written_headers") or {}) if game else {}
    return str(own.get(zone) or game_zone_label(game, zone))


def card_data_lists(game: str) -> Mapping[str, str]:
    """The formats whose banned and restricted lists ``cards update`` takes from the
    game's card data: the name the data gives a format -> the bundled format of the
    game it brings up to date (``{"duel": "duel-commander", "modern": "modern", ...}``
    for ``mtg``, MTGJSON's legality keys), in file order: the ``card_data_lists`` of
    its bundled game data; ``{}`` when it has none."""
    return bundled_game_data(game).get("card_data_lists") or {}


def game_files(folder: Path) -> list[Path]:
    """The game data files of a formats folder: its own ``game.yaml``, then each game
    folder's, by game name (missing ones skipped; a hidden game folder's, ``.old/``,
    left out: ``is_formats_folder_file``)."""
    candidates = [folder / GAME_FILE, *sorted(folder.glob(f"*/{GAME_FILE}"))]
    return [path for path in candidates
            if is_formats_folder_file(path.relative_to(folder).parts) and path.is_file()]


def is_formats_folder_file(parts: Sequence[str]) -> bool:
    """Whether a path below a formats folder, as its ``parts`` from that folder, is one
    its reader reads: the folder's own ``game.yaml``, or a ``<game>/<name>.yaml`` (or
    ``.yml``, the suffix in any case: a format or the game's ``game.yaml``). Hidden
    files and folders (``._house.yaml`` macOS writes beside a copied file, a
    ``.cardtools.yaml``, ``.git/``) are left out, as README says and a folder walk
    leaves them; so is every other file (a ``README.txt``, a decklist kept there).
    Pure."""
    if any(part.startswith(".") for part in parts):
        return False
    if len(parts) == 1:
        return parts[0] == GAME_FILE
    return len(parts) == 2 and parts[1].lower().endswith((".yaml", ".yml"))


def file_game(folder: Path, path: Path) -> str:
    """The game of the game data file ``path`` of the formats ``folder`` (one of
    ``game_files(folder)``): its game folder's name, ``""`` for the folder's own shared
    ``game.yaml``."""
    return "" if path.parent == folder else path.parent.name


def read_game_document(path: Path) -> Any:
    """One game data file's YAML document, unchecked (``None`` read as an empty
    mapping). Raises ``CardtoolsError`` naming the file when it cannot be read."""
    from cardtools.bundledyaml import load_data_yaml
    from cardtools.fileio import read_data_text

    data = load_data_yaml(read_data_text(path, MAX_GAME_FILE, "game data file", "256 KB"),
                          path)
    return {} if data is None else data


def _read(path: Path, validate: bool) -> Mapping[str, Any]:
    """One game data file's mapping; with ``validate``, checked against its schema.
    Raises ``CardtoolsError`` naming the file."""
    data = read_game_document(path)
    if validate or not isinstance(data, dict):
        from cardtools.validation import check_schema

        check_schema(data, "game", str(path))
    return data  # type: ignore[no-any-return]


def build_table(documents: Iterable[tuple[Path, Mapping[str, Any]]],
                games: Mapping[Path, str] | None = None, game: str | None = None) -> ZoneTable:
    """Merge game data documents (valid ones, with the file each came from) into a
    ``ZoneTable``; ``games`` gives each file's game (``file_game``; a file it lacks is
    a shared one, its words every game's). With ``game``, another game's file gives only
    its grouping words (``type_words``, ``header_words``) and reading words: the table of
    that game's zones and sections (``ZoneTable.of_game``). Each type word with a
    ``type_prefixes`` word before it is a type word too (``nonland``, ``non-lands``).
    Raises ``CardtoolsError`` naming the file when a zone gets a second label or a
    header, section or line prefix names two zones, a skipped section's header
    (``skipped_sections``) is a zone's header, or a zone has an id of
    ``RESERVED_ZONE_IDS``."""
    zones: dict[str, Zone] = {}
    words: dict[str, dict[str, str]] = {"headers": {}, "sections": {}, "line_prefixes": {}}
    type_words: set[str] = set()
    header_words: set[str] = set()
    own_words: dict[str, set[str]] = {}
    reading_words: dict[str, set[str]] = {key: set() for key in (*READING_WORDS,
                                                                 "companion_headers")}
    skipped: dict[str, Path] = {}
    tokens: set[str] = set()
    supplementary: set[str] = set()
    kinds: dict[str, tuple[str, ...]] = {}
    # each file's type words, and the words before a type grouping the others (non)
    typed: list[tuple[str, list[str]]] = []
    negations: set[str] = set()
    section_zones: dict[str, str] = {}
    documents = list(documents)
    # zones every game has (the deck, the side deck): another game's words for them stay
    shared = {zone_id for path, document in documents if not (games or {}).get(path, "")
              for zone_id in document.get("zones") or {}}
    for path, document in documents:
        file_of = (games or {}).get(path, "")
        theirs = game is not None and file_of not in ("", game)
        for zone_id, spec in (document.get("zones") or {}).items():
            if zone_id in RESERVED_ZONE_IDS:
                raise CardtoolsError(f"zone id {zone_id!r} is reserved: the decklist "
                                     "readers use it for a section that is no zone",
                                     str(path), f"$.zones.{zone_id}")
            zone = _zone(zone_id, spec)
            known = zones.get(zone_id)
            if known is not None and known.label != zone.label:
                raise CardtoolsError(f"zone {zone_id!r} is labelled {known.label!r} elsewhere, "
                                     f"{zone.label!r} here", str(path), f"$.zones.{zone_id}")
            zones[zone_id] = _joined(known, zone) if known else zone
            if theirs and zone_id not in shared:
                continue  # another game's zone: known by its label, opened by no word
            for kind in words:
                for word in getattr(zone, kind):
                    _claim(words[kind], word, zone_id, kind, path)
        type_words.update(_words(document.get("type_words")))
        header_words.update(_words(document.get("header_words")))
        own_words.setdefault(file_of, set()).update(
            _words(document.get("type_words")), _words(document.get("header_words")))
        typed.append((file_of, _words(document.get("type_words"))))
        negations.update(_words(document.get("type_prefixes")))
        for key, found in reading_words.items():
            found.update(word.lower() for words in (document.get(key) or {}).values()
                         for word in words)
        if theirs:
            continue
        # a section of tokens is one outside the deck that holds tokens only
        tokens.update(_words(document.get("token_sections")))
        supplementary.update(document.get("supplementary_kinds") or ())
        skipped.update(dict.fromkeys(_words(document.get("token_sections")), path))
        kinds.update(dict.fromkeys(_words(document.get("token_sections")), (TOKEN,)))
        skipped.update(dict.fromkeys(_words(document.get("skipped_sections")), path))
        kinds.update({normalise(header): tuple(types) for header, types
                      in (document.get("section_kinds") or {}).items()})
        section_zones.update({normalise(header): zone for header, zone
                              in (document.get("section_zones") or {}).items()})
    for file_of, types in typed:
        prefixed = {normalise(prefix + word) for prefix in negations for word in types}
        type_words.update(prefixed)
        own_words[file_of].update(prefixed)
    for word, path in skipped.items():
        if word in words["headers"]:
            raise CardtoolsError(f"skipped section {word!r} is the header of zone "
                                 f"{words['headers'][word]!r}", str(path))
    # "Compagnon: 1 Lurrus": another language's companion header is its prefix too
    prefixes = {**words["line_prefixes"], COMPANION_PREFIX: COMPANION_PREFIX,
                **{prefix_key(spelling): COMPANION_PREFIX
                   for word in reading_words["companion_headers"]
                   for spelling in (word, normalise(word))}}
    return ZoneTable(
        zones=zones, headers=words["headers"], sections=words["sections"],
        line_prefixes=prefixes, line_prefix=WordGated(
            lazy_built(lambda: _prefix_pattern(prefixes), re.I),
            map(_prefix_lead, prefixes), _prefix_lead),
        single_kind=frozenset(z.id for z in zones.values() if z.single_kind),
        type_words=frozenset(type_words), header_words=frozenset(type_words | header_words),
        skipped_sections=frozenset(skipped),
        section_kinds={header: kinds[header] for header in kinds if header in skipped},
        section_zones={header: section_zones[header] for header in section_zones
                       if header in skipped},
        **{key: frozenset(words) for key, words in reading_words.items()
           if key in READING_WORDS},
        # compared as a header's words are, normalised ("Compañero": "companero")
        companion_headers=frozenset(map(normalise, reading_words["companion_headers"])),
        own_header_words={each: frozenset(words) for each, words in own_words.items()},
        token_sections=frozenset(tokens), supplementary_kinds=frozenset(supplementary))


def _zone(zone_id: str, spec: Mapping[str, Any]) -> Zone:
    """A zone of a game data document. Its line prefixes are those the data gives and
    every header of the zone in every language, as written and normalised (``Hauptdeck:
    Force of Will``, ``Réserve: 2 Name``, ``Commanders: Name`` put one line in the zone
    as ``Main:``, ``Sideboard:`` and ``Commander:`` do: header words of every language
    read alike)."""
    written = [word for words in (spec.get("headers") or {}).values() for word in words]
    headers = tuple(_words(spec.get("headers")))
    places = tuple(tuple(prefix_key(p) for p in ([place] if isinstance(place, str) else place))
                   for place in spec.get("place_prefixes", ()))
    prefixes = (*spec.get("line_prefixes", ()), *(p for place in places for p in place),
                *written, *headers)
    return Zone(
        id=zone_id, label=spec["label"], headers=headers,
        sections=tuple(spec.get("sections", ())),
        section_description=spec.get("section_description", ""),
        line_prefixes=tuple(dict.fromkeys(prefix_key(p) for p in prefixes)),
        single_kind=bool(spec.get("single_kind", False)),
        part_sections=tuple(spec.get("part_sections", ())),
        place_prefixes=places, listed_places=int(spec.get("listed_places", 0)),
        place_words=tuple(frozenset(map(normalise, words))
                          for words in spec.get("place_words", ())))


def prefix_key(written: str) -> str:
    """The key of a line prefix as written (``Side-deck``, ``Réserve``, ``Main  deck``):
    in small letters (``case_folded``: ``\u017fb``, with a long s, as the prefix pattern
    matched it, ``sb``; it was a KeyError), a hyphen or a run of spaces between its words
    one space."""
    return _PREFIX_SPACING.sub(" ", case_folded(written.strip()))


_PREFIX_SPACING = re.compile(r"[\s\-]+")


def _joined(known: Zone, more: Zone) -> Zone:
    """A zone given by two files (a game adding headers to a shared zone): the words
    of both."""
    return Zone(known.id, known.label,
                tuple(dict.fromkeys((*known.headers, *more.headers))),
                tuple(dict.fromkeys((*known.sections, *more.sections))),
                known.section_description or more.section_description,
                tuple(dict.fromkeys((*known.line_prefixes, *more.line_prefixes))),
                known.single_kind or more.single_kind,
                tuple(dict.fromkeys((*known.part_sections, *more.part_sections))),
                known.place_prefixes or more.place_prefixes,
                max(known.listed_places, more.listed_places),
                known.place_words or more.place_words)


def _claim(taken: dict[str, str], word: str, zone_id: str, kind: str, path: Path) -> None:
    owner = taken.setdefault(word, zone_id)
    if owner != zone_id:
        raise CardtoolsError(f"{kind.replace('_', ' ')} {word!r} names zone {owner!r} "
                             f"elsewhere and zone {zone_id!r} here", str(path))


def _words(by_language: Mapping[str, Sequence[str]] | None) -> list[str]:
    """Every word of a language -> words mapping, normalised, in file order."""
    return [normalise(word) for words in (by_language or {}).values() for word in words]


#: A space then a count with its ``x`` after a line prefix's words, no colon between
#: (``Side x1 Name``, ``Magi 1x Name``, ``Mage x 1 Name``, ``Main \u00d71 Name``): the
#: space ends the prefix, the count is the card line's, as after ``Side: x1``; the
#: ``x`` was read as a word of the header ('Side x').
_COUNT_AFTER_PREFIX = r"\s+(?=[x\u00d7]\s?\d{1,3}\s|\d{1,3}\s?[x\u00d7]\s)"


def _prefix_pattern(prefixes: Iterable[str]) -> str:
    """The pattern (a text, to match ignoring case) of ``^(sb|side deck|...)\\s*:\\s*``
    before a non-space: a card line's own zone (a colon written twice, ``SB:: 1 Name``,
    too: the card line after it was the unknown card ``:1 Name``; and a full-width
    colon, ``SB\uff1a1 Name``, as a Japanese or Chinese keyboard writes it: it was the
    unknown card ``\uff1a1 Name``; or a spaced dash, ``Commander - Name``, read as
    ``Commander: Name`` is: it was the unknown card 'Commander - Name'). The main deck's
    and the side deck's headers then a dash are read before as headers a person reads
    (``Deck - Name``). A prefix ending in a number (``Magi #2``, ``Magi 2``: a place)
    may be followed by a space alone: ``Magi 2 Gar`` names no card, the number is the
    place's. Any prefix may be followed by a space then a count with its ``x``
    (``_COUNT_AFTER_PREFIX``: ``Side x1 Name``)."""
    alternatives = "|".join(re.escape(p).replace(r"\ ", r"[\s\-]+")
                            for p in sorted(prefixes, key=lambda p: (-len(p), p)))
    return (rf"^({alternatives})(?:\s*[:\uff1a][\s:\uff1a]*"
            rf"|\s+[\-\u2013\u2014]\s+|(?<=\d)\s+|{_COUNT_AFTER_PREFIX})(?=\S)")


#: Where a line's first word ends, as a line prefix's does (``_prefix_lead``), but at a
#: full-width colon: beside ``\s``, a character past U+00FF costs the pattern a table of
#: every character to compile.
_PREFIX_WORD_END = re.compile(r"[\s\-:]")


def _prefix_lead(text: str) -> str:
    """The first word of a line or of a line prefix, up to a space, a hyphen or a
    colon (``Side deck: 2 Name`` -> ``Side``, ``SB:1 Name`` -> ``SB``): the part of a
    line that ``_prefix_pattern`` matches with a prefix's own first word, or not at all."""
    end = _PREFIX_WORD_END.search(text)
    cut = len(text) if end is None else end.start()
    full_width = text.find("\uff1a", 0, cut)  # a full-width colon
    return text[:cut if full_width < 0 else full_width]


#: The keys of the words the decklist readers read with, by language, as written.
READING_WORDS = ("no_card_words", "match_up_words", "label_words", "plan_words",
                 "colour_count_words", "ranking_words",
                 "use_note_words", "remark_words", "byline_words", "person_field_words",
                 "title_words", "greeting_words", "sign_off_words", "intro_words",
                 "addressee_words",
                 "printing_words",
                 "copy_marks", "proxy_words", "role_words", "never_token_kinds", "emblem_words",
                 "emblem_maker_kinds", "finish_denying_words", "regular_finish_words",
                 "other_finish_words", "finish_lacking_words", "held_count_words", "leaving_words",
                 "article_words", "definite_article_words", "joining_words", "adding_words",
                 "added_after_words", "playing_words", "header_named_cards")


#: The keys of a game data file ``build_table`` reads (a ``--formats-dir`` game file's
#: too): its zones, grouping and section words, and its reading words. Every other key of
#: the game data schema is read from the bundled files alone (``bundled_game_data``,
#: ``shared_words``: ``format_names``, ``game_names``, ``name_prefixes``, ``colours``).
TABLE_KEYS = frozenset({"zones", "type_words", "header_words", "type_prefixes",
                        "token_sections", "skipped_sections", "section_kinds",
                        "section_zones", "companion_headers", "supplementary_kinds",
                        *READING_WORDS})
#: The reading words of the table that the readers read from ``bundled_zones`` alone, never
#: from the table of the folders a deck is read with.
BUNDLED_READING_WORDS = frozenset({"plan_words", "colour_count_words", "use_note_words",
                                   "remark_words", "role_words", "never_token_kinds",
                                   "emblem_maker_kinds", "article_words", "added_after_words",
                                   "addressee_words", "person_field_words"})


@cache
def bundled_only_keys() -> frozenset[str]:
    """The keys of game data that only the bundled game data's files give: in a
    ``--formats-dir`` game file they change nothing. Those of the game data schema that
    ``build_table`` does not read (``TABLE_KEYS``), and its reading words the readers read
    from the bundled table alone (``BUNDLED_READING_WORDS``)."""
    return frozenset(schema("game")["properties"]) - TABLE_KEYS | BUNDLED_READING_WORDS


def ignored_keys(path: Path) -> tuple[list[str], bool]:
    """The keys of the game data file ``path`` that are read from the bundled data alone
    (``bundled_only_keys``), sorted, and whether it holds any other key (one that changes
    how decklists are read); an unreadable file holds others (said where it is read)."""
    try:
        document = read_game_document(path)
    except CardtoolsError:
        return [], True
    keys = set(document) if isinstance(document, dict) else {""}
    bundled = bundled_only_keys()
    return sorted(keys & bundled), bool(keys - bundled)


#: The packaged schemas whose zone ids are filled in from the game data when loaded.
ZONED_SCHEMAS = frozenset({"format", "decklist"})


def zoned_schema(name: str, document: Mapping[str, Any], zones: ZoneTable) -> dict[str, Any]:
    """The packaged schema ``name`` (its ``document``) as validation uses it: for a
    schema of ``ZONED_SCHEMAS``, ``$defs.zoneId`` becomes the enum of the table's zone
    ids and, in the decklist schema, each zone's ``sections`` become section keys.
    Other schemas are returned as they are. ``document`` is not modified."""
    if name not in ZONED_SCHEMAS:
        return dict(document)
    zone_id = {"enum": list(zones.ids), "description": "A zone id of the game data."}
    filled = {**document, "$defs": {**document["$defs"], "zoneId": zone_id}}
    if name == "decklist":
        sections = {
            key: {"$ref": "#/$defs/section",
                  **({"description": zone.section_description}
                     if zone.section_description else {})}
            for zone in zones.zones.values() for key in zone.sections}
        filled["properties"] = {**document["properties"], **sections}
    return filled
