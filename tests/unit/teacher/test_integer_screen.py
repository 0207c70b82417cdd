"""The linear-integer screen on check's route (teacher/integer_screen.py, BoundedSolver's fresh
queries): a round trip through ``/`` and ``%`` by numerals — the question the bit-vector route
leaves unknown (hms.c) — is answered unsat by it; a satisfiable one comes back as a model of the
bit-vector formula, completed by z3; a formula without such divisions never asks it."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher.integer_screen import divides_by_numerals, integer_answer
from errlang.teacher.solver import BoundedSolver

T = z3.BitVec("t", 32)
Q = z3.BitVec("q", 32)


def _round_trip() -> list[z3.BoolRef]:
    """A duration of up to 24 bits split in hours, minutes, seconds and added back up."""
    hours, rest = z3.UDiv(T, 3600), z3.URem(T, 3600)
    back = hours * 3600 + z3.UDiv(rest, 60) * 60 + z3.URem(T, 60)
    return [z3.ULT(T, 1 << 24), back == Q]


def test_divisions_by_numerals_are_seen() -> None:
    assert divides_by_numerals(_round_trip())
    assert not divides_by_numerals([z3.UDiv(T, Q) == 3, T + 1 == Q])  # a divisor not a numeral
    assert not divides_by_numerals([z3.UDiv(T, 1) == 3])


def test_the_round_trip_is_unsat_and_a_satisfiable_question_has_its_model() -> None:
    assert integer_answer([*_round_trip(), Q != T], 6_000_000) is True
    asked = [*_round_trip(), z3.URem(T, 60) == 59, z3.UGT(z3.UDiv(T, 3600), 40)]
    fixed = integer_answer(asked, 6_000_000)
    assert isinstance(fixed, list) and fixed
    completion = z3.Solver()
    completion.add(*asked, *fixed)
    assert completion.check() == z3.sat
    assert z3.is_true(completion.model().eval(z3.And(*asked), model_completion=True))
    assert integer_answer([T * Q == 6, z3.ULT(T * Q, Q)], 6_000_000) is False  # two unknowns


def _fresh(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], formula: list[z3.BoolRef]
) -> BoundedSolver:
    return BoundedSolver(
        encoding_of(formula), deadline=time.monotonic() + 600, switch_after=1.0, start_fresh=True
    )


def test_the_solver_asks_the_integers_first_where_the_formula_divides(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    solver = _fresh(encoding_of, _round_trip())

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("the bit-vector route asked: the integer screen did not answer")

    for name in ("_satisfiable", "_screened", "_refined", "_child_screened"):
        monkeypatch.setattr(solver, name, never)
    assert solver.satisfiable(Q != T) is None
    monkeypatch.undo()
    model = solver.satisfiable(z3.URem(T, 60) == 7)
    assert model is not None
    assert model.eval(z3.URem(T, 60)).as_long() == 7


def test_a_formula_without_divisions_never_asks_the_integers(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    solver = _fresh(encoding_of, [z3.ULT(T, 100), Q == T * 3])
    import errlang.teacher.screens as screens

    monkeypatch.setattr(screens, "integer_answer", lambda *args: pytest.fail("asked"))
    assert solver.satisfiable(Q == 7) is None  # 7 is no multiple of 3 below 300


def test_a_formula_without_a_translation_is_asked_once(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A division by a numeral beside a product of two unknowns: no translation, so the
    solver's later questions go straight to the bit-vector route."""
    import errlang.teacher.screens as screens

    solver = _fresh(encoding_of, [z3.ULT(T, 100), z3.UDiv(T, 7) * T == Q])
    asked: list[object] = []

    def counted(*args: object) -> object:
        asked.append(answer := integer_answer(*args))
        return answer

    monkeypatch.setattr(screens, "integer_answer", counted)
    assert solver.satisfiable(Q == 3) is None
    assert solver.satisfiable(Q == 4) is None
    assert asked == [False]


def test_the_integer_screen_has_a_wall_time_cap_however_much_time_is_left(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its units count z3's solving only, not the preprocessing or the translation
    (http_headers.c at 8 bytes: 1.1-1.2 s of CPU translating per call): 600 s left give it
    INTEGER_CAP shares of wall time, not 300 s."""
    from errlang.teacher import integer_screen, screens

    solver = _fresh(encoding_of, _round_trip())
    shares: list[float] = []
    interrupted_at = solver._interrupted_at

    def recorded(make: Callable[[], object], ends: float) -> object:
        shares.append(ends - time.monotonic())
        return interrupted_at(make, ends)

    monkeypatch.setattr(solver, "_interrupted_at", recorded)
    assert solver.satisfiable(Q != T) is None
    cap = screens.INTEGER_CAP * integer_screen.INTEGER_SHARE
    assert shares and 0 < shares[0] <= cap
