"""The server's worker after a give-up, with the real engine (issue 32): an analysis whose z3
work was abandoned at its deadline is answered, its worker retires, and the next analysis runs
in a fresh worker and gets its right verdicts.

``ERRLANG_TEST_HOLD=encode:stuck@FILE`` (:mod:`errlang.session.hold`) makes the first
analysis' encoding never stop, as a z3 call that ignores its interrupt (the thread is
abandoned at the deadline); the file makes it happen once, whichever worker runs it.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from errlang.session.hold import HOLD_VARIABLE
from errlang_lsp.pool import JobSpec, WorkerPool

pytestmark = pytest.mark.asyncio

PROGRAM = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 3);
  assert(x * 0 == 0);
  return 0;
}
"""


@pytest_asyncio.fixture
async def hold_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Path]:
    token = tmp_path / "hold-once"
    token.write_text("")
    monkeypatch.setenv(HOLD_VARIABLE, f"encode:stuck@{token}")  # spawned workers read it
    yield token


def _check(path: Path, timeout: float) -> JobSpec:
    arguments = {
        "path": str(path),
        "text": PROGRAM,
        "settings": {"loop_bound": 1, "timeout": timeout},
    }
    return JobSpec("check", arguments, timeout=timeout + 30, label="check")


async def test_a_worker_that_gave_up_is_replaced_and_the_next_check_is_right(
    hold_once: Path, tmp_path: Path
) -> None:
    pool = WorkerPool(size=1, engine="errlang.session")
    pool.start()
    try:
        path = tmp_path / "x.c"
        first = pool.submit(_check(path, 2))
        outcome = await asyncio.wait_for(first.future, 60)
        assert not hold_once.exists()  # the first analysis was held
        assert outcome.status == "ok", outcome.message
        assert {a["verdict"] for a in outcome.value["assertions"]} == {"unknown"}
        second = pool.submit(_check(path, 20))
        again = await asyncio.wait_for(second.future, 60)
        assert again.status == "ok", again.message
        assert {a["line"]: a["verdict"] for a in again.value["assertions"]} == {
            5: "fails",
            6: "holds",
        }
        assert second.worker_pid != first.worker_pid  # the worker that gave up retired
    finally:
        pool.shutdown()
