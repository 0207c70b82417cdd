"""The GNU C that :mod:`errlang.frontend.gnu_parser` parsed, made plain C in the AST (each a
small pass, positions kept; docs/semantics.md, "The C dialect"):

* :func:`designator_ranges`: ``[A ... B] = v`` becomes ``[A] = v, …, [B] = v``;
* :func:`local_labels`: the labels a block declares with ``__label__`` get names of their own
  (a statement-expression macro with a label used twice in a function, Linux's style);
* :func:`refused_functions`: a function holding a :class:`~.gnu_parser.Refused` construct is
  refused at the first one (it starts its body, so the lowering meets it first);
* :func:`escape_characters`: gcc's ``\\e`` (ESC) in character and string literals.
"""

from __future__ import annotations

import copy
import itertools
import re

from pycparser import c_ast

from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.gnu_parser import RANGE_OP, LocalLabels, Refused

MAX_RANGE = 4096
"""The most elements one ``[A ... B]`` designator initialises (each is lowered apart)."""


def _error(node: c_ast.Node, message: str) -> FrontendError:
    coord = node.coord
    file, line, column = (coord.file, coord.line, coord.column or 1) if coord else ("", 1, 1)
    return FrontendError([Diagnostic(str(file), line, column, message)])


_SUFFIX = re.compile(r"[uUlL]+$")
_SIMPLE_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "\\": 92, "'": 39, '"': 34, "a": 7}
_SIMPLE_ESCAPES |= {"b": 8, "f": 12, "v": 11, "e": 27, "?": 63}


def _constant(node: c_ast.Constant) -> int | None:
    text = node.value
    if node.type == "char":
        body = text[1:-1]
        if len(body) == 1:
            return ord(body) if ord(body) < 128 else None
        if body.startswith("\\x"):
            value = int(body[2:], 16)
        elif body[1:].isdigit():
            value = int(body[1:], 8)
        elif len(body) == 2 and body[1] in _SIMPLE_ESCAPES:
            value = _SIMPLE_ESCAPES[body[1]]
        else:
            return None
        return value - 256 if value > 127 else value  # gcc's char is signed
    if "int" not in node.type and "long" not in node.type:
        return None
    digits = _SUFFIX.sub("", text).replace("'", "").lower()
    if digits.startswith(("0x", "0b")):
        return int(digits[2:], 16 if digits[1] == "x" else 2)
    return int(digits, 8) if digits.startswith("0") and len(digits) > 1 else int(digits)


_BINARY = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "<<": lambda a, b: a << b,
    ">>": lambda a, b: a >> b,
    "&": lambda a, b: a & b,
    "|": lambda a, b: a | b,
    "^": lambda a, b: a ^ b,
}


def range_bound(node: c_ast.Node, enumerators: dict[str, int | None] | None = None) -> int | None:
    """The value of a designator range's bound: an integer constant expression of literals
    (what macros expand to) and ``enumerators`` (their values by name); None for anything
    else (``sizeof``, a cast)."""
    if isinstance(node, c_ast.Constant):
        return _constant(node)
    if isinstance(node, c_ast.ID):
        return (enumerators or {}).get(node.name)
    if isinstance(node, c_ast.UnaryOp) and node.op in ("-", "+", "~"):
        value = range_bound(node.expr, enumerators)
        if value is None:
            return None
        return {"-": -value, "+": value, "~": ~value}[node.op]
    if isinstance(node, c_ast.BinaryOp) and node.op in _BINARY:
        left, right = range_bound(node.left, enumerators), range_bound(node.right, enumerators)
        if left is None or right is None or (node.op in ("<<", ">>") and not 0 <= right < 64):
            return None
        result: int = _BINARY[node.op](left, right)
        return result
    return None


class _DesignatorRanges(c_ast.NodeVisitor):
    """Expands the ranges, knowing the enumerators defined before each (in text order)."""

    def __init__(self) -> None:
        self.enumerators: dict[str, int | None] = {}

    def visit_Enum(self, node: c_ast.Enum) -> None:
        value: int | None = -1
        for enumerator in node.values.enumerators if node.values else []:
            if enumerator.value is not None:
                value = range_bound(enumerator.value, self.enumerators)
            elif value is not None:
                value += 1
            # a name defined twice (enums in two scopes): neither value is used
            twice = enumerator.name in self.enumerators
            self.enumerators[enumerator.name] = None if twice else value

    def visit_InitList(self, node: c_ast.InitList) -> None:
        items: list[c_ast.Node] = []
        for item in node.exprs:
            self.visit(item)
            items.extend(_expanded(item, self.enumerators))
        for item in items:
            _fold_index(item, self.enumerators)
        node.exprs = items


def _fold_index(item: c_ast.Node, enumerators: dict[str, int | None]) -> None:
    """``[sym_expression] = …`` (tree-sitter's parse tables): an index naming enumerators is
    made its value, so that the length of ``T a[] = {…}`` counts it (the IR's completion of an
    array's length reads only literal indices: before, "too many initializers" refused it)."""
    if not isinstance(item, c_ast.NamedInitializer) or not item.name:
        return
    first = item.name[0]
    index = getattr(first, "expr", None)
    if not isinstance(first, c_ast.ArrayDesignator) or not isinstance(index, c_ast.Node):
        return
    value = None if isinstance(index, c_ast.Constant) else range_bound(index, enumerators)
    if value is not None and _names_an_enumerator(index):
        first.expr = c_ast.Constant("int", str(value), index.coord)


def _names_an_enumerator(node: c_ast.Node) -> bool:
    return isinstance(node, c_ast.ID) or any(_names_an_enumerator(c) for _, c in node.children())


