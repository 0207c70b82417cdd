"""What the bound driver answers (:mod:`errlang.session.driver`): the learned automaton of the
last bound learned (:func:`learned_result`), post-processed (DESIGN §3), with its shortest
counterexample runs (DESIGN §5), or why its language is empty, the guarantee and the queries
and seconds of every phase."""

from __future__ import annotations

import time

from errlang.automata.dfa import DFA
from errlang.automata.operations import enumerate_accepted
from errlang.automata.postprocess import postprocess
from errlang.explain.results import (
    Bounds,
    LearnedAutomaton,
    LearnGuarantee,
    LearnStats,
    Letter,
    Location,
    run_from_json,
)
from errlang.ir.program import located_fingerprint
from errlang.session.confirm_ahead import Asked, Counts
from errlang.session.empty_language import why_empty
from errlang.session.errors import AnalysisCancelled
from errlang.session.learn_attempt import Attempt, LearningAnalysis
from errlang.session.learn_budget import LearnBudget, Phases
from errlang.session.targets import Target
from errlang.teacher.decided import ConfirmedPicture
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import Run, SolverCancelled, SolverUnknown

COUNTEREXAMPLES = 3
RUNS_AT_LEAST = 0.5  # seconds for the counterexample runs even when learning used the budget
SHRINK_SHARE = 0.01  # of the learn budget, per counterexample, for making its inputs small
SHRINK_AT_LEAST = 0.5  # seconds per counterexample for that, whatever the budget


def learned_result(
    analysis: LearningAnalysis,
    target: Target,
    attempts: list[Attempt],
    budget: LearnBudget,
    phases: Phases,
    picture: ConfirmedPicture | None,
    confirming: list[Asked],
    stopped: str,
    unstable: bool,
    runs_within: float | None = None,
    listed: tuple[Run, ...] | None = None,
) -> LearnedAutomaton:
    """The learned automaton of the last bound learned, with its counterexample runs (or
    those ``listed`` already) and the picture shown beside it. ``unstable``: the bound driver
    stopped before the automaton was stable (said in the guarantee)."""
    last = attempts[-1]
    teacher = last.teacher
    post = postprocess(last.dfa)
    unproven = list(teacher.guarantee.unproven)
    exact_length = teacher.max_length
    if last.pac is not None:  # sampled, not checked: the guarantee is PAC, not exactness
        unproven = [last.pac.settings.statement(last.pac.queries, last.pac.samples)]
        exact_length = 0
    if unstable:
        unproven.append(
            f"stability: the bound driver stopped before the automaton was stable ({stopped})"
        )
    empty = ""
    if not post.dfa.accepting:
        empty = _why_empty(last, budget)
    runs: tuple[Run, ...] = listed or ()
    if post.dfa.accepting and listed is None:
        with phases.timing("counterexamples"):
            runs = counterexamples(analysis, target, teacher, last.dfa, budget, runs_within)
    return LearnedAutomaton(
        target=target.info,
        alphabet=_alphabet(analysis, target, teacher),
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
        stats=stats([*((a.teacher, a.before) for a in attempts), *confirming], phases),
        counterexamples=runs,
        picture=picture,
    )


def _alphabet(
    analysis: LearningAnalysis, target: Target, teacher: ProgramTeacher
) -> tuple[Letter, ...]:
    """The letters of the automaton (the target's final letter aside) with their sites."""
    locations = analysis.ir.letters(target.entry, analysis.settings.alphabet)
    return tuple(
        Letter(letter, tuple(Location(at.line, at.column, at.function) for at in sites))
        for letter in teacher.alphabet
        if letter != target.final_letter
        for sites in [locations.get(letter, [])]
    )


def stats(asked: list[Asked], phases: Phases) -> LearnStats:
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


def counterexamples(
    analysis: LearningAnalysis,
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


def _runs(
    analysis: LearningAnalysis, target: Target, teacher: ProgramTeacher, dfa: DFA
) -> tuple[Run, ...]:
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
