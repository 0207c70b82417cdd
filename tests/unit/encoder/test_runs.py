"""Byte runs remembered per byte object, copy-on-write memory tables and identity fast paths
(docs/encoder.md, "Performance"): the answers are those of the plain z3 analysis."""

import z3
from errlang.encoder import runs
from errlang.encoder.memory import Memory, merge_memories
from errlang.encoder.pointers import base


def test_pieces_are_found_again_as_one_run() -> None:
    value = z3.BitVec("v", 32)
    data = (z3.BitVec("x", 8), *runs.pieces(value), z3.BitVec("y", 8))
    assert runs.run_width(data, 1) == 4
    assert runs.stored(data, 1).eq(value)
    assert runs.run_width(data, 0) is None
    assert runs.run_width(data, 2) is None  # not the first byte of the run


def test_bytes_made_elsewhere_are_analysed_like_z3() -> None:
    value = z3.BitVec("w", 16)
    fresh = (z3.Extract(7, 0, value), z3.Extract(15, 8, value))  # not made by runs.pieces
    assert runs.run_width(fresh, 0) == 2
    assert runs.value_at(fresh, 0, 2).eq(value)
    mixed = (z3.Extract(7, 0, value), z3.Extract(15, 8, z3.BitVec("other", 16)))
    assert runs.run_width(mixed, 0) is None
    assert runs.value_at(mixed, 0, 2).eq(z3.simplify(z3.Concat(mixed[1], mixed[0])))


def test_forget_keeps_answers() -> None:
    value = z3.BitVec("u", 16)
    data = tuple(runs.pieces(value))
    runs.forget()
    assert runs.run_width(data, 0) == 2


def test_a_copy_shares_tables_until_written() -> None:
    memory = Memory({}, {}, {})
    memory.allocate(1, z3.BitVecVal(4, 64))
    twin = memory.copy()
    assert twin.arrays is memory.arrays
    twin.store(base(1), z3.BitVec("n", 32))
    assert twin.arrays is not memory.arrays
    assert twin.alive is memory.alive  # liveness was not written
    assert isinstance(memory.arrays[1], tuple)
    assert all(z3.is_const(byte) for byte in memory.arrays[1])  # the original is unchanged


def test_merge_reuses_what_no_branch_wrote() -> None:
    memory = Memory({}, {}, {})
    memory.allocate(1, z3.BitVecVal(4, 64))
    memory.allocate(2, z3.BitVecVal(4, 64))
    left, right = memory.copy(), memory.copy()
    right.store(base(2), z3.BitVec("m", 32))
    g = z3.Bool("g")
    merged = merge_memories([g, z3.Not(g)], [left, right])
    assert merged.arrays[1] is memory.arrays[1]
    assert merged.alive is memory.alive
    loaded = z3.simplify(merged.load(base(2), 4))
    assert loaded.eq(
        z3.simplify(z3.If(g, z3.Concat(*reversed(memory.arrays[2])), z3.BitVec("m", 32)))
    )
    left.store(base(1), z3.BitVecVal(7, 32))  # writing an input afterwards leaves the merge alone
    assert merged.arrays[1] is memory.arrays[1]
