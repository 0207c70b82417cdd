"""The explanation of one failing assertion of an analysis (issue 5; DESIGN §5).

Learns the language of error of the assertion and the normal runs of ``main`` with the same
bounds — both with the one analysis of the file, so the file is parsed and encoded once —
unites them into the behaviour automaton, annotates the learned automaton with the SEFM 2018
analysis, follows each counterexample through the behaviour automaton, adds a counterexample for
every other decision point not yet shown, and summarises. With ``replay=True`` (only when the
user asked: it runs their code) each counterexample is compiled and run.

:meth:`errlang.session.analysis.Analysis.explain` calls :func:`explain_target`; the analysis is
known here only as :class:`~errlang.session.questions.AnalysisQuestions` (no import circle).
The JSON documents built from an explanation are in :mod:`errlang.session.explain`.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from errlang.automata.dfa import DFA
from errlang.automata.operations import shortest_accepted
from errlang.encoder.symex import EncodingBudgetExceeded
from errlang.explain.annotate import annotate
from errlang.explain.behaviour import ERROR_LETTER, Behaviour, behaviour_from_results
from errlang.explain.counterexample import abstract
from errlang.explain.explanation import Annotation, ExplainedRun, Explanation
from errlang.explain.replay import ReplayResult
from errlang.explain.results import LearnedAutomaton
from errlang.explain.summary import choices, summarise
from errlang.session.errors import AnalysisError
from errlang.session.questions import AnalysisQuestions, Cancel, Progress
from errlang.teacher.solver import Run, SolverUnknown

EXTRA_COUNTEREXAMPLES = 3
"""At most this many counterexamples are added for decision points the learned ones miss."""


class BehaviourMissing(AnalysisError):
    """The assertion fails but the normal runs of ``main`` (the behaviour automaton) could not
    be learned, e.g. the command's time budget ran out: ``failing`` is the language of error
    already learned, ``reason`` why the behaviour is missing (``errlang explain`` prints both)."""

    def __init__(self, failing: LearnedAutomaton, reason: str, path: str | None = None) -> None:
        line = failing.target.line or 1
        super().__init__([{"line": line, "column": 1, "message": reason}], path)
        self.failing = failing
        self.reason = reason


MIN_BEHAVIOUR_SECONDS = 0.2
"""Below this many seconds left of the command's budget, the normal runs are not tried."""


def explain_target(
    analysis: AnalysisQuestions,
    line: int,
    replay: bool,
    replay_timeout: float,
    progress: Progress | None,
    cancel: Cancel | None,
    since: float | None = None,
    every_word: bool = True,
) -> Explanation:
    """The explanation of the assertion on ``line`` of ``analysis``' program. ``since``: the
    ``time.monotonic()`` instant one budget (``settings.timeout``) for the whole explanation
    started — the failing runs are learned within it, the normal runs of main within what is
    left, the extra counterexamples while some is left (replays are timed by
    ``replay_timeout`` alone); None: each learn has the full budget of its own. Raises
    :class:`BehaviourMissing` when the failing runs were learned and the normal runs were not."""
    # every failing word of a run (the deciding choices of the longer runs too); the editor
    # explains the picture it shows (``every_word`` False: the driver's default n)
    failing = analysis.learn(
        line, progress=progress, cancel=cancel, since=since, every_word=every_word
    )
    # the language, not its runs: the budget may have run out before a failing word's run
    # was found (the assertion still fails; the explanation then has fewer examples)
    if failing.empty:
        summary = tuple(summarise(failing, None, []))
        return Explanation(failing, None, None, Annotation(), (), summary, ())
    deadline = None if since is None else since + analysis.settings.timeout
    normal = _normal_runs(analysis, failing, deadline, progress, cancel)
    bound = failing.bounds.loop_bound
    behaviour = behaviour_from_results(failing, normal)
    runs: list[tuple[Run, tuple[int, str] | None]] = [(r, None) for r in failing.counterexamples]
    with _within(analysis, deadline):
        runs += _missing_decisions(analysis, line, bound, behaviour, failing, deadline)
    sites = failing.sites()
    abstractions = [abstract(behaviour, run, failing.target, sites, analysis.ir) for run, _ in runs]
    replays: list[ReplayResult | None] = [None] * len(runs)
    if replay:
        replays = list(_replay_all(analysis, line, [run for run, _ in runs], replay_timeout, bound))
    examples = tuple(
        ExplainedRun(run, abstraction, added_for, outcome)
        for (run, added_for), abstraction, outcome in zip(runs, abstractions, replays, strict=True)
    )
    return Explanation(
        failing,
        normal,
        behaviour,
        annotate(failing.dfa, behaviour.analysis),
        examples,
        tuple(summarise(failing, behaviour, abstractions)),
        tuple(choices(behaviour)),
    )


