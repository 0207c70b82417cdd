"""The deepening for undefined behaviour once every assertion has failed (DESIGN §2: a finding
for every reachable undefined behaviour; eleventh session, engineer K).

When every assertion has failed at a bound that is not complete, the verdicts need no deeper
bound, but undefined behaviour past that bound has not been searched: a ``strcpy(s + 1, s)``
overlaps only once ``strlen`` has run its 7 iterations, a ``printf("%s")`` of an unterminated
array reads past it only after its 4. So the deepening goes on, with no assertion left to
ask, for the undefined-behaviour sites alone — along the same schedule, only the loops a bound
cut deepened (:mod:`errlang.session.check_schedule`) — until a bound is complete (every run
ends within it: the search is exhaustive), or its **allowance** is spent: :data:`FACTOR` times
the CPU seconds the verdicts took, at least :data:`FLOOR`, never past the time budget.

The allowance is counted in CPU seconds of this process (``time.process_time``: the same at any
load, as far as the work is done here); a bound is started only when its CPU seconds,
predicted from the last bound's as quadratic in the bound (docs/benchmarks-scaling.md), fit in
what is left; and a wall-clock deadline (the allowance times the wall/CPU ratio the verdicts
showed, times :data:`WALL_SLACK`, at most the budget's) stops a bound the prediction got wrong.
A failure's verdict never changes: each keeps the bound and run it was found at; the result
gains the findings, its ``loop_bound`` is the deepest bound searched, and its note says what
was searched and why it stopped (:meth:`UbSearch.describe`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from errlang.session.check_budget import Budget

FACTOR = 2.0  # the search may take this many times the CPU seconds the verdicts took
FLOOR = 1.0  # CPU seconds it may take at least (a small program's bounds cost milliseconds)
WALL_SLACK = 2.0  # the wall deadline: the allowance at the verdicts' load, times this


@dataclass
class UbSearch:
    """The search for undefined behaviour after every assertion failed at ``failed_bound``:
    its allowance in CPU seconds from ``cpu_start``, its wall deadline, and why it stopped."""

    failed_bound: int
    allowance: float  # CPU seconds
    cpu_start: float  # time.process_time() when it began
    deadline: float  # time.monotonic() deadline, at most the budget's
    stopped: str | None = None  # why it stopped before a complete bound (None: not stopped)
    budgets: bool = False  # the deadline is the time budget's (the budget ends first)

    @staticmethod
    def start(
        failed_bound: int, cpu_seconds: float, wall_seconds: float, budget: Budget
    ) -> UbSearch:
        """The search after verdicts that took ``cpu_seconds`` of CPU (``wall_seconds`` of
        wall time) to fail every assertion at ``failed_bound``, within ``budget``."""
        allowance = max(FLOOR, FACTOR * cpu_seconds)
        load = max(1.0, wall_seconds / cpu_seconds) if cpu_seconds > 0 else 1.0
        own = time.monotonic() + WALL_SLACK * load * allowance
        deadline = min(budget.deadline, own)
        cpu = time.process_time()
        return UbSearch(failed_bound, allowance, cpu, deadline, budgets=budget.deadline <= own)

    def spent(self) -> float:
        """CPU seconds the search took so far."""
        return time.process_time() - self.cpu_start

    def budget(self, budget: Budget) -> Budget:
        """``budget`` with the search's deadline (its seconds and cancel callback kept)."""
        return Budget(budget.seconds, min(budget.deadline, self.deadline), budget.cancel)

    def may_start(self, last_bound: int, last_cpu: float, bound: int) -> bool:
        """Whether ``bound`` is predicted to fit in the allowance: the last bound's CPU
        seconds ``last_cpu`` at ``last_bound`` times (``bound`` / ``last_bound``)²; else the
        search stops, and says why."""
        predicted = last_cpu * (bound / max(1, last_bound)) ** 2
        left = self.allowance - self.spent()
        if predicted > left:
            self.stopped = (
                f"loop bound {bound} was predicted to take {predicted:.2g} s of CPU, more "
                f"than the {max(0.0, left):.2g} s left of the search's allowance "
                f"({self.allowance:.2g} s)"
            )
            return False
        if time.monotonic() >= self.deadline:
            what = "the time budget" if self.budgets else "its allowance's wall deadline"
            self.stopped = f"{what} ran out before loop bound {bound}"
            return False
        return True

    def ran_out(self, bound: int, stage: str, budget: bool) -> None:
        """The search's deadline cut ``bound`` while ``stage`` (``budget``: the time budget's
        own deadline had come). The check is not out of time for it: every verdict was
        settled before, and the note says how far the search went."""
        what = "the time budget" if budget else f"its allowance ({self.allowance:.2g} s of CPU)"
        self.stopped = f"{what} ran out at loop bound {bound} (while {stage})"

    def describe(self, searched: int, complete: bool) -> str:
        """What the search covered: every run to its end (``complete`` at ``searched``), or
        the runs within ``searched`` and why it stopped there."""
        failed = f"every assertion failed within loop bound {self.failed_bound}"
        if complete:
            return (
                f"{failed}; undefined behaviour was then searched on to loop bound {searched}, "
                "where every run ends: the search for it is complete"
            )
        why = self.stopped or "the schedule ended"
        if searched == self.failed_bound:
            return (
                f"{failed}; undefined behaviour was searched in the runs within loop bound "
                f"{searched} only (the search for it went no deeper: {why}; some runs go on "
                "past it; a larger --loop-bound searches them)"
            )
        return (
            f"{failed}; undefined behaviour was then searched in the runs within loop bound "
            f"{searched} only (it stopped there: {why}; some runs go on past it; a larger "
            "--loop-bound searches them)"
        )
