"""encoder.value_sets: the constant values of an offset and the conditions of each (issue 30).
Every case is checked by z3: the conditions are disjoint, cover every assignment, and imply
the value."""

from __future__ import annotations

import itertools

import z3
from errlang.encoder.value_sets import MAX_VALUES, cases

G = [z3.Bool(f"g{i}") for i in range(4)]


def _valid(claim: z3.BoolRef) -> bool:
    solver = z3.Solver()
    solver.add(z3.Not(claim))
    return solver.check() == z3.unsat


def _exact(term: z3.BitVecRef) -> None:
    found = cases(term)
    assert found is not None
    conds = [c for c, _ in found]
    assert _valid(z3.Or(*conds))  # some case always holds
    for a, b in itertools.combinations(conds, 2):
        assert _valid(z3.Not(z3.And(a, b)))  # at most one
    for cond, value in found:
        assert _valid(z3.Implies(cond, term == z3.BitVecVal(value, term.size())))
    assert len({value for _, value in found}) == len(found)  # one case per value


def test_an_if_then_else_tree_of_numerals() -> None:
    pos = z3.If(G[0], z3.BitVecVal(3, 32), z3.If(G[1], z3.BitVecVal(4, 32), z3.BitVecVal(3, 32)))
    _exact(pos)
    assert sorted(v for _, v in cases(pos) or ()) == [3, 4]


def test_sums_products_and_sign_extension_as_an_offset() -> None:
    pos = z3.If(G[0], z3.BitVecVal(-1, 32), z3.If(G[1], z3.BitVecVal(4, 32), z3.BitVecVal(7, 32)))
    later = 1 + z3.If(G[2], pos, pos + 1)
    offset = 4 + 12 * z3.SignExt(32, later)
    _exact(offset)
    # z3's rewriter pushes the if-then-else into the parts of the extension: still known
    _exact(z3.simplify(z3.SignExt(32, z3.If(G[3], later, pos))))


def test_unknown_shapes_and_too_many_values() -> None:
    x = z3.BitVec("x", 32)
    assert cases(x + 1) is None
    assert cases(z3.If(G[0], x, z3.BitVecVal(1, 32))) is None
    wide = z3.BitVecVal(0, 32)
    for i in range(7):  # 2^7 = 128 sums of distinct powers: more values than MAX_VALUES
        wide = wide + z3.If(z3.Bool(f"w{i}"), z3.BitVecVal(1 << i, 32), z3.BitVecVal(0, 32))
    assert MAX_VALUES < 2**7
    assert cases(wide) is None


def test_tails_shared_by_successive_merges_are_split_once(monkeypatch) -> None:
    # a register merged at each join: pos_k = If(g_k, k, pos_{k-1}), used sign-extended; z3
    # pushes the if-then-else into the extension's parts, whose cases are found by splitting
    # the concatenation on each condition (value_sets._joined). Each tail once, not once per
    # later register (quadratic: the varint reader's 16 bytes spent 32 of 39 s there)
    from errlang.encoder import value_sets

    calls = []
    split = value_sets._split_joined
    monkeypatch.setattr(value_sets, "_split_joined", lambda parts: calls.append(1) or split(parts))
    value_sets.forget()
    guards = [z3.Bool(f"t{k}") for k in range(24)]
    pos = z3.BitVecVal(0, 32)
    offsets = []
    for k, guard in enumerate(guards):
        pos = z3.If(guard, z3.BitVecVal(k + 1, 32), pos)
        offsets.append(z3.simplify(z3.SignExt(32, pos)))
    assert all(z3.is_app_of(o, z3.Z3_OP_CONCAT) for o in offsets[1:])
    found = [cases(offset) for offset in offsets]
    assert len(calls) < 4 * len(offsets)  # linear; without the cache about 300 here
    _exact(offsets[-1])
    value_sets.forget()
    for offset, known in zip(offsets, found, strict=True):
        assert known is not None
        again = cases(offset)
        assert again is not None and sorted(v for _, v in again) == sorted(v for _, v in known)
