"""PAC verification of a program's assertions (Chen et al., Sec. 8, Fig. 2), and the check of
an assertion against a saved model (Sec. 12).

:func:`verify` learns the feasible decision vectors with KV or L* through :class:`PacTeacher`
until the teacher accepts a hypothesis (every remaining target ``holds, PAC(ε, δ)``) or a
feasible error vector is found (that target ``fails``; learning restarts for the others, with
the path oracle's answers kept). :func:`check_with_model` decides targets from a saved model:
L(C) ∩ L(B) = ∅ keeps the model's guarantee, a feasible word of it is a failure, an infeasible
one refutes the model and the target is learned again.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from errlang.automata.dfa import DFA
from errlang.explain.replay import Replayer
from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.program import AssertionSite, Program, parse_file
from errlang.ir.program import IRProgram, build_ir, located_fingerprint
from errlang.learner.base import LearningCancelled, LearningError, learn
from errlang.pac.alphabet import DecisionAlphabet, decision_alphabet
from errlang.pac.error_automaton import ErrorAutomaton
from errlang.pac.membership import PathOracle
from errlang.pac.oracle import Failure, FailureFound, PacTeacher, batch_seed
from errlang.pac.outcome import PacUnsupported
from errlang.pac.results import (
    FailingRun,
    PacModel,
    PacResult,
    PacSettings,
    PacStats,
    SiteRef,
    Verdict,
    guarantee_text,
)
from errlang.pac.sampler import FLIP_EFFORT, ConcolicSampler, ExplorerSettings

REPLAY_SECONDS = 5.0  # at most, for the replay of a failing run (gcc)


class PacInputError(Exception):
    """Bad input (file, line, model): ``diagnostics`` are located."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__("; ".join(str(d) for d in diagnostics))
        self.diagnostics = diagnostics


class _Analysis:
    """Everything PAC verification derives from one program version."""

    def __init__(self, path: str, settings: PacSettings, program: Program | None = None):
        try:
            self.program: Program = program or parse_file(
                path, include_dirs=settings.include_dirs, defines=settings.defines
            )
            self.ir: IRProgram = build_ir(self.program)
        except FrontendError as error:
            raise PacInputError(error.diagnostics) from None
        main = self.ir.functions.get("main")
        if main is None:
            raise PacInputError([Diagnostic(path, 1, 1, "the program has no main function")])
        if main.params:
            line = main.loc.line if main.loc else 1
            raise PacInputError(
                [Diagnostic(path, line, 1, "pac: main with parameters is not supported")]
            )
        self.path = path
        self.settings = settings
        self.alphabet: DecisionAlphabet = decision_alphabet(self.ir)
        self.fingerprint = located_fingerprint(self.ir, "main")
        self.oracle = PathOracle(self.ir, self.alphabet)
        explorer = ExplorerSettings(settings.batch, settings.max_decisions, settings.max_steps)
        # The explorer has its own path oracle: its flips are then a function of the vector
        # alone, whatever membership queries learning asked, and batches stay i.i.d.
        flips = PathOracle(self.ir, self.alphabet, effort=FLIP_EFFORT)
        self.sampler = ConcolicSampler(self.ir, self.alphabet, flips, explorer)
        self.deadline: float | None = None  # of learning (set by _learn)

    def targets(self, line: int | None) -> list[AssertionSite]:
        sites = list(self.program.assertions)
        if line is None:
            return sites
        chosen = [s for s in sites if s.line == line]
        own = [s for s in chosen if _in_file(s, self.path)]
        if own and len(self.program.units) > 1:  # linked: line L of FILE before another unit's
            chosen = own
        if not chosen:
            raise PacInputError([Diagnostic(self.path, line, 1, "no assertion on this line")])
        return chosen

    def automaton(self, site: int) -> ErrorAutomaton:
        return ErrorAutomaton(self.ir, self.alphabet, site)

    def failing_run(self, failure: Failure) -> FailingRun:
        replayed = None
        if self.settings.replay:
            with Replayer(self.program) as replayer:
                # at most what is left of the budget (and at least a moment)
                left = REPLAY_SECONDS
                if self.deadline is not None:
                    left = min(left, max(0.5, self.deadline - time.monotonic()))
                replayed = replayer.replay(
                    failure.site, [i.to_json() for i in failure.run.inputs], timeout=left
                )
        return FailingRun(failure.run.vector, tuple(failure.run.inputs), failure.found_by, replayed)


