"""Signed intervals of bit-vector terms, as the path's facts give them (issue 30).

:mod:`errlang.encoder.fact_cases` bounds an access's offset by the facts of the path: a
comparison of a term with a numeral is an interval of the term's signed values
(:func:`interval`); a fact on an index moved by a constant is one on the index itself
(:func:`unshifted`); an equality that failed removes a value at an end of the interval
(:func:`trimmed`). Plain integers only: no z3 solving, nothing added to any formula.
"""

from __future__ import annotations

import z3

Range = tuple[int, int]

# The range of a term no run of the facts gives a value: the facts contradict each other, the
# state has no run, and an access there is inside its object on every run (there are none):
# ``contents.within`` reads a range from 0 to -1 as inside whatever the object's size.
EMPTY: Range = (0, -1)


def trimmed(found: tuple[int, int], excluded: frozenset[int]) -> tuple[int, int]:
    """``found`` without the values at its ends that ``excluded`` says the term never has: an
    index moved by one and tested for equality with the end (``if (++pos == len) return``)
    stays below it. No value left: :data:`EMPTY`."""
    low, high = found
    while low <= high and low in excluded:
        low += 1
    while high >= low and high in excluded:
        high -= 1
    return (low, high) if low <= high else EMPTY


def meet(a: tuple[int, int] | None, b: tuple[int, int] | None) -> tuple[int, int] | None:
    """The intersection of two bounds of one value (None: no bound)."""
    if a is None or b is None:
        return a or b
    return max(a[0], b[0]), min(a[1], b[1])


def fits(low: int, high: int, bits: int) -> tuple[int, int] | None:
    """``(low, high)`` when both are signed values of ``bits`` bits, else None (a wrap)."""
    limit = 1 << (bits - 1)
    return (low, high) if -limit <= low and high < limit else None


def unshifted(term: z3.BitVecRef) -> tuple[z3.BitVecRef, int]:
    """``(t, k)`` for ``term = k + t`` (numerals ``k`` added, their sum read signed), else
    ``(term, 0)``. A fact on an index moved by ``k`` is one on the index before the move:
    ``k + t != v`` is ``t != v - k`` in modular arithmetic, and ``k + t`` in the signed interval
    [a, b] is ``t`` in [a - k, b - k] where that interval has no wrap (each value of the sum
    has exactly one ``t``). So ``if (++pos == len) return`` tested at every step of a scan
    excludes one more value of the scan's start, and ``if (pos + 2 > len) return`` bounds
    ``pos`` itself, which ``data[pos + 1]`` reads at."""
    bits = term.size()
    shift = 0
    while z3.is_app_of(term, z3.Z3_OP_BADD) and term.num_args() == 2:
        left, right = term.arg(0), term.arg(1)
        if z3.is_bv_value(left) == z3.is_bv_value(right):
            break
        constant, term = (left, right) if z3.is_bv_value(left) else (right, left)
        shift += constant.as_long()
    shift &= (1 << bits) - 1
    return term, shift - (1 << bits) if shift >> (bits - 1) else shift


FLIPPED = {  # k op t read as t op' k
    z3.Z3_OP_SLT: z3.Z3_OP_SGT,
    z3.Z3_OP_SLEQ: z3.Z3_OP_SGEQ,
    z3.Z3_OP_SGT: z3.Z3_OP_SLT,
    z3.Z3_OP_SGEQ: z3.Z3_OP_SLEQ,
    z3.Z3_OP_ULT: z3.Z3_OP_UGT,
    z3.Z3_OP_ULEQ: z3.Z3_OP_UGEQ,
    z3.Z3_OP_UGT: z3.Z3_OP_ULT,
    z3.Z3_OP_UGEQ: z3.Z3_OP_ULEQ,
}
NEGATED = {  # not (t op k) read as t op' k
    z3.Z3_OP_SLT: z3.Z3_OP_SGEQ,
    z3.Z3_OP_SLEQ: z3.Z3_OP_SGT,
    z3.Z3_OP_SGT: z3.Z3_OP_SLEQ,
    z3.Z3_OP_SGEQ: z3.Z3_OP_SLT,
    z3.Z3_OP_ULT: z3.Z3_OP_UGEQ,
    z3.Z3_OP_ULEQ: z3.Z3_OP_UGT,
    z3.Z3_OP_UGT: z3.Z3_OP_ULEQ,
    z3.Z3_OP_UGEQ: z3.Z3_OP_ULT,
}


def interval(
    kind: int, number: int, numeral_left: bool, holds: bool, bits: int
) -> tuple[int, int] | None:
    """The signed values of ``t`` at which ``t op number`` (``number op t`` when
    ``numeral_left``) has truth value ``holds``, as an interval; None when it is not one
    (``number`` is read signed for a signed ``op``, unsigned otherwise)."""
    if kind == z3.Z3_OP_EQ:  # ``number`` is read unsigned: the bound is its signed reading
        value = number - (1 << bits) if number >> (bits - 1) else number
        return (value, value) if holds else None
    if numeral_left:
        kind = FLIPPED[kind]
    if not holds:
        kind = NEGATED[kind]
    low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    found = {
        z3.Z3_OP_SLT: (low, number - 1),
        z3.Z3_OP_SLEQ: (low, number),
        z3.Z3_OP_SGT: (number + 1, high),
        z3.Z3_OP_SGEQ: (number, high),
        z3.Z3_OP_ULT: (0, number - 1),  # unsigned: an interval of signed values only below
        z3.Z3_OP_ULEQ: (0, number),
    }.get(kind)
    if found is None or found[0] > found[1] or found[1] > high:
        return None
    return found
