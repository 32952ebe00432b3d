"""Findings about a whole batch: the same deck under different players, one player's
several decks (rules ``duplicate-deck`` CT701 and ``duplicate-player`` CT702), and
decks judged against one player's drafted pool (``not-in-pool`` CT304, a warning).

They need every result of the run, so they are found after the decks are judged and
added to the results concerned, with the severity the run gives them (overrides, then
``--strict``).

Where other decks name their player, a judged deck that names none gets a ``no-player``
note (CT704): the duplicate checks leave it out. Files whose names only look alike
(``lookalike_paths``) get a ``look-alike`` warning (CT106).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import islice

from cardtools.model import DeckResult, Violation
from cardtools.names import IGNORABLE, fold_lookalikes, lookalike_letters, normalise
from cardtools.paths import printable, unambiguous
from cardtools.patterns import lazy_pattern
from cardtools.rules import rule_of

#: The rules only the batch finds, comparing decklists (``add_batch_findings``): a
#: decklist's suppression comment naming one silences nothing (``Suppressions``).
BATCH_ONLY_RULES = frozenset({"duplicate-deck", "duplicate-player", "no-player"})

#: Other files named in one duplicate message; the rest are counted.
MAX_NAMED = 5


def _who(result: DeckResult, beside: DeckResult | None = None) -> str:
    """``path (player)``, with ``the same deck`` when ``beside`` is given and holds the
    same cards (equal fingerprints): a player's copy of one list told from a second one."""
    same = ", the same deck" if beside is not None and result.fingerprint \
        and result.fingerprint == beside.fingerprint else ""
    return f"{result.path} ({result.player or 'no player'}{same})"


def _others(group: Sequence[int], position: int, results: Sequence[DeckResult]) -> str:
    return _named((i for i in group if i != position), len(group) - 1, results)


def _named(others: Iterable[int], count: int, results: Sequence[DeckResult],
           beside: DeckResult | None = None) -> str:
    """The first ``MAX_NAMED`` of ``others`` (result positions, ``count`` in all) named
    (``_who``, each said to be the same deck as ``beside`` when it is), the rest
    counted: only those named are looked at, so a batch of thousands of copies of one
    list costs a line per deck, not a line per pair of decks."""
    named = ", ".join(_who(results[i], beside) for i in islice(others, MAX_NAMED))
    return named + (f" and {count - MAX_NAMED} more" if count > MAX_NAMED else "")


#: What sits inside a word of a name: apostrophes (``O'Brien``, ``D'Angelo``) and the
#: Catalan middle dot (``Paŀla``, written ``l·l``).
_NAME_JOINERS = str.maketrans({"'": None, "`": None, "\u00b7": None})
#: Latin letters that have no decomposition into a base letter and a mark, so that
#: removing accents leaves them as they are, written as their ASCII spelling (CLDR's
#: Latin-ASCII transliteration): a Vietnamese ``Đức`` is ``Duc`` on an ASCII form, a
#: Turkish ``I\u015f\u0131k`` (its dotless i) ``Isik``, an Icelandic ``Þór`` ``Thor``.
_NAME_LETTERS = str.maketrans({"\u0131": "i", "đ": "d", "ð": "d", "þ": "th", "ħ": "h",
                               "ŧ": "t", "ŋ": "n", "ĸ": "q"})


#: A run of ASCII characters that are no letter or digit (a normalised name is in lower case).
_NOT_ASCII_WORD = lazy_pattern(r"[^0-9a-z]+")


