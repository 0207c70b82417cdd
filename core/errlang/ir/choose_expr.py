"""gcc's ``__builtin_choose_expr(c, e1, e2)`` (gcc's "Other Builtins"): ``e1`` when the
integer constant expression ``c`` is non-zero, else ``e2``; the other operand is neither
evaluated nor converted, and the result has the chosen operand's own type (unlike ``?:``: no
usual arithmetic conversions, so ``sizeof(__builtin_choose_expr(1, (char)0, 0.0))`` is 1).

``c`` is evaluated by :func:`errlang.ir.consteval.const_eval`; ``sizeof`` of an expression in
it (the common use, ``__builtin_choose_expr(sizeof(x) == 4, f4(x), f8(x))``) is the size of
the expression's type. A ``c`` that is not a constant is an error at the call, as in gcc
("first argument to '__builtin_choose_expr' not a constant"). The call is an rvalue here; a
use as an lvalue (gcc allows it) is made ``*__builtin_choose_expr(c, &a, &b)`` by the front end
(:mod:`errlang.frontend.choice_lvalues`).

The same folding of ``sizeof`` makes a block's enumerators constant (:func:`enumerator_sizes`).
"""

from __future__ import annotations

import copy

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir.consteval import const_eval
from errlang.ir.lowering_api import Lowering
from errlang.ir.typeenv import located

CHOOSE_EXPR = "__builtin_choose_expr"


def choose_expr(
    lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr | None:
    """The chosen operand lowered in the call's place (the module's rule)."""
    if len(args) != 3:
        raise located(node, f"{CHOOSE_EXPR} takes three arguments")
    value = const_eval(sizes_folded(lowering, args[0]), lowering.env)
    if value is None:
        raise located(node, f"first argument to '{CHOOSE_EXPR}' not a constant")
    chosen = args[1] if value else args[2]
    if want:
        return lowering.rvalue(chosen)
    lowering.effect(chosen)
    return None


def sizes_folded(lowering: Lowering, condition: c_ast.Node) -> c_ast.Node:
    """``condition`` with each ``sizeof expression`` replaced by its value, the size of the
    expression's type (a copy: the AST is left as written, for a replay); also the values of
    a block's enumerators (``enum { N = sizeof(buf) / sizeof(buf[0]) }``, lmdb's)."""
    folded = copy.deepcopy(condition)

    def fold(node: c_ast.Node) -> c_ast.Node:
        if (
            isinstance(node, c_ast.UnaryOp)
            and node.op == "sizeof"
            and not isinstance(node.expr, c_ast.Typename)
        ):
            size = lowering.expression_type(node.expr).size
            return c_ast.Constant("unsigned long", f"{size}ul", node.coord)
        for name, child in node.children():
            replaced = fold(child)
            if replaced is not child:
                _set_child(node, name, replaced)
        return node

    return fold(folded)


def _set_child(node: c_ast.Node, name: str, child: c_ast.Node) -> None:
    """Put ``child`` in ``node``'s slot ``name`` (``attr`` or ``attr[i]``)."""
    attribute, _, index = name.partition("[")
    if index:
        getattr(node, attribute)[int(index.rstrip("]"))] = child
    else:
        setattr(node, attribute, child)


def enumerator_sizes(lowering: Lowering, kind: c_ast.Node) -> None:
    """A block's enumerator values with ``sizeof`` of an expression (``enum { Size =
    sizeof(pbuf) }``: a local variable's, which the type environment cannot see) made
    constants: the size of the expression's type (a replay prints the constants: the same
    values for gcc)."""
    while isinstance(kind, c_ast.TypeDecl):
        kind = kind.type
    if not isinstance(kind, c_ast.Enum) or kind.values is None:
        return
    for enumerator in kind.values.enumerators:
        if enumerator.value is not None and _sizes_an_expression(enumerator.value):
            enumerator.value = sizes_folded(lowering, enumerator.value)


def _sizes_an_expression(node: c_ast.Node) -> bool:
    """Whether ``node`` holds ``sizeof`` of an expression (not of a type name)."""
    if isinstance(node, c_ast.UnaryOp) and node.op == "sizeof":
        return not isinstance(node.expr, c_ast.Typename) or _sizes_an_expression(node.expr)
    return any(_sizes_an_expression(child) for _, child in node.children())
