"""A small pool of analysis worker processes, driven from the server's event loop.

The server never runs the engine: it submits :class:`JobSpec` s here and awaits a
:class:`JobOutcome`. Workers are processes (:mod:`errlang_lsp.worker`) talking over a pipe that
the event loop watches with ``add_reader``; a worker's death shows up as end of file on that
pipe. Cancelling a running job first asks the engine to stop (shared flag polled by its
``cancel`` callback), and kills the worker if it has not stopped after ``cancel_grace`` seconds;
a job running past its timeout is killed too. A dead worker is replaced at once and its job ends
``failed`` with a readable message.

Anytime results (issue 19): a learn job's partial automata (``("partial", job_id, automaton)``
from the worker: the automaton of each loop bound the bound driver completed while it learns
the next) are kept on the job (``Job.partial``, the newest; ``Job.partials`` counts them) and
announced through the job's ``on_progress`` with a message naming the bound shown ("loop bound
2 shown; learning loop bound 3…", :func:`partial_text`), so every client that follows the
progress hears of it. They are never an outcome: ``job.future`` resolves only to the final
result. A cancelled job's partial automata are dropped.

How workers start (spawned, or forked from a fork server that imported the engine once) is
:mod:`errlang_lsp.pool_workers`; what the pool does with their messages and deaths,
:mod:`errlang_lsp.pool_messages`. Every job ends: a job never waits for a worker that will not
come (a pool whose workers cannot start fails it with the reason).

Memory (issue 9, item 4; docs/trust.md): the pool reads each worker's resident set size
(``/proc/<pid>/statm``) every ``memory_poll`` seconds and kills a worker above ``memory_limit``
bytes (default ``ERRLANG_LSP_WORKER_MEMORY_MB``, 4096; ``0`` turns the limit off): its job ends
``failed`` saying so, and the worker is replaced. As a backstop against an allocation faster
than the poll, each worker's address space is capped (``RLIMIT_AS``) at twice the limit plus
1 GiB, so that the engine gets a ``MemoryError`` rather than the machine an out-of-memory kill.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import multiprocessing
import time
from collections.abc import Callable
from typing import Any, Literal

from errlang_lsp.jobs import (
    PRIORITY,
    Job,
    JobKind,
    JobOutcome,
    JobSpec,
    partial_text,
    timeout_reason,
)
from errlang_lsp.limits import MEMORY_ENV, memory_limit_from_environment, resident_bytes
from errlang_lsp.pool_messages import PoolMessages
from errlang_lsp.pool_workers import PoolWorker
from errlang_lsp.preload import StartMethod, launch_forkserver, start_method_from_environment
from errlang_lsp.worker import DEFAULT_ENGINE

log = logging.getLogger(__name__)


class WorkerPool(PoolMessages):
    """``size`` worker processes; at most ``size - 1`` learn jobs at once when ``size > 1``."""

    def __init__(
        self,
        size: int = 2,
        engine: str = DEFAULT_ENGINE,
        cancel_grace: float = 1.0,
        timeout_grace: float = 10.0,
        on_worker_died: Callable[[str], None] | None = None,
        memory_limit: int | Literal["environment"] | None = "environment",
        memory_poll: float = 0.5,
        start_method: StartMethod = "spawn",
    ) -> None:
        self.size = max(1, size)
        self.memory_limit = (
            memory_limit_from_environment() if memory_limit == "environment" else memory_limit
        )
        self.memory_poll = memory_poll
        self._memory_timer: asyncio.TimerHandle | None = None
        self.engine = engine
        self.cancel_grace = cancel_grace
        self.timeout_grace = timeout_grace
        self.on_worker_died = on_worker_died
        self.start_method: StartMethod = start_method
        self._context: Any = multiprocessing.get_context(start_method)
        self._warming = False  # waiting for the fork server's import (no worker yet)
        self._workers: list[PoolWorker] = []
        self._queue: list[Job] = []
        self._ids = itertools.count(1)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._quick_deaths = 0
        self._closed = False
        self.engine_error: str | None = None

    # -- lifecycle -------------------------------------------------------------------------

    def start(self) -> None:
        """Start the workers; must be called from the running event loop."""
        self._loop = asyncio.get_running_loop()
        if self.start_method == "forkserver":
            self._start_forkserver()
        else:
            self._start_workers()
        if self.memory_limit is not None:
            self._memory_timer = self._loop.call_later(self.memory_poll, self._watch_memory)

    def shutdown(self) -> None:
        """Cancel everything and stop the workers (used on LSP shutdown/exit)."""
        self._closed = True
        if self._memory_timer is not None:
            self._memory_timer.cancel()
        for job in list(self._queue):
            self._finish(job, JobOutcome("cancelled", message="server shutting down"))
        self._queue.clear()
        for worker in self._workers:
            self._forget(worker)
            if worker.job is not None:
                self._finish(worker.job, JobOutcome("cancelled", message="server shutting down"))
            with contextlib.suppress(Exception):
                worker.process.kill()
                worker.process.join(1.0)
        self._workers.clear()

    # -- public API ------------------------------------------------------------------------

    def submit(
        self,
        spec: JobSpec,
        on_start: Callable[[Job], None] | None = None,
        on_progress: Callable[[Job, str, float | None], None] | None = None,
    ) -> Job:
        """Queue a job; ``job.future`` resolves to its :class:`JobOutcome` (never raises)."""
        loop = self._loop or asyncio.get_running_loop()
        job = Job(next(self._ids), spec, loop.create_future(), on_start, on_progress)
        if self._closed:
            self._finish(job, JobOutcome("cancelled", message="server shutting down"))
            return job
        if self._loop is not None and not self._workers and not self._warming:
            # every worker gave up (they died before they were ready, or none could start)
            why = self.engine_error or "no analysis worker is running"
            self._finish(job, JobOutcome("failed", message=why))
            return job
        self._queue.append(job)
        self._queue.sort(key=lambda j: (PRIORITY[j.spec.kind], j.id))
        self._dispatch()
        return job

    def cancel(self, job: Job) -> None:
        """Cancel a job: drop it if queued, ask the engine to stop if running (then kill)."""
        if job.state == "finished" or job.cancel_requested:
            return
        job.cancel_requested = True
        if job.state == "queued":
            self._queue.remove(job)
            self._finish(job, JobOutcome("cancelled", message="cancelled before it started"))
            self._dispatch()
            return
        worker = self._worker_of(job)
        if worker is None:
            return
        worker.cancel_flag.value = job.id
        assert self._loop is not None
        worker.timers.append(
            self._loop.call_later(self.cancel_grace, self._kill, worker, job, None)
        )

    def workers(self) -> list[dict[str, Any]]:
        """Worker pids and what they run (for ``errlang/workers`` and tests); while the fork
        server imports the engine, ``size`` workers not started yet (no pid, not ready)."""
        if self._warming:
            return [{"pid": None, "ready": False, "preloaded": False, "job": None}] * self.size
        return [
            {
                "pid": w.pid,
                "ready": w.ready,
                "preloaded": w.preloaded,
                "job": None
                if w.job is None
                else {"id": w.job.id, "kind": w.job.spec.kind, "label": w.job.spec.label},
            }
            for w in self._workers
        ]

    def _worker_of(self, job: Job) -> PoolWorker | None:
        return next((w for w in self._workers if w.job is job), None)

    # -- scheduling ------------------------------------------------------------------------

    def _dispatch(self) -> None:
        learn_limit = self.size - 1 if self.size > 1 else 1
        for worker in self._workers:
            if not worker.ready or worker.retiring or worker.job is not None:
                continue
            learning = sum(1 for w in self._workers if w.job and w.job.spec.kind == "learn")
            job = next(
                (j for j in self._queue if j.spec.kind != "learn" or learning < learn_limit),
                None,
            )
            if job is None:
                return
            self._queue.remove(job)
            self._run(worker, job)

    def _run(self, worker: PoolWorker, job: Job) -> None:
        worker.job = job
        job.state = "running"
        job.worker_pid = worker.pid
        job.started = time.monotonic()
        try:
            worker.conn.send(("run", job.id, job.spec.kind, job.spec.arguments))
        except (BrokenPipeError, OSError):
            self._worker_died(worker)
            return
        if job.spec.timeout is not None:
            assert self._loop is not None
            reason = timeout_reason(job.spec.timeout)
            worker.timers.append(
                self._loop.call_later(
                    job.spec.timeout + self.timeout_grace, self._kill, worker, job, reason
                )
            )
        if job.on_start is not None:
            job.on_start(job)

    def _kill(self, worker: PoolWorker, job: Job, reason: str | None) -> None:
        """Kill ``worker`` if it still runs ``job`` (cancel grace or timeout expired)."""
        if worker.job is not job or worker not in self._workers:
            return
        worker.kill_reason = reason
        log.info("killing worker %s (%s)", worker.pid, reason or "cancel not honoured")
        with contextlib.suppress(Exception):
            worker.process.kill()

    def _watch_memory(self) -> None:
        """Kill any worker whose resident memory is above the limit (its job fails, it is
        replaced); then look again after ``memory_poll`` seconds."""
        limit = self.memory_limit
        if self._closed or limit is None or self._loop is None:
            return
        for worker in list(self._workers):
            rss = resident_bytes(worker.pid) if worker.pid is not None else None
            if rss is None or rss <= limit or worker.kill_reason is not None:
                continue
            worker.kill_reason = (
                f"the analysis used {rss / 2**20:.0f} MiB of memory, more than the worker limit"
                f" of {limit / 2**20:.0f} MiB ({MEMORY_ENV})"
            )
            log.warning("killing worker %s: %s", worker.pid, worker.kill_reason)
            with contextlib.suppress(Exception):
                worker.process.kill()
        self._memory_timer = self._loop.call_later(self.memory_poll, self._watch_memory)


__all__ = [
    "Job",
    "JobKind",
    "JobOutcome",
    "JobSpec",
    "WorkerPool",
    "launch_forkserver",
    "partial_text",
    "start_method_from_environment",
]
