"""encoder/fact_intervals.implied: the bounds a formula's Boolean structure implies for its terms
hold on every assignment that satisfies it — each proved by z3 on random formulas of
comparisons with numerals (signed and unsigned, numerals with the top bit set, the ends of the
ranges), conjunctions, disjunctions, negations, if-then-else and ``!=``; and where it says no
assignment exists, z3 agrees."""

from __future__ import annotations

import random

import z3
from errlang.encoder.fact_intervals import MAX_BOUNDS, implied


def _numeral(rng: random.Random, bits: int) -> int:
    """A numeral: the special values of the width (0, ±1, MIN, MAX, all ones) half of the
    time, an ordinary value otherwise (the special ones excluded)."""
    half = 1 << (bits - 1)
    if rng.random() < 0.5:
        return rng.choice([0, 1, -1, half - 1, -half, (1 << bits) - 1, 48, 57])
    value = rng.randrange(2, half - 1)
    return value if rng.random() < 0.5 else -value


def _random_formula(rng: random.Random) -> list[z3.BoolRef]:
    x, y = z3.BitVec("x", 8), z3.BitVec("y", 16)
    terms: list[z3.BitVecRef] = [
        z3.SignExt(8, x),
        y,
        y + z3.ZeroExt(8, x),
        y * 3,
        z3.Concat(z3.Extract(7, 7, x), x),
    ]

    def atom() -> z3.BoolRef:
        term = rng.choice(terms)
        k = z3.BitVecVal(_numeral(rng, term.size()), term.size())
        made = [term < k, term <= k, term > k, term >= k, z3.ULT(term, k), z3.ULE(term, k)]
        made += [z3.UGT(term, k), z3.UGE(term, k), term == k, term != k, k < term, z3.ULT(k, term)]
        return rng.choice(made)

    def formula(depth: int) -> z3.BoolRef:
        if depth == 0:
            return atom()
        a, b = formula(depth - 1), formula(depth - 1)
        return rng.choice(
            [z3.And(a, b), z3.Or(a, b), z3.Not(a), z3.If(atom(), a, b), z3.And(a, atom())]
        )

    return [formula(rng.randrange(0, 4)) for _ in range(rng.randrange(1, 3))]


def test_every_implied_bound_holds_on_every_model() -> None:
    rng = random.Random(5)
    checked = empty = 0
    for _ in range(300):
        formula = _random_formula(rng)
        found = implied(formula)
        solver = z3.Solver()
        solver.add(*formula)
        if found is None:
            assert solver.check() == z3.unsat, formula
            empty += 1
            continue
        for term, low, high in found.values():
            bits = term.size()
            assert -(1 << (bits - 1)) <= low <= high < 1 << (bits - 1)
            wrong = z3.Not(z3.And(term >= low, term <= high))  # signed readings
            assert solver.check(wrong) == z3.unsat, (formula, term, low, high)
            checked += 1
    assert checked > 200 and empty > 5


def test_conjunctions_meet_and_disjunctions_join() -> None:
    c = z3.BitVec("c", 32)
    digit = z3.And(c >= 48, c <= 57)
    found = implied([digit])
    assert found is not None and found[c.get_id()][1:] == (48, 57)
    either = implied([z3.Or(z3.And(digit, c != 50), z3.And(c >= 65, c <= 70))])
    assert either is not None and either[c.get_id()][1:] == (48, 70)
    assert implied([z3.Or(digit, c == 0xFFFFFFFF)]) == {c.get_id(): (c, -1, 57)}
    assert implied([z3.Or(digit, c > 1000, z3.ULT(c, 4))]) == {c.get_id(): (c, 0, (1 << 31) - 1)}
    assert implied([z3.Or(digit, c == 7, z3.BoolVal(True))]) == {}  # one side says nothing
    assert implied([digit, c > 60]) is None
    assert implied([z3.Not(z3.Or(c < 10, c > 20))]) == {c.get_id(): (c, 10, 20)}


def test_thousands_of_facts_keep_at_most_max_bounds_terms() -> None:
    """A conjunction of 1,500 facts on 1,500 terms: the first MAX_BOUNDS terms bounded (each
    bound still implied), the walk linear (every part's bounds were copied at each fact)."""
    xs = [z3.BitVec(f"x{i}", 16) for i in range(1500)]
    found = implied([z3.And(*[z3.And(x >= i, x <= i + 3) for i, x in enumerate(xs)])])
    assert found is not None and len(found) == MAX_BOUNDS
    assert all(high - low == 3 for _, low, high in found.values())
