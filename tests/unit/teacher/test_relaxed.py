"""Reads of array constants relaxed for the bit-vector screen, relaxed models completed by z3
(teacher/relaxed.py, docs/benchmarks-scaling.md "Seventh session: the solver")."""

from __future__ import annotations

import random
from collections.abc import Callable

import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher.relaxed import PREFIX, Relaxation, fixing
from errlang.teacher.solver import BoundedSolver

WORD = z3.Array("word", z3.BitVecSort(16), z3.BitVecSort(8))


def _events(count: int) -> tuple[list[z3.BoolRef], list[z3.BoolRef], list[z3.BitVecRef]]:
    """``guard_k => word[position_k] == letter_k``, as the encoder writes events."""
    guards = [z3.Bool(f"g{k}") for k in range(count)]
    positions = [z3.BitVec(f"p{k}", 16) for k in range(count)]
    formula = [
        z3.Implies(guard, z3.Select(WORD, position) == 7 + k)
        for k, (guard, position) in enumerate(zip(guards, positions, strict=True))
    ]
    return formula, guards, positions


def test_each_distinct_read_becomes_one_constant_and_the_rewriting_is_exact() -> None:
    formula, guards, positions = _events(3)
    again = z3.Select(WORD, positions[0]) != 0  # the same read as the first event's
    relaxation = Relaxation()
    side, *relaxed = relaxation.of([*formula, again])  # first: the consistency constraints
    assert relaxation.reads == 3 and relaxation.exact
    assert not any("word" in str(term) for term in [side, *relaxed])
    assert relaxation.of([again]) == [side, relaxed[3]]  # remembered: the same constant
    # two events at one position with two letters: impossible, and still so without arrays
    clash = [guards[0], guards[1], positions[0] == positions[1]]
    original, rewritten = z3.Solver(), z3.Solver()
    original.add(*formula, *clash)
    rewritten.add(*relaxation.of([*formula, *clash]))
    assert (original.check(), rewritten.check()) == (z3.unsat, z3.unsat)


