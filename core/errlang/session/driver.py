"""`learn`: the DFA of the language of error of a target, with its guarantee (DESIGN §3).

:func:`learn_target` is the bound driver (the 2015 paper's LearnUpToBound): it learns at loop
bounds 1, 2, … (or only at the bound given) with the teachers of one :class:`Analysis`, and
stops when the automaton is stable or no run reaches the bound. Every part runs under one hard
time budget (:mod:`errlang.session.learn_budget`): when it runs out, or the solver or encoder
gives up, the automaton of the last bound learned completely is the result, with the reason
the driver stopped (``bounds.stopped``); only when no bound was learned is there no automaton.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from errlang.automata.dfa import DFA
from errlang.automata.operations import enumerate_accepted
from errlang.automata.picture import exact_picture
from errlang.automata.postprocess import postprocess
from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled
from errlang.explain.results import (
    Bounds,
    LearnedAutomaton,
    LearnGuarantee,
    LearnStats,
    Letter,
    Location,
    run_from_json,
)
from errlang.frontend import FrontendError
from errlang.ir.counted_loops import loop_trips
from errlang.ir.kept_loops import lettered_loops
from errlang.ir.program import located_fingerprint
from errlang.learner.base import LearningCancelled, LearningError
from errlang.learner.base import learn as run_learner
from errlang.session.confirm_ahead import (
    Ahead,
    Asked,
    Counts,
    Last,
    confirm,
    shows_generalisation,
)
from errlang.session.empty_language import why_empty
from errlang.session.errors import AnalysisCancelled, AnalysisError
from errlang.session.forked import best_within
from errlang.session.learn_budget import LearnBudget, Phases, stop_reason
from errlang.session.pac_equivalence import PacEquivalence, PacEquivalenceTeacher, RunSampler
from errlang.session.targets import Target
from errlang.session.word_length import Previous, teacher_at
from errlang.teacher.decided import (
    ConfirmedPicture,
    DecidedWords,
    decided_words,
    follow,
)
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import Run, SolverCancelled, SolverUnknown

if TYPE_CHECKING:
    from errlang.session.analysis import Analysis, Cancel, Partial, Progress

MAX_DRIVER_BOUND = 4
EMPTY_DRIVER_BOUND = (
    8  # while nothing fails yet, the driver goes on to this bound (budget allowing)
)
COUNTEREXAMPLES = 3
RUNS_AT_LEAST = 0.5  # seconds for the counterexample runs even when learning used the budget
SHRINK_SHARE = 0.01  # of the learn budget, per counterexample, for making its inputs small
SHRINK_AT_LEAST = 0.5  # seconds per counterexample for that, whatever the budget
# seconds for the counterexample runs of a partial result (issue 31: counterexamples in the
# view at every stage; cached, so the final result at that bound has them at once)
PARTIAL_RUNS = 1.5
PROGRESS_INTERVAL = 0.1  # seconds between two progress reports of the queries so far
PICTURE_SHARE = 0.05  # of the learn budget, at most, for the picture search of one bound
PICTURE_AT_LEAST = 0.5  # seconds the picture search gets even when learning was quick
PICTURE_SLACK = 0.25  # seconds after its budget before the picture search is killed


@dataclass(frozen=True)
class Attempt:
    """The automaton learned at one loop bound, with the teacher that taught it and the
    teacher's counters before it started."""

    bound: int
    dfa: DFA
    teacher: ProgramTeacher
    bound_reached: bool
    before: Counts
    pac: PacEquivalenceTeacher | None = None  # equivalence by sampling (learn --equivalence pac)
    word_length: int | None = None  # the default n's rule at this bound, uncapped (word_length)


class Stopped(Exception):
    """Learning at ``bound`` did not finish while ``doing`` something: the budget ran out
    (``why`` empty), or the solver or the encoder gave up (``why`` says how)."""

    def __init__(self, why: str, bound: int, doing: str) -> None:
        super().__init__(why or "out of time")
        self.why, self.bound, self.doing = why, bound, doing


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
    aheads: list[Ahead] = []  # checks at b+1 started in a child: stopped whatever happens
    try:
        return _learn_target(analysis, target, loop_bound, progress, cancel, equivalence,
                             since, partial, every_word, aheads)  # fmt: skip
    finally:
        for ahead in aheads:
            ahead.stop()


