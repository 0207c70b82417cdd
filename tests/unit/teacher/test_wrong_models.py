"""A solver's "sat" whose model satisfies nothing is no answer (teacher/solver._checked_model).

z3's floating-point tactic solver (``qffpbv``), after earlier checks were interrupted by their
time limit, was seen answering "sat" with a model of none of the formula: every input 0, a
counterexample whose run does not fail (engineer K's construct families, seeds 5 and 25, sixth
session). The model is evaluated on the formula; a wrong one makes the solver anew and asks
again, and a second wrong one is ``unknown``. A stand-in for the broken solver: z3's own, whose
model is that of another formula."""

from __future__ import annotations

from collections.abc import Callable

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher.solver import BoundedSolver, SolverUnknown


class StaleSolver:
    """A z3 solver whose answers are right and whose models are an empty formula's."""

    def __init__(self, real: z3.Solver) -> None:
        self.real = real

    def __getattr__(self, name: str) -> object:
        return getattr(self.real, name)

    def model(self) -> z3.ModelRef:
        empty = z3.Solver()
        empty.check()
        return empty.model()


def test_a_model_of_no_formula_is_asked_again_of_a_new_solver(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    x = z3.BitVec("x", 32)
    solver = BoundedSolver(encoding_of([x > 4, x < 7]))
    solver.solver = solver._active = StaleSolver(solver.solver)
    model = solver.satisfiable(x != 5)
    assert model is not None and model.eval(x).as_long() == 6
    assert solver.renewed == 1 and solver.model_checks > 0
    assert solver.satisfiable(x != 5, x != 6) is None  # unsat needs no model


def test_the_new_solver_keeps_what_callers_added(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    """check_bound leaves a failing array loop out by adding to the solver itself: the solver
    made anew holds that too, not only the encoding."""
    x = z3.BitVec("x", 32)
    solver = BoundedSolver(encoding_of([x > 4, x < 9]))
    solver.solver.add(x != 6)  # as check_bound._exclude does
    solver.solver = solver._active = StaleSolver(solver.solver)
    model = solver.satisfiable(x != 5, x != 7)
    assert model is not None and model.eval(x).as_long() == 8 and solver.renewed == 1


def test_a_second_wrong_model_is_unknown(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    x = z3.BitVec("x", 32)
    solver = BoundedSolver(encoding_of([x > 4, x < 7]))
    made = BoundedSolver._new_solver
    monkeypatch.setattr(
        BoundedSolver, "_new_solver", lambda self, formula: StaleSolver(made(self, formula))
    )
    solver.solver = solver._active = solver._new_solver([x > 4, x < 7])
    with pytest.raises(SolverUnknown, match="does not satisfy"):
        solver.satisfiable(x != 5)


def test_a_model_that_satisfies_the_formula_is_taken_once(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    x = z3.BitVec("x", 32)
    solver = BoundedSolver(encoding_of([x > 4, x < 7]))
    model = solver.satisfiable(x == 5)
    assert model is not None and model.eval(x).as_long() == 5 and solver.renewed == 0
