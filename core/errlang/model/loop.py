"""The active learning loop of the paper's Fig. 1: learn a model from traces, extract its
conditions (Section III-A), check them (III-B), exclude spurious violations (III-C), turn the
others into new traces σ_CE, and repeat until every condition holds or the budget ends."""

from __future__ import annotations

import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

from errlang.model.checker import (
    HOLDS,
    UNKNOWN,
    VIOLATED,
    BudgetExhausted,
    CheckAnswer,
    Checker,
    Lemma,
)
from errlang.model.learner import Model, PassiveLearner, SuccessorLearner
from errlang.model.predicates import c_expression
from errlang.model.results import ConditionResult, ExcludedStep, Invariant, ModelResult
from errlang.model.simulate import Sample, Simulator
from errlang.model.system import ReactiveSystem
from errlang.model.traces import Trace, Valuation

MAX_VALUATIONS_FOR_LEMMAS = 64


def conditions_of(
    model: Model,
) -> list[tuple[int, frozenset[Valuation] | None, frozenset[Valuation]]]:
    """Eq. (1) for the initial state, Eq. (2) for every state something enters:
    (state, incoming predicate or None, outgoing predicate)."""
    # one pass over the transitions (per state it was quadratic: 1.4 s on 2,452 states)
    into: dict[int, set[Valuation]] = {}
    out_of: dict[int, set[Valuation]] = {}
    for tr in model.transitions:
        into.setdefault(tr.target, set()).update(tr.valuations)
        out_of.setdefault(tr.source, set()).update(tr.valuations)

    def outgoing(state: int) -> frozenset[Valuation]:
        return frozenset(out_of.get(state, ()))

    found: list[tuple[int, frozenset[Valuation] | None, frozenset[Valuation]]] = [
        (model.initial, None, outgoing(model.initial))
    ]
    for state in range(len(model.states)):
        incoming = frozenset(into.get(state, ()))
        if incoming:
            found.append((state, incoming, outgoing(state)))
    return found


def candidate_lemmas(system: ReactiveSystem, sample: Sample) -> list[Lemma]:
    """Ranges of each hidden global seen in the traces: overall, and per observed valuation."""
    overall: dict[int, list[int]] = {}
    per: dict[tuple[Valuation, int], list[int]] = {}
    for trace, hidden in zip(sample.traces, sample.hidden, strict=True):
        for valuation, values in zip(trace, hidden, strict=True):
            for j, value in enumerate(values):
                low_high = overall.setdefault(j, [value, value])
                low_high[0], low_high[1] = min(low_high[0], value), max(low_high[1], value)
                key = (valuation, j)
                low_high = per.setdefault(key, [value, value])
                low_high[0], low_high[1] = min(low_high[0], value), max(low_high[1], value)
    lemmas = [Lemma(None, system.hidden[j], lo, hi) for j, (lo, hi) in sorted(overall.items())]
    if len({v for v, _ in per}) <= MAX_VALUATIONS_FOR_LEMMAS:
        lemmas += [Lemma(v, system.hidden[j], lo, hi) for (v, j), (lo, hi) in sorted(per.items())]
    return lemmas


def counterexample_trace(traces: Sequence[Trace], before: Valuation, after: Valuation) -> Trace:
    """σ_CE (Section III-B): the shortest prefix of a trace ending in ``before``, then ``after``."""
    best: Trace | None = None
    for trace in traces:
        if before in trace:
            prefix = trace[: trace.index(before) + 1]
            if best is None or len(prefix) < len(best):
                best = prefix
    return (best or (before,)) + (after,)


