"""The informational commands: ``formats``, ``formats show``, ``cards search|show``,
``rules``. Each function prints to standard output and returns an exit code."""

from __future__ import annotations

import datetime as dt
import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardtools.errors import CardtoolsError, UsageError
from cardtools.names import ampersand_spelling, normalise
from cardtools.namewords import holds_whole
from cardtools.rules._text import plural

if TYPE_CHECKING:
    from cardtools.carddb import SearchOrder
    from cardtools.model import Card


def print_rules(name: str | None = None, style: str = "text") -> int:
    """Print the rule table (id, code, default severity, meaning), or with ``name`` (an
    id or a code) that rule's documentation and examples, or with a code prefix (``CT3``,
    as ``--select`` takes) the table of its rules; ``style`` ``json`` prints the same as
    JSON (a list of rule records, or one record), whatever its case. Raises
    ``CardtoolsError`` for an unknown rule or style, with a suggestion (a prefix was
    refused: ``CT3`` suggested CT803)."""
    from cardtools.nearmiss import did_you_mean, spelt_as
    from cardtools.ruledocs import rule_record, rule_text
    from cardtools.rulenames import find_rule, rules_matching, unknown_rule_message
    from cardtools.rules import RULES
    from cardtools.tables import print_table

    written, style = style, spelt_as(style, ("text", "json")) or ""
    if not style:
        close = did_you_mean(written, ("text", "json"), aliases={"txt": "text"})
        raise UsageError(f"--report must be text or json, not {written!r}"
                         + (f" ({close})" if close else ""))
    rules = list(RULES.values())
    one = name is not None and find_rule(name) is not None
    if name is not None:
        rules = rules_matching(name)
        if not rules:
            raise UsageError(unknown_rule_message(name))
    if style == "json":
        records = [rule_record(rule) for rule in rules]
        print(json.dumps(records[0] if one else records, ensure_ascii=False, indent=2))
    elif one:
        print(rule_text(rules[0]), end="")
    else:
        print_table(("Code", "Rule", "Severity", "Meaning"),
                    [(r.code, r.id, r.severity, r.summary) for r in rules])
    return 0


def format_summary(fmt: Any) -> str:
    """Key numbers of a format: the sizes of its groups of zones (``deck_size``), its zone
    bounds and copy limit (``Deck >=40, Side deck <=10; 4 copies``; Commander: ``Deck
    (main deck and command zone) 100, Sideboard (companion) <=1; singleton``)."""
    from cardtools.rules import (
        copy_limit,
        finish_required,
        not_in_pool,
        rarity_not_allowed,
        zone_size,
    )

    zones = [_bounds(group.label, group.min, group.max, group.exact)
             for group in fmt.option(zone_size.OPTIONS) or ()]
    for spec in fmt.zones.values():
        if spec.stack is not None:
            zones.append(f"{spec.label} of {spec.stack.places}")
        else:
            zones.append(_bounds(spec.label, spec.min, spec.max, spec.exact))
    zones = [zone for zone in zones if zone]
    limit = fmt.option(copy_limit.OPTIONS)
    rarities = fmt.option(rarity_not_allowed.OPTIONS)
    allowed = rarities.rarities if rarities is not None else None
    finish = fmt.option(finish_required.OPTIONS)
    if limit is None:
        copies = "no copy limit" + (
            " (draft pool)" if fmt.option(not_in_pool.OPTIONS) is not None else "")
    elif limit.singleton:
        copies = "singleton"
    elif limit.by_rarity:
        copies = "/".join(str(v) for r, v in limit.by_rarity.items()
                          if allowed is None or r in allowed) + " copies by rarity"
    else:
        copies = plural(limit.default, "copy")
    extra = []
    if allowed is not None:
        extra.append("/".join(sorted(r.title() for r in allowed)) + " only")
    if finish is not None:
        extra.append(f"{finish.finish} only")
    return "; ".join([", ".join(zones), copies, *extra])


