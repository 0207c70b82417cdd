"""Fixtures for every test: a private errlang query cache, and the slack a loaded machine adds
to a budget test's wall clock.

Each test gets its own sqlite cache (``ERRLANG_CACHE_DIR``) and cache home (``XDG_CACHE_HOME``)
under its ``tmp_path``, so that no test reads answers another test (or the user) stored, and
subprocesses started by the test (the CLI, the language server) inherit them. A test that wants
the cache shared between two learning runs simply runs both inside itself.
"""

from __future__ import annotations

import gc
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

BYTECODE_DIR = "ERRLANG_TEST_BYTECODE"  # the run's shared bytecode cache (set by the first)
ZYGOTE = "ERRLANG_LSP_TEST_ZYGOTE"  # errlang_lsp.testing: servers forked from a zygote


def pytest_configure(config: pytest.Config) -> None:
    """Every Python process the tests start (the CLI, the language server, its fork server:
    hundreds per run) reads the modules it imports compiled once.

    Where ``PYTHONDONTWRITEBYTECODE`` is set (this machine's sessions set it) every such
    process compiled the ~300 modules of errlang and the server it imports again: 0.35 s of
    CPU of the 1.2 s an ``import errlang.session, errlang_lsp.server`` takes (0.85 s with the
    modules compiled). Then the processes the tests start share one bytecode cache
    (``PYTHONPYCACHEPREFIX``, writing allowed; xdist's workers, started after this, inherit
    it): ``errlang-test-bytecode-UID`` in the temporary directory, kept between runs (the first
    run of a machine fills it, about 3 s of CPU once, site-packages included since a prefix
    hides their own ``__pycache__``). Each ``.pyc`` is checked against its source's time
    and size, as Python always does. Measured (the whole process tree's CPU,
    tests/lsp/test_lsp_check_run.py, test_lsp_check_kept.py, tests/check/test_check_isolated.py:
    9 tests, 3 servers): 6.9 s before, 4.95 s with the cache filled, 8.1 s the first time.
    Nothing changes where bytecode may be written (a user's checkout): each module is
    compiled beside its source once, as Python does.

    The language servers the tests start (``errlang_lsp.testing.errlang_client``) are forked
    from one process per test process that imported the server and the engine once
    (``errlang_lsp.zygote``; ``ERRLANG_LSP_TEST_ZYGOTE=0`` starts each as a user does).
    """
    os.environ.setdefault(ZYGOTE, "1")  # language servers forked from one import (below)
    if not os.environ.get("PYTHONDONTWRITEBYTECODE") and BYTECODE_DIR not in os.environ:
        return
    if BYTECODE_DIR not in os.environ:
        cache = Path(tempfile.gettempdir()) / f"errlang-test-bytecode-{os.getuid()}"
        os.environ[BYTECODE_DIR] = str(cache)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = os.environ[BYTECODE_DIR]
    sys.pycache_prefix = os.environ[BYTECODE_DIR]  # this process's own later imports too
    sys.dont_write_bytecode = False


def pytest_collection_finish(session: pytest.Session) -> None:
    """The objects that live for the whole run (the modules imported by collection: errlang,
    z3, pytest, each test module's constants; ~130,000 objects) are moved out of the cycle
    collector's reach (``gc.freeze``), once per test process (each xdist worker collects).

    Every full collection walked them again: 17 gen-2 collections of ~0.1 s each in
    tests/unit/encoder alone. Measured on tests/unit/learner + automata + teacher (560 tests,
    ``-p no:xdist``, the collector's own time by ``gc.callbacks``): 1.00 CPU-s of 17.2
    collecting before, 0.54 after. A check forked from a test (``call_within``, ``check``'s
    child) inherits the frozen generation, so its collections do not touch, and copy, those
    pages either. Nothing is freed later than before: frozen objects are the ones collection
    made, which the run keeps anyway; garbage made by a test is collected as always.
    """
    del session
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's own query cache directory (created on first use by the engine)."""
    cache = tmp_path / "errlang-cache"
    monkeypatch.setenv("ERRLANG_CACHE_DIR", str(cache))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    monkeypatch.delenv("ERRLANG_CACHE", raising=False)
    return cache


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@pytest.fixture
def load_slack() -> float:
    """Seconds the machine's load adds, now, to the wall clock of a command's start and end.

    A budget test (``--timeout T`` ends a command within ``T + 2`` s) measures wall time from
    outside, so it also counts the Python start-up (importing errlang and z3: about 1 s of CPU)
    and the work after the deadline, both of which a machine loaded 10 times over stretches by
    seconds (issue 32: these tests failed in CI runs beside other jobs). One ``errlang
    --version`` is started and its wall time less its CPU time — the time it waited for a
    processor — is counted twice (start and end of the command under test). On a quiet machine
    it is about 0 and the budget tests keep their quiet-machine bound; it never weakens what the
    test asserts about the command's output.
    """
    cpu, started = _children_cpu(), time.monotonic()
    subprocess.run(
        [sys.executable, "-m", "errlang", "--version"], capture_output=True, check=True, timeout=300
    )
    waited = (time.monotonic() - started) - (_children_cpu() - cpu)
    return 2 * max(0.0, waited)
