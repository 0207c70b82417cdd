"""Division and remainder in the bits their operands need (encoder/division.py) and the
intervals that choose those bits (encoder/intervals.py), against z3's own operations on random
values: signed and unsigned, 8 to 64 bits, negative operands, zero and -1 divisors."""

from __future__ import annotations

import random
from typing import Any

import pytest
import z3
from errlang.encoder.division import divided, division_bits
from errlang.encoder.intervals import interval, unsigned_view
from errlang.teacher.narrowing import Narrowing

WIDTHS = (8, 16, 32, 64)


def _native(op: str, a: z3.BitVecRef, b: z3.BitVecRef, signed: bool) -> z3.BitVecRef:
    if signed:
        return a / b if op == "/" else z3.SRem(a, b)
    return z3.UDiv(a, b) if op == "/" else z3.URem(a, b)


def _value(term: z3.BitVecRef, assignment: list[tuple[z3.ExprRef, z3.ExprRef]]) -> int:
    result = z3.simplify(z3.substitute(term, *assignment))
    assert z3.is_bv_value(result)
    return int(result.as_long())


def _operand(name: str, width: int, small: int, signed: bool) -> z3.BitVecRef:
    """A ``width``-bit operand whose value comes from a ``small``-bit constant, extended."""
    x = z3.BitVec(name, small)
    if small == width:
        return x
    return z3.SignExt(width - small, x) if signed else z3.ZeroExt(width - small, x)


def _edges(bits: int) -> list[int]:
    """Values of a ``bits``-bit constant worth trying: 0, ±1, the extremes, then random."""
    top = (1 << bits) - 1
    return [0, 1, top, 1 << (bits - 1), (1 << (bits - 1)) - 1, 2, top - 1]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("signed", [True, False])
