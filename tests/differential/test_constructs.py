"""errlang against gcc's sanitizers on the C that users write and Csmith does not
(:mod:`construct_programs`: unsigned wrap-around, shifts, struct copies, unions, bit-fields,
compound literals, switch fall-through, goto, variadic calls, pointer arithmetic across struct
members, char promotions, allocations through function pointers that may return NULL).

gcc runs every input vector (:mod:`construct_oracle`); errlang's verdicts and findings must
agree. The oracle itself is tested: fabricated wrong verdicts and findings are caught.
The batch: ``python tests/differential/construct_oracle.py --count 250`` (docs/trust.md).
"""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest
from construct_oracle import (
    VectorRun,
    build,
    compare,
    compare_seed,
    make_program,
    run_vectors,
    vectors,
)
from construct_programs import EXTRA_PARTS, PARTS, Skeleton, skeleton
from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")

# seeds whose programs cover every part between them (see test_ci_seeds_cover_every_part)
CI_SEEDS = (10, 13, 14, 19)
Seed2 = tuple[Skeleton, Path, list[VectorRun], CheckResult]


def test_ci_seeds_cover_every_part() -> None:
    covered = {part.construct for seed in CI_SEEDS for part in skeleton(seed).parts}
    assert covered == {maker.__name__.lstrip("_") for maker in (*PARTS, *EXTRA_PARTS)}


@pytest.mark.parametrize("seed", CI_SEEDS)
def test_generated_programs_agree_with_gcc(seed: int, tmp_path: Path) -> None:
    compared = compare_seed(seed, tmp_path, timeout=60)
    assert not compared.problems, "\n".join(compared.problems)
    assert sum(compared.agreed.values()) >= 3


@pytest.fixture(scope="module")
def seed2(tmp_path_factory: pytest.TempPathFactory) -> Seed2:
    """Seed 2: an assertion that fails, two that hold, a NULL calloc dereferenced (a finding)."""
    made = make_program(2, tmp_path_factory.mktemp("seed2"))
    assert not isinstance(made, str), made
    program, path = made
    exe = build(path)
    assert isinstance(exe, Path), exe
    truth = run_vectors(exe, vectors(program))
    result = check_program(str(path), None, Settings(timeout=60, malloc_may_fail=True))
    return program, exe, truth, result


def test_the_oracle_catches_wrong_verdicts(seed2: Seed2) -> None:
    program, exe, truth, result = seed2
    agreed, problems = compare(program, exe, truth, result)
    assert not problems and agreed.get("fails") and agreed.get("holds") and agreed.get("finding")
    failing = next(a for a in result.assertions if a.verdict == "fails")
    holding = next(a for a in result.assertions if a.verdict == "holds")
    (finding,) = result.findings

    def lie(**changes: object) -> list[str]:
        return compare(program, exe, truth, dataclasses.replace(result, **changes))[1]

    hidden = dataclasses.replace(failing, verdict="holds", complete=True, counterexample=None)
    assertions = tuple(hidden if a is failing else a for a in result.assertions)
    assert [p.split(":")[0] for p in lie(assertions=assertions)] == ["wrong-holds"]
    invented = dataclasses.replace(holding, verdict="fails", counterexample=finding.run)
    assertions = tuple(invented if a is holding else a for a in result.assertions)
    assert [p.split(":")[0] for p in lie(assertions=assertions)] == ["no-replay"]
    assert [p.split(":")[0] for p in lie(findings=())] == ["missed-ub"]
    assert failing.counterexample is not None
    false_ub = dataclasses.replace(finding, run=failing.counterexample)
    assert [p.split(":")[0] for p in lie(findings=(false_ub,))] == ["false-ub"]