def _bounds(label: str, low: int | None, high: int | None, exact: int | None) -> str:
    """``Deck 60``, ``Deck 40-60``, ``Deck >=40``, ``Side deck <=10``; a zone that holds
    no card (at most 0: Oathbreaker's sideboard) ``no sideboard (no companion)``, not
    ``<=0``; ``""`` when unbounded."""
    if (exact if exact is not None else high) == 0:
        # "no Sideboard" read as a name: the label's first letter lowered, not an acronym's
        lowered = label[:1].lower() + label[1:] if label[1:2].islower() else label
        return f"no {lowered}"
    if exact is not None:
        return f"{label} {exact}"
    if low is not None and high is not None:
        return f"{label} {low}-{high}"
    if low is not None:
        return f"{label} >={low}"
    return f"{label} <={high}" if high is not None else ""


def print_formats(formats_dirs: Sequence[Path], game: str | None) -> int:
    """Print every format (id, name, key numbers) and every variant with the bases it
    combines with; 0, or 2 when a format file cannot be read or resolved: the others
    are listed all the same, and each problem goes to standard error once, with its
    file and line, then the ids left out. Raises ``CardtoolsError`` for a bad formats
    folder or game data file, or an unknown ``game``."""
    from cardtools.formatspec import FormatRegistry
    from cardtools.tables import print_table

    registry = FormatRegistry(formats_dirs, keep_going=True)
    registry.warn_shadowed()
    if game is not None:
        game = _listed_game(registry, game)
    kinds, problems = _readable_files(registry, game)
    problems.update((file_id, error) for file_id, error in registry.refused.items()
                    if game is None or file_id.split("/", 1)[0] == game)
    rows = [(format_id, registry.get(format_id).name, format_summary(registry.get(format_id)))
            for format_id, kind in kinds.items() if kind == "format"]
    print_table(("Id", "Name", "Rules"), rows, title="Formats")
    variants = [file_id for file_id, kind in kinds.items() if kind == "variant"]
    if variants:
        print()
        print_table(("Variant", "Name", "Combines with", "Example"),
                    [_variant_row(registry, variant_id, kinds) for variant_id in variants],
                    title="Variants (combine with +)")
    return _say_unlisted(problems)


def _listed_game(registry: Any, text: str) -> str:
    """The game of ``registry`` that ``formats --game`` names: its id or a name of it
    (``Magic``, ``Magi-Nation Duel``), as ``--game`` of the other commands. Raises
    ``CardtoolsError`` for none, with the games it may mean."""
    from cardtools.cardfiles import games_hint

    found = registry.game_named(text)
    if found is None:
        games = registry.games()
        raise CardtoolsError(f"no game {text!r}; {games_hint(text, games)}"
                             f"games: {', '.join(games)}")
    return str(found)


def _readable_files(registry: Any, game: str | None
                    ) -> tuple[dict[str, str], dict[str, CardtoolsError]]:
    """The kind (``format``, ``variant``, ``abstract``) of each file of ``game`` (every
    game: ``None``) that reads and resolves, in id order, and the error of each that does
    not (a format by ``get``, which takes its parents and the merged schema; a variant
    by its parents and the bases its ``applies_to`` names)."""
    kinds: dict[str, str] = {}
    problems: dict[str, CardtoolsError] = {}
    for file_id in sorted(registry.files):
        if game is not None and registry.files[file_id].game != game:
            continue
        try:
            kind = registry.kind(file_id)
            if kind == "format":
                registry.get(file_id)
            else:
                registry.merged(file_id)
            if kind == "variant" and (wrong := registry.applies_problems(file_id)):
                raise wrong[0]
        except CardtoolsError as error:
            problems[file_id] = error
        else:
            kinds[file_id] = kind
    return kinds, problems


