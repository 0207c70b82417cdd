"""gcc's ``__builtin_choose_expr(c, e1, e2)`` (gcc's "Other Builtins"): ``e1`` when the
integer constant expression ``c`` is non-zero, else ``e2``; the other operand is neither
evaluated nor converted, and the result has the chosen operand's own type (unlike ``?:``: no
usual arithmetic conversions, so ``sizeof(__builtin_choose_expr(1, (char)0, 0.0))`` is 1).

``c`` is evaluated by :func:`errlang.ir.consteval.const_eval`; ``sizeof`` of an expression in
it (the common use, ``__builtin_choose_expr(sizeof(x) == 4, f4(x), f8(x))``) is the size of
the expression's type. A ``c`` that is not a constant is an error at the call, as in gcc
("first argument to '__builtin_choose_expr' not a constant"). A chosen operand used as an
lvalue (gcc allows it) is not supported: the call is an rvalue here.
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
    value = const_eval(_sizes_folded(lowering, args[0]), lowering.env)
    if value is None:
        raise located(node, f"first argument to '{CHOOSE_EXPR}' not a constant")
    chosen = args[1] if value else args[2]
    if want:
        return lowering.rvalue(chosen)
    lowering.effect(chosen)
    return None


def _sizes_folded(lowering: Lowering, condition: c_ast.Node) -> c_ast.Node:
    """``condition`` with each ``sizeof expression`` replaced by its value (a copy: the
    call's own AST is left as written, for a replay)."""
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
