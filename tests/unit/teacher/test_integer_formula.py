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
    guards = {str(g): g for f in formula for g in _guards(f)}.values()  # kept as they are
    assignment += [(g, solver.model().eval(g, True)) for g in guards]
    return answer, all(z3.is_true(z3.simplify(z3.substitute(f, *assignment))) for f in formula)


def _guards(term: z3.ExprRef) -> list[z3.BoolRef]:
    """The Boolean constants of ``term``."""
    if z3.is_const(term) and z3.is_bool(term) and not (z3.is_true(term) or z3.is_false(term)):
        return [term]
    return [g for kid in term.children() for g in _guards(kid)]


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


def _value(rng: random.Random, bits: int) -> int:
    """A numeral: the width's special values (0, ±1, MIN, MAX) half of the time, an ordinary
    value otherwise (the special ones excluded: a divisor of 0 or -1 must not hide the rest)."""
    half = 1 << (bits - 1)
    if rng.random() < 0.5:
        return rng.choice([0, 1, -1, half - 1, -half])
    value = rng.randrange(2, min(half - 1, 5000))
    return value if rng.random() < 0.5 else -value


def _sign_extended(x: z3.BitVecRef, bits: int) -> z3.BitVecRef:
    """z3's own form of a sign extension (its rewriter's): copies of the top bit, then ``x``."""
    extended = z3.simplify(z3.SignExt(bits - x.size(), x))
    assert z3.is_app_of(extended, z3.Z3_OP_CONCAT)
    return extended


def _bounded_formula(rng: random.Random, width: int) -> list[z3.BoolRef]:
    """Terms over two characters as the encoder builds them (z3's sign extensions, a decimal
    field, quotients and remainders by numerals, extractions), with facts bounding some of
    them (a digit's test, a path's range, in conjunctions and disjunctions)."""
    x, y = z3.BitVec("x", 8), z3.BitVec("y", 8)
    leaves = [_sign_extended(x, width), z3.ZeroExt(width - 8, y), _sign_extended(y, width)]
    facts: list[z3.BoolRef] = []
    at = [(x, z3.BitVecVal(rng.randrange(256), 8)), (y, z3.BitVecVal(rng.randrange(256), 8))]

    def bound(term: z3.BitVecRef) -> None:
        """A range around the term's value at one assignment, or anywhere (a special value)."""
        value = z3.simplify(z3.substitute(term, *at)).as_signed_long()
        low = value - rng.choice([0, 1, 9, 300]) if rng.random() < 0.7 else _value(rng, width)
        low = max(low, -(1 << (width - 1)))
        high = min(low + rng.choice([0, 9, 100, 4000]), (1 << (width - 1)) - 1)
        inside = z3.And(term >= low, term <= high)
        facts.append(rng.choice([inside, z3.Or(inside, term == _value(rng, width))]))

    def term(depth: int) -> z3.BitVecRef:
        if depth == 0:
            leaf = rng.choice(leaves)
            if rng.random() < 0.4:
                bound(leaf)
            return leaf
        a, b = term(depth - 1), term(depth - 1)
        c = z3.BitVecVal(_value(rng, width), width)
        made = rng.choice(
            [
                a * 10 + b - 528,
                a + c,
                a / c,
                z3.SRem(a, c),
                z3.UDiv(a, c),
                z3.URem(a, c),
                z3.SignExt(width - 12, z3.Extract(11, 0, a)),
                z3.ZeroExt(width - 12, z3.Extract(13, 2, a)),
                z3.If(a < b, a - b, b),
            ]
        )
        if rng.random() < 0.3:
            bound(made)
        return made

    a, b = term(3), term(2)
    k = z3.BitVecVal(_value(rng, width), width)
    return [rng.choice([a < b, z3.ULT(a, k), a == b + k, a != k, a >= k]), *facts]


def test_bounded_terms_and_divisions_answer_as_z3_on_bit_vectors() -> None:
    """The bounds the formula implies (encoder.fact_intervals.implied), z3's sign extensions,
    quotients and remainders whose dividend's sign is known, kept extractions: still exact
    both ways. (A quotient whose dividend is taken as non-negative is caught by the test
    above; a bound taken from one disjunct alone by tests/unit/encoder/test_fact_intervals.)"""
    rng = random.Random(23)
    answers = set()
    refused = 0
    for width in (16, 32):
        for _ in range(70):
            formula = _bounded_formula(rng, width)
            if integer_formula(formula) is None:  # a divisor of 0: no translation
                refused += 1
                continue
            expected = z3.Solver()
            expected.add(*formula)
            answer, model_holds = _solve(formula)
            assert answer == expected.check(), formula
            assert model_holds in (None, True), formula
            answers.add(str(answer))
    assert answers == {"sat", "unsat"} and refused < 70


def test_a_year_of_four_digits_needs_no_wrap_around() -> None:
    """``y = 1000 * d1 + 100 * d2 + 10 * d3 + d4 - 1`` over four digit characters that the
    formula tests, divided by 4, 100, 400 as CPython's days_before_year does: no term is taken
    modulo 2^32 and no quotient needs its sign split (before: the characters' extensions were
    read bit by bit, each quotient split on its dividend's sign and taken modulo 2^32)."""
    chars = [z3.BitVec(f"c{i}", 8) for i in range(4)]
    digits = [_sign_extended(c, 32) - 48 for c in chars]
    y = digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3] - 1
    tests = [z3.And(_sign_extended(c, 32) >= 48, _sign_extended(c, 32) <= 57) for c in chars]
    days = y * 365 + y / 4 - y / 100 + y / 400
    formula = [*tests, y >= 0, days == 730_119]  # days before 2000 (2000-01-01: ordinal 730,120)
    translated = integer_formula(formula)
    assert translated is not None
    text = z3.And(*translated[0]).sexpr()
    assert str(1 << 32) not in text and "ite" not in text.replace("(ite (>= c", "")
    assert _solve(formula)[0] == z3.sat
    assert _solve([*formula, chars[0] != ord("2")]) == (z3.unsat, None)


def test_a_divisor_of_a_few_values_is_split_on_them() -> None:
    """``% (365 + leap)`` (benchmarks/programs/division/ordinal_date.c): the if-then-else of the
    remainders by 365 and 366; a divisor that may be 0 still has no translation."""
    d, leap = z3.BitVec("d", 16), z3.Bool("leap")
    year = z3.BitVecVal(365, 16) + z3.If(leap, z3.BitVecVal(1, 16), z3.BitVecVal(0, 16))
    for rem, signed in ((z3.URem(d, year), False), (z3.SRem(d, year), True), (d / year, True)):
        for extra in ([leap], [z3.Not(leap)], [d < 0], [d > 730]):
            formula = [rem == (365 if rem.decl().name() != "bvsdiv" else 1), *extra]
            expected = z3.Solver()
            expected.add(*formula)
            answer, model_holds = _solve(formula)
            assert answer == expected.check() and model_holds in (None, True), (formula, signed)
    assert integer_formula([z3.URem(d, year - 365) == 0]) is None
