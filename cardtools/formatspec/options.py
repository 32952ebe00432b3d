"""The options a rule reads from a format file, declared beside the rule (DESIGN 5).

A rule module that reads a top-level key of a format file declares it once::

    OPTIONS = RuleOptions("copy_limit", SCHEMA, parse)

``SCHEMA`` is the JSON-schema fragment of that key and ``parse`` turns the key's
(schema-valid, merged) value into the rule's typed spec. The format schema is the
document skeleton ``cardtools/schemas/format.schema.json`` with every rule's fragment
added under its key (``format_schema``); ``build_format`` parses each key present with
its rule's ``parse`` and keeps the specs in ``Format.options``, read back with
``fmt.option(OPTIONS)``. Adding a rule that reads options touches its module only.
"""

# No ``from __future__ import annotations`` here: ``typing.NamedTuple`` compiles each
# field's annotation written as a string, at every start. Annotations naming what is
# defined later, or only for type checkers, are quoted.

import json
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

from cardtools.errors import CardtoolsError
from cardtools.formatspec.model import Source
from cardtools.gamedata import ZoneTable, bundled_zones, zoned_schema

if TYPE_CHECKING:
    from cardtools.validation import Places

T = TypeVar("T")


class Where:
    """What a ``parse`` function may need beside the key's value: the format's id
    (``game/name``, for error messages), the ids of its zones in order (the default of a
    ``zones`` option), and its ``source`` (the citation a rule's source inherits)."""

    __slots__ = ("format_id", "source", "zones")

    def __init__(self, format_id: str, zones: tuple[str, ...], source: Source) -> None:
        self.format_id = format_id
        self.zones = zones
        self.source = source


class RuleOptions(NamedTuple, Generic[T]):
    """The options one rule reads: ``key``, the top-level key of a format file;
    ``schema``, the JSON-schema fragment of its value (it may refer to the skeleton's
    ``$defs``: ``source``, ``match``, ``zoneIds``, ``limit``, ``names``); ``parse``,
    which turns a schema-valid value (never ``None``) and a ``Where`` into the typed spec
    of type ``T``, or ``None`` when the value asks for nothing (an empty mapping).
    ``parse`` raises ``CardtoolsError`` for what the schema cannot say (a commander
    format without ``eligible``)."""

    key: str
    schema: Mapping[str, Any]
    parse: Callable[[Any, Where], T | None]


def all_options() -> tuple[RuleOptions[Any], ...]:
    """The options of every rule (``cardtools.rules.RULES``), in rule-code order.

    Raises ``ValueError`` when two rules claim the same key or a rule claims a key of
    the skeleton: each key has one owner."""
    return _all_options()


@cache
def _all_options() -> tuple[RuleOptions[Any], ...]:
    from cardtools.resources import schema
    from cardtools.rules import RULES  # here: the rules import this package

    found = tuple(rule.options for rule in RULES.values() if rule.options is not None)
    owners: dict[str, str] = {key: "the format skeleton" for key in schema("format")["properties"]}
    for rule in RULES.values():
        if rule.options is not None:
            if rule.options.key in owners:
                raise ValueError(f"format key {rule.options.key!r} of rule {rule.id} is "
                                 f"already owned by {owners[rule.options.key]}")
            owners[rule.options.key] = f"rule {rule.id}"
    return found


@cache
def format_schema() -> dict[str, Any]:
    """The schema of a format file: the skeleton ``format.schema.json`` with each rule's
    fragment under its key (built once; a key that neither knows is refused, since the
    skeleton forbids additional properties). It shares its parts with the skeleton and
    the fragments, which nothing modifies: do not modify the result."""
    from cardtools.resources import schema

    skeleton = schema("format")
    properties = {**skeleton["properties"]}
    for options in all_options():
        properties[options.key] = dict(options.schema)
    return {**skeleton, "properties": properties}


def format_errors(instance: Any, shown: str, zones: ZoneTable | None = None,
                  places: "Places | None" = None) -> list[CardtoolsError]:
    """``cardtools.validation.schema_errors`` against ``format_schema``, its zone ids
    those of ``zones`` (the game data; default: the bundled games'): one
    ``CardtoolsError`` per problem (``shown`` as the file, the JSON path, what was
    expected), sorted by JSON path; empty when ``instance`` is a valid format file.
    ``places`` (the file's ``yamlio.key_places``) places each at its key's line and
    column (``validation.validator_errors``). A wrong kind of value or a missing key is
    said in YAML's words with the shape the key takes (``formatspec.shapes``)."""
    from cardtools.validation import validator_errors

    errors = validator_errors(_format_validator(zones or bundled_zones()), instance, shown,
                              places, _in_yaml_words)
    return [_with_rule_key_hint(error, instance) for error in errors]


def _in_yaml_words(error: Any) -> str:
    """A format file's schema ``error`` in YAML's words (``shapes.shaped_message``),
    else as ``validation`` says it."""
    from cardtools.formatspec.shapes import shaped_message
    from cardtools.validation import describe_error, expected_types

    return shaped_message(error, expected_types(error)) or describe_error(error)


def _with_rule_key_hint(error: CardtoolsError, instance: Any) -> CardtoolsError:
    """``error`` with what a rule's key takes added when it refuses a rule's key written
    as a scalar (``copy_limit: no``, ``copy_limit: 1``): "false is not of type object or
    null" told no way to write it, and a ``yes``/``no`` there reads as turning the rule
    on or off, which a format does not do."""
    from cardtools.rules import READERS

    if not isinstance(instance, Mapping):
        return error
    for key, value in instance.items():
        if key in READERS and not isinstance(value, (Mapping, type(None))) and (
                error.where == f"$.{key}" or error.message.startswith(f"$.{key}: ")):
            error.message += (f" ({key} takes a mapping of its rule's options, "
                              f"{{option: value}}, or null to drop the parent's; a rule is "
                              "turned off by a project config's rules or --ignore, not by a "
                              "format)")
    return error


