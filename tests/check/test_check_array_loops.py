"""Arrays behind long loops (issue 23): loops of 100,000 iterations over arrays are summarised
(ir/array_loops.py, encoder/array_loops.py), so the bugs behind them are found at once, the
safe programs are never said to fail, and what follows an assertion loop that can fail is
never said to fail through a run that failed it."""

from __future__ import annotations

import textwrap
from pathlib import Path

from check_testing import PROGRAMS
from errlang.session.check import check_program
from errlang.session.settings import Settings

_HEAD = """
extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) { reach_error(); } }
#define N 100000
"""


def _check(tmp_path: Path, main: str, timeout: float = 20):
    path = tmp_path / "prog.c"
    path.write_text(_HEAD + textwrap.dedent(main))
    return check_program(str(path), None, Settings(timeout=timeout))


def test_the_issues_program_fails_at_once():
    result = check_program(str(PROGRAMS / "array_equal_unsafe.c"), None, Settings(timeout=20))
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.loop_bound == 1
    assert result.stats is not None and result.stats.seconds < 10


def test_fill_copy_and_guarded_store_fail():
    result = check_program(str(PROGRAMS / "array_long_loops_unsafe.c"), None, Settings(timeout=20))
    (verdict,) = result.assertions
    assert verdict.verdict == "fails"
    assert verdict.counterexample is not None and verdict.counterexample.violation


def test_safe_copy_is_never_a_failure(tmp_path):
    result = _check(
        tmp_path,
        """
        int a[N], b[N];
        int main(void) {
          for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
          for (int i = 0; i < N; i++) b[i] = a[i] * 3;
          for (int i = 0; i < N; i++) __VERIFIER_assert(b[i] == a[i] + a[i] + a[i]);
          return 0;
        }
        """,
    )
    (verdict,) = result.assertions
    assert verdict.verdict == "holds" and result.complete and verdict.loop_bound == 1


def test_a_failure_after_an_assertion_loop_is_not_said_to_hold(tmp_path):
    result = _check(
        tmp_path,
        """
        int a[N];
        int main(void) {
          for (int i = 0; i < N; i++) a[i] = 1;
          for (int i = 0; i < N; i++) __VERIFIER_assert(a[i] == 1);
          __VERIFIER_assert(a[5] == 2);
          return 0;
        }
        """,
        timeout=8,
    )
    first, second = result.assertions
    assert first.verdict == "holds" and second.verdict == "fails"


def test_the_last_element_and_the_index_after_the_loop(tmp_path):
    result = _check(
        tmp_path,
        """
        int a[N];
        int main(void) {
          int i;
          for (i = 0; i < N; i++) a[i] = i;
          __VERIFIER_assert(i == N);
          __VERIFIER_assert(a[N - 1] != N - 1);
          return 0;
        }
        """,
    )
    first, second = result.assertions
    assert first.verdict == "holds" and second.verdict == "fails"


def test_a_counted_loop_is_unwound_in_full_near_the_bound(tmp_path):
    """A sum of 600 squares (not affine in the iteration, so not run in one step, as a sum of
    constants is: tests/unit/ir/test_sum_loop_shapes.py): unwound in full from bound 150."""
    result = _check(
        tmp_path,
        """
        int a[600];
        int main(void) {
          long s = 0;
          for (int i = 0; i < 600; i++) a[i] = i * i;
          for (int i = 0; i < 600; i++) s += a[i];
          __VERIFIER_assert(s != 71820100);
          return 0;
        }
        """,
    )
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.loop_bound is not None
    assert 150 <= verdict.loop_bound < 600


