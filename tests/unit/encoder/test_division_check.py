"""``check`` of a program dividing small values, negative ones included (programs/division/
signed_remainders.c): every assertion C's truncation toward zero makes true holds, the one it
breaks fails with a negative dividend, and the counterexample replays (gcc, its sanitizers)."""

from __future__ import annotations

from pathlib import Path

from errlang.session.check import check_program
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings

PROGRAM = Path(__file__).resolve().parent / "programs" / "division" / "signed_remainders.c"
FAILS = 20  # assert(r >= 0)


def test_the_truncating_remainder_s_assertions_hold_and_its_sign_fails() -> None:
    settings = Settings(loop_bound=1, timeout=60.0)
    result = check_program(str(PROGRAM), None, settings)
    verdicts = {a.line: a.verdict for a in result.assertions}
    assert verdicts.pop(FAILS) == "fails"
    assert set(verdicts.values()) == {"holds"}, verdicts
    replays = replay_check(str(PROGRAM), result, settings)
    assert [(r.line, r.status) for r in replays] == [(FAILS, "reproduced")]
