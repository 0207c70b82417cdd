"""gcc's ``__attribute__((constructor))`` and ``__attribute__((destructor))`` (gcc's "Common
Function Attributes"): functions that run before ``main`` and after it, with no call written.
errlang writes the calls out in ``main`` (plain C in the AST, the attributes removed with
the others: the lowering and a replay, which gcc compiles from this AST, see the calls where
they are written):

* constructors at the start of ``main``'s body: those with a priority (``constructor(101)``)
  by increasing priority, then those without, in the order of the file (what gcc 12 does on
  x86-64, tried);
* destructors in the reverse of that order, where ``main`` returns (after its value is
  computed, as ``exit`` does after ``main``), at the end of its body, and before each call of
  ``exit`` in the unit (not in a destructor; ``_exit``, ``_Exit`` and ``abort`` run none).

A unit that has such functions but does not define ``main`` (a library checked with
``--entry F``, or linked with the unit that defines ``main``) is refused as before, at the
first attribute: its constructors would have to run before a ``main`` errlang does not write
them into. A constructor or destructor that takes parameters (glibc passes ``argc``, ``argv``
and ``envp``) is refused the same way. Not followed: ``exit`` called from another unit of a
linked program runs no destructor (the unit that defines ``main`` is the only one rewritten).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from pycparser import c_ast

from errlang.frontend.gnu import attribute_spans
from errlang.frontend.normalise import replace_children

_RUNNING_RE = re.compile(r"\b_*(constructor|destructor)_*\b(?:\s*\(\s*(\d+)\s*\))?")
STATUS = "__errlang_exit_status"
RESULT = "__errlang_main_result"
Position = tuple[str, int, int]


@dataclass(frozen=True)
class RunningAttribute:
    """A constructor or destructor attribute in the text: where, which, its priority (None:
    the default, after every priority), and whether it follows the declarator it is on."""

    position: Position
    kind: str
    priority: int | None
    after_declarator: bool


def running_attributes(text: str, position: Callable[[int], Position]) -> list[RunningAttribute]:
    """The constructor and destructor attributes of preprocessed ``text``."""
    found: list[RunningAttribute] = []
    for start, end in attribute_spans(text):
        for match in _RUNNING_RE.finditer(text, start, end):
            after = follows_declarator(text, start, end)
            priority = int(match.group(2)) if match.group(2) else None
            found.append(RunningAttribute(position(start), match.group(1), priority, after))
    return found


def follows_declarator(text: str, start: int, end: int) -> bool:
    """Whether the attribute at ``text[start:end]`` follows the declarator it is on
    (``void f(void) __attribute__((…));``) rather than comes before it."""
    following = text[end : end + 200].lstrip()
    after = following[:1] in (";", "{", ",", "=") or following.startswith("__attribute")
    before = text[:start].rstrip()[-1:]
    return after and (before.isalnum() or before in "_)")


def function_declarations(ast: c_ast.FileAST) -> list[c_ast.Decl]:
    declared: list[c_ast.Decl] = []
    for ext in ast.ext:
        decl = ext.decl if isinstance(ext, c_ast.FuncDef) else ext
        function = isinstance(decl, c_ast.Decl) and isinstance(decl.type, c_ast.FuncDecl)
        if function and decl.coord is not None:
            declared.append(decl)
    return declared


def _key(coord: object) -> tuple[str, int, int]:
    return (
        str(getattr(coord, "file", "")),
        getattr(coord, "line", 0),
        getattr(coord, "column", 0) or 0,
    )


def function_of(
    position: Position, after_declarator: bool, declared: list[c_ast.Decl]
) -> c_ast.Decl | None:
    """The function declaration an attribute at ``position`` is on: the last one before it
    when it follows its declarator, else the first one after it (in the same file)."""
    file = position[0]
    same = [d for d in declared if str(d.coord.file) == file]
    if after_declarator:
        earlier = [d for d in same if _key(d.coord) <= position]
        return earlier[-1] if earlier else None
    later = [d for d in same if _key(d.coord) >= position]
    return later[0] if later else None


def run_order(
    attributes: list[RunningAttribute], ast: c_ast.FileAST, kind: str
) -> list[c_ast.Decl]:
    """The functions ``kind`` (constructor, destructor) names, in gcc's order of the
    constructors (priorities first, increasing; then the file's order); each function once."""
    declared = function_declarations(ast)
    defined = {e.decl.name for e in ast.ext if isinstance(e, c_ast.FuncDef)}
    chosen: dict[str, tuple[tuple[int, int], c_ast.Decl]] = {}
    for order, attribute in enumerate(a for a in attributes if a.kind == kind):
        decl = function_of(attribute.position, attribute.after_declarator, declared)
        if decl is None or decl.name in chosen or decl.name not in defined:
            continue  # on a prototype of a function defined elsewhere: gcc runs it there
        rank = (0, attribute.priority) if attribute.priority is not None else (1, order)
        chosen[decl.name] = (rank, decl)
    return [decl for _, decl in sorted(chosen.values(), key=lambda item: item[0])]


def _takes_parameters(decl: c_ast.Decl) -> bool:
    params = decl.type.args.params if decl.type.args is not None else []
    if len(params) != 1:
        return bool(params)
    only = params[0]
    return not (
        isinstance(only, c_ast.Typename)
        and isinstance(only.type, c_ast.TypeDecl)
        and isinstance(only.type.type, c_ast.IdentifierType)
        and only.type.type.names == ["void"]
    )


def _calls(decls: list[c_ast.Decl], coord: object) -> list[c_ast.Node]:
    return [c_ast.FuncCall(c_ast.ID(d.name, coord=coord), None, coord) for d in decls]


def _int_declaration(name: str, init: c_ast.Node, coord: object) -> c_ast.Decl:
    kind = c_ast.TypeDecl(name, [], None, c_ast.IdentifierType(["int"]), coord=coord)
    return c_ast.Decl(name, [], [], [], [], kind, init, None, coord=coord)


def write_runs(ast: c_ast.FileAST, attributes: list[RunningAttribute]) -> Position | None:
    """Write the constructors' and destructors' calls into ``main`` (the module's rules);
    the position of the attribute to refuse the file at when they cannot be (None: done)."""
    if not attributes:
        return None
    main = next(
        (e for e in ast.ext if isinstance(e, c_ast.FuncDef) and e.decl.name == "main"), None
    )
    constructors = run_order(attributes, ast, "constructor")
    destructors = list(reversed(run_order(attributes, ast, "destructor")))
    if main is None or any(_takes_parameters(d) for d in constructors + destructors):
        return attributes[0].position
    body = main.body
    coord = body.coord
    _before_returns(body, destructors)
    names = {d.name for d in destructors}
    for ext in ast.ext:
        if isinstance(ext, c_ast.FuncDef) and ext.decl.name not in names:
            _before_exits(ext.body, destructors)
    items = body.block_items or []
    body.block_items = [*_calls(constructors, coord), *items, *_calls(destructors, coord)]
    return None


def _before_returns(body: c_ast.Node, destructors: list[c_ast.Decl]) -> None:
    """Each ``return`` of ``main``: its value first, then the destructors."""
    if not destructors:
        return

    def replace(node: c_ast.Node) -> c_ast.Node | None:
        if not isinstance(node, c_ast.Return):
            return None
        coord = node.coord
        if node.expr is None:
            return c_ast.Compound([*_calls(destructors, coord), node], coord)
        keep = _int_declaration(RESULT, node.expr, coord)
        back = c_ast.Return(c_ast.ID(RESULT, coord=coord), coord)
        return c_ast.Compound([keep, *_calls(destructors, coord), back], coord)

    replace_children(body, replace)


def _before_exits(body: c_ast.Node, destructors: list[c_ast.Decl]) -> None:
    """Each ``exit(e)``: ``({ int s = e; destructors; exit(s); })``."""
    if not destructors:
        return

    def replace(node: c_ast.Node) -> c_ast.Node | None:
        if not (
            isinstance(node, c_ast.FuncCall)
            and isinstance(node.name, c_ast.ID)
            and node.name.name == "exit"
            and node.args is not None
            and len(node.args.exprs) == 1
        ):
            return None
        coord = node.coord
        keep = _int_declaration(STATUS, node.args.exprs[0], coord)
        node.args.exprs[0] = c_ast.ID(STATUS, coord=coord)
        return c_ast.Compound([keep, *_calls(destructors, coord), node], coord)

    replace_children(body, replace)
