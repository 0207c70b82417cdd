"""Mining end to end (DESIGN §10): traces → scenarios → sk-strings → specification, and checking
a specification back against a program (its complement as the error automaton)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from errlang.mining.engine import EngineTraces, engine_traces
from errlang.mining.scenarios import Scenario, Seed, distinct_words, extract
from errlang.mining.sk_strings import learn
from errlang.mining.spec import Specification
from errlang.mining.traces import Trace

Word = tuple[str, ...]


@dataclass(frozen=True)
class Mined:
    """The scenarios extracted and the specification learned from them."""

    scenarios: tuple[Scenario, ...]
    counts: Counter[Word]
    specification: Specification


def scenarios_of(
    traces: tuple[Trace, ...], seed: str, radius: tuple[int, int]
) -> tuple[Scenario, ...]:
    return extract(traces, Seed.parse(seed), *radius)


def mine(
    traces: tuple[Trace, ...],
    seed: str,
    radius: tuple[int, int] = (2, 0),
    learner: str = "auto",
    coring: float | None = None,
    counts: Counter[Word] | None = None,
) -> Mined:
    """Learn the specification of the scenarios around ``seed`` (``counts``: train on these
    words instead of all scenarios, e.g. those Cable's user labelled good)."""
    scenarios = scenarios_of(traces, seed, radius)
    training = counts if counts is not None else distinct_words(scenarios)
    learned = learn(training, learner, coring=coring)
    spec = Specification(
        learned.machine,
        Seed.parse(seed).text(),
        radius,
        learned.heuristic,
        learned.k,
        learned.s,
        learned.mml,
    )
    return Mined(scenarios, distinct_words(scenarios), spec)


@dataclass(frozen=True)
class Violation:
    """A scenario of a run that the specification rejects: a counterexample (replayable from
    ``run_index``'s inputs in the instrumented program)."""

    scenario: Scenario
    rejected_at: int  # index in the scenario word; len(word): it ends too early
    call_position: int  # index of the offending call in the trace (the last one when too early)
    run_index: int


@dataclass(frozen=True)
class SpecCheck:
    seed: str
    traces: EngineTraces
    scenarios: tuple[Scenario, ...]
    violations: tuple[Violation, ...]


def check_spec(
    path: str,
    spec: Specification,
    *,
    bound: int = 3,
    budget: int = 200,
    timeout: float = 60.0,
    api: tuple[str, ...] | None = None,
    text: str | None = None,
) -> SpecCheck:
    """The runs within ``bound`` whose scenarios (same seed and radius) ``spec`` rejects."""
    traces = engine_traces(path, api=api, bound=bound, budget=budget, timeout=timeout, text=text)
    scenarios = scenarios_of(traces.traces, spec.seed, spec.radius)
    index = {t.id: i for i, t in enumerate(traces.traces)}
    violations = []
    for scenario in scenarios:
        where = spec.rejection(scenario.word)
        if where is None:
            continue
        position = scenario.positions[min(where, len(scenario.positions) - 1)]
        violations.append(Violation(scenario, where, position, index[scenario.trace]))
    return SpecCheck(spec.seed, traces, scenarios, tuple(violations))
