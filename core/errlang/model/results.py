"""What a model learning run returns (frozen; serialised once, in :mod:`errlang.model.json_io`)."""

from __future__ import annotations

from dataclasses import dataclass

from errlang.model.checker import Lemma
from errlang.model.learner import Model
from errlang.model.traces import Valuation


@dataclass(frozen=True)
class ConditionResult:
    """One condition of the paper's Section III-A: Eq. (1) when ``pre`` is None (from the
    initial states), else Eq. (2) for ``state``: a step from a valuation in ``pre`` reaches a
    valuation in ``post``. ``verdict``: holds / violated / unknown (``reason``);
    ``violations``: the steps (v_t, v_{t+1}) found (v_t None for Eq. 1)."""

    state: int
    pre: tuple[Valuation, ...] | None
    post: tuple[Valuation, ...]
    verdict: str
    reason: str = ""
    violations: tuple[tuple[Valuation | None, Valuation], ...] = ()


@dataclass(frozen=True)
class Invariant:
    """A proved condition as C: ``pre`` (None: the initial states) ⇒ after one call of the
    step function, ``post`` (primed names are values after the step)."""

    state: int
    pre: str | None
    post: str


@dataclass(frozen=True)
class ExcludedStep:
    """A violating step proved unreachable from Init by k-induction (Section III-C)."""

    before: Valuation
    after: Valuation
    k: int


@dataclass(frozen=True)
class ModelResult:
    """The final model and what supports it. ``alpha``: the fraction of the last model's
    conditions that hold; ``complete``: all of them hold (then every trace of the code over the
    observables is accepted, the paper's Theorem 1). ``inconclusive``: violating steps neither
    proved spurious nor reached from Init within ``depth`` steps, added as traces anyway (the
    model stays an over-approximation)."""

    path: str
    step: str
    init: str | None
    observables: tuple[str, ...]
    model: Model
    conditions: tuple[ConditionResult, ...]
    invariants: tuple[Invariant, ...]
    lemmas: tuple[Lemma, ...]
    excluded: tuple[ExcludedStep, ...]
    inconclusive: tuple[tuple[Valuation, Valuation], ...]
    alpha: float
    complete: bool
    iterations: int
    random_traces: int
    counterexample_traces: int
    steps_simulated: int
    depth: int
    solver_calls: int
    seconds: float
    seconds_simulation: float
    seconds_learning: float
    seconds_checking: float
    alpha_history: tuple[float, ...] = ()  # α of each iteration's model (the first: random traces)
    stopped: str = ""  # why the loop stopped before completeness (time budget, iterations)
