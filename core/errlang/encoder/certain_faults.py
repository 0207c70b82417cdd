"""Undefined behaviour that is certain on a path ends its encoding (issue 31 item 2).

:meth:`SymbolicExecutor.block` keeps the runs on which an instruction is defined by conjoining
"no fault" to the path's guard (DESIGN §2: undefined behaviour ends the run). When the faults
together cover every run of the path — a pointer read uninitialised and dereferenced is null or
points nowhere, whatever its value — that guard is unsatisfiable, but z3's term simplifier does
not see it, so the encoder went on encoding a dead path: on a list program whose every run
dereferences an uninitialised pointer in its first call, the loops after it and the aliasing of
that pointer with every object made loop bound 1 time out while encoding (60 s) where the
5-line program with the same dereference is decided at once.

So, when an instruction may be undefined, the encoder asks the solver whether the path can
avoid the faults; if it cannot, the path's guard becomes false and nothing more of it is
encoded. The checks are bounded (the first ``CHECKS`` of an encoding, ``TIMEOUT_MS`` each, and
``SECONDS`` in all; unknown counts as "may avoid"), so they never make an encoding slower than
a fraction of a second — the early instructions, where the guards are small and a certain
fault costs most, are the ones checked — and they are sound either way: a guard replaced by
false is one the solver proved unsatisfiable.
"""

from __future__ import annotations

import time

import z3

CHECKS = 32  # certainty checks per encoding
TIMEOUT_MS = 30  # milliseconds per check
# all checks of an encoding together (bubble sort bound 3: 12 checks, 0.2-0.6 s at load 9)
SECONDS = 0.25


class CertainFaults:
    """The encoder's bounded certainty checks of one encoding."""

    def __init__(
        self, checks: int = CHECKS, timeout_ms: int = TIMEOUT_MS, seconds: float = SECONDS
    ) -> None:
        self.left = checks
        self.timeout_ms = timeout_ms
        self.seconds = seconds

    def certain(self, guard: z3.BoolRef, defined: z3.BoolRef) -> bool:
        """Whether no run with ``guard`` satisfies ``defined`` (the instruction is undefined
        on every run of the path), proved by the solver within the check's budget."""
        if self.left <= 0 or self.seconds <= 0:
            return False
        self.left -= 1
        started = time.perf_counter()
        solver = z3.Solver(ctx=guard.ctx)
        solver.set("timeout", self.timeout_ms)
        solver.add(guard, defined)
        try:
            return solver.check() == z3.unsat
        finally:
            self.seconds -= time.perf_counter() - started
