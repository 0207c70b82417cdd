"""What the regenerated C of a replay harness must keep of the program's layouts.

The front end removes GNU attributes before parsing (errlang/frontend/gnu.py) and records the
layout ones, ``packed`` and ``aligned(N)`` on a struct or union, by the struct's position
(errlang/frontend/packed.py); errlang's layout follows them. The harness is regenerated from
the AST, where they are gone: a packed struct came back unpacked, so a counterexample that
depends on its size or offsets did not reproduce. :func:`restore_layouts` puts them back on
the definitions, in the copy the harness is generated from.

An undefined function returning a pointer gives null or a fresh object of the pointee's size
(errlang/ir/undefined_calls.py ``fresh_object``); the harness asks ``sizeof *f(a)``, which gcc
rejects when the unit does not define the pointee (a pointer to an incomplete struct, zstd's
``ZSTD_DDict *``): errlang gives that object 1 byte, and :func:`incomplete_pointees` names
those functions so that the harness does the same.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pycparser import c_ast

from errlang.frontend.packed import is_packed, least_alignment


class _Definitions(c_ast.NodeVisitor):
    """The struct and union definitions (with a body) under the nodes visited."""

    def __init__(self) -> None:
        self.found: list[c_ast.Struct | c_ast.Union] = []

    def visit_Struct(self, node: c_ast.Struct) -> None:
        if node.decls is not None:
            self.found.append(node)
        self.generic_visit(node)

    def visit_Union(self, node: c_ast.Union) -> None:
        if node.decls is not None:
            self.found.append(node)
        self.generic_visit(node)


def _definitions(items: Iterable[c_ast.Node]) -> list[c_ast.Struct | c_ast.Union]:
    visitor = _Definitions()
    for item in items:
        visitor.visit(item)
    return visitor.found


def restore_layouts(items: Iterable[c_ast.Node]) -> int:
    """Put ``__attribute__((packed))``/``aligned(N)`` back on the struct and union definitions
    under ``items`` that the front end recorded with them (the attribute goes between the
    keyword and the tag, where gcc accepts it); returns how many were restored."""
    restored = 0
    for node in _definitions(items):
        coord = node.coord
        if coord is None:
            continue
        where = (str(coord.file), coord.line, coord.column or 0)
        attributes = ["packed"] if is_packed(*where) else []
        alignment = least_alignment(*where)
        if alignment > 1:
            attributes.append(f"aligned({alignment})")
        if attributes:
            tag = f" {node.name}" if node.name else ""
            node.name = f"__attribute__(({', '.join(attributes)})){tag}"
            restored += 1
    return restored


def incomplete_pointees(
    items: Iterable[c_ast.Node], functions: Iterable[str], declarations: Mapping[str, c_ast.Decl]
) -> frozenset[str]:
    """The ``functions`` (declared with a pointer result) whose pointee is a struct or union
    that the unit of ``items`` does not define: ``sizeof *f()`` does not compile there."""
    items = list(items)
    defined = {(type(s).__name__, s.name) for s in _definitions(items) if s.name}
    typedefs = {ext.name: ext.type for ext in items if isinstance(ext, c_ast.Typedef)}
    found = set()
    for name in functions:
        decl = declarations.get(name)
        result = getattr(getattr(decl, "type", None), "type", None)
        if not isinstance(result, c_ast.PtrDecl):
            continue
        pointee = _aggregate(result.type, typedefs)
        if pointee is not None and (type(pointee).__name__, pointee.name) not in defined:
            found.add(name)
    return frozenset(found)


def _aggregate(
    node: c_ast.Node, typedefs: Mapping[str, c_ast.Node], depth: int = 0
) -> c_ast.Struct | c_ast.Union | None:
    """The struct or union ``node`` (a pointee's declarator) names, through typedefs."""
    if depth > 20 or not isinstance(node, c_ast.TypeDecl):
        return None
    kind = node.type
    if isinstance(kind, c_ast.Struct | c_ast.Union):
        return kind if kind.decls is None and kind.name else None
    if isinstance(kind, c_ast.IdentifierType) and len(kind.names) == 1:
        named = typedefs.get(kind.names[0])
        return _aggregate(named, typedefs, depth + 1) if named is not None else None
    return None
