"""A solver's watchdog that fires just after its check returned (a loaded machine: the main
thread descheduled between the check and cancelling the watchdog) must not leave z3's
interrupt pending: the next z3 call would fail with 'canceled'. Seen in `check --timeout 15`
on a fibo program at load 8: `model.eval` raised Z3Exception(b'canceled') in check_bound."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
import z3
from errlang.encoder.values import disj
from errlang.session.analysis import Analysis
from errlang.teacher import solver as solver_module
from errlang.teacher.solver import BoundedSolver

BANK = Path(__file__).resolve().parents[3] / "examples" / "bank.c"


def test_a_late_watchdog_leaves_no_interrupt_pending(monkeypatch: pytest.MonkeyPatch) -> None:
    encoding, _ = Analysis(str(BANK)).encoding("main", 1)
    solver = BoundedSolver(encoding, deadline=time.monotonic() + 60)
    armed: list[Any] = []
    original_arm, original_model = solver._arm, solver.solver.model

    def arm(limit: float | None = None) -> Any:
        armed.append(original_arm(limit))
        return armed[-1]

    def model_then_fire() -> z3.ModelRef:
        model = original_model()
        armed[-1].function()  # the watchdog fires now, after the check and its model
        return model

    monkeypatch.setattr(solver, "_arm", arm)
    monkeypatch.setattr(solver.solver, "model", model_then_fire)
    ends = disj(*(t.guard for t in encoding.terminations))
    model = solver.satisfiable(ends)
    assert model is not None
    assert armed and armed[-1].fired.is_set()
    for term in encoding.terminations:  # raised Z3Exception(b'canceled') before
        model.eval(term.guard, model_completion=True)
    assert solver_module.abandoned() is False
