"""Integer constant expressions (array sizes, case labels, enumerators)."""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from typing import Any, Protocol

from pycparser import c_ast

from errlang.frontend.errors import UnsupportedError
from errlang.ir import types as t
from errlang.ir.constants import parse_char, parse_integer
from errlang.ir.types import CType


class ConstEnv(Protocol):
    """What constant evaluation needs to know: enumerators and the sizes of types."""

    def lookup_enum(self, name: str) -> int | None: ...

    def resolve(self, node: c_ast.Node) -> CType: ...


def const_eval(node: c_ast.Node, env: ConstEnv) -> int | None:
    """The value of a constant expression, or None when it is not one errlang can evaluate."""
    evaluate = _BY_NODE.get(type(node))
    return evaluate(node, env) if evaluate is not None else None


def _constant(node: c_ast.Constant, env: ConstEnv) -> int | None:
    if node.type == "char":
        return parse_char(node.value)
    if node.type in ("int", "unsigned int", "long int", "unsigned long int", "long long int"):
        return parse_integer(node.value)[0]
    try:
        return parse_integer(node.value)[0]
    except ValueError:
        return None


def _enumerator(node: c_ast.ID, env: ConstEnv) -> int | None:
    return env.lookup_enum(node.name)


def _unary(node: c_ast.UnaryOp, env: ConstEnv) -> int | None:
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


_BINARY: dict[str, Callable[[int, int], int | None]] = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: int(a / b) if b else None,
    "%": lambda a, b: a - int(a / b) * b if b else None,
    "<<": lambda a, b: a << b,
    ">>": lambda a, b: a >> b,
    "&": lambda a, b: a & b,
    "|": lambda a, b: a | b,
    "^": lambda a, b: a ^ b,
    "==": lambda a, b: int(a == b),
    "!=": lambda a, b: int(a != b),
    "<": lambda a, b: int(a < b),
    "<=": lambda a, b: int(a <= b),
    ">": lambda a, b: int(a > b),
    ">=": lambda a, b: int(a >= b),
    "&&": lambda a, b: int(bool(a and b)),
    "||": lambda a, b: int(bool(a or b)),
}


def _binary(node: c_ast.BinaryOp, env: ConstEnv) -> int | None:
    a, b = const_eval(node.left, env), const_eval(node.right, env)
    if a is None or b is None:
        return None
    op = _BINARY.get(node.op)
    return op(a, b) if op else None


def _conditional(node: c_ast.TernaryOp, env: ConstEnv) -> int | None:
    c = const_eval(node.cond, env)
    if c is None:
        return None
    return const_eval(node.iftrue if c else node.iffalse, env)


def _cast(node: c_ast.Cast, env: ConstEnv) -> int | None:
    # C11 6.6p6: a floating constant may be the immediate operand of a cast; the value is
    # converted to the cast's type ((char)200 is -56, (int)3.7 is 3)
    try:
        target = env.resolve(node.to_type)
    except (UnsupportedError, ValueError):
        return None
    floating = _floating(node.expr)
    if floating is not None and isinstance(target, t.IntType) and target.is_bool:
        return int(floating != 0)  # (_Bool)0.1 is 1: compared, not truncated
    if floating is None:
        value = const_eval(node.expr, env)
    elif not math.isfinite(floating):
        return None
    else:
        value = math.trunc(floating)
    if value is None or not isinstance(target, t.IntType):
        return value if isinstance(target, t.PointerType) else None
    if target.is_bool:
        return int(value != 0)
    bits = target.bits
    value &= (1 << bits) - 1
    return value - (1 << bits) if target.signed and value >> (bits - 1) else value


_BY_NODE: dict[type, Callable[[Any, ConstEnv], int | None]] = {
    c_ast.Constant: _constant,
    c_ast.ID: _enumerator,
    c_ast.UnaryOp: _unary,
    c_ast.BinaryOp: _binary,
    c_ast.TernaryOp: _conditional,
    c_ast.Cast: _cast,
}


def _floating(node: c_ast.Node) -> float | None:
    """The value of a floating constant, possibly negated (None for anything else)."""
    sign = 1.0
    while isinstance(node, c_ast.UnaryOp) and node.op in ("-", "+"):
        sign = -sign if node.op == "-" else sign
        node = node.expr
    if not isinstance(node, c_ast.Constant) or node.type not in ("float", "double"):
        return None
    text = node.value.lower()
    single = text.endswith("f") and (not text.startswith("0x") or "p" in text)
    text = text[:-1] if single else text
    try:
        value = float.fromhex(text) if text.startswith("0x") else float(text)
        if single:  # a float constant: its value rounded to binary32
            value = struct.unpack("<f", struct.pack("<f", value))[0]
    except (ValueError, OverflowError):
        return None
    return sign * value
