"""The screen of formulas with chains of constant multiplications (teacher/fresh_solver.py's
UNREWRITTEN, asked first by ``BoundedSolver`` on fresh solvers): which formulas have such
chains, its "unsat" is z3's (a relaxation of arrays, never a wrong refutation), and the number
parser's shape it exists for is decided with less work than the rewriting pipeline needs
(z3's resource count, deterministic, not time)."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import cast

import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher.fresh_solver import (
    constant_product_chains,
    fresh_solver,
    unrewritten_solver,
)
from errlang.teacher.solver import BoundedSolver

X, Y = z3.BitVecs("x y", 64)


def _number_parser(digits: int) -> tuple[list[z3.BoolRef], z3.BitVecRef]:
    """``v = v * 10 + (c - '0')`` while the bytes are digits and ``v`` fits an int, as the
    encoder gives it: the value parsed (the formula, the value)."""
    value: z3.BitVecRef = z3.BitVecVal(0, 64)
    alive: z3.BoolRef = z3.BoolVal(True)
    ends: list[tuple[z3.BoolRef, z3.BitVecRef]] = []
    for k in range(digits):
        byte = z3.BitVec(f"c{k}", 8)
        digit = z3.And(byte >= 48, byte <= 57)
        ends.append((z3.And(alive, z3.Not(digit)), value))
        value = value * 10 + (z3.SignExt(56, byte) - 48)
        alive = z3.And(alive, digit, z3.Not(value > 2147483647))
    for guard, earlier in reversed(ends):
        value = z3.If(guard, earlier, value)
    first = z3.BitVec("c0", 8)
    return [z3.Or(alive, *(guard for guard, _ in ends)), first >= 48, first <= 57], value


def test_chains_of_constant_products_are_found_through_sums_extensions_and_ites() -> None:
    formula, value = _number_parser(3)
    assert constant_product_chains([*formula, value < 0])
    assert constant_product_chains([z3.SignExt(8, z3.If(X > 3, X * 3 + 1, Y)) * 5 > 2])
    assert not constant_product_chains([X * 10 + Y * 10 > 3])  # products side by side
    assert not constant_product_chains([(X * Y + 1) * 10 > 3])  # no numeral below
    assert not constant_product_chains([(X * 10) * Y > 3])  # the outer one is not by a numeral


def test_the_number_parser_is_decided_with_less_work_unrewritten() -> None:
    formula, value = _number_parser(12)
    query = [*formula, z3.Extract(31, 0, value) < 0]
    work = 3_000_000  # z3's resource count: the same on every machine and load
    answers = []
    for solver in (unrewritten_solver(), fresh_solver()):
        solver.set("rlimit", work)
        solver.add(*query)
        answers.append(solver.check())
    # unrewritten: 0.5 million; distributed into 78 products of 64 bits: 9 million
    assert answers == [z3.unsat, z3.unknown]


def _random_formula(rng: random.Random) -> list[z3.BoolRef]:
    """Comparisons of 4-bit terms: products by numerals nested in sums, extensions and
    if-then-elses, reads of an array, a store and a lambda, ``distinct``."""
    table = z3.Array("t4", z3.BitVecSort(4), z3.BitVecSort(4))
    index = z3.BitVec("i4", 4)
    names = z3.BitVecs("x4 y4 z4", 4)

    def term(depth: int) -> z3.BitVecRef:
        if depth == 0:
            return rng.choice([*names, z3.BitVecVal(rng.randrange(16), 4)])
        kind = rng.randrange(6)
        below = term(depth - 1)
        if kind == 0:
            return below * rng.randrange(2, 16) + term(depth - 1)
        if kind == 1:
            return z3.Extract(3, 0, z3.SignExt(4, below) * 3)
        if kind == 2:
            return z3.If(z3.ULT(below, term(depth - 1)), below * 5, term(depth - 1))
        if kind == 3:
            return z3.Select(table, below)
        if kind == 4:
            return z3.Select(z3.Lambda([index], index * 3), below)
        return z3.Select(z3.Store(table, below, term(depth - 1)), term(depth - 1))

    def atom() -> z3.BoolRef:
        kind = rng.randrange(3)
        left, right = term(3), term(1)
        if kind == 0:
            return z3.Distinct(left, right, term(1))
        return left == right if kind == 1 else z3.ULT(left, right)

    return [atom() for _ in range(rng.randrange(3, 7))]


def test_the_unrewritten_screens_unsat_is_z3s_on_random_formulas() -> None:
    """Seed 11, 200 formulas: wherever UNREWRITTEN says unsat, z3's default solver does."""
    rng = random.Random(11)
    refuted = 0
    for _ in range(200):
        formula = _random_formula(rng)
        screen = unrewritten_solver()
        screen.add(*formula)
        if screen.check() == z3.unsat:
            refuted += 1
            exact = z3.Solver()
            exact.add(*formula)
            assert exact.check() == z3.unsat, formula
    assert refuted >= 10


def test_a_fresh_solvers_query_over_a_chain_is_screened_first() -> None:
    formula, value = _number_parser(4)
    encoding = cast(
        Encoding,
        SimpleNamespace(constraints=formula, terminations=[], cuts=[], warnings=[],
                        array_loops=0, floating=False),
    )  # fmt: skip
    solver = BoundedSolver(encoding, switch_after=1.0, start_fresh=True)
    assert solver.satisfiable(z3.Extract(31, 0, value) < 0) is None
    assert solver.calls == 1  # the screen's unsat is final
    model = solver.satisfiable(value == 1234)  # the screen cannot say sat: the fresh solver
    assert solver.calls == 3
    assert model is not None and model.eval(value).as_long() == 1234
    # a solver not (yet) on fresh solvers asks the incremental one, unscreened
    incremental = BoundedSolver(encoding, switch_after=1.0)
    assert incremental.satisfiable(z3.Extract(31, 0, value) < 0) is None
    assert incremental.calls == 1 and not incremental.fresh