def _name_words(name: str) -> list[str]:
    """The words of a player's or an event's name: the name normalised as card names are
    (``names.normalise``: case, accents, curly apostrophes, spacing), its letters without
    a decomposition spelt in ASCII (``_NAME_LETTERS``), its apostrophes dropped, and every
    other character that is no letter, mark or digit (hyphens, commas, full stops,
    brackets, quotes, ``!``, ``#``, ``&``...) read as a space. A word of Latin letters
    written with letters that only look Latin (a Cyrillic Ve and O in ``Bob``) is read as
    those Latin letters: a player's second list under such a name was another player's
    (a name of another alphabet, ``Иван``, stays as written)."""
    if not name.isascii():
        name = " ".join(fold_lookalikes(word) if lookalike_letters(word) else word
                        for word in name.split())
    text = normalise(name).translate(_NAME_JOINERS).translate(_NAME_LETTERS)
    if text.isascii():
        return _NOT_ASCII_WORD().sub(" ", text).split()
    return "".join(char if unicodedata.category(char)[0] in "LMN" else " "
                   for char in text).split()


def event_key(name: str) -> str:
    """The key two ``Event:`` lines of one event share: its words (``_name_words``) in
    their order, so ``Spring Open``, ``spring  open`` and ``Spring-Open!`` are one
    event. ``""`` for no event. Never raises."""
    return " ".join(_name_words(name))


#: What a registration form's blank holds in place of a name (``N/A``, ``TBD``, ``none``,
#: ``unknown``, in the languages the readers know): it names nobody, as ``-`` does.
_PLACEHOLDERS = frozenset({
    "n a", "na", "none", "unknown", "tbd", "tba", "anonymous", "anon", "nobody", "no name",
    "player", "name", "your name", "player name", "inconnu", "anonyme", "aucun",
    "unbekannt", "anonym", "desconocido", "anonimo"})


def player_key(name: str) -> str:
    """The key two ``Player:`` lines of one player share: the name's words
    (``_name_words``: case, accents, punctuation and spacing folded) in sorted order, so
    that the orders organizers' forms use are one name (``Chloé Dupont``, ``Dupont,
    Chloe``, ``"DUPONT" Chloé`` and ``chloe dupont`` give ``chloe dupont``; ``Jean-Luc
    Picard`` and ``Picard, Jean Luc`` give ``jean luc picard``; ``O'Brien`` and
    ``O\u2019Brien`` give ``obrien``; ``Nguyễn Văn Đức`` and ``Nguyen Van Duc`` are one
    name). ``""`` for a name holding no letter or digit, or only a form's placeholder
    (``N/A``, ``TBD``, ``Unknown``: ``_PLACEHOLDERS``). Never raises."""
    words = _name_words(name)
    if " ".join(words) in _PLACEHOLDERS or not words:
        return ""
    return " ".join(sorted(words))


#: Letters that ASCII forms spell with two letters in the languages that write them
#: (German ``ä ö ü``, Danish and Norwegian ``ø å``): ``Jörg Müller`` is ``Joerg Mueller``
#: on a German form, ``Jorg Muller`` on others (removing the accent: ``player_key``).
_SPELT_OUT = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ø": "oe", "å": "aa",
                            "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "Ø": "Oe", "Å": "Aa"})


def player_keys(name: str) -> tuple[str, ...]:
    """The keys of a player's name (``player_key``): the name with its accents removed,
    and for a name holding a letter that ASCII forms also spell with two letters
    (``_SPELT_OUT``) the name so spelt: ``Jörg Müller`` has ``jorg muller`` and ``joerg
    mueller``, one with ``Jorg Muller`` and with ``Joerg Mueller``. ``()`` for a name
    that names nobody. Never raises."""
    key = player_key(name)
    if not key:
        return ()
    composed = unicodedata.normalize("NFC", name)
    spelt = composed.translate(_SPELT_OUT)
    other = player_key(spelt) if spelt != composed else key
    return (key,) if other == key else (key, other)


