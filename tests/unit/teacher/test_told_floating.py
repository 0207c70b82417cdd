"""The encoder's "floating" (it made a floating-point sort) looked at by the solver: a formula
without floating-point terms gets the solvers every other formula gets, not z3's floating-point
tactic (teacher/solver.py ``_floating``; msgpack_unpack.c at 4 bytes: that tactic no answer in
53 s, z3's default solver 0.04 s; docs/benchmarks-scaling.md, "Eleventh session: the solver")."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher.solver import BoundedSolver


def _told_floating(constraints: list[z3.BoolRef]) -> Encoding:
    return cast(
        Encoding,
        SimpleNamespace(constraints=constraints, terminations=[], cuts=[], warnings=[],
                        array_loops=0, floating=True),
    )  # fmt: skip


def test_a_formula_without_floating_point_terms_is_not_floating() -> None:
    x = z3.BitVec("x", 32)
    solver = BoundedSolver(_told_floating([z3.ULT(x, 10)]), switch_after=1.0)
    assert not solver.floating
    assert solver.switch_after == 1.0  # the fresh solvers, as for any formula
    model = solver.satisfiable(x == 3)
    assert model is not None and model.eval(x).as_long() == 3


def test_a_formula_with_floating_point_terms_is_floating() -> None:
    d = z3.FP("d", z3.Float64())
    formula = [z3.fpGT(d, z3.FPVal(1.5, z3.Float64()))]
    solver = BoundedSolver(_told_floating(formula), switch_after=1.0)
    assert solver.floating and solver.switch_after is None
    assert solver.satisfiable(z3.fpLT(d, z3.FPVal(1.0, z3.Float64()))) is None
