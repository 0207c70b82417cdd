"""A failure past a summarised loop whose assertion can fail (errlang.session.check_pinned):
``fails`` when a run with the candidate's inputs pinned fails none of those loops, never when
every candidate's inputs fail one first. Before, every assertion past such a loop was
``unknown``. (A second check loop after a failing one: test_check_fill_loops.py.)"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.forked import call_within
from errlang.session.settings import Settings
from errlang.session.verdicts import AssertionVerdict

sys.path.insert(0, str(Path(__file__).parent))
from test_check_fill_loops import TWO_CHECKS  # the second check loop's program

HEAD = TWO_CHECKS.split("  for", 1)[0]  # a[100], n in 0..100 from input, i
END = "  return 0;\n}\n"
# line 10 fails for n = 5..16: a[i] <= 53 for i <= 15, so only n <= 16 passes line 9
AFTER = (
    "  for (i = 0; i < n; i++) a[i] = 4 * i - 10;\n"
    "  for (i = 0; i < n; i++) assert(a[i] <= 53);\n"
    "  assert(n < 5);\n"
)
# line 10 fails only where a[0] == 7, which fails line 9 first
FROM_INPUT = (
    "  for (i = 0; i < n; i++) a[i] = 2 * i + 1;\n"
    "  a[0] = __VERIFIER_nondet_int();\n"
    "  for (i = 0; i < 100; i++) assert(a[i] != 7);\n"
    "  assert(a[0] != 7);\n"
)


def _verdicts(tmp_path: Path, body: str) -> dict[int, AssertionVerdict]:
    path = tmp_path / "pinned.c"
    path.write_text(HEAD + body + END)
    # in a child process: a budget that runs out leaves z3 work behind (docs/architecture.md)
    result = call_within(partial(check_program, str(path), None, Settings(timeout=30)), 90)
    return {a.line: a for a in result.assertions}


def _n(verdict: AssertionVerdict) -> int:
    run = verdict.counterexample
    assert run is not None
    [n] = [i.value for i in run.inputs if i.name == "n"]
    assert isinstance(n, int)
    return n


def test_an_assertion_after_the_loops_fails_with_a_run_passing_them(tmp_path: Path) -> None:
    verdicts = _verdicts(tmp_path, AFTER)
    assert verdicts[9].verdict == "fails"
    assert verdicts[10].verdict == "fails", verdicts[10].reason
    assert 5 <= _n(verdicts[10]) <= 16


def test_a_candidate_whose_inputs_fail_the_loop_is_never_confirmed(tmp_path: Path) -> None:
    """Each candidate has a[0] = 7, and with its inputs pinned line 10 fails: none is
    confirmed, line 11 stays unknown."""
    verdicts = _verdicts(tmp_path, FROM_INPUT)
    assert verdicts[10].verdict == "fails"
    assert verdicts[11].verdict == "unknown", verdicts[11].reason
