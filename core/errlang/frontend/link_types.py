"""Types across linked units (C11 6.2.7 compatible types): the linker compares what units
declare of one external name by the types' structure, typedef names expanded, so that a unit
that takes ``size_t`` from ``<time.h>`` and one that takes it from ``<stddef.h>`` agree even if
a header defines the name differently (the units' types are then compared, not their names);
and a diagnostic about a declaration that errlang's own headers make is located in the user's
unit, at the line that includes the header, never inside errlang's ``include`` directory.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path

from pycparser import c_ast, c_generator

from errlang.frontend.errors import Diagnostic
from errlang.frontend.preprocess import INCLUDE_DIR

MAX_DEPTH = 32  # typedefs of typedefs; deeper is a cycle (never valid C)


def unit_typedefs(ast: c_ast.FileAST) -> dict[str, c_ast.Typedef]:
    """The file-scope typedefs of one unit by name (the last one wins, as identical repeats)."""
    return {ext.name: ext for ext in ast.ext if isinstance(ext, c_ast.Typedef)}


def structural_text(kind: c_ast.Node, typedefs: dict[str, c_ast.Typedef]) -> str:
    """The C text of type ``kind`` (names stripped) with every typedef name replaced by the type
    it names: two declarations of one external name are compatible when these agree."""
    expanded = _expanded(copy.deepcopy(kind), typedefs, 0)
    expanded = _EnumsAsIntegers(_typedef_enums(typedefs)).visit(expanded)
    _NameStripper().visit(expanded)
    _TagsOnly().visit(expanded)
    return " ".join(c_generator.CGenerator().visit(expanded).split())


def _typedef_enums(typedefs: dict[str, c_ast.Typedef]) -> dict[str, c_ast.EnumeratorList]:
    """The enumerations a unit defines in its typedefs (``typedef enum t {...} t;``), by tag."""
    found: dict[str, c_ast.EnumeratorList] = {}
    for typedef in typedefs.values():
        inner = typedef.type.type if isinstance(typedef.type, c_ast.TypeDecl) else None
        if isinstance(inner, c_ast.Enum) and inner.name and inner.values is not None:
            found[inner.name] = inner.values
    return found


class _EnumsAsIntegers:
    """An enumerated type is compatible with its integer type (C11 6.7.2.2p4), which gcc
    chooses as ``unsigned int`` when no constant is negative and ``int`` otherwise: hoedown
    declares ``hoedown_autolink__www(..., hoedown_autolink_flags flags)`` and defines it with
    ``unsigned int flags`` in the same unit, and gcc accepts it. A constant whose expression
    has a ``-`` or ``~`` counts as negative (then only ``int`` matches, never a wrong match);
    an enumeration whose constants the unit does not show is compared by its tag."""

    def __init__(self, known: dict[str, c_ast.EnumeratorList]) -> None:
        self.known = known

    def visit(self, node: c_ast.Node) -> c_ast.Node:
        """``node`` with every enumeration it names replaced in place."""
        if isinstance(node, c_ast.TypeDecl) and isinstance(node.type, c_ast.Enum):
            values = node.type.values or self.known.get(node.type.name or "")
            if values is not None:
                signed = any(_maybe_negative(e.value) for e in values.enumerators)
                node.type = c_ast.IdentifierType(["int"] if signed else ["unsigned", "int"])
            return node
        for _, child in node.children():
            self.visit(child)
        return node


def _maybe_negative(value: c_ast.Node | None) -> bool:
    if value is None:
        return False
    return any(
        isinstance(n, c_ast.UnaryOp | c_ast.BinaryOp) and n.op in ("-", "~") for n in _walk(value)
    ) or (isinstance(value, c_ast.Constant) and value.value.startswith("-"))


def _walk(node: c_ast.Node) -> list[c_ast.Node]:
    found = [node]
    for _, child in node.children():
        found += _walk(child)
    return found


class _TagsOnly(c_ast.NodeVisitor):
    """A tagged struct or union is named by its tag alone: the type a unit declares
    incomplete (``typedef struct t_hash_state hash_state;``, an opaque handle) is the one
    another unit completes (C11 6.2.7p1, 6.7.2.3); whether two units' members agree is the
    definitions' comparison (:func:`definition_text`), not every declaration's."""

    def visit_Struct(self, node: c_ast.Struct) -> None:
        if node.name is not None:
            node.decls = None
        else:
            self.generic_visit(node)

    def visit_Union(self, node: c_ast.Union) -> None:
        if node.name is not None:
            node.decls = None
        else:
            self.generic_visit(node)


def _expanded(node: c_ast.Node, typedefs: dict[str, c_ast.Typedef], depth: int) -> c_ast.Node:
    if isinstance(node, c_ast.TypeDecl):
        inner = node.type
        if (
            isinstance(inner, c_ast.IdentifierType)
            and len(inner.names) == 1
            and inner.names[0] in typedefs
            and depth < MAX_DEPTH
        ):
            target = copy.deepcopy(typedefs[inner.names[0]].type)
            _qualify(target, node.quals or [])
            _rename_declared(target, node.declname)
            return _expanded(target, typedefs, depth + 1)
        return node
    if isinstance(node, c_ast.PtrDecl | c_ast.ArrayDecl):
        node.type = _expanded(node.type, typedefs, depth)
        return node
    if isinstance(node, c_ast.FuncDecl):
        node.type = _expanded(node.type, typedefs, depth)
        for param in node.args.params if node.args else []:
            if isinstance(param, c_ast.Decl | c_ast.Typename):
                param.type = _as_parameter(_expanded(param.type, typedefs, depth))
                param.quals = []
        return node
    return node


def _as_parameter(kind: c_ast.Node) -> c_ast.Node:
    """A parameter's type as C11 6.7.6.3 compares it: an array is a pointer (the qualifiers
    inside its brackets go to the pointer), a function a pointer to it, and the qualifiers of
    the parameter itself are dropped (p15: ``BrotliBitReader *const br`` in a definition
    matches ``BrotliBitReader *br`` in its header, brotli's bit_reader.c)."""
    if isinstance(kind, c_ast.ArrayDecl):
        return c_ast.PtrDecl([], kind.type, kind.coord)
    if isinstance(kind, c_ast.FuncDecl):
        return c_ast.PtrDecl([], kind, kind.coord)
    if isinstance(kind, c_ast.TypeDecl | c_ast.PtrDecl):
        kind.quals = []
    return kind


def definition_text(node: c_ast.Node, typedefs: dict[str, c_ast.Typedef]) -> str:
    """The C text of a typedef or of a struct, union or enum definition with the typedef names
    of its members expanded: one header's struct seen by two units through two names of one
    type is one definition (brotli's ``BrotliSharedDictionary`` is a macro for
    ``BrotliSharedDictionaryInternal`` in the units that include its internal header, a
    typedef of the same struct in the others)."""
    copied = copy.deepcopy(node)
    if isinstance(copied, c_ast.Typedef):
        copied.type = _expanded(copied.type, typedefs, 0)
    else:
        _expand_members(copied, typedefs)
    return c_generator.CGenerator().visit(copied)


def _expand_members(node: c_ast.Node, typedefs: dict[str, c_ast.Typedef]) -> None:
    if not isinstance(node, c_ast.Struct | c_ast.Union):
        return
    for member in node.decls or []:
        if isinstance(member, c_ast.Decl):
            member.type = _expanded(member.type, typedefs, 0)
            inner = member.type.type if isinstance(member.type, c_ast.TypeDecl) else None
            if inner is not None:
                _expand_members(inner, typedefs)


def _rename_declared(node: c_ast.Node, name: str | None) -> None:
    """The name declared with a type taken from a typedef is the declaration's, not the
    typedef's (a member ``BrotliSharedDictionary *dictionary`` stays ``dictionary``)."""
    while not isinstance(node, c_ast.TypeDecl) and isinstance(
        getattr(node, "type", None), c_ast.Node
    ):
        node = node.type
    if isinstance(node, c_ast.TypeDecl):
        node.declname = name


def _qualify(node: c_ast.Node, quals: list[str]) -> None:
    """``const T`` with ``T`` a typedef: the qualifiers go to the type ``T`` names (to the
    pointer itself for a pointer typedef, C11 6.7.3p5's example)."""
    if not quals:
        return
    if isinstance(node, c_ast.TypeDecl | c_ast.PtrDecl):
        node.quals = sorted(set(node.quals or []) | set(quals))


class _NameStripper(c_ast.NodeVisitor):
    def visit_TypeDecl(self, node: c_ast.TypeDecl) -> None:
        node.declname = None
        self.generic_visit(node)

    def visit_Decl(self, node: c_ast.Decl) -> None:
        node.name = None
        self.generic_visit(node)


def in_errlang_headers(file: str) -> bool:
    """True for a file of errlang's own headers (``include/libc``, ``include/fallback``)."""
    return Path(file).resolve().is_relative_to(INCLUDE_DIR)


_INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)


def located_in_unit(diagnostic: Diagnostic, unit_path: Path, unit_text: str) -> Diagnostic:
    """``diagnostic`` moved out of errlang's headers into the unit it concerns: at the line
    that includes the header (directly), else at the unit's first line; the header named."""
    if not in_errlang_headers(diagnostic.file):
        return diagnostic
    header = Path(diagnostic.file).resolve()
    for directory in (INCLUDE_DIR / "libc", INCLUDE_DIR / "fallback", INCLUDE_DIR):
        if header.is_relative_to(directory):
            name = str(header.relative_to(directory))
            break
    else:
        name = header.name
    line = 1
    for match in _INCLUDE.finditer(unit_text):
        if match.group(1) == name:
            line = unit_text.count("\n", 0, match.start()) + 1
            break
    message = f"{diagnostic.message} (declared in <{name}>, errlang's C library header)"
    return Diagnostic(str(unit_path), line, 1, message)
