"""Ctrl-C (SIGINT to the process group) and SIGTERM end a command with one line on stderr, exit
130 / 143, no traceback, no crash and no process left running (issue 19, item 4).

Before: Ctrl-C during `learn` crashed with SIGSEGV (the solver's scope was popped while z3
still checked in its thread), `check` printed its child's traceback, and SIGTERM to `check`
left its analysis child running until the budget's end (holding the output pipe open).

The signal comes while the analysis is held at a known point (``ERRLANG_TEST_HOLD=encode``,
:mod:`errlang.session.hold`: the encoding waits there until it is told to stop, as a slow one
is), not while z3 happens to be slow: the tests used to lose the race on a fast day (issue 32).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from errlang.session.hold import HOLD_VARIABLE, held_line

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX signals and fork")

# any program: the hook holds its encoding until the signal comes
HARD = """#include <assert.h>
extern long long __VERIFIER_nondet_longlong(void);
int main(void) {
  long long x = __VERIFIER_nondet_longlong(), y = __VERIFIER_nondet_longlong();
  long long z = __VERIFIER_nondet_longlong();
  __VERIFIER_assume(x > 1 && y > 1 && z > 1);
  long long p = x * y * z;
  long long q = p * p - x * y + z * z * x;
  assert(!(p == 9007199254740881LL && q % 7919 == 13));
  return 0;
}
"""


def _start(tmp_path: Path, *command: str) -> subprocess.Popen[str]:
    program = tmp_path / "hard.c"
    program.write_text(HARD)
    env = dict(os.environ, ERRLANG_CACHE="off", **{HOLD_VARIABLE: "encode"})
    return subprocess.Popen(
        [sys.executable, "-m", "errlang", *command, str(program), "--timeout", "40"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,  # its own process group, as a terminal's foreground job
        preexec_fn=_interruptible,
    )


def _interruptible() -> None:
    """Ctrl-C's default action in the command, as in a terminal: a test process that ignores
    SIGINT (a pytest-xdist worker after some test left it so) passes SIG_IGN on through exec,
    and Python then keeps it ignored (the command ran on to its 40 s budget in CI)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(part) for part in text.split()]


def _held(process: subprocess.Popen[str]) -> list[str]:
    """The lines on stderr up to the one saying the analysis is held (it waits there)."""
    assert process.stderr is not None
    lines: list[str] = []
    while not lines or held_line("encode") not in lines[-1]:
        line = process.stderr.readline()
        assert line, f"the command ended before its analysis was held: {lines}"
        lines.append(line)
    return lines


def _wait_until(ready: object, seconds: float = 40.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if ready():  # type: ignore[operator]
            return
        time.sleep(0.1)
    raise AssertionError("the command never got to its analysis")


def _ended(process: subprocess.Popen[str], signalled: float) -> tuple[str, str, float]:
    out, err = process.communicate(timeout=60)
    return out, err, time.monotonic() - signalled


def test_ctrl_c_during_learning_ends_it_cleanly(tmp_path: Path) -> None:
    process = _start(tmp_path, "learn", "--line", "9")
    first = _held(process)[0]  # "learning with loop bound 1", then the encoding is held
    assert "learning" in first, first
    os.killpg(process.pid, signal.SIGINT)
    signalled = time.monotonic()
    _, err, after = _ended(process, signalled)
    assert process.returncode == 130, err
    assert "errlang: interrupted" in err
    assert "Traceback" not in err and "Fatal Python error" not in err
    assert after < 10  # ends now, not when the 40 s budget is spent


def test_ctrl_c_during_check_gives_no_child_traceback(tmp_path: Path) -> None:
    process = _start(tmp_path, "check")
    _held(process)  # the analysis child is at work
    assert _children(process.pid)
    os.killpg(process.pid, signal.SIGINT)
    _, err, after = _ended(process, time.monotonic())
    assert process.returncode == 130, err
    assert "errlang: interrupted" in err
    assert "Traceback" not in err
    assert after < 10


def test_sigterm_to_check_stops_its_analysis_child(tmp_path: Path) -> None:
    process = _start(tmp_path, "check", "--json")
    _held(process)
    (child,) = _children(process.pid)
    process.terminate()  # the parent only, as a supervisor does
    _, err, after = _ended(process, time.monotonic())
    assert process.returncode == 143, err
    assert "errlang: terminated" in err and "Traceback" not in err
    # the pipe closed at once: the child did not run on until its 40 s budget was spent
    assert after < 10
    _wait_until(lambda: not Path(f"/proc/{child}").exists() or _zombie(child), 5)


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True
