"""Labelled transition systems (Barbon, Leroy, Salaün, SEFM 2018, Definition 1).

An :class:`LTS` is ``(S, s0, Σ, T)`` with ``T ⊆ S × Σ × S`` a *set*: duplicate transitions are
dropped (the first occurrence is kept, so the order of ``transitions`` is the input order).
States are integers (Aldebaran ``.aut`` files) or strings (JSON input may use either); labels are
strings. :func:`load_lts` reads either format from a file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

State = int | str
"""A state identifier; its ``str()`` names it in JSON output and must be unique in an LTS."""


class LTSFormatError(ValueError):
    """Bad LTS input; ``str()`` is one line naming the source and, when known, the line."""

    def __init__(self, message: str, *, source: str | None = None, line: int | None = None):
        self.message = message
        self.source = source
        self.line = line
        where = source or ""
        if line is not None:
            where = f"{where}:{line}" if where else f"line {line}"
        super().__init__(f"{where}: {message}" if where else message)


@dataclass(frozen=True)
class Transition:
    """A transition ``source --label--> target`` (Definition 1)."""

    source: State
    label: str
    target: State


@dataclass(frozen=True)
class LTS:
    """A labelled transition system ``(S, s0, Σ, T)`` (Definition 1).

    ``states`` lists ``S`` in a fixed order: the declared states if given, otherwise the initial
    state followed by the states of ``transitions`` in order of first appearance. Every endpoint
    of a transition must be a state; duplicate transitions are removed.
    """

    initial: State
    transitions: tuple[Transition, ...] = ()
    states: tuple[State, ...] = field(default=())

    def __post_init__(self) -> None:
        transitions = tuple(dict.fromkeys(self.transitions))
        declared = tuple(dict.fromkeys(self.states))
        names: dict[str, State] = {}
        for state in declared:
            _check_state(state)
            _claim_name(names, state)
        if declared:
            known = set(declared)
            if self.initial not in known:
                raise LTSFormatError(f"unknown initial state {self.initial!r}")
            for t in transitions:
                for end in (t.source, t.target):
                    if end not in known:
                        raise LTSFormatError(f"unknown state {end!r} in transition {_show(t)}")
            states = declared
        else:
            _check_state(self.initial)
            order: dict[State, None] = {self.initial: None}
            for t in transitions:
                order.setdefault(t.source, None)
                order.setdefault(t.target, None)
            for state in order:
                _check_state(state)
                _claim_name(names, state)
            states = tuple(order)
        for t in transitions:
            if not isinstance(t.label, str) or t.label == "":
                raise LTSFormatError(f"label must be a non-empty string in {_show(t)}")
        object.__setattr__(self, "transitions", transitions)
        object.__setattr__(self, "states", states)

    @classmethod
    def from_triples(
        cls,
        initial: State,
        triples: Iterable[tuple[State, str, State]],
        states: Sequence[State] = (),
    ) -> LTS:
        """Build an LTS from ``(source, label, target)`` triples."""
        return cls(initial, tuple(Transition(s, lab, d) for s, lab, d in triples), tuple(states))

    @classmethod
    def from_json(cls, data: Any, *, source: str | None = None, text: str | None = None) -> LTS:
        """Read ``{"initial": s, "transitions": [[src, label, dst], ...], "states"?: [...]}``.

        With the document's ``text``, errors in a transition name its line.
        """

        def fail(
            message: str, index: int | None = None, key: str = "transitions"
        ) -> LTSFormatError:
            line = None
            if text is not None:
                line = _json_line(text, key, index)
            where = f"{key}[{index}]: " if index is not None else ""
            return LTSFormatError(where + message, source=source, line=line)

        if not isinstance(data, Mapping):
            raise fail("expected a JSON object with 'initial' and 'transitions'")
        if "initial" not in data:
            raise fail("missing key 'initial'")
        initial = data["initial"]
        if not _is_state(initial):
            raise fail(f"'initial' must be an integer or a string, not {initial!r}", key="initial")
        declared = data.get("states", [])
        if not isinstance(declared, list) or not all(_is_state(s) for s in declared):
            raise fail("'states' must be a list of integers or strings", key="states")
        known = set(declared)
        if known and initial not in known:
            raise fail(f"unknown initial state {initial!r}", key="initial")
        raw = data.get("transitions", [])
        if not isinstance(raw, list):
            raise fail("'transitions' must be a list")
        triples: list[Transition] = []
        for i, item in enumerate(raw):
            if not (isinstance(item, list) and len(item) == 3):
                raise fail(f"expected [source, label, target], got {item!r}", i)
            src, label, dst = item
            if not (_is_state(src) and _is_state(dst)):
                raise fail("states must be integers or strings", i)
            if not isinstance(label, str) or label == "":
                raise fail("label must be a non-empty string", i)
            for end in (src, dst):
                if known and end not in known:
                    raise fail(f"unknown state {end!r} (not in 'states')", i)
            triples.append(Transition(src, label, dst))
        try:
            return cls(initial, tuple(triples), tuple(declared))
        except LTSFormatError as error:
            raise LTSFormatError(error.message, source=source) from None

    def to_json(self) -> dict[str, Any]:
        """The JSON form read by :meth:`from_json` (states listed explicitly)."""
        return {
            "initial": self.initial,
            "states": list(self.states),
            "transitions": [[t.source, t.label, t.target] for t in self.transitions],
        }


def load_lts(path: str | Path) -> LTS:
    """Read an LTS from an Aldebaran ``.aut`` or a JSON file (by extension, else by content)."""
    from errlang.automata import aut  # aut imports this module

    name = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LTSFormatError("no such file", source=name) from None
    except (OSError, UnicodeDecodeError) as error:
        raise LTSFormatError(f"cannot read: {error}", source=name) from None
    suffix = Path(path).suffix.lower()
    stripped = text.lstrip()
    if suffix == ".json" or (suffix != ".aut" and stripped.startswith(("{", "["))):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise LTSFormatError(
                f"invalid JSON: {error.msg}", source=name, line=error.lineno
            ) from None
        return LTS.from_json(data, source=name, text=text)
    if suffix == ".aut" or stripped.startswith("des"):
        return aut.loads_aut(text, source=name)
    raise LTSFormatError(
        "neither an Aldebaran .aut file (starting with 'des') nor a JSON object", source=name
    )


def _json_line(text: str, key: str, index: int | None) -> int | None:
    """Best-effort line of ``key`` (``index is None``) or of element ``index`` of the array under
    ``key`` in a JSON document: a small scanner that skips strings and counts nesting."""
    found = re.search(r'"' + re.escape(key) + r'"\s*:\s*', text)
    if found is None:
        return None
    if index is None:
        return text.count("\n", 0, found.start()) + 1
    pos = found.end()
    if not text.startswith("[", pos):
        return None
    depth, element, expecting = 0, -1, True
    i = pos + 1
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        if depth == 0 and expecting and not ch.isspace() and ch not in ",]":
            element += 1
            expecting = False
            if element == index:
                return text.count("\n", 0, i) + 1
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            if depth == 0:
                return None
            depth -= 1
        elif ch == "," and depth == 0:
            expecting = True
        i += 1
    return None


def _is_state(value: object) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def _check_state(state: object) -> None:
    if not _is_state(state):
        raise LTSFormatError(f"state must be an integer or a string, not {state!r}")


def _claim_name(names: dict[str, State], state: State) -> None:
    other = names.setdefault(str(state), state)
    if other != state:
        raise LTSFormatError(f"states {other!r} and {state!r} have the same name")


def _show(t: Transition) -> str:
    return f"({t.source!r}, {t.label!r}, {t.target!r})"
