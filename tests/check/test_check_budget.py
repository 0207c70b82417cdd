"""`--timeout T` ends `check` within T + 2 s on programs that would run for minutes (issue 16).

The wall-clock limits below have a margin of one more second for a loaded machine: this is a
behaviour (the budget is kept), not a speed benchmark.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from typing import Any

from check_testing import PROGRAMS

MARGIN = 1.0


def _check(*options: str, timeout: float) -> tuple[float, dict[str, Any]]:
    command = [sys.executable, "-m", "errlang", "check", "--json", "--timeout", str(timeout)]
    started = time.monotonic()
    done = subprocess.run(
        [*command, *options, str(PROGRAMS / "slow_fib.c")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    elapsed = time.monotonic() - started
    assert "Traceback" not in done.stderr, done.stderr
    return elapsed, json.loads(done.stdout)


def test_a_fixed_high_bound_ends_unknown_within_the_budget() -> None:
    elapsed, data = _check("--loop-bound", "30", timeout=4)
    assert elapsed < 4 + 2 + MARGIN
    (item,) = data["assertions"]
    assert item["verdict"] == "unknown"
    assert data["out_of_time"] is True
    assert "time budget of 4 s ran out" in str(data["message"])
    assert "--timeout" in str(data["message"])


def test_automatic_depth_keeps_the_deepest_bound_finished() -> None:
    elapsed, data = _check(timeout=5)
    assert elapsed < 5 + 2 + MARGIN
    (item,) = data["assertions"]
    assert item["verdict"] == "holds-within-bound"
    assert item["loop_bound"] >= 3
    assert "recursive call at line 10" in item["reason"]
    assert data["out_of_time"] is True and data["loop_bound"] == item["loop_bound"]
