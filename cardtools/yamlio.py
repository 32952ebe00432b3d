"""Safe YAML and JSON loading with clear errors and a guard against alias bombs.

PyYAML is imported on the first YAML call, not with this module: a check whose data
are all bundled (``cardtools.bundledyaml``) and JSON reads no YAML.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from functools import cache
from typing import TYPE_CHECKING, Any

from cardtools.errors import CardtoolsError
from cardtools.patterns import lazy_pattern

if TYPE_CHECKING:
    import yaml


@cache
def _base_loader() -> type[yaml.SafeLoader]:
    """PyYAML's safe loader, the C one when PyYAML was built with libyaml."""
    import yaml

    loader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return loader


#: YAML's tag of an integer.
_INT_TAG = "tag:yaml.org,2002:int"
#: YAML's tags of a text and of a merge key (``<<``), which are keys as written.
_STR_TAG = "tag:yaml.org,2002:str"
_MERGE_TAG = "tag:yaml.org,2002:merge"
#: An integer as YAML 1.2 and every reader of a count write it: decimal digits.
_DECIMAL = r"^[-+]?[0-9]+$"


@cache
def _loader() -> type[yaml.SafeLoader]:
    """The safe loader, but an unquoted date that is no calendar day (``2026-13-01``)
    stays text, so the reader that knows the key can say so with its line, and the
    rest of the document is still read; and an unquoted integer is decimal digits, as
    in YAML 1.2 (PyYAML follows YAML 1.1, where ``count: 010`` is 8, ``1:00`` is 60
    and ``1_0`` is 10: here they are 10, and text a reader refuses as no count)."""
    import re

    import yaml

    def timestamp_or_text(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
        try:
            return yaml.SafeLoader.construct_yaml_timestamp(loader, node)
        except ValueError:
            return loader.construct_scalar(node)

    def decimal(loader: yaml.SafeLoader, node: yaml.ScalarNode) -> Any:
        text = loader.construct_scalar(node)
        if re.match(_DECIMAL, text):
            return int(text, 10)
        return yaml.SafeLoader.construct_yaml_int(loader, node)  # an explicit ``!!int``

    class Loader(_base_loader()):  # type: ignore[misc]
        """The safe loader, dates that are no calendar day kept as text and integers
        decimal."""

    decimal_pattern = re.compile(_DECIMAL)
    Loader.yaml_implicit_resolvers = {
        first: [(tag, decimal_pattern if tag == _INT_TAG else pattern)
                for tag, pattern in resolvers]
        for first, resolvers in _base_loader().yaml_implicit_resolvers.items()}
    Loader.add_constructor("tag:yaml.org,2002:timestamp", timestamp_or_text)
    Loader.add_constructor(_INT_TAG, decimal)
    return Loader


def key_text(node: yaml.Node) -> str:
    """The text of a mapping's key (a node of a document composed with ``compose``) as
    ``load_yaml`` reads it, so that two keys the loader makes one have one text (it keeps
    the last): a number, a yes or no, as its value (``08``, ``+8``, ``8`` and ``8.0`` are
    8; ``true``, ``yes`` and ``1`` are 1, as Python keys them alike), a null as ``null``, a
    date or time in ISO form; a text key as written."""
    import yaml

    value = str(node.value)
    if not isinstance(node.value, str) or node.tag in (_STR_TAG, _MERGE_TAG):
        return value
    if node.tag == _INT_TAG and re.match(_DECIMAL, value):
        return str(int(value, 10))
    loader = _loader()("")
    try:
        loaded = loader.construct_object(node)
    except (ValueError, TypeError, OverflowError, yaml.YAMLError):
        return value
    finally:
        loader.dispose()
    return loaded_key_text(loaded, value)


def loaded_key_text(loaded: Any, written: str) -> str:
    """``key_text`` of a key loaded as ``loaded`` (a scalar; ``written`` the text it was
    written as, returned for a value of another kind)."""
    if loaded is None:
        return "null"
    if isinstance(loaded, bool | int):
        return str(int(loaded))
    if isinstance(loaded, float):
        return str(int(loaded)) if loaded.is_integer() else repr(loaded)
    if isinstance(loaded, dt.date):
        return loaded.isoformat()
    return loaded if isinstance(loaded, str) else written




def compose(text: str) -> yaml.Node | None:
    """The node tree of YAML ``text`` read as ``load_yaml`` reads it (its integers, dates
    and other scalars resolved alike), ``None`` for an empty document. Raises PyYAML's
    ``yaml.YAMLError`` for text that is not YAML."""
    import yaml

    node: yaml.Node | None = yaml.compose(text, Loader=_loader())
    return node


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
    import yaml

    return _checked(_yaml_call(lambda: yaml.load(text, Loader=_loader()), path), len(text),
                    path)


def construct_node(node: yaml.Node, text_length: int, path: str) -> Any:
    """The plain Python value of one node of a document composed with ``yaml.compose``
    (a part of a document that ``load_yaml`` does not keep, such as the first of two
    keys written alike), with ``load_yaml``'s checks; ``text_length`` is the length of
    the document's text. Raises ``CardtoolsError`` as ``load_yaml`` does."""
    def construct() -> Any:
        loader = _loader()("")
        try:
            return loader.construct_document(node)
        finally:
            loader.dispose()

    return _checked(_yaml_call(construct, path), text_length, path)


def _yaml_call(call: Any, path: str) -> Any:
    """``call()``, its YAML problems raised as ``CardtoolsError``."""
    import yaml

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


#: Keys whose value is a day (format files' list changes and rotations, card pools).
DATE_KEYS = frozenset({"date", "since", "until", "lists_checked"})
#: Keys whose value maps names to days (a card pool's ``online_days``: set code -> day).
DAY_MAP_KEYS = frozenset({"online_days"})
_DAY = lazy_pattern(r"\d{4}-\d{2}-\d{2}")
_DAY_LIKE = lazy_pattern(r"\d{1,4}-\d{1,2}-\d{1,2}")


def structure_problems(text: str, path: str) -> list[CardtoolsError]:
    """The problems of a YAML document's structure that loading it hides: a key written
    twice in one mapping (the loader keeps the last silently) and a day (a value of
    ``DATE_KEYS``) that is not a calendar day written ``YYYY-MM-DD``. Each error names
    the file and the line (``where``) and starts with the key's JSON path; empty when
    the text is not YAML (``load_yaml`` says why)."""
    import yaml

    try:
        root = compose(text)
    except (yaml.YAMLError, RecursionError, ValueError):
        return []
    found: list[CardtoolsError] = []
    if root is not None:
        _walk(root, "$", path, found, set())
    return sorted(found, key=lambda error: int(error.where or 0))


def _walk(node: yaml.Node, at: str, path: str, found: list[CardtoolsError],
          seen: set[int]) -> None:
    import yaml

    if id(node) in seen:  # an alias: its node was walked where it was anchored
        return
    seen.add(id(node))
    if isinstance(node, yaml.SequenceNode):
        for position, item in enumerate(node.value):
            _walk(item, f"{at}[{position}]", path, found, seen)
    elif isinstance(node, yaml.MappingNode):
        first: dict[str, int] = {}
        for key_node, value_node in node.value:
            key = key_text(key_node)
            where = f"{at}.{key}"
            line = key_node.start_mark.line + 1
            if key in first and key != "<<":
                found.append(CardtoolsError(
                    f"{where}: key '{key}' written twice (first on line {first[key]}); "
                    "keep one", path, str(line)))
            first.setdefault(key, line)
            days = [(where, value_node)] if key in DATE_KEYS else [
                (f"{where}.{day_key.value}", day) for day_key, day in value_node.value
            ] if key in DAY_MAP_KEYS and isinstance(value_node, yaml.MappingNode) else []
            for day_at, day in days:
                if isinstance(day, yaml.ScalarNode) and (problem := day_problem(str(day.value))):
                    found.append(CardtoolsError(f"{day_at}: {problem}", path,
                                                str(day.start_mark.line + 1)))
            _walk(value_node, where, path, found, seen)


def key_lines(text: str) -> dict[tuple[Any, ...], int]:
    """Where each key of a YAML document is written: ``(key, nested key, ...)`` -> its
    line (1-based; a list item's position stands for its index). Empty when the text is
    not YAML (``load_yaml`` says why). Aliases are not followed."""
    return {where: line for where, (line, _column) in key_places(text).items()}


def key_places(text: str) -> dict[tuple[Any, ...], tuple[int, int]]:
    """Where each key of a YAML document is written: ``(key, nested key, ...)`` -> its
    line and column (both 1-based, PyYAML's node marks; a list item's position stands
    for its index, the item's place). Empty when the text is not YAML (``load_yaml``
    says why). Aliases are not followed."""
    import yaml

    try:
        root = compose(text)
    except (yaml.YAMLError, RecursionError, ValueError):
        return {}
    found: dict[tuple[Any, ...], tuple[int, int]] = {}
    walking: list[tuple[yaml.Node, tuple[Any, ...]]] = [(root, ())] if root is not None else []
    seen: set[int] = set()
    while walking:  # a stack, not recursion: a document may nest deeply
        node, at = walking.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                where = (*at, key_text(key_node))
                found.setdefault(where, _place(key_node))
                walking.append((value_node, where))
        elif isinstance(node, yaml.SequenceNode):
            for position, item in enumerate(node.value):
                found.setdefault((*at, position), _place(item))
                walking.append((item, (*at, position)))
    return found


def _place(node: yaml.Node) -> tuple[int, int]:
    """A node's line and column, 1-based."""
    return node.start_mark.line + 1, node.start_mark.column + 1


def day_problem(text: str) -> str | None:
    """Why ``text``, written where a day is meant, is not a calendar day written
    ``YYYY-MM-DD`` (``None``: it is one, or it is no attempt at a full date, which the
    schema judges)."""
    if _DAY().fullmatch(text):
        try:
            dt.date.fromisoformat(text)
        except ValueError as exc:
            return f"'{text}' is not a calendar day ({exc})"
        return None
    if _DAY_LIKE().fullmatch(text):
        return f"'{text}' is not written YYYY-MM-DD (two digits for month and day: " \
               f"{_padded(text)})"
    return None


def _padded(text: str) -> str:
    year, month, day = text.split("-")
    return f"{year.zfill(4)}-{month.zfill(2)}-{day.zfill(2)}"


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
