"""One z3 call under a hard time budget (DESIGN §2: time budgets are hard), the machinery
every query of :class:`errlang.teacher.solver.BoundedSolver` goes through.

A solver may be given a *deadline* (a ``time.monotonic()`` instant): every call then gets z3's
per-call timeout set to the time that remains, and a watchdog interrupts z3's context a little
after it, because z3 does not look at its timeout during every phase of a check. z3 can still be
deaf to both for seconds (seen while it preprocesses a deep recursion's formula), so the call
runs in a thread that the caller stops waiting for at ``deadline + ABANDON_SLACK``: the call is
then *abandoned* — the solver and its formula are kept alive (z3 may still be using them) and
:func:`errlang.teacher.abandoned_work.abandoned` says so, so that a command-line process exits
without finalising z3 objects (``os._exit``) and a long-lived process replaces itself before its
next z3 call. A caller's ``cancel()`` interrupts z3 too (:class:`CancelWatcher`).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from typing import TypeVar

import z3

from errlang.teacher.abandoned_work import (
    ABANDON_SLACK,
    WATCHDOG_SLACK,
    Watchdog,
    abandon,
    abandoned,
    settle,
)
from errlang.teacher.collector import CollectorHold
from errlang.teacher.interrupt import CancelWatcher

T = TypeVar("T")

UNBOUNDED_SETTLE = 5.0  # seconds waited for abandoned z3 work before a query with no time limit


class SolverUnknown(Exception):
    """z3 answered unknown (timeout, resource limit); ``reason`` says which."""

    def __init__(self, reason: str, *, out_of_time: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.out_of_time = out_of_time  # the deadline passed (rather than another z3 limit)


class SolverCancelled(Exception):
    """A query stopped because the run that posed it was cancelled (its ``cancel()`` said so)."""


class GuardedCalls:
    """The state of a solver's z3 calls under its deadline and cancel callback: the solver
    holding the formula, the one the running call uses (``_active``: a fresh or screening
    solver may stand in), z3's timeout, and whether a call was abandoned."""

    solver: z3.Solver
    _active: z3.Solver
    deadline: float | None  # time.monotonic() instant after which no query runs
    cancel: Callable[[], bool] | None  # polled during every check: z3 is interrupted then
    timeout_ms: int  # the solver's own timeout (z3's default, 2^32 - 1, is none)
    _call_ms: int  # z3's timeout of the running check
    _hold: CollectorHold | None  # the running check's (teacher.collector)
    abandoned: bool  # a check of this solver was abandoned: it may not be used

    def set_timeout(self, seconds: float) -> None:
        self._call_ms = max(1, int(seconds * 1000))  # a fresh solver made after it gets it too
        self.solver.set("timeout", self._call_ms)
        if self._active is not self.solver:
            self._active.set("timeout", self._call_ms)

    def set_cancel(self, cancel: Callable[[], bool] | None) -> None:
        """The cancel callback of the run posing the next queries (None: not cancellable)."""
        self.cancel = cancel

    def _cancelled(self) -> bool:
        return self.cancel is not None and self.cancel()

    def _arm(self, limit: float | None = None) -> Watchdog | None:
        """Per-call timeout from the deadline (and ``limit``, seconds for this call only), and a
        watchdog that interrupts z3 after it."""
        if self.deadline is None and limit is None:
            return None
        remaining = self.deadline - time.monotonic() if self.deadline is not None else limit
        assert remaining is not None
        if remaining <= 0:
            raise SolverUnknown("the time budget ran out", out_of_time=True)
        if limit is not None:
            remaining = min(remaining, limit)
        self.set_timeout(remaining)
        watchdog = Watchdog(remaining + WATCHDOG_SLACK, self.solver.ctx)
        watchdog.daemon = True
        watchdog.start()
        return watchdog

    def _time_left(self, limit: float | None) -> float:
        """The seconds this query may take: ``limit``, else what is left before the deadline
        (0 without either)."""
        if limit is not None:
            return limit
        return max(0.0, self.deadline - time.monotonic()) if self.deadline is not None else 0.0

    def _begin(self, limit: float | None) -> Watchdog | None:
        """The start of every check: none after an abandoned one or a cancel; z3's own timeout
        and, with ``limit``, the watchdog armed for it."""
        if self.abandoned:
            raise SolverUnknown("an earlier check was abandoned", out_of_time=True)
        # z3's global context is not safe for two threads: work abandoned earlier (a check,
        # an encoding past its deadline or its cap) must end first, within this query's time
        if abandoned() and not settle(self._time_left(limit) or UNBOUNDED_SETTLE):
            raise SolverUnknown("z3 work abandoned earlier is still running", out_of_time=True)
        if self._cancelled():
            raise SolverCancelled("cancelled")
        self._call_ms = self.timeout_ms
        # no cycle collection from here to _disarm: the watchdog's and the cancel watcher's
        # threads run Python beside z3, and must never finalise z3 objects (teacher.collector)
        self._hold = CollectorHold()
        try:
            return self._arm(limit)
        except BaseException:
            self._hold.release()
            raise

    def _disarm(self, watchdog: Watchdog | None) -> None:
        """The end of every check begun: the watchdog stopped (its thread ended), a late
        interrupt cleared, and the collector's hold released — unless the check was abandoned
        (its thread may still use z3: ``settle`` releases the hold when it ends)."""
        if watchdog is not None:
            watchdog.cancel()
            if not self.abandoned:
                watchdog.join()
            if watchdog.fired.is_set() and not self.abandoned:
                # it fired after the check had returned (a loaded machine): the interrupt is
                # pending and would cancel the next z3 call (model.eval: 'canceled')
                with contextlib.suppress(z3.Z3Exception):
                    z3.Solver(ctx=self.solver.ctx).check()
        if self._hold is not None and not self.abandoned:
            self._hold.release()

    def _stopped_by(self, error: z3.Z3Exception) -> None:
        """Raise what ``error`` means when the check was cancelled or ran out of time; a
        screen's other z3 errors (a term its pipeline cannot take) are no answer."""
        if self._cancelled():
            raise SolverCancelled("cancelled") from error
        if self._late():
            raise SolverUnknown(str(error), out_of_time=True) from error

    def _check_cancellable(self, prepare: Callable[[], None]) -> z3.CheckSatResult:
        """``prepare()`` (push, add) and ``solver.check()`` under :meth:`_cancellable` (an
        interrupt during the push cancels the push: the query is then cancelled, its
        conditions never added)."""

        def check() -> z3.CheckSatResult:
            prepare()
            return self._active.check()

        return self._cancellable(check)

    def _cancellable(self, work: Callable[[], T]) -> T:
        """:meth:`_bounded`, z3 interrupted when ``cancel()`` says so."""
        if self.cancel is None:
            return self._bounded(work)
        watcher = CancelWatcher(self._active.ctx, self.cancel)
        try:
            return self._bounded(work)
        finally:
            watcher.stop()

    def _bounded(self, work: Callable[[], T]) -> T:
        """``work()`` (z3's), in a thread waited for until the deadline (plus slack) only."""
        if self.deadline is None:
            return work()
        outcome: list[T | BaseException] = []
        done = threading.Event()

        def run() -> None:
            try:
                outcome.append(work())
            except BaseException as error:  # handed to the waiting thread
                outcome.append(error)
            finally:
                done.set()

        thread = threading.Thread(target=run, name="errlang-z3-check", daemon=True)
        thread.start()
        try:
            finished = done.wait(max(0.0, self.deadline - time.monotonic()) + ABANDON_SLACK)
        except BaseException:  # Ctrl-C or SIGTERM while z3 checks: no pop under it (SIGSEGV)
            self.abandoned = True
            abandon((self, thread, self._hold))
            raise
        if not finished:
            self.abandoned = True
            abandon((self, thread, self._hold))
            raise SolverUnknown("z3 did not stop at the deadline", out_of_time=True)
        result = outcome[0]
        if isinstance(result, BaseException):
            raise result
        return result

    def _late(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline - 0.05

    def _pop(self) -> None:
        # interrupted once more: the scope goes with the solver
        with contextlib.suppress(z3.Z3Exception):
            self.solver.pop()
