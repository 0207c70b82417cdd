"""Macro expansions at counterexample steps (DESIGN §5: "inside macros too: the expansion is
shown").

The front end preprocesses the file before parsing, so a step inside a macro's expansion is
located at the line of the macro's *use*, and the values it writes are already on that step.
What the step lacks is the expansion itself: it is rebuilt here from the file's own
``#define`` lines (object-like and function-like macros, backslash continuations; the
arguments substituted textually, one level, no ``#``/``##`` operators). Macros from headers are
not known here and are not shown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_DEFINE = re.compile(r"^\s*#\s*define\s+([A-Za-z_]\w*)(\(([^)]*)\))?\s*(.*)$")
_WORD = re.compile(r"[A-Za-z_]\w*")


@dataclass(frozen=True)
class Macro:
    """A ``#define`` of the file: ``params`` is ``None`` for an object-like macro."""

    name: str
    params: tuple[str, ...] | None
    body: str


@dataclass(frozen=True)
class MacroUse:
    """A macro used on a source line, with its expansion (arguments substituted)."""

    name: str
    expansion: str


def defined_macros(text: str) -> dict[str, Macro]:
    """The macros the file defines itself (the last definition of a name wins)."""
    macros: dict[str, Macro] = {}
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        while line.endswith("\\") and index + 1 < len(lines):
            index += 1
            line = line[:-1] + " " + lines[index].strip()
        index += 1
        found = _DEFINE.match(line)
        if found is None:
            continue
        name, has_params, params, body = found.groups()
        names = tuple(p.strip() for p in params.split(",") if p.strip()) if has_params else None
        macros[name] = Macro(name, names, " ".join(body.split()))
    return macros


def macro_use(line: str, macros: dict[str, Macro]) -> MacroUse | None:
    """The first macro of ``macros`` used on source ``line`` (not a ``#define`` line)."""
    if line.lstrip().startswith("#"):
        return None
    for found in _WORD.finditer(line):
        macro = macros.get(found.group())
        if macro is None:
            continue
        if macro.params is None:
            return MacroUse(macro.name, macro.body)
        arguments = _arguments(line, found.end())
        if arguments is None:
            continue  # the name without a call: not this macro's use
        return MacroUse(macro.name, _substitute(macro, arguments))
    return None


def _arguments(line: str, start: int) -> list[str] | None:
    """The top-level comma-separated arguments of the call whose ``(`` follows ``start``."""
    rest = line[start:].lstrip()
    if not rest.startswith("("):
        return None
    depth, current, arguments = 0, "", []
    for char in rest:
        if char in "([{":
            depth += 1
            if depth == 1:
                continue
        elif char in ")]}":
            depth -= 1
            if depth == 0:
                arguments.append(current.strip())
                return [a for a in arguments if a] if arguments != [""] else []
        elif char == "," and depth == 1:
            arguments.append(current.strip())
            current = ""
            continue
        current += char
    return None  # the call continues on the next line


def _substitute(macro: Macro, arguments: list[str]) -> str:
    params = dict(zip(macro.params or (), arguments, strict=False))
    return _WORD.sub(lambda word: params.get(word.group(), word.group()), macro.body)
