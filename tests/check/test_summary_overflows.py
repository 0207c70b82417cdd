"""A loop the check summarises in one step still reports C's signed overflows (K, thirteenth
session: before, "the search for undefined behaviour is complete (none found)" where gcc's
-fsanitize=undefined reports "2130000000 + 30000000 cannot be represented"). A counted loop's
own update ``s += d`` (linear or quadratic) is reported at the update from its closed form, the
values going on wrapped; an array loop's values at some iteration; a sum over an array unwinds
where a partial sum may leave the type. Nothing is lost in speed where nothing can overflow."""

from __future__ import annotations

import pytest
from check_testing import PROGRAMS, checked
from errlang.encoder.encoding import SIGNED_OVERFLOW
from errlang.explain.replay import find_compiler
from errlang.frontend.program import parse_file
from errlang.ir.scalar_loops import ScalarLoop
from errlang.session.check import lowered_for_check
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings

DIR = "summary_overflow"


@pytest.mark.parametrize(
    ("name", "lines"),
    [("counted_sum.c", [8]), ("byte_length.c", [8]), ("gauss.c", [10])],
)
def test_a_summarised_counted_loop_reports_its_overflow(name: str, lines: list[int]) -> None:
    result = checked(f"{DIR}/{name}", timeout=60.0)
    assert sorted((f.reason, f.line) for f in result.findings) == [
        (SIGNED_OVERFLOW, line) for line in lines
    ]
    assert result.complete  # from the closed form: no iteration unwound


def test_the_loops_stay_summarised() -> None:
    ir = lowered_for_check(parse_file(str(PROGRAMS / DIR / "gauss.c")), None)
    loops = [i for i in ir.functions["main"].body if isinstance(i, ScalarLoop)]
    assert [sorted(key[0] for key, _, _ in loop.overflows) for loop in loops] == [
        ["i", "s"],
        ["j", "t"],
    ]


def test_nothing_reported_where_nothing_overflows() -> None:
    result = checked(f"{DIR}/counters_safe.c", timeout=60.0)
    assert result.findings == ()
    assert [a.verdict for a in result.assertions] == ["holds"] and result.complete


def test_array_loops_report_their_values_overflows() -> None:
    result = checked(f"{DIR}/array_values.c", timeout=60.0)
    found = sorted((f.reason, f.line) for f in result.findings)
    assert found == [(SIGNED_OVERFLOW, 9), (SIGNED_OVERFLOW, 14), (SIGNED_OVERFLOW, 15)]


@pytest.mark.skipif(find_compiler() is None, reason="needs a C compiler")
def test_the_closed_forms_overflow_replays_under_the_sanitizers() -> None:
    path = PROGRAMS / DIR / "gauss.c"
    result = checked(f"{DIR}/gauss.c", timeout=60.0)
    replays = replay_check(str(path), result, Settings(timeout=60.0))
    assert [(r.line, r.status) for r in replays] == [(10, "reproduced")]
    assert "cannot be represented" in replays[0].detail
