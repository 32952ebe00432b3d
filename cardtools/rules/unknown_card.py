"""unknown-card (CT201): no card of that name in the game's card database.

Not reported::

    Format: mage-noir/tournament
    4 Tornado
    4 boule de feu        # the French name of Fire Ball, any case: the same card

Illegal::

    Format: mage-noir/tournament
    1 Fireballl           # hint: did you mean Fire Ball?

Names are compared after normalisation (case, accents, quotes, dashes, split-card
separators; README, "Decklists"). Close names are offered as suggestions, never substituted.

A line with no count that reads as prose (an e-mail's body around a list pasted whole: a
sentence ending in ``!``, ``?`` or ``.``, a greeting or sign-off of a few words, a name
signed under a sign-off) stays an unknown card, as no line vanishes, but the message says
it looks like prose, and the hint how to remove it (close names still follow). Such a
line naming no card even within a typo or without its punctuation, and holding no count,
is no card the player holds: it counts toward no count (``zone-size``,
``declared-count``); one that does (``Lava Spike!``, ``Relic of Progenitus x3.``)
counts. The greetings opening the list and the sign-off block closing it (``Thanks,`` /
``Quinn Parker``), when none of their lines is such a card, are read as notes instead.

A name written with a prefix another edition of the game gives its own cards (the game
data's ``name_prefixes``: MTG Arena's ``A-`` of its rebalanced cards, ``A-Sorcerous
Spyglass``) that the card data lacks stays unknown, never the card without the prefix;
the message says what the prefix is, and that card is suggested first. A token's name
(``Treasure``, ``Treasure Token``: the card data's ``token-names.json``) stays unknown
too, the message saying it is a token's. A name so explained is never said to be maybe a
card newer than the card data: that hint is for names nothing explains.

A name in another language (a word only that language's names hold, ``Décharge
galvanique``; or the deck's other lines named in it) when the card data's names in
other languages stop before its cards (its ``names_date``: Magic's French names, of
2022-04-25) is told so: a card printed later has no name there, write its English name
(Galvanic Discharge); a suggestion within a typo of the name comes first.

A line that is not UTF-8, read in cp1252, whose bytes another code page reads as a card's
name (``Mar\x8ee``, ``MarŽe`` in cp1252, is ``Marée`` in Mac OS Roman) suggests that card,
saying the code page (``checker.code_page_hint``); it stays an unknown card.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterator
from functools import cache

from cardtools.carddb import NEARLY, CardDatabase, languages_naming, localised_names
from cardtools.cardfiles import token_names
from cardtools.decklist.decoding import CODE_PAGES
from cardtools.decklist.sections import (
    SKIPPED_SECTIONS,
    all_grouping_words,
    header_words_of,
)
from cardtools.gamedata import bundled_zones
from cardtools.model import Card, DeckEntry, Violation
from cardtools.names import LANGUAGE_NAMES, normalise
from cardtools.patterns import lazy_pattern
from cardtools.prose import held_card_line
from cardtools.rules.base import CheckContext, Rule


def check(ctx: CheckContext) -> Iterator[Violation]:
    """One error per line whose name matched no card; a line that reads as prose says
    so (``CheckContext.prose``)."""
    kinds = ctx.prose
    for entry in ctx.unresolved:
        resolution = entry.resolution
        if not resolution.candidates:
            if resolution.not_a_card:
                yield RULE.violation(
                    f"'{entry.line.name}': {resolution.not_a_card}", zone=entry.zone,
                    line=entry.line.line, count=entry.count, written=entry.line.name,
                    hint="put the cards it is made of in the deck instead")
                continue
            read_so = ctx.deck.code_page_cards.get(entry.line.line or 0)
            if read_so is not None:
                yield _code_page_finding(entry, *read_so)
                continue
            kind = kinds.get(id(entry))
            held = None if kind is None else held_card_line(entry.line.name,
                                                            ctx.judging.database)
            if held is not None:
                line = f"{held[0]} {held[1]}"
                yield RULE.violation(
                    f"unknown card '{entry.line.name}': the line opens with words, then "
                    f"holds the card line {line}", zone=entry.zone, line=entry.line.line,
                    count=entry.count, written=entry.line.name,
                    hint=f"write the card line '{line}' on a line of its own, the words "
                    "before it on another line or in a comment with '#'")
                continue
            if kind is not None:
                close = resolution.suggestions
                yield RULE.violation(
                    f"unknown card '{entry.line.name}': it looks like prose ({kind}), not a "
                    "card", zone=entry.zone, line=entry.line.line, count=entry.count,
                    hint="delete the line, or make it a comment with '#'" + (
                        f"; if it is a card, did you mean {' or '.join(close)}?"
                        if close else ""), written=entry.line.name)
                continue
            grouped = _grouped_beside(entry.line.name, ctx)
            if grouped is not None:
                yield _grouped_finding(entry, *grouped)
                continue
            explained = resolution.unknown_why or _token_named(entry.line.name,
                                                               ctx.deck.game)
            header = _header_meant(entry.line.name) if entry.line.bare else None
            hint = _elsewhere(entry.line.name, ctx) or _in_another_language(
                entry, ctx, explained) or _hint(resolution.suggestions, ctx, explained)
            yield RULE.violation(
                f"unknown card '{entry.line.name}'" + (f": {explained}" if explained else ""),
                zone=entry.zone, line=entry.line.line, count=entry.count,
                hint=_header_hint(entry.line.name, header, hint, ctx.deck.game),
                written=entry.line.name,
            )


def _code_page_finding(entry: DeckEntry, card: str, code_page: str) -> Violation:
    """The error of a line not UTF-8 whose name, read in cp1252, names no card, but
    read in ``code_page`` names ``card`` (as a suggestion shows it): that card is
    suggested, never substituted (README, "Decklists")."""
    return RULE.violation(
        f"unknown card '{entry.line.name}'", zone=entry.zone, line=entry.line.line,
        count=entry.count, written=entry.line.name,
        hint=f"did you mean {card}? the file's bytes read so in {CODE_PAGES[code_page]} "
        f"({code_page}): save the file as UTF-8")


#: A card's name, then in brackets a heading and its cards (``Ashgar (Starting: Arbolit,
#: Quor Pup)``).
_GROUPED_BESIDE = lazy_pattern(r"^(?P<card>[^()]+?)\s*\((?P<head>[^():]+):(?P<rest>[^()]*)\)$")


def _grouped_beside(name: str, ctx: CheckContext) -> tuple[str, str] | None:
    """The card and the heading of an unknown ``name`` that is a card's name then, in
    brackets, a grouping heading of the game's lists (its ``header_words``: a Magi's
    ``Starting:`` cards, rulebook 2001, THE MAGI (7) Starting Cards) and the cards under
    it: those cards are in no count of the deck, so the fix says where they go. ``None``
    otherwise."""
    found = _GROUPED_BESIDE().fullmatch(name.strip())
    database = ctx.judging.database
    if found is None or database is None or not found.group("rest").strip():
        return None
    words = header_words_of(found.group("head"))
    if not words or not all_grouping_words(words, bundled_zones().header_words_of(
            ctx.deck.game)):
        return None
    card = database.resolve(found.group("card"), suggest=False).card
    return None if card is None else (card.name, found.group("head").strip())


def _grouped_finding(entry: DeckEntry, card: str, head: str) -> Violation:
    """The error of a line naming ``card`` then, in brackets, the cards under the heading
    ``head`` (``_grouped_beside``): those cards are not counted; where they go."""
    return RULE.violation(
        f"unknown card '{entry.line.name}': {card} and, in brackets, the cards under "
        f"'{head}', which are not counted",
        zone=entry.zone, line=entry.line.line, count=entry.count, written=entry.line.name,
        hint=f"write {card} alone on its line, and the cards under '{head}' in the deck "
             "list, each on a line of its own with its count")


def _header_hint(name: str, header: str | None, hint: str, game: str) -> str:
    """The hint of a bare line naming no card that is within a typo of a zone header of
    the bundled games (``header``, ``_header_meant``): that header, unless the line
    already writes it (``Tokens``, a header of another game's lists: the hint told the
    player to write what they wrote), then that it is no header of ``game``'s lists;
    ``hint`` (close names, how to add the card) follows. Without a header, ``hint``."""
    if header is None:
        return hint
    if normalise(header) == normalise(name):
        return (f"'{header}' heads a section in another game's lists, not in {game}'s: "
                f"delete the line, or make it a comment with '#'. Else: {hint}")
    return f"did you mean the header '{header}' (written as it is, alone on its line)? " \
        f"Else: {hint}"


def _header_meant(name: str) -> str | None:
    """The zone header of the bundled games' words that ``name``, a line with no count
    naming no card, is within a typo of (``Sidebaord``, ``Comander``: a difflib ratio of
    0.85 or more, five letters or more), else ``None``."""
    key = normalise(name)
    if len(key) < 5 or len(key.split()) > 3:
        return None
    close = difflib.get_close_matches(key, _header_words(), n=1, cutoff=0.85)
    return close[0].capitalize() if close else None


@cache
def _header_words() -> tuple[str, ...]:
    """The normalised headers of the bundled games' zones and of the sections outside the
    deck, gathered once."""
    zones = bundled_zones()
    return tuple(dict.fromkeys([*zones.headers, *zones.skipped_sections, *SKIPPED_SECTIONS]))


def _token_named(name: str, game: str) -> str:
    """Why ``name``, which names no card, is no card of a deck when it is a token's name
    (``Treasure``, ``Treasure Token``: ``cardfiles.token_names``, the tokens the game's
    cards create), else ``""``."""
    key = normalise(name)
    bare = key.removesuffix(" token")
    tokens = token_names(game)
    if key not in tokens and bare not in tokens:
        return ""
    return "the name of a token, which cards make in play: a token is no card of a deck"


#: The organizer's fixes of a name no card data holds, which a player's own report
#: (``check --per-deck-reports``) words for the player (``players_hint``): add the card
#: from a card file of the run; fetch newer card data (the database's ``update``), after
#: close names or alone.
_ADD_CARD = "check the spelling, or add the card with --cards ({game})"
_NEWER_OR = "a card newer than the card data ({dated}): {update}"
_NEWER_ALONE = ("not in the card data of {dated}: check the spelling; for a card newer than "
                "that: {update}")
#: What a player, who has no --cards and does not fetch the card data, can do.
PLAYER_FIX = "check the spelling; if the card is newer than the card data, tell the organizer"
#: Each organizer's fix as a pattern (the game, the date and the command any text; the
#: command ends the hint), and its player's words.
_FOR_PLAYER = (
    (_ADD_CARD, PLAYER_FIX),
    (_NEWER_OR, "if the card is newer than the card data ({dated}), tell the organizer"),
    (_NEWER_ALONE, f"not in the card data of {{dated}}: {PLAYER_FIX}"))


@cache
def _organizer_fixes() -> tuple[tuple[re.Pattern[str], str], ...]:
    """``_FOR_PLAYER`` compiled: each template's fields a group of any text (``update``
    the rest of the hint), its player's words a replacement keeping the date."""
    fields = {"game": r"(?P<game>[^)]*)", "dated": r"(?P<dated>[^)]*?)",
              "update": r"(?P<update>.*)$"}
    found = []
    for template, words in _FOR_PLAYER:
        pattern = re.escape(template)
        for name, group in fields.items():
            pattern = pattern.replace(re.escape(f"{{{name}}}"), group)
        found.append((re.compile(pattern), words.replace("{dated}", r"\g<dated>")))
    return tuple(found)


