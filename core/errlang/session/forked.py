"""A pure-Python computation with a hard time limit: run in a ``fork()``ed child, killed when
it overruns (DESIGN §2: time budgets are hard).

Used for the picture's separating-automaton search: its SAT solver (CaDiCaL through python-sat)
cannot be interrupted and holds the GIL while it solves, so neither a timer nor a thread can
stop it; a child process can be killed. The child must not need z3 (whose objects it never
finalises: it ends with ``os._exit``); the result travels back pickled through a pipe. Where
``fork`` is not available the computation runs in this process, without the hard limit.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import select
import signal
import sys
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


class Overran(Exception):
    """The computation did not end within its limit (it was killed)."""


def call_within(work: Callable[[], T], seconds: float) -> T:
    """``work()``, computed in a child process killed after ``seconds`` (:class:`Overran`);
    an exception ``work`` raises is raised here (as :class:`RuntimeError` if it does not
    pickle)."""
    if not hasattr(os, "fork"):
        return work()
    sys.stdout.flush()
    sys.stderr.flush()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        os.close(read_end)
        _child(work, write_end)
    os.close(write_end)
    try:
        data = _collect(read_end, time.monotonic() + seconds)
    finally:
        os.close(read_end)
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            os.waitpid(pid, 0)
    if data is None:
        raise Overran(f"did not end within {seconds:.1f} s")
    ok, value = pickle.loads(data)
    if not ok:
        raise value
    return value


def _child(work: Callable[[], object], write_end: int) -> None:
    code = 0
    try:
        try:
            data = pickle.dumps((True, work()))
        except BaseException as error:  # sent to the parent, raised there
            try:
                data = pickle.dumps((False, error))
            except Exception:
                data = pickle.dumps((False, RuntimeError(repr(error))))
        view = memoryview(data)
        while view:
            written = os.write(write_end, view)
            view = view[written:]
    except BaseException:
        code = 1
    finally:
        os._exit(code)


def _collect(read_end: int, deadline: float) -> bytes | None:
    """Everything the child writes until it closes the pipe, or None at the deadline."""
    chunks: list[bytes] = []
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return None
        ready, _, _ = select.select([read_end], [], [], left)
        if not ready:
            return None
        chunk = os.read(read_end, 1 << 16)
        if not chunk:
            return b"".join(chunks) if chunks else None
        chunks.append(chunk)
