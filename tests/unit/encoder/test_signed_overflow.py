"""The conditions under which C's signed arithmetic is undefined (encoder/overflow.py), proved
equal at 8 bits to "the exact result is outside [-128, 127]" for every operator, with symbolic
operands and with every numeral on either side (what the lowering marks:
tests/unit/ir/test_overflow_marks.py)."""

from __future__ import annotations

import pytest
import z3
from errlang.encoder.overflow import negation_overflows, overflows

BITS, LOW, HIGH = 8, -128, 127


def _exact(op: str, a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BitVecRef:
    wide_a, wide_b = z3.SignExt(BITS, a), z3.SignExt(BITS, b)
    return {"+": wide_a + wide_b, "-": wide_a - wide_b, "*": wide_a * wide_b}[op]


def _proved(claim: z3.BoolRef) -> bool:
    solver = z3.Solver()
    solver.add(z3.Not(claim))
    return solver.check() == z3.unsat


def _wrapped(op: str, a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BitVecRef:
    return {"+": a + b, "-": a - b, "*": a * b}[op]


@pytest.mark.parametrize("op", ["+", "-", "*"])
def test_symbolic_operands(op: str) -> None:
    a, b = z3.BitVecs("a b", BITS)
    exact = _exact(op, a, b)
    truth = z3.Or(exact < LOW, exact > HIGH)
    assert _proved(overflows(op, a, b, _wrapped(op, a, b)) == truth)


@pytest.mark.parametrize("op", ["+", "-", "*"])
def test_every_numeral_on_either_side(op: str) -> None:
    a = z3.BitVec("a", BITS)
    for constant in range(LOW, HIGH + 1):
        c = z3.BitVecVal(constant, BITS)
        for left, right in ((a, c), (c, a)):
            exact = _exact(op, left, right)
            truth = z3.Or(exact < LOW, exact > HIGH)
            condition = overflows(op, left, right, _wrapped(op, left, right))
            assert _proved(condition == truth), (op, constant, left is a)


def test_left_shift() -> None:
    a, k = z3.BitVecs("a k", BITS)
    in_range = z3.ULT(k, BITS)
    exact = z3.SignExt(BITS, a) << z3.ZeroExt(BITS, k)
    truth = z3.Or(a < 0, exact > HIGH)
    assert _proved(z3.Implies(in_range, overflows("<<", a, k, a << k) == truth))


def test_negation() -> None:
    a = z3.BitVec("a", BITS)
    assert _proved(negation_overflows(a) == (a == LOW))