def players_hint(hint: str) -> str:
    """``hint``, an ``unknown-card`` hint, with the organizer's fixes (``--cards``,
    newer card data: ``_hint``) worded for the player, who has neither (``PLAYER_FIX``):
    for a player's own report. A hint naming neither: unchanged. Pure."""
    for pattern, words in _organizer_fixes():
        hint = pattern.sub(words, hint)
    return hint


def _hint(suggestions: tuple[str, ...], ctx: CheckContext, explained: str = "") -> str:
    """Close names when there are some; else where the card data stops and how to get
    newer data (the database's ``update`` command), or how to add the card. The newer
    data is offered only when the deck is judged after the data's date
    (``_judged_after``): judged before it, no card can be newer. A name the
    message already ``explained`` (another edition's prefix, ``A-``; a token's name) is
    never said to be maybe a card newer than the card data: close names, else how to
    remove the line."""
    if explained:
        return ("did you mean " + " or ".join(suggestions) + "?" if suggestions
                else "delete the line")
    dated, update = ctx.card_data.get("date"), ctx.card_data.get("update")
    newer = (_NEWER_OR.format(dated=dated, update=update)
             if dated and update and _judged_after(dated, ctx) else "")
    if suggestions:
        return "did you mean " + " or ".join(suggestions) + "?" + (f" Or {newer}" if newer
                                                                    else "")
    if newer:  # the date is said once: where the data stops
        return _NEWER_ALONE.format(dated=dated, update=update)
    return _ADD_CARD.format(game=ctx.deck.game)


