"""gcc's ``__builtin_choose_expr(c, a, b)`` used as an lvalue (gcc's "Other Builtins": the
result "is an lvalue if the chosen argument is"): assigned, incremented, its address or a
member of it taken. The lowering gives the call the chosen operand's value
(``errlang.ir.choose_expr``: an rvalue); where an object is needed the call becomes
``*__builtin_choose_expr(c, &a, &b)``, the same object with its own type (the operands'
pointer types may differ: the choice keeps the chosen one's), the other operand still neither
evaluated nor converted. Only where both operands are lvalues by their form (a name, a
subscript, a member, a dereference, a compound literal, such a choice); another use stays
an rvalue, refused by the lowering as before. Before (eighth session), every such use was
refused ("not an lvalue (FuncCall)")."""

from __future__ import annotations

from pycparser import c_ast

from errlang.frontend.normalise import replace_children

CHOOSE_EXPR = "__builtin_choose_expr"
_OBJECT_OPERATORS = ("&", "++", "--", "p++", "p--")


def _is_choice(node: c_ast.Node) -> bool:
    return (
        isinstance(node, c_ast.FuncCall)
        and isinstance(node.name, c_ast.ID)
        and node.name.name == CHOOSE_EXPR
        and node.args is not None
        and len(node.args.exprs) == 3
    )


def _designates(node: c_ast.Node) -> bool:
    """Whether ``node`` is an lvalue by its form."""
    if isinstance(node, c_ast.UnaryOp):
        return node.op == "*"
    if _is_choice(node):
        return all(_designates(operand) for operand in node.args.exprs[1:])
    return isinstance(node, c_ast.ID | c_ast.ArrayRef | c_ast.StructRef | c_ast.CompoundLiteral)


def _object(choice: c_ast.FuncCall) -> c_ast.UnaryOp:
    """``__builtin_choose_expr(c, a, b)`` as ``*__builtin_choose_expr(c, &a, &b)``."""
    condition, *operands = choice.args.exprs
    addresses: list[c_ast.Node] = [
        c_ast.UnaryOp("&", _object(o) if _is_choice(o) else o, o.coord) for o in operands
    ]
    choice.args.exprs = [condition, *addresses]
    return c_ast.UnaryOp("*", choice, choice.coord)


def _as_object(node: c_ast.Node) -> c_ast.Node | None:
    """The object ``node`` (an operand that must be one) when it is a choice of objects."""
    return _object(node) if _is_choice(node) and _designates(node) else None


def _replace(node: c_ast.Node) -> None:
    if isinstance(node, c_ast.Assignment):
        node.lvalue = _as_object(node.lvalue) or node.lvalue
    elif isinstance(node, c_ast.UnaryOp) and node.op in _OBJECT_OPERATORS:
        node.expr = _as_object(node.expr) or node.expr
    elif isinstance(node, c_ast.StructRef) and node.type == ".":
        node.name = _as_object(node.name) or node.name


def choice_lvalues(ast: c_ast.FileAST) -> None:
    """Each ``__builtin_choose_expr`` used as an object made one (the module's rule)."""
    replace_children(ast, _replace)
