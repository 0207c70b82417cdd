"""A fresh query is solved in a z3 context of its own (teacher/own_context.py): its terms' ids,
from which z3 orders the SAT solver's variables, depend on the formula only, not on what the
process did before; the model handed back is in the encoding's context; and the encoding's
context is not the one a fresh check runs (or is interrupted) in."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import cast

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher.own_context import model_in, translated
from errlang.teacher.solver import BoundedSolver, SolverUnknown

X, Y = z3.BitVecs("x y", 16)


def _formula() -> list[z3.BoolRef]:
    return [z3.ULT(X + Y, 1000), X * 3 == Y + 7, z3.Or(X == 5, z3.UGT(Y, X))]


def test_the_translated_ids_do_not_depend_on_the_history() -> None:
    first = [term.get_id() for term in translated(_formula(), z3.Context())]
    junk = [z3.BitVec(f"junk{index}", 16) * index for index in range(500)]
    del junk  # ids freed, to be reused by the next terms of this context
    formula = _formula()
    second = [term.get_id() for term in translated(formula, z3.Context())]
    assert first == second
    assert [t.sexpr() for t in translated(formula, z3.Context())] == [t.sexpr() for t in formula]


def test_a_fresh_query_runs_in_its_own_context_and_its_model_comes_back() -> None:
    encoding = cast(
        Encoding,
        SimpleNamespace(
            constraints=_formula(), terminations=[], cuts=[], warnings=[], array_loops=()
        ),
    )
    contexts: list[z3.Context] = []

    def cancel() -> bool:  # asked by the solver before and during its checks
        contexts.append(solver._context)
        return False

    solver = BoundedSolver(
        encoding,
        deadline=time.monotonic() + 120,
        cancel=cancel,
        switch_after=1.0,
        start_fresh=True,
    )
    model = solver.satisfiable(X == 5)
    assert model is not None and model.ctx is solver.solver.ctx
    assert model.eval(X * 3 == Y + 7, model_completion=True)
    assert any(ctx is not solver.solver.ctx for ctx in contexts)
    assert model_in(model, solver.solver.ctx) is model
    assert solver.satisfiable(X == 5, Y == 0) is None


def test_a_fresh_query_out_of_time_leaves_the_encodings_context_usable() -> None:
    a, b = z3.BitVecs("a b", 64)
    hard = [a * b == 2147483647 * 2147483629, z3.UGT(a, 1), z3.UGT(b, 1), a != 2147483647,
            b != 2147483647, z3.ULT(a, 2**32), z3.ULT(b, 2**32)]  # fmt: skip
    encoding = cast(
        Encoding,
        SimpleNamespace(
            constraints=[z3.ULT(a, 2**40)], terminations=[], cuts=[], warnings=[], array_loops=()
        ),
    )
    solver = BoundedSolver(encoding, switch_after=1.0, start_fresh=True)
    with pytest.raises(SolverUnknown):
        solver.satisfiable(*hard, limit=0.3)
    plain = z3.Solver()  # the encoding's context: no interrupt left pending in it
    plain.push()
    plain.add(a == 1)
    assert plain.check() == z3.sat