def _in_another_language(entry: DeckEntry, ctx: CheckContext, explained: str) -> str:
    """The hint of an unknown name written in a language the card data has names in
    (``_language_of``) when the card data's names in other languages stop before its
    cards do (its ``names_date``, before its ``date``: Magic's French names stop in
    2022, ``Décharge galvanique`` of 2024 is unknown): the English name is what to
    write; a close suggestion (``_close_to``) comes first, never left out. ``""``
    for an English name, one within a typo of a suggested English name, or one already
    ``explained``."""
    database = ctx.judging.database
    dated = ctx.card_data.get("names_date")
    if explained or database is None or not dated or dated >= str(
            ctx.card_data.get("date") or ""):
        return ""  # names in every language as new as the cards (Mage Noir's French ones)
    language = _language_of(entry, ctx, database)
    typo = normalise(entry.line.name)
    if language is None or any(  # an English name within a typo of a card's
            difflib.SequenceMatcher(None, typo, normalise(name)).ratio() >= NEARLY
            for suggested in entry.resolution.suggestions
            for name in _english(suggested, database)):
        return ""
    # a close suggestion (``Force of Will`` for ``Force de Will``) comes first, never
    # dropped for the names' date alone
    close = [name for name in entry.resolution.suggestions
             if _close_to(entry.line.name, name, database)]
    return ("did you mean " + " or ".join(close) + "? Else: " if close else "") + (
        f"no card has that name in {LANGUAGE_NAMES.get(language, language)} in the card data, "
        f"whose names in it stop with the cards printed by {dated}: check the spelling, or "
        "write the card's English name")


