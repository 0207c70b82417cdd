"""teacher/narrowing.within_bounds: a formula narrowed to the bounds it implies is
equisatisfiable, and its models give the constants values z3 completes into models of the
formula — on random formulas of z3-extended characters, decimal fields, quotients and
remainders by numerals (the special values among them) with range facts in conjunctions and
disjunctions (the generator of tests/unit/teacher/test_integer_formula.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher import screens
from errlang.teacher.narrowing import within_bounds
from errlang.teacher.solver import BoundedSolver

# the generator of the integer translation's tests (pytest puts this folder on the path)
from test_integer_formula import _bounded_formula


def test_narrowed_within_bounds_answers_as_the_formula() -> None:
    rng = random.Random(31)
    narrower = 0
    for width in (16, 32):
        for _ in range(60):
            formula = _bounded_formula(rng, width)
            expected = z3.Solver()
            expected.add(*formula)
            answer = expected.check()
            made = within_bounds(formula)
            solver = z3.Solver()
            solver.add(*made)
            assert solver.check() == answer, formula
            if answer == z3.sat:  # the narrowed model's constants complete into a model
                model = solver.model()
                fixed = [d() == model[d] for d in model.decls() if d.arity() == 0]
                expected.add(*fixed)
                assert expected.check() == z3.sat, formula
            narrower += any(z3.is_app_of(t, z3.Z3_OP_AND) for t in made[len(made) // 2 :])
    assert narrower > 10


def test_a_year_of_four_digits_is_narrowed_to_its_bounds() -> None:
    chars = [z3.BitVec(f"c{i}", 8) for i in range(4)]
    extended = [z3.simplify(z3.SignExt(24, c)) for c in chars]
    year = extended[0] * 1000 + extended[1] * 100 + extended[2] * 10 + extended[3] - 53328
    formula = [*(z3.And(e >= 48, e <= 57) for e in extended), z3.SRem(year, 400) == 0]
    made = within_bounds(formula)
    text = " ".join(t.sexpr() for t in made)
    assert "bvsrem" in text and "(_ bv400 32)" not in text  # the remainder in fewer bits


def test_a_fresh_question_of_a_formula_that_divides_is_screened_within_bounds(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    """On check's route: where the integer screen says nothing, the bounded screen answers
    (its unsat final, its model completed by z3) before the other screens."""
    chars = [z3.BitVec(f"d{i}", 8) for i in range(4)]
    extended = [z3.simplify(z3.SignExt(24, c)) for c in chars]
    year = extended[0] * 1000 + extended[1] * 100 + extended[2] * 10 + extended[3] - 53328
    digits = [z3.And(e >= 48, e <= 57) for e in extended]
    quarter = z3.BitVec("quarter", 32)  # the formula divides (the screen's condition)
    formula = [*digits, quarter == year / 4]
    solver = BoundedSolver(encoding_of(formula), switch_after=1.0, start_fresh=True)
    asked: list[bool] = []
    screened = BoundedSolver._screened

    def recorded(self: BoundedSolver, *args: Any, **kwargs: Any) -> bool:
        asked.append(bool(kwargs.get("bounded")))
        return bool(screened(self, *args, **kwargs))

    monkeypatch.setattr(BoundedSolver, "_screened", recorded)
    monkeypatch.setattr(screens, "integer_answer", lambda *args: None)  # the integers say nothing
    leap = z3.And(z3.SRem(year, 4) == 0, z3.SRem(year, 100) != 0)
    model = solver.satisfiable(leap, year > 2000)
    assert model is not None and asked[0]
    found = model.eval(year).as_signed_long()
    assert found > 2000 and found % 4 == 0 and found % 100 != 0
    assert solver.satisfiable(z3.SRem(year, 400) == 0, z3.SRem(year, 4) != 0) is None
