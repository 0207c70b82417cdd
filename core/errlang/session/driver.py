"""`learn`: the DFA of the language of error of a target, with its guarantee (DESIGN §3).

:func:`learn_target` is the bound driver (the 2015 paper's LearnUpToBound): it learns at loop
bounds 1, 2, … (or only at the bound given) with the teachers of one :class:`Analysis`, and
stops when the automaton is stable or no run reaches the bound.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from errlang.automata.dfa import DFA
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
from errlang.ir.program import located_fingerprint
from errlang.learner.base import LearningCancelled, LearningError
from errlang.learner.base import learn as run_learner
from errlang.session.errors import AnalysisCancelled, AnalysisError
from errlang.session.pac_equivalence import PacEquivalence, PacEquivalenceTeacher, RunSampler
from errlang.session.picture import confirm_after, picture_after
from errlang.session.targets import Target
from errlang.teacher.decided import ConfirmedPicture
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import Run, SolverCancelled, SolverUnknown

if TYPE_CHECKING:
    from errlang.session.analysis import Analysis, Cancel, Progress

MAX_DRIVER_BOUND = 4
COUNTEREXAMPLES = 3
PROGRESS_INTERVAL = 0.1  # seconds between two progress reports of the queries so far


@dataclass(frozen=True)
class Counts:
    """A teacher's counters at one moment (a teacher may serve several learning runs)."""

    membership: int
    filtered: int
    cached: int
    equivalence: int
    enumerated: int
    solver_calls: int
    solver_seconds: float

    @classmethod
    def of(cls, teacher: ProgramTeacher) -> Counts:
        stats = teacher.stats
        return cls(stats.membership_queries, stats.filtered, stats.cached,
                   stats.equivalence_queries, stats.enumerated, teacher.solver_calls,
                   teacher.solver_seconds)  # fmt: skip


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


def learn_target(
    analysis: Analysis,
    target: Target,
    loop_bound: int | None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    equivalence: PacEquivalence | None = None,
) -> LearnedAutomaton:
    """Learn ``target`` at ``loop_bound``, or (``None``) raise the bound until the automaton
    is stable, no run reaches the bound, the time budget is spent or ``MAX_DRIVER_BOUND``.
    ``equivalence``: answer equivalence queries by sampling (PAC), else exactly."""
    started = time.perf_counter()
    runs = None
    if equivalence is not None:
        if target.info.kind != "assertion":
            message = "--equivalence pac learns assertions only, not function behaviour"
            raise AnalysisError([{"line": target.info.line, "column": 1, "message": message}])
        runs = RunSampler(analysis.program, analysis.ir, target.info.line, equivalence)
    bounds = [loop_bound] if loop_bound else list(range(1, MAX_DRIVER_BOUND + 1))
    attempts: list[Attempt] = []
    confirming: list[Attempt] = []  # learned only to confirm the picture (a fixed bound)
    picture: ConfirmedPicture | None = None
    deadline = started + analysis.settings.timeout
    try:
        for bound in bounds:
            so_far = _stats(attempts, started)
            earlier = (so_far.membership_queries + so_far.equivalence_queries, so_far.solver_calls)
            if progress:
                progress(progress_message(bound, *earlier), None)
            attempt = _learn_at(
                analysis, target, bound, deadline, cancel, runs, equivalence, progress, earlier
            )
            attempts.append(attempt)
            picture = picture_after(picture, attempt.teacher, attempt.dfa, deadline)
            if _driver_done(attempts, picture) or time.perf_counter() > deadline:
                break
        if loop_bound:
            picture = _confirm(analysis, target, attempts, picture, cancel, confirming, started)
    except (EncodingCancelled, LearningCancelled, SolverCancelled) as error:
        raise AnalysisCancelled() from error
    except FrontendError as error:
        from errlang.session.analysis import analysis_error

        raise analysis_error(error, analysis.path) from error
    except (SolverUnknown, EncodingBudgetExceeded, LearningError) as error:
        if not attempts:
            message = f"learning stopped: {error}"
            raise AnalysisError(
                [{"line": target.info.line, "column": 1, "message": message}], analysis.path
            ) from error
    return _result(analysis, target, attempts, loop_bound is None, started, picture, confirming)


def _driver_done(attempts: list[Attempt], picture: ConfirmedPicture | None) -> bool:
    """Stop raising the bound: every run is within it (larger bounds add nothing), or the
    automaton did not change, or the picture was confirmed at this bound (DESIGN §3; an
    empty language is not taken as stable: longer runs may fail)."""
    last = attempts[-1]
    if not last.bound_reached:
        return True
    stable = len(attempts) > 1 and attempts[-2].dfa.canonical() == last.dfa.canonical()
    confirmed = picture is not None and picture.confirmed_at[-1:] == (last.bound,)
    return (stable or confirmed) and bool(last.dfa.accepting)


