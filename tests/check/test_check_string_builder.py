"""A realloc'd string builder (tests/check/programs/string_builder.c): stores at input-dependent
indices into buffers copied by realloc (z3 lambdas) with a doubling capacity (a constant-product
chain) were undecided at 60 s at six input bytes (75e3ee1: bound 1 only, for both variants);
with the arrays rewritten away before the bit-vector screen (teacher/relaxed.py) the bug is
found and replays under gcc, and the safe variant holds for all runs."""

from __future__ import annotations

from check_testing import PROGRAMS
from errlang.session.check import check_program
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings

PROGRAM = PROGRAMS / "string_builder.c"


def test_the_last_byte_pushed_fails_and_replays() -> None:
    settings = Settings(timeout=60)
    result = check_program(str(PROGRAM), None, settings)
    (verdict,) = result.assertions
    assert verdict.verdict == "fails", verdict.reason
    (replayed,) = replay_check(str(PROGRAM), result, settings)
    assert replayed.status == "reproduced", replayed.detail


def test_a_byte_never_pushed_holds_for_all_runs() -> None:
    result = check_program(str(PROGRAM), None, Settings(timeout=60, defines=("LAST='Q'",)))
    (verdict,) = result.assertions
    assert verdict.verdict == "holds" and verdict.complete, verdict.reason
