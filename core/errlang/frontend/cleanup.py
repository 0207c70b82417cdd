"""gcc's ``__attribute__((cleanup(f)))`` on a local variable (gcc's "Common Variable
Attributes"; systemd's ``_cleanup_free_``, glib's ``g_autofree``): ``f(&x)`` is called when
``x`` goes out of scope, made plain C in the AST (so the lowering and a replay by gcc see the
calls written out):

* at the end of the block, after its last statement, the block's cleanups in reverse order of
  declaration;
* before ``return e;``: ``e`` into a temporary of the function's return type first (gcc
  evaluates it before the cleanups run), then every cleanup in scope, innermost first;
* before ``break``/``continue``: the cleanups of the blocks the jump leaves;
* at the end of a statement expression: its value into a ``__typeof__`` temporary first;
* before ``goto L``: the cleanups of the scopes the jump leaves (those in scope at the
  ``goto`` and not at ``L``), innermost first: systemd's ``goto finish`` (seventh session:
  refused).

Refused at their place (the function alone, :class:`~errlang.frontend.gnu_parser.Refused`):
a ``goto`` into the scope of a cleanup variable, a ``case``/``default`` label in the scope
of one (a jump into it), a cleanup variable declared in a ``for`` initialiser or a static one.
``exit()`` and ``abort()`` run no cleanup, as in gcc.
Before, the attribute refused the whole file (dropping it would have dropped the calls).
"""

from __future__ import annotations

import copy
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from pycparser import c_ast

from errlang.frontend.gnu import attribute_spans
from errlang.frontend.gnu_parser import Refused, declaration

CLEANUP_RE = re.compile(r"\b_*cleanup_*\s*\(\s*([A-Za-z_]\w*)\s*\)")
TEMPORARY = "__errlang_cleanup_value"
_numbers = itertools.count(1)
Position = tuple[str, int, int]


@dataclass(frozen=True)
class CleanupAttribute:
    """A cleanup attribute found in the text: where it is, its function, and whether it
    follows a declarator (``int x __attribute__((cleanup(f)))``) rather than starts the
    declaration (``__attribute__((cleanup(f))) int x, y;``, every declarator up to
    ``end_column``, the declaration's ``;``)."""

    position: Position
    function: str
    after_declarator: bool
    end_column: int
    start_column: int = 0  # the column of the ``;``, ``{`` or ``}`` before it on its line


def cleanup_attributes(text: str, position: Callable[[int], Position]) -> list[CleanupAttribute]:
    """The cleanup attributes of preprocessed ``text`` (``position``: an offset's file, line
    and column)."""
    found: list[CleanupAttribute] = []
    for start, end in attribute_spans(text):
        cleanup = CLEANUP_RE.search(text, start, end)
        if cleanup is None:
            continue
        before = text[:start].rstrip()
        after_declarator = bool(before) and (before[-1].isalnum() or before[-1] in "_])")
        line_end = text.find("\n", end)
        semicolon = text.find(";", end, line_end if line_end >= 0 else len(text))
        where = position(start)
        end_column = where[2] + (semicolon - start if semicolon >= 0 else 1 << 20)
        line_start = text.rfind("\n", 0, start) + 1
        ends = [text.rfind(c, line_start, start) for c in ";{}"]
        start_column = where[2] - (start - max(ends)) if max(ends) >= 0 else 0
        found.append(
            CleanupAttribute(where, cleanup.group(1), after_declarator, end_column, start_column)
        )
    return found


@dataclass
class _Scope:
    """What a statement is lowered within: the cleanup variables in scope (outermost first)
    and how many of them a ``break`` and a ``continue`` leave in scope."""

    active: list[tuple[str, str, c_ast.Node]] = field(default_factory=list)
    break_at: int | None = None
    continue_at: int | None = None
    switch_at: int | None = None  # how many a case label of the innermost switch may skip


def _located(message: str, node: c_ast.Node) -> Refused:
    return Refused(message, node.coord)


def _call(function: str, variable: str, coord: object) -> c_ast.FuncCall:
    address = c_ast.UnaryOp("&", c_ast.ID(variable, coord=coord), coord=coord)
    return c_ast.FuncCall(c_ast.ID(function, coord=coord), c_ast.ExprList([address]), coord)


