"""Per-loop bounds (issue 30 item 2): ``check`` deepens only the loops the last bound cut
(check_schedule.next_bounds), a loop nest as one (loop_groups), and a loop kept below the
check's bound names its own bound when it is cut."""

from __future__ import annotations

from errlang.encoder.encoding import LOOP_BOUND, LoopBounds
from errlang.frontend import parse_file
from errlang.ir.nodes import Loc
from errlang.session.check import check_program, lowered_for_check
from errlang.session.check_bound import BoundCheck
from errlang.session.check_budget import Budget
from errlang.session.check_schedule import LoopsAfter, loop_groups, next_bounds
from errlang.session.settings import Settings
from errlang.session.verdicts import CutSite

# a loop over a field count of at most 3 (line 11) beside a loop over the input (line 16)
FIELDS = """#include <assert.h>
extern char __VERIFIER_nondet_char(void);
#ifndef N
#define N 8
#endif
int main(void) {
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = 0;
  int fields = buf[0] & 3, sum = 0;
  for (int k = 0; k < fields; k++) {
    if (buf[k + 1] == ',') break;
    sum += buf[k + 1] == 'x' ? 2 : 1;
  }
  int n = 0;
  while (buf[n]) n++;
  assert(n <= N);
  assert(sum <= 6);
  return 0;
}
"""

# a scanning helper (inlined into its caller's loop by check) and a nest in main
NESTS = """
static void skip(const char *s, int len, int *i) { while (*i < len && s[*i] == ' ') (*i)++; }
int main(void) {
  char s[6] = "a  b ";
  int i = 0, words = 0;
  while (i < 5) {
    skip(s, 5, &i);
    if (i < 5) { words++; i++; }
  }
  for (int r = 0; r < words; r++)
    for (int c = 0; c < r; c++) words += 0;
  int t = 0;
  while (t < words) t++;
  return t;
}
"""


def _cut(function: str, line: int) -> CutSite:
    return CutSite("bound", LOOP_BOUND, line, 3, function)


def _none_after(cut: CutSite) -> frozenset[tuple[str, int]]:
    return frozenset()


def test_only_the_loops_cut_are_deepened() -> None:
    groups = {(f, line): frozenset({(f, line)}) for f, line in [("main", 11), ("main", 16)]}
    recut: set[tuple[str, int]] = set()
    after4 = next_bounds(LoopBounds(4), 8, [_cut("main", 16)], groups, recut, _none_after)
    assert after4 == LoopBounds(8, {("main", 11): 4})  # no run took the loop at 11 past 4
    assert after4.of(Loc(11, 3, "main")) == 4 and after4.of(Loc(16, 3, "main")) == 8
    # a loop kept lower that a run later takes past its bound is raised, and never kept again
    after8 = next_bounds(after4, 9, [_cut("main", 11)], groups, recut, _none_after)
    assert after8 == LoopBounds(9, {("main", 16): 8}) and recut == {("main", 11)}
    after9 = next_bounds(after8, 12, [_cut("main", 16)], groups, recut, _none_after)
    assert after9 == LoopBounds(12)
    # not known which loops a path leads to from the cut: every loop is deepened
    assert next_bounds(LoopBounds(4), 8, [_cut("main", 16)], groups, set()) == LoopBounds(8)


def test_the_loops_after_a_cut_are_deepened_with_it() -> None:
    """A run the list's construction cut (line 6) goes on to the loop over the list (line 9)
    at a deeper bound: that loop is deepened too, though no run took it past its bound; the
    loop before the construction (line 4) is kept."""
    text = """#include <stdlib.h>
struct node { struct node *next; };
extern int nd(void);
int main(void) { int k = 0; while (k < nd() && k < 2) k++;
  struct node *head = 0; int n = 0;
  while (n < 3 && nd()) { struct node *x = malloc(sizeof *x); x->next = head; head = x; n++; }
  int len = 0;
  struct node *p = head;
  while (p) { len++; p = p->next; }
  return len + k;
}
"""
    ir = lowered_for_check(parse_file("list.c", text, (), ()), None)
    groups = loop_groups(ir)
    after = LoopsAfter(ir)
    assert after(_cut("main", 6)) == {("main", 6), ("main", 9)}
    bounds = next_bounds(LoopBounds(2), 3, [_cut("main", 6)], groups, set(), after)
    assert bounds == LoopBounds(3, {("main", 4): 2})


def test_a_nest_is_deepened_as_one() -> None:
    ir = lowered_for_check(parse_file("nests.c", NESTS, (), ()), None)
    groups = loop_groups(ir)
    assert groups[("skip", 2)] == groups[("main", 6)] == {("skip", 2), ("main", 6)}
    assert groups[("main", 10)] == groups[("main", 11)] == {("main", 10), ("main", 11)}
    assert groups[("main", 13)] == {("main", 13)}
    raised = next_bounds(LoopBounds(2), 3, [_cut("main", 11)], groups, set(), _none_after)
    assert raised.loops == {("skip", 2): 2, ("main", 6): 2, ("main", 13): 2}


def test_a_loop_kept_lower_names_its_bound() -> None:
    assert _cut("main", 11).describe() == "the loop at line 11 needs more iterations"
    kept = CutSite("bound", LOOP_BOUND, 11, 3, "main", bound=4)
    assert kept.describe() == "the loop at line 11 needs more iterations (its bound was 4)"


def test_check_keeps_the_saturated_loop_low() -> None:
    """The field loop runs at most 3 iterations: from bound 4 on it is kept at 3, and the
    formula of bound 8 is smaller than with every loop at 8; the verdicts are the same."""
    result = check_program("fields.c", FIELDS, Settings(defines=("N=8",), timeout=120))
    assert [v.verdict for v in result.assertions] == ["holds", "holds"]
    assert result.complete and result.loop_bound == 8
    ir = lowered_for_check(parse_file("fields.c", FIELDS, (), ("N=8",)), None)
    kept = LoopBounds(8, {("main", 11): 3})
    sizes = []
    for bounds in (kept, None):
        step = BoundCheck(ir, 8, Budget.start(120), frozenset(), bounds=bounds)
        outcome = step.run(ir.source.assertions)
        assert outcome.complete and not outcome.failures
        sizes.append(outcome.formula_size or 0)
    assert 0 < sizes[0] < sizes[1]