def learn_model(
    system: ReactiveSystem,
    traces: int = 50,
    length: int = 50,
    seed: int = 0,
    timeout: float = 120.0,
    depth: int = 4,
    loop_bound: int = 3,
    learner: PassiveLearner | None = None,
    use_lemmas: bool = True,
    per_condition: int = 4,
    max_iterations: int = 50,
    since: float | None = None,
    keep: list[object] | None = None,
) -> ModelResult:
    """Learn a model of ``system`` over its observables (DESIGN §9). ``timeout`` counts from
    ``since`` (a ``time.monotonic()`` instant, e.g. the process' start; default now).
    ``keep``: the z3 solvers go there instead of being freed on return (freeing a k = 6
    unrolling took 1.5 s; a command that ends with ``os._exit`` never frees them)."""
    started = time.monotonic()
    budget_start = started if since is None else since

    def remaining() -> float:
        return timeout - (time.monotonic() - budget_start)

    learner = learner or SuccessorLearner()
    with tempfile.TemporaryDirectory(prefix="errlang-model-") as tmp:
        sample = Simulator(system, Path(tmp)).run(seed, traces, length, max(1.0, remaining()))
    seconds_simulation = time.monotonic() - started
    trace_set: list[Trace] = list(sample.traces)
    checker = Checker(system, depth, loop_bound, remaining)
    if keep is not None:
        keep.append(checker)
    checking = time.monotonic()
    try:
        lemmas = checker.lemmas(candidate_lemmas(system, sample)) if use_lemmas else []
    except BudgetExhausted:
        lemmas = []
    seconds_checking = time.monotonic() - checking
    seconds_learning = 0.0
    excluded: dict[tuple[Valuation, Valuation], int] = {}
    inconclusive: list[tuple[Valuation, Valuation]] = []
    counterexamples = 0
    iterations = 0
    stopped = ""
    history: list[float] = []
    while True:
        iterations += 1
        learning = time.monotonic()
        model = learner.learn(trace_set)
        seconds_learning += time.monotonic() - learning
        checking = time.monotonic()
        results: list[ConditionResult] = []
        new_traces: list[Trace] = []
        for state, pre, post in conditions_of(model):
            if remaining() <= 0:
                results.append(
                    ConditionResult(state, _tuple(pre), tuple(sorted(post)), UNKNOWN, "time budget")
                )
                continue
            try:
                result, found = _check_condition(
                    checker, state, pre, post, trace_set, excluded, inconclusive, per_condition
                )
            except BudgetExhausted:
                result, found = (
                    ConditionResult(
                        state, _tuple(pre), tuple(sorted(post)), UNKNOWN, "time budget"
                    ),
                    [],
                )
            results.append(result)
            new_traces += found
        seconds_checking += time.monotonic() - checking
        history.append(sum(r.verdict == HOLDS for r in results) / max(1, len(results)))
        violated = any(r.verdict == VIOLATED for r in results)
        if not violated:
            break
        if remaining() <= 0:
            stopped = "time budget"
            break
        if iterations >= max_iterations:
            stopped = f"{max_iterations} iterations"
            break
        counterexamples += len(new_traces)
        trace_set += new_traces
    holding = [r for r in results if r.verdict == HOLDS]
    alpha = len(holding) / len(results) if results else 1.0
    if not stopped and len(holding) < len(results):
        stopped = "; ".join(sorted({r.reason for r in results if r.verdict == UNKNOWN}))
    names = system.observables
    invariants = tuple(
        Invariant(
            r.state,
            None if r.pre is None else c_expression(r.pre, names),
            c_expression(r.post, names, primed=True),
        )
        for r in holding
    )
    return ModelResult(
        path=system.path,
        step=system.step,
        init=system.init,
        observables=names,
        model=model,
        conditions=tuple(results),
        invariants=invariants,
        lemmas=tuple(lemmas),
        excluded=tuple(ExcludedStep(b, a, k) for (b, a), k in excluded.items()),
        inconclusive=tuple(inconclusive),
        alpha=alpha,
        complete=len(holding) == len(results),
        iterations=iterations,
        random_traces=len(sample.traces),
        counterexample_traces=counterexamples,
        steps_simulated=sum(len(tr) for tr in sample.traces),
        depth=checker.depth,
        solver_calls=checker.solver_calls,
        seconds=time.monotonic() - started,
        seconds_simulation=seconds_simulation,
        seconds_learning=seconds_learning,
        seconds_checking=seconds_checking,
        alpha_history=tuple(history),
        stopped=stopped,
    )


def _tuple(pre: frozenset[Valuation] | None) -> tuple[Valuation, ...] | None:
    return None if pre is None else tuple(sorted(pre))


MAX_SPURIOUS_PER_CONDITION = 32


def _check_condition(
    checker: Checker,
    state: int,
    pre: frozenset[Valuation] | None,
    post: frozenset[Valuation],
    traces: Sequence[Trace],
    excluded: dict[tuple[Valuation, Valuation], int],
    inconclusive: list[tuple[Valuation, Valuation]],
    per_condition: int,
) -> tuple[ConditionResult, list[Trace]]:
    """Check one condition; collect up to ``per_condition`` valid violations as σ_CE traces."""
    violations: list[tuple[Valuation | None, Valuation]] = []
    new_traces: list[Trace] = []
    avoid: set[Valuation] = set()
    spurious_seen: defaultdict[int, int] = defaultdict(int)
    answer = checker.condition(pre, post, excluded, avoid)
    while answer.verdict == VIOLATED and answer.step is not None:
        before, after = answer.step
        if before is None:
            new_traces.append((after,))
        else:
            reach = checker.step_reachable(before, after)
            if reach.spurious:
                excluded[(before, after)] = reach.k
                spurious_seen[state] += 1
                if spurious_seen[state] >= MAX_SPURIOUS_PER_CONDITION:
                    answer = CheckAnswer(UNKNOWN, reason="too many spurious violations")
                    break
                answer = checker.condition(pre, post, excluded, avoid)
                continue
            if reach.trace is not None:
                new_traces.append(reach.trace)
            else:
                inconclusive.append((before, after))
                new_traces.append(counterexample_trace(traces, before, after))
        violations.append((before, after))
        avoid.add(after)
        if len(violations) >= per_condition:
            break
        answer = checker.condition(pre, post, excluded, avoid)
    if violations:
        verdict, reason = VIOLATED, ""
    else:
        verdict, reason = answer.verdict, answer.reason
    return (
        ConditionResult(
            state, _tuple(pre), tuple(sorted(post)), verdict, reason, tuple(violations)
        ),
        new_traces,
    )
