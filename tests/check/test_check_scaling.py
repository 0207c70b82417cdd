"""Parser harnesses on N nondeterministic bytes (issue 30, docs/benchmarks-scaling.md): the
input's fill loop runs all its iterations at every bound, so the parser's loops deepen from
bound 1 whatever N is; offsets that are merged registers are read through their value sets.
Ground truth: gcc -fsanitize=address,undefined (the INI harness fails with "=\\n=", the record
reader reads past its buffer with 7 zero bytes and a 1; the others never fail)."""

from __future__ import annotations

from pathlib import Path

from check_testing import PROGRAMS
from errlang.session.check import check_program
from errlang.session.forked import call_within
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

SCALING = PROGRAMS / "scaling"


def _check(path: Path, size: int, budget: float = 20.0) -> CheckResult:
    settings = Settings(timeout=budget, defines=(f"N={size}",))
    return call_within(lambda: check_program(str(path), None, settings), budget + 20)


def test_a_long_input_does_not_hide_a_bug_at_bound_two() -> None:
    # before: bound 1 only (the fill loop of 32 iterations cut, then every loop at bound 8,
    # too large to finish), and count < 2 was missed
    result = _check(SCALING / "ini_lines.c", 32)
    assert result.errors == ()
    [assertion] = result.assertions
    assert assertion.verdict == "fails", assertion
    assert assertion.loop_bound == 2


def test_an_out_of_bounds_record_and_a_complete_count() -> None:
    result = _check(SCALING / "records.c", 4)
    assert result.errors == ()
    assert {(f.reason, f.line) for f in result.findings} == {("out-of-bounds access", 16)}
    [assertion] = result.assertions
    assert assertion.verdict == "holds" and result.complete, assertion


def test_a_number_parser_is_complete_at_its_input_length() -> None:
    result = _check(SCALING / "number.c", 4)
    assert result.errors == ()
    assert {a.verdict for a in result.assertions} == {"holds"}
    assert result.complete and result.loop_bound is not None and result.loop_bound <= 5
