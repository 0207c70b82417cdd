"""The fresh solver of slow queries and the screens (teacher/fresh_solver.py): the same answers
as z3's default solver, models of the formula it was given (through its tactics' model
converters), formulas beyond bit-vectors (arrays) answered by z3's default solver, and a timeout
that ends in ``unknown`` — through ``BoundedSolver`` a ``SolverUnknown`` with the reason, never
a crash; the screens' "unsat" is z3's on random formulas."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from types import SimpleNamespace
from typing import cast

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher import solver as solver_module
from errlang.teacher.fresh_solver import fresh_solver, pure_bit_vectors, unrewritten_solver
from errlang.teacher.solver import BoundedSolver, SolverUnknown

X, Y = z3.BitVecs("x y", 64)
G = z3.Bools("g0 g1 g2")
# factoring a product of two 31-bit primes: z3 needs far more than a second for it
HARD = [X * Y == 2147483647 * 2147483629, z3.UGT(X, 1), z3.UGT(Y, 1), X != 2147483647,
        Y != 2147483647, z3.ULT(X, 2**32), z3.ULT(Y, 2**32)]  # fmt: skip


def _parser_chain(digits: int) -> list[z3.BoolRef]:
    """A number parser's formula in miniature: v = v * 10 + d under guards, an overflow test."""
    value: z3.BitVecRef = z3.BitVecVal(0, 64)
    formula: list[z3.BoolRef] = []
    for k in range(digits):
        byte = z3.BitVec(f"b{k}", 8)
        digit = z3.SignExt(56, byte) - 48
        guard = z3.Bool(f"more{k}")
        formula.append(guard == z3.And(byte >= 48, byte <= 57, value <= 2147483647))
        value = z3.If(guard, value * 10 + digit, value)
    formula.append(value <= 2147483647)
    return [*formula, value < 0]


@pytest.mark.parametrize(
    "formula",
    [
        _parser_chain(3),
        [*_parser_chain(3)[:-1], z3.Extract(31, 0, X) == 7],
        [z3.If(G[0], X + 3, X * 5) == Y, z3.ULT(Y, 20), G[0] == z3.Not(G[1]), z3.UGT(X, 2)],
        [z3.Or(G), z3.Not(G[0]), z3.Not(G[1]), z3.Not(G[2])],
        [z3.Select(z3.Store(z3.K(z3.BitVecSort(64), z3.BitVecVal(0, 8)), X, 1), Y) == 1, X != Y],
        [z3.Select(z3.Store(z3.K(z3.BitVecSort(64), z3.BitVecVal(0, 8)), X, 1), Y) == 1],
    ],
)
def test_the_fresh_solver_answers_as_z3_does_with_models_of_the_formula(
    formula: list[z3.BoolRef],
) -> None:
    expected = z3.Solver()
    expected.add(*formula)
    solver = fresh_solver(bit_vectors=pure_bit_vectors(formula))
    solver.add(*formula)
    result = solver.check()
    assert result == expected.check()
    if result == z3.sat:
        model = solver.model()
        assert all(z3.is_true(model.eval(part, model_completion=True)) for part in formula)


TABLE = z3.Array("table", z3.BitVecSort(64), z3.BitVecSort(8))


def test_pure_bit_vectors_are_judged_after_preprocessing() -> None:
    assert pure_bit_vectors(_parser_chain(2))
    constant = z3.Store(z3.K(z3.BitVecSort(64), z3.BitVecVal(0, 8)), 3, 5)
    assert pure_bit_vectors([z3.Select(constant, 3) == z3.Extract(7, 0, X)])  # folded away
    assert not pure_bit_vectors(
        [z3.Select(TABLE, X) == 7, z3.Select(TABLE, Y) == 8, z3.ULT(X, 4), z3.ULT(Y, 4)]
    )


