"""Formulas with floating point are solved by z3's bit-blasting tactic (qffpbv), the others by
its incremental solver (item 4 of 2026-11-24; measured in docs/checking.md)."""

from __future__ import annotations

import pytest
import z3
from check_testing import PROGRAMS, checked
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.teacher.solver import BoundedSolver, has_floating_point


def solver_of(name: str) -> BoundedSolver:
    ir = build_ir(parse_file(PROGRAMS / name))
    encoding, _ = encode(ir, "main", 1, ("functions",))
    return BoundedSolver(encoding)


def test_floating_point_is_detected_in_the_formula() -> None:
    assert has_floating_point([z3.fpIsNaN(z3.FP("x", z3.Float64()))])
    assert not has_floating_point([z3.BitVec("b", 8) > 3])
    assert solver_of("float_arith.c").floating
    assert not solver_of("unreachable_loop.c").floating


@pytest.mark.slow
def test_a_few_double_operations_are_solved_within_the_budget() -> None:
    # z3's default solver ran out of a 60 s budget on this query; the tactic takes 0.2-0.6 s
    # from a fresh process, up to 23 s seen after other encodings in the same process
    result = checked("float_arith.c", loop_bound=1, timeout=60.0)
    (verdict,) = result.assertions
    assert verdict.verdict == "fails", verdict.reason
