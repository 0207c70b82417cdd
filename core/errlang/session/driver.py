"""`learn`: the DFA of the language of error of a target, with its guarantee (DESIGN §3).

:func:`learn_target` is the bound driver (the 2015 paper's LearnUpToBound): it learns at loop
bounds 1, 2, … (or only at the bound given) with the teachers of one :class:`Analysis`, and
stops when the automaton is stable or no run reaches the bound. Every part runs under one hard
time budget (:mod:`errlang.session.learn_budget`): when it runs out, or the solver or encoder
gives up, the automaton of the last bound learned completely is the result, with the reason
the driver stopped (``bounds.stopped``); only when no bound was learned is there no automaton.

The loop is :meth:`_BoundDriver.run`; one bound's learning is
:func:`errlang.session.learn_attempt.learn_at`, the picture beside it
:mod:`errlang.session.learn_picture`, the answer :mod:`errlang.session.learn_result`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from errlang.frontend import FrontendError
from errlang.ir.counted_loops import loop_trips
from errlang.ir.kept_loops import lettered_loops
from errlang.session.confirm_ahead import Ahead, Asked, confirm, shows_generalisation
from errlang.session.errors import AnalysisError
from errlang.session.learn_attempt import (
    Attempt,
    Stopped,
    last_of,
    learn_at,
    previous_of,
    progress_message,
)
from errlang.session.learn_budget import LearnBudget, Phases, stop_reason
from errlang.session.learn_picture import picture_after
from errlang.session.learn_result import counterexamples, learned_result, stats
from errlang.session.pac_equivalence import PacEquivalence, RunSampler
from errlang.session.targets import Target
from errlang.teacher.decided import ConfirmedPicture, DecidedWords

if TYPE_CHECKING:
    from errlang.explain.results import LearnedAutomaton
    from errlang.session.analysis import Analysis, Cancel, Partial, Progress
    from errlang.teacher.solver import Run

MAX_DRIVER_BOUND = 4
EMPTY_DRIVER_BOUND = (
    8  # while nothing fails yet, the driver goes on to this bound (budget allowing)
)
# seconds for the counterexample runs of a partial result (issue 31: counterexamples in the
# view at every stage; cached, so the final result at that bound has them at once)
PARTIAL_RUNS = 1.5


def learn_target(
    analysis: Analysis,
    target: Target,
    loop_bound: int | None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    equivalence: PacEquivalence | None = None,
    since: float | None = None,
    partial: Partial | None = None,
    every_word: bool = False,
) -> LearnedAutomaton:
    """Learn ``target`` at ``loop_bound``, or (``None``) raise the bound until the automaton
    is stable, no run reaches the bound, the time budget is spent or ``MAX_DRIVER_BOUND``
    (``EMPTY_DRIVER_BOUND`` while no run within the bound fails: an empty language is no
    result worth stopping at while the budget lasts).
    ``equivalence``: answer equivalence queries by sampling (PAC), else exactly. ``since``:
    the ``time.monotonic()`` instant the budget (``settings.timeout``) started (default now).
    ``partial``: called with the automaton of each bound the driver completed before it goes
    on to the next (``bounds.stopped`` says which bound is being learned; its counterexample
    runs as far as PARTIAL_RUNS allows), so that a client can show bound b while b+1 is
    learned."""
    budget = LearnBudget.start(analysis.settings.timeout, cancel, since)
    driver = _BoundDriver(analysis, target, loop_bound, budget, equivalence, every_word)
    try:
        return driver.run(progress, partial)
    finally:
        for ahead in driver.aheads:  # checks at b+1 started in a child: stopped whatever happens
            ahead.stop()


class _BoundDriver:
    """One :func:`learn_target`: what it learned so far and what it shows."""

    def __init__(
        self,
        analysis: Analysis,
        target: Target,
        loop_bound: int | None,
        budget: LearnBudget,
        equivalence: PacEquivalence | None,
        every_word: bool,
    ) -> None:
        self.analysis, self.target, self.loop_bound = analysis, target, loop_bound
        self.budget, self.equivalence, self.every_word = budget, equivalence, every_word
        self.phases = Phases()
        self.phases.add("front_end", analysis.front_end_seconds)
        self.runs = _sampler(analysis, target, equivalence)
        self.bounds = [loop_bound] if loop_bound else list(range(1, MAX_DRIVER_BOUND + 1))
        self.attempts: list[Attempt] = []
        # the teachers of b+1 asked only to confirm the picture (a fixed bound b)
        self.confirming: list[Asked] = []
        self.aheads: list[Ahead] = []  # every check at b+1 started in a child
        self.ahead: Ahead | None = None  # a fixed bound's check at b+1, started early
        self.picture: ConfirmedPicture | None = None
        # of the last bound learned: what its picture is right on
        self.decided: DecidedWords | None = None
        self.stopped = ""
        self.ran_out = False  # a bound could not be learned (budget, solver or encoder)
        self.unrolled = _counted_unrolled(analysis) if not loop_bound else 0

    def run(self, progress: Progress | None, partial: Partial | None) -> LearnedAutomaton:
        """LearnUpToBound: learn at each bound until the driver stops (DESIGN §3)."""
        self._start_ahead()
        for bound in self.bounds:
            attempt = self._learn(bound, progress)
            if attempt is None:  # out of time, or the solver or encoder gave up
                break
            self.attempts.append(attempt)
            self._show_picture(attempt)
            if _driver_done(self.attempts, self.picture, self.unrolled):
                self.stopped = _done_reason(self.attempts, self.picture)
                break
            # no run fails within the bound yet: deepen, as check does, while the budget lasts
            empty = not attempt.dfa.accepting
            last = bound == self.bounds[-1]
            if not self.loop_bound and empty and last and bound < EMPTY_DRIVER_BOUND:
                self.bounds.append(bound + 1)
            if partial is not None and bound != self.bounds[-1]:
                going_on = f"still learning: loop bound {bound + 1} is being learned"
                partial(self._result(going_on, True, runs_within=PARTIAL_RUNS))
            if self._confirmed_before_next(bound):
                break
        else:
            if not self.loop_bound:
                self.stopped = f"the driver's largest loop bound ({self.bounds[-1]}) was learned"
        return self._finish()

    def _start_ahead(self) -> None:
        settings = self.analysis.settings
        if self.loop_bound and settings.confirm_picture and self.equivalence is None:
            # a fixed bound's check at b+1 encodes b+1 in a child while b is learned
            self.ahead = Ahead.start(self.analysis, self.target, self.loop_bound + 1, self.budget)
            self.aheads.extend([self.ahead] if self.ahead is not None else [])

    def _learn(self, bound: int, progress: Progress | None) -> Attempt | None:
        """The automaton at ``bound`` (:func:`learn_at`), or None when learning stopped
        (``stopped`` says why)."""
        so_far = stats([(a.teacher, a.before) for a in self.attempts], self.phases)
        earlier = (so_far.membership_queries + so_far.equivalence_queries, so_far.solver_calls)
        if progress:
            progress(progress_message(bound, *earlier), None)
        driven = not self.loop_bound and not self.every_word
        try:
            return learn_at(self.analysis, self.target, bound, self.budget, self.phases,
                            self.runs, self.equivalence, progress, earlier,
                            previous_of(self.attempts), driven=driven)  # fmt: skip
        except Stopped as stop:
            timeout = self.analysis.settings.timeout
            why = stop.why or f"the time budget of {timeout:g} s ran out"
            shown = self.attempts[-1].bound if self.attempts else None
            self.stopped = stop_reason(why, stop.bound, stop.doing, timeout, shown)
            self.ran_out = True
            return None
        except FrontendError as error:
            from errlang.session.analysis import analysis_error

            raise analysis_error(error, self.analysis.path) from error

    def _show_picture(self, attempt: Attempt) -> None:
        """The picture after ``attempt`` and its decided words; a check at b+1 started early
        is stopped when there is nothing for it to check."""
        if self.ahead is not None and not _checked_later(self.analysis, attempt, self.budget):
            self._stop_ahead()  # no picture to check at b+1: the child's encoding is not needed
        self.picture, self.decided = picture_after(
            self.analysis, self.picture, attempt, self.budget, self.phases
        )
        if self.ahead is not None and not shows_generalisation(self.picture):
            self._stop_ahead()  # the exact automaton is shown as it is: nothing to check

    def _stop_ahead(self) -> None:
        if self.ahead is not None:
            self.ahead.stop()
            self.ahead = None

    def _confirmed_before_next(self, bound: int) -> bool:
        """The next bound's decided words checked by queries before it is learned (issue
        31): a confirmed picture stops the driver for a fraction of a whole bound; so does a
        picture whose check at b+1 is out of reach (b's is shown)."""
        if self.loop_bound or bound >= MAX_DRIVER_BOUND or bound < self.unrolled:
            return False
        checked = confirm(self.analysis, self.target, last_of(self.attempts), self.picture,
                          self.budget, self.phases, self.confirming, self.decided,
                          refuted_drawn=False)  # fmt: skip
        if checked is not None and checked.confirmed_at[-1:] == (bound + 1,):
            self.picture = checked
            self.stopped = _done_reason(self.attempts, self.picture)
            return True
        if checked is not None and checked.unchecked:  # b+1 is out of reach: show b's
            self.picture = checked
            timeout = self.analysis.settings.timeout
            doing = f"checking the picture of loop bound {bound}"
            why = _too_short(timeout, self.budget.remaining(), checked.unchecked, bound + 1)
            self.stopped = stop_reason(why, bound + 1, doing, timeout, bound)
            return True
        return False

    def _finish(self) -> LearnedAutomaton:
        """The answer after the loop: the last picture checked at the next bound (a fixed
        bound's, and the driver's when it stopped unconfirmed: its largest bound, or a stable
        exact automaton), with the counterexamples."""
        if not self.attempts:
            message = f"learning stopped: {self.stopped}"
            raise AnalysisError(
                [{"line": self.target.info.line, "column": 1, "message": message}],
                self.analysis.path,
            )
        listed = None
        ahead, last = self.ahead, self.attempts[-1]
        if ahead is not None and last.bound + 1 == ahead.bound and not self.ran_out:
            # the counterexamples while the child still encodes b+1 (confirm_ahead)
            with self.phases.timing("counterexamples"):
                listed = counterexamples(
                    self.analysis, self.target, last.teacher, last.dfa, self.budget
                )
        if not self.ran_out and not self.budget.out_of_time():
            self.picture = confirm(self.analysis, self.target, last_of(self.attempts),
                                   self.picture, self.budget, self.phases, self.confirming,
                                   self.decided, ahead=ahead)  # fmt: skip
        if ahead is not None:
            ahead.stop()  # the child's work is done or not needed
        return self._result(self.stopped, self.loop_bound is None, listed=listed)

    def _result(
        self,
        stopped: str,
        driven: bool,
        runs_within: float | None = None,
        listed: tuple[Run, ...] | None = None,
    ) -> LearnedAutomaton:
        """The automaton of the last bound learned (``driven``: by the driver, whose stop
        before stability the guarantee says)."""
        unrolled = _counted_unrolled(self.analysis) if driven else 0
        last = self.attempts[-1]
        unstable = (
            driven
            and last.bound_reached
            and not _driver_done(self.attempts, self.picture, unrolled)
        )
        return learned_result(self.analysis, self.target, self.attempts, self.budget,
                              self.phases, self.picture, self.confirming, stopped, unstable,
                              runs_within, listed)  # fmt: skip


def _sampler(
    analysis: Analysis, target: Target, equivalence: PacEquivalence | None
) -> RunSampler | None:
    """The runs sampled for PAC equivalence queries (``learn --equivalence pac``), if asked."""
    if equivalence is None:
        return None
    if target.info.kind != "assertion":
        message = "--equivalence pac learns assertions only, not function behaviour"
        raise AnalysisError([{"line": target.info.line, "column": 1, "message": message}])
    return RunSampler(analysis.program, analysis.ir, target.info.line, equivalence)


def _checked_later(analysis: Analysis, attempt: Attempt, budget: LearnBudget) -> bool:
    """Whether the picture of a fixed bound will be checked at b+1 (:func:`confirm`), unless
    it turns out exact: a language that is not empty, a run that reaches the bound."""
    return (
        analysis.settings.confirm_picture
        and bool(attempt.dfa.accepting)
        and attempt.bound_reached
        and not budget.out_of_time()
    )


def _driver_done(
    attempts: list[Attempt], picture: ConfirmedPicture | None, unrolled: int = 0
) -> bool:
    """Stop raising the bound: every run is within it (larger bounds add nothing), or the
    automaton did not change, or the picture was confirmed at this bound (DESIGN §3; an
    empty language is not taken as stable: longer runs may fail) — the latter only from
    bound ``unrolled`` on (:func:`_counted_unrolled`)."""
    last = attempts[-1]
    if not last.bound_reached:
        return True
    stable = len(attempts) > 1 and attempts[-2].dfa.canonical() == last.dfa.canonical()
    confirmed = picture is not None and picture.confirmed_at[-1:] in (
        (last.bound,),
        (last.bound + 1,),
    )
    confirmed = confirmed and last.bound >= unrolled
    return (stable or confirmed) and bool(last.dfa.accepting)


def _counted_unrolled(analysis: Analysis) -> int:
    """The bound that unrolls every counted loop (``for (i = 0; i < 4; i++)``: trip count 4,
    :func:`errlang.ir.counted_loops.loop_trips`) of at most MAX_DRIVER_BOUND trips: below it a
    confirmed picture does not stop the driver, since it would generalise such a loop beyond
    its trip count (the fresh stack machine: `op_add*` where the loop runs four times); at it,
    those loops are complete. Only loops in which a letter of the alphabet can occur count:
    the others add nothing to the words (and the learning IR runs them in full or in one
    step, errlang.ir.kept_loops). 0 when there are none."""
    ir = analysis.ir
    lettered = {
        enter.loop for enter in lettered_loops(ir.functions, analysis.settings.alphabet).values()
    }
    trips = [
        count
        for function in ir.functions.values()
        for loop, count in loop_trips(function).items()
        if count <= MAX_DRIVER_BOUND and loop in lettered
    ]
    return max(trips, default=0)


def _too_short(timeout: float, left: float, unchecked: str, next_bound: int) -> str:
    """Why the driver stops before ``next_bound`` while time is left: the picture's check at
    ``next_bound`` did not finish in its share (``unchecked``), and learning that bound costs
    more than the check. Said as a prediction, not as a budget that ran out, when it had not."""
    if left <= 0:
        return f"the time budget of {timeout:g} s ran out"
    return (
        f"the time budget of {timeout:g} s is too short to go on ({unchecked}; learning loop "
        f"bound {next_bound} costs more than that check, and {left:.1f} s were left)"
    )


def _done_reason(attempts: list[Attempt], picture: ConfirmedPicture | None) -> str:
    """Why :func:`_driver_done` said stop, in words."""
    last = attempts[-1]
    if not last.bound_reached:
        return f"no run reaches loop bound {last.bound}: larger bounds add nothing"
    if len(attempts) > 1 and attempts[-2].dfa.canonical() == last.dfa.canonical():
        return f"the automaton did not change from loop bound {last.bound - 1} to {last.bound}"
    if picture is not None and picture.confirmed_at[-1:] == (last.bound + 1,):
        return (
            f"the picture of loop bound {last.bound} was confirmed at loop bound "
            f"{last.bound + 1} (its decided words checked by queries)"
        )
    return f"the picture of loop bound {last.bound - 1} was confirmed at loop bound {last.bound}"
