"""The worker pool with the fake engine (issue 19): partial automata of a learn job arrive
before its result and are never its outcome; workers are replaced after a job that ran out of
its time or left a thread running, and kept otherwise. And which partial automaton the server
shows (``shown_partial``): never one that would hide a final automaton of its text or a newer
one, never one of a cancelled, finished or superseded run."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_asyncio
from errlang_lsp.features.automaton import shown_partial
from errlang_lsp.pool import Job, JobSpec, WorkerPool, partial_text
from errlang_lsp.state import DocumentState, LearnRecord, Snapshot, Target

pytestmark = [pytest.mark.asyncio, pytest.mark.usefixtures("fake_engine_importable")]


@pytest_asyncio.fixture
async def pool() -> AsyncIterator[WorkerPool]:
    # one worker, so that "the next job went to another process" means it was replaced
    pool = WorkerPool(size=1, engine="fake_engine", cancel_grace=2.0, timeout_grace=10.0)
    pool.start()
    yield pool
    pool.shutdown()


def learn(text: str, timeout: float | None = None) -> JobSpec:
    return JobSpec("learn", {"path": "x.c", "text": text, "line": 3}, timeout, label="learn")


def check(text: str, timeout: float | None = None) -> JobSpec:
    return JobSpec("check", {"path": "x.c", "text": text}, timeout=timeout, label="check")


async def pid_of_next_job(pool: WorkerPool) -> int | None:
    job = pool.submit(check("fine"))
    assert (await asyncio.wait_for(job.future, 30)).status == "ok"
    return job.worker_pid


async def test_partial_automata_arrive_before_the_result(pool: WorkerPool) -> None:
    seen: list[tuple[str, int, bool]] = []

    def on_progress(job: Job, message: str, fraction: float | None) -> None:
        seen.append((message, job.partials, job.future.done()))

    job = pool.submit(learn("PARTIALS(3, 0.05)"), on_progress=on_progress)
    outcome = await asyncio.wait_for(job.future, 30)
    assert outcome.status == "ok"
    assert outcome.value["bounds"]["loop_bound"] == 4 and "partial" not in outcome.value
    announced = [(message, count) for message, count, done in seen if "shown" in message]
    assert announced == [
        ("loop bound 1 shown; learning loop bound 2…", 1),
        ("loop bound 2 shown; learning loop bound 3…", 2),
        ("loop bound 3 shown; learning loop bound 4…", 3),
    ]
    assert not any(done for _, _, done in seen)
    assert job.partial["partial"] is True and job.partial["bounds"]["loop_bound"] == 3


async def test_a_cancelled_jobs_partial_automata_are_dropped(pool: WorkerPool) -> None:
    job = pool.submit(learn("PARTIALS(20, 0.2)"))
    for _ in range(1500):
        if job.partials:
            break
        await asyncio.sleep(0.02)
    assert job.partials >= 1
    pool.cancel(job)
    count = job.partials
    outcome = await asyncio.wait_for(job.future, 30)
    assert outcome.status == "cancelled"
    assert job.partials == count  # none after the cancel


async def test_partial_text_names_the_bound_shown_and_the_one_being_learned() -> None:
    automaton: dict[str, Any] = {"bounds": {"loop_bound": 2}}
    assert partial_text(automaton) == "loop bound 2 shown; learning loop bound 3…"
    automaton["bounds"]["stopped"] = "still learning: loop bound 4 is being learned"
    assert partial_text(automaton) == "loop bound 2 shown; learning loop bound 4…"
    assert partial_text({}) == "a smaller loop bound shown; learning loop bound the next…"


async def test_a_worker_is_kept_after_an_ordinary_job(pool: WorkerPool) -> None:
    assert await pid_of_next_job(pool) == await pid_of_next_job(pool)


async def test_a_worker_that_left_a_thread_running_is_replaced(pool: WorkerPool) -> None:
    job = pool.submit(check("LINGER(30)"))
    assert (await asyncio.wait_for(job.future, 30)).status == "ok"
    following = await pid_of_next_job(pool)
    assert following is not None and following != job.worker_pid


async def test_a_worker_that_answered_after_its_timeout_is_replaced(pool: WorkerPool) -> None:
    job = pool.submit(check("SLEEP(0.8)", timeout=0.3))  # answers before the kill (10 s later)
    outcome = await asyncio.wait_for(job.future, 30)
    assert outcome.status == "ok"
    following = await pid_of_next_job(pool)
    assert following is not None and following != job.worker_pid
    assert [w["pid"] for w in pool.workers()] == [following]


# -- which partial automaton the server shows (features/automaton.py, shown_partial) ----------


def _target_with_run(doc: DocumentState, text: str, partial: dict[str, Any] | None) -> Target:
    loop = asyncio.get_running_loop()
    spec = JobSpec("learn", {"path": "x.c", "text": text, "line": 10}, label="learn")
    job = Job(7, spec, loop.create_future(), state="running", partial=partial, partials=1)
    target = Target("assertion", 9, doc.version, job=job, job_version=doc.version)
    doc.targets.append(target)
    return target


PARTIAL = {"bounds": {"loop_bound": 2}, "partial": True}


async def test_the_partial_automaton_of_the_running_run_is_shown() -> None:
    doc = DocumentState("file:///x.c", Path("x.c"), None, 3, "new text")
    target = _target_with_run(doc, "new text", PARTIAL)
    assert shown_partial(doc, target) == (PARTIAL, 3)
    # an older text's final automaton does not hide it (the partial one is of the newer text)
    target.learned = LearnRecord(Snapshot(2, "old text"), 9, automaton={"final": True})
    assert shown_partial(doc, target) == (PARTIAL, 3)


async def test_a_final_automaton_of_the_same_text_is_never_hidden_by_a_partial_one() -> None:
    doc = DocumentState("file:///x.c", Path("x.c"), None, 3, "text")
    target = _target_with_run(doc, "text", PARTIAL)
    target.learned = LearnRecord(Snapshot(1, "text"), 9, automaton={"final": True})
    assert shown_partial(doc, target) is None  # re-learning an unchanged text
    target.learned = LearnRecord(Snapshot(4, "newer text"), 9, automaton={"final": True})
    assert shown_partial(doc, target) is None  # a final automaton of a newer version


async def test_no_partial_automaton_of_a_run_that_is_cancelled_finished_or_superseded() -> None:
    doc = DocumentState("file:///x.c", Path("x.c"), None, 3, "text")
    target = _target_with_run(doc, "text", PARTIAL)
    assert target.job is not None
    target.job.cancel_requested = True
    assert shown_partial(doc, target) is None
    target.job.cancel_requested, target.job.state = False, "finished"
    assert shown_partial(doc, target) is None
    target.job = None
    assert shown_partial(doc, target) is None
    assert shown_partial(doc, _target_with_run(doc, "text", None)) is None  # none arrived yet
