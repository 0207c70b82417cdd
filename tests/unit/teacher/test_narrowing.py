"""Bit-vector terms rebuilt in the bits their intervals need (teacher/narrowing.py): equal to
the original under every assignment (200 random formulas, each proved equivalent by z3), the
counters of a parser narrowed, and the cookie parser's kind of question decided with less
work (z3's resource count: the same on every machine and load)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import z3
from errlang.encoder.encoding import Encoding
from errlang.encoder.term_order import post_order
from errlang.teacher.fresh_solver import fresh_solver
from errlang.teacher.narrowing import Narrowing
from errlang.teacher.solver import BoundedSolver

NIBBLES = z3.BitVecs("a b c", 4)  # 4-bit inputs: z3 proves each equivalence in milliseconds
GUARDS = z3.Bools("g h k")


def _random_term(rng: random.Random, width: int, depth: int) -> z3.BitVecRef:
    """A ``width``-bit term of C's kind: inputs extended, small constants, sums, differences,
    products by numerals, if-then-elses, truncations."""
    if depth == 0 or rng.random() < 0.2:
        choice = rng.randrange(4)
        if choice == 0:
            values = [0, 1, 3, 7, 8, 15, -1, -8, 1 << (width - 1), (1 << (width - 1)) - 1]
            return z3.BitVecVal(rng.choice(values), width)
        nibble = rng.choice(NIBBLES)
        if choice == 1:
            return z3.SignExt(width - 4, nibble)
        if choice == 2:
            return z3.ZeroExt(width - 4, nibble)
        return z3.BitVec(f"w{width}", width)  # a full-width unknown
    kind = rng.randrange(6)
    left = _random_term(rng, width, depth - 1)
    right = _random_term(rng, width, depth - 1)
    if kind == 0:
        return left + right
    if kind == 1:
        return left - right
    if kind == 2:
        return left * rng.choice([2, 3, 10, -1])
    if kind == 3:
        return z3.If(rng.choice(GUARDS), left, right)
    if kind == 4:
        half = width // 2
        return z3.SignExt(half, z3.Extract(half - 1, 0, left))  # a short read back as an int
    return z3.If(_random_comparison(rng, width, depth - 1), left, right)


def _random_comparison(rng: random.Random, width: int, depth: int) -> z3.BoolRef:
    left = _random_term(rng, width, depth)
    right = _random_term(rng, width, depth)
    compare = rng.choice(
        [
            lambda x, y: x <= y,
            lambda x, y: x < y,
            lambda x, y: x > y,
            z3.ULE,
            z3.UGT,
            lambda x, y: x == y,
            lambda x, y: x != y,
        ]
    )
    return compare(left, right)


def test_narrowed_formulas_are_equal_to_the_originals_under_every_assignment() -> None:
    rng = random.Random(30)
    narrowed_some = 0
    for _ in range(200):
        width = rng.choice([8, 12])
        formula = z3.And(_random_comparison(rng, width, 3), rng.choice([*GUARDS, True]))
        (narrowed,) = Narrowing().of([formula])
        narrowed_some += not narrowed.eq(formula)
        solver = z3.Solver()
        solver.add(narrowed != formula)
        assert solver.check() == z3.unsat, formula
    assert narrowed_some > 100  # most of them had something to narrow


def _counter(flags: list[z3.BoolRef]) -> z3.BitVecRef:
    """A C ``int`` counter incremented under each flag, as the encoder merges it."""
    count: z3.BitVecRef = z3.BitVecVal(0, 32)
    for flag in flags:
        count = z3.If(flag, count + 1, count)
    return count


def test_a_counter_is_computed_in_the_bits_its_bound_needs() -> None:
    flags = [z3.Bool(f"f{i}") for i in range(12)]
    (narrowed,) = Narrowing().of([_counter(flags) <= 5])
    widths = {t.size() for t, _ in post_order([narrowed]) if z3.is_app_of(t, z3.Z3_OP_BADD)}
    assert widths and max(widths) <= 4  # 12 increments: 0..12 in 4 bits, not 32
    unequal = z3.Solver()
    unequal.add(narrowed != (_counter(flags) <= 5))
    assert unequal.check() == z3.unsat


def test_a_counting_question_takes_less_work_narrowed() -> None:
    # "no two neighbours both set" and "at least 8 of 14 set": unsat, a cardinality argument
    flags = [z3.Bool(f"p{i}") for i in range(14)]
    apart = [z3.Not(z3.And(one, two)) for one, two in itertools.pairwise(flags)]
    query = [*apart, _counter(flags) >= 8]
    work = []
    for formula in (query, Narrowing().of(query)):
        ctx = z3.Context()  # z3's resource count is the context's, from its start
        solver = fresh_solver(ctx)
        solver.add(*(term.translate(ctx) for term in formula))
        assert solver.check() == z3.unsat
        work.append(solver.statistics().get_key_value("rlimit count"))
    assert work[1] < 0.75 * work[0], work  # 3,550 against 5,582


def test_a_fresh_query_over_an_array_is_screened_narrowed_first(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    flags = [z3.Bool(f"q{i}") for i in range(6)]
    word = z3.Array("word", z3.BitVecSort(16), z3.BitVecSort(8))  # the learner's word: an array
    count = _counter(flags)
    index = z3.Extract(15, 0, count)
    formula = [z3.Select(word, index) == 7, z3.Select(word, index + 1) == 9]  # two: it stays
    encoding = encoding_of(formula)
    solver = BoundedSolver(encoding, switch_after=1.0, start_fresh=True)
    assert solver.satisfiable(count > 6) is None
    assert solver.calls == 1  # the narrowed screen's unsat is final
    model = solver.satisfiable(count == 3)  # the screen cannot say sat: z3's default solver
    assert solver.calls == 3
    assert model is not None and model.eval(count).as_long() == 3
