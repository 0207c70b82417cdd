"""C operations on values that are concrete where they can be and symbolic where they must be.

A value of a ``w``-bit type is either a Python ``int`` in ``[0, 2**w)`` (its bit pattern) or a
z3 bit-vector of width ``w``. Operations on concrete operands compute concretely (a concrete run
never builds a z3 term); as soon as one operand is symbolic the result is a z3 term. Semantics
are those of ``docs/semantics.md``: LP64, two's complement, signed overflow wraps (``-fwrapv``),
arithmetic right shift. Undefined behaviour (division by zero, ``INT_MIN / -1``, shifts out of
range) is reported by :func:`ub_condition` so that the caller blocks the run.
"""

from __future__ import annotations

from typing import Union

import z3

from errlang.ir import types as t


class Flag:
    """A symbolic truth value used as an integer 0/1 of ``bits`` bits. Conditions stay z3
    booleans until arithmetic needs a bit-vector (``If(c, 1, 0)`` is built lazily), which
    keeps ``!``, ``&&`` and the tests of conditionals cheap."""

    __slots__ = ("_term", "bits", "cond")

    def __init__(self, cond: z3.BoolRef, bits: int):
        self.cond = cond
        self.bits = bits
        self._term: z3.BitVecRef | None = None

    def term(self) -> z3.BitVecRef:
        if self._term is None:
            self._term = z3.If(self.cond, z3.BitVecVal(1, self.bits), z3.BitVecVal(0, self.bits))
        return self._term


Value = Union[int, z3.BitVecRef, Flag]  # noqa: UP007 - z3 stubs are loose
Bool = Union[bool, z3.BoolRef]  # noqa: UP007


def bv(value: Value) -> int | z3.BitVecRef:
    """``value`` without the :class:`Flag` wrapper."""
    return value.term() if isinstance(value, Flag) else value


def width(ctype: t.CType) -> int:
    return max(8, ctype.bits)


def mask(value: int, bits: int) -> int:
    return value & ((1 << bits) - 1)


def signed(value: int, bits: int) -> int:
    value = mask(value, bits)
    return value - (1 << bits) if value >> (bits - 1) else value


def is_signed(ctype: t.CType) -> bool:
    return isinstance(ctype, t.IntType) and ctype.signed


def const(value: int, bits: int) -> int:
    return mask(value, bits)


def lift(value: Value, bits: int) -> z3.BitVecRef:
    if isinstance(value, int):
        return z3.BitVecVal(value, bits)
    if isinstance(value, Flag):
        return value.term() if value.bits == bits else Flag(value.cond, bits).term()
    return value


def truth(value: Value) -> Bool:
    """C's scalar truth test ``value != 0``."""
    if isinstance(value, int):
        return value != 0
    if isinstance(value, Flag):
        return value.cond
    return value != 0


def from_bool(cond: Bool, bits: int = 32) -> Value:
    if isinstance(cond, bool):
        return int(cond)
    return Flag(cond, bits)


def convert(value: Value, source: t.CType, target: t.CType) -> Value:
    """C conversion of ``value`` from ``source`` to ``target`` (integers and pointers)."""
    if isinstance(target, t.IntType) and target.is_bool:
        return from_bool(truth(value), 8)
    src, dst = width(source), width(target)
    if isinstance(value, Flag):
        return Flag(value.cond, dst)
    if isinstance(value, int):
        if dst <= src:
            return mask(value, dst)
        return mask(signed(value, src), dst) if is_signed(source) else value
    if dst < src:
        return z3.Extract(dst - 1, 0, value)
    if dst > src:
        extend = z3.SignExt if is_signed(source) else z3.ZeroExt
        return extend(dst - src, value)
    return value


def unary(op: str, value: Value, bits: int) -> Value:
    if op == "!":
        cond = truth(value)
        return from_bool(z3.Not(cond) if not isinstance(cond, bool) else not cond, bits)
    if isinstance(value, int):
        return mask(-value if op == "-" else ~value, bits)
    term = lift(value, bits)
    return -term if op == "-" else ~term


_COMPARE = {"==", "!=", "<", "<=", ">", ">="}


def compare(op: str, left: Value, right: Value, operand: t.CType) -> Bool:
    bits = width(operand)
    sign = is_signed(operand)
    if isinstance(left, int) and isinstance(right, int):
        a, b = (signed(left, bits), signed(right, bits)) if sign else (left, right)
        return {
            "==": a == b,
            "!=": a != b,
            "<": a < b,
            "<=": a <= b,
            ">": a > b,
            ">=": a >= b,
        }[op]
    a, b = lift(left, bits), lift(right, bits)
    if op == "==":
        return a == b
    if op == "!=":
        return a != b
    if sign:
        return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
    return {"<": z3.ULT(a, b), "<=": z3.ULE(a, b), ">": z3.UGT(a, b), ">=": z3.UGE(a, b)}[op]


