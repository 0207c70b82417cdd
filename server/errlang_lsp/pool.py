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

Start-up (docs/server.md, "Workers"): ``start_method="spawn"`` (the default) starts each worker
as a fresh interpreter that imports the engine (~0.6 CPU-s); ``"forkserver"`` (the language
server's choice) starts one fork server that imports the engine once
(:mod:`errlang_lsp.forkserver_init`) and forks every worker from it (~0.01 CPU-s each, at
start and at every replacement). The fork server is launched from the main thread (so that it
dies with the server; ``__main__`` launches it first thing) and the pool waits for its import
in a thread (:func:`errlang_lsp.preload.warm_up`), never in the event loop; until then no
worker exists and jobs queue. If it cannot start, the pool falls back to ``spawn``.

A worker that answered a job after the job's ``timeout`` had passed (the engine gave up at its
deadline: z3 work may be left behind) is replaced, as is one that says it is retiring.

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
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, Literal

from errlang_lsp.jobs import (
    PRIORITY,
    Job,
    JobKind,
    JobOutcome,
    JobSpec,
    describe_exit,
    outcome_of,
    partial_text,
    with_seconds,
)
from errlang_lsp.limits import (
    MEMORY_ENV,
    address_space_cap,
    limited_worker_main,
    memory_limit_from_environment,
    resident_bytes,
)
from errlang_lsp.preload import (
    StartMethod,
    launch_forkserver,
    start_method_from_environment,
    warm_up,
)
from errlang_lsp.worker import DEFAULT_ENGINE

log = logging.getLogger(__name__)

MAX_QUICK_RESTARTS = 3  # a worker that dies before it is ready this often is not restarted


@dataclass(eq=False)
class _Worker:
    process: BaseProcess
    conn: Connection
    cancel_flag: Any  # multiprocessing shared int ("q")
    ready: bool = False
    preloaded: bool = False  # the engine was imported by the fork server, not by the worker
    retiring: bool = False  # it will exit after its job (z3 work abandoned): give it no more
    retire_reason: str = "replaced itself: z3 work was abandoned at a deadline"
    job: Job | None = None
    kill_reason: str | None = None
    timers: list[asyncio.TimerHandle] = field(default_factory=list)

    @property
    def pid(self) -> int | None:
        return self.process.pid


