"""No wrong claim on fill/check programs whose bound is an input (errlang.ir.open_loops and the
array loops' assertions): random programs of ``fill_check_programs.py`` against their ground
truth (itself checked against gcc's sanitizers on sampled inputs), and the two wrong claims
found while writing them: an assertion in a second check loop said to be dead code ("no run
reaches this assertion (for all runs: it is dead code)") and held, though runs reach and fail
it; and the value a summarised loop's failing assertion reads shown at the wrong element
(``la[0]`` for ``la[2718]``)."""

from __future__ import annotations

import random
import re
import shutil
import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest
from errlang.explain.values import violation_text
from errlang.session.check import check_program
from errlang.session.forked import call_within
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

sys.path.insert(0, str(Path(__file__).parent))
from fill_check_programs import FillCheck, fill_check, limits


def _checked(path: Path, timeout: float = 30.0) -> CheckResult:
    # in a child process: a budget that runs out leaves z3 work behind (docs/architecture.md)
    return call_within(partial(check_program, str(path), None, Settings(timeout=timeout)), 90)


TWO_CHECKS = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int a[100];
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100) return 0;
  int i;
  for (i = 0; i < n; i++) a[i] = i;
  for (i = 0; i < n; i++) assert(a[i] < 50);
  for (i = 0; i < n; i++) assert(a[i] > 5);
  assert(n != 3);
  return 0;
}
"""


def test_a_check_loop_after_a_failing_one_is_not_dead_code(tmp_path):
    """Line 10 fails for n from 1 to 6 (a[0] = 0), which pass line 9; line 11 never: n = 3
    fails line 10 first. Before: line 10 'holds-within-bound: no run reaches this assertion
    (for all runs: it is dead code)' — asked after the runs past line 9's loop were left out;
    then 'unknown' (the runs past line 9 not analysed); now 'fails' with a run passing line 9
    (session/check_pinned.py)."""
    path = tmp_path / "two_checks.c"
    path.write_text(TWO_CHECKS)
    verdicts = {a.line: a for a in _checked(path).assertions}
    assert verdicts[9].verdict == "fails"
    assert verdicts[10].verdict == "fails", verdicts[10].reason
    [n] = [i.value for i in verdicts[10].counterexample.inputs if i.name == "n"]
    assert 1 <= n <= 6
    assert verdicts[11].verdict != "fails", verdicts[11].reason  # every run failing it fails 10
    for line in (10, 11):
        assert verdicts[line].reached is not False
        assert "dead code" not in verdicts[line].reason


ONE_OFF = """\
extern void __VERIFIER_error(void);
#define N 100
long la[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) la[i] = (long)i * 1000000007L;
  la[71] = la[71] + 1;
  for (i = 0; i < N; i++) if (la[i] % 1000000007L != 0) __VERIFIER_error();
  return 0;
}
"""


def test_a_summarised_loops_failing_read_names_its_element(tmp_path):
    """``la[i]`` read where the assertion fails at i = 71 is ``la[71]`` (both loops run in one
    step: the steps' writes leave i = 0, and it read ``la[0]``), with the value the program
    put there (benchmarks/programs/proof/long_array_unsafe.c at 4,000 elements, smaller)."""
    path = tmp_path / "one_off.c"
    path.write_text(ONE_OFF)
    [verdict] = _checked(path).assertions
    assert verdict.verdict == "fails"
    run = verdict.counterexample
    assert run is not None
    assert violation_text(run) == "la[71] = 71000000498, i = 71"


def _wrong(program: FillCheck, result: CheckResult) -> list[str]:
    """How errlang's verdicts disagree with the ground truth."""
    verdicts = {a.line: a for a in result.assertions}
    wrong = []
    for site in program.sites:
        verdict = verdicts[site.line]
        said = verdict.verdict
        if (said == "fails") != site.fails and said in ("fails", "holds"):
            wrong.append(f"line {site.line}: {said}, truth {'fails' if site.fails else 'holds'}")
        if verdict.reached is False and site.reached:
            wrong.append(f"line {site.line}: said unreached ({verdict.reason})")
    lines = {f.line for f in result.findings}
    if program.ub_line is None and lines:
        wrong.append(f"undefined behaviour at lines {sorted(lines)}, none in C")
    if program.ub_line is not None and result.complete and program.ub_line not in lines:
        wrong.append(f"complete, without the access outside the array at {program.ub_line}")
    return wrong


# seeds decided at loop bound 1 (about 1 s CPU each), together every shape: global, local and
# zeroed local arrays, int and unsigned bounds, <, <= and !=, guards off by one (undefined
# behaviour: 24, 31), an assumption (34), an assertion in the fill loop (5, 17, 28, 36), a
# check loop and a read (35), reads, assertions after the loops, one no run reaches (28)
SEEDS = (5, 10, 17, 24, 27, 28, 31, 34, 35, 36)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_fill_check_no_wrong_verdict(tmp_path, seed):
    program = fill_check(seed)
    path = tmp_path / f"fill_check_{seed}.c"
    path.write_text(program.text)
    assert _wrong(program, _checked(path)) == []


_GCC = shutil.which("gcc")
_NONDET = """\
#include <stdlib.h>
static int at = 1, count;
static char **given;
__attribute__((constructor)) static void take(int argc, char **argv) { count = argc; given = argv; }
static long long next(void) { if (at >= count) exit(3); return strtoll(given[at++], 0, 10); }
int __VERIFIER_nondet_int(void) { return (int)next(); }
unsigned int __VERIFIER_nondet_uint(void) { return (unsigned)next(); }
void __VERIFIER_assume(int c) { if (!c) exit(0); }
"""


def _gcc_end(executable: Path, inputs: list[int]) -> tuple[str, int | None]:
    ran = subprocess.run(
        [str(executable), *map(str, inputs)], capture_output=True, text=True, timeout=60
    )
    failed = re.search(r"prog\.c:(\d+): main: Assertion", ran.stderr)
    if failed:
        return "fails", int(failed[1])
    if "AddressSanitizer" in ran.stderr or "runtime error" in ran.stderr:
        line = re.search(r"prog\.c:(\d+):\d+: runtime error", ran.stderr) or re.search(
            r"in main \S*prog\.c:(\d+)", ran.stderr
        )
        return "ub", int(line[1]) if line else None
    assert ran.returncode == 0, ran.stderr
    return "ends", None


@pytest.mark.skipif(_GCC is None, reason="gcc is not installed")
@pytest.mark.parametrize("seed", (2, 15, 24, 31, 35, 36))
def test_ground_truth_agrees_with_gcc(tmp_path, seed):
    """The runs :meth:`FillCheck.run` predicts are the runs gcc's build makes (assertion
    failures at their lines; accesses outside the array as AddressSanitizer or UBSan reports
    them), on inputs drawn from those that stand for all."""
    program = fill_check(seed)
    (tmp_path / "prog.c").write_text(program.text)
    (tmp_path / "nondet.c").write_text(_NONDET)
    executable = tmp_path / "prog"
    sanitizers = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
    subprocess.run(
        [_GCC, "-g", "-O0", *sanitizers, "prog.c", "nondet.c", "-o", str(executable)],
        cwd=tmp_path,
        check=True,
        capture_output=True,
    )
    rng = random.Random(seed)
    values = limits(program.shape)
    for _ in range(8):
        n = rng.choice(values)
        k = rng.choice((-1, 0, 1, n - 1, n, rng.randrange(0, program.shape.length)))
        got = _gcc_end(executable, [n] + [k] * (len(program.inputs) - 1))
        want = program.run(n, k)
        assert got[0] == want[0] and (got[0] != "fails" or got[1] == want[1]), (n, k, got)
