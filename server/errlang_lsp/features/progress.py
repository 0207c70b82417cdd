"""``$/progress``: one cancellable work-done progress per learning run.

The token (``errlang/learn/<job id>``) is created when the run is queued; the engine's progress
callbacks become reports (at most one per 100 ms); the end says how the run finished.
``window/workDoneProgress/cancel`` on the token cancels the run. Only when the client supports
``window.workDoneProgress``.

Partial automata (issue 19): when the bound driver completed a loop bound and learns the next,
the report says so at once (not throttled): "loop bound 2 shown; learning loop bound 3…"; the
engine's reports that follow keep naming the bound shown ("learning with loop bound 3 · 120
queries · 14 solver calls · loop bound 2 shown"). This is what a client without the automaton
view gets of them (the automaton itself: ``errlang/automaton``, ``partial: true``); a client
without ``window.workDoneProgress`` gets a ``window/logMessage`` (type Log) per completed bound
instead: "errlang: assertion at line 36: loop bound 2 shown; learning loop bound 3…".
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time

from errlang_lsp.features.base import Feature
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.pool import Job, JobOutcome
from errlang_lsp.state import DocumentState, Target
from lsprotocol import types

log = logging.getLogger(__name__)
REPORT_INTERVAL = 0.1


class ProgressFeature(Feature):
    def __init__(self, server: FeatureHost) -> None:
        super().__init__(server)
        self._queues: dict[int, asyncio.Queue[types.WorkDoneProgressReport | str]] = {}
        self._jobs: dict[str, Job] = {}
        self._last_report: dict[int, float] = {}
        self._partials: dict[int, int] = {}  # per job: the partial automata already reported

    def _supported(self) -> bool:
        window = self.server.client_capabilities.window
        return bool(window and window.work_done_progress)

    def learn_queued(self, doc: DocumentState, target: Target, job: Job) -> None:
        if not self._supported():
            return
        token = f"errlang/learn/{job.id}"
        queue: asyncio.Queue[types.WorkDoneProgressReport | str] = asyncio.Queue()
        self._queues[job.id] = queue
        self._jobs[token] = job
        verb = "explaining" if target.kind == "function" else "learning the error language of"
        title = f"errlang: {verb} {target.label()}"
        self.server.spawn(self._run(token, title, queue))

    def learn_started(self, doc: DocumentState, target: Target, job: Job) -> None:
        self._put(job, types.WorkDoneProgressReport(message="running", cancellable=True))

    def learn_progress(
        self, doc: DocumentState, target: Target, job: Job, message: str, fraction: float | None
    ) -> None:
        now = time.monotonic()
        fresh = job.partials > self._partials.get(job.id, 0)  # a bound was completed: say it
        if fresh and not self._supported():
            self._partials[job.id] = job.partials
            self.server.window_log_message(
                types.LogMessageParams(
                    type=types.MessageType.Log, message=f"errlang: {target.label()}: {message}"
                )
            )
            return
        if not fresh and now - self._last_report.get(job.id, 0.0) < REPORT_INTERVAL:
            return
        self._last_report[job.id] = now
        if fresh:
            self._partials[job.id] = job.partials
        elif job.partial is not None and not job.cancel_requested:
            bound = (job.partial.get("bounds") or {}).get("loop_bound")
            message = f"{message} · loop bound {bound} shown"
        percentage = None if fraction is None else max(0, min(100, round(fraction * 100)))
        self._put(job, types.WorkDoneProgressReport(message=message, percentage=percentage))

    def learn_finished(
        self, doc: DocumentState, target: Target, job: Job, outcome: JobOutcome
    ) -> None:
        if outcome.status == "ok":
            text = f"done in {outcome.seconds:.1f} s"
        else:
            text = outcome.message or outcome.status
        self._put(job, text)
        self._last_report.pop(job.id, None)
        self._partials.pop(job.id, None)

    def window_work_done_progress_cancel(self, params: types.WorkDoneProgressCancelParams) -> None:
        job = self._jobs.get(str(params.token))
        if job is not None:
            self.analyses.cancel(job)
        else:  # a PAC or model run (features/on_demand.py)
            self.server.on_demand.cancel(str(params.token))

    def _put(self, job: Job, item: types.WorkDoneProgressReport | str) -> None:
        queue = self._queues.get(job.id)
        if queue is not None:
            queue.put_nowait(item)
            if isinstance(item, str):
                del self._queues[job.id]

    async def _run(
        self, token: str, title: str, queue: asyncio.Queue[types.WorkDoneProgressReport | str]
    ) -> None:
        """create → begin → reports → end, in order, whatever the timing of the run."""
        progress = self.server.work_done_progress
        try:
            await asyncio.wait_for(progress.create_async(token), 10)
            progress.begin(
                token,
                types.WorkDoneProgressBegin(title=title, cancellable=True, message="queued"),
            )
        except Exception as error:  # the client refused: drain silently
            log.info("no work-done progress for %s: %s", token, error)
            while not isinstance(await queue.get(), str):
                pass
            self._jobs.pop(token, None)
            return
        while True:
            item = await queue.get()
            if isinstance(item, str):
                progress.end(token, types.WorkDoneProgressEnd(message=item))
                progress.tokens.pop(token, None)
                break
            with contextlib.suppress(Exception):
                progress.report(token, item)
        self._jobs.pop(token, None)