def _variant_row(registry: Any, variant_id: str, kinds: dict[str, str]
                 ) -> tuple[str, str, str, str]:
    """A variant's row: id, name, the bases it combines with, an example id (with the
    first base it names, else the first listed format of its game: ``kinds``)."""
    raw = registry.raw(variant_id)
    variant_game, short = variant_id.split("/", 1)
    bases = raw.get("applies_to") or []
    first = bases[0] if bases else next(
        (file_id for file_id, kind in kinds.items()
         if kind == "format" and file_id.startswith(variant_game + "/")), None)
    example = "" if first is None else (
        f"{first if '/' in first else f'{variant_game}/{first}'}+{short}")
    combines = ", ".join(bases) if bases else f"any {variant_game} format"
    return (variant_id, raw.get("name", ""), combines, example)


def _say_unlisted(problems: dict[str, CardtoolsError]) -> int:
    """Say on standard error each distinct problem of ``problems`` (file id -> error)
    once, then the ids not listed; 2 when there is any, else 0."""
    if not problems:
        return 0
    from cardtools.clihelp import say

    for message in dict.fromkeys(str(error) for error in problems.values()):
        for line in message.split("\n"):
            say(f"cardtools: error: {line}")
    left_out = sorted(problems)
    say(f"cardtools: error: not listed: {', '.join(left_out)} "
        f"({plural(len(left_out), 'format file')} with problems; cardtools formats "
        "validate FILE lists every problem of a file)")
    return 2


def show_format(formats_dirs: Sequence[Path], format_id: str, day: dt.date) -> int:
    """Print a format's resolved definition, its sources, its lists as of ``day`` and
    the history of list changes. Raises ``CardtoolsError`` for an unknown id."""
    import yaml

    from cardtools.formatspec import FormatRegistry
    from cardtools.formatspec.model import format_file_ids

    registry = FormatRegistry(formats_dirs)
    registry.warn_shadowed()
    fmt = registry.get(format_id)
    out = [f"{fmt.id}: {fmt.name}"]
    if fmt.description:
        out.append(fmt.description)
    if fmt.source.cite():
        out.append(f"Source: {fmt.source.cite()}" + (f" ({fmt.source.date})" if fmt.source.date
                                                     else "")
                   + _based_on(registry.based_on(format_file_ids(fmt.id)[0])))
    out.append(f"Rules: {format_summary(fmt)}")
    out.extend(_pool_lines(fmt, day))
    names = _list_names_read(fmt)
    lists = fmt.renamed(names).lists_as_of(day)
    if fmt.list_changes:
        banned = ", ".join(sorted(_entry_shown(e, fmt, names)
                                  for e in lists.banned.values())) or "none"
        restricted = ", ".join(sorted(f"{_entry_shown(e, fmt, names)} ({e.limit})"
                                      for e in lists.restricted.values()))
        from cardtools.rules.data_age import lists_known_to

        checked = lists_known_to(fmt)
        known = (f" (history known to {checked})"
                 if checked and checked < lists.as_of else "")
        first = fmt.history_start
        if first is not None and fmt.unrecorded(lists.as_of):
            out.append(f"Banned and restricted lists as of {lists.as_of}: not recorded (the "
                       f"recorded history starts on {first.date}): bans are not checked"
                       + (f", but for the cards recorded as banned before then (in every "
                          f"sanctioned format): {banned}" if lists.banned else ""))
        else:
            out.append(f"Banned and restricted lists as of {lists.as_of}{known}:")
            out.append(f"  banned: {banned}")
            out.append(f"  restricted: {restricted or 'none'}")
        out.extend(_history_lines(fmt, names))
    for note in fmt.notes:
        out.append(f"Note: {note}")
    out.append("Definition (merged):")
    definition = {k: v for k, v in fmt.definition.items() if k not in ("notes", "lists")}
    dumped = yaml.safe_dump(definition, sort_keys=False, allow_unicode=True, width=90)
    out.extend("  " + line for line in dumped.splitlines())
    print("\n".join(out))
    return 0


