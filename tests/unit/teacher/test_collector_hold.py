"""No z3 object is finalised by another thread while a check runs (teacher/collector.py): a
check worker died once with SIGABRT "double free or corruption" (a markupsafe harness at loop
bound 11). z3's Python objects give their terms back when finalised, a z3 context is not safe
for two threads, and CPython's cycle collector runs in whichever thread crosses its threshold —
here the cancel watcher's, which polls beside the check."""

from __future__ import annotations

import gc
import threading
import time
from types import SimpleNamespace
from typing import Any, ClassVar, cast

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher import abandoned_work
from errlang.teacher.solver import BoundedSolver, SolverCancelled, SolverUnknown

X, Y = z3.BitVecs("x y", 64)
# factoring a product of two 31-bit primes: z3 needs far more than a second for it
HARD = [X * Y == 2147483647 * 2147483629, z3.UGT(X, 1), z3.UGT(Y, 1), X != 2147483647,
        Y != 2147483647, z3.ULT(X, 2**32), z3.ULT(Y, 2**32)]  # fmt: skip


def _encoding() -> Encoding:
    return cast(
        Encoding,
        SimpleNamespace(
            constraints=[z3.ULT(X, 2**40)], terminations=[], cuts=[], warnings=[], array_loops=()
        ),
    )


class _Garbage:
    """A reference cycle holding a z3 term: freed only by the cycle collector, in the thread
    that runs it; ``finalised_in`` records which."""

    finalised_in: ClassVar[list[str]] = []

    def __init__(self) -> None:
        self.term = z3.BitVec("garbage", 8) + 1
        self.cycle = self

    def __del__(self) -> None:
        _Garbage.finalised_in.append(threading.current_thread().name)


def _garbage_and_a_cancel() -> tuple[list[bool], Any]:
    """Cyclic garbage made now, and a cancel callback that records whether the collector may
    run, allocates enough to cross its threshold many times over, and cancels the check."""
    gc.collect()
    _Garbage.finalised_in.clear()
    _Garbage()  # garbage at once: only the collector can free it
    seen: list[bool] = []

    def cancel() -> bool:
        if threading.current_thread().name != "errlang-z3-cancel":
            return bool(seen)  # the solver's own looks: cancelled once the watcher was
        seen.append(gc.isenabled())
        churn: list[list[int]] = [[] for _ in range(20_000)]  # collections are due
        del churn
        return True

    return seen, cancel


@pytest.mark.parametrize("deadline", [True, False], ids=["check thread", "main thread"])
def test_no_collection_beside_a_check_and_the_collector_runs_again_after(deadline: bool) -> None:
    assert gc.isenabled()
    seen, cancel = _garbage_and_a_cancel()
    solver = BoundedSolver(
        _encoding(), deadline=time.monotonic() + 120 if deadline else None, cancel=cancel
    )
    with pytest.raises(SolverCancelled):
        solver.satisfiable(*HARD)
    assert seen == [False]  # the watcher ran while the collector was held off
    assert "errlang-z3-cancel" not in _Garbage.finalised_in
    assert gc.isenabled()
    assert not any(t.name == "errlang-z3-cancel" for t in threading.enumerate())
    gc.collect()
    assert _Garbage.finalised_in == [threading.current_thread().name]


def test_an_abandoned_check_keeps_the_collector_held_until_its_thread_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A check abandoned at its deadline may still use z3: the hold is given back by
    ``settle`` once its thread has ended, not before."""
    monkeypatch.setattr(abandoned_work, "_ABANDONED", [])
    release = threading.Event()
    solver = BoundedSolver(_encoding(), deadline=time.monotonic() + 0.2)

    def deaf_check(*_args: object) -> z3.CheckSatResult:  # z3 deaf to its interrupt
        release.wait(30)
        return z3.unsat

    monkeypatch.setattr(solver.solver, "check", deaf_check)
    with pytest.raises(SolverUnknown):
        solver.satisfiable(X == 1)
    assert solver.abandoned and not gc.isenabled()
    assert not abandoned_work.settle(0.05) and not gc.isenabled()
    release.set()
    assert abandoned_work.settle(10.0)
    assert gc.isenabled()
    z3.Solver().check()  # the watchdog's interrupt of the abandoned check, left pending
