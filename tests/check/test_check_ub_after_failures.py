"""Once every assertion has failed, the deepening goes on for undefined behaviour alone
(eleventh session, K: :mod:`errlang.session.check_ub_search`). Before, it stopped at the bound
of the failures, and undefined behaviour that only deeper bounds reach was never reported by
default (tests/differential's strcpy_overlap.c and printf_unterminated.c, strict xfails until
then: found with ``--loop-bound 8``). A failure keeps the bound and run it was found at; the
result says how deep the search went and why it stopped there."""

from __future__ import annotations

import textwrap
import time
from pathlib import Path

import pytest
from errlang.session import check_ub_search
from errlang.session.check import check_program
from errlang.session.check_budget import Budget
from errlang.session.check_ub_search import UbSearch
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

NONDET = "extern int __VERIFIER_nondet_int(void);\n#include <assert.h>\n"

# the overlap exists only once strlen has run its 7 iterations (ASan: strcpy-param-overlap)
OVERLAP = """
#include <string.h>
int main(void) {
  int a = __VERIFIER_nondet_int();
  char s[8] = "abcdef";
  if (a == 5) strcpy(s + 1, s);
  assert(a != 9);
  return 0;
}
"""

# runs go on for as long as the input says: no bound is ever complete
ENDLESS = """
int main(void) {
  int a = __VERIFIER_nondet_int();
  int k = 0;
  while (__VERIFIER_nondet_int()) k++;
  assert(a != 9);
  return k;
}
"""


def _check(tmp_path: Path, source: str, **settings: object) -> tuple[Path, CheckResult]:
    path = tmp_path / "prog.c"
    path.write_text(NONDET + textwrap.dedent(source).lstrip("\n"))
    return path, check_program(str(path), None, Settings(timeout=60, **settings))  # type: ignore[arg-type]


def _line(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def test_undefined_behaviour_past_the_failures_bound_is_found(tmp_path: Path) -> None:
    path, result = _check(tmp_path, OVERLAP)
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.loop_bound == 1  # its own bound, unchanged
    line = _line(path, "strcpy(")
    assert [(f.reason, f.line) for f in result.findings] == [("overlapping memcpy", line)]
    assert result.complete and result.loop_bound is not None and result.loop_bound > 1
    assert result.message is not None
    assert "every assertion failed within loop bound 1" in result.message
    assert f"searched on to loop bound {result.loop_bound}, where every run ends" in (
        result.message
    )
    bounds = [a.loop_bound for a in result.stats.attempts] if result.stats else []
    assert bounds[0] == 1 and bounds[-1] == result.loop_bound  # each bound searched, listed


def test_a_given_loop_bound_is_the_only_one_searched(tmp_path: Path) -> None:
    _, result = _check(tmp_path, OVERLAP, loop_bound=1)
    assert [v.verdict for v in result.assertions] == ["fails"]
    assert not result.findings and result.loop_bound == 1


def test_a_search_that_cannot_complete_stops_at_its_allowance(tmp_path: Path) -> None:
    """The runs never end within a bound: the search stops at its allowance, far within
    the budget, and says how deep it went and why it stopped."""
    _, result = _check(tmp_path, ENDLESS)
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.loop_bound == 1
    assert not result.complete and not result.out_of_time
    assert result.message is not None and "allowance" in result.message, result.message
    assert f"runs within loop bound {result.loop_bound} only" in result.message


def test_no_allowance_searches_the_failures_bound_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(check_ub_search, "FLOOR", 0.0)
    monkeypatch.setattr(check_ub_search, "FACTOR", 0.0)
    _, result = _check(tmp_path, OVERLAP)
    assert not result.findings and result.loop_bound == 1
    assert result.message is not None
    said = "searched in the runs within loop bound 1 only (the search for it went no deeper: "
    assert said + "loop bound 2 was predicted to take" in result.message, result.message


def test_the_allowance_is_a_share_of_the_verdicts_cpu_within_the_budget() -> None:
    budget = Budget.start(60.0)
    search = UbSearch.start(1, cpu_seconds=3.0, wall_seconds=6.0, budget=budget)
    assert search.allowance == check_ub_search.FACTOR * 3.0
    wall = check_ub_search.WALL_SLACK * 2.0 * search.allowance  # at the verdicts' load, 2
    assert search.deadline == pytest.approx(time.monotonic() + wall, abs=1.0)
    small = UbSearch.start(1, cpu_seconds=0.01, wall_seconds=0.01, budget=budget)
    assert small.allowance == check_ub_search.FLOOR
    tight = UbSearch.start(1, cpu_seconds=100.0, wall_seconds=100.0, budget=Budget.start(5.0))
    assert tight.deadline <= Budget.start(5.0).deadline
    assert search.may_start(4, 0.1, 6)  # 0.1 * (6 / 4)² = 0.225 s of 6 s
    assert not search.may_start(4, 2.0, 8)  # 8 s predicted
    assert search.stopped is not None and "loop bound 8 was predicted" in search.stopped


def test_the_budget_ending_the_search_leaves_the_check_in_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An allowance past the budget: the budget's deadline ends the search; the verdicts
    were settled before, so the check is not said out of time, and the note says where the
    budget stopped the search."""
    monkeypatch.setattr(check_ub_search, "FLOOR", 1000.0)
    path = tmp_path / "prog.c"
    path.write_text(NONDET + textwrap.dedent(ENDLESS).lstrip("\n"))
    result = check_program(str(path), None, Settings(timeout=3))
    assert [v.verdict for v in result.assertions] == ["fails"]
    assert not result.out_of_time and result.message is not None
    assert "the time budget ran out" in result.message, result.message
