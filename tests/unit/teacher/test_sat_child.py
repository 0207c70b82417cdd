"""CaDiCaL in a child process for the unsat of a narrowed question z3 did not answer
(teacher/sat_child.py, docs/benchmarks-scaling.md "Ninth session: the solver"): its CNF answers
as z3's default solver on 200 random formulas, the child is killed at its time, and a union
whose disjuncts are all unsat is answered without z3's last solver."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher import solver as solver_module
from errlang.teacher.fresh_solver import pure_bit_vectors
from errlang.teacher.sat_child import channelled, dimacs, model_in_child, unsat_in_child
from errlang.teacher.solver import BoundedSolver
from pysat.formula import CNF
from pysat.solvers import Solver

X, Y, Z = z3.BitVecs("x y z", 8)
WORD = z3.Array("word", z3.BitVecSort(8), z3.BitVecSort(8))


def _random_formula(rng: random.Random) -> list[z3.BoolRef]:
    """A few bit-vector facts over three bytes: sums, products, comparisons, disjunctions."""
    terms: list[z3.BitVecRef] = [X, Y, Z, X + Y, Y * 3, Z - X, X & Z]
    facts: list[z3.BoolRef] = []
    for _ in range(rng.randint(2, 6)):
        left, right = rng.choice(terms), rng.choice(terms)
        pick = rng.randrange(4)
        if pick == 0:
            facts.append(left == right + rng.randint(0, 5))
        elif pick == 1:
            facts.append(z3.ULT(left, right))
        elif pick == 2:
            facts.append(left < rng.randint(-4, 4))
        else:
            facts.append(z3.Or(left == rng.randint(0, 9), right != left))
    return facts


def _cadical(text: str) -> bool:
    """CaDiCaL's answer on ``text`` in this process (True: unsat), as the child runs it."""
    with Solver(name="cadical195", bootstrap_with=CNF(from_string=text).clauses) as sat:
        return not sat.solve()


def test_200_random_formulas_answer_as_z3s_default_solver() -> None:
    rng = random.Random(11)
    seen = {"sat": 0, "unsat": 0}
    for _ in range(200):
        formula = _random_formula(rng)
        truth = z3.Solver()
        truth.add(*formula)
        answer = str(truth.check())
        text = dimacs(formula, z3.main_ctx())
        if text is None:  # decided sat by z3's preprocessing
            assert answer == "sat"
        else:
            assert _cadical(text) == (answer == "unsat"), formula
        seen[answer] += 1
    assert min(seen.values()) >= 20, seen  # both answers are exercised


def test_the_child_answers_unsat_and_sat_and_is_stopped_at_its_time() -> None:
    unsat = dimacs([X * 2 == 1], z3.main_ctx())  # an even number is never odd
    assert unsat is not None
    never = lambda: False  # noqa: E731
    assert unsat_in_child(unsat, 60.0, never)
    sat = dimacs([X * Y == 35, z3.UGT(X, 1), z3.UGT(Y, 1)], z3.main_ctx())
    assert sat is not None and not unsat_in_child(sat, 60.0, never)
    # megabytes of CNF (cookies' union at 32 bytes is 3 MB): all of it reaches the child
    units = "".join(f"{k} 0\n" for k in range(2, 200_000))
    assert unsat_in_child(f"p cnf 200000 200000\n{units}1 0\n-1 0\n", 60.0, never)
    started = time.monotonic()
    assert not unsat_in_child(unsat, 60.0, lambda: True)  # cancelled: no answer, at once
    assert not unsat_in_child(unsat, 0.0, never)  # no time: no answer
    assert time.monotonic() - started < 30.0  # killed, not waited for


