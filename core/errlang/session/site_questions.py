"""The questions of one bound of ``check`` about its cut sites (DESIGN §2: undefined behaviour
and the bound are findings): which of the bound's limits some run reaches (completeness),
which undefined-behaviour sites, and which warning sites (findings that cut no run). Asked as
disjunctions, a site at a time taken out once a run reaches it. Split out of
:mod:`errlang.session.check_bound`, whose :class:`~errlang.session.check_bound.BoundCheck`
asks them (it holds the solver, the encoding and the outcome this mixin reads).
"""

from __future__ import annotations

import itertools
from dataclasses import replace

import z3

from errlang.encoder.encoding import Encoding
from errlang.encoder.values import disj
from errlang.session.bound_outcome import BoundOutcome
from errlang.session.check_budget import Budget, OutOfTime
from errlang.session.run_dependence import unset_lines
from errlang.session.verdicts import WARNING_REASONS, CutSite, Finding
from errlang.teacher.solver import BoundedSolver, SolverUnknown

UB_LETTER = "!ub"  # the last letter of the word of a run cut by undefined behaviour
MAX_SITE_QUERIES = 100  # undefined-behaviour sites asked about per bound

Sites = list[tuple[CutSite, z3.BoolRef]]


class SiteQuestions:
    """The cut-site questions of a bound: :meth:`_limits`, :meth:`_cuts`, :meth:`_warnings`
    and the finding each site reached makes (:meth:`_finding`)."""

    solver: BoundedSolver
    encoding: Encoding
    outcome: BoundOutcome
    budget: Budget
    bound: int
    known: frozenset[tuple[str, int, int, str]]

    def _ask(self, *conditions: z3.BoolRef) -> z3.ModelRef | None:
        try:
            return self.solver.satisfiable(*conditions)
        except SolverUnknown as error:
            if error.out_of_time or self.budget.remaining() <= 0:
                raise OutOfTime("solving") from error
            raise

    def _limits(self, limits: Sites, rest: list[z3.BoolRef]) -> tuple[Sites, bool]:
        """Which of ``limits`` (the bound's cuts) some run reaches, as :meth:`_cuts` asks; and
        whether no run reaches any of ``rest`` either (a failing end, another cut site).

        While the solver is fresh, each query asks ``rest`` too: at a bound where nothing
        fails, the last query (no more limits) then answers every failure and site at once,
        where one by one each fresh query would preprocess (and bit-blast) the whole formula
        again: 15% less solving over six parser harnesses, from 2.4 times less to 15% more
        (docs/benchmarks-scaling.md, "Where it stands"). A run found that reaches no limit
        fails an assertion or reaches another site: ``rest`` is then left to the questions one
        by one, whose runs are those a query of that one question gives (a fresh solver's
        answer depends only on its query). The incremental solver is asked as before, ``rest``
        apart (its answers depend on the queries before). Returns the limits not answered and
        whether ``rest`` is settled."""
        remaining = list(limits)
        together = bool(rest)
        while True:
            joined = together and self.solver.fresh
            targets = [g for _, g in remaining] + (rest if joined else [])
            if not targets:
                return [], False
            try:
                model = self._ask(disj(*targets))
            except SolverUnknown:
                return remaining, False
            if model is None:
                return [], joined
            hit = [(c, g) for c, g in remaining if z3.is_true(model.eval(g, True))]
            if not hit:
                if not joined:  # cannot happen for a model of the disjunction
                    return remaining, False
                together = False
                continue
            for site, _ in hit:
                self.outcome.cuts.append(site)
                self._finding(site, model)
            remaining = [(c, g) for c, g in remaining if (c, g) not in hit]

    def _cuts(self, sites: Sites, cap: int | None = None) -> Sites:
        """Which of ``sites`` some run reaches (added to the outcome's cuts; new undefined
        behaviour becomes a finding): one query per site reached, plus one that finds no more,
        at most ``cap``. Returns the sites not examined (none when all were)."""
        remaining = list(sites)
        for _ in itertools.count() if cap is None else range(cap):
            if not remaining:
                break
            try:
                model = self._ask(disj(*(guard for _, guard in remaining)))
            except SolverUnknown:
                break
            if model is None:
                return []
            hit = [(c, g) for c, g in remaining if z3.is_true(model.eval(g, True))]
            if not hit:  # cannot happen for a model of the disjunction; never loop forever
                break
            for site, _ in hit:
                self.outcome.cuts.append(site)
                self._finding(site, model)
            remaining = [(c, g) for c, g in remaining if (c, g) not in hit]
        return remaining

    def _warnings(self) -> int:
        """Findings that cut no run (an uninitialised local read, a signed overflow: DESIGN §2),
        of the sites not yet reported, asked as :meth:`_cuts` asks (without adding them to the
        cuts): all at once, then again without those a run reached, at most MAX_SITE_QUERIES
        queries; where the solver gives up on a query of several, the sites left are asked one
        by one. Returns how many sites were left unexamined (the cap, the solver, the time)."""
        joined: dict[CutSite, list[z3.BoolRef]] = {}
        for cut in self.encoding.warnings:
            loc = cut.loc
            site = CutSite("ub", cut.reason, loc.line, loc.column, loc.function)
            if (site.reason, site.line, site.column, site.function) not in self.known:
                joined.setdefault(site, []).append(cut.guard)
        remaining = [(site, disj(*guards)) for site, guards in joined.items()]
        try:
            self._warning_sites(remaining)
        except OutOfTime:
            if self.budget.cancelled():  # Ctrl-C, the editor's cancel: the analysis ends
                raise
            # else the bound's verdicts are all answered by then: only these sites are not
        return len(remaining)

    def _warning_sites(self, remaining: Sites) -> None:
        """Ask about ``remaining``, taking each site out of it once it is answered."""
        asked = 0
        while remaining and asked < MAX_SITE_QUERIES:
            asked += 1
            try:
                model = self._ask(disj(*(guard for _, guard in remaining)))
            except SolverUnknown:
                break
            if model is None:
                remaining.clear()
                return
            hit = [(c, g) for c, g in remaining if z3.is_true(model.eval(g, True))]
            if not hit:  # cannot happen for a model of the disjunction; never loop forever
                break
            for site, _ in hit:
                self._finding(site, model)
            remaining[:] = [(c, g) for c, g in remaining if (c, g) not in hit]
        if len(remaining) < 2:  # one site left: its own query was the one given up on
            return
        for site, guard in list(remaining[: max(0, MAX_SITE_QUERIES - asked)]):
            try:
                model = self._ask(guard)
            except SolverUnknown:
                continue
            remaining.remove((site, guard))
            if model is not None:
                self._finding(site, model)

    def _finding(self, site: CutSite, model: z3.ModelRef) -> None:
        """The finding of undefined behaviour at ``site`` that ``model``'s run reaches, unless
        already reported (``known``) or the site is not undefined behaviour."""
        key = (site.reason, site.line, site.column, site.function)
        if site.kind != "ub" or key in self.known:
            return
        run = self.solver.run_to(model, site.line, UB_LETTER)
        unset = () if site.reason in WARNING_REASONS else unset_lines(self.encoding, model)
        found = Finding(site.reason, site.line, site.column, site.function, self.bound, run)
        self.outcome.findings.append(replace(found, unset_lines=unset))