def _based_on(parent: tuple[str, str, str] | None) -> str:
    """What ``formats show`` adds to the source of a user's format file that extends
    another and names no source (``FormatRegistry.based_on``: the parent's id, name and
    cited source): that the file is its source, the parent's being the parent's rules'.
    It showed the parent's source as the house format's own."""
    if parent is None:
        return ""
    parent_id, name, cited = parent
    return (f" (the file itself, which names no source; based on {name} ({parent_id}), "
            f"whose source is {cited}: the rules it keeps from {name} cite it)")


def _list_names_read(fmt: Any) -> dict[str, str]:
    """The names ``fmt``'s lists write in another language, each -> the card's own name,
    as ``check`` reads them (``rules.base.english_list_names``, against the game's
    bundled card data, as ``formats validate`` reads them); none for a game with no card
    data (``CardtoolsError``)."""
    from cardtools.cardfiles import database_for
    from cardtools.rules.base import english_list_names

    try:
        return english_list_names(fmt, database_for(fmt.game, []))
    except CardtoolsError:
        return {}


def _as_written(written: str, names: dict[str, str]) -> str:
    """A list's card name ``written`` as its file writes it, as ``formats show`` says
    it: the card's own name (``names``: ``_list_names_read``), with the name written
    beside it when they differ (``Tornado (written Tornade)``)."""
    name = names.get(written)
    return written if name is None else f"{name} (written {written})"


def _entry_shown(entry: Any, fmt: Any, names: dict[str, str]) -> str:
    """A card on ``fmt``'s lists (``entry``, of its lists read with ``names``) as
    ``formats show`` says it: as the list change that put it there writes it
    (``_as_written``)."""
    for change in fmt.list_changes:
        if change.date == entry.since and change.source is entry.source:
            for written in (*change.banned, *change.restricted):
                if names.get(written, written) == entry.name:
                    return _as_written(written, names)
    return str(entry.name)


def _history_lines(fmt: Any, names: dict[str, str]) -> list[str]:
    """``formats show``'s "List history" of ``fmt``: a line per list change saying what it
    changed, with its source. A card listed again (a parent's list, the cards banned in
    every format) is no change, so only the cards not banned already are said banned; a
    change known only from a list of its day (``day_unknown``) is said "by" that day.
    A card written in another language (``names``) is said as ``_as_written`` says it."""
    lines = ["List history:"]
    listed: set[str] = set()

    def read(written: Iterable[str]) -> set[str]:
        return {normalise(names.get(name, name)) for name in written}

    for change in fmt.list_changes:
        newly = [name for name in change.banned if not read([name]) <= listed]
        listed = (listed | read(change.banned)) - read((*change.unbanned, *change.restricted))
        restricted = [f"{_as_written(n, names)} ({k})" for n, k in change.restricted.items()]
        parts = [f"{word} {', '.join(said)}" for word, said in (
            ("banned", [_as_written(n, names) for n in newly]),
            ("unbanned", [_as_written(n, names) for n in change.unbanned]),
            ("restricted", restricted),
            ("unrestricted", [_as_written(n, names) for n in change.unrestricted]),
            ("banned as commander", change.banned_as_commander),
            ("no longer banned as commander", change.unbanned_as_commander),
            ("banned as companion", change.banned_as_companion),
            ("no longer banned as companion", change.unbanned_as_companion)) if said]
        if not parts:
            continue
        cite = f" [{change.source.cite()}]" if change.source.cite() else ""
        when = (f"by {change.date} (the day it took effect is not in the sources)"
                if change.day_unknown else change.date)
        lines.append(f"  {when}: {'; '.join(parts)}{cite}")
    return lines


