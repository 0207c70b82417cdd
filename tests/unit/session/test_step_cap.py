"""A bound that deepens loops no run was cut in gets a time cap, past which the narrower step
is checked in its place (issue 30, build item 4: deepen the loops the runs need first; stop a
bound that cannot finish): check_schedule.narrow_bounds, predicted_seconds and step_cap, and
the cap as a budget (check_budget.Budget.within)."""

from __future__ import annotations

import importlib
import time
from typing import Any

import pytest
from errlang.encoder.encoding import LOOP_BOUND, LoopBounds
from errlang.frontend import parse_file
from errlang.ir.nodes import Loc
from errlang.session.check import check_program, lowered_for_check
from errlang.session.check_budget import Budget
from errlang.session.check_proof import Proofs
from errlang.session.check_schedule import (
    CAP_FACTOR,
    CAP_SHARE,
    LoopsAfter,
    loop_groups,
    narrow_bounds,
    narrower,
    next_bounds,
    predicted_seconds,
    step_cap,
)
from errlang.session.encode_ahead import AheadBound, AheadCancelled, encoded_ahead
from errlang.session.settings import Settings
from errlang.session.verdicts import CutSite

# two passes over the input, as MarkupSafe's escape makes them: a count (line 7), then a copy
# (line 10) that no run reaches while the count is cut
PASSES = """#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char in[6], out[12];
  for (int i = 0; i < 6; i++) in[i] = __VERIFIER_nondet_uchar();
  int i = 0, extra = 0;
  while (i < 6) { if (in[i] == '&') extra++; i++; }
  int j = 0;
  i = 0;
  while (i < 6) { out[j++] = in[i]; if (in[i] == '&') out[j++] = ';'; i++; }
  assert(j == 6 + extra);
  return 0;
}
"""


def _cut(line: int) -> CutSite:
    return CutSite("bound", LOOP_BOUND, line, 3, "main")


def test_the_narrow_step_keeps_the_loops_after_the_cut() -> None:
    ir = lowered_for_check(parse_file("passes.c", PASSES, (), ()), None)
    groups, after, recut = loop_groups(ir), LoopsAfter(ir), set[tuple[str, int]]()
    cuts = [_cut(7)]
    wide = next_bounds(LoopBounds(4), 7, cuts, groups, recut, after)
    narrow = narrow_bounds(LoopBounds(4), 7, cuts, groups, recut)
    # the copy is after the count's cut: deepened with it, or kept at the bound no run passed
    assert wide.loops.get(("main", 10)) is None and wide.of(Loc(7, 3, "main")) == 7
    assert narrow.loops.get(("main", 10)) == 4 and narrow.of(Loc(7, 3, "main")) == 7
    assert dict(narrow.loops) == {**wide.loops, ("main", 10): 4}
    # a loop kept lower that a run then takes past it is raised in the narrow step too
    assert narrow_bounds(narrow, 8, [_cut(10)], groups, recut).of(Loc(10, 3, "main")) == 8
    assert recut == set()  # not updated by the narrow step


def test_a_narrow_step_past_its_cap_halves_the_loops_it_keeps() -> None:
    wide = LoopBounds(32)
    narrow = LoopBounds(32, {("main", 10): 16, ("main", 5): 1})
    assert narrower(wide, narrow) == LoopBounds(32, {("main", 10): 8, ("main", 5): 1})
    assert narrower(wide, LoopBounds(32, {("main", 10): 3})) == LoopBounds(32, {("main", 10): 1})
    assert narrower(wide, LoopBounds(32, {("main", 10): 1})) is None  # nothing narrower
    # a loop the wide step keeps too (the fill loop) is not among the loops after the cut
    assert narrower(LoopBounds(32, {("main", 5): 4}), LoopBounds(32, {("main", 5): 4})) is None


def test_the_prediction_grows_as_the_bound_squared_or_as_measured() -> None:
    assert predicted_seconds((4, 1.0), None, 8) == pytest.approx(4.0)
    assert predicted_seconds((4, 1.0), (3, 1.0), 8) == pytest.approx(4.0)  # flat: squared
    # 0.5 s at 3, 1 s at 4: twice per step, 2**4 from 4 to 8
    assert predicted_seconds((4, 1.0), (3, 0.5), 8) == pytest.approx(16.0)
    assert predicted_seconds((4, 1.0), (2, 0.25), 8) == pytest.approx(16.0)  # per step


def test_the_cap_is_a_multiple_of_the_prediction_and_a_share_of_the_time_left() -> None:
    wide, narrow = LoopBounds(8), LoopBounds(8, {("main", 10): 4})
    assert step_cap(wide, wide, (4, 0.2), (3, 0.2), 50.0) is None  # nothing narrower to check
    assert step_cap(wide, narrow, (1, 0.1), None, 50.0) is None  # one bound: no growth known
    # flat cheap bounds: the share of the time left
    assert step_cap(wide, narrow, (4, 0.2), (3, 0.2), 50.0) == pytest.approx(CAP_SHARE * 50.0)
    # steep ones: the prediction's multiple
    cap = step_cap(wide, narrow, (4, 1.0), (3, 1.0), 100.0)
    assert cap == pytest.approx(max(CAP_FACTOR * 4.0, CAP_SHARE * 100.0))
    # a bound predicted to need half the time left or more is not capped
    assert step_cap(wide, narrow, (4, 3.0), (3, 3.0), 60.0) is None


def test_a_cap_ends_the_budget_sooner_never_later() -> None:
    budget = Budget.start(60.0, cancel=lambda: False)
    capped = budget.within(1.0)
    assert capped.deadline <= time.monotonic() + 1.0 and capped.cancel is budget.cancel
    assert budget.within(1000.0).deadline == budget.deadline


def test_an_encoding_ahead_cut_by_the_budget_names_its_bound() -> None:
    """The budget's end while the input's bound is encoded ahead is that bound's, not the
    schedule's: AheadCancelled carries it (the check's message says which bound ran out)."""
    ir = lowered_for_check(parse_file("passes.c", PASSES, (), ()), None)
    over = Budget(60.0, time.monotonic() - 1.0)
    with pytest.raises(AheadCancelled) as raised:
        encoded_ahead(ir, AheadBound(5, LoopBounds(7), 5.0), over)
    assert raised.value.bound == 7


def test_check_drops_a_bound_past_its_cap_for_the_narrower_step(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """End to end, with every cap made 0 s: a bound that deepens the copy loop (line 10) with
    the count (line 7) is dropped as soon as it starts, the narrower one (the copy kept) is
    checked in its place, and the check goes on to the end of every run: not out of time.
    (The proofs for all runs are left out: they may end the deepening early.)"""
    check_module = importlib.import_module("errlang.session.check")  # not the function
    if not hasattr(check_module, "step_cap"):
        pytest.skip("session/check.py does not cap bounds yet (the lead's patch)")
    monkeypatch.setattr(Proofs, "after", lambda *_args: None)
    caps: list[float] = []

    def zero(*args: Any) -> float | None:
        cap = step_cap(*args)
        if cap is not None:
            caps.append(cap)
        return None if cap is None else 0.0

    monkeypatch.setattr(check_module, "step_cap", zero)
    result = check_program("passes.c", PASSES, Settings(timeout=60.0))
    assert result.stats is not None
    tried = [(a.loop_bound, a.finished) for a in result.stats.attempts]
    dropped = [bound for bound, finished in tried if not finished]
    assert caps and dropped and all((bound, True) in tried for bound in dropped), tried
    assert result.complete and not result.out_of_time and result.message is None
    assert {a.verdict for a in result.assertions} == {"holds"}
