"""The analysis worker: a child process that runs the engine, one job at a time.

This module is the *child's* side (the server's side is :mod:`errlang_lsp.pool`). The worker
imports the engine (``errlang.session``, or the module named by ``ERRLANG_LSP_ENGINE`` in
tests), then answers jobs sent over a pipe:

* parent → worker: ``("run", job_id, kind, arguments)`` with ``kind`` one of ``markers``,
  ``check``, ``learn``, ``membership``; ``("stop",)``.
* worker → parent: ``("ready", pid, error_or_None, preloaded)`` once (``preloaded``: the
  engine was already imported, by the pool's fork server), then per job any number of
  ``("progress", job_id, message, fraction)`` and exactly one of ``("result", job_id, value)``,
  ``("error", job_id, errors, message)`` (:class:`AnalysisError`: bad input),
  ``("cancelled", job_id)`` or ``("crash", job_id, text)`` (anything else); before that reply,
  ``("retiring", pid)`` when z3 work was abandoned at a deadline
  (``errlang.teacher.solver.abandoned()``) or a thread the job started is still running after
  it answered (``LINGER_GRACE``): the worker exits after the reply and the pool starts a fresh
  one (z3 may still run in the abandoned thread: its objects must not be used).
* for a ``learn`` job whose engine function takes ``partial`` (the bound driver's anytime
  results, issue 19), ``("partial", job_id, automaton)`` for every loop bound the driver
  completed before it goes on to the next: the JSON of that bound's automaton with
  ``"partial": true`` (``bounds.stopped`` says which bound is being learned; no runs).
* for a ``check`` job whose engine function takes ``partial``, ``("partial", job_id,
  document)`` once the program is parsed and after every loop bound: the check's JSON as it
  would be if the analysis ended there without its result (the deepest finished bound's
  verdicts, ``errlang.session.check_partial.streamed``); the server shows the last one when
  the worker is killed at the budget or dies (``errlang_lsp.analyses``).

Cancellation is cooperative first: the engine polls ``cancel()``, which compares a shared
integer written by the parent with the running job's id (so a late cancel never hits the next
job). A worker that does not stop in time is killed by the parent and restarted.

``ERRLANG_LSP_JOB_DELAY`` (tests only), e.g. ``learn=2,check=0.5:hard``, makes the worker wait
that many seconds before a job of that kind; the wait polls ``cancel()`` unless ``:hard``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import inspect
import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from types import ModuleType
from typing import Any

from errlang_lsp import editor_jobs

ENGINE_ENV = "ERRLANG_LSP_ENGINE"
DELAY_ENV = "ERRLANG_LSP_JOB_DELAY"
DEFAULT_ENGINE = "errlang.session"
KINDS = ("markers", "check", "learn", "membership")
# How long the threads a job started may take to end after it answered before the worker
# retires (a thread still running may be z3 work past a deadline that nobody recorded).
LINGER_GRACE = 0.5


class SharedInt:
    """What the worker needs of a ``multiprocessing`` shared integer."""

    value: int


def worker_main(conn: Connection, cancelled: SharedInt, engine_name: str) -> None:
    """Entry point of the worker process: load the engine, then serve jobs until EOF."""
    _detach_from_server()
    preloaded = engine_name in sys.modules  # loaded by the fork server (errlang_lsp.preload)
    engine, load_error = _load_engine(engine_name)
    conn.send(("ready", os.getpid(), load_error, preloaded))
    delays = parse_delays(os.environ.get(DELAY_ENV, ""))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message[0] != "run":
            return
        _, job_id, kind, arguments = message
        before = set(threading.enumerate())
        reply = _run_job(engine, load_error, job_id, kind, arguments, cancelled, conn, delays)
        retiring = _z3_abandoned() or bool(lingering_threads(before, LINGER_GRACE))
        try:
            if retiring:
                conn.send(("retiring", os.getpid()))
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return
        if retiring:  # without finalising z3's objects, which the abandoned thread may use
            os._exit(0)


def _z3_abandoned() -> bool:
    """Whether the engine left a z3 check running past its deadline (docs/checking.md); read
    from the engine's solver module only if the engine loaded it."""
    solver = sys.modules.get("errlang.teacher.solver")
    abandoned = getattr(solver, "abandoned", None)
    return bool(abandoned()) if callable(abandoned) else False