def player_ids(results: Sequence[DeckResult]) -> list[str]:
    """Each result's player as one id in the batch (``""`` for none): names sharing a
    key (``player_keys``) are one player, and so, through them, are all the names
    joined so (``Jörg Müller`` joins ``Joerg Mueller`` and ``Jorg Muller``). The id is
    the least key of the player's names: the same whatever the order of the files."""
    keys = [player_keys(result.player or "") for result in results]
    parent: dict[str, str] = {}

    def root(key: str) -> str:
        while parent.get(key, key) != key:
            key = parent[key]
        return key

    for own in keys:
        for other in own[1:]:
            first, second = root(own[0]), root(other)
            if first != second:
                parent[max(first, second)] = min(first, second)
    return [root(own[0]) if own else "" for own in keys]


def player_of(result: DeckResult) -> str:
    """The player ``result``'s file names, as a ``player_key`` (case, accents, spaces,
    punctuation and the order of the words folded), or ``""`` when it names none: no
    ``Player:`` line, or one holding no letter or digit (``-``, ``?``, ``...``: a blank
    left in a form), which says nobody; two such lists are not one player's two lists."""
    return player_key(result.player or "")


def duplicate_decks(results: Sequence[DeckResult]) -> dict[int, list[Violation]]:
    """``duplicate-deck`` violations by result position: decks with cards whose
    fingerprints are equal under two players or more, whatever event their files name
    (an ``Event:`` line written differently must not hide a copied list), each naming
    the decks of the other players only (one player's own copies are
    ``duplicate-player``'s). Decks that name no player are not compared: nothing says
    whose they are. Each is on the line of its file's ``Player:`` (whose deck it claims
    to be; no line when the reader does not know it)."""
    players = player_ids(results)
    groups: dict[str, list[int]] = {}
    for position, result in enumerate(results):
        if result.fingerprint and players[position]:  # a deck of no card has none
            groups.setdefault(result.fingerprint, []).append(position)
    found: dict[int, list[Violation]] = {}
    for fingerprint, group in groups.items():
        copies = Counter(players[i] for i in group)
        for position in group:
            player = players[position]
            count = len(group) - copies[player]
            if count < 1:
                continue
            others = (i for i in group if players[i] != player)
            found.setdefault(position, []).append(rule_of("duplicate-deck").violation(
                f"the same deck (fingerprint {fingerprint}) as "
                f"{_named(others, count, results)}",
                count=count + 1, hint="check which player registered this list",
                line=results[position].player_line))
    return found


def duplicate_players(results: Sequence[DeckResult], event: str | None = None
                      ) -> dict[int, list[Violation]]:
    """``duplicate-player`` violations by result position: files naming the same player
    (normalised) that may be one event's two submissions, each on the line of its file's
    ``Player:`` (no line when the reader does not know it). Each list is of the event
    its ``Event:`` line names (``_event_named``), else of the run's ``event``
    (``--event``), else of no event. Two lists of one named event are two submissions
    whatever their formats; other lists only within one format (``_same_format``): a
    player's own folder of a Modern and a Legacy list is no second submission, nor, under
    ``--event "Main Event"``, a Modern list for it and a Legacy list naming a side event;
    but a second list of the run's format naming another event is (it must not escape
    by naming another event: ``other_events`` notes it). A list of no format known (a
    file not judged for it: its error is reported already) is of no format: compared
    only with lists of its own named event, else with none (it was compared with lists
    of every format, which were not compared with each other)."""
    run = _event_named(event or "")
    events = [_event_named(result.event or "") or run for result in results]
    groups: dict[tuple[str, str], list[int]] = {}
    for position, player in enumerate(player_ids(results)):
        if player:
            groups.setdefault((run or events[position], player), []).append(position)
    found: dict[int, list[Violation]] = {}
    for group in groups.values():
        # counted, not compared pair by pair: a batch of thousands of one player's lists
        formats = Counter(results[i].format_id for i in group)
        named = Counter(events[i] for i in group)
        both = Counter((events[i], results[i].format_id) for i in group)
        for position in group:
            own, its = results[position], events[position]
            # the lists of its format outside its event (itself among them without one)
            same_format = 0 if own.format_id is None else (
                formats[own.format_id] - (both[its, own.format_id] if its else 1))
            count = (named[its] - 1 if its else 0) + same_format
            if not count:
                continue
            others = (i for i in group if i != position and (
                (its and events[i] == its) or _same_format(results[i], own)))
            found.setdefault(position, []).append(rule_of("duplicate-player").violation(
                f"player {own.player} also submitted {_named(others, count, results, own)}",
                count=count + 1, hint="keep one decklist per player",
                line=own.player_line))
    return found


