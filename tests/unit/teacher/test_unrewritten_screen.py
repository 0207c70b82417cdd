"""The screen of formulas with chains of constant multiplications (teacher/fresh_solver.py's
UNREWRITTEN, asked first by ``BoundedSolver`` on fresh solvers): which formulas have such
chains, and the number parser's shape it exists for is decided with less work than the
rewriting pipeline needs (z3's resource count, deterministic, not time). Its soundness on
random formulas: test_fresh_solver.py."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.teacher import solver as solver_module
from errlang.teacher.fresh_solver import (
    constant_product_chains,
    fresh_solver,
    unrewritten_solver,
)
from errlang.teacher.solver import BoundedSolver

X, Y = z3.BitVecs("x y", 64)


BENCHMARK = Path(__file__).resolve().parents[3] / "benchmarks" / "formula_bench.py"


def _number_parser(digits: int) -> tuple[list[z3.BoolRef], z3.BitVecRef]:
    """benchmarks/formula_bench.py's number parser in miniature (the formula, the value)."""
    spec = importlib.util.spec_from_file_location("formula_bench", BENCHMARK)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    formula, value = bench.number_chain(digits)
    return formula, value


def test_chains_of_constant_products_are_found_through_sums_extensions_and_ites() -> None:
    formula, value = _number_parser(3)
    assert constant_product_chains([*formula, value < 0])
    assert constant_product_chains([z3.SignExt(8, z3.If(X > 3, X * 3 + 1, Y)) * 5 > 2])
    assert not constant_product_chains([X * 10 + Y * 10 > 3])  # products side by side
    assert not constant_product_chains([(X * Y + 1) * 10 > 3])  # no numeral below
    assert not constant_product_chains([(X * 10) * Y > 3])  # the outer one is not by a numeral


def test_the_number_parser_is_decided_with_less_work_unrewritten() -> None:
    formula, value = _number_parser(12)
    query = [*formula, z3.Extract(31, 0, value) < 0]
    work = 3_000_000  # z3's resource count: the same on every machine and load
    answers = []
    for solver in (unrewritten_solver(), fresh_solver()):
        solver.set("rlimit", work)
        solver.add(*query)
        answers.append(solver.check())
    # unrewritten: 0.5 million; distributed into 78 products of 64 bits: 9 million
    assert answers == [z3.unsat, z3.unknown]


def test_a_fresh_solvers_query_over_a_chain_is_screened_first(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    formula, value = _number_parser(4)
    encoding = encoding_of(formula)
    solver = BoundedSolver(encoding, switch_after=1.0, start_fresh=True)
    assert solver.satisfiable(z3.Extract(31, 0, value) < 0) is None
    assert solver.calls == 1  # the screen's unsat is final
    model = solver.satisfiable(value == 1234)  # the screen cannot say sat: the fresh solver
    assert solver.calls == 3
    assert model is not None and model.eval(value).as_long() == 1234
    # a solver not (yet) on fresh solvers asks the incremental one, unscreened
    incremental = BoundedSolver(encoding, switch_after=1.0)
    assert incremental.satisfiable(z3.Extract(31, 0, value) < 0) is None
    assert incremental.calls == 1 and not incremental.fresh


def test_the_screen_is_cut_by_its_work_not_the_clock(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The screen's cap is z3's resource units (SCREEN_CAP seconds of EFFORT_PER_SECOND), so
    that the same query is screened the same way at any load (issue 30's run-to-run variance:
    a 10 s wall-time cap cut it at load 15 where an idle machine finished it)."""
    formula, value = _number_parser(8)
    encoding = encoding_of(formula)
    monkeypatch.setattr(solver_module, "EFFORT_PER_SECOND", 1)  # the screen: 10 units
    starved = BoundedSolver(encoding, switch_after=1.0, start_fresh=True)
    assert starved.satisfiable(z3.Extract(31, 0, value) < 0) is None
    assert starved.calls == 2  # the screen ran out of work at once: the fresh solver decided
    monkeypatch.setattr(solver_module, "EFFORT_PER_SECOND", 3_000_000)
    screened = BoundedSolver(encoding, switch_after=1.0, start_fresh=True)
    assert screened.satisfiable(z3.Extract(31, 0, value) < 0) is None
    assert screened.calls == 1  # far within its 30 million units


def test_a_chain_read_from_an_array_is_screened_with_the_arrays_rewritten(
    encoding_of: Callable[[list[z3.BoolRef]], Encoding],
) -> None:
    """A chain whose digits are read from a buffer stored at a symbolic index (a realloc'd
    string builder's, the lead's probe): the unrewritten pipeline cannot take the arrays, so
    they are rewritten away first (teacher.relaxed, exact: read-over-write); its unsat is
    final, and its sat model is completed by z3 with the formula itself."""
    formula, value = _number_parser(4)
    where = z3.BitVec("where", 16)
    buffer = z3.Store(z3.Array("input", z3.BitVecSort(16), z3.BitVecSort(8)), where, 49)
    digits = [(z3.BitVec(f"c{k}", 8), z3.Select(buffer, z3.BitVecVal(k, 16))) for k in range(4)]
    read = [z3.substitute(term, *digits) for term in formula]
    parsed = z3.substitute(value, *digits)
    solver = BoundedSolver(encoding_of(read), switch_after=1.0, start_fresh=True)
    # the store puts '1' first: unsat only with the array's meaning (opaque reads: any digit)
    assert solver.satisfiable(parsed == 2234, where == 0) is None
    assert solver.calls == 1  # the screen's unsat, on the formula without arrays
    model = solver.satisfiable(parsed == 1234, where == 0)
    assert model is not None and solver.calls == 3  # the screen's sat, then its completion
    assert model.eval(parsed).as_long() == 1234