class WorkerPool:
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
        self._workers: list[_Worker] = []
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

    def _start_workers(self) -> None:
        while len(self._workers) < self.size and not self._closed:
            self._workers.append(self._spawn())

    def _start_forkserver(self) -> None:
        """Launch the fork server from this thread (its parent-death signal follows this
        thread), then wait in another thread until it has imported the engine."""
        assert self._loop is not None
        try:
            launch_forkserver()
        except Exception as error:
            self._fall_back_to_spawn(error)
            return
        self._warming = True
        waiting = self._loop.run_in_executor(None, warm_up, self._context)
        waiting.add_done_callback(self._warmed_up)

    def _warmed_up(self, waiting: asyncio.Future[None]) -> None:
        self._warming = False
        error = waiting.exception()
        if error is not None:
            self._fall_back_to_spawn(error)
            return
        self._start_workers()

    def _fall_back_to_spawn(self, error: BaseException) -> None:
        log.warning("the workers' fork server did not start (%s); spawning workers instead", error)
        self.start_method = "spawn"
        self._context = multiprocessing.get_context("spawn")
        self._start_workers()

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

    def _spawn(self) -> _Worker:
        parent, child = self._context.Pipe()
        flag = self._context.RawValue("q", 0)
        cap = None if self.memory_limit is None else address_space_cap(self.memory_limit)
        process = self._context.Process(
            target=limited_worker_main,
            args=(child, flag, self.engine, cap),
            name="errlang-worker",
            daemon=True,
        )
        process.start()
        child.close()
        worker = _Worker(process=process, conn=parent, cancel_flag=flag)
        assert self._loop is not None
        self._loop.add_reader(parent.fileno(), self._on_readable, worker)
        log.info("started analysis worker pid %s", process.pid)
        return worker

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

    def _worker_of(self, job: Job) -> _Worker | None:
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

    def _run(self, worker: _Worker, job: Job) -> None:
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
            reason = f"the analysis did not finish within its {job.spec.timeout:g} s timeout"
            worker.timers.append(
                self._loop.call_later(
                    job.spec.timeout + self.timeout_grace, self._kill, worker, job, reason
                )
            )
        if job.on_start is not None:
            job.on_start(job)

    def _kill(self, worker: _Worker, job: Job, reason: str | None) -> None:
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

    # -- messages from workers ---------------------------------------------------------------

    def _on_readable(self, worker: _Worker) -> None:
        try:
            while worker.conn.poll():
                self._handle(worker, worker.conn.recv())
        except (EOFError, OSError):
            self._worker_died(worker)

    def _handle(self, worker: _Worker, message: tuple[Any, ...]) -> None:
        tag = message[0]
        if tag == "ready":
            worker.ready = True
            worker.preloaded = len(message) > 3 and bool(message[3])
            self._quick_deaths = 0
            self.engine_error = message[2]
            self._dispatch()
            return
        if tag == "retiring":
            worker.retiring = True
            return
        job = worker.job
        if job is None or message[1] != job.id:
            return
        if tag == "progress":
            if job.on_progress is not None:
                job.on_progress(job, message[2], message[3])
            return
        if tag == "partial":
            if job.cancel_requested or not isinstance(message[2], dict):
                return
            job.partial, job.partials = message[2], job.partials + 1
            if job.on_progress is not None:
                job.on_progress(job, partial_text(job.partial), None)
            return
        seconds = time.monotonic() - job.started
        outcome = outcome_of(message, seconds)
        self._release(worker)
        if job.spec.timeout is not None and seconds > job.spec.timeout and not worker.retiring:
            self._retire(worker)  # the engine gave up at its deadline: z3 may still run
        self._finish(job, outcome)
        self._dispatch()

    def _retire(self, worker: _Worker) -> None:
        """Give ``worker`` no further job and stop it; its end of file starts a fresh one."""
        worker.retiring = True
        worker.retire_reason = "was replaced after a job that ran out of its time"
        log.info("replacing worker %s: a job ran out of its time", worker.pid)
        try:
            worker.conn.send(("stop",))
        except (BrokenPipeError, OSError):
            with contextlib.suppress(Exception):
                worker.process.kill()

    def _release(self, worker: _Worker) -> None:
        for timer in worker.timers:
            timer.cancel()
        worker.timers.clear()
        worker.job = None

    def _worker_died(self, worker: _Worker) -> None:
        if worker not in self._workers:
            return
        self._forget(worker)
        worker.process.join(1.0)
        exit_description = describe_exit(worker.process.exitcode)
        if worker.retiring:
            exit_description = worker.retire_reason
        job = worker.job
        self._release(worker)
        index = self._workers.index(worker)
        if not worker.ready:
            self._quick_deaths += 1
        message = f"the analysis worker (pid {worker.pid}) {exit_description}"
        if job is not None:
            if job.cancel_requested and worker.kill_reason is None:
                outcome = JobOutcome("cancelled", message="cancelled (worker stopped)")
            else:
                what = worker.kill_reason or f"{message} while running {job.spec.label or 'a job'}"
                outcome = JobOutcome("failed", message=f"{what}; it was restarted")
            outcome = with_seconds(outcome, time.monotonic() - job.started)
            self._finish(job, outcome)
        if self._closed:
            self._workers.remove(worker)
            return
        if self._quick_deaths >= MAX_QUICK_RESTARTS:
            self._workers.remove(worker)
            self.engine_error = f"{message} repeatedly before it was ready; not restarted"
            if not self._workers:
                self._fail_queue(self.engine_error)
        else:
            self._workers[index] = self._spawn()
            log.warning("%s; restarted as pid %s", message, self._workers[index].pid)
        if self.on_worker_died is not None and job is None and not worker.retiring:
            # a job's failure is reported through its outcome; a retiring worker was planned
            self.on_worker_died(
                f"{message} ({worker.kill_reason})" if worker.kill_reason else message
            )
        self._dispatch()

    def _forget(self, worker: _Worker) -> None:
        if self._loop is not None:
            with contextlib.suppress(Exception):
                self._loop.remove_reader(worker.conn.fileno())
        with contextlib.suppress(Exception):
            worker.conn.close()

    def _fail_queue(self, message: str) -> None:
        for job in list(self._queue):
            self._finish(job, JobOutcome("failed", message=message))
        self._queue.clear()

    def _finish(self, job: Job, outcome: JobOutcome) -> None:
        job.state = "finished"
        if not job.future.done():
            job.future.set_result(outcome)


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