def _learn_target(
    analysis: Analysis,
    target: Target,
    loop_bound: int | None,
    progress: Progress | None,
    cancel: Cancel | None,
    equivalence: PacEquivalence | None,
    since: float | None,
    partial: Partial | None,
    every_word: bool,
    aheads: list[Ahead],
) -> LearnedAutomaton:
    budget = LearnBudget.start(analysis.settings.timeout, cancel, since)
    phases = Phases()
    phases.add("front_end", analysis.front_end_seconds)
    runs = None
    if equivalence is not None:
        if target.info.kind != "assertion":
            message = "--equivalence pac learns assertions only, not function behaviour"
            raise AnalysisError([{"line": target.info.line, "column": 1, "message": message}])
        runs = RunSampler(analysis.program, analysis.ir, target.info.line, equivalence)
    bounds = [loop_bound] if loop_bound else list(range(1, MAX_DRIVER_BOUND + 1))
    attempts: list[Attempt] = []
    # the teachers of b+1 asked only to confirm the picture (a fixed bound b)
    confirming: list[Asked] = []
    ahead: Ahead | None = None  # a fixed bound's check at b+1, started early (confirm_ahead)
    picture: ConfirmedPicture | None = None
    decided: DecidedWords | None = None  # of the last bound learned: what its picture is right on
    stopped = ""
    ran_out = False  # a bound could not be learned (budget, solver or encoder)
    unrolled = _counted_unrolled(analysis) if not loop_bound else 0
    if loop_bound and analysis.settings.confirm_picture and equivalence is None:
        # a fixed bound's check at b+1 encodes b+1 in a child while b is learned
        ahead = Ahead.start(analysis, target, loop_bound + 1, budget)
        aheads.extend([ahead] if ahead is not None else [])
    for bound in bounds:
        so_far = _stats([(a.teacher, a.before) for a in attempts], phases)
        earlier = (so_far.membership_queries + so_far.equivalence_queries, so_far.solver_calls)
        if progress:
            progress(progress_message(bound, *earlier), None)
        try:
            attempt = _learn_at(
                analysis,
                target,
                bound,
                budget,
                phases,
                runs,
                equivalence,
                progress,
                earlier,
                _previous(attempts),
                driven=not loop_bound and not every_word,
            )
        except Stopped as stop:
            timeout = analysis.settings.timeout
            why = stop.why or f"the time budget of {timeout:g} s ran out"
            shown = attempts[-1].bound if attempts else None
            stopped = stop_reason(why, stop.bound, stop.doing, timeout, shown)
            ran_out = True
            break
        attempts.append(attempt)
        if ahead is not None and not _checked_later(analysis, attempt, budget):
            ahead.stop()  # no picture to check at b+1: the child's encoding is not needed
            ahead = None
        picture, decided = _picture(analysis, picture, attempt, budget, phases)
        if ahead is not None and not shows_generalisation(picture):
            ahead.stop()  # the exact automaton is shown as it is: nothing to check
            ahead = None
        if _driver_done(attempts, picture, unrolled):
            stopped = _done_reason(attempts, picture)
            break
        # no run fails within the bound yet: deepen, as check does, while the budget lasts
        empty = not attempt.dfa.accepting
        if not loop_bound and empty and bound == bounds[-1] and bound < EMPTY_DRIVER_BOUND:
            bounds.append(bound + 1)
        if partial is not None and bound != bounds[-1]:
            going_on = f"still learning: loop bound {bound + 1} is being learned"
            partial(_result(analysis, target, attempts, True, budget, phases, picture,
                            confirming, going_on, runs_within=PARTIAL_RUNS))  # fmt: skip
        if not loop_bound and bound < MAX_DRIVER_BOUND and bound >= unrolled:
            # the next bound's decided words checked by queries before it is learned (issue
            # 31): a confirmed picture stops the driver for a fraction of a whole bound
            checked = confirm(analysis, target, _last(attempts), picture, budget, phases,
                              confirming, decided, refuted_drawn=False)  # fmt: skip
            if checked is not None and checked.confirmed_at[-1:] == (bound + 1,):
                picture = checked
                stopped = _done_reason(attempts, picture)
                break
            if checked is not None and checked.unchecked:  # b+1 is out of reach: show b's
                picture = checked
                timeout = analysis.settings.timeout
                doing = f"checking the picture of loop bound {bound}"
                why = f"the time budget of {timeout:g} s ran out"
                stopped = stop_reason(why, bound + 1, doing, timeout, bound)
                break
    else:
        if not loop_bound:
            stopped = f"the driver's largest loop bound ({bounds[-1]}) was learned"
    if not attempts:
        message = f"learning stopped: {stopped}"
        raise AnalysisError(
            [{"line": target.info.line, "column": 1, "message": message}], analysis.path
        )
    # a fixed bound's picture, and the driver's last one when it stopped unconfirmed (its
    # largest bound, or a stable exact automaton), are checked at the next bound
    listed = None
    if ahead is not None and attempts[-1].bound + 1 == ahead.bound and not ran_out:
        # the counterexamples while the child still encodes b+1 (confirm_ahead)
        with phases.timing("counterexamples"):
            last = attempts[-1]
            listed = _counterexamples(analysis, target, last.teacher, last.dfa, budget)
    if not ran_out and not budget.out_of_time():
        picture = confirm(analysis, target, _last(attempts), picture, budget, phases,
                          confirming, decided, ahead=ahead)  # fmt: skip
    if ahead is not None:
        ahead.stop()  # the child's work is done or not needed
    return _result(analysis, target, attempts, loop_bound is None, budget, phases, picture,
                   confirming, stopped, listed=listed)  # fmt: skip


