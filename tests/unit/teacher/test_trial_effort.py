"""The incremental solver's trial before a question goes to fresh solvers is solver work (z3's
resource units), not wall time (issue 30: the tokenizer's bound-16 questions varied 1.5x from
run to run, and at load 12 a question of 0.17 s of CPU used up its 1 s trial): whether a
question switches depends on the question only, not on the machine's load — up to TRIAL_CAP
trials of wall time, a backstop for where z3's units run slowly (the last test)."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import cast

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher import solver as solver_module
from errlang.teacher.solver import BoundedSolver

X, Y = z3.BitVecs("x y", 16)
# a question the incremental solver decides in some thousands of resource units (milliseconds)
FACTORS = (X * Y == 251 * 241, z3.UGT(X, 1), z3.UGT(Y, 1), z3.ULT(X, 256), z3.ULT(Y, 256))


def _solver() -> BoundedSolver:
    encoding = cast(
        Encoding,
        SimpleNamespace(
            constraints=[z3.ULT(X, 2**15)], terminations=[], cuts=[], warnings=[], array_loops=()
        ),
    )
    return BoundedSolver(encoding, deadline=time.monotonic() + 120, switch_after=1.0)


def test_a_question_that_outlasts_the_trials_work_switches_however_fast(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(solver_module, "EFFORT_PER_SECOND", 50)  # the trial: 50 units
    solver = _solver()
    model = solver.satisfiable(*FACTORS)
    assert solver.fresh  # out of work within milliseconds, long before a second
    assert model is not None
    assert model.eval(X * Y).as_long() == 251 * 241
    assert solver.solver.num_scopes() == 0


def test_a_question_within_the_trials_work_stays_incremental() -> None:
    solver = _solver()
    model = solver.satisfiable(*FACTORS)
    assert not solver.fresh
    assert model is not None and model.eval(X * Y).as_long() == 251 * 241
    assert solver.solver.num_scopes() == 0
    assert solver.satisfiable(X == 2**15) is None  # the formula alone is still asserted


WORD = z3.Array("word", z3.BitVecSort(16), z3.BitVecSort(16))


def test_the_question_that_switches_is_screened_like_the_later_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The query whose trial runs out goes the fresh way with its screens (a formula with
    arrays: narrowed and relaxed, whose unsat is final), not straight to z3's fresh solver of
    the whole formula: cookies.c at 32 bytes, bound 16, its union 13.3 -> 5.0 s CPU in check
    (docs/benchmarks-scaling.md, "Tenth session")."""
    monkeypatch.setattr(solver_module, "EFFORT_PER_SECOND", 50)  # the trial: 50 units
    encoding = cast(
        Encoding,
        SimpleNamespace(
            constraints=[z3.Select(WORD, X) + z3.Select(WORD, Y) == 7, z3.ULT(X, 2**15)],
            terminations=[], cuts=[], warnings=[], array_loops=(), floating=False,
        ),
    )  # fmt: skip
    solver = BoundedSolver(encoding, deadline=time.monotonic() + 120, switch_after=1.0)
    fresh: list[tuple[z3.BoolRef, ...]] = []
    unscreened = solver._fresh

    def counted(conditions: tuple[z3.BoolRef, ...]) -> None:
        fresh.append(conditions)
        unscreened(conditions)

    monkeypatch.setattr(solver, "_fresh", counted)
    assert solver.satisfiable(*FACTORS, z3.UGT(X, 300)) is None  # x < 256 and x > 300
    assert solver.fresh and not fresh  # the screen's unsat: no fresh solver of the formula
    assert solver.calls == 2  # the trial, the narrowed screen


A, B = z3.BitVecs("a b", 32)
# a harder question: the factors of a 32-bit semiprime (tens of milliseconds at least)
SEMIPRIME = (A * B == 65521 * 65519, z3.UGT(A, 1), z3.UGT(B, 1), z3.ULT(A, 2**16), z3.ULT(B, 2**16))


def test_a_trial_whose_units_run_slowly_is_capped_in_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """z3's units are not seconds everywhere (its SMT core on array axioms: 3 million units in
    15 s of CPU, msgpack_unpack.c at 8 bytes): a trial whose units never run out ends at
    TRIAL_CAP trials of wall time, and the question goes the fresh way."""
    monkeypatch.setattr(solver_module, "EFFORT_PER_SECOND", 10**12)  # units never run out
    monkeypatch.setattr(solver_module, "TRIAL_CAP", 0.001)  # the cap: 1 ms
    encoding = cast(
        Encoding,
        SimpleNamespace(
            constraints=[z3.ULT(A, 2**31)], terminations=[], cuts=[], warnings=[], array_loops=()
        ),
    )
    solver = BoundedSolver(encoding, deadline=time.monotonic() + 120, switch_after=1.0)
    model = solver.satisfiable(*SEMIPRIME)
    assert solver.fresh  # the incremental trial ended at its cap
    assert model is not None
    assert model.eval(A * B).as_long() == 65521 * 65519
    assert solver.solver.num_scopes() == 0
