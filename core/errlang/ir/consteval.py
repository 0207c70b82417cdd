"""Integer constant expressions (array sizes, case labels, enumerators)."""

from __future__ import annotations

from typing import Protocol

from pycparser import c_ast

from errlang.frontend.errors import UnsupportedError
from errlang.ir.constants import parse_char, parse_integer
from errlang.ir.types import CType


class ConstEnv(Protocol):
    """What constant evaluation needs to know: enumerators and the sizes of types."""

    def lookup_enum(self, name: str) -> int | None: ...

    def resolve(self, node: c_ast.Node) -> CType: ...


def const_eval(node: c_ast.Node, env: ConstEnv) -> int | None:
    """The value of a constant expression, or None when it is not one errlang can evaluate."""
    if isinstance(node, c_ast.Constant):
        if node.type == "char":
            return parse_char(node.value)
        if node.type in ("int", "unsigned int", "long int", "unsigned long int", "long long int"):
            return parse_integer(node.value)[0]
        try:
            return parse_integer(node.value)[0]
        except ValueError:
            return None
    if isinstance(node, c_ast.ID):
        return env.lookup_enum(node.name)
    if isinstance(node, c_ast.UnaryOp):
        if node.op == "sizeof":
            try:
                if isinstance(node.expr, c_ast.Typename):
                    return env.resolve(node.expr).size
            except (UnsupportedError, ValueError):
                return None
            return None
        value = const_eval(node.expr, env)
        if value is None:
            return None
        return {"-": -value, "+": value, "~": ~value, "!": int(not value)}.get(node.op)
    if isinstance(node, c_ast.BinaryOp):
        a, b = const_eval(node.left, env), const_eval(node.right, env)
        if a is None or b is None:
            return None
        ops = {
            "+": lambda: a + b,
            "-": lambda: a - b,
            "*": lambda: a * b,
            "/": lambda: int(a / b) if b else None,
            "%": lambda: a - int(a / b) * b if b else None,
            "<<": lambda: a << b,
            ">>": lambda: a >> b,
            "&": lambda: a & b,
            "|": lambda: a | b,
            "^": lambda: a ^ b,
            "==": lambda: int(a == b),
            "!=": lambda: int(a != b),
            "<": lambda: int(a < b),
            "<=": lambda: int(a <= b),
            ">": lambda: int(a > b),
            ">=": lambda: int(a >= b),
            "&&": lambda: int(bool(a and b)),
            "||": lambda: int(bool(a or b)),
        }
        op = ops.get(node.op)
        return op() if op else None
    if isinstance(node, c_ast.TernaryOp):
        c = const_eval(node.cond, env)
        if c is None:
            return None
        return const_eval(node.iftrue if c else node.iffalse, env)
    if isinstance(node, c_ast.Cast):
        return const_eval(node.expr, env)
    return None