def _expanded(item: c_ast.Node, enumerators: dict[str, int | None]) -> list[c_ast.Node]:
    if not isinstance(item, c_ast.NamedInitializer) or not item.name:
        return [item]
    first = item.name[0]
    bounds = getattr(first, "expr", None)
    if not (isinstance(bounds, c_ast.BinaryOp) and bounds.op == RANGE_OP):
        return [item]
    low, high = range_bound(bounds.left, enumerators), range_bound(bounds.right, enumerators)
    if low is None or high is None:
        raise _error(
            first,
            "a designator range [A ... B] is supported with bounds made of integer and "
            "character literals and enumerators (not casts or sizeof)",
        )
    if high < low:
        raise _error(
            first, f"empty index range [{low} ... {high}] in an initializer (gcc refuses it)"
        )
    if high - low >= MAX_RANGE:
        raise _error(first, f"a designator range of more than {MAX_RANGE} elements")
    if _has_effects(item.expr):
        raise _error(item.expr, "a designator range's value with side effects (gcc: once)")
    rest = list(item.name[1:])
    return [
        c_ast.NamedInitializer(
            [c_ast.ArrayDesignator(c_ast.Constant("int", str(v), first.coord), first.coord), *rest],
            copy.deepcopy(item.expr),
            item.coord,
        )
        for v in range(low, high + 1)
    ]


def _has_effects(node: c_ast.Node) -> bool:
    if isinstance(node, c_ast.FuncCall | c_ast.Assignment | c_ast.Compound):
        return True
    if isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--"):
        return True
    return any(_has_effects(child) for _, child in node.children())


def designator_ranges(ast: c_ast.FileAST) -> None:
    """``[A ... B] = v`` → ``[A] = v, [A+1] = v, …, [B] = v`` (gcc's "Designated Inits")."""
    _DesignatorRanges().visit(ast)


_local_numbers = itertools.count(1)


class _LocalLabels(c_ast.NodeVisitor):
    """Renames the labels each ``__label__`` declares within its block."""

    def __init__(self) -> None:
        self.renamed: list[dict[str, str]] = [{}]

    def visit_Compound(self, node: c_ast.Compound) -> None:
        items = node.block_items or []
        declared = [item for item in items if isinstance(item, LocalLabels)]
        names = dict(self.renamed[-1])
        for labels in declared:
            number = next(_local_numbers)
            names |= {name: f"{name}__local{number}" for name in labels.names}
        node.block_items = [item for item in items if not isinstance(item, LocalLabels)]
        self.renamed.append(names)
        self.generic_visit(node)
        self.renamed.pop()

    def visit_Label(self, node: c_ast.Label) -> None:
        node.name = self.renamed[-1].get(node.name, node.name)
        self.generic_visit(node)

    def visit_Goto(self, node: c_ast.Goto) -> None:
        node.name = self.renamed[-1].get(node.name, node.name)


def local_labels(ast: c_ast.FileAST) -> None:
    """``__label__ out;`` (gcc's "Local Labels"): ``out`` in that block is a label of its
    own, so two expansions of one macro in a function do not jump to each other's."""
    _LocalLabels().visit(ast)


def _first_refused(node: c_ast.Node) -> Refused | None:
    if isinstance(node, Refused):
        return node
    for _, child in node.children():
        found = _first_refused(child)
        if found is not None:
            return found
    return None


def refused_functions(ast: c_ast.FileAST) -> None:
    """A function holding a refused GNU construct starts with it: refused there, alone; one
    outside functions (a global's initializer) refuses the file, at its place."""
    for ext in ast.ext:
        found = _first_refused(ext)
        if found is None:
            continue
        if not isinstance(ext, c_ast.FuncDef):
            raise _error(found, found.message)
        ext.body.block_items = [found, *(ext.body.block_items or [])]


_ESCAPE_E = re.compile(r"\\(\\|e|E)")


class _Escapes(c_ast.NodeVisitor):
    def visit_Constant(self, node: c_ast.Constant) -> None:
        if node.type in ("char", "string") and "\\" in node.value:
            node.value = _ESCAPE_E.sub(
                lambda m: "\\033" if m.group(1) in "eE" else m.group(0), node.value
            )


def escape_characters(ast: c_ast.FileAST) -> None:
    """gcc's ``'\\e'`` and ``'\\E'`` (ESC, 27) as ``'\\033'``: before, ``'\\e'`` was read as
    two characters (a multi-character constant), and ``'\\e' == 27`` failed."""
    _Escapes().visit(ast)


def _struct_assertions(node: c_ast.Node) -> list[c_ast.StaticAssert]:
    """The ``_Static_assert``s among the members of the structs and unions below ``node``,
    taken out of them."""
    found: list[c_ast.StaticAssert] = []
    if isinstance(node, c_ast.Struct | c_ast.Union) and node.decls:
        found += [d for d in node.decls if isinstance(d, c_ast.StaticAssert)]
        node.decls = [d for d in node.decls if not isinstance(d, c_ast.StaticAssert)]
    for _, child in node.children():
        found += _struct_assertions(child)
    return found


def member_static_assertions(ast: c_ast.FileAST) -> None:
    """A ``_Static_assert`` among a struct's members (C11 6.7.2.1p1) is checked after the
    file-scope declaration holding the struct; one in a struct declared inside a function is
    dropped (a failing one makes a program gcc does not compile, not a run that differs)."""
    items: list[c_ast.Node] = []
    for ext in ast.ext:
        moved = _struct_assertions(ext)
        items.append(ext)
        if not isinstance(ext, c_ast.FuncDef):
            items += moved
    ast.ext = items
