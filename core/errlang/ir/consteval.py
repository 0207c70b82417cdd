"""Integer constant expressions (array sizes, case labels, enumerators)."""

from __future__ import annotations

from pycparser import c_ast

from errlang.ir.constants import parse_char, parse_integer


def const_eval(node: c_ast.Node, env: object) -> int | None:
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
        return env.lookup_enum(node.name)  # type: ignore[attr-defined]
    if isinstance(node, c_ast.UnaryOp):
        if node.op == "sizeof":
            try:
                if isinstance(node.expr, c_ast.Typename):
                    return env.resolve(node.expr).size  # type: ignore[attr-defined]
            except Exception:
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