def _confirm(
    analysis: Analysis,
    target: Target,
    attempts: list[Attempt],
    picture: ConfirmedPicture | None,
    cancel: Cancel | None,
    confirming: list[Attempt],
    started: float,
) -> ConfirmedPicture | None:
    """At a fixed loop bound b, the picture is checked against the decided words of b+1
    (DESIGN §3): one more learning run whose automaton is not shown, given at most twice the
    time spent so far (at least 5 s). If it cannot finish, the picture stays unconfirmed."""
    last = attempts[-1]
    if picture is None or not last.bound_reached or picture.confirmed_at:
        return picture
    until = time.perf_counter() + max(5.0, 2 * (time.perf_counter() - started))

    def stop() -> bool:
        return time.perf_counter() > until or (cancel is not None and cancel())

    try:
        following = _learn_at(analysis, target, last.bound + 1, until, stop)
    except (EncodingCancelled, LearningCancelled, SolverCancelled):
        if cancel is not None and cancel():
            raise
        return picture
    except (SolverUnknown, EncodingBudgetExceeded, LearningError):
        return picture
    confirming.append(following)
    return confirm_after(picture, following.teacher, following.dfa)


def _learn_at(
    analysis: Analysis,
    target: Target,
    bound: int,
    deadline: float,
    cancel: Cancel | None,
    runs: RunSampler | None = None,
    equivalence: PacEquivalence | None = None,
    progress: Progress | None = None,
    earlier: tuple[int, int] = (0, 0),
) -> Attempt:
    teacher = analysis.teacher(target, bound, analysis.settings.max_length, cancel)
    teacher.set_timeout(max(1.0, deadline - time.perf_counter()))
    before = Counts.of(teacher)
    poll = _reporting(cancel, progress, bound, teacher, before, earlier)
    pac = None
    if runs is not None and equivalence is not None:
        remaining = deadline - time.perf_counter()
        pac = PacEquivalenceTeacher(teacher, runs, equivalence, time.monotonic() + remaining)
    learner_teacher = pac if pac is not None else teacher
    with teacher.cancellable(cancel):  # z3 is interrupted when the run is cancelled
        result = run_learner(learner_teacher, algorithm=analysis.settings.algorithm, cancel=poll)
        reached = _bound_reached(teacher)
    return Attempt(bound, result.dfa, teacher, reached, before, pac)


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


def _runs(analysis: Analysis, target: Target, teacher: ProgramTeacher) -> tuple[Run, ...]:
    """The shortest failing runs (DESIGN §5: shortest first), cached under the source
    positions too, since runs carry lines, not only the slice's IR."""
    located = located_fingerprint(analysis.ir, target.entry)
    name = f"runs:{COUNTEREXAMPLES}:{teacher.max_length}:{located}"
    cache = teacher.cache
    stored = cache.blob(name) if cache else None
    if isinstance(stored, list):
        return tuple(run_from_json(run) for run in stored)
    runs = tuple(teacher.shortest_runs(COUNTEREXAMPLES))
    if cache:
        cache.store_blob(name, [run.to_json() for run in runs])
    return runs


def _stats(attempts: list[Attempt], started: float) -> LearnStats:
    """The queries of these attempts only (their teachers' counters since they started)."""
    spent = [(Counts.of(a.teacher), a.before) for a in attempts]
    return LearnStats(
        membership_queries=sum(now.membership - then.membership for now, then in spent),
        filtered=sum(now.filtered - then.filtered for now, then in spent),
        cached=sum(now.cached - then.cached for now, then in spent),
        solver_calls=sum(now.solver_calls - then.solver_calls for now, then in spent),
        equivalence_queries=sum(now.equivalence - then.equivalence for now, then in spent),
        answered_by_enumeration=sum(now.enumerated - then.enumerated for now, then in spent),
        seconds=time.perf_counter() - started,
        solver_seconds=sum(now.solver_seconds - then.solver_seconds for now, then in spent),
    )


def _result(
    analysis: Analysis,
    target: Target,
    attempts: list[Attempt],
    driven: bool,
    started: float,
    picture: ConfirmedPicture | None = None,
    confirming: list[Attempt] | None = None,
) -> LearnedAutomaton:
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
    if last.bound_reached and len(attempts) == 1 and driven:
        unproven.append("stability: the bound driver stopped before the automaton was stable")
    runs = _runs(analysis, target, teacher) if post.dfa.accepting else ()
    return LearnedAutomaton(
        target=target.info,
        alphabet=alphabet,
        alphabet_kinds=analysis.settings.alphabet,
        final_letter=target.final_letter,
        dfa=post.dfa,
        dominating_transitions=frozenset(post.dominating_transitions),
        doomed_states=frozenset(post.doomed_states),
        dominating_letters=frozenset(post.dominating_letters),
        bounds=Bounds(last.bound, teacher.max_length, tuple(a.bound for a in attempts)),
        guarantee=LearnGuarantee(
            exact_length, tuple(unproven), last.bound_reached, teacher.projection.longest()
        ),
        stats=_stats([*attempts, *(confirming or [])], started),
        counterexamples=runs,
        picture=picture,
    )