def _calls(active: list[tuple[str, str, c_ast.Node]], coord: object) -> list[c_ast.Node]:
    return [_call(function, name, coord) for name, function, _ in reversed(active)]


class _Rewriter:
    """The cleanup calls of one function (the module's rules)."""

    def __init__(self, definition: c_ast.FuncDef, marked: dict[int, str]) -> None:
        self.definition = definition
        self.marked = marked
        self.handled: set[int] = set()
        self.labels: dict[str, list[tuple[str, str, c_ast.Node]]] = {}
        self.ambiguous: set[str] = set()  # label names defined more than once (``__label__``)
        self.gotos: list[tuple[c_ast.Compound, list[tuple[str, str, c_ast.Node]]]] = []

    def resolve_gotos(self) -> None:
        """Each ``goto``: the cleanups of the scopes it leaves, innermost first, run before
        it (gcc: leaving a scope by a jump ends its variables' lifetimes, as systemd's
        ``goto finish``); a jump into the scope of a cleanup variable (its cleanup would
        take an object never initialised) is refused."""
        for jump, active in self.gotos:
            goto = jump.block_items[-1]
            target = self.labels.get(goto.name, [])
            if goto.name in self.ambiguous and (active or target):
                # `__label__` labels of one name in several blocks (renamed apart later):
                # which one this goto reaches is not known here
                message = f"a goto to the local label '{goto.name}' near a cleanup variable"
                jump.block_items = [_located(message, goto)]
                continue
            kept = len(target)
            if [id(d) for _, _, d in active[:kept]] != [id(d) for _, _, d in target]:
                name = target[-1][0]
                message = f"a goto into the scope of '{name}', a variable with a cleanup"
                jump.block_items = [_located(message, goto)]
                continue
            jump.block_items = [*_calls(active[kept:], goto.coord), goto]

    def statement(self, node: c_ast.Node | None, scope: _Scope) -> c_ast.Node | None:
        if node is None:
            return None
        if isinstance(node, c_ast.Compound):
            return self.block(node, scope)
        if isinstance(node, c_ast.Return) and scope.active:
            return self.leaving_return(node, scope)
        if isinstance(node, c_ast.Break) and scope.break_at is not None:
            return self.leaving(node, scope.active[scope.break_at :])
        if isinstance(node, c_ast.Continue) and scope.continue_at is not None:
            return self.leaving(node, scope.active[scope.continue_at :])
        if isinstance(node, c_ast.Goto):
            jump = c_ast.Compound([node], node.coord)  # filled when every label is known
            self.gotos.append((jump, list(scope.active)))
            return jump
        if isinstance(node, c_ast.Label):
            if node.name in self.labels:
                self.ambiguous.add(node.name)
            self.labels.setdefault(node.name, list(scope.active))
        skipped = scope.active[scope.switch_at :] if scope.switch_at is not None else []
        if isinstance(node, c_ast.Case | c_ast.Default) and skipped:
            return _located("a case label in the scope of a cleanup variable", node)
        if isinstance(node, c_ast.DeclList | c_ast.Decl):
            return self.declarations(node, scope)
        self.children(node, scope)
        return node

    def declarations(self, node: c_ast.Node, scope: _Scope) -> c_ast.Node:
        decls = node.decls if isinstance(node, c_ast.DeclList) else [node]
        for decl in decls:
            if id(decl) in self.marked:
                self.handled.add(id(decl))
                return _located("a cleanup variable here is not supported", decl)
            if isinstance(decl, c_ast.Decl) and decl.name in {n for n, _, _ in scope.active}:
                return _located(f"'{decl.name}' hides a variable with a cleanup", decl)
        for decl in decls:
            if isinstance(decl, c_ast.Decl) and decl.init is not None:
                self.expression_blocks(decl.init, scope)
        return node

    def children(self, node: c_ast.Node, scope: _Scope) -> None:
        loop = isinstance(node, c_ast.For | c_ast.While | c_ast.DoWhile)
        switch = isinstance(node, c_ast.Switch)
        inner = _Scope(
            scope.active,
            len(scope.active) if loop or switch else scope.break_at,
            len(scope.active) if loop else scope.continue_at,
            len(scope.active) if switch else scope.switch_at,
        )
        if isinstance(node, c_ast.For) and node.init is not None:
            node.init = self.declarations(node.init, scope)
        for attribute in ("iftrue", "iffalse", "stmt"):
            if hasattr(node, attribute):
                setattr(node, attribute, self.statement(getattr(node, attribute), inner))
        if isinstance(node, c_ast.Case | c_ast.Default):
            node.stmts = [self.statement(s, inner) for s in node.stmts or []]
        for name, child in node.children():
            if name.partition("[")[0] not in _STATEMENT_SLOTS:
                self.expression_blocks(child, scope)

    def expression_blocks(self, node: c_ast.Node, scope: _Scope) -> None:
        """The statement expressions inside an expression, each a block of its own."""
        if isinstance(node, c_ast.Compound):
            inner = _Scope(list(scope.active), scope.break_at, scope.continue_at, scope.switch_at)
            self.block(node, inner)
            return
        for _, child in node.children():
            self.expression_blocks(child, scope)

    def block(self, node: c_ast.Compound, scope: _Scope) -> c_ast.Compound:
        active = list(scope.active)
        inner = _Scope(active, scope.break_at, scope.continue_at, scope.switch_at)
        items: list[c_ast.Node] = []
        own = 0
        for item in node.block_items or []:
            marked = self.marked.get(id(item)) if isinstance(item, c_ast.Decl) else None
            if isinstance(item, c_ast.Decl) and item.name in {n for n, _, _ in scope.active}:
                # a call written by name inside would take this variable: refused
                self.handled.add(id(item))
                message = f"'{item.name}' hides a variable with __attribute__((cleanup))"
                items.append(_located(message, item))
                continue
            if marked is None:
                items.append(self.statement(item, inner) or item)
                continue
            if "static" in item.storage or "extern" in item.storage:
                self.handled.add(id(item))
                items.append(_located("__attribute__((cleanup)) on a static variable", item))
                continue
            self.handled.add(id(item))
            items.append(item)
            active.append((item.name, marked, item))
            own += 1
        if own:
            items += _calls(active[len(active) - own :], node.coord)
        node.block_items = items
        return node

    def leaving(self, node: c_ast.Node, leaving: list[tuple[str, str, c_ast.Node]]) -> c_ast.Node:
        if not leaving:
            return node
        return c_ast.Compound([*_calls(leaving, node.coord), node], node.coord)

    def leaving_return(self, node: c_ast.Return, scope: _Scope) -> c_ast.Node:
        calls = _calls(scope.active, node.coord)
        if node.expr is None:
            return c_ast.Compound([*calls, node], node.coord)
        result = self.definition.decl.type.type
        if isinstance(result, c_ast.TypeDecl) and _is_void(result):
            return c_ast.Compound([node.expr, *calls, c_ast.Return(None, node.coord)], node.coord)
        name = f"{TEMPORARY}{next(_numbers)}"
        kind = copy.deepcopy(result)
        declared = kind
        while not isinstance(declared, c_ast.TypeDecl):
            declared = declared.type
        declared.declname = name
        decl = c_ast.Decl(name, [], [], [], [], kind, node.expr, None, coord=node.coord)
        back = c_ast.Return(c_ast.ID(name, coord=node.coord), node.coord)
        return c_ast.Compound([decl, *calls, back], node.coord)


