"""Validation of the automaton JSON against ``errlang/schema/automaton.schema.json``.

The schema (JSON Schema draft 2020-12) is the one format the engine emits (DESIGN §7). The
engine never validates its own output at run time (its serialisers build documents from typed
results); tests and tools do, with the ``jsonschema`` package (a development dependency),
plus the cross-references that a schema cannot express (unique ids, known states and letters,
determinism). There is no hand-written schema interpreter: ``jsonschema`` is the reference.
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
    try:
        import jsonschema
    except ImportError as error:  # a development dependency only
        raise RuntimeError(
            "validating automaton JSON needs the jsonschema package (pip install errlang[dev])"
        ) from error
    validator = jsonschema.Draft202012Validator(automaton_schema())
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
