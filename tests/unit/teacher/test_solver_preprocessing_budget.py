"""z3's preprocessing of a fresh query's formula (``BoundedSolver._pure``: is it pure
bit-vectors once preprocessed?) is kept to the deadline like a check (DESIGN §2: budgets are
hard): before, it ran outside the watchdog, so a formula whose preprocessing took minutes took
the budget with it. The preprocessing is made slow here by a query z3 cannot finish in
seconds (factoring a product of two 31-bit primes) run in its place, in the same context."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher import solver as solver_module
from errlang.teacher.solver import (
    PREPROCESSING_OUT_OF_TIME,
    BoundedSolver,
    SolverCancelled,
    SolverUnknown,
)

X, Y = z3.BitVecs("x y", 64)
HARD = [X * Y == 2147483647 * 2147483629, z3.UGT(X, 1), z3.UGT(Y, 1), X != 2147483647,
        Y != 2147483647, z3.ULT(X, 2**32), z3.ULT(Y, 2**32)]  # fmt: skip
BUDGET = 1.0


def _slow_preprocessing(terms: Iterable[z3.BoolRef], ctx: z3.Context | None = None) -> bool:
    """A preprocessing that takes as long as z3 needs to factor: until it is interrupted."""
    goal = z3.Goal(ctx=ctx)
    goal.add(*HARD)
    z3.Then("simplify", "bit-blast", "sat", ctx=ctx)(goal)
    return True


@pytest.fixture
def slow(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver_module, "pure_bit_vectors", _slow_preprocessing)


def _fresh(encoding: Encoding, **kwargs: object) -> BoundedSolver:
    # start_fresh: every query asks a fresh solver, whose kind _pure decides
    return BoundedSolver(encoding, switch_after=1.0, start_fresh=True, **kwargs)  # type: ignore[arg-type]


def test_preprocessing_that_outlasts_the_budget_ends_at_the_deadline_unknown(
    slow: None, encoding_of: Callable[[list[z3.BoolRef]], Encoding]
) -> None:
    solver = _fresh(encoding_of([z3.ULT(X, 2**40)]), deadline=time.monotonic() + BUDGET)
    started = time.monotonic()
    with pytest.raises(SolverUnknown) as stopped:
        solver.satisfiable(X == 3)
    assert stopped.value.out_of_time and stopped.value.reason == PREPROCESSING_OUT_OF_TIME
    # interrupted by the watchdog, not abandoned (the thread ended); the bound is loose on
    # purpose: without the budget it would take as long as the factoring (minutes)
    assert not solver.abandoned
    assert time.monotonic() - started < 60


def test_a_cancel_stops_the_preprocessing(
    slow: None, encoding_of: Callable[[list[z3.BoolRef]], Encoding]
) -> None:
    asked = time.monotonic()
    solver = _fresh(encoding_of([z3.ULT(X, 2**40)]), cancel=lambda: time.monotonic() > asked + 0.3)
    with pytest.raises(SolverCancelled):
        solver.satisfiable(X == 3)


def test_preprocessing_within_the_budget_answers(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    solver = _fresh(encoding_of([z3.ULT(X, 2**40)]), deadline=time.monotonic() + 60)
    model = solver.satisfiable(X == 3)
    assert model is not None and model.eval(X).as_long() == 3
    assert solver.satisfiable(X == 2**41) is None
