"""Verdicts that say what cut the runs, automatic depth, and the JSON of check (issue 16)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from check_testing import PROGRAMS, checked
from errlang.cli.main import main
from errlang.encoder.encoding import DIVISION_BY_ZERO, LOOP_BOUND
from errlang.session.check import check, check_program
from errlang.session.check_schedule import AUTO_SCHEDULE
from errlang.session.settings import Settings


def test_an_assertion_no_run_reaches_within_the_bound_names_the_loop() -> None:
    (verdict,) = checked("unreachable_loop.c", loop_bound=3).assertions
    assert verdict.verdict == "holds-within-bound"
    assert verdict.reached is False and not verdict.complete
    assert verdict.reason.startswith("no run reaches this assertion within loop bound 3")
    assert "the loop at line 8 needs more iterations" in verdict.reason
    assert [(c.kind, c.reason, c.line) for c in verdict.cuts] == [("bound", LOOP_BOUND, 8)]


def test_automatic_depth_reaches_the_error_behind_the_loop() -> None:
    result = checked("unreachable_loop.c")
    (verdict,) = result.assertions
    assert verdict.verdict == "fails"
    # the loop (x < limit && x < 100) runs in one step (ir/scalar_loops.py): bound 1
    assert verdict.loop_bound == 1
    assert verdict.counterexample is not None
    assert [i.value for i in verdict.counterexample.inputs] == [6]
    assert result.automatic


def test_an_assertion_only_reached_through_undefined_behaviour_says_so() -> None:
    result = checked("only_through_ub.c")
    (verdict,) = result.assertions
    assert verdict.verdict == "holds" and verdict.reached is False
    assert "division by zero at line 8" in verdict.reason
    assert [(f.reason, f.line) for f in result.findings] == [(DIVISION_BY_ZERO, 8)]


def test_a_safe_program_with_bounded_loops_holds_completely() -> None:
    result = checked("bounded_safe.c")
    assert result.complete and not result.out_of_time
    assert [v.verdict for v in result.assertions] == ["holds", "holds"]
    assert all(v.complete and v.reached for v in result.assertions)
    # the loop runs at most 7 times, in one step (ir/scalar_loops.py, issue 23): complete at 1
    # (it was bound 8 when the loop was unwound)
    assert result.loop_bound == 1
    assert "holds for all runs" in result.assertions[0].reason


def test_a_bug_twenty_iterations_deep_is_found_without_a_bound() -> None:
    (verdict,) = checked("deep_bug.c").assertions
    assert verdict.verdict == "fails"
    assert verdict.counterexample is not None
    assert [i.value for i in verdict.counterexample.inputs] == [20]
    assert verdict.loop_bound == 1  # its loop runs in one step (ir/scalar_loops.py)
    # the same loop with a call in its body is unwound: the depth grows to 20 iterations
    (verdict,) = checked("deep_bug_call.c").assertions
    assert verdict.verdict == "fails"
    assert verdict.counterexample is not None
    assert [i.value for i in verdict.counterexample.inputs] == [20]
    assert verdict.loop_bound in AUTO_SCHEDULE and verdict.loop_bound >= 20


def test_the_json_keeps_the_fields_the_editor_reads() -> None:
    data: dict[str, Any] = check(str(PROGRAMS / "unreachable_loop.c"), None, Settings(timeout=60))
    assert {"file", "assertions", "errors", "stats", "findings", "complete"} <= set(data)
    (item,) = data["assertions"]
    assert {"line", "column", "text", "function", "verdict", "loop_bound", "reason"} <= set(item)
    assert {"word", "inputs", "steps"} <= set(item["counterexample"])
    assert item["counterexample"]["steps"][-1]["line"] == item["line"]
    stats = data["stats"]
    assert {"loop_bound", "formula_size", "solver_calls", "solver_seconds", "seconds"} <= set(stats)
    json.dumps(data)  # plain JSON


def test_the_command_line_reads_as_a_user_expects(capsys: pytest.CaptureFixture[str]) -> None:
    # `errlang check` through main in this process (its analysis in check's forked child):
    # the command's output and exit code without a Python start-up per command (issue 32)
    code = main(["check", "--loop-bound", "3", str(PROGRAMS / "unreachable_loop.c")])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "holds-within-bound (loop bound 3)" in out
    assert "the loop at line 8 needs more iterations" in out
    code = main(["check", "--json", str(PROGRAMS / "ub_kinds.c")])
    assert code == 1  # reachable undefined behaviour is a failure of the program
    findings = json.loads(capsys.readouterr().out)["findings"]
    assert {f["line"] for f in findings} == {11, 17, 21, 25, 31}
    assert all(f["run"]["inputs"] and f["run"]["steps"] for f in findings)


def test_bounds_skip_to_where_a_known_trip_count_unwinds(tmp_path) -> None:
    """A loop of 100 iterations that is not summarised (a call in its body) cuts runs until
    the encoder unwinds it in full (bound 25, TRIP_FACTOR 4): the automatic depth skips the
    bounds that cannot complete it, at most to 4 times the next bound (issue 23)."""
    path = tmp_path / "trips.c"
    path.write_text(
        "extern void __VERIFIER_assert(int);\n"
        "static int twice(int v) { return 2 * v; }\n"
        "int main(void) { int s = 0;\n"
        "  for (int i = 0; i < 100; i++) s += twice(i);\n"
        "  __VERIFIER_assert(s == 9900); return 0; }\n"
    )
    result = check_program(str(path), None, Settings(timeout=30))
    assert [a.verdict for a in result.assertions] == ["holds"] and result.complete
    assert result.stats is not None
    assert [b.loop_bound for b in result.stats.attempts] == [1, 8, 32]
