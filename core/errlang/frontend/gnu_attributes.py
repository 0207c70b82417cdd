"""gcc's attributes that change a declaration's own type or layout, applied to the AST
(errlang/frontend/packed.py finds them in the text, before they are removed; glibc's headers
have both, so every glibc-preprocessed ``.i`` file was refused before):

* ``aligned(E)`` on a struct member (glibc's ``max_align_t``) is the member's ``_Alignas(E)``,
  which the layout follows (a bare ``aligned``: 16, x86-64's biggest alignment);
* ``mode(M)`` on an integer declaration (glibc's ``typedef int register_t
  __attribute__((__mode__(__word__))))``) gives it the integer type of that size, its
  signedness kept: ``QI`` char, ``HI`` short, ``SI`` int, ``DI``/``word``/``pointer`` long.
  Other modes (``TI``: 128 bits, floating modes) are refused at their place;
* ``vector_size(N)`` (gcc's vector types: ``<immintrin.h>``'s ``__m128``, xxhash's and
  brotli's SIMD paths) on a declaration makes its type one errlang refuses where it is used:
  its base type's specifiers get the attribute as one more word (``float
  __attribute__((vector_size(16)))``, which gcc reads back in a replay), and the type
  environment refuses a type name it does not know. So a typedef of a vector type refuses the
  functions and declarations that use it, at the use, and the rest of the file is checked
  (before, one such typedef refused the whole file). One on no declaration refuses the
  function it is in, or the file when it is outside functions.

An attribute is found on the declaration whose declarator name is the last one before it on
its line (pycparser places a declaration at its name); one that follows none is refused.
"""

from __future__ import annotations

import re

from pycparser import c_ast, c_parser

from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.gnu_parser import Refused

Position = tuple[str, int, int]
_MODES = {"QI": "char", "HI": "short", "SI": "int", "DI": "long", "word": "long"}
_MODES |= {"pointer": "long", "byte": "char"}
_BIGGEST_ALIGNMENT = "16"
_SPELLING_RE = re.compile(r"_*(\w+?)_*\s*\(\s*(.*?)\s*\)")
_ALIGNOF_RE = re.compile(r"\s*(?:__alignof__|__alignof|_Alignof|alignof)\s*\((.*)\)\s*")


def _declarations(ast: c_ast.FileAST) -> dict[tuple[str, int], list[c_ast.Node]]:
    """The declarations (variables, members, typedefs) of ``ast`` by file and line."""
    found: dict[tuple[str, int], list[c_ast.Node]] = {}

    def walk(node: c_ast.Node) -> None:
        if isinstance(node, c_ast.Decl | c_ast.Typedef) and node.coord is not None:
            found.setdefault((str(node.coord.file), node.coord.line), []).append(node)
        for _, child in node.children():
            walk(child)

    walk(ast)
    return found


def _declarations_at(
    declarations: dict[tuple[str, int], list[c_ast.Node]], position: Position, what: str
) -> list[c_ast.Node]:
    """The declarations an attribute at ``position`` is on: the last one it follows on its
    line; before the type (``__attribute__((aligned(8))) uint64_t seed;``, LuaJIT's
    ``LJ_ALIGN``), every declarator that follows on the line, as gcc applies it."""
    file, line, column = position
    on_line = declarations.get((file, line), [])
    before = [d for d in on_line if d.coord.column < column]
    if before:
        return [max(before, key=lambda d: d.coord.column)]
    after = sorted((d for d in on_line if d.coord.column > column), key=lambda d: d.coord.column)
    if not after:
        message = f"__attribute__(({what})) here is not supported"
        raise FrontendError([Diagnostic(file, line, column, message)])
    return after


