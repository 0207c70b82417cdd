"""encoder.contents.choose of two z3 arrays: stores at numeral offsets over the array both
sides share are merged offset by offset (no ``If`` of arrays, whose reads at constant offsets
z3's rewriter cannot resolve). Every merge is proved equal to ``If(cond, a, b)`` by z3 on
random chains whose bytes include the special values (0, 0xff, 0x80, 0x7f)."""

from __future__ import annotations

import random

import pytest
import z3
from errlang.encoder.contents import choose, fresh_array, read

COND = z3.Bool("cond")
SPECIAL = [0, 0xFF, 0x80, 0x7F, 1]


def _stores(rng: random.Random, array: z3.ArrayRef, count: int, tag: str) -> z3.ArrayRef:
    for k in range(count):
        offset = z3.BitVecVal(rng.choice([0, 1, 7, 8, 15, 24, rng.randrange(64)]), 64)
        if rng.random() < 0.5:
            byte: z3.BitVecRef = z3.BitVecVal(rng.choice(SPECIAL), 8)
        else:
            byte = z3.BitVec(f"{tag}{k}", 8)
        array = z3.Store(array, offset, byte)
    return array


def _equal(x: z3.ArrayRef, y: z3.ArrayRef) -> bool:
    solver = z3.Solver()
    solver.add(x != y)
    return solver.check() == z3.unsat


@pytest.mark.parametrize("seed", range(12))
def test_a_merge_over_a_shared_array_is_the_if_of_the_two(seed: int) -> None:
    rng = random.Random(seed)
    shared = _stores(rng, fresh_array("object5"), rng.randrange(0, 6), "s")
    a = _stores(rng, shared, rng.randrange(0, 8), "a")
    b = _stores(rng, shared, rng.randrange(0, 8), "b")
    merged = choose(COND, a, b)
    assert isinstance(merged, z3.ArrayRef)
    if not (a.eq(shared) and b.eq(shared)):
        assert not z3.is_app_of(merged, z3.Z3_OP_ITE)
    assert _equal(merged, z3.If(COND, a, b))


def test_one_side_the_shared_array_itself() -> None:
    shared = _stores(random.Random(1), fresh_array("object5"), 4, "s")
    a = z3.Store(shared, z3.BitVecVal(3, 64), z3.BitVecVal(0x80, 8))
    for merged, want in ((choose(COND, a, shared), z3.If(COND, a, shared)),):
        assert _equal(merged, want)
    assert _equal(choose(COND, shared, a), z3.If(COND, shared, a))


def test_a_member_read_at_a_constant_offset_after_the_merge_has_no_select() -> None:
    """The reason for the merge: a read of a scalar member after the branch is the choice of
    the two stored values, resolved by the rewriter."""
    base = fresh_array("object6")
    x, y = z3.BitVec("x", 32), z3.BitVec("y", 32)
    a = base
    for i in range(4):
        a = z3.Store(a, z3.BitVecVal(16 + i, 64), z3.Extract(8 * i + 7, 8 * i, x))
    b = base
    for i in range(4):
        b = z3.Store(b, z3.BitVecVal(16 + i, 64), z3.Extract(8 * i + 7, 8 * i, y))
    value = read(choose(COND, a, b), z3.BitVecVal(16, 64), 4)
    assert "select" not in value.sexpr() and "store" not in value.sexpr()
    solver = z3.Solver()
    solver.add(value != z3.If(COND, x, y))
    assert solver.check() == z3.unsat


def test_no_shared_array_or_a_symbolic_store_is_an_if() -> None:
    a = z3.Store(fresh_array("object1"), z3.BitVecVal(0, 64), z3.BitVecVal(1, 8))
    b = z3.Store(fresh_array("object2"), z3.BitVecVal(0, 64), z3.BitVecVal(2, 8))
    assert z3.is_app_of(choose(COND, a, b), z3.Z3_OP_ITE)
    shared = fresh_array("object3")
    i = z3.BitVec("i", 64)
    c = z3.Store(z3.Store(shared, i, z3.BitVecVal(1, 8)), z3.BitVecVal(2, 64), z3.BitVecVal(3, 8))
    d = z3.Store(shared, z3.BitVecVal(2, 64), z3.BitVecVal(4, 8))
    merged = choose(COND, c, d)
    assert _equal(merged, z3.If(COND, c, d))