def test_a_timeout_of_the_fresh_solver_is_unknown() -> None:
    solver = fresh_solver()
    solver.set("timeout", 300)
    solver.add(*HARD)
    started = time.monotonic()
    assert solver.check() == z3.unknown
    assert solver.reason_unknown() in ("timeout", "canceled", "interrupted")
    assert time.monotonic() - started < 5.0


def _bounded(
    *constraints: z3.BoolRef, switch_after: float | None, array_loops: int = 0
) -> BoundedSolver:
    encoding = cast(
        Encoding,
        SimpleNamespace(
            constraints=list(constraints),
            terminations=[],
            cuts=[],
            warnings=[],
            array_loops=array_loops,
            floating=False,
        ),
    )
    return BoundedSolver(encoding, switch_after=switch_after)


def test_a_formula_with_arrays_switched_to_fresh_solvers_is_answered() -> None:
    table = TABLE
    solver = _bounded(z3.Select(table, X) == 7, z3.ULT(X, 4), switch_after=0.2)
    solver.fresh = True  # as after a slow query: every query to a fresh solver
    model = solver.satisfiable(z3.Select(table, Y) == 7, X != Y)
    assert model is not None
    assert model.eval(z3.Select(table, Y)).as_long() == 7
    assert solver.satisfiable(z3.Select(table, X) == 8) is None
    assert solver.satisfiable(z3.UGE(X, 4)) is None


def test_a_bounded_solver_switched_to_fresh_solvers_keeps_its_budget() -> None:
    """A query the incremental solver does not answer in ``switch_after`` goes to a fresh
    solver; when that one runs out of the query's limit too the answer is SolverUnknown."""
    solver = _bounded(z3.ULT(X, 2**40), switch_after=0.2)
    started = time.monotonic()
    with pytest.raises(SolverUnknown):
        solver.satisfiable(*HARD, limit=0.6)
    assert solver.fresh
    assert time.monotonic() - started < 5.0
    model = solver.satisfiable(X == 3)  # the later queries: fresh solvers, still answering
    assert model is not None and model.eval(X).as_long() == 3
    assert solver.satisfiable(X == 2**41) is None


def test_array_loop_queries_are_asked_of_z3s_default_tactic_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """check's questions over array-loop summaries go to z3's default tactic for SCREEN_AFTER
    seconds first (here: long enough for any of these): what it answers in them is its answer,
    one call per query, with a model of the query itself; nothing is screened."""
    monkeypatch.setattr(solver_module, "SCREEN_AFTER", 60.0)
    table = TABLE
    solver = _bounded(z3.Select(table, X) == 7, switch_after=1.0, array_loops=1)
    assert solver.screen
    assert solver.satisfiable(X * X == 3) is None
    same = (z3.Select(table, Y) == 8, z3.ULT(X, 4), z3.ULT(Y, 4), X * 2 == Y * 2)
    assert solver.satisfiable(*same) is None
    model = solver.satisfiable(z3.Select(table, Y) == 8, z3.ULT(Y, 4))
    assert model is not None
    assert model.eval(z3.Select(table, Y)).as_long() == 8
    assert model.eval(z3.Select(table, X)).as_long() == 7
    assert solver.calls == 3
    # the learner's solvers (no switch_after) and plain encodings are not screened
    assert not _bounded(z3.Select(table, X) == 7, switch_after=None, array_loops=1).screen
    assert not _bounded(z3.Select(table, X) == 7, switch_after=1.0).screen