def _alignment(text: str, position: Position) -> c_ast.Node:
    """``E`` of ``aligned(E)`` as the expression of an ``_Alignas``."""
    alignof = _ALIGNOF_RE.fullmatch(text)
    spelled = alignof.group(1) if alignof else text  # _Alignas(T): the alignment of T
    try:
        parsed = c_parser.CParser().parse(f"_Alignas({spelled or _BIGGEST_ALIGNMENT}) int x;")
    except c_parser.ParseError as error:
        file, line, column = position
        message = f"__attribute__((aligned({text}))) on a member is not supported ({error})"
        raise FrontendError([Diagnostic(file, line, column, message)]) from error
    (alignas,) = parsed.ext[0].align
    return _located(alignas, position)


def _located(node: c_ast.Node, position: Position) -> c_ast.Node:
    coord = c_parser.Coord(position[0], position[1], position[2])
    node.coord = coord
    for _, child in node.children():
        _located(child, position)
    return node


def _integer_type(decl: c_ast.Node) -> c_ast.IdentifierType | None:
    kind = getattr(decl, "type", None)
    while isinstance(kind, c_ast.TypeDecl):
        kind = kind.type
    return kind if isinstance(kind, c_ast.IdentifierType) else None


def _apply_mode(decl: c_ast.Node, mode: str, position: Position) -> None:
    kind = _integer_type(decl)
    size = _MODES.get(mode)
    if kind is None or size is None:
        file, line, column = position
        message = f"__attribute__((mode({mode}))) is not supported (only integer modes up to DI)"
        raise FrontendError([Diagnostic(file, line, column, message)])
    sign = "unsigned" if "unsigned" in kind.names else "signed"
    kind.names = [sign, size]


def _vector(
    ast: c_ast.FileAST,
    declarations: dict[tuple[str, int], list[c_ast.Node]],
    position: Position,
    spelled: str,
) -> None:
    """``vector_size`` at ``position`` (the module's list)."""
    file, line, column = position
    found = sorted(declarations.get((file, line), []), key=lambda d: d.coord.column)
    before = [d for d in found if d.coord.column < column]
    chosen = before[-1:] or found[:1]
    kind = _integer_type(chosen[0]) if chosen else None
    plain = _SPELLING_RE.sub(r"\1(\2)", spelled)  # vector_size(16)
    words = f"__attribute__(({plain}))"
    if kind is not None:
        if words not in kind.names:
            kind.names = [*kind.names, words]
        return
    message = f"__attribute__(({spelled})) (a GNU vector type) is not supported"
    for ext in ast.ext:
        if isinstance(ext, c_ast.FuncDef) and _spans(ext, file, line):
            coord = c_parser.Coord(file, line, column)
            ext.body.block_items = [Refused(message, coord), *(ext.body.block_items or [])]
            return
    raise FrontendError([Diagnostic(file, line, column, message)])


def _spans(definition: c_ast.FuncDef, file: str, line: int) -> bool:
    """Whether ``line`` of ``file`` is inside ``definition`` (its first to its last node)."""
    lines = [line]

    def walk(node: c_ast.Node) -> None:
        if node.coord is not None and str(node.coord.file) == file:
            lines.append(node.coord.line)
        for _, child in node.children():
            walk(child)

    walk(definition)
    return len(lines) > 1 and definition.coord.line <= line <= max(lines[1:])


def declaration_attributes(
    ast: c_ast.FileAST,
    members: dict[Position, str],
    modes: dict[Position, str],
    vectors: dict[Position, str] | None = None,
) -> None:
    """Apply ``aligned(E)`` on members, ``mode(M)`` and ``vector_size(N)`` (the module's list)
    where they are."""
    if not members and not modes and not vectors:
        return
    declarations = _declarations(ast)
    for position, spelled in (vectors or {}).items():
        _vector(ast, declarations, position, spelled)
    for position, text in members.items():
        for decl in _declarations_at(declarations, position, "aligned"):
            if isinstance(decl, c_ast.Decl):
                decl.align = [*(decl.align or []), _alignment(text, position)]
    for position, mode in modes.items():
        for decl in _declarations_at(declarations, position, f"mode({mode})"):
            _apply_mode(decl, mode, position)
