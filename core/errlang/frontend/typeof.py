"""GNU ``typeof(E)`` / ``__typeof__(E)`` (Linux's ``container_of``, ``min``/``max`` macros),
which pycparser cannot parse.

Before parsing, each ``typeof(E)`` becomes a placeholder typedef name (``__tyof1``, padded with
spaces so that no column after it moves) declared at the top of the text; after parsing, each
``E`` is parsed on its own (as the operand of ``sizeof``, so a type name works too) and every
use of the placeholder becomes a :class:`TypeofName`: a type name whose text is
``__typeof__(E)`` (what pycparser's C generator prints, so a replay compiles it with gcc) and
which carries ``E``'s AST. The IR's type environment resolves it: a type name directly, an
expression through the function being lowered (``TypeEnv.typeof_hook``), without evaluating
it (C2x 6.7.2.5).
"""

from __future__ import annotations

import re

from pycparser import c_ast, c_parser

from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.gnu import outside_literals

_TYPEOF_RE = re.compile(r"\b(typeof|__typeof__|__typeof)\s*\(")
_PLACEHOLDER = "__tyof"


class TypeofName(str):
    """The one name of an ``IdentifierType`` standing for ``typeof(operand)``."""

    operand: c_ast.Node

    def __new__(cls, text: str, operand: c_ast.Node) -> TypeofName:
        name = super().__new__(cls, text)
        name.operand = operand
        return name

    def __reduce__(self) -> tuple[object, ...]:
        return (TypeofName, (str(self), self.operand))


def _matching_paren(text: str, open_index: int) -> int:
    depth = 0
    for i in range(open_index, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def replace_typeof(text: str) -> tuple[str, dict[str, str]]:
    """``text`` with each outermost ``typeof(E)`` replaced by a placeholder typedef name, and
    the placeholders' operands' texts (empty when there is no ``typeof``)."""
    operands: dict[str, str] = {}
    out, pos = [], 0
    for match in outside_literals(_TYPEOF_RE, text):
        if match.start() < pos:
            continue
        end = _matching_paren(text, match.end() - 1)
        if end < 0:
            continue  # unbalanced: left for the parser to report
        name = f"{_PLACEHOLDER}{len(operands) + 1}"
        operands[name] = text[match.end() : end - 1]
        span = text[match.start() : end]
        out.append(text[pos : match.start()])
        out.append(name + re.sub(r"[^\n]", " ", span[len(name) :]))
        pos = end
    out.append(text[pos:])
    return "".join(out), operands


def placeholder_typedefs(operands: dict[str, str]) -> str:
    """The declarations that make the placeholders type names for the parser."""
    return " ".join(f"typedef int {name};" for name in operands)


class _TypedefNames(c_ast.NodeVisitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_Typedef(self, node: c_ast.Typedef) -> None:
        self.names.add(node.name)


class _Uses(c_ast.NodeVisitor):
    def __init__(self, names: dict[str, TypeofName]) -> None:
        self.names = names
        self.located: set[str] = set()

    def visit_IdentifierType(self, node: c_ast.IdentifierType) -> None:
        for name in node.names:
            if name in self.names and name not in self.located:
                # the operand was parsed apart: its nodes are located at its first use
                self.located.add(name)
                _relocate(self.names[name].operand, node.coord)
        node.names = [self.names.get(name, name) for name in node.names]


def _relocate(node: c_ast.Node, coord: object) -> None:
    node.coord = coord
    for _, child in node.children():
        _relocate(child, coord)


def resolve_typeof(ast: c_ast.FileAST, operands: dict[str, str], file: str) -> None:
    """Parse each placeholder's operand and make every use of it a :class:`TypeofName`; the
    placeholders' own typedefs are removed from ``ast``."""
    if not operands:
        return
    ast.ext = [
        ext for ext in ast.ext if not (isinstance(ext, c_ast.Typedef) and ext.name in operands)
    ]
    collector = _TypedefNames()
    collector.visit(ast)
    declared = " ".join(f"typedef int {name};" for name in sorted(collector.names | set(operands)))
    names: dict[str, TypeofName] = {}
    for name, operand in operands.items():
        wrapper = f"{declared}\nvoid __errlang_typeof(void) {{ sizeof({operand}); }}"
        try:
            parsed = c_parser.CParser().parse(wrapper, filename=file)
        except c_parser.ParseError as error:
            message = f"typeof({operand.strip()}): {error}"
            raise FrontendError([Diagnostic(file, 1, 1, message)]) from error
        body = parsed.ext[-1].body.block_items
        assert isinstance(body[0], c_ast.UnaryOp)
        names[name] = TypeofName(f"__typeof__({operand.strip()})", body[0].expr)
    _Uses(names).visit(ast)
