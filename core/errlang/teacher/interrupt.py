"""Stopping a z3 check when the run that posed it is cancelled (docs/server.md, Cancellation).

z3 looks at nothing of ours while it checks, so a watcher thread polls the run's ``cancel()``
and interrupts z3's context (``Z3_interrupt``) when it says so: the check then returns
``unknown`` ("canceled") within milliseconds, where waiting for it could take seconds.

An interrupt that arrives when no check runs stays pending in the context and makes the next
``push`` fail (its scope is pushed all the same), so the watcher interrupts only while its
check is running, and a pending interrupt is cleared by a trivial check on the same context.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import z3

CANCEL_POLL = 0.05  # seconds between two looks at cancel() during a check


class CancelWatcher:
    """Watches ``cancel()`` during one check of ``context`` and interrupts the check."""

    def __init__(self, context: z3.Context, cancel: Callable[[], bool]) -> None:
        self._context = context
        self._cancel = cancel
        self._over = threading.Event()
        self._lock = threading.Lock()
        self.fired = False  # the context was interrupted
        self._thread = threading.Thread(target=self._watch, name="errlang-z3-cancel", daemon=True)
        self._thread.start()

    def _watch(self) -> None:
        while not self._over.wait(CANCEL_POLL):
            if self._cancel():
                with self._lock:
                    if not self._over.is_set():
                        self._context.interrupt()
                        self.fired = True
                return

    def stop(self) -> None:
        """The check is over: no interrupt from now on, none left pending, and the watcher's
        thread ended (it runs no Python beside the caller's next z3 call: teacher.collector)."""
        with self._lock:
            self._over.set()
        if self._thread is not threading.current_thread():
            self._thread.join()
        if self.fired:  # it may have come after the check returned
            z3.Solver(ctx=self._context).check()
