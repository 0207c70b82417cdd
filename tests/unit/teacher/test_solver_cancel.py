"""A cancelled run stops its z3 check within a fraction of a second, and the solver (kept by a
worker for later runs) answers correctly afterwards (docs/server.md, Cancellation)."""

from __future__ import annotations

import threading
import time
from types import SimpleNamespace
from typing import cast

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher.interrupt import CancelWatcher
from errlang.teacher.solver import BoundedSolver, SolverCancelled

X, Y = z3.BitVecs("x y", 64)
# factoring a product of two 31-bit primes: z3 needs far more than a second for it
HARD = [X * Y == 2147483647 * 2147483629, z3.UGT(X, 1), z3.UGT(Y, 1), X != 2147483647,
        Y != 2147483647, z3.ULT(X, 2**32), z3.ULT(Y, 2**32)]  # fmt: skip


def _solver(cancel: threading.Event) -> BoundedSolver:
    encoding = cast(
        Encoding,
        SimpleNamespace(
            constraints=[z3.ULT(X, 2**40)], terminations=[], cuts=[], warnings=[], array_loops=()
        ),
    )
    return BoundedSolver(encoding, timeout=30.0, cancel=cancel.is_set)


def test_a_cancelled_check_stops_within_a_second_and_the_solver_stays_usable() -> None:
    cancel = threading.Event()
    solver = _solver(cancel)
    threading.Timer(0.3, cancel.set).start()
    started = time.monotonic()
    with pytest.raises(SolverCancelled):
        solver.satisfiable(*HARD)
    assert time.monotonic() - started < 1.0
    with pytest.raises(SolverCancelled):  # still cancelled: no further check starts
        solver.satisfiable(X == 3)
    solver.set_cancel(None)  # the next run's queries
    assert solver.solver.num_scopes() == 0
    model = solver.satisfiable(X == 3)
    assert model is not None and model.eval(X).as_long() == 3
    assert solver.satisfiable(X == 2**41) is None  # the formula alone is still asserted


def test_an_interrupt_after_the_check_is_not_left_pending() -> None:
    """An interrupt that comes when no check runs would make the next push fail."""
    solver = z3.Solver()
    watcher = CancelWatcher(solver.ctx, lambda: True)  # fires with no check running
    deadline = time.monotonic() + 2.0
    while not watcher.fired and time.monotonic() < deadline:
        time.sleep(0.01)
    assert watcher.fired
    watcher.stop()
    solver.push()  # raises "push canceled" if the interrupt were still pending
    solver.pop()