def test_array_loop_queries_the_default_tactic_does_not_answer_at_once_are_screened(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """When z3's default tactic has not answered in SCREEN_AFTER (held here: its trial runs
    out), the bit-vector pipeline is asked: its "unsat" is final; anything else goes back to
    the default tactic, so a query the pipeline's relaxation of arrays cannot refute is still
    answered exactly, with a model of the query itself."""
    monkeypatch.setattr(solver_module, "SCREEN_AFTER", 0.05)
    asked = BoundedSolver._satisfiable

    def slow_trial(
        self: BoundedSolver,
        conditions: tuple[z3.BoolRef, ...],
        limit: float | None,
        effort: int = 0,
    ) -> z3.ModelRef | None:
        if effort:  # the trial: z3's resource limit runs out (it says "canceled")
            self.calls += 1
            time.sleep(solver_module.SCREEN_AFTER)
            raise SolverUnknown("canceled")
        return asked(self, conditions, limit)

    monkeypatch.setattr(BoundedSolver, "_satisfiable", slow_trial)
    table = TABLE
    solver = _bounded(z3.Select(table, X) == 7, switch_after=1.0, array_loops=1)
    assert solver.satisfiable(X * X == 3) is None  # no square is 3 mod 2^64: the pipeline
    assert solver.calls == 2  # the trial, the pipeline
    # the pipeline bit-blasts each select on its own: only the default tactic sees that
    # x == y makes the two reads one
    same = (z3.Select(table, Y) == 8, z3.ULT(X, 4), z3.ULT(Y, 4), X * 2 == Y * 2)
    assert solver.satisfiable(*same) is None
    assert solver.calls == 5  # the trial, the pipeline, the default tactic
    model = solver.satisfiable(z3.Select(table, Y) == 8, z3.ULT(Y, 4))
    assert model is not None
    assert model.eval(z3.Select(table, Y)).as_long() == 8
    assert model.eval(z3.Select(table, X)).as_long() == 7


def _random_array_formula(rng: random.Random) -> list[z3.BoolRef]:
    """A few comparisons over 4-bit terms with reads of an array, of a store and of a lambda
    (what array-loop summaries are)."""
    table = z3.Array("t4", z3.BitVecSort(4), z3.BitVecSort(4))
    index = z3.BitVec("i4", 4)
    tripled = z3.Lambda([index], index * 3)
    names = z3.BitVecs("x4 y4 z4", 4)

    def term(depth: int) -> z3.BitVecRef:
        if depth == 0:
            return rng.choice([*names, z3.BitVecVal(rng.randrange(16), 4)])
        kind = rng.randrange(5)
        if kind == 0:
            return z3.Select(table, term(depth - 1))
        if kind == 1:
            return term(depth - 1) * term(depth - 1)
        if kind == 2:
            return term(depth - 1) + term(depth - 1)
        if kind == 3:
            return z3.Select(tripled, term(depth - 1))
        return z3.Select(z3.Store(table, term(depth - 1), term(depth - 1)), term(depth - 1))

    def atom() -> z3.BoolRef:
        kind = rng.randrange(3)
        left, right = term(2), term(1)
        return left == right if kind == 0 else left != right if kind == 1 else z3.ULT(left, right)

    return [atom() for _ in range(rng.randrange(3, 7))]


def _refutations(formulas: list[list[z3.BoolRef]], make: Callable[[], z3.Solver]) -> int:
    """How many of ``formulas`` the solver ``make`` gives refutes; z3's default solver refutes
    each of them too (asserted)."""
    refuted = 0
    for formula in formulas:
        screen = make()
        screen.add(*formula)
        if screen.check() == z3.unsat:
            refuted += 1
            exact = z3.Solver()
            exact.add(*formula)
            assert exact.check() == z3.unsat, formula
    return refuted


def test_the_screens_unsat_is_z3s_on_random_array_formulas() -> None:
    """The screen's soundness: wherever the bit-vector pipeline says unsat on a formula with
    arrays (stores, lambdas), z3's default solver does too (seed 7, 150 formulas: 10 refuted)."""
    rng = random.Random(7)
    formulas = [_random_array_formula(rng) for _ in range(150)]
    assert _refutations(formulas, lambda: fresh_solver(bit_vectors=True)) >= 5


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
    """UNREWRITTEN's soundness (the screen of chains of constant products), seed 11, 200
    formulas: wherever it says unsat, z3's default solver does."""
    rng = random.Random(11)
    formulas = [_random_formula(rng) for _ in range(200)]
    assert _refutations(formulas, unrewritten_solver) >= 10
