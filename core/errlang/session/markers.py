"""``// errlang: learn [alphabet=…] [loop-bound=…] [max-length=…]`` markers (DESIGN §6)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from errlang.session.settings import parse_alphabet

_MARKER = re.compile(r"//\s*errlang:\s*learn\b(?P<options>[^\n]*)")
_ASSERTION = re.compile(
    r"\b(assert|__VERIFIER_assert|__CPROVER_assert|reach_error|__VERIFIER_error)\s*\("
)
_FUNCTION = re.compile(
    r"^\s*(?:static\s+|inline\s+)*[A-Za-z_][\w\s\*]*?\b([A-Za-z_]\w*)\s*\([^;]*$"
)


@dataclass(frozen=True)
class Marker:
    """A marked target: ``line`` is the 1-based line of the assertion or function."""

    line: int
    kind: str  # "assertion" | "function"
    name: str | None
    options: dict[str, object] = field(default_factory=dict)
    marker_line: int = 0
    error: str | None = None


def _options(text: str) -> tuple[dict[str, object], str | None]:
    options: dict[str, object] = {}
    for item in text.split():
        key, _, value = item.partition("=")
        try:
            if key == "alphabet":
                options["alphabet"] = parse_alphabet(value)
            elif key in ("loop-bound", "max-length"):
                number = int(value)
                if number < 1:
                    raise ValueError(f"{key} must be at least 1")
                options[key.replace("-", "_")] = number
            else:
                return options, f"unknown marker option '{key}'"
        except ValueError as error:
            return options, str(error)
    return options, None


def markers(text: str) -> list[Marker]:
    """Markers in ``text``: each applies to its own line or to the next non-blank line."""
    lines = text.splitlines()
    found: list[Marker] = []
    for index, line in enumerate(lines):
        match = _MARKER.search(line)
        if not match:
            continue
        options, error = _options(match.group("options"))
        code = line[: match.start()]
        target_index = index
        if not code.strip():
            target_index = index + 1
            while target_index < len(lines) and not lines[target_index].strip():
                target_index += 1
            code = lines[target_index] if target_index < len(lines) else ""
        if _ASSERTION.search(code):
            found.append(Marker(target_index + 1, "assertion", None, options, index + 1, error))
        elif function := _FUNCTION.match(code):
            found.append(
                Marker(target_index + 1, "function", function.group(1), options, index + 1, error)
            )
        else:
            found.append(
                Marker(
                    target_index + 1,
                    "assertion",
                    None,
                    options,
                    index + 1,
                    error or "the marker is not on or above an assertion or a function",
                )
            )
    return found


_MODEL_MARKER = re.compile(r"//\s*errlang:\s*model\b(?P<options>[^\n]*)")


@dataclass(frozen=True)
class ModelMarker:
    """``// errlang: model observe=x,y [init=G]`` on or above a step function (DESIGN §9):
    ``line`` is the 1-based line of the function, ``name`` its name; ``error`` a bad marker."""

    line: int
    name: str | None
    observe: tuple[str, ...]
    init: str | None = None
    marker_line: int = 0
    error: str | None = None


def model_markers(text: str) -> list[ModelMarker]:
    """Model markers in ``text``: each applies to its own line or the next non-blank line."""
    lines = text.splitlines()
    found: list[ModelMarker] = []
    for index, line in enumerate(lines):
        match = _MODEL_MARKER.search(line)
        if not match:
            continue
        observe: tuple[str, ...] = ()
        init: str | None = None
        error: str | None = None
        for item in match.group("options").split():
            key, _, value = item.partition("=")
            if key == "observe" and value:
                observe = tuple(v for v in value.split(",") if v)
            elif key == "init" and value:
                init = value
            else:
                error = f"unknown model marker option '{item}' (expected observe=x,y [init=G])"
        if not observe and error is None:
            error = "the model marker needs observe=x,y"
        target = index
        code = line[: match.start()]
        if not code.strip():
            target = index + 1
            while target < len(lines) and not lines[target].strip():
                target += 1
            code = lines[target] if target < len(lines) else ""
        function = _FUNCTION.match(code)
        if function is None:
            error = error or "the model marker is not on or above a function definition"
        name = function.group(1) if function else None
        found.append(ModelMarker(target + 1, name, observe, init, index + 1, error))
    return found