def _in_file(site: AssertionSite, path: str) -> bool:
    coord = site.node.coord
    if coord is None or not coord.file:
        return False
    try:
        return Path(str(coord.file)).resolve() == Path(path).resolve()
    except OSError:
        return str(coord.file) == path


def _site(site: AssertionSite, program: Program) -> SiteRef:
    """``site`` as results name it; in a linked program with the file it is in."""
    coord = site.node.coord
    linked = len(program.units) > 1 and coord is not None and coord.file
    file = str(coord.file) if linked and coord is not None else None
    return SiteRef(site.index, site.line, site.column, site.text, site.function, file)


def verify(
    path: str, settings: PacSettings, line: int | None = None, program: Program | None = None
) -> PacResult:
    """Verdicts for the assertions of ``path`` (those on ``line`` only when given);
    ``program``: its parsed program, when given (units linked, errlang.frontend.link)."""
    start = time.perf_counter()
    analysis = _Analysis(path, settings, program)
    targets = analysis.targets(line)
    verdicts, model, stats = _learn(analysis, targets, start)
    return _result(analysis, verdicts, model, stats, start)


def check_with_model(
    path: str,
    model: PacModel,
    settings: PacSettings,
    line: int | None = None,
    program: Program | None = None,
) -> PacResult:
    """Decide the targets against ``model``; learn again only those it cannot decide (with the
    model's ε, δ, k and explorer limits, so that every verdict has the same guarantee)."""
    start = time.perf_counter()
    analysis = _Analysis(
        path,
        replace(
            settings,
            epsilon=model.settings.epsilon,
            confidence=model.settings.confidence,
            batch=model.settings.batch,
            max_decisions=model.settings.max_decisions,
            max_steps=model.settings.max_steps,
        ),
        program,
    )
    if model.fingerprint != analysis.fingerprint:
        raise PacInputError(
            [Diagnostic(path, 1, 1, "the model was learned for another version of this program")]
        )
    if model.dfa.alphabet != analysis.alphabet.letters:
        raise PacInputError(
            [Diagnostic(path, 1, 1, "the model's alphabet differs from the program's")]
        )
    decided: dict[int, Verdict] = {}
    again: list[AssertionSite] = []
    for site in analysis.targets(line):
        verdict = _against_model(analysis, model.dfa, site)
        if verdict is None:
            again.append(site)
        else:
            decided[site.index] = verdict
    stats = PacStats()
    kept: PacModel | None = model
    if again:
        learned, new_model, stats = _learn(analysis, again, start)
        decided.update({v.site.index: v for v in learned})
        kept = new_model or model
    verdicts = [decided[s.index] for s in analysis.targets(line)]
    return _result(analysis, verdicts, kept, stats, start)


def _against_model(analysis: _Analysis, dfa: DFA, site: AssertionSite) -> Verdict | None:
    word = analysis.automaton(site.index).intersect(dfa)
    if word is None:
        return Verdict(_site(site, analysis.program), "holds", from_model=True)
    fails = analysis.alphabet.fails(site.index)
    answer = analysis.oracle.solve(word[: word.index(fails) + 1])
    if not answer.feasible:
        return None  # the model is refuted on this word: learn again
    run = analysis.sampler.run(random.Random(0), answer.inputs)
    if run.status != "fail" or run.site != site.index:
        return None
    failing = analysis.failing_run(Failure(site.index, run, "model"))
    return Verdict(_site(site, analysis.program), "fails", failing, from_model=True)


