"""Validation of the automaton JSON against ``errlang/schema/automaton.schema.json``.

The schema (JSON Schema draft 2020-12) is the one format the engine emits (DESIGN §7). When the
``jsonschema`` package (a development dependency) is installed it checks documents; otherwise a
small interpreter of the keywords the schema uses does. Either way the cross-references that a
schema cannot express (unique ids, known states and letters, determinism) are checked too.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

SCHEMA_RESOURCE = "schema/automaton.schema.json"


class AutomatonJsonError(ValueError):
    """A document that does not follow the automaton schema; the message names the place."""


@cache
def automaton_schema() -> dict[str, Any]:
    """The automaton JSON schema, loaded from the package data."""
    text = resources.files("errlang").joinpath(SCHEMA_RESOURCE).read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def validate_automaton_json(obj: Any) -> None:
    """Raise :class:`AutomatonJsonError` unless ``obj`` follows the automaton schema and is a
    well-formed deterministic automaton (ids unique, transitions between known states on
    known letters, at most one transition per state and letter)."""
    schema = automaton_schema()
    try:
        import jsonschema
    except ImportError:  # jsonschema is a development dependency only
        _check(obj, schema, "$")
    else:
        validator = jsonschema.Draft202012Validator(schema)
        errors = sorted(validator.iter_errors(obj), key=lambda e: list(e.absolute_path))
        if errors:
            first = errors[0]
            where = "$" + "".join(f"[{p!r}]" for p in first.absolute_path)
            message = first.message
            if first.validator == "anyOf" and first.context:
                # jsonschema's own message would print the whole document
                message = "matches none of: " + "; ".join(c.message for c in first.context)
            raise AutomatonJsonError(f"{where}: {message}")
    _check_references(obj)


_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "boolean": (bool,),
    "integer": (int,),
    "number": (int, float),
}


def _has_type(value: Any, name: str) -> bool:
    if name in ("integer", "number") and isinstance(value, bool):
        return False
    return isinstance(value, _TYPES[name])


def _check(value: Any, schema: dict[str, Any], where: str) -> None:
    """Interpret the schema keywords our schema uses: type, required, properties,
    additionalProperties (boolean), items, minimum, minLength, minItems, anyOf."""
    expected = schema.get("type")
    if expected is not None:
        names = [expected] if isinstance(expected, str) else list(expected)
        if not any(_has_type(value, n) for n in names):
            raise AutomatonJsonError(f"{where}: {value!r} is not of type {' or '.join(names)}")
    if isinstance(value, dict):
        for key in schema.get("required", ()):
            if key not in value:
                raise AutomatonJsonError(f"{where}: {key!r} is a required property")
        properties = schema.get("properties", {})
        for key, item in value.items():
            if key in properties:
                _check(item, properties[key], f"{where}[{key!r}]")
            elif schema.get("additionalProperties", True) is False:
                raise AutomatonJsonError(f"{where}: additional property {key!r} is not allowed")
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            raise AutomatonJsonError(f"{where}: needs at least {schema['minItems']} items")
        if "items" in schema:
            for i, item in enumerate(value):
                _check(item, schema["items"], f"{where}[{i}]")
    if isinstance(value, str) and len(value) < schema.get("minLength", 0):
        raise AutomatonJsonError(f"{where}: {value!r} is too short")
    if "minimum" in schema and _has_type(value, "number") and value < schema["minimum"]:
        raise AutomatonJsonError(f"{where}: {value!r} is less than {schema['minimum']}")
    if "anyOf" in schema:
        problems = []
        for option in schema["anyOf"]:
            try:
                _check(value, option, where)
            except AutomatonJsonError as problem:
                problems.append(str(problem))
            else:
                break
        else:
            raise AutomatonJsonError(f"{where}: matches none of: " + "; ".join(problems))


def _check_references(obj: dict[str, Any]) -> None:
    letters = [entry["letter"] for entry in obj["alphabet"]]
    if len(set(letters)) != len(letters):
        raise AutomatonJsonError("$['alphabet']: a letter is listed twice")
    known_letters = set(letters)
    known_letters.update(obj[key] for key in ("error_letter", "end_letter") if key in obj)
    ids = [state["id"] for state in obj["states"]]
    if len(set(ids)) != len(ids):
        raise AutomatonJsonError("$['states']: a state id is listed twice")
    if obj["initial"] not in ids:
        raise AutomatonJsonError(f"$['initial']: {obj['initial']} is not a state id")
    seen: set[tuple[int, str]] = set()
    for i, t in enumerate(obj["transitions"]):
        where = f"$['transitions'][{i}]"
        for end in ("source", "target"):
            if t[end] not in ids:
                raise AutomatonJsonError(f"{where}: {end} {t[end]} is not a state id")
        if t["letter"] not in known_letters:
            raise AutomatonJsonError(f"{where}: letter {t['letter']!r} is not in the alphabet")
        key = (t["source"], t["letter"])
        if key in seen:
            raise AutomatonJsonError(f"{where}: a second transition from {key[0]} on {key[1]!r}")
        seen.add(key)