def lingering_threads(before: set[threading.Thread], grace: float) -> list[threading.Thread]:
    """The threads started since ``before`` that are still running after waiting up to
    ``grace`` seconds in all for them to end."""
    deadline = time.monotonic() + grace
    started = [t for t in threading.enumerate() if t not in before and t.is_alive()]
    for thread in started:
        thread.join(max(0.0, deadline - time.monotonic()))
    return [t for t in started if t.is_alive()]


def _detach_from_server() -> None:
    """Keep the worker off the LSP channel and tie its life to the server's."""
    # stdout may be the LSP stream if the server did not redirect it: never write there.
    with contextlib.suppress(OSError):
        os.dup2(2, 1)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent()


def die_with_parent() -> None:
    """Ask Linux to kill this process when the process that started it (the server, or the
    server's fork server) ends."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(Exception):
            import ctypes

            libc = ctypes.CDLL(None, use_errno=True)
            pr_set_pdeathsig = 1
            libc.prctl(pr_set_pdeathsig, signal.SIGKILL)


def _load_engine(name: str) -> tuple[ModuleType | None, str | None]:
    try:
        engine = importlib.import_module(name)
        missing = [n for n in (*KINDS, "Settings", "AnalysisError") if not hasattr(engine, n)]
        if missing:
            return None, f"the errlang engine ({name}) lacks {', '.join(missing)}"
        return engine, None
    except Exception as error:
        return None, (
            f"the errlang engine ({name}) could not be loaded with {sys.executable}: "
            f"{type(error).__name__}: {error}"
        )


def parse_delays(spec: str) -> dict[str, tuple[float, bool]]:
    """``"learn=2,check=0.5:hard"`` → ``{"learn": (2.0, False), "check": (0.5, True)}``."""
    delays: dict[str, tuple[float, bool]] = {}
    for item in filter(None, (part.strip() for part in spec.split(","))):
        kind, _, value = item.partition("=")
        seconds, _, mode = value.partition(":")
        delays[kind.strip()] = (float(seconds), mode.strip() == "hard")
    return delays


def _run_job(
    engine: ModuleType | None,
    load_error: str | None,
    job_id: int,
    kind: str,
    arguments: dict[str, Any],
    cancelled: SharedInt,
    conn: Connection,
    delays: dict[str, tuple[float, bool]],
) -> tuple[Any, ...]:
    if engine is None:
        return ("crash", job_id, load_error or "the errlang engine is unavailable")

    def cancel() -> bool:
        return bool(cancelled.value == job_id)

    def progress(message: str, fraction: float | None = None) -> None:
        with contextlib.suppress(BrokenPipeError, OSError):
            conn.send(("progress", job_id, message, fraction))

    def partial(automaton: dict[str, Any]) -> None:
        if not cancel():  # a cancelled run's automaton is nobody's any more
            with contextlib.suppress(BrokenPipeError, OSError):
                conn.send(("partial", job_id, automaton))

    cancelled_error: type[BaseException] = getattr(engine, "AnalysisCancelled", _NeverRaised)
    try:
        if not _delay(delays.get(kind), cancel):
            return ("cancelled", job_id)
        value = _call_engine(engine, kind, dict(arguments), cancel, progress, partial)
        if engine.__name__ == DEFAULT_ENGINE:
            mark_shown_runs(kind, value)
        return ("result", job_id, value)
    except cancelled_error:
        return ("cancelled", job_id)
    except engine.AnalysisError as error:
        errors = [dict(e) for e in getattr(error, "errors", None) or []]
        return ("error", job_id, errors, str(error))
    except editor_jobs.EditorJobError as error:  # a PAC or model run's bad input
        return ("error", job_id, error.errors, str(error))
    except Exception:
        return ("crash", job_id, traceback.format_exc(limit=20))


def mark_shown_runs(kind: str, value: Any) -> None:
    """Give the runs of a check, learn or membership result the texts ``errlang check``
    shows (``errlang.explain.values.mark_shown``: ``steps[j].written_text``,
    ``violation_text``, ``inputs_text``), which the hover, Problems and the view show
    (``errlang_lsp.summaries``)."""
    from errlang.explain.values import mark_shown

    runs: list[Any] = []
    if isinstance(value, dict) and kind == "check":
        runs += [a.get("counterexample") for a in value.get("assertions") or [] if a]
        runs += [f.get("run") for f in value.get("findings") or [] if f]
    elif isinstance(value, dict) and kind == "learn":
        runs += value.get("counterexamples") or []
    elif isinstance(value, dict) and kind == "membership":
        runs.append(value.get("run"))
    for run in runs:
        if isinstance(run, dict):
            mark_shown(run)


class _NeverRaised(Exception):
    pass


def _delay(delay: tuple[float, bool] | None, cancel: Callable[[], bool]) -> bool:
    """Test hook: wait before a job; False when cancelled during a soft wait."""
    if delay is None:
        return True
    seconds, hard = delay
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not hard and cancel():
            return False
        time.sleep(0.02)
    return True


def _call_engine(
    engine: ModuleType,
    kind: str,
    arguments: dict[str, Any],
    cancel: Callable[[], bool],
    progress: Callable[[str, float | None], None],
    partial: Callable[[dict[str, Any]], None] | None = None,
) -> Any:
    if kind == "markers":
        return [_plain(marker) for marker in engine.markers(arguments["text"])]
    if kind in editor_jobs.KINDS:  # PAC and model runs: errlang_lsp.editor_jobs
        return editor_jobs.run(kind, arguments, cancel, progress)
    settings = _settings(engine, arguments.pop("settings", {}))
    if kind == "check":
        if partial is not None and _takes(engine.check, "partial"):
            arguments["partial"] = _shown(engine, partial)
        return engine.check(**arguments, settings=settings, cancel=cancel)
    if kind == "learn":
        explainer = editor_learn(engine)
        if explainer is None:  # an engine without explanations: its learn alone
            arguments.pop("previous", None)
        learn = explainer if explainer is not None else engine.learn
        if partial is not None and _takes(learn, "partial"):
            arguments["partial"] = partial
        return learn(**arguments, settings=settings, progress=progress, cancel=cancel)
    if kind == "membership":
        return engine.membership(**arguments, settings=settings)
    raise ValueError(f"unknown job kind {kind!r}")


def _shown(
    engine: ModuleType, send: Callable[[dict[str, Any]], None]
) -> Callable[[dict[str, Any]], None]:
    """``send`` for a check's streamed documents (what it would answer if it ended there:
    ``errlang.session.check_partial.streamed``), their runs given the texts a result has."""

    def shown(document: dict[str, Any]) -> None:
        if engine.__name__ == DEFAULT_ENGINE:
            mark_shown_runs("check", document)
        send(document)

    return shown


EDITOR_LEARN = "learn_and_explain"


def _takes(function: Callable[..., Any], name: str) -> bool:
    """Whether ``function`` has a parameter ``name`` (an older engine's learn has no
    ``partial``)."""
    try:
        return name in inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False


def editor_learn(engine: ModuleType) -> Callable[..., Any] | None:
    """The engine's ``learn_and_explain`` (the automaton document with its explanation and
    what the edit changed): an attribute of the engine module, or of its ``explain`` submodule
    (``errlang.session.explain``); ``None`` for an engine without it (a test's fake engine),
    whose ``learn`` is used alone."""
    found = getattr(engine, EDITOR_LEARN, None)
    if callable(found):
        return found
    if hasattr(engine, "__path__"):  # a package: look in its explain module
        try:
            module = importlib.import_module(f"{engine.__name__}.explain")
        except ImportError:
            return None
        found = getattr(module, EDITOR_LEARN, None)
        return found if callable(found) else None
    return None


def _settings(engine: ModuleType, values: dict[str, Any]) -> Any:
    """Build the engine's ``Settings``, keeping only the fields it knows."""
    settings_type = engine.Settings
    known = {f.name for f in dataclasses.fields(settings_type)}
    kwargs = {
        key: tuple(value) if isinstance(value, list) else value
        for key, value in values.items()
        if key in known
    }
    return settings_type(**kwargs)


def _plain(value: Any) -> Any:
    """Dataclasses (the engine's ``Marker``) as plain picklable data."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    return value
