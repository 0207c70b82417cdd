"""What the server's fork server imports once for all analysis workers (docs/server.md).

The language server starts its workers through a ``multiprocessing`` fork server
(:class:`errlang_lsp.pool.WorkerPool` with ``start_method="forkserver"``): one process that
imports the engine once and then forks a worker whenever the pool asks
for one. A worker so made starts with the engine loaded: about 0.01 CPU-s to its ``ready``
instead of about 0.6 CPU-s for a ``spawn`` ed worker that imports it afresh (docs/server.md,
"Workers"), at every start, replacement after a crash, cancel, timeout or give-up.

The fork server imports :mod:`errlang_lsp.forkserver_init`, which calls the two functions
here (this module itself does nothing when imported, nor does ``worker``):

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

import importlib

from errlang_lsp.worker import DEFAULT_ENGINE

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
