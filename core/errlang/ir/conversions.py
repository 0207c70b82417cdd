"""Conversions, truth values and constants of the IR (C11 6.3, 6.4.4)."""

from __future__ import annotations

import math
import struct

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.typeenv import located
from errlang.ir.types import CType

COMPARE = {"==", "!=", "<", "<=", ">", ">="}


def zero(ctype: CType) -> n.Const:
    return n.Const(ctype, 0)


def truth(expr: n.Expr) -> n.Expr:
    """``expr != 0`` as an int (C's scalar truth test)."""
    if isinstance(expr, n.Binary) and expr.op in COMPARE | {"&&", "||"}:
        return expr
    if isinstance(expr, n.Unary) and expr.op == "!":
        return expr
    return n.Binary(t.INT, "!=", expr, zero(expr.type))


def convert(expr: n.Expr, target: CType) -> n.Expr:
    if expr.type == target:
        return expr
    if isinstance(expr, n.Const) and isinstance(target, t.IntType):
        if not isinstance(expr.type, t.FloatType):
            return n.Const(target, wrap(expr.value, target))
        # a floating constant holds its IEEE encoding: convert its value, not its bits
        # (`(int)2.9` folded to 858993459, the encoding's low half); truncated toward zero
        # (C11 6.3.1.4), out of range left to the encoder (undefined in C)
        value = _decoded(expr.value, expr.type)
        if target.is_bool:
            return n.Const(target, int(value != 0))
        if math.isfinite(value) and target.min <= math.trunc(value) <= target.max:
            return n.Const(target, math.trunc(value))
    if isinstance(target, t.IntType) and target.precision:
        return wrapped(n.Cast(target, expr))
    return n.Cast(target, expr)


def wrapped(expr: n.Expr) -> n.Expr:
    """``expr`` of a bit-field type (``types.bit_field_type``), computed in all the bits of
    its size, reduced to its value bits, zero- or sign-extended (gcc's arithmetic in the
    field's width: ``f + 1`` of an ``unsigned long:40`` wraps at 2^40). Other types as they
    are."""
    ctype = expr.type
    if not isinstance(ctype, t.IntType) or not ctype.precision:
        return expr
    if isinstance(expr, n.Const):
        return n.Const(ctype, wrap(expr.value, ctype))
    spare = n.Const(t.INT, ctype.bits - ctype.precision)
    if ctype.signed:
        whole = t.LONG if ctype.size == 8 else t.INT
        top = n.Binary(whole, "<<", n.Cast(whole, expr), spare)
        return n.Cast(ctype, n.Binary(whole, ">>", top, spare))
    whole = t.ULONG if ctype.size == 8 else t.UINT
    mask = n.Const(whole, (1 << ctype.precision) - 1)
    return n.Cast(ctype, n.Binary(whole, "&", n.Cast(whole, expr), mask))


def _decoded(bits: int, ctype: t.FloatType) -> float:
    if ctype.size == 4:
        return float(struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0])
    return float(struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0])


def wrap(value: int, ctype: t.IntType) -> int:
    if ctype.is_bool:
        return int(value != 0)
    bits = ctype.value_bits
    value &= (1 << bits) - 1
    if ctype.signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def float_value(value: float, ctype: t.FloatType) -> n.Const:
    """The constant ``value`` rounded to ``ctype``, as its IEEE encoding."""
    packed = struct.pack("<f" if ctype.size == 4 else "<d", value)
    return n.Const(ctype, int.from_bytes(packed, "little"))


def float_constant(node: c_ast.Constant) -> n.Const:
    """A floating constant (C11 6.4.4.2): ``f``/``F`` makes a float, ``l``/``L`` is refused."""
    text = node.value.lower()
    if text.endswith("l"):
        raise located(node, "long double is not supported")
    ctype = t.FLOAT if text.endswith("f") and not text.startswith("0x") else t.DOUBLE
    if text.startswith("0x"):
        if text.endswith("f") and "p" in text:
            ctype, text = t.FLOAT, text[:-1]
        value = float.fromhex(text)
    else:
        value = float(text.rstrip("f"))
    return float_value(value, ctype)


def float_common(a: CType, b: CType) -> t.FloatType:
    """double if either operand is double, else float (C11 6.3.1.8)."""
    return t.DOUBLE if t.DOUBLE in (a, b) else t.FLOAT


def has_side_effects(node: c_ast.Node | None) -> bool:
    if node is None:
        return False
    if isinstance(node, c_ast.FuncCall | c_ast.Assignment | c_ast.CompoundLiteral):
        return True
    if isinstance(node, c_ast.Compound):  # a statement expression: its declarations write
        return True
    if isinstance(node, c_ast.UnaryOp) and node.op in ("p++", "p--", "++", "--"):
        return True
    if isinstance(node, c_ast.UnaryOp) and node.op == "sizeof":
        return False
    return any(has_side_effects(child) for _, child in node.children())
