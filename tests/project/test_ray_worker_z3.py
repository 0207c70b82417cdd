"""A Ray worker starts no task while z3 work an earlier task abandoned is still running
(issue 32): it waits for it, else exits so that Ray runs the task in a fresh worker. Ray's
workers are reused processes; here the worker is a forked child (no Ray needed)."""

from __future__ import annotations

import threading
import time
from typing import Any

import errlang.project.ray_executor as ray_executor
import pytest
from errlang.session.forked import run_forked
from errlang.teacher import solver


def _in_a_worker(abandoned_for: float) -> Any:
    """``_guarded`` in a child process where a task left a thread running ``abandoned_for``
    seconds, recorded as abandoned z3 work."""

    def work(send: Any) -> Any:
        thread = threading.Thread(target=time.sleep, args=(abandoned_for,), daemon=True)
        thread.start()
        solver.abandon(thread)
        return ray_executor._guarded(lambda task: ("ran", task), "the task")  # type: ignore[arg-type,return-value]

    return run_forked(work, time.monotonic() + 30)


def test_a_worker_waits_for_abandoned_z3_work_that_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ray_executor, "SETTLE_SECONDS", 5.0)
    outcome = _in_a_worker(0.3)
    assert outcome.finished and outcome.value == ("ran", "the task")


def test_a_worker_whose_abandoned_z3_work_runs_on_exits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ray_executor, "SETTLE_SECONDS", 0.3)
    outcome = _in_a_worker(60)
    assert not outcome.finished and outcome.error is None
    assert f"status {ray_executor.EXIT_UNFIT}" in outcome.reason  # Ray retries it elsewhere
