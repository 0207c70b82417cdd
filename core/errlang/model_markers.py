"""``// errlang: model observe=x,y [init=G]`` markers (DESIGN §9, docs/model.md).

Plain text syntax, in a module that imports nothing of the engine (like
:mod:`errlang.vocabulary`): the language server reads these markers on its event loop to place
its lenses and diagnostics, and its process must not load z3 (docs/server.md). The learn
markers of :mod:`errlang.session.markers` share :data:`FUNCTION`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

FUNCTION = re.compile(r"^\s*(?:static\s+|inline\s+)*[A-Za-z_][\w\s\*]*?\b([A-Za-z_]\w*)\s*\([^;]*$")
"""The start of a function definition on one line; group 1 is the function's name."""
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
        function = FUNCTION.match(code)
        if function is None:
            error = error or "the model marker is not on or above a function definition"
        name = function.group(1) if function else None
        found.append(ModelMarker(target + 1, name, observe, init, index + 1, error))
    return found