def _event_named(name: str) -> str:
    """The ``event_key`` of an ``Event:`` line, ``""`` for one that names no event: no
    letter or digit, or a form's placeholder (``TBD``, ``N/A``: ``_PLACEHOLDERS``)."""
    key = event_key(name)
    return "" if key in _PLACEHOLDERS else key


def other_events(results: Sequence[DeckResult], event: str | None
                 ) -> dict[int, list[Violation]]:
    """``reading`` notes by result position: lists whose ``Event:`` line names another
    event (``_event_named``) than the run's ``event`` (``--event``), on that line: the
    list is still compared with the run's lists (``duplicate_players``), but a player
    may have sent another event's list. None without ``event``."""
    wanted = _event_named(event or "")
    if not event or not wanted:
        return {}
    named = f"judged as a list of '{' '.join(event.split())}'"
    return {position: [rule_of("reading").violation(
                f"the decklist names the event '{result.event}'; {named} (--event)",
                line=result.event_line, hint="check that the player sent this event's list",
                players=f"the decklist names the event '{result.event}'; {named}, this event",
                players_hint=OWN_EVENT_HINT)]
            for position, result in enumerate(results)
            if _event_named(result.event or "") not in ("", wanted)}


def _same_format(one: DeckResult, other: DeckResult) -> bool:
    """Whether two lists may be one event's by their format: the same format known (a
    list of no format known is of none)."""
    return one.format_id is not None and one.format_id == other.format_id


def shared_pools(results: Sequence[DeckResult]) -> dict[int, list[Violation]]:
    """``not-in-pool`` warnings by result position: decks judged against the same pool
    file of a ``--pool`` folder (one pool per player: two decks sharing one is a player
    using another's pool, or a pool named twice)."""
    groups: dict[str, list[int]] = {}
    for position, result in enumerate(results):
        if result.pool_file and result.pool_per_player:
            groups.setdefault(result.pool_file, []).append(position)
    found: dict[int, list[Violation]] = {}
    for pool_file, group in groups.items():
        if len(group) < 2:
            continue
        for position in group:
            found.setdefault(position, []).append(rule_of("not-in-pool").violation(
                f"judged against the same drafted pool {pool_file} as "
                f"{_others(group, position, results)}", severity="warning",
                count=len(group), line=1,  # the file's: every violation has a line
                hint="give each player's deck its own pool file"))
    return found


def unnamed_players(results: Sequence[DeckResult]) -> dict[int, list[Violation]]:
    """``no-player`` notes by result position: judged decks that name no player (an MTGO
    ``.dek``, a CSV export, an Arena export without ``Player``) in a batch where another
    file names one (judged or not), on line 1. None when no file names a player: the batch is of a
    form that has no place for one, and a note on every deck would say nothing. Each note
    names the batch's other decks of the same fingerprint, with or without a player
    (``_same_decks``)."""
    if not any(player_of(result) for result in results):
        return {}
    groups: dict[str, list[int]] = {}
    for position, result in enumerate(results):
        if result.fingerprint:  # a deck of no card has none
            groups.setdefault(result.fingerprint, []).append(position)
    return {position: [_no_player_note(result.fingerprint, _same_decks(
                groups.get(result.fingerprint or "", []), position, results))]
            for position, result in enumerate(results)
            if result.status != "error" and not (result.not_a_deck or result.report_style)
            and not player_of(result)}


