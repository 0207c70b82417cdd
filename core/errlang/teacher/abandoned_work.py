"""z3 work a check stopped waiting for, and the watchdog that interrupts z3 at a deadline
(:mod:`errlang.teacher.solver`'s module text: time budgets are hard, DESIGN §2).

z3 does not look at its timeout during every phase of a check, so a check runs in a thread that
its caller stops waiting for at the deadline plus ``ABANDON_SLACK``; the solver and its formula
are then kept alive here (z3 may still be using them) until the thread ends (:func:`settle`).
"""

from __future__ import annotations

import threading
import time

import z3

from errlang.teacher.collector import CollectorHold

WATCHDOG_SLACK = 0.25  # seconds after the deadline before z3's context is interrupted
ABANDON_SLACK = 0.75  # seconds after the deadline before a z3 check is no longer waited for
_ABANDONED: list[object] = []  # solvers (with their threads) of abandoned checks, kept alive


def abandoned() -> bool:
    """Whether some z3 work of this process was abandoned and may still be running."""
    return bool(_ABANDONED)


def abandon(work: object) -> None:
    """Record z3 work (a thread, and what it uses) left running past its deadline."""
    _ABANDONED.append(work)


def settle(seconds: float) -> bool:
    """Wait up to ``seconds`` for the threads of abandoned z3 work to end (each was told to
    stop: an encoder polls, a check is interrupted by its watchdog), and forget those that
    did, giving back their holds of the cycle collector (:mod:`errlang.teacher.collector`).
    True when none is left running. z3's global context is not safe for two threads at
    once, so new z3 work should start only then; past ``seconds`` it starts anyway (the
    budget is hard), and a crash remains possible — the CLI's ``check`` runs in a child
    process for that reason (docs/checking.md)."""
    until = time.monotonic() + seconds
    running: list[object] = []
    for work in _ABANDONED:
        parts = work if isinstance(work, tuple) else (work,)
        threads = [part for part in parts if isinstance(part, threading.Thread)]
        for thread in threads:
            thread.join(max(0.0, until - time.monotonic()))
        if any(thread.is_alive() for thread in threads):
            running.append(work)
            continue
        for part in parts:
            if isinstance(part, CollectorHold):
                part.release()
    _ABANDONED[:] = running
    return not running


class Watchdog(threading.Timer):
    """Interrupts ``context`` after ``seconds``; ``fired`` says whether it did."""

    def __init__(self, seconds: float, context: z3.Context) -> None:
        self.fired = threading.Event()

        def interrupt() -> None:
            self.fired.set()
            context.interrupt()

        super().__init__(seconds, interrupt)