def _learn(
    analysis: _Analysis, targets: Sequence[AssertionSite], start: float
) -> tuple[list[Verdict], PacModel | None, PacStats]:
    """Learning runs until every target is decided or the budget is spent (Fig. 2)."""
    settings = analysis.settings
    since = settings.started if settings.started is not None else time.monotonic()
    deadline = since + settings.timeout
    analysis.deadline = deadline
    # past it a query is unknown; the explorer's too, and no sampled run starts (a late batch
    # is dropped: oracle.PacTeacher, sampler.ConcolicSampler)
    analysis.oracle.deadline = analysis.sampler.oracle.deadline = deadline
    analysis.sampler.deadline = deadline
    remaining = {s.index: s for s in targets}
    verdicts: dict[int, Verdict] = {}
    model: PacModel | None = None
    stats = PacStats()
    while remaining:
        teacher = PacTeacher(
            analysis.alphabet,
            analysis.oracle,
            analysis.sampler,
            {i: analysis.automaton(i) for i in remaining},
            epsilon=settings.epsilon,
            confidence=settings.confidence,
            seed=settings.seed,
            deadline=deadline,
            first_batch=stats.batches,
        )
        rounds = 0
        try:
            result = learn(
                teacher,
                algorithm="lstar" if settings.learner == "lstar" else "kv",
                counterexample="binary",
                cancel=lambda: time.monotonic() > deadline,
            )
        except FailureFound as found:
            site = remaining.pop(found.failure.site)
            verdicts[site.index] = Verdict(
                _site(site, analysis.program), "fails", analysis.failing_run(found.failure)
            )
        except (LearningCancelled, LearningError, PacUnsupported) as error:
            reason = "time budget" if isinstance(error, LearningCancelled) else str(error)
            for site in remaining.values():
                verdicts[site.index] = Verdict(
                    _site(site, analysis.program), "unknown", reason=reason
                )
            remaining = {}
        else:
            for site in remaining.values():
                verdicts[site.index] = Verdict(_site(site, analysis.program), "holds")
            remaining = {}
            rounds = result.rounds
            model = PacModel(
                result.dfa,
                analysis.path,
                analysis.fingerprint,
                settings,
                teacher.equivalence_queries,
                teacher.last_batches,
                teacher.samples,
            )
        stats = _accumulate(stats, teacher, rounds)
    stats = replace(
        stats,
        membership_queries=analysis.oracle.queries,
        solver_calls=analysis.oracle.solver_calls,
        flips=analysis.sampler.flips,
    )
    return [verdicts[s.index] for s in targets], model, stats


def _accumulate(stats: PacStats, teacher: PacTeacher, rounds: int) -> PacStats:
    """``stats`` with one more learning run's counts added."""
    return replace(
        stats,
        membership_seconds=stats.membership_seconds + teacher.membership_seconds,
        equivalence_queries=stats.equivalence_queries + teacher.equivalence_queries,
        rounds=stats.rounds + rounds,
        batches=stats.batches + teacher.batches,
        samples=stats.samples + teacher.samples,
        sampling_seconds=stats.sampling_seconds + teacher.sampling_seconds,
        intersection_seconds=stats.intersection_seconds + teacher.intersection_seconds,
        learning_runs=stats.learning_runs + 1,
    )


def _result(
    analysis: _Analysis,
    verdicts: Sequence[Verdict],
    model: PacModel | None,
    stats: PacStats,
    start: float,
) -> PacResult:
    return PacResult(
        analysis.path,
        analysis.settings,
        tuple(verdicts),
        model,
        replace(stats, seconds=time.perf_counter() - start),
        guarantee_text(model.settings if model else analysis.settings),
        analysis.alphabet,
    )


def fresh_batch_acceptance(
    path: str, model: PacModel, batches: int = 100, seed: int = 1_000_000
) -> tuple[int, int]:
    """The quality check of Chen et al., Table 4: how many of ``batches`` fresh batches
    (drawn with another seed than learning used) the model accepts entirely."""
    analysis = _Analysis(path, replace(model.settings, replay=False))
    accepted = 0
    for number in range(batches):
        rng = random.Random(batch_seed(seed, number + 1))
        if all(model.dfa.accepts(run.vector) for run in analysis.sampler.batch(rng)):
            accepted += 1
    return accepted, batches
