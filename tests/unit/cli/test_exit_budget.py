"""A command given ``--timeout T`` ends within T + 2 s also after it has printed its result:
the process ends without finalising z3's objects (issue 19, item 4). Measured before on a
program of 200 functions: `learn --timeout 15` printed why it stopped at 14.9 s and exited at
17.3 s (2.3 s freeing the formula)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

MARGIN = 1.0  # a loaded machine: the behaviour is the budget, not a speed


def _two_hundred_functions() -> str:
    lines = ["#include <assert.h>", "extern int __VERIFIER_nondet_int(void);", "int st = 0;"]
    for i in range(200):
        lines.append(
            f"void f{i}(int v) {{ if (v > {i}) st = st * 3 + {i}; else st -= {i % 7}; "
            "if (st > 100000) st = st % 977; }"
        )
    lines += [
        "int main(void) {",
        "  int n = __VERIFIER_nondet_int();",
        "  __VERIFIER_assume(n >= 0 && n <= 8);",
        "  for (int k = 0; k < n; k++) {",
        "    int op = __VERIFIER_nondet_int();",
        "    int v = __VERIFIER_nondet_int();",
        "    switch (op) {",
        *(f"    case {i}: f{i}(v); break;" for i in range(200)),
        "    }",
        "  }",
        "  assert(st != 4242);",
        "  return 0;",
        "}",
    ]
    return "\n".join(lines) + "\n"


def test_learn_on_200_functions_ends_within_the_budget(tmp_path: Path, load_slack: float) -> None:
    program = tmp_path / "funcs.c"
    program.write_text(_two_hundred_functions())
    line = program.read_text().splitlines().index("  assert(st != 4242);") + 1
    command = [sys.executable, "-m", "errlang", "learn", str(program), "--line", str(line)]
    started = time.monotonic()
    done = subprocess.run(
        [*command, "--timeout", "8"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "ERRLANG_CACHE": "off"},
    )
    elapsed = time.monotonic() - started
    assert elapsed < 8 + 2 + MARGIN + load_slack, done.stderr
    assert "Traceback" not in done.stderr
    # no bound fits in 8 s (or, on a fast machine, one does): either way it says what it did
    if done.returncode == 2:
        assert "time budget of 8 s ran out" in done.stderr
    else:
        assert done.returncode == 0 and "loop bound" in done.stdout