def _pool_lines(fmt: Any, day: dt.date) -> list[str]:
    """The card pool rule of ``fmt`` and, for a dated pool, its sets on ``day`` (from the
    game's card data), then the cards it admits by name and from when."""
    from cardtools.rules import card_pool

    spec = fmt.option(card_pool.OPTIONS)
    pool = spec.pool if spec is not None else None
    if pool is None or not (pool.describe or pool.dated):
        return []
    lines = [f"Card pool: {pool.describe or 'by set'}"]
    if pool.dated:
        from cardtools.cardfiles import bundled_database

        database = bundled_database(fmt.game)
        table = database.sets
        codes = sorted(pool.legal_sets(day.isoformat(), table),
                       key=lambda code: (table[code].get("date", ""), code))
        shown = ", ".join(codes) if len(codes) <= 40 else (
            f"{', '.join(codes[:3])} ... {', '.join(codes[-3:])}")
        # the sets of a day past the card data are only those the data knew
        known = str(database.meta.get("date") or "")
        stale = f" (sets known to {known})" if len(known) == 10 and known < day.isoformat() \
            else ""
        lines.append(f"  as of {day.isoformat()}{stale}: {len(codes)} sets ({shown})")
        come = pool.come_by(day.isoformat(), table)
        if come:  # a scheduled rotation has dropped sets: it is the latest
            lines.append(_scheduled_line(*come[-1]))
        elif pool.rotations:
            rotations = [r for r in pool.rotations if r.date <= day.isoformat()]
            if rotations:
                lines.append(f"  latest rotation: {rotations[-1].date}, sets from "
                             f"{rotations[-1].first} on")
            else:
                lines.append(f"  rotations: recorded from {pool.rotations[0].date} on; the "
                             "sets rotated out by this day are not known (none dropped)")
        for rotation in pool.in_doubt(day.isoformat(), table):
            lines.append(f"  scheduled rotation, which may have come by this day (its day "
                         f"is not in the card data): {rotation.note}")
    for named in pool.named:
        later = "" if named.since <= day.isoformat() else " (not yet on this day)"
        lines.append(f"  by name, from {named.since} on{later}: {', '.join(named.shown)}"
                     + (f" ({named.note})" if named.note else ""))
    return lines


def _scheduled_line(came: str, rotation: Any) -> str:
    """The ``latest rotation`` line of a scheduled rotation that came on ``came`` (the
    day after its ``by`` when no set of the card data brought it: its day not known)."""
    when = came if came <= rotation.by else (
        f"by {rotation.by} (its day is not in the card data)")
    kept = f", and {', '.join(sorted(rotation.keep))}" if rotation.keep else ""
    return f"  latest rotation: {when}, sets from {rotation.first} on{kept}"


def _database(game: str, card_files: Sequence[Path]) -> Any:
    from cardtools.cardfiles import bundled_games, database_for

    if game not in bundled_games() and not card_files:
        raise CardtoolsError(f"no card database for {game!r}; games: {', '.join(bundled_games())}")
    return database_for(game, list(card_files))


def _games(game: str | None) -> list[str]:
    """The games a card command looks in: ``game``, or with none given every game with
    bundled cards (sorted)."""
    from cardtools.cardfiles import bundled_games

    return [game] if game is not None else bundled_games()


def _databases(game: str | None, card_files: Sequence[Path]) -> dict[str, Any]:
    """The card database of each game of ``_games`` (game id -> database) with the
    ``card_files`` layered on. With no ``game``, a game whose database those files do
    not fit (a Mage Noir card file's types are no Magic types) is left out. Raises
    ``CardtoolsError`` for ``game`` when its database cannot be built, and with no game
    when no game's can (the first game's error)."""
    if game is not None:
        return {game: _database(game, card_files)}
    found, first = {}, None
    for each in _games(None):
        try:
            found[each] = _database(each, card_files)
        except CardtoolsError as exc:
            first = first or exc
    if not found and first is not None:
        raise first
    return found


