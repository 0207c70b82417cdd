"""C's ``/`` and ``%`` on bit-vectors, divided in as few bits as the operands need (issue 30,
docs/benchmarks-scaling.md, "Eleventh session: division (engineer D)").

A divider is the costliest circuit bit-blasting makes: ``w`` subtract-and-select stages of
``w`` bits each, and the SAT solver must reason through all of them. C code divides small
values in ``int``: a calendar's year of four digits by 4, 100 and 400, a day number by 146097,
36524, 1461 and 365, each remainder by the next divisor; a number printer ``x % 10``, ``x /
10``. The interval of each operand (:func:`errlang.encoder.intervals.interval`) says how many
bits hold it; the division is made at that width ``k`` on the operands' low ``k`` bits and
extended back to ``w``. A remainder is below its divisor whatever the dividend is, so a chain
``n % 146097 / 36524`` narrows even where the first dividend does not.

Exact, not an approximation: with both operands' values representable in ``k`` bits (two's
complement for ``sdiv``/``srem``, unsigned for ``udiv``/``urem``), the ``k``-bit operation
extended (sign or zero) equals the ``w``-bit one on every assignment, a zero divisor included
(SMT-LIB's ``bvudiv`` by 0 is all ones: the ``k``-bit quotient then has a spare top bit and is
sign-extended; ``bvsdiv`` by 0 is 1 or -1, the remainders the dividend). The one value that
does not fit, ``bvsdiv(MIN_k, -1)``, gets one more bit. C's semantics are those of the
``w``-bit operation (truncation toward zero, the remainder with the dividend's sign) and the
undefined cases (a zero divisor, ``INT_MIN / -1``) stay the caller's conditions.
"""

from __future__ import annotations

import z3

from errlang.encoder.intervals import interval, signed_bits, signed_view, unsigned_view

QUOTIENT = "/"
REMAINDER = "%"


def divided(op: str, a: z3.BitVecRef, b: z3.BitVecRef, signed: bool) -> z3.BitVecRef:
    """``a / b`` or ``a % b`` (``op``) as z3's ``bvsdiv``/``bvsrem`` (``signed``) or
    ``bvudiv``/``bvurem`` of the ``w``-bit ``a`` and ``b``, computed in the fewest bits that
    hold both operands (module text)."""
    width = a.size()
    bits = width if z3.is_bv_value(a) and z3.is_bv_value(b) else division_bits(op, a, b, signed)
    if bits >= width:
        return operation(op, a, b, signed)
    low_a = _low_bits(a, bits)
    low_b = _low_bits(b, bits)
    result = operation(op, low_a, low_b, signed)
    if signed or op == QUOTIENT:  # an unsigned quotient by 0: all ones (a spare top bit)
        return z3.SignExt(width - bits, result)
    return z3.ZeroExt(width - bits, result)


def division_bits(op: str, a: z3.BitVecRef, b: z3.BitVecRef, signed: bool) -> int:
    """The width ``divided`` computes ``a op b`` in (``a``'s width: no fewer bits)."""
    width = a.size()
    span_a, span_b = interval(a), interval(b)
    if signed:
        view_a, view_b = signed_view(span_a, width), signed_view(span_b, width)
        bits = max(signed_bits(view_a), signed_bits(view_b))
        if view_a[0] == -(1 << (bits - 1)) and view_b[0] <= -1 <= view_b[1]:
            bits += 1  # MIN_k / -1 would wrap in k bits, not in w
    else:
        view_a, view_b = unsigned_view(span_a, width), unsigned_view(span_b, width)
        bits = max(view_a[1].bit_length(), view_b[1].bit_length(), 1)
        if op == QUOTIENT:
            # a spare top bit, which the quotient sign-extends: 0 for every divisor but 0
            # (the quotient is at most the dividend), all ones for 0. Without it a quotient
            # with its top bit set was sign-extended too: fread's count 2 / 1 in 2 bits was
            # 2^64 - 2 (a wrong "holds" on tests/unit/ir/test_stdio_input.py)
            bits += 1
    return min(bits, width)


def _low_bits(term: z3.BitVecRef, bits: int) -> z3.BitVecRef:
    if z3.is_bv_value(term):
        return z3.BitVecVal(term.as_long() & ((1 << bits) - 1), bits, ctx=term.ctx)
    return z3.Extract(bits - 1, 0, term)


def operation(op: str, a: z3.BitVecRef, b: z3.BitVecRef, signed: bool) -> z3.BitVecRef:
    """z3's ``bvsdiv``, ``bvsrem``, ``bvudiv`` or ``bvurem`` of ``a`` and ``b``."""
    if signed:
        return a / b if op == QUOTIENT else z3.SRem(a, b)
    return z3.UDiv(a, b) if op == QUOTIENT else z3.URem(a, b)
