"""The type of an expression without evaluating it — what ``sizeof``, ``_Alignof``, ``typeof``
and ``_Generic`` see (C11 6.5.3.4p2, 6.5.1.1p2): the expression is lowered into scratch code
that is dropped again, so none of its side effects remains."""

from __future__ import annotations

from typing import Protocol

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.initializers import string_bytes
from errlang.ir.lowering_api import Lowering
from errlang.ir.typeenv import located
from errlang.ir.types import CType

FUNCTION_NAME_IDS = frozenset({"__func__", "__FUNCTION__", "__PRETTY_FUNCTION__"})
"""C11 6.4.2.2's ``__func__`` and gcc's two other names for it."""


class BodyLowering(Lowering, Protocol):
    """What the types of expressions need from the expression lowering of a body
    (:class:`errlang.ir.lower_expr.ExprLowering`)."""

    name: str  # the function's

    def dynamic_size(self, ctype: CType, node: c_ast.Node) -> n.Expr: ...

    def is_function_name(self, name: str) -> bool: ...


def expression_type(lowering: BodyLowering, node: c_ast.Node) -> CType:
    """The type of the expression ``node`` (an lvalue's own type: no decay), without
    evaluating it."""
    if isinstance(node, c_ast.Constant) and node.type == "string":
        # an array of char, not the pointer it decays to: sizeof("abc") is 4
        return t.ArrayType(t.CHAR, len(string_bytes(node)) + 1)
    if isinstance(node, c_ast.ID) and lowering.lookup(node.name) is None:
        if node.name in FUNCTION_NAME_IDS:
            return t.ArrayType(t.CHAR, len(lowering.name.encode()) + 1)
        if lowering.env.lookup_enum(node.name) is not None:
            # an enumeration constant (C11 6.4.4.3): `f(1, on)`, `sizeof(on)`
            return lowering.env.enum_type(node.name) or t.INT
    saved = lowering.builder.scratch()
    try:
        if isinstance(
            node, c_ast.ID | c_ast.ArrayRef | c_ast.StructRef | c_ast.CompoundLiteral
        ) or (isinstance(node, c_ast.UnaryOp) and node.op == "*"):
            return lowering.lvalue(node).type
        return lowering.rvalue(node).type
    finally:
        lowering.builder.drop_since(saved)


def size_of(lowering: BodyLowering, node: c_ast.Node) -> n.Expr:
    """``sizeof``: a constant, or for a variable-length array type its size register (the
    operand's other side effects are not evaluated)."""
    if isinstance(node, c_ast.Typename):
        return lowering.dynamic_size(lowering.env.resolve(node), node)
    return lowering.dynamic_size(expression_type(lowering, node), node)


def generic_choice(lowering: BodyLowering, node: c_ast.GenericSelection) -> c_ast.Node:
    """C11 6.5.1.1: the association of ``_Generic`` whose type is compatible with the
    controlling expression's after lvalue conversion (arrays and functions decay, the
    top-level qualifiers go; the expression is not evaluated), else ``default``. errlang's
    types carry no qualifiers below the top, so a choice among pointer types (``char *``
    against ``const char *``) is refused rather than guessed."""
    expr = node.expr
    if isinstance(expr, c_ast.ID) and lowering.is_function_name(expr.name):
        controlling: CType = t.PointerType(lowering.unit.function_types[expr.name])
    else:
        controlling = expression_type(lowering, expr)
    if isinstance(controlling, t.ArrayType | t.VarArrayType):
        controlling = t.PointerType(controlling.element)
    elif isinstance(controlling, t.FunctionType):
        controlling = t.PointerType(controlling)
    default: c_ast.Node | None = None
    chosen: list[c_ast.Node] = []
    pointers = False
    for association in node.associations:
        if association.type is None:
            default = association.expr
            continue
        if association.type.quals:
            continue  # a qualified type never matches an unqualified one
        ctype = lowering.env.resolve(association.type)
        pointers = pointers or isinstance(ctype, t.PointerType)
        if ctype == controlling:
            chosen.append(association.expr)
    if isinstance(controlling, t.PointerType) and pointers:
        raise located(node, "_Generic choosing among pointer types is not supported")
    if len(chosen) > 1:
        raise located(node, "_Generic with two compatible associations")
    if chosen:
        return chosen[0]
    if default is None:
        raise located(node, f"_Generic has no association for type {controlling}")
    return default
