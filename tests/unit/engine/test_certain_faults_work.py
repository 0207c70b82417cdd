"""The encoder's certainty checks (encoder/certain_faults.py) are budgeted in z3's resource
units, not in wall time: the same formulas get the same answers however loaded the machine is
(a 30 ms / 0.25 s wall budget pruned 33 or 34 paths of the same encoding under load)."""

from __future__ import annotations

import time

import pytest
import z3
from errlang.encoder import certain_faults
from errlang.encoder.certain_faults import CertainFaults


def _hard(ctx: z3.Context) -> tuple[z3.BoolRef, z3.BoolRef]:
    """A path guard and a 'defined' condition whose conjunction z3 needs far more than one
    check's units to decide (a 64-bit product of three factors > 1)."""
    x, y, z = (z3.BitVec(name, 64, ctx=ctx) for name in "xyz")
    guard = z3.And(z3.UGT(x, 1), z3.UGT(y, 1), z3.UGT(z, 1))
    return guard, x * y * z == z3.BitVecVal(0x1234_5678_9ABC_DEF1, 64, ctx=ctx)


def test_a_certain_fault_is_proved_and_an_avoidable_one_is_not() -> None:
    ctx = z3.Context()
    p = z3.BitVec("p", 32, ctx=ctx)
    faults = CertainFaults()
    assert faults.certain(p == 0, p != 0)  # null on every run of the path: certain
    assert not faults.certain(z3.ULT(p, 8), p != 0)  # some runs avoid it


def test_an_undecided_check_stops_at_its_units_whatever_the_clock_says(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = z3.Context()
    guard, defined = _hard(ctx)
    # a clock that jumps an hour per call: a wall budget would have skipped every check
    ticks = iter(range(0, 10**9, 3600))
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(ticks)))
    faults = CertainFaults(checks=4, rlimit=20_000, work=10**9)
    started = time.process_time()
    answers = [faults.certain(guard, defined) for _ in range(3)]
    assert answers == [False, False, False]  # undecided within 20,000 units: "may avoid"
    assert faults.left == 1  # each was asked (not skipped by the clock)
    spent = 10**9 - faults.work
    assert 3 * 20_000 <= spent < 3 * 25_000  # charged what the solver did, about its limit
    assert time.process_time() - started < 5.0


def test_the_encodings_work_budget_ends_the_checks() -> None:
    ctx = z3.Context()
    guard, defined = _hard(ctx)
    p = z3.BitVec("p", 32, ctx=ctx)
    faults = CertainFaults(checks=100, rlimit=30_000, work=50_000)
    assert not faults.certain(guard, defined)  # 30,000 units, then unknown
    assert not faults.certain(guard, defined)  # the last 20,000 or so
    assert faults.work <= 0
    left = faults.left
    assert not faults.certain(p == 0, p != 0)  # certain, but no work is left to prove it
    assert faults.left == left  # not even asked


def test_the_default_budget_is_in_units() -> None:
    faults = CertainFaults()
    assert faults.rlimit == certain_faults.RLIMIT and faults.work == certain_faults.WORK
    assert 0 < certain_faults.RLIMIT <= certain_faults.WORK
