"""The typed result of ``errlang explain`` (DESIGN §5): a learned language of error, the
behaviour automaton it belongs to, and each counterexample followed through it."""

from __future__ import annotations

from dataclasses import dataclass

from errlang.explain.behaviour import Behaviour
from errlang.explain.counterexample import Abstraction
from errlang.explain.replay import ReplayResult
from errlang.explain.results import LearnedAutomaton
from errlang.explain.summary import Choice
from errlang.teacher.solver import Run


@dataclass(frozen=True)
class TypedTransition:
    """A transition of the drawn automaton with the type the analysis gives it (SEFM 2018,
    Definitions 10–11); ``contexts``: the types met when it is reached in several."""

    source: int
    letter: str
    target: int
    type: str
    contexts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Annotation:
    """Transition types and neighbourhood states carried over to the drawn automaton."""

    transition_types: tuple[TypedTransition, ...] = ()
    neighbourhoods: tuple[int, ...] = ()


@dataclass(frozen=True)
class ExplainedRun:
    """A counterexample with its abstraction; ``added_for``: the (state, letter) of the
    behaviour automaton it was added to show; ``replay``: the outcome of running it."""

    run: Run
    abstraction: Abstraction
    added_for: tuple[int, str] | None = None
    replay: ReplayResult | None = None


@dataclass(frozen=True)
class Explanation:
    """Why an assertion fails. ``normal`` and ``behaviour`` are ``None`` when it cannot fail
    within the bounds (then there is nothing to explain but the bounds)."""

    failing: LearnedAutomaton
    normal: LearnedAutomaton | None
    behaviour: Behaviour | None
    annotation: Annotation
    examples: tuple[ExplainedRun, ...]
    summary: tuple[str, ...]
    choices: tuple[Choice, ...]

    @property
    def fails(self) -> bool:
        return self.behaviour is not None