def search_cards(game: str | None, text: str, card_files: Sequence[Path], limit: int) -> int:
    """Print the cards of ``game`` (``None``: of every game with bundled cards, with a
    Game column) whose names (any language) contain or resemble ``text``, best match
    first (``CardDatabase.search``; without a game the cards of every game ranked
    together: a whole-word match in any game before a fuzzy one in another), at most
    ``limit``, and a last line saying how many matched (``3 cards found``, or ``20 of 43
    shown; -n N for more`` when more matched than shown); without a game it names every game
    searched and how many cards each matched. Output: 0, or 1 when nothing matched.
    Raises ``UsageError`` for a ``text`` of blanks alone (every name would match it)."""
    from cardtools.tables import print_table

    _some_text("cards search", text, "part of a card name", "foudre")

    found: list[tuple[SearchOrder, str, Card]] = []
    totals: dict[str, int] = {}
    for each, database in _databases(game, card_files).items():
        ranked, totals[each] = database.search_ranked(text, max(limit, 1))
        found += [(order, each, card) for order, card in ranked]
        if not ranked and game is not None:
            print(f"no card like '{text}' in {game}{_empty_database(database)}")
            return 1
    if not found:
        print(f"no card like '{text}' in any game ({', '.join(_games(None))})")
        return 1
    shown = sorted(found, key=lambda item: item[:2])[:max(limit, 1)]
    rows = [([] if game else [each]) + [
        card.name, ", ".join(_localised_names(card.facts)), "/".join(card.types),
        "/".join(card.rarities)] for _, each, card in shown]
    print_table((*([] if game else ["Game"]), "Name", "Other names", "Type", "Rarity"), rows)
    total = sum(totals.values())
    cut = f"{len(shown)} of {total} shown" if total > len(shown) else ""
    if game is None:
        games = ", ".join(f"{each} {count}" for each, count in totals.items())
        said = cut or f"{plural(total, 'card')} found"
        print(f"{said} (searched {games})" + ("; -n N for more" if cut else ""))
    else:
        print(f"{cut}; -n N for more" if cut else f"{plural(total, 'card')} found")
    return 0


def _some_text(command: str, text: str, what: str, example: str) -> None:
    """Raise ``UsageError`` when ``text`` (a command's argument) is empty or blanks."""
    if not text.strip():
        raise UsageError(f"{command} needs {what}, not an empty text: cardtools "
                         f"{command} {example}")


def _localised_names(record: Any) -> list[str]:
    names = []
    for language, value in (record.get("names") or {}).items():
        for name in [value] if isinstance(value, str) else value:
            names.append(f"{name} ({language})")
    return names


def show_card(game: str | None, name: str, card_files: Sequence[Path],
              as_json: bool = False) -> int:
    """Print one card's facts: aligned ``label: value`` lines (``cardview.card_lines``),
    or with ``as_json`` its record as indented JSON. With no ``game``, every game with
    bundled cards is looked in: each game that knows the name shows its card, the text
    view with a ``game:`` line, the JSON as an object of records by game id. Output: 0,
    or 1 when the name is unknown or ambiguous (with the candidates or suggestions).
    Raises ``UsageError`` for a ``name`` of blanks alone."""
    from cardtools.cardview import card_json, card_lines
    from cardtools.display import PIPED_WIDTH, console_width

    _some_text("cards show", name, "a card name", "'Lightning Bolt'")
    databases = _databases(game, card_files)
    resolutions = {each: _resolved(database, name) for each, database in databases.items()}
    found = {each: r.card for each, r in resolutions.items() if r.card is not None}
    if not found:
        empty = _empty_database(databases[game]) if game else ""
        print(_not_found(name, game, resolutions) + empty)
        return 1
    if as_json and game is not None:
        print(card_json(found[game].facts))
    elif as_json:
        print(json.dumps({each: card.facts for each, card in found.items()},
                         ensure_ascii=False, indent=2))
    else:
        views = [card_lines(_with_type_unknown(
            card.facts if game else _with_game(card.facts, each), databases[each].meta),
            console_width(sys.stdout) or PIPED_WIDTH) for each, card in found.items()]
        print("\n\n".join("\n".join(view) for view in views))
    return 0