def _language_of(entry: DeckEntry, ctx: CheckContext, database: CardDatabase
                 ) -> str | None:
    """The code of the language ``entry``'s unknown name is in: the one most of the
    deck's other lines name their cards in (by a name in it that is not the card's
    English name), else one whose names alone hold a word of it
    (``CardDatabase.language_of_words``); ``None`` for neither."""
    written = Counter(language for other in ctx.deck.entries if other.card is not None
                      and normalise(other.line.name) != normalise(other.card.name)
                      for language in languages_naming(other.line.name, [other.card])[:1])
    if written:
        return written.most_common(1)[0][0]
    return database.language_of_words(entry.line.name)


def _close_to(written: str, suggested: str, database: CardDatabase) -> bool:
    """Whether ``suggested``, a card's name as suggested (either name of ``Force de vie
    (Lifeforce)``), or one of its names in another language is within a typo of
    ``written`` (``NEARLY``), or its English name is ``written`` with one word of two or
    more in another language (``Force de Will``, ``Delver de Secrets``)."""
    card = _card_of(suggested, database)
    names = [*_shown(suggested), *(name for _, name in localised_names(card.facts))] \
        if card else _shown(suggested)
    key = normalise(written)
    return any(difflib.SequenceMatcher(None, key, normalise(name)).ratio() >= NEARLY
               for name in names) or any(_one_word_apart(key, normalise(name))
                                         for name in _english(suggested, database))


def _one_word_apart(written: str, name: str) -> bool:
    """Whether the normalised ``written`` and ``name`` have the same two or more words
    but one (``force de will``, ``force of will``). Pure."""
    words, named = written.split(), name.split()
    return len(words) == len(named) > 1 and sum(
        one != other for one, other in zip(words, named, strict=True)) == 1


def _card_of(suggested: str, database: CardDatabase) -> Card | None:
    """The card a suggestion as shown names (``_shown``: ``Boule de feu (Fireball)``,
    ``Delver of Secrets (Delver of Secrets // Insectile Aberration)``); ``None`` for
    none."""
    for name in _shown(suggested):
        card = database.resolve(name, suggest=False).card
        if card is not None:
            return card
    return None


def _english(suggested: str, database: CardDatabase) -> list[str]:
    """The English names of the card ``suggested`` names as shown (``Delver of Secrets
    (Delver of Secrets // Insectile Aberration)``: the card's and each face's; ``Boule de
    feu (Fireball)``: ``Fireball``); ``suggested`` itself when it names none."""
    card = _card_of(suggested, database)
    return [card.name, *card.name.split(" // ")] if card else [suggested]


def _shown(suggested: str) -> list[str]:
    """The names a suggestion as shown holds: itself and, for ``Force de vie
    (Lifeforce)`` or ``Delver of Secrets (Delver of Secrets // Insectile Aberration)``,
    the name before the brackets and the one in them."""
    before, _, inside = suggested.partition(" (")
    return [suggested, before, inside.removesuffix(")")] if inside else [suggested]


def _judged_after(dated: str, ctx: CheckContext) -> bool:
    """Whether the deck is judged on a day after the card data's date ``dated`` (a day,
    ``2026-08-22``, or a year or month alone, ``2025``: judged in 2025 is not after it):
    only then can a name the data lacks be a card printed since. Never raises."""
    from cardtools.rules.data_age import later

    return later(ctx.lists.as_of, dated)


def _elsewhere(name: str, ctx: CheckContext) -> str | None:
    """The hint for an unknown card a given card file holds as another game's
    (``read_as_another_games``), asked only when card files were given."""
    from cardtools.cardfiles import GIVEN_CARD_FILES

    if not ctx.card_data.get(GIVEN_CARD_FILES):
        return None
    from cardtools.cardgames import read_as_another_games

    return read_as_another_games(name, ctx.deck.game, ctx.card_data)


RULE = Rule(
    "unknown-card", "CT201", "error",
    "No card of that name in the game's card database; the hint holds suggestions.",
    check, __doc__ or "", needs="unresolved",
)