def _is_void(declared: c_ast.TypeDecl) -> bool:
    kind = declared.type
    return isinstance(kind, c_ast.IdentifierType) and kind.names == ["void"]


_STATEMENT_SLOTS = frozenset({"body", "iftrue", "iffalse", "stmt", "block_items", "stmts"})


def _statement_expressions(node: c_ast.Node, marked: dict[int, str], value: bool) -> None:
    """A statement expression (``value``: a block in an expression's place) with cleanup
    variables: its value into a temporary before the cleanups run (gcc: the value is
    computed, then the variables' scope ends)."""
    for name, child in node.children():
        _statement_expressions(child, marked, name.partition("[")[0] not in _STATEMENT_SLOTS)
    if not (value and isinstance(node, c_ast.Compound) and node.block_items):
        return
    if not any(id(item) in marked for item in node.block_items):
        return
    last = node.block_items[-1]
    if isinstance(last, c_ast.Decl | c_ast.Compound) or type(last).__name__ in _STATEMENTS:
        return
    name = f"{TEMPORARY}{next(_numbers)}"
    node.block_items[-1:] = [
        declaration(name, last, last.coord),
        _Value(c_ast.ID(name, coord=last.coord)),
    ]


class _Value(c_ast.Node):
    """Marks the value of a statement expression, kept after the block's cleanup calls."""

    __slots__ = ("__weakref__", "coord", "expr")
    attr_names = ()

    def __init__(self, expr: c_ast.Node) -> None:
        self.expr = expr
        self.coord = expr.coord

    def children(self) -> tuple[tuple[str, c_ast.Node], ...]:
        return (("expr", self.expr),)