def _same_decks(group: Sequence[int], position: int, results: Sequence[DeckResult]) -> str:
    """The other decks of ``group`` (result positions sharing the deck's fingerprint)
    named, ``path (player)`` (``path (no player)``), the first ``MAX_NAMED`` then ``and N
    more`` (``_named``); ``""`` when the deck at ``position`` is alone."""
    return _others(group, position, results) if len(group) > 1 else ""


def _no_player_note(fingerprint: str | None, same: str = "") -> Violation:
    """The ``no-player`` note, on line 1 as every finding of a whole file; its hint
    gives the deck's ``fingerprint`` to compare it by (``by its fingerprint
    3f2a9c1b7d04``) only for a deck that has one (a deck of no card has none: its
    ``reading`` note says so). ``same``, the batch's other decks of that fingerprint
    named (``_same_decks``), goes in the message, which every report shows: ``the same
    deck (fingerprint 3f2a9c1b7d04) as alice.txt (Alice Martin)``; the hint then asks
    which player registered it."""
    hint = "ask for a list naming its player (a Player: line; a sheet's Player column)"
    message = "no player named: left out of the duplicate-player and duplicate-deck checks"
    if same:
        message += f"; the same deck (fingerprint {fingerprint}) as {same}"
        hint += ", and check which player registered this list"
    elif fingerprint:
        hint += f", or compare this deck with the others by its fingerprint {fingerprint}"
    return rule_of("no-player").violation(message, line=1, hint=hint)


#: The batch's rules whose findings name nothing but the deck's own file: ``reading`` (the
#: deck's ``Event:`` line naming another event, ``other_events``), kept in its player's
#: own report with the fix worded for the player (``OWN_EVENT_HINT``).
_OWN_RULES = frozenset({"reading"})
#: That fix in a player's own report (the organizer's is to check the list).
OWN_EVENT_HINT = "if it is not your list for this event, send the organizer the right one"
#: A ``no-player`` note in a player's own report (``own_part``): the deck's own part,
#: without the checks it was left out of or the decks it was compared with.
_OWN_NO_PLAYER = "the decklist names no player"
#: Its fix there.
_OWN_NO_PLAYER_HINT = "write your name on a 'Player:' line (a sheet's Player column)"
#: A ``duplicate-player`` warning in a player's own report (``own_part``): the other
#: files are matched by a ``Player:`` line anyone may write, folded (case, accents,
#: word order): their paths, names and decks may be another person's.
_OWN_DUPLICATE_PLAYER = "another decklist of the event names this deck's player too"
#: Its fix there.
_OWN_DUPLICATE_PLAYER_HINT = ("keep one decklist per player; if you sent only this one, "
                              "tell the organizer")
#: The findings comparing a deck with others' (``own_part``), raised to an error, as a
#: player's own report words them (message, fix): an illegal verdict always shows its
#: reason, never the other files, players or decks.
_OWN_ERRORS = {
    "duplicate-deck": ("another player registered the same deck",
                       "if this list is yours, tell the organizer"),
    "look-alike": ("your file's name looks like another submission's",
                   "rename your file so that its name tells it apart, and send it again"),
    "not-in-pool": ("another deck was judged against the same drafted pool",
                    "ask the organizer for your own pool file"),
}


def own_part(violation: Violation) -> Violation | None:
    """What a batch finding of a deck (``add_batch_findings``) says of that deck
    alone, for its player's own report, worded for the player (no instruction to the
    organizer, no other file, player or fingerprint): an ``Event:`` line of another
    event (``_OWN_RULES``, its fix ``OWN_EVENT_HINT``), a ``no-player`` note
    (``_OWN_NO_PLAYER``), a ``duplicate-player`` warning (``_OWN_DUPLICATE_PLAYER``:
    another list names the player, without its path, name or deck: a ``Player:`` line
    proves nobody's identity); ``None`` for a finding about other players' decks or
    files (a duplicate deck, a shared pool, a look-alike path), which the player's
    report leaves out, but when raised to an error (``--strict``, an organizer's
    config): the verdict's reason is then kept, worded for the player without the other
    files or players (``_OWN_ERRORS``). Pure."""
    if violation.rule in _OWN_RULES:
        return violation._replace(message=violation.players or violation.message,
                                  hint=OWN_EVENT_HINT)
    if violation.rule == "no-player":
        return violation._replace(message=_OWN_NO_PLAYER, hint=_OWN_NO_PLAYER_HINT)
    if violation.rule == "duplicate-player":
        return violation._replace(message=_OWN_DUPLICATE_PLAYER,
                                  hint=_OWN_DUPLICATE_PLAYER_HINT, count=None)
    if violation.severity == "error" and violation.rule in _OWN_ERRORS:
        message, hint = _OWN_ERRORS[violation.rule]
        return violation._replace(message=message, hint=hint, count=None)
    return None


