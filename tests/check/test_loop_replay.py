"""`check --replay` through loops summarised by the array-loop summaries (issue 23): the
counterexample lists the inputs of a loop's first iterations only; the replay is fed every
iteration's inputs (session/loop_inputs.py) and reproduces the failure."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.frontend.program import parse_file
from errlang.ir.program import build_ir
from errlang.session.check import check_program
from errlang.session.check_replay import replay_check
from errlang.session.loop_inputs import replay_inputs
from errlang.session.settings import Settings

STYLE = Path(__file__).parent / "programs" / "svcomp_style"

# inputs of 100,000 iterations (an int and a _Bool each), then one more input after the loop
AFTER_LOOP = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);
int a[100000];
_Bool flags[100000];
int main(void) {
    int i;
    for (i = 0; i < 100000; i++) {
        a[i] = __VERIFIER_nondet_int();
        flags[i] = __VERIFIER_nondet_bool();
    }
    int k = __VERIFIER_nondet_int();
    if (k < 0 || k >= 100000)
        return 0;
    if (flags[k])
        assert(a[k] != -7);
    return 0;
}
"""


@pytest.fixture
def after_loop(tmp_path: Path) -> Path:
    path = tmp_path / "after_loop.c"
    path.write_text(AFTER_LOOP)
    return path


@pytest.mark.parametrize("name", ["eq_unsafe.c", "after_loop.c"])
def test_replay_through_a_summarised_loop_reproduces(name: str, after_loop: Path) -> None:
    path = after_loop if name == "after_loop.c" else STYLE / name
    settings = Settings(timeout=20)
    result = check_program(str(path), None, settings)
    (failing,) = [a for a in result.assertions if a.verdict == "fails"]
    assert failing.loop_bound == 1  # summarised: no unwinding
    assert failing.counterexample is not None and len(failing.counterexample.inputs) <= 9
    (replayed,) = [r for r in replay_check(str(path), result, settings) if r.line == failing.line]
    assert replayed.status == "reproduced", replayed.detail


def test_the_listed_inputs_are_kept_and_every_iteration_is_fed(after_loop: Path) -> None:
    settings = Settings(timeout=20)
    result = check_program(str(after_loop), None, settings)
    (failing,) = result.assertions
    assert failing.counterexample is not None
    shown = failing.counterexample.inputs
    ir = build_ir(parse_file(after_loop), summarise_loops=True)
    inputs = replay_inputs(ir, failing.index, 1, shown)
    assert len(inputs) == 2 * 100_000 + 1
    # the counterexample's listed inputs (the first iterations') are the replay's first ones
    listed = [i for i in shown if i.line == 9 or i.line == 10]
    assert [i["value"] for i in inputs[: len(listed)]] == [i.value for i in listed]
    assert all(i["value"] in (0, 1) for i in inputs[1:200_000:2])  # the _Bool calls
    assert inputs[-1]["line"] == 12  # k, read after the loop