def _checked_later(analysis: Analysis, attempt: Attempt, budget: LearnBudget) -> bool:
    """Whether the picture of a fixed bound will be checked at b+1 (:func:`confirm`), unless
    it turns out exact: a language that is not empty, a run that reaches the bound."""
    return (
        analysis.settings.confirm_picture
        and bool(attempt.dfa.accepting)
        and attempt.bound_reached
        and not budget.out_of_time()
    )


def _last(attempts: list[Attempt]) -> Last:
    last = attempts[-1]
    return Last(last.bound, last.dfa, last.bound_reached)


def _learn_at(
    analysis: Analysis,
    target: Target,
    bound: int,
    budget: LearnBudget,
    phases: Phases,
    runs: RunSampler | None = None,
    equivalence: PacEquivalence | None = None,
    progress: Progress | None = None,
    earlier: tuple[int, int] = (0, 0),
    previous: Previous | None = None,
    driven: bool = True,
) -> Attempt:
    """One attempt of the driver: the automaton at ``bound`` learned completely within
    ``budget``, or :class:`Stopped` (:class:`AnalysisCancelled` when the caller gave up)."""
    doing = "encoding the program"
    try:
        with phases.timing("encoding"):
            analysis.teacher(
                target, bound, analysis.settings.max_length, budget.stop, budget.deadline
            )
        doing = "listing the failing words"
        # its solver time counts below
        chosen = teacher_at(analysis, target, bound, budget, previous, driven)
        teacher = chosen.teacher
        calls, seconds = chosen.solver_before
        doing = "learning"
        teacher.set_timeout(max(1.0, budget.remaining()))
        before = replace(Counts.of(teacher), solver_calls=calls, solver_seconds=seconds)
        poll = _reporting(budget.stop, progress, bound, teacher, before, earlier)
        pac = None
        if runs is not None and equivalence is not None:
            until = time.monotonic() + budget.remaining()
            pac = PacEquivalenceTeacher(teacher, runs, equivalence, until)
        learner_teacher = pac if pac is not None else teacher
        started = time.perf_counter()
        with teacher.cancellable(budget.cancel, budget.deadline):
            try:
                result = run_learner(
                    learner_teacher, algorithm=analysis.settings.algorithm, cancel=poll
                )
                doing = "checking whether runs reach the bound"
                reached = _bound_reached(teacher)
            finally:
                solver = Counts.of(teacher).solver_seconds - before.solver_seconds
                phases.add("solver", solver)
                phases.add("learner", time.perf_counter() - started - solver)
    except (EncodingCancelled, LearningCancelled, SolverCancelled) as error:
        if budget.cancelled():
            raise AnalysisCancelled() from error
        raise Stopped("", bound, doing) from error
    except FrontendError as error:
        from errlang.session.analysis import analysis_error

        raise analysis_error(error, analysis.path) from error
    except SolverUnknown as error:
        why = "" if error.out_of_time else f"the solver gave up ({error.reason})"
        raise Stopped(why, bound, doing) from error
    except EncodingBudgetExceeded as error:
        raise Stopped(f"the encoder gave up ({error})", bound, doing) from error
    except LearningError as error:
        raise Stopped(f"the learner gave up ({error})", bound, doing) from error
    return Attempt(bound, result.dfa, teacher, reached, before, pac, chosen.length)