_STATEMENTS = {
    "Return", "Break", "Continue", "Goto", "If", "While", "DoWhile", "For", "Switch",
    "Label", "Case", "Default", "EmptyStatement", "Pragma", "StaticAssert", "Typedef",
}  # fmt: skip


def _values_last(node: c_ast.Node) -> None:
    """Each statement expression's :class:`_Value` moved after its cleanup calls, as the
    expression itself (the block's value)."""
    for _, child in node.children():
        _values_last(child)
    if isinstance(node, c_ast.Compound) and node.block_items:
        values = [item for item in node.block_items if isinstance(item, _Value)]
        if values:
            items = [item for item in node.block_items if not isinstance(item, _Value)]
            node.block_items = [*items, values[-1].expr]


def _marked(ast: c_ast.FileAST, attributes: list[CleanupAttribute]) -> dict[int, str]:
    """The local declarations each attribute is on (by ``id``), with its function."""
    by_line: dict[tuple[str, int], list[c_ast.Decl]] = {}

    def walk(node: c_ast.Node) -> None:
        if isinstance(node, c_ast.Decl) and node.coord is not None:
            by_line.setdefault((str(node.coord.file), node.coord.line), []).append(node)
        for _, child in node.children():
            walk(child)

    for ext in ast.ext:
        if isinstance(ext, c_ast.FuncDef):
            walk(ext.body)
    marked: dict[int, str] = {}
    for attribute in attributes:
        file, line, column = attribute.position
        decls = sorted(by_line.get((file, line), []), key=lambda d: d.coord.column)
        before = [d for d in decls if attribute.start_column < d.coord.column < column]
        if attribute.after_declarator and before:
            marked[id(before[-1])] = attribute.function
            continue
        for decl in decls:
            if column < decl.coord.column < attribute.end_column:
                marked[id(decl)] = attribute.function
    return marked


def cleanup_variables(ast: c_ast.FileAST, attributes: list[CleanupAttribute]) -> list[Position]:
    """Write out the cleanup calls of the variables ``attributes`` are on (the module's
    rules); the positions of the attributes on no local declaration, which the caller
    refuses."""
    if not attributes:
        return []
    marked = _marked(ast, attributes)
    for ext in ast.ext:
        if not isinstance(ext, c_ast.FuncDef):
            continue
        _statement_expressions(ext.body, marked, False)
        rewriter = _Rewriter(ext, marked)
        rewriter.block(ext.body, _Scope())
        rewriter.resolve_gotos()
        _values_last(ext.body)
        missed = [d for d in _declarations(ext.body) if id(d) in marked]
        missed = [d for d in missed if id(d) not in rewriter.handled]
        if missed:  # not in a block's own items (none is known): refused, never dropped
            refusal = _located("__attribute__((cleanup)) here is not supported", missed[0])
            ext.body.block_items = [refusal, *(ext.body.block_items or [])]
    found = {_position(node) for node in _declarations(ast) if id(node) in marked}
    lines = {(file, line) for file, line, _ in found}
    return [a.position for a in attributes if (a.position[0], a.position[1]) not in lines]


def _declarations(ast: c_ast.Node) -> list[c_ast.Decl]:
    found: list[c_ast.Decl] = []

    def walk(node: c_ast.Node) -> None:
        if isinstance(node, c_ast.Decl):
            found.append(node)
        for _, child in node.children():
            walk(child)

    walk(ast)
    return found


def _position(node: c_ast.Node) -> Position:
    return str(node.coord.file), node.coord.line, node.coord.column
