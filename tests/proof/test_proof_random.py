"""No wrong verdict on random loops whose ground truth is known exactly (issue 33): a breadth-first
search over every state of two ``unsigned char`` counters (``random_loops.py``) says whether
any run — of any length — fails the assertion; ``check --loop-bound 3`` tries k-induction with
k = 3. A ``holds`` where a run fails (or ``fails`` where none does) is a wrong verdict."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings

sys.path.insert(0, str(Path(__file__).parent))
from random_loops import random_loop

SEEDS = range(12)


def _verdicts(seeds: range, tmp_path: Path) -> list[tuple[bool, str, bool]]:
    found = []
    for seed in seeds:
        program = random_loop(seed)
        source = tmp_path / f"random_{seed}.c"
        source.write_text(program.text)
        result = check_program(str(source), settings=Settings(loop_bound=3, timeout=20))
        [verdict] = result.assertions
        found.append((program.fails, verdict.verdict, verdict.proof is not None))
    return found


def test_random_loops_get_no_wrong_verdict(tmp_path: Path) -> None:
    found = _verdicts(SEEDS, tmp_path)
    wrong = [
        (seed, fails, verdict)
        for seed, (fails, verdict, _) in zip(SEEDS, found, strict=True)
        if (fails and verdict == "holds") or (not fails and verdict == "fails")
    ]
    assert wrong == []
    # the test means something only if both kinds occur and proofs are made
    assert sum(fails for fails, _, _ in found) >= 5
    assert sum(proved for _, _, proved in found) >= 3


@pytest.mark.slow
def test_more_random_loops_get_no_wrong_verdict(tmp_path: Path) -> None:
    seeds = range(12, 112)
    found = _verdicts(seeds, tmp_path)
    assert not [
        seed
        for seed, (fails, verdict, _) in zip(seeds, found, strict=True)
        if (fails and verdict == "holds") or (not fails and verdict == "fails")
    ]
