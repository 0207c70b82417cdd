"""C operators on z3 bit-vectors (LP64, two's complement; signed overflow wraps as with
``gcc -fwrapv``). Undefined behaviour is returned as a condition for the caller to block."""

from __future__ import annotations

import z3

from errlang.encoder import floats, intervals
from errlang.encoder.division import divided
from errlang.encoder.encoding import DIVISION_BY_ZERO, SIGNED_DIVISION_OVERFLOW
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
    if isinstance(source, t.FloatType) or isinstance(target, t.FloatType):
        return floats.convert(value, source, target)
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


Fault = tuple[str, z3.BoolRef]  # (reason, condition under which an operation is undefined)


def binary(
    op: str, a: z3.BitVecRef, b: z3.BitVecRef, ctype: CType, operand: CType
) -> tuple[z3.BitVecRef, list[Fault]]:
    """Value of ``a op b`` and the conditions under which it is undefined, with their reasons
    (C11 6.5.5p5–6: division by zero, ``INT_MIN / -1``; a quotient or remainder computed in
    the bits its operands need, :mod:`errlang.encoder.division`). Shifts are the caller's
    (their right operand has its own type). ``ctype`` is the result type; ``operand`` the
    operands' type."""
    if isinstance(operand, t.FloatType):
        result = floats.binary(op, a, b, operand)
        return (from_bool(result) if isinstance(result, z3.BoolRef) else result), []
    signed = is_signed(operand)
    if op == "+":
        return a + b, []
    if op == "-":
        return a - b, []
    if op == "*":
        return a * b, []
    if op in ("/", "%"):
        faults: list[Fault] = [(DIVISION_BY_ZERO, b == 0)]
        if signed:  # a bit-field type's minimum (``long:33``) sign-extended to a's bits
            assert isinstance(operand, t.IntType)
            minimum = z3.BitVecVal(-(1 << (operand.value_bits - 1)), a.size())
            faults.append((SIGNED_DIVISION_OVERFLOW, z3.And(a == minimum, b == -1)))
        _forget_intervals_with_value_sets()
        return divided(op, a, b, signed), _possible(faults)
    if op == "&":
        return a & b, []
    if op == "|":
        return a | b, []
    if op == "^":
        return a ^ b, []
    compare = {
        "==": lambda: a == b,
        "!=": lambda: a != b,
        "<": lambda: a < b if signed else z3.ULT(a, b),
        "<=": lambda: a <= b if signed else z3.ULE(a, b),
        ">": lambda: a > b if signed else z3.UGT(a, b),
        ">=": lambda: a >= b if signed else z3.UGE(a, b),
    }
    if op in compare:
        return from_bool(compare[op]()), []
    raise ValueError(f"unknown operator {op}")


_registered: list[bool] = []


def _forget_intervals_with_value_sets() -> None:
    """The intervals' cache (:mod:`errlang.encoder.division`'s) dropped with the value sets'
    at the end of each encoding, registered at the first division. Imported here, not at the
    top: value_sets imports this module (a circle of two)."""
    if not _registered:
        from errlang.encoder.value_sets import when_forgetting

        when_forgetting(intervals.forget)
        _registered.append(True)


def _possible(faults: list[Fault]) -> list[Fault]:
    """The faults whose condition is not trivially false (a constant divisor, say)."""
    simplified = [(reason, z3.simplify(cond)) for reason, cond in faults]
    return [(reason, cond) for reason, cond in simplified if not z3.is_false(cond)]


def is_true(term: z3.ExprRef) -> bool:
    """``z3.is_true`` in one call into z3 (the encoder asks it of every guard it combines;
    ``z3.is_true`` costs half a dozen calls through the Python API)."""
    return bool(z3.Z3_get_bool_value(term.ctx.ref(), term.ast) == z3.Z3_L_TRUE)


def is_false(term: z3.ExprRef) -> bool:
    """``z3.is_false`` in one call into z3."""
    return bool(z3.Z3_get_bool_value(term.ctx.ref(), term.ast) == z3.Z3_L_FALSE)


def same(a: z3.ExprRef, b: z3.ExprRef) -> bool:
    """``a.eq(b)`` (structurally identical terms), answered without z3 when ``a is b``: the
    states of a join share every value no branch rewrote."""
    return a is b or bool(z3.Z3_is_eq_ast(a.ctx.ref(), a.ast, b.ast))


def and_(*terms: z3.BoolRef) -> z3.BoolRef:
    """``z3.And(*terms)`` (the same term) for two or more Boolean terms, built by one call
    into z3: ``z3.And`` spends most of its time coercing its arguments in Python."""
    ctx = terms[0].ctx
    args = (z3.Ast * len(terms))(*(term.ast for term in terms))
    return z3.BoolRef(z3.Z3_mk_and(ctx.ref(), len(terms), args), ctx)


def or_(*terms: z3.BoolRef) -> z3.BoolRef:
    """``z3.Or(*terms)`` (the same term) for two or more Boolean terms, in one call into z3."""
    ctx = terms[0].ctx
    args = (z3.Ast * len(terms))(*(term.ast for term in terms))
    return z3.BoolRef(z3.Z3_mk_or(ctx.ref(), len(terms), args), ctx)


def not_(term: z3.BoolRef) -> z3.BoolRef:
    """``z3.Not(term)`` (the same term) in one call into z3."""
    return z3.BoolRef(z3.Z3_mk_not(term.ctx.ref(), term.ast), term.ctx)


def ite(cond: z3.BoolRef, a: z3.ExprRef, b: z3.ExprRef) -> z3.ExprRef:
    if a is b or is_true(cond) or same(a, b):
        return a
    if is_false(cond):
        return b
    return z3.If(cond, a, b)


def conj(*terms: z3.BoolRef) -> z3.BoolRef:
    parts = [p for p in terms if not is_true(p)]
    if any(is_false(p) for p in parts):
        return FALSE
    if not parts:
        return TRUE
    return parts[0] if len(parts) == 1 else z3.And(*parts)


def disj(*terms: z3.BoolRef) -> z3.BoolRef:
    parts = [p for p in terms if not is_false(p)]
    if any(is_true(p) for p in parts):
        return TRUE
    if not parts:
        return FALSE
    return parts[0] if len(parts) == 1 else z3.Or(*parts)


def neg(term: z3.BoolRef) -> z3.BoolRef:
    if is_true(term):
        return FALSE
    if is_false(term):
        return TRUE
    return z3.Not(term)
