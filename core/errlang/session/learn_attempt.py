"""One attempt of the bound driver (:mod:`errlang.session.driver`): the automaton of a target
at one loop bound, learned completely within the budget (:func:`learn_at`, the body of the
2015 paper's LearnUpToBound loop), or the reason it was not (:class:`Stopped`).

The analysis is known here by :class:`LearningAnalysis`, the part of
:class:`~errlang.session.analysis.Analysis` the driver's helpers ask (no import circle,
issue 32).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Protocol

from errlang.automata.dfa import DFA
from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled
from errlang.ir.program import IRProgram
from errlang.learner.base import LearningCancelled, LearningError
from errlang.learner.base import learn as run_learner
from errlang.session.confirm_ahead import Counts, Last
from errlang.session.errors import AnalysisCancelled
from errlang.session.learn_budget import LearnBudget, Phases
from errlang.session.pac_equivalence import PacEquivalence, PacEquivalenceTeacher, RunSampler
from errlang.session.questions import AnalysisTeachers, Cancel, Progress
from errlang.session.targets import Target
from errlang.session.word_length import Previous, teacher_at
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import SolverCancelled, SolverUnknown

PROGRESS_INTERVAL = 0.1  # seconds between two progress reports of the queries so far


class LearningAnalysis(AnalysisTeachers, Protocol):
    """An analysis as the bound driver's helpers ask it (see
    :class:`~errlang.session.analysis.Analysis`): its settings and teachers, and its IR."""

    @property
    def ir(self) -> IRProgram: ...


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


def learn_at(
    analysis: LearningAnalysis,
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
    ``budget``, or :class:`Stopped` (:class:`AnalysisCancelled` when the caller gave up; a
    front-end error goes to the caller, which knows the analysis' path)."""
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
    except SolverUnknown as error:
        why = "" if error.out_of_time else f"the solver gave up ({error.reason})"
        raise Stopped(why, bound, doing) from error
    except EncodingBudgetExceeded as error:
        raise Stopped(f"the encoder gave up ({error})", bound, doing) from error
    except LearningError as error:
        raise Stopped(f"the learner gave up ({error})", bound, doing) from error
    return Attempt(bound, result.dfa, teacher, reached, before, pac, chosen.length)


def last_of(attempts: list[Attempt]) -> Last:
    """The last attempt as the picture's check at the next bound sees it."""
    last = attempts[-1]
    return Last(last.bound, last.dfa, last.bound_reached)


def previous_of(attempts: list[Attempt]) -> Previous | None:
    """What the next bound's default n is chosen from (:mod:`errlang.session.word_length`):
    the last bound's n when something failed there, and its failing words (enumerated by its
    teacher; None when there were too many)."""
    if not attempts:
        return None
    last = attempts[-1]
    if not last.dfa.accepting:
        return Previous(0, frozenset())
    return Previous(last.word_length or last.teacher.max_length, last.teacher.enumerated)


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
