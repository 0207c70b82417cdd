"""Encoding a proof program and asking its questions within a deadline (issue 33)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

import z3

from errlang.encoder.encoding import BOUND, UB, UNSUPPORTED, Encoding
from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled, encode
from errlang.ir.program import IRProgram


class OutOfTime(Exception):
    """The proof's share of the time budget ran out (or the caller cancelled)."""


class Questions:
    """The encoding of one proof program and a solver over its constraints."""

    def __init__(
        self, program: IRProgram, bound: int, deadline: float, cancel: Callable[[], bool]
    ) -> None:
        self.deadline = deadline

        def stop() -> bool:
            return cancel() or time.monotonic() > deadline

        try:
            self.encoding: Encoding = encode(program, "main", bound, (), cancel=stop)[0]
        except EncodingCancelled as error:
            raise OutOfTime() from error
        except EncodingBudgetExceeded as error:
            raise OutOfTime(str(error)) from error
        # z3's default solver bit-blasts floating point lazily and is very slow on it: the
        # check's own choice (docs/checking.md, "Floating point: the solver")
        self.solver = z3.Tactic("qffpbv").solver() if self.encoding.floating else z3.Solver()
        self.solver.add(*self.encoding.constraints)

    def possible(self, goal: z3.BoolRef, *assumed: z3.BoolRef) -> bool:
        """Whether some run of the program satisfies ``goal`` (and ``assumed``); unknown
        counts as possible (a question z3 cannot answer never becomes a proof)."""
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise OutOfTime()
        self.solver.set("timeout", max(1, int(left * 1000)))
        answer = self.solver.check(goal, *assumed)
        if answer == z3.unknown and time.monotonic() >= self.deadline:
            raise OutOfTime()
        return answer != z3.unsat

    def model(self, goal: z3.BoolRef) -> z3.ModelRef | None:
        """A run satisfying ``goal`` (None: none, or z3 could not tell)."""
        if not self.possible(goal):
            return None
        return self.solver.model() if self.solver.check(goal) == z3.sat else None

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