def _previous(attempts: list[Attempt]) -> Previous | None:
    """What the next bound's default n is chosen from (:mod:`errlang.session.word_length`):
    the last bound's n when something failed there, and its failing words (enumerated by its
    teacher; None when there were too many)."""
    if not attempts:
        return None
    last = attempts[-1]
    if not last.dfa.accepting:
        return Previous(0, frozenset())
    return Previous(last.word_length or last.teacher.max_length, last.teacher.enumerated)


def _picture(
    analysis: Analysis,
    previous: ConfirmedPicture | None,
    attempt: Attempt,
    budget: LearnBudget,
    phases: Phases,
) -> tuple[ConfirmedPicture, DecidedWords | None]:
    """The picture after ``attempt`` (DESIGN §3): its cut words within the budget, its search
    within a small share of it (:func:`_picture_seconds`); the exact automaton when the cut
    words are out of reach or the search does not stop in time. With it, the decided words
    of the attempt's bound (None when its cut words are unknown). An empty language needs no
    cut words: with no word to accept, the smallest automaton right on the decided words is
    the empty one, whatever the bound leaves free."""
    teacher = attempt.teacher
    if not attempt.dfa.accepting:
        reason = f"no run within loop bound {attempt.bound} fails: there is nothing to generalise"
        return ConfirmedPicture(
            exact_picture(attempt.dfa, reason), attempt.bound, teacher.max_length
        ), None
    try:
        with phases.timing("cut_words"), teacher.cancellable(budget.cancel, budget.deadline):
            decided = decided_words(teacher, attempt.dfa, analysis.ir, analysis.settings.alphabet)
    except (SolverUnknown, SolverCancelled) as error:
        if budget.cancelled():
            raise AnalysisCancelled() from error
        reason = "the words of the runs cut by the bound are unknown (the time budget ran out)"
        if isinstance(error, SolverUnknown) and not error.out_of_time:
            reason = f"the words of the runs cut by the bound are unknown ({error.reason})"
        if shows_generalisation(previous) and previous is not None:
            # not refuted, only not checked: the larger exact automaton does not replace it
            why = f"not checked at loop bound {attempt.bound}: {reason}"
            return replace(previous, unchecked=why), None
        return ConfirmedPicture(
            exact_picture(attempt.dfa, reason), attempt.bound, teacher.max_length
        ), None
    seconds = _picture_seconds(budget, phases)
    with phases.timing("picture"):
        found = _search_within(previous, decided, seconds)
    if found is None:
        reason = (
            f"the picture's search did not stop within its {seconds:.1f} s: nothing is generalised"
        )
        if shows_generalisation(previous) and previous is not None:
            return replace(previous, unchecked=f"not checked at loop bound {attempt.bound}: "
                                               f"{reason}"), decided  # fmt: skip
        return ConfirmedPicture(
            exact_picture(attempt.dfa, reason), attempt.bound, teacher.max_length
        ), decided
    return found, decided


def _picture_seconds(budget: LearnBudget, phases: Phases) -> float:
    """The picture search's budget: a quarter of the time learning took so far (at least
    PICTURE_AT_LEAST), at most PICTURE_SHARE of the whole budget and what is left of it."""
    learning = sum(phases.seconds[p] for p in ("encoding", "solver", "learner", "cut_words"))
    wanted = min(PICTURE_SHARE * budget.seconds, max(PICTURE_AT_LEAST, learning / 4))
    return max(0.0, min(wanted, budget.remaining()))


