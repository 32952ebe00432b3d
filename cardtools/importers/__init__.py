"""Card database importers: public data dumps in, a ``cards/<game>/cards.json`` out.

Each importer is a module of this package with ``GAME`` (the game id), ``DESCRIPTION``
(one line: what source files it reads) and ``build(sources) -> dict``, which returns a
card database document of ``cardtools/schemas/cards.schema.json`` (facts only).
``cardtools cards import KIND FILE... --output PATH`` runs one.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from cardtools.carddb import index_text
from cardtools.cardfiles import TOKEN_NAMES_DESCRIPTION, TOKEN_NAMES_FILE
from cardtools.datadir import refuse_the_tools_own_data
from cardtools.errors import CardtoolsError
from cardtools.fileio import is_same_file, lands_on_a_file, write_atomically
from cardtools.paths import printable
from cardtools.resources import cards_dir

#: Importer kind -> module name under ``cardtools.importers``.
IMPORTERS: dict[str, str] = {
    "mage-noir-catalog": "mage_noir",
    "magi-nation-mnsearch": "magi_nation",
    "mtgjson": "mtgjson",
    "mtg-current": "mtgcurrent",
}

#: Databases with more cards than this get a precomputed name index file.
INDEX_THRESHOLD = 2000


def importer(kind: str) -> ModuleType:
    """Return the importer module for ``kind``; raises ``CardtoolsError`` if unknown."""
    if kind not in IMPORTERS:
        known = ", ".join(sorted(IMPORTERS))
        raise CardtoolsError(f"unknown importer {kind!r}; known importers: {known}")
    return importlib.import_module(f"cardtools.importers.{IMPORTERS[kind]}")


def run_import(kind: str, sources: Sequence[Path], output: Path | None = None
               ) -> dict[str, Any]:
    """Build a card database document with importer ``kind`` from ``sources``.

    Raises ``CardtoolsError`` for an unknown importer or unreadable sources, and, before
    reading anything, when ``output`` (the database to write) is one of the sources or
    a file of the tool's own data (``datadir.refuse_the_tools_own_data``: the bundled
    ``formats/`` or ``cards/``, the updated card data) other than the bundled database of
    the importer's own game, which the documented rebuild writes
    (``is_the_games_bundled_database``; said on stderr).
    """
    if output is not None:
        module = importer(kind)
        if is_the_games_bundled_database(output, module.GAME):
            print(f"cardtools: rebuilding the bundled card data of {module.GAME}",
                  file=sys.stderr)
        else:
            refuse_the_tools_own_data(output, "the --output file")
        refuse_to_overwrite_sources(output, sources)
    document: dict[str, Any] = importer(kind).build(list(sources))
    return document


def is_the_games_bundled_database(output: Path, game: str) -> bool:
    """Whether ``output`` is ``cards/<game>/cards.json`` of the bundled data (links
    resolved), the database the README's rebuild command writes for ``game`` (its index
    written beside it); another file there, or another game's, is not. Never raises."""
    bundled = cards_dir() / game / "cards.json"
    try:
        return os.path.realpath(output) == os.path.realpath(bundled)
    except (OSError, ValueError):
        return False


def refuse_to_overwrite_sources(output: Path, sources: Sequence[Path]) -> None:
    """Raise ``CardtoolsError`` when the database to write, or its index beside it
    (``.index``), is one of the source files (the same path, or the same file through a
    link): an import never writes over what it reads."""
    for target in (output, output.with_suffix(".index")):
        if not lands_on_a_file(target):
            continue
        for source in sources:
            if is_same_file(source, target):
                raise CardtoolsError(f"is one of the source files ({printable(str(source))}); "
                                     "refusing to overwrite it: choose another --output",
                                     str(target))


def write_database(document: dict[str, Any], path: Path) -> None:
    """Write a database document to ``path`` (``dumps_database``), and for a large
    database its name index beside it (``cards.index``, see ``index_text``) so that
    loading it needs no index building. A document's ``sets`` (the set table: code ->
    name, date, type) goes to ``sets.json`` beside it, and its ``token_names`` (the tokens
    its cards create) to ``token-names.json`` (``TOKEN_NAMES_FILE``). Raises ``CardtoolsError`` if
    unwritable."""
    index_path = path.with_suffix(".index")
    document = dict(document)
    sets = document.pop("sets", None)
    if sets is not None:
        table = {"schema_version": 1, "game": document.get("game"), "date": document.get("date"),
                 "source": document.get("source"), "sets": sets}
        write_atomically(path.with_name("sets.json"),
                         json.dumps(table, ensure_ascii=False, indent=0) + "\n")
    tokens = document.pop("token_names", None)
    if tokens is not None:
        write_atomically(path.with_name(TOKEN_NAMES_FILE), json.dumps(
            {"description": TOKEN_NAMES_DESCRIPTION, "game": document.get("game"),
             "date": document.get("date"), "token_names": tokens},
            ensure_ascii=False, indent=0) + "\n")
    text = dumps_database(document)
    write_atomically(path, text)
    if len(document["cards"]) > INDEX_THRESHOLD:
        write_atomically(index_path, index_text(document["cards"], text))
    elif index_path.exists():
        index_path.unlink()


def dumps_database(document: dict[str, Any]) -> str:
    """Serialise a card database document as stable JSON, one card per line.

    The layout is relied on by the bundled loader (``cardfiles``), which parses a large
    database's card lines one at a time, when first needed."""
    head = {k: v for k, v in document.items() if k != "cards"}
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"{json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    cards = [json.dumps(card, ensure_ascii=False, sort_keys=False) for card in document["cards"]]
    lines.append('"cards": [')
    lines.append(",\n".join(cards))
    lines.append("]")
    lines.append("}")
    return "\n".join(lines) + "\n"

__all__ = [
    "IMPORTERS", "dumps_database", "import_cards", "importer", "refuse_to_overwrite_sources",
    "run_import",
    "write_atomically", "write_database",
]


def import_cards(kind: str, sources: Sequence[Path], output: Path) -> int:
    """Build a card database with importer ``kind`` and write it atomically to
    ``output``. Raises ``CardtoolsError`` for an unknown importer, bad sources, or an
    ``output`` that is one of the sources. Prints what it wrote (the ``cards import``
    command); output: exit code 0."""
    document = run_import(kind, sources, output)
    write_database(document, output)
    count = len(document["cards"])
    print(f"wrote {count} card{'s' if count != 1 else ''} ({document.get('game')}) to {output}")
    return 0