@pytest.mark.parametrize("op", ["/", "%"])
def test_a_narrow_division_equals_z3_s_on_random_values(width: int, signed: bool, op: str) -> None:
    rng = random.Random(f"{width}{signed}{op}")
    for small_a, small_b in ((width // 2, width // 4), (width // 4, width // 2), (5, 3)):
        small_a, small_b = max(small_a, 2), max(small_b, 2)
        a = _operand("a", width, small_a, signed)
        b = _operand("b", width, small_b, signed)
        narrow = divided(op, a, b, signed)
        assert division_bits(op, a, b, signed) < width  # it is narrowed
        native = _native(op, a, b, signed)
        va, vb = z3.BitVec("a", small_a), z3.BitVec("b", small_b)
        pairs = [(x, y) for x in _edges(small_a) for y in _edges(small_b)]
        pairs += [(rng.getrandbits(small_a), rng.getrandbits(small_b)) for _ in range(60)]
        for x, y in pairs:
            assignment = [(va, z3.BitVecVal(x, small_a)), (vb, z3.BitVecVal(y, small_b))]
            assert _value(narrow, assignment) == _value(native, assignment), (x, y)


@pytest.mark.parametrize("signed", [True, False])
@pytest.mark.parametrize("op", ["/", "%"])
def test_a_narrow_division_is_proved_equal_at_16_bits(signed: bool, op: str) -> None:
    """Every assignment, by z3: a sum of two 6-bit values by an 8-bit one (-1 and 0 too)."""
    a = _operand("a", 16, 6, signed) + _operand("c", 16, 6, signed)
    b = _operand("b", 16, 8, signed)
    assert division_bits(op, a, b, signed) < 16
    solver = z3.Solver()
    solver.add(divided(op, a, b, signed) != _native(op, a, b, signed))
    assert solver.check() == z3.unsat


@pytest.mark.parametrize("signed", [True, False])
@pytest.mark.parametrize("op", ["/", "%"])
@pytest.mark.parametrize("divisor", ["one", "three", "nonzero"])
def test_a_divisor_that_is_never_zero_is_proved_equal_at_16_bits(
    signed: bool, op: str, divisor: str
) -> None:
    """A quotient with its top bit set in its narrow width (``2 / 1`` in 2 bits: fread's count
    of items of size 1) is extended as the value it is, not as a negative one."""
    a = _operand("a", 16, 6, signed)
    b = {
        "one": z3.BitVecVal(1, 16),
        "three": z3.BitVecVal(3, 16),
        "nonzero": _operand("b", 16, 3, False) | 1,
    }[divisor]
    solver = z3.Solver()
    solver.add(divided(op, a, b, signed) != _native(op, a, b, signed))
    assert solver.check() == z3.unsat


def test_the_quotient_of_the_least_value_by_minus_one_gets_a_bit_more() -> None:
    a, b = _operand("a", 32, 8, True), _operand("b", 32, 8, True)
    assert division_bits("/", a, b, True) == 9  # -128 / -1 = 128 needs 9 bits
    solver = z3.Solver()
    solver.add(divided("/", a, b, True) != a / b)
    assert solver.check() == z3.unsat


def test_an_unsigned_quotient_by_zero_is_all_ones() -> None:
    a, b = _operand("a", 32, 8, False), _operand("b", 32, 8, False)
    quotient = divided("/", a, b, False)
    assignment = [(z3.BitVec("a", 8), z3.BitVecVal(7, 8)), (z3.BitVec("b", 8), z3.BitVecVal(0, 8))]
    assert _value(quotient, assignment) == (1 << 32) - 1


def test_a_remainder_chain_narrows_whatever_the_first_dividend() -> None:
    """``n % 146097 / 36524``: the remainder is below its divisor, so the next division is
    an 18-bit one though ``n`` takes every 32-bit value."""
    n = z3.BitVec("n", 32)
    rest = divided("%", n, z3.BitVecVal(146097, 32), True)
    assert division_bits("/", rest, z3.BitVecVal(36524, 32), True) == 19
    assert division_bits("/", n, z3.BitVecVal(36524, 32), True) == 32


def test_full_width_operands_are_divided_as_before() -> None:
    a, b = z3.BitVec("a", 32), z3.BitVec("b", 32)
    assert divided("/", a, b, True).eq(a / b)
    assert divided("%", a, b, False).eq(z3.URem(a, b))


def _random_term(rng: random.Random, leaves: list[z3.BitVecRef], depth: int) -> z3.BitVecRef:
    """A 32-bit term of the operators intervals.py reads, over 8-bit leaves."""
    if depth == 0 or rng.random() < 0.2:
        leaf = rng.choice(leaves)
        pick = rng.randrange(4)
        if pick == 0:
            return z3.SignExt(24, leaf)
        if pick == 1:
            return z3.ZeroExt(24, leaf)
        if pick == 2:
            return z3.Concat(*[z3.Extract(7, 7, leaf)] * 24, leaf)  # z3's sign extension
        return z3.BitVecVal(rng.choice([0, 1, 7, 10, 365, 1461, -1, -7, 146097]), 32)
    a = _random_term(rng, leaves, depth - 1)
    b = _random_term(rng, leaves, depth - 1)
    op = rng.randrange(14)
    terms = [
        lambda: a + b,
        lambda: a - b,
        lambda: a * b,
        lambda: -a,
        lambda: ~a,
        lambda: a / b,
        lambda: z3.SRem(a, b),
        lambda: z3.UDiv(a, b),
        lambda: z3.URem(a, b),
        lambda: a & b,
        lambda: a | b,
        lambda: a >> 3,
        lambda: z3.LShR(a, 5) ^ (a << 2),
        lambda: z3.If(z3.ULT(a, b), a, b) + z3.ZeroExt(16, z3.Extract(23, 8, a)),
    ]
    return terms[op]()


def test_every_value_of_a_term_lies_in_its_interval() -> None:
    rng = random.Random(30)
    leaves = [z3.BitVec(f"x{i}", 8) for i in range(3)]
    for _ in range(150):
        term = _random_term(rng, leaves, 3)
        low, high = interval(term)
        assert -(1 << 31) <= low <= high <= (1 << 32) - 1
        for _ in range(25):
            assignment = [(leaf, z3.BitVecVal(rng.getrandbits(8), 8)) for leaf in leaves]
            value = _value(term, assignment)
            signed = value - (1 << 32) if value >> 31 else value
            assert low <= value <= high or low <= signed <= high, (term, low, high, value)


def test_intervals_of_the_calendar_s_terms() -> None:
    digit = z3.ZeroExt(28, z3.BitVec("d", 4))  # 0..15
    year = digit * 1000 + digit * 100 + digit * 10 + digit
    assert interval(year) == (0, 16665)
    assert interval(z3.SRem(year - 1, z3.BitVecVal(1461, 32))) == (-1, 1460)
    assert unsigned_view(interval(z3.BitVecVal(-1, 32)), 32) == ((1 << 32) - 1,) * 2


@pytest.mark.parametrize("signed", [True, False])
def test_the_screen_s_narrowing_divides_in_fewer_bits_and_keeps_the_value(signed: bool) -> None:
    """teacher/narrowing.py reads quotients and remainders too (the array screens)."""
    x, y = z3.BitVec("x", 8), z3.BitVec("y", 6)
    extend = z3.SignExt if signed else z3.ZeroExt
    a, b = extend(8, x) * 5 + 3, extend(10, y)  # 16 bits: z3 proves the equality quickly
    for term in (a / b, z3.SRem(a, b), z3.UDiv(a, b), z3.URem(a, b)):
        (narrowed,) = Narrowing().of([term])
        assert not narrowed.eq(term)
        solver = z3.Solver()
        solver.add(narrowed != term)
        assert solver.check() == z3.unsat


def _composed(rng: random.Random, width: int, depth: int) -> Any:
    """A term as the encoder builds them over two input bytes ``x`` (8 bits) and ``y`` (6)."""
    if depth == 0:
        x, y = z3.BitVec("x", 8), z3.BitVec("y", 6)
        constant = z3.BitVecVal(rng.choice([0, 1, 2, 3, 7, 100, -1, -128, 255]), width)
        extended = [z3.SignExt(width - 8, x), z3.ZeroExt(width - 8, x), z3.ZeroExt(width - 6, y)]
        return rng.choice([*extended, constant])
    a, b = _composed(rng, width, depth - 1), _composed(rng, width, depth - 1)
    c = z3.BitVecVal(rng.choice([1, 2, 3, 7, 10, -1, -7, 255]), width)
    made = [a + b, a - b, a * c, a / c, z3.URem(a, c), z3.UDiv(a, c), a & 15, z3.LShR(a, 2)]
    return rng.choice([*made, z3.If(a < b, a, b), a | 1])


def test_divisions_of_composed_terms_are_proved_equal() -> None:
    """Operands built as the encoder builds them (extensions, sums, products and quotients by
    numerals, masks, shifts, minima), divided by numerals and by such terms: the narrow
    division equals z3's on every assignment (the intervals of both operands exercised, a
    divisor that is never 0 among them)."""
    for seed in range(40):
        rng = random.Random(seed)
        width = rng.choice([16, 32])
        a = _composed(rng, width, rng.randint(0, 2))
        b = _composed(rng, width, rng.randint(0, 1))
        for op in "/%":
            for signed in (True, False):
                solver = z3.Solver()
                solver.add(divided(op, a, b, signed) != _native(op, a, b, signed))
                assert solver.check() == z3.unsat, (seed, op, signed, a, b)
