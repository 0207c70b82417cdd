"""The words of check's verdicts: what cut the runs, and where (issue 16, item 2)."""

from __future__ import annotations

from errlang.encoder.encoding import (
    ALLOCATION_TOO_LARGE,
    DIVISION_BY_ZERO,
    LOOP_BOUND,
    RECURSION_BOUND,
)
from errlang.session.check_bound import BoundOutcome
from errlang.session.check_json import check_json
from errlang.session.check_reasons import holds_reason, listing, relevant_cuts
from errlang.session.verdicts import CheckResult, CutSite, Finding
from errlang.teacher.solver import InputValue, Run

LOOP = CutSite("bound", LOOP_BOUND, 19, 3, "main")
RECURSION = CutSite("bound", RECURSION_BOUND, 7, 10, "fib")
DIVISION = CutSite("ub", DIVISION_BY_ZERO, 12, 9, "main")


def outcome(*cuts: CutSite, reached: bool | None, complete: bool) -> BoundOutcome:
    result = BoundOutcome(3, cuts=list(cuts), complete=complete)
    if reached is not None:
        result.reached[0] = reached
    return result


def test_cut_sites_describe_themselves() -> None:
    assert LOOP.describe() == "the loop at line 19 needs more iterations"
    assert RECURSION.describe() == "the recursive call at line 7 needs deeper recursion"
    assert DIVISION.describe() == "division by zero at line 12"
    assert LOOP.limits_runs and RECURSION.limits_runs and not DIVISION.limits_runs
    assert CutSite("unsupported", ALLOCATION_TOO_LARGE, 4, 1, "main").limits_runs


def test_unreachable_within_the_bound_names_the_loop() -> None:
    text = holds_reason(outcome(LOOP, reached=False, complete=False), 0)
    assert text == (
        "no run reaches this assertion within loop bound 3: "
        "the loop at line 19 needs more iterations"
    )


def test_unreachable_because_of_undefined_behaviour() -> None:
    text = holds_reason(outcome(DIVISION, reached=False, complete=True), 0)
    assert "no run reaches this assertion" in text and "division by zero at line 12" in text


def test_dead_code_is_said_to_be_dead() -> None:
    assert "dead code" in holds_reason(outcome(reached=False, complete=True), 0)


def test_reached_and_complete_holds_for_all_runs() -> None:
    text = holds_reason(outcome(reached=True, complete=True), 0)
    assert "holds for all runs" in text


def test_reached_within_the_bound_names_what_was_cut() -> None:
    text = holds_reason(outcome(LOOP, DIVISION, reached=True, complete=False), 0)
    assert text.startswith("no failing run within loop bound 3; longer runs were cut: the loop")
    assert "undefined behaviour end there: division by zero at line 12" in text


def test_undefined_behaviour_after_the_assertion_does_not_concern_it() -> None:
    state = outcome(LOOP, DIVISION, reached=True, complete=False)
    state.ub_before[0] = []
    assert "division" not in holds_reason(state, 0)
    assert relevant_cuts(state, 0) == [LOOP]


def test_long_listings_are_cut_short() -> None:
    cuts = [CutSite("ub", DIVISION_BY_ZERO, line, 1, "main") for line in range(1, 8)]
    assert listing(cuts).endswith("and 3 more")
    assert listing(cuts[:2]) == "division by zero at line 1 and division by zero at line 2"


def test_findings_serialise_with_their_run() -> None:
    inputs = (InputValue("__VERIFIER_nondet_int", 6, 0),)
    run = Run(("main", "!ub"), inputs, ((12, "main"),), (), 12)
    finding = Finding(DIVISION_BY_ZERO, 12, 9, "main", 2, run)
    data = check_json(CheckResult("f.c", findings=(finding,)))
    (item,) = data["findings"]
    assert item["reason"] == DIVISION_BY_ZERO and item["severity"] == "error"
    assert item["run"]["inputs"] == [{"function": "__VERIFIER_nondet_int", "line": 6, "value": 0}]
    assert data["assertions"] == [] and data["errors"] == []
