"""The learner's interface: the teacher it talks to, its result and its errors.

Angluin's minimally adequate teacher answers *membership* ("is w in L?") and *equivalence*
("is L(H) = L? if not, a counterexample") queries. Everything the learners
(:mod:`errlang.learner.kv`, :mod:`errlang.learner.lstar`) and their pieces share lives here,
below :func:`errlang.learner.base.learn`, which picks a learner: no import circle (issue 32).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

from errlang.automata.dfa import DFA, Word

Algorithm = Literal["kv", "lstar"]
CounterexampleStrategy = Literal["rs", "binary", "all-suffixes"]
ALGORITHMS: tuple[Algorithm, ...] = ("kv", "lstar")
COUNTEREXAMPLE_STRATEGIES: tuple[CounterexampleStrategy, ...] = ("rs", "binary", "all-suffixes")


@runtime_checkable
class Teacher(Protocol):
    """A minimally adequate teacher for a regular language over ``alphabet``."""

    @property
    def alphabet(self) -> tuple[str, ...]: ...

    def membership(self, word: Word) -> bool:
        """Whether ``word`` is in the target language."""
        ...

    def equivalence(self, hypothesis: DFA) -> Word | None:
        """``None`` if ``hypothesis`` accepts the target language, else a word on which they
        disagree (a counterexample)."""
        ...


@dataclass(frozen=True)
class LearnResult:
    """A learned DFA (minimal, canonical form of :func:`errlang.automata.operations.minimise`)
    with the cost of learning it: ``rounds`` hypotheses were built; ``membership_queries`` is
    the number of distinct words sent to the teacher (repeats are answered by the learner's
    memo); ``equivalence_queries`` the number of hypotheses sent to the teacher."""

    dfa: DFA
    rounds: int
    membership_queries: int
    equivalence_queries: int


class LearningCancelled(Exception):
    """``cancel()`` returned true between two queries."""


class LearningError(Exception):
    """Learning could not complete; the subclass says why."""


class InconsistentTeacher(LearningError):
    """The teacher's answers contradict each other: a "counterexample" that the hypothesis
    already classifies as the membership oracle does, a letter outside the alphabet, or a
    counterexample that does not let the learner make progress."""

    def __init__(self, message: str, word: Word | None = None):
        super().__init__(message)
        self.word = word


class RoundLimitReached(LearningError):
    """``max_rounds`` hypotheses were built without the teacher accepting one. ``result``
    holds the last hypothesis; it is *not* known to be correct."""

    def __init__(self, result: LearnResult):
        super().__init__(
            f"no hypothesis accepted after {result.rounds} rounds "
            f"({len(result.dfa.states)} states in the last one)"
        )
        self.result = result
