"""JSON Schema validation of user files, with errors naming the file and JSON path."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from cardtools.display import visible
from cardtools.errors import CardtoolsError
from cardtools.gamedata import ZONED_SCHEMAS, ZoneTable, bundled_zones, zoned_schema
from cardtools.patterns import lazy_pattern
from cardtools.resources import schema


@cache
def _validator(name: str, zones: ZoneTable | None) -> Any:
    return make_validator(schema(name) if zones is None
                          else zoned_schema(name, schema(name), zones))


def make_validator(document: Mapping[str, Any]) -> Any:
    """A jsonschema validator (of the schema's own draft, checking ``format``) for the
    schema ``document``, its local references inlined (``inlined``); build it once per
    schema, it is costly."""
    import jsonschema  # imported here: it costs ~100 ms and most runs never need it

    cls = jsonschema.validators.validator_for(document)
    return cls(inlined(document), format_checker=cls.FORMAT_CHECKER)


_LOCAL_DEF = "#/$defs/"
#: Keywords that validate nothing: a reference beside them alone is still inlined.
_ANNOTATIONS = frozenset({"description", "title", "$comment", "examples", "default",
                          "shape"})


def inlined(document: Mapping[str, Any]) -> dict[str, Any]:
    """``document`` with each ``{"$ref": "#/$defs/NAME"}`` (a reference alone in its
    object, or beside annotations only: ``description``...) replaced by a copy of that
    definition (with those annotations), but where a definition refers to itself (kept
    a reference, as its ``$defs`` are). It validates as the document does,
    with the same errors at the same paths, at about half the cost: jsonschema looks a
    reference up again at every value it checks (a structured decklist's every card
    entry). Never raises."""
    definitions = document.get("$defs")
    defs = definitions if isinstance(definitions, Mapping) else {}

    def inline(node: Any, within: frozenset[str]) -> Any:
        # ``node`` with its references written out, but those to a definition of
        # ``within`` (the ones it is inside of: a definition referring to itself)
        if isinstance(node, Mapping):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith(_LOCAL_DEF) \
                    and _ANNOTATIONS.issuperset(node.keys() - {"$ref"}):
                name = ref[len(_LOCAL_DEF):]
                if name in defs and name not in within:
                    found = inline(defs[name], within | {name})
                    if isinstance(found, dict):
                        return {**found, **{key: node[key] for key in node if key != "$ref"}}
            return {key: inline(value, within) for key, value in node.items()}
        if isinstance(node, list):
            return [inline(value, within) for value in node]
        return node

    return dict(inline(document, frozenset()))


def schema_errors(instance: Any, schema_name: str, path: str,
                  zones: ZoneTable | None = None,
                  describe: Callable[[Any], str] | None = None) -> list[CardtoolsError]:
    """Validate ``instance`` against the packaged schema ``schema_name``, its zone ids
    taken from ``zones`` (``gamedata.zoned_schema``; default: the bundled games').

    Output: one ``CardtoolsError`` per problem (file, JSON path such as
    ``$.zones.main.min``, and what was expected, in ``describe``'s words: default
    ``describe_error``'s), sorted by JSON path; empty when valid.
    (A format file's schema is composed from the rules: ``formatspec.options.format_errors``.)
    Raises ``CardtoolsError`` when the bundled game data cannot be read.
    """
    table = zones or bundled_zones() if schema_name in ZONED_SCHEMAS else None
    return validator_errors(_validator(schema_name, table), instance, path, describe=describe)


#: Where each key of a YAML document is written (``yamlio.key_places``): key path ->
#: (line, column), both 1-based.
Places = Mapping[tuple[Any, ...], tuple[int, int]]


def validator_errors(validator: Any, instance: Any, path: str,
                     places: Places | None = None,
                     describe: Callable[[Any], str] | None = None) -> list[CardtoolsError]:
    """``schema_errors`` with a validator from ``make_validator``. With ``places`` (the
    document's key places), each error is placed as yamllint places one: ``where`` is
    ``LINE:COLUMN`` of the key it is about and the message starts with the key's JSON
    path; a mapping's unexpected keys are one error each, at the key
    (``$.copy_limt: unexpected key 'copy_limt'``); in line order. ``describe`` says
    what is wrong with a jsonschema error (default: its message, a Python repr and a
    JSON type: ``formatspec.shapes`` says it in YAML's words)."""
    say = describe or describe_error
    found = [leaf for error in validator.iter_errors(instance)
             for leaf in _leaves(error)]
    found.sort(key=lambda e: [str(part) for part in e.absolute_path])
    if places is None:
        return [CardtoolsError(say(error), path, json_path(error.absolute_path))
                for error in found]
    placed = [_placed(parts, message, path, places)
              for error in found for parts, message in _about(error, say)]
    return sorted(placed, key=_line_order)


def _line_order(error: CardtoolsError) -> tuple[int, ...]:
    """A placed error's line and column (``LINE:COLUMN``); an unplaced one first."""
    where = str(error.where or "")
    return tuple(int(part) for part in where.split(":")) if where[:1].isdigit() else (0,)


def _about(error: Any, say: Callable[[Any], str]) -> list[tuple[tuple[Any, ...], str]]:
    """The key paths a schema error is about, each with what to say there: each
    unexpected key of a mapping, and a key its mapping's ``propertyNames`` refuse, at
    the key's own path, any other error at its own."""
    parts = tuple(error.absolute_path)
    if "propertyNames" in error.absolute_schema_path:  # a key refused: its own place
        return [((*parts, error.instance), say(error))]
    if error.validator != "additionalProperties" or not isinstance(error.instance, dict):
        return [(parts, say(error))]
    import re

    allowed = error.schema.get("properties", {})
    patterns = error.schema.get("patternProperties", {})
    unexpected = [key for key in error.instance if key not in allowed and not any(
        re.search(pattern, str(key)) for pattern in patterns)]
    if not unexpected:
        return [(parts, say(error))]
    return [((*parts, key), f"unexpected key {visible(str(key))!r}"
             f"{_closest(key, allowed) or _nested_home(key, allowed)}")
            for key in unexpected]


def _nested_home(key: Any, allowed: Mapping[str, Any]) -> str:
    """`` (KEY is a key of each entry of HOME: SHAPE)`` for an unexpected ``key`` that
    the schema ``allowed`` of its mapping takes one level down, in the entries of a
    list or in a mapping (a format's ``banned:`` at the top, which belongs in a dated
    entry of ``lists:``), with that key's ``shape`` when the schema gives one; else
    ``""``."""
    for home, spec in allowed.items():
        if not isinstance(spec, Mapping):
            continue
        entries = spec.get("items")
        inner = entries if isinstance(entries, Mapping) else spec
        if str(key) in inner.get("properties", {}):
            where = "each entry of" if inner is entries else "the mapping"
            shape = spec.get("shape")
            return (f" ({visible(str(key))} is a key of {where} {home}:"
                    f"{' ' + shape if shape else ''})")
    return ""


def _closest(key: Any, allowed: Mapping[str, Any]) -> str:
    """`` (did you mean KEY?)`` for the key of ``allowed`` closest to an unexpected
    ``key`` (``copy_limt``: ``copy_limit``), else ``""``."""
    import difflib

    close = difflib.get_close_matches(str(key), list(allowed), n=1, cutoff=0.8)
    return f" (did you mean {close[0]}?)" if close else ""


def _placed(parts: tuple[Any, ...], message: str, path: str,
            places: Places) -> CardtoolsError:
    """The error at ``parts``, placed at its key, else at the nearest key above it
    written in the document (no place: a document of no keys)."""
    for end in range(len(parts), -1, -1):
        place = places.get(tuple(str(p) if not isinstance(p, int) else p
                                 for p in parts[:end]))
        if place is not None:
            return CardtoolsError(f"{json_path(parts)}: {message}", path,
                                  f"{place[0]}:{place[1]}")
    return CardtoolsError(message, path, json_path(parts))


_PLAIN_KEY = lazy_pattern(r"^[a-zA-Z][a-zA-Z0-9_]*$")


def json_path(parts: Any) -> str:
    """``$.zones.main.min``, ``$.deck['Fire Ball']``, ``$.cards[3]`` for a path of keys and
    indexes; keys that are not strings (YAML ``1.5:``, ``!!binary``) are shown as written
    by ``repr`` (jsonschema's ``error.json_path`` raises TypeError on them). Control and
    bidirectional-formatting characters of a key are shown as escapes (``visible``): the
    path is printed on a terminal."""
    path = "$"
    for part in parts:
        if isinstance(part, int) and not isinstance(part, bool):
            path += f"[{part}]"
        elif isinstance(part, str) and _PLAIN_KEY().match(part):
            path += f".{part}"
        elif isinstance(part, str):
            path += f"['{visible(part)}']"
        else:
            path += f"[{visible(repr(part))}]"
    return path


def _leaves(error: Any) -> list[Any]:
    """The errors worth showing: for "none of anyOf/oneOf matched", the problems inside the
    alternative that came closest (type mismatches of the other alternatives dropped)."""
    if error.validator not in ("anyOf", "oneOf") or not error.context:
        return [error]
    branches: dict[Any, list[Any]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    # a branch that failed only because the value has another type is not the one meant
    meant = [b for b in branches.values() if not all(_type_only(e) for e in b)]
    if not meant:  # the value has none of the types: say so once
        types = dict.fromkeys(kind for e in error.context for kind in _types_refused(e))
        error.message = f"{as_written(error.instance)} is not of type {' or '.join(types)}"
        return [error]
    inner = [e for b in meant for e in b]
    leaves = [leaf for e in inner for leaf in _leaves(e)]
    unique = {(tuple(map(str, e.absolute_path)), e.message): e for e in leaves}
    return list(unique.values())


def _type_only(error: Any) -> bool:
    """Whether ``error`` (an alternative's, about the value itself) says only that the
    value has another type: a ``type`` error, or an ``anyOf``/``oneOf`` (a ``$ref`` to
    one: a decklist entry, a name or a mapping) none of whose alternatives takes the
    value's type. Such an alternative is not the one meant: a companion list of numbers
    was said wrong twice, as no entry and as a list of bad entries."""
    if error.relative_path:
        return False
    if error.validator == "type":
        return True
    return (error.validator in ("anyOf", "oneOf") and bool(error.context)
            and all(_type_only(sub) for sub in error.context))


def expected_types(error: Any) -> list[str]:
    """The JSON types (``array``, ``object``...) a jsonschema ``error`` says the value
    should have: a ``type`` error's, or those of an ``anyOf``/``oneOf`` none of whose
    alternatives takes the value's type (``_leaves``); empty for any other error."""
    if error.validator == "type" or (error.validator in ("anyOf", "oneOf") and error.context
                                     and all(_type_only(e) for e in error.context)):
        return list(dict.fromkeys(_types_refused(error)))
    return []


def _types_refused(error: Any) -> list[str]:
    """The types a ``_type_only`` error's alternatives take (``string``, ``object``),
    in schema order."""
    if error.validator == "type":
        value = error.validator_value
        return [str(kind) for kind in value] if isinstance(value, list) else [str(value)]
    return [kind for sub in error.context for kind in _types_refused(sub)]


def check_schema(instance: Any, schema_name: str, path: str) -> None:
    """Raise the first ``CardtoolsError`` of ``schema_errors``, listing how many more."""
    errors = schema_errors(instance, schema_name, path)
    if errors:
        first = errors[0]
        if len(errors) > 1:
            more = len(errors) - 1
            first.message += f" (and {more} more problem{'s' if more != 1 else ''})"
        raise first


def describe_error(error: Any) -> str:
    """What is wrong, as jsonschema says it (a pattern by its schema's ``title``, a
    refused enum value with the closest one taken), control characters escaped."""
    if error.validator == "not" and isinstance(error.instance, dict):
        # "{...} should not be valid under {schema}": name the fields that are refused
        refused = [key for branch in error.validator_value.get("anyOf", [error.validator_value])
                   for key in branch.get("required", []) if key in error.instance]
        if refused:
            return "not allowed here: " + ", ".join(repr(key) for key in refused)
    if error.validator == "pattern" and "title" in error.schema:
        # a pattern means nothing to a user: a value's schema may say what it takes
        return visible(f"{error.instance!r} is not {error.schema['title']}")
    message = _yaml_message(error)
    if len(message) > 300:
        message = message[:300] + "..."
    return visible(message) + closest_value(error)


def as_written(value: Any) -> str:
    """A value of a YAML file as a message shows it, in YAML's words, not Python's:
    ``true``, ``false``, ``null`` (``banned: yes`` said "True"), a list or mapping in
    flow style (``[false]``), a text quoted (``'warn'``), a number as it is."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, (list, dict)):
        import yaml

        try:
            return str(yaml.safe_dump(value, default_flow_style=True, width=10**6)).strip()
        except yaml.YAMLError:  # a key or value YAML cannot write back (a date, bytes)
            return repr(value)
    return repr(value)


def _yaml_message(error: Any) -> str:
    """jsonschema's message of ``error`` in YAML's words: a ``type`` or ``enum`` error
    names the value as written (``as_written``) and the values taken as a list of words
    (``'warn' is not one of error, warning, info, off``), not Python's reprs."""
    if error.validator == "enum":
        taken = ", ".join(str(value) if isinstance(value, str) else as_written(value)
                          for value in error.validator_value)
        return f"{as_written(error.instance)} is not one of {taken}"
    if error.validator == "type" and isinstance(error.instance, (bool, type(None), list)):
        return str(error.message).replace(repr(error.instance), as_written(error.instance), 1)
    return str(error.message)


def closest_value(error: Any) -> str:
    """`` (did you mean warning?)`` for a text value a schema's ``enum`` refuses, naming
    the closest value it takes (compared without case, as a typo is); else ``""``."""
    if error.validator != "enum" or not isinstance(error.instance, str):
        return ""
    import difflib

    values = {str(value).casefold(): value for value in error.validator_value
              if isinstance(value, str)}
    close = difflib.get_close_matches(error.instance.casefold(), list(values), n=1,
                                      cutoff=0.6)
    return f" (did you mean {values[close[0]]}?)" if close else ""
