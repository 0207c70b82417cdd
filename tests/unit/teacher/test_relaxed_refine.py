"""Reads past MAX_CONSISTENT: still rewritten, their consistency constraints made when a model
needs them (teacher/relaxed.py ``Relaxation.refine``, teacher/solver.py ``_refined``;
docs/benchmarks-scaling.md, "Eleventh session: the solver")."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.encoder.term_order import post_order
from errlang.teacher import relaxed
from errlang.teacher.relaxed import Relaxation
from errlang.teacher.solver import BoundedSolver
from test_relaxed import answered_as_z3

WORD = z3.Array("word", z3.BitVecSort(16), z3.BitVecSort(8))
MANY = relaxed.MAX_CONSISTENT + 2


def _events(count: int) -> tuple[list[z3.BoolRef], list[z3.BoolRef], list[z3.BitVecRef]]:
    """``guard_k => word[position_k] == letter_k``, as the encoder writes events."""
    guards = [z3.Bool(f"g{k}") for k in range(count)]
    positions = [z3.BitVec(f"p{k}", 16) for k in range(count)]
    formula = [
        z3.Implies(guard, z3.Select(WORD, position) == 7 + k)
        for k, (guard, position) in enumerate(zip(guards, positions, strict=True))
    ]
    return formula, guards, positions


def _random_formula(rng: random.Random) -> tuple[list[z3.BoolRef], list[z3.BoolRef]]:
    """A few events and facts over small positions and the reads, and a query."""
    formula, guards, positions = _events(rng.randint(2, 5))
    reads = [z3.Select(WORD, p) for p in positions]
    terms: list[z3.BitVecRef] = [z3.BitVec("x", 8), *(z3.Extract(7, 0, p) for p in positions)]
    terms += reads
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
    formula += [z3.ULT(p, 4) for p in positions]
    return formula + facts[: rng.randint(0, len(facts))], query


def _arrays_in(terms: list[z3.ExprRef]) -> bool:
    return any(node.sort().kind() == z3.Z3_ARRAY_SORT for node, _ in post_order(terms))


def test_a_term_after_the_capped_reads_is_still_rewritten() -> None:
    """Before: the first read past the cap made the relaxation inexact, and every term after
    it was only relaxed — its stores left for the screen's pipeline, which cannot bit-blast
    them and said unknown on every question (http_headers.c at 8 bytes, bound 1)."""
    formula, _guards, _positions = _events(MANY)
    q, r = z3.BitVecs("q r", 16)
    later = z3.Select(z3.Store(WORD, q, 5), r) == 3
    relaxation = Relaxation()
    rewritten = relaxation.of([*formula, later])
    assert relaxation.deferred and not relaxation.exact
    assert not _arrays_in(rewritten)


def test_refine_makes_the_constraint_a_model_violates() -> None:
    formula, guards, positions = _events(MANY)
    first, last = 0, MANY - 1  # the last read is past the cap: not constrained with the first
    clash = [guards[first], guards[last], positions[first] == positions[last]]
    relaxation = Relaxation()
    solver = z3.Solver()
    solver.add(*relaxation.of([*formula, *clash]))
    assert solver.check() == z3.sat  # the relaxation alone: two letters at one position
    assert relaxation.refine(solver.model()) >= 1
    again = z3.Solver()
    again.add(*relaxation.of([*formula, *clash]))
    assert again.check() == z3.unsat  # as the formula itself
    original = z3.Solver()
    original.add(*formula, *clash)
    assert original.check() == z3.unsat


def test_a_model_violating_nothing_refines_nothing() -> None:
    formula, guards, positions = _events(MANY)
    apart = [guards[0], guards[MANY - 1], positions[0] != positions[MANY - 1]]
    relaxation = Relaxation()
    solver = z3.Solver()
    solver.add(*relaxation.of([*formula, *apart]))
    assert solver.check() == z3.sat
    assert relaxation.refine(solver.model()) == 0


def test_the_screen_asks_again_refined_instead_of_completing_a_clash(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    """The relaxed model clashes (two letters at one position): refined and screened again,
    unsat in two screens, where before the completion (unsat) and z3's default solver were
    asked after the first."""
    formula, guards, positions = _events(MANY)
    solver = BoundedSolver(encoding_of(formula), switch_after=1.0, start_fresh=True)
    query = (guards[0], guards[MANY - 1], positions[0] == positions[MANY - 1])
    assert solver.satisfiable(*query) is None
    assert solver.calls == 2


def test_100_random_formulas_with_every_constraint_deferred_answer_as_z3(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With a cap of one read, every consistency constraint waits for refinement: the answers
    and models are still z3's."""
    monkeypatch.setattr(relaxed, "MAX_CONSISTENT", 1)
    seen = answered_as_z3(encoding_of, _random_formula, random.Random(13), 100)
    assert min(seen.values()) >= 10, seen


