"""A branch's condition as the executor records it (encoder/branch_conditions.py): folded when it
is a constant (the dead side is dropped), otherwise the program's own terms, with no arithmetic
rewriting (a constant is not distributed over a sum)."""

from __future__ import annotations

import z3
from errlang.encoder.branch_conditions import Conditions
from errlang.encoder.values import from_bool

A, B = z3.BitVecs("a b", 64)


def _contains(term: z3.ExprRef, part: z3.ExprRef) -> bool:
    seen: set[int] = set()
    stack = [term]
    while stack:
        node = stack.pop()
        if node.eq(part):
            return True
        if node.get_id() not in seen:
            seen.add(node.get_id())
            stack.extend(node.children())
    return False


def test_a_condition_that_folds_to_a_constant_is_that_constant() -> None:
    assert z3.is_true(Conditions().of(from_bool(z3.BitVecVal(7, 8) == 7)))
    assert z3.is_false(Conditions().of(z3.BitVecVal(0, 32)))
    assert z3.is_false(Conditions().of(from_bool(A + 1 == A)))


def test_a_comparison_is_its_own_test_without_rewriting() -> None:
    value = A * 10 + B
    test = z3.ULE(value * 10 + B, 2147483647)
    assert Conditions().of(from_bool(test)).eq(test)
    negated = z3.If(test, z3.BitVecVal(0, 32), z3.BitVecVal(1, 32))
    assert Conditions().of(negated).eq(z3.Not(test))
    # z3.simplify distributes the 10 over the sum (11*b + 100*a): the step's value is lost
    assert _contains(Conditions().of(from_bool(test)), value)
    assert not _contains(z3.simplify(test), value)


def test_an_integer_tested_is_compared_with_zero() -> None:
    cond = Conditions().of(A * 10 + B)
    assert z3.is_app_of(cond, z3.Z3_OP_DISTINCT) or z3.is_not(cond)
    solver = z3.Solver()
    solver.add(cond != (A * 10 + B != 0))
    assert solver.check() == z3.unsat


def _chain(length: int) -> z3.BitVecRef:
    """A term of ``length`` steps (a parser's merged index): no constant, far above SMALL."""
    value = A
    for step in range(length):
        value = z3.If(step == B, value + 1, value * 3)
    return value


def test_a_large_condition_is_folded_by_propagation_once_per_subterm() -> None:
    conditions = Conditions()
    big = _chain(200)
    # the arms agree whatever the large test: the condition is a constant, found without
    # z3.simplify (too large to be given to it) by propagating numerals bottom-up
    same = z3.If(big == 7, z3.BitVecVal(1, 32), z3.BitVecVal(1, 32))
    assert z3.is_true(conditions.of(same))
    ground = z3.If(z3.BitVecVal(3, 64) == 3, z3.BitVecVal(0, 32), z3.BitVecVal(1, 32))
    assert z3.is_false(conditions.of(z3.If(big == 7, ground, ground)))
    assert z3.is_false(conditions.of(from_bool(z3.And(big == 7, z3.BoolVal(False)))))
    assert z3.is_true(conditions.of(from_bool(z3.Or(z3.BoolVal(True), big == 7))))
    # not a constant: kept as computed (and the memo answers again for the same term)
    test = big == 7
    assert conditions.of(from_bool(test)).eq(test)
    assert conditions.of(from_bool(test)).eq(test)


def test_a_large_condition_folding_only_algebraically_is_kept_as_computed() -> None:
    """The documented limit: ``x + 1 == x`` over a large ``x`` is not given to z3.simplify (its
    dead side then runs under a guard the solver refutes); a small one still folds."""
    big = _chain(200)
    assert not z3.is_false(Conditions().of(from_bool(big + 1 == big)))
    assert z3.is_false(Conditions().of(from_bool(A + 1 == A)))
