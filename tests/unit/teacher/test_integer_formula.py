"""teacher/integer_formula.py: a bit-vector formula as linear integer arithmetic, exactly —
the same answer as z3's bit-vector solver on random formulas (a model of the translation is a
model of the formula), and the duration formatter's round trip decided in well under a second
where bit-blasting does not decide it in 10 s."""

from __future__ import annotations

import random

import z3
from errlang.teacher.integer_formula import integer_formula


def _bit_vector_model(
    model: z3.ModelRef, constants: dict[str, tuple[z3.ArithRef, int]]
) -> list[tuple[z3.ExprRef, z3.ExprRef]]:
    return [
        (z3.BitVec(name, width), z3.BitVecVal(model.eval(value, True).as_long(), width))
        for name, (value, width) in constants.items()
    ]


def _solve(formula: list[z3.BoolRef]) -> tuple[z3.CheckSatResult, bool | None]:
    """The translation's answer, and for sat whether its model satisfies ``formula``."""
    translated = integer_formula(formula)
    assert translated is not None
    terms, constants = translated
    solver = z3.Solver()
    solver.add(*terms)
    answer = solver.check()
    if answer != z3.sat:
        return answer, None
    assignment = _bit_vector_model(solver.model(), constants)
    return answer, all(z3.is_true(z3.simplify(z3.substitute(f, *assignment))) for f in formula)


def _random_formula(rng: random.Random, width: int) -> list[z3.BoolRef]:
    x, y = z3.BitVec("x", 8), z3.BitVec("y", 8)
    leaves = [
        z3.SignExt(width - 8, x),
        z3.ZeroExt(width - 8, y),
        z3.BitVecVal(rng.choice([0, 3, 7, 100, -5, -128]), width),
    ]

    def term(depth: int) -> z3.BitVecRef:
        if depth == 0:
            return rng.choice(leaves)
        a, b = term(depth - 1), term(depth - 1)
        c = z3.BitVecVal(rng.choice([3, 7, 10, 60, -7, 255]), width)
        made = [
            a + b,
            a - b,
            a * c,
            a / c,
            z3.SRem(a, c),
            z3.UDiv(a, c),
            z3.URem(a, c),
            -a,
            a << 3,
            z3.LShR(a, 2),
            a >> 1,
            a & 15,
            z3.If(a < b, a, b),
            z3.ZeroExt(width - 8, z3.Extract(7, 0, a)),
            z3.SignExt(width - 8, z3.Extract(11, 4, a)),
        ]
        return rng.choice(made)

    a, b = term(3), term(2)
    compare = rng.choice([a < b, z3.ULT(a, b), a == b, a >= b, z3.UGE(a, b)])
    return [compare, z3.Or(x > 10, term(1) != b)]


def test_the_translation_answers_as_z3_on_bit_vectors() -> None:
    rng = random.Random(11)
    for width in (16, 32):
        for _ in range(60):
            formula = _random_formula(rng, width)
            expected = z3.Solver()
            expected.add(*formula)
            answer, model_holds = _solve(formula)
            assert answer == expected.check(), formula
            assert model_holds in (None, True), formula


def test_the_duration_round_trip_is_decided_as_integers() -> None:
    """hms.c's identity (benchmarks/programs/division/hms.c) on a 24-bit signed count."""
    b = z3.BitVec("b", 24)
    t = z3.SignExt(40, b)
    a = z3.If(t < 0, -t, t)
    h, m, s = a / 3600, z3.SRem(a, 3600) / 60, z3.SRem(a, 60)
    formula = [h * 3600 + m * 60 + s != a]
    assert _solve(formula) == (z3.unsat, None)
    assert _solve([h * 3600 + m * 60 + s != a + 1, b == 7])[0] == z3.sat


def test_a_product_of_two_unknowns_has_no_translation() -> None:
    x, y = z3.BitVec("x", 8), z3.BitVec("y", 8)
    assert integer_formula([x * y == 6]) is None
    assert integer_formula([x | y == 6]) is None
