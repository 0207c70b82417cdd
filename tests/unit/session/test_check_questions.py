"""What ``check`` asks at one bound (issue 30, docs/benchmarks-scaling.md): an assertion reached
at a shallower bound is not asked again, and on fresh solvers one query settles every failure
and cut site when none is reachable; the answers are those of the questions one by one."""

from __future__ import annotations

import pytest
import z3
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram
from errlang.session import check_bound
from errlang.session.bound_terms import formula_size
from errlang.session.check import check_program, lowered_for_check
from errlang.session.check_bound import BoundCheck, BoundOutcome
from errlang.session.check_budget import Budget
from errlang.session.settings import Settings

SAFE = """
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  if (n < 0 || n > 3) return 0;
  for (int i = 0; i < n; i++)
    if (__VERIFIER_nondet_int()) s += 2;
  assert(s % 2 == 0);
  assert(s <= 6);
  return 0;
}
"""

FAILING = SAFE.replace("assert(s <= 6);", "assert(s <= 4);")


@pytest.fixture(autouse=True)
def _no_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    """The incremental solver is not left for fresh ones mid-bound (a query slower than
    SWITCH_AFTER on a loaded machine would change how many queries a bound asks)."""
    monkeypatch.setattr(check_bound, "SWITCH_AFTER", 1e6)


def _ir(text: str) -> IRProgram:
    return lowered_for_check(parse_file("questions.c", text), None)


def _bound(
    ir: IRProgram, bound: int, *, reached: frozenset[int] = frozenset(), fresh: bool = False
) -> tuple[BoundOutcome, int]:
    """The outcome of ``bound`` and how many queries it took."""
    step = BoundCheck(ir, bound, Budget.start(60), frozenset(), reached=reached, fresh=fresh)
    outcome = step.run(list(ir.source.assertions))
    return outcome, step.solver.calls


def test_an_assertion_reached_at_a_shallower_bound_is_not_asked_again() -> None:
    ir = _ir(SAFE)
    sites = frozenset(site.index for site in ir.source.assertions)
    asked, calls = _bound(ir, 2)
    told, fewer = _bound(ir, 2, reached=sites)
    assert asked.reached == told.reached == {index: True for index in sites}
    assert fewer == calls - len(sites)
    assert (told.complete, told.cuts, told.failures) == (asked.complete, asked.cuts, {})


def test_fresh_questions_settle_every_failure_and_site_at_once() -> None:
    ir = _ir(SAFE)
    one_by_one, calls = _bound(ir, 4)  # complete: no limit, no failure, no other site
    together, fewer = _bound(ir, 4, fresh=True)
    assert one_by_one.complete and together.complete
    assert together.failures == one_by_one.failures == {}
    assert together.cuts == one_by_one.cuts and together.unknown == one_by_one.unknown == {}
    assert fewer < calls  # the limits, the other sites and both failures in one query
    # a bound that cuts runs: the limits are found, then one query settles the rest
    cut, _ = _bound(ir, 2, fresh=True)
    assert not cut.complete and [c.kind for c in cut.cuts] == ["bound"] and not cut.failures


def test_a_failure_found_together_is_asked_alone() -> None:
    ir = _ir(FAILING)
    incremental, _ = _bound(ir, 4)
    fresh, _ = _bound(ir, 4, fresh=True)
    failing = {site.index for site in ir.source.assertions if "<= 4" in site.text}
    assert set(fresh.failures) == set(incremental.failures) == failing
    (run,) = fresh.failures.values()
    values = [value.value for value in run.inputs]
    assert values[0] == 3 and len(values) == 4 and 0 not in values[1:]  # s = 6
    assert fresh.complete and incremental.complete


def test_the_verdicts_of_a_deepening_are_those_of_its_last_bound() -> None:
    result = check_program("questions.c", SAFE, Settings(timeout=60))
    assert [a.verdict for a in result.assertions] == ["holds", "holds"]
    assert all(a.reached for a in result.assertions)
    failing = check_program("questions.c", FAILING, Settings(timeout=60))
    assert [a.verdict for a in failing.assertions] == ["holds", "fails"]


def test_the_formula_size_counts_shared_terms_once_and_quantifier_bodies() -> None:
    x, y = z3.BitVecs("x y", 8)
    assert formula_size([x + 1 == y, y == x + 1]) == 6  # =, =, +, x, 1, y
    i = z3.BitVec("i", 8)
    table = z3.Lambda([i], i + x)
    size = formula_size([z3.Select(table, y) == 0])
    assert size is not None and size >= 6  # the body i + x is counted
    assert formula_size([z3.And(*[x == k for k in range(20)])], limit=10) is None
