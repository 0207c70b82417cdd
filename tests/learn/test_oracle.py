"""`errlang learn` against an independent oracle (gcc + enumeration of every input sequence).

Issue 3, "Done when": on programs the engine's authors have not seen, the DFA's accepted words of
length ≤ n are exactly the event sequences of the failing runs plus the error letter; an
assertion that cannot fail gives the empty language; ``--function main`` gives the words of the
normal runs plus the end letter; a second run on an unchanged program (or after an edit outside
the target's slice) makes no solver call.
"""

from __future__ import annotations

import functools
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from errlang.session import Settings, learn
from oracle import (
    END_LETTER,
    ERROR_LETTER,
    Exploration,
    OracleError,
    compare,
    explore,
    have_toolchain,
)
from oracle_cases import Case, all_cases

pytestmark = pytest.mark.skipif(not have_toolchain(), reason="needs gcc, nm and addr2line")
TIMEOUT = 300.0  # seconds per learning run: generous, the test machines are shared
ERRLANG = Path(sys.executable).with_name("errlang")


@functools.cache
def _explore(path: Path, alphabet: tuple[str, ...], domain: tuple[int, int],
             domains: tuple[tuple[str, tuple[int, int]], ...]) -> Exploration:  # fmt: skip
    return explore(path, letters=alphabet, domain=domain, domains=dict(domains))


def exploration_of(case: Case) -> Exploration:
    return _explore(case.path, case.alphabet, case.domain, case.domains)


def expected_words(case: Case) -> set[tuple[str, ...]]:
    exploration = exploration_of(case)
    if case.line is not None:
        return exploration.failing_words(case.line, case.loop_bound)
    return exploration.normal_words(case.loop_bound)


@functools.cache
def learn_case(case: Case) -> dict:
    """One learning run per case, shared by the tests (copy before changing the result)."""
    settings = Settings(loop_bound=case.loop_bound, max_length=case.max_length,
                        alphabet=case.alphabet, timeout=TIMEOUT)  # fmt: skip
    return learn(str(case.path), line=case.line, function=case.function, settings=settings)


CASES = all_cases()


def params(cases: list[Case]) -> list[Any]:
    """The cases as test parameters, the slow ones marked ``slow``."""
    marks = {True: [pytest.mark.slow, pytest.mark.timeout(1200)], False: []}
    return [pytest.param(case, marks=marks[case.slow], id=case.id) for case in cases]


def test_the_programs_cover_the_issue() -> None:
    """Failing and empty targets, explanation mode, each alphabet the oracle has."""
    assert any(case.empty for case in CASES)
    assert any(case.function == "main" for case in CASES)
    assert {kind for case in CASES for kind in case.alphabet} == {"functions", "calls", "events"}


@pytest.mark.parametrize("case", params(CASES))
def test_learned_language_equals_the_oracles(case: Case) -> None:
    """One test per case, so that each case is learned once whatever the scheduling (a slow
    case split over several tests was learned again on each xdist worker)."""
    expected = expected_words(case)
    result = learn_case(case)
    final = ERROR_LETTER if case.line is not None else END_LETTER
    assert result.get("error_letter" if case.line is not None else "end_letter") == final
    comparison = compare(result, expected)
    assert comparison.exact, comparison.describe()
    assert result["guarantee"]["unproven"] == []
    if case.max_length is None:  # n defaults to the longest word within the bound
        assert not comparison.longer, f"words longer than n: {sorted(comparison.longer)[:3]}"
    if case.empty:
        assert not expected
        assert not any(state["accepting"] for state in result["states"])
        assert result["counterexamples"] == []
    else:
        assert expected, "a non-empty target must have a failing (or normal) run"
    check_bound_reached(case, result)
    if case.line is not None:
        check_counterexamples_replay(case, result, expected)


def check_bound_reached(case: Case, result: dict) -> None:
    """The programs' loops are within their bounds, so only recursion can reach it."""
    deepest = exploration_of(case).max_nesting()
    assert result["guarantee"]["bound_reached"] == (deepest > case.loop_bound)


def check_counterexamples_replay(case: Case, result: dict, expected: set[tuple[str, ...]]) -> None:
    """Each counterexample's inputs make the gcc-built program fail the target with its word."""
    exploration = exploration_of(case)
    runs = {run.inputs: run for run in exploration.runs}
    for example in result["counterexamples"]:
        word = tuple(example["word"])
        assert word in expected
        inputs = tuple(int(i["value"]) for i in example["inputs"])
        run = runs.get(inputs)
        assert run is not None, f"inputs {inputs} are not a run over the oracle's domains"
        assert (run.outcome, run.fail_line) == ("fail", case.line)
        assert (*exploration.words[inputs], ERROR_LETTER) == word


def test_cli_json_matches_the_oracle(tmp_path: Path) -> None:
    case = next(c for c in CASES if c.path.name == "sort3.c")
    out = subprocess.run(
        [str(ERRLANG), "learn", str(case.path), "--line", str(case.line), "--loop-bound",
         str(case.loop_bound), "--format", "json", "--timeout", str(TIMEOUT)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    comparison = compare(json.loads(out.stdout), expected_words(case))
    assert comparison.exact, comparison.describe()


# ------------------------------------------------------------------ the oracle can fail


def test_oracle_notices_a_missing_and_a_spurious_word() -> None:
    case = next(c for c in CASES if c.path.name == "pin_lock.c" and c.function == "main")
    result = learn_case(case)
    expected = expected_words(case)
    dropped = dict(result, transitions=result["transitions"][1:])
    assert compare(dropped, expected).missing
    flipped = dict(result, states=[dict(s, accepting=True) for s in result["states"]])
    assert compare(flipped, expected).spurious


def test_oracle_refuses_a_domain_the_assumptions_do_not_close(tmp_path: Path) -> None:
    source = tmp_path / "open.c"
    source.write_text(
        "extern int __VERIFIER_nondet_int(void);\n"
        "extern void __VERIFIER_assume(int);\n"
        "int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assume(x < 3); return 0; }\n"
    )
    with pytest.raises(OracleError, match="not closed"):
        explore(source, domain=(0, 3))


# ------------------------------------------------------------------ the bound driver


def _driven(case: Case) -> dict:
    settings = Settings(alphabet=case.alphabet, timeout=TIMEOUT)
    return learn(str(case.path), line=case.line, function=case.function, settings=settings)


DRIVEN = [c for c in CASES if c.path.name in ("main_explained.c", "wallet_calls.c")]


@pytest.mark.parametrize("case", DRIVEN, ids=lambda case: case.id)
def test_bound_driver_result_is_exact_when_no_run_reaches_its_bound(case: Case) -> None:
    result = _driven(case)
    assert result["guarantee"]["bound_reached"] is False
    comparison = compare(result, expected_words(case))
    assert comparison.exact, comparison.describe()


def test_bound_driver_does_not_stop_on_an_empty_language_that_hits_the_bound() -> None:
    case = next(c for c in CASES if c.path.name == "pin_lock.c" and c.line is not None)
    result = _driven(case)
    assert result["transitions"], "the driver stopped on the empty language"
