"""Signed overflow is undefined (C11 6.5p5, 6.5.7p4) and gcc's -fsanitize=undefined reports it:
errlang reports it as a finding of its own kind, at the operation, with a run that the
sanitizers confirm (built without -fwrapv); the run goes on with the wrapped value, so the
assertions' verdicts are those of gcc's code. Arithmetic whose operands' shapes rule overflow
out (a char plus one, a masked byte shifted by 6) is not even asked about."""

from __future__ import annotations

import pytest
from check_testing import PROGRAMS, checked
from errlang.encoder.encoding import SIGNED_OVERFLOW
from errlang.explain.replay import find_compiler
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings


def test_the_accumulator_and_the_shift_into_the_sign_bit_are_findings() -> None:
    result = checked("signed_overflow.c", loop_bound=10, timeout=60.0)
    found = sorted((f.reason, f.line) for f in result.findings)
    assert found == [(SIGNED_OVERFLOW, 12), (SIGNED_OVERFLOW, 24)]
    assert all(f.severity == "error" for f in result.findings)
    # the run goes on, wrapped: the assertion after both overflows still holds for all runs
    assert [a.verdict for a in result.assertions] == ["holds"]


@pytest.mark.skipif(find_compiler() is None, reason="needs a C compiler")
def test_each_overflow_replays_under_the_sanitizers() -> None:
    settings = Settings(loop_bound=10, timeout=60.0)
    result = checked("signed_overflow.c", loop_bound=10, timeout=60.0)
    replays = replay_check(str(PROGRAMS / "signed_overflow.c"), result, settings)
    assert sorted((r.line, r.status) for r in replays) == [(12, "reproduced"), (24, "reproduced")]
    assert all("cannot be represented" in r.detail for r in replays), [r.detail for r in replays]


def test_constants_overflow_where_gcc_checks_them() -> None:
    result = checked("overflow_constants.c", timeout=60.0)
    assert sorted((f.reason, f.line) for f in result.findings) == [
        (SIGNED_OVERFLOW, 8),
        (SIGNED_OVERFLOW, 10),
        (SIGNED_OVERFLOW, 11),
    ]


def test_comparisons_gcc_folds_are_not_findings() -> None:
    result = checked("overflow_folds.c", timeout=60.0)
    assert [(f.reason, f.line) for f in result.findings] == [(SIGNED_OVERFLOW, 7)]
