"""When C's signed arithmetic is undefined (C11 6.5p5, 6.5.7p4): the result of ``+ - *``,
unary ``-`` or ``<<`` on a signed integer type that the type cannot represent, and ``<<`` of a
negative value. What gcc's ``-fsanitize=undefined`` reports as "signed integer overflow",
"negation of … cannot be represented" and "left shift of …" — and then goes on with the
wrapped value, as errlang does: the condition is a finding that does not end the run
(:data:`errlang.encoder.encoding.NON_BLOCKING`).

Each condition is stated on the operands and the wrapped result the encoder computes anyway,
without a wider multiplication where one operand is a numeral (``n * 10``: two comparisons)."""

from __future__ import annotations

import z3

from errlang.encoder.fact_intervals import Bounds, forget_guards, guard_bounds
from errlang.encoder.intervals import Interval, interval, signed_view, within
from errlang.encoder.value_sets import when_forgetting
from errlang.ir.operators import result_range

when_forgetting(forget_guards)  # the guards' bounds live as long as one encoding's terms


def _signed(value: z3.BitVecRef) -> int | None:
    return value.as_signed_long() if z3.is_bv_value(value) else None


def _false() -> z3.BoolRef:
    return z3.BoolVal(False)


def overflows(op: str, left: z3.BitVecRef, right: z3.BitVecRef, result: z3.BitVecRef) -> z3.BoolRef:
    """``left op right`` (``+``, ``-``, ``*`` or ``<<`` of signed operands of one width, the
    shift amount already in range) cannot be represented; ``result`` is the wrapped value."""
    bits = left.size()
    low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    if op == "+":
        for value, other in ((left, right), (right, left)):
            constant = _signed(other)
            if constant is not None:
                if constant > 0:
                    return value > high - constant
                return value < low - constant if constant < 0 else _false()
        same = (left < 0) == (right < 0)
        return z3.And(same, (result < 0) != (left < 0))
    if op == "-":
        constant = _signed(right)
        if constant is not None:
            if constant > 0:
                return left < low + constant
            return left > high + constant if constant < 0 else _false()
        differ = (left < 0) != (right < 0)
        return z3.And(differ, (result < 0) != (left < 0))
    if op == "*":
        for value, other in ((left, right), (right, left)):
            constant = _signed(other)
            if constant is not None:
                return _scaled(value, constant, low, high)
        wide = z3.SignExt(bits, left) * z3.SignExt(bits, right)
        return wide != z3.SignExt(bits, result)
    if op == "<<":
        # C11 6.5.7p4: a negative value, or one whose shifted value the type cannot hold
        return z3.Or(left < 0, (result >> right) != left, result < 0)
    raise ValueError(f"no overflow condition for {op}")


def _scaled(value: z3.BitVecRef, factor: int, low: int, high: int) -> z3.BoolRef:
    """``value * factor`` is outside [low, high], ``factor`` a numeral."""
    if factor in (0, 1):
        return _false()
    if factor == -1:
        return value == low
    if factor > 1:
        return z3.Or(value > high // factor, value < -(-low // factor))
    return z3.Or(value < -(-high // factor), value > low // factor)


def negation_overflows(operand: z3.BitVecRef) -> z3.BoolRef:
    """``-operand`` of a signed type cannot be represented: the operand is the minimum."""
    bits = operand.size()
    return operand == z3.BitVecVal(-(1 << (bits - 1)), bits)


def impossible(
    op: str, left: z3.BitVecRef, right: z3.BitVecRef, guard: z3.BoolRef | None = None
) -> bool:
    """``left op right`` (``+ - *``) cannot overflow on any run, by the operands' intervals
    read off their terms (:mod:`errlang.encoder.intervals`: sums of bounded values, bytes
    widened, counters that are if-then-else of numerals); else, walked again
    (:func:`errlang.encoder.intervals.within`), with a read of memory read as the values stored
    there (a counter in a struct, ``s->count++``) and, on the runs where ``guard`` (the path's
    guard where the operation is evaluated) holds, with the bounds the guard's comparisons give
    the operands' subterms (:func:`errlang.encoder.fact_intervals.guard_bounds`: an assumption
    ``0 < w && w < 100``, a test ``if (n > 1000) return``, seen through memory since terms are
    values); a guard no assignment satisfies has no run. No question is asked then: exact,
    since a run that overflows satisfies the guard and so lies within those bounds."""
    bits = left.size()
    if _within(op, interval(left), interval(right), bits):
        return True
    bounds: Bounds = {}
    if guard is not None and not z3.is_true(guard):
        implied = guard_bounds(guard)
        if implied is None:
            return True
        bounds = implied
    spans = within(left, bounds), within(right, bounds)
    if spans[0] is None or spans[1] is None:
        return True
    return _within(op, spans[0], spans[1], bits)


def _within(op: str, left: Interval, right: Interval, bits: int) -> bool:
    """Every exact result of ``left op right`` on these intervals is a signed ``bits``-bit
    value."""
    low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    least, most = result_range(op, signed_view(left, bits), signed_view(right, bits))
    return low <= least and most <= high
