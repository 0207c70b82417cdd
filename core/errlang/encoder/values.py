"""C operators on z3 bit-vectors (LP64, two's complement; signed overflow wraps as with
``gcc -fwrapv``). Undefined behaviour is returned as a condition for the caller to block."""

from __future__ import annotations

import z3

from errlang.ir import types as t
from errlang.ir.types import CType

TRUE = z3.BoolVal(True)
FALSE = z3.BoolVal(False)


def width(ctype: CType) -> int:
    return ctype.size * 8


def const(value: int, ctype: CType) -> z3.BitVecRef:
    return z3.BitVecVal(value & ((1 << width(ctype)) - 1), width(ctype))


def is_signed(ctype: CType) -> bool:
    return isinstance(ctype, t.IntType) and ctype.signed


def convert(value: z3.BitVecRef, source: CType, target: CType) -> z3.BitVecRef:
    """Integer/pointer conversion (C11 6.3.1.2–6.3.1.3, 6.3.2.3); to _Bool tests against 0."""
    if isinstance(target, t.IntType) and target.is_bool:
        return z3.If(value != 0, z3.BitVecVal(1, 8), z3.BitVecVal(0, 8))
    src, dst = value.size(), width(target)
    if src == dst:
        return value
    if src > dst:
        return z3.Extract(dst - 1, 0, value)
    if is_signed(source):
        return z3.SignExt(dst - src, value)
    return z3.ZeroExt(dst - src, value)


def to_bool(value: z3.BitVecRef) -> z3.BoolRef:
    return value != 0


def from_bool(cond: z3.BoolRef) -> z3.BitVecRef:
    return z3.If(cond, z3.BitVecVal(1, 32), z3.BitVecVal(0, 32))


def binary(
    op: str, a: z3.BitVecRef, b: z3.BitVecRef, ctype: CType, operand: CType
) -> tuple[z3.BitVecRef, z3.BoolRef | None]:
    """Value of ``a op b`` and the condition under which it is undefined (None: never).

    ``ctype`` is the result type; ``operand`` the type of the (converted) operands.
    """
    signed = is_signed(operand)
    if op == "+":
        return a + b, None
    if op == "-":
        return a - b, None
    if op == "*":
        return a * b, None
    if op in ("/", "%"):
        ub = b == 0
        if signed:
            minimum = z3.BitVecVal(1 << (a.size() - 1), a.size())
            ub = z3.Or(ub, z3.And(a == minimum, b == -1))
            return (a / b if op == "/" else z3.SRem(a, b)), ub
        return (z3.UDiv(a, b) if op == "/" else z3.URem(a, b)), ub
    if op in ("<<", ">>"):
        bits = a.size()
        amount = b
        ub = z3.UGE(amount, bits) if not is_signed(operand) else z3.Or(amount < 0, amount >= bits)
        if signed and op == "<<":
            ub = z3.Or(ub, a < 0)  # left shift of a negative value (C11 6.5.7p4)
        shift = _fit(amount, bits)
        if op == "<<":
            return a << shift, ub
        return (a >> shift if is_signed(ctype) else z3.LShR(a, shift)), ub
    if op == "&":
        return a & b, None
    if op == "|":
        return a | b, None
    if op == "^":
        return a ^ b, None
    compare = {
        "==": lambda: a == b,
        "!=": lambda: a != b,
        "<": lambda: a < b if signed else z3.ULT(a, b),
        "<=": lambda: a <= b if signed else z3.ULE(a, b),
        ">": lambda: a > b if signed else z3.UGT(a, b),
        ">=": lambda: a >= b if signed else z3.UGE(a, b),
    }
    if op in compare:
        return from_bool(compare[op]()), None
    raise ValueError(f"unknown operator {op}")


def _fit(value: z3.BitVecRef, bits: int) -> z3.BitVecRef:
    if value.size() == bits:
        return value
    if value.size() > bits:
        return z3.Extract(bits - 1, 0, value)
    return z3.ZeroExt(bits - value.size(), value)


def ite(cond: z3.BoolRef, a: z3.ExprRef, b: z3.ExprRef) -> z3.ExprRef:
    if z3.is_true(cond) or a.eq(b):
        return a
    if z3.is_false(cond):
        return b
    return z3.If(cond, a, b)


def conj(*terms: z3.BoolRef) -> z3.BoolRef:
    parts = [p for p in terms if not z3.is_true(p)]
    if any(z3.is_false(p) for p in parts):
        return FALSE
    if not parts:
        return TRUE
    return parts[0] if len(parts) == 1 else z3.And(*parts)


def disj(*terms: z3.BoolRef) -> z3.BoolRef:
    parts = [p for p in terms if not z3.is_false(p)]
    if any(z3.is_true(p) for p in parts):
        return TRUE
    if not parts:
        return FALSE
    return parts[0] if len(parts) == 1 else z3.Or(*parts)


def neg(term: z3.BoolRef) -> z3.BoolRef:
    if z3.is_true(term):
        return FALSE
    if z3.is_false(term):
        return TRUE
    return z3.Not(term)
