"""Where each location of a linked program's result is (issue 22): the absolute ``file`` of
every step, event, input, alphabet location, deciding step and target
(:func:`mark_files`), of a check's errors and warnings (:func:`locate_by_position`), and the
source-text marks of steps in other units read from those units (:func:`mark_unit_sources`).
The check JSON and the learned automaton have a line and a function for each location; the
linked AST knows each function's unit and each call's."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from errlang.frontend.link import Unit
from errlang.frontend.program import Program
from errlang.json_walk import objects

if TYPE_CHECKING:
    from errlang.ir.program import IRProgram
    from errlang.session.linked import LinkedProgram

Json = dict[str, Any]


def mark_files(
    document: Any,
    program: Program,
    inputs_only: bool = False,
    shown: Callable[[str], str] = os.path.abspath,
) -> Any:
    """Give every location of ``document`` (a result's JSON: dicts with a ``line`` and a
    ``function``) the absolute ``file`` the function is defined in (a learned target's
    ``file``, the linked program's main unit, is replaced by its own). An input read by a
    function the program does not define (``__VERIFIER_nondet_int``) is in the unit that
    calls it on that line, when one unit alone does. ``inputs_only``: only the dicts under
    ``inputs`` (a check's JSON, whose other files are already right). ``shown``: how a file
    is written (the command line's: relative to the working directory; ``""``: not named)."""
    files: dict[str, str | None] = {}
    calls: dict[tuple[str, int], set[str]] | None = None

    def file_of(function: str, line: object) -> str | None:
        nonlocal calls
        if function not in files:
            definition = program.functions.get(function)
            coord = definition.coord if definition is not None else None
            files[function] = shown(str(coord.file)) if coord is not None and coord.file else None
        if files[function] is not None or not isinstance(line, int):
            return files[function]
        if calls is None:
            calls = _call_sites(program)
        found = calls.get((function, line), set())
        return shown(next(iter(found))) if len(found) == 1 else None

    roots = [document]
    if inputs_only:  # what is under an ``inputs`` member, at any depth
        roots = [node["inputs"] for node, _ in objects(document) if "inputs" in node]
    for root in roots:
        for node, _ in objects(root):
            function = node.get("function")
            if "line" in node and isinstance(function, str):
                found = file_of(function, node["line"])
                if found:  # "": a file ``shown`` leaves unnamed
                    node["file"] = found
    return document


def _call_sites(program: Program) -> dict[tuple[str, int], set[str]]:
    """The units calling each function on each line: ``(callee, line) → files``."""
    from pycparser import c_ast

    found: dict[tuple[str, int], set[str]] = {}

    class Calls(c_ast.NodeVisitor):
        def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
            coord = node.coord
            if isinstance(node.name, c_ast.ID) and coord is not None and coord.file:
                key = (node.name.name, coord.line)
                found.setdefault(key, set()).add(os.path.abspath(str(coord.file)))
            self.generic_visit(node)

    Calls().visit(program.ast)
    return found


def locate_by_position(data: Json, program: Program, ir: IRProgram) -> None:
    """The unit of each error and warning of a linked check: the check's JSON has no file for
    them and :func:`errlang.project.tasks.with_files` names the main unit. A refused construct
    is found among the IR's refusals (each diagnostic keeps its file), a call without a
    declaration in the linked AST, both by position (when one unit alone has it there)."""
    from pycparser import c_ast

    places: dict[tuple[int, int], set[str]] = {}

    def add(line: int, column: int, file: object) -> None:
        if file:
            places.setdefault((line, column), set()).add(os.path.abspath(str(file)))

    for refusal in ir.refused:
        for diagnostic in refusal.diagnostics:
            add(diagnostic.line, diagnostic.column, diagnostic.file)

    class Calls(c_ast.NodeVisitor):
        def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
            name = node.name.name if isinstance(node.name, c_ast.ID) else None
            if name in program.undeclared and node.coord is not None:
                add(node.coord.line, node.coord.column, node.coord.file)
            self.generic_visit(node)

    if program.undeclared:
        Calls().visit(program.ast)
    for item in [*(data.get("errors") or []), *(data.get("warnings") or [])]:
        files = places.get((item.get("line"), item.get("column")), set())
        if len(files) == 1:
            item["file"] = next(iter(files))


def mark_unit_sources(document: Json, linked: LinkedProgram, path: str) -> None:
    """Read the source-text marks of a learned document's steps in other units (a macro used
    on the step's line, a deciding branch's condition) from those units' texts: the editor's
    marks were read from ``path``'s text (:func:`errlang.session.explain.mark_macros`,
    ``mark_deciding``). Call after :func:`mark_files`."""
    from errlang.explain.deciding import condition_text
    from errlang.explain.macros import defined_macros, macro_use

    own = resolved(path)
    texts = {resolved(u.path): unit_text(u) for u in linked.units}
    sources: dict[str, tuple[list[str], dict[str, Any]]] = {}

    def source(file: str) -> tuple[list[str], dict[str, Any]]:
        if file not in sources:
            text = texts.get(resolved(file))
            if text is None:
                text = unit_text(Unit(Path(file))) or ""
            sources[file] = (text.split("\n"), defined_macros(text))
        return sources[file]

    for example in document.get("counterexamples") or []:
        for step in example.get("steps") or []:
            file, line = step.get("file"), step.get("line")
            if not isinstance(file, str) or resolved(file) == own or not isinstance(line, int):
                continue
            step.pop("macro", None)
            lines, macros = source(file)
            use = macro_use(lines[line - 1], macros) if macros and 0 < line <= len(lines) else None
            if use is not None:
                step["macro"] = {"name": use.name, "expansion": use.expansion}
        deciding = example.get("deciding")
        if not isinstance(deciding, dict):
            continue
        file, line = deciding.get("file"), deciding.get("line")
        if isinstance(file, str) and resolved(file) != own and isinstance(line, int):
            deciding.pop("condition", None)
            lines, _ = source(file)
            if deciding.get("kind") == "branch" and 0 < line <= len(lines):
                condition = condition_text(lines[line - 1])
                if condition is not None:
                    deciding["condition"] = condition


def absolute_files(document: Json) -> Json:
    """``document`` (a check JSON with ``file`` relative to the working directory, as
    :func:`errlang.project.tasks.with_files` writes it) with absolute files."""

    for node, _ in objects(document):
        if isinstance(node.get("file"), str):
            node["file"] = os.path.abspath(node["file"])
    return document


def unit_text(unit: Unit) -> str | None:
    """The unit's text: its buffer, else its file (None when unreadable)."""
    if unit.text is not None:
        return unit.text
    try:
        return unit.path.read_text("utf-8", "replace")
    except OSError:
        return None


def resolved(path: str | Path) -> str:
    """``path`` made absolute, links resolved where possible (how units are compared)."""
    try:
        return str(Path(path).resolve())
    except OSError:
        return os.path.abspath(path)
