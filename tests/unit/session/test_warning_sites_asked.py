"""check_bound.BoundCheck._warnings: the warning sites (findings that cut no run: an
uninitialised read) asked together, as the cut sites are — one query when no run reaches any,
one more per run that reaches new ones — and one by one only where the solver gives up."""

from __future__ import annotations

from typing import Any

import z3
from errlang.frontend import parse_file
from errlang.session.check import lowered_for_check
from errlang.session.check_bound import BoundCheck
from errlang.session.check_budget import Budget
from errlang.teacher.solver import SolverUnknown

# six reads before any write: two on runs with c == 1, one with c == 2, three on no run (no
# other site: unsigned, no arithmetic that could overflow)
SOURCE = """
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned a, b, d, e, f, g;
  unsigned c = __VERIFIER_nondet_uint();
  unsigned s = 0;
  if (c == 1) { s ^= a; s ^= b; }
  if (c == 2) s ^= d;
  if (c == 1 && c == 2) { s ^= e; s ^= f; s ^= g; }
  return s == 7;
}
"""


class Counted(BoundCheck):
    """A bound check counting its queries, optionally giving up on those of several sites."""

    def __init__(self, *args: Any, give_up: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.queries = 0
        self.give_up = give_up

    def _ask(self, *conditions: z3.BoolRef) -> z3.ModelRef | None:
        self.queries += 1
        if self.give_up and any(z3.is_or(c) and c.num_args() > 1 for c in conditions):
            raise SolverUnknown("given up")
        return super()._ask(*conditions)


def _warned(give_up: bool = False) -> tuple[set[int], int]:
    ir = lowered_for_check(parse_file("warnings.c", SOURCE, (), ()), None)
    step = Counted(ir, 1, Budget.start(60), frozenset(), give_up=give_up)
    step._warnings()
    assert not step.outcome.cuts  # warnings cut no run
    return {finding.line for finding in step.outcome.findings}, step.queries


def test_warning_sites_are_asked_together() -> None:
    lines, queries = _warned()
    assert lines == {7, 8}
    assert queries <= 3  # c == 1's run, c == 2's run, then none (one query per site: 6)


def test_one_by_one_where_the_solver_gives_up_on_several() -> None:
    lines, queries = _warned(give_up=True)
    assert lines == {7, 8}
    assert queries == 7  # the query of all six, then each site's own
