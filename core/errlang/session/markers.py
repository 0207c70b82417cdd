"""``// errlang: learn [alphabet=…] [loop-bound=…] [max-length=…]`` markers (DESIGN §6); the
model markers (``ModelMarker``, ``model_markers``) live in :mod:`errlang.model_markers`, which the
server process imports without the engine."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from errlang.frontend.conventions import ASSERT_FUNCTIONS, ERROR_FUNCTIONS
from errlang.model_markers import FUNCTION as _FUNCTION
from errlang.model_markers import ModelMarker, model_markers
from errlang.session.settings import parse_alphabet

__all__ = ["Marker", "ModelMarker", "markers", "model_markers"]

_MARKER = re.compile(r"//\s*errlang:\s*learn\b(?P<options>[^\n]*)")
# Every call ``check`` takes as an assertion (frontend/conventions.py), ``_Learn_assert`` too
_ASSERTION = re.compile(
    r"(?<![\w$])(" + "|".join(sorted(ASSERT_FUNCTIONS | ERROR_FUNCTIONS)) + r")\s*\("
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
