"""The worker pool on its own, with a fake engine: scheduling, cancellation, death, timeouts."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio
from errlang_lsp.pool import Job, JobSpec, WorkerPool

# spawned workers import the engine by name: tests/lsp importable for them (conftest.py)
pytestmark = [pytest.mark.asyncio, pytest.mark.usefixtures("fake_engine_importable")]


@pytest_asyncio.fixture
async def pool() -> AsyncIterator[WorkerPool]:
    deaths: list[str] = []
    pool = WorkerPool(size=2, engine="fake_engine", cancel_grace=0.5, timeout_grace=0.5)
    pool.on_worker_died = deaths.append
    pool.start()
    yield pool
    pool.shutdown()


async def running(job: Job) -> int:
    """Wait until a worker runs ``job`` (workers start slowly on a loaded machine)."""
    for _ in range(1000):
        if job.state == "running" and job.worker_pid is not None:
            await asyncio.sleep(0.2)  # let the worker enter the engine
            return job.worker_pid
        await asyncio.sleep(0.02)
    raise TimeoutError("the job never started")


def check(text: str, timeout: float | None = None) -> JobSpec:
    return JobSpec("check", {"path": "x.c", "text": text}, timeout=timeout, label="check")


def learn(text: str) -> JobSpec:
    return JobSpec("learn", {"path": "x.c", "text": text, "line": 3}, label="learn")


async def test_results_and_errors(pool: WorkerPool) -> None:
    ok = await pool.submit(check("int main(){}")).future
    assert ok.status == "ok" and ok.value["file"] == "x.c"
    bad = await pool.submit(check("BAD")).future
    assert bad.status == "error" and bad.errors[0]["message"] == "bad input"
    crash = await pool.submit(check("CRASH")).future
    assert crash.status == "failed" and "fake engine crashed" in crash.message
    marks = await pool.submit(JobSpec("markers", {"text": "// errlang: learn\nassert(0);"})).future
    assert marks.value == [
        {
            "line": 2,
            "kind": "assertion",
            "name": None,
            "options": {},
            "marker_line": 0,
            "error": None,
        }
    ]  # the engine's own Marker, as plain data


async def test_cooperative_cancel_keeps_worker(pool: WorkerPool) -> None:
    job = pool.submit(learn("SLEEP(5)"))
    pid = await running(job)
    pool.cancel(job)
    outcome = await asyncio.wait_for(job.future, 2)
    assert outcome.status == "cancelled"
    assert pid in [w["pid"] for w in pool.workers()]


async def test_uncooperative_cancel_kills_and_restarts(pool: WorkerPool) -> None:
    job = pool.submit(learn("HANG(30)"))
    pid = await running(job)
    pool.cancel(job)
    outcome = await asyncio.wait_for(job.future, 3)
    assert outcome.status == "cancelled"
    assert pid not in [w["pid"] for w in pool.workers()]
    assert (await asyncio.wait_for(pool.submit(check("fine")).future, 15)).status == "ok"


async def test_killed_worker_fails_job_and_is_replaced(pool: WorkerPool) -> None:
    job = pool.submit(learn("SLEEP(30)"))
    os.kill(await running(job), signal.SIGKILL)
    outcome = await asyncio.wait_for(job.future, 3)
    assert outcome.status == "failed"
    assert "killed by SIGKILL" in outcome.message and "restarted" in outcome.message
    assert (await asyncio.wait_for(pool.submit(check("fine")).future, 15)).status == "ok"


async def test_exiting_worker(pool: WorkerPool) -> None:
    outcome = await asyncio.wait_for(pool.submit(check("DIE")).future, 15)
    assert outcome.status == "failed" and "exited with status 3" in outcome.message


async def test_worker_that_abandoned_z3_work_answers_and_is_replaced(pool: WorkerPool) -> None:
    busy = pool.submit(learn("SLEEP(4)"))  # one worker busy: the next jobs share the other
    await running(busy)
    job = pool.submit(check("ABANDON"))
    following = pool.submit(check("fine"))  # must not go to the worker that abandoned z3 work
    assert (await asyncio.wait_for(job.future, 15)).status == "ok"
    pid = job.worker_pid
    outcome = await asyncio.wait_for(following.future, 20)
    assert outcome.status == "ok" and following.worker_pid != pid
    pids = [w["pid"] for w in pool.workers()]
    assert pid not in pids and len(pids) == 2
    pool.cancel(busy)


async def test_timeout_kills(pool: WorkerPool) -> None:
    outcome = await asyncio.wait_for(pool.submit(check("HANG(30)", timeout=0.3)).future, 15)
    assert outcome.status == "failed" and "timeout" in outcome.message


async def test_learn_leaves_a_worker_for_quick_jobs(pool: WorkerPool) -> None:
    first = pool.submit(learn("SLEEP(3)"))
    second = pool.submit(learn("SLEEP(3)"))
    await running(first)
    assert second.state == "queued"
    quick = await asyncio.wait_for(pool.submit(check("fine")).future, 10)
    assert quick.status == "ok"
    pool.cancel(first)
    pool.cancel(second)


async def test_unloadable_engine() -> None:
    pool = WorkerPool(size=1, engine="no_such_engine_module")
    pool.start()
    try:
        outcome = await asyncio.wait_for(pool.submit(check("x")).future, 10)
        assert outcome.status == "failed"
        assert "could not be loaded" in outcome.message and sys.executable in outcome.message
    finally:
        pool.shutdown()
