"""The time budget of one `learn` and where it went (DESIGN §2: time budgets are hard).

A :class:`LearnBudget` is a ``time.monotonic()`` deadline with the caller's cancel callback; the
bound driver gives every part of a learn (encoding, queries, cut words, picture, confirmation,
counterexamples) the deadline, or an earlier one for a share of the budget. :class:`Phases`
adds up the seconds of each part for ``stats.phases``. :func:`stop_reason` says in words why
the driver stopped and what to change to get further.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

RESERVE = 1.5  # seconds of the budget kept for what follows learning (runs, output)
MIN_RESERVE_SHARE = 0.5  # a short budget keeps at least half of itself for learning

PHASES = (
    "front_end",
    "encoding",
    "solver",
    "learner",
    "cut_words",
    "picture",
    "confirmation",
    "counterexamples",
)


@dataclass(frozen=True)
class LearnBudget:
    """``seconds`` from a start; learning stops at ``deadline`` (RESERVE before the end)."""

    seconds: float
    deadline: float  # time.monotonic()
    cancel: Callable[[], bool] | None = None
    end: float = float("inf")  # time.monotonic() when the whole budget is spent

    @staticmethod
    def start(
        seconds: float, cancel: Callable[[], bool] | None = None, since: float | None = None
    ) -> LearnBudget:
        """A budget of ``seconds`` from ``since`` (a ``time.monotonic()`` instant; default
        now), whose deadline is RESERVE earlier (at most half the budget earlier)."""
        start = time.monotonic() if since is None else since
        deadline = start + max(seconds - RESERVE, seconds * MIN_RESERVE_SHARE)
        return LearnBudget(seconds, deadline, cancel, start + seconds)

    def after_learning(self, seconds: float) -> float:
        """An instant for what follows learning (the counterexample runs): ``seconds`` from
        now, or the deadline plus half the reserve if later, but never past the end."""
        later = max(self.deadline + RESERVE / 2, time.monotonic() + seconds)
        return min(self.end - RESERVE / 4, later)

    def remaining(self) -> float:
        return self.deadline - time.monotonic()

    def cancelled(self) -> bool:
        """The caller gave up (not the clock)."""
        return self.cancel is not None and self.cancel()

    def out_of_time(self) -> bool:
        return time.monotonic() >= self.deadline

    def stop(self) -> bool:
        """The poll of the encoder and the learner: cancelled, or the deadline passed."""
        return self.cancelled() or self.out_of_time()

    def share(self, fraction: float, at_least: float = 0.0) -> LearnBudget:
        """A budget ending after ``fraction`` of this one's seconds from now (at least
        ``at_least`` seconds), never after this one's deadline."""
        until = time.monotonic() + max(at_least, fraction * self.seconds)
        return LearnBudget(self.seconds, min(self.deadline, until), self.cancel, self.end)


class Phases:
    """Seconds spent in each phase of a learn (:data:`PHASES`), added up as it goes."""

    def __init__(self) -> None:
        self.seconds: dict[str, float] = dict.fromkeys(PHASES, 0.0)

    def add(self, phase: str, seconds: float) -> None:
        self.seconds[phase] += max(0.0, seconds)

    @contextmanager
    def timing(self, phase: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.add(phase, time.perf_counter() - started)

    def items(self) -> tuple[tuple[str, float], ...]:
        return tuple(self.seconds.items())


def stop_reason(what: str, bound: int, doing: str, timeout: float, shown: int | None) -> str:
    """Why the bound driver stopped at ``bound`` while ``doing`` (``what``: "the time budget
    of 60 s ran out" or the solver's or encoder's reason), which bound's automaton is shown
    (``shown``; None: none), and what to change to get further."""
    text = f"{what} while {doing} at loop bound {bound}"
    if shown is not None:
        text += f"; the automaton of loop bound {shown} is shown"
    hints = [f"raise the timeout ({timeout:g} s)"]
    if bound > 1:
        hints.append(f"learn at a loop bound below {bound}")
    hints.append("lower the maximum word length")
    hints.append("learn over fewer letters (a smaller alphabet)")
    return f"{text}. To get further: {', '.join(hints[:-1])} or {hints[-1]}"
