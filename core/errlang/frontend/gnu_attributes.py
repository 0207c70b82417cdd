"""gcc's attributes that change a declaration's own type or layout, applied to the AST
(errlang/frontend/packed.py finds them in the text, before they are removed; glibc's headers
have both, so every glibc-preprocessed ``.i`` file was refused before):

* ``aligned(E)`` on a struct member (glibc's ``max_align_t``) is the member's ``_Alignas(E)``,
  which the layout follows (a bare ``aligned``: 16, x86-64's biggest alignment);
* ``mode(M)`` on an integer declaration (glibc's ``typedef int register_t
  __attribute__((__mode__(__word__))))``) gives it the integer type of that size, its
  signedness kept: ``QI`` char, ``HI`` short, ``SI`` int, ``DI``/``word``/``pointer`` long.
  Other modes (``TI``: 128 bits, floating modes) are refused at their place.

An attribute is found on the declaration whose declarator name is the last one before it on
its line (pycparser places a declaration at its name); one that follows none is refused.
"""

from __future__ import annotations

import re

from pycparser import c_ast, c_parser

from errlang.frontend.errors import Diagnostic, FrontendError

Position = tuple[str, int, int]
_MODES = {"QI": "char", "HI": "short", "SI": "int", "DI": "long", "word": "long"}
_MODES |= {"pointer": "long", "byte": "char"}
_BIGGEST_ALIGNMENT = "16"
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


def _declaration_at(
    declarations: dict[tuple[str, int], list[c_ast.Node]], position: Position, what: str
) -> c_ast.Node:
    file, line, column = position
    before = [d for d in declarations.get((file, line), []) if d.coord.column < column]
    if not before:
        message = f"__attribute__(({what})) here is not supported"
        raise FrontendError([Diagnostic(file, line, column, message)])
    return max(before, key=lambda d: d.coord.column)


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


def declaration_attributes(
    ast: c_ast.FileAST, members: dict[Position, str], modes: dict[Position, str]
) -> None:
    """Apply ``aligned(E)`` on members and ``mode(M)`` (the module's list) where they are."""
    if not members and not modes:
        return
    declarations = _declarations(ast)
    for position, text in members.items():
        decl = _declaration_at(declarations, position, "aligned")
        if isinstance(decl, c_ast.Decl):
            decl.align = [*(decl.align or []), _alignment(text, position)]
    for position, mode in modes.items():
        _apply_mode(_declaration_at(declarations, position, f"mode({mode})"), mode, position)
