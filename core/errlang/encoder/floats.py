"""``float``/``double`` in z3's floating-point theory (IEEE 754 binary32/binary64, as gcc on
x86-64 with SSE: every operation rounded to nearest-even in its own type, no excess precision).

Values travel through the encoder as bit-vectors of their IEEE encoding (memory stores bytes,
states merge bit-vectors); each operation reinterprets its operands as floating-point terms,
computes, and returns the encoding of the result (DESIGN §2).
"""

from __future__ import annotations

import z3

from errlang.ir import types as t
from errlang.ir.types import CType

_RNE = z3.RNE()
_RTZ = z3.RTZ()  # C's conversion to an integer truncates (C11 6.3.1.4)


_sorts_made = 0  # every floating-point term is made with a sort from sort()


def sort(ctype: t.FloatType) -> z3.FPSortRef:
    global _sorts_made
    _sorts_made += 1
    return z3.Float32() if ctype.size == 4 else z3.Float64()


def sorts_made() -> int:
    """How many floating-point sorts :func:`sort` has made in this process: an encoding during
    which this did not change has no floating-point term (another thread's encoding may change
    it too, which only errs on the side of "floating")."""
    return _sorts_made


def to_fp(value: z3.BitVecRef, ctype: t.FloatType) -> z3.FPRef:
    """The floating-point term of an encoding; the encoding of a term just computed gives that
    term back (the round trip differs only in NaN payloads, which no C operation observes), so
    that z3 sees one floating-point term per expression instead of a chain of conversions."""
    if z3.is_app_of(value, z3.Z3_OP_FPA_TO_IEEE_BV):
        return value.arg(0)
    if z3.is_app_of(value, z3.Z3_OP_ITE):  # a merged value: convert each case
        cond, then, other = value.children()
        return z3.If(cond, to_fp(then, ctype), to_fp(other, ctype))
    return z3.fpBVToFP(value, sort(ctype))


def to_bits(value: z3.FPRef) -> z3.BitVecRef:
    return z3.fpToIEEEBV(value)


def sqrt(a: z3.BitVecRef, ctype: t.FloatType) -> z3.BitVecRef:
    """IEEE 754 squareRoot rounded to nearest even (C's sqrt/sqrtf with SSE); a NaN for a
    negative operand (its sign and payload are z3's, glibc's is -NaN: only a program that
    reads a NaN's bits can tell)."""
    return to_bits(z3.fpSqrt(_RNE, to_fp(a, ctype)))


def binary(
    op: str, a: z3.BitVecRef, b: z3.BitVecRef, operand: t.FloatType
) -> z3.BitVecRef | z3.BoolRef:
    """``a op b`` on operands of type ``operand``: the encoding of the result, or for a
    comparison the condition (NaN compares unequal to everything, ``-0.0 == 0.0``)."""
    x, y = to_fp(a, operand), to_fp(b, operand)
    arithmetic = {"+": z3.fpAdd, "-": z3.fpSub, "*": z3.fpMul, "/": z3.fpDiv}
    if op in arithmetic:
        return to_bits(arithmetic[op](_RNE, x, y))
    compare = {
        "==": z3.fpEQ,
        "!=": lambda p, q: z3.Not(z3.fpEQ(p, q)),
        "<": z3.fpLT,
        "<=": z3.fpLEQ,
        ">": z3.fpGT,
        ">=": z3.fpGEQ,
    }
    if op in compare:
        return compare[op](x, y)
    raise ValueError(f"operator {op} on floating point")


def unrepresentable(value: z3.BitVecRef, source: t.FloatType, target: t.IntType) -> z3.BoolRef:
    """When converting ``value`` (of floating type ``source``) to the integer type ``target``
    is undefined (C11 6.3.1.4p1: the value truncated toward zero cannot be represented; a NaN
    or an infinity never can; UBSan's ``float-cast-overflow``). A conversion to ``_Bool`` is
    always defined (6.3.1.2)."""
    if target.is_bool:
        return z3.BoolVal(False)
    x = to_fp(value, source)
    whole = z3.fpRoundToIntegral(_RTZ, x)
    bits = target.value_bits  # a bit-field's width (``bitfields.float_target``)
    low, high = (-(2.0 ** (bits - 1)), 2.0 ** (bits - 1)) if target.signed else (0.0, 2.0**bits)
    fp_sort = sort(source)
    inside = z3.And(
        z3.fpGEQ(whole, z3.FPVal(low, fp_sort)), z3.fpLT(whole, z3.FPVal(high, fp_sort))
    )
    return z3.simplify(z3.Not(inside))  # NaN compares false: outside


def convert(value: z3.BitVecRef, source: CType, target: CType) -> z3.BitVecRef:
    """Conversions to, from and between floating types (C11 6.3.1.4-5). A value out of the
    range of the integer target is undefined in C (:func:`unrepresentable`, a fault the
    evaluation reports); the value here is then whatever z3 gives."""
    if isinstance(source, t.FloatType) and isinstance(target, t.FloatType):
        if source.size == target.size:
            return value
        return to_bits(z3.fpFPToFP(_RNE, to_fp(value, source), sort(target)))
    if isinstance(target, t.FloatType):
        signed = isinstance(source, t.IntType) and source.signed and not source.is_bool
        make = z3.fpSignedToFP if signed else z3.fpUnsignedToFP
        return to_bits(make(_RNE, value, sort(target)))
    assert isinstance(source, t.FloatType)
    x = to_fp(value, source)
    if isinstance(target, t.IntType) and target.is_bool:
        nonzero = z3.Not(z3.fpIsZero(x))
        return z3.If(nonzero, z3.BitVecVal(1, 8), z3.BitVecVal(0, 8))
    bits = target.size * 8
    if isinstance(target, t.IntType) and not target.signed:
        return z3.fpToUBV(_RTZ, x, z3.BitVecSort(bits))
    return z3.fpToSBV(_RTZ, x, z3.BitVecSort(bits))