def _search_within(
    previous: ConfirmedPicture | None, decided: DecidedWords, seconds: float
) -> ConfirmedPicture | None:
    """:func:`follow` given ``seconds``, computed in a child process that is killed
    PICTURE_SLACK after them (the search's SAT calls cannot be interrupted): then the best
    picture it had found and checked (it says it was not proven smallest), or None."""
    found, _ = best_within(
        lambda send: follow(previous, decided, seconds, send), seconds + PICTURE_SLACK
    )
    return found


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


def progress_message(bound: int, queries: int, solver_calls: int) -> str:
    """``learning with loop bound 2 · 120 queries · 14 solver calls`` (the queries and solver
    calls of the whole run so far; docs/protocol.md: the extension reads the bound and the
    queries)."""
    asked = f"{queries} {'query' if queries == 1 else 'queries'}"
    calls = f"{solver_calls} solver {'call' if solver_calls == 1 else 'calls'}"
    return f"learning with loop bound {bound} · {asked} · {calls}"


def _reporting(
    cancel: Cancel | None,
    progress: Progress | None,
    bound: int,
    teacher: ProgramTeacher,
    before: Counts,
    earlier: tuple[int, int],
) -> Cancel | None:
    """The learner's cancel callback, polled before each query, which also reports the queries
    so far at most every PROGRESS_INTERVAL (in the learner's thread: never from z3's watcher)."""
    if progress is None:
        return cancel
    last = time.monotonic()

    def poll() -> bool:
        nonlocal last
        if time.monotonic() - last >= PROGRESS_INTERVAL:
            last = time.monotonic()
            now = Counts.of(teacher)
            asked = now.membership - before.membership + now.equivalence - before.equivalence
            calls = now.solver_calls - before.solver_calls
            progress(progress_message(bound, earlier[0] + asked, earlier[1] + calls), None)
        return cancel is not None and cancel()

    return poll


def _bound_reached(teacher: ProgramTeacher) -> bool:
    """Whether a run within the formula is cut by the loop bound (cached per key)."""
    cache = teacher.cache
    reached = cache.blob("bound_reached") if cache else None
    if reached is None:
        reached = teacher.solver.satisfiable(teacher.encoding.bound_hit) is not None
        if cache:
            cache.store_blob("bound_reached", reached)
    return bool(reached)


def _runs(analysis: Analysis, target: Target, teacher: ProgramTeacher, dfa: DFA) -> tuple[Run, ...]:
    """The shortest failing runs (DESIGN §5: shortest first), cached under the source
    positions too, since runs carry lines, not only the slice's IR."""
    located = located_fingerprint(analysis.ir, target.entry)
    name = f"runs:{COUNTEREXAMPLES}:{teacher.max_length}:{located}:accepted"
    cache = teacher.cache
    stored = cache.blob(name) if cache else None
    if isinstance(stored, list):
        return tuple(run_from_json(run) for run in stored)
    # the learned automaton is Fail(P, b, n) up to n: its shortest words are the shortest
    # failing words (a word without a run, possible only when something is unproven, is skipped)
    words = enumerate_accepted(dfa, teacher.max_length, limit=4 * COUNTEREXAMPLES)
    shrink = max(SHRINK_AT_LEAST, SHRINK_SHARE * analysis.settings.timeout)
    found, finished = teacher.runs_within(words, COUNTEREXAMPLES, shrink)
    runs = tuple(found)
    if cache and finished:  # runs cut short by the deadline are shown, not kept
        cache.store_blob(name, [run.to_json() for run in runs])
    return runs


def _stats(asked: list[Asked], phases: Phases) -> LearnStats:
    """The queries of these teachers since their counters were ``Counts`` (a teacher may
    serve several learning runs; a check in a child gives its counters), and the seconds of
    each phase of the whole learn."""
    spent = [(t if isinstance(t, Counts) else Counts.of(t), before) for t, before in asked]
    return LearnStats(
        membership_queries=sum(now.membership - then.membership for now, then in spent),
        filtered=sum(now.filtered - then.filtered for now, then in spent),
        cached=sum(now.cached - then.cached for now, then in spent),
        solver_calls=sum(now.solver_calls - then.solver_calls for now, then in spent),
        equivalence_queries=sum(now.equivalence - then.equivalence for now, then in spent),
        answered_by_enumeration=sum(now.enumerated - then.enumerated for now, then in spent),
        seconds=sum(phases.seconds.values()),
        solver_seconds=sum(now.solver_seconds - then.solver_seconds for now, then in spent),
        phases=phases.items(),
    )