def _union_solver(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> BoundedSolver:
    """A fresh solver over a formula with an array read (not pure bit-vectors: the narrowed
    screen), whose z3 screen is held to say nothing (as when it runs out of its share)."""
    formula = [z3.Select(WORD, X) + z3.Select(WORD, Z) == Y, z3.ULT(Y, 10)]
    assert not pure_bit_vectors(formula)
    solver = BoundedSolver(
        encoding_of(formula),
        deadline=time.monotonic() + 600,
        switch_after=1.0,
        start_fresh=True,
    )
    monkeypatch.setattr(solver, "_screened", lambda *args, **kwargs: False)
    return solver


def test_a_union_of_unsat_disjuncts_is_answered_by_the_child(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    solver = _union_solver(encoding_of, monkeypatch)

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("z3's last solver asked: the child did not answer")

    monkeypatch.setattr(solver, "_satisfiable", never)
    union = z3.Or(z3.UGT(Y, 20), Y * 2 == 7, z3.And(Y == 3, Y == 4))
    assert solver.satisfiable(union) is None


def test_a_union_with_a_run_comes_back_from_the_childs_model(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    solver = _union_solver(encoding_of, monkeypatch)
    asked: list[object] = []

    def child(*args: object) -> object:
        asked.append(answer := model_in_child(*args))  # type: ignore[arg-type]
        return answer

    monkeypatch.setattr(solver_module, "model_in_child", child)
    union = z3.Or(z3.UGT(Y, 20), Y == 5)
    model = solver.satisfiable(union)
    assert isinstance(asked[-1], list)  # the child's sat, with the constants' values
    assert model is not None
    assert z3.is_true(model.eval(z3.And(*solver.encoding.constraints, union), True))


def test_150_random_formulas_models_of_the_channelled_cnf_extend() -> None:
    rng = random.Random(5)
    seen = 0
    for _ in range(150):
        formula = _random_formula(rng)
        truth = z3.Solver()
        truth.add(*formula)
        if truth.check() != z3.sat:
            continue
        cnf = channelled(formula, z3.main_ctx())
        if cnf is None:  # decided by z3's preprocessing
            continue
        with Solver(name="cadical195", bootstrap_with=CNF(from_string=cnf.text).clauses) as sat:
            assert sat.solve()
            true = {lit for lit in sat.get_model() if lit > 0}
        completion = z3.Solver()
        completion.add(*formula, *cnf.fixing(true))
        assert completion.check() == z3.sat, formula
        seen += 1
    assert seen >= 30


def test_a_child_that_cannot_start_is_no_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    unsat = dimacs([X * 2 == 1], z3.main_ctx())
    assert unsat is not None

    def no_room(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("tempfile.NamedTemporaryFile", no_room)
    assert not unsat_in_child(unsat, 60.0, lambda: False)  # no traceback: z3 asks as before


def test_constants_made_by_z3s_preprocessing_are_not_fixed() -> None:
    """elim-uncnstr names an unconstrained term (``k!N``); fixed by value, it made z3's model of
    the formula wrong (the model hides such a constant: http_headers.c at 8 bytes, every
    completion refused). Given the formula's constants, only they are channelled, and the
    completion is a model of the formula."""
    b, d = z3.Bools("b d")
    formula = [z3.Or(z3.ULT(Z, X), z3.ULT(X, 1), b), d]
    made = channelled(formula, z3.main_ctx())
    assert made is not None
    assert any(str(constant).startswith("k!") for constant, _ in made.bits)
    known = {constant.get_id() for constant in (X, Z, b, d)}
    cnf = channelled(formula, z3.main_ctx(), known)
    assert cnf is not None
    assert {str(constant) for constant, _ in cnf.bits} <= {"x", "z", "b", "d"}
    with Solver(name="cadical195", bootstrap_with=CNF(from_string=cnf.text).clauses) as sat:
        assert sat.solve()
        true = {lit for lit in sat.get_model() if lit > 0}
    completion = z3.Solver()
    completion.add(*formula, *cnf.fixing(true))
    assert completion.check() == z3.sat
    assert z3.is_true(completion.model().eval(z3.And(*formula), model_completion=True))
