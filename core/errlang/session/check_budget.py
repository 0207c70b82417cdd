"""The hard time budget of one ``check`` (DESIGN §2: time budgets are hard): a deadline, the
caller's cancel callback, and the exception that says the budget ran out and during what."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

RESERVE = 0.5  # seconds of the budget kept for what follows the analysis, at least
# and at least this share of it: under load the steps after the deadline (the abandoned solver's
# ABANDON_SLACK, the verdicts, the JSON) take seconds of wall time, and the CLI kills the
# analysis 1.5 s after the budget, losing every bound finished (escapes.c on 64 bytes,
# --timeout 60 at load 14.5: "did not end within its time budget", bound 12 lost)
RESERVE_SHARE = 0.04


class OutOfTime(Exception):
    """The time budget ran out; ``stage`` says during what (encoding, solving)."""

    def __init__(self, stage: str) -> None:
        super().__init__(stage)
        self.stage = stage


@dataclass(frozen=True)
class Budget:
    """A hard time budget: a ``time.monotonic()`` deadline and the caller's cancel callback."""

    seconds: float
    deadline: float
    cancel: Callable[[], bool] | None = None

    @staticmethod
    def start(
        seconds: float, cancel: Callable[[], bool] | None = None, since: float | None = None
    ) -> Budget:
        """A budget of ``seconds`` from ``since`` (a ``time.monotonic()`` instant; default now);
        the analysis stops :data:`RESERVE` (or :data:`RESERVE_SHARE` of the budget, if more)
        earlier, to leave time for printing the results."""
        start = time.monotonic() if since is None else since
        reserve = max(RESERVE, RESERVE_SHARE * seconds)
        return Budget(seconds, start + max(seconds - reserve, seconds / 2), cancel)

    def remaining(self) -> float:
        return self.deadline - time.monotonic()

    def cancelled(self) -> bool:
        return self.cancel is not None and self.cancel()

    def stop_encoding(self) -> bool:
        """The encoder's cancel callback: the caller cancelled or the deadline passed."""
        return self.cancelled() or self.remaining() <= 0

    def within(self, seconds: float) -> Budget:
        """This budget ending ``seconds`` from now at the latest (a bound's cap:
        :func:`errlang.session.check_schedule.step_cap`), its seconds and cancel kept."""
        return Budget(self.seconds, min(self.deadline, time.monotonic() + seconds), self.cancel)
