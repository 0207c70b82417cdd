"""`check`: a verdict for every assertion and a finding for every reachable undefined behaviour
(DESIGN §2; issue 16).

Without a loop bound the bound is deepened along the automatic schedule
(:mod:`errlang.session.check_schedule`) until the analysis is complete (no run reaches the
bound), every assertion has failed, or the time budget runs out; each assertion keeps its
first failure, and the others the verdict of the deepest bound finished. With a loop bound,
only that bound is checked. The time budget is hard: the encoder and every solver call stop at
its deadline, and what was established by then is kept.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from errlang.encoder.encoding import LoopBounds
from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled
from errlang.frontend import AssertionSite, FrontendError, Program, parse_file
from errlang.ir.program import IRProgram, build_ir
from errlang.session import check_reasons as reasons
from errlang.session.assumptions import (
    allocation_assumptions,
    uninitialised_results,
    unlinked_results,
)
from errlang.session.check_bound import BoundCheck, BoundOutcome
from errlang.session.check_budget import Budget, OutOfTime
from errlang.session.check_externs import extern_results
from errlang.session.check_files import located
from errlang.session.check_json import check_json
from errlang.session.check_partial import CheckProgress, streamed
from errlang.session.check_proof import Ahead, Proofs  # issue 33: holds for all runs
from errlang.session.check_refusals import input_errors, refusals
from errlang.session.check_schedule import (
    LoopsAfter,
    loop_groups,
    narrow_bounds,
    narrower,
    next_bounds,
    next_index,
    schedule_for,
    step_cap,
)
from errlang.session.check_ub_search import UbSearch
from errlang.session.encode_ahead import AheadBound, AheadCancelled, EncodeAhead
from errlang.session.errors import AnalysisCancelled
from errlang.session.front_budget import (
    FrontEndOutOfTime,
    front_end_deadline,
    hold_before_lowering,
    out_of_time,
    unknown_result,
)
from errlang.session.hold import hold
from errlang.session.settings import Settings
from errlang.session.verdicts import (
    AssertionVerdict,
    BoundAttempt,
    CheckResult,
    CheckStats,
    Finding,
    InputError,
    with_deciding_steps,
)


def check(
    path: str,
    text: str | None = None,
    settings: Settings | None = None,
    *,
    cancel: Callable[[], bool] | None = None,
    partial: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, object]:
    """The JSON of ``errlang check --json`` for ``path`` (or ``text`` standing for it): the
    server's worker sends it to the editor as it is. ``partial``: given, as the check goes
    (once parsed, after each bound), the JSON it would answer if it ended there without its
    own result (:func:`errlang.session.check_partial.streamed`): the deepest finished bound's
    verdicts, which the editor keeps when its worker is killed at the budget."""
    progress = streamed(path, text, settings, partial) if partial is not None else None
    return check_json(check_program(path, text, settings, cancel=cancel, progress=progress))


def lowered_for_check(
    program: Program, loop_bound: int | None, kept_letters: Sequence[str] = ()
) -> IRProgram:
    """``program`` lowered as ``check`` needs it: loops over arrays summarised, and loops over
    scalars run in one step only in automatic depth (``loop_bound`` None): a given loop bound
    means the runs within it (the corpus's loop_exact_bound.c). ``--project`` and the editor's
    linked programs lower theirs here too, and so does learning (``errlang.session.analysis``)
    with its alphabet's kinds as ``kept_letters``: a loop in which a letter of those kinds can
    occur keeps its iterations, since a summary would drop their letters from the words
    (:mod:`errlang.ir.kept_loops`); the other loops run in one step as for ``check``."""
    return build_ir(
        program, summarise_loops=True, accelerate=loop_bound is None, keep_letters=kept_letters
    )


def check_program(
    path: str,
    text: str | None = None,
    settings: Settings | None = None,
    *,
    cancel: Callable[[], bool] | None = None,
    ir: IRProgram | None = None,
    since: float | None = None,
    progress: Callable[[CheckProgress], None] | None = None,
) -> CheckResult:
    """Every verdict and finding for ``path``; ``ir``: its already lowered program, if any;
    ``since``: the ``time.monotonic()`` instant the time budget counts from (default now);
    ``progress``: told the result as it stands once the program is parsed, and as the bounds
    finish (:mod:`errlang.session.check_partial`: what a killed analysis keeps)."""
    settings = settings or Settings()
    budget = Budget.start(settings.timeout, cancel, since)
    started = time.monotonic()
    tell = progress or (lambda _: None)
    if ir is None:
        program: Program | None = None
        try:
            with front_end_deadline(budget.deadline) as front:  # the budget covers it too
                program = parse_file(
                    path, text, settings.include_dirs, settings.defines, settings.entry
                )
                front.parsed()
                tell(_listed(str(path), program.assertions, settings, "lowering the program"))
                hold_before_lowering(budget.deadline, program)
                ir = lowered_for_check(program, settings.loop_bound)
        except FrontendError as error:
            return CheckResult(str(path), errors=input_errors(error), budget=settings.timeout)
        except FrontEndOutOfTime as stop:
            reason = stop.reason(settings.timeout)
            return out_of_time(str(path), program, reason, settings, text)
    lowered = ir
    refused, unused = refusals(ir)
    warnings = tuple(InputError(w.line, w.column, w.message, w.file) for w in ir.warnings) + unused

    def result_now(driver: _Deepening) -> CheckResult:
        result = driver.result(str(path), refused, warnings, time.monotonic() - started)
        result = with_deciding_steps(result, lowered)  # issue 21: where a failure is decided
        result = replace(result, assumptions=allocation_assumptions(lowered))  # malloc: said
        result = unlinked_results(result, lowered)  # a function defined nowhere: said
        result = uninitialised_results(result)  # a value read before any write: said
        result = extern_results(result, lowered.source)  # an object defined nowhere: said
        return located(result, lowered.source)  # issue 29: every location with its file

    def report(driver: _Deepening, doing: str) -> None:
        if progress is not None:
            progress(CheckProgress(result_now(driver), doing, driver.finished is not None))

    driver = _Deepening(ir, settings, budget, report=report)
    driver.run()
    result = result_now(driver)
    if progress is not None:  # killed while it prints (load, an abandoned solver): kept too
        progress(CheckProgress(result, "ending the analysis"))
    return result


def _listed(
    path: str, sites: Sequence[AssertionSite], settings: Settings, doing: str
) -> CheckProgress:
    """The progress of a check that has its assertions and no verdict yet."""
    return CheckProgress(unknown_result(path, sites, doing, settings), doing, settled=False)


# the share of the time the reports of failures found within a bound may take (each report
# builds the whole result: 60 failures at bound 1 made 62 reports, 0.5-0.9 s of a 2.5 s check)
REPORT_SHARE = 0.05


@dataclass
class _Deepening:
    """The deepening loop and what it has established so far."""

    ir: IRProgram
    settings: Settings
    budget: Budget
    failures: dict[int, AssertionVerdict] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    attempts: list[BoundAttempt] = field(default_factory=list)
    finished: BoundOutcome | None = None  # the deepest bound finished
    partial: BoundOutcome | None = None  # the bound the budget ran out in, if any
    stopped: str | None = None  # why the deepening stopped early (budget, encoder budget)
    # the deepening for undefined behaviour alone after every assertion failed (None: not)
    ub_search: UbSearch | None = None
    refusal: str | None = None  # the input error that stopped the encoding, if any
    out_of_time: bool = False
    errors: list[InputError] = field(default_factory=list)
    solver_calls: int = 0
    solver_seconds: float = 0.0
    reached: set[int] = field(default_factory=set)  # assertions some run reached (monotone)
    fresh: bool = False  # the last bound's queries went to fresh solvers (check_bound)
    capped: bool = False  # the last bound was stopped by its cap (check_schedule.step_cap)
    # told what is established so far and what comes next, before each bound and proof
    report: Callable[[_Deepening, str], None] = lambda _driver, _doing: None
    reported: tuple[float, float] = (0.0, 0.0)  # when the last report ended, what it took
    proofs: Proofs = field(init=False)

    def __post_init__(self) -> None:
        self.proofs = Proofs(self.ir, self.budget, announce=self._proving)

    def _proving(self, bound: int) -> None:
        self._tell(f"proving the assertions for all runs after loop bound {bound}")

    @property
    def sites(self) -> Sequence[AssertionSite]:
        return self.ir.source.assertions

    def run(self) -> None:
        reachable = set(self.ir.reachable("main"))
        open_sites = [s for s in self.sites if s.function in reachable]
        schedule = schedule_for(self.ir, self.settings.loop_bound)
        groups = loop_groups(self.ir) if len(schedule) > 1 else {}
        after = LoopsAfter(self.ir)
        recut: set[tuple[str, int]] = set()  # loops kept lower that a run later took past it
        at = 0
        bounds = LoopBounds(schedule[0])
        encodings = EncodeAhead(self.ir, schedule)  # the input's bound, encoded first where it pays
        probe: AheadBound | None = None
        # the narrower step checked in place of ``bounds`` if it runs past ``cap`` seconds
        narrow: LoopBounds | None = None
        cap: float | None = None
        measured: tuple[tuple[int, float], tuple[int, float] | None] = ((0, 0.0), None)
        began, began_cpu = time.monotonic(), time.process_time()
        last: tuple[int, float] = (bounds.default, 0.0)  # the last bound and its CPU seconds
        while at < len(schedule):
            search = self.ub_search
            if search is not None and not search.may_start(*last, bounds.default):
                return
            cpu = time.process_time()
            left = [s for s in open_sites if s.index not in self.failures]
            outcome = self._bound(bounds, left, probe, cap)
            if outcome is not None and probe is not None and outcome.loop_bound != bounds.default:
                at, bounds = probe.index, probe.bounds  # the bound encoded ahead was used
            last = (bounds.default, time.process_time() - cpu)
            if self.capped and narrow is not None:  # dropped at its cap: the narrower step
                wide, bounds, probe = bounds, narrow, None
                narrow = narrower(wide, bounds)  # and, if it too runs past its cap, narrower
                remaining = self.budget.remaining()
                cap = None if narrow is None else step_cap(bounds, narrow, *measured, remaining)
                continue
            if outcome is None or not outcome.finished:
                return
            self.finished = outcome
            ahead = Ahead(schedule[at + 1 :], tuple(a.seconds for a in self.attempts))
            left = [s for s in open_sites if s.index not in self.failures]
            if left:  # none left: nothing to prove (a proof is of assertions)
                self.proofs.after(outcome, left, ahead)
            if self.proofs.settled:  # every assertion left proved, no undefined behaviour
                return
            if outcome.complete:
                return
            if open_sites and len(self.failures) == len(open_sites) and search is None:
                # the verdicts need no deeper bound: the undefined behaviour does (check_ub_search)
                cpu, wall = time.process_time() - began_cpu, time.monotonic() - began
                self.ub_search = UbSearch.start(outcome.loop_bound, cpu, wall, self.budget)
            if outcome.stalled:
                return
            at = next_index(self.ir, schedule, at, outcome.cuts)
            if at < len(schedule):  # only the loops this bound cut are deepened
                deeper = functools.partial(
                    next_bounds, bounds, cuts=outcome.cuts, groups=groups, recut=recut, after=after
                )
                narrow = narrow_bounds(bounds, schedule[at], outcome.cuts, groups, recut)
                bounds = deeper(schedule[at])
                probe = encodings.next(at, outcome, self.budget.remaining(), deeper)
                done = [(a.loop_bound, a.seconds) for a in self.attempts if a.finished]
                before = done[-2] if len(done) > 1 else None
                remaining = self.budget.remaining()
                measured = (done[-1], before)
                cap = None if probe else step_cap(bounds, narrow, *measured, remaining)

    def _bound(
        self,
        bounds: LoopBounds,
        open_sites: list[AssertionSite],
        ahead: AheadBound | None = None,
        cap: float | None = None,
    ) -> BoundOutcome | None:
        """The bound ``bounds`` checked (``ahead``: a deeper bound to encode first), within
        ``cap`` seconds if given: past them the bound is dropped (``capped``), not out of time."""
        known = frozenset((f.reason, f.line, f.column, f.function) for f in self.findings)
        bound = bounds.default
        search = self.ub_search
        budget = self.budget if search is None else search.budget(self.budget)
        capped = budget.within(cap) if cap is not None and search is None else None
        budget = capped or budget
        self.capped = False
        doing = "" if search is None else " for undefined behaviour (every assertion failed)"
        self._tell(f"checking loop bound {bound}{doing}")
        if self.finished is not None:  # a test's known point: a bound finished and told
            hold("bound", lambda: time.monotonic() >= self.budget.deadline)
        try:
            reached = frozenset(self.reached)
            step = BoundCheck(
                self.ir,
                bound,
                budget,
                known,
                reached=reached,
                fresh=self.fresh,
                bounds=bounds,
                found=lambda outcome: self._found(outcome, open_sites),
                ahead=ahead,
            )
        except EncodingCancelled as error:
            if self.budget.cancelled():
                raise AnalysisCancelled() from error
            self.capped = self._past(capped)
            if self.capped:  # dropped while encoding: said among the bounds tried
                seconds = cap or 0.0
                self.attempts.append(BoundAttempt(bound, False, False, seconds, None))
            elif isinstance(error, AheadCancelled):  # the bound encoded ahead ran out
                self._ran_out(error.bound, f"encoding it ahead of loop bound {bound}", search)
            else:
                self._ran_out(bound, "encoding", search)
            return None
        except EncodingBudgetExceeded as error:
            self.stopped = f"loop bound {bound}: {error}"
            return None
        except FrontendError as error:  # listed under errors, and the reason of every verdict
            self.errors.extend(input_errors(error))
            self.refusal = str(error)
            return None
        try:
            outcome = step.run(open_sites)
        except OutOfTime as error:
            outcome = step.outcome
            self.capped = self._past(capped)
            ahead_used = f"; encoded ahead in place of loop bound {bound}"
            stage = error.stage + (ahead_used if step.bound != bound else "")
            if not self.capped:
                self._ran_out(step.bound, stage, search)  # the bound encoded ahead, if used
        finally:
            self.solver_calls += step.solver.calls
            self.solver_seconds += step.solver.seconds
            self.fresh = self.fresh or step.solver.fresh
        if not self.capped:  # a bound dropped at its cap reached runs past the narrower step's
            self.reached |= {index for index, reached in outcome.reached.items() if reached}
        for site in open_sites:
            if site.index in outcome.failures:
                self.failures[site.index] = reasons.failed(site, outcome)
        self.findings.extend(outcome.findings)
        self.attempts.append(
            BoundAttempt(
                outcome.loop_bound,
                outcome.finished,
                bool(outcome.complete),
                outcome.seconds,
                outcome.formula_size,
            )
        )
        if not outcome.finished:
            self.partial = outcome
        return outcome

    def _found(self, outcome: BoundOutcome, open_sites: list[AssertionSite]) -> None:
        """A failure found before its bound finished: kept and reported at once (a run
        within the bound fails the assertion, whatever the bound's other questions say)."""
        for site in open_sites:
            if site.index in outcome.failures and site.index not in self.failures:
                self.failures[site.index] = reasons.failed(site, outcome)
        ended, took = self.reported
        if time.monotonic() - ended >= took / REPORT_SHARE:  # many failures: not each one
            self._tell(f"checking loop bound {outcome.loop_bound}")

    def _tell(self, doing: str) -> None:
        started = time.monotonic()
        self.report(self, doing)
        ended = time.monotonic()
        self.reported = (ended, ended - started)

    def _past(self, capped: Budget | None) -> bool:
        """Whether the bound that ran out of time ran past its cap (``capped``: its budget
        with the cap) while the check's own budget is neither over nor cancelled."""
        if capped is None or self.budget.cancelled():
            return False
        return capped.remaining() <= 0 and self.budget.remaining() > 0

    def _ran_out(self, bound: int, stage: str, search: UbSearch | None = None) -> None:
        if self.budget.cancelled():
            raise AnalysisCancelled()
        if search is not None:  # every verdict was settled: the search's extent is said
            search.ran_out(bound, stage, budget=self.budget.remaining() <= 0)
            return
        self.out_of_time = True
        self.stopped = (
            f"timeout: the time budget of {self.budget.seconds:g} s ran out at loop bound "
            f"{bound} (while {stage})"
        )

    def verdict(
        self, site: AssertionSite, reachable: set[str], unread: str = ""
    ) -> AssertionVerdict:
        if site.index in self.failures:
            return self.failures[site.index]
        if site.function not in reachable and "main" not in self.ir.functions:
            return reasons.not_checked_alone(site)  # a library file alone: nothing ran
        if site.function not in reachable and unread:  # an unread function may call it
            return reasons.unknown(site, unread, None)
        if site.function not in reachable:
            return reasons.never_called(site, self.ir.source.entry)
        if self.finished is not None:
            return self.proofs.verdict(reasons.settled(site, self.finished))
        reason = self.stopped or self.refusal or "not checked"
        return reasons.unknown(site, reason, self.settings.loop_bound)

    def result(
        self,
        path: str,
        refused: tuple[InputError, ...],
        warnings: tuple[InputError, ...],
        seconds: float,
    ) -> CheckResult:
        reachable = set(self.ir.reachable("main"))
        unread = _unread(refused)
        verdicts = tuple(self.verdict(site, reachable, unread) for site in self.sites)
        finished = self.finished
        return CheckResult(
            file=path,
            assertions=verdicts,
            findings=tuple(sorted(self.findings, key=lambda f: (f.line, f.column, f.reason))),
            errors=(*refused, *self.errors),
            warnings=warnings,
            loop_bound=finished.loop_bound if finished else None,
            automatic=self.settings.loop_bound is None,
            # runs cut at an unsupported construct were not followed to their end either
            complete=bool(finished and finished.complete and not finished.cut_kinds("unsupported")),
            budget=self.settings.timeout,
            out_of_time=self.out_of_time,
            message=self.message(path),
            stats=CheckStats(self.solver_calls, self.solver_seconds, seconds, tuple(self.attempts)),
        )

    def message(self, path: str = "") -> str | None:
        """What the user should know about the analysis as a whole: why it stopped early, and
        undefined-behaviour sites that were not examined."""
        finished = self.finished
        unexamined = finished.unexamined if finished is not None else 0
        note = (
            f"{unexamined} places where undefined behaviour may occur were not examined "
            f"at loop bound {finished.loop_bound}"
            if finished is not None and unexamined
            else None
        )
        stopped = self._stopped()
        limit = reasons.allocation_limit(finished)
        kept = reasons.kept_loops(self.ir, finished)
        cut = reasons.unsupported_cuts(finished, path)
        search = self.ub_search
        failed = (
            search.describe(finished.loop_bound, bool(finished.complete))
            if search is not None and finished is not None
            else None
        )
        parts = (stopped, failed, limit, note, kept, cut)
        return "; ".join(part for part in parts if part) or None

    def _stopped(self) -> str | None:
        if self.stopped is None:
            return None
        finished = self.finished
        if self.out_of_time:
            advice = "raise it with --timeout"
            if self.settings.loop_bound is not None:
                advice += " or lower --loop-bound"
        else:
            advice = "give a smaller --loop-bound" if self.settings.loop_bound else ""
        kept = (
            f"; the verdicts are those of loop bound {finished.loop_bound}"
            if finished is not None and self.settings.loop_bound is None
            else ""
        )
        if self.ub_search is not None:  # every verdict is a failure, of its own bound
            kept = ""
        return f"{self.stopped}{kept}" + (f"; {advice}" if advice else "")


def _unread(refused: tuple[InputError, ...]) -> str:
    """Why a function no run calls is not known to be uncalled: runs reach a construct errlang
    refused (``refused``: the errors), whose function may call it ("" when none: --entry on a
    function taking a va_list refused the harness's main, and its own assertion was a
    complete 'holds', "never called")."""
    if not refused:
        return ""
    first = refused[0]
    return (
        f"not checked: runs reach a construct errlang cannot read (line {first.line}: "
        f"{first.message}), and what it would call is not known"
    )
