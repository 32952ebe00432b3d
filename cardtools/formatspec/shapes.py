"""A format file's schema refusals in YAML's words, with the shape the key takes.

jsonschema says ``{'banned': ['Ignition']} is not of type 'array'``: a Python repr and a
JSON type. A format file is YAML written by hand, so its refusals show the value as YAML
writes it, name the kinds as YAML does (a mapping, a list, text, a whole number) and say
how to write the key: the schema node's ``shape`` annotation when it has one (``lists``:
a list of dated entries), else a fix read from the value (``[Ignition]`` for a list,
``40`` without quotes for a number written as text).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardtools.display import visible

#: A JSON Schema type -> what YAML calls a value of it.
_KINDS = {"string": "text", "integer": "a whole number", "number": "a number",
          "boolean": "true or false", "null": "empty", "array": "a list",
          "object": "a mapping"}
#: Words YAML 1.1 reads as true or false, in any case -> the one to write.
_YES_NO = {"true": "true", "yes": "true", "on": "true", "false": "false", "no": "false",
           "off": "false"}
#: The longest value shown before it is cut with "...".
_LONGEST = 80


def yaml_words(value: Any) -> str:
    """``value`` written as YAML on one line (flow style: ``{banned: [Ignition]}``,
    ``'40'``, ``true``, ``null``; keys in their order), cut to 80 characters with ``...``; control
    characters shown as escapes (``display.visible``). Never raises."""
    import yaml

    try:
        text = yaml.safe_dump(value, default_flow_style=True, width=10**6,
                              allow_unicode=True, sort_keys=False).strip()
    except yaml.YAMLError:
        text = repr(value)
    text = text.removesuffix("\n...").removesuffix("...").strip()
    return visible(text if len(text) <= _LONGEST else text[:_LONGEST] + "...")


def kind_of(value: Any) -> str:
    """What YAML calls ``value``: ``a mapping``, ``a list``, ``text``, ``a number``,
    ``a true/false value`` (a boolean), ``empty`` (null)."""
    if isinstance(value, bool):
        return "a true/false value"
    for kind, types in (("a mapping", dict), ("a list", list), ("text", str),
                        ("a number", (int, float))):
        if isinstance(value, types):
            return kind
    return "empty" if value is None else type(value).__name__


def shaped_message(error: Any, expected: list[str]) -> str | None:
    """The refusal of a jsonschema ``error`` in YAML's words, or None when it is not a
    wrong kind of value (``expected``, the JSON types the schema takes there, empty) nor
    a missing key (a ``required`` error). A wrong kind: ``{banned: [Ignition]} is a
    mapping, not a list: HOW``; a missing key: ```date:`` is missing: HOW``; HOW is the schema
    node's ``shape`` annotation, else a fix read from the value, else nothing."""
    if error.validator in _SAID:
        return _SAID[error.validator](error)
    if error.validator == "required":
        missing = str(error.message).split("'")[1] if "'" in str(error.message) else ""
        return _with_hint(f"`{missing}:` is missing", _shape(error.schema))
    if not expected:
        return None
    kinds = sorted(expected, key=lambda kind: kind == "null")  # "empty" said last
    wanted = " or ".join(dict.fromkeys(_KINDS.get(kind, kind) for kind in kinds))
    said = f"{yaml_words(error.instance)} is {kind_of(error.instance)}, not {wanted}"
    return _with_hint(said, _shape(error.schema) or _fix(error.instance, expected)
                      or _keys(error.schema, error.absolute_path))


def _not_one_of(error: Any) -> str:
    """An ``enum`` refusal: ``hand is not one of: main, side (did you mean ...?)``."""
    from cardtools.validation import closest_value

    values = ", ".join(yaml_words(value) for value in error.validator_value)
    return f"{yaml_words(error.instance)} is not one of: {values}{closest_value(error)}"


def _below(error: Any) -> str:
    """A ``minimum`` or ``minItems``/``minLength`` refusal: ``-1 is less than 0, the
    least it takes``."""
    if error.validator == "minimum":
        least = error.validator_value
        return f"{yaml_words(error.instance)} is less than {least}, the least it takes"
    return f"{yaml_words(error.instance)} is empty: write at least one"


def _unlike(error: Any) -> str | None:
    """A ``pattern`` refusal by the schema's ``title`` (``yesterday is not a day written
    "YYYY-MM-DD"``), else None (the pattern said as jsonschema says it)."""
    title = error.schema.get("title") if isinstance(error.schema, dict) else None
    return f"{yaml_words(error.instance)} is not {title}" if title else None


#: Refusals said in YAML's words by their own function, by jsonschema validator.
_SAID: dict[str, Callable[[Any], str | None]] = {
    "enum": _not_one_of, "minimum": _below, "minItems": _below, "minLength": _below,
    "pattern": _unlike}


def _with_hint(said: str, hint: str) -> str:
    return f"{said}: {hint}" if hint else said


def _shape(schema: Any) -> str:
    """The ``shape`` annotation of a schema node (or of its alternatives'), else ``""``."""
    if not isinstance(schema, dict):
        return ""
    if isinstance(schema.get("shape"), str):
        return str(schema["shape"])
    return next((str(branch["shape"]) for branch in schema.get("anyOf", ())
                 if isinstance(branch, dict) and isinstance(branch.get("shape"), str)), "")


def _fix(value: Any, expected: list[str]) -> str:
    """How to write ``value`` as one of the ``expected`` JSON types, when the value says:
    a list of it (``write [Ignition]``), a number without quotes (``write 40 without
    quotes``), true or false without quotes (for ``'yes'``), text in quotes (``write
    "7"``); else ``""``."""
    if "array" in expected and not isinstance(value, (list, dict)) and value is not None:
        return f"write it as a list: {yaml_words([value])}"
    if isinstance(value, str) and {"integer", "number"} & set(expected):
        number = value.strip()
        if number.lstrip("-").isdigit() or ("number" in expected and _is_float(number)):
            return f"write {number} without quotes"
    if "boolean" in expected and isinstance(value, str) and value.lower() in _YES_NO:
        return f"write {_YES_NO[value.lower()]} without quotes"
    if "string" in expected and isinstance(value, (int, float)):
        return f"write it in quotes: \"{yaml_words(value)}\""
    return ""


def _is_float(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _keys(schema: Any, path: Any) -> str:
    """```KEY` is a mapping of keys such as default:, zones:, ...`` (four at most, KEY
    the last key of ``path``) for a schema node below the file's top level taking a
    mapping of known keys (itself or one of its alternatives), else ``""`` (a top-level
    rule key's hint is ``options._with_rule_key_hint``'s)."""
    if not isinstance(schema, dict) or len(path) < 2:  # a rule's key: options.py says it
        return ""
    for node in (schema, *schema.get("anyOf", ())):
        properties = node.get("properties") if isinstance(node, dict) else None
        if isinstance(properties, dict) and properties:
            keys = [f"{key}:" for key in properties]
            more = ", ..." if len(keys) > 4 else ""
            named = [part for part in path if isinstance(part, str)]
            key = f"`{named[-1]}`" if named else "it"
            return f"{key} is a mapping of keys such as " + ", ".join(keys[:4]) + more
    return ""
