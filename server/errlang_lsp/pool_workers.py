"""How the worker pool starts its worker processes (:mod:`errlang_lsp.pool`; docs/server.md,
"Workers"): the state every part of the pool shares (:class:`PoolBase`), a worker as the pool
sees it (:class:`PoolWorker`), and the two ways to start one.

``start_method="spawn"`` (the pool's default) starts each worker as a fresh interpreter that
imports the engine (~0.6 CPU-s); ``"forkserver"`` starts one fork server that imports the engine
once (:mod:`errlang_lsp.forkserver_init`) and forks every worker from it (~0.01 CPU-s each, at
start and at every replacement). The fork server is launched from the event loop's thread (so
that it dies with the server; ``__main__`` launches it first thing) and the pool waits for its
import in a thread (:func:`errlang_lsp.preload.warm_up`), never in the event loop; until then no
worker exists and jobs queue. If it cannot start, or dies before it forked the first workers,
the pool falls back to ``spawn``, as it does when the fork server ended later (its workers end
with it; they are replaced by spawned ones rather than by a new fork server started and
awaited in the event loop); a worker that cannot be started at all ends the queued jobs
``failed`` with the reason (a job never waits for a worker that will not come).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from errlang_lsp.jobs import Job, JobOutcome
from errlang_lsp.limits import address_space_cap, limited_worker_main
from errlang_lsp.preload import StartMethod, forkserver_ended, launch_forkserver, warm_up

log = logging.getLogger(__name__)

MAX_QUICK_RESTARTS = 3  # a worker that dies before it is ready this often is not restarted


@dataclass(eq=False)
class PoolWorker:
    """One worker process and what the pool knows of it."""

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


class PoolBase(ABC):
    """The pool's shared state and how its workers start; :class:`errlang_lsp.pool.WorkerPool`
    adds the scheduling and :class:`errlang_lsp.pool_messages.PoolMessages` what workers say."""

    size: int
    engine: str
    memory_limit: int | None
    start_method: StartMethod
    engine_error: str | None
    _context: Any
    _warming: bool  # waiting for the fork server's import (no worker yet)
    _workers: list[PoolWorker]
    _queue: list[Job]
    _loop: asyncio.AbstractEventLoop | None
    _closed: bool

    @abstractmethod
    def _dispatch(self) -> None:
        """Give queued jobs to idle ready workers (``WorkerPool``)."""

    @abstractmethod
    def _on_readable(self, worker: PoolWorker) -> None:
        """Read what ``worker`` sent (``PoolMessages``)."""

    # -- starting workers ----------------------------------------------------------------------

    def _start_workers(self) -> None:
        """Start workers until there are ``size``; when none can be started, the queued jobs
        end ``failed`` with the reason (:attr:`engine_error`)."""
        while len(self._workers) < self.size and not self._closed:
            worker = self._spawn_or_none()
            if worker is None:
                if not self._workers:
                    self._fail_queue(self.engine_error or "no analysis worker could be started")
                return
            self._workers.append(worker)

    def _spawn_or_none(self) -> PoolWorker | None:
        """A new worker; with the fork server gone, a spawned one; ``None`` (and
        :attr:`engine_error` says why) when no process can be started."""
        if self.start_method == "forkserver" and (ended := forkserver_ended()) is not None:
            self._use_spawn(RuntimeError(f"it {ended}"))  # not restarted in the event loop
        try:
            return self._spawn()
        except Exception as error:
            if self.start_method == "forkserver":
                self._use_spawn(error)
                return self._spawn_or_none()
            self.engine_error = f"the analysis worker could not be started: {error}"
            log.error("%s", self.engine_error)
            return None

    def _spawn(self) -> PoolWorker:
        parent, child = self._context.Pipe()
        flag = self._context.RawValue("q", 0)
        cap = None if self.memory_limit is None else address_space_cap(self.memory_limit)
        process = self._context.Process(
            target=limited_worker_main,
            args=(child, flag, self.engine, cap),
            name="errlang-worker",
            daemon=True,
        )
        try:
            process.start()
        finally:
            child.close()
        worker = PoolWorker(process=process, conn=parent, cancel_flag=flag)
        assert self._loop is not None
        self._loop.add_reader(parent.fileno(), self._on_readable, worker)
        log.info("started analysis worker pid %s", process.pid)
        return worker

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
        error = None if waiting.cancelled() else waiting.exception()
        if waiting.cancelled() or error is not None:
            self._fall_back_to_spawn(error or RuntimeError("its warm-up was cancelled"))
            return
        self._start_workers()
        self._dispatch()

    def _fall_back_to_spawn(self, error: BaseException) -> None:
        self._use_spawn(error)
        self._start_workers()

    def _use_spawn(self, error: BaseException) -> None:
        log.warning("the workers' fork server did not start (%s); spawning workers instead", error)
        self.start_method = "spawn"
        self._context = multiprocessing.get_context("spawn")

    # -- ending jobs -----------------------------------------------------------------------------

    def _release(self, worker: PoolWorker) -> None:
        for timer in worker.timers:
            timer.cancel()
        worker.timers.clear()
        worker.job = None

    def _forget(self, worker: PoolWorker) -> None:
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
