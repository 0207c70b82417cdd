"""One on-demand worker run (PAC verification, model learning) with its work-done progress.

The run is a pool job (so it runs in a worker, never on the event loop); its progress token
``errlang/<kind>/<job id>`` is created when it is queued, the worker's reports become
``$/progress`` reports, and ``window/workDoneProgress/cancel`` on the token cancels the job
(:meth:`OnDemandRuns.cancel`, called by the progress feature for tokens it does not own).
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from errlang_lsp.features.automaton import plain
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.pool import Job, JobOutcome, JobSpec
from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams

log = logging.getLogger(__name__)


class OnDemandRuns:
    def __init__(self, server: FeatureHost) -> None:
        self.server = server
        self._jobs: dict[str, Job] = {}

    async def run(self, spec: JobSpec, title: str) -> JobOutcome:
        """Submit ``spec`` and follow it with a cancellable progress titled ``title``."""
        tokens: list[str] = []

        def on_progress(job: Job, message: str, fraction: float | None) -> None:
            if tokens:
                with contextlib.suppress(Exception):
                    self.server.work_done_progress.report(
                        tokens[0], types.WorkDoneProgressReport(message=message)
                    )

        job = self.server.pool.submit(spec, on_progress=on_progress)
        token = f"errlang/{spec.kind}/{job.id}"
        self._jobs[token] = job
        if self._supported():
            try:
                await self.server.work_done_progress.create_async(token)
                self.server.work_done_progress.begin(
                    token, types.WorkDoneProgressBegin(title=title, cancellable=True)
                )
                tokens.append(token)
            except Exception as error:  # the client refused a progress: run without one
                log.info("no work-done progress for %s: %s", token, error)
        try:
            outcome: JobOutcome = await job.future
        finally:
            self._jobs.pop(token, None)
        if tokens:
            text = outcome.message or outcome.status
            if outcome.status == "ok":
                text = f"done in {outcome.seconds:.1f} s"
            with contextlib.suppress(Exception):
                self.server.work_done_progress.end(token, types.WorkDoneProgressEnd(message=text))
        return outcome

    def cancel(self, token: str) -> bool:
        """Cancel the run of ``token``; False when it is not one of these runs."""
        job = self._jobs.get(token)
        if job is None:
            return False
        self.server.pool.cancel(job)
        return True

    def _supported(self) -> bool:
        window = self.server.client_capabilities.window
        return bool(window and window.work_done_progress)


def located(outcome: JobOutcome) -> str:
    """A readable message for a run that did not produce a result."""
    if outcome.status == "cancelled":
        return f"cancelled{': ' + outcome.message if outcome.message else ''}"
    first = next(iter(outcome.errors), None)
    if first is not None and first.get("line"):
        return f"line {first['line']}: {first.get('message', outcome.message)}"
    return outcome.message or outcome.status


def location(params: Any) -> tuple[str, int]:
    """``{textDocument: {uri}, position: {line}}`` of a custom request."""
    data = plain(params) or {}
    try:
        return str(data["textDocument"]["uri"]), int(data["position"]["line"])
    except (KeyError, TypeError, ValueError) as error:
        message = f"expected {{textDocument: {{uri}}, position}}: {error}"
        raise JsonRpcInvalidParams(message) from error
