"""Which game data keys a ``--formats-dir`` game file changes, and which it cannot.

A player's ``game.yaml`` holding only ``game_names`` was said to "add decklist zones,
headers or sections" and counted as weakening the checks, while those keys are read from
the bundled game data alone: the hand list of such keys named 7 of them. The keys are
now the schema's less those ``build_table`` reads; these tests read the source, so a new
key read from the bundled files alone, or a new key the table reads, cannot be missed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import cardtools
from cardtools.gamedata import (
    BUNDLED_READING_WORDS,
    READING_WORDS,
    TABLE_KEYS,
    bundled_only_keys,
)
from cardtools.resources import schema

SOURCE = Path(cardtools.__file__).parent


def _trees(pattern: str = "*.py") -> Iterator[ast.AST]:
    for path in sorted(SOURCE.rglob(pattern)):
        yield ast.parse(path.read_text("utf-8"))


def _literal_argument(call: ast.Call) -> str | None:
    first = call.args[0] if call.args else None
    return first.value if isinstance(first, ast.Constant) and isinstance(
        first.value, str) else None


def _keys_read(receiver: str, pattern: str = "*.py") -> set[str]:
    """The literal keys of every ``<receiver>(...).get("key")`` (a call) or
    ``<receiver>.get("key")`` (a name) in cardtools' source files ``pattern``."""
    found = set()
    for tree in _trees(pattern):
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "get"):
                continue
            owner = node.func.value
            named = owner.func if isinstance(owner, ast.Call) else owner
            if isinstance(named, ast.Name) and named.id == receiver \
                    and (key := _literal_argument(node)) is not None:
                found.add(key)
    return found


def _words_read(function: str) -> set[str]:
    """The literal first arguments of every call of ``function`` in cardtools' source."""
    return {key for tree in _trees() for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == function and (key := _literal_argument(node)) is not None}


def test_every_key_a_game_file_is_read_by_is_a_table_key() -> None:
    # a key build_table reads from a document (a player's file's too) changes decklists
    read = _keys_read("document", "gamedata.py")
    assert {"zones", "skipped_sections", "type_words"} <= read <= TABLE_KEYS
    assert set(schema("game")["properties"]) >= TABLE_KEYS


def test_every_key_read_from_the_bundled_files_alone_is_said_ignored() -> None:
    read = _keys_read("bundled_game_data") | _words_read("shared_words") \
        | _words_read("_all_words")
    assert {"game_names", "format_names", "name_prefixes", "colours",
            "ban_words"} <= read
    # "zones" too: whether the bundled game has a command zone, beside the table's zones
    assert read - TABLE_KEYS <= bundled_only_keys()


def _table_word_readers() -> dict[str, set[str]]:
    """Each reading word's attribute of a ``ZoneTable`` -> how it is read: ``bundled``
    (``bundled_zones().word``) or ``table`` (any other table, a deck's own)."""
    readers: dict[str, set[str]] = {key: set() for key in READING_WORDS}
    for tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in readers \
                    and isinstance(node.ctx, ast.Load):
                owner = node.value
                bundled = isinstance(owner, ast.Call) and isinstance(owner.func, ast.Name) \
                    and owner.func.id == "bundled_zones"
                readers[node.attr].add("bundled" if bundled else "table")
    return readers


def test_the_reading_words_read_from_the_bundled_table_alone_are_listed() -> None:
    alone = {key for key, how in _table_word_readers().items() if how == {"bundled"}}
    assert alone == BUNDLED_READING_WORDS
    assert bundled_only_keys() >= BUNDLED_READING_WORDS