def foreign_zones(data: Mapping[str, Any], format_id: str) -> list[CardtoolsError]:
    """The zone ids a merged format's rule options name (every place the format schema
    gives a ``zoneId`` or ``zoneIds``) that are not zones of that format (its ``zones``):
    one ``CardtoolsError`` per id, naming ``format_id`` and its JSON path. The schema admits
    any game's zone there, so a typo naming another game's zone (``magi`` for ``main``)
    would make a limit count nothing; empty when every id is the format's."""
    own = set(data.get("zones") or ())
    found: dict[str, CardtoolsError] = {}
    for key, value in data.items():
        fragment = _key_schema(key) if key != "zones" and value is not None else None
        if fragment is not None and _holds_zones(fragment):
            for path, zone in _zone_ids(fragment, value, f"$.{key}"):
                if zone not in own and path not in found:
                    found[path] = CardtoolsError(
                        f"format {format_id}, {path}: {zone!r} is not a zone of the format "
                        f"(its zones: {', '.join(own) or 'none'})", where=path)
    return list(found.values())


_HOLDS_ZONES: dict[int, bool] = {}


def _holds_zones(schema: Mapping[str, Any]) -> bool:
    """Whether a fragment of the (cached, never modified) format schema may hold a zone
    id: it refers to ``zoneId``, ``zoneIds`` or a ``$defs`` entry that does."""
    known = _HOLDS_ZONES.get(id(schema))
    if known is None:
        text = json.dumps(schema)
        known = _HOLDS_ZONES[id(schema)] = any(
            f'"#/$defs/{name}"' in text for name in _zoned_defs())
    return known


def _skeleton_defs() -> Mapping[str, Any]:
    """The ``$defs`` of the format schema (the skeleton's)."""
    from cardtools.resources import schema

    defs: Mapping[str, Any] = schema("format")["$defs"]
    return defs


@cache
def _zoned_defs() -> frozenset[str]:
    """The ``$defs`` of the format schema that are or refer to a zone id."""
    texts = {name: json.dumps(d) for name, d in _skeleton_defs().items()}
    zoned = {"zoneId", "zoneIds"}
    grown = True
    while grown:
        more = {name for name, text in texts.items()
                if any(f'"#/$defs/{z}"' in text for z in zoned)} - zoned
        zoned |= more
        grown = bool(more)
    return frozenset(zoned)


def _key_schema(key: str) -> Mapping[str, Any] | None:
    """The schema of the format key ``key`` (as ``format_schema`` gives it): the
    skeleton's, else the fragment of the rule that reads it (only that rule's module is
    imported), else ``None``."""
    from cardtools.resources import schema
    from cardtools.rules import READERS, rule_of  # here: the rules import this package

    fragment: Mapping[str, Any] | None = schema("format")["properties"].get(key)
    if fragment is None and key in READERS:
        options = rule_of(READERS[key]).options
        fragment = None if options is None else options.schema
    return fragment


def options_in(data: Mapping[str, Any]) -> Iterator[RuleOptions[Any]]:
    """The options of the rules that read a key ``data`` (a format file's mapping) gives
    a value, in rule-code order: the same as ``all_options`` filtered on ``data``, but
    importing only those rules' modules."""
    from cardtools.rules import READERS, rule_of  # here: the rules import this package

    for key, rule_id in READERS.items():
        if data.get(key) is not None:
            options = rule_of(rule_id).options
            if options is not None:
                yield options


def _zone_ids(schema: Mapping[str, Any], value: Any, path: str
              ) -> Iterator[tuple[str, str]]:
    """``(JSON path, zone id)`` for each string of ``value`` at a place where ``schema``
    (a fragment of the format schema) refers to ``$defs/zoneId`` or ``zoneIds``."""
    if not _holds_zones(schema):  # a list history or a card test: nothing to walk
        return
    ref = str(schema.get("$ref", "")).rsplit("/", 1)[-1]
    if ref == "zoneId" and isinstance(value, str):
        yield path, value
    elif ref == "zoneIds" and isinstance(value, list):
        yield from ((f"{path}[{i}]", v) for i, v in enumerate(value) if isinstance(v, str))
    elif ref:
        yield from _zone_ids(_skeleton_defs().get(ref, {}), value, path)
    for branch in (*schema.get("anyOf", ()), *schema.get("oneOf", ()), *schema.get("allOf", ())):
        yield from _zone_ids(branch, value, path)
    if isinstance(value, dict):
        names = schema.get("propertyNames", {})
        if names.get("$ref", "").endswith("/zoneId"):
            yield from ((f"{path}.{k}", k) for k in value if isinstance(k, str))
        properties = schema.get("properties", {})
        extra = schema.get("additionalProperties")
        for k, v in value.items():
            sub = properties.get(k, extra if isinstance(extra, dict) else None)
            if sub is not None:
                yield from _zone_ids(sub, v, f"{path}.{k}")
    elif isinstance(value, list) and isinstance(schema.get("items"), dict):
        for i, v in enumerate(value):
            yield from _zone_ids(schema["items"], v, f"{path}[{i}]")


@cache
def _format_validator(zones: ZoneTable) -> Any:
    from cardtools.validation import make_validator

    return make_validator(zoned_schema("format", format_schema(), zones))

