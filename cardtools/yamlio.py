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


def load_yaml(text: str, path: str) -> Any:
    """Parse YAML text with a safe loader.

    Input: the text and the file's name (for messages). Output: the plain Python value
    (dicts, lists, strings, numbers, booleans, None). Raises ``CardtoolsError`` naming
    the file and line when the text is not YAML, and when anchors and aliases expand to
    more than ``MAX_EXPANDED_NODES`` values (a "billion laughs" document).
    """
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{mark.line + 1}" if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise CardtoolsError(f"not valid YAML: {problem}", path, where) from None
    except RecursionError:
        raise CardtoolsError("not valid YAML: nested too deeply", path) from None
    except ValueError as exc:  # an integer of more than 4,300 digits
        raise CardtoolsError(f"not valid YAML: {exc}".split(";")[0], path) from None
    try:
        size = expanded_size(data)
    except CardtoolsError as exc:  # a self-referencing or too deeply nested document
        raise CardtoolsError(f"not valid YAML: {exc.message}", path) from None
    if size > MAX_EXPANDED_NODES:
        raise CardtoolsError(
            f"YAML expands to more than {MAX_EXPANDED_NODES:,} values "
            "(anchors and aliases repeated too often); refusing to read it",
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
    """Count the values of ``data`` as if every shared (aliased) object were copied.

    Shared objects are measured once and their size reused, so the count itself is
    cheap even when the expanded document would be astronomically large.
    """
    sizes: dict[int, int] = {}

    def size(value: Any, depth: int = 0) -> int:
        if not isinstance(value, dict | list):
            return 1
        key = id(value)
        if key in sizes:
            return sizes[key]
        if depth > 200:
            raise CardtoolsError("document nested too deeply")
        items = value.values() if isinstance(value, dict) else value
        total = 1
        for item in items:
            total += size(item, depth + 1)
            if total > MAX_EXPANDED_NODES:
                break
        sizes[key] = total
        return total

    return size(data)