def test_a_chain_with_arrays_goes_the_narrowed_way(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Constant-product chains beside arrays (a decimal field parsed from the buffer:
    http_headers.c's Content-Length, ciso8601.c) are screened narrowed and relaxed, with
    CaDiCaL after it, not by the unrewritten screen alone: at bound 2 of http_headers.c at 8
    bytes that screen gave no answer in 10 s of work and z3's default solver none in 70 s, where
    the narrowed pipeline answers in 0.9 s."""
    value = z3.BitVecVal(0, 32)
    for k in range(3):  # v = v * 10 + (buf[k] - '0')
        digit = z3.ZeroExt(24, z3.Select(WORD, z3.BitVecVal(k, 16)) - 48)
        value = value * 10 + digit
    asked: list[dict[str, bool]] = []
    screened = BoundedSolver._screened

    def recorded(self: BoundedSolver, *args: Any, **kwargs: Any) -> bool:
        asked.append(dict(kwargs))
        return screened(self, *args, **kwargs)

    monkeypatch.setattr(BoundedSolver, "_screened", recorded)
    solver = BoundedSolver(encoding_of([z3.ULT(value, 1000)]), switch_after=1.0, start_fresh=True)
    assert solver._chains()
    model = solver.satisfiable(value == 123)
    assert model is not None and model.eval(value).as_long() == 123
    assert asked and asked[0].get("narrowed")


def test_refine_past_the_node_limit_stops_without_an_exception(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    formula, guards, positions = _events(MANY + 4)
    clash = [*guards, *(positions[0] == p for p in positions[MANY - 2 :])]
    relaxation = Relaxation()
    solver = z3.Solver()
    solver.add(*relaxation.of([*formula, *clash]))
    assert solver.check() == z3.sat
    monkeypatch.setattr(relaxed, "MAX_NODES", relaxation._nodes)  # the next term is past it
    assert relaxation.refine(solver.model()) == 1


def test_refine_widens_a_clash_to_every_read_at_its_index() -> None:
    """Three reads past the cap at one index, two agreeing and one not: the two clashing
    pairs are made and so is the agreeing one, which the next model would be free to break
    (levenshtein.c at 8 bytes, bound 2: 4-7 screens a question pair by pair, 1-2 widened)."""
    indices = [z3.BitVec(f"i{k}", 16) for k in range(MANY + 1)]
    values = [z3.BitVec(f"v{k}", 8) for k in range(MANY + 1)]
    formula = [z3.Select(WORD, i) == v for i, v in zip(indices, values, strict=True)]
    a, b, c = MANY - 2, MANY - 1, MANY  # past the cap: no constraint between them yet
    query = [indices[a] == 3, indices[b] == 3, indices[c] == 3]
    query += [values[a] == 1, values[b] == 1, values[c] == 2]
    # the other reads elsewhere: a model free to put one at index 3 too (one clean-clone CI
    # run's did) clashes with more reads there, and the count is not the three pairs asked
    query += [i != 3 for i in indices[:a]]
    relaxation = Relaxation()
    solver = z3.Solver()
    solver.add(*relaxation.of([*formula, *query]))
    assert solver.check() == z3.sat
    assert relaxation.refine(solver.model()) == 3
    apart = [indices[a] == 5, indices[b] == 5, values[a] != values[b]]
    again = z3.Solver()
    again.add(*relaxation.of([*formula, *apart]))
    assert again.check() == z3.unsat  # the agreeing pair is bound too, at any index


def test_the_widening_is_capped(monkeypatch: pytest.MonkeyPatch) -> None:
    indices = [z3.BitVec(f"i{k}", 16) for k in range(MANY + 4)]
    values = [z3.BitVec(f"v{k}", 8) for k in range(MANY + 4)]
    formula = [z3.Select(WORD, i) == v for i, v in zip(indices, values, strict=True)]
    late = range(MANY - 2, MANY + 4)  # six reads past the cap, all at index 3
    query = [indices[k] == 3 for k in late] + [values[k] == 1 for k in late[:-1]]
    query.append(values[late[-1]] == 2)
    relaxation = Relaxation()
    solver = z3.Solver()
    solver.add(*relaxation.of([*formula, *query]))
    assert solver.check() == z3.sat
    monkeypatch.setattr(relaxed, "COINCIDENT_CAP", 2)
    assert relaxation.refine(solver.model()) == 5 + 2  # five clashes, two agreeing pairs
