"""Which route a fresh question takes depends on the question's purity, not the formula's
(``BoundedSolver._pure_query``): z3's preprocessing drops the arrays a formula reads into
terms nothing else constrains, so a formula can be pure bit-vectors once preprocessed while a
question about such a term is not (msgpack_unpack.c at 8 bytes, bound 2: the fresh route gave
that question to z3's default solver, no answer in 16 s of CPU; narrowed and relaxed, 1.1 s)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher.fresh_solver import pure_bit_vectors
from errlang.teacher.solver import BoundedSolver

X, Y, Z = z3.BitVecs("x y z", 16)
MEMORY = z3.Array("memory", z3.BitVecSort(16), z3.BitVecSort(16))
# y is read from memory after a store; nothing else constrains y
READ = [z3.Select(z3.Store(MEMORY, X, 5), Z) == Y, z3.ULT(X, 100)]


def _routed(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> tuple[BoundedSolver, list[tuple[z3.BoolRef, ...]]]:
    solver = BoundedSolver(encoding_of(READ), switch_after=1.0, start_fresh=True)
    fresh: list[tuple[z3.BoolRef, ...]] = []
    unscreened = solver._fresh

    def counted(conditions: tuple[z3.BoolRef, ...]) -> None:
        fresh.append(conditions)
        unscreened(conditions)

    monkeypatch.setattr(solver, "_fresh", counted)
    return solver, fresh


def test_a_question_about_a_read_the_formula_drops_is_screened(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert pure_bit_vectors(READ)  # the read is dropped: nothing constrains y
    assert not pure_bit_vectors([*READ, Y == 7])  # asked about, it stays
    solver, fresh = _routed(encoding_of, monkeypatch)
    stored = z3.Or(z3.And(Y == 7, Z == X), z3.And(Y == 8, Z == X))
    assert solver.satisfiable(stored) is None  # y is the 5 stored
    assert not fresh  # the narrowed and relaxed screen's unsat: no fresh solver of it
    model = solver.satisfiable(Y == 7)  # another cell: 7 there
    assert model is not None
    assert model.eval(Y).as_long() == 7 and model.eval(Z).as_long() != model.eval(X).as_long()


def test_a_pure_question_of_a_pure_formula_goes_to_the_fresh_solver(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    solver, fresh = _routed(encoding_of, monkeypatch)
    assert solver.satisfiable(X == 200) is None
    assert len(fresh) == 1
