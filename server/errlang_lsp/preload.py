"""The analysis workers' fork server: how the language server starts it
(:func:`launch_forkserver`, :func:`warm_up`, :func:`start_method_from_environment`) and what
it imports once for all workers (:func:`preload`; docs/server.md, "Workers").

The language server starts its workers through a ``multiprocessing`` fork server
(:class:`errlang_lsp.pool.WorkerPool` with ``start_method="forkserver"``): one process that
imports the engine once and then forks a worker whenever the pool asks
for one. A worker so made starts with the engine loaded: about 0.01 CPU-s to its ``ready``
instead of about 0.6 CPU-s for a ``spawn`` ed worker that imports it afresh (docs/server.md,
"Workers"), at every start, replacement after a crash, cancel, timeout or give-up.

The fork server imports :mod:`errlang_lsp.forkserver_init`, which calls two functions
(this module itself does nothing when imported, nor does ``worker``):

* ``worker.die_with_parent`` ties the fork server's life to the server's (``PR_SET_PDEATHSIG``:
  the workers hold the fork server's "alive" pipe too, so it would otherwise outlive a killed
  server while a worker computes; each worker in turn dies with the fork server,
  ``worker._detach_from_server``);
* :func:`preload` imports the engine named by ``ERRLANG_LSP_ENGINE`` (the server's, whose
  environment the fork server inherits) and, for errlang's own engine, the modules its first
  jobs load lazily (the editor's learn and explanations, ``networkx`` for the deciding step). A
  module that fails to import is left alone: the worker imports the engine again by name and
  reports the error readably, as a ``spawn`` ed worker does.

Nothing imported here may start a thread or open a file that a worker would inherit: the fork server
forks from a single thread (``tests/lsp/test_lsp_forkserver.py`` checks what it holds).
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import multiprocessing
import os
import signal
from multiprocessing import forkserver
from typing import Any, Literal

from errlang_lsp.worker import DEFAULT_ENGINE

log = logging.getLogger(__name__)

StartMethod = Literal["spawn", "forkserver"]
FORKSERVER_PRELOAD = ["errlang_lsp.forkserver_init"]
START_ENV = "ERRLANG_LSP_WORKER_START"

# Loaded lazily by the first learn, explanation or deciding step of a worker.
ENGINE_EXTRAS = (
    "errlang.session.explain",
    "errlang.session.driver",
    "errlang.explain.values",
    "errlang.learner.kv",
    "errlang.learner.lstar",
    "networkx",
)


def preload(engine: str) -> list[str]:
    """Import ``engine`` (and, for errlang's own, :data:`ENGINE_EXTRAS`); the names imported."""
    names = [engine, "errlang_lsp.limits", *(ENGINE_EXTRAS if engine == DEFAULT_ENGINE else ())]
    loaded: list[str] = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # the worker reports it (worker._load_engine)
            continue
        loaded.append(name)
    return loaded


def launch_forkserver() -> None:
    """Start the fork server that preloads the engine (nothing when it runs already). The
    language server calls it first thing (``__main__``), so that the engine's import overlaps
    the server's own start-up, from its main thread: a parent-death signal follows the thread
    that started the process."""
    multiprocessing.get_context("forkserver").set_forkserver_preload(FORKSERVER_PRELOAD)
    forkserver.ensure_running()


def forkserver_ended() -> str | None:
    """How this process's fork server ended ("was killed by SIGKILL"), or ``None`` while it
    runs or was never started. It is not reaped here: ``forkserver.ensure_running`` reaps it
    when asked to start it again."""
    pid = getattr(forkserver._forkserver, "_forkserver_pid", None)
    if pid is None:
        return None
    try:
        ended = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:
        return "ended"
    if ended is None:
        return None
    if ended.si_code == os.CLD_EXITED:
        return f"exited with status {ended.si_status}"
    with contextlib.suppress(ValueError):
        return f"was killed by {signal.Signals(ended.si_status).name}"
    return f"was killed by signal {ended.si_status}"


def start_method_from_environment() -> StartMethod:
    """The language server's start method: ``forkserver``, or ``spawn`` when
    ``ERRLANG_LSP_WORKER_START=spawn``. The fork server was opt-in for a session: with it a learn
    the automaton view asked for right after the server started was left "queued" and never ran
    in 2 of 3 real-VS-Code runs of ``partial.test.ts``. The cause (a target dropped while its
    learn waited for its settings, in ``Analyses``) is fixed and tested
    (``tests/lsp/test_lsp_learn_asked_early.py``); with it, real VS Code passed that test 3 of 3
    with the fork server (docs/server.md, "Workers")."""
    chosen = os.environ.get(START_ENV, "").strip()
    if chosen not in ("", "spawn", "forkserver"):
        log.warning("ignoring %s=%r (spawn or forkserver)", START_ENV, chosen)
    return "spawn" if chosen == "spawn" else "forkserver"


def warm_up(context: Any) -> None:
    """Start one process that does nothing through ``context``'s fork server: it returns once
    the fork server has imported what it preloads (run in a thread, not the event loop)."""
    process = context.Process(target=os.getpid, name="errlang-worker-warm-up", daemon=True)
    process.start()
    process.join()
