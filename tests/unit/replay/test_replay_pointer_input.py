"""The null-or-object choice of an undefined function returning a pointer is an input of the
call (item 5 of 2026-11-24): the run shows it, and the replay harness sets it."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.explain.replay import find_compiler
from errlang.session.check import check_program
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

PROGRAM = Path(__file__).resolve().parents[2] / "check" / "programs" / "pointer_input.c"
SETTINGS = Settings(loop_bound=1, timeout=60)


def checked() -> CheckResult:
    return check_program(str(PROGRAM), None, SETTINGS)


def test_the_null_choice_is_an_input_named_after_the_call() -> None:
    result = checked()
    verdicts = {a.line: a for a in result.assertions}
    when_null = verdicts[7].counterexample
    assert verdicts[7].verdict == "fails" and when_null is not None
    (given,) = when_null.inputs
    assert (given.function, given.line, given.value) == ("find", 5, 1)
    assert given.text() == "find() == NULL = 1"
    not_null = verdicts[12].counterexample
    assert verdicts[12].verdict == "fails" and not_null is not None
    assert [(i.function, i.line, i.value) for i in not_null.inputs] == [
        ("find", 5, 0),
        ("find", 11, 0),
    ]
    (finding,) = result.findings  # find(4) may give null: a null dereference at line 11
    assert finding.line == 11 and [i.value for i in finding.run.inputs] == [0, 1]


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
def test_runs_through_either_choice_replay_in_gcc_and_under_the_sanitizers() -> None:
    replays = replay_check(str(PROGRAM), checked(), SETTINGS)
    assert {(r.subject, r.line): r.status for r in replays} == {
        ("assertion", 7): "reproduced",
        ("assertion", 12): "reproduced",
        ("finding", 11): "reproduced",
    }, [r.detail for r in replays]
