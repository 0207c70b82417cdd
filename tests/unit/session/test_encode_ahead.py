"""session.encode_ahead (issue 30): the input's bound encoded before the schedule's next bound
where a bound's time pays for it, and used only when its encoding cuts no run at a bound."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest
from errlang.encoder.encoding import LoopBounds
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram
from errlang.session.check import check_program, lowered_for_check
from errlang.session.check_bound import BoundCheck, BoundOutcome
from errlang.session.check_budget import Budget
from errlang.session.check_proof import Proofs
from errlang.session.encode_ahead import (
    CUT,
    TIME,
    USED,
    AheadBound,
    EncodeAhead,
    ahead_index,
    bound_cuts,
    encoded_ahead,
    growth,
    input_bound,
)
from errlang.session.settings import Settings

# a record reader whose loop stops after nfield fields (read through a pointer, as SQLite's
# ``if ((++u) >= p->nField) break``): it never needs more than 3 iterations, whatever N is
FIELDS = """
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
struct rec { unsigned short nfield; };
static unsigned fields(const unsigned char *buf, unsigned n, struct rec *r) {
  unsigned idx = 0, u = 0;
  while (idx < n) {
    idx += 1 + (buf[idx] & 1);
    if (++u >= r->nfield) break;
  }
  return u;
}
int main(void) {
  unsigned char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_uchar();
  buf[N] = 0;
  struct rec r;
  r.nfield = 3;
  assert(fields(buf, N, &r) <= 3);
  return 0;
}
"""

# the same loop without the field count: a scan over the N bytes, as many iterations as bytes
SCAN = FIELDS.replace("if (++u >= r->nfield) break;", "u++;").replace("<= 3", "<= N")

# a loop the input does not end: it counts up to a value read from the input
UNENDED = """
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char buf[N];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_uchar();
  unsigned k = buf[0] * 1000u + buf[1], s = 0;
  while (k > 1) {
    k = k & 1 ? 3 * k + 1 : k / 2;
    s++;
  }
  return (int)s;
}
"""

SCHEDULE = (1, 2, 3, 4, 8, 9, 12, 16)


def _ir(text: str, size: int) -> IRProgram:
    return lowered_for_check(parse_file("harness.c", text, (), (f"N={size}",)), None)


def test_the_input_bound_is_the_longest_input_and_one() -> None:
    assert input_bound(_ir(FIELDS, 8)) == 9
    assert input_bound(_ir(FIELDS, 4)) is None  # short inputs: the first bounds reach them
    assert input_bound(_ir(FIELDS.replace("__VERIFIER_nondet_uchar()", "7"), 8)) is None


def test_encoded_ahead_when_it_pays_and_lies_beyond_the_next_bound() -> None:
    # bound 2 took 6 s, its formula grew by less than the bound
    assert ahead_index(SCHEDULE, 2, 9, 6.0, 0.7, 6.0) == 5
    assert ahead_index(SCHEDULE, 5, 9, 6.0, 0.7, 6.0) is None  # the next bound is the target
    assert ahead_index(SCHEDULE, 2, 10, 6.0, 0.7, 6.0) is None  # not a bound of the schedule
    assert ahead_index(SCHEDULE, 2, None, 6.0, 0.7, 6.0) is None  # no input loop
    assert ahead_index(SCHEDULE, 2, 9, 0.5, 0.7, 0.5) is None  # a cheap bound: step by step
    # the formula grew faster than the bound (the loops' iterations make it), or not known
    assert ahead_index(SCHEDULE, 2, 9, 6.0, 1.3, 6.0) is None
    assert ahead_index(SCHEDULE, 2, 9, 6.0, None, 6.0) is None
    assert ahead_index(SCHEDULE, 2, 9, 6.0, 0.7, 0.2) is None  # its wall time was the load's


def test_growth_is_the_formulas_against_the_bounds() -> None:
    assert growth((2, 3928), (3, 5658)) == pytest.approx(0.96, abs=0.01)  # sqlite_record.c
    assert growth((4, 2772), (6, 6059)) == pytest.approx(1.46, abs=0.01)  # json_tokens.c
    assert growth(None, (1, 300)) is None and growth((1, None), (2, 300)) is None
    assert growth((1, 1), (2, 3928)) == 1.0  # bound 1 cut every run before the decoder


def _outcome(bound: int, seconds: float, ahead: Any = None) -> Any:
    size = 1000 + 100 * bound  # slower than the bound
    return SimpleNamespace(
        loop_bound=bound, seconds=seconds, cpu_seconds=seconds, ahead=ahead, formula_size=size
    )


def test_a_target_cut_at_a_bound_is_not_encoded_again_and_one_stopped_by_time_later() -> None:
    ahead = EncodeAhead(_ir(FIELDS, 8), SCHEDULE)
    deeper = LoopBounds
    assert ahead.next(1, _outcome(1, 2.0), 60.0, deeper) is None  # growth not known yet
    first = ahead.next(2, _outcome(2, 2.0), 60.0, deeper)
    assert first is not None and first.index == 5 and first.seconds == 2.0
    assert first.bounds == LoopBounds(9)
    # stopped by its time: again only with three times the time
    assert ahead.next(3, _outcome(3, 4.0, (9, TIME)), 60.0, deeper) is None
    again = ahead.next(4, _outcome(4, 6.0, (9, TIME)), 60.0, deeper)
    assert again is not None and again.seconds == 6.0
    # half the budget left at most
    other = EncodeAhead(_ir(FIELDS, 8), SCHEDULE)
    other.next(1, _outcome(1, 6), 60.0, deeper)
    assert other.next(2, _outcome(2, 6), 8.0, deeper) == AheadBound(5, LoopBounds(9), 4.0)
    # runs cut at a bound: the same bounds would give the same encoding
    assert ahead.next(4, _outcome(6, 60.0, (9, CUT)), 600.0, deeper) is None
    assert ahead.cut and ahead.next(4, _outcome(8, 60.0), 600.0, deeper) is None


def _ahead(ir: IRProgram, bound: int) -> tuple[Any, str]:
    return encoded_ahead(ir, AheadBound(5, LoopBounds(bound), 30.0), Budget.start(60))


def test_a_loop_that_ends_by_itself_within_the_bound_cuts_no_run() -> None:
    encoding, why = _ahead(_ir(FIELDS, 8), 9)
    assert why == USED and encoding is not None and not bound_cuts(encoding)
    # the scan's runs end by its test, which the encoder does not decide: cuts, none reached
    encoding, why = _ahead(_ir(SCAN, 8), 9)
    assert why == CUT and encoding is not None and bound_cuts(encoding)


def test_a_loop_the_input_does_not_end_cuts_runs() -> None:
    assert _ahead(_ir(UNENDED, 8), 9)[1] == CUT
    assert _ahead(_ir(FIELDS, 8), 2)[1] == CUT  # the fields loop needs 3 iterations


def _checked(text: str, ahead: int) -> BoundOutcome:
    ir = _ir(text, 8)
    budget = Budget.start(60)
    at = AheadBound(5, LoopBounds(ahead), 30.0)
    step = BoundCheck(ir, 2, budget, frozenset(), bounds=LoopBounds(2), ahead=at)
    return step.run(ir.source.assertions)


def test_the_bound_encoded_ahead_is_checked_when_it_cuts_no_run_at_a_bound() -> None:
    outcome = _checked(FIELDS, 9)
    assert outcome.ahead == (9, USED)
    assert outcome.loop_bound == 9 and outcome.complete and not outcome.failures


@pytest.mark.parametrize("text", [UNENDED, SCAN])
def test_else_the_schedules_bound_is_checked(text: str) -> None:
    # the scan's bound cuts are out of every run's reach, but that would take a question
    outcome = _checked(text, 9)
    assert outcome.ahead == (9, CUT)
    assert outcome.loop_bound == 2 and not outcome.complete
    outcome = _checked(FIELDS.replace("<= 3", "<= 2"), 9)  # a failure, found at the deeper bound
    assert outcome.loop_bound == 9 and list(outcome.failures) == [0]


def test_check_moves_to_the_input_bound_encoded_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """End to end: the fields loop stops at 7 on 12 bytes; the schedule (1, 2, 3, 4, 6, 12,
    13, ...) checks 3 next; with every bound taken for one of 30 s, the input's bound 13 is
    encoded after bound 2, no run reaches a bound cut in it, and it is the last bound,
    complete. (The proofs for all runs, which settle this assertion by k-induction when their
    time allows, are left out: they would end the deepening at bound 2 or 3.)"""
    real = EncodeAhead.next
    monkeypatch.setattr(Proofs, "after", lambda *_args: None)

    def slow(self: EncodeAhead, at: int, last: Any, remaining: float, deeper: Any) -> Any:
        taken = SimpleNamespace(
            loop_bound=last.loop_bound,
            seconds=30.0,
            cpu_seconds=30.0,
            ahead=last.ahead,
            formula_size=last.formula_size,
        )
        return real(self, at, cast(Any, taken), remaining, deeper)

    monkeypatch.setattr(EncodeAhead, "next", slow)
    text = FIELDS.replace("r.nfield = 3;", "r.nfield = 7;").replace("<= 3", "<= 7")
    result = check_program("fields.c", text, Settings(timeout=60, defines=("N=12",)))
    assert result.complete and result.loop_bound == 13
    assert result.stats is not None
    assert [a.loop_bound for a in result.stats.attempts] == [1, 2, 13]
    assert {a.verdict for a in result.assertions} == {"holds"}
    failing = check_program(
        "fields.c", text.replace("<= 7", "<= 6"), Settings(timeout=60, defines=("N=12",))
    )
    assert [a.verdict for a in failing.assertions] == ["fails"]  # 7 fields from 13 bytes
