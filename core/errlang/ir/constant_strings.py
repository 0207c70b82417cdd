"""The text of a ``const`` character array initialised by a string literal, named at a call
(``static const char digits[] = "0123456789"; ... strchr(digits, ch)``: BSD's and libuv's
``inet_pton4``), so that the string folds (:mod:`errlang.ir.string_folding`) treat it as the
literal. Modifying a ``const`` object is undefined (C11 6.7.3p6), so its contents are the
initialiser's for the whole run. The name must be declared exactly once in the calling
function (parameters included) and at file scope together: a name that two scopes declare is
left to the model, so shadowing never picks the wrong array."""

from __future__ import annotations

from pycparser import c_ast

from errlang.ir.initializers import string_bytes
from errlang.ir.lowering_api import Lowering

CHARACTER_TYPES = frozenset({("char",), ("signed", "char"), ("unsigned", "char")})


class _Declarations(c_ast.NodeVisitor):
    """Every declaration of ``name`` in a subtree (functions' own bodies only)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.found: list[c_ast.Decl] = []

    def visit_Decl(self, node: c_ast.Decl) -> None:
        if node.name == self.name:
            self.found.append(node)
        self.generic_visit(node)


def _declarations(lowering: Lowering, name: str) -> list[c_ast.Decl]:
    finder = _Declarations(name)
    for ext in lowering.unit.program.ast.ext:
        if isinstance(ext, c_ast.Decl):
            finder.visit(ext)
    definition = lowering.unit.program.functions.get(lowering.builder.function.name)
    if definition is not None:
        finder.visit(definition.decl)  # the parameters
        finder.visit(definition.body)
    return finder.found


def constant_array_text(lowering: Lowering, node: c_ast.Node) -> bytes | None:
    """The bytes (without the terminator) of the ``const`` character array ``node`` names, when
    a string literal initialises it and no other declaration of the name is in sight."""
    if not isinstance(node, c_ast.ID) or lowering.builder.library:
        return None  # a model's own names are not the program's
    found = _declarations(lowering, node.name)
    if len(found) != 1:
        return None
    (decl,) = found
    array, init = decl.type, decl.init
    if not isinstance(array, c_ast.ArrayDecl) or not isinstance(array.type, c_ast.TypeDecl):
        return None
    element = array.type
    if "const" not in element.quals or "volatile" in element.quals:
        return None
    if not isinstance(element.type, c_ast.IdentifierType):
        return None
    if tuple(element.type.names) not in CHARACTER_TYPES:
        return None
    if not isinstance(init, c_ast.Constant) or not init.value.startswith('"'):
        return None
    text = string_bytes(init)
    if array.dim is not None:  # char d[3] = "abc" has no terminator: leave it to the model
        return None
    return text
