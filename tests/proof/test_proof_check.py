"""k-induction in ``check`` (issue 33): the SV-COMP-style safe programs of ``programs/`` hold for
every run by induction (with the invariants the proof needs shown), their unsafe twins still
fail, and a program that is safe only within the bound is never proved."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.check_json import check_json
from errlang.session.settings import Settings

PROGRAMS = Path(__file__).parent / "programs"
SAFE = sorted(PROGRAMS.glob("*_safe.c"))
UNSAFE = sorted(PROGRAMS.glob("*_unsafe.c"))
# the programs whose proof needs invariants beyond the assertion itself
NEEDS_INVARIANTS = {
    "input_bound_safe.c",
    "twins_safe.c",
    "two_loops_safe.c",
    "fill_check_safe.c",
    "two_arrays_safe.c",
}


@pytest.mark.parametrize("path", SAFE, ids=lambda p: p.name)
def test_safe_programs_hold_by_induction(path: Path) -> None:
    # 50 s: the proof's share (a fifth, at most 10 s) is wall time, 6 s at 30 (the array
    # programs' proofs ran out of it at load 14); the bound is fixed, so a proved program
    # never waits for the budget
    result = check_program(str(path), settings=Settings(loop_bound=2, timeout=50))
    [verdict] = result.assertions
    assert verdict.verdict == "holds", verdict.reason
    assert verdict.proof is not None
    assert "proved by k-induction" in verdict.reason
    assert not result.complete  # runs do reach the bound: the proof, not exhaustion
    if path.name in NEEDS_INVARIANTS:
        assert verdict.proof.invariants, verdict.reason
        for invariant in verdict.proof.invariants:
            assert invariant in verdict.reason
    data = check_json(result)["assertions"][0]
    assert data["proof"]["method"] == "induction"
    assert data["proof"]["invariants"] == list(verdict.proof.invariants)


@pytest.mark.parametrize("path", UNSAFE, ids=lambda p: p.name)
def test_unsafe_twins_still_fail(path: Path) -> None:
    result = check_program(str(path), settings=Settings(timeout=20))
    [verdict] = result.assertions
    assert verdict.verdict == "fails", verdict.reason
    assert verdict.proof is None


def test_safe_only_within_the_bound_is_not_proved(tmp_path: Path) -> None:
    source = tmp_path / "late.c"
    source.write_text(
        "extern int __VERIFIER_nondet_int(void);\n"
        "int main(void) {\n"
        "  int i = 0;\n"
        "  while (__VERIFIER_nondet_int()) {\n"
        "    i = i + 1;\n"
        "    __VERIFIER_assert(i != 5);\n"
        "  }\n"
        "  return 0;\n"
        "}\n"
    )
    result = check_program(str(source), settings=Settings(loop_bound=3, timeout=20))
    [verdict] = result.assertions
    assert verdict.verdict == "holds-within-bound"
    assert verdict.proof is None
    assert verdict.unproved is not None and "line 4" in verdict.unproved
    assert check_json(result)["assertions"][0]["proof"]["method"] == "none"


def test_exhaustion_is_said(tmp_path: Path) -> None:
    source = tmp_path / "short.c"
    source.write_text(
        "int main(void) {\n  int s = 0;\n  for (int i = 0; i < 2; i++) s += i;\n"
        "  assert(s == 1);\n  return 0;\n}\n"
    )
    result = check_program(str(source), settings=Settings(loop_bound=4, timeout=20))
    data = check_json(result)["assertions"][0]
    assert data["verdict"] == "holds"
    assert data["proof"] == {"method": "exhaustion"}


def test_a_proof_without_undefined_behaviour_ends_the_deepening() -> None:
    result = check_program(str(PROGRAMS / "server_safe.c"), settings=Settings(timeout=30))
    [verdict] = result.assertions
    assert verdict.verdict == "holds" and verdict.proof is not None
    assert result.stats is not None and len(result.stats.attempts) <= 3


def test_undefined_behaviour_deeper_than_the_proof_is_still_found(tmp_path: Path) -> None:
    source = tmp_path / "late_ub.c"
    source.write_text(
        "extern int __VERIFIER_nondet_int(void);\n"
        "int main(void) {\n"
        "  int i = 0, z = 0, x = 1;\n"
        "  while (__VERIFIER_nondet_int()) {\n"
        "    if (i < 100) i = i + 1;\n"
        "    if (i == 6 && __VERIFIER_nondet_int()) x = x / z;\n"
        "    __VERIFIER_assert(i >= 0 && i <= 100);\n"
        "  }\n"
        "  return 0;\n"
        "}\n"
    )
    result = check_program(str(source), settings=Settings(timeout=8))
    [verdict] = result.assertions
    assert verdict.verdict == "holds" and verdict.proof is not None, verdict.reason
    assert [f.reason for f in result.findings] == ["division by zero"]


def test_a_deep_uninitialised_read_keeps_the_deepening(tmp_path: Path) -> None:
    source = tmp_path / "late_uninit.c"
    source.write_text(
        "extern int __VERIFIER_nondet_int(void);\n"
        "int main(void) {\n"
        "  int i = 0, x, y = 0;\n"
        "  while (__VERIFIER_nondet_int()) {\n"
        "    if (i < 100) i = i + 1;\n"
        "    if (i == 5) y = x;\n"
        "    if (i == 6) x = 1;\n"
        "    __VERIFIER_assert(i >= 0 && i <= 100);\n"
        "  }\n"
        "  return 0;\n"
        "}\n"
    )
    result = check_program(str(source), settings=Settings(timeout=8))
    [verdict] = result.assertions
    assert verdict.verdict == "holds" and verdict.proof is not None, verdict.reason
    assert [f.reason for f in result.findings] == ["uninitialised read"]
