"""One bound of ``check``: encode the program at loop bound *b* and ask the solver, within the
time budget, which assertions fail, which cut sites runs reach (undefined behaviour, the bound,
unsupported constructs) and which assertions any run reaches (DESIGN §2).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import z3

from errlang.encoder.encoding import Encoding, LoopBounds
from errlang.encoder.values import disj
from errlang.frontend import AssertionSite
from errlang.frontend.conventions import ERROR_FUNCTIONS
from errlang.ir.program import IRProgram
from errlang.session.bound_outcome import BoundOutcome
from errlang.session.bound_terms import cut_sites, formula_size, summarised_loops
from errlang.session.check_budget import Budget
from errlang.session.check_pinned import pinned_failure
from errlang.session.check_reach import Reachability
from errlang.session.deadline import encode_until
from errlang.session.encode_ahead import USED, AheadBound, encoded_ahead
from errlang.session.run_dependence import undetermined
from errlang.session.site_questions import MAX_SITE_QUERIES, SiteQuestions
from errlang.session.verdicts import CutSite
from errlang.teacher.small_inputs import smaller_run
from errlang.teacher.solver import (
    BoundedSolver,
    Run,
    SolverUnknown,
)

MAX_UNDETERMINED = 16  # such queries per bound (a program of 60 failing assertions: 16)
MAX_UB_BEFORE = 8  # undefined-behaviour sites asked about per assertion
# seconds of an incremental query after which the bound's queries go to fresh solvers
# (teacher.solver: z3's preprocessing and SAT solver, 2.5x faster on the parser harnesses)
SWITCH_AFTER = 1.0


def encode_within(
    ir: IRProgram, bound: int, budget: Budget, bounds: LoopBounds | None = None
) -> Encoding:
    """The encoding of ``main`` at ``bound`` (``bounds``: a bound per loop), or
    EncodingCancelled by the deadline (plus ABANDON_SLACK) at the latest (``encode_until``:
    the encoder runs in a thread abandoned then). Function entries are recorded so that a
    counterexample also has its event word; nests count their iterations together."""
    deadline = time.monotonic() + max(0.0, budget.remaining())
    stop = budget.stop_encoding
    found = encode_until(ir, "main", bound, ("functions",), stop, deadline, True, bounds)
    return found[0]


class BoundCheck(SiteQuestions):
    """The questions of ``check`` at one bound, asked of one incremental solver.

    What shallower bounds of the same deepening established is not asked again where it
    cannot change: ``known``, the findings already reported (reason, line, column, function);
    ``reached``, the assertions some run reached (the runs within a bound are runs within
    every larger bound, so an assertion reached stays reached); ``fresh``, the queries of the
    last bound went to fresh solvers (``BoundedSolver.switch_after``), so this bound's larger
    formula starts there rather than spend :data:`SWITCH_AFTER` on each bound again.
    """

    def __init__(
        self,
        ir: IRProgram,
        bound: int,
        budget: Budget,
        known: frozenset[tuple[str, int, int, str]],
        *,
        reached: frozenset[int] = frozenset(),
        fresh: bool = False,
        bounds: LoopBounds | None = None,
        found: Callable[[BoundOutcome], None] = lambda _outcome: None,
        ahead: AheadBound | None = None,
    ) -> None:
        self.ir = ir
        self.found = found  # told each failure as it is found (a killed check keeps it)
        self.bound = bound
        # loops kept below ``bound`` (check_schedule.next_bounds); their cuts say their bound
        self.bounds = bounds if bounds is not None and bounds.loops else None
        self.budget = budget
        self.known = known  # (reason, line, column, function) of findings already reported
        self.reached_before = reached
        self.outcome = BoundOutcome(bound, summarised=summarised_loops(ir))
        self.outcome.kept = dict(self.bounds.loops) if self.bounds is not None else {}
        self.guards: dict[CutSite, z3.BoolRef] = {}
        self.asked_undetermined: set[int] = set()  # assertions asked whether inputs decide them
        self.excluded: set[int] = set()  # array-loop assertions whose later runs are left out
        self.started = time.monotonic()
        self.started_cpu = time.process_time()
        self.encoding = self._encode(ahead)
        self.solver = BoundedSolver(
            self.encoding, deadline=budget.deadline, switch_after=SWITCH_AFTER, start_fresh=fresh
        )

    def _encode(self, ahead: AheadBound | None) -> Encoding:
        """The bound's encoding: ``ahead``'s when it cuts no run at a bound
        (:func:`errlang.session.encode_ahead.encoded_ahead`; this check is then of its bound),
        else this bound's. An encoding ahead with bound cuts is dropped even where no run
        reaches them: asking costs a question on the larger formula, and on zstd_frame.c at 8
        bytes (complete at bound 3) that question went unanswered while bound 3 ran out."""
        if ahead is not None:
            deeper = ahead.bounds
            encoding, why = encoded_ahead(self.ir, ahead, self.budget)
            self.outcome.ahead = (deeper.default, why)
            if encoding is not None and why == USED:
                self.bound = self.outcome.loop_bound = deeper.default
                self.bounds = deeper if deeper.loops else None
                self.outcome.kept = dict(deeper.loops)
                return encoding
        return encode_within(self.ir, self.bound, self.budget, self.bounds)

    def run(self, open_sites: Sequence[AssertionSite]) -> BoundOutcome:
        """Answer the questions (cut sites, failures, reachability); raises OutOfTime with what
        is known so far left in ``self.outcome``."""
        try:
            # summarised array loops' assertions first: where one can fail, the runs after it
            # are not exact and are left out of every later question (excluded)
            looped = {site for site, _ in self.encoding.array_loop_checks}
            excluded = self._loop_assertions([s for s in open_sites if s.index in looped])
            sites = cut_sites(self.encoding, self.bounds)
            self.guards = dict(sites)
            asked = [site for site in open_sites if site.index not in looped]
            others = self._limits_and_failures(sites, asked, excluded)
            self.outcome.unexamined = len(others)
            self.outcome.cuts.sort(key=lambda c: (c.line, c.column, c.kind, c.reason))
            self._unsupported_before(open_sites)
            for site in open_sites:
                # reaching reach_error() & co. is failing them: nothing more to ask
                if site.index not in self.outcome.failures and site.kind not in ERROR_FUNCTIONS:
                    self._reached(site)
            # last: the verdicts above never wait for them; where the time runs out among
            # them the bound is finished all the same, its sites left counted as unexamined
            self.outcome.unexamined += self._warnings()
        finally:
            self.outcome.seconds = time.monotonic() - self.started
            self.outcome.cpu_seconds = time.process_time() - self.started_cpu
        self.outcome.finished = True
        if self.budget.remaining() > 1.0:
            encoding = self.encoding
            self.outcome.formula_size = formula_size(
                [
                    *encoding.constraints,
                    *(t.guard for t in encoding.terminations),
                    *(c.guard for c in encoding.cuts),
                ]
            )
        return self.outcome

    def _limits_and_failures(
        self,
        sites: list[tuple[CutSite, z3.BoolRef]],
        asked: Sequence[AssertionSite],
        excluded: list[int],
    ) -> list[tuple[CutSite, z3.BoolRef]]:
        """The bound's limits (completeness), then the failures of ``asked`` and the other cut
        sites (undefined behaviour), as :meth:`_limits` leaves them: asked one by one unless
        one query showed that no run reaches any of them. The other sites not examined."""
        limits = [(c, g) for c, g in sites if c.limits_runs]
        others = [(c, g) for c, g in sites if not c.limits_runs]
        rest = [self.solver.ends(site.index) for site in asked] + [g for _, g in others]
        unanswered, settled = self._limits(limits, rest)
        complete = not unanswered and not self.outcome.cuts
        self.outcome.complete = complete and not excluded
        # deeper bounds cannot change what the exclusion leaves out, nor runs that only
        # errlang's allocation limit cuts (no loop or recursion bound reached)
        allocations = bool(self.outcome.cuts) and all(c.kind != "bound" for c in self.outcome.cuts)
        self.outcome.stalled = (complete and bool(excluded)) or (not unanswered and allocations)
        # one query about the other sites comes before the failures: it warms the incremental
        # solver up (on vla_sum.c the first failure query then takes 16 s instead of 45-75 s)
        others = [] if settled else self._cuts(others, 1)
        for site in asked:
            if not settled:
                self._fails(site)
            if excluded and site.index not in self.outcome.failures:
                self._pinned(
                    site,
                    "the runs past the array loop at line "
                    f"{', '.join(map(str, excluded))} are not analysed: its assertion can fail",
                )
        return self._cuts(others, MAX_SITE_QUERIES)

    def _loop_assertions(self, sites: Sequence[AssertionSite]) -> list[int]:
        """Ask the assertions of summarised array loops (``sites``, open) first. Past a loop
        whose assertion some run fails, the encoding also has runs that failed it and went on
        (encoder.loop_summary): each is asked with every run going on, so that "no run fails
        it" is exact (no run is left out; before, one asked after an earlier loop was left out
        saw no run past that loop and was said to be dead code). Then every loop whose
        assertion fails (here or at an earlier bound) or is undecided is left out of every
        later query of this solver, and a failure found while another such loop was not left
        out is asked again without it (it may have passed that loop wrongly); one not found
        again is unknown. The lines of the loops left out."""
        asked = {site.index for site in sites}
        for site in sites:
            self._fails(site, report=False)  # a failure here may be asked again: told after
        failing = {i for i in asked if i in self.outcome.failures or i in self.outcome.unknown}
        for index, passed in self.encoding.array_loop_checks:
            if index not in asked or index in failing:  # not asked: failed at an earlier bound
                self._exclude(index, passed)
        for site in sites:
            if site.index in self.outcome.failures and self.excluded - {site.index}:
                del self.outcome.failures[site.index]
                self._fails(site, report=False)
                if site.index not in self.outcome.failures:
                    passing = "its failing runs pass an array loop whose assertion can fail"
                    self._pinned(site, passing)
        if asked & set(self.outcome.failures):
            self.found(self.outcome)
        lines = {site.index: site.line for site in self.ir.source.assertions}
        return sorted({lines.get(index, 0) for index in self.excluded})

    def _pinned(self, site: AssertionSite, reason: str) -> None:
        """A failure of ``site`` past the loops left out, confirmed with its inputs pinned
        (:mod:`errlang.session.check_pinned`); else unknown for ``reason``."""
        loops = self.excluded - {site.index}
        run = pinned_failure(self.encoding, site.index, loops, self.budget)
        if run is not None:
            self.outcome.failures[site.index] = run
        else:
            self.outcome.unknown.setdefault(site.index, reason)

    def _unsupported_before(self, sites: Sequence[AssertionSite]) -> None:
        """For each assertion, the unsupported constructs some run reaches from which a path
        of the program leads to it (the others cannot hide a failure of it)."""
        cuts = [c for c in self.outcome.cut_kinds("unsupported") if not c.limits_runs]
        if not cuts:
            return
        paths = Reachability(self.ir)
        for site in sites:
            before = [cut for cut in cuts if paths.may_reach(cut, site.index)]
            self.outcome.unsupported_before[site.index] = before

    def _exclude(self, site: int, passed: z3.BoolRef) -> None:
        self.solver.solver.add(z3.Not(passed))
        self.excluded.add(site)

    def _fails(self, site: AssertionSite, report: bool = True) -> None:
        """Whether a run fails ``site``; a failure is told at once (``found``) when ``report``
        (not while it may still be asked again: :meth:`_loop_assertions`)."""
        try:
            model = self._ask(self.solver.ends(site.index))
        except SolverUnknown as error:
            self.outcome.unknown[site.index] = f"solver: {error.reason}"
            return
        if model is not None:
            if self._undetermined(site.index, model):  # told as such, the run shrunk as any
                self.outcome.undetermined.add(site.index)
            run = self._shortest(site.index, self.solver.run(model, site.index))
            # inputs as small as the same failure allows (issue 21), in a share of the time: the
            # run shown does not hang on the solver's choice (uninit.c's v = -2147483644 was 0)
            self.outcome.failures[site.index] = smaller_run(self.solver, site.index, run)
            if report:
                self.found(self.outcome)

    def _undetermined(self, site: int, model: z3.ModelRef) -> bool:
        """:func:`undetermined` for at most MAX_UNDETERMINED assertions a bound, not where
        loops run in one step (their summaries choose values no input sets)."""
        if self.outcome.summarised or self.encoding.array_loops:
            return False
        if len(self.asked_undetermined) >= MAX_UNDETERMINED:
            return False
        self.asked_undetermined.add(site)
        return undetermined(self.solver, site, model)

    def _shortest(self, site: int, run: Run) -> Run:
        """A failing run with the shortest event word (DESIGN §5: shortest first)."""
        for length in range(1, len(run.word)):
            try:
                model = self.solver.satisfiable(
                    self.solver.ends(site), self.solver.length(site) == length
                )
            except SolverUnknown:
                return run
            if model is not None:
                return self.solver.run(model, site)
        return run

    def _reached(self, site: AssertionSite) -> None:
        guards = [
            s.guard
            for s in self.encoding.steps
            if s.loc.line == site.line and s.loc.function == site.function
        ]
        if not guards:
            self.outcome.reached[site.index] = False
            return
        # reached at a shallower bound: reached here too, unless runs past a failing array
        # loop are left out at this bound (excluded), which may leave out the runs that did
        if site.index in self.reached_before and not self.excluded:
            self.outcome.reached[site.index] = True
            self._ub_before(site, disj(*guards))
            return
        try:
            model = self._ask(disj(*guards))
        except SolverUnknown:
            return
        if model is not None or not self.excluded:  # else: not asked of the runs left out
            self.outcome.reached[site.index] = model is not None
        if model is not None:
            self._ub_before(site, disj(*guards))

    def _ub_before(self, site: AssertionSite, reached: z3.BoolRef) -> None:
        """The undefined behaviour a run can reach before it passes ``site`` (the rest happens
        only after it, so it does not concern this assertion); at most MAX_UB_BEFORE asked."""
        before = []
        for cut in self.outcome.cut_kinds("ub")[:MAX_UB_BEFORE]:
            try:
                if self._ask(self.guards[cut], z3.Not(reached)) is not None:
                    before.append(cut)
            except SolverUnknown:
                before.append(cut)
        self.outcome.ub_before[site.index] = before
