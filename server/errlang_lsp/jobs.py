"""The jobs the worker pool runs (:mod:`errlang_lsp.pool`): what to run (:class:`JobSpec`), the
handle the server keeps (:class:`Job`), how a job ended (:class:`JobOutcome`), and the words
that say so (a partial automaton's progress text, a crash's last line, a worker's exit)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import signal
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

log = logging.getLogger(__name__)

JobKind = Literal[
    "markers", "check", "learn", "membership", "pac", "model", "mine",
    "mineLattice", "mineConcept", "mineLabel", "mineGood",
]  # fmt: skip
OutcomeStatus = Literal["ok", "error", "cancelled", "failed"]
# Lower runs first: markers decide what to learn, membership answers a waiting request.
PRIORITY: dict[str, int] = {
    "markers": 0, "membership": 1, "check": 2, "learn": 3, "pac": 3, "model": 3, "mine": 3,
    "mineLattice": 3, "mineConcept": 1, "mineLabel": 1, "mineGood": 3,
}  # fmt: skip


@dataclass(frozen=True)
class JobSpec:
    """What to run: an engine call with plain-data arguments (see ``worker._call_engine``)."""

    kind: JobKind
    arguments: dict[str, Any]
    timeout: float | None = None  # seconds; the worker is killed after timeout + grace
    label: str = ""


@dataclass(frozen=True)
class JobOutcome:
    """How a job ended. ``error``: the engine rejected the input (``errors`` located);
    ``failed``: the worker crashed, died, timed out or could not load the engine."""

    status: OutcomeStatus
    value: Any = None
    errors: tuple[dict[str, Any], ...] = ()
    message: str = ""
    seconds: float = 0.0


@dataclass(eq=False)
class Job:
    """A submitted job; the handle the server keeps to cancel it or follow its progress."""

    id: int
    spec: JobSpec
    future: asyncio.Future[JobOutcome]
    on_start: Callable[[Job], None] | None = None
    on_progress: Callable[[Job, str, float | None], None] | None = None
    state: Literal["queued", "running", "finished"] = "queued"
    worker_pid: int | None = None
    started: float = 0.0
    cancel_requested: bool = False
    partial: Any = None  # the newest partial automaton of a learn job, document of a check
    partials: int = 0  # how many partial automata arrived


def timeout_reason(seconds: float) -> str:
    """Why the pool killed a job's worker at its timeout (the job's failure message)."""
    return f"{TIMEOUT_WORDS} {seconds:g} s timeout"


TIMEOUT_WORDS = "the analysis did not finish within its"


def kept_check(job: Job, outcome: JobOutcome) -> dict[str, Any] | None:
    """What a check job that failed (its worker killed at the timeout, dead, out of memory)
    leaves: the last document its worker streamed — the check's JSON as it would be had the
    analysis ended there, the deepest finished bound's verdicts
    (``errlang.session.check_partial.streamed``) — out of time when the worker was killed at
    its timeout; None for any other outcome or when nothing was streamed."""
    if job.spec.kind != "check" or outcome.status != "failed":
        return None
    if not isinstance(job.partial, dict):
        return None
    document = dict(job.partial)
    if outcome.message.startswith(TIMEOUT_WORDS):
        document["out_of_time"] = True
    return document


def partial_text(automaton: dict[str, Any]) -> str:
    """What a partial automaton means in a progress message: "loop bound 2 shown; learning
    loop bound 3…" (the bound being learned from the engine's ``bounds.stopped``, "still
    learning: loop bound 3 is being learned")."""
    found_bounds = automaton.get("bounds")
    bounds: dict[str, Any] = found_bounds if isinstance(found_bounds, dict) else {}
    shown = bounds.get("loop_bound")
    stopped = bounds.get("stopped")
    found = re.search(r"loop bound (\d+) is being learned", stopped or "")
    if found is not None:
        learning: Any = found.group(1)
    else:
        learning = shown + 1 if isinstance(shown, int) else "the next"
    shown_text = f"loop bound {shown}" if isinstance(shown, int) else "a smaller loop bound"
    return f"{shown_text} shown; learning loop bound {learning}…"


def outcome_of(message: tuple[Any, ...], seconds: float) -> JobOutcome:
    tag = message[0]
    if tag == "result":
        return JobOutcome("ok", value=message[2], seconds=seconds)
    if tag == "error":
        errors = tuple(message[2])
        return JobOutcome("error", errors=errors, message=message[3], seconds=seconds)
    if tag == "cancelled":
        return JobOutcome("cancelled", message="cancelled", seconds=seconds)
    return JobOutcome("failed", message=crash_message(message[2]), seconds=seconds)


def crash_message(text: str) -> str:
    """The last line of a traceback names the exception; keep the full text in the log."""
    log.error("analysis crashed:\n%s", text)
    lines = [line for line in text.strip().splitlines() if line.strip()]
    last = lines[-1] if lines else "unknown error"
    return last if "Traceback" not in text else f"internal error in the errlang engine: {last}"


def with_seconds(outcome: JobOutcome, seconds: float) -> JobOutcome:
    return JobOutcome(outcome.status, outcome.value, outcome.errors, outcome.message, seconds)


def describe_exit(code: int | None) -> str:
    if code is None:
        return "stopped responding"
    if code < 0:
        with contextlib.suppress(ValueError):
            return f"was killed by {signal.Signals(-code).name}"
        return f"was killed by signal {-code}"
    return f"exited with status {code}"
