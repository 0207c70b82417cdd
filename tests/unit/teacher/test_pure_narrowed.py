"""A fresh pure bit-vector question is asked narrowed (teacher/solver.py ``_fresh``; thirteenth
session, docs/benchmarks-scaling.md): its answers are z3's on the formula itself, its models
the formula's, on random formulas that draw the special values (INT_MIN, -1, 0, the maxima,
the sign bits) through signed and unsigned comparisons, extensions, truncations and quotients
by numerals."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.encoder.term_order import post_order
from errlang.teacher import solver as solver_module
from errlang.teacher.solver import BoundedSolver
from test_narrowing import _counter, _random_comparison
from test_relaxed import answered_as_z3


def _pure_formula(rng: random.Random) -> tuple[list[z3.BoolRef], list[z3.BoolRef]]:
    width = rng.choice([8, 12, 16])
    formula = [_random_comparison(rng, width, 2) for _ in range(rng.randint(1, 3))]
    special = [0, 1, -1, 1 << (width - 1), (1 << (width - 1)) - 1, (1 << width) - 1]
    unknown = z3.BitVec(f"w{width}", width)
    if rng.random() < 0.5:  # a quotient by a numeral of a signed or unsigned reading
        divide = rng.choice([z3.UDiv, lambda x, y: x / y, z3.URem, z3.SRem])
        formula.append(divide(unknown, z3.BitVecVal(rng.choice([3, 10, -1]), width)) != 2)
    query = [_random_comparison(rng, width, 2), unknown != rng.choice(special)]
    return formula, query[: rng.randint(1, 2)]


def test_150_random_pure_formulas_answer_as_z3_narrowed(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    seen = answered_as_z3(encoding_of, _pure_formula, random.Random(1313), 150)
    assert min(seen.values()) >= 15, seen


def test_a_pure_question_is_solved_in_the_bits_its_terms_need(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    flags = [z3.Bool(f"f{i}") for i in range(12)]
    made: list[z3.Solver] = []
    fresh = solver_module.fresh_solver

    def recorded(*args: object, **kwargs: bool) -> z3.Solver:
        made.append(fresh(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(solver_module, "fresh_solver", recorded)
    solver = BoundedSolver(encoding_of([_counter(flags) <= 5]), switch_after=1.0, start_fresh=True)
    model = solver.satisfiable(_counter(flags) == 5)
    assert model is not None
    assert z3.is_true(model.eval(_counter(flags) == 5, model_completion=True))
    asked = list(made[-1].assertions())
    widths = {t.size() for t, _ in post_order(asked) if z3.is_app_of(t, z3.Z3_OP_BADD)}
    assert widths and max(widths) <= 4  # 12 increments in 4 bits, not C's 32