def _normal_runs(
    analysis: AnalysisQuestions,
    failing: LearnedAutomaton,
    deadline: float | None,
    progress: Progress | None,
    cancel: Cancel | None,
) -> LearnedAutomaton:
    """The normal runs of ``main`` learned at the failing runs' loop bound, by ``deadline``
    (a ``time.monotonic()`` instant; None: a budget of their own); :class:`BehaviourMissing`
    saying why when they are not."""
    if deadline is not None and deadline - time.monotonic() < MIN_BEHAVIOUR_SECONDS:
        spent = f"the time budget of {analysis.settings.timeout:g} s"
        raise BehaviourMissing(
            failing,
            f"{spent} was spent learning the failing runs; the normal runs of main were not "
            "learned (a larger --timeout, or a fixed --loop-bound, leaves time for them)",
            analysis.path,
        )
    if progress:
        progress("learning the normal runs of main", None)
    # Same loop bound; the length bound stays the user's: by default each target is exact up
    # to its own longest word (a failing run may be cut short by the failure).
    bound = failing.bounds.loop_bound
    try:
        with _within(analysis, deadline):
            return analysis.learn(function="main", loop_bound=bound, progress=progress,
                                  cancel=cancel, since=None)  # fmt: skip
    except AnalysisError as error:
        if isinstance(error, BehaviourMissing):
            raise
        messages = "; ".join(str(e["message"]) for e in error.errors) or str(error)
        left = ""
        if deadline is not None:
            left = f" (within what was left of --timeout {analysis.settings.timeout:g} s)"
        reason = f"the normal runs of main were not learned{left}: {messages}"
        raise BehaviourMissing(failing, reason, analysis.path) from error


def _missing_decisions(
    analysis: AnalysisQuestions,
    line: int,
    bound: int,
    behaviour: Behaviour,
    failing: LearnedAutomaton,
    deadline: float | None = None,
) -> list[tuple[Run, tuple[int, str] | None]]:
    """Concrete runs, from the teacher, for the committing transitions no learned
    counterexample takes: for each, the shortest failing word through it (none asked after
    ``deadline``, a ``time.monotonic()`` instant)."""
    covered = set()
    for run in failing.counterexamples:
        state: int | None = behaviour.dfa.initial
        for letter in run.word:
            assert state is not None
            kind = behaviour.type_of(state, letter)
            if kind is not None and kind.value == "incorrect":
                covered.add((state, letter))
                break
            state = behaviour.dfa.step(state, letter)
            if state is None:
                break
    added: list[tuple[Run, tuple[int, str] | None]] = []
    for choice in choices(behaviour):
        for letter in choice.commits:
            if len(added) >= EXTRA_COUNTEREXAMPLES or (choice.state, letter) in covered:
                continue
            if deadline is not None and time.monotonic() >= deadline:
                return added  # an extra example is a nicety: the budget is the user's
            word = _shortest_failing_through(behaviour, choice.path, letter)
            if word is None:
                continue
            try:
                answer = analysis.membership(word, line=line, loop_bound=bound)
            except (SolverUnknown, EncodingBudgetExceeded):
                continue  # an extra example is a nicety: the explanation stands without it
            if answer.member and answer.run is not None:
                added.append((answer.run, (choice.state, letter)))
    return added


@contextmanager
def _within(analysis: AnalysisQuestions, deadline: float | None) -> Iterator[None]:
    """``analysis``' settings carry the seconds left until ``deadline`` as their budget (a
    learn's or a query's, from when it starts) for the ``with`` block; unchanged without."""
    if deadline is None:
        yield
        return
    saved = analysis.settings
    left = round(max(0.1, deadline - time.monotonic()), 1)
    analysis.settings = replace(saved, timeout=left)
    try:
        yield
    finally:
        analysis.settings = saved


def _shortest_failing_through(
    behaviour: Behaviour, path: tuple[str, ...], letter: str
) -> list[str] | None:
    """``path · letter · w`` with ``w`` a shortest word from there to a failure."""
    state = behaviour.dfa.run((*path, letter))
    if state is None:
        return None
    dfa = behaviour.dfa
    rest = shortest_accepted(DFA(dfa.alphabet, dfa.states, state, dfa.accepting, dfa.transitions))
    if rest is None or (*path, letter, *rest)[-1] != ERROR_LETTER:
        return None
    return [*path, letter, *rest]


def _replay_all(
    analysis: AnalysisQuestions, line: int, runs: list[Run], timeout: float, bound: int
) -> list[ReplayResult]:
    """Compile the program once and run it on each run's inputs (runs user code). A run
    through a loop that learning summarised (one without letters, errlang.ir.kept_loops)
    lists the inputs of its first iterations only: the others are completed from the solver
    first, as ``check --replay`` does (errlang.session.loop_inputs)."""
    from errlang.explain.replay import Replayer
    from errlang.session.loop_inputs import (
        LoopInputsUnavailable,
        replay_inputs,
        summarised_inputs,
    )

    program = analysis.program  # the analysis' own parse
    site = program.assertion_at(line)
    assert site is not None  # learn found it

    def replayed(run: Run) -> ReplayResult:
        inputs: list[dict[str, object]] = [i.to_json() for i in run.inputs]
        why = ""
        if summarised_inputs(analysis.ir, run.inputs):
            try:
                inputs = replay_inputs(analysis.ir, site.index, bound, run.inputs)
            except LoopInputsUnavailable as error:  # the listed inputs are all there is
                why = f" (the inputs of a summarised array loop cannot be listed: {error})"
        outcome = replayer.replay(site, inputs, timeout=timeout)
        return replace(outcome, detail=outcome.detail + why) if why else outcome

    with Replayer(program) as replayer:
        return [replayed(run) for run in runs]
