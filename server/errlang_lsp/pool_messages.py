"""What the worker pool (:mod:`errlang_lsp.pool`) does with what its workers say, and with
their deaths: ``ready``, ``retiring``, a job's progress, partial automata and its answer over the
pipe; end of file on the pipe when a worker ended (docs/server.md, "Death and restart").

A dead worker is replaced at once and its job ends ``failed`` with a readable message ("the
analysis worker (pid N) was killed by SIGKILL while running …; it was restarted"). A worker that
dies :data:`~errlang_lsp.pool_workers.MAX_QUICK_RESTARTS` times before it is ready is not
restarted; when none is left, every queued job (and every job submitted later) ends ``failed``
with that reason. A worker that answered a job after the job's ``timeout`` had passed (the
engine gave up at its deadline: z3 work may be left behind) is replaced, as is one that says it
is retiring.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from errlang_lsp.jobs import JobOutcome, describe_exit, outcome_of, partial_text, with_seconds
from errlang_lsp.pool_workers import MAX_QUICK_RESTARTS, PoolBase, PoolWorker
from errlang_lsp.preload import forkserver_ended

log = logging.getLogger(__name__)


class PoolMessages(PoolBase):
    """The pool's side of the worker protocol (:mod:`errlang_lsp.worker`)."""

    on_worker_died: Callable[[str], None] | None
    _quick_deaths: int

    def _on_readable(self, worker: PoolWorker) -> None:
        try:
            while worker.conn.poll():
                self._handle(worker, worker.conn.recv())
        except (EOFError, OSError):
            self._worker_died(worker)

    def _handle(self, worker: PoolWorker, message: tuple[Any, ...]) -> None:
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

    def _retire(self, worker: PoolWorker) -> None:
        """Give ``worker`` no further job and stop it; its end of file starts a fresh one."""
        worker.retiring = True
        worker.retire_reason = "was replaced after a job that ran out of its time"
        log.info("replacing worker %s: a job ran out of its time", worker.pid)
        try:
            worker.conn.send(("stop",))
        except (BrokenPipeError, OSError):
            self._kill_process(worker)

    @staticmethod
    def _kill_process(worker: PoolWorker) -> None:
        try:
            worker.process.kill()
        except Exception as error:  # already gone: its end of file comes anyway
            log.info("could not kill worker %s: %s", worker.pid, error)

    def _worker_died(self, worker: PoolWorker) -> None:
        if worker not in self._workers:
            return
        self._forget(worker)
        worker.process.join(1.0)
        exit_description = describe_exit(worker.process.exitcode)
        if worker.preloaded and (ended := forkserver_ended()) is not None:
            exit_description = f"ended with the workers' fork server, which {ended}"
        if worker.retiring:
            exit_description = worker.retire_reason
        job = worker.job
        self._release(worker)
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
        self._replace(worker, message)
        if self.on_worker_died is not None and job is None and not worker.retiring:
            # a job's failure is reported through its outcome; a retiring worker was planned
            self.on_worker_died(
                f"{message} ({worker.kill_reason})" if worker.kill_reason else message
            )
        self._dispatch()

    def _replace(self, worker: PoolWorker, message: str) -> None:
        """Start a worker in the dead ``worker``'s place, unless the pool is closed or the
        workers keep dying before they are ready."""
        index = self._workers.index(worker)
        if self._closed:
            self._workers.remove(worker)
            return
        if self._quick_deaths >= MAX_QUICK_RESTARTS:
            self._workers.remove(worker)
            self.engine_error = f"{message} repeatedly before it was ready; not restarted"
            if not self._workers:
                self._fail_queue(self.engine_error)
            return
        replacement = self._spawn_or_none()
        if replacement is None:
            self._workers.remove(worker)
            if not self._workers:
                self._fail_queue(self.engine_error or message)
            return
        self._workers[index] = replacement
        log.warning("%s; restarted as pid %s", message, replacement.pid)