def test_reversed_and_shifted_copies(tmp_path):
    """``b[N - 1 - i] = a[i]`` and ``c[i] = a[i + 1]``: the failure is found, the correct
    comparisons never fail."""
    result = _check(
        tmp_path,
        """
        int a[N], b[N], c[N];
        int main(void) {
          for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
          for (int i = 0; i < N; i++) b[N - 1 - i] = a[i];
          for (int i = 0; i < N - 1; i++) c[i] = a[i + 1];
          int k = __VERIFIER_nondet_int();
          if (k == 0) {
            for (int i = 0; i < N; i++) __VERIFIER_assert(b[i] == a[N - 1 - i]);
          } else if (k == 1) {
            for (int i = 0; i < N - 1; i++) __VERIFIER_assert(c[i] == b[N - 2 - i]);
          } else {
            for (int i = 0; i < N; i++) __VERIFIER_assert(b[i] == a[i]);
          }
          return 0;
        }
        """,
    )
    reversed_, shifted, wrong = result.assertions
    # not `holds`: runs past the failing loop are left out, so the analysis is not complete
    assert reversed_.verdict == "holds-within-bound" and shifted.verdict == "holds-within-bound"
    assert wrong.verdict == "fails" and not result.out_of_time


def test_runs_past_a_failing_assertion_loop_are_never_a_failure(tmp_path):
    """Past a summarised loop whose assertion can fail, the encoding also has runs that failed
    it and went on: a[7] < 0 there, although every real run reaching the last assertion has
    a[7] >= 0. Those runs are left out: the last assertion is unknown, never `fails`."""
    result = _check(
        tmp_path,
        """
        int a[N];
        int main(void) {
          for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
          for (int i = 0; i < N; i++) __VERIFIER_assert(a[i] >= 0);
          __VERIFIER_assert(a[7] >= 0);
          return 0;
        }
        """,
    )
    loop, after = result.assertions
    assert loop.verdict == "fails"
    assert after.verdict == "unknown" and "array loop" in after.reason
    assert not result.complete and not result.out_of_time


def test_past_a_safe_assertion_loop_everything_is_exact(tmp_path):
    result = _check(
        tmp_path,
        """
        int a[N];
        int main(void) {
          for (int i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_int(); if (a[i] < 0) a[i] = 0; }
          for (int i = 0; i < N; i++) if (i % 2) __VERIFIER_assert(a[i] >= 0);
          int k = __VERIFIER_nondet_int();
          if (k >= 0 && k < N) __VERIFIER_assert(a[k] != 5);
          return 0;
        }
        """,
    )
    loop, after = result.assertions
    assert loop.verdict == "holds" and loop.complete
    assert after.verdict == "fails"


def test_a_loop_failing_only_past_another_failing_loop_is_not_said_to_fail(tmp_path):
    """The second loop fails only on runs that failed the first and went on (a[j] = -5): it is
    asked again without them, and is not `fails`."""
    result = _check(
        tmp_path,
        """
        int a[N];
        void second(void) {  /* asked first: its assertion comes first in the file */
          for (int i = 0; i < N; i++) __VERIFIER_assert(a[i] != -5);
        }
        int main(void) {
          for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
          for (int i = 0; i < N; i++) __VERIFIER_assert(a[i] >= 0);
          second();
          return 0;
        }
        """,
    )
    second, first = result.assertions
    assert first.verdict == "fails"
    assert second.verdict == "unknown" and "array loop" in second.reason


def test_arrays_of_structs(tmp_path):
    """Members of a 12-byte struct (int, short, int): stored and compared per element."""
    result = _check(
        tmp_path,
        """
        struct T { int a; short b; int c; } t[3000];
        int main(void) {
          for (int i = 0; i < 3000; i++) {
            t[i].a = __VERIFIER_nondet_int();
            t[i].c = t[i].a + 1;
            t[i].b = 7;
          }
          int k = __VERIFIER_nondet_int();
          if (k) {
            for (int i = 0; i < 3000; i++) __VERIFIER_assert(t[i].b == 7);
          } else {
            for (int i = 0; i < 3000; i++) __VERIFIER_assert(t[i].c > t[i].a);
          }
          return 0;
        }
        """,
    )
    holds, wraps = result.assertions
    assert holds.verdict in ("holds", "holds-within-bound") and wraps.verdict == "fails"
    assert wraps.counterexample is not None
