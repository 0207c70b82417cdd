"""Python's cycle collector held off while z3 checks beside other Python threads (a check
worker's SIGABRT "double free or corruption" on a markupsafe harness, issue 30).

z3's Python objects give their z3 terms back (``Z3_dec_ref``) when they are finalised, and a
z3 context is not safe for two threads at once. CPython's cycle collector runs in whichever
thread's allocation crosses its threshold, so while one thread checks (``BoundedSolver``'s
check thread, or the main thread with a cancel watcher polling beside it), the watcher's or the
watchdog's few allocations can start a collection that finalises z3 objects held in reference
cycles — an exception caught and re-raised ``from`` it keeps its frame's conditions in a cycle —
and z3's reference counts and memory are then changed by two threads at once (angr met the same
race: its solver thread against the collector). The collection is held off (``gc.disable``)
from before the check starts until every thread that polled beside it has ended, and then
runs as before; no object is freed later than it would be at the next collection after that.

A check that is abandoned at its deadline (:mod:`errlang.teacher.abandoned_work`) may still
run in its thread: its hold is kept until :func:`errlang.teacher.abandoned_work.settle` sees
the thread end.
"""

from __future__ import annotations

import gc
import threading

_LOCK = threading.Lock()
_HOLDS = 0  # holds not yet released
_DISABLED_HERE = False  # the collector was enabled when the first hold disabled it


class CollectorHold:
    """One hold of the cycle collector, released once (:meth:`release`)."""

    def __init__(self) -> None:
        global _HOLDS, _DISABLED_HERE
        self._released = False
        with _LOCK:
            if _HOLDS == 0:
                _DISABLED_HERE = gc.isenabled()
                gc.disable()
            _HOLDS += 1

    def release(self) -> None:
        """Give the hold back; the collector runs again once no hold is left (and if it ran
        before the first)."""
        global _HOLDS, _DISABLED_HERE
        with _LOCK:
            if self._released:
                return
            self._released = True
            _HOLDS -= 1
            if _HOLDS == 0 and _DISABLED_HERE:
                _DISABLED_HERE = False
                gc.enable()


def held() -> bool:
    """Whether some hold is in force."""
    return _HOLDS > 0
