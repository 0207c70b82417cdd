"""Signed overflow ruled out by the path's guard (encoder/overflow.impossible with a guard,
encoder/fact_intervals.guard_bounds, encoder/intervals.within): whenever the guard's bounds say
``a op b`` cannot overflow, no assignment satisfying the guard makes it overflow (z3 proves
it, at 8 bits, for bounds drawn among the special values: the minimum, -1, 0, 1, the maximum),
and an overflow the guard allows is never ruled out."""

from __future__ import annotations

import itertools
import random

import pytest
import z3
from errlang.encoder.fact_intervals import forget_guards, guard_bounds
from errlang.encoder.intervals import within
from errlang.encoder.overflow import impossible, overflows

BITS = 8
SPECIAL = [-128, -127, -100, -16, -1, 0, 1, 15, 16, 100, 126, 127]


def _truth(cond: z3.BoolRef) -> z3.BoolRef:
    """The lowering's form of a condition made a C value and tested: ``If(c, 1, 0) != 0``."""
    return z3.If(cond, z3.BitVecVal(1, 32), z3.BitVecVal(0, 32)) != 0


def _wrapped(op: str, a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BitVecRef:
    return {"+": a + b, "-": a - b, "*": a * b}[op]


def _satisfiable(*terms: z3.BoolRef) -> bool:
    solver = z3.Solver()
    solver.add(*terms)
    return solver.check() == z3.sat


def _guard(a: z3.BitVecRef, b: z3.BitVecRef, ends: list[int], rng: random.Random) -> z3.BoolRef:
    """A path guard bounding ``a`` and ``b`` by ``ends`` (two each), as a chain of conditions,
    some in their C-value form, some negated, one unsigned."""
    (la, ha), (lb, hb) = sorted(ends[:2]), sorted(ends[2:])
    parts = [a >= la, z3.Not(a > ha), lb <= b, b <= hb]
    if la >= 0 and rng.random() < 0.5:
        parts[1] = z3.ULE(a, ha)  # unsigned, on a non-negative range
    guard: z3.BoolRef = z3.BoolVal(True)
    for part in parts:
        guard = z3.And(guard, _truth(part) if rng.random() < 0.5 else part)
    return guard


@pytest.mark.parametrize("op", ["+", "-", "*"])
def test_ruled_out_only_where_no_run_of_the_guard_overflows(op: str) -> None:
    rng = random.Random(f"guards {op}")
    a, b = z3.BitVecs("a b", BITS)
    ruled_out = kept = 0
    for ends in itertools.islice(iter(lambda: rng.choices(SPECIAL, k=4), None), 160):
        forget_guards()
        guard = _guard(a, b, ends, rng)
        condition = overflows(op, a, b, _wrapped(op, a, b))
        possible = _satisfiable(guard, condition)
        if impossible(op, a, b, guard):
            ruled_out += 1
            assert not possible, (op, ends)
        else:
            kept += 1
    assert ruled_out > 20 and kept > 20  # both outcomes drawn


def test_bounds_are_read_through_sums_and_c_truth_values() -> None:
    w, h = z3.BitVecs("w h", 32)
    guard = _truth(z3.And(_truth(w > 0), _truth(w < 100)))
    guard = z3.And(guard, _truth(h > 0), _truth(h < 100))
    assert impossible("*", w - 0, h - 0, guard)
    assert impossible("+", w, h, guard)
    assert not impossible("*", w, h)  # without the guard: asked
    assert impossible("*", w * 100000, h, guard)  # at most 99 * 100000 * 99 < 2^31
    assert not impossible("*", w * 1000000, h, guard)  # 99 * 1000000 * 99 > 2^31
    wide = z3.And(_truth(w > 0), _truth(w < 50000), _truth(h > 0), _truth(h < 50000))
    assert not impossible("*", w, h, wide)  # 49999 * 49999 overflows


def test_a_guard_without_runs_rules_everything_out() -> None:
    x = z3.BitVec("x", 32)
    guard = z3.And(x > 5, x < 3)
    assert guard_bounds(guard) is None
    assert impossible("*", x, x, guard)


def test_merged_paths_join_their_bounds() -> None:
    x, y = z3.BitVecs("x y", 32)
    merged = z3.Or(z3.And(x >= 0, x < 10, y == 3), z3.And(x >= 20, x <= 30, y == 4))
    bounds = guard_bounds(merged)
    assert bounds is not None
    assert within(x, bounds) == (0, 30)
    assert within(x * 2 + y, bounds) == (3, 64)
    assert within(x, {x.get_id(): (x, 40, 50)}) is not None
    assert within(x - 1, {x.get_id(): (x, 5, 3)}) is None  # no run


def test_a_counter_in_memory_is_read_from_the_values_stored() -> None:
    memory = z3.Array("object1", z3.BitVecSort(64), z3.BitVecSort(8))
    at = [z3.BitVecVal(8 + i, 64) for i in range(4)]

    def load(array: z3.ArrayRef) -> z3.BitVecRef:
        return z3.Concat(*(z3.Select(array, at[i]) for i in reversed(range(4))))

    def stored(array: z3.ArrayRef, value: z3.BitVecRef) -> z3.ArrayRef:
        for i in range(4):
            array = z3.Store(array, at[i], z3.Extract(8 * i + 7, 8 * i, value))
        return array

    guard = z3.Bool("g")
    count = z3.BitVecVal(0, 32)
    state = stored(memory, count)
    for _ in range(3):  # s->count++ on merged paths
        count = load(state) + 1
        state = z3.If(guard, stored(state, count), state)
    assert within(load(state), {}) == (0, 3)
    assert impossible("+", load(state), z3.BitVecVal(1, 32))
    assert not impossible("+", load(memory), z3.BitVecVal(1, 32))  # never written: any value
    written = state  # four bytes stored at unknown places: 0x7FFFFFFF among the values
    for k in range(4):
        written = z3.Store(written, z3.BitVec(f"i{k}", 64), z3.BitVec(f"b{k}", 8))
    maximum = z3.Solver()
    maximum.add(load(written) == 0x7FFFFFFF)
    assert maximum.check() == z3.sat
    assert not impossible("+", load(written), z3.BitVecVal(1, 32))
    solver = z3.Solver()  # and the walk's answer is z3's: no model puts it outside
    solver.add(z3.Or(z3.ULT(load(state), 0), z3.UGT(load(state), 3)))
    assert solver.check() == z3.unsat
