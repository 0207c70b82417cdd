"""Encoding a proof program and asking its questions within a share of the budget (issue 33).

The share is counted in *work*, not in seconds (issue 30: a check's time from run to run): z3's
resource units (``rlimit``, deterministic: the same question stops at the same point at any
load) for the questions, and the encoding's executed steps at UNITS_PER_STEP each. A wall-clock
deadline stays the hard outer cap (the check's ``--timeout``). Work stopped by the clock
differs from run to run, and with it every later question of the check, which shares z3's
context (docs/benchmarks-scaling.md, "Ninth session: a check's time from run to run")."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

import z3

from errlang.encoder.encoding import BOUND, UB, UNSUPPORTED, Encoding
from errlang.encoder.symex import (
    DEFAULT_BUDGET,
    EncodingBudgetExceeded,
    EncodingCancelled,
    encode,
)
from errlang.ir.program import IRProgram

# z3's resource units charged per step of a proof program's encoding (its instructions
# executed on all paths): about a step's encoding time at the solver's EFFORT_PER_SECOND
UNITS_PER_STEP = 5_000
RLIMIT_COUNT = "rlimit count"  # z3's statistic: the context's resource units so far


class OutOfTime(Exception):
    """The proof's share of the budget ran out (or the caller cancelled)."""


class Share:
    """What a proof may still spend: ``units`` of work (z3's resource units; None: counted by
    the clock only) within the wall-clock ``deadline`` (the hard outer cap). One share is
    passed to every encoding and question of an attempt; ``spent`` is the work they did."""

    def __init__(self, deadline: float, units: int | None = None) -> None:
        self.deadline = deadline
        self.units = units
        self.spent = 0

    def left(self) -> int | None:
        """The units left (None: no count, the clock only)."""
        return None if self.units is None else max(0, self.units - self.spent)

    def over(self) -> bool:
        """Whether the work or the clock ran out."""
        return self.left() == 0 or time.monotonic() > self.deadline


def shared(deadline: float | Share) -> Share:
    """``deadline`` as a share (a bare deadline: the clock only, as older callers give)."""
    return deadline if isinstance(deadline, Share) else Share(deadline)


def _units(solver: z3.Solver) -> int:
    """z3's resource units counted so far in the solver's context (0: not reported)."""
    statistics = solver.statistics()
    names = statistics.keys()
    return int(statistics.get_key_value(RLIMIT_COUNT)) if RLIMIT_COUNT in names else 0


class Questions:
    """The encoding of one proof program and a solver over its constraints."""

    def __init__(
        self, program: IRProgram, bound: int, share: float | Share, cancel: Callable[[], bool]
    ) -> None:
        self.share = shared(share)
        deadline = self.share.deadline

        def stop() -> bool:
            return cancel() or time.monotonic() > deadline

        left = self.share.left()
        steps = DEFAULT_BUDGET if left is None else min(DEFAULT_BUDGET, left // UNITS_PER_STEP)
        try:
            self.encoding: Encoding = encode(program, "main", bound, (), steps, cancel=stop)[0]
        except EncodingCancelled as error:
            raise OutOfTime() from error
        except EncodingBudgetExceeded as error:
            self.share.spent += (steps + 1) * UNITS_PER_STEP  # the steps it went through
            raise OutOfTime(str(error)) from error
        self.share.spent += len(self.encoding.steps) * UNITS_PER_STEP
        # z3's default solver bit-blasts floating point lazily and is very slow on it: the
        # check's own choice (docs/checking.md, "Floating point: the solver")
        self.solver = z3.Tactic("qffpbv").solver() if self.encoding.floating else z3.Solver()
        self.solver.add(*self.encoding.constraints)

    def _ask(self, goal: z3.BoolRef, *assumed: z3.BoolRef) -> z3.CheckSatResult:
        """z3's answer on ``goal`` and ``assumed``, within the share's units and clock
        (OutOfTime when either ran out before z3 answered)."""
        left = self.share.deadline - time.monotonic()
        if left <= 0 or self.share.over():
            raise OutOfTime()
        self.solver.set("timeout", max(1, int(left * 1000)))
        # per check, from where the counter stands (0: no limit but the clock)
        self.solver.set("rlimit", self.share.left() or 0)
        before = _units(self.solver)
        answer = self.solver.check(goal, *assumed)
        self.share.spent += max(0, _units(self.solver) - before)
        if answer == z3.unknown and self.share.over():
            raise OutOfTime()
        return answer

    def possible(self, goal: z3.BoolRef, *assumed: z3.BoolRef) -> bool:
        """Whether some run of the program satisfies ``goal`` (and ``assumed``); unknown
        counts as possible (a question z3 cannot answer never becomes a proof)."""
        return self._ask(goal, *assumed) != z3.unsat

    def model(self, goal: z3.BoolRef) -> z3.ModelRef | None:
        """A run satisfying ``goal`` (None: none, or z3 could not tell)."""
        return self.solver.model() if self._ask(goal) == z3.sat else None

    def failing_guard(self, site: int) -> z3.BoolRef | None:
        guards = [t.guard for t in self.encoding.terminations if t.site == site]
        return z3.Or(*guards) if guards else None

    def fails(self, site: int, *assumed: z3.BoolRef) -> bool:
        """Whether some run fails assertion ``site`` (under ``assumed``)."""
        guard = self.failing_guard(site)
        return guard is not None and self.possible(guard, *assumed)

    def inputs(self, prefix: str) -> dict[str, z3.BitVecRef]:
        """The input symbols of the formula whose names start with ``prefix`` (by the name of
        the input function: ``prefix`` + what follows up to the line)."""
        found: dict[str, z3.BitVecRef] = {}
        seen: set[int] = set()
        todo: list[z3.ExprRef] = [*self.encoding.constraints]
        todo += [t.guard for t in self.encoding.terminations]
        while todo:
            term = todo.pop()
            if term.get_id() in seen:
                continue
            seen.add(term.get_id())
            if z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED:
                name = term.decl().name()
                if name.startswith(prefix) and isinstance(term, z3.BitVecRef):
                    found[name[len(prefix) :].split("!")[0]] = term
            else:
                todo.extend(term.children())
        return found

    def failing(self, sites: Iterable[int]) -> set[int]:
        return {site for site in sites if self.fails(site)}

    def runs_lost(self, *assumed: z3.BoolRef) -> str | None:
        """The first bound or unsupported construct some run reaches (the program is then not
        fully explored: no proof may rest on it)."""
        for cut in self.encoding.cuts:
            if cut.kind in (BOUND, UNSUPPORTED) and self.possible(cut.guard, *assumed):
                return f"{cut.reason} at line {cut.loc.line}"
        return None

    def undefined(self, *assumed: z3.BoolRef) -> bool:
        """Whether some run reaches undefined behaviour (a cut or a warning site)."""
        cuts = [c for c in self.encoding.cuts if c.kind == UB]
        return any(self.possible(c.guard, *assumed) for c in [*cuts, *self.encoding.warnings])