def ub_condition(op: str, left: Value, right: Value, ctype: t.CType, right_type: t.CType) -> Bool:
    """The condition under which ``left op right`` is *defined* (True when always defined)."""
    bits = width(ctype)
    if op in ("/", "%"):
        nonzero = truth(right)
        if not is_signed(ctype):
            return nonzero
        int_min = 1 << (bits - 1)
        minus_one = mask(-1, bits)
        if isinstance(left, int) and isinstance(right, int):
            return right != 0 and not (left == int_min and right == minus_one)
        a, b = lift(left, bits), lift(right, bits)
        return z3.And(b != 0, z3.Not(z3.And(a == int_min, b == minus_one)))
    if op in ("<<", ">>"):
        rbits = width(right_type)
        if isinstance(right, int):
            amount = signed(right, rbits) if is_signed(right_type) else right
            return 0 <= amount < bits
        b = lift(right, rbits)
        low = b >= 0 if is_signed(right_type) else True
        return z3.And(low, z3.ULT(b, bits)) if low is not True else z3.ULT(b, bits)
    return True


def binary(op: str, left: Value, right: Value, ctype: t.CType, operand: t.CType) -> Value:
    """``left op right``: ``ctype`` is the result type, ``operand`` the operands' common type
    (for comparisons) or the left operand's type; shifts take ``right`` in its own width."""
    if op in _COMPARE:
        return from_bool(compare(op, left, right, operand), width(ctype))
    bits = width(ctype)
    if op in ("&&", "||"):
        a, b = truth(left), truth(right)
        if isinstance(a, bool) and isinstance(b, bool):
            return int(a and b) if op == "&&" else int(a or b)
        za = a if not isinstance(a, bool) else z3.BoolVal(a)
        zb = b if not isinstance(b, bool) else z3.BoolVal(b)
        return from_bool(z3.And(za, zb) if op == "&&" else z3.Or(za, zb), bits)
    sign = is_signed(ctype)
    if op in ("<<", ">>"):
        return _shift(op, left, right, bits, sign)
    if isinstance(left, int) and isinstance(right, int):
        return _concrete(op, left, right, bits, sign)
    a, b = lift(left, bits), lift(right, bits)
    if op == "^" and isinstance(left, Flag) and isinstance(right, Flag):
        return Flag(z3.Xor(left.cond, right.cond), bits)
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    if op == "/":
        return a / b if sign else z3.UDiv(a, b)
    if op == "%":
        return z3.SRem(a, b) if sign else z3.URem(a, b)
    raise ValueError(f"unknown operator {op}")


def _concrete(op: str, a: int, b: int, bits: int, sign: bool) -> int:
    if op in ("/", "%"):
        x, y = (signed(a, bits), signed(b, bits)) if sign else (a, b)
        if y == 0:
            return 0  # undefined: the caller blocks the run first
        quotient = abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)
        return mask(quotient if op == "/" else x - quotient * y, bits)
    result = {
        "+": a + b,
        "-": a - b,
        "*": a * b,
        "&": a & b,
        "|": a | b,
        "^": a ^ b,
    }[op]
    return mask(result, bits)


def _shift(op: str, left: Value, right: Value, bits: int, sign: bool) -> Value:
    if isinstance(left, int) and isinstance(right, int):
        amount = right if right < bits else bits - 1
        if op == "<<":
            return mask(left << amount, bits)
        return mask(signed(left, bits) >> amount, bits) if sign else left >> amount
    a = lift(left, bits)
    if isinstance(right, int):
        b: z3.BitVecRef = z3.BitVecVal(right, bits)
    else:
        right = bv(right)
        assert not isinstance(right, int)
        rbits = right.size()
        b = z3.ZeroExt(bits - rbits, right) if rbits < bits else z3.Extract(bits - 1, 0, right)
    if op == "<<":
        return a << b
    return a >> b if sign else z3.LShR(a, b)


def ite(cond: Value, then: Value, other: Value, bits: int) -> Value:
    test = truth(cond)
    if isinstance(test, bool):
        return then if test else other
    if isinstance(then, int) and isinstance(other, int) and then == other:
        return then
    return z3.If(test, lift(then, bits), lift(other, bits))


def concrete(value: Value) -> int | None:
    """The value as an int when it is (or simplifies to) a constant."""
    if isinstance(value, int):
        return value
    if isinstance(value, Flag):
        decided = z3.simplify(value.cond)
        return 1 if z3.is_true(decided) else 0 if z3.is_false(decided) else None
    simple = z3.simplify(value)
    if z3.is_bv_value(simple):
        return int(simple.as_long())
    return None