def _with_type_unknown(facts: Mapping[str, Any], meta: Mapping[str, Any]
                       ) -> Mapping[str, Any]:
    """``facts`` with a ``type`` saying it is not known when the card data has only the
    card's name and printings (a card of a set newer than the source of its facts: The
    Hobbit's, for Magic's bundled data), so the view does not look complete while the
    rules reading its type, colour identity or cost cannot judge it; ``facts`` as they
    are otherwise. ``meta``: the database's (its ``date`` and ``update`` command)."""
    if "type" in facts:
        return facts
    dated = f" of {meta['date']}" if meta.get("date") else ""
    update = f"; {meta['update']} may bring them" if meta.get("update") else ""
    return {**facts, "type": f"not known: the card data{dated} holds only this card's name "
                             "and printings (the rules that read its type, colour identity "
                             f"or cost cannot judge it{update})"}


def _empty_database(database: Any) -> str:
    """`` (its database is empty: give your cards with --cards FILE)`` for a game with no
    card loaded (MageTCG bundles none), else ``""``: a name looked up there is unknown
    for that reason."""
    if any(layer.records for layer in database.layers):
        return ""
    return " (its database is empty: give your cards with --cards FILE)"


def _resolved(database: Any, name: str) -> Any:
    """``database.resolve(name)``, but a name no card has that names one with its ``&``
    written ``and`` or the other way (``Wrenn & Six``: ``names.ampersand_spelling``) is
    that card, as a decklist's line is, and an unknown name with a prefix of another
    edition of the game (``A-Sorcerous Spyglass``) says so and suggests the card without
    it (``prefixes.prefixed_name``)."""
    from cardtools.prefixes import prefixed_name

    resolution = database.resolve(name)
    spelt = ampersand_spelling(name) if resolution.card is None else None
    if spelt is not None and (other := database.resolve(spelt, False)).card is not None:
        return other
    if resolution.card is None and not resolution.candidates:
        return prefixed_name(name, resolution, database) or resolution
    return resolution


def _with_game(facts: Any, game: str) -> dict[str, Any]:
    """A card's record with its game as the first fact after its name."""
    return {"name": facts.get("name", ""), "game": game,
            **{key: value for key, value in facts.items() if key != "name"}}


def _closeness(suggestion: str, written: str) -> float:
    """How close a suggested name is to ``written`` (normalised), from 0 to 1 (difflib's
    ratio): by the card's name alone when the suggestion shows it after a localised name
    (``Boule de feu (Fire Ball)``), the closer of the two."""
    import difflib

    shown, _, canonical = suggestion.partition(" (")
    return max(difflib.SequenceMatcher(None, normalise(each), written).ratio()
               for each in (shown, canonical.removesuffix(")")) if each)


def _not_found(name: str, game: str | None, resolutions: dict[str, Any]) -> str:
    """What ``show_card`` says of a name no game (or ``game``) knows as one card: the
    cards it could be, else the close names (each with its game when no game was
    given)."""
    def where(each: str) -> str:
        return "" if game else f" ({each})"

    candidates = [c.name + where(each) for each, r in resolutions.items()
                  for c in r.candidates]
    if candidates:
        return f"'{name}' could be: " + ", ".join(candidates)
    # a name holding the one written as whole words (Ragavan, Nimble Pilferer for
    # "Ragavan") before one only close in spelling in another game (Tragan); then the
    # closest in spelling, whatever its game (Lightning Bolt for "Lightning Blot" before
    # Mage Noir's Lightning Blade), each game's own order kept between equals and among
    # the names holding the written one
    written = normalise(name)
    suggested = sorted(((s, each) for each, r in resolutions.items() for s in r.suggestions),
                       key=lambda pair: (0.0, 0.0) if holds_whole(normalise(pair[0]), written)
                       else (1.0, -_closeness(pair[0], written)))
    suggestions = [s + where(each) for s, each in suggested]
    hint = "; did you mean " + " or ".join(suggestions) + "?" if suggestions else ""
    scope = game or f"any game ({', '.join(resolutions)})"
    why = "".join(f" ({r.unknown_why})" for r in resolutions.values() if r.unknown_why)
    return f"no card '{name}' in {scope}{why}{hint}"
