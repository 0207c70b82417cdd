"""What the replay sweep of tests/check/programs found (tests/differential/replay_sweep.py:
268 files, every ``fails`` replayed under gcc's sanitizers, every finding by the sanitizer
replay), each fixed and kept here: the counterexample or finding now reproduces.

* refused_target.c: a struct-returning function defined nowhere did not link (its runs are
  cut by errlang: the harness now defines it to stop the replay there);
* memrchr_path_unsafe.c: ``#define _GNU_SOURCE`` was lost in the regenerated C, so
  ``memrchr`` was implicitly ``int`` and its pointer cut in half (SIGSEGV);
* copy_unsafe.c: the failure reads an uninitialised element; the stack held zeros (the
  harness now fills such variables with gcc's pattern);
* grid_copy_unsafe.c: a summarised pair of nested loops listed no inputs, so the replay had
  none (now the first iterations are listed and the rest completed from the solver);
* array_diff_objects_ub.c: the subtraction of pointers into two objects, which ASan reports
  only with -fsanitize=pointer-subtract."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.explain.replay import find_compiler
from errlang.session.check import check_program
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings

PROGRAMS = Path(__file__).resolve().parents[1] / "check" / "programs"

pytestmark = pytest.mark.skipif(find_compiler() is None, reason="needs a C compiler")


@pytest.mark.parametrize(
    ("name", "bound"),
    [
        ("vanishing/refused_target.c", 1),
        ("heldout2/memrchr_path_unsafe.c", 4),
        ("svcomp_style/copy_unsafe.c", 1),
        ("svcomp_style/grid_copy_unsafe.c", 1),
        ("heldout2/array_diff_objects_ub.c", 2),
    ],
)
def test_the_sweeps_findings_replay(name: str, bound: int) -> None:
    path = str(PROGRAMS / name)
    settings = Settings(loop_bound=bound, timeout=30)
    result = check_program(path, None, settings)
    failing = [a for a in result.assertions if a.verdict == "fails"]
    assert failing or result.findings, result
    replays = replay_check(path, result, settings)
    assert len(replays) == len(failing) + len(result.findings)
    assert all(r.status == "reproduced" for r in replays), replays