def test_a_clash_of_reads_is_unsat_in_the_screen_alone(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    formula, guards, positions = _events(2)
    solver = BoundedSolver(encoding_of(formula), switch_after=1.0, start_fresh=True)
    # both events at one position with two letters: the exact screen says unsat by itself
    query = (guards[0], guards[1], positions[0] == positions[1])
    assert solver.satisfiable(*query) is None
    assert solver.calls == 1


def test_an_inexact_relaxation_whose_model_does_not_extend_is_not_an_answer(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    formula, guards, positions = _events(2)
    other = z3.Array("other", z3.BitVecSort(16), z3.BitVecSort(8))
    # an equality of arrays, first: it and every term after it are only relaxed
    formula.insert(0, z3.Or(guards[0], other == WORD))
    solver = BoundedSolver(encoding_of(formula), switch_after=1.0, start_fresh=True)
    query = (guards[0], guards[1], positions[0] == positions[1])
    assert solver.satisfiable(*query) is None
    assert solver.calls == 3  # the screen (sat), the completion (unsat), the question itself


def test_a_relaxed_model_that_extends_is_completed_by_z3(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    formula, guards, positions = _events(2)
    solver = BoundedSolver(encoding_of(formula), switch_after=1.0, start_fresh=True)
    model = solver.satisfiable(guards[0], guards[1], positions[1] == positions[0] + 1)
    assert model is not None
    assert solver.calls == 2  # the screen (sat) and its completion, no third question
    assert z3.is_true(model.eval(z3.And(*formula), model_completion=True))
    assert model.eval(positions[1] - positions[0]).as_long() == 1


def test_fixing_leaves_the_relaxation_out() -> None:
    formula, guards, _positions = _events(2)
    solver = z3.Solver()
    solver.add(*Relaxation().of(formula), *guards)
    assert solver.check() == z3.sat
    fixed = fixing(solver.model())
    assert fixed and not any(PREFIX in str(term) for term in fixed)


def _random_formula(rng: random.Random) -> tuple[list[z3.BoolRef], list[z3.BoolRef]]:
    """A few events and bit-vector facts over small positions, and a query."""
    formula, guards, positions = _events(rng.randint(2, 4))
    x = z3.BitVec("x", 8)
    terms: list[z3.BitVecRef] = [x, *(z3.Extract(7, 0, p) for p in positions)]
    terms += [z3.Select(WORD, p) for p in positions]
    facts: list[z3.BoolRef] = []
    for _ in range(rng.randint(1, 4)):
        left, right = rng.choice(terms), rng.choice(terms)
        pick = rng.randrange(4)
        if pick == 0:
            facts.append(left == right + rng.randint(0, 3))
        elif pick == 1:
            facts.append(z3.ULT(left, right))
        elif pick == 2:
            facts.append(left != right)
        else:
            facts.append(z3.Or(rng.choice(guards), left == rng.randint(0, 12)))
    query = [rng.choice(guards), *rng.sample(facts, rng.randint(0, len(facts)))]
    formula += [p < 6 for p in positions]
    return formula + facts[: rng.randint(0, len(facts))], query


def test_200_random_formulas_answer_as_z3s_default_solver(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    seen = answered_as_z3(encoding_of, _random_formula, random.Random(7), 200)
    assert min(seen.values()) >= 20, seen  # both answers are exercised


def answered_as_z3(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
    made: Callable[[random.Random], tuple[list[z3.BoolRef], list[z3.BoolRef]]],
    rng: random.Random,
    count: int,
) -> dict[str, int]:
    """``count`` random formulas and queries (``made``) asked of a fresh BoundedSolver: each
    answer z3's default solver's, each model one of the formula; how many were sat, unsat."""
    seen = {"sat": 0, "unsat": 0}
    for _ in range(count):
        formula, query = made(rng)
        expected = z3.Solver()
        expected.add(*formula, *query)
        truth = expected.check()
        solver = BoundedSolver(encoding_of(formula), switch_after=1.0, start_fresh=True)
        model = solver.satisfiable(*query)
        assert (model is not None) == (truth == z3.sat)
        if model is not None:
            whole = z3.And(*formula, *query)
            assert z3.is_true(model.eval(whole, model_completion=True))
        seen[str(truth)] += 1
    return seen


def _memory_formula(rng: random.Random) -> list[z3.BoolRef]:
    """Bytes of memory as the encoder writes them: stores at symbolic indices, a realloc'd
    copy (a lambda over the old object below its size), an if-then-else of two contents, a
    zero-filled object (a constant array), and reads of them constrained."""
    index = z3.BitVecSort(64)
    old = z3.Array("old", index, z3.BitVecSort(8))
    i, j, k, size = (z3.BitVec(name, 64) for name in ("i", "j", "k", "size"))
    c = z3.BitVec("c", 8)
    x = z3.Const("x", index)
    arrays: list[z3.ArrayRef] = [old, z3.K(index, z3.BitVecVal(0, 8))]
    for _ in range(rng.randint(2, 5)):
        pick, base = rng.randrange(3), rng.choice(arrays)
        if pick == 0:
            at = rng.choice([i, j, k, z3.BitVecVal(rng.randint(0, 3), 64), i + 1])
            arrays.append(z3.Store(base, at, rng.choice([c, c + 1, z3.BitVecVal(7, 8)])))
        elif pick == 1:
            other = rng.choice(arrays)
            arrays.append(z3.Lambda([x], z3.If(z3.ULT(x, size), base[x], other[x])))
        else:
            arrays.append(z3.If(z3.Bool(f"b{rng.randint(0, 1)}"), base, rng.choice(arrays)))
    facts = [z3.ULT(v, 4) for v in (i, j, k, size)]
    for _ in range(rng.randint(1, 4)):
        read = rng.choice(arrays)[rng.choice([i, j, k, z3.BitVecVal(rng.randint(0, 3), 64)])]
        facts.append(rng.choice([read == rng.randint(0, 8), read != c, z3.ULT(read, c)]))
    return facts


def test_150_random_memory_formulas_keep_their_answer_and_models_without_arrays() -> None:
    rng = random.Random(11)
    seen = {"sat": 0, "unsat": 0}
    for _ in range(150):
        formula = _memory_formula(rng)
        expected = z3.Solver()
        expected.add(*formula)
        truth = expected.check()
        relaxation = Relaxation()
        rewritten = relaxation.of(formula)
        assert relaxation.exact
        assert not any(z3.is_array(t) or "old" in str(t) for t in rewritten)
        solver = z3.Solver()
        solver.add(*rewritten)
        assert solver.check() == truth
        if truth == z3.sat:  # the rewritten formula's model extends to the original's
            completion = z3.Solver()
            completion.add(*formula, *fixing(solver.model()))
            assert completion.check() == z3.sat
        seen[str(truth)] += 1
    assert min(seen.values()) >= 15, seen
