"""The PAC interpreter's C operations: concrete results, and symbolic terms that agree."""

from __future__ import annotations

import pytest
import z3
from errlang.ir import types as t
from errlang.pac import values as v


def _signed(value: int, ctype: t.IntType) -> int:
    return v.signed(value, ctype.bits) if ctype.signed else value


@pytest.mark.parametrize(
    ("op", "a", "b", "expected"),
    [
        ("/", -7, 2, -3),  # C truncates toward zero
        ("%", -7, 2, -1),  # the remainder has the dividend's sign
        ("/", 7, -2, -3),
        ("-", -(2**31), 1, 2**31 - 1),  # signed overflow wraps (-fwrapv)
        (">>", -8, 1, -4),  # arithmetic right shift
        ("*", 65536, 65536, 0),
    ],
)
def test_int_arithmetic_is_c(op: str, a: int, b: int, expected: int) -> None:
    bits = 32
    result = v.binary(op, v.mask(a, bits), v.mask(b, bits), t.INT, t.INT)
    assert isinstance(result, int)
    assert _signed(result, t.INT) == expected


@pytest.mark.parametrize("op", ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"])
@pytest.mark.parametrize(("a", "b"), [(-7, 2), (100, 7), (-(2**31), 3), (5, 0), (3, 31)])
def test_symbolic_agrees_with_concrete(op: str, a: int, b: int) -> None:
    x = z3.BitVec("x", 32)
    ca, cb = v.mask(a, 32), v.mask(b, 32)
    defined = v.ub_condition(op, ca, cb, t.INT, t.INT)
    if defined is False:
        return  # undefined behaviour blocks the run: no value to compare
    concrete = v.binary(op, ca, cb, t.INT, t.INT)
    symbolic = v.binary(op, x, cb, t.INT, t.INT)
    value = z3.simplify(z3.substitute(v.lift(symbolic, 32), (x, z3.BitVecVal(ca, 32))))
    assert value.as_long() == concrete


def test_undefined_behaviour_is_reported() -> None:
    assert v.ub_condition("/", 1, 0, t.INT, t.INT) is False
    assert v.ub_condition("/", v.mask(-(2**31), 32), v.mask(-1, 32), t.INT, t.INT) is False
    assert v.ub_condition("<<", 1, 32, t.INT, t.INT) is False
    assert v.ub_condition("+", 1, 2, t.INT, t.INT) is True


def test_conversions() -> None:
    assert v.convert(v.mask(-1, 8), t.CHAR, t.INT) == v.mask(-1, 32)  # sign extension
    assert v.convert(255, t.UCHAR, t.INT) == 255  # zero extension
    assert v.convert(256, t.INT, t.UCHAR) == 0  # truncation
    assert v.convert(2, t.INT, t.BOOL) == 1
    flag = v.convert(z3.BitVec("y", 32), t.INT, t.BOOL)
    assert isinstance(flag, v.Flag)


def test_comparison_of_symbolic_values_stays_boolean() -> None:
    x = z3.BitVec("x", 32)
    flag = v.binary("<", x, 5, t.INT, t.INT)
    assert isinstance(flag, v.Flag)
    negated = v.unary("!", flag, 32)
    assert isinstance(negated, v.Flag)
    solver = z3.Solver()
    solver.add(v.truth(negated), x == 3)
    assert solver.check() == z3.unsat