def _counterexamples(
    analysis: Analysis,
    target: Target,
    teacher: ProgramTeacher,
    dfa: DFA,
    budget: LearnBudget,
    within: float | None = None,
) -> tuple[Run, ...]:
    """:func:`_runs` within the budget's reserve (at least RUNS_AT_LEAST, so that the result
    of a bound learned before the budget ran out has its runs too), or (``within``: a partial
    result's) within that many seconds and the budget; none when that runs out (the
    automaton is right without them)."""
    until = budget.after_learning(RUNS_AT_LEAST)
    if within is not None:
        until = min(budget.deadline, time.monotonic() + within)
    try:
        with teacher.cancellable(budget.cancel, until):
            return _runs(analysis, target, teacher, dfa)
    except (SolverUnknown, SolverCancelled) as error:
        if budget.cancelled():
            raise AnalysisCancelled() from error
        return ()


def _why_empty(attempt: Attempt, budget: LearnBudget) -> str:
    """Why no run within the attempt's bound fails (:mod:`errlang.session.empty_language`),
    within the budget's reserve; "" when even that runs out."""
    until = budget.after_learning(RUNS_AT_LEAST)
    try:
        with attempt.teacher.cancellable(budget.cancel, until):
            return why_empty(attempt.teacher, attempt.bound)
    except (SolverUnknown, SolverCancelled) as error:
        if budget.cancelled():
            raise AnalysisCancelled() from error
        return ""


def _result(
    analysis: Analysis,
    target: Target,
    attempts: list[Attempt],
    driven: bool,
    budget: LearnBudget,
    phases: Phases,
    picture: ConfirmedPicture | None,
    confirming: list[Asked],
    stopped: str,
    with_runs: bool = True,
    runs_within: float | None = None,
    listed: tuple[Run, ...] | None = None,
) -> LearnedAutomaton:
    """The learned automaton of the last bound learned, with its counterexample runs (or
    those ``listed`` already) and the picture shown beside it."""
    last = attempts[-1]
    teacher = last.teacher
    post = postprocess(last.dfa)
    locations = analysis.ir.letters(target.entry, analysis.settings.alphabet)
    alphabet = tuple(
        Letter(letter, tuple(Location(at.line, at.column, at.function) for at in sites))
        for letter in teacher.alphabet
        if letter != target.final_letter
        for sites in [locations.get(letter, [])]
    )
    unproven = list(teacher.guarantee.unproven)
    exact_length = teacher.max_length
    if last.pac is not None:  # sampled, not checked: the guarantee is PAC, not exactness
        unproven = [last.pac.settings.statement(last.pac.queries, last.pac.samples)]
        exact_length = 0
    unrolled = _counted_unrolled(analysis) if driven else 0
    if driven and last.bound_reached and not _driver_done(attempts, picture, unrolled):
        unproven.append(
            f"stability: the bound driver stopped before the automaton was stable ({stopped})"
        )
    empty = ""
    if not post.dfa.accepting and with_runs:
        empty = _why_empty(last, budget)
    runs: tuple[Run, ...] = listed or ()
    if post.dfa.accepting and with_runs and listed is None:
        with phases.timing("counterexamples"):
            runs = _counterexamples(analysis, target, teacher, last.dfa, budget, runs_within)
    return LearnedAutomaton(
        target=target.info,
        alphabet=alphabet,
        alphabet_kinds=analysis.settings.alphabet,
        final_letter=target.final_letter,
        dfa=post.dfa,
        dominating_transitions=frozenset(post.dominating_transitions),
        doomed_states=frozenset(post.doomed_states),
        dominating_letters=frozenset(post.dominating_letters),
        bounds=Bounds(
            last.bound, teacher.max_length, tuple(a.bound for a in attempts), stopped, empty
        ),
        guarantee=LearnGuarantee(
            exact_length, tuple(unproven), last.bound_reached, teacher.projection.longest()
        ),
        stats=_stats([*((a.teacher, a.before) for a in attempts), *confirming], phases),
        counterexamples=runs,
        picture=picture,
    )
