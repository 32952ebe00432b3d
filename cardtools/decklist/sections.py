"""How every reader of other tools' files reads the name of a section, zone or board.

A section's name is compared as a card's name is (DESIGN 3.3): case,
accents, invisible characters and look-alike letters aside, so ``[Sideboard]`` written
with a Cyrillic i (U+0456) or ``<zone name="main\u200b">`` names the zone it imitates and its
cards are counted there, not skipped as a section outside the deck; a ``look-alike``
warning says so.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from cardtools.gamedata import ZoneTable
from cardtools.model import MAIN, SIDE, TOKEN, Finding, Outside
from cardtools.names import describe_letters, fold_lookalikes, lookalike_letters, normalise
from cardtools.patterns import lazy_pattern as _lazy
from cardtools.wording import either, kind_word

#: Sections that are not part of the deck in any game: their lines are skipped
#: (``ignored-section``); a game's own are game data (``ZoneTable.skipped_sections``),
#: its sections of tokens too (``ZoneTable.token_sections``: Magic's ``Tokens``).
SKIPPED_SECTIONS = frozenset({"maybeboard", "maybe board", "maybe", "considering",
                              "wishlist", "wish list", "pool",
                              # TappedOut's board of cards to buy (Acquire alone is a card)
                              "acquireboard", "acquire board"})
#: Headings that only part a skipped section of any card (``Maybeboard``) by why its cards
#: are out of the deck, in every game: under one they stay in it, as its cards do. Only
#: words that say "not in the deck", never a deck's or a side deck's word in any language.
SKIPPED_SUBHEADINGS = frozenset({"cuts", "upgrades", "budget options", "future additions"})


def held_kinds(key: str, zones: ZoneTable) -> tuple[str, ...]:
    """The kinds of card the skipped section of normalised header ``key`` holds: the game
    data's ``section_kinds`` (``attractions`` -> ``("Attraction",)``; ``(TOKEN,)`` for a
    section of tokens of the game data, ``ZoneTable.token_sections``), ``()`` for one that
    may hold any card (``maybeboard``). Pure."""
    return zones.section_kinds.get(key, ())


def skipped_section_note(name: str, kinds: tuple[str, ...]) -> str:
    """The ``ignored-section`` note of a section outside the deck named ``name`` that
    holds the kinds of card ``kinds`` (``held_kinds``: ``()`` for any card, ``(TOKEN,)``
    for tokens): its cards, or those kinds, were not counted, a card of another kind
    there counted in the main deck. Pure."""
    if not kinds:
        return f"section '{name}' is not part of the deck; its cards were not counted"
    if kinds == (TOKEN,):
        return (f"section '{name}' is not part of the deck; its tokens were not counted (a "
                "card of the card data there is counted in the main deck)")
    return (f"section '{name}' is not part of the deck; its "
            f"{either([kind_word(kind) for kind in kinds])} cards were not counted (a card "
            "of another kind there is counted in the main deck)")


def section_key(written: str) -> str:
    """The lookup key of a section's name as written (``" Side  Board "`` -> ``side
    board``, ``Sideboard`` with a Cyrillic i -> ``sideboard``). Pure; never raises."""
    return normalise(fold_lookalikes(written))


def lookalike_section(written: str, line: int | None, what: str = "section") -> Finding | None:
    """A ``look-alike`` warning on ``line`` when the section name ``written`` holds letters
    that only look Latin, else ``None``; ``what`` names the kind of section
    (``section``, ``zone``, ``board``)."""
    letters = lookalike_letters(written)
    if not letters:
        return None
    folded = fold_lookalikes(written)
    return Finding("look-alike", f"{what} '{written}' is written with look-alike letters "
                   f"{describe_letters(letters)}; read as the {what} '{folded}'",
                   line=line,
                   hint=f"write the {what}'s name in Latin letters: {folded}")


def named_zone(written: str, known: Mapping[str, str], headers: Mapping[str, str],
               line: int | None, what: str, findings: list[Finding]) -> str | None:
    """The zone id a section of a deck file named ``written`` (stripped) stands for: the
    reader's own ``known`` names, else a zone header of the game data (``headers``), by
    ``section_key``; ``None`` for any other name. A ``look-alike`` warning on ``line``
    (``lookalike_section``, ``what`` naming the kind of section) goes to ``findings``."""
    if (own := _header_zone_by(normalise(written), headers)) is not None:
        return own  # a header in its own script (Колода, サイドボード): no look-alike
    key = section_key(written)
    lookalike = lookalike_section(written, line, what)
    if lookalike is not None:
        findings.append(lookalike)
    return known.get(key) or _header_zone_by(key, headers)


def section_outside(name: str, what: str, zones: ZoneTable) -> Outside | None:
    """Where the cards of a section of a deck file (``what``: ``zone``, ``section``) named
    as a game's section outside the deck that holds one kind of card stand
    (``ZoneTable.section_kinds``: ``Attractions``, ``Display Commander``): out of the deck
    when of that kind, else in the main deck (every card there in a format without the
    zone the section needs, ``ZoneTable.section_zones``), as under such a header in a
    text decklist (a plural written as an option, ``Attraction(s)``, as the plural); a
    section of tokens (``held_kinds``) keeps out only a token's name, another card there
    counted in the main deck; ``None`` for a section of any other name."""
    key = section_key(name).replace("-", " ")
    if key not in zones.section_kinds:
        key = _OPTIONAL_PLURAL().sub(lambda option: option[0][1:-1], key)
    held = held_kinds(key, zones)
    if not held:
        return None
    return Outside(f"{what} '{name}'", held, "the main deck", zones.section_zones.get(key))


#: A plural written as an option after a word (``Commander(s)``), as a text decklist's
#: header may write it.
_OPTIONAL_PLURAL = _lazy(r"(?<=[^\W\d_])\(e?s\)(?![^\W\d_])")


#: A count after a section's name, as a grouping header carries one (``Creatures (21)``,
#: ``Sorts: 12``, ``Relics - 6``).
_NAME_COUNT = _lazy(r"\s*(?:[(\[]\s*\d{1,3}\s*[)\]]|[:\-\u2013]?\s*\d{1,3})\s*$")
#: Most words a grouping header has (``Other Noncreature Spells``), and a grouping
#: section's name: different words, as a header joining two groups repeats its words
#: (``Terre base e non base``, ``Basic lands and nonbasic lands``: basic and nonbasic
#: lands), in at most twice as many words.
MAX_HEADER_WORDS = 4


#: What parts the words of a grouping header besides spaces: a spaced dash, a slash,
#: bracket or middle dot, and a comma, semicolon or colon before a word
#: (``Creatures - Naroom``, ``Creatures, Naroom``, ``Sorts (Feu)``, ``Sorts : Feu``,
#: ``Instants/Sorceries``), as a list heads its groups of two kinds; a hyphen within a
#: word is the word's (``Side-deck``), and a comma, semicolon or colon before no letter
#: or digit is no gap (``Trinket Mage, 4`` is a card with a count after it; ``Burn ;)``
#: a title with an emoticon: no header).
_HEADER_GAPS = _lazy(r"\s+[-\u2013\u2014]+\s+|\s*[,;:]\s*(?=[^\W_])|[\s/()\[\]\u00b7]+")
#: An article elided before a vowel and the word it stands for (``Sorts d'eau``, ``Sorts
#: d'air``: ``de``), read as that word is among a header's words.
_ELIDED = (("d'", "de"),)


def header_words_of(text: str) -> list[str]:
    """The words of ``text``, a line that may be a grouping header, normalised, parted
    at spaces and at ``_HEADER_GAPS`` (``Creatures - Naroom``: ``creatures``,
    ``naroom``). Pure."""
    return [word for word in _HEADER_GAPS().split(normalise(text)) if word]


def all_grouping_words(words: Iterable[str], known: Collection[str]) -> bool:
    """Whether each of ``words`` (normalised, ``header_words_of``) is one of ``known``, a
    game's grouping words, or an elided article and one of them where the article's
    word is one too (``d'eau`` as ``de eau``: ``_ELIDED``; ``d'resh``, Magi-Nation's
    region, is one as written). Pure."""
    return all(word in known or any(
        word.startswith(elided) and full in known and word[len(elided):] in known
        for elided, full in _ELIDED) for word in words)


def header_length(words: list[str]) -> bool:
    """Whether ``words`` (a line's words, normalised) are as many as a grouping header
    holds: one to ``MAX_HEADER_WORDS`` different words, at most twice as many in all."""
    return 0 < len(words) <= 2 * MAX_HEADER_WORDS and len(set(words)) <= MAX_HEADER_WORDS


def grouping_section(written: str, zones: ZoneTable, line: int | None,
                     what: str) -> Finding | None:
    """A ``reading`` note on ``line`` when a section of a deck file (``what``: ``section``,
    ``zone``, ``superzone``) named ``written`` only groups the deck's cards, as a text
    decklist's grouping header does: one to four different words (``header_length``),
    a count after them allowed, each
    a header word of the game data that names no zone (``Creatures``, ``Relics (6)``,
    ``Sorts``, ``Cald``, ``Rituels``); its cards are the main deck's, where a player
    reads them (skipped, a fourth Fire Ball or a banned Crimson Ritual so grouped went
    uncounted). ``None`` for any other name."""
    words = _NAME_COUNT().sub("", section_key(written)).split()
    if not header_length(words) or not zones.grouping_words.issuperset(words):
        return None
    return Finding("reading", f"{what} '{written}' groups cards by kind, as a deck's "
                   "grouping header does: its cards are counted in the deck", line=line)


def unread_section(written: str, what: str, zones: ZoneTable, line: int | None) -> Finding:
    """The finding of a section of a deck file (``what``: ``section``, ``zone``,
    ``superzone``) named ``written`` that holds cards and is neither a zone nor a grouping
    header, its cards not counted: an info ``ignored-section`` for a section outside the
    deck in every game or in the game data (``SKIPPED_SECTIONS``,
    ``ZoneTable.skipped_sections``: ``Maybeboard``, ``Tokens``); a ``parse-error`` for any
    other name (``Extra``, ``Notes``, ``Banned``), which a player may read as part of the
    deck: its cards were skipped with a note, a banned card there hidden, the deck legal."""
    key = section_key(written)
    if key in SKIPPED_SECTIONS or key in zones.skipped_sections:
        return Finding("ignored-section", f"{what} '{written}' is not part of the deck; its "
                       "cards were not counted", line=line)
    return Finding("parse-error", f"{what} '{written}' names no zone of the deck, nor a "
                   "section outside it (Maybeboard, Tokens): its cards were not counted",
                   line=line, hint="name it as the zone its cards are in (Main, Sideboard), "
                   "or Maybeboard for cards outside the deck")


def unread_place(written: str, what: str, tool: str, instead: str, zones: ZoneTable,
                 line: int | None) -> Finding:
    """The finding of a place of another tool's file that holds cards the tool does not
    read (``what``: ``element``, ``list``; named ``written``), its cards not counted: a
    ``parse-error`` when the name is a zone header (``unread_zone``; ``instead`` the
    place to write them) or names no section outside the deck, an info
    ``ignored-section`` for such a section (``unread_section``: ``Maybeboard``,
    ``Tokens``). A card so hidden was skipped with a note, the deck legal."""
    zone = unread_zone(written, zones.headers, line, what, tool, instead)
    if zone is not None:
        return zone
    found = unread_section(written, what, zones, line)
    if found.rule != "parse-error":
        return found
    return found._replace(message=f"{what} '{written}' names no zone of the deck, nor a "
                          f"section outside it (Maybeboard, Tokens), and {tool} does not "
                          "read it: its cards were not counted",
                          hint=f"write its cards under {instead}")


def unnamed_section_zone(written: str, what: str, zones: ZoneTable, line: int | None,
                         findings: list[Finding], holds_cards: bool) -> str | None:
    """The zone of a section of a deck file (``what``: ``section``, ``zone``,
    ``superzone``) named ``written`` that names no zone: the main deck for a grouping
    (``grouping_section``, its note to ``findings``), else ``None``, with
    ``unread_section``'s finding when it ``holds_cards``."""
    grouping = grouping_section(written, zones, line, what)
    if grouping is not None:  # "Creatures", "Sorts": the deck's cards, grouped
        findings.append(grouping)
        return MAIN
    if holds_cards:
        findings.append(unread_section(written, what, zones, line))
    return None


def header_zone(written: str, headers: Mapping[str, str]) -> str | None:
    """The zone id of the zone header of the game data (``headers``, by normalised
    header) that the section name ``written`` is, by ``section_key``, a hyphen between
    its words as a space (``Side-board``, ``Main-deck``) and a plural written as an option
    dropped (``Commander(s)``); a header of another script is read as written first
    (``Колода``, ``Резерв``, ``サイドボード``: folding their letters that look Latin made them
    no header, the deck's cards not counted); ``None`` for any other name."""
    return (_header_zone_by(normalise(written), headers)
            or _header_zone_by(section_key(written), headers))


def _header_zone_by(key: str, headers: Mapping[str, str]) -> str | None:
    """The zone of normalised section name ``key`` among ``headers``, as ``header_zone``
    reads it (a plural written as an option dropped, a hyphen as a space)."""
    key = _OPTIONAL_PLURAL().sub("", key)
    return headers.get(key) or headers.get(key.replace("-", " "))


def unread_zone(written: str, headers: Mapping[str, str], line: int | None,
                what: str, tool: str, instead: str) -> Finding | None:
    """A ``parse-error`` on ``line`` when a section of another tool's file that the tool
    does not read (and so the reader skips) is named ``written`` as a zone header of the
    game data (``headers``: Forge's ``[Deck]``, an MTGJSON ``"Side Board"`` list): a
    person reads its cards as that zone's. ``what`` names the kind of section
    (``section``, ``list``), ``tool`` the file's tool, ``instead`` the section to
    write. ``None`` for any other name."""
    zone = header_zone(written, headers)
    if zone is None:
        return None
    return Finding("parse-error", f"{what} '{written}' names a zone, but {tool} does not "
                   "read it: its cards were not counted", line=line,
                   hint=f"write its cards under {instead}")


#: The zone id ``zone_again`` is given for a deck file's place of cards named as no zone
#: of the deck (a grouping, ``Lands``; tokens, ``Tokens``): another place than the main
#: deck's and the side deck's, never a zone id.
OTHER_PLACE = "\x00other"


def zone_again(held: Sequence[tuple[str, int | None]], what: str) -> Finding | None:
    """The ``file-error`` of a deck file whose main deck's or side deck's place (``what``:
    a Cockatrice ``zone``, an OCTGN ``section``, a LackeyCCG ``superzone``) comes again
    after another place (``held``: each place, empty or not, its zone id, ``OTHER_PLACE``
    for a section of tokens, a grouping or a Forge ``[metadata]``, and line, in file
    order: an empty ``side`` between two ``main`` zones parts them too):
    ``main``, ``side``, ``main`` and ``main``, ``tokens``, ``main`` (or ``lands``) are
    two decks' places in one file, as none of those tools writes one twice (they were
    read as one deck, two main decks one legal deck; ``main`` twice before ``side`` is
    one main deck, as the tools read it). ``None`` otherwise."""
    seen: dict[str, int | None] = {}
    last = None
    for zone_id, line in held:
        if zone_id in (MAIN, SIDE) and zone_id in seen and last != zone_id:
            label = "main deck" if zone_id == MAIN else "side deck"
            return Finding("file-error", f"the {label}'s {what} again on line {line} after "
                           f"another {what} (its first on line {seen[zone_id]}): "
                           "two decklists in one file, not judged; one deck a file",
                           line=line)
        seen.setdefault(zone_id, line)
        last = zone_id
    return None


def within_a_typo(written: str, words: Iterable[str],
                  boards: Collection[str] = ()) -> str | None:
    """The word of ``words`` (zones' and sections' names, in small letters) that a
    section's name ``written``, naming none of them, is a typo of, the closest first
    (``typos``: one, ``mainBord``, ``Comander``, ``sidebaord``; two when the name has
    eight letters or more and the word is one of the file's own names of its boards,
    ``boards``: ``Sidebored``; at most three words), else ``None``; never a word that
    differs by a plural's ``s`` alone (``Attraction``, ``Sticker``: a category of the
    main deck), that the name starts with (``Sideboarded``), nor one of more typos
    (``Command``, ``Sidebar``, ``Commandments``: words of their own). Pure; never
    raises."""
    key = " ".join(written.casefold().split())
    words = list(dict.fromkeys(words))
    if len(key) < 5 or len(key.split()) > 3 or not key.isascii() or any(
            key.replace(" ", "") == word.replace(" ", "") for word in words):
        return None
    found = []
    for word in words:
        most = 2 if len(key) >= _TWO_TYPOS and word in boards else 1
        if (len(word) >= 5 and word.isascii() and key.rstrip("s") != word.rstrip("s")
                and not key.startswith(word)
                and (apart := typos(key, word, most)) <= most):
            found.append((apart, word))
    return min(found)[1] if found else None


#: Letters from which a section's name may hold two typos (``Sidebored``).
_TWO_TYPOS = 8


def typos(one: str, other: str, most: int) -> int:
    """How many typos part two words (a letter added, dropped or changed, or two letters
    beside each other swapped: the optimal string alignment distance), or ``most + 1``
    when more than ``most``. Pure."""
    if abs(len(one) - len(other)) > most:
        return most + 1
    before: list[int] = []
    row = list(range(len(other) + 1))
    for at, letter in enumerate(one, 1):
        earlier, before, row = before, row, [at] + [0] * len(other)
        for to, against in enumerate(other, 1):
            row[to] = min(before[to] + 1, row[to - 1] + 1,
                          before[to - 1] + (letter != against))
            if (at > 1 and to > 1 and letter == other[to - 2]
                    and one[at - 2] == against):
                row[to] = min(row[to], earlier[to - 2] + 1)
        if min(row) > most:
            return most + 1
    return min(row[-1], most + 1)
