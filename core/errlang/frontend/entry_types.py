"""C types for the entry harness (:mod:`errlang.frontend.entry`): struct definitions by tag,
type words and spellings, parameters, located diagnostics."""

from __future__ import annotations

import copy

from pycparser import c_ast, c_generator

from errlang.frontend.errors import Diagnostic, FrontendError

FIXED_SIZES = {"int8_t": 1, "uint8_t": 1, "int16_t": 2, "uint16_t": 2, "int32_t": 4,
               "uint32_t": 4, "int64_t": 8, "uint64_t": 8, "size_t": 8, "ssize_t": 8,
               "ptrdiff_t": 8, "intptr_t": 8, "uintptr_t": 8, "bool": 1}  # fmt: skip


class Structs:
    """The struct and union definitions of a unit, by tag (the last complete one)."""

    def __init__(self, ast: c_ast.FileAST) -> None:
        self.by_tag: dict[tuple[str, str], c_ast.Struct | c_ast.Union] = {}
        visitor = _StructVisitor(self.by_tag)
        visitor.visit(ast)

    def find(self, node: c_ast.Node) -> c_ast.Struct | c_ast.Union | None:
        if not isinstance(node, c_ast.Struct | c_ast.Union):
            return None
        if node.decls is not None:
            return node
        return self.by_tag.get((type(node).__name__, node.name or ""))


class _StructVisitor(c_ast.NodeVisitor):
    def __init__(self, found: dict[tuple[str, str], c_ast.Struct | c_ast.Union]) -> None:
        self.found = found

    def visit_Struct(self, node: c_ast.Struct) -> None:
        if node.decls is not None and node.name:
            self.found[("Struct", node.name)] = node
        self.generic_visit(node)

    def visit_Union(self, node: c_ast.Union) -> None:
        if node.decls is not None and node.name:
            self.found[("Union", node.name)] = node
        self.generic_visit(node)


def is_integer(kind: c_ast.Node) -> bool:
    if not isinstance(kind, c_ast.TypeDecl):
        return False
    if isinstance(kind.type, c_ast.Enum):
        return True
    words = type_words(kind)
    return words in FIXED_SIZES or (
        bool(words) and not ({"float", "double", "void"} & set(words.split()))
        and all(w in {"char", "short", "int", "long", "signed", "unsigned", "_Bool"}
                for w in words.split())
    )  # fmt: skip


def type_words(node: c_ast.TypeDecl) -> str:
    kind = node.type
    return " ".join(kind.names) if isinstance(kind, c_ast.IdentifierType) else ""


def unqualified(node: c_ast.Node | None) -> c_ast.Node:
    """A copy of ``node`` without qualifiers (the harness writes the objects it builds)."""
    copied = copy.deepcopy(node)
    inner = copied
    while inner is not None:
        if hasattr(inner, "quals"):
            inner.quals = []
        inner = getattr(inner, "type", None)
        if isinstance(inner, c_ast.IdentifierType | c_ast.Struct | c_ast.Union | c_ast.Enum):
            break
    return copied


def type_text(node: c_ast.Node) -> str:
    """``node`` spelt as a type name (``const uint8_t *``)."""
    copied = copy.deepcopy(node)
    inner = copied
    while not isinstance(inner, c_ast.TypeDecl):
        inner = inner.type
    inner.declname = None
    if isinstance(copied, c_ast.ArrayDecl):  # an array parameter is a pointer
        copied = c_ast.PtrDecl([], copied.type)
    return c_generator.CGenerator().visit(c_ast.Typename(None, [], None, copied))


def array_length(node: c_ast.Node) -> int | None:
    if isinstance(node, c_ast.ArrayDecl) and isinstance(node.dim, c_ast.Constant):
        try:
            return int(node.dim.value.rstrip("uUlL"), 0)
        except ValueError:
            return None
    return None


def parameters(definition: c_ast.FuncDef) -> list[c_ast.Decl]:
    func = definition.decl.type
    params = func.args.params if isinstance(func, c_ast.FuncDecl) and func.args else []
    return [p for p in params if isinstance(p, c_ast.Decl) and not _is_void(p)]


def _is_void(param: c_ast.Decl) -> bool:
    kind = param.type
    return isinstance(kind, c_ast.TypeDecl) and type_words(kind) == "void"


def defines(ast: c_ast.FileAST, name: str) -> bool:
    return any(isinstance(e, c_ast.FuncDef) and e.decl.name == name for e in ast.ext)


def definition_of(ast: c_ast.FileAST, entry: str, file: str) -> c_ast.FuncDef:
    found = next(
        (e for e in ast.ext if isinstance(e, c_ast.FuncDef) and e.decl.name == entry), None
    )
    if found is None:
        raise FrontendError([Diagnostic(file, 1, 1, f"no function '{entry}' is defined")])
    return found


def at(definition: c_ast.FuncDef, file: str, message: str) -> Diagnostic:
    return diagnostic(definition.decl.coord, file, message)


def diagnostic(coord: c_ast.Coord | None, file: str, message: str) -> Diagnostic:
    """``message`` located at ``coord`` (in ``file`` when the coordinate names none)."""
    if coord is None:
        return Diagnostic(file, 1, 1, message)
    return Diagnostic(str(coord.file or file), coord.line or 1, coord.column or 1, message)


class Relocate(c_ast.NodeVisitor):
    def __init__(self, coord: object) -> None:
        self.coord = coord

    def generic_visit(self, node: c_ast.Node) -> None:
        node.coord = self.coord
        super().generic_visit(node)