def lookalike_paths(results: Sequence[DeckResult]) -> dict[int, list[Violation]]:
    """``look-alike`` warnings by result position, on line 1: files whose paths differ
    but read the same (``path_key``): ``bo\u200bb.txt`` and ``bob.txt``, an NFC and an
    NFD ``café.txt``, ``ann.txt`` with a Cyrillic a (U+0430); a report showed the two as
    one name, and the organizer could not tell which player's list was illegal. Only
    the first ``MAX_NAMED`` others are named."""
    groups: dict[str, list[int]] = {}
    for position, result in enumerate(results):
        if not (result.not_a_deck or result.report_style):
            groups.setdefault(path_key(result.file_path), []).append(position)
    found: dict[int, list[Violation]] = {}
    for group in groups.values():
        for position in group:
            own = results[position].file_path
            others = [i for i in group if results[i].file_path != own]
            if others:
                spelt = ", ".join(_spelt(results[i].file_path) for i in others[:MAX_NAMED])
                found[position] = [rule_of("look-alike").violation(
                    f"the file's name looks like {_named(iter(others), len(others), results)}"
                    f": the same once {_set_aside([own, *_paths_of(others, results)])}"
                    f"Unicode-normalised (NFKC), case-folded and look-alike "
                    f"letters folded (written out: {_spelt(own)}; {spelt})",
                    severity="warning", line=1,
                    hint="rename the files so that their names tell them apart")]
    return {**_shown_alike(results), **found}


def _shown_alike(results: Sequence[DeckResult]) -> dict[int, list[Violation]]:
    """``look-alike`` warnings by result position, on line 1, for files whose names reports
    show the same (``paths.printable``) though no look-alike letter or invisible
    character makes them so: a name holding the typed escape ``lat\\xe9.txt`` or
    ``new\\nline.txt`` and one holding the byte 0xE9 or a newline, which reports escape
    so. Written out as machine reports name them (``paths.unambiguous``: a typed
    backslash doubled), which tells them apart."""
    groups: dict[str, list[int]] = {}
    for position, result in enumerate(results):
        if not (result.not_a_deck or result.report_style):
            groups.setdefault(printable(result.file_path), []).append(position)
    found: dict[int, list[Violation]] = {}
    for shown, group in groups.items():
        for position in group:
            own = results[position].file_path
            others = [i for i in group if results[i].file_path != own]
            if others:
                spelt = "; ".join(_told_apart(path)
                                  for path in [own, *_paths_of(others[:MAX_NAMED], results)])
                found[position] = [rule_of("look-alike").violation(
                    f"the file's name looks like {_named(iter(others), len(others), results)}"
                    f": reports show both as {shown}, one holding what the other's escape "
                    f"stands for (written out: {spelt})", severity="warning", line=1,
                    hint="rename the files so that their names tell them apart")]
    return found


def _told_apart(path: str) -> str:
    """``path`` written out so that no two names share it: ``paths.unambiguous`` (a typed
    backslash doubled, controls and bytes that are not UTF-8 escaped), then each
    character that is not ASCII as its escape."""
    return unambiguous(path).encode("ascii", "backslashreplace").decode("ascii")


