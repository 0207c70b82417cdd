"""The program that showed z3's floating-point tactic solver answering with a model of nothing
(tests/unit/teacher/programs/stale_float_model.c): small_inputs' queries given 0.03 s each, so that
they are interrupted, as a loaded machine did with 0.25 s. Every counterexample of
``r2 != 2`` is then a run whose r2 is 2 (before: a = b = w = 0, r2 = 4, in 3 checks of 3)."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.teacher import small_inputs

PROGRAM = Path(__file__).resolve().parent / "programs" / "stale_float_model.c"


def test_interrupted_small_input_queries_leave_no_model_of_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(small_inputs, "QUERY_SECONDS", 0.03)
    monkeypatch.setattr(small_inputs, "GIVE_UP", 1000)
    result = check_program(str(PROGRAM), None, Settings(timeout=120))
    (r2,) = [a for a in result.assertions if a.line == 32]
    assert r2.verdict == "fails" and r2.counterexample is not None
    values = [v.value for step in r2.counterexample.assignments for v in step if v.name == "r2"]
    assert values[-1] == 2, (r2.counterexample.inputs, values)
