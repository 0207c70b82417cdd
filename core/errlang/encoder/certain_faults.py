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
encoded. The checks are bounded (the first ``CHECKS`` of an encoding, ``RLIMIT`` units of z3's
resource counter each and ``WORK`` units in all; unknown counts as "may avoid"), so they never
make an encoding slower than a fraction of a second — the early instructions, where the guards
are small and a certain fault costs most, are the ones checked — and they are sound either
way: a guard replaced by false is one the solver proved unsatisfiable.

The budget is solver work, not time (seventh session): with 30 ms of wall time per check and
0.25 s per encoding, a loaded machine answered fewer checks, so the same program was encoded
with a different number of paths pruned from one run to the next (33 or 34 loop heads in
tests/unit/encoder/test_loop_bounds_map.py at load 10-12). z3's resource counter (``rlimit``)
counts the solver's steps, so the same formulas get the same answers at any load: one encoding
is one sequence of z3 calls, and each check is charged what the context's counter moved during
it. On the scaling harnesses at 16 bytes a check that is decided uses 15,000-180,000 units
(2-50 ms of CPU); 10 ms of CPU is about 60,000 units there.
"""

from __future__ import annotations

import z3

CHECKS = 32  # certainty checks per encoding
RLIMIT = 50_000  # z3 resource units per check (about 10 ms of CPU on the scaling harnesses)
WORK = 500_000  # z3 resource units for all checks of an encoding together (about 0.1 s)


class CertainFaults:
    """The encoder's bounded certainty checks of one encoding."""

    def __init__(self, checks: int = CHECKS, rlimit: int = RLIMIT, work: int = WORK) -> None:
        self.left = checks
        self.rlimit = rlimit
        self.work = work

    def certain(self, guard: z3.BoolRef, defined: z3.BoolRef) -> bool:
        """Whether no run with ``guard`` satisfies ``defined`` (the instruction is undefined
        on every run of the path), proved by the solver within the check's budget."""
        if self.left <= 0 or self.work <= 0:
            return False
        self.left -= 1
        solver = z3.Solver(ctx=guard.ctx)
        solver.set("rlimit", min(self.rlimit, self.work))
        solver.add(guard, defined)
        before = _work_done(solver)
        try:
            return solver.check() == z3.unsat
        finally:
            self.work -= max(_work_done(solver) - before, 1)


def _work_done(solver: z3.Solver) -> int:
    """The z3 context's resource counter (``rlimit count``) as ``solver``'s statistics show it:
    it counts every solver's steps in the context, so a check's work is its difference."""
    statistics = solver.statistics()
    counters = statistics.keys()  # a z3 Statistics object: ``in`` would not look at its keys
    if "rlimit count" not in counters:
        return 0
    value = statistics.get_key_value("rlimit count")
    return value if isinstance(value, int) else int(value)