def _paths_of(others: Sequence[int], results: Sequence[DeckResult]) -> list[str]:
    """The file paths of the results at the positions ``others``."""
    return [results[i].file_path for i in others]


def _set_aside(paths: Sequence[str]) -> str:
    """What ``path_key`` set aside of ``paths`` that made them the same, said before the
    rest of a ``look-alike`` warning: ``invisible characters set aside (U+200B), `` when
    one of them holds an invisible character (``_invisible``), else ``""``."""
    chars = sorted({char for path in paths for char in path if _invisible(char)})
    if not chars:
        return ""
    return f"invisible characters set aside ({', '.join(f'U+{ord(c):04X}' for c in chars)}), "


def _invisible(char: str) -> bool:
    """Whether ``char`` is one a reader does not see, which ``path_key`` sets aside: an
    invisible format character (Unicode category Cf) or another default-ignorable code
    point (``names.IGNORABLE``)."""
    return unicodedata.category(char) == "Cf" or IGNORABLE().fullmatch(char) is not None


def _spelt(path: str) -> str:
    """``path`` (as the file system names it) with each character that is not ASCII
    written as its escape (``s/\\u0430nn.txt``, ``s/cafe\\u0301.txt``), controls as
    ``paths.printable`` escapes them: two names that look the same told apart."""
    return printable(path).encode("ascii", "backslashreplace").decode("ascii")


def path_key(path: str) -> str:
    """``path`` as two paths that look the same share it: without invisible format
    characters (Unicode category Cf: U+200B, U+2060, U+FEFF) nor any other
    default-ignorable code point (``names.IGNORABLE``, the set card names set aside:
    U+034F, U+FE0F, U+180B, U+17B4, the Hangul fillers), look-alike letters of other
    scripts written as the Latin ones (``fold_lookalikes``, after UTS #39's skeleton),
    in lower case, in NFKC (an NFD ``é`` is the NFC one). Lower case, not case folding:
    folding writes ``ß`` as ``ss``, and ``Strauß.txt`` and ``Strauss.txt``, two players'
    files that no disk takes for one, do not look alike. Never raises."""
    if path.isascii():
        return path.lower()
    shown = "".join(char for char in path if not _invisible(char))
    return unicodedata.normalize("NFKC", fold_lookalikes(shown)).lower()


def add_batch_findings(results: Sequence[DeckResult],
                       severities: Callable[[int], Mapping[str, str]],
                       strict: bool = False, event: str | None = None) -> int:
    """Add the batch's duplicate findings to ``results`` (in place).

    ``severities(position)`` gives the rule severity overrides of that result's deck
    (config ``rules:`` and command line); ``off`` drops a rule, ``strict`` makes
    warnings errors; ``event`` (``--event``) is the event of every decklist of the run.
    A judged deck that gets an error becomes ``illegal``. The findings go before the
    deck's other violations (they are about the whole deck). Output: the number of
    violations added.
    """
    found: dict[int, list[Violation]] = {}
    for findings in (duplicate_decks(results), duplicate_players(results, event),
                     other_events(results, event), shared_pools(results),
                     unnamed_players(results), lookalike_paths(results)):
        for position, violations in findings.items():
            found.setdefault(position, []).extend(violations)
    added = 0
    for position, violations in found.items():
        overrides = severities(position)
        kept = [_severity(v, overrides.get(v.rule), strict) for v in violations
                if overrides.get(v.rule) != "off"]
        result = results[position]
        result.violations = [*kept, *result.violations]
        result.batch_violations = kept
        added += len(kept)
        if result.status == "legal" and any(v.severity == "error" for v in kept):
            result.status = "illegal"
    return added


def _severity(violation: Violation, override: str | None, strict: bool) -> Violation:
    severity = override or violation.severity
    if strict and severity == "warning":
        severity = "error"
    return violation if severity == violation.severity else violation._replace(
        severity=severity)  # type: ignore[arg-type]
