"""Safe YAML and JSON loading with clear errors and a guard against alias bombs."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import yaml

from cardtools.errors import CardtoolsError

try:
    _Loader: type[yaml.SafeLoader] = yaml.CSafeLoader  # type: ignore[assignment]
except AttributeError:  # PyYAML built without libyaml
    _Loader = yaml.SafeLoader

#: Largest number of values a document may hold once its aliases are expanded.
MAX_EXPANDED_NODES = 200_000
#: Most characters (of keys and text values) that aliases may add to a document once
#: expanded: beyond the text's own length, which a document without aliases never passes.
MAX_ALIAS_CHARACTERS = 1_000_000


def load_yaml(text: str, path: str) -> Any:
    """Parse YAML text with a safe loader.

    Input: the text and the file's name (for messages). Output: the plain Python value
    (dicts, lists, strings, numbers, booleans, None). Raises ``CardtoolsError`` naming
    the file and line when the text is not YAML, and when anchors and aliases expand to
    more than ``MAX_EXPANDED_NODES`` values or add more than ``MAX_ALIAS_CHARACTERS``
    characters (a "billion laughs" document, or many aliases of one long text).
    """
    return _checked(_yaml_call(lambda: yaml.load(text, Loader=_Loader), path), len(text), path)


def construct_node(node: yaml.Node, text_length: int, path: str) -> Any:
    """The plain Python value of one node of a document composed with ``yaml.compose``
    (a part of a document that ``load_yaml`` does not keep, such as the first of two
    keys written alike), with ``load_yaml``'s checks; ``text_length`` is the length of
    the document's text. Raises ``CardtoolsError`` as ``load_yaml`` does."""
    def construct() -> Any:
        loader = _Loader("")
        try:
            return loader.construct_document(node)
        finally:
            loader.dispose()

    return _checked(_yaml_call(construct, path), text_length, path)


def _yaml_call(call: Any, path: str) -> Any:
    """``call()``, its YAML problems raised as ``CardtoolsError``."""
    try:
        return call()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{mark.line + 1}" if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise CardtoolsError(f"not valid YAML: {problem}", path, where) from None
    except RecursionError:
        raise CardtoolsError("not valid YAML: nested too deeply", path) from None
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise CardtoolsError(f"not valid YAML: {exc}".split(";")[0], path) from None


def _checked(data: Any, text_length: int, path: str) -> Any:
    """``data`` with dates as text, once its expanded size is known to be reasonable."""
    try:
        values, characters = expanded_size_and_characters(data)
    except CardtoolsError as exc:  # a self-referencing or too deeply nested document
        raise CardtoolsError(f"not valid YAML: {exc.message}", path) from None
    if values > MAX_EXPANDED_NODES:
        raise CardtoolsError(
            f"YAML expands to more than {MAX_EXPANDED_NODES:,} values "
            "(anchors and aliases repeated too often); refusing to read it",
            path,
        )
    if characters > text_length + MAX_ALIAS_CHARACTERS:
        raise CardtoolsError(
            f"YAML expands to more than {text_length + MAX_ALIAS_CHARACTERS:,} characters "
            "(anchors and aliases repeat long text too often); refusing to read it",
            path,
        )
    return _dates_as_text(data)


def _dates_as_text(value: Any) -> Any:
    """Return ``value`` with YAML dates and times turned into ISO strings (``2025-11-04``)."""
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, dict):
        return {_dates_as_text(k): _dates_as_text(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_dates_as_text(item) for item in value]
    return value


def load_json(text: str, path: str) -> Any:
    """Parse JSON text. Raises ``CardtoolsError`` with the file, line and problem."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CardtoolsError(f"not valid JSON: {exc.msg}", path, str(exc.lineno)) from None
    except RecursionError:
        raise CardtoolsError("not valid JSON: nested too deeply", path) from None
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise CardtoolsError(f"not valid JSON: {exc}".split(";")[0], path) from None


def expanded_size(data: Any) -> int:
    """Count the values of ``data`` as if every shared (aliased) object were copied
    (``expanded_size_and_characters``, the values only)."""
    return expanded_size_and_characters(data)[0]


def expanded_size_and_characters(data: Any) -> tuple[int, int]:
    """Count the values of ``data``, and the characters of its text keys and values, as
    if every shared (aliased) object were copied.

    Shared objects are measured once and their size reused, so the count itself is
    cheap even when the expanded document would be astronomically large. Counting
    stops early past ``MAX_EXPANDED_NODES`` values. Raises ``CardtoolsError`` for a
    document nested more than 200 deep.
    """
    sizes: dict[int, tuple[int, int]] = {}

    def size(value: Any, depth: int = 0) -> tuple[int, int]:
        if not isinstance(value, dict | list):
            return 1, len(value) if isinstance(value, str) else 0
        key = id(value)
        if key in sizes:
            return sizes[key]
        if depth > 200:
            raise CardtoolsError("document nested too deeply")
        total, characters = 1, 0
        if isinstance(value, dict):
            characters = sum(len(k) for k in value if isinstance(k, str))
        for item in value.values() if isinstance(value, dict) else value:
            values, chars = size(item, depth + 1)
            total, characters = total + values, characters + chars
            if total > MAX_EXPANDED_NODES:
                break
        sizes[key] = total, characters
        return total, characters

    return size(data)
